/**
 * RinseRight Express Car Wash, a chain of express-tunnel car washes in Texas and Oklahoma: 15 sites, 14 of them
 * trading (San Marcos closed on 2025-03-31), in four regions. Customers drive through a conveyor tunnel and use the
 * free vacuums after. They either pay per wash (at a pay station by card, or cash to an attendant) or hold an
 * "Unlimited Club" membership: a monthly subscription to one wash package, as many washes as they like at any of our
 * sites, recognised by an RFID sticker on the windshield. Sites open 7 days a week, 7am to 8pm, closed Christmas Day.
 *
 * This is the back-office database of the point-of-sale and site-management system (vendor schema `wsx`), as it stood
 * at the close of business on 2026-11-24 (extracted 2026-11-25). The system went live on 2023-12-01: transactions and
 * memberships start then (the Unlimited Club launched with it). The staff time clock went live on 2026-09-01.
 * Money is in US dollars and every money column is an integer number of CENTS (columns ending `_c`): 1200 is $12.00.
 * Prices went up on 2025-03-01. Rows dated after 2026-11-24 are things booked ahead: rota shifts (to 2026-12-06),
 * planned tunnel maintenance (to 2026-12-31) and membership cancellations that take effect at the next billing date.
 *
 * Schema `wsx`:
 *
 * - `site`: the car-wash sites, keyed by `site_no` (101 to 115). `site_cd` three-letter code (DEN, MCK, ...);
 *   `site_nm` the site name ('Denton Loop 288', ...); `city`; `st` the state, TX or OK; `region` the operating region,
 *   in words: 'North Texas', 'Central Texas', 'Gulf Coast', 'Oklahoma'; `opn_dt` the day the site opened (Frisco
 *   2024-05-06, Moore 2025-08-18); `cls_dt` the day it closed for good, NULL while trading; `mgr_emp_no` the site
 *   manager now (`emp.emp_no`; for the closed site, its last manager; no foreign key declared); `tunnel_ft` the
 *   length of the wash tunnel in feet; `vac_stalls` the number of vacuum stalls.
 *
 * - `pkg`: the wash packages on the menu, keyed by `pkg_cd`: EXP Express Exterior (retired 2024-06-30), BAS Basic
 *   Clean, DLX Deluxe Shine, ULT Ultimate Works, CER Ceramic Armor (launched 2025-04-01). `pkg_nm`; `prc_c` today's
 *   single-wash price (for a retired package, its last price); `mbr_mo_c` today's monthly fee for a new Unlimited Club
 *   member on that package, NULL when there is no membership plan for it (only BAS, DLX and ULT have one);
 *   `launch_dt`; `retire_dt` the last day it was sold, NULL while on sale; `sort_seq` order on the menu board. Prices
 *   before 2025-03-01: BAS $10, DLX $16, ULT $22, EXP $7; from 2025-03-01: BAS $12, DLX $18, ULT $25, CER $29. Plan
 *   fees before 2025-03-01: $19.99, $29.99, $39.99 a month; from then $22.99, $32.99, $44.99.
 *
 * - `emp`: employees, current and past (those who left before 2023-12-01 are not here), keyed by `emp_no`
 *   ('E1040' ...). `first_nm`, `last_nm`; `job_cd` SM site manager, ASM assistant manager, ATT wash attendant
 *   (guides cars on, preps, takes cash), MNT maintenance technician (regional, based at Denton, Round Rock or Katy);
 *   `site_no` home site (`site.site_no`); `hire_dt`; `term_dt` last day worked, NULL while employed; `hrly_rt_c`
 *   hourly pay rate in cents (current, or last for a leaver).
 *
 * - `mbr`: Unlimited Club memberships, one row per membership (one vehicle), keyed by `acct_ref` ('RR010231' ...,
 *   printed on the RFID sticker). `first_nm`, `last_nm` the member; `plate_no`, `plate_st` the vehicle's license plate
 *   and its state; `veh_sz` the vehicle size (as for `txn.veh_sz`; members pay no size surcharge); `home_site` the site
 *   where they signed up (`site.site_no`); `plan_cd` the package the plan covers, BAS, DLX or ULT (a `pkg.pkg_cd`, no
 *   foreign key declared); `join_dt` the day they joined (first month billed that day, then monthly on the same day
 *   of the month); `cncl_dt` the day the cancellation takes effect (billing stops and the sticker stops working from
 *   that day): a date after 2026-11-24 is a cancellation the member has asked for that takes effect at their next
 *   billing date; NULL never cancelled; `cncl_rsn` the reason given, in words ('Too expensive', 'Moved away', 'Sold
 *   vehicle', 'Not using it enough', 'Card declined', 'Unhappy with wash', 'Site closed' for San Marcos members), NULL
 *   when no reason was given (and for memberships not cancelled); `mo_fee_c` the monthly fee the member pays in cents
 *   (locked at the price when they joined); `email_optin` Y agreed to marketing e-mail, N not. A membership is active
 *   on a day when join_dt is on or before it and cncl_dt is NULL or after it. Monthly billing runs at the card
 *   processor and is not in this database.
 *
 * - `txn`: every wash transaction rung up at a site, keyed by `txn_no` (in time order). `site_no` (`site.site_no`);
 *   `txn_ts` local date and time; `pkg_cd` the package washed (`pkg.pkg_cd`; for members, their plan's package);
 *   `veh_sz` vehicle size: S standard car, L large (SUV, pickup, minivan), X extra large (dually, full-size van, lifted
 *   truck); `tndr_cd` how it was paid: CRD credit or debit card, CSH cash, MBR Unlimited Club redemption (nothing
 *   charged), NCH no charge (a free rewash); `acct_ref` the membership redeemed (`mbr.acct_ref`; no foreign key
 *   declared), NULL unless MBR; `prc_c` the package price charged (0 for members); `srchg_c` the vehicle size
 *   surcharge: L $2 and X $4 before 2025-03-01, L $3 and X $5 since, 0 for S and for members; `disc_cd` the discount:
 *   CPN coupon or mailer ($3 or $5 off), FLT fleet account (15% off price plus surcharge), MIL military and first
 *   responders (10% off the package price), RWS rewash (a free redo of a wash the customer was unhappy with; the whole
 *   amount), NULL none; `disc_c` the discount amount; `tot_c` the amount taken, prc_c + srchg_c - disc_c; `stat_cd`
 *   CMP completed, VOD voided at the pay station before the car entered the tunnel (no wash, no money taken; the
 *   amounts are kept as rung up). A wash is a completed (CMP) transaction; the average ticket is the average tot_c.
 *
 * - `eqp`: site equipment, current and retired, keyed by `eq_tag` ('<site_cd>-<kind>-nn': TUN, DRY, VAC, PAY, RCL).
 *   `site_no` (`site.site_no`); `eq_typ` in words: 'Tunnel' (the conveyor and wash tunnel, one per site), 'Dryer'
 *   (the blower at the tunnel exit), 'Vacuum' (a vacuum station), 'Pay station' (the entry kiosk), 'Water reclaim'
 *   (water recycling plant, some sites); `mfr`, `mdl` maker and model; `serial_no`; `inst_dt` the day installed;
 *   `rtrd_dt` the day taken out of service (a replaced vacuum keeps its row; the new one gets a new tag; all of San
 *   Marcos's equipment on 2025-03-31), NULL while in service.
 *
 * - `dtlog`: the equipment downtime log, keyed by `log_no`. `eq_tag` the equipment (`eqp.eq_tag`; no foreign key
 *   declared); `typ_cd` BRK breakdown (unplanned), PM planned maintenance (the tunnel's service, every eight weeks,
 *   before opening); `cause` in words ('Conveyor chain', 'Roller jam', 'Card reader', 'Scheduled service', ...);
 *   `start_ts` when it went down (for PM, the planned start); `end_ts` when it was back in service, NULL while still
 *   down or not yet done; `stat_cd` OPN still down, CLS fixed or done, SCH planned maintenance booked ahead; `rpr_by`
 *   who did the repair: 'In-house' (our technicians and site staff) or the outside firm; `cost_c` the cost of the
 *   repair (parts, and the firm's labor) in cents, 0 when covered by warranty or service contract, NULL while open,
 *   booked, or not yet invoiced; `rpt_emp` who logged it (`emp.emp_no`), NULL for planned maintenance. Downtime is
 *   end_ts - start_ts.
 *
 * - `shft`: staff shifts from the time clock (live 2026-09-01) and the rota, keyed by `shft_id`. `emp_no`
 *   (`emp.emp_no`); `site_no` the site worked at (`site.site_no`, no foreign key declared; an attendant sometimes covers
 *   at another site in the region); `shft_dt`; `sch_start`, `sch_end` the rota times; `clk_in`, `clk_out` the time-clock
 *   punches, NULL unless worked; `stat_cd` SCH scheduled (shifts from 2026-11-25 on), WRK worked, NS no-show, CNX
 *   cancelled by the manager beforehand. Hours worked are clk_out - clk_in (breaks are paid); wages are hours worked
 *   times the hourly rate.
 */
import { addDays, addMonths, dayOfWeek, daysBetween, insertRows, pad, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const GO_LIVE = '2023-12-01';
const LAST = '2026-11-24';
const TODAY = '2026-11-25';
const CLOCK_LIVE = '2026-09-01';
const ROTA_UNTIL = '2026-12-06';
const PM_UNTIL = '2026-12-31';
const PRICE_RISE = '2025-03-01';

/** 'YYYY-MM-DD HH:MM:SS' from a day and a number of seconds after midnight (may run past midnight). */
const stamp = (d: string, secs: number) => new Date(Date.parse(`${d}T00:00:00Z`) + secs * 1000).toISOString().slice(0, 19).replace('T', ' ');
const addMinutes = (ts: string, mins: number) => new Date(Date.parse(`${ts.replace(' ', 'T')}Z`) + mins * 60_000).toISOString().slice(0, 19).replace('T', ' ');
const hhmm = (mins: number) => `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}`;

interface Site {
  no: number;
  cd: string;
  nm: string;
  city: string;
  st: string;
  region: string;
  opn: string;
  cls: string | null;
  w: number;
  ft: number;
  vac: number;
  brk: number;
  mgr: string | null;
}
const SITES: Site[] = [
  { no: 101, cd: 'DEN', nm: 'Denton Loop 288', city: 'Denton', st: 'TX', region: 'North Texas', opn: '2014-04-12', cls: null, w: 1.0, ft: 120, vac: 4, brk: 1.0, mgr: null },
  { no: 102, cd: 'MCK', nm: 'McKinney Eldorado Pkwy', city: 'McKinney', st: 'TX', region: 'North Texas', opn: '2016-09-03', cls: null, w: 1.25, ft: 140, vac: 5, brk: 0.8, mgr: null },
  { no: 103, cd: 'FRS', nm: 'Frisco Main St', city: 'Frisco', st: 'TX', region: 'North Texas', opn: '2024-05-06', cls: null, w: 1.1, ft: 150, vac: 5, brk: 0.35, mgr: null },
  { no: 104, cd: 'ARL', nm: 'Arlington Cooper St', city: 'Arlington', st: 'TX', region: 'North Texas', opn: '2012-06-02', cls: null, w: 0.9, ft: 100, vac: 3, brk: 1.7, mgr: null },
  { no: 105, cd: 'FTW', nm: 'Fort Worth Camp Bowie', city: 'Fort Worth', st: 'TX', region: 'North Texas', opn: '2018-03-17', cls: null, w: 0.8, ft: 110, vac: 3, brk: 1.0, mgr: null },
  { no: 106, cd: 'RRK', nm: 'Round Rock Palm Valley', city: 'Round Rock', st: 'TX', region: 'Central Texas', opn: '2017-05-20', cls: null, w: 1.0, ft: 130, vac: 4, brk: 1.0, mgr: null },
  { no: 107, cd: 'GTN', nm: 'Georgetown Williams Dr', city: 'Georgetown', st: 'TX', region: 'Central Texas', opn: '2019-10-05', cls: null, w: 0.7, ft: 120, vac: 3, brk: 0.9, mgr: null },
  { no: 108, cd: 'AUS', nm: 'Austin Slaughter Ln', city: 'Austin', st: 'TX', region: 'Central Texas', opn: '2015-02-14', cls: null, w: 1.35, ft: 140, vac: 5, brk: 1.3, mgr: null },
  { no: 109, cd: 'SMC', nm: 'San Marcos Wonder World', city: 'San Marcos', st: 'TX', region: 'Central Texas', opn: '2020-07-11', cls: '2025-03-31', w: 0.5, ft: 100, vac: 3, brk: 1.5, mgr: null },
  { no: 110, cd: 'KTY', nm: 'Katy Mason Rd', city: 'Katy', st: 'TX', region: 'Gulf Coast', opn: '2016-03-05', cls: null, w: 1.1, ft: 130, vac: 4, brk: 1.1, mgr: null },
  { no: 111, cd: 'PRL', nm: 'Pearland Broadway', city: 'Pearland', st: 'TX', region: 'Gulf Coast', opn: '2018-08-25', cls: null, w: 0.9, ft: 120, vac: 4, brk: 1.2, mgr: null },
  { no: 112, cd: 'LGC', nm: 'League City FM 646', city: 'League City', st: 'TX', region: 'Gulf Coast', opn: '2021-04-10', cls: null, w: 0.8, ft: 120, vac: 3, brk: 0.05, mgr: null },
  { no: 113, cd: 'NRM', nm: 'Norman Main St', city: 'Norman', st: 'OK', region: 'Oklahoma', opn: '2019-04-06', cls: null, w: 0.7, ft: 110, vac: 3, brk: 1.0, mgr: null },
  { no: 114, cd: 'EDM', nm: 'Edmond 2nd St', city: 'Edmond', st: 'OK', region: 'Oklahoma', opn: '2020-09-12', cls: null, w: 0.85, ft: 120, vac: 4, brk: 0.9, mgr: null },
  { no: 115, cd: 'MOR', nm: 'Moore Telephone Rd', city: 'Moore', st: 'OK', region: 'Oklahoma', opn: '2025-08-18', cls: null, w: 0.6, ft: 140, vac: 4, brk: 0.0, mgr: null },
];
const SITE = (no: number) => SITES.find((s) => s.no === no) as Site;
const openOn = (s: Site, d: string) => s.opn <= d && (s.cls === null || d <= s.cls);

interface Pkg {
  cd: string;
  nm: string;
  prc: [number, number];
  plan: [number, number] | null;
  launch: string;
  retire: string | null;
  seq: number;
}
const PKGS: Pkg[] = [
  { cd: 'EXP', nm: 'Express Exterior', prc: [700, 700], plan: null, launch: '2016-01-01', retire: '2024-06-30', seq: 1 },
  { cd: 'BAS', nm: 'Basic Clean', prc: [1000, 1200], plan: [1999, 2299], launch: '2012-06-02', retire: null, seq: 2 },
  { cd: 'DLX', nm: 'Deluxe Shine', prc: [1600, 1800], plan: [2999, 3299], launch: '2012-06-02', retire: null, seq: 3 },
  { cd: 'ULT', nm: 'Ultimate Works', prc: [2200, 2500], plan: [3999, 4499], launch: '2014-04-01', retire: null, seq: 4 },
  { cd: 'CER', nm: 'Ceramic Armor', prc: [2900, 2900], plan: null, launch: '2025-04-01', retire: null, seq: 5 },
];
const PKG = (cd: string) => PKGS.find((p) => p.cd === cd) as Pkg;
const priceOn = (cd: string, d: string) => PKG(cd).prc[d < PRICE_RISE ? 0 : 1];
const planFeeOn = (cd: string, d: string) => (PKG(cd).plan as [number, number])[d < PRICE_RISE ? 0 : 1];
const surchargeOn = (sz: string, d: string) => (sz === 'S' ? 0 : sz === 'L' ? (d < PRICE_RISE ? 200 : 300) : d < PRICE_RISE ? 400 : 500);

const FIRST = [
  'Aaron', 'Abigail', 'Adrian', 'Alexis', 'Andre', 'Angela', 'Austin', 'Bianca', 'Blake', 'Brandon', 'Brianna', 'Caleb', 'Camila', 'Carlos', 'Cassidy',
  'Cody', 'Colton', 'Crystal', 'Dakota', 'Dalton', 'Dana', 'Darius', 'Deanna', 'Derek', 'Destiny', 'Diego', 'Dustin', 'Elena', 'Emilio', 'Erica',
  'Ethan', 'Gabriel', 'Gavin', 'Hailey', 'Hector', 'Isaiah', 'Jacob', 'Jada', 'Jasmine', 'Javier', 'Jenna', 'Jesse', 'Jordan', 'Josue', 'Kayla',
  'Keith', 'Kendra', 'Kyle', 'Landon', 'Latoya', 'Logan', 'Lorena', 'Luis', 'Mackenzie', 'Marcus', 'Mariah', 'Marisol', 'Mason', 'Maya', 'Miguel',
  'Monica', 'Nolan', 'Omar', 'Paige', 'Preston', 'Raul', 'Reagan', 'Ricardo', 'Rylee', 'Savannah', 'Shelby', 'Tanner', 'Tasha', 'Trent', 'Trevor',
  'Tyler', 'Valeria', 'Wesley', 'Whitney', 'Xavier', 'Yesenia', 'Zachary',
];
const LASTN = [
  'Alvarez', 'Barker', 'Beasley', 'Benavides', 'Blankenship', 'Bowers', 'Brewer', 'Burleson', 'Cantu', 'Castillo', 'Coker', 'Collier', 'Crockett',
  'Delgado', 'Dominguez', 'Dugan', 'Easley', 'Escobar', 'Farris', 'Fuentes', 'Garza', 'Gentry', 'Guerra', 'Hardin', 'Hinojosa', 'Holcomb', 'Huff',
  'Ibarra', 'Jarvis', 'Keller', 'Kimbrough', 'Lackey', 'Ledesma', 'Lindsey', 'Maldonado', 'McAllister', 'Medina', 'Monroe', 'Navarro', 'Nix',
  'Ochoa', 'Pace', 'Pruitt', 'Quintero', 'Rangel', 'Rios', 'Salinas', 'Self', 'Sepulveda', 'Shipley', 'Slaton', 'Tate', 'Trevino', 'Tubbs',
  'Underwood', 'Valdez', 'Villarreal', 'Wade', 'Whitlock', 'Wofford', 'Yates', 'Zamora',
];

interface Emp {
  no: string;
  first: string;
  last: string;
  job: string;
  site: number;
  hire: string;
  term: string | null;
  rate: number;
  off: number[];
}
interface Mbr {
  ref: string;
  first: string;
  last: string;
  plate: string;
  plateSt: string;
  sz: string;
  site: number;
  plan: string;
  join: string;
  cncl: string | null;
  rsn: string | null;
  fee: number;
  optin: string;
  rate: number;
}
interface Txn {
  site: number;
  ts: string;
  pkg: string;
  sz: string;
  tndr: string;
  acct: string | null;
  prc: number;
  srchg: number;
  disc: string | null;
  discC: number;
  tot: number;
  stat: string;
}
interface Eqp {
  tag: string;
  site: number;
  typ: string;
  mfr: string;
  mdl: string;
  serial: string;
  inst: string;
  rtrd: string | null;
}
interface Dt {
  tag: string;
  typ: string;
  cause: string;
  start: string;
  end: string | null;
  stat: string;
  by: string;
  cost: number | null;
  rpt: string | null;
}
interface Shift {
  emp: string;
  site: number;
  dt: string;
  s: number;
  e: number;
  in: string | null;
  out: string | null;
  stat: string;
}

const MONTH_F = [0.8, 0.85, 1.15, 1.3, 1.25, 1.05, 1.0, 1.0, 1.05, 1.1, 0.95, 0.85];
const DOW_F = [1.15, 0.75, 0.8, 0.85, 0.9, 1.1, 1.6];
const HOURS: [number, number][] = [[7, 1], [8, 2], [9, 3], [10, 4], [11, 4], [12, 5], [13, 4], [14, 4], [15, 5], [16, 6], [17, 7], [18, 4], [19, 2]];

function alnum(r: SeededRandom, n: number, chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'): string {
  let s = '';
  for (let k = 0; k < n; k++) s += chars[r.int(0, chars.length - 1)];
  return s;
}

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(20261125);
  const name = uniqueNames(r, FIRST, LASTN);

  // ---------------------------------------------------------------- employees
  const emps: Emp[] = [];
  const rateFor = (job: string) => (job === 'SM' ? r.int(23, 29) * 100 + r.pick([0, 25, 50, 75]) : job === 'ASM' ? r.int(17, 20) * 100 + r.pick([0, 25, 50, 75]) : job === 'MNT' ? r.int(25, 30) * 100 : r.int(12, 15) * 100 + r.pick([0, 25, 50, 75]));
  const addEmp = (job: string, site: number, hire: string, term: string | null): Emp => {
    const [first, last] = name();
    const offA = r.int(0, 6);
    const e: Emp = { no: '', first, last, job, site, hire, term, rate: rateFor(job), off: [offA, (offA + 1) % 7] };
    emps.push(e);
    return e;
  };
  for (const s of SITES) {
    const siteStart = s.opn > GO_LIVE ? addDays(s.opn, -r.int(14, 30)) : null;
    const endAll = s.cls;
    // site manager, sometimes replaced during the period
    for (const job of ['SM', 'ASM']) {
      let hire = siteStart ?? addDays(GO_LIVE, -r.int(200, 2400));
      if (hire < s.opn && !siteStart) hire = addDays(s.opn, -r.int(0, 20));
      const changeover = r.chance(job === 'SM' ? 0.35 : 0.5) && !siteStart ? r.date('2024-03-01', '2026-08-15') : null;
      if (changeover && (!endAll || changeover < endAll)) {
        addEmp(job, s.no, hire, changeover);
        addEmp(job, s.no, addDays(changeover, r.int(-10, 20)), endAll);
      } else {
        addEmp(job, s.no, hire, endAll);
      }
    }
    // wash attendants: a pool of about 4, with turnover
    const pool = s.w >= 1.1 ? 5 : s.w >= 0.8 ? 4 : 3;
    for (let k = 0; k < pool; k++) {
      let hire = siteStart ? addDays(siteStart, r.int(0, 10)) : addDays(GO_LIVE, -r.int(10, 700));
      for (;;) {
        const tenure = Math.round(-Math.log(1 - r.next()) * 520) + 20;
        let term: string | null = addDays(hire, tenure);
        if (term > LAST) term = null;
        if (endAll && (term === null || term > endAll)) term = endAll;
        if (term === null || term >= GO_LIVE) addEmp('ATT', s.no, hire, term);
        if (term === null || term === endAll) break;
        hire = addDays(term, r.int(5, 25));
        if (hire > LAST || (endAll && hire > endAll)) break;
      }
    }
  }
  for (const site of [101, 106, 110]) addEmp('MNT', site, r.date('2019-01-07', '2022-11-14'), null);
  // a late-November resignation and a hire who starts next week
  emps.sort((a, b) => (a.hire < b.hire ? -1 : a.hire > b.hire ? 1 : 0));
  emps.forEach((e, k) => (e.no = `E${pad(1040 + k * 3 + (k % 3), 4)}`));
  for (const s of SITES) {
    const sms = emps.filter((e) => e.site === s.no && e.job === 'SM');
    const cur = sms.find((e) => e.term === null || e.term === s.cls) ?? sms[sms.length - 1];
    s.mgr = cur ? cur.no : null;
  }
  const onStaff = (e: Emp, d: string) => e.hire <= d && (e.term === null || d <= e.term);

  // ---------------------------------------------------------------- memberships
  const mbrs: Mbr[] = [];
  const plateSeen = new Set<string>();
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    if (d.slice(5) === '12-25') continue;
    const yrs = daysBetween(GO_LIVE, d) / 365;
    for (const s of SITES) {
      if (!openOn(s, d)) continue;
      const p = 0.016 * s.w * (1 + 0.35 * yrs) * MONTH_F[Number(d.slice(5, 7)) - 1]! * (s.cls && d > addDays(s.cls, -90) ? 0 : 1);
      if (!r.chance(p)) continue;
      const [first, last] = name();
      const plan = r.weighted([['BAS', 40], ['DLX', 36], ['ULT', 24]] as const);
      let plate = '';
      do plate = s.st === 'OK' ? `${alnum(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-${alnum(r, 3, '0123456789')}` : `${alnum(r, 3, 'BCDFGHJKLMNPRSTVWXYZ')}${alnum(r, 4, '0123456789')}`;
      while (plateSeen.has(plate));
      plateSeen.add(plate);
      const m: Mbr = {
        ref: '',
        first,
        last,
        plate,
        plateSt: r.chance(0.04) ? r.pick(['OK', 'TX', 'LA', 'NM', 'AR']) : s.st,
        sz: r.weighted([['S', 62], ['L', 30], ['X', 8]] as const),
        site: s.no,
        plan,
        join: d,
        cncl: null,
        rsn: null,
        fee: planFeeOn(plan, d),
        optin: r.chance(0.7) ? 'Y' : 'N',
        rate: r.weighted([[0.3, 1], [0.6, 2], [0.9, 3], [1.3, 2], [2.0, 1]] as const),
      };
      // monthly billing: a member may cancel at any billing date
      for (let k = 1; ; k++) {
        const bill = addMonths(d, k);
        if (s.cls && bill > s.cls) {
          m.cncl = s.cls;
          m.rsn = 'Site closed';
          break;
        }
        const churn = (k <= 3 ? 0.075 : 0.04) * (m.rate < 0.5 ? 1.6 : 1);
        if (bill > LAST) {
          if (bill <= addDays(TODAY, 30) && r.chance(Math.min(1, churn * 1.6))) {
            m.cncl = bill;
            m.rsn = r.weighted([['Too expensive', 4], ['Moved away', 2], ['Sold vehicle', 2], ['Not using it enough', 3], [null, 2]] as const);
          }
          break;
        }
        if (r.chance(churn)) {
          m.cncl = bill;
          m.rsn = r.weighted([['Too expensive', 5], ['Moved away', 3], ['Sold vehicle', 3], ['Not using it enough', 4], ['Card declined', 3], ['Unhappy with wash', 1], [null, 3]] as const);
          break;
        }
      }
      mbrs.push(m);
    }
  }
  mbrs.forEach((m, k) => (m.ref = `RR${pad(10231 + k * 7 + (k % 5), 6)}`));

  // ---------------------------------------------------------------- transactions
  const txns: Txn[] = [];
  const timeOfDay = () => {
    const h = r.weighted(HOURS);
    return h * 3600 + r.int(0, 3599);
  };
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    if (d.slice(5) === '12-25') continue;
    const yrs = daysBetween(GO_LIVE, d) / 365;
    const mf = MONTH_F[Number(d.slice(5, 7)) - 1]!;
    const df = DOW_F[dayOfWeek(d)]!;
    for (const s of SITES) {
      if (!openOn(s, d)) continue;
      const ramp = daysBetween(s.opn, d) < 60 ? 0.6 : 1;
      const n = r.poisson(0.3 * s.w * mf * df * (1 + 0.15 * yrs) * ramp);
      for (let k = 0; k < n; k++) {
        const menu: [string, number][] = [['BAS', 34], ['DLX', 30], ['ULT', 20]];
        if (d <= '2024-06-30') menu.push(['EXP', 16]);
        if (d >= '2025-04-01') menu.push(['CER', 9]);
        const pkg = r.weighted(menu);
        const sz = r.weighted([['S', 64], ['L', 29], ['X', 7]] as const);
        const prc = priceOn(pkg, d);
        const srchg = surchargeOn(sz, d);
        let disc: string | null = null;
        let discC = 0;
        const roll = r.next();
        if (roll < 0.08) {
          disc = 'CPN';
          discC = Math.min(prc, r.pick([300, 500]));
        } else if (roll < 0.115) {
          disc = 'FLT';
          discC = Math.round(0.15 * (prc + srchg));
        } else if (roll < 0.135) {
          disc = 'MIL';
          discC = Math.round(0.1 * prc);
        } else if (roll < 0.147) {
          disc = 'RWS';
          discC = prc + srchg;
        }
        const tot = prc + srchg - discC;
        const tndr = tot === 0 ? 'NCH' : r.chance(0.27 - 0.05 * yrs) ? 'CSH' : 'CRD';
        txns.push({ site: s.no, ts: stamp(d, timeOfDay()), pkg, sz, tndr, acct: null, prc, srchg, disc, discC, tot, stat: r.chance(0.015) ? 'VOD' : 'CMP' });
      }
    }
  }
  for (const m of mbrs) {
    const home = SITE(m.site);
    const others = SITES.filter((s) => s.region === home.region && s.no !== home.no);
    const until = m.cncl && m.cncl <= LAST ? addDays(m.cncl, -1) : LAST;
    for (let d = m.join; d <= until; d = addDays(d, 1)) {
      if (d.slice(5) === '12-25') continue;
      const p = (m.rate / 30) * (DOW_F[dayOfWeek(d)]! / 1.02) * MONTH_F[Number(d.slice(5, 7)) - 1]!;
      if (!r.chance(p)) continue;
      let site = home;
      if (r.chance(0.17)) {
        const open = others.filter((s) => openOn(s, d));
        if (open.length > 0) site = r.pick(open);
      }
      if (!openOn(site, d)) continue;
      txns.push({ site: site.no, ts: stamp(d, timeOfDay()), pkg: m.plan, sz: m.sz, tndr: 'MBR', acct: m.ref, prc: 0, srchg: 0, disc: null, discC: 0, tot: 0, stat: r.chance(0.006) ? 'VOD' : 'CMP' });
    }
  }
  const order = txns.map((t, k) => ({ t, k }));
  order.sort((a, b) => (a.t.ts < b.t.ts ? -1 : a.t.ts > b.t.ts ? 1 : a.k - b.k));

  // ---------------------------------------------------------------- equipment
  const eqps: Eqp[] = [];
  for (const s of SITES) {
    const inst0 = s.opn > GO_LIVE ? addDays(s.opn, -r.int(7, 21)) : addDays(s.opn, -r.int(7, 21));
    const rtrd = s.cls;
    const tunMfr = r.pick(['AquaDrive', 'Tidal Systems']);
    const add = (typ: string, code: string, n: number, mfr: string, mdl: string, inst: string, end: string | null) =>
      eqps.push({ tag: `${s.cd}-${code}-${pad(n, 2)}`, site: s.no, typ, mfr, mdl, serial: `${mfr.slice(0, 2).toUpperCase()}${alnum(r, 8, '0123456789')}`, inst, rtrd: end });
    // tunnels were re-fitted at the older sites
    if (s.opn < '2017-01-01') {
      const refit = r.date('2019-01-08', '2023-06-20');
      add('Tunnel', 'TUN', 1, tunMfr, tunMfr === 'AquaDrive' ? `AD-${s.ft}X` : `TS Conveyor ${s.ft}`, refit, rtrd);
    } else add('Tunnel', 'TUN', 1, tunMfr, tunMfr === 'AquaDrive' ? `AD-${s.ft}X` : `TS Conveyor ${s.ft}`, inst0, rtrd);
    add('Dryer', 'DRY', 1, 'Gale Force', r.pick(['GF-10 Blower', 'GF-14 Blower']), inst0 < '2019-01-01' ? r.date('2019-01-01', '2023-09-30') : inst0, rtrd);
    let vn = 0;
    for (let k = 0; k < s.vac; k++) {
      vn++;
      const mfr = r.pick(['VacuMax', 'CycloneAir']);
      const mdl = mfr === 'VacuMax' ? r.pick(['VM-2 Twin', 'VM-3 Central']) : 'CA Turbine 5';
      const inst = s.opn > '2021-01-01' ? inst0 : r.date(maxIso(s.opn, '2019-06-01'), '2023-10-31');
      if (!rtrd && r.chance(0.3)) {
        const repl = r.date('2024-02-01', '2026-10-15');
        add('Vacuum', 'VAC', vn, mfr, mdl, inst, repl);
        vn++;
        add('Vacuum', 'VAC', vn, 'CycloneAir', 'CA Turbine 6', addDays(repl, r.int(0, 3)), null);
      } else add('Vacuum', 'VAC', vn, mfr, mdl, inst, rtrd);
    }
    for (let k = 1; k <= 2; k++) add('Pay station', 'PAY', k, 'WashLink', s.opn >= '2023-01-01' ? 'WL Kiosk 4' : r.pick(['WL Kiosk 3', 'WL Kiosk 4']), s.opn >= '2023-01-01' ? inst0 : r.date('2021-01-04', '2023-08-31'), rtrd);
    if (r.chance(0.6) || s.no === 115) add('Water reclaim', 'RCL', 1, 'PureLoop', 'PL-500', inst0 < '2020-01-01' ? r.date('2020-01-01', '2023-05-31') : inst0, rtrd);
  }

  // ---------------------------------------------------------------- downtime log
  const dts: Dt[] = [];
  const reporter = (site: number, d: string) => {
    const cands = emps.filter((e) => e.site === site && (e.job === 'SM' || e.job === 'ASM') && onStaff(e, d));
    return cands.length > 0 ? r.pick(cands).no : null;
  };
  const CAUSES: Record<string, [string, number][]> = {
    Tunnel: [['Conveyor chain', 5], ['Roller jam', 4], ['Hydraulic leak', 3], ['Controller fault', 3], ['Brush motor', 2], ['Power outage', 2]],
    Dryer: [['Blower motor', 4], ['Electrical', 2]],
    Vacuum: [['Motor burnout', 3], ['Clogged hose', 4], ['Electrical', 1]],
    'Pay station': [['Card reader', 4], ['Bill acceptor jam', 3], ['Software', 2], ['Network', 2]],
    'Water reclaim': [['Pump failure', 2], ['Filter clog', 3]],
  };
  const RATE: Record<string, number> = { Tunnel: 5, Dryer: 2, Vacuum: 1.1, 'Pay station': 2, 'Water reclaim': 1.5 };
  for (const q of eqps) {
    const s = SITE(q.site);
    const from = maxIso(q.inst, GO_LIVE);
    const to = q.rtrd && q.rtrd < LAST ? q.rtrd : LAST;
    const rate = (RATE[q.typ] ?? 1) * (q.typ === 'Tunnel' ? s.brk : 1);
    for (let d = from; d <= to; d = addDays(d, 1)) {
      if (!r.chance(rate / 365)) continue;
      const start = stamp(d, r.int(7 * 60, 19 * 60) * 60);
      let mins: number;
      if (q.typ === 'Tunnel') mins = r.weighted([[0, 6], [1, 3], [2, 1]] as const) === 0 ? r.int(25, 180) : r.chance(0.75) ? r.int(180, 600) : r.int(600, 2880);
      else mins = r.chance(0.6) ? r.int(45, 600) : r.int(600, 5760);
      const cause = r.weighted(CAUSES[q.typ]!);
      let by: string;
      let cost: number;
      if (q.typ === 'Pay station') {
        by = cause === 'Bill acceptor jam' ? 'In-house' : 'WashLink Support';
        cost = by === 'In-house' ? 0 : r.chance(0.7) ? 0 : r.int(80, 450) * 100;
      } else if (q.typ === 'Tunnel' && (mins > 300 || r.chance(0.3))) {
        by = `${q.mfr} Field Svc`;
        cost = r.int(250, 2600) * 100 + r.int(0, 99);
      } else if (r.chance(0.2)) {
        by = 'Lone Star Equip Repair';
        cost = r.int(120, 900) * 100 + r.int(0, 99);
      } else {
        by = 'In-house';
        cost = r.int(0, 350) * 100 + r.int(0, 99);
      }
      let end: string | null = addMinutes(start, mins);
      let stat = 'CLS';
      let c: number | null = cost;
      if (end > `${LAST} 23:59:59`) {
        end = null;
        stat = 'OPN';
        c = null;
      } else if (end.slice(0, 10) >= '2026-11-18' && by !== 'In-house' && r.chance(0.6)) c = null; // not invoiced yet
      if (q.rtrd && end && end.slice(0, 10) > q.rtrd) continue;
      dts.push({ tag: q.tag, typ: 'BRK', cause, start, end, stat, by, cost: c, rpt: reporter(q.site, d) });
    }
  }
  // breakdowns still open at the close of business on 2026-11-24
  const forceOpen: [string, string, string, string][] = [
    ['ARL-VAC-02', '2026-11-19 10:42:00', 'Motor burnout', 'Lone Star Equip Repair'],
    ['KTY-PAY-02', '2026-11-23 16:05:00', 'Card reader', 'WashLink Support'],
    ['AUS-TUN-01', '2026-11-24 14:18:00', 'Hydraulic leak', 'AquaDrive Field Svc'],
    ['EDM-RCL-01', '2026-11-12 09:30:00', 'Pump failure', 'Lone Star Equip Repair'],
  ];
  for (const [tag, start, cause, by] of forceOpen) {
    const q = eqps.find((e) => e.tag === tag);
    if (!q || q.rtrd) continue;
    if (dts.some((x) => x.tag === tag && x.stat === 'OPN')) continue;
    const mfrBy = q.typ === 'Tunnel' ? `${q.mfr} Field Svc` : by;
    dts.push({ tag, typ: 'BRK', cause, start, end: null, stat: 'OPN', by: mfrBy, cost: null, rpt: reporter(q.site, start.slice(0, 10)) });
  }
  // planned maintenance on the tunnels, every eight weeks, before opening; booked ahead to the end of December
  for (const s of SITES) {
    const q = eqps.find((e) => e.site === s.no && e.typ === 'Tunnel') as Eqp;
    let d = addDays(maxIso(GO_LIVE, s.opn), r.int(3, 55));
    while (dayOfWeek(d) !== 2) d = addDays(d, 1);
    for (; d <= PM_UNTIL; d = addDays(d, 56)) {
      if (s.cls && d > s.cls) break;
      const start = stamp(d, r.pick([5 * 60, 5 * 60 + 30, 6 * 60]) * 60);
      if (d > LAST) {
        dts.push({ tag: q.tag, typ: 'PM', cause: 'Scheduled service', start, end: null, stat: 'SCH', by: `${q.mfr} Field Svc`, cost: null, rpt: null });
      } else {
        const end = addMinutes(start, r.int(100, 260));
        dts.push({ tag: q.tag, typ: 'PM', cause: 'Scheduled service', start, end, stat: 'CLS', by: `${q.mfr} Field Svc`, cost: 45000 + r.int(0, 60) * 100, rpt: null });
      }
    }
  }
  dts.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.tag < b.tag ? -1 : 1));

  // ---------------------------------------------------------------- shifts (time clock live 2026-09-01; rota to 2026-12-06)
  const shifts: Shift[] = [];
  for (let d = CLOCK_LIVE; d <= ROTA_UNTIL; d = addDays(d, 1)) {
    const dow = dayOfWeek(d);
    for (const s of SITES) {
      if (!openOn(s, d)) continue;
      const staff = emps.filter((e) => e.site === s.no && onStaff(e, d));
      for (const e of staff.filter((x) => x.job === 'SM' || x.job === 'ASM' || x.job === 'MNT')) {
        if (e.job === 'MNT' ? dow === 0 || dow === 6 : e.off.includes(dow)) continue;
        const [st, en] = e.job === 'SM' ? [8 * 60, 17 * 60] : e.job === 'ASM' ? [11 * 60 + 30, 20 * 60 + 30] : [7 * 60, 15 * 60 + 30];
        shifts.push({ emp: e.no, site: s.no, dt: d, s: st, e: en, in: null, out: null, stat: '' });
      }
      const atts = r.shuffle(staff.filter((x) => x.job === 'ATT'));
      const need = dow === 0 || dow >= 5 ? 3 : 2;
      const slots: [number, number][] = [[7 * 60 + 30, 15 * 60 + 30], [12 * 60 + 30, 20 * 60 + 30], [10 * 60, 18 * 60]];
      for (let k = 0; k < need; k++) {
        let e = atts[k];
        if (r.chance(0.03) || !e) {
          const cover = emps.filter((x) => x.job === 'ATT' && x.site !== s.no && SITE(x.site).region === s.region && onStaff(x, d));
          if (cover.length > 0) e = r.pick(cover);
        }
        if (!e) continue;
        const [st, en] = slots[k]!;
        shifts.push({ emp: e.no, site: s.no, dt: d, s: st, e: en, in: null, out: null, stat: '' });
      }
    }
  }
  for (const sh of shifts) {
    if (sh.dt > LAST) {
      sh.stat = 'SCH';
      continue;
    }
    const e = emps.find((x) => x.no === sh.emp) as Emp;
    const roll = r.next();
    if (e.job === 'ATT' && roll < 0.03) sh.stat = 'NS';
    else if (roll > 0.975) sh.stat = 'CNX';
    else {
      sh.stat = 'WRK';
      sh.in = stamp(sh.dt, sh.s * 60 + r.int(-9 * 60, 12 * 60));
      sh.out = stamp(sh.dt, sh.e * 60 + r.int(-6 * 60, 28 * 60));
    }
  }
  shifts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.site - b.site || a.s - b.s));

  const ddl = `
CREATE SCHEMA wsx;
CREATE TABLE wsx.site (
  site_no integer PRIMARY KEY,
  site_cd char(3) NOT NULL UNIQUE,
  site_nm varchar(40) NOT NULL,
  city varchar(30) NOT NULL,
  st char(2) NOT NULL,
  region varchar(20) NOT NULL,
  opn_dt date NOT NULL,
  cls_dt date,
  mgr_emp_no varchar(5),
  tunnel_ft smallint NOT NULL,
  vac_stalls smallint NOT NULL
);
CREATE TABLE wsx.pkg (
  pkg_cd char(3) PRIMARY KEY,
  pkg_nm varchar(30) NOT NULL,
  prc_c integer NOT NULL,
  mbr_mo_c integer,
  launch_dt date NOT NULL,
  retire_dt date,
  sort_seq smallint NOT NULL
);
CREATE TABLE wsx.emp (
  emp_no varchar(5) PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  job_cd varchar(3) NOT NULL,
  site_no integer NOT NULL REFERENCES wsx.site (site_no),
  hire_dt date NOT NULL,
  term_dt date,
  hrly_rt_c integer NOT NULL
);
CREATE TABLE wsx.mbr (
  acct_ref varchar(8) PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  plate_no varchar(8) NOT NULL,
  plate_st char(2) NOT NULL,
  veh_sz char(1) NOT NULL,
  home_site integer NOT NULL REFERENCES wsx.site (site_no),
  plan_cd char(3) NOT NULL,
  join_dt date NOT NULL,
  cncl_dt date,
  cncl_rsn varchar(30),
  mo_fee_c integer NOT NULL,
  email_optin char(1) NOT NULL
);
CREATE TABLE wsx.txn (
  txn_no bigint PRIMARY KEY,
  site_no integer NOT NULL REFERENCES wsx.site (site_no),
  txn_ts timestamp NOT NULL,
  pkg_cd char(3) NOT NULL REFERENCES wsx.pkg (pkg_cd),
  veh_sz char(1) NOT NULL,
  tndr_cd varchar(3) NOT NULL,
  acct_ref varchar(8),
  prc_c integer NOT NULL,
  srchg_c integer NOT NULL DEFAULT 0,
  disc_cd varchar(3),
  disc_c integer NOT NULL DEFAULT 0,
  tot_c integer NOT NULL,
  stat_cd varchar(3) NOT NULL
);
CREATE TABLE wsx.eqp (
  eq_tag varchar(12) PRIMARY KEY,
  site_no integer NOT NULL REFERENCES wsx.site (site_no),
  eq_typ varchar(20) NOT NULL,
  mfr varchar(20) NOT NULL,
  mdl varchar(20) NOT NULL,
  serial_no varchar(12) NOT NULL,
  inst_dt date NOT NULL,
  rtrd_dt date
);
CREATE TABLE wsx.dtlog (
  log_no integer PRIMARY KEY,
  eq_tag varchar(12) NOT NULL,
  typ_cd varchar(3) NOT NULL,
  cause varchar(30) NOT NULL,
  start_ts timestamp NOT NULL,
  end_ts timestamp,
  stat_cd varchar(3) NOT NULL,
  rpr_by varchar(30) NOT NULL,
  cost_c integer,
  rpt_emp varchar(5)
);
CREATE TABLE wsx.shft (
  shft_id integer PRIMARY KEY,
  emp_no varchar(5) NOT NULL REFERENCES wsx.emp (emp_no),
  site_no integer NOT NULL,
  shft_dt date NOT NULL,
  sch_start time NOT NULL,
  sch_end time NOT NULL,
  clk_in timestamp,
  clk_out timestamp,
  stat_cd varchar(3) NOT NULL
);
`;

  return [
    ddl,
    insertRows(
      'wsx.site',
      ['site_no', 'site_cd', 'site_nm', 'city', 'st', 'region', 'opn_dt', 'cls_dt', 'mgr_emp_no', 'tunnel_ft', 'vac_stalls'],
      SITES.map((s) => [s.no, s.cd, s.nm, s.city, s.st, s.region, s.opn, s.cls, s.mgr, s.ft, s.vac]),
    ),
    insertRows(
      'wsx.pkg',
      ['pkg_cd', 'pkg_nm', 'prc_c', 'mbr_mo_c', 'launch_dt', 'retire_dt', 'sort_seq'],
      PKGS.map((p) => [p.cd, p.nm, p.prc[1], p.plan ? p.plan[1] : null, p.launch, p.retire, p.seq]),
    ),
    insertRows(
      'wsx.emp',
      ['emp_no', 'first_nm', 'last_nm', 'job_cd', 'site_no', 'hire_dt', 'term_dt', 'hrly_rt_c'],
      emps.map((e) => [e.no, e.first, e.last, e.job, e.site, e.hire, e.term, e.rate]),
    ),
    insertRows(
      'wsx.mbr',
      ['acct_ref', 'first_nm', 'last_nm', 'plate_no', 'plate_st', 'veh_sz', 'home_site', 'plan_cd', 'join_dt', 'cncl_dt', 'cncl_rsn', 'mo_fee_c', 'email_optin'],
      mbrs.map((m) => [m.ref, m.first, m.last, m.plate, m.plateSt, m.sz, m.site, m.plan, m.join, m.cncl, m.rsn, m.fee, m.optin]),
    ),
    insertRows(
      'wsx.txn',
      ['txn_no', 'site_no', 'txn_ts', 'pkg_cd', 'veh_sz', 'tndr_cd', 'acct_ref', 'prc_c', 'srchg_c', 'disc_cd', 'disc_c', 'tot_c', 'stat_cd'],
      order.map(({ t }, k) => [4100001 + k, t.site, t.ts, t.pkg, t.sz, t.tndr, t.acct, t.prc, t.srchg, t.disc, t.discC, t.tot, t.stat]),
    ),
    insertRows(
      'wsx.eqp',
      ['eq_tag', 'site_no', 'eq_typ', 'mfr', 'mdl', 'serial_no', 'inst_dt', 'rtrd_dt'],
      eqps.map((q) => [q.tag, q.site, q.typ, q.mfr, q.mdl, q.serial, q.inst, q.rtrd]),
    ),
    insertRows(
      'wsx.dtlog',
      ['log_no', 'eq_tag', 'typ_cd', 'cause', 'start_ts', 'end_ts', 'stat_cd', 'rpr_by', 'cost_c', 'rpt_emp'],
      dts.map((x, k) => [70001 + k, x.tag, x.typ, x.cause, x.start, x.end, x.stat, x.by, x.cost, x.rpt]),
    ),
    insertRows(
      'wsx.shft',
      ['shft_id', 'emp_no', 'site_no', 'shft_dt', 'sch_start', 'sch_end', 'clk_in', 'clk_out', 'stat_cd'],
      shifts.map((x, k) => [k + 1, x.emp, x.site, x.dt, hhmm(x.s), hhmm(x.e), x.in, x.out, x.stat]),
    ),
  ].join('\n');
}

function maxIso(a: string, b: string): string {
  return a > b ? a : b;
}
