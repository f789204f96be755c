import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MigrationGenerateCommand } from 'typeorm/commands/MigrationGenerateCommand';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';
import { createLogger } from './logger';

/**
 * `npm run migration:generate -- <kebab-name>`: diffs the entities against a database migrated to the latest
 * committed migration and writes migrations/<timestamp>-<kebab-name>.ts, the way TypeORM's CLI does, but on
 * a throw-away embedded PostgreSQL (or DATABASE_URL) so nobody needs a server set up for it.
 */
/** TypeORM keeps its migration template protected; borrow it rather than copy it. */
class MigrationTemplate extends MigrationGenerateCommand {
  static params(parameters: unknown[] | undefined): string {
    return this.queryParams(parameters);
  }

  static render(name: string, timestamp: number, up: string[], down: string[]): string {
    return this.getTemplate(name, timestamp, up, down);
  }
}

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error('Give the migration a kebab-case name, e.g. create-task-table');
  const logger = createLogger('warn');
  const scratchDir = mkdtempSync(path.join(tmpdir(), 'quarry-migrate-'));
  const postgres = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(scratchDir, logger);
  const dataSource = createDataSource(process.env.DATABASE_URL ?? postgres?.url ?? '');
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      process.stdout.write('The entities match the migrations: nothing to generate.\n');
      return;
    }
    const line = (query: { query: string; parameters?: unknown[] }) =>
      `        await queryRunner.query(\`${query.query.replace(/`/g, '\\`')}\`${MigrationTemplate.params(query.parameters)});`;
    const timestamp = Date.now();
    const file = path.resolve(__dirname, '..', '..', '..', 'migrations', `${timestamp}-${name}.ts`);
    const template = MigrationTemplate.render(name, timestamp, sql.upQueries.map(line), sql.downQueries.map(line).reverse());
    writeFileSync(file, template.replace('import { MigrationInterface', 'import type { MigrationInterface'));
    process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await postgres?.stop();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
