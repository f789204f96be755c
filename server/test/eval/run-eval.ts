/**
 * `npm run eval`: asks every question of every evaluation set with the offline engine and prints, per set and per tier,
 * how many answers were correct, wrong and abstained (see README.md beside this file).
 *
 *   npm run eval                                   every set: public, tuned, dev and held-out
 *   npm run eval -- --tier dev                     one tier (public, tuned, dev or held-out)
 *   npm run eval -- --set server/test/eval/dev/hotel
 *   npm run eval -- --dataset DIR --questions FILE           a CSV folder and a question file (../shared/eval format)
 *   npm run eval -- --database-url URL --questions FILE      a live PostgreSQL database, every schema it can read
 *   --verbose  every question, not only the misses;  --json FILE  the figures as JSON
 *
 * Misses of held-out sets are never printed (only their figures): nobody tunes the engine on them.
 */
import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/app/embedded-postgres';
import { createLogger } from '../../src/app/logger';
import { askForEval } from './ask-for-eval';
import { connectDatabase, loadSource, type LoadedSource } from './eval-dataset';
import { readEvalSet, type EvalSetItem } from './eval-set';
import { allSets, EVAL_DIR, type SetRun, type Tier } from './sets';
import { judge, type Verdict } from './score';


export interface SetFigures {
  tier: Tier;
  name: string;
  total: number;
  unanswerable: number;
  correct: number;
  wrong: number;
  abstained: number;
  seconds: number;
}

function tierOf(dir: string): Tier {
  const relative = path.relative(EVAL_DIR, dir).split(path.sep)[0];
  return relative === 'tuned' || relative === 'dev' || relative === 'held-out' ? relative : 'other';
}

function value(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

function chooseSets(argv: string[]): SetRun[] {
  const questions = value(argv, '--questions');
  const dataset = value(argv, '--dataset');
  const databaseUrl = value(argv, '--database-url');
  if (questions) {
    const parsed = JSON.parse(readFileSync(path.resolve(questions), 'utf8')) as EvalSetItem[] | { items: EvalSetItem[]; today?: string };
    const items = Array.isArray(parsed) ? parsed : parsed.items;
    const today = (!Array.isArray(parsed) && parsed.today) || new Date().toISOString().slice(0, 10);
    const name = path.basename(questions, '.json');
    if (databaseUrl) return [{ tier: 'other', set: { name, today, items, dir: path.dirname(path.resolve(questions)) }, databaseUrl }];
    if (!dataset) throw new Error('--questions needs --dataset DIR or --database-url URL');
    return [{ tier: 'other', set: { name, today, items, csv: path.resolve(dataset), dir: '/' } }];
  }
  const sets = value(argv, '--set');
  if (sets) return sets.split(',').map((dir) => ({ tier: tierOf(path.resolve(dir)), set: readEvalSet(path.resolve(dir)) }));
  const tier = value(argv, '--tier');
  return allSets().filter((run) => !tier || run.tier === tier);
}

async function runSet(run: SetRun, pool: pg.Pool, serverUrl: string, verbose: boolean): Promise<SetFigures> {
  const { set, tier } = run;
  let source: LoadedSource;
  if (run.databaseUrl) {
    const connected = await connectDatabase(run.databaseUrl, set.name);
    source = { ...connected, dispose: () => connected.connection.close() };
  } else {
    source = await loadSource(pool, serverUrl, set);
  }
  const figures: SetFigures = { tier, name: set.name, total: 0, unanswerable: 0, correct: 0, wrong: 0, abstained: 0, seconds: 0 };
  const started = performance.now();
  const showMisses = tier !== 'held-out';
  try {
    for (const item of set.items) {
      const answer = await askForEval(item.q, source.catalog, source.connection, set.today);
      const verdict: Verdict = judge(item, answer.status, answer.rows);
      figures.total++;
      if (item.answerable === false) figures.unanswerable++;
      figures[verdict]++;
      if (showMisses && (verbose || verdict !== 'correct')) {
        const mark = verdict === 'correct' ? 'ok  ' : verdict === 'wrong' ? 'WRONG' : 'ABST';
        process.stdout.write(`${mark} ${set.name} ${item.id} ${item.q}\n`);
        if (verdict !== 'correct') {
          process.stdout.write(`      ${answer.status}: ${answer.answer.slice(0, 300)}\n      sql: ${(answer.sql ?? '(none)').replace(/\s+/g, ' ')}\n`);
          if (item.answerable === false) process.stdout.write('      want: a decline or a question back\n');
          else process.stdout.write(`      got ${JSON.stringify(answer.rows.slice(0, 3))} (${answer.rows.length} rows), want ${JSON.stringify(item.rows?.slice(0, 3))} (${item.rows?.length} rows)\n`);
        }
      }
    }
  } finally {
    figures.seconds = (performance.now() - started) / 1000;
    await source.dispose();
  }
  return figures;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}

export function figuresTable(rows: readonly SetFigures[]): string {
  const lines = ['| tier | set | questions | unanswerable | correct | wrong | abstained |', '|---|---|---:|---:|---:|---:|---:|'];
  const line = (tier: string, name: string, f: Omit<SetFigures, 'tier' | 'name' | 'seconds'>) =>
    `| ${tier} | ${name} | ${f.total} | ${f.unanswerable} | ${f.correct} (${percent(f.correct, f.total)}) | ${f.wrong} (${percent(f.wrong, f.total)}) | ${f.abstained} (${percent(f.abstained, f.total)}) |`;
  for (const row of rows) lines.push(line(row.tier, row.name, row));
  const tiers = [...new Set(rows.map((row) => row.tier))];
  for (const tier of tiers) {
    const inTier = rows.filter((row) => row.tier === tier);
    if (inTier.length < 2) continue;
    const sum = (key: 'total' | 'unanswerable' | 'correct' | 'wrong' | 'abstained') => inTier.reduce((total, row) => total + row[key], 0);
    lines.push(line(tier, '**all**', { total: sum('total'), unanswerable: sum('unanswerable'), correct: sum('correct'), wrong: sum('wrong'), abstained: sum('abstained') }));
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const runs = chooseSets(argv);
  const scratch = mkdtempSync(path.join(tmpdir(), 'quarry-eval-'));
  const postgres = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(scratch, createLogger('warn'));
  const serverUrl = process.env.DATABASE_URL ?? postgres?.url ?? '';
  const pool = new pg.Pool({ connectionString: serverUrl, max: 4 });
  const figures: SetFigures[] = [];
  try {
    for (const run of runs) figures.push(await runSet(run, pool, serverUrl, argv.includes('--verbose')));
  } finally {
    await pool.end();
    await postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  process.stdout.write(`\n${figuresTable(figures)}\n`);
  const json = value(argv, '--json');
  if (json) writeFileSync(json, `${JSON.stringify(figures, null, 1)}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
