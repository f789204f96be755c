import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { readCsv } from './csv-reader';
import { ImportError } from './import-errors';

interface ReadResult {
  name: string;
  header: string[];
  rows: string[][];
}

async function readAll(input: string | Readable, maxBytes?: number): Promise<ReadResult[]> {
  const sheets: ReadResult[] = [];
  for await (const sheet of readCsv(input, { maxBytes })) {
    const rows: string[][] = [];
    for await (const row of sheet.rows) rows.push(row);
    sheets.push({ name: sheet.name, header: sheet.header, rows });
  }
  return sheets;
}

async function readText(text: string | Buffer): Promise<ReadResult> {
  const [sheet, ...rest] = await readAll(Readable.from([Buffer.from(text)]));
  expect(rest).toEqual([]);
  if (sheet === undefined) throw new Error('no sheet');
  return sheet;
}

async function importError(text: string | Buffer, maxBytes?: number): Promise<ImportError> {
  try {
    await readAll(Readable.from([Buffer.from(text)]), maxBytes);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('readCsv', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'csv-reader-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads a file by path and names the sheet after it', async () => {
    const file = path.join(dir, 'order-details.csv');
    writeFileSync(file, 'a,b\n1,2\n3,4\n');
    expect(await readAll(file)).toEqual([
      {
        name: 'order-details.csv',
        header: ['a', 'b'],
        rows: [
          ['1', '2'],
          ['3', '4'],
        ],
      },
    ]);
  });

  it('strips a UTF-8 byte order mark', async () => {
    const sheet = await readText('\ufeffid,name\n1,x\n');
    expect(sheet.header).toEqual(['id', 'name']);
    expect(sheet.rows).toEqual([['1', 'x']]);
  });

  it('detects a semicolon delimiter', async () => {
    const sheet = await readText('id;price;name\n1;2,5;a\n2;3,0;b\n');
    expect(sheet.header).toEqual(['id', 'price', 'name']);
    expect(sheet.rows).toEqual([
      ['1', '2,5', 'a'],
      ['2', '3,0', 'b'],
    ]);
  });

  it('keeps commas, quotes and newlines inside quoted fields', async () => {
    const sheet = await readText('id,note\n1,"a, b"\n2,"line 1\nline 2"\n3,"say ""hi"""\n');
    expect(sheet.rows).toEqual([
      ['1', 'a, b'],
      ['2', 'line 1\nline 2'],
      ['3', 'say "hi"'],
    ]);
  });

  it('handles CRLF line endings without a trailing newline', async () => {
    const sheet = await readText('id,name\r\n1,x\r\n2,y');
    expect(sheet.header).toEqual(['id', 'name']);
    expect(sheet.rows).toEqual([
      ['1', 'x'],
      ['2', 'y'],
    ]);
  });

  it('skips blank lines between rows', async () => {
    const sheet = await readText('id,name\n1,x\n\n2,y\n\n');
    expect(sheet.rows).toEqual([
      ['1', 'x'],
      ['2', 'y'],
    ]);
  });

  it('reads a header-only file as a sheet without rows', async () => {
    const sheet = await readText('id,name\n');
    expect(sheet).toEqual({ name: 'data.csv', header: ['id', 'name'], rows: [] });
  });

  it('decodes a file that is not valid UTF-8 as Latin-1', async () => {
    const sheet = await readText(Buffer.from('city\nM\xfcnster\n', 'latin1'));
    expect(sheet.rows).toEqual([['Münster']]);
  });

  it('streams a file larger than the sniffed prefix, keeping multi-byte characters whole', async () => {
    const line = 'é,ü\n';
    const body = line.repeat(40_000);
    const chunks: Buffer[] = [];
    const bytes = Buffer.from(`a,b\n${body}`);
    // Odd-sized chunks split multi-byte characters across chunk boundaries.
    for (let i = 0; i < bytes.length; i += 1001) chunks.push(bytes.subarray(i, i + 1001));
    const [sheet] = await readAll(Readable.from(chunks));
    expect(sheet?.rows.length).toBe(40_000);
    expect(sheet?.rows.every((row) => row[0] === 'é' && row[1] === 'ü')).toBe(true);
  });

  describe('errors', () => {
    it('rejects an empty file', async () => {
      expect((await importError('')).message).toBe('The file is empty.');
      expect((await importError('\n\r\n  \n')).message).toBe('The file is empty.');
    });

    it('rejects a missing header', async () => {
      const error = await importError('\n1,2\n3,4\n');
      expect(error.message).toBe('The first row is empty; the file needs a header row with column names.');
      expect(error.line).toBe(1);
      expect((await importError(',,\n1,2,3\n')).message).toBe(
        'The first row is empty; the file needs a header row with column names.',
      );
    });

    it('rejects a header with an unnamed column', async () => {
      const error = await importError('a,,c\n1,2,3\n');
      expect(error.message).toBe('Column 2 has no name in the header.');
    });

    it('rejects duplicate header names', async () => {
      const error = await importError('id,x,y,x\n1,2,3,4\n');
      expect(error.message).toBe('Duplicate column name "x" in the header.');
      expect(error.line).toBe(1);
    });

    it('drops the spaces around header names, and finds duplicates among the trimmed names (found by fuzzing)', async () => {
      expect((await readText(' id ,\tAmount ($)\n1,2\n')).header).toEqual(['id', 'Amount ($)']);
      const error = await importError('x, x\n1,2\n');
      expect(error.message).toBe('Duplicate column name "x" in the header.');
    });

    it('rejects a column named like one of PostgreSQL’s system columns (found by fuzzing)', async () => {
      const error = await importError('id,ctid\n1,2\n');
      expect(error.message).toBe('Column name "ctid" is reserved by the database; rename that column.');
      expect(error.line).toBe(1);
    });

    it('reports a ragged row with its line number', async () => {
      const lines = ['a,b,c,d', ...Array.from({ length: 15 }, (_, i) => `${i},2,3,4`), '1,2,3,4,5', '1,2,3,4'];
      const error = await importError(lines.join('\n'));
      expect(error.message).toBe('Row 17 has 5 fields; the header has 4.');
      expect(error.line).toBe(17);
      expect(error.lines).toEqual([17]);
    });

    it('counts lines inside quoted fields and blank lines for line numbers', async () => {
      const error = await importError('a,b\n1,"x\ny"\n\n2\n');
      expect(error.message).toBe('Row 5 has 1 fields; the header has 2.');
      expect(error.line).toBe(5);
    });

    it('reports up to five ragged rows together', async () => {
      const lines = ['a,b', '1', '1,2', '1,2,3', '1', '1', '1', '1'];
      const error = await importError(lines.join('\n'));
      expect(error.message).toBe(
        'Row 2 has 1 fields; the header has 2. Row 4 has 3 fields; the header has 2. ' +
          'Row 5 has 1 fields; the header has 2. Row 6 has 1 fields; the header has 2. ' +
          'Row 7 has 1 fields; the header has 2.',
      );
      expect(error.lines).toEqual([2, 4, 5, 6, 7]);
    });

    it('rejects a binary file posing as CSV', async () => {
      expect((await importError(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]))).message).toBe(
        'This file is not a text CSV file.',
      );
      const controls = Buffer.alloc(1000, 0x41);
      for (let i = 0; i < 1000; i += 10) controls[i] = 0x01;
      expect((await importError(controls)).message).toBe('This file is not a text CSV file.');
    });

    it('accepts a few stray control characters in text', async () => {
      const sheet = await readText(`a\n${'x'.repeat(200)}\x01\n`);
      expect(sheet.rows).toHaveLength(1);
    });

    it('rejects a stream over the size limit', async () => {
      const error = await importError('a,b\n1,2\n', 5);
      expect(error.message).toBe('The file is larger than the 0 MB limit.');
      const big = await importError('x'.repeat(2 * 1024 * 1024), 1024 * 1024);
      expect(big.message).toBe('The file is larger than the 1 MB limit.');
    });

    it('rejects a file by path over the size limit before reading it', async () => {
      const file = path.join(dir, 'big.csv');
      writeFileSync(file, 'a\n'.repeat(1000));
      await expect(readAll(file, 1000)).rejects.toThrow(new ImportError('The file is larger than the 0 MB limit.'));
      await expect(readAll(file, 200 * 1024 * 1024)).resolves.toHaveLength(1);
    });
  });
});
