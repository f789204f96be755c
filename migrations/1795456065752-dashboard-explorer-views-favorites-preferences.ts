import type { MigrationInterface, QueryRunner } from "typeorm";

export class DashboardExplorerViewsFavoritesPreferences1795456065752 implements MigrationInterface {
    name = 'DashboardExplorerViewsFavoritesPreferences1795456065752'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "favorite_questions" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "workspace_id" integer NOT NULL, "question" character varying(2000) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d4c12f4606d679fd0f0bbc50343" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_9927f7eb85ed019040367c03a3" ON "favorite_questions"  ("user_id", "workspace_id") `);
        await queryRunner.query(`CREATE TABLE "user_preferences" ("user_id" integer NOT NULL, "chat_typing_speed" character varying(10) NOT NULL DEFAULT 'normal', "chat_show_sql" boolean NOT NULL DEFAULT true, "updates_prompt_dismissed" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_458057fa75b66e68a275647da2e" PRIMARY KEY ("user_id"))`);
        await queryRunner.query(`CREATE TABLE "explorer_views" ("id" SERIAL NOT NULL, "workspace_id" integer NOT NULL, "data_source_id" integer NOT NULL, "table_name" character varying(128) NOT NULL, "label" character varying(100) NOT NULL, "filters" jsonb NOT NULL DEFAULT '[]', "search" character varying(500), "sort" jsonb, "created_by_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8c89bf90688be26643272bd5235" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_d048ac975e18c3ee7b24c3ebf4" ON "explorer_views"  ("data_source_id", "table_name") `);
        await queryRunner.query(`ALTER TABLE "favorite_questions" ADD CONSTRAINT "FK_66314da19c9d0972f825b39cf12" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "favorite_questions" ADD CONSTRAINT "FK_bdc62aa0923cb3e921e2c258189" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_preferences" ADD CONSTRAINT "FK_458057fa75b66e68a275647da2e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "explorer_views" ADD CONSTRAINT "FK_c8b0409a0199b381acdd5200d28" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "explorer_views" ADD CONSTRAINT "FK_92c16c0bd50f53ed966252b0048" FOREIGN KEY ("data_source_id") REFERENCES "data_sources"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "explorer_views" ADD CONSTRAINT "FK_57d499ba9494c690812942300e8" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "explorer_views" DROP CONSTRAINT "FK_57d499ba9494c690812942300e8"`);
        await queryRunner.query(`ALTER TABLE "explorer_views" DROP CONSTRAINT "FK_92c16c0bd50f53ed966252b0048"`);
        await queryRunner.query(`ALTER TABLE "explorer_views" DROP CONSTRAINT "FK_c8b0409a0199b381acdd5200d28"`);
        await queryRunner.query(`ALTER TABLE "user_preferences" DROP CONSTRAINT "FK_458057fa75b66e68a275647da2e"`);
        await queryRunner.query(`ALTER TABLE "favorite_questions" DROP CONSTRAINT "FK_bdc62aa0923cb3e921e2c258189"`);
        await queryRunner.query(`ALTER TABLE "favorite_questions" DROP CONSTRAINT "FK_66314da19c9d0972f825b39cf12"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_d048ac975e18c3ee7b24c3ebf4"`);
        await queryRunner.query(`DROP TABLE "explorer_views"`);
        await queryRunner.query(`DROP TABLE "user_preferences"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_9927f7eb85ed019040367c03a3"`);
        await queryRunner.query(`DROP TABLE "favorite_questions"`);
    }

}
