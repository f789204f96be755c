/**
 * A byte-level scan of CSV records for the direct load (direct-csv-load.ts): it finds each record's fields without
 * making strings, feeds them to the column inference, and turns the file down (with a reason) at the first thing
 * that PostgreSQL's COPY (FORMAT csv) could read differently from Papa Parse on the parsed path.
 *
 * It accepts RFC 4180 records: a field is either unquoted (no delimiter, quote, CR or LF in it) or quoted from its
 * first byte, with doubled quotes inside and the delimiter, the line ending or the end of the file right after the
 * closing quote. Every line ends with the one line ending Papa guessed (LF or CRLF). Both parsers read such records
 * the same way; anything else (a quote inside an unquoted value, text after a closing quote, a stray CR or LF)
 * is where they part, so it is turned down.
 */
import { ByteColumnInference, mayTrim } from './byte-inference';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const BACKSLASH = 0x5c;

/** scan's and readRecord's answer once the file is turned down; `declined` says why. */
export const TURNED_DOWN = -1;
/** readRecord's answer when the buffer ends inside the record. */
const INCOMPLETE = -2;

/** PostgreSQL's limit on the columns of a table; a header with more is left to the parsed path. */
export const MAX_COLUMNS = 1600;

/** Why a file is not loaded directly. */
export interface Decline {
  reason: string;
  /** True when the parsed path will reject the file too (a ragged row): there is no point in trying it alone. */
  fileWillFail: boolean;
}

export class CsvByteScanner {
  /** Data records accepted so far. */
  rows = 0;
  /** Set when the file is turned down; the scanner then stops. */
  declined: Decline | undefined;
  /** Fields of the record just read: value start, value end (quotes excluded) and whether it holds doubled quotes. */
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly escaped: Uint8Array;
  /** 1 for the bytes that end an unquoted value (the delimiter, CR, LF) or must not be in one (a quote). */
  private readonly endsUnquoted = new Uint8Array(256);
  private fieldCount = 0;

  /**
   * @param width the header's field count; 0 while the header itself is read
   * @param columns one inference per header field (none while reading the header)
   */
  constructor(
    private readonly delimiter: number,
    private readonly crlf: boolean,
    private readonly width: number,
    readonly columns: readonly ByteColumnInference[] = [],
  ) {
    const capacity = width === 0 ? MAX_COLUMNS : width;
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.escaped = new Uint8Array(capacity);
    for (const byte of [delimiter, CR, LF, QUOTE]) this.endsUnquoted[byte] = 1;
  }

  /**
   * Reads the header record at `from`: its field values and where the data starts, or undefined when it is not
   * complete in `bytes` (or was turned down: see `declined`).
   */
  readHeader(bytes: Buffer, from: number, atEnd: boolean): { fields: string[]; dataStart: number } | undefined {
    if (from >= bytes.length || bytes[from] === LF || bytes[from] === CR) {
      // The parsed path reports an empty file or a missing header.
      this.decline('the file does not start with a header', true);
      return undefined;
    }
    const next = this.readRecord(bytes, from, atEnd, MAX_COLUMNS);
    if (next < 0) {
      if (next === INCOMPLETE) this.decline('the header is longer than the sample');
      return undefined;
    }
    const fields: string[] = [];
    for (let i = 0; i < this.fieldCount; i++) fields.push(this.fieldText(bytes, i));
    return { fields, dataStart: next };
  }

  /**
   * Scans the data records in bytes[from, end): all of them when `atEnd`, else those that end inside the buffer.
   * Blank lines, which the parsed path skips, are pushed to `cuts` as [start, end) pairs so that COPY never sees
   * them. Returns where the first incomplete record starts (bytes.length when none), or TURNED_DOWN.
   */
  scan(bytes: Buffer, from: number, atEnd: boolean, cuts: number[]): number {
    const end = bytes.length;
    const width = this.width;
    const columns = this.columns;
    let pos = from;
    while (pos < end) {
      const first = bytes[pos];
      if (first === (this.crlf ? CR : LF)) {
        const lineEnd = this.crlf ? pos + 2 : pos + 1;
        if (lineEnd > end) return atEnd ? this.decline('a lone CR ends the file') : pos;
        if (this.crlf && bytes[pos + 1] !== LF) return this.decline('a lone CR');
        cuts.push(pos, lineEnd);
        pos = lineEnd;
        continue;
      }
      // COPY reads "\." alone on a line as the end of the data.
      if (first === BACKSLASH) return this.decline('a line starts with a backslash');
      const next = this.readRecord(bytes, pos, atEnd, width);
      if (next === INCOMPLETE) return pos;
      if (next === TURNED_DOWN) return TURNED_DOWN;
      if (this.fieldCount !== width) {
        // One field may be a blank line (spaces, "") that the parsed path skips rather than reports.
        const fileWillFail = this.fieldCount !== 1;
        return this.decline(`a row has ${this.fieldCount} fields, the header ${width}`, fileWillFail);
      }
      if (width === 1 && this.isBlankField(bytes)) return this.decline('a blank line with spaces or quotes');
      for (let i = 0; i < width; i++) {
        const column = columns[i];
        if (column !== undefined && !column.settled) {
          column.addBytes(bytes, this.starts[i], this.ends[i], this.escaped[i] === 1);
        }
      }
      this.rows++;
      pos = next;
    }
    return pos;
  }

  /**
   * Reads one record's fields from `pos`. Returns the offset after its line ending (or the end of the buffer at the
   * end of the file), INCOMPLETE, or TURNED_DOWN.
   */
  private readRecord(bytes: Buffer, start: number, atEnd: boolean, capacity: number): number {
    const end = bytes.length;
    const delimiter = this.delimiter;
    const crlf = this.crlf;
    let pos = start;
    let field = 0;
    for (;;) {
      if (field === capacity) return this.decline(`a row has more than ${capacity} fields`, capacity === this.width);
      let valueStart = pos;
      let valueEnd: number;
      let escaped = 0;
      if (pos < end && bytes[pos] === QUOTE) {
        valueStart = pos + 1;
        let search = valueStart;
        for (;;) {
          const close = bytes.indexOf(QUOTE, search);
          if (close === -1) return atEnd ? this.decline('a quoted value is not closed') : INCOMPLETE;
          // A quote as the buffer's last byte may be the first of a doubled one.
          if (close + 1 === end && !atEnd) return INCOMPLETE;
          if (bytes[close + 1] === QUOTE && close + 1 < end) {
            escaped = 1;
            search = close + 2;
            continue;
          }
          valueEnd = close;
          pos = close + 1;
          break;
        }
      } else {
        // One table look-up a byte: this loop is where the scan spends most of its time.
        const endsUnquoted = this.endsUnquoted;
        while (pos < end && endsUnquoted[bytes[pos]] === 0) pos++;
        valueEnd = pos;
        // Papa keeps such a quote as text; COPY starts a quoted section at it.
        if (pos < end && bytes[pos] === QUOTE) return this.decline('a quote inside an unquoted value');
      }
      this.starts[field] = valueStart;
      this.ends[field] = valueEnd;
      this.escaped[field] = escaped;
      field++;
      if (pos === end) {
        if (!atEnd) return INCOMPLETE;
        this.fieldCount = field;
        return end;
      }
      const byte = bytes[pos];
      if (byte === delimiter) {
        pos++;
        continue;
      }
      if (byte === LF) {
        if (crlf) return this.decline('a lone LF in a file with CRLF line endings');
        this.fieldCount = field;
        return pos + 1;
      }
      if (byte === CR) {
        if (!crlf) return this.decline('a CR in a file with LF line endings');
        if (pos + 1 === end) return atEnd ? this.decline('a lone CR ends the file') : INCOMPLETE;
        if (bytes[pos + 1] !== LF) return this.decline('a lone CR');
        this.fieldCount = field;
        return pos + 2;
      }
      return this.decline('text after a closing quote');
    }
  }

  /** The parsed path's value of field `i` of the record just read. */
  private fieldText(bytes: Buffer, i: number): string {
    const text = bytes.toString('utf8', this.starts[i], this.ends[i]);
    return this.escaped[i] === 1 ? text.replaceAll('""', '"') : text;
  }

  /** For a one-column file: whether the record is blank as the parsed path sees it (it skips such lines). */
  private isBlankField(bytes: Buffer): boolean {
    const start = this.starts[0];
    if (start === this.ends[0]) return true;
    if (!mayTrim(bytes[start])) return false;
    return this.fieldText(bytes, 0).trim() === '';
  }

  private decline(reason: string, fileWillFail = false): typeof TURNED_DOWN {
    this.declined ??= { reason, fileWillFail };
    return TURNED_DOWN;
  }
}
