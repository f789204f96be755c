/**
 * Blackwater Valley Dairies, a mid-sized dairy processor in the south of Ireland. About 40 family farms supply it
 * with raw milk, which its tankers pick up on six collection routes; the plant turns the milk into cheese, yoghurt,
 * butter and bottled milk and sells them to supermarket chains and food-service customers. This is the plant's
 * ERP/MES database, 2025-01-01 to 2026-11-24 (the day before it was last loaded). Money is in euro; milk volumes are
 * in litres, finished product in kilograms.
 *
 * Schema `mes`:
 * - `staff`: the plant's people who appear in the other tables, keyed by `staff_id`. `staff_nm` full name; `role_cd`
 *   DRV tanker driver, LAB lab technician, QA quality assurance, PRD production; `hire_dt`; `term_dt` the last day
 *   of employment, NULL while they still work here.
 * - `route`: the tanker collection routes, keyed by `route_id`. `route_cd` (R1 to R6); `route_nm`; `drv_id` the
 *   route's regular driver and `relief_drv_id` its relief driver who covers the regular driver's days off (both
 *   `staff.staff_id`; each relief driver covers two routes); `tnk_cap_ltr` the tanker's capacity in litres; `run_dow`
 *   the day of the week the route runs (1 Monday to 6 Saturday).
 * - `farm`: the supplying farms (suppliers, producers), keyed by `farm_id`. `farm_cd` (F001 ...); `farm_nm`; `cnty`
 *   the county; `herd_sz` number of milking cows; `org_yn` Y for a certified organic farm; `route_id` the route that
 *   collects its milk; `join_dt` the day it started supplying us; `exit_dt` the day it stopped supplying us, NULL for
 *   a current supplier.
 * - `milk_coll`: milk collections (milk intake), one row per pickup of a farm's bulk tank. Every route runs once a
 *   week and picks up every farm on it, so each row is a week of that farm's milk. `coll_id`; `coll_dt`; `farm_id`;
 *   `route_id`; `drv_id` the driver who actually made the pickup (`staff.staff_id`: the route's regular or relief
 *   driver); `ltr` litres collected; `fat_pct` butterfat %; `prot_pct` protein %; `scc_k` somatic cell count in
 *   thousands of cells per ml (250 means 250,000 cells/ml); `temp_c` milk temperature at pickup in °C (should be 6 or
 *   below).
 * - `lab_test`: quality tests the lab runs on collection samples (not every collection is tested), keyed by
 *   `test_id`. `coll_id` the collection sampled; `test_dt`; `test_typ` ABX antibiotic residues, TBC total bacterial
 *   count, H2O added water (freezing point); `rslt_cd` P pass, F fail, R inconclusive, retest ordered (the retest is
 *   another row for the same collection and test type, dated the next day); `tech_id` the lab technician
 *   (`staff.staff_id`).
 * - `sku`: the finished products we sell, keyed by `sku_cd`. `sku_desc`; `prod_cat` CHS cheese, YOG yoghurt, BUT
 *   butter, MLK liquid milk; `net_qty` and `net_uom` the contents of one unit (KG kilograms or L litres: 0.25 KG is a
 *   250 g pack); `list_px_eur` list price per unit; `launch_dt`; `disc_dt` the day it was discontinued, NULL while it
 *   is still sold.
 * - `prod_btch`: production batches, keyed by `btch_no` (B25-0001 ...). `sku_cd` the product made; `prod_dt` the
 *   production day; `in_ltr` raw milk used, in litres; `yld_kg` output (yield) in kilograms; `sts_cd` REL released for
 *   sale, HLD on QA hold (not released yet), SCRP scrapped (destroyed); `rel_at` when QA released it, NULL unless
 *   REL; `qa_id` the QA person who signed it off or holds it (`staff.staff_id`).
 * - `so_line`: customer (retailer) sales orders, one row per order line; an order (`ord_no`) has one to three lines
 *   (`ln_no`) and the order-level fields repeat on each line; orders run to hundreds or thousands of units. `cust_nm` the customer; `ord_dt`; `sku_cd`; `ord_qty`
 *   units ordered; `unit_px_eur` agreed price per unit; `ord_sts` OPN open (not shipped yet), SHP shipped, CAN
 *   cancelled; `shp_dt` the day the order was shipped (the whole order ships together), NULL unless SHP; `shp_qty`
 *   units actually shipped on the line (can be short of `ord_qty`), NULL unless SHP.
 * - `farm_pmt`: the monthly farm payment sheet exported from the milk-payments spreadsheet, loaded as it comes, one
 *   row per farm per milk month, January 2025 to October 2026 (a month is paid on the 15th of the following month).
 *   Its columns keep the spreadsheet's headers: "Payment Ref"; "Farm Code" (= `farm.farm_cd`); "Farm Name"; "Milk
 *   Month" the first day of the month the milk was collected; "Litres" collected that month; "Price per Litre (EUR)"
 *   the base milk price paid that month; "Quality Bonus (EUR)" for low cell count and high fat milk; "Deductions
 *   (EUR)" penalties for failed lab tests; "Net Amount (EUR)" = Litres x price + bonus - deductions; "Status" Paid or
 *   On Hold (held back pending a quality review); "Payment Date" NULL while on hold.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';

/** [staff_id, staff_nm, role_cd, hire_dt, term_dt] */
const STAFF: [number, string, string, string, string | null][] = [
  [11, 'Declan Murphy', 'DRV', '2012-03-05', null],
  [12, 'Aoife Brennan', 'DRV', '2016-06-13', null],
  [13, 'Sean O\'Callaghan', 'DRV', '2009-01-19', null],
  [14, 'Martin Walsh', 'DRV', '2018-04-02', null],
  [15, 'Niamh Keane', 'DRV', '2020-09-14', null],
  [16, 'Padraig Healy', 'DRV', '2014-11-03', null],
  [17, 'Eoin Fitzgerald', 'DRV', '2021-02-22', null],
  [18, 'Ciara Nolan', 'DRV', '2022-07-11', null],
  [19, 'Tomas Quinlan', 'DRV', '2019-05-06', null],
  [31, 'Grainne Daly', 'LAB', '2015-08-24', null],
  [32, 'Rory Sheehan', 'LAB', '2019-01-07', '2025-12-19'],
  [33, 'Maeve Lynch', 'LAB', '2023-03-13', null],
  [34, 'Kevin Barry', 'LAB', '2025-12-01', null],
  [41, 'Fiona Crowley', 'QA', '2011-10-03', null],
  [42, 'Brian Cotter', 'QA', '2017-02-20', null],
  [51, 'Orla Hegarty', 'PRD', '2013-05-27', null],
];

/** [route_id, route_cd, route_nm, drv_id, relief_drv_id, tnk_cap_ltr, run_dow] */
const ROUTES: [number, string, string, number, number, number, number][] = [
  [1, 'R1', 'Mallow North', 11, 17, 28000, 1],
  [2, 'R2', 'Mallow South', 12, 17, 28000, 2],
  [3, 'R3', 'Fermoy', 13, 18, 30000, 3],
  [4, 'R4', 'Mitchelstown', 14, 18, 26000, 4],
  [5, 'R5', 'Listowel', 15, 19, 30000, 5],
  [6, 'R6', 'Dungarvan', 16, 19, 24000, 6],
];

interface Farm {
  id: number;
  cd: string;
  nm: string;
  cnty: string;
  herd: number;
  org: boolean;
  route: number;
  join: string;
  exit: string | null;
  /** Cow yield in litres per day at the yearly average. */
  cowYield: number;
  sccBase: number;
  fatAdj: number;
  failRate: number;
  priceAdj: number;
}

const FARM_NAMES = [
  'Ashgrove Farm', 'Ballyhale Dairy', 'Beechwood Farm', 'Blackrock Farm', 'Briarfield Farm', 'Carrigview Dairy',
  'Cloverhill Farm', 'Coolmore Farm', 'Derrylea Farm', 'Drumkeen Farm', 'Elmwood Dairy', 'Fernhill Farm',
  'Glenmore Farm', 'Greenfield Dairy', 'Hawthorn Farm', 'Hillcrest Farm', 'Kilbrack Farm', 'Knockanore Dairy',
  'Larchfield Farm', 'Lisduff Farm', 'Maplebrook Farm', 'Meadowbank Farm', 'Millrace Farm', 'Moorpark Dairy',
  'Oakvale Farm', 'Owenmore Farm', 'Poplar Grove Farm', 'Rathmore Dairy', 'Riverbend Farm', 'Rosehill Farm',
  'Shanbally Farm', 'Silverspring Farm', 'Slievebawn Farm', 'Stonebridge Farm', 'Sunnyside Dairy', 'Thornbury Farm',
  'Tullagreen Farm', 'Valleyview Farm', 'Westfield Farm', 'Willowmere Farm',
];
const ROUTE_COUNTY: Record<number, string[]> = {
  1: ['Cork'],
  2: ['Cork'],
  3: ['Cork', 'Waterford'],
  4: ['Cork', 'Limerick', 'Tipperary'],
  5: ['Kerry', 'Limerick'],
  6: ['Waterford', 'Tipperary'],
};
/** Farms that started supplying during the period, by farm index (0-based): their first day. */
const JOINERS: Record<number, string> = { 36: '2025-04-14', 37: '2025-10-06', 38: '2026-03-02', 39: '2026-08-17' };
/** Farms that stopped supplying: the day they left. */
const LEAVERS: Record<number, string> = { 8: '2025-09-26', 21: '2026-06-19' };
/** Farms with a poor quality record: more failed tests. */
const PROBLEM_FARMS: Record<number, number> = { 16: 0.2, 25: 0.14, 30: 0.09 };
/** Farms with a high cell count. */
const HIGH_SCC: Record<number, number> = { 16: 360, 4: 335, 27: 320, 33: 310 };
/** Farm with a faulty bulk-tank cooler in November 2026. */
const WARM_FARM = 11;
/** Farms whose October 2026 payment is on hold. */
const ON_HOLD = [16, 22, 25];

const MONTH_FACTOR = [0.42, 0.6, 1.05, 1.35, 1.55, 1.45, 1.3, 1.15, 1.0, 0.85, 0.65, 0.4];
const FAT_SEASON = [4.35, 4.2, 3.95, 3.8, 3.75, 3.8, 3.9, 4.0, 4.2, 4.4, 4.55, 4.5];
const PROT_SEASON = [3.45, 3.35, 3.2, 3.25, 3.35, 3.4, 3.45, 3.5, 3.6, 3.7, 3.75, 3.6];
const BASE_PRICE: Record<string, number> = {
  '2025-01': 0.465, '2025-02': 0.46, '2025-03': 0.455, '2025-04': 0.45, '2025-05': 0.445, '2025-06': 0.45,
  '2025-07': 0.455, '2025-08': 0.465, '2025-09': 0.475, '2025-10': 0.485, '2025-11': 0.49, '2025-12': 0.49,
  '2026-01': 0.485, '2026-02': 0.48, '2026-03': 0.47, '2026-04': 0.46, '2026-05': 0.455, '2026-06': 0.45,
  '2026-07': 0.45, '2026-08': 0.455, '2026-09': 0.46, '2026-10': 0.47,
};

interface Sku {
  cd: string;
  desc: string;
  cat: 'CHS' | 'YOG' | 'BUT' | 'MLK';
  qty: number;
  uom: 'KG' | 'L';
  px: number;
  launch: string;
  disc: string | null;
  /** kg out per litre of milk in. */
  yld: number;
  /** litres per batch [min, max]. */
  batch: [number, number];
  /** weight in the production plan. */
  w: number;
  /** units per order line [min, max]. */
  order: [number, number];
}
const SKUS: Sku[] = [
  { cd: 'CHD-200', desc: 'Mature Cheddar 200g', cat: 'CHS', qty: 0.2, uom: 'KG', px: 2.1, launch: '2015-03-01', disc: null, yld: 0.102, batch: [14000, 22000], w: 5, order: [1200, 6000] },
  { cd: 'CHD-1K', desc: 'Mature Cheddar 1kg Block', cat: 'CHS', qty: 1, uom: 'KG', px: 8.9, launch: '2015-03-01', disc: null, yld: 0.104, batch: [16000, 24000], w: 3, order: [200, 1400] },
  { cd: 'MOZ-125', desc: 'Mozzarella 125g', cat: 'CHS', qty: 0.125, uom: 'KG', px: 1.15, launch: '2019-05-01', disc: null, yld: 0.118, batch: [9000, 15000], w: 2, order: [1500, 7000] },
  { cd: 'SMK-200', desc: 'Smoked Cheddar 200g', cat: 'CHS', qty: 0.2, uom: 'KG', px: 2.4, launch: '2021-09-01', disc: '2026-06-30', yld: 0.1, batch: [8000, 12000], w: 1, order: [600, 2400] },
  { cd: 'YOG-NAT-500', desc: 'Natural Yoghurt 500g', cat: 'YOG', qty: 0.5, uom: 'KG', px: 1.3, launch: '2016-01-01', disc: null, yld: 0.98, batch: [3000, 6000], w: 3, order: [1000, 5000] },
  { cd: 'YOG-STR-150', desc: 'Strawberry Yoghurt 150g', cat: 'YOG', qty: 0.15, uom: 'KG', px: 0.55, launch: '2016-01-01', disc: null, yld: 1.08, batch: [2500, 5000], w: 2, order: [2000, 9000] },
  { cd: 'YOG-GRK-450', desc: 'Greek Style Yoghurt 450g', cat: 'YOG', qty: 0.45, uom: 'KG', px: 1.85, launch: '2020-04-01', disc: null, yld: 0.34, batch: [4000, 8000], w: 2, order: [800, 4000] },
  { cd: 'YOG-VAN-150', desc: 'Vanilla Yoghurt 150g', cat: 'YOG', qty: 0.15, uom: 'KG', px: 0.58, launch: '2026-11-16', disc: null, yld: 1.07, batch: [2500, 4000], w: 0, order: [2000, 9000] },
  { cd: 'BUT-SLT-250', desc: 'Salted Butter 250g', cat: 'BUT', qty: 0.25, uom: 'KG', px: 2.35, launch: '2015-03-01', disc: null, yld: 0.046, batch: [30000, 45000], w: 3, order: [1500, 7000] },
  { cd: 'BUT-UNS-250', desc: 'Unsalted Butter 250g', cat: 'BUT', qty: 0.25, uom: 'KG', px: 2.4, launch: '2015-03-01', disc: null, yld: 0.045, batch: [25000, 35000], w: 1, order: [600, 3000] },
  { cd: 'BUT-BLK-25K', desc: 'Butter Block 25kg', cat: 'BUT', qty: 25, uom: 'KG', px: 112, launch: '2018-01-01', disc: null, yld: 0.047, batch: [30000, 40000], w: 1, order: [20, 240] },
  { cd: 'MLK-WHL-1L', desc: 'Whole Milk 1L', cat: 'MLK', qty: 1, uom: 'L', px: 0.98, launch: '2015-03-01', disc: null, yld: 1.03, batch: [12000, 20000], w: 4, order: [3000, 15000] },
  { cd: 'MLK-WHL-2L', desc: 'Whole Milk 2L', cat: 'MLK', qty: 2, uom: 'L', px: 1.79, launch: '2015-03-01', disc: null, yld: 1.03, batch: [12000, 20000], w: 3, order: [2000, 9000] },
  { cd: 'MLK-SKM-1L', desc: 'Skimmed Milk 1L', cat: 'MLK', qty: 1, uom: 'L', px: 0.95, launch: '2015-03-01', disc: null, yld: 0.93, batch: [8000, 14000], w: 2, order: [1500, 7000] },
];

/** [customer, order weight, discount % off list price] */
const CUSTOMERS: [string, number, number][] = [
  ['Greenway Supermarkets', 9, 12],
  ['Harbour Foods', 6, 9],
  ['CityFresh Express', 5, 6],
  ['Valley Co-op Stores', 4, 8],
  ['Northgate Grocers', 3, 5],
  ['Riverside Delis', 2, 3],
  ['Meadow Market', 2, 4],
  ['Corner Larder', 1, 0],
];

function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function round(x: number, d: number): number {
  return Number(x.toFixed(d));
}
function monthOf(iso: string): string {
  return iso.slice(0, 7);
}
function ts(day: string, minute: number): string {
  return `${day} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
}

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // Farms.
  const farms: Farm[] = FARM_NAMES.map((nm, i) => {
    const route = (i % 6) + 1;
    const join = JOINERS[i] ?? r.date('1995-01-01', '2024-06-30');
    return {
      id: 101 + i,
      cd: `F${String(i + 1).padStart(3, '0')}`,
      nm,
      cnty: r.pick(ROUTE_COUNTY[route] ?? ['Cork']),
      herd: r.int(55, 230),
      org: [3, 14, 27, 35].includes(i),
      route,
      join,
      exit: LEAVERS[i] ?? null,
      cowYield: r.float(17, 24, 2),
      sccBase: HIGH_SCC[i] ?? r.int(110, 260),
      fatAdj: r.float(-0.25, 0.3, 2),
      failRate: PROBLEM_FARMS[i] ?? r.float(0.005, 0.035, 3),
      priceAdj: [3, 14, 27, 35].includes(i) ? 0.06 : r.pick([0, 0, 0, 0.005, 0.01]),
    };
  });

  // Collections and lab tests.
  const colls: unknown[][] = [];
  const tests: unknown[][] = [];
  /** per farm per month: litres, fat*litres, scc sum, count, failed tests */
  const month = new Map<string, { ltr: number; fatL: number; scc: number; n: number; fails: number }>();
  let collId = 500001;
  let testId = 900001;
  const techsOn = (day: string): number[] => [31, 33, ...(day <= '2025-12-19' ? [32] : []), ...(day >= '2025-12-01' ? [34] : [])];
  for (const farm of farms) {
    const route = ROUTES.find((x) => x[0] === farm.route);
    if (!route) throw new Error('route');
    const [, , , drv, relief, , dow] = route;
    let day = FIRST_DAY;
    while (dayOfWeek(day) !== dow) day = addDays(day, 1);
    for (; day <= LAST_DAY; day = addDays(day, 7)) {
      if (day < farm.join) continue;
      if (farm.exit && day > farm.exit) break;
      const m = Number(day.slice(5, 7));
      const growth = day >= '2026-01-01' ? 1.03 : 1;
      const ltr = Math.round(farm.herd * farm.cowYield * 7 * (MONTH_FACTOR[m - 1] ?? 1) * growth * (1 + normal(r) * 0.06));
      const fat = round((FAT_SEASON[m - 1] ?? 4) + farm.fatAdj + normal(r) * 0.12, 2);
      const prot = round((PROT_SEASON[m - 1] ?? 3.4) + farm.fatAdj * 0.3 + normal(r) * 0.07, 2);
      const scc = Math.max(40, Math.round(farm.sccBase * Math.exp(normal(r) * 0.22)));
      let temp = round(3.6 + r.next() * 1.6 + (m >= 6 && m <= 8 ? 0.5 : 0) + (r.chance(0.015) ? 2 : 0), 1);
      if (farm.id - 101 === WARM_FARM && day >= '2026-11-01') temp = round(6.4 + r.next() * 1.5, 1);
      const who = r.chance(0.13) ? relief : drv;
      colls.push([collId, day, farm.id, farm.route, who, ltr, fat, prot, scc, temp]);
      const key = `${farm.id}|${monthOf(day)}`;
      const agg = month.get(key) ?? { ltr: 0, fatL: 0, scc: 0, n: 0, fails: 0 };
      agg.ltr += ltr;
      agg.fatL += fat * ltr;
      agg.scc += scc;
      agg.n += 1;
      month.set(key, agg);
      if (r.chance(farm.failRate > 0.05 ? 0.8 : 0.42)) {
        const typ = r.weighted([['ABX', 4], ['TBC', 3.5], ['H2O', 2.5]] as const);
        const roll = r.next();
        const res = roll < farm.failRate ? 'F' : roll < farm.failRate + 0.035 ? 'R' : 'P';
        tests.push([testId++, collId, day, typ, res, r.pick(techsOn(day))]);
        if (res === 'F') agg.fails += 1;
        const next = addDays(day, 1);
        if (res === 'R' && next <= LAST_DAY) {
          const res2 = r.chance(0.2 + farm.failRate * 2) ? 'F' : 'P';
          tests.push([testId++, collId, next, typ, res2, r.pick(techsOn(next))]);
          if (res2 === 'F') agg.fails += 1;
        }
      }
      collId += 1;
    }
  }
  colls.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(a[2]) - Number(b[2]));
  tests.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || Number(a[0]) - Number(b[0]));

  // Farm payment sheet.
  const pmts: unknown[][] = [];
  for (const mon of Object.keys(BASE_PRICE)) {
    const base = BASE_PRICE[mon] ?? 0.46;
    const [y, mm] = mon.split('-').map(Number) as [number, number];
    const payDate = mm === 12 ? `${y + 1}-01-15` : `${y}-${String(mm + 1).padStart(2, '0')}-15`;
    for (const farm of farms) {
      const agg = month.get(`${farm.id}|${mon}`);
      if (!agg) continue;
      const price = round(base + farm.priceAdj, 3);
      const avgScc = agg.scc / agg.n;
      const avgFat = agg.fatL / agg.ltr;
      const rate = (avgScc < 200 ? 0.008 : avgScc < 250 ? 0.004 : 0) + (avgFat > 4.3 ? 0.005 : 0);
      const bonus = round(agg.ltr * rate, 2);
      const ded = agg.fails * 250;
      const net = round(agg.ltr * price + bonus - ded, 2);
      const hold = mon === '2026-10' && ON_HOLD.includes(farm.id - 101);
      pmts.push([`MP-${mon.replace('-', '')}-${farm.cd}`, farm.cd, farm.nm, `${mon}-01`, agg.ltr, price, bonus, ded, net, hold ? 'On Hold' : 'Paid', hold ? null : payDate]);
    }
  }

  // Production batches: one a working day (butter on Thursdays), plus a second on busy spring and summer days.
  const batches: unknown[][] = [];
  const seq: Record<string, number> = {};
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const dow = dayOfWeek(day);
    if (dow === 0 || dow === 6) continue;
    const m = Number(day.slice(5, 7));
    const runs = m >= 4 && m <= 7 && r.chance(0.35) ? 2 : 1;
    for (let k = 0; k < runs; k++) {
      // Thursday's first run is always butter; butter is not made on other days.
      const live = SKUS.filter((s) => s.launch <= day && (!s.disc || s.disc >= day) && s.w > 0 && (s.cat === 'BUT') === (dow === 4 && k === 0));
      let sku = r.weighted(live.map((s) => [s, s.w] as const));
      if (day === '2026-11-18' && k === 0) sku = SKUS.find((s) => s.cd === 'YOG-VAN-150') ?? sku;
      const yy = day.slice(2, 4);
      seq[yy] = (seq[yy] ?? 0) + 1;
      const no = `B${yy}-${String(seq[yy]).padStart(4, '0')}`;
      const inL = Math.round(r.int(sku.batch[0], sku.batch[1]) / 10) * 10;
      const yld = round(inL * sku.yld * (1 + normal(r) * 0.025), 1);
      const lag = sku.cat === 'CHS' ? r.int(3, 7) : sku.cat === 'MLK' ? r.int(0, 1) : r.int(1, 2);
      const relDay = addDays(day, lag);
      let sts = 'REL';
      if (r.chance(0.03)) sts = 'SCRP';
      else if (r.chance(0.012)) sts = 'HLD';
      else if (relDay > LAST_DAY) sts = 'HLD';
      const relAt = sts === 'REL' ? ts(relDay, r.int(7 * 60, 17 * 60 + 30)) : null;
      batches.push([no, sku.cd, day, inL, yld, sts, relAt, r.pick([41, 41, 42])]);
    }
  }

  // Sales orders: about one and a half orders a working day.
  const lines: unknown[][] = [];
  let ordNo = 410001;
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const dow = dayOfWeek(day);
    if (dow === 0 || dow === 6) continue;
    const n = r.poisson(1.5);
    for (let k = 0; k < n; k++) {
      const [cust, , disc] = r.weighted(CUSTOMERS.map((c) => [c, c[1]] as const));
      const live = SKUS.filter((s) => s.launch <= day && (!s.disc || s.disc >= day) && s.w > 0);
      const picks = r.shuffle(live).slice(0, r.weighted([[1, 4], [2, 4], [3, 2]] as const));
      const lag = r.weighted([[1, 5], [2, 4], [3, 1]] as const);
      let sts = 'SHP';
      if (r.chance(0.04)) sts = 'CAN';
      else if (addDays(day, lag) > LAST_DAY) sts = 'OPN';
      const shpDt = sts === 'SHP' ? addDays(day, lag) : null;
      const short = sts === 'SHP' && r.chance(0.12);
      picks.forEach((s, i) => {
        const qty = s.order[1] > 500 ? Math.round(r.int(s.order[0], s.order[1]) / 100) * 100 : Math.round(r.int(s.order[0], s.order[1]) / 10) * 10;
        const px = round(s.px * (1 - disc / 100) * (day >= '2026-01-01' ? 1.03 : 1), 2);
        const shp = sts === 'SHP' ? (short && i === 0 ? Math.round(qty * r.float(0.7, 0.95, 2)) : qty) : null;
        lines.push([`SO${ordNo}`, i + 1, cust, day, s.cd, qty, px, sts, shpDt, shp]);
      });
      ordNo += 1;
    }
  }

  return [
    'CREATE SCHEMA mes;',
    `CREATE TABLE mes.staff (staff_id integer PRIMARY KEY, staff_nm text NOT NULL, role_cd varchar(3) NOT NULL, hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE mes.route (route_id integer PRIMARY KEY, route_cd varchar(3) NOT NULL, route_nm text NOT NULL,
      drv_id integer NOT NULL REFERENCES mes.staff (staff_id), relief_drv_id integer NOT NULL REFERENCES mes.staff (staff_id),
      tnk_cap_ltr integer NOT NULL, run_dow smallint NOT NULL);`,
    `CREATE TABLE mes.farm (farm_id integer PRIMARY KEY, farm_cd varchar(4) NOT NULL UNIQUE, farm_nm text NOT NULL, cnty text NOT NULL,
      herd_sz integer NOT NULL, org_yn char(1) NOT NULL, route_id integer NOT NULL REFERENCES mes.route (route_id), join_dt date NOT NULL, exit_dt date);`,
    `CREATE TABLE mes.milk_coll (coll_id integer PRIMARY KEY, coll_dt date NOT NULL, farm_id integer NOT NULL REFERENCES mes.farm (farm_id),
      route_id integer NOT NULL REFERENCES mes.route (route_id), drv_id integer NOT NULL REFERENCES mes.staff (staff_id), ltr integer NOT NULL,
      fat_pct numeric(4,2) NOT NULL, prot_pct numeric(4,2) NOT NULL, scc_k integer NOT NULL, temp_c numeric(3,1) NOT NULL);`,
    `CREATE TABLE mes.lab_test (test_id integer PRIMARY KEY, coll_id integer NOT NULL REFERENCES mes.milk_coll (coll_id), test_dt date NOT NULL,
      test_typ varchar(3) NOT NULL, rslt_cd char(1) NOT NULL, tech_id integer NOT NULL REFERENCES mes.staff (staff_id));`,
    `CREATE TABLE mes.sku (sku_cd varchar(12) PRIMARY KEY, sku_desc text NOT NULL, prod_cat varchar(3) NOT NULL, net_qty numeric(6,3) NOT NULL,
      net_uom varchar(2) NOT NULL, list_px_eur numeric(8,2) NOT NULL, launch_dt date NOT NULL, disc_dt date);`,
    `CREATE TABLE mes.prod_btch (btch_no varchar(9) PRIMARY KEY, sku_cd varchar(12) NOT NULL REFERENCES mes.sku (sku_cd), prod_dt date NOT NULL,
      in_ltr integer NOT NULL, yld_kg numeric(9,1) NOT NULL, sts_cd varchar(4) NOT NULL, rel_at timestamp, qa_id integer NOT NULL REFERENCES mes.staff (staff_id));`,
    `CREATE TABLE mes.so_line (ord_no varchar(8) NOT NULL, ln_no smallint NOT NULL, cust_nm text NOT NULL, ord_dt date NOT NULL,
      sku_cd varchar(12) NOT NULL REFERENCES mes.sku (sku_cd), ord_qty integer NOT NULL, unit_px_eur numeric(8,2) NOT NULL, ord_sts varchar(3) NOT NULL,
      shp_dt date, shp_qty integer, PRIMARY KEY (ord_no, ln_no));`,
    `CREATE TABLE mes.farm_pmt ("Payment Ref" text NOT NULL, "Farm Code" text NOT NULL, "Farm Name" text NOT NULL, "Milk Month" date NOT NULL,
      "Litres" integer NOT NULL, "Price per Litre (EUR)" numeric(6,3) NOT NULL, "Quality Bonus (EUR)" numeric(10,2) NOT NULL,
      "Deductions (EUR)" numeric(10,2) NOT NULL, "Net Amount (EUR)" numeric(12,2) NOT NULL, "Status" text NOT NULL, "Payment Date" date);`,
    insertRows('mes.staff', ['staff_id', 'staff_nm', 'role_cd', 'hire_dt', 'term_dt'], STAFF),
    insertRows('mes.route', ['route_id', 'route_cd', 'route_nm', 'drv_id', 'relief_drv_id', 'tnk_cap_ltr', 'run_dow'], ROUTES),
    insertRows(
      'mes.farm',
      ['farm_id', 'farm_cd', 'farm_nm', 'cnty', 'herd_sz', 'org_yn', 'route_id', 'join_dt', 'exit_dt'],
      farms.map((f) => [f.id, f.cd, f.nm, f.cnty, f.herd, f.org ? 'Y' : 'N', f.route, f.join, f.exit]),
    ),
    insertRows('mes.milk_coll', ['coll_id', 'coll_dt', 'farm_id', 'route_id', 'drv_id', 'ltr', 'fat_pct', 'prot_pct', 'scc_k', 'temp_c'], colls),
    insertRows('mes.lab_test', ['test_id', 'coll_id', 'test_dt', 'test_typ', 'rslt_cd', 'tech_id'], tests),
    insertRows(
      'mes.sku',
      ['sku_cd', 'sku_desc', 'prod_cat', 'net_qty', 'net_uom', 'list_px_eur', 'launch_dt', 'disc_dt'],
      SKUS.map((s) => [s.cd, s.desc, s.cat, s.qty, s.uom, s.px, s.launch, s.disc]),
    ),
    insertRows('mes.prod_btch', ['btch_no', 'sku_cd', 'prod_dt', 'in_ltr', 'yld_kg', 'sts_cd', 'rel_at', 'qa_id'], batches),
    insertRows('mes.so_line', ['ord_no', 'ln_no', 'cust_nm', 'ord_dt', 'sku_cd', 'ord_qty', 'unit_px_eur', 'ord_sts', 'shp_dt', 'shp_qty'], lines),
    insertRows(
      'mes.farm_pmt',
      ['"Payment Ref"', '"Farm Code"', '"Farm Name"', '"Milk Month"', '"Litres"', '"Price per Litre (EUR)"', '"Quality Bonus (EUR)"', '"Deductions (EUR)"', '"Net Amount (EUR)"', '"Status"', '"Payment Date"'],
      pmts,
    ),
  ].join('\n');
}
