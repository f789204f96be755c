import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { MysqlConnection, openMysqlConnection, timedStatement } from './mysql-connection';
import { TEST_MYSQL_CONFIG, describeWithMysql } from '../../../../test/mysql-test-database';
import { QueryTimeoutError, SourceQueryError } from './source-errors';

describe('timedStatement', () => {
  it('limits the statement on MariaDB and leaves it to the session on MySQL', () => {
    expect(timedStatement('mariadb', 'SELECT 1;', 2500)).toBe('SET STATEMENT max_statement_time=2.5 FOR SELECT 1');
    expect(timedStatement('mysql', 'SELECT 1;', 2500)).toBe('SELECT 1');
  });
});

describeWithMysql('MysqlConnection', () => {
  const table = `sample_${randomBytes(5).toString('hex')}`;
  const { host, port, user, password, database } = TEST_MYSQL_CONFIG;
  let admin: mysql.Connection;
  let connection: MysqlConnection;

  beforeAll(async () => {
    admin = await mysql.createConnection({ host, port, user, password, database, multipleStatements: true });
    await admin.query(`
      CREATE TABLE ${table} (
        id BIGINT PRIMARY KEY, price DECIMAL(10,2), ratio DOUBLE, active BOOLEAN, day DATE,
        seen DATETIME(3), stamp TIMESTAMP NULL, note VARCHAR(20)
      );
      INSERT INTO ${table} VALUES
        (1, 12.50, 0.25, TRUE, '2020-01-02', '2020-01-02 03:04:05.123', '2020-01-02 03:04:05', 'a'),
        (2, NULL, NULL, FALSE, NULL, NULL, NULL, NULL),
        (3, 1, 2, NULL, '1999-12-31', '2021-06-07 00:00:00', NULL, 'c');`);
    connection = await openMysqlConnection(TEST_MYSQL_CONFIG);
  });

  afterAll(async () => {
    await connection?.close();
    await admin?.query(`DROP TABLE IF EXISTS ${table}, other_${table}`);
    await admin?.end();
  });

  it('converts values by column type and names the column types', async () => {
    const result = await connection.query(`SELECT * FROM ${table} ORDER BY id`);
    expect(result.columns).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'price', type: 'numeric' },
      { name: 'ratio', type: 'numeric' },
      { name: 'active', type: 'boolean' },
      { name: 'day', type: 'date' },
      { name: 'seen', type: 'timestamp' },
      { name: 'stamp', type: 'timestamp' },
      { name: 'note', type: 'text' },
    ]);
    expect(result.rows).toEqual([
      [1, 12.5, 0.25, true, '2020-01-02', '2020-01-02T03:04:05.123', '2020-01-02T03:04:05Z', 'a'],
      [2, null, null, false, null, null, null, null],
      [3, 1, 2, null, '1999-12-31', '2021-06-07T00:00:00.000', null, 'c'],
    ]);
    expect(result.truncated).toBe(false);
  });

  it('binds parameters, keeps the order and cuts at maxRows', async () => {
    const result = await connection.query(`SELECT id, note FROM ${table} WHERE id >= ? ORDER BY id DESC`, [1], {
      maxRows: 2,
    });
    expect(result).toMatchObject({ rows: [[3, 'c'], [2, null]], truncated: true });
  });

  it('refuses to write, even with statements that commit implicitly', async () => {
    await expect(connection.query(`INSERT INTO ${table} (id) VALUES (9)`)).rejects.toThrow(SourceQueryError);
    await expect(connection.query(`CREATE TABLE other_${table} (x INT)`)).rejects.toThrow(SourceQueryError);
    await expect(connection.query(`SELECT 1; DELETE FROM ${table}`)).rejects.toThrow(SourceQueryError);
    const [rows] = await admin.query<mysql.RowDataPacket[]>(
      `SELECT (SELECT count(*) FROM ${table}) AS n, (SELECT count(*) FROM information_schema.tables WHERE table_name = 'other_${table}') AS other`,
    );
    expect(rows[0]).toEqual({ n: 3, other: 0 });
  });

  it('stops a query at the time limit', async () => {
    const attempt = connection.query('SELECT SLEEP(2)', [], { timeoutMs: 200 });
    // MySQL's max_execution_time makes SLEEP return 1 instead of failing; MariaDB raises an error.
    if ((await connection.serverFlavor()) === 'mariadb') {
      await expect(attempt).rejects.toThrow(new QueryTimeoutError(200));
    } else {
      await expect(attempt).resolves.toMatchObject({ rows: [[1]] });
    }
    await expect(connection.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [[1]] });
  });

  it('reports database errors with their message only', async () => {
    const error = await connection.query(`SELECT nope FROM ${table}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceQueryError);
    expect(error).toMatchObject({ message: expect.stringMatching(/^Unknown column 'nope' in /), code: 'ER_BAD_FIELD_ERROR' });
  });
});
