import type { MigrationInterface, QueryRunner } from "typeorm";

export class CreateAskConversations1795386742449 implements MigrationInterface {
    name = 'CreateAskConversations1795386742449'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "ask_conversations" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" integer NOT NULL, "user_id" integer NOT NULL, "channel" character varying(16) NOT NULL DEFAULT 'ask', "source_id" integer, "last_question" text, "last_plan" jsonb, "question_count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_4aad7aa7fbf963c29a65377cf17" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_b4fb0fce33bf2bfa10c62f9a47" ON "ask_conversations"  ("user_id", "workspace_id", "channel") `);
        await queryRunner.query(`ALTER TABLE "ask_conversations" ADD CONSTRAINT "FK_efed7c18e7945d0b8ce385a09ea" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "ask_conversations" ADD CONSTRAINT "FK_74524b5c0c2f68f22e9ec5dc28f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "ask_conversations" DROP CONSTRAINT "FK_74524b5c0c2f68f22e9ec5dc28f"`);
        await queryRunner.query(`ALTER TABLE "ask_conversations" DROP CONSTRAINT "FK_efed7c18e7945d0b8ce385a09ea"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_b4fb0fce33bf2bfa10c62f9a47"`);
        await queryRunner.query(`DROP TABLE "ask_conversations"`);
    }

}
