import type { MigrationInterface, QueryRunner } from "typeorm";

export class CreateAccountsAndWorkspaces1795317857815 implements MigrationInterface {
    name = 'CreateAccountsAndWorkspaces1795317857815'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "stored_files" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_user_id" integer NOT NULL, "content_type" character varying(100) NOT NULL, "byte_size" integer NOT NULL, "data" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5d5be862bf53851c1794b4adf4e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_ca27eb094e5326ad31e3e67675" ON "stored_files"  ("owner_user_id") `);
        await queryRunner.query(`CREATE TABLE "users" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "first_name" character varying(100), "last_name" character varying(100), "phone" character varying(40), "company" character varying(200), "position" character varying(200), "username" character varying(60), "avatar" character varying(60), "referral_code" character varying(60), "permission" character varying(20) NOT NULL DEFAULT 'user', "timezone" character varying(10) NOT NULL DEFAULT 'UTC', "theme" character varying(10) NOT NULL DEFAULT 'dark', "notification_email" boolean NOT NULL DEFAULT true, "notification_slack" boolean NOT NULL DEFAULT false, "notification_browser" boolean NOT NULL DEFAULT true, "profile_picture_id" uuid, "subscribed_to_updates" boolean NOT NULL DEFAULT false, "goals" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users"  ("email") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f3eace542211eff6615e0e881c" ON "users"  ("username") WHERE username IS NOT NULL`);
        await queryRunner.query(`CREATE TABLE "workspaces" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_098656ae401f3e1a4586f47fd8e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TYPE "public"."workspace_role" AS ENUM('OWNER', 'ADMIN', 'ANALYST', 'VIEWER')`);
        await queryRunner.query(`CREATE TABLE "workspace_members" ("id" SERIAL NOT NULL, "workspace_id" integer NOT NULL, "user_id" integer NOT NULL, "role" "public"."workspace_role" NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_22ab43ac5865cd62769121d2bc4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_4e83431119fa585fc7aa8b817d" ON "workspace_members"  ("user_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4896b609c71ca5ad20ad662077" ON "workspace_members"  ("workspace_id", "user_id") `);
        await queryRunner.query(`ALTER TABLE "workspace_members" ADD CONSTRAINT "FK_4a7c584ddfe855379598b5e20fd" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "workspace_members" ADD CONSTRAINT "FK_4e83431119fa585fc7aa8b817db" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "workspace_members" DROP CONSTRAINT "FK_4e83431119fa585fc7aa8b817db"`);
        await queryRunner.query(`ALTER TABLE "workspace_members" DROP CONSTRAINT "FK_4a7c584ddfe855379598b5e20fd"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_4896b609c71ca5ad20ad662077"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_4e83431119fa585fc7aa8b817d"`);
        await queryRunner.query(`DROP TABLE "workspace_members"`);
        await queryRunner.query(`DROP TYPE "public"."workspace_role"`);
        await queryRunner.query(`DROP TABLE "workspaces"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_f3eace542211eff6615e0e881c"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_97672ac88f789774dd47f7c8be"`);
        await queryRunner.query(`DROP TABLE "users"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_ca27eb094e5326ad31e3e67675"`);
        await queryRunner.query(`DROP TABLE "stored_files"`);
    }

}
