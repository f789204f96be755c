/**
 * The LLM path's prompt: only the tables a question is about, with their columns, types, descriptions, values and
 * join keys, and the reply's shape. The model's SQL is checked like any other SQL before it runs (ask-model.ts).
 */
import type { AiProvider } from '../../ai/ai-provider';
import { formatValue, type ChartSpec } from '../answer/answer-text';
import type { QueryResult } from '../answer/runner';
import { describedAs, tableId, type Catalog, type CatalogTable } from '../catalog/catalog';
import { linkTokens } from '../links/link';
import { targetTable } from '../links/lexicon';
import { tokenize } from '../tokens/tokenize';

/** At most this many tables go into a prompt: the ones the question names, then their neighbours. */
const MAX_PROMPT_TABLES = 6;
const MAX_SAMPLE_VALUES = 12;

export const SQL_ANSWER_SCHEMA = {
  name: 'sql_answer',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['sql'],
    properties: { sql: { type: 'string', description: 'One read-only SELECT statement.' } },
  },
};

export const SQL_SYSTEM_PROMPT =
  'You translate business questions into one read-only SQL SELECT statement over the tables given. Never write, ' +
  'never call system functions, never read other schemas. Name output columns clearly.';

/** The tables a question is about, by the linker: named tables, columns, values and metrics, then joined tables. */
export function relevantTables(catalog: Catalog, question: string): CatalogTable[] {
  const scores = new Map<string, number>();
  for (const link of linkTokens(tokenize(question), catalog)) {
    const table = targetTable(link.target);
    scores.set(table, Math.max(scores.get(table) ?? 0, link.score));
  }
  const named = [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([table]) => table);
  const chosen = new Set(named.slice(0, MAX_PROMPT_TABLES));
  for (const table of [...chosen]) {
    for (const join of catalog.joins) {
      if (chosen.size >= MAX_PROMPT_TABLES) break;
      if (join.fromTable === table) chosen.add(join.toTable);
    }
  }
  const tables = catalog.tables.filter((table) => chosen.has(tableId(table)));
  return tables.length > 0 ? tables : catalog.tables.slice(0, MAX_PROMPT_TABLES);
}

/** How the SQL names a table: unqualified in the default schema, with its schema elsewhere. */
function sqlName(catalog: Catalog, table: CatalogTable): string {
  return catalog.defaultSchema !== undefined && table.schema !== catalog.defaultSchema ? `${table.schema}.${table.name}` : table.name;
}

/** A schema-grounded prompt: only the relevant tables, their columns, types, descriptions, values and join keys. */
export function sqlPrompt(catalog: Catalog, tables: CatalogTable[], question: string, context: { previousQuestion?: string; error?: string; previousSql?: string }): string {
  const ids = new Set(tables.map(tableId));
  const byId = new Map(tables.map((table) => [tableId(table), sqlName(catalog, table)]));
  const lines = [`Database dialect: ${catalog.dialect === 'mysql' ? 'MySQL' : 'PostgreSQL'}. Tables (use these names exactly):`];
  for (const table of tables) {
    lines.push(`- ${sqlName(catalog, table)} (${table.rowCount} rows)${describedAs(table) ? `: ${describedAs(table)}` : ''}`);
    for (const column of table.columns) {
      const values = column.values && column.values.length <= MAX_SAMPLE_VALUES ? ` values: ${column.values.map((v) => JSON.stringify(v)).join(', ')}` : '';
      const range = column.min !== undefined ? ` range: ${column.min} to ${column.max}` : '';
      lines.push(`    ${column.name} ${column.type}${describedAs(column) ? ` -- ${describedAs(column)}` : ''}${values}${range}`);
    }
  }
  const joins = catalog.joins.filter((join) => ids.has(join.fromTable) && ids.has(join.toTable));
  if (joins.length > 0) lines.push('Join keys:', ...joins.map((join) => `- ${byId.get(join.fromTable)}.${join.fromColumn} = ${byId.get(join.toTable)}.${join.toColumn}`));
  const metrics = catalog.metrics.filter((metric) => ids.has(metric.table));
  if (metrics.length > 0) lines.push('Metrics:', ...metrics.map((metric) => `- ${metric.name} = ${metric.expression} on ${byId.get(metric.table)}`));
  if (context.previousQuestion) lines.push(`The previous question was: ${context.previousQuestion}`);
  lines.push(`Question: ${question}`);
  if (context.error) lines.push(`Your previous SQL was rejected: ${context.error}\nPrevious SQL: ${context.previousSql ?? ''}\nWrite a corrected query.`);
  lines.push('Answer with JSON {"sql": "..."}: exactly one SELECT statement that answers the question, nothing else.');
  return lines.join('\n');
}

/** Reads `{sql}` out of whatever the model returned. */
export function sqlFromReply(reply: unknown): string | undefined {
  const sql = reply !== null && typeof reply === 'object' ? Reflect.get(reply, 'sql') : undefined;
  return typeof sql === 'string' ? sql.trim().replace(/;\s*$/, '') : undefined;
}

export async function askModelForSql(provider: AiProvider, prompt: string, timeoutMs?: number): Promise<string | undefined> {
  return sqlFromReply(await provider.completeJson(prompt, SQL_ANSWER_SCHEMA, { system: SQL_SYSTEM_PROMPT, timeoutMs }));
}

/** A chart for SQL the model wrote, chosen from the result's shape alone. */
export function chartForResult(result: QueryResult): ChartSpec {
  const [first, second] = result.columns;
  if (result.rows.length === 1 && result.columns.length === 1) return { type: 'number', y: [first?.name ?? 'value'] };
  if (result.columns.length >= 2 && first && second && (second.type === 'integer' || second.type === 'numeric')) {
    const timeLike = first.type === 'date' || first.type === 'timestamp' || /date|month|year|week|day|quarter|period/i.test(first.name);
    return { type: timeLike ? 'line' : 'bar', x: first.name, y: [second.name] };
  }
  return { type: 'table' };
}

export function textForResult(result: QueryResult): string {
  if (result.rows.length === 0) return 'No rows match.';
  if (result.rows.length === 1 && result.columns.length === 1) return `${result.columns[0]?.name ?? 'Result'}: **${formatValue(result.rows[0]?.[0])}**.`;
  const preview = result.rows.slice(0, 5).map((row) => row.map(formatValue).join(' / ')).join('; ');
  return `${result.rows.length}${result.truncated ? '+' : ''} rows. ${preview}${result.rows.length > 5 ? '; …' : ''}.`;
}
