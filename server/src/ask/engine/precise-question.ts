import type { Catalog } from '../../modules/data-sources/catalog/catalog';
import { plannerFor } from './ask-engine';
import type { Dimension, Filter, Measure, QueryPlan } from './plan';
import { renderSql } from './render-sql';
import { humanize } from './text';

export interface PreciseQuestion {
  question: string;
  /** False when the question was already as precise as the engine can phrase it, or could not be read. */
  changed: boolean;
  note: string;
}

function measureWords(measure: Measure, base: string): string {
  if (measure.metric) return humanize(measure.metric.name);
  if (measure.rate) return measure.label.replace(/\s*\(%\)$/, '');
  if (measure.aggregate === 'count' && !measure.column) return `number of ${humanize(base)}`;
  return measure.label;
}

function dimensionWords(dimension: Dimension, named: boolean): string {
  const column = dimension.columns[0];
  if (dimension.grain && column) return named ? `${dimension.grain} of ${humanize(column.column)}` : dimension.grain;
  return dimension.label;
}

function filterWords(filter: Filter, named: boolean): string | undefined {
  switch (filter.kind) {
    case 'values': {
      const values = filter.values.map((value) => (/\s/.test(value) ? `"${value}"` : value)).join(' or ');
      return named ? `${humanize(filter.column.column)} ${filter.negated ? 'not ' : ''}${values}` : `${filter.negated ? 'not ' : ''}${values}`;
    }
    case 'compare':
    case 'between':
    case 'date_range':
      return filter.label;
    case 'not_null':
      return undefined;
  }
}

/** Ways to say a plan, most precise first: names from the catalog, every grouping, filter and order spelled out. */
function phrasings(plan: QueryPlan): string[] {
  return [...new Set([...phrasingsOf(plan, true), ...phrasingsOf(plan, false)])];
}

function phrasingsOf(plan: QueryPlan, named: boolean): string[] {
  const measures = plan.measures.map((measure) => measureWords(measure, plan.baseTable)).join(' and ');
  const groups = plan.dimensions.map((dimension) => dimensionWords(dimension, named));
  const filters = plan.filters.map((filter) => filterWords(filter, named)).filter((words): words is string => words !== undefined);
  const having = plan.having.map((condition) => condition.label);
  const listed = plan.listColumns.map((column) => humanize(column.column));
  const head = plan.listColumns.length > 0 && plan.measures.length === 0 ? `list ${humanize(plan.baseTable)} with ${listed.join(', ')}` : measures;
  const top = plan.limit !== undefined && plan.order ? `top ${plan.limit} ` : '';
  const direction = plan.order?.direction === 'asc' && plan.order.by !== 'dimension' ? ' lowest first' : '';
  const by = groups.length > 0 ? ` by ${groups.join(' and ')}` : '';
  const where = filters.length > 0 ? ` for ${filters.join(' and ')}` : '';
  const withHaving = having.length > 0 ? ` with ${having.join(' and ')}` : '';
  const share = plan.shareOfTotal ? ' as a share of the total' : '';
  const chart = plan.chart ? ` as a ${plan.chart} chart` : '';
  const base = `${top}${head}${by}${where}${withHaving}${share}${direction}`;
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return [...new Set([`${capital(base)}${chart}`, capital(base), capital(`${head}${by}${where}${withHaving}`)])];
}

/**
 * Enhance: rewrites a question into one that names the catalog's measures, groupings and values outright. A phrasing
 * is only offered when the engine plans it into the same SQL as the original, so enhancing never changes the answer.
 */
export function preciseQuestion(catalog: Catalog, question: string, previous?: QueryPlan): PreciseQuestion {
  const planner = plannerFor(catalog);
  const outcome = previous ? planner.refine(previous, question) : planner.plan(question);
  if (outcome.kind === 'clarification') {
    const [first] = outcome.clarification.options;
    if (first) return { question: first, changed: first !== question.trim(), note: `${outcome.clarification.question} Chose the first reading; the others: ${outcome.clarification.options.slice(1).join('; ')}.` };
    return { question, changed: false, note: outcome.clarification.question };
  }
  if (outcome.kind === 'unanswerable') return { question, changed: false, note: outcome.reason };
  const target = renderSql(outcome.plan, planner.index, planner.graph, catalog.dialect).sql;
  for (const candidate of phrasings(outcome.plan)) {
    const replanned = planner.plan(candidate);
    if (replanned.kind !== 'plan') continue;
    if (renderSql(replanned.plan, planner.index, planner.graph, catalog.dialect).sql !== target) continue;
    const changed = candidate.trim().toLowerCase() !== question.trim().toLowerCase();
    return { question: candidate, changed, note: changed ? `Rewritten with the names in ${catalog.sourceName}.` : 'The question is already precise.' };
  }
  return { question, changed: false, note: 'The question is already as precise as it can be put.' };
}
