/**
 * A follow-up refines the previous plan: 'and by region?' adds a grouping, 'only 2017' a time range, 'what about
 * Germany?' swaps a value, 'show it as a pie' the chart, 'top 3 only' a limit. A question that stands on its own is
 * planned afresh.
 */
import type { Catalog } from '../catalog/catalog';
import { schemaModel, type ColumnRef, type SchemaModel } from '../catalog/schema-model';
import type { Intent, WordAccount } from '../intent/intent';
import { findOperators } from '../intent/operators';
import { humanize, readIntent } from '../intent/read-intent';
import { tokenize } from '../tokens/tokenize';
import { dictionary } from '../words/dictionary';
import type { ChartType, Filter, QueryPlan } from '../plan/plan';
import { grainFor, resolveTime } from '../plan/time';

const OPENERS = ['and', 'what about', 'how about', 'only', 'just', 'now', 'same', 'show it', 'show that', 'make it', 'as a', 'instead', 'but', 'also', 'then', 'split', 'break', 'exclude', 'excluding', 'without', 'except'];

/** Whether a question leans on the previous one: it opens like a follow-up, or is a short fragment. */
export function isFollowUp(question: string): boolean {
  const text = tokenize(question).map((token) => token.lower).filter((word) => /[a-z0-9]/.test(word)).join(' ');
  if (OPENERS.some((opener) => text === opener || text.startsWith(`${opener} `))) return true;
  return /\b(it|that|those|them|these)\b/.test(text) && text.split(' ').length <= 6;
}

function same(a: ColumnRef, b: ColumnRef): boolean {
  return a.table === b.table && a.column === b.column;
}

/** The previous plan changed by the follow-up's groupings, filters, time, order, limit and chart; undefined when the
 * follow-up is not understood in the previous plan's terms. */
export function refinePlan(previous: QueryPlan, question: string, catalog: Catalog, today: string): QueryPlan | undefined {
  const model = schemaModel(catalog);
  if (!model.hasTable(previous.baseTable)) return undefined;
  const outcome = readIntent(question, catalog, { today });
  const intent = outcome.kind === 'intent' ? outcome.intent : structureOnly(question, outcome.words);
  if (!intent) return undefined;
  const plan: QueryPlan = structuredClone(previous);
  const base = plan.baseTable;
  const replace = /\binstead\b/i.test(question);
  if (intent.chart) plan.chart = intent.chart;
  for (const dimension of intent.dimensions) {
    if (dimension.columns.some((column) => !model.path(base, column.table))) return undefined;
    if (replace) plan.dimensions = plan.dimensions.filter((existing) => existing.grain);
    if (!plan.dimensions.some((existing) => existing.columns.length === dimension.columns.length && existing.columns.every((column, i) => dimension.columns[i] && same(column, dimension.columns[i] as ColumnRef)))) plan.dimensions.push(dimension);
  }
  for (const filter of intent.filters) {
    if (filter.kind === 'exists') {
      plan.filters.push(filter);
      continue;
    }
    if (filter.kind === 'values' && swapValue(plan, filter, model)) continue;
    if (!model.path(base, filter.column.table)) return undefined;
    plan.filters = plan.filters.filter((existing) => existing.kind === 'exists' || !same(existing.column, filter.column));
    plan.filters.push(filter);
  }
  const timeColumn = (plan.filters.find((filter): filter is Extract<Filter, { kind: 'date_range' }> => filter.kind === 'date_range')?.column) ??
    plan.dimensions.find((dimension) => dimension.grain)?.columns[0] ?? model.dateColumns(base)[0];
  if (intent.times.length > 0) {
    if (!timeColumn) return undefined;
    const max = model.column(timeColumn).column.max;
    plan.filters = plan.filters.filter((filter) => filter.kind !== 'date_range');
    for (const request of intent.times) {
      const range = resolveTime(request.time, today, typeof max === 'string' ? max.slice(0, 10) : undefined);
      plan.filters.push({ kind: 'date_range', column: timeColumn, from: range.from, to: range.to, label: range.label });
    }
  }
  if (intent.grain) {
    if (!timeColumn) return undefined;
    const range = plan.filters.find((filter): filter is Extract<Filter, { kind: 'date_range' }> => filter.kind === 'date_range');
    const min = model.column(timeColumn).column.min;
    const max = model.column(timeColumn).column.max;
    const grain = intent.grain === 'auto' ? grainFor(range?.from ?? String(min ?? today).slice(0, 10), range?.to ?? String(max ?? today).slice(0, 10)) : intent.grain;
    plan.dimensions = [{ columns: [timeColumn], grain, label: grain }, ...plan.dimensions.filter((dimension) => !dimension.grain)];
    plan.order = { by: 'dimension', index: 0, direction: 'asc' };
  }
  if (intent.limit !== undefined) {
    plan.limit = intent.limit;
    plan.order = { by: plan.measures.length > 0 ? 'measure' : 'column', index: 0, direction: intent.order?.direction ?? 'desc' };
  } else if (intent.order?.explicit) {
    plan.order = { by: plan.measures.length > 0 ? 'measure' : 'column', index: 0, direction: intent.order.direction };
  } else if (plan.dimensions.length > 0 && plan.measures.length > 0 && !plan.order) {
    plan.order = { by: 'measure', index: 0, direction: 'desc' };
  }
  if (plan.dimensions.length > 0 && plan.listColumns.length > 0 && plan.measures.length === 0) {
    // A list that gets a grouping becomes a count per group.
    plan.listColumns = [];
    plan.measures.push({ aggregate: 'count', table: base, label: `number of ${base.replace(/_/g, ' ')}` });
    plan.order = { by: 'measure', index: 0, direction: 'desc' };
    plan.limit = undefined;
  }
  return plan;
}

type ValuesFilter = Extract<Filter, { kind: 'values' }>;

/**
 * 'what about France?' after 'orders shipped to Germany': the new value replaces the old one in the column the
 * previous question filtered, when that column holds it, rather than adding a filter on another column that also does.
 */
function swapValue(plan: QueryPlan, filter: ValuesFilter, model: SchemaModel): boolean {
  for (const existing of plan.filters) {
    if (existing.kind !== 'values' || same(existing.column, filter.column)) continue;
    const known = new Map((model.column(existing.column).column.values ?? []).map((value) => [value.toLowerCase(), value]));
    const values = filter.values.map((value) => known.get(value.toLowerCase()));
    if (values.length === 0 || values.some((value) => value === undefined)) continue;
    const spelled = values.filter((value): value is string => value !== undefined);
    const [before] = existing.values;
    const [after] = spelled;
    existing.label = existing.values.length === 1 && spelled.length === 1 && before !== undefined && after !== undefined && existing.label.includes(before)
      ? existing.label.split(before).join(after)
      : `${humanize(existing.column.column)} is ${existing.negated ? 'not ' : ''}${spelled.join(' or ')}`;
    existing.values = spelled;
    return true;
  }
  return false;
}

const CHART_WORDS = dictionary<ChartType>({ pie: 'pie', donut: 'pie', bar: 'bar', column: 'bar', line: 'line', table: 'table' });
const CHART_NOUNS = new Set(['chart', 'graph', 'plot']);

/**
 * A follow-up that names nothing in the data ('and by year?', 'only last year', 'top 3 only', 'show it as a pie')
 * changes only the structure of the previous plan: read its grain, time, limit, order and chart words alone. Any other
 * word the engine could not place means the follow-up is not understood.
 */
function structureOnly(question: string, words: readonly WordAccount[]): Intent | undefined {
  const tokens = tokenize(question);
  const spans = findOperators(tokens);
  const structural = (word: WordAccount) => CHART_WORDS[word.text.toLowerCase()] !== undefined || CHART_NOUNS.has(word.text.toLowerCase()) || spans.some((span) => word.index >= span.start && word.index < span.end);
  if (words.some((word) => word.role === 'unmatched' && !structural(word))) return undefined;
  const intent: Intent = { measures: [], dimensions: [], filters: [], having: [], times: [], listColumns: [], list: false, tables: [] };
  let changed = false;
  for (const span of spans) {
    const operator = span.operator;
    switch (operator.op) {
      case 'grain':
        intent.grain = operator.grain;
        changed = true;
        break;
      case 'time':
        intent.times.push({ time: operator.time, hints: [] });
        changed = true;
        break;
      case 'superlative':
        if (operator.count !== undefined) intent.limit = operator.count;
        intent.order = { by: 'measure', direction: operator.direction, explicit: true };
        changed = true;
        break;
      case 'count':
        intent.limit = operator.count;
        changed = true;
        break;
      case 'order':
        intent.order = { by: 'measure', direction: operator.direction, explicit: true };
        changed = true;
        break;
      case 'chart':
        intent.chart = operator.chart;
        changed = true;
        break;
      default:
        break;
    }
  }
  // 'show it as a pie', 'as a table': a chart word on its own.
  const chart = tokens.map((token) => CHART_WORDS[token.lower]).find((type): type is ChartType => type !== undefined);
  if (!intent.chart && chart && chart !== 'number') {
    intent.chart = chart;
    changed = true;
  }
  return changed ? intent : undefined;
}
