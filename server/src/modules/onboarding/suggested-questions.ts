import { today } from '../../ask/answer/ask';
import { humanize } from '../../ask/answer/names';
import { suggestQuestions } from '../../ask/answer/suggestions';
import { schemaModel, type SchemaModel } from '../../ask/catalog/schema-model';
import { planQuestion } from '../../ask/pipeline/plan-question';
import { tableId, type Catalog, type CatalogTable } from '../data-sources/catalog/catalog';

/** SPEC §9: the setup wizard's six goal suggestions, in order. */
export const GOAL_SUGGESTIONS = [
  'optimize marketing performance',
  'sales data insights',
  'automate reporting',
  'lead generation',
  'customer feedback',
  'product performance',
] as const;

/** What a goal is about, the words that say so, and the table names that hold such data. */
interface Theme {
  id: string;
  goalWords: RegExp;
  tableWords: readonly string[];
  /** Reporting goals want trends over time more than breakdowns. */
  prefersTrends?: boolean;
}

const THEMES: readonly Theme[] = [
  { id: 'marketing', goalWords: /market|campaign|channel|\bads?\b|advertis|spend|budget|\broi\b|brand/i, tableWords: ['campaign', 'channel', 'marketing', 'ad', 'lead'] },
  { id: 'sales', goalWords: /sale|revenue|deal|pipeline|order|sell|quota|forecast/i, tableWords: ['order', 'deal', 'sale', 'invoice', 'opportunit', 'transaction'] },
  { id: 'reporting', goalWords: /report|automat|dashboard|weekly|monthly|kpi|trend/i, tableWords: ['order', 'deal', 'lead', 'sale'], prefersTrends: true },
  { id: 'leads', goalWords: /lead|prospect|acquisition|conversion|convert|funnel|sign ?ups?|generation/i, tableWords: ['lead', 'prospect', 'signup', 'trial', 'contact'] },
  { id: 'feedback', goalWords: /feedback|review|rating|satisf|\bnps\b|survey|support|ticket|churn|complain/i, tableWords: ['feedback', 'review', 'rating', 'survey', 'ticket', 'support', 'customer'] },
  { id: 'product', goalWords: /product|inventory|\bskus?\b|item|catalog|stock|units?/i, tableWords: ['product', 'item', 'sku', 'inventory', 'stock'] },
  { id: 'customers', goalWords: /customer|client|account|segment|retention|loyal/i, tableWords: ['customer', 'client', 'account'] },
];

export interface SuggestedQuestionItem {
  question: string;
  sourceId: number;
  sourceName: string;
  /** The goal theme it answers, or null for a general starter question. */
  theme: string | null;
}

export function themesOf(goals: string | null | undefined): Theme[] {
  if (!goals) return [];
  return THEMES.filter((theme) => theme.goalWords.test(goals));
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function relevance(table: CatalogTable, theme: Theme): number {
  const name = table.name.toLowerCase();
  const index = theme.tableWords.findIndex((word) => name.includes(word));
  return index === -1 ? 0 : theme.tableWords.length - index;
}

/** Questions about one table, most useful first, phrased the way the ask engine reads them. */
function questionsAbout(catalog: Catalog, schema: SchemaModel, table: CatalogTable, trendsFirst: boolean): string[] {
  const name = humanize(table.name);
  const id = tableId(table);
  const categories = table.columns.filter(
    (column) => column.type === 'text' && !column.isPrimaryKey && column.values !== undefined && column.values.length > 1 && column.values.length <= 30,
  );
  const metrics = catalog.metrics.filter((metric) => metric.table === id);
  const measure = schema.table(id).columns.find((column) => column.role === 'measure')?.column;
  const hasDate = schema.dateColumns(id).length > 0;
  const breakdowns: string[] = [];
  const trends: string[] = [];
  const [firstCategory, secondCategory] = categories;
  for (const metric of metrics) {
    if (firstCategory) breakdowns.push(`${capitalised(metric.name)} by ${humanize(firstCategory.name)}`);
    if (hasDate) trends.push(`${capitalised(metric.name)} per month`);
  }
  if (firstCategory) breakdowns.push(`How many ${name} by ${humanize(firstCategory.name)}?`);
  // Prices, rates and scores are averaged; amounts, budgets and quantities are summed.
  if (measure && firstCategory) breakdowns.push(`${/price|rate|cost|score|rating|age/i.test(measure.name) ? 'Average' : 'Total'} ${humanize(measure.name)} by ${humanize(firstCategory.name)}`);
  if (secondCategory) breakdowns.push(`How many ${name} by ${humanize(secondCategory.name)}?`);
  if (hasDate) trends.push(`${capitalised(name)} per month`);
  return trendsFirst ? [...trends, ...breakdowns] : [...breakdowns, ...trends];
}

/**
 * Up to `limit` questions the workspace's data can answer, shaped by the user's goals: tables that match a goal's
 * theme come first, and every question is checked by the ask engine's planner, so each one gets an answer.
 */
export function suggestQuestionsForGoals(goals: string | null | undefined, catalogs: readonly Catalog[], limit = 6, day = today()): SuggestedQuestionItem[] {
  const themes = themesOf(goals);
  const picked: SuggestedQuestionItem[] = [];
  const seen = new Set<string>();
  const add = (catalog: Catalog, question: string, theme: string | null): void => {
    const key = question.toLowerCase();
    if (picked.length >= limit || seen.has(key)) return;
    if (planQuestion(question, catalog, { today: day }).status !== 'answered') return;
    seen.add(key);
    picked.push({ question, sourceId: catalog.sourceId, sourceName: catalog.sourceName, theme });
  };
  // One question per theme per round, so every goal is represented before any gets a second one.
  const queues = themes.flatMap((theme) =>
    catalogs.map((catalog) => {
      const schema = schemaModel(catalog);
      const tables = catalog.tables
        .map((table) => ({ table, score: relevance(table, theme) }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || b.table.rowCount - a.table.rowCount);
      return { catalog, theme: theme.id, questions: tables.flatMap(({ table }) => questionsAbout(catalog, schema, table, theme.prefersTrends === true)) };
    }),
  );
  while (picked.length < limit && queues.some((queue) => queue.questions.length > 0)) {
    for (const queue of queues) {
      const before = picked.length;
      while (queue.questions.length > 0 && picked.length === before) {
        const next = queue.questions.shift();
        if (next !== undefined) add(queue.catalog, next, queue.theme);
      }
    }
  }
  for (const catalog of catalogs) for (const question of suggestQuestions(catalog, limit)) add(catalog, question, null);
  return picked;
}
