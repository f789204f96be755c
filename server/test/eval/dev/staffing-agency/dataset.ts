/**
 * Lakeshore Staffing Partners, a regional temporary staffing agency in West Michigan. It supplies temporary workers
 * ("associates" or "temps") to manufacturers, warehouses and distribution centres, food processors, offices and call
 * centres. It runs four branches: Grand Rapids (head office), Holland, Kalamazoo, and Muskegon, which opened on
 * 4 March 2024. A client calls a branch with a job order (a position, a number of heads, a shift, a pay rate and the
 * bill rate the client pays); a recruiter of that branch owns the order and fills it by placing associates on
 * assignments. Associates are W-2 employees of the agency: each week they turn in a timesheet for each assignment
 * (regular hours and overtime hours; overtime is paid and billed at 1.5 times the rate), the client's supervisor
 * approves it, the agency pays the associate the pay rate and bills the client the bill rate. The gap between the two
 * is the gross margin; bill rate / pay rate is the markup. Business is seasonal: slow in December to February, busy
 * from spring, and at its peak in October and November when the warehouses staff up for the holiday season.
 * Recruiters report to the manager of their branch; the branch managers report to the president.
 * The system was migrated on 2 January 2023: nothing before that date was converted; the orders with work going on
 * at the time were re-keyed as new orders dated 2 January 2023 with a start on 3 January (after the holiday shutdown).
 *
 * Schema `stf`:
 * - `brnch`: branches. `br_cd` GRR Grand Rapids, HOL Holland, KZO Kalamazoo, MKG Muskegon; `br_nm` branch name;
 *   `addr_txt` street address; `city_nm`; `st_cd` state; `open_yr` the year the branch opened (integer); `mgr_emp`
 *   the emp_no of the branch manager; `phn_no` phone.
 * - `emp`: internal staff (not the temps). `emp_no`; `emp_nm` full name; `ttl_cd` job title: PRES president, BM branch
 *   manager, SREC senior recruiter, REC recruiter; `br_cd` the branch they work at; `rpt_to` the emp_no of their
 *   manager (empty for the president); `hire_dt`; `term_dt` the last day of employment (empty while still employed).
 * - `clnt`: client companies. `clnt_no`; `clnt_nm`; `ind_cd` industry: LI light industrial / manufacturing, WH
 *   warehouse and distribution, FD food processing, CL clerical / office, CC call centre; `br_cd` the branch that
 *   serves the client; `city_nm`; `est_dt` the day the account was set up; `terms_days` payment terms in days from the
 *   invoice date; `bill_cyc` W billed weekly (one invoice per week worked, dated the Tuesday after the week ends),
 *   M billed monthly (one invoice for all weeks ending in a calendar month, dated the 2nd of the next month); `cr_lmt`
 *   credit limit in dollars; `sts_cd` A active account, I inactive (no longer does business with us, including one
 *   client that went out of business in June 2025 leaving unpaid invoices).
 * - `assoc`: associates (temporary workers) on file, including applicants who were never placed. `assoc_no`;
 *   `frst_nm`, `lst_nm`; `city_nm`; `home_br` the br_cd of the branch they registered with; `skill_cd` primary skill:
 *   GL general labor, PKR picker / packer, ASM assembler, MCH machine operator, FLT forklift operator, WLD welder, CLK
 *   data entry / general clerical, ACT accounting clerk, CSR customer service representative; `reg_dt` the day they
 *   registered (applied and completed onboarding); `src_cd` how they found us: IND Indeed, REF referral by another
 *   associate, WLK walk-in, FB Facebook, JF job fair, WEB our website; `reg_by` the emp_no of the recruiter who
 *   registered them; `sts_cd` A active (available for work or working), I inactive (has not worked in a long time),
 *   H hired permanently by a client (converted), D do not rehire (after a no-call/no-show or a client removal).
 * - `job_ord`: job orders from clients. `ord_no`; `clnt_id` the clnt_no of the client; `rcrtr` the emp_no of the
 *   recruiter who owns the order; `ord_dt` the day the order came in; `strt_dt` the requested start date; `pos_ttl`
 *   position title; `skill_cd` (as on assoc); `shft` 1 first (day), 2 second, 3 third (night) shift; `ord_typ` TMP
 *   temporary, TTH temp-to-hire (the client may hire the associate after 520 hours); `hds_req` number of workers
 *   requested; `pay_rt` and `bill_rt` the hourly pay rate and bill rate agreed on the order, in dollars; `ord_sts` OPN
 *   open (still recruiting: not all heads filled), FIL filled (all placed, work ongoing), CLS closed (the work is over,
 *   or the client stopped recruiting on it), CXL cancelled by the client before anyone started; `cls_dt` the day an
 *   order was closed or cancelled.
 * - `asgn`: assignments (placements): one associate placed on one job order. `asgn_no`; `ord_no`; `assoc_id` the
 *   assoc_no of the associate; `strt_dt` the first day worked; `end_dt` the last day worked (empty while the
 *   assignment is still going); `pay_rt`, `bill_rt` the hourly pay rate and bill rate of this assignment in dollars
 *   (usually the order's, a little higher for experienced associates); `end_rsn` why it ended: CMP assignment
 *   completed (the client no longer needed the worker), HIR hired permanently by the client (conversion), QT the
 *   associate quit, NCNS no call / no show (job abandonment), CR removed at the client's request; empty while going.
 * - `tmsht`: weekly timesheets, one per assignment per week with hours. `ts_no`; `asgn_no`; `wk_end` the week-ending
 *   Sunday as text 'YYYYMMDD' (weeks run Monday to Sunday); `reg_hrs` regular hours; `ot_hrs` overtime hours;
 *   `pay_amt` gross pay to the associate (reg_hrs × pay_rt + ot_hrs × pay_rt × 1.5) in dollars; `bill_amt` the amount
 *   billed to the client (reg_hrs × bill_rt + ot_hrs × bill_rt × 1.5) in dollars; `appr_yn` Y approved by the client's
 *   supervisor, N not yet approved; `inv_no` the invoice it was billed on (empty until invoiced).
 * - `inv`: invoices to clients. `inv_no`; `bill_to` the clnt_no billed; `inv_dt`; `prd_end` the last week-ending date
 *   the invoice covers; `due_dt` (inv_dt + the client's terms); `inv_amt` the invoice total in dollars (the sum of the
 *   bill_amt of its timesheets; staffing services are not taxed); `pd_yn` Y paid in full, N unpaid; `pd_dt` the day
 *   the payment was received (empty while unpaid).
 */
import { insertRows, seededRandom } from '../../seeded-random';

const DAY = 86_400_000;
const addDays = (d: string, n: number): string => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const diffDays = (a: string, b: string): number => Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY);
const dow = (d: string): number => new Date(`${d}T00:00:00Z`).getUTCDay();
const ymd = (d: string): string => d.replace(/-/g, '');
const round2 = (n: number): number => Math.round(n * 100) / 100;

const FIRST_MONDAY = '2023-01-02';
const LAST = '2026-11-24';
const LAST_SUNDAY = '2026-11-22';
const MKG_OPEN = '2024-03-04';
const BANKRUPT_DT = '2025-06-13';

type Br = 'GRR' | 'HOL' | 'KZO' | 'MKG';
const BRANCHES: [Br, string, string, string, string, number, number, string][] = [
  ['GRR', 'Grand Rapids', '1450 28th St SE', 'Grand Rapids', 'MI', 2008, 1002, '616-555-0140'],
  ['HOL', 'Holland', '305 E 8th St', 'Holland', 'MI', 2013, 1003, '616-555-0188'],
  ['KZO', 'Kalamazoo', '4200 S Westnedge Ave', 'Kalamazoo', 'MI', 2017, 1004, '269-555-0112'],
  ['MKG', 'Muskegon', '1790 E Sherman Blvd', 'Muskegon', 'MI', 2024, 1005, '231-555-0175'],
];
const BR_WT: Record<Br, number> = { GRR: 1.0, HOL: 0.6, KZO: 0.75, MKG: 0.45 };
const BR_CITIES: Record<Br, string[]> = {
  GRR: ['Grand Rapids', 'Wyoming', 'Kentwood', 'Walker', 'Grandville', 'Cascade', 'Rockford'],
  HOL: ['Holland', 'Zeeland', 'Hudsonville', 'Saugatuck', 'Grand Haven'],
  KZO: ['Kalamazoo', 'Portage', 'Battle Creek', 'Plainwell', 'Vicksburg'],
  MKG: ['Muskegon', 'Norton Shores', 'Muskegon Heights', 'Whitehall', 'Spring Lake'],
};

interface Emp {
  no: number;
  nm: string;
  ttl: string;
  br: Br;
  rpt: number | null;
  hire: string;
  term: string | null;
}
const EMPS: Emp[] = [
  { no: 1001, nm: 'Carol Brandt', ttl: 'PRES', br: 'GRR', rpt: null, hire: '2008-05-01', term: null },
  { no: 1002, nm: 'Dana Whitfield', ttl: 'BM', br: 'GRR', rpt: 1001, hire: '2011-09-12', term: null },
  { no: 1003, nm: 'Marcus Oyelaran', ttl: 'BM', br: 'HOL', rpt: 1001, hire: '2014-02-03', term: null },
  { no: 1004, nm: 'Jenna Kowalczyk', ttl: 'BM', br: 'KZO', rpt: 1001, hire: '2017-06-19', term: null },
  { no: 1005, nm: 'Luis Barragan', ttl: 'BM', br: 'MKG', rpt: 1001, hire: '2024-01-08', term: null },
  { no: 1011, nm: 'Tamika Hollis', ttl: 'SREC', br: 'GRR', rpt: 1002, hire: '2016-03-14', term: null },
  { no: 1012, nm: 'Ryan VanderMeer', ttl: 'REC', br: 'GRR', rpt: 1002, hire: '2020-08-03', term: null },
  { no: 1013, nm: 'Sofia Delgado', ttl: 'REC', br: 'GRR', rpt: 1002, hire: '2021-05-17', term: '2024-07-26' },
  { no: 1014, nm: 'Brett Kaminski', ttl: 'REC', br: 'GRR', rpt: 1002, hire: '2022-10-10', term: null },
  { no: 1015, nm: 'Aisha Robinson', ttl: 'REC', br: 'GRR', rpt: 1002, hire: '2024-07-22', term: null },
  { no: 1021, nm: 'Kyle Dekker', ttl: 'SREC', br: 'HOL', rpt: 1003, hire: '2015-04-06', term: null },
  { no: 1022, nm: 'Maria Esquivel', ttl: 'REC', br: 'HOL', rpt: 1003, hire: '2019-11-04', term: '2025-03-14' },
  { no: 1023, nm: 'Hannah Schut', ttl: 'REC', br: 'HOL', rpt: 1003, hire: '2025-03-03', term: null },
  { no: 1031, nm: 'Derek Pruitt', ttl: 'SREC', br: 'KZO', rpt: 1004, hire: '2018-01-15', term: null },
  { no: 1032, nm: 'Chloe Nguyen', ttl: 'REC', br: 'KZO', rpt: 1004, hire: '2021-02-08', term: null },
  { no: 1033, nm: 'Jamal Carter', ttl: 'REC', br: 'KZO', rpt: 1004, hire: '2020-06-01', term: '2023-09-29' },
  { no: 1034, nm: 'Emily Strand', ttl: 'REC', br: 'KZO', rpt: 1004, hire: '2023-10-09', term: null },
  { no: 1041, nm: 'Trevor Olsen', ttl: 'REC', br: 'MKG', rpt: 1005, hire: '2024-02-12', term: null },
  { no: 1042, nm: 'Brianna Lutz', ttl: 'REC', br: 'MKG', rpt: 1005, hire: '2025-06-09', term: null },
];

type Ind = 'LI' | 'WH' | 'FD' | 'CL' | 'CC';
const SKILLS: Record<string, { ttl: string; pay: number }> = {
  GL: { ttl: 'General Laborer', pay: 15.0 },
  PKR: { ttl: 'Picker/Packer', pay: 15.5 },
  ASM: { ttl: 'Assembler', pay: 16.25 },
  MCH: { ttl: 'Machine Operator', pay: 17.5 },
  FLT: { ttl: 'Forklift Operator', pay: 17.75 },
  WLD: { ttl: 'MIG Welder', pay: 21.5 },
  CLK: { ttl: 'Data Entry Clerk', pay: 16.5 },
  ACT: { ttl: 'Accounts Payable Clerk', pay: 19.5 },
  CSR: { ttl: 'Customer Service Rep', pay: 16.75 },
};
const IND_SKILLS: Record<Ind, [string, number][]> = {
  LI: [['ASM', 4], ['MCH', 3], ['GL', 3], ['WLD', 1.2], ['FLT', 1]],
  WH: [['PKR', 5], ['FLT', 3], ['GL', 2]],
  FD: [['GL', 4], ['PKR', 3], ['MCH', 1.5]],
  CL: [['CLK', 4], ['ACT', 2], ['CSR', 1]],
  CC: [['CSR', 1]],
};
const IND_NAMES: Record<Ind, string[]> = {
  LI: ['Plastics', 'Tool & Die', 'Fabrication', 'Metal Works', 'Components', 'Manufacturing', 'Molding', 'Stamping', 'Machining',
    'Assembly', 'Industries', 'Castings'],
  WH: ['Distribution', 'Logistics', 'Fulfillment', 'Cold Storage', 'Warehousing', 'Supply Co.', 'Freight'],
  FD: ['Foods', 'Packing Co.', 'Bakery', 'Dairy', 'Produce', 'Meats', 'Snack Co.'],
  CL: ['Insurance Group', 'Credit Union', 'Health Partners', 'Title Company', 'Property Management', 'Medical Billing', 'Law Group',
    'Accounting'],
  CC: ['Contact Solutions', 'Customer Care', 'Teleservices', 'Call Center'],
};
const NAME_PREFIX = ['Great Lakes', 'Lakeshore', 'Grand River', 'West Michigan', 'Kent', 'Ottawa', 'Thornapple', 'Kalamazoo', 'Portage',
  'Muskegon', 'Allegan', 'Cascade', 'Riverside', 'Northpoint', 'Summit', 'Pinnacle', 'Maple Leaf', 'Heritage', 'Precision', 'Alliance',
  'Beacon', 'Harbor', 'Dunes', 'Tulip City', 'Cereal City', 'Pere Marquette', 'Huron', 'Lighthouse', 'Red Oak', 'Silver Creek',
  'Blue Water', 'Keystone', 'Meridian', 'Crossroads', 'Lakeview', 'Sandy Pines'];

const FIRST = ['James', 'Maria', 'Michael', 'Jennifer', 'David', 'Jessica', 'Chris', 'Ashley', 'Daniel', 'Amanda', 'Matthew', 'Sarah',
  'Joshua', 'Brittany', 'Andrew', 'Stephanie', 'Tyler', 'Nicole', 'Brandon', 'Heather', 'Justin', 'Megan', 'Kevin', 'Rachel', 'Jose',
  'Lauren', 'Anthony', 'Kayla', 'Eric', 'Samantha', 'Juan', 'Amber', 'Carlos', 'Danielle', 'Luis', 'Tiffany', 'Robert', 'Crystal',
  'William', 'Alexis', 'Jonathan', 'Destiny', 'Marcus', 'Jasmine', 'Terrell', 'Keisha', 'DeShawn', 'Tanisha', 'Miguel', 'Guadalupe',
  'Alejandro', 'Rosa', 'Francisco', 'Ana', 'Pedro', 'Carmen', 'Nguyen', 'Linh', 'Tuan', 'Mai', 'Ahmed', 'Fatima', 'Omar', 'Amina',
  'Dustin', 'Courtney', 'Cody', 'Kelsey', 'Travis', 'Brooke', 'Kyle', 'Chelsea', 'Derek', 'Whitney', 'Shane', 'Misty', 'Jorge',
  'Yesenia', 'Ricardo', 'Marisol', 'Darnell', 'Latoya', 'Andre', 'Ebony', 'Hector', 'Lucia', 'Victor', 'Elena', 'Ivan', 'Olga',
  'Dmitri', 'Svetlana', 'Paul', 'Karen', 'Gary', 'Donna', 'Scott', 'Tammy', 'Jeff', 'Wendy'];
const LAST_NMS = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'VanDyke', 'DeVries', 'Vander Ploeg', 'Bos', 'Kuipers', 'Visser', 'Mulder', 'Postma', 'Kowalski', 'Nowak', 'Wisniewski', 'Lewandowski',
  'Schultz', 'Becker', 'Hoffman', 'Fischer', 'Weber', 'Meyer', 'Tran', 'Pham', 'Le', 'Vo', 'Ali', 'Hassan', 'Mohamed', 'Ibrahim',
  'Reyes', 'Cruz', 'Morales', 'Ortiz', 'Gutierrez', 'Chavez', 'Ramos', 'Ruiz', 'Mendoza', 'Alvarez', 'Castillo', 'Jimenez', 'Moreno',
  'Romero', 'Washington', 'Jefferson', 'Brooks', 'Bell', 'Coleman', 'Jenkins', 'Perry', 'Powell', 'Long', 'Patterson', 'Hughes',
  'Price', 'Sanders', 'Bennett', 'Wood', 'Barnes', 'Ross', 'Henderson', 'Cole', 'Fisher', 'Graham', 'Sullivan', 'Wallace', 'Woods',
  'Ellis', 'Stevens', 'Murray', 'Ford', 'Marshall', 'Owens', 'McDonald', 'Harrison', 'Gibson', 'Kennedy', 'Wells', 'Dixon', 'Hunt',
  'Palmer', 'Black', 'Stone', 'Hawkins', 'Dunn', 'Olson', 'Boone', 'Decker', 'Schaefer', 'Zuidema', 'Timmer', 'Brouwer', 'Bakker'];

const SEASON = [0, 0.7, 0.8, 1.0, 1.05, 1.1, 1.15, 1.0, 1.1, 1.2, 1.5, 1.35, 0.5];
const GROWTH: Record<number, number> = { 2023: 1.0, 2024: 1.08, 2025: 0.97, 2026: 1.1 };
const PAY_YR: Record<number, number> = { 2023: 1.0, 2024: 1.035, 2025: 1.07, 2026: 1.1 };

interface Clnt {
  no: number;
  nm: string;
  ind: Ind;
  br: Br;
  city: string;
  est: string;
  from: string;
  to: string | null;
  terms: number;
  cyc: 'W' | 'M';
  lmt: number;
  wt: number;
  mkup: number;
  payLag: number;
  bankrupt: boolean;
}
interface Assoc {
  no: number;
  first: string;
  last: string;
  city: string;
  br: Br;
  skill: string;
  reg: string;
  src: string;
  regBy: number;
  busyUntil: string;
  dnr: boolean;
  hired: boolean;
  lastEnd: string | null;
  current: boolean;
}
interface Ord {
  no: number;
  clnt: Clnt;
  rcrtr: number;
  dt: string;
  strt: string;
  skill: string;
  shft: string;
  typ: 'TMP' | 'TTH';
  hds: number;
  pay: number;
  bill: number;
  sts: string;
  cls: string | null;
  asgns: Asgn[];
}
interface Asgn {
  no: number;
  ord: Ord;
  assoc: Assoc;
  strt: string;
  end: string | null;
  pay: number;
  bill: number;
  rsn: string | null;
}
interface Ts {
  no: number;
  asgn: Asgn;
  wk: string;
  reg: number;
  ot: number;
  pay: number;
  bill: number;
  appr: 'Y' | 'N';
  inv: Inv | null;
}
interface Inv {
  no: number;
  clnt: Clnt;
  dt: string;
  prd: string;
  due: string;
  amt: number;
  pd: 'Y' | 'N';
  pdDt: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(7141);
  const year = (d: string): number => Number(d.slice(0, 4));
  const month = (d: string): number => Number(d.slice(5, 7));
  const nextWeekday = (d: string): string => {
    let x = d;
    while (dow(x) === 0 || dow(x) === 6) x = addDays(x, 1);
    return x;
  };
  const prevWeekday = (d: string): string => {
    let x = d;
    while (dow(x) === 0 || dow(x) === 6) x = addDays(x, -1);
    return x;
  };

  // ---- clients
  const clnts: Clnt[] = [];
  const usedNames = new Set<string>();
  const clientCounts: Record<Br, number> = { GRR: 40, HOL: 26, KZO: 30, MKG: 18 };
  let clntNo = 2001;
  for (const br of ['GRR', 'HOL', 'KZO', 'MKG'] as Br[]) {
    for (let i = 0; i < clientCounts[br]; i++) {
      const ind = r.weighted<Ind>([['LI', 35], ['WH', 25], ['FD', 12], ['CL', 18], ['CC', 8]]);
      let nm = '';
      do nm = `${r.pick(NAME_PREFIX)} ${r.pick(IND_NAMES[ind])}`;
      while (usedNames.has(nm));
      usedNames.add(nm);
      let est: string;
      if (br === 'MKG') est = r.chance(0.3) ? r.date('2016-01-01', '2023-12-31') : r.date(MKG_OPEN, '2026-09-30');
      else est = r.chance(0.72) ? r.date('2009-01-01', '2022-12-31') : r.date('2023-01-02', '2026-09-30');
      let from = est < FIRST_MONDAY ? FIRST_MONDAY : est;
      if (br === 'MKG' && from < MKG_OPEN) from = MKG_OPEN;
      const churn = r.chance(0.14) ? r.date(addDays(from, 120), '2026-08-31') : null;
      const to = churn && churn > addDays(from, 120) ? churn : null;
      const big = Math.exp(r.float(-1.2, 1.6, 3));
      const terms = r.weighted([[15, 2], [30, 6], [45, 2], [60, 1]]);
      clnts.push({
        no: clntNo++,
        nm,
        ind,
        br,
        city: r.pick(BR_CITIES[br]),
        est,
        from,
        to,
        terms,
        cyc: ind === 'CL' || ind === 'CC' ? (r.chance(0.7) ? 'M' : 'W') : r.chance(0.25) ? 'M' : 'W',
        lmt: r.pick([25000, 50000, 75000, 100000, 150000, 250000]),
        wt: big,
        mkup: r.float(1.38, 1.62, 3),
        payLag: r.int(-6, 22),
        bankrupt: false,
      });
    }
  }
  // One mid-sized GRR manufacturing client went out of business in June 2025.
  const bk = clnts.find((c) => c.br === 'GRR' && c.ind === 'LI' && c.from === FIRST_MONDAY && c.to === null && c.wt > 1.5);
  if (!bk) throw new Error('no bankrupt candidate');
  bk.nm = 'Wolverine Pallet & Crate';
  bk.to = BANKRUPT_DT;
  bk.bankrupt = true;
  bk.payLag = 30;

  // ---- job orders
  const orders: Ord[] = [];
  const asgns: Asgn[] = [];
  const assocs: Assoc[] = [];
  const usedAssocNames = new Set<string>();
  let ordNo = 40101;
  let assocNo = 500001;
  const newAssoc = (br: Br, skill: string, reg: string, regBy: number): Assoc => {
    let first = '';
    let last = '';
    do {
      first = r.pick(FIRST);
      last = r.pick(LAST_NMS);
    } while (usedAssocNames.has(`${first} ${last}`));
    usedAssocNames.add(`${first} ${last}`);
    const a: Assoc = {
      no: assocNo++,
      first,
      last,
      city: r.pick(BR_CITIES[br]),
      br,
      skill,
      reg,
      src: r.weighted([['IND', 40], ['REF', 20], ['WLK', 14], ['FB', 10], ['JF', 5], ['WEB', 11]]),
      regBy,
      busyUntil: '2000-01-01',
      dnr: false,
      hired: false,
      lastEnd: null,
      current: false,
    };
    assocs.push(a);
    return a;
  };
  const recruiterAt = (br: Br, d: string): number => {
    const recs = EMPS.filter((e) => e.br === br && (e.ttl === 'REC' || e.ttl === 'SREC') && e.hire <= d && (e.term === null || e.term >= d));
    if (recs.length === 0) return EMPS.find((e) => e.br === br && e.ttl === 'BM')!.no;
    return r.weighted(recs.map((e) => [e.no, e.ttl === 'SREC' ? 1.5 : 1] as const));
  };

  for (let day = FIRST_MONDAY; day <= LAST; day = addDays(day, 1)) {
    if (dow(day) === 0 || dow(day) === 6) continue;
    const y = year(day);
    const m = month(day);
    for (const [br] of BRANCHES) {
      if (br === 'MKG' && day < MKG_OPEN) continue;
      const lambda = 0.15 * BR_WT[br] * SEASON[m]! * GROWTH[y]! * (br === 'MKG' && day < '2024-09-01' ? 0.6 : 1);
      // At the migration, the orders with work going on were re-keyed as new orders dated 2 January 2023.
      const n = day === FIRST_MONDAY ? { GRR: 7, HOL: 4, KZO: 5, MKG: 0 }[br] : r.poisson(lambda);
      for (let k = 0; k < n; k++) {
        const cands = clnts.filter((c) => c.br === br && c.from <= day && (c.to === null || c.to > addDays(day, 21)));
        if (cands.length === 0) continue;
        const peak = m >= 9 && m <= 11;
        const clnt = r.weighted(cands.map((c) => [c, c.wt * (peak && c.ind === 'WH' ? 2.2 : 1)] as const));
        const skill = r.weighted(IND_SKILLS[clnt.ind]);
        const typ: 'TMP' | 'TTH' = r.chance(clnt.ind === 'CL' ? 0.35 : 0.22) ? 'TTH' : 'TMP';
        const shft = clnt.ind === 'CL' || clnt.ind === 'CC' ? '1' : r.weighted([['1', 5], ['2', 3], ['3', 1.5]]);
        let hds = r.weighted([[1, 34], [2, 20], [3, 14], [4, 9], [5, 7], [6, 5], [8, 4], [10, 3], [12, 2]]);
        if (clnt.ind === 'CL' || skill === 'ACT') hds = Math.min(hds, r.int(1, 2));
        if (peak && clnt.ind === 'WH' && r.chance(0.35)) hds += r.int(4, 12);
        let pay = SKILLS[skill]!.pay * PAY_YR[y]! * r.float(0.96, 1.07, 3) + (shft === '2' ? 1 : shft === '3' ? 1.5 : 0);
        pay = Math.round(pay * 4) / 4;
        const bill = round2(pay * (clnt.mkup + (typ === 'TTH' ? 0.04 : 0) + (skill === 'WLD' ? 0.05 : 0)));
        const strt = day === FIRST_MONDAY ? '2023-01-03' : nextWeekday(addDays(day, r.weighted([[1, 2], [2, 2], [3, 3], [4, 2], [5, 2], [7, 3], [10, 2], [14, 1]])));
        orders.push({
          no: ordNo++,
          clnt,
          rcrtr: recruiterAt(br, day),
          dt: day,
          strt,
          skill,
          shft,
          typ,
          hds,
          pay,
          bill,
          sts: 'OPN',
          cls: null,
          asgns: [],
        });
      }
    }
  }
  // Process orders in start-date order so that associates' availability is tracked in time.
  const byStart = [...orders].sort((a, b) => (a.strt < b.strt ? -1 : a.strt > b.strt ? 1 : a.no - b.no));
  const pending: Asgn[] = [];
  for (const o of byStart) {
    const age = diffDays(LAST, o.dt);
    if (r.chance(0.07)) {
      o.sts = 'CXL';
      o.cls = addDays(o.dt, r.int(1, Math.max(1, Math.min(12, age))));
      if (o.cls > LAST) o.cls = LAST;
      continue;
    }
    let fillable = o.hds;
    if (r.chance(0.15)) fillable = Math.max(0, o.hds - r.int(1, Math.max(1, Math.ceil(o.hds / 2))));
    for (let h = 0; h < fillable; h++) {
      const strt = nextWeekday(addDays(o.strt, h < 3 ? 0 : r.weighted([[0, 5], [1, 2], [3, 2], [7, 2]])));
      if (strt > LAST) continue;
      // recent orders are still being filled
      const daysSince = diffDays(LAST, o.dt);
      if (daysSince < 21 && !r.chance(0.35 + daysSince * 0.03)) continue;
      // pick or register an associate
      const br = o.clnt.br;
      const free = assocs.filter((a) => a.br === br && !a.dnr && !a.hired && a.busyUntil < strt && a.reg <= strt);
      let assoc: Assoc;
      if (free.length > 0 && r.chance(0.5)) {
        const same = free.filter((a) => a.skill === o.skill);
        assoc = same.length > 0 && r.chance(0.75) ? r.pick(same) : r.pick(free);
      } else {
        const reg = addDays(strt, -r.int(1, 24));
        assoc = newAssoc(br, o.skill, reg < '2022-12-05' ? '2022-12-05' : reg, o.rcrtr);
      }
      // duration
      let weeks: number;
      const peakSeasonal = o.clnt.ind === 'WH' && month(o.dt) >= 9 && month(o.dt) <= 11 && o.typ === 'TMP' && r.chance(0.6);
      if (peakSeasonal) {
        const target = `${year(o.dt)}-12-${String(r.int(18, 31)).padStart(2, '0')}`;
        weeks = Math.max(1, Math.round(diffDays(target, strt) / 7));
      } else if (o.typ === 'TTH') weeks = r.int(11, 16);
      else weeks = r.weighted([[r.int(1, 2), 12], [r.int(3, 6), 28], [r.int(7, 13), 30], [r.int(14, 26), 20], [r.int(27, 52), 8], [r.int(53, 90), 2]]);
      let end = prevWeekday(addDays(strt, weeks * 7 - 3));
      let rsn: string = 'CMP';
      const roll = r.next();
      if (roll < 0.14) rsn = 'QT';
      else if (roll < 0.2) rsn = 'NCNS';
      else if (roll < 0.26) rsn = 'CR';
      if (rsn !== 'CMP') {
        const span = diffDays(end, strt);
        end = prevWeekday(addDays(strt, Math.floor(span * r.next() * (rsn === 'NCNS' ? 0.5 : 0.9))));
        if (end < strt) end = strt;
      } else if (o.typ === 'TTH') rsn = r.chance(0.72) ? 'HIR' : 'CMP';
      if (o.clnt.to && end > o.clnt.to) {
        end = prevWeekday(o.clnt.to);
        if (end < strt) end = strt;
        rsn = 'CMP';
      }
      const bump = r.chance(0.12) ? r.pick([0.5, 0.75, 1.0]) : 0;
      const pay = o.pay + bump;
      const bill = bump ? round2(pay * (o.bill / o.pay)) : o.bill;
      const a: Asgn = { no: 0, ord: o, assoc, strt, end: end > LAST ? null : end, pay, bill, rsn: end > LAST ? null : rsn };
      assoc.busyUntil = end;
      if (a.end === null) assoc.current = true;
      else {
        assoc.lastEnd = end;
        if (rsn === 'NCNS' && r.chance(0.7)) assoc.dnr = true;
        if (rsn === 'CR' && r.chance(0.4)) assoc.dnr = true;
        if (rsn === 'HIR') assoc.hired = true;
      }
      o.asgns.push(a);
      pending.push(a);
    }
  }
  pending.sort((a, b) => (a.strt < b.strt ? -1 : a.strt > b.strt ? 1 : a.ord.no - b.ord.no));
  let asgnNo = 70001;
  for (const a of pending) {
    a.no = asgnNo++;
    asgns.push(a);
  }
  // order status
  for (const o of orders) {
    if (o.sts === 'CXL') continue;
    const filled = o.asgns.length;
    const live = o.asgns.some((a) => a.end === null);
    const age = diffDays(LAST, o.dt);
    if (filled < o.hds && (age < 30 || (filled === 0 && age < 60))) o.sts = 'OPN';
    else if (filled === 0) {
      o.sts = 'CLS';
      o.cls = addDays(o.dt, r.int(20, 45));
    } else if (live) o.sts = 'FIL';
    else {
      o.sts = 'CLS';
      o.cls = o.asgns.reduce((mx, a) => (a.end! > mx ? a.end! : mx), o.dt);
    }
  }
  // A few long-open hard-to-fill orders (welders, AP clerks).
  for (const o of orders) {
    if ((o.skill === 'WLD' || o.skill === 'ACT') && o.sts === 'CLS' && o.asgns.length === 0 && o.dt >= '2026-06-01') {
      o.sts = 'OPN';
      o.cls = null;
    }
  }

  // applicants who were never placed
  const extra = 260;
  for (let i = 0; i < extra; i++) {
    const reg = r.date('2023-01-03', '2026-11-20');
    const br: Br = reg < MKG_OPEN ? r.weighted([['GRR', 4], ['HOL', 2.4], ['KZO', 3]]) : r.weighted([['GRR', 4], ['HOL', 2.4], ['KZO', 3], ['MKG', 1.8]]);
    const skill = r.weighted([['GL', 5], ['PKR', 4], ['ASM', 3], ['MCH', 2], ['FLT', 2], ['WLD', 0.6], ['CLK', 2], ['ACT', 0.6], ['CSR', 1.5]]);
    newAssoc(br, skill, reg, recruiterAt(br, reg));
  }
  assocs.sort((a, b) => (a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : a.no - b.no));
  assocs.forEach((a, i) => {
    a.no = 500001 + i;
  });

  // ---- timesheets
  const tss: Ts[] = [];
  let tsNo = 1;
  for (const a of asgns) {
    const ind = a.ord.clnt.ind;
    const office = ind === 'CL' || ind === 'CC';
    const last = a.end ?? '2099-12-31';
    // monday of the start week
    let mon = addDays(a.strt, -((dow(a.strt) + 6) % 7));
    for (; mon <= last; mon = addDays(mon, 7)) {
      const sun = addDays(mon, 6);
      if (sun > LAST_SUNDAY) break;
      let days = 0;
      for (let i = 0; i < 5; i++) {
        const d = addDays(mon, i);
        if (d >= a.strt && d <= last) days++;
      }
      if (days === 0) continue;
      let reg = days * 8;
      let ot = 0;
      if (days === 5) {
        if (r.chance(office ? 0.25 : 0.2)) reg = 40 - r.pick([2, 4, 4.5, 6, 8, 8, 16]);
        else if (!office) {
          const pk = month(sun) >= 10 && month(sun) <= 12 ? 0.65 : 0.4;
          if (r.chance(pk)) ot = r.pick([1, 2, 2.5, 4, 4, 5, 6, 8, 8, 10, 12]);
        } else if (r.chance(0.08)) ot = r.pick([1, 2, 3]);
      } else if (r.chance(0.15)) reg = Math.max(4, reg - 4);
      // Christmas week: plants and offices closed for the holidays
      if (month(sun) === 12 && Number(sun.slice(8)) >= 24 && Number(sun.slice(8)) <= 31 && ind !== 'WH') {
        reg = Math.min(reg, 24);
        ot = 0;
      }
      const pay = round2(reg * a.pay + ot * a.pay * 1.5);
      const bill = round2(reg * a.bill + ot * a.bill * 1.5);
      const appr: 'Y' | 'N' = sun === LAST_SUNDAY && r.chance(0.2) ? 'N' : 'Y';
      tss.push({ no: tsNo++, asgn: a, wk: sun, reg, ot, pay, bill, appr, inv: null });
    }
  }
  tss.sort((a, b) => (a.wk < b.wk ? -1 : a.wk > b.wk ? 1 : a.asgn.no - b.asgn.no));
  tss.forEach((t, i) => {
    t.no = 3000001 + i;
  });

  // ---- invoices
  const invs: Inv[] = [];
  const groups = new Map<string, Ts[]>();
  for (const t of tss) {
    if (t.appr === 'N') continue;
    const c = t.asgn.ord.clnt;
    const key = c.cyc === 'W' ? `${c.no}|W|${t.wk}` : `${c.no}|M|${t.wk.slice(0, 7)}`;
    const g = groups.get(key);
    if (g) g.push(t);
    else groups.set(key, [t]);
  }
  const pend: { c: Clnt; dt: string; prd: string; ts: Ts[] }[] = [];
  for (const [key, ts] of groups) {
    const [no, cyc, per] = key.split('|') as [string, string, string];
    const c = clnts.find((x) => x.no === Number(no))!;
    let dt: string;
    if (cyc === 'W') dt = addDays(per, 2);
    else {
      const [yy, mm] = per.split('-').map(Number) as [number, number];
      const ny = mm === 12 ? yy + 1 : yy;
      const nm = mm === 12 ? 1 : mm + 1;
      dt = `${ny}-${String(nm).padStart(2, '0')}-02`;
    }
    if (dt > LAST) continue;
    const prd = ts.reduce((mx, t) => (t.wk > mx ? t.wk : mx), '0000');
    pend.push({ c, dt, prd, ts });
  }
  pend.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.c.no - b.c.no));
  let invNo = 880001;
  for (const p of pend) {
    const amt = round2(p.ts.reduce((s, t) => s + t.bill, 0));
    const due = addDays(p.dt, p.c.terms);
    let pdDt: string | null = addDays(p.dt, Math.max(4, p.c.terms + p.c.payLag + r.int(-8, 12) + (r.chance(0.06) ? r.int(15, 60) : 0)));
    if (p.c.bankrupt && p.dt >= '2025-04-20') pdDt = null;
    if (pdDt && pdDt > LAST) pdDt = null;
    const inv: Inv = { no: invNo++, clnt: p.c, dt: p.dt, prd: p.prd, due, amt, pd: pdDt ? 'Y' : 'N', pdDt };
    for (const t of p.ts) t.inv = inv;
    invs.push(inv);
  }

  // ---- statuses
  const clntSts = (c: Clnt): string => (c.to ? 'I' : 'A');
  const assocSts = (a: Assoc): string => {
    if (a.current) return 'A';
    if (a.hired) return 'H';
    if (a.dnr) return 'D';
    const lastAct = a.lastEnd ?? a.reg;
    return lastAct >= '2026-01-01' ? 'A' : 'I';
  };
  const ordersSorted = [...orders].sort((a, b) => a.no - b.no);

  return [
    'CREATE SCHEMA stf;',
    `CREATE TABLE stf.brnch (br_cd char(3) PRIMARY KEY, br_nm varchar(40) NOT NULL, addr_txt varchar(60), city_nm varchar(40), st_cd char(2),
      open_yr integer NOT NULL, mgr_emp integer, phn_no varchar(14));`,
    `CREATE TABLE stf.emp (emp_no integer PRIMARY KEY, emp_nm varchar(60) NOT NULL, ttl_cd varchar(4) NOT NULL, br_cd char(3) NOT NULL,
      rpt_to integer REFERENCES stf.emp (emp_no), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE stf.clnt (clnt_no integer PRIMARY KEY, clnt_nm varchar(80) NOT NULL, ind_cd varchar(2) NOT NULL, br_cd char(3) NOT NULL,
      city_nm varchar(40), est_dt date NOT NULL, terms_days integer NOT NULL, bill_cyc char(1) NOT NULL, cr_lmt numeric(11,2), sts_cd char(1) NOT NULL);`,
    `CREATE TABLE stf.assoc (assoc_no integer PRIMARY KEY, frst_nm varchar(30) NOT NULL, lst_nm varchar(30) NOT NULL, city_nm varchar(40),
      home_br char(3) NOT NULL, skill_cd varchar(3) NOT NULL, reg_dt date NOT NULL, src_cd varchar(3), reg_by integer, sts_cd char(1) NOT NULL);`,
    `CREATE TABLE stf.job_ord (ord_no integer PRIMARY KEY, clnt_id integer NOT NULL REFERENCES stf.clnt (clnt_no), rcrtr integer NOT NULL,
      ord_dt date NOT NULL, strt_dt date NOT NULL, pos_ttl varchar(40) NOT NULL, skill_cd varchar(3) NOT NULL, shft char(1) NOT NULL,
      ord_typ varchar(3) NOT NULL, hds_req integer NOT NULL, pay_rt numeric(7,2) NOT NULL, bill_rt numeric(7,2) NOT NULL, ord_sts varchar(3) NOT NULL,
      cls_dt date);`,
    `CREATE TABLE stf.asgn (asgn_no integer PRIMARY KEY, ord_no integer NOT NULL REFERENCES stf.job_ord (ord_no),
      assoc_id integer NOT NULL REFERENCES stf.assoc (assoc_no), strt_dt date NOT NULL, end_dt date, pay_rt numeric(7,2) NOT NULL,
      bill_rt numeric(7,2) NOT NULL, end_rsn varchar(4));`,
    `CREATE TABLE stf.inv (inv_no integer PRIMARY KEY, bill_to integer NOT NULL REFERENCES stf.clnt (clnt_no), inv_dt date NOT NULL,
      prd_end date NOT NULL, due_dt date NOT NULL, inv_amt numeric(12,2) NOT NULL, pd_yn char(1) NOT NULL, pd_dt date);`,
    `CREATE TABLE stf.tmsht (ts_no integer PRIMARY KEY, asgn_no integer NOT NULL REFERENCES stf.asgn (asgn_no), wk_end varchar(8) NOT NULL,
      reg_hrs numeric(5,2) NOT NULL, ot_hrs numeric(5,2) NOT NULL, pay_amt numeric(10,2) NOT NULL, bill_amt numeric(10,2) NOT NULL,
      appr_yn char(1) NOT NULL, inv_no integer REFERENCES stf.inv (inv_no));`,
    insertRows('stf.brnch', ['br_cd', 'br_nm', 'addr_txt', 'city_nm', 'st_cd', 'open_yr', 'mgr_emp', 'phn_no'], BRANCHES),
    insertRows('stf.emp', ['emp_no', 'emp_nm', 'ttl_cd', 'br_cd', 'rpt_to', 'hire_dt', 'term_dt'],
      EMPS.map((e) => [e.no, e.nm, e.ttl, e.br, e.rpt, e.hire, e.term])),
    insertRows('stf.clnt', ['clnt_no', 'clnt_nm', 'ind_cd', 'br_cd', 'city_nm', 'est_dt', 'terms_days', 'bill_cyc', 'cr_lmt', 'sts_cd'],
      clnts.map((c) => [c.no, c.nm, c.ind, c.br, c.city, c.est, c.terms, c.cyc, c.lmt, clntSts(c)])),
    insertRows('stf.assoc', ['assoc_no', 'frst_nm', 'lst_nm', 'city_nm', 'home_br', 'skill_cd', 'reg_dt', 'src_cd', 'reg_by', 'sts_cd'],
      assocs.map((a) => [a.no, a.first, a.last, a.city, a.br, a.skill, a.reg, a.src, a.regBy, assocSts(a)])),
    insertRows('stf.job_ord', ['ord_no', 'clnt_id', 'rcrtr', 'ord_dt', 'strt_dt', 'pos_ttl', 'skill_cd', 'shft', 'ord_typ', 'hds_req', 'pay_rt', 'bill_rt',
      'ord_sts', 'cls_dt'],
      ordersSorted.map((o) => [o.no, o.clnt.no, o.rcrtr, o.dt, o.strt, SKILLS[o.skill]!.ttl, o.skill, o.shft, o.typ, o.hds, o.pay, o.bill, o.sts, o.cls])),
    insertRows('stf.asgn', ['asgn_no', 'ord_no', 'assoc_id', 'strt_dt', 'end_dt', 'pay_rt', 'bill_rt', 'end_rsn'],
      asgns.map((a) => [a.no, a.ord.no, a.assoc.no, a.strt, a.end, a.pay, a.bill, a.rsn])),
    insertRows('stf.inv', ['inv_no', 'bill_to', 'inv_dt', 'prd_end', 'due_dt', 'inv_amt', 'pd_yn', 'pd_dt'],
      invs.map((i) => [i.no, i.clnt.no, i.dt, i.prd, i.due, i.amt, i.pd, i.pdDt])),
    insertRows('stf.tmsht', ['ts_no', 'asgn_no', 'wk_end', 'reg_hrs', 'ot_hrs', 'pay_amt', 'bill_amt', 'appr_yn', 'inv_no'],
      tss.map((t) => [t.no, t.asgn.no, ymd(t.wk), t.reg, t.ot, t.pay, t.bill, t.appr, t.inv ? t.inv.no : null])),
  ].join('\n');
}
