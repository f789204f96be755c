/**
 * Dates of the demo data set, as whole days since 1970-01-01 (UTC), so no time zone can shift a date. Activity
 * (leads, deals, orders, campaigns) falls between DEMO_START and DEMO_END, both included.
 */
export const DEMO_START = '2024-11-01';
export const DEMO_END = '2026-10-31';

const MS_PER_DAY = 86_400_000;

export function dayOf(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY);
}

export function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export const START_DAY = dayOf(DEMO_START);
export const END_DAY = dayOf(DEMO_END);
export const DAY_COUNT = END_DAY - START_DAY + 1;

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** 1 … 12. */
export function monthOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCMonth() + 1;
}

export function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** Months since DEMO_START's month: 0 for November 2024, 23 for October 2026. */
export function monthIndex(day: number): number {
  const date = new Date(day * MS_PER_DAY);
  return (date.getUTCFullYear() - 2024) * 12 + date.getUTCMonth() - 10;
}

/** Years since DEMO_START, as a fraction (0 at the start, almost 2 at the end). */
export function yearsIn(day: number): number {
  return (day - START_DAY) / 365.25;
}

/** Between Christmas Eve and New Year's Day little business is done. */
export function isHolidayWeek(day: number): boolean {
  const date = new Date(day * MS_PER_DAY);
  const month = date.getUTCMonth() + 1;
  const dom = date.getUTCDate();
  return (month === 12 && dom >= 24) || (month === 1 && dom === 1);
}

/** Index 0 is Sunday. B2B orders mostly come in on working days. */
const ORDER_WEEKDAY = [0.25, 1.1, 1.15, 1.15, 1.1, 1.0, 0.35];
/** Index 0 is January: a summer dip, year-end budgets spent in Q4. */
const ORDER_MONTH = [0.9, 0.92, 1.02, 1.0, 1.0, 0.92, 0.78, 0.75, 0.95, 1.12, 1.32, 1.42];

/** How busy a day is for orders and deals, before growth; 1 is an average working day. */
export function orderSeasonality(day: number): number {
  const holiday = isHolidayWeek(day) ? 0.35 : 1;
  return (ORDER_WEEKDAY[weekday(day)] ?? 1) * (ORDER_MONTH[monthOf(day) - 1] ?? 1) * holiday;
}

const LEAD_WEEKDAY = [0.45, 1.1, 1.15, 1.12, 1.08, 0.95, 0.5];
/** New-year planning in January, conference seasons in spring and autumn, quiet in summer and late December. */
const LEAD_MONTH = [1.08, 1.0, 1.1, 1.12, 1.05, 0.92, 0.8, 0.82, 1.12, 1.15, 1.05, 0.78];

export function leadSeasonality(day: number): number {
  return (LEAD_WEEKDAY[weekday(day)] ?? 1) * (LEAD_MONTH[monthOf(day) - 1] ?? 1);
}

/** Steady business growth: about 22% a year. */
export function growth(day: number): number {
  return Math.pow(1.22, yearsIn(day));
}

/** The per-day means of a Poisson process that sums to `total` over the range, following `shape`. */
export function dailyMeans(total: number, shape: (day: number) => number): Float64Array {
  const means = new Float64Array(DAY_COUNT);
  let sum = 0;
  for (let i = 0; i < DAY_COUNT; i++) {
    const value = shape(START_DAY + i);
    means[i] = value;
    sum += value;
  }
  for (let i = 0; i < DAY_COUNT; i++) means[i] = ((means[i] ?? 0) * total) / sum;
  return means;
}
