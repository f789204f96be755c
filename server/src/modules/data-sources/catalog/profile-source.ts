/**
 * Profiles a source's tables into catalog tables and infers how they join. Per table: one aggregate pass for the row
 * count and every column's distinct count, null count, min, max and longest text, then one small query per
 * low-cardinality column for its values, and per other text column for a few samples. Trusted SQL of our own, run
 * through the connection; every table is named with its own schema.
 */
import type { IntrospectedColumn, IntrospectedTable, SourceIntrospection } from '../connections/introspect';
import type { SourceConnection } from '../connections/source-connection';
import { type CatalogColumn, type CatalogTable, type CodeRow, type JoinKey, LOW_CARDINALITY_LIMIT } from './catalog';
import { inferJoins } from './infer-joins';
import { isOwnKeyName } from './key-names';
import { type ColumnRef, type ColumnStats, ProfileSql, SAMPLE_COUNT, type TableRef } from './profile-sql';

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
/** A shared code table is small: every kind of code a package keeps, a few of each. */
const MAX_CODE_ROWS = 1000;
/** Samples show what a column holds; a long text is cut to this many characters, which is enough to tell. */
const MAX_SAMPLE_LENGTH = 200;

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

async function readValues(profiler: Profiler, table: TableRef, column: CatalogColumn): Promise<string[]> {
  const { rows } = await profiler.connection.query(profiler.sql.distinctValues(table, column, profiler.limit), [], {
    timeoutMs: profiler.timeoutMs,
    maxRows: profiler.limit,
  });
  const values = rows.map(([value]) => value);
  if (column.type === 'integer') return (values as number[]).sort((a, b) => a - b).map(String);
  return values.map(String).sort(collator.compare);
}

/** A few distinct values of a text column that keeps none, so that dates, money and codes kept as text show. */
async function readSamples(profiler: Profiler, table: TableRef, column: CatalogColumn): Promise<string[]> {
  const { rows } = await profiler.connection.query(profiler.sql.sampleValues(table, column), [], {
    timeoutMs: profiler.timeoutMs,
    maxRows: SAMPLE_COUNT,
  });
  return rows.map(([value]) => String(value).slice(0, MAX_SAMPLE_LENGTH)).sort(collator.compare);
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
    isUnique: rowCount > 0 && stats.nonNullCount === rowCount && stats.distinctCount === rowCount,
    ...(stats.maxLength !== undefined && { maxLength: stats.maxLength }),
    ...(column.comment !== undefined && { comment: column.comment }),
  };
}

async function profileTable(profiler: Profiler, table: IntrospectedTable): Promise<CatalogTable> {
  const { connection, sql, timeoutMs } = profiler;
  const { rows } = await connection.query(sql.aggregate(table, table.columns), [], { timeoutMs, maxRows: 1 });
  const { rowCount, stats } = sql.readAggregate(rows[0] ?? [], table.columns);
  const keys = primaryKeyColumns(table, stats, rowCount);
  const columns: CatalogColumn[] = [];
  for (const [i, introspected] of table.columns.entries()) {
    const columnStats = stats[i] ?? { distinctCount: 0, nonNullCount: 0 };
    const column = catalogColumn(introspected, columnStats, rowCount, keys.has(introspected.name));
    if (keepsValues(column, profiler.limit)) column.values = await readValues(profiler, table, column);
    else if (column.type === 'text' && column.distinctCount > 0) column.samples = await readSamples(profiler, table, column);
    columns.push(column);
  }
  const codes = await readCodeRows(profiler, table, columns, rowCount);
  return { schema: table.schema, name: table.name, rowCount, columns, ...(table.comment !== undefined && { comment: table.comment }), ...(codes && { codes }) };
}

/**
 * The rows of a shared code table: a primary key of two text columns, the kind of code (fewer distinct values) and
 * the code, beside the longest text that says what each means ('cd_grp', 'cd', 'cd_desc'; a sort order or an active
 * flag may sit beside them). Other tables' code columns are read through it.
 */
async function readCodeRows(profiler: Profiler, table: TableRef, columns: readonly CatalogColumn[], rowCount: number): Promise<CodeRow[] | undefined> {
  const keys = columns.filter((column) => column.isPrimaryKey);
  if (rowCount === 0 || rowCount > MAX_CODE_ROWS || keys.length !== 2 || columns.length > 6 || keys.some((column) => column.type !== 'text')) return undefined;
  const [group, code] = [...keys].sort((a, b) => a.distinctCount - b.distinctCount);
  const [description] = columns.filter((column) => !column.isPrimaryKey && column.type === 'text').sort((a, b) => (b.maxLength ?? 0) - (a.maxLength ?? 0));
  if (!group || !code || !description || group.distinctCount >= code.distinctCount || group.distinctCount < 2) return undefined;
  if ((description.maxLength ?? 0) <= (code.maxLength ?? 0)) return undefined;
  const { rows } = await profiler.connection.query(profiler.sql.rows(table, [group.name, code.name, description.name], MAX_CODE_ROWS), [], {
    timeoutMs: profiler.timeoutMs,
    maxRows: MAX_CODE_ROWS,
  });
  return rows.filter((row) => row.every((value) => value !== null)).map(([g, c, d]) => ({ group: String(g), code: String(c), description: String(d) }));
}

/** Tables whose name another schema's table shares are known by `<schema>.<name>` (see CatalogTable.id). */
export function withTableIds(tables: readonly CatalogTable[]): CatalogTable[] {
  const counts = new Map<string, number>();
  for (const table of tables) counts.set(table.name, (counts.get(table.name) ?? 0) + 1);
  return tables.map((table) => ((counts.get(table.name) ?? 0) > 1 ? { ...table, id: `${table.schema}.${table.name}` } : table));
}

export async function profileSource(
  connection: SourceConnection,
  introspection: SourceIntrospection,
  options: ProfileOptions = {},
): Promise<SourceProfile> {
  const sql = new ProfileSql(connection.dialect);
  const profiler: Profiler = {
    connection,
    sql,
    limit: options.lowCardinalityLimit ?? LOW_CARDINALITY_LIMIT,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  // One table at a time: profiling scans whole tables, and the database serves questions meanwhile.
  const profiled: CatalogTable[] = [];
  for (const table of introspection.tables) profiled.push(await profileTable(profiler, table));

  const tables = withTableIds(profiled);
  const joins = await inferJoins(tables, introspection.foreignKeys, {
    containedCount: async (from: ColumnRef, to: ColumnRef) => {
      const { rows } = await connection.query(sql.containedCount(from, to), [], { timeoutMs: profiler.timeoutMs, maxRows: 1 });
      return Number(rows[0]?.[0] ?? 0);
    },
    foundCount: async (to: ColumnRef, values: readonly string[]) => {
      const { rows } = await connection.query(sql.foundCount(to, values.length), values, { timeoutMs: profiler.timeoutMs, maxRows: 1 });
      return Number(rows[0]?.[0] ?? 0);
    },
  });
  return { tables, joins };
}
