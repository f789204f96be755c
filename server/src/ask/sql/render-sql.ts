/**
 * The fifth stage: a plan as one SELECT in the source's dialect. Tables join to the base table along many-to-one
 * keys. A condition on a table that would multiply the base's rows (a customer's orders) becomes EXISTS, so nothing is
 * counted twice; a grouping by such a table makes the measure be computed at its own grain first (one row per base
 * key), then grouped. Figures of different grains (an order's freight beside its lines' revenue) are counted over the
 * finest rows, each coarser amount on one row of each of its rows. Rankings keep ties at the cut-off, per-group
 * rankings use window functions.
 */
import { EXPRESSION_NAME } from '../catalog/catalog';
import { MINOR_UNIT_WORDS, type JoinStep, type SchemaModel } from '../catalog/schema-model';
import { asksForSome, filterColumns, isCycleGrain, sideBySide, type ColumnRef, type Dimension, type DurationUnit, type Filter, type Measure, type PeriodComparison, type QueryPlan } from '../plan/plan';
import { SqlWriter, UNIT_SECONDS } from './dialect';
import { addDays, addMonths, OPEN_END, OPEN_START } from '../plan/time';

/** The cents or pence word of a money column's name ('amt_in_cents', 'fee_pnc'), dropped when it is shown in whole units. */
const MINOR_UNIT_NAME = new RegExp(`[_ ]?(in[_ ])?(${[...MINOR_UNIT_WORDS].join('|')})\\b`, 'i');

export interface RenderedQuery {
  sql: string;
  /** Output column names in order. */
  columns: string[];
  /** Columns that restate another in a second form (a quarter's number beside its label): shown, never summarised. */
  asides?: string[];
}

/** A plan the dialect cannot express (a median on MySQL): the engine says so rather than answering otherwise. */
export class UnrenderablePlanError extends Error {}

/** Output names people can read: 'number of orders' → number_of_orders. */
export function outputName(label: string): string {
  const name = label.toLowerCase().replace(/%/g, 'pct').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return (name || 'value').slice(0, 60);
}

/** The columns a plain condition reads, as 'table.column' keys. */
function filterColumnKeys(filter: Filter): string[] {
  if (filter.kind === 'exists' || filter.kind === 'related') return [];
  return [filter.column, ...(filter.kind === 'columns' ? [filter.other] : [])].map((ref) => `${ref.table}.${ref.column}`);
}

function same(a: ColumnRef, b: ColumnRef): boolean {
  return a.table === b.table && a.column === b.column;
}

class Renderer {
  private readonly sql: SqlWriter;
  private readonly aliases = new Map<string, string>();
  private readonly joins: string[] = [];
  private readonly names = new Set<string>();
  private aliasCount = 0;

  constructor(
    private readonly plan: QueryPlan,
    private readonly model: SchemaModel,
  ) {
    this.sql = new SqlWriter(model.catalog.dialect);
    this.aliases.set(plan.baseTable, 't0');
  }

  relation(table: string): string {
    return this.sql.relation(this.model.table(table).table, this.model.catalog.defaultSchema);
  }

  private newAlias(prefix = 't'): string {
    this.aliasCount++;
    return `${prefix}${this.aliasCount}`;
  }

  /** Whether `table` joins to the base without multiplying its rows. */
  private flat(table: string): boolean {
    return table === this.plan.baseTable || this.model.reachesWithoutFanOut(this.plan.baseTable, table);
  }

  /** The way from the base to a table: the one the question chose, else the cheapest. */
  private pathTo(table: string) {
    return this.plan.routes?.find((route) => route.table === table)?.steps ?? this.model.path(this.plan.baseTable, table);
  }

  private join(table: string): string {
    const known = this.aliases.get(table);
    if (known) return known;
    const path = this.pathTo(table);
    if (!path) throw new UnrenderablePlanError(`No join path from ${this.plan.baseTable} to ${table}`);
    for (const step of path) {
      if (this.aliases.has(step.toTable)) continue;
      const alias = this.newAlias();
      this.aliases.set(step.toTable, alias);
      // A left join keeps base rows whose key points nowhere (a deal with no account).
      this.joins.push(`LEFT JOIN ${this.relation(step.toTable)} ${alias} ON ${this.joinCondition(step, alias, this.aliases.get(step.fromTable) ?? '')}`);
    }
    return this.aliases.get(table) as string;
  }

  /** A column's value, read as a date or a number when it is stored as text. */
  column(ref: ColumnRef, alias = this.join(ref.table)): string {
    const raw = `${alias}.${this.sql.ident(ref.column)}`;
    const model = this.model.column(ref);
    if (model.textDate) return this.sql.textDate(raw, model.textDate);
    if (model.textNumber) return this.sql.textNumber(raw);
    return raw;
  }

  nameFor(label: string): string {
    const base = outputName(label);
    let name = base;
    for (let n = 2; this.names.has(name); n++) name = `${base}_${n}`;
    this.names.add(name);
    return name;
  }

  // ---- filters -------------------------------------------------------------------------------------------------

  private filterTables(filter: Filter): string[] {
    switch (filter.kind) {
      case 'exists': return [filter.table];
      case 'related': return [filter.column.table];
      case 'columns': return [filter.column.table, filter.other.table];
      default: return [filter.column.table];
    }
  }

  /** A filter's SQL where its columns are reachable through `column` (aliases of the current scope). */
  filterSql(filter: Filter, column: (ref: ColumnRef) => string, outer: string = this.plan.baseTable, outerAlias = 't0'): string {
    const sql = this.sql;
    // Money kept in cents is compared in whole units, as the question says it and the measures show it.
    const amount = (ref: ColumnRef) => (this.model.inCents(ref) ? `(${column(ref)} / 100.0)` : column(ref));
    switch (filter.kind) {
      case 'values': {
        const target = column(filter.column);
        // Codes a code table explains are asked by their meanings and stored as codes; a part of a meaning is every
        // code whose meaning holds it.
        const codes = this.model.column(filter.column).codes;
        if (codes && filter.partial) return this.filterSql({ ...filter, partial: false, values: [...codes.keys()].filter((meaning) => filter.values.some((part) => meaning.toLowerCase().includes(part.toLowerCase()))) }, column, outer, outerAlias);
        const list = filter.values.map((value) => sql.literal(this.model.storedValue(filter.column, value)));
        if (list.length === 0) return filter.negated ? 'TRUE' : 'FALSE';
        if (filter.partial) {
          // POSITION reads alike in PostgreSQL and MySQL, and a value holding % or _ needs no escaping.
          const found = list.map((value) => `POSITION(LOWER(${value}) IN LOWER(${target})) > 0`).join(' OR ');
          return filter.negated ? `(NOT (${found}) OR ${target} IS NULL)` : list.length > 1 ? `(${found})` : found;
        }
        if (list.length === 1) return filter.negated ? `(${target} <> ${list[0]} OR ${target} IS NULL)` : `${target} = ${list[0]}`;
        return filter.negated ? `(${target} NOT IN (${list.join(', ')}) OR ${target} IS NULL)` : `${target} IN (${list.join(', ')})`;
      }
      case 'compare':
        return `${amount(filter.column)} ${filter.operator} ${sql.number(filter.value)}`;
      case 'between':
        return `${amount(filter.column)} BETWEEN ${sql.number(filter.from)} AND ${sql.number(filter.to)}`;
      case 'weekday':
        return `${sql.isoWeekday(column(filter.column))} IN (${filter.days.map((day) => sql.number(day)).join(', ')})`;
      case 'date_range': {
        const target = column(filter.column);
        const parts: string[] = [];
        if (filter.from > OPEN_START) parts.push(`${target} >= ${sql.date(filter.from)}`);
        if (filter.to < OPEN_END) parts.push(`${target} < ${sql.date(filter.to)}`);
        return parts.length > 0 ? parts.join(' AND ') : `${target} IS NOT NULL`;
      }
      case 'not_null':
        return filter.asOf ? `${column(filter.column)} < ${sql.date(filter.asOf)}` : `${column(filter.column)} IS NOT NULL`;
      case 'null':
        return filter.asOf ? `(${column(filter.column)} IS NULL OR ${column(filter.column)} >= ${sql.date(filter.asOf)})` : `${column(filter.column)} IS NULL`;
      case 'columns': {
        if (!filter.gap) return `${amount(filter.column)} ${filter.operator} ${amount(filter.other)}`;
        return `${sql.duration(column(filter.other), column(filter.column), filter.gap.unit, this.countsCalendarDays(filter.other, filter.column, filter.gap.unit))} ${filter.operator} ${filter.gap.value}`;
      }
      case 'flag': {
        const model = this.model.column(filter.column);
        const target = column(filter.column);
        const flag = model.flag;
        if (!flag || flag.kind === 'boolean') return filter.value ? `${target} = TRUE` : `(${target} = FALSE OR ${target} IS NULL)`;
        const values = (filter.value ? flag.yes : flag.no).map((value) => (flag.kind === 'integer' ? value : sql.literal(value)));
        const condition = `${target} IN (${values.join(', ')})`;
        return filter.value ? condition : `(${condition} OR ${target} IS NULL)`;
      }
      case 'latest': {
        // The latest period of the whole table, not of the rows the other conditions keep.
        const alias = this.newAlias('x');
        const period = (at: (ref: ColumnRef) => string) => (filter.month ? `(${at(filter.column)} * 100 + ${at(filter.month)})` : at(filter.column));
        const own = (ref: ColumnRef) => `${alias}.${sql.ident(ref.column)}`;
        return `${period(column)} = (SELECT MAX(${period(own)}) FROM ${this.relation(filter.column.table)} ${alias})`;
      }
      case 'exists':
        return this.existsSql(outer, outerAlias, filter);
      case 'related': {
        const alias = this.newAlias('x');
        const inner = filter.filters.map((condition) => this.filterSql(condition, (ref) => this.column(ref, alias), filter.key.table, alias));
        const key = `${alias}.${sql.ident(filter.key.column)}`;
        // NOT IN over a list with an empty value is never true: the empty values are left out of it.
        if (filter.negated) inner.push(`${key} IS NOT NULL`);
        const rows = `(SELECT ${key} FROM ${this.relation(filter.key.table)} ${alias}${inner.length > 0 ? ` WHERE ${inner.join(' AND ')}` : ''})`;
        if (filter.orSelf) return `(${column(filter.key)} IN ${rows} OR ${column(filter.column)} IN ${rows})`;
        return `${column(filter.column)} ${filter.negated ? 'NOT IN' : 'IN'} ${rows}`;
      }
    }
  }

  /** The ON condition of one join step, without case or separators when the two sides write its keys differently. */
  private joinCondition(step: JoinStep, toAlias: string, fromAlias: string): string {
    const to = `${toAlias}.${this.sql.ident(step.toColumn)}`;
    const from = `${fromAlias}.${this.sql.ident(step.fromColumn)}`;
    return step.loose ? `${this.sql.compactText(to)} = ${this.sql.compactText(from)}` : `${to} = ${from}`;
  }

  /**
   * A condition on each base row, for counting the rows that meet it: 'share of tickets escalated to engineering',
   * where escalations are comments a ticket has many of, asks whether the ticket has one. Joining the comments
   * would count each ticket once per comment.
   */
  private rowConditionSql(filter: Filter): string {
    const tables = filter.kind === 'related' ? [] : [...new Set(filterColumns(filter).map((ref) => ref.table))];
    const many = tables.length === 1 && tables[0] !== undefined && !this.flat(tables[0]) ? tables[0] : undefined;
    if (!many) return this.filterSql(filter, (ref) => this.column(ref));
    // 'not escalated': no such comment, rather than some other comment.
    const denied = filter.kind === 'values' && filter.negated === true;
    const inner = denied ? { ...filter, negated: false } : filter;
    return this.existsSql(this.plan.baseTable, 't0', { kind: 'exists', table: many, filters: [inner], negated: denied, label: filter.label });
  }

  /** EXISTS over the join path from `outer` to the filter's table, with the filter's own conditions inside. */
  private existsSql(outer: string, outerAlias: string, filter: Extract<Filter, { kind: 'exists' }>): string {
    const route = outer === this.plan.baseTable ? filter.route : undefined;
    // 'departments with no employees': the rows that belong to a department, not its one manager.
    const path = filter.table === outer ? [] : (route ?? this.rowsBelonging(outer, filter.table, this.model.belongingPath(outer, filter.table)));
    if (!path) throw new UnrenderablePlanError(`No join path from ${outer} to ${filter.table}`);
    const { from, where, aliases } = this.pathScope(outer, outerAlias, path, filter.table);
    const column = (ref: ColumnRef) => {
      let alias = aliases.get(ref.table);
      if (!alias) {
        // A condition on a table beyond the path's end: join it from there.
        const extra = this.model.path(filter.table, ref.table);
        if (!extra) throw new UnrenderablePlanError(`No join path from ${filter.table} to ${ref.table}`);
        for (const step of extra) {
          if (aliases.has(step.toTable)) continue;
          const next = this.newAlias('x');
          aliases.set(step.toTable, next);
          from.push(`LEFT JOIN ${this.relation(step.toTable)} ${next} ON ${this.joinCondition(step, next, aliases.get(step.fromTable) ?? '')}`);
        }
        alias = aliases.get(ref.table) as string;
      }
      return this.column(ref, alias);
    };
    const inner = filter.filters.map((condition) => this.filterSql(condition, column, filter.table, aliases.get(filter.table)));
    const all = [...where, ...inner];
    const body = `SELECT 1 FROM ${from.join(' ')}${all.length > 0 ? ` WHERE ${all.join(' AND ')}` : ''}`;
    return `${filter.negated ? 'NOT ' : ''}EXISTS (${body})`;
  }

  /** The FROM and correlation of a subquery that walks `path` from the outer query's table. */
  private pathScope(outer: string, outerAlias: string, path: JoinStep[], target: string): { from: string[]; where: string[]; aliases: Map<string, string> } {
    const aliases = new Map<string, string>();
    const from: string[] = [];
    const where: string[] = [];
    if (path.length === 0) {
      const alias = this.newAlias('x');
      aliases.set(target, alias);
      from.push(`${this.relation(target)} ${alias}`);
      const key = this.model.primaryKey(outer);
      if (key) where.push(`${alias}.${this.sql.ident(key.column)} = ${outerAlias}.${this.sql.ident(key.column)}`);
      return { from, where, aliases };
    }
    path.forEach((step, i) => {
      const alias = this.newAlias('x');
      aliases.set(step.toTable, alias);
      if (i === 0) {
        from.push(`${this.relation(step.toTable)} ${alias}`);
        where.push(this.joinCondition(step, alias, outerAlias));
      } else {
        from.push(`JOIN ${this.relation(step.toTable)} ${alias} ON ${this.joinCondition(step, alias, aliases.get(step.fromTable) ?? '')}`);
      }
    });
    return { from, where, aliases };
  }

  // ---- measures ------------------------------------------------------------------------------------------------

  /** A measure's aggregate; `condition` limits the rows it counts (for periods side by side). */
  measureSql(measure: Measure, condition?: string): string {
    const sql = this.sql;
    const when = (expression: string) => (condition ? `CASE WHEN ${condition} THEN ${expression} END` : expression);
    if (measure.ratio) {
      const numerator = this.measureSql(measure.ratio.numerator, condition);
      const denominator = this.measureSql(measure.ratio.denominator, condition);
      return measure.ratio.percent ? sql.percent(numerator, denominator) : sql.ratio(numerator, denominator);
    }
    if (measure.share?.measure) {
      const input = this.measureInput(measure.share.measure);
      if (!input) throw new UnrenderablePlanError(`A share of ${measure.share.measure.label} cannot be computed.`);
      const matching = measure.share.condition.map((filter) => this.filterSql(filter, (ref) => this.column(ref))).join(' AND ');
      const all = condition ? `CASE WHEN ${condition} THEN ${input} END` : input;
      return sql.percent(`SUM(CASE WHEN ${matching}${condition ? ` AND ${condition}` : ''} THEN ${input} END)`, `SUM(${all})`);
    }
    if (measure.share) {
      const matching = measure.share.condition.map((filter) => this.rowConditionSql(filter)).join(' AND ');
      const among = measure.share.among?.map((filter) => this.rowConditionSql(filter)).join(' AND ');
      const rows = among ? `CASE WHEN ${among}${condition ? ` AND ${condition}` : ''} THEN 1 ELSE 0 END` : condition ? `CASE WHEN ${condition} THEN 1 ELSE 0 END` : '1';
      const hits = `CASE WHEN ${matching}${among ? ` AND ${among}` : ''}${condition ? ` AND ${condition}` : ''} THEN 1 ELSE 0 END`;
      return sql.percent(`SUM(${hits})`, `SUM(${rows})`);
    }
    if (measure.rate) {
      const target = this.column(measure.rate.column);
      const hits = `CASE WHEN ${target} = ${sql.literal(this.model.storedValue(measure.rate.column, measure.rate.value))}${condition ? ` AND ${condition}` : ''} THEN 1 ELSE 0 END`;
      const rows = condition ? `CASE WHEN ${condition} THEN 1 ELSE 0 END` : '1';
      return sql.percent(`SUM(${hits})`, `SUM(${rows})`);
    }
    if (measure.owed) return this.owedSql(measure, condition);
    if (measure.metric) {
      const expression = this.metricSql(measure.metric);
      if (!condition) return expression;
      const inner = /^\s*sum\s*\(([\s\S]*)\)\s*$/i.exec(expression);
      if (!inner) throw new UnrenderablePlanError(`The metric ${measure.metric.name} cannot be split by period.`);
      return `SUM(${when(inner[1] as string)})`;
    }
    const table = measure.table ?? measure.column?.table ?? this.plan.baseTable;
    switch (measure.aggregate) {
      case 'count': {
        if (table !== this.plan.baseTable) {
          const key = this.model.primaryKey(table);
          if (key) return `COUNT(DISTINCT ${when(this.column(key))})`;
        }
        return condition ? `SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)` : 'COUNT(*)';
      }
      case 'count_distinct':
        return `COUNT(DISTINCT ${when(this.valueOf(measure))})`;
      case 'median':
      case 'percentile': {
        const expression = this.sql.percentile(when(this.valueOf(measure)), measure.aggregate === 'median' ? 0.5 : (measure.percentile ?? 0.5));
        if (!expression) throw new UnrenderablePlanError(`${this.model.catalog.dialect === 'mysql' ? 'MySQL' : 'This database'} has no median or percentile function.`);
        return expression;
      }
      default:
        return `${measure.aggregate.toUpperCase()}(${when(this.valueOf(measure))})`;
    }
  }

  /** The row-level value a measure aggregates: its column, or the time between two of the row's dates. */
  private valueOf(measure: Measure): string {
    if (measure.duration) {
      const { from, to, unit, calendarDays } = measure.duration;
      return this.sql.duration(this.column(from), this.column(to), unit, (calendarDays === true && unit === 'day') || this.countsCalendarDays(from, to, unit));
    }
    const column = measure.column as ColumnRef;
    // Times one: whole minutes shown as hours keep their fraction.
    if (measure.timeUnit) return `(${this.column(column)} * 1.0 / ${this.sql.number(UNIT_SECONDS[measure.timeUnit.shown] / UNIT_SECONDS[measure.timeUnit.kept])})`;
    return this.model.inCents(column) ? `(${this.column(column)} / 100.0)` : this.column(column);
  }

  /** A metric's expression with its bare column names qualified, so joins cannot make them ambiguous. */
  private metricSql(metric: NonNullable<Measure['metric']>, alias = this.join(metric.table), scope?: ReadonlyMap<string, string>): string {
    const main = !scope && this.aliases.get(metric.table) === alias;
    return metric.expression.replace(EXPRESSION_NAME, (whole, quoted?: string, backticked?: string, bare?: string) => {
      const column = this.model.metricColumn(metric, quoted ?? backticked ?? bare ?? '');
      if (!column) return whole;
      if (column.table === metric.table) return this.column(column, alias);
      // A column of a row the metric's rows point at (each stock row's part): joined in the main query; in a query of
      // related rows, only where that row is in its scope already (the part each stock row of a part points at).
      const scoped = scope?.get(column.table);
      if (scoped) return this.column(column, scoped);
      if (!main) throw new UnrenderablePlanError(`${metric.name} cannot be worked out for each related row.`);
      return this.column(column);
    });
  }

  /** 'how much do customers owe': each row's amount less what was paid on it, added up over the base's rows. */
  private owedSql(measure: Measure, condition?: string): string {
    const column = measure.column;
    if (!column || condition || measure.table !== this.plan.baseTable) throw new UnrenderablePlanError(`${measure.label} can only be worked out over the rows that are owed on.`);
    const paid = measure.owed?.paid;
    // Money kept in cents is owed in whole units, as every figure of it is shown.
    const plus = measure.owed?.plus;
    const amount = plus ? `(${this.valueOf(measure)} + ${this.valueOf({ ...measure, column: plus })})` : this.valueOf(measure);
    if (!paid) return `SUM(${amount})`;
    const paidTotal = () => this.relatedAggregate({ aggregate: 'sum', column: paid, table: paid.table, label: paid.column }, paid.table);
    // The payments' own total is in whole units already.
    const less = paid.table === column.table ? this.valueOf({ ...measure, column: paid }) : paidTotal();
    // Rows with no state of being paid: only what is still owed on each counts, never a row paid in full or over.
    if (measure.owed?.unpaidOnly) return `SUM(GREATEST(${amount} - COALESCE(${less}, 0), 0))`;
    return `SUM(${amount} - COALESCE(${less}, 0))`;
  }

  /** The row-level value a measure aggregates, for computing it at its own grain first. */
  private measureInput(measure: Measure): string | undefined {
    if (measure.owed) return undefined;
    if (measure.metric) {
      const inner = /^\s*sum\s*\(([\s\S]*)\)\s*$/i.exec(this.metricSql(measure.metric));
      return inner?.[1];
    }
    if (measure.column || measure.duration) return this.valueOf(measure);
    return undefined;
  }

  // ---- dimensions ----------------------------------------------------------------------------------------------

  readonly asides: string[] = [];

  /** What the codes of a dimension's one column mean, as a CASE over them, where a shared code table says. */
  private codeMeaningSql(dimension: Dimension): string | undefined {
    const ref = dimension.columns[0];
    const meanings = ref && dimension.columns.length === 1 && !dimension.grain && !dimension.periodColumns ? this.model.codeMeanings(ref) : undefined;
    if (!ref || !meanings || meanings.size === 0) return undefined;
    const cases = [...meanings].map(([code, meaning]) => `WHEN ${this.sql.literal(code)} THEN ${this.sql.literal(meaning)}`);
    return `CASE ${this.column(ref)} ${cases.join(' ')} END`;
  }

  /**
   * Whether the time between two dates is counted in whole calendar days: 'days between order date and delivery date'
   * of two dates kept as dates; and days from a date to a time ('booking date to departure'), the date having no hour
   * to count from.
   */
  private countsCalendarDays(from: ColumnRef, to: ColumnRef, unit: DurationUnit): boolean {
    const isCalendarDate = (ref: ColumnRef) => this.model.column(ref).column.type === 'date' || this.model.column(ref).textDate !== undefined;
    return (isCalendarDate(from) && isCalendarDate(to)) || (unit === 'day' && (isCalendarDate(from) || isCalendarDate(to)));
  }

  /** The quarter number of a quarterly date dimension whose dates the plan keeps within one calendar year. */
  private quarterOfOneYear(dimension: Dimension): string | undefined {
    const date = dimension.columns[0];
    if (dimension.grain !== 'quarter' || dimension.periodColumns || dimension.columns.length !== 1 || !date) return undefined;
    const range = this.plan.filters.find((filter): filter is Extract<Filter, { kind: 'date_range' }> => filter.kind === 'date_range' && same(filter.column, date));
    if (!range || range.from.slice(0, 4) !== addDays(range.to, -1).slice(0, 4)) return undefined;
    return this.sql.quarterOfYear(this.column(date));
  }

  /**
   * A person shown by first and last name apart is also shown by the whole name ('Noah Fischer'), beside the parts as
   * an aside that restates them. Returns the expression added.
   */
  private addWholeName({ first, last }: { first: ColumnRef; last: ColumnRef }, select: string[], columns: string[]): string {
    const expression = this.sql.concatWords([this.column(first), this.column(last)]);
    const name = this.nameFor('full name');
    this.asides.push(name);
    select.push(`${expression} AS ${this.sql.ident(name)}`);
    columns.push(name);
    return expression;
  }

  /** A person's first and last name columns among those shown, first name first. */
  private nameParts(refs: readonly ColumnRef[]): { first: ColumnRef; last: ColumnRef } | undefined {
    const text = (ref: ColumnRef) => !this.model.isNumeric(ref) && !this.model.isDate(ref);
    const named = (ref: ColumnRef, words: string[]) => text(ref) && this.model.column(ref).words.some((word) => words.includes(word));
    const first = refs.find((ref) => named(ref, ['first', 'given', 'forename']));
    const last = first && refs.find((ref) => ref.table === first.table && ref !== first && named(ref, ['last', 'surname', 'family']));
    return first && last && refs.indexOf(first) < refs.indexOf(last) ? { first, last } : undefined;
  }

  dimensionSql(dimension: Dimension): string {
    if (dimension.periodColumns) {
      const { year, month, quarter } = dimension.periodColumns;
      return this.sql.periodFromColumns(dimension.grain === undefined || isCycleGrain(dimension.grain) ? 'year' : dimension.grain, this.column(year), month ? this.column(month) : undefined, quarter ? this.column(quarter) : undefined);
    }
    const parts = dimension.columns.map((ref) => this.column(ref));
    const joined = parts.length === 1 ? (parts[0] as string) : this.sql.concatWords(parts);
    return dimension.grain ? this.sql.grain(joined, dimension.grain) : joined;
  }

  // ---- the query -----------------------------------------------------------------------------------------------

  render(): RenderedQuery {
    const plan = this.plan;
    if (plan.comparison && (plan.having.length > 0 || plan.running || plan.perGroup || plan.shareOfTotal || plan.listColumns.length > 0)) {
      throw new UnrenderablePlanError('Periods side by side cannot be combined with this question\'s other parts yet.');
    }
    // Conditions on tables that multiply the base's rows become EXISTS; the rest join.
    const where: string[] = [];
    // 'cards banned in modern': conditions on different columns of the same related rows hold of one row together,
    // in one EXISTS. Two on the same column ('bought beverages and seafood') are about different rows.
    const related: { table: string; filters: Filter[]; at: number }[] = [];
    for (const filter of plan.filters) {
      const tables = this.filterTables(filter);
      if (filter.kind !== 'exists' && tables.some((table) => !this.flat(table))) {
        const target = tables.find((table) => !this.flat(table)) as string;
        const columns = filterColumnKeys(filter);
        // 'accounts the West office won business from': a condition on the team of a won deal is about that same deal,
        // reached through it; the related rows nearest the base hold both conditions.
        const through = (far: string, near: string) => far === near || (this.model.path(plan.baseTable, far) ?? []).some((step) => step.toTable === near);
        const group = related.find((candidate) => (through(target, candidate.table) || through(candidate.table, target)) && !candidate.filters.some((other) => filterColumnKeys(other).some((key) => columns.includes(key))));
        if (group) {
          if (through(group.table, target)) group.table = target;
          group.filters.push(filter);
        }
        else {
          related.push({ table: target, filters: [filter], at: where.length });
          where.push('');
        }
      } else {
        where.push(this.filterSql(filter, (ref) => this.column(ref)));
      }
    }
    for (const group of related) {
      where[group.at] = this.existsSql(plan.baseTable, 't0', { kind: 'exists', table: group.table, filters: group.filters, negated: false, label: group.filters.map((filter) => filter.label).join(' and ') });
    }
    if (plan.comparison) where.push(`(${plan.comparison.periods.map((period) => `(${this.withinPeriod(period)})`).join(' OR ')})`);
    for (const { rate } of plan.measures) {
      if (rate?.against) where.push(`${this.column(rate.column)} IN (${rate.against.map((value) => this.sql.literal(this.model.storedValue(rate.column, value))).join(', ')})`);
    }
    // Conditions on related rows' counts ('customers with more than 10 orders') are subqueries per base row.
    const having: string[] = [];
    const compared: { sql: string; label: string }[] = [];
    for (const condition of plan.having) {
      const table = condition.measure.table ?? this.plan.baseTable;
      if (table === plan.baseTable || this.flat(table) && plan.dimensions.length > 0) {
        if (condition.filters?.length) throw new UnrenderablePlanError(`${condition.label} with conditions of its own cannot be computed here yet.`);
        having.push(`${this.measureSql(condition.measure)} ${condition.operator} ${this.sql.number(condition.value)}`);
      } else {
        const aggregate = this.relatedAggregate(condition.measure, table, condition.filters);
        // 'customers with at least one completed visit': a count of one or more is that some row exists, which the
        // database answers with one semi-join instead of a count per base row.
        const some = asksForSome(condition);
        where.push(some ? `EXISTS ${this.relatedAggregate(condition.measure, table, condition.filters, true)}` : `${aggregate} ${condition.operator} ${this.sql.number(condition.value)}`);
        compared.push({ sql: aggregate, label: condition.measure.label });
      }
    }

    // 'which constructors scored more points in 2024 than in 2023': the groups whose difference is above zero.
    if (plan.comparison?.difference?.keep) {
      if (plan.dimensions.length === 0) throw new UnrenderablePlanError('There are no groups to pick by their change.');
      having.push(`${this.differenceSql(plan.comparison, plan.comparison.difference)} > 0`);
    }
    // Groups are things: rows with no thing to group by ('deals with no account') are not one of them. Categories
    // keep their empty group ('(none)'); rankings drop it.
    for (const dimension of plan.dimensions) {
      if (dimension.grain || dimension.periodColumns) continue;
      const entity = dimension.key !== undefined || dimension.columns.some((ref) => ['reference', 'label', 'key'].includes(this.model.column(ref).role));
      if (entity || plan.limit !== undefined || plan.perGroup) for (const ref of dimension.columns) where.push(`${this.column(ref)} IS NOT NULL`);
    }
    if (plan.measures.some((measure) => measure.perRow)) return this.renderPerRow(where, having);
    // 'freight and revenue per shipper': an order's freight beside its lines' revenue, each counted at its own grain.
    const finest = this.mixedGrainBase();
    if (finest !== undefined && finest !== plan.baseTable) {
      const rebased = new Renderer(this.rebasedOn(finest), this.model);
      const rendered = rebased.render();
      this.asides.push(...rebased.asides);
      return rendered;
    }
    if (finest !== undefined) return this.renderMixedGrain(where);
    // Two measures of tables that do not join one-to-one ('fuel litres' beside 'shipment charges') would count rows
    // of one of them many times: not answered rather than inflated.
    for (const measure of plan.measures) {
      const tables = [measure.column?.table, measure.duration?.from.table, measure.metric?.table, measure.share?.measure?.column?.table, measure.ratio?.denominator.table, measure.ratio?.denominator.column?.table, measure.ratio?.numerator.column?.table].filter((table): table is string => table !== undefined);
      // Nor can an amount of rows the base has many of for each ('freight' of orders over their lines) be added up
      // over the base's rows.
      const repeated = [measure.column, measure.ratio?.numerator.column, measure.ratio?.denominator.column].some((column) => column !== undefined && column.table !== plan.baseTable && !this.model.reachesWithoutFanOut(column.table, plan.baseTable));
      if (tables.some((table) => !this.flat(table)) || (repeated && !['min', 'max', 'count_distinct'].includes(measure.aggregate))) throw new UnrenderablePlanError(`${measure.label} and the other figures are about rows that do not match one to one, so they cannot be computed together without counting some twice.`);
    }
    const fanned = [...plan.dimensions.flatMap((d) => d.columns), ...plan.listColumns].some((ref) => !this.flat(ref.table));
    if (fanned && plan.comparison) throw new UnrenderablePlanError(`Periods side by side cannot be computed per ${plan.dimensions.map((d) => d.label).join(' and ')} without counting rows twice.`);
    if (fanned && plan.measures.length > 0) return this.renderAtGrain(where, having);

    const select: string[] = [];
    const columns: string[] = [];
    const groupBy: string[] = [];
    const listNames: string[] = [];
    // Each person shown (an employee and their manager), each by their whole name too.
    const people = [...new Set(plan.listColumns.map((ref) => ref.table))].map((table) => this.nameParts(plan.listColumns.filter((ref) => ref.table === table))).filter((parts) => parts !== undefined);
    for (const ref of plan.listColumns) {
      // Money kept in cents is shown in whole units, as figures of it are, and named without the cents.
      const cents = this.model.inCents(ref);
      const name = this.nameFor(cents ? ref.column.replace(MINOR_UNIT_NAME, '') || ref.column : ref.column);
      select.push(`${cents ? `(${this.column(ref)} / 100.0)` : this.column(ref)} AS ${this.sql.ident(name)}`);
      columns.push(name);
      listNames.push(name);
      // The whole name right after its parts, before the other columns.
      const person = people.find((parts) => parts.last === ref);
      if (person) this.addWholeName(person, select, columns);
    }
    // 'suppliers with more than 3 products': a list shows the figure each row was compared on.
    if (plan.measures.length === 0 && plan.dimensions.length === 0) {
      for (const condition of compared) {
        const name = this.nameFor(condition.label);
        select.push(`${condition.sql} AS ${this.sql.ident(name)}`);
        columns.push(name);
        listNames.push(name);
      }
    }
    const dimensionNames: string[] = [];
    const partNames: string[] = [];
    for (const dimension of plan.dimensions) {
      if (dimension.columns.length > 1 && !dimension.grain && !dimension.periodColumns) {
        // A name in parts (first and last name) is shown as its parts, each its own column.
        dimension.columns.forEach((ref, i) => {
          const expression = this.column(ref);
          const name = this.nameFor(ref.column);
          select.push(`${expression} AS ${this.sql.ident(name)}`);
          columns.push(name);
          groupBy.push(expression);
          if (i === 0) dimensionNames.push(name);
          else partNames.push(name);
        });
        if (dimension.key) groupBy.push(this.column(dimension.key));
        const parts = this.nameParts(dimension.columns);
        if (parts) groupBy.push(this.addWholeName(parts, select, columns));
        continue;
      }
      const expression = this.dimensionSql(dimension);
      const name = this.dimensionName(dimension);
      select.push(`${expression} AS ${this.sql.ident(name)}`);
      columns.push(name);
      dimensionNames.push(name);
      groupBy.push(expression);
      if (dimension.key && !dimension.grain) groupBy.push(this.column(dimension.key));
      // A quarter is also shown by the day it starts, as a date a spreadsheet or another tool sorts and reads.
      const date = dimension.columns[0];
      if (dimension.grain === 'quarter' && !dimension.periodColumns && dimension.columns.length === 1 && date) {
        const startName = this.nameFor('quarter start');
        const start = this.sql.quarterStart(this.column(date));
        this.asides.push(startName);
        select.push(`${start} AS ${this.sql.ident(startName)}`);
        columns.push(startName);
        partNames.push(startName);
        groupBy.push(start);
      }
      // A code a shared code table explains (S, W) is also shown by what it means ('Shop counter', 'Website').
      const meaning = this.codeMeaningSql(dimension);
      if (meaning) {
        const meaningName = this.nameFor(`${dimension.columns[0]?.column ?? ''} meaning`);
        this.asides.push(meaningName);
        select.push(`${meaning} AS ${this.sql.ident(meaningName)}`);
        columns.push(meaningName);
        partNames.push(meaningName);
        groupBy.push(meaning);
      }
      // 'orders per quarter in 2025': quarters of one year are also shown by their number, 1 to 4, as people say them.
      const quarterNumber = this.quarterOfOneYear(dimension);
      if (quarterNumber) {
        const numberName = this.nameFor('quarter of year');
        this.asides.push(numberName);
        select.push(`${quarterNumber} AS ${this.sql.ident(numberName)}`);
        columns.push(numberName);
        partNames.push(numberName);
        groupBy.push(quarterNumber);
      }
    }
    const measureNames: string[] = [];
    if (sideBySide(plan)) {
      for (const { expression, name, ranks } of this.comparisonColumns(plan.comparison)) {
        select.push(`${expression} AS ${this.sql.ident(name)}`);
        columns.push(name);
        if (ranks) measureNames.push(name);
      }
    }
    for (const measure of sideBySide(plan) ? [] : plan.measures) {
      const name = this.nameFor(measure.label);
      select.push(`${this.measureSql(measure)} AS ${this.sql.ident(name)}`);
      columns.push(name);
      measureNames.push(name);
    }
    if (plan.shareOfTotal && plan.measures[0]) {
      const name = this.nameFor('share of total %');
      const expression = this.measureSql(plan.measures[0]);
      select.push(`${this.sql.percent(expression, `SUM(${expression}) OVER ()`)} AS ${this.sql.ident(name)}`);
      columns.push(name);
    }
    if (plan.having.length > 0 && plan.measures.length === 0 && plan.dimensions.length === 0 && having.length > 0) {
      const key = this.model.primaryKey(plan.baseTable);
      if (key) groupBy.push(this.column(key));
      for (const ref of plan.listColumns) groupBy.push(this.column(ref));
    }

    const orderTerms = this.orderTerms({ measureNames, dimensionNames, listNames });

    const aggregated = plan.measures.length > 0 || having.length > 0;
    // A column shown beside figures must be one value per group: its own grouping, or its row's key grouped. Anything
    // else is no answer to give (and an error the database would raise).
    if (aggregated) {
      for (const ref of plan.listColumns) {
        const key = this.model.primaryKey(ref.table);
        if (!groupBy.includes(this.column(ref)) && !(key && groupBy.includes(this.column(key)))) throw new UnrenderablePlanError(`The ${ref.column.replace(/_/g, ' ')} of ${ref.table.replace(/_/g, ' ')} is not one value per ${plan.dimensions.map((d) => d.label).join(' and ') || 'answer'}, so it cannot be shown beside the figures.`);
      }
    }
    const distinct = !aggregated && plan.listColumns.length > 0 && this.listNeedsDistinct() ? 'DISTINCT ' : '';
    const core = [
      `SELECT ${distinct}${select.join(', ')}`,
      `FROM ${this.relation(plan.baseTable)} t0`,
      ...this.joins,
      where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
      groupBy.length > 0 && aggregated ? `GROUP BY ${groupBy.join(', ')}` : '',
      having.length > 0 ? `HAVING ${having.join(' AND ')}` : '',
    ].filter((line) => line !== '');
    return this.finish(core, columns, orderTerms, { measureNames, dimensionNames, listNames });
  }

  // ---- measures of different grains ----------------------------------------------------------------------------

  private partTable(part: Measure): string {
    return part.metric?.table ?? part.column?.table ?? part.table ?? this.plan.baseTable;
  }

  /** Whether a part's sum or average would count a row of its table once per base row it has (an order per line). */
  private repeatedOver(base: string, part: Measure): boolean {
    const table = this.partTable(part);
    return (part.column !== undefined || part.metric !== undefined) && ['sum', 'avg'].includes(part.aggregate) && table !== base && !this.model.reachesWithoutFanOut(table, base);
  }

  /**
   * The table whose rows every figure can be counted over, when the figures are of different grains ('freight as a %
   * of revenue': orders beside their lines): the finest one, which reaches all the others, where every amount of a
   * coarser table is of rows it is a piece of. Undefined when the plan has no such figures, or they cannot be split so.
   */
  private mixedGrainBase(): string | undefined {
    const plan = this.plan;
    const parts = plan.measures.flatMap((measure) => (measure.ratio ? [measure.ratio.numerator, measure.ratio.denominator] : [measure]));
    const needed = parts.some((part) => !this.flat(this.partTable(part)) || this.repeatedOver(plan.baseTable, part));
    if (!needed || plan.having.length > 0 || plan.comparison || plan.listColumns.length > 0 || plan.perGroup || plan.running || plan.growth || plan.shareOfTotal) return undefined;
    const simple = (part: Measure) => !part.rate && !part.share && !part.ratio && !part.owed && !part.perRow && !part.duration && ['sum', 'avg', 'min', 'max', 'count', 'count_distinct'].includes(part.aggregate) && (!part.metric || this.measureInput(part) !== undefined);
    if (!parts.every(simple)) return undefined;
    // Conditions on rows the base has many of (EXISTS) are about the base's rows; another base would change them.
    const filterTables = plan.filters.map((filter) => (filter.kind === 'exists' || filter.kind === 'related' ? undefined : this.filterTables(filter)));
    if (filterTables.some((tables) => tables === undefined || tables.some((table) => !this.flat(table)))) return undefined;
    const reached = [...parts.map((part) => this.partTable(part)), ...plan.dimensions.flatMap((dimension) => dimension.columns.map((ref) => ref.table)), ...filterTables.flat()] as string[];
    const candidates = [plan.baseTable, ...parts.map((part) => this.partTable(part))];
    return candidates.find((base) => {
      if (base !== plan.baseTable && plan.routes?.length) return false;
      if (!reached.every((table) => table === base || this.model.reachesWithoutFanOut(base, table))) return false;
      return parts.every((part) => {
        const table = this.partTable(part);
        if (part.aggregate === 'count' && !part.column && table !== base && !this.model.primaryKey(table)) return false;
        return !this.repeatedOver(base, part) || (this.model.partOf(base, table) && this.model.primaryKey(table) !== undefined);
      });
    });
  }

  /** The plan counted over `base` instead: a count of the old base's rows stays one. */
  private rebasedOn(base: string): QueryPlan {
    const old = this.plan.baseTable;
    const counted = (measure: Measure): Measure => (measure.aggregate === 'count' && !measure.column && !measure.metric && !measure.table ? { ...measure, table: old } : measure);
    const measures = this.plan.measures.map((measure) => (measure.ratio ? { ...measure, ratio: { ...measure.ratio, numerator: counted(measure.ratio.numerator), denominator: counted(measure.ratio.denominator) } } : counted(measure)));
    return { ...this.plan, baseTable: base, measures, routes: undefined };
  }

  /**
   * Figures of different grains over the base's rows: an amount of a coarser table (an order's freight) counted on one
   * base row of each of its rows in each group (the first line of the order), the base's own over every row.
   */
  private renderMixedGrain(where: string[]): RenderedQuery {
    const plan = this.plan;
    const sql = this.sql;
    const inner: string[] = [];
    const dimensionExpressions: string[] = [];
    const outer: string[] = [];
    const columns: string[] = [];
    const dimensionNames: string[] = [];
    const groupBy: string[] = [];
    plan.dimensions.forEach((dimension, i) => {
      const expression = this.dimensionSql(dimension);
      dimensionExpressions.push(expression);
      inner.push(`${expression} AS ${sql.ident(`d${i}__`)}`);
      groupBy.push(`q.${sql.ident(`d${i}__`)}`);
      // Two customers of the same name stay two groups.
      if (dimension.key && !dimension.grain) {
        dimensionExpressions.push(this.column(dimension.key));
        inner.push(`${this.column(dimension.key)} AS ${sql.ident(`k${i}__`)}`);
        groupBy.push(`q.${sql.ident(`k${i}__`)}`);
      }
      const name = this.dimensionName(dimension);
      outer.push(`q.${sql.ident(`d${i}__`)} AS ${sql.ident(name)}`);
      columns.push(name);
      dimensionNames.push(name);
    });
    const firsts = new Map<string, string>();
    const firstOf = (table: string): string => {
      let name = firsts.get(table);
      if (!name) {
        name = `r${firsts.size}__`;
        firsts.set(table, name);
        const key = this.model.primaryKey(table) as ColumnRef;
        inner.push(`ROW_NUMBER() OVER (PARTITION BY ${[this.column(key), ...dimensionExpressions].join(', ')}) AS ${sql.ident(name)}`);
      }
      return name;
    };
    let parts = 0;
    const partSql = (part: Measure): string => {
      const table = this.partTable(part);
      const value = `q.${sql.ident(`m${parts}__`)}`;
      if (part.aggregate === 'count' && !part.column && !part.metric) {
        if (table === plan.baseTable) return 'COUNT(*)';
        inner.push(`${this.column(this.model.primaryKey(table) as ColumnRef)} AS ${sql.ident(`m${parts++}__`)}`);
        return `COUNT(DISTINCT ${value})`;
      }
      inner.push(`${this.measureInput(part) ?? this.valueOf(part)} AS ${sql.ident(`m${parts++}__`)}`);
      if (part.aggregate === 'count_distinct') return `COUNT(DISTINCT ${value})`;
      const counted = this.repeatedOver(plan.baseTable, part) ? `CASE WHEN q.${sql.ident(firstOf(table))} = 1 THEN ${value} END` : value;
      return `${part.aggregate.toUpperCase()}(${counted})`;
    };
    const measureNames: string[] = [];
    for (const measure of plan.measures) {
      const expression = measure.ratio
        ? (measure.ratio.percent ? sql.percent : sql.ratio).call(sql, partSql(measure.ratio.numerator), partSql(measure.ratio.denominator))
        : partSql(measure);
      const name = this.nameFor(measure.label);
      outer.push(`${expression} AS ${sql.ident(name)}`);
      columns.push(name);
      measureNames.push(name);
    }
    const innerSql = [`SELECT ${inner.length > 0 ? inner.join(', ') : '1 AS one__'}`, `FROM ${this.relation(plan.baseTable)} t0`, ...this.joins, where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''].filter((line) => line !== '').join('\n');
    const core = [`SELECT ${outer.join(', ')}`, `FROM (\n${innerSql}\n) q`, groupBy.length > 0 ? `GROUP BY ${groupBy.join(', ')}` : ''].filter((line) => line !== '');
    return this.finish(core, columns, this.orderTerms({ measureNames, dimensionNames, listNames: [] }), { measureNames, dimensionNames, listNames: [] });
  }

  /** Whether listed rows could repeat: the listed columns do not include the base's key. */
  private listNeedsDistinct(): boolean {
    const key = this.model.primaryKey(this.plan.baseTable);
    return !key || !this.plan.listColumns.some((column) => same(column, key)) && !this.plan.listColumns.some((column) => this.model.isUnique(column));
  }

  /**
   * The path to count or test the rows of `table` that belong to each `outer` row. A path that reaches one row at most
   * (a department's manager) makes every count 0 or 1; a path as short that reaches many (its employees) is meant.
   */
  private rowsBelonging(outer: string, table: string, path: JoinStep[] | undefined): JoinStep[] | undefined {
    if (!path || path.some((step) => step.fansOut)) return path;
    const many = this.model.manyPath(outer, table);
    return many && many.length <= path.length ? many : path;
  }

  /**
   * An aggregate of related rows for each base row: (SELECT COUNT(*) FROM orders WHERE orders.customer_id =
   * t0.customer_id). With `existence`, the same rows as a subquery for EXISTS (SELECT 1 ...).
   */
  private relatedAggregate(measure: Measure, table: string, filters: Filter[] = [], existence = false): string {
    // The rows that belong to each base row (a member's classes through their bookings), not those of a shared parent
    // (the classes of the member's home club).
    const route = this.plan.routes?.find((candidate) => candidate.table === table)?.steps;
    let path = route ?? this.model.belongingPath(this.plan.baseTable, table);
    // 'departments with more than 20 people': counted along a path that reaches one row (the department's manager)
    // every count is 0 or 1; the rows that belong to it are counted.
    if (!route && !measure.column && !measure.metric) path = this.rowsBelonging(this.plan.baseTable, table, path);
    if (!path) throw new UnrenderablePlanError(`No join path from ${this.plan.baseTable} to ${table}`);
    const { from, where, aliases } = this.pathScope(this.plan.baseTable, 't0', path, table);
    const alias = aliases.get(table) as string;
    for (const filter of filters) {
      // 'more than three completed bookings' where a booking's status is described in a lookup: the lookup each counted
      // row points at is joined in, one row each, so nothing counted repeats.
      for (const other of this.filterTables(filter)) {
        const reach = aliases.has(other) ? undefined : this.model.path(table, other);
        if (!reach || reach.length === 0 || reach.some((step) => step.fansOut)) continue;
        for (const step of reach) {
          if (aliases.has(step.toTable)) continue;
          const joined = this.newAlias('x');
          from.push(`JOIN ${this.relation(step.toTable)} ${joined} ON ${this.joinCondition(step, joined, aliases.get(step.fromTable) ?? '')}`);
          aliases.set(step.toTable, joined);
        }
      }
      if (this.filterTables(filter).some((other) => !aliases.has(other))) throw new UnrenderablePlanError(`${filter.label} is not about ${table}.`);
      where.push(this.filterSql(filter, (ref) => this.column(ref, aliases.get(ref.table))));
    }
    let expression = existence ? '1' : 'COUNT(*)';
    // 'students who attended two or more courses' through their bookings' sessions: rows reached back up from the rows
    // that belong to the base row (the course of each booked session) are counted once each, however often reached.
    const last = path[path.length - 1];
    const key = this.model.primaryKey(table);
    if (!existence && !measure.column && !measure.metric && key && last && !last.fansOut && path.some((step) => step.fansOut)) expression = `COUNT(DISTINCT ${this.column(key, alias)})`;
    // 'customers who spent more than $20k': a metric of the related rows, over those rows only.
    // The outer row (t0) is in scope too: the part each of its stock rows points at.
    if (measure.metric) expression = this.metricSql(measure.metric, aliases.get(measure.metric.table) ?? alias, new Map([[this.plan.baseTable, 't0'], ...aliases]));
    else if (measure.column) {
      // Money kept in pence is compared in pounds, as everywhere else ('spent over £5,000').
      const column = this.column(measure.column, aliases.get(measure.column.table) ?? alias);
      const value = measure.aggregate !== 'count' && measure.aggregate !== 'count_distinct' && this.model.inCents(measure.column) ? `(${column} / 100.0)` : column;
      expression = `${measure.aggregate === 'count_distinct' ? 'COUNT(DISTINCT' : measure.aggregate.toUpperCase() + '('} ${value})`.replace('( ', '(');
    }
    return `(SELECT ${expression} FROM ${from.join(' ')}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''})`;
  }

  /**
   * Measures computed at their own grain before grouping by a table that multiplies rows: one row per base key and
   * group (DISTINCT), then the aggregate over those rows. 'Total freight by product': each order's freight counts once
   * per product it holds, never once per order line.
   */
  private renderAtGrain(where: string[], having: string[]): RenderedQuery {
    // The conditions on groups are written over the joined rows, which the query at the measures' grain hides.
    if (having.length > 0) throw new UnrenderablePlanError('A condition on each group cannot be checked together with figures that would count some rows twice.');
    const plan = this.plan;
    const key = this.model.primaryKey(plan.baseTable);
    if (!key) throw new UnrenderablePlanError(`${plan.baseTable} has no key, so its rows cannot be counted once each when grouped by a related table.`);
    const inner: string[] = [`${this.column(key)} AS ${this.sql.ident('k__')}`];
    const innerNames: string[] = [];
    const outer: string[] = [];
    const columns: string[] = [];
    const dimensionNames: string[] = [];
    plan.dimensions.forEach((dimension, i) => {
      inner.push(`${this.dimensionSql(dimension)} AS ${this.sql.ident(`d${i}__`)}`);
      innerNames.push(`d${i}__`);
      // A person's first and last names are shown apart as well as together, as at any other grain.
      if (dimension.columns.length < 2 || dimension.grain) return;
      dimension.columns.forEach((column, j) => {
        const part = `d${i}_${j}__`;
        inner.push(`${this.column(column)} AS ${this.sql.ident(part)}`);
        innerNames.push(part);
        const name = this.nameFor(column.column);
        outer.push(`q.${this.sql.ident(part)} AS ${this.sql.ident(name)}`);
        columns.push(name);
      });
    });
    plan.dimensions.forEach((dimension, i) => {
      const name = this.dimensionName(dimension);
      outer.push(`q.${this.sql.ident(`d${i}__`)} AS ${this.sql.ident(name)}`);
      columns.push(name);
      dimensionNames.push(name);
    });
    const measureNames: string[] = [];
    plan.measures.forEach((measure, i) => {
      const name = this.nameFor(measure.label);
      measureNames.push(name);
      columns.push(name);
      if (measure.aggregate === 'count' && !measure.column && !measure.metric) {
        outer.push(`COUNT(*) AS ${this.sql.ident(name)}`);
        return;
      }
      const input = this.measureInput(measure);
      if (!input || measure.rate || measure.share || measure.ratio) throw new UnrenderablePlanError(`${measure.label} cannot be computed per ${plan.dimensions.map((d) => d.label).join(' and ')} without counting rows twice.`);
      inner.push(`${input} AS ${this.sql.ident(`m${i}__`)}`);
      const aggregate = measure.aggregate === 'count_distinct' ? 'COUNT(DISTINCT' : `${measure.aggregate === 'median' || measure.aggregate === 'percentile' ? 'AVG' : measure.aggregate.toUpperCase()}(`;
      if (measure.aggregate === 'median' || measure.aggregate === 'percentile') {
        outer.push(`${this.middleOf(measure, `q.${this.sql.ident(`m${i}__`)}`)} AS ${this.sql.ident(name)}`);
        return;
      }
      outer.push(`${aggregate}${aggregate.endsWith('(') ? '' : ' '}q.${this.sql.ident(`m${i}__`)}) AS ${this.sql.ident(name)}`);
    });
    const innerSql = [`SELECT DISTINCT ${inner.join(', ')}`, `FROM ${this.relation(plan.baseTable)} t0`, ...this.joins, where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''].filter((line) => line !== '').join('\n');
    const groupBy = innerNames.map((name) => `q.${this.sql.ident(name)}`);
    const orderTerms = this.orderTerms({ measureNames, dimensionNames, listNames: [] });
    const core = [`SELECT ${outer.join(', ')}`, `FROM (\n${innerSql}\n) q`, groupBy.length > 0 ? `GROUP BY ${groupBy.join(', ')}` : '', having.length > 0 ? `HAVING ${having.join(' AND ')}` : ''].filter((line) => line !== '');
    return this.finish(core, columns, orderTerms, { measureNames, dimensionNames, listNames: [] });
  }

  /**
   * 'median order value': each row of a table with its own figure (an order's revenue over its lines), then the
   * aggregate over those figures, per group where each row has one group of its own.
   */
  private renderPerRow(where: string[], having: string[]): RenderedQuery {
    const plan = this.plan;
    const measure = plan.measures[0] as Measure;
    const perRow = measure.perRow;
    if (!perRow || plan.measures.length !== 1 || having.length > 0 || plan.comparison || plan.listColumns.length > 0 || plan.running || plan.perGroup || plan.shareOfTotal) {
      throw new UnrenderablePlanError(`${measure.label} cannot be combined with this question's other parts yet.`);
    }
    const key = this.model.primaryKey(perRow.table);
    if (!key) throw new UnrenderablePlanError(`${perRow.table} has no key, so its rows cannot be told apart to give each its own figure.`);
    const own = (ref: ColumnRef) => ref.table === perRow.table || this.model.reachesWithoutFanOut(perRow.table, ref.table);
    if (plan.dimensions.some((dimension) => !dimension.columns.every(own))) throw new UnrenderablePlanError(`${measure.label} cannot be split by ${plan.dimensions.map((d) => d.label).join(' and ')}: one ${perRow.table} row can belong to more than one of them.`);
    const inner: string[] = [`${this.column(key)} AS ${this.sql.ident('k__')}`];
    const innerGroups: string[] = [this.column(key)];
    const outer: string[] = [];
    const columns: string[] = [];
    const dimensionNames: string[] = [];
    plan.dimensions.forEach((dimension, i) => {
      const expression = this.dimensionSql(dimension);
      inner.push(`${expression} AS ${this.sql.ident(`d${i}__`)}`);
      innerGroups.push(expression);
      const name = this.dimensionName(dimension);
      outer.push(`q.${this.sql.ident(`d${i}__`)} AS ${this.sql.ident(name)}`);
      columns.push(name);
      dimensionNames.push(name);
    });
    inner.push(`${this.measureSql(perRow.measure)} AS ${this.sql.ident('v__')}`);
    const name = this.nameFor(measure.label);
    const value = `q.${this.sql.ident('v__')}`;
    let aggregate: string;
    if (measure.aggregate === 'median' || measure.aggregate === 'percentile') aggregate = this.middleOf(measure, value);
    else if (['avg', 'sum', 'min', 'max'].includes(measure.aggregate)) aggregate = `${measure.aggregate.toUpperCase()}(${value})`;
    else throw new UnrenderablePlanError(`${measure.label} cannot be worked out from each row's figure.`);
    outer.push(`${aggregate} AS ${this.sql.ident(name)}`);
    columns.push(name);
    const innerSql = [`SELECT ${inner.join(', ')}`, `FROM ${this.relation(plan.baseTable)} t0`, ...this.joins, where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', `GROUP BY ${innerGroups.join(', ')}`].filter((line) => line !== '').join('\n');
    const groupBy = plan.dimensions.map((_, i) => `q.${this.sql.ident(`d${i}__`)}`);
    const orderTerms = this.orderTerms({ measureNames: [name], dimensionNames, listNames: [] });
    const core = [`SELECT ${outer.join(', ')}`, `FROM (\n${innerSql}\n) q`, groupBy.length > 0 ? `GROUP BY ${groupBy.join(', ')}` : ''].filter((line) => line !== '');
    return this.finish(core, columns, orderTerms, { measureNames: [name], dimensionNames, listNames: [] });
  }

  /** The name a dimension's column takes in the answer: its column's own name, or its label when made of more. */
  private dimensionName(dimension: Dimension): string {
    return this.nameFor(dimension.columns.length === 1 && !dimension.grain ? (dimension.columns[0]?.column ?? dimension.label) : dimension.label);
  }

  /** The plan's order over the answer's columns; ties broken by the labels, so the same question gives the same rows. */
  private orderTerms(names: { measureNames: string[]; dimensionNames: string[]; listNames: string[] }): string[] {
    const order = this.plan.order;
    const terms: string[] = [];
    if (order) {
      const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
      const measure = order.by === 'measure' ? names.measureNames[order.index] : undefined;
      const dimension = order.by === 'dimension' ? names.dimensionNames[order.index] : undefined;
      const listed = order.by === 'column' ? names.listNames[order.index] : undefined;
      if (measure) terms.push(this.sql.orderLast(this.sql.ident(measure), direction));
      if (dimension) terms.push(`${this.sql.ident(dimension)} ${direction}`);
      if (listed) terms.push(this.sql.orderLast(this.sql.ident(listed), direction));
    }
    for (const name of [...names.dimensionNames, ...names.listNames]) if (!terms.some((term) => term.startsWith(this.sql.ident(name)))) terms.push(`${this.sql.ident(name)} ASC`);
    return terms;
  }

  /** A median or percentile of values already computed (`q.v__`), where the database has the function. */
  private middleOf(measure: Measure, value: string): string {
    const expression = this.sql.percentile(value, measure.aggregate === 'median' ? 0.5 : (measure.percentile ?? 0.5));
    if (!expression) throw new UnrenderablePlanError('This database has no median or percentile function.');
    return expression;
  }

  /** The first measure in one period minus it in another. */
  private differenceSql(comparison: PeriodComparison, difference: NonNullable<PeriodComparison['difference']>): string {
    const first = this.plan.measures[0] ?? { aggregate: 'count' as const, label: 'number of rows' };
    const at = (index: number) => this.measureSql(first, this.withinPeriod(comparison.periods[index] as { from: string; to: string }));
    return `${at(difference.from)} - ${at(difference.minus)}`;
  }

  private withinPeriod(period: { from: string; to: string }): string {
    const comparison = this.plan.comparison as PeriodComparison;
    const date = this.column(comparison.column);
    if (comparison.years) return `${date} >= ${this.sql.number(Number(period.from.slice(0, 4)))} AND ${date} < ${this.sql.number(Number(period.to.slice(0, 4)))}`;
    return `${date} >= ${this.sql.date(period.from)} AND ${date} < ${this.sql.date(period.to)}`;
  }

  /**
   * Periods side by side: each measure once per period, oldest first, then for two periods the change and the change
   * in percent of the first measure, and the difference the question asked for ('how many fewer … than'). The last
   * period's figure of each measure is the one rankings order by.
   */
  private comparisonColumns(comparison: PeriodComparison): { expression: string; name: string; ranks: boolean }[] {
    const measures = this.plan.measures.length > 0 ? this.plan.measures : [{ aggregate: 'count' as const, label: 'number of rows' }];
    const short = (label: string) => label.replace(/\s*\(.*\)\s*$/, '');
    const out: { expression: string; name: string; ranks: boolean }[] = [];
    const first = measures[0] as Measure;
    const byPeriod = comparison.periods.map((period) => this.measureSql(first, this.withinPeriod(period)));
    if (comparison.difference) out.push({ expression: this.differenceSql(comparison, comparison.difference), name: this.nameFor(`${comparison.difference.word} ${first.label}`), ranks: false });
    measures.forEach((measure, m) => {
      comparison.periods.forEach((period, p) => {
        const expression = m === 0 ? (byPeriod[p] as string) : this.measureSql(measure, this.withinPeriod(period));
        out.push({ expression, name: this.nameFor(`${measure.label} ${short(period.label)}`), ranks: p === comparison.periods.length - 1 });
      });
    });
    if (byPeriod.length === 2) {
      const [before, after] = byPeriod as [string, string];
      out.push({ expression: `${after} - ${before}`, name: this.nameFor('change'), ranks: false });
      out.push({ expression: this.sql.percent(`(${after} - ${before})`, before), name: this.nameFor('change %'), ranks: false });
    }
    return out;
  }

  /** Order, limit with ties, per-group rankings, running totals and growth around the core SELECT. */
  private finish(core: string[], columns: string[], orderTerms: string[], names: { measureNames: string[]; dimensionNames: string[]; listNames: string[] }): RenderedQuery {
    const plan = this.plan;
    const sql = this.sql;
    const orderBy = orderTerms.length > 0 ? `ORDER BY ${orderTerms.join(', ')}` : '';
    const rankOrder = orderTerms.filter((term) => plan.order && (term.startsWith(sql.ident(names.measureNames[plan.order.index] ?? '\u0000')) || (plan.order.by === 'column' && term.startsWith(sql.ident(names.listNames[plan.order.index] ?? '\u0000')))));
    if (plan.perGroup && rankOrder.length > 0) {
      // The top rows within each group: rank inside each partition, keep those at or above the limit.
      const partition = plan.perGroup.partition.map((ref) => {
        const index = plan.dimensions.findIndex((dimension) => dimension.columns.some((column) => same(column, ref)));
        if (index >= 0) return sql.ident(names.dimensionNames[index] as string);
        const listIndex = plan.listColumns.findIndex((column) => same(column, ref));
        return sql.ident(names.listNames[listIndex] as string);
      });
      const rank = this.nameFor('rank');
      const inner = `SELECT q.*, RANK() OVER (PARTITION BY ${partition.map((p) => `q.${p}`).join(', ')} ORDER BY ${rankOrder.map((term) => `q.${term}`).join(', ')}) AS ${sql.ident(rank)}\nFROM (\n${core.join('\n')}\n) q`;
      const sqlText = `SELECT ${columns.map((c) => sql.ident(c)).join(', ')}\nFROM (\n${inner}\n) r\nWHERE ${sql.ident(rank)} <= ${plan.perGroup.limit}\nORDER BY ${[...partition, ...rankOrder].join(', ')}`;
      return { sql: sqlText, columns };
    }
    if (plan.limit !== undefined && plan.withTies && rankOrder.length > 0) {
      // Rows tied with the last one kept are kept too: 'the top 3' shows a fourth that ties with the third.
      const rank = this.nameFor('rank');
      const offset = plan.offset ?? 0;
      const inner = `SELECT q.*, RANK() OVER (ORDER BY ${rankOrder.map((term) => `q.${term}`).join(', ')}) AS ${sql.ident(rank)}\nFROM (\n${core.join('\n')}\n) q`;
      const sqlText = `SELECT ${columns.map((c) => sql.ident(c)).join(', ')}\nFROM (\n${inner}\n) r\nWHERE ${sql.ident(rank)} > ${offset} AND ${sql.ident(rank)} <= ${offset + Math.max(1, Math.floor(plan.limit))}\n${orderBy}`;
      return { sql: sqlText, columns };
    }
    if ((plan.running || plan.growth) && names.measureNames[0] && names.dimensionNames[0]) {
      const measure = sql.ident(names.measureNames[0]);
      const time = sql.ident(names.dimensionNames[plan.dimensions.findIndex((dimension) => dimension.grain || dimension.periodColumns)] ?? names.dimensionNames[0]);
      const extra: string[] = [];
      if (plan.running) {
        const name = this.nameFor(`running total`);
        // Periods are distinct, so the default frame (everything up to the current period) is the running total.
        extra.push(`SUM(q.${measure}) OVER (ORDER BY q.${time}) AS ${sql.ident(name)}`);
        columns.push(name);
      }
      if (plan.growth) {
        const name = this.nameFor('change %');
        const previous = `LAG(q.${measure}) OVER (ORDER BY q.${time})`;
        extra.push(`${sql.percent(`(q.${measure} - ${previous})`, previous)} AS ${sql.ident(name)}`);
        columns.push(name);
      }
      const sqlText = `SELECT q.*, ${extra.join(', ')}\nFROM (\n${core.join('\n')}\n) q\nORDER BY q.${time} ASC`;
      return { sql: sqlText, columns };
    }
    const lines = [...core, orderBy, plan.limit !== undefined ? `LIMIT ${Math.max(1, Math.floor(plan.limit))}${plan.offset ? ` OFFSET ${plan.offset}` : ''}` : ''].filter((line) => line !== '');
    return { sql: lines.join('\n'), columns };
  }
}

export function renderSql(plan: QueryPlan, model: SchemaModel): RenderedQuery {
  const widened = widenedForChange(plan);
  if (!widened) {
    const renderer = new Renderer(plan, model);
    const rendered = renderer.render();
    return renderer.asides.length > 0 ? { ...rendered, asides: renderer.asides } : rendered;
  }
  // 'month over month for January to October': January's change is against December, which the range leaves out. The
  // periods are computed from one period earlier and that period is dropped after the change is worked out.
  const rendered = new Renderer(widened.plan, model).render();
  const sql = new SqlWriter(model.catalog.dialect);
  const time = sql.ident(rendered.columns[widened.dimension] ?? '');
  return { ...rendered, sql: `SELECT g.*\nFROM (\n${rendered.sql}\n) g\nWHERE g.${time} >= ${sql.literal(widened.firstLabel)}\nORDER BY g.${time} ASC` };
}

/**
 * A plan for the change from each period to the one before, over a date range on the period's own date: the same plan
 * with the range starting a period earlier, the index of the period among the answer's columns, and the label of the
 * first period asked for. Only for months, quarters and years, whose labels sort as text.
 */
function widenedForChange(plan: QueryPlan): { plan: QueryPlan; dimension: number; firstLabel: string } | undefined {
  if (!plan.growth || plan.running || plan.comparison || plan.perGroup || plan.limit !== undefined) return undefined;
  const dimension = plan.dimensions.findIndex((candidate) => candidate.grain !== undefined);
  const period = plan.dimensions[dimension];
  const grain = period?.grain;
  const date = period?.columns[0];
  if (dimension !== 0 || !period || !date || (grain !== 'month' && grain !== 'quarter' && grain !== 'year')) return undefined;
  const range = plan.filters.find((filter): filter is Extract<Filter, { kind: 'date_range' }> => filter.kind === 'date_range' && filter.column.table === date.table && filter.column.column === date.column);
  if (!range) return undefined;
  const months = grain === 'month' ? 1 : grain === 'quarter' ? 3 : 12;
  const [year, month] = range.from.split('-').map(Number) as [number, number];
  // A range that does not start at a period's start is not widened: its first period is partial anyway.
  if (!range.from.endsWith('-01') || (month - 1) % months !== 0) return undefined;
  const firstLabel = grain === 'month' ? range.from.slice(0, 7) : grain === 'quarter' ? `${year}-Q${(month - 1) / 3 + 1}` : String(year);
  const widened = { ...range, from: addMonths(range.from, -months) };
  return { plan: { ...plan, filters: plan.filters.map((filter) => (filter === range ? widened : filter)) }, dimension, firstLabel };
}
