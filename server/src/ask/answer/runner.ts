/**
 * What the engine needs from a source's database: run one checked, read-only SELECT. The data-sources feature's
 * connections satisfy it; the engine knows nothing else about them.
 */

/** A result as the ask engine and the API see it: numbers as JSON numbers, dates as ISO strings. */
export interface QueryResult {
  columns: { name: string; type: string }[];
  rows: unknown[][];
  /** True when the row limit cut the result short. */
  truncated: boolean;
}

export interface QueryLimits {
  /** The statement's time limit, in milliseconds. */
  timeoutMs: number;
  /** At most this many rows are returned. */
  maxRows: number;
}

export interface QueryRunner {
  /** Where unqualified table names resolve (PostgreSQL schema or MySQL database). */
  readonly schema: string;
  query(sql: string, params?: readonly unknown[], options?: Partial<QueryLimits>): Promise<QueryResult>;
}
