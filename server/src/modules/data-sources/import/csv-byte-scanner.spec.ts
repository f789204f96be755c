import { ByteColumnInference } from './byte-inference';
import { CsvByteScanner, TURNED_DOWN } from './csv-byte-scanner';

interface ScanResult {
  /** The bytes COPY would get: the scanned records without the blank lines. */
  forwarded: string;
  rows: number;
  types: string[];
  declined?: string;
}

/** Scans `text` cut into buffers at the given offsets, carrying each unfinished record into the next buffer. */
function scanInParts(text: string, splits: readonly number[], delimiter = ',', crlf = false): ScanResult {
  const bytes = Buffer.from(text);
  const headerScan = new CsvByteScanner(delimiter.charCodeAt(0), crlf, 0);
  const header = headerScan.readHeader(bytes, 0, true);
  if (header === undefined) throw new Error(headerScan.declined?.reason);
  const columns = header.fields.map(() => new ByteColumnInference());
  const scanner = new CsvByteScanner(delimiter.charCodeAt(0), crlf, header.fields.length, columns);
  const parts = [header.dataStart, ...splits, bytes.length].map((offset, i, all) => bytes.subarray(offset, all[i + 1]));
  let forwarded = '';
  let pending = Buffer.alloc(0);
  for (const [i, part] of parts.slice(0, -1).entries()) {
    const work = Buffer.concat([pending, part]);
    const cuts: number[] = [];
    const end = scanner.scan(work, 0, i === parts.length - 2, cuts);
    if (end === TURNED_DOWN) return { forwarded, rows: scanner.rows, types: [], declined: scanner.declined?.reason };
    let from = 0;
    for (let c = 0; c < cuts.length; c += 2) {
      forwarded += work.toString('utf8', from, cuts[c]);
      from = cuts[c + 1] ?? from;
    }
    forwarded += work.toString('utf8', from, end);
    pending = work.subarray(end);
  }
  return { forwarded, rows: scanner.rows, types: columns.map((column) => column.type()) };
}

describe('CsvByteScanner', () => {
  const tricky =
    'id,note,when\r\n' +
    '1,"a, ""quoted""\r\nvalue",2020-01-01\r\n' +
    '\r\n' +
    '2,,2020-01-02 10:00\r\n' +
    '3,"",\r\n' +
    '\r\n' +
    '4,"ends with quote """,2020-01-03\r\n' +
    '5,plain,2020-01-04';

  it('reads the same records wherever the buffers end', () => {
    const whole = scanInParts(tricky, [], ',', true);
    expect(whole).toEqual({
      forwarded:
        '1,"a, ""quoted""\r\nvalue",2020-01-01\r\n2,,2020-01-02 10:00\r\n3,"",\r\n4,"ends with quote """,2020-01-03\r\n5,plain,2020-01-04',
      rows: 5,
      types: ['integer', 'text', 'timestamp'],
    });
    const dataStart = Buffer.byteLength('id,note,when\r\n');
    for (let split = dataStart; split <= Buffer.byteLength(tricky); split++) {
      expect([split, scanInParts(tricky, [split], ',', true)]).toEqual([split, whole]);
    }
  });

  it.each<[string, string, boolean, string]>([
    ['a quote inside an unquoted value', 'a,b\n1,x"y\n', false, 'a quote inside an unquoted value'],
    ['text after a closing quote', 'a,b\n1,"x"y\n', false, 'text after a closing quote'],
    ['a lone LF in a CRLF file', 'a,b\r\n1,2\n3,4\r\n', true, 'a lone LF in a file with CRLF line endings'],
    ['a CR in an LF file', 'a,b\n1,2\r\n', false, 'a CR in a file with LF line endings'],
    ['a ragged row', 'a,b\n1,2,3\n', false, 'a row has more than 2 fields'],
    ['a short row', 'a,b\n1\n', false, 'a row has 1 fields, the header 2'],
    ['an unclosed quote', 'a,b\n1,"x\n', false, 'a quoted value is not closed'],
    ['a backslash line', 'a,b\n\\.\n', false, 'a line starts with a backslash'],
  ])('turns down %s', (_label, text, crlf, reason) => {
    expect(scanInParts(text, [], ',', crlf).declined).toBe(reason);
  });

  it('says which refusals the parsed path will report as errors', () => {
    const scan = (text: string): boolean | undefined => {
      const scanner = new CsvByteScanner(0x2c, false, 2, [new ByteColumnInference(), new ByteColumnInference()]);
      scanner.scan(Buffer.from(text), 0, true, []);
      return scanner.declined?.fileWillFail;
    };
    expect(scan('1,2,3\n')).toBe(true);
    // One field may be a blank line of spaces, which the parsed path skips.
    expect(scan('   \n')).toBe(false);
    expect(scan('1,"x"y\n')).toBe(false);
  });
});
