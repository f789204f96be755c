/**
 * Time words as date ranges: years, quarters and months as calendar periods, and relative periods ('last month',
 * 'this year', 'the past 30 days') counted from today. A period the data does not reach is reported, so the engine can
 * offer the latest period the data has instead of answering with nothing.
 */
import type { TimeExpression, TimeGrain } from '../intent/operators';

/** The ends of a period open on one side ('before 1993', 'since 2020'), which the SQL leaves out. */
export const OPEN_START = '0001-01-01';
export const OPEN_END = '9999-01-01';

export interface DateRange {
  /** Inclusive ISO date. */
  from: string;
  /** Exclusive ISO date. */
  to: string;
  label: string;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return isoDate(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));
}

export function addMonths(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return isoDate(date);
}

/** The first day of the period that holds `iso`. */
export function startOf(iso: string, unit: TimeGrain): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (unit) {
    case 'year': return `${y}-01-01`;
    case 'quarter': return `${y}-${pad(m - (m % 3) + 1)}-01`;
    case 'month': return `${y}-${pad(m + 1)}-01`;
    case 'week': return addDays(iso, -((date.getUTCDay() + 6) % 7));
    case 'day': return iso;
  }
}

export function addUnits(iso: string, unit: TimeGrain, count: number): string {
  switch (unit) {
    case 'year': return addMonths(iso, 12 * count);
    case 'quarter': return addMonths(iso, 3 * count);
    case 'month': return addMonths(iso, count);
    case 'week': return addDays(iso, 7 * count);
    case 'day': return addDays(iso, count);
  }
}

function quarterLabel(year: number, quarter: number): string {
  return `Q${quarter} ${year}`;
}

/**
 * The range a time expression means. Years, quarters and months without a year take the latest one the data has
 * (`latest`, the data's last date); relative periods count from `today`.
 */
export function resolveTime(time: TimeExpression, today: string, latest: string | undefined): DateRange {
  const dataYear = Number((latest ?? today).slice(0, 4));
  const latestIso = latest ?? today;
  switch (time.kind) {
    case 'since': {
      // 'since August' over bookings that run into next year: the latest August up to today, not one ahead.
      const start = resolveTime(time.from, today, latest !== undefined && latest < today ? latest : today);
      if (time.before) return { from: OPEN_START, to: start.from, label: `before ${start.from}` };
      if (time.through) return { from: OPEN_START, to: start.to, label: `up to ${addDays(start.to, -1)}` };
      if (time.after) return { from: start.to, to: OPEN_END, label: `after ${addDays(start.to, -1)}` };
      // A day without its year is the latest one up to today.
      return { from: start.from, to: addDays(today, 1), label: `since ${start.from}` };
    }
    case 'year':
      // '2026 so far': up to today, when today is in it.
      if (time.soFar && today >= `${time.year}-01-01` && today < `${time.year + 1}-01-01`) return { from: `${time.year}-01-01`, to: addDays(today, 1), label: `in ${time.year} up to today` };
      return { from: `${time.year}-01-01`, to: `${time.year + 1}-01-01`, label: `in ${time.year}` };
    case 'years': {
      const from = time.from !== undefined ? `${time.from}-01-01` : OPEN_START;
      const to = time.to !== undefined ? `${time.to + 1}-01-01` : OPEN_END;
      const label = time.from !== undefined && time.to !== undefined ? `from ${time.from} to ${time.to}` : time.from !== undefined ? `from ${time.from} on` : `up to ${time.to}`;
      return { from, to, label };
    }
    case 'quarter': {
      const startMonth = (time.quarter - 1) * 3 + 1;
      const year = time.year ?? (time.yearsAgo !== undefined ? Number(today.slice(0, 4)) - time.yearsAgo : `${dataYear}-${pad(startMonth)}-01` <= latestIso ? dataYear : dataYear - 1);
      const from = `${year}-${pad(startMonth)}-01`;
      return { from, to: addMonths(from, 3), label: `in ${quarterLabel(year, time.quarter)}` };
    }
    case 'month': {
      if (time.day !== undefined) {
        // 'July 1' without a year: the latest one the data has reached.
        const day = `${pad(time.month)}-${pad(time.day)}`;
        const year = time.year ?? (`${dataYear}-${day}` <= latestIso ? dataYear : dataYear - 1);
        const from = `${year}-${day}`;
        return { from, to: addDays(from, 1), label: `on ${from}` };
      }
      const year = time.year ?? (time.yearsAgo !== undefined ? Number(today.slice(0, 4)) - time.yearsAgo : `${dataYear}-${pad(time.month)}-01` <= latestIso ? dataYear : dataYear - 1);
      const from = `${year}-${pad(time.month)}-01`;
      return { from, to: addMonths(from, 1), label: `in ${MONTH_NAMES[time.month - 1]} ${year}` };
    }
    case 'months': {
      // 'from November to February' runs over the new year: the year named (or the data's) is the last month's.
      const wraps = time.to < time.from;
      const defaultYear = `${dataYear}-${pad(wraps ? time.to : time.from)}-01` <= latestIso ? dataYear : dataYear - 1;
      const year = time.year ?? defaultYear;
      const startYear = wraps ? year - 1 : year;
      const from = `${startYear}-${pad(time.from)}-01`;
      const to = addMonths(`${year}-${pad(time.to)}-01`, 1);
      const label = wraps ? `from ${MONTH_NAMES[time.from - 1]} ${startYear} to ${MONTH_NAMES[time.to - 1]} ${year}` : `from ${MONTH_NAMES[time.from - 1]} to ${MONTH_NAMES[time.to - 1]} ${year}`;
      return { from, to, label };
    }
    case 'days': {
      // Without a year, the latest span the data has reached.
      const at = (day: { month: number; day: number }, year: number) => `${year}-${pad(day.month)}-${pad(day.day)}`;
      const wraps = time.to.month < time.from.month;
      const toYear = time.to.year ?? (at(time.to, dataYear) <= latestIso ? dataYear : dataYear - 1);
      const from = at(time.from, time.from.year ?? (wraps ? toYear - 1 : toYear));
      const last = at(time.to, toYear);
      return { from, to: addDays(last, 1), label: `from ${from} to ${last}` };
    }
    case 'weekday_date': {
      // That day of this week (numbered from Monday, 1), or of last week when it is still ahead (or today, for 'last').
      const thisWeeks = addDays(startOf(today, 'week'), time.day - 1);
      const day = thisWeeks > today || (time.before && thisWeeks === today) ? addDays(thisWeeks, -7) : thisWeeks;
      return { from: day, to: addDays(day, 1), label: `on ${day}` };
    }
    case 'fiscal_year': {
      // The year today is in begins in the start month of this calendar year, or of the last one before it.
      const month = time.startMonth ?? 1;
      const thisYear = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < month ? 1 : 0);
      const from = `${thisYear - time.ago}-${pad(month)}-01`;
      const to = addMonths(from, 12);
      const which = time.ago === 0 ? 'this' : time.ago > 0 ? 'last' : 'next';
      return { from, to, label: `${which} financial year (${from} to ${addDays(to, -1)})` };
    }
    case 'span': {
      const from = resolveTime(time.from, today, latest).from;
      let to = resolveTime(time.to, today, latest).to;
      // 'from today to the end of January' in November: a month said without its year is the next one after the start.
      const yearless = (time.to.kind === 'month' || time.to.kind === 'quarter') && time.to.year === undefined && time.to.yearsAgo === undefined;
      if (to <= from && yearless) to = addMonths(to, 12);
      return { from, to, label: `from ${from} to ${addDays(to, -1)}` };
    }
    case 'date':
      return { from: time.from ?? OPEN_START, to: time.to ?? OPEN_END, label: time.from && time.to && addDays(time.from, 1) === time.to ? `on ${time.from}` : time.from && time.to ? `from ${time.from} to ${addDays(time.to, -1)}` : time.from ? `from ${time.from}` : `before ${time.to}` };
    case 'relative': {
      const unit = time.unit;
      if (time.mode === 'this') {
        const from = startOf(today, unit);
        // The whole period: rows dated ahead of today (bookings, due dates) are in it too, so the label says so.
        const to = addUnits(from, unit, 1);
        return { from, to, label: `this ${unit} (${from} to ${addDays(to, -1)})` };
      }
      if (time.mode === 'to_date') {
        const from = startOf(today, unit);
        return { from, to: addDays(today, 1), label: `${unit} to date (${from} to ${today})` };
      }
      if (time.mode === 'last' || time.mode === 'previous') {
        const thisStart = startOf(today, unit);
        const from = addUnits(thisStart, unit, -time.count);
        return { from, to: addUnits(from, unit, time.count), label: time.count === 1 ? `last ${unit} (${from} to ${addDays(thisStart, -1)})` : `the previous ${time.count} ${unit}s` };
      }
      if (time.mode === 'next') {
        const from = addUnits(startOf(today, unit), unit, 1);
        const to = addUnits(from, unit, time.count);
        return { from, to, label: `next ${unit} (${from} to ${addDays(to, -1)})` };
      }
      if (time.mode === 'onward') return { from: today, to: OPEN_END, label: `from today (${today}) on` };
      if (time.mode === 'ahead') {
        // 'the next 30 days': from today through the day 30 days on.
        const last = addUnits(today, unit, time.count);
        return { from: today, to: addDays(last, 1), label: `the next ${time.count} ${unit}${time.count === 1 ? '' : 's'} (${today} to ${last})` };
      }
      // Rolling: 'the last 3 months' runs up to and including today; 'past 30 days' and 'the last 2 weeks' are whole
      // days, the ones before today (today's are still coming in).
      const to = unit === 'day' || unit === 'week' ? today : addDays(today, 1);
      const from = addUnits(to, unit, -time.count);
      return { from, to, label: `the last ${time.count} ${unit}${time.count === 1 ? '' : 's'} (${from} to ${addDays(to, -1)})` };
    }
  }
}

/**
 * The same kind of period just before a range: last quarter for this quarter, the 3 months before for the last 3
 * months (as many units as the range spans).
 */
export function previousPeriod(range: DateRange, unit: TimeGrain): DateRange {
  let count = 1;
  while (count < 1000 && addUnits(range.from, unit, count) < range.to) count++;
  const from = addUnits(range.from, unit, -count);
  return { from, to: range.from, label: count === 1 ? `the ${unit} before` : `the ${count} ${unit}s before` };
}

/** The grain that suits a range: days for a month, months for a year or two, years beyond. */
export function grainFor(from: string, to: string): TimeGrain {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days > 3 * 366) return 'year';
  if (days > 92) return 'month';
  if (days > 31) return 'week';
  return 'day';
}

export function periodName(grain: TimeGrain): string {
  return grain;
}
