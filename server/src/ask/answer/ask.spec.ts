import { shopCatalog } from '../../../test/ask-catalogs';
import type { QueryPlan } from '../plan/plan';
import { answerFor } from './ask';

describe('answerFor', () => {
  const plan: QueryPlan = {
    baseTable: 'orders',
    measures: [{ aggregate: 'count', table: 'orders', label: 'number of orders' }],
    dimensions: [{ columns: [{ table: 'orders', column: 'order_date' }], grain: 'quarter', label: 'quarter' }],
    listColumns: [],
    filters: [{ kind: 'date_range', column: { table: 'orders', column: 'order_date' }, from: '2025-01-01', to: '2026-01-01', label: 'in 2025' }],
    having: [],
  };
  const result = {
    columns: [{ name: 'quarter', type: 'text' }, { name: 'quarter_of_year', type: 'integer' }, { name: 'number_of_orders', type: 'integer' }],
    rows: [['2025-Q1', 1, 50], ['2025-Q2', 2, 105], ['2025-Q3', 3, 70], ['2025-Q4', 4, 61]],
    truncated: false,
  };

  it('shows a column that restates another, but words and charts the answer without it', () => {
    const answer = answerFor(plan, shopCatalog(), 'SELECT 1', result, ['quarter', 'quarter_of_year', 'number_of_orders'], ['quarter_of_year']);
    expect(answer.columns).toEqual(['quarter', 'quarter_of_year', 'number_of_orders']);
    expect(answer.rows[0]).toEqual(['2025-Q1', 1, 50]);
    expect(answer.chart).toEqual({ type: 'line', x: 'quarter', y: ['number_of_orders'], series: undefined });
    expect(answer.answer).toContain('2025-Q2 (105)');
    expect(answer.answer).not.toContain('/ 2');
  });
});
