import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import ExcelJS from 'exceljs';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { DATASETS, orphanSchemas, restUpload, schemaExists, sourceRowsOf, type UploadPart } from '../../test/data-source-helpers';
import { addWorkspaceMember, registerUser } from '../../test/factories';
import { ISO_TIMESTAMP as ISO, restClient, type Row } from '../../test/rest-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resolveViewer } from '../app/viewer';
import { TEST_MYSQL_CONFIG, describeWithMysql } from '../../test/mysql-test-database';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';

interface RestColumn {
  name: string;
  type: string;
  description: string | null;
}
interface RestTable {
  name: string;
  row_count: number;
  description: string | null;
  columns: RestColumn[];
}
interface RestSource {
  id: number;
  name: string;
  kind: string;
  status: string;
  tables: RestTable[];
  [key: string]: unknown;
}

const csvFiles = (dir: string) =>
  readdirSync(path.join(DATASETS, dir))
    .filter((file) => file.endsWith('.csv'))
    .sort()
    .map((file) => path.join(DATASETS, dir, file));

const tableOf = (source: RestSource, name: string) => {
  const table = source.tables.find((t) => t.name === name);
  if (!table) throw new Error(`no table ${name} in ${source.tables.map((t) => t.name).join(', ')}`);
  return table;
};
const typesOf = (table: RestTable) => Object.fromEntries(table.columns.map((column) => [column.name, column.type]));

/** A registered owner with their workspace id. */
async function owner(app: TestApp) {
  const user = await registerUser(app.services);
  const viewer = await resolveViewer(app.services, `Bearer ${user.token}`);
  if (!viewer) throw new Error('a fresh token must resolve to a viewer');
  return { ...user, workspaceId: viewer.workspaceId };
}

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const SMALL_CSV: UploadPart = { name: 'orders.csv', data: 'order_id,customer,amount,placed\n1,alfreds,10.5,2020-01-02\n2,bottom,20,2020-02-03\n3,alfreds,7.25,2020-03-04\n' };

describe('REST /api/v1/data-sources (over HTTP)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ listen: true });
  });
  afterAll(() => app.close());
  const call = restClient(() => app);

  it('imports every Northwind CSV in one request: 11 tables with row counts and inferred types', async () => {
    const { token, workspaceId } = await owner(app);
    const created = await restUpload(app, token, 'Northwind', csvFiles('northwind'));
    expect(created.status).toBe(201);
    const source = created.body as RestSource;
    expect(source).toMatchObject({ id: expect.any(Number), name: 'Northwind', kind: 'upload', status: 'ready', created_at: ISO, updated_at: ISO });
    expect(source.tables.map((t) => t.name).sort()).toEqual([
      'categories',
      'customers',
      'employee_territories',
      'employees',
      'order_details',
      'orders',
      'products',
      'region',
      'shippers',
      'suppliers',
      'territories',
    ]);
    const orders = tableOf(source, 'orders');
    expect(orders.row_count).toBe(830);
    expect(typesOf(orders)).toMatchObject({ order_id: 'integer', customer_id: 'text', order_date: 'date', freight: 'numeric' });
    expect(orders.columns[0]).toEqual({ name: 'order_id', type: 'integer', description: null });
    expect(tableOf(source, 'order_details').row_count).toBe(2155);

    const read = await call<RestSource>('GET', `/data-sources/${source.id}`, token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(source);
    const list = await call<RestSource[]>('GET', '/data-sources', token);
    expect(list.body.map((s) => s.id)).toEqual([source.id]);
    expect(Object.keys(source).sort()).toEqual(['byte_size', 'created_at', 'id', 'kind', 'name', 'status', 'tables', 'updated_at']);

    // The data is in the source's own schema.
    const [count]: { n: number }[] = await app.dataSource.query(`SELECT count(*)::int AS n FROM "ds_${source.id}".orders`);
    expect(count?.n).toBe(830);
    expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([{ id: source.id, status: 'ready' }]);
  });

  it('reads data_dictionary.csv as descriptions rather than as a table (CRM sales)', async () => {
    const { token } = await owner(app);
    const created = await restUpload(app, token, 'CRM', csvFiles('crm-sales'));
    expect(created.status).toBe(201);
    const source = created.body as RestSource;
    expect(source.tables.map((t) => t.name).sort()).toEqual(['accounts', 'products', 'sales_pipeline', 'sales_teams']);
    const accounts = tableOf(source, 'accounts');
    expect(accounts.columns.find((c) => c.name === 'revenue')).toEqual({ name: 'revenue', type: 'numeric', description: 'Annual revenue (in millions of USD)' });
    const pipeline = tableOf(source, 'sales_pipeline');
    expect(pipeline.columns.find((c) => c.name === 'close_value')?.description).toEqual(expect.stringMatching(/\w/));
    expect(typesOf(pipeline)).toMatchObject({ engage_date: 'date', close_value: 'integer' });

    // The GraphQL view of the same source shows the descriptions too.
    const result = await app.graphql<{ dataSource: { tables: { name: string; columns: { name: string; description: string | null }[] }[] } }>(
      'query ($id: Int!) { dataSource(id: $id) { tables { name columns { name description } } } }',
      { id: source.id },
      token,
    );
    const gqlAccounts = result.data?.dataSource.tables.find((t) => t.name === 'accounts');
    expect(gqlAccounts?.columns.find((c) => c.name === 'revenue')?.description).toBe('Annual revenue (in millions of USD)');
  });

  it('imports an XLSX workbook, one table per sheet, alongside a CSV', async () => {
    const { token } = await owner(app);
    const workbook = new ExcelJS.Workbook();
    const customers = workbook.addWorksheet('Customers');
    customers.addRow(['customer_id', 'name', 'since', 'vip']);
    customers.addRow([1, 'Alfreds', new Date(Date.UTC(2019, 0, 15)), true]);
    customers.addRow([2, 'Bottom-Dollar', new Date(Date.UTC(2020, 5, 1)), false]);
    const payments = workbook.addWorksheet('Payments 2020');
    payments.addRow(['customer_id', 'amount']);
    payments.addRow([1, 12.5]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());

    const created = await restUpload(app, token, 'Workbook', [{ name: 'crm.xlsx', data }, SMALL_CSV]);
    expect(created.status).toBe(201);
    const source = created.body as RestSource;
    expect(source.tables.map((t) => [t.name, t.row_count])).toEqual([
      ['customers', 2],
      ['orders', 3],
      ['payments_2020', 1],
    ]);
    expect(typesOf(tableOf(source, 'customers'))).toEqual({ customer_id: 'integer', name: 'text', since: 'date', vip: 'boolean' });
    expect(typesOf(tableOf(source, 'orders'))).toEqual({ order_id: 'integer', customer: 'text', amount: 'numeric', placed: 'date' });
  });

  it('keeps two files with the same table name apart (orders, orders_2)', async () => {
    const { token } = await owner(app);
    const created = await restUpload(app, token, 'Twice', [SMALL_CSV, { name: 'Orders.CSV', data: 'x\n1\n' }]);
    expect(created.status).toBe(201);
    expect((created.body as RestSource).tables.map((t) => t.name)).toEqual(['orders', 'orders_2']);
  });

  describe('bad files leave no source and no schema behind', () => {
    const cases: [string, UploadPart[], string, number[]][] = [
      ['ragged rows, with their line numbers', [{ name: 'ragged.csv', data: 'a,b\n1,2\n1,2,3\n4\n' }], 'ragged.csv: Row 3 has 3 fields; the header has 2. Row 4 has 1 fields; the header has 2.', [3, 4]],
      ['an empty file', [{ name: 'empty.csv', data: '' }], 'empty.csv: The file is empty.', []],
      ['duplicate header names', [{ name: 'dupes.csv', data: 'id,name,name\n1,a,b\n' }], 'dupes.csv: Duplicate column name "name" in the header.', [1]],
      ['a missing header', [{ name: 'headless.csv', data: '\n1,2\n' }], 'headless.csv: The first row is empty; the file needs a header row with column names.', [1]],
      ['a binary file named .csv', [{ name: 'photo.csv', data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), randomBytes(4096)]) }], 'photo.csv: This file is not a text CSV file.', []],
      ['a file that is not CSV or XLSX', [{ name: 'notes.txt', data: 'a\n1\n' }], 'notes.txt: Only CSV and XLSX files can be imported.', []],
      // The good file is loaded first; the bad one rolls it back.
      ['a bad file after a good one', [SMALL_CSV, { name: 'ragged.csv', data: 'a,b\n1,2\n1,2,3\n' }], 'ragged.csv: Row 3 has 3 fields; the header has 2.', [3]],
    ];

    it.each(cases)('%s', async (_label, parts, detail, lines) => {
      const { token, workspaceId } = await owner(app);
      const response = await restUpload(app, token, 'Bad', parts);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail, lines, file: expect.any(String) });
      expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([]);
      expect(await orphanSchemas(app.dataSource)).toEqual([]);
      // The same name is free again.
      expect((await restUpload(app, token, 'Bad', [SMALL_CSV])).status).toBe(201);
    });

    it('refuses an upload without files or without a name, and a name already taken (any case)', async () => {
      const { token, workspaceId } = await owner(app);
      expect(await restUpload(app, token, 'Nothing', [])).toEqual({ status: 422, body: { detail: 'Add at least one CSV or XLSX file.' } });
      expect(await restUpload(app, token, undefined, [SMALL_CSV])).toEqual({ status: 422, body: { detail: 'Data source name is required.' } });
      expect(await restUpload(app, token, '   ', [SMALL_CSV])).toEqual({ status: 422, body: { detail: 'Data source name is required.' } });
      expect(await restUpload(app, token, 'x'.repeat(201), [SMALL_CSV])).toEqual({ status: 422, body: { detail: 'Data source name must be at most 200 characters.' } });
      expect(await restUpload(app, token, 'Only dictionary', [path.join(DATASETS, 'crm-sales/data_dictionary.csv')])).toEqual({
        status: 422,
        body: { detail: 'The upload holds only a data dictionary; add the data files it describes.' },
      });
      expect((await restUpload(app, token, 'Sales', [SMALL_CSV])).status).toBe(201);
      expect(await restUpload(app, token, '  SALES ', [SMALL_CSV])).toEqual({ status: 409, body: { detail: 'A data source named "SALES" already exists in this workspace.' } });
      const form = new FormData();
      form.set('name', 'Wrong field');
      form.set('file', new Blob(['a\n1\n']), 'a.csv');
      const wrongField = await fetch(`${app.baseUrl}/api/v1/data-sources`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect({ status: wrongField.status, body: await wrongField.json() }).toEqual({ status: 422, body: { detail: 'Send the files in the "files" field (got "file").' } });
      expect((await sourceRowsOf(app.dataSource, workspaceId)).length).toBe(1);
      expect(await orphanSchemas(app.dataSource)).toEqual([]);
    });

    it('answers a file over UPLOAD_MAX_MB with 413 and stores nothing', async () => {
      const small = await createTestApp({ listen: true, env: { UPLOAD_MAX_MB: '0.1' } });
      try {
        const { token, workspaceId } = await owner(small);
        const big = { name: 'big.csv', data: `n\n${'123456789\n'.repeat(12_000)}` };
        const response = await restUpload(small, token, 'Big', [SMALL_CSV, big]);
        expect(response).toEqual({ status: 413, body: { detail: 'The file is larger than the 0.1 MB limit.' } });
        expect(await sourceRowsOf(small.dataSource, workspaceId)).toEqual([]);
        expect(await orphanSchemas(small.dataSource)).toEqual([]);
        // Under the limit is fine.
        expect((await restUpload(small, token, 'Small', [SMALL_CSV])).status).toBe(201);
      } finally {
        await small.close();
      }
    });
  });

  it('lets Viewers and Analysts read sources but only Owners and Admins change them; other workspaces see nothing', async () => {
    const { token, workspaceId } = await owner(app);
    const source = (await restUpload(app, token, 'Shared', [SMALL_CSV])).body as RestSource;
    const inWorkspace = { 'x-workspace-id': String(workspaceId) };
    const forbidden = { detail: 'Only workspace Owners and Admins can add, change or delete data sources.' };

    for (const role of [WorkspaceRole.VIEWER, WorkspaceRole.ANALYST]) {
      const member = await registerUser(app.services);
      await addWorkspaceMember(app.dataSource, workspaceId, member.user.id, role);
      const list = await call<RestSource[]>('GET', '/data-sources', member.token, undefined, inWorkspace);
      expect(list.status).toBe(200);
      expect(list.body.map((s) => s.id)).toEqual([source.id]);
      expect((await call('GET', `/data-sources/${source.id}`, member.token, undefined, inWorkspace)).status).toBe(200);
      expect((await call('GET', `/data-sources/${source.id}/synonyms`, member.token, undefined, inWorkspace)).status).toBe(200);

      expect(await restUpload(app, member.token, 'Mine', [SMALL_CSV], inWorkspace)).toEqual({ status: 403, body: forbidden });
      expect(await call('DELETE', `/data-sources/${source.id}`, member.token, undefined, inWorkspace)).toEqual({ status: 403, body: forbidden });
      expect(await call('POST', `/data-sources/${source.id}/refresh`, member.token, undefined, inWorkspace)).toEqual({ status: 403, body: forbidden });
      expect(await call('POST', `/data-sources/${source.id}/synonyms`, member.token, { term: 'sale', table: 'orders' }, inWorkspace)).toEqual({ status: 403, body: forbidden });
      expect(
        await call('POST', `/data-sources/${source.id}/metrics`, member.token, { name: 'total', table: 'orders', expression: 'sum(amount)' }, inWorkspace),
      ).toEqual({ status: 403, body: forbidden });
      const connection = { kind: 'postgres', host: '127.0.0.1', port: 5432, database: 'x', user: 'x', password: 'x' };
      expect(await call('POST', '/data-sources/test-connection', member.token, connection, inWorkspace)).toEqual({ status: 403, body: forbidden });
      expect(await call('POST', '/data-sources/connections', member.token, { ...connection, name: 'Db' }, inWorkspace)).toEqual({ status: 403, body: forbidden });
    }
    const admin = await registerUser(app.services);
    await addWorkspaceMember(app.dataSource, workspaceId, admin.user.id, WorkspaceRole.ADMIN);
    expect((await restUpload(app, admin.token, 'By admin', [SMALL_CSV], inWorkspace)).status).toBe(201);

    const stranger = await owner(app);
    const notFound = { status: 404, body: { detail: 'Data source not found.' } };
    expect((await call<RestSource[]>('GET', '/data-sources', stranger.token)).body).toEqual([]);
    expect(await call('GET', `/data-sources/${source.id}`, stranger.token)).toEqual(notFound);
    expect(await call('DELETE', `/data-sources/${source.id}`, stranger.token)).toEqual(notFound);
    expect(await call('POST', `/data-sources/${source.id}/refresh`, stranger.token)).toEqual(notFound);
    expect(await call('GET', `/data-sources/${source.id}/synonyms`, stranger.token)).toEqual(notFound);
    expect(await call('POST', `/data-sources/${source.id}/synonyms`, stranger.token, { term: 'sale', table: 'orders' })).toEqual(notFound);
    expect(await call('GET', '/data-sources/abc', token)).toEqual(notFound);
    expect(await call('GET', '/data-sources/99999999999', token)).toEqual(notFound);

    const anonymous = { status: 401, body: { detail: 'Not authenticated.' } };
    expect(await call('GET', '/data-sources')).toEqual(anonymous);
    expect(await restUpload(app, undefined, 'Anon', [SMALL_CSV])).toEqual(anonymous);
    expect(await call('DELETE', `/data-sources/${source.id}`)).toEqual(anonymous);
  });

  it('DELETE removes the source and drops its schema', async () => {
    const { token, workspaceId } = await owner(app);
    const source = (await restUpload(app, token, 'Temporary', [SMALL_CSV])).body as RestSource;
    expect(await schemaExists(app.dataSource, `ds_${source.id}`)).toBe(true);
    expect(await call('DELETE', `/data-sources/${source.id}`, token)).toEqual({ status: 200, body: { id: source.id, deleted: true } });
    expect(await schemaExists(app.dataSource, `ds_${source.id}`)).toBe(false);
    expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([]);
    expect((await call('GET', `/data-sources/${source.id}`, token)).status).toBe(404);
    expect((await call('DELETE', `/data-sources/${source.id}`, token)).status).toBe(404);
  });

  describe('synonyms and metrics', () => {
    let token: string;
    let source: RestSource;
    beforeAll(async () => {
      ({ token } = await owner(app));
      const files = ['orders.csv', 'order_details.csv'].map((file) => path.join(DATASETS, 'northwind', file));
      source = (await restUpload(app, token, 'Sales', files)).body as RestSource;
    });

    it('adds, lists and removes synonyms for tables and columns', async () => {
      const deal = await call('POST', `/data-sources/${source.id}/synonyms`, token, { term: '  deal ', table: 'Orders' });
      expect(deal).toEqual({
        status: 201,
        body: { id: expect.any(Number), data_source_id: source.id, term: 'deal', table: 'orders', column: null, created_at: ISO },
      });
      const price = await call('POST', `/data-sources/${source.id}/synonyms`, token, { term: 'price', table: 'order_details', column: 'UNIT_PRICE' });
      expect(price.status).toBe(201);
      expect(price.body).toMatchObject({ term: 'price', table: 'order_details', column: 'unit_price' });

      const list = await call<Row[]>('GET', `/data-sources/${source.id}/synonyms`, token);
      expect(list.body.map((s) => s.term)).toEqual(['deal', 'price']);

      expect(await call('DELETE', `/data-sources/${source.id}/synonyms/${deal.body.id}`, token)).toEqual({ status: 200, body: { id: deal.body.id, deleted: true } });
      expect(await call('DELETE', `/data-sources/${source.id}/synonyms/${deal.body.id}`, token)).toEqual({ status: 404, body: { detail: 'Synonym not found.' } });
      expect((await call<Row[]>('GET', `/data-sources/${source.id}/synonyms`, token)).body.map((s) => s.term)).toEqual(['price']);
    });

    it('refuses synonyms that name nothing in the catalog, blanks and duplicates', async () => {
      const post = (body: Record<string, unknown>) => call('POST', `/data-sources/${source.id}/synonyms`, token, body);
      expect(await post({ term: 'sale', table: 'ordrs' })).toEqual({ status: 422, body: { detail: 'The table "ordrs" is not in this data source. Did you mean "orders"?' } });
      expect(await post({ term: 'sale', table: 'orders', column: 'frieght' })).toEqual({
        status: 422,
        body: { detail: 'The table "orders" has no column "frieght". Did you mean "freight"?' },
      });
      expect(await post({ term: 'sale', table: 'invoices' })).toEqual({ status: 422, body: { detail: 'The table "invoices" is not in this data source.' } });
      expect(await post({ term: '   ', table: 'orders' })).toEqual({ status: 422, body: { detail: 'Term is required.' } });
      expect(await post({ term: 'x'.repeat(101), table: 'orders' })).toEqual({ status: 422, body: { detail: 'Term must be at most 100 characters.' } });
      expect(await post({ table: 'orders' })).toEqual({ status: 422, body: { detail: [{ loc: ['body', 'term'], msg: 'Term is required.', type: 'missing' }] } });
      expect((await post({ term: 'sale', table: 'orders' })).status).toBe(201);
      expect(await post({ term: 'SALE', table: 'order_details' })).toEqual({ status: 409, body: { detail: 'This data source already has a synonym "SALE".' } });
    });

    it('adds metrics whose expression is one aggregate over the table, and refuses anything else', async () => {
      const post = (body: Record<string, unknown>) => call('POST', `/data-sources/${source.id}/metrics`, token, body);
      const revenue = await post({ name: 'revenue', table: 'order_details', expression: 'sum(unit_price*quantity*(1-discount))', description: 'Net sales' });
      expect(revenue).toEqual({
        status: 201,
        body: {
          id: expect.any(Number),
          data_source_id: source.id,
          name: 'revenue',
          table: 'order_details',
          expression: 'sum(unit_price*quantity*(1-discount))',
          description: 'Net sales',
          created_at: ISO,
        },
      });
      expect((await post({ name: 'order count', table: 'orders', expression: 'count(distinct order_id)' })).status).toBe(201);

      const refused = async (body: Record<string, unknown>, detail: RegExp | string) => {
        const response = await post({ name: `m-${randomBytes(3).toString('hex')}`, table: 'order_details', ...body });
        expect(response.status).toBe(422);
        expect(response.body.detail).toEqual(typeof detail === 'string' ? detail : expect.stringMatching(detail));
      };
      await refused({ expression: 'unit_price' }, 'A metric must be a single aggregate over the table, such as sum(amount) or count(*).');
      await refused({ expression: 'sum(unit_price) over ()' }, /single aggregate|not allowed/);
      await refused({ expression: 'sum(unit_pric)' }, /unit_pric/);
      await refused({ expression: 'sum(freight)' }, /freight/);
      await refused({ expression: '(SELECT count(*) FROM public.users)' }, /cannot be used/);
      await refused({ expression: 'sum(unit_price) FROM order_details; DROP TABLE order_details; --' }, /cannot be used/);
      await refused({ expression: 'max(pg_sleep(1))' }, /pg_sleep/);
      await refused({ expression: '' }, 'Expression is required.');
      await refused({ table: 'ordr_details', expression: 'count(*)' }, 'The table "ordr_details" is not in this data source. Did you mean "order_details"?');
      expect(await post({ name: 'REVENUE', table: 'orders', expression: 'count(*)' })).toEqual({ status: 409, body: { detail: 'This data source already has a metric "REVENUE".' } });

      const list = await call<Row[]>('GET', `/data-sources/${source.id}/metrics`, token);
      expect(list.body.map((m) => m.name)).toEqual(['revenue', 'order count']);
      expect(await call('DELETE', `/data-sources/${source.id}/metrics/${revenue.body.id}`, token)).toEqual({ status: 200, body: { id: revenue.body.id, deleted: true } });
      expect(await call('DELETE', `/data-sources/${source.id}/metrics/${revenue.body.id}`, token)).toEqual({ status: 404, body: { detail: 'Metric not found.' } });
      // The order_details table still has its data: nothing ran but reads.
      const [count]: { n: number }[] = await app.dataSource.query(`SELECT count(*)::int AS n FROM "ds_${source.id}".order_details`);
      expect(count?.n).toBe(2155);
    });
  });

  describe('live PostgreSQL databases', () => {
    const suffix = randomBytes(5).toString('hex');
    const database = `quarry_src_${suffix}`;
    const role = `quarry_src_reader_${suffix}`;
    const password = `Secret-${randomBytes(8).toString('hex')}`;
    let admin: pg.Client;
    let connection: Record<string, unknown>;
    const responses: string[] = [];
    const remember = <T extends { body: unknown }>(response: T): T => {
      responses.push(JSON.stringify(response.body));
      return response;
    };

    beforeAll(async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      await admin.query(`CREATE DATABASE ${database} OWNER ${role}`);
      connection = { kind: 'postgres', host: url.hostname, port: Number(url.port), database, user: role, password };
      const seed = new pg.Client({ host: url.hostname, port: Number(url.port), database, user: role, password });
      await seed.connect();
      await seed.query(`
        CREATE TABLE customers (customer_id int PRIMARY KEY, name text NOT NULL, country text);
        CREATE TABLE invoices (invoice_id int PRIMARY KEY, customer_id int REFERENCES customers, amount numeric(10,2), issued date);
        INSERT INTO customers VALUES (1, 'Alfreds', 'Germany'), (2, 'Bottom-Dollar', 'Canada');
        INSERT INTO invoices VALUES (10, 1, 99.5, '2021-01-02'), (11, 1, 12, '2021-02-03'), (12, 2, 40, '2021-03-04');`);
      await seed.end();
    });

    afterAll(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
      for (const body of responses) expect(body).not.toContain(password);
    });

    it('tests a connection, with clear messages for a wrong password or port', async () => {
      const { token } = await owner(app);
      const ok = remember(await call('POST', '/data-sources/test-connection', token, connection));
      expect(ok).toEqual({
        status: 200,
        body: { ok: true, message: expect.stringMatching(/^Connected to PostgreSQL \d+.*; 2 tables found\.$/), server_version: expect.stringMatching(/^PostgreSQL/), table_count: 2 },
      });
      const wrongPassword = remember(await call('POST', '/data-sources/test-connection', token, { ...connection, password: 'nope' }));
      expect(wrongPassword).toEqual({
        status: 200,
        body: { ok: false, message: `The server refused the login of user "${role}". Check the user name and password.`, server_version: null, table_count: null },
      });
      const port = await closedPort();
      const wrongPort = remember(await call('POST', '/data-sources/test-connection', token, { ...connection, port }));
      expect(wrongPort.body).toMatchObject({ ok: false, message: expect.stringContaining(`Could not connect to 127.0.0.1:${port}: the connection was refused.`) });
      const badPort = remember(await call('POST', '/data-sources/test-connection', token, { ...connection, port: 70000 }));
      expect(badPort).toEqual({ status: 422, body: { detail: [{ loc: ['body', 'port'], msg: 'Port must be a whole number between 1 and 65535.', type: 'max' }] } });
    });

    it('creates a source from a live database, stores its password encrypted and never returns it', async () => {
      const { token, workspaceId } = await owner(app);
      const failed = remember(await call('POST', '/data-sources/connections', token, { ...connection, name: 'Billing', password: 'wrong' }));
      expect(failed).toEqual({ status: 422, body: { detail: `The server refused the login of user "${role}". Check the user name and password.` } });
      expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([]);

      const created = remember(await call<RestSource>('POST', '/data-sources/connections', token, { ...connection, name: 'Billing' }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Billing', kind: 'postgres', status: 'ready', byte_size: 0 });
      expect(created.body.tables.map((t) => [t.name, t.row_count])).toEqual([
        ['customers', 2],
        ['invoices', 3],
      ]);
      expect(typesOf(tableOf(created.body, 'invoices'))).toEqual({ invoice_id: 'integer', customer_id: 'integer', amount: 'numeric', issued: 'date' });

      remember(await call('GET', '/data-sources', token));
      remember(await call('GET', `/data-sources/${created.body.id}`, token));
      const [row]: { encrypted_connection: string }[] = await app.dataSource.query('SELECT encrypted_connection FROM data_sources WHERE id = $1', [created.body.id]);
      expect(row?.encrypted_connection).toMatch(/^v1:/);
      expect(row?.encrypted_connection).not.toContain(password);
      expect(row?.encrypted_connection).not.toContain(role);

      // The catalog is read through the stored (decrypted) settings: refresh sees a new table.
      const seed = new pg.Client({ ...(connection as pg.ClientConfig), database });
      await seed.connect();
      await seed.query('CREATE TABLE payments (payment_id int, invoice_id int, paid numeric); INSERT INTO payments VALUES (1, 10, 99.5)');
      await seed.end();
      const refreshed = remember(await call<RestSource>('POST', `/data-sources/${created.body.id}/refresh`, token));
      expect(refreshed.body.tables.map((t) => t.name)).toEqual(['customers', 'invoices', 'payments']);

      // Metrics are checked on the live database.
      const metric = remember(await call('POST', `/data-sources/${created.body.id}/metrics`, token, { name: 'billed', table: 'invoices', expression: 'sum(amount)' }));
      expect(metric.status).toBe(201);
      const wrong = remember(await call('POST', `/data-sources/${created.body.id}/metrics`, token, { name: 'b2', table: 'invoices', expression: 'amount' }));
      expect(wrong.status).toBe(422);

      expect(remember(await call('POST', '/data-sources/connections', token, { ...connection, name: 'billing' })).status).toBe(409);
      expect(remember(await call('DELETE', `/data-sources/${created.body.id}`, token))).toEqual({ status: 200, body: { id: created.body.id, deleted: true } });
      expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([]);
    });
  });

  describeWithMysql('live MySQL and MariaDB databases', () => {
    const database = `quarry_src_${randomBytes(5).toString('hex')}`;
    const { host, port, user, password } = TEST_MYSQL_CONFIG;
    let admin: mysql.Connection;

    beforeAll(async () => {
      admin = await mysql.createConnection({ host, port, user, password, multipleStatements: true });
      await admin.query(`CREATE DATABASE ${database};
        CREATE TABLE ${database}.customers (customer_id INT PRIMARY KEY, name VARCHAR(50), vip BOOLEAN);
        CREATE TABLE ${database}.orders (order_id INT PRIMARY KEY, customer_id INT, total DECIMAL(10,2), placed DATE,
          FOREIGN KEY (customer_id) REFERENCES ${database}.customers (customer_id));
        INSERT INTO ${database}.customers VALUES (1, 'Alfreds', TRUE), (2, 'Bottom-Dollar', FALSE);
        INSERT INTO ${database}.orders VALUES (10, 1, 99.50, '2021-01-02'), (11, 2, 12.00, '2021-02-03');`);
    });

    afterAll(async () => {
      await admin?.query(`DROP DATABASE IF EXISTS ${database}`);
      await admin?.end();
    });

    it('tests, creates, queries and deletes a MySQL source', async () => {
      const { token, workspaceId } = await owner(app);
      const settings = { kind: 'mysql', host, port, database, user, password };
      const tested = await call('POST', '/data-sources/test-connection', token, settings);
      expect(tested.body).toMatchObject({ ok: true, table_count: 2, server_version: expect.stringMatching(/MariaDB|MySQL/) });
      const created = await call<RestSource>('POST', '/data-sources/connections', token, { ...settings, name: 'Shop' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ kind: 'mysql', status: 'ready' });
      expect(created.body.tables.map((t) => [t.name, t.row_count])).toEqual([
        ['customers', 2],
        ['orders', 2],
      ]);
      expect(typesOf(tableOf(created.body, 'orders'))).toEqual({ order_id: 'integer', customer_id: 'integer', total: 'numeric', placed: 'date' });
      expect((await call('POST', `/data-sources/${created.body.id}/metrics`, token, { name: 'sales', table: 'orders', expression: 'sum(total)' })).status).toBe(201);
      expect((await call('POST', `/data-sources/${created.body.id}/metrics`, token, { name: 'plain', table: 'orders', expression: 'total' })).status).toBe(422);

      const viewer = await resolveViewer(app.services, `Bearer ${token}`);
      if (!viewer) throw new Error('viewer expected');
      const catalog = await app.services.dataSources.catalogFor(viewer, created.body.id);
      expect(catalog).toMatchObject({ dialect: 'mysql', metrics: [{ name: 'sales', expression: 'sum(total)' }] });
      const connection = await app.services.dataSources.connectionFor(await app.services.dataSources.get(viewer, created.body.id));
      expect((await connection.query('SELECT count(*) FROM orders')).rows).toEqual([[2]]);

      expect((await call('DELETE', `/data-sources/${created.body.id}`, token)).status).toBe(200);
      expect(await sourceRowsOf(app.dataSource, workspaceId)).toEqual([]);
    });
  });
});
