/**
 * The direct CSV load: the file's own bytes go to COPY ... (FORMAT csv), so PostgreSQL parses them (on its own core)
 * instead of Node parsing each value and writing it out again. A byte scan (csv-byte-scanner.ts) runs alongside,
 * chunk by chunk ahead of COPY: it checks that COPY will read the file exactly as the parsed path would load it and
 * infers the column types. Whatever it cannot vouch for is declined, and the caller loads that file the parsed way.
 *
 * The table has to exist before COPY starts, so its types come from the first 64 KiB. Should a later value not fit
 * them, forwarding stops (the scan goes on) and the file is loaded again with the types of the whole file.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ByteColumnInference } from './byte-inference';
import { CsvByteScanner, type Decline, TURNED_DOWN } from './csv-byte-scanner';
import { SNIFF_BYTES, detectEncoding, firstUtf8Text, looksBinary, papaConfig } from './csv-reader';
import { ImportError } from './import-errors';
import { quoteIdent } from './load-table';
import { validateHeader } from './tabular';
import { type ColumnSpec, type ColumnType, POSTGRES_TYPES } from './type-inference';

/** Bytes read from the file at a time after the first 64 KiB: fewer, larger COPY messages. */
const READ_CHUNK_BYTES = 1024 * 1024;
/** A record still unfinished after this many bytes (a huge quoted value) is left to the parsed path. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;
const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);
const DELIMITERS = new Set([',', ';', '\t', '|']);

export type DirectLoadResult =
  | {
      rowCount: number;
      columns: ColumnSpec[];
      /** 2 when later rows changed the types of the first 64 KiB and the file was loaded again. */
      copies: number;
    }
  | { declined: Decline };

/** Thrown inside the COPY pipeline to stop it when the scan turns the file down. */
class DeclinedError extends Error {
  constructor(readonly decline: Decline) {
    super(decline.reason);
  }
}

const declined = (reason: string, fileWillFail = false): { declined: Decline } => ({ declined: { reason, fileWillFail } });

/** What the first 64 KiB tell: the layout Papa would use and the header. */
interface CsvLayout {
  delimiter: string;
  crlf: boolean;
  header: string[];
  /** The file's first bytes, as the parsed path samples them. */
  sample: Buffer;
  /** True when the sample is the whole file. */
  sampleIsFile: boolean;
  dataStart: number;
}

async function readSample(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const sample = Buffer.alloc(SNIFF_BYTES);
    let filled = 0;
    while (filled < SNIFF_BYTES) {
      const { bytesRead } = await handle.read(sample, filled, SNIFF_BYTES - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return sample.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

/**
 * Reads the layout the parsed path would use: the sample, its text as Papa first gets it, Papa's guesses of the
 * delimiter and line ending from that text, and the header (which must read the same here as in Papa).
 */
async function readLayout(file: string, maxBytes: number): Promise<CsvLayout | { declined: Decline }> {
  const { size } = await stat(file);
  if (size > maxBytes) return declined('the file is over the size limit', true);
  const sample = await readSample(file);
  if (sample.length === 0) return declined('the file is empty', true);
  if (looksBinary(sample)) return declined('the file looks binary', true);
  if (detectEncoding(sample) !== 'utf8') return declined('the file is not UTF-8');
  const text = firstUtf8Text(sample);
  // Papa strips a byte order mark from text it is given whole, which the parsed path's stream would keep.
  if (text.startsWith('\ufeff')) return declined('the file starts with two byte order marks');
  const guess = Papa.parse<string[]>(text, { ...papaConfig(), preview: 1 });
  const { delimiter, linebreak } = guess.meta;
  if (!DELIMITERS.has(delimiter)) return declined(`Papa guessed the delimiter ${JSON.stringify(delimiter)}`);
  if (linebreak !== '\n' && linebreak !== '\r\n') return declined('the lines end with a lone CR');

  const sampleIsFile = sample.length >= size;
  const headerScan = new CsvByteScanner(delimiter.charCodeAt(0), linebreak === '\r\n', 0);
  const bomLength = sample.subarray(0, 3).equals(BYTE_ORDER_MARK) ? 3 : 0;
  const header = headerScan.readHeader(sample, bomLength, sampleIsFile);
  if (header === undefined) return { declined: headerScan.declined ?? { reason: 'no header', fileWillFail: false } };
  const papaHeader = guess.data[0] ?? [];
  if (header.fields.length !== papaHeader.length || header.fields.some((name, i) => name !== papaHeader[i])) {
    return declined('the header reads differently in Papa');
  }
  let names: string[];
  try {
    names = validateHeader(header.fields, 1);
  } catch (error) {
    if (error instanceof ImportError) return declined(error.message, true);
    throw error;
  }
  return {
    delimiter,
    crlf: linebreak === '\r\n',
    header: names,
    sample,
    sampleIsFile,
    dataStart: header.dataStart,
  };
}

/** A region of the file checked by the scan: valid UTF-8 (as COPY requires) without NUL bytes (which COPY refuses). */
function checkText(bytes: Buffer, end: number): Decline | undefined {
  const region = bytes.subarray(0, end);
  if (!isUtf8(region)) return { reason: 'the file is not valid UTF-8 throughout', fileWillFail: false };
  if (region.indexOf(0) !== -1) return { reason: 'the file holds a NUL byte', fileWillFail: false };
  return undefined;
}

/** bytes[from, end) without the blank lines in `cuts`. */
function* withoutCuts(bytes: Buffer, from: number, end: number, cuts: readonly number[]): Generator<Buffer> {
  let start = from;
  for (let i = 0; i < cuts.length; i += 2) {
    const cutStart = cuts[i] ?? start;
    if (cutStart > start) yield bytes.subarray(start, cutStart);
    start = cuts[i + 1] ?? start;
  }
  if (end > start) yield bytes.subarray(start, end);
}

const turnedDown = (scanner: CsvByteScanner): DeclinedError =>
  new DeclinedError(scanner.declined ?? { reason: 'turned down', fileWillFail: false });

/**
 * One read of a CSV file through the byte scan: the sample first (its types decide the table's), then the rest in
 * chunks, each scanned before its bytes are handed on. Throws DeclinedError where the scan turns the file down.
 */
class CsvFileScan {
  readonly columns: ByteColumnInference[];
  readonly scanner: CsvByteScanner;
  private readonly sampleEnd: number;
  private readonly sampleCuts: number[] = [];

  constructor(
    private readonly file: string,
    private readonly layout: CsvLayout,
    private readonly maxBytes: number,
  ) {
    this.columns = layout.header.map(() => new ByteColumnInference());
    this.scanner = new CsvByteScanner(layout.delimiter.charCodeAt(0), layout.crlf, layout.header.length, this.columns);
    this.sampleEnd = this.scanner.scan(layout.sample, layout.dataStart, layout.sampleIsFile, this.sampleCuts);
    if (this.sampleEnd === TURNED_DOWN) throw turnedDown(this.scanner);
    const problem = checkText(layout.sample, this.sampleEnd);
    if (problem) throw new DeclinedError(problem);
  }

  /** The column types of what was scanned so far. */
  types(): ColumnType[] {
    return this.columns.map((column) => column.type());
  }

  /** Whether every value so far loads into columns of `types` as the parsed path would load it. */
  fits(types: readonly ColumnType[]): boolean {
    return this.columns.every((column, i) => column.fits(types[i] ?? 'text'));
  }

  /**
   * The file's data records as COPY should get them (without the byte order mark, the header and blank lines),
   * scanned chunk by chunk; none once `forward()` says no, though the scan goes on to the end.
   */
  async *slices(forward: () => boolean): AsyncGenerator<Buffer> {
    const { sample, sampleIsFile } = this.layout;
    if (forward()) yield* withoutCuts(sample, this.layout.dataStart, this.sampleEnd, this.sampleCuts);
    if (sampleIsFile) return;
    let pending = sample.subarray(this.sampleEnd);
    let total = sample.length;
    const scanChunk = (bytes: Buffer, atEnd: boolean): Buffer[] => {
      const cuts: number[] = [];
      const end = this.scanner.scan(bytes, 0, atEnd, cuts);
      if (end === TURNED_DOWN) throw turnedDown(this.scanner);
      const problem = checkText(bytes, end);
      if (problem) throw new DeclinedError(problem);
      pending = bytes.subarray(end);
      if (pending.length > MAX_PENDING_BYTES) throw new DeclinedError({ reason: 'a record is too long', fileWillFail: false });
      return forward() ? [...withoutCuts(bytes, 0, end, cuts)] : [];
    };
    const rest: AsyncIterable<Buffer> = createReadStream(this.file, { start: sample.length, highWaterMark: READ_CHUNK_BYTES });
    for await (const bytes of rest) {
      total += bytes.length;
      if (total > this.maxBytes) throw new DeclinedError({ reason: 'the file is over the size limit', fileWillFail: true });
      yield* scanChunk(pending.length === 0 ? bytes : Buffer.concat([pending, bytes]), false);
    }
    yield* scanChunk(pending, true);
  }
}

interface Attempt {
  /** The types the table was created with. */
  types: ColumnType[];
  /** Whether every value was sent to COPY (none was held back for not fitting `types`). */
  forwardedAll: boolean;
  scan: CsvFileScan;
  copiedRows: number;
}

/**
 * Creates the table and streams the file into COPY while scanning it. With `givenTypes` undefined, the types of the
 * first 64 KiB are used. Throws DeclinedError when the scan turns the file down.
 */
async function attempt(
  client: ClientBase,
  table: string,
  file: string,
  layout: CsvLayout,
  maxBytes: number,
  givenTypes: ColumnType[] | undefined,
): Promise<Attempt> {
  const scan = new CsvFileScan(file, layout, maxBytes);
  const types = givenTypes ?? scan.types();
  let forwardedAll = true;
  // Once a value does not fit the table's types, COPY would fail or store it differently: stop sending.
  const forward = (): boolean => (forwardedAll &&= scan.fits(types));

  const definitions = layout.header.map((name, i) => `${quoteIdent(name)} ${POSTGRES_TYPES[types[i] ?? 'text']}`);
  await client.query(`CREATE TABLE ${table} (${definitions.join(', ')})`);
  const names = layout.header.map(quoteIdent).join(', ');
  // FORCE_NULL: a quoted empty value ("") is NULL too, as on the parsed path, where every empty value is NULL.
  const copy = client.query(
    copyFrom(
      `COPY ${table} (${names}) FROM STDIN WITH (FORMAT csv, DELIMITER '${layout.delimiter}', FORCE_NULL (${names}))`,
    ),
  );
  await pipeline(Readable.from(scan.slices(forward)), copy);
  return { types, forwardedAll, scan, copiedRows: copy.rowCount };
}

/**
 * The direct path's scan alone, without a database: the row count and column types it finds, or why it declines.
 * For the benchmark's account of where the time goes.
 */
export async function scanCsvFile(file: string, maxBytes: number): Promise<{ rows: number; types: ColumnType[] } | { declined: Decline }> {
  const layout = await readLayout(file, maxBytes);
  if ('declined' in layout) return layout;
  try {
    const scan = new CsvFileScan(file, layout, maxBytes);
    // Forwarding nothing, the generator yields nothing: its first step scans the whole file.
    await scan.slices(() => false).next();
    return { rows: scan.scanner.rows, types: scan.types() };
  } catch (error) {
    if (error instanceof DeclinedError) return { declined: error.decline };
    throw error;
  }
}

/**
 * Loads a CSV file into the new table `schemaName.tableName` straight through COPY, or declines. The caller runs this
 * in a savepoint and rolls back to it on a decline or an error: either may leave a half-loaded table behind.
 */
export async function loadCsvDirect(
  client: ClientBase,
  schemaName: string,
  tableName: string,
  file: string,
  maxBytes: number,
): Promise<DirectLoadResult> {
  const layout = await readLayout(file, maxBytes);
  if ('declined' in layout) return layout;
  const table = `${quoteIdent(schemaName)}.${quoteIdent(tableName)}`;
  let givenTypes: ColumnType[] | undefined;
  // The second round, when needed, knows the whole file's types, so a third is never needed.
  for (let round = 0; round < 2; round++) {
    let result: Attempt;
    try {
      result = await attempt(client, table, file, layout, maxBytes, givenTypes);
    } catch (error) {
      if (error instanceof DeclinedError) return { declined: error.decline };
      throw error;
    }
    const { scan, types } = result;
    const { scanner } = scan;
    const finalTypes = scan.types();
    if (!scan.fits(finalTypes)) {
      return declined('a typed column has values with white space around them');
    }
    if (result.forwardedAll && finalTypes.every((type, i) => type === types[i])) {
      if (result.copiedRows !== scanner.rows) {
        return declined(`COPY read ${result.copiedRows} rows where the scan found ${scanner.rows}`);
      }
      const columns = layout.header.map((name, i) => ({ name, type: finalTypes[i] ?? 'text' }));
      return { rowCount: scanner.rows, columns, copies: round + 1 };
    }
    // Loaded with other types or only in part: load it again with the types of the whole file.
    await client.query(`DROP TABLE ${table}`);
    givenTypes = finalTypes;
  }
  return declined('the column types changed between two reads of the file');
}
