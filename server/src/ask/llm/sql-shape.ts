/**
 * A SELECT's shape, whichever parser read it: the tables and joins, the selected expressions, the conditions, the
 * grouping, the order and the limit. The LLM path reads the SQL a model wrote into this shape, then into plan terms
 * (sql-interpretation.ts). Every expression keeps its text as written, for the parts that have no plan term.
 */

export type ShapeExpr =
  | { kind: 'column'; table?: string; column: string; sql: string }
  | { kind: 'star'; sql: string }
  | { kind: 'aggregate'; name: string; distinct: boolean; arg?: ShapeExpr; fraction?: number; sql: string }
  | { kind: 'call'; name: string; args: ShapeExpr[]; sql: string }
  | { kind: 'binary'; op: string; left: ShapeExpr; right: ShapeExpr; sql: string }
  | { kind: 'between'; negated: boolean; value: ShapeExpr; low: ShapeExpr; high: ShapeExpr; sql: string }
  | { kind: 'unary'; op: string; operand: ShapeExpr; sql: string }
  | { kind: 'list'; items: ShapeExpr[]; sql: string }
  | { kind: 'number'; value: number; sql: string }
  | { kind: 'string'; value: string; sql: string }
  | { kind: 'null'; sql: string }
  | { kind: 'other'; sql: string };

export interface ShapeTable {
  schema?: string;
  name: string;
  alias?: string;
  /** How it joins the tables before it; absent for the first table of FROM. */
  join?: { type: string; on?: ShapeExpr; using?: string[] };
}

export interface QueryShape {
  tables: ShapeTable[];
  /** Queries in FROM or in WITH: their conditions and joins count too. */
  inner: QueryShape[];
  /** Aliases of inner queries in FROM, so their columns are not mistaken for a table's. */
  derived: string[];
  columns: { expr: ShapeExpr; alias?: string }[];
  where?: ShapeExpr;
  groupBy: ShapeExpr[];
  having?: ShapeExpr;
  orderBy: { expr: ShapeExpr; descending: boolean }[];
  limit?: number;
  offset?: number;
}

/** Aggregate functions whose result is one value per group. */
export const AGGREGATES: ReadonlySet<string> = new Set([
  'count', 'sum', 'avg', 'min', 'max', 'median', 'percentile_cont', 'percentile_disc', 'stddev', 'stddev_pop',
  'stddev_samp', 'variance', 'var_pop', 'var_samp', 'string_agg', 'array_agg', 'group_concat', 'bool_and', 'bool_or',
]);

export function emptyShape(): QueryShape {
  return { tables: [], inner: [], derived: [], columns: [], groupBy: [], orderBy: [] };
}

/** The conditions of a WHERE or HAVING joined by AND, one by one. */
export function conjuncts(expr: ShapeExpr | undefined): ShapeExpr[] {
  if (!expr) return [];
  if (expr.kind === 'binary' && expr.op === 'AND') return [...conjuncts(expr.left), ...conjuncts(expr.right)];
  return [expr];
}

/** Whether an expression aggregates rows somewhere inside it. */
export function hasAggregate(expr: ShapeExpr): boolean {
  switch (expr.kind) {
    case 'aggregate':
      return true;
    case 'call':
      return expr.args.some(hasAggregate);
    case 'binary':
      return hasAggregate(expr.left) || hasAggregate(expr.right);
    case 'between':
      return hasAggregate(expr.value) || hasAggregate(expr.low) || hasAggregate(expr.high);
    case 'unary':
      return hasAggregate(expr.operand);
    case 'list':
      return expr.items.some(hasAggregate);
    default:
      return false;
  }
}
