import type { Catalog, CatalogTable, MetricDefinition } from '../../modules/data-sources/catalog/catalog';
import { plannerFor } from './ask-engine';
import { derivedMetrics } from './derived-metrics';
import type { ColumnRef, Filter, Measure, QueryPlan } from './plan';
import type { Planner } from './planner';
import { nameWords } from './text';

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

/**
 * What a source holds in business terms, read from its catalog: who the customers are, which table records their
 * orders and when, how revenue is measured. Pulse cards and customer profiles are computed from it; every part is
 * optional, since any upload may lack it.
 */
export interface BusinessModel {
  catalog: Catalog;
  planner: Planner;
  customers?: { table: string; key: ColumnRef; labels: ColumnRef[]; since?: ColumnRef };
  orders?: TimedTable & { customer?: ColumnRef };
  leads?: TimedTable;
  deals?: TimedTable;
  revenue?: TimedMetric;
  metrics: TimedMetric[];
}

const NEGATIVE = /^(returned|cancell?ed|lost|refunded|failed|rejected|closed lost|churned|inactive)$/i;
const POSITIVE = /^(won|closed won|converted|delivered|completed|paid|active)$/i;

function wordsOf(table: CatalogTable): string[] {
  return nameWords(table.name);
}

function tableNamed(catalog: Catalog, words: readonly string[]): CatalogTable | undefined {
  const matches = catalog.tables.filter((table) => wordsOf(table).some((word) => words.includes(word)));
  // The plainest name wins: 'orders' over 'order_items'.
  return matches.sort((a, b) => wordsOf(a).length - wordsOf(b).length || b.rowCount - a.rowCount)[0];
}

function statusOf(planner: Planner, table: string): TimedTable['status'] {
  const column = planner.index.table(table).columns.find((candidate) => {
    const words = nameWords(candidate.name);
    return (words.includes('status') || words.includes('stage') || words.includes('state')) && (candidate.values?.length ?? 0) > 1;
  });
  if (!column?.values) return undefined;
  return {
    column: { table, column: column.name },
    negative: column.values.filter((value) => NEGATIVE.test(value.trim())),
    positive: column.values.filter((value) => POSITIVE.test(value.trim())),
  };
}

function timed(planner: Planner, table: CatalogTable | undefined): TimedTable | undefined {
  if (!table) return undefined;
  const [date] = planner.index.dateColumns(table.name);
  if (!date) return undefined;
  const status = statusOf(planner, table.name);
  return { table: table.name, date, ...(status ? { status } : {}) };
}

/** The date a metric's rows are dated by: on its own table, else on the nearest table its keys point to. */
function dateFor(planner: Planner, table: string, preferred?: ColumnRef): ColumnRef | undefined {
  if (preferred && (preferred.table === table || planner.graph.path(table, preferred.table)?.every((step) => !step.fansOut))) return preferred;
  const own = planner.index.dateColumns(table)[0];
  if (own) return own;
  const reachable = planner.catalog.tables
    .map((candidate) => ({ candidate, path: planner.graph.path(table, candidate.name) }))
    .filter(({ candidate, path }) => candidate.name !== table && path !== undefined && path.every((step) => !step.fansOut))
    .sort((a, b) => (a.path?.length ?? 0) - (b.path?.length ?? 0));
  for (const { candidate } of reachable) {
    const date = planner.index.dateColumns(candidate.name)[0];
    if (date) return date;
  }
  return undefined;
}

export function businessModel(catalog: Catalog): BusinessModel {
  const planner = plannerFor(catalog);
  const synonymTable = (terms: string[]) => catalog.synonyms.find((synonym) => !synonym.column && terms.includes(synonym.term.toLowerCase()))?.table;
  const customerName = synonymTable(['customer', 'client', 'account']);
  const customerTable = (customerName ? catalog.tables.find((table) => table.name === customerName) : undefined) ?? tableNamed(catalog, ['customer', 'client', 'account']);
  const customerKey = customerTable ? planner.index.primaryKey(customerTable.name) : undefined;
  const customers = customerTable && customerKey
    ? {
        table: customerTable.name,
        key: customerKey,
        labels: planner.index.labelColumns(customerTable.name),
        ...(planner.index.dateColumns(customerTable.name)[0] ? { since: planner.index.dateColumns(customerTable.name)[0] } : {}),
      }
    : undefined;

  const orderTable = tableNamed(catalog, ['order', 'sale', 'invoice', 'purchase', 'transaction']);
  const orderTimed = timed(planner, orderTable);
  const orderCustomer = orderTimed && customers
    ? catalog.joins.find((join) => join.fromTable === orderTimed.table && join.toTable === customers.table)
    : undefined;
  const orders = orderTimed ? { ...orderTimed, ...(orderCustomer ? { customer: { table: orderTimed.table, column: orderCustomer.fromColumn } } : {}) } : undefined;

  const definedOrDerived = new Map<string, MetricDefinition>();
  for (const metric of catalog.metrics) definedOrDerived.set(metric.name.toLowerCase(), metric);
  for (const { metric } of derivedMetrics(catalog)) if (!definedOrDerived.has(metric.name.toLowerCase())) definedOrDerived.set(metric.name.toLowerCase(), metric);
  const metrics = [...definedOrDerived.values()]
    .map((metric) => ({ metric, date: dateFor(planner, metric.table, orders?.date) }))
    .filter((entry): entry is TimedMetric => entry.date !== undefined);
  const revenue = metrics.find((entry) => /^(revenue|sales|turnover)$/i.test(entry.metric.name.trim()));

  return {
    catalog,
    planner,
    ...(customers ? { customers } : {}),
    ...(orders ? { orders } : {}),
    ...(timed(planner, tableNamed(catalog, ['lead', 'prospect'])) ? { leads: timed(planner, tableNamed(catalog, ['lead', 'prospect'])) } : {}),
    ...(timed(planner, tableNamed(catalog, ['deal', 'opportunity'])) ? { deals: timed(planner, tableNamed(catalog, ['deal', 'opportunity'])) } : {}),
    ...(revenue ? { revenue } : {}),
    metrics,
  };
}

/** A plan with no grouping: one row of figures. */
export function figuresPlan(baseTable: string, measures: Measure[], filters: Filter[] = []): QueryPlan {
  return { baseTable, measures, dimensions: [], listColumns: [], filters, having: [] };
}

export function dateRange(column: ColumnRef, from: string, to: string): Filter {
  return { kind: 'date_range', column, from, to, label: `${column.column} from ${from} to before ${to}` };
}

export function valuesFilter(column: ColumnRef, values: string[]): Filter {
  return { kind: 'values', column, values, label: `${column.column} is ${values.join(' or ')}` };
}

export function metricMeasure(metric: MetricDefinition, label = metric.name): Measure {
  return { aggregate: 'sum', metric: { name: metric.name, table: metric.table, expression: metric.expression }, label };
}

export function countMeasure(label: string, column?: ColumnRef, distinct = false): Measure {
  return column ? { aggregate: distinct ? 'count_distinct' : 'count', column, label } : { aggregate: 'count', label };
}
