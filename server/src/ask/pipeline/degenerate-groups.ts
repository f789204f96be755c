/**
 * A count grouped by the counted rows' own key is 1 in every group: 'the biggest order' read as orders counted per
 * order id; so is a status rate grouped by its own status. Such a plan answers nothing the user asked, however
 * confident it looks, so the question goes back.
 */
import type { SchemaModel } from '../catalog/schema-model';
import { capitalise } from '../answer/answer-text';
import { humanize, singularLabel } from '../intent/read-intent';
import { filterColumns, type Clarification, type Filter, type QueryPlan } from '../plan/plan';
import { WHOLE_KEY_WORDS } from './counted-in-column';

/** Whether a filter keeps a column to one value: one value named, or one related row. */
function pins(filter: Filter, column: { table: string; column: string }): boolean {
  return (
    (filter.kind === 'related' && !filter.negated && filter.column.table === column.table && filter.column.column === column.column) ||
    (filter.kind === 'values' && !filter.negated && filter.values.length === 1 && filter.column.table === column.table && filter.column.column === column.column)
  );
}

export function countedOncePerGroup(plan: QueryPlan, model: SchemaModel): Clarification | undefined {
  for (const measure of plan.measures) {
    // 'what share of takings came from coffee machines' where each site's takings are one figure over several
    // machines: a share split by something the rows have many of has no one side for each figure.
    // (A share of rows tests each row for related ones; only an amount's share is split by the rows joined.)
    const owner = measure.share?.measure?.column?.table ?? measure.share?.measure?.table;
    const across = owner === undefined ? undefined : measure.share?.condition.filter((filter) => filter.kind !== 'exists' && filter.kind !== 'related').flatMap(filterColumns).find((column) => column.table !== owner && !model.reachesWithoutFanOut(owner, column.table));
    if (across && owner) {
      const rows = singularLabel(model.table(owner).table.name);
      return { question: `Each ${rows} has more than one ${humanize(across.column)}, so the ${measure.label} cannot be split by it. What should it be a share of?`, options: [] };
    }
    // 'win rate … won vs won+lost' read as groups of the stage: the share of Won among the Won rows is always 100%.
    const rate = measure.rate;
    if (rate && plan.dimensions.some((dimension) => !dimension.grain && dimension.columns.some((column) => column.table === rate.column.table && column.column === rate.column.column))) {
      return { question: `The ${measure.label} is a share of the ${humanize(rate.column.column)} values, so it cannot be split by ${humanize(rate.column.column)}: every group would be 100% or 0%. What should it be split by?`, options: [] };
    }
    // 'which 3 drivers did the most jobs' read as distinct job codes of staff kept to the DRV code: every group has one.
    const counted = measure.column;
    if (measure.aggregate === 'count_distinct' && counted && plan.dimensions.length > 0 && plan.filters.some((filter) => pins(filter, counted))) {
      return { question: `${capitalise(humanize(counted.column))} is kept to one value, so every group would count 1. What should be counted?`, options: [] };
    }
    // 'average days in the kiln for each kiln, charges unloaded this year' read as groups of each charge: every
    // average would be one charge's own figure.
    const averaged = measure.duration?.from.table ?? measure.column?.table;
    // Alone ('average lead time by supplier') such a grouping lists each row's figure, which is asked for.
    if ((measure.aggregate === 'avg' || measure.aggregate === 'median') && averaged && !measure.metric && !measure.ratio && plan.dimensions.length > 1) {
      const own = plan.dimensions.find((dimension) => !dimension.grain && !dimension.periodColumns && [...dimension.columns, ...(dimension.key ? [dimension.key] : [])].some((column) => column.table === averaged && model.isUnique(column)));
      if (own) return { question: `Each ${singularLabel(model.table(averaged).table.name)} is its own ${own.label}, so every average would be one row's own figure. What should the ${measure.label} be split by?`, options: [] };
    }
    if ((measure.aggregate !== 'count' && measure.aggregate !== 'count_distinct') || measure.column || measure.metric || measure.ratio || measure.share || measure.rate) continue;
    const table = measure.table ?? plan.baseTable;
    const grouping = plan.dimensions.find((dimension) => !dimension.grain && !dimension.periodColumns && [...dimension.columns, ...(dimension.key ? [dimension.key] : [])].some((column) => column.table === table && model.isUnique(column)));
    if (!grouping) continue;
    const rows = humanize(model.table(table).table.name);
    return {
      question: `Each ${singularLabel(model.table(table).table.name)} is its own ${grouping.label}, so every count would be 1. What should the ${rows} be counted or ranked by?`,
      options: [],
    };
  }
  return undefined;
}

/**
 * 'how many invoices came to more than $5,000' over invoice lines that keep the invoice's number: the distinct wholes
 * are counted, but an amount compared on their lines is each line's, not what the whole came to. Which one was meant
 * is asked, never guessed.
 */
export function amountOfWholeOnLines(plan: QueryPlan, model: SchemaModel): Clarification | undefined {
  for (const measure of plan.measures) {
    const whole = measure.column;
    if (measure.aggregate !== 'count_distinct' || !whole || model.isUnique(whole)) continue;
    // Only a column that numbers the wholes (inv_no, order_id), not a kind of thing the lines name (a category).
    const words = model.column(whole).words;
    if (model.column(whole).role === 'measure' || !WHOLE_KEY_WORDS.has(words[words.length - 1] ?? '')) continue;
    const compared = plan.filters.find((filter) => filter.kind === 'compare' && filter.column.table === whole.table && model.column(filter.column).role === 'measure');
    if (compared?.kind !== 'compare') continue;
    const wholeName = humanize(whole.column);
    return {
      question: `Is ${humanize(compared.column.column)} compared on each row, or on the total of each ${wholeName}?`,
      options: [],
    };
  }
  return undefined;
}

/**
 * 'how many employees report to Steven Buchanan': the distinct values of a column the question pins to one row (the
 * manager's key) are always 1; what is counted is the rows that have that value.
 */
export function countRowsOfPinnedColumn(plan: QueryPlan, model: SchemaModel): QueryPlan {
  const measures = plan.measures.map((measure) => {
    const column = measure.column;
    if (measure.aggregate !== 'count_distinct' || !column || plan.dimensions.length > 0 || !plan.filters.some((filter) => pins(filter, column))) return measure;
    return { aggregate: 'count' as const, table: column.table, label: `number of ${humanize(model.table(column.table).table.name)}` };
  });
  return measures.some((measure, i) => measure !== plan.measures[i]) ? { ...plan, measures } : plan;
}
