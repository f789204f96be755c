/** Month arithmetic and trend figures for customer profiles: plain functions over 'YYYY-MM' months and numbers. */

export function monthIndex(month: string): number {
  const [year, number] = month.split('-').map(Number);
  return (year ?? 0) * 12 + ((number ?? 1) - 1);
}

export function monthName(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `first` to `last` inclusive, each with its value or 0. */
export function monthlySeries(values: ReadonlyMap<string, number>, first: string, last: string): { period: string; value: number }[] {
  const series: { period: string; value: number }[] = [];
  for (let i = monthIndex(first); i <= monthIndex(last); i++) {
    const period = monthName(i);
    series.push({ period, value: values.get(period) ?? 0 });
  }
  return series;
}

/** Least-squares line through the values at x = 0, 1, 2, … */
export function linearTrend(values: readonly number[]): { slope: number; intercept: number } {
  const n = values.length;
  if (n === 0) return { slope: 0, intercept: 0 };
  if (n === 1) return { slope: 0, intercept: values[0] ?? 0 };
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((value, x) => {
    num += (x - meanX) * (value - meanY);
    den += (x - meanX) ** 2;
  });
  const slope = den === 0 ? 0 : num / den;
  return { slope, intercept: meanY - slope * meanX };
}

/** The next `months` values on the trend, never below zero, added up. */
export function projectTrend(values: readonly number[], months = 12): number {
  const { slope, intercept } = linearTrend(values);
  let total = 0;
  for (let i = 0; i < months; i++) total += Math.max(0, intercept + slope * (values.length + i));
  return total;
}

/** growing, declining or steady: the trend's monthly change against the average month. */
export function trendWord(values: readonly number[]): 'growing' | 'declining' | 'steady' {
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const { slope } = linearTrend(values);
  if (mean === 0 || Math.abs(slope / mean) < 0.02) return 'steady';
  return slope > 0 ? 'growing' : 'declining';
}

/** How likely the customer has stopped buying: the time since the last order against their usual gap. */
export function churnRisk(recencyDays: number, averageGapDays: number | null): 'low' | 'medium' | 'high' {
  const usual = averageGapDays ?? 90;
  if (recencyDays > Math.max(3 * usual, 180)) return 'high';
  if (recencyDays > Math.max(1.5 * usual, 60)) return 'medium';
  return 'low';
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000);
}

/** A field's words for matching records across sources: 'CompanyName', 'company_name' and 'company' agree. */
export function fieldKey(column: string): string | undefined {
  const name = column.toLowerCase().replace(/[^a-z]/g, '');
  const groups: [string, RegExp][] = [
    ['name', /^(companyname|company|customername|name|accountname|clientname)$/],
    ['country', /^(country|countryname)$/],
    ['city', /^(city|town)$/],
    ['postal code', /^(postalcode|zip|zipcode|postcode)$/],
    ['phone', /^(phone|phonenumber|telephone)$/],
    ['email', /^(email|emailaddress|mail)$/],
    ['address', /^(address|streetaddress|street)$/],
    ['contact', /^(contactname|contact)$/],
    ['industry', /^(industry|sector)$/],
    ['region', /^(region|state|province)$/],
  ];
  return groups.find(([, pattern]) => pattern.test(name))?.[0];
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  const clean = (value: unknown) => String(value).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');
  return clean(a) !== '' && clean(a) === clean(b);
}
