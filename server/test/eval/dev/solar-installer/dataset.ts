/**
 * Sunmesa Solar & Storage, a solar installer in Arizona (Phoenix metro and Tucson). It sells and installs rooftop and
 * ground-mounted solar systems, inverters and home batteries for homeowners (residential) and businesses
 * (commercial). Sales consultants work leads into proposals; a signed proposal becomes a contract; the company pulls
 * the permits, an installation crew installs the system, the city or county and then the utility inspect it, and the
 * utility grants permission to operate (PTO). After PTO the monitoring portal reports each system's monthly output.
 *
 * Schema `ops` (operations):
 * - `staff`: everybody on the payroll. `emp_cd` like E114; `first_nm`, `last_nm`; `dept_cd` MGT management, SLS sales,
 *   OPS office and operations (permitting, install management), INS installation crews; `title_txt` the job title as
 *   stored ('Sales Consultant', 'Sales Manager', 'Crew Lead', 'Installer', 'Electrician', 'Permit Coordinator', ...);
 *   `rgn_cd` the sales region of sales staff (PHXE Phoenix East Valley, PHXW Phoenix West Valley, TUC Tucson area),
 *   empty for others; `crew_cd` the crew an installer works on; `mgr_cd` the emp_cd of the person's manager (empty
 *   for the general manager); `hire_dt`; `term_dt` the last day of someone who has left; `actv_yn` Y for current staff,
 *   N for people who have left.
 * - `crew`: installation crews. `crew_cd` like CR3; `crew_nm`; `lead_cd` the emp_cd of the crew lead; `base_city`;
 *   `form_dt` when the crew was formed; `actv_yn` N for a crew that has been disbanded.
 * - `lead`: sales leads. `lead_no` number; `rcvd_dt` the day we received it; `src_cd` WEB website form, REF customer
 *   referral, D2D door-to-door canvassing, EVT home show or event, PTNR partner (roofers and electricians who pass on
 *   their customers); `lead_typ` RES homeowner or COM business; `city`; `mo_bill_amt` the monthly electric bill the
 *   prospect told us, dollars; `asgn_to` the emp_cd of the sales consultant working it (empty while unassigned);
 *   `lead_sts` NEW not contacted yet, CTC contacted (site visit or proposal still to come), PROP proposal presented,
 *   waiting for a decision, WON contract signed, LOST went elsewhere or no decision, DQ disqualified (renter, shading,
 *   roof, credit); `cust_no` the customer record created for the lead once we design a proposal (empty before that).
 * - `cust`: customers (every prospect who got a proposal, whether or not they signed). `cust_no` like C20417;
 *   `cust_nm` person or business name; `cust_typ` RES or COM; `email_addr`; `phone_no`; `crt_dt` when the record was
 *   created.
 * - `site`: the properties we design systems for (a home, a store, a warehouse); a business may have several.
 *   `site_cd` like ST-00412; `cust_no`; `street_addr`, `city`, `zip_cd`; `util_cd` the electric utility: APS (Arizona
 *   Public Service), SRP (Salt River Project), TEP (Tucson Electric Power); `roof_typ` COMP asphalt shingle, TILE
 *   concrete tile, FOAM flat foam roof, METL metal, GRND ground mount (no roof); `main_amps` the main electrical panel
 *   rating in amps; `hoa_yn` Y when the home is in an HOA that must approve the design.
 * - `mfr`: equipment manufacturers. `mfr_cd`; `mfr_nm`; `hq_ctry` the country of the head office.
 * - `equip`: the equipment catalogue. `sku`; `equip_typ` PNL solar panel (module), INV inverter (MICRO
 *   microinverters are one per panel), BAT battery; `mfr_cd`; `model_nm`; `rtd_w` rated power in watts (DC for panels,
 *   AC for inverters; empty for batteries); `cap_kwh` usable storage of a battery in kWh; `unit_cost` what one unit
 *   costs us, dollars; `warr_yrs` the manufacturer's warranty in years; `disc_yn` Y when we no longer sell it.
 * - `prop`: proposals (system designs with a price). `prop_no` like P-104233; `site_cd`; `rep_cd` the emp_cd of the
 *   sales consultant; `prop_dt` the day it was presented; `sys_kw` system size in kW DC (panel count x panel watts);
 *   `pnl_sku`, `pnl_qty`; `inv_sku`, `inv_qty`; `bat_sku`, `bat_qty` (empty when no battery is proposed);
 *   `est_yr_kwh` the expected production in the first year, kWh; `price_amt` the quoted price, dollars;
 *   `prop_sts` DRFT draft not shown yet, SENT presented and waiting, ACPT accepted (signed, see `ctr`), DECL declined,
 *   EXPD expired after 30 days without an answer, SUPR superseded by a revised proposal for the same site.
 * - `ctr`: signed contracts, one per accepted proposal. `ctr_no` like SA25-0031; `prop_no`; `sign_dt`; `ctr_amt` the
 *   contract value in dollars, kept as text from the old e-signature tool (e.g. '38450.00'); it can be above the
 *   proposal price when a change order was added (main panel upgrade, trenching); `ctr_sts` ACT active (being
 *   permitted or installed, not yet switched on), CMPL complete (PTO granted), CXL cancelled; `cxl_dt`; `cxl_rsn`
 *   FIN financing fell through, RMRS buyer's remorse, ROOF roof must be replaced first, HOA HOA refused, MOVE
 *   customer moving; `pto_dt` the day the utility granted permission to operate.
 * - `permit`: permits and utility applications. `permit_no`; `ctr_no`; `permit_typ` BLDG building permit, ELEC
 *   separate electrical permit (some cities, and battery systems), UTIL utility interconnection application;
 *   `ahj_nm` the authority that issues it (a city, or the utility for UTIL); `sub_dt` submitted; `iss_dt` the day it
 *   was approved, as text MM/DD/YYYY (empty until approved); `permit_sts` SUB submitted, REV in review, CORR
 *   corrections requested, APRV approved, DENY denied (a new permit is submitted), WDRN withdrawn (contract
 *   cancelled); `fee_amt` fee paid, dollars.
 * - `job`: installation jobs, one per contract that reached installation scheduling. `job_no`; `ctr_no`; `crew_cd`;
 *   `sched_dt` the planned start; `start_dt`, `cmpl_dt` actual start and completion (empty until they happen);
 *   `job_sts` SCHD scheduled, INPR in progress, HOLD on hold, DONE installed, CXL cancelled; `hold_rsn` for jobs on
 *   hold: WTHR weather, MATL material shortage, CUST customer request; `lbr_hrs` labour hours booked.
 * - `job_line`: the equipment actually installed on completed jobs (as built). `job_no`, `ln_no`, `sku`, `qty`.
 * - `insp`: inspections of installed systems. `insp_id`; `job_no`; `insp_typ` FNL final inspection by the city or
 *   county, UTL utility meter/witness inspection; `insp_dt`; `rslt_cd` P pass, F fail (a re-inspection follows);
 *   `fail_cd` LBL labelling, GRND grounding/bonding, SETB fire setback, CNDT conduit, METR meter; `inspctr_nm`.
 * - `prod_rdg`: monthly production readings of systems that have PTO. `site_cd`; `rdg_yr` year (integer); `rdg_mo`
 *   month 1-12; `kwh_amt` energy produced that month; `est_kwh` what the design model expected for that month;
 *   `src_cd` MON monitoring portal, UTL utility meter data.
 *
 * Schema `fin` (financing and billing):
 * - `lender`: financing partners. `lender_cd`; `lender_nm`; `prod_typ` LOAN or LEASE.
 * - `fin_agmt`: how each contract is paid for, one row per contract. `agmt_no`; `ctr_no`; `fin_typ` CASH, LOAN,
 *   LEASE; `lender_cd` (empty for cash); `apr_pct` loan interest rate (loans only, empty when declined); `term_mo`;
 *   `mo_pmt_amt` the customer's monthly payment (loans and leases, empty when declined); `esc_pct` lease yearly
 *   escalator; `appr_dt` credit approval date; `fund_sts` APPR approved, FUND funded by the lender (after PTO), DECL
 *   declined, CXL cancelled; empty for cash.
 * - `inv`: invoices to cash customers, in three milestones. `inv_no`; `ctr_no`; `mlstn_cd` DEP 10% deposit at
 *   signing, INST 60% at installation, PTO 30% at permission to operate; `inv_dt`; `due_dt`; `inv_amt`; `paid_dt`
 *   (empty while unpaid); `void_flg` 1 for an invoice voided (deposit of a cancelled contract), else 0.
 *
 * Data from January 2023 up to 2026-11-24; production readings up to October 2026.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoOf(ms(iso) + n * DAY);
const diffDays = (a: string, b: string) => Math.round((ms(a) - ms(b)) / DAY);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const maxIso = (...d: string[]) => d.reduce((a, b) => (a > b ? a : b));

type Rgn = 'PHXE' | 'PHXW' | 'TUC';

/** [city, region, utility weights, zips, weight] */
const CITIES: [string, Rgn, [string, number][], string[], number][] = [
  ['Mesa', 'PHXE', [['SRP', 80], ['APS', 20]], ['85201', '85203', '85205', '85207', '85209', '85212'], 13],
  ['Gilbert', 'PHXE', [['SRP', 100]], ['85233', '85234', '85295', '85296', '85298'], 10],
  ['Chandler', 'PHXE', [['SRP', 90], ['APS', 10]], ['85224', '85225', '85226', '85248', '85249'], 9],
  ['Scottsdale', 'PHXE', [['APS', 65], ['SRP', 35]], ['85250', '85254', '85258', '85260'], 6],
  ['Tempe', 'PHXE', [['SRP', 100]], ['85281', '85282', '85283', '85284'], 5],
  ['Queen Creek', 'PHXE', [['SRP', 100]], ['85140', '85142'], 4],
  ['Phoenix', 'PHXW', [['APS', 55], ['SRP', 45]], ['85008', '85016', '85018', '85020', '85032', '85044', '85085'], 16],
  ['Glendale', 'PHXW', [['APS', 85], ['SRP', 15]], ['85301', '85304', '85308', '85310'], 7],
  ['Peoria', 'PHXW', [['APS', 100]], ['85345', '85382', '85383'], 6],
  ['Surprise', 'PHXW', [['APS', 100]], ['85374', '85379', '85387'], 5],
  ['Goodyear', 'PHXW', [['APS', 100]], ['85338', '85395'], 3],
  ['Tucson', 'TUC', [['TEP', 100]], ['85704', '85710', '85715', '85718', '85730', '85748'], 12],
  ['Oro Valley', 'TUC', [['TEP', 100]], ['85737', '85755'], 4],
  ['Marana', 'TUC', [['TEP', 100]], ['85653', '85658'], 3],
  ['Sahuarita', 'TUC', [['TEP', 100]], ['85629'], 2],
];
const cityOf = (c: string) => CITIES.find((x) => x[0] === c)!;

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Kevin', 'Heather', 'Brian', 'Nicole', 'Scott', 'Rachel', 'Eric', 'Amy',
  'Steven', 'Laura', 'Jason', 'Kelly', 'Derek', 'Tanya', 'Gary', 'Monica', 'Paul', 'Erin', 'Trevor', 'Jill', 'Hector',
  'Priya', 'Sean', 'Lucia', 'Vince', 'Carmen', 'Neil', 'Dana', 'Owen', 'Ruth', 'Caleb', 'Gwen', 'Marco', 'Tessa',
  'Jerome', 'Ingrid', 'Alicia', 'Raul', 'Brenda', 'Felipe', 'Joanne', 'Dale', 'Yolanda', 'Curtis', 'Norma', 'Arturo'];
const LAST = ['Anderson', 'Baker', 'Castillo', 'Dawson', 'Ellis', 'Fischer', 'Grant', 'Holt', 'Ibarra', 'Jensen', 'Keller',
  'Lowell', 'Mendez', 'Nolan', 'Ortiz', 'Pruitt', 'Quinn', 'Ramos', 'Sandoval', 'Thornton', 'Underwood', 'Vasquez',
  'Walsh', 'Yates', 'Zimmerman', 'Bishop', 'Carver', 'Dunn', 'Foley', 'Gallo', 'Hale', 'Kemp', 'Lindgren', 'Marsh',
  'Novak', 'Pace', 'Reyes', 'Stroud', 'Tran', 'Webb', 'Acosta', 'Begay', 'Chavez', 'Duarte', 'Espinoza', 'Fuentes',
  'Gomez', 'Harper', 'Jaramillo', 'Lucero', 'Molina', 'Navarro', 'Olsen', 'Romero', 'Salazar', 'Tafoya', 'Valdez'];
const COM_NAMES = ['Desert Ridge Dental', 'Copper State Storage', 'Saguaro Self Storage', 'Camelback Auto Repair',
  'Mesa Family Chiropractic', 'Valley Cold Storage', 'Sonoran Brewing Co', 'Gilbert Tire & Brake', 'Red Rock Veterinary',
  'Cactus Wren Winery', 'Chandler Print Works', 'Superstition Car Wash', 'Old Town Bakery', 'Tucson Mountain Nursery',
  'Sun Devil Fitness', 'Pima Plumbing Supply', 'Agua Fria Feed & Tack', 'Arrowhead Pediatrics', 'Papago Office Park',
  'Catalina Foothills Church', 'Rillito Farms', 'Salt River Cabinets', 'Mountain Vista Animal Clinic', 'Ironwood Dental',
  'Verrado Market', 'Grand Canyon Logistics', 'Oro Valley Physical Therapy', 'Estrella Storage', 'Biltmore Cleaners',
  'Dobson Ranch Veterinary', 'Pinnacle Peak Winery', 'Desert Sky Distribution', 'Marana Ag Supply', 'Tempe Town Offices',
  'Queen Creek Olive Mill', 'Sahuarita Pecan Co'];
const STREETS = ['E Baseline Rd', 'W Camelback Rd', 'N Scottsdale Rd', 'E Guadalupe Rd', 'W Bell Rd', 'E Warner Rd',
  'S Power Rd', 'N 7th St', 'W Thunderbird Rd', 'E Broadway Rd', 'N Oracle Rd', 'E Speedway Blvd', 'E Tanque Verde Rd',
  'W Ina Rd', 'N Litchfield Rd', 'E Ray Rd', 'S Val Vista Dr', 'W Olive Ave', 'N Dysart Rd', 'E Shea Blvd',
  'W Glendale Ave', 'E Southern Ave', 'E Queen Creek Rd', 'W Orange Grove Rd'];

/** [emp_cd, first, last, dept, title, rgn, crew, mgr, hire, term, skill] */
type StaffRow = [string, string, string, string, string, Rgn | null, string | null, string | null, string, string | null, number];
const STAFF: StaffRow[] = [
  ['E100', 'Marcus', 'Bell', 'MGT', 'General Manager', null, null, null, '2016-03-01', null, 0],
  ['E101', 'Lorena', 'Vega', 'SLS', 'VP of Sales', null, null, 'E100', '2017-06-12', null, 0],
  ['E102', 'Tom', 'Hadley', 'OPS', 'Director of Operations', null, null, 'E100', '2016-09-19', null, 0],
  ['E103', 'Grace', 'Kim', 'OPS', 'Office Manager', null, null, 'E100', '2019-02-04', null, 0],
  ['E110', 'Kristen', 'Yazzie', 'SLS', 'Sales Manager', 'PHXE', null, 'E101', '2018-04-16', null, 0],
  ['E120', 'Devin', 'Malhotra', 'SLS', 'Sales Manager', 'PHXW', null, 'E101', '2019-01-07', null, 0],
  ['E130', 'Rosa', 'Quintero', 'SLS', 'Sales Manager', 'TUC', null, 'E101', '2020-08-24', null, 0],
  ['E111', 'Tyler', 'Brooks', 'SLS', 'Sales Consultant', 'PHXE', null, 'E110', '2019-05-13', null, 1.35],
  ['E112', 'Amanda', 'Reyes', 'SLS', 'Sales Consultant', 'PHXE', null, 'E110', '2020-10-05', null, 1.1],
  ['E113', 'Jordan', 'Pike', 'SLS', 'Sales Consultant', 'PHXE', null, 'E110', '2021-03-22', '2024-05-31', 0.8],
  ['E114', 'Samantha', 'Ruiz', 'SLS', 'Sales Consultant', 'PHXE', null, 'E110', '2023-02-06', null, 1.0],
  ['E115', 'Cole', 'Jennings', 'SLS', 'Sales Consultant', 'PHXE', null, 'E110', '2024-06-17', null, 0.9],
  ['E116', 'Mia', 'Larkin', 'SLS', 'Sales Consultant', 'PHXE', null, 'E110', '2026-10-19', null, 0.7],
  ['E121', 'Nathan', 'Ortega', 'SLS', 'Sales Consultant', 'PHXW', null, 'E120', '2018-07-30', null, 1.25],
  ['E122', 'Brianna', 'Cho', 'SLS', 'Sales Consultant', 'PHXW', null, 'E120', '2021-09-13', null, 1.05],
  ['E123', 'Luis', 'Carrasco', 'SLS', 'Sales Consultant', 'PHXW', null, 'E120', '2022-04-04', '2025-08-15', 0.95],
  ['E124', 'Hannah', 'Boyd', 'SLS', 'Sales Consultant', 'PHXW', null, 'E120', '2025-08-25', null, 1.0],
  ['E125', 'Isaac', 'Freeman', 'SLS', 'Sales Consultant', 'PHXW', null, 'E120', '2023-01-09', '2023-04-28', 0.3],
  ['E131', 'Gabriel', 'Moreno', 'SLS', 'Sales Consultant', 'TUC', null, 'E130', '2020-09-08', null, 1.2],
  ['E132', 'Erin', 'Whitaker', 'SLS', 'Sales Consultant', 'TUC', null, 'E130', '2022-11-14', null, 0.95],
  ['E133', 'Dominic', 'Shaw', 'SLS', 'Sales Consultant', 'TUC', null, 'E130', '2025-02-03', null, 0.85],
  ['E140', 'Paula', 'Nguyen', 'OPS', 'Permit Coordinator', null, null, 'E102', '2019-11-18', null, 0],
  ['E141', 'Ricardo', 'Soto', 'OPS', 'Permit Coordinator', null, null, 'E102', '2023-06-05', null, 0],
  ['E150', 'Wes', 'Garrison', 'OPS', 'Installation Manager', null, null, 'E102', '2017-02-20', null, 0],
  ['E151', 'Curtis', 'Maddox', 'INS', 'Crew Lead', null, 'CR0', 'E150', '2018-03-12', '2024-08-09', 0],
  ['E152', 'Joel', 'Pratt', 'INS', 'Installer', null, 'CR0', 'E151', '2021-05-03', '2024-07-26', 0],
  ['E153', 'Andre', 'Lyons', 'INS', 'Installer', null, 'CR1', 'E161', '2022-01-10', null, 0],
  ['E161', 'Hector', 'Alvarez', 'INS', 'Crew Lead', null, 'CR1', 'E150', '2017-04-03', null, 0],
  ['E162', 'Bryce', 'Tolliver', 'INS', 'Electrician', null, 'CR1', 'E161', '2019-08-19', null, 0],
  ['E163', 'Sergio', 'Lara', 'INS', 'Installer', null, 'CR1', 'E161', '2023-03-27', null, 0],
  ['E171', 'Wyatt', 'Hensley', 'INS', 'Crew Lead', null, 'CR2', 'E150', '2018-10-01', null, 0],
  ['E172', 'Kurt', 'Abernathy', 'INS', 'Electrician', null, 'CR2', 'E171', '2020-06-15', null, 0],
  ['E173', 'Miguel', 'Esquivel', 'INS', 'Installer', null, 'CR2', 'E171', '2022-09-06', null, 0],
  ['E174', 'Ty', 'Ransom', 'INS', 'Installer', null, 'CR2', 'E171', '2024-02-19', null, 0],
  ['E181', 'Darnell', 'Foster', 'INS', 'Crew Lead', null, 'CR3', 'E150', '2019-03-18', null, 0],
  ['E182', 'Jake', 'Morrow', 'INS', 'Electrician', null, 'CR3', 'E181', '2021-01-25', null, 0],
  ['E183', 'Omar', 'Haddad', 'INS', 'Installer', null, 'CR3', 'E181', '2023-07-10', null, 0],
  ['E184', 'Cody', 'Pelletier', 'INS', 'Installer', null, 'CR3', 'E181', '2022-02-14', '2025-03-21', 0],
  ['E191', 'Ramon', 'Villa', 'INS', 'Crew Lead', null, 'CR4', 'E150', '2020-09-28', null, 0],
  ['E192', 'Nick', 'Sutter', 'INS', 'Electrician', null, 'CR4', 'E191', '2021-04-12', null, 0],
  ['E193', 'Luke', 'Benally', 'INS', 'Installer', null, 'CR4', 'E191', '2024-04-01', null, 0],
  ['E201', 'Travis', 'Kowalski', 'INS', 'Crew Lead', null, 'CR5', 'E150', '2016-11-07', null, 0],
  ['E202', 'Manuel', 'Cordova', 'INS', 'Electrician', null, 'CR5', 'E201', '2024-03-04', null, 0],
  ['E203', 'Seth', 'Rowley', 'INS', 'Installer', null, 'CR5', 'E201', '2024-03-04', null, 0],
  ['E204', 'Victor', 'Pena', 'INS', 'Installer', null, 'CR5', 'E201', '2024-09-16', null, 0],
];

/** [crew_cd, crew_nm, lead_cd, base_city, form_dt, disbanded] */
const CREWS: [string, string, string, string, string, string | null][] = [
  ['CR0', 'Yucca', 'E151', 'Mesa', '2019-02-04', '2024-08-09'],
  ['CR1', 'Saguaro', 'E161', 'Mesa', '2017-04-03', null],
  ['CR2', 'Mesquite', 'E171', 'Phoenix', '2018-10-01', null],
  ['CR3', 'Ocotillo', 'E181', 'Phoenix', '2019-03-18', null],
  ['CR4', 'Palo Verde', 'E191', 'Tucson', '2020-09-28', null],
  ['CR5', 'Cholla Commercial', 'E201', 'Phoenix', '2024-03-04', null],
];
const CREW_FAIL: Record<string, number> = { CR0: 0.27, CR1: 0.07, CR2: 0.19, CR3: 0.12, CR4: 0.1, CR5: 0.15 };
const CREW_SIZE: Record<string, number> = { CR0: 3, CR1: 4, CR2: 4, CR3: 3, CR4: 3, CR5: 4 };

/** [mfr_cd, mfr_nm, hq_ctry] */
const MFRS: [string, string, string][] = [
  ['QCL', 'Hanwha Qcells', 'South Korea'],
  ['REC', 'REC Group', 'Norway'],
  ['CSI', 'Canadian Solar', 'Canada'],
  ['SLF', 'Silfab Solar', 'Canada'],
  ['JKO', 'JinkoSolar', 'China'],
  ['ENP', 'Enphase Energy', 'United States'],
  ['SEDG', 'SolarEdge', 'Israel'],
  ['SMA', 'SMA Solar Technology', 'Germany'],
  ['TSL', 'Tesla', 'United States'],
  ['FRK', 'FranklinWH', 'United States'],
  ['LGE', 'LG Energy Solution', 'South Korea'],
];

/** [sku, typ, mfr, model, rtd_w, cap_kwh, unit_cost, warr, disc, from, until] */
type EquipRow = [string, 'PNL' | 'INV' | 'BAT', string, string, number | null, number | null, number, number, string, string, string];
const EQUIP: EquipRow[] = [
  ['PNL-QC-405', 'PNL', 'QCL', 'Q.PEAK DUO BLK ML-G10+ 405', 405, null, 176.0, 25, 'Y', '2020-01-01', '2024-09-30'],
  ['PNL-QC-425', 'PNL', 'QCL', 'Q.TRON BLK M-G2+ 425', 425, null, 184.5, 25, 'N', '2024-07-01', '2099-01-01'],
  ['PNL-REC-410', 'PNL', 'REC', 'Alpha Pure-R 410', 410, null, 214.0, 25, 'N', '2020-01-01', '2099-01-01'],
  ['PNL-CS-400', 'PNL', 'CSI', 'HiKu6 Mono 400', 400, null, 139.0, 12, 'Y', '2020-01-01', '2025-03-31'],
  ['PNL-CS-445', 'PNL', 'CSI', 'TOPBiHiKu6 445', 445, null, 151.0, 25, 'N', '2025-01-15', '2099-01-01'],
  ['PNL-SF-420', 'PNL', 'SLF', 'SIL-420 QD', 420, null, 197.0, 25, 'N', '2023-04-01', '2099-01-01'],
  ['PNL-JK-430', 'PNL', 'JKO', 'Tiger Neo 430', 430, null, 132.5, 15, 'N', '2023-01-01', '2099-01-01'],
  ['INV-ENP-IQ8M', 'INV', 'ENP', 'IQ8M-72 Microinverter', 330, null, 161.0, 25, 'N', '2020-01-01', '2099-01-01'],
  ['INV-ENP-IQ8A', 'INV', 'ENP', 'IQ8A-72 Microinverter', 366, null, 178.0, 25, 'N', '2023-06-01', '2099-01-01'],
  ['INV-SE-7600', 'INV', 'SEDG', 'SE7600H-US Energy Hub', 7600, null, 1715.0, 12, 'N', '2020-01-01', '2099-01-01'],
  ['INV-SMA-7.7', 'INV', 'SMA', 'Sunny Boy 7.7-US', 7700, null, 1540.0, 10, 'N', '2020-01-01', '2099-01-01'],
  ['INV-SMA-50', 'INV', 'SMA', 'Sunny Tripower CORE1 50-US', 50000, null, 6880.0, 10, 'N', '2020-01-01', '2099-01-01'],
  ['INV-TSL-7.6', 'INV', 'TSL', 'Tesla Solar Inverter 7.6kW', 7600, null, 1395.0, 12, 'N', '2024-01-01', '2099-01-01'],
  ['BAT-TSL-PW2', 'BAT', 'TSL', 'Powerwall 2', null, 13.5, 8350.0, 10, 'Y', '2020-01-01', '2024-04-30'],
  ['BAT-TSL-PW3', 'BAT', 'TSL', 'Powerwall 3', null, 13.5, 9150.0, 10, 'N', '2024-03-01', '2099-01-01'],
  ['BAT-ENP-5P', 'BAT', 'ENP', 'IQ Battery 5P', null, 5.0, 4080.0, 15, 'N', '2023-09-01', '2099-01-01'],
  ['BAT-FRK-A2', 'BAT', 'FRK', 'aPower 2', null, 15.0, 9700.0, 12, 'N', '2024-10-01', '2099-01-01'],
  ['BAT-LG-16', 'BAT', 'LGE', 'RESU Prime 16H', null, 16.0, 8890.0, 10, 'N', '2020-01-01', '2099-01-01'],
];
const eq = (sku: string) => EQUIP.find((e) => e[0] === sku)!;
const avail = (typ: string, d: string) => EQUIP.filter((e) => e[1] === typ && e[9] <= d && e[10] >= d);

/** [lender_cd, lender_nm, prod_typ, apr range] */
const LENDERS: [string, string, 'LOAN' | 'LEASE', number, number][] = [
  ['GLP', 'GoodLeap', 'LOAN', 3.99, 8.99],
  ['MOS', 'Mosaic', 'LOAN', 4.49, 9.49],
  ['SUN', 'Sunlight Financial', 'LOAN', 5.99, 9.99],
  ['DVD', 'Dividend Finance', 'LOAN', 4.99, 8.49],
  ['CWB', 'Canyon West Bank', 'LOAN', 6.25, 8.75],
  ['LRH', 'LightReach', 'LEASE', 0, 0],
  ['SNS', 'SunStrong Leasing', 'LEASE', 0, 0],
];

/** Share of a year's output produced in each month (Arizona). */
const SEASON = [0.058, 0.067, 0.087, 0.098, 0.107, 0.106, 0.096, 0.092, 0.087, 0.081, 0.064, 0.057];
const SEASON_SUM = SEASON.reduce((a, b) => a + b, 0);

interface Staff { cd: string; rgn: Rgn | null; hire: string; term: string | null; skill: number }
interface Lead {
  no: number; rcvd: string; src: string; typ: 'RES' | 'COM'; city: string; bill: number; rep: string | null; sts: string; cust: Cust | null;
}
interface Cust { no: string; nm: string; typ: 'RES' | 'COM'; email: string; phone: string; crt: string }
interface Site { cd: string; cust: Cust; addr: string; city: string; zip: string; util: string; roof: string; amps: number; hoa: string }
interface Prop {
  no: string; site: Site; rep: string; dt: string; kw: number; pnl: string; pnlQty: number; inv: string; invQty: number;
  bat: string | null; batQty: number | null; estKwh: number; price: number; sts: string;
}
interface Ctr {
  no: string; prop: Prop; sign: string; amt: number; sts: string; cxl: string | null; rsn: string | null; pto: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(7_312_026);
  const staff: Staff[] = STAFF.map((s) => ({ cd: s[0], rgn: s[5], hire: s[8], term: s[9], skill: s[10] }));
  const reps = staff.filter((s) => s.skill > 0);
  const activeReps = (rgn: Rgn, d: string) => reps.filter((s) => s.rgn === rgn && s.hire <= d && (!s.term || s.term > addDays(d, 10)));
  const repOf = (cd: string) => reps.find((s) => s.cd === cd)!;

  // ---------- leads ----------
  const leads: Lead[] = [];
  const SEAS_LEADS = [0.8, 0.95, 1.2, 1.25, 1.15, 0.95, 0.8, 0.85, 1.0, 1.1, 1.0, 0.8];
  const base: Record<number, number> = { 2023: 12, 2024: 16, 2025: 19, 2026: 23 };
  let leadSeq = 40_100;
  for (let y = 2023; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      if (y === 2026 && m === 12) break;
      const first = `${y}-${pad(m)}-01`;
      const last = isoOf(Date.UTC(y, m, 0));
      const to = last > LAST_DAY ? LAST_DAY : last;
      const share = (diffDays(to, first) + 1) / (diffDays(last, first) + 1);
      const n = Math.round(base[y]! * SEAS_LEADS[m - 1]! * r.float(0.85, 1.15, 3) * share);
      const days = Array.from({ length: n }, () => r.date(first, to)).sort();
      for (const d of days) {
        const typ = r.chance(0.08) ? 'COM' : 'RES';
        const city = r.weighted(CITIES.map((c) => [c[0], c[4]] as const));
        leads.push({
          no: (leadSeq += r.int(1, 3)),
          rcvd: d,
          src: r.weighted<string>(typ === 'COM' ? [['WEB', 30], ['REF', 25], ['EVT', 15], ['PTNR', 30]] : [['WEB', 34], ['REF', 19], ['D2D', 23], ['EVT', 9], ['PTNR', 15]]),
          typ,
          city,
          bill: typ === 'RES' ? r.int(95, 430) : r.int(6, 48) * 100,
          rep: null,
          sts: 'NEW',
          cust: null,
        });
      }
    }
  }

  // ---------- customers, sites, proposals, contracts ----------
  const custs: Cust[] = [];
  const sites: Site[] = [];
  const props: Prop[] = [];
  const ctrs: Ctr[] = [];
  const usedNames = new Set<string>();
  let custSeq = 20_100;
  let siteSeq = 100;
  let propSeq = 104_000;
  const ctrSeqByYr: Record<string, number> = {};
  let comAt = 0;
  const PROP_P: Record<string, number> = { WEB: 0.36, REF: 0.58, D2D: 0.27, EVT: 0.3, PTNR: 0.46 };

  const design = (site: Site, rep: string, dt: string, bill: number, typ: 'RES' | 'COM', prevBat: boolean | null): Prop => {
    const pnls = avail('PNL', dt);
    const pnlE = typ === 'COM'
      ? r.weighted(pnls.map((e) => [e, e[0].startsWith('PNL-JK') || e[0].startsWith('PNL-CS') ? 5 : 1] as const))
      : r.weighted(pnls.map((e) => [e, e[0] === 'PNL-REC-410' ? 3 : e[0].startsWith('PNL-QC') ? 4 : e[0] === 'PNL-SF-420' ? 2 : 2] as const));
    const needKwh = (bill / (typ === 'RES' ? 0.145 : 0.12)) * 12 * r.float(0.6, 0.9, 3);
    let kw = needKwh / 1700;
    kw = typ === 'RES' ? Math.min(17, Math.max(3.2, kw)) : Math.min(160, Math.max(20, kw));
    const pnlQty = Math.max(8, Math.round((kw * 1000) / pnlE[4]!));
    const sysKw = round2((pnlQty * pnlE[4]!) / 1000);
    let invE: EquipRow;
    let invQty: number;
    if (typ === 'COM') {
      invE = eq('INV-SMA-50');
      invQty = Math.max(1, Math.ceil(sysKw / 55));
    } else {
      const invs = avail('INV', dt).filter((e) => e[0] !== 'INV-SMA-50');
      invE = r.weighted(invs.map((e) => [e, e[0].startsWith('INV-ENP') ? 5 : 2] as const));
      invQty = invE[4]! < 1000 ? pnlQty : Math.max(1, Math.ceil((sysKw * 1000) / 1.2 / invE[4]!));
    }
    const yr = Number(dt.slice(0, 4));
    const batP = typ === 'COM' ? 0.06 : ({ 2023: 0.2, 2024: 0.29, 2025: 0.37, 2026: 0.46 } as Record<number, number>)[yr]!;
    const withBat = prevBat ?? r.chance(batP);
    let bat: EquipRow | null = null;
    let batQty: number | null = null;
    if (withBat) {
      const bats = avail('BAT', dt);
      bat = invE[0] === 'INV-TSL-7.6' && bats.some((b) => b[0] === 'BAT-TSL-PW3') ? eq('BAT-TSL-PW3')
        : invE[0].startsWith('INV-ENP') && bats.some((b) => b[0] === 'BAT-ENP-5P') && r.chance(0.6) ? eq('BAT-ENP-5P')
          : r.pick(bats.filter((b) => b[0] !== 'BAT-ENP-5P'));
      batQty = bat[0] === 'BAT-ENP-5P' ? r.int(2, 4) : typ === 'COM' ? r.int(2, 4) : r.weighted<number>([[1, 75], [2, 25]]);
    }
    const ppw = typ === 'RES' ? r.float(2.65, 3.35, 3) : r.float(1.85, 2.35, 3);
    const batPrice = bat ? batQty! * (bat[0] === 'BAT-ENP-5P' ? 5600 : bat[5]! * 930) : 0;
    const price = Math.round((sysKw * 1000 * ppw + batPrice) / 10) * 10;
    return {
      no: `P-${(propSeq += r.int(1, 9))}`,
      site, rep, dt, kw: sysKw, pnl: pnlE[0], pnlQty, inv: invE[0], invQty, bat: bat ? bat[0] : null, batQty,
      estKwh: Math.round(sysKw * r.int(1560, 1760) * (site.roof === 'GRND' ? 1.05 : 1)), price, sts: 'SENT',
    };
  };

  const personName = () => {
    let nm: string;
    do nm = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    while (usedNames.has(nm));
    usedNames.add(nm);
    return nm;
  };
  const newSite = (cust: Cust, city: string): Site => {
    const c = cityOf(city);
    const site: Site = {
      cd: `ST-${pad((siteSeq += r.int(1, 6)), 5)}`,
      cust,
      addr: `${r.int(100, 9899)} ${r.pick(STREETS)}`,
      city,
      zip: r.pick(c[3]),
      util: r.weighted(c[2]),
      roof: cust.typ === 'COM' ? r.weighted<string>([['FOAM', 55], ['METL', 30], ['GRND', 15]]) : r.weighted<string>([['TILE', 52], ['COMP', 30], ['FOAM', 8], ['METL', 4], ['GRND', 6]]),
      amps: cust.typ === 'COM' ? r.pick([400, 600, 800, 1200]) : r.weighted<number>([[100, 6], [150, 12], [200, 74], [400, 8]]),
      hoa: cust.typ === 'RES' && r.chance(0.42) ? 'Y' : 'N',
    };
    sites.push(site);
    return site;
  };

  for (const lead of leads) {
    const rgn = cityOf(lead.city)[1];
    const age = diffDays(LAST_DAY, lead.rcvd);
    const pool = activeReps(rgn, lead.rcvd);
    const rep = r.weighted(pool.map((s) => [s, s.skill] as const));
    lead.rep = rep.cd;
    if (age < 4 && r.chance(0.6)) {
      lead.rep = null;
      lead.sts = 'NEW';
      continue;
    }
    if (age < 9 && r.chance(0.5)) {
      lead.sts = 'NEW';
      continue;
    }
    if (r.chance(0.1)) {
      lead.sts = 'DQ';
      continue;
    }
    const getsProp = r.chance(Math.min(0.85, PROP_P[lead.src]! * (0.75 + rep.skill * 0.25) * (lead.typ === 'COM' ? 1.1 : 1)));
    if (!getsProp) {
      lead.sts = age < 40 ? 'CTC' : r.chance(0.8) ? 'LOST' : 'DQ';
      continue;
    }
    const propDt = addDays(lead.rcvd, r.int(5, 32));
    if (propDt > LAST_DAY) {
      lead.sts = 'CTC';
      continue;
    }
    // the consultant at proposal time (reassigned if the first one left)
    let repCd = rep.cd;
    if (rep.term && rep.term < propDt) {
      const p2 = activeReps(rgn, propDt);
      repCd = r.weighted(p2.map((s) => [s, s.skill] as const)).cd;
      lead.rep = repCd;
    }
    const skill = repOf(repCd).skill;
    const crt = addDays(propDt, -r.int(1, 6));
    const typ = lead.typ;
    let nm: string;
    if (typ === 'RES') nm = personName();
    else if (comAt < COM_NAMES.length) nm = COM_NAMES[comAt++]!;
    else {
      do nm = `${r.pick(LAST)} ${r.pick(['Holdings LLC', 'Properties', 'Family Farms', 'Enterprises', 'Investments LLC'])}`;
      while (usedNames.has(nm));
      usedNames.add(nm);
    }
    const cust: Cust = {
      no: `C${(custSeq += r.int(2, 17))}`,
      nm,
      typ,
      email: '',
      phone: `(${rgn === 'TUC' ? '520' : r.pick(['480', '602', '623'])}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`,
      crt,
    };
    cust.email = `${cust.nm.toLowerCase().replace(/[^a-z ]/g, '').split(' ').slice(0, 2).join('.')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'cox.net', 'icloud.com'])}`;
    custs.push(cust);
    lead.cust = cust;
    const nSites = cust.typ === 'COM' ? r.weighted<number>([[1, 62], [2, 28], [3, 10]]) : 1;
    const decideWin = r.chance(Math.min(0.9, 0.5 * skill * (lead.src === 'REF' ? 1.2 : 1)));
    const decideLag = r.int(3, 28);
    let anyWon = false;
    let anyPending = false;
    for (let k = 0; k < nSites; k++) {
      const city = k === 0 ? lead.city : r.pick(CITIES.filter((c) => c[1] === rgn))[0];
      const site = newSite(cust, city);
      let dt = addDays(propDt, k * r.int(0, 6));
      if (dt > LAST_DAY) dt = LAST_DAY;
      const bill = cust.typ === 'COM' ? (k === 0 ? lead.bill : r.int(6, 40) * 100) : lead.bill;
      let p = design(site, repCd, dt, bill, cust.typ, null);
      props.push(p);
      if (r.chance(0.22)) {
        const dt2 = addDays(dt, r.int(4, 18));
        if (dt2 <= LAST_DAY) {
          p.sts = 'SUPR';
          const withBat = p.bat !== null ? r.chance(0.8) : r.chance(0.3);
          p = design(site, repCd, dt2, bill * r.float(0.85, 1.1, 3), cust.typ, withBat);
          props.push(p);
        }
      }
      const decide = addDays(p.dt, decideLag + k);
      if (diffDays(LAST_DAY, p.dt) < 3 && r.chance(0.5)) {
        p.sts = 'DRFT';
        anyPending = true;
        continue;
      }
      if (decide > LAST_DAY) {
        p.sts = 'SENT';
        anyPending = true;
        continue;
      }
      if (!decideWin) {
        p.sts = r.chance(0.6) ? 'DECL' : 'EXPD';
        continue;
      }
      p.sts = 'ACPT';
      anyWon = true;
      const yy = decide.slice(2, 4);
      ctrSeqByYr[yy] = (ctrSeqByYr[yy] ?? 0) + r.int(1, 2);
      let amt = p.price;
      if (r.chance(0.16)) amt += r.pick([1850, 2400, 2400, 3150, 4200]);
      else if (r.chance(0.05)) amt -= r.pick([500, 750, 1000]);
      ctrs.push({ no: `SA${yy}-${pad(ctrSeqByYr[yy]!, 4)}`, prop: p, sign: decide, amt, sts: 'ACT', cxl: null, rsn: null, pto: null });
    }
    lead.sts = anyWon ? 'WON' : anyPending ? 'PROP' : 'LOST';
  }

  // ---------- financing ----------
  interface Fin { no: string; ctr: Ctr; typ: string; lender: string | null; apr: number | null; term: number | null; pmt: number | null; esc: number | null; appr: string | null; sts: string | null }
  const fins: Fin[] = [];
  const rf = seededRandom(55_021);
  let finSeq = 7_000;
  for (const c of ctrs) {
    const com = c.prop.site.cust.typ === 'COM';
    const typ = rf.weighted<string>(com ? [['CASH', 55], ['LOAN', 45]] : [['CASH', 27], ['LOAN', 52], ['LEASE', 21]]);
    const f: Fin = { no: `FA-${(finSeq += rf.int(1, 5))}`, ctr: c, typ, lender: null, apr: null, term: null, pmt: null, esc: null, appr: null, sts: null };
    if (typ === 'LOAN') {
      const l = com ? LENDERS.find((x) => x[0] === 'CWB')! : rf.weighted(LENDERS.filter((x) => x[2] === 'LOAN' && x[0] !== 'CWB').map((x) => [x, x[0] === 'GLP' ? 4 : x[0] === 'MOS' ? 3 : 2] as const));
      f.lender = l[0];
      f.term = com ? rf.pick([84, 120]) : rf.weighted<number>([[120, 15], [180, 25], [240, 30], [300, 30]]);
      f.appr = addDays(c.sign, -rf.int(0, 3));
      if (rf.chance(0.05) && addDays(c.sign, 12) <= LAST_DAY) {
        f.sts = 'DECL';
        c.cxl = addDays(c.sign, rf.int(4, 12));
        c.rsn = 'FIN';
      } else {
        f.apr = rf.float(l[3], l[4], 2);
        const mr = f.apr / 1200;
        const n = f.term;
        f.pmt = round2((c.amt * mr) / (1 - (1 + mr) ** -n));
        f.sts = 'APPR';
      }
    } else if (typ === 'LEASE') {
      const l = rf.pick(LENDERS.filter((x) => x[2] === 'LEASE'));
      f.lender = l[0];
      f.term = 300;
      f.esc = rf.pick([0, 0.99, 1.99, 2.9]);
      f.pmt = round2(c.prop.kw * rf.float(13.5, 17.5, 2) * (1 - (f.esc ?? 0) / 12) + (c.prop.bat ? c.prop.batQty! * 38 : 0));
      f.appr = addDays(c.sign, -rf.int(0, 2));
      f.sts = 'APPR';
    }
    fins.push(f);
  }
  // other cancellations
  for (const c of ctrs) {
    if (c.cxl) continue;
    if (rf.chance(0.08)) {
      const d = addDays(c.sign, rf.int(3, 70));
      if (d <= LAST_DAY) {
        c.cxl = d;
        c.rsn = rf.weighted<string>([['RMRS', 40], ['ROOF', 25], ['MOVE', 15], ...(c.prop.site.hoa === 'Y' ? [['HOA', 30] as [string, number]] : [])]);
      }
    }
  }
  // ---------- permits ----------
  interface Permit { no: string; ctr: Ctr; typ: string; ahj: string; sub: string; iss: string | null; sts: string; fee: number }
  const permits: Permit[] = [];
  const rp = seededRandom(90_217);
  const permitSeq: Record<string, number> = {};
  const approvedBy = new Map<Ctr, string | null>();
  for (const c of ctrs) {
    const sub = addDays(c.sign, rp.int(4, 16));
    if (sub > LAST_DAY || (c.cxl && c.cxl <= sub)) {
      approvedBy.set(c, null);
      continue;
    }
    const site = c.prop.site;
    const types = ['BLDG'];
    if (c.prop.bat || site.city === 'Phoenix' || cityOf(site.city)[1] === 'TUC' || site.cust.typ === 'COM') types.push('ELEC');
    types.push('UTIL');
    let allDone: string | null = '0000-00-00';
    for (const typ of types) {
      const ahj = typ === 'UTIL' ? site.util : ['Marana', 'Sahuarita', 'Queen Creek', 'Gilbert', 'Oro Valley'].includes(site.city) ? `Town of ${site.city}` : `City of ${site.city}`;
      let s = typ === 'UTIL' ? addDays(sub, rp.int(0, 5)) : sub;
      let done: string | null = null;
      for (let attempt = 0; attempt < 3; attempt++) {
        if (s > LAST_DAY || (c.cxl && c.cxl <= s)) break;
        const yr = s.slice(0, 4);
        const key = `${typ}${yr}`;
        permitSeq[key] = (permitSeq[key] ?? rp.int(1000, 3000)) + rp.int(1, 40);
        const no = `${typ === 'UTIL' ? site.util : typ === 'BLDG' ? 'BLD' : 'ELE'}-${yr}-${pad(permitSeq[key]!, 5)}`;
        const slow = site.city === 'Phoenix' || site.city === 'Tucson' ? 1.5 : 1;
        let review = Math.round(rp.int(typ === 'UTIL' ? 8 : 4, typ === 'UTIL' ? 30 : 20) * slow);
        const corr = rp.chance(0.18);
        if (corr) review += rp.int(7, 21);
        const deny = attempt === 0 && rp.chance(0.035);
        const iss = addDays(s, review);
        const fee = typ === 'UTIL' ? (site.util === 'TEP' ? 100 : 0) : typ === 'ELEC' ? rp.int(75, 160) : Math.round((site.cust.typ === 'COM' ? 900 + c.prop.kw * 6 : 220 + c.prop.kw * 22) * rp.float(0.9, 1.1, 3));
        const p: Permit = { no, ctr: c, typ, ahj, sub: s, iss: null, sts: 'SUB', fee };
        permits.push(p);
        const cxlBefore = (d: string) => c.cxl !== null && c.cxl <= d;
        if (deny) {
          const dd = addDays(s, review - 3);
          if (dd <= LAST_DAY && !cxlBefore(dd)) {
            p.sts = 'DENY';
            s = addDays(dd, rp.int(6, 15));
            if (s > LAST_DAY || cxlBefore(s)) break;
            continue;
          }
        }
        if (iss <= LAST_DAY && !cxlBefore(iss)) {
          p.sts = 'APRV';
          p.iss = iss;
          done = iss;
        } else if (c.cxl) p.sts = 'WDRN';
        else if (corr && addDays(s, review - rp.int(5, 10)) <= LAST_DAY) p.sts = 'CORR';
        else if (diffDays(LAST_DAY, s) >= 2) p.sts = 'REV';
        break;
      }
      if (typ !== 'UTIL') allDone = done && allDone ? maxIso(allDone, done) : null;
    }
    approvedBy.set(c, allDone);
  }

  // ---------- jobs, lines, inspections, PTO ----------
  interface Job { no: number; ctr: Ctr; crew: string; sched: string; start: string | null; cmpl: string | null; sts: string; hold: string | null; hrs: number | null }
  interface Line { job: Job; sku: string; qty: number }
  interface Insp { id: number; job: Job; typ: string; dt: string; rslt: string; fail: string | null; who: string }
  const jobs: Job[] = [];
  const lines: Line[] = [];
  const insps: Insp[] = [];
  const rj = seededRandom(31_408);
  const CITY_INSP = ['R. Delgado', 'M. Thornburg', 'K. Oyelaran', 'J. Whitcomb', 'S. Patel', 'L. Brandt', 'D. Cheney', 'A. Romero'];
  const UTIL_INSP: Record<string, string[]> = { APS: ['APS Field Services - T. Nash', 'APS Field Services - B. Ochoa'], SRP: ['SRP Metering - C. Dahl', 'SRP Metering - F. Ruelas'], TEP: ['TEP Meter Shop - G. Ybarra'] };
  let jobSeq = 3_000;
  const pendingJobs = [...ctrs].filter((c) => approvedBy.get(c)).sort((a, b) => approvedBy.get(a)!.localeCompare(approvedBy.get(b)!));
  for (const c of pendingJobs) {
    const ready = approvedBy.get(c)!;
    const site = c.prop.site;
    const rgn = cityOf(site.city)[1];
    const sched = addDays(ready, rj.int(5, 24));
    let crew: string;
    if (site.cust.typ === 'COM') crew = sched >= '2024-03-04' ? 'CR5' : 'CR3';
    else if (rgn === 'TUC') crew = 'CR4';
    else if (rgn === 'PHXE') crew = sched < '2024-08-01' ? rj.weighted<string>([['CR0', 45], ['CR1', 45], ['CR3', 10]]) : rj.weighted<string>([['CR1', 80], ['CR3', 20]]);
    else crew = rj.weighted<string>([['CR2', 70], ['CR3', 30]]);
    const job: Job = { no: (jobSeq += rj.int(1, 4)), ctr: c, crew, sched, start: null, cmpl: null, sts: 'SCHD', hold: null, hrs: null };
    jobs.push(job);
    if (c.cxl && c.cxl <= sched) {
      job.sts = 'CXL';
      continue;
    }
    if (c.cxl) {
      // cancellations only happen before installation
      c.cxl = null;
      c.rsn = null;
    }
    if (sched > LAST_DAY) continue;
    const delay = rj.chance(0.16) ? rj.int(1, 9) : 0;
    if (diffDays(LAST_DAY, sched) < 45 && rj.chance(0.3)) {
      job.sts = 'HOLD';
      job.hold = rj.weighted<string>([['WTHR', 30], ['MATL', 45], ['CUST', 25]]);
      continue;
    }
    const start = addDays(sched, delay);
    const days = site.cust.typ === 'COM' ? Math.max(2, Math.round(c.prop.kw / 22)) + rj.int(0, 2) : (c.prop.kw > 10 ? 2 : 1) + (c.prop.bat ? 1 : 0);
    const cmpl = addDays(start, days - 1);
    if (start > LAST_DAY) continue;
    job.start = start;
    if (cmpl > LAST_DAY) {
      job.sts = 'INPR';
      continue;
    }
    job.cmpl = cmpl;
    job.sts = 'DONE';
    job.hrs = Math.round(days * CREW_SIZE[crew]! * rj.float(6.5, 9.5, 2) * 4) / 4;
    const pnl = rj.chance(0.06) ? rj.pick(avail('PNL', start).filter((e) => e[0] !== c.prop.pnl && Math.abs(e[4]! - eq(c.prop.pnl)[4]!) <= 20))?.[0] ?? c.prop.pnl : c.prop.pnl;
    lines.push({ job, sku: pnl, qty: c.prop.pnlQty });
    lines.push({ job, sku: c.prop.inv, qty: c.prop.invQty });
    if (c.prop.bat) lines.push({ job, sku: c.prop.bat, qty: c.prop.batQty! });
    // inspections
    let d = addDays(cmpl, rj.int(3, 14));
    let passed: string | null = null;
    for (let k = 0; k < 3 && d <= LAST_DAY; k++) {
      const fail = rj.chance(k === 0 ? CREW_FAIL[crew]! : 0.12);
      insps.push({ id: 0, job, typ: 'FNL', dt: d, rslt: fail ? 'F' : 'P', fail: fail ? rj.weighted<string>([['LBL', 35], ['GRND', 25], ['SETB', 15], ['CNDT', 25]]) : null, who: rj.pick(CITY_INSP) });
      if (!fail) {
        passed = d;
        break;
      }
      d = addDays(d, rj.int(5, 14));
    }
    if (!passed) continue;
    d = addDays(passed, rj.int(6, 24));
    let uPassed: string | null = null;
    for (let k = 0; k < 3 && d <= LAST_DAY; k++) {
      const fail = rj.chance(0.06);
      insps.push({ id: 0, job, typ: 'UTL', dt: d, rslt: fail ? 'F' : 'P', fail: fail ? 'METR' : null, who: rj.pick(UTIL_INSP[site.util]!) });
      if (!fail) {
        uPassed = d;
        break;
      }
      d = addDays(d, rj.int(7, 15));
    }
    if (!uPassed) continue;
    const pto = addDays(uPassed, rj.int(1, 9));
    if (pto <= LAST_DAY) {
      c.pto = pto;
      c.sts = 'CMPL';
    }
  }
  for (const c of ctrs) if (c.cxl) c.sts = 'CXL';
  insps.sort((a, b) => a.dt.localeCompare(b.dt) || a.job.no - b.job.no);
  insps.forEach((x, i) => (x.id = 51_000 + i * 3 + (i % 2)));
  for (const f of fins) {
    if (f.ctr.cxl && f.sts === 'APPR') f.sts = 'CXL';
    else if (f.sts === 'APPR' && f.ctr.pto) f.sts = addDays(f.ctr.pto, 12) <= LAST_DAY ? 'FUND' : 'APPR';
  }

  // ---------- production readings ----------
  const rr = seededRandom(12_345);
  const weather = new Map<string, number>();
  for (let y = 2023; y <= 2026; y++) for (let m = 1; m <= 12; m++) weather.set(`${y}-${m}`, rr.float(0.9, 1.06, 3));
  const rdgs: [string, number, number, number, number, string][] = [];
  const done = ctrs.filter((c) => c.pto).sort((a, b) => a.prop.site.cd.localeCompare(b.prop.site.cd));
  for (const c of done) {
    const site = c.prop.site;
    const health = rr.weighted<number>([[1, 80], [0.93, 12], [0.78, 8]]);
    const src = site.util === 'TEP' || rr.chance(0.1) ? 'UTL' : 'MON';
    let y = Number(c.pto!.slice(0, 4));
    let m = Number(c.pto!.slice(5, 7)) + 1;
    if (m === 13) {
      m = 1;
      y++;
    }
    let months = 0;
    while (y < 2026 || (y === 2026 && m <= 10)) {
      const est = Math.round((c.prop.estKwh * SEASON[m - 1]!) / SEASON_SUM);
      const degr = 1 - 0.005 * (months / 12);
      let kwh = est * weather.get(`${y}-${m}`)! * health * degr * rr.float(0.95, 1.05, 3);
      if (rr.chance(0.02)) kwh *= rr.float(0, 0.45, 2);
      rdgs.push([site.cd, y, m, Math.round(kwh * 10) / 10, est, src]);
      months++;
      m++;
      if (m === 13) {
        m = 1;
        y++;
      }
    }
  }

  // ---------- invoices (cash contracts) ----------
  const ri = seededRandom(66_880);
  interface Inv { no: string; ctr: Ctr; ms: string; dt: string; due: string; amt: number; paid: string | null; voidF: number }
  const invs: Inv[] = [];
  const jobOf = new Map(jobs.map((j) => [j.ctr, j]));
  for (const f of fins) {
    if (f.typ !== 'CASH') continue;
    const c = f.ctr;
    const com = c.prop.site.cust.typ === 'COM';
    const slow = ri.weighted<number>([[0, 58], [1, 27], [2, 15]]);
    const mk = (mstone: string, dt: string, share: number) => {
      const due = addDays(dt, com ? 30 : 15);
      const lag = slow === 0 ? ri.int(0, 12) : slow === 1 ? ri.int(5, 35) : ri.int(25, 110);
      const paidDt = slow === 2 && ri.chance(0.15) ? '9999-12-31' : addDays(dt, lag);
      const amt = mstone === 'PTO' ? round2(c.amt - round2(c.amt * 0.1) - round2(c.amt * 0.6)) : round2(c.amt * share);
      const inv: Inv = { no: '', ctr: c, ms: mstone, dt, due, amt, paid: paidDt <= LAST_DAY ? paidDt : null, voidF: 0 };
      invs.push(inv);
      return inv;
    };
    const dep = mk('DEP', c.sign, 0.1);
    if (c.cxl) {
      if (!dep.paid || dep.paid >= c.cxl) {
        dep.paid = null;
        dep.voidF = 1;
      }
      continue;
    }
    const j = jobOf.get(c);
    if (j?.cmpl) mk('INST', j.cmpl, 0.6);
    if (c.pto) mk('PTO', c.pto, 0.3);
  }
  invs.sort((a, b) => a.dt.localeCompare(b.dt) || a.ctr.no.localeCompare(b.ctr.no));
  let invSeq = 880_000;
  for (const i of invs) i.no = `INV${(invSeq += ri.int(1, 6))}`;

  return [
    'CREATE SCHEMA ops;',
    'CREATE SCHEMA fin;',
    `CREATE TABLE ops.staff (emp_cd varchar(5) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, dept_cd char(3) NOT NULL,
      title_txt text NOT NULL, rgn_cd varchar(4), crew_cd varchar(4), mgr_cd varchar(5) REFERENCES ops.staff (emp_cd), hire_dt date NOT NULL,
      term_dt date, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.crew (crew_cd varchar(4) PRIMARY KEY, crew_nm text NOT NULL, lead_cd varchar(5) NOT NULL REFERENCES ops.staff (emp_cd),
      base_city text NOT NULL, form_dt date NOT NULL, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.cust (cust_no varchar(7) PRIMARY KEY, cust_nm text NOT NULL, cust_typ char(3) NOT NULL, email_addr text, phone_no varchar(14),
      crt_dt date NOT NULL);`,
    `CREATE TABLE ops.lead (lead_no integer PRIMARY KEY, rcvd_dt date NOT NULL, src_cd varchar(4) NOT NULL, lead_typ char(3) NOT NULL, city text NOT NULL,
      mo_bill_amt numeric(8,2), asgn_to varchar(5) REFERENCES ops.staff (emp_cd), lead_sts varchar(4) NOT NULL,
      cust_no varchar(7) REFERENCES ops.cust (cust_no));`,
    `CREATE TABLE ops.site (site_cd varchar(8) PRIMARY KEY, cust_no varchar(7) NOT NULL REFERENCES ops.cust (cust_no), street_addr text NOT NULL,
      city text NOT NULL, zip_cd char(5) NOT NULL, util_cd varchar(4) NOT NULL, roof_typ varchar(4) NOT NULL, main_amps smallint NOT NULL,
      hoa_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.mfr (mfr_cd varchar(4) PRIMARY KEY, mfr_nm text NOT NULL, hq_ctry text NOT NULL);`,
    `CREATE TABLE ops.equip (sku varchar(14) PRIMARY KEY, equip_typ char(3) NOT NULL, mfr_cd varchar(4) NOT NULL REFERENCES ops.mfr (mfr_cd),
      model_nm text NOT NULL, rtd_w integer, cap_kwh numeric(5,1), unit_cost numeric(9,2) NOT NULL, warr_yrs smallint NOT NULL, disc_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.prop (prop_no varchar(10) PRIMARY KEY, site_cd varchar(8) NOT NULL REFERENCES ops.site (site_cd),
      rep_cd varchar(5) NOT NULL REFERENCES ops.staff (emp_cd), prop_dt date NOT NULL, sys_kw numeric(7,2) NOT NULL,
      pnl_sku varchar(14) NOT NULL REFERENCES ops.equip (sku), pnl_qty integer NOT NULL, inv_sku varchar(14) NOT NULL REFERENCES ops.equip (sku),
      inv_qty integer NOT NULL, bat_sku varchar(14) REFERENCES ops.equip (sku), bat_qty integer, est_yr_kwh integer NOT NULL,
      price_amt numeric(11,2) NOT NULL, prop_sts varchar(4) NOT NULL);`,
    `CREATE TABLE ops.ctr (ctr_no varchar(10) PRIMARY KEY, prop_no varchar(10) NOT NULL UNIQUE REFERENCES ops.prop (prop_no), sign_dt date NOT NULL,
      ctr_amt varchar(12) NOT NULL, ctr_sts varchar(4) NOT NULL, cxl_dt date, cxl_rsn varchar(4), pto_dt date);`,
    `CREATE TABLE ops.permit (permit_no varchar(16) PRIMARY KEY, ctr_no varchar(10) NOT NULL REFERENCES ops.ctr (ctr_no), permit_typ varchar(4) NOT NULL,
      ahj_nm text NOT NULL, sub_dt date NOT NULL, iss_dt varchar(10), permit_sts varchar(4) NOT NULL, fee_amt numeric(8,2) NOT NULL);`,
    `CREATE TABLE ops.job (job_no integer PRIMARY KEY, ctr_no varchar(10) NOT NULL REFERENCES ops.ctr (ctr_no), crew_cd varchar(4) NOT NULL
      REFERENCES ops.crew (crew_cd), sched_dt date NOT NULL, start_dt date, cmpl_dt date, job_sts varchar(4) NOT NULL, hold_rsn varchar(4),
      lbr_hrs numeric(6,2));`,
    `CREATE TABLE ops.job_line (job_no integer NOT NULL REFERENCES ops.job (job_no), ln_no smallint NOT NULL, sku varchar(14) NOT NULL
      REFERENCES ops.equip (sku), qty integer NOT NULL, PRIMARY KEY (job_no, ln_no));`,
    `CREATE TABLE ops.insp (insp_id integer PRIMARY KEY, job_no integer NOT NULL REFERENCES ops.job (job_no), insp_typ char(3) NOT NULL,
      insp_dt date NOT NULL, rslt_cd char(1) NOT NULL, fail_cd varchar(4), inspctr_nm text NOT NULL);`,
    `CREATE TABLE ops.prod_rdg (site_cd varchar(8) NOT NULL REFERENCES ops.site (site_cd), rdg_yr integer NOT NULL, rdg_mo smallint NOT NULL,
      kwh_amt numeric(9,1) NOT NULL, est_kwh numeric(9,1) NOT NULL, src_cd char(3) NOT NULL, PRIMARY KEY (site_cd, rdg_yr, rdg_mo));`,
    `CREATE TABLE fin.lender (lender_cd varchar(4) PRIMARY KEY, lender_nm text NOT NULL, prod_typ varchar(5) NOT NULL);`,
    `CREATE TABLE fin.fin_agmt (agmt_no varchar(8) PRIMARY KEY, ctr_no varchar(10) NOT NULL UNIQUE REFERENCES ops.ctr (ctr_no),
      fin_typ varchar(5) NOT NULL, lender_cd varchar(4) REFERENCES fin.lender (lender_cd), apr_pct numeric(5,2), term_mo smallint,
      mo_pmt_amt numeric(9,2), esc_pct numeric(4,2), appr_dt date, fund_sts varchar(4));`,
    `CREATE TABLE fin.inv (inv_no varchar(10) PRIMARY KEY, ctr_no varchar(10) NOT NULL REFERENCES ops.ctr (ctr_no), mlstn_cd varchar(4) NOT NULL,
      inv_dt date NOT NULL, due_dt date NOT NULL, inv_amt numeric(11,2) NOT NULL, paid_dt date, void_flg smallint NOT NULL);`,
    insertRows('ops.staff', ['emp_cd', 'first_nm', 'last_nm', 'dept_cd', 'title_txt', 'rgn_cd', 'crew_cd', 'mgr_cd', 'hire_dt', 'term_dt', 'actv_yn'],
      STAFF.map((s) => [s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[9] ? 'N' : 'Y'])),
    insertRows('ops.crew', ['crew_cd', 'crew_nm', 'lead_cd', 'base_city', 'form_dt', 'actv_yn'], CREWS.map((c) => [c[0], c[1], c[2], c[3], c[4], c[5] ? 'N' : 'Y'])),
    insertRows('ops.cust', ['cust_no', 'cust_nm', 'cust_typ', 'email_addr', 'phone_no', 'crt_dt'], custs.map((c) => [c.no, c.nm, c.typ, c.email, c.phone, c.crt])),
    insertRows('ops.lead', ['lead_no', 'rcvd_dt', 'src_cd', 'lead_typ', 'city', 'mo_bill_amt', 'asgn_to', 'lead_sts', 'cust_no'],
      leads.map((l) => [l.no, l.rcvd, l.src, l.typ, l.city, l.bill, l.rep, l.sts, l.cust?.no ?? null])),
    insertRows('ops.site', ['site_cd', 'cust_no', 'street_addr', 'city', 'zip_cd', 'util_cd', 'roof_typ', 'main_amps', 'hoa_yn'],
      sites.map((s) => [s.cd, s.cust.no, s.addr, s.city, s.zip, s.util, s.roof, s.amps, s.hoa])),
    insertRows('ops.mfr', ['mfr_cd', 'mfr_nm', 'hq_ctry'], MFRS),
    insertRows('ops.equip', ['sku', 'equip_typ', 'mfr_cd', 'model_nm', 'rtd_w', 'cap_kwh', 'unit_cost', 'warr_yrs', 'disc_yn'], EQUIP.map((e) => e.slice(0, 9))),
    insertRows('ops.prop', ['prop_no', 'site_cd', 'rep_cd', 'prop_dt', 'sys_kw', 'pnl_sku', 'pnl_qty', 'inv_sku', 'inv_qty', 'bat_sku', 'bat_qty', 'est_yr_kwh',
      'price_amt', 'prop_sts'],
    props.map((p) => [p.no, p.site.cd, p.rep, p.dt, p.kw, p.pnl, p.pnlQty, p.inv, p.invQty, p.bat, p.batQty, p.estKwh, p.price, p.sts])),
    insertRows('ops.ctr', ['ctr_no', 'prop_no', 'sign_dt', 'ctr_amt', 'ctr_sts', 'cxl_dt', 'cxl_rsn', 'pto_dt'],
      ctrs.map((c) => [c.no, c.prop.no, c.sign, c.amt.toFixed(2), c.sts, c.cxl, c.rsn, c.pto])),
    insertRows('ops.permit', ['permit_no', 'ctr_no', 'permit_typ', 'ahj_nm', 'sub_dt', 'iss_dt', 'permit_sts', 'fee_amt'],
      permits.map((p) => [p.no, p.ctr.no, p.typ, p.ahj, p.sub, p.iss ? usDate(p.iss) : null, p.sts, p.fee])),
    insertRows('ops.job', ['job_no', 'ctr_no', 'crew_cd', 'sched_dt', 'start_dt', 'cmpl_dt', 'job_sts', 'hold_rsn', 'lbr_hrs'],
      jobs.map((j) => [j.no, j.ctr.no, j.crew, j.sched, j.start, j.cmpl, j.sts, j.hold, j.hrs])),
    insertRows('ops.job_line', ['job_no', 'ln_no', 'sku', 'qty'], lines.map((l, i) => [l.job.no, lines.slice(0, i).filter((x) => x.job === l.job).length + 1, l.sku, l.qty])),
    insertRows('ops.insp', ['insp_id', 'job_no', 'insp_typ', 'insp_dt', 'rslt_cd', 'fail_cd', 'inspctr_nm'], insps.map((x) => [x.id, x.job.no, x.typ, x.dt, x.rslt, x.fail, x.who])),
    insertRows('ops.prod_rdg', ['site_cd', 'rdg_yr', 'rdg_mo', 'kwh_amt', 'est_kwh', 'src_cd'], rdgs),
    insertRows('fin.lender', ['lender_cd', 'lender_nm', 'prod_typ'], LENDERS.map((l) => [l[0], l[1], l[2]])),
    insertRows('fin.fin_agmt', ['agmt_no', 'ctr_no', 'fin_typ', 'lender_cd', 'apr_pct', 'term_mo', 'mo_pmt_amt', 'esc_pct', 'appr_dt', 'fund_sts'],
      fins.map((f) => [f.no, f.ctr.no, f.typ, f.lender, f.apr, f.term, f.pmt, f.esc, f.appr, f.sts])),
    insertRows('fin.inv', ['inv_no', 'ctr_no', 'mlstn_cd', 'inv_dt', 'due_dt', 'inv_amt', 'paid_dt', 'void_flg'],
      invs.map((i) => [i.no, i.ctr.no, i.ms, i.dt, i.due, i.amt, i.paid, i.voidF])),
  ].join('\n');
}
