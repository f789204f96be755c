/** The SQL that profiling runs, in either dialect. Only names from the schema's own catalog are put in it, quoted. */
import type { ColumnType, Dialect } from './catalog';

export interface ColumnRef {
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

export class ProfileSql {
  constructor(
    private readonly dialect: Dialect,
    private readonly schema: string,
  ) {}

  quote(name: string): string {
    return this.dialect === 'postgres' ? `"${name.replace(/"/g, '""')}"` : `\`${name.replace(/`/g, '``')}\``;
  }

  table(name: string): string {
    return `${this.quote(this.schema)}.${this.quote(name)}`;
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
  aggregate(table: string, columns: readonly { name: string; type: ColumnType }[]): string {
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

  /** Every distinct non-null value, at most `limit`, as text (sorted by the caller). */
  distinctValues(table: string, column: { name: string; type: ColumnType }, limit: number): string {
    const value = this.value(column);
    return `SELECT DISTINCT ${value} FROM ${this.table(table)} WHERE ${value} IS NOT NULL LIMIT ${limit}`;
  }

  /** How many distinct values of `from` are found in `to`. */
  containedCount(from: ColumnRef, to: ColumnRef): string {
    const fromValue = this.value({ name: from.column, type: from.type });
    const toValue = this.value({ name: to.column, type: to.type });
    return (
      `SELECT count(*) FROM (SELECT DISTINCT ${fromValue} AS v FROM ${this.table(from.table)} WHERE ${fromValue} IS NOT NULL) d ` +
      `WHERE d.v IN (SELECT ${toValue} FROM ${this.table(to.table)})`
    );
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
