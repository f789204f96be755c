/**
 * A residential property management company in central Ohio. Schema `leasing`: owners (landlords), buildings,
 * units, tenants, leases (fixed-term or month-to-month; a month-to-month lease still running has no end date) and
 * monthly rent payments (due on the 1st; unpaid ones have no paid date). Schema `ops`: staff (who report to other
 * staff), vendors, maintenance requests (reported by a tenant or found by staff, assigned to a staff member, some
 * sent to a vendor; common-area requests have no unit) and unit inspections. Data from January 2023 to 2026-11-24;
 * the first leases started in 2022, and a few leases are signed to start in December 2026.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
/** Month index: 0 is January 2020. */
const TODAY_MONTH = (2026 - 2020) * 12 + 10;
const FIRST_PMT_MONTH = (2023 - 2020) * 12;

/** [owner_id, owner_nm, owner_type, mgmt_fee_pct, client_since] */
const OWNERS: [number, string, string, number, string][] = [
  [1, 'Scioto Holdings LLC', 'LLC', 8, '2015-04-01'],
  [2, 'Margaret Ellison', 'Individual', 10, '2018-09-15'],
  [3, 'Buckeye Residential Partners', 'LLC', 7.5, '2016-02-01'],
  [4, 'Hartwell Family Trust', 'Trust', 9, '2019-06-01'],
  [5, 'Olentangy Capital LLC', 'LLC', 8, '2021-11-01'],
];

/** [bldg_id, bldg_nm, street_addr, city, yr_built, owner_id, pets_ok_yn, floors, units per floor, rent level, mgr] */
const BUILDINGS: [number, string, string, string, number, number, 'Y' | 'N', number, number, number, number][] = [
  [101, 'Maple Court', '1420 Maple Ave', 'Columbus', 1987, 1, 'Y', 3, 8, 1.0, 2],
  [102, 'Riverside Lofts', '88 W Spring St', 'Columbus', 2016, 1, 'N', 5, 8, 1.45, 2],
  [103, 'Oak Terrace', '305 Oak St', 'Worthington', 1974, 2, 'Y', 2, 6, 0.9, 3],
  [104, 'Bexley Gardens', '2250 E Main St', 'Bexley', 1962, 3, 'N', 3, 7, 1.05, 3],
  [105, 'Northgate Commons', '6100 Cleveland Ave', 'Westerville', 2003, 3, 'Y', 4, 9, 0.95, 4],
  [106, 'Hartwell Place', '17 Hartwell Ln', 'Dublin', 2010, 4, 'Y', 3, 6, 1.3, 4],
  [107, 'Short North Flats', '940 N High St', 'Columbus', 2020, 5, 'N', 4, 7, 1.55, 5],
  [108, 'Clintonville Manor', '3400 Indianola Ave', 'Columbus', 1951, 2, 'N', 2, 5, 0.85, 5],
];

/** [staff_id, full_nm, role, reports_to, hire_dt, is_active] */
const STAFF: [number, string, string, number | null, string, boolean][] = [
  [1, 'Denise Whitaker', 'Director', null, '2012-03-01', true],
  [2, 'Marcus Bell', 'Property Manager', 1, '2015-06-15', true],
  [3, 'Priya Raman', 'Property Manager', 1, '2017-01-09', true],
  [4, 'Tom Kowalski', 'Property Manager', 1, '2019-08-19', true],
  [5, 'Alicia Moreno', 'Property Manager', 1, '2021-02-01', true],
  [6, 'Gary Hughes', 'Maintenance Supervisor', 1, '2013-05-20', true],
  [7, 'Luis Ortega', 'Maintenance Tech', 6, '2016-04-11', true],
  [8, 'Kevin Park', 'Maintenance Tech', 6, '2018-10-01', true],
  [9, 'Shawn Dempsey', 'Maintenance Tech', 6, '2019-03-25', true],
  [10, 'Brian Foster', 'Maintenance Tech', 6, '2020-07-13', false],
  [11, 'Jamal Carter', 'Maintenance Tech', 6, '2022-01-10', true],
  [12, 'Ethan Nguyen', 'Maintenance Tech', 6, '2025-07-07', true],
  [13, 'Rachel Stein', 'Leasing Agent', 2, '2020-05-04', true],
  [14, 'Olivia Grant', 'Leasing Agent', 3, '2022-09-12', true],
  [15, 'Hector Diaz', 'Leasing Agent', 4, '2023-03-06', true],
  [16, 'Nora Fitzgerald', 'Inspector', 1, '2018-02-26', true],
  [17, 'Dale Summers', 'Inspector', 1, '2021-11-15', true],
];
const TECHS_BEFORE = [7, 8, 9, 10, 11];
const TECHS_AFTER = [7, 8, 9, 11, 12];
const INSPECTORS: [number, number][] = [[16, 46], [17, 40], [2, 4], [3, 4], [4, 3], [5, 3]];

/** [vendor_id, vendor_nm, trade, preferred_yn, license_no, hourly_rate] */
const VENDORS: [number, string, string, 'Y' | 'N', string | null, number][] = [
  [1, 'Capital City Plumbing', 'Plumbing', 'Y', 'OH-PL-20417', 95],
  [2, 'Roto Pros of Ohio', 'Plumbing', 'N', 'OH-PL-31882', 110],
  [3, 'Brightline Electric', 'Electrical', 'Y', 'OH-EL-11930', 105],
  [4, 'Volt Masters LLC', 'Electrical', 'N', 'OH-EL-40271', 98],
  [5, 'Comfort Air HVAC', 'HVAC', 'Y', 'OH-HV-08814', 120],
  [6, 'Midwest Heating & Cooling', 'HVAC', 'N', 'OH-HV-22150', 115],
  [7, 'BugBusters Pest Control', 'Pest', 'Y', null, 85],
  [8, 'Orkin Columbus', 'Pest', 'N', null, 90],
  [9, 'ApplianceFix Central', 'Appliance', 'Y', null, 80],
  [10, 'Handy Helpers Co', 'General', 'N', null, 60],
  [11, 'Precision Locksmiths', 'General', 'Y', 'OH-LK-00912', 75],
];
/** [category, weight, chance it goes to a vendor, min cost, max cost] */
const CATEGORIES: [string, number, number, number, number][] = [
  ['Plumbing', 27, 0.3, 60, 900],
  ['Electrical', 12, 0.35, 80, 750],
  ['HVAC', 16, 0.55, 120, 2400],
  ['Appliance', 18, 0.25, 45, 650],
  ['Pest', 7, 1, 90, 420],
  ['General', 20, 0.08, 20, 300],
];
/** [priority, weight, min hours to close, max hours to close] */
const PRIORITIES: [string, number, number, number][] = [
  ['Low', 30, 48, 720],
  ['Medium', 40, 24, 300],
  ['High', 22, 6, 96],
  ['Emergency', 8, 1, 20],
];

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Chris', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Andrew', 'Ashley', 'Joshua', 'Emily', 'Kenneth', 'Michelle', 'Tyler', 'Amanda', 'Brandon', 'Megan', 'Jordan', 'Aisha', 'Wei', 'Fatima', 'Diego', 'Hannah', 'Caleb', 'Zoe'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Patel', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart'];

const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (mi: number) => `${2020 + Math.floor(mi / 12)}-${pad((mi % 12) + 1)}-01`;
const monthEnd = (mi: number) => new Date(Date.UTC(2020 + Math.floor(mi / 12), (mi % 12) + 1, 0)).toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const addHours = (ts: string, hours: number) => new Date(Date.parse(`${ts.replace(' ', 'T')}Z`) + Math.round(hours * 60) * 60_000).toISOString().slice(0, 19).replace('T', ' ');
/** Year inflation of rents against 2025 market rent. */
const RENT_INDEX: Record<number, number> = { 2021: 0.85, 2022: 0.89, 2023: 0.93, 2024: 0.965, 2025: 1, 2026: 1.035 };

export function datasetSql(): string {
  const rnd = seededRandom(60614);

  // Units
  interface Unit { id: number; bldg: number; no: string; beds: number; sqft: number; mkt: number }
  const units: Unit[] = [];
  const unitRows: unknown[][] = [];
  let unitId = 1000;
  for (const [bldg, , , , yrBuilt, , , floors, perFloor, level] of BUILDINGS) {
    for (let floor = 1; floor <= floors; floor++) {
      for (let k = 1; k <= perFloor; k++) {
        const beds = rnd.weighted([[0, 10], [1, 38], [2, 36], [3, 16]]);
        const baths = beds <= 1 ? 1 : beds === 2 ? rnd.pick([1, 1.5, 2]) : rnd.pick([1.5, 2, 2.5]);
        const sqft = Math.round((beds === 0 ? 480 : beds === 1 ? 690 : beds === 2 ? 960 : 1240) * rnd.float(0.88, 1.14) / 5) * 5;
        const mkt = Math.round((650 + sqft * 0.78) * level * rnd.float(0.96, 1.04) + floor * 7);
        const unit: Unit = { id: (unitId += rnd.int(1, 3)), bldg, no: `${floor}${pad(k)}`, beds, sqft, mkt };
        units.push(unit);
        unitRows.push([unit.id, bldg, unit.no, beds, baths, sqft, mkt, yrBuilt < 1980 ? rnd.chance(0.15) : rnd.chance(0.3)]);
      }
    }
  }

  // Tenants, leases, rent payments
  const tenantRows: unknown[][] = [];
  const leaseRows: unknown[][] = [];
  const pmtRows: unknown[][] = [];
  interface Lease { id: number; unit: Unit; tenant: number; start: number; end: number | null; endMonth: number; status: string }
  const leases: Lease[] = [];
  let tenantId = 5000;
  let leaseId = 20_000;
  let pmtId = 1;
  const lateness = new Map<number, number>();
  const names = new Set<string>();
  const newTenant = (joinDt: string): number => {
    tenantId += rnd.int(1, 2);
    let first = rnd.pick(FIRST);
    let last = rnd.pick(LAST);
    while (names.has(`${first} ${last}`)) {
      first = rnd.pick(FIRST);
      last = rnd.pick(LAST);
    }
    names.add(`${first} ${last}`);
    const email = rnd.chance(0.07) ? null : `${first}.${last}${rnd.int(1, 999)}@example.com`.toLowerCase();
    const phone = rnd.chance(0.12) ? null : `614-555-${String(rnd.int(0, 9999)).padStart(4, '0')}`;
    tenantRows.push([tenantId, first, last, email, phone, joinDt]);
    lateness.set(tenantId, rnd.weighted([[0, 68], [1, 24], [2, 8]]));
    return tenantId;
  };
  const moveIns: { unit: Unit; date: string }[] = [];
  const moveOuts: { unit: Unit; date: string }[] = [];

  for (const unit of units) {
    let start = rnd.chance(0.94) ? (2022 - 2020) * 12 + rnd.int(-6, 11) : (2023 - 2020) * 12 + rnd.int(0, 3);
    let tenant = newTenant(addDays(monthStart(start), -rnd.int(10, 40)));
    let renewal = false;
    let rent = 0;
    while (start <= TODAY_MONTH + 1) {
      const year = 2020 + Math.floor(start / 12);
      rent = renewal ? Math.round(rent * rnd.float(1.02, 1.06)) : Math.round(unit.mkt * (RENT_INDEX[year] ?? 1.035) * rnd.float(0.95, 1.05));
      const mtm = rnd.chance(0.09);
      const term = rnd.weighted([[12, 74], [6, 8], [18, 9], [24, 9]]);
      let endMonth = mtm ? start + rnd.int(3, 22) : start + term - 1;
      let terminated = false;
      if (!mtm && rnd.chance(0.05)) {
        endMonth = start + rnd.int(1, term - 2);
        terminated = true;
      }
      const ended = endMonth < TODAY_MONTH;
      let status: string;
      if (start > TODAY_MONTH) status = 'Pending';
      else if (!ended) status = 'Active';
      else status = terminated ? 'Terminated' : 'Expired';
      if (terminated && !ended) {
        terminated = false;
        endMonth = start + term - 1;
      }
      const endDt = mtm && !ended ? null : monthEnd(endMonth);
      const signed = addDays(monthStart(start), -rnd.int(renewal ? 20 : 5, renewal ? 75 : 40));
      const lease: Lease = { id: (leaseId += rnd.int(1, 4)), unit, tenant, start, end: endDt ? endMonth : null, endMonth, status };
      leases.push(lease);
      leaseRows.push([lease.id, unit.id, tenant, signed > LAST_DAY ? LAST_DAY : signed, monthStart(start), endDt, mtm ? 'MTM' : 'FIXED', rent,
        renewal ? null : Math.round(rent * rnd.pick([1, 1, 1, 1.5])), renewal, status]);
      if (!renewal && start >= FIRST_PMT_MONTH) moveIns.push({ unit, date: addDays(monthStart(start), -rnd.int(0, 3)) });

      // Rent due on the 1st of every month of the lease up to this month
      const profile = lateness.get(tenant) ?? 0;
      for (let m = Math.max(start, FIRST_PMT_MONTH); m <= Math.min(endMonth, TODAY_MONTH); m++) {
        const due = monthStart(m);
        const offset = profile === 0
          ? rnd.weighted([[-4, 20], [-2, 25], [0, 40], [2, 9], [4, 4], [9, 2]])
          : profile === 1
            ? rnd.weighted([[-2, 15], [0, 35], [3, 25], [5, 10], [8, 10], [15, 5]])
            : rnd.weighted([[0, 20], [4, 20], [7, 25], [12, 20], [21, 15]]);
        let paid: string | null = addDays(due, offset > 0 ? offset + rnd.int(0, 1) : offset);
        if (paid > LAST_DAY) paid = null;
        if (paid && m >= TODAY_MONTH - 3 && profile === 2 && rnd.chance(0.35)) paid = null;
        if (paid && m >= TODAY_MONTH - 1 && profile === 1 && rnd.chance(0.06)) paid = null;
        const late = paid !== null && paid > addDays(due, 5);
        const method = paid === null ? null : rnd.weighted([['ACH', 55], ['Card', 20], ['Check', 20], ['Cash', 5]]);
        pmtRows.push([pmtId++, lease.id, due, rent, paid, paid === null ? null : rent, late ? 75 : 0, method]);
      }

      // What comes next
      if (status === 'Pending' || (!ended && endDt === null)) break;
      if (!terminated && rnd.chance(0.55)) {
        renewal = true;
        start = endMonth + 1;
        if (start > TODAY_MONTH && rnd.chance(0.5)) break;
      } else {
        if (endMonth + 1 >= FIRST_PMT_MONTH && endMonth < TODAY_MONTH) moveOuts.push({ unit, date: addDays(monthEnd(endMonth), rnd.int(0, 3)) });
        renewal = false;
        start = endMonth + 1 + rnd.weighted([[0, 38], [1, 34], [2, 16], [3, 8], [5, 4]]);
        if (start > TODAY_MONTH + 1 || (start === TODAY_MONTH + 1 && rnd.chance(0.6))) break;
        tenant = newTenant(addDays(monthStart(start), -rnd.int(10, 40)));
      }
    }
  }

  const tenantAt = (unit: Unit, day: string): number | null => {
    const mi = (Number(day.slice(0, 4)) - 2020) * 12 + Number(day.slice(5, 7)) - 1;
    const lease = leases.find((l) => l.unit === unit && l.start <= mi && l.endMonth >= mi && l.status !== 'Pending');
    return lease ? lease.tenant : null;
  };

  // Maintenance requests (their own generator, so that changing them leaves the leases as they are)
  const rm = seededRandom(7111);
  const reqRows: unknown[][] = [];
  let reqId = 70_000;
  const unitsOf = new Map<number, Unit[]>();
  for (const u of units) unitsOf.set(u.bldg, [...(unitsOf.get(u.bldg) ?? []), u]);
  // A few units are "problem" units, older buildings have more requests
  const unitWeight = new Map<Unit, number>();
  for (const u of units) unitWeight.set(u, rm.chance(0.04) ? 3 : rm.chance(0.25) ? 0.3 : 1);
  for (const [bldg] of BUILDINGS) unitWeight.set(rm.pick(unitsOf.get(bldg) ?? []), 8);
  const bldgAge = (b: number) => 2026 - (BUILDINGS.find((x) => x[0] === b)?.[4] ?? 2000);
  while (reqRows.length < 3400) {
    const day = rm.date('2023-01-01', LAST_DAY);
    const month = Number(day.slice(5, 7));
    const category = rm.weighted(CATEGORIES.map((c) => [c, c[1] * (c[0] === 'HVAC' && (month >= 6 && month <= 8 || month <= 2) ? 2 : 1)] as [(typeof CATEGORIES)[number], number]));
    const common = rm.chance(0.12);
    const unit = rm.weighted(units.map((u) => [u, (unitWeight.get(u) ?? 1) * (0.6 + bldgAge(u.bldg) / 60)] as [Unit, number]));
    const bldg = unit.bldg;
    const [cat, , vendorChance, minCost, maxCost] = category;
    const [priority, , minH, maxH] = rm.weighted(PRIORITIES.map((p) => [p, p[1]] as [(typeof PRIORITIES)[number], number]));
    const opened = `${day} ${pad(rm.int(6, 21))}:${pad(rm.int(0, 59))}:00`;
    const tenant = common ? null : tenantAt(unit, day);
    const reporter = tenant !== null && rm.chance(0.82) ? tenant : null;
    const closedAt = addHours(opened, minH + (maxH - minH) * rm.next() ** 1.6);
    const stuck = day >= '2026-09-01' && rm.chance(day >= '2026-11-01' ? 0.3 : 0.1);
    let status: string;
    let closed: string | null = null;
    if (closedAt.slice(0, 10) <= LAST_DAY && !stuck) {
      status = rm.chance(0.05) ? 'Cancelled' : 'Closed';
      if (status === 'Closed') closed = closedAt;
    } else status = rm.weighted([['Open', day >= '2026-11-15' ? 50 : 15], ['In Progress', 50], ['On Hold', 25]]);
    const techs = day < '2025-07-01' ? TECHS_BEFORE : TECHS_AFTER;
    const assignee = status === 'Open' || (status === 'Cancelled' && rm.chance(0.5)) ? null : rm.pick(techs);
    const vendorPool = VENDORS.filter((v) => v[2] === cat);
    const vendor = status !== 'Open' && vendorPool.length > 0 && rm.chance(vendorChance) ? rm.weighted(vendorPool.map((v) => [v[0], v[3] === 'Y' ? 3 : 1] as [number, number])) : null;
    const cost = status === 'Closed' ? (vendor ? rm.float(minCost, maxCost) : rm.chance(0.45) ? 0 : rm.float(5, minCost + 40)) : null;
    reqRows.push([0, bldg, common ? null : unit.id, reporter, assignee, vendor, cat, priority, status, opened, closed, cost]);
  }
  // Request numbers follow the opened time
  reqRows.sort((a, b) => String(a[9]).localeCompare(String(b[9])));
  for (const row of reqRows) row[0] = (reqId += rm.int(1, 3));

  // Inspections: an annual one per unit per year, and move-in / move-out inspections
  const ri = seededRandom(8222);
  const inspRows: unknown[][] = [];
  const inspections: { unit: Unit; date: string; type: string }[] = [];
  for (const u of units) {
    for (let y = 2023; y <= 2026; y++) {
      const date = ri.date(`${y}-01-10`, `${y}-12-15`);
      if (date <= LAST_DAY) inspections.push({ unit: u, date, type: 'Annual' });
    }
    if (ri.chance(0.2)) inspections.push({ unit: u, date: ri.date('2023-01-01', LAST_DAY), type: 'Safety' });
  }
  for (const m of moveIns) if (m.date <= LAST_DAY && m.date >= '2023-01-01') inspections.push({ unit: m.unit, date: m.date, type: 'Move-in' });
  for (const m of moveOuts) if (m.date <= LAST_DAY) inspections.push({ unit: m.unit, date: m.date, type: 'Move-out' });
  inspections.sort((a, b) => a.date.localeCompare(b.date) || a.unit.id - b.unit.id);
  let inspId = 300;
  for (const insp of inspections) {
    const age = bldgAge(insp.unit.bldg);
    const score = Math.max(35, Math.min(100, Math.round(94 - age * 0.18 - (insp.type === 'Move-out' ? 9 : 0) + (ri.next() + ri.next() + ri.next() - 1.5) * 18)));
    const result = score >= 82 ? 'Pass' : score >= 70 ? 'Conditional' : 'Fail';
    const inspector = ri.weighted(INSPECTORS);
    const notes = result === 'Pass' ? (ri.chance(0.7) ? null : 'No issues') : ri.pick(['Smoke detector battery low', 'Carpet stains', 'Wall damage', 'Leaking faucet', 'Missing window screen', 'Water damage under sink', 'Broken blinds', 'GFCI outlet not working']);
    inspRows.push([(inspId += ri.int(1, 2)), insp.unit.id, insp.date, insp.type, inspector, score, result, notes]);
  }

  return [
    'CREATE SCHEMA leasing;',
    'CREATE SCHEMA ops;',
    `CREATE TABLE ops.staff (staff_id integer PRIMARY KEY, full_nm text NOT NULL, role text NOT NULL,
      reports_to integer REFERENCES ops.staff (staff_id), hire_dt date NOT NULL, is_active boolean NOT NULL);`,
    `CREATE TABLE leasing.owners (owner_id integer PRIMARY KEY, owner_nm text NOT NULL, owner_type text NOT NULL,
      mgmt_fee_pct numeric(4,2) NOT NULL, client_since date NOT NULL);`,
    `CREATE TABLE leasing.buildings (bldg_id integer PRIMARY KEY, bldg_nm text NOT NULL, street_addr text NOT NULL, city text NOT NULL,
      state_cd char(2) NOT NULL, yr_built integer NOT NULL, owner_id integer NOT NULL REFERENCES leasing.owners (owner_id),
      pets_ok_yn char(1) NOT NULL, mgr_id integer REFERENCES ops.staff (staff_id));`,
    `CREATE TABLE leasing.units (unit_id integer PRIMARY KEY, bldg_id integer NOT NULL REFERENCES leasing.buildings (bldg_id), unit_no text NOT NULL,
      beds integer NOT NULL, baths numeric(2,1) NOT NULL, sq_ft integer NOT NULL, mkt_rent numeric(8,2) NOT NULL, furnished boolean NOT NULL,
      UNIQUE (bldg_id, unit_no));`,
    `CREATE TABLE leasing.tenants (tenant_id integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text, phone text,
      created_dt date NOT NULL);`,
    `CREATE TABLE leasing.leases (lease_id integer PRIMARY KEY, unit_id integer NOT NULL REFERENCES leasing.units (unit_id),
      tenant_id integer NOT NULL REFERENCES leasing.tenants (tenant_id), signed_dt date NOT NULL, start_dt date NOT NULL, end_dt date,
      term_type text NOT NULL, mo_rent numeric(8,2) NOT NULL, sec_dep numeric(8,2), is_renewal boolean NOT NULL, lease_status text NOT NULL);`,
    `CREATE TABLE leasing.rent_pmts (pmt_id integer PRIMARY KEY, lease_id integer NOT NULL REFERENCES leasing.leases (lease_id), due_dt date NOT NULL,
      amt_due numeric(8,2) NOT NULL, pd_dt date, pd_amt numeric(8,2), late_fee numeric(6,2) NOT NULL DEFAULT 0, pmt_method text);`,
    `CREATE TABLE ops.vendors (vendor_id integer PRIMARY KEY, vendor_nm text NOT NULL, trade text NOT NULL, preferred_yn char(1) NOT NULL,
      license_no text, hourly_rate numeric(6,2) NOT NULL);`,
    `CREATE TABLE ops.maint_reqs (req_id integer PRIMARY KEY, bldg_id integer NOT NULL REFERENCES leasing.buildings (bldg_id),
      unit_id integer REFERENCES leasing.units (unit_id), rptd_by integer REFERENCES leasing.tenants (tenant_id),
      asgn_to integer REFERENCES ops.staff (staff_id), vendor_id integer REFERENCES ops.vendors (vendor_id), category text NOT NULL,
      priority text NOT NULL, status text NOT NULL, opened_ts timestamp NOT NULL, closed_ts timestamp, cost_amt numeric(8,2));`,
    `CREATE TABLE ops.inspections (insp_id integer PRIMARY KEY, unit_id integer NOT NULL REFERENCES leasing.units (unit_id), insp_dt date NOT NULL,
      insp_type text NOT NULL, inspector_id integer NOT NULL REFERENCES ops.staff (staff_id), score integer NOT NULL, result text NOT NULL, notes text);`,
    insertRows('ops.staff', ['staff_id', 'full_nm', 'role', 'reports_to', 'hire_dt', 'is_active'], STAFF),
    insertRows('leasing.owners', ['owner_id', 'owner_nm', 'owner_type', 'mgmt_fee_pct', 'client_since'], OWNERS),
    insertRows('leasing.buildings', ['bldg_id', 'bldg_nm', 'street_addr', 'city', 'state_cd', 'yr_built', 'owner_id', 'pets_ok_yn', 'mgr_id'],
      BUILDINGS.map(([id, nm, addr, city, yr, owner, pets, , , , mgr]) => [id, nm, addr, city, 'OH', yr, owner, pets, mgr])),
    insertRows('leasing.units', ['unit_id', 'bldg_id', 'unit_no', 'beds', 'baths', 'sq_ft', 'mkt_rent', 'furnished'], unitRows),
    insertRows('leasing.tenants', ['tenant_id', 'first_nm', 'last_nm', 'email', 'phone', 'created_dt'], tenantRows),
    insertRows('leasing.leases', ['lease_id', 'unit_id', 'tenant_id', 'signed_dt', 'start_dt', 'end_dt', 'term_type', 'mo_rent', 'sec_dep', 'is_renewal', 'lease_status'], leaseRows),
    insertRows('leasing.rent_pmts', ['pmt_id', 'lease_id', 'due_dt', 'amt_due', 'pd_dt', 'pd_amt', 'late_fee', 'pmt_method'], pmtRows),
    insertRows('ops.vendors', ['vendor_id', 'vendor_nm', 'trade', 'preferred_yn', 'license_no', 'hourly_rate'], VENDORS),
    insertRows('ops.maint_reqs', ['req_id', 'bldg_id', 'unit_id', 'rptd_by', 'asgn_to', 'vendor_id', 'category', 'priority', 'status', 'opened_ts', 'closed_ts', 'cost_amt'], reqRows),
    insertRows('ops.inspections', ['insp_id', 'unit_id', 'insp_dt', 'insp_type', 'inspector_id', 'score', 'result', 'notes'], inspRows),
  ].join('\n');
}
