/**
 * Northstar Venue Group, a privately owned company in the Twin Cities (Minnesota) that runs three event and
 * conference venues: The Foundry (a converted iron works in downtown Minneapolis), Stone Arch Conference Center (St.
 * Paul, the largest, mostly corporate business) and Lakeside Lodge (Wayzata, on Lake Minnetonka, popular for weddings;
 * its outdoor pavilion is only used in the warm months). It rents rooms by the day for corporate meetings,
 * conferences, trainings and parties, weddings and nonprofit galas, and it sells in-house catering for those events.
 * A central sales team at the head office books the events; each venue has its own general manager, event
 * coordinators, executive chef and banquet captains. Finance (controller and receivable clerks) bills a deposit when a
 * contract is signed and the rest after the event.
 *
 * Schema `evt`:
 * - `venue`: the three venues. `venue_cd` FDY The Foundry, SAC Stone Arch Conference Center, LKS Lakeside Lodge;
 *   `venue_nm`; `addr_txt` street address; `city_nm`; `st_cd` state; `open_yr` the year the venue opened under our
 *   management (integer year); `gm_no` the emp_no of the venue's general manager.
 * - `rm`: rooms (function spaces) at the venues. `rm_cd` like F01 / S04 / L02 (the first letter is the venue);
 *   `venue_cd`; `rm_nm`; `rm_typ` BALL ballroom / hall, LNG lounge or atrium (receptions), OUT outdoor terrace or
 *   pavilion (used May to early October only), MTG meeting room, BRD boardroom; `cap_thtr` capacity seated theater
 *   style (the room's maximum people); `cap_banq` capacity seated at banquet rounds for a meal (empty for boardrooms,
 *   which do not host banquets); `sq_ft` floor area; `day_rt` the current standard day rental rate in dollars (rates
 *   were lower in earlier years; what an event actually pays is on the booking); `actv_yn` N for a room no longer
 *   rented (the Foundry's Smelter Room was turned into storage at the end of June 2024).
 * - `staff`: employees, current and former. `emp_no`; `first_nm`, `last_nm`; `role_cd` PRS president, GM venue general
 *   manager, DOS director of sales, SLS sales manager (account manager for clients), EVC event coordinator, CHF
 *   executive chef, CPT banquet captain, CTL controller, ARC accounts receivable clerk; `title_txt` job title;
 *   `loc_cd` the venue_cd where the person works (empty for head-office staff: president, sales and finance);
 *   `sup_no` the emp_no of the person's supervisor (empty for the president); `hire_dt`; `term_dt` the last day of
 *   someone who has left (empty while the person still works here).
 * - `clnt`: clients (the party that books and pays). `clnt_no`; `clnt_nm` company or organisation name, or for a
 *   wedding the couple's names like 'Hansen / Okafor Wedding'; `clnt_typ` C corporate, W wedding (private couple),
 *   N nonprofit; `cntct_nm` the main contact person; `city_nm`, `st_cd`; `acct_mgr` the emp_no of the sales manager
 *   who owns the account (not always updated after a sales manager leaves); `terms_days` payment terms in days from
 *   the invoice date (15, 30 or 45); `crt_dt` the day the client was set up in the system.
 * - `bkg`: event bookings, one room for one day each (a client using two rooms or two days has two bookings). Holds
 *   and contracts run to the end of 2027. `bkg_no`; `clnt_no`; `venue_cd`; `rm_cd`; `evt_nm` event name; `evt_typ`
 *   CONF conference, MTG meeting, TRN training session, SOC social event (holiday party, reception, rehearsal
 *   dinner), WED wedding, GALA gala or fundraiser; `evt_dt` the event date; `bkd_dt` the day the booking (hold) was
 *   entered, as text 'MM/DD/YYYY'; `ctr_dt` the day the contract was signed (empty for holds never contracted);
 *   `sts` booking status: T tentative (a hold, no contract yet), K contracted (signed, event still to come), C
 *   completed (the event took place), X cancelled; `cxl_dt` the day it was cancelled; `cxl_rsn` why: BUD client's
 *   budget cut, DTE date changed / postponed, VEN client chose another venue, LAP hold lapsed without a contract, OTH
 *   other; `hc_gtd` guaranteed headcount (the number the client commits to and is charged at least for);
 *   `hc_act` actual attendance (recorded for completed events only); `rm_fee` the room rental charged for the event,
 *   dollars.
 * - `cater_ord`: catering orders for a booking, one row per menu. `ord_no`; `bkg_no`; `menu_cd` CB continental
 *   breakfast, LN lunch, BK coffee break / snacks, RC reception (hors d'oeuvres), DN plated dinner, BF buffet dinner,
 *   BR bar package; `pp_amt` price per person in dollars; `hd_cnt` heads charged (the guaranteed headcount, or the
 *   actual attendance when more people came); `ext_amt` the order total, pp_amt × hd_cnt; `ord_sts` P proposed
 *   (menu quoted on a tentative hold), C confirmed, V voided (event cancelled).
 * - `inv`: invoices. `inv_no`; `bkg_no`; `inv_typ` D deposit (billed when the contract is signed: 50% of the
 *   estimate for weddings, 25% for others), F final (billed a few days after the event: room fee plus catering less
 *   the deposit), X cancellation fee (half the room fee, when a contracted event cancels within 90 days of the date);
 *   `inv_dt`; `due_dt`; `inv_amt` dollars; `inv_sts` O open (not fully paid), P paid in full, V void (issued in error
 *   and replaced; not owed).
 * - `pmt`: payments received against invoices (partial payments happen). `pmt_no`; `inv_no`; `pmt_dt`; `pmt_amt`
 *   dollars; `pay_mthd` CHK cheque, ACH bank transfer, CC credit card, WIR wire transfer.
 * - `evt_asgn`: staff scheduled to work an event. `bkg_no`; `emp_no`; `asgn_cd` L lead event coordinator, C banquet
 *   captain, K chef in charge of the kitchen; `hrs` hours worked (scheduled hours for upcoming events). Recorded for
 *   completed events and for contracted events in the next six weeks.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LAST = '2026-11-24';
const FIRST_EVT = '2023-01-03';
const HORIZON = '2027-12-31';

const DAY = 86_400_000;
const addDays = (d: string, n: number): string => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const diffDays = (a: string, b: string): number => Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY);
const dow = (d: string): number => new Date(`${d}T00:00:00Z`).getUTCDay();
const mdy = (d: string): string => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const minD = (a: string, b: string): string => (a < b ? a : b);
const maxD = (a: string, b: string): string => (a > b ? a : b);
const money = (n: number): number => Math.round(n * 100) / 100;

type VenueCd = 'FDY' | 'SAC' | 'LKS';
type RmTyp = 'BALL' | 'LNG' | 'OUT' | 'MTG' | 'BRD';

const VENUES: [VenueCd, string, string, string, string, number, number][] = [
  ['FDY', 'The Foundry', '412 N 1st St', 'Minneapolis', 'MN', 2009, 1020],
  ['SAC', 'Stone Arch Conference Center', '175 W Kellogg Blvd', 'St. Paul', 'MN', 2012, 1040],
  ['LKS', 'Lakeside Lodge', '640 Lake St E', 'Wayzata', 'MN', 2016, 1030],
];

interface Room {
  cd: string;
  venue: VenueCd;
  nm: string;
  typ: RmTyp;
  thtr: number;
  banq: number | null;
  sqft: number;
  rate: number;
  actv: 'Y' | 'N';
}
const ROOMS: Room[] = [
  ['F01', 'FDY', 'Grand Hall', 'BALL', 500, 380, 7200, 6500, 'Y'],
  ['F02', 'FDY', 'Mezzanine', 'LNG', 160, 120, 2600, 2400, 'Y'],
  ['F03', 'FDY', 'Rooftop Terrace', 'OUT', 220, 160, 4000, 4200, 'Y'],
  ['F04', 'FDY', 'Forge Room', 'MTG', 90, 64, 1500, 1400, 'Y'],
  ['F05', 'FDY', 'Anvil Boardroom', 'BRD', 16, null, 450, 650, 'Y'],
  ['F06', 'FDY', 'Smelter Room', 'MTG', 40, 30, 800, 800, 'N'],
  ['S01', 'SAC', 'Summit Ballroom', 'BALL', 720, 520, 10400, 8500, 'Y'],
  ['S02', 'SAC', 'Mississippi Hall', 'BALL', 320, 240, 4400, 4200, 'Y'],
  ['S03', 'SAC', 'Atrium', 'LNG', 200, 130, 3000, 2800, 'Y'],
  ['S04', 'SAC', 'Room 101', 'MTG', 64, 40, 1000, 950, 'Y'],
  ['S05', 'SAC', 'Room 102', 'MTG', 64, 40, 1000, 950, 'Y'],
  ['S06', 'SAC', 'Room 201', 'MTG', 110, 72, 1600, 1500, 'Y'],
  ['S07', 'SAC', 'Executive Boardroom', 'BRD', 20, null, 600, 850, 'Y'],
  ['L01', 'LKS', 'Lakeview Ballroom', 'BALL', 300, 240, 4200, 5200, 'Y'],
  ['L02', 'LKS', 'Dockside Pavilion', 'OUT', 250, 200, 3800, 4800, 'Y'],
  ['L03', 'LKS', 'Birch Room', 'MTG', 60, 40, 900, 900, 'Y'],
  ['L04', 'LKS', 'Cedar Room', 'MTG', 36, 24, 650, 700, 'Y'],
  ['L05', 'LKS', 'Loon Boardroom', 'BRD', 14, null, 400, 600, 'Y'],
].map(([cd, venue, nm, typ, thtr, banq, sqft, rate, actv]) => ({
  cd, venue, nm, typ, thtr, banq, sqft, rate, actv,
} as Room));
const SMELTER_CLOSED = '2024-06-30';

interface Staff {
  no: number;
  first: string;
  last: string;
  role: string;
  title: string;
  loc: VenueCd | null;
  sup: number | null;
  hire: string;
  term: string | null;
}
const STAFF: Staff[] = (
  [
    [1001, 'Margaret', 'Lindqvist', 'PRS', 'President', null, null, '2008-03-03', null],
    [1002, 'Daniel', 'Okoro', 'DOS', 'Director of Sales', null, 1001, '2014-05-12', null],
    [1003, 'Priya', 'Raman', 'CTL', 'Controller', null, 1001, '2016-09-06', null],
    [1004, 'Kevin', 'Shaw', 'ARC', 'Accounts Receivable Clerk', null, 1003, '2019-01-14', null],
    [1005, 'Leticia', 'Morales', 'ARC', 'Accounts Receivable Clerk', null, 1003, '2024-02-05', null],
    [1006, 'Brian', 'Kowalski', 'ARC', 'Accounts Receivable Clerk', null, 1003, '2017-04-10', '2024-01-19'],
    [1010, 'Jenna', 'Halvorsen', 'SLS', 'Senior Sales Manager', null, 1002, '2015-02-02', null],
    [1011, 'Marcus', 'Bell', 'SLS', 'Sales Manager', null, 1002, '2018-06-18', null],
    [1012, 'Sofia', 'Nguyen', 'SLS', 'Sales Manager', null, 1002, '2019-08-05', '2025-06-30'],
    [1013, 'Tyler', 'Brandt', 'SLS', 'Sales Manager', null, 1002, '2023-09-11', null],
    [1014, 'Aisha', 'Karimi', 'SLS', 'Sales Manager', null, 1002, '2025-07-14', null],
    [1015, 'Greg', 'Paulsen', 'SLS', 'Sales Manager', null, 1002, '2012-10-01', '2024-03-15'],
    [1016, 'Hannah', 'Doyle', 'SLS', 'Wedding Sales Manager', null, 1002, '2019-03-04', null],
    [1020, 'Robert', 'Esposito', 'GM', 'General Manager, The Foundry', 'FDY', 1001, '2011-04-04', null],
    [1021, 'Emily', 'Sorensen', 'EVC', 'Event Coordinator', 'FDY', 1020, '2018-05-21', null],
    [1022, 'Jamal', 'Whitaker', 'EVC', 'Event Coordinator', 'FDY', 1020, '2020-02-10', '2025-03-28'],
    [1023, 'Olivia', 'Brennan', 'EVC', 'Event Coordinator', 'FDY', 1020, '2025-04-14', null],
    [1024, 'Luis', 'Ferreira', 'EVC', 'Senior Event Coordinator', 'FDY', 1020, '2016-07-11', null],
    [1025, 'Nathan', 'Cole', 'CHF', 'Executive Chef', 'FDY', 1020, '2013-08-19', null],
    [1026, 'Grace', 'Lund', 'CPT', 'Banquet Captain', 'FDY', 1025, '2019-10-07', null],
    [1027, 'Omar', 'Haddad', 'CPT', 'Banquet Captain', 'FDY', 1025, '2021-03-15', null],
    [1028, 'Trevor', 'Mack', 'CPT', 'Banquet Captain', 'FDY', 1025, '2017-05-01', '2024-08-30'],
    [1029, 'Mia', 'Castillo', 'CPT', 'Banquet Captain', 'FDY', 1025, '2024-09-09', null],
    [1030, 'Claire', 'Johansson', 'GM', 'General Manager, Lakeside Lodge', 'LKS', 1001, '2016-03-07', null],
    [1031, 'Ben', 'Achterberg', 'EVC', 'Event Coordinator', 'LKS', 1030, '2017-04-03', null],
    [1032, 'Rachel', 'Stein', 'EVC', 'Wedding Coordinator', 'LKS', 1030, '2021-01-11', null],
    [1033, 'Kayla', 'Nordin', 'EVC', 'Event Coordinator', 'LKS', 1030, '2022-05-16', '2024-10-11'],
    [1034, 'Diego', 'Ramirez', 'EVC', 'Event Coordinator', 'LKS', 1030, '2024-11-04', null],
    [1035, 'Sven', 'Eklund', 'CHF', 'Executive Chef', 'LKS', 1030, '2016-03-21', null],
    [1036, 'Hailey', 'Boyd', 'CPT', 'Banquet Captain', 'LKS', 1035, '2018-06-04', null],
    [1037, 'Isaac', 'Moreno', 'CPT', 'Banquet Captain', 'LKS', 1035, '2020-04-20', null],
    [1038, 'Paige', 'Lindgren', 'CPT', 'Banquet Captain', 'LKS', 1035, '2022-05-02', '2026-05-29'],
    [1039, 'Victor', 'Osei', 'CPT', 'Banquet Captain', 'LKS', 1035, '2026-06-08', null],
    [1040, 'William', 'Tran', 'GM', 'General Manager, Stone Arch', 'SAC', 1001, '2012-01-09', null],
    [1041, 'Natalie', 'Pierce', 'EVC', 'Senior Event Coordinator', 'SAC', 1040, '2014-09-15', null],
    [1042, 'Chris', 'Albrecht', 'EVC', 'Event Coordinator', 'SAC', 1040, '2019-02-25', null],
    [1043, 'Yasmin', 'Farah', 'EVC', 'Event Coordinator', 'SAC', 1040, '2021-08-02', null],
    [1044, 'Derek', 'Olson', 'EVC', 'Event Coordinator', 'SAC', 1040, '2018-11-05', '2023-12-15'],
    [1045, 'Lauren', 'Petrov', 'EVC', 'Event Coordinator', 'SAC', 1040, '2024-01-08', null],
    [1046, 'Antoine', 'Dubois', 'CHF', 'Executive Chef', 'SAC', 1040, '2015-06-01', null],
    [1047, 'Rosa', 'Jimenez', 'CPT', 'Banquet Captain', 'SAC', 1046, '2016-08-22', null],
    [1048, 'Kyle', 'Benson', 'CPT', 'Banquet Captain', 'SAC', 1046, '2019-09-09', null],
    [1049, 'Tanya', 'Greer', 'CPT', 'Banquet Captain', 'SAC', 1046, '2020-10-19', '2025-11-14'],
    [1050, 'Marcus', 'Yoon', 'CPT', 'Banquet Captain', 'SAC', 1046, '2023-03-13', null],
    [1051, 'Jordan', 'Ellis', 'CPT', 'Banquet Captain', 'SAC', 1046, '2025-11-17', null],
    [1052, 'Amara', 'Nwosu', 'CPT', 'Banquet Captain', 'SAC', 1046, '2022-02-14', null],
  ] as [number, string, string, string, string, VenueCd | null, number | null, string, string | null][]
).map(([no, first, last, role, title, loc, sup, hire, term]) => ({ no, first, last, role, title, loc, sup, hire, term }));

const CORP = [
  'Northfield Medical Devices', 'Granite Ridge Insurance', 'Bluestem Financial', 'Mill City Software', 'Prairie Harvest Foods',
  'Lakeshore Health System', 'Twin Ports Logistics', 'Cedar Valley Bank', 'Ironwood Engineering', 'Boreal Outdoor Gear',
  'Summit Orthopedics Group', 'North Loop Creative', 'Carver & Pike LLP', 'Minnehaha Mutual', 'Red Pine Energy',
  'Heartland Grain Cooperative', 'Skyway Data Systems', 'Arrowhead Retail Group', 'Loon Lake Brewing', 'Polaris Analytics',
  'Stillwater Capital Partners', 'Riverbend Pharmacy', 'Gopher State Electric', 'Falcon Heights Realty', 'Blue Ox Manufacturing',
  'Bde Maka Ska Ventures', 'Hennepin Dental Partners', 'Nicollet Advisors', 'Eagan Aerospace', 'Maplewood Packaging',
  'Dakota County Credit Union', 'Larkspur Biotech', 'Silver Lake Staffing', 'Anoka Precision Tools', 'Wildflower Cosmetics',
  'Great River Shipping', 'Northern Lights Telecom', 'Kestrel Security', 'Como Park Veterinary Group', 'Harbor & Vine Hospitality',
  'Fjord Digital', 'Big Woods Construction', 'Ramsey Legal Group', 'Saint Croix Outfitters', 'Timberline Accounting',
  'Cobalt Learning', 'Sibley Street Partners', 'Birchwood Senior Living', 'Pinecrest Property Management', 'Vireo Robotics',
  'Lake Harriet Wealth', 'Northway Trucking', 'Chanhassen Marketing Co', 'Oak Savanna Farms', 'Prairie Wind Power',
  'Sterling Title Company', 'Bloomington Auto Group', 'Crosstown Physical Therapy', 'Edina Eye Associates', 'Silverline Payments',
  'Wayzata Yacht Brokers', 'Cardinal HR Solutions', 'Tamarack Insurance Agency', 'Minnetonka Dental Lab', 'Uptown Fitness Clubs',
  'Frostline HVAC', 'Hiawatha Rail Services', 'Norseman Foods', 'Brightwater Clinics', 'Keystone Payroll',
  'Lowertown Architects', 'Marigold Events Supply', 'Plymouth Plastics', 'Quarry Hill Partners', 'Roseville Orthodontics',
  'Sandstone Wealth Advisors', 'True North Recruiting', 'Valley Fair Marketing', 'Westbrook Pharmaceuticals', 'Zephyr Air Charter',
  'Apex Clinical Research', 'Beacon Hill Software', 'Copperleaf Energy', 'Driftless Dairy', 'Evergreen Home Health',
  'Foxtail Ventures', 'Golden Valley Printing', 'Highland Park Orthopedics', 'Ivy Lane Consulting', 'Juniper Networks MN',
];
const NONPROFIT = [
  'Twin Cities Food Shelf', 'Minnesota Children\'s Museum Friends', 'Lake Minnetonka Conservancy', 'Great North Arts Council',
  'Hennepin Literacy Project', 'Saint Paul Youth Orchestra', 'Northland Humane Society', 'Minnesota Heart Alliance',
  'Habitat Builders Twin Cities', 'Veterans Bridge MN', 'Riverside Hospice Foundation', 'Boundary Waters Wilderness Fund',
  'Como Zoo Conservancy', 'Minneapolis Jazz Society', 'Women in Tech Minnesota', 'Second Harvest North',
  'Loring Park Community Fund', 'Prairie Cancer Research', 'Mill City Rotary Club', 'St. Paul Chamber of Commerce',
  'Minnesota Nurses Foundation', 'Open Doors Housing', 'Lakes Area United Way', 'Scandinavian Heritage Society',
  'MN Society of CPAs', 'Autism Support Twin Cities', 'Wayzata Rotary Club', 'Friends of the Mississippi',
];
const FIRST = ['Emma', 'Olivia', 'Ava', 'Sophia', 'Isabella', 'Mia', 'Amelia', 'Harper', 'Ella', 'Abigail', 'Emily', 'Madison', 'Chloe', 'Grace',
  'Lily', 'Hannah', 'Nora', 'Zoe', 'Leah', 'Anna', 'Sarah', 'Megan', 'Katie', 'Jessica', 'Rachel', 'Liam', 'Noah', 'James', 'Ben', 'Lucas',
  'Henry', 'Jack', 'Sam', 'Owen', 'Ryan', 'Nick', 'Matt', 'Eric', 'David', 'Josh', 'Andrew', 'Kevin', 'Chris', 'Tom', 'Alex'];
const LASTN = ['Anderson', 'Johnson', 'Olson', 'Nelson', 'Peterson', 'Larson', 'Hansen', 'Swanson', 'Lindberg', 'Okafor', 'Nguyen', 'Garcia',
  'Schmidt', 'Mueller', 'Kowalski', 'Carlson', 'Berg', 'Thompson', 'Martinez', 'Lee', 'Vang', 'Xiong', 'Ali', 'Hassan', 'Murphy', 'Kelly',
  'Sullivan', 'Brooks', 'Foster', 'Reyes', 'Patel', 'Shah', 'Kim', 'Park', 'Wagner', 'Becker', 'Hoffman', 'Jensen', 'Lund', 'Strand',
  'Dahl', 'Erickson', 'Gustafson', 'Holm', 'Quinn', 'Rossi', 'Santos', 'Torres', 'Walsh', 'Young', 'Zimmerman', 'Fischer', 'Novak'];
const CITIES: [string, string, number][] = [['Minneapolis', 'MN', 30], ['St. Paul', 'MN', 16], ['Bloomington', 'MN', 8], ['Edina', 'MN', 6],
  ['Eden Prairie', 'MN', 6], ['Plymouth', 'MN', 5], ['Minnetonka', 'MN', 5], ['Eagan', 'MN', 4], ['Roseville', 'MN', 4], ['Wayzata', 'MN', 4],
  ['Maple Grove', 'MN', 3], ['Woodbury', 'MN', 3], ['Stillwater', 'MN', 2], ['Duluth', 'MN', 2], ['Rochester', 'MN', 2], ['Hudson', 'WI', 2],
  ['Chicago', 'IL', 2], ['Fargo', 'ND', 1], ['Des Moines', 'IA', 1], ['Sioux Falls', 'SD', 1]];

type Pay = 'PROMPT' | 'NORMAL' | 'SLOW' | 'DELINQ';
interface Client {
  no: number;
  nm: string;
  typ: 'C' | 'W' | 'N';
  cntct: string;
  city: string;
  st: string;
  mgr: number | null;
  terms: number;
  crt: string;
  pay: Pay;
  weight: number;
  firstBkd: string | null;
  /** first and last day the client books events (corporate and nonprofit), and the venue it mostly uses */
  from: string;
  until: string | null;
  home: VenueCd;
}
interface Order {
  no: number;
  menu: string;
  pp: number;
  hd: number;
  ext: number;
  sts: 'P' | 'C' | 'V';
}
interface Booking {
  no: number;
  clnt: Client;
  room: Room;
  nm: string;
  typ: string;
  dt: string;
  bkd: string;
  ctr: string | null;
  sts: 'T' | 'K' | 'C' | 'X';
  cxl: string | null;
  rsn: string | null;
  gtd: number;
  act: number | null;
  fee: number;
  orders: Order[];
}

const YEAR_F: Record<string, number> = { 2022: 0.86, 2023: 0.88, 2024: 0.93, 2025: 0.97, 2026: 1, 2027: 1.04 };
const MENU_BASE: Record<string, number> = { CB: 19, LN: 34, BK: 14, RC: 32, DN: 88, BF: 62, BR: 36 };
const VENUE_F: Record<VenueCd, number> = { FDY: 1.05, SAC: 1, LKS: 1.08 };

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(46_117);

  // ---------- clients (corporate and nonprofit up front; wedding couples are created per wedding) ----------
  const clients: Client[] = [];
  const cityPick = (rr: SeededRandom) => rr.weighted(CITIES.map((c) => [c, c[2]] as const));
  const payPick = (typ: 'C' | 'W' | 'N'): Pay =>
    typ === 'W'
      ? r.weighted<Pay>([['PROMPT', 70], ['NORMAL', 27], ['SLOW', 3]])
      : typ === 'N'
        ? r.weighted<Pay>([['PROMPT', 25], ['NORMAL', 45], ['SLOW', 25], ['DELINQ', 5]])
        : r.weighted<Pay>([['PROMPT', 35], ['NORMAL', 38], ['SLOW', 19], ['DELINQ', 8]]);
  const newClient = (nm: string, typ: 'C' | 'W' | 'N', weight: number, cntct: string): Client => {
    const [city, st] = typ === 'W' ? cityPick(r) : cityPick(r);
    const c: Client = {
      no: 0, nm, typ, cntct, city, st, mgr: null,
      terms: typ === 'W' ? 15 : typ === 'N' ? r.weighted<number>([[30, 60], [45, 40]]) : r.weighted<number>([[30, 75], [45, 15], [15, 10]]),
      crt: '', pay: payPick(typ), weight, firstBkd: null, from: '2015-01-01', until: null, home: r.pick(['FDY', 'SAC', 'SAC', 'LKS'] as VenueCd[]),
    };
    if (typ !== 'W') {
      if (r.chance(0.35)) c.from = r.date('2023-03-01', '2026-08-01');
      if (r.chance(0.17)) {
        const until = r.date('2023-06-01', '2026-03-31');
        if (diffDays(until, c.from) > 200) c.until = until;
      }
    }
    clients.push(c);
    return c;
  };
  const person = () => `${r.pick(FIRST)} ${r.pick(LASTN)}`;
  const corp = r.shuffle(CORP).map((nm, i) => newClient(nm, 'C', 1 / Math.pow(i + 1, 0.85), person()));
  const npo = r.shuffle(NONPROFIT).map((nm, i) => newClient(nm, 'N', 1 / Math.pow(i + 1, 0.7), person()));
  const corpW = corp.map((c) => [c, c.weight] as const);
  const npoW = npo.map((c) => [c, c.weight] as const);
  // prospects that never booked
  const prospects = corp.slice(-6).concat(npo.slice(-2));
  const corpActive = corpW.filter(([c]) => !prospects.includes(c));
  const npoActive = npoW.filter(([c]) => !prospects.includes(c));
  const usedCouples = new Set<string>();
  const newCouple = (): Client => {
    let a: string;
    let b: string;
    let key: string;
    do {
      a = r.pick(LASTN);
      b = r.pick(LASTN);
      key = `${a} / ${b}`;
    } while (a === b || usedCouples.has(key));
    usedCouples.add(key);
    return newClient(`${key} Wedding`, 'W', 0, `${r.pick(FIRST)} ${a}`);
  };

  // ---------- room-day slots ----------
  const slots = new Map<string, Booking>();
  const bookings: Booking[] = [];
  const pBook = (room: Room, d: string): number => {
    const w = dow(d);
    const m = Number(d.slice(5, 7));
    const y = d.slice(0, 4);
    let p: number;
    switch (room.typ) {
      case 'BALL':
        p = [0.1, 0.09, 0.1, 0.1, 0.15, 0.3, m >= 5 && m <= 10 ? 0.68 : 0.5][w]!;
        break;
      case 'LNG':
        p = [0.05, 0.06, 0.07, 0.08, 0.15, 0.22, 0.22][w]!;
        break;
      case 'OUT':
        if (m < 5 || m > 10 || (m === 10 && Number(d.slice(8)) > 10)) return 0;
        p = [0.18, 0.05, 0.05, 0.06, 0.12, 0.35, 0.6][w]!;
        break;
      case 'MTG':
        p = [0, 0.16, 0.19, 0.19, 0.16, 0.08, 0.02][w]!;
        break;
      default:
        p = [0, 0.14, 0.16, 0.16, 0.13, 0.05, 0][w]!;
    }
    if (room.typ !== 'OUT' && (m === 1 || m === 2)) p *= 0.7;
    if (room.typ !== 'OUT' && m === 7) p *= 0.8;
    if ((room.typ === 'BALL' || room.typ === 'LNG') && m === 12 && w >= 4) p *= 1.6;
    if (room.venue === 'LKS' && room.typ !== 'OUT' && (m === 1 || m === 2 || m === 3)) p *= 0.8;
    p *= ({ 2023: 0.85, 2024: 0.92, 2025: 1, 2026: 1.05, 2027: 1.05 } as Record<string, number>)[y]!;
    const ahead = diffDays(d, LAST);
    if (ahead > 0) p *= ahead <= 30 ? 0.92 : ahead <= 90 ? 0.75 : ahead <= 180 ? 0.55 : ahead <= 365 ? 0.32 : 0.12;
    return Math.min(0.9, p);
  };

  const pickKind = (room: Room, d: string): { typ: string; ct: 'C' | 'W' | 'N' } => {
    const w = dow(d);
    const m = Number(d.slice(5, 7));
    const big = room.typ === 'BALL' || room.typ === 'LNG' || room.typ === 'OUT';
    if (big && m === 12 && w >= 4 && r.chance(0.6)) return { typ: 'SOC', ct: 'C' };
    if (room.typ === 'BALL' || room.typ === 'OUT') {
      if (w === 6 && m >= 5 && m <= 10) return r.weighted([[{ typ: 'WED', ct: 'W' as const }, 82], [{ typ: 'GALA', ct: 'N' as const }, 10], [{ typ: 'SOC', ct: 'C' as const }, 8]]);
      if (w === 6) return r.weighted([[{ typ: 'WED', ct: 'W' as const }, 55], [{ typ: 'GALA', ct: 'N' as const }, 27], [{ typ: 'SOC', ct: 'C' as const }, 18]]);
      if (w === 5 || w === 0) return r.weighted([[{ typ: 'WED', ct: 'W' as const }, 35], [{ typ: 'GALA', ct: 'N' as const }, 22], [{ typ: 'SOC', ct: 'C' as const }, 23], [{ typ: 'CONF', ct: 'C' as const }, 20]]);
      return r.weighted([[{ typ: 'CONF', ct: 'C' as const }, 62], [{ typ: 'TRN', ct: 'C' as const }, 10], [{ typ: 'GALA', ct: 'N' as const }, 10], [{ typ: 'MTG', ct: 'N' as const }, 6], [{ typ: 'SOC', ct: 'C' as const }, 12]]);
    }
    if (room.typ === 'LNG') {
      if (w === 6) return r.weighted([[{ typ: 'WED', ct: 'W' as const }, 45], [{ typ: 'SOC', ct: 'C' as const }, 30], [{ typ: 'GALA', ct: 'N' as const }, 25]]);
      return r.weighted([[{ typ: 'SOC', ct: 'C' as const }, 40], [{ typ: 'MTG', ct: 'C' as const }, 30], [{ typ: 'MTG', ct: 'N' as const }, 15], [{ typ: 'GALA', ct: 'N' as const }, 15]]);
    }
    return r.weighted([[{ typ: 'MTG', ct: 'C' as const }, 55], [{ typ: 'TRN', ct: 'C' as const }, 20], [{ typ: 'CONF', ct: 'C' as const }, 6], [{ typ: 'MTG', ct: 'N' as const }, 19]]);
  };

  const evtName = (typ: string, c: Client, d: string): string => {
    const short = c.nm;
    switch (typ) {
      case 'WED':
        return c.nm;
      case 'CONF':
        return `${short} ${r.pick(['Sales Kickoff', 'Annual Conference', 'Leadership Summit', 'Partner Summit', 'User Conference', 'Product Launch', 'Regional Meeting'])}`;
      case 'TRN':
        return `${short} ${r.pick(['Compliance Training', 'Manager Training', 'New Hire Orientation', 'Safety Training', 'Sales Training'])}`;
      case 'SOC':
        if (d.slice(5, 7) === '12') return `${short} Holiday Party`;
        return `${short} ${r.pick(['Client Appreciation Reception', 'Retirement Party', 'Summer Party', 'Anniversary Celebration', 'Awards Dinner'])}`;
      case 'GALA':
        return `${short} ${r.pick(['Annual Gala', 'Benefit Dinner', 'Spring Gala', 'Fall Fundraiser', 'Donor Celebration'])}`;
      default:
        return c.typ === 'N'
          ? `${short} ${r.pick(['Board Meeting', 'Volunteer Training', 'Committee Meeting', 'Strategy Retreat'])}`
          : `${short} ${r.pick(['Board Meeting', 'Quarterly Review', 'Planning Session', 'Team Offsite', 'Strategy Meeting', 'Budget Workshop'])}`;
    }
  };

  const leadDays = (typ: string): number => {
    switch (typ) {
      case 'WED': return r.int(150, 480);
      case 'GALA': return r.int(100, 330);
      case 'CONF': return r.int(45, 270);
      case 'SOC': return r.int(20, 150);
      case 'TRN': return r.int(10, 90);
      default: return r.int(4, 75);
    }
  };

  const capFor = (room: Room, typ: string) => (['WED', 'GALA', 'SOC'].includes(typ) ? (room.banq ?? room.thtr) : room.thtr);

  const makeBooking = (room: Room, d: string, typ: string, c: Client, nm: string): Booking => {
    const lead = leadDays(typ);
    let bkd = addDays(d, -lead);
    if (bkd > LAST) bkd = addDays(LAST, -r.int(0, 200));
    if (bkd >= d) bkd = addDays(d, -r.int(2, 10));
    const cap = capFor(room, typ);
    const gtd = Math.max(4, Math.round(cap * r.float(typ === 'WED' ? 0.55 : 0.38, 0.95)));
    const w = dow(d);
    const yf = YEAR_F[d.slice(0, 4)]!;
    let fee = room.rate * yf * (w === 6 ? 1.3 : w === 5 || w === 0 ? 1.1 : 1) * (c.typ === 'N' ? 0.85 : 1);
    if (typ === 'WED') fee *= 1.15;
    fee = Math.round(fee / 25) * 25;
    const b: Booking = {
      no: 0, clnt: c, room, nm, typ, dt: d, bkd, ctr: null, sts: 'T', cxl: null, rsn: null, gtd, act: null, fee, orders: [],
    };
    const span = Math.max(1, Math.floor(diffDays(d, bkd) / 2));
    const ctr = addDays(bkd, r.int(1, Math.min(40, span)));
    if (d <= LAST) {
      const pX = c.typ === 'W' ? 0.05 : c.typ === 'N' ? 0.08 : 0.11;
      if (r.chance(pX)) {
        b.sts = 'X';
        const contracted = r.chance(0.55) && ctr < d;
        if (contracted) {
          b.ctr = ctr;
          b.cxl = r.date(addDays(ctr, 1), maxD(addDays(ctr, 1), addDays(d, -1)));
          b.rsn = r.weighted([['BUD', 35], ['DTE', 30], ['VEN', 10], ['OTH', 25]]);
        } else {
          b.cxl = r.date(addDays(bkd, 1), maxD(addDays(bkd, 1), addDays(d, -1)));
          b.rsn = r.weighted([['LAP', 55], ['VEN', 25], ['BUD', 20]]);
        }
        if (b.cxl > LAST) b.cxl = LAST;
      } else {
        b.sts = 'C';
        b.ctr = minD(ctr, addDays(d, -1));
        const ratio = typ === 'WED'
          ? r.float(0.9, 1.04, 3)
          : r.weighted([[r.float(0.72, 0.9, 3), 25], [r.float(0.9, 1.0, 3), 50], [r.float(1.0, 1.18, 3), 25]]);
        b.act = Math.max(2, Math.round(gtd * ratio));
      }
    } else {
      const ahead = diffDays(d, LAST);
      if (r.chance(0.045)) {
        b.sts = 'X';
        b.cxl = r.date(minD(addDays(bkd, 1), LAST), LAST);
        if (ctr < b.cxl && r.chance(0.5)) {
          b.ctr = ctr;
          b.rsn = r.weighted([['BUD', 40], ['DTE', 40], ['OTH', 20]]);
        } else b.rsn = r.weighted([['LAP', 50], ['VEN', 30], ['BUD', 20]]);
      } else {
        const pK = ahead <= 30 ? 0.95 : ahead <= 90 ? 0.8 : ahead <= 180 ? 0.62 : 0.45;
        if (ctr <= LAST && r.chance(pK)) {
          b.sts = 'K';
          b.ctr = ctr;
        }
      }
    }
    return b;
  };

  let day = FIRST_EVT;
  while (day <= HORIZON) {
    for (const room of ROOMS) {
      if (room.cd === 'F06' && day > SMELTER_CLOSED) continue;
      if (!r.chance(pBook(room, day))) continue;
      const { typ, ct } = pickKind(room, day);
      let c: Client;
      if (ct === 'W') c = newCouple();
      else {
        const pool = (ct === 'N' ? npoActive : corpActive)
          .filter(([x]) => x.from <= day && (!x.until || x.until >= day))
          .map(([x, wt]) => [x, wt * (x.home === room.venue ? 1 : 0.15)] as const);
        c = r.weighted(pool);
      }
      const b = makeBooking(room, day, typ, c, evtName(typ, c, day));
      slots.set(`${room.cd}|${day}`, b);
      bookings.push(b);
    }
    day = addDays(day, 1);
  }
  // rehearsal dinners the evening before some weddings, in a smaller room at the same venue
  for (const w of bookings.filter((b) => b.typ === 'WED' && b.sts !== 'X')) {
    if (!r.chance(0.22)) continue;
    const prev = addDays(w.dt, -1);
    if (prev < FIRST_EVT) continue;
    const cands = ROOMS.filter((rm) => rm.venue === w.room.venue && rm.cd !== w.room.cd && (rm.typ === 'LNG' || rm.typ === 'MTG') && rm.actv === 'Y'
      && !slots.has(`${rm.cd}|${prev}`));
    if (cands.length === 0) continue;
    const rm = r.pick(cands);
    const b = makeBooking(rm, prev, 'SOC', w.clnt, w.clnt.nm.replace(/Wedding$/, 'Rehearsal Dinner'));
    // follows the wedding's status
    b.bkd = addDays(w.bkd, r.int(0, 60));
    if (b.bkd > LAST) b.bkd = w.bkd;
    if (b.bkd >= b.dt) b.bkd = addDays(b.dt, -5);
    b.sts = w.sts;
    b.cxl = null;
    b.rsn = null;
    b.ctr = w.ctr ? maxD(w.ctr, b.bkd) : null;
    if (b.ctr && b.ctr > minD(LAST, addDays(b.dt, -1))) b.ctr = minD(LAST, addDays(b.dt, -1));
    b.gtd = Math.max(12, Math.min(rm.banq ?? rm.thtr, Math.round(w.gtd * r.float(0.2, 0.4))));
    b.act = w.sts === 'C' ? Math.round(b.gtd * r.float(0.92, 1.05)) : null;
    slots.set(`${rm.cd}|${prev}`, b);
    bookings.push(b);
  }

  // ---------- catering ----------
  const menusFor = (b: Booking): string[] => {
    switch (b.typ) {
      case 'WED': return ['RC', r.chance(0.65) ? 'DN' : 'BF', 'BR'];
      case 'GALA': return r.chance(0.8) ? ['RC', 'DN', 'BR'] : ['RC', 'BR'];
      case 'SOC':
        if (b.nm.endsWith('Rehearsal Dinner')) return [r.chance(0.5) ? 'DN' : 'BF', ...(r.chance(0.6) ? ['BR'] : [])];
        return r.weighted([[['BF', 'BR'], 40], [['RC', 'BR'], 35], [['DN', 'BR'], 15], [['RC'], 10]]);
      case 'CONF': return [...['CB', 'LN', 'BK'], ...(r.chance(0.35) ? ['RC', 'BR'] : [])];
      case 'TRN': return r.weighted([[['CB', 'LN', 'BK'], 50], [['LN'], 35], [[], 15]]);
      default: return r.weighted([[['LN'], 40], [['CB', 'LN'], 25], [['CB'], 8], [['BK'], 7], [[], 20]]);
    }
  };
  let ordSeq = 50_000;
  for (const b of bookings.sort((x, y) => x.dt.localeCompare(y.dt) || x.room.cd.localeCompare(y.room.cd))) {
    let menus = menusFor(b);
    if (b.sts === 'T' && r.chance(0.4)) menus = [];
    if (b.sts === 'X' && !b.ctr && r.chance(0.5)) menus = [];
    const yf = YEAR_F[b.dt.slice(0, 4)]!;
    const heads = b.sts === 'C' ? Math.max(b.gtd, b.act!) : b.gtd;
    for (const menu of menus) {
      const pp = Math.round(MENU_BASE[menu]! * VENUE_F[b.room.venue] * yf * r.float(0.92, 1.15) * 2) / 2;
      b.orders.push({
        no: ++ordSeq, menu, pp, hd: heads, ext: money(pp * heads),
        sts: b.sts === 'X' ? 'V' : b.sts === 'T' ? 'P' : 'C',
      });
    }
  }

  // ---------- booking numbers, clients' set-up dates and account managers ----------
  const byBkd = [...bookings].sort((x, y) => x.bkd.localeCompare(y.bkd) || x.dt.localeCompare(y.dt) || x.room.cd.localeCompare(y.room.cd));
  let bkgSeq = 100_000;
  for (const b of byBkd) {
    b.no = bkgSeq += r.int(1, 3);
    if (!b.clnt.firstBkd || b.bkd < b.clnt.firstBkd) b.clnt.firstBkd = b.bkd;
  }
  const sales = STAFF.filter((s) => s.role === 'SLS' && s.no !== 1016);
  const activeOn = (s: Staff, d: string) => s.hire <= d && (!s.term || s.term >= d);
  for (const c of clients) {
    if (c.typ === 'W') c.crt = addDays(c.firstBkd!, -r.int(0, 21));
    else if (c.firstBkd) c.crt = c.from === '2015-01-01' ? minD(r.date('2013-01-01', '2022-06-30'), c.firstBkd) : addDays(c.firstBkd, -r.int(3, 120));
    else c.crt = r.date('2025-09-01', '2026-11-20');
    if (c.crt < '2012-10-01') c.crt = addDays('2012-10-01', r.int(0, 300));
    if (c.typ === 'W') {
      c.mgr = r.weighted([[1016, 85], [1013, 8], [1010, 7]]);
      if (c.mgr === 1013 && c.crt < '2023-09-11') c.mgr = 1016;
      continue;
    }
    const avail = sales.filter((s) => activeOn(s, c.crt));
    c.mgr = (avail.length > 0 ? r.pick(avail) : sales[0]!).no;
    const mgr = STAFF.find((s) => s.no === c.mgr)!;
    if (mgr.term && r.chance(0.75)) {
      const now = sales.filter((s) => activeOn(s, LAST) && s.hire <= addDays(mgr.term!, 30));
      c.mgr = (now.length > 0 ? r.pick(now) : r.pick(sales.filter((s) => !s.term))).no;
    }
  }
  // clients numbered in the order they were set up
  let clntSeq = 2000;
  for (const c of [...clients].sort((x, y) => x.crt.localeCompare(y.crt) || x.nm.localeCompare(y.nm))) c.no = clntSeq += r.int(1, 4);

  // ---------- invoices and payments ----------
  interface Inv { no: number; bkg: Booking; typ: 'D' | 'F' | 'X'; dt: string; due: string; amt: number; sts: 'O' | 'P' | 'V' }
  interface Pmt { no: number; inv: Inv; dt: string; amt: number; mthd: string }
  const invs: Inv[] = [];
  const pmts: Pmt[] = [];
  const payMethod = (c: Client): string =>
    c.typ === 'W'
      ? r.weighted([['CC', 50], ['CHK', 40], ['ACH', 10]])
      : c.typ === 'N'
        ? r.weighted([['CHK', 70], ['ACH', 30]])
        : r.weighted([['ACH', 50], ['CHK', 30], ['CC', 10], ['WIR', 10]]);
  const settle = (inv: Inv, dep: boolean) => {
    const c = inv.bkg.clnt;
    let when: string | null;
    const behaviour = dep && c.pay === 'DELINQ' ? 'SLOW' : c.pay;
    switch (behaviour) {
      case 'PROMPT': when = addDays(inv.due, -r.int(0, Math.min(10, diffDays(inv.due, inv.dt) - 1))); break;
      case 'NORMAL': when = addDays(inv.due, r.int(-5, 12)); break;
      case 'SLOW': when = addDays(inv.due, r.int(8, 70)); break;
      default: when = r.chance(inv.due < '2025-10-01' ? 0.06 : 0.45) ? null : addDays(inv.due, r.int(40, 160));
    }
    if (when && when <= inv.dt) when = addDays(inv.dt, 1);
    const mthd = payMethod(c);
    if (when && !dep && r.chance(0.08)) {
      const first = money(inv.amt * r.float(0.3, 0.7));
      if (when <= LAST) pmts.push({ no: 0, inv, dt: when, amt: first, mthd });
      const second = addDays(when, r.int(15, 60));
      if (second <= LAST) {
        pmts.push({ no: 0, inv, dt: second, amt: money(inv.amt - first), mthd });
        inv.sts = 'P';
      }
      return;
    }
    if (when && when <= LAST) {
      pmts.push({ no: 0, inv, dt: when, amt: inv.amt, mthd });
      inv.sts = 'P';
    }
  };
  for (const b of bookings) {
    if (!b.ctr) continue;
    const est = b.fee + b.orders.reduce((s, o) => s + money(o.pp * b.gtd), 0);
    const dep: Inv = {
      no: 0, bkg: b, typ: 'D', dt: b.ctr, due: addDays(b.ctr, 14), amt: money(est * (b.clnt.typ === 'W' ? 0.5 : 0.25)), sts: 'O',
    };
    invs.push(dep);
    settle(dep, true);
    if (b.sts === 'X' && b.cxl && diffDays(b.dt, b.cxl) <= 90) {
      const fee: Inv = { no: 0, bkg: b, typ: 'X', dt: b.cxl, due: addDays(b.cxl, 30), amt: money(b.fee * 0.5), sts: 'O' };
      invs.push(fee);
      settle(fee, false);
    }
    if (b.sts === 'C') {
      const dt = addDays(b.dt, r.int(1, 6));
      if (dt > LAST) continue;
      const total = b.fee + b.orders.reduce((s, o) => s + o.ext, 0);
      const amt = money(total - dep.amt);
      if (r.chance(0.035)) {
        const fix = addDays(dt, r.int(1, 6));
        if (fix <= LAST) {
          invs.push({ no: 0, bkg: b, typ: 'F', dt, due: addDays(dt, b.clnt.terms), amt: money(amt * r.float(1.03, 1.2)), sts: 'V' });
          const fin: Inv = { no: 0, bkg: b, typ: 'F', dt: fix, due: addDays(fix, b.clnt.terms), amt, sts: 'O' };
          invs.push(fin);
          settle(fin, false);
          continue;
        }
      }
      const fin: Inv = { no: 0, bkg: b, typ: 'F', dt, due: addDays(dt, b.clnt.terms), amt, sts: 'O' };
      invs.push(fin);
      settle(fin, false);
    }
  }
  let invSeq = 300_000;
  invs.sort((x, y) => x.dt.localeCompare(y.dt) || x.bkg.no - y.bkg.no || x.typ.localeCompare(y.typ) || x.sts.localeCompare(y.sts));
  for (const i of invs) i.no = ++invSeq;
  let pmtSeq = 700_000;
  pmts.sort((x, y) => x.dt.localeCompare(y.dt) || x.inv.no - y.inv.no);
  for (const p of pmts) p.no = ++pmtSeq;

  // ---------- staff on events ----------
  const asgn: [number, number, string, number][] = [];
  for (const b of [...bookings].sort((x, y) => x.no - y.no)) {
    const soon = b.sts === 'K' && diffDays(b.dt, LAST) <= 42;
    if (b.sts !== 'C' && !soon) continue;
    const at = STAFF.filter((s) => s.loc === b.room.venue && activeOn(s, b.dt));
    const evc = at.filter((s) => s.role === 'EVC');
    const lead = b.room.venue === 'LKS' && b.typ === 'WED' && evc.some((s) => s.no === 1032) && r.chance(0.6)
      ? evc.find((s) => s.no === 1032)! : r.pick(evc);
    asgn.push([b.no, lead.no, 'L', r.int(12, 24) / 2]);
    const meals = b.orders.filter((o) => o.sts === 'C');
    if (meals.length === 0) continue;
    const heads = b.act ?? b.gtd;
    const cpts = r.shuffle(at.filter((s) => s.role === 'CPT')).slice(0, heads > 120 ? 2 : 1);
    for (const c of cpts) asgn.push([b.no, c.no, 'C', r.int(10, 18) / 2]);
    if (meals.some((o) => o.menu === 'DN' || o.menu === 'BF' || o.menu === 'RC') && heads >= 80) {
      const chef = at.find((s) => s.role === 'CHF');
      if (chef) asgn.push([b.no, chef.no, 'K', r.int(12, 20) / 2]);
    }
  }

  const ordered = [...bookings].sort((x, y) => x.no - y.no);
  return [
    'CREATE SCHEMA evt;',
    `CREATE TABLE evt.venue (venue_cd char(3) PRIMARY KEY, venue_nm varchar(60) NOT NULL, addr_txt varchar(80), city_nm varchar(40),
      st_cd char(2), open_yr integer, gm_no integer);`,
    `CREATE TABLE evt.rm (rm_cd char(3) PRIMARY KEY, venue_cd char(3) NOT NULL REFERENCES evt.venue (venue_cd), rm_nm varchar(40) NOT NULL,
      rm_typ varchar(4) NOT NULL, cap_thtr integer, cap_banq integer, sq_ft integer, day_rt numeric(9,2), actv_yn char(1) NOT NULL);`,
    `CREATE TABLE evt.staff (emp_no integer PRIMARY KEY, first_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, role_cd varchar(3) NOT NULL,
      title_txt varchar(60), loc_cd char(3), sup_no integer, hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE evt.clnt (clnt_no integer PRIMARY KEY, clnt_nm varchar(80) NOT NULL, clnt_typ char(1) NOT NULL, cntct_nm varchar(60),
      city_nm varchar(40), st_cd char(2), acct_mgr integer, terms_days integer NOT NULL, crt_dt date NOT NULL);`,
    `CREATE TABLE evt.bkg (bkg_no integer PRIMARY KEY, clnt_no integer NOT NULL REFERENCES evt.clnt (clnt_no), venue_cd char(3) NOT NULL,
      rm_cd char(3) NOT NULL, evt_nm varchar(120), evt_typ varchar(4) NOT NULL, evt_dt date NOT NULL, bkd_dt varchar(10) NOT NULL, ctr_dt date,
      sts char(1) NOT NULL, cxl_dt date, cxl_rsn varchar(3), hc_gtd integer, hc_act integer, rm_fee numeric(10,2));`,
    `CREATE TABLE evt.cater_ord (ord_no integer PRIMARY KEY, bkg_no integer NOT NULL REFERENCES evt.bkg (bkg_no), menu_cd varchar(2) NOT NULL,
      pp_amt numeric(7,2) NOT NULL, hd_cnt integer NOT NULL, ext_amt numeric(10,2) NOT NULL, ord_sts char(1) NOT NULL);`,
    `CREATE TABLE evt.inv (inv_no integer PRIMARY KEY, bkg_no integer NOT NULL, inv_typ char(1) NOT NULL, inv_dt date NOT NULL, due_dt date NOT NULL,
      inv_amt numeric(10,2) NOT NULL, inv_sts char(1) NOT NULL);`,
    `CREATE TABLE evt.pmt (pmt_no integer PRIMARY KEY, inv_no integer NOT NULL REFERENCES evt.inv (inv_no), pmt_dt date NOT NULL,
      pmt_amt numeric(10,2) NOT NULL, pay_mthd varchar(3) NOT NULL);`,
    `CREATE TABLE evt.evt_asgn (bkg_no integer NOT NULL, emp_no integer NOT NULL, asgn_cd char(1) NOT NULL, hrs numeric(4,1),
      PRIMARY KEY (bkg_no, emp_no));`,
    insertRows('evt.venue', ['venue_cd', 'venue_nm', 'addr_txt', 'city_nm', 'st_cd', 'open_yr', 'gm_no'], VENUES),
    insertRows('evt.rm', ['rm_cd', 'venue_cd', 'rm_nm', 'rm_typ', 'cap_thtr', 'cap_banq', 'sq_ft', 'day_rt', 'actv_yn'],
      ROOMS.map((m) => [m.cd, m.venue, m.nm, m.typ, m.thtr, m.banq, m.sqft, m.rate, m.actv])),
    insertRows('evt.staff', ['emp_no', 'first_nm', 'last_nm', 'role_cd', 'title_txt', 'loc_cd', 'sup_no', 'hire_dt', 'term_dt'],
      STAFF.map((s) => [s.no, s.first, s.last, s.role, s.title, s.loc, s.sup, s.hire, s.term])),
    insertRows('evt.clnt', ['clnt_no', 'clnt_nm', 'clnt_typ', 'cntct_nm', 'city_nm', 'st_cd', 'acct_mgr', 'terms_days', 'crt_dt'],
      [...clients].sort((x, y) => x.no - y.no).map((c) => [c.no, c.nm, c.typ, c.cntct, c.city, c.st, c.mgr, c.terms, c.crt])),
    insertRows('evt.bkg', ['bkg_no', 'clnt_no', 'venue_cd', 'rm_cd', 'evt_nm', 'evt_typ', 'evt_dt', 'bkd_dt', 'ctr_dt', 'sts', 'cxl_dt', 'cxl_rsn',
      'hc_gtd', 'hc_act', 'rm_fee'],
      ordered.map((b) => [b.no, b.clnt.no, b.room.venue, b.room.cd, b.nm, b.typ, b.dt, mdy(b.bkd), b.ctr, b.sts, b.cxl, b.rsn, b.gtd, b.act, b.fee])),
    insertRows('evt.cater_ord', ['ord_no', 'bkg_no', 'menu_cd', 'pp_amt', 'hd_cnt', 'ext_amt', 'ord_sts'],
      ordered.flatMap((b) => b.orders.map((o) => [o.no, b.no, o.menu, o.pp, o.hd, o.ext, o.sts]))),
    insertRows('evt.inv', ['inv_no', 'bkg_no', 'inv_typ', 'inv_dt', 'due_dt', 'inv_amt', 'inv_sts'],
      invs.map((i) => [i.no, i.bkg.no, i.typ, i.dt, i.due, i.amt, i.sts])),
    insertRows('evt.pmt', ['pmt_no', 'inv_no', 'pmt_dt', 'pmt_amt', 'pay_mthd'], pmts.map((p) => [p.no, p.inv.no, p.dt, p.amt, p.mthd])),
    insertRows('evt.evt_asgn', ['bkg_no', 'emp_no', 'asgn_cd', 'hrs'], asgn),
  ].join('\n');
}
