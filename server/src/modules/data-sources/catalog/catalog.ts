/**
 * The catalog: what the ask engine knows about one data source. It is built by profiling the source's tables
 * (see profile-source.ts) and enriched with the user's descriptions, synonyms and metrics. Plain data, so it can be
 * stored as JSON and handed to the engine without a database.
 */
import type { ColumnType } from '../import/type-inference';

export type { ColumnType };

/** The SQL dialect a source is queried in. Uploaded sources live in the app's PostgreSQL. */
export type Dialect = 'postgres' | 'mysql';

export interface CatalogColumn {
  name: string;
  type: ColumnType;
  nullable: boolean;
  /** From a data dictionary or the user. */
  description?: string;
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
}

export interface CatalogTable {
  /** The schema (Postgres) or database (MySQL) the table lives in. */
  schema: string;
  name: string;
  rowCount: number;
  description?: string;
  columns: CatalogColumn[];
}

/** A way to join two tables: `from.fromColumn = to.toColumn`, usually many-to-one from `from` to `to`. */
export interface JoinKey {
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
  /** How it was found: a declared foreign key, the same key name, or overlapping values. */
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
  tables: CatalogTable[];
  joins: JoinKey[];
  synonyms: Synonym[];
  metrics: MetricDefinition[];
}

/** A column keeps its distinct values in the catalog when it has at most this many. */
export const LOW_CARDINALITY_LIMIT = 200;
