import type { MigrationInterface, QueryRunner } from "typeorm";

export class AddPubsubSpill1795456928690 implements MigrationInterface {
    name = 'AddPubsubSpill1795456928690'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "pubsub_spill" ("id" BIGSERIAL NOT NULL, "payload" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_27ca8a24942937d7f8ef57e9717" PRIMARY KEY ("id"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "pubsub_spill"`);
    }

}
