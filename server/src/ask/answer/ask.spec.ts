import { catalog, column, key, shopCatalog, table } from '../../../test/ask-catalogs';
import type { QueryPlan } from '../plan/plan';
import { answerFor, runPlan } from './ask';
import type { QueryRunner } from './runner';

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

describe('runPlan', () => {
  it('words a refusal of its own SQL by the safety checks as an answer, without running anything', async () => {
    // The SQL parser of the checks drops the spaces around a qualified quoted name, so a connected table whose column
    // is named ' amount' renders SQL the checks cannot match to the catalog (found by fuzzing the import).
    const padded = catalog([table('deals', 2, [key('deal_id', 2), column(' amount', 'numeric', { min: 5, max: 10 })])]);
    const plan: QueryPlan = {
      baseTable: 'deals',
      measures: [{ aggregate: 'sum', column: { table: 'deals', column: ' amount' }, table: 'deals', label: 'total amount' }],
      dimensions: [],
      listColumns: [],
      filters: [],
      having: [],
    };
    const ran: string[] = [];
    const runner: QueryRunner = {
      schema: 'public',
      query: (sql) => {
        ran.push(sql);
        return Promise.resolve({ columns: [], rows: [], truncated: false });
      },
    };
    const answer = await runPlan(plan, padded, runner, { maxRows: 100, timeoutMs: 1000 });
    expect(answer.status).toBe('declined');
    expect(answer.answer).toMatch(/^I can't answer that from Test\. The query written for it did not pass the safety checks: Unknown column/);
    expect(ran).toEqual([]);
  });

  it('asks back where every row of a grouped answer falls outside the groups', async () => {
    const shop = shopCatalog();
    const plan: QueryPlan = {
      baseTable: 'orders',
      measures: [{ aggregate: 'count', table: 'orders', label: 'number of orders' }],
      dimensions: [{ columns: [{ table: 'customers', column: 'country' }], label: 'country' }],
      listColumns: [],
      filters: [],
      having: [],
    };
    const answering = (rows: unknown[][]): QueryRunner => ({ schema: 'public', query: () => Promise.resolve({ columns: [{ name: 'country', type: 'text' }, { name: 'number_of_orders', type: 'integer' }], rows, truncated: false }) });
    const none = await runPlan(plan, shop, answering([[null, 6]]), { maxRows: 100, timeoutMs: 1000 });
    expect(none.status).toBe('clarification');
    expect(none.answer).toBe('None of the orders asked about has a country, so they cannot be split by it. What should they be split by?');
    const some = await runPlan(plan, shop, answering([[null, 2], ['France', 4]]), { maxRows: 100, timeoutMs: 1000 });
    expect(some.status).toBe('answered');
  });
});
