import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

/** A field value; null and undefined become an empty field. */
export type CsvValue = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows are gathered into chunks of about this many characters before they are written. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Writes a CSV file row by row (comma separated, LF line ends, UTF-8, no byte order mark). Rows are buffered into
 * small chunks and the writer waits whenever the file stream is full, so memory stays flat whatever the row count.
 */
export class CsvFileWriter {
  private buffer = '';
  private rows = 0;
  private failure: unknown;

  private constructor(
    readonly path: string,
    private readonly stream: WriteStream,
  ) {
    stream.on('error', (error) => {
      this.failure ??= error;
    });
  }

  static create(path: string, header: readonly string[]): CsvFileWriter {
    const writer = new CsvFileWriter(path, createWriteStream(path, { encoding: 'utf8' }));
    writer.buffer = header.map(csvField).join(',') + '\n';
    return writer;
  }

  get rowCount(): number {
    return this.rows;
  }

  async write(values: readonly CsvValue[]): Promise<void> {
    this.buffer += values.map(csvField).join(',') + '\n';
    this.rows++;
    if (this.buffer.length >= CHUNK_CHARS) await this.flush();
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await finished(this.stream);
    if (this.failure !== undefined) throw this.failure;
  }

  private async flush(): Promise<void> {
    if (this.failure !== undefined) throw this.failure;
    const chunk = this.buffer;
    this.buffer = '';
    if (chunk !== '' && !this.stream.write(chunk)) await once(this.stream, 'drain');
  }
}
