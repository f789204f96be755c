/** SPEC §9: a card is at least 300×200, 100% wide and 300 high by default. Width is kept as a share of the grid. */
export const CARD_MIN_WIDTH = 300;
export const CARD_MIN_HEIGHT = 200;
export const CARD_MAX_HEIGHT = 1_200;
export const CARD_MIN_PERCENT = 10;
export const GRID_GAP = 16;

/** The same list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** A dragged size, in pixels, as the card keeps it: a whole percentage of the grid's width and a height in pixels. */
export function sizeFromPixels(width: number, height: number, gridWidth: number): { widthPercent: number; height: number } {
  const minWidth = Math.min(CARD_MIN_WIDTH, gridWidth);
  const clampedWidth = Math.max(minWidth, Math.min(gridWidth, width));
  const widthPercent = gridWidth > 0 ? Math.round((clampedWidth / gridWidth) * 100) : 100;
  return {
    widthPercent: Math.max(CARD_MIN_PERCENT, Math.min(100, widthPercent)),
    height: Math.round(Math.max(CARD_MIN_HEIGHT, Math.min(CARD_MAX_HEIGHT, height))),
  };
}

/** The CSS width of a card in a wrapping row with GRID_GAP between cards: two 50% cards fit side by side. */
export function cardWidthCss(widthPercent: number): string {
  if (widthPercent >= 100) return '100%';
  return `calc(${widthPercent}% - ${(GRID_GAP * (1 - widthPercent / 100)).toFixed(2)}px)`;
}

export interface ChartPoint {
  x: string;
  y: number;
}

export interface ChartSeries {
  name: string | null;
  points: ChartPoint[];
}

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rows a card draws; anything else (a transform gone astray) draws nothing. */
export function rowsOf(data: unknown): Row[] {
  return Array.isArray(data) ? data.filter(isRow) : [];
}

/**
 * Chart series from a card's rows: x and y from the card's keys, or, when a transform renamed them, the first text
 * column and the first numeric one. With a series key, one series per value.
 */
export function chartSeries(data: unknown, xKey: string | null, yKey: string | null, seriesKey: string | null): ChartSeries[] {
  const rows = rowsOf(data);
  const first = rows[0];
  if (!first) return [];
  const keys = Object.keys(first);
  const x = xKey && keys.includes(xKey) ? xKey : (keys.find((key) => typeof first[key] === 'string') ?? keys[0]);
  const y = yKey && keys.includes(yKey) ? yKey : keys.find((key) => key !== x && typeof first[key] === 'number');
  if (x === undefined || y === undefined) return [];
  const point = (row: Row): ChartPoint | undefined => {
    const value = Number(row[y]);
    return Number.isFinite(value) ? { x: String(row[x] ?? '(none)'), y: value } : undefined;
  };
  if (!seriesKey || !keys.includes(seriesKey)) {
    return [{ name: null, points: rows.map(point).filter((p): p is ChartPoint => p !== undefined) }];
  }
  const bySeries = new Map<string, ChartPoint[]>();
  for (const row of rows) {
    const p = point(row);
    if (!p) continue;
    const name = String(row[seriesKey] ?? '(none)');
    bySeries.set(name, [...(bySeries.get(name) ?? []), p]);
  }
  return [...bySeries].map(([name, points]) => ({ name, points }));
}
