/**
 * Ask benchmark: the offline ask engine (server/src/ask: planQuestion, askOffline) measured three ways in one run.
 *
 *   npm run bench:ask          (see docs/benchmarks.md)
 *
 * (a) Parse and plan: planQuestion alone, over realistic questions, on the largest catalogs at hand: a generated
 *     ERP-like catalog of 150 tables of 15 columns (bench/lib/wide-catalog.ts, in memory) and the catalogs of the dev
 *     evaluation sets and Northwind, profiled from a real database the way a source is. The first question of a
 *     catalog also builds its lexicon and is reported on its own (cold); the rest are the median of rounds.
 * (b) A 1,000,000-row sales table: askOffline (plan, SQL, the safety check, the query in a READ ONLY transaction with
 *     statement_timeout through the product's PostgresConnection, the answer text and chart) against the same SQL,
 *     with the same row cap, run by hand on a plain pg client; their ratio.
 * (c) Northwind: the same, and the fixed overhead per question: ask minus the same SQL by hand.
 *
 * It starts an embedded PostgreSQL in a temp directory (or uses DATABASE_URL), imports ../shared/datasets/northwind
 * and a generated sales table through the product's import (written by a child process, so its garbage does not slow
 * what is measured after), loads the dev sets as the eval does, and prints every figure with its goal. Each ask/direct
 * pair alternates which side goes first.
 *
 * Settings (environment): BENCH_ROWS (1000000), BENCH_ROUNDS (15), BENCH_PLAN_ROUNDS (9), BENCH_TODAY (2026-11-25),
 * BENCH_DATASETS (../shared/datasets).
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ASK_MAX_ROWS } from '../server/src/app/config';
import { startEmbeddedPostgres } from '../server/src/app/embedded-postgres';
import { createLogger } from '../server/src/app/logger';
import { askOffline } from '../server/src/ask/answer/ask';
import { policyFor } from '../server/src/ask/answer/policy';
import type { Catalog } from '../server/src/ask/catalog/catalog';
import { schemaModel } from '../server/src/ask/catalog/schema-model';
import { planQuestion } from '../server/src/ask/pipeline/plan-question';
import { validateSql } from '../server/src/ask/safety/validate-sql';
import { renderSql } from '../server/src/ask/sql/render-sql';
import { CsvFileWriter } from '../server/src/demo/csv-file-writer';
import { SeededRandom } from '../server/src/demo/seeded-random';
import { limitRows, PostgresConnection } from '../server/src/modules/data-sources/connections/postgres-connection';
import { loadDataset, loadSource } from '../server/test/eval/eval-dataset';
import { allSets } from '../server/test/eval/sets';
import { wideCatalog, WIDE_QUESTIONS } from './lib/wide-catalog';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const PLAN_ROUNDS = Number(process.env.BENCH_PLAN_ROUNDS ?? 9);
const TODAY = process.env.BENCH_TODAY ?? '2026-11-25';
const DATASETS = path.resolve(process.env.BENCH_DATASETS ?? path.join(__dirname, '..', '..', 'shared', 'datasets'));
const LIMITS = { timeoutMs: 120_000, maxRows: ASK_MAX_ROWS };

const GOAL_PLAN_MS = 20;
const GOAL_RATIO = 1.3;
const GOAL_OVERHEAD_MS = 2;

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

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (at - low);
}

const median = (values: readonly number[]) => quantile(values, 0.5);

function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(2);
}

function timed<T>(run: () => T): [T, number] {
  const started = performance.now();
  const result = run();
  return [result, performance.now() - started];
}

function met(ok: boolean): string {
  return ok ? 'met' : 'NOT met';
}

// ---- (a) parse and plan ------------------------------------------------------------------------------------------

interface PlanFigures {
  name: string;
  tables: number;
  columns: number;
  questions: number;
  answered: number;
  cold: number;
  samples: number[];
  slowest: { question: string; ms: number };
}

function benchPlanning(name: string, catalog: Catalog, questions: readonly string[], today: string): PlanFigures {
  const [, cold] = timed(() => planQuestion(questions[0] ?? 'how many rows', catalog, { today }));
  const samples: number[] = [];
  let answered = 0;
  let slowest = { question: '', ms: 0 };
  for (const question of questions) {
    const times: number[] = [];
    // The first run of a question may fill caches (join paths, lemmas); the rounds after it are what repeats.
    const [first] = timed(() => planQuestion(question, catalog, { today }));
    if (first.status === 'answered') answered++;
    for (let round = 0; round < PLAN_ROUNDS; round++) times.push(timed(() => planQuestion(question, catalog, { today }))[1]);
    samples.push(...times);
    const typical = median(times);
    if (typical > slowest.ms) slowest = { question, ms: typical };
  }
  return {
    name,
    tables: catalog.tables.length,
    columns: catalog.tables.reduce((sum, table) => sum + table.columns.length, 0),
    questions: questions.length,
    answered,
    cold,
    samples,
    slowest,
  };
}

function printPlanning(figures: readonly PlanFigures[]): void {
  process.stdout.write(`\n(a) parse + plan (planQuestion), ${PLAN_ROUNDS} rounds per question after a first run\n`);
  process.stdout.write(`${'catalog'.padEnd(28)} ${'tables'.padStart(6)} ${'cols'.padStart(5)} ${'qs'.padStart(4)} ${'answered'.padStart(8)} ${'cold ms'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}  slowest question (median)\n`);
  for (const f of figures) {
    process.stdout.write(
      `${f.name.slice(0, 27).padEnd(28)} ${String(f.tables).padStart(6)} ${String(f.columns).padStart(5)} ${String(f.questions).padStart(4)} ${String(f.answered).padStart(8)} ${ms(f.cold).padStart(8)} ${ms(median(f.samples)).padStart(7)} ${ms(quantile(f.samples, 0.95)).padStart(7)} ${ms(Math.max(...f.samples)).padStart(7)}  ${f.slowest.question.slice(0, 50)} (${ms(f.slowest.ms)})\n`,
    );
  }
  const all = figures.flatMap((f) => f.samples);
  const largest = figures.reduce((a, b) => (b.columns > a.columns ? b : a));
  const p50 = median(largest.samples);
  process.stdout.write(`all catalogs: p50 ${ms(median(all))} ms, p95 ${ms(quantile(all, 0.95))} ms over ${all.length} plans\n`);
  process.stdout.write(`GOAL (a) parse + plan <= ${GOAL_PLAN_MS} ms p50 on the largest schema (${largest.name}): ${ms(p50)} ms, ${met(p50 <= GOAL_PLAN_MS)}\n`);
}

// ---- (b) and (c) ask vs the same SQL by hand ------------------------------------------------------------------------

interface AskFigures {
  question: string;
  /** The question's first ask: its SQL checked for the first time, nothing of it cached. */
  firstAsk: number;
  ask: number;
  direct: number;
  plan: number;
  render: number;
  validate: number;
  rows: number;
}

async function benchAsks(label: string, catalog: Catalog, pool: pg.Pool, url: string, schema: string, questions: readonly string[]): Promise<AskFigures[]> {
  const runner = PostgresConnection.borrow(pool, schema);
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  await direct.query(`SET search_path TO ${direct.escapeIdentifier(schema)}`);
  const policy = policyFor(catalog, runner.schema, LIMITS.maxRows);
  const results: AskFigures[] = [];
  process.stdout.write(`\n${label}\n`);
  process.stdout.write(`${'question'.padEnd(46)} ${'ask ms'.padStart(9)} ${'direct ms'.padStart(10)} ${'ratio'.padStart(7)} ${'extra ms'.padStart(9)} ${'1st ask'.padStart(8)} ${'plan'.padStart(6)} ${'render'.padStart(6)} ${'check'.padStart(6)} rows\n`);
  try {
    for (const question of questions) {
      const firstStarted = performance.now();
      const first = await askOffline(question, catalog, runner, LIMITS, { today: TODAY });
      const firstAsk = performance.now() - firstStarted;
      if (first.status !== 'answered' || !first.sql) {
        // Nothing ran, so there is nothing to compare; say so and go on.
        process.stdout.write(`${question.slice(0, 45).padEnd(46)} not answered (${first.status}): ${first.answer.slice(0, 90)}\n`);
        continue;
      }
      // What the runner sends: the checked SQL (reprinted by the parser) under the row cap.
      const sql = limitRows(validateSql(first.sql, policy).sql, LIMITS.maxRows);
      const asks: number[] = [];
      const directs: number[] = [];
      const timeAsk = async () => {
        const started = performance.now();
        const answer = await askOffline(question, catalog, runner, LIMITS, { today: TODAY });
        asks.push(performance.now() - started);
        if (answer.rows.length !== first.rows.length) throw new Error(`"${question}" gave ${answer.rows.length} rows, then ${first.rows.length}`);
      };
      const timeDirect = async () => {
        const started = performance.now();
        const result = await direct.query({ text: sql, rowMode: 'array' });
        directs.push(performance.now() - started);
        if (Math.min(result.rows.length, LIMITS.maxRows) !== first.rows.length) throw new Error(`"${question}": ${result.rows.length} rows by hand, ${first.rows.length} asked`);
      };
      for (let round = 0; round < ROUNDS; round++) {
        if (round % 2 === 0) {
          await timeAsk();
          await timeDirect();
        } else {
          await timeDirect();
          await timeAsk();
        }
      }
      // Where an ask's own time goes: the pure stages alone, and the SQL check without its cache of approved SQL.
      const planned = planQuestion(question, catalog, { today: TODAY });
      const plan = planned.plan;
      const plans: number[] = [];
      const renders: number[] = [];
      const validates: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        plans.push(timed(() => planQuestion(question, catalog, { today: TODAY }))[1]);
        if (plan) {
          const [rendered, renderMs] = timed(() => renderSql(plan, schemaModel(catalog)));
          renders.push(renderMs);
          validates.push(timed(() => validateSql(rendered.sql, { ...policy }))[1]);
        }
      }
      const result = { question, firstAsk, ask: median(asks), direct: median(directs), plan: median(plans), render: median(renders), validate: median(validates), rows: first.rows.length };
      results.push(result);
      process.stdout.write(
        `${question.slice(0, 45).padEnd(46)} ${ms(result.ask).padStart(9)} ${ms(result.direct).padStart(10)} ${(result.ask / result.direct).toFixed(2).padStart(6)}x ${ms(result.ask - result.direct).padStart(9)} ${ms(result.firstAsk).padStart(8)} ${ms(result.plan).padStart(6)} ${ms(result.render).padStart(6)} ${ms(result.validate).padStart(6)} ${result.rows}\n`,
      );
    }
    // The read-only envelope alone: BEGIN READ ONLY with its settings, then a trivial query, against the query alone.
    const envelope: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      envelope.push(await timedAsync(() => runner.query('SELECT 1')));
      bare.push(await timedAsync(() => direct.query({ text: limitRows('SELECT 1', LIMITS.maxRows), rowMode: 'array' })));
    }
    process.stdout.write(`read-only envelope: SELECT 1 through PostgresConnection ${ms(median(envelope))} ms, by hand ${ms(median(bare))} ms\n`);
  } finally {
    await direct.end();
  }
  return results;
}

async function timedAsync(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function summary(label: string, results: readonly AskFigures[]): { ratio: number; overhead: number } {
  const ratios = results.map((result) => result.ask / result.direct);
  const overheads = results.map((result) => result.ask - result.direct);
  const ratio = median(ratios);
  const overhead = median(overheads);
  const firstOverheads = results.map((result) => result.firstAsk - result.direct);
  process.stdout.write(
    `${label}: median ratio ${ratio.toFixed(2)}x (${Math.min(...ratios).toFixed(2)}x-${Math.max(...ratios).toFixed(2)}x), median extra ${ms(overhead)} ms ` +
      `(${ms(Math.min(...overheads))}-${ms(Math.max(...overheads))} ms); of an ask, median plan ${ms(median(results.map((r) => r.plan)))} ms, render ${ms(median(results.map((r) => r.render)))} ms, SQL check uncached ${ms(median(results.map((r) => r.validate)))} ms; a question's first ask: median extra ${ms(median(firstOverheads))} ms\n`,
  );
  return { ratio, overhead };
}

// ---- the run -------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (process.argv[2] === '--write-sales') {
    await writeSalesFile(process.argv[3] as string, Number(process.argv[4]));
    return;
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'quarry-bench-ask-'));
  const postgres = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, createLogger('warn'));
  const url = process.env.DATABASE_URL ?? postgres?.url ?? '';
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle client the server ends (a database dropped with its sessions, a restart) is only reported, never a crash.
  pool.on('error', (error) => process.stderr.write(`idle connection ended: ${error.message}\n`));
  // On a server of one's own (DATABASE_URL) the bench's schemas are its own: left from a run cut short, or this one's.
  const dropSchemas = () => pool.query('DROP SCHEMA IF EXISTS bench_sales CASCADE; DROP SCHEMA IF EXISTS bench_northwind CASCADE');
  try {
    await dropSchemas();
    process.stdout.write(`ask benchmark, ${new Date().toISOString()}, Node ${process.version}, today ${TODAY}\n`);
    // The sales file is written by a child process: a million rows' garbage in this one would slow what follows.
    const salesDir = path.join(scratch, 'sales');
    mkdirSync(salesDir);
    const written = spawnSync(process.execPath, [...process.execArgv, __filename, '--write-sales', path.join(salesDir, 'sales.csv'), String(ROWS)], { stdio: 'inherit', env: process.env });
    if (written.status !== 0) throw new Error('writing sales.csv failed');
    let started = performance.now();
    const sales = await loadDataset(pool, salesDir, 'bench_sales');
    process.stdout.write(`sales table: ${ROWS.toLocaleString('en-US')} rows imported and profiled in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    const northwind = await loadDataset(pool, path.join(DATASETS, 'northwind'), 'bench_northwind');
    await pool.query('ANALYZE');

    // Catalogs for planning: the wide one in memory, and each dev set's as the eval profiles it.
    started = performance.now();
    const planSets: { name: string; catalog: Catalog; questions: string[]; today: string }[] = [{ name: 'ERP, generated', catalog: wideCatalog(), questions: [...WIDE_QUESTIONS], today: TODAY }];
    for (const run of allSets().filter((candidate) => candidate.tier === 'dev')) {
      const source = await loadSource(pool, url, run.set);
      planSets.push({ name: `dev/${run.set.name}`, catalog: source.catalog, questions: run.set.items.map((item) => item.q), today: run.set.today });
      await source.dispose();
    }
    planSets.push({ name: 'Northwind', catalog: northwind, questions: NORTHWIND_QUESTIONS, today: TODAY });
    planSets.push({ name: 'sales (1 table)', catalog: sales, questions: SALES_QUESTIONS, today: TODAY });
    process.stdout.write(`dev set catalogs loaded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

    printPlanning(planSets.map((set) => benchPlanning(set.name, set.catalog, set.questions, set.today)));

    process.stdout.write(`\n${ROUNDS} rounds per question; medians; ratio = ask / direct; extra = ask - direct; 1st ask = the question's first ask (its SQL not yet checked); plan, render and check = that stage alone\n`);
    const northwindResults = await benchAsks('(c) Northwind (../shared/datasets/northwind, uploaded)', northwind, pool, url, 'bench_northwind', NORTHWIND_QUESTIONS);
    const salesResults = await benchAsks(`(b) Generated sales table (${ROWS.toLocaleString('en-US')} rows)`, sales, pool, url, 'bench_sales', SALES_QUESTIONS);

    process.stdout.write('\n');
    const nw = summary('Northwind', northwindResults);
    const big = summary(`Sales (${ROWS.toLocaleString('en-US')} rows)`, salesResults);
    process.stdout.write(`GOAL (b) ask <= ${GOAL_RATIO}x the same SQL by hand on ${ROWS.toLocaleString('en-US')} rows: ${big.ratio.toFixed(2)}x, ${met(big.ratio <= GOAL_RATIO)}\n`);
    process.stdout.write(`GOAL (c) fixed overhead <= ${GOAL_OVERHEAD_MS} ms p50 on Northwind: ${ms(nw.overhead)} ms, ${met(nw.overhead <= GOAL_OVERHEAD_MS)}\n`);
  } finally {
    await dropSchemas().catch(() => undefined);
    await pool.end();
    await postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
