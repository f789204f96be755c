/**
 * Osprey Cove Marina, a full-service marina and boatyard on Long Island Sound in Noank, Connecticut (opened 1987,
 * family owned). It rents wet slips on four docks (A, B, C and D), side-tie space on the T-heads at the ends of the
 * docks, moorings in the harbor (reached by launch), and dry-stack storage: indoor racks in the rack barn for
 * powerboats up to 32 feet, which a forklift puts in the water on request. Boat owners rent for the summer season
 * (1 May to 31 October), for a year (1 April to 31 March) or by the month; a few keep their boats in the water
 * over the winter (1 November to 30 April) at bubbler-equipped slips on C dock. D dock and two of the T-heads are
 * kept for transient (visiting) boats that stay by the night. When a seasonal or annual slip frees up it is offered
 * to the waitlist first, oldest entry first. The boatyard hauls boats out in the fall, winterizes and shrink-wraps
 * them, does bottom painting and commissioning in the spring and repairs all year; work is billed by the labor hour
 * plus parts and materials. The fuel dock (open mid-April to mid-November) sells E10 gasoline, ethanol-free
 * gasoline and diesel; slip holders may charge fuel to their account and get a monthly statement. Slip, mooring,
 * rack and transient fees are priced per foot of boat length; prices go up every year. Connecticut sales tax of
 * 6.35% is charged on boatyard work only. The data runs from 2 January 2023 to 24 November 2026.
 *
 * Schema `mar`:
 * - `emp`: staff. `emp_cd` employee code; `frst_nm`, `last_nm`; `role_cd` GM general manager, HM harbormaster (runs
 *   the docks, the fuel dock and the dockhands), OFC office and billing, YM yard manager, TEC marine technician
 *   (mechanic, painter, fiberglass), LFT travel-lift and forklift operator (hauls, launches, blocking, shrink wrap),
 *   DH dockhand and fuel dock attendant; `sea_yn` Y for seasonal (summer-only) staff, N for year-round; `mgr_cd` the
 *   emp_cd of the person's manager (empty for the general manager); `hire_dt`; `term_dt` last day of employment
 *   (empty while still employed); `hrly_rt` hourly wage in dollars (hourly staff; empty otherwise); `ann_sal` yearly
 *   salary in dollars (salaried staff: GM, HM, YM; empty otherwise).
 * - `spc`: the rentable spaces. `spc_cd` space code (A-01 slip 1 on A dock, A-T the A dock T-head, M-07 mooring 7,
 *   R-312 rack level 3 bay 12); `spc_typ` WS wet slip, TH T-head side-tie berth, MB mooring ball, DS dry-stack rack;
 *   `dock_cd` A, B, C or D for slips and T-heads, M for the mooring field, R for the rack barn; `max_loa` longest boat
 *   it takes, in feet; `max_bm` widest beam it takes, in feet; `pwr_amp` shore power at the pedestal in amps (30, 50
 *   or 100; empty for moorings and racks); `trn_yn` Y when the space is kept for transient boats; `stat_cd` A in
 *   service, O out of service (damaged or under repair, cannot be rented).
 * - `cust`: customers (accounts): slip, mooring and rack holders, transient guests, yard customers and people on the
 *   waitlist. `cust_no`; `frst_nm`, `last_nm` the account holder; `co_nm` company name for business accounts
 *   (charter and fishing-guide businesses; empty for private owners); `city_nm`; `st_cd` two-letter state code;
 *   `phn_no`; `eml_adr` email address; `opn_dt` the day the account was opened; `stat_cd` A active, H on credit hold
 *   (no new work or fuel charges until the account is paid up), C closed for bad debt, I inactive (no contract, work
 *   order, fuel charge or waitlist entry in the last 12 months).
 * - `vsl`: boats (vessels). `vsl_id`; `own_ref` the cust_no of the owner; `vsl_nm` the boat's name; `mfr_nm` builder;
 *   `mdl_yr` model year; `loa_ft` length overall in feet; `bm_ft` beam in feet; `drft_ft` draft in feet; `hull_cd`
 *   PWR powerboat, SAL sailboat, CAT catamaran (power or sail); `fuel_cd` G gasoline engine(s), D diesel, N no engine;
 *   `reg_no` state registration number, or the US Coast Guard documentation number (DOC ...) for documented boats;
 *   `ins_co` insurance company; `ins_exp_dt` the day the boat's insurance certificate on file expires (empty when we
 *   have none on file).
 * - `ctr`: rental contracts for a space. `ctr_no`; `cust_ref` the cust_no; `vsl_ref` the vsl_id of the boat kept
 *   there; `spc_ref` the spc_cd; `ctr_typ` SEA summer season (1 May to 31 October, slips and moorings), ANN annual
 *   (1 April to 31 March), WTR winter wet storage (1 November to 30 April), MON monthly (one or more whole months),
 *   DRY dry-stack rack (1 April to 31 March), TRN transient (by the night); `sgn_dt` the day the contract was signed
 *   (for transients, the day the reservation was booked); `st_dt` first day; `end_dt` last day of the term, but for
 *   transients the departure day (nights stayed = end_dt - st_dt); `rt_ft` rate in dollars per foot of billed length:
 *   per term for SEA, ANN, WTR and DRY, per month for MON, per night for TRN; `bil_ft` billed length in whole feet
 *   (the boat's length overall rounded up); `ctr_amt` contract amount in dollars (rt_ft x bil_ft, times the months or
 *   nights for MON and TRN); `sts_cd` A active (in force today), F future (signed, not started yet), C completed,
 *   X cancelled; `cxl_dt` the day it was cancelled (X only; fees are not refunded, except that a contract cancelled
 *   before its first day is voided).
 * - `wo`: boatyard work orders. `wo_no`; `vsl_ref` the vsl_id; `cust_ref` the cust_no billed; `svc_cd` HLO haul-out
 *   (with pressure wash, blocking and spring launch), WNT winterization, SHR shrink wrap, BTM bottom paint, CMS spring
 *   commissioning (de-winterize and engine start-up), ENG engine repair, ELC electrical repair, FBG fiberglass and
 *   gelcoat repair, RIG rigging (sailboats), DTL detailing (wash and wax); `opn_dt` the day it was opened; `prm_dt`
 *   the day the work was promised for; `cls_dt` the day the work was finished (empty until then); `tech_cd` the
 *   emp_cd of the technician or lift operator assigned; `est_amt` the estimate given to the owner in dollars, before
 *   tax; `lbr_hrs` labor hours billed (empty until finished); `lbr_rt` the yard's hourly labor rate in dollars;
 *   `prt_amt` parts and materials in dollars (empty until finished); `sts_cd` OP open (not started), IP in progress,
 *   WP waiting for parts, CM completed, CX cancelled by the owner.
 * - `fuel`: fuel dock sales, one ticket per fill-up. `tkt_no`; `sale_ts` when it was rung up; `prd_cd` E10 regular
 *   gasoline (10% ethanol), REC ethanol-free gasoline, DSL diesel; `gal_qty` gallons; `ppg_amt` price per gallon in
 *   dollars; `tot_amt` amount in dollars; `pay_cd` CC card, CSH cash, ACT charged to the customer's account (billed on
 *   the monthly fuel statement); `cust_ref` the cust_no when the buyer is a customer with an account (empty for
 *   walk-up boaters); `vsl_ref` the vsl_id of the customer's boat (empty for walk-ups); `att_cd` the emp_cd of the
 *   attendant.
 * - `inv`: invoices. `inv_no`; `cust_ref` the cust_no; `inv_dt`; `due_dt`; `src_cd` what it bills: SLP a rental
 *   contract (term contracts are invoiced in full the day they are signed, transient stays on the departure day),
 *   YRD a completed work order (invoiced the day it is finished), FUL the monthly fuel statement of charges to the
 *   account (dated the 1st of the next month); `ctr_ref` the ctr_no (SLP only); `wo_ref` the wo_no (YRD only);
 *   `sub_amt` amount before tax; `tax_amt` sales tax; `tot_amt` sub_amt plus tax_amt; `pd_amt` amount paid so far;
 *   `pd_dt` the day the payment was received (empty while nothing is paid); `pay_cd` how it was paid: CHK check, ACH
 *   bank transfer, CC card, CSH cash (empty while nothing is paid); `sts_cd` OP open (nothing paid), PP partly paid,
 *   PD paid in full, WO written off as bad debt, VD void (the contract was cancelled before it started; nothing owed).
 *   The balance still owed on an OP or PP invoice is tot_amt - pd_amt.
 * - `wl`: the waitlist for seasonal and annual slips, moorings and racks. `wl_id`; `cust_ref` the cust_no; `add_dt`
 *   the day they were put on the list; `spc_typ` kind of space wanted (WS wet slip, MB mooring, DS dry-stack rack);
 *   `ctr_typ` contract wanted (SEA, ANN or DRY); `loa_ft` length of the boat to be kept, in feet; `dep_amt` the
 *   refundable deposit paid to join the list, in dollars; `ofr_dt` the day a space was last offered to them (empty
 *   if never); `sts_cd` W waiting, O offered (answer pending), P placed (got a space and signed a contract), R
 *   removed (withdrew or turned the offer down; the deposit was refunded); `cls_dt` the day they were placed or
 *   removed.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const START = '2023-01-02';
const LAST = '2026-11-24';
const TODAY = '2026-11-25';

const round2 = (x: number): number => Math.round(x * 100) / 100;
const round1 = (x: number): number => Math.round(x * 10) / 10;
const maxD = (a: string, b: string): string => (a > b ? a : b);
const minD = (a: string, b: string): string => (a < b ? a : b);
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function lastOfMonth(y: number, m: number): string {
  return addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`, -1);
}
function firstOfNext(iso: string): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

const FIRST = ['James', 'Mary', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Susan', 'William', 'Karen', 'Richard', 'Nancy',
  'Thomas', 'Lisa', 'Charles', 'Carol', 'Steven', 'Donna', 'Paul', 'Sharon', 'Mark', 'Laura', 'George', 'Ellen', 'Kevin', 'Diane',
  'Brian', 'Joan', 'Edward', 'Ruth', 'Peter', 'Janet', 'Scott', 'Anne', 'Gregory', 'Kathleen', 'Frank', 'Martha', 'Andrew', 'Julie',
  'Timothy', 'Heather', 'Douglas', 'Megan', 'Dennis', 'Amy', 'Walter', 'Beth', 'Keith', 'Lauren', 'Roger', 'Jill', 'Hank', 'Tess',
  'Ravi', 'Priya', 'Chen', 'Mei', 'Luis', 'Ana', 'Tomas', 'Ingrid', 'Sean', 'Colleen', 'Marco', 'Gina', 'Derek', 'Nina', 'Owen', 'Claire'];
const LASTN = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright', 'Scott',
  'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner', 'Parker',
  'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Kelly',
  'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long',
  'Ross', 'Foster', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes', 'Fisher',
  'Vasquez', 'Simmons', 'Graham', 'Marshall', 'Owens', 'Harrison', 'Gibson', 'McCarthy', 'Ferreira', 'Costa', 'Lindqvist', 'Haddad',
  "O'Brien", 'Kowalski', 'Nguyen', 'Patel', 'Rossi', 'DeMarco', 'Larsen', 'Fitzgerald', 'Doyle', 'Callahan', 'Whitman', 'Sorensen'];

const BOAT_NAMES = ['Sea Dog', 'Reel Therapy', 'Knot Working', 'Aquaholic', 'Second Wind', 'Serenity', 'Osprey', 'Blue Heron', 'Sea Breeze',
  'Liquid Asset', 'Wet Dream', 'Happy Hour', 'Miss Behavin', 'Seas the Day', 'Pier Pressure', 'Nauti Buoy', 'Wind Dancer', 'Salty Dog',
  'Island Time', 'Fin-tastic', 'Reel Estate', 'Tide Me Over', 'Aqua Vitae', 'Moonshadow', 'Windsong', 'Black Pearl', 'Odyssey', 'Tranquility',
  'Sea Spirit', 'Gypsy Wind', 'Sunrise', 'Piper', 'Nomad', 'Andiamo', 'Dream Catcher', 'Lady Luck', 'Free Spirit', 'Freedom', 'Grace',
  'Bluewater', 'Kittiwake', 'Sandpiper', 'Tern Around', 'Cape Escape', 'Shore Thing', 'Sea Esta', 'Breakaway', 'Long Gone', 'Knotty Girl',
  'Ocean Motion', 'Summer Wind', 'Fish Tales', 'Hooked', 'Bottom Line', 'Dockter', 'Sails Call', 'Vitamin Sea', 'Current Affair', 'Sea Ya',
  'Ebb Tide', 'Flood Tide', 'Slack Tide', 'Mariah', 'Valkyrie', 'Patience', 'Zephyr', 'Whisper', 'Calypso', 'Daydream', 'Escapade',
  'Fair Winds', 'Halcyon', 'Irish Mist', 'Jubilee', 'Kismet', 'Lionheart', 'Magic', 'Northern Star', 'Obsession', 'Pegasus', 'Quest',
  'Rhapsody', 'Sea Witch', 'Tortuga', 'Undertow', 'Voyager', 'Wanderer', 'Xanadu', 'Yankee', 'Zenith', 'Stella Maris', 'Mystic Lady',
  'Noank Girl', 'Latitude 41', 'Sound Decision', 'Fisher Island', 'Mason Point', 'Ram Island', 'Bayberry', 'Quahog', 'Striper', 'Bluefin',
  'Blackfish', 'Fluke Hunter', 'Tuna Helper', 'Bonito', 'Albacore', 'Hull Raiser', 'Pura Vida', 'Carpe Diem', 'Sea Horse', 'Gull Wing',
  'Kingfisher', 'Puffin', 'Loon', 'Cormorant', 'Gannet', 'Petrel', 'Shearwater', 'Eider', 'Merganser', 'Whimbrel', 'Plover'];

const NAME_A = ['Blue', 'Salty', 'Lucky', 'Wild', 'Silver', 'Golden', 'Lazy', 'Happy', 'Morning', 'Evening', 'Southern', 'Northern',
  'Island', 'Ocean', 'Misty', 'Windy', 'Starry', 'Sunny', 'Moonlit', 'Restless'];
const NAME_B = ['Lady', 'Dancer', 'Runner', 'Chaser', 'Spirit', 'Song', 'Dream', 'Rider', 'Hunter', 'Girl', 'Rover', 'Rose', 'Jewel', 'Queen',
  'Breeze', 'Pearl', 'Fox', 'Hawk', 'Gull', 'Wave'];
const PWR_MFR = ['Boston Whaler', 'Grady-White', 'Sea Ray', 'Regal', 'Chris-Craft', 'Formula', 'Pursuit', 'Scout', 'Tiara', 'Back Cove',
  'Sabre', 'Cobalt', 'Robalo', 'Parker', 'Everglades', 'Eastern', 'Carver', 'Hinckley'];
const SAL_MFR = ['Catalina', 'Beneteau', 'Jeanneau', 'Hunter', 'J/Boats', 'Island Packet', 'Tartan', 'Sabre', 'C&C', 'Pearson', 'Cape Dory', 'Hallberg-Rassy'];
const CAT_MFR = ['Lagoon', 'Leopard', 'Fountaine Pajot', 'Aquila'];
const INS_CO = ['BoatUS', 'Progressive', 'Geico Marine', 'Markel', 'Chubb', 'Travelers', 'Allstate'];

const TENANT_STATES: [string, number][] = [['CT', 72], ['NY', 13], ['MA', 8], ['RI', 5], ['NJ', 2]];
const GUEST_STATES: [string, number][] = [['CT', 16], ['NY', 26], ['MA', 15], ['RI', 13], ['NJ', 11], ['ME', 4], ['NH', 4], ['MD', 4], ['PA', 5], ['DE', 2]];
const CITIES: Record<string, string[]> = {
  CT: ['Noank', 'Mystic', 'Groton', 'Stonington', 'New London', 'Old Saybrook', 'Norwich', 'Waterford', 'Old Lyme', 'Hartford', 'Glastonbury', 'West Hartford', 'Madison', 'Guilford'],
  NY: ['Fishers Island', 'Greenport', 'Southold', 'Huntington', 'Rye', 'New York', 'Scarsdale', 'Westhampton Beach'],
  MA: ['Boston', 'Worcester', 'Springfield', 'Falmouth', 'Newton', 'Plymouth'],
  RI: ['Westerly', 'Watch Hill', 'Providence', 'Newport', 'Narragansett', 'Warwick'],
  NJ: ['Montclair', 'Princeton', 'Point Pleasant', 'Red Bank'],
  ME: ['Portland', 'Kennebunkport', 'Camden'],
  NH: ['Portsmouth', 'Nashua'],
  MD: ['Annapolis', 'Baltimore', 'St. Michaels'],
  PA: ['Philadelphia', 'Pittsburgh', 'Doylestown'],
  DE: ['Lewes', 'Wilmington'],
};
const AREA: Record<string, string[]> = {
  CT: ['860', '860', '203'], NY: ['631', '212', '914'], MA: ['617', '508', '413'], RI: ['401'], NJ: ['973', '609', '732'], ME: ['207'],
  NH: ['603'], MD: ['410'], PA: ['215', '412'], DE: ['302'],
};
const MAIL = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'comcast.net', 'icloud.com', 'aol.com'];

// prices by season year
const RATE: Record<string, Record<number, number>> = {
  SEA: { 2023: 95, 2024: 100, 2025: 105, 2026: 110, 2027: 116 },
  SEA_MB: { 2023: 46, 2024: 48, 2025: 50, 2026: 53, 2027: 56 },
  ANN: { 2023: 150, 2024: 158, 2025: 165, 2026: 172, 2027: 180 },
  WTR: { 2023: 40, 2024: 42, 2025: 44, 2026: 46 },
  DRY: { 2023: 118, 2024: 124, 2025: 130, 2026: 136, 2027: 142 },
  MON: { 2023: 24, 2024: 25, 2025: 26.5, 2026: 28 },
  TRN: { 2023: 3.75, 2024: 4, 2025: 4.25, 2026: 4.5 },
};
const LABOR: Record<number, number> = { 2023: 125, 2024: 130, 2025: 138, 2026: 145 };

export function datasetSql(): string {
  const r = seededRandom(7130);
  const person = uniqueNames(r, FIRST, LASTN);

  // ---- staff --------------------------------------------------------------------------------------------------
  type Emp = { cd: string; f: string; l: string; role: string; sea: string; mgr: string | null; hire: string; term: string | null; hr: number | null; sal: number | null };
  const emps: Emp[] = [];
  const addEmp = (role: string, sea: string, mgr: string | null, hire: string, term: string | null, pay: number, name?: [string, string]): Emp => {
    const [f, l] = name ?? person();
    const salaried = role === 'GM' || role === 'HM' || role === 'YM';
    const e: Emp = { cd: `E${String(emps.length + 1).padStart(2, '0')}`, f, l, role, sea, mgr, hire, term, hr: salaried ? null : pay, sal: salaried ? pay : null };
    emps.push(e);
    return e;
  };
  const gm = addEmp('GM', 'N', null, '2011-03-01', null, 124000, ['Catherine', 'Avery']);
  const hm1 = addEmp('HM', 'N', gm.cd, '2016-04-11', '2024-06-14', 71000, ['Walt', 'Brennan']);
  const hm2 = addEmp('HM', 'N', gm.cd, '2024-06-03', null, 76000, ['Jessie', 'Marchetti']);
  addEmp('OFC', 'N', gm.cd, '2019-02-04', null, 27.5);
  addEmp('OFC', 'N', gm.cd, '2023-03-06', null, 23.75);
  const ym = addEmp('YM', 'N', gm.cd, '2014-09-15', null, 88000, ['Ray', 'Dubois']);
  const techs = [
    addEmp('TEC', 'N', ym.cd, '2011-05-02', null, 42),
    addEmp('TEC', 'N', ym.cd, '2017-03-20', null, 38.5),
    addEmp('TEC', 'N', ym.cd, '2019-04-08', null, 35),
    addEmp('TEC', 'N', ym.cd, '2021-02-22', '2025-01-31', 31),
    addEmp('TEC', 'N', ym.cd, '2022-08-29', null, 32.5),
    addEmp('TEC', 'N', ym.cd, '2025-02-17', null, 33),
  ];
  const lifts = [
    addEmp('LFT', 'N', ym.cd, '2018-03-12', null, 29),
    addEmp('LFT', 'N', ym.cd, '2020-04-06', null, 27.5),
    addEmp('LFT', 'N', ym.cd, '2023-08-14', null, 26),
  ];
  addEmp('DH', 'N', hm2.cd, '2020-04-20', null, 21);
  addEmp('DH', 'N', hm2.cd, '2022-05-02', null, 19.5);
  const SEASONAL: Record<number, number> = { 2023: 5, 2024: 5, 2025: 6, 2026: 6 };
  const MINW: Record<number, number> = { 2023: 15, 2024: 15.69, 2025: 16.35, 2026: 16.94 };
  for (const y of [2023, 2024, 2025, 2026]) {
    for (let i = 0; i < SEASONAL[y]!; i++) {
      const hire = r.date(`${y}-04-06`, `${y}-05-22`);
      const term = r.date(`${y}-09-03`, `${y}-11-15`);
      const mgr = hire < '2024-06-03' ? hm1.cd : hm2.cd;
      addEmp('DH', 'Y', mgr, hire, term, round2(MINW[y]! + r.pick([0, 0.5, 1, 1.5, 2])));
    }
  }
  const onDuty = (e: Emp, d: string): boolean => e.hire <= d && (e.term === null || e.term >= d);
  const dockhands = emps.filter((e) => e.role === 'DH');

  // ---- spaces -------------------------------------------------------------------------------------------------
  type Spc = { cd: string; typ: string; dock: string; loa: number; bm: number; amp: number | null; trn: string; stat: string };
  const spcs: Spc[] = [];
  const pad = (n: number): string => String(n).padStart(2, '0');
  for (let i = 1; i <= 30; i++) spcs.push({ cd: `A-${pad(i)}`, typ: 'WS', dock: 'A', loa: i <= 12 ? 26 : 30, bm: i <= 12 ? 10 : 11, amp: 30, trn: 'N', stat: 'A' });
  for (let i = 1; i <= 30; i++) spcs.push({ cd: `B-${pad(i)}`, typ: 'WS', dock: 'B', loa: 36, bm: 13, amp: 30, trn: 'N', stat: i >= 25 ? 'O' : 'A' });
  for (let i = 1; i <= 24; i++) spcs.push({ cd: `C-${pad(i)}`, typ: 'WS', dock: 'C', loa: i <= 12 ? 40 : 46, bm: i <= 12 ? 14 : 16, amp: 50, trn: 'N', stat: 'A' });
  for (let i = 1; i <= 16; i++) spcs.push({ cd: `D-${pad(i)}`, typ: 'WS', dock: 'D', loa: i <= 8 ? 45 : 60, bm: i <= 8 ? 16 : 19, amp: 50, trn: 'Y', stat: 'A' });
  spcs.push({ cd: 'A-T', typ: 'TH', dock: 'A', loa: 70, bm: 22, amp: 100, trn: 'N', stat: 'A' });
  spcs.push({ cd: 'B-T', typ: 'TH', dock: 'B', loa: 75, bm: 24, amp: 100, trn: 'N', stat: 'A' });
  spcs.push({ cd: 'C-T', typ: 'TH', dock: 'C', loa: 80, bm: 26, amp: 100, trn: 'Y', stat: 'A' });
  spcs.push({ cd: 'D-T', typ: 'TH', dock: 'D', loa: 90, bm: 30, amp: 100, trn: 'Y', stat: 'A' });
  for (let i = 1; i <= 20; i++) spcs.push({ cd: `M-${pad(i)}`, typ: 'MB', dock: 'M', loa: i <= 10 ? 32 : 40, bm: i <= 10 ? 12 : 14, amp: null, trn: 'N', stat: 'A' });
  for (let lv = 1; lv <= 4; lv++) {
    for (let b = 1; b <= 15; b++) {
      const cd = `R-${lv}${pad(b)}`;
      spcs.push({ cd, typ: 'DS', dock: 'R', loa: lv <= 2 ? 32 : 28, bm: lv <= 2 ? 10.5 : 9.5, amp: null, trn: 'N', stat: cd === 'R-409' || cd === 'R-410' ? 'O' : 'A' });
    }
  }
  const spcBy = new Map(spcs.map((s) => [s.cd, s]));

  // ---- customers and boats ------------------------------------------------------------------------------------
  type Cust = {
    no: number; f: string; l: string; co: string | null; city: string; st: string; phn: string; eml: string; open: string; stat: string;
    slow: boolean; pref: string; holdFrom: string | null; woFrom: string | null; last: string;
  };
  type Vsl = { id: number; own: Cust; nm: string; mfr: string; yr: number; loa: number; bm: number; drft: number; hull: string; fuel: string; reg: string; ins: string | null; exp: string | null };
  const custs: Cust[] = [];
  const vsls: Vsl[] = [];
  const usedBoat = new Set<string>();
  const CO_SFX = ['Sportfishing Charters', 'Sailing Charters', 'Fishing Guide Service', 'Yacht Charters', 'Harbor Tours'];
  const CO_PFX = ['Noank', 'Mystic River', 'Fishers Island', 'Race Rock', 'Sound', 'Ledge Light', 'Seaflower Reef', 'Watch Hill'];
  const usedCo = new Set<string>();
  const mkCust = (kind: 'T' | 'G', open: string, business = false): Cust => {
    const [f, l] = person();
    const st = r.weighted(kind === 'T' ? TENANT_STATES : GUEST_STATES);
    const city = r.pick(CITIES[st]!);
    let co: string | null = null;
    if (business) {
      do co = `${r.pick(CO_PFX)} ${r.pick(CO_SFX)} LLC`; while (usedCo.has(co));
      usedCo.add(co);
    }
    const domain = co ? `${co.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}charters.com` : r.pick(MAIL);
    const eml = `${f.toLowerCase()}.${l.toLowerCase().replace(/[^a-z]/g, '')}${co ? '' : r.chance(0.4) ? String(r.int(1, 99)) : ''}@${domain}`;
    const c: Cust = {
      no: 0, f, l, co, city, st, phn: `${r.pick(AREA[st]!)}-${r.int(201, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`, eml, open,
      stat: 'A', slow: r.chance(0.1), pref: r.weighted([['CHK', 35], ['ACH', 25], ['CC', 40]]), holdFrom: null, woFrom: null, last: open,
    };
    custs.push(c);
    return c;
  };
  const touch = (c: Cust, d: string): void => { if (d > c.last) c.last = d; };
  const NAME_POOL = [...BOAT_NAMES, ...NAME_A.flatMap((a) => NAME_B.map((b) => `${a} ${b}`))];
  const boatName = (): string => {
    for (;;) {
      const base = r.pick(NAME_POOL);
      for (const suffix of ['', ' II', ' III', ' IV', ' V', ' VI']) {
        if (!usedBoat.has(base + suffix)) {
          usedBoat.add(base + suffix);
          return base + suffix;
        }
      }
    }
  };
  const mkVsl = (own: Cust, hull: string, loaMin: number, loaMax: number, maxBm = 99): Vsl => {
    const loa = r.float(loaMin, loaMax, 1);
    const ratio = hull === 'CAT' ? r.float(0.5, 0.56) : hull === 'SAL' ? r.float(0.3, 0.35) : r.float(0.31, 0.37);
    const bm = Math.min(round1(loa * ratio), maxBm);
    const drft = hull === 'SAL' ? round1(loa * r.float(0.13, 0.17)) : hull === 'CAT' ? round1(r.float(3, 4.5)) : round1(loa * r.float(0.07, 0.1));
    let fuel = 'G';
    if (hull === 'SAL') fuel = r.weighted([['D', 88], ['G', 6], ['N', 6]]);
    else if (hull === 'CAT') fuel = 'D';
    else if (loa >= 40) fuel = 'D';
    else if (loa >= 30) fuel = r.chance(0.5) ? 'D' : 'G';
    const mfr = r.pick(hull === 'SAL' ? SAL_MFR : hull === 'CAT' ? CAT_MFR : PWR_MFR);
    const yr = r.int(loa > 40 ? 1998 : 1985, 2025);
    const documented = loa >= 30 && r.chance(0.7);
    const reg = documented ? `DOC ${r.int(500000, 1299999)}` : `${own.st} ${r.int(1000, 9999)} ${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}`;
    const v: Vsl = { id: 0, own, nm: boatName(), mfr, yr, loa, bm, drft, hull, fuel, reg, ins: null, exp: null };
    vsls.push(v);
    return v;
  };
  const boatFor = (s: Spc, own: Cust): Vsl => {
    if (s.typ === 'DS') return mkVsl(own, 'PWR', 18, s.loa - 0.5, s.bm);
    if (s.typ === 'MB') return mkVsl(own, r.chance(0.7) ? 'SAL' : 'PWR', 22, s.loa - 0.5);
    if (s.typ === 'TH') return mkVsl(own, r.chance(0.8) ? 'PWR' : 'SAL', 48, s.loa - 4);
    const lo = s.dock === 'A' ? 18 : s.dock === 'B' ? 25 : 33;
    const hull = r.chance(s.dock === 'C' ? 0.4 : 0.3) ? 'SAL' : 'PWR';
    return mkVsl(own, hull, lo, s.loa - 0.5, s.bm);
  };

  // ---- contracts ----------------------------------------------------------------------------------------------
  type Ctr = {
    no: number; cust: Cust; vsl: Vsl; spc: Spc; typ: string; sgn: string; st: string; end: string; rt: number; ft: number; amt: number;
    sts: string; cxl: string | null; yr: number;
  };
  const ctrs: Ctr[] = [];
  const addCtr = (cust: Cust, vsl: Vsl, spc: Spc, typ: string, sgn: string, st: string, end: string, rt: number, units: number, yr: number): Ctr => {
    const ft = Math.ceil(vsl.loa);
    const c: Ctr = { no: 0, cust, vsl, spc, typ, sgn, st, end, rt, ft, amt: round2(rt * ft * units), sts: '', cxl: null, yr };
    ctrs.push(c);
    touch(cust, sgn);
    return c;
  };

  // waitlist
  type Wl = { id: number; cust: Cust; vsl: Vsl; add: string; typ: string; ctr: string; loa: number; dep: number; ofr: string | null; sts: string; cls: string | null; quit: string | null };
  const wls: Wl[] = [];
  for (let m = 0; m < 47; m++) {
    const y = 2023 + Math.floor(m / 12);
    const mo = (m % 12) + 1;
    const n = r.poisson(mo >= 1 && mo <= 4 ? 3.2 : 2);
    for (let k = 0; k < n; k++) {
      const add = r.date(`${y}-${pad(mo)}-01`, minD(lastOfMonth(y, mo), '2026-11-20'));
      if (add < START) continue;
      const typ = r.weighted([['WS', 50], ['MB', 14], ['DS', 36]]);
      const c = mkCust('T', add);
      let v: Vsl;
      let ctr = 'SEA';
      if (typ === 'DS') { v = mkVsl(c, 'PWR', 19, 31.5, 10.5); ctr = 'DRY'; }
      else if (typ === 'MB') v = mkVsl(c, r.chance(0.7) ? 'SAL' : 'PWR', 23, 39);
      else { v = mkVsl(c, r.chance(0.35) ? 'SAL' : 'PWR', 22, 45.5); ctr = v.loa > 36 && r.chance(0.45) ? 'ANN' : 'SEA'; }
      wls.push({ id: 0, cust: c, vsl: v, add, typ, ctr, loa: Math.ceil(v.loa), dep: typ === 'DS' ? 150 : 250, ofr: null, sts: 'W', cls: null, quit: null });
    }
  }
  wls.sort((a, b) => (a.add < b.add ? -1 : a.add > b.add ? 1 : 0));
  // people who give up waiting
  for (const w of wls) if (r.chance(0.16)) w.quit = addDays(w.add, r.int(60, 900));

  type Hold = { cust: Cust; vsl: Vsl; typ: string; since: number };
  const holder = new Map<string, Hold | null>();
  const termSpaces = spcs.filter((s) => s.trn === 'N');
  const termType = (s: Spc): string => (s.typ === 'DS' ? 'DRY' : s.typ === 'TH' ? 'ANN' : s.dock === 'C' && r.chance(0.3) ? 'ANN' : 'SEA');
  // the holders going into 2023
  for (const s of termSpaces) {
    if (!r.chance(s.typ === 'DS' ? 0.8 : 0.93)) { holder.set(s.cd, null); continue; }
    const c = mkCust('T', r.date('2004-04-01', '2022-11-30'), s.typ !== 'DS' && r.chance(0.04));
    holder.set(s.cd, { cust: c, vsl: boatFor(s, c), typ: termType(s), since: 2022 });
  }
  const termDates = (typ: string, y: number): [string, string] =>
    typ === 'SEA' ? [`${y}-05-01`, `${y}-10-31`] : typ === 'WTR' ? [`${y}-11-01`, `${y + 1}-04-30`] : [`${y}-04-01`, `${y + 1}-03-31`];
  const rateFor = (typ: string, s: Spc, y: number): number => (typ === 'SEA' && s.typ === 'MB' ? RATE.SEA_MB![y]! : RATE[typ]![y]!);
  const renewSign = (typ: string, y: number): string => {
    const deadline = typ === 'SEA' ? `${y}-04-20` : `${y}-03-25`;
    const early = r.chance(0.35);
    const d = early ? r.date(`${y - 1}-10-15`, `${y - 1}-11-30`) : r.date(`${y - 1}-12-01`, deadline);
    return maxD(d, START);
  };
  const fitsWl = (w: Wl, s: Spc): boolean => {
    if (w.loa > s.loa || w.vsl.bm > s.bm) return false;
    if (s.typ === 'DS') return w.typ === 'DS';
    if (s.typ === 'MB') return w.typ === 'MB';
    if (s.typ === 'WS') return w.typ === 'WS' && (w.ctr === 'SEA' || s.dock === 'C');
    return false;
  };
  const woPicks: Record<number, boolean> = {};
  const vacantYear = new Map<string, Set<number>>();
  for (const y of [2023, 2024, 2025, 2026]) {
    for (const s of termSpaces) {
      if (s.stat === 'O' && y === 2026) {
        holder.set(s.cd, null);
        if (!vacantYear.has(s.cd)) vacantYear.set(s.cd, new Set());
        vacantYear.get(s.cd)!.add(y);
        continue;
      }
      let h = holder.get(s.cd) ?? null;
      if (h && y > 2023 && h.since < y) {
        const stay = h.cust.holdFrom === null && h.cust.woFrom === null && r.chance(0.87);
        if (!stay) h = null;
      }
      let sgn: string;
      if (!h) {
        // offer it to the waitlist
        const offerDt = r.date(`${y}-01-05`, `${y}-03-10`);
        let placed: Wl | null = null;
        let od = offerDt;
        for (const w of wls) {
          if (w.sts !== 'W' || w.add >= od || !fitsWl(w, s)) continue;
          if (w.quit !== null && w.quit <= od) continue;
          w.ofr = od;
          if (r.chance(0.8)) { w.sts = 'P'; w.cls = addDays(od, r.int(2, 14)); placed = w; break; }
          w.sts = 'R';
          w.cls = addDays(od, r.int(3, 10));
          od = w.cls;
        }
        if (placed) {
          const typ = s.typ === 'DS' ? 'DRY' : s.typ === 'MB' ? 'SEA' : placed.ctr;
          h = { cust: placed.cust, vsl: placed.vsl, typ, since: y };
          sgn = placed.cls!;
        } else if (r.chance(s.typ === 'DS' ? 0.35 : 0.5)) {
          const c = mkCust('T', r.date(`${y}-01-10`, `${y}-04-10`));
          h = { cust: c, vsl: boatFor(s, c), typ: termType(s), since: y };
          sgn = c.open;
        } else {
          holder.set(s.cd, null);
          if (!vacantYear.has(s.cd)) vacantYear.set(s.cd, new Set());
          vacantYear.get(s.cd)!.add(y);
          continue;
        }
        holder.set(s.cd, h);
      } else {
        sgn = renewSign(h.typ, y);
      }
      const [st, end] = termDates(h.typ, y);
      if (sgn >= st) sgn = addDays(st, -r.int(5, 20));
      const c = addCtr(h.cust, h.vsl, s, h.typ, sgn, st, end, rateFor(h.typ, s, y), 1, y);
      // cancellations
      const roll = r.next();
      if (roll < 0.012 && daysBetween(sgn, st) > 10) {
        c.cxl = r.date(addDays(sgn, 3), addDays(st, -2));
        holder.set(s.cd, null);
        if (!vacantYear.has(s.cd)) vacantYear.set(s.cd, new Set());
        vacantYear.get(s.cd)!.add(y);
      } else if (roll < 0.04) {
        c.cxl = r.date(addDays(st, 30), addDays(end, -30));
        holder.set(s.cd, null);
      }
      // bad debts and credit holds
      if ((y === 2024 || y === 2025) && !woPicks[y] && c.cxl === null && h.typ === 'SEA' && s.typ === 'WS' && h.since < y && r.chance(0.08)) {
        woPicks[y] = true;
        h.cust.woFrom = sgn;
      }
      // winter wet storage on C dock
      if (h.typ === 'SEA' && s.dock === 'C' && c.cxl === null && r.chance(0.35)) {
        const [ws, we] = termDates('WTR', y);
        addCtr(h.cust, h.vsl, s, 'WTR', r.date(`${y}-09-10`, `${y}-10-20`), ws, we, RATE.WTR![y]!, 1, y);
      }
    }
  }
  // credit holds in 2026: three current holders stop paying
  {
    const cands = ctrs.filter((c) => c.yr === 2026 && c.cxl === null && c.typ !== 'WTR' && c.cust.woFrom === null && c.cust.co === null);
    const picked = new Set<Cust>();
    while (picked.size < 3) picked.add(r.pick(cands).cust);
    for (const c of picked) c.holdFrom = '2026-06-01';
  }
  // early renewals for 2027 signed by today
  for (const s of termSpaces) {
    const h = holder.get(s.cd);
    if (!h || h.cust.holdFrom !== null || h.cust.woFrom !== null) continue;
    if (!r.chance(0.88)) continue;
    const sgn = renewSign(h.typ, 2027);
    if (sgn > LAST) continue;
    const [st, end] = termDates(h.typ, 2027);
    addCtr(h.cust, h.vsl, s, h.typ, sgn, st, end, rateFor(h.typ, s, 2027), 1, 2027);
  }
  for (const w of wls) if (w.sts === 'W' && w.quit !== null && w.quit <= LAST) { w.sts = 'R'; w.cls = w.quit; }
  // waitlist: slips coming free for 2027 are being offered now
  {
    let offered = 0;
    for (const w of wls) {
      if (w.sts === 'W' && w.typ === 'WS' && offered < 3) {
        w.ofr = r.date('2026-11-09', '2026-11-21');
        w.sts = 'O';
        offered++;
      }
    }
  }

  // monthly rentals of slips left empty for a summer
  const guestPool: { cust: Cust; vsl: Vsl }[] = [];
  for (const [cd, years] of vacantYear) {
    const s = spcBy.get(cd)!;
    if (s.typ !== 'WS') continue;
    for (const y of years) {
      if (y === 2026 && s.stat === 'O') continue;
      if (!r.chance(0.75)) continue;
      let m = r.int(5, 7);
      while (m <= 9) {
        const months = Math.min(r.int(1, 3), 10 - m);
        const c = mkCust('G', r.date(addDays(`${y}-${pad(m)}-01`, -25), addDays(`${y}-${pad(m)}-01`, -3)));
        const v = boatFor(s, c);
        addCtr(c, v, s, 'MON', c.open, `${y}-${pad(m)}-01`, lastOfMonth(y, m + months - 1), RATE.MON![y]!, months, y);
        guestPool.push({ cust: c, vsl: v });
        m += months + r.int(0, 2);
        if (r.chance(0.4)) break;
      }
    }
  }

  // transient stays
  const trnSpaces = spcs.filter((s) => s.trn === 'Y').sort((a, b) => a.loa - b.loa);
  const booked = new Map<string, Set<string>>(trnSpaces.map((s) => [s.cd, new Set<string>()]));
  const MONTH_W: Record<number, number> = { 4: 0.25, 5: 1, 6: 2.3, 7: 3.6, 8: 3.5, 9: 1.9, 10: 0.8, 11: 0.2 };
  const trnGuests: { cust: Cust; vsl: Vsl }[] = [];
  const vslNights = new Map<Vsl, Set<string>>();
  for (const y of [2023, 2024, 2025, 2026]) {
    const days: [string, number][] = [];
    for (let d = `${y}-04-15`; d <= `${y}-11-20`; d = addDays(d, 1)) {
      if (d > LAST) break;
      const dw = dayOfWeek(d);
      days.push([d, MONTH_W[Number(d.slice(5, 7))]! * (dw === 5 || dw === 6 ? 2.6 : 1)]);
    }
    const attempts = { 2023: 430, 2024: 470, 2025: 500, 2026: 520 }[y]!;
    for (let k = 0; k < attempts; k++) {
      const arr = r.weighted(days);
      const nights = r.weighted([[1, 40], [2, 30], [3, 14], [4, 7], [5, 4], [6, 2], [7, 3]]);
      let g: { cust: Cust; vsl: Vsl };
      if (trnGuests.length > 20 && r.chance(0.18)) g = r.pick(trnGuests);
      else {
        const c = mkCust('G', addDays(arr, -r.int(0, 40)), r.chance(0.01));
        const hull = r.weighted([['PWR', 58], ['SAL', 34], ['CAT', 8]]);
        const v = hull === 'CAT' ? mkVsl(c, 'CAT', 38, 52) : r.chance(0.12) ? mkVsl(c, hull, 52, 85) : mkVsl(c, hull, 24, 50);
        g = { cust: c, vsl: v };
        trnGuests.push(g);
      }
      const nightsList: string[] = [];
      for (let i = 0; i < nights; i++) nightsList.push(addDays(arr, i));
      const mine = vslNights.get(g.vsl) ?? new Set<string>();
      vslNights.set(g.vsl, mine);
      if (nightsList.some((n) => mine.has(n))) continue;
      const slot = trnSpaces.find((s) => s.loa >= g.vsl.loa && s.bm >= g.vsl.bm && nightsList.every((n) => !booked.get(s.cd)!.has(n)));
      if (!slot) continue;
      for (const n of nightsList) { booked.get(slot.cd)!.add(n); mine.add(n); }
      const bk = maxD(addDays(arr, -r.weighted([[0, 25], [r.int(1, 7), 35], [r.int(8, 30), 30], [r.int(31, 90), 10]])), START);
      addCtr(g.cust, g.vsl, slot, 'TRN', bk, arr, addDays(arr, nights), RATE.TRN![y]!, nights, y);
    }
  }

  // contract status, in date order
  ctrs.sort((a, b) => (a.sgn < b.sgn ? -1 : a.sgn > b.sgn ? 1 : a.st < b.st ? -1 : a.st > b.st ? 1 : a.spc.cd < b.spc.cd ? -1 : 1));
  ctrs.forEach((c, i) => {
    c.no = 23001 + i;
    if (c.cxl) c.sts = 'X';
    else if (c.st > TODAY) c.sts = 'F';
    else if (c.end >= TODAY) c.sts = 'A';
    else c.sts = 'C';
    touch(c.cust, c.st <= LAST ? c.st : c.sgn);
  });

  // ---- work orders --------------------------------------------------------------------------------------------
  type Wo = {
    no: number; vsl: Vsl; cust: Cust; svc: string; opn: string; prm: string; cls: string | null; tech: Emp; est: number; hrs: number | null;
    rt: number; prt: number | null; sts: string;
  };
  const wos: Wo[] = [];
  const PROMISE: Record<string, number> = { HLO: 3, WNT: 7, SHR: 12, BTM: 18, CMS: 10, ENG: 10, ELC: 8, FBG: 21, RIG: 10, DTL: 6 };
  const WINTER_PROMISE: Record<string, number> = { ENG: 35, FBG: 45, ELC: 25, RIG: 30 };
  const techOn = (svc: string, d: string): Emp => {
    const pool = svc === 'HLO' ? lifts : svc === 'SHR' ? [...lifts, ...techs] : techs;
    return r.pick(pool.filter((e) => onDuty(e, d)));
  };
  const addWo = (v: Vsl, cust: Cust, svc: string, opn: string, winterJob = false): void => {
    if (opn > LAST || opn < START) return;
    const L = v.loa;
    let hrs: number;
    let prt: number;
    switch (svc) {
      case 'HLO': hrs = round1(L * 0.085 + r.float(0, 0.6)); prt = 0; break;
      case 'WNT': hrs = round1(r.float(1.5, 3) + (v.fuel === 'D' ? 1.5 : 0) + (L > 35 ? 1 : 0)); prt = round2(r.float(45, 160) + (v.fuel === 'D' ? 90 : 0)); break;
      case 'SHR': hrs = round1(L * r.float(0.1, 0.14)); prt = round2(L * r.float(8, 10.5)); break;
      case 'BTM': hrs = round1(L * r.float(0.22, 0.3)); prt = round2(L * r.float(11, 16)); break;
      case 'CMS': hrs = round1(r.float(2, 5)); prt = round2(r.float(60, 380)); break;
      case 'ENG': hrs = round1(r.float(2, 14) * (winterJob ? 2.5 : 1)); prt = round2(r.weighted([[r.float(40, 400), 60], [r.float(400, 2500), 35], [r.float(2500, 9000), 5]])); break;
      case 'ELC': hrs = round1(r.float(1.5, 9)); prt = round2(r.float(25, 900)); break;
      case 'FBG': hrs = round1(r.float(3, 24) * (winterJob ? 2 : 1)); prt = round2(r.float(80, 1400)); break;
      case 'RIG': hrs = round1(r.float(2, 10)); prt = round2(r.float(100, 2200)); break;
      default: hrs = round1(L * r.float(0.12, 0.2)); prt = round2(r.float(40, 120)); break;
    }
    const rt = LABOR[Number(opn.slice(0, 4))]!;
    const actual = hrs * rt + prt;
    const est = Math.round((actual * r.weighted([[r.float(0.95, 1.12), 70], [r.float(0.75, 0.95), 30]])) / 10) * 10;
    const prmDays = winterJob ? WINTER_PROMISE[svc]! : PROMISE[svc]!;
    const prm = addDays(opn, prmDays);
    const waitParts = (svc === 'ENG' || svc === 'ELC' || svc === 'RIG') && r.chance(winterJob ? 0.4 : 0.22);
    let dur = Math.max(0, Math.round(prmDays * r.float(0.4, 1.15)));
    if (r.chance(0.12)) dur = prmDays + r.int(1, 10);
    if (waitParts) dur += r.int(5, 28);
    const done = addDays(opn, dur);
    const tech = techOn(svc, opn);
    const w: Wo = { no: 0, vsl: v, cust, svc, opn, prm, cls: null, tech, est, hrs: null, rt, prt: null, sts: '' };
    if (r.chance(0.015)) w.sts = 'CX';
    else if (done <= LAST) { w.sts = 'CM'; w.cls = done; w.hrs = hrs; w.prt = prt; }
    else if (waitParts && addDays(opn, 3) <= LAST) w.sts = 'WP';
    else if (addDays(opn, Math.ceil(prmDays / 3)) <= LAST) w.sts = 'IP';
    else w.sts = 'OP';
    wos.push(w);
    touch(cust, opn);
  };
  const hauledPrevFall = new Set<Vsl>();
  const hauledThisFall = new Set<Vsl>();
  for (const y of [2023, 2024, 2025, 2026]) {
    hauledThisFall.clear();
    const yearCtrs = ctrs.filter((c) => c.yr === y && c.typ !== 'TRN' && c.typ !== 'MON' && c.typ !== 'WTR' && !(c.cxl && c.cxl < c.st));
    const winter = new Set(ctrs.filter((c) => c.yr === y && c.typ === 'WTR').map((c) => c.vsl));
    for (const c of yearCtrs) {
      const v = c.vsl;
      const engine = v.fuel !== 'N';
      // spring work on boats stored ashore over the winter
      const storedAshore = y === 2023 ? c.typ === 'SEA' && r.chance(0.8) : hauledPrevFall.has(v);
      if (storedAshore && c.cust.woFrom === null) {
        if (r.chance(0.55)) addWo(v, c.cust, 'BTM', r.date(`${y}-03-10`, `${y}-04-25`));
        if (engine && r.chance(0.38)) addWo(v, c.cust, 'CMS', r.date(`${y}-03-15`, `${y}-04-30`));
      }
      if (c.typ === 'DRY' && engine && r.chance(0.2)) addWo(v, c.cust, 'CMS', r.date(`${y}-03-20`, `${y}-04-20`));
      // repairs during the year
      const n = r.poisson(0.33);
      for (let i = 0; i < n; i++) {
        const svc = r.weighted([['ENG', engine ? 35 : 0], ['ELC', 20], ['FBG', 18], ['RIG', v.hull === 'SAL' ? 14 : 0], ['DTL', 14]]);
        addWo(v, c.cust, svc, r.date(`${y}-05-05`, `${y}-10-10`));
      }
      // fall haul-out, winterization and shrink wrap
      if (c.typ === 'SEA' && !c.cxl && !winter.has(v) && c.cust.holdFrom === null && r.chance(0.8)) {
        const haul = r.date(`${y}-10-01`, `${y}-11-14`);
        addWo(v, c.cust, 'HLO', haul);
        hauledThisFall.add(v);
        if (engine && r.chance(0.72)) addWo(v, c.cust, 'WNT', addDays(haul, r.int(0, 6)));
        if (r.chance(0.6)) addWo(v, c.cust, 'SHR', addDays(haul, r.int(2, 12)));
        if (r.chance(0.25)) {
          const svc = r.weighted([['ENG', engine ? 35 : 0], ['FBG', 30], ['ELC', 20], ['RIG', v.hull === 'SAL' ? 15 : 0]]);
          addWo(v, c.cust, svc, r.chance(0.7) ? r.date(addDays(haul, 3), addDays(haul, 40)) : r.date(addDays(haul, 41), `${y + 1}-02-28`), true);
        }
      }
    }
    // transient breakdowns and yard-only customers
    for (const c of ctrs.filter((x) => x.yr === y && x.typ === 'TRN' && x.st <= LAST)) {
      if (c.vsl.fuel !== 'N' && r.chance(0.025)) addWo(c.vsl, c.cust, r.chance(0.7) ? 'ENG' : 'ELC', c.st);
    }
    const yardOnly = r.int(10, 16);
    for (let i = 0; i < yardOnly; i++) {
      const opn = r.date(`${y}-03-01`, `${y}-11-10`);
      const c = mkCust('T', addDays(opn, -r.int(0, 10)));
      const v = mkVsl(c, r.chance(0.7) ? 'PWR' : 'SAL', 20, 42);
      const svc = opn.slice(5, 7) < '05' ? r.pick(['BTM', 'BTM', 'FBG', 'CMS']) : r.pick(['ENG', 'FBG', 'ELC', 'DTL']);
      addWo(v, c, svc, opn);
    }
    hauledPrevFall.clear();
    for (const v of hauledThisFall) hauledPrevFall.add(v);
  }
  wos.sort((a, b) => (a.opn < b.opn ? -1 : a.opn > b.opn ? 1 : a.vsl.nm < b.vsl.nm ? -1 : 1));
  wos.forEach((w, i) => { w.no = 50001 + i; });

  // ---- fuel dock ----------------------------------------------------------------------------------------------
  type Tkt = { no: number; ts: string; prd: string; gal: number; ppg: number; amt: number; pay: string; cust: Cust | null; vsl: Vsl | null; att: Emp };
  const tkts: Tkt[] = [];
  const BASE: Record<number, number> = { 2023: 4.85, 2024: 4.69, 2025: 4.45, 2026: 4.62 };
  const price = new Map<string, number>();
  for (const y of [2023, 2024, 2025, 2026]) {
    for (let m = 4; m <= 11; m++) {
      const bump = m === 7 || m === 8 ? 0.22 : m === 6 || m === 9 ? 0.11 : 0;
      const e10 = BASE[y]! + bump + r.float(-0.09, 0.09);
      const to9 = (p: number): number => round2(Math.floor(p * 10) / 10 + 0.09);
      price.set(`${y}-${m}-E10`, to9(e10));
      price.set(`${y}-${m}-REC`, to9(e10 + 0.8));
      price.set(`${y}-${m}-DSL`, to9(e10 + r.float(0.2, 0.5)));
    }
  }
  const FUEL_W: Record<number, number> = { 4: 0.6, 5: 2, 6: 4, 7: 6, 8: 6, 9: 3.3, 10: 1.6, 11: 0.5 };
  const inWater = ctrs.filter((c) => c.typ !== 'TRN' && c.typ !== 'WTR' && c.vsl.fuel !== 'N');
  for (const y of [2023, 2024, 2025, 2026]) {
    for (let d = `${y}-04-15`; d <= `${y}-11-15` && d <= LAST; d = addDays(d, 1)) {
      const m = Number(d.slice(5, 7));
      const dw = dayOfWeek(d);
      const n = r.poisson(FUEL_W[m]! * (dw === 0 || dw === 6 ? 1.8 : dw === 5 ? 1.3 : 1));
      const att = dockhands.filter((e) => onDuty(e, d));
      const tenants = inWater.filter((c) => c.st <= d && (c.cxl ?? c.end) >= d && (c.cust.holdFrom === null || d < c.cust.holdFrom));
      for (let k = 0; k < n; k++) {
        let cust: Cust | null = null;
        let vsl: Vsl | null = null;
        let fuel: string;
        let loa: number;
        if (tenants.length > 0 && r.chance(0.45)) {
          const c = r.pick(tenants);
          cust = c.cust; vsl = c.vsl; fuel = vsl.fuel; loa = vsl.loa;
        } else {
          fuel = r.chance(0.72) ? 'G' : 'D';
          loa = fuel === 'G' ? r.float(16, 34) : r.float(30, 60);
        }
        const prd = fuel === 'D' ? 'DSL' : r.chance(0.3) ? 'REC' : 'E10';
        const gal = fuel === 'D' ? round2(loa * r.float(1.2, 4.5)) : round2(loa * r.float(0.5, 2.4));
        const ppg = price.get(`${y}-${m}-${prd}`)!;
        const pay = cust ? (r.chance(0.68) ? 'ACT' : 'CC') : r.chance(0.87) ? 'CC' : 'CSH';
        const hh = r.weighted([[7, 3], [8, 6], [9, 9], [10, 11], [11, 12], [12, 10], [13, 10], [14, 10], [15, 9], [16, 8], [17, 6], [18, 3]]);
        tkts.push({ no: 0, ts: `${d} ${pad(hh)}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}`, prd, gal, ppg, amt: round2(gal * ppg), pay, cust, vsl, att: r.pick(att) });
        if (cust) touch(cust, d);
      }
    }
  }
  tkts.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
  tkts.forEach((t, i) => { t.no = 700001 + i; });

  // ---- invoices -----------------------------------------------------------------------------------------------
  type Inv = {
    no: number; cust: Cust; dt: string; due: string; src: string; ctr: Ctr | null; wo: Wo | null; sub: number; tax: number; tot: number;
    pd: number; pdDt: string | null; pay: string | null; sts: string;
  };
  const invs: Inv[] = [];
  for (const c of ctrs) {
    if (c.typ === 'TRN') {
      if (c.end > LAST) continue;
      invs.push({ no: 0, cust: c.cust, dt: c.end, due: c.end, src: 'SLP', ctr: c, wo: null, sub: c.amt, tax: 0, tot: c.amt, pd: 0, pdDt: null, pay: null, sts: '' });
    } else {
      invs.push({ no: 0, cust: c.cust, dt: c.sgn, due: addDays(c.sgn, 30), src: 'SLP', ctr: c, wo: null, sub: c.amt, tax: 0, tot: c.amt, pd: 0, pdDt: null, pay: null, sts: '' });
    }
  }
  for (const w of wos) {
    if (w.sts !== 'CM') continue;
    const sub = round2(w.hrs! * w.rt + w.prt!);
    const tax = round2(sub * 0.0635);
    invs.push({ no: 0, cust: w.cust, dt: w.cls!, due: addDays(w.cls!, 30), src: 'YRD', ctr: null, wo: w, sub, tax, tot: round2(sub + tax), pd: 0, pdDt: null, pay: null, sts: '' });
  }
  const stmts: { cust: Cust; month: string; amt: number }[] = [];
  const stmtBy = new Map<Cust, Map<string, { cust: Cust; month: string; amt: number }>>();
  for (const t of tkts) {
    if (t.pay !== 'ACT') continue;
    const byMonth = stmtBy.get(t.cust!) ?? new Map<string, { cust: Cust; month: string; amt: number }>();
    stmtBy.set(t.cust!, byMonth);
    let s = byMonth.get(t.ts.slice(0, 7));
    if (!s) { s = { cust: t.cust!, month: t.ts.slice(0, 7), amt: 0 }; byMonth.set(s.month, s); stmts.push(s); }
    s.amt += t.amt;
  }
  for (const s of stmts) {
    const dt = firstOfNext(`${s.month}-01`);
    if (dt > LAST) continue;
    const amt = round2(s.amt);
    invs.push({ no: 0, cust: s.cust, dt, due: addDays(dt, 30), src: 'FUL', ctr: null, wo: null, sub: amt, tax: 0, tot: amt, pd: 0, pdDt: null, pay: null, sts: '' });
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.src < b.src ? -1 : a.src > b.src ? 1 : (a.ctr?.no ?? a.wo?.no ?? 0) - (b.ctr?.no ?? b.wo?.no ?? 0)));
  for (const v of invs) {
    const c = v.cust;
    if (v.ctr && v.ctr.cxl && v.ctr.cxl < v.ctr.st) { v.sts = 'VD'; continue; }
    if (v.ctr && v.ctr.typ === 'TRN') {
      v.pd = v.tot; v.pdDt = v.dt; v.pay = r.chance(0.93) ? 'CC' : 'CSH'; v.sts = 'PD';
      continue;
    }
    if (c.woFrom !== null && v.dt >= c.woFrom) {
      if (r.chance(0.3)) { v.pd = round2(v.tot * 0.25); v.pdDt = addDays(v.dt, r.int(30, 60)); v.pay = 'CHK'; }
      v.sts = 'WO';
      continue;
    }
    if (c.holdFrom !== null && v.dt >= c.holdFrom) {
      v.sts = 'OP';
      if (v.tot > 500 && r.chance(0.4)) { v.pd = round2(Math.round(v.tot * 0.4)); v.pdDt = addDays(v.dt, r.int(20, 50)); v.pay = c.pref; v.sts = 'PP'; if (v.pdDt > LAST) { v.pd = 0; v.pdDt = null; v.pay = null; v.sts = 'OP'; } }
      continue;
    }
    const lag = c.slow ? r.int(20, 75) : r.int(0, 32);
    const dt = addDays(v.dt, lag);
    if (dt > LAST) { v.sts = 'OP'; continue; }
    v.pdDt = dt;
    v.pay = c.pref;
    if (v.dt >= '2026-07-01' && v.tot > 1500 && r.chance(0.08)) { v.pd = round2(Math.round(v.tot * 0.5)); v.sts = 'PP'; }
    else { v.pd = v.tot; v.sts = 'PD'; }
  }
  invs.forEach((v, i) => { v.no = 100001 + i; });

  // ---- customer numbers, status, insurance --------------------------------------------------------------------
  custs.sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0));
  custs.forEach((c, i) => {
    c.no = 1001 + i;
    if (c.woFrom !== null) c.stat = 'C';
    else if (c.holdFrom !== null) c.stat = 'H';
    else {
      const onList = wls.some((w) => w.cust === c && (w.sts === 'W' || w.sts === 'O'));
      const future = ctrs.some((k) => k.cust === c && (k.sts === 'A' || k.sts === 'F'));
      c.stat = c.last < addDays(TODAY, -365) && !onList && !future ? 'I' : 'A';
    }
  });
  const currentVsl = new Set(ctrs.filter((c) => c.sts === 'A' || c.sts === 'F').map((c) => c.vsl));
  vsls.forEach((v, i) => {
    v.id = 1 + i;
    if (r.chance(currentVsl.has(v) ? 0.98 : 0.75)) {
      v.ins = r.pick(INS_CO);
      v.exp = currentVsl.has(v) && r.chance(0.94) ? r.date('2026-12-01', '2027-11-15') : r.date('2023-04-01', '2027-10-31');
    }
  });
  wls.forEach((w, i) => { w.id = 1 + i; });

  return [
    'CREATE SCHEMA mar;',
    `CREATE TABLE mar.emp (emp_cd varchar(4) PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, role_cd varchar(3) NOT NULL,
      sea_yn char(1) NOT NULL, mgr_cd varchar(4) REFERENCES mar.emp (emp_cd), hire_dt date NOT NULL, term_dt date, hrly_rt numeric(6,2), ann_sal numeric(9,2));`,
    `CREATE TABLE mar.spc (spc_cd varchar(6) PRIMARY KEY, spc_typ char(2) NOT NULL, dock_cd char(1) NOT NULL, max_loa integer NOT NULL,
      max_bm numeric(4,1) NOT NULL, pwr_amp integer, trn_yn char(1) NOT NULL, stat_cd char(1) NOT NULL);`,
    `CREATE TABLE mar.cust (cust_no integer PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, co_nm varchar(60),
      city_nm varchar(40) NOT NULL, st_cd char(2) NOT NULL, phn_no varchar(12) NOT NULL, eml_adr varchar(80) NOT NULL, opn_dt date NOT NULL, stat_cd char(1) NOT NULL);`,
    `CREATE TABLE mar.vsl (vsl_id integer PRIMARY KEY, own_ref integer NOT NULL REFERENCES mar.cust (cust_no), vsl_nm varchar(40) NOT NULL,
      mfr_nm varchar(30) NOT NULL, mdl_yr integer NOT NULL, loa_ft numeric(4,1) NOT NULL, bm_ft numeric(4,1) NOT NULL, drft_ft numeric(4,1) NOT NULL,
      hull_cd varchar(3) NOT NULL, fuel_cd char(1) NOT NULL, reg_no varchar(16) NOT NULL, ins_co varchar(30), ins_exp_dt date);`,
    `CREATE TABLE mar.ctr (ctr_no integer PRIMARY KEY, cust_ref integer NOT NULL REFERENCES mar.cust (cust_no), vsl_ref integer NOT NULL REFERENCES mar.vsl (vsl_id),
      spc_ref varchar(6) NOT NULL REFERENCES mar.spc (spc_cd), ctr_typ varchar(3) NOT NULL, sgn_dt date NOT NULL, st_dt date NOT NULL, end_dt date NOT NULL,
      rt_ft numeric(7,2) NOT NULL, bil_ft integer NOT NULL, ctr_amt numeric(10,2) NOT NULL, sts_cd char(1) NOT NULL, cxl_dt date);`,
    `CREATE TABLE mar.wo (wo_no integer PRIMARY KEY, vsl_ref integer NOT NULL REFERENCES mar.vsl (vsl_id), cust_ref integer NOT NULL REFERENCES mar.cust (cust_no),
      svc_cd varchar(3) NOT NULL, opn_dt date NOT NULL, prm_dt date NOT NULL, cls_dt date, tech_cd varchar(4) NOT NULL REFERENCES mar.emp (emp_cd),
      est_amt numeric(10,2) NOT NULL, lbr_hrs numeric(5,1), lbr_rt numeric(6,2) NOT NULL, prt_amt numeric(10,2), sts_cd char(2) NOT NULL);`,
    `CREATE TABLE mar.fuel (tkt_no integer PRIMARY KEY, sale_ts timestamp NOT NULL, prd_cd varchar(3) NOT NULL, gal_qty numeric(7,2) NOT NULL,
      ppg_amt numeric(5,2) NOT NULL, tot_amt numeric(9,2) NOT NULL, pay_cd varchar(3) NOT NULL, cust_ref integer REFERENCES mar.cust (cust_no),
      vsl_ref integer REFERENCES mar.vsl (vsl_id), att_cd varchar(4) NOT NULL REFERENCES mar.emp (emp_cd));`,
    `CREATE TABLE mar.inv (inv_no integer PRIMARY KEY, cust_ref integer NOT NULL REFERENCES mar.cust (cust_no), inv_dt date NOT NULL, due_dt date NOT NULL,
      src_cd varchar(3) NOT NULL, ctr_ref integer REFERENCES mar.ctr (ctr_no), wo_ref integer REFERENCES mar.wo (wo_no), sub_amt numeric(10,2) NOT NULL,
      tax_amt numeric(9,2) NOT NULL, tot_amt numeric(10,2) NOT NULL, pd_amt numeric(10,2) NOT NULL, pd_dt date, pay_cd varchar(3), sts_cd char(2) NOT NULL);`,
    `CREATE TABLE mar.wl (wl_id integer PRIMARY KEY, cust_ref integer NOT NULL REFERENCES mar.cust (cust_no), add_dt date NOT NULL, spc_typ char(2) NOT NULL,
      ctr_typ varchar(3) NOT NULL, loa_ft integer NOT NULL, dep_amt numeric(7,2) NOT NULL, ofr_dt date, sts_cd char(1) NOT NULL, cls_dt date);`,
    insertRows('mar.emp', ['emp_cd', 'frst_nm', 'last_nm', 'role_cd', 'sea_yn', 'mgr_cd', 'hire_dt', 'term_dt', 'hrly_rt', 'ann_sal'],
      emps.map((e) => [e.cd, e.f, e.l, e.role, e.sea, e.mgr, e.hire, e.term, e.hr, e.sal])),
    insertRows('mar.spc', ['spc_cd', 'spc_typ', 'dock_cd', 'max_loa', 'max_bm', 'pwr_amp', 'trn_yn', 'stat_cd'],
      spcs.map((s) => [s.cd, s.typ, s.dock, s.loa, s.bm, s.amp, s.trn, s.stat])),
    insertRows('mar.cust', ['cust_no', 'frst_nm', 'last_nm', 'co_nm', 'city_nm', 'st_cd', 'phn_no', 'eml_adr', 'opn_dt', 'stat_cd'],
      custs.map((c) => [c.no, c.f, c.l, c.co, c.city, c.st, c.phn, c.eml, c.open, c.stat])),
    insertRows('mar.vsl', ['vsl_id', 'own_ref', 'vsl_nm', 'mfr_nm', 'mdl_yr', 'loa_ft', 'bm_ft', 'drft_ft', 'hull_cd', 'fuel_cd', 'reg_no', 'ins_co', 'ins_exp_dt'],
      vsls.map((v) => [v.id, v.own.no, v.nm, v.mfr, v.yr, v.loa, v.bm, v.drft, v.hull, v.fuel, v.reg, v.ins, v.exp])),
    insertRows('mar.ctr', ['ctr_no', 'cust_ref', 'vsl_ref', 'spc_ref', 'ctr_typ', 'sgn_dt', 'st_dt', 'end_dt', 'rt_ft', 'bil_ft', 'ctr_amt', 'sts_cd', 'cxl_dt'],
      ctrs.map((c) => [c.no, c.cust.no, c.vsl.id, c.spc.cd, c.typ, c.sgn, c.st, c.end, c.rt, c.ft, c.amt, c.sts, c.cxl])),
    insertRows('mar.wo', ['wo_no', 'vsl_ref', 'cust_ref', 'svc_cd', 'opn_dt', 'prm_dt', 'cls_dt', 'tech_cd', 'est_amt', 'lbr_hrs', 'lbr_rt', 'prt_amt', 'sts_cd'],
      wos.map((w) => [w.no, w.vsl.id, w.cust.no, w.svc, w.opn, w.prm, w.cls, w.tech.cd, w.est, w.hrs, w.rt, w.prt, w.sts])),
    insertRows('mar.fuel', ['tkt_no', 'sale_ts', 'prd_cd', 'gal_qty', 'ppg_amt', 'tot_amt', 'pay_cd', 'cust_ref', 'vsl_ref', 'att_cd'],
      tkts.map((t) => [t.no, t.ts, t.prd, t.gal, t.ppg, t.amt, t.pay, t.cust ? t.cust.no : null, t.vsl ? t.vsl.id : null, t.att.cd])),
    insertRows('mar.inv', ['inv_no', 'cust_ref', 'inv_dt', 'due_dt', 'src_cd', 'ctr_ref', 'wo_ref', 'sub_amt', 'tax_amt', 'tot_amt', 'pd_amt', 'pd_dt', 'pay_cd', 'sts_cd'],
      invs.map((v) => [v.no, v.cust.no, v.dt, v.due, v.src, v.ctr ? v.ctr.no : null, v.wo ? v.wo.no : null, v.sub, v.tax, v.tot, v.pd, v.pdDt, v.pay, v.sts])),
    insertRows('mar.wl', ['wl_id', 'cust_ref', 'add_dt', 'spc_typ', 'ctr_typ', 'loa_ft', 'dep_amt', 'ofr_dt', 'sts_cd', 'cls_dt'],
      wls.map((w) => [w.id, w.cust.no, w.add, w.typ, w.ctr, w.loa, w.dep, w.ofr, w.sts, w.cls])),
  ].join('\n');
}
