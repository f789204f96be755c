/**
 * Value conversions shared by every dialect, so a result reads the same whatever database it came from: numbers as
 * JSON numbers, dates as 'YYYY-MM-DD', timestamps as ISO 8601 ('YYYY-MM-DDTHH:MM:SS[.ffffff]', with 'Z' when the
 * value has a time zone), booleans as booleans, and everything else as text.
 */
import type { QueryResult, ReadOnlyQueryOptions } from './source-connection';

export const DEFAULT_QUERY_OPTIONS: Readonly<ReadOnlyQueryOptions> = { timeoutMs: 10_000, maxRows: 10_000 };

/** Fills in the defaults and rejects values that would otherwise end up inside SQL text. */
export function resolveQueryOptions(options: Partial<ReadOnlyQueryOptions> = {}): ReadOnlyQueryOptions {
  const resolved = { ...DEFAULT_QUERY_OPTIONS, ...options };
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
  return resolved;
}

/** The statement without trailing semicolons or blanks, ready to be embedded in a wrapper. */
export function trimStatement(sql: string): string {
  return sql.trim().replace(/[\s;]+$/, '');
}

export function toNumber(text: string): number {
  return Number(text);
}

/** '2020-01-02 03:04:05.5' → '2020-01-02T03:04:05.5'; values out of ISO's range ('infinity', BC) stay as they are. */
export function isoTimestamp(text: string): string {
  return /^\d{4}-\d{2}-\d{2} /.test(text) ? text.replace(' ', 'T') : text;
}

/** A UTC timestamp as the database prints it ('… 03:04:05+00') → '…T03:04:05Z'. */
export function isoUtcTimestamp(text: string): string {
  return isoTimestamp(text).replace(/\+00(:00)?$/, 'Z');
}

/** Rows keyed by column name, for trusted queries of our own whose column names are distinct. */
export function rowsAsObjects<Row>(result: QueryResult): Row[] {
  return result.rows.map((row) => Object.fromEntries(result.columns.map((column, i) => [column.name, row[i]])) as Row);
}
