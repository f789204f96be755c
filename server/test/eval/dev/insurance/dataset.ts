/**
 * Keystone Harbor Mutual, a regional property & casualty insurer writing personal and commercial lines in
 * Pennsylvania, Ohio, New Jersey and New York through captive agents and independent brokers.
 *
 * Schema `uw` (underwriting, distribution and billing): lines of business (`lob_ref`, with a Y/N commercial-lines
 * flag), products (`prod`, each in one line), agents and brokers (`agt`: a VP of distribution, one regional manager
 * per state and the agents reporting to them through `mgr_cd`; managers keep a small book of their own; agents who
 * left have a `term_dt`), policyholders (`ph`: individuals and businesses, `ph_typ` IND or BUS), policies (`pol`:
 * one row per twelve-month term, renewals get a new `pol_no`; `uw_yr` is the year of `eff_dt`; `new_bus_yn` is N
 * for renewals; `pol_sts` INFORCE, EXPIRED, CANCELLED (insured's request) or LAPSED (non-payment), cancelled and
 * lapsed terms have a `cxl_dt`) and premium bills (`prem_bill`: one per installment of the policy's pay plan, sent 20
 * days before the due date; an unpaid bill has no `pd_dt`).
 *
 * Schema `clm` (claims): causes of loss (`cause_ref`), adjusters (`adj`, by desk), claims (`clm`: `loss_dt` is the
 * date of loss kept as YYYYMMDD text by the legacy claim system, `rpt_dt` the date it was reported; `clm_sts` OPEN or
 * CLOSED, an open claim has no `cls_dt`; a closed claim has a `cls_rsn_cd` PAID, DENIED or WITHDRAWN; `rsv_amt` is
 * the case reserve set on the claim, `paid_amt` the total paid to date; `lit_yn` Y when in litigation) and claim
 * payments (`pmt`, which add up to the claim's `paid_amt`).
 *
 * Policies from January 2023 (the book migrated from the old system renews in 2023 as non-new business) to
 * 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const TODAY = '2026-11-25';

type State = 'PA' | 'OH' | 'NJ' | 'NY';

/** [lob_cd, lob_desc, cml_yn] */
const LOBS: [string, string, 'Y' | 'N'][] = [
  ['PA', 'Personal Auto', 'N'],
  ['HO', 'Homeowners', 'N'],
  ['PUMB', 'Personal Umbrella', 'N'],
  ['CA', 'Commercial Auto', 'Y'],
  ['CPP', 'Commercial Property', 'Y'],
  ['WC', 'Workers Compensation', 'Y'],
];

interface Product {
  cd: string;
  nm: string;
  lob: string;
  /** 2023 base annual premium */
  base: number;
  /** expected claims per policy year */
  freq: number;
  /** claim severity against the cause's median */
  sev: number;
  ded: number[];
  lmt: () => number;
}

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

function products(r: SeededRandom): Product[] {
  return [
    { cd: 'PA-STD', nm: 'Personal Auto Standard', lob: 'PA', base: 1900, freq: 0.3, sev: 1, ded: [250, 500, 500, 1000], lmt: () => r.pick([100000, 300000, 300000, 500000]) },
    { cd: 'PA-PRF', nm: 'Personal Auto Preferred', lob: 'PA', base: 1500, freq: 0.24, sev: 1, ded: [500, 1000], lmt: () => r.pick([300000, 500000, 500000]) },
    { cd: 'HO-3', nm: 'Homeowners Special Form HO-3', lob: 'HO', base: 1900, freq: 0.12, sev: 1, ded: [500, 1000, 1000, 2500, 5000], lmt: () => roundTo(r.float(180000, 950000), 10000) },
    { cd: 'HO-6', nm: 'Condo Unit Owners HO-6', lob: 'HO', base: 780, freq: 0.09, sev: 0.5, ded: [500, 1000, 2500], lmt: () => roundTo(r.float(40000, 220000), 5000) },
    { cd: 'DP-3', nm: 'Dwelling Fire DP-3', lob: 'HO', base: 1350, freq: 0.12, sev: 0.9, ded: [1000, 2500, 5000], lmt: () => roundTo(r.float(150000, 520000), 10000) },
    { cd: 'PUP', nm: 'Personal Umbrella', lob: 'PUMB', base: 390, freq: 0.015, sev: 4, ded: [0], lmt: () => r.pick([1000000, 1000000, 2000000, 5000000]) },
    { cd: 'CA-SML', nm: 'Commercial Auto Small Business', lob: 'CA', base: 5400, freq: 0.45, sev: 1.1, ded: [500, 1000, 2500], lmt: () => r.pick([500000, 1000000, 1000000]) },
    { cd: 'CA-FLT', nm: 'Commercial Auto Fleet', lob: 'CA', base: 23000, freq: 1.9, sev: 1.1, ded: [1000, 2500, 5000], lmt: () => r.pick([1000000, 1000000, 2000000]) },
    { cd: 'BOP', nm: 'Businessowners Package', lob: 'CPP', base: 3900, freq: 0.2, sev: 0.9, ded: [1000, 2500, 5000], lmt: () => roundTo(r.float(300000, 2000000), 50000) },
    { cd: 'CPP-STD', nm: 'Commercial Property Standard', lob: 'CPP', base: 13500, freq: 0.45, sev: 1.5, ded: [2500, 5000, 10000, 25000], lmt: () => roundTo(r.float(750000, 6000000), 50000) },
    { cd: 'WC-STD', nm: 'Workers Compensation', lob: 'WC', base: 15500, freq: 0.75, sev: 1, ded: [0], lmt: () => 1000000 },
  ];
}

/** [agt_cd, agt_nm, role, chan, mgr_cd, st_cd, comm_pct, hire_dt, term_dt, weight] */
const AGENTS: [string, string, string, string, string | null, State, number, string, string | null, number][] = [
  ['K100', 'Margaret Okafor', 'VP Distribution', 'CAPTIVE', null, 'PA', 10, '2006-04-03', null, 0.12],
  ['K110', 'Daniel Reyes', 'Regional Manager', 'CAPTIVE', 'K100', 'PA', 10, '2011-08-15', null, 0.3],
  ['K120', 'Susan Whitfield', 'Regional Manager', 'CAPTIVE', 'K100', 'OH', 10, '2013-02-04', null, 0.28],
  ['K130', 'Anthony Russo', 'Regional Manager', 'CAPTIVE', 'K100', 'NJ', 10, '2012-10-01', null, 0.33],
  ['K140', 'Grace Liu', 'Regional Manager', 'CAPTIVE', 'K100', 'NY', 10, '2016-05-16', null, 0.26],
  ['K111', 'Brian Kowalczyk', 'Agent', 'CAPTIVE', 'K110', 'PA', 12, '2014-03-10', null, 1.45],
  ['K112', 'Tanya Brooks', 'Broker', 'INDEPENDENT', 'K110', 'PA', 15, '2017-06-01', null, 1.1],
  ['K113', 'Heather Lindqvist', 'Agent', 'CAPTIVE', 'K110', 'PA', 10, '2019-01-14', null, 0.8],
  ['K114', 'Omar Haddad', 'Broker', 'INDEPENDENT', 'K110', 'PA', 17.5, '2015-09-21', null, 1.25],
  ['K115', 'Julie Santangelo', 'Agent', 'CAPTIVE', 'K110', 'PA', 12, '2018-04-02', '2024-06-28', 0.9],
  ['K116', 'Marcus Feld', 'Agent', 'CAPTIVE', 'K110', 'PA', 12.5, '2026-03-02', null, 0.9],
  ['K121', 'Kevin Doyle', 'Agent', 'CAPTIVE', 'K120', 'OH', 12, '2012-11-05', null, 1.3],
  ['K122', 'Rita Vasquez', 'Broker', 'INDEPENDENT', 'K120', 'OH', 20, '2016-02-29', null, 0.95],
  ['K123', 'Paul Niemann', 'Agent', 'CAPTIVE', 'K120', 'OH', 10, '2020-07-20', null, 0.7],
  ['K124', 'Denise Harper', 'Broker', 'INDEPENDENT', 'K120', 'OH', 15, '2018-10-08', null, 1.05],
  ['K125', 'Sam Oduya', 'Agent', 'CAPTIVE', 'K120', 'OH', 12, '2023-09-11', null, 0.85],
  ['K131', 'Lisa Caruso', 'Agent', 'CAPTIVE', 'K130', 'NJ', 12, '2013-05-13', null, 1.2],
  ['K132', 'Vikram Shah', 'Broker', 'INDEPENDENT', 'K130', 'NJ', 17.5, '2017-03-27', null, 1.35],
  ['K133', 'Frank DeLuca', 'Agent', 'CAPTIVE', 'K130', 'NJ', 12.5, '2009-01-05', null, 0.75],
  ['K134', 'Monica Reilly', 'Broker', 'INDEPENDENT', 'K130', 'NJ', 15, '2019-08-19', '2024-11-15', 0.9],
  ['K135', 'Derek Lin', 'Agent', 'CAPTIVE', 'K130', 'NJ', 12, '2024-12-02', null, 0.8],
  ['K141', 'Ethan Goldberg', 'Agent', 'CAPTIVE', 'K140', 'NY', 12, '2014-12-01', null, 1.15],
  ['K142', 'Naomi Pierce', 'Broker', 'INDEPENDENT', 'K140', 'NY', 17.5, '2018-01-22', null, 1.0],
  ['K143', 'Carlos Mejia', 'Agent', 'CAPTIVE', 'K140', 'NY', 10, '2021-04-12', null, 0.65],
  ['K144', 'Joanne Kim', 'Broker', 'INDEPENDENT', 'K140', 'NY', 20, '2016-07-05', null, 1.2],
];

/** [adj_cd, adj_nm, desk_cd, auth_lmt, hire_dt, weight] */
const ADJUSTERS: [string, string, string, number, string, number][] = [
  ['AJ01', 'Rebecca Stone', 'AUTO', 50000, '2012-06-04', 1.3],
  ['AJ02', 'Tom Hargrove', 'AUTO', 25000, '2019-03-18', 1.0],
  ['AJ03', 'Nina Patel', 'AUTO', 25000, '2021-09-07', 0.8],
  ['AJ04', 'Luis Romero', 'AUTO', 50000, '2016-01-11', 1.15],
  ['AJ05', 'Claire Dubois', 'PROP', 100000, '2010-10-25', 1.2],
  ['AJ06', 'Greg Walsh', 'PROP', 50000, '2018-05-14', 0.9],
  ['AJ07', 'Yolanda Price', 'PROP', 100000, '2015-02-02', 1.05],
  ['AJ08', 'Martin Cho', 'CAS', 250000, '2009-07-20', 1.1],
  ['AJ09', 'Irene Novak', 'CAS', 100000, '2017-11-06', 1.0],
  ['AJ10', 'Jamal Wright', 'CAS', 250000, '2013-04-29', 0.85],
];

/** [cause_cd, cause_desc, median severity, spread] */
const CAUSES: [string, string, number, number][] = [
  ['COLL', 'Collision', 4800, 0.7],
  ['COMP', 'Comprehensive (glass, animal, vandalism)', 1900, 0.8],
  ['THEFT', 'Theft', 6500, 0.7],
  ['BI', 'Bodily injury liability', 12000, 0.9],
  ['WATER', 'Water damage', 7000, 0.8],
  ['WIND', 'Wind and hail', 6000, 0.9],
  ['FIRE', 'Fire and smoke', 22000, 1.1],
  ['LIAB', 'Premises liability', 15000, 0.9],
  ['INJ', 'Workplace injury', 11000, 1.0],
  ['OCC', 'Occupational illness', 19000, 0.9],
];

const CAUSE_MIX: Record<string, [string, number][]> = {
  PA: [['COLL', 58], ['COMP', 26], ['THEFT', 6], ['BI', 10]],
  CA: [['COLL', 58], ['COMP', 14], ['THEFT', 6], ['BI', 22]],
  HO: [['WATER', 34], ['WIND', 30], ['FIRE', 9], ['THEFT', 14], ['LIAB', 13]],
  CPP: [['WATER', 26], ['WIND', 24], ['FIRE', 16], ['THEFT', 12], ['LIAB', 22]],
  WC: [['INJ', 84], ['OCC', 16]],
  PUMB: [['LIAB', 100]],
};

const CITIES: Record<State, string[]> = {
  PA: ['Harrisburg', 'Lancaster', 'York', 'Allentown', 'Reading', 'Pittsburgh', 'Erie', 'State College', 'Scranton'],
  OH: ['Columbus', 'Dayton', 'Akron', 'Toledo', 'Canton', 'Cincinnati', 'Youngstown'],
  NJ: ['Trenton', 'Edison', 'Cherry Hill', 'Princeton', 'Toms River', 'Morristown'],
  NY: ['Albany', 'Buffalo', 'Rochester', 'Syracuse', 'Binghamton', 'Poughkeepsie'],
};

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Andrew', 'Ashley', 'Joshua', 'Emily', 'Kenneth', 'Michelle', 'Tyler', 'Amanda', 'Brandon', 'Megan', 'Jordan', 'Aisha', 'Wei', 'Fatima', 'Diego', 'Hannah', 'Caleb', 'Zoe', 'Gregory', 'Rosa', 'Stanley', 'Irina', 'Dominic', 'Kayla'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Patel', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Kowalski', 'Schmidt', 'Murphy', 'Sullivan', 'Rossi', 'Fischer'];
const BIZ_A = ['Allegheny', 'Keystone', 'Lakeshore', 'Susquehanna', 'Buckeye', 'Hudson', 'Garden State', 'Empire', 'Riverbend', 'Summit', 'Ironworks', 'Maple Leaf', 'Cardinal', 'Bluestone', 'Harbor', 'Valley', 'Pioneer', 'Northgate', 'Liberty', 'Cornerstone', 'Tri-County', 'Erie Shore', 'Pinecrest', 'Red Oak'];
const BIZ_B = ['Plumbing', 'Roofing', 'Logistics', 'Dental Group', 'Bakery', 'Auto Body', 'Landscaping', 'Electric', 'Builders', 'Freight', 'Machine Shop', 'Florist', 'Brewing', 'Veterinary Clinic', 'Hardware', 'Catering', 'HVAC Services', 'Printing', 'Trucking', 'Diner', 'Fitness', 'Paving', 'Cabinetry', 'Pharmacy'];
const BIZ_C = ['LLC', 'Inc', 'Co', 'LLC', 'Inc'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const addMonths = (iso: string, n: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(d, last))}`;
};
const round2 = (n: number) => Math.round(n * 100) / 100;
/** A roughly standard normal draw. */
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;
/** Premium level by the year a term starts, against 2023. */
const RATE_INDEX: Record<number, number> = { 2023: 1, 2024: 1.065, 2025: 1.13, 2026: 1.19 };
/** Never let a term start on the 25th of November, so no term expires exactly today. */
const noEdge = (iso: string) => (iso.slice(5) === '11-25' ? addDays(iso, 1) : iso);

interface Term {
  polNo: string;
  ph: string;
  agt: string;
  prod: Product;
  eff: string;
  exp: string;
  prem: number;
  status: string;
  cxl: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(41_777);
  const PRODUCTS = products(r);
  const prodOf = (cd: string) => {
    const p = PRODUCTS.find((x) => x.cd === cd);
    if (!p) throw new Error(cd);
    return p;
  };

  const agentActive = (cd: string, day: string) => {
    const a = AGENTS.find((x) => x[0] === cd);
    return !!a && a[7] <= day && (a[8] === null || a[8] > day);
  };
  const agentFor = (st: State, day: string): string =>
    r.weighted(AGENTS.filter((a) => a[5] === st && a[7] <= day && (a[8] === null || a[8] > day)).map((a) => [a[0], a[9]] as [string, number]));

  // Policyholders
  const phRows: unknown[][] = [];
  const names = new Set<string>();
  interface Holder { cd: string; st: State; bus: boolean; since: string; migrated: boolean }
  const holders: Holder[] = [];
  let phSeq = 100_200;
  const makeHolder = (migrated: boolean) => {
    const bus = r.chance(0.2);
    const st = r.weighted<State>([['PA', 36], ['OH', 25], ['NJ', 20], ['NY', 19]]);
    let nm = '';
    do {
      nm = bus ? `${r.pick(BIZ_A)} ${r.pick(BIZ_B)} ${r.pick(BIZ_C)}` : `${r.pick(FIRST)} ${r.pick(LAST)}`;
    } while (names.has(nm.replace(/ (LLC|Inc|Co)$/, '')));
    names.add(nm.replace(/ (LLC|Inc|Co)$/, ''));
    const since = migrated ? r.date('2008-01-01', '2022-12-31') : noEdge(r.date('2023-01-02', '2026-11-20'));
    const cd = `P${(phSeq += r.int(1, 9))}`;
    const dob = bus ? null : r.date('1941-01-01', '2004-06-30');
    phRows.push([cd, nm, bus ? 'BUS' : 'IND', r.pick(CITIES[st]), st, dob, since]);
    holders.push({ cd, st, bus, since, migrated });
  };
  for (let i = 0; i < 330; i++) makeHolder(true);
  for (let i = 0; i < 430; i++) makeHolder(false);

  // Policies (one row per term) and premium bills
  const terms: Term[] = [];
  const polRows: unknown[][] = [];
  const billRows: unknown[][] = [];
  const rb = seededRandom(52_901);
  const polSeq: Record<string, number> = {};
  let billSeq = 7_000_000;
  const PLANS: [string, number][] = [['ANNUAL', 1], ['SEMI', 2], ['QTRLY', 4], ['MTHLY', 12]];
  const LAPSE_CHANCE: Record<string, number> = { ANNUAL: 0.02, SEMI: 0.035, QTRLY: 0.06, MTHLY: 0.09 };

  const writeAccount = (h: Holder, prod: Product, start: string) => {
    let eff = noEdge(start);
    let agt = agentFor(h.st, eff);
    let newBus = !h.migrated;
    let prem = prod.base * Math.exp(normal(r) * 0.28) * (RATE_INDEX[Number(eff.slice(0, 4))] ?? 1.19);
    const plan = h.bus
      ? r.weighted<string>([['ANNUAL', 50], ['SEMI', 15], ['QTRLY', 30], ['MTHLY', 5]])
      : r.weighted<string>([['ANNUAL', 35], ['SEMI', 35], ['QTRLY', 15], ['MTHLY', 15]]);
    const ded = r.pick(prod.ded);
    let lmt = prod.lmt();
    while (eff <= LAST_DAY) {
      if (!agentActive(agt, eff)) agt = agentFor(h.st, eff);
      const exp = addMonths(eff, 12);
      const yr = Number(eff.slice(0, 4));
      const seqKey = `${prod.lob}${yr % 100}`;
      polSeq[seqKey] = (polSeq[seqKey] ?? 0) + r.int(1, 4);
      const polNo = `${prod.lob}${yr % 100}-${pad(polSeq[seqKey] ?? 0, 5)}`;
      const premAmt = round2(prem);

      // Bills, and a lapse when one goes unpaid
      const n = PLANS.find((p) => p[0] === plan)?.[1] ?? 1;
      const lapseAt = rb.chance(LAPSE_CHANCE[plan] ?? 0.03) ? rb.int(n === 1 ? 0 : 1, n - 1) : -1;
      const lapseDue = lapseAt >= 0 ? addMonths(eff, (lapseAt * 12) / n) : null;
      let cxl: string | null = lapseDue ? addDays(lapseDue, 30) : null;
      let status = 'LAPSED';
      if (!cxl && rb.chance(0.045)) {
        cxl = addDays(eff, rb.int(15, 340));
        status = 'CANCELLED';
      }
      if (cxl && (cxl > LAST_DAY || cxl >= exp)) {
        cxl = null;
      }
      if (!cxl) status = exp <= LAST_DAY ? 'EXPIRED' : 'INFORCE';
      const inst = round2(premAmt / n);
      for (let i = 0; i < n; i++) {
        const due = addMonths(eff, (i * 12) / n);
        const billDt = addDays(due, -20);
        if (billDt > LAST_DAY) break;
        if (cxl && due >= cxl) break;
        const amt = i === n - 1 ? round2(premAmt - inst * (n - 1)) : inst;
        let pdDt: string | null = null;
        const unpaidLapse = lapseAt >= 0 && i >= lapseAt;
        if (!unpaidLapse) {
          const offset = rb.weighted<number>([[-18, 12], [-10, 16], [-4, 18], [0, 22], [3, 14], [8, 9], [16, 6], [27, 3]]) + rb.int(-2, 2);
          pdDt = addDays(due, offset);
          if (pdDt < billDt) pdDt = addDays(billDt, rb.int(1, 5));
          if (pdDt > LAST_DAY) pdDt = null;
          if (pdDt && due >= '2026-10-01' && rb.chance(0.06)) pdDt = null;
        }
        billRows.push([`B${(billSeq += rb.int(1, 3))}`, polNo, i + 1, billDt, due, amt, pdDt ? amt : null, pdDt]);
      }
      polRows.push([polNo, h.cd, agt, prod.cd, eff, exp, yr, premAmt, ded, lmt, plan, newBus ? 'Y' : 'N', status, cxl]);
      terms.push({ polNo, ph: h.cd, agt, prod, eff, exp, prem: premAmt, status, cxl });
      if (status !== 'EXPIRED' || !r.chance(h.bus ? 0.82 : 0.86)) break;
      eff = exp;
      newBus = false;
      prem = prem * r.float(1.02, 1.09, 4) * (r.chance(0.1) ? r.float(0.85, 1.25, 3) : 1);
      if (r.chance(0.08)) lmt = prod.lmt();
    }
  };

  for (const h of holders) {
    const offers: [string, number][] = h.bus
      ? [['CA-SML', 0.38], ['CA-FLT', 0.1], ['BOP', 0.42], ['CPP-STD', 0.3], ['WC-STD', 0.5]]
      : [['PA-STD', 0.55], ['PA-PRF', 0.33], ['HO-3', 0.5], ['HO-6', 0.1], ['DP-3', 0.06], ['PUP', 0.1]];
    let chosen = offers.filter(([, p]) => r.chance(p)).map(([cd]) => cd);
    if (chosen.includes('PA-STD') && chosen.includes('PA-PRF')) chosen = chosen.filter((c) => c !== 'PA-PRF');
    if (chosen.includes('CA-SML') && chosen.includes('CA-FLT')) chosen = chosen.filter((c) => c !== 'CA-SML');
    if (chosen.length === 0) chosen = [h.bus ? 'BOP' : 'PA-STD'];
    chosen.forEach((cd, k) => {
      const start = h.migrated ? r.date('2023-01-01', '2023-12-31') : k === 0 ? h.since : addDays(h.since, r.int(0, 120));
      if (start <= LAST_DAY) writeAccount(h, prodOf(cd), start);
    });
  }

  // Claims
  const rc = seededRandom(63_113);
  interface Claim {
    pol: string;
    loss: string;
    rpt: string;
    cause: string;
    adj: string;
    sts: string;
    cls: string | null;
    rsn: string | null;
    rsv: number;
    lit: 'Y' | 'N';
    pmts: [string, number, string, string][];
  }
  const claims: Claim[] = [];
  const adjFor = (desk: string) => rc.weighted(ADJUSTERS.filter((a) => a[2] === desk).map((a) => [a[0], a[5]] as [string, number]));
  for (const t of terms) {
    const end = [t.cxl ?? t.exp, addDays(LAST_DAY, 1)].sort()[0] as string;
    const days = daysBetween(t.eff, end);
    if (days <= 0) continue;
    const lambda = 1.4 * t.prod.freq * (days / 365);
    // Poisson draw
    let k = 0;
    let p = Math.exp(-lambda);
    let cum = p;
    const u = rc.next();
    while (u > cum && k < 12) {
      k++;
      p *= lambda / k;
      cum += p;
    }
    for (let i = 0; i < k; i++) {
      const lob = t.prod.lob;
      const loss = addDays(t.eff, rc.int(0, days - 1));
      const cause = rc.weighted(CAUSE_MIX[lob] ?? [['LIAB', 1]]);
      const lag = lob === 'WC' || cause === 'OCC' ? rc.weighted<number>([[rc.int(0, 7), 50], [rc.int(8, 45), 40], [rc.int(46, 160), 10]])
        : cause === 'BI' || cause === 'LIAB' ? rc.weighted<number>([[rc.int(0, 10), 60], [rc.int(11, 90), 32], [rc.int(91, 300), 8]])
          : rc.weighted<number>([[rc.int(0, 3), 62], [rc.int(4, 20), 30], [rc.int(21, 75), 8]]);
      const rpt = addDays(loss, lag);
      if (rpt > LAST_DAY) continue;
      const [, , median, spread] = CAUSES.find((c) => c[0] === cause) ?? CAUSES[0]!;
      const sev = 0.72 * median * t.prod.sev * Math.exp(normal(rc) * spread);
      const rsv = Math.max(500, roundTo(sev * rc.float(0.75, 1.3, 3), 100));
      const desk = lob === 'WC' || lob === 'PUMB' || cause === 'BI' || cause === 'LIAB' ? 'CAS' : lob === 'PA' || lob === 'CA' ? 'AUTO' : 'PROP';
      const heavy = desk === 'CAS';
      const lit: 'Y' | 'N' = rc.chance(heavy ? 0.22 : 0.015) ? 'Y' : 'N';
      const rsn = rc.weighted<string>([['PAID', 86], ['DENIED', 10], ['WITHDRAWN', 4]]);
      const dur = rsn === 'PAID'
        ? heavy ? rc.int(45, lit === 'Y' ? 900 : 420) : desk === 'AUTO' ? rc.int(8, 110) : rc.int(15, 200)
        : rc.int(7, 75);
      const clsDay = addDays(rpt, dur);
      const closed = clsDay <= LAST_DAY;
      const pmts: [string, number, string, string][] = [];
      const payeeFor = () => (heavy ? (lob === 'WC' ? rc.weighted<string>([['CLAIMANT', 55], ['VENDOR', 45]]) : rc.weighted<string>([['CLAIMANT', 75], ['VENDOR', 25]]))
        : rc.weighted<string>([['INSURED', 55], ['VENDOR', 45]]));
      const spread2 = (total: number, count: number, from: string, to: string, finalOnLast: boolean) => {
        const weights = Array.from({ length: count }, () => rc.float(0.3, 1, 3));
        const sum = weights.reduce((a, b) => a + b, 0);
        const span = Math.max(0, daysBetween(from, to));
        const dates = Array.from({ length: count }, () => addDays(from, rc.int(0, span))).sort();
        if (finalOnLast) dates[count - 1] = to;
        let left = total;
        for (let j = 0; j < count; j++) {
          const amt = j === count - 1 ? round2(left) : round2((total * (weights[j] ?? 1)) / sum);
          left -= amt;
          pmts.push([dates[j] ?? to, amt, payeeFor(), rc.chance(0.7) ? 'EFT' : 'CHECK']);
        }
      };
      if (closed && rsn === 'PAID') {
        const factor = rc.weighted<number>([[rc.float(0.45, 0.8, 3), 30], [rc.float(0.8, 1, 3), 38], [rc.float(1, 1.2, 3), 22], [rc.float(1.2, 1.6, 3), 10]]);
        const total = round2(rsv * factor + rc.float(0, 99.99));
        const count = desk === 'AUTO' ? rc.weighted<number>([[1, 70], [2, 25], [3, 5]]) : heavy ? rc.int(1, 5) : rc.int(1, 3);
        spread2(total, count, addDays(rpt, 2) > clsDay ? clsDay : addDays(rpt, 2), clsDay, true);
      } else if (!closed && addDays(rpt, 3) <= LAST_DAY && rc.chance(0.45)) {
        const total = round2(rsv * rc.float(0.08, 0.6, 3));
        spread2(total, rc.int(1, 2), addDays(rpt, 3), LAST_DAY, false);
      }
      claims.push({ pol: t.polNo, loss, rpt, cause, adj: adjFor(desk), sts: closed ? 'CLOSED' : 'OPEN', cls: closed ? clsDay : null, rsn: closed ? rsn : null, rsv, lit, pmts });
    }
  }
  claims.sort((a, b) => a.rpt.localeCompare(b.rpt) || a.loss.localeCompare(b.loss) || a.pol.localeCompare(b.pol));
  const clmRows: unknown[][] = [];
  const pmtRows: unknown[][] = [];
  const clmSeq: Record<string, number> = {};
  let pmtSeq = 880_000;
  const allPmts: [string, string, number, string, string][] = [];
  for (const c of claims) {
    const yy = c.rpt.slice(2, 4);
    clmSeq[yy] = (clmSeq[yy] ?? 0) + rc.int(1, 3);
    const clmNo = `CL${yy}-${pad(clmSeq[yy] ?? 0, 5)}`;
    const paid = round2(c.pmts.reduce((s, p) => s + p[1], 0));
    clmRows.push([clmNo, c.pol, c.loss.replace(/-/g, ''), c.rpt, c.cause, c.adj, c.sts, c.cls, c.rsn, c.rsv, paid, c.lit]);
    for (const p of c.pmts) allPmts.push([clmNo, p[0], p[1], p[2], p[3]]);
  }
  allPmts.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
  for (const p of allPmts) pmtRows.push([`PM${(pmtSeq += rc.int(1, 2))}`, ...p]);

  if (TODAY <= LAST_DAY) throw new Error('today must follow the last day of data');

  return [
    'CREATE SCHEMA uw;',
    'CREATE SCHEMA clm;',
    `CREATE TABLE uw.lob_ref (lob_cd varchar(4) PRIMARY KEY, lob_desc text NOT NULL, cml_yn char(1) NOT NULL);`,
    `CREATE TABLE uw.prod (prod_cd varchar(8) PRIMARY KEY, prod_nm text NOT NULL, lob_cd varchar(4) NOT NULL REFERENCES uw.lob_ref (lob_cd));`,
    `CREATE TABLE uw.agt (agt_cd char(4) PRIMARY KEY, agt_nm text NOT NULL, role_desc text NOT NULL, chan_cd text NOT NULL,
      mgr_cd char(4) REFERENCES uw.agt (agt_cd), st_cd char(2) NOT NULL, comm_pct numeric(4,2) NOT NULL, hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE uw.ph (ph_cd varchar(8) PRIMARY KEY, ph_nm text NOT NULL, ph_typ char(3) NOT NULL, city text NOT NULL, st_cd char(2) NOT NULL,
      birth_dt date, cust_since_dt date NOT NULL);`,
    `CREATE TABLE uw.pol (pol_no varchar(12) PRIMARY KEY, ph_cd varchar(8) NOT NULL REFERENCES uw.ph (ph_cd), agt_cd char(4) NOT NULL REFERENCES uw.agt (agt_cd),
      prod_cd varchar(8) NOT NULL REFERENCES uw.prod (prod_cd), eff_dt date NOT NULL, exp_dt date NOT NULL, uw_yr integer NOT NULL,
      prem_amt numeric(10,2) NOT NULL, ded_amt numeric(9,2) NOT NULL, lmt_amt numeric(12,2) NOT NULL, pay_plan text NOT NULL,
      new_bus_yn char(1) NOT NULL, pol_sts text NOT NULL, cxl_dt date);`,
    `CREATE TABLE uw.prem_bill (bill_no varchar(10) PRIMARY KEY, pol_no varchar(12) NOT NULL REFERENCES uw.pol (pol_no), inst_no integer NOT NULL,
      bill_dt date NOT NULL, due_dt date NOT NULL, bill_amt numeric(10,2) NOT NULL, pd_amt numeric(10,2), pd_dt date);`,
    `CREATE TABLE clm.cause_ref (cause_cd varchar(6) PRIMARY KEY, cause_desc text NOT NULL);`,
    `CREATE TABLE clm.adj (adj_cd char(4) PRIMARY KEY, adj_nm text NOT NULL, desk_cd text NOT NULL, auth_lmt numeric(10,2) NOT NULL, hire_dt date NOT NULL);`,
    `CREATE TABLE clm.clm (clm_no varchar(10) PRIMARY KEY, pol_no varchar(12) NOT NULL REFERENCES uw.pol (pol_no), loss_dt char(8) NOT NULL,
      rpt_dt date NOT NULL, cause_cd varchar(6) NOT NULL REFERENCES clm.cause_ref (cause_cd), adj_cd char(4) NOT NULL REFERENCES clm.adj (adj_cd),
      clm_sts text NOT NULL, cls_dt date, cls_rsn_cd text, rsv_amt numeric(12,2) NOT NULL, paid_amt numeric(12,2) NOT NULL, lit_yn char(1) NOT NULL);`,
    `CREATE TABLE clm.pmt (pmt_no varchar(10) PRIMARY KEY, clm_no varchar(10) NOT NULL REFERENCES clm.clm (clm_no), pmt_dt date NOT NULL,
      pmt_amt numeric(12,2) NOT NULL, payee_typ text NOT NULL, pmt_mthd text NOT NULL);`,
    insertRows('uw.lob_ref', ['lob_cd', 'lob_desc', 'cml_yn'], LOBS),
    insertRows('uw.prod', ['prod_cd', 'prod_nm', 'lob_cd'], PRODUCTS.map((p) => [p.cd, p.nm, p.lob])),
    insertRows('uw.agt', ['agt_cd', 'agt_nm', 'role_desc', 'chan_cd', 'mgr_cd', 'st_cd', 'comm_pct', 'hire_dt', 'term_dt'],
      AGENTS.map((a) => a.slice(0, 9))),
    insertRows('uw.ph', ['ph_cd', 'ph_nm', 'ph_typ', 'city', 'st_cd', 'birth_dt', 'cust_since_dt'], phRows),
    insertRows('uw.pol', ['pol_no', 'ph_cd', 'agt_cd', 'prod_cd', 'eff_dt', 'exp_dt', 'uw_yr', 'prem_amt', 'ded_amt', 'lmt_amt', 'pay_plan', 'new_bus_yn', 'pol_sts', 'cxl_dt'], polRows),
    insertRows('uw.prem_bill', ['bill_no', 'pol_no', 'inst_no', 'bill_dt', 'due_dt', 'bill_amt', 'pd_amt', 'pd_dt'], billRows),
    insertRows('clm.cause_ref', ['cause_cd', 'cause_desc'], CAUSES.map((c) => [c[0], c[1]])),
    insertRows('clm.adj', ['adj_cd', 'adj_nm', 'desk_cd', 'auth_lmt', 'hire_dt'], ADJUSTERS.map((a) => a.slice(0, 5))),
    insertRows('clm.clm', ['clm_no', 'pol_no', 'loss_dt', 'rpt_dt', 'cause_cd', 'adj_cd', 'clm_sts', 'cls_dt', 'cls_rsn_cd', 'rsv_amt', 'paid_amt', 'lit_yn'], clmRows),
    insertRows('clm.pmt', ['pmt_no', 'clm_no', 'pmt_dt', 'pmt_amt', 'payee_typ', 'pmt_mthd'], pmtRows),
  ].join('\n');
}
