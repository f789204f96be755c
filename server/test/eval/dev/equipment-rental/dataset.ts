/**
 * Front Range Equipment Rental, a family-owned company in Colorado that rents construction equipment (earthmoving,
 * aerial work platforms, telehandlers, compaction, generators, compressors and light towers) to contractors, public
 * works departments, industrial plants and homeowners. It runs five branches along the Front Range: Denver Central
 * (the head office and largest yard), Aurora, Colorado Springs, Fort Collins, and Pueblo, which opened on 15 April 2024
 * (Pueblo's first units were moved over from Colorado Springs, and Pueblo-area customers rented from Colorado Springs
 * before that). Construction work is seasonal: rentals drop in December to February and peak from May to September.
 * Each branch has a counter that writes rental contracts, a small yard crew, delivery drivers with lowboy / flatbed
 * trucks, and mechanics who service the units in the branch's shop. Credit customers are billed every 28 days while
 * equipment is on rent and when the contract closes; cash customers pay by card or cash at the counter.
 *
 * Schema `rnt`:
 * - `brnch`: the five branches. `br_cd` DEN Denver Central, AUR Aurora, COS Colorado Springs, FTC Fort Collins, PUE
 *   Pueblo; `br_nm` branch name; `addr_txt` street address; `city_nm`; `st_cd` state; `open_yr` the year the branch
 *   opened (integer year); `mgr_nm` the branch manager's name; `tax_pct` the rental sales tax rate charged at the
 *   branch, in percent.
 * - `eq_cat`: equipment categories (rate classes). `cat_cd`: MEX mini excavator, EXC 20-ton excavator, SSL skid steer
 *   loader, CTL compact track loader, BHL backhoe loader, WLD wheel loader, TRN walk-behind trencher, TLH telehandler,
 *   SCL scissor lift, BML boom lift, GEN towable generator, ACP air compressor, LTW light tower, PLT plate compactor,
 *   RLR ride-on roller; `cat_nm` category name; `grp_cd` product group: EM earthmoving, MH material handling, AE aerial
 *   work platforms, PW power and air, CC compaction; `day_rt` and `wk_rt` the current list rates per day and per week
 *   in dollars (what a contract actually charges is on the contract line; list rates were lower in earlier years and
 *   good accounts get discounts).
 * - `eq_unit`: the rental fleet, one row per serialized unit, including units already sold or written off.
 *   `unit_no` the fleet (asset) number; `cat_cd`; `make_nm`, `mdl_nm` manufacturer and model; `mdl_yr` model year
 *   (integer); `ser_no` serial number; `home_br` the br_cd of the branch that owns the unit today (units moved from
 *   Colorado Springs to Pueblo in April 2024 show Pueblo); `acq_dt` purchase date; `acq_cost` purchase cost in
 *   dollars; `hr_mtr` the latest hour-meter reading (at disposal for units no longer owned); `unit_sts` A active in the
 *   rental fleet, S sold, W written off (stolen or destroyed; the insurer paid out); `disp_dt` the day a unit was sold
 *   or written off; `disp_amt` the sale price or insurance payout in dollars.
 * - `cust`: customer accounts. `cust_no`; `cust_nm` company name, or the person's name for homeowners; `cust_typ` GC
 *   general contractor, SC subcontractor / specialty trade (excavating, concrete, electrical, landscaping...), MUN
 *   municipality or public agency, IND industrial plant / facility maintenance, HO homeowner; `acct_typ` C credit
 *   (charge) account billed on terms, K cash account (pays at the counter by card or cash); `cr_lmt` credit limit in
 *   dollars (empty for cash accounts); `terms_days` payment terms in days from the invoice date (0 for cash accounts);
 *   `cr_hold` Y when the account is on credit hold (no new rentals on account until it pays), N otherwise; `open_dt`
 *   the day the account was opened; `city_nm`, `st_cd`; `pri_br` the br_cd of the customer's home branch.
 * - `rnt_ctr`: rental contracts (one customer, one branch, one or more units going out together on the same day).
 *   `ctr_no`; `cust_no`; `br_cd` the branch that wrote the contract; `wrt_dt` the day the contract (or reservation) was
 *   written; `strt_dt` the day the equipment goes out on rent (for reservations, the day it is due to go out);
 *   `est_ret_dt` the expected return date agreed when it was written; `clsd_dt` the day the contract closed (the last
 *   unit came back); `ctr_sts` R reserved (not gone out yet), O open (equipment on rent), C closed (everything
 *   returned), X cancelled before anything went out; `cxl_dt` the day a contract was cancelled; `dlv_yn` Y when we
 *   deliver and pick up the equipment (N: the customer hauls it); `rpp_yn` Y when the customer took the Rental
 *   Protection Plan, a damage waiver charged at 12% of the rent that covers accidental damage; `po_no` the
 *   customer's purchase order, if any; `job_site` the jobsite address.
 * - `ctr_ln`: contract lines, one per unit rented. `ctr_no`; `ln_no`; `cat_cd` the category rented; `unit_id` the
 *   unit_no of the unit sent out (empty on reservations and cancelled contracts, where no unit was assigned);
 *   `day_rt`, `wk_rt` the agreed daily and weekly rates in dollars; `ret_dt` the day the unit came back (empty while it
 *   is still on rent); `bill_days` days on rent (ret_dt − the contract's strt_dt, at least 1), filled when the unit is
 *   returned; `rent_amt` the rental charge for the line, filled when the unit is returned: whole weeks at the weekly
 *   rate plus the remaining days at the daily rate, the remaining days capped at one weekly rate.
 * - `dlv`: delivery and pickup runs by our drivers (only for contracts with dlv_yn = Y). `dlv_no`; `ctr_no`;
 *   `dlv_typ` D delivery to the jobsite, P pickup from the jobsite; `run_dt` the day of the run as text 'YYYYMMDD';
 *   `drv_nm` the driver (empty for runs not yet dispatched); `truck_no`; `rt_miles` round-trip miles driven
 *   (completed runs only); `dlv_fee` the fee charged to the customer in dollars (quoted for scheduled runs); `dlv_sts`
 *   C completed, S scheduled, X cancelled (called off before the truck left because the site was not ready; the run
 *   was redone later and has its own row; a cancelled run has no miles and is not charged).
 * - `svc_rec`: maintenance and damage work orders on units, done in the shop of the unit's branch. `wo_no`; `unit_no`;
 *   `wo_typ` PM preventive maintenance service, INS annual safety inspection (aerial lifts and telehandlers), RPR
 *   repair of a breakdown or wear, DMG repair of damage that happened while on rent; `ctr_no` the contract on which the
 *   damage happened (DMG only); `opn_dt`; `cls_dt` (empty while the unit is still in the shop); `tech_nm` the mechanic;
 *   `lab_hrs` labour hours; `lab_amt` labour cost in dollars; `prt_amt` parts cost in dollars; `bill_amt` the amount
 *   charged to the customer for the damage (DMG only; 0 when the Rental Protection Plan covered it; empty for other
 *   work orders).
 * - `inv`: invoices. `inv_no`; `ctr_no`; `bill_to` the cust_no billed; `inv_typ` R rental (a 28-day cycle bill or the
 *   closing bill of a contract), D damage charge (billed after the damage repair is done); `inv_dt`; `due_dt`;
 *   `rnt_amt` rent; `rpp_amt` Rental Protection Plan charge; `dlv_amt` delivery and pickup fees; `dmg_amt` damage
 *   charge; `tax_amt` sales tax; `inv_amt` the invoice total (the sum of the five); `inv_sts` O open (not fully paid),
 *   P paid in full, V void (issued in error and replaced by another invoice; not owed), W written off as bad debt.
 * - `pmt`: payments received against invoices (partial payments happen). `pmt_no`; `inv_no`; `pmt_dt`; `pmt_amt`
 *   dollars; `pmt_mthd` CHK cheque, ACH bank transfer, CC credit card, CSH cash.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LAST = '2026-11-24';
const START = '2023-01-03';
const HORIZON = '2026-12-31';
const PUE_OPEN = '2024-04-15';

const DAY = 86_400_000;
const addDays = (d: string, n: number): string => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const diffDays = (a: string, b: string): number => Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY);
const dow = (d: string): number => new Date(`${d}T00:00:00Z`).getUTCDay();
const ymd = (d: string): string => d.replace(/-/g, '');
const minD = (a: string, b: string): string => (a < b ? a : b);
const maxD = (a: string, b: string): string => (a > b ? a : b);
const money = (n: number): number => Math.round(n * 100) / 100;

type Br = 'DEN' | 'AUR' | 'COS' | 'FTC' | 'PUE';
const BRANCHES: [Br, string, string, string, string, number, string, number, number][] = [
  ['DEN', 'Denver Central', '4850 Brighton Blvd', 'Denver', 'CO', 1999, 'Rick Salazar', 8.81, 1.35],
  ['AUR', 'Aurora', '16200 E 32nd Ave', 'Aurora', 'CO', 2007, 'Dana Whitfield', 8.0, 1.0],
  ['COS', 'Colorado Springs', '3190 Janitell Rd', 'Colorado Springs', 'CO', 2004, 'Greg Lucero', 8.2, 1.05],
  ['FTC', 'Fort Collins', '1401 Riverside Ave', 'Fort Collins', 'CO', 2013, 'Amy Sorensen', 7.55, 0.8],
  ['PUE', 'Pueblo', '600 S Santa Fe Ave', 'Pueblo', 'CO', 2024, 'Tony Gallegos', 7.6, 0.5],
];
const BR_W: Record<Br, number> = Object.fromEntries(BRANCHES.map((b) => [b[0], b[8]])) as Record<Br, number>;
const TAX: Record<Br, number> = Object.fromEntries(BRANCHES.map((b) => [b[0], b[7]])) as Record<Br, number>;
const BR_CITIES: Record<Br, [string, number][]> = {
  DEN: [['Denver', 40], ['Commerce City', 10], ['Lakewood', 10], ['Arvada', 8], ['Westminster', 8], ['Thornton', 7], ['Englewood', 5], ['Littleton', 6], ['Golden', 4]],
  AUR: [['Aurora', 45], ['Centennial', 12], ['Parker', 10], ['Denver', 10], ['Brighton', 8], ['Castle Rock', 6]],
  COS: [['Colorado Springs', 60], ['Fountain', 10], ['Monument', 8], ['Falcon', 7], ['Woodland Park', 5], ['Canon City', 4]],
  FTC: [['Fort Collins', 45], ['Loveland', 18], ['Windsor', 12], ['Greeley', 12], ['Wellington', 6], ['Berthoud', 4]],
  PUE: [['Pueblo', 60], ['Pueblo West', 20], ['Canon City', 8], ['Trinidad', 4], ['La Junta', 4]],
};

interface Cat {
  cd: string; nm: string; grp: string; day: number; wk: number; cost: number; share: number; dur: number; pm: number; hpd: number;
  heavy: boolean; models: [string, string][];
}
const CATS: Cat[] = ([
  ['MEX', 'Mini Excavator (3-5 ton)', 'EM', 365, 1095, 68000, 11, 1.0, 120, 5, true, [['Kubota', 'KX040-4'], ['Bobcat', 'E35'], ['Caterpillar', '305 CR']]],
  ['EXC', 'Excavator (20 ton)', 'EM', 985, 2950, 215000, 4, 1.5, 120, 6, true, [['Caterpillar', '320'], ['Komatsu', 'PC210LC'], ['John Deere', '210G']]],
  ['SSL', 'Skid Steer Loader', 'EM', 330, 990, 56000, 10, 1.0, 120, 5, true, [['Bobcat', 'S650'], ['Caterpillar', '262D3'], ['John Deere', '332G']]],
  ['CTL', 'Compact Track Loader', 'EM', 410, 1230, 78000, 8, 1.1, 120, 5, true, [['Bobcat', 'T770'], ['Caterpillar', '299D3'], ['Kubota', 'SVL75-2']]],
  ['BHL', 'Backhoe Loader', 'EM', 440, 1320, 118000, 4, 1.2, 120, 5, true, [['Caterpillar', '420'], ['John Deere', '310SL'], ['Case', '580N']]],
  ['WLD', 'Wheel Loader', 'EM', 780, 2340, 185000, 2.5, 1.5, 120, 6, true, [['Caterpillar', '926M'], ['John Deere', '544P'], ['Komatsu', 'WA270']]],
  ['TRN', 'Walk-Behind Trencher', 'EM', 285, 855, 36000, 4, 0.7, 180, 4, false, [['Ditch Witch', 'C24X'], ['Toro', 'TRX-26']]],
  ['TLH', 'Telehandler (10,000 lb)', 'MH', 470, 1410, 128000, 6, 1.4, 120, 5, true, [['JLG', '1055'], ['SkyTrak', '10054'], ['Genie', 'GTH-1056']]],
  ['SCL', 'Scissor Lift (26 ft)', 'AE', 155, 465, 15500, 12, 1.1, 180, 3, false, [['Genie', 'GS-2646'], ['JLG', '2646ES'], ['Skyjack', 'SJIII 4626']]],
  ['BML', 'Boom Lift (60 ft)', 'AE', 520, 1560, 98000, 6, 1.3, 180, 4, true, [['JLG', '600S'], ['Genie', 'S-60 XC']]],
  ['GEN', 'Towable Generator (45 kW)', 'PW', 210, 630, 31000, 6, 1.6, 180, 10, false, [['Doosan', 'G45WCU'], ['Generac', 'MDG45IF4']]],
  ['ACP', 'Air Compressor (185 CFM)', 'PW', 145, 435, 21000, 5, 1.0, 180, 5, false, [['Doosan', 'P185'], ['Sullair', '185DPQ']]],
  ['LTW', 'Light Tower', 'PW', 115, 345, 9800, 5, 1.6, 180, 10, false, [['Allmand', 'Night-Lite GR'], ['Generac', 'MLT6SMD']]],
  ['PLT', 'Plate Compactor', 'CC', 78, 234, 3600, 9, 0.7, 180, 3, false, [['Wacker Neuson', 'WP1550'], ['Multiquip', 'MVC88']]],
  ['RLR', 'Ride-On Roller', 'CC', 395, 1185, 88000, 2.5, 1.2, 120, 5, true, [['Hamm', 'HD12'], ['Caterpillar', 'CB2.7'], ['BOMAG', 'BW 120']]],
] as [string, string, string, number, number, number, number, number, number, number, boolean, [string, string][]][]).map(
  ([cd, nm, grp, day, wk, cost, share, dur, pm, hpd, heavy, models]) => ({ cd, nm, grp, day, wk, cost, share, dur, pm, hpd, heavy, models }),
);
const CAT = Object.fromEntries(CATS.map((c) => [c.cd, c])) as Record<string, Cat>;

type CTyp = 'GC' | 'SC' | 'MUN' | 'IND' | 'HO';
/** how much each customer type favours each category */
const AFFINITY: Record<CTyp, Record<string, number>> = {
  GC: { EXC: 2, WLD: 2, TLH: 2, BML: 1.5, RLR: 1.5, BHL: 1.3, LTW: 1.3, GEN: 1.2, PLT: 0.6, TRN: 0.5 },
  SC: { MEX: 1.3, SSL: 1.2, CTL: 1.3, SCL: 1.2, TRN: 1.3, PLT: 1.2, EXC: 0.7, WLD: 0.6 },
  MUN: { BHL: 2.5, LTW: 2, GEN: 1.5, ACP: 2, SSL: 1.3, EXC: 0.5, BML: 0.6, SCL: 0.5, TLH: 0.4 },
  IND: { SCL: 2.5, BML: 2.5, TLH: 1.8, GEN: 1.8, ACP: 1.5, EXC: 0.2, WLD: 0.3, MEX: 0.3, TRN: 0.2, RLR: 0.1, PLT: 0.3, CTL: 0.4 },
  HO: { MEX: 2.5, SSL: 1.8, PLT: 2.5, TRN: 2.5, SCL: 0.8, EXC: 0, WLD: 0, TLH: 0.1, BML: 0.2, RLR: 0, GEN: 0.4, LTW: 0.1, BHL: 0.2, CTL: 0.8, ACP: 0.5 },
};

const SEASON = [0.55, 0.62, 0.85, 1.05, 1.22, 1.3, 1.28, 1.3, 1.22, 1.1, 0.85, 0.6];
const YEAR_DEMAND: Record<string, number> = { 2023: 0.95, 2024: 1.0, 2025: 1.1, 2026: 1.04 };
const YEAR_RATE: Record<string, number> = { 2023: 0.9, 2024: 0.94, 2025: 0.97, 2026: 1 };
const LAB_RATE: Record<string, number> = { 2023: 95, 2024: 100, 2025: 105, 2026: 112 };

const GC_PRE = ['Front Range', 'Summit', 'Rocky Mountain', 'Pikes Peak', 'Mile High', 'Cherry Creek', 'Platte River', 'Blue Spruce',
  'Timberline', 'Red Rocks', 'Foothills', 'Centennial', 'Columbine', 'Arapahoe', 'Longs Peak', 'Arkansas Valley', 'Big Thompson',
  'Granite', 'Ironhorse', 'Aspen', 'Highline', 'Sandstone', 'Bison', 'Elk Ridge', 'Cheyenne Mountain', 'Poudre', 'Bear Creek',
  'Horsetooth', 'Fountain Creek', 'Sangre de Cristo', 'Gateway', 'Keystone', 'Continental', 'Clear Creek', 'Pinnacle', 'Sunburst',
  'Martinez', 'Schaefer', 'Lopez', 'Olsen', 'Brennan', 'Duran', 'Gallegos', 'Hoffmann', 'Vigil', 'Kessler', 'Trujillo', 'Romero',
  'Baca', 'Lindquist', 'Nakamura', 'McAllister', 'Sandoval', 'Whitaker', 'Janssen', 'Ortiz'];
const GC_TRADE = ['Builders', 'Construction', 'General Contractors', 'Constructors', 'Building Group'];
const SC_TRADE = ['Excavating', 'Concrete', 'Paving', 'Landscaping', 'Electric', 'Plumbing', 'Roofing', 'Utilities', 'Framing', 'Demolition',
  'Site Works', 'Masonry', 'Fence Co', 'Steel Erectors', 'Drywall', 'Mechanical', 'Irrigation', 'Grading', 'Painting', 'Glass & Glazing'];
const SUFFIX = [' Inc', ' LLC', ' Co', '', ' Inc', ' LLC'];
const MUNIS: [string, Br][] = [
  ['City of Denver Public Works', 'DEN'], ['Denver Water', 'DEN'], ['City of Lakewood Parks', 'DEN'], ['Adams County Road & Bridge', 'DEN'],
  ['City of Arvada Utilities', 'DEN'], ['City of Aurora Public Works', 'AUR'], ['Arapahoe County Facilities', 'AUR'],
  ['Cherry Creek School District Facilities', 'AUR'], ['Town of Parker', 'AUR'], ['El Paso County Road & Bridge', 'COS'],
  ['City of Colorado Springs Parks', 'COS'], ['Colorado Springs Utilities', 'COS'], ['City of Fountain', 'COS'],
  ['City of Fort Collins Utilities', 'FTC'], ['Larimer County Road & Bridge', 'FTC'], ['City of Loveland Public Works', 'FTC'],
  ['Town of Windsor', 'FTC'], ['Colorado State University Facilities', 'FTC'], ['City of Pueblo Public Works', 'PUE'],
  ['Pueblo County', 'PUE'], ['Pueblo West Metro District', 'PUE'], ['Colorado DOT Region 2', 'PUE'], ['Colorado DOT Region 1', 'DEN'],
  ['Regional Transportation District', 'DEN'],
];
const INDS: [string, Br][] = [
  ['Commerce City Refining', 'DEN'], ['Mile High Beverage Plant', 'DEN'], ['Denver Airport Facilities Maintenance', 'AUR'],
  ['Centennial Aerospace', 'AUR'], ['Front Range Foods Plant', 'AUR'], ['High Plains Data Center', 'AUR'], ['Golden Brewery Operations', 'DEN'],
  ['Windsor Blade Works', 'FTC'], ['Poudre Valley Brewing', 'FTC'], ['Greeley Protein Processing', 'FTC'], ['Loveland Semiconductor', 'FTC'],
  ['Rocky Mountain Steel Mill', 'PUE'], ['Comanche Power Station', 'PUE'], ['Pueblo Chemical Depot Services', 'PUE'],
  ['Fort Carson Facilities Contractor', 'COS'], ['Peak Microelectronics', 'COS'], ['Springs Regional Hospital Facilities', 'COS'],
  ['Broadmoor Resort Maintenance', 'COS'], ['Suncrest Cement Plant', 'COS'], ['Platte Valley Ethanol', 'DEN'], ['Vestas-style Tower Works', 'PUE'],
  ['Denver Convention Center Ops', 'DEN'], ['Aurora Medical Campus Facilities', 'AUR'],
];
const FIRST = ['James', 'John', 'Robert', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Chris', 'Daniel', 'Matthew',
  'Anthony', 'Mark', 'Steven', 'Paul', 'Andrew', 'Josh', 'Kevin', 'Brian', 'Jason', 'Ryan', 'Jacob', 'Gary', 'Eric', 'Tyler', 'Aaron',
  'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Lisa', 'Nancy', 'Emily', 'Megan',
  'Rachel', 'Laura', 'Amanda', 'Melissa', 'Stephanie', 'Maria', 'Carlos', 'Jose', 'Luis', 'Juan', 'Miguel', 'Ana', 'Rosa', 'Sofia'];
const LASTN = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Maestas', 'Archuleta', 'Vigil', 'Chavez', 'Montoya', 'Lucero', 'Baca', 'Olson', 'Schmidt', 'Weber', 'Becker', 'Kowalski'];
const STREETS = ['Colfax Ave', 'Federal Blvd', 'Quebec St', 'Peoria St', 'Havana St', 'Tower Rd', 'Academy Blvd', 'Powers Blvd',
  'Platte Ave', 'Nevada Ave', 'College Ave', 'Harmony Rd', 'Timberline Rd', 'Prospect Rd', 'Northern Ave', 'Pueblo Blvd',
  'Santa Fe Ave', 'Wadsworth Blvd', 'Kipling St', 'Arapahoe Rd', 'Smoky Hill Rd', 'Mulberry St', 'Drake Rd', 'Union Blvd',
  'Briargate Pkwy', 'Chambers Rd', 'Buckley Rd', 'Sheridan Blvd', 'Broadway', 'Lincoln Ave', 'Main St', 'Prairie Ave', 'Eads St'];

interface Driver { nm: string; br: Br; from: string; until: string | null; truck: string }
const DRIVERS: Driver[] = ([
  ['Mike Trujillo', 'DEN', '2015-05-04', null, 'T104'],
  ['Dave Kowalczyk', 'DEN', '2012-03-12', '2024-06-14', 'T107'],
  ['Luis Ortega', 'DEN', '2019-08-19', null, 'T111'],
  ['Brandon Hale', 'DEN', '2024-06-24', null, 'T107'],
  ['Tanner Ross', 'DEN', '2021-04-05', null, 'T115'],
  ['Carlos Mendez', 'AUR', '2016-02-08', null, 'T203'],
  ['Jeff Lindgren', 'AUR', '2018-10-01', '2025-02-28', 'T206'],
  ['Ray Okafor', 'AUR', '2025-03-10', null, 'T206'],
  ['Dustin Pratt', 'AUR', '2022-05-16', null, 'T209'],
  ['Shawn Pruitt', 'COS', '2014-07-07', null, 'T302'],
  ['Eddie Vasquez', 'COS', '2017-03-20', null, 'T305'],
  ['Kyle Brandt', 'COS', '2020-09-14', '2024-04-12', 'T308'],
  ['Marcus Webb', 'COS', '2024-05-06', null, 'T308'],
  ['Cody Larsen', 'FTC', '2013-06-03', null, 'T401'],
  ['Nate Hughes', 'FTC', '2019-04-22', null, 'T404'],
  ['Ramon Archuleta', 'PUE', '2020-01-13', null, 'T501'],
  ['Josh Ferris', 'PUE', '2024-09-09', null, 'T504'],
] as [string, Br, string, string | null, string][]).map(([nm, br, from, until, truck]) => ({ nm, br, from, until, truck }));
const TECHS: Record<Br, string[]> = {
  DEN: ['Hector Ruiz', 'Walt Jennings', 'Sam Becker'],
  AUR: ['Phil Osborne', 'Victor Lam'],
  COS: ['Jim Castle', 'Andre Dupree'],
  FTC: ['Erik Nystrom', 'Troy Mueller'],
  PUE: ['Frank Medina'],
};

interface Unit {
  no: number; cat: Cat; make: string; mdl: string; yr: number; ser: string; home: Br; moved: boolean; acq: string; cost: number;
  hrs: number; sts: 'A' | 'S' | 'W'; disp: string | null; dispAmt: number | null; busy: string;
}
type Pay = 'PROMPT' | 'NORMAL' | 'SLOW' | 'DELINQ' | 'CASH';
interface Cust {
  no: number; nm: string; typ: CTyp; acct: 'C' | 'K'; lmt: number | null; terms: number; hold: 'Y' | 'N'; open: string; city: string;
  br: Br; pay: Pay; w: number; from: string; until: string | null; disc: number; rpp: number;
}
interface Line { no: number; cat: Cat; unit: Unit | null; day: number; wk: number; ret: string | null; days: number | null; rent: number | null; end: string }
interface Ctr {
  no: number; cust: Cust; br: Br; wrt: string; strt: string; est: string; clsd: string | null; sts: 'R' | 'O' | 'C' | 'X'; cxl: string | null;
  dlv: 'Y' | 'N'; rpp: 'Y' | 'N'; po: string | null; site: string; dist: number; lines: Line[];
}
interface Run { no: number; ctr: Ctr; typ: 'D' | 'P'; dt: string; drv: string | null; truck: string | null; miles: number | null; fee: number; sts: 'C' | 'S' | 'X' }
interface Wo {
  no: number; unit: Unit; typ: string; ctr: Ctr | null; opn: string; cls: string | null; tech: string; hrs: number; lab: number; prt: number;
  bill: number | null;
}
interface Inv {
  no: number; ctr: Ctr; typ: 'R' | 'D'; dt: string; due: string; rnt: number; rpp: number; dlv: number; dmg: number; tax: number; amt: number;
  sts: 'O' | 'P' | 'V' | 'W';
}
interface Pmt { no: number; inv: Inv; dt: string; amt: number; mthd: string }

const rentCum = (days: number, day: number, wk: number): number => Math.floor(days / 7) * wk + Math.min((days % 7) * day, wk);

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(73_519);
  const brsOpen = (d: string): Br[] => (d < PUE_OPEN ? ['DEN', 'AUR', 'COS', 'FTC'] : ['DEN', 'AUR', 'COS', 'FTC', 'PUE']);
  const person = () => `${r.pick(FIRST)} ${r.pick(LASTN)}`;

  // ---------- fleet ----------
  const units: Unit[] = [];
  const serial = () => {
    const abc = 'ABCDEFGHJKLMNPRSTVWXYZ0123456789';
    let s = '';
    for (let i = 0; i < 10; i++) s += abc[r.int(0, abc.length - 1)];
    return s;
  };
  const costF = (d: string) => 0.78 + (Number(d.slice(0, 4)) - 2015) * 0.027;
  const newUnit = (cat: Cat, home: Br, acq: string, moved = false): Unit => {
    const [make, mdl] = r.pick(cat.models);
    const yr = Number(acq.slice(0, 4)) - (r.chance(0.3) ? 1 : 0) + (acq.slice(5, 7) >= '09' && r.chance(0.4) ? 1 : 0);
    const age = Math.max(0, diffDays(START, acq));
    const u: Unit = {
      no: 0, cat, make, mdl, yr, ser: serial(), home, moved, acq, cost: Math.round(cat.cost * costF(acq) * r.float(0.93, 1.07, 3)),
      hrs: Math.round(age * cat.hpd * r.float(0.25, 0.45, 3)), sts: 'A', disp: null, dispAmt: null, busy: '2000-01-01',
    };
    units.push(u);
    return u;
  };
  const totalShare = CATS.reduce((s, c) => s + c.share, 0);
  const brTotal = BRANCHES.reduce((s, b) => s + b[8], 0);
  for (const cat of CATS) {
    const company = (4.9 * (cat.share / totalShare) * 14 * cat.dur) / 0.42;
    for (const [br] of BRANCHES) {
      const n = Math.max(1, Math.round((company * BR_W[br]) / brTotal + r.float(-0.4, 0.4)));
      for (let i = 0; i < n; i++) {
        if (br === 'PUE') {
          if (r.chance(0.6)) newUnit(cat, 'PUE', r.date('2016-03-01', '2023-06-30'), true);
          else if (r.chance(0.7)) newUnit(cat, 'PUE', r.date('2024-02-20', '2024-04-12'));
          else newUnit(cat, 'PUE', r.date('2024-05-01', '2026-08-31'));
        } else if (r.chance(0.14)) newUnit(cat, br, r.date('2023-02-01', '2026-11-10'));
        else newUnit(cat, br, r.date('2015-03-01', '2022-11-30'));
      }
    }
  }
  // old units sold and replaced
  for (const u of [...units]) {
    if (u.acq > '2019-06-30' || !r.chance(0.55)) continue;
    let disp = r.date('2023-03-01', '2026-10-31');
    if (u.moved && disp < '2024-06-01') disp = r.date('2024-06-01', '2026-10-31');
    u.sts = 'S';
    u.disp = disp;
    const age = diffDays(disp, u.acq) / 365;
    u.dispAmt = Math.round((u.cost * Math.max(0.18, 0.78 - age * 0.07) * r.float(0.85, 1.12, 3)) / 50) * 50;
    if (r.chance(0.85)) newUnit(u.cat, u.home, addDays(disp, -r.int(0, 25)));
  }
  // a few written off (stolen from jobsites / rolled over)
  const wo = r.shuffle(units.filter((u) => u.sts === 'A' && ['SSL', 'LTW', 'GEN', 'MEX', 'TLH'].includes(u.cat.cd) && u.acq < '2022-01-01')).slice(0, 4);
  const woDates = ['2023-08-17', '2024-07-02', '2025-05-21', '2026-03-30'];
  wo.forEach((u, i) => {
    u.sts = 'W';
    u.disp = woDates[i]!;
    u.dispAmt = Math.round((u.cost * r.float(0.35, 0.6, 3)) / 100) * 100;
    newUnit(u.cat, u.home, addDays(u.disp, r.int(10, 40)));
  });
  // brand-new units delivered the week of 23 November 2026, not rented yet
  newUnit(CAT.EXC!, 'DEN', '2026-11-23');
  newUnit(CAT.TLH!, 'FTC', '2026-11-24');
  newUnit(CAT.SCL!, 'AUR', '2026-11-23');
  units.sort((a, b) => a.acq.localeCompare(b.acq) || a.cat.cd.localeCompare(b.cat.cd));
  let unitSeq = 10_200;
  for (const u of units) u.no = unitSeq += r.int(1, 5);
  const homeAt = (u: Unit, d: string): Br => (u.moved && d < PUE_OPEN ? 'COS' : u.home);

  // ---------- customers ----------
  const custs: Cust[] = [];
  const usedNames = new Set<string>();
  const cityFor = (br: Br) => r.weighted(BR_CITIES[br].map(([c, w]) => [c, w] as const));
  const brPick = (): Br => r.weighted(BRANCHES.map((b) => [b[0], b[8]] as const));
  const payPick = (typ: CTyp): Pay =>
    typ === 'MUN'
      ? r.weighted<Pay>([['NORMAL', 45], ['SLOW', 55]])
      : typ === 'IND'
        ? r.weighted<Pay>([['PROMPT', 40], ['NORMAL', 45], ['SLOW', 15]])
        : r.weighted<Pay>([['PROMPT', 30], ['NORMAL', 42], ['SLOW', 20], ['DELINQ', 8]]);
  const newCust = (nm: string, typ: CTyp, br: Br, w: number, open: string | null): Cust => {
    const cash = typ === 'HO' || (typ === 'SC' && r.chance(0.07));
    const existing = open === null;
    const o = open ?? (r.chance(0.62) ? r.date('2004-01-01', '2022-12-15') : r.date('2023-01-05', '2026-10-31'));
    const c: Cust = {
      no: 0, nm, typ, acct: cash ? 'K' : 'C',
      lmt: cash ? null : typ === 'GC' ? r.int(10, 50) * 5000 : typ === 'SC' ? r.int(2, 12) * 5000 : typ === 'MUN' ? 150000 : r.int(5, 20) * 5000,
      terms: cash ? 0 : typ === 'MUN' ? 45 : r.weighted([[30, 85], [15, 8], [45, 7]]),
      hold: 'N', open: o, city: cityFor(br), br, pay: cash ? 'CASH' : payPick(typ), w, from: o < START ? START : o, until: null,
      disc: typ === 'HO' || cash ? 0 : r.weighted([[0, 35], [0.05, 25], [0.1, 22], [0.15, 12], [0.2, 6]]),
      rpp: typ === 'HO' ? 0.7 : typ === 'GC' ? 0.3 : typ === 'SC' ? 0.5 : typ === 'MUN' ? 0.05 : 0.35,
    };
    if (br === 'PUE' && existing && c.from < START) c.from = START;
    if (br === 'PUE' && !existing && c.open < PUE_OPEN && r.chance(0.5)) {
      c.open = r.date(PUE_OPEN, '2026-10-31');
      c.from = c.open;
    }
    if (typ !== 'HO' && existing && r.chance(0.14)) {
      const until = r.date('2023-05-01', '2026-06-30');
      if (diffDays(until, c.from) > 150) c.until = until;
    }
    custs.push(c);
    return c;
  };
  const bizName = (typ: 'GC' | 'SC'): string => {
    let nm: string;
    do nm = `${r.pick(GC_PRE)} ${r.pick(typ === 'GC' ? GC_TRADE : SC_TRADE)}${r.pick(SUFFIX)}`;
    while (usedNames.has(nm.replace(/ (Inc|LLC|Co)$/, '')));
    usedNames.add(nm.replace(/ (Inc|LLC|Co)$/, ''));
    return nm;
  };
  for (let i = 0; i < 75; i++) newCust(bizName('GC'), 'GC', brPick(), 1 / Math.pow(i + 1, 0.75), null);
  for (let i = 0; i < 185; i++) newCust(bizName('SC'), 'SC', brPick(), 1 / Math.pow(i + 1, 0.7), null);
  MUNIS.forEach(([nm, br], i) => newCust(nm, 'MUN', br, 1 / Math.pow(i + 1, 0.5), null));
  INDS.forEach(([nm, br], i) => newCust(nm, 'IND', br, 1 / Math.pow(i + 1, 0.6), null));
  // shuffle weights within types so the rank is not tied to the creation order
  for (const t of ['GC', 'SC', 'MUN', 'IND'] as CTyp[]) {
    const group = custs.filter((c) => c.typ === t);
    const ws = r.shuffle(group.map((c) => c.w));
    group.forEach((c, i) => (c.w = ws[i]!));
  }
  const hoNames = new Set<string>();
  const newHomeowner = (br: Br, open: string): Cust => {
    let nm: string;
    do nm = person();
    while (hoNames.has(nm));
    hoNames.add(nm);
    return newCust(nm, 'HO', br, 1, open);
  };

  // ---------- contracts ----------
  const ctrs: Ctr[] = [];
  const TYPE_W: [CTyp, number][] = [['GC', 25], ['SC', 42], ['MUN', 6], ['IND', 7], ['HO', 20]];
  const planDur = (typ: CTyp): number =>
    typ === 'HO'
      ? r.weighted<number>([[1, 32], [2, 25], [3, 15], [r.int(4, 7), 19], [r.int(8, 14), 9]])
      : r.weighted<number>([[r.int(1, 3), 30], [r.int(4, 7), 25], [r.int(8, 14), 15], [r.int(15, 35), 18], [r.int(36, 100), 12]]);
  const rateF = (d: string, c: Cust) => YEAR_RATE[d.slice(0, 4)]! * (1 - c.disc);
  const pickCust = (br: Br, typ: CTyp, wrt: string): Cust | null => {
    if (typ === 'HO') {
      const old = custs.filter((c) => c.typ === 'HO' && c.br === br && c.open <= wrt);
      if (old.length > 0 && r.chance(0.28)) return r.pick(old);
      return newHomeowner(br, wrt);
    }
    const pool: [Cust, number][] = [];
    for (const c of custs) {
      if (c.typ !== typ || c.from > wrt || (c.until && c.until < wrt)) continue;
      const local = c.br === br || (br === 'COS' && c.br === 'PUE' && wrt < PUE_OPEN);
      pool.push([c, c.w * (local ? 1 : 0.04)]);
    }
    if (pool.length === 0) return null;
    return r.weighted(pool);
  };
  const freeUnit = (cat: Cat, br: Br, strt: string, end: string): Unit | null => {
    const ok = (u: Unit) => u.cat === cat && u.acq <= addDays(strt, -2) && u.busy < strt && (!u.disp || u.disp > addDays(end, 5));
    const local = units.filter((u) => ok(u) && homeAt(u, strt) === br);
    if (local.length > 0) return r.pick(local);
    const other = units.filter((u) => ok(u) && (u.home !== 'PUE' || strt >= PUE_OPEN || u.moved));
    return other.length > 0 ? r.pick(other) : null;
  };
  let dropped = 0;
  for (let d = START; d <= HORIZON; d = addDays(d, 1)) {
    const wd = dow(d);
    const dowF = wd === 0 ? 0.04 : wd === 6 ? 0.3 : wd === 1 ? 1.15 : 1;
    const m = Number(d.slice(5, 7));
    for (const br of brsOpen(d)) {
      let lambda = 0.9 * BR_W[br] * SEASON[m - 1]! * YEAR_DEMAND[d.slice(0, 4)]! * dowF;
      if (br === 'PUE' && d < '2024-09-01') lambda *= 0.6;
      const n = r.poisson(lambda);
      for (let k = 0; k < n; k++) {
        const lead = r.weighted<number>([[0, 45], [r.int(1, 3), 30], [r.int(4, 14), 20], [r.int(15, 30), 5]]);
        const wrt = addDays(d, -lead);
        if (wrt > LAST) continue;
        const typ = r.weighted(TYPE_W);
        const cust = pickCust(br, typ, wrt);
        if (!cust) continue;
        const nl = typ === 'HO' ? r.weighted<number>([[1, 85], [2, 15]]) : r.weighted<number>([[1, 55], [2, 26], [3, 12], [4, 7]]);
        const plan = planDur(typ);
        const cats: Cat[] = [];
        for (let i = 0; i < nl; i++) {
          const cw = CATS.map((c) => [c, c.share * (AFFINITY[typ][c.cd] ?? 1)] as const);
          cats.push(r.weighted(cw));
        }
        const longCat = Math.max(...cats.map((c) => c.dur));
        const planned = Math.max(1, Math.round(plan * (0.6 + 0.4 * longCat)));
        const est = addDays(d, planned);
        const ctr: Ctr = {
          no: 0, cust, br, wrt, strt: d, est, clsd: null, sts: 'O', cxl: null, dlv: 'N', rpp: r.chance(cust.rpp) ? 'Y' : 'N',
          po: typ === 'HO' || !r.chance(typ === 'MUN' ? 0.95 : 0.55) ? null : `${r.pick(['PO', 'P', '', 'PO-'])}${r.int(10000, 99999)}`,
          site: `${r.int(100, 19999)} ${r.pick(STREETS)}, ${cityFor(cust.br === br ? br : br)}`,
          dist: r.int(3, br === 'PUE' || br === 'COS' ? 55 : 40), lines: [],
        };
        const heavy = cats.some((c) => c.heavy);
        ctr.dlv = r.chance(typ === 'HO' ? (heavy ? 0.55 : 0.15) : heavy ? 0.88 : 0.35) ? 'Y' : 'N';
        const future = d > LAST;
        const cancelled = future ? r.chance(0.08) : r.chance(0.035);
        cats.forEach((cat, i) => {
          const f = rateF(d, cust);
          const day = Math.round(cat.day * f);
          const wk = Math.round(cat.wk * f);
          let actual = planned;
          if (i > 0 && r.chance(0.3)) actual = Math.max(1, planned + r.int(-Math.min(planned - 1, 10), 3));
          const roll = r.next();
          if (roll < 0.22) actual += r.int(1, planned > 20 ? 30 : 8);
          else if (roll < 0.3) actual = Math.max(1, actual - r.int(1, 3));
          ctr.lines.push({ no: i + 1, cat, unit: null, day, wk, ret: null, days: null, rent: null, end: addDays(d, actual) });
        });
        if (future) {
          ctr.sts = cancelled ? 'X' : 'R';
          if (cancelled) ctr.cxl = r.date(wrt, LAST);
        } else if (cancelled) {
          ctr.sts = 'X';
          ctr.cxl = r.date(wrt, d);
        } else {
          for (const ln of ctr.lines) {
            const u = freeUnit(ln.cat, br, d, ln.end);
            if (!u) continue;
            ln.unit = u;
            u.busy = ln.end;
            if (ln.end <= LAST) {
              ln.ret = ln.end;
              ln.days = Math.max(1, diffDays(ln.end, d));
              ln.rent = rentCum(ln.days, ln.day, ln.wk);
            }
            const useDays = diffDays(minD(ln.end, LAST), d);
            u.hrs += Math.round(useDays * ln.cat.hpd * r.float(0.5, 1.2, 3));
          }
          const kept = ctr.lines.filter((l) => l.unit);
          dropped += ctr.lines.length - kept.length;
          if (kept.length === 0) continue;
          kept.forEach((l, i) => (l.no = i + 1));
          ctr.lines = kept;
          if (ctr.lines.every((l) => l.ret)) {
            ctr.sts = 'C';
            ctr.clsd = ctr.lines.map((l) => l.ret!).sort().at(-1)!;
          }
        }
        ctrs.push(ctr);
      }
    }
  }
  void dropped;
  ctrs.sort((a, b) => a.wrt.localeCompare(b.wrt) || a.strt.localeCompare(b.strt) || a.br.localeCompare(b.br));
  let ctrSeq = 500_000;
  for (const c of ctrs) c.no = ctrSeq += r.int(1, 2);

  // customers numbered by the day the account was opened
  const usedCusts = custs.filter((c) => c.typ !== 'HO' || ctrs.some((k) => k.cust === c));
  usedCusts.sort((a, b) => a.open.localeCompare(b.open) || a.nm.localeCompare(b.nm));
  let custSeq = 1000;
  for (const c of usedCusts) c.no = custSeq += r.int(1, 3);

  // ---------- deliveries and pickups ----------
  const runs: Run[] = [];
  const driverOn = (br: Br, d: string): Driver => {
    const on = DRIVERS.filter((x) => x.br === br && x.from <= d && (!x.until || x.until >= d));
    return r.pick(on);
  };
  const addRun = (ctr: Ctr, typ: 'D' | 'P', dt: string, sts: 'C' | 'S' | 'X') => {
    const drv = sts === 'S' && diffDays(dt, LAST) > 1 ? null : driverOn(ctr.br, dt > LAST ? LAST : dt);
    const fee = money(Math.round((85 + 3.2 * Math.max(0, ctr.dist - 10)) * YEAR_RATE[dt.slice(0, 4)]!) * (1 - ctr.cust.disc / 2));
    const miles = 2 * ctr.dist + r.int(0, 6);
    runs.push({
      no: 0, ctr, typ, dt, drv: drv ? drv.nm : null, truck: drv ? drv.truck : null, miles: sts === 'C' ? miles : null, fee: sts === 'X' ? 0 : fee, sts,
    });
  };
  for (const ctr of ctrs) {
    if (ctr.dlv !== 'Y') continue;
    if (ctr.sts === 'R') {
      if (diffDays(ctr.strt, LAST) <= 10) addRun(ctr, 'D', ctr.strt, 'S');
      continue;
    }
    if (ctr.sts === 'X') continue;
    if (r.chance(0.03)) addRun(ctr, 'D', addDays(ctr.strt, -1), 'X');
    addRun(ctr, 'D', ctr.strt, 'C');
    const rets = [...new Set(ctr.lines.filter((l) => l.ret).map((l) => l.ret!))].sort();
    for (const rd of rets) {
      if (r.chance(0.025)) addRun(ctr, 'P', addDays(rd, -1), 'X');
      addRun(ctr, 'P', rd, 'C');
    }
    if (ctr.sts === 'O') {
      const next = ctr.lines.filter((l) => !l.ret).map((l) => l.end).sort()[0]!;
      if (diffDays(next, LAST) <= 7) addRun(ctr, 'P', next, 'S');
    }
  }
  runs.sort((a, b) => a.dt.localeCompare(b.dt) || a.ctr.br.localeCompare(b.ctr.br) || a.typ.localeCompare(b.typ));
  let runSeq = 80_000;
  for (const x of runs) x.no = ++runSeq;

  // ---------- work orders ----------
  const wos: Wo[] = [];
  const techAt = (u: Unit, d: string) => {
    const br = homeAt(u, d);
    if (br === 'PUE' && d < PUE_OPEN) return r.pick(TECHS.COS);
    return r.pick(TECHS[br]);
  };
  const addWo = (u: Unit, typ: string, opn: string, days: number, hrs: number, prt: number, ctr: Ctr | null): Wo => {
    const cls = addDays(opn, days);
    const w: Wo = {
      no: 0, unit: u, typ, ctr, opn, cls: cls <= LAST ? cls : null, tech: techAt(u, opn), hrs,
      lab: money(hrs * LAB_RATE[opn.slice(0, 4)]!), prt: money(prt), bill: null,
    };
    wos.push(w);
    return w;
  };
  for (const u of units) {
    const end = u.disp ? minD(u.disp, LAST) : LAST;
    const begin = maxD(u.acq, START);
    for (let t = addDays(begin, r.int(20, u.cat.pm)); t <= end; t = addDays(t, u.cat.pm + r.int(-15, 25))) {
      addWo(u, 'PM', t, r.int(0, 2), u.cat.heavy ? r.int(3, 12) / 2 : r.int(1, 4) / 2, u.cat.heavy ? r.float(180, 950) : r.float(25, 160), null);
    }
    if (u.cat.grp === 'AE' || u.cat.cd === 'TLH') {
      for (const y of ['2023', '2024', '2025', '2026']) {
        const dt = r.date(`${y}-02-01`, `${y}-04-15`);
        if (dt < u.acq || dt > end) continue;
        addWo(u, 'INS', dt, r.int(0, 1), r.int(2, 6) / 2, r.chance(0.4) ? r.float(20, 240) : 0, null);
      }
    }
    const yearsLive = diffDays(end, begin) / 365;
    const nRpr = r.poisson(Math.max(0, yearsLive) * (u.cat.heavy ? 0.9 : 0.55));
    for (let i = 0; i < nRpr; i++) {
      const dt = r.date(begin, end);
      const big = r.chance(0.06);
      const prt = big ? r.float(6000, 17000) : u.cat.heavy ? r.float(120, 4200) : r.float(30, 900);
      addWo(u, 'RPR', dt, big ? r.int(10, 35) : r.int(0, 12), big ? r.int(30, 80) / 2 : r.int(2, 24) / 2, prt, null);
    }
  }
  for (const ctr of ctrs) {
    for (const ln of ctr.lines) {
      if (!ln.ret || !ln.unit) continue;
      const p = ctr.cust.typ === 'HO' ? 0.075 : ctr.cust.typ === 'SC' ? 0.045 : ctr.cust.typ === 'GC' ? 0.04 : 0.025;
      if (!r.chance(p)) continue;
      const big = r.chance(0.1);
      const prt = big ? r.float(3500, 11000) : ln.cat.heavy ? r.float(150, 3200) : r.float(40, 900);
      const w = addWo(ln.unit, 'DMG', addDays(ln.ret, r.int(0, 2)), r.int(1, big ? 25 : 10), r.int(2, big ? 40 : 16) / 2, prt, ctr);
      const cost = w.lab + w.prt;
      const waived = ctr.rpp === 'Y' ? !r.chance(0.1) : r.chance(0.06);
      w.bill = waived ? 0 : money(cost * r.float(1.0, 1.2, 3));
    }
  }
  wos.sort((a, b) => a.opn.localeCompare(b.opn) || a.unit.no - b.unit.no || a.typ.localeCompare(b.typ));
  let woSeq = 30_000;
  for (const w of wos) w.no = ++woSeq;

  // ---------- invoices and payments ----------
  const invs: Inv[] = [];
  const pmts: Pmt[] = [];
  const mthd = (c: Cust): string =>
    c.acct === 'K'
      ? r.weighted([['CC', 82], ['CSH', 18]])
      : c.typ === 'MUN'
        ? r.weighted([['CHK', 60], ['ACH', 40]])
        : r.weighted([['CHK', 45], ['ACH', 45], ['CC', 10]]);
  const settle = (inv: Inv) => {
    const c = inv.ctr.cust;
    let when: string | null;
    switch (c.pay) {
      case 'CASH': when = inv.dt; break;
      case 'PROMPT': when = addDays(inv.due, -r.int(0, Math.min(12, Math.max(0, diffDays(inv.due, inv.dt) - 1)))); break;
      case 'NORMAL': when = addDays(inv.due, r.int(-4, 16)); break;
      case 'SLOW': when = addDays(inv.due, r.int(10, 65)); break;
      default: when = r.chance(0.4) ? null : addDays(inv.due, r.int(40, 150));
    }
    if (when && when < inv.dt) when = inv.dt;
    const how = mthd(c);
    if (when && c.pay !== 'CASH' && r.chance(0.07)) {
      const first = money(inv.amt * r.float(0.3, 0.7));
      if (when <= LAST) {
        pmts.push({ no: 0, inv, dt: when, amt: first, mthd: how });
        const second = addDays(when, r.int(14, 50));
        if (second <= LAST) {
          pmts.push({ no: 0, inv, dt: second, amt: money(inv.amt - first), mthd: how });
          inv.sts = 'P';
        }
      }
      return;
    }
    if (when && when <= LAST) {
      pmts.push({ no: 0, inv, dt: when, amt: inv.amt, mthd: how });
      inv.sts = 'P';
    } else if (!when && c.pay === 'DELINQ' && inv.due < '2025-09-01' && r.chance(0.75)) {
      if (r.chance(0.3)) pmts.push({ no: 0, inv, dt: addDays(inv.due, r.int(20, 90)), amt: money(inv.amt * r.float(0.1, 0.5)), mthd: how });
      inv.sts = 'W';
    }
  };
  const mkInv = (ctr: Ctr, typ: 'R' | 'D', dt: string, rnt: number, dlv: number, dmg: number): Inv => {
    const rpp = typ === 'R' && ctr.rpp === 'Y' ? money(rnt * 0.12) : 0;
    const tax = typ === 'R' ? money(((rnt + rpp) * TAX[ctr.br]) / 100) : 0;
    return {
      no: 0, ctr, typ, dt, due: addDays(dt, ctr.cust.terms), rnt: money(rnt), rpp, dlv: money(dlv), dmg: money(dmg), tax,
      amt: money(rnt + rpp + dlv + dmg + tax), sts: 'O',
    };
  };
  const issue = (inv: Inv) => {
    if (inv.dt > LAST) return;
    if (r.chance(0.015)) {
      const fix = addDays(inv.dt, r.int(1, 6));
      if (fix <= LAST) {
        const f = r.float(1.05, 1.25, 3);
        invs.push({ ...inv, rnt: money(inv.rnt * f), rpp: money(inv.rpp * f), tax: money(inv.tax * f), amt: money(inv.rnt * f + inv.rpp * f + inv.dlv + inv.dmg + inv.tax * f), sts: 'V' });
        inv.dt = fix;
        inv.due = addDays(fix, inv.ctr.cust.terms);
      }
    }
    invs.push(inv);
    settle(inv);
  };
  for (const ctr of ctrs) {
    if (ctr.sts !== 'O' && ctr.sts !== 'C') continue;
    const myRuns = runs.filter((x) => x.ctr === ctr && x.sts === 'C');
    const dlvFee = myRuns.filter((x) => x.typ === 'D').reduce((s, x) => s + x.fee, 0);
    let prevOff = 0;
    let first = true;
    for (let k = 1; ; k++) {
      const bd = addDays(ctr.strt, 28 * k);
      const stillOut = ctr.lines.some((l) => l.end > bd);
      if (!stillOut || bd > LAST) break;
      const off = 28 * k;
      const rnt = ctr.lines.reduce((s, l) => {
        const days = l.days ?? Infinity;
        return s + rentCum(Math.min(days, off), l.day, l.wk) - rentCum(Math.min(days, prevOff), l.day, l.wk);
      }, 0);
      const pk = myRuns.filter((x) => x.typ === 'P' && x.dt <= bd && x.dt > addDays(ctr.strt, prevOff)).reduce((s, x) => s + x.fee, 0);
      issue(mkInv(ctr, 'R', bd, rnt, (first ? dlvFee : 0) + pk, 0));
      first = false;
      prevOff = off;
    }
    if (ctr.sts === 'C') {
      const rnt = ctr.lines.reduce((s, l) => s + l.rent! - rentCum(Math.min(l.days!, prevOff), l.day, l.wk), 0);
      const pk = myRuns.filter((x) => x.typ === 'P' && x.dt > addDays(ctr.strt, prevOff)).reduce((s, x) => s + x.fee, 0);
      const dt = ctr.cust.acct === 'K' ? ctr.clsd! : addDays(ctr.clsd!, r.int(0, 2));
      issue(mkInv(ctr, 'R', dt, rnt, (first ? dlvFee : 0) + pk, 0));
    }
  }
  for (const w of wos) {
    if (w.typ !== 'DMG' || !w.cls || !w.bill) continue;
    issue(mkInv(w.ctr!, 'D', addDays(w.cls, r.int(1, 4)), 0, 0, w.bill));
  }
  invs.sort((a, b) => a.dt.localeCompare(b.dt) || a.ctr.no - b.ctr.no || a.typ.localeCompare(b.typ) || b.sts.localeCompare(a.sts));
  let invSeq = 700_000;
  for (const i of invs) i.no = ++invSeq;
  pmts.sort((a, b) => a.dt.localeCompare(b.dt) || a.inv.no - b.inv.no);
  let pmtSeq = 900_000;
  for (const p of pmts) p.no = ++pmtSeq;

  // credit hold: an open invoice more than 60 days past due, or bad debt written off since 2025
  const paidOn = new Map<Inv, number>();
  for (const p of pmts) paidOn.set(p.inv, (paidOn.get(p.inv) ?? 0) + p.amt);
  for (const i of invs) {
    const c = i.ctr.cust;
    if (c.acct !== 'C') continue;
    if (i.sts === 'O' && diffDays(LAST, i.due) > 60) c.hold = 'Y';
    if (i.sts === 'W' && i.dt >= '2025-01-01') c.hold = 'Y';
  }

  const ordered = [...ctrs].sort((a, b) => a.no - b.no);
  return [
    'CREATE SCHEMA rnt;',
    `CREATE TABLE rnt.brnch (br_cd char(3) PRIMARY KEY, br_nm varchar(40) NOT NULL, addr_txt varchar(80), city_nm varchar(40), st_cd char(2),
      open_yr integer, mgr_nm varchar(60), tax_pct numeric(5,2));`,
    `CREATE TABLE rnt.eq_cat (cat_cd char(3) PRIMARY KEY, cat_nm varchar(60) NOT NULL, grp_cd char(2) NOT NULL, day_rt numeric(9,2), wk_rt numeric(9,2));`,
    `CREATE TABLE rnt.eq_unit (unit_no integer PRIMARY KEY, cat_cd char(3) NOT NULL REFERENCES rnt.eq_cat (cat_cd), make_nm varchar(30),
      mdl_nm varchar(30), mdl_yr integer, ser_no varchar(20), home_br char(3) NOT NULL REFERENCES rnt.brnch (br_cd), acq_dt date NOT NULL,
      acq_cost numeric(11,2) NOT NULL, hr_mtr integer, unit_sts char(1) NOT NULL, disp_dt date, disp_amt numeric(11,2));`,
    `CREATE TABLE rnt.cust (cust_no integer PRIMARY KEY, cust_nm varchar(80) NOT NULL, cust_typ varchar(3) NOT NULL, acct_typ char(1) NOT NULL,
      cr_lmt numeric(11,2), terms_days integer NOT NULL, cr_hold char(1) NOT NULL, open_dt date NOT NULL, city_nm varchar(40), st_cd char(2),
      pri_br char(3));`,
    `CREATE TABLE rnt.rnt_ctr (ctr_no integer PRIMARY KEY, cust_no integer NOT NULL REFERENCES rnt.cust (cust_no), br_cd char(3) NOT NULL,
      wrt_dt date NOT NULL, strt_dt date NOT NULL, est_ret_dt date, clsd_dt date, ctr_sts char(1) NOT NULL, cxl_dt date, dlv_yn char(1) NOT NULL,
      rpp_yn char(1) NOT NULL, po_no varchar(20), job_site varchar(80));`,
    `CREATE TABLE rnt.ctr_ln (ctr_no integer NOT NULL REFERENCES rnt.rnt_ctr (ctr_no), ln_no integer NOT NULL, cat_cd char(3) NOT NULL,
      unit_id integer, day_rt numeric(9,2) NOT NULL, wk_rt numeric(9,2) NOT NULL, ret_dt date, bill_days integer, rent_amt numeric(11,2),
      PRIMARY KEY (ctr_no, ln_no));`,
    `CREATE TABLE rnt.dlv (dlv_no integer PRIMARY KEY, ctr_no integer NOT NULL, dlv_typ char(1) NOT NULL, run_dt varchar(8) NOT NULL,
      drv_nm varchar(40), truck_no varchar(6), rt_miles integer, dlv_fee numeric(9,2), dlv_sts char(1) NOT NULL);`,
    `CREATE TABLE rnt.svc_rec (wo_no integer PRIMARY KEY, unit_no integer NOT NULL, wo_typ varchar(3) NOT NULL, ctr_no integer, opn_dt date NOT NULL,
      cls_dt date, tech_nm varchar(40), lab_hrs numeric(5,1), lab_amt numeric(10,2), prt_amt numeric(10,2), bill_amt numeric(10,2));`,
    `CREATE TABLE rnt.inv (inv_no integer PRIMARY KEY, ctr_no integer NOT NULL, bill_to integer NOT NULL, inv_typ char(1) NOT NULL, inv_dt date NOT NULL,
      due_dt date NOT NULL, rnt_amt numeric(11,2), rpp_amt numeric(11,2), dlv_amt numeric(11,2), dmg_amt numeric(11,2), tax_amt numeric(11,2),
      inv_amt numeric(11,2) NOT NULL, inv_sts char(1) NOT NULL);`,
    `CREATE TABLE rnt.pmt (pmt_no integer PRIMARY KEY, inv_no integer NOT NULL REFERENCES rnt.inv (inv_no), pmt_dt date NOT NULL,
      pmt_amt numeric(11,2) NOT NULL, pmt_mthd varchar(3) NOT NULL);`,
    insertRows('rnt.brnch', ['br_cd', 'br_nm', 'addr_txt', 'city_nm', 'st_cd', 'open_yr', 'mgr_nm', 'tax_pct'], BRANCHES.map((b) => b.slice(0, 8))),
    insertRows('rnt.eq_cat', ['cat_cd', 'cat_nm', 'grp_cd', 'day_rt', 'wk_rt'], CATS.map((c) => [c.cd, c.nm, c.grp, c.day, c.wk])),
    insertRows('rnt.eq_unit', ['unit_no', 'cat_cd', 'make_nm', 'mdl_nm', 'mdl_yr', 'ser_no', 'home_br', 'acq_dt', 'acq_cost', 'hr_mtr', 'unit_sts',
      'disp_dt', 'disp_amt'],
      units.map((u) => [u.no, u.cat.cd, u.make, u.mdl, u.yr, u.ser, u.home, u.acq, u.cost, u.hrs, u.sts, u.disp, u.dispAmt])),
    insertRows('rnt.cust', ['cust_no', 'cust_nm', 'cust_typ', 'acct_typ', 'cr_lmt', 'terms_days', 'cr_hold', 'open_dt', 'city_nm', 'st_cd', 'pri_br'],
      [...usedCusts].sort((a, b) => a.no - b.no).map((c) => [c.no, c.nm, c.typ, c.acct, c.lmt, c.terms, c.hold, c.open, c.city, 'CO', c.br])),
    insertRows('rnt.rnt_ctr', ['ctr_no', 'cust_no', 'br_cd', 'wrt_dt', 'strt_dt', 'est_ret_dt', 'clsd_dt', 'ctr_sts', 'cxl_dt', 'dlv_yn', 'rpp_yn',
      'po_no', 'job_site'],
      ordered.map((c) => [c.no, c.cust.no, c.br, c.wrt, c.strt, c.est, c.clsd, c.sts, c.cxl, c.dlv, c.rpp, c.po, c.site])),
    insertRows('rnt.ctr_ln', ['ctr_no', 'ln_no', 'cat_cd', 'unit_id', 'day_rt', 'wk_rt', 'ret_dt', 'bill_days', 'rent_amt'],
      ordered.flatMap((c) => c.lines.map((l) => [c.no, l.no, l.cat.cd, l.unit ? l.unit.no : null, l.day, l.wk, l.ret, l.days, l.rent]))),
    insertRows('rnt.dlv', ['dlv_no', 'ctr_no', 'dlv_typ', 'run_dt', 'drv_nm', 'truck_no', 'rt_miles', 'dlv_fee', 'dlv_sts'],
      runs.map((x) => [x.no, x.ctr.no, x.typ, ymd(x.dt), x.drv, x.truck, x.miles, x.fee, x.sts])),
    insertRows('rnt.svc_rec', ['wo_no', 'unit_no', 'wo_typ', 'ctr_no', 'opn_dt', 'cls_dt', 'tech_nm', 'lab_hrs', 'lab_amt', 'prt_amt', 'bill_amt'],
      wos.map((w) => [w.no, w.unit.no, w.typ, w.ctr ? w.ctr.no : null, w.opn, w.cls, w.tech, w.hrs, w.lab, w.prt, w.bill])),
    insertRows('rnt.inv', ['inv_no', 'ctr_no', 'bill_to', 'inv_typ', 'inv_dt', 'due_dt', 'rnt_amt', 'rpp_amt', 'dlv_amt', 'dmg_amt', 'tax_amt', 'inv_amt',
      'inv_sts'],
      invs.map((i) => [i.no, i.ctr.no, i.ctr.cust.no, i.typ, i.dt, i.due, i.rnt, i.rpp, i.dlv, i.dmg, i.tax, i.amt, i.sts])),
    insertRows('rnt.pmt', ['pmt_no', 'inv_no', 'pmt_dt', 'pmt_amt', 'pmt_mthd'], pmts.map((p) => [p.no, p.inv.no, p.dt, p.amt, p.mthd])),
  ].join('\n');
}
