/** MySQL SQL (read with node-sql-parser, as the safety check reads it) into a query shape. */
import { Parser, type AST } from 'node-sql-parser/build/mysql';
import { AGGREGATES, emptyShape, type QueryShape, type ShapeExpr } from './sql-shape';

/** One node of node-sql-parser's loosely typed tree, read field by field. */
type Node = { type?: string; [field: string]: unknown };

const parser = new Parser();
const OPTIONS = { database: 'MySQL' };

function asNode(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}

function asNodes(value: unknown): Node[] {
  return Array.isArray(value) ? value.map(asNode).filter((node): node is Node => node !== undefined) : [];
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  // Newer trees wrap names: { expr: { type: 'default', value: 'name' } }.
  const inner = asNode(asNode(value)?.expr);
  return typeof inner?.value === 'string' ? inner.value : undefined;
}

/** The shape of a single SELECT, or undefined when the SQL is not one. */
export function mysqlShape(sql: string): QueryShape | undefined {
  let parsed: unknown;
  try {
    parsed = parser.astify(sql, OPTIONS);
  } catch {
    return undefined;
  }
  const statements = Array.isArray(parsed) ? parsed : [parsed];
  const [statement] = statements;
  if (statements.length !== 1) return undefined;
  const node = asNode(statement);
  return node ? query(node) : undefined;
}

function query(node: Node): QueryShape | undefined {
  if (node.type !== 'select') return undefined;
  const shape = emptyShape();
  for (const cte of asNodes(node.with)) {
    const body = asNode(asNode(cte.stmt)?.ast);
    const inner = body ? query(body) : undefined;
    if (inner) shape.inner.push(inner);
  }
  for (const from of asNodes(node.from)) {
    const sub = asNode(asNode(from.expr)?.ast);
    if (sub) {
      const inner = query(sub);
      if (inner) shape.inner.push(inner);
      if (typeof from.as === 'string') shape.derived.push(from.as);
      continue;
    }
    const name = asText(from.table);
    if (!name) continue;
    const on = asNode(from.on);
    const using = Array.isArray(from.using) ? from.using.map(asText).filter((value): value is string => value !== undefined) : undefined;
    const join = typeof from.join === 'string' ? { type: from.join, ...(on ? { on: expr(on) } : {}), ...(using ? { using } : {}) } : undefined;
    const schema = asText(from.db);
    shape.tables.push({ ...(schema ? { schema } : {}), name, ...(typeof from.as === 'string' ? { alias: from.as } : {}), ...(join ? { join } : {}) });
  }
  if (Array.isArray(node.columns)) {
    for (const column of asNodes(node.columns)) {
      const value = asNode(column.expr);
      if (value) shape.columns.push({ expr: expr(value), ...(typeof column.as === 'string' ? { alias: column.as } : {}) });
    }
  }
  const where = asNode(node.where);
  if (where) shape.where = expr(where);
  const groupBy = asNode(node.groupby);
  shape.groupBy = asNodes(groupBy ? groupBy.columns : node.groupby).map(expr);
  const having = asNode(node.having);
  if (having) shape.having = expr(having);
  shape.orderBy = asNodes(node.orderby).flatMap((order) => {
    const by = asNode(order.expr);
    return by ? [{ expr: expr(by), descending: String(order.type).toUpperCase() === 'DESC' }] : [];
  });
  const limit = asNode(node.limit);
  const values = asNodes(limit?.value);
  // `LIMIT offset, count` puts the count second.
  const [first, second] = limit?.seperator === ',' ? [values[1], values[0]] : [values[0], values[1]];
  if (typeof first?.value === 'number') shape.limit = first.value;
  if (typeof second?.value === 'number') shape.offset = second.value;
  return shape;
}

function sqlOf(node: Node): string {
  try {
    return parser.exprToSQL(node as unknown as AST, OPTIONS).replace(/`/g, '');
  } catch {
    return '';
  }
}

function args(node: Node): Node[] {
  const list = asNode(node.args);
  return list ? asNodes(list.value) : [];
}

function expr(node: Node): ShapeExpr {
  const sql = sqlOf(node);
  switch (node.type) {
    case 'column_ref': {
      const column = asText(node.column) ?? '';
      const table = asText(node.table);
      return column === '*' ? { kind: 'star', sql } : { kind: 'column', ...(table ? { table } : {}), column, sql };
    }
    case 'star':
      return { kind: 'star', sql };
    case 'number':
      return typeof node.value === 'number' ? { kind: 'number', value: node.value, sql } : { kind: 'other', sql };
    case 'single_quote_string':
    case 'double_quote_string':
    case 'string':
    case 'date':
    case 'datetime':
    case 'timestamp':
      return typeof node.value === 'string' ? { kind: 'string', value: node.value, sql } : { kind: 'other', sql };
    case 'null':
      return { kind: 'null', sql };
    case 'expr_list':
      return { kind: 'list', items: asNodes(node.value).map(expr), sql };
    case 'unary_expr': {
      const operand = asNode(node.expr);
      return operand ? { kind: 'unary', op: String(node.operator).toUpperCase(), operand: expr(operand), sql } : { kind: 'other', sql };
    }
    case 'binary_expr': {
      const left = asNode(node.left);
      const right = asNode(node.right);
      if (!left || !right) return { kind: 'other', sql };
      const op = String(node.operator).toUpperCase();
      if (op === 'BETWEEN' || op === 'NOT BETWEEN') {
        const [low, high] = asNodes(right.value);
        if (low && high) return { kind: 'between', negated: op === 'NOT BETWEEN', value: expr(left), low: expr(low), high: expr(high), sql };
      }
      // `x IS NULL` is a binary node here; the shape reads it as the unary test it is.
      if ((op === 'IS' || op === 'IS NOT') && right.type === 'null') return { kind: 'unary', op: `${op} NULL`, operand: expr(left), sql };
      return { kind: 'binary', op, left: expr(left), right: expr(right), sql };
    }
    case 'aggr_func': {
      const name = String(node.name).toLowerCase();
      const inner = asNode(node.args);
      const arg = asNode(inner?.expr);
      return { kind: 'aggregate', name, distinct: typeof inner?.distinct === 'string', ...(arg ? { arg: expr(arg) } : {}), sql };
    }
    case 'function': {
      const name = asNodes(asNode(node.name)?.name).map((part) => String(part.value)).join('.').toLowerCase();
      if (AGGREGATES.has(name) && !node.over) {
        const [first] = args(node);
        return { kind: 'aggregate', name, distinct: false, ...(first ? { arg: expr(first) } : {}), sql };
      }
      return { kind: 'call', name, args: args(node).map(expr), sql };
    }
    case 'extract': {
      const value = asNode(node.args);
      const field = typeof value?.field === 'string' ? value.field.toLowerCase() : '';
      const source = asNode(value?.source);
      return source ? { kind: 'call', name: 'extract', args: [{ kind: 'string', value: field, sql: field }, expr(source)], sql } : { kind: 'other', sql };
    }
    case 'cast': {
      const operand = asNode(node.expr);
      return operand ? { ...expr(operand), sql } : { kind: 'other', sql };
    }
    default:
      return { kind: 'other', sql };
  }
}
