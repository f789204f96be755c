import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { readDataDictionary } from '../modules/data-sources/catalog/data-dictionary';
import { isOwnKeyName } from '../modules/data-sources/catalog/key-names';
import type { ImportFile } from '../modules/data-sources/import/import-files';
import { DEMO_END, DEMO_START } from './demo-calendar';
import { DEMO_SEED, DEMO_SOURCE_NAME, writeDemoDataset } from './demo-dataset';
import { DEMO_TABLES } from './demo-dictionary';

type Row = Record<string, string>;

function readRows(file: string): { header: string[]; rows: Row[] } {
  const parsed = Papa.parse<Row>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

function hashes(files: readonly ImportFile[]): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file.originalName, createHash('sha256').update(readFileSync(file.path)).digest('hex')]));
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? NaN : part / whole;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

describe('writeDemoDataset', () => {
  const dirs: string[] = [];
  const freshDir = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-dataset-'));
    dirs.push(dir);
    return dir;
  };
  let files: ImportFile[];
  const tables: Record<string, Row[]> = {};
  const headers: Record<string, string[]> = {};

  beforeAll(async () => {
    files = await writeDemoDataset(freshDir());
    for (const file of files) {
      const name = path.basename(file.originalName, '.csv');
      const { header, rows } = readRows(file.path);
      tables[name] = rows;
      headers[name] = header;
    }
  });

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const rowsOf = (table: string): Row[] => tables[table] ?? [];
  const column = (table: string, name: string): string[] => rowsOf(table).map((row) => row[name] ?? '');

  it('is named for the workspace and returns one file per table, then the data dictionary', () => {
    expect(DEMO_SOURCE_NAME).toBe('Demo CRM & Sales');
    expect(files.map((file) => file.originalName)).toEqual([
      'regions.csv',
      'sales_reps.csv',
      'customers.csv',
      'products.csv',
      'campaigns.csv',
      'leads.csv',
      'deals.csv',
      'orders.csv',
      'order_items.csv',
      'data_dictionary.csv',
    ]);
    for (const table of DEMO_TABLES) expect(headers[table.name]).toEqual(table.columns.map(([name]) => name));
  });

  it('writes byte-identical files for the same seed, and different ones for another seed', async () => {
    const again = await writeDemoDataset(freshDir(), { seed: DEMO_SEED });
    expect(hashes(again)).toEqual(hashes(files));
    const other = hashes(await writeDemoDataset(freshDir(), { seed: 7 }));
    const first = hashes(files);
    expect(other['leads.csv']).not.toBe(first['leads.csv']);
    expect(other['orders.csv']).not.toBe(first['orders.csv']);
    expect(other['customers.csv']).not.toBe(first['customers.csv']);
    // The fixed catalogues do not depend on the seed.
    expect(other['products.csv']).toBe(first['products.csv']);
  });

  it('has realistic table sizes', () => {
    const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
    const expected: Record<string, [number, number]> = {
      regions: [5, 5],
      sales_reps: [18, 22],
      customers: [1_300, 1_700],
      products: [40, 40],
      campaigns: [60, 60],
      leads: [19_000, 21_000],
      deals: [5_600, 6_400],
      orders: [14_400, 15_600],
      order_items: [42_000, 48_000],
    };
    const outOfRange = Object.entries(expected)
      .filter(([table, [min, max]]) => !((counts[table] ?? -1) >= min && (counts[table] ?? -1) <= max))
      .map(([table]) => `${table}: ${counts[table]}`);
    expect(outOfRange).toEqual([]);
  });

  it('numbers every table 1, 2, 3, … in its <singular>_id column', () => {
    const keys: Record<string, string> = {
      regions: 'region_id',
      sales_reps: 'sales_rep_id',
      customers: 'customer_id',
      products: 'product_id',
      campaigns: 'campaign_id',
      leads: 'lead_id',
      deals: 'deal_id',
      orders: 'order_id',
      order_items: 'order_item_id',
    };
    for (const [table, key] of Object.entries(keys)) {
      expect(headers[table]?.[0]).toBe(key);
      const ids = column(table, key).map(Number);
      expect(ids).toEqual(ids.map((_, i) => i + 1));
    }
  });

  it('keeps referential integrity: every foreign key value exists in the table it is named after', () => {
    const references: [table: string, key: string, target: string, nullable: boolean][] = [
      ['sales_reps', 'region_id', 'regions', false],
      ['customers', 'region_id', 'regions', false],
      ['leads', 'campaign_id', 'campaigns', true],
      ['leads', 'customer_id', 'customers', true],
      ['deals', 'customer_id', 'customers', false],
      ['deals', 'sales_rep_id', 'sales_reps', false],
      ['deals', 'product_id', 'products', false],
      ['orders', 'customer_id', 'customers', false],
      ['orders', 'sales_rep_id', 'sales_reps', false],
      ['order_items', 'order_id', 'orders', false],
      ['order_items', 'product_id', 'products', false],
    ];
    for (const [table, key, target, nullable] of references) {
      const known = new Set(column(target, key));
      const values = column(table, key);
      const missing = values.filter((value) => (value === '' ? !nullable : !known.has(value)));
      expect([table, key, missing.slice(0, 5)]).toEqual([table, key, []]);
      if (nullable) expect(values.some((value) => value === '')).toBe(true);
    }
    // Every order has at least one line.
    const ordered = new Set(column('order_items', 'order_id'));
    expect(column('orders', 'order_id').filter((id) => !ordered.has(id))).toEqual([]);
  });

  it('is consistent over time: accounts exist and reps are hired before they appear', () => {
    const customerSince = new Map(rowsOf('customers').map((c) => [c.customer_id, c.created_date ?? '']));
    const customerRegion = new Map(rowsOf('customers').map((c) => [c.customer_id, c.region_id]));
    const reps = new Map(rowsOf('sales_reps').map((r) => [r.sales_rep_id, r]));
    const problems: string[] = [];
    for (const [table, dateColumn] of [
      ['orders', 'order_date'],
      ['deals', 'created_date'],
    ] as const) {
      for (const row of rowsOf(table)) {
        const date = row[dateColumn] ?? '';
        const rep = reps.get(row.sales_rep_id ?? '');
        if ((customerSince.get(row.customer_id ?? '') ?? '9999') > date) problems.push(`${table}: customer after ${date}`);
        if ((rep?.hire_date ?? '9999') > date) problems.push(`${table}: rep hired after ${date}`);
        if (rep?.region_id !== customerRegion.get(row.customer_id ?? '')) problems.push(`${table}: rep of another region`);
      }
    }
    for (const lead of rowsOf('leads')) {
      const converted = lead.status === 'Converted';
      if (converted !== (lead.converted_date !== '') || converted !== (lead.customer_id !== '')) {
        problems.push(`lead ${lead.lead_id}: status ${lead.status} with converted_date '${lead.converted_date}'`);
      }
      if (converted && (customerSince.get(lead.customer_id ?? '') ?? '9999') > (lead.converted_date ?? '')) {
        problems.push(`lead ${lead.lead_id}: customer created after the conversion`);
      }
      if (converted && (lead.converted_date ?? '') <= (lead.created_date ?? '')) problems.push(`lead ${lead.lead_id}: converted before created`);
    }
    // Accounts opened during the two years were opened by a converting lead on that day.
    const conversions = new Set(rowsOf('leads').map((lead) => `${lead.customer_id}@${lead.converted_date}`));
    for (const c of rowsOf('customers')) {
      if ((c.created_date ?? '') >= DEMO_START && !conversions.has(`${c.customer_id}@${c.created_date}`)) {
        problems.push(`customer ${c.customer_id} created without a conversion`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    const created = column('customers', 'created_date');
    expect(created.filter((d) => d < DEMO_START).length).toBeGreaterThan(400);
    expect(created.filter((d) => d >= DEMO_START).length).toBeGreaterThan(600);
    expect([...created].sort()).toEqual(created);
  });

  it('keeps all activity between 2024-11-01 and 2026-10-31, with ISO dates', () => {
    const activity: [string, string][] = [
      ['leads', 'created_date'],
      ['leads', 'converted_date'],
      ['deals', 'created_date'],
      ['deals', 'close_date'],
      ['orders', 'order_date'],
      ['campaigns', 'start_date'],
      ['campaigns', 'end_date'],
    ];
    for (const [table, name] of activity) {
      const dates = column(table, name).filter((value) => value !== '');
      expect(dates.length).toBeGreaterThan(0);
      expect([table, name, dates.filter((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || d < DEMO_START || d > DEMO_END)]).toEqual([table, name, []]);
    }
    const orderDates = column('orders', 'order_date');
    expect(orderDates[0]).toBe(DEMO_START);
    expect(orderDates.at(-1)).toBe(DEMO_END);
    // Reps and accounts may predate the data; none is from the future.
    for (const [table, name] of [
      ['sales_reps', 'hire_date'],
      ['customers', 'created_date'],
    ] as const) {
      expect(column(table, name).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d <= DEMO_END)).toBe(true);
    }
    expect(rowsOf('deals').filter((deal) => deal.close_date !== '' && (deal.close_date ?? '') < (deal.created_date ?? ''))).toEqual([]);
    expect(rowsOf('campaigns').filter((campaign) => (campaign.end_date ?? '') < (campaign.start_date ?? ''))).toEqual([]);
  });

  it('has seasonality: Q4 is busier than Q3 every year, weekends are quiet, and the business grows', () => {
    const perDay = (from: string, to: string): number =>
      column('orders', 'order_date').filter((d) => d >= from && d <= to).length / daysBetween(from, to);
    // 2025: the whole of Q3 against the whole of Q4; 2026: the data ends with October.
    expect(perDay('2025-10-01', '2025-12-31')).toBeGreaterThan(perDay('2025-07-01', '2025-09-30'));
    expect(perDay('2026-10-01', '2026-10-31')).toBeGreaterThan(perDay('2026-07-01', '2026-09-30'));
    // And in each year of data, Q4 months (Nov–Dec, Oct) against Q3.
    const firstQ4 = (perDay('2024-11-01', '2024-12-31') * 61 + perDay('2025-10-01', '2025-10-31') * 31) / 92;
    expect(firstQ4).toBeGreaterThan(perDay('2025-07-01', '2025-09-30'));
    const secondQ4 = (perDay('2025-11-01', '2025-12-31') * 61 + perDay('2026-10-01', '2026-10-31') * 31) / 92;
    expect(secondQ4).toBeGreaterThan(perDay('2026-07-01', '2026-09-30'));
    // Summer dip.
    expect(perDay('2025-07-01', '2025-08-31')).toBeLessThan(perDay('2025-03-01', '2025-05-31'));

    const weekend = { days: 0, orders: 0 };
    const weekdays = { days: 0, orders: 0 };
    const byDate = new Map<string, number>();
    for (const d of column('orders', 'order_date')) byDate.set(d, (byDate.get(d) ?? 0) + 1);
    for (let t = Date.parse(DEMO_START); t <= Date.parse(DEMO_END); t += DAY_MS) {
      const bucket = [0, 6].includes(new Date(t).getUTCDay()) ? weekend : weekdays;
      bucket.days++;
      bucket.orders += byDate.get(new Date(t).toISOString().slice(0, 10)) ?? 0;
    }
    expect(weekend.orders / weekend.days).toBeLessThan(0.5 * (weekdays.orders / weekdays.days));

    const firstYear = perDay('2024-11-01', '2025-10-31');
    const secondYear = perDay('2025-11-01', '2026-10-31');
    expect(secondYear / firstYear).toBeGreaterThan(1.1);
  });

  it('has conversion rates between 5% and 40% that vary by month and by lead source', () => {
    const byMonth = new Map<string, { leads: number; converted: number }>();
    const bySource = new Map<string, { leads: number; converted: number }>();
    for (const lead of rowsOf('leads')) {
      const converted = lead.status === 'Converted' ? 1 : 0;
      for (const [map, key] of [
        [byMonth, (lead.created_date ?? '').slice(0, 7)],
        [bySource, lead.lead_source ?? ''],
      ] as const) {
        const entry = map.get(key) ?? { leads: 0, converted: 0 };
        entry.leads++;
        entry.converted += converted;
        map.set(key, entry);
      }
    }
    expect(byMonth.size).toBe(24);
    expect([...bySource.keys()].sort()).toEqual(['Email', 'Events', 'Paid Search', 'Partner', 'Referral', 'Social', 'Web']);
    const monthly = [...byMonth.values()].map((m) => ratio(m.converted, m.leads));
    const perSource = [...bySource.values()].map((s) => ratio(s.converted, s.leads));
    for (const rate of [...monthly, ...perSource]) {
      expect(rate).toBeGreaterThanOrEqual(0.05);
      expect(rate).toBeLessThanOrEqual(0.4);
    }
    // A line worth drawing and bars worth comparing.
    expect(Math.max(...monthly) - Math.min(...monthly)).toBeGreaterThan(0.03);
    expect(Math.max(...perSource) / Math.min(...perSource)).toBeGreaterThan(2);
    const leadCounts = [...bySource.values()].map((s) => s.leads);
    expect(Math.max(...leadCounts) / Math.min(...leadCounts)).toBeGreaterThan(2);
    // Most leads that came from a campaign channel are credited to a campaign.
    const credited = rowsOf('leads').filter((lead) => lead.lead_source === 'Paid Search');
    expect(credited.filter((lead) => lead.campaign_id !== '').length / credited.length).toBeGreaterThan(0.5);
    expect(rowsOf('leads').filter((lead) => lead.lead_source === 'Partner' && lead.campaign_id !== '')).toEqual([]);
  });

  it('uses the documented categories and plausible amounts', () => {
    const distinct = (table: string, name: string): string[] => [...new Set(column(table, name))].sort();
    expect(distinct('customers', 'segment')).toEqual(['Enterprise', 'Mid-Market', 'SMB']);
    expect(distinct('campaigns', 'channel')).toEqual(['Content', 'Email', 'Events', 'Paid Search', 'Referral', 'Social']);
    expect(distinct('leads', 'status')).toEqual(['Contacted', 'Converted', 'Lost', 'New', 'Qualified']);
    expect(distinct('deals', 'stage')).toEqual(['Lost', 'Negotiation', 'Proposal', 'Prospecting', 'Qualification', 'Won']);
    expect(distinct('orders', 'status')).toEqual(['Cancelled', 'Delivered', 'Returned', 'Shipped']);
    const badDeals = rowsOf('deals').filter(
      (deal) => (deal.stage === 'Won' || deal.stage === 'Lost') !== (deal.close_date !== '') || !(Number(deal.amount) > 0),
    );
    expect(badDeals).toEqual([]);
    const won = rowsOf('deals').filter((deal) => deal.stage === 'Won').length;
    const lost = rowsOf('deals').filter((deal) => deal.stage === 'Lost').length;
    expect(won / (won + lost)).toBeGreaterThan(0.25);
    expect(won / (won + lost)).toBeLessThan(0.55);
    for (const product of rowsOf('products')) expect(Number(product.unit_cost)).toBeLessThan(Number(product.unit_price));
    const badItems = rowsOf('order_items').filter(
      (item) => !(Number(item.quantity) >= 1 && Number(item.discount) >= 0 && Number(item.discount) <= 0.25 && Number(item.unit_price) > 0),
    );
    expect(badItems).toEqual([]);
    expect(new Set(column('customers', 'company_name')).size).toBe(rowsOf('customers').length);
    expect(new Set(column('campaigns', 'campaign_name')).size).toBe(rowsOf('campaigns').length);
    expect(new Set(column('sales_reps', 'rep_name')).size).toBe(rowsOf('sales_reps').length);
  });

  it('names every table’s first column as the catalog recognises an own key, and other keys after their table', () => {
    const tablesByKey = new Map<string, string>();
    for (const table of DEMO_TABLES) {
      const [key] = table.columns[0] ?? [''];
      expect([table.name, key, isOwnKeyName(key, table.name)]).toEqual([table.name, key, true]);
      tablesByKey.set(key, table.name);
    }
    // Every other *_id column is the key of another table.
    for (const table of DEMO_TABLES) {
      for (const [column] of table.columns.slice(1)) {
        if (column.endsWith('_id')) expect([table.name, column, tablesByKey.has(column)]).toEqual([table.name, column, true]);
      }
    }
  });

  it('reads back through the catalog as a data dictionary', async () => {
    const entries = await readDataDictionary(files.at(-1)?.path ?? '');
    expect(entries).toHaveLength(rowsOf('data_dictionary').length);
    expect(entries).toContainEqual({ table: 'deals', field: 'amount', description: 'Deal value in USD, the revenue from the deal when it is won' });
    expect(entries).toContainEqual(expect.objectContaining({ table: 'leads', field: '' }));
  });

  it('describes every table and column in data_dictionary.csv', () => {
    const dictionary = files.at(-1);
    expect(dictionary?.originalName).toBe('data_dictionary.csv');
    const text = readFileSync(dictionary?.path ?? '', 'utf8');
    expect(text.split('\n')[0]).toBe('Table,Field,Description');
    const rows = rowsOf('data_dictionary');
    const described = new Set(rows.map((row) => `${row.Table}.${row.Field}`));
    for (const [table, header] of Object.entries(headers)) {
      if (table === 'data_dictionary') continue;
      expect(described.has(`${table}.`)).toBe(true);
      for (const name of header) expect(described.has(`${table}.${name}`)).toBe(true);
    }
    const columnCount = Object.entries(headers)
      .filter(([table]) => table !== 'data_dictionary')
      .reduce((sum, [, header]) => sum + header.length, 0);
    expect(rows).toHaveLength(columnCount + DEMO_TABLES.length);
    for (const row of rows) expect((row.Description ?? '').length).toBeGreaterThan(5);
  });
});
