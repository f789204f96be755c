import type { AiProvider } from '../../ai/ai-provider';
import type { Catalog, CatalogTable } from '../../modules/data-sources/catalog/catalog';
import type { QueryResult } from '../../modules/data-sources/connections/source-connection';
import { formatValue, type ChartSpec } from './answer';
import { readCues } from './cues';
import type { Planner } from './planner';
import { tokenize } from './text';

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

/** The tables a question is about, by catalog retrieval: matched names, values and descriptions, then joined tables. */
export function relevantTables(planner: Planner, catalog: Catalog, question: string): CatalogTable[] {
  const tokens = tokenize(question);
  const matches = planner.lexicon.match(tokens, readCues(tokens).used);
  const scores = new Map<string, number>();
  for (const match of matches) {
    for (const { target, strength } of match.candidates) {
      const table = target.kind === 'metric' ? target.metric.table : target.table;
      scores.set(table, Math.max(scores.get(table) ?? 0, strength));
    }
  }
  const named = [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([table]) => table);
  const chosen = new Set(named.slice(0, MAX_PROMPT_TABLES));
  for (const table of [...chosen]) {
    for (const join of catalog.joins) {
      if (chosen.size >= MAX_PROMPT_TABLES) break;
      if (join.fromTable === table) chosen.add(join.toTable);
    }
  }
  const tables = catalog.tables.filter((table) => chosen.has(table.name));
  return tables.length > 0 ? tables : catalog.tables.slice(0, MAX_PROMPT_TABLES);
}

/** A schema-grounded prompt: only the relevant tables, their columns, types, descriptions, values and join keys. */
export function sqlPrompt(catalog: Catalog, tables: CatalogTable[], question: string, context: { previousQuestion?: string; error?: string; previousSql?: string }): string {
  const names = new Set(tables.map((table) => table.name));
  const lines = [
    `Database dialect: ${catalog.dialect === 'mysql' ? 'MySQL' : 'PostgreSQL'}. Tables (use these names exactly, unqualified):`,
  ];
  for (const table of tables) {
    lines.push(`- ${table.name} (${table.rowCount} rows)${table.description ? `: ${table.description}` : ''}`);
    for (const column of table.columns) {
      const values = column.values && column.values.length <= MAX_SAMPLE_VALUES ? ` values: ${column.values.map((v) => JSON.stringify(v)).join(', ')}` : '';
      const range = column.min !== undefined ? ` range: ${column.min} to ${column.max}` : '';
      lines.push(`    ${column.name} ${column.type}${column.description ? ` -- ${column.description}` : ''}${values}${range}`);
    }
  }
  const joins = catalog.joins.filter((join) => names.has(join.fromTable) && names.has(join.toTable));
  if (joins.length > 0) lines.push('Join keys:', ...joins.map((join) => `- ${join.fromTable}.${join.fromColumn} = ${join.toTable}.${join.toColumn}`));
  const metrics = catalog.metrics.filter((metric) => names.has(metric.table));
  if (metrics.length > 0) lines.push('Metrics:', ...metrics.map((metric) => `- ${metric.name} = ${metric.expression} on ${metric.table}`));
  if (context.previousQuestion) lines.push(`The previous question was: ${context.previousQuestion}`);
  lines.push(`Question: ${question}`);
  if (context.error) lines.push(`Your previous SQL was rejected: ${context.error}\nPrevious SQL: ${context.previousSql ?? ''}\nWrite a corrected query.`);
  lines.push('Answer with JSON {"sql": "..."}: exactly one SELECT statement that answers the question, nothing else.');
  return lines.join('\n');
}

export const SQL_SYSTEM_PROMPT =
  'You translate business questions into one read-only SQL SELECT statement over the tables given. Never write, ' +
  'never call system functions, never read other schemas. Name output columns clearly.';

/** Reads `{sql}` out of whatever the model returned. */
export function sqlFromReply(reply: unknown): string | undefined {
  if (reply && typeof reply === 'object' && typeof (reply as { sql?: unknown }).sql === 'string') {
    return ((reply as { sql: string }).sql).trim().replace(/;\s*$/, '');
  }
  return undefined;
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
