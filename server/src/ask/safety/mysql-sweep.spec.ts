import { Parser } from 'node-sql-parser/build/mysql';
import type { MysqlNode } from './mysql-checker';
import { sweep } from './mysql-sweep';
import { northwindPolicy } from './northwind-policy';
import { UnsafeSqlError } from './unsafe-sql-error';

const parser = new Parser();
const checkedTree = (sql: string) => parser.astify(sql, { database: 'MySQL' }) as unknown as MysqlNode;
const policy = northwindPolicy('mysql');
const call = (name: string): MysqlNode => ({ type: 'function', name: { name: [{ type: 'default', value: name }] } });

describe('sweep', () => {
  it('passes a checked tree', () => {
    const tree = checkedTree('WITH x AS (SELECT COUNT(*) AS n FROM ds_1.orders) SELECT n FROM x');
    expect(() => sweep(tree, policy)).not.toThrow();
  });

  it('finds a function outside the allowlist in any field', () => {
    const tree = checkedTree('SELECT order_id FROM ds_1.orders');
    tree.unread = { deeper: [call('sleep')] };
    expect(() => sweep(tree, policy)).toThrow(new UnsafeSqlError('The function sleep is not allowed.'));
  });

  it('finds a kind of node it does not know', () => {
    const tree = checkedTree('SELECT order_id FROM ds_1.orders');
    tree.unread = { type: 'json_table' };
    expect(() => sweep(tree, policy)).toThrow(UnsafeSqlError);
  });

  it('finds a table outside the data source', () => {
    expect(() => sweep(checkedTree('SELECT * FROM mysql.user'), policy)).toThrow(
      'The table mysql.user is not part of this data source.',
    );
    expect(() => sweep(checkedTree('SELECT * FROM user'), policy)).toThrow('The table user is not part of this data source.');
  });
});
