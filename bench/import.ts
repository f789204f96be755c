/**
 * Import benchmark: the time Quarry's upload import (importFiles) takes to load a 1,000,000-row CSV file, next to a
 * raw COPY of the same file into a table of the same column types (the limit), as a ratio.
 *
 *   npm run bench:import          (see docs/benchmarks.md)
 *
 * It writes a deterministic CSV file (integer id, date, text category, numeric amount, boolean, free text with
 * commas, quotes and empty values) to a temp directory from a child process (so this one measures on a clean heap),
 * starts an embedded PostgreSQL there (or uses DATABASE_URL), checks that both sides load the same data (and that
 * Quarry took its direct path: byte scan alongside COPY of the file's bytes), then runs both in turn, each in its
 * own transaction into a fresh schema, committed: 3 rounds, the side that goes first alternating. It prints each
 * round, the medians and the median ratio, then where Quarry's time goes: the byte scan alone, and the parsed path
 * (the fallback for files the scan turns down: parse, inference, a timed import), and cleans up.
 *
 * Settings (environment): BENCH_ROWS (1000000), BENCH_ROUNDS (3), BENCH_WARMUP (1: one untimed run of each side).
 */
import { fork } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createLogger } from '../server/src/app/logger';
import { startEmbeddedPostgres } from '../server/src/app/embedded-postgres';
import { withClient } from '../server/src/app/pg-client';
import { CsvFileWriter } from '../server/src/demo/csv-file-writer';
import { SeededRandom } from '../server/src/demo/seeded-random';
import { readCsv } from '../server/src/modules/data-sources/import/csv-reader';
import { scanCsvFile } from '../server/src/modules/data-sources/import/direct-csv-load';
import { type CsvLoadReport, type ImportOptions, importFiles } from '../server/src/modules/data-sources/import/import-files';
import { POSTGRES_TYPES, TypeAccumulator } from '../server/src/modules/data-sources/import/type-inference';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const FILE_NAME = 'sales_events.csv';
const TABLE = 'sales_events';

/** The file's columns and the PostgreSQL type each must get; the raw side declares exactly these. */
const COLUMNS = [
  ['event_id', 'integer'],
  ['event_date', 'date'],
  ['category', 'text'],
  ['amount', 'numeric'],
  ['is_online', 'boolean'],
  ['note', 'text'],
] as const;

// ---------------------------------------------------------------------------------------------------------------
// The file
// ---------------------------------------------------------------------------------------------------------------

const CATEGORIES = [
  'Laptops', 'Desktops', 'Monitors', 'Accessories', 'Networking', 'Software', 'Services', 'Printers', 'Storage',
  'Audio', 'Mobile', 'Furniture',
];
const OPENERS = [
  'Customer asked for', 'Reordered', 'Called about', 'Follow up on', 'Shipped with', 'Waiting for', 'Confirmed',
  'Upgraded to', 'Returned', 'Quoted',
];
const OBJECTS = [
  'the usual monitors', 'two extra docks', 'delivery before Friday', 'the annual renewal', 'a bulk discount',
  'new office setup', 'the invoice', 'express shipping', 'spare chargers', 'the pilot team',
];
const TAILS = [
  'as agreed', 'see ticket 4471', 'per the contract', 'no rush', 'same as last month', 'priority account',
  'card on file',
];

async function writeBenchFile(file: string, rows: number): Promise<void> {
  const rng = new SeededRandom(20261122);
  const firstDay = Date.UTC(2024, 10, 1) / 86_400_000;
  const writer = CsvFileWriter.create(file, COLUMNS.map(([name]) => name));
  try {
    for (let id = 1; id <= rows; id++) {
      const date = new Date((firstDay + rng.int(0, 729)) * 86_400_000).toISOString().slice(0, 10);
      const amount = rng.chance(0.01) ? null : (rng.next() * rng.pick([50, 500, 5000])).toFixed(2);
      let note: string | null = null;
      const kind = rng.next();
      if (kind < 0.55) note = `${rng.pick(OPENERS)} ${rng.pick(OBJECTS)}`;
      else if (kind < 0.75) note = `${rng.pick(OPENERS)} ${rng.pick(OBJECTS)}, ${rng.pick(TAILS)}`;
      else if (kind < 0.8) note = `Contact said "${rng.pick(TAILS)}"`;
      await writer.write([id, date, rng.pick(CATEGORIES), amount, rng.chance(0.4) ? 'true' : 'false', note]);
    }
  } finally {
    await writer.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The two sides
// ---------------------------------------------------------------------------------------------------------------

/** The parsed path is Quarry's import forced to parse in Node: timed once, for reference. */
type Side = 'quarry' | 'raw' | 'parsed';


/** Flushes dirty pages first, so a checkpoint does not land in the middle of one side's run. */
async function settle(client: pg.Client): Promise<void> {
  try {
    await client.query('CHECKPOINT');
  } catch {
    // Not a superuser on a DATABASE_URL server; the runs are just noisier.
  }
}

/** How Quarry's last import loaded the file: 'direct', or why not. */
let lastLoad = '';

/** Quarry's import as an upload runs it: one transaction, a fresh schema, committed. */
async function runQuarry(client: pg.Client, schema: string, file: string, options: ImportOptions): Promise<void> {
  await client.query('BEGIN');
  try {
    const onCsvLoad = (report: CsvLoadReport): void => {
      lastLoad = report.direct ? `direct (${report.copies ?? '?'} COPY)` : `parsed (${report.reason ?? ''})`;
    };
    lastLoad = 'parsed';
    const [table] = await importFiles(client, schema, [{ path: file, originalName: FILE_NAME }], { ...options, onCsvLoad });
    const types = table?.columns.map((column) => column.type).join(',');
    const expected = COLUMNS.map(([, type]) => type).join(',');
    if (types !== expected) throw new Error(`Quarry inferred ${types}, expected ${expected}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** The limit: the same file streamed straight into COPY, PostgreSQL parsing the CSV itself. */
async function runRaw(client: pg.Client, schema: string, file: string): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(`CREATE SCHEMA "${schema}"`);
    const definitions = COLUMNS.map(([name, type]) => `"${name}" ${POSTGRES_TYPES[type]}`).join(', ');
    await client.query(`CREATE TABLE "${schema}"."${TABLE}" (${definitions})`);
    await pipeline(createReadStream(file), client.query(copyFrom(`COPY "${schema}"."${TABLE}" FROM STDIN WITH (FORMAT csv, HEADER true)`)));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

async function timed(url: string, side: Side, schema: string, file: string): Promise<number> {
  return withClient(url, async (client) => {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await settle(client);
    const start = performance.now();
    if (side === 'raw') await runRaw(client, schema, file);
    else await runQuarry(client, schema, file, { csvLoad: side === 'parsed' ? 'parsed' : 'auto' });
    return (performance.now() - start) / 1000;
  });
}

/** A fingerprint of the loaded rows, to check that both sides loaded the same data. */
async function fingerprint(url: string, schema: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<Record<string, string>>(
      `SELECT count(*) AS rows, sum(event_id) AS ids, min(event_date)::text AS first, max(event_date)::text AS last,
              count(DISTINCT category) AS categories, count(amount) AS amounts, sum(amount) AS total,
              count(*) FILTER (WHERE is_online) AS online, count(note) AS notes, sum(length(note)) AS note_chars,
              sum(hashtext(note)::numeric) AS note_hash
         FROM "${schema}"."${TABLE}"`,
    );
    return JSON.stringify(rows[0]);
  });
}

async function dropSchemas(url: string, schemas: readonly string[]): Promise<void> {
  await withClient(url, async (client) => {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Where Quarry's time goes, without the database: the direct path's byte scan, and the parsed path's reader.
// ---------------------------------------------------------------------------------------------------------------

async function scanOnly(file: string): Promise<number> {
  const start = performance.now();
  const scanned = await scanCsvFile(file, Number.MAX_SAFE_INTEGER);
  if ('declined' in scanned) throw new Error(`the scan turned the file down: ${scanned.declined.reason}`);
  if (scanned.rows !== ROWS) throw new Error(`scanned ${scanned.rows} rows, expected ${ROWS}`);
  return (performance.now() - start) / 1000;
}

async function readOnly(file: string, infer: boolean): Promise<number> {
  const start = performance.now();
  let rows = 0;
  for await (const sheet of readCsv(file, { name: FILE_NAME })) {
    const types = new TypeAccumulator(sheet.header.length);
    for await (const row of sheet.rows) {
      if (infer) types.add(row);
      rows++;
    }
  }
  if (rows !== ROWS) throw new Error(`read ${rows} rows, expected ${ROWS}`);
  return (performance.now() - start) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/**
 * Writes the file in a child process. Generating a million rows here would leave this process's heap full of
 * promoted garbage that V8 keeps marking concurrently for a while, slowing whatever is measured next (about 1.6x in
 * trials), which is not what an upload meets.
 */
function writeFileInChild(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [], { env: { ...process.env, BENCH_ROLE: 'write', BENCH_FILE: file } });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`writing the file failed (exit code ${code})`))));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`import benchmark: ${ROWS.toLocaleString('en-US')} rows, ${ROUNDS} rounds; ${cpus().length} cores, Node ${process.version}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quarry-bench-import-'));
  let stopPostgres: (() => Promise<void>) | undefined;
  try {
    const file = path.join(dataDir, FILE_NAME);
    const writeStart = performance.now();
    await writeFileInChild(file);
    const mb = statSync(file).size / (1024 * 1024);
    console.log(`wrote ${FILE_NAME}: ${mb.toFixed(1)} MB in ${((performance.now() - writeStart) / 1000).toFixed(1)}s`);

    let url = process.env.DATABASE_URL;
    if (!url) {
      const postgres = await startEmbeddedPostgres(dataDir, createLogger('warn'));
      stopPostgres = postgres.stop;
      url = postgres.url;
    }
    const server = await withClient(url, async (client) => (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version);
    console.log(`PostgreSQL ${server}`);

    // Same rows on both sides before any timing (this also serves as the warm-up).
    for (let i = 0; i < Math.max(1, WARMUP); i++) {
      const quarrySeconds = await timed(url, 'quarry', 'bench_quarry_check', file);
      const rawSeconds = await timed(url, 'raw', 'bench_raw_check', file);
      console.log(`warm-up ${i + 1}: quarry ${quarrySeconds.toFixed(2)}s (${lastLoad}), raw ${rawSeconds.toFixed(2)}s`);
    }
    if (!lastLoad.startsWith('direct')) throw new Error(`Quarry did not load the file directly: ${lastLoad}`);
    const quarryPrint = await fingerprint(url, 'bench_quarry_check');
    const rawPrint = await fingerprint(url, 'bench_raw_check');
    console.log(`check: Quarry table ${quarryPrint === rawPrint ? '==' : '!='} raw table ${rawPrint}`);
    if (quarryPrint !== rawPrint) throw new Error(`the two sides loaded different data: ${quarryPrint}`);
    await dropSchemas(url, ['bench_quarry_check', 'bench_raw_check']);

    const rows: { round: number; quarry: number; raw: number; ratio: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which side goes first, so neither always runs on a warmer (or more tired) machine.
      const order: Side[] = round % 2 === 1 ? ['quarry', 'raw'] : ['raw', 'quarry'];
      const seconds: Record<Side, number> = { quarry: NaN, raw: NaN, parsed: NaN };
      for (const side of order) seconds[side] = await timed(url, side, `bench_${side}_${round}`, file);
      await dropSchemas(url, [`bench_quarry_${round}`, `bench_raw_${round}`]);
      const row = { round, quarry: seconds.quarry, raw: seconds.raw, ratio: seconds.quarry / seconds.raw };
      rows.push(row);
      console.log(`round ${round} (${order.join(' first, ')} second): quarry ${row.quarry.toFixed(2)}s, raw ${row.raw.toFixed(2)}s, ratio ${row.ratio.toFixed(2)}x`);
    }

    console.log('');
    console.log('| round | Quarry importFiles (s) | raw COPY (s) | ratio |');
    console.log('| ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(`| ${row.round} | ${row.quarry.toFixed(2)} | ${row.raw.toFixed(2)} | ${row.ratio.toFixed(2)}x |`);
    const medianRatio = median(rows.map((row) => row.ratio));
    console.log(`| median | ${median(rows.map((row) => row.quarry)).toFixed(2)} | ${median(rows.map((row) => row.raw)).toFixed(2)} | **${medianRatio.toFixed(2)}x** |`);
    console.log('');

    const scan = await scanOnly(file);
    console.log(`direct path without the database: byte scan and type inference ${scan.toFixed(2)}s (runs alongside COPY)`);
    // The fallback: reading alone, then reading with inference (its first pass), then one whole import.
    const parse = await readOnly(file, false);
    const infer = await readOnly(file, true);
    const parsedImport = await timed(url, 'parsed', 'bench_parsed', file);
    await dropSchemas(url, ['bench_parsed']);
    const rawMedian = median(rows.map((row) => row.raw));
    console.log(
      `parsed path (the fallback): parse ${parse.toFixed(2)}s, parse + type inference ${infer.toFixed(2)}s (its first pass); ` +
        `one import ${parsedImport.toFixed(2)}s (${(parsedImport / rawMedian).toFixed(2)}x the median raw COPY)`,
    );
    console.log(
      `median ratio ${medianRatio.toFixed(2)}x (goal <= 1.5x): ${medianRatio <= 1.5 ? 'met' : 'NOT met'}; took ${((Date.now() - started) / 1000).toFixed(0)}s`,
    );
  } finally {
    await stopPostgres?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const role = process.env.BENCH_ROLE;
// The writer child closes its IPC channel when done, else the channel would keep it alive.
const run = role === 'write' ? () => writeBenchFile(process.env.BENCH_FILE ?? '', ROWS).finally(() => process.disconnect?.()) : main;
run().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
