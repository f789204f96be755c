import { parse, toSql, type Expr, type nil, type SelectStatement, type Statement } from 'pgsql-ast-parser';
import { asQuery, checkQuery } from './postgres-checker';
import { repairForPrinting, selectAllFrom } from './postgres-repairs';
import { QueryContext, Scope } from './scope';
import type { SqlPolicy, ValidatedSql } from './sql-policy';
import { refusals } from './unsafe-sql-error';

export function validatePostgres(sql: string, policy: SqlPolicy): ValidatedSql {
  const query = asQuery(onlyStatement(parsePostgres(sql)));
  const repaired = repairForPrinting(query, sql);
  const context = new QueryContext(policy, false);
  checkQuery(repaired, new Scope(context));
  const limited = forceLimit(repaired, policy.maxRows + 1);
  return { sql: toSql.statement(limited), tables: [...context.tablesRead] };
}

function parsePostgres(sql: string): Statement[] {
  try {
    // Locations tell parenthesized set operands apart (see postgres-repairs.ts).
    return parse(sql, { locationTracking: true });
  } catch (error) {
    if (error instanceof RangeError) throw error; // out of stack: see validateSql
    throw refusals.notParsed(parseErrorReason(error));
  }
}

function onlyStatement(statements: Statement[]): Statement {
  const [first, ...rest] = statements;
  if (!first) throw refusals.empty();
  if (rest.length) throw refusals.severalStatements();
  return first;
}

/** The parser's message lists every token it expected; the user only needs where it stopped and on what. */
function parseErrorReason(error: unknown): string {
  const token = (error as { token?: { text?: string; line?: number; col?: number } }).token;
  if (token?.text !== undefined && /^(intersect|except)$/i.test(token.text)) {
    return `${token.text.toUpperCase()} is not supported, EXISTS or NOT EXISTS can say the same`;
  }
  if (token?.text !== undefined) {
    return `unexpected "${shorten(token.text)}" at line ${token.line}, column ${token.col}`;
  }
  const firstLine = (error instanceof Error ? error.message : '').split('\n')[0] ?? '';
  return shorten(firstLine.replace(/:$/, '').replace(/\bcol\b/, 'column').toLowerCase()) || 'unsupported syntax';
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 40 ? `${oneLine.slice(0, 40)}…` : oneLine;
}

/**
 * The outermost query returns at most `cap` rows: its LIMIT is added or lowered (a LIMIT that is an expression becomes
 * least(expr, cap)). A set operation or VALUES list is wrapped in a SELECT to carry the LIMIT.
 */
function forceLimit(query: SelectStatement, cap: number): SelectStatement {
  switch (query.type) {
    case 'select':
      return { ...query, limit: { ...query.limit, limit: cappedLimit(query.limit?.limit, cap) } };
    case 'with':
    case 'with recursive':
      return { ...query, in: forceLimit(asQuery(query.in), cap) };
    default:
      return forceLimit(selectAllFrom(query), cap);
  }
}

function cappedLimit(limit: Expr | nil, cap: number): Expr {
  const capExpr: Expr = { type: 'integer', value: cap };
  if (!limit) return capExpr;
  if (limit.type === 'integer') return limit.value <= cap ? limit : capExpr;
  if (isCappedBy(limit, cap)) return limit;
  return { type: 'call', function: { name: 'least' }, args: [limit, capExpr] };
}

/** least(…, n) with n ≤ cap: already capped, so checking the printed SQL again finds it unchanged. */
function isCappedBy(limit: Expr, cap: number): boolean {
  const last = limit.type === 'call' && limit.function.name === 'least' ? limit.args[limit.args.length - 1] : undefined;
  return last?.type === 'integer' && last.value <= cap;
}
