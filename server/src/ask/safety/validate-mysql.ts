import { Parser, type AST } from 'node-sql-parser/build/mysql';
import { asNode, checkQuery, type MysqlNode } from './mysql-checker';
import { sweep } from './mysql-sweep';
import { QueryContext, Scope } from './scope';
import type { SqlPolicy, ValidatedSql } from './sql-policy';
import { refusals } from './unsafe-sql-error';

const parser = new Parser();
const OPTIONS = { database: 'MySQL' };

export function validateMysql(sql: string, policy: SqlPolicy): ValidatedSql {
  const query = onlyStatement(parseMysql(sql));
  const context = new QueryContext(policy, true);
  checkQuery(query, new Scope(context));
  sweep(query, policy);
  forceLimit(query, policy.maxRows + 1);
  return { sql: parser.sqlify(query as unknown as AST, OPTIONS), tables: [...context.tablesRead] };
}

function parseMysql(sql: string): unknown {
  try {
    return parser.astify(sql, OPTIONS);
  } catch (error) {
    if (error instanceof RangeError) throw error; // out of stack: see validateSql
    throw refusals.notParsed(parseErrorReason(error));
  }
}

function onlyStatement(parsed: unknown): MysqlNode {
  const statements = Array.isArray(parsed) ? parsed : [parsed];
  if (statements.length === 0) throw refusals.empty();
  if (statements.length > 1) throw refusals.severalStatements();
  const statement = asNode(statements[0]);
  if (!statement) throw refusals.notASelect();
  return statement;
}

interface PegSyntaxError {
  found?: string | null;
  location?: { start?: { line: number; column: number } };
}

/** The parser's message lists every token it expected; the user only needs where it stopped and on what. */
function parseErrorReason(error: unknown): string {
  const { found, location } = error as PegSyntaxError;
  const where = location?.start ? ` at line ${location.start.line}, column ${location.start.column}` : '';
  if (found === null) return `unexpected end of input${where}`;
  if (typeof found === 'string') return `unexpected "${found}"${where}`;
  return 'unsupported syntax';
}

interface Limit {
  seperator: string;
  value: { type: string; value: unknown }[];
}

/** The outermost query returns at most `cap` rows: its LIMIT is added or lowered. */
function forceLimit(query: MysqlNode, cap: number): void {
  let last = query;
  for (let next = asNode(query._next); next; next = asNode(next._next)) last = next;
  // In `a UNION b LIMIT n` the parser hangs the LIMIT of the whole chain on b; after a parenthesized b, on the head.
  const onLastOperand = last === query || !(last.parentheses_symbol || query._limit || query._orderby);
  if (onLastOperand) last.limit = cappedLimit(last.limit as Limit | null, cap);
  else query._limit = cappedLimit(query._limit as Limit | null, cap);
}

/** `LIMIT n`, `LIMIT offset, n` and `LIMIT n OFFSET offset` keep their offset. */
function cappedLimit(limit: Limit | null | undefined, cap: number): Limit {
  const capValue = { type: 'number', value: cap };
  if (!limit?.value.length) return { seperator: '', value: [capValue] };
  const countIndex = limit.seperator === ',' ? 1 : 0;
  const count = limit.value[countIndex];
  const value = [...limit.value];
  if (!(typeof count?.value === 'number' && count.value <= cap)) value[countIndex] = capValue;
  return { ...limit, value };
}
