import type { Catalog, CatalogColumn, CatalogTable } from '../data-sources/catalog/catalog';
import { GOAL_SUGGESTIONS, suggestQuestionsForGoals, themesOf } from './suggested-questions';

function column(name: string, type: CatalogColumn['type'], values?: string[]): CatalogColumn {
  return { name, type, nullable: false, distinctCount: values?.length ?? 1000, nullCount: 0, values, isPrimaryKey: name.endsWith('_id') && !values, min: type === 'date' ? '2025-01-01' : undefined, max: type === 'date' ? '2026-06-30' : undefined };
}

function table(name: string, rowCount: number, columns: CatalogColumn[]): CatalogTable {
  return { schema: 'public', name, rowCount, columns };
}

/** A small CRM and sales source shaped like the demo data. */
const CATALOG: Catalog = {
  sourceId: 7,
  sourceName: 'CRM and sales',
  dialect: 'postgres',
  tables: [
    table('campaigns', 40, [column('campaign_id', 'integer'), column('campaign_name', 'text'), column('channel', 'text', ['Email', 'Paid Search', 'Social', 'Events']), column('budget', 'numeric'), column('start_date', 'date')]),
    table('leads', 5000, [column('lead_id', 'integer'), column('lead_source', 'text', ['Web', 'Referral', 'Partner']), column('status', 'text', ['New', 'Qualified', 'Converted', 'Lost']), column('created_date', 'date'), column('campaign_id', 'integer')]),
    table('products', 60, [column('product_id', 'integer'), column('product_name', 'text'), column('category', 'text', ['Laptops', 'Monitors', 'Software']), column('unit_price', 'numeric')]),
    table('orders', 9000, [column('order_id', 'integer'), column('order_date', 'date'), column('status', 'text', ['Shipped', 'Delivered', 'Returned']), column('ship_country', 'text', ['US', 'UK', 'DE', 'FR'])]),
  ],
  joins: [{ fromTable: 'leads', fromColumn: 'campaign_id', toTable: 'campaigns', toColumn: 'campaign_id', origin: 'name' }],
  synonyms: [],
  metrics: [],
};

describe('goal-shaped suggested questions', () => {
  it('knows the six wizard suggestions, in SPEC order', () => {
    expect(GOAL_SUGGESTIONS).toEqual(['optimize marketing performance', 'sales data insights', 'automate reporting', 'lead generation', 'customer feedback', 'product performance']);
    for (const goal of GOAL_SUGGESTIONS) expect(themesOf(goal).length).toBeGreaterThan(0);
  });

  it('asks about campaigns and leads for marketing goals, and about products for product goals', () => {
    const marketing = suggestQuestionsForGoals('optimize marketing performance and lead generation', [CATALOG], 4);
    expect(marketing).toHaveLength(4);
    expect(marketing.slice(0, 2).map((item) => item.theme)).toEqual(['marketing', 'leads']);
    expect(marketing.slice(0, 2).every((item) => /campaign|lead/i.test(item.question))).toBe(true);
    const product = suggestQuestionsForGoals('product performance', [CATALOG], 3);
    expect(product[0]).toMatchObject({ theme: 'product', sourceId: 7, sourceName: 'CRM and sales' });
    expect(product[0]?.question).toMatch(/product/i);
    expect(product.map((item) => item.question)).not.toEqual(marketing.slice(0, 3).map((item) => item.question));
  });

  it('offers general starters without goals, and nothing without data', () => {
    const general = suggestQuestionsForGoals(null, [CATALOG], 3);
    expect(general).toHaveLength(3);
    expect(general.every((item) => item.theme === null)).toBe(true);
    expect(suggestQuestionsForGoals('sales data insights', [], 6)).toEqual([]);
  });

  it('never repeats a question', () => {
    const items = suggestQuestionsForGoals(GOAL_SUGGESTIONS.join(', '), [CATALOG], 12);
    const questions = items.map((item) => item.question.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });
});
