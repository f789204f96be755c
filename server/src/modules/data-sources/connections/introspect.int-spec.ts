import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { profileSource } from '../catalog/profile-source';
import { introspect } from './introspect';
import { MysqlConnection, openMysqlConnection } from './mysql-connection';
import { TEST_MYSQL_CONFIG, describeWithMysql } from '../../../../test/mysql-test-database';
import { PostgresConnection } from './postgres-connection';

describe('introspect (PostgreSQL)', () => {
  const schema = `ds_test_${randomBytes(6).toString('hex')}`;
  let pool: pg.Pool;
  let connection: PostgresConnection;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    await pool.query(`
      CREATE SCHEMA "${schema}";
      SET search_path TO "${schema}";
      CREATE DOMAIN money_amount AS numeric(12, 2);
      CREATE TABLE customers (id serial PRIMARY KEY, "Name" varchar(40) NOT NULL, tags text[], born date);
      CREATE TABLE orders (
        id bigint PRIMARY KEY, buyer int NOT NULL REFERENCES customers (id), total money_amount, paid boolean,
        placed_at timestamptz, line int, UNIQUE (id, line)
      );
      CREATE TABLE order_lines (order_id bigint, line int, qty smallint, PRIMARY KEY (order_id, line),
        FOREIGN KEY (order_id, line) REFERENCES orders (id, line));
      CREATE VIEW big_orders AS SELECT * FROM orders WHERE total > 100;
      INSERT INTO customers ("Name") VALUES ('Ann'), ('Bob');
      INSERT INTO orders VALUES (1, 1, 150, true, '2020-01-02 03:04:05Z', 1), (2, 2, 20, false, NULL, 1), (3, 1, 5, NULL, NULL, 1);
      RESET search_path;`);
    connection = PostgresConnection.borrow(pool, schema);
  });

  afterAll(async () => {
    await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
    await pool.end();
  });

  it('lists base tables with column types, nullability and primary keys', async () => {
    const { tables } = await introspect(connection);
    expect(tables.map((table) => table.name)).toEqual(['customers', 'order_lines', 'orders']);
    expect(tables[0]).toEqual({
      schema,
      name: 'customers',
      columns: [
        { name: 'id', type: 'integer', nativeType: 'integer', nullable: false, primaryKey: true },
        { name: 'Name', type: 'text', nativeType: 'character varying(40)', nullable: false, primaryKey: false },
        { name: 'tags', type: 'text', nativeType: 'text[]', nullable: true, primaryKey: false },
        { name: 'born', type: 'date', nativeType: 'date', nullable: true, primaryKey: false },
      ],
    });
    const orders = tables[2]?.columns.map((column) => [column.name, column.type, column.primaryKey]);
    expect(orders).toEqual([
      ['id', 'integer', true],
      ['buyer', 'integer', false],
      ['total', 'numeric', false],
      ['paid', 'boolean', false],
      ['placed_at', 'timestamp', false],
      ['line', 'integer', false],
    ]);
    expect(tables[1]?.columns.filter((column) => column.primaryKey).map((column) => column.name)).toEqual(['order_id', 'line']);
  });

  it('lists foreign keys with their column pairs', async () => {
    const { foreignKeys } = await introspect(connection);
    expect(foreignKeys).toEqual([
      { fromTable: 'order_lines', fromColumns: ['order_id', 'line'], toTable: 'orders', toColumns: ['id', 'line'] },
      { fromTable: 'orders', fromColumns: ['buyer'], toTable: 'customers', toColumns: ['id'] },
    ]);
  });

  it('profiles declared keys and joins along the single-column foreign key', async () => {
    const profile = await profileSource(connection, await introspect(connection));
    expect(profile.joins).toEqual([
      { fromTable: 'orders', fromColumn: 'buyer', toTable: 'customers', toColumn: 'id', origin: 'foreign_key' },
    ]);
    const orders = profile.tables.find((table) => table.name === 'orders');
    expect(orders?.rowCount).toBe(3);
    expect(orders?.columns.find((column) => column.name === 'placed_at')).toMatchObject({
      min: '2020-01-02T03:04:05Z',
      max: '2020-01-02T03:04:05Z',
      nullCount: 2,
    });
    expect(orders?.columns.find((column) => column.name === 'paid')?.values).toEqual(['false', 'true']);
    expect(profile.tables.find((table) => table.name === 'customers')?.columns[2]).toMatchObject({ distinctCount: 0, nullCount: 2 });
  });
});

describeWithMysql('introspect and profile (MySQL or MariaDB)', () => {
  // A database of its own, so that the tables keep the plain names that key inference reads.
  const database = `quarry_test_${randomBytes(4).toString('hex')}`;
  const { host, port, user, password } = TEST_MYSQL_CONFIG;
  let admin: mysql.Connection;
  let connection: MysqlConnection;

  beforeAll(async () => {
    admin = await mysql.createConnection({ host, port, user, password, multipleStatements: true });
    await admin.query(`
      CREATE DATABASE ${database};
      USE ${database};
      CREATE TABLE customers (customer_id INT PRIMARY KEY, name VARCHAR(40) NOT NULL, country VARCHAR(20)) ENGINE=InnoDB;
      CREATE TABLE shippers (shipper_id INT NOT NULL, company VARCHAR(40)) ENGINE=InnoDB;
      CREATE TABLE orders (
        order_id BIGINT PRIMARY KEY, customer_id INT, ship_via INT, amount DECIMAL(10,2), paid BOOLEAN,
        ordered_on DATE, shipped_at DATETIME,
        FOREIGN KEY (customer_id) REFERENCES customers (customer_id)
      ) ENGINE=InnoDB;
      CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 50;
      INSERT INTO customers VALUES (1, 'Ann', 'Germany'), (2, 'Bob', 'France'), (3, 'Cy', NULL);
      INSERT INTO shippers VALUES (1, 'Speedy'), (2, 'United'), (3, 'Federal');
      INSERT INTO orders VALUES
        (10, 1, 1, 12.50, TRUE, '2020-01-02', '2020-01-03 10:00:00'),
        (11, 2, 2, 7.25, FALSE, '2020-02-01', NULL),
        (12, 1, 2, 100, NULL, '2021-03-04', '2021-03-05 08:30:00');`);
    connection = await openMysqlConnection({ ...TEST_MYSQL_CONFIG, database });
  });

  afterAll(async () => {
    await connection?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin?.end();
  });

  it('reads tables, types, keys and foreign keys from information_schema', async () => {
    const introspection = await introspect(connection);
    expect(introspection.schema).toBe(database);
    expect(introspection.tables.map((table) => table.name)).toEqual(['customers', 'orders', 'shippers']);
    expect(introspection.tables[1]?.columns.map((column) => [column.name, column.type, column.nullable, column.primaryKey])).toEqual([
      ['order_id', 'integer', false, true],
      ['customer_id', 'integer', true, false],
      ['ship_via', 'integer', true, false],
      ['amount', 'numeric', true, false],
      ['paid', 'boolean', true, false],
      ['ordered_on', 'date', true, false],
      ['shipped_at', 'timestamp', true, false],
    ]);
    expect(introspection.foreignKeys).toEqual([
      { fromTable: 'orders', fromColumns: ['customer_id'], toTable: 'customers', toColumns: ['customer_id'] },
    ]);
  });

  it('profiles the tables and infers joins', async () => {
    const profile = await profileSource(connection, await introspect(connection));
    const orders = profile.tables.find((table) => table.name === 'orders');
    expect(orders?.rowCount).toBe(3);
    expect(orders?.columns.find((column) => column.name === 'ordered_on')).toMatchObject({ min: '2020-01-02', max: '2021-03-04' });
    expect(orders?.columns.find((column) => column.name === 'amount')).toMatchObject({ min: 7.25, max: 100 });
    expect(orders?.columns.find((column) => column.name === 'shipped_at')).toMatchObject({ max: '2021-03-05T08:30:00' });
    expect(orders?.columns.find((column) => column.name === 'paid')?.values).toEqual(['false', 'true']);
    expect(profile.tables.find((table) => table.name === 'customers')?.columns[2]).toMatchObject({
      values: ['France', 'Germany'],
      nullCount: 1,
    });
    expect(profile.tables.find((table) => table.name === 'shippers')?.columns[0]?.isPrimaryKey).toBe(true);
    expect(profile.joins).toEqual([
      { fromTable: 'orders', fromColumn: 'customer_id', toTable: 'customers', toColumn: 'customer_id', origin: 'foreign_key' },
      { fromTable: 'orders', fromColumn: 'ship_via', toTable: 'shippers', toColumn: 'shipper_id', origin: 'overlap' },
    ]);
  });
});
