import mysql from 'mysql2/promise';
import type { Connection as CoreConnection, FieldPacket, TypeCast } from 'mysql2';
import type { ColumnType } from '../import/type-inference';
import { CONNECT_TIMEOUT_MS, type DatabaseConnectionConfig } from './connection-config';
import { connectionProblem } from './connection-problems';
import { isoTimestamp, resolveQueryOptions, toNumber, trimStatement } from './result-values';
import { QueryTimeoutError, SourceQueryError, SourceUnavailableError } from './source-errors';
import type { QueryResult, ReadOnlyQueryOptions, SourceConnection } from './source-connection';

type Flavor = 'mysql' | 'mariadb';

/** Result types by MySQL protocol type name: how each value is read and what type name its column gets. */
const RESULT_TYPES: Readonly<Record<string, { type: ColumnType; parse: (text: string) => unknown }>> = {
  TINY: { type: 'integer', parse: toNumber },
  SHORT: { type: 'integer', parse: toNumber },
  LONG: { type: 'integer', parse: toNumber },
  INT24: { type: 'integer', parse: toNumber },
  LONGLONG: { type: 'integer', parse: toNumber },
  YEAR: { type: 'integer', parse: toNumber },
  DECIMAL: { type: 'numeric', parse: toNumber },
  NEWDECIMAL: { type: 'numeric', parse: toNumber },
  FLOAT: { type: 'numeric', parse: toNumber },
  DOUBLE: { type: 'numeric', parse: toNumber },
  DATE: { type: 'date', parse: (text: string) => text },
  NEWDATE: { type: 'date', parse: (text: string) => text },
  DATETIME: { type: 'timestamp', parse: isoTimestamp },
  // The session runs in UTC (see openMysqlConnection), so a TIMESTAMP reads as a UTC instant.
  TIMESTAMP: { type: 'timestamp', parse: (text: string) => `${isoTimestamp(text)}Z` },
};

/** BOOLEAN in MySQL is TINYINT(1). */
const BOOLEAN = { type: 'boolean' as const, parse: (text: string) => text !== '0' };

function resultType(typeName: string, length: number | undefined): { type: ColumnType; parse: (text: string) => unknown } | undefined {
  return typeName === 'TINY' && length === 1 ? BOOLEAN : RESULT_TYPES[typeName];
}

/** Every value is read from its text form; anything without a known type stays text. */
const castValue: TypeCast = (field) => {
  const text = field.string();
  if (text === null) return null;
  const parse = resultType(field.type, field.length)?.parse;
  return parse ? parse(text) : text;
};

const TYPE_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(mysql.Types).map(([name, code]) => [code, name]),
);

function columnOf(field: FieldPacket): { name: string; type: ColumnType } {
  const typeName = TYPE_NAMES[field.columnType ?? field.type ?? -1] ?? '';
  return { name: field.name, type: resultType(typeName, field.columnLength)?.type ?? 'text' };
}

/** Error numbers for running past the time limit: MariaDB's ER_STATEMENT_TIMEOUT, MySQL's ER_QUERY_TIMEOUT. */
const TIMEOUT_ERRNOS = new Set([1969, 3024]);

/**
 * The statement with its time limit. MariaDB limits one statement with SET STATEMENT; MySQL has only the session's
 * max_execution_time, which {@link MysqlConnection} sets before each query.
 */
export function timedStatement(flavor: Flavor, sql: string, timeoutMs: number): string {
  return flavor === 'mariadb' ? `SET STATEMENT max_statement_time=${timeoutMs / 1000} FOR ${trimStatement(sql)}` : trimStatement(sql);
}

/**
 * A read-only window on one MySQL or MariaDB database, over a small pool of its own. Every query runs in a READ ONLY
 * transaction (on a session that is read-only too, since DDL would commit the transaction implicitly) with a time
 * limit, and is always rolled back.
 *
 * Rows beyond `maxRows` are read and dropped rather than held: a derived-table wrapper as in Postgres would lose the
 * order on MariaDB (it ignores ORDER BY in a derived table) and fail on duplicate column names, and stopping a result
 * early would need the connection destroyed. The time limit bounds the reading; the engine also forces a LIMIT.
 */
export class MysqlConnection implements SourceConnection {
  readonly dialect = 'mysql';
  private flavor: Promise<Flavor> | undefined;
  private closed = false;

  constructor(
    private readonly pool: mysql.Pool,
    readonly schema: string,
  ) {}

  async query(sql: string, params: readonly unknown[] = [], options?: Partial<ReadOnlyQueryOptions>): Promise<QueryResult> {
    const { timeoutMs, maxRows } = resolveQueryOptions(options);
    const flavor = await this.serverFlavor();
    const connection = await this.checkOut();
    let broken = false;
    try {
      await connection.query('SET SESSION TRANSACTION READ ONLY');
      if (flavor === 'mysql') await connection.query(`SET SESSION max_execution_time = ${timeoutMs}`);
      await connection.query('START TRANSACTION READ ONLY');
      // mysql2's typings call this a promise connection; at run time it is the core one, which can stream rows.
      const core = connection.connection as unknown as CoreConnection;
      return await streamRows(core, timedStatement(flavor, sql, timeoutMs), params, maxRows);
    } catch (error) {
      throw translateError(error, timeoutMs);
    } finally {
      await connection.query('ROLLBACK').catch(() => (broken = true));
      // A connection that cannot even roll back is discarded rather than handed to the next query.
      if (broken) connection.destroy();
      else connection.release();
    }
  }

  /** 'mariadb' or 'mysql', asked once: they limit a statement's time differently. */
  serverFlavor(): Promise<Flavor> {
    this.flavor ??= this.pool
      .query<mysql.RowDataPacket[]>('SELECT VERSION() AS version')
      .then(([rows]) => (/mariadb/i.test(String(rows[0]?.version)) ? 'mariadb' as const : 'mysql' as const))
      .catch((error: unknown) => {
        this.flavor = undefined;
        throw translateError(error, 0);
      });
    return this.flavor;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private async checkOut(): Promise<mysql.PoolConnection> {
    try {
      return await this.pool.getConnection();
    } catch (error) {
      throw translateError(error, 0);
    }
  }
}

/** Runs `sql`, keeping the first `maxRows` rows and noting whether more came. */
function streamRows(
  connection: CoreConnection,
  sql: string,
  params: readonly unknown[],
  maxRows: number,
): Promise<QueryResult> {
  return new Promise((resolve, reject) => {
    const result: QueryResult = { columns: [], rows: [], truncated: false };
    connection
      .query({ sql, values: [...params] as mysql.QueryValues, rowsAsArray: true, typeCast: castValue })
      .on('fields', (fields: FieldPacket[]) => (result.columns = fields.map(columnOf)))
      .on('result', (row: unknown) => {
        if (result.rows.length < maxRows) result.rows.push(row as unknown[]);
        else result.truncated = true;
      })
      .on('error', reject)
      .on('end', () => resolve(result));
  });
}

/** A driver error as the user may see it: the database's message only, or a plain connection problem. */
function translateError(error: unknown, timeoutMs: number): Error {
  if (error instanceof SourceQueryError) return error;
  const problem = connectionProblem(error);
  if (problem !== undefined) return new SourceUnavailableError(problem);
  const { code, errno, sqlMessage } = error as { code?: string; errno?: number; sqlMessage?: string };
  if (errno !== undefined && TIMEOUT_ERRNOS.has(errno)) return new QueryTimeoutError(timeoutMs);
  if (sqlMessage !== undefined) return new SourceQueryError(sqlMessage, code);
  return new SourceQueryError('The database connection failed while running the query.');
}

/** Opens a connection to a MySQL or MariaDB database; its pool connects lazily and close() ends it. */
export async function openMysqlConnection(config: DatabaseConnectionConfig): Promise<MysqlConnection> {
  const pool = mysql.createPool({
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    password: config.password,
    ssl: config.ssl ? { rejectUnauthorized: false } : undefined,
    connectionLimit: 4,
    maxIdle: 1,
    idleTimeout: 30_000,
    connectTimeout: CONNECT_TIMEOUT_MS,
    dateStrings: true,
    multipleStatements: false,
  });
  // UTC so that TIMESTAMP values read the same whatever the server's zone is.
  pool.pool.on('connection', (connection) => connection.query("SET time_zone = '+00:00'", () => undefined));
  return new MysqlConnection(pool, config.database);
}
