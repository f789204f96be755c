import path from 'node:path';
import type { ClientBase } from 'pg';
import { readCsv } from './csv-reader';
import { loadCsvDirect } from './direct-csv-load';
import { DEFAULT_MAX_BYTES, ImportError } from './import-errors';
import { loadTable, quoteIdent } from './load-table';
import { tableNameFor, sanitizeTableName, uniqueTableNames } from './table-name';
import type { TabularSheet } from './tabular';
import { type ColumnSpec, TypeAccumulator } from './type-inference';
import { readXlsx } from './xlsx-reader';

export interface ImportFile {
  /** Where the upload is stored on disk. */
  path: string;
  /** The name the user's file had; it decides the format and the table name. */
  originalName: string;
}

export interface ImportOptions {
  maxBytes?: number;
  /**
   * 'auto' (the default) loads a CSV file straight into COPY when a scan of its bytes shows that this gives the same
   * table, else parses it in Node; 'parsed' always parses (tests and the benchmark compare the two).
   */
  csvLoad?: 'auto' | 'parsed';
  /** Told how each CSV file was loaded on the 'auto' path, and why not directly when it was not. */
  onCsvLoad?: (report: CsvLoadReport) => void;
}

export interface CsvLoadReport {
  fileName: string;
  direct: boolean;
  /** Why the file was not loaded directly. */
  reason?: string;
  /** How many times COPY loaded the file directly: 2 when later rows changed the types the first rows gave. */
  copies?: number;
}

export interface ImportedTable {
  name: string;
  rowCount: number;
  columns: ColumnSpec[];
}

type FileFormat = 'csv' | 'xlsx';

export function fileFormat(originalName: string): FileFormat {
  const ext = path.extname(originalName).toLowerCase();
  if (ext === '.csv') return 'csv';
  if (ext === '.xlsx') return 'xlsx';
  throw new ImportError('Only CSV and XLSX files can be imported.');
}

/** The sheets of one file; a CSV file is a single sheet named after the file. */
function readSheets(file: ImportFile, format: FileFormat, maxBytes: number): AsyncGenerator<TabularSheet> {
  return format === 'csv'
    ? readCsv(file.path, { maxBytes, name: file.originalName })
    : readXlsx(file.path, { maxBytes });
}

interface PlannedTable {
  sourceName: string;
  columns: ColumnSpec[];
}

/** Pass 1 for one file: validates it and infers each sheet's column types. */
async function planFile(file: ImportFile, format: FileFormat, maxBytes: number): Promise<PlannedTable[]> {
  const planned: PlannedTable[] = [];
  for await (const sheet of readSheets(file, format, maxBytes)) {
    const types = new TypeAccumulator(sheet.header.length);
    for await (const row of sheet.rows) types.add(row);
    const inferred = types.types();
    planned.push({
      sourceName: format === 'csv' ? tableNameFor(file.originalName) : sanitizeTableName(sheet.name),
      columns: sheet.header.map((name, c) => ({ name, type: inferred[c] ?? 'text' })),
    });
  }
  return planned;
}

/** Pass 2 for one file: loads each sheet planned in pass 1 into its table, named in the same order. */
async function loadFile(
  client: ClientBase,
  schemaName: string,
  file: ImportFile,
  format: FileFormat,
  maxBytes: number,
  planned: readonly PlannedTable[],
  names: readonly string[],
): Promise<ImportedTable[]> {
  const tables: ImportedTable[] = [];
  for await (const sheet of readSheets(file, format, maxBytes)) {
    const plan = planned[tables.length];
    const name = names[tables.length];
    // Only a file changed between the passes could make them disagree.
    if (plan === undefined || name === undefined) {
      throw new Error(`${file.originalName} changed while importing`);
    }
    const rowCount = await loadTable(client, schemaName, name, plan.columns, sheet.rows);
    tables.push({ name, rowCount, columns: plan.columns });
  }
  return tables;
}

/**
 * Imports CSV and XLSX files into `schemaName` (created when missing), one table per file or non-empty sheet.
 * All or nothing: the caller runs this in a transaction and rolls back on any error; nothing here commits.
 *
 * CSV files are loaded directly when they allow it (direct-csv-load.ts): their bytes go to COPY while a scan checks
 * them, in savepoints. Anything that path does not vouch for takes the parsed path, file by file; and any error
 * there (a bad file, a table name taken) rolls the whole call back to its start and reruns it the parsed way, so
 * that errors, and the order in which they show, are those of the parsed path.
 */
export async function importFiles(
  client: ClientBase,
  schemaName: string,
  files: readonly ImportFile[],
  options: ImportOptions = {},
): Promise<ImportedTable[]> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const formats = files.map((file) => fileFormat(file.originalName));
  if (options.csvLoad !== 'parsed' && formats.every((format) => format === 'csv')) {
    const tables = await importCsvFilesDirect(client, schemaName, files, maxBytes, options.onCsvLoad);
    if (tables !== undefined) return tables;
  }
  return importFilesParsed(client, schemaName, files, formats, maxBytes);
}

const BATCH_SAVEPOINT = 'quarry_import_batch';
const FILE_SAVEPOINT = 'quarry_import_file';

/** Thrown to leave the direct path for the parsed one. */
class UseParsedPath extends Error {}

/**
 * The direct path for a call made of CSV files only: undefined when the call must be run the parsed way, with
 * everything it did rolled back.
 */
async function importCsvFilesDirect(
  client: ClientBase,
  schemaName: string,
  files: readonly ImportFile[],
  maxBytes: number,
  report: ((report: CsvLoadReport) => void) | undefined,
): Promise<ImportedTable[] | undefined> {
  try {
    await client.query(`SAVEPOINT ${BATCH_SAVEPOINT}`);
  } catch {
    // Not in a transaction: without savepoints a failed attempt could not be undone.
    return undefined;
  }
  const names = uniqueTableNames(files.map((file) => tableNameFor(file.originalName)));
  let current = '';
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}`);
    const tables: ImportedTable[] = [];
    for (const [i, file] of files.entries()) {
      current = file.originalName;
      const name = names[i] ?? tableNameFor(file.originalName);
      await client.query(`SAVEPOINT ${FILE_SAVEPOINT}`);
      const loaded = await loadCsvDirect(client, schemaName, name, file.path, maxBytes);
      if ('declined' in loaded) {
        report?.({ fileName: file.originalName, direct: false, reason: loaded.declined.reason });
        // The parsed path will report this file's error; it must do so for the whole call, as it would have.
        if (loaded.declined.fileWillFail) throw new UseParsedPath();
        await client.query(`ROLLBACK TO SAVEPOINT ${FILE_SAVEPOINT}`);
        const planned = await planFile(file, 'csv', maxBytes);
        tables.push(...(await loadFile(client, schemaName, file, 'csv', maxBytes, planned, [name])));
      } else {
        report?.({ fileName: file.originalName, direct: true, copies: loaded.copies });
        tables.push({ name, rowCount: loaded.rowCount, columns: loaded.columns });
      }
      await client.query(`RELEASE SAVEPOINT ${FILE_SAVEPOINT}`);
    }
    await client.query(`RELEASE SAVEPOINT ${BATCH_SAVEPOINT}`);
    return tables;
  } catch (error) {
    if (!(error instanceof UseParsedPath)) {
      report?.({ fileName: current, direct: false, reason: error instanceof Error ? error.message : String(error) });
    }
    await client.query(`ROLLBACK TO SAVEPOINT ${BATCH_SAVEPOINT}`);
    await client.query(`RELEASE SAVEPOINT ${BATCH_SAVEPOINT}`);
    return undefined;
  }
}

/**
 * The parsed path. Each file is read twice: once to validate it and infer column types, once to load it with COPY,
 * so memory use does not grow with the file. Every file is checked before anything is created.
 */
async function importFilesParsed(
  client: ClientBase,
  schemaName: string,
  files: readonly ImportFile[],
  formats: readonly FileFormat[],
  maxBytes: number,
): Promise<ImportedTable[]> {
  // Pass 1: validate every file and infer types, so a bad file fails before any table exists.
  const plans: PlannedTable[][] = [];
  for (const [i, file] of files.entries()) plans.push(await planFile(file, formats[i] ?? 'csv', maxBytes));

  const names = uniqueTableNames(plans.flat().map((plan) => plan.sourceName));
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}`);

  // Pass 2: load each sheet into its table, in the same order as pass 1 saw them.
  const tables: ImportedTable[] = [];
  for (const [i, file] of files.entries()) {
    const planned = plans[i] ?? [];
    const fileNames = names.slice(tables.length, tables.length + planned.length);
    tables.push(...(await loadFile(client, schemaName, file, formats[i] ?? 'csv', maxBytes, planned, fileNames)));
  }
  return tables;
}
