import type { QueryResult, SourceConnection } from '../../modules/data-sources/connections/source-connection';
import type { SqlPolicy, ValidatedSql } from './sql-policy';
import { validateSql } from './validate-sql';

/** A result together with the SQL that produced it, as it ran. */
export type SafeQueryResult = QueryResult & ValidatedSql;

/**
 * Runs SQL from any author on a source, safely: validateSql first (one read-only query over the policy's tables,
 * allowlisted functions, a forced LIMIT), then the connection's read-only transaction with its statement timeout.
 * @throws UnsafeSqlError when the SQL is refused; the connection's errors when the database refuses it
 */
export async function runSafeQuery(
  connection: SourceConnection,
  policy: SqlPolicy,
  sql: string,
  options: { timeoutMs: number },
): Promise<SafeQueryResult> {
  if (connection.dialect !== policy.dialect || connection.schema !== policy.schema) {
    // A policy checked against one schema proves nothing about another.
    throw new Error(`The policy for ${policy.dialect} schema ${policy.schema} does not match the connection.`);
  }
  const validated = validateSql(sql, policy);
  const result = await connection.query(validated.sql, [], { timeoutMs: options.timeoutMs, maxRows: policy.maxRows });
  return { ...result, ...validated };
}
