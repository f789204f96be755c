/**
 * The semantic layer a workspace's demo source starts with, so the synonyms and metrics screens show real examples.
 * Users change or delete them like their own.
 */
export const DEMO_SYNONYMS: readonly { term: string; table: string; column: string | null }[] = [
  { term: 'opportunity', table: 'deals', column: null },
  { term: 'account', table: 'customers', column: null },
  { term: 'sales agent', table: 'sales_reps', column: null },
  { term: 'deal value', table: 'deals', column: 'amount' },
  { term: 'marketing spend', table: 'campaigns', column: 'budget' },
];

export const DEMO_METRICS: readonly { name: string; table: string; expression: string; description: string }[] = [
  {
    name: 'revenue',
    table: 'order_items',
    expression: 'sum(unit_price * quantity * (1 - discount))',
    description: 'Order revenue after discounts',
  },
  {
    name: 'units sold',
    table: 'order_items',
    expression: 'sum(quantity)',
    description: 'Units ordered',
  },
];
