/**
 * Type inference on the bytes of a UTF-8 CSV field, for the direct CSV load: the same rules as type-inference.ts
 * (and the same answers, which byte-inference.spec.ts checks against it), without making a string per value. Values
 * that trimming could change are decoded and handed to the string rules instead.
 */
import { type ColumnType, ColumnInference, SURELY_INT8_LENGTH, isCalendarDate, isInteger } from './type-inference';

const PLUS = 0x2b;
const MINUS = 0x2d;
const DOT = 0x2e;
const COLON = 0x3a;
const ZERO = 0x30;
const SPACE = 0x20;
const UPPER_T = 0x54;
const UPPER_Z = 0x5a;
const LOWER_E = 0x65;
/** OR-ing an ASCII letter with this gives its lower case; no other byte turns into a letter that way. */
const LOWER_CASE_BIT = 0x20;

function isDigit(byte: number): boolean {
  return byte >= ZERO && byte <= ZERO + 9;
}

/** True for bytes that String.prototype.trim could remove at an edge: ASCII white space or the start of a UTF-8 sequence. */
export function mayTrim(byte: number): boolean {
  return byte === SPACE || (byte >= 0x09 && byte <= 0x0d) || byte >= 0x80;
}

// The field is a slice of the file: bytes past `end` belong to the next field, so every read checks `end`.

/** Where the run of digits starting at `from` ends. */
function digitsEnd(bytes: Uint8Array, from: number, end: number): number {
  let i = from;
  while (i < end && isDigit(bytes[i])) i++;
  return i;
}

/** /^[+-]?(0|[1-9][0-9]*)$/, as isInteger's pattern. */
function integerShape(bytes: Uint8Array, start: number, end: number): boolean {
  let i = start;
  if (bytes[i] === PLUS || bytes[i] === MINUS) i++;
  if (i === end) return false;
  if (bytes[i] === ZERO) return i + 1 === end;
  return isDigit(bytes[i]) && digitsEnd(bytes, i, end) === end;
}

export function isIntegerBytes(bytes: Buffer, start: number, end: number): boolean {
  if (!integerShape(bytes, start, end)) return false;
  // Only values as long as int8's limits need the range check; they are rare, so a string is fine there.
  return end - start < SURELY_INT8_LENGTH || isInteger(bytes.toString('latin1', start, end));
}

/** /^[+-]?((0|[1-9][0-9]*)(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]{1,3})?$/, as isNumeric's pattern. */
export function isNumericBytes(bytes: Uint8Array, start: number, end: number): boolean {
  let i = start;
  if (bytes[i] === PLUS || bytes[i] === MINUS) i++;
  if (i === end) return false;
  if (bytes[i] === DOT) {
    const fractionEnd = digitsEnd(bytes, i + 1, end);
    if (fractionEnd === i + 1) return false;
    i = fractionEnd;
  } else {
    if (!isDigit(bytes[i])) return false;
    i = bytes[i] === ZERO ? i + 1 : digitsEnd(bytes, i, end);
    if (i < end && bytes[i] === DOT) i = digitsEnd(bytes, i + 1, end);
  }
  if (i < end && (bytes[i] | LOWER_CASE_BIT) === LOWER_E) {
    i++;
    if (i < end && (bytes[i] === PLUS || bytes[i] === MINUS)) i++;
    const exponentEnd = digitsEnd(bytes, i, end);
    if (exponentEnd === i || exponentEnd - i > 3) return false;
    i = exponentEnd;
  }
  return i === end;
}

const BOOLEAN_SPELLINGS = ['t', 'f', 'no', 'yes', 'true', 'false'].map((word) => Buffer.from(word, 'latin1'));

/** true/false, yes/no, t/f in any case, as parseBoolean. */
export function isBooleanBytes(bytes: Uint8Array, start: number, end: number): boolean {
  const length = end - start;
  for (const spelling of BOOLEAN_SPELLINGS) {
    if (spelling.length !== length) continue;
    let i = 0;
    while (i < length && (bytes[start + i] | LOWER_CASE_BIT) === spelling[i]) i++;
    if (i === length) return true;
  }
  return false;
}

/** The value of `count` ASCII digits at `at`, or -1 when one of them is not a digit. */
function digitsValue(bytes: Uint8Array, at: number, count: number): number {
  let n = 0;
  for (let i = at; i < at + count; i++) {
    const byte = bytes[i];
    if (!isDigit(byte)) return -1;
    n = n * 10 + byte - ZERO;
  }
  return n;
}

/**
 * dateKind on bytes: YYYY-MM-DD, optionally followed by [T ]HH:MM[:SS[.ffffff]][Z]; 'date' for a date or a midnight
 * time, 'timestamp' for any other time.
 */
export function dateKindBytes(bytes: Uint8Array, start: number, end: number): 'date' | 'timestamp' | undefined {
  const length = end - start;
  if (length < 10 || bytes[start + 4] !== MINUS || bytes[start + 7] !== MINUS) return undefined;
  if (!isCalendarDate(digitsValue(bytes, start, 4), digitsValue(bytes, start + 5, 2), digitsValue(bytes, start + 8, 2))) {
    return undefined;
  }
  if (length === 10) return 'date';
  const separator = bytes[start + 10];
  if (length < 16 || (separator !== UPPER_T && separator !== SPACE) || bytes[start + 13] !== COLON) return undefined;
  const hour = digitsValue(bytes, start + 11, 2);
  const minute = digitsValue(bytes, start + 14, 2);
  let second = 0;
  let zeroFraction = true;
  let i = start + 16;
  if (i < end && bytes[i] === COLON) {
    if (i + 3 > end) return undefined;
    second = digitsValue(bytes, i + 1, 2);
    i += 3;
    if (i < end && bytes[i] === DOT) {
      const fractionEnd = digitsEnd(bytes, i + 1, end);
      if (fractionEnd === i + 1 || fractionEnd - (i + 1) > 6) return undefined;
      for (let f = i + 1; f < fractionEnd; f++) if (bytes[f] !== ZERO) zeroFraction = false;
      i = fractionEnd;
    }
  }
  if (i < end && bytes[i] === UPPER_Z) i++;
  if (i !== end || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return undefined;
  return hour === 0 && minute === 0 && second === 0 && zeroFraction ? 'date' : 'timestamp';
}

/**
 * A column's inference fed with field bytes. It also notes what would make COPY read a value differently from the
 * parsed path, which trims values before converting them: such a column must end up text for the direct load.
 */
export class ByteColumnInference extends ColumnInference {
  /** A value had white space around it (or was only white space). */
  padded = false;
  /** Cached isSettledText(): the per-field check in the scanner's hot loop. */
  settled = false;

  /** Takes the field's bytes, quotes removed; `escapedQuotes` when they still hold doubled quotes (""). */
  addBytes(bytes: Buffer, start: number, end: number, escapedQuotes: boolean): void {
    if (start === end) return;
    if (mayTrim(bytes[start]) || mayTrim(bytes[end - 1])) {
      const raw = bytes.toString('utf8', start, end);
      this.addRaw(escapedQuotes ? raw.replaceAll('""', '"') : raw);
      return;
    }
    this.seen = true;
    if (escapedQuotes) {
      // A quote matches no type.
      this.integer = this.numeric = this.boolean = this.dateLike = false;
    } else {
      if (this.integer && !isIntegerBytes(bytes, start, end)) this.integer = false;
      if (this.numeric && !this.integer && !isNumericBytes(bytes, start, end)) this.numeric = false;
      if (this.boolean && !isBooleanBytes(bytes, start, end)) this.boolean = false;
      if (this.dateLike) {
        const kind = dateKindBytes(bytes, start, end);
        if (kind === undefined) this.dateLike = false;
        else if (kind === 'timestamp') this.hasTime = true;
      }
    }
    this.settled = this.isSettledText();
  }

  /** A decoded value as the parsed path sees it: trimmed, and ignored when empty. */
  private addRaw(raw: string): void {
    const value = raw.trim();
    if (value !== raw) this.padded = true;
    if (value !== '') this.add(value);
    this.settled = this.isSettledText();
  }

  /**
   * Whether every value so far loads into a column of `type` as the parsed path would load it: the type's spelling,
   * without padding. A date column must not get times other than midnight (PostgreSQL would drop them).
   */
  fits(type: ColumnType): boolean {
    if (type === 'text') return true;
    if (this.padded) return false;
    if (type === 'integer') return this.integer;
    if (type === 'numeric') return this.numeric;
    if (type === 'boolean') return this.boolean;
    if (type === 'date') return this.dateLike && !this.hasTime;
    return this.dateLike;
  }
}
