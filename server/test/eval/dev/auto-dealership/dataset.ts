/**
 * Harbor Ridge Auto Group, a family-owned group of five car dealerships ("rooftops") around Puget Sound, Washington:
 * Harbor Ridge Toyota (Tacoma), Harbor Ridge Honda (Everett), Harbor Ridge Ford (Lakewood), Harbor Ridge Pre-Owned
 * (Puyallup, a used-only store with no franchise) and Harbor Ridge Kia (Olympia, opened April 2025). Every store
 * sells vehicles and runs a service department with a parts counter. The dealer principal owns the group; each
 * store has a general manager.
 *
 * Schema `dms` (dealer management system, sales side):
 * - `site`: the stores, keyed by `site_cd` (TAC, EVR, LKW, PUY, OLY). `site_nm` the store name; `city`; `st` the
 *   state; `franchise` the new-car brand the store is franchised for (NULL for the pre-owned store); `opened_yr` the
 *   year the store opened (integer); `svc_bays` the number of service bays; `used_only_yn` Y for a used-only store.
 * - `emp`: employees, keyed by `emp_cd` (text like 'HR110'). `emp_nm` the full name; `job_cd` DP dealer principal,
 *   GM general manager, SM sales manager, SC sales consultant (salesperson), FI finance & insurance manager, SVM
 *   service manager, SA service advisor, TC technician, PM parts manager; `site_cd` the store (NULL for the dealer
 *   principal); `mgr_cd` the `emp_cd` of the person they report to (GMs report to the dealer principal; sales, F&I,
 *   service and parts managers to their store's GM; sales consultants to a sales manager; advisors and technicians to
 *   the service manager; NULL for the dealer principal); `hire_dt`; `term_dt` the last day of employment, NULL for
 *   current employees. New sales consultants shadow for three weeks before they are given deals.
 * - `cust`: customers (buyers and service customers), keyed by `cust_no`. `first_nm`, `last_nm`; `city`; `st`;
 *   `zip`; `email_optin` Y when they agreed to marketing e-mail, N otherwise; `src_cd` how they first came to us:
 *   WALK walk-in, WEB website lead, REF referral, EVT event, SVC service drive; `cust_since` the day the customer
 *   record was created, kept as text 'YYYY-MM-DD' (migrated from the old DMS).
 * - `veh`: every vehicle that has been in inventory, keyed by `stock_no` (N + digits for new, U + digits for used).
 *   `vin`; `site_cd` the store that stocks it; `cond_cd` N new or U used; `cpo_yn` Y for a certified pre-owned used
 *   vehicle (always N for new); `model_yr` (integer); `make`; `model`; `body_typ` SEDAN, SUV, TRUCK, VAN, HATCH or
 *   COUPE; `ext_clr` exterior colour; `odo_mi` odometer miles when received; `msrp_amt` the manufacturer's sticker
 *   price (new only, NULL for used); `list_amt` our advertised price; `cost_amt` what the vehicle cost us (invoice for
 *   new, purchase price or trade ACV for used, plus reconditioning); `recv_dt` the day it was received into stock;
 *   `acq_src` FAC from the factory, TRD taken in trade, AUC bought at auction, LSR lease return; `sts_cd` AVL
 *   available for sale, HLD on hold for a pending deal, SLD sold (delivered), WHL wholesaled (sent to auction),
 *   TRF in transit between stores.
 * - `deal`: sales deals (one vehicle each), keyed by `deal_no`. `site_cd`; `stock_no` the vehicle; `cust_no` the
 *   buyer; `sp_cd` the sales consultant (`emp.emp_cd`); `fi_cd` the F&I manager who did the paperwork; `deal_dt` the
 *   day the deal was written; `deal_typ` CASH, FIN financed (retail loan) or LSE lease; `sale_amt` the selling price
 *   of the vehicle; `fg_amt` the front-end gross (selling price less vehicle cost); `bg_amt` the back-end (F&I)
 *   gross from warranties, GAP and finance reserve; `dn_pmt_amt` the cash down payment; `sts_cd` PND pending
 *   (signed, not yet delivered), DLV delivered, UNW unwound (delivered, then reversed and the car came back), CXL
 *   cancelled before delivery.
 * - `trade`: trade-ins, recorded when the deal is delivered, keyed by `trade_no`. `deal_no`; `vin`; `model_yr`;
 *   `make`; `model`; `odo_mi`; `acv_amt` the actual cash value we appraised it at; `allow_amt` the trade allowance
 *   given to the customer; `payoff_amt` the customer's loan payoff we paid off (0 when owned outright); `stock_no`
 *   the used stock number when we kept it for retail (NULL when it was wholesaled straight away).
 * - `lender`: banks and finance companies, keyed by `lender_cd`. `lender_nm`; `captive_yn` Y for a manufacturer's
 *   own finance company.
 * - `fin_ctr`: finance and lease contracts written on financed and leased deals, keyed by `ctr_no`. `deal_no`;
 *   `lender_cd`; `ctr_typ` RIC retail installment contract (a loan) or LSE lease; `amt_fin` the amount financed;
 *   `apr_pct` the annual percentage rate (for leases, the money factor times 2400); `term_mo` the term in months;
 *   `mo_pmt_amt` the monthly payment; `book_dt` the day it was booked; `ctr_sts` F funded by the lender, P booked and
 *   waiting for funding, X cancelled (the deal was unwound).
 *
 * Schema `svc` (service and parts):
 * - `ro`: repair orders, keyed by `ro_no`. `site_cd`; `cust_no` the customer (NULL for internal work on our own
 *   stock); `vin`; `adv_cd` the service advisor (`dms.emp.emp_cd`); `open_dt`; `close_dt` (NULL while open or when
 *   voided); `pay_typ` C customer pay, W warranty (paid by the manufacturer), I internal (reconditioning used
 *   vehicles for sale); `sts_cd` OPN open, CLS closed, VOD voided (opened by mistake, no work done); `odo_in` the
 *   odometer reading at drop-off.
 * - `ro_ln`: labour operations on a repair order, keyed by (`ro_no`, `ln_no`). `op_cd` the operation (OIL, TIRE,
 *   BRK, ALGN, BATT, DIAG, AC, TRANS, RECALL, WREP warranty repair, INSP used-vehicle inspection, DTL
 *   reconditioning detail); `op_desc`; `tech_cd` the technician (`dms.emp.emp_cd`); `flag_hrs` the flat-rate hours
 *   paid for the job; `act_hrs` the hours the technician actually clocked; `labor_amt` the labour charged; `comeback_yn`
 *   Y when the job is a comeback (redoing work that was not fixed the first time).
 * - `part`: the parts catalogue, keyed by `part_no`. `part_desc`; `cat_cd` FLT filters, FLD fluids, BRK brakes, BAT
 *   batteries, ELEC electrical, WPR wipers, MISC; `unit_cost`; `list_prc`.
 * - `part_stk`: parts on hand per store, keyed by (`part_no`, `site_cd`). `oh_qty` the quantity on hand;
 *   `reorder_pt` the reorder point (the part should be reordered when the quantity on hand falls below it); `bin_loc` the
 *   shelf location.
 * - `ro_part`: parts used on a repair-order line. `ro_no`, `ln_no` the line; `part_no`; `qty`; `sell_prc` the unit
 *   price charged.
 *
 * Sales and service data run from January 2023 (April 2025 for Olympia) to 2026-11-24.
 */
import { insertRows, seededRandom } from "../../seeded-random";

const FIRST_DAY = "2023-01-01";
const LAST_DAY = "2026-11-24";

const DAY_MS = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const addDays = (d: string, n: number) => new Date(toMs(d) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((toMs(b) - toMs(a)) / DAY_MS);
const round2 = (n: number) => Math.round(n * 100) / 100;
const round1 = (n: number) => Math.round(n * 10) / 10;
const pad = (n: number, w: number) => String(n).padStart(w, "0");

const r = seededRandom(20261125);

/** [site_cd, site_nm, city, st, franchise, opened_yr, svc_bays, used_only_yn, first day of data, labour rate] */
const SITES: [string, string, string, string, string | null, number, number, string, string, number][] = [
  ["TAC", "Harbor Ridge Toyota", "Tacoma", "WA", "Toyota", 1998, 18, "N", FIRST_DAY, 189],
  ["EVR", "Harbor Ridge Honda", "Everett", "WA", "Honda", 2006, 14, "N", FIRST_DAY, 179],
  ["LKW", "Harbor Ridge Ford", "Lakewood", "WA", "Ford", 2003, 16, "N", FIRST_DAY, 175],
  ["PUY", "Harbor Ridge Pre-Owned", "Puyallup", "WA", null, 2014, 6, "Y", FIRST_DAY, 149],
  ["OLY", "Harbor Ridge Kia", "Olympia", "WA", "Kia", 2025, 8, "N", "2025-04-01", 165],
];
const SITE_START: Record<string, string> = Object.fromEntries(SITES.map((s) => [s[0], s[8]]));
const SITE_RATE: Record<string, number> = Object.fromEntries(SITES.map((s) => [s[0], s[9]]));

/** [emp_cd, emp_nm, job_cd, site_cd, mgr_cd, hire_dt, term_dt] */
const EMP: [string, string, string, string | null, string | null, string, string | null][] = [
  ["HR001", "Walter Brandt", "DP", null, null, "1998-03-02", null],
  ["HR101", "Denise Okafor", "GM", "TAC", "HR001", "2011-05-16", null],
  ["HR102", "Rick Salcedo", "SM", "TAC", "HR101", "2014-02-03", null],
  ["HR103", "Tanya Pruitt", "SM", "TAC", "HR101", "2017-08-21", null],
  ["HR104", "Leon Marsh", "FI", "TAC", "HR101", "2015-01-12", null],
  ["HR105", "Gordon Yee", "SVM", "TAC", "HR101", "2009-04-06", null],
  ["HR106", "Sheila Ortega", "PM", "TAC", "HR101", "2012-10-01", null],
  ["HR110", "Marcus Bell", "SC", "TAC", "HR102", "2016-06-13", null],
  ["HR111", "Jenna Cho", "SC", "TAC", "HR102", "2019-03-04", null],
  ["HR112", "Tyler Voss", "SC", "TAC", "HR102", "2020-09-14", "2025-06-30"],
  ["HR113", "Priya Raman", "SC", "TAC", "HR103", "2018-01-08", null],
  ["HR114", "Devon Hart", "SC", "TAC", "HR103", "2021-11-01", null],
  ["HR115", "Luis Carrillo", "SC", "TAC", "HR102", "2025-08-04", null],
  ["HR116", "Kayla Nguyen", "SC", "TAC", "HR103", "2026-11-09", null],
  ["HR120", "Brenda Kowalski", "SA", "TAC", "HR105", "2013-07-15", null],
  ["HR121", "Omar Haddad", "SA", "TAC", "HR105", "2019-05-20", null],
  ["HR130", "Steve Lindqvist", "TC", "TAC", "HR105", "2008-09-02", null],
  ["HR131", "Raymond Tso", "TC", "TAC", "HR105", "2015-03-16", null],
  ["HR132", "Carlos Mendez", "TC", "TAC", "HR105", "2017-11-06", null],
  ["HR133", "Ashley Boone", "TC", "TAC", "HR105", "2024-03-11", null],
  ["HR134", "Derek Fulton", "TC", "TAC", "HR105", "2019-02-04", "2024-10-15"],
  ["HR201", "Paul Whitaker", "GM", "EVR", "HR001", "2010-01-11", null],
  ["HR206", "Phil Garner", "SM", "EVR", "HR201", "2012-04-02", "2023-09-29"],
  ["HR202", "Angela Torres", "SM", "EVR", "HR201", "2023-10-02", null],
  ["HR203", "Ken Iwata", "FI", "EVR", "HR201", "2016-05-09", null],
  ["HR204", "Frank Dolan", "SVM", "EVR", "HR201", "2007-08-20", null],
  ["HR205", "Julie Bauer", "PM", "EVR", "HR201", "2018-02-26", null],
  ["HR210", "Sam Patel", "SC", "EVR", "HR202", "2017-04-10", null],
  ["HR211", "Nicole Freeman", "SC", "EVR", "HR202", "2019-10-21", null],
  ["HR212", "Jordan Blake", "SC", "EVR", "HR202", "2021-06-07", null],
  ["HR213", "Chris Adeyemi", "SC", "EVR", "HR202", "2020-02-03", "2024-02-28"],
  ["HR214", "Megan Sato", "SC", "EVR", "HR202", "2024-03-18", null],
  ["HR220", "Trevor Lang", "SA", "EVR", "HR204", "2014-09-08", null],
  ["HR230", "Ivan Kuznetsov", "TC", "EVR", "HR204", "2011-01-17", null],
  ["HR231", "Dylan Park", "TC", "EVR", "HR204", "2020-07-13", null],
  ["HR232", "Rosa Jimenez", "TC", "EVR", "HR204", "2022-05-02", null],
  ["HR301", "Gary Holt", "GM", "LKW", "HR001", "2005-06-06", null],
  ["HR302", "Brian Kessler", "SM", "LKW", "HR301", "2013-03-18", null],
  ["HR303", "Monica Reyes", "FI", "LKW", "HR301", "2017-09-05", null],
  ["HR304", "Doug Patterson", "SVM", "LKW", "HR301", "2006-11-13", null],
  ["HR305", "Eddie Crane", "PM", "LKW", "HR301", "2015-04-27", null],
  ["HR310", "Jake Morrison", "SC", "LKW", "HR302", "2015-08-03", null],
  ["HR311", "Alicia Grant", "SC", "LKW", "HR302", "2018-05-14", null],
  ["HR312", "Ben Foster", "SC", "LKW", "HR302", "2022-01-10", null],
  ["HR313", "Hector Silva", "SC", "LKW", "HR302", "2019-12-02", "2026-03-31"],
  ["HR314", "Lena Fischer", "SC", "LKW", "HR302", "2026-11-02", null],
  ["HR320", "Nadia Petrova", "SA", "LKW", "HR304", "2016-02-15", null],
  ["HR321", "Cole Jensen", "SA", "LKW", "HR304", "2023-06-05", null],
  ["HR330", "Mike Rourke", "TC", "LKW", "HR304", "2004-05-10", null],
  ["HR331", "Tony Nguyen", "TC", "LKW", "HR304", "2014-10-20", null],
  ["HR332", "Sean Gallagher", "TC", "LKW", "HR304", "2018-08-27", null],
  ["HR333", "Beth Ramirez", "TC", "LKW", "HR304", "2023-02-13", null],
  ["HR401", "Linda Carver", "GM", "PUY", "HR001", "2014-03-03", null],
  ["HR402", "Vince Romano", "SM", "PUY", "HR401", "2016-07-18", null],
  ["HR403", "Aaron Kim", "FI", "PUY", "HR401", "2019-01-07", null],
  ["HR404", "Pete Sorensen", "SVM", "PUY", "HR401", "2014-03-03", null],
  ["HR410", "Dana Whitfield", "SC", "PUY", "HR402", "2016-09-12", null],
  ["HR411", "Andre Lewis", "SC", "PUY", "HR402", "2020-04-20", null],
  ["HR412", "Tom Becker", "SC", "PUY", "HR402", "2023-05-08", null],
  ["HR420", "Gina Moretti", "SA", "PUY", "HR404", "2015-10-05", null],
  ["HR430", "Randy Shaw", "TC", "PUY", "HR404", "2014-03-03", null],
  ["HR431", "Eli Turner", "TC", "PUY", "HR404", "2021-08-16", null],
  ["HR501", "Rachel Dunn", "GM", "OLY", "HR001", "2025-01-06", null],
  ["HR502", "Kevin Ashby", "SM", "OLY", "HR501", "2025-02-03", null],
  ["HR503", "Sofia Marquez", "FI", "OLY", "HR501", "2025-02-17", null],
  ["HR504", "Walt Simmons", "SVM", "OLY", "HR501", "2025-02-03", null],
  ["HR510", "Ryan Cole", "SC", "OLY", "HR502", "2025-02-24", null],
  ["HR511", "Emily Tran", "SC", "OLY", "HR502", "2025-03-03", null],
  ["HR512", "Josh Ward", "SC", "OLY", "HR502", "2025-03-10", "2026-05-15"],
  ["HR513", "Marisol Vega", "SC", "OLY", "HR502", "2026-05-26", null],
  ["HR520", "Heidi Larsen", "SA", "OLY", "HR504", "2025-02-17", null],
  ["HR530", "Matt Kowal", "TC", "OLY", "HR504", "2025-02-17", null],
  ["HR531", "Jon Reyes", "TC", "OLY", "HR504", "2025-03-03", null],
];

const activeOn = (e: (typeof EMP)[number], d: string, lead = 0) => addDays(e[5], lead) <= d && (e[6] === null || e[6] >= d);
const staffAt = (site: string, job: string, d: string, lead = 0) => EMP.filter((e) => e[3] === site && e[2] === job && activeOn(e, d, lead));

/** Sales consultants' relative selling strength. */
const SC_WEIGHT: Record<string, number> = {
  HR110: 1.6, HR111: 1.2, HR112: 1.0, HR113: 1.4, HR114: 0.9, HR115: 1.0, HR116: 1.0,
  HR210: 1.5, HR211: 1.1, HR212: 0.8, HR213: 1.0, HR214: 1.2,
  HR310: 1.1, HR311: 1.5, HR312: 0.9, HR313: 1.0, HR314: 1.0,
  HR410: 1.3, HR411: 1.0, HR412: 0.8,
  HR510: 1.0, HR511: 1.4, HR512: 0.9, HR513: 1.0,
};
/** Technicians: [speed factor (actual / flagged hours), comeback rate]. */
const TECH: Record<string, [number, number]> = {
  HR130: [0.78, 0.02], HR131: [0.92, 0.035], HR132: [1.02, 0.05], HR133: [1.18, 0.09], HR134: [1.1, 0.06],
  HR230: [0.82, 0.025], HR231: [1.05, 0.06], HR232: [1.12, 0.04],
  HR330: [0.8, 0.03], HR331: [0.95, 0.045], HR332: [1.0, 0.07], HR333: [1.15, 0.05],
  HR430: [0.9, 0.04], HR431: [1.08, 0.08],
  HR530: [0.97, 0.03], HR531: [1.1, 0.065],
};

/** [make, model, body, base msrp] */
type Model = [string, string, string, number];
const NEW_MODELS: Record<string, [Model, number][]> = {
  TAC: [
    [["Toyota", "Camry", "SEDAN", 28400], 16], [["Toyota", "Corolla", "SEDAN", 22500], 12], [["Toyota", "RAV4", "SUV", 29800], 22],
    [["Toyota", "Highlander", "SUV", 39900], 9], [["Toyota", "Tacoma", "TRUCK", 33500], 14], [["Toyota", "Tundra", "TRUCK", 42000], 6],
    [["Toyota", "Sienna", "VAN", 39200], 4], [["Toyota", "Prius", "HATCH", 28600], 3], [["Toyota", "4Runner", "SUV", 41500], 5],
  ],
  EVR: [
    [["Honda", "Civic", "SEDAN", 24600], 18], [["Honda", "Accord", "SEDAN", 29000], 12], [["Honda", "CR-V", "SUV", 31200], 22],
    [["Honda", "HR-V", "SUV", 25400], 9], [["Honda", "Pilot", "SUV", 40500], 8], [["Honda", "Odyssey", "VAN", 39800], 4],
    [["Honda", "Ridgeline", "TRUCK", 40100], 4],
  ],
  LKW: [
    [["Ford", "F-150", "TRUCK", 38800], 24], [["Ford", "Ranger", "TRUCK", 33100], 9], [["Ford", "Maverick", "TRUCK", 24500], 12],
    [["Ford", "Explorer", "SUV", 39300], 10], [["Ford", "Escape", "SUV", 29600], 11], [["Ford", "Bronco", "SUV", 41200], 7],
    [["Ford", "Mustang", "COUPE", 33500], 4], [["Ford", "Expedition", "SUV", 61900], 4], [["Ford", "Super Duty F-250", "TRUCK", 48500], 4],
  ],
  OLY: [
    [["Kia", "Forte", "SEDAN", 21100], 12], [["Kia", "K5", "SEDAN", 27200], 8], [["Kia", "Sportage", "SUV", 28500], 18],
    [["Kia", "Sorento", "SUV", 32400], 12], [["Kia", "Telluride", "SUV", 37400], 11], [["Kia", "Carnival", "VAN", 35900], 4],
    [["Kia", "Seltos", "SUV", 25100], 8],
  ],
};
const ALL_NEW: Model[] = Object.values(NEW_MODELS).flatMap((l) => l.map((x) => x[0]));
const OTHER_MODELS: Model[] = [
  ["Chevrolet", "Silverado 1500", "TRUCK", 39000], ["Chevrolet", "Equinox", "SUV", 28000], ["Chevrolet", "Malibu", "SEDAN", 25500],
  ["Nissan", "Rogue", "SUV", 29500], ["Nissan", "Altima", "SEDAN", 26500], ["Subaru", "Outback", "SUV", 30500],
  ["Subaru", "Forester", "SUV", 29000], ["Subaru", "Crosstrek", "SUV", 26000], ["Hyundai", "Tucson", "SUV", 28500],
  ["Hyundai", "Elantra", "SEDAN", 22000], ["Jeep", "Grand Cherokee", "SUV", 41000], ["Jeep", "Wrangler", "SUV", 36000],
  ["Mazda", "CX-5", "SUV", 29000], ["Volkswagen", "Jetta", "SEDAN", 23000], ["BMW", "X3", "SUV", 48000],
  ["Tesla", "Model 3", "SEDAN", 42000], ["Ram", "1500", "TRUCK", 40000], ["GMC", "Sierra 1500", "TRUCK", 42000],
];
const USED_POOL: [Model, number][] = [...ALL_NEW.map((m): [Model, number] => [m, 2]), ...OTHER_MODELS.map((m): [Model, number] => [m, 1.6])];
const COLORS: [string, number][] = [
  ["White", 24], ["Black", 20], ["Silver", 14], ["Gray", 18], ["Blue", 9], ["Red", 8], ["Green", 3], ["Brown", 2], ["Orange", 2],
];

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const usedVins = new Set<string>();
function newVin(): string {
  for (;;) {
    let v = "";
    for (let i = 0; i < 17; i++) v += VIN_CHARS[r.int(0, VIN_CHARS.length - 1)];
    if (!usedVins.has(v)) {
      usedVins.add(v);
      return v;
    }
  }
}

function usedValue(m: Model, modelYr: number, atYear: number, odo: number): number {
  const age = Math.max(0, atYear - modelYr);
  const v = m[3] * Math.pow(0.86, age + 0.6) * (1 - Math.min(0.35, Math.max(0, odo - age * 12000) / 400000));
  return Math.max(2500, Math.round((v * r.float(0.88, 1.1)) / 50) * 50);
}

interface Veh {
  id: number;
  stock: string;
  vin: string;
  site: string;
  cond: "N" | "U";
  cpo: string;
  yr: number;
  model: Model;
  clr: string;
  odo: number;
  msrp: number | null;
  list: number;
  cost: number;
  recv: string;
  acq: string;
  sts: string;
}
interface Deal {
  no: number;
  veh: Veh;
  site: string;
  cust: number;
  sp: string;
  fi: string;
  dt: string;
  typ: string;
  sale: number;
  fg: number;
  bg: number;
  dn: number;
  sts: string;
  rebuy: boolean;
}
interface Trade {
  deal: Deal;
  vin: string;
  yr: number;
  model: Model;
  odo: number;
  acv: number;
  allow: number;
  payoff: number;
  veh: Veh | null;
}

const vehs: Veh[] = [];
const deals: Deal[] = [];
const trades: Trade[] = [];
let vehId = 0;

function addVeh(v: Omit<Veh, "id" | "stock" | "sts">): Veh {
  const veh: Veh = { ...v, id: vehId++, stock: "", sts: "AVL" };
  vehs.push(veh);
  return veh;
}

function months(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (;;) {
    const s = `${y}-${pad(m, 2)}-01`;
    if (s > to) break;
    out.push(s);
    m++;
    if (m === 13) {
      m = 1;
      y++;
    }
  }
  return out;
}
const monthEnd = (m: string) => addDays(addDays(m, 32).slice(0, 8) + "01", -1);

// ---- inventory arrivals -------------------------------------------------------------------------------------------
const NEW_PER_MONTH: Record<string, number> = { TAC: 4, EVR: 3, LKW: 3, PUY: 0, OLY: 3 };
const USED_PER_MONTH: Record<string, number> = { TAC: 0, EVR: 0, LKW: 0, PUY: 2, OLY: 0 };
const USED_EXTRA = 0.45;
for (const s of SITES) {
  const site = s[0];
  for (const m of months(SITE_START[site] as string, LAST_DAY)) {
    const end = monthEnd(m) > LAST_DAY ? LAST_DAY : monthEnd(m);
    const nNew = (NEW_PER_MONTH[site] as number) + r.int(-1, 1) + (m.slice(5, 7) >= "03" && m.slice(5, 7) <= "08" ? 1 : 0);
    for (let i = 0; i < (site === "PUY" ? 0 : nNew); i++) {
      const model = r.weighted(NEW_MODELS[site] as [Model, number][]);
      const recv = r.date(m, end);
      const yr = Number(recv.slice(0, 4)) + (recv.slice(5, 7) >= "08" ? 1 : 0);
      const msrp = Math.round((model[3] * r.float(1.0, 1.38)) / 5) * 5;
      addVeh({
        vin: newVin(), site, cond: "N", cpo: "N", yr, model, clr: r.weighted(COLORS), odo: r.int(3, 28), msrp, list: msrp,
        cost: Math.round(msrp * r.float(0.9, 0.94)), recv, acq: "FAC",
      });
    }
    const nUsed = (USED_PER_MONTH[site] as number) + (r.chance(USED_EXTRA) ? 1 : 0);
    for (let i = 0; i < nUsed; i++) {
      const lease = site !== "PUY" && r.chance(0.35);
      const model = lease ? r.weighted(NEW_MODELS[site] as [Model, number][]) : r.weighted(USED_POOL);
      const recv = r.date(m, end);
      const ry = Number(recv.slice(0, 4));
      const yr = lease ? ry - 3 : ry - r.int(1, 9);
      const odo = Math.max(4000, Math.round((ry - yr + 0.5) * r.int(8000, 15000)));
      const cost = usedValue(model, yr, ry, odo) + r.int(4, 15) * 100;
      addVeh({
        vin: newVin(), site, cond: "U", cpo: "N", yr, model, clr: r.weighted(COLORS), odo, msrp: null,
        list: Math.round((cost * r.float(1.12, 1.24)) / 100) * 100 - 5, cost, recv, acq: lease ? "LSR" : "AUC",
      });
    }
  }
}

// ---- sell each vehicle ---------------------------------------------------------------------------------------------
function newDeal(v: Veh, dt: string, sts: string): Deal {
  const used = v.cond === "U";
  const typ = used ? r.weighted([["CASH", 3], ["FIN", 7]] as const) : r.weighted([["CASH", 1.5], ["FIN", 6], ["LSE", 2.5]] as const);
  const aged = daysBetween(v.recv, dt);
  let sale: number;
  if (used) sale = Math.round((v.list * r.float(aged > 90 ? 0.86 : 0.92, 1.0)) / 50) * 50;
  else sale = Math.round(((v.msrp as number) * r.float(aged > 120 ? 0.88 : 0.93, 1.03)) / 25) * 25;
  const bg = typ === "CASH" ? (r.chance(0.5) ? 0 : r.int(3, 12) * 100 + r.pick([0, 50, 95])) : r.int(6, 30) * 100 + r.pick([0, 25, 50, 75]);
  const dn = typ === "CASH" ? sale : typ === "LSE" ? r.int(15, 45) * 100 : r.chance(0.2) ? 0 : Math.round((sale * r.float(0.03, 0.2)) / 100) * 100;
  const d: Deal = {
    no: 0, veh: v, site: v.site, cust: 0, sp: "", fi: "", dt, typ, sale, fg: sale - v.cost, bg, dn, sts, rebuy: false,
  };
  deals.push(d);
  return d;
}

const PEND_FROM = "2026-11-16";
for (let i = 0; i < vehs.length; i++) {
  const v = vehs[i] as Veh;
  if (v.site === "OLY" && v.recv < "2025-04-01") continue;
  let start = v.recv;
  let done = false;
  for (let attempt = 0; attempt < 3 && !done; attempt++) {
    const used = v.cond === "U";
    let days = used ? r.int(6, 30) + Math.floor(-Math.log(1 - r.next()) * 52) : r.int(8, 30) + Math.floor(-Math.log(1 - r.next()) * 58);
    if (!used && days > 240) days = r.int(150, 240);
    const saleDt = addDays(start, days);
    if (used && days > 150 && saleDt <= LAST_DAY && r.chance(0.6)) {
      v.sts = "WHL";
      done = true;
      break;
    }
    if (saleDt > LAST_DAY) {
      if (r.chance(0.03)) v.sts = "TRF";
      done = true;
      break;
    }
    // a cancelled deal on the way
    if (r.chance(0.09)) {
      const cx = addDays(saleDt, -r.int(3, 18));
      if (cx > v.recv) newDeal(v, cx, "CXL");
    }
    if (saleDt >= PEND_FROM && r.chance(0.55)) {
      newDeal(v, saleDt, "PND");
      v.sts = "HLD";
      done = true;
      break;
    }
    if (saleDt < "2026-11-01" && r.chance(0.022)) {
      const d = newDeal(v, saleDt, "UNW");
      d.rebuy = true;
      start = addDays(saleDt, r.int(5, 15));
      continue;
    }
    const d = newDeal(v, saleDt, "DLV");
    v.sts = "SLD";
    done = true;
    // trade-in
    if (r.chance(0.4)) {
      const dy = Number(saleDt.slice(0, 4));
      const model = r.weighted(USED_POOL);
      const yr = dy - r.int(2, 15);
      const odo = Math.max(9000, Math.round((dy - yr + 0.5) * r.int(8000, 16000)));
      const acv = usedValue(model, yr, dy, odo);
      const allow = Math.max(500, Math.round((acv + r.int(-6, 16) * 100) / 100) * 100);
      const payoff = r.chance(0.45) ? Math.round(acv * r.float(0.25, 1.1)) : 0;
      let tv: Veh | null = null;
      const recv = addDays(saleDt, r.int(1, 3));
      if (yr >= dy - 11 && r.chance(0.72) && recv <= LAST_DAY) {
        const site = dy - yr >= 7 || v.site === "PUY" ? "PUY" : v.site;
        const cost = acv + r.int(3, 14) * 100;
        tv = addVeh({
          vin: newVin(), site, cond: "U", cpo: "N", yr, model, clr: r.weighted(COLORS), odo, msrp: null,
          list: Math.round((cost * r.float(1.12, 1.25)) / 100) * 100 - 5, cost, recv, acq: "TRD",
        });
      }
      trades.push({ deal: d, vin: tv ? tv.vin : newVin(), yr, model, odo, acv, allow, payoff, veh: tv });
    }
  }
  if (!done) v.sts = "AVL";
}
// certified pre-owned: late-model franchise-brand used cars at the franchise stores
for (const v of vehs) {
  if (v.cond === "U" && v.site !== "PUY" && v.model[0] === (SITES.find((s) => s[0] === v.site) as (typeof SITES)[number])[4]) {
    if (Number(v.recv.slice(0, 4)) - v.yr <= 5 && v.odo < 80000 && r.chance(0.7)) v.cpo = "Y";
  }
}

// stock numbers in order received
const byRecv = [...vehs].sort((a, b) => (a.recv < b.recv ? -1 : a.recv > b.recv ? 1 : a.id - b.id));
let nNo = 10001;
let uNo = 40001;
for (const v of byRecv) v.stock = v.cond === "N" ? `N${nNo++}` : `U${uNo++}`;

// ---- customers, salespeople, F&I ------------------------------------------------------------------------------------
const FIRST = [
  "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William", "Barbara",
  "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Chris", "Karen", "Daniel", "Lisa", "Matthew", "Nancy",
  "Anthony", "Betty", "Mark", "Sandra", "Steven", "Ashley", "Paul", "Kimberly", "Andrew", "Emily", "Joshua", "Donna",
  "Kevin", "Michelle", "Brian", "Carol", "George", "Amanda", "Tim", "Melissa", "Jason", "Deborah", "Ryan", "Stephanie",
  "Jacob", "Rebecca", "Gary", "Laura", "Nick", "Sharon", "Eric", "Cynthia", "Jonathan", "Kathleen", "Hannah", "Min",
  "Wei", "Aiden", "Sofia", "Mateo", "Hiroshi", "Aaliyah", "Kai", "Leilani", "Tuan", "Mai", "Dmitri", "Olga",
];
const LAST = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez",
  "Lopez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White",
  "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott",
  "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter",
  "Roberts", "Olsen", "Larsen", "Johansson", "Yamamoto", "Tanaka", "Kim", "Park", "Tran", "Pham", "Singh", "Chen",
  "Wong", "Petersen", "Lindgren", "Okafor", "Haugen", "McCarthy", "O'Brien", "Sullivan", "Murphy", "Kowalski",
];
/** [city, zip, nearest store] */
const CITIES: [string, string, string, number][] = [
  ["Tacoma", "98402", "TAC", 10], ["Tacoma", "98405", "TAC", 8], ["University Place", "98466", "TAC", 5], ["Fife", "98424", "TAC", 3],
  ["Everett", "98201", "EVR", 9], ["Everett", "98204", "EVR", 6], ["Lynnwood", "98036", "EVR", 5], ["Marysville", "98270", "EVR", 5],
  ["Lakewood", "98499", "LKW", 8], ["Lakewood", "98498", "LKW", 5], ["Spanaway", "98387", "LKW", 4], ["DuPont", "98327", "LKW", 3],
  ["Puyallup", "98371", "PUY", 8], ["Puyallup", "98374", "PUY", 5], ["Sumner", "98390", "PUY", 3], ["Bonney Lake", "98391", "PUY", 3],
  ["Olympia", "98501", "OLY", 7], ["Lacey", "98503", "OLY", 5], ["Tumwater", "98512", "OLY", 4], ["Seattle", "98103", "EVR", 2],
];

interface Cust {
  key: number;
  no: number;
  first: string;
  last: string;
  city: string;
  zip: string;
  optin: string;
  src: string;
  since: string;
  lastBuy: string;
}
const custs: Cust[] = [];
function makeCust(site: string, since: string, src: string | null): Cust {
  const local = CITIES.filter((c) => c[2] === site);
  const c = r.chance(0.85) ? r.weighted(local.map((x): [typeof x, number] => [x, x[3]])) : r.weighted(CITIES.map((x): [typeof x, number] => [x, x[3]]));
  const cu: Cust = {
    key: custs.length, no: 0, first: r.pick(FIRST), last: r.pick(LAST), city: c[0], zip: c[1],
    optin: r.chance(0.58) ? "Y" : "N", src: src ?? r.weighted([["WALK", 4], ["WEB", 5], ["REF", 2], ["EVT", 1]] as const), since, lastBuy: "",
  };
  custs.push(cu);
  return cu;
}

deals.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.veh.id - b.veh.id));
const rebuyQueue: { cust: Cust; site: string; after: string }[] = [];
const buyers: Cust[] = [];
for (const d of deals) {
  let cu: Cust | null = null;
  const qi = rebuyQueue.findIndex((q) => q.site === d.site && q.after <= d.dt);
  if (qi >= 0 && d.sts === "DLV") {
    cu = (rebuyQueue[qi] as (typeof rebuyQueue)[number]).cust;
    rebuyQueue.splice(qi, 1);
  } else if (d.sts !== "CXL" && r.chance(0.11)) {
    const pool = buyers.filter((b) => daysBetween(b.lastBuy, d.dt) > 120);
    if (pool.length) cu = r.pick(pool);
  }
  if (!cu) cu = makeCust(d.site, d.dt, null);
  d.cust = cu.key;
  if (d.sts === "DLV" || d.sts === "PND") {
    if (!cu.lastBuy) buyers.push(cu);
    cu.lastBuy = d.dt;
  }
  if (d.sts === "UNW") rebuyQueue.push({ cust: cu, site: d.site, after: addDays(d.dt, 3) });
  const scs = staffAt(d.site, "SC", d.dt, 21);
  d.sp = r.weighted(scs.map((e): [string, number] => [e[0], SC_WEIGHT[e[0]] as number]));
  d.fi = (staffAt(d.site, "FI", d.dt)[0] as (typeof EMP)[number])[0];
}
deals.forEach((d, i) => (d.no = 250001 + i * 3 + r.int(0, 2)));

// ---- finance contracts ------------------------------------------------------------------------------------------------
const LENDERS: [string, string, string, string | null][] = [
  ["TFS", "Toyota Financial Services", "Y", "Toyota"],
  ["AHFC", "American Honda Finance", "Y", "Honda"],
  ["FMCC", "Ford Credit", "Y", "Ford"],
  ["KMF", "Kia Finance America", "Y", "Kia"],
  ["CHASE", "Chase Auto", "N", null],
  ["WFDS", "Wells Fargo Dealer Services", "N", null],
  ["BECU", "BECU", "N", null],
  ["CAPONE", "Capital One Auto Finance", "N", null],
  ["WLAKE", "Westlake Financial", "N", null],
];
const ctrRows: unknown[][] = [];
let ctrNo = 880100;
const tradeByDeal = new Map(trades.map((t) => [t.deal, t]));
for (const d of deals) {
  if (d.typ === "CASH" || d.sts === "CXL" || d.sts === "PND") continue;
  const v = d.veh;
  const captive = LENDERS.find((l) => l[3] === v.model[0] && v.site !== "PUY");
  let lender: string;
  if (d.typ === "LSE") lender = (captive as (typeof LENDERS)[number])[0];
  else if (v.cond === "N" && captive && r.chance(0.62)) lender = captive[0];
  else if (v.cond === "U" && captive && v.cpo === "Y" && r.chance(0.4)) lender = captive[0];
  else lender = r.weighted([["CHASE", 5], ["WFDS", 4], ["BECU", 5], ["CAPONE", 3], ["WLAKE", 1.5]] as const);
  const yr = Number(d.dt.slice(0, 4));
  const base = yr === 2023 ? 0 : yr === 2024 ? 0.6 : yr === 2025 ? 0.3 : 0.1;
  let apr: number;
  if (lender === "WLAKE") apr = r.float(13.9, 21.9, 2);
  else if (captive && lender === captive[0]) apr = d.typ === "LSE" ? r.float(3.2, 6.4, 2) : r.float(1.9, 6.9, 2);
  else apr = r.float(v.cond === "U" ? 6.4 : 5.2, v.cond === "U" ? 11.9 : 8.9, 2);
  apr = round2(apr + base);
  const t = tradeByDeal.get(d);
  const equity = t ? t.allow - t.payoff : 0;
  const amt = Math.max(3000, round2(d.sale * 1.095 + d.bg - d.dn - equity));
  const term = d.typ === "LSE" ? r.pick([24, 36, 36, 39, 48]) : r.weighted([[36, 1], [48, 2], [60, 4], [72, 5], [84, 1.5]] as const);
  const mr = apr / 1200;
  const pmt = d.typ === "LSE" ? round2((amt * 0.45) / term + ((amt * 1.45) * (apr / 2400))) : round2((amt * mr) / (1 - Math.pow(1 + mr, -term)));
  const sts = d.sts === "UNW" ? "X" : d.dt >= "2026-11-18" ? "P" : "F";
  ctrRows.push([`FC${ctrNo}`, d.no, lender, d.typ === "LSE" ? "LSE" : "RIC", amt, apr, term, pmt, d.dt, sts]);
  ctrNo += r.int(1, 4);
}

// ---- service ------------------------------------------------------------------------------------------------------------
const OPS: Record<string, [string, number, boolean]> = {
  OIL: ["Oil and filter change", 0.5, false],
  TIRE: ["Tire rotation", 0.4, false],
  BRK: ["Front brake pads and rotors", 1.8, false],
  ALGN: ["Four-wheel alignment", 1.1, false],
  BATT: ["Battery test and replace", 0.5, false],
  DIAG: ["Diagnose customer concern", 1.0, true],
  AC: ["A/C performance service", 1.3, false],
  TRANS: ["Transmission fluid service", 1.6, false],
  RECALL: ["Manufacturer recall campaign", 1.2, true],
  WREP: ["Warranty repair", 2.2, true],
  INSP: ["Used vehicle inspection", 1.5, false],
  DTL: ["Reconditioning detail", 2.5, false],
};
/** [part_no, part_desc, cat_cd, unit_cost, list_prc] */
const PARTS: [string, string, string, number, number][] = [
  ["FLT-1010", "Oil filter - Toyota", "FLT", 4.1, 9.95],
  ["FLT-1020", "Oil filter - Honda", "FLT", 4.35, 10.5],
  ["FLT-1030", "Oil filter - Ford", "FLT", 4.8, 11.25],
  ["FLT-1040", "Oil filter - Kia", "FLT", 4.2, 9.95],
  ["FLT-1090", "Oil filter - universal", "FLT", 3.6, 8.95],
  ["FLT-2010", "Engine air filter", "FLT", 9.8, 24.95],
  ["FLT-2020", "Cabin air filter", "FLT", 8.4, 29.95],
  ["FLD-3001", "Full synthetic oil 0W-20 (qt)", "FLD", 4.9, 10.49],
  ["FLD-3002", "Full synthetic oil 5W-30 (qt)", "FLD", 5.1, 10.99],
  ["FLD-3010", "Automatic transmission fluid (qt)", "FLD", 6.25, 13.5],
  ["FLD-3020", "R-1234yf refrigerant (lb)", "FLD", 38.0, 89.0],
  ["FLD-3030", "Brake fluid DOT 4 (pt)", "FLD", 5.5, 12.95],
  ["BRK-4010", "Front brake pad set", "BRK", 38.5, 89.95],
  ["BRK-4020", "Front brake rotor", "BRK", 46.0, 112.0],
  ["BRK-4030", "Rear brake pad set", "BRK", 34.0, 79.95],
  ["BAT-5024", "Battery group 24F", "BAT", 118.0, 219.95],
  ["BAT-5035", "Battery group 35", "BAT", 112.0, 209.95],
  ["BAT-5048", "Battery group H6 AGM", "BAT", 165.0, 289.95],
  ["ELC-6010", "Ignition coil", "ELEC", 52.0, 124.5],
  ["ELC-6020", "Oxygen sensor", "ELEC", 61.0, 148.0],
  ["ELC-6030", "Wheel speed sensor", "ELEC", 44.0, 109.0],
  ["ELC-6040", "Window regulator assembly", "ELEC", 96.0, 229.0],
  ["ELC-6050", "Headlamp bulb LED", "ELEC", 21.0, 54.95],
  ["WPR-7022", "Wiper blade 22in", "WPR", 9.5, 24.95],
  ["WPR-7026", "Wiper blade 26in", "WPR", 10.2, 26.95],
  ["MSC-8010", "Transmission filter kit", "MISC", 22.0, 54.0],
  ["MSC-8020", "Recall repair kit", "MISC", 0.0, 0.0],
  ["MSC-8030", "Cabin deodorizer treatment", "MISC", 6.0, 19.95],
];
const PART: Record<string, (typeof PARTS)[number]> = Object.fromEntries(PARTS.map((p) => [p[0], p]));
const OIL_FILTER: Record<string, string> = { Toyota: "FLT-1010", Honda: "FLT-1020", Ford: "FLT-1030", Kia: "FLT-1040" };

interface Ro {
  no: number;
  site: string;
  cust: number | null;
  vin: string;
  make: string;
  adv: string;
  open: string;
  close: string | null;
  pay: string;
  sts: string;
  odo: number;
}
const ros: Ro[] = [];
const lnRows: unknown[][] = [];
const rpRows: unknown[][] = [];
const roLines: { ro: Ro; ops: string[] }[] = [];

function addRo(site: string, cust: number | null, vin: string, make: string, open: string, pay: string, ops: string[], odo: number) {
  if (open > LAST_DAY || open < (SITE_START[site] as string)) return;
  const advs = staffAt(site, "SA", open);
  const adv = r.pick(advs)[0];
  let sts = "CLS";
  let close: string | null = addDays(open, r.weighted([[0, 50], [1, 28], [2, 11], [3, 5], [5, 3], [8, 2], [13, 1]] as const));
  if (pay === "I") close = addDays(open, r.weighted([[0, 20], [1, 30], [2, 25], [3, 15], [5, 10]] as const));
  if (r.chance(0.018)) {
    sts = "VOD";
    close = null;
  } else if (close > LAST_DAY || (open < "2026-10-15" && r.chance(0.008))) {
    sts = "OPN";
    close = null;
  }
  const ro: Ro = { no: 0, site, cust, vin, make, adv, open, close, pay, sts, odo };
  ros.push(ro);
  roLines.push({ ro, ops: sts === "VOD" ? [] : ops });
}
function custOps(): string[] {
  const ops: string[] = [];
  const pool: [string, number][] = [["OIL", 0.62], ["TIRE", 0.35], ["BRK", 0.18], ["ALGN", 0.12], ["BATT", 0.09], ["DIAG", 0.14], ["AC", 0.07], ["TRANS", 0.06]];
  for (const [op, p] of pool) if (r.chance(p)) ops.push(op);
  if (!ops.length) ops.push(r.pick(["OIL", "DIAG", "TIRE"]));
  return ops;
}

// buyers coming back for service
for (const d of deals) {
  if (d.sts !== "DLV") continue;
  const v = d.veh;
  let at = addDays(d.dt, r.int(110, 250));
  let odo = v.odo;
  while (at <= LAST_DAY) {
    odo += Math.round(daysBetween(d.dt, at) * r.float(22, 40));
    if (r.chance(0.26)) {
      const ageYrs = daysBetween(d.dt, at) / 365;
      if (v.cond === "N" && ageYrs < 3 && r.chance(0.2)) addRo(d.site, d.cust, v.vin, v.model[0], at, "W", r.chance(0.5) ? ["RECALL"] : ["WREP"], odo);
      else addRo(d.site, d.cust, v.vin, v.model[0], at, "C", custOps(), odo);
    }
    at = addDays(at, r.int(140, 320));
  }
}
// reconditioning our used stock
for (const v of vehs) {
  if (v.cond !== "U") continue;
  const ops = ["INSP"];
  if (r.chance(0.55)) ops.push("DTL");
  if (r.chance(0.25)) ops.push("BRK");
  if (r.chance(0.3)) ops.push("OIL");
  addRo(v.site, null, v.vin, v.model[0], addDays(v.recv, r.int(0, 2)), "I", ops, v.odo);
}
// service-only customers
for (let i = 0; i < 150; i++) {
  const site = r.weighted([["TAC", 5], ["EVR", 4], ["LKW", 4], ["PUY", 2], ["OLY", 2]] as const);
  const since = r.date(SITE_START[site] as string, "2026-11-10");
  const cu = makeCust(site, since, r.chance(0.7) ? "SVC" : null);
  const fr = (SITES.find((s) => s[0] === site) as (typeof SITES)[number])[4];
  const make = fr && r.chance(0.75) ? fr : r.pick(OTHER_MODELS)[0];
  const vin = newVin();
  let at = since;
  let odo = r.int(15000, 120000);
  const visits = r.weighted([[1, 4], [2, 3], [3, 2], [4, 1]] as const);
  for (let k = 0; k < visits && at <= LAST_DAY; k++) {
    addRo(site, cu.key, vin, make, at, make === fr && r.chance(0.12) ? "W" : "C", custOps(), odo);
    at = addDays(at, r.int(90, 300));
    odo += r.int(3000, 9000);
  }
}

ros.sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0));
ros.forEach((ro, i) => (ro.no = 610001 + i));
for (const { ro, ops } of roLines) {
  const techs = staffAt(ro.site, "TC", ro.open);
  let ln = 1;
  for (const op of ops) {
    const def = OPS[op] as [string, number, boolean];
    const tech = r.pick(techs)[0];
    const [speed, cb] = TECH[tech] as [number, number];
    const flag = Math.max(0.2, round1(def[1] * (def[2] ? r.float(0.7, 1.6) : r.float(0.95, 1.05))));
    const act = Math.max(0.1, round1(flag * speed * r.float(0.85, 1.15)));
    const rate = (SITE_RATE[ro.site] as number) * (ro.pay === "C" ? 1 : ro.pay === "W" ? 0.85 : 0.6);
    const labor = round2(flag * rate);
    const comeback = ro.pay !== "I" && r.chance(cb) ? "Y" : "N";
    lnRows.push([ro.no, ln, op, def[0], tech, flag, act, labor, comeback]);
    const parts: [string, number][] = [];
    if (op === "OIL") {
      parts.push([OIL_FILTER[ro.make] ?? "FLT-1090", 1]);
      parts.push([ro.make === "Ford" || ro.make === "Chevrolet" || ro.make === "Ram" || ro.make === "GMC" ? "FLD-3002" : "FLD-3001", r.int(4, 7)]);
    } else if (op === "BRK") {
      parts.push(["BRK-4010", 1]);
      if (r.chance(0.55)) parts.push(["BRK-4020", 2]);
      if (r.chance(0.15)) parts.push(["FLD-3030", 1]);
    } else if (op === "BATT") parts.push([r.weighted([["BAT-5024", 3], ["BAT-5035", 4], ["BAT-5048", 2]] as const), 1]);
    else if (op === "AC") parts.push(["FLD-3020", r.int(1, 2)]);
    else if (op === "TRANS") {
      parts.push(["FLD-3010", r.int(4, 9)]);
      if (r.chance(0.4)) parts.push(["MSC-8010", 1]);
    } else if (op === "RECALL") parts.push(["MSC-8020", 1]);
    else if (op === "WREP") parts.push([r.pick(["ELC-6010", "ELC-6020", "ELC-6030", "ELC-6040", "ELC-6050"]), 1]);
    else if (op === "INSP") {
      if (r.chance(0.6)) parts.push([r.pick(["WPR-7022", "WPR-7026"]), 2]);
      if (r.chance(0.5)) parts.push(["FLT-2020", 1]);
      if (r.chance(0.4)) parts.push(["FLT-2010", 1]);
    } else if (op === "DIAG" && r.chance(0.35)) parts.push([r.pick(["ELC-6020", "ELC-6050", "ELC-6030"]), 1]);
    else if (op === "DTL" && r.chance(0.3)) parts.push(["MSC-8030", 1]);
    for (const [pn, qty] of parts) {
      const p = PART[pn] as (typeof PARTS)[number];
      const prc = ro.pay === "C" ? p[4] : ro.pay === "W" ? round2(p[3] * 1.4) : p[3];
      rpRows.push([ro.no, ln, pn, qty, prc]);
    }
    ln++;
  }
}

// parts on hand
const stkRows: unknown[][] = [];
for (const s of SITES) {
  for (const p of PARTS) {
    const site = s[0];
    if (p[0] === "FLT-1010" && site !== "TAC" && site !== "PUY") continue;
    if (p[0] === "FLT-1020" && site !== "EVR" && site !== "PUY") continue;
    if (p[0] === "FLT-1030" && site !== "LKW" && site !== "PUY") continue;
    if (p[0] === "FLT-1040" && site !== "OLY" && site !== "PUY") continue;
    const rp = p[2] === "FLD" ? r.int(8, 24) : p[2] === "BAT" ? r.int(2, 5) : r.int(3, 10);
    const oh = r.chance(0.14) ? r.int(0, rp - 1) : rp + r.int(0, rp * 2);
    stkRows.push([p[0], site, oh, rp, `${r.pick(["A", "B", "C", "D"])}-${pad(r.int(1, 24), 2)}-${r.int(1, 5)}`]);
  }
}

// customer numbers in order of creation date
const custSorted = [...custs].sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : a.key - b.key));
custSorted.forEach((c, i) => (c.no = 100201 + i));
const custNo = (key: number) => (custs[key] as Cust).no;

export function datasetSql(): string {
  return [
    "CREATE SCHEMA dms;",
    "CREATE SCHEMA svc;",
    `CREATE TABLE dms.site (site_cd char(3) PRIMARY KEY, site_nm text NOT NULL, city text NOT NULL, st char(2) NOT NULL, franchise text,
      opened_yr integer NOT NULL, svc_bays smallint NOT NULL, used_only_yn char(1) NOT NULL);`,
    `CREATE TABLE dms.emp (emp_cd varchar(6) PRIMARY KEY, emp_nm text NOT NULL, job_cd varchar(3) NOT NULL, site_cd char(3) REFERENCES dms.site (site_cd),
      mgr_cd varchar(6) REFERENCES dms.emp (emp_cd), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE dms.cust (cust_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, city text NOT NULL, st char(2) NOT NULL,
      zip varchar(10) NOT NULL, email_optin char(1) NOT NULL, src_cd varchar(4) NOT NULL, cust_since varchar(10) NOT NULL);`,
    `CREATE TABLE dms.veh (stock_no varchar(8) PRIMARY KEY, vin char(17) NOT NULL UNIQUE, site_cd char(3) NOT NULL REFERENCES dms.site (site_cd),
      cond_cd char(1) NOT NULL, cpo_yn char(1) NOT NULL, model_yr integer NOT NULL, make text NOT NULL, model text NOT NULL, body_typ varchar(5) NOT NULL,
      ext_clr text NOT NULL, odo_mi integer NOT NULL, msrp_amt numeric(10,2), list_amt numeric(10,2) NOT NULL, cost_amt numeric(10,2) NOT NULL,
      recv_dt date NOT NULL, acq_src varchar(3) NOT NULL, sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE dms.deal (deal_no integer PRIMARY KEY, site_cd char(3) NOT NULL REFERENCES dms.site (site_cd), stock_no varchar(8) NOT NULL REFERENCES dms.veh (stock_no),
      cust_no integer NOT NULL REFERENCES dms.cust (cust_no), sp_cd varchar(6) NOT NULL REFERENCES dms.emp (emp_cd), fi_cd varchar(6) REFERENCES dms.emp (emp_cd),
      deal_dt date NOT NULL, deal_typ varchar(4) NOT NULL, sale_amt numeric(10,2) NOT NULL, fg_amt numeric(10,2) NOT NULL, bg_amt numeric(10,2) NOT NULL,
      dn_pmt_amt numeric(10,2) NOT NULL, sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE dms.trade (trade_no integer PRIMARY KEY, deal_no integer NOT NULL REFERENCES dms.deal (deal_no), vin char(17) NOT NULL, model_yr integer NOT NULL,
      make text NOT NULL, model text NOT NULL, odo_mi integer NOT NULL, acv_amt numeric(10,2) NOT NULL, allow_amt numeric(10,2) NOT NULL,
      payoff_amt numeric(10,2) NOT NULL, stock_no varchar(8) REFERENCES dms.veh (stock_no));`,
    `CREATE TABLE dms.lender (lender_cd varchar(6) PRIMARY KEY, lender_nm text NOT NULL, captive_yn char(1) NOT NULL);`,
    `CREATE TABLE dms.fin_ctr (ctr_no varchar(10) PRIMARY KEY, deal_no integer NOT NULL REFERENCES dms.deal (deal_no), lender_cd varchar(6) NOT NULL REFERENCES dms.lender (lender_cd),
      ctr_typ varchar(3) NOT NULL, amt_fin numeric(10,2) NOT NULL, apr_pct numeric(5,2) NOT NULL, term_mo smallint NOT NULL, mo_pmt_amt numeric(9,2) NOT NULL,
      book_dt date NOT NULL, ctr_sts char(1) NOT NULL);`,
    `CREATE TABLE svc.ro (ro_no integer PRIMARY KEY, site_cd char(3) NOT NULL REFERENCES dms.site (site_cd), cust_no integer REFERENCES dms.cust (cust_no),
      vin char(17) NOT NULL, adv_cd varchar(6) NOT NULL REFERENCES dms.emp (emp_cd), open_dt date NOT NULL, close_dt date, pay_typ char(1) NOT NULL,
      sts_cd varchar(3) NOT NULL, odo_in integer NOT NULL);`,
    `CREATE TABLE svc.ro_ln (ro_no integer NOT NULL REFERENCES svc.ro (ro_no), ln_no smallint NOT NULL, op_cd varchar(6) NOT NULL, op_desc text NOT NULL,
      tech_cd varchar(6) NOT NULL REFERENCES dms.emp (emp_cd), flag_hrs numeric(5,1) NOT NULL, act_hrs numeric(5,1) NOT NULL, labor_amt numeric(9,2) NOT NULL,
      comeback_yn char(1) NOT NULL, PRIMARY KEY (ro_no, ln_no));`,
    `CREATE TABLE svc.part (part_no varchar(10) PRIMARY KEY, part_desc text NOT NULL, cat_cd varchar(4) NOT NULL, unit_cost numeric(8,2) NOT NULL, list_prc numeric(8,2) NOT NULL);`,
    `CREATE TABLE svc.part_stk (part_no varchar(10) NOT NULL REFERENCES svc.part (part_no), site_cd char(3) NOT NULL REFERENCES dms.site (site_cd),
      oh_qty integer NOT NULL, reorder_pt integer NOT NULL, bin_loc varchar(8) NOT NULL, PRIMARY KEY (part_no, site_cd));`,
    `CREATE TABLE svc.ro_part (ro_no integer NOT NULL, ln_no smallint NOT NULL, part_no varchar(10) NOT NULL REFERENCES svc.part (part_no), qty integer NOT NULL,
      sell_prc numeric(8,2) NOT NULL, FOREIGN KEY (ro_no, ln_no) REFERENCES svc.ro_ln (ro_no, ln_no));`,
    insertRows("dms.site", ["site_cd", "site_nm", "city", "st", "franchise", "opened_yr", "svc_bays", "used_only_yn"], SITES.map((s) => s.slice(0, 8))),
    insertRows("dms.emp", ["emp_cd", "emp_nm", "job_cd", "site_cd", "mgr_cd", "hire_dt", "term_dt"], EMP),
    insertRows(
      "dms.cust",
      ["cust_no", "first_nm", "last_nm", "city", "st", "zip", "email_optin", "src_cd", "cust_since"],
      custSorted.map((c) => [c.no, c.first, c.last, c.city, "WA", c.zip, c.optin, c.src, c.since]),
    ),
    insertRows(
      "dms.veh",
      ["stock_no", "vin", "site_cd", "cond_cd", "cpo_yn", "model_yr", "make", "model", "body_typ", "ext_clr", "odo_mi", "msrp_amt", "list_amt", "cost_amt", "recv_dt", "acq_src", "sts_cd"],
      byRecv.map((v) => [v.stock, v.vin, v.site, v.cond, v.cpo, v.yr, v.model[0], v.model[1], v.model[2], v.clr, v.odo, v.msrp, v.list, v.cost, v.recv, v.acq, v.sts]),
    ),
    insertRows(
      "dms.deal",
      ["deal_no", "site_cd", "stock_no", "cust_no", "sp_cd", "fi_cd", "deal_dt", "deal_typ", "sale_amt", "fg_amt", "bg_amt", "dn_pmt_amt", "sts_cd"],
      deals.map((d) => [d.no, d.site, d.veh.stock, custNo(d.cust), d.sp, d.fi, d.dt, d.typ, d.sale, round2(d.fg), d.bg, d.dn, d.sts]),
    ),
    insertRows(
      "dms.trade",
      ["trade_no", "deal_no", "vin", "model_yr", "make", "model", "odo_mi", "acv_amt", "allow_amt", "payoff_amt", "stock_no"],
      [...trades]
        .sort((a, b) => a.deal.no - b.deal.no)
        .map((t, i) => [7001 + i, t.deal.no, t.vin, t.yr, t.model[0], t.model[1], t.odo, t.acv, t.allow, t.payoff, t.veh ? t.veh.stock : null]),
    ),
    insertRows("dms.lender", ["lender_cd", "lender_nm", "captive_yn"], LENDERS.map((l) => l.slice(0, 3))),
    insertRows("dms.fin_ctr", ["ctr_no", "deal_no", "lender_cd", "ctr_typ", "amt_fin", "apr_pct", "term_mo", "mo_pmt_amt", "book_dt", "ctr_sts"], ctrRows),
    insertRows(
      "svc.ro",
      ["ro_no", "site_cd", "cust_no", "vin", "adv_cd", "open_dt", "close_dt", "pay_typ", "sts_cd", "odo_in"],
      ros.map((ro) => [ro.no, ro.site, ro.cust === null ? null : custNo(ro.cust), ro.vin, ro.adv, ro.open, ro.close, ro.pay, ro.sts, ro.odo]),
    ),
    insertRows("svc.ro_ln", ["ro_no", "ln_no", "op_cd", "op_desc", "tech_cd", "flag_hrs", "act_hrs", "labor_amt", "comeback_yn"], lnRows),
    insertRows("svc.part", ["part_no", "part_desc", "cat_cd", "unit_cost", "list_prc"], PARTS),
    insertRows("svc.part_stk", ["part_no", "site_cd", "oh_qty", "reorder_pt", "bin_loc"], stkRows),
    insertRows("svc.ro_part", ["ro_no", "ln_no", "part_no", "qty", "sell_prc"], rpRows),
  ].join("\n");
}
