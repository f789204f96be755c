/**
 * Piedmont Crest Mortgage, a regional retail mortgage lender in North and South Carolina. Loan officers in eight
 * branches (one of them closed in 2024) take home loan applications; processors gather the documents, underwriters
 * review the file and post conditions that must be cleared, the loan is approved, and it closes and funds. An
 * application can also be suspended by underwriting (missing or problem documents), denied, or withdrawn by the
 * borrower. The data comes from the lender's old loan origination system (LOS), schema `los`, with its abbreviated
 * column names.
 *
 * Schema `los`:
 * - `brnch`: branches. `brnch_no` 101..108; `brnch_nm` (e.g. 'Charlotte - SouthPark'); `city_nm`; `st_cd` NC or SC;
 *   `opn_dt` the day the branch opened; `clsd_dt` the day it closed (empty for open branches); `actv_yn` Y open, N
 *   closed. Rock Hill (107) closed on 2024-06-28; Charleston - Mount Pleasant (108) opened in March 2024.
 * - `lo_off`: loan officers, including the producing branch managers and the VP of retail lending (everyone here
 *   originates loans). `lo_id` like LO121; `frst_nm`, `lst_nm`; `nmls_no` the officer's NMLS licence number; `role_cd`
 *   VP vice president of retail lending, BM branch manager, SLO senior loan officer, LO loan officer; `brnch_no` the
 *   officer's branch (officers never change branch); `mgr_lo_id` the lo_id of the officer's manager (loan officers
 *   report to their branch manager, branch managers to the VP; empty for the VP); `hire_dt`; `term_dt` the last day of
 *   someone who has left (empty for current staff); `actv_yn` Y current, N left.
 * - `brwr`: borrowers and co-borrowers (a person, who may appear on several applications). `brwr_id`; `frst_nm`,
 *   `lst_nm`; `dob` date of birth; `ssn_l4` last four digits of the SSN; `fico_scr` the middle credit score from the
 *   latest credit pull (empty when no credit has been pulled yet); `emp_typ_cd` W2 salaried or hourly employee, SE
 *   self-employed, RET retired, MIL active-duty military; `ann_inc_amt` stated yearly gross income, dollars; `vet_yn` Y
 *   for a veteran or service member eligible for a VA loan; `ftb_yn` Y for a first-time home buyer; `email_addr`;
 *   `cell_ph`.
 * - `prop`: the properties being bought or refinanced. `prop_id`; `addr_ln`; `city_nm`; `cnty_nm` county; `st_cd`;
 *   `zip_cd`; `prop_typ_cd` SFR single-family detached, TWH townhome, CON condo, MF2 2-4 unit building, MFH
 *   manufactured home; `occ_cd` P primary residence, S second home, I investment property; `yr_blt` year built.
 * - `ln_prod`: loan products. `prod_cd` C30F conventional 30-year fixed, C15F conventional 15-year fixed, ARM5 5/6
 *   SOFR ARM, ARM7 7/6 SOFR ARM, FHA30 FHA 30-year fixed, F15F FHA 15-year fixed (discontinued), VA30 VA 30-year
 *   fixed, JMB30 jumbo 30-year fixed; `prod_desc`; `loan_typ` CONV conventional, FHA, VA, JMBO jumbo (above the
 *   conforming loan limit); `amort_typ` FXD fixed rate, ARM adjustable; `term_mo` term in months; `fix_yrs` the
 *   initial fixed-rate years of an ARM (empty for fixed); `actv_yn` N for a product we no longer offer.
 * - `ln_app`: loan applications (one loan file each). `ln_no` like 25-01234 (year of application and a sequence);
 *   `app_dt` the day the application was taken; `lo_id` the loan officer; `brnch_no` the originating branch (no
 *   declared link); `prop_id`; `prod_cd` the loan product (no declared link); `purp_cd` PUR purchase, RTR rate/term
 *   refinance, COR cash-out refinance; `chnl_cd` where the business came from: RTL walk-in or phone call to the
 *   branch, RLT realtor referral, BLD home builder referral, WEB online application; `ln_amt` the loan amount,
 *   dollars; `purch_prc` the purchase price (purchases only, empty for refinances); `est_val` the estimated property
 *   value at application; `ltv_pct` loan-to-value at application in percent (loan amount / lower of price and
 *   estimated value x 100); `dti_pct` the borrowers' debt-to-income ratio in percent; `note_rt` the interest rate of
 *   the current (or last) rate lock, empty while the loan has never been locked; `sts_cd` the status: APPL
 *   application taken, PROC in processing, UNDW in underwriting, APRV approved (conditionally approved / clear to
 *   close, not yet closed), SUSP suspended by underwriting, DENY denied, WDRN withdrawn by the borrower, CLSD closed
 *   and funded; `sts_dt` the day the current status was reached; `aprv_dt` the day underwriting approved the loan
 *   (kept when a loan is later withdrawn); `fund_dt` the day a closed loan funded; `den_rsn_cd` why a loan was denied:
 *   DTI debt-to-income too high, CRED credit history, COLL collateral (property or appraisal), EMPL employment or
 *   income could not be verified, CASH not enough funds to close, INCP incomplete application.
 * - `app_brwr`: who is on each application. `ln_no`; `brwr_id`; `brwr_role_cd` B the primary borrower, C a
 *   co-borrower (at most one co-borrower per loan).
 * - `rt_lck`: rate locks. `lck_id`; `ln_no`; `lck_dt` the day the rate was locked; `lck_days` the lock period (15,
 *   30, 45 or 60 days); `exp_dt` the expiry date, kept as text YYYYMMDD by the pricing engine; `lck_rt` the locked
 *   interest rate, percent; `disc_pts` discount points bought (negative for a lender credit); `lck_sts` A active, E
 *   expired (a loan still in process may be relocked, which adds a new row), U used (the loan closed on this lock), C
 *   cancelled (loan denied or withdrawn while the lock was running). A lock is active through its expiry date.
 * - `uw_cond`: conditions posted by underwriting (no declared link to ln_app). `cond_id`; `ln_no`; `cond_cd` INC income
 *   documents, AST asset statements, VOE verification of employment, APR appraisal-related, HOI homeowners insurance,
 *   TTL title, LOE letter of explanation, CRD credit, GFT gift letter, PUR purchase contract; `cond_desc`; `add_dt`;
 *   `clr_dt` the day it was cleared or waived; `cond_sts` O open (outstanding), C cleared, W waived; `uw_init` the
 *   initials of the underwriter who posted it. Conditions of denied or withdrawn loans stay as they were.
 * - `apprsl`: appraisals ordered. `apprsl_id`; `ln_no`; `form_cd` 1004 full single-family, 1073 condo, 1025 2-4 unit,
 *   2055 exterior-only; `amc_nm` the appraisal management company that placed the order; `apprsr_nm` the appraiser;
 *   `ord_dt` ordered; `insp_dt` inspection day; `rcvd_dt` report received (empty while pending); `apprsd_val` the
 *   appraised value, dollars (empty until received); `fee_amt` the appraisal fee, dollars. Loans above $1,000,000 need
 *   two appraisals; some loans get an appraisal waiver and have none.
 * - `ln_fee`: fees on a loan (for files that reached processing). `ln_no`; `fee_seq`; `fee_cd` ORIG origination fee,
 *   DISC discount points, APPR appraisal fee, CRED credit report, UWR underwriting fee, PROC processing fee, FLD flood
 *   certification, TAXS tax service; `fee_amt` dollars, kept as text (e.g. '1095.00'); `pd_by_cd` who pays it: B
 *   borrower, S seller (seller concession on a purchase), L lender (waived by us).
 *
 * Data from January 2023 up to 2026-11-24.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const TODAY = '2026-11-25';
const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const dayCache = new Map<string, number>();
/** Days since 1970 of an ISO date, cached (the generator adds days to dates very often). */
const dayNo = (iso: string) => {
  let d = dayCache.get(iso);
  if (d === undefined) dayCache.set(iso, (d = Math.round(ms(iso) / DAY)));
  return d;
};
const isoCache: string[] = [];
const isoOfDay = (d: number) => isoCache[d] ?? (isoCache[d] = isoOf(d * DAY));
const addDays = (iso: string, n: number) => isoOfDay(dayNo(iso) + n);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const minIso = (...d: string[]) => d.reduce((a, b) => (a < b ? a : b));
const maxIso = (...d: string[]) => d.reduce((a, b) => (a > b ? a : b));

/** [brnch_no, name, city, st, opened, closed, median price, markets [city, county, zips]] */
type Market = [string, string, string, string[]];
const BRANCHES: [number, string, string, string, string, string | null, number, Market[]][] = [
  [101, 'Charlotte - SouthPark', 'Charlotte', 'NC', '2011-05-02', null, 415_000, [
    ['Charlotte', 'Mecklenburg', 'NC', ['28209', '28210', '28211', '28226', '28270', '28277']],
    ['Matthews', 'Mecklenburg', 'NC', ['28104', '28105']],
    ['Huntersville', 'Mecklenburg', 'NC', ['28078']],
    ['Concord', 'Cabarrus', 'NC', ['28025', '28027']],
    ['Mooresville', 'Iredell', 'NC', ['28115', '28117']],
    ['Gastonia', 'Gaston', 'NC', ['28052', '28054']],
    ['Fort Mill', 'York', 'SC', ['29707', '29715']],
  ]],
  [102, 'Raleigh - North Hills', 'Raleigh', 'NC', '2014-03-17', null, 455_000, [
    ['Raleigh', 'Wake', 'NC', ['27603', '27609', '27612', '27615', '27617']],
    ['Cary', 'Wake', 'NC', ['27511', '27513', '27519']],
    ['Apex', 'Wake', 'NC', ['27502', '27539']],
    ['Wake Forest', 'Wake', 'NC', ['27587']],
    ['Durham', 'Durham', 'NC', ['27705', '27707', '27713']],
    ['Holly Springs', 'Wake', 'NC', ['27540']],
  ]],
  [103, 'Greensboro', 'Greensboro', 'NC', '2016-01-11', null, 305_000, [
    ['Greensboro', 'Guilford', 'NC', ['27403', '27408', '27410', '27455']],
    ['High Point', 'Guilford', 'NC', ['27262', '27265']],
    ['Winston-Salem', 'Forsyth', 'NC', ['27103', '27104', '27106']],
    ['Burlington', 'Alamance', 'NC', ['27215']],
  ]],
  [104, 'Asheville', 'Asheville', 'NC', '2019-04-01', null, 440_000, [
    ['Asheville', 'Buncombe', 'NC', ['28803', '28804', '28805', '28806']],
    ['Hendersonville', 'Henderson', 'NC', ['28739', '28792']],
    ['Weaverville', 'Buncombe', 'NC', ['28787']],
    ['Black Mountain', 'Buncombe', 'NC', ['28711']],
  ]],
  [105, 'Greenville', 'Greenville', 'SC', '2017-08-07', null, 335_000, [
    ['Greenville', 'Greenville', 'SC', ['29601', '29607', '29609', '29615']],
    ['Simpsonville', 'Greenville', 'SC', ['29680', '29681']],
    ['Greer', 'Greenville', 'SC', ['29650', '29651']],
    ['Spartanburg', 'Spartanburg', 'SC', ['29301', '29307']],
    ['Easley', 'Pickens', 'SC', ['29640', '29642']],
  ]],
  [106, 'Columbia', 'Columbia', 'SC', '2018-02-05', null, 285_000, [
    ['Columbia', 'Richland', 'SC', ['29205', '29206', '29209', '29223']],
    ['Lexington', 'Lexington', 'SC', ['29072', '29073']],
    ['Irmo', 'Lexington', 'SC', ['29063']],
    ['Blythewood', 'Richland', 'SC', ['29016']],
  ]],
  [107, 'Rock Hill', 'Rock Hill', 'SC', '2020-06-01', '2024-06-28', 355_000, [
    ['Rock Hill', 'York', 'SC', ['29730', '29732']],
    ['Fort Mill', 'York', 'SC', ['29708', '29715']],
    ['Tega Cay', 'York', 'SC', ['29708']],
    ['Clover', 'York', 'SC', ['29710']],
  ]],
  [108, 'Charleston - Mount Pleasant', 'Mount Pleasant', 'SC', '2024-03-04', null, 525_000, [
    ['Charleston', 'Charleston', 'SC', ['29403', '29407', '29412', '29414']],
    ['Mount Pleasant', 'Charleston', 'SC', ['29464', '29466']],
    ['Summerville', 'Dorchester', 'SC', ['29483', '29485']],
    ['Goose Creek', 'Berkeley', 'SC', ['29445']],
  ]],
];
const branchOf = (no: number) => BRANCHES.find((b) => b[0] === no)!;

/** [lo_id, first, last, nmls, role, branch, manager, hired, left, production weight] */
type LoRow = [string, string, string, number, string, number, string | null, string, string | null, number];
const LOS: LoRow[] = [
  ['LO100', 'Patricia', 'Holloway', 284417, 'VP', 101, null, '2012-04-02', null, 0.15],
  ['LO110', 'Marcus', 'Reid', 402216, 'BM', 101, 'LO100', '2013-09-16', null, 0.8],
  ['LO120', 'Angela', 'Whitfield', 517730, 'BM', 102, 'LO100', '2014-03-17', null, 0.85],
  ['LO130', 'Derek', 'Okafor', 611902, 'BM', 103, 'LO100', '2016-01-11', null, 0.7],
  ['LO140', 'Jenna', 'Castellano', 1022384, 'BM', 104, 'LO100', '2019-04-01', null, 0.75],
  ['LO150', 'Troy', 'Bennett', 735118, 'BM', 105, 'LO100', '2017-08-07', null, 0.8],
  ['LO160', 'Renee', 'Dubose', 889145, 'BM', 106, 'LO100', '2018-02-05', null, 0.65],
  ['LO170', 'Carl', 'Pressley', 1190362, 'BM', 107, 'LO100', '2020-06-01', '2024-06-28', 0.7],
  ['LO180', 'Whitney', 'Gadsden', 1408820, 'BM', 108, 'LO100', '2024-02-12', null, 0.8],
  ['LO111', 'Kevin', 'Marsh', 455093, 'SLO', 101, 'LO110', '2013-11-04', null, 1.45],
  ['LO112', 'Priya', 'Raman', 1605521, 'LO', 101, 'LO110', '2019-06-24', null, 1.05],
  ['LO113', 'Tasha', 'Greene', 1877310, 'LO', 101, 'LO110', '2021-02-08', null, 0.95],
  ['LO114', 'Brandon', 'Lutz', 1990456, 'LO', 101, 'LO110', '2022-03-21', '2025-03-14', 0.7],
  ['LO115', 'Sofia', 'Navarro', 2488120, 'LO', 101, 'LO110', '2026-10-12', null, 0.8],
  ['LO121', 'Ethan', 'Caldwell', 562874, 'SLO', 102, 'LO120', '2015-05-11', null, 1.5],
  ['LO122', 'Morgan', 'Pruitt', 1644907, 'LO', 102, 'LO120', '2020-01-13', null, 1.1],
  ['LO123', 'Jamal', 'Hollins', 2201378, 'LO', 102, 'LO120', '2023-05-01', null, 0.9],
  ['LO124', 'Lauren', 'Fitch', 2350662, 'LO', 102, 'LO120', '2024-08-19', null, 0.85],
  ['LO131', 'Gregory', 'Sutton', 698251, 'SLO', 103, 'LO130', '2016-02-29', null, 1.25],
  ['LO132', 'Hannah', 'Bowers', 2076539, 'LO', 103, 'LO130', '2022-06-06', '2024-10-31', 0.75],
  ['LO133', 'Isaiah', 'Ferrell', 2411985, 'LO', 103, 'LO130', '2025-02-03', null, 0.85],
  ['LO141', 'Caleb', 'Ashworth', 1588734, 'LO', 104, 'LO140', '2019-05-20', null, 1.05],
  ['LO142', 'Naomi', 'Fairbanks', 1934466, 'LO', 104, 'LO140', '2021-08-30', null, 0.9],
  ['LO151', 'Ricky', 'Thigpen', 801177, 'SLO', 105, 'LO150', '2017-09-05', null, 1.3],
  ['LO152', 'Allison', 'Crane', 1711248, 'LO', 105, 'LO150', '2020-04-06', null, 1.0],
  ['LO153', 'Dylan', 'Mercer', 2499301, 'LO', 105, 'LO150', '2026-10-26', null, 0.8],
  ['LO161', 'Shonda', 'Pickett', 1298730, 'LO', 106, 'LO160', '2018-03-12', null, 1.1],
  ['LO162', 'Wesley', 'Hamrick', 2150744, 'LO', 106, 'LO160', '2023-01-09', null, 0.85],
  ['LO171', 'Joel', 'Braddock', 1702963, 'LO', 107, 'LO170', '2020-07-13', '2024-06-28', 0.9],
  ['LO181', 'Kendra', 'Ravenel', 2290417, 'LO', 108, 'LO180', '2024-04-01', null, 1.0],
  ['LO182', 'Austin', 'Legare', 2366080, 'LO', 108, 'LO180', '2025-01-13', null, 0.9],
];

/** [prod_cd, desc, loan_typ, amort, term, fix_yrs, actv, rate adjustment] */
const PRODS: [string, string, string, string, number, number | null, string, number][] = [
  ['C30F', 'Conventional 30 Year Fixed', 'CONV', 'FXD', 360, null, 'Y', 0],
  ['C15F', 'Conventional 15 Year Fixed', 'CONV', 'FXD', 180, null, 'Y', -0.7],
  ['ARM5', '5/6 SOFR ARM 30 Year', 'CONV', 'ARM', 360, 5, 'Y', -0.55],
  ['ARM7', '7/6 SOFR ARM 30 Year', 'CONV', 'ARM', 360, 7, 'Y', -0.45],
  ['FHA30', 'FHA 30 Year Fixed', 'FHA', 'FXD', 360, null, 'Y', -0.3],
  ['F15F', 'FHA 15 Year Fixed', 'FHA', 'FXD', 180, null, 'N', -0.85],
  ['VA30', 'VA 30 Year Fixed', 'VA', 'FXD', 360, null, 'Y', -0.4],
  ['JMB30', 'Jumbo 30 Year Fixed', 'JMBO', 'FXD', 360, null, 'Y', 0.15],
];

/** Average 30-year conventional rate by month, 2023-01 .. 2026-12. */
const MARKET = [
  6.35, 6.5, 6.55, 6.4, 6.6, 6.75, 6.85, 7.1, 7.3, 7.65, 7.3, 6.8,
  6.7, 6.8, 6.9, 7.05, 7.05, 6.95, 6.85, 6.55, 6.25, 6.45, 6.85, 6.85,
  7.0, 6.9, 6.7, 6.8, 6.85, 6.8, 6.75, 6.6, 6.35, 6.3, 6.25, 6.2,
  6.15, 6.1, 6.2, 6.25, 6.3, 6.2, 6.1, 6.05, 5.95, 6.0, 6.1, 6.1,
];
const marketOf = (iso: string) => MARKET[(Number(iso.slice(0, 4)) - 2023) * 12 + Number(iso.slice(5, 7)) - 1]!;
const CONF_LIMIT: Record<string, number> = { '2023': 726_200, '2024': 766_550, '2025': 806_500, '2026': 832_750 };

const FIRST_M = ['James', 'Robert', 'Michael', 'William', 'David', 'Joseph', 'Thomas', 'Christopher', 'Daniel', 'Matthew',
  'Anthony', 'Mark', 'Andrew', 'Joshua', 'Kenneth', 'Kevin', 'Brian', 'Timothy', 'Jason', 'Ryan', 'Jacob', 'Tyler', 'Nathan',
  'Aaron', 'Justin', 'Brandon', 'Samuel', 'Benjamin', 'Jordan', 'Dustin', 'Travis', 'Marcus', 'Terrence', 'Darius', 'Luis',
  'Carlos', 'Miguel', 'Raj', 'Vikram', 'Wei', 'Hunter', 'Cody', 'Logan', 'Caleb', 'Bryce', 'Garrett', 'Wade', 'Clint'];
const FIRST_F = ['Mary', 'Jennifer', 'Elizabeth', 'Sarah', 'Jessica', 'Ashley', 'Emily', 'Amanda', 'Megan', 'Rebecca', 'Laura',
  'Stephanie', 'Rachel', 'Heather', 'Nicole', 'Brittany', 'Lauren', 'Hannah', 'Kayla', 'Olivia', 'Emma', 'Madison', 'Taylor',
  'Shanice', 'Latoya', 'Keisha', 'Maria', 'Ana', 'Gabriela', 'Priya', 'Mei', 'Caroline', 'Savannah', 'Mary Beth', 'Anna',
  'Katherine', 'Allison', 'Courtney', 'Brooke', 'Lindsey', 'Kristen', 'Morgan', 'Holly', 'Jenna', 'Erin', 'Tiffany'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Moore', 'Taylor', 'Thomas',
  'Jackson', 'White', 'Harris', 'Martin', 'Thompson', 'Garcia', 'Martinez', 'Robinson', 'Clark', 'Lewis', 'Walker', 'Hall',
  'Allen', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Roberts',
  'Carter', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers',
  'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Bell', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks',
  'Bennett', 'Gray', 'James', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Powell', 'Jenkins', 'Perry',
  'Russell', 'Sullivan', 'Fisher', 'Henderson', 'Coleman', 'Simmons', 'Patterson', 'Jordan', 'Reynolds', 'Hamilton', 'Graham',
  'McCall', 'Hendricks', 'Blackwell', 'Honeycutt', 'Lowery', 'Locklear', 'Oxendine', 'Pittman', 'Hooks', 'Yount', 'Barefoot',
  'Faircloth', 'Nguyen', 'Patel', 'Shah', 'Chen', 'Kim', 'Lopez', 'Hernandez', 'Ramirez', 'Rivera', 'Gonzalez', 'Vance'];
const STREETS = ['Providence Rd', 'Sharon Amity Rd', 'Park Rd', 'Oak Hollow Dr', 'Magnolia Ln', 'Dogwood Ct', 'Chestnut St',
  'Laurel Ridge Dr', 'Willow Bend Ln', 'Pine Needle Way', 'Cedar Creek Rd', 'Hickory Grove Rd', 'Main St', 'Church St',
  'Country Club Dr', 'Lakeview Dr', 'Meadowbrook Ln', 'Sweetgrass Cir', 'Tobacco Rd', 'Live Oak Dr', 'Palmetto St',
  'Blue Ridge Pkwy', 'Mill Pond Rd', 'Harbor View Rd', 'Wren Ct', 'Cardinal Dr', 'Foxfire Ln', 'Old Plank Rd',
  'Sandhill Rd', 'Riverbend Dr', 'Persimmon Ct', 'Quail Hollow Rd', 'Stonecrest Blvd', 'Fieldstone Dr', 'Azalea Ave'];
const AMCS: [string, string[]][] = [
  ['Clear Capital', ['Donna Pridgen', 'Marty Caudle', 'Steve Oakley', 'Felicia Lam']],
  ['Class Valuation', ['Roger Tillman', 'Beth Ann Sizemore', 'Gordon Lyles', 'Nina Cabrera']],
  ['Solidifi', ['Jerry Whisnant', 'Kim Tran', 'Paul Ledford']],
  ['Carolina Appraisal Group', ['Tom Faulkner', 'Rhonda Easley', 'Vernon Cash', 'Leigh Ann Rhyne', 'Wallace Gist']],
  ['Reliable Valuation Services', ['Monique Dixon', 'Hal Burris', 'Anita Cope']],
];
const UWS = ['KMT', 'RJB', 'DLS', 'AHW', 'PCN', 'JEG'];
const COND_TXT: Record<string, string[]> = {
  INC: ['Provide 30 days of most recent paystubs', 'Provide 2024 and 2025 W-2s', 'Provide 2 years signed personal tax returns',
    'Provide YTD profit and loss statement', 'Provide award letter for retirement income'],
  AST: ['Provide 2 months bank statements, all pages', 'Source large deposit on bank statement', 'Provide most recent 401k statement'],
  VOE: ['Verbal VOE within 10 days of closing', 'Written VOE from current employer', 'Verify self-employment with CPA letter'],
  APR: ['Appraisal required', 'Appraiser to address repairs noted', 'Provide 1004D completion certificate', 'Second appraisal required'],
  HOI: ['Provide hazard insurance declarations page', 'Provide proof of paid premium', 'Insurance must list lender as mortgagee'],
  TTL: ['Provide preliminary title commitment', 'Clear judgment shown on title', 'Provide survey'],
  LOE: ['LOE for credit inquiries', 'LOE for gap in employment', 'LOE for address discrepancy'],
  CRD: ['Pay off collection account prior to closing', 'Provide 12 months rental history', 'Updated credit report required'],
  GFT: ['Provide signed gift letter and donor ability', 'Evidence of gift funds transfer'],
  PUR: ['Provide fully executed purchase contract', 'Provide addendum for price change', 'Provide earnest money receipt'],
};

interface Lo { id: string; brnch: number; hire: string; term: string | null; w: number }
interface Brwr {
  id: number; first: string; last: string; dob: string; ssn: string; fico: number | null; emp: string; inc: number; vet: string;
  ftb: string; email: string; cell: string; pulled: boolean;
}
interface Prop { id: number; addr: string; city: string; cnty: string; st: string; zip: string; typ: string; occ: string; yr: number }
interface Lock { id: number; dt: string; days: number; exp: string; rt: number; pts: number; sts: string }
interface App {
  no: string; dt: string; lo: Lo; brnch: number; prop: Prop; prod: string; purp: string; chnl: string; amt: number; price: number | null;
  est: number; ltv: number; dti: number; rt: number | null; sts: string; stsDt: string; aprv: string | null; fund: string | null;
  den: string | null; brwrs: [Brwr, string][]; locks: Lock[]; proc: string | null; uw: string | null; term: string | null;
  planFund: string | null; fico: number;
}

export function datasetSql(): string {
  const r = seededRandom(9101);

  // ---------- borrowers ----------
  const brwrs: Brwr[] = [];
  const emails = new Set<string>();
  const newBrwr = (last: string | null, female: boolean, age: number, appDt: string, vetP: number): Brwr => {
    const first = r.pick(female ? FIRST_F : FIRST_M);
    const ln = last ?? r.pick(LAST);
    const birthYear = Number(appDt.slice(0, 4)) - age;
    const dob = `${birthYear}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
    const fico = Math.round(Math.min(835, Math.max(560, 728 + 52 * (r.next() + r.next() + r.next() - 1.5) * 1.4)));
    const emp = age >= 64 ? r.weighted<string>([['RET', 70], ['W2', 22], ['SE', 8]]) : r.weighted<string>([['W2', 80], ['SE', 14], ['MIL', 6]]);
    const vet = emp === 'MIL' || r.chance(vetP) ? 'Y' : 'N';
    const base = emp === 'RET' ? 62_000 : emp === 'SE' ? 118_000 : 92_000;
    const inc = Math.round((base * Math.exp(0.45 * (r.next() + r.next() - 1))) / 100) * 100;
    let email = '';
    for (let n = 0; ; n++) {
      email = `${first.toLowerCase().replace(/ /g, '')}.${ln.toLowerCase()}${n ? n : ''}@${r.pick(['gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'att.net'])}`;
      if (!emails.has(email)) break;
    }
    emails.add(email);
    const b: Brwr = {
      id: 50_000 + brwrs.length * 3 + r.int(1, 2), first, last: ln, dob, ssn: pad(r.int(1, 9999), 4), fico, emp, inc, vet,
      ftb: 'N', email, cell: `(${r.pick(['704', '980', '919', '984', '336', '828', '864', '803', '843'])}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`,
      pulled: false,
    };
    brwrs.push(b);
    return b;
  };

  // ---------- applications ----------
  const los: Lo[] = LOS.map((l) => ({ id: l[0], brnch: l[5], hire: l[7], term: l[8], w: l[9] }));
  const props: Prop[] = [];
  const apps: App[] = [];
  const SEASON = [0.8, 0.9, 1.1, 1.2, 1.25, 1.2, 1.1, 1.05, 0.95, 0.9, 0.8, 0.7];
  const GROWTH: Record<number, number> = { 2023: 0.85, 2024: 0.95, 2025: 1.05, 2026: 1.2 };
  const seqByYear: Record<string, number> = {};
  const dates: string[] = [];
  for (let y = 2023; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      const first = `${y}-${pad(m)}-01`;
      if (first > LAST_DAY) break;
      const last = addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`, -1);
      const end = minIso(last, LAST_DAY);
      const frac = (Number(end.slice(8)) ) / Number(last.slice(8));
      const n = Math.round(68 * SEASON[m - 1]! * GROWTH[y]! * r.float(0.88, 1.12, 3) * frac);
      for (let i = 0; i < n; i++) dates.push(r.date(first, end));
    }
  }
  dates.sort();

  const closedOrDead: App[] = [];
  for (const dt of dates) {
    const dt20 = addDays(dt, 20);
    const eligible = los.filter((l) => l.hire <= dt && (!l.term || l.term >= dt20) && (() => {
      const b = branchOf(l.brnch);
      return b[4] <= dt && (!b[5] || b[5] >= dt20);
    })());
    const lo = r.weighted(eligible.map((l) => {
      const ramp = dayNo(dt) - dayNo(l.hire) < 90 ? 0.45 : 1;
      return [l, l.w * ramp] as const;
    }));
    const br = branchOf(lo.brnch);
    const yr = dt.slice(0, 4);

    // repeat borrower?
    let repeat: App | null = null;
    if (closedOrDead.length > 40 && r.chance(0.045)) {
      const cand = r.pick(closedOrDead.slice(-400));
      if (cand.term && cand.term < addDays(dt, -20) && !apps.some((a) => a.brwrs[0]![0] === cand.brwrs[0]![0] && a.dt > cand.dt)) repeat = cand;
    }

    const purp = repeat?.sts === 'CLSD'
      ? r.weighted<string>([['RTR', 55], ['COR', 45]])
      : r.weighted<string>(yr === '2023' ? [['PUR', 85], ['RTR', 5], ['COR', 10]] : yr === '2024' ? [['PUR', 80], ['RTR', 7], ['COR', 13]]
        : yr === '2025' ? [['PUR', 75], ['RTR', 10], ['COR', 15]] : [['PUR', 63], ['RTR', 20], ['COR', 17]]);

    // borrowers
    let b1: Brwr;
    let b2: Brwr | null = null;
    if (repeat) {
      b1 = repeat.brwrs[0]![0];
      const co = repeat.brwrs.find((x) => x[1] === 'C');
      if (co && r.chance(0.85)) b2 = co[0];
    } else {
      const age = Math.min(78, Math.max(22, Math.round(38 + 11 * (r.next() + r.next() + r.next() - 1.5) * 1.6)));
      const female = r.chance(0.45);
      b1 = newBrwr(null, female, age, dt, 0.09);
      if (purp === 'PUR') b1.ftb = age < 36 ? (r.chance(0.6) ? 'Y' : 'N') : r.chance(0.15) ? 'Y' : 'N';
      if (r.chance(purp === 'PUR' ? 0.44 : 0.38)) {
        const spouse = r.chance(0.78);
        b2 = newBrwr(spouse ? b1.last : null, spouse ? !female : r.chance(0.5), Math.max(21, age + r.int(-5, 5)), dt, 0.05);
        b2.ftb = b1.ftb;
      }
    }

    // property
    let prop: Prop;
    const mk = r.pick(br[7]);
    if (repeat && repeat.sts === 'CLSD') prop = repeat.prop;
    else {
      const typ = r.weighted<string>([['SFR', 70], ['TWH', 13], ['CON', 10], ['MF2', 3], ['MFH', 4]]);
      const occ = typ === 'MF2' ? r.weighted<string>([['I', 70], ['P', 30]]) : r.weighted<string>([['P', 86], ['S', 5], ['I', 9]]);
      prop = {
        id: 7001 + props.length, addr: `${r.int(100, 9899)} ${r.pick(STREETS)}`, city: mk[0], cnty: mk[1], st: mk[2], zip: r.pick(mk[3]),
        typ, occ, yr: typ === 'MFH' ? r.int(1988, 2024) : r.weighted<number>([[r.int(1950, 1989), 25], [r.int(1990, 2015), 45], [r.int(2016, 2026), 30]]),
      };
      if (prop.yr > Number(yr)) prop.yr = Number(yr);
      props.push(prop);
    }
    const typMult = prop.typ === 'CON' ? 0.62 : prop.typ === 'TWH' ? 0.78 : prop.typ === 'MFH' ? 0.5 : prop.typ === 'MF2' ? 1.1 : 1;
    const yrMult = 1 + 0.035 * (Number(yr) - 2023) + (Number(dt.slice(5, 7)) / 12) * 0.035;
    const luxury = prop.typ === 'SFR' && r.chance(0.05) ? r.float(1.6, 3.4, 3) : 1;
    const value = Math.round((br[6] * typMult * yrMult * luxury * Math.exp(0.38 * (r.next() + r.next() + r.next() - 1.5) * 1.4)) / 500) * 500;

    // product and amount
    const fico = Math.min(b1.fico!, b2?.fico ?? 999);
    let prod: string;
    let amt: number;
    let price: number | null = null;
    const limit = CONF_LIMIT[yr]!;
    const vet = b1.vet === 'Y' || b2?.vet === 'Y';
    if (purp === 'PUR') {
      price = value;
      let down: number;
      if (prop.occ === 'P' && vet && r.chance(0.65)) { prod = 'VA30'; down = r.weighted<number>([[0, 80], [0.05, 12], [0.1, 8]]); }
      else if (prop.occ === 'P' && (fico < 680 ? r.chance(0.7) : b1.ftb === 'Y' ? r.chance(0.25) : r.chance(0.05)) && prop.typ !== 'MF2') {
        prod = yr === '2023' && r.chance(0.06) ? 'F15F' : 'FHA30';
        down = r.weighted<number>([[0.035, 85], [0.05, 8], [0.1, 7]]);
      } else {
        prod = r.weighted<string>([['C30F', 72], ['C15F', 11], ['ARM7', 10], ['ARM5', 7]]);
        down = prop.occ === 'I' ? r.weighted<number>([[0.2, 40], [0.25, 50], [0.3, 10]])
          : prop.occ === 'S' ? r.weighted<number>([[0.1, 40], [0.2, 45], [0.25, 15]])
            : r.weighted<number>([[0.03, 12], [0.05, 25], [0.1, 20], [0.15, 10], [0.2, 28], [0.25, 5]]);
      }
      amt = Math.round(price * (1 - down));
      if (prod === 'FHA30' || prod === 'F15F') amt = Math.round(amt * 1.0175);
      if (prod === 'VA30') amt = Math.round(amt * (down >= 0.05 ? 1.015 : 1.0215));
      if ((prod === 'FHA30' || prod === 'F15F') && amt > limit * 0.66) prod = 'C30F';
      if (amt > limit) {
        // above the conforming limit: always the jumbo product, with a bigger down payment when that still stays jumbo
        prod = 'JMB30';
        const amt2 = Math.round(price * (1 - Math.max(down, r.pick([0.1, 0.15, 0.2, 0.25]))));
        if (amt2 > limit) amt = amt2;
      }
    } else {
      const ltv = purp === 'RTR' ? r.float(0.4, 0.8, 3) : r.float(0.5, 0.8, 3);
      amt = Math.round((value * ltv) / 100) * 100;
      if (prop.occ === 'P' && vet && r.chance(0.5)) prod = 'VA30';
      else if (prop.occ === 'P' && fico < 660 && r.chance(0.6)) prod = 'FHA30';
      else prod = r.weighted<string>([['C30F', 62], ['C15F', 24], ['ARM7', 8], ['ARM5', 6]]);
      if (amt > limit) prod = 'JMB30';
    }
    const est = purp === 'PUR' ? Math.round((price! * r.float(0.99, 1.04, 3)) / 1000) * 1000 : value;
    const ltv = Math.round((amt / Math.min(price ?? est, est)) * 100_000) / 1000;
    const totalInc = b1.inc + (b2?.inc ?? 0);
    const mrate = marketOf(dt) / 1200;
    const pi = (amt * mrate) / (1 - (1 + mrate) ** -360);
    const housing = pi + (value * 0.011) / 12;
    const dti = Math.min(56.5, Math.max(9, round2(((housing + r.int(150, 1400)) / (totalInc / 12)) * 100)));
    const chnl = purp === 'PUR' ? (repeat ? 'RTL' : r.weighted<string>([['RLT', 46], ['RTL', 20], ['WEB', 22], ['BLD', prop.yr >= Number(yr) - 1 ? 40 : 3]]))
      : r.weighted<string>([['RTL', 55], ['WEB', 45]]);

    seqByYear[yr] = (seqByYear[yr] ?? 0) + r.int(1, 3);
    const app: App = {
      no: `${yr.slice(2)}-${pad(seqByYear[yr]!, 5)}`, dt, lo, brnch: lo.brnch, prop, prod, purp, chnl, amt, price, est, ltv, dti, rt: null,
      sts: 'APPL', stsDt: dt, aprv: null, fund: null, den: null, brwrs: [[b1, 'B'], ...(b2 ? [[b2, 'C'] as [Brwr, string]] : [])],
      locks: [], proc: null, uw: null, term: null, planFund: null, fico,
    };

    // ---------- timeline ----------
    const pDeny = 0.05 + (fico < 640 ? 0.2 : fico < 680 ? 0.08 : 0) + (dti > 45 ? 0.14 : dti > 40 ? 0.04 : 0) + (b1.emp === 'SE' ? 0.04 : 0);
    const outcome = r.weighted<string>([['CLSD', 1 - pDeny - 0.17], ['DENY', pDeny], ['WDRN', 0.17]]);
    const ev: [string, string][] = [['APPL', dt]];
    const proc = addDays(dt, r.int(1, 5));
    const uw = addDays(proc, r.int(7, 20));
    ev.push(['PROC', proc], ['UNDW', uw]);
    let cur = uw;
    const susp = r.chance(outcome === 'CLSD' ? 0.16 : 0.4);
    if (susp) { cur = addDays(cur, r.int(2, 8)); ev.push(['SUSP', cur]); cur = addDays(cur, r.int(4, 25)); }
    let denRsn: string | null = null;
    if (outcome === 'DENY') {
      if (!susp) cur = addDays(cur, r.int(3, 14));
      ev.push(['DENY', cur]);
      denRsn = r.weighted<string>([['DTI', dti > 43 ? 45 : 8], ['CRED', fico < 660 ? 40 : 8], ['COLL', 10], ['EMPL', b1.emp === 'SE' ? 25 : 9],
        ['CASH', 7], ['INCP', susp ? 20 : 4]]);
    } else {
      if (susp) ev.push(['UNDW', cur]);
      const aprv = addDays(cur, r.int(3, 12));
      const fund = addDays(aprv, r.int(8, 30) + (purp !== 'PUR' ? 4 : 0));
      ev.push(['APRV', aprv], ['CLSD', fund]);
      app.planFund = fund;
      if (outcome === 'WDRN') {
        const wd = addDays(dt, r.weighted<number>([[r.int(1, 6), 25], [r.int(7, 30), 45], [r.int(31, 70), 30]]));
        while (ev.length > 1 && ev[ev.length - 1]![1] >= wd) ev.pop();
        ev.push(['WDRN', wd]);
        app.planFund = null;
      }
    }
    const termEv = ev[ev.length - 1]!;
    app.term = termEv[1];
    const seen = ev.filter((e) => e[1] <= LAST_DAY);
    const last = seen[seen.length - 1]!;
    app.sts = last[0];
    app.stsDt = last[1];
    const aprvEv = seen.find((e) => e[0] === 'APRV');
    app.aprv = aprvEv ? aprvEv[1] : null;
    if (app.sts === 'CLSD') app.fund = last[1];
    if (app.sts === 'DENY') app.den = denRsn;
    app.proc = seen.some((e) => e[0] === 'PROC') ? proc : null;
    app.uw = seen.some((e) => e[0] === 'UNDW') ? uw : null;
    if (app.sts === 'DENY' || app.sts === 'WDRN' || app.sts === 'CLSD') closedOrDead.push(app);

    // ---------- rate locks ----------
    const endDt = outcome === 'CLSD' ? app.planFund! : app.term;
    if (r.chance(0.88)) {
      let lckDt = r.chance(0.12) ? addDays(dt, r.int(0, 2)) : addDays(proc, r.int(0, 12));
      const adj = PRODS.find((p) => p[0] === prod)![7] + (prod === 'FHA30' || prod === 'VA30' || prod === 'F15F' ? (fico < 640 ? 0.25 : 0)
        : fico >= 760 ? -0.125 : fico >= 740 ? 0 : fico >= 700 ? 0.125 : fico >= 680 ? 0.25 : fico >= 660 ? 0.375 : 0.5) + (prop.occ === 'I' ? 0.625 : 0);
      let prevRt = 0;
      let first = true;
      while (lckDt < endDt) {
        const need = (ms(endDt) - ms(lckDt)) / DAY;
        const cover = need <= 15 ? 15 : need <= 30 ? 30 : need <= 45 ? 45 : 60;
        const days = first ? (r.chance(0.8) ? cover : r.weighted<number>([[15, 4], [30, 45], [45, 36], [60, 15]])) : cover === 60 ? 45 : cover;
        let rt = Math.round((marketOf(lckDt) + adj + r.pick([-0.125, 0, 0, 0.125])) * 8) / 8;
        if (!first) rt = Math.max(rt, prevRt) + 0.125;
        const pts = first ? r.weighted<number>([[0, 45], [0.25, 10], [0.5, 12], [1, 14], [1.5, 6], [-0.25, 7], [-0.5, 6]]) : 0;
        const exp = addDays(lckDt, days);
        app.locks.push({ id: 0, dt: lckDt, days, exp, rt, pts, sts: '' });
        prevRt = rt;
        first = false;
        if (exp >= endDt) break;
        if (!r.chance(outcome === 'CLSD' ? 1 : 0.6)) break;
        lckDt = minIso(addDays(exp, r.int(0, 2)), addDays(endDt, -1));
      }
      app.locks = app.locks.filter((l) => l.dt <= LAST_DAY && l.dt < app.term!);
      app.locks.forEach((l, i) => {
        const isLast = i === app.locks.length - 1;
        if (!isLast) l.sts = 'E';
        else if (app.sts === 'CLSD') l.sts = 'U';
        else if (app.sts === 'DENY' || app.sts === 'WDRN') l.sts = l.exp < app.stsDt ? 'E' : 'C';
        else l.sts = l.exp >= TODAY ? 'A' : 'E';
      });
      const lastLock = app.locks[app.locks.length - 1];
      app.rt = lastLock ? lastLock.rt : null;
    }
    if (app.sts === 'CLSD' && app.locks.length === 0) {
      // a loan that closed without a lock on file gets the lock it closed on, taken at processing
      const lckDt2 = maxIso(proc, addDays(app.fund!, -30));
      const rt = Math.round((marketOf(lckDt2) + PRODS.find((p) => p[0] === prod)![7] + 0.125) * 8) / 8;
      app.locks.push({ id: 0, dt: lckDt2, days: 30, exp: addDays(lckDt2, 30), rt, pts: 0, sts: 'U' });
      app.rt = rt;
    }
    for (const [b] of app.brwrs) if (app.sts !== 'APPL' || (app.sts === 'APPL' && r.chance(0.3))) b.pulled = true;
    apps.push(app);
  }
  apps.sort((a, b) => a.no.localeCompare(b.no));

  // ---------- conditions, appraisals, fees ----------
  const conds: [number, string, string, string, string, string | null, string, string][] = [];
  const apprs: [number, string, string, string, string, string, string | null, string | null, number | null, number][] = [];
  const fees: [string, number, string, string, string][] = [];
  let condId = 310_000;
  let apprId = 8_800;
  const rc = seededRandom(9102);
  for (const a of apps) {
    if (!a.proc) continue;
    const deadDt = a.sts === 'DENY' || a.sts === 'WDRN' ? a.stsDt : null;
    const limitDt = deadDt ?? LAST_DAY;
    // appraisals
    const waiver = a.purp !== 'COR' && a.ltv <= 80 && ['C30F', 'C15F', 'ARM5', 'ARM7'].includes(a.prod) && rc.chance(0.3);
    const apprFees: number[] = [];
    if (!waiver) {
      const nAppr = a.amt > 1_000_000 ? 2 : 1;
      const amcs = rc.shuffle(AMCS);
      for (let k = 0; k < nAppr; k++) {
        const ord = addDays(a.proc, rc.int(0, 4) + k * rc.int(0, 6));
        if (ord > limitDt) continue;
        const insp = addDays(ord, rc.int(3, 12));
        const rcvd = addDays(insp, rc.int(1, 6));
        const amc = amcs[k]!;
        const form = a.prop.typ === 'CON' ? '1073' : a.prop.typ === 'MF2' ? '1025' : a.purp === 'RTR' && a.ltv < 55 && rc.chance(0.5) ? '2055' : '1004';
        const fee = Math.round((form === '1073' ? rc.int(500, 650) : form === '1025' ? rc.int(850, 1050) : form === '2055' ? rc.int(325, 425)
          : a.amt > 1_000_000 ? rc.int(800, 1100) : rc.int(525, 725)) / 5) * 5;
        let val: number | null = null;
        const base = a.price ?? a.est;
        if (a.den === 'COLL') val = Math.round((base * rc.float(0.82, 0.93, 3)) / 1000) * 1000;
        else if (a.price) {
          const x = rc.next();
          val = x < 0.09 ? Math.round((base * rc.float(0.9, 0.99, 3)) / 1000) * 1000 : x < 0.6 ? base : Math.round((base * rc.float(1.0, 1.06, 3)) / 1000) * 1000;
        } else val = Math.round((base * rc.float(0.9, 1.08, 3)) / 1000) * 1000;
        const inspOk = insp <= limitDt;
        const rcvdOk = inspOk && rcvd <= LAST_DAY;
        apprs.push([apprId += rc.int(1, 4), a.no, form, amc[0], rc.pick(amc[1]), ord, inspOk ? insp : null, rcvdOk ? rcvd : null, rcvdOk ? val : null, fee]);
        apprFees.push(fee);
      }
    }
    // conditions
    if (a.uw) {
      const n = rc.int(2, 7) + (a.fico < 660 ? 2 : 0) + (a.brwrs[0]![0].emp === 'SE' ? 1 : 0);
      const uwBy = rc.pick(UWS);
      const doneBy = a.sts === 'CLSD' ? a.fund! : a.planFund ?? addDays(a.uw, 40);
      const codes = rc.shuffle(Object.keys(COND_TXT)).slice(0, Math.min(n, 10));
      if (a.purp !== 'PUR') { const i = codes.indexOf('PUR'); if (i >= 0) codes.splice(i, 1); }
      for (const cd of codes) {
        const add = minIso(addDays(a.uw, rc.weighted<number>([[rc.int(0, 2), 80], [rc.int(3, 15), 20]])), addDays(doneBy, -2));
        if (add > limitDt) continue;
        const span = Math.max(1, (ms(doneBy) - ms(add)) / DAY - 1);
        const clr = addDays(add, rc.int(1, Math.max(1, Math.round(span))));
        const waived = rc.chance(0.07);
        const isClr = clr <= limitDt && (a.sts === 'CLSD' || clr <= LAST_DAY);
        conds.push([condId += rc.int(1, 3), a.no, cd, rc.pick(COND_TXT[cd]!), add, isClr ? clr : null, isClr ? (waived ? 'W' : 'C') : 'O', uwBy]);
      }
    }
    // fees
    let seq = 0;
    const yr = a.dt.slice(0, 4);
    const fee = (cd: string, amt: number, by = 'B') => fees.push([a.no, ++seq, cd, amt.toFixed(2), by]);
    const sellerPays = a.purp === 'PUR' && rc.chance(0.18);
    if (rc.chance(0.55)) fee('ORIG', round2((a.amt * rc.pick([0.5, 0.75, 1])) / 100), sellerPays && rc.chance(0.5) ? 'S' : 'B');
    if (a.locks.length && a.locks[0]!.pts > 0) fee('DISC', round2((a.amt * a.locks[0]!.pts) / 100), sellerPays ? 'S' : 'B');
    for (const f of apprFees) fee('APPR', f);
    fee('CRED', round2((yr >= '2025' ? 82.5 : 64.75) * a.brwrs.length));
    fee('UWR', yr >= '2025' ? 1095 : 995, rc.chance(0.05) ? 'L' : sellerPays ? 'S' : 'B');
    fee('PROC', yr >= '2024' ? 595 : 495, sellerPays ? 'S' : 'B');
    fee('FLD', yr >= '2024' ? 12 : 8);
    fee('TAXS', 85, sellerPays ? 'S' : 'B');
  }

  // ids for locks
  let lckId = 120_000;
  const lockRows: [number, string, string, number, string, number, number, string][] = [];
  const sortedLocks = apps.flatMap((a) => a.locks.map((l) => ({ a, l }))).sort((x, y) => x.l.dt.localeCompare(y.l.dt) || x.a.no.localeCompare(y.a.no));
  for (const { a, l } of sortedLocks) {
    l.id = lckId += 1;
    lockRows.push([l.id, a.no, l.dt, l.days, l.exp.replace(/-/g, ''), l.rt, l.pts, l.sts]);
  }

  // fico: borrowers with no credit pulled yet get none
  for (const b of brwrs) if (!b.pulled) b.fico = null;

  const brwrOut = [...brwrs].sort((a, b) => a.id - b.id);

  return [
    'CREATE SCHEMA los;',
    `CREATE TABLE los.brnch (brnch_no smallint PRIMARY KEY, brnch_nm text NOT NULL, city_nm text NOT NULL, st_cd char(2) NOT NULL,
      opn_dt date NOT NULL, clsd_dt date, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE los.lo_off (lo_id varchar(6) PRIMARY KEY, frst_nm text NOT NULL, lst_nm text NOT NULL, nmls_no integer NOT NULL,
      role_cd varchar(3) NOT NULL, brnch_no smallint NOT NULL REFERENCES los.brnch (brnch_no), mgr_lo_id varchar(6) REFERENCES los.lo_off (lo_id),
      hire_dt date NOT NULL, term_dt date, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE los.brwr (brwr_id integer PRIMARY KEY, frst_nm text NOT NULL, lst_nm text NOT NULL, dob date NOT NULL, ssn_l4 char(4) NOT NULL,
      fico_scr smallint, emp_typ_cd varchar(3) NOT NULL, ann_inc_amt numeric(11,2) NOT NULL, vet_yn char(1) NOT NULL, ftb_yn char(1) NOT NULL,
      email_addr text, cell_ph varchar(14));`,
    `CREATE TABLE los.prop (prop_id integer PRIMARY KEY, addr_ln text NOT NULL, city_nm text NOT NULL, cnty_nm text NOT NULL, st_cd char(2) NOT NULL,
      zip_cd char(5) NOT NULL, prop_typ_cd varchar(3) NOT NULL, occ_cd char(1) NOT NULL, yr_blt smallint);`,
    `CREATE TABLE los.ln_prod (prod_cd varchar(5) PRIMARY KEY, prod_desc text NOT NULL, loan_typ varchar(4) NOT NULL, amort_typ varchar(3) NOT NULL,
      term_mo smallint NOT NULL, fix_yrs smallint, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE los.ln_app (ln_no varchar(8) PRIMARY KEY, app_dt date NOT NULL, lo_id varchar(6) NOT NULL REFERENCES los.lo_off (lo_id),
      brnch_no smallint NOT NULL, prop_id integer NOT NULL REFERENCES los.prop (prop_id), prod_cd varchar(5) NOT NULL, purp_cd varchar(3) NOT NULL,
      chnl_cd varchar(3) NOT NULL, ln_amt numeric(12,2) NOT NULL, purch_prc numeric(12,2), est_val numeric(12,2) NOT NULL, ltv_pct numeric(7,3) NOT NULL,
      dti_pct numeric(5,2) NOT NULL, note_rt numeric(6,3), sts_cd varchar(4) NOT NULL, sts_dt date NOT NULL, aprv_dt date, fund_dt date,
      den_rsn_cd varchar(4));`,
    `CREATE TABLE los.app_brwr (ln_no varchar(8) NOT NULL REFERENCES los.ln_app (ln_no), brwr_id integer NOT NULL REFERENCES los.brwr (brwr_id),
      brwr_role_cd char(1) NOT NULL, PRIMARY KEY (ln_no, brwr_id));`,
    `CREATE TABLE los.rt_lck (lck_id integer PRIMARY KEY, ln_no varchar(8) NOT NULL REFERENCES los.ln_app (ln_no), lck_dt date NOT NULL,
      lck_days smallint NOT NULL, exp_dt varchar(8) NOT NULL, lck_rt numeric(6,3) NOT NULL, disc_pts numeric(5,3) NOT NULL, lck_sts char(1) NOT NULL);`,
    `CREATE TABLE los.uw_cond (cond_id integer PRIMARY KEY, ln_no varchar(8) NOT NULL, cond_cd varchar(3) NOT NULL, cond_desc text NOT NULL,
      add_dt date NOT NULL, clr_dt date, cond_sts char(1) NOT NULL, uw_init varchar(3) NOT NULL);`,
    `CREATE TABLE los.apprsl (apprsl_id integer PRIMARY KEY, ln_no varchar(8) NOT NULL REFERENCES los.ln_app (ln_no), form_cd varchar(4) NOT NULL,
      amc_nm text NOT NULL, apprsr_nm text NOT NULL, ord_dt date NOT NULL, insp_dt date, rcvd_dt date, apprsd_val numeric(12,2), fee_amt numeric(8,2) NOT NULL);`,
    `CREATE TABLE los.ln_fee (ln_no varchar(8) NOT NULL REFERENCES los.ln_app (ln_no), fee_seq smallint NOT NULL, fee_cd varchar(4) NOT NULL,
      fee_amt varchar(12) NOT NULL, pd_by_cd char(1) NOT NULL, PRIMARY KEY (ln_no, fee_seq));`,
    insertRows('los.brnch', ['brnch_no', 'brnch_nm', 'city_nm', 'st_cd', 'opn_dt', 'clsd_dt', 'actv_yn'],
      BRANCHES.map((b) => [b[0], b[1], b[2], b[3], b[4], b[5], b[5] ? 'N' : 'Y'])),
    insertRows('los.lo_off', ['lo_id', 'frst_nm', 'lst_nm', 'nmls_no', 'role_cd', 'brnch_no', 'mgr_lo_id', 'hire_dt', 'term_dt', 'actv_yn'],
      LOS.map((l) => [l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7], l[8], l[8] ? 'N' : 'Y'])),
    insertRows('los.brwr', ['brwr_id', 'frst_nm', 'lst_nm', 'dob', 'ssn_l4', 'fico_scr', 'emp_typ_cd', 'ann_inc_amt', 'vet_yn', 'ftb_yn', 'email_addr', 'cell_ph'],
      brwrOut.map((b) => [b.id, b.first, b.last, b.dob, b.ssn, b.fico, b.emp, b.inc, b.vet, b.ftb, b.email, b.cell])),
    insertRows('los.prop', ['prop_id', 'addr_ln', 'city_nm', 'cnty_nm', 'st_cd', 'zip_cd', 'prop_typ_cd', 'occ_cd', 'yr_blt'],
      props.map((p) => [p.id, p.addr, p.city, p.cnty, p.st, p.zip, p.typ, p.occ, p.yr])),
    insertRows('los.ln_prod', ['prod_cd', 'prod_desc', 'loan_typ', 'amort_typ', 'term_mo', 'fix_yrs', 'actv_yn'], PRODS.map((p) => p.slice(0, 7))),
    insertRows('los.ln_app', ['ln_no', 'app_dt', 'lo_id', 'brnch_no', 'prop_id', 'prod_cd', 'purp_cd', 'chnl_cd', 'ln_amt', 'purch_prc', 'est_val', 'ltv_pct',
      'dti_pct', 'note_rt', 'sts_cd', 'sts_dt', 'aprv_dt', 'fund_dt', 'den_rsn_cd'],
    apps.map((a) => [a.no, a.dt, a.lo.id, a.brnch, a.prop.id, a.prod, a.purp, a.chnl, a.amt, a.price, a.est, a.ltv, a.dti, a.rt, a.sts, a.stsDt, a.aprv,
      a.fund, a.den])),
    insertRows('los.app_brwr', ['ln_no', 'brwr_id', 'brwr_role_cd'], apps.flatMap((a) => a.brwrs.map(([b, role]) => [a.no, b.id, role]))),
    insertRows('los.rt_lck', ['lck_id', 'ln_no', 'lck_dt', 'lck_days', 'exp_dt', 'lck_rt', 'disc_pts', 'lck_sts'], lockRows),
    insertRows('los.uw_cond', ['cond_id', 'ln_no', 'cond_cd', 'cond_desc', 'add_dt', 'clr_dt', 'cond_sts', 'uw_init'], conds),
    insertRows('los.apprsl', ['apprsl_id', 'ln_no', 'form_cd', 'amc_nm', 'apprsr_nm', 'ord_dt', 'insp_dt', 'rcvd_dt', 'apprsd_val', 'fee_amt'], apprs),
    insertRows('los.ln_fee', ['ln_no', 'fee_seq', 'fee_cd', 'fee_amt', 'pd_by_cd'], fees),
  ].join('\n');
}
