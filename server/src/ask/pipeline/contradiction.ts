/**
 * A plan whose conditions contradict each other ('accounts that never bought a GTK 500 … that bought a GTK 500') answers
 * every question with nothing. It is a misreading, asked back rather than shown as a confident zero.
 */
import type { Clarification, Filter, QueryPlan } from '../plan/plan';

/** A condition's content without its wording, where it was said, or whether it was negated. */
function contentOf(filter: Filter): string {
  const { label: _label, at: _at, negated: _negated, ...content } = filter as Filter & { at?: number; negated?: boolean };
  if (filter.kind === 'exists') return JSON.stringify({ ...content, filters: filter.filters.map(contentOf).sort() });
  if (filter.kind === 'values') return JSON.stringify({ ...content, values: [...filter.values].sort() });
  return JSON.stringify(content);
}

/** Two conditions on the same rows where one is the other negated. */
function contradictingPair(filters: readonly Filter[]): [Filter, Filter] | undefined {
  const negatable = filters.filter((filter): filter is Extract<Filter, { kind: 'exists' | 'values' }> => filter.kind === 'exists' || filter.kind === 'values');
  for (const [i, filter] of negatable.entries()) {
    const opposite = negatable.slice(i + 1).find((other) => Boolean(other.negated) !== Boolean(filter.negated) && contentOf(other) === contentOf(filter));
    if (opposite) return [filter, opposite];
  }
  // 'overdue paying their invoices' read as paid and as unpaid: a column both empty and set.
  const emptiness = filters.filter((filter): filter is Extract<Filter, { kind: 'null' | 'not_null' }> => (filter.kind === 'null' || filter.kind === 'not_null') && !filter.asOf);
  for (const [i, filter] of emptiness.entries()) {
    const isEmpty = (one: (typeof emptiness)[number]) => (one.kind === 'null') !== Boolean(one.kind === 'not_null' && one.negated);
    const opposite = emptiness.slice(i + 1).find((other) => isEmpty(other) !== isEmpty(filter) && other.column.table === filter.column.table && other.column.column === filter.column.column);
    if (opposite) return [filter, opposite];
  }
  // 'trips scheduled for 2026 that have been cancelled' read as SCH and as CXL: one column holding two values at once,
  // or only values another condition leaves out.
  const valueLists = filters.filter((filter): filter is Extract<Filter, { kind: 'values' }> => filter.kind === 'values' && !filter.partial);
  const sameColumn = (a: Extract<Filter, { kind: 'values' }>, b: Extract<Filter, { kind: 'values' }>) => a.column.table === b.column.table && a.column.column === b.column.column;
  const lowered = (filter: Extract<Filter, { kind: 'values' }>) => new Set(filter.values.map((value) => value.trim().toLowerCase()));
  for (const [i, filter] of valueLists.entries()) {
    if (filter.negated) continue;
    const values = lowered(filter);
    const other = valueLists.find((one, k) => k !== i && sameColumn(one, filter) && (one.negated ? [...values].every((value) => lowered(one).has(value)) : k > i && [...lowered(one)].every((value) => !values.has(value))));
    if (other) return [filter, other];
  }
  for (const filter of negatable) {
    const inner = filter.kind === 'exists' ? contradictingPair(filter.filters) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

export function contradiction(plan: QueryPlan): Clarification | undefined {
  // A share's condition holds of rows the plan's conditions kept: the two together must be possible, or it is always 0%.
  const shares = plan.measures.flatMap((measure) => (measure.share ? [[...plan.filters, ...(measure.share.among ?? []), ...measure.share.condition]] : []));
  const pair = [plan.filters, ...shares].map(contradictingPair).find((found) => found !== undefined);
  if (!pair) return undefined;
  const [first, second] = pair;
  return {
    question: `The question reads as two conditions that contradict each other ("${first.label}" and "${second.label}"), so no row could meet both. Which one is meant?`,
    options: [first.label, second.label],
  };
}
