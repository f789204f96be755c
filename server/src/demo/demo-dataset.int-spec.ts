import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { importFiles } from '../modules/data-sources/import/import-files';
import { writeDemoDataset } from './demo-dataset';
import { DATA_DICTIONARY_FILE } from './demo-dictionary';

/** The PostgreSQL type every demo column must get from type inference. */
const EXPECTED_TYPES: Record<string, Record<string, string>> = {
  regions: { region_id: 'bigint', region_name: 'text' },
  sales_reps: { sales_rep_id: 'bigint', rep_name: 'text', region_id: 'bigint', hire_date: 'date', manager: 'text' },
  customers: {
    customer_id: 'bigint',
    company_name: 'text',
    industry: 'text',
    country: 'text',
    city: 'text',
    segment: 'text',
    region_id: 'bigint',
    created_date: 'date',
  },
  products: { product_id: 'bigint', product_name: 'text', category: 'text', unit_price: 'numeric', unit_cost: 'numeric' },
  campaigns: {
    campaign_id: 'bigint',
    campaign_name: 'text',
    channel: 'text',
    start_date: 'date',
    end_date: 'date',
    budget: 'numeric',
  },
  leads: {
    lead_id: 'bigint',
    created_date: 'date',
    lead_source: 'text',
    campaign_id: 'bigint',
    customer_id: 'bigint',
    status: 'text',
    converted_date: 'date',
  },
  deals: {
    deal_id: 'bigint',
    customer_id: 'bigint',
    sales_rep_id: 'bigint',
    product_id: 'bigint',
    stage: 'text',
    amount: 'numeric',
    created_date: 'date',
    close_date: 'date',
  },
  orders: {
    order_id: 'bigint',
    customer_id: 'bigint',
    sales_rep_id: 'bigint',
    order_date: 'date',
    ship_country: 'text',
    status: 'text',
  },
  order_items: {
    order_item_id: 'bigint',
    order_id: 'bigint',
    product_id: 'bigint',
    quantity: 'bigint',
    unit_price: 'numeric',
    discount: 'numeric',
  },
};

describe('demo data set in PostgreSQL', () => {
  let client: pg.Client;
  let schema: string;
  let dir: string;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    schema = `ds_demo_test_${randomBytes(6).toString('hex')}`;
    dir = mkdtempSync(path.join(tmpdir(), 'demo-import-'));
  });

  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports with importFiles into typed tables that join by key name', async () => {
    const files = await writeDemoDataset(dir);
    const tablesFiles = files.filter((file) => file.originalName !== DATA_DICTIONARY_FILE);
    expect(tablesFiles).toHaveLength(files.length - 1);

    await client.query('BEGIN');
    const imported = await importFiles(client, schema, tablesFiles);
    await client.query('COMMIT');

    expect(imported.map((table) => table.name)).toEqual(Object.keys(EXPECTED_TYPES));
    const columns = await client.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = $1
        ORDER BY table_name, ordinal_position`,
      [schema],
    );
    const actual: Record<string, Record<string, string>> = {};
    for (const row of columns.rows) (actual[row.table_name] ??= {})[row.column_name] = row.data_type;
    expect(actual).toEqual(EXPECTED_TYPES);

    for (const table of imported) {
      const count = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}"."${table.name}"`);
      expect([table.name, count.rows[0]?.n]).toEqual([table.name, table.rowCount]);
    }

    // Every foreign key joins to a row of the table whose key has the same name.
    const orphans = await client.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM "${schema}".order_items i LEFT JOIN "${schema}".orders o USING (order_id) WHERE o.order_id IS NULL)
            + (SELECT count(*) FROM "${schema}".orders o LEFT JOIN "${schema}".customers c USING (customer_id) WHERE c.customer_id IS NULL)
            + (SELECT count(*) FROM "${schema}".deals d LEFT JOIN "${schema}".sales_reps r USING (sales_rep_id) WHERE r.sales_rep_id IS NULL)
            + (SELECT count(*) FROM "${schema}".leads l LEFT JOIN "${schema}".customers c USING (customer_id)
                WHERE l.customer_id IS NOT NULL AND c.customer_id IS NULL) AS n`,
    );
    expect(Number(orphans.rows[0]?.n)).toBe(0);

    // The two sample reports of a new workspace: conversion rate by month (line) and leads by source (bar).
    const conversion = await client.query<{ month: string; rate: string }>(
      `SELECT to_char(date_trunc('month', created_date), 'YYYY-MM') AS month,
              round(avg((status = 'Converted')::int), 3)::text AS rate
         FROM "${schema}".leads GROUP BY 1 ORDER BY 1`,
    );
    expect(conversion.rows).toHaveLength(24);
    expect(conversion.rows[0]?.month).toBe('2024-11');
    for (const row of conversion.rows) {
      expect(Number(row.rate)).toBeGreaterThanOrEqual(0.05);
      expect(Number(row.rate)).toBeLessThanOrEqual(0.4);
    }
    const sources = await client.query<{ lead_source: string; leads: number }>(
      `SELECT lead_source, count(*)::int AS leads FROM "${schema}".leads GROUP BY 1 ORDER BY 2 DESC`,
    );
    expect(sources.rows.map((row) => row.lead_source).sort()).toEqual(['Email', 'Events', 'Paid Search', 'Partner', 'Referral', 'Social', 'Web']);

    // Revenue is a plain expression over typed columns.
    const revenue = await client.query<{ total: string }>(
      `SELECT sum(unit_price * quantity * (1 - discount))::text AS total FROM "${schema}".order_items`,
    );
    expect(Number(revenue.rows[0]?.total)).toBeGreaterThan(10_000_000);
  });
});
