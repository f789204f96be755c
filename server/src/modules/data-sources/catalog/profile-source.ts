/**
 * Profiles a source's tables into catalog tables and infers how they join. Per table: one aggregate pass for the row
 * count and every column's distinct count, null count, min and max, then one small query per low-cardinality column
 * for its values. Trusted SQL of our own, run through the connection.
 */
import type { IntrospectedColumn, IntrospectedTable, SourceIntrospection } from '../connections/introspect';
import type { SourceConnection } from '../connections/source-connection';
import { type CatalogColumn, type CatalogTable, type JoinKey, LOW_CARDINALITY_LIMIT } from './catalog';
import { inferJoins } from './infer-joins';
import { isOwnKeyName } from './key-names';
import { type ColumnRef, type ColumnStats, ProfileSql } from './profile-sql';

export interface ProfileOptions {
  /** Columns with at most this many distinct values keep them (default LOW_CARDINALITY_LIMIT). */
  lowCardinalityLimit?: number;
  /** The time limit of each profiling query (default 2 minutes: a full scan of a large table). */
  timeoutMs?: number;
}

export interface SourceProfile {
  tables: CatalogTable[];
  joins: JoinKey[];
}

/** Integer columns keep their values only when they have this few: codes and ratings, not quantities. */
const FEW_INTEGER_VALUES = 20;
const DEFAULT_TIMEOUT_MS = 120_000;

interface Profiler {
  connection: SourceConnection;
  sql: ProfileSql;
  limit: number;
  timeoutMs: number;
}

/** The declared primary key, else the one unique, non-null column named like the table's own key. */
function primaryKeyColumns(table: IntrospectedTable, stats: readonly ColumnStats[], rowCount: number): Set<string> {
  const declared = table.columns.filter((column) => column.primaryKey).map((column) => column.name);
  if (declared.length > 0) return new Set(declared);
  const inferred = table.columns.find(
    (column, i) =>
      rowCount > 0 && stats[i]?.nonNullCount === rowCount && stats[i]?.distinctCount === rowCount && isOwnKeyName(column.name, table.name),
  );
  return new Set(inferred ? [inferred.name] : []);
}

function keepsValues(column: CatalogColumn, limit: number): boolean {
  if (column.distinctCount === 0 || column.distinctCount > limit) return false;
  if (column.type === 'text' || column.type === 'boolean') return true;
  return column.type === 'integer' && column.distinctCount <= FEW_INTEGER_VALUES && !column.isPrimaryKey;
}

const collator = new Intl.Collator('en');

async function readValues(profiler: Profiler, table: string, column: CatalogColumn): Promise<string[]> {
  const { rows } = await profiler.connection.query(profiler.sql.distinctValues(table, column, profiler.limit), [], {
    timeoutMs: profiler.timeoutMs,
    maxRows: profiler.limit,
  });
  const values = rows.map(([value]) => value);
  if (column.type === 'integer') return (values as number[]).sort((a, b) => a - b).map(String);
  return values.map(String).sort(collator.compare);
}

function catalogColumn(column: IntrospectedColumn, stats: ColumnStats, rowCount: number, isPrimaryKey: boolean): CatalogColumn {
  return {
    name: column.name,
    type: column.type,
    nullable: column.nullable,
    distinctCount: stats.distinctCount,
    nullCount: rowCount - stats.nonNullCount,
    ...(stats.min !== undefined && { min: stats.min }),
    ...(stats.max !== undefined && { max: stats.max }),
    isPrimaryKey,
  };
}

interface ProfiledTable {
  table: CatalogTable;
  /** The longest value of each text column, for telling codes from prose. */
  textLengths: Map<string, number>;
}

async function profileTable(profiler: Profiler, table: IntrospectedTable): Promise<ProfiledTable> {
  const { connection, sql, timeoutMs } = profiler;
  const { rows } = await connection.query(sql.aggregate(table.name, table.columns), [], { timeoutMs, maxRows: 1 });
  const { rowCount, stats } = sql.readAggregate(rows[0] ?? [], table.columns);
  const keys = primaryKeyColumns(table, stats, rowCount);
  const columns: CatalogColumn[] = [];
  const textLengths = new Map<string, number>();
  for (const [i, introspected] of table.columns.entries()) {
    const columnStats = stats[i] ?? { distinctCount: 0, nonNullCount: 0 };
    const column = catalogColumn(introspected, columnStats, rowCount, keys.has(introspected.name));
    if (keepsValues(column, profiler.limit)) column.values = await readValues(profiler, table.name, column);
    if (columnStats.maxLength !== undefined) textLengths.set(column.name, columnStats.maxLength);
    columns.push(column);
  }
  return { table: { schema: table.schema, name: table.name, rowCount, columns }, textLengths };
}

export async function profileSource(
  connection: SourceConnection,
  introspection: SourceIntrospection,
  options: ProfileOptions = {},
): Promise<SourceProfile> {
  const sql = new ProfileSql(connection.dialect, introspection.schema);
  const profiler: Profiler = {
    connection,
    sql,
    limit: options.lowCardinalityLimit ?? LOW_CARDINALITY_LIMIT,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  // One table at a time: profiling scans whole tables, and the database serves questions meanwhile.
  const profiled: ProfiledTable[] = [];
  for (const table of introspection.tables) profiled.push(await profileTable(profiler, table));

  const tables = profiled.map((entry) => entry.table);
  const textLengths = new Map(profiled.map((entry) => [entry.table.name, entry.textLengths]));
  const joins = await inferJoins(tables, introspection.foreignKeys, {
    maxTextLength: (ref: ColumnRef) => textLengths.get(ref.table)?.get(ref.column),
    containedCount: async (from: ColumnRef, to: ColumnRef) => {
      const { rows } = await connection.query(sql.containedCount(from, to), [], { timeoutMs: profiler.timeoutMs, maxRows: 1 });
      return Number(rows[0]?.[0] ?? 0);
    },
  });
  return { tables, joins };
}
