/**
 * A data dictionary: a CSV with exactly the header `Table,Field,Description`, uploaded with a source. It is not
 * imported as a table; it describes the source's tables and columns, and the engine matches words against those
 * descriptions.
 */
import { readCsv } from '../import/csv-reader';
import { ImportError } from '../import/import-errors';
import { sanitizeTableName, tableNameFor } from '../import/table-name';
import type { CatalogTable } from './catalog';

export interface DataDictionaryEntry {
  table: string;
  /** Empty when the entry describes the table itself. */
  field: string;
  description: string;
}

export type DataDictionary = readonly DataDictionaryEntry[];

const HEADER = ['Table', 'Field', 'Description'];

export function isDataDictionaryHeader(header: readonly string[]): boolean {
  return header.length === HEADER.length && header.every((name, i) => name.trim() === HEADER[i]);
}

/** Reads a data dictionary file (any encoding or delimiter the importer accepts); rows without a description are skipped. */
export async function readDataDictionary(path: string): Promise<DataDictionary> {
  const entries: DataDictionaryEntry[] = [];
  for await (const sheet of readCsv(path)) {
    if (!isDataDictionaryHeader(sheet.header)) {
      throw new ImportError(`A data dictionary needs exactly the header ${HEADER.join(',')}.`, 1);
    }
    for await (const [table = '', field = '', description = ''] of sheet.rows) {
      const entry = { table: table.trim(), field: field.trim(), description: description.trim() };
      if (entry.table !== '' && entry.description !== '') entries.push(entry);
    }
  }
  return entries;
}

/**
 * The tables with the dictionary's descriptions. An entry's Table is matched the way an uploaded file becomes a table
 * ('Sales Pipeline.csv' and 'sales_pipeline' both name sales_pipeline), its Field case-insensitively; an entry with
 * no Field describes the table. Entries that match nothing are ignored; the input is not changed.
 */
export function applyDescriptions(tables: readonly CatalogTable[], dictionary: DataDictionary): CatalogTable[] {
  return tables.map((table) => {
    const key = sanitizeTableName(table.name);
    const entries = dictionary.filter((entry) => tableNameFor(entry.table) === key);
    if (entries.length === 0) return table;
    const fields = new Map(entries.map((entry) => [entry.field.toLowerCase(), entry.description]));
    return {
      ...table,
      description: fields.get('') ?? table.description,
      columns: table.columns.map((column) => ({
        ...column,
        description: fields.get(column.name.toLowerCase()) ?? column.description,
      })),
    };
  });
}
