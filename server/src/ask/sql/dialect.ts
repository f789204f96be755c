/**
 * What differs between SQL dialects: quoting, dates, periods, statistics. One writer per dialect; the renderer asks it
 * for every piece that is not plain ANSI SQL.
 */
import type { Dialect } from '../catalog/catalog';
import { KEY_SEPARATORS, type TextDateFormat } from '../catalog/schema-model';
import type { CycleGrain, DurationUnit, TimeGrain } from '../plan/plan';

const POSTGRES_DATE_FORMATS: Record<Exclude<TextDateFormat, 'iso'>, string> = { us: 'MM/DD/YYYY', eu: 'DD.MM.YYYY', compact: 'YYYYMMDD', yearmonth: 'YYYYMM' };
const MYSQL_DATE_FORMATS: Record<Exclude<TextDateFormat, 'iso' | 'yearmonth'>, string> = { us: '%m/%d/%Y', eu: '%d.%m.%Y', compact: '%Y%m%d' };

/** How many seconds each unit of time is. */
export const UNIT_SECONDS: Readonly<Record<DurationUnit, number>> = { second: 1, minute: 60, hour: 3600, day: 86_400, week: 604_800 };

export class SqlWriter {
  constructor(readonly dialect: Dialect) {}

  ident(name: string): string {
    return this.dialect === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;
  }

  /** A table by name, with its schema unless it lives where unqualified names resolve. */
  relation(table: { schema: string; name: string }, defaultSchema: string | undefined): string {
    const name = this.ident(table.name);
    return defaultSchema !== undefined && table.schema !== defaultSchema ? `${this.ident(table.schema)}.${name}` : name;
  }

  literal(value: string): string {
    const escaped = value.replace(/'/g, "''");
    return `'${this.dialect === 'mysql' ? escaped.replace(/\\/g, '\\\\') : escaped}'`;
  }

  number(value: number): string {
    return Number.isFinite(value) ? String(value) : '0';
  }

  date(iso: string): string {
    return this.dialect === 'mysql' ? `DATE ${this.literal(iso)}` : `DATE ${this.literal(iso)}`;
  }

  /** A date stored as text, read as a date. */
  textDate(expression: string, format: TextDateFormat): string {
    if (this.dialect === 'mysql') {
      if (format === 'iso') return `CAST(${expression} AS DATE)`;
      // A YYYYMM month is read as its first day.
      if (format === 'yearmonth') return `STR_TO_DATE(CONCAT(${expression}, '01'), '%Y%m%d')`;
      return `STR_TO_DATE(${expression}, ${this.literal(MYSQL_DATE_FORMATS[format])})`;
    }
    if (format === 'iso') return `CAST(${expression} AS date)`;
    return `to_date(${expression}, ${this.literal(POSTGRES_DATE_FORMATS[format])})`;
  }

  /** Text without case or the separators names are written with: 'GTX Pro', 'GTXPro' and 'gtx-pro' meet. */
  compactText(expression: string): string {
    // Plain REPLACE calls, which every dialect has and no allowlist has to widen for.
    return KEY_SEPARATORS.reduce((text, separator) => `REPLACE(${text}, ${this.literal(separator)}, '')`, `LOWER(${expression})`);
  }

  /** Money or a number stored as text ('$1,234.50'), read as a number. */
  textNumber(expression: string): string {
    const stripped = `REPLACE(REPLACE(REPLACE(REPLACE(${expression}, '$', ''), ',', ''), '€', ''), '£', '')`;
    // An empty value is no number (MySQL would read it as 0 and pull averages down).
    return this.dialect === 'mysql' ? `CAST(NULLIF(TRIM(${stripped}), '') AS DECIMAL(20,4))` : `CAST(NULLIF(TRIM(${stripped}), '') AS numeric)`;
  }

  /** The first day of a date's quarter, written YYYY-MM-DD. */
  quarterStart(expression: string): string {
    return this.dialect === 'mysql'
      ? `CONCAT(YEAR(${expression}), CASE QUARTER(${expression}) WHEN 1 THEN '-01-01' WHEN 2 THEN '-04-01' WHEN 3 THEN '-07-01' ELSE '-10-01' END)`
      : `to_char(date_trunc('quarter', ${expression}), 'YYYY-MM-DD')`;
  }

  /** The quarter of the year, 1 to 4. */
  quarterOfYear(expression: string): string {
    return this.dialect === 'mysql' ? `QUARTER(${expression})` : `CAST(EXTRACT(QUARTER FROM ${expression}) AS integer)`;
  }

  /** The day of the week a date falls on, from Monday (1) to Sunday (7). */
  isoWeekday(expression: string): string {
    return this.dialect === 'mysql' ? `(WEEKDAY(${expression}) + 1)` : `CAST(extract(isodow from ${expression}) AS integer)`;
  }

  grain(expression: string, grain: TimeGrain | CycleGrain): string {
    if (this.dialect === 'mysql') {
      switch (grain) {
        case 'weekday': return `DAYNAME(${expression})`;
        case 'hour': return `HOUR(${expression})`;
        case 'year': return `DATE_FORMAT(${expression}, '%Y')`;
        case 'quarter': return `CONCAT(YEAR(${expression}), '-Q', QUARTER(${expression}))`;
        case 'month': return `DATE_FORMAT(${expression}, '%Y-%m')`;
        case 'week': return `DATE_FORMAT(DATE_SUB(${expression}, INTERVAL WEEKDAY(${expression}) DAY), '%Y-%m-%d')`;
        case 'day': return `DATE_FORMAT(${expression}, '%Y-%m-%d')`;
      }
    }
    switch (grain) {
      // The day's name ('Monday'), and the hour as a number from 0 to 23.
      case 'weekday': return `to_char(${expression}, 'FMDay')`;
      case 'hour': return `CAST(extract(hour from ${expression}) AS integer)`;
      case 'year': return `to_char(${expression}, 'YYYY')`;
      case 'quarter': return `to_char(${expression}, 'YYYY-"Q"Q')`;
      case 'month': return `to_char(${expression}, 'YYYY-MM')`;
      case 'week': return `to_char(date_trunc('week', ${expression}), 'YYYY-MM-DD')`;
      case 'day': return `to_char(${expression}, 'YYYY-MM-DD')`;
    }
  }

  /** A period from integer year and month (or quarter) columns, labelled like `grain` labels dates. */
  periodFromColumns(grain: TimeGrain, year: string, month?: string, quarter?: string): string {
    const pad2 = (value: string) => (this.dialect === 'mysql' ? `LPAD(${value}, 2, '0')` : `lpad(CAST(${value} AS text), 2, '0')`);
    const text = (value: string) => (this.dialect === 'mysql' ? `CAST(${value} AS CHAR)` : `CAST(${value} AS text)`);
    const concat = (...parts: string[]) => (this.dialect === 'mysql' ? `CONCAT(${parts.join(', ')})` : parts.join(' || '));
    if (grain === 'month' && month) return concat(text(year), "'-'", pad2(month));
    if (grain === 'quarter' && quarter) return concat(text(year), "'-Q'", text(quarter));
    // MySQL's '/' divides exactly (5 / 3 = 1.6667); DIV is its integer division.
    if (grain === 'quarter' && month) return concat(text(year), "'-Q'", text(`((${month} - 1) ${this.dialect === 'mysql' ? 'DIV' : '/'} 3 + 1)`));
    return text(year);
  }

  concatWords(parts: string[]): string {
    return this.dialect === 'mysql' ? `CONCAT_WS(' ', ${parts.join(', ')})` : `concat_ws(' ', ${parts.join(', ')})`;
  }

  /**
   * The time from one date to another in a unit. Two calendar dates differ by whole days (as a date's subtraction
   * gives them); anything with a time of day by its seconds.
   */
  duration(from: string, to: string, unit: DurationUnit, calendarDates: boolean): string {
    const seconds = UNIT_SECONDS[unit];
    const days = seconds / 86_400;
    if (calendarDates) {
      const difference = this.dialect === 'mysql' ? `DATEDIFF(${to}, ${from})` : `(CAST(${to} AS date) - CAST(${from} AS date))`;
      // Whole days over seven are not whole weeks: 15 days are more than 2 weeks (integer division says 2).
      return unit === 'day' ? difference : `${difference} * 1.0 / ${this.number(days)}`;
    }
    const difference = this.dialect === 'mysql' ? `TIMESTAMPDIFF(SECOND, ${from}, ${to})` : `EXTRACT(EPOCH FROM (${to} - ${from}))`;
    return `${difference} / ${this.number(seconds)}`;
  }

  /** A percentile of an expression; undefined where the dialect has no such aggregate. */
  percentile(expression: string, fraction: number): string | undefined {
    if (this.dialect === 'mysql') return undefined;
    return `percentile_cont(${fraction}) WITHIN GROUP (ORDER BY ${expression})`;
  }

  nullsLast(direction: 'ASC' | 'DESC'): string {
    return this.dialect === 'postgres' ? `${direction} NULLS LAST` : direction;
  }

  /** An ordering term that puts rows with no value last, in either dialect. */
  orderLast(expression: string, direction: 'ASC' | 'DESC'): string {
    return this.dialect === 'postgres' ? `${expression} ${direction} NULLS LAST` : `${expression} IS NULL, ${expression} ${direction}`;
  }

  /** 100.0 * a / b with no division by zero. */
  percent(numerator: string, denominator: string): string {
    return `100.0 * ${numerator} / NULLIF(${denominator}, 0)`;
  }

  ratio(numerator: string, denominator: string): string {
    return `1.0 * ${numerator} / NULLIF(${denominator}, 0)`;
  }
}
