/**
 * The tables of the demo data set, their columns in file order, and what each one means. The CSV headers are taken
 * from here and `data_dictionary.csv` is written from here, so the two cannot drift apart.
 */
export interface DemoTable {
  name: string;
  description: string;
  columns: readonly (readonly [name: string, description: string])[];
}

export const DEMO_TABLES = [
  {
    name: 'regions',
    description: 'Sales regions that group countries. Every customer and every sales rep belongs to one region.',
    columns: [
      ['region_id', 'Unique identifier of the region'],
      ['region_name', 'Name of the sales region, such as North America or Europe'],
    ],
  },
  {
    name: 'sales_reps',
    description: 'Sales representatives (sales agents) who own deals and are credited with orders.',
    columns: [
      ['sales_rep_id', 'Unique identifier of the sales rep'],
      ['rep_name', 'Full name of the sales rep'],
      ['region_id', 'Region the sales rep covers (see regions)'],
      ['hire_date', 'Date the sales rep joined the company'],
      ['manager', 'Name of the sales manager the rep reports to'],
    ],
  },
  {
    name: 'customers',
    description: 'Customer accounts: the companies that buy from us. A new account is created when a lead converts.',
    columns: [
      ['customer_id', 'Unique identifier of the customer account'],
      ['company_name', 'Company name of the customer'],
      ['industry', 'Industry (sector) of the customer'],
      ['country', 'Country of the customer’s headquarters'],
      ['city', 'City of the customer’s headquarters'],
      ['segment', 'Customer size segment: SMB, Mid-Market or Enterprise'],
      ['region_id', 'Sales region of the customer (see regions)'],
      ['created_date', 'Date the customer account was created, when the company became a customer'],
    ],
  },
  {
    name: 'products',
    description: 'Products and services in the price list.',
    columns: [
      ['product_id', 'Unique identifier of the product'],
      ['product_name', 'Product name'],
      ['category', 'Product category: Laptops, Desktops, Monitors, Accessories, Networking, Software or Services'],
      ['unit_price', 'Current list price per unit in USD'],
      ['unit_cost', 'Cost per unit in USD (the margin is unit_price minus unit_cost)'],
    ],
  },
  {
    name: 'campaigns',
    description: 'Marketing campaigns that bring in leads.',
    columns: [
      ['campaign_id', 'Unique identifier of the campaign'],
      ['campaign_name', 'Name of the marketing campaign'],
      ['channel', 'Marketing channel: Email, Paid Search, Social, Events, Referral or Content'],
      ['start_date', 'First day of the campaign'],
      ['end_date', 'Last day of the campaign'],
      ['budget', 'Campaign budget (marketing spend) in USD'],
    ],
  },
  {
    name: 'leads',
    description: 'Marketing leads (prospects) and whether they converted into customers.',
    columns: [
      ['lead_id', 'Unique identifier of the lead'],
      ['created_date', 'Date the lead came in'],
      ['lead_source', 'Where the lead came from: Web, Paid Search, Social, Events, Referral, Email or Partner'],
      ['campaign_id', 'Campaign that brought in the lead, empty when none (see campaigns)'],
      ['customer_id', 'Customer account the lead converted into, empty until the lead converts (see customers)'],
      ['status', 'Lead status: New, Contacted, Qualified, Converted or Lost'],
      ['converted_date', 'Date the lead converted into a customer, empty when it has not converted'],
    ],
  },
  {
    name: 'deals',
    description: 'Sales opportunities (the sales pipeline) worked by the sales reps.',
    columns: [
      ['deal_id', 'Unique identifier of the deal'],
      ['customer_id', 'Customer the deal is with (see customers)'],
      ['sales_rep_id', 'Sales rep who owns the deal (see sales_reps)'],
      ['product_id', 'Main product of the deal (see products)'],
      ['stage', 'Pipeline stage: Prospecting, Qualification, Proposal, Negotiation, Won or Lost'],
      ['amount', 'Deal value in USD, the revenue from the deal when it is won'],
      ['created_date', 'Date the deal was opened'],
      ['close_date', 'Date the deal was won or lost, empty while it is open'],
    ],
  },
  {
    name: 'orders',
    description: 'Customer orders (sales), one row per order. The products of each order are in order_items.',
    columns: [
      ['order_id', 'Unique identifier of the order'],
      ['customer_id', 'Customer who placed the order (see customers)'],
      ['sales_rep_id', 'Sales rep credited with the order (see sales_reps)'],
      ['order_date', 'Date the order was placed'],
      ['ship_country', 'Country the order was shipped to'],
      ['status', 'Order status: Shipped, Delivered, Returned or Cancelled'],
    ],
  },
  {
    name: 'order_items',
    description: 'Order lines: product, quantity, price and discount. Revenue of a line is unit_price * quantity * (1 - discount).',
    columns: [
      ['order_item_id', 'Unique identifier of the order line'],
      ['order_id', 'Order the line belongs to (see orders)'],
      ['product_id', 'Product ordered (see products)'],
      ['quantity', 'Number of units ordered'],
      ['unit_price', 'Price per unit on the order in USD, before discount'],
      ['discount', 'Discount on the line as a fraction: 0.10 is 10% off'],
    ],
  },
] as const satisfies readonly DemoTable[];

export type DemoTableName = (typeof DEMO_TABLES)[number]['name'];

export const DATA_DICTIONARY_FILE = 'data_dictionary.csv';
export const DATA_DICTIONARY_HEADER = ['Table', 'Field', 'Description'] as const;

export function demoTable(name: DemoTableName): DemoTable {
  const table = DEMO_TABLES.find((candidate) => candidate.name === name);
  if (table === undefined) throw new Error(`Unknown demo table ${name}`);
  return table;
}

export function demoHeader(name: DemoTableName): string[] {
  return demoTable(name).columns.map(([column]) => column);
}

/** The rows of data_dictionary.csv: per table, a row with an empty Field, then one row per column. */
export function dataDictionaryRows(): string[][] {
  return DEMO_TABLES.flatMap((table: DemoTable) => [
    [table.name, '', table.description],
    ...table.columns.map(([column, description]) => [table.name, column, description]),
  ]);
}
