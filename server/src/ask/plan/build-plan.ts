/**
 * The fourth stage: an intent becomes a plan. It picks the table the measure lives on (the base), checks that every
 * other table the question names can be joined to it, binds time words to a date column (or integer year columns) and
 * turns them into ranges counted from today, and settles order and limit. A period with no data, or tables that do not
 * join, give a question back or a decline instead of an empty or made-up answer.
 */
import { mayRecordAnEnd, type ColumnRef, type JoinStep, type SchemaModel } from '../catalog/schema-model';
import { MAKING_VERBS, type Intent, type TimeRequest } from '../intent/intent';
import { humanize, isCompletedState, isDeadlineDate, namesBookingDay, NO_SHOW_VALUE, singularLabel } from '../intent/read-intent';
import { asksForSome, filterColumns, isCycleGrain, measureTable, type Clarification, type Dimension, type Filter, type Measure, type PeriodComparison, type QueryPlan } from './plan';
import { everyWeekday, type TimeExpression } from '../intent/operators';
import { addDays, addMonths, grainFor, OPEN_END, OPEN_START, previousPeriod, resolveTime, type DateRange } from './time';
import { closingDate } from './closing-date';
import { leaveOutDeleted, leaveOutVoided } from './voided-rows';
import { expansionsOf } from '../words/abbreviations';
import { abbreviates } from '../words/shortening';
import { verbLemma } from '../tokens/tokenize';
import { derivedForms } from '../words/wordnet';

export type PlanOutcome =
  | { kind: 'plan'; plan: QueryPlan }
  /** `rephrase`: the options are the question again with a word put before the words that named `table`. */
  | { kind: 'clarification'; clarification: Clarification; rephrase?: { table: string; prefixes: string[] } }
  | { kind: 'declined'; reason: string };

export interface PlanOptions {
  today: string;
}

class PlanBuilder {
  constructor(
    private readonly model: SchemaModel,
    private readonly intent: Intent,
    private readonly options: PlanOptions,
  ) {}

  build(): PlanOutcome {
    const intent = this.intent;
    const base = this.baseTable();
    if (!base) return { kind: 'declined', reason: 'The question does not name a table to answer from.' };
    const plan: QueryPlan = {
      baseTable: base,
      measures: intent.measures.map((measure) => ({ ...measure })),
      dimensions: intent.dimensions.map((dimension) => ({ ...dimension })),
      listColumns: [...intent.listColumns],
      // 'still active' and 'active' may both say the same condition: it is applied once.
      filters: intent.filters.filter((filter, at) => intent.filters.findIndex((other) => JSON.stringify(other) === JSON.stringify(filter)) === at).map((filter) => ({ ...filter })),
      having: [...intent.having],
      ...(intent.chart && { chart: intent.chart }),
    };

    this.countThroughDatedRows(plan);
    // Existence filters are about rows of the base: 'customers with no orders'.
    for (const filter of plan.filters) if (filter.kind === 'exists' && filter.table === base) filter.negated = filter.negated;
    // An existence test of the base itself means something only with conditions ('not Margaret Peacock').
    plan.filters = plan.filters.filter((filter) => !(filter.kind === 'exists' && filter.table === base && filter.filters.length === 0));

    const unreachable = this.unreachableTables(plan);
    if (unreachable.length > 0) {
      return {
        kind: 'declined',
        reason: `${unreachable.map((table) => humanize(this.model.table(table).table.name)).join(' and ')} cannot be related to ${humanize(this.model.table(base).table.name)} in this data.`,
      };
    }
    this.negateRelatedValues(plan);
    this.conditionCountedRows(plan);
    this.nestInExists(plan);
    this.dropSubsumedAbsences(plan);
    leaveOutVoided(this.model, plan);
    leaveOutDeleted(this.model, plan);
    const roles = this.contradiction(plan) ?? this.ambiguousRole(plan) ?? this.ambiguousRoute(plan);
    if (roles) return roles;
    const time = this.applyTime(plan);
    if (time) return time;

    const unnamedTop = intent.rowRanking && intent.perGroup && intent.rowRanking.count === 1 && !intent.rowRanking.offset ? this.unnamedRows(intent.rowRanking.table) : false;
    if (intent.rowRanking && intent.perGroup && unnamedTop) {
      // 'the biggest single gift to each campaign': gifts have no name to list, so it is the largest amount per campaign.
      const ranking = intent.rowRanking;
      const aggregate = ranking.direction === 'desc' ? 'max' : 'min';
      plan.baseTable = ranking.table;
      plan.measures = [{ aggregate, column: ranking.by, table: ranking.table, label: `${aggregate === 'max' ? 'largest' : 'smallest'} ${humanize(ranking.by.column)}` }];
      plan.dimensions = [intent.perGroup.dimension];
      plan.listColumns = [];
      return { kind: 'plan', plan };
    }
    if (intent.rowRanking) {
      const ranking = intent.rowRanking;
      plan.baseTable = ranking.table;
      plan.measures = [];
      const labels = this.model.labelColumns(ranking.table);
      plan.listColumns = [...labels, ...plan.listColumns.filter((column) => !labels.some((label) => same(label, column)))];
      if (!plan.listColumns.some((column) => same(column, ranking.by))) plan.listColumns.push(ranking.by);
      plan.order = { by: 'column', index: plan.listColumns.findIndex((column) => same(column, ranking.by)), direction: ranking.direction };
      plan.limit = ranking.count;
      if (ranking.offset) plan.offset = ranking.offset;
      if (intent.perGroup) {
        plan.perGroup = { partition: intent.perGroup.dimension.columns, limit: ranking.count ?? intent.perGroup.limit };
        for (const column of intent.perGroup.dimension.columns) if (!plan.listColumns.some((c) => same(c, column))) plan.listColumns.unshift(column);
        plan.order = { by: 'column', index: plan.listColumns.findIndex((column) => same(column, ranking.by)), direction: ranking.direction };
        plan.dimensions = [];
      }
      return { kind: 'plan', plan };
    }

    if (plan.comparison && plan.measures.length === 0 && !intent.list) {
      // 'completed visits this quarter vs last quarter': periods side by side are compared by how many rows each has.
      plan.listColumns = [];
      plan.measures.push({ aggregate: 'count', table: base, label: `number of ${humanize(this.model.table(base).table.name)}` });
    }
    if (intent.versus && !plan.comparison && plan.measures.length === 0 && !intent.list && intent.subject === base && valuesSetAgainstEachOther(plan, base)) {
      // 'completed lessons in manual cars vs automatics': values of other rows (the cars') set against each other are
      // compared by how many of the rows named each has, never listed together.
      plan.measures.push({ aggregate: 'count', table: base, label: `number of ${humanize(this.model.table(base).table.name)}` });
    }
    if (plan.measures.length === 0 && plan.dimensions.length === 0) {
      // A list: the subject's rows, by their labels, with the columns the question named.
      // 'which managers are based in the East office': the managers, once each, not the rows they are named on.
      const labels = intent.listOf && intent.listOf.table === base ? [intent.listOf] : this.model.labelColumns(base);
      if (intent.listOf && intent.listOf.table === base) this.noneOfTheValue(plan, intent.listOf);
      // 'accounts and their CSM': a column that points at other rows is shown by those rows' names, not its codes.
      const named = plan.listColumns.filter((column) => !labels.some((label) => same(label, column))).flatMap((column) => {
        const shown = this.referencedLabels(column);
        if (shown) this.routeAlong(plan, column);
        return shown ?? [column];
      });
      // 'unpaid invoices with more than $1M due': the amount compared is shown beside each row.
      // 'items where qty on order is bigger than qty in stock': both sides of a comparison of two columns too.
      // 'distributors outside Michigan': the place each one is in instead. 'staff hired before 1993', 'drivers whose
      // badge expires in the next 3 months': the date each row was picked by, for a period open at one end or one
      // still to come. Not for the distinct values of a column, which it would repeat.
      const datePicked = (filter: Filter) => filter.kind === 'date_range' && !intent.listOf && (filter.from === OPEN_START || filter.to === OPEN_END || filter.from >= this.options.today);
      const compared = plan.filters.flatMap((filter) => ((filter.kind === 'compare' || filter.kind === 'between' || datePicked(filter)) && 'column' in filter && filter.column.table === base ? [filter.column] : filter.kind === 'columns' && filter.column.table === base && filter.other.table === base ? [filter.column, filter.other] : filter.kind === 'values' && filter.negated && !filter.byQualifier && filter.column.table === base ? [filter.column] : []));
      plan.listColumns = [...labels, ...named, ...compared.filter((column, i) => !labels.some((label) => same(label, column)) && !named.some((other) => same(other, column)) && compared.findIndex((other) => same(other, column)) === i)];
      if (intent.order?.by === 'label') plan.order = { by: 'column', index: 0, direction: intent.order.direction };
      return { kind: 'plan', plan };
    }
    if (plan.measures.length === 0 && plan.dimensions.length > 0) {
      // 'which bus routes are run by a contractor': a yes/no column after 'by' is a condition on the rows listed; its
      // two values are no list.
      const flags = plan.dimensions.flatMap((dimension) => dimension.columns);
      if (intent.list && plan.having.length === 0 && flags.length > 0 && flags.every((column) => column.table === base && this.model.column(column).role === 'flag')) {
        for (const column of flags) plan.filters.push({ kind: 'flag', column, value: true, label: `${humanize(column.column)} is set` });
        plan.dimensions = [];
        plan.listColumns = this.model.labelColumns(base);
        return { kind: 'plan', plan };
      }
      // 'countries of our customers': the distinct values of a column, or its count per value when grouped. Ranked
      // 'most first', they are counted.
      if ((intent.list && intent.order?.by !== 'measure') || plan.having.length > 0) {
        plan.listColumns = plan.dimensions.flatMap((dimension) => dimension.columns);
        plan.dimensions = [];
        return { kind: 'plan', plan };
      }
      plan.measures.push({ aggregate: 'count', table: base, label: `number of ${humanize(this.model.table(base).table.name)}` });
    }

    // 'Cassey Cress vs Donn Cantrell, total value of deals won': the named values side by side, one row each.
    if (intent.versus && !plan.comparison && plan.measures.length > 0) {
      const compared = plan.filters.find((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && !filter.negated && filter.values.length >= 2);
      // 'airport vs city branches (by pickup location)': the branches named by kind are compared by that kind; the
      // table named again only says which of their branches.
      const namesRows = (column: ColumnRef) => compared !== undefined && column.table === compared.column.table && column.table !== plan.baseTable && this.model.labelColumns(column.table).some((label) => same(label, column));
      const sameRows = plan.dimensions.findIndex((dimension) => dimension.columns.every(namesRows));
      if (compared && sameRows >= 0 && plan.dimensions.length === 1) plan.dimensions.splice(sameRows, 1);
      // 'Nancy Davolio vs Janet Leverling': people named by their name's parts are shown by all of them, each once.
      const labels = compared ? this.model.labelColumns(compared.column.table) : [];
      const key = compared ? this.model.primaryKey(compared.column.table) : undefined;
      const byName = compared && labels.length > 1 && key && labels.some((label) => same(label, compared.column)) ? { columns: labels, key, label: humanize(this.model.table(compared.column.table).table.name) } : undefined;
      if (compared && plan.dimensions.length === 0) plan.dimensions.push(byName ?? { columns: [compared.column], label: humanize(compared.column.column) });
    }
    this.order(plan);
    if (intent.perGroup && plan.dimensions.length >= 1) {
      const partition = intent.perGroup.dimension.columns;
      plan.perGroup = { partition, limit: intent.perGroup.limit };
      // The partition goes first; what is ranked within it next.
      plan.dimensions.sort((a, b) => Number(sameColumns(b.columns, partition)) - Number(sameColumns(a.columns, partition)));
      plan.limit = undefined;
    }
    if (intent.running) plan.running = true;
    if (intent.growth && plan.dimensions.some((dimension) => dimension.grain || dimension.periodColumns)) plan.growth = true;
    if (intent.shareOfTotal) plan.shareOfTotal = true;
    return { kind: 'plan', plan };
  }

  /**
   * 'customers who bought beverages but never any seafood': a value negated on rows the base has many of (its orders'
   * categories) means none of those rows has it, not that some row has another value.
   */
  private negateRelatedValues(plan: QueryPlan): void {
    // 'customers with more than one overdue invoice, not counting written-off ones': the rows a lone condition counts
    // are left out of the count, not required of none of the customer's rows.
    const counted = plan.having.length === 1 ? plan.having[0]?.measure.table : undefined;
    // So are the wholes those rows belong to ('spent over 10k, voids don't count' of invoice lines: the void invoices).
    const related = (table: string) => table !== plan.baseTable && !(counted !== undefined && this.partOfCounted(plan.baseTable, counted, table)) && !this.model.reachesWithoutFanOut(plan.baseTable, table) && this.model.path(plan.baseTable, table) !== undefined;
    const negatedTables = new Set(plan.filters.flatMap((filter) => (filter.kind === 'values' && filter.negated && related(filter.column.table) ? [filter.column.table] : [])));
    if (negatedTables.size === 0) return;
    plan.filters = plan.filters.map((filter) => {
      if (filter.kind !== 'values' || !negatedTables.has(filter.column.table)) return filter;
      const positive: Filter = { kind: 'values', column: filter.column, values: filter.values, ...(filter.partial && { partial: true }), label: `${humanize(filter.column.column)} ${filter.partial ? 'contains' : 'is'} ${filter.values.join(' or ')}` };
      // A value of the same rows said without the negation ('bought beverages') is a condition of its own: some row has it.
      return { kind: 'exists', table: filter.column.table, filters: [positive], negated: filter.negated === true, label: filter.negated ? `none whose ${positive.label}` : `some whose ${positive.label}` };
    });
  }

  /**
   * Whether a condition on `table` is one on the rows a condition of the base counts (`counted`): their own, or the
   * wholes they belong to on the way from the base (the invoice of an invoice line), which the base has many of.
   */
  private partOfCounted(base: string, counted: string, table: string): boolean {
    if (table === counted) return true;
    const onTheWay = (this.model.path(base, counted) ?? []).some((step) => step.toTable === table);
    // 'customers with more than three completed bookings' where stat_lkp describes a booking's status: a table reached
    // from the base only through the counted rows, one row for each, says something of them.
    const beyond = (this.model.path(base, table) ?? []).some((step) => step.toTable === counted);
    return (onTheWay || beyond) && this.model.reachesWithoutFanOut(counted, table) && !this.model.reachesWithoutFanOut(base, table);
  }

  /**
   * 'products we never sold to a customer in the USA': 'no customers' beside 'none sold to a US customer' would leave
   * nothing (no product reaches no customer at all); the bare absence is only the words the condition stands on.
   */
  private dropSubsumedAbsences(plan: QueryPlan): void {
    const conditioned = plan.filters.filter((filter): filter is Extract<Filter, { kind: 'exists' }> => filter.kind === 'exists' && filter.negated && filter.filters.length > 0);
    if (conditioned.length === 0) return;
    const reaches = (filter: Extract<Filter, { kind: 'exists' }>, table: string) =>
      filter.table === table || filter.filters.some((inner) => filterColumns(inner).some((column) => column.table === table)) || (this.model.path(plan.baseTable, filter.table) ?? []).some((step) => step.toTable === table);
    plan.filters = plan.filters.filter((filter) => !(filter.kind === 'exists' && filter.negated && filter.filters.length === 0 && conditioned.some((other) => reaches(other, filter.table))));
  }

  /**
   * 'which sectors have we never won a GTK 500 deal in': the values listed are those no row of theirs has the related
   * rows, not those some row lacks them (every sector has an account that never bought one).
   */
  private noneOfTheValue(plan: QueryPlan, value: ColumnRef): void {
    // 'reps who closed deals in December without losing one': no row of the rep's, among those the other conditions
    // keep, is lost.
    const scope = plan.filters.filter((filter) => !(filter.kind === 'values' && filter.throughout) && !(filter.kind === 'exists' && filter.negated));
    plan.filters = plan.filters.map((filter) => {
      if (filter.kind === 'values' && filter.throughout && filter.column.table === value.table) {
        const positive: Filter = { kind: 'values', column: filter.column, values: filter.values, ...(filter.partial && { partial: true }), label: `${humanize(filter.column.column)} ${filter.partial ? 'contains' : 'is'} ${filter.values.join(' or ')}` };
        return { kind: 'related', column: value, key: value, filters: [positive, ...scope], negated: true, label: `none of theirs with ${positive.label}` };
      }
      if (filter.kind !== 'exists' || !filter.negated || filter.table === value.table) return filter;
      const positive: Filter = { ...filter, negated: false, label: filter.label.replace(/^(no|none) /, 'some ') };
      return { kind: 'related', column: value, key: value, filters: [positive], negated: true, label: `no ${humanize(this.model.table(value.table).table.name)} of theirs ${filter.label.replace(/^(no|none whose) /, 'with ')}` };
    });
  }

  /** 'projects with their supt': the rows a pointer of the base names are reached along it, not another pointer. */
  private routeAlong(plan: QueryPlan, pointer: ColumnRef): void {
    const join = this.model.catalog.joins.find((candidate) => candidate.fromTable === pointer.table && candidate.fromColumn === pointer.column);
    if (!join || pointer.table !== plan.baseTable || join.toTable === pointer.table) return;
    // Conditions on those rows keep the way they were read with; the pointer then is not what they are about.
    if (plan.filters.some((filter) => filterColumns(filter).some((column) => column.table === join.toTable))) return;
    const path = this.model.path(plan.baseTable, join.toTable);
    if (path?.length === 1 && path[0]?.fromColumn === join.fromColumn) return;
    const steps = [{ fromTable: join.fromTable, fromColumn: join.fromColumn, toTable: join.toTable, toColumn: join.toColumn, fansOut: false }];
    plan.routes = [...(plan.routes ?? []).filter((route) => route.table !== join.toTable), { table: join.toTable, steps }];
  }

  /** The names of the rows a reference column points at, when that table names its rows by more than the key. */
  private referencedLabels(column: ColumnRef): ColumnRef[] | undefined {
    if (this.model.column(column).role !== 'reference') return undefined;
    const join = this.model.catalog.joins.find((candidate) => candidate.fromTable === column.table && candidate.fromColumn === column.column);
    if (!join) return undefined;
    // A reference to its own table is shown through the superior's copy of it.
    const target = join.toTable === column.table ? this.model.superior(join) : join.toTable;
    const labels = this.model.labelColumns(target);
    return labels.length > 0 && !labels.some((label) => label.column === join.toColumn) ? labels : undefined;
  }

  /** Moves the conditions on one table of related rows, and the time request, into one existence test of those rows. */
  private datedRelatedCondition(plan: QueryPlan, request: TimeRequest): Filter | Extract<PlanOutcome, { kind: 'clarification' }> | undefined {
    const base = plan.baseTable;
    const related = plan.filters.filter((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && !filter.negated && filter.column.table !== base && !this.model.reachesWithoutFanOut(base, filter.column.table));
    const tables = [...new Set(related.map((filter) => filter.column.table))];
    if (tables.length !== 1) return undefined;
    const table = tables[0] as string;
    const dates = this.model.dateColumns(table);
    const hinted = dates.filter((column) => this.hintsName(column, request));
    const date = this.closingDate(related, dates) ?? (hinted.length === 1 ? hinted[0] : dates.length === 1 ? dates[0] : dates.length === 0 ? this.wholeDate(table) : undefined);
    if (!date && dates.length > 1) {
      // Two dates of those rows and no word for either (a deal engaged or closed): which one is asked.
      const name = humanize(this.model.table(table).table.name);
      return { kind: 'clarification', clarification: { question: `${capitalise(name)} have more than one date. Which should "${describeTime(request)}" apply to?`, options: dates.slice(0, 4).map((column) => `${humanize(column.column)} of ${name}`) } };
    }
    if (!date) return undefined;
    const range = resolveTime(request.time, this.options.today, this.reached(date));
    const exists: Filter = { kind: 'exists', table, filters: [...related, { kind: 'date_range', column: date, from: range.from, to: range.to, label: range.label }], negated: false, label: `with ${humanize(this.model.table(table).table.name)} ${range.label}` };
    plan.filters = [...plan.filters.filter((filter) => !related.includes(filter as Extract<Filter, { kind: 'values' }>)), exists];
    this.consumedTimes.add(request);
    return exists;
  }

  /**
   * 'agents with 5 or more unresolved tickets': a condition on the related rows a condition counts or sums is a
   * condition on the rows counted, not a separate test that some such row exists.
   */
  private conditionCountedRows(plan: QueryPlan): void {
    const condition = plan.having.length === 1 ? plan.having[0] : undefined;
    const table = condition?.measure.table;
    if (!condition || !table || table === plan.baseTable || this.model.reachesWithoutFanOut(plan.baseTable, table)) return;
    // 'booked at least once but never cancelled a booking': the condition said of the rows there are none of is theirs,
    // not of the rows there are some of.
    if (asksForSome(condition) && plan.filters.some((filter) => filter.kind === 'exists' && filter.negated && filter.table === table)) return;
    const own = plan.filters.filter((filter) => filter.kind !== 'exists' && filter.kind !== 'related' && filterColumns(filter).every((column) => this.partOfCounted(plan.baseTable, table, column.table)));
    if (own.length === 0) return;
    plan.having = [{ ...condition, filters: [...(condition.filters ?? []), ...own] }];
    plan.filters = plan.filters.filter((filter) => !own.includes(filter));
  }

  /**
   * 'accounts with no deals won in Q1 2017': the conditions and time that follow a related table belong to it, inside
   * its EXISTS, when they are about that table rather than the base.
   */
  private nestInExists(plan: QueryPlan): void {
    const exists = plan.filters.filter((filter): filter is Extract<Filter, { kind: 'exists' }> => filter.kind === 'exists' && filter.table !== plan.baseTable);
    for (const filter of exists) {
      const table = filter.table;
      const bridge = this.bridge(plan.baseTable, table);
      if (bridge) filter.route = bridge;
      const belongs = (ref: ColumnRef) => ref.table === table || (!this.model.reachesWithoutFanOut(plan.baseTable, ref.table) && this.model.reachesWithoutFanOut(table, ref.table));
      const inner = plan.filters.filter((other) => other !== filter && other.kind !== 'exists' && filterColumns(other).every(belongs));
      filter.filters.push(...inner);
      plan.filters = plan.filters.filter((other) => !inner.includes(other));
      // Time words after the related table's name date its rows; won or closed rows by their closing date; rows that
      // are parts of a whole with a date (an order's lines) by the whole's.
      const date = this.closingDate(filter.filters, this.model.dateColumns(table)) ?? this.model.dateColumns(table)[0] ?? this.wholeDate(table);
      if (!date) continue;
      for (const request of [...this.intent.times]) {
        if ((request.at ?? -1) < (filter.at ?? Infinity)) continue;
        // 'ordered in 1997 but not in 1998': a period dates the related rows named last before it, not earlier ones.
        if (exists.some((other) => other !== filter && (other.at ?? -1) > (filter.at ?? Infinity) && (other.at ?? -1) <= (request.at ?? -1))) continue;
        // 'artists who haven't sold anything in the past six months' where pieces keep in_dt and sold_ts: the date the
        // verb names dates the rows.
        const hinted = this.model.dateColumns(table).filter((column) => this.hintsName(column, request));
        const dated = request.column?.table === table ? request.column : hinted.length === 1 && hinted[0] ? hinted[0] : date;
        const range = resolveTime(request.time, this.options.today, this.reached(dated));
        filter.filters.push({ kind: 'date_range', column: dated, from: range.from, to: range.to, label: range.label });
        this.consumedTimes.add(request);
      }
    }
  }

  /**
   * 'members who never booked a class': the cheapest way from members to classes is through their home club (classes
   * held there), which only shares a parent. Rows of their own that name the other table (their bookings) relate
   * them for real; when exactly one such table exists, its way is taken.
   */
  private bridge(base: string, table: string): JoinStep[] | undefined {
    if (!this.model.onlyThroughSharedParent(base, table)) return undefined;
    const children = [...new Set(this.model.catalog.joins.filter((join) => join.toTable === base && join.fromTable !== base && join.fromTable !== table).map((join) => join.fromTable))];
    const bridges = children.filter((child) => this.model.reachesAlongKeys(child, table));
    if (bridges.length !== 1) return undefined;
    const down = this.model.path(base, bridges[0] as string);
    const up = this.model.path(bridges[0] as string, table);
    return down && up ? [...down, ...up] : undefined;
  }

  /** The date of the whole a table's rows are parts of: order_details → orders.order_date. */
  private wholeDate(table: string): ColumnRef | undefined {
    const words = this.model.table(table).words;
    const whole = this.model.reachable(table).find((parent) => this.model.reachesAlongKeys(table, parent) && this.model.table(parent).words.every((word) => words.includes(word)) && this.model.dateColumns(parent).length > 0);
    return whole ? this.model.dateColumns(whole)[0] : undefined;
  }

  /** A status filter on a closing value ('won') dates rows by their closing date, when one is among the dates. */
  private closingDate(filters: Filter[], dates: ColumnRef[]): ColumnRef | undefined {
    return closingDate(this.model, filters, dates);
  }

  private readonly consumedTimes = new Set<TimeRequest>();
  /** Dates of different related tables when none is the question's own. */
  private dateAmbiguity?: ColumnRef[];
  /** Two dates of the base table, equally fit to date its rows, that the question did not choose between. */
  private ownDateChoice?: ColumnRef[];

  /**
   * 'open deals … expected to close': two readings of the words that no row can meet at once (a status both in and
   * out of the same values) would answer nothing, or zero, with confidence; which one is meant is asked.
   */
  private contradiction(plan: QueryPlan): PlanOutcome | undefined {
    const values = plan.filters.filter((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values');
    for (const wanted of values.filter((filter) => !filter.negated)) {
      const excluded = values.find((filter) => filter.negated && same(filter.column, wanted.column) && wanted.values.every((value) => filter.values.includes(value)));
      if (excluded) {
        return { kind: 'clarification', clarification: { question: `The question asks for rows whose ${wanted.label.replace(/ is .*/, '')} both is and is not ${wanted.values.join(' or ')}. Which do you mean?`, options: [wanted.label, excluded.label] } };
      }
    }
    return undefined;
  }

  /**
   * 'shipments to depots in Germany' where shipments point at depots twice (origin and destination): which one the
   * question means is not said, so it is asked — unless the question names the key column itself.
   */
  private ambiguousRole(plan: QueryPlan): PlanOutcome | undefined {
    const tables = new Set<string>();
    for (const dimension of plan.dimensions) for (const column of dimension.columns) tables.add(column.table);
    const filtered = new Set(plan.filters.flatMap((filter) => filterColumns(filter).map((column) => column.table)));
    for (const table of filtered) tables.add(table);
    for (const column of plan.listColumns) tables.add(column.table);
    // 'stations with no trips starting there': trips point at stations as start and as end; which is meant is asked.
    for (const filter of plan.filters) if (filter.kind === 'exists' && !filter.route) tables.add(filter.table);
    // 'players with more than 40 matches': matches point at players as winner and as loser; counted either way.
    const counted = new Set<string>();
    for (const measure of [...plan.measures, ...plan.having.map((condition) => condition.measure)]) {
      const table = measureTable(measure);
      if (table) counted.add(table);
    }
    for (const table of counted) tables.add(table);
    const tested = new Set([...counted, ...plan.filters.flatMap((filter) => (filter.kind === 'exists' ? [filter.table] : []))]);
    for (const table of tables) {
      const path = this.model.path(plan.baseTable, table);
      for (const step of path ?? []) {
        const keys = this.model.catalog.joins.filter((join) => (step.fansOut ? join.toTable === step.fromTable && join.fromTable === step.toTable : join.fromTable === step.fromTable && join.toTable === step.toTable));
        const columns = [...new Set(keys.map((join) => (step.fansOut ? join.fromColumn : join.fromColumn)))];
        if (columns.length < 2) continue;
        // 'litres by farm' on a payment sheet that keeps both the farm's code and its name: each names the farm
        // itself (a unique column of its own), so they are one way to it, not two roles.
        const target = step.fansOut ? step.fromTable : step.toTable;
        const identifying = new Set(keys.map((join) => join.toColumn)).size === keys.length && keys.every((join) => this.model.isUnique({ table: target, column: join.toColumn }));
        if (identifying) continue;
        const named = (this.intent.namedColumns ?? []).find((column) => columns.includes(column.column) && (column.table === (step.fansOut ? step.toTable : step.fromTable)));
        if (named) {
          // Rows counted or tested along the key named. Rows only shown too ('projects by supt': supt_cd, not pm_cd);
          // rows with conditions keep the way the conditions were read with.
          if (tested.has(table)) this.goThrough(plan, table, path ?? [], step, named.column, counted.has(table));
          else if (!filtered.has(table)) this.goThrough(plan, table, path ?? [], step, named.column, true);
          continue;
        }
        const owner = step.fansOut ? step.toTable : step.fromTable;
        return {
          kind: 'clarification',
          clarification: {
            question: `${capitalise(humanize(this.model.table(owner).table.name))} point at ${humanize(this.model.table(step.fansOut ? step.fromTable : step.toTable).table.name)} in more than one way. Which one do you mean?`,
            options: columns.map((column) => humanize(column)),
          },
        };
      }
    }
    return undefined;
  }

  /**
   * The way to `table` along the key the question named ('won': winner_id, not loser_id), for its rows tested for
   * ('never won a match') or counted ('lost more than 40 matches').
   */
  private goThrough(plan: QueryPlan, table: string, path: JoinStep[], step: JoinStep, column: string, counted: boolean): void {
    const join = this.model.catalog.joins.find((candidate) => candidate.fromColumn === column && (step.fansOut ? candidate.fromTable === step.toTable && candidate.toTable === step.fromTable : candidate.fromTable === step.fromTable && candidate.toTable === step.toTable));
    if (!join) return;
    const chosen: JoinStep = step.fansOut ? { ...step, fromColumn: join.toColumn, toColumn: join.fromColumn } : { ...step, fromColumn: join.fromColumn, toColumn: join.toColumn };
    const route = path.map((other) => (other === step ? chosen : other));
    for (const filter of plan.filters) if (filter.kind === 'exists' && filter.table === table && !filter.route) filter.route = route;
    if (counted) plan.routes = [...(plan.routes ?? []).filter((other) => other.table !== table), { table, steps: route }];
  }

  /**
   * 'completed orders by city' where orders reach cities through their restaurant and through their customer, at the
   * same cost: which city is meant is asked, unless the question names a table on one of the ways.
   */
  private ambiguousRoute(plan: QueryPlan): PlanOutcome | undefined {
    const tables = new Set<string>();
    for (const dimension of plan.dimensions) for (const column of dimension.columns) tables.add(column.table);
    for (const filter of plan.filters) if (filter.kind !== 'exists' && filter.kind !== 'related') for (const column of filterColumns(filter)) tables.add(column.table);
    for (const column of plan.listColumns) tables.add(column.table);
    const named = new Set([...this.intent.tables, ...(this.intent.namedColumns ?? []).map((column) => column.table)]);
    // 'facilities that brought in more than 70k in payments': rows added up per base row, down more than one way.
    const summed = new Set(plan.having.map((condition) => measureTable(condition.measure)).filter((table): table is string => table !== undefined && !plan.routes?.some((route) => route.table === table)));
    for (const table of [...tables, ...summed]) {
      if (table === plan.baseTable) continue;
      const routes = summed.has(table) ? this.model.downRoutes(plan.baseTable, table) : this.model.routes(plan.baseTable, table);
      if (routes.length === 1 && routes[0] && summed.has(table)) plan.routes = [...(plan.routes ?? []), { table, steps: routes[0] }];
      if (routes.length < 2) continue;
      const chosen = routes.filter((route) => route.slice(0, -1).some((step) => named.has(step.toTable)));
      if (chosen.length === 1 && chosen[0]) {
        plan.routes = [...(plan.routes ?? []), { table, steps: chosen[0] }];
        continue;
      }
      if (chosen.length > 1) continue;
      // 'service sales at each branch' on appointment lines that reach branches through their appointment and their
      // stylist: a line is where its whole is.
      const throughWhole = routes.filter((route) => route[0] && route[0].toTable !== table && this.model.isWholeOf(route[0].toTable, plan.baseTable));
      if (throughWhole.length === 1 && throughWhole[0]) {
        plan.routes = [...(plan.routes ?? []), { table, steps: throughWhole[0] }];
        continue;
      }
      // Each way by the step where it parts from the others: the table it goes through, or the pointer it takes
      // into the target itself.
      const parting = routes[0]?.findIndex((step, i) => routes.some((route) => route[i]?.fromColumn !== step.fromColumn || route[i]?.toTable !== step.toTable)) ?? 0;
      const via = routes.map((route) => {
        const step = route[Math.max(0, parting)];
        return step && step.toTable !== table ? singularLabel(this.model.table(step.toTable).table.name) : humanize(step?.fromColumn ?? table);
      });
      const target = humanize(this.model.table(table).table.name);
      return {
        kind: 'clarification',
        clarification: {
          question: `${capitalise(humanize(this.model.table(plan.baseTable).table.name))} reach ${target} through ${listWords(via.map((name) => `their ${name}`))}. Which one do you mean?`,
          options: via.map((name) => `${name} ${singularLabel(this.model.table(table).table.name)}`),
        },
        rephrase: { table, prefixes: via },
      };
    }
    return undefined;
  }

  /**
   * 'customers ordering each month in 1997': customers have no date, their orders do. Counting customers in time is
   * counting the distinct customers of the dated rows that point at them.
   */
  private countThroughDatedRows(plan: QueryPlan): void {
    const intent = this.intent;
    const base = plan.baseTable;
    if (intent.times.length === 0 && intent.grain === undefined) return;
    if (this.dateColumn(base, undefined) || this.yearColumn(base)) return;
    // 'how many customers ordered in 1997 but not in 1998': every period dates related rows the question tests for.
    const tested = (request: TimeRequest) => plan.filters.some((filter) => filter.kind === 'exists' && filter.table !== base && (filter.at ?? Infinity) <= (request.at ?? -1));
    // Not 'customers ordering each month': a grain needs the related rows' own dates.
    if (intent.times.length > 0 && intent.times.every(tested) && intent.grain === undefined) return;
    // 'number of distinct customers ordering each month': distinct rows of the base are its rows counted.
    const key = this.model.primaryKey(base);
    const countsBase = (measure: Measure) => (measure.aggregate === 'count' && !measure.column && (measure.table ?? base) === base) || (measure.aggregate === 'count_distinct' && key !== undefined && measure.column !== undefined && same(measure.column, key));
    if (plan.measures.length === 0 || !plan.measures.every(countsBase)) return;
    const children = this.model.catalog.joins.filter((join) => join.toTable === base && join.fromTable !== base && this.model.dateColumns(join.fromTable).length > 0);
    // The related rows the question names ('customers ordering'), else the first dated ones.
    const named = children.find((join) => plan.filters.some((filter) => filter.kind === 'exists' && !filter.negated && filter.table === join.fromTable));
    const child = named ?? children[0];
    if (!child) return;
    const name = humanize(this.model.table(base).table.name);
    // Through the base's own key where it has one, so that the rows counted stay in the answer's tables.
    const counted = intent.grain !== undefined && key ? key : { table: child.fromTable, column: child.fromColumn };
    plan.measures = plan.measures.map(() => ({ aggregate: 'count_distinct', column: counted, table: counted.table, label: `number of distinct ${name}` }));
    plan.baseTable = child.fromTable;
    // The related rows that had to exist are now the rows counted through.
    plan.filters = plan.filters.flatMap((filter) => (filter.kind === 'exists' && !filter.negated && filter.table === child.fromTable ? filter.filters : [filter]));
  }

  private baseTable(): string | undefined {
    const intent = this.intent;
    if (intent.rowRanking) return intent.rowRanking.table;
    const first = intent.measures.map(measureTable).find((table): table is string => table !== undefined);
    if (first) return first;
    if (intent.subject) return intent.subject;
    const dimension = intent.dimensions[0]?.columns[0]?.table;
    if (dimension) return dimension;
    return intent.listColumns[0]?.table ?? intent.tables[0];
  }

  private unreachableTables(plan: QueryPlan): string[] {
    const tables = new Set<string>();
    for (const dimension of plan.dimensions) for (const column of dimension.columns) tables.add(column.table);
    for (const filter of plan.filters) {
      for (const column of filterColumns(filter)) tables.add(column.table);
      if (filter.kind === 'exists') tables.add(filter.table);
    }
    for (const column of plan.listColumns) tables.add(column.table);
    for (const measure of plan.measures) {
      const table = measureTable(measure);
      if (table) tables.add(table);
    }
    return [...tables].filter((table) => table !== plan.baseTable && this.model.path(plan.baseTable, table) === undefined);
  }

  /** The date of the nearest dated rows on the way from `base` to rows that keep none, or a question of which date. */
  private dateOnTheWay(base: string, counted: string, request: TimeRequest): ColumnRef | PlanOutcome | undefined {
    const steps = this.model.belongingPath(base, counted) ?? [];
    const between = steps.map((step) => step.toTable).filter((table) => table !== base && table !== counted).reverse();
    for (const table of between) {
      const column = this.model.dateColumns(table).length > 0 ? this.dateColumn(table, request) : undefined;
      if (this.ownDateChoice) return this.whichDate(table, describeTime(request), this.ownDateChoice);
      if (column?.table === table) return column;
    }
    return undefined;
  }

  /** The date a time request is about: one its words name, else the base table's main date, else a joined one. */
  private dateColumn(base: string, request: TimeRequest | undefined): ColumnRef | undefined {
    this.ownDateChoice = undefined;
    // 'survey response rate last month': a date whose being set is the rate's own test never dates the rows (every
    // row dated by it would be a response); the rows' other dates do.
    const tested = (column: ColumnRef) => this.intent.measures.some((measure) => (measure.share?.condition ?? []).some((filter) => (filter.kind === 'not_null' || filter.kind === 'null') && filter.column.table === column.table && filter.column.column === column.column));
    const allOwn = this.model.dateColumns(base);
    const own = allOwn.some((column) => !tested(column)) ? allOwn.filter((column) => !tested(column)) : allOwn;
    // A row that may be missing (an order's delivery) does not date the base rows unless the words name its date.
    const flat = this.model.reachable(base).filter((table) => this.model.reachesWithoutFanOut(base, table));
    const optional = (table: string) => (this.model.path(base, table) ?? []).some((step) => step.optional);
    const joined = flat.filter((table) => !optional(table)).flatMap((table) => this.model.dateColumns(table));
    const candidates = [...own, ...joined];
    const nameable = [...candidates, ...flat.filter(optional).flatMap((table) => this.model.dateColumns(table))];
    if (request?.column) return request.column;
    // 'what we invoiced each account for October's work': the period the rows cover, where they keep one.
    const period = this.coveredPeriod(own, candidates[0]);
    if (request?.covered && period) return period;
    const named = this.intent.dateColumn;
    if (named && (named.table === base || this.model.reachesWithoutFanOut(base, named.table)) && !(tested(named) && own.length < allOwn.length)) return named;
    // 'tickets sold for showtimes in 2026': the one date of the table named right before the time words.
    const after = request?.after;
    const afterDates = after && after !== base && this.model.reachesWithoutFanOut(base, after) ? this.model.dateColumns(after) : [];
    // Not the day those rows began ('our best salesperson in 1996' is not the one hired in 1996), unless words name it.
    if (request && afterDates.length === 1 && !(this.beganOn(afterDates[0]) && !this.hintsName(afterDates[0], request))) return afterDates[0];
    // The words of the time request, then the measure's own words ('close value by month' → close date).
    // Not when a verb of making the rows stands by the time words ('amount paid on tickets written in 2026': the
    // tickets' writing, not their payment).
    const makingVerb = (request?.hints ?? []).some((hint) => MAKING_VERBS.has(hint));
    const measureWords = makingVerb ? [] : this.intent.measures.flatMap((measure) => (measure.column ? this.model.column(measure.column).words : []));
    // 'no-show rate by booking channel this year': the words of a column the rows are split by name it, not their date.
    // Not the words of the grouped rows' table itself ('which events this year had the most registrations').
    const splitWords = new Set(this.intent.dimensions.flatMap((dimension) => (dimension.grain ? [] : dimension.columns.filter((column) => !this.model.isDate(column)).flatMap((column) => this.model.column(column).words.filter((word) => !this.model.table(column.table).words.includes(word))))));
    const hints = [...(request?.hints ?? []), ...measureWords.filter((word) => !['value', 'amount', 'total', 'number', 'count'].includes(word))].filter((hint) => !splitWords.has(hint) && !splitWords.has(stem(hint)));
    if (hints.length > 0) {
      // An application's referrer's hire date is no date of the application: a table reached through a key most rows
      // leave empty dates them only when the question names that table.
      const throughSparseKey = (table: string) => (this.model.path(base, table) ?? []).some((step) => !step.fansOut && this.model.column({ table: step.fromTable, column: step.fromColumn }).column.nullCount > 0);
      // A shortened name word may stand for more than the reading it was given ('req' required or request).
      const wordsOf = (column: ColumnRef) => {
        const model = this.model.column(column);
        const alternatives = model.rawWords.flatMap((raw) => expansionsOf(raw.toLowerCase()).slice(1).flatMap((expansion) => expansion.split(' ')));
        return [...new Set([...model.words, ...alternatives])].filter((word) => !['date', 'time', 'timestamp', 'datetime', 'at', 'on'].includes(word));
      };
      // 'cancelled this year' names cncl_dt: a name word written short ('cncl' of cancel) is the hint's word too.
      // 'paid out on claims this year' of payout_gbp beside settled_dt: paying and settling are one event.
      const paying = hints.some((hint) => PAYING_WORD.test(hint));
      // So is the start of a verb written out ('desp' of despatched).
      const hinted = (word: string) => hints.some((hint) => hint === word || stem(hint) === stem(word) || (request?.verbHint === true && word.length >= 4 && hint.length >= 6 && hint.startsWith(word)) || (word.length >= 4 && !/[aeiou]/.test(word.slice(1)) && hint.length >= 5 && abbreviates(word, stem(hint)))) || (paying && PAYING_WORD.test(word));
      // 'orders this year' where customers keep first_order_dt: the rows' own noun (the last of their name) names
      // their own date, not another table's date of them.
      const baseWords = this.model.table(base).words.slice(-1);
      // 'people who left in 2025': leaving is the end of the people's own story (a termination or exit date).
      const leaving = hints.some((hint) => LEAVING_WORDS.has(hint));
      // 'clients who started in 2026': starting is the beginning of the rows' own story (an admission or start date),
      // when they keep one such date.
      const starting = hints.some((hint) => STARTING_WORDS.has(hint)) && own.filter((column) => this.startedStory(column)).length === 1;
      // 'new clients this year': new rows are those created in the period, where the rows keep the day they were made.
      const created = hints.includes('new') ? own.filter((column) => this.model.column(column).words.some((word) => CREATED_WORDS.has(word))) : [];
      if (created.length === 1) return created[0];
      const matching = nameable.filter((column) => {
        if (column.table !== base && !this.intent.tables.includes(column.table) && throughSparseKey(column.table)) return false;
        if (leaving && column.table === base && this.endedLife(column)) return true;
        if (starting && column.table === base && this.startedStory(column)) return true;
        return wordsOf(column).some((word) => hinted(word) && (column.table === base || own.length === 0 || !baseWords.includes(word)));
      });
      // 'delivered last quarter': the delivery date, not the promised delivery date, whose other word nobody said.
      const unsaid = (column: ColumnRef) => wordsOf(column).filter((word) => !hinted(word)).length;
      const named = matching.reduce<ColumnRef | undefined>((best, column) => (!best || unsaid(column) < unsaid(best) ? column : best), undefined);
      if (named) return named;
      // 'an order placed in 1997', 'invoices dated in 2025', 'invoices we issued': a verb of making the row dates it
      // by its own date, the one named after the table (order_date, inv_dt).
      // 'bookings made last month', 'orders taken this week': rows that keep the day they were made apart from their own
      // day (a booking's crt_ts beside the game's bkg_dt) were made or taken on the former.
      const madeOn = (request?.hints ?? []).some((hint) => hint === 'make' || hint === 'take') ? own.filter((column) => this.model.column(column).words.some((word) => CREATED_WORDS.has(word))) : [];
      if (madeOn.length === 1) return madeOn[0];
      const ownNamed = own.filter((column) => this.model.dateKind(column) === 0);
      if (makingVerb && ownNamed.length === 1) return ownNamed[0];
      // 'day passes we issued last month': a verb of making dates rows that keep one date by that date.
      if (makingVerb && own.length === 1) return own[0];
      // 'certificates issued per month' counted on courses, where only enrolments keep an issue date: the words date
      // other rows than the ones counted, so the rows' own date would be a guess; which date is asked.
      // A unit of time ('per month') says how the period is cut, never whose date it is (est_dlvry_mo).
      const requestHinted = (word: string) => !CALENDAR_UNITS.has(word) && (request?.hints ?? []).some((hint) => hint === word || stem(hint) === stem(word));
      const elsewhere = [...this.model.tables.keys()].flatMap((table) => this.model.dateColumns(table)).filter((column) => !tested(column) && !nameable.some((candidate) => candidate.table === column.table && candidate.column === column.column) && wordsOf(column).some((word) => requestHinted(word) && !baseWords.includes(word)));
      if (elsewhere.length > 0 && own[0]) {
        this.ownDateChoice = [own[0], ...elsewhere];
        return own[0];
      }
    }
    // No date of its own: the nearest related table that records time dates the rows (an order line's order); when
    // that table records only years, its year does. Two tables at the same distance (a course's term, a student's
    // enrolment) leave it unsaid, and it is asked.
    if (own.length === 0 && (this.intent.times.length > 0 || this.intent.grain !== undefined)) {
      // Only a table the question names, or the whole the rows are part of (an order's lines): a club's manager's
      // hire date does not date the club.
      const baseWords = this.model.table(base).words;
      const datesBase = (table: string) => this.intent.tables.includes(table) || this.model.isWholeOf(table, base);
      const timed = this.model
        .reachable(base)
        .filter((table) => this.model.reachesWithoutFanOut(base, table) && (this.model.dateColumns(table).length > 0 || this.model.yearColumns(table).length > 0));
      const nearest = timed.length > 0 ? Math.min(...timed.map((table) => this.model.distance(base, table))) : Infinity;
      let level = timed.filter((table) => this.model.distance(base, table) === nearest);
      // 'gross pay this year' on pay stubs, beside their pay run and their employee: a person's hire and leaving dates
      // are when that person began and ended, never when their rows happened.
      const lifeOnly = (table: string) => this.model.yearColumns(table).length === 0 && this.model.dateColumns(table).every((date) => this.beganOn(date) || this.endedLife(date));
      // The one left is what the rows belong to (the stub's pay run), between the person and the event.
      const besidePerson = level.length > 1 && level.filter((table) => !lifeOnly(table)).length === 1;
      if (besidePerson) level = level.filter((table) => !lifeOnly(table));
      // 'service sales this October' on appointment lines beside their service and their appointment: the whole the
      // lines are part of (named in their own name) dates them, not what they point at.
      const wholes = level.length > 1 ? level.filter((table) => this.model.isWholeOf(table, base)) : [];
      if (wholes.length === 1) level = wholes;
      if (level.length > 1) {
        this.dateAmbiguity = level.flatMap((table) => [...this.model.dateColumns(table), ...this.model.yearColumns(table)]);
        return undefined;
      }
      if (level[0] && this.model.dateColumns(level[0]).length === 0) return undefined;
      if (level[0] && !datesBase(level[0]) && !besidePerson) return undefined;
      const closest = level[0] ? this.model.dateColumns(level[0]) : [];
      candidates.splice(0, candidates.length, ...closest, ...candidates.filter((column) => !closest.includes(column)));
    }
    // 'passengers who have flown this year': a condition on rows they have many of (flown tickets) beside time words
    // that name no date: the time may date the passengers or their tickets, so it is asked.
    const relatedDate = own.length > 0 && request ? this.relatedDate(base) : undefined;
    if (relatedDate && own[0]) {
      this.ownDateChoice = [own[0], relatedDate];
      return own[0];
    }
    // 'bookings for October got cancelled': the bookings due in October, whenever they were cancelled.
    const bookedFor = this.bookedForDate(own, request);
    if (bookedFor && request?.bookedFor) return bookedFor;
    // 'win rate 2017': a rate of one outcome against the others (Won against Lost) counts rows that have all ended, so
    // they are dated by a date every outcome has (close_date), never one only the rate's own outcome has
    // (converted_date: dated by it, every row would be a converted one).
    const rate = this.intent.measures.find((measure) => measure.rate?.against?.length)?.rate;
    const ended = rate ? candidates.find((column) => column.table === rate.column.table && mayRecordAnEnd(this.model.column(column)) && this.model.column(column).words.some((word) => /^(clos|end|decision|resol)/.test(word))) : undefined;
    const closeDate = this.closingDate(this.intent.filters, candidates) ?? ended;
    if (closeDate) return closeDate;
    if (bookedFor) return bookedFor;
    // 'quotes accepted this year' on quotes that keep the day they were written and the day they are valid to: a state
    // said by the verb beside the time words was reached on a day no date keeps; the rows' own date would be a guess.
    const stateVerb = request?.verbHint === true && (request.hints ?? []).some((hint) => DECIDING_VERBS.has(hint)) && own.length > 1 && this.intent.filters.some((filter) => filter.kind === 'values' && !filter.negated && !filter.byQualifier && filter.column.table === base);
    if (stateVerb && own[0]) {
      this.ownDateChoice = own;
      return own[0];
    }
    // 'no-shows last month' on reservations booked and checked in on different days: neither date is the table's
    // own, and nothing in the question picks one, so the question goes back.
    const [first, second] = own;
    const tied = first && second && candidates[0] === first && this.model.dateKind(first) >= 1 ? own.filter((column) => this.model.dateKind(column) === this.model.dateKind(first)) : [];
    // 'hours worked in October' on shifts kept as a work day and two clock punches: the one calendar day among
    // times of the same kind is the day the row is about; the punches are when it happened within it.
    // Not among dates that start or end the row's story (scheduled, started): those say which moment is meant.
    const calendarDays = first && this.model.dateKind(first) === 2 ? tied.filter((column) => this.model.column(column).column.type === 'date') : [];
    if (tied.length > 1 && calendarDays.length === 1 && calendarDays[0]) return calendarDays[0];
    // 'journeys we completed last month', 'no-shows last month' on rows booked on one day for another: what took place
    // (or was missed) did so on the day it was booked for, never on the day it was booked.
    // So are the rows of a no-show or completion rate.
    const happened = (value: string) => isCompletedState(value) || NO_SHOW_VALUE.test(value.trim());
    const tookPlace = this.intent.filters.some((filter) => filter.kind === 'values' && !filter.negated && filter.column.table === base && filter.values.every(happened)) || this.intent.measures.some((measure) => measure.rate?.column.table === base && happened(measure.rate.value));
    const bookedOn = tied.filter((column) => namesBookingDay(this.model.column(column)));
    const heldOn = tied.length === 2 && tookPlace && bookedOn.length === 1 ? tied.find((column) => column !== bookedOn[0]) : undefined;
    if (heldOn) return heldOn;
    // 'tickets per month' on repair tickets kept with an intake and a pickup date: of two dates that each start a
    // story, the one every row has is when the row began; one still empty on some rows is an event yet to come.
    // Only for a count of the rows by period, with no word that may name an event or an amount of theirs ('how many
    // jobs did we do last month' may mean those done).
    const plainRows = this.intent.grain !== undefined && !request?.verbHint && (request?.hints ?? []).every((hint) => CALENDAR_UNITS.has(hint) || this.model.table(base).words.includes(hint)) && this.intent.measures.every((measure) => measure.aggregate === 'count' && !measure.column && !measure.metric) && !this.intent.filters.some((filter) => filter.kind === 'values' && filter.column.table === base);
    const alwaysSet = tied.filter((column) => this.model.column(column).column.nullCount === 0);
    if (tied.length > 1 && alwaysSet.length === 1 && alwaysSet[0] && plainRows) return alwaysSet[0];
    this.ownDateChoice = tied.length > 1 && first && second ? [first, second] : undefined;
    // 'their October franchise fee' on invoices that keep the month billed beside the invoice date: a period the rows
    // cover may be what the time words name, so which date is asked.
    if (!this.ownDateChoice && request && period && candidates[0]?.table === base) this.ownDateChoice = [candidates[0], period];
    return candidates[0];
  }

  /**
   * The one period the rows cover beside their own date (an invoice's month billed), other than `first`. A period kept
   * as its first and last day (period_st, period_end) is one period, named by its first day.
   */
  private coveredPeriod(own: readonly ColumnRef[], first: ColumnRef | undefined): ColumnRef | undefined {
    const days = own.filter((column) => column !== first && this.model.column(column).words.some((word) => ['month', 'period'].includes(word)));
    // As written: 'st' of period_st reads as 'state' among the name's words.
    const starts = days.filter((column) => this.model.column(column).rawWords.some((word) => PERIOD_START_WORDS.has(word.toLowerCase())));
    const covered = days.length === 2 && starts.length === 1 ? starts : days;
    return covered.length === 1 ? covered[0] : undefined;
  }

  /**
   * 'bookings this year', 'cancellation rate by month' on cab bookings kept with the day they were booked and the time
   * the cab is due: rows booked on one day for another are about the day they are for. Not where the question says
   * they were made ('bookings made through the app', 'taken last week'): that is the booking's own day.
   */
  private bookedForDate(own: readonly ColumnRef[], request: TimeRequest | undefined): ColumnRef | undefined {
    if (this.intent.saysMaking || (request?.hints ?? []).some((hint) => MAKING_VERBS.has(hint))) return undefined;
    const words = (column: ColumnRef) => this.model.column(column).words.join(' ');
    // Named by those words alone: not a balance's due date (bal_due_dt). A due date is a bill's, unless it keeps the
    // time of day a cab or a visit is due (due_ts).
    const namesHeld = (column: ColumnRef) => {
      const model = this.model.column(column);
      const said = model.words.filter((word) => !TIME_OF_DAY_WORDS.has(word));
      return said.length > 0 && model.words.every((word) => BOOKED_FOR_WORDS.has(word)) && (!said.includes('due') || model.column.type === 'timestamp');
    };
    const bookedOn = own.filter((column) => namesBookingDay(this.model.column(column)));
    const namedHeld = own.filter((column) => !bookedOn.includes(column) && namesHeld(column));
    const [on, held] = [bookedOn[0], namedHeld[0]];
    if (bookedOn.length === 1 && namedHeld.length === 1 && on && held) {
      // Unless the words say so ('bookings for October'), dates alike in kind stay a question: which one is asked.
      return request?.bookedFor || this.model.dateKind(on) !== this.model.dateKind(held) ? held : undefined;
    }
    // 'session revenue for 2025' on bookings kept with the day booked (bkd_dt, bk_dt) and the day of the shoot: money a
    // booking brings is earned on the day it is for. With none named as that day, it is the one other day the rows keep
    // that does not end them, is no deadline and is not the day they were entered. Not for a count ('journeys last
    // month' may be those booked or those made: it is asked) unless said to be booked for the time, nor where the time
    // words come with a verb of their own ('loads we delivered last month' names another day than the pickup).
    const earned = this.intent.measures.some((measure) => measure.aggregate !== 'count' && (measure.column !== undefined || measure.metric !== undefined));
    if (!request || request.verbHint || namedHeld.length > 0 || !(earned || request.bookedFor)) return undefined;
    const booked = own.filter((column) => namesBookingDay(this.model.column(column)) || BOOKED_SHORT.test(words(column)));
    const others = own.filter((column) => !booked.includes(column) && this.model.dateKind(column) < 4 && !isDeadlineDate(this.model.column(column)) && !this.model.column(column).words.some((word) => CREATED_WORDS.has(word)));
    return booked.length === 1 && others.length === 1 ? others[0] : undefined;
  }

  /** The date of rows the base has many of that a condition of the question is about (a passenger's flown tickets). */
  private relatedDate(base: string): ColumnRef | undefined {
    const tables = new Set(this.intent.filters.flatMap((filter) => (filter.kind === 'exists' ? [filter.table] : filterColumns(filter).map((column) => column.table))));
    for (const table of tables) {
      if (table === base || this.model.reachesWithoutFanOut(base, table)) continue;
      const dated = [table, ...this.model.reachable(table).filter((parent) => this.model.reachesAlongKeys(table, parent) && !this.model.reachesWithoutFanOut(base, parent))];
      const date = dated.flatMap((candidate) => this.model.dateColumns(candidate))[0];
      if (date) return date;
    }
    return undefined;
  }

  /**
   * 'how many customers have used the Roundhay shop in the last 90 days' where customers keep only the day they
   * registered: counted with time words that neither name that day nor say 'new', the period may be of what
   * they did (their tickets). The dates of the rows that point at them, where the question reads so; else none.
   */
  private activityBesideSignUp(plan: QueryPlan, column: ColumnRef, request: TimeRequest): ColumnRef[] {
    const base = plan.baseTable;
    if (column.table !== base || request.column || request.verbHint || request.hints.includes('new') || this.hintsName(column, request) || this.model.dateColumns(base).length !== 1) return [];
    const named = this.model.column(column);
    if (![...named.words, ...named.rawWords.map((raw) => raw.toLowerCase())].some((word) => SIGN_UP_WORDS.has(word))) return [];
    const countsRows = plan.measures.length === 1 && plan.measures[0]?.aggregate === 'count' && !plan.measures[0].column && (plan.measures[0].table ?? base) === base && plan.dimensions.length === 0;
    if (!countsRows || plan.having.length > 0 || plan.filters.some((filter) => filter.kind === 'exists')) return [];
    const pointing = [...new Set(this.model.catalog.joins.filter((join) => join.toTable === base && join.fromTable !== base).map((join) => join.fromTable))];
    return pointing.flatMap((table) => this.model.dateColumns(table).slice(0, 1)).slice(0, 3);
  }

  private whichDate(base: string, time: string, dates: ColumnRef[]): PlanOutcome {
    return {
      kind: 'clarification',
      clarification: {
        question: `${capitalise(humanize(this.model.table(base).table.name))} have more than one date. Which should "${time}" apply to?`,
        options: dates.map((date) => (date.table === base ? humanize(date.column) : `${humanize(date.column)} of ${humanize(this.model.table(date.table).table.name)}`)),
      },
    };
  }

  /** Whether the words near a time request name a column ('enrolled in 2024' and enrol_yr). */
  private hintsName(column: ColumnRef, request: TimeRequest): boolean {
    const words = this.model.column(column).words.filter((word) => word !== 'year' && word !== 'date');
    // 'sold' of sold_ts is named by 'sell': an irregular past is its verb's.
    // So is paid_dt by 'payments': a noun of the verb.
    const verbsOfWords = words.map((word) => (/^[a-z]{4,}$/.test(word) ? verbLemma(word) : undefined));
    return request.hints.some((hint) => {
      const verbs = [hint, ...derivedForms(hint, 'noun', 'verb')];
      return words.some((word, k) => word === hint || stem(word) === stem(hint) || word.startsWith(hint.slice(0, 4)) || verbs.includes(verbsOfWords[k] ?? ''));
    });
  }

  /** Whether a date is the day its row began: a hire, a sign-up, a birth, a founding. */
  private beganOn(column: ColumnRef): boolean {
    return this.originYear(column) || /\b(hire|hired|join|joined|signup|sign|registered|registration|enrol|enroll|onboard|onboarded|created|creation)\b/.test(this.model.column(column).words.join(' '));
  }

  /** A date a row's story begins on: a start, an admission, a hire, an enrolment. */
  private startedStory(column: ColumnRef): boolean {
    return STARTED_STORY.test(this.model.column(column).words.join(' '));
  }

  /** A date a row's life ends on: a leaving, termination, churn or closing. */
  private endedLife(column: ColumnRef): boolean {
    return /\b(term|termination|terminated|exit|exited|churn|churned|left|leave|separation|departure|retire|retired|closed|cancel|cancelled|cancellation|end|ended|lapse|lapsed)\b/.test(this.model.column(column).words.join(' '));
  }

  /** A year a row began in ('year_established', 'founded_yr', 'birth_yr'), not a period its other figures fall in. */
  private originYear(column: ColumnRef): boolean {
    return /\b(establish|found|incorporat|birth|born|inception|built|build|construct)/.test(this.model.column(column).words.join(' '));
  }

  private yearColumn(base: string): ColumnRef | undefined {
    const own = this.model.yearColumns(base);
    if (own[0]) return own[0];
    // 'product used most often in 2025' on treatments: their visit's date is nearer than the certification year of the
    // visit's technician, which is no time of the treatments; a nearer table that records dates hides farther years.
    let dated = Infinity;
    for (const table of this.model.reachable(base)) {
      if (!this.model.reachesWithoutFanOut(base, table)) continue;
      const distance = this.model.distance(base, table);
      const years = this.model.yearColumns(table);
      if (years[0] && distance <= dated) return years[0];
      if (this.model.dateColumns(table).length > 0) dated = Math.min(dated, distance);
    }
    return undefined;
  }

  /** Rows known only by their key (a gift, a payment): nothing but a number to list them by. */
  private unnamedRows(table: string): boolean {
    const labels = this.model.labelColumns(table);
    const key = this.model.primaryKey(table);
    return labels.length === 1 && key !== undefined && same(labels[0] as ColumnRef, key) && this.model.column(key).column.type !== 'text';
  }

  /**
   * 'funerals this year' where the rows run on past today: what has happened this year, up to today; the days ahead
   * hold what is only booked. Words of what is to come ('scheduled', 'due') keep the whole period.
   */
  private sinceStarted(time: TimeExpression, column: ColumnRef): TimeExpression {
    const latest = this.latest(column);
    if (time.kind !== 'relative' || time.mode !== 'this' || time.unit === 'day' || this.intent.speaksAhead || !latest || latest <= this.options.today) return time;
    return { ...time, mode: 'to_date', count: 1 };
  }

  private latest(column: ColumnRef): string | undefined {
    const max = this.model.column(column).column.max;
    return typeof max === 'string' ? max.slice(0, 10) : undefined;
  }

  /**
   * The latest date a month or quarter named without its year can fall in: the data's last, but never past today
   * ('funerals in October' on events booked into next year is last October), unless the question looks ahead.
   */
  private reached(column: ColumnRef): string | undefined {
    const latest = this.latest(column);
    // 'best before date in December', 'due in January': a date things run out or fall due by is looked ahead to.
    // The next one from today, within the year ahead.
    if (latest && latest > this.options.today && !this.intent.speaksAhead && this.model.column(column).words.some((word) => /^(expir|due|best|renew)/.test(word))) {
      const yearAhead = addDays(addMonths(this.options.today, 12), -1);
      return latest < yearAhead ? latest : yearAhead;
    }
    return latest && latest > this.options.today && !this.intent.speaksAhead ? this.options.today : latest;
  }

  private earliest(column: ColumnRef): string | undefined {
    const min = this.model.column(column).column.min;
    return typeof min === 'string' ? min.slice(0, 10) : undefined;
  }

  /** Turns time requests into range filters and the grain into a time dimension. */
  private applyTime(plan: QueryPlan): PlanOutcome | undefined {
    const intent = this.intent;
    const base = plan.baseTable;
    const ranges: { range: DateRange; column?: ColumnRef; request: TimeRequest }[] = [];
    const yearRequests: { column: ColumnRef; request: TimeRequest; filter: Filter }[] = [];
    for (const request of intent.times) {
      if (this.consumedTimes.has(request)) continue;
      // 'Fall 2025': the year of the table that holds the term, when it records years.
      // The base rows' own year first, then the nearest rows' ('the 2025 festival' of tickets: their screening's year).
      const steps = (table: string) => (table === base ? 0 : (this.model.path(base, table)?.length ?? Infinity));
      const near = [...(request.near ?? [])].sort((a, b) => steps(a.table) - steps(b.table)).find((column) => (column.table === base || this.model.reachesWithoutFanOut(base, column.table)) && this.model.yearColumns(column.table).length > 0);
      if (near && request.time.kind === 'year') {
        const year = this.model.yearColumns(near.table)[0];
        if (year) {
          plan.filters.push(yearFilter(year, request));
          yearRequests.push({ column: year, request, filter: plan.filters[plan.filters.length - 1] as Filter });
          continue;
        }
      }
      // 'clubs with more than 1,200 check-ins this year': rows with no date of their own, compared by how many
      // related rows they have; the time words date those rows.
      // 'customers that spent more than $20k in 2025': so are rows whose own dates the time words do not name (a
      // signup date), when the time words follow the condition.
      const baseNamed = this.model.dateColumns(base).some((date) => this.model.column(date).words.some((word) => request.hints.some((hint) => hint === word || stem(hint) === stem(word))));
      const after = plan.having[0]?.at !== undefined && (request.at ?? -1) >= (plan.having[0]?.at ?? Infinity);
      const counted = plan.having.length === 1 && (this.model.dateColumns(base).length === 0 || (after && !baseNamed)) ? plan.having[0] : undefined;
      const countedTable = counted?.measure.table;
      if (counted && countedTable && countedTable !== base && !this.model.reachesWithoutFanOut(base, countedTable) && !request.negated) {
        const own = this.dateColumn(countedTable, request);
        if (this.ownDateChoice) return this.whichDate(countedTable, describeTime(request), this.ownDateChoice);
        // The rows' own date, or their whole's (an order line's order).
        // 'students who attended two or more courses in 2025' where courses keep no date: the date of the rows nearest
        // them on the way from the base rows (each booked session's start), never the base rows' own signup date.
        const onTheWay = own ? undefined : this.dateOnTheWay(base, countedTable, request);
        if (onTheWay && 'kind' in onTheWay) return onTheWay;
        const dated = own ?? onTheWay;
        if (dated && (dated.table === countedTable || onTheWay || this.model.reachesAlongKeys(countedTable, dated.table))) {
          const range = resolveTime(request.time, this.options.today, this.reached(dated));
          counted.filters = [...(counted.filters ?? []), { kind: 'date_range', column: dated, from: range.from, to: range.to, label: range.label }];
          counted.label = `${counted.label} ${range.label}`;
          continue;
        }
      }
      // 'MRR by month this year' over snapshots kept by integer year and month: those are the rows' own time.
      const periodTable = this.model.table(base).columns.some((column) => column.role === 'month');
      const periods = periodTable && this.intent.times.length === 1 && this.model.dateColumns(base).length === 0 && !request.column ? periodFilters(this.model, base, resolveTime(request.time, this.options.today, undefined)) : undefined;
      if (periods) {
        plan.filters.push(...periods);
        continue;
      }
      const column = this.dateColumn(base, request);
      if (this.ownDateChoice) return this.whichDate(base, describeTime(request), this.ownDateChoice);
      const activity = column ? this.activityBesideSignUp(plan, column, request) : [];
      if (column && activity.length > 0) {
        const rows = humanize(this.model.table(base).table.name);
        return {
          kind: 'clarification',
          clarification: {
            question: `${capitalise(rows)} keep only the day they signed up (${humanize(column.column)}). Should "${describeTime(request)}" count the ${rows} who signed up in it, or those with ${activity.map((date) => humanize(this.model.table(date.table).table.name)).join(' or ')} in it?`,
            options: [humanize(column.column), ...activity.map((date) => `${humanize(date.column)} of ${humanize(this.model.table(date.table).table.name)}`)],
          },
        };
      }
      if (!column && this.dateAmbiguity) {
        return {
          kind: 'clarification',
          clarification: {
            question: `${capitalise(humanize(this.model.table(base).table.name))} have no date of their own. Which date should "${describeTime(request)}" apply to?`,
            options: this.dateAmbiguity.slice(0, 4).map((date) => `${humanize(date.column)} of ${humanize(this.model.table(date.table).table.name)}`),
          },
        };
      }
      // A year the words name goes before a date they do not; not before the base's own date they name as well ('ROs
      // opened this year' is the RO's open date, not the opened_yr of its store).
      const ownDateNamed = column !== undefined && column.table === base && this.hintsName(column, request) && this.yearColumn(base)?.table !== base;
      // 'net pay last month' beside pay_yr: a year column named by the words cannot place a month; a date can.
      const yearPlaces = request.time.kind === 'year' || request.time.kind === 'years' || (request.time.kind === 'relative' && request.time.unit === 'year');
      if (!column || (this.yearColumn(base) && this.hintsName(this.yearColumn(base) as ColumnRef, request) && !ownDateNamed && yearPlaces)) {
        const found = this.yearColumn(base);
        // 'what was our revenue in 2017' over accounts that record only the year they were established: the year a
        // row began in dates nothing else about it, so only words of beginning ('founded in 2017') place it there.
        const year = found && this.originYear(found) && !this.hintsName(found, request) && !request.hints.some((hint) => ORIGIN_VERBS.has(hint)) ? undefined : found;
        // 'accounts that bought the GTK 500 in 2017': time words after a condition on rows the base has many of date
        // those rows (the deals), not the year the base rows record (the year an account was established).
        const related = found && !this.hintsName(found, request) ? this.datedRelatedCondition(plan, request) : undefined;
        if (related && 'kind' in related && related.kind === 'clarification') return related;
        if (related) continue;
        if (year && request.time.kind === 'relative' && request.time.unit === 'year') {
          // 'founded in the last 10 years' on an integer year: the years the period runs over.
          const range = resolveTime(request.time, this.options.today, undefined);
          const from = Number(range.from.slice(0, 4));
          const to = Number(addDays(range.to, -1).slice(0, 4));
          const label = humanize(year.column);
          plan.filters.push(from === to ? { kind: 'compare', column: year, operator: '=', value: from, label: `${label} is ${from}` } : { kind: 'between', column: year, from, to, label: `${label} from ${from} to ${to}` });
          continue;
        }
        if (year && (request.time.kind === 'year' || request.time.kind === 'years')) {
          plan.filters.push(yearFilter(year, request));
          yearRequests.push({ column: year, request, filter: plan.filters[plan.filters.length - 1] as Filter });
          continue;
        }
        return { kind: 'declined', reason: `${capitalise(humanize(this.model.table(base).table.name))} has no date to place "${describeTime(request)}" in time.` };
      }
      const range = resolveTime(this.sinceStarted(request.time, column), this.options.today, this.reached(column));
      const latest = this.latest(column);
      const earliest = this.earliest(column);
      if (latest && earliest && (range.from > latest || range.to <= earliest) && !request.negated) {
        const unit = request.time.kind === 'relative' ? request.time.unit : 'year';
        const latestRange = resolveTime({ kind: 'relative', unit, count: 0, mode: 'this' }, latest, latest);
        return {
          kind: 'clarification',
          clarification: {
            question: `There is no data ${range.label}: ${humanize(column.column)} runs from ${earliest} to ${latest}. Use the latest ${unit} the data has instead?`,
            options: [`${intent.measures[0]?.label ?? 'the same question'} ${latestRange.label.replace(/^this /, 'in the ')}`.trim()],
          },
        };
      }
      ranges.push({ range, column, request });
    }
    // 'more points in 2024 than in 2023' on a season column: no row has both years, so they are compared.
    const [yearA, yearB] = yearRequests;
    if (yearRequests.length === 2 && ranges.length === 0 && yearA && yearB && same(yearA.column, yearB.column) && yearA.request.time.kind === 'year' && yearB.request.time.kind === 'year' && yearA.request.time.year !== yearB.request.time.year && !intent.grain) {
      plan.filters = plan.filters.filter((filter) => filter !== yearA.filter && filter !== yearB.filter);
      const asRange = (year: number) => ({ range: { label: `in ${year}`, from: `${year}-01-01`, to: `${year + 1}-01-01` }, column: yearA.column });
      plan.comparison = { ...periodComparison([asRange(yearA.request.time.year), asRange(yearB.request.time.year)], intent.difference, intent.keepDifference), years: true };
      if (intent.growth) plan.growth = true;
    }
    // 'grow from 2024 to 2025': the two ends of the range are the two periods.
    const only = ranges[0];
    if (intent.growth && ranges.length === 1 && only && only.request.time.kind === 'years' && only.request.time.from !== undefined && only.request.time.to !== undefined && only.request.time.to > only.request.time.from && !intent.grain) {
      const { from, to } = only.request.time;
      ranges.splice(0, 1, { ...only, range: resolveTime({ kind: 'year', year: from }, this.options.today, undefined) }, { ...only, range: resolveTime({ kind: 'year', year: to }, this.options.today, undefined) });
    }
    if (intent.growth && ranges.length === 2 && !intent.grain) {
      plan.comparison = periodComparison(ranges, intent.difference, intent.keepDifference);
      plan.growth = true;
    } else if (intent.versus && ranges.length === 2) {
      plan.comparison = { ...periodComparison(ranges, intent.difference, intent.keepDifference), column: ranges[0]?.column as ColumnRef };
      // '2024 vs 2025': whole years, a row each.
      const wholeYears = ranges.every(({ range }) => /-01-01$/.test(range.from) && range.to === `${Number(range.from.slice(0, 4)) + 1}-01-01`);
      if (wholeYears && !intent.difference && plan.dimensions.length === 0 && !intent.grain) {
        plan.comparison.asRows = true;
        plan.dimensions.push({ columns: [plan.comparison.column], grain: 'year', label: 'year' });
      }
    } else if (intent.versus && ranges.length === 1 && ranges[0]?.request.time.kind === 'relative' && !valuesSetAgainstEachOther(plan)) {
      // 'this quarter vs last quarter' with one period named: compare with the one before.
      const only = ranges[0];
      const unit = only.request.time.kind === 'relative' ? only.request.time.unit : 'year';
      const previous = previousPeriod(only.range, unit);
      plan.comparison = { column: only.column as ColumnRef, periods: [{ label: previous.label, from: previous.from, to: previous.to }, { label: only.range.label, from: only.range.from, to: only.range.to }] };
    } else if (ranges.length === 2 && disjoint(ranges[0], ranges[1])) {
      // 'fewer requests in Q3 2026 than in Q3 2025': no row is in both periods, so they are compared, not combined.
      // Without a word that sets them side by side ('the October meeting of 2025'), which period is meant is asked.
      if (!intent.contrast && !intent.difference) {
        const [first, second] = ranges as [(typeof ranges)[0], (typeof ranges)[0]];
        return { kind: 'clarification', clarification: { question: `The question names two periods that do not overlap, ${first.range.label} and ${second.range.label}. Which one do you mean, or should they be compared?`, options: [first.range.label, second.range.label, `${first.range.label} vs ${second.range.label}`] } };
      }
      plan.comparison = periodComparison(ranges, intent.difference, intent.keepDifference);
    } else {
      for (const { range, column, request } of ranges) {
        const filter: Filter = { kind: 'date_range', column: column as ColumnRef, from: range.from, to: range.to, label: range.label };
        if (request.negated) plan.filters.push({ kind: 'exists', table: base, filters: [filter], negated: true, label: `not ${range.label}` });
        else plan.filters.push(filter);
      }
    }
    for (const weekdays of intent.weekdays ?? []) {
      // 'average spend per sale on Saturdays this year': the days of the week of the date the period is of.
      const said = `on ${weekdays.days.map(everyWeekday).join(' or ')}`;
      const column = ranges[0]?.column ?? this.dateColumn(base, { time: { kind: 'date' }, hints: weekdays.hints, at: weekdays.at });
      if (this.ownDateChoice) return this.whichDate(base, said, this.ownDateChoice);
      if (!column) return { kind: 'declined', reason: `${capitalise(humanize(this.model.table(base).table.name))} has no date to tell the day of the week by.` };
      plan.filters.push({ kind: 'weekday', column, days: weekdays.days, label: said });
    }
    if (intent.grain) {
      const column = this.dateColumn(base, ranges[0]?.request ?? (intent.times[0] ? { ...intent.times[0] } : undefined));
      if (this.ownDateChoice) return this.whichDate(base, `by ${intent.grain === 'auto' ? 'period' : intent.grain}`, this.ownDateChoice);
      const cycle = isCycleGrain(intent.grain) ? intent.grain : undefined;
      // 'by hour of the day' needs times of day: a column of dates alone has none.
      if (cycle === 'hour' && column && this.model.column(column).column.type !== 'timestamp') {
        return { kind: 'declined', reason: `${capitalise(humanize(column.column))} records only the day, so it cannot be shown by hour of the day.` };
      }
      if (cycle && !column) return { kind: 'declined', reason: `${capitalise(humanize(this.model.table(base).table.name))} has no date to show it by ${cycle === 'hour' ? 'hour of the day' : 'day of the week'}.` };
      if (column) {
        const range = plan.filters.find((filter): filter is Extract<Filter, { kind: 'date_range' }> => filter.kind === 'date_range' && same(filter.column, column));
        const grain = intent.grain === 'auto' ? grainFor(range?.from ?? this.earliest(column) ?? this.options.today, range?.to ?? this.latest(column) ?? this.options.today) : intent.grain;
        plan.dimensions.unshift({ columns: [column], grain, label: grain === 'weekday' ? 'day of the week' : grain === 'hour' ? 'hour of the day' : grain });
        // 'orders in 1997 and 1998, by year': the periods named are shown period by period, so they bound the rows
        // shown; periods apart from each other ('2023 and 2025 by month') cannot be one range, and are asked about.
        const periods = plan.comparison && !plan.comparison.years && plan.comparison.column && same(plan.comparison.column, column) ? [...plan.comparison.periods].sort((a, b) => a.from.localeCompare(b.from)) : [];
        const [first, last] = [periods[0], periods[periods.length - 1]];
        if (first && last && !range) {
          const span = `${first.label.replace(/^in /, '')} to ${last.label.replace(/^in /, '')}`;
          if (periods.some((period, i) => i > 0 && periods[i - 1]?.to !== period.from)) {
            return { kind: 'clarification', clarification: { question: `The question names periods that are not next to each other (${periods.map((period) => period.label).join(', ')}). Should the answer cover ${span}, or one of them?`, options: [span, ...periods.map((period) => period.label)] } };
          }
          plan.filters.push({ kind: 'date_range', column, from: first.from, to: last.to, label: span });
        }
        if (plan.comparison) plan.comparison = undefined;
      } else {
        const year = this.yearColumn(base);
        if (!year) return { kind: 'declined', reason: `${capitalise(humanize(this.model.table(base).table.name))} has no date to show it by ${intent.grain === 'auto' ? 'period' : intent.grain}.` };
        const table = this.model.table(year.table);
        const month = table.columns.find((column) => column.role === 'month')?.ref;
        const quarter = table.columns.find((column) => column.role === 'quarter')?.ref;
        const grain = intent.grain === 'auto' || isCycleGrain(intent.grain) ? 'year' : intent.grain;
        if ((grain === 'month' && !month) || (grain === 'quarter' && !quarter && !month) || grain === 'week' || grain === 'day') {
          return { kind: 'declined', reason: `${capitalise(humanize(table.table.name))} records only years${month ? ' and months' : ''}, so it cannot be shown by ${grain}.` };
        }
        plan.dimensions.unshift({ columns: [year], grain, label: grain, periodColumns: { year, ...(month && { month }), ...(quarter && { quarter }) } });
      }
    }
    return undefined;
  }

  /** A whole number of a few values that is no key or amount: a grade, a floor, a number of bedrooms. */
  private isLevel(columns: readonly ColumnRef[] | undefined): boolean {
    const [column] = columns ?? [];
    if (!column || columns?.length !== 1) return false;
    const model = this.model.column(column);
    return model.column.type === 'integer' && !['key', 'reference'].includes(model.role) && (model.column.values?.length ?? Infinity) <= 12 && !this.model.inCents(column);
  }

  private order(plan: QueryPlan): void {
    const intent = this.intent;
    // The days of the week or hours of the day are ranked like any groups: 'Friday' before 'Monday' says no order.
    const timeIndex = plan.dimensions.findIndex((dimension) => (dimension.grain !== undefined && !isCycleGrain(dimension.grain)) || dimension.periodColumns !== undefined || (dimension.columns.length === 1 && ['year', 'month', 'quarter'].includes(this.model.column(dimension.columns[0] as ColumnRef).role)));
    if (intent.order?.explicit && intent.order.by === 'label' && plan.dimensions.length > 0) {
      plan.order = { by: 'dimension', index: 0, direction: intent.order.direction };
    } else if (intent.order && (intent.order.explicit || intent.limit !== undefined)) {
      plan.order = { by: 'measure', index: 0, direction: intent.order.direction };
    } else if (timeIndex >= 0) {
      plan.order = { by: 'dimension', index: timeIndex, direction: 'asc' };
    } else if (plan.dimensions.length === 1 && this.isLevel(plan.dimensions[0]?.columns)) {
      // 'exams by grade', 'homes by number of bedrooms': levels read in their own order.
      plan.order = { by: 'dimension', index: 0, direction: 'asc' };
    } else if (plan.dimensions.length > 0) {
      plan.order = { by: 'measure', index: 0, direction: 'desc' };
    }
    if (intent.limit !== undefined) plan.limit = intent.limit;
    if (intent.offset !== undefined) plan.offset = intent.offset;
  }
}

/** Words of paying a sum out or settling it: 'paid', 'payout', 'pmt', 'settled' (not 'payable', still to pay). */
const PAYING_WORD = /^(paid|pd|pmt|payout|payment|settl)/;
/**
 * Words of leaving: people who left, quit or resigned did so on their termination or exit date; a membership cancelled
 * or lapsed ended on its end date.
 */
const LEAVING_WORDS = new Set(['left', 'leave', 'quit', 'resign', 'resigned', 'depart', 'departed', 'cancel', 'cancelled', 'canceled', 'lapse', 'lapsed', 'churn', 'churned', 'terminate', 'terminated']);
/** Verbs of a decision taken on rows after they were made ('quotes accepted', 'claims approved'), on a day of its own. */
const DECIDING_VERBS = new Set(['accept', 'approve', 'reject', 'decline', 'refuse', 'grant', 'award', 'deny']);
/** Verbs of beginning, which date rows by the day their story began. */
const STARTING_WORDS = new Set(['start', 'started', 'begin', 'began', 'begun', 'commence', 'commenced']);
/** The words of a date a row's story begins on. */
const STARTED_STORY = /\b(start|started|begin|commence|commenced|admission|admit|admitted|hire|hired|join|joined|enrol|enroll|enrolled|onboard|onboarded|check in|chk in|checkin|arrival)\b/;

/** 'bk_dt': too short to name the booking day by itself except where nothing else names a day. */
const BOOKED_SHORT = /\bbk\b/;

/** Name words that only say a column is a moment: a date, a time, a start. */
const TIME_OF_DAY_WORDS = new Set(['date', 'time', 'timestamp', 'datetime', 'at', 'on', 'start']);
/** Name words of the time a booking is for: the cab due, the lesson or session held, the slot kept. */
const BOOKED_FOR_WORDS = new Set([...TIME_OF_DAY_WORDS, 'due', 'slot', 'session', 'appointment', 'lesson', 'class', 'event', 'pickup', 'scheduled', 'schedule']);

/** Name words of the day a row was made in the package. */
const CREATED_WORDS: ReadonlySet<string> = new Set(['created', 'create', 'creation', 'registered', 'registration', 'added', 'made']);
/** The words of the day a customer or member first signed up. */
const SIGN_UP_WORDS: ReadonlySet<string> = new Set(['registered', 'registration', 'register', 'reg', 'signup', 'join', 'joined', 'enrolled', 'enrolment', 'enrollment']);

/** Name words of the first day of a period kept as two days ('period_st', 'period_start', 'from_dt'). */
const PERIOD_START_WORDS: ReadonlySet<string> = new Set(['start', 'st', 'from', 'begin', 'beginning', 'first']);

/** Units of time, which cut a period into parts and name no date of their own. */
const CALENDAR_UNITS = new Set(['day', 'week', 'month', 'quarter', 'year']);

function stem(word: string): string {
  return word.replace(/(ing|ed|s|e)$/, '');
}

/** Words of something's beginning, which place it by the year it began in: 'founded in 1990', 'born before 1980'. */
const ORIGIN_VERBS = new Set(['found', 'establish', 'incorporate', 'start', 'begin', 'form', 'launch', 'open', 'create', 'set', 'bear', 'born', 'birth', 'establishment', 'founding', 'inception', 'build', 'built', 'construct']);

/**
 * A range of whole months within one year, or of whole years, as conditions on a table's integer year (and month)
 * columns; undefined when the table has none or the range does not fit them.
 */
function periodFilters(model: SchemaModel, table: string, range: { from: string; to: string; label: string }): Filter[] | undefined {
  const year = model.yearColumns(table)[0];
  if (!year) return undefined;
  const month = model.table(table).columns.find((column) => column.role === 'month')?.ref;
  const [fromYear, fromMonth, fromDay] = range.from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = range.to.split('-').map(Number) as [number, number, number];
  if (fromDay !== 1 || toDay !== 1) return undefined;
  if (fromMonth === 1 && toMonth === 1 && toYear > fromYear) {
    return [toYear - fromYear === 1 ? { kind: 'compare', column: year, operator: '=', value: fromYear, label: range.label } : { kind: 'between', column: year, from: fromYear, to: toYear - 1, label: range.label }];
  }
  // Months of one year: the last month is the one before `to`.
  const lastMonth = toMonth === 1 ? 12 : toMonth - 1;
  const lastYear = toMonth === 1 ? toYear - 1 : toYear;
  if (!month || lastYear !== fromYear) return undefined;
  return [
    { kind: 'compare', column: year, operator: '=', value: fromYear, label: range.label },
    fromMonth === lastMonth ? { kind: 'compare', column: month, operator: '=', value: fromMonth, label: range.label } : { kind: 'between', column: month, from: fromMonth, to: lastMonth, label: range.label },
  ];
}

function yearFilter(column: ColumnRef, request: TimeRequest): Filter {
  const time = request.time;
  const label = humanize(column.column);
  if (time.kind === 'year') return { kind: 'compare', column, operator: '=', value: time.year, label: `${label} is ${time.year}` };
  if (time.kind === 'years' && time.from !== undefined && time.to !== undefined) return { kind: 'between', column, from: time.from, to: time.to, label: `${label} from ${time.from} to ${time.to}` };
  if (time.kind === 'years' && time.from !== undefined) return { kind: 'compare', column, operator: '>=', value: time.from, label: `${label} from ${time.from}` };
  if (time.kind === 'years' && time.to !== undefined) return { kind: 'compare', column, operator: '<=', value: time.to, label: `${label} up to ${time.to}` };
  return { kind: 'not_null', column, label };
}

function describeTime(request: TimeRequest): string {
  const time = request.time;
  switch (time.kind) {
    case 'year': return String(time.year);
    case 'quarter': return `Q${time.quarter}${time.year ? ` ${time.year}` : ''}`;
    case 'month': return `month ${time.month}`;
    case 'relative': {
      const units = `${time.count} ${time.unit}${time.count === 1 ? '' : 's'}`;
      switch (time.mode) {
        case 'rolling': return `the last ${units}`;
        case 'previous': return `the previous ${units}`;
        case 'ahead': return `the next ${units}`;
        case 'to_date': return `${time.unit} to date`;
        default: return `${time.mode} ${time.unit}`;
      }
    }
    default: return 'that period';
  }
}

function same(a: ColumnRef, b: ColumnRef): boolean {
  return a.table === b.table && a.column === b.column;
}

function sameColumns(a: readonly ColumnRef[], b: readonly ColumnRef[]): boolean {
  return a.length === b.length && a.every((column, i) => b[i] !== undefined && same(column, b[i] as ColumnRef));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function buildPlan(model: SchemaModel, intent: Intent, options: PlanOptions): PlanOutcome {
  const outcome = new PlanBuilder(model, intent, options).build();
  return outcome.kind === 'plan' ? { ...outcome, plan: addUpKeptCounts(model, outcome.plan) } : outcome;
}

/**
 * 'API requests per month' where usage is kept as one row per account, feature and month with how many events it had
 * (evt_cnt): such rows are counts already, so how many there were is those counts added up, not the number of rows.
 * Only a table dated by a period with one count among its numbers.
 */
function addUpKeptCounts(model: SchemaModel, plan: QueryPlan): QueryPlan {
  const keptCount = (table: string): ColumnRef | undefined => {
    const columns = model.table(table).columns;
    const periodic = columns.some((column) => column.role === 'date' && column.words.some((word) => ['month', 'week', 'day'].includes(word)) && !column.words.includes('birth'));
    const counts = columns.filter((column) => column.role === 'measure' && column.words[column.words.length - 1] === 'count');
    return periodic && counts.length === 1 ? counts[0]?.ref : undefined;
  };
  const measures = plan.measures.map((measure) => {
    const plain = measure.aggregate === 'count' && !measure.column && !measure.metric && !measure.rate && !measure.share && !measure.ratio && !measure.duration;
    const counted = plain ? keptCount(measure.table ?? plan.baseTable) : undefined;
    return counted ? { aggregate: 'sum' as const, column: counted, table: counted.table, label: `total ${humanize(counted.column)}` } : measure;
  });
  return measures.some((measure, i) => measure !== plan.measures[i]) ? { ...plan, measures } : plan;
}

/**
 * 'won deals by product', where product is the key a deal holds: grouping or listing by the key of a table the base
 * points at reads the base's own column. The values are the same, no join is needed, and a row whose key has no
 * match (a product missing from the product list) keeps its value instead of falling into an empty group. Done once
 * every word is accounted for, since the question did name the other table.
 */
export function readKeysOnTheBase(model: SchemaModel, plan: QueryPlan): QueryPlan {
  const local = (ref: ColumnRef): ColumnRef => {
    if (ref.table === plan.baseTable) return ref;
    const path = model.path(plan.baseTable, ref.table);
    const step = path?.length === 1 ? path[0] : undefined;
    return step && !step.fansOut && step.toColumn === ref.column ? { table: plan.baseTable, column: step.fromColumn } : ref;
  };
  // A group of columns moves whole or not at all: a code shown with its description still needs the join.
  const movesWhole = (columns: readonly ColumnRef[]) => columns.length > 0 && columns.every((column) => local(column) !== column);
  const staying = [
    ...plan.dimensions.filter((dimension) => dimension.grain || dimension.periodColumns || !movesWhole(dimension.columns)).flatMap((dimension) => [...dimension.columns, ...(dimension.key ? [dimension.key] : [])]),
    ...(plan.perGroup && !movesWhole(plan.perGroup.partition) ? plan.perGroup.partition : []),
  ];
  const moved = (ref: ColumnRef) => (staying.some((column) => same(column, ref)) ? ref : local(ref));
  return {
    ...plan,
    dimensions: plan.dimensions.map((dimension) => ({ ...dimension, columns: dimension.columns.map(moved), ...(dimension.key && { key: moved(dimension.key) }) })),
    listColumns: plan.listColumns.map(moved),
    ...(plan.perGroup && { perGroup: { ...plan.perGroup, partition: plan.perGroup.partition.map(moved) } }),
  };
}

/**
 * 'What's our current MRR?' over monthly MRR snapshots: balances are not added up across moments. With no period named,
 * the latest one is taken (and said); over a range of periods with no period to group by, the question goes back.
 */
export function pinSnapshots(model: SchemaModel, plan: QueryPlan): { plan: QueryPlan } | { clarification: Clarification } {
  const measured = [...plan.measures, ...plan.having.map((condition) => condition.measure)];
  const tables = [...new Set(measured.flatMap((measure) => (measure.column ? [measure.column.table] : measure.table ? [measure.table] : [])))];
  let pinned = plan;
  for (const table of tables) {
    const period = model.snapshotPeriod(table);
    if (!period) continue;
    const columns = period.month ? [period.column, period.month] : [period.column];
    const isPeriod = (ref: ColumnRef) => columns.some((column) => same(column, ref));
    const grouped = plan.dimensions.some((dimension) => dimension.columns.some(isPeriod) || (dimension.periodColumns !== undefined && isPeriod(dimension.periodColumns.year)));
    if (grouped) continue;
    const one = singularLabel(model.table(table).table.name);
    // 'MRR last month': one period named is one balance per row.
    const equal = (ref: ColumnRef | undefined) => ref !== undefined && plan.filters.some((filter) => filter.kind === 'compare' && filter.operator === '=' && same(filter.column, ref));
    const oneDay = plan.filters.some((filter) => filter.kind === 'date_range' && same(filter.column, period.column) && addDays(filter.from, 1) === filter.to);
    if (!plan.comparison && (period.month ? equal(period.column) && equal(period.month) : oneDay)) continue;
    if (plan.comparison || plan.filters.some((filter) => filterColumns(filter).some(isPeriod))) {
      return { clarification: { question: `Each ${one} is a balance at one moment, so adding them up over a period counts it again and again. Which ${period.month ? 'month' : 'date'} should the answer use?`, options: [] } };
    }
    const label = `the latest ${period.month ? 'month' : humanize(period.column.column)} recorded`;
    pinned = { ...pinned, filters: [...pinned.filters, { kind: 'latest', column: period.column, ...(period.month && { month: period.month }), label }] };
  }
  return { plan: pinned };
}

export type { Dimension };

function listWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Periods side by side, oldest first; 'how many fewer … than' is the difference in the order the question named them. */
function periodComparison(ranges: { range: DateRange; column?: ColumnRef }[], difference: Intent['difference'], keep: boolean | undefined): PeriodComparison {
  const sorted = [...ranges].sort((x, y) => x.range.from.localeCompare(y.range.from));
  const comparison: PeriodComparison = { column: sorted[0]?.column as ColumnRef, periods: sorted.map(({ range }) => ({ label: range.label, from: range.from, to: range.to })) };
  if (difference && ranges.length === 2) {
    const first = sorted.indexOf(ranges[0] as (typeof ranges)[0]);
    const second = 1 - first;
    comparison.difference = difference === 'more' ? { from: first, minus: second, word: difference } : { from: second, minus: first, word: difference };
    if (keep) comparison.difference.keep = true;
  }
  return comparison;
}

/** Two periods of one date column that share no day, neither negated. */
function disjoint(a: { range: DateRange; column?: ColumnRef; request: TimeRequest } | undefined, b: { range: DateRange; column?: ColumnRef; request: TimeRequest } | undefined): boolean {
  if (!a || !b || !a.column || !b.column || !same(a.column, b.column) || a.request.negated || b.request.negated) return false;
  return a.range.to <= b.range.from || b.range.to <= a.range.from;
}

/** 'manual cars vs automatics': two or more values of one column (of rows other than `of`), named as what 'vs' sets side by side. */
function valuesSetAgainstEachOther(plan: QueryPlan, of?: string): boolean {
  return plan.filters.some((filter) => filter.kind === 'values' && !filter.negated && !filter.byQualifier && filter.values.length >= 2 && (of === undefined || filter.column.table !== of));
}
