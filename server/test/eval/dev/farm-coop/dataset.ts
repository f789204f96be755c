/**
 * Prairie Gate Growers Co-operative, a grain and oilseed marketing co-operative owned by its member farms. Members
 * in four regions deliver their harvest by truck to the co-op's depots, where each load is weighed (gross on the
 * weighbridge, then tare when the truck leaves empty), sampled for moisture and graded. The co-op pays the member for
 * every accepted load at a price per tonne set per crop and harvest year, adjusted by grade, with a premium for
 * certified-organic farms and a deduction (drying shrink) when the load is wetter than the crop's standard moisture.
 * Rejected loads are sent home and not paid. The co-op also sells farm inputs (seed, fertiliser, crop protection and
 * diesel) to members on account: each invoice is due 60 days after it is raised. Field inspectors visit member farms
 * and also grade loads at the depots of their region; field inspectors report to one of two senior inspectors, who
 * report to the chief inspector. Winter crops (wheat, barley, oats, canola, peas, lentils) are harvested from July to
 * September and summer crops (maize, soybeans) from mid-September to November; loads kept in on-farm storage trickle in
 * over the following months, so a load of the 2025 harvest may be delivered in 2026. The 2024 harvest was wet (higher
 * moisture, smaller crop); 2025 was a bumper year. Dunmore depot closed on 30 June 2024. The co-op stopped buying oats
 * after the 2024 harvest. Associate members do not grow grain for the co-op: they only buy inputs. The data runs from
 * January 2023 to 24 November 2026.
 *
 * Schema `agc`:
 * - `rgn`: regions. `rgn_cd` NTH Northern Plains, RIV River Valley, EST Eastern Hills, STH Southern Downs; `rgn_nm`
 *   name; `ofc_town` the town of the regional office.
 * - `dpt`: depots (grain receival sites). `dpt_cd` three-letter code; `dpt_nm` name; `rgn_cd` the region it sits in;
 *   `cap_t` storage capacity in tonnes; `open_yr` the year the depot opened (integer); `act_yn` Y receiving grain, N
 *   closed; `cls_dt` the day it closed (empty while it operates).
 * - `crop`: crop types. `crop_cd` WHT wheat, BAR barley, OAT oats, CAN canola, PEA field peas, LEN lentils, CRN maize
 *   (corn), SOY soybeans; `crop_nm` name; `crop_grp` C cereal, O oilseed, P pulse; `std_mst` the standard moisture in
 *   percent (loads above it are charged a drying deduction); `base_prc` the current (2026 harvest) base price for grade
 *   1 in dollars per tonne; `act_yn` Y the co-op buys it, N no longer bought.
 * - `mbr`: member farms, one row per membership. `mbr_no` member number; `farm_nm` farm (business) name; `ownr_nm`
 *   the principal owner's full name; `rgn_cd` the farm's region; `home_dpt` the dpt_cd of the depot the farm normally
 *   delivers to (members of the closed Dunmore depot now show Southgate); `mbr_typ` F full (grower, voting) member,
 *   A associate member (buys inputs only, delivers no grain); `ha_frm` hectares farmed; `org_yn` Y certified organic;
 *   `join_dt` the day the farm joined; `exit_dt` the day it left the co-op (empty while still a member); `exit_cd` why
 *   it left: RET owner retired, SLD farm sold, LFT left for another grain buyer (empty while still a member).
 * - `insp`: field inspectors. `insp_id`; `insp_nm` full name; `lvl_cd` CH chief inspector, SR senior inspector, FI
 *   field inspector; `rpt_to` the insp_id of the inspector this one reports to (empty for the chief); `rgn_cd` the
 *   region the inspector covers (empty for the chief; each senior covers their own region plus one more: Northern
 *   Plains with Eastern Hills, River Valley with Southern Downs); `hire_dt`; `term_dt` the day the inspector left
 *   (empty while employed).
 * - `dlv`: harvest deliveries, one row per truck load weighed at a depot. `dlv_no` weighbridge ticket number;
 *   `dlv_dt` delivery date (depots are closed on Sundays); `grwr_no` the mbr_no of the delivering farm; `crop_cd`;
 *   `rcv_dpt` the dpt_cd of the receiving depot; `hvst_yr` the harvest (crop) year the grain was grown in (integer; can
 *   be earlier than the delivery year for grain from on-farm storage); `gross_kg` weight of truck and load in kg;
 *   `tare_kg` weight of the empty truck in kg; `net_kg` the grain's net weight in kg (gross minus tare); `mst_pct`
 *   moisture in percent; `grd_cd` grade: 1 No. 1, 2 No. 2, 3 No. 3, F feed grade, X rejected (not accepted, not paid);
 *   `grd_by` the insp_id of the inspector who graded the load (empty when depot staff graded it).
 * - `pay`: payouts to members, one per accepted (non-rejected) delivery. `pay_no`; `tkt_ref` the dlv_no of the load
 *   paid for; `prc_t` the price applied in dollars per tonne (crop price for that harvest year x grade factor x organic
 *   premium); `grs_amt` gross amount in dollars (net tonnes x prc_t); `ddn_amt` moisture (drying) deduction in
 *   dollars (0 when the load was at or below standard moisture); `net_amt` the amount paid to the member in dollars
 *   (gross minus deduction); `pay_sts` P paid, H on hold, Q queued for the next payment run; `pay_dt` the day the
 *   payout was paid (empty unless P).
 * - `inp`: input purchases charged to member accounts, one row per invoice line. `inv_no`; `acct_no` the mbr_no of the
 *   buying farm; `inv_dt` invoice date; `cat_cd` SD seed, FT fertiliser, CP crop protection (herbicide, fungicide,
 *   insecticide), FL fuel (diesel); `item_desc` product; `qty` quantity; `uom` unit of measure: T tonne, L litre, BAG
 *   bag; `unit_prc` price per unit in dollars; `ext_amt` line amount in dollars (qty x unit_prc); `due_dt` the day
 *   payment is due (60 days after the invoice); `pd_dt` the day the member settled it (empty while unpaid).
 */
import { insertRows, seededRandom } from '../../seeded-random';

const START = '2023-01-01';
const LAST = '2026-11-24';
const DUN_CLOSE = '2024-06-30';

const RGN = [
  ['NTH', 'Northern Plains', 'Carrow'],
  ['RIV', 'River Valley', 'Riverbend'],
  ['EST', 'Eastern Hills', 'Kellerton'],
  ['STH', 'Southern Downs', 'Southgate'],
] as const;

const DPT = [
  { cd: 'MLB', nm: 'Millbrook', rgn: 'NTH', cap: 42000, yr: 1978 },
  { cd: 'CRJ', nm: 'Carrow Junction', rgn: 'NTH', cap: 65000, yr: 1996 },
  { cd: 'RVB', nm: 'Riverbend', rgn: 'RIV', cap: 80000, yr: 1971 },
  { cd: 'ASH', nm: 'Ashford', rgn: 'RIV', cap: 30000, yr: 2008 },
  { cd: 'KEL', nm: 'Kellerton', rgn: 'EST', cap: 38000, yr: 1989 },
  { cd: 'STG', nm: 'Southgate', rgn: 'STH', cap: 55000, yr: 2015 },
  { cd: 'DUN', nm: 'Dunmore', rgn: 'STH', cap: 18000, yr: 1964 },
] as const;

type Crop = { cd: string; nm: string; grp: 'C' | 'O' | 'P'; mst: number; prc: number; act: 'Y' | 'N'; summer: boolean };
const CROPS: Crop[] = [
  { cd: 'WHT', nm: 'Wheat', grp: 'C', mst: 12.5, prc: 285, act: 'Y', summer: false },
  { cd: 'BAR', nm: 'Barley', grp: 'C', mst: 13.0, prc: 242, act: 'Y', summer: false },
  { cd: 'OAT', nm: 'Oats', grp: 'C', mst: 13.0, prc: 218, act: 'N', summer: false },
  { cd: 'CAN', nm: 'Canola', grp: 'O', mst: 8.0, prc: 615, act: 'Y', summer: false },
  { cd: 'PEA', nm: 'Field peas', grp: 'P', mst: 14.0, prc: 335, act: 'Y', summer: false },
  { cd: 'LEN', nm: 'Lentils', grp: 'P', mst: 14.0, prc: 560, act: 'Y', summer: false },
  { cd: 'CRN', nm: 'Maize', grp: 'C', mst: 15.0, prc: 232, act: 'Y', summer: true },
  { cd: 'SOY', nm: 'Soybeans', grp: 'O', mst: 13.0, prc: 478, act: 'Y', summer: true },
];
const cropOf = (cd: string): Crop => CROPS.find((c) => c.cd === cd)!;

const REGION_CROPS: Record<string, [string, number][]> = {
  NTH: [['WHT', 40], ['BAR', 22], ['CAN', 20], ['OAT', 8], ['PEA', 10]],
  RIV: [['CRN', 35], ['SOY', 30], ['WHT', 25], ['BAR', 10]],
  EST: [['WHT', 35], ['BAR', 25], ['LEN', 20], ['PEA', 20]],
  STH: [['WHT', 38], ['CAN', 27], ['BAR', 20], ['LEN', 15]],
};
const PRICE_YR: Record<number, number> = { 2022: 1.12, 2023: 1.05, 2024: 0.92, 2025: 0.96, 2026: 1.0 };
const CROP_YR: Record<number, number> = { 2022: 1.0, 2023: 1.0, 2024: 0.82, 2025: 1.18, 2026: 1.0 };
const GRADE_F: Record<string, number> = { '1': 1.0, '2': 0.94, '3': 0.86, F: 0.72 };

const FIRST = ['James', 'Mary', 'Robert', 'Linda', 'Michael', 'Karen', 'David', 'Susan', 'William', 'Margaret', 'Carlos', 'Ingrid',
  'Wei', 'Priya', 'Daniel', 'Sofia', 'Thomas', 'Grace', 'Kevin', 'Nadia', 'Brian', 'Olivia', 'Luis', 'Hannah', 'Marcus', 'Emily', 'Andre',
  'Heather', 'Samuel', 'Fiona', 'Ethan', 'Rosa', 'Tyler', 'Helen', 'Jordan', 'Leah', 'Owen', 'Julia', 'Victor', 'Naomi', 'Colin', 'Dale'];
const LASTN = ['Smith', 'Johansson', 'Nguyen', 'Garcia', 'Brown', 'McLeod', 'Miller', 'Davies', 'Schultz', 'Chen', 'Wilson', 'Patel', 'Anderson',
  'Thompson', 'Kowalski', 'Martens', 'Lee', 'Walker', 'Hall', 'Young', 'Friesen', 'Allen', 'Wright', 'Lopez', 'Hill', 'Scott', 'Green', 'Adams',
  'Baker', 'Novak', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Murphy', 'Cook', 'Reimer', 'Shah', 'Fischer', 'Olsen', 'Dyck'];
const PLACE = ['Hollow Creek', 'Ridgeview', 'Willow Bend', 'Stony Brook', 'Red Gum', 'Sandy Ridge', 'Blackwood', 'Kestrel Hill', 'Prairie Rose',
  'Cedar Flats', 'Windmill', 'Longview', 'Meadowlark', 'Three Oaks', 'Coulee', 'Silver Creek', 'Dry Lake', 'Maple Lane', 'Bluebell',
  'Hawthorn', 'Eagle Rock', 'Golden Plains', 'Harvest Moon', 'Broken Fence', 'Pine Hollow', 'Riverside', 'Fox Run', 'Clearwater', 'Sunnyside',
  'Twin Elms', 'Wheatfield', 'Ironstone', 'Badger Hill', 'Green Acres', 'Lone Tree', 'Birch Point', 'Old Mill', 'Magpie', 'Stonehaven',
  'Wildflower', 'High Country', 'Copper Creek', 'Bramble', 'Nine Mile', 'Crooked Creek', 'Sweetwater', 'Kingfisher', 'Rolling Hills'];
const SUFFIX = ['Farm', 'Farms', 'Grains', 'Pastoral Co', 'Acres', 'Ag', 'Homestead'];

type Item = { cat: string; desc: string; uom: string; prc: number; crop?: string; min: number; max: number; dec: number };
const ITEMS: Item[] = [
  { cat: 'SD', desc: 'Certified wheat seed', uom: 'T', prc: 640, crop: 'WHT', min: 2, max: 14, dec: 1 },
  { cat: 'SD', desc: 'Barley seed', uom: 'T', prc: 495, crop: 'BAR', min: 2, max: 10, dec: 1 },
  { cat: 'SD', desc: 'Oat seed', uom: 'T', prc: 430, crop: 'OAT', min: 1, max: 6, dec: 1 },
  { cat: 'SD', desc: 'Canola hybrid seed', uom: 'BAG', prc: 182, crop: 'CAN', min: 10, max: 90, dec: 0 },
  { cat: 'SD', desc: 'Field pea seed', uom: 'T', prc: 720, crop: 'PEA', min: 2, max: 9, dec: 1 },
  { cat: 'SD', desc: 'Lentil seed', uom: 'T', prc: 910, crop: 'LEN', min: 1, max: 6, dec: 1 },
  { cat: 'SD', desc: 'Maize seed', uom: 'BAG', prc: 318, crop: 'CRN', min: 20, max: 160, dec: 0 },
  { cat: 'SD', desc: 'Soybean seed', uom: 'BAG', prc: 64, crop: 'SOY', min: 60, max: 500, dec: 0 },
  { cat: 'FT', desc: 'Urea 46-0-0', uom: 'T', prc: 690, min: 3, max: 45, dec: 1 },
  { cat: 'FT', desc: 'MAP 11-52-0', uom: 'T', prc: 940, min: 2, max: 30, dec: 1 },
  { cat: 'FT', desc: 'Potash 0-0-60', uom: 'T', prc: 585, min: 2, max: 20, dec: 1 },
  { cat: 'FT', desc: 'UAN 32 liquid', uom: 'T', prc: 505, min: 4, max: 40, dec: 1 },
  { cat: 'CP', desc: 'Glyphosate 540', uom: 'L', prc: 9.6, min: 100, max: 1200, dec: 0 },
  { cat: 'CP', desc: 'Fungicide (prothioconazole)', uom: 'L', prc: 86, min: 20, max: 260, dec: 0 },
  { cat: 'CP', desc: 'Broadleaf herbicide', uom: 'L', prc: 31, min: 40, max: 500, dec: 0 },
  { cat: 'CP', desc: 'Insecticide (lambda-cyhalothrin)', uom: 'L', prc: 44, min: 10, max: 150, dec: 0 },
  { cat: 'FL', desc: 'Farm diesel', uom: 'L', prc: 1.6, min: 1000, max: 9000, dec: 0 },
];
const INPUT_YR: Record<string, Record<number, number>> = {
  SD: { 2023: 1.0, 2024: 1.02, 2025: 1.04, 2026: 1.07 },
  FT: { 2023: 1.28, 2024: 1.0, 2025: 0.94, 2026: 1.05 },
  CP: { 2023: 1.1, 2024: 1.02, 2025: 0.98, 2026: 0.97 },
  FL: { 2023: 1.12, 2024: 1.02, 2025: 0.96, 2026: 1.0 },
};

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
function dow(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
const round2 = (x: number): number => Math.round(x * 100) / 100;

export function datasetSql(): string {
  const r = seededRandom(40417);

  const usedPeople = new Set<string>();
  const person = (): string => {
    for (;;) {
      const n = `${r.pick(FIRST)} ${r.pick(LASTN)}`;
      if (!usedPeople.has(n)) {
        usedPeople.add(n);
        return n;
      }
    }
  };
  const usedFarms = new Set<string>();
  const farmName = (owner: string): string => {
    for (;;) {
      const n = r.chance(0.22) ? `${owner.split(' ')[1]} Family Farm` : `${r.pick(PLACE)} ${r.pick(SUFFIX)}`;
      if (!usedFarms.has(n)) {
        usedFarms.add(n);
        return n;
      }
    }
  };

  // ---- inspectors ---------------------------------------------------------------------------------------------
  type Insp = { id: number; nm: string; lvl: string; rpt: number | null; rgn: string | null; hire: string; term: string | null; covers: string[]; w: number };
  const insps: Insp[] = [];
  const chief: Insp = { id: 501, nm: 'Ruth Abernathy', lvl: 'CH', rpt: null, rgn: null, hire: '2009-04-01', term: null, covers: [], w: 0 };
  const srN: Insp = { id: 502, nm: 'Graham Pell', lvl: 'SR', rpt: 501, rgn: 'NTH', hire: '2012-08-13', term: null, covers: ['NTH', 'EST'], w: 0.3 };
  const srR: Insp = { id: 503, nm: 'Lucia Fernandes', lvl: 'SR', rpt: 501, rgn: 'RIV', hire: '2014-02-03', term: null, covers: ['RIV', 'STH'], w: 0.3 };
  for (const i of [chief, srN, srR]) usedPeople.add(i.nm);
  insps.push(chief, srN, srR);
  const fiDefs: [string, string, string | null][] = [
    ['NTH', '2016-07-11', null], ['NTH', '2020-06-01', '2025-03-31'], ['NTH', '2025-05-19', null], ['NTH', '2021-04-12', null],
    ['EST', '2018-03-05', null], ['EST', '2022-06-20', null],
    ['RIV', '2015-09-14', null], ['RIV', '2021-07-05', null], ['RIV', '2023-06-12', '2024-10-31'],
    ['STH', '2017-01-16', null], ['STH', '2019-06-03', '2023-12-15'], ['STH', '2024-01-08', null], ['STH', '2026-06-29', null],
  ];
  fiDefs.forEach(([rgn, hire, term], i) => {
    insps.push({ id: 504 + i, nm: person(), lvl: 'FI', rpt: rgn === 'NTH' || rgn === 'EST' ? 502 : 503, rgn, hire, term, covers: [rgn], w: r.float(0.8, 1.3, 2) });
  });

  // ---- members ------------------------------------------------------------------------------------------------
  type Mbr = { no: number; farm: string; owner: string; rgn: string; home: string; wasDun: boolean; typ: string; ha: number; org: string;
    join: string; exit: string | null; exitCd: string | null; crops: string[] };
  const mbrs: Mbr[] = [];
  const regionW: [string, number][] = [['NTH', 32], ['RIV', 26], ['EST', 18], ['STH', 24]];
  const addMember = (join: string, exit: string | null) => {
    const rgn = r.weighted(regionW);
    const owner = person();
    const typ = r.chance(0.14) ? 'A' : 'F';
    const ha = typ === 'A' ? r.int(20, 300) : Math.round(120 * Math.exp(r.next() * 2.7) * (rgn === 'NTH' ? 1.2 : rgn === 'EST' ? 0.8 : 1));
    let home: string;
    let wasDun = false;
    if (rgn === 'NTH') home = r.chance(0.45) ? 'MLB' : 'CRJ';
    else if (rgn === 'RIV') home = r.chance(0.7) ? 'RVB' : 'ASH';
    else if (rgn === 'EST') home = 'KEL';
    else {
      home = 'STG';
      wasDun = join < DUN_CLOSE && r.chance(0.4);
    }
    const crops: string[] = [];
    if (typ === 'F') {
      const n = r.weighted([[1, 2], [2, 5], [3, 3]]);
      while (crops.length < n) {
        const c = r.weighted(REGION_CROPS[rgn]!);
        if (!crops.includes(c)) crops.push(c);
      }
    }
    const exitCd = exit === null ? null : r.weighted([['RET', 5], ['SLD', 3], ['LFT', 3]]);
    mbrs.push({ no: 0, farm: farmName(owner), owner, rgn, home, wasDun, typ, ha, org: typ === 'F' && r.chance(0.1) ? 'Y' : 'N', join, exit, exitCd, crops });
  };
  for (let k = 0; k < 150; k++) {
    const join = r.date('1979-01-01', '2022-12-31');
    let exit: string | null = null;
    if (r.chance(0.05)) exit = r.date(addDays(join, 400) < '2019-01-01' ? '2019-01-01' : addDays(join, 400), '2022-12-31');
    else if (r.chance(0.15)) exit = r.date('2023-02-01', '2026-11-20');
    if (exit !== null && exit <= join) exit = null;
    addMember(join, exit);
  }
  for (let k = 0; k < 42; k++) {
    const join = r.date('2023-01-01', '2026-11-10');
    const exit = r.chance(0.07) && join < '2025-06-01' ? r.date(addDays(join, 300), '2026-11-20') : null;
    addMember(join, exit);
  }
  mbrs.sort((a, b) => (a.join < b.join ? -1 : a.join > b.join ? 1 : 0));
  mbrs.forEach((m, i) => { m.no = 1001 + i; });
  const active = (m: Mbr, day: string) => m.join <= day && (m.exit === null || m.exit > day);

  // ---- deliveries ---------------------------------------------------------------------------------------------
  type Dlv = { no: number; dt: string; m: Mbr; crop: Crop; dpt: string; yr: number; gross: number; tare: number; net: number; mst: number; grd: string; by: Insp | null };
  const dlvs: Dlv[] = [];
  const pickDepot = (m: Mbr, day: string): string => {
    if (m.wasDun && day <= DUN_CLOSE && r.chance(0.85)) return 'DUN';
    if (r.chance(0.84)) return m.home;
    if (m.rgn === 'NTH') return m.home === 'MLB' ? 'CRJ' : 'MLB';
    if (m.rgn === 'RIV') return m.home === 'RVB' ? 'ASH' : 'RVB';
    if (m.rgn === 'EST') return r.chance(0.7) ? 'CRJ' : 'MLB';
    return day <= DUN_CLOSE && r.chance(0.5) ? 'DUN' : r.chance(0.6) ? 'STG' : 'ASH';
  };
  const grader = (dpt: string, day: string): Insp | null => {
    if (r.chance(0.1)) return null;
    const rgn = DPT.find((d) => d.cd === dpt)!.rgn;
    const pool = insps.filter((i) => i.covers.includes(rgn) && i.hire <= day && (i.term === null || i.term > day));
    if (pool.length === 0) return null;
    return r.weighted(pool.map((i) => [i, i.w] as const));
  };
  const winterDate = (y: number): string => {
    if (r.chance(0.84)) {
      const mth = r.weighted([['07', 2], ['08', 5], ['09', 3]]);
      const from = mth === '07' ? `${y}-07-08` : `${y}-${mth}-01`;
      const to = mth === '07' ? `${y}-07-31` : mth === '08' ? `${y}-08-31` : `${y}-09-30`;
      return r.date(from, to);
    }
    return r.date(`${y}-10-01`, `${y + 1}-06-20`);
  };
  const summerDate = (y: number): string => {
    if (r.chance(0.84)) {
      const mth = r.weighted([['09', 2], ['10', 5], ['11', 3]]);
      const from = mth === '09' ? `${y}-09-15` : `${y}-${mth}-01`;
      const to = mth === '09' ? `${y}-09-30` : mth === '10' ? `${y}-10-31` : `${y}-11-30`;
      return r.date(from, to);
    }
    return r.date(`${y}-12-01`, `${y + 1}-05-31`);
  };
  for (let y = 2022; y <= 2026; y++) {
    for (const m of mbrs) {
      for (const cd of m.crops) {
        if (cd === 'OAT' && y >= 2025) continue;
        const crop = cropOf(cd);
        const lambda = Math.max(0.8, m.ha / 160) * CROP_YR[y]! * (crop.grp === 'P' ? 0.7 : 1);
        const n = Math.min(r.poisson(Math.min(lambda, 20)), 24);
        for (let k = 0; k < n; k++) {
          let dt = crop.summer ? summerDate(y) : winterDate(y);
          if (dow(dt) === 0) dt = addDays(dt, 1);
          if (dt < START || dt > LAST || !active(m, dt)) continue;
          const dpt = pickDepot(m, dt);
          const wet = y === 2024 ? 1.4 : y === 2025 ? -0.3 : 0;
          let mst = crop.mst - 0.9 + wet + (crop.summer ? 0.4 : 0) + (r.next() + r.next() + r.next() - 1.5) * 2.2;
          mst = Math.max(crop.mst - 4, Math.round(mst * 10) / 10);
          let grd: string;
          if (r.chance(0.025)) grd = 'X';
          else if (mst > crop.mst + 2) grd = r.weighted([['2', 30], ['3', 35], ['F', 35]]);
          else grd = r.weighted([['1', y === 2024 ? 34 : 48], ['2', 31], ['3', 13], ['F', y === 2024 ? 16 : 8]]);
          const tare = r.int(1150, 1560) * 10;
          const net = r.int(700, 3150) * 10;
          dlvs.push({ no: 0, dt, m, crop, dpt, yr: y, gross: tare + net, tare, net, mst, grd, by: grader(dpt, dt) });
        }
      }
    }
  }
  dlvs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.m.no - b.m.no));
  dlvs.forEach((d, i) => { d.no = 300001 + i; });

  // ---- payouts ------------------------------------------------------------------------------------------------
  type Pay = { no: number; d: Dlv; prc: number; grs: number; ddn: number; net: number; sts: string; dt: string | null };
  const pays: Pay[] = [];
  for (const d of dlvs) {
    if (d.grd === 'X') continue;
    const prc = round2(d.crop.prc * PRICE_YR[d.yr]! * GRADE_F[d.grd]! * (d.m.org === 'Y' ? 1.2 : 1));
    const grs = round2((d.net / 1000) * prc);
    const ddn = d.mst > d.crop.mst ? round2(grs * 0.015 * (d.mst - d.crop.mst)) : 0;
    let dt: string | null = addDays(d.dt, r.int(10, 32));
    while (dow(dt) === 0 || dow(dt) === 6) dt = addDays(dt, 1);
    let sts = 'P';
    if (dt > LAST) { sts = 'Q'; dt = null; }
    else if (r.chance(0.025)) { sts = 'H'; dt = null; }
    pays.push({ no: 0, d, prc, grs, ddn, net: round2(grs - ddn), sts, dt });
  }
  pays.forEach((p, i) => { p.no = 800001 + i; });

  // ---- input purchases ----------------------------------------------------------------------------------------
  type Inv = { no: number; m: Mbr; dt: string; item: Item; qty: number; prc: number; amt: number; due: string; pd: string | null };
  const invs: Inv[] = [];
  const SEASON = [0.5, 0.5, 1.2, 1.5, 1.3, 0.9, 0.8, 1.2, 1.5, 1.1, 0.7, 0.5];
  const catW = (mth: number, typ: string): [string, number][] => {
    let w: [string, number][];
    if (mth >= 2 && mth <= 4) w = [['SD', 30], ['FT', 35], ['CP', 20], ['FL', 15]];
    else if (mth === 5 || mth === 6) w = [['CP', 45], ['FL', 40], ['FT', 15]];
    else if (mth >= 7 && mth <= 9) w = [['SD', 30], ['FT', 35], ['CP', 10], ['FL', 25]];
    else w = [['FL', 60], ['FT', 25], ['CP', 15]];
    return typ === 'A' ? w.filter(([c]) => c !== 'SD') : w;
  };
  for (let y = 2023; y <= 2026; y++) {
    for (let mth = 0; mth < 12; mth++) {
      const monthStart = `${y}-${String(mth + 1).padStart(2, '0')}-01`;
      if (monthStart > LAST) break;
      for (const m of mbrs) {
        const size = 0.6 + Math.min(m.ha, 3000) / 1200;
        const n = r.poisson(0.38 * SEASON[mth]! * size);
        for (let k = 0; k < n; k++) {
          const end = addDays(`${y}-${String(mth + 2).padStart(2, '0')}-01`.replace(`${y}-13`, `${y + 1}-01`), -1);
          let dt = r.date(monthStart, end);
          if (dow(dt) === 0) dt = addDays(dt, 1);
          if (dt > LAST || !active(m, dt)) continue;
          const cat = r.weighted(catW(mth, m.typ));
          const options = ITEMS.filter((it) => it.cat === cat && (it.crop === undefined || m.crops.includes(it.crop)) && !(it.crop === 'OAT' && y >= 2025));
          if (options.length === 0) continue;
          const item = r.pick(options);
          const scale = m.typ === 'A' ? 0.5 : Math.min(3, size);
          const qty = Number(Math.max(item.min, r.float(item.min, item.max, item.dec) * scale).toFixed(item.dec));
          const prc = round2(item.prc * INPUT_YR[cat]![y]! * r.float(0.97, 1.03, 3));
          const amt = round2(qty * prc);
          const lag = r.chance(0.7) ? r.int(8, 58) : r.int(59, 110);
          let pd: string | null = addDays(dt, lag);
          if (pd > LAST || r.chance(0.03)) pd = null;
          if (pd !== null && m.exit !== null && pd > m.exit && r.chance(0.5)) pd = null;
          invs.push({ no: 0, m, dt, item, qty, prc, amt, due: addDays(dt, 60), pd });
        }
      }
    }
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.m.no - b.m.no));
  invs.forEach((v, i) => { v.no = 560001 + i; });

  return [
    'CREATE SCHEMA agc;',
    `CREATE TABLE agc.rgn (rgn_cd varchar(3) PRIMARY KEY, rgn_nm varchar(30) NOT NULL, ofc_town varchar(30));`,
    `CREATE TABLE agc.dpt (dpt_cd varchar(3) PRIMARY KEY, dpt_nm varchar(40) NOT NULL, rgn_cd varchar(3) NOT NULL REFERENCES agc.rgn (rgn_cd),
      cap_t integer, open_yr integer, act_yn char(1) NOT NULL, cls_dt date);`,
    `CREATE TABLE agc.crop (crop_cd varchar(3) PRIMARY KEY, crop_nm varchar(30) NOT NULL, crop_grp char(1) NOT NULL, std_mst numeric(4,1) NOT NULL,
      base_prc numeric(8,2) NOT NULL, act_yn char(1) NOT NULL);`,
    `CREATE TABLE agc.mbr (mbr_no integer PRIMARY KEY, farm_nm varchar(60) NOT NULL, ownr_nm varchar(60) NOT NULL,
      rgn_cd varchar(3) NOT NULL REFERENCES agc.rgn (rgn_cd), home_dpt varchar(3) REFERENCES agc.dpt (dpt_cd), mbr_typ char(1) NOT NULL,
      ha_frm integer, org_yn char(1) NOT NULL, join_dt date NOT NULL, exit_dt date, exit_cd varchar(3));`,
    `CREATE TABLE agc.insp (insp_id integer PRIMARY KEY, insp_nm varchar(60) NOT NULL, lvl_cd varchar(2) NOT NULL,
      rpt_to integer REFERENCES agc.insp (insp_id), rgn_cd varchar(3) REFERENCES agc.rgn (rgn_cd), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE agc.dlv (dlv_no integer PRIMARY KEY, dlv_dt date NOT NULL, grwr_no integer NOT NULL REFERENCES agc.mbr (mbr_no),
      crop_cd varchar(3) NOT NULL REFERENCES agc.crop (crop_cd), rcv_dpt varchar(3) NOT NULL REFERENCES agc.dpt (dpt_cd), hvst_yr integer NOT NULL,
      gross_kg integer NOT NULL, tare_kg integer NOT NULL, net_kg integer NOT NULL, mst_pct numeric(4,1), grd_cd varchar(1) NOT NULL,
      grd_by integer REFERENCES agc.insp (insp_id));`,
    `CREATE TABLE agc.pay (pay_no integer PRIMARY KEY, tkt_ref integer NOT NULL REFERENCES agc.dlv (dlv_no), prc_t numeric(8,2) NOT NULL,
      grs_amt numeric(11,2) NOT NULL, ddn_amt numeric(10,2) NOT NULL, net_amt numeric(11,2) NOT NULL, pay_sts char(1) NOT NULL, pay_dt date);`,
    `CREATE TABLE agc.inp (inv_no integer PRIMARY KEY, acct_no integer NOT NULL REFERENCES agc.mbr (mbr_no), inv_dt date NOT NULL,
      cat_cd varchar(2) NOT NULL, item_desc varchar(60) NOT NULL, qty numeric(10,1) NOT NULL, uom varchar(3) NOT NULL, unit_prc numeric(9,2) NOT NULL,
      ext_amt numeric(11,2) NOT NULL, due_dt date NOT NULL, pd_dt date);`,
    insertRows('agc.rgn', ['rgn_cd', 'rgn_nm', 'ofc_town'], RGN.map((g) => [...g])),
    insertRows('agc.dpt', ['dpt_cd', 'dpt_nm', 'rgn_cd', 'cap_t', 'open_yr', 'act_yn', 'cls_dt'],
      DPT.map((d) => [d.cd, d.nm, d.rgn, d.cap, d.yr, d.cd === 'DUN' ? 'N' : 'Y', d.cd === 'DUN' ? DUN_CLOSE : null])),
    insertRows('agc.crop', ['crop_cd', 'crop_nm', 'crop_grp', 'std_mst', 'base_prc', 'act_yn'], CROPS.map((c) => [c.cd, c.nm, c.grp, c.mst, c.prc, c.act])),
    insertRows('agc.mbr', ['mbr_no', 'farm_nm', 'ownr_nm', 'rgn_cd', 'home_dpt', 'mbr_typ', 'ha_frm', 'org_yn', 'join_dt', 'exit_dt', 'exit_cd'],
      mbrs.map((m) => [m.no, m.farm, m.owner, m.rgn, m.home, m.typ, m.ha, m.org, m.join, m.exit, m.exitCd])),
    insertRows('agc.insp', ['insp_id', 'insp_nm', 'lvl_cd', 'rpt_to', 'rgn_cd', 'hire_dt', 'term_dt'],
      insps.map((i) => [i.id, i.nm, i.lvl, i.rpt, i.rgn, i.hire, i.term])),
    insertRows('agc.dlv', ['dlv_no', 'dlv_dt', 'grwr_no', 'crop_cd', 'rcv_dpt', 'hvst_yr', 'gross_kg', 'tare_kg', 'net_kg', 'mst_pct', 'grd_cd', 'grd_by'],
      dlvs.map((d) => [d.no, d.dt, d.m.no, d.crop.cd, d.dpt, d.yr, d.gross, d.tare, d.net, d.mst, d.grd, d.by?.id ?? null])),
    insertRows('agc.pay', ['pay_no', 'tkt_ref', 'prc_t', 'grs_amt', 'ddn_amt', 'net_amt', 'pay_sts', 'pay_dt'],
      pays.map((p) => [p.no, p.d.no, p.prc, p.grs, p.ddn, p.net, p.sts, p.dt])),
    insertRows('agc.inp', ['inv_no', 'acct_no', 'inv_dt', 'cat_cd', 'item_desc', 'qty', 'uom', 'unit_prc', 'ext_amt', 'due_dt', 'pd_dt'],
      invs.map((v) => [v.no, v.m.no, v.dt, v.item.cat, v.item.desc, v.qty, v.item.uom, v.prc, v.amt, v.due, v.pd])),
  ].join('\n');
}
