/**
 * The offline thinking plan for SPEC §7 `POST /api/v1/think`: a few short lines describing how the assistant will
 * answer a business question (intent, measure, grouping, filters, time window, approach). Until the data engine
 * exists the plan is derived from the question alone. Deterministic; no line starts with whitespace, dots,
 * dashes or bullets (SPEC §5).
 */
import nlp from 'compromise';
import {
  DIMENSION_TERMS,
  MEASURE_TERMS,
  MONTHS,
  NUMBER_WORDS,
  QUALIFIERS,
  REGIONS,
  SOURCES,
  TIME_GRAINS,
  type MeasureKind,
} from './question-vocabulary';

/** SPEC §7 fallback, in the product-neutral form the spec allows. */
export const THINKING_FALLBACK = 'The assistant is evaluating...';

export type Intent = 'why' | 'share' | 'rank' | 'trend' | 'compare' | 'average' | 'count' | 'sum' | 'list';

interface FoundMeasure {
  label: string;
  kind: MeasureKind;
  index: number;
  end: number;
}

interface TimeWindow {
  label: string;
  /** The period before it, for 'compare with …' (null when there is none). */
  previous: string | null;
}

interface TopN {
  n: number | null;
  ascending: boolean;
  /** The words after 'top 5' ('sales reps' in 'bottom three sales reps by won deals'). */
  subject: string | null;
}

/** What the plan understood of a question; exported for tests and future use by the data engine. */
export interface QuestionAnalysis {
  intent: Intent;
  measure: string;
  entity: string | null;
  groupings: string[];
  timeGrain: string | null;
  filters: string[];
  groups: string[];
  window: TimeWindow | null;
  top: TopN | null;
  /** Whether the compared groups are periods ('Q1 and Q2'), shown as the time window instead of a filter. */
  periodGroups: boolean;
  /** For a ranking: what is ranked ('product', 'sales rep'). */
  ranked: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS).join('|');
const MONTH_PATTERN = MONTHS.join('|');
const MONTH_ABBREVIATIONS: Readonly<Record<string, string>> = {
  jan: 'january', feb: 'february', mar: 'march', apr: 'april', jun: 'june', jul: 'july', aug: 'august', sep: 'september',
  sept: 'september', oct: 'october', nov: 'november', dec: 'december',
};

function titleCase(text: string): string {
  return text.replace(/\b(\p{L})/gu, (letter) => letter.toUpperCase());
}

/** 'march 2024' → 'March 2024', 'q3 2024' → 'Q3 2024'. */
function displayPeriod(text: string): string {
  return text
    .split(' ')
    .map((word) => {
      const month = MONTH_ABBREVIATIONS[word] ?? word;
      if ((MONTHS as readonly string[]).includes(month)) return titleCase(month);
      if (/^q[1-4]$/u.test(word)) return word.toUpperCase();
      return word;
    })
    .join(' ');
}

function parseCount(word: string): number | null {
  if (/^\d+$/u.test(word)) return Number(word);
  const known = NUMBER_WORDS[word];
  if (known !== undefined) return known;
  // compromise reads longer number words ('twenty-five').
  const value: unknown = nlp(word).numbers().get();
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'number' && Number.isFinite(first) ? first : null;
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

function singular(label: string): string {
  if (label.endsWith('ies')) return `${label.slice(0, -3)}y`;
  if (/(?:ss|ches|shes|xes)$/u.test(label)) return label.endsWith('ss') ? label : label.slice(0, -2);
  return label.replace(/s$/u, '');
}

/** Text the user typed, cleaned so it cannot start a line or inject markup. */
function cleanFragment(text: string): string {
  return text.replace(/[*_`#>[\]]/gu, '').replace(/[?!.,;:]+$/u, '').replace(/\s+/gu, ' ').trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Time

function previousYear(year: string): string {
  return String(Number(year) - 1);
}

function findTimeWindow(q: string): TimeWindow | null {
  const datePart = `(?:(?:q[1-4]|${MONTH_PATTERN})(?: \\d{1,2})?(?:,? (?:19|20)\\d{2})?|(?:19|20)\\d{2})`;
  const range = new RegExp(`\\b(?:between|from) (${datePart}) (?:and|to|until|through) (${datePart})\\b`, 'u').exec(q);
  if (range) return { label: `between ${displayPeriod(range[1] ?? '')} and ${displayPeriod(range[2] ?? '')}`, previous: null };

  const since = new RegExp(`\\bsince (${datePart}|the (?:start|beginning) of (?:the )?(?:year|month|quarter)|last (?:week|month|quarter|year))\\b`, 'u').exec(q);
  if (since) return { label: `since ${displayPeriod(since[1] ?? '')}`, previous: null };

  const lastN = new RegExp(`\\b(?:last|past|previous) (\\d+|${NUMBER_WORD_PATTERN}) (days?|weeks?|months?|quarters?|years?)\\b`, 'u').exec(q);
  if (lastN) {
    const count = parseCount(lastN[1] ?? '') ?? 0;
    const unit = lastN[2] ?? '';
    return { label: `last ${count} ${unit}`, previous: `the ${count} ${unit} before that` };
  }

  const toDate = /\b(year to date|ytd|month to date|mtd|quarter to date|qtd|yesterday|today)\b/u.exec(q);
  if (toDate) {
    const names: Record<string, [string, string]> = {
      'year to date': ['year to date', 'the same period last year'],
      ytd: ['year to date', 'the same period last year'],
      'month to date': ['month to date', 'the same days last month'],
      mtd: ['month to date', 'the same days last month'],
      'quarter to date': ['quarter to date', 'the same point last quarter'],
      qtd: ['quarter to date', 'the same point last quarter'],
      yesterday: ['yesterday', 'the day before'],
      today: ['today so far', 'yesterday'],
    };
    const [label, previous] = names[toDate[1] ?? ''] ?? ['year to date', 'the same period last year'];
    return { label, previous };
  }

  const quarter = /\bq([1-4])(?: (?:of )?((?:19|20)\d{2}))?\b/u.exec(q);
  if (quarter) {
    const number = Number(quarter[1]);
    const year = quarter[2];
    const label = year ? `Q${number} ${year}` : `Q${number}`;
    const previous = number === 1 ? (year ? `Q4 ${previousYear(year)}` : 'the previous Q4') : `Q${number - 1}${year ? ` ${year}` : ''}`;
    return { label, previous };
  }

  const month = new RegExp(`\\b(?:in|during|for|of|on) (${MONTH_PATTERN})(?: ((?:19|20)\\d{2}))?\\b`, 'u').exec(q);
  if (month) {
    const label = displayPeriod(`${month[1] ?? ''}${month[2] ? ` ${month[2]}` : ''}`);
    return { label, previous: 'the month before' };
  }

  const relative = /\b(last|this|previous|current|past|next) (week|month|quarter|year|fiscal year)\b/u.exec(q);
  if (relative) {
    const which = relative[1] === 'previous' || relative[1] === 'past' ? 'last' : relative[1] === 'current' ? 'this' : relative[1] ?? 'last';
    const unit = relative[2] ?? 'month';
    const previous = which === 'last' ? `the ${unit} before` : which === 'this' ? `last ${unit} at the same point` : null;
    return { label: `${which} ${unit}`, previous };
  }

  const year = /\b(?:in|during|for|of|year|fy) ?((?:19|20)\d{2})\b/u.exec(q) ?? /^((?:19|20)\d{2})\b/u.exec(q);
  if (year) {
    const value = year[1] ?? '';
    return { label: `the year ${value}`, previous: previousYear(value) };
  }

  const edge = new RegExp(`\\b(before|after) (${datePart})\\b`, 'u').exec(q);
  if (edge) return { label: `${edge[1] ?? ''} ${displayPeriod(edge[2] ?? '')}`, previous: null };
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Measures, groupings, filters

function findMeasures(q: string): FoundMeasure[] {
  const found: FoundMeasure[] = [];
  for (const term of MEASURE_TERMS) {
    const pattern = new RegExp(term.pattern.source, 'gu');
    for (const match of q.matchAll(pattern)) {
      const index = match.index;
      const end = index + match[0].length;
      if (found.some((other) => index < other.end && end > other.index)) continue;
      found.push({ label: term.label.replace('$1', match[1] ?? ''), kind: term.kind, index, end });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

interface Groupings {
  dimensions: string[];
  grain: string | null;
  rankBy: FoundMeasure | null;
  perRatio: string | null;
}

const GROUPING = /\b(by|per|(?:for |in |from |of )?each|for every|across|split by|broken down by|grouped by)\s+(?:the |each |every |all )?([a-z][a-z ]{0,40})/gu;
const NOT_DIMENSIONS = new Set(['us', 'we', 'me', 'them', 'it', 'far', 'much', 'how', 'what', 'far the', 'a', 'an']);

function findGroupings(q: string, measures: readonly FoundMeasure[]): Groupings {
  const result: Groupings = { dimensions: [], grain: null, rankBy: null, perRatio: null };
  for (const match of q.matchAll(GROUPING)) {
    const keyword = match[1] ?? '';
    const rest = match[2] ?? '';
    const restIndex = match.index + match[0].length - rest.length;
    const firstWord = rest.split(' ')[0] ?? '';
    const grain = TIME_GRAINS[firstWord];
    if (grain) {
      result.grain ??= grain;
      continue;
    }
    const measureHere = measures.find((measure) => measure.index === restIndex);
    if (keyword === 'per') {
      // 'cost per lead', 'revenue per customer': a ratio, not a grouping.
      const before = q.slice(0, match.index).trimEnd();
      if (measures.some((measure) => measure.end === before.length && measure.kind !== 'count')) {
        const dimension = DIMENSION_TERMS.find((term) => term.pattern.test(rest));
        result.perRatio = dimension ? dimension.label : singular(firstWord);
        continue;
      }
    }
    if (keyword === 'by' && measureHere && measureHere.kind !== 'count') {
      result.rankBy ??= measureHere;
      continue;
    }
    const dimension = DIMENSION_TERMS.find((term) => term.pattern.test(rest));
    if (dimension) {
      if (!result.dimensions.includes(dimension.label)) result.dimensions.push(dimension.label);
      continue;
    }
    if (measureHere) {
      const label = singular(measureHere.label);
      if (!result.dimensions.includes(label)) result.dimensions.push(label);
      continue;
    }
    if (NOT_DIMENSIONS.has(firstWord) || SOURCES.some((source) => source.pattern.test(rest))) continue;
    // An unknown word after 'by' counts when compromise sees a plain noun ('by warehouse').
    const word = nlp(firstWord);
    if (firstWord.length > 2 && word.has('#Noun') && !word.has('#Pronoun') && !word.has('#Person') && !word.has('#Date')) {
      const label = singular(firstWord);
      if (!result.dimensions.includes(label)) result.dimensions.push(label);
    }
  }
  return result;
}

function properNouns(question: string, kind: 'places' | 'people' | 'organizations' | 'proper'): string[] {
  const doc = nlp(question);
  const view = kind === 'places' ? doc.places() : kind === 'people' ? doc.people() : kind === 'organizations' ? doc.organizations() : doc.match('#ProperNoun+');
  const items = view.out('array');
  const list: unknown[] = Array.isArray(items) ? items : [];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map(cleanFragment)
    .filter((item) => /^\p{Lu}/u.test(item));
}

interface Filters {
  filters: string[];
  sources: string[];
  names: string[];
}

const THRESHOLD = /\b(over|above|more than|greater than|at least|under|below|less than|fewer than|at most)\s+(\$?\d[\d,.]*\s?(?:k|m|%|percent)?)/u;

function findFilters(question: string, q: string, groupingDimensions: readonly string[]): Filters {
  const filters: string[] = [];
  const sources: string[] = [];
  for (const source of SOURCES) {
    if (!source.pattern.test(q)) continue;
    // 'Google Ads' also contains 'Google'.
    if (sources.some((known) => known.toLowerCase().includes(source.label.toLowerCase()))) continue;
    sources.push(source.label);
  }
  if (sources.length > 0 && !groupingDimensions.includes('source')) filters.push(`source is ${joinWords(sources).replace(/ and /u, ' or ')}`);

  const used = new Set<string>(sources.map((source) => source.toLowerCase()));
  const isMonthOrDay = (text: string): boolean => /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|q[1-4])$/iu.test(text);

  const places: string[] = [];
  for (const place of properNouns(question, 'places')) {
    if (!used.has(place.toLowerCase()) && !isMonthOrDay(place)) places.push(place);
  }
  for (const [key, label] of Object.entries(REGIONS)) {
    if (new RegExp(`\\b(?:in|from|to|across|for) (?:the )?${key}\\b`, 'u').test(q) && !places.some((place) => place.toLowerCase() === label.toLowerCase())) {
      places.push(label);
    }
  }
  places.forEach((place) => used.add(place.toLowerCase()));

  const people = properNouns(question, 'people').filter((person) => !used.has(person.toLowerCase()) && !isMonthOrDay(person));
  people.forEach((person) => used.add(person.toLowerCase()));

  // Other capitalised names (products, companies) that are not the question's first word or a known source.
  const firstWord = (question.trim().split(/\s+/u)[0] ?? '').toLowerCase();
  const names = [...properNouns(question, 'organizations'), ...properNouns(question, 'proper')]
    .flatMap((name) => name.split(/\s+(?:and|or|&)\s+/u))
    .map(cleanFragment)
    .filter((name) => name.length > 1 && !used.has(name.toLowerCase()) && name.toLowerCase() !== firstWord && !isMonthOrDay(name))
    .filter((name) => !SOURCES.some((source) => source.pattern.test(name.toLowerCase())))
    .filter((name, index, all) => all.indexOf(name) === index);

  if (places.length > 0) filters.push(`location is ${joinWords(places).replace(/ and /u, ' or ')}`);
  if (people.length > 0) {
    const role = /\b(?:reps?|close[ds]?|sold|sell|owner|salesperson|agent)\b/u.test(q) ? 'sales rep' : 'person';
    filters.push(`${role} is ${joinWords(people).replace(/ and /u, ' or ')}`);
  }
  if (names.length > 0) {
    const role = /\bproducts?\b/u.test(q) ? 'product' : /\b(?:customers?|clients?|accounts?)\b/u.test(q) ? 'customer' : /\bcampaigns?\b/u.test(q) ? 'campaign' : 'name';
    filters.push(`${role} is ${joinWords(names).replace(/ and /u, ' or ')}`);
  }
  const threshold = THRESHOLD.exec(q);
  if (threshold) filters.push(`value ${threshold[1] ?? ''} ${cleanFragment(threshold[2] ?? '')}`);
  return { filters, sources, names: [...places, ...people, ...names] };
}

function findTop(q: string): TopN | null {
  const direct = new RegExp(`\\b(top|bottom|best|worst|highest|lowest|largest|biggest|smallest|first)\\s+(\\d+|${NUMBER_WORD_PATTERN}|[a-z]+-[a-z]+)\\b`, 'u').exec(q);
  const reverse = new RegExp(`\\b(\\d+|${NUMBER_WORD_PATTERN})\\s+(best|worst|top|biggest|largest|highest|lowest|smallest|most|least|fewest)\\b`, 'u').exec(q);
  const which = new RegExp(`\\b(?:which|what|the|show|list) (\\d+|${NUMBER_WORD_PATTERN}) [a-z -]+?\\b(highest|most|best|top|largest|biggest|lowest|least|worst|fewest)\\b`, 'u').exec(q);
  const directCount = direct ? parseCount(direct[2] ?? '') : null;
  const reverseCount = reverse ? parseCount(reverse[1] ?? '') : null;
  if (directCount === null && reverseCount === null && which) {
    const count = parseCount(which[1] ?? '');
    const subject = /^\s*((?:[a-z-]+ ){0,2}?[a-z-]+?)(?=\s+(?:by|in|for|of|with|from|during|last|this|since|per|on|that|who|which|had|have|has|did|do|does|are|were|is|was|got|made|with)\b|[?.!,]|$)/u.exec(q.slice(which.index + which[0].indexOf(which[1] ?? '') + (which[1] ?? '').length));
    if (count !== null && count > 0 && count < 1000) {
      return { n: count, ascending: /^(?:lowest|least|worst|fewest)$/u.test(which[2] ?? ''), subject: subject?.[1] ?? null };
    }
  }
  const match = directCount !== null ? direct : reverseCount !== null ? reverse : null;
  if (match) {
    const word = direct ? match[1] ?? '' : match[2] ?? '';
    const count = parseCount(direct ? match[2] ?? '' : match[1] ?? '');
    const after = q.slice(match.index + match[0].length);
    const subject = /^\s+((?:[a-z-]+ ){0,2}?[a-z-]+?)(?=\s+(?:by|in|for|of|with|from|during|last|this|since|per|on|that|who|which)\b|[?.!,]|$)/u.exec(after);
    if (count !== null && count > 0 && count < 1000) {
      return { n: count, ascending: /^(?:bottom|worst|lowest|smallest|least|fewest)$/u.test(word), subject: subject?.[1] ?? null };
    }
  }
  if (/\b(?:top|best|highest|largest|biggest|most|leading|rank(?:ed|ing)?)\b(?! recent)/u.test(q)) return { n: null, ascending: false, subject: null };
  if (/\b(?:bottom|worst|lowest|smallest|least|fewest)\b/u.test(q)) return { n: null, ascending: true, subject: null };
  return null;
}

const GROUP_STOP = '(?=\\s+(?:in|for|by|during|last|this|over|since|on|from|at|per|across|between)\\b|[?.!,]|$)';

function findGroups(question: string): string[] {
  const text = question.replace(/\s+/gu, ' ').trim();
  const patterns = [
    new RegExp(`\\bbetween (.+?) and (.+?)${GROUP_STOP}`, 'iu'),
    new RegExp(`\\bcompare\\b.*?\\b(?:for|of|between) (.+?) (?:and|with|to|vs\\.?|versus) (.+?)${GROUP_STOP}`, 'iu'),
    new RegExp(`\\bcompare (.+?) (?:and|with|to|vs\\.?|versus) (.+?)${GROUP_STOP}`, 'iu'),
    new RegExp(`(?:^|\\b(?:for|of|in|from|between) )(?:the )?([^,]+?) (?:vs\\.?|versus|compared (?:to|with)) (.+?)${GROUP_STOP}`, 'iu'),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    let left = cleanFragment(match[1] ?? '').split(' ').slice(-3).join(' ');
    let right = cleanFragment(match[2] ?? '').split(' ').slice(0, 3).join(' ');
    const isMeasureWord = (word: string): boolean => MEASURE_TERMS.some((term) => term.pattern.test(word.toLowerCase()));
    const trimMeasures = (words: string[], fromEnd: boolean): string[] => {
      const list = [...words];
      while (list.length > 1 && isMeasureWord((fromEnd ? list[list.length - 1] : list[0]) ?? '')) {
        if (fromEnd) list.pop();
        else list.shift();
      }
      return list;
    };
    const strip = (side: string): string => side.replace(/^(?:(?:in|for|of|from|the|our|between)\s+)+/iu, '');
    left = trimMeasures(strip(left).split(' '), false).join(' ');
    right = trimMeasures(strip(right).split(' '), true).join(' ');
    if (strip(left) && strip(right)) return [strip(left), strip(right)];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------------------------
// Intent

function findIntent(q: string, top: TopN | null, hasGrouping: boolean, primary: FoundMeasure | null): Intent {
  const forTrend = q.replace(/\b(?:monthly|annual) recurring revenue\b/gu, 'recurring revenue');
  if (/^why\b|\bwhy (?:did|do|does|is|are|was|were|has|have)\b|\bexplain\b|\bwhat (?:caused|drove|explains|is driving|happened)\b|\breasons? (?:for|behind)\b|\bdrivers? (?:of|behind)\b|\broot cause\b/u.test(q)) return 'why';
  if (/\bpercent(?:age)?s?\b|%|\bshare of\b|\bwhat share\b|\bproportion\b|\bfraction\b|\bratio\b|\bhow much of\b|\bbreakdown\b|\bmix\b/u.test(q)) return 'share';
  if (top) return 'rank';
  if (/\btrends?\b|\btrending\b|\bover time\b|\bgrowth\b|\bgr[eo]w(?:n|ing|s)?\b|\b(?:day|week|month|quarter|year)[- ]over[- ](?:day|week|month|quarter|year)\b|\bmom\b|\byoy\b|\b(?:daily|weekly|monthly|quarterly|yearly|annual)\b|\b(?:by|per|each) (?:day|week|month|quarter|year)\b|\bhow (?:has|have|did)\b.*\b(?:chang|evolv|develop|mov|trend)|\btrajectory\b/u.test(forTrend)) return 'trend';
  if (/\bcompare[ds]?\b|\bcomparison\b|\bversus\b|\bvs\b\.?|\bcompared (?:to|with)\b|\bdifference between\b|\b(?:better|worse) than\b|\bagainst\b/u.test(q)) return 'compare';
  if (/\baverage\b|\bavg\b|\bmean\b|\bmedian\b|\btypical(?:ly)?\b/u.test(q)) return 'average';
  if (/\bhow many\b|\bnumber of\b|\bcount\b|\bhow often\b/u.test(q)) return 'count';
  if (/\btotal\b|\bsum\b|\bhow much\b|\boverall\b|\baltogether\b|\bcombined\b|\bcumulative\b/u.test(q)) return 'sum';
  if (hasGrouping) return 'compare';
  if (/^(?:list|show|display|give|find|get|pull|export|which|who)\b|\bwhat are\b|\blist of\b|\bshow me\b/u.test(q)) return 'list';
  if (primary?.kind === 'amount') return 'sum';
  if (primary?.kind === 'rate') return 'share';
  if (primary?.kind === 'count') return 'count';
  return 'list';
}

// ---------------------------------------------------------------------------------------------------------------

const FALLBACK_NOUN_STOPWORDS = new Set(['we', 'i', 'you', 'us', 'me', 'our', 'it', 'they', 'data', 'what', 'which', 'who', 'many', 'much', 'how', 'thing', 'things', 'number', 'total']);

function fallbackMeasure(question: string): string | null {
  const nouns = nlp(question).nouns().out('array');
  const list: unknown[] = Array.isArray(nouns) ? nouns : [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const noun = cleanFragment(item.toLowerCase())
      .replace(/^(?:the|a|an|our|my|their|all|many|much|how many|how much|number of)\s+/u, '')
      .replace(/\s+(?:last|this|next|in|since)\b.*$/u, '');
    if (noun && !FALLBACK_NOUN_STOPWORDS.has(noun) && !/^\d/u.test(noun)) return noun;
  }
  return null;
}

/** Reads the parts of a question the plan is built from. */
export function analyseQuestion(question: string): QuestionAnalysis {
  const original = question.replace(/\s+/gu, ' ').trim();
  const q = original.toLowerCase();
  const measures = findMeasures(q);
  const groupings = findGroupings(q, measures);
  const top = findTop(q);
  const counts = measures.filter((measure) => measure.kind === 'count');
  const valued = measures.filter((measure) => measure.kind !== 'count');
  const primary = groupings.rankBy ?? valued[0] ?? counts[0] ?? null;
  const { filters } = findFilters(original, q, groupings.dimensions);
  const intent = findIntent(q, top, groupings.dimensions.length > 0, primary);
  // Explicit sides only matter for a comparison ('between January and March' is otherwise a time window).
  const groups = intent === 'compare' ? findGroups(original) : [];
  const periodGroups = groups.length === 2 && groups.every((group) => findTimeWindow(`in ${group.toLowerCase()}`) !== null);
  const window = periodGroups
    ? { label: `${displayPeriod(groups[0]?.toLowerCase() ?? '')} compared with ${displayPeriod(groups[1]?.toLowerCase() ?? '')}`, previous: null }
    : findTimeWindow(q);

  // The counted entity: for a ranking it is what gets ranked ('products' in 'top 5 products by revenue').
  const entityMeasure = counts.find((measure) => measure !== primary) ?? (primary?.kind === 'count' ? primary : null);
  const qualifier = QUALIFIERS.find((term) => term.pattern.test(q))?.label ?? null;
  const entity = entityMeasure ? `${qualifier && entityMeasure.kind === 'count' ? `${qualifier} ` : ''}${entityMeasure.label}` : null;

  let measure: string;
  if (primary && primary.kind !== 'count') {
    measure = `${primary.label}${groupings.perRatio ? ` per ${groupings.perRatio}` : ''}`;
  } else if (entity) {
    measure = intent === 'list' ? entity : `number of ${entity}`;
  } else {
    const noun = fallbackMeasure(original);
    measure = noun ? (intent === 'count' ? `number of ${noun}` : noun) : 'the records the question refers to';
  }
  const timeGrain = groupings.grain ?? (intent === 'trend' ? (window && /week|day/u.test(window.label) ? 'day' : 'month') : null);
  const subject = top?.subject ?? null;
  const subjectDimension = subject ? DIMENSION_TERMS.find((term) => term.pattern.test(subject))?.label ?? singular(subject) : null;
  const ranked =
    intent === 'rank'
      ? (subjectDimension ?? groupings.dimensions[0] ?? (entityMeasure && entityMeasure !== primary ? singular(entityMeasure.label) : null))
      : null;
  // Names that are compared are not filters ('Compare sales for Chai and Chang').
  const grouped = groups.map((group) => group.toLowerCase());
  const keptFilters = filters
    .map((filter) => {
      const match = /^(.+? is )(.+)$/u.exec(filter);
      if (!match || grouped.length === 0) return filter;
      const values = (match[2] ?? '')
        .split(/ or |, /u)
        .filter((value) => !grouped.some((group) => group.includes(value.toLowerCase()) || value.toLowerCase().includes(group)));
      return values.length > 0 ? `${match[1] ?? ''}${values.join(' or ')}` : null;
    })
    .filter((filter): filter is string => filter !== null);
  return { intent, measure, entity, groupings: groupings.dimensions, timeGrain, filters: keptFilters, groups, periodGroups, window, top, ranked };
}

function intentLabel(analysis: QuestionAnalysis): string {
  switch (analysis.intent) {
    case 'why':
      return 'explain why something changed';
    case 'share':
      return 'share as a percentage';
    case 'rank': {
      const edge = analysis.top?.ascending ? 'bottom' : 'top';
      return analysis.top?.n ? `rank and keep the ${edge} ${analysis.top.n}` : `rank from ${analysis.top?.ascending ? 'lowest' : 'highest'}`;
    }
    case 'trend':
      return 'trend over time';
    case 'compare':
      return 'compare groups';
    case 'average':
      return 'average';
    case 'count':
      return 'count';
    case 'sum':
      return 'total (sum)';
    case 'list':
      return 'list matching records';
  }
}

function approach(analysis: QuestionAnalysis): string {
  const { measure, entity, groupings, window, top, groups } = analysis;
  const records = entity ?? 'records';
  const perGroup = groupings.length > 0 ? ` for each ${joinWords(groupings)}` : '';
  const versusPrevious = window?.previous ? ` and compare with ${window.previous}` : '';
  switch (analysis.intent) {
    case 'count':
      return `count the matching ${entity ?? measure.replace(/^number of /u, '')}${perGroup}${versusPrevious}.`;
    case 'sum':
      return `add up ${measure}${entity ? ` across ${entity}` : ''}${perGroup}${versusPrevious}.`;
    case 'average':
      return `average ${measure.replace(/^average /u, '')} across the ${records}${perGroup}${versusPrevious}, checking for outliers.`;
    case 'trend':
      const what = measure.startsWith('number of ') ? `count ${measure.replace(/^number of /u, '')}` : `total ${measure}`;
      return `${what} per ${analysis.timeGrain ?? 'month'}${perGroup}, then describe the direction and the biggest changes.`;
    case 'compare': {
      const sides = groups.length === 2 ? joinWords(groups) : groupings.length > 0 ? `each ${joinWords(groupings)}` : 'each group';
      const what = measure.startsWith('number of ') ? `count ${measure.replace(/^number of /u, '')}` : `calculate ${measure}`;
      return `${what} for ${sides} side by side and point out the largest difference.`;
    }
    case 'rank': {
      const ranked = analysis.ranked;
      const keep = top?.n ? `keep the ${top.ascending ? 'bottom' : 'top'} ${top.n}` : `show the ${top?.ascending ? 'lowest' : 'leading'} ones`;
      const order = top?.ascending ? 'lowest to highest' : 'highest to lowest';
      const verb = /\b(?:rate|average|per|value|return on)\b/u.test(measure) ? 'calculate' : 'total';
      return `${verb} ${measure.replace(/^number of /u, '')} per ${ranked ?? 'item'}, sort from ${order} and ${keep}.`;
    }
    case 'list':
      return `list the matching ${records} with their key details, newest first.`;
    case 'share': {
      const base = measure.replace(/^number of /u, '');
      if (groupings.length > 0) return `work out each ${joinWords(groupings)}'s share of ${base} as a percentage of the total.`;
      if (base.endsWith(' rate')) return `calculate ${base} as a percentage of the relevant total${versusPrevious}.`;
      const part = analysis.filters.length > 0 ? `${base} that match the filter` : `${base} in scope`;
      return `divide ${part} by all ${base} to get the percentage${versusPrevious}.`;
    }
    case 'why': {
      const drivers = groupings.length > 0 ? joinWords(groupings) : 'source, segment and product';
      return `compare ${measure} with ${window?.previous ?? 'the previous period'}, break the change down by ${drivers} and highlight the biggest contributors.`;
    }
  }
}

/**
 * A short plan (3 to 5 lines) of how the assistant will answer the question. Empty or blank input gives
 * THINKING_FALLBACK. Pure and deterministic.
 */
export function planFor(question: string): string {
  if (typeof question !== 'string' || !question.trim()) return THINKING_FALLBACK;
  const analysis = analyseQuestion(question);
  const measureLine = analysis.groupings.length > 0 && analysis.intent !== 'rank' ? `${analysis.measure}, grouped by ${joinWords(analysis.groupings)}` : analysis.measure;
  const filterParts = [...analysis.filters];
  if (analysis.groups.length === 2 && analysis.intent === 'compare' && !analysis.periodGroups) filterParts.push(`comparing ${joinWords(analysis.groups)}`);
  const lines = [
    `Intent: ${intentLabel(analysis)}.`,
    `Measure: ${measureLine}.`,
    filterParts.length > 0 ? `Filter: ${filterParts.join('; ')}.` : null,
    `Time window: ${analysis.window ? analysis.window.label : 'none given, so all available data'}.`,
    `Approach: ${approach(analysis)}`,
  ];
  return lines
    .filter((line): line is string => line !== null)
    .map((line) => line.replace(/^[\s.\-–—•*·>]+/u, ''))
    .join('\n');
}
