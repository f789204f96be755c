/**
 * Brightwash Linen Services, a commercial laundry that collects, washes and returns linen for hotels, restaurants,
 * medical clinics and spas across one city. Five vans run five routes every weekday: a route's van picks up the soiled
 * bags of the customers on it and brings back their clean linen on a later run of the same route. The plant washes
 * everything in its own washer-extractors (and clinic linen in barrier washers). Most customers rent our linen; some
 * own their linen and pay only for washing. Customers are invoiced monthly. This is the laundry's operations
 * warehouse, 2025-01-01 to 2026-11-24 (the day before it was last loaded). Money is in dollars, weights in kg.
 *
 * Schema `lnd`:
 * - `acct`: customer accounts, keyed by `acct_id`. `acct_no` (C1001 ...); `acct_nm` the customer's trading name;
 *   `seg_cd` the segment: HTL hotel (hotels and serviced apartments), RST restaurant (restaurants, cafes, bars), CLN
 *   clinic (medical, dental, vet and day-surgery clinics), SPA spa, gym or salon; `rte_cd` the van route that serves
 *   it (see `run`); `open_dt` the day the account was opened; `clsd_dt` the day it was closed (the customer left),
 *   NULL for an open account; `crd_hold_yn` Y when the account is on credit hold; `cog_yn` Y for customer-owned
 *   goods (the customer owns its linen and pays for washing only), N when it rents our linen; `pay_days` the payment
 *   terms in days (14 or 30).
 * - `ctr`: service contracts, keyed by `ctr_id`; an account has one contract after another (renewals). `ctr_no`;
 *   `acct_id`; `st_dt` first day; `end_dt` last day of the fixed term, NULL for a rolling month-to-month contract;
 *   `term_mo` the term in months (12, 24, 36; NULL when rolling); `kg_rt` the washing price per kg; `min_chg` the
 *   minimum monthly washing charge; `pu_per_wk` pickups a week; `exp_yn` Y for express service (linen back the next
 *   working day instead of in two days); `sts_cd` ACT active, PND pending (signed, starts later), EXP expired (term
 *   over), CNC cancelled before the end of its term; `cncl_dt` the day it was cancelled, NULL unless cancelled.
 * - `run`: van route runs, one per route per working day (no runs at weekends or on public holidays), keyed by
 *   `run_id`. `run_dt`; `rte_cd` the route: CBD City, NTH North, STH South, EST East, WST West; `van_reg` the van's
 *   registration; `drv_nm` the driver; `km` kilometres driven; `stop_cnt` customer stops made.
 * - `pu`: pickup tickets, one per customer pickup, keyed by `tkt_no`. `acct_id`; `pu_run_id` the run that collected
 *   the soiled linen and `dl_run_id` the run that delivered it back clean (both `run.run_id`; `dl_run_id` NULL while
 *   it has not been delivered back yet); `bag_cnt` bags; `kg` soiled weight in kg at pickup; `iso_yn` Y when the
 *   pickup included isolation (infectious) bags.
 * - `mch`: washing machines, keyed by `mch_id`. `mch_cd` (WE01 ...); `mch_typ` WE washer-extractor, BW barrier
 *   washer (a hygiene-barrier washer for clinic linen); `mfr_nm` the maker; `cap_kg` the load capacity in kg;
 *   `inst_yr` the year it was installed; `retd_dt` the day it was taken out of service, NULL while in service.
 * - `wb`: wash batches (machine loads), keyed by `wb_id`. `wb_dt`; `shft_cd` A early shift, B late shift; `mch_id`;
 *   `prg_cd` the wash programme: STD standard, HVY heavy soil (kitchen and table linen), HYG thermal disinfection
 *   (clinic linen), DEL delicate (low temperature), RWS rewash (linen sent back through for stains); `ld_kg` the
 *   load in kg; `wtr_l` water used in litres; `chem_cost` the cost of the detergents and chemicals used; `fail_yn` Y
 *   when the batch failed the quality check.
 * - `clm`: customer claims about returned linen, keyed by `clm_id`. `clm_no`; `acct_id`; `tkt_no` the pickup
 *   ticket it is about (`pu.tkt_no`; NULL when the customer did not give one); `rpt_dt` the day it was reported;
 *   `clm_typ` RW rewash (came back stained or not clean), DM damaged (torn, burnt, shrunk), SH short (pieces missing);
 *   `itm_cd` the linen item (`itm.itm_cd`); `pcs` pieces; `sts_cd` OPN open, APR approved (credited), REJ rejected;
 *   `cr_amt` the credit given (0 for a rejected claim, NULL while open); `clsd_dt` the day it was decided, NULL while
 *   open.
 * - `itm`: the linen item codes, with the rental stock of each. `itm_cd` (SHT-Q ...); `itm_desc`; `cat_cd` BED bed
 *   linen, BTH bath linen and towels, TBL table linen, KIT kitchen textiles, MED medical garments and linen, SPA spa
 *   linen; `wk_rt` the weekly rental price of a piece; `repl_cost` the replacement cost of a piece; `stk_pcs` pieces we
 *   own; `out_pcs` pieces out with customers now; `disc_yn` Y for an item we no longer rent out (discontinued).
 * - `"Invoice Export"`: the monthly invoices as exported from the billing system on 2026-11-24, one row per invoice.
 *   Its columns keep the export's headers: "Invoice No"; "Account No" (= `acct.acct_no`); "Account Name"; "Period"
 *   the month billed ('2026-10'); "Invoice Date" (early in the next month); "Due Date"; "Kg Billed"; "Wash Charges"
 *   (kg x the contract's price per kg, or the contract's monthly minimum when higher); "Linen Rental" (0 for
 *   customer-owned goods); "Credits" (approved claims credited that month); "Invoice Total" = wash + rental -
 *   credits; "Paid On" NULL while unpaid; "Status" Paid, Open (unpaid, not yet due), Overdue (unpaid and past its due
 *   date) or Void (cancelled and reissued under the same number with an R suffix).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';
const TODAY = '2026-11-25';
const HOLIDAYS = new Set(['2025-01-01', '2025-01-27', '2025-04-18', '2025-04-21', '2025-04-25', '2025-12-25', '2025-12-26', '2026-01-01', '2026-01-26', '2026-04-03', '2026-04-06']);

type Seg = 'HTL' | 'RST' | 'CLN' | 'SPA';
const ACCOUNTS: [Seg, string][] = [
  ['HTL', 'Harbourview Hotel'], ['HTL', 'The Grand Esplanade'], ['HTL', 'Quayside Suites'], ['HTL', 'Riverside Inn'],
  ['HTL', 'Parkside Lodge'], ['HTL', 'Marina Bay Hotel'], ['HTL', 'The Kingsley'], ['HTL', 'Hotel Aurora'],
  ['HTL', 'Seabreeze Resort'], ['HTL', 'Cityline Apartments'], ['HTL', 'The Lanes Boutique Hotel'], ['HTL', 'Hillcrest Motor Inn'],
  ['HTL', 'Ocean Pines Resort'], ['HTL', 'Station Hotel'], ['HTL', 'Belmont Serviced Apartments'], ['HTL', 'The Royal Arcade Hotel'],
  ['RST', 'Bistro Lumiere'], ['RST', 'Trattoria Nonna'], ['RST', 'The Olive Grove'], ['RST', 'Saffron House'],
  ['RST', 'Harbour Fish Co'], ['RST', 'Smoke & Ember Grill'], ['RST', 'Little Tokyo'], ['RST', 'Cafe Verde'],
  ['RST', 'The Corner Brasserie'], ['RST', 'Mezze Kitchen'], ['RST', 'Pho Saigon'], ['RST', 'Brick Lane Curry'],
  ['RST', 'The Oyster Bar'], ['RST', 'Casa Tapas'], ['RST', 'Golden Dragon'], ['RST', 'Blue Fin Sushi'],
  ['RST', "The Steakhouse on King"], ['RST', 'Rustica Pizzeria'],
  ['CLN', 'Northside Medical Centre'], ['CLN', 'Eastgate Dental'], ['CLN', 'Bayview Physiotherapy'], ['CLN', 'City Day Surgery'],
  ['CLN', 'Westmead Skin Clinic'], ['CLN', 'Harbour Vet Hospital'], ['CLN', 'Southbank Family Practice'], ['CLN', 'Riverside Dialysis Unit'],
  ['CLN', 'Lakeside Radiology'], ['CLN', 'Kingsway Dental Studio'], ['CLN', 'Greenfield IVF Clinic'], ['CLN', 'Central Sports Medicine'],
  ['CLN', 'Hilltop Podiatry'], ['CLN', 'Parkview Women\'s Health'],
  ['SPA', 'Serenity Day Spa'], ['SPA', 'Urban Fitness Club'], ['SPA', 'Lotus Wellness Spa'], ['SPA', 'Aqua Leisure Centre'],
  ['SPA', 'Pure Pilates Studio'], ['SPA', 'Bodyworks Gym'], ['SPA', 'Hammam Bathhouse'], ['SPA', 'Glow Beauty Salon'],
];

const ROUTES = ['CBD', 'NTH', 'STH', 'EST', 'WST'] as const;
const ROUTE_KM: Record<string, number> = { CBD: 38, NTH: 96, STH: 84, EST: 72, WST: 118 };
const ROUTE_DRIVER: Record<string, string> = { CBD: 'Tomasz Nowak', NTH: 'Priya Sharma', STH: 'Dean Walsh', EST: 'Mele Tuilagi', WST: 'Carlos Mendes' };
const RELIEF_DRIVERS = ['Aisha Rahman', 'Greg Hollis', 'Sione Fifita'];
const ROUTE_VAN: Record<string, string> = { CBD: 'BWL-401', NTH: 'BWL-402', STH: 'BWL-403', EST: 'BWL-404', WST: 'BWL-405' };
const SPARE_VAN = 'BWL-399';

/** [mch_id, mch_cd, mch_typ, mfr_nm, cap_kg, inst_yr, retd_dt, first day in use] */
type Machine = [number, string, string, string, number, number, string | null, string];
const MACHINES: Machine[] = [
  [1, 'WE01', 'WE', 'Electrolux', 60, 2011, '2025-06-27', '2011-03-01'],
  [2, 'WE02', 'WE', 'Girbau', 110, 2014, null, '2014-05-01'],
  [3, 'WE03', 'WE', 'Girbau', 110, 2016, null, '2016-02-01'],
  [4, 'WE04', 'WE', 'Electrolux', 180, 2019, null, '2019-08-01'],
  [5, 'WE05', 'WE', 'Milnor', 240, 2021, null, '2021-04-01'],
  [6, 'WE06', 'WE', 'Girbau', 110, 2025, null, '2025-07-01'],
  [7, 'WE07', 'WE', 'Milnor', 240, 2009, '2024-11-29', '2009-01-01'],
  [8, 'WE08', 'WE', 'Electrolux', 25, 2017, null, '2017-01-01'],
  [9, 'BW01', 'BW', 'Electrolux', 70, 2013, '2026-03-13', '2013-01-01'],
  [10, 'BW02', 'BW', 'Girbau', 110, 2018, null, '2018-01-01'],
  [11, 'BW03', 'BW', 'Girbau', 110, 2026, null, '2026-03-16'],
  [12, 'WE09', 'WE', 'Primus', 33, 2012, null, '2012-01-01'],
];

/** [itm_cd, itm_desc, cat_cd, wk_rt, repl_cost, stk_pcs, out share, disc_yn] */
const ITEMS: [string, string, string, number, number, number, number, string][] = [
  ['SHT-S', 'Single flat sheet', 'BED', 0.55, 14.5, 2400, 0.72, 'N'],
  ['SHT-Q', 'Queen flat sheet', 'BED', 0.7, 19.9, 5200, 0.81, 'N'],
  ['SHT-K', 'King flat sheet', 'BED', 0.8, 24.5, 3100, 0.88, 'N'],
  ['DCV-Q', 'Queen duvet cover', 'BED', 1.1, 39.0, 2600, 0.77, 'N'],
  ['DCV-K', 'King duvet cover', 'BED', 1.25, 45.0, 1500, 0.9, 'N'],
  ['PLC', 'Pillowcase', 'BED', 0.25, 6.5, 9800, 0.79, 'N'],
  ['BSP', 'Bedspread', 'BED', 1.6, 62.0, 300, 0.12, 'Y'],
  ['TWL-B', 'Bath towel', 'BTH', 0.45, 16.0, 8600, 0.83, 'N'],
  ['TWL-H', 'Hand towel', 'BTH', 0.25, 8.0, 9200, 0.74, 'N'],
  ['TWL-F', 'Face washer', 'BTH', 0.12, 3.5, 6000, 0.69, 'N'],
  ['BMT', 'Bath mat', 'BTH', 0.3, 11.0, 3400, 0.86, 'N'],
  ['TWL-P', 'Pool towel', 'BTH', 0.5, 18.0, 1800, 0.58, 'N'],
  ['TCL-R', 'Round tablecloth', 'TBL', 0.9, 32.0, 1900, 0.66, 'N'],
  ['TCL-S', 'Square tablecloth', 'TBL', 0.75, 26.0, 2700, 0.71, 'N'],
  ['NAP', 'Table napkin', 'TBL', 0.15, 4.2, 14000, 0.76, 'N'],
  ['TRN', 'Table runner', 'TBL', 0.4, 15.0, 600, 0.21, 'Y'],
  ['APR', 'Bib apron', 'KIT', 0.35, 12.0, 2100, 0.87, 'N'],
  ['TTW', 'Tea towel', 'KIT', 0.1, 3.8, 5200, 0.8, 'N'],
  ['CHJ', 'Chef jacket', 'KIT', 0.95, 38.0, 900, 0.92, 'N'],
  ['SCR-T', 'Scrub top', 'MED', 0.6, 21.0, 2300, 0.84, 'N'],
  ['SCR-P', 'Scrub pants', 'MED', 0.6, 21.0, 2300, 0.82, 'N'],
  ['GWN', 'Patient gown', 'MED', 0.5, 17.5, 1700, 0.78, 'N'],
  ['ROB', 'Bathrobe', 'SPA', 1.4, 55.0, 1100, 0.64, 'N'],
  ['MSH', 'Massage table sheet', 'SPA', 0.45, 15.0, 1300, 0.7, 'N'],
  ['TWL-S', 'Salon towel', 'SPA', 0.2, 6.0, 3800, 0.61, 'N'],
];
const CLAIM_ITEMS: Record<Seg, string[]> = {
  HTL: ['SHT-Q', 'SHT-K', 'DCV-Q', 'DCV-K', 'PLC', 'TWL-B', 'TWL-H', 'BMT', 'TWL-P', 'ROB', 'SHT-Q', 'TWL-B', 'PLC'],
  RST: ['TCL-R', 'TCL-S', 'NAP', 'APR', 'TTW', 'CHJ', 'NAP', 'TCL-S'],
  CLN: ['SCR-T', 'SCR-P', 'GWN', 'SHT-S', 'TWL-H'],
  SPA: ['TWL-B', 'TWL-H', 'ROB', 'MSH', 'TWL-S'],
};

const KG_RATE: Record<Seg, [number, number]> = { HTL: [1.85, 2.35], RST: [2.6, 3.3], CLN: [2.95, 3.7], SPA: [2.2, 2.8] };
const RENT_PER_KG: Record<Seg, number> = { HTL: 0.85, RST: 1.1, CLN: 0.95, SPA: 0.9 };
const MIN_CHG: Record<Seg, number> = { HTL: 900, RST: 250, CLN: 300, SPA: 250 };
const KG_BASE: Record<Seg, [number, number]> = { HTL: [45, 180], RST: [12, 42], CLN: [14, 60], SPA: [18, 70] };

function round(x: number, d: number): number {
  return Number(x.toFixed(d));
}
function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
/** The ISO date `months` calendar months after an ISO date (day clamped to the month's end). */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
function isWorkday(day: string): boolean {
  const dow = dayOfWeek(day);
  return dow !== 0 && dow !== 6 && !HOLIDAYS.has(day);
}
function nextWorkday(day: string): string {
  let d = day;
  while (!isWorkday(d)) d = addDays(d, 1);
  return d;
}

interface Account {
  id: number;
  no: string;
  nm: string;
  seg: Seg;
  rte: string;
  open: string;
  clsd: string | null;
  hold: boolean;
  cog: boolean;
  payDays: number;
  puPerWk: number;
  days: number[];
  base: number;
  latePayer: boolean;
  /** Stopped paying invoices dated from this day. */
  stopPay: string | null;
}
interface Contract {
  id: number;
  no: string;
  acct: Account;
  st: string;
  end: string | null;
  term: number | null;
  rate: number;
  min: number;
  puPerWk: number;
  exp: boolean;
  sts: string;
  cncl: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // Accounts.
  const accounts: Account[] = ACCOUNTS.map(([seg, nm], i) => {
    const rte = r.weighted(
      seg === 'RST'
        ? ([['CBD', 5], ['NTH', 2], ['STH', 2], ['EST', 2], ['WST', 1]] as const)
        : ([['CBD', 3], ['NTH', 2], ['STH', 2], ['EST', 2], ['WST', 2]] as const),
    );
    const open = r.chance(0.72) ? r.date('2015-03-01', '2024-11-30') : r.date('2025-01-15', '2026-10-30');
    const puPerWk =
      seg === 'HTL' ? r.weighted([[2, 5], [3, 4], [5, 1]] as const) : seg === 'SPA' ? r.weighted([[1, 8], [2, 2]] as const) : r.weighted([[1, 5], [2, 4]] as const);
    const w = r.int(1, 2);
    const days = puPerWk === 1 ? [r.int(1, 5)] : puPerWk === 2 ? [w, w + 3] : puPerWk === 3 ? [1, 3, 5] : [1, 2, 3, 4, 5];
    const [lo, hi] = KG_BASE[seg];
    const cogP = { HTL: 0.25, RST: 0.1, CLN: 0.2, SPA: 0.3 }[seg];
    return {
      id: i + 1,
      no: '',
      nm,
      seg,
      rte,
      open,
      clsd: null,
      hold: false,
      cog: r.chance(cogP),
      payDays: seg === 'RST' ? 14 : 30,
      puPerWk,
      days,
      base: r.float(lo, hi, 1),
      latePayer: r.chance(0.15),
      stopPay: null,
    };
  });
  // Two accounts opened this year and one last month, for the "new accounts" questions.
  const a1 = accounts[52];
  const a2 = accounts[27];
  const a3 = accounts[40];
  if (a1 && a2 && a3) {
    a1.open = '2026-02-16';
    a2.open = '2026-06-08';
    a3.open = '2026-10-12';
  }
  // Closed accounts.
  for (const a of accounts) {
    const from = a.open < FIRST_DAY ? '2025-02-01' : addDays(a.open, 150);
    if (r.chance(0.13) && from < '2026-11-10') a.clsd = r.date(from, '2026-11-10');
  }
  // Accounts that stopped paying and went on credit hold, and one on hold that has since paid up.
  const holdIdx = [5, 21, 44];
  holdIdx.forEach((i, k) => {
    const a = accounts[i];
    if (!a) return;
    a.clsd = null;
    a.hold = true;
    a.stopPay = ['2026-07-01', '2026-08-01', '2026-09-01'][k] ?? null;
  });
  const paidUp = accounts[30];
  if (paidUp) {
    paidUp.hold = true;
    paidUp.clsd = null;
    paidUp.latePayer = false;
  }
  accounts.sort((a, b) => a.open.localeCompare(b.open) || a.nm.localeCompare(b.nm));
  accounts.forEach((a, i) => {
    a.id = i + 1;
    a.no = `C${1001 + i}`;
  });
  const open = (a: Account, day: string) => a.open <= day && (!a.clsd || a.clsd > day);

  // Contracts.
  const contracts: Contract[] = [];
  for (const a of accounts) {
    let st = a.open;
    let n = 0;
    const [lo, hi] = KG_RATE[a.seg];
    const rate0 = r.float(lo, hi, 2) * (a.open < '2020-01-01' ? 0.86 : 1);
    const exp0 = r.chance({ HTL: 0.4, RST: 0.12, CLN: 0.45, SPA: 0.12 }[a.seg]);
    for (;;) {
      const rolling = n > 0 && r.chance(0.12);
      const term = rolling ? null : r.weighted([[12, 3], [24, 4], [36, 2]] as const);
      const end = term === null ? null : addDays(addMonths(st, term), -1);
      const rate = round(rate0 * (1 + 0.035 * n), 2);
      const c: Contract = {
        id: 0,
        no: '',
        acct: a,
        st,
        end,
        term,
        rate,
        min: MIN_CHG[a.seg] * (a.puPerWk >= 3 ? 2 : 1),
        puPerWk: a.puPerWk,
        exp: n > 0 && r.chance(0.15) ? !exp0 : exp0,
        sts: 'ACT',
        cncl: null,
      };
      contracts.push(c);
      n += 1;
      if (st > LAST_DAY) {
        c.sts = 'PND';
        break;
      }
      const stop = end ?? '9999-12-31';
      if (a.clsd && a.clsd <= stop) {
        c.sts = 'CNC';
        c.cncl = a.clsd;
        break;
      }
      // Now and then a contract is renegotiated mid-term: cancelled and replaced by a new one.
      if (end && r.chance(0.1)) {
        const cut = r.date(addDays(st, 60), addDays(end, -30));
        if (cut <= LAST_DAY) {
          c.sts = 'CNC';
          c.cncl = cut;
          st = addDays(cut, 1);
          continue;
        }
      }
      if (!end) break; // rolling, still running
      if (end >= TODAY) {
        // Renewal already signed for some contracts that end soon.
        if (end < '2027-02-01' && r.chance(0.5)) {
          st = addDays(end, 1);
          continue;
        }
        break;
      }
      c.sts = 'EXP';
      st = addDays(end, 1);
    }
  }
  contracts.sort((a, b) => a.st.localeCompare(b.st) || a.acct.id - b.acct.id);
  const ctrSeq: Record<string, number> = {};
  contracts.forEach((c, i) => {
    c.id = i + 1;
    const y = c.st.slice(0, 4);
    ctrSeq[y] = (ctrSeq[y] ?? 0) + 1;
    c.no = `K${y}-${String(ctrSeq[y]).padStart(3, '0')}`;
  });
  const contractOn = (a: Account, day: string): Contract | undefined =>
    contracts.find((c) => c.acct === a && c.st <= day && (c.cncl ? c.cncl >= day : !c.end || c.end >= day)) ??
    contracts.filter((c) => c.acct === a && c.st <= day).pop();

  // Runs and pickups.
  interface Run { id: number; dt: string; rte: string; van: string; drv: string; km: number; stops: Set<number> }
  interface Pickup { tkt: string; acct: Account; pu: Run; dl: Run | null; bags: number; kg: number; iso: boolean; exp: boolean }
  const runs: Run[] = [];
  const runsByRoute: Record<string, Run[]> = {};
  const pickups: Pickup[] = [];
  const kgByDay = new Map<string, Record<Seg, number>>();
  let tkt = 0;
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    if (!isWorkday(day)) continue;
    const month = Number(day.slice(5, 7));
    const dayKg: Record<Seg, number> = { HTL: 0, RST: 0, CLN: 0, SPA: 0 };
    for (const rte of ROUTES) {
      const relief = r.chance(0.14);
      const run: Run = {
        id: runs.length + 1,
        dt: day,
        rte,
        van: r.chance(0.08) ? SPARE_VAN : (ROUTE_VAN[rte] ?? SPARE_VAN),
        drv: relief ? r.pick(RELIEF_DRIVERS) : (ROUTE_DRIVER[rte] ?? 'Greg Hollis'),
        km: 0,
        stops: new Set(),
      };
      runs.push(run);
      (runsByRoute[rte] ??= []).push(run);
      for (const a of accounts) {
        if (a.rte !== rte || !open(a, day) || !a.days.includes(dayOfWeek(day))) continue;
        const c = contractOn(a, day);
        const season = a.seg === 'HTL' ? (month === 12 || month === 1 ? 1.25 : month === 7 ? 1.1 : month === 6 ? 0.85 : 1) : a.seg === 'RST' && month === 12 ? 1.2 : 1;
        const kg = round(Math.max(4, a.base * season * (1 + normal(r) * 0.16)), 1);
        tkt += 1;
        pickups.push({
          tkt: `T${String(400000 + tkt)}`,
          acct: a,
          pu: run,
          dl: null,
          bags: Math.max(1, Math.ceil(kg / r.float(9, 13, 1))),
          kg,
          iso: a.seg === 'CLN' && r.chance(0.35),
          exp: c?.exp ?? false,
        });
        run.stops.add(a.id);
        dayKg[a.seg] += kg;
      }
    }
    kgByDay.set(day, dayKg);
  }
  // Deliveries: the first run of the same route on or after the turnaround day.
  for (const p of pickups) {
    const target = addDays(p.pu.dt, p.exp ? 1 : 2);
    const list = runsByRoute[p.pu.rte] ?? [];
    const late = r.chance(0.02) ? 2 : 0;
    const idx = list.findIndex((x) => x.dt >= addDays(target, late));
    const dl = idx >= 0 ? list[idx] : undefined;
    if (dl) {
      p.dl = dl;
      dl.stops.add(p.acct.id);
    }
  }
  for (const run of runs) run.km = round((ROUTE_KM[run.rte] ?? 80) + run.stops.size * 3.5 + normal(r) * 6, 1);

  // Wash batches.
  const batches: unknown[][] = [];
  const inService = (m: Machine, day: string) => m[7] <= day && (!m[6] || m[6] >= day);
  for (const [day, kg] of kgByDay) {
    const we = MACHINES.filter((m) => m[2] === 'WE' && m[4] >= 60 && inService(m, day));
    const small = MACHINES.filter((m) => m[2] === 'WE' && m[4] < 60 && inService(m, day));
    const bw = MACHINES.filter((m) => m[2] === 'BW' && inService(m, day));
    const pools: [string, number, Machine[]][] = [
      ['STD', kg.HTL + kg.SPA * 0.7, we],
      ['HVY', kg.RST, we],
      ['HYG', kg.CLN, bw],
      ['DEL', kg.SPA * 0.3, small],
    ];
    const dayBatches: [string, Machine, number][] = [];
    for (const [prg, total, machines] of pools) {
      let left = total;
      while (left > 1 && machines.length > 0) {
        const m = r.weighted(machines.map((x) => [x, prg === 'STD' ? x[4] * x[4] : 300 - x[4]] as const));
        const ld = round(Math.min(left, m[4] * r.float(0.7, 1)), 1);
        left -= ld;
        dayBatches.push([prg, m, ld]);
      }
    }
    const rws = r.poisson(1.2);
    for (let k = 0; k < rws; k++) {
      const m = r.pick([...small, ...we.filter((x) => x[4] <= 110)]);
      dayBatches.push(['RWS', m, round(m[4] * r.float(0.3, 0.8), 1)]);
    }
    for (const [prg, m, ld] of r.shuffle(dayBatches)) {
      const perKg = { STD: 8, HVY: 10, HYG: 11, DEL: 12, RWS: 14 }[prg] ?? 9;
      const age = m[5] < 2015 ? 1.25 : m[5] >= 2021 ? 0.85 : 1;
      const chem = { STD: 0.07, HVY: 0.11, HYG: 0.12, DEL: 0.09, RWS: 0.14 }[prg] ?? 0.08;
      batches.push([
        0, day, r.chance(0.55) ? 'A' : 'B', m[0], prg, ld,
        Math.round(ld * perKg * age * (1 + normal(r) * 0.06)), round(ld * chem * (1 + normal(r) * 0.08), 2),
        r.chance(prg === 'RWS' ? 0.05 : m[5] < 2015 ? 0.035 : 0.015) ? 'Y' : 'N',
      ]);
    }
  }
  batches.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])));
  batches.forEach((b, i) => {
    b[0] = i + 1;
  });

  // Claims.
  const itemByCd = new Map(ITEMS.map((x) => [x[0], x]));
  interface Claim { acct: Account; tkt: string | null; rpt: string; typ: string; itm: string; pcs: number; sts: string; cr: number | null; clsd: string | null }
  const claims: Claim[] = [];
  for (const p of pickups) {
    if (!p.dl) continue;
    const pr = { HTL: 0.035, RST: 0.045, CLN: 0.025, SPA: 0.04 }[p.acct.seg];
    if (!r.chance(pr)) continue;
    const rpt = addDays(p.dl.dt, r.int(0, 3));
    if (rpt > LAST_DAY) continue;
    const typ = r.weighted([['RW', 55], ['DM', 30], ['SH', 15]] as const);
    claims.push({ acct: p.acct, tkt: r.chance(0.9) ? p.tkt : null, rpt, typ, itm: r.pick(CLAIM_ITEMS[p.acct.seg]), pcs: typ === 'SH' ? r.int(1, 10) : r.int(1, 18), sts: 'OPN', cr: null, clsd: null });
  }
  claims.sort((a, b) => a.rpt.localeCompare(b.rpt) || a.acct.id - b.acct.id);
  for (const c of claims) {
    const stuck = c.typ === 'DM' && r.chance(0.05);
    const clsd = addDays(c.rpt, r.int(2, 24));
    if (stuck || clsd > LAST_DAY) continue;
    const rej = r.chance(c.typ === 'SH' ? 0.4 : 0.25);
    const item = itemByCd.get(c.itm);
    c.clsd = clsd;
    c.sts = rej ? 'REJ' : 'APR';
    c.cr = rej ? 0 : round(c.typ === 'RW' ? c.pcs * 2.5 : c.pcs * (item?.[4] ?? 10), 2);
  }

  // Invoices.
  const invoices: unknown[][] = [];
  const months: string[] = [];
  for (let m = '2025-01'; m <= '2026-10'; m = addMonths(`${m}-01`, 1).slice(0, 7)) months.push(m);
  months.forEach((period) => {
    let seq = 0;
    const nextMonth = addMonths(`${period}-01`, 1);
    const invDt = nextWorkday(addDays(nextMonth, 1));
    for (const a of accounts) {
      const ps = pickups.filter((p) => p.acct === a && p.pu.dt.startsWith(period));
      if (ps.length === 0) continue;
      const kg = round(ps.reduce((s, p) => s + p.kg, 0), 1);
      const c = contractOn(a, ps[0]?.pu.dt ?? `${period}-01`);
      const rate = c?.rate ?? 2.5;
      const wash = round(Math.max(kg * rate, c?.min ?? 0), 2);
      const rent = a.cog ? 0 : round(kg * RENT_PER_KG[a.seg], 2);
      const credits = round(claims.filter((x) => x.acct === a && x.sts === 'APR' && x.clsd?.startsWith(period)).reduce((s, x) => s + (x.cr ?? 0), 0), 2);
      const total = round(wash + rent - credits, 2);
      seq += 1;
      const no = `INV${period.slice(2, 4)}${period.slice(5, 7)}-${String(seq).padStart(3, '0')}`;
      const push = (invNo: string, dt: string, voided: boolean) => {
        const due = addDays(dt, a.payDays);
        let paid: string | null = null;
        if (!voided && !(a.stopPay && dt >= a.stopPay)) {
          const late = a.latePayer ? r.int(10, 40) : 0;
          paid = addDays(dt, Math.max(3, a.payDays + r.int(-10, 6) + late));
          if (paid > LAST_DAY) paid = null;
        }
        const status = voided ? 'Void' : paid ? 'Paid' : due < TODAY ? 'Overdue' : 'Open';
        invoices.push([invNo, a.no, a.nm, period, dt, due, kg, wash, rent, credits, total, paid, status]);
      };
      if (r.chance(0.015)) {
        push(no, invDt, true);
        push(`${no}R`, nextWorkday(addDays(invDt, r.int(3, 8))), false);
      } else push(no, invDt, false);
    }
  });

  const claimRows = claims.map((c, i) => [
    i + 1, `CL${c.rpt.slice(2, 4)}-${String(i + 1).padStart(4, '0')}`, c.acct.id, c.tkt, c.rpt, c.typ, c.itm, c.pcs, c.sts, c.cr, c.clsd,
  ]);

  return [
    'CREATE SCHEMA lnd;',
    `CREATE TABLE lnd.acct (acct_id integer PRIMARY KEY, acct_no varchar(5) NOT NULL UNIQUE, acct_nm text NOT NULL, seg_cd varchar(3) NOT NULL,
      rte_cd varchar(3) NOT NULL, open_dt date NOT NULL, clsd_dt date, crd_hold_yn char(1) NOT NULL, cog_yn char(1) NOT NULL, pay_days smallint NOT NULL);`,
    `CREATE TABLE lnd.ctr (ctr_id integer PRIMARY KEY, ctr_no varchar(9) NOT NULL UNIQUE, acct_id integer NOT NULL REFERENCES lnd.acct (acct_id),
      st_dt date NOT NULL, end_dt date, term_mo smallint, kg_rt numeric(5,2) NOT NULL, min_chg numeric(8,2) NOT NULL, pu_per_wk smallint NOT NULL,
      exp_yn char(1) NOT NULL, sts_cd varchar(3) NOT NULL, cncl_dt date);`,
    `CREATE TABLE lnd.run (run_id integer PRIMARY KEY, run_dt date NOT NULL, rte_cd varchar(3) NOT NULL, van_reg varchar(8) NOT NULL, drv_nm text NOT NULL,
      km numeric(5,1) NOT NULL, stop_cnt smallint NOT NULL);`,
    `CREATE TABLE lnd.pu (tkt_no varchar(7) PRIMARY KEY, acct_id integer NOT NULL REFERENCES lnd.acct (acct_id),
      pu_run_id integer NOT NULL REFERENCES lnd.run (run_id), dl_run_id integer REFERENCES lnd.run (run_id), bag_cnt smallint NOT NULL,
      kg numeric(6,1) NOT NULL, iso_yn char(1) NOT NULL);`,
    `CREATE TABLE lnd.mch (mch_id integer PRIMARY KEY, mch_cd varchar(4) NOT NULL UNIQUE, mch_typ varchar(2) NOT NULL, mfr_nm text NOT NULL,
      cap_kg integer NOT NULL, inst_yr smallint NOT NULL, retd_dt date);`,
    `CREATE TABLE lnd.wb (wb_id integer PRIMARY KEY, wb_dt date NOT NULL, shft_cd char(1) NOT NULL, mch_id integer NOT NULL REFERENCES lnd.mch (mch_id),
      prg_cd varchar(3) NOT NULL, ld_kg numeric(6,1) NOT NULL, wtr_l integer NOT NULL, chem_cost numeric(7,2) NOT NULL, fail_yn char(1) NOT NULL);`,
    `CREATE TABLE lnd.itm (itm_cd varchar(5) PRIMARY KEY, itm_desc text NOT NULL, cat_cd varchar(3) NOT NULL, wk_rt numeric(5,2) NOT NULL,
      repl_cost numeric(7,2) NOT NULL, stk_pcs integer NOT NULL, out_pcs integer NOT NULL, disc_yn char(1) NOT NULL);`,
    `CREATE TABLE lnd.clm (clm_id integer PRIMARY KEY, clm_no varchar(9) NOT NULL UNIQUE, acct_id integer NOT NULL REFERENCES lnd.acct (acct_id),
      tkt_no varchar(7) REFERENCES lnd.pu (tkt_no), rpt_dt date NOT NULL, clm_typ varchar(2) NOT NULL, itm_cd varchar(5) NOT NULL REFERENCES lnd.itm (itm_cd),
      pcs integer NOT NULL, sts_cd varchar(3) NOT NULL, cr_amt numeric(9,2), clsd_dt date);`,
    `CREATE TABLE lnd."Invoice Export" ("Invoice No" text NOT NULL, "Account No" text NOT NULL, "Account Name" text NOT NULL, "Period" text NOT NULL,
      "Invoice Date" date NOT NULL, "Due Date" date NOT NULL, "Kg Billed" numeric(8,1) NOT NULL, "Wash Charges" numeric(10,2) NOT NULL,
      "Linen Rental" numeric(10,2) NOT NULL, "Credits" numeric(9,2) NOT NULL, "Invoice Total" numeric(10,2) NOT NULL, "Paid On" date, "Status" text NOT NULL);`,
    insertRows(
      'lnd.acct',
      ['acct_id', 'acct_no', 'acct_nm', 'seg_cd', 'rte_cd', 'open_dt', 'clsd_dt', 'crd_hold_yn', 'cog_yn', 'pay_days'],
      accounts.map((a) => [a.id, a.no, a.nm, a.seg, a.rte, a.open, a.clsd, a.hold ? 'Y' : 'N', a.cog ? 'Y' : 'N', a.payDays]),
    ),
    insertRows(
      'lnd.ctr',
      ['ctr_id', 'ctr_no', 'acct_id', 'st_dt', 'end_dt', 'term_mo', 'kg_rt', 'min_chg', 'pu_per_wk', 'exp_yn', 'sts_cd', 'cncl_dt'],
      contracts.map((c) => [c.id, c.no, c.acct.id, c.st, c.end, c.term, c.rate, c.min, c.puPerWk, c.exp ? 'Y' : 'N', c.sts, c.cncl]),
    ),
    insertRows(
      'lnd.run',
      ['run_id', 'run_dt', 'rte_cd', 'van_reg', 'drv_nm', 'km', 'stop_cnt'],
      runs.map((x) => [x.id, x.dt, x.rte, x.van, x.drv, x.km, x.stops.size]),
    ),
    insertRows(
      'lnd.pu',
      ['tkt_no', 'acct_id', 'pu_run_id', 'dl_run_id', 'bag_cnt', 'kg', 'iso_yn'],
      pickups.map((p) => [p.tkt, p.acct.id, p.pu.id, p.dl?.id ?? null, p.bags, p.kg, p.iso ? 'Y' : 'N']),
    ),
    insertRows('lnd.mch', ['mch_id', 'mch_cd', 'mch_typ', 'mfr_nm', 'cap_kg', 'inst_yr', 'retd_dt'], MACHINES.map((m) => m.slice(0, 7))),
    insertRows('lnd.wb', ['wb_id', 'wb_dt', 'shft_cd', 'mch_id', 'prg_cd', 'ld_kg', 'wtr_l', 'chem_cost', 'fail_yn'], batches),
    insertRows(
      'lnd.itm',
      ['itm_cd', 'itm_desc', 'cat_cd', 'wk_rt', 'repl_cost', 'stk_pcs', 'out_pcs', 'disc_yn'],
      ITEMS.map(([cd, desc, cat, wk, repl, stk, share, disc]) => [cd, desc, cat, wk, repl, stk, Math.round(stk * share), disc]),
    ),
    insertRows('lnd.clm', ['clm_id', 'clm_no', 'acct_id', 'tkt_no', 'rpt_dt', 'clm_typ', 'itm_cd', 'pcs', 'sts_cd', 'cr_amt', 'clsd_dt'], claimRows),
    insertRows(
      'lnd."Invoice Export"',
      ['"Invoice No"', '"Account No"', '"Account Name"', '"Period"', '"Invoice Date"', '"Due Date"', '"Kg Billed"', '"Wash Charges"', '"Linen Rental"', '"Credits"', '"Invoice Total"', '"Paid On"', '"Status"'],
      invoices,
    ),
  ].join('\n');
}
