/**
 * Reads what a source's schemas declare: their base tables, their columns, types and nullability, primary keys and
 * foreign keys. The queries read the system catalogs, so they are run through the connection as trusted SQL rather
 * than through the engine's checks for user SQL. Only tables the login may read are listed.
 *
 * An uploaded source and a MySQL database are one schema: the connection's. A live PostgreSQL database is read whole
 * (every schema but the system's), since its tables are often spread over schemas such as `hr` and `sales`.
 */
import type { ColumnType } from '../import/type-inference';
import { rowsAsObjects } from './result-values';
import type { SourceConnection } from './source-connection';

export interface IntrospectedColumn {
  name: string;
  type: ColumnType;
  /** The database's own name for the type, e.g. 'numeric(10,2)' or 'tinyint(1)'. */
  nativeType: string;
  nullable: boolean;
  /** Part of the declared primary key. */
  primaryKey: boolean;
  /** The database's own comment on it (COMMENT ON COLUMN), when it has one. */
  comment?: string;
}

export interface IntrospectedTable {
  schema: string;
  name: string;
  columns: IntrospectedColumn[];
  /** The database's own comment on it (COMMENT ON TABLE), when it has one. */
  comment?: string;
}

/** A declared foreign key between two of the tables read; `fromColumns[i]` references `toColumns[i]`. */
export interface ForeignKey {
  fromSchema: string;
  fromTable: string;
  fromColumns: string[];
  toSchema: string;
  toTable: string;
  toColumns: string[];
}

export interface SourceIntrospection {
  /** The connection's schema: where unqualified names resolve. The tables may live in others too. */
  schema: string;
  tables: IntrospectedTable[];
  foreignKeys: ForeignKey[];
}

export interface IntrospectOptions {
  /**
   * Read every schema the login may use rather than the connection's alone (PostgreSQL only). Defaults to what the
   * connection says (see SourceConnection.allSchemas): true for a live database, false for an upload.
   */
  allSchemas?: boolean;
}

const OPTIONAL_SIZE = String.raw`(\(\d+(,\s*\d+)?\))?`;
const MYSQL_MODIFIERS = String.raw`( unsigned| signed| zerofill)*`;

/** Checked in order: MySQL's BOOLEAN is tinyint(1), which must win over the other integer types. */
const NATIVE_TYPES: readonly [RegExp, ColumnType][] = [
  [new RegExp(String.raw`^(bool|boolean|tinyint\(1\)${MYSQL_MODIFIERS})$`), 'boolean'],
  [new RegExp(`^(tinyint|smallint|mediumint|int|integer|bigint|year)${OPTIONAL_SIZE}${MYSQL_MODIFIERS}$`), 'integer'],
  [new RegExp(`^(decimal|numeric|float|double|double precision|real)${OPTIONAL_SIZE}${MYSQL_MODIFIERS}$`), 'numeric'],
  [/^date$/, 'date'],
  [new RegExp(`^(datetime|timestamp)${OPTIONAL_SIZE}( with(out)? time zone)?$`), 'timestamp'],
];

/** A native type name of either dialect as a column type; arrays, JSON, enums, intervals and the like are text. */
export function columnTypeOf(nativeType: string): ColumnType {
  const name = nativeType.trim().toLowerCase();
  return NATIVE_TYPES.find(([pattern]) => pattern.test(name))?.[1] ?? 'text';
}

interface ColumnRow {
  table_schema: string;
  table_name: string;
  column_name: string;
  native_type: string;
  nullable: boolean | number;
  primary_key: boolean | number;
  table_comment: string | null;
  column_comment: string | null;
}

interface ForeignKeyRow {
  constraint_name: string;
  from_schema: string;
  from_table: string;
  from_column: string;
  to_schema: string;
  to_table: string;
  to_column: string;
}

/**
 * Which schemas a PostgreSQL query reads: `$1` alone, or every schema the login may use but the system's
 * (pg_catalog, information_schema, pg_toast and the temporary ones: user schemas cannot start with pg_).
 */
function postgresSchemas(column: string, allSchemas: boolean): string {
  return allSchemas
    ? `${column}.nspname NOT LIKE 'pg\\_%' AND ${column}.nspname <> 'information_schema' AND has_schema_privilege(${column}.oid, 'USAGE')`
    : `${column}.nspname = $1`;
}

/** Domains are read as their base type, so a domain over integer is an integer. */
const postgresColumns = (allSchemas: boolean) => `
  SELECT n.nspname AS table_schema, c.relname AS table_name, a.attname AS column_name,
    format_type(COALESCE(NULLIF(t.typbasetype, 0), a.atttypid), CASE WHEN t.typtype = 'd' THEN t.typtypmod ELSE a.atttypmod END) AS native_type,
    NOT a.attnotnull AS nullable, COALESCE(a.attnum = ANY (pk.conkey), false) AS primary_key,
    obj_description(c.oid, 'pg_class') AS table_comment, col_description(c.oid, a.attnum) AS column_comment
  FROM pg_catalog.pg_class c
  JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
  LEFT JOIN pg_catalog.pg_constraint pk ON pk.conrelid = c.oid AND pk.contype = 'p'
  WHERE ${postgresSchemas('n', allSchemas)} AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND has_table_privilege(c.oid, 'SELECT')
  ORDER BY n.nspname, c.relname, a.attnum`;

/** Keys whose ends are both read; those to tables the login cannot read are dropped later. */
const postgresForeignKeys = (allSchemas: boolean) => `
  SELECT k.conname AS constraint_name, sn.nspname AS from_schema, src.relname AS from_table, sa.attname AS from_column,
    dn.nspname AS to_schema, dst.relname AS to_table, da.attname AS to_column
  FROM pg_catalog.pg_constraint k
  JOIN pg_catalog.pg_class src ON src.oid = k.conrelid
  JOIN pg_catalog.pg_namespace sn ON sn.oid = src.relnamespace
  JOIN pg_catalog.pg_class dst ON dst.oid = k.confrelid
  JOIN pg_catalog.pg_namespace dn ON dn.oid = dst.relnamespace
  CROSS JOIN LATERAL unnest(k.conkey, k.confkey) WITH ORDINALITY AS pair(from_attnum, to_attnum, position)
  JOIN pg_catalog.pg_attribute sa ON sa.attrelid = k.conrelid AND sa.attnum = pair.from_attnum
  JOIN pg_catalog.pg_attribute da ON da.attrelid = k.confrelid AND da.attnum = pair.to_attnum
  WHERE k.contype = 'f' AND ${postgresSchemas('sn', allSchemas)} AND ${postgresSchemas('dn', allSchemas)}
  ORDER BY sn.nspname, src.relname, k.conname, pair.position`;

const MYSQL_COLUMNS = `
  SELECT c.table_schema AS table_schema, c.table_name AS table_name, c.column_name AS column_name, c.column_type AS native_type,
    c.is_nullable = 'YES' AS nullable, c.column_key = 'PRI' AS primary_key,
    NULLIF(t.table_comment, '') AS table_comment, NULLIF(c.column_comment, '') AS column_comment
  FROM information_schema.columns c
  JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
  WHERE c.table_schema = ? AND t.table_type = 'BASE TABLE'
  ORDER BY c.table_name, c.ordinal_position`;

const MYSQL_FOREIGN_KEYS = `
  SELECT constraint_name AS constraint_name, table_schema AS from_schema, table_name AS from_table,
    column_name AS from_column, referenced_table_schema AS to_schema, referenced_table_name AS to_table,
    referenced_column_name AS to_column
  FROM information_schema.key_column_usage
  WHERE table_schema = ? AND referenced_table_schema = ? AND referenced_table_name IS NOT NULL
  ORDER BY table_name, constraint_name, ordinal_position`;

/** Catalog reads may be slow on a large schema, and its column list long. */
const CATALOG_QUERY = { timeoutMs: 30_000, maxRows: 1_000_000 };

async function readCatalog(connection: SourceConnection, allSchemas: boolean): Promise<{ columns: ColumnRow[]; keys: ForeignKeyRow[] }> {
  const schema = connection.schema;
  const [columns, keys] =
    connection.dialect === 'postgres'
      ? await Promise.all([
          connection.query(postgresColumns(allSchemas), allSchemas ? [] : [schema], CATALOG_QUERY),
          connection.query(postgresForeignKeys(allSchemas), allSchemas ? [] : [schema], CATALOG_QUERY),
        ])
      : await Promise.all([
          connection.query(MYSQL_COLUMNS, [schema], CATALOG_QUERY),
          connection.query(MYSQL_FOREIGN_KEYS, [schema, schema], CATALOG_QUERY),
        ]);
  return { columns: rowsAsObjects<ColumnRow>(columns), keys: rowsAsObjects<ForeignKeyRow>(keys) };
}

/** A comment as text, or nothing for none or only spaces. */
function commentOf(value: string | null | undefined): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
}

const tableKey = (schema: string, name: string): string => `${schema}\u0000${name}`;

function groupTables(rows: readonly ColumnRow[]): IntrospectedTable[] {
  const tables = new Map<string, IntrospectedTable>();
  for (const row of rows) {
    const key = tableKey(row.table_schema, row.table_name);
    let table = tables.get(key);
    if (!table) {
      const comment = commentOf(row.table_comment);
      tables.set(key, (table = { schema: row.table_schema, name: row.table_name, columns: [], ...(comment && { comment }) }));
    }
    const comment = commentOf(row.column_comment);
    table.columns.push({
      name: row.column_name,
      type: columnTypeOf(row.native_type),
      nativeType: row.native_type,
      nullable: Boolean(row.nullable),
      primaryKey: Boolean(row.primary_key),
      ...(comment && { comment }),
    });
  }
  return [...tables.values()];
}

/** One entry per constraint, its column pairs in order; keys to tables the login cannot read are dropped. */
function groupForeignKeys(rows: readonly ForeignKeyRow[], tables: readonly IntrospectedTable[]): ForeignKey[] {
  const readable = new Set(tables.map((table) => tableKey(table.schema, table.name)));
  const keys = new Map<string, ForeignKey>();
  for (const row of rows) {
    if (!readable.has(tableKey(row.from_schema, row.from_table)) || !readable.has(tableKey(row.to_schema, row.to_table))) continue;
    const id = `${tableKey(row.from_schema, row.from_table)}\u0000${row.constraint_name}`;
    let key = keys.get(id);
    if (!key) {
      key = { fromSchema: row.from_schema, fromTable: row.from_table, fromColumns: [], toSchema: row.to_schema, toTable: row.to_table, toColumns: [] };
      keys.set(id, key);
    }
    key.fromColumns.push(row.from_column);
    key.toColumns.push(row.to_column);
  }
  return [...keys.values()];
}

export async function introspect(connection: SourceConnection, options: IntrospectOptions = {}): Promise<SourceIntrospection> {
  const allSchemas = connection.dialect === 'postgres' && (options.allSchemas ?? connection.allSchemas ?? false);
  const { columns, keys } = await readCatalog(connection, allSchemas);
  const tables = groupTables(columns);
  return { schema: connection.schema, tables, foreignKeys: groupForeignKeys(keys, tables) };
}
