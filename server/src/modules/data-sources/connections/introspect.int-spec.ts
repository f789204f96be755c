import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { profileSource } from '../catalog/profile-source';
import { introspect } from './introspect';
import { MysqlConnection, openMysqlConnection } from './mysql-connection';
import { createEmptyDatabase, type IsolatedDatabase } from '../../../../test/isolated-database';
import { TEST_MYSQL_CONFIG, describeWithMysql } from '../../../../test/mysql-test-database';
import { PostgresConnection, openPostgresConnection } from './postgres-connection';
import type { SourceConnection } from './source-connection';

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
      COMMENT ON TABLE orders IS 'Orders we took';
      COMMENT ON COLUMN orders.total IS '  pounds, ex VAT ';
      COMMENT ON COLUMN orders.paid IS '';
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

  it('reads the comments on tables and columns, trimmed; an empty one is none', async () => {
    const { tables } = await introspect(connection);
    const orders = tables.find((table) => table.name === 'orders');
    expect(orders?.comment).toBe('Orders we took');
    expect(orders?.columns.find((column) => column.name === 'total')?.comment).toBe('pounds, ex VAT');
    expect(orders?.columns.find((column) => column.name === 'paid')).not.toHaveProperty('comment');
    expect(tables.find((table) => table.name === 'customers')).not.toHaveProperty('comment');
    // The catalog keeps them apart from descriptions, which a user or a data dictionary gives.
    const profiled = (await profileSource(connection, await introspect(connection))).tables.find((table) => table.name === 'orders');
    expect(profiled).toMatchObject({ comment: 'Orders we took' });
    expect(profiled).not.toHaveProperty('description');
    expect(profiled?.columns.find((column) => column.name === 'total')).toMatchObject({ comment: 'pounds, ex VAT' });
  });

  it('lists foreign keys with their column pairs', async () => {
    const { foreignKeys } = await introspect(connection);
    const ends = { fromSchema: schema, toSchema: schema };
    expect(foreignKeys).toEqual([
      { ...ends, fromTable: 'order_lines', fromColumns: ['order_id', 'line'], toTable: 'orders', toColumns: ['id', 'line'] },
      { ...ends, fromTable: 'orders', fromColumns: ['buyer'], toTable: 'customers', toColumns: ['id'] },
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

describe('introspect a whole live database (PostgreSQL)', () => {
  const role = `quarry_reader_${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  let database: IsolatedDatabase;
  let admin: pg.Client;
  /** Holds a temporary table for the whole test, so that a pg_temp schema exists. */
  let session: pg.Client;
  let asAdmin: SourceConnection;
  let asReader: SourceConnection;

  beforeAll(async () => {
    database = await createEmptyDatabase('introspect_all');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(`
      CREATE SCHEMA hr; CREATE SCHEMA sales; CREATE SCHEMA archive; CREATE SCHEMA secret;
      CREATE TABLE hr.staff (badge_no int PRIMARY KEY, full_name text);
      CREATE TABLE hr.salaries (badge_no int, amount numeric);
      CREATE TABLE sales.orders (order_id int PRIMARY KEY, sold_by int REFERENCES hr.staff, amount numeric);
      CREATE TABLE archive.orders (order_id int PRIMARY KEY, badge_no int, amount numeric);
      CREATE TABLE secret.keys (id int);
      CREATE TABLE public.notes (note_id int PRIMARY KEY, body text);
      INSERT INTO hr.staff VALUES (1, 'Ann'), (2, 'Bob');
      INSERT INTO sales.orders VALUES (10, 1, 5), (11, 2, 7), (12, 2, 9);
      INSERT INTO archive.orders VALUES (1, 1, 3), (2, 1, 4), (3, 2, 1);
      CREATE ROLE ${role} LOGIN PASSWORD '${password}';
      GRANT USAGE ON SCHEMA hr, sales, archive TO ${role};
      GRANT SELECT ON hr.staff, sales.orders, archive.orders, public.notes TO ${role};
      GRANT SELECT ON secret.keys TO ${role};`);
    session = new pg.Client({ connectionString: database.url });
    await session.connect();
    await session.query('CREATE TEMP TABLE scratch (x int)');
    const url = new URL(database.url);
    const config = { kind: 'postgres' as const, host: url.hostname, port: Number(url.port), database: url.pathname.slice(1) };
    asAdmin = await openPostgresConnection({ ...config, user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
    asReader = await openPostgresConnection({ ...config, user: role, password });
  });

  afterAll(async () => {
    await asAdmin?.close();
    await asReader?.close();
    await session?.end();
    await admin?.end();
    await database?.drop();
    const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`DROP ROLE IF EXISTS ${role}`);
    await cleanup.end();
  });

  const names = (introspection: Awaited<ReturnType<typeof introspect>>) => introspection.tables.map((table) => `${table.schema}.${table.name}`);

  it('reads every schema but the system and temporary ones', async () => {
    const introspection = await introspect(asAdmin);
    expect(introspection.schema).toBe('public');
    expect(names(introspection)).toEqual(['archive.orders', 'hr.salaries', 'hr.staff', 'public.notes', 'sales.orders', 'secret.keys']);
  });

  it('lists only what the login may read: tables it may SELECT, in schemas it may use', async () => {
    expect(names(await introspect(asReader))).toEqual(['archive.orders', 'hr.staff', 'public.notes', 'sales.orders']);
  });

  it('keeps foreign keys across schemas', async () => {
    expect((await introspect(asReader)).foreignKeys).toEqual([
      { fromSchema: 'sales', fromTable: 'orders', fromColumns: ['sold_by'], toSchema: 'hr', toTable: 'staff', toColumns: ['badge_no'] },
    ]);
  });

  it('reads the connection’s schema alone when told to', async () => {
    expect(names(await introspect(asReader, { allSchemas: false }))).toEqual(['public.notes']);
  });

  it('names tables that share a name by their schema, in the catalog and its joins', async () => {
    const profile = await profileSource(asReader, await introspect(asReader));
    expect(profile.tables.map((table) => table.id ?? table.name)).toEqual(['archive.orders', 'staff', 'notes', 'sales.orders']);
    expect(profile.tables.find((table) => table.id === 'archive.orders')?.schema).toBe('archive');
    expect(profile.joins).toEqual([
      { fromTable: 'sales.orders', fromColumn: 'sold_by', toTable: 'staff', toColumn: 'badge_no', origin: 'foreign_key' },
      { fromTable: 'archive.orders', fromColumn: 'badge_no', toTable: 'staff', toColumn: 'badge_no', origin: 'name' },
    ]);
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
        ordered_on DATE, shipped_at DATETIME COMMENT 'when it left the warehouse',
        FOREIGN KEY (customer_id) REFERENCES customers (customer_id)
      ) ENGINE=InnoDB COMMENT='Orders we took';
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
      { fromSchema: database, fromTable: 'orders', fromColumns: ['customer_id'], toSchema: database, toTable: 'customers', toColumns: ['customer_id'] },
    ]);
    // Comments, where there are any: MySQL keeps an empty one for none.
    expect(introspection.tables[1]?.comment).toBe('Orders we took');
    expect(introspection.tables[1]?.columns.find((column) => column.name === 'shipped_at')?.comment).toBe('when it left the warehouse');
    expect(introspection.tables[1]?.columns.find((column) => column.name === 'amount')).not.toHaveProperty('comment');
    expect(introspection.tables[0]).not.toHaveProperty('comment');
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

  it('samples text with many values and compares columns in the database when their values are not kept', async () => {
    const profile = await profileSource(connection, await introspect(connection), { lowCardinalityLimit: 1 });
    const customers = profile.tables.find((table) => table.name === 'customers');
    expect(customers?.columns[1]).toMatchObject({ samples: ['Ann', 'Bob', 'Cy'], maxLength: 3, isUnique: true });
    expect(customers?.columns[1]?.values).toBeUndefined();
    expect(profile.joins.map((join) => `${join.fromTable}.${join.fromColumn} -> ${join.toTable}.${join.toColumn}`)).toEqual([
      'orders.customer_id -> customers.customer_id',
      'orders.ship_via -> shippers.shipper_id',
    ]);
  });
});
