/**
 * `npm run eval:gold -- DIR [DIR ...]`: loads each set's dataset into a fresh PostgreSQL database, runs every gold
 * query and writes its columns and rows into the set's questions.json. Values are read through the product's own
 * PostgreSQL connection, so they take the form answers take (numbers as numbers, dates as ISO text). Uses
 * DATABASE_URL's server when set, else an embedded PostgreSQL in a temporary folder.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/app/embedded-postgres';
import { createLogger } from '../../src/app/logger';
import { PostgresConnection } from '../../src/modules/data-sources/connections/postgres-connection';
import { readEvalSet, type EvalSet, type EvalSetFile } from './eval-set';
import { loadSetDatabase } from './set-database';

async function buildGold(serverUrl: string, set: EvalSet): Promise<number> {
  const database = await loadSetDatabase(serverUrl, set);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let failures = 0;
  try {
    const connection = PostgresConnection.borrow(pool, 'public');
    for (const item of set.items) {
      if (item.answerable === false) {
        delete item.columns;
        delete item.rows;
        continue;
      }
      if (!item.sql) {
        process.stderr.write(`${set.name} ${item.id}: no gold sql\n`);
        failures++;
        continue;
      }
      try {
        const result = await connection.query(item.sql, [], { timeoutMs: 60_000, maxRows: 100_000 });
        item.columns = result.columns.map((column) => column.name);
        item.rows = result.rows;
        if (result.rows.length === 0) process.stderr.write(`${set.name} ${item.id}: warning, the gold query returns no rows\n`);
      } catch (error) {
        process.stderr.write(`${set.name} ${item.id}: ${error instanceof Error ? error.message : String(error)}\n`);
        failures++;
      }
    }
  } finally {
    await pool.end();
    await database.drop();
  }
  const file: EvalSetFile = { name: set.name, today: set.today, ...(set.csv && { csv: set.csv }), items: set.items };
  writeFileSync(path.join(set.dir, 'questions.json'), `${compactJson(file)}\n`);
  return failures;
}

/** Pretty JSON with each innermost array (a row, a column list) on one line, so rows stay readable in a diff. */
function compactJson(value: unknown): string {
  return JSON.stringify(value, null, 1).replace(/\[\s+([^[\]{}]*?)\s+\]/g, (_, inner: string) => `[${inner.replace(/,\s+/g, ', ')}]`);
}

async function main(): Promise<void> {
  const dirs = process.argv.slice(2).map((dir) => path.resolve(dir));
  if (dirs.length === 0) throw new Error('Usage: npm run eval:gold -- DIR [DIR ...]');
  const scratch = mkdtempSync(path.join(tmpdir(), 'quarry-gold-'));
  const postgres = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, createLogger('warn'));
  const serverUrl = process.env.DATABASE_URL ?? postgres?.url ?? '';
  let failures = 0;
  try {
    for (const dir of dirs) {
      const set = readEvalSet(dir);
      failures += await buildGold(serverUrl, set);
      process.stdout.write(`${set.name}: ${set.items.length} items written\n`);
    }
  } finally {
    await postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  if (failures > 0) {
    process.stderr.write(`${failures} gold queries failed\n`);
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
