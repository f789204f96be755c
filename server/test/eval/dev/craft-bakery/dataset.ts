/**
 * Prairie Hearth Bakehouse, a wholesale craft bakery on the east side of Madison, Wisconsin (founded 2017). It bakes
 * bread, pastry, cakes, pies and cookies overnight and delivers them early each morning in its own vans to cafés,
 * grocers, restaurants and caterers around Madison, Milwaukee, Janesville/Beloit and Rockford, Illinois. There is no
 * retail shop: every sale is a trade sale on account. The bakery works Monday to Saturday; it is closed on Sundays
 * and on New Year's Day, the Fourth of July, Thanksgiving Day and Christmas Day.
 *
 * This is the database of the "DoughTrack Wholesale" package (schema `dtw`) as it stood at the end of the working day
 * on Wednesday 2026-11-25 (today's deliveries and bakes are in). The package went live on 2024-01-02: customers,
 * products, drivers and standing orders were carried over with their original dates, but no invoices or credit memos
 * from before 2024-01-02 were migrated. The production (bake) log was added to the package later and has rows only from
 * 2025-03-01; earlier bake sheets were kept on paper. All money is US dollars held as integer CENTS (columns ending
 * `_c`): 1250 is $12.50. There is no sales tax (wholesale food for resale). Rows dated after 2026-11-25 are bookings:
 * one-off orders customers have already placed for December 2026 (`ar_doc.dlv_stat` = 'BOOKED'), and one standing
 * order line that starts in December 2026. Costs of any kind (ingredients, wages, fuel, van mileage), delivery
 * arrival times and customer feedback are NOT recorded in this system.
 *
 * Staff appear only by initials in some places: office staff BO (Bridget Olander, office manager) and KL (Kyle Lund,
 * bookkeeper); bakers MO (Maren Olson, head baker), JP (Jorge Pineda, night bread baker), LT (Lena Tran, pastry and
 * cakes), AR (Alma Ruiz, weekend cakes, from September 2025).
 *
 * - `cd_lkp`: the package's general code table, keyed by (`cd_typ`, `cd`). `cd_typ` says which list the code
 *   belongs to: CAT product category (BRD Bread, PST Pastry, CKE Cakes, PIE Pies, CKY Cookies & Bars; SEA Seasonal
 *   Specials is an old, unused category), CLS customer class (CAF Cafe / Coffee Shop, GRC Grocer, RST Restaurant, CTR
 *   Caterer; INS Institutional is unused), CMR credit memo reason (RTN Unsold returns, SHT Short delivery, DMG Damaged
 *   in transit, QLT Quality complaint, PRC Pricing correction), TRM payment terms (N14 Net 14 days, N30 Net 30 days;
 *   COD is no longer offered). `cd_desc` the description shown on screens and reports; `srt` display order;
 *   `actv_yn` Y the code may still be used, N retired.
 *
 * - `drvr`: delivery drivers, keyed by `drv_id`. `drv_nm` full name; `hire_dt` first day; `term_dt` last day of
 *   employment, NULL while still employed; `emp_typ` FT full-time (has a regular route), PT part-time relief driver
 *   (covers routes and drives most one-off deliveries).
 *
 * - `rte`: delivery routes, keyed by `rte_cd` ('R1' .. 'R5'). `rte_nm` the route's name; `run_days` the days the
 *   route runs, Monday to Sunday, a letter for a running day and '-' for none (e.g. '-T-T-S-' Tuesday, Thursday and
 *   Saturday); `drv_id` the route's regular driver now (`drvr.drv_id`); `van_no` the van; `dep_tm` departure time
 *   from the bakery (24-hour 'HH:MM').
 *
 * - `prod_mst`: products, keyed by `sku` (e.g. 'BR101'). `prod_desc` the product name; `cat_cd` category
 *   (`cd_lkp` CAT); `uom` the unit it is sold, baked and counted in (words: 'loaf', 'each', 'dozen', 'half sheet',
 *   'ring', 'whole cake', 'pie'); `wt_g` weight of one unit in grams; `list_c` the CURRENT (2026) wholesale list price
 *   per unit in cents (list prices rise each 1 January; cafés pay list, grocers 12% off, restaurants 5% off,
 *   caterers 8% off; the price actually charged is on each invoice line); `shlf_dd` shelf life in days; `gf_yn` Y
 *   gluten-free; `lnch_dt` the day the product was first sold; `disc_dt` the day it was discontinued (last day made),
 *   NULL while still in the range. Some products are seasonal and only sold in their season: Christmas Stollen
 *   1-24 December, Pumpkin Pie 15 September to 30 November, Bourbon Pecan Pie October to December, Strawberry Rhubarb
 *   Pie 15 May to 31 July.
 *
 * - `cust_mst`: customer accounts, keyed by `cust_no` (letter for the class then a number: 'C1001', 'G2001' ...).
 *   `cust_nm` trading name; `cls_cd` class (`cd_lkp` CLS); `addr1`, `city`, `st` (state, 'WI' or 'IL'), `zip`;
 *   `cntct_nm` the contact person; `phn`; `trms_cd` payment terms (`cd_lkp` TRM): N14 pay within 14 days of the
 *   invoice date, N30 within 30 days; `rte_cd` the route the account is delivered on (`rte.rte_cd`); `sor_yn` Y the
 *   account buys bread on sale-or-return (unsold loaves are collected and credited); `cr_hold_yn` Y the account is on
 *   credit hold; `opn_dt` the day the account was opened; `cls_dt` the day the account was closed (customer stopped
 *   buying or went out of business), NULL while the account is open.
 *
 * - `stdg_ord`: standing orders, one row per customer per product (a standing order line), keyed by `so_id`.
 *   `cust_no` (`cust_mst.cust_no`); `sku` (`prod_mst.sku`); `qty` units to deliver on each delivery day; `dow_msk`
 *   the delivery days, Monday to Sunday, a letter for a delivery day and '-' for none (e.g. 'M-W-F--'); `eff_dt`
 *   the first delivery day; `end_dt` the last delivery day, NULL for open-ended; a change of quantity ends the old
 *   line and starts a new one; `del_yn` Y the line was entered in error and deleted (soft delete: ignore it), N
 *   live; `ent_by` initials of whoever keyed it. A standing order line is active on a day when it is not deleted,
 *   `eff_dt` <= that day and `end_dt` is NULL or >= that day. Customers phone in day-to-day changes, so delivered
 *   quantities differ from `qty`; those daily changes are not kept.
 *
 * - `ar_doc`: the sales ledger, one row per document, keyed by `doc_no`. `doc_typ` INV invoice or CRM credit memo;
 *   `doc_ref` the printed reference; `cust_no` (`cust_mst.cust_no`); `doc_dt` the document date. Invoices come in
 *   two kinds, told apart by `ord_src`:
 *     S  a standing-order invoice billing all standing-order deliveries of a period: net-14 accounts are billed
 *        weekly (period Monday to Saturday, `doc_dt` the Saturday), net-30 accounts monthly (period the calendar
 *        month, `doc_dt` the month's last day); `per_st` the first day of the period. Deliveries of the current,
 *        unfinished period are not invoiced yet (they are only in `bake_log`).
 *     O  a one-off order (a special order: cakes, holiday pies, catering trays, extra bread), one invoice per order,
 *        entered when the customer places it; `ord_dt` the day the order was placed; `dlv_dt` the delivery day
 *        (= `doc_dt`); `drv_id` the driver who delivered it (`drvr.drv_id`), NULL when not delivered.
 *   `dlv_stat` for invoices (words): 'DELIVERED', 'CANCELLED' (one-off order cancelled by the customer before
 *   delivery; never billed, `amt_c` is the order's value), 'BOOKED' (one-off order for a future date, not delivered
 *   yet); NULL on credit memos. `due_dt` for invoices, the day payment is due (`doc_dt` + the account's terms), NULL
 *   on credit memos. `amt_c` the document total in cents, always positive (the sum of its lines). Credit memo
 *   columns: `ref_doc` the invoice credited (`ar_doc.doc_no`); `rsn_cd` the reason (`cd_lkp` CMR): RTN unsold bread
 *   collected from a sale-or-return grocer (one memo per invoice), SHT units invoiced but not delivered (short on
 *   the truck), DMG damaged in transit, QLT quality complaint, PRC the wrong price was charged. `pd_dt` for invoices,
 *   the day the invoice was paid in full (customers pay the invoice less any credit memos against it), NULL while
 *   unpaid; an invoice is open while unpaid and overdue when unpaid after its due date. `void_yn` Y the document was
 *   raised in error and voided (kept for the audit trail, to be ignored everywhere; a voided invoice was re-raised
 *   under a new number), N live. `memo` free text. Invoiced sales are the live ('N') DELIVERED invoices; net sales
 *   are invoiced sales less live credit memos (each counted on its own document date).
 *
 * - `ar_ln`: document lines, keyed by (`doc_no`, `ln_no`). `doc_no` (`ar_doc.doc_no`); `sku` (`prod_mst.sku`);
 *   `qty` units: on an invoice the units ordered and billed, on a credit memo the units credited (returned, short,
 *   damaged ...); `unit_c` price per unit in cents (on a PRC credit memo, the overcharge per unit); `ext_c` the line
 *   value in cents (`qty` x `unit_c`); `shrt_qty` on invoice lines the units that were short on the truck (credited
 *   later on an SHT memo), 0 normally; NULL on credit memo lines.
 *
 * - `bake_log`: the production log, one row per product per production day, keyed by `bk_id`, from 2025-03-01.
 *   `bake_dt` the production day, i.e. the delivery day the batch was baked for (bread and pastry are baked on the
 *   night shift in the small hours of that day; cakes, pies and cookies on the day shift the afternoon before, but
 *   logged against the delivery day); `sku` (`prod_mst.sku`); `shft` N night shift, D day shift; `lead_bkr`
 *   initials of the baker in charge; `qty_bkd` units baked; `qty_wst` units scrapped at the bakery (burnt, misshapen,
 *   overproofed, or overs not sent out; this is "waste" or "scrap"); `qty_bkd` - `qty_wst` is what went out on the
 *   vans; `qty_rtn` units that went out that day and later came back unsold from sale-or-return customers (credited
 *   on RTN memos); `note` free text, mostly explaining a short or a big scrap.
 */
import { addDays, addMonths, dayOfWeek, daysBetween, insertRows, pad, seededRandom } from '../../seeded-random';

const GO_LIVE = '2024-01-02';
const TODAY = '2026-11-25';
const BAKE_START = '2025-03-01';
const LAST_BOOKING = '2026-12-24';

const HOLIDAYS = new Set([
  '2024-01-01', '2024-07-04', '2024-11-28', '2024-12-25',
  '2025-01-01', '2025-07-04', '2025-11-27', '2025-12-25',
  '2026-01-01', '2026-07-04', '2026-11-26', '2026-12-25',
]);
const isWorkDay = (d: string) => dayOfWeek(d) !== 0 && !HOLIDAYS.has(d);
/** Position in the weekday mask: 0 Monday .. 6 Sunday. */
const maskPos = (d: string) => (dayOfWeek(d) + 6) % 7;

// ---------------------------------------------------------------- lookups
const LKP: [string, string, string, number, string][] = [
  ['CAT', 'BRD', 'Bread', 1, 'Y'],
  ['CAT', 'PST', 'Pastry', 2, 'Y'],
  ['CAT', 'CKE', 'Cakes', 3, 'Y'],
  ['CAT', 'PIE', 'Pies', 4, 'Y'],
  ['CAT', 'CKY', 'Cookies & Bars', 5, 'Y'],
  ['CAT', 'SEA', 'Seasonal Specials', 6, 'N'],
  ['CLS', 'CAF', 'Cafe / Coffee Shop', 1, 'Y'],
  ['CLS', 'GRC', 'Grocer', 2, 'Y'],
  ['CLS', 'RST', 'Restaurant', 3, 'Y'],
  ['CLS', 'CTR', 'Caterer', 4, 'Y'],
  ['CLS', 'INS', 'Institutional', 5, 'N'],
  ['CMR', 'RTN', 'Unsold returns', 1, 'Y'],
  ['CMR', 'SHT', 'Short delivery', 2, 'Y'],
  ['CMR', 'DMG', 'Damaged in transit', 3, 'Y'],
  ['CMR', 'QLT', 'Quality complaint', 4, 'Y'],
  ['CMR', 'PRC', 'Pricing correction', 5, 'Y'],
  ['TRM', 'N14', 'Net 14 days', 1, 'Y'],
  ['TRM', 'N30', 'Net 30 days', 2, 'Y'],
  ['TRM', 'COD', 'Cash on delivery', 3, 'N'],
];

// ---------------------------------------------------------------- drivers and routes
interface Drv {
  id: number;
  nm: string;
  hire: string;
  term: string | null;
  typ: string;
}
const DRIVERS: Drv[] = [
  { id: 11, nm: 'Dale Kowalski', hire: '2019-03-11', term: null, typ: 'FT' },
  { id: 12, nm: 'Marisol Vega', hire: '2021-06-01', term: null, typ: 'FT' },
  { id: 14, nm: 'Tom Brandvold', hire: '2018-09-17', term: '2025-04-30', typ: 'FT' },
  { id: 15, nm: 'Keisha Hollins', hire: '2022-02-14', term: null, typ: 'FT' },
  { id: 16, nm: 'Gus Lindqvist', hire: '2020-05-04', term: '2024-08-09', typ: 'FT' },
  { id: 18, nm: 'Amy Thao', hire: '2023-10-02', term: null, typ: 'PT' },
  { id: 19, nm: 'Ray Oyelaran', hire: '2024-08-19', term: null, typ: 'FT' },
  { id: 21, nm: 'Ben Schaefer', hire: '2025-05-05', term: null, typ: 'FT' },
  { id: 22, nm: 'Jake Novak', hire: '2025-11-03', term: '2026-03-20', typ: 'PT' },
];
const RELIEF = [18, 22];

interface Rte {
  cd: string;
  nm: string;
  days: string;
  drv: number;
  van: string;
  dep: string;
  /** regular driver over time: [from, driver] */
  hist: [string, number][];
}
const ROUTES: Rte[] = [
  { cd: 'R1', nm: 'Isthmus / Downtown Madison', days: 'MTWTFS-', drv: 11, van: 'V-03', dep: '04:15', hist: [['2000-01-01', 11]] },
  { cd: 'R2', nm: 'West Side - Middleton - Verona', days: 'MTWTFS-', drv: 12, van: 'V-05', dep: '04:30', hist: [['2000-01-01', 12]] },
  { cd: 'R3', nm: 'East Side - Sun Prairie - Monona', days: 'MTWTFS-', drv: 15, van: 'V-04', dep: '04:30', hist: [['2000-01-01', 15]] },
  { cd: 'R4', nm: 'Milwaukee Run (I-94)', days: '-T-T-S-', drv: 21, van: 'V-06', dep: '03:30', hist: [['2000-01-01', 14], ['2025-05-01', 18], ['2025-05-05', 21]] },
  { cd: 'R5', nm: 'Southern - Janesville - Beloit - Rockford', days: 'M-W-F--', drv: 19, van: 'V-02', dep: '03:45', hist: [['2000-01-01', 16], ['2024-08-10', 18], ['2024-08-19', 19]] },
];
const routeDriver = (cd: string, d: string): number => {
  const r = ROUTES.find((x) => x.cd === cd) as Rte;
  let drv = r.hist[0]![1];
  for (const [from, id] of r.hist) if (from <= d) drv = id;
  return drv;
};

// ---------------------------------------------------------------- products
interface Prod {
  sku: string;
  nm: string;
  cat: string;
  uom: string;
  wt: number;
  list: number;
  shelf: number;
  gf: string;
  lnch: string;
  disc: string | null;
  /** month-day window the product is sold in, inclusive, or null all year */
  win: [string, string] | null;
}
const PRODS: Prod[] = [
  { sku: 'BR101', nm: 'Country Sourdough', cat: 'BRD', uom: 'loaf', wt: 900, list: 650, shelf: 3, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'BR102', nm: 'Seeded Rye', cat: 'BRD', uom: 'loaf', wt: 800, list: 700, shelf: 4, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'BR103', nm: 'French Baguette', cat: 'BRD', uom: 'each', wt: 300, list: 350, shelf: 1, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'BR104', nm: 'Ciabatta Rolls', cat: 'BRD', uom: 'dozen', wt: 1100, list: 900, shelf: 2, gf: 'N', lnch: '2018-02-01', disc: null, win: null },
  { sku: 'BR105', nm: 'Brioche Burger Buns', cat: 'BRD', uom: 'dozen', wt: 1000, list: 1000, shelf: 3, gf: 'N', lnch: '2018-05-01', disc: null, win: null },
  { sku: 'BR106', nm: 'Honey Wheat Pullman', cat: 'BRD', uom: 'loaf', wt: 850, list: 625, shelf: 5, gf: 'N', lnch: '2019-01-07', disc: null, win: null },
  { sku: 'BR107', nm: 'Rosemary Focaccia', cat: 'BRD', uom: 'half sheet', wt: 2200, list: 2400, shelf: 2, gf: 'N', lnch: '2019-04-01', disc: null, win: null },
  { sku: 'BR108', nm: 'Cranberry Wild Rice Loaf', cat: 'BRD', uom: 'loaf', wt: 850, list: 750, shelf: 4, gf: 'N', lnch: '2024-10-01', disc: null, win: null },
  { sku: 'BR109', nm: 'Gluten-Free Multigrain', cat: 'BRD', uom: 'loaf', wt: 700, list: 850, shelf: 5, gf: 'Y', lnch: '2025-03-03', disc: null, win: null },
  { sku: 'BR110', nm: 'Dark Pumpernickel', cat: 'BRD', uom: 'loaf', wt: 900, list: 700, shelf: 5, gf: 'N', lnch: '2017-06-01', disc: '2025-06-28', win: null },
  { sku: 'PS201', nm: 'Butter Croissant', cat: 'PST', uom: 'each', wt: 85, list: 275, shelf: 1, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'PS202', nm: 'Pain au Chocolat', cat: 'PST', uom: 'each', wt: 90, list: 325, shelf: 1, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'PS203', nm: 'Morning Bun', cat: 'PST', uom: 'each', wt: 120, list: 350, shelf: 1, gf: 'N', lnch: '2018-09-01', disc: null, win: null },
  { sku: 'PS204', nm: 'Almond Kringle', cat: 'PST', uom: 'ring', wt: 600, list: 1600, shelf: 4, gf: 'N', lnch: '2019-10-01', disc: null, win: null },
  { sku: 'PS205', nm: 'Blueberry Scone', cat: 'PST', uom: 'each', wt: 130, list: 300, shelf: 2, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'PS206', nm: 'Cardamom Knot', cat: 'PST', uom: 'each', wt: 110, list: 375, shelf: 1, gf: 'N', lnch: '2025-09-08', disc: null, win: null },
  { sku: 'PS207', nm: 'Cheese Danish', cat: 'PST', uom: 'each', wt: 110, list: 325, shelf: 1, gf: 'N', lnch: '2018-03-01', disc: '2024-12-21', win: null },
  { sku: 'CK301', nm: 'Carrot Cake 10in', cat: 'CKE', uom: 'whole cake', wt: 2400, list: 4200, shelf: 5, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'CK302', nm: 'Chocolate Fudge Layer Cake 10in', cat: 'CKE', uom: 'whole cake', wt: 2600, list: 4500, shelf: 5, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'CK303', nm: 'New York Cheesecake 10in', cat: 'CKE', uom: 'whole cake', wt: 2300, list: 4000, shelf: 6, gf: 'N', lnch: '2018-01-15', disc: null, win: null },
  { sku: 'CK304', nm: 'Lemon Olive Oil Loaf Cake', cat: 'CKE', uom: 'each', wt: 700, list: 1400, shelf: 5, gf: 'N', lnch: '2020-04-01', disc: null, win: null },
  { sku: 'CK305', nm: 'Christmas Stollen', cat: 'CKE', uom: 'each', wt: 750, list: 1800, shelf: 21, gf: 'N', lnch: '2018-12-01', disc: null, win: ['12-01', '12-24'] },
  { sku: 'PI401', nm: 'Pumpkin Pie 9in', cat: 'PIE', uom: 'pie', wt: 1100, list: 1800, shelf: 3, gf: 'N', lnch: '2017-09-15', disc: null, win: ['09-15', '11-30'] },
  { sku: 'PI402', nm: 'Dutch Apple Pie 9in', cat: 'PIE', uom: 'pie', wt: 1200, list: 1900, shelf: 3, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'PI403', nm: 'Bourbon Pecan Pie 9in', cat: 'PIE', uom: 'pie', wt: 1000, list: 2200, shelf: 4, gf: 'N', lnch: '2019-10-01', disc: null, win: ['10-01', '12-31'] },
  { sku: 'PI404', nm: 'Strawberry Rhubarb Pie 9in', cat: 'PIE', uom: 'pie', wt: 1200, list: 2000, shelf: 3, gf: 'N', lnch: '2020-05-15', disc: null, win: ['05-15', '07-31'] },
  { sku: 'CY501', nm: 'Chocolate Chip Cookies', cat: 'CKY', uom: 'dozen', wt: 900, list: 1500, shelf: 5, gf: 'N', lnch: '2017-06-01', disc: null, win: null },
  { sku: 'CY502', nm: 'Brown Butter Blondies', cat: 'CKY', uom: 'dozen', wt: 1000, list: 1600, shelf: 5, gf: 'N', lnch: '2021-03-01', disc: null, win: null },
  { sku: 'CY503', nm: 'Oatmeal Cherry Cookies', cat: 'CKY', uom: 'dozen', wt: 900, list: 1400, shelf: 5, gf: 'N', lnch: '2019-02-01', disc: null, win: null },
];
const P = (sku: string) => PRODS.find((p) => p.sku === sku) as Prod;
const available = (p: Prod, d: string) => {
  if (p.lnch > d || (p.disc !== null && d > p.disc)) return false;
  if (!p.win) return true;
  const md = d.slice(5);
  return md >= p.win[0] && md <= p.win[1];
};

const YEAR_F: Record<string, number> = { '2024': 0.92, '2025': 0.96, '2026': 1 };
const CLS_DISC: Record<string, number> = { CAF: 0, GRC: 0.12, RST: 0.05, CTR: 0.08 };
const price = (sku: string, d: string, cls: string) => Math.round((P(sku).list * (YEAR_F[d.slice(0, 4)] as number) * (1 - (CLS_DISC[cls] as number))) / 5) * 5;

// ---------------------------------------------------------------- customers
interface Cust {
  no: string;
  nm: string;
  cls: string;
  addr: string;
  city: string;
  st: string;
  zip: string;
  cntct: string;
  phn: string;
  trm: string;
  rte: string;
  sor: string;
  hold: string;
  opn: string;
  cls_dt: string | null;
  /** days paid relative to due date: mean, spread */
  pay: [number, number];
  /** standing order template: sku, qty, mask */
  so: [string, number, string][];
  /** one-off orders a week, on average */
  oneoff: number;
  size: number;
}
const CUSTS: Cust[] = [
  { no: 'C1001', nm: 'Bascom Hill Coffee', cls: 'CAF', addr: '612 University Ave', city: 'Madison', st: 'WI', zip: '53715', cntct: 'Priya Nair', phn: '608-555-0142', trm: 'N14', rte: 'R1', sor: 'N', hold: 'N', opn: '2017-09-05', cls_dt: null, pay: [-2, 3], so: [['PS201', 24, 'MTWTFS-'], ['PS202', 12, 'MTWTFS-'], ['PS205', 10, 'MTWTF--'], ['BR101', 4, 'MTWTFS-']], oneoff: 0.12, size: 1.2 },
  { no: 'C1002', nm: 'Lakeside Grind', cls: 'CAF', addr: '25 N Pinckney St', city: 'Madison', st: 'WI', zip: '53703', cntct: 'Owen Brandt', phn: '608-555-0177', trm: 'N14', rte: 'R1', sor: 'N', hold: 'N', opn: '2018-03-12', cls_dt: null, pay: [1, 4], so: [['PS201', 18, 'MTWTFS-'], ['PS203', 12, 'MTWTFS-'], ['PS204', 2, '-T-T-S-']], oneoff: 0.1, size: 1 },
  { no: 'C1003', nm: 'Monona Bean Co.', cls: 'CAF', addr: '4410 Monona Dr', city: 'Monona', st: 'WI', zip: '53716', cntct: 'Jill Haverkamp', phn: '608-555-0191', trm: 'N14', rte: 'R3', sor: 'N', hold: 'N', opn: '2019-05-20', cls_dt: null, pay: [3, 5], so: [['PS201', 12, 'MTWTFS-'], ['PS205', 8, 'MTWTFS-'], ['CY501', 2, 'M-W-F--']], oneoff: 0.08, size: 0.9 },
  { no: 'C1004', nm: 'Cardinal Cafe', cls: 'CAF', addr: '7440 University Ave', city: 'Middleton', st: 'WI', zip: '53562', cntct: 'Rosa Delgado', phn: '608-555-0133', trm: 'N14', rte: 'R2', sor: 'N', hold: 'N', opn: '2020-08-03', cls_dt: null, pay: [0, 3], so: [['PS202', 10, 'MTWTFS-'], ['PS203', 10, 'MTWTFS-'], ['BR101', 3, 'MTWTFS-']], oneoff: 0.1, size: 1 },
  { no: 'C1005', nm: 'Third Shift Espresso', cls: 'CAF', addr: '1124 Williamson St', city: 'Madison', st: 'WI', zip: '53703', cntct: 'Dev Kapoor', phn: '608-555-0118', trm: 'N14', rte: 'R1', sor: 'N', hold: 'Y', opn: '2021-02-15', cls_dt: '2025-07-31', pay: [16, 9], so: [['PS201', 12, 'MTWTF--'], ['PS207', 8, 'MTWTF--']], oneoff: 0.04, size: 0.8 },
  { no: 'C1006', nm: 'The Daily Pour', cls: 'CAF', addr: '2301 N Farwell Ave', city: 'Milwaukee', st: 'WI', zip: '53211', cntct: 'Hannah Kuehn', phn: '414-555-0164', trm: 'N14', rte: 'R4', sor: 'N', hold: 'N', opn: '2022-04-04', cls_dt: null, pay: [4, 6], so: [['PS201', 30, '-T-T-S-'], ['PS204', 4, '-T-T-S-'], ['BR101', 6, '-T-T-S-']], oneoff: 0.06, size: 1.1 },
  { no: 'C1008', nm: 'Verona Perk', cls: 'CAF', addr: '105 W Verona Ave', city: 'Verona', st: 'WI', zip: '53593', cntct: 'Cal Ostrowski', phn: '608-555-0129', trm: 'N14', rte: 'R2', sor: 'N', hold: 'N', opn: '2024-04-15', cls_dt: null, pay: [2, 4], so: [['PS201', 10, 'MTWTFS-'], ['PS205', 6, 'MTWTFS-']], oneoff: 0.07, size: 0.8 },
  { no: 'C1010', nm: 'Rock River Roasters Cafe', cls: 'CAF', addr: '18 S Main St', city: 'Janesville', st: 'WI', zip: '53545', cntct: 'Luis Ferreira', phn: '608-555-0186', trm: 'N14', rte: 'R5', sor: 'N', hold: 'N', opn: '2023-06-12', cls_dt: null, pay: [6, 6], so: [['PS201', 20, 'M-W-F--'], ['PS203', 12, 'M-W-F--'], ['CY502', 2, 'M-W-F--']], oneoff: 0, size: 1 },
  { no: 'C1012', nm: 'State Street Steam', cls: 'CAF', addr: '544 State St', city: 'Madison', st: 'WI', zip: '53703', cntct: 'Mia Johannsen', phn: '608-555-0150', trm: 'N14', rte: 'R1', sor: 'N', hold: 'N', opn: '2025-06-02', cls_dt: null, pay: [1, 3], so: [['PS201', 16, 'MTWTFS-'], ['PS202', 12, 'MTWTFS-'], ['PS203', 8, 'MTWTFS-']], oneoff: 0.09, size: 1.1 },
  { no: 'C1014', nm: 'Old Mill Cafe', cls: 'CAF', addr: '101 E Main St', city: 'Mount Horeb', st: 'WI', zip: '53572', cntct: 'Greta Lunde', phn: '608-555-0105', trm: 'N14', rte: 'R2', sor: 'N', hold: 'N', opn: '2026-03-02', cls_dt: null, pay: [0, 2], so: [['PS201', 12, 'MTWTFS-'], ['BR101', 4, 'MTWTFS-'], ['PS204', 2, '----FS-']], oneoff: 0.08, size: 0.9 },
  { no: 'G2001', nm: 'Isthmus Market Co-op', cls: 'GRC', addr: '1221 Williamson St', city: 'Madison', st: 'WI', zip: '53703', cntct: 'Beth Sorensen', phn: '608-555-0110', trm: 'N30', rte: 'R1', sor: 'Y', hold: 'N', opn: '2017-11-01', cls_dt: null, pay: [-3, 4], so: [['BR101', 20, 'M-W-F--'], ['BR102', 10, 'M-W-F--'], ['BR103', 24, 'M-W-F--'], ['BR106', 12, 'M-W-F--']], oneoff: 0.08, size: 1.2 },
  { no: 'G2002', nm: 'Hilldale Fine Foods', cls: 'GRC', addr: '702 N Midvale Blvd', city: 'Madison', st: 'WI', zip: '53705', cntct: 'Marcus Oyler', phn: '608-555-0137', trm: 'N30', rte: 'R2', sor: 'Y', hold: 'N', opn: '2019-01-14', cls_dt: null, pay: [2, 5], so: [['BR101', 16, '-T-T-S-'], ['BR110', 8, '-T-T-S-'], ['BR106', 10, '-T-T-S-']], oneoff: 0.07, size: 1 },
  { no: 'G2003', nm: 'Eastside Pantry Grocers', cls: 'GRC', addr: '3030 E Washington Ave', city: 'Madison', st: 'WI', zip: '53704', cntct: 'Tasha Greenwood', phn: '608-555-0158', trm: 'N30', rte: 'R3', sor: 'Y', hold: 'N', opn: '2020-03-02', cls_dt: null, pay: [8, 7], so: [['BR101', 12, 'M-W-F--'], ['BR106', 12, 'M-W-F--']], oneoff: 0.05, size: 0.9 },
  { no: 'G2004', nm: 'Brew City Provisions', cls: 'GRC', addr: '410 E Brady St', city: 'Milwaukee', st: 'WI', zip: '53202', cntct: 'Nate Pfeiffer', phn: '414-555-0122', trm: 'N30', rte: 'R4', sor: 'Y', hold: 'N', opn: '2021-09-13', cls_dt: null, pay: [12, 8], so: [['BR101', 24, '-T-T-S-'], ['BR102', 12, '-T-T-S-'], ['BR103', 20, '-T-T-S-']], oneoff: 0.05, size: 1.2 },
  { no: 'G2006', nm: 'Verona Valley Foods', cls: 'GRC', addr: '600 Hometown Cir', city: 'Verona', st: 'WI', zip: '53593', cntct: 'Karen Hesse', phn: '608-555-0171', trm: 'N30', rte: 'R2', sor: 'Y', hold: 'N', opn: '2024-03-04', cls_dt: null, pay: [0, 4], so: [['BR101', 10, 'M-W-F--'], ['BR106', 8, 'M-W-F--']], oneoff: 0, size: 0.9 },
  { no: 'G2009', nm: 'Monroe Street Market', cls: 'GRC', addr: '1840 Monroe St', city: 'Madison', st: 'WI', zip: '53711', cntct: 'Paul Trzebiatowski', phn: '608-555-0146', trm: 'N30', rte: 'R1', sor: 'Y', hold: 'N', opn: '2023-01-09', cls_dt: '2026-05-29', pay: [5, 5], so: [['BR101', 10, '-T-T-S-'], ['BR103', 12, '-T-T-S-']], oneoff: 0.04, size: 0.8 },
  { no: 'R3001', nm: 'The Copper Ladle', cls: 'RST', addr: '14 W Mifflin St', city: 'Madison', st: 'WI', zip: '53703', cntct: 'Chef Anton Reyes', phn: '608-555-0102', trm: 'N30', rte: 'R1', sor: 'N', hold: 'N', opn: '2018-06-04', cls_dt: null, pay: [-5, 4], so: [['BR103', 16, '-TWTFS-'], ['BR107', 2, '-TWTFS-']], oneoff: 0.1, size: 1 },
  { no: 'R3002', nm: 'Fig & Furrow', cls: 'RST', addr: '800 E Johnson St', city: 'Madison', st: 'WI', zip: '53703', cntct: 'Lena Marsh', phn: '608-555-0163', trm: 'N30', rte: 'R1', sor: 'N', hold: 'N', opn: '2019-09-09', cls_dt: null, pay: [3, 5], so: [['BR101', 6, '-TWTFS-'], ['BR104', 3, '-TWTFS-']], oneoff: 0.09, size: 1 },
  { no: 'R3003', nm: 'Harbor Smokehouse', cls: 'RST', addr: '5102 Monona Dr', city: 'Monona', st: 'WI', zip: '53716', cntct: 'Wade Lindgren', phn: '608-555-0194', trm: 'N30', rte: 'R3', sor: 'N', hold: 'N', opn: '2020-11-16', cls_dt: null, pay: [10, 8], so: [['BR105', 6, '-TWTFS-'], ['BR104', 2, '----FS-']], oneoff: 0.06, size: 1.1 },
  { no: 'R3004', nm: 'Ironwood Tavern', cls: 'RST', addr: '2110 Parmenter St', city: 'Middleton', st: 'WI', zip: '53562', cntct: 'Sam Whitcomb', phn: '608-555-0125', trm: 'N30', rte: 'R2', sor: 'N', hold: 'N', opn: '2021-05-03', cls_dt: null, pay: [1, 4], so: [['BR105', 5, '-TWTFS-'], ['BR103', 8, '-TWTFS-']], oneoff: 0.07, size: 1 },
  { no: 'R3006', nm: 'Third Ward Trattoria', cls: 'RST', addr: '231 N Broadway', city: 'Milwaukee', st: 'WI', zip: '53202', cntct: 'Gianna Russo', phn: '414-555-0147', trm: 'N30', rte: 'R4', sor: 'N', hold: 'N', opn: '2022-01-10', cls_dt: null, pay: [6, 6], so: [['BR107', 4, '-T-T-S-'], ['BR103', 20, '-T-T-S-']], oneoff: 0.06, size: 1.1 },
  { no: 'R3008', nm: 'Juniper Table', cls: 'RST', addr: '8410 Old Sauk Rd', city: 'Middleton', st: 'WI', zip: '53562', cntct: 'Noor Haddad', phn: '608-555-0112', trm: 'N30', rte: 'R2', sor: 'N', hold: 'N', opn: '2024-06-03', cls_dt: null, pay: [2, 4], so: [['BR101', 5, '-TWTFS-'], ['BR104', 2, '-TWTFS-']], oneoff: 0.08, size: 0.9 },
  { no: 'R3009', nm: 'Badger Bistro', cls: 'RST', addr: '315 W Gorham St', city: 'Madison', st: 'WI', zip: '53703', cntct: 'Eric Voss', phn: '608-555-0199', trm: 'N30', rte: 'R1', sor: 'N', hold: 'N', opn: '2021-03-01', cls_dt: '2024-10-31', pay: [9, 6], so: [['BR105', 4, '-TWTFS-'], ['BR101', 3, '-TWTFS-']], oneoff: 0, size: 0.9 },
  { no: 'R3010', nm: 'Milk & Honey Diner', cls: 'RST', addr: '1502 Main St', city: 'Sun Prairie', st: 'WI', zip: '53590', cntct: 'Darlene Fritz', phn: '608-555-0181', trm: 'N14', rte: 'R3', sor: 'N', hold: 'N', opn: '2025-04-07', cls_dt: null, pay: [1, 3], so: [['BR106', 6, 'MTWTFS-'], ['PS205', 6, 'MTWTFS-']], oneoff: 0.06, size: 1 },
  { no: 'T4001', nm: 'Capitol Catering Co.', cls: 'CTR', addr: '2 E Main St', city: 'Madison', st: 'WI', zip: '53703', cntct: 'Felicia Grant', phn: '608-555-0108', trm: 'N30', rte: 'R1', sor: 'N', hold: 'N', opn: '2019-04-01', cls_dt: null, pay: [4, 6], so: [], oneoff: 1.3, size: 1.2 },
  { no: 'T4002', nm: 'Evergreen Events', cls: 'CTR', addr: '6500 Century Ave', city: 'Middleton', st: 'WI', zip: '53562', cntct: 'Jordan Pike', phn: '608-555-0139', trm: 'N30', rte: 'R2', sor: 'N', hold: 'N', opn: '2022-05-16', cls_dt: null, pay: [7, 7], so: [], oneoff: 0.8, size: 1 },
  { no: 'T4004', nm: 'Gather & Graze', cls: 'CTR', addr: '220 Business Park Dr', city: 'Sun Prairie', st: 'WI', zip: '53590', cntct: 'Ali Brennan', phn: '608-555-0120', trm: 'N14', rte: 'R3', sor: 'N', hold: 'N', opn: '2025-03-17', cls_dt: null, pay: [2, 4], so: [], oneoff: 0.7, size: 0.9 },
];
const C = (no: string) => CUSTS.find((c) => c.no === no) as Cust;

const SEASON: Record<string, number[]> = {
  CAF: [0.95, 0.97, 1.0, 1.0, 0.95, 0.75, 0.72, 0.8, 1.05, 1.05, 1.02, 0.95],
  GRC: [0.92, 0.93, 0.97, 1.0, 1.0, 0.97, 0.95, 0.97, 1.0, 1.03, 1.15, 1.2],
  RST: [0.82, 0.85, 0.92, 1.0, 1.05, 1.12, 1.15, 1.12, 1.0, 1.0, 0.98, 1.05],
  CTR: [0.8, 0.8, 0.9, 1.0, 1.4, 1.3, 1.1, 1.0, 1.0, 1.0, 1.2, 1.6],
};

export function datasetSql(): string {
  const rnd = seededRandom(20261125);

  // ------------------------------------------------------------ standing orders
  interface So {
    id: number;
    cust: string;
    sku: string;
    qty: number;
    mask: string;
    eff: string;
    end: string | null;
    del: string;
    by: string;
  }
  const sos: So[] = [];
  const ENTRY = ['BO', 'BO', 'KL', 'KL', 'MO'];
  const addSo = (cust: string, sku: string, qty: number, mask: string, eff: string, end: string | null, del = 'N') => {
    sos.push({ id: 0, cust, sku, qty, mask, eff, end, del, by: rnd.pick(ENTRY) });
  };
  for (const c of CUSTS) {
    const lines = [...c.so];
    // products picked up later
    if (c.cls === 'GRC' && c.no !== 'G2009') lines.push(['BR108', Math.round(6 * c.size), lines[0]![2]]);
    if (c.cls === 'GRC' && ['G2001', 'G2002', 'G2006'].includes(c.no)) lines.push(['BR109', 4, lines[0]![2]]);
    if (['C1001', 'C1004', 'C1012', 'C1014'].includes(c.no)) lines.push(['PS206', 8, 'MTWTFS-']);
    if (c.no === 'G2002') lines.push(['BR102', 8, '-T-T-S-']);
    for (const [sku, qty, mask] of lines) {
      const p = P(sku);
      let start = c.opn > p.lnch ? c.opn : p.lnch;
      if (sku === 'BR108') start = c.opn > '2024-10-01' ? c.opn : addDays('2024-10-01', rnd.int(0, 50));
      if (sku === 'BR109') start = c.opn > '2025-03-03' ? c.opn : addDays('2025-03-03', rnd.int(0, 40));
      if (sku === 'PS206') start = c.opn > '2025-09-08' ? c.opn : addDays('2025-09-08', rnd.int(0, 30));
      if (sku === 'BR102' && c.no === 'G2002') start = '2025-06-30';
      let stop: string | null = c.cls_dt;
      if (p.disc) stop = p.disc;
      // qty changes: split into segments
      let cur = start;
      let q = qty;
      let first = true;
      for (;;) {
        const segEnd = addDays(first && cur < '2023-06-01' ? '2023-06-01' : cur, first ? rnd.int(150, 900) : rnd.int(450, 900));
        first = false;
        const capped = stop !== null && segEnd >= stop;
        if (capped || segEnd > TODAY) {
          addSo(c.no, sku, q, mask, cur, stop);
          break;
        }
        addSo(c.no, sku, q, mask, cur, addDays(segEnd, -1));
        cur = segEnd;
        q = Math.max(1, q + rnd.pick([-2, -1, 1, 1, 2]) * (q >= 10 ? 2 : 1));
      }
    }
  }
  // entered in error, soft-deleted
  addSo('C1003', 'PS202', 12, 'MTWTFS-', '2024-05-06', null, 'Y');
  addSo('R3001', 'BR104', 4, '-TWTFS-', '2025-02-11', null, 'Y');
  addSo('G2004', 'BR106', 10, '-T-T-S-', '2025-10-14', '2025-12-31', 'Y');
  addSo('C1012', 'PS205', 10, 'MTWTFS-', '2026-09-01', null, 'Y');
  // a planned change from next month
  addSo('C1001', 'PS204', 2, '----FS-', '2026-12-04', null);
  sos.sort((a, b) => (a.eff < b.eff ? -1 : a.eff > b.eff ? 1 : a.cust < b.cust ? -1 : a.cust > b.cust ? 1 : 0));
  sos.forEach((s, k) => (s.id = 5001 + k));

  // ------------------------------------------------------------ daily standing deliveries
  interface Del {
    d: string;
    cust: string;
    sku: string;
    qty: number;
    shrt: number;
  }
  const dels: Del[] = [];
  // oven trouble days: sku runs short for everyone
  const badDays = new Map<string, Set<string>>();
  for (let d = GO_LIVE; d <= TODAY; d = addDays(d, 1)) {
    if (!isWorkDay(d)) continue;
    if (rnd.chance(0.035)) {
      const s = new Set<string>();
      s.add(rnd.pick(['BR101', 'BR101', 'BR103', 'PS201', 'PS201', 'PS202', 'BR105', 'BR106']));
      if (rnd.chance(0.3)) s.add(rnd.pick(['PS203', 'BR102', 'PS205']));
      badDays.set(d, s);
    }
  }
  const growth = (d: string) => 1 + 0.05 * (daysBetween('2024-01-01', d) / 365);
  for (let d = GO_LIVE; d <= TODAY; d = addDays(d, 1)) {
    if (!isWorkDay(d)) continue;
    const pos = maskPos(d);
    const month = Number(d.slice(5, 7)) - 1;
    for (const s of sos) {
      if (s.del === 'Y' || s.eff > d || (s.end !== null && s.end < d)) continue;
      if (s.mask[pos] === '-') continue;
      const c = C(s.cust);
      let f = (SEASON[c.cls] as number[])[month] as number;
      if (d.slice(5) >= '12-20' && d.slice(5) <= '12-31' && c.cls === 'CAF') f *= 0.8;
      const qty = Math.round(s.qty * f * growth(d) * rnd.float(0.85, 1.15, 3));
      if (qty <= 0) continue;
      let shrt = 0;
      const bad = badDays.get(d);
      if (bad && bad.has(s.sku)) shrt = Math.max(1, Math.round(qty * rnd.float(0.2, 0.5)));
      else if (rnd.chance(0.004)) shrt = Math.min(qty, rnd.int(1, 3));
      dels.push({ d, cust: s.cust, sku: s.sku, qty, shrt });
    }
  }

  // ------------------------------------------------------------ one-off orders
  interface Ln {
    sku: string;
    qty: number;
    unit: number;
    shrt: number | null;
  }
  interface Doc {
    no: number;
    typ: string;
    cust: string;
    dt: string;
    src: string | null;
    perSt: string | null;
    dlv: string | null;
    ord: string | null;
    drv: number | null;
    stat: string | null;
    due: string | null;
    ref: Doc | null;
    rsn: string | null;
    pd: string | null;
    voided: boolean;
    memo: string | null;
    lines: Ln[];
    seq: number;
  }
  const docs: Doc[] = [];
  let seq = 0;
  const newDoc = (o: Partial<Doc> & { typ: string; cust: string; dt: string }): Doc => {
    // credit memos are raised after the event, never ahead of today
    if (o.typ === 'CRM' && o.dt > TODAY) o = { ...o, dt: TODAY };
    const d: Doc = {
      no: 0, src: null, perSt: null, dlv: null, ord: null, drv: null, stat: null, due: null, ref: null, rsn: null, pd: null,
      voided: false, memo: null, lines: [], seq: seq++, ...o,
    };
    docs.push(d);
    return d;
  };
  const termsDays = (c: Cust) => (c.trm === 'N14' ? 14 : 30);

  const ONEOFF_MENU: Record<string, [string, number][]> = {
    CAF: [['CK301', 3], ['CK302', 3], ['CK303', 2], ['CK304', 3], ['PI402', 2], ['PI401', 4], ['PI403', 2], ['PI404', 2], ['CY501', 3], ['CY502', 2], ['PS204', 2], ['CK305', 4]],
    GRC: [['PI401', 6], ['PI402', 3], ['PI403', 3], ['PI404', 2], ['CK305', 5], ['PS204', 2], ['CY501', 1], ['CY503', 1]],
    RST: [['CK303', 4], ['CK302', 3], ['CK301', 2], ['PI402', 2], ['PI404', 2], ['PI403', 2], ['BR107', 2], ['BR103', 2], ['BR104', 2]],
    CTR: [['CY501', 4], ['CY502', 4], ['CY503', 3], ['PS201', 4], ['PS205', 3], ['CK302', 3], ['CK301', 2], ['CK303', 2], ['BR104', 3], ['BR107', 2], ['PI401', 2], ['PI402', 1], ['PI404', 2], ['CK305', 2]],
  };
  const qtyFor = (sku: string, cls: string, thanksgiving: boolean) => {
    const cat = P(sku).cat;
    if (cat === 'CKE') return sku === 'CK304' || sku === 'CK305' ? rnd.int(4, 16) : rnd.int(1, 6);
    if (cat === 'PIE') return thanksgiving && cls === 'GRC' ? rnd.int(18, 48) : thanksgiving ? rnd.int(6, 20) : rnd.int(2, 10);
    if (cat === 'CKY') return rnd.int(3, 12);
    if (cat === 'PST') return sku === 'PS204' ? rnd.int(3, 10) : rnd.int(24, 72);
    return rnd.int(4, 20);
  };
  const oneoffs: Doc[] = [];
  const relief = (d: string) => {
    const ok = RELIEF.filter((id) => {
      const dr = DRIVERS.find((x) => x.id === id) as Drv;
      return dr.hire <= d && (dr.term === null || dr.term >= d);
    });
    return ok;
  };
  for (const c of CUSTS) {
    for (let wk = '2024-01-01'; wk <= LAST_BOOKING; wk = addDays(wk, 7)) {
      const month = Number(wk.slice(5, 7)) - 1;
      let lam = c.oneoff * ((SEASON.CTR as number[])[month] as number) * (c.cls === 'CTR' ? 1 : 0.9);
      const tgWeek = ['2024-11-25', '2025-11-24', '2026-11-23'].includes(wk);
      if (c.oneoff === 0) continue;
      if (tgWeek) lam = c.cls === 'CTR' ? lam * 1.5 : c.cls === 'GRC' ? 1.6 : c.cls === 'CAF' ? 0.9 : 0.5;
      const n = rnd.poisson(lam);
      for (let k = 0; k < n; k++) {
        let dd = addDays(wk, tgWeek ? rnd.int(0, 2) : rnd.int(0, 5));
        if (!isWorkDay(dd)) dd = addDays(dd, 1);
        if (!isWorkDay(dd)) continue;
        if (dd < GO_LIVE || dd < c.opn || (c.cls_dt !== null && dd > c.cls_dt) || dd > LAST_BOOKING) continue;
        const xmas = dd.slice(5) >= '12-10';
        const lead = xmas ? rnd.int(6, 35) : tgWeek ? rnd.int(4, 21) : rnd.weighted([[rnd.int(1, 3), 3], [rnd.int(4, 10), 4], [rnd.int(11, 30), 2]] as const);
        const ord = addDays(dd, -lead);
        if (ord > TODAY) continue;
        const menu = (ONEOFF_MENU[c.cls] as [string, number][]).filter(([sku]) => available(P(sku), dd)).map(([sku, w]): [string, number] => {
          const cat = P(sku).cat;
          if (tgWeek && cat === 'PIE') return [sku, w * 6];
          if (xmas && (sku === 'CK305' || sku === 'PI403')) return [sku, w * 3];
          return [sku, w];
        });
        if (menu.length === 0) continue;
        const nl = rnd.weighted([[1, 5], [2, 3], [3, 2]] as const);
        const used = new Set<string>();
        const lines: Ln[] = [];
        for (let j = 0; j < nl; j++) {
          const sku = rnd.weighted(menu);
          if (used.has(sku)) continue;
          used.add(sku);
          lines.push({ sku, qty: qtyFor(sku, c.cls, tgWeek), unit: price(sku, dd, c.cls), shrt: 0 });
        }
        let stat = dd > TODAY ? 'BOOKED' : 'DELIVERED';
        if (stat === 'DELIVERED' && rnd.chance(0.06)) stat = 'CANCELLED';
        const rel = relief(dd);
        const drv = stat === 'DELIVERED' ? (rel.length > 0 && rnd.chance(0.65) ? rnd.pick(rel) : routeDriver(c.rte, dd)) : null;
        const doc = newDoc({ typ: 'INV', cust: c.no, dt: dd, src: 'O', dlv: dd, ord, drv, stat, due: addDays(dd, termsDays(c)), lines });
        oneoffs.push(doc);
      }
    }
  }
  // one-off quantities count as delivered for production (appended after the standing deliveries)
  const nStanding = dels.length;
  for (const o of oneoffs) {
    if (o.stat !== 'DELIVERED') continue;
    for (const l of o.lines) {
      const bad = badDays.get(o.dt);
      if (bad && bad.has(l.sku)) l.shrt = Math.max(1, Math.round(l.qty * 0.25));
      dels.push({ d: o.dt, cust: o.cust, sku: l.sku, qty: l.qty, shrt: l.shrt ?? 0 });
    }
  }

  // ------------------------------------------------------------ weekly standing-order invoices
  const weekSat = (d: string) => addDays(d, 6 - dayOfWeek(d));
  const monthEnd = (d: string) => addDays(addMonths(`${d.slice(0, 7)}-01`, 1), -1);
  const periodEnd = (c: Cust, d: string) => (c.trm === 'N14' ? weekSat(d) : monthEnd(d));
  const weekly = new Map<string, Map<string, { qty: number; shrt: number; days: string[] }>>();
  const standingOnly = dels.slice(0, nStanding);
  for (const dl of standingOnly) {
    const c = C(dl.cust);
    const sat = periodEnd(c, dl.d);
    if (sat > (c.trm === 'N14' ? '2026-11-21' : '2026-10-31')) continue; // current period not yet invoiced
    const key = `${dl.cust}|${sat}`;
    let m = weekly.get(key);
    if (!m) weekly.set(key, (m = new Map()));
    let e = m.get(dl.sku);
    if (!e) m.set(dl.sku, (e = { qty: 0, shrt: 0, days: [] }));
    e.qty += dl.qty;
    e.shrt += dl.shrt;
    e.days.push(dl.d);
  }
  const weeklyDocs: Doc[] = [];
  const keys = [...weekly.keys()].sort((a, b) => (a.split('|')[1]! < b.split('|')[1]! ? -1 : a.split('|')[1]! > b.split('|')[1]! ? 1 : a < b ? -1 : 1));
  const returnsByDaySku = new Map<string, number>();
  for (const key of keys) {
    const [cust, sat] = key.split('|') as [string, string];
    const c = C(cust);
    const m = weekly.get(key)!;
    const skus = [...m.keys()].sort();
    const lines: Ln[] = skus.map((sku) => ({ sku, qty: m.get(sku)!.qty, unit: price(sku, sat, c.cls), shrt: m.get(sku)!.shrt }));
    const inv = newDoc({ typ: 'INV', cust, dt: sat, src: 'S', perSt: c.trm === 'N14' ? addDays(sat, -5) : `${sat.slice(0, 7)}-01`, stat: 'DELIVERED', due: addDays(sat, termsDays(c)), lines });
    weeklyDocs.push(inv);
    // short-delivery credit
    const sl = lines.filter((l) => (l.shrt ?? 0) > 0).map((l) => ({ sku: l.sku, qty: l.shrt as number, unit: l.unit, shrt: null }));
    if (sl.length > 0) newDoc({ typ: 'CRM', cust, dt: addDays(sat, 2), ref: inv, rsn: 'SHT', lines: sl, memo: 'Driver short note' });
    // unsold returns (sale-or-return grocers, bread only)
    if (c.sor === 'Y' && rnd.chance(0.95)) {
      const rl: Ln[] = [];
      for (const l of lines) {
        if (P(l.sku).cat !== 'BRD') continue;
        const sent = l.qty - (l.shrt ?? 0);
        const month = Number(sat.slice(5, 7));
        const rate = rnd.float(0, month === 1 || month === 2 ? 0.09 : 0.06, 3) * (c.no === 'G2003' ? 1.8 : 1);
        const r = Math.round(sent * rate);
        if (r <= 0) continue;
        rl.push({ sku: l.sku, qty: r, unit: l.unit, shrt: null });
        // spread returned units over the delivery days
        const days = m.get(l.sku)!.days;
        for (let u = 0; u < r; u++) {
          const k = `${rnd.pick(days)}|${l.sku}`;
          returnsByDaySku.set(k, (returnsByDaySku.get(k) ?? 0) + 1);
        }
      }
      if (rl.length > 0) newDoc({ typ: 'CRM', cust, dt: addDays(sat, 3), ref: inv, rsn: 'RTN', lines: rl, memo: 'Unsold returns picked up' });
    }
    // pricing corrections
    if (rnd.chance(0.012)) {
      const l = rnd.pick(lines);
      newDoc({ typ: 'CRM', cust, dt: addDays(sat, rnd.int(3, 12)), ref: inv, rsn: 'PRC', lines: [{ sku: l.sku, qty: l.qty, unit: Math.max(5, Math.round(l.unit * 0.1 / 5) * 5), shrt: null }], memo: 'Charged old price' });
    }
    if (rnd.chance(0.01)) {
      const l = rnd.pick(lines);
      newDoc({ typ: 'CRM', cust, dt: addDays(sat, rnd.int(1, 4)), ref: inv, rsn: 'QLT', lines: [{ sku: l.sku, qty: Math.min(l.qty, rnd.int(2, 8)), unit: l.unit, shrt: null }], memo: rnd.pick(['Underbaked', 'Burnt bottoms', 'Stale on arrival', 'Wrong shape']) });
    }
  }
  for (const o of oneoffs) {
    if (o.stat !== 'DELIVERED') continue;
    const sl = o.lines.filter((l) => (l.shrt ?? 0) > 0).map((l) => ({ sku: l.sku, qty: l.shrt as number, unit: l.unit, shrt: null }));
    if (sl.length > 0) newDoc({ typ: 'CRM', cust: o.cust, dt: addDays(o.dt, 1), ref: o, rsn: 'SHT', lines: sl, memo: 'Short on special order' });
    const fragile = o.lines.filter((l) => ['CKE', 'PIE'].includes(P(l.sku).cat));
    if (fragile.length > 0 && rnd.chance(0.06)) {
      const l = rnd.pick(fragile);
      newDoc({ typ: 'CRM', cust: o.cust, dt: addDays(o.dt, rnd.int(0, 2)), ref: o, rsn: 'DMG', lines: [{ sku: l.sku, qty: Math.min(l.qty, rnd.int(1, 2)), unit: l.unit, shrt: null }], memo: rnd.pick(['Cake slid in van', 'Box crushed', 'Dropped at dock']) });
    } else if (rnd.chance(0.015)) {
      const l = rnd.pick(o.lines);
      newDoc({ typ: 'CRM', cust: o.cust, dt: addDays(o.dt, rnd.int(1, 3)), ref: o, rsn: 'QLT', lines: [{ sku: l.sku, qty: Math.min(l.qty, rnd.int(1, 3)), unit: l.unit, shrt: null }], memo: 'Customer complaint' });
    }
  }

  // ------------------------------------------------------------ voids and re-raises
  for (const inv of weeklyDocs) {
    if (!rnd.chance(0.012)) continue;
    // the original was wrong: a voided copy sits before the re-raised invoice
    const wrong = inv.lines.map((l) => ({ ...l, qty: l.qty + rnd.pick([-3, -2, 2, 4, 6]) }));
    const v = newDoc({ typ: 'INV', cust: inv.cust, dt: inv.dt, src: 'S', perSt: inv.perSt, stat: 'DELIVERED', due: inv.due, lines: wrong, voided: true, memo: 'Wrong quantities - re-raised' });
    v.seq = inv.seq - 0.5;
  }
  const crms = docs.filter((d) => d.typ === 'CRM');
  for (const cm of crms) {
    if (rnd.chance(0.03)) {
      newDoc({ ...cm, lines: cm.lines.map((l) => ({ ...l })), voided: true, memo: 'Duplicate - voided', seq: cm.seq - 0.5 });
    }
  }

  // ------------------------------------------------------------ payments
  for (const d of docs) {
    if (d.typ !== 'INV' || d.voided || d.stat !== 'DELIVERED') continue;
    const c = C(d.cust);
    let late = Math.round(c.pay[0] + (rnd.next() + rnd.next() + rnd.next() - 1.5) * c.pay[1] * 1.2);
    if (d.src === 'O' && c.cls !== 'CTR') late -= 3;
    const due = d.due as string;
    let pd = addDays(due, late);
    if (pd < addDays(d.dt, 2)) pd = addDays(d.dt, 2);
    if (c.cls_dt !== null && c.hold === 'Y' && d.dt >= addDays(c.cls_dt, -40)) continue; // never paid
    if (pd > TODAY) continue;
    if (dayOfWeek(pd) === 0) pd = addDays(pd, 1);
    if (pd > TODAY) continue;
    d.pd = pd;
  }

  // ------------------------------------------------------------ numbering
  docs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.seq - b.seq));
  docs.forEach((d, k) => (d.no = 240001 + k));
  const docRows = docs.map((d) => {
    const amt = d.lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const ref = d.typ === 'INV' ? `IN${d.dt.slice(2, 4)}-${pad(d.no % 100000, 5)}` : `CM${d.dt.slice(2, 4)}-${pad(d.no % 100000, 5)}`;
    return [d.no, d.typ, ref, d.cust, d.dt, d.src, d.perSt, d.dlv, d.ord, d.drv, d.stat, d.typ === 'INV' ? d.due : null, amt, d.ref ? d.ref.no : null, d.rsn, d.pd, d.voided ? 'Y' : 'N', d.memo];
  });
  const lnRows: unknown[][] = [];
  for (const d of docs) d.lines.forEach((l, k) => lnRows.push([d.no, k + 1, l.sku, l.qty, l.unit, l.qty * l.unit, d.typ === 'INV' ? l.shrt ?? 0 : null]));

  // ------------------------------------------------------------ bake log
  const bakeAgg = new Map<string, { sent: number; short: boolean }>();
  for (const dl of dels) {
    if (dl.d < BAKE_START) continue;
    const k = `${dl.d}|${dl.sku}`;
    let e = bakeAgg.get(k);
    if (!e) bakeAgg.set(k, (e = { sent: 0, short: false }));
    e.sent += dl.qty - dl.shrt;
    if (dl.shrt > 0) e.short = true;
  }
  const bakeKeys = [...bakeAgg.keys()].sort((a, b) => {
    const [da, sa] = a.split('|') as [string, string];
    const [db, sb] = b.split('|') as [string, string];
    if (da !== db) return da < db ? -1 : 1;
    const ca = P(sa).cat === 'BRD' || P(sa).cat === 'PST' ? 0 : 1;
    const cb = P(sb).cat === 'BRD' || P(sb).cat === 'PST' ? 0 : 1;
    if (ca !== cb) return ca - cb;
    return sa < sb ? -1 : 1;
  });
  const WASTE_F: Record<string, number> = { BRD: 0.05, PST: 0.07, CKE: 0.03, PIE: 0.04, CKY: 0.03 };
  const bakeRows: unknown[][] = [];
  bakeKeys.forEach((k, i) => {
    const [d, sku] = k.split('|') as [string, string];
    const e = bakeAgg.get(k)!;
    const p = P(sku);
    const night = p.cat === 'BRD' || p.cat === 'PST';
    let wf = (WASTE_F[p.cat] as number) * (sku === 'PS203' ? 1.8 : sku === 'BR103' ? 1.4 : sku === 'BR109' ? 1.6 : 1);
    const m = Number(d.slice(5, 7));
    if (m >= 6 && m <= 8) wf *= 1.3;
    let wst = e.short ? 0 : Math.round(e.sent * wf * rnd.float(0.2, 1.8, 3));
    if (!e.short && e.sent >= 10 && wst === 0 && rnd.chance(0.5)) wst = 1;
    const bad = badDays.get(d);
    let note: string | null = null;
    if (bad && bad.has(sku)) note = rnd.pick(['Oven 2 down - short', 'Proofer fault, batch lost', 'Flour delivery late', 'Mixer breakdown']);
    else if (wst > e.sent * 0.12 && e.sent > 20) note = rnd.pick(['Overproofed batch', 'Burnt tray', 'Misshapen - scrapped']);
    const lead = night ? (dayOfWeek(d) <= 3 ? 'MO' : 'JP') : d >= '2025-09-01' && dayOfWeek(d) === 6 ? 'AR' : 'LT';
    bakeRows.push([700001 + i, d, sku, night ? 'N' : 'D', lead, e.sent + wst, wst, returnsByDaySku.get(k) ?? 0, note]);
  });

  const ddl = `
CREATE SCHEMA dtw;
CREATE TABLE dtw.cd_lkp (
  cd_typ varchar(4) NOT NULL,
  cd varchar(4) NOT NULL,
  cd_desc varchar(40) NOT NULL,
  srt smallint,
  actv_yn char(1) NOT NULL DEFAULT 'Y',
  PRIMARY KEY (cd_typ, cd)
);
CREATE TABLE dtw.drvr (
  drv_id smallint PRIMARY KEY,
  drv_nm varchar(40) NOT NULL,
  hire_dt date NOT NULL,
  term_dt date,
  emp_typ char(2) NOT NULL
);
CREATE TABLE dtw.rte (
  rte_cd char(2) PRIMARY KEY,
  rte_nm varchar(50) NOT NULL,
  run_days char(7) NOT NULL,
  drv_id smallint,
  van_no varchar(6),
  dep_tm char(5)
);
CREATE TABLE dtw.prod_mst (
  sku varchar(6) PRIMARY KEY,
  prod_desc varchar(40) NOT NULL,
  cat_cd varchar(4) NOT NULL,
  uom varchar(12) NOT NULL,
  wt_g integer,
  list_c integer NOT NULL,
  shlf_dd smallint,
  gf_yn char(1) NOT NULL DEFAULT 'N',
  lnch_dt date,
  disc_dt date
);
CREATE TABLE dtw.cust_mst (
  cust_no varchar(6) PRIMARY KEY,
  cust_nm varchar(50) NOT NULL,
  cls_cd varchar(4) NOT NULL,
  addr1 varchar(50),
  city varchar(30),
  st char(2),
  zip varchar(10),
  cntct_nm varchar(40),
  phn varchar(14),
  trms_cd varchar(4) NOT NULL,
  rte_cd char(2) REFERENCES dtw.rte (rte_cd),
  sor_yn char(1) NOT NULL DEFAULT 'N',
  cr_hold_yn char(1) NOT NULL DEFAULT 'N',
  opn_dt date NOT NULL,
  cls_dt date
);
CREATE TABLE dtw.stdg_ord (
  so_id integer PRIMARY KEY,
  cust_no varchar(6) NOT NULL REFERENCES dtw.cust_mst (cust_no),
  sku varchar(6) NOT NULL,
  qty smallint NOT NULL,
  dow_msk char(7) NOT NULL,
  eff_dt date NOT NULL,
  end_dt date,
  del_yn char(1) NOT NULL DEFAULT 'N',
  ent_by char(2)
);
CREATE TABLE dtw.ar_doc (
  doc_no integer PRIMARY KEY,
  doc_typ char(3) NOT NULL,
  doc_ref varchar(12) NOT NULL,
  cust_no varchar(6) NOT NULL,
  doc_dt date NOT NULL,
  ord_src char(1),
  per_st date,
  dlv_dt date,
  ord_dt date,
  drv_id smallint,
  dlv_stat varchar(10),
  due_dt date,
  amt_c integer NOT NULL,
  ref_doc integer,
  rsn_cd varchar(4),
  pd_dt date,
  void_yn char(1) NOT NULL DEFAULT 'N',
  memo varchar(40)
);
CREATE TABLE dtw.ar_ln (
  doc_no integer NOT NULL REFERENCES dtw.ar_doc (doc_no),
  ln_no smallint NOT NULL,
  sku varchar(6) NOT NULL,
  qty integer NOT NULL,
  unit_c integer NOT NULL,
  ext_c integer NOT NULL,
  shrt_qty integer,
  PRIMARY KEY (doc_no, ln_no)
);
CREATE TABLE dtw.bake_log (
  bk_id integer PRIMARY KEY,
  bake_dt date NOT NULL,
  sku varchar(6) NOT NULL,
  shft char(1) NOT NULL,
  lead_bkr char(2),
  qty_bkd integer NOT NULL,
  qty_wst integer NOT NULL DEFAULT 0,
  qty_rtn integer NOT NULL DEFAULT 0,
  note varchar(40)
);
`;

  return [
    ddl,
    insertRows('dtw.cd_lkp', ['cd_typ', 'cd', 'cd_desc', 'srt', 'actv_yn'], LKP),
    insertRows('dtw.drvr', ['drv_id', 'drv_nm', 'hire_dt', 'term_dt', 'emp_typ'], DRIVERS.map((d) => [d.id, d.nm, d.hire, d.term, d.typ])),
    insertRows('dtw.rte', ['rte_cd', 'rte_nm', 'run_days', 'drv_id', 'van_no', 'dep_tm'], ROUTES.map((r) => [r.cd, r.nm, r.days, r.drv, r.van, r.dep])),
    insertRows('dtw.prod_mst', ['sku', 'prod_desc', 'cat_cd', 'uom', 'wt_g', 'list_c', 'shlf_dd', 'gf_yn', 'lnch_dt', 'disc_dt'],
      PRODS.map((p) => [p.sku, p.nm, p.cat, p.uom, p.wt, p.list, p.shelf, p.gf, p.lnch, p.disc])),
    insertRows('dtw.cust_mst', ['cust_no', 'cust_nm', 'cls_cd', 'addr1', 'city', 'st', 'zip', 'cntct_nm', 'phn', 'trms_cd', 'rte_cd', 'sor_yn', 'cr_hold_yn', 'opn_dt', 'cls_dt'],
      CUSTS.map((c) => [c.no, c.nm, c.cls, c.addr, c.city, c.st, c.zip, c.cntct, c.phn, c.trm, c.rte, c.sor, c.hold, c.opn, c.cls_dt])),
    insertRows('dtw.stdg_ord', ['so_id', 'cust_no', 'sku', 'qty', 'dow_msk', 'eff_dt', 'end_dt', 'del_yn', 'ent_by'],
      sos.map((s) => [s.id, s.cust, s.sku, s.qty, s.mask, s.eff, s.end, s.del, s.by])),
    insertRows('dtw.ar_doc', ['doc_no', 'doc_typ', 'doc_ref', 'cust_no', 'doc_dt', 'ord_src', 'per_st', 'dlv_dt', 'ord_dt', 'drv_id', 'dlv_stat', 'due_dt', 'amt_c', 'ref_doc', 'rsn_cd', 'pd_dt', 'void_yn', 'memo'], docRows),
    insertRows('dtw.ar_ln', ['doc_no', 'ln_no', 'sku', 'qty', 'unit_c', 'ext_c', 'shrt_qty'], lnRows),
    insertRows('dtw.bake_log', ['bk_id', 'bake_dt', 'sku', 'shft', 'lead_bkr', 'qty_bkd', 'qty_wst', 'qty_rtn', 'note'], bakeRows),
  ].join('\n');
}
