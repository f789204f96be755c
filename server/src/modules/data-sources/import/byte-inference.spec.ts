import { ByteColumnInference, dateKindBytes, isBooleanBytes, isIntegerBytes, isNumericBytes } from './byte-inference';
import { SeededRandom } from '../../../demo/seeded-random';
import { ColumnInference, dateKind, isInteger, isNumeric, parseBoolean } from './type-inference';

/** Values near every rule's edges: signs, zeros, dots, exponents, date and time parts, boolean spellings. */
function randomValue(random: SeededRandom): string {
  const pick = <T>(items: readonly T[]): T => random.pick(items);
  const digits = (n: number): string => Array.from({ length: n }, () => pick('0123456789'.split(''))).join('');
  const shapes: (() => string)[] = [
    () => pick(['', '+', '-']) + digits(random.int(1, 22)),
    () => pick(['', '-', '+']) + pick(['0', '00', '1', '12', '']) + pick(['', '.', '.5', '.00']) + pick(['', 'e', 'E5', 'e-12', 'e+123', 'e1234']),
    () => pick(['9223372036854775807', '-9223372036854775808', '9223372036854775808', '-9223372036854775809', '0000000000000000001']),
    () => pick(['t', 'f', 'T', 'F', 'true', 'TRUE', 'True', 'false', 'fAlSe', 'yes', 'YES', 'no', 'No', 'y', 'n', 'on', 'off', 'tru', 'yess', 'K', '\u212a']),
    () =>
      `${digits(4)}-${pick(['00', '01', '02', '12', '13', digits(2)])}-${pick(['00', '01', '28', '29', '30', '31', '32', digits(2)])}`,
    () =>
      `${pick(['2020', '0000', '0001', '1900', '2000', '2100'])}-${pick(['02', '04', '12'])}-${pick(['28', '29', '30', '31'])}` +
      pick(['', ' ', 'T', 't', '_']) +
      pick(['', '00:00', '23:59', '24:00', '12:60', '0:00']) +
      pick(['', ':00', ':59', ':60', ':5']) +
      pick(['', '.', '.0', '.000000', '.0000000', '.1', '.000001']) +
      pick(['', 'Z', 'z', '+02:00']),
    () =>
      `${pick(['1996-07-04', '2000-02-29', '2021-02-29'])}${pick([' ', 'T'])}${pick(['00', '09', '23'])}:${pick(['00', '30', '59'])}` +
      `${pick(['', ':00', ':45'])}${pick(['', '.5', '.000', '.123456'])}${pick(['', 'Z'])}`,
    () => Array.from({ length: random.int(0, 7) }, () => pick('0123456789.-+eE:TZ tfaeslruyno'.split(''))).join(''),
  ];
  return pick(shapes)();
}

describe('byte inference', () => {
  it('classifies values exactly as the string rules do', () => {
    const random = new SeededRandom(20261123);
    // How often each rule said yes, to be sure the values reach every rule.
    const matches = [0, 0, 0, 0, 0];
    for (let n = 0; n < 100_000; n++) {
      const value = randomValue(random);
      // Surrounded by other bytes, as a field is inside the file.
      const bytes = Buffer.from(`9${value}5`, 'utf8');
      const start = 1;
      const end = bytes.length - 1;
      const expected = [isInteger(value), isNumeric(value), parseBoolean(value) !== undefined, dateKind(value)];
      const actual = [
        isIntegerBytes(bytes, start, end),
        isNumericBytes(bytes, start, end),
        isBooleanBytes(bytes, start, end),
        dateKindBytes(bytes, start, end),
      ];
      if (JSON.stringify(actual) !== JSON.stringify(expected)) expect([value, actual]).toEqual([value, expected]);
      expected.forEach((answer, i) => {
        if (answer === true || answer === 'date') matches[i] = (matches[i] ?? 0) + 1;
        if (answer === 'timestamp') matches[4] = (matches[4] ?? 0) + 1;
      });
    }
    expect(Math.min(...matches)).toBeGreaterThan(1000);
  });

  it('infers the same column types as the string rules, trimming where they trim', () => {
    const columns: string[][] = [
      ['1', '-20', '+3', '0'],
      ['00123', '456'],
      ['9223372036854775807', '9223372036854775808'],
      ['1.5', '.25', '-3.', '1e5', '2.5E-3'],
      ['true', 'FALSE', 'Yes', 'no', 't', 'F'],
      ['1996-07-04', '1996-07-04 00:00:00.000'],
      ['2020-01-02', '2020-01-02 10:00:00.5Z'],
      ['', ' 5 ', '\u00a07', '6'],
      ['  ', '', '\t'],
      ['a"b', '1'],
      ['\ufeff1', '2'],
      ['1\u00a0', 'x'],
      ['Zürich', '1'],
    ];
    for (const values of columns) {
      const byString = new ColumnInference();
      const byBytes = new ByteColumnInference();
      for (const value of values) {
        const trimmed = value.trim();
        if (trimmed !== '') byString.add(trimmed);
        // The field as COPY sees it: quotes doubled inside.
        const escaped = value.includes('"');
        const bytes = Buffer.from(`,${escaped ? value.replaceAll('"', '""') : value},`, 'utf8');
        byBytes.addBytes(bytes, 1, bytes.length - 1, escaped);
      }
      expect([values, byBytes.type()]).toEqual([values, byString.type()]);
    }
  });

  it('notes padding, which only a text column can take on the direct path', () => {
    const padded = new ByteColumnInference();
    const bytes = Buffer.from(' 5');
    padded.addBytes(bytes, 0, bytes.length, false);
    expect(padded.type()).toBe('integer');
    expect(padded.padded).toBe(true);
    expect(padded.fits('integer')).toBe(false);
    expect(padded.fits('text')).toBe(true);

    const timed = new ByteColumnInference();
    const stamp = Buffer.from('2020-01-02 10:00');
    timed.addBytes(stamp, 0, stamp.length, false);
    expect(timed.fits('timestamp')).toBe(true);
    expect(timed.fits('date')).toBe(false);
  });
});
