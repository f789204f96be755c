import type { Catalog, CatalogColumn } from '../catalog/catalog';
import { schemaModel } from '../catalog/schema-model';
import { renderSql } from '../sql/render-sql';
import { businessModel, countMeasure, dateRange, figuresPlan, metricMeasure, valuesFilter } from './business-model';

function column(name: string, type: CatalogColumn['type'], extra: Partial<CatalogColumn> = {}): CatalogColumn {
  return { name, type, nullable: false, distinctCount: 100, nullCount: 0, isPrimaryKey: false, ...extra };
}

const SHOP: Catalog = {
  sourceId: 1,
  sourceName: 'Shop',
  dialect: 'postgres',
  tables: [
    {
      schema: 'shop',
      name: 'customers',
      rowCount: 100,
      columns: [column('customer_id', 'integer', { isPrimaryKey: true, min: 1, max: 100 }), column('customer_name', 'text'), column('signup_date', 'date', { min: '2024-01-01', max: '2026-10-01' })],
    },
    {
      schema: 'shop',
      name: 'orders',
      rowCount: 1000,
      columns: [
        column('order_id', 'integer', { isPrimaryKey: true, distinctCount: 1000, min: 1, max: 1000 }),
        column('customer_id', 'integer', { min: 1, max: 100 }),
        column('order_date', 'date', { min: '2024-01-02', max: '2026-11-20' }),
        column('status', 'text', { values: ['Delivered', 'Returned', 'Shipped'], distinctCount: 3 }),
      ],
    },
    {
      schema: 'shop',
      name: 'order_items',
      rowCount: 3000,
      columns: [
        column('item_id', 'integer', { isPrimaryKey: true, distinctCount: 3000, min: 1, max: 3000 }),
        column('order_id', 'integer', { min: 1, max: 1000 }),
        column('unit_price', 'numeric', { min: 1, max: 500 }),
        column('quantity', 'integer', { min: 1, max: 20 }),
      ],
    },
  ],
  joins: [
    { fromTable: 'orders', fromColumn: 'customer_id', toTable: 'customers', toColumn: 'customer_id', origin: 'name' },
    { fromTable: 'order_items', fromColumn: 'order_id', toTable: 'orders', toColumn: 'order_id', origin: 'name' },
  ],
  synonyms: [],
  metrics: [],
};

describe('the business model of a catalog', () => {
  it('finds the customers, their orders with date, customer key and status, and revenue dated through the order', () => {
    const model = businessModel(SHOP);
    expect(model.customers).toEqual({ table: 'customers', key: { table: 'customers', column: 'customer_id' }, labels: [{ table: 'customers', column: 'customer_name' }], since: { table: 'customers', column: 'signup_date' } });
    expect(model.orders).toMatchObject({
      table: 'orders',
      date: { table: 'orders', column: 'order_date' },
      customer: { table: 'orders', column: 'customer_id' },
      status: { column: { table: 'orders', column: 'status' }, negative: ['Returned'], positive: ['Delivered'] },
    });
    expect(model.revenue).toMatchObject({ metric: { name: 'revenue', table: 'order_items' }, date: { table: 'orders', column: 'order_date' } });
    expect(model.leads).toBeUndefined();
    expect(businessModel(SHOP)).toBe(model);
  });

  it('builds plans the renderer turns into one SELECT', () => {
    const model = businessModel(SHOP);
    const revenue = model.revenue;
    if (!revenue) throw new Error('revenue expected');
    const plan = figuresPlan(revenue.metric.table, [metricMeasure(revenue.metric)], [dateRange(revenue.date, '2026-10-01', '2026-11-01'), valuesFilter({ table: 'orders', column: 'status' }, ['Delivered'])]);
    const { sql } = renderSql(plan, schemaModel(SHOP));
    expect(sql).toMatch(/sum\(t0."unit_price" \* t0."quantity"\)/i);
    expect(sql).toContain(`"order_date" >= DATE '2026-10-01'`);
    expect(sql).toContain(`"status" = 'Delivered'`);
    const customers = renderSql(figuresPlan('orders', [countMeasure('active customers', { table: 'orders', column: 'customer_id' }, true)]), schemaModel(SHOP)).sql;
    expect(customers).toContain('COUNT(DISTINCT t0."customer_id")');
  });
});
