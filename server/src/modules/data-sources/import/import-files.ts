import path from 'node:path';
import type { ClientBase } from 'pg';
import { readCsv } from './csv-reader';
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

/**
 * Imports CSV and XLSX files into `schemaName` (created when missing), one table per file or non-empty sheet.
 * Each file is read twice: once to validate it and infer column types, once to load it with COPY, so memory use does
 * not grow with the file. Every file is checked before anything is created. All or nothing: the caller runs this in
 * a transaction and rolls back on any error; nothing here commits.
 */
export async function importFiles(
  client: ClientBase,
  schemaName: string,
  files: readonly ImportFile[],
  options: ImportOptions = {},
): Promise<ImportedTable[]> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const formats = files.map((file) => fileFormat(file.originalName));

  // Pass 1: validate every file and infer types, so a bad file fails before any table exists.
  const plans: PlannedTable[][] = [];
  for (const [i, file] of files.entries()) {
    const format = formats[i] ?? 'csv';
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
    plans.push(planned);
  }

  const names = uniqueTableNames(plans.flat().map((plan) => plan.sourceName));
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}`);

  // Pass 2: load each sheet into its table, in the same order as pass 1 saw them.
  const tables: ImportedTable[] = [];
  for (const [i, file] of files.entries()) {
    const planned = plans[i] ?? [];
    let s = 0;
    for await (const sheet of readSheets(file, formats[i] ?? 'csv', maxBytes)) {
      const plan = planned[s];
      const name = names[tables.length];
      // Only a file changed between the passes could make them disagree.
      if (plan === undefined || name === undefined) throw new Error(`${file.originalName} changed while importing`);
      const rowCount = await loadTable(client, schemaName, name, plan.columns, sheet.rows);
      tables.push({ name, rowCount, columns: plan.columns });
      s++;
    }
  }
  return tables;
}
