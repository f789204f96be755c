import type { Catalog } from '../../modules/data-sources/catalog/catalog';
import { CatalogIndex } from './catalog-index';
import { humanize } from './text';

/**
 * A few questions the source can answer, built from its catalog: a count, a total by a category, a trend. Offered
 * when a question cannot be answered, so the user sees what to ask instead.
 */
export function suggestQuestions(catalog: Catalog, limit = 4): string[] {
  const index = new CatalogIndex(catalog);
  const tables = [...catalog.tables].sort((a, b) => b.rowCount - a.rowCount);
  const questions: string[] = [];
  for (const table of tables) {
    const name = humanize(table.name);
    const refs = table.columns.map((column) => ({ table: table.name, column: column.name }));
    const measure = refs.find((ref) => index.isMeasurable(ref));
    const category = table.columns.find((column) => column.type === 'text' && column.values && column.values.length > 1 && column.values.length <= 30);
    const date = index.dateColumns(table.name)[0];
    questions.push(`How many ${name} are there?`);
    if (measure && category) questions.push(`Total ${humanize(measure.column)} by ${humanize(category.name)}`);
    else if (category) questions.push(`Number of ${name} per ${humanize(category.name)}`);
    if (date) questions.push(`${capitalised(name)} per month`);
    if (questions.length >= limit) break;
  }
  return questions.slice(0, limit);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
