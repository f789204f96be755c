/**
 * Summit Ridge Constructors, a commercial general contractor building in Colorado's Front Range and along Utah's
 * Wasatch Front, out of a Denver and a Salt Lake City office.
 *
 * Schema `ops` (operations):
 * - `staff`: project managers, superintendents and their bosses. `rpt_to_cd` is the employee's manager (the VP of
 *   Operations reports to no one; senior project managers report to her and project managers to a senior PM;
 *   superintendents report to the Director of Field Operations). `ofc_cd` DEN or SLC; `osha30_yn` Y when the
 *   employee holds the OSHA 30-hour card; someone who left has a `term_dt` (null while still employed).
 * - `proj`: one row per job. `pm_cd` and `supt_cd` are the project manager and superintendent (both `staff`);
 *   `clnt_cd` the owner we build for (`ar.client`); `mkt_sector` the market; `budget_amt` the job's budget;
 *   `ret_pct` the retainage percentage the owner holds on our pay applications; `start_dt`, `plan_end_dt` (planned
 *   substantial completion) and `act_end_dt` (actual completion, or the day work stopped on a cancelled job; null
 *   while the job is running or on hold); `job_sts` ACTIVE, ON HOLD, COMPLETE or CANCELLED; `bonded_yn` Y when a
 *   payment and performance bond was posted.
 * - `sub`: subcontractors (`vend_no`), each with one `trade_cd` (CONC concrete, STL structural steel, ELEC
 *   electrical, PLMB plumbing, HVAC mechanical, FIRE fire sprinkler, DRYW drywall and framing, ROOF roofing, MASN
 *   masonry, PNT painting, SITE earthwork and utilities, GLAZ glass and curtain wall, FLR flooring, ELEV elevators);
 *   `emr` the experience modification rate on their workers' comp (1.00 is the industry average, lower is safer);
 *   `mbe_yn` minority-owned business, `union_yn` union shop.
 * - `subk`: subcontracts, one per subcontractor per job, with the original amount `orig_amt` and the date executed.
 * - `chg_ord`: change orders on subcontracts (`sc_no`, also carrying its `job_no`): `co_rsn` the reason, `co_amt`
 *   the amount asked (negative for a credit), `sub_dt` the day it was submitted, `co_sts` APPROVED, PENDING or
 *   REJECTED, `dec_dt` the day it was decided (null while pending), `days_ext` the schedule days asked for.
 * - `insp`: building inspections on site: `insp_typ`, the `agency` that inspected (CITY, COUNTY, STATE or THIRD
 *   PARTY), `inspector` the inspector's name, `result_cd` PASS or FAIL, `reinsp_yn` Y for a re-inspection after a
 *   failed one.
 * - `incid`: safety incidents on site. `occ_dt` is the date it happened, kept as MM/DD/YYYY text by the safety
 *   system; `vend_no` the subcontractor whose worker was involved (null for our own crew); `inc_typ` what
 *   happened; `sev_cd` NEAR MISS, FIRST AID, RECORDABLE or LOST TIME; `lost_days` the workdays lost; `osha_rec_yn`
 *   Y when OSHA recordable.
 *
 * Schema `ar` (billing):
 * - `client`: the owners (`clnt_typ` PUBLIC, PRIVATE or NONPROFIT), with their payment terms in days.
 * - `pay_app`: monthly progress invoices (pay applications) to the owner: `app_no` counts a job's pay apps from 1;
 *   `per_yr` and `per_mo` the billing period (the month of work billed), `per_end_dt` its last day and `inv_dt` the
 *   day the invoice went out; `gross_amt` the work billed, `ret_amt` the retainage withheld, `amt_due` what the owner
 *   owes now (gross less retainage); `paid_amt` and `paid_dt` are set when the owner paid (null while unpaid);
 *   `ret_rel_dt` is the day the retainage held on the invoice was released (null while still held).
 *
 * Jobs start from January 2023; the data runs to 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2023-01-02';
const LAST_DAY = '2026-11-24';
const TODAY = '2026-11-25';

/** [emp_cd, emp_nm, title, rpt_to_cd, ofc_cd, hire_dt, term_dt, osha30_yn, weight, factor] */
type Staff = [string, string, string, string | null, string, string, string | null, string, number, number];
const STAFF: Staff[] = [
  ['E100', 'Karen Albright', 'VP Operations', null, 'DEN', '2009-03-02', null, 'Y', 0, 1],
  ['E110', 'Michael Torres', 'Senior Project Manager', 'E100', 'DEN', '2012-06-18', null, 'Y', 0.55, 0.8],
  ['E120', 'Dana Whitaker', 'Senior Project Manager', 'E100', 'DEN', '2014-01-06', null, 'Y', 0.5, 0.9],
  ['E130', 'Ray Castellano', 'Director of Field Operations', 'E100', 'DEN', '2008-09-15', null, 'Y', 0, 1],
  ['E111', 'Priya Raman', 'Project Manager', 'E110', 'DEN', '2017-04-10', null, 'Y', 1.3, 0.85],
  ['E112', 'Justin Cole', 'Project Manager', 'E110', 'DEN', '2019-08-26', null, 'N', 1.1, 1.35],
  ['E113', 'Hannah Ostrowski', 'Project Manager', 'E110', 'DEN', '2016-02-01', '2025-03-14', 'Y', 1.0, 1.1],
  ['E114', 'Omar Siddiqui', 'Project Manager', 'E110', 'DEN', '2024-08-05', null, 'N', 0.9, 1.2],
  ['E121', 'Marcus Bell', 'Project Manager', 'E120', 'DEN', '2015-10-12', null, 'Y', 1.2, 1.0],
  ['E122', 'Lauren Fitch', 'Project Manager', 'E120', 'DEN', '2020-05-04', null, 'Y', 1.0, 0.7],
  ['E123', 'Tyler Nakamura', 'Project Manager', 'E120', 'SLC', '2018-03-19', null, 'Y', 1.0, 1.05],
  ['E131', 'Bill Hendricks', 'Superintendent', 'E130', 'DEN', '2007-05-14', null, 'Y', 1.2, 0.55],
  ['E132', 'Tony Alvarez', 'Superintendent', 'E130', 'DEN', '2011-09-06', null, 'Y', 1.1, 1.0],
  ['E133', 'Greg Lindholm', 'Superintendent', 'E130', 'DEN', '2016-07-11', null, 'N', 1.0, 1.3],
  ['E134', 'Shawna Pike', 'Superintendent', 'E130', 'DEN', '2019-02-25', null, 'Y', 1.0, 0.8],
  ['E135', 'Dale Kruger', 'Superintendent', 'E130', 'DEN', '2010-04-05', '2024-10-31', 'Y', 1.0, 1.6],
  ['E136', 'Luis Ortega', 'Superintendent', 'E130', 'DEN', '2024-02-12', null, 'N', 0.9, 1.4],
  ['E137', 'Wade Jensen', 'Superintendent', 'E130', 'SLC', '2013-11-04', null, 'Y', 1.0, 0.9],
  ['E138', 'Carla Mendez', 'Superintendent', 'E130', 'DEN', '2021-06-07', null, 'Y', 0.9, 1.05],
];

type Sector = 'Commercial' | 'Healthcare' | 'Education' | 'Multifamily' | 'Industrial' | 'Public Works';

/** [clnt_cd, clnt_nm, clnt_typ, city, st_cd, pay_terms, sectors, weight] */
type Client = [string, string, string, string, string, number, Sector[], number];
const CLIENTS: Client[] = [
  ['CL101', 'Denver Public Schools', 'PUBLIC', 'Denver', 'CO', 45, ['Education'], 1.4],
  ['CL102', 'Jefferson County School District', 'PUBLIC', 'Golden', 'CO', 45, ['Education'], 1.0],
  ['CL103', 'City of Aurora', 'PUBLIC', 'Aurora', 'CO', 45, ['Public Works'], 1.2],
  ['CL104', 'Larimer County', 'PUBLIC', 'Fort Collins', 'CO', 60, ['Public Works'], 0.8],
  ['CL105', 'Salt Lake City Department of Airports', 'PUBLIC', 'Salt Lake City', 'UT', 45, ['Public Works', 'Commercial'], 0.7],
  ['CL106', 'Granite School District', 'PUBLIC', 'Salt Lake City', 'UT', 45, ['Education'], 0.9],
  ['CL107', 'UCHealth', 'NONPROFIT', 'Aurora', 'CO', 30, ['Healthcare'], 1.3],
  ['CL108', 'Intermountain Health', 'NONPROFIT', 'Salt Lake City', 'UT', 30, ['Healthcare'], 1.1],
  ['CL109', 'Centura Health', 'NONPROFIT', 'Englewood', 'CO', 45, ['Healthcare'], 0.9],
  ['CL110', 'Front Range Community College', 'PUBLIC', 'Westminster', 'CO', 45, ['Education'], 0.7],
  ['CL111', 'Alpine Residential Partners', 'PRIVATE', 'Denver', 'CO', 30, ['Multifamily'], 1.4],
  ['CL112', 'Wasatch Multifamily Group', 'PRIVATE', 'Provo', 'UT', 30, ['Multifamily'], 1.0],
  ['CL113', 'Cherry Creek Development LLC', 'PRIVATE', 'Denver', 'CO', 30, ['Multifamily', 'Commercial'], 1.1],
  ['CL114', 'Boulder Tech Campus LLC', 'PRIVATE', 'Boulder', 'CO', 30, ['Commercial'], 0.9],
  ['CL115', 'Peak Logistics Properties', 'PRIVATE', 'Commerce City', 'CO', 45, ['Industrial'], 1.3],
  ['CL116', 'Great Basin Cold Storage', 'PRIVATE', 'Ogden', 'UT', 30, ['Industrial'], 0.8],
  ['CL117', 'Mile High Retail Holdings', 'PRIVATE', 'Lakewood', 'CO', 30, ['Commercial'], 1.0],
  ['CL118', 'Rocky Mountain Credit Union', 'PRIVATE', 'Colorado Springs', 'CO', 30, ['Commercial'], 0.6],
  ['CL119', 'Pikes Peak Senior Living', 'NONPROFIT', 'Colorado Springs', 'CO', 30, ['Healthcare', 'Multifamily'], 0.6],
  ['CL120', 'Utah Valley Manufacturing', 'PRIVATE', 'Orem', 'UT', 45, ['Industrial'], 0.8],
  ['CL121', 'St. Vrain Valley Schools', 'PUBLIC', 'Longmont', 'CO', 45, ['Education'], 0.8],
  ['CL122', 'Summit County Government', 'PUBLIC', 'Frisco', 'CO', 60, ['Public Works'], 0.5],
  ['CL123', 'Foothills Park & Recreation District', 'PUBLIC', 'Littleton', 'CO', 45, [], 0],
];

const CITY_NEAR: Record<string, string[]> = {
  CO: ['Denver', 'Aurora', 'Lakewood', 'Englewood', 'Golden', 'Arvada', 'Westminster', 'Thornton', 'Broomfield', 'Boulder', 'Longmont',
    'Fort Collins', 'Loveland', 'Colorado Springs', 'Castle Rock', 'Commerce City', 'Littleton', 'Frisco'],
  UT: ['Salt Lake City', 'West Valley City', 'Sandy', 'Lehi', 'Provo', 'Orem', 'Ogden', 'Draper', 'Layton'],
};

const PLACES: Record<string, string[]> = {
  CO: ['Highlands', 'Central Park', 'Belmar', 'Green Valley Ranch', 'Lowry', 'Cherry Creek', 'Riverfront', 'Interlocken', 'Centerra',
    'Briargate', 'Castle Pines', 'Golden Triangle', 'Arvada Ridge', 'Westminster Station', 'Sloan Lake', 'Harmony Road', 'Prospect Park',
    'Union Station', 'Baker', 'Montbello', 'Fitzsimons', 'Southlands', 'Bear Creek', 'Timnath', 'Wheat Ridge', 'Clear Creek', 'Sand Creek',
    'Platte Valley', 'Mesa Ridge', 'Dillon Reservoir', 'Vista Ridge', 'Rock Creek'],
  UT: ['Sugar House', 'Daybreak', 'Timpanogos', 'Ogden Junction', 'Marmalade', 'Jordan Landing', 'Traverse Ridge', 'Station Park',
    'Thanksgiving Point', 'Granary', 'Fort Union', 'Canyon Rim'],
};

const NAME_TEMPLATES: Record<Sector, string[]> = {
  Healthcare: ['{p} Medical Office Building', '{p} Hospital Tower Expansion', '{p} Outpatient Surgery Center', '{p} Cancer Center Renovation',
    '{p} Urgent Care Clinic', '{p} Behavioral Health Unit', '{p} Imaging Center'],
  Education: ['{p} Elementary School', '{p} High School Addition', '{p} Middle School Modernization', '{p} STEM Building',
    '{p} Library Renovation', '{p} Athletic Fieldhouse', '{p} Career Tech Center'],
  Multifamily: ['{p} Apartments', '{p} Lofts', 'The Residences at {p}', '{p} Townhomes', '{p} Senior Apartments', '{p} Flats'],
  Commercial: ['{p} Office Building', '{p} Retail Center', '{p} Branch Office', '{p} Tenant Improvement', '{p} Hotel', '{p} Parking Structure'],
  Industrial: ['{p} Distribution Center', '{p} Cold Storage Warehouse', '{p} Plant Expansion', '{p} Flex Industrial', '{p} Logistics Hub'],
  'Public Works': ['{p} Fire Station', '{p} Maintenance Facility', '{p} Recreation Center', '{p} Transit Park-n-Ride', '{p} Police Substation',
    '{p} Water Treatment Building'],
};

/** [sector, weight, median budget, fail factor, change-order factor, delay factor] */
const SECTORS: [Sector, number, number, number, number, number][] = [
  ['Commercial', 24, 7_500_000, 1.0, 0.9, 0.9],
  ['Healthcare', 15, 17_000_000, 1.25, 1.8, 1.4],
  ['Education', 18, 12_000_000, 1.0, 1.15, 0.8],
  ['Multifamily', 17, 15_000_000, 0.9, 1.0, 1.2],
  ['Industrial', 15, 11_000_000, 0.75, 0.7, 0.8],
  ['Public Works', 11, 5_000_000, 1.1, 1.2, 1.1],
];

/** [trade_cd, share of budget, risk weight for incidents, change-order factor] */
const TRADES: [string, number, number, number][] = [
  ['SITE', 0.07, 1.2, 1.6],
  ['CONC', 0.11, 1.4, 1.1],
  ['STL', 0.09, 1.8, 1.0],
  ['MASN', 0.05, 1.1, 0.8],
  ['ROOF', 0.04, 2.0, 0.7],
  ['GLAZ', 0.05, 1.0, 0.9],
  ['DRYW', 0.08, 1.0, 1.0],
  ['PNT', 0.02, 0.6, 0.6],
  ['FLR', 0.03, 0.5, 0.7],
  ['PLMB', 0.07, 0.9, 1.3],
  ['HVAC', 0.12, 1.0, 1.4],
  ['FIRE', 0.03, 0.7, 0.9],
  ['ELEC', 0.11, 1.1, 1.4],
  ['ELEV', 0.03, 0.8, 0.6],
];

const SECTOR_TRADES: Record<Sector, string[]> = {
  Healthcare: ['SITE', 'CONC', 'STL', 'MASN', 'ROOF', 'GLAZ', 'DRYW', 'PNT', 'FLR', 'PLMB', 'HVAC', 'FIRE', 'ELEC', 'ELEV'],
  Education: ['SITE', 'CONC', 'STL', 'MASN', 'ROOF', 'GLAZ', 'DRYW', 'PNT', 'FLR', 'PLMB', 'HVAC', 'FIRE', 'ELEC'],
  Multifamily: ['SITE', 'CONC', 'DRYW', 'ROOF', 'GLAZ', 'PNT', 'FLR', 'PLMB', 'HVAC', 'FIRE', 'ELEC', 'ELEV'],
  Commercial: ['SITE', 'CONC', 'STL', 'GLAZ', 'DRYW', 'PNT', 'FLR', 'PLMB', 'HVAC', 'FIRE', 'ELEC', 'ROOF'],
  Industrial: ['SITE', 'CONC', 'STL', 'ROOF', 'PLMB', 'HVAC', 'FIRE', 'ELEC'],
  'Public Works': ['SITE', 'CONC', 'STL', 'MASN', 'ROOF', 'DRYW', 'PNT', 'PLMB', 'HVAC', 'FIRE', 'ELEC'],
};

/** [vend_no, vend_nm, trade_cd, st_cd, emr, mbe_yn, union_yn, weight] */
type Sub = [string, string, string, string, number, string, string, number];
const SUBS: Sub[] = [
  ['V1001', 'Front Range Excavating', 'SITE', 'CO', 0.82, 'N', 'N', 1.5],
  ['V1002', 'Mile High Earthworks', 'SITE', 'CO', 1.12, 'Y', 'N', 0.9],
  ['V1003', 'Wasatch Grading & Utilities', 'SITE', 'UT', 0.91, 'N', 'N', 1],
  ['V1004', 'Rocky Mountain Concrete', 'CONC', 'CO', 0.88, 'N', 'Y', 1.6],
  ['V1005', 'Ortiz Concrete Contractors', 'CONC', 'CO', 0.95, 'Y', 'N', 1.1],
  ['V1006', 'Bonneville Concrete', 'CONC', 'UT', 1.04, 'N', 'N', 1],
  ['V1007', 'Ironclad Steel Erectors', 'STL', 'CO', 1.21, 'N', 'Y', 1.2],
  ['V1008', 'Summit Structural Steel', 'STL', 'CO', 0.79, 'N', 'N', 1],
  ['V1009', 'Beehive Steel', 'STL', 'UT', 0.97, 'N', 'N', 0.9],
  ['V1010', 'Redstone Masonry', 'MASN', 'CO', 0.93, 'N', 'Y', 1.2],
  ['V1011', 'Nguyen Brick & Block', 'MASN', 'CO', 0.86, 'Y', 'N', 0.8],
  ['V1012', 'Alpine Roofing Systems', 'ROOF', 'CO', 1.33, 'N', 'N', 1.3],
  ['V1013', 'Peak Commercial Roofing', 'ROOF', 'CO', 0.98, 'N', 'N', 0.8],
  ['V1014', 'Great Salt Roofing', 'ROOF', 'UT', 1.08, 'N', 'N', 0.9],
  ['V1015', 'Clearview Glass & Glazing', 'GLAZ', 'CO', 0.84, 'N', 'N', 1.2],
  ['V1016', 'Apex Curtain Wall', 'GLAZ', 'CO', 0.9, 'Y', 'Y', 0.9],
  ['V1017', 'Interior Systems of Colorado', 'DRYW', 'CO', 0.92, 'N', 'Y', 1.5],
  ['V1018', 'Martinez Drywall', 'DRYW', 'CO', 1.15, 'Y', 'N', 1.1],
  ['V1019', 'Zion Wall & Ceiling', 'DRYW', 'UT', 0.89, 'N', 'N', 1],
  ['V1020', 'Colorado Coatings', 'PNT', 'CO', 0.81, 'N', 'N', 1.2],
  ['V1021', 'Brushstroke Painting', 'PNT', 'CO', 0.99, 'Y', 'N', 0.8],
  ['V1022', 'Deseret Painting', 'PNT', 'UT', 0.87, 'N', 'N', 0.9],
  ['V1023', 'Floorcraft Commercial', 'FLR', 'CO', 0.76, 'N', 'N', 1.3],
  ['V1024', 'Tile & Terrazzo West', 'FLR', 'CO', 0.94, 'Y', 'Y', 0.7],
  ['V1025', 'Pioneer Plumbing', 'PLMB', 'CO', 0.9, 'N', 'Y', 1.4],
  ['V1026', 'Reyes Mechanical Plumbing', 'PLMB', 'CO', 1.02, 'Y', 'N', 1],
  ['V1027', 'Wasatch Plumbing & Piping', 'PLMB', 'UT', 0.85, 'N', 'N', 1],
  ['V1028', 'Centennial Mechanical', 'HVAC', 'CO', 0.83, 'N', 'Y', 1.5],
  ['V1029', 'AirFlow HVAC Services', 'HVAC', 'CO', 1.06, 'N', 'N', 1],
  ['V1030', 'Intermountain Mechanical', 'HVAC', 'UT', 0.95, 'N', 'N', 1],
  ['V1031', 'Guardian Fire Protection', 'FIRE', 'CO', 0.88, 'N', 'Y', 1.3],
  ['V1032', 'Blue Flame Sprinkler', 'FIRE', 'UT', 1.0, 'N', 'N', 0.9],
  ['V1033', 'Sparks Electric', 'ELEC', 'CO', 0.93, 'N', 'Y', 1.5],
  ['V1034', 'Volt Electrical Contractors', 'ELEC', 'CO', 1.18, 'Y', 'N', 1],
  ['V1035', 'Kilowatt Electric', 'ELEC', 'UT', 0.87, 'N', 'N', 1],
  ['V1036', 'Lightning Electric', 'ELEC', 'CO', 0.8, 'N', 'N', 0.6],
  ['V1037', 'Vertical Transportation Inc', 'ELEV', 'CO', 0.78, 'N', 'Y', 1.3],
  ['V1038', 'Summit Elevator', 'ELEV', 'UT', 0.92, 'N', 'N', 0.8],
  ['V1039', 'High Plains Excavation', 'SITE', 'CO', 1.25, 'N', 'N', 0],
  ['V1040', 'Castle Rock Masonry', 'MASN', 'CO', 0.95, 'Y', 'N', 0],
  ['V1041', 'Evergreen Flooring', 'FLR', 'UT', 0.88, 'Y', 'N', 0],
];

const INSPECTORS: Record<string, string[]> = {
  CITY: ['D. Morales', 'K. Brennan', 'S. Holt', 'A. Petrov', 'J. Whitley', 'M. Osei', 'R. Tanaka'],
  COUNTY: ['L. Gardner', 'P. Svoboda', 'T. Ruiz'],
  STATE: ['B. Kessler', 'N. Farouk'],
  'THIRD PARTY': ['E. Lamb', 'C. Duarte', 'H. Yoon'],
};

/** [insp_typ, point in the job (0-1), fail chance, repeats on big jobs, agency] */
const INSP_TYPES: [string, number, number, boolean, string][] = [
  ['FOOTING', 0.05, 0.07, false, 'CITY'],
  ['FOUNDATION', 0.1, 0.09, false, 'CITY'],
  ['UNDERGROUND PLUMBING', 0.13, 0.12, false, 'CITY'],
  ['FRAMING', 0.36, 0.2, true, 'CITY'],
  ['ROUGH ELECTRICAL', 0.42, 0.22, true, 'CITY'],
  ['ROUGH PLUMBING', 0.44, 0.15, true, 'CITY'],
  ['ROUGH MECHANICAL', 0.47, 0.16, true, 'CITY'],
  ['INSULATION', 0.55, 0.08, false, 'CITY'],
  ['FIRE SPRINKLER', 0.72, 0.14, true, 'THIRD PARTY'],
  ['FIRE ALARM', 0.82, 0.24, false, 'THIRD PARTY'],
  ['ELEVATOR', 0.86, 0.18, false, 'STATE'],
  ['FINAL BUILDING', 0.97, 0.26, false, 'CITY'],
];

const COUNTY_CITIES = new Set(['Frisco', 'Castle Rock', 'Commerce City', 'Draper', 'Layton']);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const monthEnd = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;
const minDay = (a: string, b: string) => (a < b ? a : b);
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;
/** Site work happens on weekdays. */
const weekday = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return d === 6 ? addDays(iso, 2) : d === 0 ? addDays(iso, 1) : iso;
};
const smooth = (t: number) => {
  const x = Math.max(0, Math.min(1, t));
  return x * x * (3 - 2 * x);
};
const poisson = (r: SeededRandom, lambda: number) => {
  let k = 0;
  let p = Math.exp(-lambda);
  let cum = p;
  const u = r.next();
  while (u > cum && k < 30) {
    k++;
    p *= lambda / k;
    cum += p;
  }
  return k;
};

interface Job {
  no: string;
  nm: string;
  clnt: Client;
  sector: Sector;
  st: string;
  city: string;
  pm: string;
  supt: string;
  budget: number;
  retPct: number;
  start: string;
  planEnd: string;
  /** the day the work ended or will end (a forecast for running jobs) */
  finish: string;
  actEnd: string | null;
  sts: string;
  /** the last day work happened on site, within the data */
  lastWork: string;
  bonded: string;
}

export function datasetSql(): string {
  const r = seededRandom(70_321);
  const staffOf = (cd: string) => STAFF.find((s) => s[0] === cd) as Staff;
  const employed = (s: Staff, from: string, to: string) => s[5] <= from && (s[6] === null || s[6] > to);

  // Jobs
  const jobs: Job[] = [];
  const usedNames = new Set<string>();
  const seqByYear: Record<number, number> = {};
  let day = FIRST_DAY;
  const holdCount = { n: 0 };
  while (true) {
    day = addDays(day, r.weighted<number>([[r.int(3, 12), 35], [r.int(13, 25), 45], [r.int(26, 40), 20]]));
    if (day > '2026-10-20') break;
    const start = weekday(day);
    const [sector, , median, , , delayF] = r.weighted(SECTORS.map((s) => [s, s[1]] as [typeof s, number]));
    const clnt = r.weighted(CLIENTS.filter((c) => c[6].includes(sector)).map((c) => [c, c[7]] as [Client, number]));
    const st = clnt[4];
    const city = r.chance(0.55) ? clnt[3] : r.pick(CITY_NEAR[st] ?? []);
    let nm = '';
    do {
      nm = r.pick(NAME_TEMPLATES[sector]).replace('{p}', r.pick(PLACES[st] ?? []));
    } while (usedNames.has(nm));
    usedNames.add(nm);
    const budget = Math.round(Math.min(68_000_000, Math.max(650_000, median * Math.exp(normal(r) * 0.6))) / 1000) * 1000;
    const months = Math.max(5, Math.min(30, Math.round(6 + 4 * Math.log2(budget / 1_500_000) + r.int(-2, 2))));
    const planEnd = weekday(addDays(start, Math.round(months * 30.4)));
    const yr = Number(start.slice(0, 4));
    seqByYear[yr] = (seqByYear[yr] ?? 0) + r.int(1, 3);
    const no = `${yr % 100}-${pad(seqByYear[yr] ?? 0, 3)}`;
    const ut = st === 'UT';
    const pms = STAFF.filter((s) => s[2].includes('Project Manager') && employed(s, start, minDay(planEnd, LAST_DAY)))
      .map((s) => [s[0], ut ? (s[0] === 'E123' ? 6 : s[8] * 0.3) : s[0] === 'E123' ? 0.1 : s[8]] as [string, number]);
    const pm = r.weighted(pms);
    const pmF = staffOf(pm)[9];
    // delay against the plan
    const delay = Math.round(r.weighted<number>([[r.int(-25, -1), 18], [0, 10], [r.int(1, 30), 30], [r.int(31, 90), 29], [r.int(91, 200), 13]]) * delayF * pmF);
    let finish = weekday(addDays(planEnd, delay));
    let sts = finish <= LAST_DAY ? 'COMPLETE' : 'ACTIVE';
    let actEnd: string | null = sts === 'COMPLETE' ? finish : null;
    let lastWork = minDay(finish, LAST_DAY);
    if (r.chance(0.045) && daysBetween(start, minDay(planEnd, LAST_DAY)) > 120) {
      sts = 'CANCELLED';
      actEnd = weekday(addDays(start, r.int(60, Math.min(daysBetween(start, planEnd), daysBetween(start, LAST_DAY)) - 30)));
      lastWork = actEnd;
      finish = actEnd;
    } else if (sts === 'ACTIVE' && holdCount.n < 3 && daysBetween(start, LAST_DAY) > 150 && r.chance(0.25)) {
      sts = 'ON HOLD';
      holdCount.n++;
      lastWork = weekday(addDays(LAST_DAY, -r.int(40, Math.min(200, daysBetween(start, LAST_DAY) - 90))));
    }
    const supts = STAFF.filter((s) => s[2] === 'Superintendent' && employed(s, start, lastWork))
      .map((s) => [s[0], ut ? (s[0] === 'E137' ? 6 : s[8] * 0.2) : s[0] === 'E137' ? 0.05 : s[8]] as [string, number]);
    const supt = r.weighted(supts);
    const retPct = clnt[2] === 'PUBLIC' ? 5 : r.chance(0.8) ? 10 : 5;
    const bonded = clnt[2] === 'PUBLIC' || r.chance(0.25) ? 'Y' : 'N';
    jobs.push({ no, nm, clnt, sector, st, city, pm, supt, budget, retPct, start, planEnd, finish, actEnd, sts, lastWork, bonded });
  }

  // Subcontracts and change orders
  const rs = seededRandom(81_557);
  const subkRows: unknown[][] = [];
  const coRows: unknown[][] = [];
  const jobSubs: Record<string, [string, string][]> = {};
  const approvedByJob: Record<string, number> = {};
  let scSeq = 4100;
  interface Co { job: Job; sc: string; rsn: string; amt: number; sub: string; sts: string; dec: string | null; ext: number }
  const cos: Co[] = [];
  for (const j of jobs) {
    jobSubs[j.no] = [];
    const sectorF = SECTORS.find((s) => s[0] === j.sector)?.[4] ?? 1;
    for (const trade of SECTOR_TRADES[j.sector]) {
      if (j.budget < 3_000_000 && ['ELEV', 'MASN', 'GLAZ'].includes(trade) && rs.chance(0.6)) continue;
      const pool = SUBS.filter((s) => s[2] === trade && s[7] > 0);
      const local = pool.filter((s) => s[3] === j.st);
      const choose = local.length > 0 && rs.chance(0.85) ? local : pool;
      const sub = rs.weighted(choose.map((s) => [s, s[7]] as [Sub, number]));
      const t = TRADES.find((x) => x[0] === trade) as [string, number, number, number];
      const orig = Math.round((j.budget * t[1] * Math.exp(normal(rs) * 0.25)) / 100) * 100;
      const exec = addDays(j.start, -rs.int(3, 25) + Math.round(daysBetween(j.start, j.planEnd) * rs.float(0, 0.35)));
      if (exec > j.lastWork || exec > LAST_DAY) continue;
      const scNo = `SC${(scSeq += rs.int(1, 3))}`;
      subkRows.push([scNo, j.no, sub[0], orig, exec]);
      jobSubs[j.no]?.push([scNo, trade]);
      const span = daysBetween(exec, j.lastWork);
      if (span < 20) continue;
      const n = poisson(rs, 0.55 * sectorF * t[3] * (span / 365));
      for (let i = 0; i < n; i++) {
        const rsn = rs.weighted<string>([['OWNER REQUEST', 34], ['UNFORESEEN CONDITION', 22], ['DESIGN ERROR', 20], ['CODE REQUIREMENT', 10],
          ['SCHEDULE ACCELERATION', 7], ['VALUE ENGINEERING', 7]]);
        const size = orig * 0.035 * Math.exp(normal(rs) * 0.85);
        const amt = Math.round(Math.max(450, Math.min(orig * 0.4, size)) / 10) * 10 * (rsn === 'VALUE ENGINEERING' ? -1 : 1);
        const subDt = weekday(addDays(exec, rs.int(10, span)));
        if (subDt > LAST_DAY) continue;
        const decLag = rs.weighted<number>([[rs.int(3, 14), 40], [rs.int(15, 35), 40], [rs.int(36, 90), 20]]);
        let dec: string | null = weekday(addDays(subDt, decLag));
        let sts = rs.weighted<string>([['APPROVED', rsn === 'DESIGN ERROR' ? 66 : 80], ['REJECTED', rsn === 'DESIGN ERROR' ? 34 : 20]]);
        if (j.actEnd && dec > j.actEnd) dec = j.actEnd;
        if (dec > LAST_DAY || (j.sts === 'ON HOLD' && subDt > addDays(j.lastWork, -60) && rs.chance(0.7))) {
          dec = null;
          sts = 'PENDING';
        }
        const ext = rsn === 'UNFORESEEN CONDITION' || rsn === 'OWNER REQUEST' ? rs.weighted<number>([[0, 55], [rs.int(2, 10), 30], [rs.int(11, 30), 15]]) : rs.chance(0.15) ? rs.int(1, 7) : 0;
        cos.push({ job: j, sc: scNo, rsn, amt, sub: subDt, sts, dec, ext });
        if (sts === 'APPROVED') approvedByJob[j.no] = (approvedByJob[j.no] ?? 0) + amt;
      }
    }
  }
  cos.sort((a, b) => a.sub.localeCompare(b.sub) || a.sc.localeCompare(b.sc));
  let coSeq = 0;
  for (const c of cos) coRows.push([`CO-${pad((coSeq += 1), 4)}`, c.job.no, c.sc, c.rsn, c.amt, c.sub, c.sts, c.dec, c.ext]);

  // Pay applications
  const rp = seededRandom(92_003);
  const payRows: unknown[][] = [];
  let invSeq = 30_000;
  const payLines: { job: Job; app: number; y: number; m: number; end: string; inv: string; gross: number }[] = [];
  for (const j of jobs) {
    const value = j.budget * rp.float(0.965, 1.0, 4) + (approvedByJob[j.no] ?? 0) * 1.08;
    const total = daysBetween(j.start, j.finish);
    let y = Number(j.start.slice(0, 4));
    let m = Number(j.start.slice(5, 7));
    let billed = 0;
    let app = 0;
    while (true) {
      const end = monthEnd(y, m);
      const periodStart = `${y}-${pad(m)}-01`;
      if (periodStart > j.lastWork) break;
      const inv = weekday(addDays(end, rp.int(2, 8)));
      if (inv > LAST_DAY) break;
      const last = j.sts === 'COMPLETE' && end >= j.finish;
      const progress = smooth(daysBetween(j.start, minDay(end, j.lastWork)) / total);
      const target = last ? value : value * progress * (j.sts === 'CANCELLED' && end >= j.lastWork ? 0.97 : 1);
      const gross = round2(Math.max(0, target - billed) * (last ? 1 : rp.float(0.96, 1.04, 4)));
      if (gross > 100) {
        billed += gross;
        app += 1;
        payLines.push({ job: j, app, y, m, end, inv, gross });
      }
      if (last) break;
      m += 1;
      if (m > 12) {
        m = 1;
        y += 1;
      }
    }
  }
  payLines.sort((a, b) => a.inv.localeCompare(b.inv) || a.job.no.localeCompare(b.job.no));
  const slowPayer = new Set(['CL104', 'CL122', 'CL109']);
  const lastPaid: Record<string, string | null> = {};
  const payDraft: [string, typeof payLines[number], number, number, string | null][] = [];
  for (const p of payLines) {
    const ret = round2((p.gross * p.job.retPct) / 100);
    const due = round2(p.gross - ret);
    const terms = p.job.clnt[5];
    const late = rp.weighted<number>([[rp.int(-12, 0), 40], [rp.int(1, 15), 36], [rp.int(16, 40), 19], [rp.int(41, 75), 5]]) + (slowPayer.has(p.job.clnt[0]) ? rp.int(5, 25) : 0);
    let paidDt: string | null = addDays(p.inv, Math.max(6, terms + late));
    if (paidDt > LAST_DAY || rp.chance(0.005)) paidDt = null;
    invSeq += rp.int(1, 4);
    payDraft.push([`INV-${invSeq}`, p, ret, due, paidDt]);
    const prev = lastPaid[p.job.no];
    lastPaid[p.job.no] = paidDt === null || prev === null ? null : prev && prev > paidDt ? prev : paidDt;
  }
  // Retainage is released once the job is finished and every pay app is paid.
  const retRelease: Record<string, string | null> = {};
  for (const j of jobs) {
    let rel: string | null = null;
    const paidUp = lastPaid[j.no];
    if (j.actEnd && paidUp && (j.sts === 'COMPLETE' || j.sts === 'CANCELLED')) {
      rel = weekday(addDays(j.actEnd, j.sts === 'COMPLETE' ? rp.int(35, 150) : rp.int(60, 120)));
      if (rel <= paidUp) rel = weekday(addDays(paidUp, rp.int(5, 30)));
    }
    retRelease[j.no] = rel && rel <= LAST_DAY ? rel : null;
  }
  for (const [inv, p, ret, due, paidDt] of payDraft) {
    payRows.push([inv, p.job.no, p.app, p.y, p.m, p.end, p.inv, p.gross, ret, due, paidDt ? due : null, paidDt, retRelease[p.job.no] ?? null]);
  }

  // Inspections
  const ri = seededRandom(13_579);
  const inspRows: unknown[][] = [];
  const insps: [string, string, string, string, string, string, string][] = [];
  for (const j of jobs) {
    const failF = (SECTORS.find((s) => s[0] === j.sector)?.[3] ?? 1) * staffOf(j.supt)[9];
    const total = daysBetween(j.start, j.finish);
    const agencyFor = (base: string) => (base === 'CITY' && COUNTY_CITIES.has(j.city) ? 'COUNTY' : base === 'CITY' && j.sector === 'Public Works' && ri.chance(0.2) ? 'STATE' : base);
    const inspector: Record<string, string> = {};
    for (const [typ, at, fail, repeats, base] of INSP_TYPES) {
      if (typ === 'ELEVATOR' && !(jobSubs[j.no] ?? []).some((s) => s[1] === 'ELEV')) continue;
      if (typ === 'UNDERGROUND PLUMBING' && j.sector === 'Industrial' && ri.chance(0.5)) continue;
      const count = repeats ? 1 + Math.floor(j.budget / 12_000_000) : 1;
      for (let k = 0; k < count; k++) {
        let dt = weekday(addDays(j.start, Math.round(total * Math.min(0.99, at + k * 0.04 + ri.float(-0.02, 0.02, 3)))));
        if (typ === 'FINAL BUILDING' && j.actEnd && j.sts === 'COMPLETE') dt = weekday(addDays(j.actEnd, -ri.int(18, 30)));
        let re = 'N';
        for (let tries = 0; tries < 4; tries++) {
          if (dt > j.lastWork || dt > LAST_DAY) break;
          const agency = agencyFor(base);
          const who = inspector[agency] ?? ri.pick(INSPECTORS[agency] ?? []);
          inspector[agency] = who;
          const failed = tries < 3 && ri.chance(Math.min(0.7, fail * failF * (re === 'Y' ? 0.55 : 1)));
          insps.push([j.no, dt, typ, agency, who, failed ? 'FAIL' : 'PASS', re]);
          if (!failed) break;
          re = 'Y';
          dt = weekday(addDays(dt, ri.int(3, 12)));
        }
      }
    }
  }
  insps.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]) || a[2].localeCompare(b[2]));
  let inspSeq = 200_000;
  for (const i of insps) inspRows.push([(inspSeq += ri.int(1, 2)), ...i]);

  // Safety incidents
  const rn = seededRandom(24_680);
  const incids: [string, string, string | null, string, string, number, string, string][] = [];
  for (const j of jobs) {
    const f = staffOf(j.supt)[9];
    const months = daysBetween(j.start, j.lastWork) / 30.4;
    const n = poisson(rn, 0.16 * Math.sqrt(j.budget / 5_000_000) * f * months);
    for (let i = 0; i < n; i++) {
      const dt = weekday(addDays(j.start, rn.int(0, Math.max(0, daysBetween(j.start, j.lastWork) - 3))));
      if (dt > LAST_DAY) continue;
      const subs = (jobSubs[j.no] ?? []).filter((s) => (subkRows.find((row) => row[0] === s[0])?.[4] as string) <= dt);
      let vend: string | null = null;
      if (subs.length > 0 && rn.chance(0.72)) {
        const sc = rn.weighted(subs.map((s) => [s[0], TRADES.find((t) => t[0] === s[1])?.[2] ?? 1] as [string, number]));
        vend = subkRows.find((row) => row[0] === sc)?.[2] as string;
      }
      const typ = rn.weighted<string>([['FALL', 20], ['STRUCK BY', 18], ['CAUGHT BETWEEN', 7], ['CUT/LACERATION', 22], ['STRAIN/SPRAIN', 18],
        ['ELECTRICAL', 5], ['HEAT STRESS', 4], ['EYE INJURY', 6]]);
      const sev = rn.weighted<string>([['NEAR MISS', typ === 'FALL' ? 34 : 26], ['FIRST AID', 42], ['RECORDABLE', 21], ['LOST TIME', typ === 'FALL' ? 14 : 9]]);
      const lost = sev === 'LOST TIME' ? rn.weighted<number>([[rn.int(1, 5), 50], [rn.int(6, 20), 35], [rn.int(21, 60), 15]]) : 0;
      const rec = sev === 'RECORDABLE' || sev === 'LOST TIME' ? 'Y' : 'N';
      const desc = `${typ.toLowerCase()} - ${sev.toLowerCase()}`;
      incids.push([j.no, dt, vend, typ, sev, lost, rec, desc]);
    }
  }
  incids.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
  const incRows: unknown[][] = incids.map((x, k) => {
    const [y, m, d] = x[1].split('-');
    return [`SI-${x[1].slice(2, 4)}${pad(k + 1, 4)}`, x[0], `${m}/${d}/${y}`, x[2], x[3], x[4], x[5], x[6], x[7]];
  });

  if (TODAY <= LAST_DAY) throw new Error('today must follow the last day of data');

  const projRows = jobs.map((j) => [j.no, j.nm, j.clnt[0], j.sector, j.city, j.st, j.pm, j.supt, j.budget, j.retPct, j.start, j.planEnd, j.actEnd, j.sts, j.bonded]);

  return [
    'CREATE SCHEMA ops;',
    'CREATE SCHEMA ar;',
    `CREATE TABLE ops.staff (emp_cd char(4) PRIMARY KEY, emp_nm text NOT NULL, title text NOT NULL, rpt_to_cd char(4) REFERENCES ops.staff (emp_cd),
      ofc_cd char(3) NOT NULL, hire_dt date NOT NULL, term_dt date, osha30_yn char(1) NOT NULL);`,
    `CREATE TABLE ar.client (clnt_cd varchar(6) PRIMARY KEY, clnt_nm text NOT NULL, clnt_typ text NOT NULL, city text NOT NULL, st_cd char(2) NOT NULL,
      pay_terms integer NOT NULL);`,
    `CREATE TABLE ops.proj (job_no varchar(8) PRIMARY KEY, job_nm text NOT NULL, clnt_cd varchar(6) NOT NULL REFERENCES ar.client (clnt_cd),
      mkt_sector text NOT NULL, city text NOT NULL, st_cd char(2) NOT NULL, pm_cd char(4) NOT NULL REFERENCES ops.staff (emp_cd),
      supt_cd char(4) NOT NULL REFERENCES ops.staff (emp_cd), budget_amt numeric(12,2) NOT NULL, ret_pct numeric(4,1) NOT NULL, start_dt date NOT NULL,
      plan_end_dt date NOT NULL, act_end_dt date, job_sts text NOT NULL, bonded_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.sub (vend_no varchar(6) PRIMARY KEY, vend_nm text NOT NULL, trade_cd varchar(4) NOT NULL, st_cd char(2) NOT NULL, emr numeric(3,2) NOT NULL,
      mbe_yn char(1) NOT NULL, union_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.subk (sc_no varchar(8) PRIMARY KEY, job_no varchar(8) NOT NULL REFERENCES ops.proj (job_no), vend_no varchar(6) NOT NULL REFERENCES ops.sub (vend_no),
      orig_amt numeric(12,2) NOT NULL, exec_dt date NOT NULL);`,
    `CREATE TABLE ops.chg_ord (co_no varchar(8) PRIMARY KEY, job_no varchar(8) NOT NULL REFERENCES ops.proj (job_no), sc_no varchar(8) NOT NULL REFERENCES ops.subk (sc_no),
      co_rsn text NOT NULL, co_amt numeric(12,2) NOT NULL, sub_dt date NOT NULL, co_sts text NOT NULL, dec_dt date, days_ext integer NOT NULL);`,
    `CREATE TABLE ops.insp (insp_no integer PRIMARY KEY, job_no varchar(8) NOT NULL REFERENCES ops.proj (job_no), insp_dt date NOT NULL, insp_typ text NOT NULL,
      agency text NOT NULL, inspector text NOT NULL, result_cd varchar(4) NOT NULL, reinsp_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.incid (inc_no varchar(10) PRIMARY KEY, job_no varchar(8) NOT NULL REFERENCES ops.proj (job_no), occ_dt varchar(10) NOT NULL,
      vend_no varchar(6) REFERENCES ops.sub (vend_no), inc_typ text NOT NULL, sev_cd text NOT NULL, lost_days integer NOT NULL, osha_rec_yn char(1) NOT NULL,
      inc_desc text);`,
    `CREATE TABLE ar.pay_app (inv_no varchar(10) PRIMARY KEY, job_no varchar(8) NOT NULL REFERENCES ops.proj (job_no), app_no integer NOT NULL, per_yr integer NOT NULL,
      per_mo integer NOT NULL, per_end_dt date NOT NULL, inv_dt date NOT NULL, gross_amt numeric(12,2) NOT NULL, ret_amt numeric(12,2) NOT NULL,
      amt_due numeric(12,2) NOT NULL, paid_amt numeric(12,2), paid_dt date, ret_rel_dt date);`,
    insertRows('ops.staff', ['emp_cd', 'emp_nm', 'title', 'rpt_to_cd', 'ofc_cd', 'hire_dt', 'term_dt', 'osha30_yn'], STAFF.map((s) => s.slice(0, 8))),
    insertRows('ar.client', ['clnt_cd', 'clnt_nm', 'clnt_typ', 'city', 'st_cd', 'pay_terms'], CLIENTS.map((c) => c.slice(0, 6))),
    insertRows('ops.proj', ['job_no', 'job_nm', 'clnt_cd', 'mkt_sector', 'city', 'st_cd', 'pm_cd', 'supt_cd', 'budget_amt', 'ret_pct', 'start_dt', 'plan_end_dt',
      'act_end_dt', 'job_sts', 'bonded_yn'], projRows),
    insertRows('ops.sub', ['vend_no', 'vend_nm', 'trade_cd', 'st_cd', 'emr', 'mbe_yn', 'union_yn'], SUBS.map((s) => s.slice(0, 7))),
    insertRows('ops.subk', ['sc_no', 'job_no', 'vend_no', 'orig_amt', 'exec_dt'], subkRows),
    insertRows('ops.chg_ord', ['co_no', 'job_no', 'sc_no', 'co_rsn', 'co_amt', 'sub_dt', 'co_sts', 'dec_dt', 'days_ext'], coRows),
    insertRows('ops.insp', ['insp_no', 'job_no', 'insp_dt', 'insp_typ', 'agency', 'inspector', 'result_cd', 'reinsp_yn'], inspRows),
    insertRows('ops.incid', ['inc_no', 'job_no', 'occ_dt', 'vend_no', 'inc_typ', 'sev_cd', 'lost_days', 'osha_rec_yn', 'inc_desc'], incRows),
    insertRows('ar.pay_app', ['inv_no', 'job_no', 'app_no', 'per_yr', 'per_mo', 'per_end_dt', 'inv_dt', 'gross_amt', 'ret_amt', 'amt_due', 'paid_amt', 'paid_dt',
      'ret_rel_dt'], payRows),
  ].join('\n');
}
