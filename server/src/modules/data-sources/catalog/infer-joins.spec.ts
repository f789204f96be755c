import type { ForeignKey } from '../connections/introspect';
import type { CatalogColumn, CatalogTable, ColumnType, JoinKey } from './catalog';
import { inferJoins, type JoinProbe } from './infer-joins';
import { withTableIds } from './profile-source';
import type { ColumnRef } from './profile-sql';

type Value = string | number | null;

interface ColumnSpec {
  type: ColumnType;
  data: readonly Value[];
  primaryKey?: boolean;
}

/** Columns keep their values, as profiling does, unless the test says the column has too many. */
const VALUES_LIMIT = 200;

/** The data behind every column, for the probe, by `schema.table.column`. */
const data = new Map<string, readonly Value[]>();

/** A catalog column profiled from its data, as profile-source would. */
function profiled(name: string, spec: ColumnSpec, rowCount: number, keepValues: boolean): CatalogColumn {
  const present = spec.data.filter((value): value is string | number => value !== null);
  const distinct = [...new Set(present.map(String))].sort();
  const numbers = present.filter((value): value is number => typeof value === 'number');
  const column: CatalogColumn = {
    name,
    type: spec.type,
    nullable: present.length < rowCount,
    distinctCount: distinct.length,
    nullCount: rowCount - present.length,
    isPrimaryKey: spec.primaryKey ?? false,
    isUnique: rowCount > 0 && present.length === rowCount && distinct.length === rowCount,
  };
  if (spec.type === 'integer' && numbers.length > 0) Object.assign(column, { min: Math.min(...numbers), max: Math.max(...numbers) });
  if (spec.type === 'text') column.maxLength = Math.max(0, ...distinct.map((value) => value.length));
  const keeps = spec.type === 'text' || (spec.type === 'integer' && distinct.length <= 20 && !spec.primaryKey);
  if (keepValues && keeps && distinct.length <= VALUES_LIMIT) column.values = distinct;
  else if (spec.type === 'text') column.samples = distinct.slice(0, 20);
  return column;
}

/** A table named `schema.name`; `manyValues` lists columns profiled as if they had too many values to keep. */
function table(qualified: string, columns: Record<string, ColumnSpec>, manyValues: readonly string[] = []): CatalogTable {
  const [schema = '', name = ''] = qualified.split('.');
  const rowCount = Math.max(0, ...Object.values(columns).map((spec) => spec.data.length));
  for (const [column, spec] of Object.entries(columns)) data.set(`${schema}.${name}.${column}`, spec.data);
  return {
    schema,
    name,
    rowCount,
    columns: Object.entries(columns).map(([column, spec]) => profiled(column, spec, rowCount, !manyValues.includes(column))),
  };
}

const int = (data: readonly Value[], primaryKey = false): ColumnSpec => ({ type: 'integer', data, primaryKey });
const text = (data: readonly Value[], primaryKey = false): ColumnSpec => ({ type: 'text', data, primaryKey });
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const cycle = <T,>(values: readonly T[], length: number): T[] => Array.from({ length }, (_, i) => values[i % values.length] as T);

/** Answers from the test data, and counts how often the database would have been asked. */
class FakeProbe implements JoinProbe {
  contained = 0;
  found = 0;

  async containedCount(from: ColumnRef, to: ColumnRef): Promise<number> {
    this.contained++;
    const target = new Set(this.values(to));
    return new Set(this.values(from).filter((value) => target.has(value))).size;
  }

  async foundCount(to: ColumnRef, values: readonly string[]): Promise<number> {
    this.found++;
    const target = new Set(this.values(to));
    return new Set(values.filter((value) => target.has(value))).size;
  }

  private values(ref: ColumnRef): string[] {
    const values = data.get(`${ref.schema}.${ref.table}.${ref.column}`);
    if (!values) throw new Error(`no data for ${ref.schema}.${ref.table}.${ref.column}`);
    return values.filter((value) => value !== null).map(String);
  }
}

async function joinsOf(tables: CatalogTable[], foreignKeys: ForeignKey[] = [], probe = new FakeProbe()): Promise<string[]> {
  return (await inferJoins(withTableIds(tables), foreignKeys, probe)).map(joinText);
}

function joinText(join: JoinKey): string {
  return `${join.fromTable}.${join.fromColumn} -> ${join.toTable}.${join.toColumn} (${join.origin})`;
}

const CUSTOMER_CODES = ['ALFKI', 'ANTON', 'BONAP', 'BERGS', 'BLAUS', 'CACTU', 'DUMON', 'ERNSH'];

describe('inferJoins', () => {
  describe('a. declared foreign keys', () => {
    it('joins along a declared key whatever its names and values, within a table too', async () => {
      const people = table('hr.people', { pid: int([1, 2, 3], true), boss: int([null, 1, 1]), site: int([7, 7, 8]) });
      const sites = table('ops.sites', { sid: int([1, 2], true) });
      const keys: ForeignKey[] = [
        { fromSchema: 'hr', fromTable: 'people', fromColumns: ['site'], toSchema: 'ops', toTable: 'sites', toColumns: ['sid'] },
        { fromSchema: 'hr', fromTable: 'people', fromColumns: ['boss'], toSchema: 'hr', toTable: 'people', toColumns: ['pid'] },
      ];
      expect(await joinsOf([people, sites], keys)).toEqual([
        'people.site -> sites.sid (foreign_key)',
        'people.boss -> people.pid (foreign_key)',
      ]);
    });

    it('names tables by their ids where two schemas share a name, and skips keys of several columns', async () => {
      const orders = table('sales.orders', { order_id: int([1, 2], true), cust: int([1, 1]) });
      const archived = table('archive.orders', { order_id: int([1, 2, 3], true), cust: int([1, 1, 2]) });
      const customers = table('sales.customers', { id: int([1, 2], true) });
      const keys: ForeignKey[] = [
        { fromSchema: 'archive', fromTable: 'orders', fromColumns: ['cust'], toSchema: 'sales', toTable: 'customers', toColumns: ['id'] },
        { fromSchema: 'sales', fromTable: 'orders', fromColumns: ['order_id', 'cust'], toSchema: 'archive', toTable: 'orders', toColumns: ['order_id', 'cust'] },
      ];
      const joins = await joinsOf([orders, archived, customers], keys);
      expect(joins[0]).toBe('archive.orders.cust -> customers.id (foreign_key)');
      // The other orders.cust joins by its name.
      expect(joins.slice(1)).toEqual(['sales.orders.cust -> customers.id (overlap)']);
    });
  });

  describe('b. the same name', () => {
    it('joins integers of the same name when 95% of the values are in the key', async () => {
      const customers = table('s.customers', { customer_id: int(range(1, 50), true), name: text(range(1, 50).map((i) => `Customer ${i}`)) });
      const orders = table('s.orders', { order_id: int(range(100, 199), true), customer_id: int(cycle(range(1, 50), 100)) });
      const stray = table('s.returns', { return_id: int(range(1, 40), true), customer_id: int([...range(1, 30), ...range(60, 69)]) });
      expect(await joinsOf([customers, orders, stray])).toEqual(['orders.customer_id -> customers.customer_id (name)']);
    });

    it("never joins a table's own line ids and numbers to another table's key of the same words ('ln_id', 'ln_no' of inv_ln)", async () => {
      const lines = table('b.inv_ln', { ln_id: int(range(1, 60), true), ln_no: int(cycle([1, 2, 3], 60)), qty: int(cycle([1, 2], 60)) });
      const sales = table('b.tap_sale', { ln_id: int(range(1, 90), true), amt: int(cycle([5, 7], 90)) });
      expect(await joinsOf([lines, sales])).toEqual([]);
      // A line table's 'order_id' names the orders table, and joins it.
      const orders = table('b.orders', { order_id: int(range(1, 20), true) });
      const orderLines = table('b.order_ln', { ln_id: int(range(1, 40), true), order_id: int(cycle(range(1, 20), 40)) });
      expect(await joinsOf([orders, orderLines])).toEqual(['order_ln.order_id -> orders.order_id (name)']);
    });

    it('joins text of the same name when 80% of the values are in the key, allowing typos', async () => {
      const products = table('s.products', { product: text(['GTX Pro', 'GTX Basic', 'MG Special', 'MG Advanced', 'GTK 500']) });
      const deals = table('s.deals', { deal: int(range(1, 10), true), product: text(cycle(['GTXPro', 'GTX Basic', 'MG Special', 'MG Advanced', 'GTK 500'], 10)) });
      expect(await joinsOf([products, deals])).toEqual(['deals.product -> products.product (name)']);
    });

    it('does not join same-named name columns unless one is a unique key holding the other’s values', async () => {
      const categories = table('s.categories', { category_id: int([1, 2, 3], true), name: text(['Beverages', 'Condiments', 'Seafood']) });
      const products = table('s.products', { product_id: int([1, 2, 3, 4], true), name: text(['Chai', 'Chang', 'Aniseed Syrup', 'Ikura']) });
      const tags = table('s.tags', { tag: text(['a', 'b', 'c', 'd']), name: text(['Chai', 'Chai', 'Other', 'Other']) });
      expect(await joinsOf([categories, products, tags])).toEqual([]);
      const lines = table('s.lines', { line_no: int([1, 2, 3, 4, 5], true), name: text(['Chai', 'Chai', 'Chang', 'Ikura', 'Ikura']) });
      expect(await joinsOf([categories, products, lines])).toEqual(['lines.name -> products.name (name)']);
    });

    it('never joins two tables by their own keys', async () => {
      const a = table('s.customers', { id: int(range(1, 100), true) });
      const b = table('s.products', { id: int(range(1, 50), true) });
      const c = table('s.countries', { code: text(['DE', 'FR', 'PT']) });
      const d = table('s.languages', { code: text(['DE', 'FR', 'PT']) });
      expect(await joinsOf([a, b, c, d])).toEqual([]);
    });

    it('joins one to one from the table whose key is named for the other', async () => {
      const tickets = table('s.tickets', { ticket_no: int(range(1, 10), true), subject: text(range(1, 10).map((i) => `Help ${i}`)) });
      const csat = table('s.csat', { ticket_no: int([2, 4, 6], true), score: int([5, 3, 4]) });
      expect(await joinsOf([csat, tickets])).toEqual(['csat.ticket_no -> tickets.ticket_no (name)']);
    });
  });

  describe('c. a name that relates to the other table or its key', () => {
    const teams = table('org.teams', { ref: text(['T-ALPHA', 'T-BETA', 'T-GAMMA']), team_name: text(['Alpha', 'Beta', 'Gamma']) });
    const carriers = table('fleet.carriers', { code: text(['DHL', 'UPS', 'TNT', 'GLS'], true), carrier_nm: text(['D', 'U', 'T', 'G']) });
    const employees = table('hr.employees', { emp_no: int(range(10, 29), true), last_nm: text(range(10, 29).map((i) => `Name ${i}`)) });
    const depts = table('hr.depts', { code: text(['FIN', 'HR', 'IT', 'OPS'], true), dept_name: text(['Finance', 'People', 'IT', 'Operations']) });
    const customers = table('crm.customers', { cust_no: text(CUSTOMER_CODES, true), cust_nm: text(CUSTOMER_CODES.map((code) => `${code} Ltd`)) });

    const people = table('hr.people', { badge_no: int([101, 102, 103], true), full_nm: text(['A', 'B', 'C']) });

    it.each([
      ['staff.team_ref -> teams.ref', table('hr.staff', { badge: int([1, 2, 3, 4], true), team_ref: text(['T-ALPHA', 'T-BETA', 'T-BETA', null]) })],
      ['shipments.carrier -> carriers.code', table('fleet.shipments', { shp_no: int([1, 2, 3], true), carrier: text(['DHL', 'UPS', 'DHL']) })],
      [
        'assignments.manager_emp_no -> employees.emp_no',
        table('hr.assignments', { task: int([1, 2, 3], true), manager_emp_no: int([10, 11, 12]) }),
      ],
      ['budgets.dept_cd -> depts.code', table('fin.budgets', { line: int([1, 2, 3], true), dept_cd: text(['FIN', 'IT', 'IT']) })],
      ['invoices.cust -> customers.cust_no', table('fin.invoices', { inv_no: int(range(1, 8), true), cust: text(CUSTOMER_CODES) })],
      ['reviews.reviewer_badge -> people.badge_no', table('hr.reviews', { review: int([1, 2, 3], true), reviewer_badge: int([101, 102, 102]) })],
    ])('%s', async (expected, from) => {
      expect(await joinsOf([teams, carriers, employees, depts, customers, people, from])).toEqual([`${expected} (overlap)`]);
    });

    it('needs 95% of the values in the key', async () => {
      const shipments = table('fleet.shipments', { shp_no: int(range(1, 20), true), carrier: text(cycle(['DHL', 'UPS', 'FEDEX'], 20)) });
      expect(await joinsOf([carriers, shipments])).toEqual([]);
    });

    it('does not join an integer whose name relates to nothing, however contained its values', async () => {
      const products = table('s.products', { product_id: int(range(1, 100), true) });
      const reviews = table('s.reviews', { review_id: int(range(1, 30), true), product_id: int(cycle(range(1, 100), 30)), rating: int(cycle([1, 2, 3, 4, 5], 30)) });
      expect(await joinsOf([products, reviews])).toEqual(['reviews.product_id -> products.product_id (name)']);
    });
  });

  describe('c. people named by their role', () => {
    it('joins an account manager, a general manager and a supervisor to the staff by its own key', async () => {
      const staff = table('evt.staff', { emp_no: int(range(1001, 1040), true), sup_no: int([null, ...cycle([1001, 1002, 1003], 39)]) });
      const clients = table('evt.clnt', { clnt_no: int(range(1, 60), true), acct_mgr: int(cycle([1004, 1005, 1006, 1007], 60)) });
      const venues = table('evt.venue', { venue_cd: text(['FDY', 'SAC', 'LKS'], true), gm_no: int([1001, 1002, 1003]) });
      expect(await joinsOf([staff, clients, venues])).toEqual(
        expect.arrayContaining(['staff.sup_no -> staff.emp_no (overlap)', 'clnt.acct_mgr -> staff.emp_no (overlap)', 'venue.gm_no -> staff.emp_no (overlap)']),
      );
    });

    it('joins the party an invoice is billed to, and a payer, to the customers by their own key', async () => {
      const customers = table('rnt.cust', { cust_no: int(range(1, 50), true) });
      const contracts = table('rnt.rnt_ctr', { ctr_no: int(range(1, 400), true), cust_no: int(cycle(range(1, 50), 400)) });
      const invoices = table('rnt.inv', { inv_no: int(range(1, 300), true), ctr_no: int(cycle(range(1, 400), 300)), bill_to: int(cycle(range(1, 50), 300)) });
      const claims = table('rnt.claim', { claim_no: int(range(1, 20), true), payer_no: int(cycle(range(1, 50), 20)) });
      expect(await joinsOf([customers, contracts, invoices, claims])).toEqual(expect.arrayContaining(['inv.bill_to -> cust.cust_no (overlap)', 'claim.payer_no -> cust.cust_no (overlap)']));
    });

    it('does not join a role to a table that holds no people', async () => {
      const routes = table('ops.route', { route_no: int(range(1, 40), true) });
      const depots = table('ops.depot', { depot_cd: text(['A', 'B', 'C'], true), mgr_no: int([1, 2, 3]) });
      expect(await joinsOf([routes, depots])).toEqual([]);
    });
  });

  describe('d. self-references', () => {
    it('joins a column that points at another row of its own table', async () => {
      const staff = table('hr.staff', {
        badge_no: int([1, 2, 3, 4, 5], true),
        reports_to: int([null, 1, 1, 2, 2]),
        head_count: int([4, 2, 0, 0, 1]),
      });
      const categories = table('s.categories', { code: text(['BEV', 'TEA', 'COF'], true), parent_cd: text([null, 'BEV', 'BEV']) });
      const providers = table('s.providers', { npi: text(['1001', '1002', '1003']), supv_npi: text([null, '1001', '1001']) });
      const guests = table('s.guests', { guest_ref: text(['G1', 'G2', 'G3'], true), referred_by: text(['G2', null, 'G2']) });
      expect(await joinsOf([staff, categories, providers, guests])).toEqual([
        'staff.reports_to -> staff.badge_no (overlap)',
        'categories.parent_cd -> categories.code (overlap)',
        'providers.supv_npi -> providers.npi (overlap)',
        'guests.referred_by -> guests.guest_ref (overlap)',
      ]);
    });

    it('needs the values in the key', async () => {
      const staff = table('hr.staff', { badge_no: int([1, 2, 3, 4], true), manager: int([9, 8, 1, 1]) });
      expect(await joinsOf([staff])).toEqual([]);
    });
  });

  describe('keys of several columns', () => {
    it("never joins one column of a shared code table's key (kind and code), however unique its codes are today", async () => {
      const lookup = table('s.lkp', {
        lkp_grp: text(['BKST', 'BKST', 'BKST', 'PMTH', 'PMTH', 'PMTH'], true),
        lkp_cd: text(['1', '2', '3', 'CARD', 'CASH', 'BACS'], true),
        lkp_desc: text(['Provisional', 'Confirmed', 'Completed', 'Card', 'Cash', 'Bank transfer']),
      });
      const payments = table('s.pmt', { pmt_no: int(range(1, 12), true), mth_cd: text(cycle(['CARD', 'CASH', 'BACS'], 12)) });
      expect(await joinsOf([lookup, payments])).toEqual([]);
    });
  });

  describe('e. text codes', () => {
    const customers = table('crm.customers', { cust_ref: text(CUSTOMER_CODES, true), segment: text(cycle(['SMB', 'ENT'], 8)) });

    it('joins short text whose values are in another table’s unique code, whatever the names', async () => {
      const shipments = table('fleet.shipments', { shp_no: int(range(1, 12), true), shipper: text(cycle(CUSTOMER_CODES, 12)) });
      expect(await joinsOf([customers, shipments])).toEqual(['shipments.shipper -> customers.cust_ref (overlap)']);
    });

    it('leaves prose, flags, partly contained codes and unique columns alone', async () => {
      const clients = table('crm.clients', { client_ref: text([...CUSTOMER_CODES, 'QUICK', 'RATTC'], true) });
      const notes = table('s.notes', {
        note_no: int(range(1, 8), true),
        body: text(CUSTOMER_CODES.map((code) => `${code} called about the delayed delivery of their last three orders`)),
        flag: text(cycle(['ALFKI', 'ANTON'], 8)),
        mostly: text([...CUSTOMER_CODES.slice(0, 6), 'ALFKI', 'ZZZZZ']),
        // Unique, and all found, but the tables are not one to one.
        own: text(CUSTOMER_CODES),
      });
      expect(await joinsOf([clients, notes])).toEqual([]);
      // Of the same size, they are.
      expect(await joinsOf([customers, notes])).toEqual(['notes.own -> customers.cust_ref (overlap)']);
    });

    it('never joins integers on their values alone: a 1-5 rating is not an id', async () => {
      const items = table('s.items', { item_id: int(range(1, 500), true) });
      const reviews = table('s.reviews', { review_no: int(range(1, 40), true), rating: int(cycle([1, 2, 3, 4, 5], 40)), stars: int(cycle([1, 2, 3], 40)) });
      expect(await joinsOf([items, reviews])).toEqual([]);
    });
  });

  describe('choosing', () => {
    it('prefers the first rule that finds a target', async () => {
      // Both the same-named key and another code table hold agent's values; the name wins.
      const agents = table('s.agents', { agent: text(['ann', 'bob', 'cy']), team: text(['x', 'x', 'y']) });
      const logins = table('s.logins', { login: text(['ann', 'bob', 'cy']) });
      const tickets = table('s.tickets', { ticket_no: int(range(1, 6), true), agent: text(cycle(['ann', 'bob', 'cy'], 6)) });
      expect(await joinsOf([logins, agents, tickets])).toEqual(['tickets.agent -> agents.agent (name)']);
    });

    it('takes the target that holds most of the values, then the closer name', async () => {
      const codes = range(100, 149).map((i) => `K${i}`);
      const most = table('s.most', { code: text(codes.slice(1), true) });
      const all = table('s.all_codes', { code: text(codes, true) });
      const uses = table('s.uses', { use_no: int(range(1, 60), true), val: text(cycle(codes, 60)) });
      expect(await joinsOf([most, all, uses])).toEqual(['uses.val -> all_codes.code (overlap)']);
      // The same values in two tables: the one in the column's own schema.
      const squads = table('other.squads', { ref: text(['T1', 'T2', 'T3']) });
      const teams = table('org.teams', { ref: text(['T1', 'T2', 'T3']) });
      const work = table('org.assignments', { task: int([1, 2, 3, 4], true), grp: text(['T1', 'T2', 'T3', 'T3']) });
      expect(await joinsOf([squads, teams, work])).toEqual(['assignments.grp -> teams.ref (overlap)']);
    });

    it('compares known value lists in memory, and tries samples before scanning a whole column', async () => {
      const probe = new FakeProbe();
      const customers = table('crm.customers', { cust_ref: text(CUSTOMER_CODES, true) });
      const shipments = table('fleet.shipments', { shp_no: int(range(1, 8), true), shipper: text(CUSTOMER_CODES) });
      expect(await joinsOf([customers, shipments], [], probe)).toEqual(['shipments.shipper -> customers.cust_ref (overlap)']);
      expect([probe.found, probe.contained]).toEqual([0, 0]);

      // Too many values to keep: the samples are looked up first, and only a likely match is counted in full.
      const manyCodes = range(1000, 1399).map((i) => `C${i}`);
      const big = table('crm.accounts', { acct_code: text(manyCodes) }, ['acct_code']);
      const other = table('crm.others', { other_code: text(range(5000, 5399).map((i) => `X${i}`)) }, ['other_code']);
      const orders = table('s.orders', { order_no: int(range(1, 800), true), code: text(cycle(manyCodes, 800)) }, ['code']);
      const scans = new FakeProbe();
      expect(await joinsOf([big, other, orders], [], scans)).toEqual(['orders.code -> accounts.acct_code (overlap)']);
      expect(scans.contained).toBe(1);
    });

    it('asks the database nothing about codes that do not look like a key’s', async () => {
      const probe = new FakeProbe();
      const accounts = table('crm.accounts', { acct_code: text(range(1000, 1399).map((i) => `C${i}`)) }, ['acct_code']);
      const cities = table('s.visits', { visit_no: int(range(1, 300), true), city: text(cycle(['Lisbon', 'Porto', 'Braga'], 300)) });
      const zips = table('s.zips', { zip_no: int(range(1, 300), true), zip: text(range(4000, 4299).map(String)) }, ['zip']);
      expect(await joinsOf([accounts, cities, zips], [], probe)).toEqual([]);
      expect([probe.found, probe.contained]).toEqual([0, 0]);
    });
  });
});
