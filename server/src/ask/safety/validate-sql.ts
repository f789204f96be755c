import type { SqlPolicy, ValidatedSql } from './sql-policy';
import { refusals, UnsafeSqlError } from './unsafe-sql-error';
import { validateMysql } from './validate-mysql';
import { validatePostgres } from './validate-postgres';

export type { PolicyTable, SqlPolicy, ValidatedSql } from './sql-policy';
export { UnsafeSqlError } from './unsafe-sql-error';

/**
 * Parsing runs on the event loop and its time grows faster than the text (checking an IN list of 2,000 values takes
 * most of a second), so longer SQL is refused before it is parsed.
 */
export const MAX_SQL_LENGTH = 10_000;

/**
 * The one gate every SQL string of the ask engine passes before it runs: the engine's own, a model's, or a user's.
 * It parses the SQL with a real parser, allows one read-only query over the policy's catalog tables that calls only
 * allowlisted functions, and returns the query printed from its syntax tree (so comments and anything the parser
 * did not understand are gone) with a LIMIT of at most maxRows + 1.
 * @throws UnsafeSqlError with a message for the author of the SQL
 */
export function validateSql(sql: string, policy: SqlPolicy): ValidatedSql {
  if (sql.trim() === '') throw refusals.empty();
  if (sql.length > MAX_SQL_LENGTH) throw refusals.tooLong(MAX_SQL_LENGTH);
  const cache = approvedFor(policy);
  const approved = cache.get(sql);
  if (approved) {
    // Most recently used last, so the oldest is evicted first.
    cache.delete(sql);
    cache.set(sql, approved);
    return approved;
  }
  const validate = policy.dialect === 'mysql' ? validateMysql : validatePostgres;
  const validated = Object.freeze(
    withinStack(() => {
      const checked = validate(sql, policy);
      verifyPrinted(checked.sql, policy, validate);
      return checked;
    }),
  );
  cache.set(sql, validated);
  if (cache.size > APPROVED_PER_POLICY) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return validated;
}

/**
 * The check is a pure function of the SQL text and the policy, and parsing is most of an ask's own time, so SQL that
 * passed is remembered per policy object (a policy lives as long as its source's catalog). Refusals are not kept.
 */
const APPROVED_PER_POLICY = 256;
const approved = new WeakMap<SqlPolicy, Map<string, Readonly<ValidatedSql>>>();

function approvedFor(policy: SqlPolicy): Map<string, Readonly<ValidatedSql>> {
  let cache = approved.get(policy);
  if (!cache) {
    cache = new Map();
    approved.set(policy, cache);
  }
  return cache;
}

/**
 * The printed SQL is what runs, and both printers write some names out as is. Checking the printed SQL again, and
 * requiring that it prints to itself, proves that printing added nothing the check did not see.
 */
function verifyPrinted(sql: string, policy: SqlPolicy, validate: typeof validatePostgres): void {
  let reprinted: string;
  try {
    reprinted = validate(sql, policy).sql;
  } catch (error) {
    if (error instanceof UnsafeSqlError) throw refusals.unverifiable();
    throw error;
  }
  if (reprinted !== sql) throw refusals.unverifiable();
}

/** The parsers and the checks recurse over the tree: a deep enough nesting runs out of stack. */
function withinStack<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError) throw refusals.tooDeep();
    throw error;
  }
}
