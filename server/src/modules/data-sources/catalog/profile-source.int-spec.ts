import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { introspect } from '../connections/introspect';
import { PostgresConnection } from '../connections/postgres-connection';
import { QueryTimeoutError, SourceQueryError } from '../connections/source-errors';
import { importFiles } from '../import/import-files';
import type { CatalogTable, JoinKey } from './catalog';
import { profileSource, type SourceProfile } from './profile-source';

const DATASETS = '/work/shared/datasets';

function joinText(join: JoinKey): string {
  return `${join.fromTable}.${join.fromColumn} -> ${join.toTable}.${join.toColumn}`;
}

function findTable(profile: SourceProfile, name: string): CatalogTable {
  const table = profile.tables.find((candidate) => candidate.name === name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
}

function findColumn(profile: SourceProfile, table: string, column: string) {
  const found = findTable(profile, table).columns.find((candidate) => candidate.name === column);
  if (!found) throw new Error(`no column ${table}.${column}`);
  return found;
}

describe('profileSource on uploaded data sets (PostgreSQL)', () => {
  let pool: pg.Pool;
  const schemas: string[] = [];

  /** Imports every CSV of a data set (but its data dictionary) into a fresh schema, as an upload would. */
  async function importDataset(name: string): Promise<PostgresConnection> {
    const schema = `ds_test_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    const dir = path.join(DATASETS, name);
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.csv') && file !== 'data_dictionary.csv')
      .map((file) => ({ path: path.join(dir, file), originalName: file }));
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await importFiles(client, schema, files);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    return PostgresConnection.borrow(pool, schema);
  }

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
  });

  afterAll(async () => {
    for (const schema of schemas) await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pool.end();
  });

  describe('Northwind', () => {
    let connection: PostgresConnection;
    let profile: SourceProfile;

    beforeAll(async () => {
      connection = await importDataset('northwind');
      profile = await profileSource(connection, await introspect(connection));
    });

    it('counts rows', () => {
      expect(findTable(profile, 'orders').rowCount).toBe(830);
      expect(findTable(profile, 'customers').rowCount).toBe(91);
      expect(profile.tables.map((table) => table.name)).toEqual([
        'categories', 'customers', 'employee_territories', 'employees', 'order_details', 'orders', 'products', 'region',
        'shippers', 'suppliers', 'territories',
      ]);
      expect(profile.tables.every((table) => table.schema === connection.schema)).toBe(true);
    });

    it('keeps the values of low-cardinality columns, sorted', () => {
      const country = findColumn(profile, 'customers', 'country');
      expect(country.values).toContain('Germany');
      expect(country.values).toEqual([...(country.values ?? [])].sort((a, b) => a.localeCompare(b, 'en')));
      expect(country.distinctCount).toBe(country.values?.length);
      expect(findColumn(profile, 'orders', 'ship_via')).toMatchObject({ values: ['1', '2', '3'], distinctCount: 3 });
      // Too many distinct values, or a key: no values.
      expect(findColumn(profile, 'orders', 'order_id').values).toBeUndefined();
      expect(findColumn(profile, 'orders', 'freight').values).toBeUndefined();
      expect(findColumn(profile, 'shippers', 'shipper_id').values).toBeUndefined();
    });

    it('gives min and max of numbers and dates, and null counts', () => {
      expect(findColumn(profile, 'orders', 'order_date')).toMatchObject({
        type: 'date',
        min: '1996-07-04',
        max: '1998-05-06',
        nullCount: 0,
        distinctCount: 480,
      });
      expect(findColumn(profile, 'orders', 'shipped_date').nullCount).toBe(21);
      expect(findColumn(profile, 'order_details', 'quantity')).toMatchObject({ type: 'integer', min: 1, max: 130 });
      expect(findColumn(profile, 'orders', 'customer_id')).not.toHaveProperty('min');
    });

    it('recognises primary keys by name and uniqueness', () => {
      const keys = profile.tables.map((table) => [table.name, table.columns.filter((c) => c.isPrimaryKey).map((c) => c.name)]);
      expect(Object.fromEntries(keys)).toEqual({
        categories: ['category_id'],
        customers: ['customer_id'],
        employee_territories: [],
        employees: ['employee_id'],
        order_details: [],
        orders: ['order_id'],
        products: ['product_id'],
        region: ['region_id'],
        shippers: ['shipper_id'],
        suppliers: ['supplier_id'],
        territories: ['territory_id'],
      });
    });

    // Small integer sets such as ship_via's 1..3 are contained in many keys; only the table its name relates to joins.
    // reports_to points at another employee: a self-reference.
    it('infers the joins by key names and by overlapping values, and no others', () => {
      const joins = profile.joins.map(joinText);
      expect([...joins].sort()).toEqual([
        'employee_territories.employee_id -> employees.employee_id',
        'employee_territories.territory_id -> territories.territory_id',
        'employees.reports_to -> employees.employee_id',
        'order_details.order_id -> orders.order_id',
        'order_details.product_id -> products.product_id',
        'orders.customer_id -> customers.customer_id',
        'orders.employee_id -> employees.employee_id',
        'orders.ship_via -> shippers.shipper_id',
        'products.category_id -> categories.category_id',
        'products.supplier_id -> suppliers.supplier_id',
        'territories.region_id -> region.region_id',
      ]);
      expect(profile.joins.find((join) => join.fromColumn === 'ship_via')?.origin).toBe('overlap');
      expect(profile.joins.find((join) => join.fromColumn === 'customer_id')?.origin).toBe('name');
      expect(profile.joins.find((join) => join.fromColumn === 'reports_to')).toMatchObject({ fromTable: 'employees', toTable: 'employees' });
    });

    it('marks unique columns and measures text', () => {
      expect(findColumn(profile, 'orders', 'order_id').isUnique).toBe(true);
      expect(findColumn(profile, 'products', 'product_name')).toMatchObject({ isUnique: true, maxLength: 32 });
      expect(findColumn(profile, 'orders', 'customer_id')).toMatchObject({ isUnique: false, maxLength: 5 });
      // Nulls make a column not unique, however distinct its values.
      expect(findColumn(profile, 'orders', 'shipped_date').isUnique).toBe(false);
      expect(findColumn(profile, 'orders', 'freight')).not.toHaveProperty('maxLength');
    });

    it('keeps a few samples of text columns with too many values to keep them all', async () => {
      // Northwind's text columns have few enough values to keep them all at the usual limit.
      const sampled = await profileSource(connection, await introspect(connection), { lowCardinalityLimit: 30 });
      const shipName = findColumn(sampled, 'orders', 'ship_name');
      expect(shipName.values).toBeUndefined();
      expect(shipName.samples?.length).toBe(20);
      expect(new Set(shipName.samples).size).toBe(20);
      expect(shipName.samples).toEqual([...(shipName.samples ?? [])].sort((a, b) => a.localeCompare(b, 'en')));
      // Columns with all their values, and other types, keep no samples.
      expect(findColumn(sampled, 'customers', 'country').samples).toBeUndefined();
      expect(findColumn(sampled, 'orders', 'freight').samples).toBeUndefined();
      expect(findColumn(profile, 'orders', 'ship_name').samples).toBeUndefined();
    });

    it('keeps queries read-only', async () => {
      await expect(connection.query('INSERT INTO shippers (shipper_id) VALUES (99)')).rejects.toThrow(SourceQueryError);
      await expect(connection.query('CREATE TABLE extra (x int)')).rejects.toThrow(SourceQueryError);
      await expect(connection.query('SELECT pg_sleep(2)', [], { timeoutMs: 200 })).rejects.toThrow(QueryTimeoutError);
      await expect(connection.query('SELECT count(*) FROM shippers')).resolves.toMatchObject({ rows: [[6]] });
    });
  });

  describe('CRM sales', () => {
    let profile: SourceProfile;

    beforeAll(async () => {
      const connection = await importDataset('crm-sales');
      profile = await profileSource(connection, await introspect(connection));
    });

    it('joins the pipeline to accounts, products and sales teams by name, and a subsidiary to its parent account', () => {
      expect(profile.joins.map(joinText)).toEqual(
        expect.arrayContaining([
          'sales_pipeline.account -> accounts.account',
          'sales_pipeline.product -> products.product',
          'sales_pipeline.sales_agent -> sales_teams.sales_agent',
          'accounts.subsidiary_of -> accounts.account',
        ]),
      );
      expect(profile.joins).toHaveLength(4);
    });

    it('profiles the pipeline', () => {
      expect(findTable(profile, 'sales_pipeline').rowCount).toBe(8800);
      expect(findColumn(profile, 'sales_pipeline', 'deal_stage').values).toEqual(['Engaging', 'Lost', 'Prospecting', 'Won']);
      expect(findColumn(profile, 'sales_pipeline', 'account').nullCount).toBe(1425);
      expect(findColumn(profile, 'sales_pipeline', 'close_value')).toMatchObject({ type: 'integer', min: 0 });
    });
  });

  describe('a shared code table', () => {
    let profile: SourceProfile;

    beforeAll(async () => {
      const schema = `ds_test_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      await pool.query(`
        CREATE SCHEMA "${schema}";
        CREATE TABLE "${schema}".sys_cd (cd_typ varchar(4) NOT NULL, cd varchar(3) NOT NULL, cd_desc varchar(40) NOT NULL, srt smallint, PRIMARY KEY (cd_typ, cd));
        INSERT INTO "${schema}".sys_cd VALUES ('BST', 'C', 'Completed', 1), ('BST', 'X', 'Cancelled', 2), ('SRC', 'P', 'Phone', 1), ('SRC', 'A', 'App', 2), ('SRC', 'W', 'Walk-in', 3);
        CREATE TABLE "${schema}".bkg_leg (bkg_no int NOT NULL, leg_no int NOT NULL, stop_nm text, PRIMARY KEY (bkg_no, leg_no));
        INSERT INTO "${schema}".bkg_leg VALUES (1, 1, 'Station'), (1, 2, 'Airport'), (2, 1, 'Hospital');
        CREATE TABLE "${schema}".zone_pair (from_zn varchar(3) NOT NULL, to_zn varchar(3) NOT NULL, note text, PRIMARY KEY (from_zn, to_zn));
        INSERT INTO "${schema}".zone_pair VALUES ('A', 'B', 'Across the river'), ('A', 'C', 'Ring road');
      `);
      const connection = PostgresConnection.borrow(pool, schema);
      profile = await profileSource(connection, await introspect(connection));
    });

    it('keeps its rows, each as the kind of code, the code and its meaning', () => {
      expect(findTable(profile, 'sys_cd').codes).toEqual(
        expect.arrayContaining([
          { group: 'BST', code: 'X', description: 'Cancelled' },
          { group: 'SRC', code: 'W', description: 'Walk-in' },
        ]),
      );
      expect(findTable(profile, 'sys_cd').codes).toHaveLength(5);
    });

    it('keeps none for other tables keyed by two columns', () => {
      expect(findTable(profile, 'bkg_leg').codes).toBeUndefined();
      // The first key column has fewer values, but not fewer than one per kind: one kind is no code table.
      expect(findTable(profile, 'zone_pair').codes).toBeUndefined();
    });
  });
});
