// Starts the built Quarry server as a real process on a free port, with its own data directory.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const mainFile = path.join(repoRoot, 'server/dist/server/src/main.js');

/**
 * Every server's output is kept in e2e/artifacts/logs, with the secrets it was given listed in secrets.txt, so that
 * `npm test` can check at the end (scripts/check-log-secrets.mjs) that no secret ever reached a log.
 */
export const logsDir = path.join(repoRoot, 'e2e', 'artifacts', 'logs');
const E2E_JWT_SECRET = 'e2e-jwt-secret-which-must-never-appear-in-a-log';
const E2E_SECRET_KEY = 'e2e-secret-key-which-must-never-appear-in-a-log';

function keepLog(port, output, childEnv) {
  mkdirSync(logsDir, { recursive: true });
  writeFileSync(path.join(logsDir, `server-${port}-${Date.now()}.log`), output.join(''));
  appendFileSync(path.join(logsDir, 'secrets.txt'), `${[childEnv.JWT_SECRET, childEnv.SECRET_KEY].filter(Boolean).join('\n')}\n`);
}

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
  // Browser flows sign up and sign in far more often than a person would: the rate limits are raised for them
  // (server/src/app/rate-limits.int-spec.ts proves the limits themselves). Debug logs, so the secrets check at the end
  // of `npm test` reads everything a server can log.
  const childEnv = {
    JWT_SECRET: E2E_JWT_SECRET,
    SECRET_KEY: E2E_SECRET_KEY,
    ...process.env,
    DATABASE_URL: '',
    PORT: String(chosenPort),
    DATA_DIR: dir,
    LOG_LEVEL: 'debug',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_ASK_PER_MINUTE: '1000',
    RATE_LIMIT_AI_PER_MINUTE: '1000',
    ...env,
  };
  const child = spawn(process.execPath, [mainFile], {
    cwd: repoRoot,
    env: childEnv,
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
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      keepLog(chosenPort, output, childEnv);
      resolve({ code, signal });
    }),
  );
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
