/** PostgreSQL SQL (read with pgsql-ast-parser, as the safety check reads it) into a query shape. */
import { parse, type Expr, type From, type SelectFromStatement, type Statement } from 'pgsql-ast-parser';
import { AGGREGATES, emptyShape, type QueryShape, type ShapeExpr } from './sql-shape';

/** The shape of a single SELECT, or undefined when the SQL is not one. */
export function postgresShape(sql: string): QueryShape | undefined {
  let statements;
  try {
    statements = parse(sql, { locationTracking: true });
  } catch {
    return undefined;
  }
  const [statement] = statements;
  if (!statement || statements.length !== 1) return undefined;
  return new PostgresReader(sql).query(statement);
}

class PostgresReader {
  constructor(private readonly text: string) {}

  /** The text a node was written as (locations are tracked), else nothing. */
  private sqlOf(node: { _location?: { start: number; end: number } }): string {
    const at = node._location;
    return at ? this.text.slice(at.start, at.end) : '';
  }

  query(statement: Statement): QueryShape | undefined {
    switch (statement.type) {
      case 'select':
        return this.select(statement);
      case 'with': {
        const main = this.query(statement.in);
        if (!main) return undefined;
        for (const binding of statement.bind) {
          const inner = this.query(binding.statement);
          if (inner) main.inner.push(inner);
        }
        return main;
      }
      case 'union':
      case 'union all':
        return this.query(statement.left);
      default:
        return undefined;
    }
  }

  private select(select: SelectFromStatement): QueryShape {
    const shape = emptyShape();
    for (const from of select.from ?? []) this.from(from, shape);
    for (const column of select.columns ?? []) shape.columns.push({ expr: this.expr(column.expr), ...(column.alias ? { alias: column.alias.name } : {}) });
    if (select.where) shape.where = this.expr(select.where);
    shape.groupBy = (select.groupBy ?? []).map((expr) => this.expr(expr));
    if (select.having) shape.having = this.expr(select.having);
    shape.orderBy = (select.orderBy ?? []).map((order) => ({ expr: this.expr(order.by), descending: order.order === 'DESC' }));
    const limit = select.limit?.limit;
    if (limit?.type === 'integer') shape.limit = limit.value;
    const offset = select.limit?.offset;
    if (offset?.type === 'integer') shape.offset = offset.value;
    return shape;
  }

  private from(from: From, shape: QueryShape): void {
    const join = from.join ? { type: from.join.type, ...(from.join.on ? { on: this.expr(from.join.on) } : {}), ...(from.join.using ? { using: from.join.using.map((name) => name.name) } : {}) } : undefined;
    if (from.type === 'table') {
      shape.tables.push({ ...(from.name.schema ? { schema: from.name.schema } : {}), name: from.name.name, ...(from.name.alias ? { alias: from.name.alias } : {}), ...(join ? { join } : {}) });
    } else if (from.type === 'statement') {
      const inner = this.query(from.statement);
      if (inner) shape.inner.push(inner);
      shape.derived.push(from.alias);
    }
  }

  expr(expr: Expr): ShapeExpr {
    const sql = this.sqlOf(expr);
    switch (expr.type) {
      case 'ref':
        return expr.name === '*' ? { kind: 'star', sql } : { kind: 'column', ...(expr.table ? { table: expr.table.name } : {}), column: expr.name, sql };
      case 'integer':
      case 'numeric':
        return { kind: 'number', value: expr.value, sql };
      case 'string':
        return { kind: 'string', value: expr.value, sql };
      case 'null':
        return { kind: 'null', sql };
      case 'cast':
        // '1997-01-01'::date is the date it names.
        return { ...this.expr(expr.operand), sql };
      case 'binary':
        return { kind: 'binary', op: expr.op.toUpperCase(), left: this.expr(expr.left), right: this.expr(expr.right), sql };
      case 'ternary':
        return { kind: 'between', negated: expr.op === 'NOT BETWEEN', value: this.expr(expr.value), low: this.expr(expr.lo), high: this.expr(expr.hi), sql };
      case 'unary':
        return { kind: 'unary', op: expr.op.toUpperCase(), operand: this.expr(expr.operand), sql };
      case 'list':
        return { kind: 'list', items: expr.expressions.map((item) => this.expr(item)), sql };
      case 'extract':
        return { kind: 'call', name: 'extract', args: [{ kind: 'string', value: expr.field.name.toLowerCase(), sql: expr.field.name }, this.expr(expr.from)], sql };
      case 'call': {
        const name = expr.function.name.toLowerCase();
        if (AGGREGATES.has(name) && !expr.over) {
          const within = expr.withinGroup?.by;
          const [first] = expr.args;
          const fraction = within && first && (first.type === 'numeric' || first.type === 'integer') ? first.value : undefined;
          const arg = within ? this.expr(within) : first ? this.expr(first) : undefined;
          return { kind: 'aggregate', name, distinct: expr.distinct === 'distinct', ...(arg ? { arg } : {}), ...(fraction !== undefined ? { fraction } : {}), sql };
        }
        return { kind: 'call', name, args: expr.args.map((arg) => this.expr(arg)), sql };
      }
      default:
        return { kind: 'other', sql };
    }
  }
}
