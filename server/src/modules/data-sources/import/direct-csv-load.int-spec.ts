import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SeededRandom } from '../../../demo/seeded-random';
import { ImportError } from './import-errors';
import { type CsvLoadReport, type ImportFile, type ImportOptions, importFiles } from './import-files';

const DATASETS = '/work/shared/datasets';

/** What an import left: its answer and every table's column types and rows (in load order), or its error. */
interface Outcome {
  tables?: unknown;
  contents?: Record<string, { types: string[]; rows: string[] }>;
  error?: { kind: string; message: string; lines?: readonly number[] };
}

function describeError(error: unknown): Outcome['error'] {
  if (error instanceof ImportError) return { kind: 'ImportError', message: error.message, lines: error.lines };
  if (error instanceof pg.DatabaseError) return { kind: 'DatabaseError', message: error.message };
  throw error;
}

describe('direct CSV load (PostgreSQL): the same tables as the parsed path', () => {
  let client: pg.Client;
  let dir: string;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'direct-csv-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** Imports in a transaction that is rolled back after the tables were read, so nothing stays behind. */
  async function importOnce(files: readonly ImportFile[], options: ImportOptions): Promise<Outcome> {
    const schema = `direct_test_${randomBytes(6).toString('hex')}`;
    await client.query('BEGIN');
    // Dates with a zone ('Z') must not depend on the session's time zone.
    await client.query("SET LOCAL TimeZone = 'Pacific/Kiritimati'");
    try {
      const tables = await importFiles(client, schema, files, options);
      const contents: NonNullable<Outcome['contents']> = {};
      for (const table of tables) {
        const types = await client.query<{ type: string }>(
          `SELECT data_type AS type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2
            ORDER BY ordinal_position`,
          [schema, table.name],
        );
        const rows = await client.query<{ row: string }>(
          `SELECT row_to_json(t)::text AS row FROM "${schema}"."${table.name}" t ORDER BY ctid`,
        );
        contents[table.name] = { types: types.rows.map((r) => r.type), rows: rows.rows.map((r) => r.row) };
      }
      return { tables, contents };
    } catch (error) {
      return { error: describeError(error) };
    } finally {
      await client.query('ROLLBACK');
    }
  }

  /**
   * Imports the files both ways and expects the same outcome. Returns how the 'auto' path loaded each file
   * ('direct', or the reason it did not).
   */
  async function compareBothWays(files: readonly ImportFile[]): Promise<{ outcome: Outcome; paths: string[] }> {
    const parsed = await importOnce(files, { csvLoad: 'parsed' });
    const reports: CsvLoadReport[] = [];
    const auto = await importOnce(files, { onCsvLoad: (report) => reports.push(report) });
    expect(auto).toEqual(parsed);
    const paths = reports.map((r) => {
      if (!r.direct) return `parsed: ${r.reason ?? ''}`;
      return r.copies === 1 ? 'direct' : `direct, ${r.copies ?? '?'} copies`;
    });
    return { outcome: auto, paths };
  }

  function csvFile(name: string, content: string | Buffer): ImportFile {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return { path: file, originalName: name };
  }

  async function compareOne(content: string | Buffer): Promise<{ outcome: Outcome; path: string }> {
    const { outcome, paths } = await compareBothWays([csvFile('data.csv', content)]);
    return { outcome, path: paths.join('; ') };
  }

  it.each<[string, string]>([
    ['quoted fields with delimiters, line breaks and quotes', 'id,note\n1,"a, b"\n2,"line 1\nline 2"\n3,"say ""hi"""\n4,"x\r\ny"\n'],
    ['empty and quoted empty fields in text and typed columns', 'a,b,c,d\n1,,x,""\n,"",,\n2,"",y,z\n"",3,"",\n'],
    ['a byte order mark and CRLF line endings', '\ufeffid,name,when\r\n1,Ann,2020-01-01\r\n2,"B\r\nC",2020-01-02\r\n'],
    ['semicolons', 'id;price;name\n1;2,5;a\n2;3,0;"b;c"\n'],
    ['tabs', 'id\tname\tok\n1\tx y\ttrue\n2\t"q\tr"\tfalse\n'],
    ['pipes', 'a|b\n1|2\n3|4\n'],
    ['dates, midnight date-times and timestamps', 'd,m,ts,tz\n1996-07-04,1996-07-04 00:00:00.000,2020-01-02T03:04:05,2020-01-02 10:00:00.5Z\n2000-02-29,2000-03-01T00:00Z,2020-01-02 03:04,2020-01-02\n'],
    ['booleans in every spelling', 'a,b,c\ntrue,Yes,T\nFALSE,no,f\nTrue,YES,t\nfAlSe,No,F\n'],
    ['big integers', 'a,b,c\n9223372036854775807,9223372036854775808,1\n-9223372036854775808,1,-9223372036854775809\n'],
    ['numerics with exponents and signs', 'a,b,c\n1.5,1e5,-3.\n.25,2.5E-3,+7\n-0.0,1E+123,-.5\n'],
    ['negative numbers and leading zeros', 'id,code,n\n-1,007,0\n-20,0,-0\n+3,010,12\n'],
    ['white space around values in text columns', 'a,b\n x ,"  y"\n\t,z \n'],
    ['trailing and inner blank lines', 'a,b\n1,2\n\n3,4\n\n\n'],
    ['trailing blank lines with CRLF', 'a,b\r\n1,2\r\n\r\n3,4\r\n\r\n'],
    ['no line ending at the end', 'a,b\n1,2\n3,"4"'],
    ['a header only', 'a,b\n'],
    ['header names padded with spaces', ' id ,  name\n1,x\n'],
    ['unicode text and names', 'Straße,名前\nZürich,東京\n"Ünïcödé, ok",x\n'],
  ])('loads %s directly', async (_label, content) => {
    const { outcome, path: taken } = await compareOne(content);
    expect(outcome.error).toBeUndefined();
    expect(taken).toBe('direct');
  });

  it.each<[string, string | Buffer]>([
    ['Latin-1 text', Buffer.from('city,n\nM\xfcnster,1\n', 'latin1')],
    ['padded values in a typed column', 'a,b\n 5,x\n6 ,y\n'],
    ['white space only in a typed column', 'a,b\n5,x\n  ,y\n'],
    ['no-break spaces around a number', 'a\n\u00a05\n6\n'],
    ['mixed line endings', 'a\r\n1\n2\r\n3\r\n'],
    ['a lone CR', 'a,b\n1,x\ry\n'],
    ['a quote inside an unquoted value', 'a,b\n1,ab"c\n2,d\n'],
    ['text after a closing quote', 'a,b\n1,"ab" c\n2,d\n'],
    ['spaces before an opening quote', 'a,b\n1, "x"\n'],
    ['an end-of-data marker line', 'a\n1\n\\.\n2\n'],
    ['a backslash at the start of a line', 'a,b\n\\x,1\n'],
    ['blank lines with spaces in a one-column file', 'a\n1\n   \n2\n""\n3\n'],
    ['a line of spaces in a wider file', 'a,b\n1,2\n   \n3,4\n'],
    ['an unclosed quote', 'a,b\n1,"x\n'],
    ['two byte order marks', '\ufeff\ufeffa,b\n1,2\n'],
  ])('falls back for %s with the same table', async (_label, content) => {
    const { outcome, path: taken } = await compareOne(content);
    expect(outcome.error).toBeUndefined();
    expect(taken).toMatch(/^parsed: /);
  });

  it.each<[string, string | Buffer]>([
    ['ragged rows', 'a,b\n1,2\n1,2,3\n4\n5,6\n'],
    ['ragged rows after quoted line breaks and blank lines', 'a,b\n1,"x\ny"\n\n2\n'],
    ['an empty file', ''],
    ['blank lines only', '\n\r\n  \n'],
    ['a missing header', '\n1,2\n'],
    ['duplicate header names', 'id,x,y,x\n1,2,3,4\n'],
    ['an unnamed column', 'a,,c\n1,2,3\n'],
    ['a binary file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01, 0x02])],
  ])('reports %s with the same error', async (_label, content) => {
    const { outcome } = await compareOne(content);
    expect(outcome.error?.kind).toBe('ImportError');
  });

  it('reports the same ragged rows with their line numbers', async () => {
    const { outcome } = await compareOne('a,b\n1,"x\ny"\n\n2\n3,4\n5,6,7\n');
    expect(outcome.error).toEqual({
      kind: 'ImportError',
      message: 'Row 5 has 1 fields; the header has 2. Row 7 has 3 fields; the header has 2.',
      lines: [5, 7],
    });
  });

  /** A file of several MiB, so that records, quoted line breaks and CRLFs straddle the read chunks. */
  function bigCsv(rows: number, row: (i: number) => string, header: string, newline = '\n'): string {
    const lines = [header];
    for (let i = 0; i < rows; i++) lines.push(row(i));
    return lines.join(newline) + newline;
  }

  it('loads a large file whose quoted values and line endings straddle the read chunks', async () => {
    const content = bigCsv(
      60_000,
      (i) => `${i},"note ${i}, with ""quotes""\r\nand a line break",${i % 7 === 0 ? '' : (i * 1.25).toFixed(2)},2021-0${(i % 9) + 1}-1${i % 10},${i % 2 === 0}`,
      'id,note,amount,day,flag',
      '\r\n',
    );
    expect(content.length).toBeGreaterThan(4 * 1024 * 1024);
    const { outcome, path: taken } = await compareOne(content);
    expect(taken).toBe('direct');
    expect(outcome.contents?.data?.types).toEqual(['bigint', 'text', 'numeric', 'date', 'boolean']);
  });

  it('loads again with the whole file\'s types when later rows widen them', async () => {
    // Past the first 64 KiB: integers turn numeric, an empty column gets integers, dates get times, a column turns text.
    const content = bigCsv(
      20_000,
      (i) => (i < 15_000 ? `${i},,2020-01-01,${i}` : `${i}.5,${i},2020-01-01 10:00,x${i}`),
      'n,late,when,mixed',
    );
    const { outcome, path: taken } = await compareOne(content);
    expect(taken).toBe('direct, 2 copies');
    expect(outcome.contents?.data?.types).toEqual(['numeric', 'bigint', 'timestamp without time zone', 'text']);
  });

  it('falls back when a late value is padded in a typed column, or is not valid UTF-8, or holds a NUL', async () => {
    // Past the first 64 KiB, where the table already exists.
    const rows = (last: string): string => bigCsv(4_000, (i) => `${i},${'x'.repeat(40)}`, 'n,t') + last;
    expect((await compareOne(rows(' 7,y\n'))).path).toMatch(/white space/);
    expect((await compareOne(Buffer.concat([Buffer.from(rows('')), Buffer.from([0x31, 0x2c, 0xff, 0x0a])]))).path).toMatch(/UTF-8/);
    const withNul = await compareOne(rows('1,a\u0000b\n'));
    expect(withNul.path).toMatch(/NUL/);
    expect(withNul.outcome.error?.kind).toBe('DatabaseError');
  });

  it('loads a batch file by file: direct where it can, parsed where it must', async () => {
    const { outcome, paths } = await compareBothWays([
      csvFile('good.csv', 'a,b\n1,2\n'),
      csvFile('latin.csv', Buffer.from('city\nM\xfcnster\n', 'latin1')),
      csvFile('good.CSV', 'a;b;c\n"x";2020-01-01;""\n'),
    ]);
    expect(paths).toEqual(['direct', 'parsed: the file is not UTF-8', 'direct']);
    expect(Object.keys(outcome.contents ?? {})).toEqual(['good', 'latin', 'good_2']);
  });

  it('reports a bad file in a batch as the parsed path does, leaving nothing behind', async () => {
    const files = [csvFile('good.csv', 'a,b\n1,2\n'), csvFile('ragged.csv', 'a,b\n1,2\n1,2,3\n')];
    const { outcome } = await compareBothWays(files);
    expect(outcome.error).toEqual({ kind: 'ImportError', message: 'Row 3 has 3 fields; the header has 2.', lines: [3] });
  });

  it('gives the same error when a table name is taken', async () => {
    const taken = `direct_taken_${randomBytes(4).toString('hex')}`;
    await client.query(`CREATE TABLE public."${taken}" (x int)`);
    try {
      const schemaFile = csvFile(`${taken}.csv`, 'a\n1\n');
      const parsed = await importInto('public', [schemaFile], { csvLoad: 'parsed' });
      const auto = await importInto('public', [schemaFile], {});
      expect(auto).toEqual(parsed);
      expect(auto).toMatch(/already exists/);
    } finally {
      await client.query(`DROP TABLE public."${taken}"`);
    }
  });

  async function importInto(schema: string, files: ImportFile[], options: ImportOptions): Promise<string> {
    await client.query('BEGIN');
    try {
      await importFiles(client, schema, files, options);
      return 'imported';
    } catch (error) {
      return describeError(error)?.message ?? '';
    } finally {
      await client.query('ROLLBACK');
    }
  }

  it('gives the same tables as the parsed path on generated files', async () => {
    const random = new SeededRandom(5_2026);
    const pick = <T>(items: readonly T[]): T => random.pick(items);
    const kinds: Record<string, readonly string[]> = {
      integer: ['1', '-20', '+3', '0', '9223372036854775807', '42'],
      numeric: ['1.5', '.25', '-3.', '1e5', '2.5E-3', '7', '-0.0'],
      boolean: ['true', 'FALSE', 'Yes', 'no', 't', 'F'],
      date: ['1996-07-04', '2000-02-29', '1996-07-04 00:00:00.000', '2001-01-01T00:00Z'],
      timestamp: ['2020-01-02T03:04:05', '2020-01-02 03:04', '2020-01-02 10:00:00.5Z', '2020-01-02'],
      text: ['007', 'abc', 'a b', ' padded ', 'Zürich', 'say "hi"', 'x,y', 'x;y', 'x|y', 'x\ty', 'line\nbreak', 'cr\r\nlf', ''],
    };
    const odd = [' 5', '5 ', '\u00a05', '  ', '""', '\\.', 'a"b'];
    let direct = 0;
    for (let n = 0; n < 40; n++) {
      const delimiter = pick([',', ';', '\t', '|']);
      const newline = pick(['\n', '\r\n']);
      const width = random.int(1, 5);
      const columnKinds = Array.from({ length: width }, () => pick(Object.keys(kinds)));
      const quote = (value: string): string =>
        /["\r\n,;|\t]/.test(value) || (value === '' && random.chance(0.3)) || random.chance(0.1) ? `"${value.replaceAll('"', '""')}"` : value;
      const lines = [columnKinds.map((kind, i) => quote(`${kind} ${i}`)).join(delimiter)];
      for (let r = 0, rows = random.int(3, 42); r < rows; r++) {
        if (random.chance(0.03)) lines.push('');
        const values = columnKinds.map((kind) => {
          if (random.chance(0.1)) return '';
          if (random.chance(0.01)) return pick(odd);
          return pick(kinds[kind] ?? ['']);
        });
        lines.push(values.map(quote).join(delimiter));
      }
      const content = (random.chance(0.2) ? '\ufeff' : '') + lines.join(newline) + (random.chance(0.8) ? newline : '');
      const { paths } = await compareBothWays([csvFile(`generated_${n}.csv`, content)]);
      if (paths[0] === 'direct') direct++;
    }
    // Most generated files suit the direct path; the comparisons above cover both paths.
    expect(direct).toBeGreaterThan(20);
  });

  it.each(['northwind', 'crm-sales'])('imports the %s dataset to the same tables, directly', async (name) => {
    const folder = path.join(DATASETS, name);
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.csv'))
      .sort()
      .map((file) => ({ path: path.join(folder, file), originalName: file }));
    const { outcome, paths } = await compareBothWays(files);
    expect(outcome.error).toBeUndefined();
    expect(paths).toEqual(files.map(() => 'direct'));
  });
});
