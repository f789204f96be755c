/**
 * An answer in words and a chart type, chosen from the plan and the result's shape by rules (never by running code).
 */
import { sideBySide, type ChartType, type QueryPlan } from '../plan/plan';
import type { QueryResult } from './runner';

export interface ChartSpec {
  type: ChartType;
  x?: string;
  y?: string[];
  series?: string;
}

const PIE_MAX_SLICES = 8;

/** Periods side by side: each measure per period, the change and change % for two periods, and an asked difference. */
function comparisonLayout(comparison: NonNullable<QueryPlan['comparison']>, measures: number) {
  const periods = comparison.periods.length;
  const leading = comparison.difference ? 1 : 0;
  return { leading, periods, total: leading + Math.max(1, measures) * periods + (periods === 2 ? 2 : 0) };
}

function measureCount(plan: QueryPlan): number {
  if (sideBySide(plan)) return comparisonLayout(plan.comparison, plan.measures.length).total;
  return plan.measures.length + (plan.shareOfTotal ? 1 : 0) + (plan.running ? 1 : 0) + (plan.growth ? 1 : 0);
}

export function chooseChart(plan: QueryPlan, result: QueryResult, columns: string[]): ChartSpec {
  const measures = measureCount(plan);
  const dimensionCount = Math.max(plan.dimensions.length, columns.length - measures);
  const measureColumns = columns.slice(dimensionCount, dimensionCount + measures);
  // '2024 vs 2025', a row per year: two bars compare better than a line through two points.
  if (plan.comparison?.asRows && !plan.chart) return { type: 'bar', x: columns[0], y: measureColumns };
  if (sideBySide(plan) && dimensionCount > 0 && plan.listColumns.length === 0) {
    // One bar per period of the first measure, side by side in each group.
    const { leading, periods } = comparisonLayout(plan.comparison, plan.measures.length);
    return { type: plan.chart === 'line' || plan.chart === 'table' ? plan.chart : 'bar', x: columns[0], y: measureColumns.slice(leading, leading + periods) };
  }
  const [x, series] = columns;
  let chart: ChartSpec;
  if (plan.listColumns.length > 0 || measures === 0) chart = { type: 'table' };
  else if (dimensionCount === 0) chart = result.rows.length === 1 && measures === 1 ? { type: 'number', y: measureColumns } : { type: 'table' };
  else if (plan.dimensions[0]?.grain || plan.dimensions[0]?.periodColumns) chart = { type: 'line', x, y: measureColumns.slice(0, 1), series: dimensionCount > 1 ? series : undefined };
  else if (plan.shareOfTotal && dimensionCount === 1 && result.rows.length <= PIE_MAX_SLICES) chart = { type: 'pie', x, y: [columns[columns.length - 1] as string] };
  else chart = { type: 'bar', x, y: measureColumns.slice(0, 1), series: dimensionCount > 1 ? series : undefined };
  // The user may ask for another chart; it is honoured when the result can be drawn that way.
  if (plan.chart && plan.chart !== chart.type) {
    if (plan.chart === 'table') return { type: 'table' };
    if (dimensionCount >= 1 && measures >= 1) return { type: plan.chart, x, y: measureColumns.slice(0, 1), series: dimensionCount > 1 && plan.chart !== 'pie' ? series : undefined };
  }
  return chart;
}

// Built once: toLocaleString with options builds a new formatter on every call, a large part of an answer's time.
const INTEGER_FORMAT = new Intl.NumberFormat('en-US');
const FRACTION_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return INTEGER_FORMAT.format(value);
    return (Math.abs(value) < 1 ? FRACTION_FORMAT : AMOUNT_FORMAT).format(value);
  }
  return String(value);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One sentence or two with the key numbers, in the plan's own words. */
export function answerText(plan: QueryPlan, result: QueryResult, columns: string[]): string {
  const rows = result.rows;
  const filters = plan.filters.filter((filter) => filter.kind !== 'not_null').map((filter) => filter.label);
  const where = filters.length > 0 ? ` (${filters.join('; ')})` : '';
  const table = plan.baseTable.replace(/^.*\./, '').replace(/_/g, ' ');
  if (rows.length === 0) return `No ${plan.listColumns.length > 0 ? table : 'rows'} match${where}.`;

  if (plan.listColumns.length > 0 && plan.measures.length === 0) {
    const labels = Math.max(1, plan.listColumns.filter((column) => column.table === plan.baseTable).length > 1 && /first|last/.test(plan.listColumns[0]?.column ?? '') ? 2 : 1);
    const names = rows.slice(0, 10).map((row) => row.slice(0, labels).map(formatValue).join(' '));
    if (plan.limit !== undefined && plan.order) {
      const ranked = columns.length > labels ? ` (${formatValue(rows[0]?.[columns.length - 1])})` : '';
      if (rows.length === 1) return `${names[0]}${ranked}${where}.`;
    }
    const more = rows.length > 10 ? `, and ${rows.length - 10} more${result.truncated ? ' (the result was cut short)' : ''}` : '';
    return `${rows.length}${result.truncated ? '+' : ''} ${table} match${where}: ${names.join(', ')}${more}.`;
  }

  const labels = plan.measures.map((measure) => measure.label);
  if (sideBySide(plan)) return comparisonText(plan, plan.comparison, rows, columns, where);
  if (plan.dimensions.length === 0) {
    const row = rows[0] ?? [];
    const parts = labels.map((label, i) => `${capitalise(label)}${where}: **${formatValue(row[i])}**`);
    return `${parts.join('. ')}.`;
  }
  // Dimensions come first in the result; a name in parts takes several columns.
  const dimensionCount = Math.max(plan.dimensions.length, columns.length - measureCount(plan));
  const describe = (row: unknown[]) => `${row.slice(0, dimensionCount).map(formatValue).join(' / ')} (${formatValue(row[dimensionCount])})`;
  const heading = `${capitalise(labels[0] ?? 'value')} by ${plan.dimensions.map((dimension) => dimension.label).join(' and ')}${where}`;
  if (plan.dimensions[0]?.grain || plan.dimensions[0]?.periodColumns) {
    const first = rows[0] ?? [];
    const last = rows[rows.length - 1] ?? [];
    const peak = rows.reduce((best, row) => (Number(row[dimensionCount]) > Number(best[dimensionCount]) ? row : best), first);
    if (rows.length <= 6) return `${heading}: ${rows.map(describe).join(', ')}.`;
    return `${heading}: ${rows.length} periods, from ${describe(first)} to ${describe(last)}; the peak was ${describe(peak)}.`;
  }
  if (plan.limit !== undefined && plan.order?.by === 'measure') {
    if (rows.length === 1) return `${describe(rows[0] ?? [])} has the ${plan.order.direction === 'desc' ? 'highest' : 'lowest'} ${labels[0]}${where}.`;
    return `${plan.order.direction === 'desc' ? 'Top' : 'Bottom'} ${rows.length} by ${labels[0]}${where}: ${rows.map(describe).join(', ')}.`;
  }
  const shown = rows.slice(0, 5).map(describe).join(', ');
  const sortedBy = plan.order?.by === 'measure' ? (plan.order.direction === 'desc' ? 'Highest' : 'Lowest') : 'First';
  return `${heading}: ${rows.length}${result.truncated ? '+' : ''} groups. ${rows.length > 5 ? `${sortedBy}: ${shown}.` : `${shown}.`}`;
}

/** Periods side by side: the figures per period and the change, or the difference the question asked for. */
function comparisonText(plan: QueryPlan, comparison: NonNullable<QueryPlan['comparison']>, rows: unknown[][], columns: string[], where: string): string {
  const label = plan.measures[0]?.label ?? 'number of rows';
  const { leading, periods, total } = comparisonLayout(comparison, plan.measures.length);
  const dimensionCount = columns.length - total;
  const figures = (row: unknown[]) => comparison.periods.map((period, i) => `${formatValue(row[dimensionCount + leading + i])} (${period.label})`);
  const change = (row: unknown[]) => (periods === 2 ? `, a change of ${formatValue(row[dimensionCount + total - 2])} (**${formatValue(row[dimensionCount + total - 1])}%**)` : '');
  if (dimensionCount === 0) {
    const row = rows[0] ?? [];
    if (comparison.difference) {
      const { from, minus, word } = comparison.difference;
      const named = (i: number) => comparison.periods[i]?.label ?? '';
      return `**${formatValue(row[0])}** ${word} ${label} ${named(from)} than ${named(minus)}${where}: ${formatValue(row[leading + from])} vs ${formatValue(row[leading + minus])}.`;
    }
    return `${capitalise(label)}${where}: ${figures(row).join(' → ')}${change(row)}.`;
  }
  const describe = (row: unknown[]) => `${row.slice(0, dimensionCount).map(formatValue).join(' / ')}: ${figures(row).join(' → ')}`;
  const heading = `${capitalise(label)} by ${plan.dimensions.map((dimension) => dimension.label).join(' and ')}, ${comparison.periods.map((period) => period.label).join(' vs ')}${where}`;
  return `${heading}: ${rows.length} groups. ${rows.slice(0, 3).map(describe).join('; ')}${rows.length > 3 ? '; …' : ''}.`;
}
