import type { QueryResult, QueryRunner } from '../answer/runner';
import type { Dialect } from '../catalog/catalog';
import type { SqlPolicy, ValidatedSql } from './sql-policy';
import { validateSql } from './validate-sql';

/** A result together with the SQL that produced it, as it ran. */
export type SafeQueryResult = QueryResult & ValidatedSql;

/** A source's read-only runner that says which dialect it speaks, so a policy can be matched to it. */
export interface DialectRunner extends QueryRunner {
  readonly dialect: Dialect;
}

/**
 * Runs SQL from any author on a source, safely: validateSql first (one read-only query over the policy's tables,
 * allowlisted functions, a forced LIMIT), then the runner's read-only transaction with its statement timeout.
 * @throws UnsafeSqlError when the SQL is refused; the runner's errors when the database refuses it
 */
export async function runSafeQuery(
  connection: DialectRunner,
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
