import { humanize } from '../../ask/answer/names';
import type { SchemaModel } from '../../ask/catalog/schema-model';
import type { ColumnRef, Dimension, Measure } from '../../ask/plan/plan';
import { tableId, type Catalog } from '../data-sources/catalog/catalog';

/** What the insight engine watches in a source: a measure over time, and the categories it can be split by. */
export interface WatchedMeasure {
  /** Stable within the source: part of each finding's fingerprint. */
  key: string;
  /** 'revenue', 'number of leads'. */
  label: string;
  measure: Measure;
  baseTable: string;
  /** The date the measure is placed in time by. */
  date: ColumnRef;
  /** Low-cardinality categories (2 to 12 values). */
  dimensions: Dimension[];
  /** Counts are whole numbers; metrics are amounts. */
  isCount: boolean;
}

const MAX_MEASURES = 4;
const MAX_METRICS = 2;
const MAX_DIMENSIONS = 2;
const MIN_CATEGORIES = 2;
const MAX_CATEGORIES = 12;
/**
 * A status or stage moves with a row's age (recent orders are still shipping, recent leads still open), so its mix
 * always shifts at the end of the data: not a dimension to watch.
 */
const LIFECYCLE = /(^|_)(status|stage|state)$/i;
/** A table this small has no time series worth watching. */
const MIN_ROWS = 60;

/** Tables reached from `base` by following keys to the one side only, so a join never multiplies the base's rows. */
function forwardTables(schema: SchemaModel, catalog: Catalog, base: string): string[] {
  return catalog.tables
    .map(tableId)
    .filter((name) => name !== base)
    .map((name) => ({ name, path: schema.path(base, name) }))
    .filter((entry): entry is { name: string; path: NonNullable<typeof entry.path> } => entry.path !== undefined && entry.path.every((step) => !step.fansOut))
    .sort((a, b) => a.path.length - b.path.length || a.name.localeCompare(b.name))
    .map((entry) => entry.name);
}

/** The base table's own date first, else the nearest one reached without fanning out ('order_items' → orders.order_date). */
function dateFor(schema: SchemaModel, catalog: Catalog, base: string): ColumnRef | undefined {
  for (const table of [base, ...forwardTables(schema, catalog, base)]) {
    const date = schema.dateColumns(table).find((ref) => {
      const column = schema.column(ref).column;
      return column.distinctCount >= 7 && column.nullCount < schema.table(table).table.rowCount / 2;
    });
    if (date) return date;
  }
  return undefined;
}

function dimensionsFor(schema: SchemaModel, catalog: Catalog, base: string): Dimension[] {
  const dimensions: Dimension[] = [];
  for (const tableName of [base, ...forwardTables(schema, catalog, base)]) {
    const table = schema.table(tableName).table;
    for (const column of table.columns) {
      if (dimensions.length >= MAX_DIMENSIONS) return dimensions;
      if (column.type !== 'text' || column.isPrimaryKey || LIFECYCLE.test(column.name)) continue;
      if (column.distinctCount < MIN_CATEGORIES || column.distinctCount > MAX_CATEGORIES) continue;
      if (column.nullCount > table.rowCount / 2) continue;
      dimensions.push({ columns: [{ table: tableName, column: column.name }], label: humanize(column.name) });
    }
  }
  return dimensions;
}

/**
 * The measures of a source worth watching: its catalog metrics first (on the metric's table), then the row counts
 * of the largest tables that have a date of their own. Each comes with its date and its low-cardinality dimensions.
 */
export function watchedMeasures(schema: SchemaModel, catalog: Catalog): WatchedMeasure[] {
  const watched: WatchedMeasure[] = [];
  for (const metric of catalog.metrics.slice(0, MAX_METRICS)) {
    if (!schema.hasTable(metric.table)) continue;
    const date = dateFor(schema, catalog, metric.table);
    if (!date) continue;
    watched.push({
      key: `metric:${metric.name}`,
      label: metric.name,
      measure: { aggregate: 'sum', metric: { name: metric.name, table: metric.table, expression: metric.expression }, table: metric.table, label: metric.name },
      baseTable: metric.table,
      date,
      dimensions: dimensionsFor(schema, catalog, metric.table),
      isCount: false,
    });
  }
  const counted = [...catalog.tables]
    .filter((table) => table.rowCount >= MIN_ROWS && schema.dateColumns(tableId(table)).length > 0)
    .sort((a, b) => b.rowCount - a.rowCount || a.name.localeCompare(b.name));
  for (const table of counted) {
    if (watched.length >= MAX_MEASURES) break;
    const id = tableId(table);
    const date = dateFor(schema, catalog, id);
    if (!date || date.table !== id) continue;
    const label = `number of ${humanize(table.name)}`;
    watched.push({
      key: `count:${id}`,
      label,
      measure: { aggregate: 'count', table: id, label },
      baseTable: id,
      date,
      dimensions: dimensionsFor(schema, catalog, id),
      isCount: true,
    });
  }
  return watched;
}
