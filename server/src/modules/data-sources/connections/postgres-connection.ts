import pg from 'pg';
import type { ColumnType } from '../import/type-inference';
import { quoteIdent } from '../import/load-table';
import { CONNECT_TIMEOUT_MS, DEFAULT_POSTGRES_SCHEMA, type DatabaseConnectionConfig } from './connection-config';
import { connectionProblem } from './connection-problems';
import { isoTimestamp, isoUtcTimestamp, resolveQueryOptions, toNumber, trimStatement } from './result-values';
import { QueryTimeoutError, SourceQueryError, SourceUnavailableError } from './source-errors';
import type { QueryResult, ReadOnlyQueryOptions, SourceConnection } from './source-connection';

/** Result types by type OID (see pg_type): how each value is parsed and what type name its column gets. */
const RESULT_TYPES: ReadonlyMap<number, { type: ColumnType; parse: (text: string) => unknown }> = new Map([
  [20, { type: 'integer', parse: toNumber }], // int8
  [21, { type: 'integer', parse: toNumber }], // int2
  [23, { type: 'integer', parse: toNumber }], // int4
  [1700, { type: 'numeric', parse: toNumber }], // numeric
  [700, { type: 'numeric', parse: toNumber }], // float4
  [701, { type: 'numeric', parse: toNumber }], // float8
  [16, { type: 'boolean', parse: (text: string) => text === 't' }], // bool
  [1082, { type: 'date', parse: (text: string) => text }], // date
  [1114, { type: 'timestamp', parse: isoTimestamp }], // timestamp
  [1184, { type: 'timestamp', parse: isoUtcTimestamp }], // timestamptz
]);

const asText = (text: string): string => text;

/**
 * Per-query parsers, so the app's global pg type parsers are neither used nor changed. Only the text format is ever
 * requested.
 */
const QUERY_TYPES = {
  getTypeParser: (oid: number) => RESULT_TYPES.get(oid)?.parse ?? asText,
};

export function resultColumnType(oid: number): ColumnType {
  return RESULT_TYPES.get(oid)?.type ?? 'text';
}

/** SQLSTATE query_canceled: what statement_timeout raises. */
const QUERY_CANCELED = '57014';

/**
 * Runs the caller's SQL so that it returns at most `maxRows + 1` rows, which tells whether the result was cut. The
 * SQL is wrapped rather than fetched with a cursor: it needs no extra package and no extra round trips, and a
 * statement that is not a plain query (INSERT, CREATE, a data-modifying WITH, several statements) cannot stand inside
 * a subquery, so it fails before it runs. Newlines keep a trailing `-- comment` from swallowing the wrapper.
 */
export function limitRows(sql: string, maxRows: number): string {
  return `SELECT * FROM (\n${trimStatement(sql)}\n) AS q LIMIT ${maxRows + 1}`;
}

/**
 * A read-only window on a PostgreSQL database. Every query runs in its own READ ONLY transaction with a statement
 * timeout and `search_path` set to the connection's schema alone, and is always rolled back.
 *
 * The pool is either owned (an external database, see {@link openPostgresConnection}) and ended by close(), or
 * borrowed (the app's own pool, for an uploaded source in `ds_<id>`) and left open. An external database is a source
 * as a whole (`allSchemas`: its other schemas are read by qualified name); a borrowed pool's source is its one schema.
 * With the search path on the source's schema only, the app's own tables in other schemas cannot be reached by
 * unqualified name.
 */
export class PostgresConnection implements SourceConnection {
  readonly dialect = 'postgres';
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    readonly schema: string,
    private readonly ownsPool: boolean,
    readonly allSchemas: boolean,
  ) {}

  /** For an uploaded source: the app's pool, which close() leaves open, and the source's schema only. */
  static borrow(pool: pg.Pool, schema: string): PostgresConnection {
    return new PostgresConnection(pool, schema, false, false);
  }

  async query(sql: string, params: readonly unknown[] = [], options?: Partial<ReadOnlyQueryOptions>): Promise<QueryResult> {
    const { timeoutMs, maxRows } = resolveQueryOptions(options);
    return this.inReadOnlyTransaction(timeoutMs, async (client) => {
      const result = await client.query<unknown[]>({
        text: limitRows(sql, maxRows),
        values: [...params],
        rowMode: 'array',
        types: QUERY_TYPES,
      });
      return {
        columns: result.fields.map((field) => ({ name: field.name, type: resultColumnType(field.dataTypeID) })),
        rows: result.rows.slice(0, maxRows),
        truncated: result.rows.length > maxRows,
      };
    });
  }

  async close(): Promise<void> {
    if (!this.ownsPool || this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private async inReadOnlyTransaction<T>(timeoutMs: number, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.checkOut();
    try {
      // One round trip. UTC and ISO make timestamps print the same whatever the server's settings are.
      await client.query(
        `BEGIN READ ONLY; SET LOCAL statement_timeout = ${timeoutMs}; ` +
          `SET LOCAL search_path TO ${quoteIdent(this.schema)}; SET LOCAL TIME ZONE 'UTC'; SET LOCAL DateStyle = 'ISO'`,
      );
      return await run(client);
    } catch (error) {
      throw translateError(error, timeoutMs);
    } finally {
      // The caller need not wait for the rollback: the client goes back to the pool only once it is done (a client
      // that cannot even roll back is discarded), and a client runs its queries in order anyway.
      client.query('ROLLBACK').then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
    }
  }

  private async checkOut(): Promise<pg.PoolClient> {
    try {
      return await this.pool.connect();
    } catch (error) {
      throw translateError(error, 0);
    }
  }
}

/** A driver error as the user may see it: the database's message only, or a plain connection problem. */
function translateError(error: unknown, timeoutMs: number): Error {
  const problem = connectionProblem(error);
  if (problem !== undefined) return new SourceUnavailableError(problem);
  if (error instanceof pg.DatabaseError) {
    return error.code === QUERY_CANCELED ? new QueryTimeoutError(timeoutMs) : new SourceQueryError(error.message, error.code);
  }
  return new SourceQueryError('The database connection failed while running the query.');
}

/** Pool settings for an external server: a few connections are plenty for one source. */
function poolConfig(config: DatabaseConnectionConfig): pg.PoolConfig {
  return {
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    password: config.password,
    ssl: config.ssl ? { rejectUnauthorized: false } : false,
    max: 4,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'quarry',
  };
}

/**
 * Opens a connection to an external PostgreSQL (its pool connects lazily, on the first query). The connection owns
 * its pool: close() ends it.
 */
export async function openPostgresConnection(config: DatabaseConnectionConfig): Promise<PostgresConnection> {
  const pool = new pg.Pool(poolConfig(config));
  // An idle connection dropped by the server must not crash the app; the next query reconnects.
  pool.on('error', () => undefined);
  return new PostgresConnection(pool, config.schema || DEFAULT_POSTGRES_SCHEMA, true, true);
}
