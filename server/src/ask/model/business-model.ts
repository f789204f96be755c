/**
 * What a source holds in business terms, read from its catalog: who the customers are, which table records their
 * orders and when, how revenue is measured. Pulse cards and customer profiles are plans over it, rendered and checked
 * by the engine like any answer. Every part is optional, since any upload may lack it.
 */
import { nameWords } from '../answer/names';
import { tableId, type Catalog, type CatalogTable, type MetricDefinition } from '../catalog/catalog';
import { schemaModel, type ColumnRef, type SchemaModel } from '../catalog/schema-model';
import { derivedMetrics } from '../links/derived-metrics';
import type { Filter, Measure, QueryPlan } from '../plan/plan';

/** A table counted over time: its date column, and a status column whose bad values (returned, lost) are known. */
export interface TimedTable {
  table: string;
  date: ColumnRef;
  status?: { column: ColumnRef; negative: string[]; positive: string[] };
}

/** A measure placed in time: the metric, and the date column its rows are dated by (possibly through a join). */
export interface TimedMetric {
  metric: MetricDefinition;
  date: ColumnRef;
}

export interface BusinessModel {
  catalog: Catalog;
  schema: SchemaModel;
  customers?: { table: string; key: ColumnRef; labels: ColumnRef[]; since?: ColumnRef };
  orders?: TimedTable & { customer?: ColumnRef };
  leads?: TimedTable;
  deals?: TimedTable;
  revenue?: TimedMetric;
  metrics: TimedMetric[];
}

const NEGATIVE = /^(returned|cancell?ed|lost|refunded|failed|rejected|closed lost|churned|inactive)$/i;
const POSITIVE = /^(won|closed won|converted|delivered|completed|paid|active)$/i;

function tableNamed(catalog: Catalog, words: readonly string[]): CatalogTable | undefined {
  const matches = catalog.tables.filter((table) => nameWords(table.name).some((word) => words.includes(word)));
  // The plainest name wins: 'orders' over 'order_items'.
  return matches.sort((a, b) => nameWords(a.name).length - nameWords(b.name).length || b.rowCount - a.rowCount)[0];
}

function statusOf(schema: SchemaModel, table: string): TimedTable['status'] {
  const column = schema.table(table).columns.find((candidate) => {
    const words = nameWords(candidate.column.name);
    return (words.includes('status') || words.includes('stage') || words.includes('state')) && (candidate.column.values?.length ?? 0) > 1;
  });
  const values = column?.column.values;
  if (!column || !values) return undefined;
  return {
    column: column.ref,
    negative: values.filter((value) => NEGATIVE.test(value.trim())),
    positive: values.filter((value) => POSITIVE.test(value.trim())),
  };
}

function timed(schema: SchemaModel, table: CatalogTable | undefined): TimedTable | undefined {
  if (!table) return undefined;
  const id = tableId(table);
  const [date] = schema.dateColumns(id);
  if (!date) return undefined;
  const status = statusOf(schema, id);
  return { table: id, date, ...(status ? { status } : {}) };
}

/** The date a metric's rows are dated by: on its own table, else on the nearest table its keys point to. */
function dateFor(schema: SchemaModel, table: string, preferred?: ColumnRef): ColumnRef | undefined {
  if (preferred && (preferred.table === table || schema.reachesWithoutFanOut(table, preferred.table))) return preferred;
  const own = schema.dateColumns(table)[0];
  if (own) return own;
  const reachable = [...schema.tables.keys()]
    .filter((candidate) => candidate !== table && schema.reachesWithoutFanOut(table, candidate))
    .sort((a, b) => (schema.path(table, a)?.length ?? 0) - (schema.path(table, b)?.length ?? 0));
  for (const candidate of reachable) {
    const date = schema.dateColumns(candidate)[0];
    if (date) return date;
  }
  return undefined;
}

const models = new WeakMap<Catalog, BusinessModel>();

/** The business model of a catalog, kept while the catalog lives. */
export function businessModel(catalog: Catalog): BusinessModel {
  const known = models.get(catalog);
  if (known) return known;
  const schema = schemaModel(catalog);
  const synonymTable = (terms: string[]) => catalog.synonyms.find((synonym) => !synonym.column && terms.includes(synonym.term.toLowerCase()))?.table;
  const customerName = synonymTable(['customer', 'client', 'account']);
  const customerTable = (customerName ? catalog.tables.find((table) => tableId(table) === customerName) : undefined) ?? tableNamed(catalog, ['customer', 'client', 'account']);
  const customerId = customerTable ? tableId(customerTable) : undefined;
  const customerKey = customerId ? schema.primaryKey(customerId) : undefined;
  const since = customerId ? schema.dateColumns(customerId)[0] : undefined;
  const customers = customerId && customerKey ? { table: customerId, key: customerKey, labels: schema.labelColumns(customerId), ...(since ? { since } : {}) } : undefined;

  const orderTimed = timed(schema, tableNamed(catalog, ['order', 'sale', 'invoice', 'purchase', 'transaction']));
  const orderCustomer = orderTimed && customers ? catalog.joins.find((join) => join.fromTable === orderTimed.table && join.toTable === customers.table) : undefined;
  const orders = orderTimed ? { ...orderTimed, ...(orderCustomer ? { customer: { table: orderTimed.table, column: orderCustomer.fromColumn } } : {}) } : undefined;

  const definedOrDerived = new Map<string, MetricDefinition>();
  for (const metric of catalog.metrics) definedOrDerived.set(metric.name.toLowerCase(), metric);
  for (const { metric } of derivedMetrics(catalog, schema)) if (!definedOrDerived.has(metric.name.toLowerCase())) definedOrDerived.set(metric.name.toLowerCase(), metric);
  const metrics = [...definedOrDerived.values()]
    .filter((metric) => schema.hasTable(metric.table))
    .map((metric) => ({ metric, date: dateFor(schema, metric.table, orders?.date) }))
    .filter((entry): entry is TimedMetric => entry.date !== undefined);
  const revenue = metrics.find((entry) => /^(revenue|sales|turnover)$/i.test(entry.metric.name.trim()));
  const leads = timed(schema, tableNamed(catalog, ['lead', 'prospect']));
  const deals = timed(schema, tableNamed(catalog, ['deal', 'opportunity']));

  const model: BusinessModel = {
    catalog,
    schema,
    ...(customers ? { customers } : {}),
    ...(orders ? { orders } : {}),
    ...(leads ? { leads } : {}),
    ...(deals ? { deals } : {}),
    ...(revenue ? { revenue } : {}),
    metrics,
  };
  models.set(catalog, model);
  return model;
}

/** A plan with no grouping: one row of figures. */
export function figuresPlan(baseTable: string, measures: Measure[], filters: Filter[] = []): QueryPlan {
  return { baseTable, measures, dimensions: [], listColumns: [], filters, having: [] };
}

/** Rows dated from `from` up to, not including, `to`. */
export function dateRange(column: ColumnRef, from: string, to: string): Filter {
  return { kind: 'date_range', column, from, to, label: `${column.column} from ${from} to before ${to}` };
}

export function valuesFilter(column: ColumnRef, values: string[]): Filter {
  return { kind: 'values', column, values, label: `${column.column} is ${values.join(' or ')}` };
}

export function metricMeasure(metric: MetricDefinition, label = metric.name): Measure {
  return { aggregate: 'sum', metric: { name: metric.name, table: metric.table, expression: metric.expression }, table: metric.table, label };
}

/** The rows of the plan's table, or the distinct values of `column` when `distinct`. */
export function countMeasure(label: string, column?: ColumnRef, distinct = false): Measure {
  return column ? { aggregate: distinct ? 'count_distinct' : 'count', column, label } : { aggregate: 'count', label };
}
