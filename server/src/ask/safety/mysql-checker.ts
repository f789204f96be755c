import { ALLOWED_CAST_TYPES, ALLOWED_FUNCTIONS } from './allowlists';
import type { Columns, Scope } from './scope';
import { refusals } from './unsafe-sql-error';

/*
 * Walks a node-sql-parser (MySQL) query and refuses what the policy does not allow. The tree is loosely typed, so it
 * is read field by field; every node kind is named, and a kind this file does not know is refused.
 */

/** One node of node-sql-parser's tree. */
export type MysqlNode = { type?: string; [field: string]: unknown };

/** A keyword the printer writes out as is (units, frame bounds): letters and underscores only, so never code. */
export const BARE_KEYWORD = /^[a-z_]+( [a-z_]+)*$/i;
const NUMBER_TEXT = /^[0-9.e+-]+( (preceding|following))?$/i;

const LITERAL_TYPES: ReadonlySet<string> = new Set([
  'number', 'string', 'single_quote_string', 'double_quote_string', 'natural_string', 'hex_string',
  'full_hex_string', 'bit_string', 'bool', 'boolean', 'null', 'date', 'time', 'timestamp', 'datetime', 'star',
]);

export function asNode(value: unknown): MysqlNode | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as MysqlNode) : undefined;
}

/** The nodes of a list; its empty slots (the parser leaves nulls) are skipped, anything else is refused. */
function asNodes(value: unknown): MysqlNode[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item) => item !== null && item !== undefined).map((item) => asNode(item) ?? refuseShape());
}

function refuseShape(): never {
  throw refusals.notSupported('These SQL constructs');
}

/**
 * Checks a query (a SELECT, possibly with CTEs and a chain of set operations in `_next`). Catalog tables get their
 * own database written into the tree, so the printed SQL cannot resolve them anywhere else.
 * @returns the query's output columns, when they can be known
 */
export function checkQuery(query: MysqlNode, scope: Scope): Columns {
  const queryScope = scope.child();
  for (const cte of asNodes(query.with)) checkCte(cte, queryScope);
  const columns = checkSelect(query, queryScope, []);
  // Later operands of a set operation may order by the first operand's output names.
  for (let next = asNode(query._next); next; next = asNode(next._next)) checkSelect(next, queryScope, columns ?? []);
  const chainScope = queryScope.child();
  chainScope.addDerived('', columns);
  checkOrderAndLimit(query._orderby, query._limit, chainScope);
  return columns;
}

function checkCte(cte: MysqlNode, scope: Scope): void {
  const name = asNode(cte.name)?.value;
  const body = asNode(asNode(cte.stmt)?.ast);
  if (typeof name !== 'string' || !body) refuseShape();
  const renamed = asNodes(cte.columns).map(columnName);
  const columns = checkQuery(body, scope);
  scope.addCte(name, renamed.length ? renamed : columns);
}

function checkSelect(select: MysqlNode, parentScope: Scope, chainColumns: readonly string[]): Columns {
  if (select.type !== 'select') throw refusals.notASelect();
  refuseSideEffects(select);
  const scope = parentScope.child();
  const from = asNodes(select.from);
  from.forEach((item) => addFrom(item, scope));
  from.forEach((item) => checkJoin(item, scope));
  const columns = selectedColumns(select);
  for (const alias of [...columns.map((column) => column.as), ...chainColumns]) {
    if (typeof alias === 'string') scope.addOutputAlias(alias);
  }
  const exprs = [...columns.map((column) => column.expr), select.where, ...groupByExprs(select.groupby), select.having];
  checkAll(exprs, scope);
  checkOrderAndLimit(select.orderby, select.limit, scope);
  return outputColumns(columns, scope);
}

function refuseSideEffects(select: MysqlNode): void {
  const into = asNode(select.into);
  if (into && (into.type || into.keyword || into.expr)) throw refusals.selectInto();
  if (select.locking_read) throw refusals.locking();
  if (select.window) throw refusals.notSupported('Named windows');
  if (Array.isArray(select.options) && select.options.length) throw refusals.notSupported('SELECT options');
  if (select.collate) throw refusals.notSupported('COLLATE clauses');
}

function selectedColumns(select: MysqlNode): MysqlNode[] {
  if (select.columns === '*') return [{ expr: { type: 'column_ref', table: null, column: '*' } }];
  return asNodes(select.columns);
}

function groupByExprs(groupBy: unknown): unknown[] {
  if (Array.isArray(groupBy)) return groupBy;
  const node = asNode(groupBy);
  asNodes(node?.modifiers).forEach((modifier) => checkBareKeyword(modifier.value));
  return asNodes(node?.columns);
}

function checkOrderAndLimit(orderBy: unknown, limit: unknown, scope: Scope): void {
  checkAll(asNodes(orderBy).map((order) => order.expr), scope);
  checkAll(asNodes(asNode(limit)?.value), scope);
}

function addFrom(item: MysqlNode, scope: Scope): void {
  const alias = typeof item.as === 'string' ? item.as : undefined;
  const subquery = asNode(asNode(item.expr)?.ast);
  if (item.type === 'dual') return;
  if (subquery) return scope.addDerived(alias ?? '', checkQuery(subquery, scope));
  if (typeof item.table !== 'string' || item.expr !== undefined) refuseShape();
  const schema = typeof item.db === 'string' ? item.db : undefined;
  const table = scope.addTable({ schema, name: item.table }, alias);
  if (table !== undefined) item.db = table.schema;
}

function checkJoin(item: MysqlNode, scope: Scope): void {
  checkExpr(item.on, scope);
  for (const column of asNodes(item.using)) scope.checkColumn(columnName(column));
}

function outputColumns(columns: MysqlNode[], scope: Scope): Columns {
  const names: string[] = [];
  for (const { expr, as } of columns) {
    const ref = asNode(expr);
    const isRef = ref?.type === 'column_ref';
    const column = isRef ? columnName(ref.column) : undefined;
    const produced =
      typeof as === 'string' ? [as]
      : column === '*' ? scope.starColumns(typeof ref?.table === 'string' ? ref.table : undefined)
      : column !== undefined ? [column]
      : undefined; // MySQL names other columns after their text; leave them unknown.
    if (produced === undefined) return undefined;
    names.push(...produced);
  }
  return names;
}

function columnName(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = asNode(value);
  const inner = asNode(node?.expr) ?? node;
  if (typeof inner?.value === 'string') return inner.value;
  return refuseShape();
}

function checkAll(exprs: readonly unknown[], scope: Scope): void {
  for (const expr of exprs) checkExpr(expr, scope);
}

function checkExpr(value: unknown, scope: Scope): void {
  if (value === null || value === undefined) return;
  const expr = asNode(value) ?? refuseShape();
  const subquery = asNode(expr.ast);
  if (subquery) return void checkQuery(subquery, scope);
  if (expr.type !== undefined && LITERAL_TYPES.has(expr.type)) return checkLiteral(expr);
  switch (expr.type) {
    case 'column_ref':
      return checkColumnRef(expr, scope);
    case 'select':
      return void checkQuery(expr, scope);
    case 'binary_expr':
      return checkAll([expr.left, expr.right], scope);
    case 'unary_expr':
      return checkExpr(expr.expr, scope);
    case 'expr_list':
      return checkAll(asNodes(expr.value), scope);
    default:
      return checkOtherExpr(expr, scope);
  }
}

function checkOtherExpr(expr: MysqlNode, scope: Scope): void {
  switch (expr.type) {
    case 'function':
      return checkFunction(expr, scope);
    case 'aggr_func':
      return checkAggregate(expr, scope);
    case 'case':
      return checkAll([expr.expr, ...asNodes(expr.args).flatMap((arm) => [arm.cond, arm.result])], scope);
    case 'cast':
      asNodes(expr.target).forEach((target) => checkType(target.dataType));
      return checkExpr(expr.expr, scope);
    case 'datatype':
      return checkType(expr.dataType);
    case 'extract':
      checkBareKeyword(asNode(expr.args)?.field);
      return checkExpr(asNode(expr.args)?.source, scope);
    case 'interval':
      checkBareKeyword(expr.unit);
      return checkExpr(expr.expr, scope);
    case 'origin':
      return checkBareKeyword(expr.value);
    case 'var':
    case 'assign':
      throw refusals.notSupported('Variables');
    case 'param':
      throw refusals.notSupported('Query parameters');
    default:
      return refuseShape();
  }
}

/** A literal's text is printed back as parsed; a string's escape clause (LIKE … ESCAPE) is a literal too. */
function checkLiteral(literal: MysqlNode): void {
  if (literal.type === 'number' && typeof literal.value === 'string' && !NUMBER_TEXT.test(literal.value)) refuseShape();
  const escape = asNode(asNode(literal.escape)?.value);
  if (escape) checkLiteral(escape);
}

function checkColumnRef(ref: MysqlNode, scope: Scope): void {
  // A suffix (`USING charset`) or COLLATE is printed as written.
  if (ref.suffix || ref.collate) throw refusals.notSupported('COLLATE and USING clauses');
  const column = columnName(ref.column);
  const table = typeof ref.table === 'string' ? ref.table : undefined;
  const schema = typeof ref.db === 'string' ? ref.db : undefined;
  scope.checkColumn(column, table === undefined ? undefined : { schema, name: table });
}

/** A call's name in lower case (MySQL's are case-insensitive), with its schema when it has one. */
export function functionName(call: MysqlNode): string {
  if (call.type === 'aggr_func') return String(call.name).toLowerCase();
  return asNodes(asNode(call.name)?.name)
    .map((part) => String(part.value))
    .join('.')
    .toLowerCase();
}

function checkFunctionName(call: MysqlNode): void {
  const name = functionName(call);
  if (!ALLOWED_FUNCTIONS.mysql.has(name)) throw refusals.functionNotAllowed(name);
}

function checkFunction(call: MysqlNode, scope: Scope): void {
  checkFunctionName(call);
  const args = asNode(call.args);
  checkAll(args?.type === 'expr_list' ? asNodes(args.value) : [args], scope);
  checkWindow(call.over, scope);
}

function checkAggregate(call: MysqlNode, scope: Scope): void {
  checkFunctionName(call);
  const args = asNode(call.args);
  checkAll([args?.expr, asNode(asNode(args?.separator)?.value)], scope);
  checkOrderAndLimit(args?.orderby, undefined, scope);
  checkWindow(call.over, scope);
}

function checkWindow(over: unknown, scope: Scope): void {
  const specification = asNode(asNode(asNode(over)?.as_window_specification)?.window_specification);
  if (!specification) return;
  checkAll(asNodes(specification.partitionby).map((part) => part.expr), scope);
  checkOrderAndLimit(specification.orderby, undefined, scope);
  checkExpr(specification.window_frame_clause, scope);
}

function checkType(dataType: unknown): void {
  const name = String(dataType);
  if (!ALLOWED_CAST_TYPES.mysql.has(name.toLowerCase())) throw refusals.typeNotAllowed(name);
}

function checkBareKeyword(keyword: unknown): void {
  if (typeof keyword !== 'string' || !BARE_KEYWORD.test(keyword)) refuseShape();
}
