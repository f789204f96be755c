/**
 * A wide catalog for timing the ask engine's planning: an ERP-like schema of 150 tables of 15 columns each (keys,
 * references to other tables, dates, amounts, statuses with their values, flags, codes, long text), built in memory
 * and deterministic, with the row counts and value lists profiling would give. The questions are the kind people ask
 * of such a schema.
 */
import type { Catalog, CatalogColumn, CatalogTable, JoinKey } from '../../server/src/ask/catalog/catalog';
import { SeededRandom } from '../../server/src/demo/seeded-random';

/** Modules and their tables, parents first: each table may reference the tables listed before it. */
const MODULES: Record<string, readonly string[]> = {
  crm: ['customers', 'customer_contacts', 'customer_addresses', 'customer_segments', 'leads', 'lead_sources', 'opportunities', 'opportunity_stages', 'campaigns', 'campaign_members', 'activities', 'meetings', 'calls', 'notes', 'competitors'],
  sales: ['sales_channels', 'sales_regions', 'sales_reps', 'sales_targets', 'quotes', 'quote_lines', 'sales_orders', 'sales_order_lines', 'discounts', 'promotions', 'price_lists', 'price_list_items', 'contracts', 'contract_lines', 'commissions'],
  catalog: ['product_categories', 'brands', 'products', 'product_variants', 'product_prices', 'product_reviews', 'bundles', 'bundle_items', 'attributes', 'product_attributes', 'product_images', 'tags', 'product_tags', 'collections', 'collection_items'],
  inventory: ['warehouses', 'bins', 'stock_levels', 'stock_movements', 'stock_counts', 'transfers', 'transfer_lines', 'adjustments', 'lots', 'serial_numbers', 'reorder_rules', 'units_of_measure', 'packaging', 'shelves', 'cycle_counts'],
  purchasing: ['suppliers', 'supplier_contacts', 'supplier_ratings', 'purchase_requests', 'purchase_orders', 'purchase_order_lines', 'receipts', 'receipt_lines', 'supplier_invoices', 'supplier_payments', 'rfqs', 'rfq_responses', 'landed_costs', 'vendor_contracts', 'vendor_catalog_items'],
  finance: ['accounts', 'cost_centers', 'fiscal_periods', 'journal_entries', 'journal_lines', 'invoices', 'invoice_lines', 'payments', 'payment_methods', 'credit_notes', 'taxes', 'budgets', 'budget_lines', 'expenses', 'bank_transactions'],
  hr: ['departments', 'positions', 'employees', 'salaries', 'bonuses', 'timesheets', 'leave_requests', 'trainings', 'training_enrollments', 'performance_reviews', 'benefits', 'employee_benefits', 'job_postings', 'applicants', 'interviews'],
  support: ['support_teams', 'agents', 'tickets', 'ticket_comments', 'ticket_tags', 'slas', 'sla_breaches', 'knowledge_articles', 'article_views', 'surveys', 'survey_responses', 'escalations', 'channels', 'macros', 'ticket_events'],
  logistics: ['carriers', 'shipping_methods', 'shipments', 'shipment_items', 'deliveries', 'routes', 'route_stops', 'vehicles', 'drivers', 'fuel_logs', 'maintenance_records', 'returns', 'return_lines', 'tracking_events', 'freight_rates'],
  projects: ['projects', 'project_members', 'milestones', 'tasks', 'task_assignments', 'time_entries', 'project_budgets', 'risks', 'issues', 'deliverables', 'sprints', 'sprint_tasks', 'documents', 'approvals', 'change_requests'],
};

const STATUS_VALUES = ['Active', 'Inactive', 'Pending', 'Closed', 'Open', 'Cancelled', 'Completed', 'On Hold'];
const REGIONS = ['North America', 'Europe', 'Asia Pacific', 'Latin America', 'Middle East', 'Africa'];
const PRIORITIES = ['Low', 'Medium', 'High', 'Critical'];
const COUNTRIES = ['United States', 'Germany', 'France', 'United Kingdom', 'Brazil', 'Japan', 'India', 'Canada', 'Spain', 'Italy', 'Mexico', 'Netherlands', 'Sweden', 'Australia', 'China'];
const CITY_WORDS = ['North', 'South', 'East', 'West', 'Lake', 'River', 'Hill', 'Port', 'New', 'Old', 'Green', 'Stone'];
const CITY_ENDS = ['field', 'ton', 'ville', 'burg', 'haven', 'ford', 'mouth', 'wood', 'bridge', 'dale', 'port', 'side'];

/** 'customers' → 'customer', 'categories' → 'category', 'addresses' → 'address'. */
function singular(name: string): string {
  const last = name.split('_').pop() ?? name;
  const head = name.slice(0, name.length - last.length);
  const one = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.endsWith('sses') || last.endsWith('xes') ? last.slice(0, -2) : last.endsWith('s') && !last.endsWith('ss') ? last.slice(0, -1) : last;
  return head + one;
}

function cities(count: number): string[] {
  const names: string[] = [];
  for (const a of CITY_WORDS) for (const b of CITY_ENDS) if (names.length < count) names.push(`${a}${b}`);
  return names;
}

export function wideCatalog(): Catalog {
  const rng = new SeededRandom(20261125);
  const tables: CatalogTable[] = [];
  const joins: JoinKey[] = [];
  const all = Object.values(MODULES).flat();
  const rowCounts = new Map<string, number>();
  const cityNames = cities(140);
  for (const [module, names] of Object.entries(MODULES)) {
    names.forEach((name, position) => {
      const one = singular(name);
      const rows = rng.pick([40, 300, 2_000, 15_000, 120_000, 900_000]);
      rowCounts.set(name, rows);
      const columns: CatalogColumn[] = [
        { name: `${one}_id`, type: 'integer', nullable: false, distinctCount: rows, nullCount: 0, min: 1, max: rows, isPrimaryKey: true, isUnique: true },
        { name: position % 3 === 0 ? `${one}_name` : position % 3 === 1 ? 'name' : 'title', type: 'text', nullable: false, distinctCount: rows, nullCount: 0, isPrimaryKey: false, isUnique: rows < 1000, maxLength: 60, samples: [`${one} A`, `${one} B`, `${one} C`] },
      ];
      // References to tables before it: its own module's parents, and now and then another module's.
      const earlier = names.slice(0, position);
      const parents = new Set<string>();
      if (earlier.length > 0) parents.add(earlier[rng.int(0, earlier.length - 1)] as string);
      if (earlier.length > 1 && rng.next() < 0.5) parents.add(earlier[rng.int(0, earlier.length - 1)] as string);
      const before = all.slice(0, all.indexOf(name)).filter((other) => !names.includes(other));
      if (before.length > 0 && rng.next() < 0.6) parents.add(before[rng.int(0, before.length - 1)] as string);
      for (const parent of parents) {
        const parentRows = rowCounts.get(parent) ?? 100;
        const column = `${singular(parent)}_id`;
        columns.push({ name: column, type: 'integer', nullable: true, distinctCount: Math.min(rows, parentRows), nullCount: 0, min: 1, max: parentRows, isPrimaryKey: false });
        joins.push({ fromTable: name, fromColumn: column, toTable: parent, toColumn: `${singular(parent)}_id`, origin: 'foreign_key' });
      }
      const filler: CatalogColumn[] = [
        { name: 'created_at', type: 'timestamp', nullable: false, distinctCount: rows, nullCount: 0, min: '2019-01-02T08:00:00', max: '2026-11-20T17:30:00', isPrimaryKey: false },
        { name: `${one.split('_').pop()}_date`, type: 'date', nullable: true, distinctCount: Math.min(rows, 2500), nullCount: Math.floor(rows / 20), min: '2019-01-01', max: '2026-11-24', isPrimaryKey: false },
        { name: 'status', type: 'text', nullable: false, distinctCount: 4, nullCount: 0, values: STATUS_VALUES.slice(position % 4, (position % 4) + 4), isPrimaryKey: false },
        { name: 'amount', type: 'numeric', nullable: true, distinctCount: Math.min(rows, 50_000), nullCount: 0, min: 0, max: rng.pick([500, 5_000, 250_000]), isPrimaryKey: false },
        { name: 'quantity', type: 'integer', nullable: true, distinctCount: 200, nullCount: 0, min: 1, max: 500, isPrimaryKey: false },
        { name: 'is_active', type: 'boolean', nullable: false, distinctCount: 2, nullCount: 0, isPrimaryKey: false },
        { name: 'region', type: 'text', nullable: true, distinctCount: REGIONS.length, nullCount: 0, values: REGIONS, isPrimaryKey: false },
        { name: 'priority', type: 'text', nullable: true, distinctCount: PRIORITIES.length, nullCount: 0, values: PRIORITIES, isPrimaryKey: false },
        { name: 'country', type: 'text', nullable: true, distinctCount: COUNTRIES.length, nullCount: 0, values: COUNTRIES, isPrimaryKey: false },
        { name: 'city', type: 'text', nullable: true, distinctCount: cityNames.length, nullCount: 0, values: cityNames, isPrimaryKey: false },
        { name: `${one.split('_').pop()}_code`, type: 'text', nullable: false, distinctCount: rows, nullCount: 0, isPrimaryKey: false, isUnique: true, maxLength: 12, samples: ['AB-1001', 'AB-1002', 'CD-2001'] },
        { name: 'unit_price', type: 'numeric', nullable: true, distinctCount: 900, nullCount: 0, min: 1, max: 2_000, isPrimaryKey: false },
        { name: 'description', type: 'text', nullable: true, distinctCount: rows, nullCount: 0, isPrimaryKey: false, maxLength: 900 },
      ];
      for (const column of filler) if (columns.length < 15) columns.push(column);
      tables.push({ schema: module, name, rowCount: rows, columns });
    });
  }
  return { sourceId: 1, sourceName: 'ERP (150 tables)', dialect: 'postgres', defaultSchema: 'crm', tables, joins, synonyms: [], metrics: [] };
}

/** Questions of the kind people ask of such a schema. */
export const WIDE_QUESTIONS = [
  'How many customers are there?',
  'How many customers are in Germany?',
  'Top 10 customers by total invoice amount',
  'Total amount of invoices by month in 2025',
  'Average salary amount by department',
  'How many employees were hired each year?',
  'Which suppliers have no purchase orders in 2025?',
  'How many open tickets by priority?',
  'Average amount of sales orders by sales channel',
  'Top 5 products by quantity sold',
  'Number of shipments by carrier last month',
  'Total expenses by cost center this year',
  'Which warehouses have stock levels below 10?',
  'How many tickets were closed last quarter?',
  'Average unit price of products by brand',
  'Projects with more than 10 tasks',
  'Share of invoices that are cancelled',
  'Total payments by payment method in Q3 2025',
  'List the active sales reps in Europe',
  'Count of leads by lead source',
  'What is the most expensive product?',
  'Number of deliveries per driver in the past 30 days',
  'Total bonus amount by employee in 2024',
  'Average quantity of purchase order lines by supplier',
  'How many returns were there each month in 2025?',
  'Revenue by region',
  'Opportunities in the Pending status by sales rep',
  'Median amount of journal lines',
  'Which customers are not in the United States?',
  'Timesheets by project and month',
] as const;
