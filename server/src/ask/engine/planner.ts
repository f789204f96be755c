import type { Catalog, MetricDefinition } from '../../modules/data-sources/catalog/catalog';
import { CatalogIndex } from './catalog-index';
import { type AggregateCue, type ComparisonCue, type QuestionCues, readCues, type TimeCue } from './cues';
import { JoinGraph } from './join-graph';
import { Lexicon, type Match, type Target } from './lexicon';
import type { Aggregate, Clarification, ColumnRef, Dimension, Filter, HavingFilter, Measure, QueryPlan, TimeGrain } from './plan';
import { capitalise } from '../../ai/offline/text';
import { humanize, nameWords, singularOf, tokenize, type Token } from './text';

export type PlanOutcome =
  | { kind: 'plan'; plan: QueryPlan }
  | { kind: 'clarification'; clarification: Clarification }
  | { kind: 'unanswerable'; reason: string };

/** How strongly a candidate fits a base table: 1 on the table itself, less the further the join. */
function proximity(graph: JoinGraph, base: string, table: string): number {
  const cost = graph.distance(base, table);
  return Number.isFinite(cost) ? 1 / (1 + 0.25 * cost) : 0;
}

const AGGREGATE_WORDS: Record<Aggregate, string> = {
  count: 'number of', count_distinct: 'number of distinct', sum: 'total', avg: 'average', min: 'minimum', max: 'maximum',
};

/** Words that make a superlative pick the lowest value. */
const PRICE_WORDS = new Set(['cost', 'costs', 'priced', 'price', 'expensive', 'cheap', 'cheaper', 'cheapest', 'worth']);

interface Roles {
  measure?: { cue?: AggregateCue; match?: Match };
  /** 'customers with more than 20 orders': the table counted in a condition on groups. */
  counted?: Match;
  dimensions: Match[];
  grains: { grain: TimeGrain; start: number }[];
  subject?: Match;
  values: Match[];
  rest: Match[];
}

/**
 * Turns a question into a typed plan over one catalog. It reads the structure words (cues), matches the remaining
 * words to tables, columns, values and metrics, picks the table the question is about, and binds every part to it.
 */
export class Planner {
  readonly index: CatalogIndex;
  readonly graph: JoinGraph;
  readonly lexicon: Lexicon;

  constructor(readonly catalog: Catalog) {
    this.index = new CatalogIndex(catalog);
    this.graph = new JoinGraph(catalog.joins);
    this.lexicon = new Lexicon(catalog);
  }

  plan(question: string): PlanOutcome {
    const tokens = tokenize(question);
    const cues = readCues(tokens);
    const matches = this.lexicon.match(tokens, cues.used);
    if (matches.length === 0) {
      // 'what is the overall win rate?': the rate names no table, but the table whose statuses it counts.
      const rated = cues.rates.map((rate) => this.rateTable(rate.word)).find((table) => table !== undefined);
      if (rated) return this.build(rated, tokens, cues, this.assignRoles(tokens, cues, []));
      return { kind: 'unanswerable', reason: `Nothing in "${question.trim()}" matches a table, column or value of ${this.catalog.sourceName}.` };
    }
    const roles = this.assignRoles(tokens, cues, matches);
    const bases = this.baseCandidates(roles, cues);
    const scored = bases
      .map((base) => ({ base, score: this.scoreBase(base, roles, matches) }))
      .sort((a, b) => b.score - a.score || a.base.localeCompare(b.base));
    const best = scored[0];
    if (!best) return { kind: 'unanswerable', reason: 'The question does not name anything this data source holds.' };
    const rival = scored[1];
    const tied = scored.filter((candidate) => Math.abs(candidate.score - (best?.score ?? 0)) < 1e-9).map((candidate) => candidate.base);
    const keyed = tied.length > 1 ? this.tableKeyedBy(roles.measure?.match, tied) : undefined;
    if (keyed) return this.build(keyed, tokens, cues, roles);
    if (rival && Math.abs(rival.score - best.score) < 1e-9 && roles.measure?.match && this.measureDiffers(roles, best.base, rival.base)) {
      return { kind: 'clarification', clarification: this.clarifyBase(question, roles, [best.base, rival.base, ...scored.slice(2).filter((s) => Math.abs(s.score - best.score) < 1e-9).map((s) => s.base)]) };
    }
    return this.build(best.base, tokens, cues, roles);
  }

  /**
   * A follow-up refines the previous plan: 'and by region?' adds a grouping, 'only 2017' a time filter, 'what about
   * Germany?' swaps a value, 'show it as a pie' the chart. A question that stands on its own is planned afresh.
   */
  refine(previous: QueryPlan, question: string): PlanOutcome {
    const tokens = tokenize(question);
    if (!this.catalog.tables.some((table) => table.name === previous.baseTable) || !isFollowUp(tokens, readCues(tokens))) return this.plan(question);
    const cues = readCues(tokens);
    const matches = this.lexicon.match(tokens, cues.used);
    const plan: QueryPlan = structuredClone(previous);
    const base = plan.baseTable;
    const words = tokens.map((token) => token.text);

    if (cues.chart) plan.chart = cues.chart;
    for (const group of cues.groups) {
      const match = matches.find((candidate) => candidate.start >= group.next && candidate.start <= group.next + 2);
      if (!match) continue;
      const dimension = this.dimensionFor(match, base);
      if (!dimension) return { kind: 'unanswerable', reason: `"${match.text}" cannot be related to ${humanize(base)}.` };
      if (words.includes('instead')) plan.dimensions = plan.dimensions.filter((d) => d.grain);
      if (!plan.dimensions.some((d) => sameColumns(d.columns, dimension.columns))) plan.dimensions.push(dimension);
    }
    const dateColumn = this.dateColumnFor(base, words, plan.filters);
    for (const { grain } of cues.grains) {
      if (!dateColumn) return { kind: 'unanswerable', reason: `${capitalise(humanize(base))} has no date to place it in time.` };
      plan.dimensions = plan.dimensions.filter((d) => !d.grain);
      plan.dimensions.push({ columns: [dateColumn], grain, label: grain });
    }
    for (const match of matches.filter((candidate) => this.isOnlyValue(candidate))) {
      const target = this.resolve(match, base, (candidate) => candidate.kind === 'value');
      if (target?.kind !== 'value') continue;
      const column = { table: target.table, column: target.column };
      plan.filters = plan.filters.filter((filter) => !(filter.kind === 'values' && sameColumn(filter.column, column)));
      plan.filters.push({ kind: 'values', column, values: [target.value], label: `${humanize(column.column)} is ${target.value}` });
    }
    if (cues.times.length > 0) {
      if (!dateColumn) return { kind: 'unanswerable', reason: `${capitalise(humanize(base))} has no date to place it in time.` };
      plan.filters = plan.filters.filter((filter) => filter.kind !== 'date_range');
      for (const time of cues.times) {
        const range = this.dateRange(time, dateColumn);
        if (range) plan.filters.push(range);
      }
    }
    if (cues.rank) {
      plan.order = { by: plan.measures.length > 0 ? 'measure' : 'column', index: 0, direction: cues.rank.direction };
      plan.limit = cues.rank.limit ?? plan.limit ?? 10;
    } else if (plan.dimensions.some((d) => d.grain)) {
      plan.order = { by: 'dimension', index: plan.dimensions.findIndex((d) => d.grain), direction: 'asc' };
    } else if (plan.dimensions.length > 0 && plan.measures.length > 0 && !plan.order) {
      plan.order = { by: 'measure', index: 0, direction: 'desc' };
    }
    if (plan.dimensions.length > 0 && plan.listColumns.length > 0 && plan.measures.length === 0) {
      // A list that gets a grouping becomes a count per group.
      plan.listColumns = [];
      plan.measures.push({ aggregate: 'count', label: `number of ${humanize(base)}` });
      plan.order = { by: 'measure', index: 0, direction: 'desc' };
      plan.limit = undefined;
    }
    return { kind: 'plan', plan };
  }

  // ---- roles -------------------------------------------------------------------------------------------------

  private assignRoles(tokens: readonly Token[], cues: QuestionCues, matches: Match[]): Roles {
    const roles: Roles = { dimensions: [], grains: [], values: [], rest: [] };
    const taken = new Set<Match>();
    const firstMatchFrom = (position: number, accept: (match: Match) => boolean = () => true) =>
      matches.find((match) => match.start >= position && match.start <= position + 2 && !taken.has(match) && accept(match) && !this.isOnlyValue(match));
    const isFlagOnly = (match: Match) => this.namesColumnMatch(match) && match.candidates.every(({ target }) => target.kind !== 'column' || this.index.isFlag(target));
    const isMeasureTarget = (match: Match) =>
      !(cues.aggregates[0]?.aggregate === 'count' && isFlagOnly(match)) &&
      match.candidates.some(({ target }) => target.kind === 'metric' || target.kind === 'table' || target.kind === 'column');

    // The ranked thing comes right after 'top 5': 'top 5 customers by number of orders'.
    if (cues.rank && !cues.rank.superlative) {
      const ranked = firstMatchFrom(cues.rank.next);
      if (ranked) {
        roles.dimensions.push(ranked);
        taken.add(ranked);
      }
    }
    // What is computed comes right after its cue; values in between ('total won revenue') are filters.
    const aggregateCue = cues.aggregates[0];
    const units = aggregateCue ? this.unitsMeasure(tokens, aggregateCue, matches) : undefined;
    if (aggregateCue && units) {
      roles.measure = { cue: { aggregate: 'sum', next: units.start }, match: units };
      for (const match of matches) if (match.start === units.start) taken.add(match);
    } else if (aggregateCue) {
      let target = matches.find((match) => match.start >= aggregateCue.next && !taken.has(match) && !this.isOnlyValue(match) && isMeasureTarget(match));
      // 'total won value by office': a value word before anything measurable means the rows' main amount.
      const amountWord = tokens.slice(aggregateCue.next, target?.start ?? tokens.length).some((token) => AMOUNT_WORDS.has(token.text));
      if (amountWord && aggregateCue.aggregate !== 'count' && target && !this.isMeasurableMatch(target)) target = undefined;
      roles.measure = { cue: aggregateCue, match: target };
      if (target) taken.add(target);
    } else if (cues.rank?.superlative) {
      const target = firstMatchFrom(cues.rank.next);
      if (target) {
        roles.measure = { match: target };
        taken.add(target);
        // 'what is the highest unit price': the extreme value itself, not the row that has it.
        const asksValue = tokens[0]?.text === 'what' && ['is', 'was', 's', 'were', 'are'].includes(tokens[1]?.text ?? '');
        if (asksValue && !cues.rank.byPrice && this.namesColumnMatch(target) && this.isMeasurableMatch(target)) {
          roles.measure = { cue: { aggregate: cues.rank.direction === 'desc' ? 'max' : 'min', next: target.start }, match: target };
          cues.rank = undefined;
        }
      }
    }
    // 'which country has the most customers': what comes after 'which' is what gets ranked.
    const opener = tokens[0]?.text;
    if (cues.rank?.superlative && !cues.rank.byPrice && (opener === 'which' || opener === 'what' || opener === 'who')) {
      const ranked = firstMatchFrom(1);
      if (ranked && !ranked.candidates.some(({ target }) => target.kind === 'table')) {
        roles.dimensions.push(ranked);
        taken.add(ranked);
      }
    }
    // 'customers with more than 20 orders': the table after the number is counted per subject.
    for (const comparison of cues.comparisons) {
      const counted = matches.find((match) => match.start >= comparison.end && match.start <= comparison.end + 1 && !taken.has(match));
      if (counted && !this.isOnlyValue(counted) && !this.namesColumnMatch(counted) && counted.candidates.some(({ target }) => target.kind === 'table')) {
        roles.counted = counted;
        taken.add(counted);
        if (!roles.measure) roles.measure = { cue: { aggregate: 'count', next: counted.start }, match: counted };
      }
    }
    for (const group of cues.groups) {
      const grain = cues.grains.find((candidate) => candidate.start === group.next);
      if (grain) continue;
      const dimension = firstMatchFrom(group.next);
      if (!dimension) continue;
      // 'top 5 customers by revenue': after a ranking, 'by' names what is ranked on, not a grouping.
      if (cues.rank && !cues.rank.superlative && !roles.measure?.match && this.isMeasurableMatch(dimension)) {
        roles.measure = { cue: roles.measure?.cue, match: dimension };
        taken.add(dimension);
        continue;
      }
      roles.dimensions.push(dimension);
      taken.add(dimension);
    }
    const nearComparison = (match: Match) => cues.comparisons.some((c) => (match.end <= c.start && c.start - match.end <= 3) || (match.start >= c.end && match.start - c.end <= 1));
    // 'revenue in the last 3 months': a metric is always computed, whatever else the question says.
    if (!roles.measure) {
      const metric = matches.find((match) => !taken.has(match) && this.namesMetric(match) && !nearComparison(match));
      if (metric) {
        roles.measure = { cue: { aggregate: 'sum', next: metric.start }, match: metric };
        taken.add(metric);
      }
    }
    // 'pipeline value by stage': a table named with a value word is the sum of its main amount.
    if (!roles.measure) {
      const valued = matches.find((match) => !taken.has(match) && AMOUNT_WORDS.has(tokens[match.end]?.text ?? '') &&
        match.candidates.some(({ target }) => target.kind === 'table' && this.mainAmount(target.table) !== undefined));
      if (valued) {
        roles.measure = { cue: { aggregate: 'sum', next: valued.start }, match: valued };
        taken.add(valued);
      }
    }
    roles.grains = cues.grains.map(({ grain, start }) => ({ grain, start }));
    for (const match of matches) {
      if (taken.has(match)) continue;
      if (this.isOnlyValue(match)) roles.values.push(match);
      else if (!roles.subject && match.candidates.some(({ target }) => target.kind === 'table') && !this.namesColumnMatch(match)) roles.subject = match;
      else if (!roles.measure && (roles.dimensions.length > 0 || roles.grains.length > 0 || cues.overTime) && (this.namesColumnMatch(match) || this.namesMetric(match)) && this.isMeasurableMatch(match) && !nearComparison(match)) {
        // 'freight by country', 'revenue trend': a measurable column with nothing computed on it is summed.
        roles.measure = { cue: { aggregate: 'sum', next: match.start }, match };
      } else roles.rest.push(match);
    }
    if (!roles.subject && roles.measure?.match?.candidates.some(({ target }) => target.kind === 'table') && cues.rank?.byPrice) {
      roles.subject = roles.measure.match;
    }
    // A question that names a value where it names nothing else: the value is still a filter.
    void tokens;
    return roles;
  }

  private isOnlyValue(match: Match): boolean {
    return match.candidates.every(({ target }) => target.kind === 'value') ||
      (match.candidates.some(({ target }) => target.kind === 'value') &&
        Math.max(...match.candidates.filter(({ target }) => target.kind === 'value').map(({ strength }) => strength)) >
          Math.max(...match.candidates.filter(({ target }) => target.kind !== 'value').map(({ strength }) => strength)));
  }

  private namesColumnMatch(match: Match): boolean {
    const strongest = (kind: Target['kind']) => Math.max(0, ...match.candidates.filter(({ target }) => target.kind === kind).map(({ strength }) => strength));
    return strongest('column') > strongest('table') && strongest('column') >= strongest('value');
  }

  /**
   * 'how many units of Chai': units are the quantity column of the order lines, unless the words go on to name a
   * column of their own ('units in stock').
   */
  private unitsMeasure(tokens: readonly Token[], cue: AggregateCue, matches: readonly Match[]): Match | undefined {
    const word = tokens[cue.next];
    if (!word || !UNIT_WORDS.has(word.singular)) return undefined;
    const named = matches.find((match) => match.start === cue.next);
    if (named && named.end - named.start > 1) return undefined;
    const quantities = this.catalog.tables.flatMap((table) =>
      table.columns
        .filter((column) => this.index.isMeasurable({ table: table.name, column: column.name }) && nameWords(column.name).some((w) => w === 'quantity' || w === 'qty'))
        .map((column) => ({ target: { kind: 'column', table: table.name, column: column.name } as Target, strength: 0.9 })),
    );
    return quantities.length === 0 ? undefined : { start: cue.next, end: cue.next + 1, text: word.text, candidates: quantities };
  }

  /** Whether the match spells the column's whole name ('employees'), not a part of it. */
  private namesWholeColumn(match: Match, column: ColumnRef): boolean {
    return match.candidates.some(({ target, strength }) => target.kind === 'column' && sameColumn(target, column) && strength >= 0.9) &&
      !match.candidates.some(({ target }) => target.kind === 'table');
  }

  /** Whether a match is mainly a metric's name ('revenue' by month). */
  private namesMetric(match: Match): boolean {
    const metric = Math.max(0, ...match.candidates.filter(({ target }) => target.kind === 'metric').map(({ strength }) => strength));
    return metric > 0 && match.candidates.every(({ target, strength }) => target.kind === 'metric' || strength < metric);
  }

  private isMeasurableMatch(match: Match): boolean {
    return match.candidates.some(({ target }) => target.kind === 'metric' || (target.kind === 'column' && this.index.isMeasurable(target)));
  }

  // ---- base table --------------------------------------------------------------------------------------------

  private baseCandidates(roles: Roles, cues: QuestionCues): string[] {
    const fromMatch = (match: Match | undefined) =>
      (match?.candidates ?? []).flatMap(({ target }) => (target.kind === 'metric' ? [target.metric.table] : target.kind === 'value' ? [] : [target.table]));
    const measured = fromMatch(roles.measure?.match);
    if (measured.length > 0) return [...new Set(measured)];
    const subject = fromMatch(roles.subject);
    if (subject.length > 0 && (cues.list || cues.aggregates.length > 0 || roles.dimensions.length > 0 || roles.grains.length > 0 || cues.rank)) {
      return [...new Set(subject)];
    }
    return this.catalog.tables.map((table) => table.name);
  }

  private scoreBase(base: string, roles: Roles, matches: Match[]): number {
    let score = 0;
    for (const match of matches) {
      const best = Math.max(...match.candidates.map(({ target, strength }) => strength * proximity(this.graph, base, tableOf(target))));
      score += best;
    }
    const measureMatch = roles.measure?.match;
    if (measureMatch) {
      // The counted table, or the table of the measured column, must be the base itself.
      const own = Math.max(0, ...measureMatch.candidates.filter(({ target }) => tableOf(target) === base).map(({ strength }) => strength));
      score += own;
    }
    return score;
  }

  private measureDiffers(roles: Roles, a: string, b: string): boolean {
    const match = roles.measure?.match;
    if (!match) return false;
    const inA = match.candidates.find(({ target }) => tableOf(target) === a);
    const inB = match.candidates.find(({ target }) => tableOf(target) === b);
    return Boolean(inA && inB);
  }

  /**
   * 'how many sales agents': a column found in several tables names the rows of the one table where it is the key
   * (one agent per row of sales_teams), not the tables that point at it.
   */
  private tableKeyedBy(match: Match | undefined, tables: readonly string[]): string | undefined {
    if (!match || !this.namesColumnMatch(match)) return undefined;
    const keyed = match.candidates.filter(({ target }) => {
      if (target.kind !== 'column' || !tables.includes(target.table)) return false;
      const column = this.index.column(target);
      const rows = this.index.table(target.table).rowCount;
      return column.isPrimaryKey || (rows > 0 && column.nullCount === 0 && column.distinctCount === rows);
    });
    return keyed.length === 1 && keyed[0]?.target.kind === 'column' ? keyed[0].target.table : undefined;
  }

  private clarifyBase(question: string, roles: Roles, bases: string[]): Clarification {
    const phrase = roles.measure?.match?.text ?? '';
    const options = bases.slice(0, 4).map((base) => `${question.trim().replace(/\?+$/, '')} (${phrase} of ${humanize(base)})`);
    return { question: `"${phrase}" is in more than one table. Which one do you mean?`, options };
  }

  // ---- plan --------------------------------------------------------------------------------------------------

  /** The candidate that fits the base best; tables the question names itself ('customers in France') fit better. */
  private resolve(match: Match, base: string, accept: (target: Target) => boolean = () => true, named: ReadonlySet<string> = new Set()): Target | undefined {
    let best: Target | undefined;
    let bestScore = 0;
    for (const { target, strength } of match.candidates) {
      if (!accept(target)) continue;
      const score = strength * Math.max(proximity(this.graph, base, tableOf(target)), named.has(tableOf(target)) ? 1.05 : 0);
      if (score > bestScore + 1e-9) {
        best = target;
        bestScore = score;
      }
    }
    return best;
  }

  private build(base: string, tokens: readonly Token[], cues: QuestionCues, roles: Roles): PlanOutcome {
    const words = tokens.map((token) => token.text);
    const plan: QueryPlan = { baseTable: base, measures: [], dimensions: [], listColumns: [], filters: [], having: [] };

    // Dimensions named with 'by', 'per', 'each', or ranked with 'top 5'.
    for (const match of roles.dimensions) {
      // 'average freight per order': an average per row of the table it averages is the plain average.
      const own = this.resolve(match, base, (candidate) => candidate.kind === 'table');
      if (roles.measure?.cue?.aggregate === 'avg' && own?.kind === 'table' && own.table === base && !this.namesColumnMatch(match)) continue;
      const dimension = this.dimensionFor(match, base);
      if (!dimension) {
        return { kind: 'unanswerable', reason: `"${match.text}" cannot be related to ${humanize(base)}: no key links them in ${this.catalog.sourceName}.` };
      }
      if (!plan.dimensions.some((d) => sameColumns(d.columns, dimension.columns))) plan.dimensions.push(dimension);
      // 'each account': rows that point at no account are not an account of their own.
      if (own?.kind === 'table' && own.table !== base && !this.namesColumnMatch(match)) {
        for (const column of dimension.columns) addNotNull(plan.filters, column);
      }
    }

    // Value filters: 'Brazil' → ship_country = 'Brazil', several values of one column become IN.
    const named = new Set(
      [roles.subject, ...roles.rest, ...roles.dimensions]
        .flatMap((match) => match?.candidates ?? [])
        .filter(({ target, strength }) => target.kind === 'table' && strength >= 0.75)
        .map(({ target }) => tableOf(target)),
    );
    const columnMatches = [roles.subject, ...roles.rest, ...roles.dimensions].filter((match): match is Match => match !== undefined && this.namesColumnMatch(match));
    for (const match of roles.values) {
      // 'subsidiaries of Acme Corporation': a value found in several columns belongs to the column named just before it.
      const before = columnMatches.find((candidate) => candidate.end <= match.start && match.start - candidate.end <= 1);
      const beforeColumns = (before?.candidates ?? []).flatMap(({ target }) => (target.kind === 'column' ? [target] : []));
      const inNamedColumn = (candidate: Target) => candidate.kind === 'value' && beforeColumns.some((column) => sameColumn(column, candidate));
      const target =
        (beforeColumns.length > 0 ? this.resolve(match, base, inNamedColumn, named) : undefined) ??
        this.resolve(match, base, (candidate) => candidate.kind === 'value', named);
      if (target?.kind !== 'value') continue;
      const negated = cues.negations.some((position) => position < match.start && match.start - position <= 2);
      const column = { table: target.table, column: target.column };
      const existing = plan.filters.find((filter) => filter.kind === 'values' && sameColumn(filter.column, column) && Boolean(filter.negated) === negated);
      if (existing?.kind === 'values') {
        if (!existing.values.includes(target.value)) existing.values.push(target.value);
        existing.label = `${humanize(column.column)} ${negated ? 'is not' : 'is'} ${existing.values.join(' or ')}`;
      } else {
        plan.filters.push({ kind: 'values', column, values: [target.value], negated, label: `${humanize(column.column)} ${negated ? 'is not' : 'is'} ${target.value}` });
      }
    }

    // Rates: 'win rate' → the share of rows whose stage is Won among those Won or Lost.
    for (const rate of cues.rates) {
      const measure = this.rateMeasure(rate.word, base);
      if (measure) plan.measures.push(measure);
    }

    // The measure.
    const measureOutcome = this.measureFor(base, cues, roles, words, plan.measures.some((measure) => measure.rate));
    if (measureOutcome && 'clarification' in measureOutcome) return { kind: 'clarification', clarification: measureOutcome.clarification };
    const listOrdering = measureOutcome && 'orderColumn' in measureOutcome ? measureOutcome.orderColumn : undefined;
    if (measureOutcome && 'measure' in measureOutcome) plan.measures.push(measureOutcome.measure);

    // Number filters: 'more than 50', 'between 10 and 20', 'customers with more than 5 orders'.
    for (const comparison of cues.comparisons) {
      const outcome = this.comparisonFor(comparison, base, roles, words);
      if (outcome === undefined) continue;
      if ('clarification' in outcome) return { kind: 'clarification', clarification: outcome.clarification };
      if ('having' in outcome) plan.having.push(outcome.having);
      else plan.filters.push(outcome.filter);
    }

    // 'out of stock' → units_in_stock = 0.
    for (const idiom of cues.idioms) {
      const column = this.columnNamed(idiom.word, base);
      if (!column) continue;
      if (idiom.kind === 'zero' && this.index.isNumeric(column)) {
        plan.filters.push({ kind: 'compare', column, operator: '=', value: 0, label: `${humanize(column.column)} is 0` });
      }
    }

    // Time: filters and series.
    const dateColumn = this.dateColumnFor(base, words, plan.filters);
    // Without a date, years can still be compared with a year number ('accounts established before 2000').
    const yearColumn = dateColumn ? undefined : this.yearColumnFor(base);
    let timesPlaced = true;
    for (const time of cues.times) {
      const filter = dateColumn ? this.dateRange(time, dateColumn) : yearColumn ? yearFilter(time, yearColumn) : undefined;
      if (filter) plan.filters.push(filter);
      else if (!dateColumn) timesPlaced = false;
    }
    const grains = roles.grains.map(({ grain }) => grain);
    if ((grains.length > 0 || cues.overTime || !timesPlaced) && !dateColumn) {
      return { kind: 'unanswerable', reason: `${capitalise(humanize(base))} has no date to place it in time, and no related table has one either.` };
    }
    if (grains.length === 0 && cues.overTime && dateColumn) grains.push(this.autoGrain(dateColumn, plan.filters));
    for (const grain of grains) {
      if (!dateColumn) break;
      plan.dimensions.push({ columns: [dateColumn], grain, label: grain });
    }

    // No measure yet: count the base table's rows, unless this lists rows.
    // Flags named as adjectives: 'discontinued products' → discontinued = 1.
    for (const match of roles.rest) {
      if (!this.namesColumnMatch(match)) continue;
      const target = this.resolve(match, base, (candidate) => candidate.kind === 'column' && this.index.isFlag(candidate));
      if (target?.kind !== 'column') continue;
      const column = { table: target.table, column: target.column };
      const negated = cues.negations.some((position) => position < match.start && match.start - position <= 2);
      const isBoolean = this.index.column(column).type === 'boolean';
      plan.filters.push({ kind: 'values', column, values: [isBoolean ? String(!negated) : negated ? '0' : '1'], label: `${negated ? 'not ' : ''}${humanize(column.column)}` });
    }

    // 'customers with more than 20 orders': count per subject, keep the groups over the number.
    if (plan.having.length > 0 && plan.dimensions.length === 0 && roles.subject) {
      const dimension = this.dimensionFor(roles.subject, base);
      if (dimension) plan.dimensions.push(dimension);
      if (plan.measures.length === 0) plan.measures.push(plan.having[0]?.measure ?? { aggregate: 'count', label: `number of ${humanize(base)}` });
    }

    const grouped = plan.dimensions.length > 0;
    const listing =
      !grouped && plan.measures.length === 0 && !cues.share &&
      (cues.list || listOrdering !== undefined || (!roles.measure && cues.aggregates.length === 0 && !cues.rank));
    if (plan.measures.length === 0 && !listing) {
      const subject = roles.subject && this.resolve(roles.subject, base);
      const noun = subject?.kind === 'table' && subject.table === base ? roles.subject?.text ?? humanize(base) : humanize(base);
      plan.measures.push({ aggregate: 'count', label: `number of ${noun}` });
    }

    if (listing) {
      plan.listColumns = this.listColumnsFor(base, plan.filters);
      if (listOrdering) {
        if (!plan.listColumns.some((c) => sameColumn(c, listOrdering.column))) plan.listColumns.push(listOrdering.column);
        plan.order = { by: 'column', index: plan.listColumns.findIndex((c) => sameColumn(c, listOrdering.column)), direction: listOrdering.direction };
        plan.limit = cues.rank?.limit ?? (this.isPluralSubject(roles, words) ? 10 : 1);
      } else if (cues.rank?.limit) {
        plan.limit = cues.rank.limit;
      }
    }

    // Rankings: 'top 5', 'which account has the most'.
    if (cues.rank && grouped && plan.measures.length > 0) {
      plan.order = { by: 'measure', index: 0, direction: cues.rank.direction };
      plan.limit = cues.rank.limit ?? (this.isPluralSubject(roles, words) ? 10 : 1);
      for (const dimension of plan.dimensions) {
        for (const column of dimension.columns) addNotNull(plan.filters, column);
      }
    } else if (cues.rank && !grouped && !listing && roles.subject && plan.measures.length > 0 && cues.rank.superlative) {
      // 'which customer has the most orders': the subject becomes the grouping.
      const dimension = this.dimensionFor(roles.subject, base);
      if (dimension) {
        plan.dimensions.push(dimension);
        plan.order = { by: 'measure', index: 0, direction: cues.rank.direction };
        plan.limit = cues.rank.limit ?? (this.isPluralSubject(roles, words) ? 10 : 1);
        for (const column of dimension.columns) addNotNull(plan.filters, column);
      }
    } else if (plan.dimensions.some((dimension) => dimension.grain)) {
      plan.order = { by: 'dimension', index: plan.dimensions.findIndex((dimension) => dimension.grain), direction: 'asc' };
    } else if (grouped) {
      plan.order = { by: 'measure', index: 0, direction: 'desc' };
    }

    if (cues.share && plan.dimensions.length > 0) plan.shareOfTotal = true;
    if (cues.chart) plan.chart = cues.chart;
    if (!grouped && roles.subject === undefined && plan.measures.length === 0 && plan.listColumns.length === 0) {
      return { kind: 'unanswerable', reason: 'The question does not say what to count, sum or list.' };
    }
    return { kind: 'plan', plan };
  }

  private isPluralSubject(roles: Roles, words: readonly string[]): boolean {
    const match = roles.subject ?? roles.dimensions[0];
    if (!match) return false;
    const word = words[match.end - 1] ?? '';
    return /s$/.test(word) && !/ss$/.test(word);
  }

  private dimensionFor(match: Match, base: string): Dimension | undefined {
    const target = this.resolve(match, base, (candidate) => candidate.kind === 'table' || candidate.kind === 'column' || candidate.kind === 'value');
    if (!target || target.kind === 'metric') return undefined;
    if (target.kind === 'table') {
      if (target.table === base) {
        const labels = this.index.labelColumns(base);
        return { columns: labels, key: this.index.primaryKey(base), label: humanize(match.text) };
      }
      // A key of the base that points at the table's label needs no join: sales_pipeline.account → accounts.account.
      const path = this.graph.path(base, target.table);
      const labels = this.index.labelColumns(target.table);
      const first = path?.[0];
      if (path?.length === 1 && first && labels.length === 1 && labels[0]?.column === first.toColumn) {
        return { columns: [{ table: base, column: first.fromColumn }], label: humanize(match.text) };
      }
      return { columns: labels, key: this.index.primaryKey(target.table), label: humanize(match.text) };
    }
    const column = { table: target.table, column: target.column };
    // 'by rep' matching a part of orders.sales_rep_id: the rep's name, from the table the key points at.
    const referenced = this.catalog.joins.find((join) => join.fromTable === column.table && join.fromColumn === column.column);
    const partial = match.candidates.every(({ target: candidate, strength }) => !(candidate.kind === 'column' && sameColumn(candidate, column)) || strength < 0.9);
    if (referenced && partial && Number.isFinite(this.graph.distance(base, referenced.toTable))) {
      return { columns: this.index.labelColumns(referenced.toTable), key: this.index.primaryKey(referenced.toTable), label: humanize(match.text) };
    }
    if (this.index.isDate(column)) return { columns: [column], grain: 'day', label: humanize(target.column) };
    return { columns: [column], label: humanize(target.column) };
  }

  private measureFor(
    base: string,
    cues: QuestionCues,
    roles: Roles,
    words: readonly string[],
    hasRate: boolean,
  ): { measure: Measure } | { clarification: Clarification } | { orderColumn: { column: ColumnRef; direction: 'asc' | 'desc' } } | undefined {
    const cue = roles.measure?.cue;
    const match = roles.measure?.match;
    const aggregate: Aggregate | undefined = cue?.aggregate;
    if (cues.rank?.byPrice) {
      const numeric = this.index.table(base).columns.map((column) => ({ table: base, column: column.name })).filter((column) => this.index.isMeasurable(column));
      const price = numeric.find((column) => /price/i.test(column.column)) ?? numeric.find((column) => /cost|amount|value/i.test(column.column));
      if (price) return { orderColumn: { column: price, direction: cues.rank.direction } };
    }
    if (!match) {
      if (aggregate && aggregate !== 'count' && aggregate !== 'count_distinct' && !hasRate) {
        // 'total' or 'total value' with nothing measurable after it: the base table's main amount, if it has one.
        const amount = this.mainAmount(base);
        if (amount) return { measure: this.columnMeasure(aggregate, amount) };
      }
      return undefined;
    }
    // The base was chosen for the measure, so the measure comes from the base when it can.
    const own = match.candidates.some(({ target: candidate }) => candidate.kind !== 'value' && tableOf(candidate) === base);
    const target = this.resolve(match, base, (candidate) => candidate.kind !== 'value' && (!own || tableOf(candidate) === base));
    if (!target || target.kind === 'value') return undefined;
    if (target.kind === 'metric') {
      if (aggregate === 'avg') return { measure: this.averageMetric(target.metric, words) };
      return { measure: { aggregate: 'sum', metric: target.metric, label: humanize(target.metric.name) } };
    }
    if (target.kind === 'table') {
      // 'average deal size': a table with sum or average means its main amount.
      if (aggregate && aggregate !== 'count' && aggregate !== 'count_distinct') {
        const amount = this.mainAmount(target.table);
        if (amount) return { measure: this.columnMeasure(aggregate, amount) };
      }
      const label = `number of ${humanize(match.text)}`;
      return { measure: { aggregate: 'count', label } };
    }
    const column = { table: target.table, column: target.column };
    if (!cue && cues.rank?.superlative) {
      // 'the most expensive product', 'which product has the highest price': rows ordered by the column.
      if (this.index.isNumeric(column) || this.index.isDate(column)) {
        if (roles.subject && this.resolve(roles.subject, base)?.kind === 'table' && tableOf(this.resolve(roles.subject, base) as Target) === column.table) {
          return { orderColumn: { column, direction: cues.rank.direction } };
        }
        return { measure: this.columnMeasure('sum', column) };
      }
      return undefined;
    }
    const numberOf = cue !== undefined && words.slice(cue.next - 2, cue.next).join(' ') === 'number of';
    if (aggregate === 'count' && numberOf && this.index.isMeasurable(column) && this.namesWholeColumn(match, column)) {
      // 'the largest number of employees', where employees is a count kept on each row: the column itself.
      const subject = roles.subject && this.resolve(roles.subject, base);
      if (cues.rank?.superlative && (!subject || (subject.kind === 'table' && subject.table === column.table))) {
        return { orderColumn: { column, direction: cues.rank.direction } };
      }
      return { measure: this.columnMeasure('sum', column) };
    }
    if (aggregate === 'count' || aggregate === 'count_distinct') {
      if (this.index.isMeasurable(column) && aggregate === 'count' && words[cue?.next ?? 0] !== undefined && cue && words.slice(cue.next - 2, cue.next).join(' ') === 'how many') {
        return { measure: { aggregate: 'count', label: `number of ${humanize(base)}` } };
      }
      return { measure: this.columnMeasure('count_distinct', column) };
    }
    const chosen: Aggregate = aggregate ?? (cues.rank ? 'sum' : 'sum');
    if (!this.index.isNumeric(column)) {
      if (chosen === 'min' || chosen === 'max') return { measure: this.columnMeasure(chosen, column) };
      return { measure: this.columnMeasure('count_distinct', column) };
    }
    return { measure: this.columnMeasure(chosen, column) };
  }

  /**
   * The average of a metric: per row of the table it points at when the question names that table ('average order
   * value' over order lines is revenue per order), else per row of its own table.
   */
  private averageMetric(metric: MetricDefinition, words: readonly string[]): Measure {
    const named = new Set(words.map((word) => singularOf(word)));
    const parent = this.catalog.joins.find((join) => join.fromTable === metric.table && named.has(singularOf(nameWords(join.toTable).join(' '))));
    const per = parent ? `count(DISTINCT ${quoteName(parent.fromColumn)})` : 'count(*)';
    const name = parent ? `average ${singularOf(nameWords(parent.toTable).join(' '))} ${metric.name}` : `average ${metric.name}`;
    return { aggregate: 'sum', metric: { ...metric, name, expression: `(${metric.expression}) / nullif(${per}, 0)` }, label: humanize(name) };
  }

  /** The column that says how much a row is worth: its only measure, or one named like an amount. */
  private mainAmount(table: string): ColumnRef | undefined {
    const measurable = this.index.table(table).columns.map((column) => ({ table, column: column.name })).filter((column) => this.index.isMeasurable(column));
    if (measurable.length === 1) return measurable[0];
    return (
      measurable.find((column) => /amount|value|revenue|total|sales/i.test(column.column)) ??
      measurable.find((column) => /revenue|amount|value/i.test(this.index.column(column).description ?? ''))
    );
  }

  private columnMeasure(aggregate: Aggregate, column: ColumnRef): Measure {
    return { aggregate, column, label: `${AGGREGATE_WORDS[aggregate]} ${humanize(column.column)}` };
  }

  /** The table with a status the rate counts, such as a stage 'Won' for 'win rate'. */
  private rateTable(word: string): string | undefined {
    const stem = rateStem(word);
    return this.catalog.tables.find((table) => table.columns.some((column) => (column.values ?? []).some((value) => value.toLowerCase().startsWith(stem))))?.name;
  }

  /** An integer column holding years ('year_established'), for year filters on a table without dates. */
  private yearColumnFor(base: string): ColumnRef | undefined {
    const column = this.index.table(base).columns.find((candidate) =>
      candidate.type === 'integer' && nameWords(candidate.name).includes('year') &&
      typeof candidate.min === 'number' && typeof candidate.max === 'number' && candidate.min >= 1000 && candidate.max <= 9999);
    return column ? { table: base, column: column.name } : undefined;
  }

  private rateMeasure(word: string, base: string): Measure | undefined {
    const stem = rateStem(word);
    for (const column of this.columnsReachable(base)) {
      const values = this.index.column(column).values ?? [];
      const value = values.find((candidate) => candidate.toLowerCase().startsWith(stem));
      if (!value) continue;
      const opposite = RATE_OPPOSITES[value.toLowerCase()];
      const against = opposite ? values.filter((candidate) => candidate.toLowerCase() === opposite) : [];
      return { aggregate: 'avg', rate: { column, value, against: against.length > 0 ? [value, ...against] : undefined }, label: `${word} rate (%)` };
    }
    return undefined;
  }

  private columnsReachable(base: string): ColumnRef[] {
    const own = this.index.table(base).columns.map((column) => ({ table: base, column: column.name }));
    const others = this.catalog.tables
      .filter((table) => table.name !== base && Number.isFinite(this.graph.distance(base, table.name)))
      .sort((a, b) => this.graph.distance(base, a.name) - this.graph.distance(base, b.name))
      .flatMap((table) => table.columns.map((column) => ({ table: table.name, column: column.name })));
    return [...own, ...others];
  }

  private comparisonFor(
    comparison: ComparisonCue,
    base: string,
    roles: Roles,
    words: readonly string[],
  ): { filter: Filter } | { having: HavingFilter } | { clarification: Clarification } | undefined {
    const all = [...roles.rest, ...(roles.subject ? [roles.subject] : []), ...roles.dimensions, ...(roles.measure?.match ? [roles.measure.match] : [])];
    const after = all.find((match) => match.start >= comparison.end && match.start <= comparison.end + 1);
    const before = all.filter((match) => match.end <= comparison.start && comparison.start - match.end <= 3).sort((a, b) => b.end - a.end)[0];
    const bound = (column: ColumnRef) => this.compareFilter(column, comparison);
    // 'more than 20 units in stock': the column follows the number.
    const measurable = (candidate: Target) => candidate.kind === 'column' && this.index.isMeasurable(candidate);
    if (after) {
      const target = this.namesColumn(after) ? this.resolve(after, base, measurable) : undefined;
      if (target?.kind === 'column') return { filter: bound({ table: target.table, column: target.column }) };
      const table = this.resolve(after, base, (candidate) => candidate.kind === 'table');
      if (table?.kind === 'table') {
        // 'customers with more than 10 orders': a condition on a count.
        return {
          having: {
            measure: { aggregate: 'count', label: `number of ${humanize(after.text)}` },
            operator: comparison.operator,
            value: comparison.value,
            label: `more than ${comparison.value} ${after.text}`,
          },
        };
      }
    }
    if (before && this.namesColumn(before)) {
      const target = this.resolve(before, base, measurable);
      if (target?.kind === 'column') return { filter: bound({ table: target.table, column: target.column }) };
    }
    // 'products that cost more than 50': a price-like column of the base.
    const priceWord = words.slice(Math.max(0, comparison.start - 3), comparison.start).find((word) => PRICE_WORDS.has(word));
    const numeric = this.index.table(base).columns.map((column) => ({ table: base, column: column.name })).filter((column) => this.index.isMeasurable(column));
    if (priceWord) {
      const price = numeric.find((column) => /price/i.test(column.column)) ?? numeric.find((column) => /cost|amount|value/i.test(column.column));
      if (price) return { filter: bound(price) };
    }
    if (numeric.length === 1 && numeric[0]) return { filter: bound(numeric[0]) };
    if (numeric.length > 1) {
      const phrase = `${comparison.operator} ${comparison.value}`;
      return {
        clarification: {
          question: `Which number should be ${phrase.replace('>', 'more than').replace('<', 'less than')}?`,
          options: numeric.slice(0, 4).map((column) => `${humanize(base)} with ${humanize(column.column)} ${phrase}`),
        },
      };
    }
    return undefined;
  }

  /** Whether a match is mainly a column's name, not a table's. */
  private namesColumn(match: Match): boolean {
    const strongest = (kind: Target['kind']) => Math.max(0, ...match.candidates.filter(({ target }) => target.kind === kind).map(({ strength }) => strength));
    return strongest('column') > strongest('table') && strongest('column') > strongest('value');
  }

  private compareFilter(column: ColumnRef, comparison: ComparisonCue): Filter {
    if (comparison.upper !== undefined) {
      return { kind: 'between', column, from: comparison.value, to: comparison.upper, label: `${humanize(column.column)} between ${comparison.value} and ${comparison.upper}` };
    }
    return { kind: 'compare', column, operator: comparison.operator, value: comparison.value, label: `${humanize(column.column)} ${comparison.operator} ${comparison.value}` };
  }

  private columnNamed(word: string, base: string): ColumnRef | undefined {
    const singular = nameWords(word)[0] ?? word;
    return this.columnsReachable(base).find((column) => nameWords(column.column).includes(singular));
  }

  // ---- time --------------------------------------------------------------------------------------------------

  /**
   * The date the question's time words apply to: one the question names ('shipped' → shipped_date), one whose
   * description mentions a filtered value ('Won' → close_date), else the base table's main date, else a joined one.
   */
  private dateColumnFor(base: string, words: readonly string[], filters: Filter[]): ColumnRef | undefined {
    const own = this.index.dateColumns(base);
    const joined = this.catalog.tables
      .filter((table) => table.name !== base && this.graph.path(base, table.name)?.every((step) => !step.fansOut))
      .sort((a, b) => this.graph.distance(base, a.name) - this.graph.distance(base, b.name))
      .flatMap((table) => this.index.dateColumns(table.name));
    const candidates = [...own, ...joined];
    const stems = words.map((word) => word.replace(/(ed|ing|s)$/, ''));
    const named = candidates.find((column) => nameWords(column.column).some((word) => word !== 'date' && stems.includes(word.replace(/(ed|ing|s)$/, ''))));
    if (named) return named;
    const values = filters.flatMap((filter) => (filter.kind === 'values' ? filter.values.map((value) => value.toLowerCase()) : []));
    if (values.length > 0) {
      const described = candidates.find((column) => {
        const description = this.index.column(column).description?.toLowerCase() ?? '';
        return values.some((value) => description.includes(value));
      });
      if (described) return described;
      if (values.some((value) => CLOSING_VALUES.has(value))) {
        const closing = candidates.find((column) => /clos|won|convert|end/i.test(column.column));
        if (closing) return closing;
      }
    }
    return candidates[0];
  }

  private autoGrain(column: ColumnRef, filters: Filter[]): TimeGrain {
    const range = filters.find((filter): filter is Extract<Filter, { kind: 'date_range' }> => filter.kind === 'date_range' && sameColumn(filter.column, column));
    const info = this.index.column(column);
    const from = range?.from ?? (typeof info.min === 'string' ? info.min : undefined);
    const to = range?.to ?? (typeof info.max === 'string' ? info.max : undefined);
    if (!from || !to) return 'month';
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days > 3 * 365) return 'year';
    if (days > 180) return 'month';
    if (days > 60) return 'week';
    return 'day';
  }

  private dateRange(time: TimeCue, column: ColumnRef): Filter | undefined {
    const latest = this.latestDate(column);
    const latestYear = Number(latest.slice(0, 4));
    switch (time.kind) {
      case 'year':
        return dateFilter(column, `${time.year}-01-01`, `${time.year + 1}-01-01`, `in ${time.year}`);
      case 'between_years': {
        const label = time.from <= 1000 ? `before ${time.to + 1}` : time.to >= 9998 ? `from ${time.from} on` : `from ${time.from} to ${time.to}`;
        return dateFilter(column, `${Math.min(time.from, time.to)}-01-01`, `${Math.max(time.from, time.to) + 1}-01-01`, label);
      }
      case 'quarter': {
        const startMonth = (time.quarter - 1) * 3 + 1;
        const year = time.year ?? (`${latestYear}-${pad(startMonth)}-01` <= latest ? latestYear : latestYear - 1);
        const end = startMonth + 3 > 12 ? `${year + 1}-01-01` : `${year}-${pad(startMonth + 3)}-01`;
        return dateFilter(column, `${year}-${pad(startMonth)}-01`, end, `in Q${time.quarter} ${year}`);
      }
      case 'month': {
        const year = time.year ?? (`${latestYear}-${pad(time.month)}-01` <= latest ? latestYear : latestYear - 1);
        const end = time.month === 12 ? `${year + 1}-01-01` : `${year}-${pad(time.month + 1)}-01`;
        return dateFilter(column, `${year}-${pad(time.month)}-01`, end, `in ${MONTH_NAMES[time.month - 1]} ${year}`);
      }
      case 'relative': {
        const anchor = new Date(`${latest}T00:00:00Z`);
        const to = addDays(anchor, 1);
        let from: Date;
        if (time.count === 0) {
          from = startOf(anchor, time.unit);
        } else {
          from = addUnits(anchor, time.unit, -time.count);
          from = addDays(from, 1);
        }
        const label = time.count === 0 ? `this ${time.unit} (up to ${latest})` : `the last ${time.count} ${time.unit}${time.count === 1 ? '' : 's'} up to ${latest}`;
        return dateFilter(column, isoDate(from), isoDate(to), label);
      }
    }
  }

  /** The data's latest date in the column: relative ranges count back from it, not from today. */
  private latestDate(column: ColumnRef): string {
    const max = this.index.column(column).max;
    return typeof max === 'string' ? max.slice(0, 10) : new Date().toISOString().slice(0, 10);
  }

  private listColumnsFor(base: string, filters: Filter[]): ColumnRef[] {
    const columns = [...this.index.labelColumns(base)];
    for (const filter of filters) {
      if (filter.kind === 'not_null') continue;
      if (filter.column.table === base && !columns.some((column) => sameColumn(column, filter.column))) columns.push(filter.column);
    }
    return columns;
  }
}

/** Words after 'total' or 'average' that mean the rows' main amount rather than a column of their own. */
const AMOUNT_WORDS = new Set(['value', 'amount', 'worth', 'size']);
/** 'how many units', 'how many pieces': a quantity summed over order lines. */
const UNIT_WORDS = new Set(['unit', 'piece']);

function quoteName(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

const RATE_STEMS: Record<string, string> = { win: 'won', winning: 'won', loss: 'lost', lose: 'lost', losing: 'lost', conversion: 'conver', churn: 'churn', return: 'return', cancellation: 'cancel' };
function addNotNull(filters: Filter[], column: ColumnRef): void {
  if (filters.some((filter) => filter.kind === 'not_null' && sameColumn(filter.column, column))) return;
  filters.push({ kind: 'not_null', column, label: `${humanize(column.column)} is known` });
}

function rateStem(word: string): string {
  return RATE_STEMS[word] ?? word.slice(0, Math.max(3, word.length - 3));
}

/** A year filter on a column of year numbers. */
function yearFilter(time: TimeCue, column: ColumnRef): Filter | undefined {
  const label = humanize(column.column);
  if (time.kind === 'year') return { kind: 'compare', column, operator: '=', value: time.year, label: `${label} is ${time.year}` };
  if (time.kind !== 'between_years') return undefined;
  const from = Math.min(time.from, time.to);
  const to = Math.max(time.from, time.to);
  if (from <= 1000) return { kind: 'compare', column, operator: '<=', value: to, label: `${label} up to ${to}` };
  if (to >= 9998) return { kind: 'compare', column, operator: '>=', value: from, label: `${label} from ${from}` };
  return { kind: 'between', column, from, to, label: `${label} between ${from} and ${to}` };
}

const RATE_OPPOSITES: Record<string, string> = { won: 'lost', lost: 'won' };
const CLOSING_VALUES = new Set(['won', 'lost', 'closed', 'converted', 'closed won', 'closed lost', 'delivered', 'shipped']);
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const FOLLOW_UP_OPENERS = ['and', 'what about', 'how about', 'only', 'just', 'now', 'same', 'show it', 'show that', 'make it', 'as a', 'instead', 'but', 'also', 'then', 'split', 'break'];

/** Whether a question leans on the previous one: it opens like a follow-up, or only adds a grouping, filter or chart. */
function isFollowUp(tokens: readonly Token[], cues: QuestionCues): boolean {
  const text = tokens.map((token) => token.text).join(' ');
  if (FOLLOW_UP_OPENERS.some((opener) => text === opener || text.startsWith(`${opener} `))) return true;
  const standalone = cues.aggregates.length > 0 || cues.list || cues.rates.length > 0;
  return !standalone && tokens.length <= 4 && (Boolean(cues.chart) || cues.groups.length > 0 || cues.times.length > 0);
}

function tableOf(target: Target): string {
  return target.kind === 'metric' ? target.metric.table : target.table;
}

export function sameColumn(a: ColumnRef, b: ColumnRef): boolean {
  return a.table === b.table && a.column === b.column;
}

function sameColumns(a: ColumnRef[], b: ColumnRef[]): boolean {
  return a.length === b.length && a.every((column, i) => b[i] && sameColumn(column, b[i] as ColumnRef));
}

function dateFilter(column: ColumnRef, from: string, to: string, label: string): Filter {
  return { kind: 'date_range', column, from, to, label };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

function addUnits(date: Date, unit: TimeGrain, count: number): Date {
  const copy = new Date(date.getTime());
  if (unit === 'day') return addDays(date, count);
  if (unit === 'week') return addDays(date, count * 7);
  if (unit === 'month') copy.setUTCMonth(copy.getUTCMonth() + count);
  if (unit === 'quarter') copy.setUTCMonth(copy.getUTCMonth() + count * 3);
  if (unit === 'year') copy.setUTCFullYear(copy.getUTCFullYear() + count);
  return copy;
}

function startOf(date: Date, unit: TimeGrain): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  if (unit === 'year') return new Date(Date.UTC(y, 0, 1));
  if (unit === 'quarter') return new Date(Date.UTC(y, m - (m % 3), 1));
  if (unit === 'month') return new Date(Date.UTC(y, m, 1));
  if (unit === 'week') return addDays(date, -((date.getUTCDay() + 6) % 7));
  return date;
}
