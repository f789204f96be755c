import { catalog, column, hrCatalog, join, key, shopCatalog, table } from '../../../test/ask-catalogs';
import type { Catalog } from '../catalog/catalog';
import { tokenize } from '../tokens/tokenize';
import { lexiconFor, linkTokens, tokenForms, type Link } from './link';
import { abbreviates } from '../words/shortening';
import type { Target } from './lexicon';

/** Customers with abbreviated names, a user synonym and metric, and deals whose product values have odd spacing. */
const crm = catalog(
  [
    table('customers', 100, [
      key('cust_no', 100),
      column('cust_nm', 'text', { distinctCount: 100, isUnique: true }),
      column('country', 'text', { values: ['United States', 'Germany', 'United Kingdom', 'Netherlands'] }),
      column('cost', 'numeric', { min: 1, max: 100 }),
    ]),
    table('employees', 50, [
      key('emp_id', 50),
      column('hire_dt', 'date', { min: '2020-01-01', max: '2024-01-01' }),
      column('annual_sal', 'numeric', { min: 30_000, max: 90_000 }),
      column('paid_amt', 'numeric', { min: 1, max: 100 }),
    ]),
    table('deals', 100, [
      key('deal_id', 100),
      column('cust_no', 'integer', { min: 1, max: 100 }),
      column('product', 'text', { values: ['GTXPro', 'GTX Basic', 'MG Special', 'Kan-code'] }),
      column('close_value', 'numeric', { min: 1, max: 100 }),
      column('deal_stage', 'text', { values: ['Won', 'Lost', 'Engaging'] }),
    ]),
  ],
  [join('deals.cust_no', 'customers.cust_no')],
  {
    synonyms: [{ term: 'accounts', table: 'customers' }, { term: 'deal size', table: 'deals', column: 'close_value' }],
    metrics: [{ name: 'win rate', table: 'deals', expression: "avg(case when deal_stage = 'Won' then 1 else 0 end)" }],
  },
);

function describeTarget(target: Target): string {
  switch (target.kind) {
    case 'table': return `table ${target.table}`;
    case 'column': return `column ${target.table}.${target.column}`;
    case 'value': return `value ${target.table}.${target.column}=${target.value}`;
    case 'metric': return `metric ${target.metric.name}`;
  }
}

function links(question: string, source: Catalog = crm): (Link & { words: string; what: string })[] {
  const tokens = tokenize(question);
  return linkTokens(tokens, source).map((link) => ({ ...link, words: tokens.slice(link.start, link.end).map((token) => token.text).join(' '), what: describeTarget(link.target) }));
}

/** The strongest link of the words `words` of the question. */
function best(question: string, words: string, source: Catalog = crm): (Link & { words: string; what: string }) | undefined {
  return links(question, source)
    .filter((link) => link.words === words)
    .sort((a, b) => b.score - a.score)[0];
}

describe('links: a word names a table, a column, a value or a metric', () => {
  it.each([
    ['how many customers', 'customers', 'table customers', 'name'],
    ['customers by country', 'country', 'column customers.country', 'name'],
    ['customers in Germany', 'Germany', 'value customers.country=Germany', 'value'],
    ['what is the win rate', 'win rate', 'metric win rate', 'metric'],
    ['deals won', 'won', 'value deals.deal_stage=Won', 'value'],
    // A user's synonym for a table, and for a column.
    ['accounts in Germany', 'accounts', 'table customers', 'synonym'],
    ['average deal size', 'deal size', 'column deals.close_value', 'synonym'],
    // The table's name before a column's name means that column.
    ['deal stage', 'deal stage', 'column deals.deal_stage', 'name'],
  ])('%s: "%s" → %s (%s)', (question, words, what, via) => {
    const link = best(question, words);
    expect(link?.what).toBe(what);
    expect(link?.via).toBe(via);
  });

  it('scores a table by its own name above a part of a column name', () => {
    const readings = links('customers').filter((link) => link.words === 'customers');
    expect(readings[0]?.what).toBe('table customers');
    expect(readings[0]?.score).toBe(1);
    expect(readings.find((link) => link.what === 'column deals.cust_no')?.score).toBeLessThan(0.6);
  });

  it('"ad spend", "ad clicks": a table\'s first word before an amount\'s name or a word for it names that amount', () => {
    const ads = catalog([table('ad_stat_dly', 2000, [column('cmpgn_cd', 'text', { distinctCount: 20 }), column('stat_dt', 'date', { min: '2025-01-01', max: '2026-11-01' }), column('clk_cnt', 'integer', { min: 0, max: 900 }), column('cost_amt', 'numeric', { min: 0, max: 900 })])]);
    expect(best('total ad spend', 'ad spend', ads)?.what).toBe('column ad_stat_dly.cost_amt');
    expect(best('ad clicks by month', 'ad clicks', ads)?.what).toBe('column ad_stat_dly.clk_cnt');
  });

  it('"heroes" where hero_attribute.hero_ref points at superhero: a table\'s first word that its pointer is named by names the rows pointed at', () => {
    const comics = catalog(
      [
        table('superhero', 300, [key('id', 300), column('hero_nm', 'text', { distinctCount: 300, isUnique: true })]),
        table('hero_attribute', 900, [column('hero_ref', 'integer', { distinctCount: 300 }), column('attr_val', 'integer', { min: 1, max: 100 })]),
      ],
      [join('hero_attribute.hero_ref', 'superhero.id')],
    );
    expect(best('how many heroes are there', 'heroes', comics)?.what).toBe('table superhero');
  });

  it('derives revenue and stock value metrics from order lines and products', () => {
    const shop = shopCatalog();
    expect(best('total revenue', 'revenue', shop)?.what).toBe('metric revenue');
    expect(best('2025 takings by category', 'takings', shop)?.what).toBe('metric revenue');
    expect(best('stock value', 'stock value', shop)?.what).toBe('metric stock value');
    expect(lexiconFor(shop).derived.map((metric) => [metric.name, metric.table, metric.expression])).toEqual([
      ['revenue', 'order_lines', 'sum(unit_price * quantity * (1 - discount))'],
      ['discount amount', 'order_lines', 'sum(unit_price * quantity * discount)'],
      ['stock value', 'products', 'sum(unit_price * units_in_stock)'],
    ]);
  });

  it('reads a capitalised plural as a name and as its singular', () => {
    const token = tokenize('Sales by region')[0];
    expect(token && [...tokenForms(token)].sort()).toEqual(['sale', 'sales']);
  });

  it('links nothing for words the catalog does not hold', () => {
    expect(links('who likes jazz')).toEqual([]);
  });

  it('links a run of function words to nothing', () => {
    expect(links('to the of in').filter((link) => link.what.startsWith('value'))).toEqual([]);
  });
});

describe('links: abbreviations in names', () => {
  it.each([
    ['customer number', 'customer number', ['column customers.cust_no', 'column deals.cust_no']],
    ['customer name', 'customer name', ['column customers.cust_nm']],
    ['hire date of employees', 'hire date', ['column employees.hire_dt']],
    ['annual salary', 'annual salary', ['column employees.annual_sal']],
  ])('%s: "%s" → %j', (question, words, whats) => {
    const found = links(question).filter((link) => link.words === words);
    expect(found.map((link) => link.what)).toEqual(whats);
    expect(found.every((link) => link.score >= 0.85)).toBe(true);
  });

  it('does not read the unit a price is per as the price: "cases" is no part of case_cost', () => {
    const items = catalog([table('item', 300, [key('item_cd', 300, 'text'), column('case_cost', 'numeric', { distinctCount: 200, min: 5, max: 90 }), column('unit_price', 'numeric', { distinctCount: 200, min: 1, max: 9 })])]);
    expect(links('top items by cases delivered', items).filter((link) => link.words === 'cases')).toEqual([]);
    expect(best('items by cost', 'cost', items)).toMatchObject({ what: 'column item.case_cost', via: 'part' });
  });

  it('links one word of a longer name as a weaker part', () => {
    expect(best('salary', 'salary')).toMatchObject({ what: 'column employees.annual_sal', via: 'part', score: 0.5 });
  });

  it('links a participle in a name to its verb and the verb\'s noun: paid_amt to payment', () => {
    expect(links('payment').some((link) => link.what === 'column employees.paid_amt')).toBe(true);
  });
});

describe('links: synonyms', () => {
  it.each([
    ['clients in Germany', 'clients', 'table customers', 'thesaurus', 0.75],
    ['how many buyers', 'buyers', 'table customers', 'thesaurus', 0.75],
  ])('%s: "%s" → %s by %s', (question, words, what, via, score) => {
    expect(best(question, words)).toMatchObject({ what, via, score });
  });

  it('reads a WordNet synonym the catalog knows, and says so', () => {
    const vessels = catalog([table('vessels', 10, [key('vessel_id', 10), column('payload', 'numeric', { min: 1, max: 9 })])]);
    const link = best('cargo of vessels', 'cargo', vessels);
    expect(link).toMatchObject({ what: 'column vessels.payload', via: 'wordnet', corrections: [{ from: 'cargo', to: 'payload' }] });
    expect(link?.score).toBeLessThan(0.75);
  });

  it('takes no WordNet synonym the business groups keep apart: a salary is not earnings (revenue)', () => {
    const staff = catalog([table('staff', 10, [key('staff_id', 10), column('salary', 'numeric', { min: 1, max: 9 })])]);
    expect(links('earnings of staff', staff).filter((link) => link.words === 'earnings')).toEqual([]);
    const sales = catalog([table('orders', 10, [key('order_id', 10), column('earnings', 'numeric', { min: 1, max: 9 })])]);
    expect(links('salary of orders', sales).filter((link) => link.words === 'salary')).toEqual([]);
  });
});

describe('links: typos', () => {
  it.each([
    ['custmers in Germany', 'custmers', 'table customers', 'customer'],
    ['employes hired in 2021', 'employes', 'table employees', 'employee'],
    // Two letters out of place in a plural the tagger keeps whole: near the singular.
    ['cusomters with more than 20 orders', 'cusomters', 'table customers', 'customer'],
  ])('%s: "%s" → %s, corrected to %s', (question, words, what, to) => {
    const link = best(question, words);
    expect(link?.what).toBe(what);
    expect(link?.corrections).toEqual([{ from: words, to }]);
    expect(link?.score).toBeCloseTo(0.8);
  });

  it.each([
    // One edit from 'cost', but English.
    ['customers on the coast', 'coast'],
    ['the costumers', 'costumers'],
    ['Hosts by country', 'Hosts'],
  ])('%s: the real word "%s" is never corrected', (question, word) => {
    expect(links(question).filter((link) => link.words === word)).toEqual([]);
  });

  it('does not correct short words', () => {
    expect(links('ost by country').filter((link) => link.words === 'ost')).toEqual([]);
    // 'cst' is no typo: it is the usual shortening of cost.
    expect(links('cst by country').filter((link) => link.words === 'cst')).toEqual([expect.objectContaining({ target: expect.objectContaining({ column: 'cost' }) })]);
  });
});

describe('links: values', () => {
  it.each([
    ['GTX Pro deals', 'GTX Pro', 'value deals.product=GTXPro'],
    ['gtxpro deals', 'gtxpro', 'value deals.product=GTXPro'],
    ['GTX Basic deals', 'GTX Basic', 'value deals.product=GTX Basic'],
    ['the Kan code deals', 'Kan code', 'value deals.product=Kan-code'],
    ['customers in the US', 'US', 'value customers.country=United States'],
    ['customers in the USA', 'USA', 'value customers.country=United States'],
    ['customers in America', 'America', 'value customers.country=United States'],
    ['customers in the UK', 'UK', 'value customers.country=United Kingdom'],
    ['customers in Britain', 'Britain', 'value customers.country=United Kingdom'],
    ['customers in Holland', 'Holland', 'value customers.country=Netherlands'],
    ['customers in the United States', 'United States', 'value customers.country=United States'],
  ])('%s: "%s" → %s', (question, words, what) => {
    expect(best(question, words)?.what).toBe(what);
  });

  // A particle joins only a verb before it ('check in' → checkin): 'spa in' stays a noun and a small word.
  it('does not join a name and a small word into a value ("spa in" is not Spain)', () => {
    const spa = catalog([table('places', 10, [key('place_id', 10), column('country', 'text', { values: ['Spain', 'France'] })])]);
    expect(links('a spa in France', spa).map((link) => link.words)).toEqual(['France']);
  });

  it('joins the pieces of a hyphenated question word to a one-word name (check-in for checkin)', () => {
    const hotel = catalog([table('stays', 10, [key('stay_id', 10), column('checkin', 'date', { min: '2024-01-01', max: '2024-12-31' })])]);
    expect(best('stays by check-in month', 'check - in', hotel)?.what).toBe('column stays.checkin');
  });

  // VALUE_ALIASES in lexicon.ts is a plain object: a value spelled 'Constructor' reads its `constructor` property (a
  // function) as a list of aliases, and building the lexicon throws, so no question on that source can be asked.
  it('builds the lexicon of a catalog with a value named "Constructor"', () => {
    const roles = catalog([table('staff', 10, [key('staff_id', 10), column('role', 'text', { values: ['Constructor', 'Architect'] })])]);
    expect(best('how many staff are constructors', 'constructors', roles)?.what).toBe('value staff.role=Constructor');
  });
});

describe('links: token forms', () => {
  it.each([
    ['orders', ['order', 'orders']],
    ['biggest', ['biggest']],
    ['shipped', ['ship', 'shipped']],
  ])('tokenForms(%s) = %j', (word, forms) => {
    const token = tokenize(`the ${word}`)[1];
    expect(token && [...tokenForms(token)].sort()).toEqual([...forms].sort());
  });
});

describe('links: the lexicon', () => {
  it('is built once per catalog object', () => {
    const hr = hrCatalog();
    expect(lexiconFor(hr)).toBe(lexiconFor(hr));
  });

  it('knows the words of every name and value, for typo correction', () => {
    const vocabulary = lexiconFor(crm).vocabulary;
    for (const word of ['customer', 'number', 'hire', 'date', 'salary', 'germany', 'won']) expect(vocabulary.has(word)).toBe(true);
  });
});

describe('participles in lemmatized names', () => {
  it('links the participle as written to its amount, and never a plural', () => {
    const claims = catalog([
      table('claims', 5000, [key('claim_no', 5000), column('billed_amt', 'numeric', { distinctCount: 4000, min: 50, max: 9000 })]),
      table('products', 80, [key('product_id', 80), column('units_in_stock', 'integer', { distinctCount: 60, min: 0, max: 125 })]),
    ]);
    const links = linkTokens(tokenize('total billed units'), claims);
    const best = (word: string) => links.filter((link) => link.start === ['total', 'billed', 'units'].indexOf(word) && link.end === link.start + 1).sort((a, b) => b.score - a.score)[0];
    expect(best('billed')).toMatchObject({ target: { kind: 'column', column: 'billed_amt' } });
    expect(best('billed')?.score).toBeGreaterThanOrEqual(0.75);
    expect(best('units')?.score).toBeLessThan(0.75);
  });
});

describe('links: names shortened in ways no list knows', () => {
  it.each<[string, string, boolean]>([
    ['clm', 'claim', true],
    ['prem', 'premium', true],
    ['pol', 'policy', true],
    ['lmt', 'limit', true],
    ['rsv', 'reserve', true],
    // Vowels after the first letter must be a prefix; a compound is two words, not one shortened.
    ['cla', 'claim', true],
    ['cle', 'claim', false],
    ['pol', 'policyholder', false],
    ['xyz', 'claim', false],
    ['claim', 'claim', false],
  ])('abbreviates(%s, %s) is %s', (short, word, expected) => {
    expect(abbreviates(short, word)).toBe(expected);
  });

  const insurer = catalog(
    [
      table('clm', 900, [key('clm_no', 900), column('pol_no', 'integer', { min: 1, max: 2800 }), column('rsv_amt', 'numeric', { min: 100, max: 90000 }), column('paid_amt', 'numeric', { min: 0, max: 90000 })]),
      table('pol', 2800, [key('pol_no', 2800), column('ph_cd', 'text', { distinctCount: 760, maxLength: 8 }), column('prem_amt', 'numeric', { min: 300, max: 20000 })]),
      table('wrnty', 300, [key('wrnty_no', 300), column('pol_no', 'integer', { min: 1, max: 2800 })]),
    ],
    [join('clm.pol_no', 'pol.pol_no')],
  );

  it('links a word to a name shortened from it, more weakly than a typo, and shows the reading', () => {
    const warranties = best('how many warranties', 'warranties', insurer);
    expect(warranties?.what).toBe('table wrnty');
    expect(warranties?.score).toBeLessThan(0.8);
    expect(warranties?.corrections).toEqual([{ from: 'warranties', to: 'wrnty' }]);
    expect(best('how many claims', 'claims', insurer)?.what).toBe('table clm');
    expect(best('total premium', 'premium', insurer)?.what).toBe('column pol.prem_amt');
    expect(best('how many policyholders', 'policyholders', insurer)).toBeUndefined();
  });

  it('shortens a word even when it appears inside a longer value ("flights" → flt_leg beside "Flight Attendant")', () => {
    const airline = catalog([
      table('flt_leg', 3600, [key('leg_key', 3600), column('flt_no', 'text', { distinctCount: 60 }), column('owned_flg', 'integer', { distinctCount: 2, min: 0, max: 1 })]),
      table('crew', 90, [key('crew_id', 90), column('crew_pos', 'text', { values: ['Captain', 'First Officer', 'Flight Attendant'] })]),
    ]);
    expect(best('how many flights', 'flights', airline)?.what).toBe('table flt_leg');
  });

  it('a two-word name is also said the other way round: "amount paid"', () => {
    expect(best('median amount paid', 'amount paid', insurer)?.what).toBe('column clm.paid_amt');
  });
});

describe('columns read by their values', () => {
  it('a column whose values are countries answers to "country"; one of cities does not', () => {
    const accounts = catalog([
      table('accounts', 85, [
        key('account', 85, 'text'),
        column('office_location', 'text', { values: ['United States', 'Philippines', 'Germany', 'Kenya', 'Norway', 'Belgium'] }),
        column('city', 'text', { values: ['Berlin', 'London', 'Austin', 'Nairobi'] }),
      ]),
    ]);
    const targets = linkTokens(tokenize('revenue by country'), accounts).filter((link) => link.target.kind === 'column').map((link) => link.target);
    expect(targets).toContainEqual({ kind: 'column', table: 'accounts', column: 'office_location' });
    expect(targets).not.toContainEqual({ kind: 'column', table: 'accounts', column: 'city' });
  });
});

describe('links: codes said in the plural', () => {
  it('"P2s" is the code P2 of the tickets that keep it', () => {
    const desk = catalog([table('tkt', 3900, [key('tkt_no', 3900), column('prio_cd', 'text', { values: ['P1', 'P2', 'P3', 'P4'] })])]);
    expect(best('how many P2s this month', 'P2s', desk)?.target).toEqual({ kind: 'value', table: 'tkt', column: 'prio_cd', value: 'P2' });
  });
});

describe('links: spend is what was paid out', () => {
  it('"spend" finds a cost column where no spend is kept', () => {
    const ads = catalog([table('ad_stats', 2000, [key('stat_id', 2000), column('stat_dt', 'date', { distinctCount: 700, min: '2025-01-01', max: '2026-11-20' }), column('cost_amt', 'numeric', { min: 0, max: 900 })])]);
    expect(best('spend per month in 2026', 'spend', ads)?.target).toEqual({ kind: 'column', table: 'ad_stats', column: 'cost_amt' });
  });
});

describe('links: a gerund is another noun of its verb in a longer name', () => {
  it('"shipping fee" is shp_fee (shipment fee), not the orders whose state is SHIPPED; "tickets assigned" is no assignment', () => {
    const shop = catalog([table('ord', 7000, [key('ord_no', 7000), column('ord_sts', 'text', { values: ['PENDING', 'SHIPPED', 'DELIVERED'] }), column('ship_dt', 'date', { distinctCount: 600, min: '2024-01-02', max: '2026-11-20' }), column('shp_fee', 'numeric', { min: 0, max: 40 }), column('asgn_agt', 'integer', { distinctCount: 40 })])]);
    expect(best('average shipping fee by month', 'shipping fee', shop)?.target).toEqual({ kind: 'column', table: 'ord', column: 'shp_fee' });
    expect(linkTokens(tokenize('orders assigned this week'), shop).some((link) => link.target.kind === 'column' && link.target.column === 'asgn_agt' && link.end - link.start > 1)).toBe(false);
  });
});

describe('links: the glued "-to" of a compound', () => {
  it('"ship-to countries" is ship_country; a dash set apart makes no compound', () => {
    const orders = catalog([table('orders', 830, [key('order_id', 830), column('shipped_date', 'date', { distinctCount: 400, min: '1996-07-10', max: '1998-05-06' }), column('ship_country', 'text', { values: ['USA', 'Germany', 'Austria'] })])]);
    expect(best('top 3 ship-to countries by orders', 'ship - to countries', orders)?.target).toEqual({ kind: 'column', table: 'orders', column: 'ship_country' });
    // A dash set apart is no compound: 'ship - to countries'.
    expect(links('orders we ship - to countries in Europe', orders).some((link) => link.what === 'column orders.ship_country' && link.end - link.start > 2)).toBe(false);
  });
});

describe('links: a tariff is a plan', () => {
  it('"by plan" finds the tariff table where no plan is kept', () => {
    const phones = catalog([table('tariff', 13, [key('tariff_cd', 13, 'text'), column('tariff_nm', 'text', { distinctCount: 13 })]), table('subscription', 202, [key('sub_id', 202), column('tariff_cd', 'text', { distinctCount: 13 })])], [join('subscription.tariff_cd', 'tariff.tariff_cd')]);
    expect(best('active subscriptions by plan', 'plan', phones)?.target).toEqual({ kind: 'table', table: 'tariff' });
  });
});
