import { stat } from 'node:fs/promises';
import pg from 'pg';
import { DataSourceInputError, FileTooLargeError, ImportFailedError } from './data-source.errors';
import { ImportError } from './import/import-errors';
import { fileFormat, importFiles, type ImportedTable, type ImportFile } from './import/import-files';
import { tableNameFor, uniqueTableNames } from './import/table-name';

/** How many files one upload may hold. */
export const MAX_UPLOAD_FILES = 50;

export interface SizedFile extends ImportFile {
  bytes: number;
}

/** Checks what can be checked before anything is stored: the number of files, their formats and sizes. */
export async function checkUploadFiles(files: readonly ImportFile[], maxBytes: number): Promise<SizedFile[]> {
  if (files.length === 0) throw new DataSourceInputError('Add at least one CSV or XLSX file.');
  if (files.length > MAX_UPLOAD_FILES) throw new DataSourceInputError(`At most ${MAX_UPLOAD_FILES} files can be imported at once.`);
  const sized: SizedFile[] = [];
  for (const file of files) {
    try {
      fileFormat(file.originalName);
    } catch (error) {
      throw fileError(error, file.originalName);
    }
    const { size } = await stat(file.path);
    if (size > maxBytes) throw new FileTooLargeError(maxBytes);
    sized.push({ ...file, bytes: size });
  }
  return sized;
}

export interface FileImported {
  fileName: string;
  /** Rows and bytes of every file imported so far. */
  rows: number;
  bytes: number;
}

/**
 * Imports the files into `schemaName` one at a time, on a client inside the caller's transaction, and reports after
 * each file. Table names stay unique across files, as a single importFiles call would keep them: a CSV file is
 * steered away from names earlier files took; an XLSX sheet (named by the workbook) that clashes is refused clearly.
 * A bad file fails with the file's name and its offending lines; the caller rolls back.
 */
export async function importUploadFiles(
  client: pg.ClientBase,
  schemaName: string,
  files: readonly SizedFile[],
  maxBytes: number,
  onFileImported: (progress: FileImported) => void,
): Promise<ImportedTable[]> {
  const tables: ImportedTable[] = [];
  let rows = 0;
  let bytes = 0;
  for (const file of files) {
    let imported: ImportedTable[];
    try {
      const originalName = fileFormat(file.originalName) === 'csv' ? csvNameAvoiding(file.originalName, tables) : file.originalName;
      imported = await importFiles(client, schemaName, [{ path: file.path, originalName }], { maxBytes });
    } catch (error) {
      throw fileError(error, file.originalName);
    }
    tables.push(...imported);
    rows += imported.reduce((sum, table) => sum + table.rowCount, 0);
    bytes += file.bytes;
    onFileImported({ fileName: file.originalName, rows, bytes });
  }
  return tables;
}

/** The name to import a CSV file under so that its table does not clash with one already made (`orders_2`). */
function csvNameAvoiding(originalName: string, taken: readonly ImportedTable[]): string {
  const wanted = tableNameFor(originalName);
  const unique = uniqueTableNames([...taken.map((table) => table.name), wanted]).at(-1) ?? wanted;
  return unique === wanted ? originalName : `${unique}.csv`;
}

const DUPLICATE_TABLE = '42P07';

/** A problem with one file, worded for the user who uploaded it; anything else (the database is down) passes. */
export function fileError(error: unknown, fileName: string): unknown {
  if (error instanceof ImportError) return new ImportFailedError(`${fileName}: ${error.message}`, fileName, error.lines);
  if (error instanceof pg.DatabaseError && error.code === DUPLICATE_TABLE) {
    const table = /"([^"]+)"/.exec(error.message)?.[1];
    return new ImportFailedError(
      `${fileName}: the table "${table ?? '?'}" would come from two files. Rename the sheet or one of the files.`,
      fileName,
      [],
    );
  }
  // Class 22 (data exception): a value the inferred column type could not hold.
  if (error instanceof pg.DatabaseError && error.code?.startsWith('22')) {
    return new ImportFailedError(`${fileName}: a value could not be stored (${error.message}).`, fileName, []);
  }
  return error;
}
