import { HOSTILE_MYSQL, HOSTILE_POSTGRES, type HostileInput } from './hostile-inputs';
import { northwindPolicy } from './northwind-policy';
import type { SqlPolicy } from './sql-policy';
import { UnsafeSqlError, validateSql } from './validate-sql';

function refusalOf(sql: string, policy: SqlPolicy): UnsafeSqlError {
  try {
    validateSql(sql, policy);
  } catch (error) {
    if (error instanceof UnsafeSqlError) return error;
    throw error;
  }
  throw new Error(`accepted: ${sql}`);
}

function expectRefusedPlainly(error: UnsafeSqlError): void {
  expect(error.message.length).toBeGreaterThan(10);
  expect(error.message.length).toBeLessThan(200);
  expect(error.message).not.toMatch(/\n|\bat .*:\d+|node_modules|\.js\b|\.ts\b|Error:/);
  expect(error.stack).toBe(`UnsafeSqlError: ${error.message}`);
}

const title = ({ attack, sql }: HostileInput) => `${attack}: ${sql.replace(/\n/g, '\\n')}`;

describe('hostile SQL', () => {
  it('has at least 100 distinct inputs', () => {
    const all = [...HOSTILE_POSTGRES, ...HOSTILE_MYSQL].map((input) => `${input.sql}`);
    expect(new Set(HOSTILE_POSTGRES.map((input) => input.sql)).size).toBe(HOSTILE_POSTGRES.length);
    expect(new Set(HOSTILE_MYSQL.map((input) => input.sql)).size).toBe(HOSTILE_MYSQL.length);
    expect(HOSTILE_POSTGRES.length).toBeGreaterThanOrEqual(100);
    expect(all.length).toBeGreaterThanOrEqual(150);
  });

  /** The same tables with another schema's beside them, as a live database's catalog has. */
  const withOtherSchema = (policy: SqlPolicy): SqlPolicy => ({
    ...policy,
    tables: [...policy.tables, { schema: 'hr', name: 'staff', columns: ['badge_no', 'full_name'] }],
  });

  describe.each([
    ['PostgreSQL', HOSTILE_POSTGRES, northwindPolicy('postgres')],
    ['MySQL', HOSTILE_MYSQL, northwindPolicy('mysql')],
    ['PostgreSQL, several schemas', HOSTILE_POSTGRES, withOtherSchema(northwindPolicy('postgres'))],
    ['MySQL, several databases', HOSTILE_MYSQL, withOtherSchema(northwindPolicy('mysql'))],
  ] as const)('%s', (_, inputs, policy) => {
    it.each(inputs.map((input) => [title(input), input] as const))('refuses what %s', (_, { sql }) => {
      expectRefusedPlainly(refusalOf(sql, policy));
    });
  });

  it('names the forbidden function', () => {
    const postgres = northwindPolicy('postgres');
    const mysql = northwindPolicy('mysql');
    for (const name of ['pg_sleep', 'pg_read_file', 'pg_ls_dir', 'lo_import', 'set_config', 'current_setting', 'version']) {
      expect(refusalOf(`SELECT ${name}('x')`, postgres).message).toBe(`The function ${name} is not allowed.`);
    }
    expect(refusalOf("SELECT * FROM dblink('x', 'y')", postgres).message).toBe(
      'The function dblink is not allowed.',
    );
    for (const name of ['sleep', 'benchmark', 'load_file']) {
      expect(refusalOf(`SELECT ${name.toUpperCase()}('x')`, mysql).message).toBe(`The function ${name} is not allowed.`);
    }
  });

  it('says why, in the words of the product', () => {
    const postgres = northwindPolicy('postgres');
    expect(refusalOf('DELETE FROM orders', postgres).message).toBe('Only a single SELECT statement can be run.');
    expect(refusalOf('SELECT 1; DROP TABLE orders', postgres).message).toBe('Only a single statement can be run.');
    expect(refusalOf('SELECT * FROM pg_catalog.pg_user', postgres).message).toBe(
      'The table pg_catalog.pg_user is not part of this data source.',
    );
    expect(refusalOf('SELECT * FROM orders FOR UPDATE', postgres).message).toMatch(/^Locking rows/);
    expect(refusalOf('DR/**/OP TABLE orders', postgres).message).toMatch(/^The SQL could not be parsed: /);
  });

  it.each([
    ['a MySQL versioned comment', 'mysql', 'SELECT /*! SLEEP(5), */ order_id FROM orders', 'SELECT `order_id` FROM `ds_1`.`orders` LIMIT 1001'],
    ['a line comment', 'postgres', 'SELECT order_id FROM orders -- ; DROP TABLE orders', 'SELECT order_id  FROM ds_1.orders   LIMIT (1001)'],
    ['a nested comment', 'postgres', 'SELECT 1 /* nested /* comment */ ; DROP TABLE orders */', 'SELECT (1)  LIMIT (1001)'],
    [
      'a backslash before a doubled quote, which stays inside the string',
      'postgres',
      "SELECT 1 FROM orders WHERE ship_country = 'x\\''; DROP TABLE orders; --'",
      "SELECT (1)  FROM ds_1.orders   WHERE (ship_country = (E'x\\\\''; DROP TABLE orders; --')) LIMIT (1001)",
    ],
  ] as const)('neutralises %s: only the printed statement runs', (_, dialect, sql, printed) => {
    expect(validateSql(sql, northwindPolicy(dialect)).sql).toBe(printed);
  });
});
