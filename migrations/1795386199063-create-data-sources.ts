import type { MigrationInterface, QueryRunner } from "typeorm";

export class CreateDataSources1795386199063 implements MigrationInterface {
    name = 'CreateDataSources1795386199063'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "data_source_synonyms" ("id" SERIAL NOT NULL, "data_source_id" integer NOT NULL, "term" character varying(100) NOT NULL, "table_name" character varying(63) NOT NULL, "column_name" character varying(63), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9668ee0a25f5a79d139e0711863" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_72f0cd91ceb1cae52c98bac810" ON "data_source_synonyms"  ("data_source_id") `);
        await queryRunner.query(`CREATE TABLE "data_source_metrics" ("id" SERIAL NOT NULL, "data_source_id" integer NOT NULL, "name" character varying(100) NOT NULL, "table_name" character varying(63) NOT NULL, "expression" text NOT NULL, "description" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d56bc2c979f6ae21e91577bbb5b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_7b9a34ebdf34be4e180ac7c247" ON "data_source_metrics"  ("data_source_id") `);
        await queryRunner.query(`CREATE TYPE "public"."data_source_kind" AS ENUM('upload', 'postgres', 'mysql')`);
        await queryRunner.query(`CREATE TYPE "public"."data_source_status" AS ENUM('importing', 'ready')`);
        await queryRunner.query(`CREATE TABLE "data_sources" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "kind" "public"."data_source_kind" NOT NULL, "status" "public"."data_source_status" NOT NULL DEFAULT 'importing', "workspace_id" integer NOT NULL, "schema_name" character varying(63), "encrypted_connection" text, "catalog" jsonb, "byte_size" bigint NOT NULL DEFAULT '0', "created_by_id" integer, CONSTRAINT "PK_dc70b1c6b641726739857fd938d" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_c492ac30e3800cf8e1935eb91f" ON "data_sources"  ("workspace_id") `);
        await queryRunner.query(`ALTER TABLE "data_source_synonyms" ADD CONSTRAINT "FK_72f0cd91ceb1cae52c98bac8107" FOREIGN KEY ("data_source_id") REFERENCES "data_sources"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "data_source_metrics" ADD CONSTRAINT "FK_7b9a34ebdf34be4e180ac7c247a" FOREIGN KEY ("data_source_id") REFERENCES "data_sources"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "data_sources" ADD CONSTRAINT "FK_c492ac30e3800cf8e1935eb91f9" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "data_sources" ADD CONSTRAINT "FK_8ef9697b1cbfae3f80e8a51489d" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "data_sources" DROP CONSTRAINT "FK_8ef9697b1cbfae3f80e8a51489d"`);
        await queryRunner.query(`ALTER TABLE "data_sources" DROP CONSTRAINT "FK_c492ac30e3800cf8e1935eb91f9"`);
        await queryRunner.query(`ALTER TABLE "data_source_metrics" DROP CONSTRAINT "FK_7b9a34ebdf34be4e180ac7c247a"`);
        await queryRunner.query(`ALTER TABLE "data_source_synonyms" DROP CONSTRAINT "FK_72f0cd91ceb1cae52c98bac8107"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_c492ac30e3800cf8e1935eb91f"`);
        await queryRunner.query(`DROP TABLE "data_sources"`);
        await queryRunner.query(`DROP TYPE "public"."data_source_status"`);
        await queryRunner.query(`DROP TYPE "public"."data_source_kind"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_7b9a34ebdf34be4e180ac7c247"`);
        await queryRunner.query(`DROP TABLE "data_source_metrics"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_72f0cd91ceb1cae52c98bac810"`);
        await queryRunner.query(`DROP TABLE "data_source_synonyms"`);
    }

}
