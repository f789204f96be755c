/**
 * The structure words of a question, found before any name is matched: what to compute ('how many', 'average'),
 * how to group ('by', 'per', 'each'), rank ('top five', 'the biggest'), compare ('over 150,000', 'between'), negate
 * ('not', 'except', 'outside'), order ('most first'), and the time it is about ('in Q3 2017', 'last month').
 */
import { saidInThePast, TIMES_WORDS, yearOf, type Token } from '../tokens/tokenize';
import { dictionary } from '../words/dictionary';
import { AMOUNT_WORDS, ENDED_BY_SOMEONE } from './vocabulary';

export type Aggregate = 'count' | 'count_distinct' | 'sum' | 'avg' | 'min' | 'max' | 'median' | 'percentile';
export type TimeGrain = 'day' | 'week' | 'month' | 'quarter' | 'year';
/** Places in a repeating cycle rather than periods of the calendar: the day of the week, the hour of the day. */
export type CycleGrain = 'weekday' | 'hour';

/** Whether a grain is a place in a cycle (a day of the week, an hour of the day) rather than a period of the calendar. */
export function isCycleGrain(grain: string | undefined): grain is CycleGrain {
  return grain === 'weekday' || grain === 'hour';
}
export type ComparisonOperator = '=' | '<>' | '>' | '>=' | '<' | '<=';

export type TimeExpression =
  | { kind: 'year'; year: number; soFar?: boolean }
  | { kind: 'years'; from?: number; to?: number }
  /** `yearsAgo`: 'Q3 last year' is 1, 'Q3 this year' 0, counted back from today's year. */
  | { kind: 'quarter'; quarter: number; year?: number; yearsAgo?: number }
  /** With `day`, that one day of the month ('since July 1'). */
  | { kind: 'month'; month: number; year?: number; day?: number; yearsAgo?: number }
  | { kind: 'months'; from: number; to: number; year?: number }
  /** 'between March 1st and March 15th 1998': a span of days, both included; a year said once is both ends'. */
  | { kind: 'days'; from: DayOfYear; to: DayOfYear }
  | { kind: 'date'; from?: string; to?: string }
  /** `onward`: 'upcoming', 'in the future': from today on, with no end. */
  | { kind: 'relative'; unit: TimeGrain; count: number; mode: 'this' | 'last' | 'previous' | 'rolling' | 'to_date' | 'next' | 'ahead' | 'onward' }
  /**
   * 'since last month', 'since the start of this year': from the start of a period to today. With `before`, `through`
   * or `after`, the days before the period, up to its end, or after it ('before June 1').
   */
  | { kind: 'since'; from: TimeExpression; before?: boolean; through?: boolean; after?: boolean }
  /**
   * 'this financial year', 'last FY': the year the business keeps its books by, `ago` years back from the one today is
   * in. `startMonth` is set once known; without it the calendar year is meant.
   */
  | { kind: 'fiscal_year'; ago: number; startMonth?: number }
  /** 'since Monday', 'last Friday': one day named by its day of the week (1 Monday to 7 Sunday), the latest up to today; `before`, before today. */
  | { kind: 'weekday_date'; day: number; before?: boolean }
  /** 'from today to the end of June', 'between last March and this March': from the first one's start to the second's end. */
  | { kind: 'span'; from: TimeExpression; to: TimeExpression };

export interface DayOfYear {
  month: number;
  day: number;
  year?: number;
}

export type Operator =
  | { op: 'aggregate'; aggregate: Aggregate; percentile?: number }
  | { op: 'how_much' }
  | { op: 'distinct' }
  | { op: 'superlative'; direction: 'desc' | 'asc'; word: string; count?: number; ordinal?: number }
  | { op: 'group'; word: string }
  /**
   * `split`: the 'than' of a comparative said apart from it ('more units on order than in stock').
   * `loose`: 'under' before no number ('under reorder level', but also 'under Beverages'): a comparison only if it compares something.
   * `times`: a number of times ('more than 3 times', 'at least twice'), which counts rows and is no amount.
   * `per`: the period the number is a rate over ('over $5B a year', '$2,000 per month').
   */
  | { op: 'compare'; operator: ComparisonOperator; value?: number; upper?: number; percent?: boolean; date?: boolean; split?: boolean; loose?: boolean; times?: boolean; per?: TimeGrain }
  /** The comparative of a split comparison ('more' in 'more units on order than in stock'): its 'than' compares. */
  | { op: 'comparative' }
  | { op: 'negate' }
  | { op: 'without' }
  /** `judged`: 'best first', 'worst first', whose direction depends on whether more of the measure is good. */
  | { op: 'order'; direction: 'asc' | 'desc'; alphabetical?: boolean; judged?: boolean }
  | { op: 'rate'; word: string }
  | { op: 'versus' }
  /** 'how many more …' (the difference), or 'which … more … in 2024 than in 2023' (`keep`: the groups that grew). */
  | { op: 'difference'; word: 'more' | 'fewer'; keep?: boolean }
  | { op: 'growth' }
  | { op: 'running' }
  | { op: 'time'; time: TimeExpression }
  | { op: 'grain'; grain: TimeGrain | CycleGrain | 'auto' }
  | { op: 'weekday'; days: number[] }
  | { op: 'list' }
  | { op: 'who' }
  | { op: 'and' }
  | { op: 'or' }
  /** `firm`: a filler no name may swallow ('fallen' before 'below' is not discontinued). */
  | { op: 'filler'; firm?: boolean }
  /** 'weighted by litres': the average before it is weighted by the amount after it. */
  | { op: 'weighted' }
  | { op: 'chart'; chart: 'pie' | 'bar' | 'line' | 'table' }
  | { op: 'each' }
  /** 'on every product': every one of them together, which no plan builds. */
  | { op: 'universal' }
  | { op: 'zero' }
  | { op: 'count'; count: number }
  /** The row a table's reference to itself points at, shown beside each row or grouped by: 'and their managers'. */
  | { op: 'superior'; shape: 'show' | 'group' | 'compare'; comparison?: { operator: '<' | '>' | '=' | '<>'; word: string }; rows?: 'all' | 'with' }
  /** 'employees 70 or older', 'younger than 30': an age in whole years, against a birth date. */
  | { op: 'age'; operator: '>=' | '<'; years: number };

export interface OperatorSpan {
  start: number;
  end: number;
  operator: Operator;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_SHORT = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function monthOf(word: string | undefined): number | undefined {
  if (!word) return undefined;
  const full = MONTHS.indexOf(word);
  if (full >= 0) return full + 1;
  const short = MONTH_SHORT.indexOf(word.replace(/\.$/, ''));
  if (short >= 0) return short + 1;
  return word === 'sept' ? 9 : undefined;
}

/** 'how many more', 'how much less': the question asks for the difference between two figures. */
function differenceWord(word: string | undefined): 'more' | 'fewer' | undefined {
  if (word === 'more' || word === 'higher' || word === 'greater' || word === 'bigger' || word === 'larger') return 'more';
  if (word === 'fewer' || word === 'less' || word === 'lower' || word === 'smaller') return 'fewer';
  return undefined;
}

const GRAIN_WORDS = dictionary<TimeGrain>({
  day: 'day', daily: 'day', week: 'week', weekly: 'week', month: 'month', monthly: 'month', quarter: 'quarter',
  quarterly: 'quarter', year: 'year', yearly: 'year', annual: 'year', annually: 'year', qtr: 'quarter', yr: 'year', wk: 'week', mth: 'month',
});
const ADVERB_GRAINS = new Set(['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'annually', 'annual']);

/** Days of the week by name, numbered from Monday (1) to Sunday (7). */
const DAY_NAMES = dictionary<number>({ monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 });

/** How a day of the week (1 Monday to 7 Sunday) is said of every such day: 'Saturdays'. */
export function everyWeekday(day: number): string {
  const name = Object.keys(DAY_NAMES).find((key) => DAY_NAMES[key] === day) ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}s`;
}

/**
 * 'on Saturdays', 'on Saturdays and Sundays', 'on a Friday', 'at weekends', 'at the weekend', 'on weekdays': days of
 * the week in general, never one dated day ('last Saturday', 'this weekend', 'the July 4th weekend').
 */
function weekdaysAt(tokens: readonly Token[], i: number): { end: number; days: number[] } | undefined {
  const lower = (k: number) => tokens[k]?.lower ?? '';
  if (!['on', 'at', 'during'].includes(lower(i))) return undefined;
  let at = i + 1;
  const article = lower(at) === 'a' || lower(at) === 'the' ? lower(at) : undefined;
  if (article) at++;
  const word = lower(at);
  if (['weekend', 'weekends'].includes(word) && (word === 'weekends' || article !== undefined) && lower(at + 1) !== 'of') return { end: at + 1, days: [6, 7] };
  if (word === 'weekdays' && !article) return { end: at + 1, days: [1, 2, 3, 4, 5] };
  // 'on Saturdays and Sundays', 'on a Friday': a plural names every such day; one said with 'a' any of them.
  const days: number[] = [];
  let end = at;
  while (end < tokens.length) {
    const name = lower(end);
    const day = DAY_NAMES[name.replace(/s$/, '')];
    if (day === undefined || (!name.endsWith('s') && article !== 'a')) break;
    days.push(day);
    end++;
    if (!['and', 'or', ','].includes(lower(end)) || DAY_NAMES[lower(end + 1).replace(/s$/, '')] === undefined) break;
    end++;
  }
  return days.length > 0 && !(article === 'the') ? { end, days } : undefined;
}

/**
 * 'by day of the week', 'per weekday', 'what day of the week', 'busiest hour of the day', 'by hour of day', 'time of
 * day': the cycle and where its words run (a 'by' or 'per' before them included).
 */
function cycleAt(tokens: readonly Token[], i: number): { start: number; end: number; grain: CycleGrain } | undefined {
  const lower = (k: number) => tokens[k]?.lower ?? '';
  const lemma = (k: number) => tokens[k]?.lemma ?? '';
  const by = ['by', 'per'].includes(lower(i)) ? 1 : 0;
  const at = i + by;
  const ofThe = (k: number, unit: string) => (lower(k) === 'of' ? (lower(k + 1) === 'the' && lemma(k + 2) === unit ? k + 3 : lemma(k + 1) === unit ? k + 2 : undefined) : undefined);
  if (['weekday', 'weekdays', 'dow'].includes(lower(at)) && !(lower(at) === 'weekdays' && !by && ['on', 'during', 'over'].includes(lower(at - 1)))) return { start: i, end: at + 1, grain: 'weekday' };
  if (lemma(at) === 'day' && lower(at - 1) !== 'each') {
    const end = ofThe(at + 1, 'week');
    if (end !== undefined) return { start: i, end, grain: 'weekday' };
  }
  if (['hour', 'time'].includes(lemma(at))) {
    const end = ofThe(at + 1, 'day');
    if (end !== undefined) return { start: i, end, grain: 'hour' };
  }
  return undefined;
}

/** Superlative adjectives and whether they rank down (highest first) or up. */
const SUPERLATIVES = dictionary<'desc' | 'asc'>({
  most: 'desc', least: 'asc', highest: 'desc', lowest: 'asc', biggest: 'desc', largest: 'desc', smallest: 'asc',
  greatest: 'desc', top: 'desc', bottom: 'asc', best: 'desc', worst: 'asc', cheapest: 'asc', fewest: 'asc',
  oldest: 'asc', youngest: 'desc', newest: 'desc', latest: 'desc', earliest: 'asc', longest: 'desc', shortest: 'asc',
  heaviest: 'desc', lightest: 'asc', priciest: 'desc', costliest: 'desc', slowest: 'desc', fastest: 'asc',
  maximum: 'desc', minimum: 'asc', max: 'desc', min: 'asc', busiest: 'desc', quietest: 'asc', richest: 'desc',
  poorest: 'asc', strongest: 'desc', weakest: 'asc', widest: 'desc', deepest: 'desc', furthest: 'desc', farthest: 'desc',
  closest: 'asc', nearest: 'asc', oldest_first: 'asc', recent: 'desc',
});

/** Words ranked with 'most'/'least' that carry their own meaning ('most expensive', 'most recent'). */
const MOST_ADJECTIVES = new Set(['expensive', 'recent', 'popular', 'common', 'frequent', 'valuable', 'profitable', 'active', 'senior', 'junior', 'experienced', 'loyal', 'productive', 'successful', 'important', 'costly', 'lucrative', 'overdue', 'delayed', 'late']);

interface Comparator {
  words: string[];
  operator: ComparisonOperator;
}

const COMPARATORS: Comparator[] = [
  { words: ['more', 'than'], operator: '>' }, { words: ['greater', 'than'], operator: '>' }, { words: ['higher', 'than'], operator: '>' },
  { words: ['larger', 'than'], operator: '>' }, { words: ['bigger', 'than'], operator: '>' }, { words: ['longer', 'than'], operator: '>' },
  { words: ['older', 'than'], operator: '>' }, { words: ['heavier', 'than'], operator: '>' }, { words: ['in', 'excess', 'of'], operator: '>' },
  { words: ['over'], operator: '>' }, { words: ['above'], operator: '>' }, { words: ['exceeding'], operator: '>' },
  { words: ['exceeds'], operator: '>' }, { words: ['exceed'], operator: '>' }, { words: ['exceeded'], operator: '>' },
  { words: ['at', 'least'], operator: '>=' }, { words: ['no', 'less', 'than'], operator: '>=' }, { words: ['not', 'less', 'than'], operator: '>=' },
  { words: ['or', 'more'], operator: '>=' }, { words: ['minimum', 'of'], operator: '>=' }, { words: ['upwards', 'of'], operator: '>=' },
  // 'revision 3 or beyond', '4 or higher': the number and those past it.
  { words: ['or', 'above'], operator: '>=' }, { words: ['or', 'higher'], operator: '>=' }, { words: ['or', 'beyond'], operator: '>=' },
  { words: ['or', 'greater'], operator: '>=' }, { words: ['or', 'below'], operator: '<=' }, { words: ['or', 'lower'], operator: '<=' },
  { words: ['less', 'than'], operator: '<' }, { words: ['fewer', 'than'], operator: '<' }, { words: ['lower', 'than'], operator: '<' },
  { words: ['smaller', 'than'], operator: '<' }, { words: ['shorter', 'than'], operator: '<' }, { words: ['younger', 'than'], operator: '<' },
  { words: ['cheaper', 'than'], operator: '<' }, { words: ['under'], operator: '<' }, { words: ['below'], operator: '<' },
  { words: ['beneath'], operator: '<' }, { words: ['at', 'most'], operator: '<=' }, { words: ['no', 'more', 'than'], operator: '<=' },
  { words: ['not', 'more', 'than'], operator: '<=' }, { words: ['or', 'less'], operator: '<=' }, { words: ['or', 'fewer'], operator: '<=' },
  { words: ['maximum', 'of'], operator: '<=' }, { words: ['up', 'to'], operator: '<=' }, { words: ['equal', 'to'], operator: '=' },
  { words: ['equals'], operator: '=' }, { words: ['exactly'], operator: '=' }, { words: ['>='], operator: '>=' }, { words: ['<='], operator: '<=' },
  { words: ['>'], operator: '>' }, { words: ['<'], operator: '<' }, { words: ['='], operator: '=' },
];

/** Comparators that also compare dates or columns ('shipped after the required date'). */
const DATE_COMPARATORS: Comparator[] = [
  // 'received on or before the promised date': the day itself counts.
  { words: ['on', 'or', 'before'], operator: '<=' }, { words: ['on', 'or', 'after'], operator: '>=' }, { words: ['no', 'later', 'than'], operator: '<=' },
  { words: ['not', 'later', 'than'], operator: '<=' }, { words: ['no', 'earlier', 'than'], operator: '>=' },
  { words: ['after'], operator: '>' }, { words: ['later', 'than'], operator: '>' }, { words: ['before'], operator: '<' },
  { words: ['earlier', 'than'], operator: '<' }, { words: ['past'], operator: '>' }, { words: ['beyond'], operator: '>' },
];

/** What an amount can be net of: 'after discounts', 'after refunds'. */
const DEDUCTIONS = new Set(['discount', 'return', 'refund', 'tax', 'fee', 'cost', 'expense', 'commission', 'deduction', 'cancellation', 'chargeback', 'credit', 'allowance', 'rebate', 'markdown']);

const NEGATIONS: string[][] = [
  // "don't count cancelled ones", 'skip cancelled': rows left out of what is counted.
  ["n't", 'count'], ['nt', 'count'], ['not', 'count'], ['skip'], ['skipping'],
  ['other', 'than'], ['rather', 'than'], ['instead', 'of'], ['apart', 'from'], ['aside', 'from'], ['outside', 'of'], ['excluding'], ['exclude'], ['except'],
  ['except', 'for'], ['but', 'not'], ['not'], ["n't"], ['nt'], ['never'], ['outside'], ['non'], ['neither'], ['nor'], ['besides'],
  ['waiting', 'to', 'be'], ['yet', 'to', 'be'], ['still', 'to', 'be'], ['awaiting'], ['not', 'yet'],
  // 'leave out cancelled orders', 'leaving out refunds', 'excl. tax'.
  ['leave', 'out'], ['leaving', 'out'], ['leave', 'off'], ['excl'], ['ignoring'], ['ignore'],
];

/** Words after a leading 'order' that make it the noun ('order count by month', 'order totals by year'). */
const ORDER_NOUN_HEADS = new Set(['count', 'counts', 'total', 'totals', 'value', 'values', 'volume', 'volumes', 'number', 'numbers', 'amount', 'amounts', 'size', 'sizes', 'quantity', 'quantities', 'revenue', 'lines', 'dates']);

/** Verbs that 'back' belongs to: 'send back', 'pay back', 'bring back', 'call back'. */
const BACK_VERBS = new Set(['send', 'bring', 'pay', 'give', 'come', 'call', 'write', 'get', 'take', 'go', 'mail', 'ship', 'hand', 'buy', 'sell', 'put', 'charge', 'roll', 'turn', 'push', 'set', 'cut', 'scale', 'kick', 'hold', 'trade', 'return', 'post', 'carry', 'move', 'fall', 'claw', 'win', 'book', 'bounce', 'ring']);

/** First words of a chat opening that ends in a dash or colon: 'quick one for the review - ...'. */
const CHAT_OPENERS = new Set(['quick', 'hey', 'hi', 'hello', 'question', 'q', 'fyi', 'ok', 'okay', 'so', 'sorry', 'random']);
/** What an answer may be for: 'for the expansion deck', 'for tomorrow's standup'. */
const PURPOSE_NOUNS = new Set(['deck', 'presentation', 'slide', 'slides', 'meeting', 'qbr', 'standup', 'call', 'email', 'memo', 'review', 'offsite', 'recap', 'writeup', 'newsletter']);

const SHARE_UNITS = new Set(['percentage', 'percent', '%']);
/** Words that ask for distinct things ('how many different customers'). */
export const DISTINCT_WORDS = new Set(['distinct', 'unique', 'different', 'separate']);

const FILLER_PHRASES: string[][] = [
  ['show', 'me'], ['give', 'me'], ['tell', 'me'], ['can', 'you'], ['could', 'you'], ['would', 'you'], ['i', 'want', 'to', 'know'],
  ['i', 'want', 'to', 'see'], ['i', 'would', 'like', 'to', 'see'], ["i'd", 'like', 'to', 'see'], ['i', 'need'], ['let', 'me', 'see'],
  ['please'], ['pls'], ['thanks'], ['kindly'], ['what', 'is'], ['what', 'are'], ['what', 'was'], ['what', 'were'], ['how', 'about'],
  ['as', 'well', 'as'], ['in', 'total'], ['so', 'far'], ['of', 'all', 'time'], ['all', 'time'], ['all', '-', 'time'], ['ever'], ['overall'], ['altogether'],
  ['in', 'all'], ['right', 'now'], ['at', 'the', 'moment'], ['currently'], ['these', 'days'], ['nowadays'], ['side', 'by', 'side'], ['next', 'to', 'each', 'other'],
  ['at', 'all'], ['if', 'any'], ['in', 'percent'], ['in', '%'], ['as', 'a', 'percentage'],
  // 'by month for 2017, in month order': periods are shown in their order already.
  ['in', 'month', 'order'], ['in', 'date', 'order'], ['in', 'chronological', 'order'], ['in', 'time', 'order'],
  // '… vs our US staff? all years': no period, as 'all time' says.
  ['all', 'years'], ['across', 'all', 'years'], ['over', 'all', 'years'],
  // 'how much more … than in Q1? just the difference': the difference is what was asked.
  ['just', 'the', 'difference'], ['only', 'the', 'difference'],
  // 'stock on hand', 'what we have on hand': the stock held, which is all a stock column holds.
  ['on', 'hand'],
  // 'divers on our books', 'freelancers on the books': kept on record, not booked; what is held now, read apart.
  ['on', 'our', 'books'], ['on', 'the', 'books'],
  // 'Average order value in 1998? I mean per order': a restatement.
  ['i', 'mean'],
];

/** Words of a thing being free to be had, and what it may be had for ('available for sale', 'available to rent'). */
const AVAILABLE_WORDS = new Set(['available', 'free', 'unsold', 'unlet']);
const AVAILABLE_FOR = new Set(['sale', 'hire', 'rent', 'rental', 'purchase', 'booking', 'bookings', 'use', 'adoption', 'let', 'letting', 'loan', 'lending', 'issue']);
const AVAILABLE_TO = new Set(['buy', 'purchase', 'book', 'rent', 'hire', 'use', 'borrow', 'let', 'adopt', 'sell', 'issue', 'lend']);

/** Nouns that stand for the rows a qualifier picks, whatever they are: 'discontinued ones', 'cancelled stuff'. */
const ROWS_SAID_LOOSELY = new Set(['ones', 'stuff', 'items', 'things']);
/** A year's start or end after a word of time: where the years run from, or up to (with it or before it). */
const YEAR_EDGES: Readonly<Partial<Record<string, 'from' | 'to' | 'before'>>> = dictionary({
  'since start': 'from', 'since beginning': 'from', 'before start': 'before', 'before beginning': 'before', 'prior start': 'before', 'prior beginning': 'before',
  'before end': 'to', 'until end': 'to', 'till end': 'to', 'through end': 'to',
});
/** How a payment is made: 'paid by card'. */
const PAYMENT_MEANS = new Set(['card', 'cash', 'check', 'cheque', 'credit', 'debit', 'wire', 'transfer', 'ach', 'paypal', 'invoice', 'voucher', 'gift', 'bank', 'phone', 'app']);
/** Nouns that make 'number of' a count after them ('the total number of orders'), not the number of one thing. */
const AGGREGATE_NOUNS = new Set(['total', 'average', 'avg', 'mean', 'median', 'sum', 'max', 'min', 'maximum', 'minimum', 'overall', 'combined', 'grand']);

/** The end of an instruction to keep rows in that starts at `i`, when one does. */
function keptInAt(tokens: readonly Token[], i: number): number | undefined {
  const word = (k: number) => tokens[k]?.lower ?? '';
  const closes = (k: number) => k >= tokens.length || ['.', ',', '?', '!', ';', ')'].includes(word(k));
  const tooAt = (k: number) => (word(k) === 'too' ? k + 1 : word(k) === 'as' && word(k + 1) === 'well' ? k + 2 : undefined);
  // 'count discontinued ones too', 'count refunded orders too'
  if (word(i) === 'count' && word(i + 1) !== 'of' && i > 0) {
    for (let k = i + 2; k <= i + 4; k++) {
      const end = tooAt(k);
      if (end !== undefined && closes(end)) return end;
      if (closes(k)) break;
    }
  }
  // 'discontinued ones count too'
  if (word(i + 1) === 'ones' && word(i + 2) === 'count') {
    const end = tooAt(i + 3);
    if (end !== undefined && closes(end)) return end;
  }
  // 'including discontinued ones', 'cancelled ones included'; 'incl discontinued stuff', 'include discontinued products too'
  if (['including', 'incl', 'include'].includes(word(i))) {
    if (ROWS_SAID_LOOSELY.has(word(i + 2))) {
      const end = tooAt(i + 3) ?? i + 3;
      if (closes(end)) return end;
    }
    const end = tooAt(i + 3);
    if (end !== undefined && closes(end) && tokens[i + 2]?.pos === 'NOUN') return end;
  }
  if (word(i + 1) === 'ones' && word(i + 2) === 'included' && closes(i + 3)) return i + 3;
  return undefined;
}

/** 'this year', 'last year', 'of last year', 'next year' at `at`: how many years back from today's, and where it ends. */
function relativeYearAt(tokens: readonly Token[], at: number): { ago: number; end: number } | undefined {
  const start = tokens[at]?.lower === 'of' ? at + 1 : at;
  if (tokens[start + 1]?.lemma !== 'year') return undefined;
  const ago = { this: 0, last: 1, previous: 1, next: -1 }[tokens[start]?.lower ?? ''];
  return ago === undefined ? undefined : { ago, end: start + 2 };
}

function yearAt(tokens: readonly Token[], i: number): number | undefined {
  return yearOf(tokens[i]);
}

/**
 * An age said in years from `i`: '70 or older' (70 and up), 'older than 60' (61 and up), 'younger than 30', '30 or
 * younger' (up to 30), 'over 65 years old'. Whole years, so every form is at least N or under N.
 */
function ageAt(tokens: readonly Token[], i: number): { end: number; operator: '>=' | '<'; years: number } | undefined {
  const word = (k: number) => tokens[k]?.lower ?? '';
  const number = (k: number) => (tokens[k]?.number !== undefined && Number.isInteger(tokens[k]?.number) && (tokens[k]?.number as number) > 0 && (tokens[k]?.number as number) < 130 ? (tokens[k]?.number as number) : undefined);
  const yearsOld = (k: number) => (word(k) === 'years' || word(k) === 'yrs' ? (word(k + 1) === 'old' ? k + 2 : k + 1) : k);
  const n = number(i);
  if (n !== undefined && word(i + 1) === 'or' && ['older', 'over', 'above', 'younger', 'under'].includes(word(i + 2))) {
    const older = ['older', 'over', 'above'].includes(word(i + 2));
    // Only about age: 'older'/'younger', or 'years old' said.
    if (!['older', 'younger'].includes(word(i + 2)) && yearsOld(i + 3) === i + 3) return undefined;
    return { end: yearsOld(i + 3), operator: older ? '>=' : '<', years: older ? n : n + 1 };
  }
  if ((word(i) === 'older' || word(i) === 'younger') && word(i + 1) === 'than') {
    const m = number(i + 2);
    // 'older than 30 days' is how long rows have stood, not a person's age in years.
    if (m === undefined || /^(days?|weeks?|months?|hours?)$/.test(word(i + 3))) return undefined;
    return { end: yearsOld(i + 3), operator: word(i) === 'older' ? '>=' : '<', years: word(i) === 'older' ? m + 1 : m };
  }
  if ((word(i) === 'over' || word(i) === 'under') && number(i + 1) !== undefined && ['years', 'yrs'].includes(word(i + 2)) && word(i + 3) === 'old') {
    const m = number(i + 1) as number;
    return { end: i + 4, operator: word(i) === 'over' ? '>=' : '<', years: word(i) === 'over' ? m + 1 : m };
  }
  return undefined;
}

/** A 'by' or 'per' opens the list that ends at `at`, with no verb or other preposition between them. */
function groupedBefore(tokens: readonly Token[], at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - 5); k--) {
    const word = tokens[k]?.lower ?? '';
    if (word === 'by' || word === 'per') return true;
    if (tokens[k]?.pos === 'VERB' || tokens[k]?.pos === 'ADP') return false;
  }
  return false;
}

/** Longer ways of saying 'by' that always group: 'broken down by region', 'split by carrier'. */
const GROUP_BY_PHRASES: readonly (readonly string[])[] = [
  ['broken', 'down', 'by'],
  ['break', 'down', 'by'],
  ['broken', 'out', 'by'],
  ['broken', 'up', 'by'],
  ['grouped', 'by'],
  ['split', 'by'],
  ['split', 'out', 'by'],
];

/** Whether the words at `i` are `phrase` (each word compared with the token's lower form or lemma). */
function phraseAt(tokens: readonly Token[], i: number, phrase: readonly string[]): boolean {
  return phrase.every((word, k) => {
    const token = tokens[i + k];
    return token !== undefined && (token.lower === word || token.lemma === word);
  });
}

/** Words after a number that make it a measure, not a count of rows, besides units of time: 'biggest 5 percent'. */
const UNIT_AFTER_COUNT = new Set(['hour', 'minute', 'percent', 'time', 'unit', 'item']);

function countAt(tokens: readonly Token[], i: number): number | undefined {
  const token = tokens[i];
  if (!token || token.number === undefined || token.percent || token.currency || yearOf(token) !== undefined) return undefined;
  return Number.isInteger(token.number) && token.number > 0 && token.number <= 1000 ? token.number : undefined;
}

/** Words after rows that leave them out: 'voids excluded', 'refunds omitted'. */
const EXCLUDED_WORDS = new Set(['excluded', 'omitted', 'removed', 'excl', 'aside']);

/** Finds every operator span, left to right, longest first at each position. Words under no span stay for linking. */
export function findOperators(tokens: readonly Token[]): OperatorSpan[] {
  const spans: OperatorSpan[] = [];
  const postExclusions = new Set<number>();
  const otherThan = new Set<number>();
  const lower = (i: number) => tokens[i]?.lower ?? '';
  // Whether the question says something is booked for a day, which makes what it awaits no missing row.
  const saysBooked = tokens.some((token) => ['booked', 'scheduled', 'planned', 'arranged'].includes(token.lower));
  let i = 0;
  const push = (start: number, end: number, operator: Operator) => {
    spans.push({ start, end, operator });
    i = end;
  };
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    const word = token.lower;
    const next = lower(i + 1);

    // The 'excluded' that closes an aside whose opening was read as 'excluding' (below).
    if (postExclusions.has(i)) {
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    // 'been with the company the longest', 'stayed with us': being employed, not a company's name.
    if (word === 'with' && ['be', 'stay', 'work', 'remain'].includes(tokens[i - 1]?.lemma ?? '')) {
      const end = next === 'us' ? i + 2 : next === 'the' && ['company', 'firm', 'business', 'organisation', 'organization'].includes(lower(i + 2)) ? i + 3 : i;
      if (end > i) {
        push(i, end, { op: 'filler' });
        continue;
      }
    }
    // The 'than' of 'other … than': what follows it is left out.
    if (otherThan.has(i)) {
      push(i, i + 1, { op: 'negate' });
      continue;
    }
    // 'customers in other countries than Germany': 'other' and its 'than' apart are 'other than'.
    if (word === 'other' && !phraseAt(tokens, i, ['other', 'than'])) {
      const than = tokens.findIndex((other, k) => k > i + 1 && k <= i + 4 && other.lower === 'than' && tokens.slice(i + 1, k).every((inner) => inner.pos !== 'PUNCT'));
      if (than > 0) {
        otherThan.add(than);
        push(i, i + 1, { op: 'filler' });
        continue;
      }
    }
    // 'count discontinued ones too', 'refunded ones count too', 'including cancelled ones': rows to keep in ask for no
    // condition, and the words that describe them are none.
    const kept = keptInAt(tokens, i);
    if (kept) {
      push(i, kept, { op: 'filler' });
      continue;
    }
    const age = ageAt(tokens, i);
    if (age) {
      push(i, age.end, { op: 'age', operator: age.operator, years: age.years });
      continue;
    }
    // 'employees 70 or older as of today': the state now, which every answer is.
    if (word === 'as' && next === 'of' && (lower(i + 2) === 'today' || lower(i + 2) === 'now' || (lower(i + 2) === 'right' && lower(i + 3) === 'now'))) {
      push(i, lower(i + 2) === 'right' ? i + 4 : i + 3, { op: 'filler' });
      continue;
    }
    // 'no longer active today', 'which rooms are vacant today': 'today' after a state says the state now, which every
    // answer is; no day the rows are dated on.
    if (word === 'today' && tokens[i - 1]?.pos === 'ADJ' && (next === '' || /^[,.?!;]$/.test(next) || ['per', 'by', 'for', 'and'].includes(next))) {
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    // 'engaged back in 2016', 'back in March': 'back' before a time only says it was long ago; after a verb that
    // takes it ('sent back in 1997', 'paid back') it is part of the verb.
    if (word === 'back' && !BACK_VERBS.has(tokens[i - 1]?.lemma ?? '') && (next === 'in' || next === 'during') && (yearAt(tokens, i + 2) !== undefined || monthOf(lower(i + 2)) !== undefined || /^q[1-4]$/.test(lower(i + 2)))) {
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    // 'Quick one for the QBR - how much ...', 'quick q: ...': a chat opening before a dash or colon asks nothing.
    if (i === 0 && CHAT_OPENERS.has(word)) {
      const dash = tokens.findIndex((other, k) => k > 0 && k <= 8 && ['-', ':'].includes(other.lower));
      if (dash > 0 && dash < tokens.length - 2) {
        push(0, dash + 1, { op: 'filler' });
        continue;
      }
    }
    // '..., for the intl expansion deck', 'for my board meeting': what the answer is for, at the end of a clause.
    if (word === 'for' && ['the', 'my', 'our', 'a', 'an', 'this', 'tomorrow', "tomorrow's", 'next'].includes(next)) {
      const noun = tokens.findIndex((other, k) => k > i + 1 && k <= i + 5 && PURPOSE_NOUNS.has(other.lemma) && (k === tokens.length - 1 || [',', '.', '?', '!', ';'].includes(tokens[k + 1]?.lower ?? '')));
      if (noun > 0) {
        push(i, noun + 1, { op: 'filler' });
        continue;
      }
    }
    // 'the change from the previous month': each period against the one before it, not last month.
    if (['change', 'growth', 'increase', 'decrease', 'difference', 'rise', 'drop'].includes(token.lemma) && ['from', 'over', 'on', 'vs', 'versus', 'against'].includes(next)) {
      const at = tokens[i + 2]?.lower === 'the' ? i + 3 : i + 2;
      const grain = GRAIN_WORDS[tokens[at + 1]?.lemma ?? ''];
      if (['previous', 'prior', 'last', 'preceding'].includes(tokens[at]?.lower ?? '') && grain) {
        push(i, at + 2, { op: 'growth' });
        spans.push({ start: i, end: i, operator: { op: 'grain', grain } });
        continue;
      }
    }
    // 'Jan-Oct 2026 vs the same months of 2025', 'Q3 vs the same period last year': the period said before, in the
    // other year.
    const sameAgain = samePeriodOtherYear(tokens, i, spans);
    if (sameAgain) {
      push(i, sameAgain.end, { op: 'time', time: sameAgain.time });
      continue;
    }
    // 'by what % did delivered jobs change from October 2025 to October 2026': two periods of one length that a word
    // of change sets against each other are compared, not run together into one range.
    const changed = changeBetweenPeriods(tokens, i);
    if (changed) {
      spans.push({ start: i, end: changed.first.end, operator: { op: 'time', time: changed.first.time } });
      spans.push({ start: changed.first.end, end: changed.second.start, operator: { op: 'versus' } });
      push(changed.second.start, changed.second.end, { op: 'time', time: changed.second.time });
      continue;
    }
    // Time: years, ranges of years, quarters, months, dates and relative periods.
    const time = readTime(tokens, i);
    if (time) {
      push(time.start, time.end, { op: 'time', time: time.time });
      continue;
    }
    if (phraseAt(tokens, i, ['year', 'over', 'year']) || phraseAt(tokens, i, ['month', 'over', 'month']) || phraseAt(tokens, i, ['quarter', 'over', 'quarter']) || phraseAt(tokens, i, ['week', 'over', 'week'])) {
      push(i, i + 3, { op: 'growth' });
      spans.push({ start: i, end: i, operator: { op: 'grain', grain: GRAIN_WORDS[token.lemma] as TimeGrain } });
      continue;
    }
    // 'on Saturdays', 'at weekends', 'on weekdays': the days of the week a date falls on.
    const weekdays = weekdaysAt(tokens, i);
    if (weekdays) {
      push(i, weekdays.end, { op: 'weekday', days: weekdays.days });
      continue;
    }
    // 'by day of the week', 'which weekday', 'the busiest hour of the day': a place in a repeating cycle.
    const cycle = cycleAt(tokens, i);
    if (cycle) {
      push(cycle.start, cycle.end, { op: 'grain', grain: cycle.grain });
      continue;
    }
    // Grains: 'monthly', 'by month', 'per quarter', 'each year', 'over time', 'trend'.
    if (ADVERB_GRAINS.has(word) && GRAIN_WORDS[word] && !(token.pos === 'ADJ' && ['NOUN', 'PROPN'].includes(tokens[i + 1]?.pos ?? '') && word === 'annual')) {
      push(i, i + 1, { op: 'grain', grain: GRAIN_WORDS[word] });
      continue;
    }
    if (['by', 'per', 'each', 'every'].includes(word) && GRAIN_WORDS[tokens[i + 1]?.lemma ?? '']) {
      push(i, i + 2, { op: 'grain', grain: GRAIN_WORDS[tokens[i + 1]?.lemma ?? ''] as TimeGrain });
      continue;
    }
    // 'group by the year the order was placed', 'by the month it shipped': a unit of time that a clause of its date follows.
    const clauseUnit = ['by', 'per'].includes(word) ? unitBeforeClause(tokens, i + 1) : undefined;
    if (clauseUnit) {
      push(i, i + 3, { op: 'grain', grain: clauseUnit });
      continue;
    }
    // 'net sales by employee and year': a unit of time that ends a list after 'by' is a grain too.
    if ((word === 'and' || word === ',') && GRAIN_WORDS[next] && !ADVERB_GRAINS.has(next) && !/^\d/.test(tokens[i + 2]?.lower ?? '') && groupedBefore(tokens, i)) {
      push(i, i + 2, { op: 'grain', grain: GRAIN_WORDS[next] as TimeGrain });
      continue;
    }
    // 'broken down by quarter', 'split by month': a longer 'by' before a unit of time is that unit too.
    const groupByPhrase = GROUP_BY_PHRASES.find((phrase) => phraseAt(tokens, i, phrase));
    const afterGroupBy = groupByPhrase ? i + groupByPhrase.length : -1;
    const clauseGrain = groupByPhrase ? unitBeforeClause(tokens, afterGroupBy) : undefined;
    const groupByGrain = clauseGrain ?? (groupByPhrase ? GRAIN_WORDS[tokens[afterGroupBy]?.lemma ?? ''] : undefined);
    if (groupByGrain) {
      push(i, afterGroupBy + (clauseGrain ? 2 : 1), { op: 'grain', grain: groupByGrain });
      continue;
    }
    // 'which month of 1997 had the most orders': the periods are the groups ranked.
    // 'what yr': a unit written short is the unit.
    // 'which months in 2017 had more than 1.1M': the plural as well.
    const unit = GRAIN_WORDS[next] ?? GRAIN_WORDS[tokens[i + 1]?.lemma ?? ''];
    const unitNoun = unit !== undefined && !ADVERB_GRAINS.has(next);
    if ((word === 'which' || word === 'what') && unitNoun && tokens[i + 2]?.lower !== 'of' || ((word === 'which' || word === 'what') && unitNoun && unit !== 'year' && readTime(tokens, i + 3))) {
      push(i, i + 2, { op: 'grain', grain: unit as TimeGrain });
      continue;
    }
    // 'our best month for won revenue', 'the top 3 quarters by sales': a period ranked is a grain.
    const rankedBefore = SUPERLATIVES[lower(i - 1)] !== undefined || (/^\d+$/.test(lower(i - 1)) && ['top', 'bottom'].includes(lower(i - 2)));
    if (GRAIN_WORDS[token.lemma] && !ADVERB_GRAINS.has(word) && rankedBefore && !['most', 'least', 'latest', 'recent', 'earliest'].includes(lower(i - 1))) {
      push(i, i + 1, { op: 'grain', grain: GRAIN_WORDS[token.lemma] as TimeGrain });
      continue;
    }
    if ((word === 'for' || word === 'in') && (next === 'each' || next === 'every') && GRAIN_WORDS[tokens[i + 2]?.lemma ?? '']) {
      push(i, i + 3, { op: 'grain', grain: GRAIN_WORDS[tokens[i + 2]?.lemma ?? ''] as TimeGrain });
      continue;
    }
    if (GRAIN_WORDS[token.lemma] && (next === 'by' || next === 'over' || next === 'on') && tokens[i + 2]?.lemma === token.lemma) {
      push(i, i + 3, { op: 'grain', grain: GRAIN_WORDS[token.lemma] as TimeGrain });
      continue;
    }
    if ((word === 'over' && next === 'time') || word === 'trend' || word === 'trends' || word === 'timeline' || word === 'trending') {
      push(i, word === 'over' ? i + 2 : i + 1, { op: 'grain', grain: 'auto' });
      continue;
    }
    // Ordering: 'most first', 'from highest to lowest', 'in descending order', 'alphabetically'.
    const order = readOrder(tokens, i);
    if (order) {
      push(order.start, order.end, order.operator);
      continue;
    }
    // Period comparisons and changes.
    if (word === 'vs' || word === 'vs.' || word === 'versus' || ((word === 'compared' || word === 'comparing') && (next === 'to' || next === 'with'))) {
      push(i, word === 'compared' || word === 'comparing' ? i + 2 : i + 1, { op: 'versus' });
      continue;
    }
    if (['yoy', 'mom', 'qoq', 'wow'].includes(word)) {
      push(i, i + 1, { op: 'growth' });
      // 'Jan-Apr 1998 vs Jan-Apr 1997, YoY change': with the periods named and set against each other, it is their
      // change, not a change per period of the whole data.
      const versus = tokens.some((other) => ['vs', 'vs.', 'versus', 'compared'].includes(other.lower));
      if (!versus) spans.push({ start: i, end: i, operator: { op: 'grain', grain: word === 'yoy' ? 'year' : word === 'mom' ? 'month' : word === 'qoq' ? 'quarter' : 'week' } });
      continue;
    }
    // 'the difference in won revenue between Q2 and Q3': a change between the two periods.
    const periodDifference = token.lemma === 'difference' && ['in', 'between'].includes(next);
    // 'stock has fallen below the reorder point', 'dipped under 10': a verb of moving says nothing the comparison does not.
    if ((['fall', 'drop', 'dip', 'go', 'sink', 'slip', 'rise', 'climb', 'creep'].includes(token.lemma) || ['fallen', 'gone', 'sunk', 'risen'].includes(word)) && ['below', 'under', 'above', 'beneath'].includes(next ?? '')) {
      push(i, i + 1, { op: 'filler', firm: true });
      continue;
    }
    // 'offers that were declined', 'orders that got dropped': a passive participle is a state the rows are in, not a change.
    const passive = /ed$/.test(word) && ['was', 'were', 'been', 'is', 'are', 'be', 'got', 'get', 'gets'].includes(tokens[i - 1]?.lower ?? '');
    if (periodDifference || (CHANGE_WORDS.has(token.lemma) && (token.pos === 'NOUN' || token.pos === 'VERB') && !passive)) {
      push(i, i + 1, { op: 'growth' });
      continue;
    }
    if ((word === 'running' || word === 'cumulative') && ['total', 'sum', 'count'].includes(next)) {
      push(i, i + 2, { op: 'running' });
      continue;
    }
    if (word === 'cumulative' || word === 'cumulatively') {
      push(i, i + 1, { op: 'running' });
      continue;
    }
    // Aggregates.
    if (word === 'how' && next === 'many') {
      const difference = differenceWord(lower(i + 2));
      push(i, i + 2, { op: 'aggregate', aggregate: 'count' });
      if (difference) push(i, i + 1, { op: 'difference', word: difference }); // i is now the word after 'how many'
      continue;
    }
    // 'how much did delivered jobs grow from 2024 to 2025': the size of the change asked for, not money; the change
    // says how it is measured.
    if (word === 'how' && next === 'much' && ['did', 'has', 'have', 'do', 'does'].includes(lower(i + 2)) && tokens.slice(i + 3, i + 9).some((other) => CHANGE_WORDS.has(other.lemma) && other.pos === 'VERB')) {
      push(i, i + 2, { op: 'filler' });
      continue;
    }
    if (word === 'how' && next === 'much') {
      const difference = differenceWord(lower(i + 2));
      push(i, i + 2, { op: 'how_much' });
      if (difference) push(i, i + 1, { op: 'difference', word: difference }); // i is now the word after 'how many'
      continue;
    }
    // 'and what do they add up to?', 'what does that come to': the rows' total, asked as how much they make.
    if ((word === 'add' && next === 'up' && lower(i + 2) === 'to') || (['come', 'amount', 'total'].includes(tokens[i]?.lemma ?? '') && ['to', 'up'].includes(next ?? '') && ['they', 'it', 'that', 'those', 'these'].includes(lower(i - 1)))) {
      const end = word === 'add' || (next === 'up' && lower(i + 2) === 'to') ? i + 3 : i + 2;
      push(i, end, { op: 'how_much' });
      continue;
    }
    // 'the phone number of the owner', 'the account number of Acme': after a noun, the number is a name's, no count.
    const namesNumber = word === 'number' && tokens[i - 1]?.pos === 'NOUN' && !AGGREGATE_NOUNS.has(tokens[i - 1]?.lower ?? '') && ['DET', 'PROPN'].includes(tokens[i + 2]?.pos ?? '');
    if ((word === 'number' || word === 'count' || word === 'no.' || word === '#') && next === 'of' && !namesNumber) {
      push(i, i + 2, { op: 'aggregate', aggregate: 'count' });
      continue;
    }
    // 'by reason - number and total amount', 'the number and value of refunds': 'number' said as one of a list of
    // figures is a count, as 'count' would be. Not a name's number ('order number and customer').
    const listOpens = i === 0 || [',', ';', ':', '-', '(', 'the', 'and', '&', 'both'].includes(lower(i - 1));
    // 'number and total amount', 'number and average value': a figure word, of an aggregate, an amount or a share.
    const figure = (word: string) => AGGREGATE_NOUNS.has(word) || AMOUNT_WORDS.has(word) || SHARE_UNITS.has(word) || ['revenue', '$'].includes(word);
    const figureAt = (k: number) => figure(lower(k)) || (['the', 'their', 'its'].includes(lower(k)) && figure(lower(k + 1)));
    const listGoesOn = ['?', '.', ')', ''].includes(next ?? '') || (['and', '&', ','].includes(next ?? '') && figureAt(i + 2));
    if ((word === 'number' || word === 'numbers') && listOpens && listGoesOn && !['NOUN', 'PROPN'].includes(tokens[i - 1]?.pos ?? '')) {
      push(i, i + 1, { op: 'aggregate', aggregate: 'count' });
      continue;
    }
    // 'by reason: amount and number': an amount listed beside a count is the rows' total amount.
    if ((word === 'amount' || word === 'value') && listOpens && ['and', '&', ','].includes(next ?? '') && ['number', 'count', '#'].includes(lower(i + 2)) && !spans.some((span) => span.end === i)) {
      spans.push({ start: i, end: i, operator: { op: 'aggregate', aggregate: 'sum' } });
    }
    // 'clients admitted in 2025, count by county': a count said alone before its grouping counts the question's rows.
    if ((word === 'count' || word === 'counts') && ['by', 'per'].includes(next) && (i === 0 || [',', ';', ':', '-', '?', '.', 'and', '&'].includes(lower(i - 1)))) {
      push(i, i + 1, { op: 'aggregate', aggregate: 'count' });
      continue;
    }
    // 'order count by employee': a count said after the noun counts the rows the noun names.
    // 'closed-lost count', 'won count': after a state word too, hyphenated or not.
    const nounBefore = ['NOUN', 'PROPN'].includes(tokens[i - 1]?.pos ?? '');
    const stateBefore = ['ADJ', 'VERB'].includes(tokens[i - 1]?.pos ?? '');
    const named = (k: number) => (nounBefore ? ['NOUN', 'PROPN'] : ['ADJ', 'VERB']).includes(tokens[k]?.pos ?? '') || (stateBefore && tokens[k]?.lower === '-' && k > 0);
    if ((word === 'count' || word === 'counts') && i > 0 && (nounBefore || stateBefore) && !spans.some((span) => span.end === i)) {
      let j = i - 1;
      while (j > 0 && i - j < (nounBefore ? 3 : 4) && named(j - 1) && !spans.some((span) => span.end === j)) j--;
      if (tokens[j]?.lower === '-') j++;
      spans.push({ start: j, end: j, operator: { op: 'aggregate', aggregate: 'count' } });
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    // 'how many reps report to each manager': reporting to someone named by a superior noun only relates the two.
    if (token.lemma === 'report' && next === 'to') {
      const at = ['each', 'the', 'their', 'a', 'every', 'his', 'her', 'which'].includes(lower(i + 2)) ? i + 3 : i + 2;
      if (['manager', 'supervisor', 'boss', 'mgr'].includes(tokens[at]?.lemma ?? '')) {
        push(i, i + 2, { op: 'filler', firm: true });
        continue;
      }
    }
    // 'phone # for United Package': after a noun the sign is the word 'number', part of the name before it.
    if (word === '#' && i > 0 && ['NOUN', 'PROPN'].includes(tokens[i - 1]?.pos ?? '') && !/^\d/.test(next ?? '')) {
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    // '# discontinued products': the sign alone counts, unless a number follows it ('order #10248').
    if (word === 'count' || word === 'counts' || word === 'tally' || word === 'headcount' || (word === '#' && !/^\d/.test(next ?? ''))) {
      push(i, i + 1, { op: 'aggregate', aggregate: 'count' });
      continue;
    }
    // 'median invoice total', 'average order total': after a noun an average is taken of, the total of each row.
    if (word === 'total' && tokens[i - 1]?.pos === 'NOUN' && ['average', 'avg', 'mean', 'median', 'typical'].includes(tokens[i - 2]?.lower ?? '')) {
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    // 'won and lost combined', 'Germany and France together': after two things joined, they are taken as one.
    if (['combined', 'together'].includes(word) && tokens[i - 2]?.lower === 'and' && (i + 1 >= tokens.length || tokens[i + 1]?.pos === 'PUNCT')) {
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    if (['total', 'sum', 'totals', 'combined', 'aggregate', 'cumulated'].includes(word)) {
      push(i, next === 'of' ? i + 2 : i + 1, { op: 'aggregate', aggregate: 'sum' });
      continue;
    }
    if (['average', 'avg', 'mean', 'typical'].includes(word) || (word === 'on' && next === 'average')) {
      push(i, next === 'of' || word === 'on' ? i + 2 : i + 1, { op: 'aggregate', aggregate: 'avg' });
      continue;
    }
    if (word === 'median') {
      push(i, next === 'of' ? i + 2 : i + 1, { op: 'aggregate', aggregate: 'median' });
      continue;
    }
    const percentile = readPercentile(tokens, i);
    if (percentile) {
      push(i, percentile.end, { op: 'aggregate', aggregate: 'percentile', percentile: percentile.value });
      continue;
    }
    // Not 'sits in a different department': one other thing, not things counted once each.
    if (DISTINCT_WORDS.has(word) && i > 0 && !['a', 'an'].includes(tokens[i - 1]?.lower ?? '')) {
      push(i, i + 1, { op: 'distinct' });
      continue;
    }
    // Ranking: 'top 5', 'bottom three', 'the 3 largest', 'five biggest', 'the most', 'the second highest'.
    const rank = readRank(tokens, i);
    if (rank) {
      push(rank.start, rank.end, rank.operator);
      continue;
    }
    // 'scored more points in 2024 than in 2023': two periods compared, with the measure between the words.
    const periodsCompared = readPeriodComparison(tokens, i);
    if (periodsCompared) {
      push(i, i + 1, periodsCompared);
      continue;
    }
    // Comparisons, with their number when one follows.
    const comparison = readComparison(tokens, i);
    if (comparison) {
      push(comparison.start, comparison.end, comparison.operator);
      continue;
    }
    // 'win rate (won out of won + lost)': after a rate, the words that define it, as with 'won / closed'.
    if (word === 'out' && next === 'of' && i > 0 && tokens[i + 2]?.number === undefined && tokens.slice(0, i - 1).some((other) => ['rate', 'ratio', '%', 'percent', 'percentage', 'share'].includes(other.lower))) {
      push(i, i + 2, { op: 'or' });
      continue;
    }
    // 'out of stock', 'out-of-stock products': none left of what follows.
    if (word === 'out' && next === 'of' && tokens[i + 2] && tokens[i + 2]?.number === undefined) {
      push(i, i + 2, { op: 'zero' });
      continue;
    }
    if (word === 'out' && next === '-' && tokens[i + 2]?.lower === 'of' && tokens[i + 3]?.lower === '-' && tokens[i + 4]) {
      push(i, i + 4, { op: 'zero' });
      continue;
    }
    // Negation.
    // "don't have an account", 'has not got any orders': having none of it.
    if (["n't", 'nt', 'not', 'never'].includes(word) && ['have', 'has', 'had'].includes(tokens[i + 1]?.lemma === 'have' ? 'have' : next)) {
      // "don't have a single deal": 'a single' is 'any'.
      const article = ['a', 'an', 'any'].includes(tokens[i + 2]?.lower ?? '') ? (tokens[i + 3]?.lower === 'single' ? 2 : 1) : 0;
      push(i, i + 2 + article, { op: 'without' });
      continue;
    }
    // "customers who haven't got any orders", 'have not any': the negation after the verb.
    if (["n't", 'nt', 'not'].includes(word) && tokens[i - 1]?.lemma === 'have' && ['got', 'any', 'a', 'an'].includes(next)) {
      const end = next === 'got' && ['a', 'an', 'any'].includes(tokens[i + 2]?.lower ?? '') ? i + 3 : i + 2;
      push(i, end, { op: 'without' });
      continue;
    }
    // 'appeals still waiting for a hearing', 'awaiting an inspection', 'samples waiting for their report': rows that
    // have none of it yet. ('waiting for approval', with no article, is the state before the one named.)
    const awaiting = (word === 'waiting' && ['for', 'on'].includes(next)) || word === 'awaiting' ? (word === 'awaiting' ? i + 1 : i + 2) : -1;
    // Not where what is awaited is said to be booked ('waiting on their pool closing, and what day is it booked for'):
    // it is there, still to happen.
    if (awaiting > 0 && !saysBooked && ['a', 'an', 'their', 'its', 'any'].includes(lower(awaiting))) {
      push(i, awaiting + 1, { op: 'without' });
      continue;
    }
    // 'products nobody has ever ordered', 'items no one bought': rows with none of what the verb relates them to.
    if (word === 'nobody' || word === 'noone' || (word === 'no' && next === 'one')) {
      let end = word === 'no' ? i + 2 : i + 1;
      while (['has', 'have', 'had', 'ever', 'yet'].includes(tokens[end]?.lower ?? '')) end++;
      push(i, end, { op: 'without' });
      continue;
    }
    // 'orders not shipped by Speedy Express', 'products not sold to Germany': the party named after the verb is what
    // is left out ('not owned by a parent company' is about having one at all).
    const partyNamed = /^[A-Z0-9]/.test(tokens[i + 3]?.text ?? '') || tokens[i + 3]?.quoted === true;
    if (['not', "n't"].includes(word) && tokens[i + 1]?.pos === 'VERB' && /(ed|en)$/.test(lower(i + 1)) && ['by', 'to', 'from', 'via', 'through'].includes(lower(i + 2)) && partyNamed) {
      push(i, i + 3, { op: 'negate' });
      continue;
    }
    // 'an outside contractor': after an article, 'outside' is an adjective, not a negation.
    const adjective = word === 'outside' && ['a', 'an', 'the'].includes(lower(i - 1));
    const negation = adjective ? undefined : NEGATIONS.find((phrase) => phraseAt(tokens, i, phrase));
    if (negation) {
      // 'with no', 'without', 'never': existence ('customers with no orders').
      push(i, i + negation.length, { op: word === 'never' ? 'without' : 'negate' });
      continue;
    }
    // 'has nothing on order', 'none in stock': none of the amount that follows.
    if ((word === 'nothing' || word === 'none') && ['on', 'in'].includes(next)) {
      push(i, i + 1, { op: 'without' });
      continue;
    }
    // 'with no more than 10 units': a bound, not an absence.
    const bound = (at: number) => ['more', 'less', 'fewer'].includes(lower(at)) && lower(at + 1) === 'than';
    if (word === 'with' && next === 'no' && bound(i + 2)) {
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    // '…, no cancelled ones', '(no cancels)': an aside that leaves rows out, as 'excluding'.
    const closes = (k: number) => k >= tokens.length || [')', '.', '?', '!', ','].includes(lower(k));
    // '(cancelled bills excluded)', ', voids excluded': the aside's rows left out, as 'excluding' before them.
    if (['(', ',', '-', '–'].includes(word)) {
      const excluded = tokens.findIndex((other, k) => k > i + 1 && k <= i + 6 && EXCLUDED_WORDS.has(other.lower) && closes(k + 1) && tokens.slice(i + 1, k).every((inner) => inner.pos !== 'PUNCT'));
      if (excluded > 0) {
        push(i, i + 1, { op: 'negate' });
        postExclusions.add(excluded);
        continue;
      }
    }
    if (word === 'no' && [',', '(', '-', '–'].includes(lower(i - 1)) && tokens[i + 1]?.pos !== 'NUM' && (closes(i + 2) || (lower(i + 2) === 'ones' && closes(i + 3)))) {
      push(i, i + 1, { op: 'negate' });
      continue;
    }
    if (word === 'without' || (word === 'with' && (next === 'no' || next === 'zero')) || (word === 'no' && i > 0 && tokens[i + 1]?.pos !== 'NUM' && !bound(i + 1))) {
      push(i, word === 'with' ? i + 2 : i + 1, { op: 'without' });
      continue;
    }
    // Rates and shares.
    if (['rate', 'ratio', 'share', 'percentage', 'percent', 'proportion', 'fraction', '%', 'pct', 'portion'].includes(word) && !(word === 'share' && token.pos === 'VERB')) {
      // '% share of', 'percentage share of': one share, said twice.
      if (['%', 'percent', 'percentage', 'pct'].includes(word) && next === 'share') {
        push(i, tokens[i + 2]?.lower === 'of' ? i + 3 : i + 2, { op: 'rate', word: 'share' });
        continue;
      }
      push(i, next === 'of' ? i + 2 : i + 1, { op: 'rate', word });
      continue;
    }
    // 'paid by card', 'paying by check': the means of payment, never a grouping by cards.
    if (word === 'by' && tokens[i - 1]?.lemma === 'pay' && PAYMENT_MEANS.has(tokens[i + 1]?.lemma ?? '')) {
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    // Grouping.
    const groupBy = GROUP_BY_PHRASES.find((phrase) => phraseAt(tokens, i, phrase));
    if (groupBy) {
      push(i, i + groupBy.length, { op: 'group', word: 'by' });
      continue;
    }
    // 'across all accounts', 'for all products': the whole, not a grouping.
    if ((word === 'across' || word === 'for' || word === 'over' || word === 'among') && (next === 'all' || next === 'every')) {
      push(i, i + 2, { op: 'filler' });
      continue;
    }
    if (word === 'weighted' && next === 'by') {
      push(i, i + 2, { op: 'weighted' });
      continue;
    }
    // 'cancelled by the customer', 'declined by the lenders': who ended the rows, not a grouping.
    if (word === 'by' && ENDED_BY_SOMEONE.has(lower(i - 1)) && ['the', 'our', 'their'].includes(next ?? '')) {
      push(i, i + 1, { op: 'filler' });
      continue;
    }
    // '(going by ship date)', 'judging by revenue': which figure to go by, not a grouping.
    if (word === 'by' && ['going', 'go', 'judging', 'judge'].includes(lower(i - 1))) {
      push(i - 1, i + 1, { op: 'filler' });
      continue;
    }
    if (word === 'by' || word === 'per' || word === 'across') {
      push(i, i + 1, { op: 'group', word });
      continue;
    }
    if ((word === 'for' || word === 'in' || word === 'of' || word === 'within') && (next === 'each' || next === 'every')) {
      push(i, i + 2, { op: 'each' });
      continue;
    }
    // 'how many farms are on each route', 'stock at each depot': the place each row is on or at, per one of them.
    // ('on every product' is all of them at once, below.)
    // Not the particle of a verb ('take on each year').
    const particle = tokens[i - 1]?.pos === 'VERB' && tokens[i - 1]?.lemma !== 'be';
    if (['on', 'at', 'from', 'under', 'with'].includes(word) && next === 'each' && lower(i + 2) !== 'other' && !particle) {
      push(i, i + 2, { op: 'each' });
      continue;
    }
    // 'reps who won a deal on every product', 'customers who bought from every supplier': all of them at once, not
    // each apart. No plan divides so; the word is left for the question back rather than read as a grouping.
    if (word === 'every' && ['on', 'with', 'from', 'at', 'to'].includes(lower(i - 1))) {
      push(i, i + 1, { op: 'universal' });
      continue;
    }
    // 'on what date did each one close', 'how many clients does each have': after a question's 'did' or 'does', 'each'
    // is the rows the question lists, one by one; it groups nothing.
    // Not before the rows it groups ('does each route have').
    const pronoun = next === 'one' || ['VERB', 'AUX', 'PUNCT'].includes(tokens[i + 1]?.pos ?? 'PUNCT');
    if (word === 'each' && ['do', 'does', 'did', 'has', 'have', 'had'].includes(lower(i - 1)) && i >= 2 && pronoun) {
      push(i, next === 'one' ? i + 2 : i + 1, { op: 'filler' });
      continue;
    }
    if (word === 'each' || word === 'every') {
      push(i, i + 1, { op: 'each' });
      continue;
    }
    // Charts.
    if (['pie', 'bar', 'line', 'table', 'donut', 'column'].includes(word) && ['chart', 'graph', 'plot'].includes(next)) {
      const chart = word === 'donut' ? 'pie' : word === 'column' ? 'bar' : (word as 'pie' | 'bar' | 'line' | 'table');
      push(i, i + 2, { op: 'chart', chart });
      continue;
    }
    // 'which 3 products', 'the three accounts': how many rows the answer should have.
    if (['which', 'what', 'the', 'our'].includes(word) && countAt(tokens, i + 1) !== undefined && !SUPERLATIVES[tokens[i + 2]?.lower ?? ''] && !unitAt(tokens, i + 2)) {
      if (i === 0 && word !== 'the' && word !== 'our') spans.push({ start: i, end: i + 1, operator: { op: 'list' } });
      push(i === 0 && word !== 'the' && word !== 'our' ? i + 1 : i, i + 2, { op: 'count', count: countAt(tokens, i + 1) as number });
      continue;
    }
    // 'Rank the categories by sales', 'sort products by price': order by what follows 'by'. 'order count by month'
    // names orders' count, not a sort.
    if (i === 0 && ['rank', 'sort', 'order'].includes(word) && !(word === 'order' && ORDER_NOUN_HEADS.has(next)) && tokens.slice(i + 1).some((token) => token.lower === 'by')) {
      push(i, i + 1, { op: 'order', direction: 'desc' });
      continue;
    }
    // 'What is the highest price': a value, not a list.
    // 'what were our bookings in 2017': the business's own figures, a value too; 'what were the orders' lists them.
    if (i === 0 && word === 'what' && ['is', 'was', "'s", 's', 'were', 'are'].includes(next) && (!['were', 'are'].includes(next) || tokens[i + 2]?.lower === 'our')) {
      push(i, i + 2, { op: 'filler' });
      continue;
    }
    // Openers that make a list, at the start of the question or of a clause ('For each faculty, which program...').
    // 'anything under its reorder level?', 'any customers in Berlin?': asking whether there are some is asking for them.
    if ((i === 0 || tokens[i - 1]?.lower === ',') && ['list', 'show', 'display', 'find', 'name', 'identify', 'give', 'get', 'fetch', 'return', 'enumerate', 'which', 'what', 'anything', 'any', 'anyone', 'anybody'].includes(word)) {
      push(i, i + 1, { op: 'list' });
      continue;
    }
    if (word === 'who' || word === 'whom' || word === 'whose') {
      push(i, i + 1, { op: 'who' });
      continue;
    }
    if (word === 'and' || word === '&' || word === ',' || word === 'plus' || word === '+' || word === 'as' && next === 'well') {
      push(i, i + 1, { op: 'and' });
      continue;
    }
    if (word === 'or' || word === 'and/or' || word === '/') {
      push(i, i + 1, { op: 'or' });
      continue;
    }
    // 'available for sale', 'free to book': what a thing is available for is what being available is.
    if (AVAILABLE_WORDS.has(lower(i - 1)) && ((word === 'for' && AVAILABLE_FOR.has(lower(i + 1))) || (word === 'to' && AVAILABLE_TO.has(lower(i + 1))))) {
      push(i, i + 2, { op: 'filler' });
      continue;
    }
    // 'tips as a percentage of payments' is one amount over another, never the way a figure is shown.
    const filler = FILLER_PHRASES.find((phrase) => phrase.length > 1 && phraseAt(tokens, i, phrase) && !(SHARE_UNITS.has(phrase[phrase.length - 1] ?? '') && lower(i + phrase.length) === 'of'));
    if (filler) {
      push(i, i + filler.length, { op: 'filler' });
      continue;
    }
    i++;
  }
  // 'this year so far', 'so far this month': the period up to today, not the whole of it (bookings ahead are not yet).
  if (tokens.some((_, k) => phraseAt(tokens, k, ['so', 'far']))) {
    for (const span of spans) if (span.operator.op === 'time' && span.operator.time.kind === 'relative' && span.operator.time.mode === 'this') span.operator.time = { ...span.operator.time, mode: 'to_date', count: 1 };
    // '2026 so far': the named year up to today.
    for (const span of spans) if (span.operator.op === 'time' && span.operator.time.kind === 'year') span.operator.time = { ...span.operator.time, soFar: true };
  }
  // 'practitioners who have left us this year', 'who did we hire this month': what the verb says has happened, so the
  // period runs up to today (a leaving date set ahead, for someone working out their notice, is not yet). Not 'booked
  // for this month', whose period is the one the rows are for.
  for (const span of spans) {
    if (span.operator.op !== 'time' || span.operator.time.kind !== 'relative' || span.operator.time.mode !== 'this' || lower(span.start - 1) === 'for') continue;
    const done = [1, 2, 3].map((back) => tokens[span.start - back]).findIndex((token) => token !== undefined && happened(token));
    const between = done < 0 ? [] : tokens.slice(span.start - done, span.start);
    if (done >= 0 && between.every((token) => ['PRON', 'ADV', 'DET'].includes(token.pos))) span.operator.time = { ...span.operator.time, mode: 'to_date', count: 1 };
  }
  spanPeriods(tokens, spans);
  // 'more than 15% of their bookings cancelled': the share of the rows that follow, compared with the percentage.
  for (const span of [...spans]) {
    if (span.operator.op !== 'compare' || !span.operator.percent || lower(span.end) !== 'of' || spans.some((other) => other.start === span.end)) continue;
    const end = ['their', 'its', 'the', 'all'].includes(lower(span.end + 1)) ? span.end + 2 : span.end + 1;
    spans.push({ start: span.end, end, operator: { op: 'rate', word: 'share' } });
  }
  return spans.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** A verb said in the past ('left', 'hired', 'joined'), not one of planning ('scheduled', 'due', 'expected'). */
function happened(token: Token): boolean {
  if (token.pos !== 'VERB' || !saidInThePast(token)) return false;
  return !['schedule', 'plan', 'expect', 'due', 'book', 'forecast', 'budget', 'set', 'target', 'project'].includes(token.lemma);
}

function readPercentile(tokens: readonly Token[], i: number): { value: number; end: number } | undefined {
  const token = tokens[i];
  if (!token) return undefined;
  // 'p90', '90th percentile', '90 percentile'. Not 'P1' or 'P2', the priority codes of tickets.
  const short = /^p(\d{2})$/.exec(token.lower);
  if (short) return { value: Number(short[1]) / 100, end: i + 1 };
  const rank = token.ordinal ?? (token.number !== undefined && !token.percent ? token.number : undefined);
  if (rank !== undefined && rank > 0 && rank < 100 && /^percentile/.test(tokens[i + 1]?.lower ?? '')) {
    return { value: rank / 100, end: tokens[i + 2]?.lower === 'of' ? i + 3 : i + 2 };
  }
  if (/^\d{1,2}(st|nd|rd|th)$/.test(token.lower) && /^percentile/.test(tokens[i + 1]?.lower ?? '')) {
    return { value: Number(/^\d+/.exec(token.lower)?.[0]) / 100, end: tokens[i + 2]?.lower === 'of' ? i + 3 : i + 2 };
  }
  return undefined;
}

function readRank(tokens: readonly Token[], i: number): OperatorSpan | undefined {
  const token = tokens[i] as Token;
  const word = token.lower;
  const next = tokens[i + 1];
  // 'top 5', 'top five', 'bottom 3', 'first 10'.
  if ((word === 'top' || word === 'bottom' || word === 'first' || word === 'last') && countAt(tokens, i + 1) !== undefined) {
    const count = countAt(tokens, i + 1) as number;
    // 'top 5 most expensive', 'top 3 highest': the superlative after the count says what to rank by.
    const after = tokens[i + 2];
    const direction = word === 'bottom' || word === 'last' ? 'asc' : 'desc';
    if (after && SUPERLATIVES[after.lower] !== undefined && after.lower !== 'top') {
      const most = (after.lower === 'most' || after.lower === 'least') && MOST_ADJECTIVES.has(tokens[i + 3]?.lower ?? '');
      return { start: i, end: i + (most ? 4 : 3), operator: { op: 'superlative', direction: SUPERLATIVES[after.lower] as 'asc', word: most ? `${after.lower} ${tokens[i + 3]?.lower}` : after.lower, count } };
    }
    return { start: i, end: i + 2, operator: { op: 'superlative', direction, word, count } };
  }
  // 'the 3 largest', 'five biggest', 'three most expensive'.
  const count = countAt(tokens, i);
  if (count !== undefined && next && SUPERLATIVES[next.lower] !== undefined) {
    const most = (next.lower === 'most' || next.lower === 'least') && MOST_ADJECTIVES.has(tokens[i + 2]?.lower ?? '');
    return { start: i, end: i + (most ? 3 : 2), operator: { op: 'superlative', direction: SUPERLATIVES[next.lower] as 'asc', word: most ? `${next.lower} ${tokens[i + 2]?.lower}` : next.lower, count } };
  }
  // 'largest 5 accounts', 'cheapest three products': the count after the superlative, before the rows.
  const after = countAt(tokens, i + 1);
  const rowsAfter = tokens[i + 2] !== undefined && ['NOUN', 'PROPN', 'ADJ'].includes(tokens[i + 2]?.pos ?? '') && tokens[i + 2]?.number === undefined && !UNIT_AFTER_COUNT.has(tokens[i + 2]?.lemma ?? '') && GRAIN_WORDS[tokens[i + 2]?.lemma ?? ''] === undefined;
  if (after !== undefined && rowsAfter && SUPERLATIVES[word] !== undefined && !['max', 'min', 'maximum', 'minimum', 'top', 'bottom'].includes(word)) {
    return { start: i, end: i + 2, operator: { op: 'superlative', direction: SUPERLATIVES[word] as 'asc', word, count: after } };
  }
  // 'the second highest', 'third largest'.
  if (token.ordinal !== undefined && token.ordinal > 1 && next && SUPERLATIVES[next.lower] !== undefined) {
    return { start: i, end: i + 2, operator: { op: 'superlative', direction: SUPERLATIVES[next.lower] as 'asc', word: next.lower, ordinal: token.ordinal } };
  }
  // 'most expensive', 'least popular', 'most recent'.
  if ((word === 'most' || word === 'least') && MOST_ADJECTIVES.has(next?.lower ?? '')) {
    return { start: i, end: i + 2, operator: { op: 'superlative', direction: word === 'most' ? 'desc' : 'asc', word: `${word} ${next?.lower}` } };
  }
  // 'best-selling', 'top-selling', 'worst-performing'.
  if ((word === 'best' || word === 'top' || word === 'worst' || word === 'highest' || word === 'lowest') && next?.lower === '-' && tokens[i + 2]) {
    return { start: i, end: i + 3, operator: { op: 'superlative', direction: word === 'worst' || word === 'lowest' ? 'asc' : 'desc', word: `${word} ${tokens[i + 2]?.lemma}` } };
  }
  // 'best selling product', 'top performing reps' written without the hyphen.
  if ((word === 'best' || word === 'top' || word === 'worst') && /^(selling|performing|rated|earning|grossing)$/.test(next?.lower ?? '')) {
    return { start: i, end: i + 2, operator: { op: 'superlative', direction: word === 'worst' ? 'asc' : 'desc', word: `${word} ${tokens[i + 1]?.lemma}` } };
  }
  if (word === 'top' || word === 'bottom') {
    return { start: i, end: i + 1, operator: { op: 'superlative', direction: word === 'top' ? 'desc' : 'asc', word } };
  }
  if (/^(best|top|worst)-/.test(word)) {
    return { start: i, end: i + 1, operator: { op: 'superlative', direction: word.startsWith('worst') ? 'asc' : 'desc', word: word.replace('-', ' ') } };
  }
  const direction = SUPERLATIVES[word];
  if (direction !== undefined && word !== 'top' && word !== 'bottom' && !(word === 'recent' && tokens[i - 1]?.lower !== 'most')) {
    // 'max', 'min', 'maximum' and 'minimum' compute a value; the others pick rows or groups.
    return { start: i, end: i + 1, operator: { op: 'superlative', direction, word } };
  }
  return undefined;
}

/** 'more … in 2024 than in 2023': a comparative whose 'than' is followed by a period rather than a number. */
function readPeriodComparison(tokens: readonly Token[], i: number): Operator | undefined {
  const word = tokens[i]?.lower ?? '';
  const direction = ['more', 'higher', 'greater', 'bigger', 'larger'].includes(word) ? 'more' : ['fewer', 'less', 'lower', 'smaller'].includes(word) ? 'fewer' : undefined;
  if (!direction || tokens[i + 1]?.lower === 'than') return undefined;
  for (let at = i + 2; at < Math.min(tokens.length, i + 10); at++) {
    if (tokens[at]?.lower !== 'than') continue;
    let period = at + 1;
    // 'than they did in Q3', 'than we had last year': the doer and an auxiliary repeat the first clause.
    if (['they', 'we', 'he', 'she', 'it', 'i', 'you'].includes(tokens[period]?.lower ?? '') && ['do', 'have', 'be'].includes(tokens[period + 1]?.lemma ?? '')) period += 2;
    while (['in', 'during', 'for', 'the', 'over'].includes(tokens[period]?.lower ?? '')) period++;
    const before = tokens.slice(i + 1, at).some((_, k) => readTime(tokens, i + 1 + k));
    return before && readTime(tokens, period) ? { op: 'difference', word: direction, keep: true } : undefined;
  }
  return undefined;
}

const POSSESSIVES = new Set(['its', 'their', 'his', 'her']);

/** Comparatives that may stand apart from their 'than': 'more units on order than in stock'. */
const SPLIT_COMPARATIVES: Record<string, ComparisonOperator> = { more: '>', greater: '>', higher: '>', larger: '>', bigger: '>', fewer: '<', less: '<', lower: '<', smaller: '<' };
/** How far a split comparative's 'than' may sit from it. */
const SPLIT_REACH = 6;

/**
 * 'more units on order than in stock', 'fewer seats than bookings': a comparative split around the first side. The
 * comparison sits at 'than', right after that side, as 'units on order exceed units in stock' would; the comparative
 * only says which way. Before a comma or another comparison word, the two do not belong together.
 */
function readSplitComparative(tokens: readonly Token[], i: number): OperatorSpan | undefined {
  const word = tokens[i]?.lower ?? '';
  const breaks = (token: Token | undefined) => !token || token.pos === 'PUNCT' || SPLIT_COMPARATIVES[token.lower] !== undefined;
  if (SPLIT_COMPARATIVES[word] !== undefined && tokens[i + 1]?.lower !== 'than' && tokens[i - 1]?.lower !== 'no' && tokens[i - 1]?.lower !== 'not') {
    for (let at = i + 2; at <= i + SPLIT_REACH; at++) {
      if (tokens[at]?.lower === 'than') return { start: i, end: i + 1, operator: { op: 'comparative' } };
      if (breaks(tokens[at])) return undefined;
    }
    return undefined;
  }
  if (word !== 'than') return undefined;
  for (let at = i - 2; at >= Math.max(0, i - SPLIT_REACH); at--) {
    const operator = SPLIT_COMPARATIVES[tokens[at]?.lower ?? ''];
    if (operator !== undefined) return tokens[at + 1]?.lower === 'than' ? undefined : { start: i, end: i + 1, operator: { op: 'compare', operator, split: true } };
    if (breaks(tokens[at])) return undefined;
  }
  return undefined;
}

/** The period an amount is said over, right after it: 'a year', 'per month', 'each week', 'annually', 'per annum'. */
function rateAfter(tokens: readonly Token[], at: number): { grain: TimeGrain; end: number } | undefined {
  const word = tokens[at]?.lower ?? '';
  if (word === 'per' && tokens[at + 1]?.lower === 'annum') return { grain: 'year', end: at + 2 };
  if (ADVERB_GRAINS.has(word) && word !== 'annual') return { grain: GRAIN_WORDS[word] as TimeGrain, end: at + 1 };
  const unit = UNITS[tokens[at + 1]?.lower ?? ''];
  return ['a', 'an', 'per', 'each', 'every', '/'].includes(word) && unit ? { grain: unit, end: at + 2 } : undefined;
}

function readComparison(tokens: readonly Token[], i: number): OperatorSpan | undefined {
  const numberAfter = (at: number) => {
    const token = tokens[at];
    return token && token.number !== undefined && yearOf(token) === undefined ? token : undefined;
  };
  const word = tokens[i]?.lower;
  if (word === 'between' && numberAfter(i + 1) && (tokens[i + 2]?.lower === 'and' || tokens[i + 2]?.lower === 'to') && numberAfter(i + 3)) {
    const low = numberAfter(i + 1) as Token;
    const high = numberAfter(i + 3) as Token;
    return { start: i, end: i + 4, operator: { op: 'compare', operator: '>=', value: low.number, upper: high.number, percent: low.percent || high.percent } };
  }
  for (const comparator of COMPARATORS) {
    if (!phraseAt(tokens, i, comparator.words)) continue;
    const at = i + comparator.words.length;
    // '20 or more', '5 or fewer': the number comes first.
    if (comparator.words[0] === 'or') {
      const before = tokens[i - 1];
      if (before?.number === undefined || yearOf(before) !== undefined) continue;
      return { start: i - 1, end: at, operator: { op: 'compare', operator: comparator.operator, value: before.number, percent: before.percent } };
    }
    const number = numberAfter(at);
    if (number) {
      const times = TIMES_WORDS.has(tokens[at]?.lower ?? '') || ['time', 'times'].includes(tokens[at + 1]?.lower ?? '');
      const rate = times ? undefined : rateAfter(tokens, at + 1);
      return { start: i, end: rate?.end ?? at + 1, operator: { op: 'compare', operator: comparator.operator, value: number.number, percent: number.percent, ...(times && { times }), ...(rate && { per: rate.grain }) } };
    }
    // 'more than the reorder point': a comparison between two columns, or with a value named later.
    if (!['over', 'under', 'above', 'below', 'up'].includes(comparator.words[0] ?? '') || comparator.words.length > 1) {
      return { start: i, end: at, operator: { op: 'compare', operator: comparator.operator } };
    }
    if (comparator.words[0] === 'below' || comparator.words[0] === 'above') return { start: i, end: at, operator: { op: 'compare', operator: comparator.operator } };
    // 'under its reorder level', 'over their credit limit': before a possessive, a row's own threshold, not a place.
    if (['over', 'under'].includes(comparator.words[0] ?? '') && POSSESSIVES.has(tokens[at]?.lower ?? '')) return { start: i, end: at, operator: { op: 'compare', operator: comparator.operator } };
    // 'products under reorder level': without a possessive, only maybe a comparison ('under Beverages'). 'over' stays a
    // small word there: it is as often a span ('over the quarter') as a comparison.
    if (comparator.words[0] === 'under' && comparator.words.length === 1) return { start: i, end: at, operator: { op: 'compare', operator: comparator.operator, loose: true } };
  }
  const split = readSplitComparative(tokens, i);
  if (split) {
    const number = split.operator.op === 'compare' ? numberAfter(i + 1) : undefined;
    return number && split.operator.op === 'compare' ? { start: i, end: i + 2, operator: { ...split.operator, value: number.number, percent: number.percent } } : split;
  }
  // 'sales after discounts', 'revenue after refunds': 'after' a deduction says the amount is net of it; it compares
  // no dates.
  const deducted = tokens[i + 1]?.lower === 'the' || tokens[i + 1]?.lower === 'any' ? tokens[i + 2] : tokens[i + 1];
  if (tokens[i]?.lower === 'after' && deducted && DEDUCTIONS.has(deducted.lemma)) return { start: i, end: i + 1, operator: { op: 'filler' } };
  // 'accounts Priya looks after': a verb of caring for, not a time after something.
  if (tokens[i]?.lower === 'after' && tokens[i - 1]?.lemma === 'look') return { start: i, end: i + 1, operator: { op: 'filler' } };
  for (const comparator of DATE_COMPARATORS) {
    if (!phraseAt(tokens, i, comparator.words)) continue;
    return { start: i, end: i + comparator.words.length, operator: { op: 'compare', operator: comparator.operator, date: true } };
  }
  return undefined;
}

/** 'the year the order was placed', 'the month it shipped' from `at`: the unit of time, when a clause of its date follows. */
function unitBeforeClause(tokens: readonly Token[], at: number): TimeGrain | undefined {
  const unit = GRAIN_WORDS[tokens[at + 1]?.lemma ?? ''];
  if (tokens[at]?.lower !== 'the' || !unit || ADVERB_GRAINS.has(tokens[at + 1]?.lower ?? '')) return undefined;
  const clause = ['the', 'that', 'when', 'it', 'they', 'its', 'their', 'in'].includes(tokens[at + 2]?.lower ?? '') && !/^\d/.test(tokens[at + 3]?.lower ?? '');
  return clause ? unit : undefined;
}

function readOrder(tokens: readonly Token[], i: number): OperatorSpan | undefined {
  const word = tokens[i]?.lower ?? '';
  const next = tokens[i + 1]?.lower ?? '';
  // 'most first', 'cheapest first', 'worst first': every superlative orders the rows when 'first' follows.
  if (next === 'first' && SUPERLATIVES[word] !== undefined) return { start: i, end: i + 2, operator: { op: 'order', direction: SUPERLATIVES[word] as 'asc' | 'desc', ...((word === 'best' || word === 'worst') && { judged: true }) } };
  if ((word === 'from' && ['highest', 'largest', 'most', 'biggest', 'top'].includes(next)) && tokens[i + 2]?.lower === 'to') return { start: i, end: i + 4, operator: { op: 'order', direction: 'desc' } };
  // 'sorted best to worst': the order of what is judged good, whichever way its measure runs.
  if ((word === 'best' || word === 'worst') && next === 'to' && ['best', 'worst'].includes(tokens[i + 2]?.lower ?? '') && tokens[i + 2]?.lower !== word) {
    return { start: i, end: i + 3, operator: { op: 'order', direction: word === 'best' ? 'desc' : 'asc', judged: true } };
  }
  if ((word === 'from' && ['lowest', 'smallest', 'least', 'fewest'].includes(next)) && tokens[i + 2]?.lower === 'to') return { start: i, end: i + 4, operator: { op: 'order', direction: 'asc' } };
  if (word === 'in' && (next === 'descending' || next === 'ascending' || next === 'alphabetical') && tokens[i + 2]?.lower === 'order') {
    return { start: i, end: i + 3, operator: next === 'alphabetical' ? { op: 'order', direction: 'asc', alphabetical: true } : { op: 'order', direction: next === 'descending' ? 'desc' : 'asc' } };
  }
  if (word === 'descending' || word === 'desc') return { start: i, end: i + 1, operator: { op: 'order', direction: 'desc' } };
  if (word === 'ascending' || word === 'asc') return { start: i, end: i + 1, operator: { op: 'order', direction: 'asc' } };
  if (word === 'alphabetically' || (word === 'a' && next === '-' && tokens[i + 2]?.lower === 'z') || word === 'a-z') {
    return { start: i, end: word === 'a' ? i + 3 : i + 1, operator: { op: 'order', direction: 'asc', alphabetical: true } };
  }
  // 'freight per order by carrier': after 'per' or a determiner, 'order' is the noun.
  const nounOrder = word === 'order' && ['per', 'each', 'every', 'an', 'the', 'one', 'a', 'any'].includes(tokens[i - 1]?.lower ?? '');
  if ((word === 'sorted' || word === 'ordered' || word === 'ranked' || word === 'sort' || word === 'rank' || word === 'order') && next === 'by' && !nounOrder) {
    // 'sorted by revenue': order by what follows, highest first unless said otherwise.
    return { start: i, end: i + 2, operator: { op: 'order', direction: 'desc' } };
  }
  return undefined;
}

/** Units of time, with the shortenings people type ('last qtr', 'this yr', 'past 2 wks'). */
const UNITS = dictionary<TimeGrain>({ day: 'day', week: 'week', month: 'month', quarter: 'quarter', year: 'year', qtr: 'quarter', yr: 'year', wk: 'week', mo: 'month', mth: 'month' });

/** A day of a month written after its name: '1', '15', '1st', '22nd'. */
function dayAt(tokens: readonly Token[], i: number): number | undefined {
  const token = tokens[i];
  if (!token || yearAt(tokens, i) !== undefined || token.percent) return undefined;
  const day = token.ordinal ?? (/^\d{1,2}$/.test(token.lower) ? token.number : undefined);
  return day !== undefined && Number.isInteger(day) && day >= 1 && day <= 31 ? day : undefined;
}

/** The unit of time the word at `i` says ('months', 'qtr'), if any. */
export function unitAt(tokens: readonly Token[], i: number): TimeGrain | undefined {
  return UNITS[tokens[i]?.lemma ?? ''] ?? UNITS[(tokens[i]?.lower ?? '').replace(/s$/, '')];
}

/** Words before a number that make it a count of rows ranked, not a day ('top 5 March orders'). */
const RANKING_BEFORE_COUNT = new Set(['top', 'first', 'last', 'bottom', 'best', 'worst', 'next', 'previous', 'past']);
/** Words that open a day said before its month: 'since 1 May', 'on 2 may'. */
const DAY_OPENERS = new Set(['since', 'from', 'on', 'by', 'until', 'till', 'before', 'after', 'between', 'through', 'and', 'to']);

/** A day said at `i`: 'March 1st', 'March 1, 1998', '1 March 1998', '1st of March', or an ISO date. */
function dayOfYearAt(tokens: readonly Token[], i: number): { at: DayOfYear; end: number } | undefined {
  const token = tokens[i];
  if (!token) return undefined;
  if (token.date) {
    const [year, month, day] = token.date.split('-').map(Number) as [number, number, number];
    return { at: { month, day, year }, end: i + 1 };
  }
  const withYear = (month: number, day: number, after: number) => {
    const comma = tokens[after]?.lower === ',' && yearAt(tokens, after + 1) !== undefined ? 1 : 0;
    const year = yearAt(tokens, after + comma);
    return { at: { month, day, ...(year !== undefined && { year }) }, end: year === undefined ? after : after + comma + 1 };
  };
  const month = monthOf(token.lower);
  const day = dayAt(tokens, i + 1);
  if (month !== undefined && day !== undefined) return withYear(month, day, i + 2);
  const first = dayAt(tokens, i);
  const of = tokens[i + 1]?.lower === 'of' ? 1 : 0;
  const named = monthOf(tokens[i + 1 + of]?.lower);
  if (first !== undefined && named !== undefined) return withYear(named, first, i + 2 + of);
  return undefined;
}

/** The words between two periods that make them one span: 'to', 'until the end of', 'and' after 'between'. */
const SPAN_JOINERS = new Set(['to', 'until', 'till', 'through', 'thru']);

/**
 * 'from today to the end of June', 'between last March and the end of this quarter': two periods said as the ends of
 * one span are that span, from the first one's start to the second one's end; never two periods both must hold.
 */
function spanPeriods(tokens: readonly Token[], spans: OperatorSpan[]): void {
  const lower = (i: number) => tokens[i]?.lower ?? '';
  // 'how did revenue change from Q2 to Q3': two periods compared, each on its own.
  if (tokens.some((token) => CHANGE_WORDS.has(token.lemma) || ['difference', 'compare', 'versus', 'vs'].includes(token.lemma))) return;
  const times = spans.filter((span) => span.operator.op === 'time').sort((a, b) => a.start - b.start);
  for (let k = 0; k + 1 < times.length; k++) {
    const [first, second] = [times[k] as OperatorSpan, times[k + 1] as OperatorSpan];
    const opener = lower(first.start - 1);
    if ((opener !== 'from' && opener !== 'between') || first.operator.op !== 'time' || second.operator.op !== 'time') continue;
    const gap = tokens.slice(first.end, second.start).map((token) => token.lower);
    const joined = SPAN_JOINERS.has(gap[0] ?? '') || (opener === 'between' && gap[0] === 'and');
    const rest = gap.slice(1).join(' ');
    if (!joined || !['', 'the end of', 'end of'].includes(rest)) continue;
    const span: OperatorSpan = { start: first.start - 1, end: second.end, operator: { op: 'time', time: { kind: 'span', from: first.operator.time, to: second.operator.time } } };
    spans.splice(spans.indexOf(first), 1);
    spans.splice(spans.indexOf(second), 1, span);
    k++;
  }
}

/** 'between March 1st and March 15th 1998', 'from 1 March to 15 March', 'between 1998-03-01 and 1998-03-15'. */
function dayRangeAt(tokens: readonly Token[], i: number): { start: number; end: number; time: TimeExpression } | undefined {
  const word = tokens[i]?.lower;
  if (word !== 'between' && word !== 'from') return undefined;
  const from = dayOfYearAt(tokens, i + 1);
  if (!from || !['and', 'to', 'through', 'until', 'till', '-', '–'].includes(tokens[from.end]?.lower ?? '') || (word === 'from' && tokens[from.end]?.lower === 'and')) return undefined;
  const to = dayOfYearAt(tokens, from.end + 1);
  if (!to) return undefined;
  const year = to.at.year ?? from.at.year;
  const fromDay = { ...from.at, ...(from.at.year === undefined && year !== undefined && { year: from.at.month > to.at.month ? year - 1 : year }) };
  const toDay = { ...to.at, ...(year !== undefined && { year }) };
  return { start: i, end: to.end, time: { kind: 'days', from: fromDay, to: toDay } };
}

/** Nouns that say again a period said before: 'the same months', 'the same period'. */
const SAME_PERIOD_NOUNS = new Set(['month', 'months', 'quarter', 'period', 'time', 'week', 'weeks', 'days', 'stretch', 'span']);

/**
 * 'the same months of 2025', 'the same period last year' after a period with its year ('Jan-Oct 2026 vs …'): that
 * period in the year said, where the words end.
 */
function samePeriodOtherYear(tokens: readonly Token[], i: number, spans: readonly OperatorSpan[]): { end: number; time: TimeExpression } | undefined {
  if (tokens[i]?.lower !== 'the' || tokens[i + 1]?.lower !== 'same' || !SAME_PERIOD_NOUNS.has(tokens[i + 2]?.lower ?? '')) return undefined;
  const before = [...spans].reverse().find((span) => span.end <= i && span.operator.op === 'time');
  const said = before?.operator.op === 'time' ? before.operator.time : undefined;
  const saidYear = said === undefined ? undefined : said.kind === 'date' ? Number(said.from?.slice(0, 4)) : 'year' in said ? said.year : undefined;
  if (!said || saidYear === undefined || Number.isNaN(saidYear)) return undefined;
  let at = i + 3;
  if (['of', 'in'].includes(tokens[at]?.lower ?? '')) at++;
  const year = yearAt(tokens, at);
  const lastYear = ['last', 'previous', 'prior'].includes(tokens[at]?.lower ?? '') && tokens[at + 1]?.lower === 'year';
  const target = year ?? (lastYear ? saidYear - 1 : undefined);
  if (target === undefined) return undefined;
  const end = year !== undefined ? at + 1 : at + 2;
  const shift = target - saidYear;
  const moved = (date: string | undefined) => (date === undefined ? undefined : `${Number(date.slice(0, 4)) + shift}${date.slice(4)}`);
  if (said.kind === 'date') return { end, time: { kind: 'date', ...(said.from && { from: moved(said.from) }), ...(said.to && { to: moved(said.to) }) } };
  if (said.kind === 'month' || said.kind === 'quarter' || said.kind === 'months') return { end, time: { ...said, year: target } };
  if (said.kind === 'year') return { end, time: { kind: 'year', year: target } };
  return undefined;
}

/** Words of a change between two periods ('grow', 'change', 'drop'). */
const CHANGE_WORDS = new Set(['change', 'growth', 'grow', 'increase', 'decrease', 'decline', 'drop', 'rise', 'fall']);

/**
 * 'from October 2025 to October 2026', 'between Q3 2025 and Q3 2026' after a word of change: the two periods, each one
 * whole month, quarter or year with its year.
 */
function changeBetweenPeriods(tokens: readonly Token[], i: number): { first: { end: number; time: TimeExpression }; second: { start: number; end: number; time: TimeExpression } } | undefined {
  if (!['from', 'between'].includes(tokens[i]?.lower ?? '') || !tokens.slice(0, i).some((token) => CHANGE_WORDS.has(token.lemma) || token.lemma === 'difference')) return undefined;
  const whole = (time: TimeExpression | undefined) => time !== undefined && ((time.kind === 'month' && time.year !== undefined && time.day === undefined) || (time.kind === 'quarter' && time.year !== undefined) || time.kind === 'year');
  // The first period read on its own: together with the second, 'October 2025 to October 2026' is a span of months.
  const joiner = tokens.findIndex((token, k) => k > i + 1 && k <= i + 4 && ['to', 'and'].includes(token.lower));
  const first = joiner > 0 ? readTime(tokens.slice(0, joiner), i + 1) : undefined;
  if (!first || first.end !== joiner || !whole(first.time)) return undefined;
  const second = readTime(tokens, first.end + 1);
  if (!second || !whole(second.time) || second.time.kind !== first.time.kind) return undefined;
  return { first: { end: first.end, time: first.time }, second: { start: first.end + 1, end: second.end, time: second.time } };
}

/** A time expression starting at `i`, with the words it spans. */
export function readTime(tokens: readonly Token[], i: number): { start: number; end: number; time: TimeExpression } | undefined {
  const days = dayRangeAt(tokens, i);
  if (days) return days;
  const token = tokens[i];
  if (!token) return undefined;
  const word = token.lower;
  const next = tokens[i + 1]?.lower ?? '';
  const year = yearAt(tokens, i);
  // 'on or before March 3 2026' takes the day in, as 'through' it does; 'on or after' is 'since'.
  const edge = tokens[i + 2]?.lower;
  if (word === 'on' && next === 'or' && (edge === 'before' || edge === 'after')) {
    const inclusive = tokens.map((other, k) => (k === i + 2 ? { ...other, lower: edge === 'before' ? 'through' : 'since', text: edge === 'before' ? 'through' : 'since' } : other));
    const found = readTime(inclusive, i + 2);
    return found ? { ...found, start: i } : undefined;
  }

  // Year ranges: 'between 2016 and 2017', 'from 2016 to 2018', '2016-2018', 'since 2020', 'before 2019'.
  if ((word === 'between' || word === 'from') && yearAt(tokens, i + 1) !== undefined && ['and', 'to', '-', 'through', 'until'].includes(tokens[i + 2]?.lower ?? '') && yearAt(tokens, i + 3) !== undefined) {
    const a = yearAt(tokens, i + 1) as number;
    const b = yearAt(tokens, i + 3) as number;
    return { start: i, end: i + 4, time: { kind: 'years', from: Math.min(a, b), to: Math.max(a, b) } };
  }
  // 'since the start of last month', 'since this year': from the period's start on.
  // 'from the beginning of October', with no end said after it: the same.
  const fromStartOf = word === 'from' && tokens[i + 1]?.lower === 'the' && ['start', 'beginning'].includes(tokens[i + 2]?.lower ?? '') && tokens[i + 3]?.lower === 'of';
  if (word === 'since' || fromStartOf) {
    let at = i + 1;
    if (tokens[at]?.lower === 'the' && ['start', 'beginning'].includes(tokens[at + 1]?.lower ?? '') && tokens[at + 2]?.lower === 'of') at += 3;
    const inner = readTime(tokens, at);
    const endSaid = fromStartOf && inner !== undefined && ['to', 'until', 'till', 'through', 'and', '-'].includes(tokens[inner.end]?.lower ?? '');
    if (inner && !endSaid && (inner.time.kind === 'relative' || inner.time.kind === 'month' || inner.time.kind === 'quarter' || inner.time.kind === 'fiscal_year' || inner.time.kind === 'weekday_date')) return { start: i, end: inner.end, time: { kind: 'since', from: inner.time } };
  }
  // 'month by month through 1998', 'throughout 1997': across that year, not everything up to its end ('until 1998').
  if ((word === 'through' || word === 'throughout') && yearAt(tokens, i + 1) !== undefined && !['from', 'since', 'between'].some((opener) => tokens.slice(Math.max(0, i - 3), i).some((token) => token.lower === opener))) {
    return { start: i, end: i + 2, time: { kind: 'year', year: yearAt(tokens, i + 1) as number } };
  }
  if (['since', 'after', 'before', 'until', 'through', 'till', 'prior'].includes(word)) {
    const offset = word === 'prior' && next === 'to' ? 2 : 1;
    // 'since the start of 2025' is since 2025; 'before the end of 2025' and 'until the end of 2025' take 2025 in.
    const edge = tokens[i + offset]?.lower === 'the' && tokens[i + offset + 2]?.lower === 'of' ? tokens[i + offset + 1]?.lower : undefined;
    const yearEdge = edge !== undefined && yearAt(tokens, i + offset + 3) !== undefined ? YEAR_EDGES[`${word} ${edge}`] : undefined;
    if (yearEdge) {
      const y = yearAt(tokens, i + offset + 3) as number;
      return { start: i, end: i + offset + 4, time: yearEdge === 'from' ? { kind: 'years', from: y } : { kind: 'years', to: yearEdge === 'to' ? y : y - 1 } };
    }
    const y = yearAt(tokens, i + offset);
    if (y !== undefined) {
      const range: TimeExpression =
        word === 'since' ? { kind: 'years', from: y } : word === 'after' ? { kind: 'years', from: y + 1 } : word === 'before' || word === 'prior' ? { kind: 'years', to: y - 1 } : { kind: 'years', to: y };
      return { start: i, end: i + offset + 1, time: range };
    }
    // 'before June 1', 'after March 15th': a day of a month without its year.
    const monthDay = word !== 'since' ? readTime(tokens, i + offset) : undefined;
    if (monthDay?.time.kind === 'month' && monthDay.time.day !== undefined) {
      return { start: i, end: monthDay.end, time: { kind: 'since', from: monthDay.time, ...(word === 'after' ? { after: true } : word === 'before' || word === 'prior' ? { before: true } : { through: true }) } };
    }
    const iso = tokens[i + offset]?.date;
    if (iso) {
      const range: TimeExpression = word === 'since' || word === 'after' ? { kind: 'date', from: word === 'after' ? nextDay(iso) : iso } : { kind: 'date', to: word === 'before' || word === 'prior' ? iso : nextDay(iso) };
      return { start: i, end: i + offset + 1, time: range };
    }
  }
  // Quarters: 'Q3', 'Q3 2017', 'Q3 of 2017', 'the third quarter of 2017', 'Q3 last year'.
  const quarter = /^q([1-4])$/.exec(word);
  if (quarter) {
    const ofYear = next === 'of' ? yearAt(tokens, i + 2) : undefined;
    const y = yearAt(tokens, i + 1) ?? ofYear;
    const relative = y === undefined ? relativeYearAt(tokens, i + 1) : undefined;
    if (relative) return { start: i, end: relative.end, time: { kind: 'quarter', quarter: Number(quarter[1]), yearsAgo: relative.ago } };
    return { start: i, end: y === undefined ? i + 1 : ofYear !== undefined ? i + 3 : i + 2, time: { kind: 'quarter', quarter: Number(quarter[1]), ...(y !== undefined && { year: y }) } };
  }
  if (token.ordinal !== undefined && token.ordinal <= 4 && tokens[i + 1]?.lemma === 'quarter') {
    const y = tokens[i + 2]?.lower === 'of' ? yearAt(tokens, i + 3) : yearAt(tokens, i + 2);
    const relative = y === undefined ? relativeYearAt(tokens, i + 2) : undefined;
    if (relative) return { start: i, end: relative.end, time: { kind: 'quarter', quarter: token.ordinal, yearsAgo: relative.ago } };
    const end = y === undefined ? i + 2 : tokens[i + 2]?.lower === 'of' ? i + 4 : i + 3;
    return { start: i, end, time: { kind: 'quarter', quarter: token.ordinal, ...(y !== undefined && { year: y }) } };
  }
  // Halves: 'H2 2017', 'in H1', 'the second half of 2017': six calendar months.
  const halfCode = /^h([12])$/.exec(word);
  const halfOrdinal = token.ordinal !== undefined && token.ordinal <= 2 && tokens[i + 1]?.lemma === 'half' ? token.ordinal : undefined;
  if ((halfCode && (yearAt(tokens, i + 1) !== undefined || ['in', 'for', 'during'].includes(tokens[i - 1]?.lower ?? ''))) || halfOrdinal !== undefined) {
    const at = halfCode ? i + 1 : i + 2;
    const ofYear = tokens[at]?.lower === 'of' ? yearAt(tokens, at + 1) : undefined;
    const y = yearAt(tokens, at) ?? ofYear;
    const end = y === undefined ? at : ofYear !== undefined ? at + 2 : at + 1;
    const first = (halfCode ? Number(halfCode[1]) : halfOrdinal) === 1;
    return { start: i, end, time: { kind: 'months', from: first ? 1 : 7, to: first ? 6 : 12, ...(y !== undefined && { year: y }) } };
  }
  // '1 Jan', '1st of March 2026': one day, said before its month. Not a count ('top 5 March orders'), nor 'may' the
  // verb unless a word of time or a year frames it.
  const dayFirst = dayAt(tokens, i) !== undefined && !RANKING_BEFORE_COUNT.has(tokens[i - 1]?.lower ?? '') ? dayOfYearAt(tokens, i) : undefined;
  const monthWord = tokens[i + 1]?.lower === 'of' ? tokens[i + 2]?.lower : tokens[i + 1]?.lower;
  const framed = monthWord !== 'may' || dayFirst?.at.year !== undefined || DAY_OPENERS.has(tokens[i - 1]?.lower ?? '');
  if (dayFirst && framed) {
    const { month: dayMonth, day, year: dayYear } = dayFirst.at;
    return { start: i, end: dayFirst.end, time: { kind: 'month', month: dayMonth, day, ...(dayYear !== undefined && { year: dayYear }) } };
  }
  // Months: 'March', 'March 2017', 'from March to June 2017', 'in May'.
  const month = monthOf(word);
  // 'May' is the month, not the verb, before a year, after a word of time ('in', 'since'), or opening a span of months.
  const opensMonths = ['to', 'through', '-', '–', 'until', 'till', 'and'].includes(next) && monthOf(tokens[i + 2]?.lower) !== undefined;
  if (month !== undefined && (word !== 'may' || yearAt(tokens, i + 1) !== undefined || opensMonths || ['in', 'of', 'since', 'from', 'between', 'until', 'till', 'through'].includes(tokens[i - 1]?.lower ?? ''))) {
    // 'Aug 2024-May 2025', 'from August 2024 to May 2025': a span of months across years.
    const firstYear = yearAt(tokens, i + 1);
    const lastMonth = monthOf(tokens[i + 3]?.lower);
    const lastYear = yearAt(tokens, i + 4);
    const joined = ['to', 'through', '-', '–', 'until', 'till'].includes(tokens[i + 2]?.lower ?? '') || (tokens[i + 2]?.lower === 'and' && tokens[i - 1]?.lower === 'between');
    if (firstYear !== undefined && joined && lastMonth !== undefined && lastYear !== undefined && lastYear * 12 + lastMonth >= firstYear * 12 + month) {
      const fromWord = tokens[i - 1]?.lower === 'from' || tokens[i - 1]?.lower === 'between';
      const after = lastMonth === 12 ? `${lastYear + 1}-01-01` : `${lastYear}-${String(lastMonth + 1).padStart(2, '0')}-01`;
      return { start: fromWord ? i - 1 : i, end: i + 5, time: { kind: 'date', from: `${firstYear}-${String(month).padStart(2, '0')}-01`, to: after } };
    }
    // 'between April and June 2017' is the range too, not two months compared.
    if ((['to', 'through', '-', 'until'].includes(next) || (next === 'and' && tokens[i - 1]?.lower === 'between')) && monthOf(tokens[i + 2]?.lower) !== undefined) {
      const y = yearAt(tokens, i + 3);
      const fromWord = tokens[i - 1]?.lower === 'from' || tokens[i - 1]?.lower === 'between';
      return { start: fromWord ? i - 1 : i, end: y === undefined ? i + 3 : i + 4, time: { kind: 'months', from: month, to: monthOf(tokens[i + 2]?.lower) as number, ...(y !== undefined && { year: y }) } };
    }
    // 'July 1', 'Sept 1st, 2025': one day of the month.
    const day = dayAt(tokens, i + 1);
    if (day !== undefined) {
      const comma = tokens[i + 2]?.lower === ',' ? 1 : 0;
      const dayYear = yearAt(tokens, i + 2 + comma);
      return { start: i, end: dayYear === undefined ? i + 2 : i + 3 + comma, time: { kind: 'month', month, day, ...(dayYear !== undefined && { year: dayYear }) } };
    }
    const y = yearAt(tokens, i + 1) ?? (next === 'of' ? yearAt(tokens, i + 2) : undefined);
    const relative = y === undefined ? relativeYearAt(tokens, i + 1) : undefined;
    if (relative) return { start: i, end: relative.end, time: { kind: 'month', month, yearsAgo: relative.ago } };
    return { start: i, end: y === undefined ? i + 1 : next === 'of' ? i + 3 : i + 2, time: { kind: 'month', month, ...(y !== undefined && { year: y }) } };
  }
  // 'FY2017', 'FY17', 'FY 2017': a fiscal year, read as the calendar year where no fiscal calendar is known.
  const fiscal = /^fy'?(\d{2}|(?:19|20)\d{2})$/.exec(word);
  if (fiscal?.[1] || (word === 'fy' && yearAt(tokens, i + 1) !== undefined)) {
    const digits = fiscal?.[1];
    const fiscalYear = digits ? (digits.length === 2 ? 2000 + Number(digits) : Number(digits)) : (yearAt(tokens, i + 1) as number);
    return { start: i, end: digits ? i + 1 : i + 2, time: { kind: 'year', year: fiscalYear } };
  }
  // 'the 1990s', 'the 90s'.
  const decade = /^(19|20)?(\d)0'?s$/.exec(word);
  if (decade) {
    const century = decade[1] ? Number(decade[1]) * 100 : Number(decade[2]) >= 3 ? 1900 : 2000;
    const from = century + Number(decade[2]) * 10;
    return { start: i, end: i + 1, time: { kind: 'years', from, to: from + 9 } };
  }
  if (year !== undefined) {
    // '2016-2018', '2016 to 2018'.
    if (['-', 'to', 'through'].includes(next) && yearAt(tokens, i + 2) !== undefined) {
      const b = yearAt(tokens, i + 2) as number;
      return { start: i, end: i + 3, time: { kind: 'years', from: Math.min(year, b), to: Math.max(year, b) } };
    }
    // '1998 Q1': the quarter said after its year.
    const quarterAfter = /^q([1-4])$/.exec(next);
    if (quarterAfter) return { start: i, end: i + 2, time: { kind: 'quarter', quarter: Number(quarterAfter[1]), year } };
    // '2010 or later', '1990 or before', '2015 and after': the year and every one after (or before) it.
    if (['or', 'and'].includes(next) && ['later', 'after', 'since', 'newer', 'earlier', 'before', 'older', 'prior'].includes(tokens[i + 2]?.lower ?? '')) {
      const onward = ['later', 'after', 'since', 'newer'].includes(tokens[i + 2]?.lower ?? '');
      return { start: i, end: i + 3, time: { kind: 'years', ...(onward ? { from: year } : { to: year }) } };
    }
    return { start: i, end: i + 1, time: { kind: 'year', year } };
  }
  if (token.date) {
    return { start: i, end: i + 1, time: { kind: 'date', from: token.date, to: nextDay(token.date) } };
  }
  // Relative: 'last month', 'last 3 months', 'past 30 days', 'this year', 'previous quarter', 'year to date', 'YTD'.
  if (word === 'ytd' || (word === 'year' && next === 'to' && tokens[i + 2]?.lower === 'date')) {
    return { start: i, end: word === 'ytd' ? i + 1 : i + 3, time: { kind: 'relative', unit: 'year', count: 1, mode: 'to_date' } };
  }
  if (word === 'mtd' || word === 'qtd') {
    return { start: i, end: i + 1, time: { kind: 'relative', unit: word === 'mtd' ? 'month' : 'quarter', count: 1, mode: 'to_date' } };
  }
  const span = ['last', 'past', 'previous', 'prior', 'preceding', 'recent', 'next', 'coming', 'upcoming'].includes(word) ? unitsAfter(tokens, i) : undefined;
  if (span && ['next', 'coming', 'upcoming'].includes(word)) {
    // 'next month' is the calendar month after this one; 'the next 30 days' runs on from today. 'The coming weeks'
    // says no length, and is not given one.
    if (span.count === undefined && span.plural) return undefined;
    return { start: i, end: span.end, time: { kind: 'relative', unit: span.unit, count: span.count ?? 1, mode: span.count !== undefined || word !== 'next' ? 'ahead' : 'next' } };
  }
  // 'upcoming sales', 'future bookings', 'events coming up': dated from today on, with no end said.
  const comingUp = word === 'coming' && next === 'up' && (tokens[i - 1]?.pos === 'NOUN' || ['are', 'is'].includes(tokens[i - 1]?.lower ?? ''));
  if (!span && (['upcoming', 'future', 'forthcoming'].includes(word) || comingUp)) {
    return { start: i, end: comingUp ? i + 2 : i + 1, time: { kind: 'relative', unit: 'day', count: 1, mode: 'onward' } };
  }
  if (span) {
    // 'last month' is the calendar month before this one; 'the last 3 months' and 'past 30 days' run back from today.
    const mode = span.count !== undefined || span.plural || word === 'past' || word === 'recent' ? 'rolling' : 'last';
    return { start: i, end: span.end, time: { kind: 'relative', unit: span.unit, count: span.count ?? 1, mode } };
  }
  // 'this financial year', 'last fiscal year', 'this FY': the business's own year, whose start the catalog says.
  // 'since the start of the financial year': the one today is in.
  const fiscalAgo = { this: 0, current: 0, the: 0, last: 1, previous: 1, prior: 1, next: -1 }[word];
  if (fiscalAgo !== undefined && ['financial', 'fiscal'].includes(next ?? '') && tokens[i + 2]?.lemma === 'year') return { start: i, end: i + 3, time: { kind: 'fiscal_year', ago: fiscalAgo } };
  if (fiscalAgo !== undefined && next === 'fy') return { start: i, end: i + 2, time: { kind: 'fiscal_year', ago: fiscalAgo } };
  if ((word === 'this' || word === 'current') && unitAt(tokens, i + 1)) {
    return { start: i, end: i + 2, time: { kind: 'relative', unit: unitAt(tokens, i + 1) as TimeGrain, count: 0, mode: 'this' } };
  }
  // 'since Monday', 'last Friday': a dated day named by its day of the week. Said alone ('on Monday') it may be any
  // Monday, so only these.
  if (DAY_NAMES[word] !== undefined && tokens[i - 1]?.lower === 'since') return { start: i, end: i + 1, time: { kind: 'weekday_date', day: DAY_NAMES[word] as number } };
  if (word === 'last' && DAY_NAMES[next ?? ''] !== undefined) return { start: i, end: i + 2, time: { kind: 'weekday_date', day: DAY_NAMES[next ?? ''] as number, before: true } };
  if (word === 'today' || word === 'yesterday') {
    return { start: i, end: i + 1, time: { kind: 'relative', unit: 'day', count: word === 'today' ? 0 : 1, mode: word === 'today' ? 'this' : 'last' } };
  }
  return undefined;
}

/** '3 months', 'month', 'weeks' after a word of time: the unit, the number if one was said, and where they end. */
function unitsAfter(tokens: readonly Token[], i: number): { unit: TimeGrain; count?: number; plural: boolean; end: number } | undefined {
  const count = tokens[i + 1]?.number !== undefined && !tokens[i + 1]?.percent && yearAt(tokens, i + 1) === undefined ? (tokens[i + 1]?.number as number) : undefined;
  const unit = unitAt(tokens, count !== undefined ? i + 2 : i + 1);
  if (!unit) return undefined;
  const end = count !== undefined ? i + 3 : i + 2;
  return { unit, ...(count !== undefined && { count }), plural: /s$/.test(tokens[end - 1]?.lower ?? ''), end };
}

function nextDay(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
