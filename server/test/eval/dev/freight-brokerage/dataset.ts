/**
 * Ridgeline Freight Partners, a non-asset truckload freight brokerage headquartered in Columbus, Ohio, with sales and
 * carrier desks in Columbus (CMH), Memphis (MEM) and, since March 2025, Dallas (DFW). It owns no trucks: account
 * executives sell full-truckload capacity to shippers (manufacturers, food and beverage producers, retailers), and
 * carrier reps cover each load with an outside trucking company (dry van, refrigerated "reefer" or flatbed). Contract
 * freight comes from the shippers' routing guides at agreed lane rates; spot freight is quoted load by load. The
 * brokerage invoices the shipper once a load is delivered (all-in rate split into linehaul and fuel surcharge, plus
 * any accessorial charges such as detention or lumper fees) and pays the carrier after the proof of delivery comes
 * in, on net 30 terms or sooner for a quick-pay fee. Shippers file cargo claims for damaged, short, lost or
 * temperature-abused freight. Amounts on loads, invoices and carrier payments are kept in cents; quotes, claims and
 * credit limits in dollars. The data runs from 2 January 2024 to 24 November 2026 (loads already booked may pick up
 * later).
 *
 * Schema `frt`:
 * - `rep`: brokerage staff. `rep_cd`; `frst_nm`, `last_nm`; `role_cd` MGR office manager, AE account executive (sells
 *   to and looks after shippers), CR carrier rep (finds and books trucks); `ofc_cd` CMH Columbus, MEM Memphis, DFW
 *   Dallas; `hire_dt`; `term_dt` last day of employment (empty while employed).
 * - `shpr`: shippers (customers). `shpr_no`; `shpr_nm`; `cty_nm`, `st_cd` where they are based; `ind_cd` industry:
 *   FB food and beverage, AGR agriculture and produce, RET retail and consumer goods, PKG paper and packaging, AUT
 *   automotive, MFG manufacturing and industrial, BLD building materials, CHM chemicals and plastics; `ae_ref` the
 *   rep_cd of the account executive looking after them now; `pay_trm` payment terms in days; `cr_lmt` credit limit in
 *   dollars; `opn_dt` the day the account was opened; `sts_cd` A active, H on credit hold (no new loads until they pay
 *   down what they owe), I inactive (no load picked up in the last 12 months).
 * - `carr`: trucking companies (carriers). `carr_no`; `carr_nm`; `mc_no` FMCSA motor carrier number; `dot_no` USDOT
 *   number; `hq_st` home state; `eqp_cd` main equipment: V dry van, R reefer, F flatbed; `trk_cnt` power units (trucks);
 *   `onb_dt` the day they were set up with us; `ins_exp_dt` the day their cargo insurance certificate on file expires;
 *   `qp_yn` Y when they take quick pay by default; `sts_cd` A approved, P pending (set-up paperwork not complete; may
 *   not be given loads), I inactive, D do not use (banned after service or claim problems).
 * - `lane`: origin and destination pairs we move freight on. `ln_id`; `ln_cd` short code ORIGIN-DEST (CMH-ATL is
 *   Columbus to Atlanta); `o_cty`, `o_st` origin city and state; `d_cty`, `d_st` destination; `mi` practical route
 *   miles.
 * - `qt`: spot quotes sent to shippers. `qt_no`; `shpr_ref`; `ln_ref`; `eqp_cd` V, R or F; `rep_ref` the rep_cd who
 *   sent it; `qt_dt`; `exp_dt` the last day it is good for; `qt_amt` the all-in price quoted, in dollars; `sts_cd` O
 *   open (still good, no answer yet), W won (booked as a load), L lost (shipper declined or went with someone else),
 *   E expired with no answer; `ld_ref` the ld_no booked from it (W only).
 * - `ld`: loads (one full truckload each). `ld_no`; `shpr_ref`; `ln_ref`; `po_no` the shipper's reference number;
 *   `src_cd` C contract (routing guide) or S spot (booked from a quote); `eqp_cd` V, R or F; `wt_lb` weight in pounds;
 *   `bk_dt` the day the shipper tendered it and we booked it; `pu_dt` scheduled pickup day; `del_dt` scheduled
 *   delivery day; `act_pu_dt` and `act_del_dt` the days it actually picked up and delivered (empty until then);
 *   `carr_ref` the carrier hauling it (empty until covered); `cr_ref` the rep_cd of the carrier rep who covered it;
 *   `shp_rt_cts` all-in rate charged to the shipper (linehaul plus fuel), in cents; `car_rt_cts` all-in rate agreed
 *   with the carrier, in cents (gross margin = shp_rt_cts - car_rt_cts); `sts_cd` T tendered (booked, no carrier yet),
 *   C covered (carrier assigned, not picked up), IT in transit, D delivered, X cancelled.
 * - `inv`: invoices to shippers, one per delivered load. `inv_no`; `ld_ref`; `shpr_ref`; `inv_dt`; `due_dt`; `lh_cts`
 *   linehaul, `fsc_cts` fuel surcharge (lh_cts + fsc_cts = the load's shp_rt_cts), `acc_cts` accessorial charges
 *   (detention, lumper, layover), `tot_cts` the total; all in cents. `pd_cts` paid so far in cents; `pd_dt` the day the
 *   last payment came in; `sts_cd` O open (nothing paid), PP partly paid (short-paid, the rest still owed), P paid in
 *   full, W written off as bad debt. The balance owed on an O or PP invoice is tot_cts - pd_cts.
 * - `cpay`: what we owe and pay carriers, one row per delivered load once the proof of delivery is in. `pay_id`;
 *   `ld_ref`; `carr_ref`; `pod_dt` the day the proof of delivery came in; `due_dt` the day it is due to be paid;
 *   `lh_cts` the carrier rate, `acc_cts` accessorial pay passed through (detention, lumper), `qp_fee_cts` the quick-pay
 *   fee we keep when the carrier is paid early, `net_cts` what the carrier gets (lh + acc - fee); all in cents.
 *   `qp_yn` Y when paid by quick pay; `pd_dt` the day it was paid (empty until paid); `mth_cd` ACH, CHK check, or FCT
 *   paid to the carrier's factoring company (empty until paid); `sts_cd` S scheduled, P paid, H on hold (a claim on
 *   the load is still open).
 * - `clm`: cargo claims from shippers. `clm_no`; `ld_ref`; `fil_dt` the day it was filed; `clm_typ` DMG damaged, SHT
 *   shortage, LOS lost load, TMP temperature (reefer loads arriving out of temperature); `clm_amt` amount claimed in
 *   dollars; `stl_amt` amount paid to settle it in dollars (S only); `sts_cd` O open, S settled, D denied, W withdrawn by
 *   the shipper; `cls_dt` the day it was closed (empty while open).
 */
import { addDays, insertRows, seededRandom } from '../../seeded-random';

const START = '2024-01-02';
const LAST = '2026-11-24';
const HORIZON = '2026-12-11';

const maxD = (a: string, b: string): string => (a > b ? a : b);

type City = { cd: string; nm: string; st: string; lat: number; lon: number };
const CITIES: City[] = [
  { cd: 'CMH', nm: 'Columbus', st: 'OH', lat: 39.96, lon: -83.0 },
  { cd: 'ATL', nm: 'Atlanta', st: 'GA', lat: 33.75, lon: -84.39 },
  { cd: 'CHI', nm: 'Chicago', st: 'IL', lat: 41.88, lon: -87.63 },
  { cd: 'DAL', nm: 'Dallas', st: 'TX', lat: 32.78, lon: -96.8 },
  { cd: 'MEM', nm: 'Memphis', st: 'TN', lat: 35.15, lon: -90.05 },
  { cd: 'IND', nm: 'Indianapolis', st: 'IN', lat: 39.77, lon: -86.16 },
  { cd: 'BNA', nm: 'Nashville', st: 'TN', lat: 36.16, lon: -86.78 },
  { cd: 'CLT', nm: 'Charlotte', st: 'NC', lat: 35.23, lon: -80.84 },
  { cd: 'HAR', nm: 'Harrisburg', st: 'PA', lat: 40.27, lon: -76.88 },
  { cd: 'EWR', nm: 'Newark', st: 'NJ', lat: 40.74, lon: -74.17 },
  { cd: 'LRD', nm: 'Laredo', st: 'TX', lat: 27.53, lon: -99.49 },
  { cd: 'LAX', nm: 'Los Angeles', st: 'CA', lat: 34.05, lon: -118.24 },
  { cd: 'PHX', nm: 'Phoenix', st: 'AZ', lat: 33.45, lon: -112.07 },
  { cd: 'DEN', nm: 'Denver', st: 'CO', lat: 39.74, lon: -104.99 },
  { cd: 'MKC', nm: 'Kansas City', st: 'MO', lat: 39.1, lon: -94.58 },
  { cd: 'SDF', nm: 'Louisville', st: 'KY', lat: 38.25, lon: -85.76 },
  { cd: 'DTW', nm: 'Detroit', st: 'MI', lat: 42.33, lon: -83.05 },
  { cd: 'JAX', nm: 'Jacksonville', st: 'FL', lat: 30.33, lon: -81.66 },
  { cd: 'HOU', nm: 'Houston', st: 'TX', lat: 29.76, lon: -95.37 },
  { cd: 'SNS', nm: 'Salinas', st: 'CA', lat: 36.68, lon: -121.66 },
  { cd: 'GRB', nm: 'Green Bay', st: 'WI', lat: 44.51, lon: -88.01 },
  { cd: 'SAV', nm: 'Savannah', st: 'GA', lat: 32.08, lon: -81.09 },
  { cd: 'OMA', nm: 'Omaha', st: 'NE', lat: 41.26, lon: -95.93 },
  { cd: 'TOL', nm: 'Toledo', st: 'OH', lat: 41.65, lon: -83.54 },
  { cd: 'BHM', nm: 'Birmingham', st: 'AL', lat: 33.52, lon: -86.8 },
  { cd: 'PIT', nm: 'Pittsburgh', st: 'PA', lat: 40.44, lon: -80.0 },
  { cd: 'STL', nm: 'St. Louis', st: 'MO', lat: 38.63, lon: -90.2 },
  { cd: 'MSP', nm: 'Minneapolis', st: 'MN', lat: 44.98, lon: -93.27 },
  { cd: 'ABE', nm: 'Allentown', st: 'PA', lat: 40.6, lon: -75.47 },
  { cd: 'LAL', nm: 'Lakeland', st: 'FL', lat: 28.04, lon: -81.95 },
];
const cityBy = new Map(CITIES.map((c) => [c.cd, c]));

function roadMiles(a: City, b: City): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(3959 * 2 * Math.asin(Math.sqrt(h)) * 1.19);
}

// name, home city, industry, equipment weights [V, R, F], loads a week, opened, first load, last load (churn),
// forced destinations, payer kind (N normal, S slow, H credit hold from a date)
type ShprDef = {
  nm: string; city: string; ind: string; eqp: [number, number, number]; rate: number; opn: string; from?: string; until?: string;
  dests?: string[]; pay?: 'N' | 'S' | 'H'; holdFrom?: string; trm?: number;
};
const SHIPPERS: ShprDef[] = [
  { nm: 'Buckeye Snack Co', city: 'CMH', ind: 'FB', eqp: [70, 30, 0], rate: 0.95, opn: '2019-05-14', dests: ['ATL', 'CHI', 'CLT', 'BNA', 'PIT'] },
  { nm: 'Great Lakes Cheese Distributors', city: 'GRB', ind: 'FB', eqp: [0, 100, 0], rate: 0.5, opn: '2020-02-03', dests: ['CMH', 'ATL', 'DAL', 'IND'] },
  { nm: 'Salinas Valley Greens', city: 'SNS', ind: 'AGR', eqp: [0, 100, 0], rate: 0.42, opn: '2021-06-21', dests: ['DAL', 'DEN', 'CHI', 'PHX'] },
  { nm: 'Sunbelt Beverage Bottlers', city: 'ATL', ind: 'FB', eqp: [100, 0, 0], rate: 0.6, opn: '2018-09-10', dests: ['JAX', 'CLT', 'BHM', 'BNA', 'SAV'], trm: 45 },
  { nm: 'Heartland Meat Packers', city: 'OMA', ind: 'FB', eqp: [0, 100, 0], rate: 0.38, opn: '2022-01-17', dests: ['CHI', 'MKC', 'DAL', 'DEN'] },
  { nm: 'Lakeland Citrus Growers', city: 'LAL', ind: 'AGR', eqp: [0, 100, 0], rate: 0.33, opn: '2021-11-08', dests: ['ATL', 'CLT', 'EWR', 'CMH'] },
  { nm: 'Music City Provisions', city: 'BNA', ind: 'FB', eqp: [50, 50, 0], rate: 0.3, opn: '2023-03-06', dests: ['MEM', 'ATL', 'SDF', 'IND'] },
  { nm: 'Maple & Main Home Goods', city: 'HAR', ind: 'RET', eqp: [100, 0, 0], rate: 0.7, opn: '2017-04-24', dests: ['CMH', 'CLT', 'ATL', 'CHI', 'EWR'], trm: 60 },
  { nm: 'Crescent Paper Products', city: 'MEM', ind: 'PKG', eqp: [100, 0, 0], rate: 0.55, opn: '2019-08-19', dests: ['DAL', 'ATL', 'STL', 'HOU', 'BHM'] },
  { nm: 'Summit Corrugated Box', city: 'SDF', ind: 'PKG', eqp: [100, 0, 0], rate: 0.4, opn: '2020-10-05', dests: ['CMH', 'IND', 'BNA', 'CHI'] },
  { nm: 'Tolland Auto Parts', city: 'DTW', ind: 'AUT', eqp: [90, 0, 10], rate: 0.5, opn: '2018-03-12', dests: ['CMH', 'IND', 'SDF', 'LRD', 'CHI'] },
  { nm: 'Motor City Stampings', city: 'DTW', ind: 'AUT', eqp: [40, 0, 60], rate: 0.3, opn: '2021-07-12', until: '2026-04-17', dests: ['TOL', 'CMH', 'SDF'] },
  { nm: 'Ohio Valley Steel Fabricators', city: 'PIT', ind: 'MFG', eqp: [0, 0, 100], rate: 0.45, opn: '2019-01-28', dests: ['CMH', 'CHI', 'CLT', 'DTW'] },
  { nm: 'Midwest Pump & Valve', city: 'IND', ind: 'MFG', eqp: [60, 0, 40], rate: 0.34, opn: '2022-05-09', dests: ['HOU', 'DAL', 'CHI', 'CMH'], pay: 'S' },
  { nm: 'Carolina Furniture Works', city: 'CLT', ind: 'RET', eqp: [100, 0, 0], rate: 0.4, opn: '2020-06-15', dests: ['EWR', 'ATL', 'CMH', 'DAL'] },
  { nm: 'Lone Star Lumber Supply', city: 'DAL', ind: 'BLD', eqp: [0, 0, 100], rate: 0.5, opn: '2021-02-22', dests: ['HOU', 'PHX', 'MKC', 'MEM'] },
  { nm: 'Keystone Roofing Supply', city: 'ABE', ind: 'BLD', eqp: [20, 0, 80], rate: 0.34, opn: '2022-08-01', dests: ['CMH', 'PIT', 'CLT', 'EWR'] },
  { nm: 'Gateway Brick & Block', city: 'STL', ind: 'BLD', eqp: [0, 0, 100], rate: 0.3, opn: '2023-04-17', dests: ['MKC', 'IND', 'MEM', 'CHI'] },
  { nm: 'Bayou Polymer Inc', city: 'HOU', ind: 'CHM', eqp: [100, 0, 0], rate: 0.45, opn: '2020-09-14', dests: ['DAL', 'MEM', 'ATL', 'LRD', 'CHI'] },
  { nm: 'Lakeshore Coatings', city: 'TOL', ind: 'CHM', eqp: [100, 0, 0], rate: 0.3, opn: '2021-10-04', dests: ['CMH', 'CHI', 'PIT', 'DTW'] },
  { nm: 'Prairie Seed Co-op', city: 'MKC', ind: 'AGR', eqp: [80, 0, 20], rate: 0.3, opn: '2022-02-14', dests: ['OMA', 'DEN', 'DAL', 'STL'], pay: 'S' },
  { nm: 'Riverbend Pet Foods', city: 'STL', ind: 'FB', eqp: [100, 0, 0], rate: 0.35, opn: '2021-05-03', dests: ['CHI', 'DAL', 'CMH', 'MEM'] },
  { nm: 'Peachtree Home Fashions', city: 'ATL', ind: 'RET', eqp: [100, 0, 0], rate: 0.3, opn: '2020-03-09', until: '2026-03-20', dests: ['CLT', 'JAX', 'DAL'] },
  { nm: 'Desert Sun Solar Supply', city: 'PHX', ind: 'MFG', eqp: [30, 0, 70], rate: 0.26, opn: '2025-02-10', from: '2025-02-17', dests: ['LAX', 'DAL', 'DEN'] },
  { nm: 'Rocky Mountain Brewing Co', city: 'DEN', ind: 'FB', eqp: [60, 40, 0], rate: 0.3, opn: '2022-11-07', dests: ['PHX', 'MKC', 'OMA', 'DAL'] },
  { nm: 'Borderland Produce Imports', city: 'LRD', ind: 'AGR', eqp: [0, 100, 0], rate: 0.4, opn: '2024-08-26', from: '2024-09-02', dests: ['DAL', 'HOU', 'ATL', 'CHI'] },
  { nm: 'Golden Coast Apparel', city: 'LAX', ind: 'RET', eqp: [100, 0, 0], rate: 0.3, opn: '2021-01-11', until: '2025-08-22', dests: ['PHX', 'DAL', 'DEN'] },
  { nm: 'Magic City Pipe & Supply', city: 'BHM', ind: 'MFG', eqp: [0, 0, 100], rate: 0.25, opn: '2023-06-05', dests: ['ATL', 'MEM', 'HOU', 'BNA'] },
  { nm: 'Twin Cities Grain Foods', city: 'MSP', ind: 'FB', eqp: [70, 30, 0], rate: 0.3, opn: '2022-09-19', dests: ['CHI', 'OMA', 'MKC', 'GRB'] },
  { nm: 'Savannah Port Importers', city: 'SAV', ind: 'RET', eqp: [100, 0, 0], rate: 0.42, opn: '2025-05-27', from: '2025-06-02', dests: ['ATL', 'CLT', 'BNA', 'JAX', 'CMH'] },
  { nm: 'Hoosier Cabinetry', city: 'IND', ind: 'BLD', eqp: [100, 0, 0], rate: 0.25, opn: '2022-03-21', until: '2026-05-08', dests: ['CMH', 'SDF', 'STL'] },
  { nm: 'First Coast Beverage', city: 'JAX', ind: 'FB', eqp: [100, 0, 0], rate: 0.26, opn: '2026-01-26', from: '2026-02-02', dests: ['ATL', 'SAV', 'LAL'] },
  { nm: 'Garden State Pharma Supply', city: 'EWR', ind: 'CHM', eqp: [60, 40, 0], rate: 0.3, opn: '2021-08-30', dests: ['HAR', 'CMH', 'CLT', 'PIT'], trm: 45 },
  { nm: 'Big River Fertilizer', city: 'MEM', ind: 'AGR', eqp: [60, 0, 40], rate: 0.45, opn: '2022-04-04', dests: ['STL', 'DAL', 'BNA', 'MKC'], pay: 'H', holdFrom: '2026-09-18' },
  { nm: 'Queen City Plastics', city: 'CLT', ind: 'CHM', eqp: [100, 0, 0], rate: 0.42, opn: '2023-01-09', dests: ['ATL', 'CMH', 'HAR'], pay: 'H', holdFrom: '2026-11-03' },
  { nm: 'Bluegrass Bourbon Distributors', city: 'SDF', ind: 'FB', eqp: [100, 0, 0], rate: 0.22, opn: '2025-09-29', from: '2025-10-06', dests: ['CHI', 'ATL', 'EWR'] },
  { nm: 'Tri-State Tire Wholesale', city: 'CMH', ind: 'AUT', eqp: [100, 0, 0], rate: 0.3, opn: '2020-07-20', dests: ['PIT', 'IND', 'DTW', 'SDF'], pay: 'S' },
  { nm: 'Harbor Point Seafood', city: 'SAV', ind: 'FB', eqp: [0, 100, 0], rate: 0.2, opn: '2023-09-11', dests: ['ATL', 'CLT', 'CMH'] },
  { nm: 'Cornerstone Appliance Parts', city: 'CHI', ind: 'MFG', eqp: [100, 0, 0], rate: 0.32, opn: '2021-03-15', dests: ['IND', 'CMH', 'MSP', 'DTW'] },
  // set up lately, nothing shipped yet
  { nm: 'Northstar Medical Supply', city: 'MSP', ind: 'CHM', eqp: [100, 0, 0], rate: 0, opn: '2026-10-12' },
  { nm: 'Pinecrest Outdoor Gear', city: 'DEN', ind: 'RET', eqp: [100, 0, 0], rate: 0, opn: '2026-10-27' },
  { nm: 'Redline Battery Recycling', city: 'IND', ind: 'MFG', eqp: [0, 0, 100], rate: 0, opn: '2026-11-09' },
  { nm: 'Silverleaf Organic Foods', city: 'SNS', ind: 'FB', eqp: [0, 100, 0], rate: 0, opn: '2026-11-17' },
];

const CARR_PFX = ['Blue Ridge', 'Iron Horse', 'Red River', 'Big Sky', 'Eagle Eye', 'Patriot', 'Lone Star', 'Great Plains', 'Silver State',
  'Coastal', 'Summit Peak', 'Keystone State', 'Hoosier', 'Volunteer', 'Magnolia', 'Gulf Coast', 'Prairie Wind', 'Cardinal', 'Liberty',
  'Frontier', 'Pioneer', 'Crossroads', 'Interstate', 'Northern Lights', 'Dixie', 'Tri-County', 'Twin Oaks', 'Copper Canyon', 'Granite',
  'Evergreen', 'Desert Star', 'Timberline', 'Horizon', 'Falcon', 'Mustang', 'Bison', 'Thunder Road', 'Open Road', 'Long Haul', 'Road Runner',
  'Steel City', 'Music City', 'Bluegrass', 'Ozark', 'Smoky Mountain', 'Sunshine State', 'Palmetto', 'Rio Grande', 'Gateway', 'Badger State'];
const CARR_SFX = ['Trucking LLC', 'Transport Inc', 'Freight Lines', 'Logistics LLC', 'Express Inc', 'Carriers Inc', 'Transportation LLC', 'Hauling Co'];
const SURN = ['Miller', 'Garcia', 'Hernandez', 'Johnson', 'Patel', 'Singh', 'Nguyen', 'Kowalski', 'Dubois', 'Petrov', 'Okafor', 'Ramirez',
  'Schultz', 'Yoder', 'Brennan', 'Castillo', 'Mendoza', 'Haddad', 'Sokolov', 'Tran', 'Lopez', 'Reyes', 'Walker', 'Brooks', 'Sandhu', 'Gill'];
const CARR_ST: [string, number][] = [['TX', 14], ['OH', 10], ['IL', 9], ['GA', 8], ['TN', 8], ['IN', 7], ['CA', 7], ['PA', 6], ['NC', 5],
  ['FL', 5], ['MO', 4], ['MI', 4], ['KY', 3], ['AL', 3], ['AR', 3], ['WI', 2], ['MN', 2], ['NJ', 2], ['AZ', 2], ['CO', 2]];

const FIRST = ['Jake', 'Megan', 'Tyler', 'Brittany', 'Marcus', 'Alyssa', 'Derek', 'Kayla', 'Jordan', 'Courtney', 'Brandon', 'Lauren', 'Corey',
  'Dana', 'Trevor', 'Monique', 'Kyle', 'Hannah', 'Andre', 'Shelby', 'Luis', 'Priya', 'Grant', 'Tasha'];
const LASTN = ['Whitaker', 'Simmons', 'Delgado', 'Hartman', 'Okoro', 'Fischer', 'Bradley', 'Ramos', 'Kessler', 'Lindgren', 'Pruitt', 'Vaughn',
  'McBride', 'Caldwell', 'Santos', 'Holloway', 'Nakamura', 'Bishop', 'Ferris', 'Abbott', 'Gentry', 'Mahoney', 'Quinn', 'Rowe'];

// market rate per mile (all-in, to shippers) by equipment and year
const RPM: Record<string, Record<number, number>> = {
  V: { 2024: 2.12, 2025: 2.18, 2026: 2.31 },
  R: { 2024: 2.52, 2025: 2.58, 2026: 2.74 },
  F: { 2024: 2.61, 2025: 2.66, 2026: 2.82 },
};
const FSC: Record<number, number> = { 2024: 0.52, 2025: 0.47, 2026: 0.5 };
const HUBS = ['ATL', 'CHI', 'DAL', 'CMH', 'MEM', 'IND', 'CLT', 'HOU', 'EWR', 'BNA'];
const MONTH_VOL = [0.85, 0.9, 1.0, 1.0, 1.05, 1.12, 1.0, 1.0, 1.05, 1.1, 1.05, 0.85];
const GROWTH: Record<number, number> = { 2024: 1.0, 2025: 1.14, 2026: 1.27 };

export function datasetSql(): string {
  const r = seededRandom(40417);
  const year = (d: string): number => Number(d.slice(0, 4));
  const month = (d: string): number => Number(d.slice(5, 7));

  // ---- staff --------------------------------------------------------------------------------------------------
  type Rep = { cd: string; f: string; l: string; role: string; ofc: string; hire: string; term: string | null };
  const reps: Rep[] = [];
  const usedNames = new Set<string>();
  const addRep = (role: string, ofc: string, hire: string, term: string | null = null): Rep => {
    let f: string;
    let l: string;
    do { f = r.pick(FIRST); l = r.pick(LASTN); } while (usedNames.has(f + l) || [...usedNames].some((n) => n.endsWith(l)));
    usedNames.add(f + l);
    const rep: Rep = { cd: `R${String(reps.length + 1).padStart(2, '0')}`, f, l, role, ofc, hire, term };
    reps.push(rep);
    return rep;
  };
  addRep('MGR', 'CMH', '2015-06-01');
  const aeC1 = addRep('AE', 'CMH', '2016-02-15');
  const aeC2 = addRep('AE', 'CMH', '2019-08-05', '2025-06-27');
  const aeC3 = addRep('AE', 'CMH', '2021-04-12');
  const aeC4 = addRep('AE', 'CMH', '2025-06-16');
  addRep('CR', 'CMH', '2017-09-18');
  addRep('CR', 'CMH', '2020-01-06');
  addRep('CR', 'CMH', '2022-03-28', '2025-02-14');
  addRep('CR', 'CMH', '2025-02-24');
  addRep('CR', 'CMH', '2023-07-10');
  addRep('MGR', 'MEM', '2018-04-02');
  const aeM1 = addRep('AE', 'MEM', '2018-05-21');
  const aeM2 = addRep('AE', 'MEM', '2022-10-03');
  addRep('CR', 'MEM', '2018-06-11');
  addRep('CR', 'MEM', '2021-09-20');
  addRep('CR', 'MEM', '2024-05-13');
  addRep('MGR', 'DFW', '2025-03-03');
  const aeD1 = addRep('AE', 'DFW', '2025-03-03');
  const aeD2 = addRep('AE', 'DFW', '2025-09-08');
  addRep('CR', 'DFW', '2025-03-17');
  addRep('CR', 'DFW', '2025-04-07');
  const employed = (p: Rep, d: string): boolean => p.hire <= d && (p.term === null || p.term >= d);
  const crs = reps.filter((p) => p.role === 'CR');

  // ---- lanes --------------------------------------------------------------------------------------------------
  type Lane = { id: number; cd: string; o: City; d: City; mi: number };
  const lanes: Lane[] = [];
  const laneBy = new Map<string, Lane>();
  const getLane = (o: string, d: string): Lane => {
    const key = `${o}-${d}`;
    let ln = laneBy.get(key);
    if (!ln) {
      const oc = cityBy.get(o)!;
      const dc = cityBy.get(d)!;
      ln = { id: 0, cd: key, o: oc, d: dc, mi: Math.max(45, roadMiles(oc, dc) + r.int(-8, 8)) };
      lanes.push(ln);
      laneBy.set(key, ln);
    }
    return ln;
  };

  // ---- shippers -----------------------------------------------------------------------------------------------
  type Shpr = {
    no: number; def: ShprDef; ae: Rep; trm: number; lmt: number; sts: string; lanes: [Lane, number][]; last: string | null; pay: string;
  };
  const WEST = ['DAL', 'HOU', 'LRD', 'PHX', 'LAX', 'DEN', 'SNS', 'OMA', 'MKC'];
  const SOUTH = ['MEM', 'BNA', 'ATL', 'BHM', 'JAX', 'SAV', 'LAL', 'STL'];
  const shprs: Shpr[] = SHIPPERS.map((def, i) => {
    let ae: Rep;
    if (WEST.includes(def.city) && def.opn >= '2025-03-03') ae = r.pick([aeD1, aeD2]);
    else if (WEST.includes(def.city)) ae = r.chance(0.6) ? aeD1 : aeM2;
    else if (SOUTH.includes(def.city)) ae = r.pick([aeM1, aeM2]);
    else ae = r.pick([aeC1, aeC3, aeC4, aeC2]);
    if (ae === aeC2) ae = r.chance(0.5) ? aeC4 : aeC1; // his accounts were handed over when he left
    if (ae === aeD2 && def.opn < '2025-09-08') ae = aeD1;
    const dests = def.dests ?? [];
    const ls: [Lane, number][] = dests.map((d, k) => [getLane(def.city, d), k === 0 ? 3 : r.int(1, 3)]);
    return {
      no: 2001 + i * 3 + r.int(0, 2), def, ae, trm: def.trm ?? r.weighted([[30, 80], [15, 8], [45, 12]]),
      lmt: r.pick([25000, 50000, 75000, 100000, 150000, 200000]), sts: 'A', lanes: ls, last: null, pay: def.pay ?? 'N',
    };
  });
  // make the biggest accounts have room on credit
  for (const s of shprs) if (s.def.rate >= 0.5) s.lmt = Math.max(s.lmt, 150000);

  // ---- carriers -----------------------------------------------------------------------------------------------
  type Carr = {
    no: number; nm: string; mc: string; dot: number; st: string; eqp: string; trk: number; onb: string; ins: string; qp: string; sts: string;
    w: number; rough: boolean; unused: boolean; dnu: string | null; stop: string | null; loads: number;
  };
  const carrs: Carr[] = [];
  const usedCarr = new Set<string>();
  const usedMc = new Set<number>();
  for (let i = 0; i < 118; i++) {
    let nm: string;
    do {
      const kind = r.next();
      if (kind < 0.55) nm = `${r.pick(CARR_PFX)} ${r.pick(CARR_SFX)}`;
      else if (kind < 0.85) nm = `${r.pick(SURN)} ${r.pick(['Trucking LLC', 'Transport Inc', '& Sons Trucking', 'Brothers Freight', 'Express LLC'])}`;
      else nm = `${String.fromCharCode(65 + r.int(0, 25))}&${String.fromCharCode(65 + r.int(0, 25))} ${r.pick(['Express LLC', 'Trucking Inc', 'Transport LLC'])}`;
    } while (usedCarr.has(nm));
    usedCarr.add(nm);
    let mc: number;
    do mc = r.int(180000, 1490000); while (usedMc.has(mc));
    usedMc.add(mc);
    const eqp = r.weighted([['V', 55], ['R', 28], ['F', 17]]);
    const band = r.weighted([[0, 10], [1, 36], [2, 32], [3, 16], [4, 6]]);
    const trk = band === 0 ? 1 : band === 1 ? r.int(2, 5) : band === 2 ? r.int(6, 20) : band === 3 ? r.int(21, 80) : r.int(81, 400);
    const onb = r.chance(0.7) ? r.date('2016-03-01', '2023-12-20') : r.date('2024-01-03', '2026-09-30');
    const u = r.next();
    carrs.push({
      no: 0, nm, mc: String(mc), dot: mc * 3 + r.int(100000, 900000), st: r.weighted(CARR_ST), eqp, trk, onb, ins: '', qp: r.chance(0.35) ? 'Y' : 'N',
      sts: 'A', w: 0.15 + u * u * u * 9, rough: false, unused: false, dnu: null, stop: null, loads: 0,
    });
  }
  carrs.sort((a, b) => (a.onb < b.onb ? -1 : a.onb > b.onb ? 1 : 0));
  carrs.forEach((c, i) => { c.no = 30011 + i * 7; });
  // some were set up but never got a load; the newest few are still pending
  const late = carrs.filter((c) => c.onb >= '2025-06-01');
  for (const c of late.slice(-3)) { c.unused = true; c.sts = 'P'; }
  for (const c of r.shuffle(carrs.filter((c) => !c.unused && c.onb < '2025-06-01')).slice(0, 7)) c.unused = true;
  // two that caused trouble; one got banned
  const midUsers = carrs.filter((c) => !c.unused && c.onb < '2023-06-01' && c.eqp !== 'F');
  const rough1 = midUsers[5]!;
  const rough2 = midUsers[17]!;
  rough1.rough = true; rough1.w = Math.max(rough1.w, 4);
  rough2.rough = true; rough2.w = Math.max(rough2.w, 3);
  rough1.dnu = '2025-09-12';
  const dnu2 = midUsers[23]!;
  dnu2.dnu = '2024-11-05';
  // a few went quiet (sold trucks, retired)
  for (const c of r.shuffle(carrs.filter((c) => !c.unused && !c.rough && c.dnu === null && c.onb < '2023-01-01')).slice(0, 6)) c.stop = r.date('2024-06-01', '2025-09-30');

  // ---- loads --------------------------------------------------------------------------------------------------
  type Ld = {
    no: number; shpr: Shpr; ln: Lane; po: string; src: string; eqp: string; wt: number; bk: string; pu: string; del: string; apu: string | null;
    adel: string | null; carr: Carr | null; cr: Rep | null; shp: number; car: number; sts: string;
  };
  const lds: Ld[] = [];
  const weekStarts: string[] = [];
  for (let d = '2024-01-01'; d <= HORIZON; d = addDays(d, 7)) weekStarts.push(d);
  const pickCarrier = (eqp: string, d: string, exclude: Carr | null): Carr => {
    const ok = carrs.filter((c) => !c.unused && c.eqp === eqp && c.onb <= d && (c.dnu === null || c.dnu > d) && (c.stop === null || c.stop > d) && c !== exclude);
    return r.weighted(ok.map((c) => [c, c.w] as const));
  };
  for (const ws of weekStarts) {
    for (const s of shprs) {
      if (s.def.rate === 0) continue;
      const first = s.def.from ?? START;
      const y = Math.min(2026, year(ws));
      const lambda = s.def.rate * 0.8 * MONTH_VOL[month(ws) - 1]! * GROWTH[y]!;
      const n = r.poisson(lambda);
      for (let k = 0; k < n; k++) {
        const pu = addDays(ws, r.weighted([[0, 22], [1, 22], [2, 21], [3, 20], [4, 13], [5, 2]]));
        if (pu < first || pu < START || pu > HORIZON) continue;
        if (s.def.until && pu > s.def.until) continue;
        const lead = r.weighted([[0, 5], [1, 18], [2, 20], [3, 17], [4, 12], [5, 10], [7, 9], [10, 6], [14, 3]]);
        const bk = addDays(pu, -lead);
        if (bk > LAST) continue;
        if (s.def.holdFrom && bk >= s.def.holdFrom) continue;
        const ln = r.weighted(s.lanes);
        const eqp = r.weighted([['V', s.def.eqp[0]], ['R', s.def.eqp[1]], ['F', s.def.eqp[2]]] as const);
        const transit = ln.mi < 250 ? r.weighted([[0, 3], [1, 7]]) : Math.ceil(ln.mi / 520);
        const del = addDays(pu, transit);
        const py = year(pu);
        let rpm = RPM[eqp]![py]!;
        const m = month(pu);
        if (eqp === 'R' && m >= 5 && m <= 7) rpm *= 1.08;
        if (eqp === 'F' && m >= 3 && m <= 6) rpm *= 1.06;
        if (m === 12 || m === 1) rpm *= 1.04;
        if (ln.mi < 400) rpm *= 1 + ((400 - ln.mi) / 400) * 0.9;
        const shpDollars = Math.max(650, Math.round((ln.mi * rpm * r.float(0.93, 1.08, 3)) / 5) * 5);
        const src = r.chance(0.33) ? 'S' : 'C';
        let margin = r.float(0.08, 0.21, 3) + (src === 'S' ? 0.025 : 0);
        if (r.chance(0.035)) margin = -r.float(0.02, 0.12, 3);
        const carDollars = Math.round((shpDollars * (1 - margin)) / 5) * 5;
        const wt = eqp === 'F' ? r.int(180, 480) * 100 : eqp === 'R' ? r.int(200, 430) * 100 : r.int(150, 440) * 100;
        lds.push({
          no: 0, shpr: s, ln, po: `${s.def.nm.slice(0, 2).toUpperCase()}${r.int(100000, 999999)}`, src, eqp, wt, bk, pu, del, apu: null, adel: null,
          carr: null, cr: null, shp: shpDollars * 100, car: carDollars * 100, sts: '',
        });
      }
    }
  }
  lds.sort((a, b) => (a.bk < b.bk ? -1 : a.bk > b.bk ? 1 : a.pu < b.pu ? -1 : a.pu > b.pu ? 1 : 0));
  for (const l of lds) {
    const cxl = r.chance(0.035);
    const ofc = WEST.includes(l.shpr.def.city) ? 'DFW' : SOUTH.includes(l.shpr.def.city) ? 'MEM' : 'CMH';
    const covering = crs.filter((p) => employed(p, l.bk));
    const home = covering.filter((p) => p.ofc === ofc);
    const cr = home.length > 0 && r.chance(0.75) ? r.pick(home) : r.pick(covering);
    if (l.pu > LAST) {
      const days = Math.round((Date.parse(l.pu) - Date.parse(LAST)) / 86_400_000);
      if (r.chance(days <= 2 ? 0.6 : days <= 7 ? 0.35 : 0.2)) {
        l.carr = pickCarrier(l.eqp, l.bk, null); l.cr = cr; l.sts = 'C';
      } else l.sts = 'T';
      continue;
    }
    if (cxl) {
      l.sts = 'X';
      if (r.chance(0.5)) { l.carr = pickCarrier(l.eqp, l.bk, null); l.cr = cr; }
      continue;
    }
    l.carr = pickCarrier(l.eqp, l.bk, null);
    l.cr = cr;
    const slip = r.weighted([[0, 90], [1, 10]]);
    const apu = addDays(l.pu, slip);
    let late = r.weighted([[0, 84], [1, 11], [2, 4], [3, 1]]);
    if (l.carr.rough) late = r.weighted([[0, 60], [1, 25], [2, 12], [3, 3]]);
    if (late === 0 && slip === 1 && r.chance(0.5)) late = 1;
    const adel = maxD(apu, addDays(l.del, late));
    if (apu > LAST) { l.sts = 'C'; continue; }
    l.apu = apu;
    if (adel > LAST) { l.sts = 'IT'; continue; }
    l.adel = adel;
    l.sts = 'D';
  }
  lds.forEach((l, i) => {
    l.no = 410021 + i;
    if (l.carr) l.carr.loads++;
    if (l.sts !== 'X' && l.apu !== null && (l.shpr.last === null || l.apu > l.shpr.last)) l.shpr.last = l.apu;
  });

  // ---- quotes -------------------------------------------------------------------------------------------------
  type Qt = { no: number; shpr: Shpr; ln: Lane; eqp: string; rep: Rep; dt: string; exp: string; amt: number; sts: string; ld: Ld | null };
  const qts: Qt[] = [];
  const aeAt = (s: Shpr, d: string): Rep => {
    if (employed(s.ae, d)) return s.ae;
    if (s.ae === aeC4 || s.ae === aeC1) return employed(aeC2, d) && r.chance(0.6) ? aeC2 : aeC1;
    if (s.ae === aeD1 || s.ae === aeD2) return aeM2;
    return s.ae;
  };
  for (const l of lds) {
    if (l.src !== 'S') continue;
    const dt = addDays(l.bk, -r.weighted([[0, 40], [1, 35], [2, 15], [3, 10]]));
    qts.push({ no: 0, shpr: l.shpr, ln: l.ln, eqp: l.eqp, rep: aeAt(l.shpr, dt), dt, exp: addDays(dt, r.pick([2, 3, 3, 7])), amt: l.shp / 100, sts: 'W', ld: l });
  }
  for (const ws of weekStarts) {
    if (ws > LAST) break;
    for (const s of shprs) {
      if (s.def.rate === 0 && s.def.opn > ws) continue;
      const first = s.def.from ?? (s.def.rate === 0 ? s.def.opn : START);
      if (ws < addDays(first, -21)) continue;
      if (s.def.until && ws > s.def.until) continue;
      const n = r.poisson((s.def.rate === 0 ? 0.6 : s.def.rate) * 0.8 * 0.6 * GROWTH[Math.min(2026, year(ws))]!);
      for (let k = 0; k < n; k++) {
        const dt = addDays(ws, r.int(0, 4));
        if (dt > LAST || dt < START) continue;
        let ln: Lane;
        if (s.lanes.length > 0 && r.chance(0.86)) ln = r.weighted(s.lanes);
        else {
          let dest = r.pick(HUBS);
          while (dest === s.def.city) dest = r.pick(HUBS);
          ln = getLane(s.def.city, dest);
        }
        const eqp = r.weighted([['V', s.def.eqp[0]], ['R', s.def.eqp[1]], ['F', s.def.eqp[2]]] as const);
        let rpm = RPM[eqp]![year(dt)]!;
        if (ln.mi < 400) rpm *= 1 + ((400 - ln.mi) / 400) * 0.9;
        const amt = Math.max(700, Math.round((ln.mi * rpm * r.float(1.0, 1.18, 3)) / 5) * 5);
        const exp = addDays(dt, r.pick([2, 3, 3, 7]));
        const sts = exp >= '2026-11-25' ? 'O' : r.chance(0.62) ? 'L' : 'E';
        qts.push({ no: 0, shpr: s, ln, eqp, rep: aeAt(s, dt), dt, exp, amt, sts, ld: null });
      }
    }
  }
  qts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));
  qts.forEach((q, i) => { q.no = 70001 + i; });

  // ---- claims -------------------------------------------------------------------------------------------------
  type Clm = { no: number; ld: Ld; fil: string; typ: string; amt: number; stl: number | null; sts: string; cls: string | null };
  const clms: Clm[] = [];
  for (const l of lds) {
    if (l.sts !== 'D' || l.adel === null || l.carr === null) continue;
    let p = l.eqp === 'R' ? 0.04 : l.eqp === 'F' ? 0.035 : 0.021;
    if (l.carr.rough) p = 0.12;
    if (!r.chance(p)) continue;
    const fil = addDays(l.adel, r.int(1, 21));
    if (fil > LAST) continue;
    const typ = l.eqp === 'R' && r.chance(0.55) ? 'TMP' : r.weighted([['DMG', 62], ['SHT', 30], ['LOS', 3]]);
    const amt = typ === 'LOS' ? r.int(18000, 65000) : typ === 'TMP' ? r.int(30, 360) * 100 : typ === 'DMG' ? r.int(4, 140) * 100 + r.int(0, 99) : r.int(150, 3800);
    let sts = 'O';
    let cls: string | null = null;
    let stl: number | null = null;
    const close = addDays(fil, r.int(18, 130));
    if (close <= LAST) {
      sts = r.weighted([['S', 62], ['D', 24], ['W', 14]]);
      cls = close;
      if (sts === 'S') stl = Math.round(amt * r.float(0.45, 1.0, 2));
    }
    clms.push({ no: 0, ld: l, fil, typ, amt, stl, sts, cls });
  }
  clms.sort((a, b) => (a.fil < b.fil ? -1 : a.fil > b.fil ? 1 : 0));
  clms.forEach((c, i) => { c.no = 901 + i; });
  const openClaim = new Set(clms.filter((c) => c.sts === 'O').map((c) => c.ld));

  // ---- invoices and carrier pay -------------------------------------------------------------------------------
  type Inv = {
    no: number; ld: Ld; dt: string; due: string; lh: number; fsc: number; acc: number; tot: number; pd: number; pdDt: string | null; sts: string;
  };
  type Cpay = {
    id: number; ld: Ld; pod: string; due: string; lh: number; acc: number; fee: number; net: number; qp: string; pdDt: string | null; mth: string | null; sts: string;
  };
  const invs: Inv[] = [];
  const cpays: Cpay[] = [];
  const writeOff = lds.filter((l) => l.shpr.def.nm === 'Golden Coast Apparel' && l.sts === 'D').slice(-5);
  for (const l of lds) {
    if (l.sts !== 'D' || l.adel === null || l.carr === null) continue;
    const py = year(l.pu);
    const fsc = Math.min(Math.round(l.ln.mi * FSC[py]! * 100), Math.round(l.shp * 0.3));
    const lh = l.shp - fsc;
    let acc = 0;
    let carAcc = 0;
    if (r.chance(0.11)) { const d = r.int(3, 12) * 2500; acc += d; carAcc += Math.round(d * 0.8); }
    if ((l.eqp === 'R' || l.shpr.def.ind === 'FB') && r.chance(0.2)) { const lu = r.int(150, 450) * 100; acc += lu; carAcc += lu; }
    if (r.chance(0.015)) { acc += 25000; carAcc += 20000; }
    const dt = addDays(l.adel, r.weighted([[0, 35], [1, 40], [2, 15], [3, 10]]));
    if (dt <= LAST) {
      const s = l.shpr;
      const due = addDays(dt, s.trm);
      const tot = lh + fsc + acc;
      let lag: number;
      if (s.pay === 'S') lag = s.trm + r.int(5, 40);
      else if (s.pay === 'H') lag = dt >= '2026-04-01' ? 999 : s.trm + r.int(10, 55);
      else lag = s.trm + r.int(-10, 9);
      const pdDt = addDays(dt, lag);
      let inv: Inv;
      if (writeOff.includes(l)) inv = { no: 0, ld: l, dt, due, lh, fsc, acc, tot, pd: 0, pdDt: null, sts: 'W' };
      else if (lag >= 999 || pdDt > LAST) {
        const part = s.pay === 'H' && dt < '2026-08-15' && r.chance(0.25);
        inv = part ? { no: 0, ld: l, dt, due, lh, fsc, acc, tot, pd: Math.round(tot * 0.5 / 100) * 100, pdDt: addDays(due, r.int(1, 20)), sts: 'PP' }
          : { no: 0, ld: l, dt, due, lh, fsc, acc, tot, pd: 0, pdDt: null, sts: 'O' };
        if (inv.pdDt !== null && inv.pdDt > LAST) { inv.pd = 0; inv.pdDt = null; inv.sts = 'O'; }
      } else if (acc > 0 && r.chance(0.15)) inv = { no: 0, ld: l, dt, due, lh, fsc, acc, tot, pd: lh + fsc, pdDt, sts: 'PP' };
      else inv = { no: 0, ld: l, dt, due, lh, fsc, acc, tot, pd: tot, pdDt, sts: 'P' };
      invs.push(inv);
    }
    const pod = addDays(l.adel, r.weighted([[0, 30], [1, 30], [2, 20], [3, 10], [5, 6], [9, 4]]));
    if (pod > LAST) continue;
    const qp = l.carr.qp === 'Y' ? (r.chance(0.85) ? 'Y' : 'N') : (r.chance(0.12) ? 'Y' : 'N');
    const gross = l.car + carAcc;
    const fee = qp === 'Y' ? Math.round(gross * (pod >= '2025-07-01' ? 0.03 : 0.025)) : 0;
    const due = addDays(pod, qp === 'Y' ? 2 : 30);
    let pdDt: string | null = addDays(due, r.weighted([[0, 70], [1, 15], [-1, 8], [3, 7]]));
    let sts = 'P';
    if (openClaim.has(l)) { pdDt = null; sts = 'H'; }
    else if (pdDt > LAST) { pdDt = null; sts = 'S'; }
    const mth = pdDt === null ? null : qp === 'Y' ? r.weighted([['ACH', 70], ['FCT', 30]]) : r.weighted([['ACH', 62], ['CHK', 14], ['FCT', 24]]);
    cpays.push({ id: 0, ld: l, pod, due, lh: l.car, acc: carAcc, fee, net: gross - fee, qp, pdDt, mth, sts });
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.ld.no - b.ld.no));
  invs.forEach((v, i) => { v.no = 560001 + i; });
  cpays.sort((a, b) => (a.pod < b.pod ? -1 : a.pod > b.pod ? 1 : a.ld.no - b.ld.no));
  cpays.forEach((c, i) => { c.id = 1 + i; });

  // ---- statuses -----------------------------------------------------------------------------------------------
  for (const s of shprs) {
    if (s.def.holdFrom) s.sts = 'H';
    else if (s.last !== null && s.last < '2025-11-25') s.sts = 'I';
    else s.sts = 'A';
  }
  for (const c of carrs) {
    if (c.sts === 'P') c.ins = r.date('2026-12-15', '2027-10-31');
    else if (c.dnu !== null) { c.sts = 'D'; c.ins = r.date('2025-01-10', '2026-10-31'); }
    else if (c.stop !== null) { c.sts = 'I'; c.ins = r.date(addDays(c.stop, -200), addDays(c.stop, 150)); }
    else { c.sts = 'A'; c.ins = r.date('2026-12-01', '2027-11-20'); }
  }
  // expired certificates nobody has chased yet
  for (const c of r.shuffle(carrs.filter((c) => c.sts === 'A' && !c.unused)).slice(0, 4)) c.ins = r.date('2026-08-20', '2026-11-20');
  lanes.forEach((ln, i) => { ln.id = 101 + i; });

  return [
    'CREATE SCHEMA frt;',
    `CREATE TABLE frt.rep (rep_cd varchar(4) PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, role_cd varchar(3) NOT NULL,
      ofc_cd char(3) NOT NULL, hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE frt.shpr (shpr_no integer PRIMARY KEY, shpr_nm varchar(60) NOT NULL, cty_nm varchar(40) NOT NULL, st_cd char(2) NOT NULL,
      ind_cd varchar(3) NOT NULL, ae_ref varchar(4) NOT NULL REFERENCES frt.rep (rep_cd), pay_trm integer NOT NULL, cr_lmt integer NOT NULL,
      opn_dt date NOT NULL, sts_cd char(1) NOT NULL);`,
    `CREATE TABLE frt.carr (carr_no integer PRIMARY KEY, carr_nm varchar(60) NOT NULL, mc_no varchar(8) NOT NULL, dot_no integer NOT NULL,
      hq_st char(2) NOT NULL, eqp_cd char(1) NOT NULL, trk_cnt integer NOT NULL, onb_dt date NOT NULL, ins_exp_dt date NOT NULL, qp_yn char(1) NOT NULL,
      sts_cd char(1) NOT NULL);`,
    `CREATE TABLE frt.lane (ln_id integer PRIMARY KEY, ln_cd varchar(7) NOT NULL UNIQUE, o_cty varchar(40) NOT NULL, o_st char(2) NOT NULL,
      d_cty varchar(40) NOT NULL, d_st char(2) NOT NULL, mi integer NOT NULL);`,
    `CREATE TABLE frt.ld (ld_no integer PRIMARY KEY, shpr_ref integer NOT NULL REFERENCES frt.shpr (shpr_no), ln_ref integer NOT NULL REFERENCES frt.lane (ln_id),
      po_no varchar(12) NOT NULL, src_cd char(1) NOT NULL, eqp_cd char(1) NOT NULL, wt_lb integer NOT NULL, bk_dt date NOT NULL, pu_dt date NOT NULL,
      del_dt date NOT NULL, act_pu_dt date, act_del_dt date, carr_ref integer REFERENCES frt.carr (carr_no), cr_ref varchar(4) REFERENCES frt.rep (rep_cd),
      shp_rt_cts bigint NOT NULL, car_rt_cts bigint NOT NULL, sts_cd varchar(2) NOT NULL);`,
    `CREATE TABLE frt.qt (qt_no integer PRIMARY KEY, shpr_ref integer NOT NULL REFERENCES frt.shpr (shpr_no), ln_ref integer NOT NULL REFERENCES frt.lane (ln_id),
      eqp_cd char(1) NOT NULL, rep_ref varchar(4) NOT NULL REFERENCES frt.rep (rep_cd), qt_dt date NOT NULL, exp_dt date NOT NULL, qt_amt numeric(9,2) NOT NULL,
      sts_cd char(1) NOT NULL, ld_ref integer REFERENCES frt.ld (ld_no));`,
    `CREATE TABLE frt.inv (inv_no integer PRIMARY KEY, ld_ref integer NOT NULL REFERENCES frt.ld (ld_no), shpr_ref integer NOT NULL REFERENCES frt.shpr (shpr_no),
      inv_dt date NOT NULL, due_dt date NOT NULL, lh_cts bigint NOT NULL, fsc_cts bigint NOT NULL, acc_cts bigint NOT NULL, tot_cts bigint NOT NULL,
      pd_cts bigint NOT NULL, pd_dt date, sts_cd varchar(2) NOT NULL);`,
    `CREATE TABLE frt.cpay (pay_id integer PRIMARY KEY, ld_ref integer NOT NULL REFERENCES frt.ld (ld_no), carr_ref integer NOT NULL REFERENCES frt.carr (carr_no),
      pod_dt date NOT NULL, due_dt date NOT NULL, lh_cts bigint NOT NULL, acc_cts bigint NOT NULL, qp_fee_cts bigint NOT NULL, net_cts bigint NOT NULL,
      qp_yn char(1) NOT NULL, pd_dt date, mth_cd varchar(3), sts_cd char(1) NOT NULL);`,
    `CREATE TABLE frt.clm (clm_no integer PRIMARY KEY, ld_ref integer NOT NULL REFERENCES frt.ld (ld_no), fil_dt date NOT NULL, clm_typ varchar(3) NOT NULL,
      clm_amt numeric(10,2) NOT NULL, stl_amt numeric(10,2), sts_cd char(1) NOT NULL, cls_dt date);`,
    insertRows('frt.rep', ['rep_cd', 'frst_nm', 'last_nm', 'role_cd', 'ofc_cd', 'hire_dt', 'term_dt'],
      reps.map((p) => [p.cd, p.f, p.l, p.role, p.ofc, p.hire, p.term])),
    insertRows('frt.shpr', ['shpr_no', 'shpr_nm', 'cty_nm', 'st_cd', 'ind_cd', 'ae_ref', 'pay_trm', 'cr_lmt', 'opn_dt', 'sts_cd'],
      shprs.map((s) => [s.no, s.def.nm, cityBy.get(s.def.city)!.nm, cityBy.get(s.def.city)!.st, s.def.ind, s.ae.cd, s.trm, s.lmt, s.def.opn, s.sts])),
    insertRows('frt.carr', ['carr_no', 'carr_nm', 'mc_no', 'dot_no', 'hq_st', 'eqp_cd', 'trk_cnt', 'onb_dt', 'ins_exp_dt', 'qp_yn', 'sts_cd'],
      carrs.map((c) => [c.no, c.nm, c.mc, c.dot, c.st, c.eqp, c.trk, c.onb, c.ins, c.qp, c.sts])),
    insertRows('frt.lane', ['ln_id', 'ln_cd', 'o_cty', 'o_st', 'd_cty', 'd_st', 'mi'],
      lanes.map((ln) => [ln.id, ln.cd, ln.o.nm, ln.o.st, ln.d.nm, ln.d.st, ln.mi])),
    insertRows('frt.ld', ['ld_no', 'shpr_ref', 'ln_ref', 'po_no', 'src_cd', 'eqp_cd', 'wt_lb', 'bk_dt', 'pu_dt', 'del_dt', 'act_pu_dt', 'act_del_dt',
      'carr_ref', 'cr_ref', 'shp_rt_cts', 'car_rt_cts', 'sts_cd'],
    lds.map((l) => [l.no, l.shpr.no, l.ln.id, l.po, l.src, l.eqp, l.wt, l.bk, l.pu, l.del, l.apu, l.adel, l.carr ? l.carr.no : null, l.cr ? l.cr.cd : null,
      l.shp, l.car, l.sts])),
    insertRows('frt.qt', ['qt_no', 'shpr_ref', 'ln_ref', 'eqp_cd', 'rep_ref', 'qt_dt', 'exp_dt', 'qt_amt', 'sts_cd', 'ld_ref'],
      qts.map((q) => [q.no, q.shpr.no, q.ln.id, q.eqp, q.rep.cd, q.dt, q.exp, q.amt, q.sts, q.ld ? q.ld.no : null])),
    insertRows('frt.inv', ['inv_no', 'ld_ref', 'shpr_ref', 'inv_dt', 'due_dt', 'lh_cts', 'fsc_cts', 'acc_cts', 'tot_cts', 'pd_cts', 'pd_dt', 'sts_cd'],
      invs.map((v) => [v.no, v.ld.no, v.ld.shpr.no, v.dt, v.due, v.lh, v.fsc, v.acc, v.tot, v.pd, v.pdDt, v.sts])),
    insertRows('frt.cpay', ['pay_id', 'ld_ref', 'carr_ref', 'pod_dt', 'due_dt', 'lh_cts', 'acc_cts', 'qp_fee_cts', 'net_cts', 'qp_yn', 'pd_dt', 'mth_cd', 'sts_cd'],
      cpays.map((c) => [c.id, c.ld.no, c.ld.carr!.no, c.pod, c.due, c.lh, c.acc, c.fee, c.net, c.qp, c.pdDt, c.mth, c.sts])),
    insertRows('frt.clm', ['clm_no', 'ld_ref', 'fil_dt', 'clm_typ', 'clm_amt', 'stl_amt', 'sts_cd', 'cls_dt'],
      clms.map((c) => [c.no, c.ld.no, c.fil, c.typ, c.amt, c.stl, c.sts, c.cls])),
  ].join('\n');
}

