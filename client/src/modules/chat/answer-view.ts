import type { ChatAnswer } from './chat-api';
import type { ChartSeries } from '../../ui/AnswerChart';

/** Rows shown in a chat answer's compact table. */
export const TABLE_ROWS = 10;

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The chart an answer asks for, as points; undefined when it is a number, a table or cannot be drawn. */
export function chartOf(answer: ChatAnswer): ChartSeries | undefined {
  const chart = answer.chart;
  if (!chart || (chart.type !== 'line' && chart.type !== 'bar' && chart.type !== 'pie')) return undefined;
  const xIndex = chart.x ? answer.columns.indexOf(chart.x) : 0;
  const yName = chart.y?.[0];
  const yIndex = yName ? answer.columns.indexOf(yName) : answer.columns.length - 1;
  if (xIndex < 0 || yIndex < 0 || answer.rows.length === 0) return undefined;
  const points = answer.rows
    .map((row) => ({ x: cellText(row[xIndex]), y: Number(row[yIndex]) }))
    .filter((point) => Number.isFinite(point.y));
  if (points.length === 0) return undefined;
  const label = `${chart.type === 'line' ? 'Line' : chart.type === 'bar' ? 'Bar' : 'Pie'} chart of ${(yName ?? 'value').replace(/_/g, ' ')} by ${(chart.x ?? answer.columns[0] ?? '').replace(/_/g, ' ')}`;
  return { type: chart.type, points, label };
}

/** A single figure answer ('How many orders…'): the value, shown large. */
export function singleFigure(answer: ChatAnswer): string | undefined {
  if (answer.chart?.type !== 'number' || answer.rows.length !== 1 || answer.columns.length !== 1) return undefined;
  return cellText(answer.rows[0]?.[0]);
}

/** Whether the rows are worth a table: more than the one figure already in the text. */
export function hasTable(answer: ChatAnswer): boolean {
  return answer.columns.length > 0 && answer.rows.length > 0 && !(answer.rows.length === 1 && answer.columns.length === 1);
}

/** Rows from a JSON field: a list of lists, anything else read as none. */
export function asRows(value: unknown): unknown[][] {
  if (!Array.isArray(value)) return [];
  return value.filter((row: unknown): row is unknown[] => Array.isArray(row));
}
