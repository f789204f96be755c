/**
 * The typed query plan: what the offline engine understood, bound to catalog entities. It is rendered to SQL for the
 * source's dialect (render-sql.ts), described in words (describe-plan.ts) and refined by follow-up questions.
 */

export type Aggregate = 'count' | 'count_distinct' | 'sum' | 'avg' | 'min' | 'max';
export type TimeGrain = 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface ColumnRef {
  table: string;
  column: string;
}

export interface Measure {
  aggregate: Aggregate;
  /** Absent for count(*). */
  column?: ColumnRef;
  /** A user-defined metric's aggregate expression over `table`'s columns. */
  metric?: { name: string; table: string; expression: string };
  /** A rate: the share of rows matching `rate` among the rows the plan counts (win rate, conversion rate). */
  rate?: { column: ColumnRef; value: string; against?: string[] };
  /** Words for the answer: 'number of orders', 'total freight'. */
  label: string;
}

export interface Dimension {
  /** One or more columns shown together as one label (first and last name). */
  columns: ColumnRef[];
  grain?: TimeGrain;
  /** Words for the answer: 'customer', 'order month'. */
  label: string;
  /** The key that keeps two rows with the same label apart (a customer's id). */
  key?: ColumnRef;
}

export type ComparisonOperator = '=' | '<>' | '>' | '>=' | '<' | '<=';

export type Filter =
  | { kind: 'values'; column: ColumnRef; values: string[]; negated?: boolean; label: string }
  | { kind: 'compare'; column: ColumnRef; operator: ComparisonOperator; value: number; label: string }
  | { kind: 'between'; column: ColumnRef; from: number; to: number; label: string }
  | { kind: 'date_range'; column: ColumnRef; from: string; to: string; label: string }
  | { kind: 'not_null'; column: ColumnRef; label: string };

/** A condition on an aggregate: 'customers with more than 10 orders'. */
export interface HavingFilter {
  measure: Measure;
  operator: ComparisonOperator;
  value: number;
  label: string;
}

export interface Ordering {
  /** Order by the measure at this index, or by the dimension at this index. */
  by: 'measure' | 'dimension' | 'column';
  index: number;
  direction: 'asc' | 'desc';
}

export type ChartType = 'number' | 'bar' | 'line' | 'pie' | 'table';

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
}

export interface Clarification {
  question: string;
  /** 2 to 4 concrete rephrasings the user can pick from. */
  options: string[];
}
