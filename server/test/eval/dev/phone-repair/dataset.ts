/**
 * QuickFix Mobile Repair, a small chain of three phone and tablet repair shops around Columbus, Ohio: Short North
 * (Columbus, the first shop and head office), Dublin (also the mail-in depot) and Westerville (opened 6 April 2024).
 * Customers walk in with a broken phone or tablet (cracked screen, worn battery, loose charging port, smashed back
 * glass, dead camera, liquid damage, other faults), or post it to the Dublin shop through the website (mail-in).
 * A technician diagnoses it and the shop quotes a price; the customer accepts or declines the quote. Accepted jobs
 * are repaired with parts from stock (bought from parts suppliers on purchase orders) and collected by the customer
 * (mail-in devices are posted back). Every repair carries a 90-day warranty: a device that comes back with the same
 * fault is booked in as a warranty return, repaired free, and linked to the original ticket. The shops also buy used
 * phones and tablets from customers (trade-ins), refurbish them and sell them on as refurbished devices.
 *
 * This is an export of the shops' point-of-sale and repair-tracking package "RepairTrak POS" (schema `rtpos`), taken
 * on the morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The data starts on
 * 2024-01-02. The shops are open Monday to Saturday, closed on Sundays and US public holidays.
 *
 * UNITS: every money column ends in `_c` and is in whole US CENTS (divide by 100 for dollars). Prices are before
 * Ohio sales tax, which is not stored. Labour time in minutes. Dates are calendar dates (no times of day).
 *
 * Business terms and codes:
 * - Stores (`store`): `store_cd` COL Short North (Columbus), DUB Dublin, WST Westerville. `mailin_yn` Y for the one
 *   shop that receives mail-in repairs (Dublin). `open_dt` the day the shop opened. `mgr_emp_no` the store manager.
 * - Employees (`emp`): `role_cd` OWN owner, MGR store manager, SRT senior technician, TCH technician, CSR front
 *   counter (customer service). Technicians are SRT and TCH; only they repair devices. `lead_emp_no` the employee
 *   this one reports to (the owner has none). `hire_dt`; `term_dt` the last day worked, NULL while still employed.
 *   `hourly_rt_c` the hourly pay rate in cents.
 * - Customers (`cust`): `cust_no`, `first_nm`, `last_nm`, `phone`, `email` (NULL when not given), `zip`,
 *   `created_dt` the day the customer was first entered (customers from before 2024 were carried over from the old
 *   system). "smsOptIn" Y when the customer agreed to text-message updates, N otherwise. `ref_cust_no` the existing
 *   customer who referred this one (NULL when not referred).
 * - Device models (`dev_model`): `model_cd`, `brand` (Apple, Samsung, Google, Motorola), `model_nm` (e.g.
 *   'iPhone 13', 'Galaxy S23 Ultra', 'iPad (9th gen)'), `dev_typ` PH phone or TB tablet, `release_yr` the year the
 *   model came out.
 * - Suppliers (`vend`): parts suppliers. `lead_days` the supplier's quoted delivery time in days, `terms_cd` NET30
 *   (invoice, 30 days), CC (credit card at order), PRE (prepaid wire). `active_yn` N when the shops no longer buy
 *   from it.
 * - Parts (`part`): the parts catalogue. `sku`, `part_desc`, `model_cd` the model it fits, `part_cat` SCR screen
 *   assembly, BAT battery, CHG charging port flex, BCK back glass / rear housing, CAM rear camera module. `qual_cd`
 *   OEM genuine/service pack, PRM premium aftermarket, AFT standard aftermarket. `vend_cd` the usual supplier.
 *   `cost_c` the current standard cost in cents, `reorder_pt` the stock level that should trigger a reorder.
 * - Purchase orders (`po`, lines in `po_ln`): parts ordered by a store from a supplier. `order_dt`; `recv_dt` the
 *   day the parts arrived (NULL while not yet received). `stat_cd` O ordered (on the way), R received, X cancelled
 *   (never delivered). A line: `sku`, `qty`, `unit_cost_c` the price paid per unit in cents (line value = qty x
 *   unit_cost_c).
 * - Repair tickets (`tkt`): one device booked in for repair. `intake_cd` W walk-in, M mail-in (always at DUB).
 *   `in_dt` the day the device was checked in (for mail-in, the day the parcel arrived). `issue_cd` the fault: SCR
 *   cracked/broken screen, BAT battery, CHG charging port, BCK back glass, CAM camera, WTR liquid damage, OTH other
 *   (buttons, speakers, software). "imeiNo" the device's IMEI (NULL for Wi-Fi-only tablets). `tech_emp_no` the
 *   technician assigned. Quote: `quote_dt` the day the quote was given, `quote_amt_c` the price quoted in cents (both
 *   NULL until quoted, and always NULL on warranty returns, which are free); `quote_stat_cd` P pending (customer has
 *   not answered yet), A accepted, D declined (NULL when not quoted). `promise_dt` the day the repair was promised
 *   for (set when the quote is accepted). `fin_dt` the day the repair was finished (NULL while not finished, and for
 *   declined jobs, which are never repaired). `pickup_dt` the day the customer collected the device or it was posted
 *   back (NULL while still in the shop). `labor_min` minutes of bench time on a finished repair. `warr_yn` Y for a
 *   warranty return, `orig_tkt_no` the original repair ticket a warranty return came back on (NULL otherwise).
 *   `stat_cd` NEW checked in, not quoted yet; QTD quoted, waiting for the customer; INP accepted, repair in
 *   progress; RDY repaired, ready for pickup; CLS closed (collected or posted back); DEC quote declined (device
 *   returned unrepaired, or awaiting collection when `pickup_dt` is NULL); ABN abandoned (repaired but never
 *   collected after 90 days).
 * - Parts used (`tkt_part`): parts fitted on a repair ticket, `qty` and `cost_c` the unit cost in cents.
 * - Payments (`pmt`): money taken on repair tickets. `pmt_typ_cd` DEP deposit (taken when a part has to be ordered),
 *   PAY payment, RFD refund (a negative amount, given on a warranty return that could not be fixed). `tender_cd` CSH
 *   cash, CRD credit/debit card, DIG digital wallet (Apple Pay, Google Pay), GFT gift card. `amt_c` cents. Walk-in
 *   customers pay when they collect; mail-in customers pay online when they accept the quote. Repair revenue is the
 *   sum of `amt_c` (refunds count negative); a job may be paid below its quote when a discount was given.
 * - Trade-ins (`tradein`): used devices bought from customers. `cust_no` the seller, `store_cd` the shop that bought
 *   (and sells) it, `storage_gb`, `cond_cd` condition when bought: A like new, B good, C fair (scratches, worn
 *   battery), D damaged (cracked, needs repair). `buy_dt`, `buy_amt_c` what the shop paid. `refurb_emp_no` and
 *   `refurb_dt` the technician who refurbished it and when (NULL while not yet refurbished). `list_amt_c` the asking
 *   price once listed for sale (NULL before). `sold_dt`, `sold_amt_c` and `sold_cust_no` (the buyer) when it was sold
 *   (NULL while unsold). `stat_cd` BUY bought, awaiting refurbishment; LST refurbished and listed for sale; SLD sold;
 *   SCR scrapped for parts (never sold).
 *
 * Not recorded here: customer satisfaction, reviews or ratings; times of day (check-in or payment hours); shipping
 *   or postage costs for mail-in repairs; how a customer heard about the shops (marketing source); rent, utilities
 *   and other overheads; technicians' commissions, bonuses or clocked hours; sales tax; stock-on-hand counts (no
 *   stocktakes); accessories sales (cases, chargers, screen protectors); parts or labour spent refurbishing
 *   trade-ins.
 *
 * Tables
 * - `store`: `store_cd`, `store_nm`, `addr`, `city`, `st`, `zip`, `open_dt`, `mailin_yn`, `mgr_emp_no`.
 * - `emp`: `emp_no`, `first_nm`, `last_nm`, `role_cd`, `store_cd`, `hire_dt`, `term_dt`, `lead_emp_no`,
 *   `hourly_rt_c`.
 * - `cust`: `cust_no`, `first_nm`, `last_nm`, `phone`, `email`, `zip`, `created_dt`, "smsOptIn", `ref_cust_no`.
 * - `dev_model`: `model_cd`, `brand`, `model_nm`, `dev_typ`, `release_yr`.
 * - `vend`: `vend_cd`, `vend_nm`, `city`, `st`, `country_cd`, `lead_days`, `terms_cd`, `active_yn`.
 * - `part`: `sku`, `part_desc`, `model_cd`, `part_cat`, `qual_cd`, `vend_cd`, `cost_c`, `reorder_pt`.
 * - `po`: `po_no`, `store_cd`, `vend_cd`, `order_dt`, `recv_dt`, `stat_cd`.
 * - `po_ln`: `po_no`, `ln_no`, `sku`, `qty`, `unit_cost_c`.
 * - `tkt`: `tkt_no`, `store_cd`, `cust_no`, `model_cd`, `intake_cd`, `in_dt`, `issue_cd`, "imeiNo", `tech_emp_no`,
 *   `quote_dt`, `quote_amt_c`, `quote_stat_cd`, `promise_dt`, `fin_dt`, `pickup_dt`, `labor_min`, `warr_yn`,
 *   `orig_tkt_no`, `stat_cd`.
 * - `tkt_part`: `tkt_no`, `sku`, `qty`, `cost_c`.
 * - `pmt`: `pmt_no`, `tkt_no`, `pmt_dt`, `pmt_typ_cd`, `tender_cd`, `amt_c`.
 * - `tradein`: `ti_no`, `store_cd`, `cust_no`, `model_cd`, `storage_gb`, `cond_cd`, `buy_dt`, `buy_amt_c`,
 *   `refurb_emp_no`, `refurb_dt`, `list_amt_c`, `sold_dt`, `sold_amt_c`, `sold_cust_no`, `stat_cd`.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const r = seededRandom(7_310_2026);

const HOLIDAYS = new Set([
  "2024-01-01",
  "2024-05-27",
  "2024-07-04",
  "2024-09-02",
  "2024-11-28",
  "2024-12-25",
  "2025-01-01",
  "2025-05-26",
  "2025-07-04",
  "2025-09-01",
  "2025-11-27",
  "2025-12-25",
  "2026-01-01",
  "2026-05-25",
  "2026-07-04",
  "2026-09-07",
]);
const isOpen = (d: string) => dayOfWeek(d) !== 0 && !HOLIDAYS.has(d);
const nextOpen = (d: string) => {
  let x = d;
  while (!isOpen(x)) x = addDays(x, 1);
  return x;
};

// ------------------------------------------------------------------ stores
const STORES: [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
][] = [
  [
    "COL",
    "QuickFix Short North",
    "1184 N High St",
    "Columbus",
    "OH",
    "43201",
    "2017-05-06",
    "N",
    1002,
  ],
  [
    "DUB",
    "QuickFix Dublin",
    "6755 Sawmill Rd",
    "Dublin",
    "OH",
    "43017",
    "2019-08-12",
    "Y",
    1010,
  ],
  [
    "WST",
    "QuickFix Westerville",
    "24 S State St",
    "Westerville",
    "OH",
    "43081",
    "2024-04-06",
    "N",
    1020,
  ],
];
const OPEN_DT: Record<string, string> = {
  COL: "2017-05-06",
  DUB: "2019-08-12",
  WST: "2024-04-06",
};

// ------------------------------------------------------------------ employees
type Emp = {
  no: number;
  first: string;
  last: string;
  role: string;
  store: string;
  hire: string;
  term: string | null;
  lead: number | null;
  rate: number;
  leaveFrom?: string;
  trainee?: boolean;
  warr: number;
};
const EMPS: Emp[] = [
  {
    no: 1001,
    first: "Darnell",
    last: "Price",
    role: "OWN",
    store: "COL",
    hire: "2017-03-01",
    term: null,
    lead: null,
    rate: 4500,
    warr: 1,
  },
  {
    no: 1002,
    first: "Megan",
    last: "Kowalski",
    role: "MGR",
    store: "COL",
    hire: "2018-02-12",
    term: null,
    lead: 1001,
    rate: 2850,
    warr: 1,
  },
  {
    no: 1003,
    first: "Tyler",
    last: "Nguyen",
    role: "SRT",
    store: "COL",
    hire: "2018-06-04",
    term: null,
    lead: 1002,
    rate: 2600,
    warr: 0.55,
  },
  {
    no: 1004,
    first: "Aisha",
    last: "Rahman",
    role: "TCH",
    store: "COL",
    hire: "2021-09-13",
    term: null,
    lead: 1003,
    rate: 2100,
    leaveFrom: "2026-09-19",
    warr: 0.9,
  },
  {
    no: 1005,
    first: "Connor",
    last: "Walsh",
    role: "TCH",
    store: "COL",
    hire: "2022-04-25",
    term: "2025-06-13",
    lead: 1003,
    rate: 1950,
    warr: 2.4,
  },
  {
    no: 1006,
    first: "Priya",
    last: "Desai",
    role: "CSR",
    store: "COL",
    hire: "2023-01-09",
    term: null,
    lead: 1002,
    rate: 1700,
    warr: 1,
  },
  {
    no: 1007,
    first: "Jordan",
    last: "Ellis",
    role: "TCH",
    store: "COL",
    hire: "2025-06-02",
    term: null,
    lead: 1003,
    rate: 2000,
    warr: 1.1,
  },
  {
    no: 1010,
    first: "Marcus",
    last: "Bell",
    role: "MGR",
    store: "DUB",
    hire: "2019-07-15",
    term: null,
    lead: 1001,
    rate: 2850,
    warr: 1,
  },
  {
    no: 1011,
    first: "Hannah",
    last: "Schultz",
    role: "SRT",
    store: "DUB",
    hire: "2019-08-05",
    term: null,
    lead: 1010,
    rate: 2550,
    warr: 0.7,
  },
  {
    no: 1012,
    first: "Diego",
    last: "Ramirez",
    role: "TCH",
    store: "DUB",
    hire: "2020-10-19",
    term: null,
    lead: 1011,
    rate: 2150,
    warr: 1,
  },
  {
    no: 1013,
    first: "Kayla",
    last: "Brooks",
    role: "TCH",
    store: "DUB",
    hire: "2022-02-07",
    term: null,
    lead: 1011,
    rate: 2050,
    warr: 0.85,
  },
  {
    no: 1014,
    first: "Ethan",
    last: "Park",
    role: "TCH",
    store: "DUB",
    hire: "2024-08-19",
    term: null,
    lead: 1011,
    rate: 1900,
    warr: 1.3,
  },
  {
    no: 1015,
    first: "Olivia",
    last: "Grant",
    role: "CSR",
    store: "DUB",
    hire: "2021-05-03",
    term: null,
    lead: 1010,
    rate: 1700,
    warr: 1,
  },
  {
    no: 1020,
    first: "Brandon",
    last: "Hayes",
    role: "MGR",
    store: "WST",
    hire: "2024-03-01",
    term: null,
    lead: 1001,
    rate: 2800,
    warr: 1,
  },
  {
    no: 1021,
    first: "Sofia",
    last: "Martinez",
    role: "SRT",
    store: "WST",
    hire: "2024-03-18",
    term: null,
    lead: 1020,
    rate: 2500,
    warr: 0.8,
  },
  {
    no: 1022,
    first: "Liam",
    last: "O'Connor",
    role: "TCH",
    store: "WST",
    hire: "2024-03-18",
    term: null,
    lead: 1021,
    rate: 1950,
    warr: 1.6,
  },
  {
    no: 1023,
    first: "Nina",
    last: "Patel",
    role: "TCH",
    store: "WST",
    hire: "2026-11-16",
    term: null,
    lead: 1021,
    rate: 1850,
    trainee: true,
    warr: 1,
  },
  {
    no: 1024,
    first: "Caleb",
    last: "Foster",
    role: "CSR",
    store: "WST",
    hire: "2024-03-18",
    term: "2025-09-30",
    lead: 1020,
    rate: 1650,
    warr: 1,
  },
  {
    no: 1025,
    first: "Zoe",
    last: "Turner",
    role: "CSR",
    store: "WST",
    hire: "2025-10-13",
    term: null,
    lead: 1020,
    rate: 1700,
    warr: 1,
  },
];
const empActive = (e: Emp, d: string) =>
  e.hire <= d &&
  (e.term === null || e.term >= d) &&
  (e.leaveFrom === undefined || d < e.leaveFrom);
const techsAt = (store: string, d: string, finished: boolean) =>
  EMPS.filter(
    (e) =>
      e.store === store &&
      (e.role === "TCH" || e.role === "SRT") &&
      empActive(e, d) &&
      !(finished && e.trainee),
  );

// ------------------------------------------------------------------ device models
type Model = {
  cd: string;
  brand: string;
  nm: string;
  typ: string;
  yr: number;
  avail: string;
  w: number;
  scr: number; // screen cost in dollars
};
const MODELS: Model[] = (
  [
    ["IP8", "Apple", "iPhone 8", "PH", 2017, "2017-09-22", 1.6, 22],
    ["IPXR", "Apple", "iPhone XR", "PH", 2018, "2018-10-26", 3.5, 35],
    ["IP11", "Apple", "iPhone 11", "PH", 2019, "2019-09-20", 8.5, 41],
    ["IP11P", "Apple", "iPhone 11 Pro", "PH", 2019, "2019-09-20", 2.6, 66],
    ["IPSE3", "Apple", "iPhone SE (3rd gen)", "PH", 2022, "2022-03-18", 3, 28],
    ["IP12", "Apple", "iPhone 12", "PH", 2020, "2020-10-23", 6.5, 72],
    ["IP12PM", "Apple", "iPhone 12 Pro Max", "PH", 2020, "2020-11-13", 4, 112],
    ["IP13", "Apple", "iPhone 13", "PH", 2021, "2021-09-24", 14, 86],
    ["IP13P", "Apple", "iPhone 13 Pro", "PH", 2021, "2021-09-24", 5, 131],
    ["IP14", "Apple", "iPhone 14", "PH", 2022, "2022-09-16", 11, 97],
    ["IP14PM", "Apple", "iPhone 14 Pro Max", "PH", 2022, "2022-09-16", 5, 189],
    ["IP15", "Apple", "iPhone 15", "PH", 2023, "2023-09-22", 9, 122],
    ["IP15P", "Apple", "iPhone 15 Pro", "PH", 2023, "2023-09-22", 5, 212],
    ["IP16", "Apple", "iPhone 16", "PH", 2024, "2024-09-20", 7, 151],
    ["IP16PM", "Apple", "iPhone 16 Pro Max", "PH", 2024, "2024-09-20", 4, 263],
    ["IP17", "Apple", "iPhone 17", "PH", 2025, "2025-09-19", 6, 176],
    ["IP17P", "Apple", "iPhone 17 Pro", "PH", 2025, "2025-09-19", 3.5, 247],
    ["SGS10", "Samsung", "Galaxy S10", "PH", 2019, "2019-03-08", 1, 82],
    ["SGS21", "Samsung", "Galaxy S21", "PH", 2021, "2021-01-29", 2.8, 108],
    ["SGS22", "Samsung", "Galaxy S22", "PH", 2022, "2022-02-25", 3, 118],
    ["SGS23U", "Samsung", "Galaxy S23 Ultra", "PH", 2023, "2023-02-17", 3, 214],
    ["SGS24", "Samsung", "Galaxy S24", "PH", 2024, "2024-01-31", 3, 139],
    ["SGS25", "Samsung", "Galaxy S25", "PH", 2025, "2025-02-07", 2.5, 148],
    ["SGA15", "Samsung", "Galaxy A15 5G", "PH", 2023, "2023-12-16", 3.2, 38],
    ["SGA54", "Samsung", "Galaxy A54", "PH", 2023, "2023-04-06", 2, 56],
    ["SGZF5", "Samsung", "Galaxy Z Flip5", "PH", 2023, "2023-08-11", 1.2, 258],
    ["GPX6", "Google", "Pixel 6", "PH", 2021, "2021-10-28", 1.5, 71],
    ["GPX7", "Google", "Pixel 7", "PH", 2022, "2022-10-13", 2.5, 76],
    ["GPX7A", "Google", "Pixel 7a", "PH", 2023, "2023-05-10", 2, 61],
    ["GPX8", "Google", "Pixel 8", "PH", 2023, "2023-10-12", 2, 96],
    ["GPX9", "Google", "Pixel 9", "PH", 2024, "2024-08-22", 2.2, 119],
    ["MGSTY", "Motorola", "Moto G Stylus 5G", "PH", 2023, "2023-06-01", 2, 41],
    ["IPAD9", "Apple", "iPad (9th gen)", "TB", 2021, "2021-09-24", 4, 46],
    ["IPAD10", "Apple", "iPad (10th gen)", "TB", 2022, "2022-10-26", 3, 71],
    [
      "IPADA5",
      "Apple",
      "iPad Air (5th gen)",
      "TB",
      2022,
      "2022-03-18",
      1.5,
      122,
    ],
    [
      "IPADP11",
      "Apple",
      "iPad Pro 11-inch (3rd gen)",
      "TB",
      2021,
      "2021-05-21",
      1,
      193,
    ],
    ["SGTA8", "Samsung", "Galaxy Tab A8", "TB", 2022, "2022-01-17", 1.5, 44],
    ["SGTS8", "Samsung", "Galaxy Tab S8", "TB", 2022, "2022-02-25", 0.8, 142],
  ] as [string, string, string, string, number, string, number, number][]
).map(([cd, brand, nm, typ, yr, avail, w, scr]) => ({
  cd,
  brand,
  nm,
  typ,
  yr,
  avail,
  w,
  scr,
}));

const modelWeight = (m: Model, d: string): number => {
  if (m.avail > d) return 0;
  const monthsOut = daysBetween(m.avail, d) / 30.4;
  const ramp = monthsOut < 2 ? 0.3 : monthsOut < 6 ? 0.7 : 1;
  const yearsIn = daysBetween("2024-01-01", d) / 365;
  const fade =
    m.yr <= 2019
      ? Math.max(0.25, 1 - 0.25 * yearsIn)
      : m.yr <= 2021
        ? Math.max(0.5, 1 - 0.12 * yearsIn)
        : 1;
  return m.w * ramp * fade;
};
const pickModel = (d: string, tabletBoost = 1): Model =>
  r.weighted(
    MODELS.map(
      (m) =>
        [m, modelWeight(m, d) * (m.typ === "TB" ? tabletBoost : 1)] as const,
    ),
  );

// ------------------------------------------------------------------ suppliers and parts
const VENDS: [
  string,
  string,
  string,
  string | null,
  string,
  number,
  string,
  string,
][] = [
  ["MSX", "MobileSentrix", "Sunrise", "FL", "US", 3, "NET30", "Y"],
  ["IGD", "Injured Gadgets", "Norcross", "GA", "US", 4, "NET30", "Y"],
  ["PLP", "Phone LCD Parts", "Tampa", "FL", "US", 6, "CC", "Y"],
  ["WGP", "Wholesale Gadget Parts", "Shenzhen", null, "CN", 14, "PRE", "Y"],
  ["SSP", "Samsung Parts Direct", "Plano", "TX", "US", 7, "NET30", "Y"],
  ["FXZ", "Fixez Parts", "Miami", "FL", "US", 5, "CC", "N"],
];
const LEAD: Record<string, [number, number]> = {
  MSX: [1, 4],
  IGD: [2, 6],
  PLP: [3, 9],
  WGP: [8, 21],
  SSP: [3, 10],
  FXZ: [3, 8],
};

type Part = {
  sku: string;
  desc: string;
  model: Model;
  cat: string;
  qual: string;
  vend: string;
  cost: number; // cents
  reorder: number;
};
const parts: Part[] = [];
const partOf = new Map<string, Part>();
const CAT_NM: Record<string, string> = {
  SCR: "Screen Assembly",
  BAT: "Battery",
  CHG: "Charging Port Flex",
  BCK: "Back Glass",
  CAM: "Rear Camera Module",
};
for (const m of MODELS) {
  const cats = ["SCR", "BAT", "CHG"];
  if (m.typ === "PH" && m.cd !== "MGSTY" && m.cd !== "SGA15") cats.push("BCK");
  if (m.typ === "PH") cats.push("CAM");
  for (const cat of cats) {
    const dollars =
      cat === "SCR"
        ? m.scr
        : cat === "BAT"
          ? 11 + m.scr * 0.08
          : cat === "CHG"
            ? 8 + m.scr * 0.06
            : cat === "BCK"
              ? 12 + m.scr * 0.14
              : 17 + m.scr * 0.24;
    const oemScreen =
      cat === "SCR" &&
      (m.brand === "Samsung" || m.brand === "Google") &&
      m.scr > 90;
    const qual = oemScreen
      ? "OEM"
      : cat === "SCR" && m.brand === "Apple"
        ? "PRM"
        : cat === "BAT"
          ? "PRM"
          : "AFT";
    const vend =
      cat === "BCK" || cat === "CAM"
        ? "WGP"
        : m.typ === "TB"
          ? cat === "SCR"
            ? m.brand === "Apple"
              ? "MSX"
              : "PLP"
            : "PLP"
          : m.brand === "Apple"
            ? cat === "CHG"
              ? "IGD"
              : "MSX"
            : m.brand === "Samsung" && oemScreen
              ? "SSP"
              : cat === "CHG"
                ? "PLP"
                : "IGD";
    const suffix =
      cat === "SCR"
        ? qual === "OEM"
          ? "-SP"
          : m.scr > 80 && m.brand === "Apple"
            ? "-OLED"
            : "-LCD"
        : "";
    const p: Part = {
      sku: `${m.cd}-${cat}${suffix}`,
      desc: `${m.nm} ${CAT_NM[cat]}${cat === "SCR" ? (suffix === "-SP" ? " (Service Pack)" : suffix === "-OLED" ? " OLED" : " LCD") : ""}`,
      model: m,
      cat,
      qual,
      vend,
      cost: Math.round(dollars * 100 * r.float(0.96, 1.04, 3)),
      reorder:
        cat === "SCR"
          ? m.w >= 5
            ? 4
            : 2
          : cat === "BAT"
            ? m.w >= 5
              ? 5
              : 2
            : 1,
    };
    parts.push(p);
    partOf.set(`${m.cd}/${cat}`, p);
  }
}
// which parts each supplier is ordered for
const VEND_POOL: Record<string, Part[]> = {
  MSX: parts.filter((p) => p.vend === "MSX"),
  IGD: parts.filter((p) => p.vend === "IGD"),
  PLP: parts.filter((p) => p.vend === "PLP"),
  WGP: parts.filter((p) => p.vend === "WGP"),
  SSP: parts.filter((p) => p.vend === "SSP"),
  FXZ: parts.filter(
    (p) =>
      p.model.brand === "Apple" &&
      p.model.typ === "PH" &&
      (p.cat === "BAT" || p.cat === "CHG"),
  ),
};

// ------------------------------------------------------------------ customers
const FIRST = [
  "James",
  "Michael",
  "Robert",
  "David",
  "William",
  "Joseph",
  "Christopher",
  "Daniel",
  "Matthew",
  "Anthony",
  "Andrew",
  "Joshua",
  "Ryan",
  "Kevin",
  "Brian",
  "Justin",
  "Brandon",
  "Jacob",
  "Nicholas",
  "Eric",
  "Jamal",
  "Malik",
  "Andre",
  "Luis",
  "Carlos",
  "Mohamed",
  "Abdi",
  "Wei",
  "Raj",
  "Samir",
  "Mary",
  "Jennifer",
  "Jessica",
  "Ashley",
  "Sarah",
  "Emily",
  "Amanda",
  "Stephanie",
  "Nicole",
  "Elizabeth",
  "Lauren",
  "Rachel",
  "Megan",
  "Brittany",
  "Samantha",
  "Hannah",
  "Madison",
  "Olivia",
  "Emma",
  "Chloe",
  "Keisha",
  "Imani",
  "Maria",
  "Sofia",
  "Fatima",
  "Hodan",
  "Mei",
  "Anjali",
  "Grace",
  "Abigail",
  "Tyrone",
  "Marcus",
  "Derek",
  "Trevor",
  "Kyle",
  "Austin",
  "Dylan",
  "Logan",
  "Caleb",
  "Isaiah",
  "Omar",
  "Yusuf",
  "Hector",
  "Miguel",
  "Jorge",
  "Minh",
  "Tuan",
  "Arjun",
  "Vikram",
  "Dmitri",
  "Alexis",
  "Taylor",
  "Morgan",
  "Jordan",
  "Casey",
  "Riley",
  "Avery",
  "Cameron",
  "Jamie",
  "Quinn",
  "Tiana",
  "Aaliyah",
  "Destiny",
  "Jasmine",
  "Kiara",
  "Lucia",
  "Camila",
  "Valeria",
  "Amira",
  "Leila",
  "Katherine",
  "Rebecca",
  "Heather",
  "Melissa",
  "Kimberly",
  "Danielle",
  "Courtney",
  "Erin",
  "Kelsey",
  "Molly",
];
const LASTS = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Miller",
  "Davis",
  "Wilson",
  "Anderson",
  "Taylor",
  "Thomas",
  "Moore",
  "Jackson",
  "Martin",
  "Thompson",
  "White",
  "Harris",
  "Clark",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Green",
  "Baker",
  "Adams",
  "Nelson",
  "Hill",
  "Campbell",
  "Mitchell",
  "Roberts",
  "Carter",
  "Phillips",
  "Evans",
  "Turner",
  "Parker",
  "Collins",
  "Edwards",
  "Stewart",
  "Morris",
  "Murphy",
  "Cook",
  "Rogers",
  "Morgan",
  "Cooper",
  "Peterson",
  "Reed",
  "Hernandez",
  "Garcia",
  "Lopez",
  "Gonzalez",
  "Ali",
  "Hassan",
  "Warsame",
  "Chen",
  "Patel",
  "Kim",
  "Schmidt",
  "Mueller",
  "Yoder",
  "Hoffman",
  "Kaiser",
  "Becker",
  "Wagner",
  "Krause",
  "Fischer",
  "Schneider",
  "Bailey",
  "Rivera",
  "Cox",
  "Howard",
  "Ward",
  "Torres",
  "Gray",
  "Ramirez",
  "James",
  "Watson",
  "Brooks",
  "Kelly",
  "Sanders",
  "Price",
  "Bennett",
  "Wood",
  "Barnes",
  "Ross",
  "Henderson",
  "Coleman",
  "Jenkins",
  "Perry",
  "Powell",
  "Long",
  "Patterson",
  "Hughes",
  "Flores",
  "Washington",
  "Butler",
  "Simmons",
  "Foster",
  "Gonzales",
  "Bryant",
  "Alexander",
  "Russell",
  "Griffin",
  "Diaz",
  "Hayes",
  "Myers",
  "Ford",
  "Nguyen",
  "Tran",
  "Pham",
  "Le",
  "Singh",
  "Shah",
  "Osei",
  "Mensah",
  "Abdullahi",
  "Farah",
];
const ZIPS: Record<string, string[]> = {
  COL: ["43201", "43202", "43210", "43215", "43211", "43214", "43203", "43205"],
  DUB: ["43016", "43017", "43065", "43026", "43221", "43235", "43220"],
  WST: ["43081", "43082", "43054", "43229", "43231", "43230"],
  MAIL: [
    "45202",
    "44113",
    "43604",
    "45402",
    "43055",
    "44308",
    "45750",
    "43420",
    "41011",
    "47374",
    "15222",
    "48226",
  ],
};
type Cust = {
  no: number;
  first: string;
  last: string;
  phone: string;
  email: string | null;
  zip: string;
  created: string;
  sms: string;
  ref: Cust | null;
  loyal: number;
};
const custs: Cust[] = [];
const mkName = uniqueNames(r, FIRST, LASTS);
let custSeq = 20_000;
const EMAIL_DOM = [
  "gmail.com",
  "yahoo.com",
  "outlook.com",
  "icloud.com",
  "hotmail.com",
  "osu.edu",
  "aol.com",
];
const newCust = (created: string, zipArea: string): Cust => {
  const [first, last] = mkName();
  custSeq += r.int(1, 3);
  const ref = custs.length > 50 && r.chance(0.11) ? r.pick(custs) : null;
  const c: Cust = {
    no: custSeq,
    first,
    last,
    phone: `${r.pick(["614", "614", "614", "380", "740"])}-${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`,
    email: r.chance(0.72)
      ? `${first.toLowerCase()}.${last.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(EMAIL_DOM)}`
      : null,
    zip: r.pick(ZIPS[zipArea] ?? ZIPS.COL ?? ["43201"]),
    created,
    sms: r.chance(0.64) ? "Y" : "N",
    ref,
    loyal: r.chance(0.03) ? 1 : r.chance(0.25) ? 0.35 : 0.12,
  };
  custs.push(c);
  return c;
};
// customers carried over from the old system
for (let i = 0; i < 900; i++) {
  newCust(
    r.date("2017-05-06", "2023-12-30"),
    r.weighted([
      ["COL", 5],
      ["DUB", 4],
      ["MAIL", 1],
    ]),
  );
}
custs.sort((a, b) =>
  a.created < b.created ? -1 : a.created > b.created ? 1 : a.no - b.no,
);
custs.forEach((c, i) => (c.no = 20_001 + i * 2));
custSeq = 20_001 + custs.length * 2;
for (const c of custs) if (c.ref && c.ref.created > c.created) c.ref = null;

const custFor = (d: string, zipArea: string, pRepeat: number): Cust => {
  if (r.chance(pRepeat)) {
    for (let tries = 0; tries < 40; tries++) {
      const c = r.pick(custs);
      if (c.created <= d && r.chance(c.loyal)) return c;
    }
  }
  return newCust(d, zipArea);
};

// ------------------------------------------------------------------ repair tickets
type Tkt = {
  no: number;
  store: string;
  cust: Cust;
  model: Model;
  intake: string;
  inDt: string;
  issue: string;
  imei: string | null;
  tech: Emp | null;
  quoteDt: string | null;
  quote: number | null;
  qstat: string | null;
  promise: string | null;
  fin: string | null;
  pickup: string | null;
  labor: number | null;
  warr: boolean;
  orig: Tkt | null;
  stat: string;
  decided: string | null;
  onOrder: boolean;
  parts: { p: Part; qty: number; cost: number }[];
};
const tkts: Tkt[] = [];

const ISSUES_PH: [string, number][] = [
  ["SCR", 42],
  ["BAT", 22],
  ["CHG", 12],
  ["BCK", 8],
  ["CAM", 5],
  ["WTR", 6],
  ["OTH", 5],
];
const ISSUES_TB: [string, number][] = [
  ["SCR", 66],
  ["BAT", 13],
  ["CHG", 15],
  ["OTH", 6],
];
const LABOR_FEE: Record<string, number> = {
  SCR: 60,
  BAT: 45,
  CHG: 55,
  BCK: 85,
  CAM: 45,
  WTR: 0,
  OTH: 0,
};
const ACCEPT: Record<string, number> = {
  SCR: 0.88,
  BAT: 0.92,
  CHG: 0.86,
  BCK: 0.74,
  CAM: 0.8,
  WTR: 0.58,
  OTH: 0.8,
};
const STORE_ACCEPT: Record<string, number> = { COL: 1, DUB: 0.99, WST: 0.94 };
const LATE: Record<string, number> = { COL: 0.09, DUB: 0.12, WST: 0.19 };
const LABOR_RANGE: Record<string, [number, number]> = {
  SCR: [30, 75],
  BAT: [20, 50],
  CHG: [25, 60],
  BCK: [60, 150],
  CAM: [20, 50],
  WTR: [60, 180],
  OTH: [15, 60],
};

const quoteFor = (m: Model, issue: string, d: string): number => {
  let dollars: number;
  if (issue === "WTR")
    dollars = 99 + (m.typ === "TB" ? 30 : 0) + r.pick([0, 0, 20, 40, 60]);
  else if (issue === "OTH") dollars = r.pick([49, 59, 69, 79, 89, 99]);
  else {
    const p = partOf.get(`${m.cd}/${issue}`);
    const cost = (p?.cost ?? 3000) / 100;
    dollars =
      cost * 1.55 + (LABOR_FEE[issue] ?? 50) + (m.typ === "TB" ? 20 : 0);
    if (r.chance(0.08)) dollars += 20;
  }
  const yearsIn = daysBetween("2024-01-01", d) / 365;
  dollars *= 1 + 0.03 * Math.floor(yearsIn);
  return (Math.max(4, Math.round(dollars / 5)) * 5 - 1) * 100 + 99;
};

const imeiOf = (m: Model): string | null => {
  if (m.typ === "TB" && r.chance(0.6)) return null;
  let s = r.pick(["35", "35", "35", "86", "01"]);
  while (s.length < 15) s += String(r.int(0, 9));
  return s;
};

const pickTech = (
  store: string,
  inDt: string,
  endDt: string,
  finished: boolean,
  mailin: boolean,
): Emp | null => {
  const a = techsAt(store, inDt, finished);
  const b = techsAt(store, endDt, finished);
  let pool = a.filter((e) => b.includes(e));
  if (pool.length === 0) pool = b.length > 0 ? b : a;
  if (pool.length === 0) return null;
  return r.weighted(
    pool.map(
      (e) =>
        [
          e,
          (e.role === "SRT" ? 1.2 : 1) *
            (mailin && e.no === 1013 ? 4 : 1) *
            (e.trainee ? 0.6 : 1),
        ] as const,
    ),
  );
};

const makeTicket = (store: string, intake: string, inDt: string) => {
  const model = pickModel(inDt, intake === "M" ? 1.6 : 1);
  let issue = r.weighted(model.typ === "TB" ? ISSUES_TB : ISSUES_PH);
  if (
    (issue === "BCK" || issue === "CAM") &&
    !partOf.has(`${model.cd}/${issue}`)
  )
    issue = "SCR";
  const cust = custFor(
    inDt,
    intake === "M" ? "MAIL" : store,
    intake === "M" ? 0.12 : 0.3,
  );
  const t: Tkt = {
    no: 0,
    store,
    cust,
    model,
    intake,
    inDt,
    issue,
    imei: imeiOf(model),
    tech: null,
    quoteDt: null,
    quote: null,
    qstat: null,
    promise: null,
    fin: null,
    pickup: null,
    labor: null,
    warr: false,
    orig: null,
    stat: "NEW",
    decided: null,
    onOrder: false,
    parts: [],
  };
  const qd =
    intake === "M"
      ? addDays(inDt, r.int(1, 3))
      : r.chance(0.8)
        ? inDt
        : addDays(inDt, r.int(1, 2));
  if (qd > LAST) {
    t.tech = pickTech(store, inDt, LAST, false, intake === "M");
    tkts.push(t);
    return;
  }
  t.quoteDt = qd;
  t.quote = quoteFor(model, issue, qd);
  const decided =
    intake === "M"
      ? addDays(qd, r.int(0, 6))
      : addDays(
          qd,
          r.weighted([
            [0, 70],
            [1, 16],
            [2, 6],
            [3, 4],
            [5, 4],
          ] as [number, number][]),
        );
  if (decided > LAST) {
    t.qstat = "P";
    t.stat = "QTD";
    t.tech = pickTech(store, inDt, LAST, false, intake === "M");
    tkts.push(t);
    return;
  }
  t.decided = decided;
  const pAccept =
    (ACCEPT[issue] ?? 0.8) *
    (STORE_ACCEPT[store] ?? 1) *
    (intake === "M" ? 0.92 : 1);
  if (!r.chance(pAccept)) {
    t.qstat = "D";
    t.stat = "DEC";
    const back = addDays(
      decided,
      intake === "M"
        ? r.int(1, 3)
        : r.weighted([
            [0, 75],
            [1, 10],
            [3, 10],
            [9, 5],
          ] as [number, number][]),
    );
    t.pickup = back > LAST ? null : back;
    t.tech = pickTech(store, inDt, decided, false, intake === "M");
    tkts.push(t);
    return;
  }
  t.qstat = "A";
  const onOrder =
    intake === "W" &&
    issue !== "OTH" &&
    issue !== "WTR" &&
    r.chance(issue === "SCR" ? 0.28 : 0.18);
  let turn =
    intake === "M"
      ? r.int(2, 4)
      : issue === "BCK"
        ? r.int(1, 2)
        : issue === "WTR"
          ? r.int(2, 3)
          : r.chance(0.75)
            ? 0
            : 1;
  if (onOrder) turn += r.int(3, 7);
  t.promise = addDays(decided, turn);
  let fin = t.promise;
  if (r.chance(LATE[store] ?? 0.1)) fin = addDays(fin, r.int(1, 5));
  else if (turn > 1 && r.chance(0.25)) fin = addDays(fin, -1);
  const done = fin <= LAST;
  t.tech = pickTech(store, inDt, done ? fin : LAST, done, intake === "M");
  t.onOrder = onOrder;
  if (!done) {
    t.stat = "INP";
    tkts.push(t);
    return;
  }
  t.fin = fin;
  const [lo, hi] = LABOR_RANGE[issue] ?? [20, 60];
  t.labor = r.int(lo, hi) + (model.typ === "TB" ? 15 : 0);
  const partCat =
    issue === "WTR"
      ? r.chance(0.5)
        ? r.pick(["BAT", "CHG", "SCR"])
        : null
      : issue === "OTH"
        ? null
        : issue;
  if (partCat) {
    const p = partOf.get(`${model.cd}/${partCat}`);
    if (p)
      t.parts.push({
        p,
        qty: 1,
        cost: Math.round(p.cost * r.float(0.95, 1.05, 3)),
      });
  }
  if (issue === "SCR" && r.chance(0.05)) {
    const p = partOf.get(`${model.cd}/BAT`);
    if (p)
      t.parts.push({
        p,
        qty: 1,
        cost: Math.round(p.cost * r.float(0.95, 1.05, 3)),
      });
  }
  const pk =
    intake === "M"
      ? addDays(fin, r.int(0, 2))
      : addDays(
          fin,
          r.weighted([
            [0, 45],
            [1, 18],
            [2, 12],
            [4, 10],
            [7, 8],
            [16, 5],
            [33, 2],
          ] as [number, number][]),
        );
  if (intake === "W" && daysBetween(fin, LAST) > 95 && r.chance(0.012)) {
    t.stat = "ABN";
  } else if (pk > LAST) {
    t.stat = "RDY";
  } else {
    t.pickup = pk;
    t.stat = "CLS";
  }
  tkts.push(t);
};

// ------------------------------------------------------------------ trade-ins
type TradeIn = {
  no: number;
  store: string;
  cust: Cust;
  model: Model;
  gb: number;
  cond: string;
  buyDt: string;
  buy: number;
  refEmp: Emp | null;
  refDt: string | null;
  list: number | null;
  soldDt: string | null;
  sold: number | null;
  soldCust: Cust | null;
  stat: string;
};
const tis: TradeIn[] = [];
const makeTradeIn = (store: string, d: string) => {
  const model = pickModel(d, 0.7);
  const cond = r.weighted([
    ["A", 20],
    ["B", 40],
    ["C", 28],
    ["D", 12],
  ] as [string, number][]);
  const age = Number(d.slice(0, 4)) - model.yr;
  const newPrice = model.scr * 5.2 + (model.typ === "TB" ? 150 : 250);
  const condF =
    cond === "A" ? 0.42 : cond === "B" ? 0.34 : cond === "C" ? 0.25 : 0.12;
  const gbs =
    model.typ === "TB"
      ? [64, 64, 256]
      : model.yr >= 2023
        ? [128, 128, 256, 512]
        : [64, 128, 128, 256];
  const gb = r.pick(gbs);
  const gbF = gb >= 512 ? 1.18 : gb >= 256 ? 1.08 : gb <= 64 ? 0.92 : 1;
  const buyD = Math.max(
    15,
    newPrice * condF * gbF * Math.pow(0.78, Math.max(0, age)),
  );
  const buy = Math.round(buyD / 5) * 500;
  const t: TradeIn = {
    no: 0,
    store,
    cust: custFor(d, store, 0.3),
    model,
    gb,
    cond,
    buyDt: d,
    buy,
    refEmp: null,
    refDt: null,
    list: null,
    soldDt: null,
    sold: null,
    soldCust: null,
    stat: "BUY",
  };
  tis.push(t);
  if (cond === "D" && r.chance(0.35)) {
    const sd = addDays(d, r.int(3, 20));
    if (sd <= LAST) t.stat = "SCR";
    return;
  }
  const rd = nextOpen(addDays(d, r.int(2, cond === "D" ? 24 : 14)));
  if (rd > LAST) return;
  const techs = techsAt(store, rd, true);
  t.refEmp = techs.length > 0 ? r.pick(techs) : null;
  t.refDt = rd;
  const markup = cond === "D" ? r.float(1.9, 2.6) : r.float(1.45, 1.9);
  t.list =
    (Math.max(2, Math.round(((buy / 100) * markup) / 10)) * 10 - 1) * 100;
  t.stat = "LST";
  const slow = model.yr <= 2020 ? 2.2 : model.typ === "TB" ? 1.5 : 1;
  const stale = r.chance(0.07) ? r.int(120, 420) : 0;
  const wait =
    stale +
    Math.round(
      -Math.log(1 - r.next()) *
        30 *
        slow *
        (cond === "A" ? 0.7 : cond === "C" ? 1.3 : 1),
    ) +
    1;
  const sd = nextOpen(addDays(rd, wait));
  if (sd > LAST) return;
  t.soldDt = sd;
  const haggled = r.chance(0.32);
  t.sold = haggled
    ? Math.round((t.list * r.pick([0.85, 0.9, 0.9, 0.95])) / 100) * 100
    : t.list;
  t.soldCust = custFor(sd, store, 0.25);
  t.stat = "SLD";
};

// ------------------------------------------------------------------ the days
const MONTH_F = [
  0.9, 0.85, 0.95, 1.0, 1.05, 1.15, 1.2, 1.1, 1.0, 0.95, 1.0, 1.15,
];
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const mo = Number(d.slice(5, 7));
  const yearsIn = daysBetween(START, d) / 365;
  const growth = 1 + 0.06 * yearsIn;
  const sat = dayOfWeek(d) === 6 ? 1.3 : 1;
  if (isOpen(d)) {
    for (const store of ["COL", "DUB", "WST"]) {
      const open = OPEN_DT[store] ?? START;
      if (d < open) continue;
      const base =
        store === "COL"
          ? 2.35
          : store === "DUB"
            ? 1.85
            : Math.min(1.45, 0.55 + daysBetween(open, d) / 400);
      const n = r.poisson(base * (MONTH_F[mo - 1] ?? 1) * growth * sat);
      for (let i = 0; i < n; i++) makeTicket(store, "W", d);
      const nt = r.poisson(store === "WST" ? 0.2 : 0.28);
      for (let i = 0; i < nt; i++) makeTradeIn(store, d);
    }
    if (dayOfWeek(d) !== 6) {
      const nm = r.poisson(0.72 * growth * (mo === 12 || mo === 1 ? 1.25 : 1));
      for (let i = 0; i < nm; i++) makeTicket("DUB", "M", d);
    }
  }
}

// ------------------------------------------------------------------ warranty returns
const WARR_P: Record<string, number> = {
  SCR: 0.05,
  BAT: 0.025,
  CHG: 0.045,
  BCK: 0.03,
  CAM: 0.035,
  WTR: 0,
  OTH: 0.02,
};
const warrs: Tkt[] = [];
for (const o of tkts) {
  if (o.stat !== "CLS" || o.pickup === null || o.fin === null) continue;
  const p = (WARR_P[o.issue] ?? 0.03) * (o.tech?.warr ?? 1);
  if (!r.chance(p)) continue;
  const inDt = nextOpen(addDays(o.pickup, r.int(3, 85)));
  if (inDt > LAST) continue;
  const store =
    o.intake === "M" || r.chance(0.9)
      ? o.store
      : r.pick(["COL", "DUB", "WST"].filter((s) => (OPEN_DT[s] ?? "") <= inDt));
  const w: Tkt = {
    no: 0,
    store,
    cust: o.cust,
    model: o.model,
    intake: o.intake,
    inDt,
    issue: o.issue,
    imei: o.imei,
    tech: null,
    quoteDt: null,
    quote: null,
    qstat: null,
    promise: null,
    fin: null,
    pickup: null,
    labor: null,
    warr: true,
    orig: o,
    stat: "INP",
    decided: null,
    onOrder: false,
    parts: [],
  };
  const fin = addDays(
    inDt,
    o.intake === "M"
      ? r.int(1, 3)
      : r.weighted([
          [0, 55],
          [1, 30],
          [2, 15],
        ] as [number, number][]),
  );
  const done = fin <= LAST;
  const sameTech =
    o.tech &&
    o.tech.store === store &&
    techsAt(store, done ? fin : LAST, done).includes(o.tech) &&
    r.chance(0.55);
  w.tech = sameTech
    ? o.tech
    : pickTech(store, inDt, done ? fin : LAST, done, o.intake === "M");
  if (done) {
    w.fin = fin;
    const [lo, hi] = LABOR_RANGE[o.issue] ?? [20, 60];
    w.labor = r.int(lo, hi);
    for (const x of o.parts)
      w.parts.push({
        p: x.p,
        qty: 1,
        cost: Math.round(x.p.cost * r.float(0.95, 1.05, 3)),
      });
    const pk = addDays(
      fin,
      r.weighted([
        [0, 60],
        [1, 20],
        [3, 20],
      ] as [number, number][]),
    );
    if (pk > LAST) w.stat = "RDY";
    else {
      w.pickup = pk;
      w.stat = "CLS";
    }
  }
  warrs.push(w);
}
tkts.push(...warrs);

// numbering
tkts.sort((a, b) =>
  a.inDt === b.inDt
    ? a.store === b.store
      ? a.cust.no - b.cust.no
      : a.store < b.store
        ? -1
        : 1
    : a.inDt < b.inDt
      ? -1
      : 1,
);
tkts.forEach((t, i) => (t.no = 100_001 + i));

// ------------------------------------------------------------------ payments
type Pmt = { tkt: Tkt; dt: string; typ: string; tender: string; amt: number };
const pmts: Pmt[] = [];
const tender = (mail: boolean) =>
  mail
    ? r.weighted([
        ["CRD", 80],
        ["DIG", 20],
      ] as [string, number][])
    : r.weighted([
        ["CRD", 66],
        ["CSH", 13],
        ["DIG", 17],
        ["GFT", 4],
      ] as [string, number][]);
const paidOn = new Map<Tkt, number>();
for (const t of tkts) {
  if (t.warr || t.qstat !== "A" || t.quote === null || t.decided === null)
    continue;
  const disc = r.chance(0.07) ? Math.round(t.quote * 0.1) : 0;
  const total = t.quote - disc;
  if (t.intake === "M") {
    pmts.push({
      tkt: t,
      dt: t.decided,
      typ: "PAY",
      tender: tender(true),
      amt: total,
    });
    paidOn.set(t, total);
    continue;
  }
  let dep = 0;
  if (t.onOrder && r.chance(0.55)) {
    dep = 5000;
    pmts.push({
      tkt: t,
      dt: t.decided,
      typ: "DEP",
      tender: tender(false),
      amt: dep,
    });
  }
  if (t.pickup !== null && t.stat === "CLS") {
    pmts.push({
      tkt: t,
      dt: t.pickup,
      typ: "PAY",
      tender: tender(false),
      amt: total - dep,
    });
    paidOn.set(t, total);
  }
}
for (const w of tkts) {
  if (!w.warr || w.pickup === null || w.orig === null) continue;
  const paid = paidOn.get(w.orig);
  if (paid !== undefined && r.chance(0.08)) {
    pmts.push({
      tkt: w,
      dt: w.pickup,
      typ: "RFD",
      tender: w.intake === "M" ? "CRD" : r.pick(["CRD", "CSH"]),
      amt: -paid,
    });
  }
}
pmts.sort((a, b) =>
  a.dt === b.dt ? a.tkt.no - b.tkt.no : a.dt < b.dt ? -1 : 1,
);

// ------------------------------------------------------------------ purchase orders
type Po = {
  no: number;
  store: string;
  vend: string;
  dt: string;
  recv: string | null;
  stat: string;
  lines: [Part, number, number][];
};
const pos: Po[] = [];
const VEND_WEEKLY: Record<string, number> = {
  MSX: 0.9,
  IGD: 0.55,
  PLP: 0.38,
  WGP: 0.3,
  SSP: 0.22,
  FXZ: 0.35,
};
for (let wk = "2024-01-01"; wk <= LAST; wk = addDays(wk, 7)) {
  for (const store of ["COL", "DUB", "WST"]) {
    if (wk < addDays(OPEN_DT[store] ?? START, -14)) continue;
    for (const v of ["MSX", "IGD", "PLP", "WGP", "SSP", "FXZ"]) {
      if (v === "FXZ" && wk > "2025-05-24") continue;
      if (!r.chance((VEND_WEEKLY[v] ?? 0.3) * (store === "WST" ? 0.75 : 1)))
        continue;
      const dt = addDays(wk, r.int(0, 4));
      if (dt > LAST) continue;
      const pool = (VEND_POOL[v] ?? []).filter(
        (p) => modelWeight(p.model, dt) > 0,
      );
      if (pool.length === 0) continue;
      const nLines = Math.min(pool.length, r.int(1, v === "MSX" ? 5 : 3));
      const chosen = new Set<Part>();
      for (let i = 0; i < nLines * 3 && chosen.size < nLines; i++) {
        chosen.add(
          r.weighted(pool.map((p) => [p, modelWeight(p.model, dt)] as const)),
        );
      }
      const [lo, hi] = LEAD[v] ?? [2, 6];
      const recv = addDays(dt, r.int(lo, hi));
      const cancelled = r.chance(0.02);
      pos.push({
        no: 0,
        store,
        vend: v,
        dt,
        recv: cancelled || recv > LAST ? null : recv,
        stat: cancelled ? "X" : recv > LAST ? "O" : "R",
        lines: [...chosen].map((p) => [
          p,
          p.cat === "SCR"
            ? r.int(1, 4)
            : p.cat === "BAT"
              ? r.int(2, 6)
              : r.int(1, 3),
          Math.round(
            p.cost *
              (v === "WGP" ? 0.86 : v === "FXZ" ? 0.93 : 1) *
              r.float(0.94, 1.06, 3),
          ),
        ]),
      });
    }
  }
}
pos.sort((a, b) =>
  a.dt === b.dt
    ? a.store < b.store
      ? -1
      : a.store > b.store
        ? 1
        : 0
    : a.dt < b.dt
      ? -1
      : 1,
);
pos.forEach((p, i) => (p.no = 5_001 + i));

tis.sort((a, b) =>
  a.buyDt === b.buyDt
    ? a.store < b.store
      ? -1
      : 1
    : a.buyDt < b.buyDt
      ? -1
      : 1,
);
tis.forEach((t, i) => (t.no = 3_001 + i));

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA rtpos;
CREATE TABLE rtpos.store (
  store_cd varchar(3) PRIMARY KEY,
  store_nm text NOT NULL,
  addr text,
  city text,
  st char(2),
  zip varchar(10),
  open_dt date,
  mailin_yn char(1) NOT NULL DEFAULT 'N',
  mgr_emp_no integer
);
CREATE TABLE rtpos.emp (
  emp_no integer PRIMARY KEY,
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  role_cd varchar(3) NOT NULL,
  store_cd varchar(3) REFERENCES rtpos.store(store_cd),
  hire_dt date NOT NULL,
  term_dt date,
  lead_emp_no integer REFERENCES rtpos.emp(emp_no),
  hourly_rt_c integer
);
CREATE TABLE rtpos.cust (
  cust_no integer PRIMARY KEY,
  first_nm text,
  last_nm text,
  phone varchar(14),
  email text,
  zip varchar(10),
  created_dt date NOT NULL,
  "smsOptIn" char(1) NOT NULL DEFAULT 'N',
  ref_cust_no integer REFERENCES rtpos.cust(cust_no)
);
CREATE TABLE rtpos.dev_model (
  model_cd varchar(8) PRIMARY KEY,
  brand text NOT NULL,
  model_nm text NOT NULL,
  dev_typ char(2) NOT NULL,
  release_yr smallint
);
CREATE TABLE rtpos.vend (
  vend_cd varchar(4) PRIMARY KEY,
  vend_nm text NOT NULL,
  city text,
  st char(2),
  country_cd char(2),
  lead_days smallint,
  terms_cd varchar(6),
  active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE rtpos.part (
  sku varchar(20) PRIMARY KEY,
  part_desc text NOT NULL,
  model_cd varchar(8) REFERENCES rtpos.dev_model(model_cd),
  part_cat varchar(3) NOT NULL,
  qual_cd varchar(3),
  vend_cd varchar(4) REFERENCES rtpos.vend(vend_cd),
  cost_c integer NOT NULL,
  reorder_pt smallint
);
CREATE TABLE rtpos.po (
  po_no integer PRIMARY KEY,
  store_cd varchar(3) NOT NULL REFERENCES rtpos.store(store_cd),
  vend_cd varchar(4) NOT NULL REFERENCES rtpos.vend(vend_cd),
  order_dt date NOT NULL,
  recv_dt date,
  stat_cd char(1) NOT NULL
);
CREATE TABLE rtpos.po_ln (
  po_no integer NOT NULL REFERENCES rtpos.po(po_no),
  ln_no smallint NOT NULL,
  sku varchar(20) NOT NULL REFERENCES rtpos.part(sku),
  qty integer NOT NULL,
  unit_cost_c integer NOT NULL,
  PRIMARY KEY (po_no, ln_no)
);
CREATE TABLE rtpos.tkt (
  tkt_no integer PRIMARY KEY,
  store_cd varchar(3) NOT NULL REFERENCES rtpos.store(store_cd),
  cust_no integer NOT NULL REFERENCES rtpos.cust(cust_no),
  model_cd varchar(8) NOT NULL REFERENCES rtpos.dev_model(model_cd),
  intake_cd char(1) NOT NULL,
  in_dt date NOT NULL,
  issue_cd varchar(3) NOT NULL,
  "imeiNo" varchar(15),
  tech_emp_no integer REFERENCES rtpos.emp(emp_no),
  quote_dt date,
  quote_amt_c integer,
  quote_stat_cd char(1),
  promise_dt date,
  fin_dt date,
  pickup_dt date,
  labor_min smallint,
  warr_yn char(1) NOT NULL DEFAULT 'N',
  orig_tkt_no integer REFERENCES rtpos.tkt(tkt_no),
  stat_cd varchar(3) NOT NULL
);
CREATE TABLE rtpos.tkt_part (
  tkt_no integer NOT NULL REFERENCES rtpos.tkt(tkt_no),
  sku varchar(20) NOT NULL REFERENCES rtpos.part(sku),
  qty smallint NOT NULL,
  cost_c integer NOT NULL,
  PRIMARY KEY (tkt_no, sku)
);
CREATE TABLE rtpos.pmt (
  pmt_no integer PRIMARY KEY,
  tkt_no integer NOT NULL REFERENCES rtpos.tkt(tkt_no),
  pmt_dt date NOT NULL,
  pmt_typ_cd varchar(3) NOT NULL,
  tender_cd varchar(3) NOT NULL,
  amt_c integer NOT NULL
);
CREATE TABLE rtpos.tradein (
  ti_no integer PRIMARY KEY,
  store_cd varchar(3) NOT NULL REFERENCES rtpos.store(store_cd),
  cust_no integer NOT NULL REFERENCES rtpos.cust(cust_no),
  model_cd varchar(8) NOT NULL REFERENCES rtpos.dev_model(model_cd),
  storage_gb smallint,
  cond_cd char(1) NOT NULL,
  buy_dt date NOT NULL,
  buy_amt_c integer NOT NULL,
  refurb_emp_no integer REFERENCES rtpos.emp(emp_no),
  refurb_dt date,
  list_amt_c integer,
  sold_dt date,
  sold_amt_c integer,
  sold_cust_no integer REFERENCES rtpos.cust(cust_no),
  stat_cd varchar(3) NOT NULL
);
`;
  return [
    ddl,
    insertRows(
      "rtpos.store",
      [
        "store_cd",
        "store_nm",
        "addr",
        "city",
        "st",
        "zip",
        "open_dt",
        "mailin_yn",
        "mgr_emp_no",
      ],
      STORES,
    ),
    insertRows(
      "rtpos.emp",
      [
        "emp_no",
        "first_nm",
        "last_nm",
        "role_cd",
        "store_cd",
        "hire_dt",
        "term_dt",
        "lead_emp_no",
        "hourly_rt_c",
      ],
      EMPS.map((e) => [
        e.no,
        e.first,
        e.last,
        e.role,
        e.store,
        e.hire,
        e.term,
        e.lead,
        e.rate,
      ]),
    ),
    insertRows(
      "rtpos.cust",
      [
        "cust_no",
        "first_nm",
        "last_nm",
        "phone",
        "email",
        "zip",
        "created_dt",
        '"smsOptIn"',
        "ref_cust_no",
      ],
      custs.map((c) => [
        c.no,
        c.first,
        c.last,
        c.phone,
        c.email,
        c.zip,
        c.created,
        c.sms,
        c.ref?.no ?? null,
      ]),
    ),
    insertRows(
      "rtpos.dev_model",
      ["model_cd", "brand", "model_nm", "dev_typ", "release_yr"],
      MODELS.map((m) => [m.cd, m.brand, m.nm, m.typ, m.yr]),
    ),
    insertRows(
      "rtpos.vend",
      [
        "vend_cd",
        "vend_nm",
        "city",
        "st",
        "country_cd",
        "lead_days",
        "terms_cd",
        "active_yn",
      ],
      VENDS,
    ),
    insertRows(
      "rtpos.part",
      [
        "sku",
        "part_desc",
        "model_cd",
        "part_cat",
        "qual_cd",
        "vend_cd",
        "cost_c",
        "reorder_pt",
      ],
      parts.map((p) => [
        p.sku,
        p.desc,
        p.model.cd,
        p.cat,
        p.qual,
        p.vend,
        p.cost,
        p.reorder,
      ]),
    ),
    insertRows(
      "rtpos.po",
      ["po_no", "store_cd", "vend_cd", "order_dt", "recv_dt", "stat_cd"],
      pos.map((p) => [p.no, p.store, p.vend, p.dt, p.recv, p.stat]),
    ),
    insertRows(
      "rtpos.po_ln",
      ["po_no", "ln_no", "sku", "qty", "unit_cost_c"],
      pos.flatMap((p) =>
        p.lines.map(([part, qty, cost], i) => [
          p.no,
          i + 1,
          part.sku,
          qty,
          cost,
        ]),
      ),
    ),
    insertRows(
      "rtpos.tkt",
      [
        "tkt_no",
        "store_cd",
        "cust_no",
        "model_cd",
        "intake_cd",
        "in_dt",
        "issue_cd",
        '"imeiNo"',
        "tech_emp_no",
        "quote_dt",
        "quote_amt_c",
        "quote_stat_cd",
        "promise_dt",
        "fin_dt",
        "pickup_dt",
        "labor_min",
        "warr_yn",
        "orig_tkt_no",
        "stat_cd",
      ],
      tkts.map((t) => [
        t.no,
        t.store,
        t.cust.no,
        t.model.cd,
        t.intake,
        t.inDt,
        t.issue,
        t.imei,
        t.tech?.no ?? null,
        t.quoteDt,
        t.quote,
        t.qstat,
        t.promise,
        t.fin,
        t.pickup,
        t.labor,
        t.warr ? "Y" : "N",
        t.orig?.no ?? null,
        t.stat,
      ]),
    ),
    insertRows(
      "rtpos.tkt_part",
      ["tkt_no", "sku", "qty", "cost_c"],
      tkts.flatMap((t) => t.parts.map((x) => [t.no, x.p.sku, x.qty, x.cost])),
    ),
    insertRows(
      "rtpos.pmt",
      ["pmt_no", "tkt_no", "pmt_dt", "pmt_typ_cd", "tender_cd", "amt_c"],
      pmts.map((p, i) => [700_001 + i, p.tkt.no, p.dt, p.typ, p.tender, p.amt]),
    ),
    insertRows(
      "rtpos.tradein",
      [
        "ti_no",
        "store_cd",
        "cust_no",
        "model_cd",
        "storage_gb",
        "cond_cd",
        "buy_dt",
        "buy_amt_c",
        "refurb_emp_no",
        "refurb_dt",
        "list_amt_c",
        "sold_dt",
        "sold_amt_c",
        "sold_cust_no",
        "stat_cd",
      ],
      tis.map((t) => [
        t.no,
        t.store,
        t.cust.no,
        t.model.cd,
        t.gb,
        t.cond,
        t.buyDt,
        t.buy,
        t.refEmp?.no ?? null,
        t.refDt,
        t.list,
        t.soldDt,
        t.sold,
        t.soldCust?.no ?? null,
        t.stat,
      ]),
    ),
  ].join("\n");
}
