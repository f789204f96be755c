import type { Dialect } from '../../modules/data-sources/catalog/catalog';
import type { CatalogIndex } from './catalog-index';
import type { JoinGraph, JoinStep } from './join-graph';
import type { ColumnRef, Dimension, Filter, Measure, QueryPlan, TimeGrain } from './plan';

/** The SQL of a plan, and the names of its output columns in order. */
export interface RenderedQuery {
  sql: string;
  columns: string[];
  /** True when a join multiplies rows, so counts use DISTINCT keys. */
  fansOut: boolean;
}

/** Quotes names and literals for one dialect. */
class SqlWriter {
  constructor(readonly dialect: Dialect) {}

  ident(name: string): string {
    return this.dialect === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;
  }

  literal(value: string): string {
    const escaped = value.replace(/'/g, "''");
    return `'${this.dialect === 'mysql' ? escaped.replace(/\\/g, '\\\\') : escaped}'`;
  }

  number(value: number): string {
    return Number.isFinite(value) ? String(value) : '0';
  }

  grain(expression: string, grain: TimeGrain): string {
    if (this.dialect === 'mysql') {
      switch (grain) {
        case 'year': return `DATE_FORMAT(${expression}, '%Y')`;
        case 'quarter': return `CONCAT(YEAR(${expression}), '-Q', QUARTER(${expression}))`;
        case 'month': return `DATE_FORMAT(${expression}, '%Y-%m')`;
        case 'week': return `DATE_FORMAT(DATE_SUB(${expression}, INTERVAL DAYOFWEEK(${expression}) - 1 DAY), '%Y-%m-%d')`;
        case 'day': return `DATE_FORMAT(${expression}, '%Y-%m-%d')`;
      }
    }
    switch (grain) {
      case 'year': return `to_char(${expression}, 'YYYY')`;
      case 'quarter': return `to_char(${expression}, 'YYYY-"Q"Q')`;
      case 'month': return `to_char(${expression}, 'YYYY-MM')`;
      case 'week': return `to_char(date_trunc('week', ${expression}), 'YYYY-MM-DD')`;
      case 'day': return `to_char(${expression}, 'YYYY-MM-DD')`;
    }
  }
}

/** Output names people can read: 'number of orders' → number_of_orders. */
export function outputName(label: string): string {
  const name = label.toLowerCase().replace(/%/g, 'pct').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return (name || 'value').slice(0, 60);
}

/** Renders a plan to one SELECT for the source's dialect, joining every table the plan touches to the base. */
export function renderSql(plan: QueryPlan, index: CatalogIndex, graph: JoinGraph, dialect: Dialect): RenderedQuery {
  const sql = new SqlWriter(dialect);
  const aliases = new Map<string, string>([[plan.baseTable, 't0']]);
  const joins: string[] = [];
  let fansOut = false;

  const join = (table: string) => {
    if (aliases.has(table)) return;
    const path = graph.path(plan.baseTable, table);
    if (!path) throw new Error(`No join path from ${plan.baseTable} to ${table}`);
    for (const step of path) addStep(step);
  };
  const addStep = (step: JoinStep) => {
    if (aliases.has(step.toTable)) return;
    const alias = `t${aliases.size}`;
    aliases.set(step.toTable, alias);
    if (step.fansOut) fansOut = true;
    joins.push(
      `JOIN ${sql.ident(step.toTable)} ${alias} ON ${alias}.${sql.ident(step.toColumn)} = ${aliases.get(step.fromTable)}.${sql.ident(step.fromColumn)}`,
    );
  };
  const column = (ref: ColumnRef) => {
    join(ref.table);
    return `${aliases.get(ref.table)}.${sql.ident(ref.column)}`;
  };

  const dimensionExpression = (dimension: Dimension) => {
    const parts = dimension.columns.map(column);
    const joined = parts.length === 1 ? (parts[0] as string) : `concat_ws(' ', ${parts.join(', ')})`;
    return dimension.grain ? sql.grain(joined, dimension.grain) : joined;
  };
  const baseKey = index.primaryKey(plan.baseTable);
  const measureExpression = (measure: Measure): string => {
    if (measure.metric) return qualifyMetric(measure.metric.expression, measure.metric.table, index, (name) => column({ table: measure.metric?.table ?? plan.baseTable, column: name }));
    if (measure.rate) {
      const target = column(measure.rate.column);
      return `round(100.0 * sum(CASE WHEN ${target} = ${sql.literal(measure.rate.value)} THEN 1 ELSE 0 END) / nullif(count(*), 0), 2)`;
    }
    switch (measure.aggregate) {
      case 'count':
        return fansOut && baseKey ? `count(DISTINCT ${column(baseKey)})` : 'count(*)';
      case 'count_distinct':
        return `count(DISTINCT ${column(measure.column as ColumnRef)})`;
      default:
        return `${measure.aggregate}(${column(measure.column as ColumnRef)})`;
    }
  };

  // Touch every column first so joins (and fan-out) are known before expressions that depend on them.
  for (const ref of referencedColumns(plan)) join(ref.table);

  const select: string[] = [];
  const names: string[] = [];
  const groupBy: string[] = [];
  const used = new Set<string>();
  const nameFor = (label: string) => {
    let name = outputName(label);
    for (let n = 2; used.has(name); n++) name = `${outputName(label)}_${n}`;
    used.add(name);
    return name;
  };

  if (plan.listColumns.length > 0) {
    for (const ref of plan.listColumns) {
      const name = nameFor(ref.column);
      select.push(`${column(ref)} AS ${sql.ident(name)}`);
      names.push(name);
    }
  }
  for (const dimension of plan.dimensions) {
    const expression = dimensionExpression(dimension);
    const name = nameFor(dimension.columns.length === 1 && !dimension.grain ? (dimension.columns[0]?.column ?? dimension.label) : dimension.label);
    select.push(`${expression} AS ${sql.ident(name)}`);
    names.push(name);
    groupBy.push(expression);
    if (dimension.key && !dimension.grain && !dimension.columns.some((ref) => ref.table === dimension.key?.table && ref.column === dimension.key.column)) {
      groupBy.push(column(dimension.key));
    }
  }
  const measureNames: string[] = [];
  for (const measure of plan.measures) {
    const name = nameFor(measure.label);
    select.push(`${measureExpression(measure)} AS ${sql.ident(name)}`);
    names.push(name);
    measureNames.push(name);
  }
  if (plan.shareOfTotal && plan.measures[0]) {
    const name = nameFor('share of total %');
    const expression = measureExpression(plan.measures[0]);
    select.push(`round(100.0 * ${expression} / nullif(sum(${expression}) OVER (), 0), 2) AS ${sql.ident(name)}`);
    names.push(name);
  }

  const where = plan.filters.map((filter) => filterSql(filter, column, sql));
  for (const measure of plan.measures) {
    if (measure.rate?.against) where.push(`${column(measure.rate.column)} IN (${measure.rate.against.map((v) => sql.literal(v)).join(', ')})`);
  }
  const having = plan.having.map((condition) => `${measureExpression(condition.measure)} ${condition.operator} ${sql.number(condition.value)}`);
  if (plan.having.length > 0 && plan.measures.length === 0 && plan.dimensions.length === 0) {
    // 'customers with more than 10 orders' lists the base rows grouped by their key.
    if (baseKey) groupBy.push(column(baseKey));
    for (const ref of plan.listColumns) groupBy.push(column(ref));
  }

  const order: string[] = [];
  if (plan.order) {
    const direction = plan.order.direction === 'asc' ? 'ASC' : 'DESC';
    if (plan.order.by === 'measure' && measureNames[plan.order.index]) order.push(`${sql.ident(measureNames[plan.order.index] as string)} ${direction}`);
    if (plan.order.by === 'dimension') {
      const dimension = plan.dimensions[plan.order.index];
      if (dimension) order.push(`${dimensionExpression(dimension)} ${direction}`);
    }
    if (plan.order.by === 'column') {
      const ref = plan.listColumns[plan.order.index];
      if (ref) order.push(`${column(ref)} ${direction}${dialect === 'postgres' ? ' NULLS LAST' : ''}`);
    }
    // Ties are broken by the labels, so the same question always gives the same rows.
    for (const dimension of plan.dimensions) {
      const expression = dimensionExpression(dimension);
      if (!order.some((entry) => entry.startsWith(expression))) order.push(`${expression} ASC`);
    }
    if (plan.listColumns.length > 0 && plan.order.by === 'column' && plan.listColumns[0]) order.push(`${column(plan.listColumns[0])} ASC`);
  } else if (plan.listColumns[0]) {
    order.push(`${column(plan.listColumns[0])} ASC`);
  }

  const distinct = plan.listColumns.length > 0 && plan.measures.length === 0 && fansOut && plan.having.length === 0 ? 'DISTINCT ' : '';
  const lines = [
    `SELECT ${distinct}${select.join(', ')}`,
    `FROM ${sql.ident(plan.baseTable)} t0`,
    ...joins,
    where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
    groupBy.length > 0 ? `GROUP BY ${groupBy.join(', ')}` : '',
    having.length > 0 ? `HAVING ${having.join(' AND ')}` : '',
    order.length > 0 ? `ORDER BY ${order.join(', ')}` : '',
    plan.limit !== undefined ? `LIMIT ${Math.max(1, Math.floor(plan.limit))}` : '',
  ];
  return { sql: lines.filter((line) => line !== '').join('\n'), columns: names, fansOut };
}

function filterSql(filter: Filter, column: (ref: ColumnRef) => string, sql: SqlWriter): string {
  const target = column(filter.column);
  switch (filter.kind) {
    case 'values': {
      const list = filter.values.map((value) => sql.literal(value));
      if (list.length === 1) return `${target} ${filter.negated ? '<>' : '='} ${list[0]}`;
      return `${target} ${filter.negated ? 'NOT IN' : 'IN'} (${list.join(', ')})`;
    }
    case 'compare':
      return `${target} ${filter.operator} ${sql.number(filter.value)}`;
    case 'between':
      return `${target} BETWEEN ${sql.number(filter.from)} AND ${sql.number(filter.to)}`;
    case 'date_range':
      return `${target} >= ${sql.literal(filter.from)} AND ${target} < ${sql.literal(filter.to)}`;
    case 'not_null':
      return `${target} IS NOT NULL`;
  }
}

function referencedColumns(plan: QueryPlan): ColumnRef[] {
  return [
    ...plan.dimensions.flatMap((dimension) => [...dimension.columns, ...(dimension.key ? [dimension.key] : [])]),
    ...plan.measures.flatMap((measure) => [...(measure.column ? [measure.column] : []), ...(measure.rate ? [measure.rate.column] : [])]),
    ...plan.filters.map((filter) => filter.column),
    ...plan.listColumns,
  ];
}

/** Qualifies a metric's bare column names with its table's alias, so joins cannot make them ambiguous. */
function qualifyMetric(expression: string, table: string, index: CatalogIndex, column: (name: string) => string): string {
  const names = new Set(index.table(table).columns.map((c) => c.name.toLowerCase()));
  return expression.replace(/"([^"]+)"|\b([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*\()/g, (whole, quoted: string | undefined, bare: string | undefined) => {
    const name = quoted ?? bare ?? '';
    return names.has(name.toLowerCase()) ? column(index.table(table).columns.find((c) => c.name.toLowerCase() === name.toLowerCase())?.name ?? name) : whole;
  });
}
