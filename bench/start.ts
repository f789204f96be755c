/**
 * Start-time benchmark: from `npm start` to a healthy /readyz, on an installed clone, with the embedded PostgreSQL:
 * a first start on a fresh data directory (initdb, create the database, every migration) and a second start on the
 * same directory (PostgreSQL starts on the existing cluster, no migration is pending).
 *
 *   npm run bench:start        (see docs/benchmarks.md)
 *
 * The installed clone: `git clone` of this repository's HEAD into a temp directory, its node_modules hard-linked
 * from this checkout (the same packages `npm ci` would install, without the download), then `npm run build` there,
 * which is what `npm ci` runs as its prepare script. Nobody edits the clone, so `npm start`'s build check finds the
 * build current, as it would after an install. BENCH_IN_PLACE=1 measures this checkout instead (a start that
 * rebuilds because a source changed meanwhile is thrown away and run again on a new directory).
 *
 * Each round takes a new temp data directory, runs `npm start` there (PORT and DATA_DIR set, nothing else), polls
 * /readyz every 25 ms, stops the server with SIGTERM, then does the same again on the same directory. One untimed
 * start first warms the file cache. It prints each start with where the time went (from the server's own log
 * lines) and the medians. Settings: BENCH_ROUNDS (3), BENCH_IN_PLACE.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, installClone } from './lib/server-process';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_MS = 15_000;
const TIMEOUT_MS = 180_000;
const checkout = path.resolve(__dirname, '..');

interface StartRun {
  /** npm start to the first 200 from /readyz. */
  totalMs: number;
  rebuilt: boolean;
  /** Milliseconds from the spawn to each of the server's log messages of interest (first occurrence). */
  marks: Record<string, number>;
}

const MARKS = {
  initdb: 'initialising embedded PostgreSQL',
  postgres: 'embedded PostgreSQL is ready',
  listening: 'Quarry is listening',
} as const;


async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** One `npm start` in dataDir, timed to a healthy /readyz, then stopped with SIGTERM (its whole process group). */
async function timeStart(root: string, dataDir: string): Promise<StartRun> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.LOG_LEVEL;
  const started = Date.now();
  // Its own process group, so the stop reaches npm, the shell and node alike.
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const marks: Record<string, number> = {};
  let rebuilt = false;
  let pending = '';
  const onData = (chunk: Buffer): void => {
    const text = chunk.toString();
    output += text;
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('Building Quarry')) rebuilt = true;
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { time?: number; msg?: string };
        if (typeof entry.time !== 'number') continue;
        for (const [name, message] of Object.entries(MARKS)) if (entry.msg === message && marks[name] === undefined) marks[name] = entry.time - started;
      } catch {
        // not a log line
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const readyz = `http://127.0.0.1:${port}/readyz`;
  let totalMs = -1;
  try {
    while (Date.now() - started < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      if (await isReady(readyz)) {
        totalMs = Date.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (totalMs < 0) throw new Error(`/readyz was not healthy within ${TIMEOUT_MS} ms:\n${output}`);
  } finally {
    if (child.pid !== undefined && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      const kill = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(kill);
    }
  }
  return { totalMs, rebuilt, marks };
}

/**
 * The first and second start on one new data directory. A start that rebuilt (a source changed meanwhile, in place
 * only) is not start time: the pair is thrown away and run again on another directory.
 */
async function timeStartPair(root: string, label: string): Promise<{ first: StartRun; second: StartRun }> {
  for (let attempt = 1; ; attempt++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quarry-start-'));
    try {
      const first = await timeStart(root, dataDir);
      const second = first.rebuilt ? first : await timeStart(root, dataDir);
      if (!first.rebuilt && !second.rebuilt) return { first, second };
      console.log(`  ${label}: npm start rebuilt (a source changed), thrown away`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    if (attempt === 3) throw new Error('npm start rebuilt three times: the sources keep changing (run without BENCH_IN_PLACE)');
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const seconds = (ms: number | undefined): string => (ms === undefined ? '-' : (ms / 1000).toFixed(2));

function describe(run: StartRun): string {
  const { initdb, postgres, listening } = run.marks;
  const span = (from: number | undefined, to: number | undefined): string => seconds(from !== undefined && to !== undefined ? to - from : undefined);
  const phases =
    initdb !== undefined
      ? [`npm, node and modules ${seconds(initdb)} s`, `initdb and PostgreSQL start ${span(initdb, postgres)} s`]
      : [`npm, node, modules and PostgreSQL start ${seconds(postgres)} s`];
  phases.push(`migrations and schema ${span(postgres, listening)} s`, `listening to ready ${span(listening, run.totalMs)} s`);
  return `${seconds(run.totalMs)} s (${phases.join(', ')})`;
}

async function main(): Promise<void> {
  const rows: { round: number; first: StartRun; second: StartRun }[] = [];
  const [load1] = loadavg();
  console.log(`start benchmark: ${ROUNDS} rounds of a first and a second npm start; ${cpus().length} cores, Node ${process.version}, load average ${load1.toFixed(2)}`);
  const inPlace = process.env.BENCH_IN_PLACE === '1';
  const root = inPlace ? checkout : installClone('HEAD', 'all');
  try {
    const warmDir = mkdtempSync(path.join(tmpdir(), 'quarry-start-'));
    try {
      const warm = await timeStart(root, warmDir);
      console.log(`warm-up start (untimed${warm.rebuilt ? ', built first' : ''}): ${describe(warm)}`);
    } finally {
      rmSync(warmDir, { recursive: true, force: true });
    }
    for (let round = 1; round <= ROUNDS; round++) {
      const { first, second } = await timeStartPair(root, `round ${round}`);
      rows.push({ round, first, second });
      console.log(`round ${round}: first start ${describe(first)}`);
      console.log(`         second start ${describe(second)}`);
    }
  } finally {
    if (!inPlace) rmSync(root, { recursive: true, force: true });
  }

  console.log('');
  console.log('| round | first start, fresh data directory (s) | second start, same directory (s) |');
  console.log('| ---: | ---: | ---: |');
  for (const row of rows) console.log(`| ${row.round} | ${seconds(row.first.totalMs)} | ${seconds(row.second.totalMs)} |`);
  const first = median(rows.map((row) => row.first.totalMs));
  const second = median(rows.map((row) => row.second.totalMs));
  console.log(`| median | ${seconds(first)} | ${seconds(second)} |`);
  console.log('');
  const verdict = (ms: number): string => (ms <= GOAL_MS ? 'met' : 'NOT met');
  console.log(`goal <= ${GOAL_MS / 1000} s: first start ${verdict(first)}, second start ${verdict(second)}; load average now ${loadavg()[0].toFixed(2)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
