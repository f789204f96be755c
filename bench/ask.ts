/**
 * Ask benchmark: the end-to-end time of a question (AskService.ask, as GraphQL's `ask` and REST's /api/v1/ask call
 * it: access checks, catalog, conversation memory, planning, SQL safety checks, the read-only query, the answer) next
 * to the time of the same SQL run directly on a pg client, as a ratio; and how long parsing plus planning a question
 * takes on its own.
 *
 *   npm run bench:ask          (see docs/benchmarks.md)
 *
 * It starts an embedded PostgreSQL in a temp directory (or uses DATABASE_URL), migrates it, registers a user, uploads
 * ../shared/datasets/northwind through the product's import, and a generated 1,000,000-row sales table, then, for
 * each question, asks it once to learn its SQL and runs ROUNDS rounds of: one ask, one direct run of that SQL (the
 * side that goes first alternates). It prints each question's medians and ratio, and the median ratio per data set.
 *
 * Settings (environment): BENCH_ROWS (1000000), BENCH_ROUNDS (15), BENCH_DATASETS (../shared/datasets).
 */
import 'reflect-metadata';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ASK_MAX_ROWS, loadConfig } from '../server/src/app/config';
import { createDataSource } from '../server/src/app/data-source';
import { startEmbeddedPostgres } from '../server/src/app/embedded-postgres';
import { createLogger } from '../server/src/app/logger';
import { createServices } from '../server/src/app/services';
import { resolveViewer, type Viewer } from '../server/src/app/viewer';
import { plannerFor } from '../server/src/ask/engine/ask-engine';
import { CsvFileWriter } from '../server/src/demo/csv-file-writer';
import { SeededRandom } from '../server/src/demo/seeded-random';
import type { Catalog } from '../server/src/modules/data-sources/catalog/catalog';
import { limitRows } from '../server/src/modules/data-sources/connections/postgres-connection';
import type { ImportFile } from '../server/src/modules/data-sources/import/import-files';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const DATASETS = path.resolve(process.env.BENCH_DATASETS ?? path.join(__dirname, '..', '..', 'shared', 'datasets'));

const NORTHWIND_QUESTIONS = [
  'How many orders were shipped to Brazil?',
  'Top 5 customers by number of orders',
  'Revenue by category',
  'Monthly revenue in 1997',
  'Average freight by ship country',
  'Which products cost more than 50?',
  'Number of orders handled by each employee',
  'Top 10 products by revenue',
];

const SALES_QUESTIONS = [
  'How many sales are there?',
  'Total revenue by category',
  'Revenue by month',
  'Top 5 regions by revenue',
  'Average discount by channel',
  'How many online sales were there in 2025?',
  'Total quantity by category and channel',
  'Revenue in the last 3 months',
];

const CATEGORIES = ['Laptops', 'Desktops', 'Monitors', 'Accessories', 'Networking', 'Software', 'Services', 'Printers'];
const REGIONS = ['North America', 'Europe', 'Asia Pacific', 'Latin America', 'Middle East', 'Africa'];
const CHANNELS = ['Online', 'Retail', 'Partner', 'Direct'];

/** sales.csv: one row per sale over two years, with a category, region, channel, quantity, price and discount. */
async function writeSalesFile(file: string, rows: number): Promise<void> {
  const rng = new SeededRandom(20261123);
  const firstDay = Date.UTC(2024, 10, 1) / 86_400_000;
  const writer = CsvFileWriter.create(file, ['sale_id', 'sale_date', 'category', 'region', 'channel', 'quantity', 'unit_price', 'discount']);
  try {
    for (let id = 1; id <= rows; id++) {
      const date = new Date((firstDay + rng.int(0, 729)) * 86_400_000).toISOString().slice(0, 10);
      const price = (rng.next() * rng.pick([40, 400, 2000]) + 5).toFixed(2);
      await writer.write([id, date, rng.pick(CATEGORIES), rng.pick(REGIONS), rng.pick(CHANNELS), rng.int(1, 20), price, rng.pick(['0', '0', '0.05', '0.1', '0.15'])]);
    }
  } finally {
    await writer.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(2);
}

interface QuestionResult {
  question: string;
  ask: number;
  direct: number;
  plan: number;
}

async function benchSource(
  label: string,
  viewer: Viewer,
  services: ReturnType<typeof createServices>,
  sourceId: number,
  schema: string,
  pool: pg.Pool,
  questions: readonly string[],
): Promise<QuestionResult[]> {
  const catalog: Catalog = await services.dataSources.catalogFor(viewer, sourceId);
  const planner = plannerFor(catalog);
  const direct = await pool.connect();
  await direct.query(`SET search_path TO "${schema}"`);
  const results: QuestionResult[] = [];
  process.stdout.write(`\n${label}\n`);
  process.stdout.write(`${'question'.padEnd(46)} ${'ask ms'.padStart(9)} ${'direct ms'.padStart(10)} ${'ratio'.padStart(7)} ${'plan ms'.padStart(8)} rows\n`);
  try {
    for (const question of questions) {
      const first = await services.ask.ask(viewer, { question, dataSourceIds: [sourceId], memory: false });
      if (!first.sql) throw new Error(`"${question}" was not answered: ${first.answer}`);
      // The ask caps every result at ASK_MAX_ROWS (+1 to tell a cut): the direct side runs the same capped SQL.
      const sql = limitRows(first.sql, ASK_MAX_ROWS);
      const asks: number[] = [];
      const directs: number[] = [];
      const plans: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const timeAsk = async () => {
          const started = performance.now();
          await services.ask.ask(viewer, { question, dataSourceIds: [sourceId], memory: false });
          asks.push(performance.now() - started);
        };
        const timeDirect = async () => {
          const started = performance.now();
          await direct.query({ text: sql, rowMode: 'array' });
          directs.push(performance.now() - started);
        };
        if (round % 2 === 0) {
          await timeAsk();
          await timeDirect();
        } else {
          await timeDirect();
          await timeAsk();
        }
        const started = performance.now();
        planner.plan(question);
        plans.push(performance.now() - started);
      }
      const result = { question, ask: median(asks), direct: median(directs), plan: median(plans) };
      results.push(result);
      process.stdout.write(
        `${question.slice(0, 45).padEnd(46)} ${ms(result.ask).padStart(9)} ${ms(result.direct).padStart(10)} ${(result.ask / result.direct).toFixed(2).padStart(6)}x ${ms(result.plan).padStart(8)} ${first.rows.length}\n`,
      );
    }
  } finally {
    direct.release();
  }
  const ratios = results.map((result) => result.ask / result.direct);
  const total = results.reduce((sum, result) => sum + result.ask, 0) / results.reduce((sum, result) => sum + result.direct, 0);
  process.stdout.write(
    `${label}: median ratio ${median(ratios).toFixed(2)}x, total time ratio ${total.toFixed(2)}x, ` +
      `median parse + plan ${ms(median(results.map((result) => result.plan)))} ms (max ${ms(Math.max(...results.map((result) => result.plan)))} ms)\n`,
  );
  return results;
}

function uploadFiles(dir: string, names: readonly string[], scratch: string): ImportFile[] {
  // The upload deletes its files when done, as it does with multipart temp files: hand it copies.
  return names.map((name) => {
    const copy = path.join(scratch, `${Date.now()}-${name}`);
    copyFileSync(path.join(dir, name), copy);
    return { path: copy, originalName: name };
  });
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'quarry-bench-ask-'));
  const logger = createLogger('warn');
  const postgres = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, logger);
  const url = process.env.DATABASE_URL ?? postgres?.url ?? '';
  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    // Without the result cache: each run must do the database work, as a first ask of a question does.
    const config = loadConfig({ DATA_DIR: scratch, DATABASE_URL: url, LOG_LEVEL: 'warn', DEMO_DATA: 'false', NODE_ENV: 'production', QUERY_CACHE: 'false' });
    const services = createServices(dataSource, config, logger);
    const session = await services.users.register({ email: `bench-${Date.now()}@example.com`, password: 'Bench!2026pass', firstName: 'Bench' });
    const viewer = await resolveViewer(services, `Bearer ${session.token}`);
    if (!viewer) throw new Error('the new user has no workspace');

    const northwindDir = path.join(DATASETS, 'northwind');
    const northwindFiles = readdirSync(northwindDir).filter((name) => name.endsWith('.csv'));
    const northwind = await services.dataSources.createUploadSource(viewer, 'Northwind', uploadFiles(northwindDir, northwindFiles, scratch));

    const salesFile = path.join(scratch, 'sales.csv');
    process.stdout.write(`writing ${ROWS.toLocaleString('en-US')} sales rows...\n`);
    await writeSalesFile(salesFile, ROWS);
    const importStarted = performance.now();
    const sales = await services.dataSources.createUploadSource(viewer, 'Sales', [{ path: salesFile, originalName: 'sales.csv' }]);
    process.stdout.write(`imported in ${((performance.now() - importStarted) / 1000).toFixed(1)} s\n`);

    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await pool.query('ANALYZE');
      process.stdout.write(`${ROUNDS} rounds per question; medians; ratio = ask / direct; plan = parse + plan of the question alone\n`);
      await benchSource('Northwind (../shared/datasets/northwind)', viewer, services, northwind.id, `ds_${northwind.id}`, pool, NORTHWIND_QUESTIONS);
      await benchSource(`Generated sales table (${ROWS.toLocaleString('en-US')} rows)`, viewer, services, sales.id, `ds_${sales.id}`, pool, SALES_QUESTIONS);
    } finally {
      await pool.end();
    }
    await services.dataSources.close();
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
