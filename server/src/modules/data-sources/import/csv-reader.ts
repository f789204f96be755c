import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type Duplex, Readable, finished, getDefaultHighWaterMark, pipeline, setDefaultHighWaterMark } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';
import { DEFAULT_MAX_BYTES, ImportError, emptyFileError, tooLargeError } from './import-errors';
import { RaggedRows, type TabularSheet, missingHeaderError, validateHeader } from './tabular';

export interface CsvReadOptions {
  /** Larger inputs fail with an ImportError; defaults to 200 MB. */
  maxBytes?: number;
  /** The name the sheet carries; defaults to the file's base name. */
  name?: string;
}

/** How much of the file decides whether it is text and which encoding it uses. */
export const SNIFF_BYTES = 64 * 1024;
/** Above this share of control characters, the file is taken for binary. */
const MAX_CONTROL_SHARE = 0.05;
const notTextError = (): ImportError => new ImportError('This file is not a text CSV file.');

/** True when the sample looks like binary data rather than text. */
export function looksBinary(sample: Uint8Array): boolean {
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    // Tab, LF, VT, FF and CR are ordinary in text; DEL and other C0 bytes are not.
    if ((byte < 0x20 && (byte < 0x09 || byte > 0x0d)) || byte === 0x7f) control++;
  }
  return sample.length > 0 && control / sample.length > MAX_CONTROL_SHARE;
}

/** UTF-8 when the sample is valid UTF-8, else Latin-1 (older spreadsheet exports), which never fails. */
export function detectEncoding(sample: Uint8Array): 'utf8' | 'latin1' {
  try {
    // stream: true tolerates a character cut off at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf8';
  } catch {
    return 'latin1';
  }
}

/** Papa's stream mode does not strip the UTF-8 byte order mark; it would end up in the first column's name. */
function withoutByteOrderMark(text: string): string {
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}

/** The first text the parser is given for a UTF-8 file whose first bytes (up to SNIFF_BYTES) are `sample`. */
export function firstUtf8Text(sample: Buffer): string {
  return withoutByteOrderMark(new StringDecoder('utf8').write(sample));
}

/** Decodes the byte stream to text, enforcing the size limit and rejecting binary content up front. */
async function* decodedText(source: AsyncIterable<unknown>, maxBytes: number): AsyncGenerator<string> {
  let total = 0;
  const sniffed: Buffer[] = [];
  let sniffedBytes = 0;
  let decoder: StringDecoder | undefined;
  let first = true;

  const emit = (bytes: Buffer): string => {
    const text = (decoder ??= new StringDecoder('utf8')).write(bytes);
    if (!first || text === '') return text;
    first = false;
    return withoutByteOrderMark(text);
  };
  const decideOnSample = (): Buffer => {
    const sample = Buffer.concat(sniffed);
    if (looksBinary(sample.subarray(0, SNIFF_BYTES))) throw notTextError();
    decoder = new StringDecoder(detectEncoding(sample.subarray(0, SNIFF_BYTES)));
    return sample;
  };

  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    total += bytes.length;
    if (total > maxBytes) throw tooLargeError(maxBytes);
    if (decoder === undefined) {
      sniffed.push(bytes);
      sniffedBytes += bytes.length;
      if (sniffedBytes < SNIFF_BYTES) continue;
      const text = emit(decideOnSample());
      if (text !== '') yield text;
      continue;
    }
    const text = emit(bytes);
    if (text !== '') yield text;
  }
  if (decoder === undefined) {
    const text = emit(decideOnSample());
    if (text !== '') yield text;
  }
  const rest = decoder?.end() ?? '';
  if (rest !== '') yield rest;
}

const NEWLINES = /\r\n|\r|\n/g;

function newlineCount(fields: readonly string[]): number {
  let count = 0;
  for (const field of fields) {
    // Almost no field holds a line break; two plain searches are much cheaper than a regular expression.
    if (field.indexOf('\n') === -1 && field.indexOf('\r') === -1) continue;
    count += field.match(NEWLINES)?.length ?? 0;
  }
  return count;
}

interface CsvRecord {
  fields: string[];
  /** The 1-based line where the record starts. */
  line: number;
}

/**
 * How many parsed rows Papa's stream may hold before it pauses. With Node's default for object streams (16), Papa
 * stops every 16 rows and, on resuming, sets up a new parser for the rest of its text chunk, which more than doubles
 * the time it takes to read a large file. A few thousand rows of strings is little memory.
 */
const PARSED_ROWS_BUFFER = 4096;

/** How the parsed path configures Papa; the direct load has Papa guess the delimiter with the same settings. */
export function papaConfig(): Papa.ParseConfig {
  return {
    // Blank lines are skipped below, after they have been counted for line numbers.
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  };
}

/** Papa's streaming parser. Papa builds its Duplex without a high-water mark option, so the default is set around it. */
function createParser(): Duplex {
  const previous = getDefaultHighWaterMark(true);
  setDefaultHighWaterMark(true, PARSED_ROWS_BUFFER);
  try {
    return Papa.parse(Papa.NODE_STREAM_INPUT, papaConfig());
  } finally {
    setDefaultHighWaterMark(true, previous);
  }
}

/**
 * Records from Papa's streaming parser, each with the line it starts on. They are taken from the stream in batches
 * (all that Papa has parsed so far), so a row costs no promise of its own; waiting follows Node's async iterator
 * for streams: buffered records first, then the stream's error, else its end.
 */
class CsvRecords {
  private line = 1;
  private failure: unknown;
  /** undefined while the parser runs, null once it ended normally, else the error it stopped with. */
  private settled: unknown = undefined;
  private wake: (() => void) | undefined;
  /** Records read by next() and not handed out yet. */
  private held: CsvRecord[] = [];
  private readonly parser: Duplex;
  private readonly stopWatching: () => void;

  constructor(source: Readable, maxBytes: number) {
    this.parser = createParser();
    const text = Readable.from(decodedText(source, maxBytes), { objectMode: false });
    pipeline(text, this.parser, (error) => {
      if (error) this.failure = error;
    });
    const notify = (): void => {
      const wake = this.wake;
      this.wake = undefined;
      wake?.();
    };
    this.parser.on('readable', notify);
    const stopFinished = finished(this.parser, { writable: false }, (error) => {
      this.settled = error ?? null;
      notify();
    });
    this.stopWatching = () => {
      this.parser.off('readable', notify);
      stopFinished();
    };
  }

  /** The records parsed so far (at least one), or undefined after the last one. */
  async nextBatch(): Promise<CsvRecord[] | undefined> {
    if (this.held.length > 0) {
      const held = this.held;
      this.held = [];
      return held;
    }
    for (;;) {
      const batch: CsvRecord[] = [];
      if (!this.parser.destroyed) {
        for (let record: unknown = this.parser.read(); record !== null; record = this.parser.read()) {
          batch.push(this.toRecord(record));
        }
      }
      if (batch.length > 0) return batch;
      // pipeline() destroys the parser with the source's error (size, binary), which is the one to report.
      if (this.settled !== undefined && this.settled !== null) throw this.failure ?? this.settled;
      if (this.settled === null) {
        if (this.failure !== undefined) throw this.failure;
        return undefined;
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** The next record, or undefined after the last one. */
  async next(): Promise<CsvRecord | undefined> {
    if (this.held.length === 0) this.held = (await this.nextBatch()) ?? [];
    return this.held.shift();
  }

  private toRecord(record: unknown): CsvRecord {
    const fields = Array.isArray(record) ? record.map((field) => String(field)) : [String(record)];
    const start = this.line;
    this.line += 1 + newlineCount(fields);
    return { fields, line: start };
  }

  /** Stops parsing and closes the file; safe to call more than once. */
  close(): void {
    this.stopWatching();
    if (!this.parser.destroyed) this.parser.destroy();
  }
}

function isBlank(fields: readonly string[]): boolean {
  return fields.length === 1 && (fields[0] ?? '').trim() === '';
}

/**
 * Reads a CSV file as one sheet. The header is read and checked before the sheet is yielded; the rows are parsed
 * as they are iterated, so memory use does not grow with the file. Ragged rows are collected and reported together
 * (up to five) when the rows end or the report is full.
 */
export async function* readCsv(input: string | Readable, options: CsvReadOptions = {}): AsyncGenerator<TabularSheet> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (typeof input === 'string' && (await stat(input)).size > maxBytes) throw tooLargeError(maxBytes);
  const source = typeof input === 'string' ? createReadStream(input) : input;
  const name = options.name ?? (typeof input === 'string' ? path.basename(input) : 'data.csv');
  const records = new CsvRecords(source, maxBytes);
  try {
    let first = await records.next();
    let blankBeforeHeader: number | undefined;
    while (first !== undefined && isBlank(first.fields)) {
      blankBeforeHeader ??= first.line;
      first = await records.next();
    }
    if (first === undefined) throw emptyFileError();
    if (blankBeforeHeader !== undefined) throw missingHeaderError(blankBeforeHeader);
    const header = validateHeader(first.fields, first.line);

    async function* rows(): AsyncGenerator<string[]> {
      const ragged = new RaggedRows(header.length);
      try {
        for (let batch = await records.nextBatch(); batch !== undefined; batch = await records.nextBatch()) {
          for (const { fields, line } of batch) {
            if (isBlank(fields)) continue;
            if (fields.length !== header.length) ragged.add(line, fields.length);
            else yield fields;
          }
        }
      } finally {
        // Stops the parser when the rows end early (a consumer that stops, a ragged-row report).
        records.close();
      }
      ragged.throwIfAny();
    }
    yield { name, header, rows: rows() };
  } finally {
    // Closes the file when the consumer stops early or an error is thrown.
    records.close();
  }
}
