import { isDataDictionaryHeader, readDataDictionary, type DataDictionary } from './catalog/data-dictionary';
import { fileError, type SizedFile } from './import-upload';
import { readCsv } from './import/csv-reader';
import { fileFormat } from './import/import-files';

/** The header of a CSV file, read without reading the rest. */
async function csvHeader(file: SizedFile, maxBytes: number): Promise<readonly string[]> {
  const sheets = readCsv(file.path, { maxBytes, name: file.originalName });
  try {
    const first = await sheets.next();
    return first.done ? [] : first.value.header;
  } finally {
    // Closes the file.
    await sheets.return(undefined);
  }
}

/**
 * Sets apart the data dictionaries among uploaded files: CSV files whose header is exactly `Table,Field,Description`.
 * They describe the other files' tables and columns rather than becoming tables themselves.
 */
export async function splitDictionaries(
  files: readonly SizedFile[],
  maxBytes: number,
): Promise<{ dataFiles: SizedFile[]; dictionaries: DataDictionary[] }> {
  const dataFiles: SizedFile[] = [];
  const dictionaries: DataDictionary[] = [];
  for (const file of files) {
    try {
      if (fileFormat(file.originalName) === 'csv' && isDataDictionaryHeader(await csvHeader(file, maxBytes))) {
        dictionaries.push(await readDataDictionary(file.path));
        continue;
      }
    } catch (error) {
      throw fileError(error, file.originalName);
    }
    dataFiles.push(file);
  }
  return { dataFiles, dictionaries };
}
