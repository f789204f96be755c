/**
 * `npm run eval -- --dataset DIR --questions FILE [--verbose]`: imports a folder of CSV files as one source the way
 * an upload does (data dictionaries included), asks every question with the offline engine, scores execution
 * accuracy by the rules of ../shared/eval/README.md, and prints the failures and the accuracy.
 */
import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../app/embedded-postgres';
import { createLogger } from '../../app/logger';
import { PostgresConnection } from '../../modules/data-sources/connections/postgres-connection';
import { loadDataset, scoreItems } from './eval-dataset';
import type { EvalItem } from './score';

interface Options {
  dataset: string;
  questions: string;
  verbose: boolean;
}

function readOptions(argv: string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const dataset = value('--dataset');
  const questions = value('--questions');
  if (!dataset || !questions) throw new Error('Usage: npm run eval -- --dataset DIR --questions FILE [--verbose]');
  return { dataset: path.resolve(dataset), questions: path.resolve(questions), verbose: argv.includes('--verbose') };
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const items = JSON.parse(readFileSync(options.questions, 'utf8')) as EvalItem[];
  const scratch = mkdtempSync(path.join(tmpdir(), 'quarry-eval-'));
  const postgres = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, createLogger('warn'));
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? postgres?.url, max: 4 });
  const schema = `eval_${process.pid}_${Date.now()}`;
  try {
    const catalog = await loadDataset(pool, options.dataset, schema);
    const connection = PostgresConnection.borrow(pool, schema);
    const started = performance.now();
    const results = await scoreItems(items, catalog, connection);
    const correct = results.filter((result) => result.ok).length;
    for (const { item, ok, answer } of results) {
      if (!ok || options.verbose) {
        process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${item.id} ${item.q}\n`);
        if (!ok) {
          process.stdout.write(`     answer: ${answer.answer}\n     sql: ${(answer.sql ?? '(none)').replace(/\n/g, ' ')}\n`);
          process.stdout.write(`     got ${JSON.stringify(answer.rows.slice(0, 3))} (${answer.rows.length} rows), want ${JSON.stringify(item.rows.slice(0, 3))} (${item.rows.length} rows)\n`);
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const accuracy = items.length === 0 ? 0 : (100 * correct) / items.length;
    process.stdout.write(`\n${path.basename(options.questions)}: ${correct}/${items.length} correct, execution accuracy ${accuracy.toFixed(1)}% (${seconds.toFixed(2)} s)\n`);
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await pool.end();
    await postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
