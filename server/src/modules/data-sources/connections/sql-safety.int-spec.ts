import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { HOSTILE_POSTGRES } from '../../../ask/safety/hostile-inputs';
import { NORTHWIND_TABLES, northwindPolicy } from '../../../ask/safety/northwind-policy';
import { runSafeQuery } from '../../../ask/safety/run-safe-query';
import { UnsafeSqlError } from '../../../ask/safety/unsafe-sql-error';
import { VALID_POSTGRES } from '../../../ask/safety/valid-queries';
import { PostgresConnection } from './postgres-connection';
import { QueryTimeoutError, SourceQueryError } from './source-errors';

const TIMEOUT_MS = 1000;
/** The machine is shared with other test runs: a stopped query may take a while to come back. */
const SLACK_MS = 2500;

const INTEGER_COLUMNS = new Set([
  'order_id', 'employee_id', 'product_id', 'supplier_id', 'category_id', 'ship_via', 'quantity', 'units_in_stock',
  'units_on_order', 'reorder_level', 'discontinued', 'shipper_id', 'reports_to',
]);
const NUMERIC_COLUMNS = new Set(['freight', 'unit_price', 'discount']);
const DATE_COLUMNS = new Set(['order_date', 'required_date', 'shipped_date', 'birth_date', 'hire_date']);

function columnType(column: string): string {
  if (INTEGER_COLUMNS.has(column)) return 'integer';
  if (NUMERIC_COLUMNS.has(column)) return 'numeric';
  return DATE_COLUMNS.has(column) ? 'date' : 'text';
}

const ROWS: Record<string, string> = {
  orders: `(order_id, customer_id, employee_id, order_date, shipped_date, ship_via, freight, ship_city, ship_country) VALUES
    (1, 'ALFKI', 1, '2017-01-05', '2017-01-09', 1, 32.38, 'Berlin', 'Germany'),
    (2, 'ALFKI', 2, '2017-02-11', NULL, 2, 11.61, 'Berlin', 'Germany'),
    (3, 'BONAP', 1, '2017-03-20', '2017-03-25', 3, 65.83, 'Marseille', 'France'),
    (4, 'ANTON', 2, '2018-04-02', '2018-04-07', 1, 41.34, 'México D.F.', 'Mexico'),
    (5, 'BONAP', 1, '2018-05-17', '2018-05-19', 2, 140.51, 'Marseille', 'France')`,
  customers: `(customer_id, company_name, contact_name, city, country, phone) VALUES
    ('ALFKI', 'Alfreds Futterkiste', 'Maria Anders', 'Berlin', 'Germany', '030-0074321'),
    ('ANTON', 'Antonio Moreno Taquería', 'Antonio Moreno', 'México D.F.', 'Mexico', '(5) 555-3932'),
    ('BONAP', 'Bon app''', 'Laurence Lebihan', 'Marseille', 'France', '91.24.45.40')`,
  order_details: `VALUES (1, 11, 14, 12, 0), (1, 42, 9.8, 10, 0), (2, 72, 34.8, 5, 0.15), (3, 11, 14, 40, 0.05),
    (4, 42, 9.8, 6, 0), (5, 72, 34.8, 20, 0.1)`,
  products: `(product_id, product_name, unit_price, discontinued) VALUES (11, 'Queso Cabrales', 21, 0),
    (42, 'Singaporean Hokkien Fried Mee', 14, 1), (72, 'Mozzarella di Giovanni', 34.8, 0)`,
  employees: `(employee_id, last_name, first_name, city, country) VALUES (1, 'Davolio', 'Nancy', 'Seattle', 'USA'),
    (2, 'Fuller', 'Andrew', 'Tacoma', 'USA')`,
  shippers: `VALUES (1, 'Speedy Express', '(503) 555-9831'), (2, 'United Package', '(503) 555-3199'),
    (3, 'Federal Shipping', '(503) 555-9931')`,
};

/** Names the hostile inputs would create, anywhere in the database. */
const ATTACK_NAMES = ['evil', 'stolen', 'leak', 'orders_old', 'owned'];

describe('SQL safety on PostgreSQL', () => {
  const suffix = randomBytes(6).toString('hex');
  const schema = `ds_safety_${suffix}`;
  const canary = `canary_${suffix}`;
  const policy = northwindPolicy('postgres', schema, 100);
  let pool: pg.Pool;
  let connection: PostgresConnection;
  let before: string;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 3 });
    await pool.query(`CREATE SCHEMA "${schema}"; CREATE SCHEMA "${canary}"`);
    for (const { name, columns } of NORTHWIND_TABLES) {
      const definition = columns.map((column) => `${column} ${columnType(column)}`).join(', ');
      await pool.query(`CREATE TABLE "${schema}".${name} (${definition}); INSERT INTO "${schema}".${name} ${ROWS[name]}`);
    }
    await pool.query(`
      CREATE SEQUENCE "${schema}".orders_order_id_seq;
      CREATE TABLE "${canary}".secrets (id integer, secret text);
      INSERT INTO "${canary}".secrets VALUES (1, 'the canary sings');`);
    connection = PostgresConnection.borrow(pool, schema);
    before = await snapshot();
  });

  afterAll(async () => {
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${canary}" CASCADE`);
    await pool.end();
  });

  /** Every row of the source's tables and of the canary, the source's tables, and anything an attack would name. */
  async function snapshot(): Promise<string> {
    const tables = await pool.query(
      'SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema IN ($1, $2) ORDER BY 1, 2',
      [schema, canary],
    );
    const rows: Record<string, unknown[]> = {};
    for (const { table_schema: tableSchema, table_name: table } of tables.rows) {
      rows[`${tableSchema}.${table}`] = (await pool.query(`SELECT * FROM "${tableSchema}"."${table}" ORDER BY 1, 2`)).rows;
    }
    const created = await pool.query(
      `SELECT relname AS name FROM pg_class WHERE relname = ANY($1)
       UNION ALL SELECT nspname FROM pg_namespace WHERE nspname = ANY($1)
       UNION ALL SELECT rolname FROM pg_roles WHERE rolname = ANY($1)`,
      [ATTACK_NAMES],
    );
    const sequence = await pool.query(`SELECT last_value, is_called FROM "${schema}".orders_order_id_seq`);
    return JSON.stringify({ rows, created: created.rows, sequence: sequence.rows });
  }

  /** Runs `run` and fails when it took longer than the statement timeout allows. */
  async function timed<T>(run: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await run();
    } finally {
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    }
  }

  const inSchema = (sql: string) => sql.replace(/\bds_1\b/g, schema);

  it('runs every valid query as printed', async () => {
    for (const [, sql] of VALID_POSTGRES) {
      const result = await timed(() => runSafeQuery(connection, policy, inSchema(sql), { timeoutMs: TIMEOUT_MS }));
      expect(result.columns.length).toBeGreaterThan(0);
    }
  });

  it('keeps the meaning of ORDER BY, LIMIT and set operations', async () => {
    const run = async (sql: string) => (await runSafeQuery(connection, policy, sql, { timeoutMs: TIMEOUT_MS })).rows;
    expect(await run('SELECT order_id FROM orders ORDER BY 1 DESC LIMIT 2')).toEqual([[5], [4]]);
    expect(await run('SELECT ship_city FROM orders UNION SELECT city FROM employees ORDER BY 1 DESC LIMIT 2')).toEqual([
      ['Tacoma'],
      ['Seattle'],
    ]);
    // Read left to right, the last UNION removes the duplicates of all that comes before it: 1, 2. Read right to
    // left it would only dedupe its own operands: 1, 1, 1, 2.
    const chain = 'SELECT 1 AS n UNION ALL SELECT 1 UNION ALL SELECT 2 UNION SELECT 1 ORDER BY 1';
    expect(await run(chain)).toEqual([[1], [2]]);
    expect(await run('SELECT 1 AS n UNION SELECT 1 UNION ALL SELECT 1 ORDER BY 1')).toEqual([[1], [1]]);
    expect(await run("SELECT position('x' IN 'abxd') AS p")).toEqual([[3]]);
  });

  it('cuts the result at maxRows and says so', async () => {
    const result = await runSafeQuery(connection, { ...policy, maxRows: 3 }, 'SELECT * FROM order_details', {
      timeoutMs: TIMEOUT_MS,
    });
    expect(result.rows).toHaveLength(3);
    expect(result.truncated).toBe(true);
    expect(result.sql).toMatch(/LIMIT \(4\)$/);
  });

  it('refuses every hostile input before it reaches the database', async () => {
    const canaryAttacks = [
      `SELECT * FROM ${canary}.secrets`,
      `SELECT secret FROM "${canary}"."secrets"`,
      `SELECT ship_country FROM orders UNION SELECT secret FROM ${canary}.secrets`,
      `DELETE FROM ${canary}.secrets`,
      `UPDATE ${canary}.secrets SET secret = 'owned'`,
      `DROP SCHEMA ${canary} CASCADE`,
      `SELECT * FROM orders; DROP TABLE ${canary}.secrets`,
    ];
    for (const sql of [...HOSTILE_POSTGRES.map((input) => inSchema(input.sql)), ...canaryAttacks]) {
      await expect(timed(() => runSafeQuery(connection, policy, sql, { timeoutMs: TIMEOUT_MS }))).rejects.toBeInstanceOf(
        UnsafeSqlError,
      );
    }
    expect(await snapshot()).toBe(before);
  });

  describe('the connection, given hostile SQL that skipped validation', () => {
    const raw = (sql: string) => timed(() => connection.query(sql, [], { timeoutMs: TIMEOUT_MS, maxRows: 10 }));

    it.each([
      'SELECT pg_sleep(30)',
      'SELECT count(*) FROM orders, pg_sleep(30)',
      'SELECT * FROM orders WHERE pg_sleep(30) IS NOT NULL',
      'SELECT count(*) FROM generate_series(1, 100000000000)',
      'WITH RECURSIVE forever(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM forever) SELECT count(*) FROM forever',
    ])('stops %s at the statement timeout', async (sql) => {
      await expect(raw(sql)).rejects.toBeInstanceOf(QueryTimeoutError);
    });

    it.each([
      `SELECT nextval('orders_order_id_seq')`,
      `SELECT setval('orders_order_id_seq', 99)`,
      'SELECT lo_create(0)',
      'SELECT * FROM orders FOR UPDATE',
      'DELETE FROM orders',
      'UPDATE orders SET freight = 0',
      'DROP TABLE orders',
      'WITH gone AS (DELETE FROM orders RETURNING *) SELECT * FROM gone',
      'SELECT 1) AS q; DELETE FROM orders; SELECT * FROM (SELECT 1',
      'SELECT 1) AS q; DROP TABLE orders; SELECT * FROM (SELECT 1',
      'SELECT 1) AS q; CREATE SCHEMA evil; SELECT * FROM (SELECT 1',
      'SELECT 1) AS q; CREATE TABLE stolen AS SELECT * FROM customers; SELECT * FROM (SELECT 1',
      'SELECT 1) AS q; SET TRANSACTION READ WRITE; DELETE FROM orders; SELECT * FROM (SELECT 1',
    ])('refuses to write: %s', async (sql) => {
      await expect(raw(sql)).rejects.toBeInstanceOf(SourceQueryError);
    });

    it('leaves every table, the canary and the database as they were', async () => {
      expect(await snapshot()).toBe(before);
    });
  });

  /*
   * Known gaps of the connection alone: it runs SQL over the simple query protocol, which accepts several statements,
   * so SQL that closes its wrapping subquery can end the read-only transaction or lift the timeout. validateSql never
   * lets such SQL through; these tests turn red once the connection refuses it by itself.
   */
  describe('the connection, given SQL that closes its wrapper', () => {
    const victim = `victim_${suffix}`;

    beforeAll(async () => {
      await pool.query(`CREATE SCHEMA "${victim}"; CREATE TABLE "${victim}".rows AS SELECT 1 AS id`);
    });

    afterAll(async () => {
      await pool.query(`DROP SCHEMA IF EXISTS "${victim}" CASCADE`);
    });

    it.failing('keeps the transaction read-only after a COMMIT', async () => {
      const sql = `SELECT 1) AS q; COMMIT; DELETE FROM "${victim}".rows; SELECT * FROM (SELECT 1`;
      await connection.query(sql, [], { timeoutMs: TIMEOUT_MS, maxRows: 10 }).catch(() => undefined);
      expect((await pool.query(`SELECT count(*)::int AS n FROM "${victim}".rows`)).rows).toEqual([{ n: 1 }]);
    });

    it.failing('keeps the statement timeout after SET LOCAL', async () => {
      const sql = 'SELECT 1) AS q; SET LOCAL statement_timeout = 0; SELECT pg_sleep(5); SELECT * FROM (SELECT 1';
      const started = Date.now();
      await connection.query(sql, [], { timeoutMs: TIMEOUT_MS, maxRows: 10 }).catch(() => undefined);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    });
  });
});
