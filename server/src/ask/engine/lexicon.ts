import { distance } from 'fastest-levenshtein';
import type { Catalog, CatalogColumn, CatalogTable, MetricDefinition } from '../../modules/data-sources/catalog/catalog';
import { derivedMetrics } from './derived-metrics';
import { nameWords, normalizeText, singularOf, STOP_WORDS, type Token } from './text';

/** What a phrase of the question can mean in the catalog. */
export type Target =
  | { kind: 'table'; table: string }
  | { kind: 'column'; table: string; column: string }
  | { kind: 'value'; table: string; column: string; value: string }
  | { kind: 'metric'; metric: MetricDefinition };

export interface LexiconEntry {
  words: string[];
  target: Target;
  /** How sure a match on these words is, from 0 to 1. */
  strength: number;
}

/** A run of question words matched to one or more possible meanings. */
export interface Match {
  start: number;
  end: number;
  text: string;
  candidates: { target: Target; strength: number }[];
}

const MAX_PHRASE_WORDS = 6;

/** Column name suffixes whose first word names what a table's rows are ('opportunity_id', 'deal_stage'). */
const ENTITY_SUFFIXES = new Set(['id', 'stage', 'status']);

/** Every phrase the catalog answers to: table and column names, their words, descriptions, synonyms, metrics, values. */
export class Lexicon {
  private readonly byFirstWord = new Map<string, LexiconEntry[]>();
  private readonly fuzzyWords: string[] = [];

  constructor(readonly catalog: Catalog) {
    const tableNames = new Set(catalog.tables.flatMap((table) => [nameWords(table.name).join(' ')]));
    for (const table of catalog.tables) this.addTable(table, tableNames);
    for (const synonym of catalog.synonyms) {
      const target: Target = synonym.column
        ? { kind: 'column', table: synonym.table, column: synonym.column }
        : { kind: 'table', table: synonym.table };
      this.add(wordsOf(synonym.term), target, 1);
    }
    for (const metric of catalog.metrics) this.add(wordsOf(metric.name), { kind: 'metric', metric }, 1);
    // Measures the catalog implies ('revenue' of order lines) answer to their common words, a little below names.
    for (const { metric, words } of derivedMetrics(catalog)) {
      for (const phrase of words) this.add(phrase, { kind: 'metric', metric }, 0.85);
    }
    this.fuzzyWords.push(...new Set([...this.byFirstWord.keys()].filter((word) => word.length >= 4 && !/\d/.test(word))));
  }

  private addTable(table: CatalogTable, tableNames: Set<string>): void {
    const words = nameWords(table.name);
    this.add(words, { kind: 'table', table: table.name }, 1);
    // 'order details' also answers to 'order detail'; the last word carries the table when it is distinctive.
    const last = words[words.length - 1];
    if (words.length > 1 && last && !STOP_WORDS.has(last)) this.add([last], { kind: 'table', table: table.name }, 0.55);
    // Line tables ('order_details', 'order_items') are what people call order lines or line items.
    if (words.length > 1 && last && LINE_WORDS.has(last)) {
      const head = words.slice(0, -1);
      for (const variant of LINE_WORDS) if (variant !== last) this.add([...head, variant], { kind: 'table', table: table.name }, 0.8);
      this.add(['line', 'item'], { kind: 'table', table: table.name }, 0.8);
    }
    if (table.description) this.addAliases(table.description, { kind: 'table', table: table.name });
    for (const column of table.columns) this.addColumn(table, column, tableNames);
  }

  /** 'Sales opportunities (the sales pipeline)': a name in brackets in a description is another name for it. */
  private addAliases(description: string, target: Target): void {
    for (const [, inside] of description.matchAll(/\(([^()]{2,60})\)/g)) {
      for (const alias of (inside ?? '').split(/,| or /)) {
        const words = wordsOf(alias).filter((word, i) => !(i === 0 && (word === 'the' || word === 'a' || word === 'an')));
        if (words.length === 0 || words.length > 3 || words.every((word) => STOP_WORDS.has(word)) || words.some((word) => /\d/.test(word))) continue;
        this.add(words, target, 0.8);
        const last = words[words.length - 1];
        if (words.length > 1 && last && !STOP_WORDS.has(last)) this.add([last], target, 0.6);
      }
    }
  }

  private addColumn(table: CatalogTable, column: CatalogColumn, tableNames: Set<string>): void {
    const target: Target = { kind: 'column', table: table.name, column: column.name };
    const words = nameWords(column.name);
    this.add(words, target, 0.9);
    // 'product category', 'customer country': the table's name before a column's name means that column.
    const tableWords = nameWords(table.name);
    if (words.length + tableWords.length <= MAX_PHRASE_WORDS && words[0] !== tableWords[0]) this.add([...tableWords, ...words], target, 0.95);
    if (words.length > 1) {
      // 'unit_price' answers to 'price', 'units_in_stock' to 'stock': a partial name is a weaker match.
      for (const word of words) if (!STOP_WORDS.has(word) && word.length > 2) this.add([word], target, 0.5);
      const [first, ...rest] = words;
      const suffix = rest.join(' ');
      const identifies = column.isPrimaryKey || (column.nullCount === 0 && column.distinctCount === table.rowCount && table.rowCount > 0);
      if (first && ENTITY_SUFFIXES.has(suffix) && !tableNames.has(first) && (identifies || suffix !== 'id')) {
        this.add([first], { kind: 'table', table: table.name }, 0.75);
      }
    }
    if (column.description) {
      this.addDescription(column.description, target);
      this.addAliases(column.description, target);
    }
    if (column.values && (column.type === 'text')) {
      for (const value of column.values) {
        const valueWords = wordsOf(value);
        if (valueWords.length === 0 || valueWords.length > MAX_PHRASE_WORDS) continue;
        if (valueWords.length === 1 && (STOP_WORDS.has(valueWords[0] ?? '') || /^\d+$/.test(valueWords[0] ?? ''))) continue;
        this.add(valueWords, { kind: 'value', table: table.name, column: column.name, value }, 0.95);
        // 'deals did she win' → Won, 'leads that convert' → Converted: a status named by its verb.
        const [only] = valueWords;
        if (valueWords.length === 1 && only) {
          for (const form of verbForms(only)) this.add([form], { kind: 'value', table: table.name, column: column.name, value }, 0.7);
        }
      }
    }
  }

  /** A description names its column in other words: 'Revenue from the deal' → 'revenue', 'revenue from the deal'. */
  private addDescription(description: string, target: Target): void {
    const words = wordsOf(description);
    if (words.length === 0) return;
    if (words.length <= MAX_PHRASE_WORDS) this.add(words, target, 0.7);
    const head = words.filter((word) => !STOP_WORDS.has(word));
    const first = head[0];
    if (first) this.add([first], target, 0.45);
  }

  private add(words: string[], target: Target, strength: number): void {
    const first = words[0];
    if (!first) return;
    const list = this.byFirstWord.get(first) ?? [];
    const same = list.find((entry) => entry.words.join(' ') === words.join(' ') && sameTarget(entry.target, target));
    if (same) {
      same.strength = Math.max(same.strength, strength);
      return;
    }
    list.push({ words, target, strength });
    this.byFirstWord.set(first, list);
  }

  /**
   * Matches the longest phrases first, left to right, never reusing a word. Tokens in `skip` (cue words such as
   * 'how many') are not matched. A word one or two typos away from a known word matches it with less strength.
   */
  match(tokens: readonly Token[], skip: ReadonlySet<number> = new Set()): Match[] {
    const words = tokens.map((token) => token.singular);
    const spans: Match[] = [];
    for (let length = MAX_PHRASE_WORDS; length >= 1; length--) {
      for (let start = 0; start + length <= words.length; start++) {
        if (spans.some((span) => start < span.end && span.start < start + length)) continue;
        if (range(start, start + length).some((index) => skip.has(index))) continue;
        const phrase = words.slice(start, start + length);
        const candidates = this.lookup(phrase);
        if (candidates.length === 0) continue;
        if (length === 1 && STOP_WORDS.has(phrase[0] ?? '') && candidates.every((candidate) => candidate.strength < 0.9)) continue;
        spans.push({
          start,
          end: start + length,
          text: tokens.slice(start, start + length).map((token) => token.text).join(' '),
          candidates,
        });
      }
    }
    return spans.sort((a, b) => a.start - b.start);
  }

  private lookup(phrase: string[]): { target: Target; strength: number }[] {
    const exact = this.entriesFor(phrase);
    if (exact.length > 0) return exact;
    // Typos: correct each long word to its nearest known word, then look again with less confidence.
    const corrected = phrase.map((word) => this.correct(word));
    if (corrected.every((word, i) => word === phrase[i])) return [];
    return this.entriesFor(corrected).map((entry) => ({ ...entry, strength: entry.strength * 0.8 }));
  }

  private entriesFor(phrase: string[]): { target: Target; strength: number }[] {
    const joined = phrase.join(' ');
    return (this.byFirstWord.get(phrase[0] ?? '') ?? [])
      .filter((entry) => entry.words.join(' ') === joined)
      .map((entry) => ({ target: entry.target, strength: entry.strength }));
  }

  private correct(word: string): string {
    if (word.length < 5 || /\d/.test(word) || STOP_WORDS.has(word) || this.byFirstWord.has(word)) return word;
    const allowed = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = allowed + 1;
    for (const known of this.fuzzyWords) {
      if (Math.abs(known.length - word.length) > allowed) continue;
      const d = distance(word, known);
      if (d < bestDistance) {
        best = known;
        bestDistance = d;
      }
    }
    return best;
  }
}

const LINE_WORDS = new Set(['detail', 'item', 'line']);

const IRREGULAR_PARTICIPLES: Record<string, string[]> = {
  won: ['win', 'wins', 'winning'],
  lost: ['lose', 'loses', 'losing'],
  sold: ['sell', 'sells', 'selling'],
  paid: ['pay', 'pays', 'paying'],
  sent: ['send', 'sends', 'sending'],
};

/** Other forms of a past participle used as a status: 'converted' → convert, converts, converting. */
export function verbForms(word: string): string[] {
  const irregular = IRREGULAR_PARTICIPLES[word];
  if (irregular) return irregular;
  const stem = /^([a-z]{2,})ed$/.exec(word)?.[1];
  if (!stem) return [];
  // 'shipped' → ship, ships, shipping.
  if (/([bdgklmnprt])\1$/.test(stem)) return [stem.slice(0, -1), `${stem.slice(0, -1)}s`, `${stem}ing`];
  // 'qualified' → qualify, qualifies, qualifying.
  if (stem.endsWith('i')) return [`${stem.slice(0, -1)}y`, `${stem}es`, `${stem.slice(0, -1)}ying`];
  // 'converted' → convert...; 'closed' → close, closes, closing (the forms that are not words never match anything).
  return [stem, `${stem}e`, `${stem}s`, `${stem}es`, `${stem}ing`];
}

export function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((word) => word !== '')
    .map(singularOf);
}

export function sameTarget(a: Target, b: Target): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'table':
      return a.table === (b as typeof a).table;
    case 'column':
      return a.table === (b as typeof a).table && a.column === (b as typeof a).column;
    case 'value':
      return a.table === (b as typeof a).table && a.column === (b as typeof a).column && a.value === (b as typeof a).value;
    case 'metric':
      return a.metric.name === (b as typeof a).metric.name;
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
