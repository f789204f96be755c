import { CARD_DEFAULT_HEIGHT, CARD_DEFAULT_WIDTH_PERCENT, ReportChartType } from './report.entity';
import { ReportInputError } from './report.errors';

export const REPORT_EXPORT_FORMAT = 'quarry-report';

/** One card of an exported report: what it shows, the query behind it, its transform and its place in the grid. */
export interface ExportedCard {
  title: string;
  prompt: string;
  chartType: ReportChartType;
  x: string | null;
  y: string | null;
  series: string | null;
  query: { sql: string | null; sourceId: number | null; sourceName: string | null };
  transform: string | null;
  layout: { position: number; widthPercent: number; height: number };
  /** The rows drawn when it was exported; an import runs the query again instead. */
  data?: Record<string, unknown>[];
}

/** Export Dashboard's JSON, which Import reads back. */
export interface ReportExport {
  format: typeof REPORT_EXPORT_FORMAT;
  version: 1;
  name: string;
  exportedAt: string;
  cards: ExportedCard[];
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, field: string, { required = false, max = 20_000 } = {}): string | null {
  if (value === undefined || value === null || value === '') {
    if (required) throw new ReportInputError(`The report file has no ${field}.`);
    return null;
  }
  if (typeof value !== 'string') throw new ReportInputError(`The report file's ${field} must be text.`);
  if (value.length > max) throw new ReportInputError(`The report file's ${field} is too long.`);
  return value;
}

function integer(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

function chartType(value: unknown): ReportChartType {
  const types: readonly string[] = Object.values(ReportChartType);
  if (typeof value === 'string' && types.includes(value)) return value as ReportChartType;
  throw new ReportInputError('Each card of the report file must be a line, bar or pie chart.');
}

function card(value: unknown, index: number): ExportedCard {
  if (!isObject(value)) throw new ReportInputError(`Card ${index + 1} of the report file is not an object.`);
  const query = isObject(value.query) ? value.query : {};
  const layout = isObject(value.layout) ? value.layout : {};
  const prompt = text(value.prompt, `card ${index + 1}'s prompt`, { required: true, max: 2_000 }) ?? '';
  const sourceId = typeof query.sourceId === 'number' && Number.isInteger(query.sourceId) ? query.sourceId : null;
  return {
    title: text(value.title, `card ${index + 1}'s title`, { max: 120 }) ?? prompt.slice(0, 20),
    prompt,
    chartType: chartType(value.chartType),
    x: text(value.x, `card ${index + 1}'s x`, { max: 200 }),
    y: text(value.y, `card ${index + 1}'s y`, { max: 200 }),
    series: text(value.series, `card ${index + 1}'s series`, { max: 200 }),
    query: { sql: text(query.sql, `card ${index + 1}'s query`), sourceId, sourceName: text(query.sourceName, `card ${index + 1}'s source name`, { max: 200 }) },
    transform: text(value.transform, `card ${index + 1}'s transform`),
    layout: {
      position: integer(layout.position, index, 0, 10_000),
      widthPercent: integer(layout.widthPercent, CARD_DEFAULT_WIDTH_PERCENT, 10, 100),
      height: integer(layout.height, CARD_DEFAULT_HEIGHT, 200, 1_200),
    },
  };
}

/** Reads an exported report, refusing anything that is not one (with a message that says what is wrong). */
export function parseReportExport(json: unknown): Pick<ReportExport, 'name' | 'cards'> {
  if (!isObject(json) || json.format !== REPORT_EXPORT_FORMAT) throw new ReportInputError('This is not a Quarry report file (Export Dashboard → JSON).');
  if (json.version !== 1) throw new ReportInputError('This report file was written by a newer version of Quarry.');
  if (!Array.isArray(json.cards)) throw new ReportInputError('The report file has no cards list.');
  return { name: text(json.name, 'name', { required: true, max: 120 }) ?? '', cards: json.cards.map(card) };
}
