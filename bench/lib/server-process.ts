/**
 * The built Quarry server as a real process, started the way e2e/support/server.mjs starts it (server/dist, its own
 * temp data directory, the embedded PostgreSQL), for benchmarks that load it over HTTP and WebSocket.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
const mainFileOf = (checkout: string): string => path.join(checkout, 'server/dist/server/src/main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** Builds the server (tsc) when server/dist is missing or older than its sources, as `npm start` would. */
export function ensureServerBuild(checkout = repoRoot): void {
  const mainFile = mainFileOf(checkout);
  const builtAt = existsSync(mainFile) ? statSync(mainFile).mtimeMs : 0;
  const changedAt = Math.max(newestMtime(path.join(checkout, 'server/src')), newestMtime(path.join(checkout, 'migrations')));
  if (builtAt > changedAt) return;
  console.log(`${path.relative(process.cwd(), path.join(checkout, 'server/dist')) || 'server/dist'} is older than the sources: npm run build -w server`);
  execSync('npm run build -w server', { cwd: checkout, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * An installed clone of this repository at `rev`: git clone, node_modules hard-linked from this checkout (the same
 * packages `npm ci` would install, without the download), then its build: everything (what `npm ci`'s prepare
 * script runs) or the server only. Nobody edits it, so its build stays current. The caller deletes it.
 */
export function installClone(rev: string, build: 'all' | 'server'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quarry-clone-'));
  // mkdtemp makes it private; as root, PostgreSQL runs as `postgres` and must reach its binaries in node_modules.
  chmodSync(dir, 0o755);
  execFileSync('git', ['clone', '--quiet', '--no-checkout', repoRoot, dir]);
  execFileSync('git', ['checkout', '--quiet', execFileSync('git', ['rev-parse', rev], { cwd: repoRoot }).toString().trim()], { cwd: dir });
  for (const modules of ['node_modules', 'server/node_modules', 'client/node_modules']) {
    if (!existsSync(path.join(repoRoot, modules))) continue;
    execFileSync('cp', ['-al', path.join(repoRoot, modules), path.join(dir, modules)]);
    // Tool caches are written in place: the clone gets none rather than shared inodes.
    for (const cache of ['.vite', '.cache']) rmSync(path.join(dir, modules, cache), { recursive: true, force: true });
  }
  const started = Date.now();
  execFileSync('npm', ['run', 'build', ...(build === 'server' ? ['-w', 'server'] : [])], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir }).toString().trim();
  console.log(`installed clone of ${commit} in ${dir} (${build === 'server' ? 'server ' : ''}build ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return dir;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** The server's stdout and stderr (its JSON log lines) go to this file. */
  logFile: string;
  /** postgres://… of the embedded cluster, for seeding in bulk. */
  databaseUrl(): string;
  /** SIGTERM (a clean stop, which also writes a --cpu-prof profile), then the data directory is deleted. */
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** An existing data directory (kept on stop); a new temp one otherwise (deleted on stop). */
  dataDir?: string;
  /** Another checkout whose server/dist to run (a baseline); this one by default. */
  checkout?: string;
}

async function waitForReady(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      const response = await fetch(`${url}/readyz`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} was not ready within ${timeoutMs} ms`);
}

/**
 * Starts server/dist/server/src/main.js in production mode (LOG_LEVEL info, one log line per request, as a
 * deployment runs it) with the rate limits on but raised, so that a benchmark's users never reach them.
 */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'quarry-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const checkout = options.checkout ?? repoRoot;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), mainFileOf(checkout)], {
    cwd: checkout,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_ASK_PER_MINUTE: '1000000',
      RATE_LIMIT_AI_PER_MINUTE: '1000000',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(url, child, logFile, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    child,
    logFile,
    databaseUrl() {
      const state = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as { port: number; password: string };
      return `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/quarry`;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(kill);
      }
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A GraphQL call that throws on any error, for seeding. */
export async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL error: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The value below which `p` percent of the values fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** utime + stime, plus cutime + cstime (its children that have exited and been waited for) when asked. */
function cpuSecondsOf(pid: number, withExitedChildren: boolean): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name: state is field 3 of the line, so utime (14) … cstime (17) are at 11 … 14 here.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
    return (fields[11] + fields[12] + (withExitedChildren ? fields[13] + fields[14] : 0)) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) used so far by a process, and by all its descendants (PostgreSQL's backends). */
export function cpuSeconds(pid: number): { own: number; descendants: number } {
  let descendants = 0;
  const queue = childrenOf(pid);
  for (let child = queue.shift(); child !== undefined; child = queue.shift()) {
    descendants += cpuSecondsOf(child, true);
    queue.push(...childrenOf(child));
  }
  return { own: cpuSecondsOf(pid, false), descendants };
}
