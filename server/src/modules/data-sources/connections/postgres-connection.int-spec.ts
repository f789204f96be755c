import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresConnection, limitRows } from './postgres-connection';
import { QueryTimeoutError, SourceQueryError } from './source-errors';

describe('PostgresConnection', () => {
  let pool: pg.Pool;
  let connection: PostgresConnection;
  const schema = `ds_test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    await pool.query(`CREATE SCHEMA "${schema}"`);
    await pool.query(`
      CREATE TABLE "${schema}".sample (
        id bigint, small smallint, price numeric, ratio float8, active boolean, day date,
        seen timestamp, seen_tz timestamptz, note text, tags text[]
      );
      INSERT INTO "${schema}".sample VALUES
        (1, 2, 12.5, 0.25, true, '2020-01-02', '2020-01-02 03:04:05.123', '2020-01-02 03:04:05+01', 'a', '{x,y}'),
        (2, NULL, NULL, NULL, false, NULL, '2021-06-07 00:00:00', NULL, NULL, NULL),
        (3, 4, 1, 2, NULL, '1999-12-31', NULL, NULL, 'c', NULL);
      CREATE SEQUENCE "${schema}".counter;`);
    connection = PostgresConnection.borrow(pool, schema);
  });

  afterAll(async () => {
    await connection.close();
    await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
    await pool.end();
  });

  it('converts values by column type and names the column types', async () => {
    const result = await connection.query('SELECT * FROM sample ORDER BY id');
    expect(result.columns).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'small', type: 'integer' },
      { name: 'price', type: 'numeric' },
      { name: 'ratio', type: 'numeric' },
      { name: 'active', type: 'boolean' },
      { name: 'day', type: 'date' },
      { name: 'seen', type: 'timestamp' },
      { name: 'seen_tz', type: 'timestamp' },
      { name: 'note', type: 'text' },
      { name: 'tags', type: 'text' },
    ]);
    expect(result.rows).toEqual([
      [1, 2, 12.5, 0.25, true, '2020-01-02', '2020-01-02T03:04:05.123', '2020-01-02T02:04:05Z', 'a', '{x,y}'],
      [2, null, null, null, false, null, '2021-06-07T00:00:00', null, null, null],
      [3, 4, 1, 2, null, '1999-12-31', null, null, 'c', null],
    ]);
    expect(result.truncated).toBe(false);
  });

  it('leaves the global type parsers alone', async () => {
    const direct = await pool.query(`SELECT id, day FROM "${schema}".sample WHERE id = 1`);
    expect(typeof direct.rows[0].id).toBe('string');
    expect(direct.rows[0].day).toBeInstanceOf(Date);
  });

  it('binds parameters and keeps the order of the query', async () => {
    const result = await connection.query('SELECT id, note FROM sample WHERE id >= $1 ORDER BY id DESC;', [2]);
    expect(result.rows).toEqual([
      [3, 'c'],
      [2, null],
    ]);
  });

  it('returns at most maxRows rows and says when there were more', async () => {
    const cut = await connection.query('SELECT id FROM sample ORDER BY id', [], { maxRows: 2 });
    expect(cut).toMatchObject({ rows: [[1], [2]], truncated: true });
    const exact = await connection.query('SELECT id FROM sample ORDER BY id', [], { maxRows: 3 });
    expect(exact).toMatchObject({ rows: [[1], [2], [3]], truncated: false });
  });

  it('survives a trailing comment and keeps duplicate column names', async () => {
    const result = await connection.query('SELECT 1 AS a, 2 AS a -- the end');
    expect(result.columns.map((c) => c.name)).toEqual(['a', 'a']);
    expect(result.rows).toEqual([[1, 2]]);
  });

  it('refuses to write', async () => {
    await expect(connection.query('INSERT INTO sample (id) VALUES (9)')).rejects.toThrow(SourceQueryError);
    await expect(connection.query('CREATE TABLE other (x int)')).rejects.toThrow(SourceQueryError);
    await expect(connection.query('SELECT 1; DELETE FROM sample')).rejects.toThrow(SourceQueryError);
    // A write hidden in a function call reaches the executor and meets the read-only transaction.
    await expect(connection.query("SELECT nextval('counter')")).rejects.toThrow(
      'cannot execute nextval() in a read-only transaction',
    );
    const count = await pool.query(`SELECT count(*)::int AS n FROM "${schema}".sample`);
    expect(count.rows[0].n).toBe(3);
  });

  it('stops a query at the time limit', async () => {
    const started = Date.now();
    const attempt = connection.query('SELECT pg_sleep(2)', [], { timeoutMs: 200 });
    await expect(attempt).rejects.toThrow(QueryTimeoutError);
    await expect(attempt).rejects.toThrow('The query took longer than 0.2 seconds and was stopped.');
    expect(Date.now() - started).toBeLessThan(1500);
    // The client went back to the pool in a usable state.
    await expect(connection.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [[1]] });
  });

  it('reports database errors with their message only', async () => {
    const error = await connection.query('SELECT nope FROM sample').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceQueryError);
    expect(error).toMatchObject({ message: 'column "nope" does not exist', code: '42703' });
  });

  it('resolves unqualified names in the source schema only', async () => {
    // The app's own tables live in public; they are out of reach by unqualified name.
    const tables = await pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' LIMIT 1",
    );
    const appTable = tables.rows[0]?.table_name;
    expect(appTable).toBeDefined();
    await expect(connection.query(`SELECT * FROM "${appTable}"`)).rejects.toThrow(/does not exist/);
    const path = await connection.query('SELECT current_schemas(false)::text AS p');
    expect(path.rows).toEqual([[`{${schema}}`]]);
  });

  it('leaves a borrowed pool open on close', async () => {
    await PostgresConnection.borrow(pool, schema).close();
    await expect(pool.query('SELECT 1')).resolves.toBeDefined();
  });

  it('wraps the SQL to read one row past the limit', () => {
    expect(limitRows(' SELECT 1 ; ', 10)).toBe('SELECT * FROM (\nSELECT 1\n) AS q LIMIT 11');
  });
});
