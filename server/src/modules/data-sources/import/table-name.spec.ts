import { sanitizeTableName, tableNameFor, uniqueTableNames } from './table-name';

describe('tableNameFor', () => {
  it.each([
    ['order-details.csv', 'order_details'],
    ['Sales Pipeline (2017).XLSX', 'sales_pipeline_2017'],
    ['/uploads/tmp/--Orders--.csv', 'orders'],
    ['Müller & Söhne.csv', 'm_ller_s_hne'],
    ['2024 results.csv', 't_2024_results'],
    ['___.csv', 'table'],
    ['.csv', 'csv'],
    ['noext', 'noext'],
    ['archive.tar.csv', 'archive_tar'],
  ])('%s → %s', (file, expected) => {
    expect(tableNameFor(file)).toBe(expected);
  });

  it('keeps names within 63 bytes, without a trailing underscore', () => {
    expect(tableNameFor(`${'a'.repeat(100)}.csv`)).toBe('a'.repeat(63));
    expect(sanitizeTableName(`${'b'.repeat(62)}-x`)).toBe('b'.repeat(62));
    expect(sanitizeTableName(`9${'c'.repeat(70)}`)).toBe(`t_9${'c'.repeat(60)}`);
  });
});

describe('uniqueTableNames', () => {
  it('suffixes clashes with _2, _3 and leaves distinct names alone', () => {
    expect(uniqueTableNames(['orders', 'items', 'orders', 'orders'])).toEqual(['orders', 'items', 'orders_2', 'orders_3']);
  });

  it('skips suffixes already taken', () => {
    expect(uniqueTableNames(['a_2', 'a', 'a'])).toEqual(['a_2', 'a', 'a_3']);
  });

  it('shortens a long name to make room for its suffix', () => {
    const long = 'x'.repeat(63);
    const [first, second] = uniqueTableNames([long, long]);
    expect(first).toBe(long);
    expect(second).toBe(`${'x'.repeat(61)}_2`);
  });
});
