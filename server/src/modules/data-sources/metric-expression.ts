import { UnsafeSqlError, validateSql } from '../../ask/safety/validate-sql';
import type { CatalogTable, Dialect } from './catalog/catalog';
import { SourceQueryError } from './connections/source-errors';
import type { SourceConnection } from './connections/source-connection';
import { DataSourceInputError } from './data-source.errors';
import type { StoredCatalog } from './data-source.entity';
import { quoteIdent } from './import/load-table';

function quoteName(dialect: Dialect, name: string): string {
  return dialect === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : quoteIdent(name);
}

/**
 * Checks that a metric's expression is one aggregate over the table's columns. The query `SELECT <expression> FROM
 * <table> WHERE 1 = 0` must pass the engine's SQL policy (catalog tables only, allowlisted functions, no subqueries
 * outside the source) and, run read-only on the source, return exactly one row: an aggregate does over no rows, a
 * plain column or a window function returns none. The database also reports unknown columns.
 */
export async function checkMetricExpression(
  connection: SourceConnection,
  catalog: StoredCatalog,
  table: CatalogTable,
  expression: string,
  timeoutMs: number,
): Promise<void> {
  // Named with its schema: a live database's tables need not be in the connection's.
  const from = `${quoteName(catalog.dialect, table.schema)}.${quoteName(catalog.dialect, table.name)}`;
  const sql = `SELECT ${expression} AS metric FROM ${from} WHERE 1 = 0`;
  let validated: string;
  try {
    validated = validateSql(sql, {
      dialect: catalog.dialect,
      schema: connection.schema,
      tables: [{ schema: table.schema, name: table.name, columns: table.columns.map((column) => column.name) }],
      maxRows: 1,
    }).sql;
  } catch (error) {
    if (error instanceof UnsafeSqlError) throw new DataSourceInputError(`The metric expression cannot be used: ${error.message}`);
    throw error;
  }
  let rows: number;
  let columns: number;
  try {
    const result = await connection.query(validated, [], { timeoutMs, maxRows: 1 });
    rows = result.rows.length;
    columns = result.columns.length;
  } catch (error) {
    if (error instanceof SourceQueryError) throw new DataSourceInputError(`The metric expression does not work on ${table.name}: ${error.message}`);
    throw error;
  }
  if (rows !== 1 || columns !== 1) {
    throw new DataSourceInputError('A metric must be a single aggregate over the table, such as sum(amount) or count(*).');
  }
}
