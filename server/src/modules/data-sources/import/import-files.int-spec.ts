import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { ImportError } from './import-errors';
import { importFiles } from './import-files';

const DATASETS = '/work/shared/datasets';

/** `wc -l` minus the header line. */
function dataLines(file: string): number {
  const text = readFileSync(file, 'utf8');
  return (text.match(/\n/g)?.length ?? 0) - 1;
}

describe('importFiles (PostgreSQL)', () => {
  let client: pg.Client;
  let schema: string;
  let dir: string;

  beforeEach(async () => {
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    schema = `ds_test_${randomBytes(6).toString('hex')}`;
    dir = mkdtempSync(path.join(tmpdir(), 'import-files-'));
  });

  afterEach(async () => {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  });

  async function tablesInSchema(): Promise<string[]> {
    const result = await client.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [schema],
    );
    return result.rows.map((row) => row.table_name);
  }

  async function columnTypes(table: string): Promise<Record<string, string>> {
    const result = await client.query<{ column_name: string; data_type: string }>(
      'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
      [schema, table],
    );
    return Object.fromEntries(result.rows.map((row) => [row.column_name, row.data_type]));
  }

  async function count(table: string): Promise<number> {
    const result = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}"."${table}"`);
    return Number(result.rows[0]?.n);
  }

  it('imports the Northwind orders and order details', async () => {
    const orderDetails = path.join(DATASETS, 'northwind/order_details.csv');
    const orders = path.join(DATASETS, 'northwind/orders.csv');
    await client.query('BEGIN');
    const tables = await importFiles(client, schema, [
      { path: orderDetails, originalName: 'order_details.csv' },
      { path: orders, originalName: 'orders.csv' },
    ]);
    await client.query('COMMIT');

    expect(tables.map((t) => [t.name, t.rowCount])).toEqual([
      ['order_details', dataLines(orderDetails)],
      ['orders', dataLines(orders)],
    ]);
    expect(await count('order_details')).toBe(dataLines(orderDetails));
    expect(await count('orders')).toBe(dataLines(orders));

    const [details, ordersTable] = tables;
    expect(details?.columns).toEqual([
      { name: 'order_id', type: 'integer' },
      { name: 'product_id', type: 'integer' },
      { name: 'unit_price', type: 'numeric' },
      { name: 'quantity', type: 'integer' },
      { name: 'discount', type: 'numeric' },
    ]);
    const orderTypes = Object.fromEntries((ordersTable?.columns ?? []).map((c) => [c.name, c.type]));
    expect(orderTypes).toMatchObject({
      order_id: 'integer',
      customer_id: 'text',
      order_date: 'date',
      shipped_date: 'date',
      freight: 'numeric',
      ship_region: 'text',
      // Postal codes mix digits and letters.
      ship_postal_code: 'text',
    });
    expect(await columnTypes('order_details')).toEqual({
      order_id: 'bigint',
      product_id: 'bigint',
      unit_price: 'numeric',
      quantity: 'bigint',
      discount: 'numeric',
    });

    const first = await client.query<{ order_date: string; ship_region: string | null; freight: string }>(
      `SELECT order_date::text, ship_region, freight::text FROM "${schema}".orders WHERE order_id = 10248`,
    );
    expect(first.rows).toEqual([{ order_date: '1996-07-04', ship_region: null, freight: '32.3800011' }]);
    const revenue = await client.query<{ total: string }>(
      `SELECT round(sum(unit_price * quantity * (1 - discount)), 2)::text AS total FROM "${schema}".order_details`,
    );
    expect(Number(revenue.rows[0]?.total)).toBeGreaterThan(1_000_000);
  });

  it('imports the CRM sales pipeline with its dates and empty close values', async () => {
    const file = path.join(DATASETS, 'crm-sales/sales_pipeline.csv');
    await client.query('BEGIN');
    const [table] = await importFiles(client, schema, [{ path: file, originalName: 'sales_pipeline.csv' }]);
    await client.query('COMMIT');

    expect(table?.name).toBe('sales_pipeline');
    expect(table?.rowCount).toBe(dataLines(file));
    expect(await count('sales_pipeline')).toBe(dataLines(file));
    expect(table?.columns).toEqual([
      { name: 'opportunity_id', type: 'text' },
      { name: 'sales_agent', type: 'text' },
      { name: 'product', type: 'text' },
      { name: 'account', type: 'text' },
      { name: 'deal_stage', type: 'text' },
      { name: 'engage_date', type: 'date' },
      { name: 'close_date', type: 'date' },
      { name: 'close_value', type: 'integer' },
    ]);
    const open = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${schema}".sales_pipeline WHERE close_date IS NULL AND deal_stage IN ('Engaging', 'Prospecting')`,
    );
    expect(Number(open.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('imports seeded CSV and XLSX files with quoted names, booleans and clashing table names', async () => {
    const csv = path.join(dir, 'upload-1.csv');
    writeFileSync(csv, '\ufeffId;Active;"Price ""EUR""";Seen At\n007;Yes;1,5;2020-01-02 03:04:05\n8;no;;\n');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Upload 1');
    sheet.addRow(['when', 'flag', 'n']);
    sheet.addRow([new Date(Date.UTC(2021, 4, 6)), true, { formula: '1+1', result: 2 }]);
    const xlsx = path.join(dir, 'book.xlsx');
    // In memory, then one synchronous write: ExcelJS's writeFile can resolve before its file stream has flushed.
    writeFileSync(xlsx, Buffer.from(await workbook.xlsx.writeBuffer()));

    await client.query('BEGIN');
    const tables = await importFiles(client, schema, [
      { path: csv, originalName: 'Upload 1.csv' },
      { path: xlsx, originalName: 'book.xlsx' },
    ]);
    await client.query('COMMIT');

    expect(tables).toEqual([
      {
        name: 'upload_1',
        rowCount: 2,
        columns: [
          { name: 'Id', type: 'text' },
          { name: 'Active', type: 'boolean' },
          { name: 'Price "EUR"', type: 'text' },
          { name: 'Seen At', type: 'timestamp' },
        ],
      },
      {
        name: 'upload_1_2',
        rowCount: 1,
        columns: [
          { name: 'when', type: 'date' },
          { name: 'flag', type: 'boolean' },
          { name: 'n', type: 'integer' },
        ],
      },
    ]);
    const rows = await client.query(
      `SELECT "Id", "Active", "Price ""EUR""" AS price, "Seen At"::text AS seen FROM "${schema}".upload_1 ORDER BY 1`,
    );
    expect(rows.rows).toEqual([
      { Id: '007', Active: true, price: '1,5', seen: '2020-01-02 03:04:05' },
      { Id: '8', Active: false, price: null, seen: null },
    ]);
    const fromSheet = await client.query(`SELECT "when"::text AS d, flag, n::int AS n FROM "${schema}".upload_1_2`);
    expect(fromSheet.rows).toEqual([{ d: '2021-05-06', flag: true, n: 2 }]);
  });

  it('leaves nothing behind when one file of the batch is bad', async () => {
    const good = path.join(dir, 'good.csv');
    writeFileSync(good, 'a,b\n1,2\n');
    const ragged = path.join(dir, 'ragged.csv');
    writeFileSync(ragged, 'a,b\n1,2\n1,2,3\n');

    await client.query('BEGIN');
    let caught: unknown;
    try {
      await importFiles(client, schema, [
        { path: good, originalName: 'good.csv' },
        { path: ragged, originalName: 'ragged.csv' },
      ]);
      await client.query('COMMIT');
    } catch (error) {
      caught = error;
      await client.query('ROLLBACK');
    }
    expect(caught).toBeInstanceOf(ImportError);
    expect(caught instanceof ImportError ? [caught.message, caught.line] : undefined).toEqual([
      'Row 3 has 3 fields; the header has 2.',
      3,
    ]);
    expect(await tablesInSchema()).toEqual([]);

    // The same good file alone does import, so the empty schema above is down to the rollback.
    await client.query('BEGIN');
    await importFiles(client, schema, [{ path: good, originalName: 'good.csv' }]);
    await client.query('COMMIT');
    expect(await tablesInSchema()).toEqual(['good']);
  });

  it('rolls back tables already loaded when a later load fails in the database', async () => {
    const good = path.join(dir, 'good.csv');
    writeFileSync(good, 'a\n1\n');
    await client.query(`CREATE SCHEMA "${schema}"`);
    await client.query(`CREATE TABLE "${schema}".taken (x int)`);

    await client.query('BEGIN');
    const attempt = importFiles(client, schema, [
      { path: good, originalName: 'good.csv' },
      { path: good, originalName: 'taken.csv' },
    ]);
    await expect(attempt).rejects.toThrow(/already exists/);
    await client.query('ROLLBACK');
    expect(await tablesInSchema()).toEqual(['taken']);
  });

  it('rejects unknown extensions and files over the limit before creating anything', async () => {
    const file = path.join(dir, 'notes.txt');
    writeFileSync(file, 'a\n1\n');
    await client.query('BEGIN');
    await expect(importFiles(client, schema, [{ path: file, originalName: 'notes.txt' }])).rejects.toThrow(
      new ImportError('Only CSV and XLSX files can be imported.'),
    );
    await client.query('ROLLBACK');

    const csv = path.join(dir, 'big.csv');
    writeFileSync(csv, 'a\n'.repeat(600_000));
    await client.query('BEGIN');
    await expect(
      importFiles(client, schema, [{ path: csv, originalName: 'big.csv' }], { maxBytes: 1024 * 1024 }),
    ).rejects.toThrow(new ImportError('The file is larger than the 1 MB limit.'));
    await client.query('ROLLBACK');
    expect(await tablesInSchema()).toEqual([]);
  });
});
