import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { ImportError } from './import-errors';
import { cellText, readXlsx } from './xlsx-reader';

interface ReadResult {
  name: string;
  header: string[];
  rows: string[][];
}

async function readAll(file: string, maxBytes?: number): Promise<ReadResult[]> {
  const sheets: ReadResult[] = [];
  for await (const sheet of readXlsx(file, { maxBytes })) {
    const rows: string[][] = [];
    for await (const row of sheet.rows) rows.push(row);
    sheets.push({ name: sheet.name, header: sheet.header, rows });
  }
  return sheets;
}

describe('readXlsx', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'xlsx-reader-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  async function writeWorkbook(build: (workbook: ExcelJS.Workbook) => void): Promise<string> {
    const workbook = new ExcelJS.Workbook();
    build(workbook);
    const file = path.join(dir, `book-${Math.random().toString(36).slice(2)}.xlsx`);
    // The whole workbook in memory, then one synchronous write: ExcelJS's writeFile can resolve before its file
    // stream has flushed, and a busy machine then reads a cut-short file.
    writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
    return file;
  }

  it('reads every non-empty sheet with converted cell values', async () => {
    const file = await writeWorkbook((workbook) => {
      const orders = workbook.addWorksheet('Orders 2024');
      orders.addRow(['id', 'placed', 'placed_at', 'amount', 'paid', 'total', 'note']);
      orders.addRow([
        1,
        new Date(Date.UTC(1996, 6, 4)),
        new Date(Date.UTC(1996, 6, 4, 13, 45, 30)),
        12.5,
        true,
        { formula: 'D2*2', result: 25 },
        { richText: [{ text: 'bold ' }, { text: 'plain' }] },
      ]);
      orders.addRow([2, null, null, 3, false, { formula: 'D3*2', result: 6 }, 'x']);
      workbook.addWorksheet('Empty');
      const people = workbook.addWorksheet('people');
      people.addRow(['name']);
      people.addRow(['Ada']);
    });
    expect(await readAll(file)).toEqual([
      {
        name: 'Orders 2024',
        header: ['id', 'placed', 'placed_at', 'amount', 'paid', 'total', 'note'],
        rows: [
          ['1', '1996-07-04', '1996-07-04T13:45:30', '12.5', 'true', '25', 'bold plain'],
          ['2', '', '', '3', 'false', '6', 'x'],
        ],
      },
      { name: 'people', header: ['name'], rows: [['Ada']] },
    ]);
  });

  it('pads short rows and skips empty ones', async () => {
    const file = await writeWorkbook((workbook) => {
      const sheet = workbook.addWorksheet('s');
      sheet.addRow(['a', 'b', 'c']);
      sheet.addRow(['x']);
      sheet.addRow([]);
      sheet.addRow(['y', 'z', 'w']);
    });
    const [sheet] = await readAll(file);
    expect(sheet?.rows).toEqual([
      ['x', '', ''],
      ['y', 'z', 'w'],
    ]);
  });

  it('converts cell values to strings', () => {
    expect(cellText(new Date(Date.UTC(2020, 0, 2, 3, 4, 5, 6)))).toBe('2020-01-02T03:04:05.006');
    expect(cellText({ sharedFormula: 'A1', result: 'r' })).toBe('r');
    expect(cellText({ text: 'link', hyperlink: 'https://example.com' })).toBe('link');
    expect(cellText({ error: '#DIV/0!' })).toBe('');
    expect(cellText(null)).toBe('');
  });

  it('reports ragged rows, duplicate headers and a missing header with row numbers', async () => {
    const ragged = await writeWorkbook((workbook) => {
      const sheet = workbook.addWorksheet('s');
      sheet.addRow(['a', 'b']);
      sheet.addRow([1, 2]);
      sheet.addRow([1, 2, 3]);
    });
    await expect(readAll(ragged)).rejects.toThrow(new ImportError('Row 3 has 3 fields; the header has 2.'));

    const duplicate = await writeWorkbook((workbook) => {
      workbook.addWorksheet('s').addRow(['a', 'a']);
    });
    await expect(readAll(duplicate)).rejects.toThrow(new ImportError('Duplicate column name "a" in the header.'));

    const noHeader = await writeWorkbook((workbook) => {
      const sheet = workbook.addWorksheet('s');
      sheet.getCell('A2').value = 'a';
    });
    await expect(readAll(noHeader)).rejects.toThrow(
      new ImportError('The first row is empty; the file needs a header row with column names.'),
    );
  });

  it('rejects a workbook without data, a non-zip file, an empty file and a file over the limit', async () => {
    const blank = await writeWorkbook((workbook) => {
      workbook.addWorksheet('s');
    });
    await expect(readAll(blank)).rejects.toThrow(new ImportError('The file is empty.'));

    const notZip = path.join(dir, 'fake.xlsx');
    writeFileSync(notZip, 'a,b\n1,2\n');
    await expect(readAll(notZip)).rejects.toThrow(new ImportError('This file is not a valid XLSX workbook.'));

    const empty = path.join(dir, 'empty.xlsx');
    writeFileSync(empty, '');
    await expect(readAll(empty)).rejects.toThrow(new ImportError('The file is empty.'));

    const brokenZip = path.join(dir, 'broken.xlsx');
    writeFileSync(brokenZip, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]));
    await expect(readAll(brokenZip)).rejects.toThrow(new ImportError('This file is not a valid XLSX workbook.'));

    const file = await writeWorkbook((workbook) => {
      workbook.addWorksheet('s').addRow(['a']);
    });
    await expect(readAll(file, 100)).rejects.toThrow(new ImportError('The file is larger than the 0 MB limit.'));
  });
});
