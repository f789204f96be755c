/**
 * Ribble Vale Travel Ltd is a family-run coach and minibus hire firm with one depot in Clitheroe (Lancashire). It
 * does private hire only (no bus routes, no council school contracts): day trips and excursions for schools, sports
 * and social clubs, companies and private parties; one-way or there-and-back transfers to airports and stations; and
 * multi-day UK tours for tour organisers and travel clubs. A booking is quoted and taken by the office, and one or
 * more vehicles (each with one driver) are allocated to it; each vehicle on a booking is a trip. Customers with a
 * credit account are invoiced after travel on 30 days' terms; everybody else is invoiced about two weeks before
 * travel and must pay before the coach leaves. A booking cancelled within 14 days of departure is charged a
 * cancellation fee of half the quote. Vehicles are filled from the depot's own diesel bunker or, away from the
 * depot, with a fuel card at a public forecourt. Breakdowns, accidents and damage are logged per vehicle.
 *
 * This is an export of the office's booking system "CoachMate" (schema `cmate`), taken on the morning of Wednesday
 * 2026-06-10 with everything entered up to the end of Tuesday 2026-06-09. The data starts on 2024-04-01 (bookings
 * departing from then on; future bookings already taken run to the end of September 2026).
 *
 * UNITS: money is in POUNDS with pence (GBP, numeric): `quote_amt`, `inv_amt`, `fuel_cost`, `rep_cost`. Passenger
 * transport in vehicles of 10 or more seats is zero-rated for VAT, so there is no VAT. Distances in miles, diesel in
 * litres, driver hours in decimal hours.
 *
 * Business terms and codes:
 * - Fleet (`fleet`): one vehicle, keyed by its registration `veh_reg`. `body_cd` MINI minibus (16 passenger seats,
 *   can be driven on a D1 licence), MIDI midi coach (24 to 33 seats), STD full-size coach, EXEC executive coach.
 *   `seats` passenger seats. `wc_yn` Y when the vehicle has an on-board toilet. `reg_yr` year first registered.
 *   `acq_dt` when the firm got it; `sold_dt` when it was sold (NULL = still in the fleet).
 * - Drivers (`drv`): `lic_cat` D (full PCV licence: any vehicle) or D1 (minibuses only). `emp_cd` FT full-time, PT
 *   part-time, CAS casual. `start_dt`, `leave_dt` (NULL = still driving for us). `cpc_exp` when the driver's Driver
 *   CPC qualification card expires.
 * - Customers (`cust`): keyed by `acct_no`. `cust_typ` SCH school or college, CLB club or society, TOUR tour
 *   organiser or travel club, CORP company, PRV private individual. `acct_yn` Y when the customer has a credit
 *   account. `town` may be NULL for private customers. `ZZ999` is a test account set up when the system was
 *   installed; it has never booked.
 * - Bookings (`bkg`): one hire. `cust_ref` the customer (`cust.acct_no`). `taken_dt` when booked, `dep_dt` the
 *   departure date, `ret_dt` the return date (the same as `dep_dt` except for tours). `hire_cd` DAY day hire or
 *   excursion, XFR transfer, TOUR multi-day tour. `pax` passengers. `quote_amt` the agreed price for the whole
 *   booking. `stat_cd` PROV provisional (not yet confirmed by the customer), CNF confirmed, DONE completed, CXL
 *   cancelled (`cxl_dt` when; NULL otherwise).
 * - Trips (`trip`): one vehicle with its driver on one booking (a large group needs two or more coaches). `trip_dt`
 *   the departure date. `miles` the vehicle's miles for the whole hire, depot to depot, and `drv_hrs` the driver's
 *   hours; both NULL until the trip has run. Cancelled bookings have no trips.
 * - Invoices (`inv`): `inv_typ` HIRE the hire charge, CXL a late-cancellation fee. `inv_amt` the amount invoiced,
 *   `due_dt` when payment is due, `paid_dt` when it was paid in full (NULL = unpaid), `pay_mth` BACS bank transfer,
 *   CARD card, CHQ cheque, CASH cash. Completed hires from the last few days may not be invoiced yet.
 * - Fuel (`fuel_txn`): one fill of diesel. `src_cd` BNK the depot bunker, CARD fuel card at a forecourt. `filled_by`
 *   the driver (`drv.drv_id`); NULL for bunker fills by the yard staff.
 * - Incidents (`incid`): `inc_cd` BD mechanical breakdown (including tyres), ACC accident or collision, DMG damage
 *   to the vehicle by passengers or vandals, OTH other. `trip_no` the trip it happened on (NULL = at the depot).
 *   `recov_yn` Y when a recovery truck or a replacement vehicle was needed. `vor_days` days the vehicle was off the
 *   road. `rep_cost` the repair cost (NULL = not costed yet).
 *
 * Not recorded here: driver wages, pay or overtime; drivers' ages or dates of birth; passenger names or lists;
 *   customer reviews, complaints or satisfaction; enquiries and quotes that never became bookings; vehicle purchase
 *   or sale prices, finance, insurance, road tax or MOT results; servicing and routine maintenance; tolls, parking,
 *   ferries and drivers' hotel costs on tours; routes, stops, GPS tracking or journey times; AdBlue and oil.
 *
 * Tables
 * - `fleet`: `veh_reg`, `fleet_no`, `make`, `model`, `body_cd`, `seats`, `wc_yn`, `reg_yr`, `acq_dt`, `sold_dt`.
 * - `drv`: `drv_id`, `first_nm`, `last_nm`, `lic_cat`, `emp_cd`, `start_dt`, `leave_dt`, `cpc_exp`.
 * - `cust`: `acct_no`, `cust_nm`, `cust_typ`, `town`, `contact_nm`, `acct_yn`, `open_dt`.
 * - `bkg`: `bkg_ref`, `cust_ref`, `taken_dt`, `dep_dt`, `ret_dt`, `hire_cd`, `pickup`, `dest`, `pax`, `quote_amt`,
 *   `stat_cd`, `cxl_dt`.
 * - `trip`: `trip_no`, `bkg_ref`, `veh_reg`, `drv_id`, `trip_dt`, `miles`, `drv_hrs`.
 * - `inv`: `inv_no`, `bkg_ref`, `inv_typ`, `inv_dt`, `inv_amt`, `due_dt`, `paid_dt`, `pay_mth`.
 * - `fuel_txn`: `fuel_no`, `veh_reg`, `fill_dt`, `litres`, `fuel_cost`, `src_cd`, `filled_by`.
 * - `incid`: `inc_no`, `veh_reg`, `trip_no`, `inc_dt`, `inc_cd`, `recov_yn`, `vor_days`, `rep_cost`, `descr`.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-04-01";
const LAST = "2026-06-09";
const TODAY = "2026-06-10";
const HORIZON = "2026-09-30";
const r = seededRandom(7319_2026);

const money = (v: number): number => Math.round(v * 100) / 100;
const round5 = (v: number): number => Math.round(v / 5) * 5;
const quarter = (v: number): number => Math.round(v * 4) / 4;

// ------------------------------------------------------------------ fleet
type Body = "MINI" | "MIDI" | "STD" | "EXEC";
type Veh = {
  reg: string;
  no: number;
  make: string;
  model: string;
  body: Body;
  seats: number;
  wc: boolean;
  yr: number;
  acq: string;
  sold: string | null;
  mpl: number; // miles per litre
  bdRisk: number;
};
const FLEET: Veh[] = [
  {
    reg: "PN17 RVT",
    no: 1,
    make: "Ford",
    model: "Transit 17-seat",
    body: "MINI",
    seats: 16,
    wc: false,
    yr: 2017,
    acq: "2019-06-01",
    sold: null,
    mpl: 5.4,
    bdRisk: 0.03,
  },
  {
    reg: "YJ19 HKD",
    no: 2,
    make: "Ford",
    model: "Transit 17-seat",
    body: "MINI",
    seats: 16,
    wc: false,
    yr: 2019,
    acq: "2019-08-14",
    sold: null,
    mpl: 5.6,
    bdRisk: 0.02,
  },
  {
    reg: "PO21 XLM",
    no: 3,
    make: "Mercedes-Benz",
    model: "Sprinter 519",
    body: "MINI",
    seats: 16,
    wc: false,
    yr: 2021,
    acq: "2021-04-20",
    sold: null,
    mpl: 5.9,
    bdRisk: 0.015,
  },
  {
    reg: "MX26 BNO",
    no: 4,
    make: "Mercedes-Benz",
    model: "Sprinter 519",
    body: "MINI",
    seats: 16,
    wc: false,
    yr: 2026,
    acq: "2026-04-07",
    sold: null,
    mpl: 6.1,
    bdRisk: 0.01,
  },
  {
    reg: "PN15 CWE",
    no: 5,
    make: "Mercedes-Benz",
    model: "Sprinter Unvi Urbis",
    body: "MIDI",
    seats: 24,
    wc: false,
    yr: 2015,
    acq: "2018-02-01",
    sold: null,
    mpl: 4.2,
    bdRisk: 0.035,
  },
  {
    reg: "YN18 OPA",
    no: 6,
    make: "BMC",
    model: "Probus 850",
    body: "MIDI",
    seats: 33,
    wc: false,
    yr: 2018,
    acq: "2020-03-10",
    sold: null,
    mpl: 3.4,
    bdRisk: 0.025,
  },
  {
    reg: "BV20 TTE",
    no: 7,
    make: "Iveco",
    model: "Daily Indcar Mobi",
    body: "MIDI",
    seats: 29,
    wc: false,
    yr: 2020,
    acq: "2022-09-05",
    sold: null,
    mpl: 3.9,
    bdRisk: 0.02,
  },
  {
    reg: "R901 RVT",
    no: 8,
    make: "Volvo",
    model: "B10M Plaxton Premiere",
    body: "STD",
    seats: 53,
    wc: false,
    yr: 1998,
    acq: "2007-05-01",
    sold: "2025-02-14",
    mpl: 1.8,
    bdRisk: 0.08,
  },
  {
    reg: "PN12 FGU",
    no: 9,
    make: "Volvo",
    model: "B9R Plaxton Panther",
    body: "STD",
    seats: 49,
    wc: true,
    yr: 2012,
    acq: "2016-01-11",
    sold: null,
    mpl: 2.0,
    bdRisk: 0.04,
  },
  {
    reg: "YT16 KWS",
    no: 10,
    make: "Scania",
    model: "K410 Irizar i6",
    body: "STD",
    seats: 53,
    wc: false,
    yr: 2016,
    acq: "2019-03-18",
    sold: null,
    mpl: 2.1,
    bdRisk: 0.03,
  },
  {
    reg: "YX19 DLE",
    no: 11,
    make: "Volvo",
    model: "B8R Plaxton Leopard",
    body: "STD",
    seats: 53,
    wc: false,
    yr: 2019,
    acq: "2021-07-02",
    sold: null,
    mpl: 2.2,
    bdRisk: 0.02,
  },
  {
    reg: "BF24 UCZ",
    no: 12,
    make: "Yutong",
    model: "GT12",
    body: "STD",
    seats: 53,
    wc: true,
    yr: 2024,
    acq: "2025-03-03",
    sold: null,
    mpl: 2.3,
    bdRisk: 0.015,
  },
  {
    reg: "RV70 EXE",
    no: 14,
    make: "Volvo",
    model: "B11R Plaxton Elite",
    body: "EXEC",
    seats: 49,
    wc: true,
    yr: 2020,
    acq: "2020-11-23",
    sold: null,
    mpl: 2.1,
    bdRisk: 0.015,
  },
  {
    reg: "RV23 VIP",
    no: 15,
    make: "Van Hool",
    model: "TX16 Astron",
    body: "EXEC",
    seats: 57,
    wc: true,
    yr: 2023,
    acq: "2023-05-30",
    sold: null,
    mpl: 2.0,
    bdRisk: 0.01,
  },
];

// ------------------------------------------------------------------ drivers
type Drv = {
  id: number;
  first: string;
  last: string;
  lic: "D" | "D1";
  emp: "FT" | "PT" | "CAS";
  start: string;
  leave: string | null;
  cpc: string;
  weight: number;
};
const names = uniqueNames(
  r,
  [
    "Gary",
    "Steve",
    "Dave",
    "Mick",
    "Paul",
    "Andy",
    "Ian",
    "Kevin",
    "Mark",
    "John",
    "Shaun",
    "Tony",
    "Carl",
    "Sue",
    "Julie",
    "Karen",
    "Bev",
    "Neil",
    "Rob",
    "Graham",
    "Phil",
    "Lee",
    "Dawn",
    "Martin",
  ],
  [
    "Haworth",
    "Ashworth",
    "Duckworth",
    "Entwistle",
    "Pilling",
    "Holden",
    "Whittaker",
    "Riley",
    "Cowgill",
    "Barnes",
    "Hargreaves",
    "Lund",
    "Moorhouse",
    "Spencer",
    "Dewhurst",
    "Crabtree",
    "Taylor",
    "Walsh",
    "Greenwood",
    "Bentley",
  ],
);
const DRIVER_SPECS: Omit<Drv, "id" | "first" | "last">[] = [
  {
    lic: "D",
    emp: "FT",
    start: "2006-03-01",
    leave: null,
    cpc: "2028-09-14",
    weight: 5,
  },
  {
    lic: "D",
    emp: "FT",
    start: "2011-05-16",
    leave: null,
    cpc: "2027-03-02",
    weight: 5,
  },
  {
    lic: "D",
    emp: "FT",
    start: "2014-09-01",
    leave: null,
    cpc: "2026-11-20",
    weight: 5,
  },
  {
    lic: "D",
    emp: "FT",
    start: "2017-02-13",
    leave: null,
    cpc: "2029-01-08",
    weight: 5,
  },
  {
    lic: "D",
    emp: "FT",
    start: "2018-06-04",
    leave: "2025-08-29",
    cpc: "2026-02-17",
    weight: 5,
  },
  {
    lic: "D",
    emp: "FT",
    start: "2020-10-12",
    leave: null,
    cpc: "2030-04-22",
    weight: 5,
  },
  {
    lic: "D",
    emp: "FT",
    start: "2022-01-10",
    leave: null,
    cpc: "2026-08-31",
    weight: 5,
  },
  {
    lic: "D",
    emp: "FT",
    start: "2025-09-08",
    leave: null,
    cpc: "2030-07-01",
    weight: 5,
  },
  {
    lic: "D",
    emp: "PT",
    start: "2009-04-01",
    leave: null,
    cpc: "2027-06-30",
    weight: 2.5,
  },
  {
    lic: "D",
    emp: "PT",
    start: "2016-05-09",
    leave: "2024-11-29",
    cpc: "2024-12-03",
    weight: 2.5,
  },
  {
    lic: "D",
    emp: "PT",
    start: "2019-07-22",
    leave: null,
    cpc: "2028-02-11",
    weight: 2.5,
  },
  {
    lic: "D",
    emp: "CAS",
    start: "2012-03-05",
    leave: null,
    cpc: "2026-12-09",
    weight: 1,
  },
  {
    lic: "D",
    emp: "CAS",
    start: "2023-04-17",
    leave: null,
    cpc: "2027-10-19",
    weight: 1,
  },
  {
    lic: "D1",
    emp: "FT",
    start: "2015-08-03",
    leave: null,
    cpc: "2028-05-25",
    weight: 4,
  },
  {
    lic: "D1",
    emp: "PT",
    start: "2021-03-15",
    leave: null,
    cpc: "2026-10-05",
    weight: 2.5,
  },
  {
    lic: "D1",
    emp: "PT",
    start: "2023-09-04",
    leave: "2025-05-30",
    cpc: "2027-08-14",
    weight: 2.5,
  },
  {
    lic: "D1",
    emp: "CAS",
    start: "2024-06-03",
    leave: null,
    cpc: "2029-03-27",
    weight: 1,
  },
  {
    lic: "D1",
    emp: "PT",
    start: "2025-06-16",
    leave: null,
    cpc: "2030-01-30",
    weight: 2.5,
  },
];
const DRIVERS: Drv[] = DRIVER_SPECS.map((s, i) => {
  const [first, last] = names();
  return { id: 201 + i * 3, first, last, ...s };
});

// ------------------------------------------------------------------ customers
type CustTyp = "SCH" | "CLB" | "TOUR" | "CORP" | "PRV";
type Cust = {
  acct: string;
  nm: string;
  typ: CustTyp;
  town: string | null;
  contact: string | null;
  acctYn: boolean;
  open: string;
  weight: number;
};
const TOWNS = [
  "Clitheroe",
  "Whalley",
  "Blackburn",
  "Burnley",
  "Accrington",
  "Nelson",
  "Colne",
  "Padiham",
  "Longridge",
  "Preston",
  "Darwen",
  "Settle",
  "Skipton",
  "Barnoldswick",
  "Great Harwood",
];
const SCHOOL_NAMES = [
  "Clitheroe Royal Grammar School",
  "Ribblesdale High School",
  "St Augustine's RC High School",
  "Bowland High School",
  "Pendle Primary Academy",
  "Whalley CE Primary School",
  "Read St John's CE Primary",
  "Longridge High School",
  "St Mary's RC Primary, Sabden",
  "Barrow Primary School",
  "Edisford Primary School",
  "Brookside Primary School",
  "Waddington & West Bradford CE Primary",
  "Chatburn CE Primary",
  "Padiham Green CE Primary",
  "Blessed Trinity RC College",
  "Accrington Academy",
  "Darwen Aldridge Community Academy",
  "Nelson & Colne College",
  "Myerscough College",
  "Settle College",
  "Ermysted's Grammar School",
  "Skipton Girls' High School",
  "St Christopher's CE High School",
  "Great Harwood St Bartholomew's",
  "Thorn Primary School",
  "Gisburn Primary School",
  "Hurst Green St Joseph's",
];
const CLUB_NAMES = [
  "Clitheroe Wolves JFC",
  "Clitheroe RUFC",
  "Whalley Range Bowling Club",
  "Ribble Valley Harriers",
  "Clitheroe Cricket Club",
  "Longridge Town FC",
  "Padiham FC Supporters",
  "Pendle Ladies Choir",
  "Clitheroe Male Voice Choir",
  "Whalley WI",
  "Sabden WI",
  "Burnley Over 50s Walking Group",
  "Ribble Valley U3A",
  "Clitheroe Rotary Club",
  "Read & Simonstone Golf Society",
  "Accrington Stanley Supporters Club",
  "Blackburn Rovers Supporters Coach",
  "Colne Swimming Club",
  "Clitheroe Camera Club",
  "Pendle Brass Band",
  "Longridge Scouts",
  "1st Whalley Brownies",
  "Settle Amateur Operatic Society",
  "Darwen Gardening Club",
  "Barnoldswick Netball Club",
  "Clitheroe Squash Club",
  "Ribble Valley Ramblers",
  "Chatburn Cricket Club",
];
const TOUR_NAMES = [
  "Pennine Rambles Holidays",
  "Ribble Valley Travel Club",
  "Bowland Breaks",
  "Northern Heritage Tours",
  "Lancashire Over 60s Club",
  "Golden Years Holidays",
  "Pendle Ramblers Tours",
  "Heritage Lancashire Tours",
  "Hills & Heather Walking Holidays",
  "Blackburn Townswomen's Guild",
  "Skipton Senior Citizens' Club",
  "Dales & Lakes Holiday Club",
];
const CORP_NAMES = [
  "Hanson Cement (Ribblesdale Works)",
  "BAE Systems Samlesbury",
  "Calderstones Partnership",
  "Ribble Valley Borough Council",
  "Johnson Matthey Clitheroe",
  "Moorhouse Engineering Ltd",
  "Pendle Hill Distillery",
  "Whalley Abbey Events",
  "Stonyhurst Events Ltd",
  "Bowland Brewery",
  "Holmes Mill Hotel",
  "Lancashire Wedding Venues Ltd",
  "Kirk & Sons Solicitors",
];
const custNames = uniqueNames(
  r,
  [
    "Jane",
    "Sarah",
    "Michael",
    "Helen",
    "Chris",
    "Emma",
    "Richard",
    "Lisa",
    "Peter",
    "Claire",
    "James",
    "Rachel",
    "Stuart",
    "Nicola",
    "Alan",
    "Joanne",
  ],
  [
    "Holt",
    "Parkinson",
    "Fletcher",
    "Rawcliffe",
    "Aspin",
    "Booth",
    "Dugdale",
    "Howarth",
    "Kay",
    "Mercer",
    "Nuttall",
    "Slater",
    "Tattersall",
    "Wilkinson",
    "Yates",
    "Briggs",
  ],
);
const CUSTS: Cust[] = [];
let custSeq = 1;
const addCust = (
  nm: string,
  typ: CustTyp,
  acctP: number,
  weight: number,
): void => {
  const [cf, cl] = custNames();
  const acctYn = r.chance(acctP);
  CUSTS.push({
    acct: `${typ === "PRV" ? "P" : typ[0]}${pad(custSeq++, 4)}`,
    nm,
    typ,
    town: typ === "PRV" && r.chance(0.3) ? null : r.pick(TOWNS),
    contact: typ === "PRV" ? null : r.chance(0.92) ? `${cf} ${cl}` : null,
    acctYn,
    open: r.date("2012-01-01", "2026-03-31"),
    weight,
  });
};
for (const nm of SCHOOL_NAMES) addCust(nm, "SCH", 0.85, r.float(0.4, 3));
for (const nm of CLUB_NAMES) addCust(nm, "CLB", 0.35, r.float(0.3, 2.5));
for (const nm of TOUR_NAMES) addCust(nm, "TOUR", 0.9, r.float(0.5, 3));
for (const nm of CORP_NAMES) addCust(nm, "CORP", 0.8, r.float(0.2, 1.5));
for (let i = 0; i < 34; i++) {
  const [f, l] = custNames();
  addCust(
    `${r.pick(["Mr", "Mrs", "Ms", "Miss", "Dr"])} ${f[0]} ${l}`,
    "PRV",
    0.0,
    r.float(0.05, 0.4),
  );
}

// ------------------------------------------------------------------ destinations
type Dest = {
  nm: string;
  miles: number;
  hire: "DAY" | "XFR" | "TOUR";
  days?: [number, number];
  who: CustTyp[];
};
const DESTS: Dest[] = [
  {
    nm: "Blackpool Pleasure Beach",
    miles: 68,
    hire: "DAY",
    who: ["SCH", "CLB", "PRV", "CORP"],
  },
  {
    nm: "Blackpool Illuminations",
    miles: 70,
    hire: "DAY",
    who: ["CLB", "TOUR", "PRV"],
  },
  { nm: "Chester Zoo", miles: 150, hire: "DAY", who: ["SCH", "CLB", "PRV"] },
  { nm: "Alton Towers", miles: 210, hire: "DAY", who: ["SCH", "CLB", "PRV"] },
  { nm: "York", miles: 150, hire: "DAY", who: ["SCH", "CLB", "TOUR"] },
  {
    nm: "Windermere (Bowness)",
    miles: 120,
    hire: "DAY",
    who: ["SCH", "CLB", "TOUR", "CORP"],
  },
  {
    nm: "Liverpool Albert Dock",
    miles: 110,
    hire: "DAY",
    who: ["SCH", "CLB", "TOUR"],
  },
  {
    nm: "Manchester Museum of Science & Industry",
    miles: 76,
    hire: "DAY",
    who: ["SCH"],
  },
  { nm: "Malham Cove", miles: 48, hire: "DAY", who: ["SCH", "CLB"] },
  { nm: "Whitby", miles: 290, hire: "DAY", who: ["CLB", "TOUR"] },
  { nm: "Llandudno", miles: 260, hire: "DAY", who: ["CLB", "TOUR"] },
  { nm: "Southport", miles: 96, hire: "DAY", who: ["SCH", "CLB", "TOUR"] },
  { nm: "Harrogate", miles: 104, hire: "DAY", who: ["TOUR", "CLB"] },
  { nm: "Bolton (away fixture)", miles: 52, hire: "DAY", who: ["CLB"] },
  { nm: "Wigan (away fixture)", miles: 66, hire: "DAY", who: ["CLB"] },
  { nm: "Leeds (away fixture)", miles: 112, hire: "DAY", who: ["CLB"] },
  { nm: "Kendal Leisure Centre", miles: 84, hire: "DAY", who: ["SCH", "CLB"] },
  { nm: "Trafford Centre", miles: 80, hire: "DAY", who: ["CLB", "PRV"] },
  { nm: "Stonyhurst College", miles: 16, hire: "DAY", who: ["CORP", "PRV"] },
  {
    nm: "Preston Guild Hall",
    miles: 40,
    hire: "DAY",
    who: ["SCH", "CLB", "PRV", "CORP"],
  },
  {
    nm: "Manchester Airport",
    miles: 104,
    hire: "XFR",
    who: ["SCH", "CLB", "TOUR", "CORP", "PRV"],
  },
  {
    nm: "Leeds Bradford Airport",
    miles: 86,
    hire: "XFR",
    who: ["SCH", "CLB", "CORP", "PRV"],
  },
  {
    nm: "Liverpool John Lennon Airport",
    miles: 124,
    hire: "XFR",
    who: ["SCH", "CORP", "PRV"],
  },
  {
    nm: "Preston railway station",
    miles: 38,
    hire: "XFR",
    who: ["CORP", "PRV", "CLB"],
  },
  { nm: "Wedding venue shuttle", miles: 30, hire: "XFR", who: ["PRV", "CORP"] },
  {
    nm: "Scottish Highlands tour",
    miles: 780,
    hire: "TOUR",
    days: [4, 6],
    who: ["TOUR"],
  },
  {
    nm: "Cornwall tour",
    miles: 860,
    hire: "TOUR",
    days: [5, 7],
    who: ["TOUR"],
  },
  {
    nm: "Edinburgh break",
    miles: 460,
    hire: "TOUR",
    days: [2, 3],
    who: ["TOUR", "CLB"],
  },
  {
    nm: "London theatre break",
    miles: 480,
    hire: "TOUR",
    days: [2, 3],
    who: ["TOUR", "CLB", "SCH"],
  },
  {
    nm: "Isle of Wight tour",
    miles: 640,
    hire: "TOUR",
    days: [4, 5],
    who: ["TOUR"],
  },
  {
    nm: "Lake District walking week",
    miles: 420,
    hire: "TOUR",
    days: [5, 6],
    who: ["TOUR", "CLB"],
  },
  {
    nm: "Snowdonia residential",
    miles: 330,
    hire: "TOUR",
    days: [3, 5],
    who: ["SCH"],
  },
  {
    nm: "North Wales coast break",
    miles: 380,
    hire: "TOUR",
    days: [3, 4],
    who: ["TOUR", "CLB"],
  },
];

// ------------------------------------------------------------------ calendar helpers
const isSchoolHoliday = (d: string): boolean => {
  const md = d.slice(5);
  return (
    (md >= "07-22" && md <= "08-31") ||
    md >= "12-20" ||
    md <= "01-04" ||
    (md >= "04-01" && md <= "04-14") ||
    (md >= "10-27" && md <= "10-31") ||
    (md >= "02-17" && md <= "02-21") ||
    (md >= "05-26" && md <= "05-30")
  );
};
const seasonFactor = (d: string): number => {
  const m = Number(d.slice(5, 7));
  return [0, 0.45, 0.55, 0.8, 1.0, 1.15, 1.3, 1.25, 1.1, 1.05, 0.9, 0.75, 0.8][
    m
  ] as number;
};

// availability: date -> set of busy vehicle regs / driver ids
const vehBusy = new Map<string, Set<string>>();
const drvBusy = new Map<string, Set<number>>();
const busyOf = <T>(m: Map<string, Set<T>>, d: string): Set<T> => {
  let s = m.get(d);
  if (!s) m.set(d, (s = new Set<T>()));
  return s;
};
const datesOf = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
const vehFree = (v: Veh, ds: string[]): boolean =>
  v.acq <= (ds[0] as string) &&
  (v.sold === null || v.sold > (ds[ds.length - 1] as string)) &&
  ds.every((d) => !busyOf(vehBusy, d).has(v.reg));
const drvFree = (dv: Drv, ds: string[]): boolean =>
  dv.start <= (ds[0] as string) &&
  (dv.leave === null || dv.leave >= (ds[ds.length - 1] as string)) &&
  ds.every((d) => !busyOf(drvBusy, d).has(dv.id));

const BODY_RATE: Record<Body, number> = {
  MINI: 240,
  MIDI: 360,
  STD: 480,
  EXEC: 600,
};

// ------------------------------------------------------------------ bookings and trips
type Bkg = {
  ref: string;
  cust: Cust;
  taken: string;
  dep: string;
  ret: string;
  hire: "DAY" | "XFR" | "TOUR";
  pickup: string;
  dest: string;
  pax: number;
  quote: number;
  stat: "PROV" | "CNF" | "DONE" | "CXL";
  cxl: string | null;
};
type Trip = {
  no: number;
  bkg: Bkg;
  veh: Veh;
  drv: Drv;
  dt: string;
  miles: number | null;
  hrs: number | null;
};
const BKGS: Bkg[] = [];
const TRIPS: Trip[] = [];
const refSeq = new Map<string, number>();
let tripNo = 50_000;

const paxFor = (typ: CustTyp, hire: string): number => {
  switch (typ) {
    case "SCH":
      return r.weighted([
        [r.int(12, 16), 2],
        [r.int(20, 33), 3],
        [r.int(34, 53), 4],
        [r.int(54, 100), 2],
      ] as const);
    case "CLB":
      return r.weighted([
        [r.int(8, 16), 4],
        [r.int(17, 33), 3],
        [r.int(34, 53), 3],
      ] as const);
    case "TOUR":
      return hire === "TOUR" ? r.int(22, 53) : r.int(16, 53);
    case "CORP":
      return r.weighted([
        [r.int(6, 16), 3],
        [r.int(17, 45), 2],
        [r.int(46, 95), 1],
      ] as const);
    case "PRV":
      return r.weighted([
        [r.int(6, 16), 5],
        [r.int(17, 33), 3],
        [r.int(34, 52), 1],
      ] as const);
  }
};

const bodiesFor = (pax: number, typ: CustTyp, hire: string): Body[] => {
  if (pax <= 16) return ["MINI", "MIDI", "STD"];
  if (pax <= 33) return ["MIDI", "STD", "EXEC"];
  if (typ === "TOUR" || typ === "CORP" || hire === "TOUR")
    return r.chance(0.6) ? ["EXEC", "STD"] : ["STD", "EXEC"];
  return ["STD", "EXEC"];
};

const tryAllocate = (
  pax: number,
  bodies: Body[],
  ds: string[],
): Veh[] | null => {
  if (pax <= 57) {
    for (const b of bodies) {
      const fits = FLEET.filter(
        (v) => v.body === b && v.seats >= pax && vehFree(v, ds),
      );
      if (fits.length > 0) return [r.pick(fits)];
    }
    const any = FLEET.filter((v) => v.seats >= pax && vehFree(v, ds));
    return any.length > 0 ? [r.pick(any)] : null;
  }
  // a big group: full-size coaches, and a smaller vehicle for the last few
  const chosen: Veh[] = [];
  let left = pax;
  while (left > 0) {
    const free = FLEET.filter((v) => !chosen.includes(v) && vehFree(v, ds));
    const fits = free.filter((v) => v.seats >= left);
    let got: Veh | undefined;
    if (fits.length > 0) {
      const smallest = Math.min(...fits.map((v) => v.seats));
      got = r.pick(
        fits.filter(
          (v) => v.seats === smallest || (v.body === "STD" && smallest >= 49),
        ),
      );
    } else {
      const coaches = free.filter((v) => v.seats >= 49);
      if (coaches.length === 0) return null;
      got = r.pick(coaches);
    }
    chosen.push(got);
    left -= got.seats;
  }
  return chosen;
};

for (let d = START; d <= HORIZON; d = addDays(d, 1)) {
  if (d.slice(5) === "12-25" || d.slice(5) === "12-26") continue;
  const dow = dayOfWeek(d);
  const weekend = dow === 0 || dow === 6;
  const hol = isSchoolHoliday(d) || ENGLAND_BANK_HOLIDAYS.has(d);
  const lambda =
    1.9 * seasonFactor(d) * (dow === 6 ? 1.5 : dow === 0 ? 0.9 : 1);
  const n = r.poisson(lambda);
  for (let k = 0; k < n; k++) {
    // who
    const typWeights: [CustTyp, number][] = [
      ["SCH", weekend || hol ? 0.15 : 4],
      ["CLB", weekend ? 4 : 1.2],
      ["TOUR", dow >= 1 && dow <= 5 ? 1.3 : 0.8],
      ["CORP", weekend ? 0.4 : 0.9],
      ["PRV", weekend ? 1.6 : 0.6],
    ];
    const typ = r.weighted(typWeights);
    const pool = CUSTS.filter((c) => c.typ === typ);
    const cust = r.weighted(pool.map((c) => [c, c.weight] as const));
    const dests = DESTS.filter((x) => x.who.includes(typ));
    const tourP =
      typ === "TOUR" ? 0.45 : typ === "CLB" ? 0.06 : typ === "SCH" ? 0.05 : 0;
    const wantHire = r.chance(tourP)
      ? "TOUR"
      : r.chance(typ === "CORP" || typ === "PRV" ? 0.35 : 0.12)
        ? "XFR"
        : "DAY";
    const cand = dests.filter((x) => x.hire === wantHire);
    const dest = r.pick(
      cand.length > 0 ? cand : dests.filter((x) => x.hire === "DAY"),
    );
    const hire = dest.hire;
    const days = dest.days ? r.int(dest.days[0], dest.days[1]) : 1;
    const ret = addDays(d, days - 1);
    // tours still out on the road at the time of the export are left out
    if (d <= LAST && ret >= TODAY) continue;
    const ds = datesOf(d, ret);
    const pax = paxFor(typ, hire);
    const vehs = tryAllocate(pax, bodiesFor(pax, typ, hire), ds);
    if (!vehs) continue;
    // drivers
    const drvs: Drv[] = [];
    let ok = true;
    for (const v of vehs) {
      const free = DRIVERS.filter(
        (x) =>
          (v.body !== "MINI" ? x.lic === "D" : true) &&
          !drvs.includes(x) &&
          drvFree(x, ds),
      );
      if (free.length === 0) {
        ok = false;
        break;
      }
      // D1 drivers get the minibus work first
      const pref = v.body === "MINI" ? free.filter((x) => x.lic === "D1") : [];
      drvs.push(
        r.weighted(
          (pref.length > 0 && r.chance(0.75) ? pref : free).map(
            (x) => [x, x.weight] as const,
          ),
        ),
      );
    }
    if (!ok) continue;
    const lead =
      typ === "SCH"
        ? r.int(12, 110)
        : hire === "TOUR"
          ? r.int(35, 260)
          : typ === "PRV"
            ? r.int(2, 70)
            : r.int(5, 120);
    const taken = addDays(d, -lead);
    if (taken > LAST) continue;
    // status
    let stat: Bkg["stat"];
    let cxl: string | null = null;
    if (d <= LAST) {
      stat = r.chance(typ === "PRV" ? 0.12 : 0.065) ? "CXL" : "DONE";
    } else {
      stat = r.chance(0.05) ? "CXL" : r.chance(0.22) ? "PROV" : "CNF";
    }
    if (stat === "CXL") {
      const lastPossible = d <= LAST ? addDays(d, -1) : LAST;
      cxl = r.chance(0.3)
        ? r.date(
            addDays(d, -13) > taken ? addDays(d, -13) : taken,
            lastPossible,
          )
        : r.date(taken, lastPossible);
      if (cxl < taken) cxl = taken;
    }
    // price
    const yearUp = d >= "2026-01-01" ? 1.08 : d >= "2025-01-01" ? 1.04 : 1;
    let quote = 0;
    for (const v of vehs) {
      const base = BODY_RATE[v.body] * (hire === "XFR" ? 0.55 : 1) * days;
      const extra =
        Math.max(0, dest.miles - (hire === "TOUR" ? 200 * days : 100)) *
        (v.body === "MINI" ? 1.1 : 1.7);
      quote += base + extra;
    }
    quote = round5(quote * yearUp * r.float(0.92, 1.1));
    const y = d.slice(2, 4);
    const seq = (refSeq.get(y) ?? 0) + 1;
    refSeq.set(y, seq);
    const b: Bkg = {
      ref: `RV${y}-${pad(seq, 4)}`,
      cust,
      taken,
      dep: d,
      ret,
      hire,
      pickup: cust.town ?? "Clitheroe",
      dest: dest.nm,
      pax,
      quote,
      stat,
      cxl,
    };
    BKGS.push(b);
    if (stat === "CXL") continue;
    vehs.forEach((v, i) => {
      const dv = drvs[i] as Drv;
      for (const x of ds) {
        busyOf(vehBusy, x).add(v.reg);
        busyOf(drvBusy, x).add(dv.id);
      }
      const done = stat === "DONE";
      const miles = done
        ? Math.round(
            dest.miles * r.float(0.93, 1.12) +
              (hire === "TOUR" ? r.int(20, 60) * days : r.int(0, 12)),
          )
        : null;
      const hrs = done
        ? hire === "TOUR"
          ? quarter(days * r.float(7.5, 10.5))
          : hire === "XFR"
            ? quarter((miles as number) / 32 + r.float(0.5, 1.5))
            : quarter(Math.max(4, (miles as number) / 30 + r.float(4, 6.5)))
        : null;
      TRIPS.push({ no: ++tripNo, bkg: b, veh: v, drv: dv, dt: d, miles, hrs });
    });
  }
}

// ------------------------------------------------------------------ invoices
type Inv = {
  no: number;
  bkg: Bkg;
  typ: "HIRE" | "CXL";
  dt: string;
  amt: number;
  due: string;
  paid: string | null;
  mth: string | null;
};
const INVS: Inv[] = [];
const payMth = (c: Cust): string =>
  c.acctYn
    ? r.weighted([
        ["BACS", 8],
        ["CHQ", c.typ === "SCH" || c.typ === "CLB" ? 2 : 0.5],
        ["CARD", 0.5],
      ] as const)
    : r.weighted([
        ["CARD", 5],
        ["BACS", 4],
        ["CASH", 1],
        ["CHQ", 0.5],
      ] as const);
const invDrafts: Omit<Inv, "no">[] = [];
for (const b of BKGS) {
  const c = b.cust;
  if (b.stat === "CXL") {
    const cx = b.cxl as string;
    if (daysBetween(cx, b.dep) >= 14) continue;
    const dt = cx;
    const due = addDays(dt, 30);
    let paid: string | null = addDays(dt, r.int(3, 45));
    if (paid > LAST || r.chance(0.2)) paid = null;
    invDrafts.push({
      bkg: b,
      typ: "CXL",
      dt,
      amt: money(b.quote * 0.5),
      due,
      paid,
      mth: paid ? payMth(c) : null,
    });
    continue;
  }
  if (b.stat === "PROV") continue;
  let amt = b.quote;
  if (b.stat === "DONE" && r.chance(0.12)) amt += round5(r.int(15, 140)); // extra mileage or waiting time
  if (c.acctYn) {
    if (b.stat !== "DONE") continue;
    const dt = addDays(
      b.ret,
      r.weighted([
        [0, 2],
        [1, 4],
        [2, 3],
        [3, 2],
        [6, 1],
      ] as const),
    );
    if (dt > LAST) continue;
    const due = addDays(dt, 30);
    const lag =
      c.typ === "SCH"
        ? r.int(10, 62)
        : c.typ === "TOUR"
          ? r.int(5, 40)
          : r.int(3, 50);
    let paid: string | null = addDays(dt, lag);
    if (paid > LAST) paid = null;
    if (paid && b.dep < "2025-09-01" && r.chance(0.012)) paid = null; // never paid
    invDrafts.push({
      bkg: b,
      typ: "HIRE",
      dt,
      amt: money(amt),
      due,
      paid,
      mth: paid ? payMth(c) : null,
    });
  } else {
    let dt = addDays(b.dep, -14);
    if (dt < b.taken) dt = b.taken;
    if (dt > LAST) continue;
    const due = addDays(b.dep, -3) < dt ? dt : addDays(b.dep, -3);
    let paid: string | null = addDays(
      dt,
      r.int(0, Math.max(0, daysBetween(dt, b.dep) - 1)),
    );
    if (b.stat === "DONE" && r.chance(0.04))
      paid = addDays(b.ret, r.int(1, 20)); // paid late, after travel
    if (paid > LAST) paid = null;
    invDrafts.push({
      bkg: b,
      typ: "HIRE",
      dt,
      amt: money(b.quote),
      due,
      paid,
      mth: paid ? payMth(c) : null,
    });
  }
}
invDrafts.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.bkg.ref < b.bkg.ref ? -1 : 1,
);
invDrafts.forEach((x, i) => INVS.push({ no: 10_001 + i, ...x }));

// ------------------------------------------------------------------ fuel
type Fuel = {
  veh: Veh;
  dt: string;
  litres: number;
  cost: number;
  src: "BNK" | "CARD";
  by: Drv | null;
};
const FUELS: Fuel[] = [];
const bunkerPrice = (d: string): number =>
  (d < "2025-01-01" ? 1.19 : d < "2026-01-01" ? 1.12 : 1.16) +
  r.float(-0.03, 0.03, 3);
const cardPrice = (d: string): number =>
  (d < "2025-01-01" ? 1.47 : d < "2026-01-01" ? 1.41 : 1.44) +
  r.float(-0.05, 0.06, 3);
for (const v of FLEET) {
  const tank = v.body === "MINI" ? 80 : v.body === "MIDI" ? 150 : 420;
  const trips = TRIPS.filter((t) => t.veh === v && t.miles !== null).sort(
    (a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.no - b.no),
  );
  let acc = 0;
  let target = tank * r.float(0.45, 0.8);
  for (const t of trips) {
    acc += ((t.miles as number) + r.int(0, 6)) / (v.mpl * r.float(0.92, 1.08));
    if (acc >= target) {
      const onTour = t.bkg.hire === "TOUR";
      const card = onTour ? r.chance(0.7) : r.chance(0.1);
      const dt = card
        ? addDays(
            t.dt,
            onTour ? r.int(0, daysBetween(t.bkg.dep, t.bkg.ret)) : 0,
          )
        : addDays(t.dt, r.int(0, 1));
      if (dt > LAST) break;
      const litres = Math.round(Math.min(acc, tank * 0.95) * 10) / 10;
      const price = card ? cardPrice(dt) : bunkerPrice(dt);
      FUELS.push({
        veh: v,
        dt,
        litres,
        cost: money(litres * price),
        src: card ? "CARD" : "BNK",
        by: card || r.chance(0.35) ? t.drv : null,
      });
      acc = 0;
      target = tank * r.float(0.45, 0.8);
    }
  }
}
FUELS.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.veh.no - b.veh.no,
);

// ------------------------------------------------------------------ incidents
type Inc = {
  veh: Veh;
  trip: Trip | null;
  dt: string;
  cd: "BD" | "ACC" | "DMG" | "OTH";
  recov: boolean;
  vor: number;
  cost: number | null;
  descr: string;
};
const INCS: Inc[] = [];
const BD_DESCR = [
  "Air leak, suspension",
  "Coolant hose split",
  "Puncture, nearside rear",
  "Blown tyre on M6",
  "Alternator failed",
  "Gearbox fault, limp mode",
  "AdBlue system fault",
  "Starter motor",
  "Brake warning light",
  "Door mechanism jammed",
  "Fan belt snapped",
  "Fuel filter blocked",
];
const ACC_DESCR = [
  "Clipped wall in hotel car park",
  "Rear-ended at lights",
  "Mirror struck by HGV",
  "Reversing into bollard",
  "Wing damaged on narrow lane",
  "Windscreen chipped by stone",
];
const DMG_DESCR = [
  "Seat fabric slashed",
  "Vomit, deep clean needed",
  "Graffiti on rear seats",
  "Broken window (vandals at depot)",
  "Toilet blocked",
  "Armrest snapped",
];
for (const t of TRIPS) {
  if (t.miles === null) continue;
  const v = t.veh;
  const p = v.bdRisk * (t.bkg.hire === "TOUR" ? 2.2 : 1);
  if (r.chance(p)) {
    const cd = r.weighted([
      ["BD", 6],
      ["ACC", 2],
      ["DMG", t.bkg.cust.typ === "SCH" || t.bkg.cust.typ === "CLB" ? 2.5 : 1],
      ["OTH", 0.4],
    ] as const);
    INCS.push(
      makeInc(
        v,
        t,
        addDays(t.dt, r.int(0, daysBetween(t.bkg.dep, t.bkg.ret))),
        cd,
      ),
    );
  }
}
for (let i = 0; i < 14; i++) {
  const v = r.pick(FLEET);
  const from = v.acq > START ? v.acq : START;
  const to = v.sold ?? LAST;
  INCS.push(
    makeInc(
      v,
      null,
      r.date(from, to),
      r.weighted([
        ["BD", 3],
        ["DMG", 2],
        ["OTH", 1],
      ] as const),
    ),
  );
}
function makeInc(v: Veh, t: Trip | null, dt: string, cd: Inc["cd"]): Inc {
  const d = dt > LAST ? LAST : dt;
  const descr =
    cd === "BD"
      ? r.pick(BD_DESCR)
      : cd === "ACC"
        ? r.pick(ACC_DESCR)
        : cd === "DMG"
          ? r.pick(DMG_DESCR)
          : "Fire extinguisher discharged";
  const recov =
    cd === "BD"
      ? r.chance(t ? 0.55 : 0.1)
      : cd === "ACC"
        ? r.chance(0.25)
        : false;
  const vor =
    cd === "BD" ? r.int(0, 9) : cd === "ACC" ? r.int(1, 21) : r.int(0, 3);
  let cost: number | null =
    cd === "BD"
      ? money(r.float(60, 2400))
      : cd === "ACC"
        ? money(r.float(250, 6800))
        : cd === "DMG"
          ? money(r.float(35, 650))
          : money(r.float(40, 180));
  if (daysBetween(d, LAST) < 50 && r.chance(0.6)) cost = null;
  return { veh: v, trip: t, dt: d, cd, recov, vor, cost, descr };
}
INCS.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.veh.no - b.veh.no));

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const yn = (b: boolean): string => (b ? "Y" : "N");
  const ddl = `
CREATE SCHEMA cmate;
CREATE TABLE cmate.fleet (
  veh_reg varchar(10) PRIMARY KEY,
  fleet_no integer NOT NULL,
  make varchar(30) NOT NULL,
  model varchar(40) NOT NULL,
  body_cd varchar(4) NOT NULL,
  seats integer NOT NULL,
  wc_yn char(1) NOT NULL,
  reg_yr integer NOT NULL,
  acq_dt date NOT NULL,
  sold_dt date
);
CREATE TABLE cmate.drv (
  drv_id integer PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  lic_cat varchar(2) NOT NULL,
  emp_cd varchar(3) NOT NULL,
  start_dt date NOT NULL,
  leave_dt date,
  cpc_exp date NOT NULL
);
CREATE TABLE cmate.cust (
  acct_no varchar(6) PRIMARY KEY,
  cust_nm varchar(60) NOT NULL,
  cust_typ varchar(4) NOT NULL,
  town varchar(30),
  contact_nm varchar(40),
  acct_yn char(1) NOT NULL,
  open_dt date NOT NULL
);
CREATE TABLE cmate.bkg (
  bkg_ref varchar(10) PRIMARY KEY,
  cust_ref varchar(6) NOT NULL REFERENCES cmate.cust (acct_no),
  taken_dt date NOT NULL,
  dep_dt date NOT NULL,
  ret_dt date NOT NULL,
  hire_cd varchar(4) NOT NULL,
  pickup varchar(30) NOT NULL,
  dest varchar(60) NOT NULL,
  pax integer NOT NULL,
  quote_amt numeric(9, 2) NOT NULL,
  stat_cd varchar(4) NOT NULL,
  cxl_dt date
);
CREATE TABLE cmate.trip (
  trip_no integer PRIMARY KEY,
  bkg_ref varchar(10) NOT NULL REFERENCES cmate.bkg (bkg_ref),
  veh_reg varchar(10) NOT NULL REFERENCES cmate.fleet (veh_reg),
  drv_id integer NOT NULL REFERENCES cmate.drv (drv_id),
  trip_dt date NOT NULL,
  miles integer,
  drv_hrs numeric(5, 2)
);
CREATE TABLE cmate.inv (
  inv_no integer PRIMARY KEY,
  bkg_ref varchar(10) NOT NULL REFERENCES cmate.bkg (bkg_ref),
  inv_typ varchar(4) NOT NULL,
  inv_dt date NOT NULL,
  inv_amt numeric(9, 2) NOT NULL,
  due_dt date NOT NULL,
  paid_dt date,
  pay_mth varchar(4)
);
CREATE TABLE cmate.fuel_txn (
  fuel_no integer PRIMARY KEY,
  veh_reg varchar(10) NOT NULL REFERENCES cmate.fleet (veh_reg),
  fill_dt date NOT NULL,
  litres numeric(6, 1) NOT NULL,
  fuel_cost numeric(8, 2) NOT NULL,
  src_cd varchar(4) NOT NULL,
  filled_by integer REFERENCES cmate.drv (drv_id)
);
CREATE TABLE cmate.incid (
  inc_no integer PRIMARY KEY,
  veh_reg varchar(10) NOT NULL REFERENCES cmate.fleet (veh_reg),
  trip_no integer REFERENCES cmate.trip (trip_no),
  inc_dt date NOT NULL,
  inc_cd varchar(3) NOT NULL,
  recov_yn char(1) NOT NULL,
  vor_days integer NOT NULL,
  rep_cost numeric(9, 2),
  descr varchar(60) NOT NULL
);
`;
  const parts = [ddl.trim()];
  parts.push(
    insertRows(
      "cmate.fleet",
      [
        "veh_reg",
        "fleet_no",
        "make",
        "model",
        "body_cd",
        "seats",
        "wc_yn",
        "reg_yr",
        "acq_dt",
        "sold_dt",
      ],
      FLEET.map((v) => [
        v.reg,
        v.no,
        v.make,
        v.model,
        v.body,
        v.seats,
        yn(v.wc),
        v.yr,
        v.acq,
        v.sold,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "cmate.drv",
      [
        "drv_id",
        "first_nm",
        "last_nm",
        "lic_cat",
        "emp_cd",
        "start_dt",
        "leave_dt",
        "cpc_exp",
      ],
      DRIVERS.map((d) => [
        d.id,
        d.first,
        d.last,
        d.lic,
        d.emp,
        d.start,
        d.leave,
        d.cpc,
      ]),
    ),
  );
  const custRows = CUSTS.map((c) => [
    c.acct,
    c.nm,
    c.typ,
    c.town,
    c.contact,
    yn(c.acctYn),
    c.open,
  ]);
  custRows.push([
    "ZZ999",
    "TEST ACCOUNT - DO NOT USE",
    "PRV",
    "Clitheroe",
    "System Admin",
    "N",
    "2019-01-07",
  ]);
  parts.push(
    insertRows(
      "cmate.cust",
      [
        "acct_no",
        "cust_nm",
        "cust_typ",
        "town",
        "contact_nm",
        "acct_yn",
        "open_dt",
      ],
      custRows,
    ),
  );
  parts.push(
    insertRows(
      "cmate.bkg",
      [
        "bkg_ref",
        "cust_ref",
        "taken_dt",
        "dep_dt",
        "ret_dt",
        "hire_cd",
        "pickup",
        "dest",
        "pax",
        "quote_amt",
        "stat_cd",
        "cxl_dt",
      ],
      BKGS.map((b) => [
        b.ref,
        b.cust.acct,
        b.taken,
        b.dep,
        b.ret,
        b.hire,
        b.pickup,
        b.dest,
        b.pax,
        b.quote,
        b.stat,
        b.cxl,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "cmate.trip",
      [
        "trip_no",
        "bkg_ref",
        "veh_reg",
        "drv_id",
        "trip_dt",
        "miles",
        "drv_hrs",
      ],
      TRIPS.map((t) => [
        t.no,
        t.bkg.ref,
        t.veh.reg,
        t.drv.id,
        t.dt,
        t.miles,
        t.hrs,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "cmate.inv",
      [
        "inv_no",
        "bkg_ref",
        "inv_typ",
        "inv_dt",
        "inv_amt",
        "due_dt",
        "paid_dt",
        "pay_mth",
      ],
      INVS.map((i) => [
        i.no,
        i.bkg.ref,
        i.typ,
        i.dt,
        i.amt,
        i.due,
        i.paid,
        i.mth,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "cmate.fuel_txn",
      [
        "fuel_no",
        "veh_reg",
        "fill_dt",
        "litres",
        "fuel_cost",
        "src_cd",
        "filled_by",
      ],
      FUELS.map((f, i) => [
        70_001 + i,
        f.veh.reg,
        f.dt,
        f.litres,
        f.cost,
        f.src,
        f.by ? f.by.id : null,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "cmate.incid",
      [
        "inc_no",
        "veh_reg",
        "trip_no",
        "inc_dt",
        "inc_cd",
        "recov_yn",
        "vor_days",
        "rep_cost",
        "descr",
      ],
      INCS.map((x, i) => [
        301 + i,
        x.veh.reg,
        x.trip ? x.trip.no : null,
        x.dt,
        x.cd,
        yn(x.recov),
        x.vor,
        x.cost,
        x.descr,
      ]),
    ),
  );
  return parts.join("\n") + "\n";
}
