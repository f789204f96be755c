import { columnTypeOf } from './introspect';

describe('columnTypeOf', () => {
  it.each([
    ['integer', 'integer'],
    ['bigint', 'integer'],
    ['smallint', 'integer'],
    ['int(11) unsigned', 'integer'],
    ['mediumint', 'integer'],
    ['tinyint(4)', 'integer'],
    ['year', 'integer'],
    ['numeric(10,2)', 'numeric'],
    ['decimal(12, 4) unsigned', 'numeric'],
    ['double precision', 'numeric'],
    ['real', 'numeric'],
    ['float', 'numeric'],
    ['boolean', 'boolean'],
    ['tinyint(1)', 'boolean'],
    ['date', 'date'],
    ['timestamp without time zone', 'timestamp'],
    ['timestamp(3) with time zone', 'timestamp'],
    ['datetime(6)', 'timestamp'],
    ['character varying(20)', 'text'],
    ['varchar(255)', 'text'],
    ['integer[]', 'text'],
    ['int4range', 'text'],
    ['json', 'text'],
    ["enum('a','b')", 'text'],
    ['time without time zone', 'text'],
    ['interval', 'text'],
  ])('%s is %s', (native, type) => {
    expect(columnTypeOf(native)).toBe(type);
  });
});
