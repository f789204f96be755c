/**
 * The interpretation of SQL a language model wrote, in the same terms as the offline engine's: the SQL is parsed
 * back into plan terms (aggregates → measures, GROUP BY → groupings, WHERE → filters and time, ORDER BY → order,
 * LIMIT → limit, JOINs → joins) and worded by the explanation stage. What has no plan term keeps its SQL text.
 */
import { tableId, type Catalog } from '../catalog/catalog';
import { schemaModel, type ColumnRef, type SchemaModel } from '../catalog/schema-model';
import { filterText, measureText, type InterpretationToken } from '../explain/interpretation';
import type { Aggregate, Filter, Measure, TimeGrain } from '../plan/plan';
import { mysqlShape } from './mysql-shape';
import { postgresShape } from './postgres-shape';
import { conjuncts, hasAggregate, type QueryShape, type ShapeExpr } from './sql-shape';

const SIMPLE_AGGREGATES: Readonly<Record<string, Aggregate>> = { count: 'count', sum: 'sum', avg: 'avg', min: 'min', max: 'max', median: 'median' };
const COMPARISONS: Readonly<Record<string, '=' | '<>' | '>' | '>=' | '<' | '<='>> = { '=': '=', '<>': '<>', '!=': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=' };
const SHOWN_OPERATORS: Readonly<Record<string, string>> = { '=': '=', '<>': '≠', '>': '>', '>=': '≥', '<': '<', '<=': '≤' };

/** The SQL's interpretation tokens; none when the SQL cannot be read as one SELECT. */
export function interpretSql(sql: string, catalog: Catalog): InterpretationToken[] {
  const shape = catalog.dialect === 'mysql' ? mysqlShape(sql) : postgresShape(sql);
  return shape ? new SqlReader(catalog, schemaModel(catalog)).tokens(shape) : [];
}

/** One query's names: its aliases and tables, to tell which catalog column a reference means. */
class QueryScope {
  readonly tables = new Map<string, string>();
  readonly order: string[] = [];

  constructor(
    private readonly model: SchemaModel,
    readonly shape: QueryShape,
    catalog: Catalog,
  ) {
    for (const table of shape.tables) {
      const found = catalog.tables.find((candidate) => candidate.name.toLowerCase() === table.name.toLowerCase() && (!table.schema || candidate.schema.toLowerCase() === table.schema.toLowerCase()));
      if (!found) continue;
      const id = tableId(found);
      this.order.push(id);
      this.tables.set(table.name.toLowerCase(), id);
      if (table.alias) this.tables.set(table.alias.toLowerCase(), id);
    }
  }

  /** The catalog column a reference means, when it is one. */
  column(expr: ShapeExpr): ColumnRef | undefined {
    if (expr.kind !== 'column') return undefined;
    const candidates = expr.table ? [this.tables.get(expr.table.toLowerCase())] : this.order;
    for (const table of candidates) {
      if (!table) continue;
      const column = this.model.table(table).columns.find((candidate) => candidate.column.name.toLowerCase() === expr.column.toLowerCase());
      if (column) return column.ref;
    }
    return undefined;
  }

  get base(): string | undefined {
    return this.order[0] ?? this.shape.derived[0];
  }
}

class SqlReader {
  constructor(
    private readonly catalog: Catalog,
    private readonly model: SchemaModel,
  ) {}

  tokens(shape: QueryShape): InterpretationToken[] {
    const scope = new QueryScope(this.model, shape, this.catalog);
    const inner = shape.inner.map((query) => new QueryScope(this.model, query, this.catalog));
    const measures: InterpretationToken[] = [];
    const groups: InterpretationToken[] = [];
    const filters: InterpretationToken[] = [];
    const order: InterpretationToken[] = [];
    const joins: InterpretationToken[] = [];

    for (const column of shape.columns) {
      if (hasAggregate(column.expr)) measures.push({ kind: 'measure', text: this.measureWords(column.expr, scope, column.alias) });
    }
    const grouped = shape.groupBy.map((expr) => this.selected(expr, shape));
    for (const expr of grouped) groups.push(this.grouping(expr, scope));
    if (measures.length === 0 && grouped.length === 0 && shape.columns.length > 0) {
      const listed = shape.columns.map((column) => (column.expr.kind === 'star' ? 'all columns' : (scope.column(column.expr)?.column ?? column.alias ?? column.expr.sql)));
      measures.push({ kind: 'list', text: `list ${listed.join(', ')}${scope.base ? ` of ${scope.base}` : ''}` });
    }
    for (const query of [scope, ...inner]) {
      filters.push(...this.conditions(conjuncts(query.shape.where), query));
      joins.push(...this.joins(query));
    }
    for (const condition of conjuncts(shape.having)) filters.push({ kind: 'filter', text: this.havingWords(condition, scope) });
    for (const item of shape.orderBy) {
      const expr = this.selected(item.expr, shape);
      const alias = item.expr.kind === 'column' && !item.expr.table ? shape.columns.find((column) => column.alias?.toLowerCase() === item.expr.sql.toLowerCase())?.alias : undefined;
      order.push({ kind: 'order', text: `${item.descending ? 'highest' : 'lowest'} ${this.orderWords(expr, scope, alias)} first` });
    }
    const limit: InterpretationToken[] = shape.limit !== undefined ? [{ kind: 'limit', text: `${shape.offset ? `skip ${shape.offset}, ` : ''}top ${shape.limit}` }] : [];
    return [...measures, ...groups, ...filters, ...order, ...limit, ...joins];
  }

  /** GROUP BY 1 and ORDER BY an output name mean the selected expression. */
  private selected(expr: ShapeExpr, shape: QueryShape): ShapeExpr {
    if (expr.kind === 'number' && Number.isInteger(expr.value)) return shape.columns[expr.value - 1]?.expr ?? expr;
    if (expr.kind === 'column' && !expr.table) {
      const named = shape.columns.find((column) => column.alias?.toLowerCase() === expr.column.toLowerCase());
      if (named) return named.expr;
    }
    return expr;
  }

  /** An aggregate as a plan measure, worded like the offline engine's; other expressions as written. */
  private measure(expr: ShapeExpr, scope: QueryScope): Measure | undefined {
    if (expr.kind !== 'aggregate') return undefined;
    const table = scope.base;
    if (expr.name === 'count' && (!expr.arg || expr.arg.kind === 'star')) return { aggregate: 'count', ...(table ? { table } : {}), label: expr.sql };
    const column = expr.arg ? scope.column(expr.arg) : undefined;
    if (!column) return undefined;
    if (expr.name === 'count') return { aggregate: expr.distinct ? 'count_distinct' : 'count', column, table: column.table, label: expr.sql };
    if ((expr.name === 'percentile_cont' || expr.name === 'percentile_disc') && expr.fraction !== undefined) {
      return expr.fraction === 0.5 ? { aggregate: 'median', column, table: column.table, label: expr.sql } : { aggregate: 'percentile', percentile: expr.fraction, column, table: column.table, label: expr.sql };
    }
    const aggregate = SIMPLE_AGGREGATES[expr.name];
    return aggregate ? { aggregate, column, table: column.table, label: expr.sql } : undefined;
  }

  private measureWords(expr: ShapeExpr, scope: QueryScope, alias?: string): string {
    const measure = this.measure(expr, scope);
    if (measure) return measureText(measure);
    // A computed measure reads like a named metric: its name, then its expression.
    return alias ? measureText({ aggregate: 'sum', metric: { name: alias, table: scope.base ?? '', expression: expr.sql }, label: alias }) : expr.sql;
  }

  private grouping(expr: ShapeExpr, scope: QueryScope): InterpretationToken {
    const time = this.timeGrain(expr, scope);
    if (time) return { kind: 'time', text: `by ${time.grain} of ${time.column.column}` };
    const column = scope.column(expr);
    return { kind: 'group', text: `by ${column?.column ?? expr.sql}` };
  }

  /** date_trunc('month', d), to_char(d, 'YYYY-MM'), DATE_FORMAT(d, '%Y-%m'), YEAR(d), extract(year from d): a period of d. */
  private timeGrain(expr: ShapeExpr, scope: QueryScope): { grain: TimeGrain; column: ColumnRef } | undefined {
    if (expr.kind !== 'call') return undefined;
    const [first, second] = expr.args;
    const grainOf = (word: string): TimeGrain | undefined => {
      const lower = word.toLowerCase();
      return (['day', 'week', 'month', 'quarter', 'year'] as const).find((grain) => lower === grain || lower === `${grain}s`);
    };
    const dateColumn = (arg: ShapeExpr | undefined) => (arg ? scope.column(arg) : undefined);
    switch (expr.name) {
      case 'date_trunc':
      case 'extract':
      case 'date_part': {
        const grain = first?.kind === 'string' ? grainOf(first.value) : undefined;
        const column = dateColumn(second);
        return grain && column ? { grain, column } : undefined;
      }
      case 'to_char':
      case 'date_format':
      case 'strftime': {
        const column = dateColumn(first);
        const format = second?.kind === 'string' ? second.value : '';
        const grain: TimeGrain | undefined = /D|%d/.test(format) ? 'day' : /W|%u|%v/.test(format) ? 'week' : /Q/.test(format) ? 'quarter' : /M|%m/.test(format) ? 'month' : /Y|%Y/.test(format) ? 'year' : undefined;
        return grain && column ? { grain, column } : undefined;
      }
      case 'year':
      case 'quarter':
      case 'month':
      case 'week':
      case 'day':
      case 'date': {
        const column = dateColumn(first);
        const grain = grainOf(expr.name === 'date' ? 'day' : expr.name);
        return grain && column ? { grain, column } : undefined;
      }
      default:
        return undefined;
    }
  }

  private isDate(column: ColumnRef): boolean {
    return this.model.isDate(column);
  }

  /** WHERE conditions as plan filters; the bounds of one date column become one time range. */
  private conditions(parts: ShapeExpr[], scope: QueryScope): InterpretationToken[] {
    // A range takes the place of its first bound among the filters.
    const entries: ({ token: InterpretationToken } | { range: { column: ColumnRef; words: string[] } })[] = [];
    const ranges = new Map<string, { column: ColumnRef; words: string[] }>();
    for (const part of parts) {
      const filter = this.filter(part, scope);
      if (filter) {
        entries.push({ token: { kind: 'filter', text: filterText(filter) } });
        continue;
      }
      const bound = this.dateBound(part, scope);
      if (bound) {
        const key = `${bound.column.table}\u0000${bound.column.column}`;
        let range = ranges.get(key);
        if (!range) {
          range = { column: bound.column, words: [] };
          ranges.set(key, range);
          entries.push({ range });
        }
        range.words.push(bound.words);
        continue;
      }
      entries.push({ token: this.periodCondition(part, scope) ?? { kind: 'filter', text: part.sql } });
    }
    return entries.map((entry) => ('token' in entry ? entry.token : { kind: 'time', text: `${entry.range.column.column} ${entry.range.words.join(' and ')}` }));
  }

  /** A condition that is one plan filter: a value, a list, a comparison with a number, a range of numbers, a null test. */
  private filter(part: ShapeExpr, scope: QueryScope): Filter | undefined {
    if (part.kind === 'unary' && (part.op === 'IS NULL' || part.op === 'IS NOT NULL')) {
      const column = scope.column(part.operand);
      return column ? { kind: part.op === 'IS NULL' ? 'null' : 'not_null', column, label: part.sql } : undefined;
    }
    if (part.kind === 'between') {
      const column = scope.column(part.value);
      if (!column || part.negated || this.isDate(column)) return undefined;
      if (part.low.kind === 'number' && part.high.kind === 'number') return { kind: 'between', column, from: part.low.value, to: part.high.value, label: part.sql };
      return undefined;
    }
    if (part.kind !== 'binary') return undefined;
    const column = scope.column(part.left);
    if (!column || this.isDate(column)) return undefined;
    if (part.op === 'IN' || part.op === 'NOT IN') {
      const values = part.right.kind === 'list' ? part.right.items : [];
      if (values.length === 0 || !values.every((value) => value.kind === 'string' || value.kind === 'number')) return undefined;
      return { kind: 'values', column, values: values.map((value) => (value.kind === 'string' || value.kind === 'number' ? String(value.value) : '')), negated: part.op === 'NOT IN', label: part.sql };
    }
    const operator = COMPARISONS[part.op];
    if (!operator) return undefined;
    if (part.right.kind === 'string' && (operator === '=' || operator === '<>')) return { kind: 'values', column, values: [part.right.value], negated: operator === '<>', label: part.sql };
    if (part.right.kind === 'number') {
      if (operator === '=' && !this.model.isNumeric(column)) return { kind: 'values', column, values: [String(part.right.value)], label: part.sql };
      return { kind: 'compare', column, operator, value: part.right.value, label: part.sql };
    }
    return undefined;
  }

  /** One bound of a date range: d >= '1997-01-01', d < '1998-01-01', d BETWEEN a AND b. */
  private dateBound(part: ShapeExpr, scope: QueryScope): { column: ColumnRef; words: string } | undefined {
    const literal = (expr: ShapeExpr) => (expr.kind === 'string' ? expr.value : expr.kind === 'call' || expr.kind === 'other' ? expr.sql : undefined);
    if (part.kind === 'between') {
      const column = scope.column(part.value);
      const low = literal(part.low);
      const high = literal(part.high);
      if (!column || !this.isDate(column) || low === undefined || high === undefined) return undefined;
      return { column, words: `${part.negated ? 'not ' : ''}from ${low} to ${high}` };
    }
    if (part.kind !== 'binary') return undefined;
    const column = scope.column(part.left);
    const value = literal(part.right);
    if (!column || !this.isDate(column) || value === undefined) return undefined;
    const words: Readonly<Record<string, string>> = { '>=': 'from', '>': 'after', '<': 'before', '<=': 'up to', '=': 'on' };
    const word = words[part.op];
    return word ? { column, words: `${word} ${value}` } : undefined;
  }

  /** YEAR(d) = 1997, extract(year from d) = 1997, date_trunc('month', d) = '1997-05-01': a time filter. */
  private periodCondition(part: ShapeExpr, scope: QueryScope): InterpretationToken | undefined {
    if (part.kind === 'binary' && COMPARISONS[part.op]) {
      const time = this.timeGrain(part.left, scope);
      if (time && (part.right.kind === 'number' || part.right.kind === 'string')) {
        const operator = COMPARISONS[part.op] ?? '=';
        return { kind: 'time', text: `${time.grain} of ${time.column.column} ${SHOWN_OPERATORS[operator] ?? operator} ${part.right.value}` };
      }
    }
    if (part.kind === 'between') {
      const time = this.timeGrain(part.value, scope);
      if (time && (part.low.kind === 'number' || part.low.kind === 'string') && (part.high.kind === 'number' || part.high.kind === 'string')) {
        return { kind: 'time', text: `${time.grain} of ${time.column.column} between ${part.low.value} and ${part.high.value}` };
      }
    }
    return undefined;
  }

  private havingWords(part: ShapeExpr, scope: QueryScope): string {
    if (part.kind === 'binary' && part.right.kind === 'number') {
      const operator = COMPARISONS[part.op];
      const measure = this.measure(part.left, scope);
      if (operator && measure) return `${measureText(measure)} ${SHOWN_OPERATORS[operator] ?? operator} ${part.right.value}`;
    }
    return part.sql;
  }

  private orderWords(expr: ShapeExpr, scope: QueryScope, alias?: string): string {
    const measure = this.measure(expr, scope);
    if (measure) return measureText(measure);
    const column = scope.column(expr);
    if (column) return column.column;
    return alias ?? expr.sql;
  }

  /** Each JOIN as the keys it follows: orders.customer_id → customers.customer_id. */
  private joins(scope: QueryScope): InterpretationToken[] {
    const tokens: InterpretationToken[] = [];
    scope.shape.tables.forEach((table, index) => {
      if (!table.join) return;
      const joined = scope.tables.get((table.alias ?? table.name).toLowerCase()) ?? table.name;
      const previous = scope.shape.tables[index - 1];
      const before = previous ? (scope.tables.get((previous.alias ?? previous.name).toLowerCase()) ?? previous.name) : undefined;
      if (table.join.using && before) {
        tokens.push({ kind: 'join', text: table.join.using.map((column) => `${before}.${column} → ${joined}.${column}`).join(', ') });
        return;
      }
      const steps = conjuncts(table.join.on).flatMap((part) => {
        if (part.kind !== 'binary' || part.op !== '=') return [];
        const left = scope.column(part.left);
        const right = scope.column(part.right);
        if (!left || !right) return [];
        const [from, to] = right.table === joined ? [left, right] : [right, left];
        return [`${from.table}.${from.column} → ${to.table}.${to.column}`];
      });
      tokens.push({ kind: 'join', text: steps.length > 0 ? steps.join(', ') : `${table.join.type.toLowerCase()} ${joined}${table.join.on ? ` on ${table.join.on.sql}` : ''}` });
    });
    return tokens;
  }
}
