import { ForbiddenError, NotFoundError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { ASK_MAX_ROWS } from '../../app/config';
import { runPlan } from '../../ask/answer/ask';
import { formatValue } from '../../ask/answer/answer-text';
import { capitalise, humanize, nameWords } from '../../ask/answer/names';
import { businessModel, countMeasure, metricMeasure, valuesFilter, type BusinessModel } from '../../ask/model/business-model';
import type { ColumnRef, Filter, QueryPlan } from '../../ask/plan/plan';
import { tableId, type Catalog, type CatalogTable } from '../data-sources/catalog/catalog';
import type { SourceConnection } from '../data-sources/connections/source-connection';
import type { DataSourceService } from '../data-sources/data-source.service';
import { ExplorerSql } from '../explorer/explorer-sql';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import { churnRisk, daysBetween, fieldKey, monthlySeries, projectTrend, sameValue, trendWord } from './customer-metrics';
import type { CustomerChoice, CustomerMatch, CustomerProfile, ProfileFact } from './profile.types';

const MAX_CHOICES = 50;
const MAX_DEMOGRAPHICS = 10;
const MAX_LOOKUPS = 4;
const MONEY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DETAIL_WORDS = ['industry', 'sector', 'segment', 'country', 'city'];

export interface ProfileSettings {
  askTimeoutMs: number;
}

export class NoCustomersError extends NotFoundError {
  constructor(sourceName: string) {
    super(`${sourceName} has no table of customers.`);
  }
}

function assertCanRead(viewer: Viewer): void {
  if (!roleHasPermission(viewer.role, Permission.VIEW_REPORTS)) throw new ForbiddenError('Your role cannot view this workspace’s data.');
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Customer profiles: a customer record with Demographics (its own fields, references resolved to names), Behavioral
 * Traits and Predictive Metrics computed from its orders, and a match confidence across the workspace's sources.
 */
export class ProfileService {
  constructor(
    private readonly dataSources: DataSourceService,
    private readonly settings: ProfileSettings,
  ) {}

  private get limits() {
    return { timeoutMs: this.settings.askTimeoutMs, maxRows: ASK_MAX_ROWS };
  }

  async customers(viewer: Viewer, dataSourceId: number, search: string | null, limit: number): Promise<CustomerChoice[]> {
    assertCanRead(viewer);
    const catalog = await this.dataSources.catalogFor(viewer, dataSourceId);
    const model = businessModel(catalog);
    const customers = model.customers;
    if (!customers) throw new NoCustomersError(catalog.sourceName);
    const table = model.schema.table(customers.table).table;
    const detail = detailColumn(table);
    const sql = new ExplorerSql(catalog.dialect, table);
    const columns = [customers.key.column, ...customers.labels.map((label) => label.column), ...(detail ? [detail] : [])];
    const where = sql.where({ table: tableId(table), filters: [], search });
    const order = customers.labels.map((label) => `${sql.ident(label.column)} ASC`).join(', ');
    const count = Math.min(Math.max(1, Math.trunc(limit) || MAX_CHOICES), MAX_CHOICES);
    const query = `SELECT ${columns.map((column) => sql.ident(column)).join(', ')} FROM ${sql.from} ${where} ORDER BY ${order} LIMIT ${count}`;
    const connection = await this.dataSources.connectionForCatalog(catalog);
    const result = await connection.query(query, sql.params, { timeoutMs: this.settings.askTimeoutMs, maxRows: count });
    return result.rows.map((row) => ({
      key: text(row[0]),
      name: row.slice(1, 1 + customers.labels.length).map(text).join(' ').trim() || text(row[0]),
      detail: detail ? text(row[row.length - 1]) || null : null,
    }));
  }

  async profile(viewer: Viewer, dataSourceId: number, key: string): Promise<CustomerProfile> {
    assertCanRead(viewer);
    const catalog = await this.dataSources.catalogFor(viewer, dataSourceId);
    const model = businessModel(catalog);
    const customers = model.customers;
    if (!customers) throw new NoCustomersError(catalog.sourceName);
    const connection = await this.dataSources.connectionForCatalog(catalog);
    const table = model.schema.table(customers.table).table;
    const record = await this.record(catalog, table, connection, customers.key.column, key);
    if (!record) throw new NotFoundError('Customer not found.');
    const name = customers.labels.map((label) => text(record[label.column])).join(' ').trim() || key;
    const industryColumn = table.columns.find((column) => ['industry', 'sector', 'segment'].some((word) => nameWords(column.name).includes(word)));

    const [demographics, behaviour, matches] = await Promise.all([
      this.demographics(model, table, record, connection),
      this.behaviour(model, connection, key),
      this.matches(viewer, catalog, table, record),
    ]);
    const best = matches.reduce<CustomerMatch | undefined>((top, match) => (!top || match.matchedFields / match.comparedFields > top.matchedFields / top.comparedFields ? match : top), undefined);
    return {
      dataSourceId: catalog.sourceId,
      sourceName: catalog.sourceName,
      key,
      name,
      industry: industryColumn ? text(record[industryColumn.name]) || null : null,
      demographics,
      traits: behaviour.traits,
      predictions: behaviour.predictions,
      lifetimeValue: behaviour.lifetimeValue,
      predictedLifetimeValue: behaviour.predictedLifetimeValue,
      matchConfidence: best ? best.matchedFields / best.comparedFields : null,
      matches,
      history: behaviour.history,
      historyLabel: behaviour.historyLabel,
    };
  }

  private async record(catalog: Catalog, table: CatalogTable, connection: SourceConnection, keyColumn: string, key: string): Promise<Record<string, unknown> | undefined> {
    const sql = new ExplorerSql(catalog.dialect, table);
    const query = sql.selectRows({ table: tableId(table), filters: [{ column: keyColumn, operator: 'in', values: [key] }] }, 1, 0);
    const result = await connection.query(query, sql.params, { timeoutMs: this.settings.askTimeoutMs, maxRows: 1 });
    const row = result.rows[0];
    return row ? Object.fromEntries(table.columns.map((column, i) => [column.name, row[i]])) : undefined;
  }

  /** The record's own fields; a key pointing at another table shows that row's name ('region_id' → 'Europe'). */
  private async demographics(model: BusinessModel, table: CatalogTable, record: Record<string, unknown>, connection: SourceConnection): Promise<ProfileFact[]> {
    const customers = model.customers;
    const skip = new Set([customers?.key.column, ...(customers?.labels ?? []).map((label) => label.column)]);
    const facts: ProfileFact[] = [];
    let lookups = 0;
    for (const column of table.columns) {
      if (facts.length >= MAX_DEMOGRAPHICS) break;
      const value = record[column.name];
      if (skip.has(column.name) || value === null || value === undefined || value === '') continue;
      const join = model.catalog.joins.find((candidate) => candidate.fromTable === tableId(table) && candidate.fromColumn === column.name);
      if (join && lookups < MAX_LOOKUPS) {
        lookups++;
        const target = model.schema.table(join.toTable).table;
        const [label] = model.schema.labelColumns(join.toTable);
        if (label && label.column !== join.toColumn) {
          const found = await this.record(model.catalog, target, connection, join.toColumn, text(value));
          facts.push({ label: capitalise(humanize(join.toTable.replace(/s$/, ''))), value: text(found?.[label.column]) || text(value), hint: null });
          continue;
        }
      }
      if (join) continue;
      const isDate = column.type === 'date' || column.type === 'timestamp';
      facts.push({ label: isDate ? `${capitalise(humanize(column.name))}` : capitalise(humanize(column.name)), value: isDate ? text(value).slice(0, 10) : formatValue(value), hint: null });
    }
    return facts;
  }

  private async figures(model: BusinessModel, connection: SourceConnection, plan: QueryPlan): Promise<unknown[][]> {
    const answer = await runPlan(plan, model.catalog, connection, this.limits);
    return answer.rows;
  }

  /** Orders over time: lifetime value, frequency, recency, the trend and what it predicts. */
  private async behaviour(model: BusinessModel, connection: SourceConnection, key: string) {
    const none = { traits: [] as ProfileFact[], predictions: [] as ProfileFact[], lifetimeValue: null, predictedLifetimeValue: null, history: [] as { period: string; value: number }[], historyLabel: null };
    const orders = model.orders;
    if (!orders?.customer) return none;
    const customer = valuesFilter(orders.customer, [key]);
    const month: ColumnRef = orders.date;
    const base = { dimensions: [], listColumns: [], having: [] };
    const [counts] = await this.figures(model, connection, {
      ...base,
      baseTable: orders.table,
      measures: [countMeasure('orders'), { aggregate: 'min', column: orders.date, label: 'first order' }, { aggregate: 'max', column: orders.date, label: 'last order' }],
      filters: [customer],
    });
    const orderCount = Number(counts?.[0] ?? 0);
    const firstOrder = counts?.[1] === null || counts?.[1] === undefined ? null : text(counts[1]).slice(0, 10);
    const lastOrder = counts?.[2] === null || counts?.[2] === undefined ? null : text(counts[2]).slice(0, 10);
    const latestInData = text(model.schema.column(orders.date).column.max).slice(0, 10);
    if (orderCount === 0 || !firstOrder || !lastOrder) {
      return { ...none, traits: [{ label: 'Orders', value: '0', hint: 'No orders yet' }] };
    }

    const revenue = model.revenue;
    const monthlyPlan: QueryPlan = {
      ...base,
      baseTable: revenue ? revenue.metric.table : orders.table,
      measures: [revenue ? metricMeasure(revenue.metric, 'value') : countMeasure('value')],
      dimensions: [{ columns: [month], grain: 'month', label: 'month' }],
      filters: [customer],
      order: { by: 'dimension', index: 0, direction: 'asc' },
    };
    const monthly = await this.figures(model, connection, monthlyPlan);
    const values = new Map(monthly.map((row) => [text(row[0]), Number(row[1] ?? 0)]));
    const history = monthlySeries(values, firstOrder.slice(0, 7), (latestInData || lastOrder).slice(0, 7));
    const series = history.map((point) => point.value);
    const total = series.reduce((sum, value) => sum + value, 0);
    const activeMonths = Math.max(1, monthlySeries(new Map(), firstOrder.slice(0, 7), lastOrder.slice(0, 7)).length);
    const recency = daysBetween(lastOrder, latestInData || lastOrder);
    const averageGap = orderCount > 1 ? daysBetween(firstOrder, lastOrder) / (orderCount - 1) : null;
    const projected = projectTrend(series);
    const trend = trendWord(series);

    const traits: ProfileFact[] = [
      { label: 'Orders', value: formatValue(orderCount), hint: `${firstOrder} to ${lastOrder}` },
      { label: 'Order frequency', value: `${formatValue(Math.round((orderCount / activeMonths) * 100) / 100)} a month`, hint: averageGap === null ? 'One order so far' : `Every ${Math.round(averageGap)} days on average` },
      { label: 'Recency', value: `${formatValue(recency)} days`, hint: `Since the last order, up to the latest order in the data (${latestInData})` },
    ];
    if (revenue) traits.push({ label: 'Average order value', value: MONEY.format(total / orderCount), hint: null });
    const favourite = await this.favouriteCategory(model, connection, customer);
    if (favourite) traits.push(favourite);
    if (orders.status && orders.status.negative.length > 0) {
      const status = orders.status;
      const [bad] = await this.figures(model, connection, { ...base, baseTable: orders.table, measures: [countMeasure('bad')], filters: [customer, valuesFilter(status.column, status.negative)] });
      const share = (Number(bad?.[0] ?? 0) / orderCount) * 100;
      traits.push({ label: `${status.negative.join(' or ')} orders`, value: `${formatValue(Math.round(share * 10) / 10)}%`, hint: `${formatValue(Number(bad?.[0] ?? 0))} of ${formatValue(orderCount)}` });
    }

    const predictions: ProfileFact[] = [
      { label: 'Trend', value: capitalise(trend), hint: `${revenue ? 'Monthly revenue' : 'Monthly orders'} over ${history.length} months` },
      { label: revenue ? 'Next 12 months' : 'Orders in the next 12 months', value: revenue ? MONEY.format(projected) : formatValue(Math.round(projected)), hint: 'On the monthly trend' },
      { label: 'Churn risk', value: capitalise(churnRisk(recency, averageGap)), hint: averageGap === null ? 'Judged by recency alone' : `Recency against a usual gap of ${Math.round(averageGap)} days` },
    ];
    if (averageGap !== null) {
      const next = new Date(Date.parse(lastOrder) + averageGap * 86_400_000).toISOString().slice(0, 10);
      predictions.push({ label: 'Next order expected', value: next, hint: null });
    }
    return {
      traits,
      predictions,
      lifetimeValue: revenue ? Math.round(total * 100) / 100 : null,
      predictedLifetimeValue: revenue ? Math.round((total + projected) * 100) / 100 : null,
      history,
      historyLabel: revenue ? `Monthly ${humanize(revenue.metric.name)}` : 'Monthly orders',
    };
  }

  /** The category the customer spends most on, when order lines lead to a table with a category. */
  private async favouriteCategory(model: BusinessModel, connection: SourceConnection, customer: Filter): Promise<ProfileFact | undefined> {
    const revenue = model.revenue;
    if (!revenue) return undefined;
    const skip = new Set([model.orders?.table, model.customers?.table]);
    for (const table of model.catalog.tables) {
      const id = tableId(table);
      if (skip.has(id) || !model.schema.reachesWithoutFanOut(revenue.metric.table, id)) continue;
      const column = table.columns.find((candidate) => candidate.type === 'text' && (candidate.values?.length ?? 0) > 1 && nameWords(candidate.name).some((word) => ['category', 'type', 'family', 'line'].includes(word)));
      if (!column) continue;
      const rows = await this.figures(model, connection, {
        baseTable: revenue.metric.table,
        measures: [metricMeasure(revenue.metric, 'value')],
        dimensions: [{ columns: [{ table: id, column: column.name }], label: column.name }],
        listColumns: [],
        filters: [customer],
        having: [],
        order: { by: 'measure', index: 0, direction: 'desc' },
        limit: 1,
      });
      const top = rows[0];
      if (top) return { label: `Top ${humanize(column.name)}`, value: text(top[0]), hint: `${MONEY.format(Number(top[1] ?? 0))} of ${humanize(revenue.metric.name)}` };
    }
    return undefined;
  }

  /** The same customer in the workspace's other sources: found by name, scored by the key fields that agree. */
  private async matches(viewer: Viewer, catalog: Catalog, table: CatalogTable, record: Record<string, unknown>): Promise<CustomerMatch[]> {
    const own = fieldsOf(table, record);
    const name = own.get('name');
    if (name === undefined || name === null || text(name).trim() === '') return [];
    const others = (await this.dataSources.catalogsFor(viewer)).filter((other) => other.sourceId !== catalog.sourceId);
    const found = await Promise.all(
      others.map(async (other): Promise<CustomerMatch | undefined> => {
        const model = businessModel(other);
        if (!model.customers) return undefined;
        const otherTable = model.schema.table(model.customers.table).table;
        const nameColumn = otherTable.columns.find((column) => fieldKey(column.name) === 'name' && column.type === 'text');
        if (!nameColumn) return undefined;
        const sql = new ExplorerSql(other.dialect, otherTable);
        const query = sql.selectRows({ table: tableId(otherTable), filters: [{ column: nameColumn.name, operator: 'contains', values: [text(name).trim()] }] }, 20, 0);
        const connection = await this.dataSources.connectionForCatalog(other);
        const result = await connection.query(query, sql.params, { timeoutMs: this.settings.askTimeoutMs, maxRows: 20 });
        let best: CustomerMatch | undefined;
        for (const row of result.rows) {
          const theirs = fieldsOf(otherTable, Object.fromEntries(otherTable.columns.map((column, i) => [column.name, row[i]])));
          if (!sameValue(theirs.get('name'), name)) continue;
          const compared = [...own.keys()].filter((field) => theirs.has(field));
          const agreed = compared.filter((field) => sameValue(own.get(field), theirs.get(field)));
          const match = { sourceName: other.sourceName, name: text(theirs.get('name')), matchedFields: agreed.length, comparedFields: compared.length, fields: agreed };
          if (!best || match.matchedFields / match.comparedFields > best.matchedFields / best.comparedFields) best = match;
        }
        return best;
      }),
    );
    return found.filter((match): match is CustomerMatch => match !== undefined);
  }
}

/** The record's key fields by their shared names (name, country, city, …). */
function fieldsOf(table: CatalogTable, record: Record<string, unknown>): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const column of table.columns) {
    const key = fieldKey(column.name);
    if (key && !fields.has(key)) fields.set(key, record[column.name]);
  }
  return fields;
}

function detailColumn(table: CatalogTable): string | undefined {
  for (const word of DETAIL_WORDS) {
    const column = table.columns.find((candidate) => candidate.type === 'text' && nameWords(candidate.name).includes(word));
    if (column) return column.name;
  }
  return undefined;
}
