import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataSourceInputError, FileTooLargeError, ImportFailedError } from './data-source.errors';
import { ImportError } from './import/import-errors';
import { checkUploadFiles, fileError, MAX_UPLOAD_FILES } from './import-upload';

describe('checkUploadFiles', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'check-upload-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, data: string) => {
    const filePath = path.join(dir, name);
    writeFileSync(filePath, data);
    return { path: filePath, originalName: name };
  };

  it('returns the files with their sizes', async () => {
    expect(await checkUploadFiles([file('a.csv', 'x\n1\n'), file('b.XLSX', 'zip')], 100)).toEqual([
      { path: path.join(dir, 'a.csv'), originalName: 'a.csv', bytes: 4 },
      { path: path.join(dir, 'b.XLSX'), originalName: 'b.XLSX', bytes: 3 },
    ]);
  });

  it('refuses no files, too many files, other formats and files over the limit', async () => {
    await expect(checkUploadFiles([], 100)).rejects.toThrow(new DataSourceInputError('Add at least one CSV or XLSX file.'));
    const many = Array.from({ length: MAX_UPLOAD_FILES + 1 }, () => file('a.csv', 'x\n'));
    await expect(checkUploadFiles(many, 100)).rejects.toThrow(`At most ${MAX_UPLOAD_FILES} files can be imported at once.`);
    await expect(checkUploadFiles([file('a.json', '{}')], 100)).rejects.toThrow('a.json: Only CSV and XLSX files can be imported.');
    await expect(checkUploadFiles([file('big.csv', 'x'.repeat(1_100_000))], 1024 * 1024)).rejects.toThrow(new FileTooLargeError(1024 * 1024));
    expect(new FileTooLargeError(200 * 1024 * 1024).message).toBe('The file is larger than the 200 MB limit.');
  });
});

describe('fileError', () => {
  it('names the file and keeps the lines of an import error', () => {
    const error = fileError(new ImportError('Row 3 has 3 fields; the header has 2.', 3, [3, 7]), 'deals.csv');
    expect(error).toBeInstanceOf(ImportFailedError);
    expect(error).toMatchObject({ code: 'UNPROCESSABLE', message: 'deals.csv: Row 3 has 3 fields; the header has 2.', details: { lines: [3, 7], file: 'deals.csv' } });
  });

  it('explains two files making the same table, and values the column type could not hold', () => {
    const duplicate = Object.assign(new pg.DatabaseError('relation "sheet1" already exists', 0, 'error'), { code: '42P07' });
    expect(fileError(duplicate, 'b.xlsx')).toMatchObject({
      message: 'b.xlsx: the table "sheet1" would come from two files. Rename the sheet or one of the files.',
      details: { lines: [], file: 'b.xlsx' },
    });
    const badValue = Object.assign(new pg.DatabaseError('invalid input syntax for type bigint: "x"', 0, 'error'), { code: '22P02' });
    expect(fileError(badValue, 'a.csv')).toMatchObject({ message: 'a.csv: a value could not be stored (invalid input syntax for type bigint: "x").' });
  });

  it('passes anything else through unchanged', () => {
    const down = new Error('connection terminated');
    expect(fileError(down, 'a.csv')).toBe(down);
  });
});
