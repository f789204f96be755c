/**
 * Gorsebeck Honey, a small family honey business run from Home Farm, Gorsebeck, on the southern edge of the North
 * York Moors. It keeps some 60 to 90 colonies of honey bees in out-apiaries on other people's land (farms, an
 * orchard, a nursery, parkland, allotments) across North Yorkshire, County Durham, Cumbria and the East Riding, and
 * takes strong colonies up to the heather moors each August for the heather flow, bringing them back in September.
 * Honey is extracted at Home Farm, stored in bulk buckets, and jarred in batches through the year. It is sold to
 * stockists (farm shops, delis, cafes, garden centres, gift shops, a butcher) on trade invoices; market-stall and
 * farm-gate cash sales are NOT recorded in this system, nor are costs of any kind (jars, sugar, fuel, wages).
 *
 * This is the database of the "HiveMaster" record-keeping package (schema `hvm`) as it stood at close of business on
 * 2026-11-24 (refreshed 2026-11-25). The package went live on 2023-11-01: colonies alive then were entered with
 * their original establishment date, but nothing earlier (inspections, harvests, invoices) was migrated. Money is in
 * pounds sterling, held as integer PENCE (columns ending `_p`): 495 is £4.95. Honey is zero-rated for VAT, so there is
 * no VAT anywhere. Rows dated after 2026-11-24 are bookings: the winter oxalic-acid treatment planned for late
 * December 2026 (in hv_log) and Christmas deliveries already invoiced for December 2026 (in sl_txn / sl_ln).
 *
 * Beekeepers appear only by initials (`*_ini` / `by_ini`): GB Gwen Brackley (owner), RS Rob Sowerby, PT Priya
 * Thackray, HW Hal Wetherell, DK Dani Kitching (seasonal helper from April 2025).
 *
 * - `apry`: apiaries (bee yards), keyed by `apry_cd` (three letters). `apry_nm` the site name; `lndwnr` the
 *   landowner (a person or an estate/business), NULL for Home Farm, which is our own land; `cnty` the county (words:
 *   'North Yorkshire', 'County Durham', 'Cumbria', 'East Riding of Yorkshire'); `grid_ref` OS grid reference;
 *   `forage` the main forage around the site (words: 'Mixed farmland', 'Oilseed rape', 'Orchard', 'Heather moor',
 *   'Parkland', 'Woodland edge', 'Allotments', 'Nursery'); `seas_yn` Y a seasonal heather site, used only from
 *   August to September, N a year-round site; `max_hv` the most hives the landowner agreed to; `rent_jars` the jars of
 *   honey given to the landowner each Christmas as rent (0 = none); `opn_dt` the day we first put hives there;
 *   `cls_dt` the day we gave the site up (hives all moved off before), NULL while still in use.
 *
 * - `hive`: colonies (one row per colony; a "hive" here always means a colony), keyed by `tag` ('G001' ..., painted
 *   on the hive). `hv_typ` the hive body (words: 'National', 'National 14x12', 'Langstroth', 'WBC'); `src_cd` how the
 *   colony started: SWM a swarm we caught, NUC a bought nucleus colony, SPL a split made from one of our own colonies,
 *   MIG migrated from the old records (colony already ours before 2023-11-01, origin not recorded); `src_tag` for
 *   splits the parent colony (`hive.tag`), NULL otherwise; `est_dt` the day the colony was established (hived);
 *   `qn_yr` the year the CURRENT queen was raised (mated), NULL when unknown (e.g. queens of caught swarms); `qn_src`
 *   OWN raised in our own colonies (natural supersedure, swarm or split), BGT a bought mated queen, NULL unknown;
 *   `apry_cd` where the colony sits now (`apry.apry_cd`), or for a colony no longer alive, where it was last;
 *   `stat_cd` A alive, DL died (found dead, mostly over winter), DS destroyed on the bee inspector's orders (European
 *   foulbrood), UN united into another colony (its bees and queen no longer counted separately), SO sold;
 *   `stat_dt` the day the status was set, NULL for alive colonies.
 *
 * - `hv_log`: the hive diary, one row per entry, keyed by `log_id`. `hv_tag` the colony (`hive.tag`); `log_dt` the
 *   day; `ent_cd` the kind of entry: IN inspection, MV move to another apiary, TR varroa treatment, FD feeding;
 *   `apry_cd` the apiary the colony was at (for a move, the apiary it was moved TO); `frm_apry` for a move, the apiary
 *   it was moved from, NULL otherwise; `by_ini` who did it (initials). Inspection-only columns, NULL on other entries:
 *   `brd_frm` frames with brood (0 to 11); `qn_seen` Y the queen was seen, N not; `eggs_yn` Y eggs seen, N not;
 *   `swm_cd` swarming signs: QC charged queen cells found (colony preparing to swarm), SW the colony has swarmed
 *   (queen and many bees gone), NULL no swarming signs; `vm_ct` varroa mites counted in a sugar-roll test of about 300
 *   bees, NULL when no test was done that day; `dis_cd` disease seen: CHK chalkbrood, SAC sacbrood, DWV deformed wing
 *   virus, CBPV chronic bee paralysis, EFB European foulbrood (notifiable, confirmed by the bee inspector), NULL none;
 *   `tmpr` temper 1 calm to 4 aggressive. `trt_prod` for a treatment, the product (words: 'Apivar', 'MAQS', 'Oxalic
 *   (vap)'); `fd_kg` for a feed, kilograms of sugar syrup or fondant given; `note` free text. Entries dated after
 *   2026-11-24 are planned, not done.
 *
 * - `harv`: honey harvests, one row per colony per harvest (supers taken off), keyed by `harv_id`. `hv_tag`
 *   (`hive.tag`); `apry_cd` where the colony was when the supers came off (`apry.apry_cd`); `harv_dt`; `hny_typ` the
 *   honey (words: 'Spring' early oilseed-rape and fruit-blossom honey, soft-set; 'Blossom' the main summer honey;
 *   'Heather' ling heather honey from the moors); `sup_n` supers taken; `net_kg` honey extracted, kg; `h2o_pct` water
 *   content measured by refractometer, %, NULL when not measured; `by_ini` who took it off.
 *
 * - `jar_btch`: jarring batches, keyed by `btch_no` ('J24-007': year jarred and sequence). `jar_dt` the day jarred;
 *   `hny_cd` SPR spring (soft set), BLS blossom, HTH heather; `ssn_yr` the harvest season the honey came from;
 *   `jar_g` jar size in grams (227, 340 or 454); `jars_n` jars filled; `bulk_kg` honey used, kg; `bb_dt` best-before
 *   date on the label; `src_apry` the single apiary the honey came from for a single-apiary batch
 *   (`apry.apry_cd`), NULL for a blend.
 *
 * - `stkst`: stockists (trade customers), keyed by `acct_ref`. `trd_nm` the trading name; `stk_typ` (words: 'Farm
 *   shop', 'Deli', 'Cafe', 'Garden centre', 'Gift shop', 'Butcher'); `town`; `cnty` county (as in apry); `cntct_nm`
 *   contact person; `terms_dd` payment terms in days from the invoice date; `cr_lmt_p` credit limit in pence, NULL no
 *   limit set; `opn_dt` the day the account was opened; `clsd_dt` the day the account was closed (shop closed or
 *   stopped stocking us), NULL while open.
 *
 * - `sl_txn`: the sales ledger, one row per document, keyed by `txn_no`. `txn_typ` SI sales invoice, SC sales credit
 *   note, SR sales receipt (a payment from the stockist); `doc_ref` the document reference (INVnnnnn invoices,
 *   CRNnnnn credit notes; for receipts the bank or cheque reference); `cust_ac` the stockist (`stkst.acct_ref`);
 *   `txn_dt` the document date (invoice date = delivery date; receipt date = day the money arrived); `due_dt` for
 *   invoices, the day payment is due (txn_dt + the stockist's terms), NULL otherwise; `amt_p` the amount in pence,
 *   always positive (for an invoice, the total of its lines); `alloc_txn` for a credit note or receipt, the invoice it
 *   settles (`sl_txn.txn_no`); every receipt pays one invoice in full, less any credit note on it; `pay_mthd` for
 *   receipts: BACS bank transfer, CHQ cheque, CARD card, CASH; NULL otherwise; `memo` free text (credit-note reason:
 *   'Breakages', 'Short delivery', 'Price correction'); `void_yn` Y the document was voided (raised in error, kept for
 *   the audit trail, to be ignored; a voided invoice is re-raised under a new number), N live. An invoice is paid when
 *   a receipt is allocated to it; it is overdue when unpaid after its due date. Invoices dated after 2026-11-24 are
 *   Christmas deliveries booked for December 2026. Credit notes have no lines.
 *
 * - `sl_ln`: invoice lines, keyed by (`txn_no`, `ln_no`). `txn_no` the invoice (`sl_txn.txn_no`); `item_cd` the stock
 *   item: honey jars are the honey code plus the jar size (SPR227, SPR340, BLS227, BLS340, BLS454, HTH227, HTH340),
 *   CMB cut comb (a 200 g cassette of heather comb), CNDL beeswax candle; `lot_no` for honey jars the jarring batch
 *   (`jar_btch.btch_no`), NULL for comb and candles; `qty` units (jars, cassettes, candles); `unit_p` trade price per
 *   unit in pence (price list changes each 1 January); `ln_p` the line value in pence (qty x unit_p).
 */
import { addDays, dayOfWeek, daysBetween, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const GO_LIVE = '2023-11-01';
const LAST = '2026-11-24';

interface Apry {
  cd: string;
  nm: string;
  lnd: string | null;
  cnty: string;
  grid: string;
  forage: string;
  seas: string;
  maxHv: number;
  rent: number;
  opn: string;
  cls: string | null;
  main: string;
}
const APRY: Apry[] = [
  { cd: 'HOM', nm: 'Home Farm', lnd: null, cnty: 'North Yorkshire', grid: 'SE 6231 8712', forage: 'Mixed farmland', seas: 'N', maxHv: 14, rent: 0, opn: '2012-04-20', cls: null, main: 'GB' },
  { cd: 'HLB', nm: 'Hollin Bank', lnd: 'Margaret Tindall', cnty: 'North Yorkshire', grid: 'SE 6604 8155', forage: 'Oilseed rape', seas: 'N', maxHv: 10, rent: 6, opn: '2016-03-28', cls: null, main: 'GB' },
  { cd: 'RVO', nm: 'Ravensgill Orchard', lnd: 'Ravensgill Estate', cnty: 'North Yorkshire', grid: 'SE 5912 7790', forage: 'Orchard', seas: 'N', maxHv: 8, rent: 12, opn: '2018-04-02', cls: null, main: 'RS' },
  { cd: 'GRN', nm: 'Grange Nurseries', lnd: 'Grange Nurseries Ltd', cnty: 'North Yorkshire', grid: 'SE 7120 8301', forage: 'Nursery', seas: 'N', maxHv: 6, rent: 4, opn: '2019-05-10', cls: null, main: 'RS' },
  { cd: 'ALD', nm: 'Aldby Lane', lnd: 'Tom Garside', cnty: 'East Riding of Yorkshire', grid: 'SE 8255 5890', forage: 'Oilseed rape', seas: 'N', maxHv: 8, rent: 6, opn: '2020-03-15', cls: null, main: 'PT' },
  { cd: 'CRW', nm: 'Carr Wath', lnd: 'Eileen Medd', cnty: 'East Riding of Yorkshire', grid: 'SE 8790 4402', forage: 'Oilseed rape', seas: 'N', maxHv: 8, rent: 6, opn: '2019-04-01', cls: '2024-10-15', main: 'PT' },
  { cd: 'LWM', nm: 'Low Westmoor', lnd: 'Westmoor Farms', cnty: 'County Durham', grid: 'NZ 1533 2620', forage: 'Mixed farmland', seas: 'N', maxHv: 10, rent: 8, opn: '2017-04-11', cls: null, main: 'HW' },
  { cd: 'THC', nm: 'Thorncliffe Hall', lnd: 'Thorncliffe Hall Trust', cnty: 'County Durham', grid: 'NZ 0871 1955', forage: 'Parkland', seas: 'N', maxHv: 8, rent: 12, opn: '2018-05-02', cls: null, main: 'HW' },
  { cd: 'MSH', nm: 'Mossheugh', lnd: 'Alan Coatsworth', cnty: 'County Durham', grid: 'NZ 0415 3120', forage: 'Woodland edge', seas: 'N', maxHv: 6, rent: 3, opn: '2021-04-19', cls: '2025-11-05', main: 'HW' },
  { cd: 'FLD', nm: 'Fell Dyke', lnd: 'Jean Hodgson', cnty: 'Cumbria', grid: 'NY 6022 1840', forage: 'Mixed farmland', seas: 'N', maxHv: 8, rent: 6, opn: '2020-04-27', cls: null, main: 'PT' },
  { cd: 'BCK', nm: 'Beckside Allotments', lnd: 'Kirkby Beck Allotment Society', cnty: 'North Yorkshire', grid: 'SE 6950 8444', forage: 'Allotments', seas: 'N', maxHv: 6, rent: 4, opn: '2025-03-20', cls: null, main: 'RS' },
  { cd: 'HTM', nm: 'High Tarn Moor', lnd: 'Farndale Moor Estate', cnty: 'North Yorkshire', grid: 'SE 6540 9720', forage: 'Heather moor', seas: 'Y', maxHv: 16, rent: 10, opn: '2014-08-05', cls: null, main: 'GB' },
  { cd: 'BLK', nm: 'Blackhow Rigg', lnd: 'Peter Welburn', cnty: 'North Yorkshire', grid: 'NZ 6012 0155', forage: 'Heather moor', seas: 'Y', maxHv: 12, rent: 6, opn: '2017-08-03', cls: null, main: 'RS' },
  { cd: 'WHM', nm: 'Whitsun Moor', lnd: 'Baldersdale Grouse Moor Ltd', cnty: 'County Durham', grid: 'NY 9380 1790', forage: 'Heather moor', seas: 'Y', maxHv: 12, rent: 8, opn: '2025-07-28', cls: null, main: 'HW' },
];
const AP = (cd: string) => APRY.find((a) => a.cd === cd) as Apry;
const inUse = (a: Apry, d: string) => a.opn <= d && (a.cls === null || a.cls > d);
const BEEKEEPERS = ['GB', 'RS', 'PT', 'HW', 'DK'];

interface Loc {
  from: string;
  apry: string;
}
interface Col {
  tag: string;
  typ: string;
  src: string;
  srcTag: string | null;
  est: string;
  qnYr: number | null;
  qnSrc: string | null;
  stat: string;
  statDt: string | null;
  hist: Loc[];
  temper: number;
  strength: number;
  mu: number;
  highMites: boolean;
}
interface LogEnt {
  tag: string;
  dt: string;
  ent: string;
  apry: string;
  frm: string | null;
  by: string;
  brd: number | null;
  qn: string | null;
  eggs: string | null;
  swm: string | null;
  vm: number | null;
  dis: string | null;
  tmpr: number | null;
  trt: string | null;
  fd: number | null;
  note: string | null;
}
interface Harv {
  tag: string;
  apry: string;
  dt: string;
  typ: string;
  sup: number;
  kg: number;
  h2o: number | null;
  by: string;
}
interface Batch {
  no: string;
  dt: string;
  cd: string;
  yr: number;
  g: number;
  jars: number;
  kg: number;
  bb: string;
  src: string | null;
  left: number;
}
interface Stk {
  ref: string;
  nm: string;
  typ: string;
  town: string;
  cnty: string;
  cntct: string;
  terms: number;
  lmt: number | null;
  opn: string;
  clsd: string | null;
  lapse: string | null;
  payer: string;
  every: number;
  size: number;
  items: string[];
}
interface Line {
  item: string;
  lot: string | null;
  qty: number;
  unit: number;
}
interface Txn {
  no: number;
  typ: string;
  ref: string;
  stk: Stk;
  dt: string;
  due: string | null;
  amt: number;
  alloc: Txn | null;
  mthd: string | null;
  memo: string | null;
  voided: boolean;
  lines: Line[];
  seq: number;
}

const minD = (a: string, b: string) => (a < b ? a : b);
const maxD = (a: string, b: string) => (a > b ? a : b);
const month = (d: string) => Number(d.slice(5, 7));
const weekday = (d: string) => {
  let x = d;
  while (dayOfWeek(x) === 0 || dayOfWeek(x) === 6 || ['12-25', '12-26', '01-01'].includes(x.slice(5))) x = addDays(x, 1);
  return x;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

const PRICES: Record<string, number[]> = {
  SPR227: [320, 335, 350],
  SPR340: [420, 440, 465],
  BLS227: [330, 345, 365],
  BLS340: [450, 470, 495],
  BLS454: [560, 590, 620],
  HTH227: [430, 450, 475],
  HTH340: [595, 625, 655],
  CMB: [550, 575, 600],
  CNDL: [380, 400, 420],
};
const priceOn = (item: string, d: string) => (PRICES[item] as number[])[Math.max(0, Math.min(2, Number(d.slice(0, 4)) - 2024))] as number;

export function datasetSql(): string {
  const r = seededRandom(77011);
  const cols: Col[] = [];
  const logs: LogEnt[] = [];
  const harvs: Harv[] = [];
  let tagSeq = 0;
  const nextTag = () => `G${String(++tagSeq).padStart(3, '0')}`;
  const hvType = () => r.weighted([['National', 68], ['National 14x12', 16], ['Langstroth', 9], ['WBC', 7]] as const);
  const locAt = (c: Col, d: string) => {
    let a = (c.hist[0] as Loc).apry;
    for (const h of c.hist) if (h.from <= d) a = h.apry;
    return a;
  };
  const exitDt = (c: Col) => (c.stat === 'A' ? null : c.statDt);
  const aliveOn = (c: Col, d: string) => c.est <= d && (c.statDt === null || c.stat === 'A' || (c.statDt as string) > d);
  const regularOpen = (d: string) => APRY.filter((a) => a.seas === 'N' && inUse(a, d));
  const pickSite = (d: string, not: string | null = null) => {
    const open = regularOpen(d).filter((a) => a.cd !== not);
    const load = (cd: string) => cols.filter((c) => aliveOn(c, d) && locAt(c, d) === cd).length;
    const withRoom = open.filter((a) => load(a.cd) < a.maxHv);
    const pool = withRoom.length > 0 ? withRoom : open;
    return r.weighted(pool.map((a) => [a.cd, Math.max(1, a.maxHv - load(a.cd))] as const));
  };
  const inspector = (apry: string, d: string) => {
    const main = AP(apry).main;
    if (r.chance(0.78)) return main;
    const others = BEEKEEPERS.filter((b) => b !== main && (b !== 'DK' || d >= '2025-04-01'));
    return r.pick(others);
  };
  const newCol = (src: string, est: string, apry: string, qnYr: number | null, qnSrc: string | null, srcTag: string | null): Col => {
    const c: Col = {
      tag: nextTag(), typ: hvType(), src, srcTag, est, qnYr, qnSrc, stat: 'A', statDt: null, hist: [{ from: est, apry }],
      temper: r.weighted([[1, 45], [2, 38], [3, 13], [4, 4]] as const), strength: 1, mu: 1, highMites: false,
    };
    cols.push(c);
    return c;
  };
  const move = (c: Col, d: string, to: string, by: string, note: string | null) => {
    const frm = locAt(c, d);
    if (frm === to) return;
    c.hist.push({ from: d, apry: to });
    logs.push({ tag: c.tag, dt: d, ent: 'MV', apry: to, frm, by, brd: null, qn: null, eggs: null, swm: null, vm: null, dis: null, tmpr: null, trt: null, fd: null, note });
  };
  const simple = (c: Col, d: string, ent: string, by: string, trt: string | null, fd: number | null, note: string | null) =>
    logs.push({ tag: c.tag, dt: d, ent, apry: locAt(c, d), frm: null, by, brd: null, qn: null, eggs: null, swm: null, vm: null, dis: null, tmpr: null, trt, fd, note });

  // Colonies alive at go-live (migrated), spread over the year-round sites in use then.
  const startSites = APRY.filter((a) => a.seas === 'N' && inUse(a, GO_LIVE));
  for (let k = 0; k < 68; k++) {
    const site = r.weighted(startSites.map((a) => [a.cd, a.maxHv] as const));
    const est = r.date('2018-05-01', '2023-07-15');
    const qy = r.chance(0.1) ? null : Math.max(Number(est.slice(0, 4)), r.int(2020, 2023));
    newCol('MIG', est, site, qy, qy === null ? null : r.weighted([['OWN', 70], ['BGT', 30]] as const), null);
  }
  // Old colonies were entered in tag order of their establishment date.
  cols.sort((a, b) => (a.est < b.est ? -1 : 1));
  cols.forEach((c, k) => (c.tag = `G${String(k + 1).padStart(3, '0')}`));

  const YEAR_F: Record<number, { spr: number; bls: number; hth: number }> = {
    2024: { spr: 1.0, bls: 0.85, hth: 0.7 },
    2025: { spr: 1.2, bls: 1.1, hth: 1.0 },
    2026: { spr: 0.9, bls: 1.0, hth: 1.3 },
  };

  for (const Y of [2024, 2025, 2026]) {
    // ---- winter before season Y
    const wStart = `${Y - 1}-11-01`;
    const oxDay = `${Y - 1}-12-${String(r.int(20, 30)).padStart(2, '0')}`;
    for (const c of cols) {
      if (!aliveOn(c, wStart)) continue;
      c.strength = r.float(0.6, 1.4, 2);
      const pDie = 0.1 + (c.highMites ? 0.16 : 0) + (c.src === 'SWM' && c.est >= `${Y - 1}-01-01` ? 0.06 : 0);
      if (r.chance(pDie)) {
        c.stat = 'DL';
        c.statDt = r.weighted([[r.date(`${Y - 1}-12-01`, `${Y}-01-31`), 3], [r.date(`${Y}-02-01`, `${Y}-03-31`), 5], [r.date(`${Y}-04-01`, `${Y}-04-20`), 2]] as const);
      }
    }
    for (const c of cols) {
      if (!aliveOn(c, oxDay)) continue;
      const d = addDays(oxDay, r.int(0, 3));
      if (r.chance(0.93)) simple(c, d, 'TR', AP(locAt(c, d)).main, 'Oxalic (vap)', null, null);
    }
    for (const c of cols) {
      const d = `${Y}-03-${String(r.int(5, 28)).padStart(2, '0')}`;
      if (aliveOn(c, d) && r.chance(0.35)) simple(c, d, 'FD', AP(locAt(c, d)).main, null, r.float(1.5, 2.5, 1), 'fondant');
    }

    // ---- new colonies of season Y
    const born: Col[] = [];
    for (let k = r.int(3, 5); k > 0; k--) {
      const d = weekday(r.date(`${Y}-05-01`, `${Y}-05-31`));
      born.push(newCol('NUC', d, pickSite(d), Y, 'BGT', null));
    }
    for (let k = r.int(4, 7); k > 0; k--) {
      const d = r.date(`${Y}-05-05`, `${Y}-07-05`);
      born.push(newCol('SWM', d, pickSite(d), null, null, null));
    }
    for (let k = r.int(5, 8); k > 0; k--) {
      const d = r.date(`${Y}-05-12`, `${Y}-06-30`);
      const parents = cols.filter((c) => aliveOn(c, d) && c.src !== 'SPL' && c.est < `${Y}-04-01` && c.strength >= 1);
      if (parents.length === 0) continue;
      const p = r.pick(parents);
      const site = r.chance(0.6) ? locAt(p, d) : pickSite(d);
      born.push(newCol('SPL', d, AP(site).seas === 'Y' ? pickSite(d) : site, Y, 'OWN', p.tag));
    }
    for (const c of born) {
      c.strength = r.float(0.55, 1.05, 2);
      if (r.chance(0.6)) simple(c, addDays(c.est, r.int(1, 6)), 'FD', AP(locAt(c, c.est)).main, null, r.float(2, 4, 1), 'syrup');
    }
    for (const c of cols) c.mu = r.float(0.3, 2.6, 2);
    const seasonCols = cols.filter((c) => aliveOn(c, `${Y}-04-01`) || (c.est >= `${Y}-04-01` && c.est <= `${Y}-09-30`));

    // ---- exits during the season: summer losses, sales, EFB, unions
    for (const c of seasonCols) {
      if (c.stat !== 'A') continue;
      if (r.chance(0.035)) {
        c.stat = 'DL';
        c.statDt = r.date(maxD(addDays(c.est, 20), `${Y}-05-15`), `${Y}-09-10`);
      }
    }
    const sellable = born.filter((c) => c.src === 'SPL' && c.stat === 'A');
    for (let k = Math.min(sellable.length, r.int(1, 3)); k > 0; k--) {
      const c = sellable.splice(r.int(0, sellable.length - 1), 1)[0] as Col;
      c.stat = 'SO';
      c.statDt = weekday(addDays(c.est, r.int(20, 40)));
    }
    const efb = new Set<string>();
    if (Y === 2025) {
      const atLwm = seasonCols.filter((c) => c.stat === 'A' && c.est < '2025-04-01' && locAt(c, '2025-06-20') === 'LWM');
      for (const c of r.shuffle(atLwm).slice(0, 3)) {
        efb.add(c.tag);
        c.stat = 'DS';
        c.statDt = r.pick(['2025-06-27', '2025-06-30']);
      }
    }

    // ---- moves: new site opening, random relocations
    if (Y === 2025) {
      const cands = r.shuffle(seasonCols.filter((c) => c.stat === 'A' && c.est < '2025-04-01' && ['HOM', 'HLB', 'GRN'].includes(locAt(c, '2025-04-12'))));
      for (const c of cands.slice(0, 5)) move(c, '2025-04-12', 'BCK', 'RS', 'new site');
    }
    for (let k = r.int(3, 6); k > 0; k--) {
      const d = r.date(`${Y}-04-20`, `${Y}-07-15`);
      const cands = seasonCols.filter((c) => aliveOn(c, d) && (exitDt(c) === null || (exitDt(c) as string) > addDays(d, 10)));
      if (cands.length === 0) continue;
      const c = r.pick(cands);
      move(c, d, pickSite(d, locAt(c, d)), AP(locAt(c, d)).main, r.pick([null, 'landowner request', 'better forage', 'too shaded']));
    }

    // ---- heather trip
    const heatherSites = APRY.filter((a) => a.seas === 'Y' && inUse(a, `${Y}-08-01`));
    const trip = new Map<string, { out: string; back: string; site: string }>();
    const load: Record<string, number> = {};
    for (const c of r.shuffle(seasonCols)) {
      if (!aliveOn(c, `${Y}-08-01`) || c.est >= `${Y}-06-01` || c.strength < 0.9 || !r.chance(0.7)) continue;
      if (exitDt(c) !== null) continue;
      const free = heatherSites.filter((a) => (load[a.cd] ?? 0) < a.maxHv);
      if (free.length === 0) break;
      const site = r.pick(free);
      load[site.cd] = (load[site.cd] ?? 0) + 1;
      const out = `${Y}-08-${String(r.int(2, 9)).padStart(2, '0')}`;
      const back = `${Y}-09-${String(r.int(16, 28)).padStart(2, '0')}`;
      trip.set(c.tag, { out, back, site: site.cd });
    }
    // unions in September (weak colonies), not those on the moor
    for (const c of seasonCols) {
      if (c.stat !== 'A' || trip.has(c.tag) || c.strength >= 0.72 || !r.chance(0.22)) continue;
      c.stat = 'UN';
      c.statDt = r.date(`${Y}-09-08`, `${Y}-09-26`);
    }

    // ---- the season's diary for each colony
    for (const c of seasonCols) {
      const tr = trip.get(c.tag);
      const home = locAt(c, `${Y}-07-31`);
      const ex = exitDt(c);
      if (tr) {
        move(c, tr.out, tr.site, AP(tr.site).main, 'to the heather');
        const backTo = inUse(AP(home), tr.back) ? home : pickSite(tr.back);
        move(c, tr.back, backTo, AP(tr.site).main, 'back from the heather');
      }
      let d = maxD(`${Y}-04-${String(r.int(8, 20)).padStart(2, '0')}`, addDays(c.est, r.int(5, 9)));
      const end = minD(`${Y}-09-${String(r.int(20, 30)).padStart(2, '0')}`, ex ? addDays(ex, -1) : '9999-12-31');
      let qcPending = false;
      let swarmed = false;
      let sinceSwarm = 99;
      let treatedOn: string | null = null;
      let maxVm = 0;
      let efbLogged = false;
      while (d <= end && d <= LAST) {
        const apry = locAt(c, d);
        const atMoor = AP(apry).seas === 'Y';
        const m = month(d);
        const base = [0, 0, 0, 2, 4.5, 7, 8, 7, 5.5, 3.5, 2, 1, 0][m] as number;
        let brd = Math.round(base * c.strength + r.float(-1.2, 1.2, 1));
        const weeks = Math.floor(daysBetween(c.est, d) / 7);
        if (c.est >= `${Y}-04-01`) brd = Math.min(brd, 2 + weeks);
        sinceSwarm++;
        let swm: string | null = null;
        if (!swarmed && (m === 5 || m === 6 || (m === 7 && d.slice(8) < '15')) && c.est < `${Y}-04-15`) {
          if (qcPending) {
            qcPending = false;
            if (r.chance(0.4)) {
              swm = 'SW';
              swarmed = true;
              sinceSwarm = 0;
              c.qnYr = Y;
              c.qnSrc = 'OWN';
            }
          } else if (r.chance(0.085 * c.strength)) {
            swm = 'QC';
            qcPending = true;
          }
        }
        if (sinceSwarm <= 2) brd = Math.max(0, brd - 4);
        brd = Math.max(0, Math.min(11, brd));
        const eggs = sinceSwarm <= 2 ? 'N' : r.chance(0.9) ? 'Y' : 'N';
        const qn = sinceSwarm <= 1 ? 'N' : r.chance(0.52) ? 'Y' : 'N';
        let vm: number | null = null;
        if (r.chance(0.3)) {
          const f = [0, 0, 0, 0.2, 0.5, 0.8, 1.3, 2.2, 3.4, 2.6, 1, 0.5, 0.3][m] as number;
          vm = r.poisson(c.mu * f * (treatedOn !== null && d > treatedOn ? 0.25 : 1));
          maxVm = Math.max(maxVm, vm);
        }
        let dis: string | null = null;
        if (efb.has(c.tag) && !efbLogged && d >= '2025-06-18') {
          dis = 'EFB';
          efbLogged = true;
        } else if (vm !== null && vm >= 8 && r.chance(0.4)) dis = 'DWV';
        else if ((m === 5 || m === 6) && r.chance(0.018)) dis = 'CHK';
        else if (r.chance(0.004)) dis = 'SAC';
        else if ((m === 6 || m === 7) && r.chance(0.003)) dis = 'CBPV';
        const tmpr = Math.max(1, Math.min(4, c.temper + r.weighted([[0, 75], [1, 15], [-1, 10]] as const)));
        let note: string | null = null;
        if (swm === 'QC') note = r.pick(['Artificial swarm done', 'QCs removed', 'Split planned', null]);
        else if (m === 5 && r.chance(0.15)) note = 'Super added';
        else if (r.chance(0.03)) note = r.pick(['Queen marked', 'Queen clipped', 'Needs new brood box', 'Short of stores']);
        logs.push({ tag: c.tag, dt: d, ent: 'IN', apry, frm: null, by: inspector(apry, d), brd, qn, eggs, swm, vm, dis, tmpr, trt: null, fd: null, note });
        if (vm !== null && vm >= 6 && m === 7 && treatedOn === null && r.chance(0.5)) {
          treatedOn = addDays(d, r.int(1, 4));
          simple(c, treatedOn, 'TR', AP(locAt(c, treatedOn)).main, 'MAQS', null, null);
        }
        // requeening with a bought queen
        if ((m === 6 || m === 7) && c.qnYr !== Y && (c.qnYr === null || c.qnYr <= Y - 2) && r.chance(0.05)) {
          c.qnYr = Y;
          c.qnSrc = 'BGT';
          const l = logs[logs.length - 1] as LogEnt;
          l.note = 'Requeened (bought queen)';
        }
        const interval = atMoor ? r.int(12, 16) : m >= 5 && m <= 7 ? r.int(6, 9) : r.int(9, 14);
        d = addDays(d, interval);
      }
      // Apivar after the honey is off
      const tDay = tr ? addDays(tr.back, r.int(1, 8)) : `${Y}-08-${String(r.int(10, 28)).padStart(2, '0')}`;
      if (aliveOn(c, tDay) && (ex === null || ex > tDay) && treatedOn === null && r.chance(0.88)) simple(c, tDay, 'TR', AP(locAt(c, tDay)).main, 'Apivar', null, null);
      // autumn feeding
      for (const [from, to, p] of [[`${Y}-09-03`, `${Y}-09-25`, 0.82], [`${Y}-09-26`, `${Y}-10-15`, 0.4]] as const) {
        const fd = r.date(from, to);
        if (aliveOn(c, fd) && (ex === null || ex > fd) && r.chance(p)) simple(c, fd, 'FD', AP(locAt(c, fd)).main, null, r.float(5, 12, 1), 'syrup');
      }
      c.highMites = maxVm >= 9 || (treatedOn === null && maxVm >= 7);
      // harvests
      const yf = YEAR_F[Y] as { spr: number; bls: number; hth: number };
      const sd = r.date(`${Y}-05-24`, `${Y}-06-14`);
      const sl = locAt(c, sd);
      if (aliveOn(c, sd) && (ex === null || ex > sd) && c.est < `${Y}-04-01` && ['Oilseed rape', 'Mixed farmland', 'Orchard'].includes(AP(sl).forage) && r.chance(0.68)) {
        const kg = round1(r.float(3, 13) * c.strength * yf.spr);
        harvs.push({ tag: c.tag, apry: sl, dt: sd, typ: 'Spring', sup: Math.max(1, Math.ceil(kg / 12)), kg, h2o: r.chance(0.6) ? r.float(16.8, 18.6, 1) : null, by: AP(sl).main });
      }
      const bd = tr ? addDays(tr.out, -r.int(2, 6)) : r.date(`${Y}-07-20`, `${Y}-08-08`);
      const bl = locAt(c, bd);
      if (aliveOn(c, bd) && (ex === null || ex > bd) && c.est < `${Y}-05-20` && r.chance(0.8)) {
        const kg = round1(r.float(5, 22) * c.strength * yf.bls * (c.est >= `${Y}-04-01` ? 0.5 : 1));
        harvs.push({ tag: c.tag, apry: bl, dt: bd, typ: 'Blossom', sup: Math.max(1, Math.ceil(kg / 12)), kg, h2o: r.chance(0.6) ? r.float(16.4, 18.5, 1) : null, by: AP(bl).main });
      }
      if (tr && r.chance(0.86)) {
        const hd = addDays(tr.back, -r.int(0, 3));
        const kg = round1(r.float(4, 15) * c.strength * yf.hth);
        harvs.push({ tag: c.tag, apry: tr.site, dt: hd, typ: 'Heather', sup: Math.max(1, Math.ceil(kg / 12)), kg, h2o: r.chance(0.6) ? r.float(18.4, 21.2, 1) : null, by: AP(tr.site).main });
      }
    }

    // ---- site closures in the autumn
    for (const a of APRY) {
      if (a.cls === null || a.cls.slice(0, 4) !== String(Y)) continue;
      const d = addDays(a.cls, -r.int(6, 12));
      for (const c of cols) if (aliveOn(c, d) && locAt(c, d) === a.cd) move(c, d, pickSite(d, a.cd), a.main, 'site given up');
    }
  }
  // planned winter treatment, December 2026
  for (const c of cols) {
    if (c.stat !== 'A') continue;
    const a = locAt(c, LAST);
    simple(c, `2026-12-${String(27 + (APRY.indexOf(AP(a)) % 3)).padStart(2, '0')}`, 'TR', AP(a).main, 'Oxalic (vap)', null, 'planned');
  }

  // ---- jarring batches
  const batches: Batch[] = [];
  const carry: Record<string, number> = { BLS: 430, HTH: 160, SPR: 40 };
  const plan: { dt: string; cd: string; yr: number; kg: number; src: string | null }[] = [];
  const window: Record<string, [string, string]> = { SPR: ['-06-18', '-08-31'], BLS: ['-08-12', '+04-30'], HTH: ['-10-01', '+04-15'] };
  const planFor = (cd: string, yr: number, total: number, srcs: string[]) => {
    let left = total * 0.9;
    const [f, t] = window[cd] as [string, string];
    let from = `${yr}${f}`;
    let to = t.startsWith('+') ? `${yr + 1}-${t.slice(1)}` : `${yr}${t}`;
    if (yr === 2023) from = '2023-11-02';
    to = maxD(to, addDays(from, 90));
    while (left >= 12) {
      const kg = Math.min(left, r.float(22, 60, 1));
      left -= kg;
      plan.push({ dt: weekday(r.date(from, to)), cd, yr, kg, src: srcs.length > 0 && r.chance(0.2) ? r.pick(srcs) : null });
    }
  };
  for (const cd of ['SPR', 'BLS', 'HTH']) planFor(cd, 2023, carry[cd] as number, []);
  const typCd: Record<string, string> = { Spring: 'SPR', Blossom: 'BLS', Heather: 'HTH' };
  for (const Y of [2024, 2025, 2026]) {
    for (const t of ['Spring', 'Blossom', 'Heather']) {
      const hs = harvs.filter((h) => h.typ === t && h.dt.startsWith(String(Y)));
      const tot = hs.reduce((s, h) => s + h.kg, 0);
      const srcs = [...new Set(hs.map((h) => h.apry))];
      planFor(typCd[t] as string, Y, tot, srcs);
    }
  }
  plan.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.cd < b.cd ? -1 : 1));
  const seqByYr: Record<string, number> = {};
  for (const p of plan) {
    if (p.dt > LAST) continue;
    const g = p.cd === 'SPR' ? r.weighted([[340, 70], [227, 30]] as const) : p.cd === 'BLS' ? r.weighted([[227, 30], [340, 45], [454, 25]] as const) : r.weighted([[227, 55], [340, 45]] as const);
    const yy = p.dt.slice(2, 4);
    seqByYr[yy] = (seqByYr[yy] ?? 0) + 1;
    const jars = Math.floor((p.kg * 1000) / (g + 2));
    batches.push({ no: `J${yy}-${String(seqByYr[yy]).padStart(3, '0')}`, dt: p.dt, cd: p.cd, yr: p.yr, g, jars, kg: round1((jars * g) / 1000), bb: addDays(p.dt, 730), src: p.src, left: jars });
  }

  // ---- stockists
  const FIRST = ['Alison', 'Bryony', 'Callum', 'Dominic', 'Esther', 'Frances', 'Gordon', 'Hattie', 'Isaac', 'Jemima', 'Kenneth', 'Lorna', 'Martin', 'Nell', 'Oliver', 'Philippa', 'Quentin', 'Rosalind', 'Simon', 'Tabitha', 'Victor', 'Wendy', 'Yvonne', 'Zachary'];
  const LASTN = ['Ainsley', 'Bulmer', 'Cowling', 'Dobson', 'Elsworth', 'Foxton', 'Gilling', 'Harland', 'Ingleby', 'Jowett', 'Kettlewell', 'Lazenby', 'Metcalfe', 'Nattrass', 'Outhwaite', 'Pybus', 'Raine', 'Scaife', 'Thwaites', 'Umpleby', 'Varley', 'Wardle', 'Yeoman'];
  const person = uniqueNames(r, FIRST, LASTN);
  const J = ['BLS227', 'BLS340', 'BLS454', 'HTH227', 'HTH340', 'SPR340', 'SPR227'];
  const S: [string, string, string, string, string, string | null, string | null, string][] = [
    // name, type, town, county, opened, closed, lapsed (stopped ordering, account still open), payer
    ['Brackenhill Farm Shop', 'Farm shop', 'Pickering', 'North Yorkshire', '2019-06-01', null, null, 'G'],
    ['Cawood Lane Farm Shop', 'Farm shop', 'Malton', 'North Yorkshire', '2020-03-12', null, null, 'A'],
    ['The Old Dairy Farm Shop', 'Farm shop', 'Thirsk', 'North Yorkshire', '2018-09-20', null, null, 'G'],
    ['Hagg Wood Farm Shop', 'Farm shop', 'Helmsley', 'North Yorkshire', '2021-05-04', null, null, 'A'],
    ['Middlethorpe Farm Shop', 'Farm shop', 'Beverley', 'East Riding of Yorkshire', '2020-10-01', null, null, 'S'],
    ['Greystones Farm Shop', 'Farm shop', 'Barnard Castle', 'County Durham', '2019-11-15', null, null, 'G'],
    ['Thornby Grange Farm Shop', 'Farm shop', 'Penrith', 'Cumbria', '2022-04-06', null, null, 'A'],
    ['Lowfield Farm Shop', 'Farm shop', 'Driffield', 'East Riding of Yorkshire', '2024-03-18', null, null, 'A'],
    ['Swaledale Pantry', 'Farm shop', 'Richmond', 'North Yorkshire', '2021-02-22', '2025-03-31', null, 'S'],
    ['Fennel & Fig Deli', 'Deli', 'York', 'North Yorkshire', '2020-07-01', null, null, 'G'],
    ['Market Place Deli', 'Deli', 'Malton', 'North Yorkshire', '2019-03-04', null, null, 'A'],
    ['Oakapple Delicatessen', 'Deli', 'Kendal', 'Cumbria', '2022-09-12', null, null, 'A'],
    ['Pickle & Rye', 'Deli', 'Durham', 'County Durham', '2023-02-01', null, '2026-04-20', 'S'],
    ['The Cheese Loft', 'Deli', 'Keswick', 'Cumbria', '2021-06-14', null, null, 'G'],
    ['Bramble Deli', 'Deli', 'Whitby', 'North Yorkshire', '2024-05-07', null, null, 'A'],
    ['Saltbox Deli', 'Deli', 'Scarborough', 'North Yorkshire', '2022-03-01', '2025-08-29', null, 'B'],
    ['Number Nine Deli', 'Deli', 'Stokesley', 'North Yorkshire', '2025-02-10', null, null, 'G'],
    ['The Bothy Cafe', 'Cafe', 'Hutton-le-Hole', 'North Yorkshire', '2020-04-01', null, null, 'A'],
    ['Copper Kettle Tearooms', 'Cafe', 'Stanhope', 'County Durham', '2021-08-09', null, '2026-05-15', 'A'],
    ['Riverside Coffee House', 'Cafe', 'Appleby-in-Westmorland', 'Cumbria', '2023-05-22', null, null, 'S'],
    ['Ashgrove Garden Centre', 'Garden centre', 'Northallerton', 'North Yorkshire', '2018-03-01', null, null, 'G'],
    ['Priory Gardens Garden Centre', 'Garden centre', 'Bridlington', 'East Riding of Yorkshire', '2021-03-08', null, null, 'A'],
    ['Hawthorn Nurseries', 'Garden centre', 'Darlington', 'County Durham', '2019-04-15', null, null, 'S'],
    ['Millbeck Garden Centre', 'Garden centre', 'Carlisle', 'Cumbria', '2024-08-19', null, null, 'A'],
    ['Daleside Garden Centre', 'Garden centre', 'Ripon', 'North Yorkshire', '2020-02-17', '2024-11-30', null, 'A'],
    ['The Honeypot Gift Shop', 'Gift shop', 'Whitby', 'North Yorkshire', '2019-05-20', null, null, 'G'],
    ['Abbey Gate Gifts', 'Gift shop', 'Rievaulx', 'North Yorkshire', '2022-06-01', null, null, 'A'],
    ['Moorland Crafts', 'Gift shop', 'Goathland', 'North Yorkshire', '2021-04-12', null, '2026-03-01', 'A'],
    ['The Village Emporium', 'Gift shop', 'Grassington', 'North Yorkshire', '2025-06-02', null, null, 'S'],
    ['Kirkgate Butchers', 'Butcher', 'Thirsk', 'North Yorkshire', '2020-11-02', null, null, 'G'],
    ['Lumley & Daughters Butchers', 'Butcher', 'Bishop Auckland', 'County Durham', '2023-09-04', null, null, 'A'],
  ];
  const refs = new Set<string>();
  const stks: Stk[] = S.map(([nm, typ, town, cnty, opn, clsd, lapse, payer]) => {
    const letters = nm.replace(/^The /, '').replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 3);
    let n = 1;
    while (refs.has(`${letters}${String(n).padStart(2, '0')}`)) n++;
    const ref = `${letters}${String(n).padStart(2, '0')}`;
    refs.add(ref);
    const [f, l] = person();
    const items =
      typ === 'Cafe' ? ['BLS454', 'BLS340', 'HTH227'] :
      typ === 'Gift shop' ? ['BLS227', 'HTH227', 'CNDL', 'SPR227', 'CMB'] :
      typ === 'Deli' ? ['HTH340', 'HTH227', 'BLS340', 'CMB', 'SPR340'] :
      typ === 'Butcher' ? ['BLS340', 'BLS454', 'HTH340'] :
      typ === 'Garden centre' ? ['BLS340', 'BLS227', 'HTH227', 'CNDL', 'SPR340'] : ['BLS340', 'BLS454', 'HTH340', 'SPR340', 'BLS227', 'CMB', 'HTH227'];
    const terms = typ === 'Cafe' || typ === 'Butcher' ? 14 : typ === 'Garden centre' ? r.pick([30, 60]) : r.weighted([[30, 80], [14, 20]] as const);
    return {
      ref, nm, typ, town, cnty, cntct: `${f} ${l}`, terms, lmt: r.chance(0.6) ? r.pick([20000, 30000, 50000, 75000]) : null, opn, clsd, lapse, payer,
      every: typ === 'Garden centre' || typ === 'Farm shop' ? r.int(24, 40) : r.int(34, 60), size: typ === 'Cafe' ? 0.7 : typ === 'Garden centre' ? 1.3 : r.float(0.8, 1.2, 2), items,
    };
  });

  // order dates
  const orders: { stk: Stk; dt: string }[] = [];
  for (const s of stks) {
    const stop = minD(minD(s.clsd ? addDays(s.clsd, -5) : LAST, s.lapse ?? LAST), LAST);
    let d = weekday(addDays(maxD(s.opn, GO_LIVE), r.int(0, 25)));
    while (d <= stop) {
      orders.push({ stk: s, dt: d });
      const m = month(d);
      const f = m === 11 || m === 12 ? 0.55 : m === 1 || m === 2 ? 1.5 : m >= 7 && m <= 9 ? 0.85 : 1;
      d = weekday(addDays(d, Math.max(7, Math.round(s.every * f * r.float(0.6, 1.4)))));
    }
  }
  // Christmas deliveries booked for December 2026
  const xmas = stks.filter((s) => s.clsd === null && s.lapse === null);
  for (const s of r.shuffle(xmas).slice(0, 10)) orders.push({ stk: s, dt: weekday(r.date('2026-11-30', '2026-12-16')) });
  orders.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.stk.ref < b.stk.ref ? -1 : 1));

  const txns: Txn[] = [];
  let seq = 0;
  const mk = (typ: string, stk: Stk, dt: string, amt: number, extra: Partial<Txn>): Txn => {
    const t: Txn = { no: 0, typ, ref: '', stk, dt, due: null, amt, alloc: null, mthd: null, memo: null, voided: false, lines: [], seq: seq++, ...extra };
    txns.push(t);
    return t;
  };
  const lastInv: Record<string, string> = {};
  for (const o of orders) {
    const s = o.stk;
    // a Christmas booking only from stockists still ordering over the summer and autumn
    if (o.dt > LAST && (lastInv[s.ref] ?? '') < '2026-06-01') continue;
    const m = month(o.dt);
    const xm = m === 11 || m === 12;
    const nItems = Math.min(s.items.length, r.int(1, 3) + (xm ? 1 : 0));
    const chosen = r.shuffle(s.items).slice(0, nItems);
    const lines: Line[] = [];
    for (const item of chosen) {
      if (item === 'CMB') {
        if (!(m >= 10 || m === 1)) continue;
        lines.push({ item, lot: null, qty: r.int(4, 10), unit: priceOn(item, o.dt) });
        continue;
      }
      if (item === 'CNDL') {
        lines.push({ item, lot: null, qty: r.pick([6, 8, 10, 12]) * (xm ? 2 : 1), unit: priceOn(item, o.dt) });
        continue;
      }
      const cd = item.slice(0, 3);
      const g = Number(item.slice(3));
      let qty = Math.round(r.pick([6, 6, 12, 12, 12, 18, 24]) * s.size * (xm ? 1.5 : 1) / 6) * 6;
      qty = Math.max(6, qty);
      const b = batches.find((x) => x.cd === cd && x.g === g && x.dt <= addDays(o.dt, -1) && x.left >= qty);
      if (!b) continue;
      b.left -= qty;
      lines.push({ item, lot: b.no, qty, unit: priceOn(item, o.dt) });
    }
    if (lines.length === 0) continue;
    const amt = lines.reduce((t, l) => t + l.qty * l.unit, 0);
    if (o.dt <= LAST && r.chance(0.02)) {
      mk('SI', s, o.dt, amt, { due: addDays(o.dt, s.terms), voided: true, memo: 'Raised in error - re-raised', lines: lines.map((l) => ({ ...l })) });
    }
    const inv = mk('SI', s, o.dt, amt, { due: addDays(o.dt, s.terms), lines });
    if (o.dt <= LAST) lastInv[s.ref] = o.dt;
    if (o.dt > LAST) continue;
    let credit = 0;
    if (r.chance(0.045)) {
      const why = r.weighted([['Breakages', 6], ['Short delivery', 2], ['Price correction', 1]] as const);
      const l = r.pick(lines);
      credit = why === 'Price correction' ? Math.min(amt - 100, r.int(2, 6) * 50) : l.unit * r.int(1, why === 'Short delivery' ? 6 : 3);
      const cd = weekday(addDays(o.dt, r.int(2, 12)));
      if (cd <= LAST) mk('SC', s, cd, credit, { alloc: inv, memo: why });
      else credit = 0;
    }
    const delay = s.payer === 'G' ? r.int(-12, 2) : s.payer === 'A' ? r.weighted([[r.int(-8, 0), 6], [r.int(1, 21), 3], [r.int(22, 45), 1]] as const) : s.payer === 'S' ? r.int(-3, 50) : r.int(5, 40);
    let pd = weekday(addDays(o.dt, Math.max(1, s.terms + delay)));
    if (s.payer === 'B' && o.dt >= '2025-03-01') pd = '9999-12-31';
    if (pd <= LAST) {
      const mthd = s.typ === 'Cafe' || s.typ === 'Butcher' ? r.weighted([['BACS', 5], ['CHQ', 2], ['CASH', 2], ['CARD', 1]] as const) : r.weighted([['BACS', 80], ['CHQ', 13], ['CARD', 7]] as const);
      mk('SR', s, pd, amt - credit, { alloc: inv, mthd });
    }
  }
  const typOrder: Record<string, number> = { SI: 0, SC: 1, SR: 2 };
  txns.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : typOrder[a.typ] !== typOrder[b.typ] ? (typOrder[a.typ] as number) - (typOrder[b.typ] as number) : a.seq - b.seq));
  let invNo = 10400;
  let crnNo = 2100;
  let chq = 100230;
  txns.forEach((t, k) => {
    t.no = k + 1;
    if (t.typ === 'SI') t.ref = `INV${++invNo}`;
    else if (t.typ === 'SC') t.ref = `CRN${++crnNo}`;
    else t.ref = t.mthd === 'CHQ' ? `CHQ ${chq + r.int(1, 900)}` : t.mthd === 'BACS' ? `BACS ${t.stk.ref}` : t.mthd === 'CARD' ? `CARD ${r.int(1000, 9999)}` : 'CASH';
  });

  // ---- ids and order
  logs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : a.ent < b.ent ? -1 : a.ent > b.ent ? 1 : 0));
  harvs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.tag < b.tag ? -1 : 1));
  const curApry = (c: Col) => locAt(c, c.stat === 'A' ? LAST : addDays(c.statDt as string, -1));

  const ddl = `
CREATE SCHEMA hvm;
CREATE TABLE hvm.apry (
  apry_cd char(3) PRIMARY KEY,
  apry_nm varchar(40) NOT NULL,
  lndwnr varchar(40),
  cnty varchar(30) NOT NULL,
  grid_ref varchar(14),
  forage varchar(20),
  seas_yn char(1) NOT NULL DEFAULT 'N',
  max_hv smallint,
  rent_jars smallint NOT NULL DEFAULT 0,
  opn_dt date NOT NULL,
  cls_dt date
);
CREATE TABLE hvm.hive (
  tag varchar(4) PRIMARY KEY,
  hv_typ varchar(16) NOT NULL,
  src_cd varchar(3) NOT NULL,
  src_tag varchar(4),
  est_dt date NOT NULL,
  qn_yr smallint,
  qn_src varchar(3),
  apry_cd char(3) NOT NULL REFERENCES hvm.apry (apry_cd),
  stat_cd varchar(2) NOT NULL,
  stat_dt date
);
CREATE TABLE hvm.hv_log (
  log_id integer PRIMARY KEY,
  hv_tag varchar(4) NOT NULL,
  log_dt date NOT NULL,
  ent_cd char(2) NOT NULL,
  apry_cd char(3) NOT NULL REFERENCES hvm.apry (apry_cd),
  frm_apry char(3),
  by_ini varchar(3),
  brd_frm smallint,
  qn_seen char(1),
  eggs_yn char(1),
  swm_cd varchar(2),
  vm_ct smallint,
  dis_cd varchar(4),
  tmpr smallint,
  trt_prod varchar(20),
  fd_kg numeric(4,1),
  note varchar(80)
);
CREATE TABLE hvm.harv (
  harv_id integer PRIMARY KEY,
  hv_tag varchar(4) NOT NULL REFERENCES hvm.hive (tag),
  apry_cd char(3) NOT NULL,
  harv_dt date NOT NULL,
  hny_typ varchar(10) NOT NULL,
  sup_n smallint,
  net_kg numeric(5,1) NOT NULL,
  h2o_pct numeric(3,1),
  by_ini varchar(3)
);
CREATE TABLE hvm.jar_btch (
  btch_no varchar(8) PRIMARY KEY,
  jar_dt date NOT NULL,
  hny_cd char(3) NOT NULL,
  ssn_yr smallint NOT NULL,
  jar_g smallint NOT NULL,
  jars_n integer NOT NULL,
  bulk_kg numeric(6,1),
  bb_dt date,
  src_apry char(3)
);
CREATE TABLE hvm.stkst (
  acct_ref varchar(6) PRIMARY KEY,
  trd_nm varchar(40) NOT NULL,
  stk_typ varchar(20) NOT NULL,
  town varchar(30),
  cnty varchar(30),
  cntct_nm varchar(40),
  terms_dd smallint NOT NULL DEFAULT 30,
  cr_lmt_p integer,
  opn_dt date NOT NULL,
  clsd_dt date
);
CREATE TABLE hvm.sl_txn (
  txn_no integer PRIMARY KEY,
  txn_typ char(2) NOT NULL,
  doc_ref varchar(16) NOT NULL,
  cust_ac varchar(6) NOT NULL REFERENCES hvm.stkst (acct_ref),
  txn_dt date NOT NULL,
  due_dt date,
  amt_p integer NOT NULL,
  alloc_txn integer,
  pay_mthd varchar(4),
  memo varchar(40),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE hvm.sl_ln (
  txn_no integer NOT NULL REFERENCES hvm.sl_txn (txn_no),
  ln_no smallint NOT NULL,
  item_cd varchar(8) NOT NULL,
  lot_no varchar(8),
  qty smallint NOT NULL,
  unit_p integer NOT NULL,
  ln_p integer NOT NULL,
  PRIMARY KEY (txn_no, ln_no)
);
`;
  const lnRows: unknown[][] = [];
  for (const t of txns) t.lines.forEach((l, k) => lnRows.push([t.no, k + 1, l.item, l.lot, l.qty, l.unit, l.qty * l.unit]));

  return [
    ddl,
    insertRows('hvm.apry', ['apry_cd', 'apry_nm', 'lndwnr', 'cnty', 'grid_ref', 'forage', 'seas_yn', 'max_hv', 'rent_jars', 'opn_dt', 'cls_dt'],
      APRY.map((a) => [a.cd, a.nm, a.lnd, a.cnty, a.grid, a.forage, a.seas, a.maxHv, a.rent, a.opn, a.cls])),
    insertRows('hvm.hive', ['tag', 'hv_typ', 'src_cd', 'src_tag', 'est_dt', 'qn_yr', 'qn_src', 'apry_cd', 'stat_cd', 'stat_dt'],
      cols.map((c) => [c.tag, c.typ, c.src, c.srcTag, c.est, c.qnYr, c.qnSrc, curApry(c), c.stat, c.statDt])),
    insertRows('hvm.hv_log', ['log_id', 'hv_tag', 'log_dt', 'ent_cd', 'apry_cd', 'frm_apry', 'by_ini', 'brd_frm', 'qn_seen', 'eggs_yn', 'swm_cd', 'vm_ct', 'dis_cd', 'tmpr', 'trt_prod', 'fd_kg', 'note'],
      logs.map((l, k) => [k + 1, l.tag, l.dt, l.ent, l.apry, l.frm, l.by, l.brd, l.qn, l.eggs, l.swm, l.vm, l.dis, l.tmpr, l.trt, l.fd, l.note])),
    insertRows('hvm.harv', ['harv_id', 'hv_tag', 'apry_cd', 'harv_dt', 'hny_typ', 'sup_n', 'net_kg', 'h2o_pct', 'by_ini'],
      harvs.map((h, k) => [k + 1, h.tag, h.apry, h.dt, h.typ, h.sup, h.kg, h.h2o, h.by])),
    insertRows('hvm.jar_btch', ['btch_no', 'jar_dt', 'hny_cd', 'ssn_yr', 'jar_g', 'jars_n', 'bulk_kg', 'bb_dt', 'src_apry'],
      batches.map((b) => [b.no, b.dt, b.cd, b.yr, b.g, b.jars, b.kg, b.bb, b.src])),
    insertRows('hvm.stkst', ['acct_ref', 'trd_nm', 'stk_typ', 'town', 'cnty', 'cntct_nm', 'terms_dd', 'cr_lmt_p', 'opn_dt', 'clsd_dt'],
      stks.map((s) => [s.ref, s.nm, s.typ, s.town, s.cnty, s.cntct, s.terms, s.lmt, s.opn, s.clsd])),
    insertRows('hvm.sl_txn', ['txn_no', 'txn_typ', 'doc_ref', 'cust_ac', 'txn_dt', 'due_dt', 'amt_p', 'alloc_txn', 'pay_mthd', 'memo', 'void_yn'],
      txns.map((t) => [t.no, t.typ, t.ref, t.stk.ref, t.dt, t.due, t.amt, t.alloc ? t.alloc.no : null, t.mthd, t.memo, t.voided ? 'Y' : 'N'])),
    insertRows('hvm.sl_ln', ['txn_no', 'ln_no', 'item_cd', 'lot_no', 'qty', 'unit_p', 'ln_p'], lnRows),
  ].join('\n');
}
