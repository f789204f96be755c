// Starts the built Quarry server as a real process on a free port, with its own data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const mainFile = path.join(repoRoot, 'server/dist/server/src/main.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir(label) {
  return mkdtempSync(path.join(tmpdir(), `quarry-e2e-${label}-`));
}

async function waitForHealthy(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} was not healthy within ${timeoutMs} ms`);
}

/** Resolves once /healthz answers; `startedInMs` says how long that took. */
export async function startServer({ dataDir, port, env = {} } = {}) {
  const chosenPort = port ?? (await freePort());
  const dir = dataDir ?? tempDataDir('server');
  const output = [];
  const started = Date.now();
  const child = spawn(process.execPath, [mainFile], {
    cwd: repoRoot,
    // Browser flows sign up and sign in far more often than a person would: the rate limits are raised for them
    // (server/src/app/rate-limits.int-spec.ts proves the limits themselves).
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(chosenPort),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_ASK_PER_MINUTE: '1000',
      RATE_LIMIT_AI_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${chosenPort}`;
  try {
    await waitForHealthy(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output.join('')}`);
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    url,
    port: chosenPort,
    dataDir: dir,
    child,
    output,
    startedInMs: Date.now() - started,
    exited,
    /** SIGTERM by default (a clean stop); SIGKILL to simulate a crash. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
