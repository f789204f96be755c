import type { Catalog, CatalogColumn } from '../catalog/catalog';
import { planQuestion } from '../pipeline/plan-question';
import type { QueryPlan } from '../plan/plan';
import { isFollowUp, refinePlan } from './follow-up';

const TODAY = '2026-11-25';

function column(name: string, type: CatalogColumn['type'], extra: Partial<CatalogColumn> = {}): CatalogColumn {
  return { name, type, nullable: false, distinctCount: 100, nullCount: 0, isPrimaryKey: false, ...extra };
}

const CATALOG: Catalog = {
  sourceId: 1,
  sourceName: 'Shop',
  dialect: 'postgres',
  tables: [
    {
      schema: 'shop',
      name: 'orders',
      rowCount: 830,
      columns: [
        column('order_id', 'integer', { isPrimaryKey: true, distinctCount: 830, min: 1, max: 830 }),
        column('customer_id', 'text'),
        column('order_date', 'date', { min: '2024-01-02', max: '2026-11-20', distinctCount: 700 }),
        column('ship_country', 'text', { values: ['Brazil', 'France', 'Germany'], distinctCount: 3 }),
        column('freight', 'numeric', { min: 0, max: 1000 }),
      ],
    },
    {
      schema: 'shop',
      name: 'customers',
      rowCount: 91,
      columns: [column('customer_id', 'text', { isPrimaryKey: true, distinctCount: 91 }), column('company_name', 'text', { distinctCount: 91 }), column('country', 'text', { values: ['Brazil', 'France', 'Germany'], distinctCount: 3 })],
    },
  ],
  joins: [{ fromTable: 'orders', fromColumn: 'customer_id', toTable: 'customers', toColumn: 'customer_id', origin: 'name' }],
  synonyms: [],
  metrics: [],
};

function planOf(question: string): QueryPlan {
  const planned = planQuestion(question, CATALOG, { today: TODAY });
  if (!planned.plan) throw new Error(`"${question}" was not planned: ${planned.reason ?? planned.clarification?.question ?? ''}`);
  return planned.plan;
}

describe('follow-up questions', () => {
  it('knows a follow-up by how it opens or by a pronoun in a short fragment', () => {
    expect(isFollowUp('and by year?')).toBe(true);
    expect(isFollowUp('what about France?')).toBe(true);
    expect(isFollowUp('show it as a pie')).toBe(true);
    expect(isFollowUp('How many orders were shipped to Brazil?')).toBe(false);
  });

  it('swaps a value in the column the previous question filtered, rather than adding another filter', () => {
    const previous = planOf('How many orders were shipped to Germany?');
    const refined = refinePlan(previous, 'what about France?', CATALOG, TODAY);
    expect(refined?.filters).toEqual([expect.objectContaining({ kind: 'values', column: { table: 'orders', column: 'ship_country' }, values: ['France'] })]);
    expect(refined?.filters[0]?.label).toContain('France');
    expect(refined?.filters[0]?.label).not.toContain('Germany');
  });

  it('reads a fragment that names nothing in the data as a change of structure: grain, time, limit, order, chart', () => {
    const previous = planOf('How many orders were shipped to Germany?');
    const byYear = refinePlan(previous, 'and by year?', CATALOG, TODAY);
    expect(byYear?.dimensions).toEqual([expect.objectContaining({ grain: 'year', columns: [{ table: 'orders', column: 'order_date' }] })]);
    expect(refinePlan(byYear ?? previous, 'show it as a pie', CATALOG, TODAY)?.chart).toBe('pie');
    expect(refinePlan(byYear ?? previous, 'make it a bar chart', CATALOG, TODAY)?.chart).toBe('bar');
    const lastYear = refinePlan(previous, 'only last year', CATALOG, TODAY);
    expect(lastYear?.filters).toContainEqual(expect.objectContaining({ kind: 'date_range', from: '2025-01-01' }));
    const grouped = planOf('Number of orders by ship country');
    expect(refinePlan(grouped, 'top 2 only', CATALOG, TODAY)).toMatchObject({ limit: 2, order: { by: 'measure', direction: 'desc' } });
    expect(refinePlan(grouped, 'lowest first', CATALOG, TODAY)?.order).toMatchObject({ by: 'measure', direction: 'asc' });
  });

  it('does not refine with a word it cannot place', () => {
    const previous = planOf('How many orders were shipped to Germany?');
    expect(refinePlan(previous, 'and jazz', CATALOG, TODAY)).toBeUndefined();
    expect(refinePlan(previous, 'only the ones with jazz', CATALOG, TODAY)).toBeUndefined();
  });
});
