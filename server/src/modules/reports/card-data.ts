import type { AskAnswer } from '../../ask/answer/ask';
import { policyFor } from '../../ask/answer/policy';
import { validateSql } from '../../ask/safety/validate-sql';
import type { Catalog } from '../data-sources/catalog/catalog';
import type { SourceConnection } from '../data-sources/connections/source-connection';
import { ReportChartType } from './report.entity';

/** A card keeps at most this many rows: plenty for a chart, small enough to store and send. */
export const MAX_CARD_ROWS = 1_000;
/** SPEC §9: a card's title is the first 20 characters of its prompt. */
export const CARD_TITLE_LENGTH = 20;

export type Row = Record<string, unknown>;

export interface CardChart {
  chartType: ReportChartType;
  xKey: string | null;
  yKey: string | null;
  seriesKey: string | null;
}

/** What an answer becomes: a chart card, or words in the assistant's messages (never an empty card). */
export type CardPlan =
  | { kind: 'card'; chart: CardChart; rows: Row[]; sql: string; sourceId: number; text: string }
  | { kind: 'message'; text: string; options: string[] };

export function cardTitle(prompt: string): string {
  return prompt.trim().slice(0, CARD_TITLE_LENGTH);
}

/** Rows as records keyed by column name, which is what a transform receives and a chart draws. */
export function recordsOf(columns: readonly string[], rows: readonly unknown[][]): Row[] {
  return rows.slice(0, MAX_CARD_ROWS).map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index] ?? null])));
}

/** The answer's text without Markdown emphasis: messages are plain text. */
export function plainText(text: string): string {
  return text.replace(/\*\*/g, '');
}

const CHARTS: Readonly<Record<string, ReportChartType>> = { line: ReportChartType.LINE, bar: ReportChartType.BAR, pie: ReportChartType.PIE };

/** A table result with a label and a number can still be drawn as bars. */
function barsFromTable(answer: AskAnswer): CardChart | undefined {
  const sample = answer.rows.slice(0, 20);
  const numeric = answer.columns.findIndex((_column, index) => sample.length > 0 && sample.every((row) => typeof row[index] === 'number'));
  const label = answer.columns.findIndex((_column, index) => index !== numeric && sample.some((row) => typeof row[index] === 'string'));
  if (numeric < 0 || label < 0) return undefined;
  return { chartType: ReportChartType.BAR, xKey: answer.columns[label] ?? null, yKey: answer.columns[numeric] ?? null, seriesKey: null };
}

/** Decides, from the ask engine's answer and its chart spec, whether a card is added and how it is drawn. */
export function cardPlanFromAnswer(answer: AskAnswer): CardPlan {
  const text = plainText(answer.answer);
  if (answer.clarification) return { kind: 'message', text: answer.clarification.question, options: answer.clarification.options };
  const sourceId = answer.sourceIds[0];
  if (!answer.sql || sourceId === undefined || answer.columns.length === 0) return { kind: 'message', text, options: answer.suggestions.slice(0, 4) };
  if (answer.rows.length === 0) return { kind: 'message', text: `${text} There is nothing to chart.`, options: [] };
  const spec = answer.chart;
  const type = spec ? CHARTS[spec.type] : undefined;
  let chart: CardChart | undefined;
  if (spec && type) chart = { chartType: type, xKey: spec.x ?? answer.columns[0] ?? null, yKey: spec.y?.[0] ?? answer.columns[answer.columns.length - 1] ?? null, seriesKey: spec.series ?? null };
  else if (spec?.type === 'table') chart = barsFromTable(answer);
  if (!chart) {
    const why = spec?.type === 'number' ? 'It is a single number, so there is no chart: ask for it by month or by a category to chart it.' : 'This result has no numbers to chart.';
    return { kind: 'message', text: `${text} ${why}`, options: [] };
  }
  return { kind: 'card', chart, rows: recordsOf(answer.columns, answer.rows), sql: answer.sql, sourceId, text };
}

/** Runs a card's stored SQL again, checked against the source's catalog like any query, and returns its records. */
export async function runCardQuery(catalog: Catalog, connection: SourceConnection, sql: string, timeoutMs: number): Promise<Row[]> {
  const checked = validateSql(sql, policyFor(catalog, connection.schema, MAX_CARD_ROWS));
  const result = await connection.query(checked.sql, [], { timeoutMs, maxRows: MAX_CARD_ROWS });
  return recordsOf(result.columns.map((column, index) => column.name || `column_${index + 1}`), result.rows);
}
