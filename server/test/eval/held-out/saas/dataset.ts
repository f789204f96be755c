/**
 * A subscription software business: accounts, their customer success managers, plans, subscriptions, monthly
 * invoices with line items, and metered usage by integer year and month. Schemas `billing` and `product`.
 * Invoices and usage run from January 2024 up to November 2026 (the set's today is 2026-11-25).
 */
import { insertRows, seededRandom } from '../../seeded-random';

const TODAY = '2026-11-25';

const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const PLANS = [
  // plan_cd, plan_nm, price per seat per month, tier rank, is_legacy, seat range
  ['LEG-BAS', 'Basic (legacy)', 19, 1, 1, [1, 5]],
  ['STARTER', 'Starter', 29, 1, 0, [1, 6]],
  ['LEG-PRO', 'Pro (legacy)', 99, 2, 1, [3, 30]],
  ['TEAM', 'Team', 79, 2, 0, [3, 25]],
  ['BIZ', 'Business', 149, 3, 0, [10, 80]],
  ['ENT', 'Enterprise', 189, 4, 0, [30, 300]],
] as const;
type PlanCd = (typeof PLANS)[number][0];
const plan = (cd: PlanCd) => PLANS.find((p) => p[0] === cd)!;

const COUNTRIES = [
  ['United States', 'NA', 34], ['Canada', 'NA', 8], ['United Kingdom', 'EMEA', 12], ['Germany', 'EMEA', 10],
  ['France', 'EMEA', 6], ['Netherlands', 'EMEA', 5], ['Sweden', 'EMEA', 3], ['Spain', 'EMEA', 3],
  ['Australia', 'APAC', 6], ['India', 'APAC', 5], ['Japan', 'APAC', 3], ['Brazil', 'LATAM', 4], ['Mexico', 'LATAM', 2],
] as const;
const INDUSTRIES = [
  ['Software', 22], ['Retail', 12], ['Healthcare', 11], ['Financial Services', 12], ['Manufacturing', 10],
  ['Education', 8], ['Media', 7], ['Logistics', 8], ['Nonprofit', 4],
] as const;
const PREFIXES = ['Acme', 'Blue', 'Bright', 'Cedar', 'Clear', 'Copper', 'Delta', 'Echo', 'Fern', 'Granite', 'Harbor',
  'Iron', 'Juniper', 'Keystone', 'Lumen', 'Maple', 'Nimbus', 'Northwind', 'Oak', 'Orbit', 'Pine', 'Quartz', 'Red',
  'Silver', 'Summit', 'Tidal', 'Union', 'Vertex', 'Willow', 'Zenith'];
const SUFFIXES = ['Labs', 'Systems', 'Partners', 'Works', 'Group', 'Holdings', 'Technologies', 'Solutions', 'Global',
  'Industries', 'Corp', 'Collective', 'Co', 'Ventures', 'Networks'];

// csm_cd, full_nm, region, mgr_cd
const CSMS: [string, string, string, string | null][] = [
  ['CS00', 'Helen Marsh', 'Global', null],
  ['CS10', 'Diego Alvarez', 'NA', 'CS00'], ['CS20', 'Ingrid Olsen', 'EMEA', 'CS00'],
  ['CS30', 'Kenji Mori', 'APAC', 'CS00'], ['CS40', 'Lucia Ferreira', 'LATAM', 'CS00'],
  ['CS11', 'Aaron Blake', 'NA', 'CS10'], ['CS12', 'Megan Ross', 'NA', 'CS10'], ['CS13', 'Tyler Grant', 'NA', 'CS10'],
  ['CS14', 'Priya Natarajan', 'NA', 'CS10'], ['CS15', 'Jordan Lee', 'NA', 'CS10'],
  ['CS21', 'Oliver Hughes', 'EMEA', 'CS20'], ['CS22', 'Sophie Martin', 'EMEA', 'CS20'],
  ['CS23', 'Lukas Weber', 'EMEA', 'CS20'], ['CS24', 'Emma de Vries', 'EMEA', 'CS20'],
  ['CS25', 'Carlos Ruiz', 'EMEA', 'CS20'],
  ['CS31', 'Chloe Nguyen', 'APAC', 'CS30'], ['CS32', 'Rahul Mehta', 'APAC', 'CS30'],
  ['CS41', 'Gabriel Souza', 'LATAM', 'CS40'],
];

export function datasetSql(): string {
  const rnd = seededRandom(7_315);
  const names = rnd.shuffle(PREFIXES.flatMap((p) => SUFFIXES.map((s) => `${p} ${s}`)));

  const accts: unknown[][] = [];
  const subs: unknown[][] = [];
  interface Sub { acct: string; plan: PlanCd; start: string; end: string | null; status: string; seats: number; mrr: number }
  const subList: Sub[] = [];
  const netDays = new Map<string, number>();

  const makeSub = (acct: string, cd: PlanCd, start: string, end: string | null, status: string): Sub => {
    const p = plan(cd);
    const seats = rnd.int(p[5][0], p[5][1]);
    const discount = rnd.weighted([[0, 6], [0.1, 2], [0.15, 1], [0.2, 1]] as const);
    const mrr = status === 'Trial' ? 0 : Number((seats * p[2] * (1 - discount)).toFixed(2));
    return { acct, plan: cd, start, end, status, seats, mrr };
  };

  const ACCOUNTS = 300;
  for (let i = 0; i < ACCOUNTS; i++) {
    const acctNo = `AC-${10_000 + i * 7 + rnd.int(0, 6)}`;
    const trial = i >= ACCOUNTS - 14;
    let signup: string;
    if (trial) signup = rnd.date('2026-11-12', '2026-11-24');
    else {
      const year = rnd.weighted([[2021, 30], [2022, 45], [2023, 60], [2024, 70], [2025, 65], [2026, 40]] as const);
      const month = rnd.weighted([[1, 14], [2, 11], [3, 12], [4, 8], [5, 7], [6, 6], [7, 5], [8, 6], [9, 11], [10, 12], [11, 8], [12, 4]] as const);
      const last = year === 2026 && month >= 10 ? (month === 11 ? 10 : 28) : 28;
      if (year === 2026 && month === 11) signup = `2026-11-${pad(rnd.int(1, last))}`;
      else signup = `${year}-${pad(month)}-${pad(rnd.int(1, last))}`;
    }
    const [country, region] = rnd.weighted(COUNTRIES.map((c) => [[c[0], c[1]], c[2]] as const));
    const industry = rnd.weighted(INDUSTRIES);
    const legacyEra = signup < '2023-01-01';
    let cd: PlanCd = legacyEra
      ? rnd.weighted([['LEG-BAS', 20], ['LEG-PRO', 20], ['STARTER', 15], ['TEAM', 25], ['BIZ', 13], ['ENT', 7]] as const)
      : rnd.weighted([['STARTER', 36], ['TEAM', 32], ['BIZ', 22], ['ENT', 10]] as const);
    const employees = rnd.chance(0.1) ? null
      : cd === 'ENT' ? rnd.int(800, 25_000) : cd === 'BIZ' ? rnd.int(120, 2_500) : rnd.int(4, 400);
    const csms = CSMS.filter((c) => c[2] === region && c[3] !== 'CS00' && c[3] !== null);
    const csm = (cd === 'STARTER' || cd === 'LEG-BAS') && rnd.chance(0.6) ? null : rnd.pick(csms)[0];
    netDays.set(acctNo, cd === 'ENT' ? 45 : 30);

    if (trial) {
      subList.push(makeSub(acctNo, cd, signup, null, 'Trial'));
      accts.push([acctNo, names[i], country, industry, employees, signup, 'N', null, csm]);
      continue;
    }
    const paidStart = addDays(signup, 14);
    const churnP = { 'LEG-BAS': 0.45, 'LEG-PRO': 0.4, STARTER: 0.35, TEAM: 0.24, BIZ: 0.16, ENT: 0.08 }[cd];
    let churn: string | null = null;
    if (rnd.chance(churnP)) {
      const d = addDays(paidStart, rnd.int(45, 1400));
      if (d < '2026-11-20') churn = d;
    }
    const lifeEnd = churn ?? TODAY;
    let start = paidStart;
    // a quarter of the accounts move to a bigger (or non-legacy) plan once
    if (daysBetween(paidStart, lifeEnd) > 200 && (rnd.chance(0.25) || (cd.startsWith('LEG') && rnd.chance(0.5)))) {
      const upgrade = addDays(paidStart, rnd.int(90, daysBetween(paidStart, lifeEnd) - 60));
      const sub = makeSub(acctNo, cd, start, upgrade, 'Canceled');
      subList.push(sub);
      const next: Record<PlanCd, PlanCd> = { 'LEG-BAS': 'STARTER', STARTER: 'TEAM', 'LEG-PRO': 'TEAM', TEAM: 'BIZ', BIZ: 'ENT', ENT: 'ENT' };
      cd = next[cd];
      start = upgrade;
    }
    subList.push(makeSub(acctNo, cd, start, churn, churn ? 'Canceled' : 'Active'));
    accts.push([acctNo, names[i], country, industry, employees, signup, churn ? 'Y' : 'N', churn, csm]);
  }
  subList.forEach((s, n) => subs.push([5_001 + n, s.acct, s.plan, s.start, s.end, s.status, s.seats, s.mrr]));

  // monthly invoices on the 1st for every subscription in force that day, plus overage lines now and then
  const invoices: unknown[][] = [];
  const lines: unknown[][] = [];
  const usage: unknown[][] = [];
  let invSeq = 240_001;
  const byAcct = new Map<string, Sub[]>();
  for (const s of subList) byAcct.set(s.acct, [...(byAcct.get(s.acct) ?? []), s]);
  for (let m = 0; m < 35; m++) {
    const yr = 2024 + Math.floor(m / 12);
    const mo = (m % 12) + 1;
    const issued = `${yr}-${pad(mo)}-01`;
    const growth = 1 + m * 0.015;
    for (const [acct, list] of byAcct) {
      const live = list.filter((s) => s.status !== 'Trial' && s.start <= issued && (s.end === null || s.end > issued));
      if (live.length === 0) continue;
      const seats = live.reduce((sum, s) => sum + s.seats, 0);
      if (issued < '2026-11-01') {
        const summer = mo === 7 || mo === 8 ? 0.85 : mo === 12 ? 0.8 : 1;
        usage.push([acct, yr, mo, Math.round(seats * rnd.int(400, 3_500) * growth * summer),
          rnd.chance(0.03) ? null : Number((seats * rnd.float(0.3, 2.5) * growth).toFixed(2)),
          Math.max(1, seats - rnd.int(0, Math.ceil(seats * 0.3)))]);
      }
      const invNo = `INV-${invSeq++}`;
      let lineNo = 1;
      let amt = 0;
      for (const s of live) {
        lines.push([invNo, lineNo++, 'Subscription', `${plan(s.plan)[1]} - ${s.seats} seats`, s.seats, s.mrr]);
        amt += s.mrr;
      }
      if (rnd.chance(0.1)) {
        const calls = rnd.int(5, 400) * 1000;
        const a = Number((calls * 0.002).toFixed(2));
        lines.push([invNo, lineNo++, 'API overage', `${calls} extra API calls`, calls, a]);
        amt += a;
      }
      if (rnd.chance(0.06)) {
        const gb = rnd.int(5, 300);
        const a = Number((gb * 0.5).toFixed(2));
        lines.push([invNo, lineNo++, 'Storage overage', `${gb} GB extra storage`, gb, a]);
        amt += a;
      }
      amt = Number(amt.toFixed(2));
      const due = addDays(issued, netDays.get(acct)!);
      const churnedSoon = list.every((s) => s.end !== null) && daysBetween(issued, list[list.length - 1]!.end!) < 70;
      const payP = issued === '2026-11-01' ? 0.25 : issued === '2026-10-01' ? 0.75 : churnedSoon ? 0.8 : 0.985;
      let paid: string | null = null;
      if (rnd.chance(payP)) {
        const lag = rnd.weighted([[rnd.int(0, 10), 5], [rnd.int(11, 30), 4], [rnd.int(31, 75), 1]] as const);
        paid = addDays(issued, lag);
        if (paid >= TODAY) paid = issued === '2026-11-01' ? addDays(issued, rnd.int(0, 23)) : null;
      }
      const status = paid ? 'Paid' : due < TODAY ? 'Overdue' : 'Open';
      invoices.push([invNo, acct, issued, due, amt, paid, status]);
    }
  }

  return [
    'CREATE SCHEMA billing;',
    'CREATE SCHEMA product;',
    `CREATE TABLE product.plans (plan_cd text PRIMARY KEY, plan_nm text NOT NULL, price_per_seat numeric(8,2) NOT NULL,
      tier_rank integer NOT NULL, is_legacy smallint NOT NULL);`,
    `CREATE TABLE billing.csm (csm_cd text PRIMARY KEY, full_nm text NOT NULL, region text NOT NULL, mgr_cd text);`,
    `CREATE TABLE billing.accts (acct_no text PRIMARY KEY, co_name text NOT NULL, country text NOT NULL, industry text,
      employees integer, signup_dt date NOT NULL, churned char(1) NOT NULL, churn_dt date, csm text);`,
    `CREATE TABLE billing.subs (sub_no integer PRIMARY KEY, acct text NOT NULL, plan_cd text NOT NULL, start_dt date NOT NULL,
      end_dt date, status text NOT NULL, seats integer NOT NULL, mrr numeric(10,2) NOT NULL);`,
    `CREATE TABLE billing.invoices (inv_no text PRIMARY KEY, acct text NOT NULL, issued date NOT NULL, due date NOT NULL,
      amount numeric(12,2) NOT NULL, paid_dt date, status text NOT NULL);`,
    `CREATE TABLE billing.inv_lines (inv_no text NOT NULL, line_no integer NOT NULL, line_type text NOT NULL, descr text,
      qty integer, line_amt numeric(12,2) NOT NULL, PRIMARY KEY (inv_no, line_no));`,
    `CREATE TABLE product.usage (acct text NOT NULL, yr integer NOT NULL, mo integer NOT NULL, api_calls bigint,
      storage_gb numeric(10,2), active_users integer);`,
    insertRows('product.plans', ['plan_cd', 'plan_nm', 'price_per_seat', 'tier_rank', 'is_legacy'], PLANS.map((p) => p.slice(0, 5))),
    insertRows('billing.csm', ['csm_cd', 'full_nm', 'region', 'mgr_cd'], CSMS),
    insertRows('billing.accts', ['acct_no', 'co_name', 'country', 'industry', 'employees', 'signup_dt', 'churned', 'churn_dt', 'csm'], accts),
    insertRows('billing.subs', ['sub_no', 'acct', 'plan_cd', 'start_dt', 'end_dt', 'status', 'seats', 'mrr'], subs),
    insertRows('billing.invoices', ['inv_no', 'acct', 'issued', 'due', 'amount', 'paid_dt', 'status'], invoices),
    insertRows('billing.inv_lines', ['inv_no', 'line_no', 'line_type', 'descr', 'qty', 'line_amt'], lines),
    insertRows('product.usage', ['acct', 'yr', 'mo', 'api_calls', 'storage_gb', 'active_users'], usage),
  ].join('\n');
}
