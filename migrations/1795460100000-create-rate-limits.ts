import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Counters of rate-limiter-flexible's RateLimiterPostgres (app/rate-limits.ts), in its own table layout. */
export class CreateRateLimits1795460100000 implements MigrationInterface {
  name = 'CreateRateLimits1795460100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "rate_limits" ("key" varchar(255) PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint)`);
    await queryRunner.query(`CREATE INDEX "IDX_rate_limits_expire" ON "rate_limits" ("expire")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limits"`);
  }
}
