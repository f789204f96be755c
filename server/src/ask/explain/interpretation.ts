/**
 * The sixth stage: what the engine understood, in words, from the plan that ran. The interpretation is a list of
 * tokens (the measure, each grouping, each filter, the time, the order and limit, the join path) that the chat shows
 * as chips; the thinking is the same plan as a sentence, naming the source.
 */
import type { SchemaModel } from '../catalog/schema-model';
import { humanize } from '../intent/read-intent';
import type { Filter, Measure, QueryPlan } from '../plan/plan';

export type InterpretationKind = 'measure' | 'group' | 'filter' | 'time' | 'order' | 'limit' | 'join' | 'list' | 'verified';

export interface InterpretationToken {
  kind: InterpretationKind;
  text: string;
}

const OPERATORS: Record<string, string> = { '=': '=', '<>': '≠', '>': '>', '>=': '≥', '<': '<', '<=': '≤' };

function columnText(model: SchemaModel, ref: { table: string; column: string }): string {
  return ref.column;
  void model;
}

/** The words an aggregate is said with, before what it is of: 'sum of', '90th percentile of'. */
function aggregateText(measure: Measure): string {
  switch (measure.aggregate) {
    case 'count': return 'count of';
    case 'count_distinct': return 'count of distinct';
    case 'sum': return 'sum of';
    case 'avg': return 'average of';
    case 'min': return 'minimum of';
    case 'max': return 'maximum of';
    case 'median': return 'median of';
    case 'percentile': return `${Math.round((measure.percentile ?? 0.5) * 100)}th percentile of`;
  }
}

export function measureText(measure: Measure): string {
  if (measure.ratio) return `${measureText(measure.ratio.numerator)} per ${measureText(measure.ratio.denominator)}`;
  if (measure.perRow) return `${aggregateText(measure)} the ${measureText(measure.perRow.measure)} of each row of ${measure.perRow.table}`;
  if (measure.share) return `share where ${measure.share.condition.map((filter) => filter.label).join(' and ')}`;
  if (measure.rate) return `${measure.rate.value.toLowerCase()} rate of ${measure.rate.column.column}`;
  if (measure.metric) return `${measure.metric.name} (${measure.metric.expression})`;
  const of = measure.column ? measure.column.column : `${measure.table ?? 'rows'}`;
  // 'amount owed': each row's amount less what was paid on it, not the amount alone.
  if (measure.owed) return `${aggregateText(measure)} ${of}${measure.owed.plus ? ` plus ${measure.owed.plus.column}` : ''}${measure.owed.paid ? ` less ${measure.owed.paid.table}.${measure.owed.paid.column} paid on it` : ''}`;
  return `${aggregateText(measure)} ${of}`;
}

export function filterText(filter: Filter): string {
  switch (filter.kind) {
    case 'values':
      // 'not A or B' would read as either one may be missing; a negated list excludes them all.
      if (filter.partial) return `${filter.column.column} ${filter.negated ? 'does not contain' : 'contains'} ${filter.values.join(' or ')}`;
      if (filter.negated && filter.values.length > 1) return `${filter.column.column} not in ${filter.values.join(', ')}`;
      return `${filter.column.column} ${filter.negated ? '≠' : '='} ${filter.values.join(' or ')}`;
    case 'compare':
      return `${filter.column.column} ${OPERATORS[filter.operator] ?? filter.operator} ${filter.value}`;
    case 'between':
      return `${filter.column.column} between ${filter.from} and ${filter.to}`;
    case 'weekday':
      return `${filter.column.column} ${filter.label}`;
    case 'date_range':
      return `${filter.column.column} ${filter.label}`;
    case 'not_null':
      return filter.asOf ? `${filter.column.column} before ${filter.asOf}` : `${filter.column.column} is set`;
    case 'null':
      return filter.asOf ? `${filter.column.column} is empty or on or after ${filter.asOf}` : `${filter.column.column} is empty`;
    case 'columns':
      if (filter.gap) return `${filter.gap.unit}s from ${filter.other.column} to ${filter.column.column} ${OPERATORS[filter.operator] ?? filter.operator} ${filter.gap.value}`;
      return `${filter.column.column} ${OPERATORS[filter.operator] ?? filter.operator} ${filter.other.column}`;
    case 'flag':
      return `${filter.column.column} is ${filter.value ? 'yes' : 'no'}`;
    case 'latest':
      return `${filter.column.column}${filter.month ? ` and ${filter.month.column}` : ''} latest`;
    case 'exists':
      return `${filter.negated ? 'no' : 'has'} ${filter.table}${filter.filters.length > 0 ? ` (${filter.filters.map(filterText).join(', ')})` : ''}`;
    case 'related':
      return `${filter.column.column} → ${filter.key.table} where ${filter.filters.map(filterText).join(', ')}`;
  }
}

export function interpretPlan(plan: QueryPlan, model: SchemaModel): InterpretationToken[] {
  const tokens: InterpretationToken[] = [];
  for (const measure of plan.measures) tokens.push({ kind: 'measure', text: measureText(measure) });
  // Columns the answer adds beside the measure are part of what was understood too.
  const first = plan.measures[0];
  if (first && plan.running) tokens.push({ kind: 'measure', text: `running total of ${measureText(first)}` });
  if (first && plan.growth && !plan.comparison) tokens.push({ kind: 'measure', text: `change % of ${measureText(first)} from the period before` });
  if (first && plan.comparison && plan.growth) tokens.push({ kind: 'measure', text: `change % of ${measureText(first)} between the periods` });
  if (first && plan.shareOfTotal) tokens.push({ kind: 'measure', text: `share of total of ${measureText(first)}` });
  if (plan.measures.length === 0 && plan.listColumns.length > 0) tokens.push({ kind: 'list', text: `list ${plan.listColumns.map((column) => columnText(model, column)).join(', ')} of ${plan.baseTable}` });
  for (const dimension of plan.dimensions) {
    if (dimension.grain) tokens.push({ kind: 'time', text: `by ${dimension.grain} of ${dimension.columns[0]?.column ?? ''}` });
    else tokens.push({ kind: 'group', text: `by ${dimension.columns.map((column) => column.column).join(' ')}` });
  }
  for (const filter of plan.filters) tokens.push({ kind: filter.kind === 'date_range' ? 'time' : 'filter', text: filterText(filter) });
  for (const condition of plan.having) tokens.push({ kind: 'filter', text: `${measureText(condition.measure)} ${OPERATORS[condition.operator] ?? condition.operator} ${condition.value}` });
  if (plan.comparison) tokens.push({ kind: 'time', text: plan.comparison.periods.map((period) => period.label).join(' vs ') });
  if (plan.order) {
    const by = plan.order.by === 'measure' ? plan.measures[plan.order.index]?.label : plan.order.by === 'dimension' ? plan.dimensions[plan.order.index]?.label : plan.listColumns[plan.order.index]?.column;
    tokens.push({ kind: 'order', text: `${plan.order.direction === 'desc' ? 'highest' : 'lowest'} ${by ?? ''} first`.replace(/\s+/g, ' ') });
  }
  if (plan.limit !== undefined) tokens.push({ kind: 'limit', text: `${plan.offset ? `skip ${plan.offset}, ` : ''}${plan.perGroup ? `top ${plan.perGroup.limit} per group` : `top ${plan.limit}`}${plan.withTies ? ' (with ties)' : ''}` });
  else if (plan.perGroup) tokens.push({ kind: 'limit', text: `top ${plan.perGroup.limit} per ${plan.perGroup.partition.map((column) => column.column).join(' ')}` });
  const tables = new Set<string>();
  for (const dimension of plan.dimensions) for (const column of dimension.columns) tables.add(column.table);
  for (const column of plan.listColumns) tables.add(column.table);
  for (const filter of plan.filters) if (filter.kind !== 'exists') tables.add(filter.column.table);
  tables.delete(plan.baseTable);
  for (const table of tables) {
    const path = model.path(plan.baseTable, table);
    if (!path || path.length === 0) continue;
    tokens.push({ kind: 'join', text: path.map((step) => `${step.fromTable}.${step.fromColumn} → ${step.toTable}.${step.toColumn}`).join(', ') });
  }
  return tokens;
}

/** The plan as sentences, for the thinking box: what is computed, over which rows, grouped and ordered how. */
export function describePlan(plan: QueryPlan, sourceName: string): string {
  const parts: string[] = [];
  const table = humanize(plan.baseTable);
  if (plan.measures.length > 0) parts.push(`Compute ${plan.measures.map((measure) => measure.label).join(' and ')} over ${table}`);
  else parts.push(`List ${table} (${plan.listColumns.map((column) => humanize(column.column)).join(', ')})`);
  const filters = [...plan.filters.map((filter) => filter.label), ...plan.having.map((condition) => condition.label)];
  if (filters.length > 0) parts.push(`keep rows where ${filters.join(', and ')}`);
  if (plan.comparison) parts.push(`compare ${plan.comparison.periods.map((period) => period.label).join(' with ')}`);
  if (plan.dimensions.length > 0) parts.push(`group by ${plan.dimensions.map((dimension) => dimension.label).join(' and ')}`);
  if (plan.perGroup) parts.push(`keep the top ${plan.perGroup.limit} in each ${plan.perGroup.partition.map((column) => humanize(column.column)).join(' ')}`);
  else if (plan.limit !== undefined) {
    const direction = plan.order?.direction === 'asc' ? 'lowest' : 'highest';
    // 'the second highest' skips the first: say so rather than 'the highest 1'.
    const skip = plan.offset ? ` after the ${direction} ${plan.offset}` : '';
    parts.push(`keep the ${plan.offset ? 'next' : direction} ${plan.limit}${skip}${plan.withTies ? ' (and any tied with the last)' : ''}`);
  }
  else if (plan.order) parts.push(`sort ${plan.order.direction === 'asc' ? 'lowest' : 'highest'} first`);
  if (plan.running) parts.push('add a running total');
  if (plan.growth) parts.push('add the change from the period before');
  return `${parts.map((part, i) => (i === 0 ? part : part)).join('; ')}. Source: ${sourceName}.`;
}
