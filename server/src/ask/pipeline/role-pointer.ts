/**
 * 'how much did we pay our optometrists in wages at each branch' over till payments that point at branches, and
 * branches that point at their manager: the optometrists are reached only through the branch manager. A condition on
 * people reached through another row's pointer to one person in a role (its manager, owner, lead) is about that one
 * person, which the user did not say; so it is asked, never guessed.
 */
import type { SchemaModel } from '../catalog/schema-model';
import type { WordAccount } from '../intent/intent';
import { capitalise } from '../answer/answer-text';
import { humanize } from '../intent/read-intent';
import { filterColumns, type Clarification, type QueryPlan } from '../plan/plan';

/** Name words of a pointer to the one person in a role on a row. */
const ROLE_WORDS = new Set(['manager', 'mgr', 'owner', 'lead', 'supervisor', 'head', 'coordinator', 'director', 'captain', 'chair']);

export function conditionThroughRolePointer(plan: QueryPlan, model: SchemaModel, words: readonly WordAccount[]): Clarification | undefined {
  const said = new Set(words.map((word) => word.text.toLowerCase().replace(/s$/, '')));
  for (const filter of plan.filters) {
    for (const column of filterColumns(filter)) {
      if (column.table === plan.baseTable) continue;
      const steps = plan.routes?.find((route) => route.table === column.table)?.steps ?? model.path(plan.baseTable, column.table) ?? [];
      // Only a pointer of a row between: the base's own pointer ('deals in the Central office' through their agent) is
      // what the base's rows are.
      const last = steps[steps.length - 1];
      if (steps.length < 2 || !last || last.fansOut || last.toTable !== column.table) continue;
      const pointer = model.column({ table: last.fromTable, column: last.fromColumn });
      const role = pointer.words.find((word) => ROLE_WORDS.has(word));
      if (!role || said.has(role) || pointer.rawWords.some((word) => said.has(word.toLowerCase()))) continue;
      return {
        question: `${capitalise(humanize(model.table(column.table).table.name))} are linked to ${humanize(model.table(plan.baseTable).table.name)} only through the ${humanize(last.fromTable)} ${humanize(last.fromColumn)}. Is the condition about that ${role}, or about something the data does not link?`,
        options: [],
      };
    }
  }
  return undefined;
}
