import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CsvFileWriter, csvField } from './csv-file-writer';

describe('CsvFileWriter', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'csv-file-writer-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('quotes only the fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('Hartley & Moss, Co., Ltd.')).toBe('"Hartley & Moss, Co., Ltd."');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('streams many rows to a file with a header', async () => {
    const file = path.join(dir, 'rows.csv');
    const writer = CsvFileWriter.create(file, ['id', 'name']);
    for (let i = 1; i <= 20_000; i++) await writer.write([i, `name ${i}`]);
    await writer.close();
    expect(writer.rowCount).toBe(20_000);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines[0]).toBe('id,name');
    expect(lines[20_000]).toBe('20000,name 20000');
    expect(lines).toHaveLength(20_002);
    expect(lines.at(-1)).toBe('');
  });

  it('reports a file that cannot be written', async () => {
    const writer = CsvFileWriter.create(path.join(dir, 'missing', 'rows.csv'), ['id']);
    await expect(writer.close()).rejects.toThrow(/ENOENT/);
  });
});
