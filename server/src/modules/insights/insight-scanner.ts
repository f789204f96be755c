import { capitalise } from '../../ask/answer/names';
import { policyFor } from '../../ask/answer/policy';
import { schemaModel } from '../../ask/catalog/schema-model';
import type { Dimension, Filter, QueryPlan } from '../../ask/plan/plan';
import { validateSql } from '../../ask/safety/validate-sql';
import { renderSql } from '../../ask/sql/render-sql';
import type { Catalog } from '../data-sources/catalog/catalog';
import type { QueryResult, SourceConnection } from '../data-sources/connections/source-connection';
import { newExtreme, periodOverPeriod, robustOutliers, shareShifts, topContributors } from './detectors/detectors';
import { watchedMeasures, type WatchedMeasure } from './insight-measures';

/** The query behind a message: opened as a chart in a report from the message's dataLink. */
export interface InsightQuery {
  sourceId: number;
  sql: string;
  chartType: 'line' | 'bar' | 'pie';
  xKey: string;
  yKey: string;
  title: string;
  prompt: string;
}

export interface FindingMessage {
  content: string;
  query: InsightQuery | null;
}

/** One finding: a thread to open unless one with the same fingerprint exists. */
export interface Finding {
  fingerprint: string;
  title: string;
  tags: string[];
  messages: FindingMessage[];
  /** How strong it is, to post the strongest first. */
  strength: number;
}

/** Runs one checked SQL statement; the scan shares results between workspaces that read the same tables. */
export type QueryRunner = (sql: string) => Promise<QueryResult>;

export const WINDOW_DAYS = 56;
const WEEK = 7;
const SHARE_WINDOW = 28;
/** Relative change of a week against the week before that is worth a thread. */
const CHANGE_THRESHOLD = 0.2;
/** Percentage points a category's share must move to be reported. */
const SHARE_SHIFT_POINTS = 5;
const MIN_COUNT_BASE = 20;
/** Up to this many days off the same way are outliers; more are a shift in level. */
const MAX_ISOLATED_OUTLIERS = 2;
const SCAN_ROW_LIMIT = 5_000;

const DAY_MS = 86_400_000;
const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const AMOUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The Monday of a day's week: findings about rolling weeks are posted once per calendar week. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return addDays(day, -((date.getUTCDay() + 6) % 7));
}

function format(value: number, isCount: boolean): string {
  if (isCount) return INTEGER.format(Math.round(value));
  return Math.abs(value) >= 100_000 ? COMPACT.format(value) : AMOUNT.format(value);
}

function percent(fraction: number): string {
  return `${Math.round(Math.abs(fraction) * 100)}%`;
}

function dayOfValue(value: unknown): string | undefined {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const text = value instanceof Date ? value.toISOString() : value;
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : undefined;
}

/**
 * Reads each watched measure of a source over the last 56 complete days (by day, and by each category by day) and
 * runs the detectors: week-over-week change with its top contributors, outliers by robust z-score, a new weekly high
 * or low, a record day so far today, and share shifts between categories.
 */
export class InsightScanner {
  constructor(private readonly now: () => Date = () => new Date()) {}

  async scan(catalog: Catalog, connection: SourceConnection, run: QueryRunner): Promise<Finding[]> {
    const schema = schemaModel(catalog);
    const render = (plan: QueryPlan) => validateSql(renderSql(plan, schema).sql, policyFor(catalog, connection.schema, SCAN_ROW_LIMIT)).sql;
    const findings: Finding[] = [];
    const anchors = new Map<string, Promise<string | undefined>>();
    for (const watched of watchedMeasures(schema, catalog)) {
      const dateKey = `${watched.date.table}.${watched.date.column}`;
      if (!anchors.has(dateKey)) {
        const plan: QueryPlan = { baseTable: watched.date.table, measures: [{ aggregate: 'max', column: watched.date, label: 'latest date' }], dimensions: [], listColumns: [], filters: [], having: [] };
        anchors.set(dateKey, run(render(plan)).then((result) => dayOfValue(result.rows[0]?.[0])));
      }
      const latest = await anchors.get(dateKey);
      if (!latest) continue;
      findings.push(...(await this.scanMeasure(catalog, watched, latest, render, run)));
    }
    return findings.sort((a, b) => b.strength - a.strength);
  }

  private async scanMeasure(catalog: Catalog, watched: WatchedMeasure, latest: string, render: (plan: QueryPlan) => string, run: QueryRunner): Promise<Finding[]> {
    const today = isoDay(this.now());
    // The last complete day: the latest day with data, unless that is today (still filling up).
    const end = latest >= today ? addDays(today, -1) : latest;
    const start = addDays(end, -(WINDOW_DAYS - 1));
    const day: Dimension = { columns: [watched.date], grain: 'day', label: 'day' };
    const range = (from: string, toInclusive: string): Filter => ({ kind: 'date_range', column: watched.date, from, to: addDays(toInclusive, 1), label: `${from} to ${toInclusive}` });
    const plan = (dimensions: Dimension[], from: string, to: string, extra: Partial<QueryPlan> = {}): QueryPlan => ({
      baseTable: watched.baseTable,
      measures: [watched.measure],
      dimensions,
      listColumns: [],
      filters: [range(from, to)],
      having: [],
      order: { by: 'dimension', index: 0, direction: 'asc' },
      ...extra,
    });
    const label = capitalise(watched.label);
    const days = Array.from({ length: WINDOW_DAYS }, (_unused, index) => addDays(start, index));
    const seriesSql = render(plan([day], start, latest >= today ? today : end));
    const series = await run(seriesSql);
    const byDay = new Map<string, number>();
    for (const row of series.rows) {
      const key = dayOfValue(row[0]);
      if (key) byDay.set(key, Number(row[1] ?? 0));
    }
    const values = days.map((key) => byDay.get(key) ?? 0);
    if (values.filter((value) => value !== 0).length < WEEK * 2) return [];

    const source = catalog.sourceName;
    const tags = (detector: string) => [detector, watched.label, source];
    const query = (title: string, prompt: string, sql: string, chartType: InsightQuery['chartType'], xKey: string, yKey: string): InsightQuery => ({ sourceId: catalog.sourceId, sql, chartType, xKey, yKey, title, prompt });
    const yKey = series.columns[1]?.name ?? 'value';
    const trendQuery = query(`${label} by day`, `${watched.label} by day, ${start} to ${end}`, seriesSql, 'line', 'day', yKey);
    const findings: Finding[] = [];
    const f = (value: number) => format(value, watched.isCount);

    // Week over week, with the categories that drove the change.
    const current = values.slice(-WEEK).reduce((a, b) => a + b, 0);
    const previous = values.slice(-2 * WEEK, -WEEK).reduce((a, b) => a + b, 0);
    const change = periodOverPeriod(current, previous, { threshold: CHANGE_THRESHOLD, minBase: watched.isCount ? MIN_COUNT_BASE : 0 });
    const breakdowns = await Promise.all(
      watched.dimensions.map(async (dimension) => {
        const sql = render(plan([dimension, day], start, end));
        const result = await run(sql);
        const perDay = new Map<string, Map<string, number>>();
        for (const row of result.rows) {
          const category = row[0] === null || row[0] === undefined ? '(none)' : String(row[0]);
          const key = dayOfValue(row[1]);
          if (!key) continue;
          const map = perDay.get(category) ?? new Map<string, number>();
          map.set(key, Number(row[2] ?? 0));
          perDay.set(category, map);
        }
        const total = (from: number, to: number) => new Map([...perDay].map(([category, map]) => [category, days.slice(from, to).reduce((sum, key) => sum + (map.get(key) ?? 0), 0)]));
        return { dimension, total };
      }),
    );
    if (change) {
      const up = change.direction === 'up';
      const messages: FindingMessage[] = [
        {
          content: `${label} was ${f(current)} in the 7 days to ${end}, ${up ? 'up' : 'down'} ${percent(change.change)} from ${f(previous)} in the 7 days before.`,
          query: query(`${label}, 2 weeks`, `${watched.label} by day, ${addDays(end, -13)} to ${end}`, render(plan([day], addDays(end, -13), end)), 'line', 'day', yKey),
        },
      ];
      const drivers = breakdowns
        .map(({ dimension, total }) => ({ dimension, contributors: topContributors(total(WINDOW_DAYS - WEEK, WINDOW_DAYS), total(WINDOW_DAYS - 2 * WEEK, WINDOW_DAYS - WEEK)) }))
        .filter((entry) => entry.contributors.length > 0)
        .sort((a, b) => Math.abs(b.contributors[0]?.shareOfChange ?? 0) - Math.abs(a.contributors[0]?.shareOfChange ?? 0))[0];
      if (drivers) {
        const list = drivers.contributors.map((c) => `${c.category} ${c.delta >= 0 ? '+' : '−'}${f(Math.abs(c.delta))} (${percent(c.shareOfChange)} of the change)`).join(', ');
        const sql = render(plan([drivers.dimension], addDays(end, -6), end, { order: { by: 'measure', index: 0, direction: 'desc' } }));
        messages.push({
          content: `Top contributors by ${drivers.dimension.label}: ${list}.`,
          query: query(`${label} by ${drivers.dimension.label}`, `${watched.label} by ${drivers.dimension.label}, ${addDays(end, -6)} to ${end}`, sql, 'bar', drivers.dimension.columns[0]?.column ?? 'category', yKey),
        });
      }
      findings.push({
        fingerprint: `change|${watched.key}|${weekOf(end)}|${change.direction}`,
        title: `${label} ${up ? 'up' : 'down'} ${percent(change.change)} week over week`,
        tags: tags('change'),
        messages,
        strength: 3 + Math.abs(change.change),
      });
    }

    // Outliers among the last 7 complete days, against the 8 weeks' trend and weekly pattern. Several days off the
    // same way are a shift in level, which the week-over-week change reports: single days only, the latest two.
    const recent = robustOutliers(values, { season: WEEK }).filter((o) => o.index >= WINDOW_DAYS - WEEK);
    const highs = recent.filter((o) => o.value > o.expected).length;
    const isolated = recent.filter((o) => (o.value > o.expected ? highs : recent.length - highs) < MAX_ISOLATED_OUTLIERS + 1).slice(-MAX_ISOLATED_OUTLIERS);
    for (const outlier of isolated) {
      const when = days[outlier.index] ?? end;
      const high = outlier.value > outlier.expected;
      findings.push({
        fingerprint: `outlier|${watched.key}|${when}|${high ? 'high' : 'low'}`,
        title: `Unusually ${high ? 'high' : 'low'} ${watched.label} on ${when}`,
        tags: tags('outlier'),
        messages: [
          {
            content: `${label} on ${when} was ${f(outlier.value)}, against about ${f(outlier.expected)} expected from the last 8 weeks' trend and weekly pattern (robust z-score ${outlier.score.toFixed(1)}).`,
            query: trendQuery,
          },
        ],
        strength: 1 + Math.min(Math.abs(outlier.score), 10) / 10,
      });
    }

    // A new high or low for the latest 7 days, against the 7 weeks before.
    const weeks = Array.from({ length: WINDOW_DAYS / WEEK }, (_unused, index) => values.slice(index * WEEK, (index + 1) * WEEK).reduce((a, b) => a + b, 0));
    const record = newExtreme(weeks, 6);
    if (record) {
      const highest = record.kind === 'max';
      findings.push({
        fingerprint: `record|${watched.key}|${weekOf(end)}|${record.kind}`,
        title: `${highest ? 'Highest' : 'Lowest'} weekly ${watched.label} in 8 weeks`,
        tags: tags('record'),
        messages: [
          {
            content: `${label} in the 7 days to ${end} was ${f(record.value)}, the ${highest ? 'highest' : 'lowest'} of the last 8 weeks (the previous ${highest ? 'high' : 'low'} was ${f(record.previous)}).`,
            query: trendQuery,
          },
        ],
        strength: 2 + Math.min(1, Math.abs(record.value - record.previous) / Math.max(1, Math.abs(record.previous))),
      });
    }

    // Today, still filling up, can only grow: a count already above every day of the window is a record day.
    const soFar = latest >= today ? (byDay.get(today) ?? 0) : 0;
    const bestDay = Math.max(...values);
    if (soFar > bestDay && bestDay > 0) {
      findings.push({
        fingerprint: `record-day|${watched.key}|${today}`,
        title: `Record day: ${watched.label} today already beats the last 8 weeks`,
        tags: tags('record'),
        messages: [
          {
            content: `${label} so far today (${today}) is ${f(soFar)}, above every day of the last 8 weeks (the best was ${f(bestDay)}).`,
            query: query(`${label} by day`, `${watched.label} by day, ${start} to ${today}`, seriesSql, 'line', 'day', yKey),
          },
        ],
        strength: 2.5,
      });
    }

    // Share shifts: the last 28 days against the 28 before, per dimension.
    for (const { dimension, total } of breakdowns) {
      const shift = shareShifts(total(WINDOW_DAYS - SHARE_WINDOW, WINDOW_DAYS), total(0, WINDOW_DAYS - SHARE_WINDOW), {
        minShift: SHARE_SHIFT_POINTS,
        minTotal: watched.isCount ? MIN_COUNT_BASE * 2 : 0,
      })[0];
      if (!shift) continue;
      const gained = shift.shift > 0;
      const sql = render(plan([dimension], addDays(end, -(SHARE_WINDOW - 1)), end, { shareOfTotal: true, order: { by: 'measure', index: 0, direction: 'desc' } }));
      findings.push({
        fingerprint: `share|${watched.key}|${dimension.columns[0]?.column ?? ''}|${shift.category}|${weekOf(end)}|${gained ? 'up' : 'down'}`,
        title: `Share of ${watched.label} by ${dimension.label}: ${shift.category} ${gained ? 'up' : 'down'} ${Math.round(Math.abs(shift.shift))} points`,
        tags: tags('mix'),
        messages: [
          {
            content: `${shift.category}'s share of ${watched.label} by ${dimension.label} went from ${shift.previousShare.toFixed(1)}% to ${shift.currentShare.toFixed(1)}% (the 28 days to ${end} against the 28 days before).`,
            query: query(`${label} share by ${dimension.label}`, `share of ${watched.label} by ${dimension.label}, ${addDays(end, -(SHARE_WINDOW - 1))} to ${end}`, sql, 'pie', dimension.columns[0]?.column ?? 'category', 'share_of_total_pct'),
          },
        ],
        strength: 2 + Math.min(1, Math.abs(shift.shift) / 20),
      });
    }
    return findings;
  }
}
