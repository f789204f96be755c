/**
 * The catalog: what the ask engine knows about one data source, in the engine's own terms. The data-sources feature
 * fills it by profiling a source's tables and adds the user's descriptions, synonyms and metrics; the engine reads
 * nothing else about a source. Plain data, so it can be stored as JSON and handed to the engine without a database.
 */

/** The SQL dialect a source is queried in. Uploaded and synced sources live in the app's PostgreSQL. */
export type Dialect = 'postgres' | 'mysql';

export type ColumnType = 'integer' | 'numeric' | 'boolean' | 'date' | 'timestamp' | 'text';

/** What a table or column is said to be: its description, or failing one the database's own comment. */
export function describedAs(item: { description?: string; comment?: string }): string | undefined {
  return item.description ?? item.comment;
}

export interface CatalogColumn {
  name: string;
  type: ColumnType;
  nullable: boolean;
  /** From a data dictionary or the user. */
  description?: string;
  /**
   * The database's own comment on the column (a developer's note): given to the LLM and read for the units it names
   * ('in thousands'), never as the column's name; a description, when there is one, is read instead.
   */
  comment?: string;
  /** How many distinct non-null values the column has. */
  distinctCount: number;
  nullCount: number;
  /** Every distinct value, as text, when there are at most LOW_CARDINALITY_LIMIT of them (for value matching). */
  values?: string[];
  /** For numeric, date and timestamp columns: numbers as numbers, dates as ISO strings. */
  min?: number | string;
  max?: number | string;
  /** Part of the table's primary key (declared, or unique and non-null and named like a key). */
  isPrimaryKey: boolean;
  /** Unique and never null, whether or not it is the key. */
  isUnique?: boolean;
  /** For text columns: the longest value, in characters (codes and names are short, prose is long). */
  maxLength?: number;
  /** For text columns that keep no `values`: a few of their distinct values, to tell what they hold (dates as text,
   * money as text, codes). */
  samples?: string[];
}

export interface CatalogTable {
  /** The schema (PostgreSQL) or database (MySQL) the table lives in. */
  schema: string;
  /** The table's name in the database; unique within the catalog unless `id` says otherwise. */
  name: string;
  /**
   * The table's name within the catalog when two schemas hold tables of the same name ('sales.orders' and
   * 'archive.orders'); plans and joins refer to tables by it. Absent when `name` is unique.
   */
  id?: string;
  rowCount: number;
  description?: string;
  /** The database's own comment on the table; a description, when there is one, is read instead. */
  comment?: string;
  columns: CatalogColumn[];
  /**
   * The rows of a shared code table, one table of every kind of code a package keeps (`cd_grp`, `cd`, `cd_desc`:
   * OSTAT X 'cancelled'): what the codes of other tables' columns mean. Absent for any other table.
   */
  codes?: CodeRow[];
}

/** One row of a shared code table: the kind of code (a group), the code, and what it means. */
export interface CodeRow {
  group: string;
  code: string;
  description: string;
}

/** A way to join two tables: `from.fromColumn = to.toColumn`, many-to-one from `from` to `to` (or one-to-one). */
export interface JoinKey {
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
  /**
   * How it was found: a declared foreign key, the same key name, the values of one column contained in another's
   * unique column, or a name that relates to the other table.
   */
  origin: 'foreign_key' | 'name' | 'overlap';
}

/** A user's word for a table or a column: 'deal' → sales_pipeline, 'revenue' → sales_pipeline.close_value. */
export interface Synonym {
  id?: number;
  term: string;
  table: string;
  column?: string;
}

/** A user-defined measure: `revenue = sum(unit_price*quantity*(1-discount))` on order_details. */
export interface MetricDefinition {
  id?: number;
  name: string;
  table: string;
  /** An aggregate SQL expression over the table's columns. */
  expression: string;
  description?: string;
}

export interface Catalog {
  sourceId: number;
  sourceName: string;
  dialect: Dialect;
  /**
   * Where unqualified table names resolve when the source's queries run (the connection's search path or database).
   * Tables in other schemas are named with their schema.
   */
  defaultSchema?: string;
  tables: CatalogTable[];
  joins: JoinKey[];
  synonyms: Synonym[];
  metrics: MetricDefinition[];
  /** Values of columns that keep none here, found by looking up a question's names in the source; never stored. */
  foundValues?: FoundValue[];
}

/** A value of a column too varied to keep its values ('Tuna Helper' among 1,900 boat names). */
export interface FoundValue {
  table: string;
  column: string;
  value: string;
}

/** A column keeps its distinct values in the catalog when it has at most this many. */
export const LOW_CARDINALITY_LIMIT = 200;

/**
 * The names in a metric's expression: a quoted, backticked or bare word that is not a function called. Global, for
 * `replace` and `matchAll`, which do not share its position.
 */
export const EXPRESSION_NAME = /"([^"]+)"|`([^`]+)`|\b([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*\()/g;

/** The name plans and joins use for a table. */
export function tableId(table: CatalogTable): string {
  return table.id ?? table.name;
}
