/**
 * Kestrel Hill Wines, a family winery and cellar door in McLaren Vale, South Australia. The family farms about 40
 * hectares of its own vineyard blocks, picks the fruit each vintage (February to April), makes the wine in its own
 * winery shed and barrel hall, bottles it, and sells it at the cellar door, through its wine club and through a
 * handful of interstate and export distributors; lots it does not want to bottle are sold off as bulk wine. This is
 * the winery's operations database, 2025-01-01 to 2026-11-24 (the day before it was last loaded). Money is in
 * Australian dollars; fruit is weighed in tonnes, wine measured in litres and in 750 ml bottles.
 *
 * Schema `cel`:
 * - `blk`: the vineyard blocks, keyed by `blk_id`. `blk_cd` (HM1, CRK2 ...); `blk_nm`; `var_cd` the grape variety
 *   planted: SHZ Shiraz, GRE Grenache, CAB Cabernet Sauvignon, MRV Mourvedre, TEM Tempranillo (red grapes), CHD
 *   Chardonnay, FIA Fiano, VRM Vermentino (white grapes); `area_ha` planted area in hectares; `plnt_yr` the year the
 *   vines were planted; `irr_yn` Y for an irrigated block, N for a dry-grown (unirrigated) one; `org_yn` Y for a
 *   certified organic block; `rmv_dt` the day the vines were pulled out (grubbed), NULL while the block is still in
 *   production. Young vines give no crop for their first three years.
 * - `tnk`: the winery's vessels (tanks, fermenters, barrels), keyed by `tnk_id`. `tnk_cd` (T01, OF2, BB3 ...);
 *   `tnk_typ` SS stainless steel tank, OF open-top fermenter, FDR large oak foudre, CON concrete egg, BRL a barrel bay
 *   (a rack of 30 French oak barriques, counted as one vessel); `cap_l` capacity in litres; `loc_cd` WS winery shed,
 *   BH barrel hall; `jkt_yn` Y for a tank with a cooling jacket.
 * - `lot`: wine lots: one vintage of one variety made as one wine, keyed by `lot_id`. `lot_cd` (25SHZ01 = 2025
 *   vintage, Shiraz, lot 1); `vint_yr` the vintage (harvest year); `var_cd` as in `blk`; `crush_dt` the day its first
 *   fruit was crushed; `prs_vol_l` litres of wine after pressing; `ferm_tnk_id` the vessel it fermented in and
 *   `mat_tnk_id` the vessel it was then put in to mature (both `tnk.tnk_id`; the same vessel when the wine was not
 *   moved); `sts_cd` MAT still maturing in the cellar, BTL bottled, BLK sold off as bulk wine; `cls_dt` the day the lot
 *   was finished (last bottling run, or bulk sale), NULL while it is still maturing. Besides the 2025 and 2026
 *   vintages the table lists the lots of the 2023 and 2024 vintages and the 2022 Old Vine Shiraz lot.
 * - `pick`: harvest picks, one row per load of fruit delivered to the winery weighbridge (a block is picked over one
 *   or more days, a few loads a day), 2025 and 2026 vintages. `pick_id`; `dkt_no` the weighbridge docket; `pick_dt`;
 *   `blk_id`; `lot_id` the lot the fruit went into; `t_net` net tonnes of fruit; `brix` sugar ripeness in degrees
 *   Brix; `ph`; `pick_mth` H hand-picked, M machine-harvested.
 * - `wine`: the bottled wines we sell (one row per label and vintage; every wine on sale at some time since
 *   2025-01-01, or bottled since), keyed by `wine_cd` (ESH-24 ...). `wine_nm`
 *   the label name without the year (e.g. 'Old Vine Shiraz'); `vint_yr`; `lot_id` the lot it was bottled from;
 *   `clr_cd` RED, WHT white, ROS rose; `tier_cd` EST estate range, SGL single vineyard, RSV reserve; `cd_px_aud` the
 *   cellar door price of a bottle; `whl_px_aud` the wholesale price of a bottle to distributors, NULL for a wine sold
 *   only at the cellar door; `rls_dt` the day it was released for sale, NULL for a wine bottled but not released yet;
 *   `sold_out_dt` the last day it was on sale, NULL while still available.
 * - `btl_run`: bottling runs (2025 onwards), keyed by `run_id`. `run_dt`; `wine_cd`; `lot_id`; `btl_cnt` bottles
 *   filled; `clos_cd` the closure, SC screwcap or CRK cork; `mob_yn` Y when the contract mobile bottling truck did the
 *   run, N for our own small line; `cost_aud` the cost of the run (labour, contractor, dry goods).
 * - `club_mbr`: wine club members, keyed by `mbr_id`. `mbr_no` (KH0101 ...); `mbr_nm`; `st_cd` the Australian state
 *   they live in (SA, VIC, NSW, QLD, WA, TAS); `tier_cd` their club level: CLS Classic (6 mixed bottles a release),
 *   RED Reds Only (6 red bottles), CEL Cellar Collection (12 bottles, reserve wines); `pkup_yn` Y if they collect
 *   their club wine from the cellar door instead of having it shipped; `join_dt`; `cncl_dt` the day they cancelled
 *   their membership, NULL for an active member.
 * - `sale_ln`: cellar door and distributor sales, one row per invoice line; an invoice (`inv_no`) has one or more
 *   lines (`ln_no`) and the invoice-level fields repeat on each line. `inv_dt`; `chnl_cd` CD cellar door, DST
 *   distributor; `acct_nm` the distributor (NULL for cellar door sales); `mbr_id` the club member for a cellar door
 *   sale to a member (`club_mbr.mbr_id`, members get 15% off), NULL otherwise; `wine_cd`; `qty_btl` bottles;
 *   `unit_px_aud` the price of a bottle before discount; `disc_pct` the discount in %; `net_aud` the line amount
 *   after discount (= qty x price x (1 - discount)); `void_yn` Y for a voided (cancelled) invoice that does not
 *   count as a sale; `paid_dt` the day the invoice was paid (the sale day at the cellar door; distributors pay on
 *   30 to 45 day terms), NULL while unpaid or voided.
 * - `"Club Shipments"`: the wine club order export from the club software, loaded as it comes, one row per member per
 *   club release. There are four releases a year: Autumn (March), Winter (June), Spring (September) and Christmas
 *   (November). Its columns keep the export's headers: "Order #"; "Member No" (= `club_mbr.mbr_no`); "Member
 *   Name"; "Release" (e.g. 'Spring 2026'); "Processed Date" the day the order was charged; "Bottles"; "Wine Total
 *   (AUD)"; "Freight (AUD)" (0 for orders collected at the cellar door); "Order Total (AUD)" = wine + freight;
 *   "Status" Shipped, Collected (picked up at the cellar door), Awaiting Pickup, Declined (the card was declined,
 *   nothing sent) or Skipped (the member skipped this release: bottles and amounts are 0); "Fulfilled Date" the day
 *   it was shipped or collected, NULL otherwise.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';

/** [blk_id, blk_cd, blk_nm, var_cd, area_ha, plnt_yr, irr_yn, org_yn, rmv_dt] */
type Block = [number, string, string, string, number, number, string, string, string | null];
const BLOCKS: Block[] = [
  [1, 'HM1', 'Home Block', 'SHZ', 1.8, 1952, 'N', 'Y', null],
  [2, 'HM2', 'Home Block East', 'SHZ', 1.3, 1965, 'N', 'Y', null],
  [3, 'CRK1', 'Creek Flat', 'SHZ', 2.4, 1998, 'Y', 'N', null],
  [4, 'CRK2', 'Creek Flat North', 'SHZ', 2.1, 2003, 'Y', 'N', null],
  [5, 'RDG1', 'Ridge Top', 'SHZ', 1.7, 1989, 'N', 'N', null],
  [6, 'CHP1', 'Chapel Bush Vines', 'GRE', 1.1, 1946, 'N', 'Y', null],
  [7, 'CHP2', 'Chapel Hill Grenache', 'GRE', 1.6, 1994, 'Y', 'Y', null],
  [8, 'SND1', 'Sandpit', 'GRE', 1.4, 2001, 'N', 'N', null],
  [9, 'QRY1', 'Quarry Cabernet', 'CAB', 2.6, 1986, 'Y', 'N', null],
  [10, 'QRY2', 'Quarry South', 'CAB', 2.2, 1999, 'Y', 'N', null],
  [11, 'BLG1', 'Bluegum', 'CAB', 1.5, 2008, 'Y', 'N', '2025-08-15'],
  [12, 'BLG2', 'Bluegum Mourvedre', 'MRV', 1.2, 2006, 'Y', 'N', null],
  [13, 'WDL1', 'Windmill Tempranillo', 'TEM', 1.4, 2011, 'Y', 'N', null],
  [14, 'WDL2', 'Windmill Fiano', 'FIA', 0.9, 2014, 'Y', 'Y', null],
  [15, 'WDL3', 'Windmill Vermentino', 'VRM', 0.8, 2016, 'Y', 'N', null],
  [16, 'GUL1', 'Gully Chardonnay', 'CHD', 1.7, 1997, 'Y', 'N', null],
  [17, 'GUL2', 'Gully Chardonnay Clone 76', 'CHD', 1.2, 2009, 'Y', 'N', null],
  [18, 'BLG3', 'Bluegum Replant', 'TEM', 1.5, 2025, 'Y', 'N', null],
  [19, 'RDG2', 'Ridge Top Grenache', 'GRE', 0.9, 2019, 'N', 'N', null],
  [20, 'CRK3', 'Creek Flat South', 'SHZ', 2.0, 2005, 'Y', 'N', null],
  [21, 'STN1', 'Stony Rise', 'SHZ', 1.6, 1992, 'N', 'N', null],
  [22, 'STN2', 'Stony Rise Cabernet', 'CAB', 1.3, 1992, 'N', 'N', null],
  [23, 'CHP3', 'Chapel Mourvedre', 'MRV', 0.8, 1999, 'N', 'Y', null],
  [24, 'GUL3', 'Gully Fiano', 'FIA', 0.7, 2018, 'Y', 'Y', null],
];
/** Blocks picked by hand (old and bush vines, and the estate Chardonnay). */
const HAND_PICKED = ['HM1', 'HM2', 'CHP1', 'CHP3', 'GUL1'];
/** Ridge Top Grenache was hailed out in the 2026 vintage and not picked. */
const HAILED: Record<number, string[]> = { 2026: ['RDG2'] };

/** [tnk_id, tnk_cd, tnk_typ, cap_l, loc_cd, jkt_yn] */
const TANKS: [number, string, string, number, string, string][] = [
  [1, 'T01', 'SS', 15000, 'WS', 'Y'],
  [2, 'T02', 'SS', 15000, 'WS', 'Y'],
  [3, 'T03', 'SS', 10000, 'WS', 'Y'],
  [4, 'T04', 'SS', 10000, 'WS', 'Y'],
  [5, 'T05', 'SS', 8000, 'WS', 'Y'],
  [6, 'T06', 'SS', 8000, 'WS', 'Y'],
  [7, 'T07', 'SS', 5000, 'WS', 'Y'],
  [8, 'T08', 'SS', 5000, 'WS', 'Y'],
  [9, 'T09', 'SS', 20000, 'WS', 'N'],
  [10, 'OF1', 'OF', 6000, 'WS', 'N'],
  [11, 'OF2', 'OF', 6000, 'WS', 'N'],
  [12, 'OF3', 'OF', 4000, 'WS', 'N'],
  [13, 'FD1', 'FDR', 3500, 'BH', 'N'],
  [14, 'FD2', 'FDR', 3500, 'BH', 'N'],
  [15, 'EG1', 'CON', 1600, 'BH', 'N'],
  [16, 'BB1', 'BRL', 6750, 'BH', 'N'],
  [17, 'BB2', 'BRL', 6750, 'BH', 'N'],
  [18, 'BB3', 'BRL', 6750, 'BH', 'N'],
  [19, 'BB4', 'BRL', 6750, 'BH', 'N'],
  [20, 'BB5', 'BRL', 6750, 'BH', 'N'],
];
const OF = [10, 11, 12];
const BRL = [16, 17, 18, 19, 20];
const FDR = [13, 14];

/** A bottled label: [code prefix, name, tier, colour, bottling (years after vintage, MM-DD), release, cd price, wholesale price or null, closure, sales weight]. */
interface Label {
  cd: string;
  nm: string;
  tier: 'EST' | 'SGL' | 'RSV';
  clr: 'RED' | 'WHT' | 'ROS';
  btl: [number, string];
  rls: [number, string];
  px: number;
  whl: number | null;
  clos: 'SC' | 'CRK';
  w: number;
}
interface LotTemplate {
  vr: string;
  n: number;
  blocks: string[];
  ferm: number[];
  /** Maturation vessels, or 'same' to stay in the fermenter. */
  mat: number[] | 'same';
  label: Label | null;
  /** Litres of wine per tonne of fruit. */
  lpt: number;
}
const TEMPLATES: LotTemplate[] = [
  { vr: 'SHZ', n: 1, blocks: ['HM1', 'HM2'], ferm: OF, mat: [...FDR, ...BRL], lpt: 700, label: { cd: 'OVS', nm: 'Old Vine Shiraz', tier: 'RSV', clr: 'RED', btl: [2, '03-10'], rls: [2, '09-01'], px: 65, whl: 38, clos: 'CRK', w: 2 } },
  { vr: 'SHZ', n: 2, blocks: ['CRK1', 'RDG1', 'STN1'], ferm: [1, 2, 3, 4], mat: BRL, lpt: 720, label: { cd: 'ESH', nm: 'Estate Shiraz', tier: 'EST', clr: 'RED', btl: [1, '09-15'], rls: [1, '11-01'], px: 32, whl: 17, clos: 'SC', w: 5 } },
  { vr: 'SHZ', n: 3, blocks: ['CRK2', 'CRK3'], ferm: [1, 2, 3, 4], mat: 'same', lpt: 730, label: null },
  { vr: 'GRE', n: 1, blocks: ['CHP1', 'SND1', 'RDG2'], ferm: OF, mat: [...FDR, 15], lpt: 700, label: { cd: 'BVG', nm: 'Bush Vine Grenache', tier: 'SGL', clr: 'RED', btl: [0, '11-10'], rls: [0, '12-01'], px: 38, whl: 21, clos: 'SC', w: 3 } },
  { vr: 'GRE', n: 2, blocks: ['CHP2'], ferm: [5, 6, 7], mat: 'same', lpt: 650, label: { cd: 'ROS', nm: 'Grenache Rose', tier: 'EST', clr: 'ROS', btl: [0, '06-10'], rls: [0, '07-01'], px: 26, whl: 13, clos: 'SC', w: 4 } },
  { vr: 'CAB', n: 1, blocks: ['QRY1', 'STN2'], ferm: [3, 4, 5, 6], mat: BRL, lpt: 700, label: { cd: 'ECS', nm: 'Estate Cabernet Sauvignon', tier: 'EST', clr: 'RED', btl: [1, '10-06'], rls: [1, '11-01'], px: 34, whl: 18, clos: 'SC', w: 3 } },
  { vr: 'CAB', n: 2, blocks: ['QRY2', 'BLG1'], ferm: [1, 2, 3, 4], mat: 'same', lpt: 720, label: null },
  { vr: 'MRV', n: 1, blocks: ['BLG2', 'CHP3'], ferm: OF, mat: [...FDR, ...BRL], lpt: 700, label: { cd: 'MRV', nm: 'Mourvedre', tier: 'SGL', clr: 'RED', btl: [1, '09-22'], rls: [1, '11-01'], px: 36, whl: null, clos: 'CRK', w: 1 } },
  { vr: 'TEM', n: 1, blocks: ['WDL1', 'BLG3'], ferm: [5, 6, 7, 8], mat: [...BRL, ...FDR], lpt: 710, label: { cd: 'TEM', nm: 'Tempranillo', tier: 'SGL', clr: 'RED', btl: [1, '08-18'], rls: [1, '11-01'], px: 34, whl: null, clos: 'SC', w: 1.5 } },
  { vr: 'CHD', n: 1, blocks: ['GUL1'], ferm: [5, 6, 7], mat: BRL, lpt: 640, label: { cd: 'ECH', nm: 'Estate Chardonnay', tier: 'EST', clr: 'WHT', btl: [0, '12-08'], rls: [1, '02-01'], px: 30, whl: 16, clos: 'SC', w: 3 } },
  { vr: 'CHD', n: 2, blocks: ['GUL2'], ferm: [5, 6, 7, 8], mat: 'same', lpt: 650, label: null },
  { vr: 'FIA', n: 1, blocks: ['WDL2', 'GUL3'], ferm: [7, 8, 15], mat: 'same', lpt: 640, label: { cd: 'FIA', nm: 'Fiano', tier: 'EST', clr: 'WHT', btl: [0, '07-14'], rls: [0, '08-01'], px: 28, whl: 14, clos: 'SC', w: 3 } },
  { vr: 'VRM', n: 1, blocks: ['WDL3'], ferm: [7, 8], mat: 'same', lpt: 640, label: { cd: 'VRM', nm: 'Vermentino', tier: 'EST', clr: 'WHT', btl: [0, '07-15'], rls: [0, '08-01'], px: 26, whl: 13, clos: 'SC', w: 3 } },
];
/** First pick day of a variety (MM-DD); the rose Grenache block is picked early. */
const PICK_START: Record<string, string> = { VRM: '02-05', FIA: '02-08', CHD: '02-10', ROS: '02-14', SHZ: '02-24', OVS: '03-05', TEM: '03-02', GRE: '03-12', CAB: '03-18', MRV: '03-25' };
const BRIX_BASE: Record<string, number> = { OVS: 25.1, SHZ: 24.6, GRE: 24.2, CAB: 24.0, MRV: 24.4, TEM: 23.8, CHD: 22.4, FIA: 22.0, VRM: 21.6, ROS: 21.8 };

/** [distributor, order weight, payment days [min, max]] */
const DISTRIBUTORS: [string, number, [number, number]][] = [
  ['Vinlink SA', 5, [25, 38]],
  ['Harbourside Wine Co', 4, [26, 40]],
  ['Yarra Fine Wine Merchants', 3, [24, 36]],
  ['Sunstate Liquor', 2, [38, 52]],
  ['Swan Cellars', 1.5, [55, 90]],
  ['Kiwi Cellar Imports', 1.2, [40, 55]],
];

/** Swan Cellars' account has been in dispute since July 2026: nothing invoiced since then has been paid. */
const DISPUTE: [string, string] = ['Swan Cellars', '2026-07-01'];

/** [release, processed date] */
const RELEASES: [string, string][] = [
  ['Autumn 2025', '2025-03-10'],
  ['Winter 2025', '2025-06-09'],
  ['Spring 2025', '2025-09-08'],
  ['Christmas 2025', '2025-11-10'],
  ['Autumn 2026', '2026-03-09'],
  ['Winter 2026', '2026-06-08'],
  ['Spring 2026', '2026-09-07'],
  ['Christmas 2026', '2026-11-09'],
];
const CLUB_WINE: Record<string, [number, number]> = { CLS: [6, 168], RED: [6, 189], CEL: [12, 540] };
const FREIGHT: Record<string, number> = { SA: 15, VIC: 22, NSW: 22, QLD: 28, WA: 32, TAS: 30 };

const FIRST_NAMES = [
  'Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Thomas', 'Grace', 'James',
  'Chloe', 'Lucas', 'Ruby', 'Henry', 'Sophie', 'Liam', 'Ella', 'Ethan', 'Matilda', 'Harrison', 'Zoe', 'Samuel',
  'Emily', 'Lachlan', 'Hannah', 'Cooper', 'Georgia', 'Riley', 'Lucy', 'Angus', 'Jessica', 'Hamish', 'Kate', 'Daniel',
  'Sarah', 'Michael', 'Rebecca', 'Peter', 'Helen', 'David', 'Karen', 'Andrew', 'Jenny', 'Mark', 'Fiona', 'Stuart',
];
const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson',
  'Nguyen', 'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis', 'Wright', 'Evans',
  'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James', 'Phillips', 'Mitchell',
  'Campbell', 'Murray', 'Russo', 'Papadopoulos', 'Costa', 'Baker', 'Hughes', 'Kennedy', 'Fraser', 'Gibson', 'Morris',
];

function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function round(x: number, d: number): number {
  return Number(x.toFixed(d));
}
/** The day itself, or the next Monday when it falls on a weekend. */
function weekday(day: string): string {
  let d = day;
  while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6) d = addDays(d, 1);
  return d;
}

interface Lot {
  id: number;
  cd: string;
  vint: number;
  vr: string;
  tpl: LotTemplate;
  crush: string;
  vol: number;
  ferm: number;
  mat: number;
  sts: string;
  cls: string | null;
}
interface Wine {
  cd: string;
  nm: string;
  vint: number;
  lot: Lot;
  label: Label;
  px: number;
  whl: number | null;
  btl: string;
  rls: string | null;
  soldOut: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(20250225);
  const blockByCd = new Map(BLOCKS.map((b) => [b[1], b]));

  /** Tonnes a block gives in a vintage. */
  const blockTonnes = (b: Block, vint: number): number => {
    const [, , , , area, plnt, irr] = b;
    const tph = irr === 'N' ? (plnt < 1970 ? 3.4 : 4.8) : 7.6;
    return round(area * tph * (vint === 2026 ? 0.88 : 1) * (1 + normal(r) * 0.1), 2);
  };
  const pickable = (b: Block, vint: number): boolean =>
    b[5] <= vint - 3 && !(b[8] && b[8] < `${vint}-02-01`) && !(HAILED[vint] ?? []).includes(b[1]);

  // Lots, and the harvest picks of the 2025 and 2026 vintages.
  const lots: Lot[] = [];
  const picks: unknown[][] = [];
  let lotId = 1;
  let pickId = 1;
  for (const vint of [2022, 2023, 2024, 2025, 2026]) {
    let dkt = 0;
    const vintPicks: unknown[][] = [];
    for (const tpl of TEMPLATES) {
      if (vint === 2022 && tpl.label?.cd !== 'OVS') continue;
      const id = lotId++;
      const cd = `${String(vint).slice(2)}${tpl.vr}${String(tpl.n).padStart(2, '0')}`;
      const key = tpl.label?.cd === 'OVS' ? 'OVS' : tpl.label?.cd === 'ROS' ? 'ROS' : tpl.vr;
      let tonnes = 0;
      let crush: string | null = null;
      for (const bcd of tpl.blocks) {
        const b = blockByCd.get(bcd);
        if (!b || !pickable(b, vint)) continue;
        const t = blockTonnes(b, vint);
        tonnes += t;
        if (vint < 2025) continue;
        const hand = HAND_PICKED.includes(bcd);
        const perDay = hand ? 2.5 : 7;
        const days = Math.max(1, Math.ceil(t / perDay));
        let day = `${vint}-${PICK_START[key] ?? '03-01'}`;
        day = addDays(day, r.int(0, 6) + (vint === 2026 ? -4 : 0));
        let left = t;
        for (let d = 0; d < days; d++) {
          const dayT = d === days - 1 ? left : round(t / days, 2);
          left = round(left - dayT, 2);
          const loadCap = hand ? 1.2 : 3.2;
          const loads = Math.max(1, Math.ceil(dayT / loadCap));
          const brixDay = (BRIX_BASE[key] ?? 23) + d * 0.2 + normal(r) * 0.4 + (b[6] === 'N' ? 0.4 : 0);
          const phDay = (['CHD', 'FIA', 'VRM', 'ROS'].includes(key) ? 3.28 : 3.52) + d * 0.02 + normal(r) * 0.04;
          let loadLeft = dayT;
          for (let k = 0; k < loads; k++) {
            const lt = k === loads - 1 ? loadLeft : round((dayT / loads) * (1 + normal(r) * 0.08), 2);
            loadLeft = round(loadLeft - lt, 2);
            vintPicks.push([day, b[0], id, round(lt, 2), round(brixDay + normal(r) * 0.15, 1), round(phDay + normal(r) * 0.01, 2), hand ? 'H' : 'M']);
          }
          if (!crush || day < crush) crush = day;
          day = addDays(day, 1);
        }
      }
      if (!crush) crush = addDays(`${vint}-${PICK_START[key] ?? '03-01'}`, r.int(0, 10));
      const vol = Math.round((tonnes * tpl.lpt * (1 + normal(r) * 0.03)) / 10) * 10;
      const ferm = r.pick(tpl.ferm);
      const mat = tpl.mat === 'same' ? ferm : r.pick(tpl.mat);
      lots.push({ id, cd, vint, vr: tpl.vr, tpl, crush, vol, ferm, mat, sts: 'MAT', cls: null });
    }
    vintPicks.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]));
    for (const p of vintPicks) {
      dkt += 1;
      picks.push([pickId++, `D${String(vint).slice(2)}-${String(dkt).padStart(3, '0')}`, ...p]);
    }
  }

  // Wines, bottling runs and lot status.
  const wines: Wine[] = [];
  const runs: unknown[][] = [];
  for (const lot of lots) {
    const label = lot.tpl.label;
    if (!label) {
      const sale = addDays(weekday(`${lot.vint}-07-14`), r.int(0, 20));
      if (sale <= LAST_DAY) {
        lot.sts = 'BLK';
        lot.cls = sale;
      }
      continue;
    }
    const btl = weekday(`${lot.vint + label.btl[0]}-${label.btl[1]}`);
    if (btl > LAST_DAY) continue;
    const rlsDay = `${lot.vint + label.rls[0]}-${label.rls[1]}`;
    const bump = lot.vint - 2023;
    const wine: Wine = {
      cd: `${label.cd}-${String(lot.vint).slice(2)}`,
      nm: label.nm,
      vint: lot.vint,
      lot,
      label,
      px: label.px + bump,
      whl: label.whl === null ? null : round(label.whl + bump * 0.6, 2),
      btl,
      rls: rlsDay <= LAST_DAY ? rlsDay : null,
      soldOut: null,
    };
    const bottles = Math.round((lot.vol * (label.clr === 'RED' ? 0.93 : 0.96)) / 0.75 / 12) * 12;
    // The mobile bottler does up to about 9,000 bottles a day.
    const days = Math.max(1, Math.ceil(bottles / 9000));
    let day = btl;
    let left = bottles;
    for (let d = 0; d < days; d++) {
      const n = d === days - 1 ? left : Math.round(bottles / days / 12) * 12;
      left -= n;
      if (day >= FIRST_DAY) {
        const mob = n >= 5600 ? 'Y' : 'N';
        const cost = mob === 'Y' ? 1500 + n * r.float(0.82, 0.95, 3) : 400 + n * r.float(0.7, 0.8, 3);
        runs.push([0, day, wine.cd, lot.id, n, label.clos, mob, round(cost, 2)]);
      }
      lot.sts = 'BTL';
      lot.cls = day;
      day = weekday(addDays(day, 1));
    }
    wines.push(wine);
  }
  let runId = 1;
  runs.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])));
  for (const run of runs) run[0] = runId++;
  for (const w of wines) {
    const next = wines.find((x) => x.label.cd === w.label.cd && x.vint === w.vint + 1);
    if (next?.rls) w.soldOut = addDays(next.rls, -1);
  }
  const liveWines = wines.filter((w) => !w.soldOut || w.soldOut >= FIRST_DAY);
  const onSale = (day: string): Wine[] => liveWines.filter((w) => w.rls && w.rls <= day && (!w.soldOut || w.soldOut >= day));

  // Club members.
  const name = uniqueNames(r, FIRST_NAMES, LAST_NAMES);
  interface Member { id: number; no: string; nm: string; st: string; tier: string; pkup: boolean; join: string; cncl: string | null; skipper: boolean }
  const members: Member[] = [];
  for (let i = 0; i < 420; i++) {
    const join = r.chance(0.6) ? r.date('2013-03-01', '2024-12-31') : r.date('2025-01-01', '2026-11-20');
    const st = r.weighted([['SA', 55], ['VIC', 15], ['NSW', 15], ['QLD', 7], ['WA', 5], ['TAS', 3]] as const);
    const from = join < FIRST_DAY ? FIRST_DAY : addDays(join, 45);
    const cncl = r.chance(0.22) && from < LAST_DAY ? r.date(from, LAST_DAY) : null;
    const [f, l] = name();
    members.push({
      id: i + 1,
      no: `KH${String(101 + i).padStart(4, '0')}`,
      nm: `${f} ${l}`,
      st,
      tier: r.weighted([['CLS', 50], ['RED', 30], ['CEL', 20]] as const),
      pkup: st === 'SA' && r.chance(0.35),
      join,
      cncl,
      skipper: r.chance(0.06),
    });
  }
  members.sort((a, b) => a.join.localeCompare(b.join));
  members.forEach((m, i) => {
    m.id = i + 1;
    m.no = `KH${String(101 + i).padStart(4, '0')}`;
  });

  // Club shipments export.
  const shipments: unknown[][] = [];
  RELEASES.forEach(([rel, proc], ri) => {
    let seq = 0;
    for (const m of members) {
      if (m.join >= proc || (m.cncl && m.cncl <= proc)) continue;
      seq += 1;
      const [btl, basePx] = CLUB_WINE[m.tier] ?? [6, 170];
      const winePx = round(basePx * (proc >= '2026-01-01' ? 1.04 : 1) + r.int(-2, 2) * 3, 2);
      const freight = m.pkup ? 0 : (FREIGHT[m.st] ?? 22) + (btl === 12 ? 8 : 0);
      let status: string;
      let fulfilled: string | null = null;
      if (r.chance(m.skipper ? 0.5 : 0.05)) status = 'Skipped';
      else if (r.chance(0.03)) status = 'Declined';
      else if (m.pkup) {
        const d = addDays(proc, r.int(2, 45));
        if (d <= LAST_DAY) {
          status = 'Collected';
          fulfilled = d;
        } else status = 'Awaiting Pickup';
      } else {
        status = 'Shipped';
        fulfilled = addDays(proc, r.int(1, 4));
      }
      const skipped = status === 'Skipped';
      const wineTot = skipped ? 0 : winePx;
      const fr = skipped ? 0 : freight;
      shipments.push([
        `CL${String(ri + 1).padStart(2, '0')}-${String(seq).padStart(4, '0')}`,
        m.no, m.nm, rel, proc, skipped ? 0 : btl, wineTot, fr, round(wineTot + fr, 2), status, fulfilled,
      ]);
    }
  });

  // Sales: cellar door every day but Christmas Day, distributor invoices on weekdays.
  const lines: unknown[][] = [];
  let cdNo = 0;
  let dsNo = 0;
  const forcedVoid = new Set(['2026-11-17', '2026-11-21']);
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const dow = dayOfWeek(day);
    const wines = onSale(day);
    if (wines.length === 0) continue;
    if (day.slice(5) !== '12-25') {
      const m = Number(day.slice(5, 7));
      const season = m === 12 || m === 1 || m === 4 || m === 10 ? 1.3 : m === 6 || m === 7 ? 0.75 : 1;
      const n = r.poisson((dow === 0 || dow === 6 ? 7 : 2.8) * season);
      for (let k = 0; k < n; k++) {
        cdNo += 1;
        const inv = `CD${day.slice(2, 4)}${String(cdNo).padStart(5, '0')}`;
        const active = members.filter((x) => x.join <= day && (!x.cncl || x.cncl > day) && x.st === 'SA');
        const mbr = r.chance(0.22) && active.length > 0 ? r.pick(active) : null;
        const voided = r.chance(0.02) || (k === 0 && forcedVoid.has(day));
        const picks = r.shuffle(wines).slice(0, r.weighted([[1, 5], [2, 3], [3, 1.5], [4, 0.5]] as const));
        let ln = 0;
        for (const w of picks) {
          if (!r.chance(w.label.w / 5 + 0.2)) continue;
          ln += 1;
          const qty = r.weighted([[1, 5], [2, 3], [3, 1.2], [6, 2], [12, 0.8]] as const);
          const disc = mbr ? 15 : qty >= 6 ? 10 : 0;
          lines.push([inv, ln, day, 'CD', null, mbr?.id ?? null, w.cd, qty, w.px, disc, round(qty * w.px * (1 - disc / 100), 2), voided ? 'Y' : 'N', voided ? null : day]);
        }
        if (ln === 0) {
          const w = wines.find((x) => x.label.cd === 'ESH' || x.label.cd === 'ROS') ?? (wines[0] as Wine);
          const disc = mbr ? 15 : 0;
          lines.push([inv, 1, day, 'CD', null, mbr?.id ?? null, w.cd, 1, w.px, disc, round(w.px * (1 - disc / 100), 2), voided ? 'Y' : 'N', voided ? null : day]);
        }
      }
    }
    if (dow === 0 || dow === 6) continue;
    const dn = r.poisson(0.62);
    const trade = wines.filter((w) => w.whl !== null);
    for (let k = 0; k < dn && trade.length > 0; k++) {
      dsNo += 1;
      const [acct, , terms] = r.weighted(DISTRIBUTORS.map((x) => [x, x[1]] as const));
      const inv = `DS${day.slice(2, 4)}${String(dsNo).padStart(4, '0')}`;
      const picks = r.shuffle(trade).slice(0, r.weighted([[1, 3], [2, 4], [3, 3], [4, 1.5]] as const));
      const paid = acct === DISPUTE[0] && day >= DISPUTE[1] ? null : addDays(day, r.int(terms[0], terms[1]));
      picks.forEach((w, i) => {
        const cases = w.label.tier === 'RSV' ? r.int(2, 6) : r.int(3, 30);
        const qty = cases * 12;
        const disc = cases >= 25 ? 5 : 0;
        const px = w.whl ?? 0;
        lines.push([inv, i + 1, day, 'DST', acct, null, w.cd, qty, px, disc, round(qty * px * (1 - disc / 100), 2), 'N', paid && paid <= LAST_DAY ? paid : null]);
      });
    }
  }

  return [
    'CREATE SCHEMA cel;',
    `CREATE TABLE cel.blk (blk_id integer PRIMARY KEY, blk_cd varchar(4) NOT NULL UNIQUE, blk_nm text NOT NULL, var_cd varchar(3) NOT NULL,
      area_ha numeric(5,2) NOT NULL, plnt_yr smallint NOT NULL, irr_yn char(1) NOT NULL, org_yn char(1) NOT NULL, rmv_dt date);`,
    `CREATE TABLE cel.tnk (tnk_id integer PRIMARY KEY, tnk_cd varchar(4) NOT NULL UNIQUE, tnk_typ varchar(3) NOT NULL, cap_l integer NOT NULL,
      loc_cd varchar(2) NOT NULL, jkt_yn char(1) NOT NULL);`,
    `CREATE TABLE cel.lot (lot_id integer PRIMARY KEY, lot_cd varchar(7) NOT NULL UNIQUE, vint_yr smallint NOT NULL, var_cd varchar(3) NOT NULL,
      crush_dt date NOT NULL, prs_vol_l integer NOT NULL, ferm_tnk_id integer NOT NULL REFERENCES cel.tnk (tnk_id),
      mat_tnk_id integer NOT NULL REFERENCES cel.tnk (tnk_id), sts_cd varchar(3) NOT NULL, cls_dt date);`,
    `CREATE TABLE cel.pick (pick_id integer PRIMARY KEY, dkt_no varchar(7) NOT NULL, pick_dt date NOT NULL, blk_id integer NOT NULL REFERENCES cel.blk (blk_id),
      lot_id integer NOT NULL REFERENCES cel.lot (lot_id), t_net numeric(6,2) NOT NULL, brix numeric(4,1) NOT NULL, ph numeric(3,2) NOT NULL,
      pick_mth char(1) NOT NULL);`,
    `CREATE TABLE cel.wine (wine_cd varchar(6) PRIMARY KEY, wine_nm text NOT NULL, vint_yr smallint NOT NULL, lot_id integer NOT NULL REFERENCES cel.lot (lot_id),
      clr_cd varchar(3) NOT NULL, tier_cd varchar(3) NOT NULL, cd_px_aud numeric(7,2) NOT NULL, whl_px_aud numeric(7,2), rls_dt date, sold_out_dt date);`,
    `CREATE TABLE cel.btl_run (run_id integer PRIMARY KEY, run_dt date NOT NULL, wine_cd varchar(6) NOT NULL REFERENCES cel.wine (wine_cd),
      lot_id integer NOT NULL REFERENCES cel.lot (lot_id), btl_cnt integer NOT NULL, clos_cd varchar(3) NOT NULL, mob_yn char(1) NOT NULL,
      cost_aud numeric(10,2) NOT NULL);`,
    `CREATE TABLE cel.club_mbr (mbr_id integer PRIMARY KEY, mbr_no varchar(6) NOT NULL UNIQUE, mbr_nm text NOT NULL, st_cd varchar(3) NOT NULL,
      tier_cd varchar(3) NOT NULL, pkup_yn char(1) NOT NULL, join_dt date NOT NULL, cncl_dt date);`,
    `CREATE TABLE cel.sale_ln (inv_no varchar(9) NOT NULL, ln_no smallint NOT NULL, inv_dt date NOT NULL, chnl_cd varchar(3) NOT NULL, acct_nm text,
      mbr_id integer REFERENCES cel.club_mbr (mbr_id), wine_cd varchar(6) NOT NULL REFERENCES cel.wine (wine_cd), qty_btl integer NOT NULL,
      unit_px_aud numeric(7,2) NOT NULL, disc_pct numeric(4,1) NOT NULL, net_aud numeric(10,2) NOT NULL, void_yn char(1) NOT NULL, paid_dt date,
      PRIMARY KEY (inv_no, ln_no));`,
    `CREATE TABLE cel."Club Shipments" ("Order #" text NOT NULL, "Member No" text NOT NULL, "Member Name" text NOT NULL, "Release" text NOT NULL,
      "Processed Date" date NOT NULL, "Bottles" integer NOT NULL, "Wine Total (AUD)" numeric(9,2) NOT NULL, "Freight (AUD)" numeric(7,2) NOT NULL,
      "Order Total (AUD)" numeric(9,2) NOT NULL, "Status" text NOT NULL, "Fulfilled Date" date);`,
    insertRows('cel.blk', ['blk_id', 'blk_cd', 'blk_nm', 'var_cd', 'area_ha', 'plnt_yr', 'irr_yn', 'org_yn', 'rmv_dt'], BLOCKS),
    insertRows('cel.tnk', ['tnk_id', 'tnk_cd', 'tnk_typ', 'cap_l', 'loc_cd', 'jkt_yn'], TANKS),
    insertRows(
      'cel.lot',
      ['lot_id', 'lot_cd', 'vint_yr', 'var_cd', 'crush_dt', 'prs_vol_l', 'ferm_tnk_id', 'mat_tnk_id', 'sts_cd', 'cls_dt'],
      lots.map((l) => [l.id, l.cd, l.vint, l.vr, l.crush, l.vol, l.ferm, l.mat, l.sts, l.cls]),
    ),
    insertRows('cel.pick', ['pick_id', 'dkt_no', 'pick_dt', 'blk_id', 'lot_id', 't_net', 'brix', 'ph', 'pick_mth'], picks),
    insertRows(
      'cel.wine',
      ['wine_cd', 'wine_nm', 'vint_yr', 'lot_id', 'clr_cd', 'tier_cd', 'cd_px_aud', 'whl_px_aud', 'rls_dt', 'sold_out_dt'],
      liveWines.map((w) => [w.cd, w.nm, w.vint, w.lot.id, w.label.clr, w.label.tier, w.px, w.whl, w.rls, w.soldOut]),
    ),
    insertRows('cel.btl_run', ['run_id', 'run_dt', 'wine_cd', 'lot_id', 'btl_cnt', 'clos_cd', 'mob_yn', 'cost_aud'], runs),
    insertRows(
      'cel.club_mbr',
      ['mbr_id', 'mbr_no', 'mbr_nm', 'st_cd', 'tier_cd', 'pkup_yn', 'join_dt', 'cncl_dt'],
      members.map((m) => [m.id, m.no, m.nm, m.st, m.tier, m.pkup ? 'Y' : 'N', m.join, m.cncl]),
    ),
    insertRows(
      'cel.sale_ln',
      ['inv_no', 'ln_no', 'inv_dt', 'chnl_cd', 'acct_nm', 'mbr_id', 'wine_cd', 'qty_btl', 'unit_px_aud', 'disc_pct', 'net_aud', 'void_yn', 'paid_dt'],
      lines,
    ),
    insertRows(
      'cel."Club Shipments"',
      ['"Order #"', '"Member No"', '"Member Name"', '"Release"', '"Processed Date"', '"Bottles"', '"Wine Total (AUD)"', '"Freight (AUD)"', '"Order Total (AUD)"', '"Status"', '"Fulfilled Date"'],
      shipments,
    ),
  ].join('\n');
}
