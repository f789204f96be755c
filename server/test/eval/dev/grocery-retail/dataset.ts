/**
 * Harvest Lane Markets, a regional supermarket chain in south-central Pennsylvania and northern Maryland: thirteen
 * stores (twelve open today) in three regions, C Capital (Harrisburg area: Camp Hill, Mechanicsburg, Hershey,
 * Carlisle), L Lancaster (Lancaster, Ephrata, Elizabethtown, Lititz) and Y York (York, Hanover, Gettysburg, Red Lion,
 * Westminster MD). Each region is run by a district manager. The chain sells national brands and its own private
 * label, "Harvest Lane". Customers can join the Harvest Lane Rewards loyalty program and scan their card at the
 * register to get card-only sale prices.
 *
 * Schema `str` (store operations):
 * - `store`: the stores. `store_no` like 105; `store_nm` the store's name (town, plus the street where a town has
 *   more than one store); `rgn_cd` the region: C Capital, L Lancaster, Y York; `dm_emp_no` the emp_no of the
 *   district manager over the store; `city`; `st_cd` state (PA or MD); `fmt_cd` store format: SUP conventional
 *   supermarket, XL superstore (large, with a bigger prepared-foods area), MKT neighborhood market (small);
 *   `sq_ft` selling floor area in square feet; `open_dt` the day the store opened, as text 'MM/DD/YYYY'; `close_dt`
 *   the day the store closed for good (empty for stores still trading); `store_sts` O open, C closed; `pharm_yn` Y
 *   when the store has a pharmacy counter.
 * - `emp`: salaried store and field management (hourly associates and cashiers are not in this table). `emp_no`;
 *   `first_nm`, `last_nm`; `job_cd` VPO vice president of store operations, DM district manager, SM store manager,
 *   ASM assistant store manager, PDM produce department manager, MTM meat department manager; `store_no` the store
 *   the person works in (empty for the VP and district managers); `sup_emp_no` the emp_no of the person's boss
 *   (district managers report to the VP, store managers to their district manager, assistant and department
 *   managers to their store manager; empty for the VP); `hire_dt`; `term_dt` the last day of someone who has left;
 *   `emp_sts` A active, L on leave, T terminated (left the company).
 * - `inv_cnt`: monthly physical inventory counts of the items sold by the unit (items sold by the pound are not
 *   counted), September to November 2026. One row per store, item and count period. `store_no`; `sku`; `cnt_yr`
 *   and `cnt_mo` the count period (year and month number, integers); `cnt_dt` the day the store did the count;
 *   `oh_qty` units on hand found on the shelf and in the backroom (0 means the item was out of stock).
 * - `shrink_wo`: shrink write-offs, stock taken off the books because it can no longer be sold, since January 2025.
 *   `wo_no`; `store_no`; `sku`; `wo_dt` the day of the write-off as text 'YYYYMMDD'; `qty` units (or pounds for
 *   items sold by the pound) written off; `cost_amt` the cost value written off, dollars (qty times the item's unit
 *   cost); `rsn_cd` reason: SPL spoiled or past its sell-by date, DMG damaged, THF theft (known), UNK unknown loss
 *   found at a count, RCL pulled for a manufacturer recall.
 *
 * Schema `mdse` (merchandising):
 * - `vndr`: suppliers. `vndr_no` like V1004; `vndr_nm`; `vndr_typ` DSD direct store delivery (the vendor's own
 *   trucks deliver to and stock the stores: bread, soda, chips, milk, pretzels), WHS shipped through our
 *   warehouse, LCL local farm or producer delivering to the stores; `pay_terms` like NET30; `actv_yn` N for a vendor
 *   we no longer buy from.
 * - `item`: the item (SKU) master. `sku`; `upc` the barcode, or the 4- or 5-digit PLU code for loose produce;
 *   `item_desc`; `brand_nm` (empty for unbranded fresh produce and meat); `dept_cd` department: PRD produce, MT meat
 *   and seafood, DY dairy, BK bakery, DL deli and prepared foods, FZ frozen, GR grocery (center store), HH household
 *   (paper and cleaning), HB health and beauty; `cat_cd` category within the department: FRT fruit, VEG vegetables,
 *   SAL packaged salads (produce); BEF beef, PLT poultry, PRK pork, SEA seafood (meat); MLK milk, CHS cheese, YGT
 *   yogurt, EGG eggs, BTR butter and spreads (dairy); BRD bread and rolls, SWT sweet goods (bakery); DMT sliced deli
 *   meats and cheese, PRP prepared foods (deli); FZM frozen meals and pizza, ICE ice cream, FZV frozen vegetables and
 *   potatoes (frozen); CER cereal and oatmeal, SNK snacks, BEV beverages, CAN canned goods, PAS pasta, sauce and
 *   grains, BKG baking (grocery); PPR paper goods, CLN cleaning and laundry (household); OTC over-the-counter
 *   medicine, PC personal care (health and beauty); `pvt_lbl_yn` Y for Harvest Lane private-label items, N for
 *   national and other brands; `vndr_no` the supplier; `size_txt` pack size like '16 OZ'; `sell_uom` EA sold by the
 *   unit, LB sold by weight (quantities are pounds); `unit_cost` our current cost per unit or pound, dollars;
 *   `reg_prc` the current regular shelf price per unit or pound, dollars; `item_sts` A active, D discontinued (no
 *   longer carried), N new (set up, not yet delivered to stores); `add_dt` the day the item was set up.
 * - `promo`: promotions, each on one item for a date range (both days included). `promo_no`; `promo_desc`; `sku`;
 *   `promo_typ` TPR temporary price reduction (everyone gets the price), LTY loyalty card price (only shoppers who
 *   scan a Harvest Lane Rewards card get it); `promo_prc` the sale price per unit or pound, dollars; `strt_dt`;
 *   `end_dt`; `ad_flg` Y when the promotion is featured in the weekly printed circular (ad weeks run Sunday to
 *   Saturday); `rgn_cd` the region the promotion runs in (empty for promotions that run chainwide).
 *
 * Schema `pos` (point of sale and loyalty):
 * - `lty_mbr`: Harvest Lane Rewards loyalty members. `card_no` the 10-digit card number; `first_nm`, `last_nm`;
 *   `enrl_dt` the day they signed up; `home_store` the store_no where they signed up; `tier_cd` B Basic, S Silver,
 *   G Gold (set by last year's spend); `mbr_sts` A active, C closed (card cancelled); `birth_yr` year of birth;
 *   `zip_cd`; `email_optin_yn` Y when they agreed to marketing e-mails.
 * - `txn_hdr`: register transactions (tickets), January 2025 to 2026-11-24. `tran_id`;
 *   `store_no`; `bus_dt` the business day; `tran_ts` the time the ticket was closed; `lane_no` register lane:
 *   1-12 are staffed lanes with a cashier, 91-96 self-checkout lanes; `card_no` the loyalty card scanned (empty when
 *   the shopper did not scan a card); `tran_typ` S sale, R return/refund; `tndr_cd` how it was paid: CSH cash, CRD
 *   credit card, DBT debit card, EBT SNAP/EBT benefits card; `tot_amt` the ticket total after discounts and before
 *   tax, dollars (negative for returns); `tax_amt` sales tax, dollars; `void_flg` 1 when the whole ticket was voided
 *   at the register (cancelled, nothing was sold or refunded), 0 otherwise.
 * - `txn_ln`: the item lines of each ticket. `tran_id`; `ln_seq` line number within the ticket; `sku`; `qty` units
 *   or pounds (negative on returns); `unit_prc` the regular shelf price per unit or pound at the time of sale;
 *   `disc_amt` the promotion discount taken on the line, dollars; `net_amt` what the line sold for after the
 *   discount (qty times unit_prc, less disc_amt), dollars; `promo_no` the promotion that gave the discount (empty
 *   when the item sold at its regular price).
 *
 * Net sales are the sum of tot_amt (or of line net_amt) over tickets that were not voided, returns included.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';
const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoOf(ms(iso) + n * DAY);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const compact = (iso: string) => iso.replace(/-/g, '');
const dow = (iso: string) => new Date(ms(iso)).getUTCDay();

type Rgn = 'C' | 'L' | 'Y';
interface Store {
  no: number; nm: string; rgn: Rgn; city: string; st: string; fmt: 'SUP' | 'XL' | 'MKT'; sqft: number; open: string;
  close: string | null; pharm: string; growth: number; lanes: number; selfLanes: number; cardRate: number;
}
const STORES: Store[] = [
  { no: 101, nm: 'Camp Hill', rgn: 'C', city: 'Camp Hill', st: 'PA', fmt: 'SUP', sqft: 46500, open: '1998-03-14', close: null, pharm: 'Y', growth: 1.08, lanes: 9, selfLanes: 4, cardRate: 0.58 },
  { no: 102, nm: 'Mechanicsburg', rgn: 'C', city: 'Mechanicsburg', st: 'PA', fmt: 'XL', sqft: 63000, open: '2004-06-02', close: null, pharm: 'Y', growth: 1.03, lanes: 12, selfLanes: 6, cardRate: 0.6 },
  { no: 103, nm: 'Hershey', rgn: 'C', city: 'Hershey', st: 'PA', fmt: 'SUP', sqft: 44200, open: '2001-09-20', close: null, pharm: 'Y', growth: 0.93, lanes: 8, selfLanes: 4, cardRate: 0.52 },
  { no: 104, nm: 'Carlisle', rgn: 'C', city: 'Carlisle', st: 'PA', fmt: 'SUP', sqft: 41000, open: '2009-11-05', close: null, pharm: 'N', growth: 1.13, lanes: 8, selfLanes: 4, cardRate: 0.55 },
  { no: 105, nm: 'Lancaster - Manheim Pike', rgn: 'L', city: 'Lancaster', st: 'PA', fmt: 'XL', sqft: 65500, open: '2007-04-18', close: null, pharm: 'Y', growth: 1.05, lanes: 12, selfLanes: 6, cardRate: 0.62 },
  { no: 106, nm: 'Ephrata', rgn: 'L', city: 'Ephrata', st: 'PA', fmt: 'SUP', sqft: 38800, open: '1995-08-10', close: null, pharm: 'N', growth: 0.97, lanes: 7, selfLanes: 4, cardRate: 0.57 },
  { no: 107, nm: 'Elizabethtown', rgn: 'L', city: 'Elizabethtown', st: 'PA', fmt: 'MKT', sqft: 24000, open: '2012-05-23', close: null, pharm: 'N', growth: 1.0, lanes: 5, selfLanes: 4, cardRate: 0.5 },
  { no: 108, nm: 'Lititz', rgn: 'L', city: 'Lititz', st: 'PA', fmt: 'MKT', sqft: 26000, open: '2026-04-08', close: null, pharm: 'N', growth: 1.0, lanes: 5, selfLanes: 4, cardRate: 0.38 },
  { no: 109, nm: 'York - Queen St', rgn: 'Y', city: 'York', st: 'PA', fmt: 'SUP', sqft: 47000, open: '1999-10-01', close: null, pharm: 'Y', growth: 1.1, lanes: 9, selfLanes: 4, cardRate: 0.55 },
  { no: 110, nm: 'Hanover', rgn: 'Y', city: 'Hanover', st: 'PA', fmt: 'SUP', sqft: 42500, open: '2003-02-12', close: null, pharm: 'Y', growth: 0.89, lanes: 8, selfLanes: 4, cardRate: 0.53 },
  { no: 111, nm: 'Gettysburg', rgn: 'Y', city: 'Gettysburg', st: 'PA', fmt: 'MKT', sqft: 22000, open: '2014-07-16', close: null, pharm: 'N', growth: 1.04, lanes: 5, selfLanes: 0, cardRate: 0.48 },
  { no: 112, nm: 'Red Lion', rgn: 'Y', city: 'Red Lion', st: 'PA', fmt: 'MKT', sqft: 18000, open: '1992-05-06', close: '2025-08-16', pharm: 'N', growth: 1.0, lanes: 4, selfLanes: 0, cardRate: 0.45 },
  { no: 113, nm: 'Westminster', rgn: 'Y', city: 'Westminster', st: 'MD', fmt: 'SUP', sqft: 44000, open: '2016-03-30', close: null, pharm: 'Y', growth: 1.06, lanes: 8, selfLanes: 4, cardRate: 0.56 },
];

// ---------- employees ----------
interface Emp { no: number; first: string; last: string; job: string; store: number | null; sup: number | null; hire: string; term: string | null; sts: string }
const DM_OF: Record<Rgn, number> = { C: 20014, L: 20027, Y: 20035 };
const EMPS: Emp[] = [
  { no: 20001, first: 'Diane', last: 'Kessler', job: 'VPO', store: null, sup: null, hire: '2009-02-16', term: null, sts: 'A' },
  { no: 20008, first: 'Gary', last: 'Fenstermacher', job: 'DM', store: null, sup: 20001, hire: '2011-06-06', term: '2024-02-29', sts: 'T' },
  { no: 20014, first: 'Mark', last: 'Oberholtzer', job: 'DM', store: null, sup: 20001, hire: '2013-03-11', term: null, sts: 'A' },
  { no: 20027, first: 'Lisa', last: 'Brenneman', job: 'DM', store: null, sup: 20001, hire: '2015-09-28', term: null, sts: 'A' },
  { no: 20035, first: 'Tony', last: 'Russo', job: 'DM', store: null, sup: 20001, hire: '2024-03-04', term: null, sts: 'A' },
  // store managers
  { no: 20102, first: 'Karen', last: 'Stauffer', job: 'SM', store: 101, sup: 20014, hire: '2014-05-19', term: null, sts: 'A' },
  { no: 20117, first: 'Derek', last: 'Hollinger', job: 'SM', store: 102, sup: 20014, hire: '2010-08-02', term: null, sts: 'A' },
  { no: 20121, first: 'Angela', last: 'Reyes', job: 'SM', store: 103, sup: 20014, hire: '2019-01-14', term: null, sts: 'A' },
  { no: 20133, first: 'Brian', last: 'Gochenour', job: 'SM', store: 104, sup: 20014, hire: '2022-10-03', term: null, sts: 'A' },
  { no: 20140, first: 'Sandra', last: 'Weaver', job: 'SM', store: 105, sup: 20027, hire: '2008-04-21', term: null, sts: 'A' },
  { no: 20146, first: 'Paul', last: 'Zimmerman', job: 'SM', store: 106, sup: 20027, hire: '2016-07-11', term: null, sts: 'A' },
  { no: 20158, first: 'Megan', last: 'Hoover', job: 'SM', store: 107, sup: 20027, hire: '2021-02-08', term: null, sts: 'A' },
  { no: 20163, first: 'Jason', last: 'Landis', job: 'SM', store: 108, sup: 20027, hire: '2025-11-03', term: null, sts: 'A' },
  { no: 20171, first: 'Rosa', last: 'Delgado', job: 'SM', store: 109, sup: 20035, hire: '2017-03-27', term: null, sts: 'A' },
  { no: 20176, first: 'Kevin', last: 'Shultz', job: 'SM', store: 110, sup: 20035, hire: '2012-09-10', term: null, sts: 'A' },
  { no: 20184, first: 'Tracy', last: 'Bream', job: 'SM', store: 111, sup: 20035, hire: '2020-06-15', term: null, sts: 'A' },
  { no: 20189, first: 'Walter', last: 'Keeney', job: 'SM', store: 112, sup: 20035, hire: '2006-01-09', term: '2025-08-16', sts: 'T' },
  { no: 20195, first: 'Nicole', last: 'Barnhart', job: 'SM', store: 113, sup: 20035, hire: '2023-05-01', term: null, sts: 'A' },
  // assistant store managers
  { no: 20204, first: 'Tyler', last: 'Myers', job: 'ASM', store: 101, sup: 20102, hire: '2020-02-24', term: null, sts: 'A' },
  { no: 20211, first: 'Heather', last: 'Kline', job: 'ASM', store: 102, sup: 20117, hire: '2015-10-19', term: null, sts: 'A' },
  { no: 20216, first: 'Marcus', last: 'Greene', job: 'ASM', store: 102, sup: 20117, hire: '2023-08-14', term: null, sts: 'A' },
  { no: 20222, first: 'Emily', last: 'Sweigart', job: 'ASM', store: 103, sup: 20121, hire: '2016-04-04', term: null, sts: 'A' },
  { no: 20229, first: 'Luis', last: 'Ortiz', job: 'ASM', store: 104, sup: 20133, hire: '2018-11-26', term: null, sts: 'L' },
  { no: 20233, first: 'Rachel', last: 'Fisher', job: 'ASM', store: 105, sup: 20140, hire: '2019-07-08', term: null, sts: 'A' },
  { no: 20238, first: 'Scott', last: 'Eberly', job: 'ASM', store: 105, sup: 20140, hire: '2024-01-22', term: null, sts: 'A' },
  { no: 20241, first: 'Dana', last: 'Groff', job: 'ASM', store: 106, sup: 20146, hire: '2013-06-17', term: null, sts: 'A' },
  { no: 20247, first: 'Chris', last: 'Martin', job: 'ASM', store: 107, sup: 20158, hire: '2022-03-07', term: '2025-12-19', sts: 'T' },
  { no: 20249, first: 'Jenna', last: 'Ruhl', job: 'ASM', store: 107, sup: 20158, hire: '2026-01-12', term: null, sts: 'A' },
  { no: 20252, first: 'Aaron', last: 'Stoltzfus', job: 'ASM', store: 108, sup: 20163, hire: '2024-06-03', term: null, sts: 'A' },
  { no: 20256, first: 'Michelle', last: 'Baker', job: 'ASM', store: 109, sup: 20171, hire: '2021-09-13', term: null, sts: 'A' },
  { no: 20261, first: 'Greg', last: 'Heilman', job: 'ASM', store: 110, sup: 20176, hire: '2017-12-04', term: null, sts: 'A' },
  { no: 20265, first: 'Olivia', last: 'Tran', job: 'ASM', store: 113, sup: 20195, hire: '2018-02-19', term: null, sts: 'A' },
  { no: 20268, first: 'Ben', last: 'Wagner', job: 'ASM', store: 112, sup: 20189, hire: '2019-05-20', term: '2025-08-16', sts: 'T' },
  // department managers
  { no: 20302, first: 'Frank', last: 'Kreider', job: 'PDM', store: 102, sup: 20117, hire: '2005-03-28', term: null, sts: 'A' },
  { no: 20305, first: 'Maria', last: 'Santos', job: 'MTM', store: 102, sup: 20117, hire: '2011-07-25', term: null, sts: 'A' },
  { no: 20309, first: 'Doug', last: 'Lapp', job: 'PDM', store: 105, sup: 20140, hire: '2016-09-06', term: null, sts: 'A' },
  { no: 20313, first: 'Steve', last: 'Nolt', job: 'MTM', store: 105, sup: 20140, hire: '2002-11-18', term: null, sts: 'A' },
  { no: 20318, first: 'Amy', last: 'Hess', job: 'PDM', store: 109, sup: 20171, hire: '2014-05-12', term: null, sts: 'A' },
  { no: 20321, first: 'Jim', last: 'Pfeiffer', job: 'MTM', store: 110, sup: 20176, hire: '2009-01-05', term: null, sts: 'L' },
  { no: 20326, first: 'Carla', last: 'Yoder', job: 'PDM', store: 101, sup: 20102, hire: '2023-03-20', term: '2026-06-30', sts: 'T' },
];

// ---------- vendors ----------
const VNDRS: [string, string, string, string, string][] = [
  ['V1001', 'Keystone Dairy Cooperative', 'DSD', 'NET15', 'Y'],
  ['V1002', 'Susquehanna Valley Farms', 'LCL', 'NET15', 'Y'],
  ['V1003', 'Allied Grocers Supply', 'WHS', 'NET30', 'Y'],
  ['V1004', 'Miller Family Bakery', 'DSD', 'NET15', 'Y'],
  ['V1005', 'Tri-State Beverage Distributors', 'DSD', 'NET30', 'Y'],
  ['V1006', 'Crestview Snack Foods', 'DSD', 'NET30', 'Y'],
  ['V1007', 'Northern Plains Foods', 'WHS', 'NET45', 'Y'],
  ['V1008', 'Atlantic Seafood Traders', 'WHS', 'NET30', 'Y'],
  ['V1009', 'Penn Meat Packers', 'WHS', 'NET15', 'Y'],
  ['V1010', 'Lancaster County Poultry', 'LCL', 'NET15', 'Y'],
  ['V1011', 'Glacier Frozen Foods', 'WHS', 'NET45', 'Y'],
  ['V1012', 'Brightway Household Products', 'WHS', 'NET60', 'Y'],
  ['V1013', 'HealthFirst Brands', 'WHS', 'NET60', 'Y'],
  ['V1014', 'Cedar Hill Creamery', 'LCL', 'NET30', 'Y'],
  ['V1015', 'Golden Field Mills', 'WHS', 'NET45', 'Y'],
  ['V1016', 'Amish Country Eggs', 'LCL', 'NET15', 'Y'],
  ['V1017', 'Heritage Deli Provisions', 'WHS', 'NET30', 'Y'],
  ['V1018', 'Sunrise Produce Distributors', 'WHS', 'NET15', 'Y'],
  ['V1019', 'Pure Care Personal Products', 'WHS', 'NET60', 'Y'],
  ['V1020', 'Old Mill Pretzel Company', 'DSD', 'NET30', 'Y'],
  ['V1021', 'Volt Beverage Co', 'DSD', 'NET30', 'N'],
  ['V1022', 'Blue Ridge Coffee Roasters', 'LCL', 'NET30', 'N'],
];

// ---------- items ----------
const DEPT_OF: Record<string, string> = {
  FRT: 'PRD', VEG: 'PRD', SAL: 'PRD', BEF: 'MT', PLT: 'MT', PRK: 'MT', SEA: 'MT', MLK: 'DY', CHS: 'DY', YGT: 'DY', EGG: 'DY',
  BTR: 'DY', BRD: 'BK', SWT: 'BK', DMT: 'DL', PRP: 'DL', FZM: 'FZ', ICE: 'FZ', FZV: 'FZ', CER: 'GR', SNK: 'GR', BEV: 'GR',
  CAN: 'GR', PAS: 'GR', BKG: 'GR', PPR: 'HH', CLN: 'HH', OTC: 'HB', PC: 'HB',
};
const COST_RATIO: Record<string, number> = { PRD: 0.62, MT: 0.71, DY: 0.73, BK: 0.52, DL: 0.56, FZ: 0.68, GR: 0.72, HH: 0.7, HB: 0.6 };
const PERISHABLE = new Set(['PRD', 'MT', 'DY', 'BK', 'DL']);
// [cat, desc, brand, pvt, size, uom, reg price, vendor, popularity, status, plu]
type ItemDef = [string, string, string | null, string, string, 'EA' | 'LB', number, string, number, string?, string?];
const ITEM_DEFS: ItemDef[] = [
  ['FRT', 'Bananas', null, 'N', 'LB', 'LB', 0.59, 'V1018', 30, 'A', '4011'],
  ['FRT', 'Gala Apples', null, 'N', 'LB', 'LB', 1.79, 'V1002', 12, 'A', '4133'],
  ['FRT', 'Navel Oranges', null, 'N', 'LB', 'LB', 1.49, 'V1018', 8, 'A', '3107'],
  ['FRT', 'Strawberries 1 lb', 'Berry Hill', 'N', '16 OZ', 'EA', 3.99, 'V1018', 12],
  ['FRT', 'Seedless Red Grapes', null, 'N', 'LB', 'LB', 2.49, 'V1018', 8, 'A', '4023'],
  ['FRT', 'Hass Avocados', null, 'N', 'EA', 'EA', 1.25, 'V1018', 10, 'A', '4225'],
  ['VEG', 'Yellow Onions 3 lb Bag', null, 'N', '3 LB', 'EA', 2.99, 'V1002', 8],
  ['VEG', 'Russet Potatoes 5 lb Bag', null, 'N', '5 LB', 'EA', 3.99, 'V1002', 8],
  ['VEG', 'Roma Tomatoes', null, 'N', 'LB', 'LB', 1.69, 'V1002', 10, 'A', '4087'],
  ['VEG', 'Broccoli Crowns', null, 'N', 'LB', 'LB', 1.99, 'V1018', 6, 'A', '3082'],
  ['VEG', 'Harvest Lane Baby Carrots 1 lb', 'Harvest Lane', 'Y', '16 OZ', 'EA', 1.49, 'V1003', 8],
  ['VEG', 'Sweet Corn', null, 'N', 'EA', 'EA', 0.5, 'V1002', 4, 'A', '4078'],
  ['SAL', 'Harvest Lane Spring Mix 5 oz', 'Harvest Lane', 'Y', '5 OZ', 'EA', 3.49, 'V1003', 6],
  ['SAL', 'Baby Spinach 10 oz', 'GreenLeaf Farms', 'N', '10 OZ', 'EA', 3.99, 'V1018', 5],
  ['SAL', 'Caesar Salad Kit', 'GreenLeaf Farms', 'N', '11 OZ', 'EA', 4.29, 'V1018', 5],
  ['BEF', '80/20 Ground Beef', null, 'N', 'LB', 'LB', 4.99, 'V1009', 14],
  ['BEF', 'Boneless Ribeye Steak', null, 'N', 'LB', 'LB', 13.99, 'V1009', 4],
  ['BEF', 'Chuck Roast', null, 'N', 'LB', 'LB', 6.99, 'V1009', 4],
  ['PLT', 'Boneless Skinless Chicken Breast', null, 'N', 'LB', 'LB', 3.99, 'V1010', 14],
  ['PLT', 'Whole Chicken', null, 'N', 'LB', 'LB', 1.69, 'V1010', 4],
  ['PLT', 'Bone-In Chicken Thighs', null, 'N', 'LB', 'LB', 2.29, 'V1010', 5],
  ['PLT', 'Harvest Lane Frozen Young Turkey', 'Harvest Lane', 'Y', 'LB', 'LB', 1.49, 'V1003', 1.5],
  ['PRK', 'Center Cut Pork Chops', null, 'N', 'LB', 'LB', 3.99, 'V1009', 5],
  ['PRK', 'Thick Cut Bacon 16 oz', 'Keystone Smokehouse', 'N', '16 OZ', 'EA', 6.99, 'V1009', 8],
  ['PRK', 'Harvest Lane Pork Sausage Roll 16 oz', 'Harvest Lane', 'Y', '16 OZ', 'EA', 3.49, 'V1003', 4],
  ['SEA', 'Atlantic Salmon Fillet', null, 'N', 'LB', 'LB', 10.99, 'V1008', 5],
  ['SEA', 'Raw Shrimp 16/20 1 lb', 'Ocean Harvest', 'N', '16 OZ', 'EA', 9.99, 'V1008', 4],
  ['SEA', 'Cod Loins', null, 'N', 'LB', 'LB', 8.99, 'V1008', 2],
  ['MLK', 'Harvest Lane 2% Milk Gallon', 'Harvest Lane', 'Y', '1 GAL', 'EA', 3.29, 'V1001', 28],
  ['MLK', 'Harvest Lane Whole Milk Gallon', 'Harvest Lane', 'Y', '1 GAL', 'EA', 3.39, 'V1001', 18],
  ['MLK', 'Harvest Lane Skim Milk Half Gallon', 'Harvest Lane', 'Y', '64 OZ', 'EA', 2.19, 'V1001', 6],
  ['MLK', 'Cedar Hill Chocolate Milk Quart', 'Cedar Hill', 'N', '32 OZ', 'EA', 2.49, 'V1014', 5],
  ['MLK', 'Meadow Oat Oatmilk 64 oz', 'Meadow Oat', 'N', '64 OZ', 'EA', 4.99, 'V1003', 4],
  ['MLK', 'Cedar Hill Egg Nog Quart', 'Cedar Hill', 'N', '32 OZ', 'EA', 3.99, 'V1014', 0, 'N'],
  ['CHS', 'Harvest Lane Shredded Mozzarella 8 oz', 'Harvest Lane', 'Y', '8 OZ', 'EA', 2.49, 'V1003', 10],
  ['CHS', 'Harvest Lane Sharp Cheddar Block 8 oz', 'Harvest Lane', 'Y', '8 OZ', 'EA', 2.49, 'V1003', 8],
  ['CHS', 'Cedar Hill Aged White Cheddar 7 oz', 'Cedar Hill', 'N', '7 OZ', 'EA', 4.49, 'V1014', 4],
  ['CHS', 'Dairyland American Singles 16 ct', 'Dairyland', 'N', '12 OZ', 'EA', 3.79, 'V1001', 6],
  ['YGT', 'Olympus Greek Yogurt Vanilla 32 oz', 'Olympus', 'N', '32 OZ', 'EA', 5.49, 'V1003', 5],
  ['YGT', 'Harvest Lane Greek Yogurt Plain 32 oz', 'Harvest Lane', 'Y', '32 OZ', 'EA', 4.29, 'V1003', 4],
  ['YGT', 'Dairyland Strawberry Yogurt Cup 6 oz', 'Dairyland', 'N', '6 OZ', 'EA', 0.79, 'V1001', 10],
  ['EGG', 'Harvest Lane Large White Eggs Dozen', 'Harvest Lane', 'Y', '12 CT', 'EA', 2.89, 'V1016', 22],
  ['EGG', 'Amish Country Brown Cage-Free Eggs Dozen', 'Amish Country', 'N', '12 CT', 'EA', 4.49, 'V1016', 6],
  ['EGG', 'Dairyland Liquid Egg Whites 16 oz', 'Dairyland', 'N', '16 OZ', 'EA', 3.99, 'V1001', 2],
  ['BTR', 'Harvest Lane Salted Butter 1 lb', 'Harvest Lane', 'Y', '16 OZ', 'EA', 4.49, 'V1003', 8],
  ['BTR', 'Cedar Hill Unsalted Butter 1 lb', 'Cedar Hill', 'N', '16 OZ', 'EA', 5.99, 'V1014', 3],
  ['BTR', 'Golden Valley Margarine Spread 15 oz', 'Golden Valley', 'N', '15 OZ', 'EA', 3.29, 'V1003', 3],
  ['BRD', "Miller's White Sandwich Bread", 'Miller Family', 'N', '20 OZ', 'EA', 2.99, 'V1004', 14],
  ['BRD', "Miller's 12 Grain Bread", 'Miller Family', 'N', '24 OZ', 'EA', 3.99, 'V1004', 6],
  ['BRD', 'Harvest Lane Hamburger Buns 8 ct', 'Harvest Lane', 'Y', '8 CT', 'EA', 1.79, 'V1003', 8],
  ['BRD', "Miller's Plain Bagels 6 ct", 'Miller Family', 'N', '6 CT', 'EA', 3.49, 'V1004', 5],
  ['BRD', 'Sunny Grain Gluten-Free Sandwich Bread', 'Sunny Grain', 'N', '18 OZ', 'EA', 6.99, 'V1004', 0],
  ['SWT', 'Harvest Lane Bakery Glazed Donuts 6 ct', 'Harvest Lane', 'Y', '6 CT', 'EA', 4.99, 'V1003', 6],
  ['SWT', 'Harvest Lane Bakery Chocolate Chip Cookies 12 ct', 'Harvest Lane', 'Y', '12 CT', 'EA', 4.49, 'V1003', 6],
  ['SWT', 'Harvest Lane Bakery Pumpkin Pie 8 in', 'Harvest Lane', 'Y', '8 IN', 'EA', 6.99, 'V1003', 1.5],
  ['SWT', "Miller's Whoopie Pies 4 ct", 'Miller Family', 'N', '4 CT', 'EA', 5.49, 'V1004', 4],
  ['DMT', 'Heritage Oven Roasted Turkey Breast', 'Heritage', 'N', 'LB', 'LB', 9.99, 'V1017', 8],
  ['DMT', 'Heritage Black Forest Ham', 'Heritage', 'N', 'LB', 'LB', 8.49, 'V1017', 6],
  ['DMT', 'Harvest Lane Deli White American Cheese', 'Harvest Lane', 'Y', 'LB', 'LB', 5.99, 'V1003', 5],
  ['DMT', 'Heritage Lebanon Bologna', 'Heritage', 'N', 'LB', 'LB', 7.99, 'V1017', 3],
  ['PRP', 'Harvest Lane Kitchen Rotisserie Chicken', 'Harvest Lane', 'Y', 'EA', 'EA', 7.99, 'V1003', 14],
  ['PRP', 'Harvest Lane Kitchen Macaroni Salad 1 lb', 'Harvest Lane', 'Y', '16 OZ', 'EA', 3.99, 'V1003', 4],
  ['PRP', 'Sushi Go California Roll', 'Sushi Go', 'N', '8 PC', 'EA', 7.99, 'V1017', 3],
  ['PRP', 'Harvest Lane Kitchen Chicken Corn Soup 16 oz', 'Harvest Lane', 'Y', '16 OZ', 'EA', 4.99, 'V1003', 3],
  ['FZM', "Romano's Pepperoni Pizza 12 in", "Romano's", 'N', '21 OZ', 'EA', 5.99, 'V1011', 8],
  ['FZM', 'Harvest Lane Chicken Nuggets 2 lb', 'Harvest Lane', 'Y', '32 OZ', 'EA', 6.99, 'V1003', 5],
  ['FZM', 'Slim Kitchen Chicken Alfredo', 'Slim Kitchen', 'N', '9 OZ', 'EA', 3.49, 'V1011', 6],
  ['FZM', 'Golden Morning Frozen Waffles 10 ct', 'Golden Morning', 'N', '12 OZ', 'EA', 3.29, 'V1011', 5],
  ['ICE', 'Cedar Hill Vanilla Bean Ice Cream 1.5 qt', 'Cedar Hill', 'N', '48 OZ', 'EA', 5.99, 'V1014', 6],
  ['ICE', 'Harvest Lane Chocolate Ice Cream 48 oz', 'Harvest Lane', 'Y', '48 OZ', 'EA', 3.99, 'V1003', 5],
  ['ICE', 'Polar Treats Ice Cream Sandwiches 12 ct', 'Polar Treats', 'N', '12 CT', 'EA', 4.99, 'V1011', 3],
  ['ICE', 'Harvest Lane Peppermint Stick Ice Cream 48 oz', 'Harvest Lane', 'Y', '48 OZ', 'EA', 3.99, 'V1003', 0, 'N'],
  ['FZV', 'Harvest Lane Frozen Sweet Peas 12 oz', 'Harvest Lane', 'Y', '12 OZ', 'EA', 1.29, 'V1003', 4],
  ['FZV', 'Green Valley Steamable Broccoli 12 oz', 'Green Valley', 'N', '12 OZ', 'EA', 2.49, 'V1011', 4],
  ['FZV', 'Golden Crisp French Fries 32 oz', 'Golden Crisp', 'N', '32 OZ', 'EA', 3.99, 'V1011', 5],
  ['CER', 'Northern Plains Honey Oat Clusters 18 oz', 'Northern Plains', 'N', '18 OZ', 'EA', 4.99, 'V1007', 6],
  ['CER', 'Northern Plains Toasted Oats 12 oz', 'Northern Plains', 'N', '12 OZ', 'EA', 4.29, 'V1007', 6],
  ['CER', 'Harvest Lane Toasted Oats 12 oz', 'Harvest Lane', 'Y', '12 OZ', 'EA', 2.49, 'V1003', 5],
  ['CER', 'Northern Plains Old Fashioned Oats 42 oz', 'Northern Plains', 'N', '42 OZ', 'EA', 5.49, 'V1007', 3],
  ['SNK', 'Crestview Potato Chips Original 8 oz', 'Crestview', 'N', '8 OZ', 'EA', 4.29, 'V1006', 12],
  ['SNK', 'Crestview Sour Cream & Onion Chips 8 oz', 'Crestview', 'N', '8 OZ', 'EA', 4.29, 'V1006', 6],
  ['SNK', 'Old Mill Hard Pretzels 16 oz', 'Old Mill', 'N', '16 OZ', 'EA', 3.99, 'V1020', 6],
  ['SNK', 'Harvest Lane Tortilla Chips 13 oz', 'Harvest Lane', 'Y', '13 OZ', 'EA', 2.49, 'V1003', 6],
  ['SNK', 'Crestview Peanut Butter Crackers 8 pk', 'Crestview', 'N', '8 CT', 'EA', 3.49, 'V1006', 3],
  ['SNK', 'Harvest Lane Lightly Salted Rice Cakes', 'Harvest Lane', 'Y', '4.5 OZ', 'EA', 1.99, 'V1003', 2, 'D'],
  ['BEV', 'Fizz Cola 12 pk Cans', 'Fizz', 'N', '12 CT', 'EA', 7.49, 'V1005', 12],
  ['BEV', 'Fizz Diet Cola 12 pk Cans', 'Fizz', 'N', '12 CT', 'EA', 7.49, 'V1005', 6],
  ['BEV', 'Harvest Lane Spring Water 24 pk', 'Harvest Lane', 'Y', '24 CT', 'EA', 3.99, 'V1003', 10],
  ['BEV', 'Sunny Grove Orange Juice 52 oz', 'Sunny Grove', 'N', '52 OZ', 'EA', 4.79, 'V1003', 8],
  ['BEV', 'Mountain Peak Ground Coffee Medium Roast 30 oz', 'Mountain Peak', 'N', '30 OZ', 'EA', 9.99, 'V1003', 5],
  ['BEV', 'Rally Sports Drink 8 pk', 'Rally', 'N', '8 CT', 'EA', 6.49, 'V1005', 4],
  ['BEV', 'Volt Energy Drink 4 pk', 'Volt', 'N', '4 CT', 'EA', 8.99, 'V1021', 3, 'D'],
  ['CAN', 'Harvest Lane Diced Tomatoes 14.5 oz', 'Harvest Lane', 'Y', '14.5 OZ', 'EA', 0.89, 'V1003', 6],
  ['CAN', 'Hearth & Kettle Chicken Noodle Soup', 'Hearth & Kettle', 'N', '10.75 OZ', 'EA', 1.39, 'V1003', 6],
  ['CAN', 'Harvest Lane Black Beans 15 oz', 'Harvest Lane', 'Y', '15 OZ', 'EA', 0.79, 'V1003', 4],
  ['CAN', 'Ocean Harvest Chunk Light Tuna 5 oz', 'Ocean Harvest', 'N', '5 OZ', 'EA', 1.29, 'V1008', 5],
  ['CAN', 'Ocean Harvest Flat Anchovy Fillets 2 oz', 'Ocean Harvest', 'N', '2 OZ', 'EA', 2.79, 'V1008', 0],
  ['CAN', 'Harvest Lane Jellied Cranberry Sauce 14 oz', 'Harvest Lane', 'Y', '14 OZ', 'EA', 1.49, 'V1003', 1.5],
  ['PAS', 'Golden Field Spaghetti 16 oz', 'Golden Field', 'N', '16 OZ', 'EA', 1.49, 'V1015', 6],
  ['PAS', 'Harvest Lane Penne Rigate 16 oz', 'Harvest Lane', 'Y', '16 OZ', 'EA', 0.99, 'V1003', 5],
  ['PAS', 'Nonna Rosa Marinara Sauce 24 oz', 'Nonna Rosa', 'N', '24 OZ', 'EA', 3.49, 'V1015', 5],
  ['PAS', 'Golden Field Macaroni & Cheese Dinner', 'Golden Field', 'N', '7.25 OZ', 'EA', 1.19, 'V1015', 7],
  ['PAS', 'Harvest Lane Organic Quinoa 12 oz', 'Harvest Lane', 'Y', '12 OZ', 'EA', 4.99, 'V1003', 0],
  ['BKG', 'Harvest Lane All Purpose Flour 5 lb', 'Harvest Lane', 'Y', '5 LB', 'EA', 2.99, 'V1003', 3],
  ['BKG', 'Keystone Granulated Sugar 4 lb', 'Keystone Sugar', 'N', '4 LB', 'EA', 3.49, 'V1015', 3],
  ['BKG', 'Golden Field Vegetable Oil 48 oz', 'Golden Field', 'N', '48 OZ', 'EA', 4.49, 'V1015', 3],
  ['BKG', 'Cocoa Valley Semi-Sweet Chocolate Chips 12 oz', 'Cocoa Valley', 'N', '12 OZ', 'EA', 3.99, 'V1015', 3],
  ['PPR', 'SoftTouch Paper Towels 6 Rolls', 'SoftTouch', 'N', '6 CT', 'EA', 8.99, 'V1012', 6],
  ['PPR', 'Harvest Lane Bath Tissue 12 Double Rolls', 'Harvest Lane', 'Y', '12 CT', 'EA', 7.99, 'V1003', 5],
  ['PPR', 'SoftTouch Paper Plates 100 ct', 'SoftTouch', 'N', '100 CT', 'EA', 5.49, 'V1012', 2],
  ['CLN', 'Brightway Liquid Laundry Detergent 92 oz', 'Brightway', 'N', '92 OZ', 'EA', 11.99, 'V1012', 4],
  ['CLN', 'Brightway Dish Soap 19 oz', 'Brightway', 'N', '19 OZ', 'EA', 2.99, 'V1012', 4],
  ['CLN', 'Harvest Lane Tall Kitchen Trash Bags 40 ct', 'Harvest Lane', 'Y', '40 CT', 'EA', 6.49, 'V1003', 3],
  ['CLN', 'Brightway Disinfecting Wipes 75 ct', 'Brightway', 'N', '75 CT', 'EA', 5.99, 'V1012', 3],
  ['OTC', 'HealthFirst Ibuprofen 200 mg 100 ct', 'HealthFirst', 'N', '100 CT', 'EA', 8.99, 'V1013', 3],
  ['OTC', 'Harvest Lane Ibuprofen 200 mg 100 ct', 'Harvest Lane', 'Y', '100 CT', 'EA', 4.99, 'V1003', 3],
  ['OTC', 'HealthFirst Allergy Relief 24 ct', 'HealthFirst', 'N', '24 CT', 'EA', 14.99, 'V1013', 2],
  ['OTC', 'HealthFirst Nighttime Cold & Flu 12 oz', 'HealthFirst', 'N', '12 OZ', 'EA', 10.49, 'V1013', 2],
  ['PC', 'Pure Care Whitening Toothpaste 4.8 oz', 'Pure Care', 'N', '4.8 OZ', 'EA', 3.99, 'V1019', 3],
  ['PC', 'Pure Care 2-in-1 Shampoo 25 oz', 'Pure Care', 'N', '25 OZ', 'EA', 6.99, 'V1019', 2],
  ['PC', 'Harvest Lane Body Wash 18 oz', 'Harvest Lane', 'Y', '18 OZ', 'EA', 3.99, 'V1003', 2],
  ['PC', 'Pure Care Razor Cartridges 4 ct', 'Pure Care', 'N', '4 CT', 'EA', 17.99, 'V1019', 1],
  ['PC', 'Pure Care Whitening Strips 14 ct', 'Pure Care', 'N', '14 CT', 'EA', 39.99, 'V1019', 0.5],
];
const SEASONAL: Record<string, number[]> = {
  // multiplier by month (1..12)
  'Sweet Corn': [0, 0, 0, 0, 0.3, 1.5, 3, 3, 1.5, 0.3, 0, 0],
  'Harvest Lane Frozen Young Turkey': [0.2, 0.1, 0.3, 0.5, 0.2, 0.2, 0.2, 0.2, 0.3, 0.6, 6, 2.5],
  'Harvest Lane Bakery Pumpkin Pie 8 in': [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 1, 2.5, 6, 2],
  'Harvest Lane Jellied Cranberry Sauce 14 oz': [0.2, 0.1, 0.1, 0.3, 0.1, 0.1, 0.1, 0.1, 0.3, 1, 7, 3],
  'HealthFirst Nighttime Cold & Flu 12 oz': [3, 3, 2, 1, 0.5, 0.2, 0.2, 0.2, 0.8, 1.5, 2.5, 3],
  'Cedar Hill Vanilla Bean Ice Cream 1.5 qt': [0.6, 0.6, 0.8, 1, 1.3, 1.6, 1.8, 1.6, 1.1, 0.8, 0.7, 0.8],
};

interface Item {
  sku: number; upc: string; desc: string; brand: string | null; dept: string; cat: string; pvt: string; vndr: string; size: string;
  uom: 'EA' | 'LB'; cost: number; prc: number; sts: string; add: string; pop: number; discAfter: string | null;
}
interface Promo { no: number; desc: string; item: Item; typ: string; prc: number; strt: string; end: string; ad: string; rgn: Rgn | null }
interface Mbr {
  card: string; first: string; last: string; enrl: string; home: number; tier: string; sts: string; birth: number; zip: string;
  optin: string; weight: number; stopAfter: string | null; active: boolean;
}

const FIRST = ['James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Daniel', 'Karen', 'Matthew', 'Nancy', 'Anthony', 'Lisa',
  'Mark', 'Betty', 'Donald', 'Sandra', 'Steven', 'Ashley', 'Andrew', 'Kimberly', 'Joshua', 'Donna', 'Kenneth', 'Emily', 'Kevin',
  'Michelle', 'Brian', 'Carol', 'Timothy', 'Amanda', 'Ronald', 'Melissa', 'Jacob', 'Deborah', 'Ryan', 'Stephanie', 'Nathan',
  'Rebecca', 'Samuel', 'Laura', 'Ethan', 'Hannah', 'Aaron', 'Abigail', 'Levi', 'Ruth', 'Elam', 'Miriam', 'Carlos', 'Ana', 'Hector',
  'Lucia', 'Wei', 'Mei', 'Raj', 'Priya', 'Tyrone', 'Keisha'];
const LAST = ['Smith', 'Miller', 'Stoltzfus', 'King', 'Fisher', 'Zook', 'Beiler', 'Martin', 'Hoover', 'Weaver', 'Brubaker', 'Hershey',
  'Eby', 'Landis', 'Hess', 'Snyder', 'Myers', 'Brown', 'Johnson', 'Williams', 'Jones', 'Davis', 'Garcia', 'Rodriguez', 'Wilson',
  'Anderson', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Young', 'Allen', 'Wright',
  'Baker', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner', 'Torres', 'Parker',
  'Collins', 'Edwards', 'Stewart', 'Morris', 'Nguyen', 'Kauffman', 'Shaffer', 'Keller', 'Gross', 'Yoder', 'Bender', 'Ruth',
  'Sensenig', 'Groff', 'Frey', 'Rohrer', 'Musser', 'Herr', 'Kreider', 'Shenk'];
const ZIPS: Record<number, string[]> = {
  101: ['17011', '17043'], 102: ['17050', '17055'], 103: ['17033', '17036'], 104: ['17013', '17015'], 105: ['17601', '17602', '17603'],
  106: ['17522', '17578'], 107: ['17022', '17502'], 108: ['17543', '17545'], 109: ['17401', '17402', '17403'], 110: ['17331', '17340'],
  111: ['17325', '17350'], 112: ['17356', '17368'], 113: ['21157', '21158'],
};

const priceAt = (item: Item, day: string) => (day < '2026-03-01' ? round2(Math.round(item.prc * 0.96 * 10) / 10 - 0.01) : item.prc);

export function datasetSql(): string {
  const r = seededRandom(51719);

  // ---------- items ----------
  const items: Item[] = [];
  const deptSeq: Record<string, number> = {};
  const DEPT_BASE: Record<string, number> = { PRD: 110000, MT: 120000, DY: 130000, BK: 140000, DL: 150000, FZ: 160000, GR: 170000, HH: 180000, HB: 190000 };
  for (const [cat, desc, brand, pvt, size, uom, prc, vndr, pop, sts = 'A', plu] of ITEM_DEFS) {
    const dept = DEPT_OF[cat]!;
    deptSeq[dept] = (deptSeq[dept] ?? DEPT_BASE[dept]!) + r.int(3, 41);
    const ratio = COST_RATIO[dept]! - (pvt === 'Y' ? 0.07 : 0) + r.float(-0.06, 0.06, 3);
    let cost = round2(prc * ratio);
    if (desc === 'Harvest Lane Frozen Young Turkey') cost = 1.12;
    const upc = plu ?? (uom === 'LB' ? `2${r.int(10000, 99999)}00000` : `0${r.int(10000, 99999)}${pad(r.int(0, 999999), 6)}`);
    const add = sts === 'N' ? r.date('2026-11-16', '2026-11-21') : pop === 0 ? r.date('2025-09-01', '2026-06-30') : r.date('2012-01-01', '2024-10-31');
    items.push({
      sku: deptSeq[dept]!, upc, desc, brand, dept, cat, pvt, vndr, size, uom, cost, prc, sts, add, pop,
      discAfter: sts === 'D' ? r.date('2025-05-01', '2025-09-30') : null,
    });
  }
  const itemByDesc = new Map(items.map((i) => [i.desc, i]));

  // ---------- promotions ----------
  const promos: Promo[] = [];
  let promoNo = 5100;
  const promoable = items.filter((i) => i.pop >= 3 && i.sts === 'A');
  const busy = (item: Item, strt: string, end: string) => promos.some((p) => p.item === item && p.strt <= end && p.end >= strt);
  const addPromo = (item: Item, typ: string, pct: number, strt: string, end: string, ad: string, rgn: Rgn | null, prc?: number) => {
    const base = priceAt(item, strt);
    const price = prc ?? Math.max(0.25, round2(Math.round(base * (1 - pct) * 10) / 10 - 0.01));
    const what = typ === 'LTY' ? 'Card Price' : ad === 'Y' ? 'Ad Special' : 'Sale';
    promos.push({ no: (promoNo += r.int(1, 3)), desc: `${what} - ${item.desc}`, item, typ, prc: price, strt, end, ad, rgn });
  };
  let wk = '2025-01-05';
  let wkIdx = 0;
  while (wk <= '2026-11-29') {
    const end = addDays(wk, 6);
    const month = Number(wk.slice(5, 7));
    if (wk === '2025-11-23' || wk === '2026-11-22') {
      addPromo(itemByDesc.get('Harvest Lane Frozen Young Turkey')!, 'LTY', 0, wk, end, 'Y', null, wk === '2025-11-23' ? 0.59 : 0.49);
      addPromo(itemByDesc.get('Harvest Lane Bakery Pumpkin Pie 8 in')!, 'TPR', 0.28, wk, end, 'Y', null);
    } else {
      for (let k = 0; k < 2; k++) {
        let item: Item;
        do item = r.pick(promoable);
        while (busy(item, wk, end) || (item.desc === 'Sweet Corn' && (month < 6 || month > 9)));
        addPromo(item, r.chance(0.3) ? 'LTY' : 'TPR', r.float(0.15, 0.38, 2), wk, end, 'Y', null);
      }
    }
    if (wkIdx % 4 === 1) {
      for (let k = 0; k < 2; k++) {
        const strt = addDays(wk, 0);
        const e2 = addDays(wk, 27);
        let item: Item;
        do item = r.pick(promoable);
        while (busy(item, strt, e2) || item.desc === 'Sweet Corn');
        addPromo(item, r.chance(0.2) ? 'LTY' : 'TPR', r.float(0.1, 0.25, 2), strt, e2, 'N', r.chance(0.45) ? r.pick<Rgn>(['C', 'L', 'Y']) : null);
      }
    }
    wk = addDays(wk, 7);
    wkIdx++;
  }
  const promoFor = (item: Item, day: string, rgn: Rgn): Promo | undefined =>
    promos.find((p) => p.item === item && p.strt <= day && p.end >= day && (p.rgn === null || p.rgn === rgn));

  // ---------- loyalty members ----------
  const mbrs: Mbr[] = [];
  const usedCards = new Set<string>();
  const storeW = STORES.map((s) => [s, s.fmt === 'XL' ? 1.4 : s.fmt === 'SUP' ? 1 : 0.55] as const);
  for (let i = 0; i < 470; i++) {
    const home = r.weighted(storeW);
    const from = home.open > '2014-01-01' ? home.open : '2014-01-01';
    const to = home.close ?? '2026-11-22';
    let enrl = r.weighted<string>([[r.date(from, to), 70], [r.date(from > '2024-01-01' ? from : '2024-01-01', to), 30]]);
    if (home.no === 108) enrl = r.date('2026-04-08', '2026-11-22');
    let card: string;
    do card = `44${pad(r.int(10000000, 99999999), 8)}`;
    while (usedCards.has(card));
    usedCards.add(card);
    const tier = r.weighted<string>([['B', 58], ['S', 29], ['G', 13]]);
    const closed = home.close !== null ? r.chance(0.6) : r.chance(0.06);
    const never = r.chance(0.08);
    let stopAfter: string | null = null;
    if (closed) stopAfter = home.close ?? r.date(enrl > '2025-02-01' ? enrl : '2025-02-01', '2026-10-31');
    else if (r.chance(0.16)) stopAfter = r.date(enrl > '2025-02-01' ? enrl : '2025-02-01', '2026-10-15');
    mbrs.push({
      card, first: r.pick(FIRST), last: r.pick(LAST), enrl, home: home.no, tier, sts: closed ? 'C' : 'A',
      birth: r.int(1938, 2007), zip: r.pick(ZIPS[home.no]!), optin: r.chance(0.62) ? 'Y' : 'N',
      weight: (tier === 'G' ? 4 : tier === 'S' ? 2 : 1) * r.float(0.5, 1.6, 2), stopAfter, active: !never,
    });
  }
  mbrs.sort((a, b) => a.enrl.localeCompare(b.enrl) || a.card.localeCompare(b.card));
  const mbrsByHome = new Map<number, Mbr[]>();
  for (const m of mbrs) mbrsByHome.set(m.home, [...(mbrsByHome.get(m.home) ?? []), m]);
  const pickMbr = (store: Store, day: string): Mbr | null => {
    const pool = (r.chance(0.86) ? mbrsByHome.get(store.no) ?? [] : mbrs).filter(
      (m) => m.active && m.enrl <= day && (m.stopAfter === null || day <= m.stopAfter),
    );
    if (pool.length === 0) return null;
    return r.weighted(pool.map((m) => [m, m.weight] as const));
  };

  // ---------- transactions ----------
  const hdrs: unknown[][] = [];
  const lns: unknown[][] = [];
  let tranId = 70_000_000;
  const SEASON = [0.9, 0.86, 0.95, 0.97, 1, 1.02, 1.04, 1.03, 0.97, 1, 1.18, 1.22];
  const DOWF = [1.3, 0.82, 0.82, 0.95, 1.0, 1.15, 1.38];
  const FMT_RATE = { XL: 1.35, SUP: 1.0, MKT: 0.58 };
  const TAXABLE = new Set(['HH', 'HB']);
  const pickItem = (day: string, store: Store, hasCard: boolean): Item => {
    const month = Number(day.slice(5, 7));
    const cands = items.filter((i) => i.pop > 0 && i.sts !== 'N' && (i.discAfter === null || day <= i.discAfter));
    return r.weighted(cands.map((i) => {
      let w = i.pop * (SEASONAL[i.desc]?.[month - 1] ?? 1);
      const p = promoFor(i, day, store.rgn);
      if (p && (p.typ === 'TPR' || hasCard)) w *= p.ad === 'Y' ? 3.2 : 2;
      return [i, w] as const;
    }));
  };
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const month = Number(day.slice(5, 7));
    const dayTxns: { store: Store; ts: string }[] = [];
    for (const s of STORES) {
      if (s.open > day || (s.close && day > s.close)) continue;
      let rate = 0.62 * FMT_RATE[s.fmt] * SEASON[month - 1]! * DOWF[dow(day)]! * (day >= '2026-01-01' ? s.growth : 1);
      if (s.no === 108) rate *= day < '2026-06-01' ? 0.7 : 0.9;
      if (s.no === 112) rate *= 0.85;
      if (day === '2025-11-26' || day === '2026-11-24') rate *= 1.6;
      const n = Math.floor(rate + r.next() * 1.2 - 0.1);
      for (let k = 0; k < n; k++) {
        const mins = r.weighted<number>([[r.int(7 * 60, 11 * 60), 25], [r.int(11 * 60, 16 * 60), 35], [r.int(16 * 60, 19 * 60 + 30), 32], [r.int(19 * 60 + 30, 22 * 60 - 1), 8]]);
        dayTxns.push({ store: s, ts: `${day} ${pad(Math.floor(mins / 60))}:${pad(mins % 60)}:${pad(r.int(0, 59))}` });
      }
    }
    dayTxns.sort((a, b) => a.ts.localeCompare(b.ts) || a.store.no - b.store.no);
    for (const { store: s, ts } of dayTxns) {
      const id = ++tranId;
      const isReturn = r.chance(0.012);
      const self = s.selfLanes > 0 && r.chance(0.36);
      const lane = self ? 90 + r.int(1, s.selfLanes) : r.int(1, s.lanes);
      const mbr = r.chance(s.cardRate) ? pickMbr(s, day) : null;
      const tnd = r.weighted<string>(mbr ? [['CRD', 40], ['DBT', 34], ['CSH', 15], ['EBT', 11]] : [['CRD', 37], ['DBT', 30], ['CSH', 25], ['EBT', 8]]);
      const voided = r.chance(self ? 0.034 : 0.011);
      let nLines: number;
      if (isReturn) nLines = 1;
      else {
        const base = mbr ? (mbr.tier === 'G' ? 9 : mbr.tier === 'S' ? 7 : 5.5) : 4.4;
        nLines = Math.max(1, Math.round(base * (self ? 0.7 : 1) * r.float(0.25, 1.75, 2)));
      }
      let tot = 0;
      let taxable = 0;
      const used = new Set<Item>();
      let seq = 0;
      for (let l = 0; l < nLines; l++) {
        let item = pickItem(day, s, mbr !== null);
        if (used.has(item)) item = pickItem(day, s, mbr !== null);
        if (used.has(item)) continue;
        used.add(item);
        let qty = item.uom === 'LB' ? r.float(0.4, item.prc > 8 ? 2.2 : 3.5, 2) : r.weighted<number>([[1, 70], [2, 20], [3, 7], [4, 3]]);
        if (item.desc === 'Harvest Lane Frozen Young Turkey') qty = r.float(10, 22, 2);
        const promo = isReturn ? undefined : promoFor(item, day, s.rgn);
        const applies = promo && (promo.typ === 'TPR' || mbr !== null);
        if (applies && item.uom === 'EA' && r.chance(0.35)) qty += 1;
        if (isReturn) qty = -qty;
        const unit = priceAt(item, day);
        const disc = applies ? round2(Math.abs(qty) * (unit - promo!.prc)) : 0;
        const net = round2(qty * unit - disc);
        lns.push([id, ++seq, item.sku, qty, unit, disc, net, applies ? promo!.no : null]);
        tot += net;
        if (TAXABLE.has(item.dept)) taxable += net;
      }
      tot = round2(tot);
      hdrs.push([id, s.no, day, ts, lane, isReturn ? null : mbr?.card ?? null, isReturn ? 'R' : 'S', tnd === 'EBT' && isReturn ? 'CSH' : tnd, tot,
        round2(taxable * 0.06), voided ? 1 : 0]);
    }
  }

  // ---------- inventory counts ----------
  const cnts: unknown[][] = [];
  const promoItemsInMonth = (y: number, m: number) => {
    const from = `${y}-${pad(m)}-01`;
    const to = `${y}-${pad(m)}-28`;
    return new Set(promos.filter((p) => p.strt <= to && p.end >= from).map((p) => p.item));
  };
  for (const m of [9, 10, 11]) {
    const onPromo = promoItemsInMonth(2026, m);
    for (const s of STORES) {
      if (s.close) continue;
      const cntDt = `2026-${pad(m)}-${pad(r.int(m === 11 ? 8 : 12, m === 11 ? 18 : 24))}`;
      for (const it of items) {
        if (it.uom !== 'EA' || it.sts !== 'A' || it.add > cntDt) continue;
        const oos = r.chance(onPromo.has(it) ? 0.1 : it.pop === 0 ? 0.02 : 0.035);
        const depth = Math.max(4, Math.round(it.pop * 3 * (s.fmt === 'XL' ? 1.4 : s.fmt === 'MKT' ? 0.6 : 1)));
        cnts.push([s.no, it.sku, 2026, m, cntDt, oos ? 0 : r.int(1, depth)]);
      }
    }
  }

  // ---------- shrink write-offs ----------
  const wos: unknown[][] = [];
  let woNo = 880_000;
  const woItems = items.filter((i) => i.sts !== 'N');
  for (let mStart = '2025-01-01'; mStart <= LAST_DAY; ) {
    const y = Number(mStart.slice(0, 4));
    const mo = Number(mStart.slice(5, 7));
    const next = mo === 12 ? `${y + 1}-01-01` : `${y}-${pad(mo + 1)}-01`;
    const mEnd = addDays(next, -1) > LAST_DAY ? LAST_DAY : addDays(next, -1);
    const monthRows: unknown[][] = [];
    for (const s of STORES) {
      const from = s.open > mStart ? s.open : mStart;
      const to = s.close && s.close < mEnd ? s.close : mEnd;
      if (from > to) continue;
      const n = Math.round(r.int(1, 3) * (s.fmt === 'XL' ? 1.4 : s.fmt === 'MKT' ? 0.7 : 1) * (s.no === 110 || s.no === 103 ? 1.5 : 1));
      for (let k = 0; k < n; k++) {
        const it = r.weighted(woItems.filter((i) => i.discAfter === null || from <= i.discAfter)
          .map((i) => [i, (PERISHABLE.has(i.dept) ? 3 : i.dept === 'HB' ? 2.5 : 0.8) * Math.max(1, i.pop) ** 0.5] as const));
        const rsn = PERISHABLE.has(it.dept)
          ? r.weighted<string>([['SPL', 72], ['DMG', 13], ['UNK', 12], ['THF', 3]])
          : it.dept === 'HB' ? r.weighted<string>([['THF', 55], ['UNK', 30], ['DMG', 15]])
            : r.weighted<string>([['DMG', 50], ['UNK', 30], ['THF', 10], ['SPL', 10]]);
        const qty = it.uom === 'LB' ? r.float(0.5, 4, 2) : r.int(1, it.dept === 'HB' ? 2 : 4);
        monthRows.push([s.no, it.sku, r.date(from, to), qty, round2(qty * it.cost), rsn]);
      }
    }
    if (mStart === '2026-05-01') {
      const spinach = itemByDesc.get('Baby Spinach 10 oz')!;
      for (const s of STORES) {
        if (s.close || s.open > '2026-05-12') continue;
        const qty = r.int(2, 6);
        monthRows.push([s.no, spinach.sku, '2026-05-12', qty, round2(qty * spinach.cost), 'RCL']);
      }
    }
    monthRows.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || Number(a[0]) - Number(b[0]));
    for (const row of monthRows) wos.push([(woNo += r.int(1, 3)), row[0], row[1], compact(String(row[2])), row[3], row[4], row[5]]);
    mStart = next;
  }

  return [
    'CREATE SCHEMA str;',
    'CREATE SCHEMA mdse;',
    'CREATE SCHEMA pos;',
    `CREATE TABLE str.emp (emp_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, job_cd varchar(3) NOT NULL, store_no smallint,
      sup_emp_no integer REFERENCES str.emp (emp_no), hire_dt date NOT NULL, term_dt date, emp_sts char(1) NOT NULL);`,
    `CREATE TABLE str.store (store_no smallint PRIMARY KEY, store_nm text NOT NULL, rgn_cd char(1) NOT NULL, dm_emp_no integer, city text NOT NULL,
      st_cd char(2) NOT NULL, fmt_cd varchar(3) NOT NULL, sq_ft integer NOT NULL, open_dt varchar(10) NOT NULL, close_dt date, store_sts char(1) NOT NULL,
      pharm_yn char(1) NOT NULL);`,
    `CREATE TABLE mdse.vndr (vndr_no varchar(6) PRIMARY KEY, vndr_nm text NOT NULL, vndr_typ varchar(3) NOT NULL, pay_terms varchar(6) NOT NULL,
      actv_yn char(1) NOT NULL);`,
    `CREATE TABLE mdse.item (sku integer PRIMARY KEY, upc varchar(13) NOT NULL, item_desc text NOT NULL, brand_nm text, dept_cd varchar(3) NOT NULL,
      cat_cd varchar(3) NOT NULL, pvt_lbl_yn char(1) NOT NULL, vndr_no varchar(6) REFERENCES mdse.vndr (vndr_no), size_txt varchar(10),
      sell_uom varchar(2) NOT NULL, unit_cost numeric(8,2) NOT NULL, reg_prc numeric(8,2) NOT NULL, item_sts char(1) NOT NULL, add_dt date NOT NULL);`,
    `CREATE TABLE mdse.promo (promo_no integer PRIMARY KEY, promo_desc text NOT NULL, sku integer NOT NULL REFERENCES mdse.item (sku),
      promo_typ varchar(3) NOT NULL, promo_prc numeric(8,2) NOT NULL, strt_dt date NOT NULL, end_dt date NOT NULL, ad_flg char(1) NOT NULL,
      rgn_cd char(1));`,
    `CREATE TABLE pos.lty_mbr (card_no varchar(10) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, enrl_dt date NOT NULL,
      home_store smallint REFERENCES str.store (store_no), tier_cd char(1) NOT NULL, mbr_sts char(1) NOT NULL, birth_yr smallint, zip_cd varchar(5),
      email_optin_yn char(1) NOT NULL);`,
    `CREATE TABLE pos.txn_hdr (tran_id bigint PRIMARY KEY, store_no smallint NOT NULL REFERENCES str.store (store_no), bus_dt date NOT NULL,
      tran_ts timestamp NOT NULL, lane_no smallint NOT NULL, card_no varchar(10), tran_typ char(1) NOT NULL, tndr_cd varchar(3) NOT NULL,
      tot_amt numeric(10,2) NOT NULL, tax_amt numeric(8,2) NOT NULL, void_flg smallint NOT NULL DEFAULT 0);`,
    `CREATE TABLE pos.txn_ln (tran_id bigint NOT NULL REFERENCES pos.txn_hdr (tran_id), ln_seq smallint NOT NULL, sku integer NOT NULL,
      qty numeric(8,2) NOT NULL, unit_prc numeric(8,2) NOT NULL, disc_amt numeric(8,2) NOT NULL, net_amt numeric(10,2) NOT NULL, promo_no integer,
      PRIMARY KEY (tran_id, ln_seq));`,
    `CREATE TABLE str.inv_cnt (store_no smallint NOT NULL, sku integer NOT NULL REFERENCES mdse.item (sku), cnt_yr smallint NOT NULL,
      cnt_mo smallint NOT NULL, cnt_dt date NOT NULL, oh_qty integer NOT NULL, PRIMARY KEY (store_no, sku, cnt_yr, cnt_mo));`,
    `CREATE TABLE str.shrink_wo (wo_no integer PRIMARY KEY, store_no smallint NOT NULL, sku integer NOT NULL, wo_dt varchar(8) NOT NULL,
      qty numeric(8,2) NOT NULL, cost_amt numeric(10,2) NOT NULL, rsn_cd varchar(3) NOT NULL);`,
    insertRows('str.emp', ['emp_no', 'first_nm', 'last_nm', 'job_cd', 'store_no', 'sup_emp_no', 'hire_dt', 'term_dt', 'emp_sts'],
      EMPS.map((e) => [e.no, e.first, e.last, e.job, e.store, e.sup, e.hire, e.term, e.sts])),
    insertRows('str.store', ['store_no', 'store_nm', 'rgn_cd', 'dm_emp_no', 'city', 'st_cd', 'fmt_cd', 'sq_ft', 'open_dt', 'close_dt', 'store_sts', 'pharm_yn'],
      STORES.map((s) => [s.no, s.nm, s.rgn, DM_OF[s.rgn], s.city, s.st, s.fmt, s.sqft, usDate(s.open), s.close, s.close ? 'C' : 'O', s.pharm])),
    insertRows('mdse.vndr', ['vndr_no', 'vndr_nm', 'vndr_typ', 'pay_terms', 'actv_yn'], VNDRS),
    insertRows('mdse.item', ['sku', 'upc', 'item_desc', 'brand_nm', 'dept_cd', 'cat_cd', 'pvt_lbl_yn', 'vndr_no', 'size_txt', 'sell_uom', 'unit_cost',
      'reg_prc', 'item_sts', 'add_dt'],
    items.map((i) => [i.sku, i.upc, i.desc, i.brand, i.dept, i.cat, i.pvt, i.vndr, i.size, i.uom, i.cost, i.prc, i.sts, i.add])),
    insertRows('mdse.promo', ['promo_no', 'promo_desc', 'sku', 'promo_typ', 'promo_prc', 'strt_dt', 'end_dt', 'ad_flg', 'rgn_cd'],
      promos.map((p) => [p.no, p.desc, p.item.sku, p.typ, p.prc, p.strt, p.end, p.ad, p.rgn])),
    insertRows('pos.lty_mbr', ['card_no', 'first_nm', 'last_nm', 'enrl_dt', 'home_store', 'tier_cd', 'mbr_sts', 'birth_yr', 'zip_cd', 'email_optin_yn'],
      mbrs.map((m) => [m.card, m.first, m.last, m.enrl, m.home, m.tier, m.sts, m.birth, m.zip, m.optin])),
    insertRows('pos.txn_hdr', ['tran_id', 'store_no', 'bus_dt', 'tran_ts', 'lane_no', 'card_no', 'tran_typ', 'tndr_cd', 'tot_amt', 'tax_amt', 'void_flg'], hdrs),
    insertRows('pos.txn_ln', ['tran_id', 'ln_seq', 'sku', 'qty', 'unit_prc', 'disc_amt', 'net_amt', 'promo_no'], lns),
    insertRows('str.inv_cnt', ['store_no', 'sku', 'cnt_yr', 'cnt_mo', 'cnt_dt', 'oh_qty'], cnts),
    insertRows('str.shrink_wo', ['wo_no', 'store_no', 'sku', 'wo_dt', 'qty', 'cost_amt', 'rsn_cd'], wos),
  ].join('\n');
}
