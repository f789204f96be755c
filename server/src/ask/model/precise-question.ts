/**
 * Enhance: rewrites a question into one that names the catalog's measures, groupings and values outright. A phrasing
 * is only offered when the engine plans it into the same SQL as the original, so enhancing never changes the answer.
 */
import { isFollowUp, refinePlan } from '../answer/follow-up';
import { today } from '../answer/ask';
import { humanize } from '../answer/names';
import type { Catalog } from '../catalog/catalog';
import { schemaModel } from '../catalog/schema-model';
import { planQuestion } from '../pipeline/plan-question';
import type { Dimension, Filter, Measure, QueryPlan } from '../plan/plan';
import { renderSql, UnrenderablePlanError } from '../sql/render-sql';

export interface PreciseQuestion {
  question: string;
  /** False when the question was already as precise as the engine can phrase it, or could not be read. */
  changed: boolean;
  note: string;
}

export interface PreciseOptions {
  /** ISO date 'last month' counts from; today by default. */
  today?: string;
  /** The conversation's previous plan, for a follow-up. */
  previous?: QueryPlan;
}

function measureWords(measure: Measure, base: string): string {
  if (measure.metric) return humanize(measure.metric.name);
  if (measure.rate) return measure.label.replace(/\s*\(%\)$/, '');
  if (measure.aggregate === 'count' && !measure.column && !measure.share && !measure.ratio) return `number of ${humanize(measure.table ?? base)}`;
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
      if (filter.partial) return `${humanize(filter.column.column)} ${filter.negated ? 'not containing' : 'containing'} ${values}`;
      return named ? `${humanize(filter.column.column)} ${filter.negated ? 'not ' : ''}${values}` : `${filter.negated ? 'not ' : ''}${values}`;
    }
    case 'not_null':
      return undefined;
    default:
      return filter.label;
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

/** The SQL a plan renders to; undefined when the dialect cannot say it. */
function sqlOf(plan: QueryPlan, catalog: Catalog): string | undefined {
  try {
    return renderSql(plan, schemaModel(catalog)).sql;
  } catch (error) {
    if (error instanceof UnrenderablePlanError) return undefined;
    throw error;
  }
}

export function preciseQuestion(catalog: Catalog, question: string, options: PreciseOptions = {}): PreciseQuestion {
  const day = options.today ?? today();
  const refined = options.previous && isFollowUp(question) ? refinePlan(options.previous, question, catalog, day) : undefined;
  const planned = refined ? undefined : planQuestion(question, catalog, { today: day });
  if (planned?.status === 'clarification' && planned.clarification) {
    const [first, ...others] = planned.clarification.options;
    if (first) return { question: first, changed: first !== question.trim(), note: `${planned.clarification.question} Chose the first reading${others.length > 0 ? `; the others: ${others.join('; ')}` : ''}.` };
    return { question, changed: false, note: planned.clarification.question };
  }
  const plan = refined ?? planned?.plan;
  if (!plan) return { question, changed: false, note: planned?.reason ?? 'The question does not match this data.' };
  const target = sqlOf(plan, catalog);
  if (target === undefined) return { question, changed: false, note: 'The question is already as precise as it can be put.' };
  for (const candidate of phrasings(plan)) {
    const replanned = planQuestion(candidate, catalog, { today: day });
    if (replanned.status !== 'answered' || !replanned.plan) continue;
    if (sqlOf(replanned.plan, catalog) !== target) continue;
    const changed = candidate.trim().toLowerCase() !== question.trim().toLowerCase();
    return { question: candidate, changed, note: changed ? `Rewritten with the names in ${catalog.sourceName}.` : 'The question is already precise.' };
  }
  return { question, changed: false, note: 'The question is already as precise as it can be put.' };
}
