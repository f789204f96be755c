/**
 * Larkspur Specialty Foods, Inc., a privately held maker of sauces, dressings and marinades for grocery chains and
 * food-service distributors. About 140 people: one plant with an attached warehouse in Grand Rapids, Michigan (three
 * production shifts plus maintenance, quality and shipping), a head office in the same building (finance, HR, IT,
 * marketing, executive office), and a sales team, several of whose account executives work from home in neighbouring
 * states. Payroll is run in house, semi-monthly (periods the 1st–15th and the 16th–end of month, paid on the last day
 * of the period, or the Friday before when that falls on a weekend); an annual bonus is paid in a separate run in
 * March. Payroll history in this database starts with the first check of 2025 (the old payroll bureau's history was
 * not migrated). The Customer Service department was closed on 2025-06-30: its manager and two reps were laid off
 * and the two other reps moved to Sales as inside sales reps.
 *
 * Schema `hr` (human resources):
 * - `grd`: pay grades. `grd_cd` G01 (lowest) to G10 (executives); `rng_min`, `rng_mid`, `rng_max` the salary range
 *   of the grade in annual dollars (for hourly jobs the range is compared with the hourly rate × 2080).
 * - `job`: job codes (positions). `job_cd` like MOP01; `job_ttl` the job title; `grd_cd` its pay grade; `flsa_cd`
 *   E exempt (salaried, no overtime), N non-exempt (hourly, paid overtime); `job_fam` job family: MGT management and
 *   supervision, PRO professional, TEC technical, ADM administrative and clerical, OPR plant and warehouse operations.
 * - `dept`: departments. `cd` like FIN; `dept_nm`; `div_cd` division: ADM administration (G&A), COM commercial
 *   (sales, marketing, customer service), OPS operations (plant, quality, warehouse, maintenance); `cost_ctr` the
 *   general-ledger cost centre; `mgr_emp` the emp_no of the department head; `actv_flg` Y for a running department,
 *   N for a closed one.
 * - `term_rsn`: termination reasons. `rsn_cd` RES resignation for another job, RSP resignation for personal reasons or
 *   relocation, RET retirement, RIF layoff (reduction in force, position eliminated), PRF dismissed for performance,
 *   MIS dismissed for misconduct or a policy violation, ABN job abandonment (no call, no show); `rsn_desc`;
 *   `vol_flg` V voluntary, I involuntary; `rehire_yn` Y if the person may be hired again, N if not.
 * - `emp`: everyone who has worked here since 2023 (current staff and people who have left). `emp_no`; `first_nm`,
 *   `last_nm`; `hire_dt` the hire date as text 'YYYYMMDD'; `dept_cd` the department (dept.cd); `job_cd`; `mgr_no` the
 *   emp_no of the person's manager (empty for the CEO); `emp_sts` A active, L on an unpaid leave of absence (still
 *   employed), T terminated; `ft_pt` F full-time, P part-time; `pay_typ` S salaried, H hourly; `ann_sal` the current
 *   (or, for people who left, the final) annual salary for salaried staff, empty for hourly; `hrly_rt` the current or
 *   final hourly rate for hourly staff, empty for salaried; `sched_hrs` scheduled hours a week; `work_st` the state
 *   the person works in (MI at the plant and office; home-based sales staff elsewhere), which sets state income tax;
 *   `term_dt` the last day of employment: set for people who have left, and also for people who have handed in their
 *   notice (a future date, status still A until then); empty for everyone else; `term_rsn` the termination reason
 *   (term_rsn.rsn_cd).
 * - `pto_bal`: paid-time-off balances, one row per employee, calendar year and leave type, for 2025 and 2026.
 *   `emp_no`; `bal_yr`; `lv_typ` VAC vacation, SCK sick; `co_hrs` hours carried over from the previous year (at most
 *   40); `accr_hrs` the year's grant, credited in full on January 1 (prorated by hire month for people hired during
 *   the year, and by scheduled hours for part-timers); `used_hrs` hours taken so far (approved requests whose time off
 *   has already happened). The balance still available is co_hrs + accr_hrs − used_hrs.
 * - `pto_req`: time-off requests. `req_no`; `emp_no`; `lv_typ` VAC or SCK; `strt_dt`, `end_dt` the first and last day
 *   off; `hrs` the hours requested; `req_sts` P pending (waiting for the manager), A approved, D denied, C cancelled by
 *   the employee; `sub_dt` the day the request was entered, text 'MM/DD/YYYY' (sick days are usually entered on the
 *   day or after); `apprv_by` the emp_no of the manager who approved or denied it (empty while pending or when
 *   cancelled).
 * - `perf_rvw`: annual performance reviews. A review cycle covers one calendar year: it opens on November 1, every
 *   employee hired before October 1 of that year and still employed gets a review row, and reviews are completed by
 *   the end of January. Merit raises from a cycle take effect on January 1 of the next year. `rvw_no`; `emp_no`;
 *   `rvw_yr` the year reviewed; `rvwr_no` the emp_no of the reviewing manager; `rvw_sts` O open (not yet done),
 *   C completed; `rtg` the overall rating 1 unsatisfactory, 2 needs improvement, 3 meets expectations, 4 exceeds
 *   expectations, 5 outstanding (empty while open); `merit_pct` the merit raise granted, percent (empty while open);
 *   `cmpl_dt` the day the review was signed off.
 *
 * Schema `pay` (payroll):
 * - `pay_run`: payroll runs. `run_id`; `pay_yr` the year of the check date; `prd_no` the semi-monthly period number
 *   within the year, 1–24 (empty for bonus runs); `prd_beg`, `prd_end` the period worked (empty for bonus runs);
 *   `chk_dt` the pay (check) date; `run_typ` R regular payroll, B annual bonus run.
 * - `pay_stub`: one pay check (pay stub) per employee per run. `stub_no`; `run_id`; `emp_no`; `chg_dept` the
 *   department the pay was charged to (dept.cd); `reg_hrs` regular hours paid (86.67 a period for full-time salaried
 *   staff, 0 on bonus checks); `ot_hrs` overtime hours; `reg_amt` regular (base) pay; `ot_amt` overtime pay (1.5 ×
 *   rate); `oth_amt` other earnings: sales commissions, the annual bonus, and unused vacation paid out on a final
 *   check; `gross_amt` gross pay = reg_amt + ot_amt + oth_amt; deductions: `fed_tax` federal income tax withheld,
 *   `st_tax` state income tax withheld, `fica_amt` employee Social Security and Medicare, `med_ded` the employee's
 *   share of health insurance premiums (medical, dental and vision together), `ret_ded` the employee's 401(k)
 *   contribution; `net_amt` take-home pay = gross minus all deductions; `void_flg` 1 for a check that was voided
 *   (a reissued replacement check is a separate stub in the same run), 0 otherwise.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoOf(ms(iso) + n * DAY);
const diffDays = (a: string, b: string) => Math.round((ms(a) - ms(b)) / DAY);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number) => String(n).padStart(2, '0');
const dow = (iso: string) => new Date(ms(iso)).getUTCDay();
const isWeekday = (iso: string) => dow(iso) !== 0 && dow(iso) !== 6;
const ymd = (iso: string) => iso.replace(/-/g, '');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const lastOfMonth = (y: number, m: number) => isoOf(Date.UTC(y, m, 0));
const weekdayBefore = (iso: string) => {
  let d = iso;
  while (!isWeekday(d)) d = addDays(d, -1);
  return d;
};
const weekdayAfter = (iso: string) => {
  let d = iso;
  while (!isWeekday(d)) d = addDays(d, 1);
  return d;
};
const minD = (a: string, b: string) => (a < b ? a : b);
const maxD = (a: string, b: string) => (a > b ? a : b);
const workdays = (from: string, to: string) => {
  let n = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) if (isWeekday(d)) n++;
  return n;
};
/** The day `n` working days after `iso` (n = 0: iso itself). */
const plusWorkdays = (iso: string, n: number) => {
  let d = iso;
  for (let i = 0; i < n; i++) d = weekdayAfter(addDays(d, 1));
  return d;
};

const GRD: Record<string, [number, number, number]> = {
  G01: [31200, 36400, 41600],
  G02: [35360, 42640, 49920],
  G03: [40560, 49400, 58240],
  G04: [46000, 57500, 69000],
  G05: [54000, 67500, 81000],
  G06: [65000, 81250, 97500],
  G07: [80000, 100000, 120000],
  G08: [98000, 122500, 147000],
  G09: [125000, 156250, 187500],
  G10: [160000, 210000, 260000],
};

// job_cd, title, grade, flsa, family
const JOBS: [string, string, string, 'E' | 'N', string][] = [
  ['CEO01', 'Chief Executive Officer', 'G10', 'E', 'MGT'],
  ['EXA01', 'Executive Assistant', 'G04', 'N', 'ADM'],
  ['CFO01', 'Chief Financial Officer', 'G10', 'E', 'MGT'],
  ['CTL01', 'Controller', 'G08', 'E', 'MGT'],
  ['PYM01', 'Payroll Manager', 'G06', 'E', 'MGT'],
  ['ACC02', 'Senior Accountant', 'G06', 'E', 'PRO'],
  ['ACC01', 'Staff Accountant', 'G05', 'E', 'PRO'],
  ['APC01', 'AP/AR Clerk', 'G02', 'N', 'ADM'],
  ['HRD01', 'Director of Human Resources', 'G08', 'E', 'MGT'],
  ['HRB01', 'HR Business Partner', 'G06', 'E', 'PRO'],
  ['HRG01', 'HR Generalist', 'G04', 'E', 'PRO'],
  ['REC01', 'Recruiter', 'G05', 'E', 'PRO'],
  ['ITD01', 'IT Director', 'G08', 'E', 'MGT'],
  ['SYS01', 'Systems Administrator', 'G06', 'E', 'TEC'],
  ['HLP01', 'Help Desk Technician', 'G03', 'N', 'TEC'],
  ['BAN01', 'Business Analyst', 'G06', 'E', 'PRO'],
  ['VPS01', 'Vice President of Sales', 'G09', 'E', 'MGT'],
  ['RSM01', 'Regional Sales Manager', 'G07', 'E', 'MGT'],
  ['AEX01', 'Account Executive', 'G06', 'E', 'PRO'],
  ['SOA01', 'Sales Operations Analyst', 'G05', 'E', 'PRO'],
  ['ISR01', 'Inside Sales Representative', 'G03', 'N', 'ADM'],
  ['MKD01', 'Marketing Director', 'G08', 'E', 'MGT'],
  ['BRM01', 'Brand Manager', 'G06', 'E', 'PRO'],
  ['MKC01', 'Marketing Coordinator', 'G04', 'E', 'PRO'],
  ['CSM01', 'Customer Service Manager', 'G05', 'E', 'MGT'],
  ['CSR01', 'Customer Service Representative', 'G02', 'N', 'ADM'],
  ['PLM01', 'Plant Manager', 'G08', 'E', 'MGT'],
  ['PSV01', 'Production Supervisor', 'G05', 'E', 'MGT'],
  ['PLL01', 'Line Lead', 'G03', 'N', 'OPR'],
  ['MOP01', 'Machine Operator', 'G02', 'N', 'OPR'],
  ['PAS01', 'Production Associate', 'G01', 'N', 'OPR'],
  ['QAM01', 'Quality Assurance Manager', 'G07', 'E', 'MGT'],
  ['QAT01', 'QA Technician', 'G03', 'N', 'TEC'],
  ['FSC01', 'Food Safety Coordinator', 'G05', 'E', 'PRO'],
  ['WHM01', 'Warehouse Manager', 'G07', 'E', 'MGT'],
  ['WHS01', 'Warehouse Supervisor', 'G05', 'E', 'MGT'],
  ['FLO01', 'Forklift Operator', 'G02', 'N', 'OPR'],
  ['SRC01', 'Shipping & Receiving Clerk', 'G02', 'N', 'OPR'],
  ['MHD01', 'Material Handler', 'G01', 'N', 'OPR'],
  ['MNM01', 'Maintenance Manager', 'G07', 'E', 'MGT'],
  ['MNT01', 'Maintenance Technician', 'G04', 'N', 'TEC'],
];
const JOB = new Map(JOBS.map((j) => [j[0], j]));

const DEPTS: [string, string, string, string, string][] = [
  ['EXE', 'Executive Office', 'ADM', '1000', 'Y'],
  ['FIN', 'Finance & Accounting', 'ADM', '1100', 'Y'],
  ['HRS', 'Human Resources', 'ADM', '1200', 'Y'],
  ['ITS', 'Information Technology', 'ADM', '1300', 'Y'],
  ['SLS', 'Sales', 'COM', '2100', 'Y'],
  ['MKT', 'Marketing', 'COM', '2200', 'Y'],
  ['CSV', 'Customer Service', 'COM', '2300', 'N'],
  ['PRD', 'Production', 'OPS', '3100', 'Y'],
  ['QAL', 'Quality Assurance', 'OPS', '3200', 'Y'],
  ['WHS', 'Warehouse & Distribution', 'OPS', '3300', 'Y'],
  ['MNT', 'Maintenance & Facilities', 'OPS', '3400', 'Y'],
];

const TERM_RSN: [string, string, string, string][] = [
  ['RES', 'Resigned - accepted another job', 'V', 'Y'],
  ['RSP', 'Resigned - personal reasons / relocation', 'V', 'Y'],
  ['RET', 'Retired', 'V', 'Y'],
  ['RIF', 'Layoff - position eliminated', 'I', 'Y'],
  ['PRF', 'Dismissed - performance', 'I', 'N'],
  ['MIS', 'Dismissed - misconduct / policy violation', 'I', 'N'],
  ['ABN', 'Job abandonment (no call / no show)', 'I', 'N'],
];

const FIRST = ['James', 'Maria', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Patricia', 'William', 'Elizabeth',
  'Joseph', 'Susan', 'Thomas', 'Jessica', 'Charles', 'Sarah', 'Christopher', 'Karen', 'Daniel', 'Nancy', 'Matthew',
  'Lisa', 'Anthony', 'Betty', 'Mark', 'Ashley', 'Steven', 'Kimberly', 'Paul', 'Emily', 'Andrew', 'Donna', 'Joshua',
  'Michelle', 'Kevin', 'Carol', 'Brian', 'Amanda', 'George', 'Melissa', 'Timothy', 'Deborah', 'Ronald', 'Stephanie',
  'Jason', 'Rebecca', 'Ryan', 'Laura', 'Jacob', 'Amy', 'Gary', 'Angela', 'Nicholas', 'Shirley', 'Eric', 'Brenda',
  'Jonathan', 'Pamela', 'Tyler', 'Nicole', 'Aaron', 'Rosa', 'Jamal', 'Tanisha', 'Hector', 'Mei', 'Trinh', 'Omar',
  'Yolanda', 'Dmitri', 'Keisha', 'Carlos', 'Guadalupe', 'Andre', 'Ngozi'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson',
  'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter',
  'Roberts', 'VanderMolen', 'DeVries', 'Bos', 'Kuiper', 'Visser', 'Hoekstra', 'Zwart', 'Meijer', 'Kowalczyk', 'Nowak',
  'Phan', 'Tran', 'Okonkwo', 'Haddad', 'Schultz', 'Becker', 'Fischer', 'Vogel', 'Brinks', 'Postma', 'Steenwyk'];

interface Emp {
  no: number;
  first: string;
  last: string;
  hire: string;
  dept: string;
  job: string;
  mgr: Emp | null;
  sts: 'A' | 'L' | 'T';
  ft: 'F' | 'P';
  payTyp: 'S' | 'H';
  rate: number;
  sched: number;
  st: string;
  term: string | null;
  rsn: string | null;
  leave: string | null;
  prevDept: { dept: string; until: string } | null;
  q: number;
  k401: number;
  medTier: number;
  otFactor: number;
  rating: Map<number, number>;
  merit: Map<number, number>;
  head: boolean;
}

interface Stub {
  no: number;
  run: number;
  emp: Emp;
  dept: string;
  regHrs: number;
  otHrs: number;
  reg: number;
  ot: number;
  oth: number;
  gross: number;
  fed: number;
  st: number;
  fica: number;
  med: number;
  ret: number;
  net: number;
  void: number;
}

const MED = [0, 62.5, 145, 210];
const ST_RATE: Record<string, number> = { MI: 0.0425, OH: 0.0275, IN: 0.0305, IL: 0.0495, WI: 0.053 };

export function datasetSql(): string {
  const r = seededRandom(61_447);
  const emps: Emp[] = [];
  const usedNames = new Set<string>();
  const newName = (rr: SeededRandom): [string, string] => {
    let f: string;
    let l: string;
    do {
      f = rr.pick(FIRST);
      l = rr.pick(LAST);
    } while (usedNames.has(`${f} ${l}`));
    usedNames.add(`${f} ${l}`);
    return [f, l];
  };
  const rateFor = (job: string, lo: number, hi: number): [number, 'S' | 'H'] => {
    const j = JOB.get(job)!;
    const [mn, , mx] = GRD[j[2]]!;
    const u = r.float(lo, hi, 3);
    const annual = mn + (mx - mn) * u;
    return j[3] === 'E' ? [Math.round(annual / 100) * 100, 'S'] : [round2(annual / 2080), 'H'];
  };
  const add = (job: string, dept: string, mgr: Emp | null, opts: { name?: [string, string]; head?: boolean; pt?: boolean } = {}): Emp => {
    const name = opts.name ?? newName(r);
    if (opts.name) usedNames.add(`${name[0]} ${name[1]}`);
    const head = opts.head ?? false;
    const [rate, payTyp] = rateFor(job, head ? 0.35 : 0.12, head ? 0.92 : 0.88);
    const pt = opts.pt ?? false;
    const hourlyOps = payTyp === 'H' && ['PRD', 'WHS', 'MNT'].includes(dept) && !pt;
    const e: Emp = {
      no: 0, first: name[0], last: name[1], hire: '', dept, job, mgr, sts: 'A', ft: pt ? 'P' : 'F', payTyp, rate,
      sched: pt ? r.pick([20, 24, 24, 30]) : 40, st: 'MI', term: null, rsn: null, leave: null, prevDept: null,
      q: r.float(-1, 1, 3), k401: r.weighted<number>([[0, 20], [3, 15], [4, 15], [5, 20], [6, 15], [8, 10], [10, 5]]),
      medTier: pt ? (r.chance(0.8) ? 0 : 1) : r.weighted<number>([[0, 15], [1, 40], [2, 20], [3, 25]]),
      otFactor: hourlyOps ? r.weighted<number>([[0.6, 30], [1, 50], [1.8, 12], [2.6, 8]]) : payTyp === 'H' && !pt ? 0.25 : 0,
      rating: new Map(), merit: new Map(), head,
    };
    emps.push(e);
    return e;
  };

  // ---------- current organisation ----------
  const ceo = add('CEO01', 'EXE', null, { name: ['Richard', 'Vance'], head: true });
  add('EXA01', 'EXE', ceo);
  const cfo = add('CFO01', 'FIN', ceo, { name: ['Angela', 'Moretti'], head: true });
  const ctl = add('CTL01', 'FIN', cfo, { name: ['Tom', 'Brennan'] });
  add('PYM01', 'FIN', cfo, { name: ['Lisa', 'Okafor'] });
  add('ACC02', 'FIN', ctl);
  add('ACC01', 'FIN', ctl);
  add('ACC01', 'FIN', ctl);
  add('APC01', 'FIN', ctl);
  add('APC01', 'FIN', ctl);
  add('APC01', 'FIN', ctl, { pt: true });
  const hrd = add('HRD01', 'HRS', ceo, { name: ['Dana', 'Whitaker'], head: true });
  add('HRB01', 'HRS', hrd);
  add('HRB01', 'HRS', hrd);
  add('HRG01', 'HRS', hrd);
  add('REC01', 'HRS', hrd);
  const itd = add('ITD01', 'ITS', ceo, { name: ['Sanjay', 'Rao'], head: true });
  add('SYS01', 'ITS', itd);
  const sysHigh = add('SYS01', 'ITS', itd);
  add('HLP01', 'ITS', itd);
  add('HLP01', 'ITS', itd);
  add('BAN01', 'ITS', itd);
  const vps = add('VPS01', 'SLS', ceo, { name: ['Greg', 'Lindqvist'], head: true });
  const rsm1 = add('RSM01', 'SLS', vps, { name: ['Kelly', 'Dunn'] });
  const rsm2 = add('RSM01', 'SLS', vps, { name: ['Marcus', 'Bell'] });
  rsm1.st = 'OH';
  rsm2.st = 'IL';
  const aes: Emp[] = [];
  for (const m of [rsm1, rsm2]) for (let i = 0; i < 4; i++) aes.push(add('AEX01', 'SLS', m));
  for (const a of aes) a.st = r.weighted<string>([['MI', 3], ['OH', 2], ['IN', 2], ['IL', 2], ['WI', 1]]);
  add('SOA01', 'SLS', ctl);
  const isrs: Emp[] = [];
  for (let i = 0; i < 4; i++) isrs.push(add('ISR01', 'SLS', vps));
  const mkd = add('MKD01', 'MKT', ceo, { name: ['Priya', 'Natarajan'], head: true });
  add('BRM01', 'MKT', mkd);
  add('BRM01', 'MKT', mkd);
  add('MKC01', 'MKT', mkd);
  add('MKC01', 'MKT', mkd);
  const plm = add('PLM01', 'PRD', ceo, { name: ['Frank', 'DeLuca'], head: true });
  const psvs: Emp[] = [];
  for (let s = 0; s < 4; s++) {
    const p = add('PSV01', 'PRD', plm);
    psvs.push(p);
    add('PLL01', 'PRD', p);
    for (let i = 0; i < 7; i++) add('MOP01', 'PRD', p);
    for (let i = 0; i < 5; i++) add('PAS01', 'PRD', p, { pt: i === 0 || (i === 1 && s < 2) });
  }
  const qam = add('QAM01', 'QAL', ceo, { name: ['Helen', 'Cho'], head: true });
  for (let i = 0; i < 5; i++) add('QAT01', 'QAL', qam);
  add('FSC01', 'QAL', plm);
  const whm = add('WHM01', 'WHS', ceo, { name: ['Ray', 'Kowalski'], head: true });
  const whsups: Emp[] = [];
  for (let s = 0; s < 2; s++) {
    const p = add('WHS01', 'WHS', whm);
    whsups.push(p);
    for (let i = 0; i < 5; i++) add('FLO01', 'WHS', p);
    for (let i = 0; i < 4; i++) add('MHD01', 'WHS', p, { pt: i === 0 });
  }
  for (let i = 0; i < 4; i++) add('SRC01', 'WHS', whm);
  const mnm = add('MNM01', 'MNT', ceo, { name: ['Luis', 'Ortega'], head: true });
  for (let i = 0; i < 6; i++) add('MNT01', 'MNT', mnm);
  const roster = [...emps];

  // forced pay outliers: an account executive paid above his grade and above his manager, two others above range
  const bigAe = aes[5]!;
  bigAe.rate = 112_000;
  rsm2.rate = 104_000;
  sysHigh.rate = 99_800;
  psvs[2]!.rate = 82_400;

  // hire dates
  const named = new Set([ctl, rsm1, rsm2].map((e) => e));
  for (const e of roster) {
    if (e === ceo) e.hire = '2009-03-02';
    else if (e.head) e.hire = r.date('2004-01-01', '2018-12-31');
    else if (named.has(e)) e.hire = r.date('2010-01-01', '2020-12-31');
    else {
      e.hire = r.weighted<string>([
        [r.date('2001-01-01', '2011-06-30'), 12], [r.date('2011-07-01', '2016-12-31'), 18], [r.date('2017-01-01', '2021-12-31'), 30],
        [r.date('2022-01-01', '2024-12-31'), 40],
      ]);
    }
  }
  const rankFile = roster.filter((e) => !e.head && !named.has(e) && e !== bigAe && !isrs.slice(0, 2).includes(e) && e.job !== 'PYM01'
    && e.job !== 'PSV01' && e.job !== 'WHS01');
  const shuffled = r.shuffle(rankFile);
  const hires2026Months = [1, 2, 3, 3, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11];
  let at = 0;
  for (const m of hires2026Months) {
    const e = shuffled[at++]!;
    e.hire = r.date(`2026-${pad(m)}-01`, m === 11 ? '2026-11-16' : lastOfMonth(2026, m));
  }
  for (let i = 0; i < 15; i++) {
    const e = shuffled[at++]!;
    e.hire = r.date('2025-01-06', '2025-12-15');
  }
  for (const e of roster) e.hire = weekdayAfter(e.hire);
  // the two former customer service reps
  for (const e of isrs.slice(0, 2)) {
    e.hire = weekdayAfter(r.date('2016-01-01', '2022-06-30'));
    e.prevDept = { dept: 'CSV', until: '2025-06-30' };
  }

  // people on leave, people who have handed in notice (all hired before 2025)
  const veterans = shuffled.slice(at).filter((e) => e.hire < '2025-01-01');
  const onLeave = [veterans.find((e) => e.job === 'MOP01')!, veterans.find((e) => e.job === 'FLO01')!, veterans.find((e) => e.job === 'ACC01')!];
  const leaveDates = ['2026-09-14', '2026-10-05', '2026-11-02'];
  onLeave.forEach((e, i) => {
    e.sts = 'L';
    e.leave = leaveDates[i]!;
  });
  const notice = [veterans.find((e) => e.job === 'AEX01' && !onLeave.includes(e))!, veterans.find((e) => e.job === 'QAT01')!];
  notice[0]!.term = '2026-12-04';
  notice[1]!.term = '2026-12-11';
  for (const e of notice) e.rsn = 'RES';

  // ---------- customer service (closed 2025-06-30) ----------
  const csm = add('CSM01', 'CSV', vps);
  csm.hire = weekdayAfter(r.date('2013-01-01', '2017-12-31'));
  for (const e of isrs.slice(0, 2)) e.mgr = vps;
  const csvTerm: Emp[] = [csm];
  for (let i = 0; i < 2; i++) {
    const e = add('CSR01', 'CSV', csm);
    e.hire = weekdayAfter(r.date('2018-01-01', '2024-03-31'));
    csvTerm.push(e);
  }
  for (const e of csvTerm) {
    e.term = '2025-06-30';
    e.rsn = 'RIF';
    e.sts = 'T';
  }

  // ---------- people who left ----------
  const pool: [string, string, () => Emp, number][] = [
    ['MOP01', 'PRD', () => r.pick(psvs), 25], ['PAS01', 'PRD', () => r.pick(psvs), 25], ['FLO01', 'WHS', () => r.pick(whsups), 10],
    ['MHD01', 'WHS', () => r.pick(whsups), 10], ['SRC01', 'WHS', () => whm, 4], ['QAT01', 'QAL', () => qam, 5],
    ['ISR01', 'SLS', () => vps, 4], ['AEX01', 'SLS', () => r.pick([rsm1, rsm2]), 5], ['APC01', 'FIN', () => ctl, 3],
    ['HLP01', 'ITS', () => itd, 3], ['ACC01', 'FIN', () => ctl, 2], ['MKC01', 'MKT', () => mkd, 2], ['MNT01', 'MNT', () => mnm, 3],
    ['HRG01', 'HRS', () => hrd, 1], ['SYS01', 'ITS', () => itd, 1], ['BRM01', 'MKT', () => mkd, 1],
  ];
  const leavers: Emp[] = [];
  for (const [yr, n] of [[2023, 11], [2024, 12], [2025, 13], [2026, 14]] as const) {
    for (let i = 0; i < n; i++) {
      const [job, dept, mgrOf] = r.weighted(pool.map((p) => [p, p[3]] as const));
      const mgr = mgrOf();
      const hourly = JOB.get(job)![3] === 'N';
      const e = add(job, dept, mgr, { pt: hourly && ['PAS01', 'MHD01'].includes(job) && r.chance(0.3) });
      let term = weekdayBefore(r.date(`${yr}-01-05`, yr === 2026 ? '2026-11-20' : `${yr}-12-22`));
      if (term >= '2025-06-25' && term <= '2025-07-03') term = addDays(term, 14);
      e.term = term;
      const rsn = r.weighted<string>([['RES', 40], ['RSP', 15], ['RET', 8], ['RIF', 3], ['PRF', 12], ['MIS', 6], ['ABN', hourly ? 10 : 0]]);
      e.rsn = rsn;
      if (rsn === 'RET') e.hire = weekdayAfter(addDays(term, -r.int(12 * 365, 30 * 365)));
      else if (rsn === 'ABN') e.hire = weekdayAfter(addDays(term, -r.int(20, 400)));
      else e.hire = weekdayAfter(addDays(term, -r.int(60, 9 * 365)));
      if (rsn === 'PRF') e.q = -1.3;
      e.sts = 'T';
      leavers.push(e);
    }
  }

  // emp numbers in hire order
  const byHire = [...emps].sort((a, b) => a.hire.localeCompare(b.hire) || a.last.localeCompare(b.last));
  let seq = 10_000;
  for (const e of byHire) e.no = seq += r.int(1, 3);

  const employedOn = (e: Emp, d: string) => e.hire <= d && (e.term === null || e.term >= d);

  // ---------- performance reviews ----------
  type Rvw = [number, number, number, number | null, string, number | null, number | null, string | null];
  const rvws: Rvw[] = [];
  let rvwNo = 5000;
  const rate1to5 = (q: number) => {
    const x = q * 0.9 + r.float(-0.9, 0.9, 3);
    return x < -1.15 ? 1 : x < -0.55 ? 2 : x < 0.45 ? 3 : x < 1 ? 4 : 5;
  };
  const meritFor = (rt: number) =>
    rt === 1 ? 0 : rt === 2 ? r.float(1, 1.75) : rt === 3 ? r.float(2.5, 3.5) : rt === 4 ? r.float(3.75, 4.75) : r.float(5, 6.25);
  for (const yr of [2023, 2024, 2025, 2026]) {
    for (const e of byHire) {
      if (e === ceo || e.hire >= `${yr}-10-01`) continue;
      if (e.term !== null && e.term < `${yr}-11-01`) continue;
      let rvwr = e.mgr;
      if (rvwr && rvwr.hire > `${yr}-11-01`) rvwr = rvwr.mgr;
      if (yr === 2026 && !r.chance(0.35)) {
        rvws.push([(rvwNo += 1), e.no, yr, rvwr?.no ?? null, 'O', null, null, null]);
        continue;
      }
      const rt = rate1to5(e.q);
      let m = meritFor(rt);
      let cmpl = weekdayAfter(yr === 2026 ? r.date('2026-11-03', '2026-11-24') : r.date(`${yr}-11-16`, `${yr + 1}-01-30`));
      if (e.term !== null && cmpl > e.term) cmpl = weekdayBefore(addDays(e.term, -3));
      if (yr === 2025 && e === bigAe) m = 4.5;
      e.rating.set(yr, rt);
      e.merit.set(yr, m);
      rvws.push([(rvwNo += 1), e.no, yr, rvwr?.no ?? null, 'C', rt, m, cmpl]);
    }
  }
  // one standout raise in the 2025 cycle
  const star = byHire.find((e) => e.rating.get(2025) === 5 && e.term === null && e.job === 'BRM01')
    ?? byHire.find((e) => e.rating.get(2025) === 5 && e.term === null && e.payTyp === 'S')!;
  star.merit.set(2025, 7.5);
  for (const v of rvws) if (v[1] === star.no && v[2] === 2025) v[6] = 7.5;

  /** Pay rate in effect during a calendar year (the stored rate is the current or final one). */
  const rateIn = (e: Emp, yr: number) => {
    let rate = e.rate;
    for (const c of [2025, 2024]) {
      if (c + 1 <= yr) break;
      const eff = `${c + 1}-01-01`;
      const m = e.merit.get(c);
      if (m !== undefined && employedOn(e, eff)) rate = rate / (1 + m / 100);
    }
    return e.payTyp === 'S' ? Math.round(rate) : round2(rate);
  };

  // ---------- time off ----------
  type Req = [number, number, string, string, string, number, string, string, number | null];
  const reqs: Req[] = [];
  let reqNo = 70_000;
  type Bal = [number, number, string, number, number, number];
  const bals: Bal[] = [];
  const vacLeft = new Map<string, number>();
  const noTimeOff = new Set(r.shuffle(roster.filter((e) => e.hire < '2025-10-01' && e.sts === 'A' && !e.head && e.term === null)).slice(0, 6));
  for (const yr of [2025, 2026]) {
    for (const e of byHire) {
      const yStart = `${yr}-01-01`;
      const yEnd = `${yr}-12-31`;
      if (e.hire > yEnd || (e.term !== null && e.term < yStart)) continue;
      const tenureJan = diffDays(yStart, e.hire) / 365.25;
      const grant = tenureJan < 2 ? 80 : tenureJan < 5 ? 120 : tenureJan < 10 ? 160 : 200;
      const scale = e.sched / 40;
      const prorate = e.hire >= yStart ? (13 - Number(e.hire.slice(5, 7))) / 12 : 1;
      const vacAcc = Math.round(grant * scale * prorate);
      const sckAcc = Math.round(40 * scale * prorate);
      let vacCo = 0;
      let sckCo = 0;
      if (e.hire < yStart) {
        if (yr === 2025) {
          vacCo = r.int(0, 10) * 4;
          sckCo = r.int(0, 5) * 8;
        } else {
          vacCo = Math.min(40, vacLeft.get(`${e.no}:VAC`) ?? 0);
          sckCo = Math.min(40, vacLeft.get(`${e.no}:SCK`) ?? 0);
        }
      }
      const daily = e.sched / 5;
      const from = weekdayAfter(maxD(yStart, addDays(e.hire, 30)));
      let to = yEnd;
      if (e.term !== null && e.term <= yEnd) to = addDays(e.term, -1);
      if (e.leave !== null) to = minD(to, addDays(e.leave, -1));
      const toPast = minD(to, LAST_DAY);
      const usedBy: Record<string, number> = { VAC: 0, SCK: 0 };
      const skip = yr === 2026 && noTimeOff.has(e);
      const mkReq = (typ: string, start: string, days: number, sts: string, sub: string) => {
        const end = plusWorkdays(start, days - 1);
        const hrs = round2(days * daily);
        reqs.push([(reqNo += r.int(1, 4)), e.no, typ, start, end, hrs, sts, usDate(sub), sts === 'A' || sts === 'D' ? (e.mgr?.no ?? null) : null]);
        return [end, hrs] as const;
      };
      const randStart = (lo: string, hi: string) => (lo > hi ? null : weekdayAfter(r.date(lo, hi)));
      if (!skip && from < toPast) {
        // vacation
        const avail = vacCo + vacAcc;
        const f = yr === 2025 ? r.float(0.45, 1) : r.float(0.35, 0.95);
        const target = avail * f;
        for (let tries = 0; tries < 40 && usedBy.VAC! < target; tries++) {
          const days = r.pick([1, 1, 2, 3, 3, 5, 5]);
          const hrs = days * daily;
          if (usedBy.VAC! + hrs > avail) continue;
          const start = randStart(from, addDays(toPast, -10));
          if (!start) break;
          if (plusWorkdays(start, days - 1) > toPast) continue;
          const sub = maxD(e.hire, addDays(start, -r.int(4, 50)));
          mkReq('VAC', start, days, 'A', sub);
          usedBy.VAC! += hrs;
        }
        // sick
        const nSick = r.weighted<number>([[0, 25], [1, 30], [2, 25], [3, 12], [4, 8]]);
        for (let i = 0; i < nSick; i++) {
          const days = r.chance(0.8) ? 1 : 2;
          const hrs = days * daily;
          if (usedBy.SCK! + hrs > sckCo + sckAcc) break;
          const start = randStart(from, addDays(toPast, -4));
          if (!start || plusWorkdays(start, days - 1) > toPast) continue;
          mkReq('SCK', start, days, 'A', addDays(start, r.int(0, 2)));
          usedBy.SCK! += hrs;
        }
        // denied or cancelled requests
        if (r.chance(0.15)) {
          const start = randStart(from, addDays(toPast, -10));
          if (start) mkReq('VAC', start, r.pick([1, 3, 5]), 'D', maxD(e.hire, addDays(start, -r.int(4, 30))));
        }
        if (r.chance(0.1)) {
          const start = randStart(from, addDays(toPast, -10));
          if (start) mkReq('VAC', start, r.pick([1, 2, 5]), 'C', maxD(e.hire, addDays(start, -r.int(4, 30))));
        }
      }
      // requests for the rest of 2026 (not taken yet)
      if (yr === 2026 && e.sts === 'A' && (e.term === null || e.term > '2026-12-31') && e.hire < '2026-10-15' && r.chance(0.4)) {
        const left = vacCo + vacAcc - usedBy.VAC!;
        const days = Math.min(r.pick([1, 2, 3, 5]), Math.floor(left / daily));
        if (days >= 1) {
          const start = weekdayAfter(r.date('2026-12-01', '2026-12-24'));
          const sts = r.chance(0.6) ? 'A' : 'P';
          mkReq('VAC', start, days, sts, r.date('2026-10-20', LAST_DAY));
        }
      }
      bals.push([e.no, yr, 'VAC', vacCo, vacAcc, round2(usedBy.VAC!)], [e.no, yr, 'SCK', sckCo, sckAcc, round2(usedBy.SCK!)]);
      vacLeft.set(`${e.no}:VAC`, vacCo + vacAcc - usedBy.VAC!);
      vacLeft.set(`${e.no}:SCK`, sckCo + sckAcc - usedBy.SCK!);
    }
  }

  // ---------- payroll ----------
  type Run = [number, number, number | null, string | null, string | null, string, string];
  const runs: Run[] = [];
  const periods: { beg: string; end: string; chk: string; yr: number; prd: number; half: number }[] = [];
  for (const y of [2025, 2026]) {
    for (let m = 1; m <= 12; m++) {
      for (const half of [1, 2]) {
        const beg = half === 1 ? `${y}-${pad(m)}-01` : `${y}-${pad(m)}-16`;
        const end = half === 1 ? `${y}-${pad(m)}-15` : lastOfMonth(y, m);
        const chk = weekdayBefore(end);
        if (chk > LAST_DAY) continue;
        periods.push({ beg, end, chk, yr: y, prd: (m - 1) * 2 + half, half });
      }
    }
  }
  const stubs: Stub[] = [];
  let stubNo = 300_000;
  let runId = 4100;
  const medFor = (e: Emp, yr: number) => round2(MED[e.medTier]! * (yr === 2026 ? 1.06 : 1));
  const finish = (s: Omit<Stub, 'gross' | 'fed' | 'st' | 'fica' | 'net' | 'ret' | 'med' | 'no' | 'void'>, yr: number, bonus: boolean): Stub => {
    const e = s.emp;
    const gross = round2(s.reg + s.ot + s.oth);
    let med = bonus ? 0 : medFor(e, yr);
    if (gross < med * 3) med = 0;
    const ret = round2((gross * e.k401) / 100);
    const taxable = gross - med - ret;
    const annual = e.payTyp === 'S' ? rateIn(e, yr) : rateIn(e, yr) * 2080 * (e.sched / 40);
    const fedRate = bonus ? 0.22 : annual < 40_000 ? 0.06 : annual < 70_000 ? 0.1 : annual < 110_000 ? 0.14 : annual < 170_000 ? 0.18 : 0.22;
    const fed = round2(taxable * fedRate);
    const stRate = e.st === 'IN' && yr === 2026 ? 0.03 : ST_RATE[e.st]!;
    const st = round2(taxable * stRate);
    const fica = round2((gross - med) * 0.0765);
    const net = round2(gross - med - ret - fed - st - fica);
    return { ...s, no: (stubNo += 1), gross, med, ret, fed, st, fica, net, void: 0 };
  };
  const bonusDates: Record<number, string> = { 2025: '2025-03-14', 2026: '2026-03-13' };
  for (const p of periods) {
    const runStubs: Stub[] = [];
    if (p.half === 1 && p.prd === 5) {
      // bonus run, same pay day as period 5
      runs.push([(runId += 1), p.yr, null, null, null, bonusDates[p.yr]!, 'B']);
      for (const e of byHire) {
        if (!employedOn(e, bonusDates[p.yr]!) || e.hire >= `${p.yr}-01-01` || (e.leave !== null && e.leave <= bonusDates[p.yr]!)) continue;
        const rt = e.rating.get(p.yr - 1);
        if (rt === 1) continue;
        let amt: number;
        if (e.payTyp === 'S') {
          const pct = rt === undefined ? 3 : rt === 5 ? 12 : rt === 4 ? 8 : rt === 3 ? 5 : 2;
          amt = Math.round((rateIn(e, p.yr) * (pct + (e.head ? 5 : 0))) / 100);
        } else amt = rt === undefined ? 250 : rt === 5 ? 1000 : rt === 4 ? 750 : rt === 3 ? 500 : 250;
        stubs.push(finish({ run: runId, emp: e, dept: e.dept, regHrs: 0, otHrs: 0, reg: 0, ot: 0, oth: amt }, p.yr, true));
      }
    }
    runs.push([(runId += 1), p.yr, p.prd, p.beg, p.end, p.chk, 'R']);
    const periodDays = workdays(p.beg, p.end);
    const month = Number(p.beg.slice(5, 7));
    for (const e of byHire) {
      const s = maxD(p.beg, e.hire);
      let en = p.end;
      if (e.term !== null) en = minD(en, e.term);
      if (e.leave !== null) en = minD(en, addDays(e.leave, -1));
      if (s > en) continue;
      const wd = workdays(s, en);
      if (wd === 0) continue;
      const frac = wd / periodDays;
      const rate = rateIn(e, p.yr);
      const dept = e.prevDept && p.end <= e.prevDept.until ? e.prevDept.dept : e.dept;
      let regHrs: number;
      let reg: number;
      let otHrs = 0;
      let ot = 0;
      let oth = 0;
      if (e.payTyp === 'S') {
        regHrs = round2(86.67 * frac);
        reg = round2((rate / 24) * frac);
      } else {
        let h = ((e.sched * 52) / 24) * frac;
        if (r.chance(0.08)) h -= r.int(2, 8);
        regHrs = Math.round(h * 4) / 4;
        reg = round2(regHrs * rate);
        if (frac === 1 && e.otFactor > 0) {
          const busy = month >= 9 || month === 6 || month === 7;
          if (r.chance(Math.min(0.95, (busy ? 0.8 : 0.55) * Math.min(1.3, e.otFactor + 0.2)))) {
            otHrs = Math.round(r.float(1, 12) * e.otFactor * (busy ? 1.2 : 1) * 2) / 2;
            if (otHrs > 0) ot = round2(otHrs * rate * 1.5);
          }
        }
      }
      if (p.half === 2 && frac === 1) {
        if (e.job === 'AEX01') oth = r.int(80, 450) * 10;
        else if (e.job === 'RSM01') oth = r.int(100, 300) * 10;
        else if (e.job === 'VPS01') oth = r.int(200, 500) * 10;
        else if (e.job === 'ISR01') oth = r.int(15, 90) * 10;
      }
      if (e.term !== null && e.term >= p.beg && e.term <= p.end && ['RES', 'RSP', 'RET'].includes(e.rsn!)) {
        const left = vacLeft.get(`${e.no}:VAC`) ?? 0;
        const hourly = e.payTyp === 'S' ? rate / 2080 : rate;
        if (left > 0) oth = round2(oth + left * hourly);
      }
      runStubs.push(finish({ run: runId, emp: e, dept, regHrs, otHrs, reg, ot, oth }, p.yr, false));
    }
    if (r.chance(0.18)) {
      const v = r.pick(runStubs);
      v.void = 1;
      runStubs.push({ ...v, no: 0, void: 0 });
    }
    for (const s of runStubs) if (s.no === 0) s.no = stubNo += 1;
    stubs.push(...runStubs);
  }

  const deptMgr: Record<string, Emp> = { EXE: ceo, FIN: cfo, HRS: hrd, ITS: itd, SLS: vps, MKT: mkd, CSV: csm, PRD: plm, QAL: qam, WHS: whm, MNT: mnm };

  return [
    'CREATE SCHEMA hr;',
    'CREATE SCHEMA pay;',
    `CREATE TABLE hr.grd (grd_cd char(3) PRIMARY KEY, rng_min numeric(10,2) NOT NULL, rng_mid numeric(10,2) NOT NULL, rng_max numeric(10,2) NOT NULL);`,
    `CREATE TABLE hr.job (job_cd varchar(5) PRIMARY KEY, job_ttl text NOT NULL, grd_cd char(3) NOT NULL REFERENCES hr.grd (grd_cd), flsa_cd char(1) NOT NULL,
      job_fam varchar(3) NOT NULL);`,
    `CREATE TABLE hr.dept (cd varchar(3) PRIMARY KEY, dept_nm text NOT NULL, div_cd varchar(3) NOT NULL, cost_ctr varchar(4) NOT NULL, mgr_emp integer,
      actv_flg char(1) NOT NULL);`,
    `CREATE TABLE hr.term_rsn (rsn_cd varchar(3) PRIMARY KEY, rsn_desc text NOT NULL, vol_flg char(1) NOT NULL, rehire_yn char(1) NOT NULL);`,
    `CREATE TABLE hr.emp (emp_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, hire_dt varchar(8) NOT NULL,
      dept_cd varchar(3) NOT NULL REFERENCES hr.dept (cd), job_cd varchar(5) NOT NULL REFERENCES hr.job (job_cd), mgr_no integer REFERENCES hr.emp (emp_no),
      emp_sts char(1) NOT NULL, ft_pt char(1) NOT NULL, pay_typ char(1) NOT NULL, ann_sal numeric(10,2), hrly_rt numeric(7,2), sched_hrs smallint NOT NULL,
      work_st char(2) NOT NULL, term_dt date, term_rsn varchar(3));`,
    `CREATE TABLE hr.pto_bal (emp_no integer NOT NULL, bal_yr smallint NOT NULL, lv_typ varchar(3) NOT NULL, co_hrs numeric(6,2) NOT NULL,
      accr_hrs numeric(6,2) NOT NULL, used_hrs numeric(6,2) NOT NULL, PRIMARY KEY (emp_no, bal_yr, lv_typ));`,
    `CREATE TABLE hr.pto_req (req_no integer PRIMARY KEY, emp_no integer NOT NULL, lv_typ varchar(3) NOT NULL, strt_dt date NOT NULL, end_dt date NOT NULL,
      hrs numeric(6,2) NOT NULL, req_sts char(1) NOT NULL, sub_dt varchar(10) NOT NULL, apprv_by integer);`,
    `CREATE TABLE hr.perf_rvw (rvw_no integer PRIMARY KEY, emp_no integer NOT NULL REFERENCES hr.emp (emp_no), rvw_yr smallint NOT NULL, rvwr_no integer,
      rvw_sts char(1) NOT NULL, rtg smallint, merit_pct numeric(4,2), cmpl_dt date);`,
    `CREATE TABLE pay.pay_run (run_id integer PRIMARY KEY, pay_yr smallint NOT NULL, prd_no smallint, prd_beg date, prd_end date, chk_dt date NOT NULL,
      run_typ char(1) NOT NULL);`,
    `CREATE TABLE pay.pay_stub (stub_no integer PRIMARY KEY, run_id integer NOT NULL REFERENCES pay.pay_run (run_id), emp_no integer NOT NULL,
      chg_dept varchar(3) NOT NULL, reg_hrs numeric(6,2) NOT NULL, ot_hrs numeric(6,2) NOT NULL, reg_amt numeric(10,2) NOT NULL, ot_amt numeric(10,2) NOT NULL,
      oth_amt numeric(10,2) NOT NULL, gross_amt numeric(10,2) NOT NULL, fed_tax numeric(10,2) NOT NULL, st_tax numeric(10,2) NOT NULL,
      fica_amt numeric(10,2) NOT NULL, med_ded numeric(10,2) NOT NULL, ret_ded numeric(10,2) NOT NULL, net_amt numeric(10,2) NOT NULL,
      void_flg smallint NOT NULL);`,
    insertRows('hr.grd', ['grd_cd', 'rng_min', 'rng_mid', 'rng_max'], Object.entries(GRD).map(([g, v]) => [g, ...v])),
    insertRows('hr.job', ['job_cd', 'job_ttl', 'grd_cd', 'flsa_cd', 'job_fam'], JOBS),
    insertRows('hr.dept', ['cd', 'dept_nm', 'div_cd', 'cost_ctr', 'mgr_emp', 'actv_flg'],
      DEPTS.map(([cd, nm, div, cc, f]) => [cd, nm, div, cc, deptMgr[cd]!.no, f])),
    insertRows('hr.term_rsn', ['rsn_cd', 'rsn_desc', 'vol_flg', 'rehire_yn'], TERM_RSN),
    insertRows('hr.emp', ['emp_no', 'first_nm', 'last_nm', 'hire_dt', 'dept_cd', 'job_cd', 'mgr_no', 'emp_sts', 'ft_pt', 'pay_typ', 'ann_sal', 'hrly_rt',
      'sched_hrs', 'work_st', 'term_dt', 'term_rsn'],
    [...emps].sort((a, b) => a.no - b.no).map((e) => [e.no, e.first, e.last, ymd(e.hire), e.dept, e.job, e.mgr?.no ?? null, e.sts, e.ft, e.payTyp,
      e.payTyp === 'S' ? e.rate : null, e.payTyp === 'H' ? e.rate : null, e.sched, e.st, e.term, e.rsn])),
    insertRows('hr.pto_bal', ['emp_no', 'bal_yr', 'lv_typ', 'co_hrs', 'accr_hrs', 'used_hrs'], bals),
    insertRows('hr.pto_req', ['req_no', 'emp_no', 'lv_typ', 'strt_dt', 'end_dt', 'hrs', 'req_sts', 'sub_dt', 'apprv_by'], reqs),
    insertRows('hr.perf_rvw', ['rvw_no', 'emp_no', 'rvw_yr', 'rvwr_no', 'rvw_sts', 'rtg', 'merit_pct', 'cmpl_dt'], rvws),
    insertRows('pay.pay_run', ['run_id', 'pay_yr', 'prd_no', 'prd_beg', 'prd_end', 'chk_dt', 'run_typ'], runs),
    insertRows('pay.pay_stub', ['stub_no', 'run_id', 'emp_no', 'chg_dept', 'reg_hrs', 'ot_hrs', 'reg_amt', 'ot_amt', 'oth_amt', 'gross_amt', 'fed_tax',
      'st_tax', 'fica_amt', 'med_ded', 'ret_ded', 'net_amt', 'void_flg'],
    stubs.map((s) => [s.no, s.run, s.emp.no, s.dept, s.regHrs, s.otHrs, s.reg, s.ot, s.oth, s.gross, s.fed, s.st, s.fica, s.med, s.ret, s.net, s.void])),
  ].join('\n');
}
