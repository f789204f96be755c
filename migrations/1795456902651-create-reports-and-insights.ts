import type { MigrationInterface, QueryRunner } from "typeorm";

export class CreateReportsAndInsights1795456902651 implements MigrationInterface {
    name = 'CreateReportsAndInsights1795456902651'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "reports" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "workspace_id" integer NOT NULL, "name" character varying(120) NOT NULL, "created_by_id" integer, CONSTRAINT "PK_d9013193989303580053c0b5ef6" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_58e0b4a0aade7f2566eb22ec42" ON "reports"  ("workspace_id", "created_at") `);
        await queryRunner.query(`CREATE TYPE "public"."report_chart_type" AS ENUM('line', 'bar', 'pie')`);
        await queryRunner.query(`CREATE TYPE "public"."report_card_status" AS ENUM('ready', 'pending', 'failed')`);
        await queryRunner.query(`CREATE TABLE "report_cards" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "report_id" integer NOT NULL, "title" character varying(120) NOT NULL, "prompt" text NOT NULL, "chart_type" "public"."report_chart_type" NOT NULL, "x_key" character varying(200), "y_key" character varying(200), "series_key" character varying(200), "source_id" integer, "sql_text" text, "source_rows" jsonb NOT NULL DEFAULT '[]', "data" jsonb NOT NULL DEFAULT '[]', "transform" text, "transform_error" jsonb, "status" "public"."report_card_status" NOT NULL DEFAULT 'ready', "message" text, "position" integer NOT NULL, "width_percent" integer NOT NULL DEFAULT '100', "height" integer NOT NULL DEFAULT '300', "refreshed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ad580db1af279fb14a78f4eb274" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_99cd58d45d4cd5f78c776ead2c" ON "report_cards"  ("report_id", "position") `);
        await queryRunner.query(`CREATE TABLE "report_messages" ("id" SERIAL NOT NULL, "report_id" integer NOT NULL, "role" character varying(8) NOT NULL, "content" text NOT NULL, "card_id" integer, "options" jsonb NOT NULL DEFAULT '[]', "author_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2bfc7bcd020f265776d90e3ce99" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_0a882995681dde747cf32efbfb" ON "report_messages"  ("report_id", "id") `);
        await queryRunner.query(`CREATE TABLE "insight_threads" ("id" SERIAL NOT NULL, "workspace_id" integer NOT NULL, "source_id" integer, "fingerprint" character varying(400) NOT NULL, "title" character varying(300) NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "author" character varying(120) NOT NULL, "is_resolved" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_95590b9d23174d940fe6b9c7e37" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_a604bea20d3b10239bb683c528" ON "insight_threads"  ("workspace_id", "created_at") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7ed10d0a12896c5c14ff1fd749" ON "insight_threads"  ("workspace_id", "fingerprint") `);
        await queryRunner.query(`CREATE TABLE "insight_messages" ("id" SERIAL NOT NULL, "thread_id" integer NOT NULL, "type" character varying(12) NOT NULL, "content" text NOT NULL, "query" jsonb, "data_link" text, "question" text, "asked_by" character varying(200), "asked_by_id" integer, "generated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5e459d2bdecf9dc4ae15efa9366" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_030dbe336162fb74f21499830e" ON "insight_messages"  ("thread_id", "id") `);
        await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_718f9c2da43c4c94d83b6a17efa" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "FK_aa22cb05e1746224f2bc3345e6e" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "report_cards" ADD CONSTRAINT "FK_9a13a697e08dc47b6d48fbc020a" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "report_cards" ADD CONSTRAINT "FK_0ae23c0cc178fb79035b6cc296f" FOREIGN KEY ("source_id") REFERENCES "data_sources"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "report_messages" ADD CONSTRAINT "FK_85ee1a2517d86b80dab852cb7f2" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "report_messages" ADD CONSTRAINT "FK_072ce9b1baf5a9cc7dffb273447" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "insight_threads" ADD CONSTRAINT "FK_8b79b86900cfc368b8b239fcfbb" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "insight_threads" ADD CONSTRAINT "FK_6696add108fb352802576b6cf32" FOREIGN KEY ("source_id") REFERENCES "data_sources"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "insight_messages" ADD CONSTRAINT "FK_dddf323ef87e147ba6659108d85" FOREIGN KEY ("thread_id") REFERENCES "insight_threads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "insight_messages" ADD CONSTRAINT "FK_5411f46510d47bc5f82ea6d44ee" FOREIGN KEY ("asked_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "insight_messages" DROP CONSTRAINT "FK_5411f46510d47bc5f82ea6d44ee"`);
        await queryRunner.query(`ALTER TABLE "insight_messages" DROP CONSTRAINT "FK_dddf323ef87e147ba6659108d85"`);
        await queryRunner.query(`ALTER TABLE "insight_threads" DROP CONSTRAINT "FK_6696add108fb352802576b6cf32"`);
        await queryRunner.query(`ALTER TABLE "insight_threads" DROP CONSTRAINT "FK_8b79b86900cfc368b8b239fcfbb"`);
        await queryRunner.query(`ALTER TABLE "report_messages" DROP CONSTRAINT "FK_072ce9b1baf5a9cc7dffb273447"`);
        await queryRunner.query(`ALTER TABLE "report_messages" DROP CONSTRAINT "FK_85ee1a2517d86b80dab852cb7f2"`);
        await queryRunner.query(`ALTER TABLE "report_cards" DROP CONSTRAINT "FK_0ae23c0cc178fb79035b6cc296f"`);
        await queryRunner.query(`ALTER TABLE "report_cards" DROP CONSTRAINT "FK_9a13a697e08dc47b6d48fbc020a"`);
        await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_aa22cb05e1746224f2bc3345e6e"`);
        await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_718f9c2da43c4c94d83b6a17efa"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_030dbe336162fb74f21499830e"`);
        await queryRunner.query(`DROP TABLE "insight_messages"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_7ed10d0a12896c5c14ff1fd749"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_a604bea20d3b10239bb683c528"`);
        await queryRunner.query(`DROP TABLE "insight_threads"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_0a882995681dde747cf32efbfb"`);
        await queryRunner.query(`DROP TABLE "report_messages"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_99cd58d45d4cd5f78c776ead2c"`);
        await queryRunner.query(`DROP TABLE "report_cards"`);
        await queryRunner.query(`DROP TYPE "public"."report_card_status"`);
        await queryRunner.query(`DROP TYPE "public"."report_chart_type"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_58e0b4a0aade7f2566eb22ec42"`);
        await queryRunner.query(`DROP TABLE "reports"`);
    }

}
