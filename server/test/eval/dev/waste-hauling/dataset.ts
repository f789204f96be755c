/**
 * Big Walnut Disposal & Recycling, an independent waste and recycling hauler in central Ohio (Columbus, Westerville,
 * Delaware County and the suburbs around them). It collects trash, recycling and cardboard from businesses with
 * front-load dumpsters, rents and hauls roll-off boxes for construction jobs, factories and city crews, and runs
 * weekly cart service for a small base of residential subscribers in two townships. The operation is split into four
 * service areas: N (north: Westerville, Lewis Center, Delaware, Galena, Sunbury), S (south: Grove City, Obetz,
 * Groveport, Canal Winchester), E (east: Gahanna, New Albany, Reynoldsburg, Pickerington, Blacklick) and W (west:
 * Hilliard, Dublin, Plain City, Worthington); Columbus addresses fall in every area.
 *
 * Schema `ops` (operations):
 * - `cust_acct`: customer (billing) accounts. `acct_no` like A10482; `acct_nm` business, agency or household name;
 *   `acct_typ` COM commercial, RES residential, MUN municipal/public (cities, townships, county offices, school
 *   districts); `parent_acct` the acct_no of the head account for franchise locations, property-management
 *   communities and city or county departments (the head accounts themselves have no sites and are not billed);
 *   `bill_cyc` M billed monthly, Q billed quarterly (residential); `pay_terms` NET15, NET30 or NET45 (days from the
 *   invoice date to the due date); `tax_exmpt_yn` Y for tax-exempt customers; `acct_mgr_id` the emp_id of the
 *   account manager (salesperson) who looks after a commercial or municipal account (empty for residential);
 *   `phone_no`; `open_dt` the day the account was opened; `close_dt` the day service ended for a closed account;
 *   `acct_sts` A active, H on credit hold (seriously past due, still serviced), C closed.
 * - `svc_site`: service locations (where the containers sit). `site_id`; `acct_no`; `site_nm` the site's name
 *   (empty for residences); `street_addr`, `city`, `zip_cd`; `area_cd` service area N, S, E or W; `actv_flg` 1 while
 *   the site has an active or pending agreement, 0 otherwise (closed accounts, finished construction jobs).
 * - `svc_agmt`: service agreements, one per container service at a site. `agmt_no` like SA-20418; `site_id`;
 *   `cntr_cls` FL front-load dumpster, RO open-top roll-off box, CMP roll-off compactor, CRT wheeled cart;
 *   `cntr_sz` container size and `sz_uom` its unit: YD cubic yards (dumpsters 2, 4, 6 or 8; roll-offs 20, 30 or 40;
 *   compactors 30) or GAL gallons (carts 64 or 96); `cntr_qty` number of containers; `stream_cd` what is collected:
 *   MSW trash (municipal solid waste), REC single-stream recycling, OCC cardboard, CD construction and demolition
 *   debris, YW yard waste; `freq_cd` pickup frequency: 1W, 2W, 3W or 5W times a week, EOW every other week, OC on
 *   call (roll-offs and compactors are hauled when the customer calls); `svc_days` the weekdays of scheduled service
 *   as text like 'MON,THU' (empty for on-call); `route_cd` the route that services it; `mo_rate` the monthly charge
 *   in dollars (service for dumpsters and carts, box rental for roll-offs and compactors); `haul_rate` the charge
 *   per haul for on-call roll-offs and compactors, dollars (empty otherwise); `start_dt`; `end_dt` the last day of
 *   service; `agmt_sts` ACT active, PND signed but service not started yet, EXP ended normally (construction job
 *   finished, or replaced by a new agreement when the customer changed size or frequency), CXL cancelled by the
 *   customer.
 * - `cntr`: the container fleet. `cntr_id` the asset tag like FL-30412; `cntr_cls`, `cntr_sz`, `sz_uom` as on
 *   agreements; `site_id` the site where it sits now (empty when it is in our yard); `placed_dt` the day it was
 *   delivered to that site; `acq_dt` the day we bought it; `cond_cd` G good, R needs repair, X scrapped (kept for
 *   the asset records, not in use).
 * - `emp`: employees. `emp_id`; `first_nm`, `last_nm`; `job_cd` GM general manager, OPM operations manager, SUP route
 *   supervisor, DSP dispatcher, DRV driver, SLS account manager (sales), BIL billing clerk; `title_txt`; `sup_id` the
 *   emp_id of the person's supervisor (empty for the general manager); `cdl_cls` the commercial driver's licence
 *   class, A or B (empty for staff without one); `hire_dt`; `term_dt` the last day of someone who has left; `actv_yn` Y for
 *   current employees, N for those who have left.
 * - `truck`: collection trucks. `truck_no` like T104; `body_typ` FEL front-end loader (dumpsters), ASL automated
 *   side loader (carts), REL rear loader (spare for cart routes), ROH roll-off hoist; `make_nm` chassis make;
 *   `model_yr`; `fuel_cd` D diesel, C compressed natural gas; `cap_yds` body capacity in cubic yards (empty for
 *   roll-off hoists, which carry one box); `in_svc_dt` the day it joined the fleet; `truck_sts` A in service, S in
 *   the shop (out of service for repairs), R retired; `odo_mi` odometer miles at the last reading.
 * - `route`: collection routes. `route_cd` like R11; `route_nm`; `lob_cd` line of business COM commercial
 *   front-load, RES residential carts, RO roll-off; `area_cd` the service area (empty for routes that cover several
 *   areas); `dflt_truck` the truck_no normally on the route; `dflt_drvr` the emp_id of the driver normally on it;
 *   `actv_yn` N for a route that no longer runs.
 * - `pickup`: every service visit since the route tablets went live on 2025-07-01 (nothing earlier is recorded).
 *   `pu_id`; `svc_dt` the service day; `agmt_no`; `site_id`; `route_cd`, `truck_no`, `drvr_id` (emp_id) the route,
 *   truck and driver that did or should have done it (a relief driver or a spare truck fills in now and then);
 *   `pu_typ` REG regular scheduled pickup, XTR extra pickup the customer asked for (charged), HAUL roll-off or
 *   compactor haul (dump and return, charged the agreement's haul_rate); `pu_sts` C completed, M missed (not
 *   serviced), S skipped at the customer's request (vacation hold); `miss_rsn` for missed pickups: TRK truck
 *   breakdown, WX weather or road conditions, LATE route ran out of time, BLK container blocked or inaccessible, NOT
 *   cart not set out; `wt_tons` the weight collected in tons from the truck's on-board scale or the haul's scale
 *   ticket (empty for missed and skipped pickups and for residential cart stops, which are not weighed one by one);
 *   `chg_amt` the extra charge billed for an extra pickup or a haul, dollars (empty for regular pickups).
 * - `disp_fac`: disposal facilities we dump at. `fac_cd`; `fac_nm`; `fac_typ` LF landfill (trash), TS transfer
 *   station (trash), MRF material recovery facility (recycling and cardboard), CDL construction and demolition
 *   landfill, CMP compost site (yard waste); `city`; `owner_nm`; `cur_rate` the current tipping fee per ton,
 *   dollars (for the MRF, the rate for mixed recycling); `actv_yn` N for a facility we no longer use.
 * - `dump_tkt`: scale tickets, one per load dumped at a facility, since 2025-07-01. `tkt_no` the facility's ticket
 *   number; `fac_cd`; `tkt_dt` the ticket date as text MM/DD/YYYY, as the scale-house feed sends it; `truck_no`;
 *   `route_cd` the route the load came from (empty when the driver did not key it in); `matl_cd` the material: MSW,
 *   REC, OCC, CD or YW as on agreements; `gross_lbs`, `tare_lbs` weights in pounds; `net_tons` net weight in tons;
 *   `rate_amt` the tipping fee per ton charged on that ticket; `tip_fee` the tipping fee we paid for the load,
 *   dollars.
 *
 * Schema `bill` (billing):
 * - `inv`: invoices. Monthly accounts get one invoice on the 1st of each month, quarterly accounts on the 1st of
 *   January, April, July and October; each bills the coming month's (or quarter's) service in advance and the
 *   previous period's extra pickups and hauls; an invoice is issued only when there is something to bill, and one
 *   that replaces a voided invoice is dated a few days later. `inv_no` like INV-102233; `acct_no`; `inv_dt`;
 *   `due_dt`; `svc_amt` recurring service and rental charges; `xtra_amt` extra pickup and haul charges; `fuel_amt` fuel and
 *   environmental surcharge (commercial accounts only); `tot_amt` the invoice total, dollars; `bal_amt` the amount
 *   still unpaid (for a written-off invoice, the amount written off); `inv_sts` OP open (unpaid or partly paid), PD
 *   paid in full, VD void (issued in error and replaced by a corrected invoice; never to be paid), WO written off as
 *   bad debt. An open invoice whose due date has passed is overdue.
 * - `pmt`: payments received. `pmt_id`; `acct_no`; `inv_no` the invoice it was applied to (empty for a deposit or
 *   prepayment kept on account); `pmt_dt`; `pmt_amt` dollars; `pmt_mthd` ACH bank transfer, CHK cheque, CC credit
 *   card; `chk_no` cheque number; `rtn_yn` Y for a payment that bounced (returned by the bank; it did not count
 *   against the invoice, and a new payment followed when the customer paid again).
 *
 * Data from January 2023 (invoices) up to 2026-11-24; pickups and scale tickets from 2025-07-01.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const PU_START = '2025-07-01';
const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoOf(ms(iso) + n * DAY);
const diffDays = (a: string, b: string) => Math.round((ms(a) - ms(b)) / DAY);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dow = (iso: string) => new Date(ms(iso)).getUTCDay();
const DOW_CD = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const weekNo = (iso: string) => Math.floor(diffDays(iso, '2023-01-02') / 7);
const monthStart = (y: number, m: number) => `${y}-${pad(m)}-01`;
const nextMonth = (iso: string) => {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  return m === 12 ? monthStart(y + 1, 1) : monthStart(y, m + 1);
};
const HOLIDAYS = new Set(['2025-05-26', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25', '2026-01-01', '2026-05-25',
  '2026-07-03', '2026-09-07']);
const SNOW_DAYS = new Set(['2025-12-09', '2026-01-26', '2026-01-27', '2026-02-05', '2026-02-24']);
const isWorkday = (iso: string) => dow(iso) >= 1 && dow(iso) <= 5 && !HOLIDAYS.has(iso);
const nextWorkday = (iso: string) => {
  let d = iso;
  while (!isWorkday(d)) d = addDays(d, 1);
  return d;
};

type Area = 'N' | 'S' | 'E' | 'W';
const CITIES: Record<Area, [string, string[]][]> = {
  N: [['Westerville', ['43081', '43082']], ['Lewis Center', ['43035']], ['Delaware', ['43015']], ['Galena', ['43021']],
    ['Sunbury', ['43074']], ['Columbus', ['43229', '43231']]],
  S: [['Grove City', ['43123']], ['Obetz', ['43207']], ['Groveport', ['43125']], ['Canal Winchester', ['43110']],
    ['Columbus', ['43207', '43223']]],
  E: [['Gahanna', ['43230']], ['New Albany', ['43054']], ['Reynoldsburg', ['43068']], ['Pickerington', ['43147']],
    ['Blacklick', ['43004']], ['Columbus', ['43213', '43219']]],
  W: [['Hilliard', ['43026']], ['Dublin', ['43016', '43017']], ['Plain City', ['43064']], ['Worthington', ['43085']],
    ['Columbus', ['43220', '43228']]],
};
const STREETS = ['N State St', 'S Sunbury Rd', 'Polaris Pkwy', 'E Schrock Rd', 'Cleveland Ave', 'Stoner Rd', 'Big Walnut Rd',
  'Worthington Rd', 'Africa Rd', 'Stringtown Rd', 'Broadway', 'London Groveport Rd', 'Alum Creek Dr', 'Hamilton Rd',
  'Morse Rd', 'Brice Rd', 'Main St', 'Granville St', 'Cemetery Rd', 'Sawmill Rd', 'Dublin Granville Rd', 'Hayden Run Rd',
  'Frantz Rd', 'Columbus St', 'Olentangy River Rd', 'Maxtown Rd', 'Johnstown Rd', 'Refugee Rd', 'Gender Rd', 'Lockbourne Rd'];
const FIRST = ['Karen', 'Doug', 'Linda', 'Steve', 'Brenda', 'Mark', 'Tammy', 'Jeff', 'Lisa', 'Rick', 'Angela', 'Todd', 'Sheila',
  'Chad', 'Megan', 'Rob', 'Heather', 'Dan', 'Kristy', 'Jason', 'Wendy', 'Bill', 'Holly', 'Scott', 'Amber', 'Gary', 'Nicole',
  'Tim', 'Dawn', 'Eric', 'Paula', 'Nate', 'Carla', 'Joe', 'Trish', 'Ken', 'Robin', 'Matt', 'Jill', 'Ron'];
const LAST = ['Whitfield', 'Shumaker', 'Kessler', 'Yoder', 'Baird', 'Conley', 'Hartman', 'Ritchey', 'Sowers', 'McClain', 'Greer',
  'Lantz', 'Harmon', 'Zimmer', 'Daugherty', 'Ewing', 'Fisher', 'Gable', 'Hostetler', 'Imhoff', 'Jarvis', 'Kline', 'Lowery',
  'Mathews', 'Nye', 'Osborn', 'Price', 'Rinehart', 'Saylor', 'Tolbert', 'Ulery', 'Vance', 'Wolfe', 'Zeller', 'Brandt',
  'Cline', 'Dillon', 'Fenstermaker', 'Grubb', 'Hess'];

// ---------- employees ----------
/** [emp_id, first, last, job, title, sup, cdl, hire, term] */
type EmpRow = [number, string, string, string, string, number | null, string | null, string, string | null];
const EMPS: EmpRow[] = [
  [1001, 'Frank', 'Delgado', 'GM', 'General Manager', null, null, '2009-04-01', null],
  [1002, 'Renee', 'Whitaker', 'OPM', 'Operations Manager', 1001, 'A', '2012-06-18', null],
  [1003, 'Marcus', 'Ybarra', 'SUP', 'Route Supervisor - Commercial', 1002, 'A', '2015-03-09', null],
  [1004, 'Tina', 'Kowalczyk', 'SUP', 'Route Supervisor - Residential & Roll-off', 1002, 'B', '2017-08-21', null],
  [1005, 'Darlene', 'Pratt', 'DSP', 'Dispatcher', 1002, null, '2016-01-11', null],
  [1006, 'Greg', 'Hollis', 'SLS', 'Account Manager', 1001, null, '2013-05-06', null],
  [1007, 'Alyssa', 'Norwood', 'SLS', 'Account Manager', 1001, null, '2024-04-15', null],
  [1008, 'Brent', 'Caudill', 'SLS', 'Account Manager', 1001, null, '2018-02-12', '2024-03-29'],
  [1009, 'Janet', 'Oyler', 'BIL', 'Billing Clerk', 1001, null, '2014-09-02', null],
  [1011, 'Luis', 'Ortega', 'DRV', 'Front-Load Driver', 1003, 'A', '2016-04-25', null],
  [1012, 'Travis', 'Bingham', 'DRV', 'Front-Load Driver', 1003, 'A', '2019-07-08', '2025-09-12'],
  [1013, 'DeShawn', 'Harris', 'DRV', 'Front-Load Driver', 1003, 'B', '2020-10-19', null],
  [1014, 'Kyle', 'Mercer', 'DRV', 'Front-Load Driver', 1003, 'B', '2021-03-15', null],
  [1015, 'Ray', 'Stamper', 'DRV', 'Residential Driver', 1004, 'B', '2018-05-29', null],
  [1016, 'Connie', 'Fugate', 'DRV', 'Residential Driver', 1004, 'B', '2022-02-07', null],
  [1017, 'Andre', 'Mills', 'DRV', 'Residential Driver', 1004, 'B', '2023-06-12', null],
  [1018, 'Wade', 'Pennington', 'DRV', 'Roll-Off Driver', 1004, 'A', '2014-11-03', null],
  [1019, 'Cody', 'Shepherd', 'DRV', 'Roll-Off Driver', 1004, 'A', '2024-12-30', null],
  [1020, 'Hector', 'Ruiz', 'DRV', 'Front-Load Driver', 1003, 'A', '2025-08-25', null],
  [1021, 'Jimmy', 'Dalton', 'DRV', 'Relief Driver', 1002, 'A', '2023-01-17', null],
  [1022, 'Mike', 'Tackett', 'DRV', 'Relief Driver', 1002, 'A', '2021-09-13', '2023-11-03'],
  [1023, 'Sam', 'Ferrell', 'DRV', 'Relief Driver', 1002, 'B', '2026-10-05', null],
  [1024, 'Earl', 'Jenkins', 'DRV', 'Roll-Off Driver', 1004, 'A', '2008-03-17', '2024-12-20'],
  [1025, 'Paul', 'Brandt', 'DRV', 'Front-Load Driver', 1003, 'A', '2017-01-09', null],
];

// ---------- trucks ----------
/** [truck_no, body, make, yr, fuel, cap, in_svc, sts, odo] */
type TruckRow = [string, string, string, number, string, number | null, string, string, number];
const TRUCKS: TruckRow[] = [
  ['T101', 'FEL', 'Mack LR', 2013, 'D', 40, '2013-05-20', 'R', 412_880],
  ['T102', 'FEL', 'Peterbilt 520', 2019, 'D', 40, '2019-03-04', 'A', 198_410],
  ['T103', 'FEL', 'Peterbilt 520', 2021, 'D', 40, '2021-06-14', 'A', 131_072],
  ['T104', 'FEL', 'Mack LR', 2016, 'D', 40, '2016-08-01', 'S', 287_955],
  ['T105', 'FEL', 'Mack LR', 2023, 'C', 40, '2023-02-27', 'A', 64_318],
  ['T106', 'FEL', 'Autocar ACX', 2015, 'D', 36, '2015-04-13', 'A', 344_106],
  ['T107', 'FEL', 'Mack LR', 2024, 'C', 40, '2024-11-18', 'A', 31_540],
  ['T201', 'ASL', 'Mack LR', 2020, 'C', 28, '2020-01-27', 'A', 122_904],
  ['T202', 'ASL', 'Autocar ACX', 2022, 'C', 28, '2022-05-09', 'A', 78_233],
  ['T203', 'ASL', 'Mack LR', 2017, 'D', 27, '2017-10-02', 'A', 201_647],
  ['T301', 'REL', 'Freightliner M2', 2012, 'D', 25, '2012-07-16', 'A', 256_390],
  ['T401', 'ROH', 'Kenworth T880', 2018, 'D', null, '2018-09-10', 'A', 176_512],
  ['T402', 'ROH', 'Mack Granite', 2021, 'D', null, '2021-11-01', 'A', 98_774],
  ['T403', 'ROH', 'Mack Granite', 2014, 'D', null, '2014-03-24', 'A', 301_228],
];
const truckOf = (no: string) => TRUCKS.find((t) => t[0] === no)!;

// ---------- routes ----------
/** [route_cd, name, lob, area, actv, truck timeline [from, truck][], driver timeline [from, emp][]] */
type RouteRow = [string, string, string, Area | null, boolean, [string, string][], [string, number][]];
const ROUTES: RouteRow[] = [
  ['R10', 'North Commercial', 'COM', 'N', true, [['2000-01-01', 'T102']], [['2000-01-01', 1011]]],
  ['R11', 'South Commercial', 'COM', 'S', true, [['2000-01-01', 'T103']],
    [['2000-01-01', 1012], ['2025-09-13', 1021], ['2025-09-15', 1020]]],
  ['R12', 'East Commercial', 'COM', 'E', true, [['2000-01-01', 'T104'], ['2026-11-10', 'T106']], [['2000-01-01', 1013]]],
  ['R13', 'West Commercial', 'COM', 'W', true, [['2000-01-01', 'T105']], [['2000-01-01', 1025]]],
  ['R14', 'Downtown Commercial', 'COM', 'S', false, [['2000-01-01', 'T101']], [['2000-01-01', 1022]]],
  ['R15', 'Commercial Recycling', 'COM', null, true, [['2000-01-01', 'T107']], [['2000-01-01', 1014]]],
  ['R20', 'Genoa Twp Residential', 'RES', 'N', true, [['2000-01-01', 'T201']], [['2000-01-01', 1015]]],
  ['R21', 'Harlem Twp Residential', 'RES', 'E', true, [['2000-01-01', 'T202']], [['2000-01-01', 1016]]],
  ['R22', 'Residential Recycling', 'RES', null, true, [['2000-01-01', 'T203']], [['2000-01-01', 1017]]],
  ['R30', 'Roll-Off North/East', 'RO', null, true, [['2000-01-01', 'T401']], [['2000-01-01', 1018]]],
  ['R31', 'Roll-Off South/West', 'RO', null, true, [['2000-01-01', 'T402']], [['2000-01-01', 1024], ['2024-12-30', 1019]]],
];
const atTime = <T>(tl: [string, T][], d: string): T => {
  let v = tl[0]![1];
  for (const [from, x] of tl) if (from <= d) v = x;
  return v;
};

// ---------- facilities ----------
/** [fac_cd, name, typ, city, owner, rates by year {matl: [2025, 2026]}, actv] */
const FACS: [string, string, string, string, string, number, string][] = [
  ['BWL', 'Big Walnut Sanitary Landfill', 'LF', 'Sunbury', 'Mid-Ohio Landfill Co', 51.25, 'Y'],
  ['STS', 'Scioto Transfer Station', 'TS', 'Columbus', 'Franklin County Solid Waste Authority', 59.5, 'Y'],
  ['OMR', 'Olentangy Material Recovery Facility', 'MRF', 'Delaware', 'Olentangy Recycling LLC', 35.0, 'Y'],
  ['HCD', 'Hocking Valley C&D Landfill', 'CDL', 'Lancaster', 'Hocking Valley Disposal', 32.75, 'Y'],
  ['ACC', 'Alum Creek Compost', 'CMP', 'Lewis Center', 'Alum Creek Organics', 21.5, 'Y'],
  ['SWL', 'Southwest Franklin Landfill', 'LF', 'Grove City', 'Franklin County Solid Waste Authority', 54.0, 'N'],
];
const RATE: Record<string, Record<number, number>> = {
  'BWL:MSW': { 2025: 48.5, 2026: 51.25 },
  'STS:MSW': { 2025: 57.0, 2026: 59.5 },
  'OMR:REC': { 2025: 32.0, 2026: 35.0 },
  'OMR:OCC': { 2025: 10.0, 2026: 12.5 },
  'HCD:CD': { 2025: 30.0, 2026: 32.75 },
  'ACC:YW': { 2025: 20.0, 2026: 21.5 },
};

// ---------- accounts ----------
type Kind = 'biz' | 'rest' | 'retail' | 'apt' | 'big' | 'ind' | 'cons' | 'parks' | 'pw' | 'office' | 'school' | 'res' | 'head';
/** [name, type, kind, area (null = random), parent key, number of sites] */
type AcctSpec = [string, 'COM' | 'RES' | 'MUN', Kind, Area | null, string | null, number];
const ACCTS: AcctSpec[] = [
  ['Buckeye Burger Co', 'COM', 'head', null, null, 0],
  ['Buckeye Burger #102', 'COM', 'rest', 'N', 'Buckeye Burger Co', 1],
  ['Buckeye Burger #107', 'COM', 'rest', 'E', 'Buckeye Burger Co', 1],
  ['Buckeye Burger #115', 'COM', 'rest', 'S', 'Buckeye Burger Co', 1],
  ['Buckeye Burger #121', 'COM', 'rest', 'W', 'Buckeye Burger Co', 1],
  ['Lakeview Property Mgmt', 'COM', 'head', null, null, 0],
  ['Lakeview - Cherry Bottom Apts', 'COM', 'apt', 'E', 'Lakeview Property Mgmt', 1],
  ['Lakeview - Maxtown Townhomes', 'COM', 'apt', 'N', 'Lakeview Property Mgmt', 1],
  ['Lakeview - Worthington Park Apts', 'COM', 'apt', 'W', 'Lakeview Property Mgmt', 1],
  ['Polaris Family Dental', 'COM', 'biz', 'N', null, 1],
  ['Sunbury Road Tire & Auto', 'COM', 'biz', 'E', null, 1],
  ['Westerville Animal Hospital', 'COM', 'biz', 'N', null, 1],
  ['Grove City Auto Body', 'COM', 'biz', 'S', null, 1],
  ['Easton Print Shop', 'COM', 'biz', 'E', null, 1],
  ['Lewis Center Pharmacy', 'COM', 'biz', 'N', null, 1],
  ['Cardinal Plumbing Supply', 'COM', 'biz', 'W', null, 2],
  ['New Albany Fitness', 'COM', 'biz', 'E', null, 1],
  ['Highbanks Veterinary', 'COM', 'biz', 'N', null, 1],
  ['Clintonville Florist', 'COM', 'biz', 'W', null, 1],
  ['Morse Road Car Wash', 'COM', 'biz', 'E', null, 1],
  ['Stoney Creek Landscaping', 'COM', 'biz', 'S', null, 1],
  ['Blendon Woods Church', 'COM', 'biz', 'E', null, 1],
  ['Cooper Road Storage', 'COM', 'biz', 'N', null, 1],
  ['Three Creeks Daycare', 'COM', 'biz', 'S', null, 1],
  ['Kilbourne Printing', 'COM', 'biz', 'N', null, 1],
  ['Orange Road Medical Center', 'COM', 'biz', 'N', null, 2],
  ['Hamilton Road Laundromat', 'COM', 'biz', 'E', null, 1],
  ['Westar Dental Group', 'COM', 'biz', 'N', null, 1],
  ['Rome Hilliard Dental', 'COM', 'biz', 'W', null, 1],
  ['Dublin Office Park LLC', 'COM', 'biz', 'W', null, 2],
  ['Darby Creek Golf Club', 'COM', 'biz', 'W', null, 1],
  ['Olentangy Brewing Co', 'COM', 'rest', 'N', null, 1],
  ['Maple Street Bakery', 'COM', 'rest', 'N', null, 1],
  ['German Village Deli', 'COM', 'rest', 'S', null, 1],
  ['Short North Coffee Roasters', 'COM', 'rest', 'W', null, 1],
  ['Huber Ridge Pizza', 'COM', 'rest', 'N', null, 1],
  ['Brewery District Taproom', 'COM', 'rest', 'S', null, 1],
  ['Blacklick Woods Inn', 'COM', 'rest', 'E', null, 1],
  ['Galena Farm Market', 'COM', 'rest', 'N', null, 1],
  ['Genoa Hardware', 'COM', 'retail', 'N', null, 1],
  ['Sawmill Road Furniture', 'COM', 'retail', 'W', null, 1],
  ['Pickerington Hardware', 'COM', 'retail', 'E', null, 1],
  ['Sunbury Lumber Yard', 'COM', 'retail', 'N', null, 1],
  ['Plain City Dairy', 'COM', 'retail', 'W', null, 1],
  ['Big Darby Meats', 'COM', 'retail', 'W', null, 1],
  ['Delaware Ohio Cinemas', 'COM', 'retail', 'N', null, 1],
  ['Big Walnut Apartments', 'COM', 'apt', 'E', null, 1],
  ['Scioto Ridge Apartments', 'COM', 'apt', 'W', null, 1],
  ['Sycamore Grove Apartments', 'COM', 'apt', 'S', null, 1],
  ['Worthington Woods Senior Living', 'COM', 'apt', 'W', null, 1],
  ['Obetz Distribution Center', 'COM', 'big', 'S', null, 1],
  ['Groveport Logistics', 'COM', 'big', 'S', null, 1],
  ['Tuttle Crossing Hotel', 'COM', 'big', 'W', null, 1],
  ['Hilliard Cold Storage', 'COM', 'big', 'W', null, 1],
  ['Central Ohio Pallet', 'COM', 'ind', 'S', null, 1],
  ['Buckeye Metal Fab', 'COM', 'ind', 'E', null, 1],
  ['Schrock Road Machine Works', 'COM', 'ind', 'N', null, 1],
  ['Ferris Auto Salvage', 'COM', 'ind', 'S', null, 1],
  ['Canal Winchester Feed Mill', 'COM', 'ind', 'S', null, 1],
  ['Redline Builders', 'COM', 'cons', null, null, 5],
  ['Keystone Roofing', 'COM', 'cons', null, null, 6],
  ['Central Ohio Demolition', 'COM', 'cons', null, null, 5],
  ['Harper Custom Homes', 'COM', 'cons', null, null, 4],
  ['Apex Renovation', 'COM', 'cons', null, null, 3],
  ['Tri-County Remodeling', 'COM', 'cons', null, null, 4],
  ['Olde Towne Restoration', 'COM', 'cons', null, null, 2],
  ['Granite Ridge Contractors', 'COM', 'cons', null, null, 3],
  ['City of Westerville', 'MUN', 'head', null, null, 0],
  ['City of Westerville - Parks & Recreation', 'MUN', 'parks', 'N', 'City of Westerville', 3],
  ['City of Westerville - Public Works', 'MUN', 'pw', 'N', 'City of Westerville', 1],
  ['City of Westerville - Police Dept', 'MUN', 'office', 'N', 'City of Westerville', 1],
  ['Delaware County', 'MUN', 'head', null, null, 0],
  ['Delaware County Fairgrounds', 'MUN', 'parks', 'N', 'Delaware County', 2],
  ['Delaware County Engineer', 'MUN', 'pw', 'N', 'Delaware County', 1],
  ['Genoa Township', 'MUN', 'office', 'N', null, 2],
  ['Harlem Township', 'MUN', 'office', 'E', null, 1],
  ['Village of Galena', 'MUN', 'office', 'N', null, 1],
  ['Olentangy Local Schools', 'MUN', 'school', 'N', null, 4],
  ['Big Walnut Local Schools', 'MUN', 'school', 'E', null, 3],
  ['City of Gahanna', 'MUN', 'parks', 'E', null, 2],
];
const MUN_SITES: Record<string, string[]> = {
  'City of Westerville - Parks & Recreation': ['Alum Creek Park', 'Hoff Woods Park', 'Westerville Community Center'],
  'City of Westerville - Public Works': ['Westerville Service Garage'],
  'City of Westerville - Police Dept': ['Westerville Police HQ'],
  'Delaware County Fairgrounds': ['Fairgrounds Main Gate', 'Fairgrounds Barns'],
  'Delaware County Engineer': ['County Engineer Garage'],
  'Genoa Township': ['Genoa Township Hall', 'Genoa Fire Station 1'],
  'Harlem Township': ['Harlem Township Hall'],
  'Village of Galena': ['Galena Village Hall'],
  'Olentangy Local Schools': ['Olentangy Orange High School', 'Olentangy Berkshire Middle School', 'Arrowhead Elementary',
    'Olentangy Transportation Center'],
  'Big Walnut Local Schools': ['Big Walnut High School', 'Big Walnut Middle School', 'Souders Elementary'],
  'City of Gahanna': ['Creekside Park', 'Gahanna Service Center'],
};

interface Acct {
  no: string; nm: string; typ: 'COM' | 'RES' | 'MUN'; kind: Kind; area: Area | null; parent: Acct | null; parentKey: string | null;
  nSites: number; cyc: string; terms: number; exempt: string; mgr: number | null; phone: string; open: string;
  close: string | null; sts: string; pay: string; mthd: string; pending: boolean;
}
interface Site { id: number; acct: Acct; nm: string | null; addr: string; city: string; zip: string; area: Area; jobFrom?: string; jobTo?: string | null }
interface Agmt {
  no: string; site: Site; cls: string; sz: number; uom: string; qty: number; stream: string; freq: string; days: string[];
  parity: number | null; route: string; rate: number; haul: number | null; start: string; end: string | null; sts: string;
  interval: number;
}
interface Pickup {
  id: number; dt: string; agmt: Agmt; route: string; truck: string; drvr: number; typ: string; sts: string; rsn: string | null;
  tons: number | null; chg: number | null;
}

const FREQ_N: Record<string, number> = { '1W': 1, '2W': 2, '3W': 3, '5W': 5, EOW: 0.5 };
const DAYS_FOR: Record<string, string[][]> = {
  '1W': [['MON'], ['TUE'], ['WED'], ['THU'], ['FRI']],
  EOW: [['MON'], ['TUE'], ['WED'], ['THU'], ['FRI']],
  '2W': [['MON', 'THU'], ['TUE', 'FRI']],
  '3W': [['MON', 'WED', 'FRI']],
  '5W': [['MON', 'TUE', 'WED', 'THU', 'FRI']],
};

export function datasetSql(): string {
  const r = seededRandom(9202);

  // ---------- accounts ----------
  const accts: Acct[] = [];
  const byName = new Map<string, Acct>();
  const phone = (rr: SeededRandom) => `(614) ${rr.int(200, 989)}-${pad(rr.int(0, 9999), 4)}`;
  const openDate = (kind: Kind): string => {
    if (kind === 'head') return r.date('2012-01-01', '2019-12-31');
    return r.weighted<string>([[r.date('2011-01-01', '2022-12-31'), 45], [r.date('2023-01-01', '2026-10-15'), 55]]);
  };
  for (const [nm, typ, kind, area, parentKey, nSites] of ACCTS) {
    const a: Acct = {
      no: '', nm, typ, kind, area, parent: null, parentKey, nSites, cyc: 'M', terms: typ === 'MUN' ? 45 : r.chance(0.2) ? 15 : 30,
      exempt: typ === 'MUN' || nm === 'Blendon Woods Church' ? 'Y' : 'N', mgr: null, phone: phone(r), open: openDate(kind),
      close: null, sts: 'A', pay: '', mthd: '', pending: false,
    };
    accts.push(a);
    byName.set(nm, a);
  }
  for (const a of accts) {
    if (a.parentKey) {
      a.parent = byName.get(a.parentKey)!;
      if (a.open < a.parent.open) a.open = addDays(a.parent.open, r.int(20, 400));
    }
  }
  // residential subscribers
  const usedNames = new Set<string>();
  for (let i = 0; i < 48; i++) {
    let nm: string;
    do nm = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    while (usedNames.has(nm));
    usedNames.add(nm);
    accts.push({
      no: '', nm, typ: 'RES', kind: 'res', area: r.chance(0.58) ? 'N' : 'E', parent: null, parentKey: null, nSites: 1, cyc: 'Q',
      terms: 15, exempt: 'N', mgr: null, phone: phone(r),
      open: r.weighted<string>([[r.date('2014-01-01', '2022-12-31'), 40], [r.date('2023-01-01', '2026-10-20'), 60]]),
      close: null, sts: 'A', pay: '', mthd: '', pending: false,
    });
  }
  // accounts signed this month whose service starts on December 1st
  for (const [nm, typ, kind, area] of [['Polaris Pet Resort', 'COM', 'biz', 'N'], ['Hayden Run Cafe', 'COM', 'rest', 'W'],
    ['Denise Farrow', 'RES', 'res', 'N']] as [string, 'COM' | 'RES', Kind, Area][]) {
    accts.push({
      no: '', nm, typ, kind, area, parent: null, parentKey: null, nSites: 1, cyc: typ === 'RES' ? 'Q' : 'M', terms: typ === 'RES' ? 15 : 30,
      exempt: 'N', mgr: null, phone: phone(r), open: r.date('2026-11-03', '2026-11-20'), close: null, sts: 'A', pay: '', mthd: '',
      pending: true,
    });
  }
  // closures
  for (const a of accts) {
    if (a.kind === 'head' || a.pending || a.kind === 'school' || a.kind === 'pw' || a.kind === 'parks' || a.kind === 'office') continue;
    if (a.parentKey && r.chance(0.7)) continue;
    if (!r.chance(a.kind === 'cons' ? 0.18 : 0.13)) continue;
    const from = a.open > '2023-01-01' ? addDays(a.open, 150) : '2023-02-01';
    if (from > '2026-10-31') continue;
    a.close = r.date(from, '2026-11-12');
    a.sts = 'C';
  }
  // account managers, payment habits
  for (const a of accts) {
    if (a.typ !== 'RES') {
      a.mgr = a.open >= '2024-04-15' ? (r.chance(0.55) ? 1007 : 1006) : r.chance(0.3) && a.sts !== 'C' ? 1007 : 1006;
      if (a.sts === 'C' && a.close! < '2024-03-29' && r.chance(0.5)) a.mgr = 1008;
    }
    if (a.typ === 'RES') {
      a.pay = r.weighted<string>([['AUTO', 55], ['PROMPT', 24], ['NORMAL', 12], ['SLOW', 6], ['DELINQ', 3]]);
      a.mthd = a.pay === 'AUTO' ? r.weighted<string>([['CC', 60], ['ACH', 40]]) : r.weighted<string>([['CHK', 50], ['CC', 50]]);
    } else if (a.typ === 'COM') {
      a.pay = r.weighted<string>([['PROMPT', 35], ['NORMAL', 37], ['SLOW', 18], ['DELINQ', 10]]);
      a.mthd = r.weighted<string>([['CHK', 55], ['ACH', 35], ['CC', 10]]);
      if (a.close && r.chance(0.5)) a.pay = 'DELINQ';
    } else {
      a.pay = r.weighted<string>([['PROMPT', 20], ['NORMAL', 45], ['SLOW', 35]]);
      a.mthd = r.weighted<string>([['CHK', 70], ['ACH', 30]]);
    }
  }
  const ordered = [...accts].sort((x, y) => x.open.localeCompare(y.open) || x.nm.localeCompare(y.nm));
  let acctSeq = 10_040;
  for (const a of ordered) a.no = `A${(acctSeq += r.int(3, 29))}`;

  // ---------- sites ----------
  const sites: Site[] = [];
  let siteSeq = 5000;
  const usedAddr = new Set<string>();
  const newSite = (acct: Acct, area: Area, nm: string | null): Site => {
    const [city, zips] = r.pick(CITIES[area]);
    let addr: string;
    do addr = `${r.int(10, 9899)} ${r.pick(STREETS)}`;
    while (usedAddr.has(addr));
    usedAddr.add(addr);
    const s: Site = { id: (siteSeq += r.int(1, 4)), acct, nm, addr, city, zip: r.pick(zips), area };
    sites.push(s);
    return s;
  };
  const areas: Area[] = ['N', 'S', 'E', 'W'];
  for (const a of ordered) {
    if (a.kind === 'head') continue;
    if (a.kind === 'res') {
      newSite(a, a.area!, null);
    } else if (a.kind === 'cons') {
      // consecutive (sometimes overlapping) job sites
      let from = a.open < '2023-01-01' ? r.date('2022-09-01', '2023-03-01') : a.open;
      for (let i = 0; i < a.nSites; i++) {
        if (from > LAST_DAY || (a.close && from >= a.close)) break;
        const s = newSite(a, r.pick(areas), null);
        s.nm = `Job - ${s.addr}`;
        const len = r.int(25, 170);
        let to: string | null = addDays(from, len);
        if (a.close && to > a.close) to = a.close;
        if (to > LAST_DAY) to = null;
        s.jobFrom = from;
        s.jobTo = to;
        from = addDays(from, r.int(Math.round(len * 0.6), len + 120));
      }
      if (a.close === null && sites.filter((s) => s.acct === a).every((s) => s.jobTo !== null) && r.chance(0.4)) {
        // a job running now
        const s = newSite(a, r.pick(areas), null);
        s.nm = `Job - ${s.addr}`;
        s.jobFrom = r.date('2026-08-01', '2026-11-10');
        s.jobTo = null;
      }
    } else if (MUN_SITES[a.nm]) {
      for (const nm of MUN_SITES[a.nm]!) newSite(a, a.area!, nm);
    } else {
      for (let i = 0; i < a.nSites; i++) {
        const s = newSite(a, a.area!, a.nm);
        if (a.nSites > 1) s.nm = `${a.nm} - ${s.addr.replace(/^\d+ /, '')}`;
      }
    }
  }

  // ---------- agreements ----------
  const agmts: Agmt[] = [];
  const flRate = (sz: number, freq: string, qty: number, stream: string, mun: boolean) => {
    const perLift = 15 + 8 * sz;
    const lifts = FREQ_N[freq]! * 4.33;
    const f = stream === 'MSW' ? 1 : stream === 'REC' ? 0.6 : 0.5;
    return round2(perLift * lifts * qty * f * r.float(0.88, 1.15, 3) * (mun ? 0.9 : 1));
  };
  const routeFor = (site: Site, cls: string, stream: string): string => {
    if (cls === 'RO' || cls === 'CMP') return site.area === 'N' || site.area === 'E' ? 'R30' : 'R31';
    if (cls === 'CRT') return stream === 'REC' ? 'R22' : site.area === 'N' ? 'R20' : 'R21';
    if (stream === 'REC' || stream === 'OCC') return 'R15';
    return { N: 'R10', S: 'R11', E: 'R12', W: 'R13' }[site.area];
  };
  const mk = (site: Site, cls: string, sz: number, qty: number, stream: string, freq: string, start: string, end: string | null,
    opts: { rate?: number; interval?: number; days?: string[] } = {}): Agmt => {
    const uom = cls === 'CRT' ? 'GAL' : 'YD';
    const mun = site.acct.typ === 'MUN';
    let rate: number;
    let haul: number | null = null;
    if (opts.rate !== undefined) rate = opts.rate;
    else if (cls === 'FL') rate = flRate(sz, freq, qty, stream, mun);
    else if (cls === 'CRT') rate = stream === 'REC' ? 6.5 : sz === 96 ? r.pick([29.5, 31.0, 32.5, 32.5, 34.0]) : r.pick([25.5, 27.0, 27.0, 28.5]);
    else {
      rate = cls === 'CMP' ? r.pick([425, 450, 475]) : site.acct.kind === 'cons' ? 0 : { 20: 95, 30: 110, 40: 125 }[sz]!;
      haul = Math.round(({ 20: 345, 30: 395, 40: 445 }[sz]! + (cls === 'CMP' ? 10 : 0)) * r.float(0.95, 1.1, 3) / 5) * 5;
      if (mun) haul = Math.round((haul * 0.92) / 5) * 5;
    }
    const days = cls === 'RO' || cls === 'CMP' ? [] : opts.days ?? r.pick(DAYS_FOR[freq]!);
    const g: Agmt = {
      no: '', site, cls, sz, uom, qty, stream, freq, days, parity: freq === 'EOW' ? r.int(0, 1) : null,
      route: routeFor(site, cls, stream), rate, haul, start, end, sts: end ? 'EXP' : 'ACT', interval: opts.interval ?? 0,
    };
    agmts.push(g);
    return g;
  };
  const startOf = (a: Acct) => addDays(a.open, r.int(0, 12));
  for (const s of sites) {
    const a = s.acct;
    const st = a.pending ? '2026-12-01' : startOf(a);
    const pick = <T>(items: [T, number][]) => r.weighted(items);
    const list: Agmt[] = [];
    switch (a.kind) {
      case 'biz': {
        list.push(mk(s, 'FL', pick([[2, 30], [4, 45], [6, 20], [8, 5]]), 1, 'MSW', pick([['1W', 60], ['2W', 30], ['EOW', 10]]), st, null));
        if (r.chance(0.4)) list.push(mk(s, 'FL', pick([[4, 60], [6, 40]]), 1, 'REC', pick([['1W', 50], ['EOW', 50]]), st, null));
        break;
      }
      case 'rest': {
        list.push(mk(s, 'FL', pick([[4, 30], [6, 40], [8, 30]]), pick([[1, 80], [2, 20]]), 'MSW', pick([['1W', 20], ['2W', 50], ['3W', 30]]), st, null));
        if (r.chance(0.45)) list.push(mk(s, 'FL', pick([[6, 50], [8, 50]]), 1, 'OCC', '1W', st, null));
        if (r.chance(0.3)) list.push(mk(s, 'FL', 4, 1, 'REC', '1W', st, null));
        break;
      }
      case 'retail': {
        list.push(mk(s, 'FL', pick([[6, 50], [8, 50]]), 1, 'MSW', pick([['1W', 50], ['2W', 50]]), st, null));
        if (r.chance(0.7)) list.push(mk(s, 'FL', 8, 1, 'OCC', pick([['1W', 70], ['2W', 30]]), st, null));
        break;
      }
      case 'apt': {
        list.push(mk(s, 'FL', 8, pick([[1, 50], [2, 50]]), 'MSW', pick([['2W', 60], ['3W', 40]]), st, null));
        list.push(mk(s, 'FL', 8, 1, 'REC', pick([['1W', 60], ['2W', 40]]), st, null));
        if (r.chance(0.35)) list.push(mk(s, 'CMP', 30, 1, 'MSW', 'OC', st, null, { interval: r.int(8, 15) }));
        break;
      }
      case 'big': {
        list.push(mk(s, 'CMP', 30, 1, 'MSW', 'OC', st, null, { interval: r.int(6, 12) }));
        list.push(mk(s, 'FL', 8, 2, 'OCC', '2W', st, null));
        break;
      }
      case 'ind': {
        list.push(mk(s, 'RO', 40, 1, 'MSW', 'OC', st, null, { interval: r.chance(0.35) ? r.int(70, 160) : r.int(9, 20) }));
        if (r.chance(0.6)) list.push(mk(s, 'FL', 6, 1, 'MSW', '1W', st, null));
        break;
      }
      case 'cons': {
        const sz = pick([[20, 30], [30, 45], [40, 25]]);
        const g = mk(s, 'RO', sz, 1, 'CD', 'OC', s.jobFrom!, s.jobTo ?? null, { interval: r.int(5, 14) });
        if (a.close && s.jobTo === a.close) g.sts = 'CXL';
        list.push(g);
        break;
      }
      case 'parks': {
        list.push(mk(s, 'FL', 4, pick([[1, 60], [2, 40]]), 'MSW', '2W', st, null));
        if (r.chance(0.6)) list.push(mk(s, 'RO', 30, 1, 'YW', 'OC', st, null, { interval: r.chance(0.4) ? r.int(80, 160) : r.int(14, 30) }));
        break;
      }
      case 'pw': {
        list.push(mk(s, 'RO', 40, 1, 'MSW', 'OC', st, null, { interval: r.chance(0.3) ? r.int(70, 140) : r.int(12, 28) }));
        list.push(mk(s, 'FL', 8, 1, 'MSW', '1W', st, null));
        break;
      }
      case 'office': {
        list.push(mk(s, 'FL', pick([[2, 50], [4, 50]]), 1, 'MSW', '1W', st, null));
        if (r.chance(0.5)) list.push(mk(s, 'FL', 4, 1, 'REC', 'EOW', st, null));
        break;
      }
      case 'school': {
        list.push(mk(s, 'FL', 8, pick([[1, 50], [2, 50]]), 'MSW', pick([['2W', 70], ['3W', 30]]), st, null));
        list.push(mk(s, 'FL', 8, 1, 'REC', '1W', st, null));
        if (r.chance(0.3)) list.push(mk(s, 'FL', 8, 1, 'OCC', '1W', st, null));
        break;
      }
      case 'res': {
        const day = s.area === 'N' ? r.pick(['MON', 'TUE']) : r.pick(['WED', 'THU']);
        list.push(mk(s, 'CRT', r.chance(0.7) ? 96 : 64, 1, 'MSW', '1W', st, null, { days: [day] }));
        if (r.chance(0.6)) {
          const g = mk(s, 'CRT', 96, 1, 'REC', 'EOW', st, null, { days: ['FRI'] });
          g.parity = s.area === 'N' ? 0 : 1;
        }
        break;
      }
      default:
        break;
    }
    if (a.pending) {
      for (const g of agmts.filter((x) => x.site === s)) g.sts = 'PND';
      continue;
    }
    // changes of size or frequency: the older agreement expired and a new one replaced it
    for (const g of list) {
      if (a.kind === 'res' || a.kind === 'cons' || g.cls !== 'FL') continue;
      if (!r.chance(0.22)) continue;
      const from = g.start > '2023-01-01' ? addDays(g.start, 150) : '2023-02-01';
      if (from > '2026-09-30') continue;
      const chg = `${r.date(from, '2026-09-30').slice(0, 8)}01`;
      if (chg <= g.start) continue;
      const upSize = g.sz < 8 && r.chance(0.5);
      const nsz = upSize ? ({ 2: 4, 4: 6, 6: 8 } as Record<number, number>)[g.sz]! : g.sz;
      const nfreq = upSize ? g.freq : ({ EOW: '1W', '1W': '2W', '2W': '3W', '3W': '5W', '5W': '5W' } as Record<string, string>)[g.freq]!;
      if (!upSize && nfreq === g.freq) continue;
      g.end = addDays(chg, -1);
      g.sts = 'EXP';
      mk(s, 'FL', nsz, g.qty, g.stream, nfreq, chg, null);
    }
    // a few customers dropped recycling or cardboard service
    for (const g of agmts.filter((x) => x.site === s && x.sts === 'ACT' && (x.stream === 'REC' || x.stream === 'OCC'))) {
      if (!r.chance(a.kind === 'res' ? 0.12 : 0.1)) continue;
      const from = g.start > '2023-01-01' ? addDays(g.start, 90) : '2023-01-15';
      if (from > '2026-11-10') continue;
      g.end = r.date(from, '2026-11-10');
      g.sts = 'CXL';
    }
    if (a.close) {
      for (const g of agmts.filter((x) => x.site === s)) {
        if (g.start >= a.close) {
          g.start = addDays(a.close, -30);
        }
        if (g.end === null || g.end > a.close) {
          g.end = a.close;
          g.sts = 'CXL';
        }
      }
    }
  }
  // remove agreements that would start after they ended (closing right after a change)
  for (let i = agmts.length - 1; i >= 0; i--) if (agmts[i]!.end && agmts[i]!.end! < agmts[i]!.start) agmts.splice(i, 1);
  agmts.sort((x, y) => x.start.localeCompare(y.start) || x.site.id - y.site.id || x.stream.localeCompare(y.stream));
  let agSeq = 20_000;
  for (const g of agmts) g.no = `SA-${(agSeq += r.int(1, 7))}`;
  const activeOn = (g: Agmt, d: string) => g.sts !== 'PND' && g.start <= d && (g.end === null || g.end >= d);

  // ---------- pickups ----------
  const rp = seededRandom(9202 * 7 + 1);
  const pickups: Pickup[] = [];
  const FL_DENS: Record<string, number> = { MSW: 0.085, REC: 0.035, OCC: 0.028 };
  const flTons = (g: Agmt) => round2(g.sz * g.qty * rp.float(0.45, 1.0, 3) * FL_DENS[g.stream]!);
  const roTons = (g: Agmt) => {
    if (g.cls === 'CMP') return rp.float(4, 9.2);
    if (g.stream === 'YW') return rp.float(1.4, 4.2);
    if (g.stream === 'MSW') return rp.float(2.2, 6.4);
    return { 20: rp.float(1.8, 5.4), 30: rp.float(2.4, 7.6), 40: rp.float(3.0, 9.6) }[g.sz]!;
  };
  const SPARE: Record<string, string> = { FEL: 'T106', ASL: 'T301', ROH: 'T403' };
  interface Crew { truck: string; drvr: number; breakdownAt: number; late: number }
  const crews = new Map<string, Crew>();
  const crewOf = (route: string, d: string): Crew => {
    const key = `${route}|${d}`;
    let c = crews.get(key);
    if (c) return c;
    const rt = ROUTES.find((x) => x[0] === route)!;
    let truck = atTime(rt[5], d);
    let drvr = atTime(rt[6], d);
    const body = truckOf(truck)[1];
    if (rp.chance(0.03) && SPARE[body] && !(body === 'FEL' && d >= '2026-11-10')) truck = SPARE[body]!;
    if (rp.chance(0.05)) {
      const used = new Set([...crews.entries()].filter(([k]) => k.endsWith(`|${d}`)).map(([, v]) => v.drvr));
      const relief = [1021, ...(d >= '2026-10-05' ? [1023] : [])].filter((e) => !used.has(e));
      if (relief.length > 0) drvr = rp.pick(relief);
    }
    c = { truck, drvr, breakdownAt: rp.chance(0.006) ? rp.float(0.2, 0.7) : 2, late: rp.chance(0.012) ? rp.float(0.1, 0.3) : 0 };
    crews.set(key, c);
    return c;
  };
  const push = (d: string, g: Agmt, typ: string, route = g.route) => {
    const c = crewOf(route, d);
    const p: Pickup = { id: 0, dt: d, agmt: g, route, truck: c.truck, drvr: c.drvr, typ, sts: 'C', rsn: null, tons: null, chg: null };
    pickups.push(p);
    return p;
  };
  const scheduled = agmts.filter((g) => g.freq !== 'OC');
  for (let d = PU_START; d <= LAST_DAY; d = addDays(d, 1)) {
    if (!isWorkday(d)) continue;
    const dc = DOW_CD[dow(d)]!;
    const todays: Pickup[] = [];
    for (const g of scheduled) {
      if (!activeOn(g, d) || !g.days.includes(dc)) continue;
      if (g.parity !== null && weekNo(d) % 2 !== g.parity) continue;
      todays.push(push(d, g, 'REG'));
    }
    // extra pickups customers asked for
    for (const g of scheduled) {
      if (!activeOn(g, d) || g.stream !== 'MSW') continue;
      const res = g.cls === 'CRT';
      if (!rp.chance(res ? 0.0009 : 0.0045)) continue;
      const p = push(d, g, 'XTR');
      p.chg = res ? rp.pick([30, 30, 45]) : 35 + 12 * g.sz;
      todays.push(p);
    }
    // misses
    const byRoute = new Map<string, Pickup[]>();
    for (const p of todays) byRoute.set(p.route, [...(byRoute.get(p.route) ?? []), p]);
    for (const [route, ps] of byRoute) {
      const c = crewOf(route, d);
      ps.forEach((p, i) => {
        const at = i / ps.length;
        const res = p.agmt.cls === 'CRT';
        if (p.typ === 'XTR') {
          // extra pickups are booked for a truck that has room: always done
        } else if (res && rp.chance(0.008)) {
          p.sts = 'S';
        } else if (at >= c.breakdownAt) {
          p.sts = 'M';
          p.rsn = 'TRK';
        } else if (at >= 1 - c.late) {
          p.sts = 'M';
          p.rsn = 'LATE';
        } else if (SNOW_DAYS.has(d) && rp.chance(0.3)) {
          p.sts = 'M';
          p.rsn = 'WX';
        } else if (rp.chance(res ? 0.003 : 0.007)) {
          p.sts = 'M';
          p.rsn = 'BLK';
        } else if (res && rp.chance(0.012)) {
          p.sts = 'M';
          p.rsn = 'NOT';
        }
        if (p.sts === 'C' && !res) p.tons = flTons(p.agmt);
      });
    }
  }
  // roll-off and compactor hauls
  for (const g of agmts.filter((x) => x.freq === 'OC' && x.sts !== 'PND')) {
    let to = g.end && g.end < LAST_DAY ? g.end : LAST_DAY;
    // some customers keep the box but have stopped calling for hauls
    if (g.sts === 'ACT' && g.start < '2026-03-01' && g.site.acct.kind !== 'cons' && rp.chance(0.25)) to = rp.date('2026-03-01', '2026-08-10');
    let d = addDays(g.start > PU_START ? g.start : PU_START, rp.int(2, g.interval));
    while (true) {
      d = nextWorkday(d);
      if (d > to) break;
      const p = push(d, g, 'HAUL');
      p.tons = round2(roTons(g));
      p.chg = g.haul;
      d = addDays(d, Math.max(2, g.interval + rp.int(-3, 4)));
    }
  }
  pickups.sort((x, y) => x.dt.localeCompare(y.dt) || x.route.localeCompare(y.route) || x.agmt.site.id - y.agmt.site.id
    || x.typ.localeCompare(y.typ) || x.agmt.no.localeCompare(y.agmt.no));
  pickups.forEach((p, i) => (p.id = 700_001 + i));

  // ---------- scale tickets ----------
  const rt = seededRandom(9202 * 11 + 3);
  interface Tkt { no: string; fac: string; dt: string; truck: string; route: string | null; matl: string; gross: number; tare: number; tons: number; rate: number; fee: number }
  const tkts: Tkt[] = [];
  const tareOf: Record<string, number> = {};
  for (const t of TRUCKS) tareOf[t[0]] = t[1] === 'FEL' ? 33_400 : t[1] === 'ASL' ? 30_800 : t[1] === 'REL' ? 28_900 : 27_600;
  const BOX_TARE: Record<string, number> = { 'RO20': 4200, 'RO30': 5000, 'RO40': 5800, 'CMP30': 9400 };
  const facFor = (route: string, matl: string, d: string) => {
    if (matl === 'REC' || matl === 'OCC') return 'OMR';
    if (matl === 'CD') return 'HCD';
    if (matl === 'YW') return 'ACC';
    if (route === 'R11' || route === 'R21') return 'STS';
    if (route === 'R12') return weekNo(d) % 2 === 0 ? 'STS' : 'BWL';
    return 'BWL';
  };
  const addTkt = (d: string, truck: string, route: string, matl: string, tons: number, boxTare = 0) => {
    const fac = facFor(route, matl, d);
    const netLbs = Math.max(40, Math.round(tons * 2000));
    const tare = tareOf[truck]! + boxTare + rt.int(-300, 300);
    const net = round2(netLbs / 2000);
    const rate = RATE[`${fac}:${matl}`]![Number(d.slice(0, 4))]!;
    tkts.push({ no: '', fac, dt: d, truck, route: rt.chance(0.04) ? null : route, matl, gross: tare + netLbs, tare, tons: net, rate, fee: round2(net * rate) });
  };
  const groups = new Map<string, Pickup[]>();
  for (const p of pickups) {
    if (p.sts !== 'C') continue;
    if (p.typ === 'HAUL') continue;
    const key = `${p.dt}|${p.route}|${p.truck}|${p.agmt.stream}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const [key, ps] of groups) {
    const [d, route, truck, matl] = key.split('|') as [string, string, string, string];
    const body = truckOf(truck)[1];
    let total: number;
    if (body === 'ASL' || body === 'REL') {
      total = ps.reduce((s) => s + (matl === 'REC' ? rt.float(0.006, 0.011, 4) : rt.float(0.011, 0.018, 4)), 0);
    } else total = ps.reduce((s, p) => s + (p.tons ?? 0), 0);
    if (total <= 0) continue;
    const cap = body === 'FEL' ? 9.5 : 8;
    const n = Math.ceil(total / cap);
    for (let i = 0; i < n; i++) addTkt(d, truck, route, matl, (total / n) * rt.float(0.93, 1.07, 3));
  }
  for (const p of pickups) {
    if (p.typ !== 'HAUL') continue;
    addTkt(p.dt, p.truck, p.route, p.agmt.stream, p.tons!, BOX_TARE[`${p.agmt.cls === 'CMP' ? 'CMP' : 'RO'}${p.agmt.sz}`] ?? 5000);
  }
  tkts.sort((x, y) => x.dt.localeCompare(y.dt) || x.fac.localeCompare(y.fac) || x.truck.localeCompare(y.truck));
  const tktSeq: Record<string, number> = { BWL: 418_200, STS: 88_100, OMR: 30_400, HCD: 152_700, ACC: 7_300 };
  for (const t of tkts) {
    tktSeq[t.fac] = tktSeq[t.fac]! + rt.int(t.fac === 'ACC' ? 2 : 15, t.fac === 'ACC' ? 20 : 140);
    t.no = `${t.fac}-${tktSeq[t.fac]}`;
  }

  // ---------- invoices ----------
  const rb = seededRandom(9202 * 13 + 5);
  interface Inv { no: string; acct: Acct; dt: string; due: string; svc: number; xtra: number; fuel: number; tot: number; bal: number; sts: string }
  interface Pmt { id: number; acct: Acct; inv: Inv | null; dt: string; amt: number; mthd: string; chk: string | null; rtn: string }
  const invs: Inv[] = [];
  const pmts: Pmt[] = [];
  const FUEL: Record<number, number> = { 2023: 0.095, 2024: 0.1, 2025: 0.085, 2026: 0.09 };
  const sitesOf = new Map<Acct, Site[]>();
  for (const s of sites) sitesOf.set(s.acct, [...(sitesOf.get(s.acct) ?? []), s]);
  const agmtsOf = new Map<Acct, Agmt[]>();
  for (const g of agmts) agmtsOf.set(g.site.acct, [...(agmtsOf.get(g.site.acct) ?? []), g]);
  const chgByAcct = new Map<string, number>();
  for (const p of pickups) {
    if (p.chg === null || p.sts !== 'C') continue;
    const key = `${p.agmt.site.acct.no}|${p.dt.slice(0, 7)}`;
    chgByAcct.set(key, (chgByAcct.get(key) ?? 0) + p.chg);
  }
  const extrasFor = (a: Acct, from: string, to: string): number => {
    // charges for pickups in [from, to)
    let total = 0;
    for (let m = from; m < to; m = nextMonth(m)) {
      if (m >= PU_START) total += chgByAcct.get(`${a.no}|${m.slice(0, 7)}`) ?? 0;
      else {
        const mEnd = addDays(nextMonth(m), -1);
        for (const g of agmtsOf.get(a) ?? []) {
          if (g.sts === 'PND' || g.start > mEnd || (g.end && g.end < m)) continue;
          if (g.freq === 'OC') {
            const s0 = g.start > m ? g.start : m;
            const e0 = g.end && g.end < mEnd ? g.end : mEnd;
            const n = Math.round((diffDays(e0, s0) + 1) / g.interval + rb.float(-0.4, 0.4));
            total += Math.max(0, n) * g.haul!;
          } else if (g.stream === 'MSW' && rb.chance(g.cls === 'CRT' ? 0.02 : 0.09)) total += g.cls === 'CRT' ? 30 : 35 + 12 * g.sz;
        }
      }
    }
    return round2(total);
  };
  for (let m = '2023-01-01'; m <= '2026-11-01'; m = nextMonth(m)) {
    const mo = Number(m.slice(5, 7));
    const prev = m === '2023-01-01' ? '2022-12-01' : (() => {
      const y = Number(m.slice(0, 4));
      return mo === 1 ? monthStart(y - 1, 12) : monthStart(y, mo - 1);
    })();
    for (const a of accts) {
      if (a.kind === 'head' || a.pending) continue;
      if (a.cyc === 'Q' && ![1, 4, 7, 10].includes(mo)) continue;
      const gs = (agmtsOf.get(a) ?? []).filter((g) => activeOn(g, m));
      let svc = round2(gs.reduce((s, g) => s + g.rate, 0) * (a.cyc === 'Q' ? 3 : 1));
      let xtra: number;
      if (a.cyc === 'Q') {
        const y = Number(m.slice(0, 4));
        const qFrom = mo === 1 ? monthStart(y - 1, 10) : monthStart(y, mo - 3);
        xtra = m === '2023-01-01' ? 0 : extrasFor(a, qFrom, m);
      } else xtra = m === '2023-01-01' ? 0 : extrasFor(a, prev, m);
      if (svc === 0 && xtra === 0) continue;
      svc = round2(svc);
      const fuel = a.typ === 'COM' ? round2((svc + xtra) * FUEL[Number(m.slice(0, 4))]!) : 0;
      const tot = round2(svc + xtra + fuel);
      invs.push({ no: '', acct: a, dt: m, due: addDays(m, a.terms), svc, xtra, fuel, tot, bal: tot, sts: 'OP' });
    }
  }
  // voided invoices and their corrected replacements
  for (const inv of [...invs]) {
    if (inv.xtra === 0 || !rb.chance(0.035)) continue;
    inv.sts = 'VD';
    const dt = addDays(inv.dt, rb.int(4, 12));
    if (dt > LAST_DAY) {
      inv.sts = 'OP';
      continue;
    }
    const xtra = round2(inv.xtra * rb.pick([0.5, 0.8, 0.9]));
    const fuel = inv.acct.typ === 'COM' ? round2((inv.svc + xtra) * FUEL[Number(dt.slice(0, 4))]!) : 0;
    const tot = round2(inv.svc + xtra + fuel);
    invs.push({ no: '', acct: inv.acct, dt, due: addDays(dt, inv.acct.terms), svc: inv.svc, xtra, fuel, tot, bal: tot, sts: 'OP' });
  }
  invs.sort((x, y) => x.dt.localeCompare(y.dt) || x.acct.no.localeCompare(y.acct.no));
  let invSeq = 101_000;
  for (const i of invs) i.no = `INV-${(invSeq += 1)}`;

  // ---------- payments ----------
  const payDate = (a: Acct, inv: Inv): string | null => {
    switch (a.pay) {
      case 'AUTO': return addDays(inv.dt, rb.int(1, 3));
      case 'PROMPT': return addDays(inv.dt, rb.int(5, Math.max(6, a.terms - 1)));
      case 'NORMAL': return addDays(inv.due, rb.int(-7, 12));
      case 'SLOW': return addDays(inv.due, rb.int(5, 55));
      default: return rb.chance(0.25) ? null : addDays(inv.due, rb.int(30, 150));
    }
  };
  let chkSeq = 0;
  const chkNo = (a: Acct) => String(1000 + ((a.no.charCodeAt(3) * 131 + (chkSeq += rb.int(1, 4))) % 9000));
  for (const inv of invs) {
    if (inv.sts === 'VD') {
      inv.bal = 0;
      continue;
    }
    const a = inv.acct;
    const d = payDate(a, inv);
    if (d === null) continue;
    const parts: [string, number][] = [];
    if (a.typ !== 'RES' && rb.chance(0.04)) {
      const first = round2(inv.tot * rb.float(0.4, 0.7));
      parts.push([d, first], [addDays(d, rb.int(15, 40)), round2(inv.tot - first)]);
    } else parts.push([d, inv.tot]);
    for (const [pd, amt] of parts) {
      if (pd > LAST_DAY) continue;
      if (a.close && pd > addDays(a.close, 100)) continue;
      const mthd = a.mthd;
      const bounced = mthd === 'CHK' && rb.chance(0.012);
      pmts.push({ id: 0, acct: a, inv, dt: pd, amt, mthd, chk: mthd === 'CHK' ? chkNo(a) : null, rtn: bounced ? 'Y' : 'N' });
      if (bounced) {
        const again = addDays(pd, rb.int(9, 25));
        if (again <= LAST_DAY) {
          pmts.push({ id: 0, acct: a, inv, dt: again, amt, mthd: 'CC', chk: null, rtn: 'N' });
          inv.bal = round2(inv.bal - amt);
        }
      } else inv.bal = round2(inv.bal - amt);
    }
    if (inv.bal <= 0.001) {
      inv.bal = 0;
      inv.sts = 'PD';
    }
  }
  // closed accounts: unpaid invoices written off 120 days after closing
  for (const inv of invs) {
    const a = inv.acct;
    if (inv.sts === 'OP' && a.close && addDays(a.close, 120) <= LAST_DAY) inv.sts = 'WO';
  }
  // credit hold: active accounts with two or more invoices more than 30 days overdue
  for (const a of accts) {
    if (a.sts !== 'A' || a.kind === 'head') continue;
    const late = invs.filter((i) => i.acct === a && i.sts === 'OP' && i.due < addDays(LAST_DAY, -30)).length;
    if (late >= 2) a.sts = 'H';
  }
  // deposits taken on account from contractors
  for (const a of accts.filter((x) => x.kind === 'cons')) {
    if (!rb.chance(0.6)) continue;
    const from = a.open > '2023-01-01' ? a.open : '2023-01-01';
    const to = a.close ?? LAST_DAY;
    if (from >= to) continue;
    pmts.push({ id: 0, acct: a, inv: null, dt: rb.date(from, to), amt: rb.pick([500, 750, 1000]), mthd: a.mthd, chk: a.mthd === 'CHK' ? chkNo(a) : null, rtn: 'N' });
  }
  pmts.sort((x, y) => x.dt.localeCompare(y.dt) || x.acct.no.localeCompare(y.acct.no) || (x.inv?.no ?? '').localeCompare(y.inv?.no ?? ''));
  pmts.forEach((p, i) => (p.id = 560_001 + i));

  // ---------- containers ----------
  const rc = seededRandom(9202 * 17 + 7);
  interface Cntr { id: string; cls: string; sz: number; uom: string; site: Site | null; placed: string | null; acq: string; cond: string }
  const cntrs: Cntr[] = [];
  const usedTags = new Set<string>();
  const tag = (cls: string) => {
    let t: string;
    do t = `${cls === 'CMP' ? 'CP' : cls === 'CRT' ? 'CT' : cls}-${rc.int(10_000, 49_999)}`;
    while (usedTags.has(t));
    usedTags.add(t);
    return t;
  };
  const acqBefore = (d: string) => rc.date(d < '2016-01-01' ? '2008-01-01' : addDays(d, -2500), d);
  for (const g of agmts) {
    if (g.sts !== 'ACT') continue;
    const n = g.cls === 'RO' || g.cls === 'CMP' ? 1 : g.qty;
    for (let i = 0; i < n; i++) {
      const placed = g.start;
      cntrs.push({ id: tag(g.cls), cls: g.cls, sz: g.sz, uom: g.uom, site: g.site, placed, acq: acqBefore(placed), cond: rc.chance(0.04) ? 'R' : 'G' });
    }
  }
  const YARD: [string, number, string, number][] = [['FL', 2, 'YD', 6], ['FL', 4, 'YD', 12], ['FL', 6, 'YD', 10], ['FL', 8, 'YD', 9],
    ['RO', 20, 'YD', 7], ['RO', 30, 'YD', 9], ['RO', 40, 'YD', 5], ['CMP', 30, 'YD', 1], ['CRT', 64, 'GAL', 14], ['CRT', 96, 'GAL', 21]];
  for (const [cls, sz, uom, n] of YARD) {
    for (let i = 0; i < n; i++) cntrs.push({ id: tag(cls), cls, sz, uom, site: null, placed: null, acq: rc.date('2009-01-01', '2026-09-30'), cond: rc.chance(0.22) ? 'R' : 'G' });
    for (let i = 0; i < Math.round(n / 3); i++) cntrs.push({ id: tag(cls), cls, sz, uom, site: null, placed: null, acq: rc.date('2006-01-01', '2016-12-31'), cond: 'X' });
  }
  cntrs.sort((x, y) => x.id.localeCompare(y.id));

  const siteActive = (s: Site) => agmts.some((g) => g.site === s && (g.sts === 'ACT' || g.sts === 'PND')) ? 1 : 0;

  return [
    'CREATE SCHEMA ops;',
    'CREATE SCHEMA bill;',
    `CREATE TABLE ops.emp (emp_id integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, job_cd varchar(3) NOT NULL, title_txt text NOT NULL,
      sup_id integer REFERENCES ops.emp (emp_id), cdl_cls char(1), hire_dt date NOT NULL, term_dt date, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.cust_acct (acct_no varchar(8) PRIMARY KEY, acct_nm text NOT NULL, acct_typ char(3) NOT NULL, parent_acct varchar(8) REFERENCES ops.cust_acct (acct_no),
      bill_cyc char(1) NOT NULL, pay_terms varchar(5) NOT NULL, tax_exmpt_yn char(1) NOT NULL, acct_mgr_id integer, phone_no varchar(14),
      open_dt date NOT NULL, close_dt date, acct_sts char(1) NOT NULL);`,
    `CREATE TABLE ops.svc_site (site_id integer PRIMARY KEY, acct_no varchar(8) NOT NULL REFERENCES ops.cust_acct (acct_no), site_nm text,
      street_addr text NOT NULL, city text NOT NULL, zip_cd char(5) NOT NULL, area_cd char(1) NOT NULL, actv_flg smallint NOT NULL);`,
    `CREATE TABLE ops.truck (truck_no varchar(5) PRIMARY KEY, body_typ varchar(3) NOT NULL, make_nm text NOT NULL, model_yr smallint NOT NULL, fuel_cd char(1) NOT NULL,
      cap_yds smallint, in_svc_dt date NOT NULL, truck_sts char(1) NOT NULL, odo_mi integer);`,
    `CREATE TABLE ops.route (route_cd varchar(4) PRIMARY KEY, route_nm text NOT NULL, lob_cd varchar(3) NOT NULL, area_cd char(1),
      dflt_truck varchar(5), dflt_drvr integer REFERENCES ops.emp (emp_id), actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.svc_agmt (agmt_no varchar(10) PRIMARY KEY, site_id integer NOT NULL REFERENCES ops.svc_site (site_id), cntr_cls varchar(3) NOT NULL,
      cntr_sz smallint NOT NULL, sz_uom varchar(3) NOT NULL, cntr_qty smallint NOT NULL, stream_cd varchar(3) NOT NULL, freq_cd varchar(3) NOT NULL,
      svc_days varchar(24), route_cd varchar(4), mo_rate numeric(9,2) NOT NULL, haul_rate numeric(8,2), start_dt date NOT NULL, end_dt date,
      agmt_sts varchar(3) NOT NULL);`,
    `CREATE TABLE ops.cntr (cntr_id varchar(10) PRIMARY KEY, cntr_cls varchar(3) NOT NULL, cntr_sz smallint NOT NULL, sz_uom varchar(3) NOT NULL,
      site_id integer REFERENCES ops.svc_site (site_id), placed_dt date, acq_dt date NOT NULL, cond_cd char(1) NOT NULL);`,
    `CREATE TABLE ops.pickup (pu_id integer PRIMARY KEY, svc_dt date NOT NULL, agmt_no varchar(10) NOT NULL REFERENCES ops.svc_agmt (agmt_no), site_id integer NOT NULL,
      route_cd varchar(4) NOT NULL, truck_no varchar(5) NOT NULL, drvr_id integer NOT NULL, pu_typ varchar(4) NOT NULL, pu_sts char(1) NOT NULL,
      miss_rsn varchar(4), wt_tons numeric(7,2), chg_amt numeric(8,2));`,
    `CREATE TABLE ops.disp_fac (fac_cd varchar(3) PRIMARY KEY, fac_nm text NOT NULL, fac_typ varchar(3) NOT NULL, city text NOT NULL, owner_nm text,
      cur_rate numeric(7,2), actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.dump_tkt (tkt_no varchar(12) PRIMARY KEY, fac_cd varchar(3) NOT NULL REFERENCES ops.disp_fac (fac_cd), tkt_dt varchar(10) NOT NULL,
      truck_no varchar(5) NOT NULL, route_cd varchar(4), matl_cd varchar(3) NOT NULL, gross_lbs integer NOT NULL, tare_lbs integer NOT NULL,
      net_tons numeric(7,2) NOT NULL, rate_amt numeric(7,2) NOT NULL, tip_fee numeric(9,2) NOT NULL);`,
    `CREATE TABLE bill.inv (inv_no varchar(10) PRIMARY KEY, acct_no varchar(8) NOT NULL REFERENCES ops.cust_acct (acct_no), inv_dt date NOT NULL, due_dt date NOT NULL,
      svc_amt numeric(10,2) NOT NULL, xtra_amt numeric(10,2) NOT NULL, fuel_amt numeric(10,2) NOT NULL, tot_amt numeric(10,2) NOT NULL,
      bal_amt numeric(10,2) NOT NULL, inv_sts varchar(2) NOT NULL);`,
    `CREATE TABLE bill.pmt (pmt_id integer PRIMARY KEY, acct_no varchar(8) NOT NULL, inv_no varchar(10), pmt_dt date NOT NULL, pmt_amt numeric(10,2) NOT NULL,
      pmt_mthd varchar(3) NOT NULL, chk_no varchar(8), rtn_yn char(1) NOT NULL);`,
    insertRows('ops.emp', ['emp_id', 'first_nm', 'last_nm', 'job_cd', 'title_txt', 'sup_id', 'cdl_cls', 'hire_dt', 'term_dt', 'actv_yn'],
      EMPS.map((e) => [...e, e[8] ? 'N' : 'Y'])),
    insertRows('ops.cust_acct', ['acct_no', 'acct_nm', 'acct_typ', 'parent_acct', 'bill_cyc', 'pay_terms', 'tax_exmpt_yn', 'acct_mgr_id', 'phone_no',
      'open_dt', 'close_dt', 'acct_sts'],
    [...ordered.filter((a) => !a.parent), ...ordered.filter((a) => a.parent)].map((a) => [a.no, a.nm, a.typ, a.parent?.no ?? null, a.cyc,
      `NET${a.terms}`, a.exempt, a.mgr, a.phone, a.open, a.close, a.sts])),
    insertRows('ops.svc_site', ['site_id', 'acct_no', 'site_nm', 'street_addr', 'city', 'zip_cd', 'area_cd', 'actv_flg'],
      sites.map((s) => [s.id, s.acct.no, s.nm, s.addr, s.city, s.zip, s.area, siteActive(s)])),
    insertRows('ops.truck', ['truck_no', 'body_typ', 'make_nm', 'model_yr', 'fuel_cd', 'cap_yds', 'in_svc_dt', 'truck_sts', 'odo_mi'], TRUCKS),
    insertRows('ops.route', ['route_cd', 'route_nm', 'lob_cd', 'area_cd', 'dflt_truck', 'dflt_drvr', 'actv_yn'],
      ROUTES.map((x) => [x[0], x[1], x[2], x[3], atTime(x[5], LAST_DAY), atTime(x[6], LAST_DAY), x[4] ? 'Y' : 'N'])),
    insertRows('ops.svc_agmt', ['agmt_no', 'site_id', 'cntr_cls', 'cntr_sz', 'sz_uom', 'cntr_qty', 'stream_cd', 'freq_cd', 'svc_days', 'route_cd',
      'mo_rate', 'haul_rate', 'start_dt', 'end_dt', 'agmt_sts'],
    agmts.map((g) => [g.no, g.site.id, g.cls, g.sz, g.uom, g.qty, g.stream, g.freq, g.days.length ? g.days.join(',') : null, g.route, g.rate,
      g.haul, g.start, g.end, g.sts])),
    insertRows('ops.cntr', ['cntr_id', 'cntr_cls', 'cntr_sz', 'sz_uom', 'site_id', 'placed_dt', 'acq_dt', 'cond_cd'],
      cntrs.map((c) => [c.id, c.cls, c.sz, c.uom, c.site?.id ?? null, c.placed, c.acq, c.cond])),
    insertRows('ops.pickup', ['pu_id', 'svc_dt', 'agmt_no', 'site_id', 'route_cd', 'truck_no', 'drvr_id', 'pu_typ', 'pu_sts', 'miss_rsn', 'wt_tons', 'chg_amt'],
      pickups.map((p) => [p.id, p.dt, p.agmt.no, p.agmt.site.id, p.route, p.truck, p.drvr, p.typ, p.sts, p.rsn, p.tons, p.chg])),
    insertRows('ops.disp_fac', ['fac_cd', 'fac_nm', 'fac_typ', 'city', 'owner_nm', 'cur_rate', 'actv_yn'], FACS),
    insertRows('ops.dump_tkt', ['tkt_no', 'fac_cd', 'tkt_dt', 'truck_no', 'route_cd', 'matl_cd', 'gross_lbs', 'tare_lbs', 'net_tons', 'rate_amt', 'tip_fee'],
      tkts.map((t) => [t.no, t.fac, usDate(t.dt), t.truck, t.route, t.matl, t.gross, t.tare, t.tons, t.rate, t.fee])),
    insertRows('bill.inv', ['inv_no', 'acct_no', 'inv_dt', 'due_dt', 'svc_amt', 'xtra_amt', 'fuel_amt', 'tot_amt', 'bal_amt', 'inv_sts'],
      invs.map((i) => [i.no, i.acct.no, i.dt, i.due, i.svc, i.xtra, i.fuel, i.tot, i.bal, i.sts])),
    insertRows('bill.pmt', ['pmt_id', 'acct_no', 'inv_no', 'pmt_dt', 'pmt_amt', 'pmt_mthd', 'chk_no', 'rtn_yn'],
      pmts.map((p) => [p.id, p.acct.no, p.inv?.no ?? null, p.dt, p.amt, p.mthd, p.chk, p.rtn])),
  ].join('\n');
}
