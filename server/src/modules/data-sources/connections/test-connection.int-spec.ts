import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import type { DatabaseConnectionConfig } from './connection-config';
import { TEST_MYSQL_CONFIG, describeWithMysql } from '../../../../test/mysql-test-database';
import { openPostgresConnection } from './postgres-connection';
import { testConnection } from './test-connection';

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('testConnection (PostgreSQL)', () => {
  const suffix = randomBytes(5).toString('hex');
  const database = `quarry_ext_${suffix}`;
  const role = `quarry_reader_${suffix}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  let admin: pg.Client;
  let config: DatabaseConnectionConfig;
  let silent: net.Server | undefined;
  const silentSockets: net.Socket[] = [];

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    await admin.query(`CREATE DATABASE ${database} OWNER ${role}`);
    config = { kind: 'postgres', host: url.hostname, port: Number(url.port), database, user: role, password };
    const seed = new pg.Client({ ...config });
    await seed.connect();
    await seed.query('CREATE TABLE customers (id int PRIMARY KEY, name text); CREATE TABLE orders (id int, customer_id int);');
    await seed.query("CREATE SCHEMA crm; CREATE TABLE crm.deals (id int); CREATE VIEW crm.open_deals AS SELECT * FROM crm.deals;");
    await seed.query("INSERT INTO customers VALUES (1, 'Alfreds')");
    await seed.end();
  });

  afterAll(async () => {
    for (const socket of silentSockets) socket.destroy();
    silent?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('reports the server version and the number of tables the source reads, in every schema', async () => {
    const result = await testConnection(config);
    expect(result).toEqual({ ok: true, serverVersion: expect.stringMatching(/^PostgreSQL \d+/), tableCount: 3 });
    // Views are not counted; the schema only says where unqualified names resolve.
    expect(await testConnection({ ...config, schema: 'crm' })).toMatchObject({ ok: true, tableCount: 3 });
  });

  it('queries the external database through openPostgresConnection', async () => {
    const connection = await openPostgresConnection(config);
    try {
      expect(connection.schema).toBe('public');
      await expect(connection.query('SELECT name FROM customers')).resolves.toMatchObject({ rows: [['Alfreds']] });
      await expect(connection.query("INSERT INTO customers VALUES (2, 'x')")).rejects.toThrow();
    } finally {
      await connection.close();
      await connection.close();
    }
  });

  it('refuses a wrong password without echoing it', async () => {
    // The embedded server checks passwords (scram-sha-256), so a wrong one fails.
    const result = await testConnection({ ...config, password: 'not-the-password' });
    expect(result).toEqual({
      ok: false,
      message: `The server refused the login of user "${role}". Check the user name and password.`,
    });
    expect(JSON.stringify(result)).not.toContain('not-the-password');
  });

  it('names an unknown database or schema', async () => {
    await expect(testConnection({ ...config, database: `${database}_missing` })).resolves.toEqual({
      ok: false,
      message: `The database "${database}_missing" does not exist, or the user "${role}" may not use it.`,
    });
    await expect(testConnection({ ...config, schema: 'nowhere' })).resolves.toEqual({
      ok: false,
      message: 'The schema "nowhere" does not exist in the database.',
    });
  });

  it('explains a refused connection and an unknown host', async () => {
    const port = await closedPort();
    await expect(testConnection({ ...config, port })).resolves.toEqual({
      ok: false,
      message: `Could not connect to 127.0.0.1:${port}: the connection was refused. Check the host and port, and that the server is running.`,
    });
    await expect(testConnection({ ...config, host: 'no-such-host.invalid' })).resolves.toEqual({
      ok: false,
      message: 'The host name "no-such-host.invalid" could not be found.',
    });
  });

  it('gives up on a server that never answers', async () => {
    silent = net.createServer((socket) => silentSockets.push(socket));
    await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    const result = await testConnection({ ...config, port }, { timeoutMs: 300 });
    expect(result).toEqual({
      ok: false,
      message: `Could not connect to 127.0.0.1:${port}: there was no answer in time. Check the host, the port and any firewall.`,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describeWithMysql('testConnection (MySQL or MariaDB)', () => {
  it('reports the server version and the number of tables', async () => {
    const result = await testConnection(TEST_MYSQL_CONFIG);
    expect(result).toEqual({ ok: true, serverVersion: expect.stringMatching(/MariaDB|^MySQL /), tableCount: expect.any(Number) });
  });

  it('refuses a wrong password and names an unknown database', async () => {
    const badPassword = await testConnection({ ...TEST_MYSQL_CONFIG, password: 'wrong-password' });
    expect(badPassword).toEqual({
      ok: false,
      message: 'The server refused the login of user "root". Check the user name and password.',
    });
    const missing = await testConnection({ ...TEST_MYSQL_CONFIG, database: 'quarry_missing_db' });
    expect(missing).toEqual({
      ok: false,
      message: 'The database "quarry_missing_db" does not exist, or the user "root" may not use it.',
    });
  });
});
