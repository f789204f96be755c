import type {
  DataTypeDef,
  Expr,
  ExprBinary,
  ExprCall,
  ExprUnary,
  From,
  JoinClause,
  nil,
  SelectedColumn,
  SelectFromStatement,
  SelectStatement,
  Statement,
  WithRecursiveStatement,
  WithStatement,
  WithStatementBinding,
} from 'pgsql-ast-parser';
import { ALLOWED_CAST_TYPES, ALLOWED_FUNCTIONS, ALLOWED_POSTGRES_KEYWORDS } from './allowlists';
import { rename, type Columns, type Scope } from './scope';
import { refusals } from './unsafe-sql-error';

/*
 * Walks a pgsql-ast-parser query and refuses what the policy does not allow. Every node kind is named: a kind this
 * file does not know is refused, so a parser upgrade cannot let something new through unchecked.
 */

const QUERY_TYPES: ReadonlySet<string> = new Set(['select', 'union', 'union all', 'values', 'with', 'with recursive']);

/** The statement as a query, or a refusal: it may only read. */
export function asQuery(statement: Statement | WithStatementBinding): SelectStatement {
  if (!QUERY_TYPES.has(statement.type)) throw refusals.notASelect();
  return statement as SelectStatement;
}

/**
 * Checks a query and everything in it. Catalog tables get their own schema written into the tree, so the printed
 * SQL cannot resolve them anywhere else (PostgreSQL searches pg_catalog before the search path).
 * @returns the query's output columns, when they can be known
 */
export function checkQuery(query: SelectStatement, scope: Scope): Columns {
  switch (query.type) {
    case 'select':
      return checkSelect(query, scope.child());
    case 'union':
    case 'union all': {
      const columns = checkQuery(query.left, scope);
      checkQuery(query.right, scope);
      return columns;
    }
    case 'values':
      query.values.forEach((row) => checkAll(row, scope));
      return query.values[0]?.map((_, i) => `column${i + 1}`);
    case 'with':
      return checkWith(query, scope.child());
    case 'with recursive':
      return checkWithRecursive(query, scope.child());
    default:
      throw refusals.notASelect();
  }
}

function checkWith(query: WithStatement, scope: Scope): Columns {
  for (const { alias, statement } of query.bind) scope.addCte(alias.name, checkQuery(asQuery(statement), scope));
  return checkQuery(asQuery(query.in), scope);
}

function checkWithRecursive(query: WithRecursiveStatement, scope: Scope): Columns {
  const names = query.columnNames.map((name) => name.name);
  // The CTE reads itself, so it is in scope (columns as named, or not yet known) while its own body is checked.
  scope.addCte(query.alias.name, names.length ? names : undefined);
  scope.addCte(query.alias.name, rename(checkQuery(query.bind, scope), names));
  return checkQuery(asQuery(query.in), scope);
}

function checkSelect(select: SelectFromStatement, scope: Scope): Columns {
  if (select.for) throw refusals.locking();
  const from = select.from ?? [];
  from.forEach((item) => addFrom(item, scope));
  from.forEach((item) => checkJoin(item.join, scope));
  const columns = select.columns ?? [];
  columns.forEach((column) => column.alias && scope.addOutputAlias(column.alias.name));
  checkAll(
    [
      ...columns.map((column) => column.expr),
      select.where,
      ...(select.groupBy ?? []),
      select.having,
      ...(select.orderBy ?? []).map((order) => order.by),
      ...(Array.isArray(select.distinct) ? select.distinct : []),
      select.limit?.limit,
      select.limit?.offset,
    ],
    scope,
  );
  return outputColumns(columns, scope);
}

function addFrom(from: From, scope: Scope): void {
  switch (from.type) {
    case 'table': {
      const { name } = from;
      const renamed = name.columnNames?.map((column) => column.name);
      const table = scope.addTable({ schema: name.schema, name: name.name }, name.alias, renamed);
      if (table !== undefined) name.schema = table.schema;
      return;
    }
    case 'statement':
      scope.addDerived(from.alias, checkQuery(from.statement, scope), from.columnNames?.map((column) => column.name));
      return;
    case 'call':
      throw refusals.functionNotAllowed(qualified(from.function));
    default:
      throw refusals.notSupported('These FROM items');
  }
}

function checkJoin(join: JoinClause | nil, scope: Scope): void {
  if (join?.on) checkExpr(join.on, scope);
  join?.using?.forEach((column) => scope.checkColumn(column.name));
}

function outputColumns(columns: SelectedColumn[], scope: Scope): Columns {
  const names: string[] = [];
  for (const { expr, alias } of columns) {
    const produced =
      alias ? [alias.name]
      : expr.type === 'ref' && expr.name === '*' ? scope.starColumns(expr.table?.name)
      : outputName(expr);
    if (produced === undefined) return undefined;
    names.push(...produced);
  }
  return names;
}

/** The name PostgreSQL gives an unaliased output column, for the common cases. */
function outputName(expr: Expr): string[] | undefined {
  if (expr.type === 'ref') return [expr.name];
  if (expr.type === 'cast') return outputName(expr.operand);
  if (expr.type === 'call') return [expr.function.name];
  return undefined;
}

function checkAll(exprs: readonly (Expr | nil)[], scope: Scope): void {
  for (const expr of exprs) if (expr) checkExpr(expr, scope);
}

function checkExpr(expr: Expr, scope: Scope): void {
  switch (expr.type) {
    case 'ref':
      return scope.checkColumn(expr.name, expr.table && { schema: expr.table.schema, name: expr.table.name });
    case 'integer':
    case 'numeric':
    case 'string':
    case 'boolean':
    case 'null':
      return;
    case 'keyword':
      if (!ALLOWED_POSTGRES_KEYWORDS.has(expr.keyword)) throw refusals.valueNotAllowed(expr.keyword);
      return;
    case 'parameter':
      throw refusals.notSupported('Query parameters');
    case 'default':
      throw refusals.notASelect();
    case 'constant':
      return checkType(expr.dataType);
    case 'cast':
      checkType(expr.to);
      return checkExpr(expr.operand, scope);
    case 'call':
      return checkCall(expr, scope);
    case 'binary':
      checkOperator(expr);
      return checkAll([expr.left, expr.right], scope);
    case 'unary':
      checkOperator(expr);
      return checkExpr(expr.operand, scope);
    default:
      return checkOtherExpr(expr, scope);
  }
}

function checkOtherExpr(expr: Expr, scope: Scope): void {
  switch (expr.type) {
    case 'ternary':
      return checkAll([expr.value, expr.lo, expr.hi], scope);
    case 'case':
      return checkAll([expr.value, ...expr.whens.flatMap((when) => [when.when, when.value]), expr.else], scope);
    case 'list':
    case 'array':
      return checkAll(expr.expressions, scope);
    case 'array select':
      return void checkQuery(expr.select, scope);
    case 'member':
      return checkExpr(expr.operand, scope);
    case 'arrayIndex':
      return checkAll([expr.array, expr.index], scope);
    case 'extract':
      // The printer writes the field out as is, so a quoted one could smuggle code into the printed SQL.
      if (!/^[a-z_]+$/i.test(expr.field.name)) throw refusals.notSupported('These EXTRACT fields');
      return checkExpr(expr.from, scope);
    case 'substring':
      return checkAll([expr.value, expr.from, expr.for], scope);
    case 'overlay':
      throw refusals.functionNotAllowed('overlay');
    default:
      // A subquery; checkQuery refuses any other kind.
      return void checkQuery(expr as SelectStatement, scope);
  }
}

function checkCall(call: ExprCall, scope: Scope): void {
  if (call.function.schema || !ALLOWED_FUNCTIONS.postgres.has(call.function.name)) {
    throw refusals.functionNotAllowed(qualified(call.function));
  }
  checkAll(
    [
      ...call.args,
      call.filter,
      call.withinGroup?.by,
      ...(call.orderBy ?? []).map((order) => order.by),
      ...(call.over?.partitionBy ?? []),
      ...(call.over?.orderBy ?? []).map((order) => order.by),
    ],
    scope,
  );
}

function checkType(type: DataTypeDef): void {
  if (type.kind === 'array') return checkType(type.arrayOf);
  if (type.schema || !ALLOWED_CAST_TYPES.postgres.has(type.name.toLowerCase())) {
    throw refusals.typeNotAllowed(qualified(type));
  }
}

/** `OPERATOR(schema.op)` names an operator explicitly, possibly one defined with arbitrary code. */
function checkOperator(expr: ExprBinary | ExprUnary): void {
  if (expr.opSchema) throw refusals.operatorNotAllowed(`OPERATOR(${expr.opSchema}.${expr.op})`);
}

function qualified(name: { schema?: string; name: string }): string {
  return name.schema ? `${name.schema}.${name.name}` : name.name;
}
