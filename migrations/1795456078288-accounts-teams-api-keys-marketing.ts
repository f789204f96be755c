import type { MigrationInterface, QueryRunner } from "typeorm";

export class AccountsTeamsApiKeysMarketing1795456078288 implements MigrationInterface {
    name = 'AccountsTeamsApiKeysMarketing1795456078288'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "api_keys" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "workspace_id" integer NOT NULL, "user_id" integer NOT NULL, "key_prefix" character varying(16) NOT NULL, "key_hash" character(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_deb68fe8625b21785d1c48283e" ON "api_keys"  ("workspace_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_a3baee01d8408cd3c0f89a9a97" ON "api_keys"  ("user_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_57384430aa1959f4578046c9b8" ON "api_keys"  ("key_hash") `);
        await queryRunner.query(`CREATE TABLE "user_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "user_agent" character varying(300), "ip" character varying(64), "method" character varying(20) NOT NULL DEFAULT 'password', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_e93e031a5fed190d4789b6bfd83" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_e9658e959c490b0a634dfc5478" ON "user_sessions"  ("user_id") `);
        await queryRunner.query(`CREATE TABLE "newsletter_subscriptions" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "source" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cfca9a6e4f146a80a6cd2e76f1d" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_57fd53bd8b39fe19d2be8136f6" ON "newsletter_subscriptions"  ("email") `);
        await queryRunner.query(`CREATE TYPE "public"."contact_request_kind" AS ENUM('demo', 'contact')`);
        await queryRunner.query(`CREATE TABLE "contact_requests" ("id" SERIAL NOT NULL, "kind" "public"."contact_request_kind" NOT NULL, "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "company" character varying(200), "phone" character varying(40), "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5fc5cfa569e4e66051c6acde3b9" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "workspace_invitations" ("id" SERIAL NOT NULL, "workspace_id" integer NOT NULL, "email" character varying(254) NOT NULL, "name" character varying(100), "role" "public"."workspace_role" NOT NULL, "token_hash" character(64) NOT NULL, "invited_by_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_525b9069dc828a8ee8fdc62c32c" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_466fb624c78c7119d5a796f8e7" ON "workspace_invitations"  ("token_hash") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cb8f998686273af76b77bac6ba" ON "workspace_invitations"  ("workspace_id", "email") WHERE accepted_at IS NULL AND revoked_at IS NULL`);
        await queryRunner.query(`ALTER TABLE "users" ADD "setup_completed_at" TIMESTAMP WITH TIME ZONE`);
        await queryRunner.query(`ALTER TABLE "users" ADD "notify_weekly_digest" boolean NOT NULL DEFAULT true`);
        await queryRunner.query(`ALTER TABLE "users" ADD "notify_insights" boolean NOT NULL DEFAULT true`);
        await queryRunner.query(`ALTER TABLE "users" ADD "notify_team_activity" boolean NOT NULL DEFAULT true`);
        await queryRunner.query(`ALTER TABLE "users" ADD "active_workspace_id" integer`);
        await queryRunner.query(`ALTER TABLE "users" ADD "has_password" boolean NOT NULL DEFAULT true`);
        await queryRunner.query(`ALTER TABLE "workspaces" ADD "billing_email" character varying(254)`);
        await queryRunner.query(`ALTER TABLE "workspaces" ADD "billing_cancel_at_period_end" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TABLE "api_keys" ADD CONSTRAINT "FK_deb68fe8625b21785d1c48283e4" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "api_keys" ADD CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_sessions" ADD CONSTRAINT "FK_e9658e959c490b0a634dfc54783" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "workspace_invitations" ADD CONSTRAINT "FK_cf5df369b7a86ea3cdf18c7b56d" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "workspace_invitations" ADD CONSTRAINT "FK_df43d23188e48d0920ce4c2895d" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "workspace_invitations" DROP CONSTRAINT "FK_df43d23188e48d0920ce4c2895d"`);
        await queryRunner.query(`ALTER TABLE "workspace_invitations" DROP CONSTRAINT "FK_cf5df369b7a86ea3cdf18c7b56d"`);
        await queryRunner.query(`ALTER TABLE "user_sessions" DROP CONSTRAINT "FK_e9658e959c490b0a634dfc54783"`);
        await queryRunner.query(`ALTER TABLE "api_keys" DROP CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973"`);
        await queryRunner.query(`ALTER TABLE "api_keys" DROP CONSTRAINT "FK_deb68fe8625b21785d1c48283e4"`);
        await queryRunner.query(`ALTER TABLE "workspaces" DROP COLUMN "billing_cancel_at_period_end"`);
        await queryRunner.query(`ALTER TABLE "workspaces" DROP COLUMN "billing_email"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "has_password"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "active_workspace_id"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "notify_team_activity"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "notify_insights"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "notify_weekly_digest"`);
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "setup_completed_at"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_cb8f998686273af76b77bac6ba"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_466fb624c78c7119d5a796f8e7"`);
        await queryRunner.query(`DROP TABLE "workspace_invitations"`);
        await queryRunner.query(`DROP TABLE "contact_requests"`);
        await queryRunner.query(`DROP TYPE "public"."contact_request_kind"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_57fd53bd8b39fe19d2be8136f6"`);
        await queryRunner.query(`DROP TABLE "newsletter_subscriptions"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_e9658e959c490b0a634dfc5478"`);
        await queryRunner.query(`DROP TABLE "user_sessions"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_57384430aa1959f4578046c9b8"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_a3baee01d8408cd3c0f89a9a97"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_deb68fe8625b21785d1c48283e"`);
        await queryRunner.query(`DROP TABLE "api_keys"`);
    }

}
