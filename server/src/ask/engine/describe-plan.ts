import type { QueryPlan } from './plan';
import { humanize } from './text';

/** The plan in words, shown as the answer's 'thinking': what is computed, over what, filtered and grouped how. */
export function describePlan(plan: QueryPlan, sourceName: string): string {
  const lines: string[] = [];
  if (plan.listColumns.length > 0 && plan.measures.length === 0) {
    lines.push(`List ${humanize(plan.baseTable)}, showing ${plan.listColumns.map((column) => humanize(column.column)).join(', ')}.`);
  } else {
    lines.push(`Compute ${plan.measures.map((measure) => measure.label).join(' and ')} over ${humanize(plan.baseTable)}.`);
  }
  if (plan.dimensions.length > 0) {
    lines.push(`Group by ${plan.dimensions.map((dimension) => (dimension.grain ? `${dimension.grain} of ${humanize(dimension.columns[0]?.column ?? '')}` : dimension.label)).join(' and ')}.`);
  }
  const filters = plan.filters.filter((filter) => filter.kind !== 'not_null').map((filter) => filter.label);
  if (filters.length > 0) lines.push(`Keep rows where ${filters.join(', and ')}.`);
  if (plan.having.length > 0) lines.push(`Keep groups with ${plan.having.map((having) => having.label).join(' and ')}.`);
  const joined = new Set([...plan.dimensions.flatMap((d) => d.columns), ...plan.filters.map((f) => f.column), ...plan.listColumns].map((c) => c.table));
  joined.delete(plan.baseTable);
  if (joined.size > 0) lines.push(`Join ${humanize(plan.baseTable)} to ${[...joined].map(humanize).join(', ')} along their shared keys.`);
  if (plan.order) {
    const direction = plan.order.direction === 'desc' ? 'highest first' : 'lowest first';
    const what = plan.order.by === 'dimension' ? 'in time order' : direction;
    lines.push(plan.limit !== undefined ? `Sort ${what} and keep the top ${plan.limit}.` : `Sort ${what}.`);
  }
  if (plan.shareOfTotal) lines.push('Show each group’s share of the total.');
  lines.push(`Source: ${sourceName}.`);
  return lines.join('\n');
}
