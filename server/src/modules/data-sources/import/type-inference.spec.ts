import { type ColumnType, POSTGRES_TYPES, dateKind, inferColumnTypes, toDatabaseValue } from './type-inference';

const infer = (...values: string[]): ColumnType => inferColumnTypes(1, values.map((v) => [v]))[0] ?? 'text';

describe('type inference', () => {
  it.each<[string, string[], ColumnType]>([
    ['integers', ['1', '-20', '+3', '0'], 'integer'],
    ['leading zeros stay text', ['00123', '456'], 'text'],
    ['int8 bounds', ['9223372036854775807', '-9223372036854775808'], 'integer'],
    ['beyond int8 is numeric', ['9223372036854775808'], 'numeric'],
    ['decimals', ['1.5', '.25', '-3.', '1e5', '2.5E-3'], 'numeric'],
    ['integers mixed with decimals', ['1', '2.5', '3'], 'numeric'],
    ['decimal commas are text', ['1,5'], 'text'],
    ['mixed numbers and words', ['1', 'two'], 'text'],
    ['booleans', ['true', 'FALSE', 'Yes', 'no', 't', 'F'], 'boolean'],
    ['0 and 1 are integers', ['0', '1'], 'integer'],
    ['booleans mixed with numbers', ['true', '1'], 'text'],
    ['dates', ['1996-07-04', '2000-02-29'], 'date'],
    ['midnight date-times', ['1996-07-04 00:00:00.000', '1996-07-05 00:00:00'], 'date'],
    ['timestamps', ['2020-01-02T03:04:05', '2020-01-02 03:04'], 'timestamp'],
    ['dates mixed with timestamps', ['2020-01-02', '2020-01-02 10:00:00.5Z'], 'timestamp'],
    ['impossible dates', ['2021-02-29'], 'text'],
    ['impossible times', ['2021-02-01 24:00:00'], 'text'],
    ['ambiguous date formats', ['01/02/2020'], 'text'],
    ['zone offsets', ['2020-01-02T03:04:05+02:00'], 'text'],
    ['empties ignored', ['', '5', '  ', ''], 'integer'],
    ['all empty', ['', ''], 'text'],
    ['NaN and Infinity', ['NaN', 'Infinity'], 'text'],
  ])('%s', (_label, values, expected) => {
    expect(infer(...values)).toBe(expected);
  });

  it('infers each column separately and treats missing fields as empty', () => {
    expect(
      inferColumnTypes(4, [
        ['1', 'a', '2020-01-01', 'yes'],
        ['2', 'b', '', 'no'],
        ['3', 'c'],
      ]),
    ).toEqual(['integer', 'text', 'date', 'boolean']);
  });

  it('classifies date strings', () => {
    expect(dateKind('1996-07-04')).toBe('date');
    expect(dateKind('1996-07-04 00:00:00.000')).toBe('date');
    expect(dateKind('1996-07-04 00:00:00.001')).toBe('timestamp');
    expect(dateKind('1996-13-04')).toBeUndefined();
  });

  it('maps column types to PostgreSQL types', () => {
    expect(POSTGRES_TYPES).toEqual({
      integer: 'bigint',
      numeric: 'numeric',
      boolean: 'boolean',
      date: 'date',
      timestamp: 'timestamp',
      text: 'text',
    });
  });

  it('converts values for loading', () => {
    expect(toDatabaseValue('', 'text')).toBeNull();
    expect(toDatabaseValue(' a ', 'text')).toBe(' a ');
    expect(toDatabaseValue(' 5 ', 'integer')).toBe('5');
    expect(toDatabaseValue('  ', 'numeric')).toBeNull();
    expect(toDatabaseValue('Yes', 'boolean')).toBe('t');
    expect(toDatabaseValue('F', 'boolean')).toBe('f');
    expect(toDatabaseValue('1996-07-04 00:00:00.000', 'date')).toBe('1996-07-04');
    expect(toDatabaseValue(undefined, 'integer')).toBeNull();
  });
});
