/**
 * Pennine Pest Solutions Ltd, a pest-control service company based in Leeds that works across West and North
 * Yorkshire (Leeds, Bradford, Wakefield, Huddersfield, Halifax, Harrogate and York). It serves residential customers
 * (householders: mostly one-off jobs such as a wasp nest, mice or bed bugs, a few on a quarterly rodent protection
 * plan) and commercial customers (restaurants and takeaways, pubs and hotels, care homes and surgeries, shops,
 * offices, warehouses and schools, mostly on monthly or quarterly service contracts). This is the company's job
 * management database, loaded up to 2026-11-24 (the day before it was last refreshed). Money is in pounds sterling
 * (GBP), VAT included; liquid chemicals in millilitres of concentrate; baits, gels and dusts in grams. The visit log
 * (and so treatments and invoices) starts on 2024-01-01; older visits are archived elsewhere. Visits already booked
 * for the rest of 2026 are in the log with status SCH.
 *
 * Schema `svc`:
 * - `customers`: one row per customer account (per site for commercial customers), keyed by `cust_id`. `acct_no`
 *   the account number (text, 'PP10001' ...); `cust_nm` the customer's name (a person's full name for a residential
 *   customer, the business or site name for a commercial one); `cust_typ` RES residential (householder), COM
 *   commercial; `sector_cd` the business sector of a commercial customer: FOOD food premises (restaurants,
 *   takeaways, cafes, bakeries), HOSP hospitality (pubs and hotels), HLTH healthcare (care homes, surgeries, dental
 *   practices), RET retail shops, OFF offices, WHS warehouses, factories and mills, EDU schools and nurseries; NULL
 *   for residential customers; `town`; `postcode`; `since_yr` the year the customer first used us (integer).
 * - `technicians`: field technicians, every one employed since 2024, keyed by `tech_id`. `tech_code` the short code
 *   used on job sheets ('T01' ...); `first_nm`, `last_nm`; `grade_cd` SUP field supervisor, SNR senior technician,
 *   TEC technician, TRN trainee (not yet certified); `supv_id` the `tech_id` of the person they report to (NULL for
 *   the field supervisors, who report to the office); `base_town` the town they work from; `hire_dt`; `leave_dt`
 *   the last day of employment, NULL for a technician still with us; `cert_yr` the year they passed the RSPH Level 2
 *   Award in pest management (integer), NULL while not yet certified.
 * - `contracts`: service agreements and jobs, every one in force at some point since 2024-01-01, keyed by
 *   `contract_id`. `contract_no` ('K00001' ...); `cust_id` the customer; `plan_cd` MON monthly service contract (a
 *   routine visit every month), QTR quarterly service contract (a routine visit every three months), ONE one-off job
 *   (a single treatment visit, callbacks included in the price); `scope_cd` what it covers: ROD rats, mice and
 *   squirrels, INS crawling insects (cockroaches, ants, bed bugs, fleas, stored product insects), FLY flying insects
 *   (wasps, flies, moths), BRD birds (pigeon proofing and deterrents), GEN general (rodents and all insects);
 *   `start_dt` the day the contract started or the one-off job was booked; `end_dt` the day a contract was
 *   cancelled or a one-off job was closed (its treatment done or the job cancelled), NULL while the contract is
 *   still active or the job still open; `visit_fee_gbp` the current (for a cancelled contract, the last) price of
 *   one routine visit (MON, QTR; prices rise 4% every 1 April, so older invoices are lower) or the price of the
 *   one-off job (ONE).
 * - `visits`: technician visits since 2024-01-01, keyed by `visit_id`. `contract_id`; `tech_code` the technician who
 *   did (or is booked to do) the visit, as on the job sheet (`technicians.tech_code`); `visit_dt` the day of the
 *   visit; `status_cd` SCH scheduled (still to come), CMP completed, NAC no access (the technician went but could not
 *   get in), CXL cancelled by the customer; `cb_yn` Y for a callback (a free re-treatment because the pest came back
 *   after a treatment), N for a routine visit or the treatment visit of a one-off job; `orig_visit_id` for a callback,
 *   the visit whose treatment it re-does (`visits.visit_id`), else NULL; `mins_on_site` minutes spent on site, for
 *   completed visits only.
 * - `pest_lkp`: the pests we deal with, keyed by `pest_cd`. `pest_nm`; `pest_grp` RODENT, INSECT, BIRD or MAMMAL.
 * - `chem_prod`: the products in our chemical store, keyed by `chem_cd`. `prod_nm` the trade name; `act_ingr` the
 *   active ingredient; `form_cd` BAIT rodenticide bait, GEL bait gel, LIQ liquid concentrate for spraying, DUST
 *   insecticidal dust, AER aerosol or fogger; `uom` the unit it is measured in, ML or G; `unit_cost_gbp` what one
 *   ml or one gram costs us; `rstr_yn` Y for a restricted product that only a certified technician may apply.
 * - `vst_trt`: what was found and done at completed visits: one row per pest found at a visit, keyed by `trt_id`.
 *   `visit_id`; `pest_cd`; `act_lvl` the activity level seen: 1 low, 2 moderate, 3 heavy infestation; `chem_cd` the
 *   product applied against it (`chem_prod.chem_cd`), NULL when no chemical was used (traps, proofing, nest
 *   removal); `chem_qty_ml` millilitres applied, for products measured in ML, else NULL; `bait_g` grams applied, for
 *   products measured in G, else NULL. Visits where nothing was found have no rows.
 * - `invoices`: one invoice per completed routine visit and per completed one-off job (callbacks are free), keyed by
 *   `inv_id`. `inv_no` ('INV-100001' ...); `cust_id`; `visit_id` the visit invoiced; `inv_dt` (the day of the visit
 *   for residential customers, up to three days later for commercial ones); `amt_gbp` the amount invoiced, VAT
 *   included; `due_dt` payment due (14 days after the invoice for residential customers, 30 for
 *   commercial); `paid_dt` the day it was paid, NULL while unpaid.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const LOG_START = '2024-01-01';
const LAST_DAY = '2026-11-24';
const BOOK_UNTIL = '2026-12-31';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const maxIso = (a: string, b: string) => (a > b ? a : b);
const minIso = (a: string, b: string) => (a < b ? a : b);
const month = (iso: string) => Number(iso.slice(5, 7));

/** [town, weight, postcode area, neighbouring town for cover] */
const TOWNS: [string, number, string, string][] = [
  ['Leeds', 35, 'LS', 'Wakefield'],
  ['Bradford', 18, 'BD', 'Leeds'],
  ['Wakefield', 12, 'WF', 'Leeds'],
  ['Huddersfield', 12, 'HD', 'Halifax'],
  ['Halifax', 8, 'HX', 'Huddersfield'],
  ['Harrogate', 8, 'HG', 'York'],
  ['York', 7, 'YO', 'Harrogate'],
];

type Grade = 'SUP' | 'SNR' | 'TEC' | 'TRN';
/** [tech_code, first, last, grade, base town, hired, left, cert year, supervisor code, callback factor, speed factor] */
const TECHS: [string, string, string, Grade, string, string, string | null, number | null, string | null, number, number][] = [
  ['T01', 'Gemma', 'Walsh', 'SUP', 'Leeds', '2011-03-14', null, 2009, null, 0.6, 0.95],
  ['T02', 'Darren', 'Holt', 'SUP', 'Bradford', '2013-06-03', null, 2012, null, 0.7, 1.0],
  ['T03', 'Liam', 'Cartwright', 'SNR', 'Leeds', '2016-02-01', null, 2016, 'T01', 0.8, 0.9],
  ['T04', 'Shauna', 'Brennan', 'SNR', 'Wakefield', '2017-05-15', null, 2017, 'T01', 0.75, 1.0],
  ['T05', 'Mark', 'Ibbotson', 'SNR', 'Bradford', '2014-11-10', '2025-08-29', 2015, 'T02', 1.0, 1.1],
  ['T06', 'Tom', 'Ackroyd', 'TEC', 'Leeds', '2019-04-08', null, 2019, 'T03', 1.1, 0.95],
  ['T07', 'Kerry', 'Sutcliffe', 'TEC', 'Halifax', '2018-08-20', null, 2018, 'T02', 0.9, 1.0],
  ['T08', 'Jamal', 'Hussain', 'TEC', 'Bradford', '2020-01-13', null, 2020, 'T02', 1.25, 0.85],
  ['T09', 'Ryan', 'Pickles', 'TEC', 'Huddersfield', '2021-03-01', null, 2021, 'T02', 1.6, 0.8],
  ['T10', 'Chloe', 'Marsden', 'TEC', 'Harrogate', '2019-10-07', null, 2020, 'T01', 0.85, 1.1],
  ['T11', 'Nathan', 'Booth', 'TEC', 'York', '2022-02-14', null, 2022, 'T01', 1.3, 1.0],
  ['T12', 'Becky', 'Lister', 'TEC', 'Huddersfield', '2022-09-05', '2026-03-31', 2023, 'T02', 1.15, 1.0],
  ['T13', 'Callum', 'Dyson', 'TEC', 'Leeds', '2017-03-20', '2024-06-28', 2017, 'T01', 1.4, 0.9],
  ['T14', 'Sean', 'Gallagher', 'TEC', 'Leeds', '2023-06-12', null, 2023, 'T03', 1.2, 0.9],
  ['T15', 'Ellie', 'Crowther', 'TRN', 'Leeds', '2025-09-01', null, null, 'T03', 1.9, 1.25],
  ['T16', 'Jordan', 'Haigh', 'TRN', 'Wakefield', '2025-04-14', '2025-11-07', null, 'T04', 2.4, 1.3],
  ['T17', 'Kyle', 'Naylor', 'TRN', 'Bradford', '2026-02-02', null, null, 'T08', 2.1, 1.3],
  ['T18', 'Daniel', 'Oates', 'TEC', 'York', '2020-05-18', '2025-02-14', 2019, 'T01', 0.95, 1.0],
  ['T19', 'Zara', 'Kaur', 'TRN', 'Huddersfield', '2026-06-01', null, null, 'T09', 1.8, 1.2],
];
const GRADE_LOAD: Record<Grade, number> = { SUP: 0.3, SNR: 1, TEC: 1, TRN: 0.6 };

/** [pest_cd, pest_nm, pest_grp, scope for a one-off job, callback factor] */
const PESTS: [string, string, string, string, number][] = [
  ['RAT', 'Brown rat', 'RODENT', 'ROD', 1.0],
  ['MOUSE', 'House mouse', 'RODENT', 'ROD', 1.2],
  ['SQRL', 'Grey squirrel', 'MAMMAL', 'ROD', 0.6],
  ['CRCH', 'German cockroach', 'INSECT', 'INS', 1.7],
  ['ANT', 'Garden ant', 'INSECT', 'INS', 0.9],
  ['BDBG', 'Bed bug', 'INSECT', 'INS', 2.3],
  ['FLEA', 'Cat flea', 'INSECT', 'INS', 1.4],
  ['SPI', 'Stored product insects', 'INSECT', 'INS', 1.0],
  ['WASP', 'Common wasp', 'INSECT', 'FLY', 0.45],
  ['FLY', 'House fly', 'INSECT', 'FLY', 0.8],
  ['CMTH', 'Clothes moth', 'INSECT', 'FLY', 1.1],
  ['PIGN', 'Feral pigeon', 'BIRD', 'BRD', 0.3],
];

/** [chem_cd, prod_nm, act_ingr, form_cd, uom, unit_cost_gbp, rstr_yn] */
const CHEMS: [string, string, string, string, string, number, string][] = [
  ['BRD-BLK', 'Bromakil Blocks', 'bromadiolone', 'BAIT', 'G', 0.012, 'Y'],
  ['BRO-WAX', 'Brodifax Wax Blocks', 'brodifacoum', 'BAIT', 'G', 0.016, 'Y'],
  ['DIF-PST', 'Difenakill Paste', 'difenacoum', 'BAIT', 'G', 0.011, 'N'],
  ['ALP-PEL', 'Alphakil Pellets', 'alphachloralose', 'BAIT', 'G', 0.02, 'N'],
  ['CYP-10', 'Cyperkill 10 EC', 'cypermethrin', 'LIQ', 'ML', 0.062, 'Y'],
  ['PER-AQ', 'Permost Aqua', 'permethrin', 'LIQ', 'ML', 0.041, 'N'],
  ['DEL-SC', 'Deltaguard SC', 'deltamethrin', 'LIQ', 'ML', 0.088, 'Y'],
  ['CIM-SUP', 'Cimetrol Super', 'cyphenothrin', 'LIQ', 'ML', 0.11, 'Y'],
  ['IMI-GEL', 'Roachgel Max', 'imidacloprid', 'GEL', 'G', 0.35, 'N'],
  ['FIP-GEL', 'Antbait Pro Gel', 'fipronil', 'GEL', 'G', 0.42, 'N'],
  ['PER-DST', 'Waspdust Pro', 'permethrin', 'DUST', 'G', 0.052, 'N'],
  ['SIL-DST', 'Silicadust', 'silicon dioxide', 'DUST', 'G', 0.024, 'N'],
  ['PYR-AER', 'Pyrethrum Fogger', 'pyrethrins', 'AER', 'ML', 0.03, 'N'],
];

/** The products used against each pest, by weight; null for no chemical. */
const PEST_CHEMS: Record<string, [string | null, number][]> = {
  RAT: [['BRD-BLK', 50], ['BRO-WAX', 30], ['DIF-PST', 10], [null, 10]],
  MOUSE: [['DIF-PST', 45], ['BRD-BLK', 30], ['BRO-WAX', 10], [null, 15]],
  SQRL: [[null, 1]],
  CRCH: [['IMI-GEL', 55], ['CYP-10', 25], ['DEL-SC', 20]],
  ANT: [['FIP-GEL', 50], ['PER-AQ', 35], ['DEL-SC', 15]],
  BDBG: [['CYP-10', 40], ['SIL-DST', 35], ['DEL-SC', 25]],
  FLEA: [['PER-AQ', 60], ['CYP-10', 40]],
  SPI: [['DEL-SC', 60], ['PYR-AER', 40]],
  WASP: [['PER-DST', 85], ['PYR-AER', 15]],
  FLY: [['PYR-AER', 70], [null, 30]],
  CMTH: [['PYR-AER', 50], ['PER-AQ', 50]],
  PIGN: [[null, 1]],
};

/** Seasonal weight of a pest by month (1-12). */
function season(pest: string, m: number): number {
  switch (pest) {
    case 'WASP':
      return [0, 0, 0, 0.1, 0.4, 1.5, 4, 5, 3.5, 0.5, 0, 0][m - 1] as number;
    case 'MOUSE':
    case 'RAT':
    case 'SQRL':
      return m >= 10 || m <= 3 ? 1.6 : 0.7;
    case 'ANT':
      return m >= 4 && m <= 8 ? 1.8 : 0.2;
    case 'FLEA':
      return m >= 7 && m <= 10 ? 1.8 : 0.5;
    case 'FLY':
      return m >= 5 && m <= 9 ? 1.8 : 0.3;
    case 'CMTH':
      return m >= 4 && m <= 9 ? 1.4 : 0.6;
    default:
      return 1;
  }
}

/** Residential one-off jobs: [pest, base weight, fee range]. */
const RES_JOBS: [string, number, number, number][] = [
  ['WASP', 30, 65, 90],
  ['MOUSE', 22, 120, 180],
  ['RAT', 14, 140, 220],
  ['BDBG', 9, 250, 480],
  ['FLEA', 6, 110, 170],
  ['ANT', 6, 85, 130],
  ['CMTH', 4, 160, 260],
  ['SQRL', 3, 180, 260],
  ['CRCH', 2, 150, 240],
];
/** Commercial one-off jobs by sector: [pest, weight, fee range]. */
const COM_JOBS: Record<string, [string, number, number, number][]> = {
  FOOD: [['WASP', 4, 85, 120], ['CRCH', 3, 220, 420], ['FLY', 2, 120, 200], ['PIGN', 1, 450, 1200]],
  HOSP: [['WASP', 5, 85, 130], ['BDBG', 4, 380, 950], ['PIGN', 1, 500, 1400], ['CMTH', 1, 200, 380]],
  HLTH: [['WASP', 3, 85, 120], ['BDBG', 2, 300, 700], ['ANT', 2, 110, 180]],
  RET: [['PIGN', 3, 450, 1300], ['WASP', 2, 85, 120], ['MOUSE', 2, 150, 240]],
  OFF: [['WASP', 2, 85, 120], ['ANT', 2, 110, 170], ['SQRL', 1, 220, 320]],
  WHS: [['PIGN', 5, 600, 1900], ['SPI', 2, 250, 500], ['WASP', 1, 90, 130]],
  EDU: [['WASP', 4, 90, 130], ['SQRL', 2, 220, 320], ['ANT', 1, 110, 160]],
};

/** [sector, count, monthly share, general-scope share] */
const SECTORS: [string, number, number, number][] = [
  ['FOOD', 52, 0.85, 0.8],
  ['HOSP', 29, 0.6, 0.7],
  ['HLTH', 18, 0.5, 0.65],
  ['RET', 22, 0.3, 0.3],
  ['OFF', 17, 0.1, 0.25],
  ['WHS', 16, 0.55, 0.2],
  ['EDU', 10, 0, 0.3],
];

const COM_NAMES: Record<string, string[]> = {
  FOOD: (() => {
    const a = ['Golden', 'Royal', 'Jade', 'Olive', 'Saffron', 'Lotus', 'Bella', 'Ruby', 'Silver', 'Village', 'Station', 'Market', 'Bridge', 'Mill', 'Corner'];
    const b = ['Wok', 'Pizzeria', 'Fish Bar', 'Bakery', 'Cafe', 'Grill', 'Kitchen', 'Tandoori', 'Deli', 'Diner'];
    return a.flatMap((x) => b.map((y) => `${x} ${y}`));
  })(),
  HOSP: [
    'The Red Lion', 'The White Hart', 'The Black Bull', 'The Kings Arms', 'The Royal Oak', 'The Fleece', 'The Woolpack', 'The Shoulder of Mutton',
    'The Three Horseshoes', 'The Fox and Hounds', 'The Swan', 'The Plough', 'The New Inn', 'The Crown', 'The Bay Horse', 'The Golden Lion',
    'The Rose and Crown', 'The Queens Head', 'The Malt Shovel', 'Riverside Hotel', 'Moorview Hotel', 'Calder Lodge', 'Parkside Guest House',
    'Minster Court Hotel', 'Stray View Hotel', 'Ridings Hotel', 'Aire Valley Inn', 'Heathcliff Hotel', 'The Drovers Rest', 'The Packhorse',
  ],
  HLTH: [
    'Meadowbank Care Home', 'Oakwood Care Home', 'Beechgrove Care Home', 'Willow Lodge Care Home', 'Heathfield Care Home', 'Rosedale Care Home',
    'Ashdene Nursing Home', 'Hillcrest Nursing Home', 'Fernlea Care Home', 'Larchwood Care Home', 'Northgate Dental Practice',
    'Westfield Medical Centre', 'Kirkgate Surgery', 'Eastmoor Vets', 'Park Lane Physiotherapy', 'Chapel Street Dental', 'Moorside Surgery',
    'Holmfirth Road Health Centre', 'Sunnybank Hospice', 'Elmfield Care Home',
  ],
  RET: [
    "Harper's Hardware", 'Kwik Convenience', 'Northern Pet Supplies', 'Briggate Books', 'Dales Farm Shop', 'Greenway Garden Centre', 'Fine Fare Mini Market',
    'Holt & Sons Butchers', 'Morley Bargain Store', 'Ilkley Delicatessen', 'Shambles Sweet Shop', 'Calder Carpets', 'Aire DIY', 'Pennine Outdoor Store',
    'Millstone Pharmacy', 'Victoria Quarter Florist', 'Kirkstall Convenience', 'Wharfedale Wines', 'Station Road Newsagents', 'Nidd Valley Feeds',
    'Westgate Charity Shop', 'Ossett Cash & Carry', 'Horsforth Pet Centre', 'Knaresborough Gift Shop',
  ],
  OFF: [
    'Aire Valley Accountants', 'Calder & Co Solicitors', 'Pennine Recruitment', 'Northern Insurance Brokers', 'Ridings Architects', 'Wharfe IT Services',
    'Park Square Chambers', 'Hollins Estate Agents', 'Yorkstone Housing Association', 'Holbeck Design Studio', 'Tenter Hill Lettings',
    'Bramley Business Centre', 'Harewood Financial Planning', 'Ouse Valley Engineering Consultants', 'Kirkgate Offices', 'Dewsbury Road Call Centre',
    'Minster Legal', 'Queens Court Offices', 'Airedale Surveyors',
  ],
  WHS: [
    'Calder Logistics', 'Pennine Packaging Ltd', 'Northern Foods Distribution', 'Ridings Cold Store', 'Wharfe Timber', 'Spen Valley Textiles',
    'Holme Engineering', 'Aire Grain Mill', 'Dearne Storage', 'Colne Valley Printing', 'Stourton Freight Depot', 'Knottingley Glassworks',
    'Bradford Wool Combers', 'Castleford Bakery Supplies', 'Sherburn Parcel Hub', 'York Cocoa Works', 'Elland Recycling',
  ],
  EDU: [
    "St Mary's Primary School", 'Oakfield Academy', 'Beckfoot Nursery', 'Roundhay Primary School', 'Brigshaw High School', 'Little Acorns Nursery',
    'Crossley Heath School', 'Fulford Primary School', 'Ripon Road Nursery', 'Thornhill Academy', 'Greenside Infant School',
  ],
};

const FIRST = [
  'Jean', 'Margaret', 'Susan', 'Karen', 'Helen', 'Sarah', 'Emma', 'Laura', 'Rachel', 'Claire', 'Nicola', 'Joanne', 'Amanda', 'Lisa', 'Rebecca',
  'Fatima', 'Aisha', 'Sana', 'Hannah', 'Sophie', 'Chloe', 'Megan', 'John', 'David', 'Peter', 'Paul', 'Michael', 'Andrew', 'Steven', 'Mark',
  'Richard', 'Gary', 'Craig', 'Stuart', 'Neil', 'Imran', 'Mohammed', 'Tariq', 'James', 'Daniel', 'Matthew', 'Jack', 'Ben', 'Adam', 'Ian', 'Keith',
];
const LAST = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Walker', 'Wood', 'Thompson', 'Robinson', 'Wright', 'Hall', 'Green', 'Clarke', 'Jackson', 'Hill',
  'Atkinson', 'Shaw', 'Lee', 'Mitchell', 'Hargreaves', 'Sykes', 'Barker', 'Haigh', 'Firth', 'Dawson', 'Marshall', 'Ellis', 'Holmes', 'Ahmed',
  'Khan', 'Hussain', 'Ali', 'Akhtar', 'Patel', 'Kaur', 'Singh', 'Kowalski', 'Nowak', 'Murphy', 'Kelly', 'Greenwood', 'Priestley', 'Beaumont',
  'Crossley', 'Ackroyd', 'Moorhouse', 'Gledhill', 'Pickersgill',
];

interface Tech {
  id: number;
  code: string;
  town: string;
  grade: Grade;
  hire: string;
  leave: string | null;
  cert: number | null;
  cbf: number;
  speed: number;
}
interface Customer {
  id: number;
  acct: string;
  name: string;
  typ: 'RES' | 'COM';
  sector: string | null;
  town: string;
  postcode: string;
  since: number;
  payer: 'prompt' | 'normal' | 'slow' | 'bad';
}
interface Contract {
  id: number;
  no: string;
  cust: Customer;
  plan: 'MON' | 'QTR' | 'ONE';
  scope: string;
  start: string;
  end: string | null;
  fee: number;
  pest: string | null;
  regular: Tech | null;
}
interface Visit {
  id: number;
  contract: Contract;
  tech: Tech;
  dt: string;
  sts: 'SCH' | 'CMP' | 'NAC' | 'CXL';
  cb: boolean;
  orig: Visit | null;
  mins: number | null;
  trts: [string, number, string | null, number | null, number | null][];
}

/** The day itself when we work that day, else a nearby working day (a Saturday moves into its own week, a Sunday into the next). */
function weekday(r: SeededRandom, iso: string, allowSaturday: boolean): string {
  const d = dayOfWeek(iso);
  if (d === 0) return addDays(iso, r.int(1, 5));
  if (d === 6 && !allowSaturday) return addDays(iso, r.int(-5, -1));
  return iso;
}

function postcode(r: SeededRandom, area: string): string {
  const letters = 'ABDEFGHJLNPQRSTUWXYZ';
  return `${area}${r.int(1, 29)} ${r.int(1, 9)}${letters[r.int(0, letters.length - 1)]}${letters[r.int(0, letters.length - 1)]}`;
}

export function datasetSql(): string {
  const r = seededRandom(7729);

  // Technicians
  const techs: Tech[] = TECHS.map((t, i) => ({
    id: i + 1,
    code: t[0],
    town: t[4],
    grade: t[3],
    hire: t[5],
    leave: t[6],
    cert: t[7],
    cbf: t[9],
    speed: t[10],
  }));
  const techByCode = new Map(techs.map((t) => [t.code, t]));
  const active = (t: Tech, dt: string) => t.hire <= dt && (t.leave === null || dt <= t.leave);
  const pickTech = (town: string, dt: string): Tech => {
    const neighbour = TOWNS.find((x) => x[0] === town)?.[3] ?? 'Leeds';
    const home = r.chance(0.9) ? town : neighbour;
    let pool = techs.filter((t) => t.town === home && active(t, dt));
    if (pool.length === 0) pool = techs.filter((t) => t.town === 'Leeds' && active(t, dt));
    return r.weighted(pool.map((t) => [t, GRADE_LOAD[t.grade]] as const));
  };

  // Customers
  const customers: Omit<Customer, 'id' | 'acct'>[] = [];
  const townPick = () => r.weighted(TOWNS.map((t) => [t[0], t[1]] as const));
  const areaOf = (town: string) => TOWNS.find((t) => t[0] === town)?.[2] ?? 'LS';
  for (const [sector, count] of SECTORS) {
    const names = r.shuffle(COM_NAMES[sector] as string[]).slice(0, count);
    for (const name of names) {
      const town = townPick();
      const since = r.chance(0.15) ? r.int(2024, 2026) : r.weighted([[2008, 1], [2010, 1], [2012, 2], [2014, 2], [2015, 2], [2016, 3], [2017, 3], [2018, 4], [2019, 4], [2020, 4], [2021, 5], [2022, 5], [2023, 6]] as const);
      customers.push({
        name,
        typ: 'COM',
        sector,
        town,
        postcode: postcode(r, areaOf(town)),
        since,
        payer: r.weighted([['normal', 55], ['slow', 35], ['bad', 10]] as const),
      });
    }
  }
  const resName = uniqueNames(r, FIRST, LAST);
  for (let i = 0; i < 430; i++) {
    const [f, l] = resName();
    const town = townPick();
    customers.push({
      name: `${f} ${l}`,
      typ: 'RES',
      sector: null,
      town,
      postcode: postcode(r, areaOf(town)),
      since: r.chance(0.3) ? r.int(2015, 2023) : r.weighted([[2024, 32], [2025, 35], [2026, 30]] as const),
      payer: r.weighted([['prompt', 70], ['normal', 25], ['bad', 5]] as const),
    });
  }
  const custs: Customer[] = r
    .shuffle(customers)
    .sort((a, b) => a.since - b.since)
    .map((c, i) => ({ ...c, id: i + 1, acct: `PP${10001 + i}` }));

  // Contracts
  const contracts: Omit<Contract, 'id' | 'no'>[] = [];
  const yearStart = (y: number) => `${y}-01-01`;
  const oneOff = (cust: Customer, from: string, to: string, jobs: [string, number, number, number][]) => {
    const start = r.date(from, to);
    const m = month(start);
    const job = r.weighted(jobs.map((j) => [j, j[1] * season(j[0], m)] as const));
    const pest = job[0];
    const scope = PESTS.find((p) => p[0] === pest)?.[3] ?? 'GEN';
    contracts.push({ cust, plan: 'ONE', scope, start, end: null, fee: r.int(job[2], job[3]), pest, regular: null });
  };
  for (const c of custs) {
    if (c.typ === 'COM') {
      const sector = SECTORS.find((s) => s[0] === c.sector) as [string, number, number, number];
      const plan = r.chance(sector[2]) ? 'MON' : 'QTR';
      const scope = r.chance(sector[3]) ? 'GEN' : 'ROD';
      const fee = plan === 'MON' ? (scope === 'GEN' ? r.int(55, 120) : r.int(38, 80)) : scope === 'GEN' ? r.int(85, 160) : r.int(65, 120);
      const start = c.since >= 2024 ? r.date(yearStart(c.since), c.since === 2026 ? '2026-11-10' : `${c.since}-12-31`) : r.chance(0.6) ? r.date(yearStart(c.since), `${c.since}-12-31`) : r.date(yearStart(Math.max(c.since, 2019)), '2023-12-31');
      let end: string | null = null;
      if (r.chance(0.16)) {
        const from = maxIso(addDays(start, 120), '2024-02-01');
        if (from < '2026-11-15') end = r.date(from, '2026-11-15');
      }
      contracts.push({ cust: c, plan, scope, start, end, fee, pest: null, regular: null });
      if (end && r.chance(0.35)) {
        // Re-signed on a different plan the next day
        const plan2 = plan === 'MON' ? 'QTR' : 'MON';
        const fee2 = plan2 === 'MON' ? r.int(50, 110) : r.int(80, 150);
        contracts.push({ cust: c, plan: plan2, scope: 'GEN', start: addDays(end, 1), end: null, fee: fee2, pest: null, regular: null });
      }
      if (r.chance(0.09)) {
        // A second, concurrent contract: fly control or bird deterrent checks
        const scope2 = r.chance(0.6) ? 'FLY' : 'BRD';
        const start2 = r.date(maxIso(start, '2021-01-01'), '2026-09-30');
        contracts.push({ cust: c, plan: scope2 === 'FLY' ? 'MON' : 'QTR', scope: scope2, start: start2, end: null, fee: scope2 === 'FLY' ? r.int(30, 60) : r.int(90, 180), pest: null, regular: null });
      }
      const jobs = r.poisson(0.45);
      for (let j = 0; j < jobs; j++) oneOff(c, maxIso(LOG_START, yearStart(c.since)), '2026-11-20', COM_JOBS[c.sector as string] as [string, number, number, number][]);
    } else {
      const from = maxIso(LOG_START, yearStart(c.since));
      if (r.chance(0.2)) {
        const start = c.since >= 2024 ? r.date(yearStart(c.since), c.since === 2026 ? '2026-10-31' : `${c.since}-12-31`) : r.date(yearStart(c.since), '2023-12-31');
        let end: string | null = null;
        if (r.chance(0.22)) {
          const f = maxIso(addDays(start, 200), '2024-03-01');
          if (f < '2026-11-10') end = r.date(f, '2026-11-10');
        }
        contracts.push({ cust: c, plan: 'QTR', scope: 'ROD', start, end, fee: r.int(45, 75), pest: null, regular: null });
        const jobs = r.poisson(0.25);
        for (let j = 0; j < jobs; j++) oneOff(c, from, LAST_DAY, RES_JOBS);
      } else {
        if (c.since >= 2024) {
          // The first job is in the year they joined
          oneOff(c, from, c.since === 2026 ? LAST_DAY : `${c.since}-12-31`, RES_JOBS);
          const more = r.poisson(0.3);
          for (let j = 0; j < more; j++) oneOff(c, from, LAST_DAY, RES_JOBS);
        } else {
          const jobs = 1 + r.poisson(0.35);
          for (let j = 0; j < jobs; j++) oneOff(c, from, LAST_DAY, RES_JOBS);
        }
      }
    }
  }
  const ctrs: Contract[] = contracts
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (a.c.start < b.c.start ? -1 : a.c.start > b.c.start ? 1 : a.i - b.i))
    .map(({ c }, i) => ({ ...c, id: i + 1, no: `K${pad(i + 1, 5)}` }));

  // Visits
  const visits: Omit<Visit, 'id'>[] = [];
  const qty = (chem: string | null, lvl: number, routine: boolean): [number | null, number | null] => {
    if (chem === null) return [null, null];
    const def = CHEMS.find((x) => x[0] === chem) as [string, string, string, string, string, number, string];
    const f = lvl * (routine ? 0.6 : 1);
    switch (def[3]) {
      case 'BAIT':
        return [null, 20 * Math.max(1, Math.round(r.int(4, 14) * f))];
      case 'GEL':
        return [null, round2(Math.max(2, r.float(4, 14, 1) * f))];
      case 'DUST':
        return [null, 5 * Math.max(1, Math.round(r.int(3, 9) * f))];
      case 'LIQ':
        return [5 * Math.max(2, Math.round(r.int(6, 24) * f)), null];
      default:
        return [25 * Math.max(1, Math.round(r.int(2, 8) * f)), null];
    }
  };
  const choose = (pest: string, tech: Tech): string | null => {
    let options = PEST_CHEMS[pest] as [string | null, number][];
    if (tech.cert === null) {
      // Trainees mostly keep to unrestricted products
      options = options.map(([c, w]) => [c, c && CHEMS.find((x) => x[0] === c)?.[6] === 'Y' ? w * 0.12 : w]);
    }
    return r.weighted(options);
  };
  const treat = (v: Omit<Visit, 'id'>, pest: string, lvl: number, routine: boolean) => {
    const chem = choose(pest, v.tech);
    const [ml, g] = qty(chem, lvl, routine);
    v.trts.push([pest, lvl, chem, ml, g]);
  };
  const status = (dt: string, nac: number, cxl: number): Visit['sts'] => {
    if (dt > LAST_DAY) return 'SCH';
    const x = r.next();
    return x < nac ? 'NAC' : x < nac + cxl ? 'CXL' : 'CMP';
  };
  const routineFinds = (v: Omit<Visit, 'id'>) => {
    const c = v.contract;
    const m = month(v.dt);
    const food = c.cust.sector === 'FOOD' || c.cust.sector === 'WHS';
    const chances: [string, number][] = [];
    if (c.scope === 'ROD' || c.scope === 'GEN') {
      chances.push(['RAT', 0.1 * season('RAT', m) * (c.cust.typ === 'RES' ? 1.4 : 1)], ['MOUSE', 0.15 * season('MOUSE', m)]);
    }
    if (c.scope === 'GEN') {
      chances.push(['CRCH', food ? 0.08 : 0.02], ['ANT', 0.04 * season('ANT', m)], ['FLY', 0.06 * season('FLY', m)], ['SPI', food ? 0.05 : 0.01]);
    }
    if (c.scope === 'FLY') chances.push(['FLY', 0.3 * season('FLY', m)], ['WASP', 0.03 * season('WASP', m)]);
    if (c.scope === 'BRD') chances.push(['PIGN', 0.35]);
    for (const [pest, p] of chances) if (r.chance(p)) treat(v, pest, r.weighted([[1, 60], [2, 30], [3, 10]] as const), true);
  };
  const minsFor = (v: Omit<Visit, 'id'>, pest: string | null): number => {
    let base: [number, number];
    if (v.cb) base = [20, 55];
    else if (v.contract.plan === 'ONE') {
      base = ({ WASP: [20, 45], MOUSE: [40, 80], RAT: [45, 90], BDBG: [70, 160], FLEA: [45, 90], ANT: [30, 60], CMTH: [50, 100], SQRL: [60, 120], CRCH: [60, 130], PIGN: [150, 420], FLY: [40, 80], SPI: [60, 130] } as Record<string, [number, number]>)[pest ?? 'WASP'] as [number, number];
    } else if (v.contract.plan === 'MON') base = v.contract.scope === 'GEN' ? [25, 60] : [20, 45];
    else base = v.contract.scope === 'GEN' ? [35, 75] : [25, 55];
    return Math.round(r.int(base[0], base[1]) * v.tech.speed);
  };
  const addCallback = (orig: Omit<Visit, 'id'>, pest: string, baseP: number) => {
    const pf = PESTS.find((p) => p[0] === pest)?.[4] ?? 1;
    if (!r.chance(Math.min(0.9, baseP * pf * orig.tech.cbf))) return;
    const dt = weekday(r, addDays(orig.dt, r.int(4, 28)), orig.contract.cust.typ === 'RES');
    if (dt > BOOK_UNTIL) return;
    const tech = active(orig.tech, dt) && r.chance(0.6) ? orig.tech : pickTech(orig.contract.cust.town, dt);
    const v: Omit<Visit, 'id'> = { contract: orig.contract, tech, dt, sts: dt > LAST_DAY ? 'SCH' : 'CMP', cb: true, orig: orig as Visit, mins: null, trts: [] };
    if (v.sts === 'CMP') {
      v.mins = minsFor(v, pest);
      if (r.chance(0.85)) treat(v, pest, r.weighted([[1, 65], [2, 35]] as const), false);
    }
    visits.push(v);
  };

  for (const c of ctrs) {
    if (c.plan === 'ONE') {
      const sat = c.cust.typ === 'RES';
      let dt = weekday(r, addDays(c.start, r.int(1, 8)), sat);
      const visit = (d: string, sts: Visit['sts']): Omit<Visit, 'id'> => {
        const v: Omit<Visit, 'id'> = { contract: c, tech: pickTech(c.cust.town, d), dt: d, sts, cb: false, orig: null, mins: null, trts: [] };
        visits.push(v);
        return v;
      };
      let sts = status(dt, 0.06, 0.04);
      if (sts === 'NAC') {
        visit(dt, 'NAC');
        dt = weekday(r, addDays(dt, r.int(2, 6)), sat);
        sts = dt > LAST_DAY ? 'SCH' : 'CMP';
      }
      const v = visit(dt, sts);
      if (sts === 'CMP') {
        const pest = c.pest as string;
        v.mins = minsFor(v, pest);
        treat(v, pest, r.weighted([[1, 25], [2, 45], [3, 30]] as const), false);
        if (pest === 'CRCH' || pest === 'BDBG') {
          if (r.chance(0.08)) treat(v, pest === 'CRCH' ? 'SPI' : 'FLEA', 1, false);
        }
        c.end = dt;
        addCallback(v, pest, 0.2);
      } else if (sts === 'CXL') c.end = dt;
      continue;
    }
    const step = c.plan === 'MON' ? 1 : 3;
    const dom = r.int(3, 26);
    const first = maxIso(c.start, LOG_START);
    let y = Number(first.slice(0, 4));
    let m = Number(first.slice(5, 7));
    if (c.start >= LOG_START) {
      // the first visit is in the first month after the start
      m += 1;
      if (m > 12) {
        m = 1;
        y += 1;
      }
    } else {
      const phase = r.int(0, step - 1);
      m += phase;
    }
    for (;;) {
      while (m > 12) {
        m -= 12;
        y += 1;
      }
      const dt = weekday(r, `${y}-${pad(m, 2)}-${pad(Math.min(28, Math.max(1, dom + r.int(-2, 2))), 2)}`, false);
      if (dt > BOOK_UNTIL || (c.end !== null && dt > c.end)) break;
      if (dt >= LOG_START && dt >= c.start) {
        // a new regular technician when the last one left, and now and then when rounds are rebalanced
        if (!c.regular || !active(c.regular, dt) || r.chance(0.04)) c.regular = pickTech(c.cust.town, dt);
        const tech = r.chance(0.88) ? (c.regular as Tech) : pickTech(c.cust.town, dt);
        const v: Omit<Visit, 'id'> = { contract: c, tech, dt, sts: status(dt, 0.035, 0.025), cb: false, orig: null, mins: null, trts: [] };
        visits.push(v);
        if (v.sts === 'CMP') {
          v.mins = minsFor(v, null);
          routineFinds(v);
          for (const t of [...v.trts]) addCallback(v, t[0], 0.08);
        }
      }
      m += step;
    }
  }
  const allVisits: Visit[] = visits
    .map((v, i) => ({ v, i }))
    .sort((a, b) => (a.v.dt < b.v.dt ? -1 : a.v.dt > b.v.dt ? 1 : a.i - b.i))
    .map(({ v }) => v as Visit);
  allVisits.forEach((v, i) => {
    v.id = i + 1;
  });

  // Invoices
  const invoices: [number, Customer, Visit, string, number, string, string | null][] = [];
  const feeAt = (c: Contract, dt: string): number => {
    if (c.plan === 'ONE') return c.fee;
    let n = 0;
    for (const apr of ['2024-04-01', '2025-04-01', '2026-04-01']) if (dt < apr && c.start < apr && (c.end === null || apr <= c.end)) n++;
    return round2(c.fee / 1.04 ** n);
  };
  for (const v of allVisits) {
    if (v.sts !== 'CMP' || v.cb) continue;
    const c = v.contract;
    const com = c.cust.typ === 'COM';
    const invDt = com ? addDays(v.dt, r.int(0, 3)) : v.dt;
    if (invDt > LAST_DAY) continue;
    const due = addDays(invDt, com ? 30 : 14);
    let days: number | null;
    switch (c.cust.payer) {
      case 'prompt':
        days = r.chance(0.75) ? 0 : r.int(1, 10);
        break;
      case 'normal':
        days = com ? r.int(8, 32) : r.int(2, 18);
        break;
      case 'slow':
        days = r.int(20, 70);
        break;
      default:
        days = r.chance(0.25) ? null : r.int(25, 120);
    }
    const paid = days === null ? null : addDays(invDt, days);
    invoices.push([0, c.cust, v, invDt, feeAt(c, v.dt), due, paid !== null && paid <= LAST_DAY ? paid : null]);
  }
  invoices.sort((a, b) => (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : a[2].id - b[2].id));
  invoices.forEach((x, i) => {
    x[0] = i + 1;
  });

  const trtRows: unknown[][] = [];
  for (const v of allVisits) for (const t of v.trts) trtRows.push([trtRows.length + 1, v.id, ...t]);

  return [
    'CREATE SCHEMA svc;',
    `CREATE TABLE svc.customers (cust_id integer PRIMARY KEY, acct_no varchar(8) NOT NULL UNIQUE, cust_nm text NOT NULL, cust_typ varchar(3) NOT NULL,
      sector_cd varchar(4), town text NOT NULL, postcode varchar(8) NOT NULL, since_yr smallint NOT NULL);`,
    `CREATE TABLE svc.technicians (tech_id integer PRIMARY KEY, tech_code varchar(4) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL,
      grade_cd varchar(3) NOT NULL, supv_id integer REFERENCES svc.technicians (tech_id), base_town text NOT NULL, hire_dt date NOT NULL, leave_dt date,
      cert_yr smallint);`,
    `CREATE TABLE svc.contracts (contract_id integer PRIMARY KEY, contract_no varchar(8) NOT NULL UNIQUE, cust_id integer NOT NULL REFERENCES svc.customers (cust_id),
      plan_cd varchar(3) NOT NULL, scope_cd varchar(3) NOT NULL, start_dt date NOT NULL, end_dt date, visit_fee_gbp numeric(8,2) NOT NULL);`,
    `CREATE TABLE svc.visits (visit_id integer PRIMARY KEY, contract_id integer NOT NULL REFERENCES svc.contracts (contract_id), tech_code varchar(4) NOT NULL,
      visit_dt date NOT NULL, status_cd varchar(3) NOT NULL, cb_yn char(1) NOT NULL, orig_visit_id integer REFERENCES svc.visits (visit_id), mins_on_site smallint);`,
    `CREATE TABLE svc.pest_lkp (pest_cd varchar(5) PRIMARY KEY, pest_nm text NOT NULL, pest_grp varchar(6) NOT NULL);`,
    `CREATE TABLE svc.chem_prod (chem_cd varchar(8) PRIMARY KEY, prod_nm text NOT NULL, act_ingr text NOT NULL, form_cd varchar(4) NOT NULL, uom varchar(2) NOT NULL,
      unit_cost_gbp numeric(6,3) NOT NULL, rstr_yn char(1) NOT NULL);`,
    `CREATE TABLE svc.vst_trt (trt_id integer PRIMARY KEY, visit_id integer NOT NULL REFERENCES svc.visits (visit_id), pest_cd varchar(5) NOT NULL REFERENCES svc.pest_lkp (pest_cd),
      act_lvl smallint NOT NULL, chem_cd varchar(8), chem_qty_ml numeric(7,1), bait_g numeric(7,1));`,
    `CREATE TABLE svc.invoices (inv_id integer PRIMARY KEY, inv_no varchar(10) NOT NULL UNIQUE, cust_id integer NOT NULL REFERENCES svc.customers (cust_id),
      visit_id integer NOT NULL REFERENCES svc.visits (visit_id), inv_dt date NOT NULL, amt_gbp numeric(9,2) NOT NULL, due_dt date NOT NULL, paid_dt date);`,
    insertRows(
      'svc.customers',
      ['cust_id', 'acct_no', 'cust_nm', 'cust_typ', 'sector_cd', 'town', 'postcode', 'since_yr'],
      custs.map((c) => [c.id, c.acct, c.name, c.typ, c.sector, c.town, c.postcode, c.since]),
    ),
    insertRows(
      'svc.technicians',
      ['tech_id', 'tech_code', 'first_nm', 'last_nm', 'grade_cd', 'supv_id', 'base_town', 'hire_dt', 'leave_dt', 'cert_yr'],
      TECHS.map((t, i) => [i + 1, t[0], t[1], t[2], t[3], t[8] ? (techByCode.get(t[8]) as Tech).id : null, t[4], t[5], t[6], t[7]]),
    ),
    insertRows(
      'svc.contracts',
      ['contract_id', 'contract_no', 'cust_id', 'plan_cd', 'scope_cd', 'start_dt', 'end_dt', 'visit_fee_gbp'],
      ctrs.map((c) => [c.id, c.no, c.cust.id, c.plan, c.scope, c.start, c.end, c.fee]),
    ),
    insertRows(
      'svc.visits',
      ['visit_id', 'contract_id', 'tech_code', 'visit_dt', 'status_cd', 'cb_yn', 'orig_visit_id', 'mins_on_site'],
      allVisits.map((v) => [v.id, v.contract.id, v.tech.code, v.dt, v.sts, v.cb ? 'Y' : 'N', v.orig ? v.orig.id : null, v.mins]),
    ),
    insertRows('svc.pest_lkp', ['pest_cd', 'pest_nm', 'pest_grp'], PESTS.map((p) => [p[0], p[1], p[2]])),
    insertRows('svc.chem_prod', ['chem_cd', 'prod_nm', 'act_ingr', 'form_cd', 'uom', 'unit_cost_gbp', 'rstr_yn'], CHEMS),
    insertRows('svc.vst_trt', ['trt_id', 'visit_id', 'pest_cd', 'act_lvl', 'chem_cd', 'chem_qty_ml', 'bait_g'], trtRows),
    insertRows(
      'svc.invoices',
      ['inv_id', 'inv_no', 'cust_id', 'visit_id', 'inv_dt', 'amt_gbp', 'due_dt', 'paid_dt'],
      invoices.map((x) => [x[0], `INV-${100000 + x[0]}`, x[1].id, x[2].id, x[3], x[4], x[5], x[6]]),
    ),
  ].join('\n');
}
