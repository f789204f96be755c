import { shopCatalog } from '../../../test/ask-catalogs';
import { schemaModel } from '../catalog/schema-model';
import type { ColumnRef, Filter, Measure, QueryPlan } from '../plan/plan';
import { describePlan, filterText, interpretPlan, measureText, type InterpretationToken } from './interpretation';

const ref = (table: string, column: string): ColumnRef => ({ table, column });
const model = schemaModel(shopCatalog());

function plan(base: string, parts: Partial<QueryPlan>): QueryPlan {
  return { baseTable: base, measures: [], dimensions: [], listColumns: [], filters: [], having: [], ...parts };
}

const ordersByCountry = plan('orders', {
  measures: [{ aggregate: 'count', table: 'orders', label: 'number of orders' }],
  dimensions: [{ columns: [ref('customers', 'country')], label: 'country' }],
  filters: [
    { kind: 'date_range', column: ref('orders', 'order_date'), from: '2025-01-01', to: '2026-01-01', label: 'in 2025' },
    { kind: 'values', column: ref('orders', 'order_status'), values: ['Shipped'], label: 'status is Shipped' },
  ],
  order: { by: 'measure', index: 0, direction: 'desc' },
  limit: 5,
});
const secondPriciest = plan('products', { listColumns: [ref('products', 'product_name'), ref('products', 'unit_price')], order: { by: 'column', index: 1, direction: 'desc' }, limit: 1, offset: 1 });
const topPerCategory = plan('order_lines', {
  measures: [{ aggregate: 'sum', column: ref('order_lines', 'quantity'), table: 'order_lines', label: 'units sold' }],
  dimensions: [{ columns: [ref('products', 'category')], label: 'category' }, { columns: [ref('products', 'product_name')], label: 'product' }],
  order: { by: 'measure', index: 0, direction: 'desc' },
  perGroup: { partition: [ref('products', 'category')], limit: 2 },
});
const noOrders = plan('customers', {
  listColumns: [ref('customers', 'customer_name')],
  filters: [{ kind: 'exists', table: 'orders', negated: true, label: 'no orders', filters: [{ kind: 'date_range', column: ref('orders', 'order_date'), from: '2025-01-01', to: '2026-01-01', label: 'in 2025' }] }],
});
const runningMonthly = plan('orders', {
  measures: [{ aggregate: 'sum', column: ref('orders', 'total_amount'), table: 'orders', label: 'total amount' }],
  dimensions: [{ columns: [ref('orders', 'order_date')], grain: 'month', label: 'month' }],
  order: { by: 'dimension', index: 0, direction: 'asc' },
  running: true,
  growth: true,
});
const yearOverYear = plan('orders', {
  measures: [{ aggregate: 'count', table: 'orders', label: 'number of orders' }],
  comparison: { column: ref('orders', 'order_date'), periods: [{ label: 'last year', from: '2025-01-01', to: '2026-01-01' }, { label: 'this year', from: '2026-01-01', to: '2027-01-01' }] },
});

describe('interpretPlan', () => {
  it.each<[string, QueryPlan, InterpretationToken[]]>([
    [
      'a ranked count by a joined column, in a year',
      ordersByCountry,
      [
        { kind: 'measure', text: 'count of orders' },
        { kind: 'group', text: 'by country' },
        { kind: 'time', text: 'order_date in 2025' },
        { kind: 'filter', text: 'order_status = Shipped' },
        { kind: 'order', text: 'highest number of orders first' },
        { kind: 'limit', text: 'top 5' },
        { kind: 'join', text: 'orders.customer_id → customers.customer_id' },
      ],
    ],
    [
      'the second highest row',
      secondPriciest,
      [
        { kind: 'list', text: 'list product_name, unit_price of products' },
        { kind: 'order', text: 'highest unit_price first' },
        { kind: 'limit', text: 'skip 1, top 1' },
      ],
    ],
    [
      'the top 2 in each category',
      topPerCategory,
      [
        { kind: 'measure', text: 'sum of quantity' },
        { kind: 'group', text: 'by category' },
        { kind: 'group', text: 'by product_name' },
        { kind: 'order', text: 'highest units sold first' },
        { kind: 'limit', text: 'top 2 per category' },
        { kind: 'join', text: 'order_lines.product_id → products.product_id' },
      ],
    ],
    [
      'an anti-join with its own time',
      noOrders,
      [
        { kind: 'list', text: 'list customer_name of customers' },
        { kind: 'filter', text: 'no orders (order_date in 2025)' },
      ],
    ],
    [
      'a monthly series with a running total and growth',
      runningMonthly,
      [
        { kind: 'measure', text: 'sum of total_amount' },
        { kind: 'measure', text: 'running total of sum of total_amount' },
        { kind: 'measure', text: 'change % of sum of total_amount from the period before' },
        { kind: 'time', text: 'by month of order_date' },
        { kind: 'order', text: 'lowest month first' },
      ],
    ],
    [
      'two periods side by side',
      yearOverYear,
      [
        { kind: 'measure', text: 'count of orders' },
        { kind: 'time', text: 'last year vs this year' },
      ],
    ],
  ])('%s', (_name, queryPlan, tokens) => {
    expect(interpretPlan(queryPlan, model)).toEqual(tokens);
  });

  it('names each group\'s share of the total', () => {
    const shares = plan('orders', { measures: [{ aggregate: 'count', table: 'orders', label: 'number of orders' }], dimensions: [{ columns: [ref('customers', 'country')], label: 'country' }], shareOfTotal: true });
    expect(interpretPlan(shares, model)).toContainEqual({ kind: 'measure', text: 'share of total of count of orders' });
  });

  it('names a condition on a count of related rows', () => {
    const busy = plan('customers', { listColumns: [ref('customers', 'customer_name')], having: [{ measure: { aggregate: 'count', table: 'orders', label: 'number of orders' }, operator: '>', value: 5, label: '' }] });
    expect(interpretPlan(busy, model)).toContainEqual({ kind: 'filter', text: 'count of orders > 5' });
  });
});

describe('describePlan', () => {
  it.each<[string, QueryPlan, string]>([
    ['a ranked count', ordersByCountry, 'Compute number of orders over orders; keep rows where in 2025, and status is Shipped; group by country; keep the highest 5. Source: Shop.'],
    ['the second highest row', secondPriciest, 'List products (product name, unit price); keep the next 1 after the highest 1. Source: Shop.'],
    ['the top 2 in each category', topPerCategory, 'Compute units sold over order lines; group by category and product; keep the top 2 in each category. Source: Shop.'],
    ['a running total with growth', runningMonthly, 'Compute total amount over orders; group by month; sort lowest first; add a running total; add the change from the period before. Source: Shop.'],
    ['two periods', yearOverYear, 'Compute number of orders over orders; compare last year with this year. Source: Shop.'],
  ])('%s', (_name, queryPlan, text) => {
    expect(describePlan(queryPlan, 'Shop')).toBe(text);
  });

  it('mentions ties kept at the cut-off', () => {
    expect(describePlan({ ...secondPriciest, offset: undefined, limit: 3, withTies: true }, 'Shop')).toContain('keep the highest 3 (and any tied with the last)');
  });
});

describe('measureText and filterText', () => {
  it.each<[Measure, string]>([
    [{ aggregate: 'count', table: 'orders', label: '' }, 'count of orders'],
    [{ aggregate: 'count', label: '' }, 'count of rows'],
    [{ aggregate: 'count_distinct', column: ref('orders', 'customer_id'), label: '' }, 'count of distinct customer_id'],
    [{ aggregate: 'sum', column: ref('orders', 'freight'), label: '' }, 'sum of freight'],
    [{ aggregate: 'avg', column: ref('orders', 'freight'), label: '' }, 'average of freight'],
    [{ aggregate: 'min', column: ref('orders', 'freight'), label: '' }, 'minimum of freight'],
    [{ aggregate: 'max', column: ref('orders', 'freight'), label: '' }, 'maximum of freight'],
    [{ aggregate: 'median', column: ref('orders', 'freight'), label: '' }, 'median of freight'],
    [{ aggregate: 'percentile', percentile: 0.9, column: ref('orders', 'freight'), label: '' }, '90th percentile of freight'],
    [{ aggregate: 'count', table: 'orders', rate: { column: ref('orders', 'order_status'), value: 'Cancelled' }, label: '' }, 'cancelled rate of order_status'],
    [{ aggregate: 'sum', metric: { name: 'revenue', table: 'order_lines', expression: 'sum(unit_price * quantity)' }, label: '' }, 'revenue (sum(unit_price * quantity))'],
    [{ aggregate: 'sum', ratio: { numerator: { aggregate: 'sum', column: ref('orders', 'total_amount'), label: '' }, denominator: { aggregate: 'count', table: 'orders', label: '' } }, label: '' }, 'sum of total_amount per count of orders'],
    [{ aggregate: 'count', share: { condition: [{ kind: 'values', column: ref('customers', 'country'), values: ['Germany'], label: 'country is Germany' }] }, label: '' }, 'share where country is Germany'],
    [{ aggregate: 'median', table: 'order_lines', perRow: { table: 'orders', measure: { aggregate: 'sum', column: ref('order_lines', 'amount'), label: '' } }, label: '' }, 'median of the sum of amount of each row of orders'],
    [{ aggregate: 'sum', column: ref('inv', 'inv_amt'), table: 'inv', owed: { paid: ref('pmt', 'pmt_amt') }, label: '' }, 'sum of inv_amt less pmt.pmt_amt paid on it'],
    [{ aggregate: 'sum', column: ref('inv', 'tot_amt'), table: 'inv', owed: {}, label: '' }, 'sum of tot_amt'],
  ])('measureText(%j) = %s', (measure, text) => {
    expect(measureText(measure)).toBe(text);
  });

  it.each<[Filter, string]>([
    [{ kind: 'values', column: ref('t', 'country'), values: ['Germany', 'France'], label: '' }, 'country = Germany or France'],
    [{ kind: 'values', column: ref('t', 'country'), values: ['Germany'], negated: true, label: '' }, 'country ≠ Germany'],
    [{ kind: 'values', column: ref('t', 'country'), values: ['Germany', 'France'], negated: true, label: '' }, 'country not in Germany, France'],
    [{ kind: 'compare', column: ref('t', 'price'), operator: '>=', value: 5, label: '' }, 'price ≥ 5'],
    [{ kind: 'compare', column: ref('t', 'price'), operator: '<>', value: 5, label: '' }, 'price ≠ 5'],
    [{ kind: 'between', column: ref('t', 'price'), from: 10, to: 20, label: '' }, 'price between 10 and 20'],
    [{ kind: 'date_range', column: ref('t', 'order_date'), from: '2025-01-01', to: '2026-01-01', label: 'in 2025' }, 'order_date in 2025'],
    [{ kind: 'not_null', column: ref('t', 'shipped_date'), label: '' }, 'shipped_date is set'],
    [{ kind: 'null', column: ref('t', 'term_dt'), label: '' }, 'term_dt is empty'],
    [{ kind: 'columns', column: ref('t', 'units_in_stock'), operator: '<', other: ref('t', 'reorder_level'), label: '' }, 'units_in_stock < reorder_level'],
    [{ kind: 'flag', column: ref('t', 'remote_yn'), value: true, label: '' }, 'remote_yn is yes'],
    [{ kind: 'exists', table: 'orders', negated: false, filters: [], label: '' }, 'has orders'],
  ])('filterText(%j) = %s', (filter, text) => {
    expect(filterText(filter)).toBe(text);
  });
});
