import { CONNECT_TIMEOUT_MS, type DatabaseConnectionConfig } from './connection-config';
import { describeConnectionProblem } from './connection-problems';
import { openConnection } from './open-connection';
import { SourceQueryError, SourceUnavailableError } from './source-errors';
import type { SourceConnection } from './source-connection';

export type ConnectionTestResult =
  | { ok: true; serverVersion: string; tableCount: number }
  | { ok: false; message: string };

/**
 * The server's name and version, whether the schema exists, and how many base tables the source will read: a
 * PostgreSQL database's in every schema the login may read (see introspect), a MySQL database's own.
 */
const PROBE_SQL: Readonly<Record<DatabaseConnectionConfig['kind'], string>> = {
  postgres: `SELECT 'PostgreSQL ' || current_setting('server_version') AS version,
      EXISTS (SELECT 1 FROM pg_catalog.pg_namespace WHERE nspname = $1) AS found,
      (SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema' AND has_schema_privilege(n.oid, 'USAGE')
          AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND has_table_privilege(c.oid, 'SELECT')) AS tables`,
  mysql: `SELECT IF(VERSION() LIKE '%MariaDB%', VERSION(), CONCAT('MySQL ', VERSION())) AS version,
      EXISTS (SELECT 1 FROM information_schema.schemata WHERE schema_name = ?) AS found,
      (SELECT count(*) FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE') AS tables`,
};

async function probe(connection: SourceConnection, config: DatabaseConnectionConfig): Promise<ConnectionTestResult> {
  const params = config.kind === 'postgres' ? [connection.schema] : [connection.schema, connection.schema];
  const { rows } = await connection.query(PROBE_SQL[config.kind], params, { timeoutMs: CONNECT_TIMEOUT_MS });
  const [version, found, tables] = rows[0] ?? [];
  if (!found) return { ok: false, message: `The schema "${connection.schema}" does not exist in the database.` };
  return { ok: true, serverVersion: String(version), tableCount: Number(tables) };
}

function timeLimit(ms: number, config: DatabaseConnectionConfig): Promise<ConnectionTestResult> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms, { ok: false, message: describeConnectionProblem('timeout', config) }).unref();
  });
}

/** The message for a failed test, naming what the person typed (but never the password). */
function failureMessage(error: unknown, config: DatabaseConnectionConfig): string {
  let message: string;
  if (error instanceof SourceUnavailableError) message = describeConnectionProblem(error.problem, config);
  else if (error instanceof SourceQueryError) message = error.message;
  else message = 'Could not connect to the database.';
  // Belt and braces: no driver message should ever echo the password, but make sure.
  return config.password === '' ? message : message.split(config.password).join('***');
}

/**
 * Checks that a database can be reached and read with the given settings, before they are saved. Gives up after
 * `timeoutMs` (five seconds by default).
 */
export async function testConnection(
  config: DatabaseConnectionConfig,
  { timeoutMs = CONNECT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ConnectionTestResult> {
  const connection = await openConnection(config);
  const attempt = probe(connection, config).catch(
    (error: unknown): ConnectionTestResult => ({ ok: false, message: failureMessage(error, config) }),
  );
  try {
    return await Promise.race([attempt, timeLimit(timeoutMs, config)]);
  } finally {
    // A connect still under way is left to finish and then ended; the caller need not wait for it.
    void attempt.finally(() => connection.close().catch(() => undefined));
  }
}
