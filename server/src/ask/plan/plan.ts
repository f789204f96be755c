/**
 * The typed query plan: what the engine understood, bound to catalog columns. It is rendered to SQL for the source's
 * dialect (sql/), described in words and interpretation tokens (explain/) and refined by follow-up questions.
 */
import type { ColumnRef, JoinStep } from '../catalog/schema-model';
import type { Aggregate, ComparisonOperator, CycleGrain, TimeGrain } from '../intent/operators';
export { isCycleGrain } from '../intent/operators';

export type { Aggregate, ColumnRef, ComparisonOperator, CycleGrain, TimeGrain };

export type DurationUnit = 'second' | 'minute' | 'hour' | 'day' | 'week';

export interface Measure {
  aggregate: Aggregate;
  /** Absent for count(*). */
  column?: ColumnRef;
  /** The table whose rows the measure aggregates (the column's table, or the counted table). */
  table?: string;
  /** For 'percentile': 0.9 for the 90th. */
  percentile?: number;
  /** A user-defined or derived metric's aggregate expression over `table`'s columns. */
  metric?: { name: string; table: string; expression: string };
  /** A status rate: the share of rows whose column has `value` among the rows the plan counts (win rate). */
  rate?: { column: ColumnRef; value: string; against?: string[] };
  /**
   * The percentage of rows (of `table`) that match `condition`, among those matching `among`; of `measure` (a sum)
   * when given: 'what share of won revenue comes from the GTK 500'.
   */
  share?: { condition: Filter[]; among?: Filter[]; measure?: Measure };
  /** One measure divided by another ('revenue per order'). */
  ratio?: { numerator: Measure; denominator: Measure; percent?: boolean };
  /** The time from one date of a row to another, in a unit ('days from order to shipment'), aggregated. */
  duration?: { from: ColumnRef; to: ColumnRef; unit: DurationUnit; calendarDays?: boolean };
  /** A time kept in one unit shown in another ('hours logged' of minutesSpent): the column's unit and the one asked for. */
  timeUnit?: { kept: DurationUnit; shown: DurationUnit };
  /**
   * Each row of `table` with its own figure first (an order's revenue over its lines), then `aggregate` over those
   * figures: 'median order value'.
   */
  perRow?: { table: string; measure: Measure };
  /**
   * What is still owed on each row: the column less what was paid on it, a paid amount of the row's own or the sum of
   * the payments made against it (`paid` of a table pointing at the row). `plus`: the tax kept beside a net amount
   * with no total, owed with it. `unpaidOnly`: the rows keep no state of being paid, so only what each still lacks
   * counts.
   */
  owed?: { paid?: ColumnRef; plus?: ColumnRef; unpaidOnly?: boolean };
  /** Words for the answer: 'number of orders', 'total freight'. */
  label: string;
}

export interface Dimension {
  /** One or more columns shown together as one label (first and last name). */
  columns: ColumnRef[];
  grain?: TimeGrain | CycleGrain;
  /** Words for the answer: 'customer', 'order month'. */
  label: string;
  /** The key that keeps two rows with the same label apart (a customer's id). */
  key?: ColumnRef;
  /** Time from integer columns: a year column, and a month or quarter column beside it. */
  periodColumns?: { year: ColumnRef; month?: ColumnRef; quarter?: ColumnRef };
}

export type Filter =
  /**
   * `byQualifier`: a negation a qualifier implies ('open' deals: not Won or Lost), not one the question says.
   * `leftOut`: a negation said only to leave rows out ('leave out anything written off'), harmless when idle.
   * `throughout`: said with 'without' or 'never' ('reps who closed deals without losing one'): of all the rows of what is listed, not of each.
   * `partial`: 'whose diagnosis includes SLE': the value appears anywhere in the text (any case), not as all of it.
   */
  | { kind: 'values'; column: ColumnRef; values: string[]; negated?: boolean; byQualifier?: boolean; leftOut?: boolean; throughout?: boolean; partial?: boolean; label: string }
  | { kind: 'compare'; column: ColumnRef; operator: ComparisonOperator; value: number; label: string }
  | { kind: 'between'; column: ColumnRef; from: number; to: number; label: string }
  /** 'on Saturdays', 'at weekends': the days of the week a date falls on, numbered from Monday (1) to Sunday (7). */
  | { kind: 'weekday'; column: ColumnRef; days: number[]; label: string }
  | { kind: 'date_range'; column: ColumnRef; from: string; to: string; label: string }
  /**
   * `asOf`: an end date that may lie ahead ('active permits' of which some end next month). Empty means not ended as
   * of that day when the date is empty or not reached yet; set, when it has passed.
   * `negated`: said as the negation of a state ('not active': an end date set).
   */
  | { kind: 'not_null'; column: ColumnRef; label: string; asOf?: string; negated?: boolean }
  | { kind: 'null'; column: ColumnRef; label: string; asOf?: string }
  /** With `gap`: the time from `other` to `column`, in a unit, compared with a number ('shipped more than 30 days after it was ordered'). */
  | { kind: 'columns'; column: ColumnRef; operator: ComparisonOperator; other: ColumnRef; label: string; gap?: { unit: DurationUnit; value: number } }
  | { kind: 'flag'; column: ColumnRef; value: boolean; label: string }
  /** Only the latest period of a snapshot table: its date, or its year (`column`) and month. */
  | { kind: 'latest'; column: ColumnRef; month?: ColumnRef; label: string }
  /**
   * Rows with (or, negated, without) a related row in `table` matching `filters`: 'customers with no orders in 2025'.
   * `route`: the way from the base to `table` when it is not the cheapest one (a member's bookings' classes).
   */
  | { kind: 'exists'; table: string; filters: Filter[]; negated: boolean; label: string; at?: number; route?: JoinStep[] }
  /**
   * `column` points at a row of `key`'s table that matches `filters`: 'depots that report to the Frankfurt hub'.
   * Negated, no such row has the column's value: 'sectors we never won a deal in' (no account of the sector did).
   * `orSelf`, where `column` points into its own table: the matching row itself too ('Acme including its subsidiaries').
   */
  | { kind: 'related'; column: ColumnRef; key: ColumnRef; filters: Filter[]; label: string; negated?: boolean; orSelf?: boolean };

/** A condition on an aggregate: 'customers with more than 10 orders'. */
export interface HavingFilter {
  measure: Measure;
  operator: ComparisonOperator;
  value: number;
  label: string;
  /** Conditions on the rows counted ('more than 1,200 check-ins this year': the check-ins of this year). */
  filters?: Filter[];
  /** Where the condition's words end in the question: time words after it may date the rows it is about. */
  at?: number;
}

export interface Ordering {
  /** Order by the measure at this index, the dimension at this index, or the list column at this index. */
  by: 'measure' | 'dimension' | 'column';
  index: number;
  direction: 'asc' | 'desc';
}

export type ChartType = 'number' | 'bar' | 'line' | 'pie' | 'table';

/** Two periods side by side: 'revenue this quarter vs last quarter'. */
export interface PeriodComparison {
  /** The date the periods are ranges of, or with `years` an integer year column (periods from 1 January to 1 January). */
  column: ColumnRef;
  years?: boolean;
  periods: { label: string; from: string; to: string }[];
  /**
   * 'how many fewer … in 2026 than in 2025': the first measure in period `from` minus the one in period `minus`;
   * `keep`: only the groups where it is above zero ('which constructors scored more points in 2024 than in 2023').
   */
  difference?: { from: number; minus: number; word: 'more' | 'fewer'; keep?: boolean };
  /** '2024 vs 2025': whole years compared are shown a row per year (grouped by a year dimension), not side by side. */
  asRows?: boolean;
}

/** Whether the plan shows periods side by side, each measure once per period in one row. */
export function sideBySide<T extends Pick<QueryPlan, 'comparison'>>(plan: T): plan is T & { comparison: PeriodComparison } {
  return plan.comparison !== undefined && !plan.comparison.asRows;
}

export interface QueryPlan {
  /** The table rows are counted or summed over; every other table is joined to it. */
  baseTable: string;
  measures: Measure[];
  dimensions: Dimension[];
  /** Columns listed as they are, for a list question ('which products cost more than 50'). */
  listColumns: ColumnRef[];
  filters: Filter[];
  having: HavingFilter[];
  order?: Ordering;
  limit?: number;
  /** Adds each group's share of the total as a percentage. */
  shareOfTotal?: boolean;
  /** The user asked for a chart type ('show it as a pie'). */
  chart?: ChartType;
  /** 'the highest paid employee in each department': the top `limit` rows per value of the first dimension(s). */
  perGroup?: { partition: ColumnRef[]; limit: number };
  /** A running total of the first measure along the first dimension. */
  running?: boolean;
  /** Adds the change from the previous period, in percent, to a time series. */
  growth?: boolean;
  /** Each measure for each period, side by side. */
  comparison?: PeriodComparison;
  /** Rows tied with the last one at the cut-off of `limit` are kept (and the answer says so). */
  withTies?: boolean;
  /** 'the second highest': skip this many rows before the limit. */
  offset?: number;
  /** Ways to tables the question chose where there is more than one ('by restaurant city': through restaurants). */
  routes?: { table: string; steps: JoinStep[] }[];
}

export interface Clarification {
  question: string;
  /** 2 to 4 concrete rephrasings the user can pick from. */
  options: string[];
}

/** The columns a filter reads on the rows it filters (none for an EXISTS, whose conditions are on other rows). */
export function filterColumns(filter: Filter): ColumnRef[] {
  switch (filter.kind) {
    case 'exists':
      return [];
    case 'related':
      return [filter.column];
    case 'columns':
      return [filter.column, filter.other];
    case 'latest':
      return filter.month ? [filter.column, filter.month] : [filter.column];
    default:
      return [filter.column];
  }
}

/** Whether a measure only counts rows: no column, metric, ratio, share, rate or span of its own. */
export function countsRowsOnly(measure: Measure): boolean {
  return measure.aggregate === 'count' && !measure.column && !measure.metric && !measure.ratio && !measure.share && !measure.rate && !measure.duration;
}

/** Whether a comparison with a count means one or more: 'at least one', 'more than zero'. */
export function meansOneOrMore(operator: ComparisonOperator, value: number): boolean {
  return (operator === '>=' && value === 1) || (operator === '>' && value === 0);
}

/** 'customers with at least one completed visit': a count of rows of one or more, which says some row exists. */
export function asksForSome(condition: HavingFilter): boolean {
  return countsRowsOnly(condition.measure) && meansOneOrMore(condition.operator, condition.value);
}

/** The table whose rows a measure is taken over. */
export function measureTable(measure: Measure): string | undefined {
  return measure.table ?? measure.column?.table ?? measure.metric?.table ?? measure.rate?.column.table;
}
