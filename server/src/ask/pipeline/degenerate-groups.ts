/**
 * A count grouped by the counted rows' own key is 1 in every group: 'the biggest order' read as orders counted per
 * order id. Such a plan answers nothing the user asked, however confident it looks, so the question goes back.
 */
import type { SchemaModel } from '../catalog/schema-model';
import { humanize, singularLabel } from '../intent/read-intent';
import type { Clarification, QueryPlan } from '../plan/plan';

export function countedOncePerGroup(plan: QueryPlan, model: SchemaModel): Clarification | undefined {
  for (const measure of plan.measures) {
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
