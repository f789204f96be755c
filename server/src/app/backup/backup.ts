import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { loadConfig } from '../config';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { withClient } from '../pg-client';
import { toolsFor } from './postgres-tools';

/** The database a backup reads or a restore writes, and how to let go of it afterwards. */
interface Target {
  url: string;
  /** Where, for messages: "database quarry on 127.0.0.1:54329 (embedded, started for this run)". */
  label: string;
  release(): Promise<void>;
}

export interface BackupOptions {
  env: NodeJS.ProcessEnv;
  logger: Logger;
  print(line: string): void;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    await client.end().catch(() => undefined);
    return false;
  }
}

function where(url: string): string {
  const parsed = new URL(url);
  return `database ${decodeURIComponent(parsed.pathname.slice(1))} on ${parsed.hostname}:${parsed.port || 5432}`;
}

/**
 * DATABASE_URL when set; otherwise the embedded cluster of DATA_DIR: used as it is when the app has it running,
 * else started for this run (the same way the server starts it) and stopped afterwards.
 */
async function openTarget(options: BackupOptions, forRestore: boolean): Promise<Target> {
  const config = loadConfig(options.env);
  if (config.databaseUrl) return { url: config.databaseUrl, label: where(config.databaseUrl), release: async () => undefined };
  const initialised = existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'));
  if (!initialised && !forRestore) {
    throw new Error(`There is no embedded database in ${path.join(config.dataDir, 'postgres')} to back up. Set DATA_DIR to Quarry's data directory, or DATABASE_URL for a PostgreSQL server.`);
  }
  if (initialised) {
    const state = JSON.parse(readFileSync(path.join(config.dataDir, 'postgres.json'), 'utf8')) as { port?: number; password?: string };
    if (state.port && state.password) {
      const url = `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/quarry`;
      if (await canConnect(url)) return { url, label: `${where(url)} (embedded, running)`, release: async () => undefined };
    }
  }
  const running = await startEmbeddedPostgres(config.dataDir, options.logger);
  return { url: running.url, label: `${where(running.url)} (embedded, started for this run)`, release: () => running.stop() };
}


async function serverMajorOf(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ version: string }>("SELECT current_setting('server_version_num') AS version");
    return Math.floor(Number(rows[0]?.version) / 10_000);
  });
}

/** The connection for pg_dump and pg_restore in libpq's variables, so the password never shows in a process list. */
function libpqEnv(url: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const sslMode = parsed.searchParams.get('sslmode');
  return {
    ...env,
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    ...(sslMode ? { PGSSLMODE: sslMode } : {}),
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const errors: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed (${signal ?? `exit code ${code}`}):\n${errors.join('').trim()}`));
    });
  });
}

interface Contents {
  schemas: string[];
  tables: number;
  users: number | null;
  dataSources: number | null;
}

/** What a database holds, for the messages: its schemas, tables, and Quarry's users and data sources. */
async function contentsOf(url: string): Promise<Contents> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ schema: string; tables: number }>(
      `SELECT n.nspname AS schema, count(c.oid)::int AS tables
         FROM pg_namespace n LEFT JOIN pg_class c ON c.relnamespace = n.oid AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
        WHERE n.nspname NOT IN ('information_schema') AND n.nspname NOT LIKE 'pg\\_%'
        GROUP BY n.nspname ORDER BY n.nspname`,
    );
    const count = async (table: string): Promise<number | null> => {
      const found = await client.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS exists`, [`public.${table}`]);
      if (!found.rows[0]?.exists) return null;
      const counted = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${client.escapeIdentifier(table)}`);
      return counted.rows[0]?.n ?? 0;
    };
    const schemas = rows.filter((row) => row.schema !== 'public' || row.tables > 0).map((row) => row.schema);
    return { schemas, tables: rows.reduce((sum, row) => sum + row.tables, 0), users: await count('users'), dataSources: await count('data_sources') };
  });
}

function describe(contents: Contents): string {
  const quarry = contents.users === null ? '' : `; ${contents.users} users, ${contents.dataSources ?? 0} data sources`;
  return `${contents.tables} tables and sequences in ${contents.schemas.length} schema${contents.schemas.length === 1 ? '' : 's'}${quarry}`;
}

function sizeOf(file: string): string {
  const bytes = statSync(file).size;
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

const SECRET_KEY_NOTE =
  "Data-source passwords inside are encrypted with this installation's SECRET_KEY (or $DATA_DIR/secret-key): keep it with the backup, the restored data needs the same key.";

/** `npm run backup [-- --out FILE]`: a pg_dump custom-format archive of the whole database. */
export async function backup(options: BackupOptions & { out?: string }): Promise<{ file: string }> {
  const stamp = new Date().toISOString().replace(/\.\d+Z$/, 'Z').replace(/[:]/g, '-');
  const file = path.resolve(options.out ?? `quarry-backup-${stamp}.dump`);
  const target = await openTarget(options, false);
  try {
    const major = await serverMajorOf(target.url);
    const tools = toolsFor(major, options.env);
    // Written beside the final name and renamed when complete, so an interrupted dump never looks like a backup.
    const partial = `${file}.partial`;
    try {
      await run(tools.pgDump, ['--format=custom', '--no-password', `--file=${partial}`], libpqEnv(target.url, options.env));
      renameSync(partial, file);
    } finally {
      rmSync(partial, { force: true });
    }
    const contents = await contentsOf(target.url);
    options.print(`Backed up the ${target.label} (PostgreSQL ${major}: ${describe(contents)}) with pg_dump ${tools.major} from ${tools.dir}.`);
    const shown = path.relative(process.cwd(), file);
    options.print(`Wrote ${file} (${sizeOf(file)}). Restore it with: npm run restore -- ${shown.startsWith('..') ? file : shown}`);
    options.print(SECRET_KEY_NOTE);
    return { file };
  } finally {
    await target.release();
  }
}

/** Drops every schema of the database and leaves an empty public one: a restore then starts from nothing. */
async function emptyDatabase(url: string, schemas: string[]): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('BEGIN');
    for (const schema of schemas) await client.query(`DROP SCHEMA ${client.escapeIdentifier(schema)} CASCADE`);
    await client.query('CREATE SCHEMA IF NOT EXISTS public');
    await client.query('COMMIT');
  });
}

/**
 * `npm run restore -- FILE [--clean --yes]`: pg_restore into the configured (or embedded) database, which must be
 * empty; --clean --yes empties it first. One transaction: a failed restore leaves the database as it was.
 */
export async function restore(options: BackupOptions & { file: string; clean: boolean; yes: boolean }): Promise<void> {
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  if (options.clean && !options.yes) throw new Error('--clean drops everything in the target database before restoring: add --yes to confirm.');
  const target = await openTarget(options, true);
  try {
    const major = await serverMajorOf(target.url);
    const tools = toolsFor(major, options.env);
    const env = libpqEnv(target.url, options.env);
    // A file pg_restore cannot read is refused before anything is touched.
    await run(tools.pgRestore, ['--list', file], env).catch((error: unknown) => {
      throw new Error(`${file} is not a backup pg_restore ${tools.major} can read: ${error instanceof Error ? error.message : String(error)}`);
    });
    const others = await withClient(target.url, async (client) => {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      return rows[0]?.n ?? 0;
    });
    if (others > 0) throw new Error(`The ${target.label} has ${others} other connection(s): stop Quarry (every node) before restoring.`);
    const before = await contentsOf(target.url);
    if (before.schemas.length > 0) {
      if (!options.clean) {
        throw new Error(
          `The ${target.label} is not empty (${describe(before)}: ${before.schemas.join(', ')}). Restore into an empty database, or add --clean --yes to drop everything in it first.`,
        );
      }
      await emptyDatabase(target.url, before.schemas);
      options.print(`Dropped everything in the ${target.label} (${describe(before)}).`);
    }
    await run(tools.pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--no-password', `--dbname=${env.PGDATABASE ?? ''}`, file], env);
    const after = await contentsOf(target.url);
    options.print(`Restored ${file} into the ${target.label} with pg_restore ${tools.major}: ${describe(after)}.`);
    options.print('Start Quarry on it as usual; migrations newer than the backup run at start.');
    options.print(SECRET_KEY_NOTE);
  } finally {
    await target.release();
  }
}
