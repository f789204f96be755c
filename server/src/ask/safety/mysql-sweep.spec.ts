import { Parser } from 'node-sql-parser/build/mysql';
import type { MysqlNode } from './mysql-checker';
import { sweep } from './mysql-sweep';
import { UnsafeSqlError } from './unsafe-sql-error';

const parser = new Parser();
const checkedTree = (sql: string) => parser.astify(sql, { database: 'MySQL' }) as unknown as MysqlNode;
const call = (name: string): MysqlNode => ({ type: 'function', name: { name: [{ type: 'default', value: name }] } });

describe('sweep', () => {
  it('passes a checked tree', () => {
    const tree = checkedTree('WITH x AS (SELECT COUNT(*) AS n FROM ds_1.orders) SELECT n FROM x');
    expect(() => sweep(tree, 'ds_1')).not.toThrow();
  });

  it('finds a function outside the allowlist in any field', () => {
    const tree = checkedTree('SELECT order_id FROM ds_1.orders');
    tree.unread = { deeper: [call('sleep')] };
    expect(() => sweep(tree, 'ds_1')).toThrow(new UnsafeSqlError('The function sleep is not allowed.'));
  });

  it('finds a kind of node it does not know', () => {
    const tree = checkedTree('SELECT order_id FROM ds_1.orders');
    tree.unread = { type: 'json_table' };
    expect(() => sweep(tree, 'ds_1')).toThrow(UnsafeSqlError);
  });

  it('finds a table outside the data source', () => {
    expect(() => sweep(checkedTree('SELECT * FROM mysql.user'), 'ds_1')).toThrow(
      'The table mysql.user is not part of this data source.',
    );
    expect(() => sweep(checkedTree('SELECT * FROM user'), 'ds_1')).toThrow('The table user is not part of this data source.');
  });
});
