import type { MigrationInterface, QueryRunner } from "typeorm";

export class AddDemoSource1795453954895 implements MigrationInterface {
    name = 'AddDemoSource1795453954895'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "demo_datasets" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "key" character varying(40) NOT NULL, "version" integer NOT NULL, "schema_name" character varying(63) NOT NULL, "catalog" jsonb NOT NULL, "byte_size" bigint NOT NULL, CONSTRAINT "PK_52b8ba2f4758879800610fa591a" PRIMARY KEY ("key"))`);
        await queryRunner.query(`ALTER TABLE "workspaces" ADD "demo_source_added" boolean NOT NULL DEFAULT false`);
        await queryRunner.query(`ALTER TYPE "public"."data_source_kind" ADD VALUE 'demo'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM "data_sources" WHERE "kind" = 'demo'`);
        await queryRunner.query(`DROP SCHEMA IF EXISTS "ds_demo" CASCADE`);
        await queryRunner.query(`CREATE TYPE "public"."data_source_kind_old" AS ENUM('upload', 'postgres', 'mysql')`);
        await queryRunner.query(`ALTER TABLE "data_sources" ALTER COLUMN "kind" TYPE "public"."data_source_kind_old" USING "kind"::"text"::"public"."data_source_kind_old"`);
        await queryRunner.query(`DROP TYPE "public"."data_source_kind"`);
        await queryRunner.query(`ALTER TYPE "public"."data_source_kind_old" RENAME TO "data_source_kind"`);
        await queryRunner.query(`ALTER TABLE "workspaces" DROP COLUMN "demo_source_added"`);
        await queryRunner.query(`DROP TABLE "demo_datasets"`);
    }

}
