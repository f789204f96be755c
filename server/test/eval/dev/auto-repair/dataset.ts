/**
 * Cornerstone Auto Group, a family-owned company in central Ohio (the Columbus area) that owns four independent auto
 * repair shops. Each shop keeps its own name and its own customers; the office at the Westerville shop runs the shared
 * shop-management system (one database for all four shops), payroll and fleet billing. The shops do general repair and
 * maintenance on cars and light trucks; Dublin Import Specialists works mostly on European and Asian imports, and
 * Hilliard Tire & Auto sells a lot of tires. Hilliard was bought in July 2024: its records start on 2024-07-08, and its
 * existing customers and their vehicles were imported that day (so their set-up date is 2024-07-08). The shops are
 * closed on Sundays and major holidays; Dublin is also closed on Saturdays, and Grove City was closed from 2025-02-10 to
 * 2025-02-21 for a roof repair. Business is busiest in March and April (tax refund season) and slow around the holidays
 * and in January; batteries and starting / charging repairs peak in winter, A/C work in summer, tires in spring and fall.
 *
 * How work flows: a customer books an appointment (or just drives in); the service writer opens a repair order (RO) for
 * one vehicle; technicians do the jobs on labor lines and parts are sold on parts lines; when the work is done the RO is
 * closed, and the closed RO is the invoice (the invoice number is the RO number). Retail customers pay at pickup; fleet
 * accounts are billed on terms and pay by statement after month end. Repairs carry our 24-month / 24,000-mile warranty:
 * a customer who comes back with the same problem gets a comeback claim, and the rework is done on a no-charge RO.
 *
 * Schema `shop`:
 * - `loc`: the four shops. `shop_cd` WST Miller's Auto Service (Westerville, the original shop and head office), GRV
 *   Grove City Car Care, DUB Dublin Import Specialists, HIL Hilliard Tire & Auto; `shop_nm`; `addr_txt`; `city_nm`;
 *   `st_cd`; `zip_cd`; `open_yr` the year the shop opened or joined the group (integer year); `bay_cnt` service bays;
 *   `lbr_rt` the current posted (door) labor rate in dollars per hour (raised every January; what a job was actually
 *   charged is on the labor line); `tax_pct` the sales tax rate in percent; `mgr_nm` the shop's service manager.
 * - `tech`: technicians, current and former. `tech_no`; `first_nm`, `last_nm`; `shop_cd` the tech's shop (techs work
 *   only at their own shop); `skill_lvl` M master technician (ASE master certified), A A-level tech (diagnosis, engine
 *   and electrical work), B B-level tech (brakes, suspension, general repair), L lube / tire tech (oil changes, tires,
 *   batteries); `pay_pln` F flat rate (paid per flagged hour) or H hourly (paid per clock hour); `pay_rt` the pay rate in
 *   dollars per hour; `hire_dt` (for Hilliard staff who came with the shop, the day Hilliard hired them); `term_dt` the last
 *   day of a tech who has left (empty while employed).
 * - `cust`: customers. `cust_no`; `cust_nm` 'Last, First' for retail customers, the company name for fleet accounts;
 *   `cust_typ` R retail (a private person), F fleet account (a business with several vehicles, billed on terms);
 *   `phone_no`; `city_nm`; `zip_cd`; `pref_shop` the shop_cd of the customer's usual shop; `crt_dt` the day the customer
 *   was set up; `ref_src` how a new customer heard of us: G Google / web search, R referral by a friend or family, D drove
 *   by / saw the sign, Y Yelp or another review site, M direct-mail coupon, F fleet sales call, O other (asked since
 *   2023: empty for customers set up before 2023 and for the Hilliard import); `terms_cd` COD pay at pickup, N15 / N30
 *   net 15 / 30 days; `tax_ex_yn` Y for tax-exempt organisations; `sms_ok_yn` Y if the customer agreed to text reminders.
 * - `veh`: vehicles. `veh_id`; `owner_no` the cust_no of the owner; `vin`; `mdl_yr` model year (integer); `make_nm`;
 *   `model_nm`; `lic_plt` licence plate; `unit_no` the fleet's own unit number (fleet vehicles only).
 * - `ro`: repair orders (and, once closed, invoices). `ro_no` (also the invoice number); `shop_cd`; `cust_no`;
 *   `veh_id`; `open_dt` the day the vehicle was checked in; `clsd_dt` the day the RO was closed and invoiced (empty until
 *   then); `due_dt` when payment is due (the close date, or for fleet accounts the close date + 15 or 30 days); `ro_sts`
 *   O open (work in progress), H on hold (waiting for parts or for the customer's approval), C closed (invoiced), V void
 *   (opened in error or the customer left: no lines, all amounts zero); `pay_cd` who pays: C customer pay, F fleet
 *   account, T third-party warranty / service contract (the warranty company pays the claim, the customer pays a $100
 *   deductible), W comeback rework under our own warranty (no charge: all amounts zero); `mi_in` odometer miles at
 *   check-in; `lbr_tot` labor total (the sum of the labor lines); `pts_tot` parts total (the sum of qty × sell_ea);
 *   `sup_fee` shop supplies fee (6% of labor, at most $38); `disc_amt` coupon discount; `tax_amt` sales tax (on parts and
 *   supplies, labor is not taxed; zero for tax-exempt customers); `ro_tot` the invoice total, lbr_tot + pts_tot + sup_fee
 *   - disc_amt + tax_amt. On open and on-hold ROs the amounts are the work written up so far.
 * - `lbr_ln`: labor lines (jobs) on a repair order. `ro_no`; `ln_no`; `op_cd` the job: LOF lube, oil & filter, TROT tire
 *   rotation, FLSH fluid flush, BATT battery replacement, TIRE mount & balance tires, ALGN alignment, BRKF front brakes,
 *   BRKR rear brakes, SUSP struts / shocks, STER steering & front-end parts, EXH exhaust / catalytic converter, TRNS
 *   transmission service, TUNE spark plugs & coils, ACSV A/C recharge, ACRP A/C compressor, DIAG diagnosis, COOL cooling
 *   system, ELEC alternator / starter, ENGR engine repair; `op_desc` the job's description; `tech_id` the tech_no of the
 *   technician who did the job; `flag_hrs` flagged (flat-rate, book) hours: the hours billed, and paid to a flat-rate
 *   tech (0 when a tech redoes his own workmanship comeback); `act_hrs` the clock hours the tech actually spent on the job
 *   (from the job clocks installed on 2024-03-01: empty on ROs opened before); `lbr_rt` the labor rate charged in dollars
 *   per hour (fleet accounts get 10% off the door rate); `lbr_amt` the labor charged: flag_hrs × lbr_rt, except that an
 *   oil change (LOF) is sold at a fixed package price (less 10% for fleet accounts), the diagnosis is often waived (0)
 *   when a retail customer goes ahead with the repair, and comeback rework is 0.
 * - `pt_ln`: parts lines. `ro_no`; `ln_no`; `part_no`; `part_desc`; `vnd_cd` the supplier: NAPA NAPA Auto Parts, OREL
 *   O'Reilly Auto Parts, WPAC Worldpac (import parts), DLR a new-car dealer's parts counter, ATD American Tire
 *   Distributors, STK shop stock (bulk oil, fluids, refrigerant); `qty`; `cost_ea` our cost per unit; `sell_ea` the price
 *   charged per unit (0 on comeback rework).
 * - `pmt`: payments received. `pmt_no`; `inv_no` the ro_no of the invoice paid; `pmt_dt`; `pmt_amt` dollars; `pmt_mthd`
 *   CC credit / debit card, CASH, CHK cheque, ACH bank transfer, FIN third-party consumer financing, WTY payment from a
 *   warranty company. A customer may split a bill (card and cash); a warranty company sometimes pays less than claimed,
 *   and the rest is then still owed.
 * - `appt`: appointments. `appt_no`; `shop_cd`; `cust_no`; `veh_id`; `appt_dt` the appointment date as text
 *   'MM/DD/YYYY'; `appt_tm` the time 'HH:MM'; `bkd_dt` the day it was booked; `chnl_cd` how it was booked: P phone, W
 *   online on the website, C at the counter during an earlier visit; `rsn_txt` the customer's concern; `appt_sts` S
 *   scheduled (upcoming), A arrived (an RO was opened), N no-show, X cancelled by the customer; `ro_no` the RO opened for
 *   it.
 * - `wcb`: warranty comeback claims. `cb_no`; `orig_ro` the ro_no of the original repair; `rwk_ro` the ro_no of the
 *   no-charge rework RO (empty when no rework was done); `rpt_dt` the day the customer reported the problem; `cause_cd`
 *   PF part failure (a defective part), WK workmanship (an installation error), DX misdiagnosis, NR not related to our
 *   repair (investigated and declined: not a real comeback, no rework); `tech_no` the technician held responsible (the
 *   one who did the original job; empty for NR); `note_txt` the complaint; `cb_cost` what the rework cost us (parts at
 *   cost plus the hours paid to the tech; 0 for NR, empty while the claim is open); `vnd_cr` the credit the supplier
 *   gave back for a failed part; `cb_sts` O open (under investigation or rework not finished), C closed; `cls_dt` the
 *   day it was closed.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST = '2023-01-03';
const LAST = '2026-11-24';
const HIL_START = '2024-07-08';
const CLOCKS_FROM = '2024-03-01';
const APPT_HORIZON = '2026-12-23';

const DAY = 86_400_000;
const addDays = (d: string, n: number): string => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const diffDays = (a: string, b: string): number => Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY);
const dow = (d: string): number => new Date(`${d}T00:00:00Z`).getUTCDay();
const mdy = (d: string): string => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const maxD = (a: string, b: string): string => (a > b ? a : b);
const minD = (a: string, b: string): string => (a < b ? a : b);
const money = (n: number): number => Math.round(n * 100) / 100;
const r1 = (n: number): number => Math.round(n * 10) / 10;

type ShopCd = 'WST' | 'GRV' | 'DUB' | 'HIL';
const SHOP_CDS: ShopCd[] = ['WST', 'GRV', 'DUB', 'HIL'];
const SHOPS: [ShopCd, string, string, string, string, string, number, number, number, number, string][] = [
  ['WST', "Miller's Auto Service", '88 N State St', 'Westerville', 'OH', '43081', 2011, 6, 148, 7.25, 'Karen Miller'],
  ['GRV', 'Grove City Car Care', '3920 Broadway', 'Grove City', 'OH', '43123', 2016, 4, 136, 8.0, 'Angela Brooks'],
  ['DUB', 'Dublin Import Specialists', '6540 Sawmill Rd', 'Dublin', 'OH', '43017', 2019, 4, 178, 8.0, 'Mark Feeney'],
  ['HIL', 'Hilliard Tire & Auto', '4150 Main St', 'Hilliard', 'OH', '43026', 2024, 5, 150, 8.0, 'Gary Lutz'],
];
const TAX: Record<ShopCd, number> = { WST: 7.25, GRV: 8.0, DUB: 8.0, HIL: 8.0 };
const RATE: Record<ShopCd, Record<string, number>> = {
  WST: { 2023: 128, 2024: 134, 2025: 142, 2026: 148 },
  GRV: { 2023: 118, 2024: 124, 2025: 130, 2026: 136 },
  DUB: { 2023: 155, 2024: 162, 2025: 169, 2026: 178 },
  HIL: { 2024: 138, 2025: 144, 2026: 150 },
};
const LOF_PKG: Record<string, number> = { 2023: 24.95, 2024: 26.95, 2025: 27.95, 2026: 29.95 };
const PRICE_F: Record<string, number> = { 2023: 0.94, 2024: 0.97, 2025: 1, 2026: 1.04 };
const VOL_F: Record<string, number> = { 2023: 0.9, 2024: 0.95, 2025: 1, 2026: 1.05 };
const SEASON = [0, 0.82, 0.95, 1.18, 1.15, 1.05, 1.0, 0.93, 1.0, 0.95, 1.05, 1.06, 0.84];

// ---------- calendar ----------
const nthDow = (y: number, m: number, wd: number, n: number): string => {
  let d = `${y}-${String(m).padStart(2, '0')}-01`;
  while (dow(d) !== wd) d = addDays(d, 1);
  return addDays(d, 7 * (n - 1));
};
const lastDow = (y: number, m: number, wd: number): string => {
  let d = addDays(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`, -1);
  while (dow(d) !== wd) d = addDays(d, -1);
  return d;
};
const HOLIDAYS = new Set<string>();
for (const y of [2023, 2024, 2025, 2026, 2027]) {
  HOLIDAYS.add(`${y}-01-01`);
  HOLIDAYS.add(lastDow(y, 5, 1));
  HOLIDAYS.add(`${y}-07-04`);
  HOLIDAYS.add(nthDow(y, 9, 1, 1));
  HOLIDAYS.add(nthDow(y, 11, 4, 4));
  HOLIDAYS.add(`${y}-12-24`);
  HOLIDAYS.add(`${y}-12-25`);
}
const GRV_CLOSED: [string, string] = ['2025-02-10', '2025-02-21'];
const isOpen = (s: ShopCd, d: string): boolean => {
  const w = dow(d);
  if (w === 0) return false;
  if (s === 'DUB' && w === 6) return false;
  if (s === 'HIL' && d < HIL_START) return false;
  if (s === 'GRV' && d >= GRV_CLOSED[0] && d <= GRV_CLOSED[1]) return false;
  return !HOLIDAYS.has(d);
};
const nextOpen = (s: ShopCd, d: string): string => {
  let x = d;
  while (!isOpen(s, x)) x = addDays(x, 1);
  return x;
};

// ---------- technicians ----------
type Lvl = 'M' | 'A' | 'B' | 'L';
interface Tech { no: number; first: string; last: string; shop: ShopCd; lvl: Lvl; pln: 'F' | 'H'; rt: number; hire: string; term: string | null }
const TECHS: Tech[] = (
  [
    [101, 'Dave', 'Miller', 'WST', 'M', 'F', 38, '2011-04-04', null],
    [102, 'Luis', 'Ortega', 'WST', 'A', 'F', 32, '2015-06-15', null],
    [103, 'Kyle', 'Brandt', 'WST', 'B', 'F', 26, '2019-03-11', '2025-04-18'],
    [104, 'Jasmine', 'Cole', 'WST', 'L', 'H', 19.5, '2022-01-10', null],
    [105, 'Tomasz', 'Nowak', 'WST', 'B', 'F', 27, '2025-05-05', null],
    [106, 'Andre', 'Wilkins', 'WST', 'L', 'H', 18, '2023-08-14', null],
    [107, 'Sean', 'Murphy', 'WST', 'L', 'H', 17, '2021-06-07', '2023-07-28'],
    [201, 'Ray', 'Halloran', 'GRV', 'M', 'F', 37, '2016-02-01', null],
    [202, 'Chris', 'Padgett', 'GRV', 'A', 'F', 31, '2018-04-16', null],
    [203, 'Devin', 'Shaw', 'GRV', 'L', 'H', 17.5, '2021-09-13', '2024-09-30'],
    [204, 'Marco', 'Silva', 'GRV', 'B', 'F', 26, '2020-07-06', null],
    [205, 'Ethan', 'Ruiz', 'GRV', 'L', 'H', 18.5, '2024-10-14', null],
    [301, 'Stefan', 'Hartmann', 'DUB', 'M', 'F', 42, '2019-05-06', null],
    [302, 'Kenji', 'Watanabe', 'DUB', 'A', 'F', 35, '2019-05-06', null],
    [303, 'Priya', 'Desai', 'DUB', 'A', 'F', 34, '2022-03-21', null],
    [304, 'Owen', 'Fitzgerald', 'DUB', 'L', 'H', 18, '2023-02-06', '2026-06-12'],
    [305, 'Noah', 'Brennan', 'DUB', 'L', 'H', 19, '2026-06-22', null],
    [401, 'Gary', 'Lutz', 'HIL', 'M', 'F', 36, '2008-03-03', null],
    [402, 'Brandon', 'Tate', 'HIL', 'B', 'F', 27, '2017-08-21', null],
    [403, 'Miguel', 'Reyes', 'HIL', 'L', 'H', 18, '2020-05-04', null],
    [404, 'Tyler', 'Sommers', 'HIL', 'L', 'H', 17.5, '2024-11-04', null],
    [405, 'Aaron', 'Pike', 'HIL', 'A', 'F', 31, '2025-02-10', null],
    [406, 'Rick', 'Dolan', 'HIL', 'A', 'F', 30, '2012-09-10', '2024-12-20'],
  ] as [number, string, string, ShopCd, Lvl, 'F' | 'H', number, string, string | null][]
).map(([no, first, last, shop, lvl, pln, rt, hire, term]) => ({ no, first, last, shop, lvl, pln, rt, hire, term }));
/** how fast a tech beats (below 1) or misses (above 1) book time */
const SPEED: Record<number, number> = {
  101: 0.72, 102: 0.86, 103: 1.08, 104: 1.05, 105: 0.97, 106: 1.12, 107: 1.15, 201: 0.78, 202: 0.9, 203: 1.1, 204: 0.95, 205: 1.02,
  301: 0.74, 302: 0.83, 303: 0.92, 304: 1.06, 305: 1.1, 401: 0.8, 402: 0.99, 403: 1.0, 404: 1.14, 405: 0.88, 406: 0.93,
};
/** comeback propensity */
const CB_F: Record<number, number> = {
  101: 0.5, 102: 0.8, 103: 2.6, 104: 0.6, 105: 1.1, 106: 0.9, 107: 1.5, 201: 0.6, 202: 1.0, 203: 1.2, 204: 1.6, 205: 0.5,
  301: 0.45, 302: 0.8, 303: 0.7, 304: 1.0, 305: 0.8, 401: 0.7, 402: 1.3, 403: 0.9, 404: 1.1, 405: 1.0, 406: 2.0,
};
const activeOn = (t: Tech, d: string) => t.hire <= d && (!t.term || t.term >= d);

// ---------- operations ----------
type OpCd = 'LOF' | 'TROT' | 'FLSH' | 'BATT' | 'TIRE' | 'ALGN' | 'BRKF' | 'BRKR' | 'SUSP' | 'STER' | 'EXH' | 'TRNS' | 'TUNE' | 'ACSV' | 'DIAG'
  | 'COOL' | 'ELEC' | 'ACRP' | 'ENGR';
const OPS: Record<OpCd, [string, number, number, 'L' | 'M' | 'H']> = {
  LOF: ['Lube, oil & filter change', 0.3, 0.5, 'L'],
  TROT: ['Tire rotation', 0.3, 0.5, 'L'],
  FLSH: ['Fluid flush (brake / coolant)', 0.8, 1.2, 'L'],
  BATT: ['Battery test & replacement', 0.4, 0.8, 'L'],
  TIRE: ['Mount & balance tires', 0.8, 1.4, 'L'],
  ALGN: ['Four-wheel alignment', 1.0, 1.3, 'M'],
  BRKF: ['Front brake pads & rotors', 1.4, 2.1, 'M'],
  BRKR: ['Rear brake pads & rotors', 1.3, 2.2, 'M'],
  SUSP: ['Struts / shocks replacement', 2.2, 3.6, 'M'],
  STER: ['Steering & front-end parts', 1.5, 3.0, 'M'],
  EXH: ['Exhaust / catalytic converter', 1.0, 2.6, 'M'],
  TRNS: ['Transmission fluid service', 1.0, 1.4, 'M'],
  TUNE: ['Spark plugs & ignition coils', 1.0, 2.8, 'M'],
  ACSV: ['A/C evacuate & recharge', 1.0, 1.5, 'M'],
  DIAG: ['Diagnostic time', 1.0, 1.0, 'H'],
  COOL: ['Cooling system repair (water pump / radiator)', 2.0, 4.2, 'H'],
  ELEC: ['Alternator / starter replacement', 1.3, 3.0, 'H'],
  ACRP: ['A/C compressor replacement', 3.0, 4.8, 'H'],
  ENGR: ['Engine repair (gaskets / timing)', 4.0, 9.5, 'H'],
};
const REASON: Record<OpCd, string[]> = {
  LOF: ['Oil change', 'Oil change', 'Oil change + rotate', 'Maintenance due light', 'Oil change, check noise'],
  TROT: ['Tire rotation'],
  FLSH: ['Brake fluid flush', 'Coolant flush'],
  BATT: ['Car won\'t start', 'Battery light on', 'Slow crank / battery'],
  TIRE: ['New tires', 'Tire quote / replace', 'Winter tires'],
  ALGN: ['Alignment', 'Pulls to the right'],
  BRKF: ['Brakes squeaking', 'Brake pedal pulsates', 'Front brakes'],
  BRKR: ['Rear brakes grinding', 'Brake noise from rear'],
  SUSP: ['Bouncy ride', 'Clunk over bumps'],
  STER: ['Steering wheel shakes', 'Clunk when turning'],
  EXH: ['Loud exhaust', 'Exhaust rattle'],
  TRNS: ['Transmission service', 'Shifts hard'],
  TUNE: ['Engine misfire', 'Rough idle'],
  ACSV: ['A/C not cold', 'A/C blowing warm'],
  DIAG: ['Check engine light', 'Check engine light on', 'Electrical issue', 'Noise - diagnose', 'Warning light on dash'],
  COOL: ['Overheating', 'Coolant leak'],
  ELEC: ['No start / clicking', 'Battery light on'],
  ACRP: ['A/C not working'],
  ENGR: ['Oil leak', 'Engine noise', 'Timing belt due'],
};

// ---------- vehicles ----------
const MAKES_GEN: [string, string[], number][] = [
  ['Ford', ['F-150', 'Escape', 'Explorer', 'Fusion', 'Focus', 'Edge', 'Ranger'], 14],
  ['Chevrolet', ['Silverado 1500', 'Equinox', 'Malibu', 'Cruze', 'Traverse', 'Tahoe'], 13],
  ['Toyota', ['Camry', 'Corolla', 'RAV4', 'Highlander', 'Tacoma', 'Sienna'], 13],
  ['Honda', ['Civic', 'Accord', 'CR-V', 'Pilot', 'Odyssey'], 12],
  ['Nissan', ['Altima', 'Rogue', 'Sentra', 'Pathfinder'], 6],
  ['Jeep', ['Grand Cherokee', 'Wrangler', 'Cherokee', 'Compass'], 6],
  ['Hyundai', ['Elantra', 'Sonata', 'Tucson', 'Santa Fe'], 5],
  ['Kia', ['Optima', 'Sorento', 'Soul', 'Forte', 'Sportage'], 4],
  ['Ram', ['1500', '2500'], 3],
  ['GMC', ['Sierra 1500', 'Acadia', 'Terrain'], 3],
  ['Subaru', ['Outback', 'Forester', 'Impreza', 'Crosstrek'], 4],
  ['Dodge', ['Grand Caravan', 'Charger', 'Durango', 'Journey'], 3],
  ['Buick', ['Enclave', 'Encore', 'LaCrosse'], 2],
  ['Mazda', ['CX-5', 'Mazda3', 'Mazda6'], 2],
  ['Volkswagen', ['Jetta', 'Passat', 'Tiguan'], 2],
  ['Chrysler', ['Pacifica', '200', 'Town & Country'], 2],
  ['Acura', ['MDX', 'TLX', 'RDX'], 1],
  ['Lexus', ['RX 350', 'ES 350'], 1],
  ['BMW', ['328i', 'X3', 'X5'], 1],
  ['Audi', ['A4', 'Q5'], 0.5],
  ['Mercedes-Benz', ['C300', 'GLC 300'], 0.5],
  ['Volvo', ['XC60', 'XC90'], 0.5],
];
const MAKES_IMP: [string, string[], number][] = [
  ['BMW', ['328i', 'X3', 'X5', '530i', 'X1'], 12],
  ['Mercedes-Benz', ['C300', 'E350', 'GLC 300', 'GLE 350'], 10],
  ['Volkswagen', ['Jetta', 'Passat', 'Tiguan', 'Atlas', 'GTI'], 10],
  ['Audi', ['A4', 'Q5', 'A6', 'Q7'], 9],
  ['Subaru', ['Outback', 'Forester', 'Crosstrek', 'Ascent'], 8],
  ['Toyota', ['Camry', 'RAV4', 'Highlander', '4Runner'], 8],
  ['Volvo', ['XC60', 'XC90', 'S60'], 7],
  ['Honda', ['Accord', 'CR-V', 'Pilot'], 7],
  ['Lexus', ['RX 350', 'ES 350', 'NX 300'], 7],
  ['Acura', ['MDX', 'TLX', 'RDX'], 5],
  ['Mini', ['Cooper', 'Countryman'], 4],
  ['Land Rover', ['Range Rover Sport', 'Discovery Sport'], 3],
  ['Mazda', ['CX-5', 'CX-9'], 3],
  ['Hyundai', ['Santa Fe', 'Tucson'], 2],
  ['Ford', ['Explorer', 'Escape'], 2],
  ['Chevrolet', ['Equinox', 'Tahoe'], 2],
  ['Porsche', ['Cayenne', 'Macan'], 1],
  ['Jeep', ['Grand Cherokee'], 1],
];
const IMPORT_MAKES = new Set(['BMW', 'Mercedes-Benz', 'Volkswagen', 'Audi', 'Volvo', 'Mini', 'Land Rover', 'Porsche']);

const FIRSTN = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Chris', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty',
  'Mark', 'Sandra', 'Steven', 'Ashley', 'Paul', 'Kimberly', 'Andrew', 'Emily', 'Josh', 'Donna', 'Kevin', 'Michelle', 'Brian', 'Amanda',
  'Tim', 'Melissa', 'Jason', 'Deborah', 'Jeff', 'Stephanie', 'Ryan', 'Rebecca', 'Jacob', 'Laura', 'Gary', 'Sharon', 'Nick', 'Cynthia',
  'Eric', 'Kathleen', 'Jon', 'Amy', 'Scott', 'Angela', 'Brandon', 'Heather', 'Ben', 'Megan', 'Sam', 'Rachel', 'Greg', 'Nicole', 'Abdi',
  'Fatima', 'Mohamed', 'Hui', 'Raj', 'Anita', 'Carlos', 'Maria', 'Luis', 'Ana', 'Minh', 'Linh'];
const LASTN = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott',
  'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans',
  'Edwards', 'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Kelly',
  'Howard', 'Cox', 'Ward', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long',
  'Ross', 'Foster', 'Schneider', 'Meyer', 'Yoder', 'Hoffman', 'Schmidt', 'Weber', 'Kovac', 'Nguyen', 'Tran', 'Patel', 'Shah', 'Ali',
  'Hassan', 'Warsame', 'Garcia', 'Lopez', 'Hernandez', 'Kim', 'Chen', 'Wang', 'Sullivan', 'O\'Brien', 'McCarthy', 'Brennan', 'Fischer'];
const CITY_BY_SHOP: Record<ShopCd, [string, string, number][]> = {
  WST: [['Westerville', '43081', 50], ['Columbus', '43229', 14], ['Columbus', '43231', 10], ['Lewis Center', '43035', 10], ['Galena', '43021', 5], ['Gahanna', '43230', 11]],
  GRV: [['Grove City', '43123', 55], ['Columbus', '43223', 15], ['Columbus', '43207', 10], ['Orient', '43146', 5], ['Galloway', '43119', 15]],
  DUB: [['Dublin', '43017', 45], ['Dublin', '43016', 10], ['Powell', '43065', 15], ['Columbus', '43235', 15], ['Hilliard', '43026', 8], ['Plain City', '43064', 7]],
  HIL: [['Hilliard', '43026', 55], ['Columbus', '43228', 15], ['Galloway', '43119', 10], ['Dublin', '43016', 10], ['Plain City', '43064', 10]],
};

interface Cust {
  no: number; nm: string; typ: 'R' | 'F'; phone: string; city: string; zip: string; home: ShopCd; crt: string; src: string | null;
  terms: 'COD' | 'N15' | 'N30'; taxEx: 'Y' | 'N'; sms: 'Y' | 'N'; from: string; until: string; pay: 'PROMPT' | 'NORMAL' | 'SLOW' | 'DELINQ';
  mthd: string; forceFirst: boolean; seasonal: boolean; vehicles: Veh[]; unitPfx: string;
}
interface Veh {
  id: number; owner: Cust; vin: string; yr: number; make: string; model: string; plate: string; unit: string | null; from: string;
  until: string; rate: number; baseMi: number; annual: number;
}
interface Lbr { op: OpCd; desc: string; tech: Tech; flag: number; act: number | null; rate: number; amt: number }
interface Pt { pn: string; desc: string; vnd: string; qty: number; cost: number; sell: number }
interface RO {
  no: number; seq: number; shop: ShopCd; cust: Cust; veh: Veh; open: string; clsd: string | null; due: string | null;
  sts: 'O' | 'H' | 'C' | 'V'; pay: 'C' | 'F' | 'W' | 'T'; mi: number; lbr: Lbr[]; pts: Pt[]; lbrTot: number; ptsTot: number; sup: number;
  disc: number; tax: number; tot: number; main: OpCd; cb?: Claim;
}
interface Claim {
  no: number; orig: RO; rwk: RO | null; rpt: string; cause: 'PF' | 'WK' | 'DX' | 'NR'; tech: Tech | null; cost: number | null; vcr: number | null;
  sts: 'O' | 'C'; cls: string | null; note: string;
}
interface Appt { no: number; shop: ShopCd; cust: Cust; veh: Veh; dt: string; tm: string; bkd: string; chnl: 'P' | 'W' | 'C'; rsn: string; sts: 'A' | 'N' | 'X' | 'S'; ro: RO | null }
interface Pmt { no: number; ro: RO; dt: string; amt: number; mthd: string }

const FLEETS: [string, ShopCd, number, 'N15' | 'N30', 'Y' | 'N', Cust['pay'], string, string, string, string | null, string, boolean][] = [
  // name, shop, vehicles, terms, tax exempt, pay behaviour, method, crt, from, until, unit prefix, seasonal
  ['Buckeye Plumbing & Drain', 'WST', 12, 'N30', 'N', 'NORMAL', 'ACH', '2014-03-10', FIRST, null, 'BP', false],
  ['Scioto Valley Landscaping', 'GRV', 9, 'N30', 'N', 'SLOW', 'CHK', '2017-04-02', FIRST, null, 'SVL', true],
  ['Capital City Couriers', 'HIL', 13, 'N15', 'N', 'PROMPT', 'ACH', '2024-09-03', '2024-09-03', null, 'CC', false],
  ['Olentangy HVAC Services', 'WST', 8, 'N30', 'N', 'PROMPT', 'ACH', '2016-08-22', FIRST, null, 'OH', false],
  ['Dublin Executive Car Service', 'DUB', 6, 'N30', 'N', 'NORMAL', 'CHK', '2020-01-13', FIRST, null, 'DX', false],
  ['Habitat ReStore Central Ohio', 'GRV', 3, 'N30', 'Y', 'SLOW', 'CHK', '2019-05-20', FIRST, null, 'HR', false],
  ['Blendon Township Senior Shuttle', 'WST', 4, 'N30', 'Y', 'NORMAL', 'CHK', '2018-02-05', FIRST, null, 'BT', false],
  ['Metro Pest Control', 'HIL', 7, 'N30', 'N', 'DELINQ', 'CHK', '2024-07-08', HIL_START, null, 'MP', false],
  ['Darby Creek Property Mgmt', 'GRV', 5, 'N30', 'N', 'NORMAL', 'ACH', '2021-10-11', FIRST, null, 'DC', false],
  ['Short North Flower Delivery', 'DUB', 3, 'N15', 'N', 'PROMPT', 'ACH', '2023-03-06', '2023-03-06', null, 'SN', false],
  ['Big Walnut Roofing', 'WST', 6, 'N30', 'N', 'SLOW', 'CHK', '2025-04-14', '2025-04-14', null, 'BW', true],
  ['Hayden Run Pools', 'HIL', 4, 'N30', 'N', 'NORMAL', 'ACH', '2024-07-08', HIL_START, '2025-10-17', 'HRP', true],
  ['Alum Creek Tree Service', 'WST', 5, 'N30', 'N', 'DELINQ', 'CHK', '2022-05-16', FIRST, null, 'AC', false],
  ['Galloway Mobile Mechanics Supply', 'GRV', 2, 'N30', 'N', 'NORMAL', 'ACH', '2025-08-04', '2025-08-04', null, 'GM', false],
];
const FLEET_MODELS: [string, string, number][] = [
  ['Ford', 'Transit 250', 8], ['Ford', 'F-150', 6], ['Ford', 'F-250 Super Duty', 5], ['Ford', 'Transit Connect', 3], ['Chevrolet', 'Express 2500', 5],
  ['Chevrolet', 'Silverado 2500HD', 3], ['Ram', 'ProMaster 2500', 4], ['Ram', '1500', 3], ['Toyota', 'Tacoma', 2], ['Nissan', 'NV200', 2],
];
const LIMO_MODELS: [string, string, number][] = [['Mercedes-Benz', 'E350', 3], ['Lexus', 'LS 500', 2], ['BMW', '740i', 1], ['Cadillac', 'Escalade', 2]];

const VIN_CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YR_CODE: Record<number, string> = {};
'123456789ABCDEFGHJKLMNPRSTVWXY'.split('').forEach((c, i) => { YR_CODE[2001 + i] = c; });
const WMI: Record<string, string> = {
  Ford: '1FM', Chevrolet: '1GC', Toyota: '4T1', Honda: '1HG', Nissan: '1N4', Jeep: '1C4', Hyundai: '5NP', Kia: '5XX', Ram: '3C6', GMC: '1GT',
  Subaru: '4S4', Dodge: '2C4', Buick: '5GA', Mazda: 'JM1', Volkswagen: '3VW', Chrysler: '2C3', Acura: '19U', Lexus: '2T2', BMW: 'WBA',
  Audi: 'WAU', 'Mercedes-Benz': 'WDD', Volvo: 'YV4', Mini: 'WMW', 'Land Rover': 'SAL', Porsche: 'WP1', Cadillac: '1GY',
};

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(51_877);
  const rnd = (lo: number, hi: number) => lo + r.next() * (hi - lo);

  // ---------- customers and vehicles ----------
  const custs: Cust[] = [];
  const usedNames = new Set<string>();
  const person = (): string => {
    let nm: string;
    do nm = `${r.pick(LASTN)}, ${r.pick(FIRSTN)}`; while (usedNames.has(nm));
    usedNames.add(nm);
    return nm;
  };
  const phone = () => `${r.pick(['614', '614', '614', '380', '740'])}-${r.int(200, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`;
  const vin = (make: string, yr: number) => {
    let s = WMI[make] ?? '1XX';
    while (s.length < 9) s += r.pick(VIN_CH.split(''));
    s += YR_CODE[yr] ?? 'X';
    while (s.length < 17) s += r.pick('0123456789'.split(''));
    return s;
  };
  const plate = () => `${'ABCDEFGHJKLMNPRSTVWXYZ'[r.int(0, 21)]}${'ABCDEFGHJKLMNPRSTVWXYZ'[r.int(0, 21)]}${'ABCDEFGHJKLMNPRSTVWXYZ'[r.int(0, 21)]}${r.int(1000, 9999)}`;
  const vehicles: Veh[] = [];
  const addVeh = (c: Cust, make: string, model: string, yr: number, rate: number, annual: number, unit: string | null) => {
    let from = c.from;
    let until = c.until;
    if (c.typ === 'R' && c.vehicles.length > 0 && r.chance(0.2)) from = r.date(c.from, maxD(c.from, addDays(LAST, -60)));
    if (c.typ === 'R' && r.chance(0.13)) {
      const end = r.date(from, until);
      if (diffDays(end, from) > 120) until = end;
    }
    if (yr >= 2023) from = maxD(from, `${yr - 1}-09-01`);
    const age = Math.max(0.2, 2023 - yr + 0.4);
    const v: Veh = {
      id: 0, owner: c, vin: vin(make, yr), yr, make, model, plate: plate(), unit, from, until, rate,
      baseMi: Math.round(age * annual * rnd(0.8, 1.2)), annual,
    };
    c.vehicles.push(v);
    vehicles.push(v);
  };
  const retailYear = () => r.weighted<number>([
    [2004, 1], [2005, 1], [2006, 2], [2007, 2], [2008, 3], [2009, 3], [2010, 4], [2011, 5], [2012, 6], [2013, 7], [2014, 8], [2015, 9],
    [2016, 9], [2017, 9], [2018, 8], [2019, 7], [2020, 6], [2021, 5], [2022, 4], [2023, 3], [2024, 2], [2025, 1.2], [2026, 0.4],
  ]);
  const srcFor = (d: string) => {
    const g = d < '2024-01-01' ? 28 : d < '2025-01-01' ? 33 : d < '2026-01-01' ? 38 : 42;
    return r.weighted<string>([['G', g], ['R', 26], ['D', 12], ['Y', 9], ['M', 8], ['O', 5]]);
  };
  const newRetail = (home: ShopCd, crt: string, from: string, legacy: boolean, src: string | null): Cust => {
    const [city, zip] = r.weighted(CITY_BY_SHOP[home].map((c) => [[c[0], c[1]], c[2]] as const));
    let until = LAST;
    if (legacy && r.chance(0.14)) until = addDays(from, -1); // dormant: no visits any more
    else if (r.chance(0.3)) {
      const end = r.date(from, LAST);
      if (diffDays(end, from) > 90) until = end;
    }
    const c: Cust = {
      no: 0, nm: person(), typ: 'R', phone: phone(), city, zip, home, crt, src, terms: 'COD', taxEx: 'N', sms: r.chance(0.62) ? 'Y' : 'N',
      from, until, pay: 'PROMPT', mthd: 'CC', forceFirst: !legacy, seasonal: false, vehicles: [], unitPfx: '',
    };
    custs.push(c);
    const n = r.weighted<number>([[1, 68], [2, 26], [3, 5], [4, 1]]);
    for (let i = 0; i < n; i++) {
      const [make, models] = r.weighted((home === 'DUB' ? MAKES_IMP : MAKES_GEN).map((m) => [[m[0], m[1]], m[2]] as const));
      let yr = retailYear();
      if (home === 'DUB' && yr < 2008) yr += 4;
      const rate = r.weighted<number>([[0.35, 24], [0.75, 34], [1.25, 28], [2.0, 14]]);
      addVeh(c, make, r.pick(models), yr, rate, r.int(7, 16) * 1000, null);
    }
    return c;
  };
  const OPEN_FROM: Record<ShopCd, string> = { WST: '2011-04-04', GRV: '2016-03-01', DUB: '2019-05-06', HIL: HIL_START };
  const LEGACY: Record<ShopCd, number> = { WST: 290, GRV: 200, DUB: 175, HIL: 165 };
  const NEW_PER_YR: Record<ShopCd, number> = { WST: 48, GRV: 36, DUB: 34, HIL: 42 };
  for (const s of SHOP_CDS) {
    for (let i = 0; i < LEGACY[s]; i++) {
      if (s === 'HIL') newRetail(s, HIL_START, HIL_START, true, null);
      else {
        // legacy customers were set up over the years, more of them recently
        const span = diffDays('2022-12-31', OPEN_FROM[s]);
        const crt = addDays(OPEN_FROM[s], Math.floor(span * Math.pow(r.next(), 0.6)));
        newRetail(s, crt, FIRST, true, null);
      }
    }
    const start = s === 'HIL' ? addDays(HIL_START, 1) : FIRST;
    const n = Math.round(NEW_PER_YR[s] * diffDays(LAST, start) / 365);
    for (let i = 0; i < n; i++) {
      let d: string;
      do d = r.date(start, LAST); while (!isOpen(s, d) || !r.chance(SEASON[Number(d.slice(5, 7))]! / 1.2));
      newRetail(s, d, d, false, srcFor(d));
    }
  }
  for (const [nm, home, nv, terms, taxEx, pay, mthd, crt, from, until, pfx, seasonal] of FLEETS) {
    const [city, zip] = r.weighted(CITY_BY_SHOP[home].map((c) => [[c[0], c[1]], c[2]] as const));
    const c: Cust = {
      no: 0, nm, typ: 'F', phone: phone(), city, zip, home, crt, src: crt >= '2023-01-01' && home !== 'HIL' ? 'F' : crt > HIL_START ? 'F' : null,
      terms, taxEx, sms: 'N', from, until: until ?? LAST, pay, mthd, forceFirst: false, seasonal, vehicles: [], unitPfx: pfx,
    };
    custs.push(c);
    for (let i = 0; i < nv; i++) {
      const [make, model] = nm.startsWith('Dublin Executive')
        ? r.weighted(LIMO_MODELS.map((m) => [[m[0], m[1]], m[2]] as const))
        : r.weighted(FLEET_MODELS.map((m) => [[m[0], m[1]], m[2]] as const));
      const yr = r.int(2016, 2025);
      addVeh(c, make, model, yr, rnd(2.4, 3.4), r.int(20, 32) * 1000, `${pfx}-${String(i + 1).padStart(2, '0')}`);
    }
    // fleets add a vehicle or two along the way
    if (r.chance(0.5)) {
      const [make, model] = r.weighted(FLEET_MODELS.map((m) => [[m[0], m[1]], m[2]] as const));
      addVeh(c, make, model, 2026, rnd(2.4, 3.4), r.int(20, 32) * 1000, `${pfx}-${String(nv + 1).padStart(2, '0')}`);
    }
  }

  // ---------- visits -> repair orders ----------
  const ros: RO[] = [];
  let roSeq = 0;
  const techFor = (shop: ShopCd, d: string, op: OpCd): Tech => {
    const band = OPS[op][3];
    const at = TECHS.filter((t) => t.shop === shop && activeOn(t, d));
    const w = (t: Tech): number => {
      const base = band === 'L' ? { L: 6, B: 2, A: 1, M: 0.3 }[t.lvl] : band === 'M' ? { L: 0.4, B: 4, A: 4, M: 2 }[t.lvl] : { L: 0, B: 1.2, A: 4, M: 5 }[t.lvl];
      if (op === 'DIAG' && t.no === 303) return base * 3;
      return base;
    };
    const pool = at.map((t) => [t, w(t)] as const).filter(([, x]) => x > 0);
    return r.weighted(pool);
  };
  const mainOp = (c: Cust, v: Veh, shop: ShopCd, d: string): OpCd => {
    const m = Number(d.slice(5, 7));
    const winter = m === 12 || m <= 2;
    const summer = m >= 5 && m <= 8;
    const tireSeason = m === 10 || m === 11 || m === 3 || m === 4;
    const fleet = c.typ === 'F';
    const age = Number(d.slice(0, 4)) - v.yr;
    const old = age >= 8 ? 1.4 : age <= 3 ? 0.5 : 1;
    return r.weighted<OpCd>([
      ['LOF', fleet ? 62 : 34], ['BRKF', 8], ['BRKR', 4], ['BATT', winter ? 10 : 3], ['TIRE', (tireSeason ? 9 : 4) * (shop === 'HIL' ? 2.2 : 1)],
      ['ALGN', 3], ['DIAG', 10 * old], ['ACSV', summer ? 7 : 0.6], ['ACRP', (summer ? 2 : 0.2) * old], ['COOL', 2.4 * old],
      ['SUSP', 2 * old], ['TUNE', 2.4 * old], ['TRNS', 2], ['ENGR', 1.5 * old], ['ELEC', (winter ? 3.6 : 2.2) * old], ['EXH', 1.5 * old],
      ['STER', 2 * old], ['FLSH', 2],
    ]);
  };
  const jobsFor = (main: OpCd, d: string, fleet: boolean): OpCd[] => {
    const m = Number(d.slice(5, 7));
    const jobs: OpCd[] = [main];
    const add = (op: OpCd) => { if (!jobs.includes(op)) jobs.push(op); };
    switch (main) {
      case 'LOF':
        if (r.chance(fleet ? 0.25 : 0.4)) add('TROT');
        if (r.chance(0.05)) add('FLSH');
        if (r.chance(m === 12 || m <= 2 ? 0.06 : 0.02)) add('BATT');
        if (r.chance(0.05)) add('BRKF');
        if (r.chance(0.03)) add(r.pick(['TIRE', 'ALGN', 'BRKR'] as OpCd[]));
        break;
      case 'DIAG':
        if (r.chance(0.62)) add(r.weighted<OpCd>([['ELEC', 4], ['TUNE', 4], ['COOL', 3], ['ENGR', 2], ['EXH', 2], ['ACRP', m >= 5 && m <= 8 ? 3 : 0.3], ['STER', 1]]));
        break;
      case 'TIRE':
        if (r.chance(0.35)) add('ALGN');
        break;
      case 'BRKF':
        if (r.chance(0.2)) add('BRKR');
        if (r.chance(0.2)) add('FLSH');
        if (r.chance(0.15)) add('LOF');
        break;
      case 'SUSP':
        if (r.chance(0.7)) add('ALGN');
        break;
      case 'STER':
        if (r.chance(0.6)) add('ALGN');
        break;
      case 'ENGR':
      case 'COOL':
        if (r.chance(0.2)) add('FLSH');
        break;
      default:
        if (r.chance(0.15)) add('LOF');
    }
    return jobs;
  };
  const fluidFor = (v: Veh) => (v.yr >= 2016 ? (r.chance(0.7) ? '0W-20' : '5W-30') : v.yr >= 2010 ? r.pick(['5W-20', '5W-30']) : '5W-30');
  const vendorFor = (shop: ShopCd, v: Veh) => {
    if (shop === 'DUB' || IMPORT_MAKES.has(v.make)) return r.weighted<string>([['WPAC', 50], ['DLR', 25], ['NAPA', 15], ['OREL', 10]]);
    return r.weighted<string>([['NAPA', 45], ['OREL', 35], ['DLR', 10], ['WPAC', 10]]);
  };
  const partsFor = (op: OpCd, v: Veh, shop: ShopCd, d: string): Pt[] => {
    const pf = PRICE_F[d.slice(0, 4)]! * (IMPORT_MAKES.has(v.make) ? 1.3 : 1);
    const out: Pt[] = [];
    const part = (pfx: string, desc: string, vnd: string, qty: number, cost: number, markup: number) => {
      const c = money(cost * pf);
      out.push({ pn: `${pfx}-${r.int(10000, 99999)}`, desc, vnd, qty, cost: c, sell: money(Math.round(c * markup) - 0.01) });
    };
    const gen = () => vendorFor(shop, v);
    switch (op) {
      case 'LOF': {
        const q = v.owner.typ === 'F' ? r.int(6, 8) : r.int(4, 7);
        const oil = fluidFor(v);
        out.push({ pn: `OIL-${oil.replace('-', '')}`, desc: `Motor oil ${oil} synthetic blend (qt)`, vnd: 'STK', qty: q, cost: money(4.1 * PRICE_F[d.slice(0, 4)]!), sell: money(8.99 * PRICE_F[d.slice(0, 4)]!) });
        part('OF', 'Oil filter', gen(), 1, rnd(3.8, 9), 2.6);
        break;
      }
      case 'TROT':
      case 'ALGN':
      case 'DIAG':
        break;
      case 'FLSH':
        part('FL', r.pick(['Brake fluid DOT 3 (qt)', 'Coolant 50/50 (gal)']), 'STK', r.int(1, 2), rnd(9, 16), 2.2);
        break;
      case 'BATT':
        part('BAT', 'Battery group 48 / H6', r.pick(['NAPA', 'OREL']), 1, rnd(118, 168), 1.65);
        break;
      case 'TIRE': {
        const q = r.weighted<number>([[4, 70], [2, 28], [1, 2]]);
        part('TIR', `Tire ${r.pick(['215/60R16', '225/65R17', '235/65R18', '245/60R18', '275/55R20', '205/55R16'])}`, 'ATD', q, rnd(82, 185), 1.32);
        part('TPM', 'Valve stem / TPMS service kit', 'ATD', q, rnd(4, 9), 3);
        break;
      }
      case 'BRKF':
      case 'BRKR': {
        const vnd = gen();
        part('BP', `Brake pad set - ${op === 'BRKF' ? 'front' : 'rear'} (ceramic)`, vnd, 1, rnd(36, 78), 2.1);
        part('BR', `Brake rotor - ${op === 'BRKF' ? 'front' : 'rear'}`, vnd, 2, rnd(40, 95), 1.9);
        break;
      }
      case 'SUSP':
        part('ST', r.pick(['Strut assembly - front', 'Shock absorber - rear']), gen(), 2, rnd(95, 220), 1.6);
        break;
      case 'STER':
        part('TR', r.pick(['Outer tie rod end', 'Lower ball joint', 'Sway bar link']), gen(), 2, rnd(26, 70), 2);
        break;
      case 'EXH':
        if (r.chance(0.45)) part('CAT', 'Catalytic converter', gen(), 1, rnd(280, 880), 1.5);
        else part('MUF', r.pick(['Muffler', 'Flex pipe', 'Exhaust gasket & hardware']), gen(), 1, rnd(28, 140), 1.9);
        break;
      case 'TRNS':
        part('ATF', 'Automatic transmission fluid (qt)', 'STK', r.int(5, 10), rnd(6.5, 8), 2);
        if (r.chance(0.5)) part('TF', 'Transmission filter kit', gen(), 1, rnd(22, 48), 2);
        break;
      case 'TUNE': {
        const cyl = r.pick([4, 4, 6, 6, 8]);
        part('SP', 'Spark plug (iridium)', gen(), cyl, rnd(6, 14), 2.3);
        if (r.chance(0.5)) part('IC', 'Ignition coil', gen(), r.int(1, cyl === 4 ? 4 : 3), rnd(45, 82), 1.8);
        break;
      }
      case 'ACSV':
        part('REF', v.yr >= 2017 ? 'Refrigerant R-1234yf (lb)' : 'Refrigerant R-134a (lb)', 'STK', r.int(1, 2), v.yr >= 2017 ? rnd(55, 70) : rnd(10, 15), 2);
        part('DYE', 'A/C leak detection dye', 'STK', 1, rnd(5, 8), 2.5);
        break;
      case 'ACRP': {
        const vnd = gen();
        part('CMP', 'A/C compressor', vnd, 1, rnd(280, 540), 1.6);
        part('DRY', 'Receiver drier / accumulator', vnd, 1, rnd(28, 60), 2);
        part('REF', v.yr >= 2017 ? 'Refrigerant R-1234yf (lb)' : 'Refrigerant R-134a (lb)', 'STK', 2, v.yr >= 2017 ? rnd(55, 70) : rnd(10, 15), 2);
        break;
      }
      case 'COOL': {
        const vnd = gen();
        if (r.chance(0.55)) part('WP', 'Water pump', vnd, 1, rnd(60, 185), 1.8);
        else part('RAD', 'Radiator', vnd, 1, rnd(125, 270), 1.7);
        part('THS', 'Thermostat & gasket', vnd, 1, rnd(18, 45), 2.2);
        part('FL', 'Coolant 50/50 (gal)', 'STK', 2, rnd(9, 13), 2.2);
        break;
      }
      case 'ELEC':
        part(r.chance(0.55) ? 'ALT' : 'STR', r.chance(0.55) ? 'Alternator (remanufactured)' : 'Starter motor (remanufactured)', gen(), 1, rnd(140, 330), 1.65);
        break;
      case 'ENGR': {
        const vnd = gen();
        part(r.chance(0.5) ? 'TBK' : 'GS', r.pick(['Timing belt / chain kit', 'Valve cover gasket set', 'Head gasket set', 'Oil pan gasket', 'Rear main seal kit']), vnd, 1, rnd(60, 420), 1.7);
        if (r.chance(0.6)) part('GS', 'Gasket / seal kit - misc', vnd, 1, rnd(12, 45), 2.2);
        out.push({ pn: `OIL-${fluidFor(v).replace('-', '')}`, desc: `Motor oil ${fluidFor(v)} synthetic blend (qt)`, vnd: 'STK', qty: 5, cost: money(4.1 * PRICE_F[d.slice(0, 4)]!), sell: money(8.99 * PRICE_F[d.slice(0, 4)]!) });
        break;
      }
    }
    for (const p of out) if (p.sell <= p.cost) p.sell = money(p.cost * 1.3);
    return out;
  };
  const flagFor = (op: OpCd): number => {
    if (op === 'DIAG') return r.weighted<number>([[1, 70], [0.5, 8], [1.5, 14], [2, 8]]);
    const [, lo, hi] = OPS[op];
    return r1(rnd(lo, hi));
  };
  const actFor = (t: Tech, flag: number, d: string): number | null => {
    if (d < CLOCKS_FROM) return null;
    return Math.max(0.1, r1(flag * SPEED[t.no]! * rnd(0.82, 1.22)));
  };
  const mileage = (v: Veh, d: string) => Math.round(v.baseMi + v.annual * diffDays(d, '2023-01-01') / 365 + r.int(-300, 300));
  const closeAfter = (jobs: OpCd[]): number => {
    if (jobs.includes('ENGR')) return r.int(2, 8);
    if (jobs.some((j) => ['ACRP', 'COOL', 'SUSP', 'ELEC'].includes(j))) return r.weighted<number>([[0, 30], [1, 45], [2, 15], [3, 10]]);
    if (jobs.includes('DIAG') || jobs.length > 1) return r.weighted<number>([[0, 60], [1, 30], [2, 10]]);
    return r.weighted<number>([[0, 88], [1, 12]]);
  };
  const doorRate = (shop: ShopCd, d: string) => RATE[shop][d.slice(0, 4)]!;

  const makeRO = (c: Cust, v: Veh, shop: ShopCd, d: string): RO => {
    const main = mainOp(c, v, shop, d);
    const jobs = jobsFor(main, d, c.typ === 'F');
    const ro: RO = {
      no: 0, seq: ++roSeq, shop, cust: c, veh: v, open: d, clsd: null, due: null, sts: 'C', pay: c.typ === 'F' ? 'F' : 'C', mi: mileage(v, d),
      lbr: [], pts: [], lbrTot: 0, ptsTot: 0, sup: 0, disc: 0, tax: 0, tot: 0, main,
    };
    if (r.chance(0.015)) {
      ro.sts = 'V';
      return ro;
    }
    const door = doorRate(shop, d);
    const rate = c.typ === 'F' ? Math.round(door * 0.9) : door;
    for (const op of jobs) {
      const tech = techFor(shop, d, op);
      const flag = flagFor(op);
      // oil changes are sold at a package price; the rest is flagged hours at the rate
      const pkg = LOF_PKG[d.slice(0, 4)]! + (shop === 'DUB' ? 8 : 0);
      const amt = op === 'LOF' ? (c.typ === 'F' ? money(pkg * 0.9) : pkg) : money(flag * rate);
      ro.lbr.push({ op, desc: OPS[op][0], tech, flag, act: actFor(tech, flag, d), rate, amt });
      ro.pts.push(...partsFor(op, v, shop, d));
    }
    // the diagnosis fee is waived for many retail customers who go ahead with the repair
    const diag = ro.lbr.find((l) => l.op === 'DIAG');
    if (diag && c.typ === 'R' && ro.lbr.length > 1 && r.chance(0.5)) diag.amt = 0;
    const heavy = jobs.some((j) => ['ENGR', 'ACRP', 'TRNS', 'ELEC', 'COOL'].includes(j));
    if (c.typ === 'R' && heavy && Number(d.slice(0, 4)) - v.yr >= 4 && r.chance(0.14)) ro.pay = 'T';
    const close = addDays(d, closeAfter(jobs));
    if (d >= '2026-10-05' && heavy && r.chance(0.22)) ro.sts = 'H';
    else if (close > LAST || (d >= addDays(LAST, -6) && r.chance(d === LAST ? 0.55 : 0.15))) ro.sts = 'O';
    else ro.clsd = nextOpen(shop, close) > LAST ? close : nextOpen(shop, close);
    if (ro.sts === 'C' && ro.clsd! > LAST) {
      ro.sts = 'O';
      ro.clsd = null;
    }
    return ro;
  };

  for (const v of vehicles) {
    const c = v.owner;
    if (v.from > v.until) continue;
    let d = v.from;
    if (c.forceFirst && v === c.vehicles[0]) {
      const first = nextOpen(c.home, addDays(d, r.weighted<number>([[0, 50], [1, 20], [3, 15], [7, 15]])));
      if (first <= LAST && first <= v.until) {
        ros.push(makeRO(c, v, c.home, first));
        d = addDays(first, r.int(20, 45));
      }
    }
    for (; d <= v.until && d <= LAST; d = addDays(d, 1)) {
      const w = dow(d);
      if (w === 0) continue;
      const m = Number(d.slice(5, 7));
      let p = (v.rate / 290) * SEASON[m]! * VOL_F[d.slice(0, 4)]! * (w === 1 ? 1.15 : w === 6 ? 0.45 : 1);
      if (c.seasonal) p *= m >= 3 && m <= 10 ? 1.45 : 0.35;
      if (!r.chance(p)) continue;
      let shop = c.home;
      if (c.typ === 'R' && r.chance(0.03)) shop = r.pick(SHOP_CDS.filter((s) => s !== c.home));
      if (!isOpen(shop, d)) {
        if (shop === c.home) continue;
        shop = c.home;
        if (!isOpen(shop, d)) continue;
      }
      ros.push(makeRO(c, v, shop, d));
      d = addDays(d, r.int(18, 40));
    }
  }

  // ---------- comebacks ----------
  const claims: Claim[] = [];
  const NOTES: Partial<Record<OpCd, string[]>> = {
    BRKF: ['Brake noise came back', 'Pulsation when braking again'], BRKR: ['Rear brakes grinding again'], BATT: ['No start again'],
    TIRE: ['Vibration at highway speed', 'Slow leak in new tire'], ALGN: ['Still pulls right'], SUSP: ['Clunk still there'],
    STER: ['Steering clunk back'], EXH: ['Exhaust leak', 'Check engine light back on (cat)'], TRNS: ['Shifting issue after service'],
    TUNE: ['Misfire returned', 'Check engine light back on'], ACSV: ['A/C warm again'], DIAG: ['Same problem still there'],
    COOL: ['Coolant leak again', 'Running hot again'], ELEC: ['No start again', 'Battery light back on'], ACRP: ['A/C not cold again'],
    ENGR: ['Oil leak again', 'Noise after repair'], FLSH: ['Soft pedal after flush'],
  };
  const OP_CB: Partial<Record<OpCd, number>> = {
    BRKF: 1, BRKR: 1, BATT: 0.6, TIRE: 0.5, ALGN: 0.7, SUSP: 1, STER: 1.1, EXH: 1.1, TRNS: 0.8, TUNE: 1.2, ACSV: 1.3, DIAG: 1.4, COOL: 1.5,
    ELEC: 1.6, ACRP: 1.6, ENGR: 1.8, FLSH: 0.4,
  };
  const base = [...ros].sort((a, b) => a.open.localeCompare(b.open) || a.seq - b.seq);
  for (const ro of base) {
    if (ro.sts !== 'C' || ro.pay === 'W') continue;
    const cands = ro.lbr.filter((l) => OP_CB[l.op]);
    if (cands.length === 0) continue;
    const line = cands[cands.length - 1]!;
    if (!r.chance(0.042 * OP_CB[line.op]! * CB_F[line.tech.no]!)) continue;
    const rpt = nextOpen(ro.shop, addDays(ro.clsd!, r.weighted<number>([[r.int(2, 14), 45], [r.int(15, 60), 35], [r.int(61, 300), 20]])));
    if (rpt > LAST) continue;
    let cause = r.weighted<Claim['cause']>(line.op === 'DIAG' || ro.lbr.some((l) => l.op === 'DIAG')
      ? [['PF', 25], ['WK', 20], ['DX', 40], ['NR', 15]]
      : [['PF', 40], ['WK', 33], ['DX', 10], ['NR', 17]]);
    if (cause === 'PF' && (line.op === 'ALGN' || line.op === 'DIAG')) cause = 'WK';
    const cl: Claim = {
      no: 0, orig: ro, rwk: null, rpt, cause, tech: cause === 'NR' ? null : line.tech, cost: 0, vcr: null, sts: 'C', cls: null,
      note: r.pick(NOTES[line.op] ?? ['Customer concern returned']),
    };
    claims.push(cl);
    if (cause === 'NR') {
      cl.cls = addDays(rpt, r.int(0, 10));
      if (cl.cls > LAST) {
        cl.cls = null;
        cl.sts = 'O';
      }
      continue;
    }
    const od = nextOpen(ro.shop, addDays(rpt, r.weighted<number>([[0, 60], [1, 25], [3, 15]])));
    // recent claims may still be under investigation, with no rework yet
    if (od > LAST || (rpt >= addDays(LAST, -21) && r.chance(0.6))) {
      cl.sts = 'O';
      cl.cost = null;
      continue;
    }
    const tech = activeOn(line.tech, od) && r.chance(0.75) ? line.tech : techFor(ro.shop, od, line.op === 'DIAG' ? 'DIAG' : line.op);
    const op = line.op;
    const flag = cause === 'WK' && tech === line.tech ? 0 : flagFor(op);
    const rw: RO = {
      no: 0, seq: ++roSeq, shop: ro.shop, cust: ro.cust, veh: ro.veh, open: od, clsd: null, due: null, sts: 'C', pay: 'W', mi: mileage(ro.veh, od),
      lbr: [{ op, desc: OPS[op][0], tech, flag, act: actFor(tech, flag === 0 ? flagFor(op) : flag, od), rate: doorRate(ro.shop, od), amt: 0 }],
      pts: cause === 'DX' || cause === 'PF' || r.chance(0.4) ? partsFor(op, ro.veh, ro.shop, od).map((p) => ({ ...p, sell: 0 })) : [],
      lbrTot: 0, ptsTot: 0, sup: 0, disc: 0, tax: 0, tot: 0, main: op, cb: cl,
    };
    if (op === 'DIAG' && cause === 'DX') {
      const fix = r.pick(['ELEC', 'TUNE', 'COOL', 'EXH'] as OpCd[]);
      const t2 = techFor(ro.shop, od, fix);
      const f2 = flagFor(fix);
      rw.lbr.push({ op: fix, desc: OPS[fix][0], tech: t2, flag: f2, act: actFor(t2, f2, od), rate: doorRate(ro.shop, od), amt: 0 });
      rw.pts.push(...partsFor(fix, ro.veh, ro.shop, od).map((p) => ({ ...p, sell: 0 })));
    }
    const close = nextOpen(ro.shop, addDays(od, r.weighted<number>([[0, 65], [1, 25], [2, 10]])));
    if (close > LAST) rw.sts = 'O';
    else rw.clsd = close;
    cl.rwk = rw;
    ros.push(rw);
    const partsCost = money(rw.pts.reduce((s, p) => s + p.qty * p.cost, 0));
    const lbrCost = money(rw.lbr.reduce((s, l) => s + (l.tech.pln === 'F' ? l.flag : (l.act ?? l.flag)) * l.tech.rt, 0));
    if (rw.sts === 'C') {
      cl.cls = rw.clsd;
      cl.cost = money(partsCost + lbrCost);
      if (cause === 'PF' && partsCost > 0 && r.chance(0.8)) cl.vcr = partsCost;
    } else {
      cl.sts = 'O';
      cl.cost = null;
    }
  }

  // ---------- totals ----------
  for (const ro of ros) {
    if (ro.sts === 'V') continue;
    ro.lbrTot = money(ro.lbr.reduce((s, l) => s + l.amt, 0));
    ro.ptsTot = money(ro.pts.reduce((s, p) => s + p.qty * p.sell, 0));
    if (ro.sts === 'C') ro.due = ro.pay === 'F' ? addDays(ro.clsd!, ro.cust.terms === 'N15' ? 15 : 30) : ro.clsd;
    if (ro.pay === 'W') continue;
    ro.sup = ro.lbrTot > 0 ? Math.min(money(ro.lbrTot * 0.06), 38) : 0;
    if (ro.pay === 'C' && r.chance(0.11)) {
      ro.disc = ro.main === 'LOF' && ro.lbr.length <= 2 ? 20 : Math.min(money((ro.lbrTot + ro.ptsTot) * 0.1), 50);
    }
    ro.tax = ro.cust.taxEx === 'Y' ? 0 : money((ro.ptsTot + ro.sup) * TAX[ro.shop] / 100);
    ro.tot = money(ro.lbrTot + ro.ptsTot + ro.sup - ro.disc + ro.tax);
  }

  // ---------- numbering ----------
  ros.sort((a, b) => a.open.localeCompare(b.open) || SHOP_CDS.indexOf(a.shop) - SHOP_CDS.indexOf(b.shop) || a.seq - b.seq);
  let roNo = 60_200;
  for (const ro of ros) ro.no = ++roNo;
  claims.sort((a, b) => a.rpt.localeCompare(b.rpt) || a.orig.no - b.orig.no);
  let cbNo = 900;
  for (const c of claims) c.no = ++cbNo;
  // customers numbered in the order they were set up; vehicles in the order of their owners
  let custNo = 10_000;
  for (const c of [...custs].sort((a, b) => a.crt.localeCompare(b.crt) || a.nm.localeCompare(b.nm))) c.no = custNo += r.int(1, 3);
  let vehNo = 50_000;
  for (const v of [...vehicles].sort((a, b) => a.owner.no - b.owner.no || a.from.localeCompare(b.from))) v.id = ++vehNo;

  // ---------- payments ----------
  const pmts: Pmt[] = [];
  const monthEnd = (d: string) => {
    const y = Number(d.slice(0, 4));
    const m = Number(d.slice(5, 7));
    return addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`, -1);
  };
  let bad = 0;
  for (const ro of ros) {
    if (ro.sts !== 'C' || ro.tot <= 0) continue;
    const d = ro.clsd!;
    if (ro.pay === 'C') {
      const mthd = ro.tot > 900 && r.chance(0.14) ? 'FIN' : r.weighted<string>([['CC', 76], ['CASH', 12], ['CHK', 7], ['CC', 5]]);
      if (bad < 7 && d > '2025-06-01' && r.chance(0.004)) {
        bad++;
        continue; // walked out / bounced, sent to collections
      }
      const when = r.chance(0.01) ? addDays(d, r.int(2, 20)) : d;
      if (when > LAST) continue;
      if (mthd !== 'FIN' && r.chance(0.03)) {
        const part1 = money(Math.round(ro.tot * rnd(0.2, 0.6)));
        pmts.push({ no: 0, ro, dt: when, amt: part1, mthd: 'CASH' });
        pmts.push({ no: 0, ro, dt: when, amt: money(ro.tot - part1), mthd: 'CC' });
      } else pmts.push({ no: 0, ro, dt: when, amt: ro.tot, mthd });
    } else if (ro.pay === 'T') {
      const ded = Math.min(100, ro.tot);
      pmts.push({ no: 0, ro, dt: d, amt: ded, mthd: 'CC' });
      const rest = money(ro.tot - ded);
      if (rest <= 0) continue;
      const when = addDays(d, r.int(9, 48));
      if (when > LAST) continue;
      pmts.push({ no: 0, ro, dt: when, amt: r.chance(0.1) ? money(rest * rnd(0.7, 0.92)) : rest, mthd: 'WTY' });
    } else if (ro.pay === 'F') {
      const stmt = monthEnd(d);
      const c = ro.cust;
      let when: string | null;
      switch (c.pay) {
        case 'PROMPT': when = addDays(stmt, r.int(3, 14)); break;
        case 'NORMAL': when = addDays(stmt, r.int(15, 38)); break;
        case 'SLOW': when = addDays(stmt, r.int(35, 80)); break;
        default: when = d < '2025-09-01' ? addDays(stmt, r.int(45, 150)) : r.chance(0.35) ? addDays(stmt, r.int(50, 120)) : null;
      }
      if (when && when <= LAST) pmts.push({ no: 0, ro, dt: when, amt: ro.tot, mthd: c.mthd });
    }
  }
  pmts.sort((a, b) => a.dt.localeCompare(b.dt) || a.ro.no - b.ro.no);
  let pmtNo = 400_000;
  for (const p of pmts) p.no = ++pmtNo;

  // ---------- appointments ----------
  const appts: Appt[] = [];
  const times = ['07:30', '08:00', '08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30'];
  const chnlFor = (d: string, repeat: boolean): Appt['chnl'] => {
    const web = d < '2024-01-01' ? 18 : d < '2025-01-01' ? 26 : d < '2026-01-01' ? 33 : 40;
    return r.weighted<Appt['chnl']>([['P', 100 - web - (repeat ? 14 : 0)], ['W', web], ['C', repeat ? 14 : 0]]);
  };
  const leadFor = (ch: Appt['chnl']) => (ch === 'C' ? r.int(25, 150) : ch === 'W' ? r.int(1, 21) : r.weighted<number>([[r.int(0, 2), 45], [r.int(3, 10), 55]]));
  const seen = new Map<Veh, string>();
  for (const ro of [...ros].sort((a, b) => a.no - b.no)) {
    const prev = seen.get(ro.veh);
    const repeat = prev !== undefined;
    seen.set(ro.veh, ro.open);
    const pa = ro.pay === 'W' ? 0.7 : ro.cust.typ === 'F' ? 0.85 : 0.52 + 0.04 * (Number(ro.open.slice(0, 4)) - 2023);
    if (!r.chance(pa)) continue;
    let ch = chnlFor(ro.open, repeat);
    let lead = leadFor(ch);
    if (ch === 'C' && (prev === undefined || addDays(ro.open, -lead) < prev)) ch = 'P';
    if (ch !== 'C') lead = leadFor(ch);
    const bkd = addDays(ro.open, -lead);
    const rsn = ro.pay === 'W' ? ro.cb!.note : r.pick(REASON[ro.main]);
    const a: Appt = { no: 0, shop: ro.shop, cust: ro.cust, veh: ro.veh, dt: ro.open, tm: r.pick(times), bkd, chnl: ch, rsn, sts: 'A', ro };
    appts.push(a);
    // an earlier appointment for the same job that was missed or cancelled
    if (ro.pay !== 'W' && r.chance(ch === 'W' ? 0.22 : 0.15)) {
      const dt = nextOpen(ro.shop, addDays(ro.open, -r.int(3, 30)));
      if (dt < ro.open && dt >= ro.veh.from) {
        const b2 = addDays(dt, -leadFor(ch === 'C' ? 'P' : ch));
        const sts = r.chance(ch === 'W' ? 0.62 : 0.42) ? 'N' : 'X';
        appts.push({ no: 0, shop: ro.shop, cust: ro.cust, veh: ro.veh, dt, tm: r.pick(times), bkd: b2, chnl: ch === 'C' ? 'P' : ch, rsn, sts, ro: null });
      }
    }
  }
  // customers who booked and never turned up at all
  for (const c of custs) {
    if (c.typ !== 'R' || !r.chance(0.05)) continue;
    const v = c.vehicles[0]!;
    const lo = maxD(maxD(v.from, FIRST), c.home === 'HIL' ? HIL_START : FIRST);
    const hi = minD(v.until, LAST);
    if (lo > hi) continue;
    const dt = nextOpen(c.home, r.date(lo, hi));
    if (dt > LAST) continue;
    const ch = chnlFor(dt, false);
    appts.push({ no: 0, shop: c.home, cust: c, veh: v, dt, tm: r.pick(times), bkd: addDays(dt, -leadFor(ch)), chnl: ch, rsn: r.pick(REASON[r.pick(['LOF', 'DIAG', 'BRKF', 'TIRE'] as OpCd[])]), sts: r.chance(0.55) ? 'N' : 'X', ro: null });
  }
  // upcoming appointments
  for (const v of vehicles) {
    if (v.until < LAST || v.from > LAST) continue;
    if (!r.chance(Math.min(0.5, v.rate * 0.075))) continue;
    const shop = v.owner.home;
    const dt = nextOpen(shop, r.date('2026-11-25', APPT_HORIZON));
    if (dt > APPT_HORIZON) continue;
    const ch = chnlFor(dt, seen.has(v));
    const bkd = maxD(addDays(dt, -leadFor(ch)), addDays(LAST, -r.int(0, 40)));
    appts.push({ no: 0, shop, cust: v.owner, veh: v, dt, tm: r.pick(times), bkd: minD(bkd, LAST), chnl: ch, rsn: r.pick(REASON[mainOp(v.owner, v, shop, dt)]), sts: 'S', ro: null });
  }
  appts.sort((a, b) => a.bkd.localeCompare(b.bkd) || a.dt.localeCompare(b.dt) || a.tm.localeCompare(b.tm));
  let apptNo = 7_000;
  for (const a of appts) a.no = ++apptNo;

  const roRows = [...ros].sort((a, b) => a.no - b.no);
  return [
    'CREATE SCHEMA shop;',
    `CREATE TABLE shop.loc (shop_cd char(3) PRIMARY KEY, shop_nm varchar(60) NOT NULL, addr_txt varchar(80), city_nm varchar(40), st_cd char(2),
      zip_cd varchar(10), open_yr integer, bay_cnt integer, lbr_rt numeric(7,2), tax_pct numeric(5,2), mgr_nm varchar(60));`,
    `CREATE TABLE shop.tech (tech_no integer PRIMARY KEY, first_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, shop_cd char(3) NOT NULL,
      skill_lvl char(1) NOT NULL, pay_pln char(1) NOT NULL, pay_rt numeric(6,2), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE shop.cust (cust_no integer PRIMARY KEY, cust_nm varchar(80) NOT NULL, cust_typ char(1) NOT NULL, phone_no varchar(14),
      city_nm varchar(40), zip_cd varchar(10), pref_shop char(3), crt_dt date NOT NULL, ref_src char(1), terms_cd varchar(3) NOT NULL,
      tax_ex_yn char(1) NOT NULL, sms_ok_yn char(1) NOT NULL);`,
    `CREATE TABLE shop.veh (veh_id integer PRIMARY KEY, owner_no integer NOT NULL REFERENCES shop.cust (cust_no), vin varchar(17), mdl_yr integer,
      make_nm varchar(30), model_nm varchar(40), lic_plt varchar(10), unit_no varchar(10));`,
    `CREATE TABLE shop.ro (ro_no integer PRIMARY KEY, shop_cd char(3) NOT NULL REFERENCES shop.loc (shop_cd), cust_no integer NOT NULL,
      veh_id integer NOT NULL REFERENCES shop.veh (veh_id), open_dt date NOT NULL, clsd_dt date, due_dt date, ro_sts char(1) NOT NULL,
      pay_cd char(1) NOT NULL, mi_in integer, lbr_tot numeric(10,2), pts_tot numeric(10,2), sup_fee numeric(8,2), disc_amt numeric(8,2),
      tax_amt numeric(8,2), ro_tot numeric(10,2));`,
    `CREATE TABLE shop.lbr_ln (ro_no integer NOT NULL REFERENCES shop.ro (ro_no), ln_no integer NOT NULL, op_cd varchar(4) NOT NULL,
      op_desc varchar(60), tech_id integer NOT NULL, flag_hrs numeric(5,1) NOT NULL, act_hrs numeric(5,1), lbr_rt numeric(7,2),
      lbr_amt numeric(9,2) NOT NULL, PRIMARY KEY (ro_no, ln_no));`,
    `CREATE TABLE shop.pt_ln (ro_no integer NOT NULL REFERENCES shop.ro (ro_no), ln_no integer NOT NULL, part_no varchar(20), part_desc varchar(60),
      vnd_cd varchar(4), qty numeric(6,1) NOT NULL, cost_ea numeric(9,2), sell_ea numeric(9,2), PRIMARY KEY (ro_no, ln_no));`,
    `CREATE TABLE shop.pmt (pmt_no integer PRIMARY KEY, inv_no integer NOT NULL REFERENCES shop.ro (ro_no), pmt_dt date NOT NULL,
      pmt_amt numeric(10,2) NOT NULL, pmt_mthd varchar(4) NOT NULL);`,
    `CREATE TABLE shop.appt (appt_no integer PRIMARY KEY, shop_cd char(3) NOT NULL, cust_no integer NOT NULL, veh_id integer, appt_dt varchar(10) NOT NULL,
      appt_tm varchar(5), bkd_dt date NOT NULL, chnl_cd char(1) NOT NULL, rsn_txt varchar(80), appt_sts char(1) NOT NULL, ro_no integer);`,
    `CREATE TABLE shop.wcb (cb_no integer PRIMARY KEY, orig_ro integer NOT NULL REFERENCES shop.ro (ro_no), rwk_ro integer, rpt_dt date NOT NULL,
      cause_cd varchar(2) NOT NULL, tech_no integer, cb_cost numeric(9,2), vnd_cr numeric(9,2), cb_sts char(1) NOT NULL, cls_dt date,
      note_txt varchar(80));`,
    insertRows('shop.loc', ['shop_cd', 'shop_nm', 'addr_txt', 'city_nm', 'st_cd', 'zip_cd', 'open_yr', 'bay_cnt', 'lbr_rt', 'tax_pct', 'mgr_nm'], SHOPS),
    insertRows('shop.tech', ['tech_no', 'first_nm', 'last_nm', 'shop_cd', 'skill_lvl', 'pay_pln', 'pay_rt', 'hire_dt', 'term_dt'],
      TECHS.map((t) => [t.no, t.first, t.last, t.shop, t.lvl, t.pln, t.rt, t.hire, t.term])),
    insertRows('shop.cust', ['cust_no', 'cust_nm', 'cust_typ', 'phone_no', 'city_nm', 'zip_cd', 'pref_shop', 'crt_dt', 'ref_src', 'terms_cd', 'tax_ex_yn', 'sms_ok_yn'],
      [...custs].sort((a, b) => a.no - b.no).map((c) => [c.no, c.nm, c.typ, c.phone, c.city, c.zip, c.home, c.crt, c.src, c.terms, c.taxEx, c.sms])),
    insertRows('shop.veh', ['veh_id', 'owner_no', 'vin', 'mdl_yr', 'make_nm', 'model_nm', 'lic_plt', 'unit_no'],
      [...vehicles].sort((a, b) => a.id - b.id).map((v) => [v.id, v.owner.no, v.vin, v.yr, v.make, v.model, v.plate, v.unit])),
    insertRows('shop.ro', ['ro_no', 'shop_cd', 'cust_no', 'veh_id', 'open_dt', 'clsd_dt', 'due_dt', 'ro_sts', 'pay_cd', 'mi_in', 'lbr_tot', 'pts_tot',
      'sup_fee', 'disc_amt', 'tax_amt', 'ro_tot'],
      roRows.map((o) => [o.no, o.shop, o.cust.no, o.veh.id, o.open, o.clsd, o.due, o.sts, o.pay, o.mi, o.lbrTot, o.ptsTot, o.sup, o.disc, o.tax, o.tot])),
    insertRows('shop.lbr_ln', ['ro_no', 'ln_no', 'op_cd', 'op_desc', 'tech_id', 'flag_hrs', 'act_hrs', 'lbr_rt', 'lbr_amt'],
      roRows.flatMap((o) => o.lbr.map((l, i) => [o.no, i + 1, l.op, l.desc, l.tech.no, l.flag, l.act, l.rate, l.amt]))),
    insertRows('shop.pt_ln', ['ro_no', 'ln_no', 'part_no', 'part_desc', 'vnd_cd', 'qty', 'cost_ea', 'sell_ea'],
      roRows.flatMap((o) => o.pts.map((p, i) => [o.no, i + 1, p.pn, p.desc, p.vnd, p.qty, p.cost, p.sell]))),
    insertRows('shop.pmt', ['pmt_no', 'inv_no', 'pmt_dt', 'pmt_amt', 'pmt_mthd'], pmts.map((p) => [p.no, p.ro.no, p.dt, p.amt, p.mthd])),
    insertRows('shop.appt', ['appt_no', 'shop_cd', 'cust_no', 'veh_id', 'appt_dt', 'appt_tm', 'bkd_dt', 'chnl_cd', 'rsn_txt', 'appt_sts', 'ro_no'],
      appts.map((a) => [a.no, a.shop, a.cust.no, a.veh.id, mdy(a.dt), a.tm, a.bkd, a.chnl, a.rsn, a.sts, a.ro?.no ?? null])),
    insertRows('shop.wcb', ['cb_no', 'orig_ro', 'rwk_ro', 'rpt_dt', 'cause_cd', 'tech_no', 'cb_cost', 'vnd_cr', 'cb_sts', 'cls_dt', 'note_txt'],
      claims.map((c) => [c.no, c.orig.no, c.rwk?.no ?? null, c.rpt, c.cause, c.tech?.no ?? null, c.cost, c.vcr, c.sts, c.cls, c.note])),
  ].join('\n');
}
