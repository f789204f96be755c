/**
 * Pennine & Humber Blood Service, the regional blood service for West, South and East Yorkshire and North Yorkshire.
 * Volunteer donors give whole blood at its fixed donor centres and at mobile drives that two mobile collection teams
 * run in community halls, workplaces, colleges and churches; panel donors at the Leeds and Sheffield centres also give
 * plasma or platelets by apheresis. Every donation is tested (virology screen, blood group, CMV) and becomes one or two
 * units, which are held in stock until a hospital orders them, and issued against the hospital's orders. This is the
 * service's operational database, loaded up to 2026-11-24 (the day before it was last refreshed). Money is in pounds
 * sterling (GBP); volumes in millilitres; haemoglobin in g/dL. Orders and issues are kept from 2025-01-01 (older ones
 * are archived elsewhere); sessions, donations and units from 2024-12-02, so that the stock the first 2025 orders were
 * filled from is there; the donor register goes back to 2008. Plasma and platelet collections have been paused since
 * 2026-11-10, when the maker recalled the apheresis machines.
 *
 * Schema `bank`:
 * - `site`: collection sites, keyed by `site_cd` (LDC Leeds, SHC Sheffield, YKC York, HLC Hull, BDC Bradford, MTN
 *   Mobile Team North, MTS Mobile Team South). `site_nm`; `site_typ` FXD a fixed donor centre, MOB a mobile collection
 *   team that runs drives at community venues; `town` where the centre is, or where the mobile team is based; `opn_yr`
 *   the year it opened; `beds` donation beds (carried by the team for a mobile team); `aph_yn` Y when the site can
 *   collect plasma and platelets by apheresis; `cls_dt` the day the site closed for good, NULL while it operates.
 * - `donor`: the donor register, keyed by `donor_ref` (DN200013 ...). `frst_nm`, `lst_nm`; `sex_cd` M or F; `birth_yr`
 *   the year of birth; `abo_grp` the ABO blood group O, A, B or AB; `rhd` the RhD type POS or NEG (O NEG is the
 *   universal red cell donor); `reg_dt` the day the donor registered; `home_site_cd` the site they donate at
 *   (`site.site_cd`; donors of a mobile team give at its drives; Hull donors who did not go on to the mobile drives
 *   after the Hull centre closed still show HLC); `ref_by_ref` the donor who referred them under the refer-a-friend
 *   scheme (`donor.donor_ref`), NULL otherwise; `aph_yn` Y for a donor on the apheresis panel (they give plasma or
 *   platelets, not whole blood); `sts_cd` ACT active, TDF temporarily deferred (not allowed to donate for now, after a
 *   deferral at their last session), PDF permanently deferred (after a confirmed reactive test, or for medical
 *   reasons), LAP lapsed (no donation for over two years), WDR withdrawn at their own request.
 * - `sess`: donation sessions, keyed by `sess_no`. `site_cd` the centre or the mobile team that ran it; `sess_dt`;
 *   `venue_nm` the venue of a mobile drive (NULL at a fixed centre); `venue_typ` COM community hall, WRK workplace, EDU
 *   college or university, REL church or faith centre, SPT sports club (NULL at a fixed centre); `tgt_cnt` the number
 *   of donors the session was planned for; `att_cnt` donors who attended (every attendance is a row in `don`, deferrals
 *   included; 0 for a cancelled session); `sts_cd` HLD held, CNX cancelled (weather, staffing, venue).
 * - `don`: donor attendances at sessions, one row per donor per session, keyed by `don_no`. `donor_ref`; `sess_no`;
 *   `proc_cd` WB whole blood, PLS plasma by apheresis, PLT platelets by apheresis; `hb_gdl` the haemoglobin screen
 *   result (NULL when the donor was deferred at the health check before it); `outc_cd` OK a full donation, PRT a
 *   partial (under-volume) donation, DFR deferred at the session, nothing collected; `dfr_cd` why a donor was deferred:
 *   LHB low haemoglobin (below 12.5 g/dL for women, 13.5 for men), MED medication or illness, TRV recent travel, BPR
 *   blood pressure, OTH other (NULL unless deferred); `vol_ml` the volume collected (NULL when deferred); `adv_yn` Y
 *   when the donor had an adverse reaction (fainting, bruising) during or after the donation.
 * - `unit`: the units made from donations, keyed by `unit_no` (PH25100001 ...). `don_no` the donation it came from
 *   (`don.don_no`; a platelet donation can be split into two units); `prod_cd` WB whole blood, PLS plasma (frozen), PLT
 *   platelets; `abo_grp`, `rhd` the unit's blood group (the donor's); `coll_dt` the day it was collected; `exp_dt` the
 *   last day it may be transfused (whole blood 35 days, platelets 7 days, frozen plasma a year after collection);
 *   `vol_ml`; `scr_res` the virology screen: NEG negative, REA reactive (the unit is destroyed and the donor
 *   permanently deferred), PND pending (results take two days); `cmv_neg_yn` Y for a CMV-negative unit (for neonates
 *   and pregnant women); `sts_cd` AVL available in stock, QRN quarantined awaiting test results, ISS issued to a
 *   hospital, EXP expired unused in stock (outdated), DSC discarded (reactive test, under-volume or damaged bag).
 * - `hosp`: hospitals the service supplies, keyed by `hosp_cd`. `hosp_nm`; `town`; `tier_cd` MTC major trauma centre,
 *   ACU acute hospital (teaching or district general), COM community hospital, IND independent (private) hospital;
 *   `nhs_yn` Y for an NHS hospital, N for a private one; `acct_end_dt` the day its supply account was closed, NULL
 *   while we still supply it.
 * - `ord`: hospital orders, keyed by `ord_no`, one product and blood group per order. `hosp_cd`; `ord_dt` the day it
 *   was placed; `req_dt` the day the hospital needs the units by; `prod_cd` WB, PLS, PLT; `abo_grp`, `rhd` the group
 *   ordered; `qty` units ordered; `prio_cd` RTN routine stock replenishment, URG urgent (same day), EMG emergency
 *   (blue-light delivery, always O NEG whole blood); `sts_cd` OPN open (not yet filled in full; some units may have
 *   been issued), FIL filled in full, SHT closed short (part-filled, the rest could not be supplied), CNX cancelled (by
 *   the hospital, or because nothing could be supplied in time). An open order past its `req_dt` is overdue.
 * - `iss`: issues of units to hospitals, one row per unit issued, keyed by `iss_no`. `ord_no` the order it filled;
 *   `unit_no` the unit (`unit.unit_no`; when the group ordered is short, a unit of a compatible group may go instead: O
 *   red cells for an A patient, RhD negative for RhD positive, AB plasma for anyone); `iss_dt` the day it was issued;
 *   `chg_gbp` the price charged to the hospital (the year's national tariff for the product); `rtn_yn` Y when the
 *   hospital sent the unit back unused (it is then destroyed; the charge stands).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const COLL_FIRST_DAY = '2024-12-02';
const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';

/** [site_cd, site_nm, site_typ, town, opn_yr, beds, aph_yn, cls_dt, weekday of its sessions, target [min, max], first session] */
type Site = [string, string, string, string, number, number, string, string | null, number, [number, number], string];
const SITES: Site[] = [
  ['LDC', 'Leeds Donor Centre', 'FXD', 'Leeds', 1997, 14, 'Y', null, -1, [8, 12], COLL_FIRST_DAY],
  ['SHC', 'Sheffield Donor Centre', 'FXD', 'Sheffield', 2004, 12, 'Y', null, 3, [7, 10], COLL_FIRST_DAY],
  ['YKC', 'York Donor Centre', 'FXD', 'York', 2011, 8, 'N', null, 4, [5, 8], COLL_FIRST_DAY],
  ['HLC', 'Hull Donor Centre', 'FXD', 'Hull', 1989, 8, 'N', '2025-09-30', 5, [5, 7], COLL_FIRST_DAY],
  ['BDC', 'Bradford Donor Centre', 'FXD', 'Bradford', 2026, 6, 'N', null, 1, [4, 7], '2026-03-02'],
  ['MTN', 'Mobile Team North', 'MOB', 'Harrogate', 2009, 10, 'N', null, 0, [6, 10], COLL_FIRST_DAY],
  ['MTS', 'Mobile Team South', 'MOB', 'Doncaster', 2015, 10, 'N', null, 0, [6, 10], COLL_FIRST_DAY],
];
const HULL_CLOSED = '2025-09-30';
const BRADFORD_OPENED = '2026-03-02';
/** The apheresis cell separators were recalled by their maker: no plasma or platelet collections from this day. */
const APHERESIS_PAUSED = '2026-11-10';

/** Mobile drive venues: [team, venue, type, weight]. */
const VENUES: [string, string, string, number][] = [
  ['MTN', 'Harrogate Convention Centre', 'COM', 5],
  ['MTN', 'Knaresborough Town Hall', 'COM', 4],
  ['MTN', 'Ripon Methodist Church Hall', 'REL', 3],
  ['MTN', 'Scarborough Spa Suite', 'COM', 4],
  ['MTN', 'Whitby Pavilion', 'COM', 2],
  ['MTN', 'Northallerton Forum', 'COM', 3],
  ['MTN', 'Skipton Town Hall', 'COM', 3],
  ['MTN', 'Thirsk Racecourse', 'SPT', 2],
  ['MTN', 'University of York Central Hall', 'EDU', 3],
  ['MTN', 'Malton Milton Rooms', 'COM', 2],
  ['MTN', 'Selby College', 'EDU', 2],
  ['MTN', 'Drax Power Station Social Club', 'WRK', 2],
  ['MTS', 'Doncaster Minster Hall', 'REL', 3],
  ['MTS', 'Rotherham Civic Centre', 'COM', 5],
  ['MTS', 'Barnsley Metrodome', 'SPT', 3],
  ['MTS', 'Hull Guildhall', 'COM', 4],
  ['MTS', 'Beverley Memorial Hall', 'COM', 3],
  ['MTS', 'Goole Junction', 'COM', 2],
  ['MTS', 'Wakefield Cathedral Centre', 'REL', 3],
  ['MTS', 'Huddersfield University Students Union', 'EDU', 3],
  ['MTS', 'ASOS Barnsley Warehouse', 'WRK', 2],
  ['MTS', 'Scunthorpe Baths Hall', 'COM', 2],
  ['MTS', 'Bridlington Spa', 'COM', 2],
  ['MTS', 'Pontefract Racecourse', 'SPT', 1],
];

/** England bank holidays: no sessions. */
const HOLIDAYS = new Set([
  '2024-12-25',
  '2024-12-26',
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
]);

/** [hosp_cd, hosp_nm, town, tier_cd, nhs_yn, acct_end_dt, whole blood units a day, platelet units a day, plasma units a day] */
type Hospital = [string, string, string, string, string, string | null, number, number, number];
const HOSPITALS: Hospital[] = [
  ['LGI', 'Leeds General Infirmary', 'Leeds', 'MTC', 'Y', null, 1.2, 0.16, 0.06],
  ['SJU', "St James's University Hospital", 'Leeds', 'ACU', 'Y', null, 0.9, 0.14, 0.04],
  ['NGH', 'Northern General Hospital', 'Sheffield', 'MTC', 'Y', null, 0.9, 0.1, 0.05],
  ['RHH', 'Royal Hallamshire Hospital', 'Sheffield', 'ACU', 'Y', null, 0.5, 0.08, 0.02],
  ['HRI', 'Hull Royal Infirmary', 'Hull', 'MTC', 'Y', null, 0.66, 0.06, 0.04],
  ['CHH', 'Castle Hill Hospital', 'Cottingham', 'ACU', 'Y', null, 0.28, 0.05, 0.01],
  ['YDH', 'York Hospital', 'York', 'ACU', 'Y', null, 0.42, 0.03, 0.02],
  ['BRI', 'Bradford Royal Infirmary', 'Bradford', 'ACU', 'Y', null, 0.46, 0.03, 0.02],
  ['HDH', 'Harrogate District Hospital', 'Harrogate', 'ACU', 'Y', null, 0.2, 0.01, 0.005],
  ['DRI', 'Doncaster Royal Infirmary', 'Doncaster', 'ACU', 'Y', null, 0.33, 0.012, 0.01],
  ['SCB', 'Scarborough Hospital', 'Scarborough', 'ACU', 'Y', null, 0.17, 0, 0.004],
  ['MLH', 'Malton Community Hospital', 'Malton', 'COM', 'Y', '2025-12-31', 0.025, 0, 0],
  ['BCH', 'Bridlington Community Hospital', 'Bridlington', 'COM', 'Y', null, 0.012, 0, 0],
  ['SPL', 'Spire Leeds Hospital', 'Leeds', 'IND', 'N', null, 0.07, 0, 0.002],
  ['NYH', 'Nuffield Health York Hospital', 'York', 'IND', 'N', null, 0.045, 0, 0],
  ['BHH', 'BMI Huddersfield Hospital', 'Huddersfield', 'IND', 'N', '2026-06-30', 0.05, 0, 0],
];

/** Platelet orders hospitals placed after the apheresis pause: [hosp_cd, ord_dt, req_dt, abo, rhd, qty, prio]. */
const PAUSE_ORDERS: [string, string, string, string, string, number, string][] = [
  ['SJU', '2026-11-20', '2026-11-21', 'A', 'POS', 2, 'RTN'],
  ['LGI', '2026-11-21', '2026-11-21', 'O', 'POS', 1, 'URG'],
  ['NGH', '2026-11-22', '2026-11-23', 'O', 'NEG', 1, 'RTN'],
  ['HRI', '2026-11-23', '2026-11-23', 'B', 'POS', 1, 'URG'],
];

/** The national tariff per unit, by year. */
const TARIFF: Record<string, Record<string, number>> = {
  '2025': { WB: 142.0, PLT: 226.5, PLS: 31.8 },
  '2026': { WB: 147.6, PLT: 233.4, PLS: 32.9 },
};
const SHELF_DAYS: Record<string, number> = { WB: 35, PLT: 7, PLS: 365 };

/** Blood groups of the donor population: [abo, rhd, weight]. */
const GROUPS: [string, string, number][] = [
  ['O', 'POS', 35],
  ['O', 'NEG', 14.5],
  ['A', 'POS', 30],
  ['A', 'NEG', 8],
  ['B', 'POS', 8],
  ['B', 'NEG', 2],
  ['AB', 'POS', 2.5],
  ['AB', 'NEG', 1],
];
/** Blood groups hospitals order (O NEG also goes out for emergencies). */
const DEMAND_GROUPS: [string, string, number][] = [
  ['O', 'POS', 33],
  ['O', 'NEG', 5.5],
  ['A', 'POS', 34],
  ['A', 'NEG', 7.5],
  ['B', 'POS', 10],
  ['B', 'NEG', 2.2],
  ['AB', 'POS', 3.2],
  ['AB', 'NEG', 1.1],
];

const FEMALE_NAMES = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Grace',
  'Sophie',
  'Emily',
  'Charlotte',
  'Ella',
  'Lucy',
  'Hannah',
  'Jessica',
  'Chloe',
  'Megan',
  'Rebecca',
  'Laura',
  'Sarah',
  'Rachel',
  'Emma',
  'Claire',
  'Helen',
  'Karen',
  'Susan',
  'Joanne',
  'Nicola',
  'Gemma',
  'Amy',
  'Katie',
  'Lauren',
  'Beth',
  'Jane',
  'Alison',
  'Julie',
  'Dawn',
  'Tracey',
  'Aisha',
  'Fatima',
  'Ayesha',
  'Priya',
  'Sana',
  'Zara',
  'Agnieszka',
  'Niamh',
  'Freya',
  'Poppy',
  'Molly',
  'Eleanor',
  'Ruth',
  'Margaret',
  'Pauline',
  'Lindsey',
  'Kirsty',
  'Yasmin',
];
const MALE_NAMES = [
  'Oliver',
  'George',
  'Harry',
  'Jack',
  'Noah',
  'Charlie',
  'Thomas',
  'James',
  'William',
  'Daniel',
  'Joshua',
  'Samuel',
  'Matthew',
  'Luke',
  'Adam',
  'Ryan',
  'Liam',
  'Callum',
  'Jamie',
  'Ben',
  'Tom',
  'Chris',
  'Mark',
  'Paul',
  'Andrew',
  'David',
  'Richard',
  'Steven',
  'Gary',
  'Neil',
  'Simon',
  'Martin',
  'Graham',
  'Kevin',
  'Stuart',
  'Craig',
  'Darren',
  'Imran',
  'Mohammed',
  'Bilal',
  'Hassan',
  'Arjun',
  'Ravi',
  'Tomasz',
  'Piotr',
  'Connor',
  'Ethan',
  'Lewis',
  'Kieran',
  'Nathan',
  'Dean',
  'Ian',
  'Keith',
  'Barry',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Wilson',
  'Johnson',
  'Walker',
  'Wright',
  'Robinson',
  'Thompson',
  'White',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Harris',
  'Lewis',
  'Martin',
  'Jackson',
  'Clarke',
  'Clark',
  'Turner',
  'Hill',
  'Scott',
  'Cooper',
  'Morris',
  'Ward',
  'Moore',
  'King',
  'Watson',
  'Baker',
  'Harrison',
  'Morgan',
  'Patel',
  'Young',
  'Allen',
  'Mitchell',
  'James',
  'Anderson',
  'Phillips',
  'Lee',
  'Bell',
  'Parker',
  'Davies',
  'Shaw',
  'Lloyd',
  'Atkinson',
  'Holmes',
  'Barker',
  'Hussain',
  'Khan',
  'Ahmed',
  'Akhtar',
  'Ali',
  'Begum',
  'Mahmood',
  'Kowalski',
  'Nowak',
  'Sutcliffe',
  'Ackroyd',
  'Haigh',
  'Greenwood',
  'Hirst',
  'Brook',
  'Firth',
  'Crowther',
  'Priestley',
  'Lockwood',
  'Fletcher',
  'Booth',
  'Dyson',
  'Hepworth',
  'Wainwright',
  'Ramsden',
  'Oldroyd',
];

interface Donor {
  ref: string;
  frst: string;
  lst: string;
  sex: string;
  birthYr: number;
  abo: string;
  rhd: string;
  reg: string;
  /** The site the donor gives at before `moveDt`, and after it (null: stops giving). */
  site: string;
  moveDt: string | null;
  siteAfter: string | null;
  refBy: string | null;
  aph: string | null;
  rate: number;
  /** The donor gives no more from this day. */
  stopDt: string | null;
  stopSts: string | null;
  nextOk: string;
  hb: number;
  cmvNeg: boolean;
  attended: number;
  lastOutcome: string | null;
  reactive: boolean;
}

interface Session {
  no: number;
  site: string;
  dt: string;
  venue: string | null;
  venueTyp: string | null;
  tgt: number;
  att: number;
  sts: string;
}

interface Unit {
  no: string;
  don: number;
  prod: string;
  abo: string;
  rhd: string;
  coll: string;
  exp: string;
  vol: number;
  scr: string;
  cmv: string;
  sts: string;
}

interface Order {
  no: number;
  hosp: string;
  dt: string;
  req: string;
  prod: string;
  abo: string;
  rhd: string;
  qty: number;
  prio: string;
  sts: string | null;
  firstIss: string;
  issued: number;
}

const ABO = ['O', 'A', 'B', 'AB'];
/**
 * The stock a unit for an order may come from, best first: the group ordered, then compatible groups. Red cells: O
 * for anyone, A or B for AB, RhD negative for RhD positive (O NEG kept for last). Plasma: AB plasma for anyone, A or B
 * plasma for O. Platelets: any group.
 */
function compatible(prod: string, abo: string, rhd: string): string[] {
  const keys: string[] = [];
  const add = (a: string, d: string) => {
    const key = `${prod}|${a}|${d}`;
    if (!keys.includes(key)) keys.push(key);
  };
  add(abo, rhd);
  const otherRh = rhd === 'POS' ? 'NEG' : 'POS';
  if (prod === 'WB') {
    const donorsFor: Record<string, string[]> = { O: ['O'], A: ['A', 'O'], B: ['B', 'O'], AB: ['AB', 'A', 'B', 'O'] };
    const groups = donorsFor[abo] as string[];
    for (const a of groups) add(a, rhd);
    if (rhd === 'POS') for (const a of groups) add(a, 'NEG');
  } else if (prod === 'PLS') {
    const donorsFor: Record<string, string[]> = {
      O: ['O', 'A', 'B', 'AB'],
      A: ['A', 'AB'],
      B: ['B', 'AB'],
      AB: ['AB'],
    };
    add(abo, otherRh);
    for (const a of donorsFor[abo] as string[]) {
      add(a, rhd);
      add(a, otherRh);
    }
  } else {
    add(abo, otherRh);
    for (const a of ABO) {
      add(a, rhd);
      add(a, otherRh);
    }
  }
  return keys;
}

function normal(r: SeededRandom, mean: number, sd: number): number {
  const u = Math.max(r.next(), 1e-9);
  const v = r.next();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/** Picks up to n distinct items by weight. */
function pickWeighted<T>(r: SeededRandom, items: T[], weight: (item: T) => number, n: number): T[] {
  const pool = items.map((item) => ({ item, w: weight(item) }));
  const chosen: T[] = [];
  while (chosen.length < n && pool.length > 0) {
    const total = pool.reduce((sum, p) => sum + p.w, 0);
    let roll = r.next() * total;
    let at = pool.length - 1;
    for (let i = 0; i < pool.length; i++) {
      roll -= (pool[i] as { w: number }).w;
      if (roll < 0) {
        at = i;
        break;
      }
    }
    chosen.push((pool[at] as { item: T }).item);
    pool.splice(at, 1);
  }
  return chosen;
}

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // Donors.
  const nameOf = {
    F: uniqueNames(r, FEMALE_NAMES, LAST_NAMES),
    M: uniqueNames(r, MALE_NAMES, LAST_NAMES),
  };
  const raw: Omit<Donor, 'ref' | 'refBy'>[] = [];
  const DONORS = 2100;
  for (let i = 0; i < DONORS; i++) {
    const sex = r.chance(0.53) ? 'F' : 'M';
    const [frst, lst] = nameOf[sex as 'F' | 'M']();
    const birthYr = r.weighted<number>([
      [r.int(1952, 1965), 3],
      [r.int(1966, 1980), 5],
      [r.int(1981, 1995), 5],
      [r.int(1996, 2008), 4],
    ]);
    const [abo, rhd] = r.weighted(GROUPS.map(([a, b, w]) => [[a, b] as const, w] as const));
    let site = r.weighted<string>([
      ['LDC', 31],
      ['SHC', 16],
      ['YKC', 12],
      ['HLC', 9],
      ['BDC', 6],
      ['MTN', 14],
      ['MTS', 12],
    ]);
    const earliest = `${Math.max(2008, birthYr + 17)}-0${r.int(1, 9)}-1${r.int(0, 9)}`;
    let reg: string;
    const newDonor = birthYr + 17 > 2024 || (site === 'BDC' ? r.chance(0.75) : r.chance(0.24));
    if (newDonor)
      reg = r.date(site === 'BDC' ? '2026-01-20' : earliest > FIRST_DAY ? earliest : FIRST_DAY, '2026-11-20');
    else reg = r.date(earliest, '2024-12-31');
    let moveDt: string | null = null;
    let siteAfter: string | null = null;
    if (site === 'BDC' && reg < BRADFORD_OPENED) {
      // Bradford donors gave at Leeds until their own centre opened.
      site = 'LDC';
      moveDt = BRADFORD_OPENED;
      siteAfter = 'BDC';
    }
    if (site === 'HLC') {
      if (reg >= '2025-08-01') site = 'MTS';
      else {
        moveDt = addDays(HULL_CLOSED, 1);
        siteAfter = r.chance(0.68) ? 'MTS' : null;
      }
    }
    let stopDt: string | null = null;
    let stopSts: string | null = null;
    if (!newDonor && r.chance(0.13) && reg < '2023-06-01') {
      stopDt = COLL_FIRST_DAY;
      stopSts = 'LAP';
    } else if (!newDonor && r.chance(0.012)) {
      stopDt = COLL_FIRST_DAY;
      stopSts = 'PDF';
    } else if (newDonor && r.chance(0.12)) {
      stopDt = reg; // registered online and never came
    } else if (r.chance(0.03)) {
      stopDt = r.date(reg > COLL_FIRST_DAY ? reg : COLL_FIRST_DAY, LAST_DAY);
      stopSts = 'WDR';
    } else if (r.chance(0.1)) {
      stopDt = r.date(reg > COLL_FIRST_DAY ? reg : COLL_FIRST_DAY, LAST_DAY); // drifted away, still on the register
    }
    const rate = r.weighted<number>([
      [r.float(0.3, 0.8), 3],
      [r.float(0.8, 1.6), 4],
      [r.float(1.6, 3.0), 2],
    ]);
    raw.push({
      frst,
      lst,
      sex,
      birthYr,
      abo,
      rhd,
      reg,
      site,
      moveDt,
      siteAfter,
      aph: null,
      rate,
      stopDt,
      stopSts,
      nextOk: newDonor ? reg : addDays(COLL_FIRST_DAY, r.int(0, 110)),
      hb: normal(r, sex === 'F' ? 13.75 : 15.05, 0.75),
      cmvNeg: r.chance(0.55),
      attended: 0,
      lastOutcome: null,
      reactive: false,
    });
  }
  raw.sort((a, b) => (a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : 0));
  let refSeq = 200000;
  const donors: Donor[] = raw.map((d) => {
    refSeq += r.int(1, 9);
    return { ...d, ref: `DN${refSeq}`, refBy: null };
  });
  // Apheresis panel: long-standing donors at Leeds and Sheffield; platelet donors are men.
  for (const [site, count] of [
    ['LDC', 46],
    ['SHC', 26],
  ] as const) {
    const pool = donors.filter(
      (d) => d.site === site && d.moveDt === null && d.reg < '2023-01-01' && d.stopDt === null,
    );
    for (const d of r.shuffle(pool).slice(0, count)) {
      d.aph = r.chance(d.sex === 'M' ? 0.85 : 0.35) ? 'PLT' : 'PLS';
      d.rate = r.float(1, 3);
      d.nextOk = addDays(COLL_FIRST_DAY, r.int(0, 20));
    }
  }
  // Refer-a-friend: a few keen recruiters bring in many.
  const recruiters = new Map<string, number>();
  const keen = r.shuffle(donors.filter((d) => d.reg < '2016-01-01' && d.stopDt === null)).slice(0, 6);
  [150, 110, 80, 60, 45, 35].forEach((w, i) => recruiters.set((keen[i] as Donor).ref, w));
  for (let i = 0; i < donors.length; i++) {
    const d = donors[i] as Donor;
    if (d.reg < '2014-01-01' || !r.chance(0.17)) continue;
    const earlier = donors.slice(0, i).filter((e) => e.reg < d.reg);
    if (earlier.length === 0) continue;
    const by = pickWeighted(r, earlier, (e) => recruiters.get(e.ref) ?? 1, 1)[0] as Donor;
    d.refBy = by.ref;
  }

  // Sessions.
  const sessions: Session[] = [];
  for (let day = COLL_FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    if (HOLIDAYS.has(day)) continue;
    const dow = dayOfWeek(day);
    for (const s of SITES) {
      const [cd, , typ, , , , , cls, weekday, tgt, first] = s;
      if (day < first || (cls !== null && day > cls)) continue;
      if (typ === 'FXD') {
        const runs = weekday === -1 ? dow === 2 || dow === 6 : dow === weekday;
        if (!runs) continue;
        sessions.push({
          no: 0,
          site: cd,
          dt: day,
          venue: null,
          venueTyp: null,
          tgt: r.int(tgt[0], tgt[1]),
          att: 0,
          sts: r.chance(0.025) ? 'CNX' : 'HLD',
        });
      } else if (dow >= 1 && dow <= 5) {
        // About one drive a week per team, now and then two.
        if (!r.chance(dow === (cd === 'MTN' ? 3 : 2) ? 0.93 : 0.055)) continue;
        const [, venue, vt] = r.weighted(VENUES.filter((v) => v[0] === cd).map((v) => [v, v[3]] as const));
        sessions.push({
          no: 0,
          site: cd,
          dt: day,
          venue,
          venueTyp: vt,
          tgt: r.int(tgt[0], tgt[1]),
          att: 0,
          sts: r.chance(0.055) ? 'CNX' : 'HLD',
        });
      }
    }
  }
  sessions.forEach((s, i) => (s.no = 4001 + i));

  // Attendances, donations and units.
  const siteOf = (d: Donor, day: string): string | null =>
    d.moveDt !== null && day >= d.moveDt ? d.siteAfter : d.site;
  const dons: [number, string, number, string, number | null, string, string | null, number | null, string][] = [];
  const units: Unit[] = [];
  const unitSeq: Record<string, number> = { '24': 100000, '25': 100000, '26': 100000 };
  let donNo = 700001;
  const addUnit = (don: number, prod: string, d: Donor, day: string, vol: number, scr: string, sts: string) => {
    const yy = day.slice(2, 4);
    unitSeq[yy] = (unitSeq[yy] as number) + 1;
    units.push({
      no: `PH${yy}${unitSeq[yy]}`,
      don,
      prod,
      abo: d.abo,
      rhd: d.rhd,
      coll: day,
      exp: addDays(day, (SHELF_DAYS[prod] as number) - 1),
      vol,
      scr,
      cmv: d.cmvNeg ? 'Y' : 'N',
      sts,
    });
  };
  const bySite = new Map<string, Donor[]>();
  for (const d of donors) {
    for (const s of [d.site, d.siteAfter]) {
      if (s === null) continue;
      const list = bySite.get(s) ?? [];
      if (!list.includes(d)) list.push(d);
      bySite.set(s, list);
    }
  }
  for (const s of sessions) {
    if (s.sts === 'CNX') continue;
    const day = s.dt;
    const eligible = (bySite.get(s.site) ?? []).filter(
      (d) =>
        siteOf(d, day) === s.site &&
        d.reg <= day &&
        (d.stopDt === null || d.stopDt > day) &&
        !d.reactive &&
        d.nextOk <= day,
    );
    const aphSlots = day >= APHERESIS_PAUSED ? 0 : s.site === 'LDC' ? r.int(2, 4) : s.site === 'SHC' ? r.int(1, 3) : 0;
    const aph = pickWeighted(
      r,
      eligible.filter((d) => d.aph !== null),
      (d) => d.rate,
      aphSlots,
    );
    const wbCount = Math.max(0, Math.round(s.tgt * (0.72 + r.next() * 0.42)) - aph.length);
    const wb = pickWeighted(
      r,
      eligible.filter((d) => d.aph === null),
      (d) => d.rate * (d.attended === 0 && d.reg > FIRST_DAY ? 4 : 1),
      wbCount,
    );
    const attendees = r.shuffle([...aph, ...wb]);
    s.att = attendees.length;
    for (const d of attendees) {
      const proc = d.aph ?? 'WB';
      const no = donNo++;
      const firstTime = d.attended === 0 && d.reg > FIRST_DAY;
      d.attended++;
      const roll = r.next();
      let dfr: string | null = null;
      if (roll < 0.012) dfr = 'MED';
      else if (roll < 0.022) dfr = 'TRV';
      else if (roll < 0.03) dfr = 'BPR';
      else if (roll < 0.035) dfr = 'OTH';
      let hb: number | null = dfr === 'MED' || dfr === 'TRV' ? null : round(d.hb + normal(r, 0, 0.45), 1);
      if (dfr === null && hb !== null && hb < (d.sex === 'F' ? 12.5 : 13.5)) dfr = 'LHB';
      if (hb !== null && hb < 9.5) hb = 9.5;
      if (dfr !== null) {
        d.nextOk = addDays(day, { LHB: 91, MED: 56, TRV: 120, BPR: 28, OTH: 28 }[dfr] as number);
        d.lastOutcome = 'DFR';
        dons.push([no, d.ref, s.no, proc, hb, 'DFR', dfr, null, 'N']);
        continue;
      }
      d.lastOutcome = 'OK';
      const partial = proc === 'WB' && r.chance(0.024);
      const vol =
        proc === 'WB'
          ? partial
            ? r.int(160, 380)
            : r.int(440, 500)
          : proc === 'PLS'
            ? r.int(600, 780)
            : r.int(230, 540);
      const adv = r.chance(proc !== 'WB' ? 0.01 : firstTime ? 0.06 : s.venue !== null ? 0.03 : 0.02) ? 'Y' : 'N';
      dons.push([no, d.ref, s.no, proc, hb, partial ? 'PRT' : 'OK', null, vol, adv]);
      d.nextOk = addDays(day, proc === 'PLS' ? 14 : proc === 'PLT' ? 28 : d.sex === 'M' ? 84 : 112);
      const pending = day >= '2026-11-23';
      const reactive = !pending && r.chance(firstTime ? 0.012 : 0.0025);
      if (reactive) d.reactive = true;
      const scr = pending ? 'PND' : reactive ? 'REA' : 'NEG';
      const sts = pending ? 'QRN' : reactive || partial || r.chance(0.004) ? 'DSC' : 'AVL';
      if (proc === 'PLT' && vol >= 420) {
        addUnit(no, proc, d, day, Math.round(vol / 2), scr, sts);
        addUnit(no, proc, d, day, vol - Math.round(vol / 2), scr, sts);
      } else addUnit(no, proc, d, day, vol, scr, sts);
    }
  }

  // Donor status at the load.
  const donorRows = donors.map((d) => {
    let sts = 'ACT';
    if (d.reactive) sts = 'PDF';
    else if (d.stopSts !== null) sts = d.stopSts;
    else if (d.lastOutcome === 'DFR' && d.nextOk > LAST_DAY) sts = 'TDF';
    const home = d.moveDt !== null && d.siteAfter !== null ? d.siteAfter : d.site;
    return [
      d.ref,
      d.frst,
      d.lst,
      d.sex,
      d.birthYr,
      d.abo,
      d.rhd,
      d.reg,
      home,
      d.refBy,
      d.aph === null ? 'N' : 'Y',
      sts,
    ];
  });

  // Orders and issues: a day-by-day simulation of the stock.
  const stock = new Map<string, Unit[]>();
  const releaseOn = new Map<string, Unit[]>();
  for (const u of units) {
    if (u.sts !== 'AVL') continue;
    const day = addDays(u.coll, 2);
    const list = releaseOn.get(day) ?? [];
    list.push(u);
    releaseOn.set(day, list);
  }
  const orders: Order[] = [];
  const issues: [number, number, string, string, number, string][] = [];
  let ordNo = 50001;
  let issNo = 900001;
  const open: Order[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    for (const u of releaseOn.get(day) ?? []) {
      const key = `${u.prod}|${u.abo}|${u.rhd}`;
      const list = stock.get(key) ?? [];
      list.push(u);
      stock.set(key, list);
    }
    const weekend = dayOfWeek(day) === 0 || dayOfWeek(day) === 6;
    for (const h of HOSPITALS) {
      const [cd, , , tier, , end, wbRate, pltRate, plsRate] = h;
      if (end !== null && day > end) continue;
      for (const [prod, rate, meanQty] of [
        ['WB', wbRate * 0.84, 3.2],
        ['PLT', pltRate * 1.15, 1.5],
        ['PLS', plsRate * 1.3, 3],
      ] as const) {
        if (rate === 0) continue;
        const n = r.poisson((rate * (weekend ? 0.6 : 1.15)) / meanQty);
        for (let k = 0; k < n; k++) {
          const emergencyOk = prod === 'WB' && (tier === 'MTC' || tier === 'ACU');
          const prio =
            prod === 'WB'
              ? r.weighted<string>([
                  ['RTN', 78],
                  ['URG', 17],
                  ['EMG', emergencyOk ? 5 : 0],
                ])
              : r.weighted<string>([
                  ['RTN', prod === 'PLT' ? 60 : 80],
                  ['URG', prod === 'PLT' ? 40 : 20],
                ]);
          const [abo, rhd] =
            prio === 'EMG' ? ['O', 'NEG'] : r.weighted(DEMAND_GROUPS.map(([a, b, w]) => [[a, b] as const, w] as const));
          const qty =
            prod === 'WB'
              ? prio === 'RTN'
                ? r.int(1, 6)
                : prio === 'URG'
                  ? r.int(1, 3)
                  : r.int(2, 4)
              : prod === 'PLT'
                ? r.int(1, 2)
                : r.int(2, 4);
          const req = prio === 'RTN' ? addDays(day, r.int(1, 3)) : day;
          const o: Order = {
            no: ordNo++,
            hosp: cd,
            dt: day,
            req,
            prod,
            abo,
            rhd,
            qty,
            prio,
            sts: null,
            firstIss: prio === 'RTN' && r.chance(0.45) ? addDays(day, 1) : day,
            issued: 0,
          };
          orders.push(o);
          if (prio === 'RTN' && r.chance(0.015)) o.sts = 'CNX';
          else open.push(o);
        }
      }
    }
    for (const [hosp, dt, req, abo, rhd, qty, prio] of PAUSE_ORDERS) {
      if (dt !== day) continue;
      const o: Order = {
        no: ordNo++,
        hosp,
        dt,
        req,
        prod: 'PLT',
        abo,
        rhd,
        qty,
        prio,
        sts: null,
        firstIss: dt,
        issued: 0,
      };
      orders.push(o);
      open.push(o);
    }
    const rank: Record<string, number> = { EMG: 0, URG: 1, RTN: 2 };
    open.sort((a, b) => (rank[a.prio] as number) - (rank[b.prio] as number) || a.no - b.no);
    for (const o of open) {
      if (o.firstIss > day) continue;
      const lists = compatible(o.prod, o.abo, o.rhd).map((key) => stock.get(key) ?? []);
      for (const list of lists) list.sort((a, b) => (a.exp < b.exp ? -1 : a.exp > b.exp ? 1 : a.no < b.no ? -1 : 1));
      while (o.issued < o.qty) {
        const list = lists.find((l) => l.some((x) => x.exp >= day));
        const u = list?.find((x) => x.exp >= day);
        if (!list || !u) break;
        list.splice(list.indexOf(u), 1);
        u.sts = 'ISS';
        o.issued++;
        const price = (TARIFF[day.slice(0, 4)] as Record<string, number>)[o.prod] as number;
        issues.push([issNo++, o.no, u.no, day, price, r.chance(0.022) ? 'Y' : 'N']);
      }
      if (o.issued === o.qty) o.sts = 'FIL';
      else if (addDays(o.req, 4) <= day) o.sts = o.issued > 0 ? 'SHT' : 'CNX';
    }
    for (let i = open.length - 1; i >= 0; i--) if ((open[i] as Order).sts !== null) open.splice(i, 1);
    for (const [key, list] of stock)
      stock.set(
        key,
        list.filter((u) => u.exp > day),
      );
  }
  for (const o of open) o.sts = 'OPN';
  for (const u of units) if (u.sts === 'AVL' && u.exp <= LAST_DAY) u.sts = 'EXP';

  return [
    'CREATE SCHEMA bank;',
    `CREATE TABLE bank.site (site_cd varchar(3) PRIMARY KEY, site_nm text NOT NULL, site_typ varchar(3) NOT NULL, town text NOT NULL, opn_yr smallint NOT NULL,
      beds smallint NOT NULL, aph_yn char(1) NOT NULL, cls_dt date);`,
    `CREATE TABLE bank.donor (donor_ref varchar(8) PRIMARY KEY, frst_nm text NOT NULL, lst_nm text NOT NULL, sex_cd char(1) NOT NULL, birth_yr smallint NOT NULL,
      abo_grp varchar(2) NOT NULL, rhd varchar(3) NOT NULL, reg_dt date NOT NULL, home_site_cd varchar(3) NOT NULL REFERENCES bank.site (site_cd),
      ref_by_ref varchar(8) REFERENCES bank.donor (donor_ref), aph_yn char(1) NOT NULL, sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE bank.sess (sess_no integer PRIMARY KEY, site_cd varchar(3) NOT NULL REFERENCES bank.site (site_cd), sess_dt date NOT NULL, venue_nm text,
      venue_typ varchar(3), tgt_cnt smallint NOT NULL, att_cnt smallint NOT NULL, sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE bank.don (don_no integer PRIMARY KEY, donor_ref varchar(8) NOT NULL REFERENCES bank.donor (donor_ref),
      sess_no integer NOT NULL REFERENCES bank.sess (sess_no), proc_cd varchar(3) NOT NULL, hb_gdl numeric(3,1), outc_cd varchar(3) NOT NULL, dfr_cd varchar(3),
      vol_ml smallint, adv_yn char(1) NOT NULL);`,
    `CREATE TABLE bank.unit (unit_no varchar(10) PRIMARY KEY, don_no integer NOT NULL, prod_cd varchar(3) NOT NULL, abo_grp varchar(2) NOT NULL,
      rhd varchar(3) NOT NULL, coll_dt date NOT NULL, exp_dt date NOT NULL, vol_ml smallint NOT NULL, scr_res varchar(3) NOT NULL, cmv_neg_yn char(1) NOT NULL,
      sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE bank.hosp (hosp_cd varchar(3) PRIMARY KEY, hosp_nm text NOT NULL, town text NOT NULL, tier_cd varchar(3) NOT NULL, nhs_yn char(1) NOT NULL,
      acct_end_dt date);`,
    `CREATE TABLE bank.ord (ord_no integer PRIMARY KEY, hosp_cd varchar(3) NOT NULL REFERENCES bank.hosp (hosp_cd), ord_dt date NOT NULL, req_dt date NOT NULL,
      prod_cd varchar(3) NOT NULL, abo_grp varchar(2) NOT NULL, rhd varchar(3) NOT NULL, qty smallint NOT NULL, prio_cd varchar(3) NOT NULL,
      sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE bank.iss (iss_no integer PRIMARY KEY, ord_no integer NOT NULL REFERENCES bank.ord (ord_no), unit_no varchar(10) NOT NULL, iss_dt date NOT NULL,
      chg_gbp numeric(8,2) NOT NULL, rtn_yn char(1) NOT NULL);`,
    insertRows(
      'bank.site',
      ['site_cd', 'site_nm', 'site_typ', 'town', 'opn_yr', 'beds', 'aph_yn', 'cls_dt'],
      SITES.map((s) => s.slice(0, 8)),
    ),
    insertRows(
      'bank.donor',
      [
        'donor_ref',
        'frst_nm',
        'lst_nm',
        'sex_cd',
        'birth_yr',
        'abo_grp',
        'rhd',
        'reg_dt',
        'home_site_cd',
        'ref_by_ref',
        'aph_yn',
        'sts_cd',
      ],
      donorRows,
    ),
    insertRows(
      'bank.sess',
      ['sess_no', 'site_cd', 'sess_dt', 'venue_nm', 'venue_typ', 'tgt_cnt', 'att_cnt', 'sts_cd'],
      sessions.map((s) => [s.no, s.site, s.dt, s.venue, s.venueTyp, s.tgt, s.att, s.sts]),
    ),
    insertRows(
      'bank.don',
      ['don_no', 'donor_ref', 'sess_no', 'proc_cd', 'hb_gdl', 'outc_cd', 'dfr_cd', 'vol_ml', 'adv_yn'],
      dons,
    ),
    insertRows(
      'bank.unit',
      [
        'unit_no',
        'don_no',
        'prod_cd',
        'abo_grp',
        'rhd',
        'coll_dt',
        'exp_dt',
        'vol_ml',
        'scr_res',
        'cmv_neg_yn',
        'sts_cd',
      ],
      units.map((u) => [u.no, u.don, u.prod, u.abo, u.rhd, u.coll, u.exp, u.vol, u.scr, u.cmv, u.sts]),
    ),
    insertRows(
      'bank.hosp',
      ['hosp_cd', 'hosp_nm', 'town', 'tier_cd', 'nhs_yn', 'acct_end_dt'],
      HOSPITALS.map((h) => h.slice(0, 6)),
    ),
    insertRows(
      'bank.ord',
      ['ord_no', 'hosp_cd', 'ord_dt', 'req_dt', 'prod_cd', 'abo_grp', 'rhd', 'qty', 'prio_cd', 'sts_cd'],
      orders.map((o) => [o.no, o.hosp, o.dt, o.req, o.prod, o.abo, o.rhd, o.qty, o.prio, o.sts]),
    ),
    insertRows('bank.iss', ['iss_no', 'ord_no', 'unit_no', 'iss_dt', 'chg_gbp', 'rtn_yn'], issues),
  ].join('\n');
}
