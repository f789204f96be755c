/**
 * Front Range Comfort Pros, an HVAC and plumbing field-service company in the Denver metro area (Denver, Aurora,
 * Lakewood, Littleton, Arvada, Englewood and Westminster). It repairs, maintains and replaces heating, cooling and
 * plumbing equipment for homeowners, businesses and public bodies, and sells yearly maintenance contracts.
 *
 * Schema `fsm` (field service management):
 * - `cust`: customers. `cust_no` like C10234; `cust_nm` the person's or organisation's name; `seg_cd` RES homeowner,
 *   COM business, PUB public body or non-profit (school, library, church, fire district); `since_dt` when they became a
 *   customer; `active_yn` N for a customer we no longer serve (all their contracts have ended).
 * - `site`: the customer's service locations (a home, a store, a school). `site_id` number; `cust_no` the owner;
 *   `site_nm` a label; `street_addr`, `city`, `zip_cd`; `bldg_typ` SFH single-family house, TWNH townhouse, OFFC office,
 *   RETL retail store, REST restaurant, WHSE warehouse, MED medical office, SCHL school, CHRC church, LIBR library,
 *   FIRE fire station; `sq_ft` floor area; `added_dt` when we first served the site.
 * - `ctr_tier`: the maintenance contract tiers. `tier_cd` BRZ, SLV, GLD, PLT; `tier_nm` Bronze Care ... Platinum Care;
 *   `pm_visits` planned maintenance visits a year; `emerg_resp_hrs` the hours within which an urgent (priority 1) job
 *   at a site under this tier must be completed; `disc_pct` the percentage discount on billed labor and parts.
 * - `svc_ctr`: service (maintenance) contracts, one per site at a time. `ctr_no` like SC40123; `site_id`; `tier_cd`;
 *   `start_dt`; `end_dt` the day the contract ended (cancelled, lapsed, or replaced by another tier), empty while the
 *   contract is still running (they renew every year on the start date's anniversary); `annual_fee` the yearly price
 *   in dollars, invoiced at the start and on each anniversary.
 * - `equip`: equipment installed at sites. `asset_tag` like A-00123; `site_id`; `equip_cd` FURN gas furnace, AC
 *   central air conditioner, HP heat pump, BOIL boiler, WH water heater, RTU rooftop heating/cooling unit, BFP backflow
 *   preventer; `mfr_nm` manufacturer; `model_no`; `serial_no`; `install_yr` the year it was installed; `warranty_exp`
 *   the end of the manufacturer's parts warranty; `in_svc_yn` N once it has been removed (replaced by a new unit).
 * - `tech`: technicians and their supervisors. `tech_no` number; `first_nm`, `last_nm`; `trade_cd` HVAC or PLMB
 *   (plumbing); `lvl_cd` APP apprentice, JRN journeyman, MST master technician, SUP supervisor, MGR the service manager;
 *   `hrly_cost` what an hour of the person's time costs the company (wage and burden), dollars; `sup_no` the tech_no of
 *   the person's supervisor (empty for the service manager); `hire_dt`; `term_dt` the last day of someone who has
 *   left, empty for current staff.
 * - `tech_skill`: certifications and skills held, one row each. `tech_no`; `skill_cd` EPA608 (EPA 608 refrigerant
 *   handling), NATE (NATE certified), GAS (gas fitter licence), BOILER (boiler and hydronics), BACKFLOW (certified
 *   backflow tester), MEDGAS (medical gas piping), CTRL (building controls), VRF (variable refrigerant flow systems);
 *   `cert_dt` when it was obtained.
 * - `part`: the parts catalogue. `part_no`; `part_desc`; `cat_cd` FLTR filters and belts, REFR refrigerant, ELEC
 *   electrical (capacitors, contactors, igniters), MOTR motors and pumps, CTRL controls and boards, PLMB pipe, fittings
 *   and valves, UNIT a whole replacement unit, MISC; `std_cost` the current standard cost.
 * - `wo`: work orders (jobs). `wo_num` number; `site_id`; `asset_tag` the equipment worked on (empty for work on the
 *   site as a whole, like drains or pipes, and for maintenance visits); `ctr_ref` the `svc_ctr.ctr_no` the job falls
 *   under when the site had a running contract; `wo_typ` PM planned maintenance visit (covered by the contract, not
 *   invoiced), REPAIR, EMERG emergency call, INSTALL replacement of a unit, INSPECT yearly backflow test; `trade_cd`
 *   HVAC or PLMB; `prob_cd` the reported problem for repairs and emergencies: NOHEAT, NOCOOL, NOHW no hot water, LEAK,
 *   NOISE, DRAIN clogged drain; `prio` 1 urgent to 4 routine; `wo_sts` OPEN (not scheduled yet), SCHED (scheduled),
 *   INPROG (technician on the job), DONE (completed) or CXL (cancelled); `created_at`, `sched_at` the booked start,
 *   `started_at`, `completed_at` (timestamps; empty until it happens); `sla_due_at` the time by which the job must be
 *   completed under our service-level agreement, set when the order is created (priority 1: the contract tier's
 *   `emerg_resp_hrs`, or 12 hours without a contract; priority 2: 4 days; priority 3: 7 days; priority 4: 14 days;
 *   planned work, PM, INSPECT and INSTALL: 30 days); `lead_tech` the `tech.tech_no` of the technician assigned (empty
 *   while unassigned); `labor_hrs` hours worked, filled in at completion.
 * - `wo_part`: parts used on completed work orders. `wo_num`, `ln_no`; `part_no`; `qty`; `unit_cost` what one unit
 *   cost us at the time.
 *
 * Schema `billing`:
 * - `inv`: invoices. `inv_no` like IN100234; `bill_to` the customer (`fsm.cust.cust_no`); `inv_typ` WO for a completed
 *   job (with `wo_num`) or CTR for a contract's annual fee (with `ctr_no`); `inv_dt`, `due_dt` (30 days later);
 *   `labor_amt`, `parts_amt` and `fee_amt` the amounts billed; `tax_amt` sales tax on parts; `total_amt` their sum;
 *   `inv_sts` OPEN (not fully paid yet), PAID or VOID (cancelled and replaced by a corrected invoice).
 * - `pmt`: payments received. `pmt_id`; `inv_no`; `pmt_dt` the date received, kept as MM/DD/YYYY text from the old
 *   accounting package; `pmt_amt`; `pay_mthd` CARD, ACH or CHECK. Most invoices are paid in one payment, some large
 *   ones in two.
 *
 * Work orders from January 2023; jobs, invoices and payments up to 2026-11-24, plus jobs booked for the coming weeks.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const tsOf = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
const END = ms(LAST_DAY) + DAY; // first moment after the data
const START = ms('2023-01-01');
const round2 = (n: number) => Math.round(n * 100) / 100;
const quarter = (n: number) => Math.round(n * 4) / 4;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

type Seg = 'RES' | 'COM' | 'PUB';
type Trade = 'HVAC' | 'PLMB';
type Tier = 'BRZ' | 'SLV' | 'GLD' | 'PLT';

const CITIES: [string, number, string[]][] = [
  ['Denver', 30, ['80203', '80205', '80206', '80209', '80210', '80211', '80218', '80220', '80222', '80224', '80238']],
  ['Aurora', 18, ['80010', '80011', '80012', '80013', '80014', '80015', '80016', '80017']],
  ['Lakewood', 14, ['80214', '80215', '80226', '80227', '80228', '80232']],
  ['Littleton', 12, ['80120', '80121', '80122', '80123', '80128']],
  ['Arvada', 10, ['80002', '80003', '80004', '80005']],
  ['Englewood', 8, ['80110', '80111', '80112', '80113']],
  ['Westminster', 8, ['80020', '80021', '80030', '80031']],
]

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Kevin', 'Heather', 'Brian', 'Nicole', 'Scott', 'Rachel', 'Eric', 'Amy',
  'Steven', 'Laura', 'Jason', 'Kelly', 'Derek', 'Tanya', 'Gary', 'Monica', 'Paul', 'Erin', 'Trevor', 'Jill', 'Hector',
  'Priya', 'Sean', 'Lucia', 'Vince', 'Carmen', 'Neil', 'Dana', 'Owen', 'Ruth', 'Caleb', 'Gwen', 'Marco', 'Tessa',
  'Jerome', 'Ingrid'];
const LAST = ['Anderson', 'Baker', 'Castillo', 'Dawson', 'Ellis', 'Fischer', 'Grant', 'Holt', 'Ibarra', 'Jensen', 'Keller',
  'Lowell', 'Mendez', 'Nolan', 'Ortiz', 'Pruitt', 'Quinn', 'Ramos', 'Sandoval', 'Thornton', 'Underwood', 'Vasquez',
  'Walsh', 'Yates', 'Zimmerman', 'Bishop', 'Carver', 'Dunn', 'Foley', 'Gallo', 'Hale', 'Kemp', 'Lindgren', 'Marsh',
  'Novak', 'Pace', 'Reyes', 'Stroud', 'Tran', 'Webb'];
/** [cust_nm, bldg_typ of its sites] */
const COM_NAMES: [string, string][] = [
  ['Mile High Dental Group', 'MED'], ['Cherry Creek Bistro', 'REST'], ['Redline Auto Body', 'RETL'],
  ['Peak Performance Fitness', 'RETL'], ['Larimer Street Brewing', 'REST'], ['Summit Veterinary Clinic', 'MED'],
  ['Alpine Self Storage', 'WHSE'], ['Columbine Family Medicine', 'MED'], ['Bluebird Bakery', 'REST'],
  ['Front Range Logistics', 'WHSE'], ['Sloan Lake Property Management', 'OFFC'], ['Colfax Laundromat', 'RETL'],
  ['Evergreen Title Co', 'OFFC'], ['Platte River Printing', 'WHSE'], ['Highlands Yoga Studio', 'RETL'],
  ['Aspen Grove Dental', 'MED'], ['Tennyson Tap House', 'REST'], ['Union Station Cafe', 'REST'],
  ['Rocky Flats Hardware', 'RETL'], ['Wadsworth Pharmacy', 'RETL'], ['Bear Creek Animal Hospital', 'MED'],
  ['Belmar Salon & Spa', 'RETL'], ['Federal Boulevard Tires', 'RETL'], ['Golden Triangle Gallery', 'RETL'],
  ['Stapleton Pediatrics', 'MED'], ['Kipling Office Park', 'OFFC'], ['Castle Rock Insurance', 'OFFC'],
  ['Westside Tacos', 'REST'], ['Downing Street Deli', 'REST'], ['Havana Street Motors', 'RETL'],
  ['Quebec Square Cleaners', 'RETL'], ['Sheridan Grocery', 'RETL'], ['Lowry Chiropractic', 'MED'],
  ['Ralston Road Bowling', 'RETL'], ['Pecos Street Warehouse Co', 'WHSE'], ['Orchard Town Bookkeeping', 'OFFC'],
];
const PUB_NAMES = ['Arvada Public Library', 'St. Brendan Parish', 'Lakewood Fire Protection District',
  'Englewood Senior Center', 'Cherry Hills Charter School', 'Aurora Community Church', 'Westminster Youth League',
  'Littleton Historical Museum', 'Bear Valley Montessori'];
const STREETS = ['Elm St', 'Colfax Ave', 'Wadsworth Blvd', 'Kipling St', 'Sheridan Blvd', 'Federal Blvd', 'Alameda Ave',
  'Jewell Ave', 'Yale Ave', 'Quincy Ave', 'Bowles Ave', 'Ralston Rd', 'Pecos St', 'Lowell Blvd', 'Tennyson St',
  'Downing St', 'Havana St', 'Peoria St', 'Iliff Ave', 'Evans Ave', 'Holly St', 'Monaco Pkwy', 'Zuni St'];

/** [tier_cd, tier_nm, pm_visits, emerg_resp_hrs, disc_pct] */
const TIERS: [Tier, string, number, number, number][] = [
  ['BRZ', 'Bronze Care', 1, 12, 0],
  ['SLV', 'Silver Care', 2, 8, 5],
  ['GLD', 'Gold Care', 2, 6, 10],
  ['PLT', 'Platinum Care', 4, 4, 15],
];
const tierOf = (cd: Tier) => TIERS.find((t) => t[0] === cd)!;
const TIER_BASE: Record<Tier, number> = { BRZ: 179, SLV: 279, GLD: 419, PLT: 639 };

/** [tech_no, first_nm, last_nm, trade_cd, lvl_cd, hrly_cost, sup_no, hire_dt, term_dt, productivity, skills] */
const TECHS: [number, string, string, Trade, string, number, number | null, string, string | null, number, [string, string][]][] = [
  [100, 'Dana', 'Whitfield', 'HVAC', 'MGR', 61.75, null, '2009-04-13', null, 0, [['EPA608', '2009-06-01'], ['NATE', '2011-03-15']]],
  [110, 'Rick', 'Alvarado', 'HVAC', 'SUP', 49.5, 100, '2012-08-20', null, 0.35, [['EPA608', '2012-09-10'], ['NATE', '2014-05-02'], ['GAS', '2013-02-11'], ['BOILER', '2016-10-03']]],
  [120, 'Mei', 'Chen', 'HVAC', 'SUP', 51.2, 100, '2015-01-05', null, 0.3, [['EPA608', '2015-02-02'], ['NATE', '2016-06-20'], ['CTRL', '2018-04-09'], ['VRF', '2021-09-13']]],
  [130, 'Tony', 'Russo', 'PLMB', 'SUP', 48.25, 100, '2013-06-17', null, 0.35, [['GAS', '2013-07-01'], ['BACKFLOW', '2014-03-24'], ['MEDGAS', '2019-11-18']]],
  [111, 'Bernard', 'Okafor', 'HVAC', 'MST', 52.4, 110, '2008-03-03', null, 1.15, [['EPA608', '2008-04-14'], ['NATE', '2010-01-25'], ['GAS', '2009-05-18'], ['BOILER', '2012-11-05']]],
  [112, 'Kyle', 'Brennan', 'HVAC', 'JRN', 38.6, 110, '2018-05-14', null, 1.3, [['EPA608', '2018-06-04'], ['GAS', '2020-03-16']]],
  [113, 'Jasmine', 'Ortega', 'HVAC', 'JRN', 37.9, 110, '2019-09-23', null, 1.05, [['EPA608', '2019-10-14'], ['NATE', '2022-02-07']]],
  [114, 'Travis', 'Pham', 'HVAC', 'APP', 26.5, 110, '2024-02-12', null, 0.7, [['EPA608', '2024-05-20']]],
  [115, 'Cody', 'Marsh', 'HVAC', 'JRN', 36.8, 110, '2017-04-10', '2024-06-28', 1.1, [['EPA608', '2017-05-01']]],
  [116, 'Nate', 'Lindqvist', 'HVAC', 'APP', 25.75, 110, '2026-03-09', null, 0.55, []],
  [121, 'Andre', 'Villanueva', 'HVAC', 'MST', 49.85, 120, '2011-07-18', null, 1.2, [['EPA608', '2011-08-08'], ['NATE', '2013-04-22'], ['CTRL', '2015-09-14'], ['VRF', '2020-06-01']]],
  [122, 'Shawna', 'Becker', 'HVAC', 'JRN', 39.4, 120, '2016-11-07', null, 1.25, [['EPA608', '2016-12-05'], ['NATE', '2019-08-19'], ['GAS', '2018-01-22']]],
  [123, 'Luis', 'Carrillo', 'HVAC', 'JRN', 35.7, 120, '2021-03-29', null, 0.95, [['EPA608', '2021-04-19'], ['CTRL', '2023-10-02']]],
  [124, 'Greg', 'Haney', 'HVAC', 'JRN', 37.15, 120, '2014-02-24', '2025-09-12', 1.0, [['EPA608', '2014-03-17'], ['GAS', '2015-06-08'], ['BOILER', '2017-02-13']]],
  [125, 'Omar', 'Said', 'HVAC', 'APP', 27.3, 120, '2025-01-21', null, 0.75, [['EPA608', '2025-04-07']]],
  [131, 'Wade', 'Sorensen', 'PLMB', 'MST', 49.1, 130, '2006-10-02', null, 1.1, [['GAS', '2007-01-15'], ['BACKFLOW', '2009-04-06'], ['BOILER', '2011-09-26']]],
  [132, 'Felicia', 'Grant', 'PLMB', 'JRN', 38.2, 130, '2017-07-31', null, 1.25, [['GAS', '2018-03-05'], ['BACKFLOW', '2019-05-13']]],
  [133, 'Manny', 'Delgado', 'PLMB', 'JRN', 36.45, 130, '2020-01-13', null, 1.0, [['GAS', '2021-02-22']]],
  [134, 'Ryan', 'Kowalczyk', 'PLMB', 'APP', 24.9, 130, '2023-08-28', null, 0.65, []],
  [135, 'Erica', 'Stamper', 'PLMB', 'JRN', 35.3, 130, '2015-05-04', '2023-11-17', 1.05, [['GAS', '2016-02-08'], ['BACKFLOW', '2017-06-19']]],
  [136, 'Dwayne', 'Pollard', 'PLMB', 'JRN', 37.6, 130, '2024-01-08', null, 1.15, [['GAS', '2024-01-08'], ['BACKFLOW', '2025-03-10']]],
];

/** [part_no, part_desc, cat_cd, std_cost] */
const PARTS: [string, string, string, number][] = [
  ['FL-1620', 'Pleated air filter 16x20x1', 'FLTR', 6.4],
  ['FL-2025', 'Pleated air filter 20x25x4 MERV 11', 'FLTR', 21.75],
  ['FL-RTU24', 'RTU filter 24x24x2 (case of 12)', 'FLTR', 58.9],
  ['BLT-A38', 'V-belt A38', 'FLTR', 11.2],
  ['RF-410A', 'R-410A refrigerant (per lb)', 'REFR', 14.5],
  ['RF-454B', 'R-454B refrigerant (per lb)', 'REFR', 27.8],
  ['EL-CAP45', 'Dual run capacitor 45/5 MFD', 'ELEC', 18.6],
  ['EL-CONT30', 'Contactor 30A 24V', 'ELEC', 22.4],
  ['EL-IGN', 'Hot surface igniter', 'ELEC', 31.9],
  ['EL-FSENS', 'Flame sensor', 'ELEC', 12.75],
  ['MT-COND', 'Condenser fan motor 1/4 HP', 'MOTR', 164.0],
  ['MT-IND', 'Inducer motor assembly', 'MOTR', 238.5],
  ['MT-BLWR', 'ECM blower motor 1/2 HP', 'MOTR', 412.0],
  ['MT-CIRC', 'Hydronic circulator pump', 'MOTR', 286.0],
  ['CT-BOARD', 'Furnace control board', 'CTRL', 197.0],
  ['CT-TSTAT', 'Programmable thermostat', 'CTRL', 89.0],
  ['CT-DEFR', 'Heat pump defrost board', 'CTRL', 148.0],
  ['CT-GASV', 'Gas valve 24V', 'CTRL', 172.5],
  ['CT-TXV', 'Thermal expansion valve', 'CTRL', 121.0],
  ['PL-TPV', 'T&P relief valve 3/4"', 'PLMB', 19.9],
  ['PL-BALL', 'Ball valve 3/4" full port', 'PLMB', 16.3],
  ['PL-PEX', 'PEX pipe and fittings kit', 'PLMB', 42.0],
  ['PL-TRAP', 'P-trap assembly 1-1/2"', 'PLMB', 9.8],
  ['PL-ANODE', 'Water heater anode rod', 'PLMB', 34.5],
  ['PL-TCPL', 'Thermocouple 24"', 'PLMB', 11.4],
  ['PL-WHGV', 'Water heater gas control valve', 'PLMB', 156.0],
  ['PL-ELEM', 'Water heater element 4500W', 'PLMB', 24.6],
  ['PL-EXPT', 'Expansion tank 2 gal', 'PLMB', 48.0],
  ['PL-BFKIT', 'Backflow preventer repair kit', 'PLMB', 68.0],
  ['UN-FURN', 'Gas furnace 96% AFUE 80k BTU', 'UNIT', 1840.0],
  ['UN-AC3T', 'Central AC condenser 3 ton', 'UNIT', 2260.0],
  ['UN-HP3T', 'Heat pump 3 ton', 'UNIT', 3120.0],
  ['UN-WH50', 'Gas water heater 50 gal', 'UNIT', 865.0],
  ['UN-RTU5', 'Rooftop unit 5 ton gas/electric', 'UNIT', 7450.0],
  ['UN-BOIL', 'Condensing boiler 110k BTU', 'UNIT', 4380.0],
  ['UN-BFP', 'Backflow preventer 1" RPZ', 'UNIT', 412.0],
  ['MS-LINE', 'Line set and install materials', 'MISC', 145.0],
  ['MS-VENT', 'Venting kit', 'MISC', 96.0],
];

const MFRS: Record<string, string[]> = {
  FURN: ['Carrier', 'Trane', 'Lennox', 'Goodman', 'Rheem'],
  AC: ['Carrier', 'Trane', 'Lennox', 'Goodman', 'Rheem'],
  HP: ['Carrier', 'Trane', 'Mitsubishi', 'Daikin'],
  BOIL: ['Weil-McLain', 'Burnham', 'Lochinvar'],
  WH: ['A.O. Smith', 'Bradford White', 'Rheem', 'Rinnai'],
  RTU: ['Carrier', 'Trane', 'York', 'Daikin'],
  BFP: ['Watts', 'Zurn', 'Febco'],
};
const TRADE_OF: Record<string, Trade> = { FURN: 'HVAC', AC: 'HVAC', HP: 'HVAC', BOIL: 'HVAC', RTU: 'HVAC', WH: 'PLMB', BFP: 'PLMB' };
const LIFE: Record<string, number> = { FURN: 18, AC: 15, HP: 14, BOIL: 22, WH: 11, RTU: 17, BFP: 20 };
const WARRANTY_YRS: Record<string, number> = { FURN: 10, AC: 10, HP: 10, BOIL: 12, WH: 6, RTU: 5, BFP: 5 };
const UNIT_PART: Record<string, string> = { FURN: 'UN-FURN', AC: 'UN-AC3T', HP: 'UN-HP3T', BOIL: 'UN-BOIL', WH: 'UN-WH50', RTU: 'UN-RTU5', BFP: 'UN-BFP' };

interface Cust { no: string; nm: string; seg: Seg; since: string; lost: number | null; payer: 'FAST' | 'OK' | 'SLOW' | 'BAD' }
interface Equip { tag: string; site: Site; cd: string; mfr: string; model: string; serial: string; yr: number; wexp: string; from: number; until: number | null }
interface Ctr { no: string; site: Site; tier: Tier; start: string; end: string | null; fee: number }
interface Site { id: number; cust: Cust; nm: string; addr: string; city: string; zip: string; bldg: string; sqft: number; added: string; equips: Equip[]; ctrs: Ctr[] }
interface Line { part: string; qty: number; cost: number }
interface Wo {
  num: number; site: Site; equip: Equip | null; ctr: Ctr | null; typ: string; trade: Trade; prob: string | null; prio: number;
  sts: string; created: number; sched: number | null; started: number | null; done: number | null; sla: number;
  tech: number | null; hrs: number | null; parts: Line[];
}

function techsFor(trade: Trade, at: number, skill?: string) {
  return TECHS.filter((t) => t[3] === trade && t[9] > 0 && ms(t[7]) <= at && (!t[8] || ms(t[8]) + DAY > at + 3 * DAY)
    && (!skill || t[10].some(([s, d]) => s === skill && ms(d) <= at)));
}

export function datasetSql(): string {
  const r = seededRandom(61_229);

  // Customers and sites
  const custs: Cust[] = [];
  const sites: Site[] = [];
  const usedNames = new Set<string>();
  let custSeq = 10_100;
  let siteSeq = 1000;
  let comAt = 0;
  let pubAt = 0;
  const segs: Seg[] = r.shuffle([...Array<Seg>(58).fill('RES'), ...Array<Seg>(COM_NAMES.length).fill('COM'), ...Array<Seg>(PUB_NAMES.length).fill('PUB')]);
  for (const seg of segs) {
    let nm: string;
    if (seg === 'COM') nm = COM_NAMES[comAt++]![0];
    else if (seg === 'PUB') nm = PUB_NAMES[pubAt++]!;
    else {
      do nm = `${r.pick(FIRST)} ${r.pick(LAST)}`;
      while (usedNames.has(nm));
    }
    usedNames.add(nm);
    const since = r.weighted<string>([[r.date('2010-01-01', '2022-12-31'), 55], [r.date('2023-01-01', '2026-10-20'), 45]]);
    const lost = since < '2026-01-01' && r.chance(0.09) ? ms(r.date(since > '2023-01-01' ? isoOf(ms(since) + 200 * DAY) : '2023-03-01', '2026-09-30')) : null;
    const cust: Cust = {
      no: `C${(custSeq += r.int(3, 41))}`,
      nm,
      seg,
      since,
      lost: lost !== null && lost < END ? lost : null,
      payer: r.weighted<Cust['payer']>(seg === 'RES' ? [['FAST', 55], ['OK', 30], ['SLOW', 11], ['BAD', 4]] : [['FAST', 15], ['OK', 45], ['SLOW', 32], ['BAD', 8]]),
    };
    custs.push(cust);
    const nSites = seg === 'RES' ? (r.chance(0.1) ? 2 : 1) : seg === 'COM' ? r.weighted<number>([[1, 55], [2, 28], [3, 12], [4, 5]]) : r.weighted<number>([[1, 60], [2, 30], [3, 10]]);
    for (let k = 0; k < nSites; k++) {
      const city = r.weighted(CITIES.map((c) => [c, c[1]] as const));
      const bldg = seg === 'RES'
        ? r.weighted<string>([['SFH', 78], ['TWNH', 22]])
        : seg === 'COM'
          ? COM_NAMES.find((c) => c[0] === nm)![1]
          : nm.includes('School') || nm.includes('Montessori') ? 'SCHL'
            : nm.includes('Church') || nm.includes('Parish') ? 'CHRC'
              : nm.includes('Library') || nm.includes('Museum') ? 'LIBR'
                : nm.includes('Fire') ? 'FIRE' : r.pick(['OFFC', 'SCHL']);
      const sqft = bldg === 'SFH' ? r.int(11, 42) * 100 : bldg === 'TWNH' ? r.int(9, 22) * 100 : r.int(24, 260) * 100;
      const added = k === 0 ? since : r.date(since, cust.lost !== null ? isoOf(cust.lost - 60 * DAY) : '2026-10-31');
      const addr = `${r.int(100, 9899)} ${r.pick(STREETS)}`;
      const site: Site = {
        id: (siteSeq += r.int(1, 9)),
        cust,
        nm: seg === 'RES' ? (k === 0 ? `${nm} residence` : `${nm} rental - ${addr}`) : nSites === 1 ? nm : `${nm} - ${city[0]}${k > 0 && sites.some((s) => s.cust === cust && s.city === city[0]) ? ` #${k + 1}` : ''}`,
        addr,
        city: city[0],
        zip: r.pick(city[2]),
        bldg,
        sqft,
        added,
        equips: [],
        ctrs: [],
      };
      sites.push(site);
    }
  }

  // Equipment already at the sites
  const equips: Equip[] = [];
  let tagSeq = 100;
  const re = seededRandom(4_471);
  const newEquip = (site: Site, cd: string, yr: number, from: number): Equip => {
    const mfr = re.pick(MFRS[cd]!);
    const e: Equip = {
      tag: `A-${pad((tagSeq += re.int(1, 7)), 5)}`,
      site,
      cd,
      mfr,
      model: `${mfr.slice(0, 2).toUpperCase()}${cd}${re.int(100, 999)}-${re.pick(['A', 'B', 'C', 'X'])}`,
      serial: `${yr % 100}${pad(re.int(1, 52))}${re.int(100000, 999999)}`,
      yr,
      wexp: `${yr + WARRANTY_YRS[cd]!}-${pad(re.int(1, 12))}-${pad(re.int(1, 28))}`,
      from,
      until: null,
    };
    site.equips.push(e);
    equips.push(e);
    return e;
  };
  for (const site of sites) {
    const oldYr = () => re.int(2004, 2022);
    const add = (cd: string) => {
      const yr = oldYr();
      newEquip(site, cd, yr, ms(`${yr}-06-30`));
    };
    if (site.bldg === 'SFH' || site.bldg === 'TWNH') {
      const heat = re.weighted<string>([['FURN', 76], ['HP', 14], ['BOIL', 10]]);
      add(heat);
      if (heat !== 'HP' && re.chance(0.72)) add('AC');
      if (re.chance(0.93)) add('WH');
    } else {
      const rtus = Math.max(1, Math.min(5, Math.round(site.sqft / 4500)));
      const boiler = ['SCHL', 'CHRC', 'LIBR'].includes(site.bldg) && re.chance(0.65);
      for (let k = 0; k < (boiler ? Math.max(1, rtus - 1) : rtus); k++) add('RTU');
      if (boiler) add('BOIL');
      add('WH');
      if (re.chance(0.7)) add('BFP');
    }
  }

  // Contracts
  const ctrs: Ctr[] = [];
  const rc = seededRandom(9_817);
  let ctrSeq = 40_100;
  const ctrNo = () => `SC${(ctrSeq += rc.int(2, 29))}`;
  const feeFor = (site: Site, tier: Tier) => {
    const units = site.equips.filter((e) => e.cd !== 'BFP').length;
    return round2(Math.round((TIER_BASE[tier] * (1 + 0.42 * (units - 1)) * rc.float(0.92, 1.14, 3)) / 5) * 5 - (site.cust.seg === 'RES' ? 0.01 : 0));
  };
  for (const site of sites) {
    const p = site.cust.seg === 'RES' ? 0.5 : site.cust.seg === 'COM' ? 0.62 : 0.78;
    if (!rc.chance(p)) continue;
    let start = rc.date(site.added > '2021-01-01' ? site.added : '2021-01-01', '2026-11-15');
    if (start < site.added) start = site.added;
    let tier = rc.weighted<Tier>(site.cust.seg === 'RES' ? [['BRZ', 34], ['SLV', 36], ['GLD', 22], ['PLT', 8]] : [['BRZ', 14], ['SLV', 30], ['GLD', 34], ['PLT', 22]]);
    const lostDay = site.cust.lost !== null ? isoOf(site.cust.lost) : null;
    if (lostDay && start >= isoOf(ms(lostDay) - 90 * DAY)) continue;
    for (;;) {
      let end: string | null = null;
      let next: Tier | null = null;
      if (lostDay) end = lostDay;
      else if (rc.chance(0.16)) end = rc.date(isoOf(ms(start) + 150 * DAY), '2026-11-20');
      else if (rc.chance(0.14)) {
        next = tier === 'BRZ' ? 'SLV' : tier === 'SLV' ? 'GLD' : tier === 'GLD' ? 'PLT' : 'GLD';
        end = rc.date(isoOf(ms(start) + 200 * DAY), '2026-11-10');
      }
      if (end && end >= '2026-11-21') {
        end = null;
        next = null;
      }
      const c: Ctr = { no: ctrNo(), site, tier, start, end, fee: feeFor(site, tier) };
      ctrs.push(c);
      site.ctrs.push(c);
      if (!next || !end || end <= start) break;
      tier = next;
      start = isoOf(ms(end) + DAY);
    }
  }
  const ctrAt = (site: Site, t: number) => site.ctrs.find((c) => ms(c.start) <= t && (!c.end || ms(c.end) + DAY > t)) ?? null;

  // Work orders
  const rw = seededRandom(27_305);
  const wos: Wo[] = [];
  const pickTech = (trade: Trade, at: number, skill?: string) => {
    let pool = techsFor(trade, at, skill);
    if (pool.length === 0) pool = techsFor(trade, at);
    return rw.weighted(pool.map((t) => [t[0], t[9]] as const));
  };
  const slaHrs = (prio: number, ctr: Ctr | null) => (prio === 1 ? (ctr ? tierOf(ctr.tier)[3] : 12) : prio === 2 ? 96 : prio === 3 ? 168 : 336);
  const atHour = (day: number, h0: number, h1: number) => day + rw.int(h0 * 60, h1 * 60) * 60_000;
  const nextWorkday = (t: number) => {
    let d = Math.floor(t / DAY) * DAY + DAY;
    while ([0, 6].includes(new Date(d).getUTCDay())) d += DAY;
    return d;
  };
  /** Fills in the status and times of a job booked at `sched` taking `hrs` hours (plus `extra` ms of waiting). */
  const settle = (w: Wo, sched: number, hrs: number, extra = 0) => {
    w.sched = sched;
    if (w.tech === null) w.tech = pickTech(w.trade, sched, w.typ === 'INSPECT' ? 'BACKFLOW' : w.equip?.cd === 'BOIL' ? 'BOILER' : undefined);
    const started = sched + rw.int(-20, 75) * 60_000;
    const done = started + hrs * HOUR * rw.float(1, 1.25, 2) + extra;
    if (done < END) {
      w.sts = 'DONE';
      w.started = started;
      w.done = done;
      w.hrs = hrs;
    } else if (started < END) {
      w.sts = 'INPROG';
      w.started = started;
    } else w.sts = 'SCHED';
  };
  const blank = (site: Site, typ: string, trade: Trade, prio: number, created: number, equip: Equip | null): Wo => {
    const ctr = ctrAt(site, created);
    return {
      num: 0, site, equip, ctr, typ, trade, prob: null, prio, sts: 'OPEN', created, sched: null, started: null, done: null,
      sla: created + slaHrs(prio, ctr) * HOUR, tech: null, hrs: null, parts: [],
    };
  };

  // Replacement installs, decided first so that the equipment in service is known at every date
  for (const e of [...equips]) {
    const site = e.site;
    for (let y = 2023; y <= 2026; y++) {
      const age = y - e.yr;
      const p = age >= LIFE[e.cd]! ? 0.2 : age >= LIFE[e.cd]! - 3 ? 0.06 : 0;
      if (!rw.chance(p)) continue;
      const day = ms(rw.date(`${y}-01-05`, y === 2026 ? '2026-12-10' : `${y}-12-15`));
      if (site.cust.lost !== null && day > site.cust.lost - 20 * DAY) break;
      if (day < ms(site.added)) continue;
      const created = day - rw.int(4, 20) * DAY + rw.int(8 * 60, 17 * 60) * 60_000;
      if (created >= END) break;
      const w = blank(site, 'INSTALL', TRADE_OF[e.cd]!, 3, created, e);
      w.sla = created + 30 * DAY;
      wos.push(w);
      const hrs = quarter(e.cd === 'RTU' || e.cd === 'BOIL' ? rw.float(8, 16) : e.cd === 'WH' || e.cd === 'BFP' ? rw.float(2.5, 5) : rw.float(5, 10));
      if (day >= END && rw.chance(0.3)) break; // not booked yet: stays OPEN
      settle(w, atHour(day, 7.5, 9), hrs);
      if (w.sts === 'DONE') {
        const ne = newEquip(site, e.cd, new Date(w.done!).getUTCFullYear(), w.done!);
        e.until = w.done;
        w.equip = ne;
        w.parts.push({ part: UNIT_PART[e.cd]!, qty: 1, cost: 0 });
        if (['FURN', 'AC', 'HP'].includes(e.cd)) w.parts.push({ part: e.cd === 'FURN' ? 'MS-VENT' : 'MS-LINE', qty: 1, cost: 0 });
        if (e.cd === 'WH') w.parts.push({ part: 'PL-EXPT', qty: 1, cost: 0 });
        if (['FURN', 'HP'].includes(e.cd) && rw.chance(0.5)) w.parts.push({ part: 'CT-TSTAT', qty: 1, cost: 0 });
      }
      break;
    }
  }
  const inService = (e: Equip, t: number) => e.from <= t && (e.until === null || e.until > t);

  // Planned maintenance visits under contracts
  for (const c of ctrs) {
    const per = tierOf(c.tier)[2];
    const step = 365 / per;
    const first = Math.max(ms(c.start), START);
    const stop = c.end ? ms(c.end) : ms('2027-01-31');
    for (let k = 0; ; k++) {
      const day = Math.floor((first + (k * step + rw.int(10, 40)) * DAY) / DAY) * DAY;
      if (day >= stop) break;
      let d = day;
      while ([0, 6].includes(new Date(d).getUTCDay())) d += DAY;
      const created = d - rw.int(14, 28) * DAY + rw.int(8 * 60, 16 * 60) * 60_000;
      if (created >= END) break;
      if (created < START) continue;
      const w = blank(c.site, 'PM', 'HVAC', 4, created, null);
      w.ctr = c;
      const sched = atHour(d, 7.5, 14);
      w.sla = created + 30 * DAY;
      wos.push(w);
      if (rw.chance(0.03) && d < END) {
        w.sts = 'CXL';
        w.sched = sched;
        w.tech = pickTech('HVAC', sched);
        continue;
      }
      const units = c.site.equips.filter((e) => inService(e, sched) && e.cd !== 'BFP').length;
      settle(w, sched, quarter(Math.min(6, 0.75 + units * rw.float(0.45, 0.8))));
      if (w.sts !== 'DONE') continue;
      const res = ['SFH', 'TWNH'].includes(c.site.bldg);
      const hasAir = c.site.equips.some((e) => inService(e, sched) && ['FURN', 'HP', 'AC', 'RTU'].includes(e.cd));
      if (hasAir) {
        if (res) w.parts.push({ part: rw.chance(0.6) ? 'FL-1620' : 'FL-2025', qty: rw.int(1, 2), cost: 0 });
        else w.parts.push({ part: 'FL-RTU24', qty: Math.max(1, Math.ceil(units / 2)), cost: 0 });
        if (!res && rw.chance(0.5)) w.parts.push({ part: 'BLT-A38', qty: rw.int(1, 3), cost: 0 });
      }
      if (rw.chance(0.08)) w.parts.push({ part: 'EL-CAP45', qty: 1, cost: 0 });
    }
  }

  // Yearly backflow tests
  for (const e of equips) {
    if (e.cd !== 'BFP') continue;
    const mo = rw.int(3, 10);
    for (let y = 2023; y <= 2026; y++) {
      const day = ms(`${y}-${pad(mo)}-${pad(rw.int(1, 26))}`);
      if (!inService(e, day) || day < ms(e.site.added)) continue;
      if (e.site.cust.lost !== null && day > e.site.cust.lost) continue;
      const created = day - rw.int(7, 21) * DAY + rw.int(8 * 60, 16 * 60) * 60_000;
      if (created >= END) continue;
      const w = blank(e.site, 'INSPECT', 'PLMB', 4, created, e);
      const sched = atHour(day, 7.5, 15);
      w.sla = created + 30 * DAY;
      wos.push(w);
      settle(w, sched, quarter(rw.float(0.5, 1.5)));
      if (w.sts === 'DONE' && rw.chance(0.12)) w.parts.push({ part: 'PL-BFKIT', qty: 1, cost: 0 });
    }
  }

  // Repair and emergency calls
  const PROBS: Record<string, [string, number][]> = {
    FURN: [['NOHEAT', 70], ['NOISE', 18], ['LEAK', 4]],
    BOIL: [['NOHEAT', 65], ['LEAK', 22], ['NOISE', 13]],
    AC: [['NOCOOL', 75], ['NOISE', 15], ['LEAK', 10]],
    HP: [['NOHEAT', 40], ['NOCOOL', 45], ['NOISE', 15]],
    RTU: [['NOCOOL', 48], ['NOHEAT', 32], ['NOISE', 12], ['LEAK', 8]],
    WH: [['NOHW', 68], ['LEAK', 32]],
    BFP: [['LEAK', 100]],
    SITE: [['DRAIN', 55], ['LEAK', 45]],
  };
  const SEASON = [1.45, 1.3, 1.0, 0.8, 0.8, 1.1, 1.45, 1.35, 0.9, 0.85, 1.15, 1.4];
  const callTimes: number[] = [];
  for (let y = 2023; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      const m0 = ms(`${y}-${pad(m)}-01`);
      if (m0 >= END) break;
      const m1 = m === 12 ? ms(`${y + 1}-01-01`) : ms(`${y}-${pad(m + 1)}-01`);
      const n = Math.round(12.5 * SEASON[m - 1]! * (1 + 0.07 * (y - 2023)) * rw.float(0.8, 1.2));
      for (let k = 0; k < n; k++) callTimes.push(m0 + rw.int(0, Math.floor((Math.min(m1, END) - m0) / 60_000) - 1) * 60_000);
    }
  }
  // the current backlog: more calls over the last ten days, some still to be booked or worked
  for (let k = 0; k < 12; k++) callTimes.push(ms('2026-11-15') + rw.int(0, 10 * 24 * 60 - 1) * 60_000);
  /** jobs started lately and waiting for parts */
  const waiting = new Set<number>();
  for (let k = 0; k < 4; k++) {
    const t = ms('2026-11-16') + rw.int(0, 6 * 24 * 60) * 60_000;
    waiting.add(t);
    callTimes.push(t);
  }
  for (const created of callTimes) {
    const live = sites.filter((s) => ms(s.added) <= created && (s.cust.lost === null || s.cust.lost > created));
    const site = rw.weighted(live.map((s) => [s, s.equips.filter((e) => inService(e, created)).length * (ctrAt(s, created) ? 1.25 : 1) * (s.cust.seg === 'RES' ? 1 : 1.3)] as const));
    const mo = new Date(created).getUTCMonth() + 1;
    const winter = [11, 12, 1, 2, 3].includes(mo);
    const summer = [6, 7, 8].includes(mo);
    const cands = site.equips.filter((e) => inService(e, created));
    const equip = rw.chance(0.16) ? null : rw.weighted(cands.map((e) => {
      const age = new Date(created).getUTCFullYear() - e.yr;
      const heat = ['FURN', 'BOIL'].includes(e.cd) ? (winter ? 2.2 : 0.5) : 1;
      const cool = e.cd === 'AC' ? (summer ? 2.6 : 0.3) : 1;
      return [e, (0.6 + age / 8) * heat * cool] as const;
    }));
    const kind = equip ? equip.cd : 'SITE';
    let probs = PROBS[kind]!;
    if (!winter) probs = probs.map(([p, w]) => [p, p === 'NOHEAT' ? w * 0.25 : w]);
    if (!summer) probs = probs.map(([p, w]) => [p, p === 'NOCOOL' ? w * 0.2 : w]);
    const prob = rw.weighted(probs);
    const urgent = prob === 'NOHEAT' ? (winter ? 0.55 : 0.15) : prob === 'NOCOOL' ? (summer ? 0.35 : 0.05) : prob === 'LEAK' ? 0.45 : prob === 'NOHW' ? 0.3 : prob === 'DRAIN' ? 0.25 : 0.04;
    const emerg = rw.chance(urgent);
    const trade: Trade = equip ? TRADE_OF[equip.cd]! : 'PLMB';
    const prio = emerg ? (rw.chance(0.85) ? 1 : 2) : rw.weighted<number>([[2, 45], [3, 45], [4, 10]]);
    const w = blank(site, emerg ? 'EMERG' : 'REPAIR', trade, prio, created, equip);
    w.prob = prob;
    wos.push(w);
    if (rw.chance(emerg ? 0.015 : 0.045)) {
      w.sts = 'CXL';
      if (rw.chance(0.6)) {
        w.sched = emerg ? created + rw.int(40, 200) * 60_000 : atHour(nextWorkday(created), 8, 15);
        w.tech = pickTech(trade, w.sched);
      }
      continue;
    }
    if (!emerg && created > END - 2 * DAY && rw.chance(0.6)) continue; // still OPEN, not booked yet
    const sched = emerg
      ? created + rw.int(30, prio === 1 ? 260 : 600) * 60_000
      : atHour(nextWorkday(created) + (prio === 2 ? rw.int(0, 1) : prio === 3 ? rw.int(1, 4) : rw.int(3, 10)) * DAY, 7.5, 16);
    const hrs = quarter(emerg ? rw.float(1, 4.5) : rw.float(0.75, 4.5));
    const waitingNow = waiting.has(created);
    const waits = waitingNow || (!emerg && rw.chance(0.15));
    settle(w, waitingNow ? Math.min(sched, created + rw.int(3, 20) * HOUR) : sched, hrs, waits ? (waitingNow ? rw.int(9, 12) : rw.int(1, 8)) * DAY : 0);
    if (w.sts !== 'DONE') continue;
    // parts
    const cd = equip?.cd;
    const add = (part: string, qty = 1) => w.parts.push({ part, qty, cost: 0 });
    const nParts = rw.weighted<number>([[0, 22], [1, 48], [2, 24], [3, 6]]);
    const menu: string[] = prob === 'NOHEAT' && (cd === 'FURN' || cd === 'RTU')
      ? ['EL-IGN', 'EL-FSENS', 'MT-IND', 'CT-BOARD', 'CT-GASV', 'CT-TSTAT']
      : prob === 'NOHEAT' && cd === 'BOIL' ? ['MT-CIRC', 'CT-GASV', 'EL-IGN', 'PL-EXPT']
        : prob === 'NOHEAT' && cd === 'HP' ? ['CT-DEFR', 'EL-CAP45', 'EL-CONT30', 'RF-410A']
          : prob === 'NOCOOL' ? ['EL-CAP45', 'EL-CONT30', 'RF-410A', 'MT-COND', 'CT-TXV', 'RF-410A']
            : prob === 'NOISE' ? (cd === 'BOIL' ? ['MT-CIRC', 'PL-EXPT'] : ['MT-BLWR', 'MT-COND', 'BLT-A38', 'MT-IND'])
              : prob === 'NOHW' ? ['PL-TCPL', 'PL-WHGV', 'PL-ELEM', 'PL-ANODE', 'PL-TPV']
                : prob === 'DRAIN' ? ['PL-TRAP']
                  : cd === 'WH' ? ['PL-TPV', 'PL-BALL', 'PL-EXPT']
                    : cd === 'BFP' ? ['PL-BFKIT']
                      : cd === undefined ? ['PL-PEX', 'PL-BALL', 'PL-PEX'] : ['PL-PEX', 'PL-BALL', 'EL-CONT30'];
    const chosen = new Set<string>();
    for (let p = 0; p < (prob === 'DRAIN' ? Math.min(nParts, 1) : nParts); p++) chosen.add(rw.pick(menu));
    for (const part of chosen) {
      if (part === 'RF-410A' && equip && equip.yr >= 2025) add('RF-454B', rw.int(2, 8));
      else add(part, part === 'RF-410A' ? rw.int(2, 9) : part === 'PL-PEX' || part === 'PL-BALL' ? rw.int(1, 3) : 1);
    }
  }

  // A few jobs waiting for a customer decision or parts, never booked
  for (let k = 0; k < 4; k++) {
    const created = ms(rw.date('2026-09-15', '2026-11-10')) + rw.int(9 * 60, 16 * 60) * 60_000;
    const live = sites.filter((s) => s.cust.lost === null && s.equips.length > 2);
    const site = rw.pick(live);
    const e = rw.pick(site.equips.filter((q) => inService(q, created) && q.cd !== 'BFP'));
    wos.push(blank(site, 'REPAIR', TRADE_OF[e.cd]!, 3, created, e));
    wos[wos.length - 1]!.prob = 'NOISE';
  }

  // Numbers, part costs
  wos.sort((a, b) => a.created - b.created);
  let woSeq = 230_000;
  for (const w of wos) {
    w.num = (woSeq += rw.int(1, 3));
    const at = w.done ?? w.created;
    const yrs = (at - START) / (365.25 * DAY);
    for (const l of w.parts) {
      const std = PARTS.find((p) => p[0] === l.part)![3];
      l.cost = round2((std / 1.035 ** Math.max(0, 3.9 - yrs)) * rw.float(0.97, 1.05, 3));
    }
  }

  // Invoices
  const ri = seededRandom(55_903);
  interface Inv { no: string; cust: Cust; typ: 'WO' | 'CTR'; wo: Wo | null; ctr: Ctr | null; dt: string; labor: number; parts: number; fee: number; tax: number; total: number; sts: string }
  const invs: Inv[] = [];
  const mkInv = (cust: Cust, typ: 'WO' | 'CTR', wo: Wo | null, ctr: Ctr | null, dt: string, labor: number, parts: number, fee: number): Inv => {
    const tax = round2(parts * 0.0881);
    return { no: '', cust, typ, wo, ctr, dt, labor, parts, fee, tax, total: round2(labor + parts + fee + tax), sts: 'OPEN' };
  };
  for (const w of wos) {
    if (w.sts !== 'DONE' || w.typ === 'PM') continue;
    const dt = isoOf(w.done! + ri.int(0, 3) * DAY);
    if (dt > LAST_DAY) continue;
    const disc = w.ctr ? tierOf(w.ctr.tier)[4] / 100 : 0;
    const rate = w.trade === 'HVAC' ? 139 : 129;
    const labor = w.typ === 'INSPECT' ? round2(115 * (1 - disc)) : round2(w.hrs! * rate * (w.typ === 'EMERG' ? 1.5 : 1) * (1 - disc));
    const markup = w.typ === 'INSTALL' ? 1.38 : 1.8;
    const parts = round2(w.parts.reduce((s, l) => s + l.qty * l.cost, 0) * markup * (1 - disc));
    invs.push(mkInv(w.site.cust, 'WO', w, null, dt, labor, parts, 0));
  }
  for (const c of ctrs) {
    for (let k = 0; ; k++) {
      const d = new Date(ms(c.start));
      d.setUTCFullYear(d.getUTCFullYear() + k);
      const dt = isoOf(d.getTime());
      if (dt > LAST_DAY || (c.end && dt > c.end)) break;
      if (dt < '2023-01-01') continue;
      invs.push(mkInv(c.site.cust, 'CTR', null, c, dt, 0, 0, c.fee));
    }
  }
  // voided invoices, each replaced by a corrected one
  for (const inv of [...invs]) {
    if (!ri.chance(0.025) || inv.dt > '2026-11-15') continue;
    inv.sts = 'VOID';
    const f = ri.float(0.85, 0.97, 3);
    const fix = mkInv(inv.cust, inv.typ, inv.wo, inv.ctr, isoOf(ms(inv.dt) + ri.int(2, 9) * DAY), round2(inv.labor * f), inv.parts, inv.fee);
    invs.push(fix);
  }
  invs.sort((a, b) => a.dt.localeCompare(b.dt) || (a.wo?.num ?? 0) - (b.wo?.num ?? 0) || (a.ctr?.no ?? '').localeCompare(b.ctr?.no ?? ''));
  let invSeq = 100_000;
  for (const inv of invs) inv.no = `IN${(invSeq += ri.int(1, 4))}`;

  // Payments
  const pmts: [string, Inv, number, string][] = [];
  for (const inv of invs) {
    if (inv.sts === 'VOID') continue;
    const p = inv.cust.payer;
    const lag = p === 'FAST' ? ri.int(0, 12) : p === 'OK' ? ri.int(8, 34) : p === 'SLOW' ? ri.int(20, 70) : ri.int(35, 140);
    const never = p === 'BAD' ? ri.chance(0.45) : p === 'SLOW' ? ri.chance(0.02) : false;
    if (never) continue;
    const mthd = inv.cust.seg === 'RES'
      ? ri.weighted<string>([['CARD', 68], ['ACH', 12], ['CHECK', 20]])
      : ri.weighted<string>([['CARD', 14], ['ACH', 46], ['CHECK', 40]]);
    const day = isoOf(ms(inv.dt) + lag * DAY);
    if (inv.total >= 1500 && ri.chance(0.3)) {
      const firstAmt = round2(inv.total * ri.pick([0.5, 0.4, 0.6]));
      if (day <= LAST_DAY) pmts.push([day, inv, firstAmt, mthd]);
      const day2 = isoOf(ms(day) + ri.int(20, 45) * DAY);
      if (day2 <= LAST_DAY) {
        pmts.push([day2, inv, round2(inv.total - firstAmt), mthd]);
        inv.sts = 'PAID';
      }
    } else if (day <= LAST_DAY) {
      pmts.push([day, inv, inv.total, mthd]);
      inv.sts = 'PAID';
    }
  }
  pmts.sort((a, b) => a[0].localeCompare(b[0]) || a[1].no.localeCompare(b[1].no));
  let pmtSeq = 7_000;
  const pmtRows = pmts.map(([day, inv, amt, mthd]) => [(pmtSeq += ri.int(1, 3)), inv.no, usDate(day), amt, mthd]);

  const ts = (t: number | null) => (t === null ? null : tsOf(Math.round(t / 60_000) * 60_000));
  return [
    'CREATE SCHEMA fsm;',
    'CREATE SCHEMA billing;',
    `CREATE TABLE fsm.cust (cust_no varchar(8) PRIMARY KEY, cust_nm text NOT NULL, seg_cd varchar(3) NOT NULL, since_dt date NOT NULL,
      active_yn char(1) NOT NULL);`,
    `CREATE TABLE fsm.site (site_id integer PRIMARY KEY, cust_no varchar(8) NOT NULL REFERENCES fsm.cust (cust_no), site_nm text NOT NULL,
      street_addr text NOT NULL, city text NOT NULL, zip_cd char(5) NOT NULL, bldg_typ varchar(4) NOT NULL, sq_ft integer NOT NULL, added_dt date NOT NULL);`,
    `CREATE TABLE fsm.ctr_tier (tier_cd char(3) PRIMARY KEY, tier_nm text NOT NULL, pm_visits smallint NOT NULL, emerg_resp_hrs smallint NOT NULL,
      disc_pct numeric(4,1) NOT NULL);`,
    `CREATE TABLE fsm.svc_ctr (ctr_no varchar(8) PRIMARY KEY, site_id integer NOT NULL REFERENCES fsm.site (site_id), tier_cd char(3) NOT NULL
      REFERENCES fsm.ctr_tier (tier_cd), start_dt date NOT NULL, end_dt date, annual_fee numeric(9,2) NOT NULL);`,
    `CREATE TABLE fsm.equip (asset_tag varchar(8) PRIMARY KEY, site_id integer NOT NULL REFERENCES fsm.site (site_id), equip_cd varchar(4) NOT NULL,
      mfr_nm text NOT NULL, model_no text NOT NULL, serial_no text NOT NULL, install_yr integer NOT NULL, warranty_exp date NOT NULL,
      in_svc_yn char(1) NOT NULL);`,
    `CREATE TABLE fsm.tech (tech_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, trade_cd varchar(4) NOT NULL,
      lvl_cd char(3) NOT NULL, hrly_cost numeric(6,2) NOT NULL, sup_no integer REFERENCES fsm.tech (tech_no), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE fsm.tech_skill (tech_no integer NOT NULL REFERENCES fsm.tech (tech_no), skill_cd varchar(8) NOT NULL, cert_dt date NOT NULL,
      PRIMARY KEY (tech_no, skill_cd));`,
    `CREATE TABLE fsm.part (part_no varchar(10) PRIMARY KEY, part_desc text NOT NULL, cat_cd varchar(4) NOT NULL, std_cost numeric(9,2) NOT NULL);`,
    `CREATE TABLE fsm.wo (wo_num integer PRIMARY KEY, site_id integer NOT NULL REFERENCES fsm.site (site_id), asset_tag varchar(8)
      REFERENCES fsm.equip (asset_tag), ctr_ref varchar(8) REFERENCES fsm.svc_ctr (ctr_no), wo_typ varchar(7) NOT NULL, trade_cd varchar(4) NOT NULL,
      prob_cd varchar(6), prio smallint NOT NULL, wo_sts varchar(6) NOT NULL, created_at timestamp NOT NULL, sched_at timestamp, started_at timestamp,
      completed_at timestamp, sla_due_at timestamp NOT NULL, lead_tech integer REFERENCES fsm.tech (tech_no), labor_hrs numeric(5,2));`,
    `CREATE TABLE fsm.wo_part (wo_num integer NOT NULL REFERENCES fsm.wo (wo_num), ln_no smallint NOT NULL, part_no varchar(10) NOT NULL
      REFERENCES fsm.part (part_no), qty integer NOT NULL, unit_cost numeric(9,2) NOT NULL, PRIMARY KEY (wo_num, ln_no));`,
    `CREATE TABLE billing.inv (inv_no varchar(10) PRIMARY KEY, bill_to varchar(8) NOT NULL REFERENCES fsm.cust (cust_no), inv_typ varchar(3) NOT NULL,
      wo_num integer REFERENCES fsm.wo (wo_num), ctr_no varchar(8) REFERENCES fsm.svc_ctr (ctr_no), inv_dt date NOT NULL, due_dt date NOT NULL,
      labor_amt numeric(10,2) NOT NULL, parts_amt numeric(10,2) NOT NULL, fee_amt numeric(10,2) NOT NULL, tax_amt numeric(9,2) NOT NULL,
      total_amt numeric(10,2) NOT NULL, inv_sts varchar(4) NOT NULL);`,
    `CREATE TABLE billing.pmt (pmt_id integer PRIMARY KEY, inv_no varchar(10) NOT NULL REFERENCES billing.inv (inv_no), pmt_dt char(10) NOT NULL,
      pmt_amt numeric(10,2) NOT NULL, pay_mthd varchar(5) NOT NULL);`,
    insertRows('fsm.cust', ['cust_no', 'cust_nm', 'seg_cd', 'since_dt', 'active_yn'], custs.map((c) => [c.no, c.nm, c.seg, c.since, c.lost === null ? 'Y' : 'N'])),
    insertRows('fsm.site', ['site_id', 'cust_no', 'site_nm', 'street_addr', 'city', 'zip_cd', 'bldg_typ', 'sq_ft', 'added_dt'],
      sites.map((s) => [s.id, s.cust.no, s.nm, s.addr, s.city, s.zip, s.bldg, s.sqft, s.added])),
    insertRows('fsm.ctr_tier', ['tier_cd', 'tier_nm', 'pm_visits', 'emerg_resp_hrs', 'disc_pct'], TIERS),
    insertRows('fsm.svc_ctr', ['ctr_no', 'site_id', 'tier_cd', 'start_dt', 'end_dt', 'annual_fee'], ctrs.map((c) => [c.no, c.site.id, c.tier, c.start, c.end, c.fee])),
    insertRows('fsm.equip', ['asset_tag', 'site_id', 'equip_cd', 'mfr_nm', 'model_no', 'serial_no', 'install_yr', 'warranty_exp', 'in_svc_yn'],
      equips.map((e) => [e.tag, e.site.id, e.cd, e.mfr, e.model, e.serial, e.yr, e.wexp, e.until === null ? 'Y' : 'N'])),
    insertRows('fsm.tech', ['tech_no', 'first_nm', 'last_nm', 'trade_cd', 'lvl_cd', 'hrly_cost', 'sup_no', 'hire_dt', 'term_dt'],
      [...TECHS].sort((a, b) => (a[6] ?? 0) - (b[6] ?? 0) || a[0] - b[0]).map((t) => t.slice(0, 9))),
    insertRows('fsm.tech_skill', ['tech_no', 'skill_cd', 'cert_dt'], TECHS.flatMap((t) => t[10].map(([s, d]) => [t[0], s, d]))),
    insertRows('fsm.part', ['part_no', 'part_desc', 'cat_cd', 'std_cost'], PARTS),
    insertRows('fsm.wo', ['wo_num', 'site_id', 'asset_tag', 'ctr_ref', 'wo_typ', 'trade_cd', 'prob_cd', 'prio', 'wo_sts', 'created_at', 'sched_at',
      'started_at', 'completed_at', 'sla_due_at', 'lead_tech', 'labor_hrs'],
    wos.map((w) => [w.num, w.site.id, w.equip?.tag ?? null, w.ctr?.no ?? null, w.typ, w.trade, w.prob, w.prio, w.sts, ts(w.created), ts(w.sched),
      ts(w.started), ts(w.done), ts(w.sla), w.tech, w.hrs])),
    insertRows('fsm.wo_part', ['wo_num', 'ln_no', 'part_no', 'qty', 'unit_cost'], wos.flatMap((w) => w.parts.map((l, i) => [w.num, i + 1, l.part, l.qty, l.cost]))),
    insertRows('billing.inv', ['inv_no', 'bill_to', 'inv_typ', 'wo_num', 'ctr_no', 'inv_dt', 'due_dt', 'labor_amt', 'parts_amt', 'fee_amt', 'tax_amt',
      'total_amt', 'inv_sts'],
    invs.map((i) => [i.no, i.cust.no, i.typ, i.wo?.num ?? null, i.ctr?.no ?? null, i.dt, isoOf(ms(i.dt) + 30 * DAY), i.labor, i.parts, i.fee, i.tax,
      i.total, i.sts])),
    insertRows('billing.pmt', ['pmt_id', 'inv_no', 'pmt_dt', 'pmt_amt', 'pay_mthd'], pmtRows),
  ].join('\n');
}
