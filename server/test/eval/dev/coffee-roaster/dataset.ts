/**
 * Ember Hill Coffee Roasters, a speciality coffee roaster in Portland, Oregon (USA). It buys green (unroasted)
 * coffee lots from importers, roasts them at its roastery on three machines, and sells roasted coffee by SKU to
 * wholesale accounts (cafés, grocers, offices and restaurants in Portland and around Oregon and SW Washington) and
 * to retail subscribers through its web shop. This is the roastery's back-office database as it stood after the
 * close of business on 2026-11-24 (it was refreshed on 2026-11-25). Money is in US dollars (USD); weights are in
 * kilograms unless a column says otherwise.
 *
 * The roast log and the wholesale order book start on 2024-01-02 when the system went live; the green lots start
 * with the stock then on hand or on the water (contracted from September 2023), and nothing was roasted from any
 * lot before 2024. Subscriptions go back to the launch of the subscription programme in April 2023.
 * Rows dated after 2026-11-24 are plans: roast batches scheduled up to 2026-12-08, green lots still in transit
 * (an ETA but no arrival date), gift subscriptions that start in December 2026, and cancellations that
 * subscribers have booked for a coming date.
 *
 * Schema `rst`:
 *
 * - `staff`: everyone employed at the roastery, keyed by `emp_id`. `emp_cd` the payroll code ('E001' ...);
 *   `first_nm`, `last_nm`; `job_cd` MGR owner and general manager, HDR head roaster, RST roaster (production
 *   roaster who runs the machines), QC quality control (cupping and roast grading), SLS wholesale sales rep,
 *   OPS operations manager, PKG packing and fulfilment, CSR customer service (subscriptions), FIN bookkeeping and
 *   accounts receivable, DRV delivery driver; `sup_emp_id` the person they report to (`staff.emp_id`; NULL for the
 *   owner); `hire_dt` first day; `term_dt` last day, NULL while still employed; `ft_yn` Y full time, N part time.
 *   Batches are roasted by the head roaster and the roasters; QC is done by the QC staff and now and then by the
 *   head roaster.
 *
 * - `green_lots`: one row per green coffee lot bought (contracted) from an importer, keyed by `lot_id`.
 *   `lot_cd` the lot code ('GC25-014', numbered within the contract year); `imp_nm` the importer; `orig_ctry`
 *   the country of origin; `rgn_nm` the growing region; `prdcr_nm` the farm, estate, washing station or
 *   cooperative; `prcs_cd` the processing method: WSH washed, NAT natural (dry processed), HNY honey / pulped
 *   natural, ANA anaerobic fermentation, WHL wet-hulled (Sumatra), EA sugarcane (ethyl acetate) decaf, SWP Swiss
 *   Water Process decaf; `cert_cd` certification: ORG organic, FTO Fair Trade organic, RFA Rainforest Alliance,
 *   NULL none; `bags_qty` number of bags; `bag_kg` kilos per bag (60, 69, 70, or 30/35 for small boxes);
 *   `kg_purch` kilos bought (bags_qty * bag_kg); `cost_usd_kg` the landed cost per kilo in USD (price plus
 *   freight and import, what we pay per kg of green), so the lot cost is kg_purch * cost_usd_kg; `cup_scr` the
 *   cupping score (SCA 100-point scale) at purchase; `ctrct_dt` the day the contract was signed (the purchase
 *   date); `eta_dt` the arrival date the importer quoted; `arr_dt` the day it actually arrived in our warehouse,
 *   NULL while in transit; `stat_cd` TRN in transit (not arrived), AVL in the warehouse with green coffee left,
 *   DPL depleted (every kilo has been roasted). Green stock on hand for a lot is kg_purch minus the green kg of its
 *   completed roast batches. Coffee costs rose sharply from late 2024 with the world market.
 *
 * - `roast_batches`: one row per roast batch, keyed by `btch_id`. `btch_no` the batch number ('R260312-04': roast
 *   date and the batch's place in that day's run); `roast_dt` the day roasted (or scheduled); `mach_cd` the
 *   roaster machine: PRB25 Probat P25 (batches of about 18-24 kg green), LOR35 Loring S35 Kestrel (installed
 *   2025-04-14, batches of 26-32 kg), DIE05 Diedrich IR-5 (small batches of 4-5 kg, used for micro lots);
 *   `lot_id` the green lot roasted (`green_lots.lot_id`; a batch roasts one lot, blends are mixed after
 *   roasting); `prof_cd` the roast profile: FLT light filter roast, OMN medium omni roast, ESP espresso roast,
 *   DRK dark roast, DCF decaf profile; `grn_kg_in` green kilos charged into the roaster; `rst_kg_out` roasted
 *   kilos out of the cooler, NULL for a planned batch; the roast loss (weight loss, shrinkage) of a batch is
 *   (grn_kg_in - rst_kg_out) / grn_kg_in, usually 12% to 19%; `drop_temp_f` bean temperature at drop in degrees
 *   Fahrenheit and `dur_sec` roast time in seconds (both NULL for a planned batch); `op_emp_id` the operator who
 *   roasted it (or is rostered to) (`staff.emp_id`); `qc_emp_id` who graded it at QC (`staff.emp_id`, NULL while
 *   planned); `qc_cd` the QC result: PAS passed, HLD on hold awaiting a second cupping, REJ rejected (failed QC,
 *   not sold), NULL while planned; `stat_cd` CMP roasted, PLN planned (scheduled for a coming day, not yet roasted).
 *
 * - `skus`: the products we sell, keyed by `sku_cd` ('HRT-05L', 'SO-KEN04-12Z'). `sku_desc` the product name as
 *   printed on the bag and invoice, including the bag size ('Hearth Espresso 5 lb'); `sku_typ` BLD blend, SO single
 *   origin (one green lot), DCF decaf; `bag_sz_cd` 12Z 12 oz retail bag, 5LB 5 lb wholesale bag; `net_wt_g` net
 *   weight of roasted coffee in grams (340 or 2268); `lot_id` for a single origin the green lot it comes from
 *   (`green_lots.lot_id`), NULL for blends and decaf; `whsl_px_usd` the current wholesale list price per bag;
 *   `rtl_px_usd` the current retail (web shop) price per bag; list prices of the blends rose by about 9% on
 *   2025-03-01 (order lines keep the price charged at the time); `lnch_dt` the day it went on sale; `disc_dt` the
 *   day a single origin was taken off sale (the lot sold out), NULL while on sale; `actv_yn` Y on sale now, N no
 *   longer on sale (or not yet launched). Solstice Holiday Blend is only sold in November and December each year.
 *
 * - `accounts`: wholesale customers, keyed by `acct_id`. `acct_no` the account number ('W1003' ...); `acct_nm`
 *   the business name; `acct_typ` CAF café / coffee shop, GRO grocer or food co-op (buys 12 oz retail bags for its
 *   shelves), OFF office (coffee for staff), RST restaurant or bakery; `city_nm`; `st_cd` state (OR or WA);
 *   `rep_emp_id` the sales rep who looks after the account now (`staff.emp_id`; the accounts of a rep who left were
 *   handed to the new rep, closed accounts keep the rep they had); `terms_cd` payment terms: N15 net 15 days, N30
 *   net 30 days from the invoice date; `dlv_cd` VAN our own van delivery (Portland metro, free over $150 an order,
 *   otherwise $12), UPS shipped by UPS (freight charged), PU the customer picks up at the roastery; `crd_hold_yn` Y
 *   the account is on credit hold (it has an invoice more than 45 days overdue), N not;
 *   `opn_dt` the day the account was opened; `cls_dt` the day it was closed (stopped buying from us), NULL while
 *   open. An open account may still have stopped ordering.
 *
 * - `ws_orders`: wholesale orders with their invoice, keyed by `ord_id`. `ord_no` ('SO-024001' ...); `acct_id`;
 *   `ord_dt` the day the order was placed; `req_dt` the delivery day asked for; `ship_dt` the day it shipped (NULL
 *   until shipped, and for cancelled orders); `stat_cd` OPN open (taken, not yet shipped), SHP shipped and invoiced,
 *   CXL cancelled (never shipped nor invoiced); `frt_usd` the freight charged; an order is invoiced when it ships:
 *   `inv_no` the invoice number ('EH051001' ...), `inv_dt` the invoice date (the ship date), `inv_amt_usd` the
 *   amount invoiced (the order lines after discount plus freight), `due_dt` the day payment is due (invoice date
 *   plus 15 or 30 days by the account's terms), `pd_dt` the day it was paid in full, NULL while unpaid (there are
 *   no part payments); `pay_mthd` ACH bank transfer, CHK cheque, CC credit card, NULL while unpaid. All invoice
 *   columns are NULL for orders not shipped. An invoice is overdue when it is unpaid after its due date.
 *
 * - `ws_order_lines`: the lines of a wholesale order, keyed by (`ord_id`, `ln_no`). `sku_cd` (`skus.sku_cd`);
 *   `qty` number of bags; `unit_px_usd` the wholesale price per bag charged (the list price at the time);
 *   `disc_pct` the discount on the line in percent (0 none; 5 contract price or 8+ five-pound bags; 10 for a new
 *   account's first weeks or a single origin's launch), so the line is worth qty * unit_px_usd * (1 - disc_pct/100).
 *
 * - `subscriptions`: web-shop coffee subscriptions, keyed by `sub_id`; one row per subscription. `sub_no` ('SUB-10001' ...); `first_nm`, `last_nm` the subscriber (for a gift,
 *   the recipient); `email`; `ship_st` the state it ships to; `plan_cd` CLS Classic (one 12 oz bag of the chosen
 *   blend per delivery), DUO two 12 oz bags of the chosen blend, EXP Explorer (one 12 oz bag of a single origin of
 *   the roaster's choice); `sku_cd` the chosen coffee (`skus.sku_cd`, NULL for Explorer); `freq_cd` how often it
 *   ships: WK weekly, BWK every two weeks, MO every four weeks (monthly); `plan_px_usd` the price charged per
 *   delivery, locked at sign-up (shipping included); `start_dt` the first delivery day (in the future for gifts
 *   that start in December); `cxl_dt` the day the subscription ends (cancelled, or a gift's prepaid term ends),
 *   NULL while it runs on; a date after 2026-11-24 is a cancellation booked for a coming date; `cxl_rsn_cd` the
 *   reason: PRC price, VOL too much coffee, TST taste, MOV moved, LCL buying from a local café or shop instead,
 *   OTH other, GFT the prepaid gift term ran out (not a cancellation by the subscriber); `stat_cd` ACT active, PAU
 *   paused by the subscriber (no deliveries for now), CXL ended (cxl_dt has passed), PND not started yet (a gift
 *   starting in December); `gift_yn` Y a prepaid gift subscription, N paid by the subscriber; `gift_mo` the
 *   prepaid term of a gift in months (3, 6 or 12), NULL otherwise (a gift recipient may carry on paying after the
 *   term, then the subscription runs on with no end date); `ref_sub_id` the subscription of the existing
 *   subscriber who referred them (refer-a-friend, `subscriptions.sub_id`), NULL otherwise.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const LOG_START = '2024-01-01';
const LAST_DAY = '2026-11-24';
const PLAN_UNTIL = '2026-12-08';
const LORING_FROM = '2025-04-14';
const PRICE_RISE = '2025-03-01';
const SUBS_LAUNCH = '2023-04-01';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const month = (iso: string) => Number(iso.slice(5, 7));
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const addMonths = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
};
const maxDate = (a: string, b: string) => (a > b ? a : b);

/** Days the roastery is shut: US public holidays it closes for. */
const HOLIDAYS = new Set([
  '2024-01-01', '2024-05-27', '2024-07-04', '2024-09-02', '2024-11-28', '2024-11-29', '2024-12-25', '2024-12-26',
  '2025-01-01', '2025-05-26', '2025-07-04', '2025-09-01', '2025-11-27', '2025-11-28', '2025-12-25', '2025-12-26',
  '2026-01-01', '2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-11-27', '2026-12-25',
]);
const isWorkDay = (d: string) => dayOfWeek(d) >= 1 && dayOfWeek(d) <= 5 && !HOLIDAYS.has(d);
const nextWorkDay = (d: string, n: number) => {
  let x = d;
  for (let k = 0; k < n; ) {
    x = addDays(x, 1);
    if (isWorkDay(x)) k++;
  }
  return x;
};

/** Interpolates [date, value] anchors (flat before the first and after the last). */
const interp = (anchors: [string, number][], d: string) => {
  const first = anchors[0] as [string, number];
  if (d <= first[0]) return first[1];
  for (let i = 1; i < anchors.length; i++) {
    const [d1, v1] = anchors[i] as [string, number];
    const [d0, v0] = anchors[i - 1] as [string, number];
    if (d <= d1) return v0 + ((v1 - v0) * daysBetween(d0, d)) / daysBetween(d0, d1);
  }
  return (anchors[anchors.length - 1] as [string, number])[1];
};
/** The green coffee market (the C price spike of 2024-2025), as a factor on a 2023 price. */
const MARKET: [string, number][] = [['2023-06-01', 0.95], ['2024-04-01', 1.0], ['2024-10-01', 1.28], ['2025-02-15', 1.58], ['2025-08-01', 1.62], ['2026-05-01', 1.42], ['2026-11-30', 1.36]];
const SEASON = [1.0, 0.95, 1.0, 0.98, 0.96, 0.9, 0.88, 0.9, 1.0, 1.05, 1.15, 1.2];
/** Green kg roasted on a working day, all coffees together. */
const dailyGreen = (d: string) => (2750 * 1.17 ** (daysBetween(LOG_START, d) / 365.25) * (SEASON[month(d) - 1] as number)) / 21.4;

// ---------------------------------------------------------------- staff
type Job = 'MGR' | 'HDR' | 'RST' | 'QC' | 'SLS' | 'OPS' | 'PKG' | 'CSR' | 'FIN' | 'DRV';
/** [emp_cd, first, last, job, supervisor emp_cd, hire, term, full time] */
const STAFF: [string, string, string, Job, string | null, string, string | null, string][] = [
  ['E001', 'Dana', 'Whitaker', 'MGR', null, '2013-05-01', null, 'Y'],
  ['E002', 'Marco', 'Alvarez', 'HDR', 'E001', '2015-03-02', null, 'Y'],
  ['E003', 'Priya', 'Desai', 'RST', 'E002', '2019-08-12', null, 'Y'],
  ['E004', 'Tom', 'Becker', 'RST', 'E002', '2020-01-06', '2025-06-27', 'Y'],
  ['E005', 'Jordan', 'Ellis', 'RST', 'E002', '2024-03-18', null, 'Y'],
  ['E006', 'Keiko', 'Tanaka', 'RST', 'E002', '2025-06-02', null, 'Y'],
  ['E007', 'Ana', 'Ortega', 'QC', 'E002', '2018-04-09', null, 'Y'],
  ['E008', 'Sam', 'Hollis', 'QC', 'E007', '2025-01-13', null, 'Y'],
  ['E009', 'Ben', 'Carter', 'QC', 'E007', '2022-02-01', '2024-12-20', 'N'],
  ['E010', 'Rachel', 'Kim', 'SLS', 'E001', '2019-06-03', null, 'Y'],
  ['E011', 'Devon', 'Brooks', 'SLS', 'E010', '2021-09-07', null, 'Y'],
  ['E012', 'Luis', 'Moreno', 'SLS', 'E010', '2022-04-18', '2025-09-30', 'Y'],
  ['E013', 'Hannah', 'Price', 'SLS', 'E010', '2025-10-06', null, 'Y'],
  ['E014', 'Grace', 'Lindqvist', 'OPS', 'E001', '2017-02-13', null, 'Y'],
  ['E015', 'Tyler', 'Nguyen', 'PKG', 'E014', '2020-05-11', null, 'Y'],
  ['E016', 'Maya', 'Robinson', 'PKG', 'E014', '2022-08-22', null, 'Y'],
  ['E017', 'Eli', 'Foster', 'PKG', 'E014', '2023-10-02', '2025-02-28', 'N'],
  ['E018', 'Sofia', 'Reyes', 'PKG', 'E014', '2025-03-10', null, 'Y'],
  ['E019', 'Owen', 'Park', 'PKG', 'E014', '2024-06-17', null, 'N'],
  ['E020', 'Nora', 'Jensen', 'CSR', 'E014', '2021-11-01', null, 'Y'],
  ['E021', 'Chris', 'Adler', 'FIN', 'E001', '2020-09-14', null, 'N'],
  ['E022', 'Jamal', 'Wright', 'DRV', 'E014', '2022-05-02', null, 'Y'],
  ['E023', 'Lena', 'Hoffmann', 'DRV', 'E014', '2024-09-03', null, 'N'],
];
const empId = (cd: string) => Number(cd.slice(1));
const staffOf = (cd: string) => STAFF.find((s) => s[0] === cd) as (typeof STAFF)[number];
const activeOn = (cd: string, d: string) => {
  const s = staffOf(cd);
  return s[5] <= d && (s[6] === null || s[6] >= d);
};
/** Roast operators: [emp_cd, share of the work, loss offset in points] */
const ROASTERS: [string, number, number][] = [['E002', 0.45, -0.25], ['E003', 1.2, 0], ['E004', 1.0, 0.3], ['E005', 1.0, 0.15], ['E006', 1.0, 0.35]];
const QCS: [string, number][] = [['E007', 1.3], ['E008', 1.0], ['E009', 1.0], ['E002', 0.15]];

// ---------------------------------------------------------------- green coffee
interface Origin {
  ctry: string;
  rgn: string;
  prdcr: string[];
  prcs: [string, number][];
  bagKg: number;
  cost: number;
  w: number;
  cert?: [string | null, number][];
}
interface Stream {
  cd: string;
  share: number;
  prof: string;
  bags: [number, number];
  cup: [number, number];
  imp: [string, number][];
  origins: Origin[];
}
const STREAMS: Stream[] = [
  {
    cd: 'BRZ', share: 0.27, prof: 'ESP', bags: [30, 52], cup: [82.5, 84.5],
    imp: [['Olam Specialty Coffee', 40], ['Sucafina Specialty', 35], ['InterAmerican Coffee', 25]],
    origins: [
      { ctry: 'Brazil', rgn: 'Cerrado Mineiro', prdcr: ['Fazenda Santa Lucia', 'Fazenda Pedra Branca', 'Expocaccer Cooperative'], prcs: [['NAT', 85], ['HNY', 15]], bagKg: 60, cost: 4.9, w: 50 },
      { ctry: 'Brazil', rgn: 'Sul de Minas', prdcr: ['Fazenda Bom Jardim', 'Minasul Cooperative', 'Sitio Boa Vista'], prcs: [['NAT', 80], ['HNY', 20]], bagKg: 60, cost: 5.1, w: 35 },
      { ctry: 'Brazil', rgn: 'Mogiana', prdcr: ['Fazenda Recreio', 'Fazenda Sertaozinho'], prcs: [['NAT', 100]], bagKg: 60, cost: 5.0, w: 15 },
    ],
  },
  {
    cd: 'COL', share: 0.22, prof: 'OMN', bags: [22, 38], cup: [84, 86],
    imp: [['Cafe Imports', 45], ['InterAmerican Coffee', 30], ['Royal Coffee', 25]],
    origins: [
      { ctry: 'Colombia', rgn: 'Huila', prdcr: ['Asociacion Los Naranjos', 'Finca El Mirador', 'Pitalito Growers Group'], prcs: [['WSH', 100]], bagKg: 70, cost: 6.0, w: 45 },
      { ctry: 'Colombia', rgn: 'Narino', prdcr: ['La Union Smallholders', 'Buesaco Growers Group'], prcs: [['WSH', 100]], bagKg: 70, cost: 6.3, w: 25 },
      { ctry: 'Colombia', rgn: 'Cauca', prdcr: ['Inza Growers Association', 'Finca La Esperanza'], prcs: [['WSH', 100]], bagKg: 70, cost: 6.1, w: 20 },
      { ctry: 'Colombia', rgn: 'Tolima', prdcr: ['Planadas Cooperative'], prcs: [['WSH', 100]], bagKg: 70, cost: 5.9, w: 10 },
    ],
  },
  {
    cd: 'CEN', share: 0.14, prof: 'OMN', bags: [14, 28], cup: [83.5, 85.5],
    imp: [['Royal Coffee', 35], ['Cafe Imports', 30], ['Genuine Origin', 20], ['Covoya', 15]],
    origins: [
      { ctry: 'Guatemala', rgn: 'Huehuetenango', prdcr: ['Finca La Providencia', 'ASOBAGRI Cooperative'], prcs: [['WSH', 100]], bagKg: 69, cost: 6.0, w: 30 },
      { ctry: 'Guatemala', rgn: 'Antigua', prdcr: ['Finca San Sebastian'], prcs: [['WSH', 100]], bagKg: 69, cost: 6.4, w: 10 },
      { ctry: 'Honduras', rgn: 'Santa Barbara', prdcr: ['El Cedral Producers', 'Finca Las Flores'], prcs: [['WSH', 85], ['HNY', 15]], bagKg: 69, cost: 5.6, w: 20 },
      { ctry: 'El Salvador', rgn: 'Santa Ana', prdcr: ['Finca Los Pirineos', 'Santa Rosa Mill'], prcs: [['WSH', 60], ['HNY', 40]], bagKg: 69, cost: 6.2, w: 12 },
      { ctry: 'Nicaragua', rgn: 'Jinotega', prdcr: ['SOPPEXCCA Cooperative'], prcs: [['WSH', 100]], bagKg: 69, cost: 5.5, w: 10, cert: [['FTO', 100]] },
      { ctry: 'Mexico', rgn: 'Chiapas', prdcr: ['Triunfo Verde Cooperative'], prcs: [['WSH', 100]], bagKg: 69, cost: 5.6, w: 8, cert: [['ORG', 100]] },
      { ctry: 'Costa Rica', rgn: 'Tarrazu', prdcr: ['Beneficio La Pastora', 'Finca Don Mayo'], prcs: [['HNY', 60], ['WSH', 40]], bagKg: 69, cost: 7.1, w: 10 },
    ],
  },
  {
    cd: 'ETH', share: 0.1, prof: 'FLT', bags: [10, 22], cup: [85.5, 88],
    imp: [['Royal Coffee', 30], ['Sucafina Specialty', 25], ['Crop to Cup', 25], ['Cafe Imports', 20]],
    origins: [
      { ctry: 'Ethiopia', rgn: 'Yirgacheffe', prdcr: ['Kochere Washing Station', 'Idido Washing Station', 'Gedeb Station'], prcs: [['WSH', 80], ['NAT', 20]], bagKg: 60, cost: 6.8, w: 40 },
      { ctry: 'Ethiopia', rgn: 'Guji', prdcr: ['Hambela Station', 'Shakiso Station'], prcs: [['NAT', 75], ['WSH', 25]], bagKg: 60, cost: 7.0, w: 30 },
      { ctry: 'Ethiopia', rgn: 'Sidama', prdcr: ['Bensa Station', 'Shantawene Station'], prcs: [['WSH', 55], ['NAT', 45]], bagKg: 60, cost: 6.7, w: 20 },
      { ctry: 'Ethiopia', rgn: 'Limu', prdcr: ['Limu Kossa Union'], prcs: [['WSH', 100]], bagKg: 60, cost: 6.2, w: 10 },
    ],
  },
  {
    cd: 'PER', share: 0.08, prof: 'OMN', bags: [12, 24], cup: [83.5, 85],
    imp: [['Royal Coffee', 40], ['Covoya', 30], ['Genuine Origin', 30]],
    origins: [
      { ctry: 'Peru', rgn: 'Cajamarca', prdcr: ['CENFROCAFE Cooperative', 'San Ignacio Growers'], prcs: [['WSH', 100]], bagKg: 69, cost: 5.8, w: 60, cert: [['FTO', 60], ['ORG', 40]] },
      { ctry: 'Peru', rgn: 'Amazonas', prdcr: ['Rodriguez de Mendoza Growers'], prcs: [['WSH', 100]], bagKg: 69, cost: 5.9, w: 25, cert: [['ORG', 70], [null, 30]] },
      { ctry: 'Peru', rgn: 'Cusco', prdcr: ['Valle de la Convencion Cooperative'], prcs: [['WSH', 100]], bagKg: 69, cost: 6.2, w: 15 },
    ],
  },
  {
    cd: 'IDN', share: 0.07, prof: 'DRK', bags: [10, 20], cup: [83, 84.5],
    imp: [['Royal Coffee', 40], ['Olam Specialty Coffee', 35], ['Genuine Origin', 25]],
    origins: [
      { ctry: 'Indonesia', rgn: 'Aceh', prdcr: ['Gayo Highlands Cooperative', 'Ketiara Cooperative'], prcs: [['WHL', 100]], bagKg: 60, cost: 6.3, w: 55, cert: [['ORG', 40], [null, 60]] },
      { ctry: 'Indonesia', rgn: 'North Sumatra', prdcr: ['Lintong Growers Group'], prcs: [['WHL', 100]], bagKg: 60, cost: 6.2, w: 25 },
      { ctry: 'Papua New Guinea', rgn: 'Western Highlands', prdcr: ['Kindeng Estate', 'Baroida Estate'], prcs: [['WSH', 100]], bagKg: 60, cost: 5.9, w: 20 },
    ],
  },
  {
    cd: 'DCF', share: 0.05, prof: 'DCF', bags: [6, 12], cup: [82.5, 84],
    imp: [['Cafe Imports', 55], ['Royal Coffee', 45]],
    origins: [
      { ctry: 'Colombia', rgn: 'Huila', prdcr: ['Descafecol Sugarcane Decaf'], prcs: [['EA', 100]], bagKg: 70, cost: 7.1, w: 75 },
      { ctry: 'Mexico', rgn: 'Chiapas', prdcr: ['Swiss Water Decaf Chiapas'], prcs: [['SWP', 100]], bagKg: 69, cost: 7.4, w: 25, cert: [['ORG', 100]] },
    ],
  },
  {
    cd: 'MIC', share: 0.07, prof: 'FLT', bags: [6, 11], cup: [86.5, 90],
    imp: [['Crop to Cup', 30], ['Cafe Imports', 30], ['Royal Coffee', 25], ['Sucafina Specialty', 15]],
    origins: [
      { ctry: 'Kenya', rgn: 'Nyeri', prdcr: ['Gatomboya Factory', 'Karogoto Factory'], prcs: [['WSH', 100]], bagKg: 60, cost: 10.8, w: 18 },
      { ctry: 'Kenya', rgn: 'Kirinyaga', prdcr: ['Kii Factory', 'Kiamugumo Factory'], prcs: [['WSH', 100]], bagKg: 60, cost: 11.2, w: 14 },
      { ctry: 'Rwanda', rgn: 'Huye', prdcr: ['Huye Mountain Station'], prcs: [['WSH', 70], ['NAT', 30]], bagKg: 60, cost: 8.6, w: 12 },
      { ctry: 'Burundi', rgn: 'Kayanza', prdcr: ['Heza Station', 'Gatukuza Station'], prcs: [['NAT', 55], ['WSH', 45]], bagKg: 60, cost: 8.9, w: 11 },
      { ctry: 'Ethiopia', rgn: 'Guji', prdcr: ['Uraga Anaerobic Lot', 'Buku Abel'], prcs: [['ANA', 70], ['NAT', 30]], bagKg: 60, cost: 10.1, w: 14 },
      { ctry: 'Colombia', rgn: 'Huila', prdcr: ['Finca El Paraiso', 'Finca La Divisa'], prcs: [['ANA', 60], ['HNY', 40]], bagKg: 35, cost: 12.5, w: 12 },
      { ctry: 'Costa Rica', rgn: 'West Valley', prdcr: ['Finca Sumava', 'Las Lajas Micromill'], prcs: [['HNY', 100]], bagKg: 69, cost: 10.4, w: 10 },
      { ctry: 'Panama', rgn: 'Boquete', prdcr: ['Finca Hartmann Geisha'], prcs: [['NAT', 60], ['WSH', 40]], bagKg: 30, cost: 19.5, w: 5 },
    ],
  },
];
const AFRICA_ASIA = new Set(['Ethiopia', 'Kenya', 'Rwanda', 'Burundi', 'Indonesia', 'Papua New Guinea']);

interface Lot {
  id: number;
  cd: string;
  stream: Stream;
  imp: string;
  o: Origin;
  prdcr: string;
  prcs: string;
  bags: number;
  kg: number;
  cost: number;
  cup: number;
  cert: string | null;
  ctrct: string;
  eta: string;
  arr: string | null;
  /** tenths of a kg still not roasted (planned batches included) */
  rem: number;
  roasted: number;
  lastRoast: string | null;
}

interface Batch {
  id: number;
  no: string;
  dt: string;
  mach: string;
  lot: Lot;
  prof: string;
  inKg: number;
  outKg: number | null;
  drop: number | null;
  dur: number | null;
  op: string;
  qc: string | null;
  qcStat: string | null;
  stat: string;
}

// ---------------------------------------------------------------- products
/** Blends: [prefix, name, type, 12 oz wholesale 2024, 12 oz retail 2024, 5 lb wholesale 2024, 5 lb retail 2024, sizes, launch] */
const BLENDS: [string, string, string, number, number, number, number, string[], string][] = [
  ['HRT', 'Hearth Espresso', 'BLD', 10.25, 17.0, 57.0, 89.0, ['12Z', '5LB'], '2015-06-01'],
  ['EMB', 'Ember House Blend', 'BLD', 9.75, 16.0, 53.0, 84.0, ['12Z', '5LB'], '2014-03-01'],
  ['OWL', 'Night Owl', 'BLD', 9.75, 16.0, 52.0, 82.0, ['12Z', '5LB'], '2016-09-01'],
  ['FOG', 'Morning Fog', 'BLD', 10.25, 17.0, 56.0, 88.0, ['12Z', '5LB'], '2018-02-01'],
  ['DCF', 'Sugarcane Decaf', 'DCF', 10.75, 17.5, 59.0, 92.0, ['12Z', '5LB'], '2017-05-01'],
  ['CLD', 'Cold Brew Blend', 'BLD', 0, 0, 48.0, 76.0, ['5LB'], '2024-04-01'],
  ['SOL', 'Solstice Holiday Blend', 'BLD', 11.0, 18.0, 60.0, 94.0, ['12Z', '5LB'], '2019-11-01'],
];
interface Sku {
  cd: string;
  desc: string;
  typ: string;
  sz: string;
  blend: string | null;
  lot: Lot | null;
  wh0: number;
  wh: number;
  rt0: number;
  rt: number;
  lnch: string;
  disc: string | null;
}
const rise = (p: number) => Math.round(p * 1.09 * 4) / 4;

// ---------------------------------------------------------------- accounts
const CAFES = [
  'Fernhill Coffee', 'Basalt Espresso Bar', 'Ladd Circle Cafe', 'Mt Tabor Coffee House', 'Sellwood Grind', 'Laurelhurst Cafe', 'Foster Road Coffee',
  'Belmont Bean', 'Rose City Espresso', 'Overlook Coffee Co', 'Hawthorne Hearth Cafe', 'Killingsworth Coffee', 'Kenton Corner Cafe',
  'St Johns Bridge Coffee', 'Division Street Espresso', 'Burnside Brew Bar', 'Montavilla Coffee', 'Woodstock Cafe', 'Multnomah Village Coffee',
  'Ankeny Alley Cafe', 'Pittock Perk', 'Forest Park Coffee', 'Alberta Arts Cafe', 'Mississippi Ave Coffee', 'Lents Commons Cafe',
  'Cedar Hills Coffee', 'Tualatin River Cafe', 'Oswego Lake Coffee', 'Milwaukie Depot Cafe', 'Gresham Station Coffee', 'Hillsboro Hop & Bean',
  'Uptown Vancouver Coffee', 'Esther Short Espresso', 'Salem Capitol Coffee', 'Eugene Fifth St Cafe', 'Bend Old Mill Coffee', 'Hood River Waterfront Cafe',
  'Astoria Pier Coffee', 'Corvallis Campus Coffee', 'Cannon Beach Bakery & Cafe', 'Tigard Main St Coffee', 'Beaverton Round Cafe', 'Sunnyside Coffee Bar',
  'Goose Hollow Cafe', 'Pearl Loft Coffee', 'Nob Hill Espresso', 'Clinton St Coffee', 'Creston Park Cafe', 'Arbor Lodge Coffee', 'Cully Cafe',
  'Eastmoreland Espresso', 'Westmoreland Bakery & Coffee', 'Hollywood Theater Cafe', 'Irvington Coffee House', 'Brooklyn Yard Coffee',
];
const GROCERS = [
  'Sellwood Market', 'Bridgeport Co-op Grocery', 'Northwest Natural Foods', 'Hollywood Grocery Co-op', 'Cedar Mill Market', 'Alberta Street Market',
  'Bend Pantry Co-op', 'Hood River Fresh Market', 'Willamette Valley Grocers', 'Salem Harvest Market', 'Lake Oswego Fine Foods', 'Vancouver Fresh Co-op',
  'Rose City Provisions', 'Kruger Farm Store', 'Multnomah Food Co-op',
];
const OFFICES = [
  'Nimbus Software', 'Pixelforge Studios', 'Riverbend Law Group', 'Cascadia Health Partners', 'Columbia Design Works', 'Pearl Street Architects',
  'Brightline Credit Union', 'Ironwood Engineering', 'Greenlight Marketing', 'Tidewater Logistics', 'Summit Ridge Insurance', 'Orchard Labs',
  'Morrison Bridge Capital', 'Powell Butte Dental Group', 'Steel Bridge Media',
];
const RESTAURANTS = [
  'Larch & Lantern', 'The Oyster Table', 'Pine Street Diner', 'Marrow & Rye', 'Tabor Tavern', 'Saltwind Bistro', 'Little Fig Bakery',
  'Morning Glory Breakfast Club', 'Juniper Supper Club', 'Ash & Ember Pizzeria', 'Half Moon Brunch House', 'Twin Oaks Grill', 'Copper Kettle Diner',
];
const CITY_OF: Record<string, string> = {
  'Cedar Hills Coffee': 'Beaverton', 'Tualatin River Cafe': 'Tualatin', 'Oswego Lake Coffee': 'Lake Oswego', 'Milwaukie Depot Cafe': 'Milwaukie',
  'Gresham Station Coffee': 'Gresham', 'Hillsboro Hop & Bean': 'Hillsboro', 'Uptown Vancouver Coffee': 'Vancouver', 'Esther Short Espresso': 'Vancouver',
  'Salem Capitol Coffee': 'Salem', 'Eugene Fifth St Cafe': 'Eugene', 'Bend Old Mill Coffee': 'Bend', 'Hood River Waterfront Cafe': 'Hood River',
  'Astoria Pier Coffee': 'Astoria', 'Corvallis Campus Coffee': 'Corvallis', 'Cannon Beach Bakery & Cafe': 'Cannon Beach', 'Tigard Main St Coffee': 'Tigard',
  'Beaverton Round Cafe': 'Beaverton', 'Cedar Mill Market': 'Portland', 'Bend Pantry Co-op': 'Bend', 'Hood River Fresh Market': 'Hood River',
  'Willamette Valley Grocers': 'Eugene', 'Salem Harvest Market': 'Salem', 'Lake Oswego Fine Foods': 'Lake Oswego', 'Vancouver Fresh Co-op': 'Vancouver',
  'Kruger Farm Store': 'Vancouver', 'Orchard Labs': 'Hillsboro', 'Tidewater Logistics': 'Vancouver', 'Summit Ridge Insurance': 'Beaverton',
  'Twin Oaks Grill': 'Gresham', 'Copper Kettle Diner': 'Salem',
};
const METRO = new Set(['Portland', 'Beaverton', 'Tualatin', 'Lake Oswego', 'Milwaukie', 'Gresham', 'Hillsboro', 'Vancouver', 'Tigard']);

interface Account {
  id: number;
  no: string;
  nm: string;
  typ: string;
  city: string;
  st: string;
  rep: string;
  terms: string;
  opn: string;
  cls: string | null;
  dlv: string;
  size: number;
  every: number;
  dow: number;
  phase: number;
  payer: string;
  disc: number;
  likesSo: boolean;
  shelf: boolean;
  pay: string;
  hold: string;
  /** the day a still-open account quietly stopped ordering (nobody closed it in the system) */
  dormant: string | null;
}
interface Line {
  sku: Sku;
  qty: number;
  px: number;
  disc: number;
}
interface Order {
  id: number;
  no: string;
  acct: Account;
  ordDt: string;
  reqDt: string;
  shipDt: string | null;
  stat: string;
  lines: Line[];
  frt: number;
  invNo: string | null;
  invAmt: number | null;
  dueDt: string | null;
  pdDt: string | null;
  pay: string | null;
}

// ---------------------------------------------------------------- subscribers
const FIRST = [
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Mason', 'Isabella', 'Logan', 'Mia', 'Lucas', 'Charlotte', 'Aiden', 'Amelia', 'Jackson',
  'Harper', 'Caleb', 'Evelyn', 'Wyatt', 'Abigail', 'Henry', 'Emily', 'Owen', 'Ella', 'Gabriel', 'Scarlett', 'Julian', 'Grace', 'Levi', 'Chloe', 'Isaac',
  'Zoe', 'Nathan', 'Lily', 'Ryan', 'Hannah', 'Adrian', 'Nora', 'Miles', 'Hazel', 'Jonah', 'Aria', 'Eli', 'Layla', 'Theo', 'Riley', 'Rowan', 'Avery',
  'Ezra', 'Stella', 'Silas', 'Violet', 'Declan', 'Maya', 'Felix', 'Ruby', 'Jasper', 'Iris', 'Simon', 'Claire', 'Marcus', 'Leah', 'Andre', 'Tessa',
];
const LASTS = [
  'Anderson', 'Baker', 'Chen', 'Davis', 'Edwards', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Johnson', 'Kowalski', 'Lopez', 'Miller', 'Nakamura', "O'Brien",
  'Patel', 'Quinn', 'Rivera', 'Schmidt', 'Thompson', 'Underwood', 'Vasquez', 'Walker', 'Young', 'Zimmerman', 'Bennett', 'Collins', 'Dunn', 'Ellison',
  'Flores', 'Gordon', 'Hart', 'Ingram', 'Jacobs', 'Keller', 'Larsen', 'Morgan', 'Nielsen', 'Ortiz', 'Perry', 'Ramos', 'Sullivan', 'Tran', 'Voss', 'Wong',
  'Abbott', 'Bishop', 'Carlson', 'Dixon', 'Erickson', 'Foley', 'Gibson', 'Holt', 'Iverson', 'Jensen', 'Kline', 'Lowe', 'Mendoza', 'Novak', 'Olsen',
  'Pham', 'Reyes', 'Sato', 'Tucker', 'Wilder',
];
const SUB_STATES: [string, number][] = [['OR', 42], ['WA', 16], ['CA', 14], ['ID', 3], ['CO', 4], ['NY', 5], ['TX', 4], ['IL', 3], ['MA', 3], ['AZ', 3], ['MN', 3]];

export function datasetSql(): string {
  const r = seededRandom(48213);

  // ---------------------------------------------------------------- green lots and roasting
  const lots: Lot[] = [];
  const marketCost = (o: Origin, d: string) => round2(o.cost * interp(MARKET, d) * r.float(0.94, 1.08, 3));
  const makeLot = (s: Stream, ctrct: string, eta: string, arr: string | null, bagsOverride?: number): Lot => {
    const o = r.weighted(s.origins.map((x) => [x, x.w] as const));
    const bags = bagsOverride ?? r.int(s.bags[0], s.bags[1]);
    const kg = bags * o.bagKg;
    const lot: Lot = {
      id: 0, cd: '', stream: s, imp: r.weighted(s.imp), o, prdcr: r.pick(o.prdcr), prcs: r.weighted(o.prcs), bags, kg, cost: marketCost(o, ctrct),
      cup: r.float(s.cup[0], s.cup[1], 2), cert: o.cert ? r.weighted(o.cert) : r.chance(0.12) ? 'RFA' : null, ctrct, eta, arr, rem: kg * 10, roasted: 0,
      lastRoast: null,
    };
    lot.cup = Math.round(lot.cup * 4) / 4;
    lots.push(lot);
    return lot;
  };
  const transit = (o: Origin) => (AFRICA_ASIA.has(o.ctry) ? r.int(70, 105) : r.int(40, 75));
  // Opening stock when the roast log starts: one lot of every coffee landed late in 2023 and one still on the water
  for (const [from, to] of [['2023-11-15', '2023-12-28'], ['2024-01-22', '2024-03-08']] as const) {
    for (const s of STREAMS) {
      const l = makeLot(s, from, '', null);
      l.arr = r.date(from, to);
      l.eta = addDays(l.arr, -r.int(0, 7));
      l.ctrct = addDays(l.eta, -transit(l.o));
      l.cost = marketCost(l.o, l.ctrct);
    }
  }

  const batches: Batch[] = [];
  const acc = new Map<string, number>();
  const daily = (s: Stream, d: string) => dailyGreen(d) * s.share;
  for (let d = LOG_START; d <= PLAN_UNTIL; d = addDays(d, 1)) {
    if (!isWorkDay(d)) continue;
    const planned = d > LAST_DAY;
    // Buying: keep about 105 roast days of each coffee on hand or on the water
    if (!planned) {
      for (const s of STREAMS) {
        const open = lots.filter((l) => l.stream === s && l.rem > 0);
        const cover = open.reduce((t, l) => t + l.rem / 10, 0) / daily(s, d);
        if (cover < 105) {
          const l = makeLot(s, d, '', null);
          l.eta = addDays(d, transit(l.o));
          const late = r.weighted([[r.int(-4, 0), 45], [r.int(1, 7), 35], [r.int(8, 21), 15], [r.int(22, 40), 5]]);
          const arr = addDays(l.eta, late);
          l.arr = arr <= LAST_DAY ? arr : null;
        }
      }
    }
    // Operators by machine for the day
    const roasters = ROASTERS.filter(([cd]) => activeOn(cd, d));
    const mOps = new Map<string, string>();
    const opFor = (mach: string) => {
      let op = mOps.get(mach);
      if (!op) {
        const free = roasters.filter(([cd]) => ![...mOps.values()].includes(cd));
        const pool = free.length ? free : roasters;
        op = r.weighted(pool.map(([cd, w]) => [cd, cd === 'E005' && d < '2024-06-15' ? 0.3 : w] as const));
        mOps.set(mach, op);
      }
      return op;
    };
    for (const s of STREAMS) {
      acc.set(s.cd, (acc.get(s.cd) ?? 0) + daily(s, d) * r.float(0.8, 1.2, 3));
      for (let guard = 0; guard < 40; guard++) {
        const need = acc.get(s.cd) as number;
        let mach: string;
        let size: number;
        if (s.cd === 'MIC') {
          mach = r.chance(0.55) ? 'DIE05' : 'PRB25';
          size = mach === 'DIE05' ? r.float(3.8, 5, 1) : r.float(10, 16, 1);
        } else if ((s.cd === 'BRZ' || s.cd === 'COL' || s.cd === 'CEN') && d >= LORING_FROM && r.chance(0.85)) {
          mach = 'LOR35';
          size = r.float(26, 32, 1);
        } else {
          mach = 'PRB25';
          size = r.float(18, 24, 1);
        }
        if (need < size * 0.9) break;
        const lot = lots
          .filter((l) => l.stream === s && l.rem > 0 && l.arr !== null && l.arr <= (planned ? LAST_DAY : d))
          .sort((a, b) => ((a.arr as string) < (b.arr as string) ? -1 : (a.arr as string) > (b.arr as string) ? 1 : a.ctrct < b.ctrct ? -1 : 1))[0];
        if (!lot) {
          acc.set(s.cd, Math.min(need, daily(s, d) * 3));
          break;
        }
        let take = Math.min(Math.round(size * 10), lot.rem);
        if (lot.rem - take > 0 && lot.rem - take < 25) take = lot.rem;
        lot.rem -= take;
        const inKg = take / 10;
        acc.set(s.cd, need - inKg);
        const op = opFor(mach);
        const opOff = (ROASTERS.find(([cd]) => cd === op) as [string, number, number])[2];
        const trainee = (op === 'E005' && d < '2024-07-01') || (op === 'E006' && d < '2025-10-01');
        const prof = s.prof;
        const base = ({ FLT: 13.2, OMN: 14.3, ESP: 15.4, DRK: 17.6, DCF: 16.2 } as Record<string, number>)[prof] as number;
        const prcsOff = ({ NAT: 0.3, ANA: 0.45, WHL: 0.5, HNY: 0.2 } as Record<string, number>)[lot.prcs] ?? 0;
        const machOff = mach === 'LOR35' ? -0.3 : mach === 'DIE05' ? 0.7 : 0;
        let loss = base + prcsOff + machOff + opOff + (trainee ? 0.5 : 0) + r.float(-0.9, 0.9, 3);
        let qcStat: string | null = null;
        let qc: string | null = null;
        let outKg: number | null = null;
        let drop: number | null = null;
        let dur: number | null = null;
        if (!planned) {
          const rej = r.chance(trainee ? 0.035 : 0.011);
          if (rej) loss += r.chance(0.6) ? r.float(1.5, 3, 2) : -r.float(1.2, 2.2, 2);
          qcStat = rej ? 'REJ' : daysBetween(d, LAST_DAY) <= 2 && r.chance(0.12) ? 'HLD' : 'PAS';
          const qcs = QCS.filter(([cd]) => activeOn(cd, d) && cd !== op);
          qc = r.weighted(qcs.map(([cd, w]) => [cd, w] as const));
          outKg = round2(inKg * (1 - loss / 100));
          const baseDrop = ({ FLT: 398, OMN: 408, ESP: 416, DRK: 434, DCF: 414 } as Record<string, number>)[prof] as number;
          drop = baseDrop + r.int(-5, 5);
          dur = (mach === 'DIE05' ? r.int(540, 660) : mach === 'LOR35' ? r.int(600, 720) : r.int(630, 780)) + (prof === 'DRK' ? 45 : 0);
          lot.roasted += take;
          lot.lastRoast = d;
        }
        batches.push({ id: 0, no: '', dt: d, mach, lot, prof, inKg, outKg, drop, dur, op, qc, qcStat, stat: planned ? 'PLN' : 'CMP' });
      }
    }
  }
  // Lot ids by contract date, codes numbered within the contract year
  lots.sort((a, b) => (a.ctrct < b.ctrct ? -1 : a.ctrct > b.ctrct ? 1 : a.stream.cd < b.stream.cd ? -1 : 1));
  const perYear = new Map<string, number>();
  lots.forEach((l, i) => {
    l.id = i + 1;
    const y = l.ctrct.slice(2, 4);
    const n = (perYear.get(y) ?? 0) + 1;
    perYear.set(y, n);
    l.cd = `GC${y}-${pad(n, 3)}`;
  });
  const machOrder: Record<string, number> = { LOR35: 0, PRB25: 1, DIE05: 2 };
  batches.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : (machOrder[a.mach] as number) - (machOrder[b.mach] as number)));
  let seqDay = '';
  let seq = 0;
  batches.forEach((b, i) => {
    b.id = i + 1;
    if (b.dt !== seqDay) {
      seqDay = b.dt;
      seq = 0;
    }
    seq++;
    b.no = `R${b.dt.slice(2, 4)}${b.dt.slice(5, 7)}${b.dt.slice(8, 10)}-${pad(seq, 2)}`;
  });
  const lotStat = (l: Lot) => (l.arr === null ? 'TRN' : l.roasted >= l.kg * 10 ? 'DPL' : 'AVL');

  // ---------------------------------------------------------------- SKUs
  const skus: Sku[] = [];
  for (const [pre, name, typ, wh12, rt12, wh5, rt5, sizes, lnch] of BLENDS) {
    for (const sz of sizes) {
      const wh0 = sz === '12Z' ? wh12 : wh5;
      const rt0 = sz === '12Z' ? rt12 : rt5;
      skus.push({
        cd: `${pre}-${sz === '12Z' ? '12Z' : '05L'}`, desc: `${name} ${sz === '12Z' ? '12 oz' : '5 lb'}`, typ, sz, blend: pre, lot: null, wh0, wh: rise(wh0),
        rt0, rt: rise(rt0), lnch, disc: null,
      });
    }
  }
  const CTRY3: Record<string, string> = { Kenya: 'KEN', Rwanda: 'RWA', Burundi: 'BDI', Ethiopia: 'ETH', Colombia: 'COL', 'Costa Rica': 'CRI', Panama: 'PAN' };
  const soSeq = new Map<string, number>();
  for (const l of lots.filter((x) => x.stream.cd === 'MIC' && x.arr !== null)) {
    const c3 = CTRY3[l.o.ctry] as string;
    const n = (soSeq.get(c3) ?? 0) + 1;
    soSeq.set(c3, n);
    const lnch = addDays(l.arr as string, r.int(6, 14));
    const disc = l.roasted >= l.kg * 10 && l.lastRoast !== null ? addDays(l.lastRoast, r.int(10, 21)) : null;
    const wh12 = Math.round((l.cost * 0.55 + 8.5) * 4) / 4;
    const rt12 = Math.round(wh12 * 1.6) + 0.5;
    const base = `${l.o.ctry} ${l.prdcr}`;
    skus.push({ cd: `SO-${c3}${pad(n, 2)}-12Z`, desc: `${base} 12 oz`, typ: 'SO', sz: '12Z', blend: null, lot: l, wh0: wh12, wh: wh12, rt0: rt12, rt: rt12, lnch, disc });
    if (r.chance(0.4) || l.o.ctry === 'Kenya') {
      const wh5 = Math.round(wh12 * 5.2) + 0.5;
      skus.push({ cd: `SO-${c3}${pad(n, 2)}-05L`, desc: `${base} 5 lb`, typ: 'SO', sz: '5LB', blend: null, lot: l, wh0: wh5, wh: wh5, rt0: wh5 + 32, rt: wh5 + 32, lnch, disc });
    }
  }
  const lotsNamed = new Map<string, Set<Lot>>();
  for (const s of skus) {
    if (!s.lot) continue;
    const key = `${s.lot.o.ctry} ${s.lot.prdcr}`;
    lotsNamed.set(key, (lotsNamed.get(key) ?? new Set<Lot>()).add(s.lot));
  }
  // Repeat lots from the same producer get the month they landed in the name
  const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  for (const s of skus) {
    if (s.lot && (lotsNamed.get(`${s.lot.o.ctry} ${s.lot.prdcr}`) as Set<Lot>).size > 1) {
      const arr = s.lot.arr as string;
      s.desc = s.desc.replace(/ (12 oz|5 lb)$/, ` ${MON[month(arr) - 1]} ${arr.slice(0, 4)} $1`);
    }
  }
  const skuBy = (cd: string) => skus.find((s) => s.cd === cd) as Sku;
  const whPrice = (s: Sku, d: string) => (d < PRICE_RISE ? s.wh0 : s.wh);
  const rtPrice = (s: Sku, d: string) => (d < PRICE_RISE ? s.rt0 : s.rt);
  const soOn = (d: string) => skus.filter((s) => s.typ === 'SO' && s.lnch <= d && (s.disc === null || s.disc >= d));
  const holiday = (d: string) => month(d) >= 11;

  // ---------------------------------------------------------------- accounts
  const accounts: Account[] = [];
  const typed: [string, string][] = [
    ...r.shuffle(CAFES).map((n) => ['CAF', n] as [string, string]),
    ...r.shuffle(GROCERS).map((n) => ['GRO', n] as [string, string]),
    ...r.shuffle(OFFICES).map((n) => ['OFF', n] as [string, string]),
    ...r.shuffle(RESTAURANTS).map((n) => ['RST', n] as [string, string]),
  ];
  const pool = r.shuffle(typed).slice(0, 82);
  const nOld = 30;
  pool.forEach(([typ, nm], i) => {
    let opn: string;
    if (i < nOld) opn = r.date('2016-03-01', '2023-12-15');
    else {
      const t = (i - nOld) / (pool.length - nOld);
      opn = addDays(LOG_START, Math.floor(t * daysBetween(LOG_START, '2026-11-10')) + r.int(0, 12));
    }
    const city = CITY_OF[nm] ?? 'Portland';
    const reps = ['E010', 'E011', 'E012'].filter((cd) => activeOn(cd, opn));
    let rep = reps.length ? r.pick(reps) : 'E010';
    if (opn >= '2025-10-06' && r.chance(0.6)) rep = 'E013';
    const payer = r.weighted([['prompt', 30], ['normal', 45], ['slow', 17], ['bad', 8]]);
    const size = typ === 'GRO' ? r.float(0.6, 2.2, 2) : r.weighted([[r.float(0.5, 1.0, 2), 50], [r.float(1.0, 1.8, 2), 38], [r.float(1.8, 3.2, 2), 12]]);
    accounts.push({
      id: 0, no: '', nm, typ, city, st: city === 'Vancouver' ? 'WA' : 'OR', rep,
      terms: typ === 'CAF' ? r.weighted([['N15', 70], ['N30', 30]]) : typ === 'RST' ? r.weighted([['N15', 60], ['N30', 40]]) : r.weighted([['N30', 88], ['N15', 12]]),
      opn, cls: null, dlv: METRO.has(city) ? (r.chance(0.1) ? 'PU' : 'VAN') : 'UPS', size,
      every: typ === 'CAF' ? (size > 1.8 ? r.weighted([[1, 70], [0.5, 30]]) : r.weighted([[1, 45], [2, 55]])) : typ === 'GRO' ? 2 : typ === 'OFF' ? r.weighted([[2, 60], [3, 40]]) : r.weighted([[1, 50], [2, 50]]),
      dow: r.int(1, 4), phase: r.int(0, 2), payer, disc: r.chance(0.15) ? 5 : 0, likesSo: r.chance(typ === 'CAF' ? 0.5 : 0.2), shelf: r.chance(0.35),
      pay: r.weighted([['ACH', 60], ['CHK', 25], ['CC', 15]]), hold: 'N', dormant: null,
    });
  });
  // Closures: a few accounts a year stop buying from us
  for (const a of accounts) {
    const from = maxDate(a.opn, LOG_START);
    if (daysBetween(from, LAST_DAY) < 120) continue;
    const pClose = (daysBetween(from, LAST_DAY) / 365) * (a.payer === 'bad' ? 0.22 : 0.075);
    if (r.chance(pClose)) a.cls = addDays(from, r.int(90, daysBetween(from, LAST_DAY) - 5));
  }
  // A few accounts go quiet without anyone closing them
  for (const a of accounts) {
    if (a.cls === null && a.payer !== 'bad' && a.opn < '2025-12-01' && r.chance(0.09)) a.dormant = r.date(maxDate(addDays(a.opn, 90), '2025-03-01'), '2026-09-30');
  }
  // Luis Moreno left on 2025-09-30: his open accounts went to Hannah Price
  for (const a of accounts) if (a.rep === 'E012' && (a.cls === null || a.cls > '2025-10-06')) a.rep = 'E013';
  accounts.sort((a, b) => (a.opn < b.opn ? -1 : a.opn > b.opn ? 1 : a.nm < b.nm ? -1 : 1));
  accounts.forEach((a, i) => {
    a.id = i + 1;
    a.no = `W${1000 + (i + 1) * 3}`;
  });

  // ---------------------------------------------------------------- wholesale orders
  const orders: Order[] = [];
  const q = (n: number) => Math.max(1, Math.round(n));
  const six = (n: number) => Math.max(6, Math.round(n / 6) * 6);
  const linesFor = (a: Account, d: string): Line[] => {
    const f = (SEASON[month(d) - 1] as number) * a.size * r.float(0.75, 1.25, 3);
    const out: [Sku, number][] = [];
    const so = soOn(d);
    const add = (cd: string, n: number) => {
      const s = skuBy(cd);
      if (s.lnch > d) return;
      const have = out.find(([x]) => x === s);
      if (have) have[1] += n;
      else out.push([s, n]);
    };
    const summer = month(d) >= 5 && month(d) <= 9;
    if (a.typ === 'CAF') {
      add('HRT-05L', q(3 * f * (a.every === 2 ? 1.8 : a.every === 0.5 ? 0.55 : 1)));
      if (r.chance(0.5)) add(r.pick(['EMB-05L', 'FOG-05L', 'FOG-05L']), q(1.2 * f));
      if (r.chance(0.45)) add('DCF-05L', 1);
      if (a.likesSo && so.length && r.chance(0.7)) {
        const s = r.pick(so);
        if (s.sz === '12Z') add(s.cd, r.pick([6, 6, 12]));
        else add(s.cd, 1);
      }
      if (a.shelf && r.chance(0.4)) add(r.pick(holiday(d) ? ['SOL-12Z', 'HRT-12Z', 'EMB-12Z'] : ['HRT-12Z', 'EMB-12Z', 'FOG-12Z']), r.pick([6, 12]));
      if (r.chance(summer ? 0.55 : 0.08)) add('CLD-05L', q(1.4 * f));
    } else if (a.typ === 'GRO') {
      const range = ['HRT-12Z', 'EMB-12Z', 'EMB-12Z', 'OWL-12Z', 'FOG-12Z', 'DCF-12Z'];
      const n = r.int(3, 5);
      for (const cd of r.shuffle(range).slice(0, n)) add(cd, six(r.int(1, 4) * 6 * f));
      if (holiday(d)) add('SOL-12Z', six(12 * f));
      if (so.length && r.chance(0.35)) {
        const s12 = so.filter((s) => s.sz === '12Z');
        if (s12.length) add(r.pick(s12).cd, 6);
      }
    } else if (a.typ === 'OFF') {
      add('EMB-05L', q(2 * f));
      if (r.chance(0.4)) add('HRT-05L', q(1 * f));
      if (r.chance(0.3)) add('DCF-05L', 1);
      if (r.chance(0.2)) add('OWL-05L', 1);
    } else {
      add(r.weighted([['HRT-05L', 40], ['EMB-05L', 35], ['OWL-05L', 25]]), q(1.8 * f));
      if (r.chance(0.4)) add('DCF-05L', 1);
      if (holiday(d) && r.chance(0.3)) add('SOL-05L', 1);
    }
    return out.map(([s, qty]) => {
      let disc = a.disc;
      if (s.sz === '5LB' && qty >= 8) disc = Math.max(disc, 5);
      if (daysBetween(a.opn, d) <= 45) disc = Math.max(disc, 10);
      if (s.typ === 'SO' && daysBetween(s.lnch, d) <= 14) disc = Math.max(disc, 10);
      return { sku: s, qty, px: whPrice(s, d), disc };
    });
  };
  for (const a of accounts) {
    const holdFrom = a.payer === 'bad' && a.cls === null && r.chance(0.7) ? addDays(LAST_DAY, -r.int(20, 75)) : null;
    let week = 0;
    for (let mon = '2024-01-01'; mon <= LAST_DAY; mon = addDays(mon, 7), week++) {
      const slots: number[] = [];
      if (a.every === 0.5) slots.push(a.dow, a.dow + 3 > 5 ? 5 : a.dow + 3);
      else if (week % a.every === a.phase % a.every) slots.push(a.dow);
      for (const dw of slots) {
        const d = addDays(mon, dw - 1);
        if (d < a.opn || (a.cls !== null && d > a.cls) || d > LAST_DAY || HOLIDAYS.has(d)) continue;
        if ((holdFrom !== null && d > holdFrom) || (a.dormant !== null && d > a.dormant)) continue;
        if (r.chance(a.typ === 'OFF' && (month(d) === 12 || month(d) === 8) ? 0.3 : 0.07)) continue;
        const lines = linesFor(a, d);
        const cxl = r.chance(0.015);
        let shipDt: string | null = cxl ? null : nextWorkDay(d, r.weighted([[1, 55], [2, 35], [3, 10]]));
        const stat = cxl ? 'CXL' : (shipDt as string) > LAST_DAY ? 'OPN' : 'SHP';
        if (stat !== 'SHP') shipDt = null;
        const sub = round2(lines.reduce((t, l) => t + round2(l.qty * l.px * (1 - l.disc / 100)), 0));
        const frt = a.dlv === 'PU' ? 0 : a.dlv === 'VAN' ? (sub >= 150 ? 0 : 12) : round2(Math.max(14, sub * 0.06));
        orders.push({
          id: 0, no: '', acct: a, ordDt: d, reqDt: addDays(d, r.int(2, 5)), shipDt, stat, lines, frt, invNo: null, invAmt: stat === 'SHP' ? round2(sub + frt) : null,
          dueDt: null, pdDt: null, pay: null,
        });
      }
    }
  }
  orders.sort((a, b) => (a.ordDt < b.ordDt ? -1 : a.ordDt > b.ordDt ? 1 : a.acct.id - b.acct.id));
  orders.forEach((o, i) => {
    o.id = i + 1;
    o.no = `SO-${pad(24000 + i + 1, 6)}`;
  });
  const shipped = orders.filter((o) => o.stat === 'SHP').sort((a, b) => ((a.shipDt as string) < (b.shipDt as string) ? -1 : (a.shipDt as string) > (b.shipDt as string) ? 1 : a.id - b.id));
  shipped.forEach((o, i) => {
    const a = o.acct;
    const inv = o.shipDt as string;
    o.invNo = `EH${pad(51000 + i + 1, 6)}`;
    const terms = a.terms === 'N15' ? 15 : 30;
    o.dueDt = addDays(inv, terms);
    let days: number | null;
    switch (a.payer) {
      case 'prompt':
        days = r.int(Math.max(1, terms - 12), terms);
        break;
      case 'normal':
        days = r.weighted([[r.int(terms - 6, terms), 60], [r.int(terms + 1, terms + 12), 40]]);
        break;
      case 'slow':
        days = r.int(terms + 5, terms + 48);
        break;
      default:
        // bad payers: late for a long time, then they stop paying altogether near the end
        days = daysBetween(inv, a.cls ?? LAST_DAY) < 120 && r.chance(0.6) ? null : r.int(terms + 20, terms + 75);
    }
    const pd = days === null ? null : addDays(inv, days);
    o.pdDt = pd !== null && pd <= LAST_DAY ? pd : null;
    o.pay = o.pdDt === null ? null : r.chance(0.85) ? a.pay : r.pick(['ACH', 'CHK', 'CC']);
  });
  for (const a of accounts) {
    const overdue = shipped.some((o) => o.acct === a && o.pdDt === null && daysBetween(o.dueDt as string, LAST_DAY) > 45);
    if (a.cls === null && overdue) a.hold = 'Y';
  }

  // ---------------------------------------------------------------- subscriptions
  interface Sub {
    id: number;
    no: string;
    first: string;
    last: string;
    email: string;
    st: string;
    plan: string;
    sku: Sku | null;
    freq: string;
    px: number;
    start: string;
    cxl: string | null;
    rsn: string | null;
    stat: string;
    gift: string;
    giftMo: number | null;
    ref: Sub | null;
  }
  const subs: Sub[] = [];
  const names = uniqueNames(r, FIRST, LASTS);
  const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'proton.me'];
  for (let m = SUBS_LAUNCH; m <= LAST_DAY; m = addMonths(m, 1)) {
    const yrs = daysBetween(SUBS_LAUNCH, m) / 365.25;
    const mo = month(m);
    const base = 24 * 1.28 ** yrs * (mo === 1 ? 1.35 : mo === 2 ? 1.1 : mo >= 6 && mo <= 8 ? 0.8 : 1);
    const n = r.poisson(base);
    const gifts = mo === 11 ? r.poisson(base * 0.5) : mo === 12 ? r.poisson(base * 1.3) : 0;
    const monthEnd = addDays(addMonths(m, 1), -1);
    for (let k = 0; k < n + gifts; k++) {
      const gift = k >= n;
      const bought = r.date(m, monthEnd);
      if (bought > LAST_DAY) continue;
      const start = gift ? (mo === 11 ? addDays(`${m.slice(0, 4)}-12-01`, r.int(0, 22)) : addDays(bought, r.int(0, 10))) : bought;
      const plan = gift ? r.weighted([['CLS', 65], ['EXP', 35]]) : r.weighted([['CLS', 55], ['EXP', 25], ['DUO', 20]]);
      const sku = plan === 'EXP' ? null : skuBy(r.weighted([['HRT-12Z', 25], ['EMB-12Z', 35], ['FOG-12Z', 20], ['OWL-12Z', 10], ['DCF-12Z', 10]]));
      const freq = gift ? r.weighted([['MO', 75], ['BWK', 25]]) : plan === 'DUO' ? r.weighted([['WK', 30], ['BWK', 45], ['MO', 25]]) : r.weighted([['WK', 10], ['BWK', 42], ['MO', 48]]);
      const px = plan === 'EXP' ? (bought < PRICE_RISE ? 22 : 24) : plan === 'CLS' ? round2(rtPrice(sku as Sku, bought) * 0.9) : round2(rtPrice(sku as Sku, bought) * 2 * 0.85);
      const [first, last] = names();
      const giftMo = gift ? r.weighted([[3, 45], [6, 35], [12, 20]]) : null;
      let cxl: string | null = null;
      let rsn: string | null = null;
      if (gift && (!r.chance(0.18) || addMonths(start, giftMo as number) > LAST_DAY)) {
        cxl = addMonths(start, giftMo as number);
        rsn = 'GFT';
      } else {
        // monthly hazard of cancelling
        const from = gift ? addMonths(start, giftMo as number) : start;
        for (let k2 = 0; k2 < 60; k2++) {
          const h = k2 < 3 ? 0.07 : k2 < 12 ? 0.035 : 0.02;
          if (r.chance(h)) {
            cxl = addDays(addMonths(from, k2), r.int(1, 28));
            rsn = r.weighted([['PRC', 30], ['VOL', 25], ['TST', 12], ['MOV', 10], ['LCL', 10], ['OTH', 13]]);
            break;
          }
        }
      }
      if (cxl !== null && cxl > LAST_DAY && rsn !== 'GFT' && !(cxl <= addDays(LAST_DAY, 28) && r.chance(0.5))) {
        cxl = null;
        rsn = null;
      }
      // nothing is dated on the refresh day itself
      if (cxl === addDays(LAST_DAY, 1)) cxl = addDays(LAST_DAY, 2);
      let stat: string;
      if (start > LAST_DAY) stat = 'PND';
      else if (cxl !== null && cxl <= LAST_DAY) stat = 'CXL';
      else stat = cxl === null && r.chance(0.05) ? 'PAU' : 'ACT';
      const eml = `${first.toLowerCase()}.${last.toLowerCase().replace(/'/g, '')}${r.chance(0.4) ? r.int(1, 99) : ''}@${r.pick(DOMAINS)}`;
      const refPool = subs.filter((x) => x.start <= bought && (x.cxl === null || x.cxl > bought) && x.gift === 'N');
      const ref = !gift && refPool.length > 20 && r.chance(0.1) ? r.pick(refPool) : null;
      subs.push({
        id: 0, no: '', first, last, email: eml, st: r.weighted(SUB_STATES), plan, sku, freq, px, start, cxl, rsn, stat, gift: gift ? 'Y' : 'N', giftMo, ref,
      });
    }
  }
  subs.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.last < b.last ? -1 : 1));
  subs.forEach((s, i) => {
    s.id = i + 1;
    s.no = `SUB-${pad(10000 + i + 1, 5)}`;
  });

  return [
    'CREATE SCHEMA rst;',
    `CREATE TABLE rst.staff (emp_id integer PRIMARY KEY, emp_cd varchar(4) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL,
      job_cd varchar(3) NOT NULL, sup_emp_id integer REFERENCES rst.staff (emp_id), hire_dt date NOT NULL, term_dt date, ft_yn char(1) NOT NULL);`,
    `CREATE TABLE rst.green_lots (lot_id integer PRIMARY KEY, lot_cd varchar(8) NOT NULL UNIQUE, imp_nm text NOT NULL, orig_ctry text NOT NULL,
      rgn_nm text NOT NULL, prdcr_nm text NOT NULL, prcs_cd varchar(3) NOT NULL, cert_cd varchar(3), bags_qty smallint NOT NULL, bag_kg smallint NOT NULL,
      kg_purch numeric(8,1) NOT NULL, cost_usd_kg numeric(6,2) NOT NULL, cup_scr numeric(4,2) NOT NULL, ctrct_dt date NOT NULL, eta_dt date NOT NULL,
      arr_dt date, stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE rst.roast_batches (btch_id integer PRIMARY KEY, btch_no varchar(10) NOT NULL UNIQUE, roast_dt date NOT NULL, mach_cd varchar(5) NOT NULL,
      lot_id integer NOT NULL REFERENCES rst.green_lots (lot_id), prof_cd varchar(3) NOT NULL, grn_kg_in numeric(6,1) NOT NULL, rst_kg_out numeric(6,2),
      drop_temp_f smallint, dur_sec smallint, op_emp_id integer NOT NULL REFERENCES rst.staff (emp_id), qc_emp_id integer REFERENCES rst.staff (emp_id),
      qc_cd varchar(3), stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE rst.skus (sku_cd varchar(12) PRIMARY KEY, sku_desc text NOT NULL, sku_typ varchar(3) NOT NULL, bag_sz_cd varchar(3) NOT NULL,
      net_wt_g smallint NOT NULL, lot_id integer REFERENCES rst.green_lots (lot_id), whsl_px_usd numeric(7,2) NOT NULL, rtl_px_usd numeric(7,2),
      lnch_dt date NOT NULL, disc_dt date, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE rst.accounts (acct_id integer PRIMARY KEY, acct_no varchar(6) NOT NULL UNIQUE, acct_nm text NOT NULL, acct_typ varchar(3) NOT NULL,
      city_nm text NOT NULL, st_cd char(2) NOT NULL, rep_emp_id integer NOT NULL REFERENCES rst.staff (emp_id), terms_cd varchar(3) NOT NULL,
      dlv_cd varchar(3) NOT NULL, crd_hold_yn char(1) NOT NULL, opn_dt date NOT NULL, cls_dt date);`,
    `CREATE TABLE rst.ws_orders (ord_id integer PRIMARY KEY, ord_no varchar(10) NOT NULL UNIQUE, acct_id integer NOT NULL REFERENCES rst.accounts (acct_id),
      ord_dt date NOT NULL, req_dt date NOT NULL, ship_dt date, stat_cd varchar(3) NOT NULL, frt_usd numeric(7,2) NOT NULL, inv_no varchar(8) UNIQUE, inv_dt date,
      inv_amt_usd numeric(9,2), due_dt date, pd_dt date, pay_mthd varchar(3));`,
    `CREATE TABLE rst.ws_order_lines (ord_id integer NOT NULL REFERENCES rst.ws_orders (ord_id), ln_no smallint NOT NULL,
      sku_cd varchar(12) NOT NULL REFERENCES rst.skus (sku_cd), qty smallint NOT NULL, unit_px_usd numeric(7,2) NOT NULL, disc_pct numeric(4,1) NOT NULL,
      PRIMARY KEY (ord_id, ln_no));`,
    `CREATE TABLE rst.subscriptions (sub_id integer PRIMARY KEY, sub_no varchar(9) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL,
      email text NOT NULL, ship_st char(2) NOT NULL, plan_cd varchar(3) NOT NULL, sku_cd varchar(12) REFERENCES rst.skus (sku_cd), freq_cd varchar(3) NOT NULL,
      plan_px_usd numeric(6,2) NOT NULL, start_dt date NOT NULL, cxl_dt date, cxl_rsn_cd varchar(3), stat_cd varchar(3) NOT NULL, gift_yn char(1) NOT NULL,
      gift_mo smallint, ref_sub_id integer REFERENCES rst.subscriptions (sub_id));`,
    insertRows(
      'rst.staff',
      ['emp_id', 'emp_cd', 'first_nm', 'last_nm', 'job_cd', 'sup_emp_id', 'hire_dt', 'term_dt', 'ft_yn'],
      STAFF.map(([cd, f, l, job, sup, hire, term, ft]) => [empId(cd), cd, f, l, job, sup ? empId(sup) : null, hire, term, ft]),
    ),
    insertRows(
      'rst.green_lots',
      ['lot_id', 'lot_cd', 'imp_nm', 'orig_ctry', 'rgn_nm', 'prdcr_nm', 'prcs_cd', 'cert_cd', 'bags_qty', 'bag_kg', 'kg_purch', 'cost_usd_kg', 'cup_scr',
        'ctrct_dt', 'eta_dt', 'arr_dt', 'stat_cd'],
      lots.map((l) => [l.id, l.cd, l.imp, l.o.ctry, l.o.rgn, l.prdcr, l.prcs, l.cert, l.bags, l.o.bagKg, l.kg, l.cost, l.cup, l.ctrct, l.eta, l.arr, lotStat(l)]),
    ),
    insertRows(
      'rst.roast_batches',
      ['btch_id', 'btch_no', 'roast_dt', 'mach_cd', 'lot_id', 'prof_cd', 'grn_kg_in', 'rst_kg_out', 'drop_temp_f', 'dur_sec', 'op_emp_id', 'qc_emp_id', 'qc_cd',
        'stat_cd'],
      batches.map((b) => [b.id, b.no, b.dt, b.mach, b.lot.id, b.prof, b.inKg, b.outKg, b.drop, b.dur, empId(b.op), b.qc ? empId(b.qc) : null, b.qcStat, b.stat]),
    ),
    insertRows(
      'rst.skus',
      ['sku_cd', 'sku_desc', 'sku_typ', 'bag_sz_cd', 'net_wt_g', 'lot_id', 'whsl_px_usd', 'rtl_px_usd', 'lnch_dt', 'disc_dt', 'actv_yn'],
      skus.map((s) => {
        const seasonal = s.blend === 'SOL';
        const actv = s.lnch > LAST_DAY || (s.disc !== null && s.disc <= LAST_DAY) ? 'N' : 'Y';
        return [s.cd, s.desc, s.typ, s.sz, s.sz === '12Z' ? 340 : 2268, s.lot ? s.lot.id : null, s.wh, s.rt || null, s.lnch, seasonal ? null : s.disc, actv];
      }),
    ),
    insertRows(
      'rst.accounts',
      ['acct_id', 'acct_no', 'acct_nm', 'acct_typ', 'city_nm', 'st_cd', 'rep_emp_id', 'terms_cd', 'dlv_cd', 'crd_hold_yn', 'opn_dt', 'cls_dt'],
      accounts.map((a) => [a.id, a.no, a.nm, a.typ, a.city, a.st, empId(a.rep), a.terms, a.dlv, a.hold, a.opn, a.cls]),
    ),
    insertRows(
      'rst.ws_orders',
      ['ord_id', 'ord_no', 'acct_id', 'ord_dt', 'req_dt', 'ship_dt', 'stat_cd', 'frt_usd', 'inv_no', 'inv_dt', 'inv_amt_usd', 'due_dt', 'pd_dt', 'pay_mthd'],
      orders.map((o) => [o.id, o.no, o.acct.id, o.ordDt, o.reqDt, o.shipDt, o.stat, o.frt, o.invNo, o.invNo === null ? null : o.shipDt, o.invAmt, o.dueDt, o.pdDt, o.pay]),
    ),
    insertRows(
      'rst.ws_order_lines',
      ['ord_id', 'ln_no', 'sku_cd', 'qty', 'unit_px_usd', 'disc_pct'],
      orders.flatMap((o) => o.lines.map((l, i) => [o.id, i + 1, l.sku.cd, l.qty, l.px, l.disc])),
    ),
    insertRows(
      'rst.subscriptions',
      ['sub_id', 'sub_no', 'first_nm', 'last_nm', 'email', 'ship_st', 'plan_cd', 'sku_cd', 'freq_cd', 'plan_px_usd', 'start_dt', 'cxl_dt', 'cxl_rsn_cd',
        'stat_cd', 'gift_yn', 'gift_mo', 'ref_sub_id'],
      subs.map((s) => [s.id, s.no, s.first, s.last, s.email, s.st, s.plan, s.sku ? s.sku.cd : null, s.freq, s.px, s.start, s.cxl, s.rsn, s.stat, s.gift,
        s.giftMo, s.ref ? s.ref.id : null]),
    ),
  ].join('\n');
}
