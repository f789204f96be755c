/**
 * Bloomfield Garden Centres, a family-owned chain of 12 garden centres (nursery plants, outdoor living, tools and
 * seasonal goods, a café at some centres) with about 600 people on staff. The head office (CEO, regional managers,
 * HR, payroll, buying, finance, marketing) sits upstairs at the Maple Grove centre and its staff are booked to that
 * store. The chain takes on seasonal workers twice a year: for the spring rush (hired late February to mid April, the
 * season ends June 30) and for the Christmas-tree and holiday season (hired in the first half of November, the season
 * ends December 24). The HRIS went live on 2021-01-01: only people employed on or after that day were migrated, so
 * everyone who left before 2021 is missing; hire dates of migrated staff go back to 2010. The time clock and the leave
 * module came later (see their tables). Everything is in schema `hris`.
 *
 * - `stores`: the 12 garden centres. `store_id`; `store_code` GC01–GC12; `store_name`; `region` North, South, East or
 *   West (three centres each; each region has a regional manager at head office); `opened_on` the day the centre
 *   opened (Stonebridge, the newest, opened in 2022); `sq_ft` sales floor area in square feet; `has_cafe` Y if the
 *   centre runs a café, N if not.
 * - `jobs`: job codes. `job_code`; `job_title`; `job_family` 'Head office', 'Store management' (store manager and
 *   assistant store manager), 'Store leadership' (department leads) or 'Store operations' (associates);
 *   `pay_grade` 1 (lowest) to 9; `exempt_yn` Y for salaried jobs (no overtime, not on the time clock), N for hourly
 *   jobs. Codes: CEO chief executive, RGM regional manager, HRM HR manager, HRG HR generalist, PAY payroll
 *   specialist, BUY buyer, ACC accountant, MKT marketing coordinator, SMG store manager, ASM assistant store manager,
 *   DLD department lead (each centre has three: nursery & yard, hardlines & café, front end/checkouts), LDS landscape
 *   designer, NUR nursery associate, YRD yard & delivery associate (forklift, deliveries, Christmas-tree lot), SLS
 *   sales associate, CSH cashier, CAF café associate.
 * - `emp`: everyone employed on or after 2021-01-01 (current staff and leavers). `emp_id`; `first_nm`, `last_nm`;
 *   `gndr` F female, M male, U not disclosed; `birth_dt` date of birth; `hire_dt` first day of employment;
 *   `term_dt` the last day of employment, NULL while the person is still employed (no future-dated terminations are
 *   keyed); `term_rsn` why the person left (NULL while employed): RES resigned, RET retired, DIS dismissed (fired for
 *   cause or performance), LAY laid off (position eliminated), ABN job abandonment (stopped showing up, no notice),
 *   EOS end of season (a seasonal contract ran out); `rehire_yn` Y eligible for rehire, N not (NULL while employed);
 *   `emp_typ` FT full-time, PT part-time, SEAS seasonal; `job_cd` the current (for leavers, last) job (jobs.job_code);
 *   `str_no` the store the person works at (stores.store_id); `mgr_id` the emp_id of the person's manager (for leavers,
 *   the manager when they left; NULL only for the CEO).
 * - `emp_comp`: compensation history, one row per pay change. `comp_id`; `emp_id`; `eff_dt` the day the rate takes
 *   effect (the rate holds until the person's next row; the current rate is the latest row); `pay_basis` H hourly or
 *   A annual salary; `pay_rt` the rate: dollars per hour when pay_basis is H, dollars per year when it is A;
 *   `chg_rsn` CONV rate carried over at the HRIS go-live (2021-01-01, for people hired before), HIRE starting rate,
 *   MERIT annual merit raise (effective April 1), PROMO promotion to a new job, MINW raised to the new state minimum
 *   wage (January 1, 2025 and 2026).
 * - `tm_shift`: time-clock punches, one row per shift worked by an hourly employee (salaried staff do not clock in).
 *   The time clock went live at all centres on 2026-10-01, so there are no earlier shifts. Shifts are always worked
 *   at the employee's own store. `shift_id`; `emp_id`; `wrk_dt` the day worked; `clk_in`, `clk_out` the punches
 *   (local time); `clk_out` is NULL when the employee forgot to clock out (a missed punch, not yet fixed), and then
 *   `hrs_wkd` and `ot_hrs` are NULL too; `brk_min` unpaid break minutes; `hrs_wkd` hours worked (clock time minus the
 *   break, overtime included); `ot_hrs` the overtime part of hrs_wkd (hours past 8 in the shift).
 * - `lv_req`: leave (time-off) requests for leave starting on or after 2024-01-01, when the leave module went live.
 *   `req_id`; `emp_id`; `lv_typ`
 *   VAC vacation, SICK sick leave, UNPD unpaid leave, PARENT parental leave; `strt_dt`, `end_dt` the first and last
 *   day off; `lv_days` the working days off (half days as 0.5); `sub_dt` the day the request was entered (sick leave
 *   is entered on the day or after it); `req_sts` PEND pending (waiting for the manager), APPR approved, DENY denied,
 *   CANC cancelled by the employee; `dec_dt` the day the manager approved or denied it (NULL while pending or when
 *   cancelled); `apprv_by` the emp_id of the manager who decided (NULL while pending or when cancelled). Sick leave is
 *   always approved. Leave that has been approved and whose days have come is leave taken.
 * - `performance_reviews`: annual reviews. A review covers one calendar year (`review_year`) and is done in January or
 *   February of the next year; people hired after September 30 of the year, and seasonal staff, are not reviewed. The
 *   2026 cycle has not started (its reviews are due in early 2027). A row exists only for a completed review.
 *   `review_id`; `employee_id` (emp.emp_id); `review_year`; `reviewer_id` the emp_id of the manager who did it;
 *   `rating` 1 unsatisfactory, 2 needs improvement, 3 meets expectations, 4 exceeds expectations, 5 outstanding;
 *   `completed_on` the day it was signed off.
 * - `training_courses`: courses. `course_id`; `course_code` ORIENT new-hire orientation, HARASS harassment prevention
 *   (since 2024 to be done once every calendar year by every non-seasonal employee), FORK forklift operator
 *   certification, PEST pesticide handling and safety, FAID first aid and CPR, CASH cash handling, FOOD food hygiene
 *   (café), PLANT plant care basics; `course_name`; `mandatory_yn` Y if every employee must take it; `valid_months` how long a completion
 *   stays valid (a certificate expires valid_months months after it was completed; NULL: never expires).
 * - `training_completions`: one row per course completed (passed) by an employee, from 2021 on. `completion_id`;
 *   `employee_id` (emp.emp_id); `course_id`; `completed_on`; `score` the test score out of 100 for courses with a
 *   test (FORK, PEST), NULL for the others.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const GO_LIVE = '2021-01-01';
const LAST = '2026-11-24';
const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoOf(ms(iso) + n * DAY);
const diffDays = (a: string, b: string) => Math.round((ms(a) - ms(b)) / DAY);
const addMonths = (iso: string, n: number) => {
  const d = new Date(ms(iso));
  return isoOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate()));
};
const round2 = (n: number) => Math.round(n * 100) / 100;
const minD = (a: string, b: string) => (a < b ? a : b);
const maxD = (a: string, b: string) => (a > b ? a : b);
const dow = (iso: string) => new Date(ms(iso)).getUTCDay();
const pad = (n: number) => String(n).padStart(2, '0');

// store_id, code, name, region, opened_on, sq_ft, has_cafe, size factor
const STORES: [number, string, string, string, string, number, string, number][] = [
  [1, 'GC01', 'Maple Grove', 'North', '1996-04-12', 48000, 'Y', 1.3],
  [2, 'GC02', 'Cedar Hill', 'North', '2003-03-01', 36000, 'N', 1.0],
  [3, 'GC03', 'Willow Creek', 'North', '2008-09-15', 31000, 'Y', 0.9],
  [4, 'GC04', 'Riverbend', 'South', '2001-05-20', 42000, 'Y', 1.15],
  [5, 'GC05', 'Oak Hollow', 'South', '2011-02-26', 28000, 'N', 0.8],
  [6, 'GC06', 'Sunny Meadows', 'South', '2014-03-08', 33000, 'N', 0.95],
  [7, 'GC07', 'Fernbrook', 'East', '1999-04-03', 39000, 'Y', 1.1],
  [8, 'GC08', 'Lakeside', 'East', '2006-03-18', 35000, 'Y', 1.0],
  [9, 'GC09', 'Briar Ridge', 'East', '2016-04-02', 26000, 'N', 0.75],
  [10, 'GC10', 'Pine Valley', 'West', '2005-03-12', 37000, 'N', 1.05],
  [11, 'GC11', 'Harbor Point', 'West', '2012-04-14', 30000, 'Y', 0.85],
  [12, 'GC12', 'Stonebridge', 'West', '2022-03-12', 34000, 'Y', 0.95],
];
const REGIONS = ['North', 'South', 'East', 'West'];

// code, title, family, grade, exempt, basis, low, high (2021 rates), tenure mean days
const JOBS: [string, string, string, number, string, 'H' | 'A', number, number, number][] = [
  ['CEO', 'Chief Executive Officer', 'Head office', 9, 'Y', 'A', 182000, 182000, 1e9],
  ['RGM', 'Regional Manager', 'Head office', 8, 'Y', 'A', 92000, 108000, 3200],
  ['HRM', 'HR Manager', 'Head office', 7, 'Y', 'A', 76000, 84000, 2600],
  ['HRG', 'HR Generalist', 'Head office', 4, 'Y', 'A', 50000, 57000, 1900],
  ['PAY', 'Payroll Specialist', 'Head office', 4, 'Y', 'A', 48000, 55000, 2200],
  ['BUY', 'Buyer', 'Head office', 5, 'Y', 'A', 58000, 70000, 2400],
  ['ACC', 'Accountant', 'Head office', 5, 'Y', 'A', 60000, 68000, 2200],
  ['MKT', 'Marketing Coordinator', 'Head office', 4, 'Y', 'A', 46000, 53000, 1700],
  ['SMG', 'Store Manager', 'Store management', 6, 'Y', 'A', 66000, 80000, 2700],
  ['ASM', 'Assistant Store Manager', 'Store management', 5, 'Y', 'A', 49000, 58000, 1900],
  ['DLD', 'Department Lead', 'Store leadership', 3, 'N', 'H', 19, 22.5, 1900],
  ['LDS', 'Landscape Designer', 'Store operations', 3, 'N', 'H', 21.5, 26, 1700],
  ['NUR', 'Nursery Associate', 'Store operations', 2, 'N', 'H', 15.25, 18, 1250],
  ['YRD', 'Yard & Delivery Associate', 'Store operations', 2, 'N', 'H', 15.75, 18.5, 1150],
  ['SLS', 'Sales Associate', 'Store operations', 1, 'N', 'H', 14.75, 17, 1100],
  ['CSH', 'Cashier', 'Store operations', 1, 'N', 'H', 14.25, 16, 950],
  ['CAF', 'Café Associate', 'Store operations', 1, 'N', 'H', 14.25, 15.75, 900],
];
const JOB = new Map(JOBS.map((j) => [j[0], j]));

const COURSES: [number, string, string, string, number | null][] = [
  [1, 'ORIENT', 'New hire orientation', 'Y', null],
  [2, 'HARASS', 'Harassment prevention', 'Y', 12],
  [3, 'FORK', 'Forklift operator certification', 'N', 36],
  [4, 'PEST', 'Pesticide handling and safety', 'N', 24],
  [5, 'FAID', 'First aid and CPR', 'N', 24],
  [6, 'CASH', 'Cash handling', 'N', null],
  [7, 'FOOD', 'Food hygiene', 'N', 36],
  [8, 'PLANT', 'Plant care basics', 'N', null],
];
const COURSE_ID = new Map(COURSES.map((c) => [c[1], c[0]]));

const FIRST_F = ['Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen',
  'Lisa', 'Nancy', 'Betty', 'Sandra', 'Margaret', 'Ashley', 'Kimberly', 'Emily', 'Donna', 'Michelle', 'Carol', 'Amanda',
  'Melissa', 'Deborah', 'Stephanie', 'Rebecca', 'Laura', 'Helen', 'Sharon', 'Cynthia', 'Kathleen', 'Amy', 'Angela',
  'Anna', 'Brenda', 'Pamela', 'Nicole', 'Emma', 'Samantha', 'Katherine', 'Christine', 'Rachel', 'Olivia', 'Maria',
  'Hannah', 'Megan', 'Lauren', 'Grace', 'Chloe', 'Sofia', 'Priya', 'Mei', 'Aisha', 'Rosa', 'Ingrid', 'Fatima', 'Yuki',
  'Leah', 'Tessa', 'Holly', 'Ivy', 'Rose', 'Daisy', 'Hazel', 'Violet'];
const FIRST_M = ['James', 'Robert', 'John', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Charles',
  'Christopher', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Paul', 'Andrew', 'Joshua', 'Kenneth',
  'Kevin', 'Brian', 'George', 'Timothy', 'Ronald', 'Edward', 'Jason', 'Jeffrey', 'Ryan', 'Jacob', 'Gary', 'Nicholas',
  'Eric', 'Jonathan', 'Stephen', 'Larry', 'Justin', 'Scott', 'Brandon', 'Benjamin', 'Samuel', 'Gregory', 'Alexander',
  'Patrick', 'Frank', 'Raymond', 'Jack', 'Dennis', 'Tyler', 'Aaron', 'Jose', 'Adam', 'Nathan', 'Henry', 'Omar', 'Hiro',
  'Luis', 'Diego', 'Arjun', 'Wei', 'Kwame', 'Felix', 'Owen', 'Caleb'];
const SURNAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
  'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker',
  'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez',
  'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward',
  'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price',
  'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez', 'Fairweather', 'Holloway',
  'Lindgren', 'Okafor', 'Novak', 'Takahashi', 'Brennan', 'Whitfield', 'Ashby', 'Thornton'];

interface Slot {
  id: number;
  store: number;
  job: string;
  typ: 'FT' | 'PT';
  parent: Slot | null;
  role: string;
  history: { p: Person; from: string; to: string | null }[];
}

interface Person {
  id: number;
  first: string;
  last: string;
  gender: string;
  birth: string;
  hire: string;
  term: string | null;
  rsn: string | null;
  rehire: string | null;
  typ: 'FT' | 'PT' | 'SEAS';
  job: string;
  store: number;
  mgr: number | null;
  planned: string;
  slots: { slot: Slot; from: string; to: string | null }[];
  seasonLead: Slot | null;
  comp: [string, 'H' | 'A', number, string][];
  promoted: boolean;
}

export function datasetSql(): string {
  const r = seededRandom(4242);
  const usedNames = new Set<string>();
  const people: Person[] = [];
  let nextId = 10001;

  const newPerson = (job: string, store: number, typ: Person['typ'], hire: string, rr: SeededRandom): Person => {
    const gender = rr.weighted([['F', 54], ['M', 44], ['U', 2]] as const);
    let first: string;
    let last: string;
    do {
      first = gender === 'F' ? rr.pick(FIRST_F) : gender === 'M' ? rr.pick(FIRST_M) : rr.pick(rr.chance(0.5) ? FIRST_F : FIRST_M);
      last = rr.pick(SURNAMES);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    let age: number;
    const fam = JOB.get(job)![2];
    if (job === 'CEO') age = 44;
    else if (fam === 'Head office' || fam === 'Store management') age = rr.int(27, 58);
    else if (typ === 'SEAS') age = rr.chance(0.25) ? rr.int(58, 71) : rr.int(17, 26);
    else if (typ === 'PT') age = rr.chance(0.6) ? rr.int(17, 24) : rr.int(25, 67);
    else age = rr.weighted([[rr.int(19, 29), 45], [rr.int(30, 49), 40], [rr.int(50, 63), 15]] as const);
    const birth = addDays(hire, -(age * 365 + rr.int(0, 364)));
    const p: Person = {
      id: nextId++, first, last, gender, birth, hire, term: null, rsn: null, rehire: null, typ, job, store, mgr: null,
      planned: '9999-12-31', slots: [], seasonLead: null, comp: [], promoted: false,
    };
    people.push(p);
    return p;
  };

  // ---- slots ----
  const slots: Slot[] = [];
  let slotId = 1;
  const mkSlot = (store: number, job: string, typ: 'FT' | 'PT', parent: Slot | null, role = job): Slot => {
    const s: Slot = { id: slotId++, store, job, typ, parent, role, history: [] };
    slots.push(s);
    return s;
  };
  const ceo = mkSlot(1, 'CEO', 'FT', null);
  const rgm = new Map<string, Slot>();
  for (const reg of REGIONS) rgm.set(reg, mkSlot(1, 'RGM', 'FT', ceo));
  const hrm = mkSlot(1, 'HRM', 'FT', ceo);
  mkSlot(1, 'HRG', 'FT', hrm);
  mkSlot(1, 'HRG', 'FT', hrm);
  mkSlot(1, 'PAY', 'FT', hrm);
  for (let i = 0; i < 3; i++) mkSlot(1, 'BUY', 'FT', ceo);
  mkSlot(1, 'ACC', 'FT', ceo);
  mkSlot(1, 'ACC', 'FT', ceo);
  mkSlot(1, 'MKT', 'FT', ceo);
  const leads = new Map<number, { nur: Slot; hard: Slot; front: Slot }>();
  for (const [sid, , , region, , , cafe, size] of STORES) {
    const sm = mkSlot(sid, 'SMG', 'FT', rgm.get(region)!);
    const asm = mkSlot(sid, 'ASM', 'FT', sm);
    const nur = mkSlot(sid, 'DLD', 'FT', asm, 'DLD_NUR');
    const hard = mkSlot(sid, 'DLD', 'FT', asm, 'DLD_HARD');
    const front = mkSlot(sid, 'DLD', 'FT', asm, 'DLD_FRONT');
    leads.set(sid, { nur, hard, front });
    const n = (base: number) => Math.max(1, Math.round(base * size + r.float(-0.8, 0.8)));
    const assoc: [string, number, Slot, number][] = [
      ['NUR', n(12), nur, 0.45],
      ['YRD', n(5), nur, 0.2],
      ['SLS', n(11), hard, 0.55],
      ['CSH', n(10), front, 0.65],
    ];
    if (cafe === 'Y') assoc.push(['CAF', n(5), hard, 0.6]);
    if (size >= 1) assoc.push(['LDS', 1, hard, 0]);
    for (const [job, count, parent, ptShare] of assoc)
      for (let i = 0; i < count; i++) mkSlot(sid, job, r.chance(ptShare) ? 'PT' : 'FT', parent);
  }

  // ---- simulation of the permanent positions ----
  const storeOpen = new Map(STORES.map((s) => [s[0], s[4]]));
  const expDays = (mean: number) => Math.max(20, Math.round(-Math.log(1 - r.next()) * mean));
  const tenureMean = (job: string, typ: string) => (typ === 'PT' ? JOB.get(job)![8] * 0.6 : JOB.get(job)![8]);
  const avoidJan1 = (iso: string) => (iso.slice(5) === '01-01' ? addDays(iso, 1) : iso);
  const occupy = (p: Person, s: Slot, from: string) => {
    s.history.push({ p, from, to: null });
    p.slots.push({ slot: s, from, to: null });
  };
  const vacate = (p: Person, s: Slot, to: string) => {
    const h = s.history.find((x) => x.p === p && x.to === null)!;
    h.to = to;
    const ps = p.slots.find((x) => x.slot === s && x.to === null)!;
    ps.to = to;
  };
  const current = (p: Person) => p.slots.find((x) => x.to === null)?.slot ?? null;
  const departures: Person[] = [];

  const hireInto = (s: Slot, hire: string) => {
    hire = avoidJan1(hire);
    if (hire > LAST) return;
    const p = newPerson(s.job, s.store, s.typ, hire, r);
    occupy(p, s, hire);
    p.planned = addDays(hire, expDays(tenureMean(s.job, s.typ)));
    if (s.job === 'CEO') p.planned = '9999-12-31';
    departures.push(p);
  };

  for (const s of slots) {
    const open = storeOpen.get(s.store)!;
    if (open > GO_LIVE) {
      hireInto(s, addDays(open, -r.int(5, 40)));
      continue;
    }
    const earliest = maxD('2010-01-04', open);
    let hire: string;
    if (s.job === 'CEO') hire = '2010-03-01';
    else {
      const span = diffDays('2020-12-20', earliest);
      const u = Math.pow(r.next(), s.typ === 'PT' ? 2.2 : ['SMG', 'RGM', 'HRM', 'BUY'].includes(s.job) ? 0.9 : 1.5);
      hire = addDays('2020-12-20', -Math.round(u * span));
    }
    const p = newPerson(s.job, s.store, s.typ, hire, r);
    occupy(p, s, hire);
    p.planned = s.job === 'CEO' ? '9999-12-31' : addDays(GO_LIVE, expDays(tenureMean(s.job, s.typ)));
    departures.push(p);
  }

  const below: Record<string, string[]> = { SMG: ['ASM'], ASM: ['DLD'], DLD: ['NUR', 'SLS', 'CSH', 'YRD', 'CAF'] };
  const promotions: { p: Person; date: string; job: string }[] = [];
  const termReason = (p: Person, d: string): string => {
    const age = diffDays(d, p.birth) / 365.25;
    if (age >= 60 && r.chance(0.5)) return 'RET';
    return r.weighted([['RES', 66], ['DIS', 13], ['ABN', 9], ['LAY', 5], ['RET', 2]] as const);
  };
  for (;;) {
    departures.sort((a, b) => (a.planned < b.planned ? -1 : a.planned > b.planned ? 1 : a.id - b.id));
    const p = departures.find((x) => x.term === null && x.planned <= LAST);
    if (!p) break;
    let d = avoidJan1(p.planned);
    if (d <= p.hire) d = addDays(p.hire, 14);
    const s = current(p)!;
    p.term = d;
    p.rsn = termReason(p, d);
    p.rehire = ['DIS', 'ABN'].includes(p.rsn) ? 'N' : r.chance(0.93) ? 'Y' : 'N';
    vacate(p, s, d);
    const lower = below[s.job];
    if (lower && r.chance(0.55)) {
      const cands = people.filter((c) => c.term === null && c.planned > addDays(d, 60) && c.store === s.store && c.typ === 'FT'
        && lower.includes(c.job) && diffDays(d, c.hire) > 365 && current(c) !== null);
      if (cands.length > 0) {
        const c = r.pick(cands);
        const old = current(c)!;
        const day = addDays(d, 1);
        vacate(c, old, d);
        occupy(c, s, day);
        c.job = s.job;
        c.promoted = true;
        promotions.push({ p: c, date: day, job: s.job });
        hireInto(old, addDays(day, r.int(10, 45)));
        continue;
      }
    }
    hireInto(s, addDays(d, r.int(7, 45)));
  }

  // ---- seasonal workers ----
  for (let y = 2021; y <= 2026; y++) {
    for (const [sid, , , , open, , , size] of STORES) {
      const l = leads.get(sid)!;
      const springEnd = `${y}-06-30`;
      if (`${y}-06-01` > open) {
        const k = Math.round(7 * size + r.float(-1.5, 1.5));
        for (let i = 0; i < k; i++) {
          const job = r.weighted([['NUR', 55], ['YRD', 15], ['CSH', 30]] as const);
          const hire = r.date(maxD(`${y}-02-20`, open > `${y}-01-01` ? addDays(open, -20) : `${y}-02-20`), `${y}-04-12`);
          const p = newPerson(job, sid, 'SEAS', hire, r);
          p.seasonLead = job === 'CSH' ? l.front : l.nur;
          if (r.chance(0.12)) {
            p.term = r.date(addDays(hire, 10), `${y}-06-20`);
            p.rsn = r.weighted([['RES', 6], ['ABN', 3], ['DIS', 1]] as const);
            p.rehire = p.rsn === 'RES' ? 'Y' : 'N';
          } else {
            p.term = springEnd;
            p.rsn = 'EOS';
            p.rehire = r.chance(0.95) ? 'Y' : 'N';
          }
        }
      }
      if (`${y}-11-01` > open) {
        const k = Math.round(3 * size + r.float(-1, 1));
        for (let i = 0; i < k; i++) {
          const job = r.weighted([['YRD', 55], ['CSH', 45]] as const);
          const hire = r.date(`${y}-11-01`, `${y}-11-15`);
          const p = newPerson(job, sid, 'SEAS', hire, r);
          p.seasonLead = job === 'CSH' ? l.front : l.nur;
          if (y < 2026) {
            p.term = `${y}-12-24`;
            p.rsn = 'EOS';
            p.rehire = 'Y';
          }
        }
      }
    }
  }

  // ---- managers ----
  const incumbentAt = (s: Slot | null, d: string): Person | null => {
    for (let cur = s; cur; cur = cur.parent) {
      const h = cur.history.find((x) => x.from <= d && (x.to === null || x.to >= d));
      if (h) return h.p;
    }
    return null;
  };
  const slotAt = (p: Person, d: string): Slot | null => {
    const x = p.slots.find((z) => z.from <= d && (z.to === null || z.to >= d));
    return x ? x.slot : (p.slots[p.slots.length - 1]?.slot ?? null);
  };
  const managerAt = (p: Person, d: string): Person | null => {
    if (p.typ === 'SEAS') {
      const m = incumbentAt(p.seasonLead, d);
      return m && m !== p ? m : null;
    }
    const s = slotAt(p, d);
    if (!s) return null;
    // when the slot itself is the one held, look from the parent upwards
    for (let cur = s.parent; cur; cur = cur.parent) {
      const m = incumbentAt(cur, d);
      if (m && m !== p) return m;
    }
    return null;
  };
  for (const p of people) {
    const m = managerAt(p, p.term ?? LAST);
    p.mgr = m ? m.id : null;
  }

  // ---- performance reviews ----
  const reviews: unknown[][] = [];
  const rating = new Map<string, number>();
  let reviewId = 1;
  for (let y = 2023; y <= 2025; y++) {
    for (const p of people) {
      if (p.typ === 'SEAS' || p.job === 'CEO') continue;
      if (p.hire > `${y}-09-30`) continue;
      const done = r.date(`${y + 1}-01-06`, `${y + 1}-02-27`);
      if (p.term !== null && p.term < done) continue;
      if (r.chance(0.035)) continue;
      const m = managerAt(p, done);
      if (!m) continue;
      const rt = r.weighted([[1, 3], [2, 11], [3, 50], [4, 28], [5, 8]] as const);
      rating.set(`${p.id}:${y}`, rt);
      reviews.push([reviewId++, p.id, y, m.id, rt, done]);
    }
  }
  // the CEO is reviewed by nobody; people whose reviewer would be themselves are skipped above

  // ---- compensation ----
  const minWage = (d: string) => (d >= '2026-01-01' ? 16.5 : d >= '2025-01-01' ? 16 : 14.25);
  const rateFor = (job: string, d: string, u: number): ['H' | 'A', number] => {
    const [, , , , , basis, lo, hi] = JOB.get(job)!;
    const years = Math.max(0, diffDays(d, GO_LIVE) / 365.25);
    const base = (lo + (hi - lo) * u) * Math.pow(1.028, years);
    if (basis === 'A') return ['A', Math.round(base / 100) * 100];
    return ['H', Math.max(minWage(d), Math.round(base * 4) / 4)];
  };
  const promoOf = new Map<Person, { date: string; job: string }[]>();
  for (const pr of promotions) {
    const list = promoOf.get(pr.p) ?? [];
    list.push(pr);
    promoOf.set(pr.p, list);
  }
  const compRows: unknown[][] = [];
  for (const p of people) {
    const end = minD(p.term ?? LAST, LAST);
    const promos = promoOf.get(p) ?? [];
    let job = promos.length > 0 ? (p.slots[0]!.slot.job) : p.job;
    if (p.typ === 'SEAS') job = p.job;
    const u = r.next();
    let [basis, rate] = rateFor(job, p.hire < GO_LIVE ? GO_LIVE : p.hire, Math.min(1, u + (p.hire < GO_LIVE ? diffDays(GO_LIVE, p.hire) / 4000 : 0)));
    if (p.typ === 'SEAS') rate = Math.max(minWage(p.hire), Math.round((rate - 0.5) * 4) / 4);
    p.comp.push([p.hire < GO_LIVE ? GO_LIVE : p.hire, basis, rate, p.hire < GO_LIVE ? 'CONV' : 'HIRE']);
    if (p.typ !== 'SEAS') {
      const events: [string, string, string?][] = [];
      for (let y = 2021; y <= 2026; y++) {
        events.push([`${y}-04-01`, 'MERIT']);
        if (y >= 2025) events.push([`${y}-01-01`, 'MINW']);
      }
      for (const pr of promos) events.push([pr.date, 'PROMO', pr.job]);
      events.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      for (const [d, kind, newJob] of events) {
        if (d <= p.comp[p.comp.length - 1]![0] || d > end) continue;
        if (kind === 'MERIT') {
          if (p.hire > `${Number(d.slice(0, 4)) - 1}-09-30`) continue;
          const rt = rating.get(`${p.id}:${Number(d.slice(0, 4)) - 1}`) ?? r.weighted([[2, 1], [3, 5], [4, 3]] as const);
          const pct = [0, 0, 1.0, 2.5, 3.5, 4.5][rt]! + r.float(-0.4, 0.4);
          if (rt <= 1) continue;
          rate = basis === 'A' ? Math.round((rate * (1 + pct / 100)) / 100) * 100 : round2(rate * (1 + pct / 100));
          p.comp.push([d, basis, rate, 'MERIT']);
        } else if (kind === 'MINW') {
          if (basis === 'H' && rate < minWage(d)) {
            rate = minWage(d);
            p.comp.push([d, basis, rate, 'MINW']);
          }
        } else {
          const [b2, r2] = rateFor(newJob!, d, r.float(0, 0.4));
          if (b2 === 'A' && basis === 'H') rate = Math.max(r2, Math.round((rate * 2080 * 1.12) / 100) * 100);
          else if (b2 === 'A') rate = Math.max(r2, Math.round((rate * 1.08) / 100) * 100);
          else rate = Math.max(r2, round2(rate * 1.08));
          basis = b2;
          p.comp.push([d, basis, rate, 'PROMO']);
        }
      }
    }
    for (const c of p.comp) compRows.push([0, p.id, ...c]);
  }
  compRows.forEach((row, i) => (row[0] = i + 1));

  // ---- leave requests ----
  const leaveRows: unknown[][] = [];
  const approvedOff = new Map<number, [string, string][]>();
  let reqId = 1;
  const workdaysOf = (p: Person, from: string, to: string) => {
    const cal = diffDays(to, from) + 1;
    return Math.max(1, Math.round((cal * (p.typ === 'PT' ? 3 : 5)) / 7));
  };
  for (const p of people) {
    if (p.typ === 'SEAS') continue;
    const from = maxD(p.hire, '2024-01-01');
    const to = p.term ?? '2026-12-31';
    if (from > to) continue;
    const reqs: [string, string, string][] = [];
    for (let y = 2024; y <= 2026; y++) {
      const ys = maxD(from, `${y}-01-01`);
      const ye = minD(to, `${y}-12-31`);
      if (ys > ye) continue;
      const frac = (diffDays(ye, ys) + 1) / 365;
      const nVac = r.poisson((p.typ === 'FT' ? 2.2 : 1.2) * frac);
      for (let i = 0; i < nVac; i++) {
        const s = r.date(ys, ye);
        const len = r.weighted([[1, 3], [3, 2], [5, 3], [7, 3], [10, 1], [14, 1]] as const);
        reqs.push(['VAC', s, minD(addDays(s, len - 1), minD(ye, `${y}-12-31`))]);
      }
      const nSick = r.poisson((p.typ === 'FT' ? 1.8 : 1.1) * frac);
      for (let i = 0; i < nSick; i++) {
        const s = r.date(ys, minD(ye, LAST));
        let e = addDays(s, r.weighted([[0, 6], [1, 3], [2, 2], [4, 1]] as const));
        const monthEnd = isoOf(Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)), 0));
        e = minD(minD(e, monthEnd), minD(ye, LAST));
        reqs.push(['SICK', s, e]);
      }
      if (r.chance(0.05 * frac)) {
        const s = r.date(ys, ye);
        reqs.push(['UNPD', s, minD(addDays(s, r.int(0, 6)), minD(ye, `${y}-12-31`))]);
      }
      const age = diffDays(ys, p.birth) / 365.25;
      if (age > 22 && age < 45 && p.typ === 'FT' && r.chance(0.035 * frac)) {
        const s = r.date(ys, ye);
        reqs.push(['PARENT', s, minD(addDays(s, r.int(56, 120)), to)]);
      }
    }
    reqs.sort((a, b) => (a[1] < b[1] ? -1 : 1));
    let lastEnd = '0000-00-00';
    const off: [string, string][] = [];
    for (const [typ, s, e] of reqs) {
      if (s <= lastEnd || e < s) continue;
      let sub: string;
      let sts: string;
      if (typ === 'SICK') {
        sub = minD(addDays(s, r.weighted([[0, 5], [1, 3], [2, 1]] as const)), LAST);
        sts = 'APPR';
      } else {
        sub = addDays(s, -(typ === 'PARENT' ? r.int(30, 90) : r.weighted([[r.int(1, 6), 2], [r.int(7, 30), 5], [r.int(31, 75), 3]] as const)));
        if (sub < p.hire) sub = p.hire;
        if (sub > LAST) continue;
        if (typ === 'PARENT') sts = 'APPR';
        else if (s > LAST && sub >= '2026-11-05') sts = r.chance(0.8) ? 'PEND' : 'APPR';
        else sts = r.weighted([['APPR', 86], ['DENY', 9], ['CANC', 5]] as const);
      }
      let dec: string | null = null;
      let by: number | null = null;
      if (sts === 'APPR' || sts === 'DENY') {
        dec = minD(addDays(sub, typ === 'SICK' ? r.int(0, 2) : r.weighted([[0, 2], [r.int(1, 3), 4], [r.int(4, 12), 2]] as const)), LAST);
        if (typ !== 'SICK' && dec > s) dec = maxD(sub, addDays(s, -1));
        const m = managerAt(p, dec);
        by = m ? m.id : null;
        if (by === null) continue;
      }
      const days = typ === 'VAC' && s === e && r.chance(0.12) ? 0.5 : workdaysOf(p, s, e);
      leaveRows.push([reqId++, p.id, typ, s, e, days, sub, sts, dec, by]);
      if (sts === 'APPR') off.push([s, e]);
      lastEnd = e;
    }
    approvedOff.set(p.id, off);
  }

  // ---- shifts ----
  const shiftRows: unknown[][] = [];
  let shiftId = 1;
  const fmt = (d: string, minutes: number) => `${d} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
  for (const p of people) {
    if (JOB.get(p.job)![5] !== 'H') continue;
    const start = maxD(p.hire, '2026-10-01');
    const end = minD(p.term ?? LAST, LAST);
    if (start > end) continue;
    const daysOff = new Set<number>();
    const offCount = p.typ === 'PT' ? r.int(3, 4) : 2;
    while (daysOff.size < offCount) daysOff.add(r.int(0, 6));
    const off = approvedOff.get(p.id) ?? [];
    const otProne = p.job === 'DLD' || p.job === 'YRD' ? 2.2 : p.typ === 'SEAS' ? 1.4 : 1;
    for (let d = start; d <= end; d = addDays(d, 1)) {
      if (daysOff.has(dow(d)) && !(p.typ !== 'PT' && r.chance(0.04))) continue;
      if (r.chance(0.03)) continue;
      if (off.some(([a, b]) => a <= d && d <= b)) continue;
      let inMin: number;
      let span: number;
      if (p.typ === 'PT') {
        inMin = r.pick([8 * 60, 9 * 60, 12 * 60, 13 * 60, 14 * 60]);
        span = r.int(4, 6) * 60;
      } else {
        inMin = r.pick([7 * 60, 7 * 60 + 30, 8 * 60, 9 * 60 + 30, 10 * 60]);
        span = 8 * 60 + 30;
      }
      inMin += r.int(-6, 9);
      span += r.int(-8, 12);
      const nov = d >= '2026-11-01' ? 1.4 : 1;
      if (p.typ !== 'PT' && r.chance(0.09 * otProne * nov)) span += r.int(30, 150);
      let brk: number;
      if (span > 6 * 60) brk = r.weighted([[30, 90], [60, 5], [0, 5]] as const);
      else brk = r.chance(0.5) ? 15 : 0;
      const outMin = inMin + span;
      if (r.chance(0.006)) {
        shiftRows.push([shiftId++, p.id, d, fmt(d, inMin), null, brk, null, null]);
        continue;
      }
      const hrs = round2((span - brk) / 60);
      shiftRows.push([shiftId++, p.id, d, fmt(d, inMin), fmt(d, outMin), brk, hrs, round2(Math.max(0, hrs - 8))]);
    }
  }

  // ---- training ----
  const trainRows: unknown[][] = [];
  const addTrain = (p: Person, code: string, d: string) => {
    const end = minD(p.term ?? LAST, LAST);
    if (d < GO_LIVE || d > end || d < p.hire) return;
    const score = code === 'FORK' || code === 'PEST' ? r.int(72, 100) : null;
    trainRows.push([0, p.id, COURSE_ID.get(code)!, d, score]);
  };
  const renewing = (p: Person, code: string, months: number, firstDue: string, lapse: number) => {
    let d = firstDue;
    const end = minD(p.term ?? LAST, LAST);
    while (d <= end) {
      addTrain(p, code, d);
      if (r.chance(lapse)) {
        if (r.chance(0.5)) break;
        d = addDays(addMonths(d, months), r.int(20, 200));
      } else d = addDays(addMonths(d, months), -r.int(0, 45));
    }
  };
  for (const p of people) {
    const end = minD(p.term ?? LAST, LAST);
    const firstDay = maxD(p.hire, GO_LIVE);
    if (p.hire >= GO_LIVE) addTrain(p, 'ORIENT', addDays(p.hire, r.int(0, 6)));
    if (p.typ !== 'SEAS') {
      for (let y = 2024; y <= 2026; y++) {
        const ys = maxD(p.hire, `${y}-01-01`);
        const ye = minD(end, `${y}-12-31`);
        if (ys > ye) continue;
        if (r.chance(y === 2026 ? 0.82 : 0.93)) addTrain(p, 'HARASS', r.date(ys, ye));
      }
    }
    const jobsHeld = p.slots.map((x) => x.slot.role);
    if (p.typ === 'SEAS') jobsHeld.push(p.job);
    const start = (lagMax: number) => (p.hire >= GO_LIVE ? addDays(p.hire, r.int(2, lagMax)) : r.date(GO_LIVE, '2023-06-30'));
    if (jobsHeld.includes('YRD') && r.chance(0.95)) renewing(p, 'FORK', 36, start(25), 0.1);
    else if (jobsHeld.includes('DLD_NUR') && r.chance(0.8)) renewing(p, 'FORK', 36, start(60), 0.15);
    if ((jobsHeld.includes('NUR') || jobsHeld.includes('DLD_NUR') || jobsHeld.includes('LDS')) && p.typ !== 'SEAS' && r.chance(0.85))
      renewing(p, 'PEST', 24, start(45), 0.15);
    const leader = jobsHeld.some((j) => ['SMG', 'ASM', 'DLD_NUR', 'DLD_HARD', 'DLD_FRONT'].includes(j));
    if ((leader && r.chance(0.9)) || (!leader && p.typ === 'FT' && r.chance(0.15))) renewing(p, 'FAID', 24, start(90), 0.22);
    if ((jobsHeld.includes('CSH') || jobsHeld.includes('DLD_FRONT')) && p.hire >= GO_LIVE) addTrain(p, 'CASH', addDays(p.hire, r.int(0, 4)));
    if (jobsHeld.includes('CAF') && r.chance(0.95)) renewing(p, 'FOOD', 36, start(20), 0.1);
    if ((p.job === 'NUR' || p.job === 'SLS') && r.chance(0.3)) addTrain(p, 'PLANT', r.date(firstDay, end));
  }
  trainRows.sort((a, b) => ((a[3] as string) < (b[3] as string) ? -1 : (a[3] as string) > (b[3] as string) ? 1 : (a[1] as number) - (b[1] as number)));
  trainRows.forEach((row, i) => (row[0] = i + 1));

  const empRows = people
    .sort((a, b) => a.id - b.id)
    .map((p) => [p.id, p.first, p.last, p.gender, p.birth, p.hire, p.term, p.rsn, p.rehire, p.typ, p.job, p.store, p.mgr]);

  return [
    'CREATE SCHEMA hris;',
    `CREATE TABLE hris.stores (store_id integer PRIMARY KEY, store_code varchar(4) NOT NULL UNIQUE, store_name text NOT NULL, region text NOT NULL,
      opened_on date NOT NULL, sq_ft integer NOT NULL, has_cafe char(1) NOT NULL);`,
    `CREATE TABLE hris.jobs (job_code varchar(3) PRIMARY KEY, job_title text NOT NULL, job_family text NOT NULL, pay_grade smallint NOT NULL,
      exempt_yn char(1) NOT NULL);`,
    `CREATE TABLE hris.emp (emp_id integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, gndr char(1) NOT NULL, birth_dt date NOT NULL,
      hire_dt date NOT NULL, term_dt date, term_rsn varchar(3), rehire_yn char(1), emp_typ varchar(4) NOT NULL,
      job_cd varchar(3) NOT NULL REFERENCES hris.jobs (job_code), str_no integer NOT NULL REFERENCES hris.stores (store_id),
      mgr_id integer);`,
    `CREATE TABLE hris.emp_comp (comp_id integer PRIMARY KEY, emp_id integer NOT NULL REFERENCES hris.emp (emp_id), eff_dt date NOT NULL,
      pay_basis char(1) NOT NULL, pay_rt numeric(10,2) NOT NULL, chg_rsn varchar(5) NOT NULL);`,
    `CREATE TABLE hris.tm_shift (shift_id integer PRIMARY KEY, emp_id integer NOT NULL REFERENCES hris.emp (emp_id), wrk_dt date NOT NULL,
      clk_in timestamp NOT NULL, clk_out timestamp, brk_min smallint NOT NULL, hrs_wkd numeric(5,2), ot_hrs numeric(5,2));`,
    `CREATE TABLE hris.lv_req (req_id integer PRIMARY KEY, emp_id integer NOT NULL REFERENCES hris.emp (emp_id), lv_typ varchar(6) NOT NULL,
      strt_dt date NOT NULL, end_dt date NOT NULL, lv_days numeric(5,1) NOT NULL, sub_dt date NOT NULL, req_sts varchar(4) NOT NULL, dec_dt date,
      apprv_by integer REFERENCES hris.emp (emp_id));`,
    `CREATE TABLE hris.performance_reviews (review_id integer PRIMARY KEY, employee_id integer NOT NULL REFERENCES hris.emp (emp_id),
      review_year smallint NOT NULL, reviewer_id integer NOT NULL REFERENCES hris.emp (emp_id), rating smallint NOT NULL, completed_on date NOT NULL);`,
    `CREATE TABLE hris.training_courses (course_id integer PRIMARY KEY, course_code varchar(6) NOT NULL UNIQUE, course_name text NOT NULL,
      mandatory_yn char(1) NOT NULL, valid_months smallint);`,
    `CREATE TABLE hris.training_completions (completion_id integer PRIMARY KEY, employee_id integer NOT NULL REFERENCES hris.emp (emp_id),
      course_id integer NOT NULL REFERENCES hris.training_courses (course_id), completed_on date NOT NULL, score smallint);`,
    insertRows('hris.stores', ['store_id', 'store_code', 'store_name', 'region', 'opened_on', 'sq_ft', 'has_cafe'], STORES.map((s) => s.slice(0, 7))),
    insertRows('hris.jobs', ['job_code', 'job_title', 'job_family', 'pay_grade', 'exempt_yn'], JOBS.map((j) => j.slice(0, 5))),
    insertRows('hris.emp', ['emp_id', 'first_nm', 'last_nm', 'gndr', 'birth_dt', 'hire_dt', 'term_dt', 'term_rsn', 'rehire_yn', 'emp_typ', 'job_cd',
      'str_no', 'mgr_id'], empRows),
    insertRows('hris.emp_comp', ['comp_id', 'emp_id', 'eff_dt', 'pay_basis', 'pay_rt', 'chg_rsn'], compRows),
    insertRows('hris.tm_shift', ['shift_id', 'emp_id', 'wrk_dt', 'clk_in', 'clk_out', 'brk_min', 'hrs_wkd', 'ot_hrs'], shiftRows),
    insertRows('hris.lv_req', ['req_id', 'emp_id', 'lv_typ', 'strt_dt', 'end_dt', 'lv_days', 'sub_dt', 'req_sts', 'dec_dt', 'apprv_by'], leaveRows),
    insertRows('hris.performance_reviews', ['review_id', 'employee_id', 'review_year', 'reviewer_id', 'rating', 'completed_on'], reviews),
    insertRows('hris.training_courses', ['course_id', 'course_code', 'course_name', 'mandatory_yn', 'valid_months'], COURSES),
    insertRows('hris.training_completions', ['completion_id', 'employee_id', 'course_id', 'completed_on', 'score'], trainRows),
    'ALTER TABLE hris.emp ADD FOREIGN KEY (mgr_id) REFERENCES hris.emp (emp_id);',
  ].join('\n');
}
