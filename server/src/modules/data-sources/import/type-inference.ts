/**
 * Column type inference for imported files. Feed every row to a {@link TypeAccumulator}; it keeps a few flags per
 * column, so a file of any size is inferred in constant memory.
 *
 * Rules (values are trimmed; an empty value is NULL and never affects the result):
 * - integer: optional sign and digits, no leading zero ('00123' is an identifier, so text), within int8 range;
 * - numeric: decimal or exponent notation, or integers beyond int8, mixed with integers or not;
 * - boolean: true/false, yes/no, t/f in any case (0/1 stay integers);
 * - date: YYYY-MM-DD, or YYYY-MM-DD with a midnight time ('1996-07-04 00:00:00.000') when every value is midnight;
 * - timestamp: YYYY-MM-DD[T ]HH:MM[:SS[.ffffff]] with an optional 'Z', mixed freely with dates;
 * - text: anything else, including an all-empty column and other date formats (ambiguous: 01/02/2020).
 */
export type { ColumnType } from '../../../ask/catalog/catalog';
import type { ColumnType } from '../../../ask/catalog/catalog';

export const POSTGRES_TYPES: Readonly<Record<ColumnType, string>> = {
  integer: 'bigint',
  numeric: 'numeric',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp',
  text: 'text',
};

export interface ColumnSpec {
  name: string;
  type: ColumnType;
}

const INTEGER = /^[+-]?(0|[1-9][0-9]*)$/;
// The exponent is capped so that PostgreSQL's numeric accepts every value we call numeric.
const NUMERIC = /^[+-]?((0|[1-9][0-9]*)(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]{1,3})?$/;
const BOOLEAN_TRUE = new Set(['true', 'yes', 't']);
const BOOLEAN_FALSE = new Set(['false', 'no', 'f']);
const DATE_TIME =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]{1,6}))?)?(Z)?)?$/;
const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;

/** Up to 18 digits (and a sign) always fits in int8, whose limits have 19 digits; only longer values need BigInt. */
export const SURELY_INT8_LENGTH = 19;

export function isInteger(value: string): boolean {
  if (!INTEGER.test(value)) return false;
  if (value.length < SURELY_INT8_LENGTH) return true;
  const n = BigInt(value);
  return n >= INT8_MIN && n <= INT8_MAX;
}

export function isNumeric(value: string): boolean {
  return NUMERIC.test(value);
}

/** 't' or 'f' for a recognised boolean spelling, else undefined. */
export function parseBoolean(value: string): 't' | 'f' | undefined {
  // The usual lower-case spellings, without building a lower-cased copy.
  if (value === 'true' || value === 't' || value === 'yes') return 't';
  if (value === 'false' || value === 'f' || value === 'no') return 'f';
  const lower = value.toLowerCase();
  if (BOOLEAN_TRUE.has(lower)) return 't';
  if (BOOLEAN_FALSE.has(lower)) return 'f';
  return undefined;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** In the proleptic Gregorian calendar, as JavaScript dates and PostgreSQL use it. */
function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

/** False for impossible dates (2021-02-29) and for the -1 that a failed digit read gives. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The value of two or four ASCII digits at `start`, or -1 when one of them is not a digit. */
function digitsAt(value: string, start: number, count: number): number {
  let n = 0;
  for (let i = start; i < start + count; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/** Classifies a date or date-time string; 'date' also covers a midnight time. */
export function dateKind(value: string): 'date' | 'timestamp' | undefined {
  if (value.length === 10) {
    // A plain YYYY-MM-DD, by far the most common, read without the regular expression.
    if (value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return undefined;
    const year = digitsAt(value, 0, 4);
    const month = digitsAt(value, 5, 2);
    const day = digitsAt(value, 8, 2);
    return isCalendarDate(year, month, day) ? 'date' : undefined;
  }
  const m = DATE_TIME.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, frac] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (!isCalendarDate(year, month, day)) return undefined;
  if (h === undefined) return 'date';
  const hour = Number(h);
  const minute = Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const midnight = hour === 0 && minute === 0 && second === 0 && (frac === undefined || /^0+$/.test(frac));
  return midnight ? 'date' : 'timestamp';
}

/** What one column's values have shown so far; a few flags, so any number of rows takes constant memory. */
export class ColumnInference {
  seen = false;
  integer = true;
  numeric = true;
  boolean = true;
  dateLike = true;
  hasTime = false;

  /** True once a value matched no type: the column is text whatever follows. */
  isSettledText(): boolean {
    return this.seen && !this.integer && !this.numeric && !this.boolean && !this.dateLike;
  }

  /** Takes a trimmed, non-empty value. */
  add(value: string): void {
    this.seen = true;
    if (this.integer && !isInteger(value)) this.integer = false;
    // Every integer spelling is also a numeric one.
    if (this.numeric && !this.integer && !isNumeric(value)) this.numeric = false;
    if (this.boolean && parseBoolean(value) === undefined) this.boolean = false;
    if (this.dateLike) {
      const kind = dateKind(value);
      if (kind === undefined) this.dateLike = false;
      else if (kind === 'timestamp') this.hasTime = true;
    }
  }

  type(): ColumnType {
    if (!this.seen) return 'text';
    if (this.integer) return 'integer';
    if (this.numeric) return 'numeric';
    if (this.boolean) return 'boolean';
    if (this.dateLike) return this.hasTime ? 'timestamp' : 'date';
    return 'text';
  }
}

export class TypeAccumulator {
  private readonly columns: ColumnInference[];

  constructor(readonly columnCount: number) {
    this.columns = Array.from({ length: columnCount }, () => new ColumnInference());
  }

  /** Missing trailing fields count as empty. Called for every row, so it avoids work that cannot change a type. */
  add(row: readonly string[]): void {
    const columns = this.columns;
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i];
      if (column === undefined || column.isSettledText()) continue;
      const value = (row[i] ?? '').trim();
      if (value !== '') column.add(value);
    }
  }

  types(): ColumnType[] {
    return this.columns.map((column) => column.type());
  }
}

/** Convenience for small in-memory inputs and tests. */
export function inferColumnTypes(columnCount: number, rows: Iterable<readonly string[]>): ColumnType[] {
  const acc = new TypeAccumulator(columnCount);
  for (const row of rows) acc.add(row);
  return acc.types();
}

/**
 * The value to load into a column of the inferred type, or null for NULL. Values were checked by inference, so this
 * only normalises: booleans to t/f, midnight date-times to their date.
 */
export function toDatabaseValue(raw: string | undefined, type: ColumnType): string | null {
  if (raw === undefined) return null;
  if (type === 'text') return raw === '' ? null : raw;
  const value = raw.trim();
  if (value === '') return null;
  if (type === 'boolean') return parseBoolean(value) ?? value;
  if (type === 'date') return value.slice(0, 10);
  return value;
}
