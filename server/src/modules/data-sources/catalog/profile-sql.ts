/** The SQL that profiling runs, in either dialect. Only names from the database's own catalog are put in it, quoted. */
import type { ColumnType, Dialect } from './catalog';

/** A table as the database names it: its schema (Postgres) or database (MySQL), and its name. */
export interface TableRef {
  schema: string;
  name: string;
}

export interface ColumnRef {
  schema: string;
  table: string;
  column: string;
  type: ColumnType;
}

/** Column types whose min and max the catalog keeps. */
export const ORDERED_TYPES: ReadonlySet<ColumnType> = new Set(['integer', 'numeric', 'date', 'timestamp']);

/** The statistics the aggregate pass gives for one column. */
export interface ColumnStats {
  distinctCount: number;
  nonNullCount: number;
  min?: number | string;
  max?: number | string;
  /** Text columns only: the longest value, in characters. */
  maxLength?: number;
}

/** Text columns that keep no values keep this many samples, read from this many of their first rows. */
export const SAMPLE_COUNT = 20;
const SAMPLE_ROWS = 1000;

export class ProfileSql {
  constructor(private readonly dialect: Dialect) {}

  quote(name: string): string {
    return this.dialect === 'postgres' ? `"${name.replace(/"/g, '""')}"` : `\`${name.replace(/`/g, '``')}\``;
  }

  /** Every table is named with its own schema: a source may span several. */
  table(table: TableRef): string {
    return `${this.quote(table.schema)}.${this.quote(table.name)}`;
  }

  /**
   * A column as compared and counted. Postgres reads text-typed columns as text, since some (json) have no equality,
   * in the "C" collation: equality is the same as in any deterministic collation, and sorting for DISTINCT is several
   * times faster.
   */
  value(column: { name: string; type: ColumnType }): string {
    const quoted = this.quote(column.name);
    return this.dialect === 'postgres' && column.type === 'text' ? `${quoted}::text COLLATE "C"` : quoted;
  }

  /**
   * One pass over the table for its row count and every column's statistics. The result is one row: the count, then
   * each column's expressions in the order of {@link columnExpressions}; read it with {@link readAggregate}.
   */
  aggregate(table: TableRef, columns: readonly { name: string; type: ColumnType }[]): string {
    return `SELECT count(*), ${columns.flatMap((column) => this.columnExpressions(column)).join(', ')} FROM ${this.table(table)}`;
  }

  readAggregate(row: readonly unknown[], columns: readonly { type: ColumnType }[]): { rowCount: number; stats: ColumnStats[] } {
    let i = 1;
    const next = (): unknown => row[i++];
    const stats = columns.map(({ type }): ColumnStats => {
      const stat: ColumnStats = { distinctCount: Number(next()), nonNullCount: Number(next()) };
      if (ORDERED_TYPES.has(type)) {
        stat.min = (next() as number | string | null) ?? undefined;
        stat.max = (next() as number | string | null) ?? undefined;
      }
      if (type === 'text') stat.maxLength = Number(next() ?? 0);
      return stat;
    });
    return { rowCount: Number(row[0]), stats };
  }

  /** The rows of a few columns, at most `limit`, for a small table read whole. */
  rows(table: TableRef, columns: readonly string[], limit: number): string {
    return `SELECT ${columns.map((column) => this.quote(column)).join(', ')} FROM ${this.table(table)} LIMIT ${limit}`;
  }

  /** Every distinct non-null value, at most `limit`, as text (sorted by the caller). */
  distinctValues(table: TableRef, column: { name: string; type: ColumnType }, limit: number): string {
    const value = this.value(column);
    return `SELECT DISTINCT ${value} FROM ${this.table(table)} WHERE ${value} IS NOT NULL LIMIT ${limit}`;
  }

  /**
   * A few distinct non-null values of a column with many, from its first rows only: a sample, not a scan of a large
   * table.
   */
  sampleValues(table: TableRef, column: { name: string; type: ColumnType }): string {
    const value = this.value(column);
    return (
      `SELECT DISTINCT v FROM (SELECT ${value} AS v FROM ${this.table(table)} WHERE ${value} IS NOT NULL LIMIT ${SAMPLE_ROWS}) s ` +
      `LIMIT ${SAMPLE_COUNT}`
    );
  }

  /** How many distinct values of `from` are found in `to`. */
  containedCount(from: ColumnRef, to: ColumnRef): string {
    const fromValue = this.value({ name: from.column, type: from.type });
    const toValue = this.value({ name: to.column, type: to.type });
    const fromTable = this.table({ schema: from.schema, name: from.table });
    const toTable = this.table({ schema: to.schema, name: to.table });
    return (
      `SELECT count(*) FROM (SELECT DISTINCT ${fromValue} AS v FROM ${fromTable} WHERE ${fromValue} IS NOT NULL) d ` +
      `WHERE d.v IN (SELECT ${toValue} FROM ${toTable})`
    );
  }

  /** How many of `count` given values (parameters, as text) `to` holds. */
  foundCount(to: ColumnRef, count: number): string {
    const toValue = this.value({ name: to.column, type: to.type });
    const params = Array.from({ length: count }, (_, i) => (this.dialect === 'postgres' ? `$${i + 1}` : '?')).join(', ');
    return `SELECT count(DISTINCT ${toValue}) FROM ${this.table({ schema: to.schema, name: to.table })} WHERE ${toValue} IN (${params})`;
  }

  private columnExpressions(column: { name: string; type: ColumnType }): string[] {
    const value = this.value(column);
    const quoted = this.quote(column.name);
    const expressions = [`count(DISTINCT ${value})`, `count(${quoted})`];
    if (ORDERED_TYPES.has(column.type)) expressions.push(`min(${quoted})`, `max(${quoted})`);
    if (column.type === 'text') expressions.push(`max(${this.dialect === 'postgres' ? 'length' : 'char_length'}(${value}))`);
    return expressions;
  }
}
