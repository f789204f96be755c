import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DEFAULT_MAX_BYTES, ImportError, emptyFileError, tooLargeError } from './import-errors';
import { RaggedRows, type TabularSheet, missingHeaderError, validateHeader } from './tabular';

export interface XlsxReadOptions {
  /** Larger files fail with an ImportError; defaults to 200 MB. */
  maxBytes?: number;
}

const notXlsxError = (): ImportError => new ImportError('This file is not a valid XLSX workbook.');

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Excel dates carry no zone; ExcelJS hands them over as UTC, so the UTC fields are the cell's wall-clock value. */
export function formatExcelDate(date: Date): string {
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  const ms = date.getUTCMilliseconds();
  if (h === 0 && m === 0 && s === 0 && ms === 0) return day;
  return `${day}T${pad(h)}:${pad(m)}:${pad(s)}${ms === 0 ? '' : `.${pad(ms, 3)}`}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A cell's value as text: formulas give their result, rich text its plain text; errors and blanks are empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatExcelDate(value);
  if (isRecord(value)) {
    if (Array.isArray(value.richText)) {
      return value.richText.map((run: unknown) => (isRecord(run) ? cellText(run.text) : '')).join('');
    }
    if ('formula' in value || 'sharedFormula' in value) return cellText(value.result);
    // Hyperlinks carry their display text.
    if ('text' in value) return cellText(value.text);
    // Error cells (#DIV/0! …) have no value to load.
    if ('error' in value) return '';
  }
  return String(value);
}

/** ExcelJS's row values are 1-based and sparse; this gives a dense 0-based array of strings. */
function rowTexts(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const texts: string[] = [];
  for (let i = 1; i < values.length; i++) texts.push(cellText(values[i]));
  // Trailing empty cells are formatting, not data.
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
  return texts;
}

async function assertZip(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const magic = Buffer.alloc(4);
    const { bytesRead } = await handle.read(magic, 0, 4, 0);
    if (bytesRead === 0) throw emptyFileError();
    if (bytesRead < 4 || magic.readUInt32LE(0) !== 0x04034b50) throw notXlsxError();
  } finally {
    await handle.close();
  }
}

function sheetName(worksheet: object, index: number): string {
  // The typings omit `name`, which the streaming reader fills in from workbook.xml.
  const name: unknown = 'name' in worksheet ? worksheet.name : undefined;
  return typeof name === 'string' && name !== '' ? name : `Sheet${index}`;
}

/**
 * Reads an .xlsx workbook with ExcelJS's streaming reader: one sheet per non-empty worksheet, the first non-empty
 * row as its header. Sheets must be consumed in order, each one's rows before the next sheet. Empty rows are skipped.
 */
export async function* readXlsx(file: string, options: XlsxReadOptions = {}): AsyncGenerator<TabularSheet> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if ((await stat(file)).size > maxBytes) throw tooLargeError(maxBytes);
  await assertZip(file);
  // styles: 'cache' lets ExcelJS recognise date formats and return Date values.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let sheets = 0;
  let index = 0;
  try {
    for await (const worksheet of workbook) {
      index++;
      const rowIterator = worksheet[Symbol.asyncIterator]();
      let header: string[] | undefined;
      let headerLine = 0;
      for (let next = await rowIterator.next(); !next.done; next = await rowIterator.next()) {
        const texts = rowTexts(next.value.values);
        if (texts.length === 0) continue;
        // A blank first row is a missing header, as in CSV; ExcelJS only reports rows that hold cells.
        if (next.value.number > 1 && header === undefined) throw missingHeaderError(1);
        header = validateHeader(texts, next.value.number);
        headerLine = next.value.number;
        break;
      }
      if (header === undefined) continue;
      sheets++;
      const width = header.length;
      async function* rows(): AsyncGenerator<string[]> {
        const ragged = new RaggedRows(width);
        try {
          for (let next = await rowIterator.next(); !next.done; next = await rowIterator.next()) {
            const texts = rowTexts(next.value.values);
            if (texts.length === 0 || next.value.number <= headerLine) continue;
            if (texts.length > width) ragged.add(next.value.number, texts.length);
            else yield texts.concat(Array.from({ length: width - texts.length }, () => ''));
          }
        } catch (error) {
          if (error instanceof ImportError) throw error;
          throw notXlsxError();
        }
        ragged.throwIfAny();
      }
      yield { name: sheetName(worksheet, index), header, rows: rows() };
      // The zip is read in order: rows the consumer skipped must be read before the next sheet.
      while (!(await rowIterator.next()).done);
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw notXlsxError();
  }
  if (sheets === 0) throw emptyFileError();
}
