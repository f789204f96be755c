import type { Dialect } from '../catalog/catalog';

/** A result as the ask engine and the API see it: numbers as JSON numbers, dates as ISO strings. */
export interface QueryResult {
  columns: { name: string; type: string }[];
  rows: unknown[][];
  /** True when the row limit cut the result short. */
  truncated: boolean;
}

export interface ReadOnlyQueryOptions {
  /** statement_timeout (Postgres) or max_execution_time (MySQL), in milliseconds. */
  timeoutMs: number;
  /** At most this many rows are returned. */
  maxRows: number;
}

/**
 * One data source's database, whatever it is: the app's own PostgreSQL for uploads (schema ds_<id>), or an external
 * PostgreSQL, MySQL or MariaDB. Every query runs in a read-only transaction.
 */
export interface SourceConnection {
  readonly dialect: Dialect;
  /** Where unqualified table names resolve: the schema (Postgres) or database (MySQL). */
  readonly schema: string;
  /**
   * Whether the source is the whole database rather than `schema` alone: true for a live PostgreSQL database, whose
   * tables may be spread over several schemas; false (or absent) for an upload, which owns one schema of the app's
   * database, and for MySQL, whose database is the schema.
   */
  readonly allSchemas?: boolean;
  query(sql: string, params?: readonly unknown[], options?: Partial<ReadOnlyQueryOptions>): Promise<QueryResult>;
  close(): Promise<void>;
}
