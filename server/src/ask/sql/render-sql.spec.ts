import { catalog, column, join, key, shopCatalog, table } from '../../../test/ask-catalogs';
import { policyFor } from '../answer/policy';
import type { Catalog, Dialect } from '../catalog/catalog';
import { schemaModel } from '../catalog/schema-model';
import type { ColumnRef, QueryPlan } from '../plan/plan';
import { validateSql } from '../safety/validate-sql';
import { outputName, renderSql, UnrenderablePlanError } from './render-sql';

const ref = (tableName: string, columnName: string): ColumnRef => ({ table: tableName, column: columnName });
const shops: Record<Dialect, Catalog> = { postgres: shopCatalog(), mysql: shopCatalog({ dialect: 'mysql' }) };

/** A plan over the shop as SQL in one dialect; the SQL must also pass the engine's own safety check. */
function sqlOf(plan: QueryPlan, dialect: Dialect, source: Catalog = shops[dialect]): string {
  const { sql } = renderSql(plan, schemaModel(source));
  expect(() => validateSql(sql, policyFor(source, source.defaultSchema ?? 'public', 1000))).not.toThrow();
  return sql;
}

/** A plan with nothing but what the test names. */
function plan(base: string, parts: Partial<QueryPlan>): QueryPlan {
  return { baseTable: base, measures: [], dimensions: [], listColumns: [], filters: [], having: [], ...parts };
}

const count = (tableName: string, label = `number of ${tableName}`) => ({ aggregate: 'count' as const, table: tableName, label });

describe('renderSql: each plan shape in PostgreSQL and MySQL', () => {
  it.each<[string, QueryPlan, string, string]>([
    [
      'a count with a condition',
      plan('customers', { measures: [count('customers')], filters: [{ kind: 'values', column: ref('customers', 'country'), values: ['Germany'], label: 'country is Germany' }] }),
      'SELECT COUNT(*) AS "number_of_customers"\nFROM "customers" t0\nWHERE t0."country" = \'Germany\'',
      'SELECT COUNT(*) AS `number_of_customers`\nFROM `customers` t0\nWHERE t0.`country` = \'Germany\'',
    ],
    [
      'a condition on related rows that would multiply the base: EXISTS',
      plan('customers', { measures: [count('customers')], filters: [{ kind: 'values', column: ref('orders', 'order_status'), values: ['Cancelled'], label: '' }] }),
      'SELECT COUNT(*) AS "number_of_customers"\nFROM "customers" t0\nWHERE EXISTS (SELECT 1 FROM "orders" x1 WHERE x1."customer_id" = t0."customer_id" AND x1."order_status" = \'Cancelled\')',
      'SELECT COUNT(*) AS `number_of_customers`\nFROM `customers` t0\nWHERE EXISTS (SELECT 1 FROM `orders` x1 WHERE x1.`customer_id` = t0.`customer_id` AND x1.`order_status` = \'Cancelled\')',
    ],
    [
      'an anti-join with a time inside: customers with no orders in 2025',
      plan('customers', {
        listColumns: [ref('customers', 'customer_name')],
        filters: [{ kind: 'exists', table: 'orders', negated: true, label: 'no orders', filters: [{ kind: 'date_range', column: ref('orders', 'order_date'), from: '2025-01-01', to: '2026-01-01', label: 'in 2025' }] }],
      }),
      'SELECT t0."customer_name" AS "customer_name"\nFROM "customers" t0\nWHERE NOT EXISTS (SELECT 1 FROM "orders" x1 WHERE x1."customer_id" = t0."customer_id" AND x1."order_date" >= DATE \'2025-01-01\' AND x1."order_date" < DATE \'2026-01-01\')\nORDER BY "customer_name" ASC',
      'SELECT t0.`customer_name` AS `customer_name`\nFROM `customers` t0\nWHERE NOT EXISTS (SELECT 1 FROM `orders` x1 WHERE x1.`customer_id` = t0.`customer_id` AND x1.`order_date` >= DATE \'2025-01-01\' AND x1.`order_date` < DATE \'2026-01-01\')\nORDER BY `customer_name` ASC',
    ],
    [
      'not ended as of a day: an empty end date or one not reached yet',
      plan('customers', { measures: [count('customers')], filters: [{ kind: 'null', column: ref('customers', 'signup_date'), label: 'not ended', asOf: '2026-11-25' }] }),
      'SELECT COUNT(*) AS "number_of_customers"\nFROM "customers" t0\nWHERE (t0."signup_date" IS NULL OR t0."signup_date" >= DATE \'2026-11-25\')',
      'SELECT COUNT(*) AS `number_of_customers`\nFROM `customers` t0\nWHERE (t0.`signup_date` IS NULL OR t0.`signup_date` >= DATE \'2026-11-25\')',
    ],
    [
      'ended as of a day: an end date already passed',
      plan('customers', { measures: [count('customers')], filters: [{ kind: 'not_null', column: ref('customers', 'signup_date'), label: 'ended', asOf: '2026-11-25' }] }),
      'SELECT COUNT(*) AS "number_of_customers"\nFROM "customers" t0\nWHERE t0."signup_date" < DATE \'2026-11-25\'',
      'SELECT COUNT(*) AS `number_of_customers`\nFROM `customers` t0\nWHERE t0.`signup_date` < DATE \'2026-11-25\'',
    ],
    [
      'a measure at its own grain: freight by category counts each order once',
      plan('orders', { measures: [{ aggregate: 'sum', column: ref('orders', 'freight'), table: 'orders', label: 'total freight' }], dimensions: [{ columns: [ref('products', 'category')], label: 'category' }], order: { by: 'measure', index: 0, direction: 'desc' } }),
      'SELECT q."d0__" AS "category", SUM(q."m0__") AS "total_freight"\nFROM (\nSELECT DISTINCT t0."order_id" AS "k__", t2."category" AS "d0__", t0."freight" AS "m0__"\nFROM "orders" t0\nLEFT JOIN "order_lines" t1 ON t1."order_id" = t0."order_id"\nLEFT JOIN "products" t2 ON t2."product_id" = t1."product_id"\n) q\nGROUP BY q."d0__"\nORDER BY "total_freight" DESC NULLS LAST, "category" ASC',
      'SELECT q.`d0__` AS `category`, SUM(q.`m0__`) AS `total_freight`\nFROM (\nSELECT DISTINCT t0.`order_id` AS `k__`, t2.`category` AS `d0__`, t0.`freight` AS `m0__`\nFROM `orders` t0\nLEFT JOIN `order_lines` t1 ON t1.`order_id` = t0.`order_id`\nLEFT JOIN `products` t2 ON t2.`product_id` = t1.`product_id`\n) q\nGROUP BY q.`d0__`\nORDER BY `total_freight` IS NULL, `total_freight` DESC, `category` ASC',
    ],
    [
      'a top N per group: RANK within each partition',
      plan('order_lines', {
        measures: [{ aggregate: 'sum', column: ref('order_lines', 'quantity'), table: 'order_lines', label: 'units sold' }],
        dimensions: [{ columns: [ref('products', 'category')], label: 'category' }, { columns: [ref('products', 'product_name')], label: 'product', key: ref('products', 'product_id') }],
        order: { by: 'measure', index: 0, direction: 'desc' },
        perGroup: { partition: [ref('products', 'category')], limit: 2 },
      }),
      'SELECT "category", "product_name", "units_sold"\nFROM (\nSELECT q.*, RANK() OVER (PARTITION BY q."category" ORDER BY q."units_sold" DESC NULLS LAST) AS "rank"\nFROM (\nSELECT t1."category" AS "category", t1."product_name" AS "product_name", SUM(t0."quantity") AS "units_sold"\nFROM "order_lines" t0\nLEFT JOIN "products" t1 ON t1."product_id" = t0."product_id"\nWHERE t1."category" IS NOT NULL AND t1."product_name" IS NOT NULL\nGROUP BY t1."category", t1."product_name", t1."product_id"\n) q\n) r\nWHERE "rank" <= 2\nORDER BY "category", "units_sold" DESC NULLS LAST',
      'SELECT `category`, `product_name`, `units_sold`\nFROM (\nSELECT q.*, RANK() OVER (PARTITION BY q.`category` ORDER BY q.`units_sold` IS NULL, `units_sold` DESC) AS `rank`\nFROM (\nSELECT t1.`category` AS `category`, t1.`product_name` AS `product_name`, SUM(t0.`quantity`) AS `units_sold`\nFROM `order_lines` t0\nLEFT JOIN `products` t1 ON t1.`product_id` = t0.`product_id`\nWHERE t1.`category` IS NOT NULL AND t1.`product_name` IS NOT NULL\nGROUP BY t1.`category`, t1.`product_name`, t1.`product_id`\n) q\n) r\nWHERE `rank` <= 2\nORDER BY `category`, `units_sold` IS NULL, `units_sold` DESC',
    ],
    [
      'a monthly series with a running total and the change from the month before (LAG)',
      plan('orders', {
        measures: [{ aggregate: 'sum', column: ref('orders', 'total_amount'), table: 'orders', label: 'total amount' }],
        dimensions: [{ columns: [ref('orders', 'order_date')], grain: 'month', label: 'month' }],
        filters: [{ kind: 'date_range', column: ref('orders', 'order_date'), from: '2025-01-01', to: '2026-01-01', label: 'in 2025' }],
        order: { by: 'dimension', index: 0, direction: 'asc' },
        running: true,
        growth: true,
      }),
      'SELECT q.*, SUM(q."total_amount") OVER (ORDER BY q."month") AS "running_total", 100.0 * (q."total_amount" - LAG(q."total_amount") OVER (ORDER BY q."month")) / NULLIF(LAG(q."total_amount") OVER (ORDER BY q."month"), 0) AS "change_pct"\nFROM (\nSELECT to_char(t0."order_date", \'YYYY-MM\') AS "month", SUM(t0."total_amount") AS "total_amount"\nFROM "orders" t0\nWHERE t0."order_date" >= DATE \'2025-01-01\' AND t0."order_date" < DATE \'2026-01-01\'\nGROUP BY to_char(t0."order_date", \'YYYY-MM\')\n) q\nORDER BY q."month" ASC',
      'SELECT q.*, SUM(q.`total_amount`) OVER (ORDER BY q.`month`) AS `running_total`, 100.0 * (q.`total_amount` - LAG(q.`total_amount`) OVER (ORDER BY q.`month`)) / NULLIF(LAG(q.`total_amount`) OVER (ORDER BY q.`month`), 0) AS `change_pct`\nFROM (\nSELECT DATE_FORMAT(t0.`order_date`, \'%Y-%m\') AS `month`, SUM(t0.`total_amount`) AS `total_amount`\nFROM `orders` t0\nWHERE t0.`order_date` >= DATE \'2025-01-01\' AND t0.`order_date` < DATE \'2026-01-01\'\nGROUP BY DATE_FORMAT(t0.`order_date`, \'%Y-%m\')\n) q\nORDER BY q.`month` ASC',
    ],
    [
      'a grouping by a joined table, most first, top 3',
      plan('orders', { measures: [count('orders', 'number of orders')], dimensions: [{ columns: [ref('customers', 'country')], label: 'country' }], order: { by: 'measure', index: 0, direction: 'desc' }, limit: 3 }),
      'SELECT t1."country" AS "country", COUNT(*) AS "number_of_orders"\nFROM "orders" t0\nLEFT JOIN "customers" t1 ON t1."customer_id" = t0."customer_id"\nWHERE t1."country" IS NOT NULL\nGROUP BY t1."country"\nORDER BY "number_of_orders" DESC NULLS LAST, "country" ASC\nLIMIT 3',
      'SELECT t1.`country` AS `country`, COUNT(*) AS `number_of_orders`\nFROM `orders` t0\nLEFT JOIN `customers` t1 ON t1.`customer_id` = t0.`customer_id`\nWHERE t1.`country` IS NOT NULL\nGROUP BY t1.`country`\nORDER BY `number_of_orders` IS NULL, `number_of_orders` DESC, `country` ASC\nLIMIT 3',
    ],
    [
      'a condition on a count of related rows, shown beside each row: customers with more than 5 orders',
      plan('customers', { listColumns: [ref('customers', 'customer_name')], having: [{ measure: count('orders'), operator: '>', value: 5, label: '' }] }),
      'SELECT t0."customer_name" AS "customer_name", (SELECT COUNT(*) FROM "orders" x1 WHERE x1."customer_id" = t0."customer_id") AS "number_of_orders"\nFROM "customers" t0\nWHERE (SELECT COUNT(*) FROM "orders" x1 WHERE x1."customer_id" = t0."customer_id") > 5\nORDER BY "customer_name" ASC, "number_of_orders" ASC',
      'SELECT t0.`customer_name` AS `customer_name`, (SELECT COUNT(*) FROM `orders` x1 WHERE x1.`customer_id` = t0.`customer_id`) AS `number_of_orders`\nFROM `customers` t0\nWHERE (SELECT COUNT(*) FROM `orders` x1 WHERE x1.`customer_id` = t0.`customer_id`) > 5\nORDER BY `customer_name` ASC, `number_of_orders` ASC',
    ],
  ])('%s', (_name, queryPlan, postgres, mysql) => {
    expect(sqlOf(queryPlan, 'postgres')).toBe(postgres);
    expect(sqlOf(queryPlan, 'mysql')).toBe(mysql);
  });
});

describe('renderSql: pieces of each shape', () => {
  it.each<[string, QueryPlan, string[], string[]]>([
    [
      'the top rows, with ties at the cut-off kept',
      plan('products', { listColumns: [ref('products', 'product_name'), ref('products', 'unit_price')], order: { by: 'column', index: 1, direction: 'desc' }, limit: 3, withTies: true }),
      ['RANK() OVER (ORDER BY q."unit_price" DESC NULLS LAST) AS "rank"', 'WHERE "rank" > 0 AND "rank" <= 3'],
      ['RANK() OVER (ORDER BY q.`unit_price` IS NULL, `unit_price` DESC) AS `rank`', 'WHERE `rank` > 0 AND `rank` <= 3'],
    ],
    [
      'the second highest: an offset',
      plan('products', { listColumns: [ref('products', 'product_name'), ref('products', 'unit_price')], order: { by: 'column', index: 1, direction: 'desc' }, limit: 1, offset: 1 }),
      ['ORDER BY "unit_price" DESC NULLS LAST, "product_name" ASC\nLIMIT 1 OFFSET 1'],
      ['ORDER BY `unit_price` IS NULL, `unit_price` DESC, `product_name` ASC\nLIMIT 1 OFFSET 1'],
    ],
    [
      'two periods side by side',
      plan('orders', { measures: [count('orders', 'number of orders')], comparison: { column: ref('orders', 'order_date'), periods: [{ label: 'last year', from: '2025-01-01', to: '2026-01-01' }, { label: 'this year', from: '2026-01-01', to: '2027-01-01' }] } }),
      [
        'SUM(CASE WHEN t0."order_date" >= DATE \'2025-01-01\' AND t0."order_date" < DATE \'2026-01-01\' THEN 1 ELSE 0 END) AS "number_of_orders_last_year"',
        'AS "number_of_orders_this_year"',
        'AS "change"',
        'AS "change_pct"',
        'WHERE ((t0."order_date" >= DATE \'2025-01-01\' AND t0."order_date" < DATE \'2026-01-01\') OR (t0."order_date" >= DATE \'2026-01-01\' AND t0."order_date" < DATE \'2027-01-01\'))',
      ],
      ['AS `number_of_orders_last_year`', 'AS `number_of_orders_this_year`', 'AS `change`'],
    ],
    [
      'an order\'s freight beside its lines\' quantities: counted over the lines, each order\'s freight on its first line only',
      plan('orders', {
        measures: [
          { aggregate: 'sum', column: ref('orders', 'freight'), table: 'orders', label: 'total freight' },
          { aggregate: 'sum', column: ref('order_lines', 'quantity'), table: 'order_lines', label: 'units' },
          { aggregate: 'count', table: 'orders', label: 'number of orders' },
        ],
        dimensions: [{ columns: [ref('customers', 'country')], label: 'country' }],
      }),
      [
        'SELECT q."d0__" AS "country", SUM(CASE WHEN q."r0__" = 1 THEN q."m0__" END) AS "total_freight", SUM(q."m1__") AS "units", COUNT(DISTINCT q."m2__") AS "number_of_orders"',
        'ROW_NUMBER() OVER (PARTITION BY t1."order_id", t2."country") AS "r0__"',
        'FROM "order_lines" t0\nLEFT JOIN "orders" t1 ON t1."order_id" = t0."order_id"',
        'GROUP BY q."d0__"',
      ],
      ['ROW_NUMBER() OVER (PARTITION BY t1.`order_id`, t2.`country`) AS `r0__`', 'FROM `order_lines` t0'],
    ],
    [
      'two periods side by side for each group, ranked by the later one',
      plan('orders', {
        measures: [{ aggregate: 'sum', column: ref('orders', 'freight'), table: 'orders', label: 'total freight' }],
        dimensions: [{ columns: [ref('customers', 'country')], label: 'country' }],
        order: { by: 'measure', index: 0, direction: 'desc' },
        comparison: { column: ref('orders', 'order_date'), periods: [{ label: 'last year', from: '2025-01-01', to: '2026-01-01' }, { label: 'this year', from: '2026-01-01', to: '2027-01-01' }] },
      }),
      ['t1."country" AS "country", SUM(CASE WHEN', 'AS "total_freight_this_year"', 'GROUP BY t1."country"', 'ORDER BY "total_freight_this_year" DESC NULLS LAST'],
      ['GROUP BY t1.`country`', 'ORDER BY `total_freight_this_year` IS NULL, `total_freight_this_year` DESC'],
    ],
    [
      'how many fewer: the difference in the order the question named the periods',
      plan('orders', { measures: [count('orders', 'number of orders')], comparison: { column: ref('orders', 'order_date'), periods: [{ label: 'in 2025', from: '2025-01-01', to: '2026-01-01' }, { label: 'in 2026', from: '2026-01-01', to: '2027-01-01' }], difference: { from: 0, minus: 1, word: 'fewer' } } }),
      ['SELECT SUM(CASE WHEN t0."order_date" >= DATE \'2025-01-01\' AND t0."order_date" < DATE \'2026-01-01\' THEN 1 ELSE 0 END) - SUM(CASE WHEN t0."order_date" >= DATE \'2026-01-01\' AND t0."order_date" < DATE \'2027-01-01\' THEN 1 ELSE 0 END) AS "fewer_number_of_orders"'],
      ['AS `fewer_number_of_orders`'],
    ],
    [
      'the change between two periods',
      plan('orders', { measures: [{ aggregate: 'sum', column: ref('orders', 'freight'), table: 'orders', label: 'total freight' }], growth: true, comparison: { column: ref('orders', 'order_date'), periods: [{ label: '2025', from: '2025-01-01', to: '2026-01-01' }, { label: '2026', from: '2026-01-01', to: '2027-01-01' }] } }),
      ['AS "total_freight_2025"', 'AS "total_freight_2026"', 'AS "change_pct"', 'SUM(CASE WHEN t0."order_date" >= DATE \'2026-01-01\' AND t0."order_date" < DATE \'2027-01-01\' THEN t0."freight" END)'],
      ['AS `total_freight_2025`', 'AS `total_freight_2026`', 'AS `change_pct`'],
    ],
    [
      'median, percentile and distinct count',
      plan('orders', { measures: [{ aggregate: 'median', column: ref('orders', 'freight'), table: 'orders', label: 'median freight' }, { aggregate: 'percentile', percentile: 0.9, column: ref('orders', 'freight'), table: 'orders', label: '90th percentile freight' }] }),
      ['percentile_cont(0.5) WITHIN GROUP (ORDER BY t0."freight") AS "median_freight"', 'percentile_cont(0.9) WITHIN GROUP (ORDER BY t0."freight") AS "90th_percentile_freight"'],
      [],
    ],
    [
      'a rate, a ratio and a share',
      plan('orders', {
        measures: [
          { aggregate: 'count', table: 'orders', rate: { column: ref('orders', 'order_status'), value: 'Cancelled' }, label: 'cancellation rate' },
          { aggregate: 'sum', ratio: { numerator: { aggregate: 'sum', column: ref('orders', 'total_amount'), label: 'amount' }, denominator: count('orders') }, label: 'amount per order' },
          { aggregate: 'count', share: { condition: [{ kind: 'values', column: ref('customers', 'country'), values: ['Germany'], label: '' }] }, label: 'share from Germany' },
        ],
      }),
      [
        '100.0 * SUM(CASE WHEN t0."order_status" = \'Cancelled\' THEN 1 ELSE 0 END) / NULLIF(SUM(1), 0) AS "cancellation_rate"',
        '1.0 * SUM(t0."total_amount") / NULLIF(COUNT(*), 0) AS "amount_per_order"',
        '100.0 * SUM(CASE WHEN t1."country" = \'Germany\' THEN 1 ELSE 0 END) / NULLIF(SUM(1), 0) AS "share_from_germany"',
        'LEFT JOIN "customers" t1 ON t1."customer_id" = t0."customer_id"',
      ],
      ['100.0 * SUM(CASE WHEN t0.`order_status` = \'Cancelled\' THEN 1 ELSE 0 END) / NULLIF(SUM(1), 0) AS `cancellation_rate`'],
    ],
    [
      'each group\'s share of the total',
      plan('orders', { measures: [count('orders', 'number of orders')], dimensions: [{ columns: [ref('customers', 'country')], label: 'country' }], shareOfTotal: true }),
      ['100.0 * COUNT(*) / NULLIF(SUM(COUNT(*)) OVER (), 0) AS "share_of_total_pct"'],
      ['100.0 * COUNT(*) / NULLIF(SUM(COUNT(*)) OVER (), 0) AS `share_of_total_pct`'],
    ],
    [
      'flags, column against column, between, and a negated list of values',
      plan('products', {
        listColumns: [ref('products', 'product_name')],
        filters: [
          { kind: 'flag', column: ref('products', 'discontinued'), value: false, label: '' },
          { kind: 'columns', column: ref('products', 'units_in_stock'), operator: '<', other: ref('products', 'reorder_level'), label: '' },
          { kind: 'between', column: ref('products', 'unit_price'), from: 10, to: 20, label: '' },
          { kind: 'values', column: ref('products', 'category'), values: ['Beverages', "Chef's"], negated: true, label: '' },
        ],
      }),
      ['(t0."discontinued" IN (0) OR t0."discontinued" IS NULL)', 't0."units_in_stock" < t0."reorder_level"', 't0."unit_price" BETWEEN 10 AND 20', '(t0."category" NOT IN (\'Beverages\', \'Chef\'\'s\') OR t0."category" IS NULL)'],
      ['(t0.`discontinued` IN (0) OR t0.`discontinued` IS NULL)', 't0.`unit_price` BETWEEN 10 AND 20'],
    ],
    [
      'the distinct values of a column',
      plan('customers', { listColumns: [ref('customers', 'country')] }),
      ['SELECT DISTINCT t0."country" AS "country"\nFROM "customers" t0'],
      ['SELECT DISTINCT t0.`country` AS `country`\nFROM `customers` t0'],
    ],
    [
      'a measure of a user-defined metric, qualified through its joins',
      plan('order_lines', { measures: [{ aggregate: 'sum', metric: { name: 'revenue', table: 'order_lines', expression: 'sum(unit_price * quantity * (1 - discount))' }, table: 'order_lines', label: 'revenue' }], dimensions: [{ columns: [ref('products', 'category')], label: 'category' }] }),
      ['sum(t0."unit_price" * t0."quantity" * (1 - t0."discount")) AS "revenue"', 'LEFT JOIN "products" t1 ON t1."product_id" = t0."product_id"'],
      ['sum(t0.`unit_price` * t0.`quantity` * (1 - t0.`discount`)) AS `revenue`'],
    ],
  ])('%s', (_name, queryPlan, postgres, mysql) => {
    const pgSql = sqlOf(queryPlan, 'postgres');
    for (const piece of postgres) expect(pgSql).toContain(piece);
    if (mysql.length > 0) {
      const mySql = sqlOf(queryPlan, 'mysql');
      for (const piece of mysql) expect(mySql).toContain(piece);
    }
  });

  it.each<[Dialect, string]>([
    ['postgres', `concat_ws(' ', t0."first_name", t0."last_name") AS "full_name"`],
    ['mysql', "CONCAT_WS(' ', t0.`first_name`, t0.`last_name`) AS `full_name`"],
  ])('%s: a person shown by first and last name is also shown by the whole name, as an aside', (dialect, piece) => {
    const people = catalog([table('staff', 40, [key('staff_id', 40), column('first_name', 'text', { distinctCount: 35 }), column('last_name', 'text', { distinctCount: 38 }), column('salary', 'numeric', { distinctCount: 40, min: 30000, max: 90000 })])], [], { dialect });
    const listed = renderSql(plan('staff', { listColumns: [ref('staff', 'first_name'), ref('staff', 'last_name'), ref('staff', 'salary')] }), schemaModel(people));
    expect(listed.sql).toContain(piece);
    expect(listed.asides).toEqual(['full_name']);
    const grouped = renderSql(plan('staff', { measures: [count('staff')], dimensions: [{ columns: [ref('staff', 'first_name'), ref('staff', 'last_name')], label: 'staff' }] }), schemaModel(people));
    expect(grouped.sql).toContain(piece);
    expect(renderSql(plan('staff', { listColumns: [ref('staff', 'last_name'), ref('staff', 'salary')] }), schemaModel(people)).asides).toBeUndefined();
  });

  it.each<[Dialect, string, string, string]>([
    ['postgres', `to_char(t0."order_date", 'FMDay')`, `CAST(extract(hour from t0."order_date") AS integer)`, `CAST(extract(isodow from t0."order_date") AS integer) IN (6, 7)`],
    ['mysql', 'DAYNAME(t0.`order_date`)', 'HOUR(t0.`order_date`)', '(WEEKDAY(t0.`order_date`) + 1) IN (6, 7)'],
  ])('%s: days of the week and hours of the day group rows, and weekdays keep them, in SQL the checker lets through', (dialect, weekday, hour, weekend) => {
    const by = (grain: 'weekday' | 'hour') => plan('orders', { measures: [count('orders')], dimensions: [{ columns: [ref('orders', 'order_date')], grain, label: grain }] });
    expect(sqlOf(by('weekday'), dialect)).toContain(weekday);
    expect(sqlOf(by('hour'), dialect)).toContain(hour);
    expect(sqlOf(plan('orders', { measures: [count('orders')], filters: [{ kind: 'weekday', column: ref('orders', 'order_date'), days: [6, 7], label: 'on Saturdays or Sundays' }] }), dialect)).toContain(weekend);
  });

  it('refuses a median on MySQL, which has no such aggregate', () => {
    const median = plan('orders', { measures: [{ aggregate: 'median', column: ref('orders', 'freight'), table: 'orders', label: 'median freight' }] });
    expect(() => renderSql(median, schemaModel(shops.mysql))).toThrow(UnrenderablePlanError);
  });

  it.each<[Dialect, string]>([
    ['postgres', 'CAST(EXTRACT(QUARTER FROM t0."order_date") AS integer) AS "quarter_of_year"'],
    ['mysql', 'QUARTER(t0.`order_date`) AS `quarter_of_year`'],
  ])('%s: quarters of one year are shown by their number beside their label, and only those', (dialect, piece) => {
    const quarterly = (from: string, to: string) =>
      plan('orders', { measures: [count('orders')], dimensions: [{ columns: [ref('orders', 'order_date')], grain: 'quarter', label: 'quarter' }], filters: [{ kind: 'date_range', column: ref('orders', 'order_date'), from, to, label: 'in a period' }] });
    const rendered = renderSql(quarterly('2025-01-01', '2026-01-01'), schemaModel(shops[dialect]));
    expect(rendered.sql).toContain(piece);
    expect(rendered.asides).toEqual(['quarter_start', 'quarter_of_year']);
    // Over two years the number alone would mix them up: the label and the first day say it all.
    expect(renderSql(quarterly('2024-01-01', '2026-01-01'), schemaModel(shops[dialect])).asides).toEqual(['quarter_start']);
  });

  it.each<[Dialect, string]>([
    ['postgres', `to_char(date_trunc('quarter', t0."order_date"), 'YYYY-MM-DD') AS "quarter_start"`],
    ['mysql', "CONCAT(YEAR(t0.`order_date`), CASE QUARTER(t0.`order_date`) WHEN 1 THEN '-01-01' WHEN 2 THEN '-04-01' WHEN 3 THEN '-07-01' ELSE '-10-01' END) AS `quarter_start`"],
  ])('%s: a quarter is also shown by the day it starts', (dialect, piece) => {
    const quarterly = plan('orders', { measures: [count('orders')], dimensions: [{ columns: [ref('orders', 'order_date')], grain: 'quarter', label: 'quarter' }] });
    expect(renderSql(quarterly, schemaModel(shops[dialect])).sql).toContain(piece);
  });

  it('refuses a column shown beside figures that is not one value per group, rather than SQL the database rejects', () => {
    const loose = plan('orders', { measures: [count('orders')], dimensions: [{ columns: [ref('orders', 'order_status')], label: 'order status' }], listColumns: [ref('orders', 'freight')] });
    expect(() => renderSql(loose, schemaModel(shops.postgres))).toThrow(UnrenderablePlanError);
    // The row's key grouped makes each of its columns one value per group.
    const keyed = plan('orders', { measures: [count('order_lines')], dimensions: [{ columns: [ref('orders', 'order_id')], label: 'order' }], listColumns: [ref('orders', 'freight')] });
    expect(() => sqlOf(keyed, 'postgres')).not.toThrow();
  });

  it('refuses a condition on groups over figures counted at their own grain, rather than writing it over rows it cannot see', () => {
    const freight = plan('orders', {
      measures: [{ aggregate: 'sum', column: ref('orders', 'freight'), table: 'orders', label: 'total freight' }],
      dimensions: [{ columns: [ref('products', 'category')], label: 'category' }],
      having: [{ measure: count('orders'), operator: '>', value: 10, label: 'more than 10 orders' }],
    });
    expect(() => renderSql(freight, schemaModel(shops.postgres))).toThrow(UnrenderablePlanError);
  });

  it('refuses an amount of rows the base is not a piece of beside the base\'s own: a product\'s price is not counted once per product', () => {
    const priced = plan('order_lines', {
      measures: [
        { aggregate: 'sum', column: ref('products', 'unit_price'), table: 'products', label: 'total list price' },
        { aggregate: 'sum', column: ref('order_lines', 'quantity'), table: 'order_lines', label: 'units' },
      ],
    });
    expect(() => renderSql(priced, schemaModel(shops.postgres))).toThrow(UnrenderablePlanError);
  });

  it('refuses a table no join reaches', () => {
    const apart = catalog([table('a', 1, [key('a_id', 1), column('x', 'text', {})]), table('b', 1, [key('b_id', 1), column('y', 'text', {})])]);
    const grouped = plan('a', { measures: [count('a')], dimensions: [{ columns: [ref('b', 'y')], label: 'y' }] });
    expect(() => renderSql(grouped, schemaModel(apart))).toThrow(UnrenderablePlanError);
  });

  it('keeps the groups whose figure grew between two integer years', () => {
    const seasons = catalog(
      [table('teams', 10, [key('team_id', 10), column('team_name', 'text', { distinctCount: 10, isUnique: true })]), table('results', 4000, [key('result_id', 4000), column('team_id', 'integer', { min: 1, max: 10 }), column('season', 'integer', { distinctCount: 4, min: 2022, max: 2025 }), column('points', 'integer', { min: 0, max: 25 })])],
      [join('results.team_id', 'teams.team_id')],
    );
    const grew = plan('results', {
      measures: [{ aggregate: 'sum', column: ref('results', 'points'), table: 'results', label: 'total points' }],
      dimensions: [{ columns: [ref('teams', 'team_name')], label: 'team' }],
      comparison: { column: ref('results', 'season'), years: true, periods: [{ label: 'in 2024', from: '2024-01-01', to: '2025-01-01' }, { label: 'in 2025', from: '2025-01-01', to: '2026-01-01' }], difference: { from: 1, minus: 0, word: 'more', keep: true } },
    });
    const sql = sqlOf(grew, 'postgres', seasons);
    expect(sql).toContain('WHERE ((t0."season" >= 2024 AND t0."season" < 2025) OR (t0."season" >= 2025 AND t0."season" < 2026))');
    expect(sql).toContain('HAVING SUM(CASE WHEN t0."season" >= 2025 AND t0."season" < 2026 THEN t0."points" END) - SUM(CASE WHEN t0."season" >= 2024 AND t0."season" < 2025 THEN t0."points" END) > 0');
    expect(sqlOf(grew, 'mysql', { ...seasons, dialect: 'mysql' })).toContain('HAVING SUM(CASE WHEN t0.`season` >= 2025');
  });

  it('refuses periods side by side beside parts it cannot split by period, rather than dropping them', () => {
    const periods = { column: ref('orders', 'order_date'), periods: [{ label: '2025', from: '2025-01-01', to: '2026-01-01' }, { label: '2026', from: '2026-01-01', to: '2027-01-01' }] };
    const withHaving = plan('customers', { measures: [count('customers')], having: [{ measure: count('orders'), operator: '>', value: 5, label: 'more than 5 orders' }], comparison: periods });
    expect(() => renderSql(withHaving, schemaModel(shops.postgres))).toThrow(UnrenderablePlanError);
    const running = plan('orders', { measures: [count('orders')], running: true, comparison: periods });
    expect(() => renderSql(running, schemaModel(shops.postgres))).toThrow(UnrenderablePlanError);
  });

  it('names the output columns', () => {
    const { columns } = renderSql(plan('orders', { measures: [count('orders', 'number of orders')], dimensions: [{ columns: [ref('customers', 'country')], label: 'country' }] }), schemaModel(shops.postgres));
    expect(columns).toEqual(['country', 'number_of_orders']);
  });

  it.each([
    ['number of orders', 'number_of_orders'],
    ['share of total %', 'share_of_total_pct'],
    ['  Revenue (EUR)  ', 'revenue_eur'],
    ['', 'value'],
  ])('outputName(%j) = %s', (label, name) => {
    expect(outputName(label)).toBe(name);
  });

  // MySQL sorts NULL first in ascending order; the dialect's nullsLast adds nothing there, so 'the cheapest product'
  // is a product without a price. Only a suffix after the column is asked of the dialect, and MySQL needs
  // `x IS NULL, x ASC`, so the fix belongs in the renderer.
  it('puts rows without a value last when ranking up in MySQL', () => {
    const cheapest = plan('products', { listColumns: [ref('products', 'product_name'), ref('products', 'unit_price')], order: { by: 'column', index: 1, direction: 'asc' }, limit: 1 });
    expect(sqlOf(cheapest, 'mysql')).toMatch(/ORDER BY `unit_price` IS NULL, `unit_price` ASC|`unit_price` IS NOT NULL/);
  });
});

describe('renderSql: schemas, dates and numbers stored as text, integer periods', () => {
  const billing = (dialect: Dialect) =>
    catalog(
      [
        table('users', 1000, [key('user_id', 1000), column('user_name', 'text', { distinctCount: 1000, isUnique: true }), column('country', 'text', { values: ['DE', 'US'] })]),
        table('invoices', 900, [key('invoice_id', 900), column('user_id', 'integer', { min: 1, max: 1000 }), column('invoice_dt', 'text', { samples: ['03/15/2016', '04/01/2017', '12/31/2015'] }), column('amount_due', 'text', { samples: ['$1,200.50', '$99.00', '$12.00'] })], { schema: 'billing' }),
        table('budgets', 40, [key('budget_id', 40), column('fiscal_yr', 'integer', { distinctCount: 5, min: 2020, max: 2024 }), column('fiscal_mo', 'integer', { distinctCount: 12, min: 1, max: 12 }), column('amount', 'numeric', { min: 1000, max: 90000 })]),
      ],
      [join('invoices.user_id', 'users.user_id')],
      { dialect, defaultSchema: 'public' },
    );
  const byCountry = plan('invoices', {
    measures: [{ aggregate: 'sum', column: ref('invoices', 'amount_due'), table: 'invoices', label: 'amount due' }],
    dimensions: [{ columns: [ref('users', 'country')], label: 'country' }],
    filters: [{ kind: 'date_range', column: ref('invoices', 'invoice_dt'), from: '2016-01-01', to: '2017-01-01', label: 'in 2016' }],
  });

  it.each<[Dialect, string]>([
    [
      'postgres',
      'SELECT t1."country" AS "country", SUM(CAST(NULLIF(TRIM(REPLACE(REPLACE(REPLACE(REPLACE(t0."amount_due", \'$\', \'\'), \',\', \'\'), \'€\', \'\'), \'£\', \'\')), \'\') AS numeric)) AS "amount_due"\nFROM "billing"."invoices" t0\nLEFT JOIN "users" t1 ON t1."user_id" = t0."user_id"\nWHERE to_date(t0."invoice_dt", \'MM/DD/YYYY\') >= DATE \'2016-01-01\' AND to_date(t0."invoice_dt", \'MM/DD/YYYY\') < DATE \'2017-01-01\'\nGROUP BY t1."country"\nORDER BY "country" ASC',
    ],
    [
      'mysql',
      'SELECT t1.`country` AS `country`, SUM(CAST(NULLIF(TRIM(REPLACE(REPLACE(REPLACE(REPLACE(t0.`amount_due`, \'$\', \'\'), \',\', \'\'), \'€\', \'\'), \'£\', \'\')), \'\') AS DECIMAL(20,4))) AS `amount_due`\nFROM `billing`.`invoices` t0\nLEFT JOIN `users` t1 ON t1.`user_id` = t0.`user_id`\nWHERE STR_TO_DATE(t0.`invoice_dt`, \'%m/%d/%Y\') >= DATE \'2016-01-01\' AND STR_TO_DATE(t0.`invoice_dt`, \'%m/%d/%Y\') < DATE \'2017-01-01\'\nGROUP BY t1.`country`\nORDER BY `country` ASC',
    ],
  ])('%s: tables outside the default schema are qualified; text dates and money are read as such', (dialect, expected) => {
    expect(sqlOf(byCountry, dialect, billing(dialect))).toBe(expected);
  });

  it.each<[Dialect, string]>([
    ['postgres', 'NOT EXISTS (SELECT 1 FROM "billing"."invoices" x1 WHERE x1."user_id" = t0."user_id")'],
    ['mysql', 'NOT EXISTS (SELECT 1 FROM `billing`.`invoices` x1 WHERE x1.`user_id` = t0.`user_id`)'],
  ])('%s: a qualified table inside EXISTS', (dialect, piece) => {
    const withoutInvoices = plan('users', { measures: [count('users')], filters: [{ kind: 'exists', table: 'invoices', negated: true, filters: [], label: '' }] });
    expect(sqlOf(withoutInvoices, dialect, billing(dialect))).toContain(piece);
  });

  it.each<[Dialect, string]>([
    ['postgres', 'CAST(t0."fiscal_yr" AS text) || \'-Q\' || CAST(((t0."fiscal_mo" - 1) / 3 + 1) AS text) AS "quarter"'],
    // MySQL's '/' divides exactly; DIV gives the quarter's number.
    ['mysql', 'CONCAT(CAST(t0.`fiscal_yr` AS CHAR), \'-Q\', CAST(((t0.`fiscal_mo` - 1) DIV 3 + 1) AS CHAR)) AS `quarter`'],
  ])('%s: quarters from integer year and month columns', (dialect, piece) => {
    const byQuarter = plan('budgets', {
      measures: [{ aggregate: 'sum', column: ref('budgets', 'amount'), table: 'budgets', label: 'total amount' }],
      dimensions: [{ columns: [ref('budgets', 'fiscal_yr')], grain: 'quarter', label: 'quarter', periodColumns: { year: ref('budgets', 'fiscal_yr'), month: ref('budgets', 'fiscal_mo') } }],
      filters: [{ kind: 'compare', column: ref('budgets', 'fiscal_yr'), operator: '=', value: 2023, label: '' }],
      order: { by: 'dimension', index: 0, direction: 'asc' },
    });
    const sql = sqlOf(byQuarter, dialect, billing(dialect));
    expect(sql).toContain(piece);
    expect(sql).toContain(dialect === 'mysql' ? 't0.`fiscal_yr` = 2023' : 't0."fiscal_yr" = 2023');
  });

  it('qualifies every table when the catalog has no default schema set to theirs', () => {
    const elsewhere = shopCatalog({ defaultSchema: 'sales' });
    const sql = sqlOf(plan('orders', { measures: [count('orders')], dimensions: [{ columns: [ref('customers', 'country')], label: 'country' }] }), 'postgres', elsewhere);
    expect(sql).toContain('FROM "public"."orders" t0\nLEFT JOIN "public"."customers" t1');
  });
});

describe('renderSql: durations', () => {
  it('subtracts calendar dates in days and timestamps by their seconds, in both dialects', () => {
    const shop = shopCatalog();
    const plan = { baseTable: 'orders', measures: [{ aggregate: 'avg' as const, duration: { from: { table: 'orders', column: 'order_date' }, to: { table: 'orders', column: 'shipped_date' }, unit: 'day' as const }, table: 'orders', label: 'average days' }], dimensions: [], listColumns: [], filters: [], having: [] };
    expect(renderSql(plan, schemaModel(shop)).sql).toContain('AVG((CAST(t0."shipped_date" AS date) - CAST(t0."order_date" AS date)))');
    expect(renderSql(plan, schemaModel(shopCatalog({ dialect: 'mysql' }))).sql).toContain('AVG(DATEDIFF(t0.`shipped_date`, t0.`order_date`))');
  });
});
