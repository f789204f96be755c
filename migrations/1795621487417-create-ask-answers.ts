import type { MigrationInterface, QueryRunner } from "typeorm";

export class CreateAskAnswers1795621487417 implements MigrationInterface {
    name = 'CreateAskAnswers1795621487417'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "ask_answers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "workspace_id" integer NOT NULL, "user_id" integer NOT NULL, "conversation_id" uuid, "question" text NOT NULL, "source_id" integer, "status" character varying(16) NOT NULL, "engine" character varying(16) NOT NULL, "sql" text, "interpretation" jsonb NOT NULL DEFAULT '[]', "unmatched" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e33fb460f778d0c86d3913c5e7a" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_f02323a4ea5bfa59dbaf4b51ee" ON "ask_answers"  ("workspace_id", "created_at") `);
        await queryRunner.query(`ALTER TABLE "ask_answers" ADD CONSTRAINT "FK_780a9838dbdf4d2cecb975f2816" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "ask_answers" ADD CONSTRAINT "FK_7d793a4759e4eb980528ad00c88" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "ask_answers" ADD CONSTRAINT "FK_cc1b4cf364554114ec4c6141517" FOREIGN KEY ("conversation_id") REFERENCES "ask_conversations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "ask_answers" DROP CONSTRAINT "FK_cc1b4cf364554114ec4c6141517"`);
        await queryRunner.query(`ALTER TABLE "ask_answers" DROP CONSTRAINT "FK_7d793a4759e4eb980528ad00c88"`);
        await queryRunner.query(`ALTER TABLE "ask_answers" DROP CONSTRAINT "FK_780a9838dbdf4d2cecb975f2816"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_f02323a4ea5bfa59dbaf4b51ee"`);
        await queryRunner.query(`DROP TABLE "ask_answers"`);
    }

}
