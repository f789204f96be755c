import type { Catalog } from '../catalog/catalog';
import { schemaModel } from '../catalog/schema-model';
import { humanize } from '../intent/read-intent';

/**
 * A few questions the source can answer, built from its catalog: a count, a total by a category, a trend. Offered
 * when a question cannot be answered, so the user sees what to ask instead.
 */
export function suggestQuestions(catalog: Catalog, limit = 4): string[] {
  const model = schemaModel(catalog);
  const tables = [...model.tables.values()].sort((a, b) => b.table.rowCount - a.table.rowCount);
  const questions: string[] = [];
  for (const table of tables) {
    const name = humanize(table.table.name);
    const measure = table.columns.find((column) => column.role === 'measure');
    const category = table.columns.find((column) => column.role === 'category' && (column.column.values?.length ?? 0) > 1 && (column.column.values?.length ?? 0) <= 30);
    const date = model.dateColumns(table.id)[0];
    questions.push(`How many ${name} are there?`);
    if (measure && category) questions.push(`Total ${humanize(measure.column.name)} by ${humanize(category.column.name)}`);
    else if (category) questions.push(`Number of ${name} by ${humanize(category.column.name)}`);
    if (date) questions.push(`${name.charAt(0).toUpperCase()}${name.slice(1)} per month`);
    if (questions.length >= limit) break;
  }
  return questions.slice(0, limit);
}
