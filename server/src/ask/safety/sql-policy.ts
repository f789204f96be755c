import type { Dialect } from '../catalog/catalog';

export interface PolicyTable {
  /** The schema (Postgres) or database (MySQL) the table lives in; the policy's `schema` when absent. */
  schema?: string;
  name: string;
  columns: string[];
}

/** What one query may read: the catalog tables of one source, where they live, and how many rows come back. */
export interface SqlPolicy {
  dialect: Dialect;
  /**
   * The default schema (Postgres) or database (MySQL): the schema of tables that name none, and where a query's
   * unqualified table names look first. A name found in no table there means the only catalog table of that name in
   * another schema. Queries may name a table's schema or leave it out.
   */
  schema: string;
  tables: PolicyTable[];
  /** Rows the runner returns; the query itself is limited to one more, so a cut result can be told apart. */
  maxRows: number;
}

export interface ValidatedSql {
  /** The statement as it will run: printed from the checked syntax tree, catalog tables schema-qualified, limited. */
  sql: string;
  /** The catalog tables it reads, in order of first mention: by name, or `schema.name` where schemas share the name. */
  tables: string[];
}

