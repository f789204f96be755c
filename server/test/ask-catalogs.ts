/**
 * Small in-memory catalogs for the ask engine's unit tests: the shape the data-sources feature fills by profiling,
 * written by hand, so each stage can be tested without a database.
 */
import type { Catalog, CatalogColumn, CatalogTable, ColumnType, Dialect, JoinKey } from '../src/ask/catalog/catalog';

type ColumnOptions = Partial<Omit<CatalogColumn, 'name' | 'type'>>;

/** A column; text columns with `values` get their distinct count from them. */
export function column(name: string, type: ColumnType, options: ColumnOptions = {}): CatalogColumn {
  return {
    name,
    type,
    nullable: options.nullCount !== undefined && options.nullCount > 0,
    distinctCount: options.values?.length ?? 100,
    nullCount: 0,
    isPrimaryKey: false,
    ...options,
  };
}

/** A key column: unique, never null, part of the primary key. */
export function key(name: string, rowCount: number, type: ColumnType = 'integer'): CatalogColumn {
  return column(name, type, { isPrimaryKey: true, isUnique: true, distinctCount: rowCount, ...(type === 'integer' && { min: 1, max: rowCount }) });
}

export function table(name: string, rowCount: number, columns: CatalogColumn[], options: Partial<Omit<CatalogTable, 'name' | 'rowCount' | 'columns'>> = {}): CatalogTable {
  return { schema: 'public', name, rowCount, columns, ...options };
}

export function join(from: string, to: string, origin: JoinKey['origin'] = 'foreign_key'): JoinKey {
  const [fromTable, fromColumn] = from.split('.') as [string, string];
  const [toTable, toColumn] = to.split('.') as [string, string];
  return { fromTable, fromColumn, toTable, toColumn, origin };
}

export function catalog(tables: CatalogTable[], joins: JoinKey[] = [], options: Partial<Omit<Catalog, 'tables' | 'joins'>> = {}): Catalog {
  return { sourceId: 1, sourceName: 'Test', dialect: 'postgres' as Dialect, defaultSchema: 'public', synonyms: [], metrics: [], ...options, tables, joins };
}

/**
 * A shop: customers place orders, orders have lines, lines name products. Dates run from 2023-01-01 to 2026-11-24,
 * so with today at 2026-11-25 'last month' (October 2026) has data.
 */
export function shopCatalog(options: Partial<Omit<Catalog, 'tables' | 'joins'>> = {}): Catalog {
  return catalog(
    [
      table('customers', 500, [
        key('customer_id', 500),
        column('customer_name', 'text', { distinctCount: 500, isUnique: true, maxLength: 40, samples: ['Alfreds Futterkiste', 'Around the Horn', 'Berglunds snabbköp'] }),
        column('country', 'text', { values: ['Germany', 'United States', 'France', 'Brazil', 'United Kingdom'] }),
        column('city', 'text', { values: ['Berlin', 'Seattle', 'Paris', 'Rio de Janeiro', 'London', 'Munich'] }),
        column('status', 'text', { values: ['Active', 'Inactive'] }),
        column('signup_date', 'date', { distinctCount: 400, min: '2020-01-01', max: '2026-11-20' }),
      ]),
      table('orders', 5000, [
        key('order_id', 5000),
        column('customer_id', 'integer', { distinctCount: 480, min: 1, max: 500 }),
        column('order_date', 'date', { distinctCount: 1400, min: '2023-01-01', max: '2026-11-24' }),
        column('shipped_date', 'date', { distinctCount: 1300, nullCount: 200, min: '2023-01-03', max: '2026-11-24' }),
        column('order_status', 'text', { values: ['Shipped', 'Pending', 'Cancelled'] }),
        column('freight', 'numeric', { distinctCount: 4000, min: 0.5, max: 900 }),
        column('total_amount', 'numeric', { distinctCount: 4900, min: 10, max: 25000 }),
      ]),
      table('order_lines', 20000, [
        key('line_id', 20000),
        column('order_id', 'integer', { distinctCount: 5000, min: 1, max: 5000 }),
        column('product_id', 'integer', { distinctCount: 80, min: 1, max: 80 }),
        column('quantity', 'integer', { distinctCount: 100, min: 1, max: 120 }),
        column('unit_price', 'numeric', { distinctCount: 300, min: 2, max: 260 }),
        column('discount', 'numeric', { distinctCount: 6, min: 0, max: 0.25 }),
      ]),
      table('products', 80, [
        key('product_id', 80),
        column('product_name', 'text', { values: ['Chai', 'Chang', 'GTXPro', 'Tofu', 'Ikura', 'Konbu'], distinctCount: 80, isUnique: true }),
        column('category', 'text', { values: ['Beverages', 'Hardware', 'Seafood'] }),
        column('unit_price', 'numeric', { distinctCount: 70, min: 2, max: 260 }),
        column('units_in_stock', 'integer', { distinctCount: 60, min: 0, max: 125 }),
        column('reorder_level', 'integer', { distinctCount: 8, min: 0, max: 30 }),
        column('discontinued', 'integer', { distinctCount: 2, min: 0, max: 1 }),
      ]),
    ],
    [join('orders.customer_id', 'customers.customer_id'), join('order_lines.order_id', 'orders.order_id'), join('order_lines.product_id', 'products.product_id')],
    options,
  );
}

/** People: employees with abbreviated column names, a termination date, a Y/N flag and departments. */
export function hrCatalog(options: Partial<Omit<Catalog, 'tables' | 'joins'>> = {}): Catalog {
  return catalog(
    [
      table('emp', 300, [
        key('emp_no', 300),
        column('full_name', 'text', { distinctCount: 300, isUnique: true, maxLength: 40 }),
        column('dept_id', 'integer', { distinctCount: 6, min: 1, max: 6 }),
        column('hire_dt', 'date', { distinctCount: 280, min: '2010-02-01', max: '2026-10-30' }),
        column('term_dt', 'date', { distinctCount: 60, nullCount: 240, nullable: true, min: '2012-01-01', max: '2026-11-01' }),
        column('annual_sal', 'numeric', { distinctCount: 290, min: 30000, max: 250000 }),
        column('remote_yn', 'text', { values: ['Y', 'N'] }),
      ]),
      table('dept', 6, [
        key('dept_id', 6),
        column('dept_nm', 'text', { values: ['Sales', 'Engineering', 'Finance', 'Support', 'Marketing', 'Legal'], isUnique: true }),
      ]),
    ],
    [join('emp.dept_id', 'dept.dept_id')],
    options,
  );
}
