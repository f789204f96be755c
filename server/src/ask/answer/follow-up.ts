/**
 * A follow-up refines the previous plan: 'and by region?' adds a grouping, 'only 2017' a time range, 'what about
 * Germany?' swaps a value, 'show it as a pie' the chart, 'top 3 only' a limit. A question that stands on its own is
 * planned afresh.
 */
import type { Catalog } from '../catalog/catalog';
import { schemaModel, type ColumnRef } from '../catalog/schema-model';
import { readIntent } from '../intent/read-intent';
import { tokenize } from '../tokens/tokenize';
import type { Filter, QueryPlan } from '../plan/plan';
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
  if (outcome.kind !== 'intent') return undefined;
  const intent = outcome.intent;
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
