/**
 * Quarry Cars Ltd, a small private-hire (minicab) operator in Shrewsbury (about nine cars on the road), licensed by
 * Shropshire Council. The office on Castle Foregate takes bookings by phone, through the Quarry Cars app, by email /
 * the account portal (account customers only) and from people walking in off the street. The drivers are
 * self-employed: each owns and runs his or her own licensed car, keeps the fares, and pays the firm a weekly "radio
 * rent" for the work passed out over the radio / data terminal. Account customers (hotels, the hospital trust, the
 * hospice, a school, solicitors, a housing group and the council's adult social care team) are not charged on the
 * night: their jobs are invoiced monthly, and the firm passes the money on to the drivers. Friday and Saturday nights
 * and December are busy; January is quiet.
 *
 * This is the database of the "Dispatchly" booking and dispatch package (schema `dsp`), copied at 23:45 on Wednesday
 * 2026-11-25: it holds everything up to then. The package went live on 2024-09-02; nothing earlier was migrated
 * (drivers, vehicles and accounts were keyed in with their original dates). The only rows after 2026-11-25 are
 * pre-bookings (status F) for the days ahead. Timestamps are local time (timestamp without time zone). Money is in
 * PENCE (columns ending `_cts`); divide by 100 for pounds. The firm is not VAT registered; there is no VAT anywhere.
 *
 * Business terms:
 * - A booking is a request for a car (`bkg`). A job is a booking a driver was sent to (a `job` row): every completed
 *   booking (C) and every no-show (N) has exactly one job; cancelled (X) and future (F) bookings have none.
 * - Jobs done / completed jobs = bookings with `stat_cd` C. A job's date is its pickup time `job.pu_ts`; a booking's
 *   date is the time the car was wanted, `bkg.due_ts` (when the booking was made is `dt_booked`).
 * - Fare = `job.fare_cts` (the metered fare, excluding waiting). Waiting charge = `job.wait_cts`. Takings (turnover,
 *   what a job took) = fare + waiting charge, of completed jobs. No-show jobs carry no charge.
 * - Account work = bookings with an `acct_cd`; they are paid with pay_cd ACC and invoiced monthly.
 * - On time: the driver arrived (`arr_ts`) no later than 5 minutes after the time the car was wanted (`due_ts`).
 * - Waiting: the first 5 minutes at the pickup are free, then 30p a minute (35p from 2026-04-01); `wait_mins` is the
 *   whole time the driver waited for the passenger.
 * - Cancellation rate / no-show rate = cancelled / no-show bookings out of all bookings that were due (F excluded).
 * - Radio rent is £55 a week full time, £35 part time, going up £2.50 each April. Radio rent owed = `rent_wk` rows
 *   not waived and not yet paid (`paid_dt` NULL). Rent received = paid rows, by `paid_dt`.
 * - Owed on account (debtors) = account invoices with `inv_st` O; V (void) invoices are ignored everywhere.
 * - An active driver has no `leave_dt`; a car on the fleet has `on_fleet` true.
 *
 * The package does NOT record: drivers' hours, log-on / log-off or shifts; fuel, mileage between jobs, servicing or
 * any vehicle costs; council licence or plate fees; drivers' earnings after their own costs; customer ratings or
 * reviews, tips; GPS tracks or routes; the firm's own overheads (office rent, wages of the call-takers, insurance);
 * lost property; anything about rival firms or the hackney-carriage ranks.
 *
 * Tables
 * - `sys_cd`: lookup of codes, keyed by (`cd_typ`, `cd`), with `cd_desc`. Types: BST booking status (C completed,
 *   X cancelled, N no-show, F future pre-booking); SRC how booked (P phone, A app, E email / account portal, W walk-in
 *   at the office); VTYP vehicle type (SAL saloon, EST estate, MPV 6-8 seater, WAV wheelchair accessible); PAY how a
 *   job was paid (CSH cash, CRD card in the car, APP paid in the app, ACC on account); ATYP account type (H hotel,
 *   M medical, E education, B business, G council); CCAT complaint category; CSRC how a complaint came in (P phone,
 *   E email, L referred by council licensing).
 * - `zone`: dispatch zones, keyed by `zone_cd`, with `zone_nm`; AIR is airport runs (Birmingham / Manchester), OOT
 *   anywhere else out of town.
 * - `drv`: drivers, keyed by `drv_no`. `call_sgn` radio callsign; `first_nm`, `last_nm`; `badge_no` the private-hire
 *   driver licence (badge) and `badge_exp` its expiry; `start_dt`, `leave_dt` (NULL while with us); `ft_yn` Y full
 *   time, N part time (part timers pay a lower rent); `mob`.
 * - `veh`: licensed cars, keyed by `veh_id`. `reg_no`; `make_mdl`; `veh_typ` (VTYP); `seats` passenger seats;
 *   `plate_no` the council private-hire plate and `plate_exp` its expiry (plates are renewed yearly); `drv_no` the
 *   owner-driver; `on_fleet` false once the car has left the fleet.
 * - `acct`: account customers, keyed by `acct_cd`. `acct_nm` the current name; `acct_typ` (ATYP); `contact_nm`,
 *   `inv_email`; `terms_days`; `po_reqd` true when each job needs the customer's order number; `open_dt`, `closed_dt`
 *   (NULL while open).
 * - `bkg`: bookings, keyed by `bkg_no`. `dt_booked` when the booking was taken; `src_cd` (SRC); `acct_cd` (NULL for a
 *   private customer); `pax_nm`, `tel` (often NULL for walk-ins); `pu_addr`, `pu_zone`, `dest_addr`, `dest_zone`
 *   (`zone.zone_cd`); `due_ts` when the car was wanted; `pax_cnt`; `veh_req` vehicle type asked for (VTYP, NULL =
 *   any car); `stat_cd` (BST); `cxl_ts` when a cancelled booking was cancelled; `po_ref` the account's order number.
 * - `job`: jobs, keyed by `job_no`, one per booking a driver was sent to (`bkg_no`). `drv_no`, `veh_id`; `alloc_ts`
 *   when the driver was given the job; `arr_ts` when the driver arrived at the pickup; `pu_ts` passenger on board and
 *   `do_ts` dropped off (both NULL for a no-show); `miles`; `fare_cts`; `wait_mins`; `wait_cts`; `pay_cd` (PAY, NULL
 *   for a no-show); `inv_no` the account invoice that billed it (NULL until invoiced, and for non-account jobs).
 * - `acc_inv`: monthly account invoices, keyed by `inv_no`, one per account per calendar month with account jobs,
 *   raised on the 1st working day of the next month. `acct_cd`; `inv_to_nm` the account's name as printed at the time;
 *   `period_st`, `period_end` the month billed; `inv_dt`; `due_dt`; `amt_cts` the total (fares plus waiting of the
 *   month's completed account jobs); `inv_st` O open (unpaid), P paid, V void (raised in error and re-raised);
 *   `paid_dt`.
 * - `rent_wk`: weekly radio rent, one row per driver per week (`wk_comm` the Monday), keyed by (`drv_no`, `wk_comm`).
 *   `rent_cts` due (0 when waived); `waived_yn` Y for a holiday week with no rent; `paid_dt`, `pay_mth` (CSH, BAC bank
 *   transfer, SO standing order), both NULL while unpaid.
 * - `cmpl`: complaints about drivers, keyed by `cmpl_no`. `rcvd_dt`; `closed_dt` (NULL while open); `drv_no`;
 *   `job_no` (NULL when the customer could not say which journey); `cat_cd` (CCAT); `src_cd` (CSRC); `upheld_yn` Y / N
 *   once closed, NULL while open; `notes`.
 */
import { addDays, dayOfWeek, ENGLAND_BANK_HOLIDAYS, insertRows, pad, seededRandom } from '../../seeded-random';

const GO_LIVE = '2024-09-02';
const TODAY = '2026-11-25';
const HORIZON = '2026-12-23';
const CUTOFF = '2026-11-25 23:45';

const month = (d: string) => Number(d.slice(5, 7));
const year = (d: string) => Number(d.slice(0, 4));

/** Minutes since 2000-01-01 00:00 for a local 'YYYY-MM-DD HH:MM' timestamp (treated as UTC, no DST). */
const toMin = (ts: string) => Date.parse(`${ts.slice(0, 10)}T${ts.slice(11, 16)}:00Z`) / 60000;
const fromMin = (m: number) => new Date(m * 60000).toISOString().slice(0, 16).replace('T', ' ');
const ts = (d: string, mins: number) => fromMin(toMin(`${d} 00:00`) + mins);

// ---------------------------------------------------------------- reference data
const ZONES: [string, string][] = [
  ['TC', 'Town Centre'], ['STN', 'Railway Station'], ['ABB', 'Abbey Foregate'], ['FRA', 'Frankwell & Copthorne'],
  ['SHE', 'Shelton / Royal Shrewsbury Hospital'], ['MEO', 'Meole Brace'], ['HAR', 'Harlescott'], ['SUT', 'Sutton Farm'],
  ['BAY', 'Bayston Hill'], ['OOT', 'Out of town'], ['AIR', 'Airport'],
];
const ZONE_ADDR: Record<string, string[]> = {
  TC: ['Pride Hill', 'Mardol', 'Wyle Cop', 'High Street', 'Castle Street', 'Claremont Hill', 'Shoplatch', 'The Square'],
  STN: ['Shrewsbury Station, Castle Foregate'],
  ABB: ['Abbey Foregate', 'Monkmoor Road', 'Underdale Road', 'Belvidere Road', 'Wenlock Road'],
  FRA: ['Frankwell', 'Copthorne Road', 'Mytton Oak Road', 'Porthill Road', 'Hanwood Road'],
  SHE: ['Royal Shrewsbury Hospital, Mytton Oak Rd', 'Shelton Road', 'Bicton Lane'],
  MEO: ['Meole Brace Retail Park', 'Roman Road', 'Hereford Road', 'Longden Road'],
  HAR: ['Harlescott Lane', 'Battlefield Road', 'Ellesmere Road', 'Sundorne Road'],
  SUT: ['Sutton Road', 'Oteley Road', 'Sutton Farm Way', 'Shirehall, Abbey Foregate'],
  BAY: ['Lyth Hill Road', 'Lansdowne Road', 'Pulley Lane'],
  OOT: ['Church Stretton', 'Pontesbury', 'Wem', 'Telford Central', 'Minsterley', 'Baschurch', 'Atcham', 'Much Wenlock'],
  AIR: ['Birmingham Airport', 'Manchester Airport T2', 'Birmingham Airport'],
};
const TOWN_ZONES: [string, number][] = [['TC', 24], ['STN', 10], ['ABB', 10], ['FRA', 9], ['SHE', 7], ['MEO', 9], ['HAR', 10], ['SUT', 8], ['BAY', 6]];

interface Drv { no: number; cs: string; fn: string; ln: string; badge: string; bexp: string; st: string; lv: string | null; ft: 'Y' | 'N'; mob: string; w: number; vehs: Veh[] }
interface Veh { id: number; reg: string; mdl: string; typ: string; seats: number; plate: string; pexp: string; drv: Drv; from: string; to: string | null }

const DRV_SRC: [string, string, string, string | null, 'Y' | 'N', number][] = [
  ['Gary', 'Hughes', '2016-05-03', null, 'Y', 1.25],
  ['Imran', 'Hussain', '2018-09-17', null, 'Y', 1.3],
  ['Dave', 'Pritchard', '2012-02-01', '2025-06-27', 'Y', 1.0],
  ['Tomasz', 'Nowak', '2020-10-12', null, 'Y', 1.2],
  ['Steve', 'Evans', '2014-07-21', null, 'Y', 1.05],
  ['Asif', 'Mahmood', '2021-03-01', null, 'Y', 1.15],
  ['Paul', 'Bebb', '2017-11-06', '2026-08-14', 'N', 0.6],
  ['Rob', 'Corfield', '2022-06-13', null, 'Y', 0.95],
  ['Lee', 'Rowlands', '2023-01-09', null, 'Y', 1.0],
  ['Mick', 'Tudor', '2024-09-02', null, 'N', 0.6],
  ['Sana', 'Ali', '2025-03-10', null, 'Y', 1.05],
  ['Bogdan', 'Popescu', '2024-05-20', '2025-02-21', 'Y', 0.9],
];
// [driver index, reg, make/model, type, seats, from, to]
const VEH_SRC: [number, string, string, string, number, string, string | null][] = [
  [0, 'YE19 KHU', 'Skoda Octavia', 'SAL', 4, '2019-06-01', null],
  [1, 'FY70 HNN', 'Toyota Prius+', 'EST', 4, '2020-10-01', null],
  [2, 'MX17 RDP', 'Ford Mondeo', 'SAL', 4, '2017-05-01', null],
  [3, 'WU16 ZPT', 'Ford Galaxy', 'MPV', 6, '2020-10-12', '2025-08-31'],
  [3, 'FX72 LKM', 'Ford Tourneo Custom', 'MPV', 8, '2025-09-01', null],
  [4, 'VX66 CTO', 'Peugeot e-7 WAV', 'WAV', 6, '2018-02-01', null],
  [5, 'SN20 OXA', 'Toyota Corolla Touring', 'EST', 4, '2021-03-01', null],
  [6, 'BD15 WRE', 'Skoda Superb', 'SAL', 4, '2017-11-06', null],
  [7, 'AY71 MMT', 'Kia Niro', 'SAL', 4, '2022-06-13', null],
  [8, 'LR21 PXE', 'LEVC TX WAV', 'WAV', 6, '2023-01-09', null],
  [9, 'YP18 GHA', 'Toyota Avensis', 'SAL', 4, '2024-09-02', null],
  [10, 'WM73 SAL', 'Toyota Corolla Hybrid', 'SAL', 4, '2025-03-10', null],
  [11, 'NX14 BOG', 'Vauxhall Insignia', 'SAL', 4, '2024-05-20', null],
];

interface Acct { cd: string; nm: string; typ: string; contact: string; email: string; terms: number; po: boolean; open: string; closed: string | null; w: number; slow: number }
const ACCTS: Acct[] = [
  { cd: 'SATH', nm: 'Shrewsbury & Telford Hospital NHS Trust', typ: 'M', contact: 'Transport Office', email: 'sath.transport@nhs.net', terms: 30, po: true, open: '2015-01-05', closed: null, w: 9, slow: 28 },
  { cd: 'PRUP', nm: 'Prince Rupert Hotel', typ: 'H', contact: 'Reception', email: 'accounts@princeruperthotel.co.uk', terms: 30, po: false, open: '2013-06-01', closed: null, w: 3.4, slow: 4 },
  { cd: 'LION', nm: 'The Lion Hotel', typ: 'H', contact: 'Front desk', email: 'finance@lionhotelshrewsbury.co.uk', terms: 30, po: false, open: '2014-03-01', closed: null, w: 2.4, slow: 9 },
  { cd: 'MYTM', nm: 'Mytton & Mermaid', typ: 'H', contact: 'Duty manager', email: 'admin@myttonmermaid.co.uk', terms: 30, po: false, open: '2018-04-16', closed: null, w: 1.1, slow: 2 },
  { cd: 'RIVI', nm: 'Riverside Inn Cressage', typ: 'H', contact: 'Mr P Lloyd', email: 'riversideinn@btinternet.com', terms: 14, po: false, open: '2019-07-01', closed: '2025-08-29', w: 0.5, slow: 20 },
  { cd: 'SVHO', nm: 'Severn Hospice', typ: 'M', contact: 'Family support', email: 'purchaseledger@severnhospice.org.uk', terms: 30, po: true, open: '2016-09-12', closed: null, w: 1.0, slow: 6 },
  { cd: 'SHSC', nm: 'Shrewsbury High School', typ: 'E', contact: 'Bursar', email: 'bursary@shrewsburyhigh.gdst.net', terms: 30, po: true, open: '2020-01-06', closed: null, w: 0.8, slow: 0 },
  { cd: 'FBSO', nm: 'Fletcher Buckley Solicitors', typ: 'B', contact: 'Anne Kirby', email: 'accounts@fletcherbuckley.co.uk', terms: 30, po: false, open: '2017-02-20', closed: null, w: 0.7, slow: 12 },
  { cd: 'WREK', nm: 'Wrekin Housing Group', typ: 'B', contact: 'Facilities', email: 'ap@wrekinhousing.org.uk', terms: 30, po: true, open: '2021-05-04', closed: null, w: 0.6, slow: 10 },
  { cd: 'SCAS', nm: 'Shropshire Council Adult Social Care', typ: 'G', contact: 'Transport Coordinator', email: 'asc.transport@shropshire.gov.uk', terms: 30, po: true, open: '2024-06-03', closed: null, w: 1.6, slow: 35 },
];
const WREK_OLD = 'Wrekin Housing Trust';
const WREK_RENAMED = '2025-04-01';

const FIRST = ['Sarah', 'James', 'Emma', 'John', 'Linda', 'Mark', 'Chloe', 'Peter', 'Susan', 'Dan', 'Megan', 'Alan', 'Ruth', 'Tom', 'Jo', 'Ian', 'Priya', 'Owen', 'Gwen', 'Callum', 'Beth', 'Harry', 'Olivia', 'Ken'];
const LAST = ['Davies', 'Morris', 'Lloyd', 'Williams', 'Roberts', 'Edwards', 'Griffiths', 'Jones', 'Perry', 'Bowen', 'Ashley', 'Kaur', 'Turner', 'Hall', 'Owen', 'Baxter', 'Rogers', 'Ward', 'Lewis', 'Hamer', 'Gittins', 'Beddoes'];

const isBH = (d: string) => ENGLAND_BANK_HOLIDAYS.has(d);
const fareAt = (d: string, hh: number, miles: number): number => {
  const y = d < '2025-04-01' ? 0 : d < '2026-04-01' ? 1 : 2;
  const flag = [380, 400, 420][y]!;
  const perMile = [200, 210, 225][y]!;
  let f = flag + perMile * Math.max(0, miles - 1);
  const md = d.slice(5);
  if (md === '12-25' || md === '12-26' || md === '01-01' || (md === '12-31' && hh >= 20)) f *= 2;
  else if (hh >= 22 || hh < 6 || dayOfWeek(d) === 0 || isBH(d)) f *= 1.5;
  return Math.round(f / 10) * 10;
};
const waitRate = (d: string) => (d < '2026-04-01' ? 30 : 35);

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // -------------------------------------------------------------- drivers and vehicles
  const drvs: Drv[] = DRV_SRC.map(([fn, ln, st, lv, ft, w], k) => {
    let bexp = addDays('2027-01-01', r.int(-20, 900));
    if (lv) bexp = addDays(lv, r.int(30, 700));
    return { no: 101 + k, cs: String([7, 12, 3, 9, 4, 15, 18, 27, 31, 33, 36, 38][k]), fn, ln, badge: `PH${pad(r.int(1100, 4999), 4)}`, bexp, st, lv, ft, mob: `07${r.int(100, 999)} ${pad(r.int(0, 999999), 6)}`, w, vehs: [] };
  });
  // a couple of badges due for renewal soon
  drvs[4]!.bexp = '2026-12-14';
  drvs[8]!.bexp = '2027-02-03';
  drvs[1]!.bexp = '2027-03-30';
  const vehs: Veh[] = VEH_SRC.map(([di, reg, mdl, typ, seats, from, to], k) => {
    const d = drvs[di]!;
    const pexp = to ? addDays(to, r.int(20, 200)) : `2027-${pad(r.int(1, 10), 2)}-${pad(r.int(1, 28), 2)}`;
    const v: Veh = { id: 501 + k, reg, mdl, typ, seats, plate: `PH ${r.int(200, 799)}`, pexp, drv: d, from, to };
    d.vehs.push(v);
    return v;
  });
  vehs.find((v) => v.reg === 'AY71 MMT')!.pexp = '2026-11-18'; // lapsed: renewal not yet keyed in
  vehs.find((v) => v.reg === 'YE19 KHU')!.pexp = '2026-12-09';
  vehs.find((v) => v.reg === 'SN20 OXA')!.pexp = '2027-01-21';
  vehs.find((v) => v.reg === 'LR21 PXE')!.pexp = '2027-03-15';
  vehs.find((v) => v.reg === 'FX72 LKM')!.pexp = '2027-01-09';
  for (const d of drvs) if (d.lv) for (const v of d.vehs) v.to = v.to ?? d.lv;
  const vehOn = (d: Drv, day: string) => d.vehs.find((v) => v.from <= day && (!v.to || v.to >= day)) ?? d.vehs[d.vehs.length - 1]!;
  const onDuty = (d: Drv, day: string) => d.st <= day && (!d.lv || d.lv >= day);

  // -------------------------------------------------------------- bookings and jobs
  interface Bkg {
    no: number; booked: string; src: string; acct: Acct | null; pax: string | null; tel: string | null;
    puA: string; puZ: string; deA: string; deZ: string; due: string; cnt: number; vreq: string | null;
    st: string; cxl: string | null; po: string | null; job: Job | null;
  }
  interface Job {
    no: number; drv: Drv; veh: Veh; alloc: string; arr: string; pu: string | null; dof: string | null; miles: number;
    fare: number; wmins: number; wcts: number; pay: string | null; inv: number | null; late: number;
  }
  const bkgs: Bkg[] = [];
  const DOW_F = [0.85, 0.8, 0.85, 0.9, 1.05, 1.55, 1.5];
  const MON_F = [0.78, 0.85, 0.92, 0.95, 1.0, 1.0, 1.05, 0.95, 1.0, 1.02, 1.05, 1.4];
  const addrIn = (z: string) => (z === 'SHE' && r.chance(0.5) ? ZONE_ADDR.SHE![0]! : `${r.chance(0.6) && z !== 'STN' && z !== 'AIR' && z !== 'OOT' ? `${r.int(1, 140)} ` : ''}${r.pick(ZONE_ADDR[z]!)}`);
  const milesFor = (a: string, b: string) => {
    if (a === 'AIR' || b === 'AIR') return r.float(48, 78, 1);
    if (a === 'OOT' || b === 'OOT') return r.float(6, 24, 1);
    if (a === b) return r.float(0.6, 2.4, 1);
    return r.float(1.3, 5.2, 1);
  };
  const personal = () => `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const tel = () => (r.chance(0.85) ? `07${r.int(100, 999)} ${pad(r.int(0, 999999), 6)}` : `01743 ${pad(r.int(200000, 899999), 6)}`);

  for (let d = GO_LIVE; d <= HORIZON; d = addDays(d, 1)) {
    const y = year(d);
    const growth = y === 2024 ? 1.0 : y === 2025 ? 1.08 : 1.16;
    const future = d > TODAY;
    let lam = 9 * DOW_F[dayOfWeek(d)]! * MON_F[month(d) - 1]! * growth;
    if (d.slice(5) === '12-25') lam = 2.5;
    const n = r.poisson(lam);
    const appShare = y === 2024 ? 0.1 : y === 2025 ? 0.2 : 0.32;
    for (let i = 0; i < n; i++) {
      const wkday = dayOfWeek(d) >= 1 && dayOfWeek(d) <= 5;
      const live = ACCTS.filter((a) => a.open <= d && (!a.closed || a.closed >= d));
      let acct: Acct | null = null;
      if (r.chance(wkday ? 0.3 : 0.14)) acct = r.weighted(live.map((a) => [a, a.typ === 'H' ? a.w * (wkday ? 0.8 : 2.2) : a.w] as const));
      // time wanted
      let hh: number;
      if (acct && acct.typ !== 'H') hh = r.weighted([[7, 1], [8, 2], [9, 3], [10, 3], [11, 3], [12, 2], [13, 3], [14, 3], [15, 3], [16, 2], [17, 1], [18, 1]] as const);
      else if (dayOfWeek(d) === 5 || dayOfWeek(d) === 6) hh = r.weighted([[6, 1], [8, 1], [10, 2], [12, 2], [14, 2], [16, 2], [18, 3], [19, 3], [20, 3], [21, 3], [22, 4], [23, 5], [0, 3], [1, 3], [2, 2]] as const);
      else hh = r.weighted([[5, 1], [6, 2], [7, 3], [8, 4], [9, 3], [10, 3], [11, 3], [12, 3], [13, 3], [14, 3], [15, 4], [16, 4], [17, 4], [18, 3], [19, 2], [20, 2], [21, 2], [22, 2], [23, 1]] as const);
      const dueMin = hh * 60 + r.pick([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]) + (hh < 3 ? 1440 : 0);
      let due = ts(d, dueMin);
      if (toMin(due) > toMin(CUTOFF) && !future && d === TODAY) due = ts(d, 21 * 60 + r.int(0, 18) * 5);
      // source
      let src: string;
      if (acct) src = r.weighted([['E', 0.55], ['P', 0.45]] as const);
      else src = r.weighted([['P', 1 - appShare - 0.06], ['A', appShare], ['W', 0.06]] as const);
      // route
      let puZ: string;
      let deZ: string;
      if (acct?.cd === 'SATH') {
        [puZ, deZ] = r.chance(0.55) ? ['SHE', r.weighted([...TOWN_ZONES.filter((z) => z[0] !== 'SHE'), ['OOT', 40]])] : [r.weighted([...TOWN_ZONES.filter((z) => z[0] !== 'SHE'), ['OOT', 40]]), 'SHE'];
      } else if (acct?.cd === 'SVHO') {
        [puZ, deZ] = r.chance(0.5) ? ['BAY', r.weighted([...TOWN_ZONES, ['OOT', 10]])] : [r.weighted([...TOWN_ZONES, ['OOT', 10]]), 'BAY'];
      } else if (acct && acct.typ === 'H') {
        puZ = acct.cd === 'MYTM' || acct.cd === 'RIVI' ? 'OOT' : 'TC';
        deZ = r.weighted([['STN', 6], ['AIR', 2.5], ['OOT', 3], ['SHE', 0.5], ['SUT', 1], ['ABB', 1], ['TC', acct.cd === 'MYTM' || acct.cd === 'RIVI' ? 4 : 0.3]] as const);
        if (r.chance(0.35)) [puZ, deZ] = [deZ === 'TC' ? 'STN' : deZ, puZ];
      } else if (acct) {
        puZ = r.weighted(TOWN_ZONES);
        deZ = r.weighted([...TOWN_ZONES, ['OOT', 14], ['STN', 4]]);
      } else {
        const late = hh >= 21 || hh < 3;
        puZ = late ? r.weighted([['TC', 12], ['FRA', 2], ['ABB', 3], ['STN', 2], ['HAR', 1]] as const) : r.weighted([...TOWN_ZONES, ['OOT', 12]]);
        deZ = r.weighted([...TOWN_ZONES, ['OOT', 22], ['AIR', late ? 0 : 1.6]]);
        if (r.chance(0.5) && deZ !== 'AIR') [puZ, deZ] = [deZ, puZ];
      }
      if (puZ === deZ && puZ === 'STN') deZ = 'TC';
      const air = puZ === 'AIR' || deZ === 'AIR';
      if (air) src = acct ? src : src === 'W' ? 'P' : src;
      // when booked
      let lead: number;
      if (air) lead = r.int(1, 21) * 1440 + r.int(0, 600);
      else if (acct) lead = r.chance(0.6) ? r.int(600, 10 * 1440) : r.int(10, 180);
      else if (src === 'W') lead = r.int(0, 5);
      else lead = r.chance(0.68) ? r.int(3, 25) : r.int(60, 4 * 1440);
      let booked = fromMin(toMin(due) - lead);
      if (booked < `${GO_LIVE} 00:00`) booked = `${GO_LIVE} 00:0${r.int(1, 9)}`;
      if (future && booked > CUTOFF) continue;
      const cnt = air ? r.int(1, 4) : r.weighted([[1, 10], [2, 4], [3, 1.5], [4, 1], [5, 0.25], [6, 0.15]] as const);
      let vreq: string | null = cnt > 4 ? 'MPV' : null;
      if ((acct?.cd === 'SCAS' && r.chance(0.45)) || (acct?.cd === 'SATH' && r.chance(0.12)) || (!acct && r.chance(0.012))) vreq = 'WAV';
      else if (!vreq && air && r.chance(0.3)) vreq = 'EST';
      // outcome
      let st = 'C';
      if (future) st = 'F';
      else {
        const pX = src === 'A' ? 0.085 : acct ? 0.05 : 0.06;
        const pN = src === 'A' ? 0.042 : acct?.cd === 'SATH' ? 0.035 : 0.022;
        const roll = r.next();
        if (roll < pX) st = 'X';
        else if (roll < pX + pN && !air) st = 'N';
      }
      const cxl = st === 'X' ? fromMin(toMin(booked) + Math.floor((toMin(due) - toMin(booked)) * r.float(0.2, 0.98, 3))) : null;
      bkgs.push({
        no: 0, booked, src, acct, pax: acct || src !== 'W' ? (r.chance(acct ? 0.97 : 0.8) ? personal() : null) : null,
        tel: src === 'W' ? null : acct && r.chance(0.6) ? null : tel(), puA: addrIn(puZ), puZ, deA: addrIn(deZ), deZ, due, cnt, vreq, st, cxl,
        po: acct?.po ? (r.chance(0.93) ? `${acct.cd.slice(0, 2)}${r.int(100000, 999999)}` : null) : null, job: null,
      });
    }
  }
  bkgs.sort((a, b) => (a.booked < b.booked ? -1 : a.booked > b.booked ? 1 : 0));
  bkgs.forEach((b, k) => {
    b.no = 300001 + k;
  });

  // jobs: assign in order of the time the car was wanted
  const byDue = [...bkgs].filter((b) => b.st === 'C' || b.st === 'N').sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.no - b.no));
  const jobs: Job[] = [];
  for (const b of byDue) {
    const day = b.due.slice(0, 10);
    let pool = drvs.filter((d) => onDuty(d, day));
    if (b.vreq === 'WAV') pool = pool.filter((d) => vehOn(d, day).typ === 'WAV');
    else if (b.vreq === 'MPV' || b.cnt > 4) pool = pool.filter((d) => vehOn(d, day).seats >= 6);
    else if (b.vreq === 'EST') pool = pool.filter((d) => ['EST', 'MPV', 'WAV'].includes(vehOn(d, day).typ));
    const drv = r.weighted(pool.map((d) => [d, d.w * (b.acct?.cd === 'SATH' && d.ln === 'Evans' ? 2 : 1)] as const));
    const veh = vehOn(drv, day);
    const dueM = toMin(b.due);
    const busy = (dayOfWeek(day) >= 5 && (Number(b.due.slice(11, 13)) >= 21 || Number(b.due.slice(11, 13)) < 3)) || month(day) === 12;
    const prebook = toMin(b.due) - toMin(b.booked) > 40;
    let late = r.chance(busy ? 0.3 : 0.12) ? r.int(1, busy ? 28 : 16) : -r.int(0, 6);
    if (drv.ln === 'Bebb' || drv.ln === 'Tudor') late += r.chance(0.2) ? r.int(3, 12) : 0;
    const arrM = dueM + late;
    const allocM = Math.min(arrM - r.int(3, 14), prebook ? dueM - r.int(8, 30) : toMin(b.booked) + r.int(0, 3));
    const miles = milesFor(b.puZ, b.deZ);
    let wmins = b.acct?.cd === 'SATH' || b.acct?.cd === 'SCAS' ? r.int(0, 35) : r.chance(0.25) ? r.int(1, 12) : r.int(0, 2);
    if (b.st === 'N') wmins = r.int(8, 15);
    const puM = Math.max(arrM, dueM) + wmins;
    const spd = miles > 40 ? 1.05 : miles > 5 ? 1.6 : 2.6;
    const doM = puM + Math.round(miles * spd + r.int(2, 8));
    const hh = Number(fromMin(puM).slice(11, 13));
    const done = b.st === 'C';
    const fare = done ? fareAt(fromMin(puM).slice(0, 10), hh, miles) : 0;
    const wcts = done ? Math.max(0, wmins - 5) * waitRate(day) : 0;
    const cardP = year(day) === 2024 ? 0.35 : year(day) === 2025 ? 0.45 : 0.55;
    const pay = !done ? null : b.acct ? 'ACC' : b.src === 'A' ? (r.chance(0.85) ? 'APP' : 'CSH') : r.chance(cardP) ? 'CRD' : 'CSH';
    const j: Job = {
      no: 0, drv, veh, alloc: fromMin(allocM), arr: fromMin(arrM), pu: done ? fromMin(puM) : null, dof: done ? fromMin(doM) : null,
      miles, fare, wmins, wcts, pay, inv: null, late,
    };
    b.job = j;
    jobs.push(j);
  }
  jobs.forEach((j, k) => {
    j.no = 800001 + k;
  });

  // -------------------------------------------------------------- account invoices
  interface Inv { no: number; acct: Acct; toNm: string; pst: string; pend: string; dt: string; due: string; amt: number; st: string; paid: string | null }
  const invs: Inv[] = [];
  const monthEnd = (ym: string) => addDays(`${nextYm(ym)}-01`, -1);
  function nextYm(ym: string) {
    const y = Number(ym.slice(0, 4));
    const m = Number(ym.slice(5, 7));
    return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1, 2)}`;
  }
  const accJobs = new Map<string, Job[]>();
  for (const b of bkgs) {
    if (!b.acct || b.st !== 'C' || !b.job) continue;
    const key = `${b.acct.cd}|${b.job.pu!.slice(0, 7)}`;
    (accJobs.get(key) ?? accJobs.set(key, []).get(key)!).push(b.job);
  }
  for (let ym = GO_LIVE.slice(0, 7); ym <= '2026-10'; ym = nextYm(ym)) {
    let invDt = `${nextYm(ym)}-01`;
    while (dayOfWeek(invDt) === 0 || dayOfWeek(invDt) === 6 || isBH(invDt)) invDt = addDays(invDt, 1);
    for (const a of ACCTS) {
      const js = accJobs.get(`${a.cd}|${ym}`);
      if (!js) continue;
      const amt = js.reduce((s, j) => s + j.fare + j.wcts, 0);
      const toNm = a.cd === 'WREK' && invDt < WREK_RENAMED ? WREK_OLD : a.nm;
      const mk = (amount: number, st: string): Inv => {
        const inv: Inv = { no: 0, acct: a, toNm, pst: `${ym}-01`, pend: monthEnd(ym), dt: invDt, due: addDays(invDt, a.terms), amt: amount, st, paid: null };
        invs.push(inv);
        return inv;
      };
      if (r.chance(0.025)) mk(amt + r.int(5, 40) * 100, 'V');
      const inv = mk(amt, 'O');
      let paid = addDays(invDt, a.terms + a.slow + r.int(-12, 15));
      if (a.cd === 'RIVI' && ym >= '2025-07') paid = '9999-12-31'; // closed owing
      if (paid <= TODAY) {
        inv.st = 'P';
        inv.paid = paid;
      }
      for (const j of js) j.inv = -invs.length; // placeholder: index of the live invoice, +1
    }
  }
  invs.forEach((inv, k) => {
    inv.no = 24001 + k;
  });
  for (const j of jobs) if (j.inv !== null) j.inv = invs[-j.inv - 1]!.no;

  // -------------------------------------------------------------- radio rent
  interface Rent { drv: Drv; wk: string; cts: number; waived: 'Y' | 'N'; paid: string | null; mth: string | null }
  const rents: Rent[] = [];
  const rentRate = (d: Drv, wk: string) => {
    const ft = wk < '2025-04-07' ? 5500 : wk < '2026-04-06' ? 5750 : 6000;
    return d.ft === 'Y' ? ft : ft - 2000;
  };
  const SO = new Set(['Hussain', 'Nowak', 'Ali', 'Corfield']);
  for (const d of drvs) {
    let wk = '2024-09-02';
    const start = d.st > wk ? d.st : wk;
    while (dayOfWeek(wk) !== 1 || wk < start) wk = addDays(wk, 1);
    for (; wk <= '2026-11-23' && (!d.lv || wk <= d.lv); wk = addDays(wk, 7)) {
      const waived = r.chance(0.055) || (month(wk) === 8 && r.chance(0.12));
      if (waived) {
        rents.push({ drv: d, wk, cts: 0, waived: 'Y', paid: null, mth: null });
        continue;
      }
      const mth = SO.has(d.ln) ? 'SO' : r.chance(0.6) ? 'CSH' : 'BAC';
      let paid = mth === 'SO' ? addDays(wk, 4) : addDays(wk, r.weighted([[0, 3], [1, 2], [4, 3], [5, 2], [7, 1], [11, 0.5]] as const));
      if (d.ln === 'Tudor' && wk >= '2026-09-28' && r.chance(0.8)) paid = '9999-12-31';
      if (d.ln === 'Bebb' && wk >= '2026-07-27') paid = '9999-12-31';
      if (d.ln === 'Rowlands' && wk >= '2026-10-26' && wk <= '2026-11-09') paid = '9999-12-31';
      const ok = paid <= TODAY;
      rents.push({ drv: d, wk, cts: rentRate(d, wk), waived: 'N', paid: ok ? paid : null, mth: ok ? mth : null });
    }
  }

  // -------------------------------------------------------------- complaints
  interface Cmpl { no: number; rcvd: string; closed: string | null; drv: Drv; job: Job | null; cat: string; src: string; up: string | null; notes: string | null }
  const cmpls: Cmpl[] = [];
  const NOTES: Record<string, string[]> = {
    LAT: ['Car 20 mins late, missed train', 'Late for hospital appointment', 'Customer waited outside in the rain'],
    RUD: ['Driver rude when asked to help with bags', 'Argued about the fare', 'On the phone the whole journey'],
    DRV: ['Speeding on the bypass', 'Went through red light at Column roundabout', 'Harsh braking, elderly passenger shaken'],
    OVR: ['Says charged more than quoted', 'Long way round via Harlescott', 'Charged night rate before 10pm'],
    VEH: ['Car dirty inside', 'Smell of smoke in car', 'Seatbelt broken in back'],
    REF: ['Refused a short fare from the station', 'Refused guide dog', 'Would not take wheelchair'],
  };
  for (const b of bkgs) {
    const j = b.job;
    if (!j) continue;
    let p = 0.009 + (j.drv.ln === 'Bebb' ? 0.012 : j.drv.ln === 'Tudor' ? 0.01 : 0);
    if (j.late > 12) p += 0.07;
    if (!r.chance(p)) continue;
    const cat = j.late > 12 && r.chance(0.75) ? 'LAT' : r.weighted([['RUD', 3], ['DRV', 2.2], ['OVR', 2.6], ['VEH', 1.6], ['REF', 0.7], ['LAT', 0.8]] as const);
    const rcvd = addDays(b.due.slice(0, 10), r.weighted([[0, 3], [1, 4], [2, 2], [5, 1]] as const));
    if (rcvd > TODAY) continue;
    const src = r.weighted([['P', 5], ['E', 4], ['L', cat === 'DRV' || cat === 'REF' ? 2 : 0.3]] as const);
    let closed: string | null = addDays(rcvd, r.int(1, src === 'L' ? 40 : 18));
    if (closed > TODAY) closed = null;
    const up = closed ? (r.chance(cat === 'LAT' ? 0.7 : cat === 'OVR' ? 0.45 : 0.38) ? 'Y' : 'N') : null;
    cmpls.push({ no: 0, rcvd, closed, drv: j.drv, job: r.chance(0.88) ? j : null, cat, src, up, notes: r.chance(0.85) ? r.pick(NOTES[cat]!) : null });
  }
  cmpls.sort((a, b) => (a.rcvd < b.rcvd ? -1 : a.rcvd > b.rcvd ? 1 : 0));
  cmpls.forEach((c, k) => {
    c.no = 1001 + k;
  });

  // -------------------------------------------------------------- SQL
  const ddl = `
CREATE SCHEMA dsp;
CREATE TABLE dsp.sys_cd (
  cd_typ varchar(4) NOT NULL,
  cd varchar(3) NOT NULL,
  cd_desc varchar(40) NOT NULL,
  PRIMARY KEY (cd_typ, cd)
);
CREATE TABLE dsp.zone (
  zone_cd varchar(3) PRIMARY KEY,
  zone_nm varchar(40) NOT NULL
);
CREATE TABLE dsp.drv (
  drv_no integer PRIMARY KEY,
  call_sgn varchar(3) NOT NULL,
  first_nm varchar(20) NOT NULL,
  last_nm varchar(25) NOT NULL,
  badge_no varchar(8) NOT NULL,
  badge_exp date NOT NULL,
  start_dt date NOT NULL,
  leave_dt date,
  ft_yn char(1) NOT NULL DEFAULT 'Y',
  mob varchar(14)
);
CREATE TABLE dsp.veh (
  veh_id integer PRIMARY KEY,
  reg_no varchar(8) NOT NULL,
  make_mdl varchar(30) NOT NULL,
  veh_typ varchar(3) NOT NULL,
  seats smallint NOT NULL,
  plate_no varchar(8) NOT NULL,
  plate_exp date NOT NULL,
  drv_no integer NOT NULL REFERENCES dsp.drv (drv_no),
  on_fleet boolean NOT NULL DEFAULT true
);
CREATE TABLE dsp.acct (
  acct_cd varchar(4) PRIMARY KEY,
  acct_nm varchar(50) NOT NULL,
  acct_typ char(1) NOT NULL,
  contact_nm varchar(30),
  inv_email varchar(60),
  terms_days smallint NOT NULL DEFAULT 30,
  po_reqd boolean NOT NULL DEFAULT false,
  open_dt date NOT NULL,
  closed_dt date
);
CREATE TABLE dsp.bkg (
  bkg_no integer PRIMARY KEY,
  dt_booked timestamp NOT NULL,
  src_cd char(1) NOT NULL,
  acct_cd varchar(4) REFERENCES dsp.acct (acct_cd),
  pax_nm varchar(40),
  tel varchar(14),
  pu_addr varchar(60) NOT NULL,
  pu_zone varchar(3) NOT NULL REFERENCES dsp.zone (zone_cd),
  dest_addr varchar(60) NOT NULL,
  dest_zone varchar(3) NOT NULL REFERENCES dsp.zone (zone_cd),
  due_ts timestamp NOT NULL,
  pax_cnt smallint NOT NULL DEFAULT 1,
  veh_req varchar(3),
  stat_cd char(1) NOT NULL,
  cxl_ts timestamp,
  po_ref varchar(12)
);
CREATE TABLE dsp.acc_inv (
  inv_no integer PRIMARY KEY,
  acct_cd varchar(4) NOT NULL REFERENCES dsp.acct (acct_cd),
  inv_to_nm varchar(50) NOT NULL,
  period_st date NOT NULL,
  period_end date NOT NULL,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  amt_cts integer NOT NULL,
  inv_st char(1) NOT NULL,
  paid_dt date
);
CREATE TABLE dsp.job (
  job_no integer PRIMARY KEY,
  bkg_no integer NOT NULL UNIQUE REFERENCES dsp.bkg (bkg_no),
  drv_no integer NOT NULL REFERENCES dsp.drv (drv_no),
  veh_id integer NOT NULL REFERENCES dsp.veh (veh_id),
  alloc_ts timestamp NOT NULL,
  arr_ts timestamp NOT NULL,
  pu_ts timestamp,
  do_ts timestamp,
  miles numeric(5,1) NOT NULL,
  fare_cts integer NOT NULL DEFAULT 0,
  wait_mins smallint NOT NULL DEFAULT 0,
  wait_cts integer NOT NULL DEFAULT 0,
  pay_cd varchar(3),
  inv_no integer REFERENCES dsp.acc_inv (inv_no)
);
CREATE TABLE dsp.rent_wk (
  drv_no integer NOT NULL REFERENCES dsp.drv (drv_no),
  wk_comm date NOT NULL,
  rent_cts integer NOT NULL,
  waived_yn char(1) NOT NULL DEFAULT 'N',
  paid_dt date,
  pay_mth varchar(3),
  PRIMARY KEY (drv_no, wk_comm)
);
CREATE TABLE dsp.cmpl (
  cmpl_no integer PRIMARY KEY,
  rcvd_dt date NOT NULL,
  closed_dt date,
  drv_no integer NOT NULL REFERENCES dsp.drv (drv_no),
  job_no integer REFERENCES dsp.job (job_no),
  cat_cd varchar(3) NOT NULL,
  src_cd char(1) NOT NULL,
  upheld_yn char(1),
  notes varchar(60)
);
`;
  const CODES: [string, string, string][] = [
    ['BST', 'C', 'Completed'], ['BST', 'X', 'Cancelled'], ['BST', 'N', 'No-show'], ['BST', 'F', 'Future pre-booking'],
    ['SRC', 'P', 'Phone'], ['SRC', 'A', 'App'], ['SRC', 'E', 'Email / account portal'], ['SRC', 'W', 'Walk-in'],
    ['VTYP', 'SAL', 'Saloon'], ['VTYP', 'EST', 'Estate'], ['VTYP', 'MPV', 'MPV (6-8 seats)'], ['VTYP', 'WAV', 'Wheelchair accessible'],
    ['PAY', 'CSH', 'Cash'], ['PAY', 'CRD', 'Card in car'], ['PAY', 'APP', 'Paid in app'], ['PAY', 'ACC', 'On account'],
    ['ATYP', 'H', 'Hotel'], ['ATYP', 'M', 'Medical'], ['ATYP', 'E', 'Education'], ['ATYP', 'B', 'Business'], ['ATYP', 'G', 'Council'],
    ['CCAT', 'LAT', 'Late pickup'], ['CCAT', 'RUD', 'Driver attitude'], ['CCAT', 'DRV', 'Standard of driving'],
    ['CCAT', 'OVR', 'Overcharging / route'], ['CCAT', 'VEH', 'Vehicle condition'], ['CCAT', 'REF', 'Refused fare'],
    ['CSRC', 'P', 'Phone'], ['CSRC', 'E', 'Email'], ['CSRC', 'L', 'Council licensing referral'],
  ];
  return [
    ddl,
    insertRows('dsp.sys_cd', ['cd_typ', 'cd', 'cd_desc'], CODES),
    insertRows('dsp.zone', ['zone_cd', 'zone_nm'], ZONES),
    insertRows('dsp.drv', ['drv_no', 'call_sgn', 'first_nm', 'last_nm', 'badge_no', 'badge_exp', 'start_dt', 'leave_dt', 'ft_yn', 'mob'],
      drvs.map((d) => [d.no, d.cs, d.fn, d.ln, d.badge, d.bexp, d.st, d.lv, d.ft, d.mob])),
    insertRows('dsp.veh', ['veh_id', 'reg_no', 'make_mdl', 'veh_typ', 'seats', 'plate_no', 'plate_exp', 'drv_no', 'on_fleet'],
      vehs.map((v) => [v.id, v.reg, v.mdl, v.typ, v.seats, v.plate, v.pexp, v.drv.no, v.to === null])),
    insertRows('dsp.acct', ['acct_cd', 'acct_nm', 'acct_typ', 'contact_nm', 'inv_email', 'terms_days', 'po_reqd', 'open_dt', 'closed_dt'],
      ACCTS.map((a) => [a.cd, a.nm, a.typ, a.contact, a.email, a.terms, a.po, a.open, a.closed])),
    insertRows('dsp.bkg', ['bkg_no', 'dt_booked', 'src_cd', 'acct_cd', 'pax_nm', 'tel', 'pu_addr', 'pu_zone', 'dest_addr', 'dest_zone', 'due_ts', 'pax_cnt', 'veh_req', 'stat_cd', 'cxl_ts', 'po_ref'],
      bkgs.map((b) => [b.no, b.booked, b.src, b.acct ? b.acct.cd : null, b.pax, b.tel, b.puA, b.puZ, b.deA, b.deZ, b.due, b.cnt, b.vreq, b.st, b.cxl, b.po])),
    insertRows('dsp.acc_inv', ['inv_no', 'acct_cd', 'inv_to_nm', 'period_st', 'period_end', 'inv_dt', 'due_dt', 'amt_cts', 'inv_st', 'paid_dt'],
      invs.map((i) => [i.no, i.acct.cd, i.toNm, i.pst, i.pend, i.dt, i.due, i.amt, i.st, i.paid])),
    insertRows('dsp.job', ['job_no', 'bkg_no', 'drv_no', 'veh_id', 'alloc_ts', 'arr_ts', 'pu_ts', 'do_ts', 'miles', 'fare_cts', 'wait_mins', 'wait_cts', 'pay_cd', 'inv_no'],
      bkgs.filter((b) => b.job).map((b) => {
        const j = b.job!;
        return [j.no, b.no, j.drv.no, j.veh.id, j.alloc, j.arr, j.pu, j.dof, j.miles, j.fare, j.wmins, j.wcts, j.pay, j.inv];
      }).sort((a, b) => (a[0] as number) - (b[0] as number))),
    insertRows('dsp.rent_wk', ['drv_no', 'wk_comm', 'rent_cts', 'waived_yn', 'paid_dt', 'pay_mth'], rents.map((x) => [x.drv.no, x.wk, x.cts, x.waived, x.paid, x.mth])),
    insertRows('dsp.cmpl', ['cmpl_no', 'rcvd_dt', 'closed_dt', 'drv_no', 'job_no', 'cat_cd', 'src_cd', 'upheld_yn', 'notes'],
      cmpls.map((c) => [c.no, c.rcvd, c.closed, c.drv.no, c.job ? c.job.no : null, c.cat, c.src, c.up, c.notes])),
  ].join('\n');
}
