import { catalog, column, hrCatalog, join, key, shopCatalog, table } from '../../../test/ask-catalogs';
import { nameLemmas, schemaModel, SchemaModel, splitName, type ColumnRole } from './schema-model';

/** One table with a column of every kind, and the table its reference points at. */
const facts = catalog(
  [
    table('facts', 1000, [
      key('fact_id', 1000),
      column('account_id', 'integer', { min: 1, max: 50, distinctCount: 50 }),
      column('order_no', 'integer', { min: 1, max: 900, distinctCount: 900 }),
      column('invoice_code', 'text', { distinctCount: 1000, isUnique: true }),
      column('created_at', 'timestamp', { min: '2020-01-01T00:00:00', max: '2024-01-01T00:00:00' }),
      column('booked_on', 'date', { min: '2020-01-01', max: '2024-01-01' }),
      column('ship_dt', 'text', { samples: ['2020-01-03', '2021-05-01', '2022-12-31'] }),
      column('us_date', 'text', { samples: ['03/15/2016', '04/01/2017', '12/31/2015'] }),
      column('eu_date', 'text', { samples: ['15.03.2016', '01.04.2017', '31.12.2015'] }),
      column('fiscal_yr', 'integer', { min: 2019, max: 2024, distinctCount: 6 }),
      column('mth', 'integer', { min: 1, max: 12, distinctCount: 12 }),
      column('qtr', 'integer', { min: 1, max: 4, distinctCount: 4 }),
      column('is_paid', 'boolean', { distinctCount: 2 }),
      column('active_yn', 'text', { values: ['Y', 'N'] }),
      column('refunded', 'integer', { min: 0, max: 1, distinctCount: 2 }),
      column('amount', 'numeric', { min: 1, max: 900 }),
      column('qty', 'integer', { min: 1, max: 90 }),
      column('price_text', 'text', { samples: ['$1,200.50', '$99.00', '$12.00'] }),
      column('zip_code', 'text', { samples: ['00123', '04567', '90210'] }),
      column('status', 'text', { values: ['Open', 'Closed'] }),
      column('notes', 'text', { distinctCount: 990, maxLength: 800 }),
      column('year_count', 'integer', { min: 1, max: 3000 }),
      column('month_total', 'integer', { min: 1, max: 5000 }),
    ]),
    table('accounts', 50, [key('account_id', 50), column('account_name', 'text', { distinctCount: 50, isUnique: true })]),
  ],
  [join('facts.account_id', 'accounts.account_id')],
);

describe('SchemaModel: column roles', () => {
  const model = new SchemaModel(facts);

  it.each<[string, ColumnRole]>([
    ['fact_id', 'key'],
    ['account_id', 'reference'],
    // Named like a key and an integer: it points somewhere even without a declared join.
    ['order_no', 'reference'],
    ['invoice_code', 'key'],
    ['created_at', 'date'],
    ['booked_on', 'date'],
    ['ship_dt', 'date'],
    ['us_date', 'date'],
    ['eu_date', 'date'],
    ['fiscal_yr', 'year'],
    ['mth', 'month'],
    ['qtr', 'quarter'],
    ['is_paid', 'flag'],
    ['active_yn', 'flag'],
    ['refunded', 'flag'],
    ['amount', 'measure'],
    ['qty', 'measure'],
    ['price_text', 'measure'],
    // Codes with leading zeros are identifiers, not numbers.
    ['zip_code', 'label'],
    ['status', 'category'],
    ['notes', 'label'],
    // Integers named like periods but out of their range are amounts.
    ['year_count', 'measure'],
    ['month_total', 'measure'],
  ])('%s is a %s', (name, role) => {
    expect(model.column({ table: 'facts', column: name }).role).toBe(role);
  });

  it.each([
    ['is_paid', { yes: ['true'], no: ['false'], kind: 'boolean' }],
    ['active_yn', { yes: ['Y'], no: ['N'], kind: 'text' }],
    ['refunded', { yes: ['1'], no: ['0'], kind: 'integer' }],
  ])('%s is a yes/no flag %j', (name, flag) => {
    expect(model.column({ table: 'facts', column: name }).flag).toEqual(flag);
  });

  it.each([
    ['ship_dt', 'iso'],
    ['us_date', 'us'],
    ['eu_date', 'eu'],
    ['created_at', undefined],
  ])('%s is read as a date in %s form', (name, form) => {
    expect(model.column({ table: 'facts', column: name }).textDate).toBe(form);
  });

  it.each([
    ['price_text', true],
    ['zip_code', undefined],
    ['amount', undefined],
  ])('%s holds numbers as text: %s', (name, textNumber) => {
    expect(model.column({ table: 'facts', column: name }).textNumber).toBe(textNumber);
  });

  it.each([
    ['fiscal_yr', ['fiscal', 'year'], ['fiscal', 'yr']],
    ['qty', ['quantity'], ['qty']],
    ['is_paid', ['is', 'pay'], ['is', 'paid']],
    ['notes', ['note'], ['notes']],
  ])('%s has the words %j (as written %j)', (name, words, rawWords) => {
    const column = model.column({ table: 'facts', column: name });
    expect(column.words).toEqual(words);
    expect(column.rawWords).toEqual(rawWords);
  });

  it('a text column with one value that is not yes or no is no flag', () => {
    const one = new SchemaModel(catalog([table('t', 10, [key('id', 10), column('kind', 'text', { values: ['Retail'] })])]));
    expect(one.column({ table: 't', column: 'kind' }).role).toBe('category');
  });

  it('an integer key of 0 and 1 is a key, not a flag', () => {
    const tiny = new SchemaModel(catalog([table('t', 2, [column('id', 'integer', { isPrimaryKey: true, isUnique: true, distinctCount: 2, min: 0, max: 1 })])]));
    expect(tiny.column({ table: 't', column: 'id' }).role).toBe('key');
  });

  it('a timestamp that is also the key is still a date', () => {
    const log = new SchemaModel(catalog([table('log', 10, [column('logged_at', 'timestamp', { isPrimaryKey: true, isUnique: true, distinctCount: 10 })])]));
    expect(log.column({ table: 'log', column: 'logged_at' }).role).toBe('date');
  });
});

describe('SchemaModel: names', () => {
  it.each([
    ['ShipCountry', ['ship', 'country']],
    ['order_details', ['order', 'details']],
    ['HTTPStatusCode', ['http', 'status', 'code']],
    ['UnitsInStock', ['units', 'in', 'stock']],
    ['unit-price 2', ['unit', 'price', '2']],
  ])('splitName(%s) = %j', (name, words) => {
    expect(splitName(name)).toEqual(words);
  });

  it.each([
    ['hire_dt', [], ['hire', 'date']],
    ['appts', [], ['appointment']],
    ['categories', [], ['category']],
    // An ambiguous abbreviation takes the expansion the table is named after.
    ['rev_no', ['review'], ['review', 'number']],
    ['rev_no', [], ['revenue', 'number']],
    ['dob', [], ['date', 'of', 'birth']],
    // A name with a key or kind word names a thing, never a rate: a contract number, not a click-through rate's.
    ['ctr_no', [], ['contract', 'number']],
    ['ctr', [], ['click', 'thru', 'rate']],
  ])('nameLemmas(%s, %j) = %j', (name, context, lemmas) => {
    expect(nameLemmas(name, context)).toEqual(lemmas);
  });

  it('a table name names a thing, never a rate: rnt_ctr is rental contracts', () => {
    expect(nameLemmas('rnt_ctr', [], true)).toEqual(['rental', 'contract']);
  });

  it('expands a table name: emp is employee, dept is department', () => {
    const model = new SchemaModel(hrCatalog());
    expect(model.table('emp').words).toEqual(['employee']);
    expect(model.table('dept').words).toEqual(['department']);
  });
});

describe('SchemaModel: labels, dates, keys', () => {
  const shop = new SchemaModel(shopCatalog());
  const hr = new SchemaModel(hrCatalog());
  const model = new SchemaModel(facts);

  const schemas = { shop, hr, facts: model };
  it.each([
    ['shop', 'customers', ['customer_name']],
    ['shop', 'products', ['product_name']],
    // No name column: the key names the row.
    ['shop', 'orders', ['order_id']],
    ['hr', 'emp', ['full_name']],
    ['hr', 'dept', ['dept_nm']],
    // A unique text column before the key.
    ['facts', 'facts', ['invoice_code']],
  ] as const)('%s: labelColumns(%s) = %j', (schema, name, columns) => {
    expect(schemas[schema].labelColumns(name).map((ref) => ref.column)).toEqual(columns);
  });

  it('labels people by first and last name when there is no name column', () => {
    const people = new SchemaModel(
      catalog([table('contacts', 100, [key('contact_id', 100), column('first_name', 'text', { distinctCount: 80 }), column('last_name', 'text', { distinctCount: 90 }), column('email', 'text', { distinctCount: 100, isUnique: true })])]),
    );
    expect(people.labelColumns('contacts').map((ref) => ref.column)).toEqual(['first_name', 'last_name']);
  });

  it('does not label a row by the name of another thing (ship_name in orders)', () => {
    const orders = new SchemaModel(catalog([table('orders', 100, [key('order_id', 100), column('ship_name', 'text', { distinctCount: 60 }), column('order_title', 'text', { distinctCount: 100, maxLength: 60 })])]));
    expect(orders.labelColumns('orders').map((ref) => ref.column)).toEqual(['order_title']);
  });

  it('labels incidents by inc_no, a number led by the start of the table\'s name, before a description several share', () => {
    const incidents = new SchemaModel(
      catalog([table('incident', 70, [key('inc_id', 70), column('inc_no', 'text', { distinctCount: 70, isUnique: true, maxLength: 8 }), column('inc_desc', 'text', { distinctCount: 19, maxLength: 80 })])]),
    );
    expect(incidents.labelColumns('incident').map((ref) => ref.column)).toEqual(['inc_no']);
  });

  it('labels a row by its text reference with the words that say what it is about (tkt_ref and short_desc)', () => {
    const tickets = new SchemaModel(
      catalog([table('tickets', 500, [key('tkt_id', 500), column('tkt_ref', 'text', { distinctCount: 500, isUnique: true, maxLength: 10 }), column('short_desc', 'text', { distinctCount: 40, maxLength: 80 })])]),
    );
    expect(tickets.labelColumns('tickets').map((ref) => ref.column)).toEqual(['tkt_ref', 'short_desc']);
  });

  it.each([
    ['shop', 'orders', ['order_date', 'shipped_date']],
    ['shop', 'customers', ['signup_date']],
    ['shop', 'products', []],
    // Birth, due and end dates come last.
    ['hr', 'emp', ['hire_dt', 'term_dt']],
    ['facts', 'facts', ['created_at', 'booked_on', 'us_date', 'eu_date', 'ship_dt']],
  ] as const)('%s: dateColumns(%s) = %j', (schema, name, columns) => {
    expect(schemas[schema].dateColumns(name).map((ref) => ref.column)).toEqual(columns);
  });

  it('puts a date named after the table first, wherever it stands', () => {
    const visits = new SchemaModel(catalog([table('visits', 100, [key('visit_id', 100), column('updated_on', 'date', {}), column('due_date', 'date', {}), column('visit_date', 'date', {})])]));
    expect(visits.dateColumns('visits').map((ref) => ref.column)).toEqual(['visit_date', 'updated_on', 'due_date']);
  });

  it('puts the dates that start a row before other dates (created, placed, scheduled before updated)', () => {
    const tickets = new SchemaModel(
      catalog([table('tickets', 100, [key('ticket_id', 100), column('updated_at', 'timestamp', {}), column('created_at', 'timestamp', {}), column('placed_on', 'date', {}), column('scheduled_for', 'date', {})])]),
    );
    expect(tickets.dateColumns('tickets').map((ref) => ref.column)).toEqual(['created_at', 'placed_on', 'scheduled_for', 'updated_at']);
  });

  // 'sessions in 2025' was asked back: neither ent_ts nor ext_ts read as the start of a session.
  it('reads an entry as the start of a row: ent_ts before ext_ts, which starts nothing', () => {
    const sessions = new SchemaModel(catalog([table('sess', 100, [key('sess_no', 100), column('ext_ts', 'timestamp', { nullCount: 5 }), column('ent_ts', 'timestamp', {})])]));
    expect(sessions.dateColumns('sess').map((ref) => ref.column)).toEqual(['ent_ts', 'ext_ts']);
    expect(sessions.dateKind({ table: 'sess', column: 'ent_ts' })).toBe(1);
    expect(sessions.dateKind({ table: 'sess', column: 'ext_ts' })).toBeGreaterThan(1);
  });

  it.each([
    ['shop', 'orders', 'order_id'],
    ['hr', 'emp', 'emp_no'],
    ['facts', 'facts', 'fact_id'],
  ] as const)('%s: primaryKey(%s) = %s', (schema, name, column) => {
    expect(schemas[schema].primaryKey(name)?.column).toBe(column);
  });

  it('finds an undeclared key: a unique key-like column', () => {
    const undeclared = new SchemaModel(catalog([table('items', 10, [column('item_code', 'text', { distinctCount: 10, isUnique: true }), column('label', 'text', {})])]));
    expect(undeclared.primaryKey('items')?.column).toBe('item_code');
  });

  it('finds an undeclared number key of a table loaded from a file: a unique integer named as a key', () => {
    const loaded = new SchemaModel(catalog([table('orders', 5, [column('order_no', 'integer', { distinctCount: 5, isUnique: true, min: 1, max: 5 }), column('freight', 'numeric', { min: 1, max: 9 })])]));
    expect(loaded.primaryKey('orders')?.column).toBe('order_no');
    expect(loaded.column({ table: 'orders', column: 'order_no' }).role).toBe('key');
  });

  it('has no single key for a table keyed by two columns', () => {
    const pairs = new SchemaModel(catalog([table('pairs', 10, [column('a_id', 'integer', { isPrimaryKey: true }), column('b_id', 'integer', { isPrimaryKey: true })])]));
    expect(pairs.primaryKey('pairs')).toBeUndefined();
  });

  it('lists integer year columns', () => {
    expect(model.yearColumns('facts').map((ref) => ref.column)).toEqual(['fiscal_yr']);
    expect(shop.yearColumns('orders')).toEqual([]);
  });

  it('tells numbers, measures, dates and unique columns apart', () => {
    expect(model.isNumeric({ table: 'facts', column: 'price_text' })).toBe(true);
    expect(model.isNumeric({ table: 'facts', column: 'zip_code' })).toBe(false);
    expect(model.isMeasure({ table: 'facts', column: 'amount' })).toBe(true);
    expect(model.isMeasure({ table: 'facts', column: 'fiscal_yr' })).toBe(false);
    expect(model.isDate({ table: 'facts', column: 'us_date' })).toBe(true);
    expect(model.isUnique({ table: 'facts', column: 'fact_id' })).toBe(true);
    expect(model.isUnique({ table: 'facts', column: 'account_id' })).toBe(false);
  });

  it('throws on a table or column the catalog does not have', () => {
    expect(() => model.table('nope')).toThrow('Unknown table nope');
    expect(() => model.column({ table: 'facts', column: 'nope' })).toThrow('Unknown column facts.nope');
    expect(model.hasTable('nope')).toBe(false);
  });
});

describe('SchemaModel: join paths and fan-out', () => {
  const shop = new SchemaModel(shopCatalog());
  const steps = (from: string, to: string) => shop.path(from, to)?.map((step) => `${step.fromTable}.${step.fromColumn}>${step.toTable}.${step.toColumn}${step.fansOut ? ' (fans out)' : ''}`);

  it.each([
    ['orders', 'orders', []],
    ['orders', 'customers', ['orders.customer_id>customers.customer_id']],
    ['order_lines', 'customers', ['order_lines.order_id>orders.order_id', 'orders.customer_id>customers.customer_id']],
    ['customers', 'orders', ['customers.customer_id>orders.customer_id (fans out)']],
    ['customers', 'products', ['customers.customer_id>orders.customer_id (fans out)', 'orders.order_id>order_lines.order_id (fans out)', 'order_lines.product_id>products.product_id']],
  ])('path(%s, %s) = %j', (from, to, expected) => {
    expect(steps(from, to)).toEqual(expected);
  });

  it.each([
    ['order_lines', 'customers', true, 2],
    ['orders', 'customers', true, 1],
    ['customers', 'orders', false, 4],
    ['customers', 'products', false, 9],
    ['products', 'orders', false, 5],
  ])('%s → %s: without fan-out %s, cost %d', (from, to, flat, cost) => {
    expect(shop.reachesWithoutFanOut(from, to)).toBe(flat);
    expect(shop.distance(from, to)).toBe(cost);
  });

  it('has no path to a table no join reaches', () => {
    const apart = new SchemaModel(catalog([table('a', 1, [key('a_id', 1)]), table('b', 1, [key('b_id', 1)])]));
    expect(apart.path('a', 'b')).toBeUndefined();
    expect(apart.distance('a', 'b')).toBe(Infinity);
    expect(apart.reachesWithoutFanOut('a', 'b')).toBe(false);
    expect(apart.reachable('a')).toEqual([]);
  });

  it('lists reachable tables nearest first', () => {
    expect(shop.reachable('order_lines')).toEqual(['orders', 'products', 'customers']);
  });

  it('treats a one-to-one join as no fan-out either way', () => {
    const profiles = new SchemaModel(
      catalog(
        [table('users', 10, [key('user_id', 10)]), table('profiles', 10, [key('profile_id', 10), column('user_id', 'integer', { isUnique: true, distinctCount: 10 })])],
        [join('profiles.user_id', 'users.user_id')],
      ),
    );
    expect(profiles.reachesWithoutFanOut('users', 'profiles')).toBe(true);
    expect(profiles.reachesWithoutFanOut('profiles', 'users')).toBe(true);
  });

  it('keeps self-references apart from the join graph', () => {
    const staff = new SchemaModel(
      catalog([table('staff', 10, [key('badge_no', 10), column('reports_to', 'integer', {})])], [join('staff.reports_to', 'staff.badge_no')]),
    );
    expect(staff.selfJoins).toHaveLength(1);
    expect(staff.path('staff', 'staff')).toEqual([]);
    expect(staff.column({ table: 'staff', column: 'reports_to' }).role).toBe('reference');
  });

  it('ignores joins to tables the catalog does not have', () => {
    const partial = new SchemaModel(catalog([table('a', 1, [key('a_id', 1), column('b_id', 'integer', {})])], [join('a.b_id', 'b.b_id')]));
    expect(partial.reachable('a')).toEqual([]);
  });

  it('builds one model per catalog object', () => {
    const shared = shopCatalog();
    expect(schemaModel(shared)).toBe(schemaModel(shared));
    expect(schemaModel(shared)).not.toBe(schemaModel(shopCatalog()));
  });
});

describe('onlyThroughSharedParent', () => {
  it('tells rows related through a shared parent from rows below or above', () => {
    const model = schemaModel(
      catalog(
        [
          table('plants', 3, [key('plant_cd', 3, 'text')]),
          table('work_orders', 100, [key('wo_no', 100), column('plant_cd', 'text', { values: ['P1', 'P2', 'P3'] })]),
          table('purchase_orders', 50, [key('po_no', 50), column('plant_cd', 'text', { values: ['P1', 'P2', 'P3'] })]),
        ],
        [join('work_orders.plant_cd', 'plants.plant_cd'), join('purchase_orders.plant_cd', 'plants.plant_cd')],
      ),
    );
    expect(model.onlyThroughSharedParent('work_orders', 'purchase_orders')).toBe(true);
    expect(model.onlyThroughSharedParent('work_orders', 'plants')).toBe(false);
    expect(model.onlyThroughSharedParent('plants', 'work_orders')).toBe(false);
  });
});
