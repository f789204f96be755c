import type { MigrationInterface, QueryRunner } from "typeorm";

export class CreateProjectManagement1795332531904 implements MigrationInterface {
    name = 'CreateProjectManagement1795332531904'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "projects" ("id" SERIAL NOT NULL, "name" character varying(200) NOT NULL, "description" text, "workspace_id" integer NOT NULL, "created_by_id" integer, "wip_limits" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6271df0a7aed1d6c0691ce6ac50" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_af78b8fc6857fe0a10d1bb1699" ON "projects"  ("workspace_id") `);
        await queryRunner.query(`CREATE TYPE "public"."activity_item_type" AS ENUM('epic', 'user_story', 'task')`);
        await queryRunner.query(`CREATE TYPE "public"."activity_action" AS ENUM('created', 'updated', 'moved', 'deleted')`);
        await queryRunner.query(`CREATE TABLE "activity_events" ("id" BIGSERIAL NOT NULL, "project_id" integer NOT NULL, "item_type" "public"."activity_item_type" NOT NULL, "item_id" integer NOT NULL, "actor_id" integer, "action" "public"."activity_action" NOT NULL, "field" character varying(60), "old_value" text, "new_value" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f8e8d9dbf64f93f58ae52b4a9e4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_35ceefb0037abd234283d5d8ef" ON "activity_events"  ("project_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_ac9504adc9f17019785f0a7d6d" ON "activity_events"  ("item_type", "item_id", "id") `);
        await queryRunner.query(`CREATE TYPE "public"."epic_status" AS ENUM('To Do', 'In Progress', 'Done', 'On Hold', 'Archived')`);
        await queryRunner.query(`CREATE TABLE "epics" ("id" SERIAL NOT NULL, "title" character varying(200) NOT NULL, "description" text, "status" "public"."epic_status" NOT NULL DEFAULT 'To Do', "project_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aa782b1b14b73c7a38f04b71e3f" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_dc579be47613cc4f616845d0bf" ON "epics"  ("project_id") `);
        await queryRunner.query(`CREATE TYPE "public"."user_story_status" AS ENUM('To Do', 'In Progress', 'Review', 'Done', 'Backlog')`);
        await queryRunner.query(`CREATE TABLE "user_stories" ("id" SERIAL NOT NULL, "title" character varying(300) NOT NULL, "description" text, "status" "public"."user_story_status" NOT NULL DEFAULT 'To Do', "epic_id" integer NOT NULL, "project_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2eb2857c3f0754ea3260194524b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_068e6d25c9daec8471309dce49" ON "user_stories"  ("epic_id") `);
        await queryRunner.query(`CREATE INDEX "IDX_cf46739adbdce3521abb732353" ON "user_stories"  ("project_id") `);
        await queryRunner.query(`CREATE TYPE "public"."task_status" AS ENUM('Backlog', 'To Do', 'In Progress', 'Review', 'Done')`);
        await queryRunner.query(`CREATE TYPE "public"."task_priority" AS ENUM('Low', 'Medium', 'High')`);
        await queryRunner.query(`CREATE TABLE "tasks" ("id" SERIAL NOT NULL, "title" character varying(300) NOT NULL, "description" text, "status" "public"."task_status" NOT NULL DEFAULT 'Backlog', "priority" "public"."task_priority" NOT NULL DEFAULT 'Medium', "due_date" date, "user_story_id" integer, "project_id" integer NOT NULL, "rank" character varying(200) COLLATE "C" NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_tasks_column_rank" UNIQUE ("project_id", "status", "rank") DEFERRABLE INITIALLY DEFERRED, CONSTRAINT "PK_8d12ff38fcc62aaba2cab748772" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_143b7eca967082cb8e92a5f1ef" ON "tasks"  ("user_story_id") `);
        await queryRunner.query(`CREATE TABLE "task_assignees" ("task_id" integer NOT NULL, "user_id" integer NOT NULL, CONSTRAINT "PK_7ae8012667c1cc4ca8266002afc" PRIMARY KEY ("task_id", "user_id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_bb8051e376a2b083e074678cb6" ON "task_assignees"  ("user_id") `);
        await queryRunner.query(`ALTER TABLE "projects" ADD CONSTRAINT "FK_af78b8fc6857fe0a10d1bb1699e" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "projects" ADD CONSTRAINT "FK_c24760a4c22a838d6a8eb1fdc3a" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "activity_events" ADD CONSTRAINT "FK_35ceefb0037abd234283d5d8ef7" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "activity_events" ADD CONSTRAINT "FK_0d803e6e8d68832d260d1fb4a34" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "epics" ADD CONSTRAINT "FK_dc579be47613cc4f616845d0bff" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_stories" ADD CONSTRAINT "FK_068e6d25c9daec8471309dce493" FOREIGN KEY ("epic_id") REFERENCES "epics"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_stories" ADD CONSTRAINT "FK_cf46739adbdce3521abb732353b" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "tasks" ADD CONSTRAINT "FK_143b7eca967082cb8e92a5f1ef2" FOREIGN KEY ("user_story_id") REFERENCES "user_stories"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "tasks" ADD CONSTRAINT "FK_9eecdb5b1ed8c7c2a1b392c28d4" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "task_assignees" ADD CONSTRAINT "FK_0141288f2306f20da9a60ec8d69" FOREIGN KEY ("task_id") REFERENCES "tasks"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "task_assignees" ADD CONSTRAINT "FK_bb8051e376a2b083e074678cb60" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "task_assignees" DROP CONSTRAINT "FK_bb8051e376a2b083e074678cb60"`);
        await queryRunner.query(`ALTER TABLE "task_assignees" DROP CONSTRAINT "FK_0141288f2306f20da9a60ec8d69"`);
        await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_9eecdb5b1ed8c7c2a1b392c28d4"`);
        await queryRunner.query(`ALTER TABLE "tasks" DROP CONSTRAINT "FK_143b7eca967082cb8e92a5f1ef2"`);
        await queryRunner.query(`ALTER TABLE "user_stories" DROP CONSTRAINT "FK_cf46739adbdce3521abb732353b"`);
        await queryRunner.query(`ALTER TABLE "user_stories" DROP CONSTRAINT "FK_068e6d25c9daec8471309dce493"`);
        await queryRunner.query(`ALTER TABLE "epics" DROP CONSTRAINT "FK_dc579be47613cc4f616845d0bff"`);
        await queryRunner.query(`ALTER TABLE "activity_events" DROP CONSTRAINT "FK_0d803e6e8d68832d260d1fb4a34"`);
        await queryRunner.query(`ALTER TABLE "activity_events" DROP CONSTRAINT "FK_35ceefb0037abd234283d5d8ef7"`);
        await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_c24760a4c22a838d6a8eb1fdc3a"`);
        await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_af78b8fc6857fe0a10d1bb1699e"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_bb8051e376a2b083e074678cb6"`);
        await queryRunner.query(`DROP TABLE "task_assignees"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_143b7eca967082cb8e92a5f1ef"`);
        await queryRunner.query(`DROP TABLE "tasks"`);
        await queryRunner.query(`DROP TYPE "public"."task_priority"`);
        await queryRunner.query(`DROP TYPE "public"."task_status"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_cf46739adbdce3521abb732353"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_068e6d25c9daec8471309dce49"`);
        await queryRunner.query(`DROP TABLE "user_stories"`);
        await queryRunner.query(`DROP TYPE "public"."user_story_status"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_dc579be47613cc4f616845d0bf"`);
        await queryRunner.query(`DROP TABLE "epics"`);
        await queryRunner.query(`DROP TYPE "public"."epic_status"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_ac9504adc9f17019785f0a7d6d"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_35ceefb0037abd234283d5d8ef"`);
        await queryRunner.query(`DROP TABLE "activity_events"`);
        await queryRunner.query(`DROP TYPE "public"."activity_action"`);
        await queryRunner.query(`DROP TYPE "public"."activity_item_type"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_af78b8fc6857fe0a10d1bb1699"`);
        await queryRunner.query(`DROP TABLE "projects"`);
    }

}
