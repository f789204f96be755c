import type { TimeExpression } from '../intent/operators';
import { addDays, addMonths, addUnits, grainFor, previousPeriod, resolveTime, startOf, type DateRange } from './time';

const TODAY = '2026-11-25';

describe('resolveTime', () => {
  it.each<[string, TimeExpression, string | undefined, DateRange]>([
    ['a year', { kind: 'year', year: 2017 }, undefined, { from: '2017-01-01', to: '2018-01-01', label: 'in 2017' }],
    ['a range of years', { kind: 'years', from: 2016, to: 2018 }, undefined, { from: '2016-01-01', to: '2019-01-01', label: 'from 2016 to 2018' }],
    ['years from', { kind: 'years', from: 2020 }, undefined, { from: '2020-01-01', to: '9999-01-01', label: 'from 2020 on' }],
    ['years up to', { kind: 'years', to: 2018 }, undefined, { from: '0001-01-01', to: '2019-01-01', label: 'up to 2018' }],
    ['a decade', { kind: 'years', from: 1990, to: 1999 }, undefined, { from: '1990-01-01', to: '2000-01-01', label: 'from 1990 to 1999' }],
    ['a quarter of a year', { kind: 'quarter', quarter: 3, year: 2017 }, undefined, { from: '2017-07-01', to: '2017-10-01', label: 'in Q3 2017' }],
    // Without a year: the latest such quarter the data has.
    ['Q1, data to May 2017', { kind: 'quarter', quarter: 1 }, '2017-05-01', { from: '2017-01-01', to: '2017-04-01', label: 'in Q1 2017' }],
    ['Q3, data to May 2017', { kind: 'quarter', quarter: 3 }, '2017-05-01', { from: '2016-07-01', to: '2016-10-01', label: 'in Q3 2016' }],
    ['Q4, no data bounds', { kind: 'quarter', quarter: 4 }, undefined, { from: '2026-10-01', to: '2027-01-01', label: 'in Q4 2026' }],
    // 'Q3 last year', 'March this year': counted back from today's year, whatever the data reaches.
    ['Q3 last year, data to May 2017', { kind: 'quarter', quarter: 3, yearsAgo: 1 }, '2017-05-01', { from: '2025-07-01', to: '2025-10-01', label: 'in Q3 2025' }],
    ['March this year, data to May 2017', { kind: 'month', month: 3, yearsAgo: 0 }, '2017-05-01', { from: '2026-03-01', to: '2026-04-01', label: 'in March 2026' }],
    ['2026 so far', { kind: 'year', year: 2026, soFar: true }, undefined, { from: '2026-01-01', to: '2026-11-26', label: 'in 2026 up to today' }],
    ['2025 so far, a year already over', { kind: 'year', year: 2025, soFar: true }, undefined, { from: '2025-01-01', to: '2026-01-01', label: 'in 2025' }],
    ['a month of a year', { kind: 'month', month: 3, year: 2017 }, undefined, { from: '2017-03-01', to: '2017-04-01', label: 'in March 2017' }],
    ['February, data to May 2017', { kind: 'month', month: 2 }, '2017-05-01', { from: '2017-02-01', to: '2017-03-01', label: 'in February 2017' }],
    ['December, data to May 2017', { kind: 'month', month: 12 }, '2017-05-01', { from: '2016-12-01', to: '2017-01-01', label: 'in December 2016' }],
    ['months of a year', { kind: 'months', from: 3, to: 6, year: 2017 }, undefined, { from: '2017-03-01', to: '2017-07-01', label: 'from March to June 2017' }],
    ['months, data to May 2017', { kind: 'months', from: 3, to: 6 }, '2017-05-01', { from: '2017-03-01', to: '2017-07-01', label: 'from March to June 2017' }],
    ['months not reached yet, data to May 2017', { kind: 'months', from: 7, to: 9 }, '2017-05-01', { from: '2016-07-01', to: '2016-10-01', label: 'from July to September 2016' }],
    ['months over the new year', { kind: 'months', from: 11, to: 2, year: 2017 }, undefined, { from: '2016-11-01', to: '2017-03-01', label: 'from November 2016 to February 2017' }],
    ['months over the new year, data to May 2017', { kind: 'months', from: 11, to: 2 }, '2017-05-01', { from: '2016-11-01', to: '2017-03-01', label: 'from November 2016 to February 2017' }],
    ['a day', { kind: 'date', from: '2017-03-01', to: '2017-03-02' }, undefined, { from: '2017-03-01', to: '2017-03-02', label: 'on 2017-03-01' }],
    // A day of a month without its year: the latest one the data has reached.
    ['July 1, data to May 2017', { kind: 'month', month: 7, day: 1 }, '2017-05-01', { from: '2016-07-01', to: '2016-07-02', label: 'on 2016-07-01' }],
    ['since July 1, no data bounds', { kind: 'since', from: { kind: 'month', month: 7, day: 1 } }, undefined, { from: '2026-07-01', to: '2026-11-26', label: 'since 2026-07-01' }],
    ['before June 1', { kind: 'since', from: { kind: 'month', month: 6, day: 1 }, before: true }, undefined, { from: '0001-01-01', to: '2026-06-01', label: 'before 2026-06-01' }],
    ['from a date', { kind: 'date', from: '2017-03-01' }, undefined, { from: '2017-03-01', to: '9999-01-01', label: 'from 2017-03-01' }],
    ['before a date', { kind: 'date', to: '2017-03-01' }, undefined, { from: '0001-01-01', to: '2017-03-01', label: 'before 2017-03-01' }],
  ])('%s', (_name, time, latest, range) => {
    expect(resolveTime(time, TODAY, latest)).toEqual(range);
  });

  it.each<[string, TimeExpression, string, string]>([
    ['last month', { kind: 'relative', unit: 'month', count: 1, mode: 'last' }, '2026-10-01', '2026-11-01'],
    ['last quarter', { kind: 'relative', unit: 'quarter', count: 1, mode: 'last' }, '2026-07-01', '2026-10-01'],
    ['last year', { kind: 'relative', unit: 'year', count: 1, mode: 'last' }, '2025-01-01', '2026-01-01'],
    // Weeks start on Monday; 2026-11-25 is a Wednesday.
    ['last week', { kind: 'relative', unit: 'week', count: 1, mode: 'last' }, '2026-11-16', '2026-11-23'],
    ['yesterday', { kind: 'relative', unit: 'day', count: 1, mode: 'last' }, '2026-11-24', '2026-11-25'],
    ['the previous 3 months', { kind: 'relative', unit: 'month', count: 3, mode: 'previous' }, '2026-08-01', '2026-11-01'],
    ['the last 3 months', { kind: 'relative', unit: 'month', count: 3, mode: 'rolling' }, '2026-08-26', '2026-11-26'],
    // Rolling days and weeks are whole days before today; rolling months run through today.
    ['the past 30 days', { kind: 'relative', unit: 'day', count: 30, mode: 'rolling' }, '2026-10-26', '2026-11-25'],
    ['the last 2 weeks', { kind: 'relative', unit: 'week', count: 2, mode: 'rolling' }, '2026-11-11', '2026-11-25'],
    ['the next 30 days', { kind: 'relative', unit: 'day', count: 30, mode: 'ahead' }, '2026-11-25', '2026-12-26'],
    ['next month', { kind: 'relative', unit: 'month', count: 1, mode: 'next' }, '2026-12-01', '2027-01-01'],
    ['this year', { kind: 'relative', unit: 'year', count: 0, mode: 'this' }, '2026-01-01', '2027-01-01'],
    ['this quarter', { kind: 'relative', unit: 'quarter', count: 0, mode: 'this' }, '2026-10-01', '2027-01-01'],
    ['this month', { kind: 'relative', unit: 'month', count: 0, mode: 'this' }, '2026-11-01', '2026-12-01'],
    ['this week', { kind: 'relative', unit: 'week', count: 0, mode: 'this' }, '2026-11-23', '2026-11-30'],
    ['today', { kind: 'relative', unit: 'day', count: 0, mode: 'this' }, '2026-11-25', '2026-11-26'],
    ['year to date', { kind: 'relative', unit: 'year', count: 1, mode: 'to_date' }, '2026-01-01', '2026-11-26'],
    ['month to date', { kind: 'relative', unit: 'month', count: 1, mode: 'to_date' }, '2026-11-01', '2026-11-26'],
    ['quarter to date', { kind: 'relative', unit: 'quarter', count: 1, mode: 'to_date' }, '2026-10-01', '2026-11-26'],
  ])('%s, today %s', (_name, time, from, to) => {
    // Relative periods count from today, whatever the data's last date.
    for (const latest of [undefined, '2017-05-01']) expect(resolveTime(time, TODAY, latest)).toMatchObject({ from, to });
  });

  it.each<[TimeExpression, string]>([
    [{ kind: 'relative', unit: 'month', count: 1, mode: 'last' }, 'last month (2026-10-01 to 2026-10-31)'],
    [{ kind: 'relative', unit: 'month', count: 3, mode: 'rolling' }, 'the last 3 months (2026-08-26 to 2026-11-25)'],
    [{ kind: 'relative', unit: 'year', count: 0, mode: 'this' }, 'this year (2026-01-01 to 2026-12-31)'],
    [{ kind: 'relative', unit: 'year', count: 1, mode: 'to_date' }, 'year to date (2026-01-01 to 2026-11-25)'],
  ])('labels %j as "%s"', (time, label) => {
    expect(resolveTime(time, TODAY, undefined).label).toBe(label);
  });

  it('reads "since the start of last month" from that start up to today', () => {
    const time = { kind: 'since', from: { kind: 'relative', unit: 'month', count: 1, mode: 'last' } } as TimeExpression;
    expect(resolveTime(time, TODAY, undefined)).toMatchObject({ from: '2026-10-01', to: '2026-11-26' });
  });
});

describe('previousPeriod', () => {
  it.each<[string, DateRange, 'year' | 'quarter' | 'month' | 'day', Omit<DateRange, 'label'>, string]>([
    ['this quarter', { from: '2026-10-01', to: '2027-01-01', label: '' }, 'quarter', { from: '2026-07-01', to: '2026-10-01' }, 'the quarter before'],
    ['this year', { from: '2026-01-01', to: '2027-01-01', label: '' }, 'year', { from: '2025-01-01', to: '2026-01-01' }, 'the year before'],
    ['last month', { from: '2026-10-01', to: '2026-11-01', label: '' }, 'month', { from: '2026-09-01', to: '2026-10-01' }, 'the month before'],
    // A range of several units: as many units before it.
    ['the last 3 months', { from: '2026-08-26', to: '2026-11-26', label: '' }, 'month', { from: '2026-05-26', to: '2026-08-26' }, 'the 3 months before'],
    ['the past 30 days', { from: '2026-10-27', to: '2026-11-26', label: '' }, 'day', { from: '2026-09-27', to: '2026-10-27' }, 'the 30 days before'],
  ])('before %s', (_name, range, unit, expected, label) => {
    expect(previousPeriod(range, unit)).toEqual({ ...expected, label });
  });
});

describe('grainFor', () => {
  it.each([
    ['2026-11-01', '2026-12-01', 'day'],
    ['2026-10-01', '2026-12-01', 'week'],
    ['2026-07-01', '2026-10-01', 'week'],
    ['2026-01-01', '2027-01-01', 'month'],
    ['2023-01-01', '2026-01-01', 'month'],
    ['2020-01-01', '2027-01-01', 'year'],
  ])('%s to %s → %s', (from, to, grain) => {
    expect(grainFor(from, to)).toBe(grain);
  });
});

describe('date arithmetic', () => {
  it.each([
    ['2026-11-25', 'year', '2026-01-01'],
    ['2026-11-25', 'quarter', '2026-10-01'],
    ['2026-11-25', 'month', '2026-11-01'],
    ['2026-11-25', 'week', '2026-11-23'],
    ['2026-11-23', 'week', '2026-11-23'],
    ['2026-11-29', 'week', '2026-11-23'],
    ['2026-11-25', 'day', '2026-11-25'],
    ['2026-03-31', 'quarter', '2026-01-01'],
  ] as const)('startOf(%s, %s) = %s', (iso, unit, start) => {
    expect(startOf(iso, unit)).toBe(start);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-11-25', -11, '2025-12-25'],
  ])('addMonths(%s, %d) = %s, keeping the day within the month', (iso, months, result) => {
    expect(addMonths(iso, months)).toBe(result);
  });

  it.each([
    ['2026-12-31', 'day', 1, '2027-01-01'],
    ['2026-11-25', 'week', -1, '2026-11-18'],
    ['2026-11-25', 'quarter', 1, '2027-02-25'],
    ['2026-11-25', 'year', -2, '2024-11-25'],
  ] as const)('addUnits(%s, %s, %d) = %s', (iso, unit, count, result) => {
    expect(addUnits(iso, unit, count)).toBe(result);
  });

  it('addDays crosses a leap day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
