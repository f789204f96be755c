/**
 * What the intent stage understood, bound to the catalog but not yet to a join path: measures, groupings, filters,
 * time, order and limit, the question's shape, and what became of every word.
 */
import type { ColumnRef } from '../catalog/schema-model';
import type { Target } from '../links/lexicon';
import type { Clarification, Dimension, Filter, HavingFilter, Measure } from '../plan/plan';
import type { CycleGrain, TimeExpression, TimeGrain } from './operators';

export type WordRole = 'bound' | 'operator' | 'filler' | 'unmatched';

export interface WordAccount {
  index: number;
  text: string;
  role: WordRole;
  /** What a bound word was read as: 'table customers', 'value Germany of country'. */
  meaning?: string;
  /** The catalog thing a bound word names; the plan must use it, or the word was not really accounted for. */
  target?: Target;
  /** How strongly the word linked to its target (0 to 1), and how (its name, a synonym, a part of a name...). */
  score?: number;
  via?: string;
  /** An operator word that means something only if the plan carries it out ('drop', 'running'). */
  requires?: 'growth' | 'running' | 'order' | 'ranking' | 'difference' | 'negation' | 'average' | 'median' | 'comparison' | 'rate';
}

export interface TimeRequest {
  time: TimeExpression;
  /** The date column the words named ('shipped in 1997' → shipped_date), when they named one. */
  column?: ColumnRef;
  /** A verb or noun near the time words that may name the date ('hired', 'shipped', 'signed up'). */
  hints: string[];
  /** Whether a verb stands among the hints ('loads we delivered last month'), not only nouns ('wedding fees for 2025'). */
  verbHint?: boolean;
  negated?: boolean;
  /** Where the time words start in the question. */
  at?: number;
  /** The columns of a value right before the time words ('Fall 2025' → semester): a year column beside one takes it. */
  near?: ColumnRef[];
  /** The table named right before the time words ('showtimes in 2026'): its one date, when the rows reach it. */
  after?: string;
  /** Time words of what rows are booked for ('bookings for October', 'lessons booked for December'). */
  bookedFor?: boolean;
  /** Time words of a period the rows cover, said as what was done in it ('for October's work'). */
  covered?: boolean;
}

/** 'the biggest deal', 'the three most expensive products': rows of a table ranked by one column or measure. */
export interface RowRanking {
  table: string;
  by: ColumnRef;
  direction: 'asc' | 'desc';
  /** How many rows; none for every row in order ('products sorted by price'). */
  count?: number;
  offset?: number;
}

export interface Intent {
  measures: Measure[];
  dimensions: Dimension[];
  filters: Filter[];
  having: HavingFilter[];
  times: TimeRequest[];
  /** 'on Saturdays', 'at weekends': days of the week the rows' date falls on (1 Monday to 7 Sunday). */
  weekdays?: { days: number[]; hints: string[]; at: number }[];
  grain?: TimeGrain | CycleGrain | 'auto';
  /** The table the question is about: what is counted, listed or ranked. */
  subject?: string;
  /** Columns to show for a list. */
  listColumns: ColumnRef[];
  list: boolean;
  /** 'which managers are based in the East office': the list is of a column's values, not of its table's rows. */
  listOf?: ColumnRef;
  order?: { by: 'measure' | 'label' | 'column'; column?: ColumnRef; direction: 'asc' | 'desc'; explicit: boolean };
  limit?: number;
  offset?: number;
  rowRanking?: RowRanking;
  /** 'in each department': the ranking applies within each group. */
  perGroup?: { dimension: Dimension; limit: number };
  running?: boolean;
  growth?: boolean;
  versus?: boolean;
  /** Words that set two things side by side ('than', 'and', 'compared with'): two periods may then be compared. */
  contrast?: boolean;
  /** 'how many more', 'how many fewer': the difference between two periods' figures. */
  difference?: 'more' | 'fewer';
  /** 'which constructors scored more points in 2024 than in 2023': only the groups whose difference is above zero. */
  keepDifference?: boolean;
  chart?: 'pie' | 'bar' | 'line' | 'table';
  shareOfTotal?: boolean;
  /** Every table a phrase was bound to. */
  tables: string[];
  /** Every column a word of the question was bound to. */
  namedColumns?: ColumnRef[];
  /** The date the question names for its time words or grain ('2025 check-ins', 'by check-in month'). */
  dateColumn?: ColumnRef;
  /** Words of what is still to come ('booked', 'scheduled', 'due'): a current period keeps the days after today. */
  speaksAhead?: boolean;
  /** A verb of making the rows ('bookings made through the app', 'orders we took'), not one of what they are for. */
  saysMaking?: boolean;
}

/** Verbs of making a row, whose time is the row's own date: 'placed in 1997', 'dated 2025', 'issued this year'. */
export const MAKING_VERBS: ReadonlySet<string> = new Set(['place', 'date', 'issue', 'create', 'make', 'raise', 'submit', 'log', 'file', 'enter', 'generate', 'write', 'book', 'receive', 'take']);

export type IntentOutcome =
  | { kind: 'intent'; intent: Intent; words: WordAccount[]; corrections: { from: string; to: string }[] }
  | { kind: 'clarification'; clarification: Clarification; words: WordAccount[]; corrections: { from: string; to: string }[] }
  | { kind: 'declined'; reason: string; words: WordAccount[]; corrections: { from: string; to: string }[] };
