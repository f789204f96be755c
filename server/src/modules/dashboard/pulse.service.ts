import { ForbiddenError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { ASK_MAX_ROWS } from '../../app/config';
import { runPlan } from '../../ask/answer/ask';
import { capitalise, humanize } from '../../ask/answer/names';
import { businessModel, countMeasure, dateRange, figuresPlan, metricMeasure, valuesFilter, type BusinessModel } from '../../ask/model/business-model';
import type { ColumnRef, Filter, Measure } from '../../ask/plan/plan';
import type { Catalog } from '../data-sources/catalog/catalog';
import type { SourceConnection } from '../data-sources/connections/source-connection';
import type { DataSourceService } from '../data-sources/data-source.service';
import { Permission, roleHasPermission } from '../workspaces/workspace-role';
import type { Pulse, PulseCard } from './pulse.types';

export const PULSE_GROUPS = ['Financial', 'Customer Metrics', 'Operations'] as const;
type PulseGroup = (typeof PULSE_GROUPS)[number];

/** A change smaller than this (in percent) is neutral. */
const NEUTRAL_BAND = 2;
const DAY_MS = 86_400_000;
const MAX_METRIC_CARDS = 3;

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const PLAIN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

type Figure = (from: string, to: string) => Promise<number | null>;

interface CardSpec {
  group: PulseGroup;
  title: string;
  icon: string;
  date: ColumnRef;
  /** False for figures where less is better (returns, cancellations). */
  higherIsBetter: boolean;
  format: (value: number) => string;
  figure: Figure;
  what: string;
}

export interface PulseSettings {
  askTimeoutMs: number;
}

function formatNumber(value: number): string {
  return Math.abs(value) >= 10_000 ? COMPACT.format(value) : PLAIN.format(value);
}

function formatPercent(value: number): string {
  return `${PLAIN.format(Math.round(value * 10) / 10)}%`;
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The last `days` days up to the column's latest date, and the same length before them. */
export function periods(latest: string, days: number): { current: [string, string]; previous: [string, string] } {
  const end = Date.parse(`${latest.slice(0, 10)}T00:00:00Z`) + DAY_MS;
  const start = end - days * DAY_MS;
  return { current: [isoDay(start), isoDay(end)], previous: [isoDay(start - days * DAY_MS), isoDay(start)] };
}

export function statusOf(change: number | null, higherIsBetter: boolean): 'positive' | 'neutral' | 'negative' {
  if (change === null || Math.abs(change) <= NEUTRAL_BAND) return 'neutral';
  return change > 0 === higherIsBetter ? 'positive' : 'negative';
}

export function changeBetween(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/**
 * Pulse: Financial, Customer Metrics and Operations cards computed from a source's catalog metrics and tables over
 * the latest period against the one before. The periods end at the latest date in the data, so a historical data set
 * (Northwind ends in 1998) reads as sensibly as a live one.
 */
export class PulseService {
  constructor(
    private readonly dataSources: DataSourceService,
    private readonly settings: PulseSettings,
  ) {}

  async pulse(viewer: Viewer, dataSourceId: number | null | undefined, periodDays: number): Promise<Pulse> {
    if (!roleHasPermission(viewer.role, Permission.VIEW_REPORTS)) throw new ForbiddenError('Your role cannot view this workspace’s figures.');
    const days = Math.min(Math.max(Math.trunc(periodDays) || 30, 1), 366);
    // GraphQL leaves an omitted argument undefined, so both mean 'choose for me'.
    const catalog = dataSourceId === null || dataSourceId === undefined ? await this.defaultCatalog(viewer) : await this.dataSources.catalogFor(viewer, dataSourceId);
    if (!catalog) return { dataSourceId: null, sourceName: null, periodDays: days, cards: [] };
    const connection = await this.dataSources.connectionForCatalog(catalog);
    const model = businessModel(catalog);
    const specs = this.cardSpecs(model, connection);
    const cards = await Promise.all(specs.map((spec) => this.card(model, spec, days)));
    return { dataSourceId: catalog.sourceId, sourceName: catalog.sourceName, periodDays: days, cards: cards.filter((card): card is PulseCard => card !== null) };
  }

  /** The ready source with the most to show: revenue and orders first, the oldest on a tie (the demo). */
  private async defaultCatalog(viewer: Viewer): Promise<Catalog | undefined> {
    const catalogs = await this.dataSources.catalogsFor(viewer);
    const score = (catalog: Catalog) => {
      const model = businessModel(catalog);
      return (model.revenue ? 4 : 0) + (model.orders ? 2 : 0) + (model.customers ? 1 : 0);
    };
    return [...catalogs].sort((a, b) => score(b) - score(a))[0];
  }

  private async card(model: BusinessModel, spec: CardSpec, days: number): Promise<PulseCard | null> {
    const latest = model.schema.column(spec.date).column.max;
    if (typeof latest !== 'string') return null;
    const { current: [from, to], previous: [prevFrom, prevTo] } = periods(latest, days);
    const [current, previous] = await Promise.all([spec.figure(from, to), spec.figure(prevFrom, prevTo)]);
    const change = changeBetween(current, previous);
    const changeText = change === null ? 'no figure for the period before' : `${change >= 0 ? '+' : '−'}${formatPercent(Math.abs(change))} vs the ${days} days before`;
    return {
      group: spec.group,
      title: spec.title,
      value: current === null ? '—' : spec.format(current),
      current,
      previous,
      changePercent: change === null ? null : Math.round(change * 10) / 10,
      description: `${spec.what} in the ${days} days to ${latest.slice(0, 10)}; ${changeText}.`,
      icon: spec.icon,
      status: statusOf(change, spec.higherIsBetter),
    };
  }

  private cardSpecs(model: BusinessModel, connection: SourceConnection): CardSpec[] {
    const limits = { timeoutMs: this.settings.askTimeoutMs, maxRows: ASK_MAX_ROWS };
    const value = async (base: string, measure: Measure, filters: Filter[]): Promise<number | null> => {
      const answer = await runPlan(figuresPlan(base, [measure], filters), model.catalog, connection, limits);
      const raw = answer.rows[0]?.[0];
      return raw === null || raw === undefined ? null : Number(raw);
    };
    const ratio = (a: Figure, b: Figure, scale = 1): Figure => async (from, to) => {
      const [top, bottom] = await Promise.all([a(from, to), b(from, to)]);
      return top === null || bottom === null || bottom === 0 ? null : (top / bottom) * scale;
    };
    const specs: CardSpec[] = [];
    const { orders, customers, revenue, leads, deals } = model;

    // Financial: the catalog's metrics (revenue first), and revenue per order.
    const metrics = [...model.metrics].sort((a, b) => Number(b === revenue) - Number(a === revenue)).slice(0, MAX_METRIC_CARDS);
    for (const entry of metrics) {
      const isRevenue = entry === revenue;
      specs.push({
        group: 'Financial',
        title: capitalise(humanize(entry.metric.name)),
        icon: isRevenue ? 'revenue' : 'units',
        date: entry.date,
        higherIsBetter: true,
        format: formatNumber,
        what: capitalise(entry.metric.description ?? humanize(entry.metric.name)),
        figure: (from, to) => value(entry.metric.table, metricMeasure(entry.metric), [dateRange(entry.date, from, to)]),
      });
    }
    const orderCount: Figure | undefined = orders ? (from, to) => value(orders.table, countMeasure(`number of ${orders.table}`), [dateRange(orders.date, from, to)]) : undefined;
    if (revenue && orders && orderCount && revenue.date.table === orders.table) {
      specs.push({
        group: 'Financial',
        title: 'Average order value',
        icon: 'average',
        date: orders.date,
        higherIsBetter: true,
        format: formatNumber,
        what: `${capitalise(humanize(revenue.metric.name))} per order`,
        figure: ratio((from, to) => value(revenue.metric.table, metricMeasure(revenue.metric), [dateRange(revenue.date, from, to)]), orderCount),
      });
    }

    // Customer metrics: new and active customers, leads and how many convert.
    if (customers?.since) {
      const since = customers.since;
      specs.push({
        group: 'Customer Metrics',
        title: `New ${humanize(customers.table)}`,
        icon: 'new-customers',
        date: since,
        higherIsBetter: true,
        format: formatNumber,
        what: `${capitalise(humanize(customers.table))} added`,
        figure: (from, to) => value(customers.table, countMeasure(`number of ${customers.table}`), [dateRange(since, from, to)]),
      });
    }
    if (orders?.customer) {
      const customer = orders.customer;
      specs.push({
        group: 'Customer Metrics',
        title: `Active ${humanize(customers?.table ?? 'customers')}`,
        icon: 'customers',
        date: orders.date,
        higherIsBetter: true,
        format: formatNumber,
        what: `${capitalise(humanize(customers?.table ?? 'customers'))} with at least one order`,
        figure: (from, to) => value(orders.table, countMeasure('active customers', customer, true), [dateRange(orders.date, from, to)]),
      });
    }
    if (leads) {
      specs.push({
        group: 'Customer Metrics',
        title: `New ${humanize(leads.table)}`,
        icon: 'leads',
        date: leads.date,
        higherIsBetter: true,
        format: formatNumber,
        what: `${capitalise(humanize(leads.table))} received`,
        figure: (from, to) => value(leads.table, countMeasure(`number of ${leads.table}`), [dateRange(leads.date, from, to)]),
      });
      const converted = leads.status?.positive ?? [];
      if (leads.status && converted.length > 0) {
        const status = leads.status.column;
        const all: Figure = (from, to) => value(leads.table, countMeasure('all'), [dateRange(leads.date, from, to)]);
        specs.push({
          group: 'Customer Metrics',
          title: 'Conversion rate',
          icon: 'conversion',
          date: leads.date,
          higherIsBetter: true,
          format: formatPercent,
          what: `Share of ${humanize(leads.table)} that are ${converted.join(' or ')}`,
          figure: ratio((from, to) => value(leads.table, countMeasure('converted'), [dateRange(leads.date, from, to), valuesFilter(status, converted)]), all, 100),
        });
      }
    }

    // Operations: orders, orders that went wrong, deals won.
    if (orders && orderCount) {
      specs.push({ group: 'Operations', title: capitalise(humanize(orders.table)), icon: 'orders', date: orders.date, higherIsBetter: true, format: formatNumber, what: `${capitalise(humanize(orders.table))} placed`, figure: orderCount });
      const bad = orders.status?.negative ?? [];
      if (orders.status && bad.length > 0) {
        const status = orders.status.column;
        specs.push({
          group: 'Operations',
          title: capitalise(bad.map((value) => value.toLowerCase()).join(' or ')),
          icon: 'returns',
          date: orders.date,
          higherIsBetter: false,
          format: formatPercent,
          what: `Share of ${humanize(orders.table)} ${bad.join(' or ').toLowerCase()}`,
          figure: ratio((from, to) => value(orders.table, countMeasure('bad'), [dateRange(orders.date, from, to), valuesFilter(status, bad)]), orderCount, 100),
        });
      }
    }
    if (deals?.status && deals.status.positive.length > 0) {
      const status = deals.status.column;
      const won = deals.status.positive;
      specs.push({
        group: 'Operations',
        title: `${humanize(deals.table).replace(/^./, (c) => c.toUpperCase())} ${won.join(' or ').toLowerCase()}`,
        icon: 'deals',
        date: deals.date,
        higherIsBetter: true,
        format: formatNumber,
        what: `${capitalise(humanize(deals.table))} marked ${won.join(' or ')}`,
        figure: (from, to) => value(deals.table, countMeasure('won'), [dateRange(deals.date, from, to), valuesFilter(status, won)]),
      });
    }
    return specs;
  }
}
