import type { Dialect } from '../../modules/data-sources/catalog/catalog';

export interface PolicyTable {
  name: string;
  columns: string[];
}

/** What one query may read: the catalog tables of one source, where they live, and how many rows come back. */
export interface SqlPolicy {
  dialect: Dialect;
  /** The schema (Postgres) or database (MySQL) of the tables. Queries may name it or leave it out. */
  schema: string;
  tables: PolicyTable[];
  /** Rows the runner returns; the query itself is limited to one more, so a cut result can be told apart. */
  maxRows: number;
}

export interface ValidatedSql {
  /** The statement as it will run: printed from the checked syntax tree, catalog tables schema-qualified, limited. */
  sql: string;
  /** The catalog tables it reads, in order of first mention. */
  tables: string[];
}

