import type { Aggregate, ChartType, ComparisonOperator, TimeGrain } from './plan';
import type { Token } from './text';

/**
 * The structure words of a question: what to compute (how many, total, average), how to group (by, per, each),
 * how to rank (top 5), how to filter numbers and time (more than 50, in 2017, last 3 months), and how to show it.
 * Every cue remembers the words it used, so they are not matched as names afterwards.
 */
export interface AggregateCue {
  aggregate: Aggregate;
  /** The first word after the cue ('orders' in 'number of orders'). */
  next: number;
}

export interface RankCue {
  direction: 'desc' | 'asc';
  limit?: number;
  /** 'which customer has the most orders': the ranked entity comes before the cue. */
  superlative: boolean;
  next: number;
  /** 'most expensive', 'cheapest': rows ordered by their price. */
  byPrice?: boolean;
}

export interface GroupCue {
  /** The first word after 'by', 'per', 'each'. */
  next: number;
}

export interface ComparisonCue {
  operator: ComparisonOperator;
  value: number;
  /** For 'between 10 and 20'. */
  upper?: number;
  start: number;
  end: number;
}

export type TimeCue =
  | { kind: 'year'; year: number; start: number; end: number }
  | { kind: 'quarter'; quarter: number; year?: number; start: number; end: number }
  | { kind: 'month'; month: number; year?: number; start: number; end: number }
  | { kind: 'relative'; unit: 'day' | 'week' | 'month' | 'quarter' | 'year'; count: number; start: number; end: number }
  | { kind: 'between_years'; from: number; to: number; start: number; end: number };

export interface QuestionCues {
  aggregates: AggregateCue[];
  rank?: RankCue;
  groups: GroupCue[];
  grains: { grain: TimeGrain; start: number; end: number }[];
  /** 'trend', 'over time': a time series at a grain that suits the data. */
  overTime: boolean;
  comparisons: ComparisonCue[];
  times: TimeCue[];
  list: boolean;
  share: boolean;
  /** 'win rate', 'conversion rate': the word before 'rate'. */
  rates: { word: string; start: number; end: number }[];
  chart?: ChartType;
  /** Word positions a value after which is excluded ('not', 'excluding', 'other than'). */
  negations: number[];
  /** 'out of stock', 'in stock', 'missing': a condition on a column named by the following word. */
  idioms: { kind: 'zero' | 'positive' | 'missing'; word: string; start: number; end: number }[];
  used: Set<number>;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_ABBREVIATIONS = MONTHS.map((month) => month.slice(0, 3));
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15,
  twenty: 20, thirty: 30, fifty: 50, hundred: 100,
};
const GRAIN_WORDS: Record<string, TimeGrain> = {
  day: 'day', daily: 'day', date: 'day', week: 'week', weekly: 'week', month: 'month', monthly: 'month',
  quarter: 'quarter', quarterly: 'quarter', year: 'year', yearly: 'year', annual: 'year', annually: 'year',
};
const SUPERLATIVES = new Set(['largest', 'biggest', 'highest', 'best', 'smallest', 'lowest', 'worst', 'cheapest', 'most', 'least', 'top', 'bottom']);
const ASCENDING = new Set(['smallest', 'lowest', 'worst', 'cheapest', 'least', 'bottom']);
const CHART_WORDS: Record<string, ChartType> = { pie: 'pie', bar: 'bar', line: 'line', table: 'table', column: 'bar', donut: 'pie' };

export function numberOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const cleaned = word.replace(/[$€£,]/g, '');
  const suffix = /^(-?\d+(?:\.\d+)?)(k|m)?$/.exec(cleaned);
  if (suffix) return Number(suffix[1]) * (suffix[2] === 'k' ? 1_000 : suffix[2] === 'm' ? 1_000_000 : 1);
  return NUMBER_WORDS[word];
}

function isYear(word: string | undefined): number | undefined {
  if (!word || !/^(19|20)\d\d$/.test(word)) return undefined;
  return Number(word);
}

function monthOf(word: string | undefined): number | undefined {
  if (!word) return undefined;
  const full = MONTHS.indexOf(word);
  if (full >= 0) return full + 1;
  // 'may' is a month only as a full word; abbreviations other than it are safe.
  const short = MONTH_ABBREVIATIONS.indexOf(word.replace(/\.$/, ''));
  return short >= 0 && word !== 'mar' ? short + 1 : word === 'mar' ? 3 : undefined;
}

const COMPARATORS: { words: string[]; operator: ComparisonOperator }[] = [
  { words: ['more', 'than'], operator: '>' },
  { words: ['greater', 'than'], operator: '>' },
  { words: ['higher', 'than'], operator: '>' },
  { words: ['larger', 'than'], operator: '>' },
  { words: ['bigger', 'than'], operator: '>' },
  { words: ['over'], operator: '>' },
  { words: ['above'], operator: '>' },
  { words: ['exceeding'], operator: '>' },
  { words: ['exceeds'], operator: '>' },
  { words: ['at', 'least'], operator: '>=' },
  { words: ['no', 'less', 'than'], operator: '>=' },
  { words: ['minimum', 'of'], operator: '>=' },
  { words: ['less', 'than'], operator: '<' },
  { words: ['fewer', 'than'], operator: '<' },
  { words: ['lower', 'than'], operator: '<' },
  { words: ['smaller', 'than'], operator: '<' },
  { words: ['under'], operator: '<' },
  { words: ['below'], operator: '<' },
  { words: ['at', 'most'], operator: '<=' },
  { words: ['no', 'more', 'than'], operator: '<=' },
  { words: ['maximum', 'of'], operator: '<=' },
  { words: ['up', 'to'], operator: '<=' },
  { words: ['equal', 'to'], operator: '=' },
  { words: ['exactly'], operator: '=' },
  { words: ['>='], operator: '>=' },
  { words: ['<='], operator: '<=' },
  { words: ['>'], operator: '>' },
  { words: ['<'], operator: '<' },
  { words: ['='], operator: '=' },
];

export function readCues(tokens: readonly Token[]): QuestionCues {
  const words = tokens.map((token) => token.text);
  const used = new Set<number>();
  const use = (from: number, to: number) => {
    for (let i = from; i < to; i++) used.add(i);
  };
  const at = (i: number) => words[i];
  const phraseAt = (i: number, phrase: string[]) => phrase.every((word, k) => words[i + k] === word);

  const cues: QuestionCues = {
    aggregates: [], groups: [], grains: [], overTime: false, comparisons: [], times: [], list: false, share: false,
    rates: [], negations: [], idioms: [], used,
  };

  for (let i = 0; i < words.length; i++) {
    const word = at(i) ?? '';
    const next = at(i + 1);

    // What to compute.
    if (word === 'how' && (next === 'many' || next === 'much')) {
      cues.aggregates.push({ aggregate: next === 'many' ? 'count' : 'sum', next: i + 2 });
      use(i, i + 2);
      continue;
    }
    if ((word === 'number' || word === 'count' || word === 'no.' || word === 'amount') && next === 'of') {
      const distinct = at(i + 2) === 'distinct' || at(i + 2) === 'unique' || at(i + 2) === 'different';
      cues.aggregates.push({ aggregate: distinct ? 'count_distinct' : word === 'amount' ? 'sum' : 'count', next: i + (distinct ? 3 : 2) });
      use(i, i + (distinct ? 3 : 2));
      continue;
    }
    if (word === 'count' || word === 'counts') {
      cues.aggregates.push({ aggregate: 'count', next: i + 1 });
      use(i, i + 1);
      continue;
    }
    if (word === 'total' || word === 'sum' || word === 'overall' || word === 'combined' || word === 'totals') {
      cues.aggregates.push({ aggregate: 'sum', next: next === 'of' ? i + 2 : i + 1 });
      use(i, next === 'of' ? i + 2 : i + 1);
      continue;
    }
    if (word === 'average' || word === 'avg' || word === 'mean' || word === 'typical') {
      cues.aggregates.push({ aggregate: 'avg', next: next === 'of' ? i + 2 : i + 1 });
      use(i, next === 'of' ? i + 2 : i + 1);
      continue;
    }
    if ((word === 'distinct' || word === 'unique' || word === 'different') && !used.has(i)) {
      cues.aggregates.push({ aggregate: 'count_distinct', next: i + 1 });
      use(i, i + 1);
      continue;
    }
    if (['maximum', 'max', 'highest', 'largest', 'biggest', 'greatest', 'most', 'latest', 'top', 'best', 'lowest', 'minimum', 'min', 'smallest', 'least', 'fewest', 'earliest', 'bottom', 'worst', 'cheapest'].includes(word)) {
      const direction = ['lowest', 'minimum', 'min', 'smallest', 'least', 'fewest', 'earliest', 'bottom', 'worst', 'cheapest'].includes(word) ? 'asc' : 'desc';
      const limit = numberOf(next);
      if (limit !== undefined && Number.isInteger(limit) && limit > 0 && isYear(next) === undefined) {
        cues.rank = { direction, limit, superlative: false, next: i + 2 };
        use(i, i + 2);
        continue;
      }
      if (word === 'top' || word === 'bottom' || word === 'best' || word === 'worst') {
        cues.rank = { direction, superlative: false, next: i + 1 };
        use(i, i + 1);
        continue;
      }
      if ((word === 'most' || word === 'least') && next && ['common', 'popular', 'frequent', 'expensive'].includes(next)) {
        cues.rank = { direction, superlative: true, next: i + 2, byPrice: next === 'expensive' || undefined };
        use(i, i + 2);
        continue;
      }
      cues.rank = { direction, superlative: true, next: i + 1, byPrice: word === 'cheapest' || undefined };
      use(i, i + 1);
      continue;
    }
    const limitFirst = numberOf(word);
    if (limitFirst !== undefined && next && SUPERLATIVES.has(next) && !isYear(word)) {
      const priced = next === 'cheapest' || (next === 'most' && at(i + 2) === 'expensive');
      cues.rank = { direction: ASCENDING.has(next) ? 'asc' : 'desc', limit: limitFirst, superlative: priced, next: i + (next === 'most' || next === 'least' ? 3 : 2), byPrice: priced || undefined };
      use(i, cues.rank.next);
      i = cues.rank.next - 1;
      continue;
    }

    // How to group; 'across all accounts' and 'for all' mean the whole, not a grouping.
    if ((word === 'across' || word === 'for' || word === 'over') && (next === 'all' || next === 'every') && !used.has(i)) {
      use(i, i + 2);
      i++;
      continue;
    }
    if ((word === 'by' || word === 'per' || word === 'across') && !used.has(i)) {
      cues.groups.push({ next: i + 1 });
      use(i, i + 1);
      continue;
    }
    if ((word === 'each' || word === 'every') && !used.has(i)) {
      const start = at(i - 1) === 'for' || at(i - 1) === 'in' ? i - 1 : i;
      cues.groups.push({ next: i + 1 });
      use(start, i + 1);
      continue;
    }
    if (word === 'broken' && next === 'down' && at(i + 2) === 'by') {
      cues.groups.push({ next: i + 3 });
      use(i, i + 3);
      continue;
    }
    if (GRAIN_WORDS[word] && ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'annual', 'annually'].includes(word)) {
      cues.grains.push({ grain: GRAIN_WORDS[word], start: i, end: i + 1 });
      use(i, i + 1);
      continue;
    }
    if (word === 'trend' || word === 'trends' || (word === 'over' && next === 'time') || word === 'timeline') {
      cues.overTime = true;
      use(i, word === 'over' ? i + 2 : i + 1);
      continue;
    }

    // Time filters.
    const year = isYear(word);
    if (year !== undefined && !used.has(i)) {
      if ((at(i - 1) === 'between' || at(i - 1) === 'from') && (next === 'and' || next === 'to') && isYear(at(i + 2))) {
        cues.times.push({ kind: 'between_years', from: year, to: isYear(at(i + 2)) ?? year, start: i - 1, end: i + 3 });
        use(i - 1, i + 3);
        i += 2;
        continue;
      }
      const before = at(i - 1);
      if (before === 'after' || before === 'since' || before === 'before' || before === 'until') {
        const from = before === 'after' ? year + 1 : before === 'since' ? year : 1000;
        const to = before === 'before' ? year - 1 : before === 'until' ? year : 9998;
        cues.times.push({ kind: 'between_years', from, to, start: i - 1, end: i + 1 });
        use(i - 1, i + 1);
        continue;
      }
      cues.times.push({ kind: 'year', year, start: i, end: i + 1 });
      use(i, i + 1);
      continue;
    }
    const quarter = /^q([1-4])$/.exec(word);
    if (quarter) {
      const y = isYear(next);
      cues.times.push({ kind: 'quarter', quarter: Number(quarter[1]), year: y, start: i, end: y ? i + 2 : i + 1 });
      use(i, y ? i + 2 : i + 1);
      if (y) i++;
      continue;
    }
    const month = monthOf(word);
    if (month !== undefined && (word !== 'may' || isYear(next) || at(i - 1) === 'in')) {
      const y = isYear(next);
      cues.times.push({ kind: 'month', month, year: y, start: i, end: y ? i + 2 : i + 1 });
      use(i, y ? i + 2 : i + 1);
      if (y) i++;
      continue;
    }
    if ((word === 'last' || word === 'past' || word === 'previous') && !used.has(i)) {
      const count = numberOf(next);
      const unitWord = count !== undefined ? at(i + 2) : next;
      const unit = unitWord ? GRAIN_WORDS[unitWord.replace(/s$/, '')] : undefined;
      if (unit) {
        const end = count !== undefined ? i + 3 : i + 2;
        cues.times.push({ kind: 'relative', unit, count: count ?? 1, start: i, end });
        use(i, end);
        i = end - 1;
        continue;
      }
    }
    if (word === 'this' && next && ['year', 'month', 'quarter', 'week'].includes(next)) {
      cues.times.push({ kind: 'relative', unit: GRAIN_WORDS[next] as 'year', count: 0, start: i, end: i + 2 });
      use(i, i + 2);
      continue;
    }

    // Number filters.
    const comparator = COMPARATORS.find((candidate) => phraseAt(i, candidate.words));
    if (comparator) {
      const valueAt = i + comparator.words.length;
      const value = numberOf(at(valueAt));
      if (value !== undefined && isYear(at(valueAt)) === undefined) {
        cues.comparisons.push({ operator: comparator.operator, value, start: i, end: valueAt + 1 });
        use(i, valueAt + 1);
        continue;
      }
    }
    if (word === 'between' && numberOf(next) !== undefined && at(i + 2) === 'and' && numberOf(at(i + 3)) !== undefined && !isYear(next)) {
      cues.comparisons.push({ operator: '>=', value: numberOf(next) ?? 0, upper: numberOf(at(i + 3)), start: i, end: i + 4 });
      use(i, i + 4);
      continue;
    }

    // Presentation.
    if (CHART_WORDS[word] && (next === 'chart' || next === 'graph' || at(i - 1) === 'a' || at(i - 1) === 'as')) {
      cues.chart = CHART_WORDS[word];
      use(i, next === 'chart' || next === 'graph' ? i + 2 : i + 1);
      continue;
    }
    if (word === 'share' || word === 'percentage' || word === 'percent' || word === 'proportion' || word === '%') {
      cues.share = true;
      use(i, next === 'of' ? i + 2 : i + 1);
      continue;
    }
    if (word === 'rate' || word === 'ratio') {
      const before = at(i - 1);
      if (before && !used.has(i - 1)) {
        cues.rates.push({ word: before, start: i - 1, end: i + 1 });
        use(i - 1, i + 1);
      }
      continue;
    }
    if (word === 'not' || word === 'excluding' || word === 'except' || (word === 'other' && next === 'than') || word === 'without') {
      cues.negations.push(i);
      use(i, word === 'other' ? i + 2 : i + 1);
      continue;
    }
    if (word === 'out' && next === 'of' && at(i + 2)) {
      cues.idioms.push({ kind: 'zero', word: at(i + 2) ?? '', start: i, end: i + 3 });
      use(i, i + 2);
      continue;
    }
    if ((word === 'missing' || word === 'no') && next && !used.has(i + 1) && at(i - 1) !== 'how') {
      if (word === 'missing') {
        cues.idioms.push({ kind: 'missing', word: next, start: i, end: i + 2 });
        use(i, i + 1);
      }
      continue;
    }
  }

  // 'which', 'list', 'show', 'what are': a list, unless something is computed.
  const first = words[0];
  cues.list =
    first === 'which' || first === 'list' || first === 'who' || (first === 'show' && cues.aggregates.length === 0) ||
    (first === 'what' && (words[1] === 'are' || words[1] === 'were')) || first === 'name' || first === 'find';
  for (const cue of cues.groups) {
    // 'by employee and year': the word after 'and' groups too.
    for (let k = cue.next; k < Math.min(words.length, cue.next + 5); k++) {
      if (words[k] === 'and' && !used.has(k) && words[k + 1] && !cues.groups.some((group) => group.next === k + 1)) {
        cues.groups.push({ next: k + 1 });
        use(k, k + 1);
        break;
      }
    }
  }
  for (const cue of cues.groups) {
    const grain = GRAIN_WORDS[words[cue.next] ?? ''];
    if (grain) {
      cues.grains.push({ grain, start: cue.next, end: cue.next + 1 });
      use(cue.next, cue.next + 1);
    }
  }
  return cues;
}
