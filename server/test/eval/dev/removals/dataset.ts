/**
 * Severn Vale Removals Ltd, a house and office removals firm based in Bristol (Avonmouth depot) that moves
 * households and businesses across Bristol, Bath, North Somerset and South Gloucestershire, with some long-distance
 * moves (London, the Midlands, South Wales, the South West and further). It also rents storage units at the depot by
 * the month. This is the firm's own booking and operations database, loaded up to 2026-11-24 (the day before it was
 * last refreshed). Money is in pounds sterling (GBP), VAT included; volumes are in cubic feet (cu ft); distances and
 * odometer readings in miles. The records start in January 2023, when the firm moved to this system. Moves already
 * booked for the coming weeks (up to late January 2027) are in `jobs` with status BKD.
 *
 * Schema `mvr`:
 * - `customers`: one row per customer account, keyed by `cust_id`. `cust_ref` the account reference (text,
 *   'SV10001' ...); `cust_nm` the customer's name (a person's full name for a household, the business name for a
 *   commercial customer); `cust_typ` DOM domestic (a household), COM commercial (a business); `src_cd` how the
 *   customer first found us: WEB our website, REF recommended by a past customer, AGT passed on by an estate agent,
 *   CMP a price comparison site; `town`; `postcode` the customer's current address postcode (for a household that
 *   has moved with us, the address it moved to); `created_dt` the day of the first enquiry.
 * - `crew`: everyone on the operations side, keyed by `crew_id`. `emp_no` the staff number ('E01' ...); `first_nm`,
 *   `last_nm`; `role_cd` OPM operations manager, EST estimator (does the home and office surveys and writes the
 *   quotes), TL team leader (runs the crew on a move), DRV driver, PTR porter; `mgr_id` the `crew_id` of the person
 *   they report to (drivers and porters report to a team leader, team leaders and estimators to the operations
 *   manager, who has NULL); `hire_dt`; `leave_dt` the last day of employment, NULL for someone still with us;
 *   `day_rate_gbp` the current day rate paid; `c1_lic_yn` Y when they hold a C1 licence (may drive the 7.5 tonne
 *   lorries), else N.
 * - `vans`: the fleet, every vehicle owned since 2023, keyed by `van_id`. `fleet_no` the fleet number painted on
 *   the side ('V01' ...); `reg_no` the registration plate; `make_mdl` make and model; `van_cls` LUT 3.5 tonne Luton
 *   van, 75T 7.5 tonne box lorry, 18T 18 tonne pantechnicon; `cap_cuft` load capacity in cubic feet; `purch_dt` the
 *   day we bought it; `sold_dt` the day it was sold or scrapped, NULL while still in the fleet; `mot_due_dt` the
 *   day its next MOT (annual roadworthiness test) is due (for a sold van, the date that was due when it was sold);
 *   `odo_mi` the odometer reading in miles at the last check (or when sold).
 * - `quotes`: one row per survey and quote, keyed by `quote_id`. `quote_no` ('Q230001' ...); `cust_id` the
 *   customer; `est_id` the estimator who did the survey (`crew.crew_id`); `survey_dt` the day of the survey (the
 *   quote is sent the same day and is valid for 30 days); `move_typ` HSE house move, OFF office or business move;
 *   `beds` bedrooms of the home being moved out of, for house moves, NULL for office moves; `vol_cuft` the surveyed
 *   volume in cubic feet; `dist_mi` the estimated road distance of the move in miles; `pack_yn` Y when the quote
 *   includes our packing service, else N; `quote_gbp` the quoted price; `acc_yn` Y accepted (the move was booked),
 *   N declined or lapsed, NULL while the customer has not decided yet.
 * - `jobs`: one row per booked move (each from an accepted quote), keyed by `job_id`. `job_no` ('J10001' ...);
 *   `quote_id` the quote it was booked from; `cust_id` the customer (the same as on the quote); `from_pc` and
 *   `to_pc` the full postcodes moved from and to; `move_dt` the move day (for a postponed job, the day it was booked
 *   for before it was postponed); `crew_sz` the number of crew on the move, team leader included; `van_id` the main
 *   vehicle used or allocated (`vans.van_id`), NULL when not yet allocated or cancelled before allocation; `tl_id`
 *   the team leader running the move (`crew.crew_id`), NULL under the same conditions; `stat_cd` BKD booked (still
 *   to come), CMP completed, CXL cancelled by the customer, PPN postponed by the customer with no new date agreed
 *   yet; `price_gbp` the agreed price of the move (the quoted price, plus any extras charged on the day for a
 *   completed move); only completed moves are invoiced.
 * - `dmg_claims`: damage and loss claims made by customers after a move, keyed by `claim_id`. `claim_no`
 *   ('DC0001' ...); `job_id` the move it relates to; `dmg_cd` what was damaged: FURN furniture, BRK breakages (china,
 *   glass, ornaments), ELEC electrical goods, PROP the property itself (walls, floors, doors, banisters), LOST an
 *   item missing after the move; `opened_dt` the day the claim was made; `closed_dt` the day it was settled or
 *   rejected, NULL while still open; `claim_gbp` the amount claimed; `paid_gbp` the amount we paid out, NULL while
 *   open (0 for a rejected claim); `outc_cd` the outcome: FUL paid in full, PRT part paid, REJ rejected, NULL while
 *   open.
 * - `stor_rent`: storage unit rentals at the depot, by the month, keyed by `rent_id`. `unit_no` the unit
 *   ('A01' ... for block A, open since January 2023, 'B01' ... for block B, open since April 2024); `unit_sz` S
 *   small (50 sq ft), M medium (100 sq ft), L large (200 sq ft); `cust_id` the customer renting it; `start_dt` the
 *   first day of the rental; `end_dt` the last day, NULL while the unit is still rented; `mthly_gbp` the monthly
 *   rent charged (fixed at the start of the rental); `ins_yn` Y when the customer took our contents insurance, else N.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2023-01-02';
const LAST_DAY = '2026-11-24';

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const month = (iso: string) => Number(iso.slice(5, 7));
const year = (iso: string) => Number(iso.slice(0, 4));
const round5 = (n: number) => Math.round(n / 5) * 5;
const round2 = (n: number) => Math.round(n * 100) / 100;

type Role = 'OPM' | 'EST' | 'TL' | 'DRV' | 'PTR';
/** [emp_no, first, last, role, manager emp_no, hired, left, day rate, C1 licence, quote win factor / claim factor] */
const CREW: [string, string, string, Role, string | null, string, string | null, number, string, number][] = [
  ['E01', 'Gareth', 'Price', 'OPM', null, '2012-04-02', null, 230, 'Y', 1],
  ['E02', 'Helen', 'Morgan', 'EST', 'E01', '2015-09-07', null, 160, 'N', 1.12],
  ['E03', 'Rob', 'Tanner', 'EST', 'E01', '2018-03-12', '2024-07-31', 150, 'N', 0.92],
  ['E04', 'Priya', 'Shah', 'EST', 'E01', '2024-06-03', null, 150, 'N', 1.0],
  ['E05', 'Steve', 'Dunn', 'TL', 'E01', '2013-05-20', null, 180, 'Y', 0.7],
  ['E06', 'Mike', "O'Brien", 'TL', 'E01', '2016-02-15', null, 175, 'Y', 1.35],
  ['E07', 'Jason', 'Reed', 'TL', 'E01', '2017-08-01', null, 175, 'Y', 0.95],
  ['E08', 'Lee', 'Harding', 'TL', 'E01', '2019-01-14', '2025-03-28', 170, 'Y', 1.6],
  ['E09', 'Kev', 'Bishop', 'TL', 'E01', '2020-06-08', null, 170, 'Y', 1.0],
  ['E10', 'Tom', 'Fry', 'TL', 'E01', '2025-02-17', null, 165, 'Y', 1.2],
  ['E11', 'Sam', 'Cole', 'TL', 'E01', '2022-04-25', null, 170, 'Y', 0.85],
  ['E12', 'Dean', 'Parsons', 'DRV', 'E05', '2014-07-07', null, 150, 'Y', 1],
  ['E13', 'Wayne', 'Hicks', 'DRV', 'E06', '2016-10-03', null, 148, 'Y', 1],
  ['E14', 'Carl', 'Vowles', 'DRV', 'E07', '2018-05-14', null, 145, 'Y', 1],
  ['E15', 'Aaron', 'Pike', 'DRV', 'E08', '2019-09-02', '2024-12-20', 140, 'Y', 1],
  ['E16', 'Nathan', 'Gully', 'DRV', 'E09', '2021-03-15', null, 145, 'Y', 1],
  ['E17', 'Ryan', 'Ford', 'DRV', 'E11', '2022-08-22', null, 142, 'Y', 1],
  ['E18', 'Josh', 'Bevan', 'DRV', 'E10', '2025-01-06', null, 140, 'Y', 1],
  ['E19', 'Marcus', 'Okafor', 'DRV', 'E05', '2023-11-13', null, 142, 'N', 1],
  ['E20', 'Danny', 'Lear', 'PTR', 'E05', '2017-04-10', null, 125, 'N', 1],
  ['E21', 'Connor', 'Walsh', 'PTR', 'E05', '2021-05-04', null, 118, 'N', 1],
  ['E22', 'Lewis', 'Perry', 'PTR', 'E06', '2019-07-15', null, 120, 'Y', 1],
  ['E23', 'Tyler', 'Brooks', 'PTR', 'E06', '2023-03-06', '2024-09-13', 112, 'N', 1],
  ['E24', 'Jordan', 'Avery', 'PTR', 'E07', '2022-02-21', null, 118, 'N', 1],
  ['E25', 'Kieran', 'Moss', 'PTR', 'E07', '2024-04-15', null, 115, 'N', 1],
  ['E26', 'Billy', 'Saunders', 'PTR', 'E08', '2020-09-28', '2025-03-28', 115, 'N', 1],
  ['E27', 'Jamie', 'Coombs', 'PTR', 'E09', '2023-06-19', null, 115, 'N', 1],
  ['E28', 'Owen', 'Rees', 'PTR', 'E09', '2025-05-12', null, 112, 'N', 1],
  ['E29', 'Liam', 'Gould', 'PTR', 'E10', '2025-03-03', null, 112, 'N', 1],
  ['E30', 'Harvey', 'Stone', 'PTR', 'E10', '2025-07-21', '2026-01-30', 110, 'N', 1],
  ['E31', 'Reece', 'Bamford', 'PTR', 'E11', '2024-10-07', null, 115, 'N', 1],
  ['E32', 'Ethan', 'Long', 'PTR', 'E11', '2026-03-16', null, 112, 'N', 1],
  ['E33', 'Callum', 'Day', 'PTR', 'E06', '2026-05-05', null, 110, 'N', 1],
];

type VanCls = 'LUT' | '75T' | '18T';
/** [fleet_no, reg, make and model, class, capacity, bought, sold, MOT due, miles when bought] */
const VANS: [string, string, string, VanCls, number, string, string | null, string, number][] = [
  ['V01', 'WU16 KXP', 'Ford Transit Luton', 'LUT', 650, '2016-06-10', '2025-05-16', '2025-06-09', 0],
  ['V02', 'WX18 HBN', 'Ford Transit Luton', 'LUT', 650, '2018-03-22', null, '2027-03-21', 0],
  ['V03', 'WR19 TLO', 'Renault Master Luton', 'LUT', 600, '2019-09-05', null, '2026-12-04', 0],
  ['V04', 'WP21 GZE', 'Iveco Daily Luton', 'LUT', 700, '2021-04-14', null, '2027-04-13', 0],
  ['V05', 'WU23 MVA', 'Ford Transit Luton', 'LUT', 650, '2023-08-01', null, '2027-07-31', 0],
  ['V06', 'WA25 PKC', 'Iveco Daily Luton', 'LUT', 700, '2025-05-12', null, '2027-05-11', 0],
  ['V07', 'WF15 RDJ', 'Iveco Eurocargo 75E', '75T', 1100, '2015-11-20', '2024-02-29', '2024-11-19', 0],
  ['V08', 'WK17 OSU', 'DAF LF 150', '75T', 1150, '2017-10-02', null, '2026-11-18', 0],
  ['V09', 'WN20 YHF', 'Iveco Eurocargo 75E', '75T', 1100, '2020-02-18', null, '2026-12-19', 0],
  ['V10', 'WV24 BEX', 'DAF LF 180', '75T', 1200, '2024-02-26', null, '2027-02-25', 0],
  ['V11', 'WM14 CFT', 'MAN TGL 18t Pantechnicon', '18T', 1800, '2014-05-12', null, '2027-05-11', 120000],
  ['V12', 'WG22 NUA', 'DAF CF 18t Pantechnicon', '18T', 1900, '2022-07-04', null, '2027-07-03', 0],
];

/** Postcode areas: [district prefixes, weight as destination of a local move, typical distance from Bristol in miles, towns] */
interface Area {
  districts: string[];
  weight: number;
  far: number;
  band: 'LOCAL' | 'REGION' | 'LONG';
}
const AREAS: Area[] = [
  { districts: ['BS1', 'BS2', 'BS3', 'BS4', 'BS5', 'BS6', 'BS7', 'BS8', 'BS9', 'BS10', 'BS13', 'BS14', 'BS15', 'BS16'], weight: 55, far: 5, band: 'LOCAL' },
  { districts: ['BS20', 'BS21', 'BS22', 'BS23', 'BS24', 'BS30', 'BS31', 'BS32', 'BS34', 'BS35', 'BS37', 'BS40', 'BS48', 'BS49'], weight: 25, far: 12, band: 'LOCAL' },
  { districts: ['BA1', 'BA2', 'BA3', 'BA11', 'BA14', 'BA15'], weight: 12, far: 16, band: 'LOCAL' },
  { districts: ['GL1', 'GL2', 'GL5', 'GL12', 'GL50', 'GL52'], weight: 5, far: 38, band: 'REGION' },
  { districts: ['SN1', 'SN2', 'SN5', 'SN15'], weight: 4, far: 40, band: 'REGION' },
  { districts: ['TA1', 'TA2', 'TA6', 'TA20'], weight: 4, far: 45, band: 'REGION' },
  { districts: ['CF5', 'CF10', 'CF11', 'CF14', 'NP10', 'NP20'], weight: 5, far: 42, band: 'REGION' },
  { districts: ['EX1', 'EX2', 'EX4', 'EX8'], weight: 3, far: 80, band: 'REGION' },
  { districts: ['OX1', 'OX2', 'OX4'], weight: 2, far: 74, band: 'REGION' },
  { districts: ['SW4', 'SW11', 'SW18', 'N16', 'E17', 'SE22', 'W5'], weight: 4, far: 120, band: 'LONG' },
  { districts: ['B13', 'B15', 'B30'], weight: 2, far: 88, band: 'LONG' },
  { districts: ['M20', 'M21', 'SK4'], weight: 1.2, far: 170, band: 'LONG' },
  { districts: ['PL1', 'PL4', 'TR1'], weight: 1.2, far: 125, band: 'LONG' },
  { districts: ['LS6', 'YO10'], weight: 0.6, far: 215, band: 'LONG' },
  { districts: ['EH9', 'EH10'], weight: 0.3, far: 370, band: 'LONG' },
];
const TOWN_OF: Record<string, string> = {
  BS: 'Bristol', BA: 'Bath', GL: 'Gloucester', SN: 'Swindon', TA: 'Taunton', CF: 'Cardiff', NP: 'Newport', EX: 'Exeter', OX: 'Oxford',
  SW: 'London', N: 'London', E: 'London', SE: 'London', W: 'London', B: 'Birmingham', M: 'Manchester', SK: 'Stockport', PL: 'Plymouth',
  TR: 'Truro', LS: 'Leeds', YO: 'York', EH: 'Edinburgh',
};
const NORTH_SOMERSET: Record<string, string> = {
  BS20: 'Portishead', BS21: 'Clevedon', BS22: 'Weston-super-Mare', BS23: 'Weston-super-Mare', BS24: 'Weston-super-Mare', BS30: 'Kingswood',
  BS31: 'Keynsham', BS32: 'Bradley Stoke', BS34: 'Filton', BS35: 'Thornbury', BS37: 'Yate', BS40: 'Chew Magna', BS48: 'Nailsea', BS49: 'Yatton',
  BA3: 'Radstock', BA11: 'Frome', BA14: 'Trowbridge', BA15: 'Bradford-on-Avon',
};
const townOf = (pc: string): string => {
  const d = pc.split(' ')[0] as string;
  if (NORTH_SOMERSET[d]) return NORTH_SOMERSET[d] as string;
  return TOWN_OF[d.replace(/[0-9]+$/, '')] ?? 'Bristol';
};
const areaOf = (pc: string): Area => AREAS.find((a) => a.districts.includes(pc.split(' ')[0] as string)) as Area;

const PC_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
function postcode(r: SeededRandom, area: Area): string {
  return `${r.pick(area.districts)} ${r.int(1, 9)}${r.pick(PC_LETTERS.split(''))}${r.pick(PC_LETTERS.split(''))}`;
}
function localArea(r: SeededRandom): Area {
  return r.weighted(AREAS.filter((a) => a.band === 'LOCAL').map((a) => [a, a.weight] as const));
}

const FIRST = [
  'Sarah', 'Emma', 'Laura', 'Rachel', 'Claire', 'Nicola', 'Joanne', 'Amanda', 'Lisa', 'Rebecca', 'Hannah', 'Sophie', 'Chloe', 'Megan', 'Lucy',
  'Charlotte', 'Amy', 'Jessica', 'Katie', 'Olivia', 'Grace', 'Priya', 'Aisha', 'Zainab', 'Agnieszka', 'Fiona', 'Gillian', 'Ruth', 'Jane', 'Anne',
  'John', 'David', 'Peter', 'Paul', 'Michael', 'Andrew', 'Steven', 'Mark', 'Richard', 'Chris', 'Simon', 'Neil', 'James', 'Daniel', 'Matthew',
  'Tom', 'Ben', 'Adam', 'Oliver', 'Harry', 'George', 'Sam', 'Joe', 'Alex', 'Imran', 'Tariq', 'Piotr', 'Graham', 'Martin', 'Philip',
];
const LAST = [
  'Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Roberts', 'Johnson', 'Lewis', 'Walker', 'Robinson',
  'Wood', 'Thompson', 'White', 'Watson', 'Jackson', 'Wright', 'Green', 'Harris', 'Cooper', 'King', 'Lee', 'Martin', 'Clarke', 'James', 'Morgan',
  'Hughes', 'Edwards', 'Hill', 'Moore', 'Clark', 'Harrison', 'Scott', 'Young', 'Morris', 'Hall', 'Ward', 'Turner', 'Carter', 'Phillips', 'Mitchell',
  'Patel', 'Adams', 'Campbell', 'Anderson', 'Allen', 'Cook', 'Bailey', 'Parker', 'Miller', 'Davis', 'Murphy', 'Price', 'Bell', 'Baker', 'Griffiths',
  'Kelly', 'Simpson', 'Marshall', 'Collins', 'Bennett', 'Cox', 'Richardson', 'Fox', 'Gray', 'Rose', 'Chapman', 'Hunt', 'Robertson', 'Shaw',
  'Reynolds', 'Lloyd', 'Ellis', 'Richards', 'Russell', 'Wilkinson', 'Khan', 'Graham', 'Stewart', 'Reid', 'Murray', 'Powell', 'Palmer', 'Holmes',
  'Rogers', 'Stevens', 'Walsh', 'Hunter', 'Thomson', 'Matthews', 'Ross', 'Owen', 'Mason', 'Knight', 'Kennedy', 'Butler', 'Saunders', 'Nowak',
  'Kowalski', 'Ahmed', 'Hussain', 'Singh', 'Kaur', 'Okoro', 'Fisher', 'Hooper', 'Vowles', 'Tucker', 'Gibbs', 'Bryant', 'Sparkes', 'Chard',
];

/** Commercial customers: [name, weight (how often they move or extend), source] */
const COMS: [string, number, string][] = [
  ['Bristol City Council Facilities', 7, 'WEB'],
  ['Avon & Somerset NHS Trust', 6, 'REF'],
  ['Harbourside Lettings Ltd', 5.5, 'AGT'],
  ['University of the West (Estates)', 5, 'WEB'],
  ['Temple Quay Serviced Offices', 4.5, 'REF'],
  ['Clifton College Bursary', 3.4, 'REF'],
  ['Brunel Legal LLP', 3, 'WEB'],
  ['Redcliffe Accountancy Group', 2.6, 'WEB'],
  ['Cabot Dental Partners', 2.4, 'REF'],
  ['Westcountry Housing Association', 2.6, 'WEB'],
  ['Aztec West Tech Park', 2.2, 'WEB'],
  ['Severn Insurance Brokers', 1.6, 'REF'],
  ['Bath Spa Boutique Hotels', 1.5, 'WEB'],
  ['Filton Aero Engineering', 1.5, 'WEB'],
  ['Stokes Croft Creative Studios', 1.2, 'WEB'],
  ['Portishead Marina Offices', 1.1, 'AGT'],
  ['Mendip Veterinary Group', 1.1, 'REF'],
  ['Keynsham Business Centre', 1, 'WEB'],
  ['Cribbs Causeway Retail Mgmt', 1, 'WEB'],
  ['Southville Architects', 0.9, 'REF'],
  ['Whiteladies Medical Practice', 0.9, 'REF'],
  ['Clevedon Pier Trust', 0.6, 'WEB'],
  ['Old Market Co-working', 0.8, 'WEB'],
  ['Bedminster Print Works', 0.7, 'CMP'],
  ['Emersons Green Solicitors', 0.7, 'WEB'],
  ['Yate Logistics Ltd', 0.7, 'CMP'],
  ['Thornbury Care Homes', 0.8, 'REF'],
  ['Kingswood Recruitment', 0.6, 'CMP'],
  ['Wapping Wharf Dev Co', 0.6, 'AGT'],
  ['Bath Abbey Shop', 0.4, 'WEB'],
  ['Avonmouth Freight Services', 0.5, 'WEB'],
  ['Frome Antiques Centre', 0.4, 'CMP'],
  ['Nailsea Physio Clinic', 0.4, 'WEB'],
  ['Montpelier Design Agency', 0.5, 'WEB'],
  ['Henleaze Opticians', 0.3, 'CMP'],
  ['Weston College Estates', 0.5, 'WEB'],
];

interface Customer {
  id: number;
  ref: string;
  name: string;
  typ: 'DOM' | 'COM';
  src: string;
  town: string;
  postcode: string;
  created: string;
  firstQuote: string;
  /** the address the customer is at while quoting (moves on after an accepted quote) */
  cur: string;
}
interface CrewM {
  id: number;
  emp: string;
  role: Role;
  hire: string;
  leave: string | null;
  factor: number;
}
interface Van {
  id: number;
  fleet: string;
  cls: VanCls;
  cap: number;
  bought: string;
  sold: string | null;
  mot: string;
  miles: number;
}
interface Quote {
  id: number;
  no: string;
  cust: Customer;
  est: CrewM;
  dt: string;
  typ: 'HSE' | 'OFF';
  beds: number | null;
  vol: number;
  dist: number;
  pack: string;
  gbp: number;
  acc: string | null;
  from: string;
  to: string;
}
interface Job {
  id: number;
  q: Quote;
  dt: string;
  crew: number;
  van: Van | null;
  tl: CrewM | null;
  sts: 'BKD' | 'CMP' | 'CXL' | 'PPN';
  price: number;
}

const active = (c: { hire?: string; leave?: string | null }, dt: string) =>
  (c.hire === undefined || c.hire <= dt) && (c.leave === null || c.leave === undefined || dt <= c.leave);

/** Surveys per working day by month (seasonal: spring and summer are the moving season). */
const SURVEY_SEASON = [0.75, 0.85, 1.05, 1.15, 1.25, 1.3, 1.3, 1.2, 1.05, 0.95, 0.8, 0.45];
const GROWTH: Record<number, number> = { 2023: 0.9, 2024: 1.0, 2025: 1.06, 2026: 1.12 };

export function datasetSql(): string {
  const r = seededRandom(20261125);

  const crew: CrewM[] = CREW.map((c, i) => ({ id: i + 1, emp: c[0], role: c[3], hire: c[5], leave: c[6], factor: c[9] }));
  const crewByEmp = new Map(crew.map((c) => [c.emp, c]));
  const vans: Van[] = VANS.map((v, i) => ({ id: i + 1, fleet: v[0], cls: v[3], cap: v[4], bought: v[5], sold: v[6], mot: v[7], miles: v[8] }));

  // Customers are created at their first enquiry
  const custs: Customer[] = [];
  const names = uniqueNames(r, FIRST, LAST);
  const newDomestic = (dt: string): Customer => {
    const [f, l] = names();
    const area = localArea(r);
    const pc = postcode(r, area);
    const c: Customer = {
      id: 0,
      ref: '',
      name: `${f} ${l}`,
      typ: 'DOM',
      src: r.weighted([['WEB', 38], ['REF', 16], ['AGT', 24], ['CMP', 22]]),
      town: townOf(pc),
      postcode: pc,
      created: addDays(dt, -r.int(1, 12)),
      firstQuote: dt,
      cur: pc,
    };
    custs.push(c);
    return c;
  };
  const comCusts = new Map<string, Customer>();
  const comFor = (dt: string): Customer => {
    const [name, , src] = r.weighted(COMS.map((c) => [c, c[1]] as const));
    let c = comCusts.get(name);
    if (!c) {
      const pc = postcode(r, r.chance(0.8) ? (AREAS[0] as Area) : localArea(r));
      c = { id: 0, ref: '', name, typ: 'COM', src, town: townOf(pc), postcode: pc, created: addDays(dt, -r.int(2, 20)), firstQuote: dt, cur: pc };
      comCusts.set(name, c);
      custs.push(c);
    }
    return c;
  };

  // Quotes
  const quotes: Quote[] = [];
  const domQuoted: Customer[] = [];
  for (let dt = FIRST_DAY; dt <= LAST_DAY; dt = addDays(dt, 1)) {
    const dow = dayOfWeek(dt);
    if (dow === 0) continue;
    const isHoliday = (month(dt) === 12 && Number(dt.slice(8)) >= 24) || (month(dt) === 1 && Number(dt.slice(8)) === 1);
    if (isHoliday) continue;
    const lambda = 2.35 * (SURVEY_SEASON[month(dt) - 1] as number) * (GROWTH[year(dt)] as number) * (dow === 6 ? 0.45 : 1);
    const n = r.poisson(lambda);
    const ests = crew.filter((c) => c.role === 'EST' && active(c, dt));
    for (let k = 0; k < n; k++) {
      const com = r.chance(0.11);
      let cust: Customer;
      if (com) cust = comFor(dt);
      else if (domQuoted.length > 200 && r.chance(0.035)) {
        cust = r.pick(domQuoted.slice(0, domQuoted.length - 150));
      } else {
        cust = newDomestic(dt);
        domQuoted.push(cust);
      }
      const est = ests.length === 1 ? (ests[0] as CrewM) : r.weighted(ests.map((e) => [e, e.emp === 'E02' ? 1.2 : 1] as const));
      const typ = com ? 'OFF' : 'HSE';
      const beds = com ? null : r.weighted([[1, 12], [2, 26], [3, 34], [4, 20], [5, 8]] as const);
      const vol = com
        ? Math.round(r.weighted([[r.int(250, 700), 4], [r.int(700, 1600), 4], [r.int(1600, 4200), 2]] as const) / 10) * 10
        : Math.round((120 + (beds as number) * r.int(200, 310) + r.int(-60, 120)) / 10) * 10;
      // destination
      const band = r.weighted([['LOCAL', com ? 92 : 74], ['REGION', com ? 7 : 17], ['LONG', com ? 1 : 9]] as const);
      const toArea = r.weighted(AREAS.filter((a) => a.band === band).map((a) => [a, a.weight] as const));
      const inbound = !com && band !== 'LOCAL' && r.chance(0.25);
      const fromPc = inbound ? postcode(r, toArea) : cust.cur;
      const toPc = inbound ? postcode(r, localArea(r)) : postcode(r, toArea);
      const dist =
        band === 'LOCAL' ? r.int(2, Math.max(6, areaOf(toPc).far + areaOf(fromPc).far)) : Math.round(toArea.far * r.float(0.9, 1.15, 3) + r.int(0, 8));
      const pack = r.chance(com ? 0.45 : band === 'LONG' ? 0.55 : 0.3) ? 'Y' : 'N';
      const gbp = round5(
        (com ? 420 : 280) + vol * r.float(0.62, 0.78, 3) + dist * (dist > 60 ? 4.1 : 2.5) + (pack === 'Y' ? vol * r.float(0.3, 0.4, 3) : 0),
      );
      // acceptance
      let p = 0.6 * est.factor;
      if (cust.src === 'CMP') p *= 0.72;
      if (cust.src === 'REF') p *= 1.2;
      if (com) p *= 1.1;
      if (band === 'LONG') p *= 0.85;
      if (month(dt) >= 5 && month(dt) <= 8) p *= 1.05;
      let acc: string | null = r.chance(Math.min(0.92, p)) ? 'Y' : 'N';
      const age = (Date.parse(LAST_DAY) - Date.parse(dt)) / 86_400_000;
      if (age <= 21 && r.chance(0.75 - age * 0.02)) acc = null;
      quotes.push({ id: 0, no: '', cust, est, dt, typ, beds, vol, dist, pack, gbp, acc, from: fromPc, to: toPc });
      if (acc === 'Y' && !com) cust.cur = toPc;
    }
  }
  quotes.forEach((q, i) => {
    q.id = i + 1;
  });
  const perYear = new Map<number, number>();
  for (const q of quotes) {
    const y = year(q.dt) % 100;
    const n = (perYear.get(y) ?? 0) + 1;
    perYear.set(y, n);
    q.no = `Q${y}${pad(n, 4)}`;
  }

  // Jobs
  const jobs: Job[] = [];
  const vanDays = new Set<string>();
  const tlDays = new Set<string>();
  const tls = crew.filter((c) => c.role === 'TL');
  /** in the fleet that day and not off the road for an overdue MOT */
  const runs = (v: Van, dt: string) => v.bought <= dt && (v.sold === null || dt < v.sold) && dt <= v.mot;
  const pickVan = (vol: number, dt: string): Van | null => {
    const want: VanCls = vol <= 650 ? 'LUT' : vol <= 1150 ? '75T' : '18T';
    const order: VanCls[] = want === 'LUT' ? ['LUT', '75T'] : want === '75T' ? ['75T', '18T', 'LUT'] : ['18T', '75T'];
    for (const cls of order) {
      const free = r.shuffle(vans.filter((v) => v.cls === cls && runs(v, dt) && !vanDays.has(`${v.id}|${dt}`)));
      if (free.length) {
        const v = free[0] as Van;
        vanDays.add(`${v.id}|${dt}`);
        return v;
      }
    }
    // every vehicle of the right size is out that day: a second trip for one already out
    const any = vans.filter((v) => runs(v, dt) && v.cap >= Math.min(vol, 1100));
    return any.length ? (r.pick(any) as Van) : null;
  };
  const pickTl = (dt: string): CrewM | null => {
    const free = r.shuffle(tls.filter((t) => active(t, dt) && !tlDays.has(`${t.id}|${dt}`)));
    const t = free[0] ?? null;
    if (t) tlDays.add(`${t.id}|${dt}`);
    return t;
  };
  for (const q of quotes) {
    if (q.acc !== 'Y') continue;
    let dt = addDays(q.dt, r.weighted([[r.int(8, 21), 3], [r.int(22, 45), 5], [r.int(46, 75), 2]] as const));
    if (dayOfWeek(dt) === 0) dt = addDays(dt, r.chance(0.5) ? 1 : -2);
    if (month(dt) === 12 && Number(dt.slice(8)) >= 24) dt = addDays(dt, 10);
    if (month(dt) === 1 && Number(dt.slice(8)) === 1) dt = addDays(dt, 1);
    let sts: Job['sts'];
    if (dt > LAST_DAY) sts = r.chance(0.03) ? 'CXL' : 'BKD';
    else {
      const recent = dt >= '2026-06-01';
      sts = r.weighted([['CMP', 90], ['CXL', 6.5], ['PPN', recent ? 5 : 0]] as const);
    }
    const crewSz = Math.min(6, (q.vol <= 500 ? 2 : q.vol <= 1000 ? 3 : q.vol <= 1600 ? 4 : q.vol <= 2400 ? 5 : 6) + (r.chance(0.12) ? 1 : 0));
    const allocate = sts === 'CMP' || sts === 'PPN' || (sts === 'BKD' && dt <= '2026-12-12') || (sts === 'CXL' && r.chance(0.4));
    const van = allocate ? pickVan(q.vol, dt) : null;
    const tl = allocate ? pickTl(dt) : null;
    const price = sts === 'CMP' && r.chance(0.13) ? q.gbp + round5(r.int(40, 420)) : q.gbp;
    jobs.push({ id: 0, q, dt, crew: crewSz, van, tl, sts, price });
    if (sts === 'CMP' && q.cust.typ === 'DOM') {
      q.cust.postcode = q.to;
      q.cust.town = townOf(q.to);
    }
  }
  jobs.forEach((j, i) => {
    j.id = i + 1;
  });

  // Odometers: miles at purchase + road miles of completed moves (there and back) + other running about
  for (const v of vans) {
    const end = v.sold ?? LAST_DAY;
    const yrs = (Date.parse(end) - Date.parse(v.bought)) / (365.25 * 86_400_000);
    let miles = v.miles + Math.round(yrs * r.int(8500, 12500));
    for (const j of jobs) if (j.van === v && j.sts === 'CMP') miles += 2 * j.q.dist + 6;
    v.miles = miles;
  }

  // Damage claims
  const claims: [number, Job, string, string, string | null, number, number | null, string | null][] = [];
  for (const j of jobs) {
    if (j.sts !== 'CMP') continue;
    let p = 0.115 * (j.tl ? j.tl.factor : 1) * (j.q.vol > 1500 ? 1.3 : 1) * (j.q.pack === 'Y' ? 0.85 : 1) * (j.q.dist > 100 ? 1.3 : 1);
    if (j.q.cust.typ === 'COM') p *= 0.8;
    if (!r.chance(p)) continue;
    const opened = addDays(j.dt, r.weighted([[r.int(0, 3), 5], [r.int(4, 14), 4], [r.int(15, 40), 1]] as const));
    if (opened > LAST_DAY) continue;
    const dmg = r.weighted([['FURN', 36], ['BRK', 28], ['ELEC', 12], ['PROP', 16], ['LOST', 8]] as const);
    const base = { FURN: [60, 900], BRK: [20, 350], ELEC: [80, 1200], PROP: [150, 2600], LOST: [30, 600] }[dmg] as [number, number];
    let amt = round2(r.float(base[0], base[1]) * (r.chance(0.08) ? r.float(2, 4.5) : 1));
    if (r.chance(0.4)) amt = Math.round(amt / 5) * 5 + (r.chance(0.5) ? 0.5 : 0.99);
    amt = round2(amt);
    const days = r.weighted([[r.int(7, 30), 4], [r.int(31, 75), 4], [r.int(76, 200), 2]] as const);
    let closed: string | null = addDays(opened, days);
    if (closed > LAST_DAY) closed = null;
    let paid: number | null = null;
    let outc: string | null = null;
    if (closed) {
      outc = r.weighted([['FUL', dmg === 'BRK' ? 62 : 50], ['PRT', 32], ['REJ', dmg === 'LOST' ? 30 : 14]] as const);
      paid = outc === 'FUL' ? amt : outc === 'REJ' ? 0 : round2(amt * r.float(0.25, 0.85));
    }
    claims.push([0, j, dmg, opened, closed, amt, paid, outc]);
  }
  claims.sort((a, b) => (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : a[1].id - b[1].id));
  claims.forEach((c, i) => {
    c[0] = i + 1;
  });

  // Storage rentals
  const units: [string, 'S' | 'M' | 'L', string][] = [];
  for (let i = 1; i <= 24; i++) units.push([`A${pad(i, 2)}`, i <= 10 ? 'S' : i <= 20 ? 'M' : 'L', '2023-01-09']);
  for (let i = 1; i <= 24; i++) units.push([`B${pad(i, 2)}`, i <= 8 ? 'S' : i <= 18 ? 'M' : 'L', '2024-04-02']);
  const RATE = { S: 62, M: 108, L: 175 };
  const rentals: [number, string, string, Customer, string, string | null, number, string][] = [];
  const jobsByMonth = jobs.filter((j) => j.sts === 'CMP' || j.sts === 'BKD');
  for (const [unit, sz, opens] of units) {
    let dt = addDays(opens, r.int(0, 40));
    while (dt <= LAST_DAY) {
      const dur = r.weighted([[r.int(20, 90), 4], [r.int(91, 365), 4], [r.int(366, 1000), 2]] as const);
      let end: string | null = addDays(dt, dur);
      if (end > LAST_DAY) end = null;
      // the renter is usually a customer moving around then (storage between moves), else any customer
      const near = jobsByMonth.filter((j) => Math.abs(Date.parse(j.dt) - Date.parse(dt)) <= 6 * 86_400_000 && j.q.cust.created <= dt);
      const cust = near.length && r.chance(0.85) ? (r.pick(near) as Job).q.cust : (r.pick(custs.filter((c) => c.created <= dt)) as Customer);
      const y = year(dt);
      const rate = Math.round(RATE[sz] * 1.05 ** (y - 2023) * (r.chance(0.15) ? 0.9 : 1));
      rentals.push([0, unit, sz, cust, dt, end, rate, r.chance(0.6) ? 'Y' : 'N']);
      if (end === null) break;
      dt = addDays(end, r.weighted([[r.int(1, 14), 5], [r.int(15, 60), 3], [r.int(61, 150), 1]] as const));
    }
  }
  rentals.sort((a, b) => (a[4] < b[4] ? -1 : a[4] > b[4] ? 1 : a[1] < b[1] ? -1 : 1));
  rentals.forEach((x, i) => {
    x[0] = i + 1;
  });

  // customer ids in order of first enquiry
  custs.sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : a.firstQuote < b.firstQuote ? -1 : 0));
  custs.forEach((c, i) => {
    c.id = i + 1;
    c.ref = `SV${10000 + i + 1}`;
  });

  return [
    'CREATE SCHEMA mvr;',
    `CREATE TABLE mvr.customers (cust_id integer PRIMARY KEY, cust_ref varchar(8) NOT NULL UNIQUE, cust_nm text NOT NULL, cust_typ varchar(3) NOT NULL,
      src_cd varchar(3) NOT NULL, town text NOT NULL, postcode varchar(8) NOT NULL, created_dt date NOT NULL);`,
    `CREATE TABLE mvr.crew (crew_id integer PRIMARY KEY, emp_no varchar(4) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL, role_cd varchar(3) NOT NULL,
      mgr_id integer REFERENCES mvr.crew (crew_id), hire_dt date NOT NULL, leave_dt date, day_rate_gbp numeric(6,2) NOT NULL, c1_lic_yn char(1) NOT NULL);`,
    `CREATE TABLE mvr.vans (van_id integer PRIMARY KEY, fleet_no varchar(4) NOT NULL UNIQUE, reg_no varchar(8) NOT NULL UNIQUE, make_mdl text NOT NULL,
      van_cls varchar(3) NOT NULL, cap_cuft integer NOT NULL, purch_dt date NOT NULL, sold_dt date, mot_due_dt date NOT NULL, odo_mi integer NOT NULL);`,
    `CREATE TABLE mvr.quotes (quote_id integer PRIMARY KEY, quote_no varchar(8) NOT NULL UNIQUE, cust_id integer NOT NULL REFERENCES mvr.customers (cust_id),
      est_id integer NOT NULL REFERENCES mvr.crew (crew_id), survey_dt date NOT NULL, move_typ varchar(3) NOT NULL, beds smallint, vol_cuft integer NOT NULL,
      dist_mi integer NOT NULL, pack_yn char(1) NOT NULL, quote_gbp numeric(9,2) NOT NULL, acc_yn char(1));`,
    `CREATE TABLE mvr.jobs (job_id integer PRIMARY KEY, job_no varchar(8) NOT NULL UNIQUE, quote_id integer NOT NULL REFERENCES mvr.quotes (quote_id),
      cust_id integer NOT NULL REFERENCES mvr.customers (cust_id), from_pc varchar(8) NOT NULL, to_pc varchar(8) NOT NULL, move_dt date NOT NULL,
      crew_sz smallint NOT NULL, van_id integer REFERENCES mvr.vans (van_id), tl_id integer REFERENCES mvr.crew (crew_id), stat_cd varchar(3) NOT NULL,
      price_gbp numeric(9,2) NOT NULL);`,
    `CREATE TABLE mvr.dmg_claims (claim_id integer PRIMARY KEY, claim_no varchar(6) NOT NULL UNIQUE, job_id integer NOT NULL REFERENCES mvr.jobs (job_id),
      dmg_cd varchar(4) NOT NULL, opened_dt date NOT NULL, closed_dt date, claim_gbp numeric(9,2) NOT NULL, paid_gbp numeric(9,2), outc_cd varchar(3));`,
    `CREATE TABLE mvr.stor_rent (rent_id integer PRIMARY KEY, unit_no varchar(4) NOT NULL, unit_sz char(1) NOT NULL, cust_id integer NOT NULL REFERENCES mvr.customers (cust_id),
      start_dt date NOT NULL, end_dt date, mthly_gbp numeric(7,2) NOT NULL, ins_yn char(1) NOT NULL);`,
    insertRows(
      'mvr.customers',
      ['cust_id', 'cust_ref', 'cust_nm', 'cust_typ', 'src_cd', 'town', 'postcode', 'created_dt'],
      custs.map((c) => [c.id, c.ref, c.name, c.typ, c.src, c.town, c.postcode, c.created]),
    ),
    insertRows(
      'mvr.crew',
      ['crew_id', 'emp_no', 'first_nm', 'last_nm', 'role_cd', 'mgr_id', 'hire_dt', 'leave_dt', 'day_rate_gbp', 'c1_lic_yn'],
      CREW.map((c, i) => [i + 1, c[0], c[1], c[2], c[3], c[4] ? (crewByEmp.get(c[4]) as CrewM).id : null, c[5], c[6], c[7], c[8]]),
    ),
    insertRows(
      'mvr.vans',
      ['van_id', 'fleet_no', 'reg_no', 'make_mdl', 'van_cls', 'cap_cuft', 'purch_dt', 'sold_dt', 'mot_due_dt', 'odo_mi'],
      VANS.map((v, i) => [i + 1, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], (vans[i] as Van).miles]),
    ),
    insertRows(
      'mvr.quotes',
      ['quote_id', 'quote_no', 'cust_id', 'est_id', 'survey_dt', 'move_typ', 'beds', 'vol_cuft', 'dist_mi', 'pack_yn', 'quote_gbp', 'acc_yn'],
      quotes.map((q) => [q.id, q.no, q.cust.id, q.est.id, q.dt, q.typ, q.beds, q.vol, q.dist, q.pack, q.gbp, q.acc]),
    ),
    insertRows(
      'mvr.jobs',
      ['job_id', 'job_no', 'quote_id', 'cust_id', 'from_pc', 'to_pc', 'move_dt', 'crew_sz', 'van_id', 'tl_id', 'stat_cd', 'price_gbp'],
      jobs.map((j) => [j.id, `J${10000 + j.id}`, j.q.id, j.q.cust.id, j.q.from, j.q.to, j.dt, j.crew, j.van ? j.van.id : null, j.tl ? j.tl.id : null, j.sts, j.price]),
    ),
    insertRows(
      'mvr.dmg_claims',
      ['claim_id', 'claim_no', 'job_id', 'dmg_cd', 'opened_dt', 'closed_dt', 'claim_gbp', 'paid_gbp', 'outc_cd'],
      claims.map((c) => [c[0], `DC${pad(c[0], 4)}`, c[1].id, c[2], c[3], c[4], c[5], c[6], c[7]]),
    ),
    insertRows(
      'mvr.stor_rent',
      ['rent_id', 'unit_no', 'unit_sz', 'cust_id', 'start_dt', 'end_dt', 'mthly_gbp', 'ins_yn'],
      rentals.map((x) => [x[0], x[1], x[2], x[3].id, x[4], x[5], x[6], x[7]]),
    ),
  ].join('\n');
}
