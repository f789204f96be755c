/**
 * The Town of Ashby Falls (about 18,000 residents, four wards) runs a building permits office in the Town Hall. Anyone
 * who builds, alters, demolishes, re-roofs, wires, plumbs or fences on a property in town files a permit application;
 * the office reviews it (plans are reviewed for the larger kinds of work), approves or denies it, assesses fees,
 * issues the permit once the permit fee is paid, and sends its inspectors to inspect the work at each stage until a
 * final inspection passes and the permit is closed ("finaled"). A decision of the office can be appealed to the
 * Building Board of Appeals, which meets on the second Tuesday of each month. This is the permit system's database,
 * loaded up to 2026-11-24 (the day before it was last refreshed). The system went live on 2023-01-01: applications
 * before that are not in it. Money is in US dollars; areas in square feet.
 *
 * Schema `permits`:
 * - `prcl`: parcels of land in town (the assessor's roll), keyed by `prcl_id`. `prcl_no` the assessor's parcel number
 *   (APN, '104-02-015' ...); `site_adr` the street address; `ward_no` the ward (1 to 4); `zn_cd` the zoning: R1
 *   single-family residential, R2 two-family residential, RM multi-family residential, C1 neighborhood commercial, C2
 *   general commercial (C1 and C2 are the commercial zones), IND industrial, AG agricultural / rural; `lot_sqft` the
 *   lot area; `blt_yr` the year the main building was built (NULL for vacant land); `asd_val` the assessed value of
 *   land and buildings on the last roll; `hist_yn` Y when the parcel is in the Old Town historic district (work there
 *   gets a stricter review); `own_pty_id` the owner of record (`pty.pty_id`).
 * - `pty`: parties: owners of record, contractors, architects and developers, keyed by `pty_id`. `pty_nm` the person's
 *   or company's name; `pty_typ` OWN property owner (a person, a company, a church, the school district or the town
 *   itself), CON licensed contractor, ARC architect or designer, DEV developer; `trd_cd` a contractor's trade (NULL
 *   for others): GEN general building contractor, ELE electrician, PLM plumber, MEC heating / HVAC, ROF roofer, SOL
 *   solar installer, POL pool builder, FNC fence builder, SGN sign maker; `lic_no` a contractor's state licence number
 *   and `lic_exp_dt` the day that licence expires or expired (both NULL for non-contractors; a licence with
 *   `lic_exp_dt` before today has lapsed); `mail_cty` the town of the mailing address; `phn_no` the phone number.
 * - `pmt_typ`: the kinds of permit, keyed by `typ_cd`: BLD new building, ADD addition / alteration (also commercial
 *   tenant fit-outs), DEM demolition, ROF re-roof, ELE electrical, PLM plumbing, MEC mechanical (heating, cooling,
 *   ventilation), SOL solar PV, POL swimming pool, FNC fence or wall, SGN sign, DCK deck. `typ_dsc` the description;
 *   `bse_fee` the flat part of the permit fee and `rt_per_k` the part per $1,000 of declared valuation (permit fee =
 *   `bse_fee` + `rt_per_k` x `val_amt` / 1000); `pln_rvw_yn` Y when the kind of work needs a plan review (and a plan
 *   review fee).
 * - `apl`: permit applications, one row per application, keyed by `apl_id`. `apl_no` the application number given on
 *   submission ('25-0412': year and sequence); `pmt_no` the permit number given when the permit is issued ('B25-0388',
 *   the letter B building, E electrical and solar, P plumbing, M mechanical; NULL until issued); `prcl_id` the parcel;
 *   `typ_cd` the kind of permit; `appl_pty_id` the applicant who filed it (`pty.pty_id`: the owner, their contractor,
 *   architect or developer); `cntr_pty_id` the contractor doing the work (`pty.pty_id`; NULL for an owner-builder, an
 *   owner doing the work themselves); `wrk_dsc` the work described; `val_amt` the declared valuation of the work (the
 *   job's cost); `xpd_yn` Y when the applicant paid for expedited plan review; `sub_dt` the day it was submitted;
 *   `dcsn_dt` the day the office approved or denied it (NULL while under review and for applications withdrawn
 *   during review); `iss_dt` the day the permit was issued (the day the permit fee was paid, or the approval day when
 *   the fees were waived; NULL until issued); `expr_dt` the day an issued permit expires, one year after issue (NULL
 *   until issued); `fin_dt` the day the final inspection passed (NULL until then); `sts_cd` the status: REV under
 *   review, APR approved (waiting for the permit fee to be paid), ISS issued (work under way: an open permit), FIN
 *   finaled (work complete and closed), DEN denied, WDN withdrawn by the applicant (or abandoned before issue), EXP
 *   expired (issued, but not finaled before `expr_dt`); `sts_dt` the day of the last status change.
 * - `fee`: fees assessed on applications, keyed by `fee_id`. `apl_id`; `fee_cd` PLN plan review fee (charged on
 *   submission), XPD expedited review surcharge, PMT permit fee (charged on approval), RIN re-inspection fee (charged
 *   for each failed inspection); `fee_amt`; `asmt_dt` the day it was assessed; `due_dt` the day it is due (30 days
 *   after assessment); `wav_yn` Y when the fee was waived (permits for the town's and the school district's own
 *   buildings, and hardship waivers): a waived fee is never paid; `pd_dt` the day it was paid, NULL while unpaid;
 *   `pay_mth` how it was paid: CC card, CHK check, ACH bank transfer, CSH cash (NULL while unpaid); `rcpt_no` the
 *   receipt number. A fee that is neither paid nor waived is unpaid, and overdue once past its due date. Fees are paid
 *   in full in one payment; the fees paid are the office's revenue.
 * - `insptr`: the office's building inspectors, keyed by `insptr_id`. `emp_no`; `frst_nm`, `lst_nm`; `disc_cd` the
 *   discipline they are certified for: BLD building, ELE electrical, PLM plumbing and mechanical, CMB combination
 *   (any); `hire_dt`; `term_dt` the day they left the town's employ, NULL for a current inspector; `sup_id` the
 *   inspector they report to (`insptr.insptr_id`; NULL for the Building Official who heads the office).
 * - `insp`: inspections requested on issued permits, keyed by `insp_id`. `apl_id`; `insptr_id` the inspector
 *   assigned; `insp_typ` the stage inspected: FTG footing / foundation, FRM framing, RGH rough-in (wiring, piping,
 *   ducts before they are covered), INS insulation, FNL final; `req_dt` the day the contractor requested it;
 *   `insp_dt` the day it was carried out (NULL when cancelled or not yet carried out); `insp_rslt` P passed, F
 *   failed (the work must be corrected and re-inspected, and a re-inspection fee is charged), X cancelled by the
 *   contractor (not ready, no access), NULL not yet carried out; `rinsp_yn` Y for a re-inspection after a failed
 *   inspection of the same stage; `dur_min` minutes spent on site (NULL unless carried out).
 * - `apel`: appeals to the Building Board of Appeals, keyed by `apel_id`. `apel_no` ('A25-007'); `apl_id` the
 *   application appealed; `fil_dt` the day it was filed; `grnd_cd` the grounds: DEN against a denial, CND against the
 *   conditions attached to an approval, FEE against a fee, INS against a failed inspection; `hrg_dt` the day the Board
 *   heard it (NULL until heard, and for withdrawn appeals); `dcsn_cd` the Board's decision: GRT granted (the appellant
 *   wins), PRT granted in part, DNY denied (the office's decision stands), WDN withdrawn by the appellant before the
 *   hearing, NULL while pending; `dcsn_dt` the day of the decision or withdrawal (NULL while pending). A granted
 *   appeal against a denial does not change the application's status: the applicant files a new application.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2023-01-02';
const LAST_DAY = '2026-11-24';
const TODAY = '2026-11-25';

/** Streets: [name, ward, kind, parcels, first number, step]. OLD is the Old Town historic district. */
type StreetKind = 'OLD' | 'RES' | 'NEW' | 'COM' | 'IND' | 'RUR';
const STREETS: [string, number, StreetKind, number, number, number][] = [
  ['Church St', 1, 'OLD', 15, 10, 8],
  ['Mill St', 1, 'OLD', 14, 12, 10],
  ['Elm St', 1, 'OLD', 15, 5, 8],
  ['Water St', 1, 'OLD', 12, 20, 12],
  ['Academy St', 1, 'OLD', 13, 8, 10],
  ['Main St', 1, 'COM', 42, 100, 14],
  ['Depot St', 1, 'COM', 11, 6, 12],
  ['Market St', 1, 'COM', 12, 15, 10],
  ['Maple Ave', 1, 'RES', 34, 11, 10],
  ['Chestnut St', 1, 'RES', 30, 4, 8],
  ['Prospect St', 1, 'RES', 28, 18, 12],
  ['Orchard Rd', 2, 'RES', 36, 101, 14],
  ['Hillcrest Dr', 2, 'RES', 34, 7, 10],
  ['Birch Ln', 2, 'RES', 26, 3, 8],
  ['Summit Ave', 2, 'RES', 33, 22, 12],
  ['Linden St', 2, 'RES', 29, 9, 8],
  ['Walnut St', 2, 'RES', 31, 14, 10],
  ['Route 9', 2, 'COM', 31, 1200, 40],
  ['Turkey Hill Rd', 2, 'RUR', 14, 310, 120],
  ['Lakeview Dr', 3, 'RES', 35, 5, 12],
  ['Pine Ridge Rd', 3, 'RES', 33, 40, 16],
  ['Sunset Ter', 3, 'RES', 25, 2, 8],
  ['Willow Way', 3, 'RES', 30, 17, 10],
  ['Cedar Ct', 3, 'RES', 18, 1, 6],
  ['Meadow Ln', 3, 'RES', 32, 8, 10],
  ['Foxglove Cir', 3, 'NEW', 32, 2, 6],
  ['Larkspur Ln', 3, 'NEW', 28, 3, 6],
  ['County Road 12', 3, 'RUR', 16, 2100, 150],
  ['Old Stage Rd', 3, 'RUR', 14, 480, 110],
  ['Dutch Hollow Rd', 3, 'RUR', 13, 150, 130],
  ['Brookside Dr', 4, 'RES', 33, 6, 10],
  ['Highland Ave', 4, 'RES', 35, 30, 12],
  ['Spring St', 4, 'RES', 27, 3, 8],
  ['Park Ave', 4, 'RES', 34, 12, 10],
  ['Riverside Dr', 4, 'RES', 30, 9, 14],
  ['Fairview Ave', 4, 'RES', 31, 20, 10],
  ['Commerce Dr', 4, 'COM', 24, 10, 20],
  ['Industrial Pkwy', 4, 'IND', 18, 100, 50],
  ['Quarry Rd', 4, 'IND', 14, 40, 60],
  ['Rail Yard Rd', 4, 'IND', 12, 5, 30],
];

/** [typ_cd, typ_dsc, bse_fee, rt_per_k, pln_rvw_yn] */
const TYPES: [string, string, number, number, string][] = [
  ['BLD', 'New building', 450, 9.5, 'Y'],
  ['ADD', 'Addition / alteration', 250, 8, 'Y'],
  ['DEM', 'Demolition', 200, 2, 'Y'],
  ['ROF', 'Re-roof', 125, 3, 'N'],
  ['ELE', 'Electrical', 95, 5, 'N'],
  ['PLM', 'Plumbing', 95, 5, 'N'],
  ['MEC', 'Mechanical', 95, 5, 'N'],
  ['SOL', 'Solar PV', 175, 0, 'N'],
  ['POL', 'Swimming pool', 300, 6, 'Y'],
  ['FNC', 'Fence / wall', 75, 0, 'N'],
  ['SGN', 'Sign', 120, 0, 'Y'],
  ['DCK', 'Deck', 150, 6, 'Y'],
];
const TYPE_BY_CD = new Map(TYPES.map((t) => [t[0], t]));

/** Which zones each kind of permit is filed in. */
const TYPE_ZONES: Record<string, string[]> = {
  BLD: ['R1', 'R2', 'RM', 'C1', 'C2', 'IND', 'AG'],
  ADD: ['R1', 'R2', 'RM', 'C1', 'C2', 'IND', 'AG'],
  DEM: ['R1', 'R2', 'C1', 'C2', 'IND', 'AG'],
  ROF: ['R1', 'R2', 'RM', 'C1', 'C2', 'IND', 'AG'],
  ELE: ['R1', 'R2', 'RM', 'C1', 'C2', 'IND', 'AG'],
  PLM: ['R1', 'R2', 'RM', 'C1', 'C2', 'IND', 'AG'],
  MEC: ['R1', 'R2', 'RM', 'C1', 'C2', 'IND'],
  SOL: ['R1', 'R2', 'RM', 'C1', 'C2', 'IND', 'AG'],
  POL: ['R1', 'AG'],
  FNC: ['R1', 'R2', 'RM', 'IND', 'AG'],
  SGN: ['C1', 'C2', 'IND'],
  DCK: ['R1', 'R2', 'AG'],
};

/** Declared valuation range of a residential job, by kind (commercial and industrial jobs run larger). */
const VALUATION: Record<string, [number, number]> = {
  BLD: [240000, 780000],
  ADD: [12000, 165000],
  DEM: [6000, 42000],
  ROF: [7500, 32000],
  ELE: [800, 18000],
  PLM: [900, 16000],
  MEC: [3500, 26000],
  SOL: [11000, 42000],
  POL: [28000, 85000],
  FNC: [1500, 14000],
  SGN: [900, 11000],
  DCK: [4500, 38000],
};

const WORK: Record<string, string[]> = {
  BLD: ['New single-family dwelling', 'New detached garage', 'New accessory dwelling unit'],
  ADD: ['Kitchen remodel', 'Rear addition', 'Second-story addition', 'Bathroom remodel', 'Basement finish', 'Sunroom addition', 'Garage conversion'],
  DEM: ['Demolish single-family dwelling', 'Demolish detached garage', 'Demolish shed and barn', 'Demolish fire-damaged structure'],
  ROF: ['Strip and re-roof, asphalt shingles', 'Re-roof, standing seam metal', 'Re-roof, EPDM flat roof', 'Re-roof over one layer'],
  ELE: ['200A service upgrade', 'EV charger circuit', 'Rewire kitchen', 'Generator transfer switch', 'New circuits for addition', 'Knob and tube replacement'],
  PLM: ['Water heater replacement', 'Bathroom fixtures replacement', 'Sewer lateral replacement', 'Backflow preventer', 'Gas line for range'],
  MEC: ['Furnace replacement', 'Heat pump installation', 'Central air conditioning', 'Boiler replacement', 'Ductless mini-split'],
  SOL: ['Roof-mounted PV array', 'Ground-mounted PV array', 'PV array with battery storage'],
  POL: ['In-ground pool with barrier fence', 'Above-ground pool', 'In-ground pool and spa'],
  FNC: ['6 ft privacy fence', 'Retaining wall', '4 ft picket fence', 'Chain-link security fence'],
  SGN: ['Wall sign', 'Freestanding monument sign', 'Projecting sign', 'Illuminated channel letters'],
  DCK: ['New rear deck', 'Deck replacement', 'Covered porch and deck'],
};
const COMMERCIAL_WORK: Record<string, string[]> = {
  BLD: ['New retail building', 'New warehouse', 'New office building', 'New mixed-use building'],
  ADD: ['Tenant fit-out', 'Storefront alteration', 'Interior renovation', 'Accessible restroom alteration'],
};

/** Inspection stages each kind of permit goes through: [stage, chance it is needed]. */
const STAGES: Record<string, [string, number][]> = {
  BLD: [['FTG', 1], ['FRM', 1], ['RGH', 1], ['INS', 1], ['FNL', 1]],
  ADD: [['FTG', 0.45], ['FRM', 0.9], ['RGH', 0.85], ['INS', 0.6], ['FNL', 1]],
  DEM: [['FNL', 1]],
  ROF: [['FRM', 0.2], ['FNL', 1]],
  ELE: [['RGH', 0.8], ['FNL', 1]],
  PLM: [['RGH', 0.85], ['FNL', 1]],
  MEC: [['RGH', 0.55], ['FNL', 1]],
  SOL: [['RGH', 1], ['FNL', 1]],
  POL: [['FTG', 1], ['RGH', 1], ['FNL', 1]],
  FNC: [['FNL', 1]],
  SGN: [['FTG', 0.3], ['FNL', 1]],
  DCK: [['FTG', 1], ['FNL', 1]],
};
/** Days between passing one stage and requesting the next, by kind: [min, max]. */
const STAGE_GAP: Record<string, [number, number]> = {
  BLD: [18, 70],
  ADD: [10, 40],
  DEM: [5, 30],
  ROF: [3, 21],
  ELE: [5, 35],
  PLM: [5, 30],
  MEC: [5, 30],
  SOL: [7, 40],
  POL: [10, 35],
  FNC: [5, 40],
  SGN: [5, 25],
  DCK: [7, 30],
};
const PASS_BASE: Record<string, number> = { FTG: 0.9, FRM: 0.74, RGH: 0.79, INS: 0.9, FNL: 0.8 };
const DURATION: Record<string, [number, number]> = { FTG: [20, 45], FRM: [40, 115], RGH: [25, 75], INS: [15, 40], FNL: [30, 90] };

/** [insptr_id, emp_no, frst_nm, lst_nm, disc_cd, hire_dt, term_dt, sup_id, share of work, strictness] */
type Inspector = [number, string, string, string, string, string, string | null, number | null, number, number];
const INSPECTORS: Inspector[] = [
  [1, 'BI-01', 'Raymond', 'Castillo', 'CMB', '2009-04-13', null, null, 0.15, 0],
  [2, 'BI-02', 'Dana', 'Whitfield', 'BLD', '2012-08-06', null, 1, 0.7, 0.04],
  [3, 'BI-03', 'Marcus', 'Obi', 'ELE', '2014-03-17', null, 1, 0.7, -0.02],
  [4, 'BI-04', 'Priya', 'Natarajan', 'BLD', '2018-05-21', null, 2, 1, 0.06],
  [5, 'BI-05', 'Tom', 'Kowalczyk', 'BLD', '2006-02-27', '2024-08-30', 2, 1, -0.06],
  [6, 'BI-06', 'Luis', 'Ferreira', 'CMB', '2021-01-11', null, 2, 1, 0],
  [7, 'BI-07', 'Jenna', 'Albright', 'BLD', '2024-09-16', null, 2, 1, 0.02],
  [8, 'BI-08', 'Kevin', 'Doyle', 'ELE', '2017-10-02', null, 3, 1, 0.05],
  [9, 'BI-09', 'Sam', 'Whitaker', 'ELE', '2019-06-03', '2025-05-30', 3, 1, -0.04],
  [10, 'BI-10', 'Aisha', 'Rahman', 'ELE', '2025-06-16', null, 3, 1, 0.08],
  [11, 'BI-11', 'Greg', 'Halvorsen', 'PLM', '2011-07-25', null, 3, 1, -0.03],
  [12, 'BI-12', 'Monica', 'Reyes', 'PLM', '2019-09-09', null, 3, 0.9, 0.03],
  [13, 'BI-13', 'Brian', 'Tanaka', 'CMB', '2022-04-04', null, 2, 0.8, 0.01],
  [14, 'BI-14', 'Hollis', 'Grant', 'CMB', '2026-02-02', null, 2, 0.6, 0.1],
];

const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen', 'Daniel', 'Lisa',
  'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Donald', 'Margaret', 'Steven', 'Ashley', 'Andrew',
  'Kimberly', 'Paul', 'Emily', 'Joshua', 'Donna', 'Kenneth', 'Michelle', 'Kevin', 'Carol', 'Brian', 'Amanda',
  'George', 'Melissa', 'Timothy', 'Deborah', 'Ronald', 'Stephanie', 'Jason', 'Rebecca', 'Edward', 'Laura', 'Jeffrey',
  'Helen', 'Ryan', 'Sharon', 'Jacob', 'Cynthia', 'Gary', 'Kathleen', 'Nicholas', 'Amy', 'Eric', 'Angela', 'Scott',
  'Anna', 'Brandon', 'Ruth', 'Frank', 'Brenda', 'Benjamin', 'Pamela', 'Gregory', 'Nicole', 'Samuel', 'Katherine',
  'Raymond', 'Virginia', 'Patrick', 'Catherine', 'Alexander', 'Christine', 'Jack', 'Samantha', 'Dennis', 'Debra',
  'Jerry', 'Janet', 'Tyler', 'Rachel', 'Aaron', 'Carolyn', 'Henry', 'Emma', 'Douglas', 'Maria', 'Peter', 'Heather',
  'Walter', 'Diane', 'Ethan', 'Julie', 'Harold', 'Joyce', 'Carl', 'Evelyn', 'Arthur', 'Frances', 'Lucas', 'Olivia',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas',
  'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts',
  'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook',
  'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Wood', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster',
  'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes', 'Fisher',
  'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham', 'Reynolds', 'Griffin',
  'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson', 'Ellis', 'Tran', 'Medina', 'Ostrowski',
  'Novak', 'Lindqvist', "O'Brien", 'Dubois', 'Kaminski', 'Schultz', 'Haas', 'Brennan', 'Costa', 'Nguyen', 'Patel',
];
const TOWNS_NEARBY = ['Ashby Falls', 'Millbrook', 'Cortland Springs', 'East Haddon', 'Wexford', 'Pine Bluff', 'Granville', 'Stony Point'];

/** Contractor names by trade: [trade, names, licence prefix]. */
const CONTRACTORS: [string, string[], string][] = [
  [
    'GEN',
    [
      'Ridgeline Builders LLC', 'Keystone Construction Inc', 'Harbor Point Homes', 'Granite State Builders', 'Cedar & Stone Contracting',
      'Pioneer Remodeling LLC', 'Liberty Home Improvement', 'Northgate Construction', 'Evergreen Custom Homes', 'Valley Carpentry & Build',
      'Oakwood Renovations', 'Ironwood General Contractors', 'Riverbend Builders', 'Crestview Construction Co', 'Hometown Handyman Services',
      'Precision Framing LLC', 'Allied Commercial Builders', 'Premier Design Build', 'Heritage Restoration Co', 'Lakeside Deck & Porch',
      'Redstone Contracting', 'Apex Building Group',
    ],
    'HIC',
  ],
  [
    'ELE',
    [
      'Summit Electric LLC', 'Bright Spark Electrical', 'Kowalski & Sons Electric', 'Volt Masters Inc', 'Current Solutions Electric',
      'Falls Electric Co', 'Reliable Wiring LLC', 'Northstar Electrical Contractors', 'Patel Electric', 'Blue Line Electric',
      'Hometown Electric', 'Powerhouse Electrical Services', 'Circuit Pro LLC', 'Dempsey Electric', 'Lumen Electric Inc', 'Grid Works Electrical',
    ],
    'EL',
  ],
  [
    'PLM',
    [
      'Keystone Plumbing & Heating', 'Flowright Plumbing', 'Brennan Plumbing Co', 'Clearwater Plumbing LLC', 'A-1 Drain & Plumbing',
      'Haas Plumbing', 'Pipeline Pros', 'Falls Plumbing & Gas', 'Duffy & Daughters Plumbing', 'True Level Plumbing', 'Roto-Quick Plumbing',
      'Copperline Mechanical', 'Northside Plumbing', 'Sterling Plumbing Services',
    ],
    'PL',
  ],
  [
    'MEC',
    [
      'Comfort Air HVAC', 'Four Seasons Heating & Cooling', 'Polar Bear Mechanical', 'Arctic Breeze HVAC', 'Warmth Works Heating',
      'Precision Climate Control', 'Valley Heat Pumps LLC', 'Total Comfort Mechanical', 'Airflow Systems Inc', 'Hearthstone Heating',
    ],
    'ME',
  ],
  [
    'ROF',
    [
      'Top Notch Roofing', 'Shingle Masters', 'Peak Roofing & Siding', 'Weathertight Roofing LLC', 'Skyline Roofing Co', 'Hammerhead Roofing',
      'Crown Roofing Contractors', 'Raincheck Roofing', 'Slate & Copper Works', 'Eagle Roofing Services',
    ],
    'HIC',
  ],
  [
    'SOL',
    [
      'SunPath Solar', 'Bright Future Solar Inc', 'Ray Harvest Energy', 'Solaris Home Power', 'Green Roof Solar LLC', 'Northern Sun Installers',
      'Daybreak Solar',
    ],
    'EL',
  ],
  ['POL', ['Blue Lagoon Pools', 'Aqua Crest Pools & Spas', 'Splash Zone Pool Builders', 'Clearwater Pool Co'], 'HIC'],
  ['FNC', ['Fence Pros LLC', 'Boundary Line Fence', 'Stonewall Fence & Masonry', 'Picket Perfect Fencing', 'Secure Perimeter Fence', 'Rustic Rail Fence Co'], 'HIC'],
  ['SGN', ['Signature Signs', 'Bright Lights Sign Co', 'Main Street Signworks', 'Neon Nights Signs'], 'SG'],
];
/** Contractors whose state licence lapsed: [name, expiry, chance they still take a job after it]; every other licence is current. */
const LAPSED: [string, string, number][] = [
  ['Raincheck Roofing', '2024-11-02', 0],
  ['Granite State Builders', '2024-12-27', 0],
  ['Main Street Signworks', '2025-03-26', 0.5],
  ['Copperline Mechanical', '2025-08-21', 0.3],
  ['Duffy & Daughters Plumbing', '2025-11-24', 0],
  ['SunPath Solar', '2025-11-26', 0.2],
  ['Crown Roofing Contractors', '2026-03-20', 0],
  ['Blue Lagoon Pools', '2026-05-10', 0.4],
  ['Cedar & Stone Contracting', '2026-06-24', 0],
  ['Lumen Electric Inc', '2026-07-02', 0],
  ['Pioneer Remodeling LLC', '2026-08-01', 0],
  ['Dempsey Electric', '2026-09-17', 0],
];
const ARCHITECTS = [
  'Hollis & Wren Architects', 'Meridian Design Studio', 'Halvorsen Architecture', 'Blueprint Residential Design', 'Stonebridge Architects PC',
  'Lantern Design Group', 'Clearstory Architecture', 'Ashby Drafting Services', 'Northlight Architects', 'Forma Design Build Studio',
  'Kessler Architectural Associates', 'Tidewater Design',
];
const DEVELOPERS = ['Foxglove Homes LLC', 'Larkspur Development Corp', 'Red Oak Land Company', 'Stonegate Residential', 'Route 9 Commercial Partners', 'Millrace Properties LLC'];
const COMPANY_OWNER_WORDS = [
  'Maple', 'Falls', 'Riverside', 'Depot', 'Granite', 'Summit', 'Heritage', 'Union', 'Beacon', 'Hilltop', 'Orchard', 'Lakeshore', 'Pinnacle',
  'Cornerstone', 'Liberty', 'Meadowbrook', 'Willow', 'Bridgeview', 'Northfield', 'Westgate', 'Old Mill', 'Crossroads', 'Harvest', 'Keystone',
  'Blue Heron', 'Ironbridge', 'Quarry', 'Railside', 'Millstone', 'Chestnut',
];
const COMPANY_OWNER_SUFFIX = ['Holdings LLC', 'Properties LLC', 'Realty Trust', 'Partners LP', 'Associates LLC', 'Investments Inc'];
const BUSINESS_OWNERS = [
  'Ashby Falls Hardware Inc', 'Falls Family Dental PC', 'Main Street Diner LLC', 'Quarry Road Storage LLC', 'Northeast Precision Machining Inc',
  'Valley Food Distributors', 'Ashby Falls Savings Bank', 'Riverside Auto Body', 'Green Acres Garden Center', 'Hilltop Veterinary Clinic',
  'Millrace Brewing Company', 'Tri-County Lumber Co', 'Falls Fitness Center LLC', 'Depot Street Books', 'Ashby Falls Cold Storage Inc',
  'Granite Ridge Plastics', 'Sunrise Bakery', 'Corner Pharmacy LLC', 'Summit Motors Inc', 'Beacon Self Storage',
];
const TOWN = 'Town of Ashby Falls';
const SCHOOLS = 'Ashby Falls School District';
const CHURCHES = ["St. Brendan's Parish", 'First Congregational Church of Ashby Falls', 'Grace Community Church', 'Ashby Falls United Methodist Church'];

const round2 = (x: number) => Math.round(x * 100) / 100;
const year = (iso: string) => Number(iso.slice(0, 4));
const businessDay = (iso: string) => {
  const dow = dayOfWeek(iso);
  return dow === 6 ? addDays(iso, 2) : dow === 0 ? addDays(iso, 1) : iso;
};
const addBusinessDays = (iso: string, days: number) => {
  let day = businessDay(iso);
  for (let i = 0; i < days; i++) day = businessDay(addDays(day, 1));
  return day;
};
const min = (a: string, b: string) => (a < b ? a : b);
/** The Board of Appeals' first meeting (second Tuesday of a month) on or after `iso`. */
const boardMeeting = (iso: string) => {
  let y = year(iso);
  let m = Number(iso.slice(5, 7));
  for (;;) {
    const first = `${y}-${String(m).padStart(2, '0')}-01`;
    const firstTuesday = addDays(first, (9 - dayOfWeek(first)) % 7);
    const meeting = addDays(firstTuesday, 7);
    if (meeting >= iso) return meeting;
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
};

interface Party {
  id: number;
  nm: string;
  typ: string;
  trd: string | null;
  lic: string | null;
  licExp: string | null;
  cty: string;
  phn: string;
  /** Contractors: how much work they get, how good their work is, the first day they take jobs. */
  weight: number;
  quality: number;
  start: string;
  /** Contractors with a lapsed licence: the chance they still take a job after it lapsed. */
  keep: number;
  waived: boolean;
}
interface Parcel {
  id: number;
  no: string;
  adr: string;
  ward: number;
  zone: string;
  sqft: number;
  blt: number | null;
  val: number;
  hist: string;
  own: Party;
  kind: StreetKind;
}
interface Fee {
  id: number;
  apl: number;
  cd: string;
  amt: number;
  asmt: string;
  due: string;
  wav: string;
  pd: string | null;
  mth: string | null;
  rcpt: string | null;
}
interface Insp {
  id: number;
  apl: number;
  insptr: number;
  typ: string;
  req: string;
  dt: string | null;
  rslt: string | null;
  rinsp: string;
  dur: number | null;
}
interface Application {
  id: number;
  no: string;
  pmtNo: string | null;
  prcl: Parcel;
  typ: string;
  appl: Party;
  cntr: Party | null;
  dsc: string;
  val: number;
  xpd: string;
  sub: string;
  dcsn: string | null;
  iss: string | null;
  expr: string | null;
  fin: string | null;
  sts: string;
  stsDt: string;
}

function phone(r: SeededRandom): string {
  return `(${r.pick(['518', '518', '518', '413', '802'])}) 555-${String(r.int(100, 199)).padStart(4, '0')}`;
}

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const parties: Party[] = [];
  const addParty = (nm: string, typ: string, extra: Partial<Party> = {}): Party => {
    const p: Party = {
      id: parties.length + 1,
      nm,
      typ,
      trd: null,
      lic: null,
      licExp: null,
      cty: 'Ashby Falls',
      phn: phone(r),
      weight: 1,
      quality: 0,
      start: FIRST_DAY,
      keep: 0,
      waived: false,
      ...extra,
    };
    parties.push(p);
    return p;
  };

  // Public and institutional owners, developers, architects, contractors.
  const town = addParty(TOWN, 'OWN', { waived: true });
  const schools = addParty(SCHOOLS, 'OWN', { waived: true });
  const churches = CHURCHES.map((nm) => addParty(nm, 'OWN'));
  const developers = DEVELOPERS.map((nm, i) => addParty(nm, 'DEV', { cty: i < 3 ? 'Ashby Falls' : r.pick(TOWNS_NEARBY.slice(1)) }));
  const architects = ARCHITECTS.map((nm, i) =>
    addParty(nm, 'ARC', { cty: i % 3 === 0 ? r.pick(TOWNS_NEARBY.slice(1)) : 'Ashby Falls', weight: 0.3 + r.next() * 1.5 }),
  );
  const contractorsByTrade = new Map<string, Party[]>();
  let licSeq = 10000;
  for (const [trd, names, prefix] of CONTRACTORS) {
    const list: Party[] = [];
    names.forEach((nm, i) => {
      licSeq += r.int(7, 400);
      const lapsed = LAPSED.find((x) => x[0] === nm);
      const licExp = lapsed ? lapsed[1] : r.date('2026-12-31', '2028-12-31');
      list.push(
        addParty(nm, 'CON', {
          trd,
          lic: `${prefix}-${licSeq}`,
          licExp,
          cty: r.chance(0.65) ? 'Ashby Falls' : r.pick(TOWNS_NEARBY.slice(1)),
          weight: 1 / Math.pow(i + 1, 0.75) + r.next() * 0.35,
          quality: -0.08 + r.next() * 0.14,
          start: r.chance(0.85) ? FIRST_DAY : r.date('2023-06-01', '2026-03-31'),
          keep: lapsed ? lapsed[2] : 0,
        }),
      );
    });
    contractorsByTrade.set(trd, list);
  }

  // Parcels and their owners.
  const people = uniqueNames(r, FIRST_NAMES, LAST_NAMES);
  const individuals: Party[] = [];
  const newPerson = (): Party => {
    const [f, l] = people();
    const p = addParty(`${f} ${l}`, 'OWN', { cty: r.chance(0.88) ? 'Ashby Falls' : r.pick(TOWNS_NEARBY.slice(1)), quality: -0.12 });
    individuals.push(p);
    return p;
  };
  const usedCompanyNames = new Set<string>();
  const newCompany = (): Party => {
    for (;;) {
      const nm = `${r.pick(COMPANY_OWNER_WORDS)} ${r.pick(COMPANY_OWNER_SUFFIX)}`;
      if (!usedCompanyNames.has(nm)) {
        usedCompanyNames.add(nm);
        return addParty(nm, 'OWN', { cty: r.chance(0.6) ? 'Ashby Falls' : r.pick(TOWNS_NEARBY.slice(1)), quality: -0.05 });
      }
    }
  };
  const businessQueue = r.shuffle(BUSINESS_OWNERS);
  const person = () => (individuals.length > 40 && r.chance(0.05) ? r.pick(individuals) : newPerson());
  const parcels: Parcel[] = [];
  STREETS.forEach(([st, ward, kind, count, first, step], s) => {
    let no = first;
    for (let i = 0; i < count; i++) {
      let zone: string;
      if (kind === 'OLD') zone = r.weighted([['R1', 60], ['R2', 35], ['RM', 5]]);
      else if (kind === 'RES') zone = r.weighted([['R1', 76], ['R2', 15], ['RM', 9]]);
      else if (kind === 'NEW') zone = 'R1';
      else if (kind === 'COM') zone = st === 'Main St' || st === 'Depot St' || st === 'Market St' ? r.weighted([['C1', 80], ['C2', 8], ['RM', 12]]) : r.weighted([['C2', 80], ['C1', 15], ['RM', 5]]);
      else if (kind === 'IND') zone = 'IND';
      else zone = r.weighted([['AG', 85], ['R1', 15]]);
      const vacant =
        kind === 'NEW' ? r.chance(0.88) : kind === 'IND' ? r.chance(0.14) : kind === 'RUR' ? r.chance(0.1) : kind === 'COM' ? r.chance(0.05) : r.chance(0.02);
      let blt: number | null = null;
      if (!vacant) {
        if (kind === 'OLD') blt = r.chance(0.9) ? r.int(1852, 1936) : r.int(1948, 1975);
        else if (kind === 'NEW') blt = r.int(2021, 2022);
        else if (kind === 'RES') blt = r.weighted([[r.int(1905, 1944), 8], [r.int(1945, 1969), 30], [r.int(1970, 1994), 32], [r.int(1995, 2022), 30]]);
        else if (kind === 'COM') blt = st === 'Main St' ? r.int(1868, 1960) : r.int(1955, 2019);
        else if (kind === 'IND') blt = r.int(1952, 2016);
        else blt = r.int(1870, 2021);
      }
      const sqft =
        kind === 'OLD' ? r.int(3200, 9000) : kind === 'RES' ? r.int(6000, 22000) : kind === 'NEW' ? r.int(8500, 14500) : kind === 'COM' ? r.int(4000, 65000) : kind === 'IND' ? r.int(20000, 260000) : r.int(43560, 871200);
      let own: Party;
      if (kind === 'NEW') own = vacant ? (r.chance(0.7) ? (developers[0] as Party) : (developers[1] as Party)) : person();
      else if (kind === 'COM') {
        const roll = r.next();
        own =
          roll < 0.05
            ? town
            : roll < 0.1
              ? r.pick(churches)
              : roll < 0.25
                ? person()
                : roll < 0.45 && businessQueue.length > 0
                  ? addParty(businessQueue.pop() as string, 'OWN', { quality: -0.05 })
                  : vacant && r.chance(0.5)
                    ? (developers[4] as Party)
                    : newCompany();
      } else if (kind === 'IND') own = r.chance(0.1) ? town : r.chance(0.4) && businessQueue.length > 0 ? addParty(businessQueue.pop() as string, 'OWN', { quality: -0.05 }) : newCompany();
      else {
        const roll = r.next();
        own = roll < 0.9 ? person() : roll < 0.95 ? newCompany() : roll < 0.965 ? r.pick(churches) : roll < 0.985 ? schools : vacant ? (developers[2] as Party) : town;
      }
      let land: number;
      let bldg = 0;
      if (zone === 'IND') land = sqft * r.float(2.5, 4.5);
      else if (zone === 'AG') land = 60000 + sqft * r.float(0.15, 0.35);
      else if (zone === 'C1' || zone === 'C2') land = sqft * r.float(9, 16);
      else land = Math.min(sqft * r.float(7, 12), 180000);
      if (blt !== null) {
        if (zone === 'C1' || zone === 'C2') bldg = r.int(180000, 1900000);
        else if (zone === 'IND') bldg = r.int(350000, 3200000);
        else if (zone === 'RM') bldg = r.int(420000, 1600000);
        else bldg = r.int(120000, 420000) * (blt > 1994 ? 1.35 : blt < 1940 ? 1.1 : 1);
      }
      parcels.push({
        id: parcels.length + 1,
        no: `${101 + s}-${String(Math.floor(i / 12) + 1).padStart(2, '0')}-${String((i % 12) * 5 + r.int(1, 4)).padStart(3, '0')}`,
        adr: `${no} ${st}`,
        ward,
        zone,
        sqft,
        blt,
        val: Math.round((land + bldg) / 100) * 100,
        hist: kind === 'OLD' || (st === 'Main St' && no < 420) ? 'Y' : 'N',
        own,
        kind,
      });
      no += r.int(Math.max(1, step - 4), step + 6);
      if (step % 2 === 0 && no % 2 !== first % 2) no++;
    }
  });

  // Applications.
  const apps: Application[] = [];
  const fees: Fee[] = [];
  const insps: Insp[] = [];
  const vacantPool = new Map<string, Parcel[]>();
  for (const p of parcels) {
    if (p.blt !== null) continue;
    const list = vacantPool.get(p.zone) ?? [];
    list.push(p);
    vacantPool.set(p.zone, list);
  }
  const builtByZone = (zones: string[]) => parcels.filter((p) => p.blt !== null && zones.includes(p.zone));
  const builtCache = new Map<string, Parcel[]>();
  const seqByYear = new Map<number, number>();
  const addFee = (apl: number, cd: string, amt: number, asmt: string, waived: boolean, paidAfter: number | null): Fee => {
    const pd = waived || paidAfter === null ? null : addDays(asmt, paidAfter);
    const fee: Fee = {
      id: fees.length + 1,
      apl,
      cd,
      amt: round2(amt),
      asmt,
      due: addDays(asmt, 30),
      wav: waived ? 'Y' : 'N',
      pd: pd !== null && pd <= LAST_DAY ? pd : null,
      mth: null,
      rcpt: null,
    };
    if (fee.pd) fee.mth = r.weighted([['CC', 45], ['CHK', 28], ['ACH', 21], ['CSH', 6]]);
    fees.push(fee);
    return fee;
  };
  const pickContractor = (trd: string, day: string): Party => {
    const list = (contractorsByTrade.get(trd) ?? []).filter((c) => c.start <= day);
    for (;;) {
      const c = r.weighted(list.map((x) => [x, x.weight] as const));
      if (c.licExp !== null && c.licExp < day && !r.chance(c.keep)) continue;
      return c;
    }
  };
  const inspectorFor = (disc: string[], day: string): Inspector => {
    const list = INSPECTORS.filter((i) => disc.includes(i[4]) && i[5] <= day && (i[6] === null || i[6] > day));
    return r.weighted(list.map((i) => [i, i[8]] as const));
  };

  const season = [0.65, 0.7, 0.95, 1.2, 1.35, 1.35, 1.25, 1.15, 1.05, 0.95, 0.78, 0.6];
  const growth: Record<number, number> = { 2023: 0.9, 2024: 1, 2025: 1.06, 2026: 1.12 };
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const dow = dayOfWeek(day);
    if (dow === 0 || dow === 6) continue;
    const y = year(day);
    const n = r.poisson(2.75 * (season[Number(day.slice(5, 7)) - 1] as number) * (growth[y] as number));
    for (let k = 0; k < n; k++) {
      const solar = y === 2023 ? 6 : y === 2024 ? 8 : y === 2025 ? 10 : 12;
      const typ = r.weighted([
        ['ELE', 17], ['PLM', 13], ['MEC', 12], ['ROF', 11], ['ADD', 12], ['BLD', 5], ['DEM', 2], ['SOL', solar], ['POL', 3], ['FNC', 7], ['SGN', 3], ['DCK', 5],
      ]);
      const t = TYPE_BY_CD.get(typ) as (typeof TYPES)[number];
      let prcl: Parcel | undefined;
      if (typ === 'BLD' && r.chance(0.8)) {
        const zone = r.weighted([['R1', 70], ['R2', 4], ['RM', 4], ['C2', 6], ['IND', 8], ['AG', 8]]);
        const pool = vacantPool.get(zone) ?? [];
        if (pool.length > 0) prcl = pool.splice(r.int(0, pool.length - 1), 1)[0];
      }
      if (!prcl) {
        const zones = TYPE_ZONES[typ] as string[];
        const key = zones.join(',');
        const pool = builtCache.get(key) ?? builtByZone(zones);
        builtCache.set(key, pool);
        prcl = r.pick(pool);
      }
      const commercial = ['C1', 'C2', 'IND', 'RM'].includes(prcl.zone);
      const [lo, hi] = VALUATION[typ] as [number, number];
      let val = lo + (hi - lo) * Math.pow(r.next(), 1.6);
      if (commercial) val *= typ === 'BLD' ? r.float(1.5, 5) : r.float(1.3, 3);
      let dsc = commercial && COMMERCIAL_WORK[typ] && prcl.zone !== 'RM' ? r.pick(COMMERCIAL_WORK[typ] as string[]) : r.pick(WORK[typ] as string[]);
      if (typ === 'BLD' && !commercial) {
        // A new house on an empty lot; on a lot already built on, an outbuilding or a second unit.
        if (prcl.blt === null) dsc = prcl.zone === 'R2' ? 'New two-family dwelling' : prcl.zone === 'AG' ? 'New farmhouse' : 'New single-family dwelling';
        else {
          dsc = prcl.zone === 'AG' ? r.pick(['New pole barn', 'New detached garage']) : r.pick(['New detached garage', 'New accessory dwelling unit']);
          val *= dsc === 'New accessory dwelling unit' ? 0.45 : 0.2;
        }
      } else if (typ === 'BLD' && prcl.zone === 'RM') dsc = 'New apartment building';
      val = val > 100000 ? Math.round(val / 1000) * 1000 : val > 10000 ? Math.round(val / 100) * 100 : Math.round(val / 10) * 10;

      // Who does the work and who files.
      const owner = prcl.own;
      const selfBuild: Record<string, number> = { ELE: 0.05, PLM: 0.08, MEC: 0.03, ROF: 0.1, SOL: 0.02, POL: 0.05, FNC: 0.35, DCK: 0.3, ADD: 0.12, DEM: 0.1, BLD: 0.05, SGN: 0 };
      const ownerBuilds = owner.typ === 'OWN' && owner.nm !== TOWN && owner.nm !== SCHOOLS && !commercial && r.chance(selfBuild[typ] as number);
      const trade = ['BLD', 'ADD', 'DEM', 'DCK'].includes(typ) ? 'GEN' : typ;
      const cntr = ownerBuilds ? null : owner.typ === 'DEV' && typ === 'BLD' && owner.nm === 'Foxglove Homes LLC' ? (contractorsByTrade.get('GEN')?.[0] as Party) : pickContractor(trade, day);
      let appl: Party;
      if (!cntr) appl = owner;
      else if (typ === 'BLD' || typ === 'ADD') {
        appl = owner.typ === 'DEV' ? owner : r.weighted([[r.weighted(architects.map((a) => [a, a.weight] as const)), 40], [owner, 30], [cntr, 30]]);
      } else appl = r.chance(0.82) ? cntr : owner;

      const pln = t[4] === 'Y';
      const xpd = pln && r.chance(typ === 'BLD' || typ === 'ADD' ? 0.12 : 0.05) ? 'Y' : 'N';
      const seq = (seqByYear.get(y) ?? 0) + 1;
      seqByYear.set(y, seq);
      const app: Application = {
        id: apps.length + 1,
        no: `${String(y).slice(2)}-${String(seq).padStart(4, '0')}`,
        pmtNo: null,
        prcl,
        typ,
        appl,
        cntr,
        dsc,
        val,
        xpd,
        sub: day,
        dcsn: null,
        iss: null,
        expr: null,
        fin: null,
        sts: 'REV',
        stsDt: day,
      };
      apps.push(app);
      const waived = owner.waived;
      const permitFee = t[2] + (t[3] * val) / 1000;
      if (pln) {
        const plnFee = Math.max(75, 0.35 * permitFee);
        addFee(app.id, 'PLN', plnFee, day, waived, r.chance(0.93) ? 0 : r.int(1, 9));
        if (xpd === 'Y') addFee(app.id, 'XPD', Math.max(150, 0.5 * plnFee), day, waived, r.chance(0.95) ? 0 : r.int(1, 5));
      }

      // Review.
      const reviewDays: Record<string, [number, number]> = { BLD: [12, 35], ADD: [8, 25], POL: [6, 18], SGN: [5, 15], DCK: [4, 12], DEM: [3, 10] };
      const rd = xpd === 'Y' ? [2, 7] : (reviewDays[typ] ?? [0, 3]);
      const decided = addBusinessDays(day, r.int(rd[0] as number, rd[1] as number));
      const hist = prcl.hist === 'Y';
      const denyP: Record<string, number> = { BLD: 0.05, ADD: 0.04, SGN: 0.08, POL: 0.03, DEM: 0.04, DCK: 0.02, FNC: 0.02 };
      const pDeny = (denyP[typ] ?? 0.004) + (hist ? (typ === 'DEM' ? 0.2 : ['ADD', 'SGN', 'FNC', 'BLD'].includes(typ) ? 0.08 : 0) : 0);
      const withdraw = r.chance(pln ? 0.025 : 0.005);
      if (withdraw) {
        const wd = addBusinessDays(day, r.int(1, 20));
        if (wd <= LAST_DAY) {
          app.sts = 'WDN';
          app.stsDt = wd;
        }
        continue;
      }
      if (decided > LAST_DAY) continue;
      app.dcsn = decided;
      app.stsDt = decided;
      if (r.chance(pDeny)) {
        app.sts = 'DEN';
        continue;
      }
      app.sts = 'APR';
      const payRoll = r.next();
      const payAfter = payRoll < 0.6 ? r.int(0, 3) : payRoll < 0.9 ? r.int(4, 20) : payRoll < 0.98 ? r.int(21, 75) : null;
      const pmtFee = addFee(app.id, 'PMT', permitFee, decided, waived, payAfter);
      if (waived) app.iss = decided;
      else if (pmtFee.pd) app.iss = pmtFee.pd;
      else {
        if (payAfter === null && addDays(decided, 120) <= LAST_DAY) {
          // Never paid: the applicant abandoned it and the permit fee was voided.
          fees.pop();
          app.sts = 'WDN';
          app.stsDt = addDays(decided, 120);
        }
        continue;
      }
      app.sts = 'ISS';
      app.stsDt = app.iss;
      app.expr = addDays(app.iss, 365);

      // Inspections.
      const stages = (STAGES[typ] as [string, number][]).filter(([, p]) => r.chance(p)).map(([s]) => s);
      const abandonAt = r.chance(typ === 'BLD' ? 0.08 : 0.05) ? r.int(0, stages.length - 1) : stages.length;
      const [gLo, gHi] = STAGE_GAP[typ] as [number, number];
      let req = addBusinessDays(app.iss, r.int(Math.min(3, gLo), typ === 'BLD' ? 45 : gHi));
      for (let s = 0; s < abandonAt; s++) {
        const stage = stages[s] as string;
        let rinsp = 'N';
        let passed = false;
        while (!passed) {
          if (req > LAST_DAY || req > (app.expr as string)) break;
          const disc =
            (stage === 'RGH' || stage === 'FNL') && (typ === 'ELE' || typ === 'SOL')
              ? ['ELE', 'CMB']
              : (stage === 'RGH' || stage === 'FNL') && (typ === 'PLM' || typ === 'MEC')
                ? ['PLM', 'CMB']
                : stage === 'RGH' && (typ === 'BLD' || typ === 'ADD' || typ === 'POL')
                  ? ['ELE', 'PLM', 'CMB']
                  : ['BLD', 'CMB'];
          const dt = addBusinessDays(req, r.weighted([[1, 50], [2, 30], [3, 15], [4, 5]]));
          const inspector = inspectorFor(disc, min(dt, LAST_DAY));
          const ins: Insp = { id: 0, apl: app.id, insptr: inspector[0], typ: stage, req, dt: null, rslt: null, rinsp, dur: null };
          insps.push(ins);
          if (dt > LAST_DAY) break;
          if (r.chance(0.04)) {
            ins.rslt = 'X';
            req = addBusinessDays(dt, r.int(1, 8));
            continue;
          }
          ins.dt = dt;
          const [d0, d1] = DURATION[stage] as [number, number];
          ins.dur = Math.round(r.int(d0, d1) * (rinsp === 'Y' ? 0.6 : 1));
          let pPass = rinsp === 'Y' ? 0.9 : (PASS_BASE[stage] as number);
          pPass += -inspector[9] + (cntr ? cntr.quality : owner.quality) + (hist ? -0.03 : 0);
          passed = r.chance(Math.max(0.35, Math.min(0.98, pPass)));
          ins.rslt = passed ? 'P' : 'F';
          if (!passed) {
            const rinFee = dt < '2025-07-01' ? 85 : 95;
            const hardship = r.chance(0.015);
            const late = r.next();
            addFee(app.id, 'RIN', rinFee, dt, waived || hardship, late < 0.75 ? r.int(0, 20) : late < 0.9 ? r.int(21, 60) : late < 0.95 ? r.int(61, 200) : null);
            rinsp = 'Y';
            req = addBusinessDays(dt, r.int(2, 18));
          } else {
            req = addBusinessDays(dt, r.int(gLo, gHi));
            if (stage === 'FNL') {
              app.fin = dt;
              app.sts = 'FIN';
              app.stsDt = dt;
            }
          }
        }
        if (!passed) break;
      }
      if (app.sts === 'ISS' && (app.expr as string) < TODAY) {
        app.sts = 'EXP';
        app.stsDt = app.expr as string;
      }
    }
  }

  // Permit numbers in order of issue, new buildings put on the roll once finaled.
  const letter: Record<string, string> = { ELE: 'E', SOL: 'E', PLM: 'P', MEC: 'M' };
  const pmtSeq = new Map<string, number>();
  for (const app of [...apps].filter((a) => a.iss !== null).sort((a, b) => ((a.iss as string) < (b.iss as string) ? -1 : (a.iss as string) > (b.iss as string) ? 1 : a.id - b.id))) {
    const key = `${letter[app.typ] ?? 'B'}${String(year(app.iss as string)).slice(2)}`;
    const seq = (pmtSeq.get(key) ?? 0) + 1;
    pmtSeq.set(key, seq);
    app.pmtNo = `${key}-${String(seq).padStart(4, '0')}`;
  }
  for (const app of apps) if (app.typ === 'BLD' && app.fin && app.prcl.blt === null) app.prcl.blt = year(app.fin);

  // Receipts in order of payment.
  let rcpt = 40000;
  for (const f of [...fees].filter((x) => x.pd !== null).sort((a, b) => ((a.pd as string) < (b.pd as string) ? -1 : (a.pd as string) > (b.pd as string) ? 1 : a.id - b.id))) {
    rcpt += 1;
    f.rcpt = `R${rcpt}`;
  }
  fees.sort((a, b) => (a.asmt < b.asmt ? -1 : a.asmt > b.asmt ? 1 : a.id - b.id));
  fees.forEach((f, i) => (f.id = i + 1));
  insps.sort((a, b) => (a.req < b.req ? -1 : a.req > b.req ? 1 : a.apl - b.apl));
  insps.forEach((x, i) => (x.id = i + 1));

  // Appeals.
  const appeals: [number, string, string][] = [];
  const feesByApp = new Map<number, Fee[]>();
  for (const f of fees) feesByApp.set(f.apl, [...(feesByApp.get(f.apl) ?? []), f]);
  const failsByApp = new Map<number, Insp[]>();
  for (const x of insps) if (x.rslt === 'F') failsByApp.set(x.apl, [...(failsByApp.get(x.apl) ?? []), x]);
  for (const app of apps) {
    if (app.sts === 'DEN' && r.chance(0.55)) appeals.push([app.id, addDays(app.dcsn as string, r.int(5, 30)), 'DEN']);
    else if (app.dcsn && app.sts !== 'DEN' && ['BLD', 'ADD', 'SGN', 'DEM', 'POL'].includes(app.typ) && r.chance(0.02))
      appeals.push([app.id, addDays(app.dcsn, r.int(5, 25)), 'CND']);
    const fails = failsByApp.get(app.id);
    if (fails && r.chance(0.012)) appeals.push([app.id, addDays((r.pick(fails).dt as string), r.int(3, 20)), 'INS']);
    const big = (feesByApp.get(app.id) ?? []).filter((f) => f.cd === 'RIN' || (f.cd === 'PMT' && f.amt > 2500));
    if (big.length > 0 && r.chance(0.025)) appeals.push([app.id, addDays(r.pick(big).asmt, r.int(5, 25)), 'FEE']);
  }
  // The latest denials not yet appealed are appealed in the last weeks: those appeals wait for the December meeting.
  const appealed = new Set(appeals.map((a) => a[0]));
  const lateDenials = apps.filter((a) => a.sts === 'DEN' && !appealed.has(a.id) && (a.dcsn as string) >= '2026-09-15' && (a.dcsn as string) <= '2026-11-10');
  for (const app of lateDenials.slice(-2)) appeals.push([app.id, min(addDays(app.dcsn as string, r.int(10, 25)), LAST_DAY), 'DEN']);
  appeals.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] - b[0]));
  const apelRows: unknown[][] = [];
  const apelSeq = new Map<number, number>();
  for (const [aplId, filDt, grnd] of appeals) {
    if (filDt > LAST_DAY) continue;
    const y = year(filDt);
    const seq = (apelSeq.get(y) ?? 0) + 1;
    apelSeq.set(y, seq);
    let hrg: string | null = boardMeeting(addDays(filDt, 21));
    let dcsnCd: string | null = null;
    let dcsnDt: string | null = null;
    if (r.chance(0.1)) {
      const wd = addDays(filDt, r.int(4, 18));
      hrg = null;
      if (wd <= LAST_DAY) {
        dcsnCd = 'WDN';
        dcsnDt = wd;
      }
    } else if (hrg > LAST_DAY) hrg = null;
    else {
      const d = addDays(hrg, r.weighted([[0, 60], [7, 25], [14, 15]]));
      if (d <= LAST_DAY) {
        dcsnDt = d;
        const odds: Record<string, [string, number][]> = {
          DEN: [['GRT', 25], ['PRT', 15], ['DNY', 60]],
          FEE: [['GRT', 40], ['PRT', 30], ['DNY', 30]],
          INS: [['GRT', 20], ['DNY', 80]],
          CND: [['GRT', 15], ['PRT', 50], ['DNY', 35]],
        };
        dcsnCd = r.weighted(odds[grnd] as [string, number][]);
      }
    }
    apelRows.push([apelRows.length + 1, `A${String(y).slice(2)}-${String(seq).padStart(3, '0')}`, aplId, filDt, grnd, hrg, dcsnCd, dcsnDt]);
  }

  return [
    'CREATE SCHEMA permits;',
    `CREATE TABLE permits.pty (pty_id integer PRIMARY KEY, pty_nm text NOT NULL, pty_typ varchar(3) NOT NULL, trd_cd varchar(3), lic_no varchar(12), lic_exp_dt date,
      mail_cty text NOT NULL, phn_no varchar(14));`,
    `CREATE TABLE permits.prcl (prcl_id integer PRIMARY KEY, prcl_no varchar(12) NOT NULL UNIQUE, site_adr text NOT NULL, ward_no smallint NOT NULL, zn_cd varchar(3) NOT NULL,
      lot_sqft integer NOT NULL, blt_yr smallint, asd_val numeric(12,2) NOT NULL, hist_yn char(1) NOT NULL, own_pty_id integer NOT NULL REFERENCES permits.pty (pty_id));`,
    `CREATE TABLE permits.pmt_typ (typ_cd varchar(3) PRIMARY KEY, typ_dsc text NOT NULL, bse_fee numeric(8,2) NOT NULL, rt_per_k numeric(6,2) NOT NULL, pln_rvw_yn char(1) NOT NULL);`,
    `CREATE TABLE permits.apl (apl_id integer PRIMARY KEY, apl_no varchar(8) NOT NULL UNIQUE, pmt_no varchar(9) UNIQUE, prcl_id integer NOT NULL REFERENCES permits.prcl (prcl_id),
      typ_cd varchar(3) NOT NULL REFERENCES permits.pmt_typ (typ_cd), appl_pty_id integer NOT NULL REFERENCES permits.pty (pty_id),
      cntr_pty_id integer REFERENCES permits.pty (pty_id), wrk_dsc text NOT NULL, val_amt numeric(12,2) NOT NULL, xpd_yn char(1) NOT NULL, sub_dt date NOT NULL,
      dcsn_dt date, iss_dt date, expr_dt date, fin_dt date, sts_cd varchar(3) NOT NULL, sts_dt date NOT NULL);`,
    `CREATE TABLE permits.fee (fee_id integer PRIMARY KEY, apl_id integer NOT NULL REFERENCES permits.apl (apl_id), fee_cd varchar(3) NOT NULL, fee_amt numeric(10,2) NOT NULL,
      asmt_dt date NOT NULL, due_dt date NOT NULL, wav_yn char(1) NOT NULL, pd_dt date, pay_mth varchar(3), rcpt_no varchar(8));`,
    `CREATE TABLE permits.insptr (insptr_id integer PRIMARY KEY, emp_no varchar(6) NOT NULL UNIQUE, frst_nm text NOT NULL, lst_nm text NOT NULL, disc_cd varchar(3) NOT NULL,
      hire_dt date NOT NULL, term_dt date, sup_id integer REFERENCES permits.insptr (insptr_id));`,
    `CREATE TABLE permits.insp (insp_id integer PRIMARY KEY, apl_id integer NOT NULL REFERENCES permits.apl (apl_id), insptr_id integer NOT NULL, insp_typ varchar(3) NOT NULL,
      req_dt date NOT NULL, insp_dt date, insp_rslt char(1), rinsp_yn char(1) NOT NULL, dur_min smallint);`,
    `CREATE TABLE permits.apel (apel_id integer PRIMARY KEY, apel_no varchar(8) NOT NULL UNIQUE, apl_id integer NOT NULL, fil_dt date NOT NULL, grnd_cd varchar(3) NOT NULL,
      hrg_dt date, dcsn_cd varchar(3), dcsn_dt date);`,
    insertRows(
      'permits.pty',
      ['pty_id', 'pty_nm', 'pty_typ', 'trd_cd', 'lic_no', 'lic_exp_dt', 'mail_cty', 'phn_no'],
      parties.map((p) => [p.id, p.nm, p.typ, p.trd, p.lic, p.licExp, p.cty, p.phn]),
    ),
    insertRows(
      'permits.prcl',
      ['prcl_id', 'prcl_no', 'site_adr', 'ward_no', 'zn_cd', 'lot_sqft', 'blt_yr', 'asd_val', 'hist_yn', 'own_pty_id'],
      parcels.map((p) => [p.id, p.no, p.adr, p.ward, p.zone, p.sqft, p.blt, p.val, p.hist, p.own.id]),
    ),
    insertRows('permits.pmt_typ', ['typ_cd', 'typ_dsc', 'bse_fee', 'rt_per_k', 'pln_rvw_yn'], TYPES),
    insertRows(
      'permits.apl',
      ['apl_id', 'apl_no', 'pmt_no', 'prcl_id', 'typ_cd', 'appl_pty_id', 'cntr_pty_id', 'wrk_dsc', 'val_amt', 'xpd_yn', 'sub_dt', 'dcsn_dt', 'iss_dt', 'expr_dt', 'fin_dt', 'sts_cd', 'sts_dt'],
      apps.map((a) => [a.id, a.no, a.pmtNo, a.prcl.id, a.typ, a.appl.id, a.cntr?.id ?? null, a.dsc, a.val, a.xpd, a.sub, a.dcsn, a.iss, a.expr, a.fin, a.sts, a.stsDt]),
    ),
    insertRows(
      'permits.fee',
      ['fee_id', 'apl_id', 'fee_cd', 'fee_amt', 'asmt_dt', 'due_dt', 'wav_yn', 'pd_dt', 'pay_mth', 'rcpt_no'],
      fees.map((f) => [f.id, f.apl, f.cd, f.amt, f.asmt, f.due, f.wav, f.pd, f.mth, f.rcpt]),
    ),
    insertRows(
      'permits.insptr',
      ['insptr_id', 'emp_no', 'frst_nm', 'lst_nm', 'disc_cd', 'hire_dt', 'term_dt', 'sup_id'],
      INSPECTORS.map((i) => i.slice(0, 8)),
    ),
    insertRows(
      'permits.insp',
      ['insp_id', 'apl_id', 'insptr_id', 'insp_typ', 'req_dt', 'insp_dt', 'insp_rslt', 'rinsp_yn', 'dur_min'],
      insps.map((x) => [x.id, x.apl, x.insptr, x.typ, x.req, x.dt, x.rslt, x.rinsp, x.dur]),
    ),
    insertRows('permits.apel', ['apel_id', 'apel_no', 'apl_id', 'fil_dt', 'grnd_cd', 'hrg_dt', 'dcsn_cd', 'dcsn_dt'], apelRows),
  ].join('\n');
}
