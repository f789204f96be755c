/**
 * Goldfields Buslines, a family-owned regional bus company in central and northern Victoria. From six depots it runs
 * scheduled town and intertown routes under a government contract, contracted school runs in term time, and charter
 * and school excursion hires with its coaches. This is the company's operations warehouse, loaded up to 2026-11-24
 * (the day before it was last refreshed). Money is in Australian dollars; fuel in litres; distances in kilometres.
 * The trip log is kept from 2026-01-01 (older trips are archived elsewhere); breakdowns, charters and fuel go back to
 * 2025-01-01.
 *
 * Schema `ops`:
 * - `dpt`: depots, keyed by `dpt_id`. `dpt_cd` (BDG Bendigo, CMN Castlemaine, ECH Echuca, MBR Maryborough, KYN
 *   Kyneton, SWH Swan Hill); `dpt_nm` the depot town; `opn_yr` the year the depot opened; `bay_cnt` parking bays;
 *   `chg_yn` Y for a depot with chargers for electric buses.
 * - `veh`: buses, every bus in the fleet since 2025-01-01, keyed by `veh_id`. `flt_no` the fleet number painted on the
 *   bus (text, '1001' ...); `rego_no` registration plate; `mk_cd` the make: VOL Volvo, SCN Scania, MAN MAN, MBZ
 *   Mercedes-Benz, BCI BCI, IVC Iveco, YTG Yutong; `mdl_nm` the model; `body_cd` RTE low-floor route bus, SCH school
 *   bus, CCH coach, MIN minibus; `seats` seated capacity; `blt_yr` the year it was built; `fuel_cd` DSL diesel, HYB
 *   diesel-electric hybrid, BEV battery electric; `dpt_id` its home depot; `wc_yn` Y for a wheelchair-accessible bus;
 *   `wdrn_dt` the day it was withdrawn from the fleet (sold or scrapped), NULL while the bus is still in the fleet.
 * - `drv`: drivers, keyed by `drv_id`. `emp_no` (D0101 ...); `frst_nm`, `lst_nm`; `dpt_id` the depot they are rostered
 *   at; `hire_dt`; `term_dt` the day they left, NULL for a current driver; `lic_cd` their licence class, MR medium
 *   rigid, HR heavy rigid, HC heavy combination; `chtr_yn` Y when cleared to drive charters; `ft_yn` Y full-time, N
 *   part-time or casual.
 * - `rte`: routes, keyed by `rte_id`. `rte_no` the public route number ('1', 'X2', 'S11' ...); `rte_nm`; `svc_cd` LCL
 *   local town service, ITN intertown service, SCH school run (term days only, free for students, no fare revenue);
 *   `frm_dpt_id` and `to_dpt_id` the depot towns at the start and at the end of the route (both `dpt.dpt_id`; the same
 *   depot for local services and school runs); the route is run by the buses and drivers of its start depot;
 *   `km_len` length of one trip; `fare_aud` the adult cash fare (0 for school runs); `wdrn_dt` the last day the route
 *   ran, NULL for a route still running.
 * - `trp`: scheduled trips since 2026-01-01, one row per departure, keyed by `trp_id`. `svc_dt` the service day;
 *   `rte_id`; `veh_id` and `drv_id` the bus and driver (NULL when the trip was cancelled); `sch_dep` scheduled
 *   departure time; `act_dep` actual departure time (never before the scheduled time; NULL when cancelled); `pax_cnt`
 *   passengers boarded (NULL when cancelled); `rev_aud` fare revenue taken on the trip (0 on school runs, NULL when
 *   cancelled); `sts_cd` C completed, P part-run (the bus broke down on the way and the trip was cut short), X
 *   cancelled.
 * - `flt`: the fault code lookup for breakdowns, keyed by `flt_cd`: `flt_dsc` the description; `sfty_yn` Y for a
 *   safety-critical fault (the bus may not be driven until fixed).
 * - `brk`: breakdowns and their repairs, keyed by `brk_id`. `veh_id`; `brk_dt` the day the bus broke down or was
 *   taken off the road; `trp_id` the trip it broke down on (`trp.trp_id`, only for breakdowns in service since
 *   2026-01-01, else NULL); `flt_cd`; `tow_yn` Y when the bus had to be towed; `wksp_cd` who repaired it: INH our own
 *   workshop, EXT an outside workshop or dealer; `rpr_dt` the day it was repaired and back in service, NULL while
 *   still off the road; `rpr_cost_aud` the repair cost (NULL until repaired).
 * - `chtr`: charter and school excursion hires, keyed by `bkg_id`. `bkg_ref` (CH25-0001 ...); `cust_nm` the customer;
 *   `cust_typ` SCH school, SPT sports club, CRP company, COU council or government, TRV tour operator, PRV private
 *   (weddings, parties); `bkg_dt` the day it was booked; `hire_dt` the day of the hire; `hrs` hours hired; `pax`
 *   passengers; `veh_id` and `drv_id` the bus and driver allocated (NULL while not yet allocated, and for cancelled
 *   bookings); `quo_aud` the quoted price; `sts_cd` CNF confirmed (not yet run), CMP completed, CNX cancelled;
 *   `cnx_dt` the day it was cancelled, NULL otherwise; `inv_no`, `inv_dt`, `inv_aud` the invoice (NULL until
 *   completed and invoiced; cancelled hires are never invoiced), `due_dt` the invoice due date; `paid_dt` the day the
 *   invoice was paid, NULL while unpaid. An invoice unpaid after its due date is overdue.
 * - `"Fuel Card Export"`: the fuel card provider's transaction export, loaded as it comes, one row per fill, with the
 *   export's headers: "Txn No"; "Txn Date"; "Card No"; "Fleet No" (= `veh.flt_no`); "Site" (our own depot bowsers are
 *   'Bendigo Depot Bowser' ...; the rest are public service stations); "Product" Diesel or AdBlue; "Litres"; "Unit
 *   Price" per litre; "Amount (AUD)" = litres x unit price; "Odometer (km)". Electric buses never appear.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  seededRandom,
  uniqueNames,
  type SeededRandom,
} from "../../seeded-random";

const FIRST_DAY = "2025-01-01";
const TRIP_FIRST_DAY = "2026-01-01";
const LAST_DAY = "2026-11-24";

/** [dpt_id, dpt_cd, dpt_nm, opn_yr, bay_cnt, chg_yn] */
const DEPOTS: [number, string, string, number, number, string][] = [
  [1, "BDG", "Bendigo", 1968, 48, "Y"],
  [2, "CMN", "Castlemaine", 1981, 16, "N"],
  [3, "ECH", "Echuca", 1974, 20, "Y"],
  [4, "MBR", "Maryborough", 1990, 14, "N"],
  [5, "KYN", "Kyneton", 2003, 12, "N"],
  [6, "SWH", "Swan Hill", 1986, 18, "N"],
];
const BOWSER: Record<number, string> = {
  1: "Bendigo Depot Bowser",
  2: "Castlemaine Depot Bowser",
  3: "Echuca Depot Bowser",
  4: "Maryborough Depot Bowser",
  5: "Kyneton Depot Bowser",
  6: "Swan Hill Depot Bowser",
};
/** Public service stations used away from the depot bowser: [site, depot nearby, price markup per litre]. */
const PUBLIC_SITES: [string, number, number][] = [
  ["BP Bendigo North", 1, 0.16],
  ["Ampol Kangaroo Flat", 1, 0.19],
  ["Shell Castlemaine", 2, 0.21],
  ["Ampol Echuca", 3, 0.18],
  ["United Maryborough", 4, 0.14],
  ["BP Kyneton", 5, 0.22],
  ["Shell Swan Hill", 6, 0.17],
  ["Caltex Woodend", 5, 0.24],
  ["Liberty Kerang", 6, 0.2],
];

/** A bus model: [make, model, body, seats, fuel, wheelchair, built from, built to, litres per fill [min, max]]. */
type Model = [
  string,
  string,
  string,
  number,
  string,
  string,
  number,
  number,
  [number, number],
];
const MODELS: Record<string, Model> = {
  B8: ["VOL", "B8RLE", "RTE", 45, "DSL", "Y", 2014, 2022, [150, 240]],
  B5: ["VOL", "B5LH Hybrid", "RTE", 43, "HYB", "Y", 2019, 2021, [95, 160]],
  K310: ["SCN", "K310UB", "RTE", 45, "DSL", "Y", 2010, 2017, [150, 240]],
  M18: ["MAN", "18.250 HOCL", "RTE", 43, "DSL", "N", 2006, 2010, [140, 220]],
  O500: ["MBZ", "O500LE", "SCH", 63, "DSL", "N", 2004, 2012, [130, 210]],
  FM: ["BCI", "Fleetmaster 57", "SCH", 61, "DSL", "N", 2013, 2019, [130, 200]],
  K410: [
    "SCN",
    "K410EB Touring",
    "CCH",
    53,
    "DSL",
    "N",
    2012,
    2023,
    [240, 380],
  ],
  DLY: ["IVC", "Daily 70C", "MIN", 24, "DSL", "Y", 2016, 2020, [50, 85]],
  E12: ["YTG", "E12", "RTE", 42, "BEV", "Y", 2023, 2025, [0, 0]],
};
/** The fleet by depot: [depot, model, how many]. */
const FLEET_PLAN: [number, string, number][] = [
  [1, "B8", 6],
  [1, "B5", 3],
  [1, "K310", 3],
  [1, "M18", 2],
  [1, "E12", 5],
  [1, "O500", 2],
  [1, "FM", 3],
  [1, "K410", 5],
  [2, "B8", 2],
  [2, "K310", 2],
  [2, "M18", 1],
  [2, "DLY", 1],
  [2, "FM", 1],
  [2, "K410", 2],
  [3, "B8", 3],
  [3, "E12", 2],
  [3, "K310", 1],
  [3, "O500", 2],
  [3, "FM", 1],
  [3, "K410", 2],
  [4, "K310", 2],
  [4, "M18", 1],
  [4, "DLY", 1],
  [4, "O500", 1],
  [4, "FM", 1],
  [4, "K410", 1],
  [5, "B8", 2],
  [5, "DLY", 1],
  [5, "O500", 1],
  [5, "K410", 1],
  [5, "M18", 1],
  [6, "B8", 2],
  [6, "K310", 2],
  [6, "O500", 2],
  [6, "FM", 1],
  [6, "K410", 2],
  [6, "M18", 1],
];
/** Old buses withdrawn from the fleet: [model, depot, built, withdrawn]. */
const WITHDRAWN: [string, number, number, string][] = [
  ["O500", 1, 2003, "2025-03-31"],
  ["M18", 1, 2005, "2025-06-30"],
  ["M18", 3, 2005, "2025-08-15"],
  ["O500", 6, 2004, "2025-12-19"],
  ["M18", 2, 2006, "2026-02-27"],
  ["K310", 4, 2009, "2026-05-29"],
  ["O500", 3, 2004, "2026-07-10"],
  ["M18", 6, 2006, "2026-09-30"],
];

/** [rte_id, rte_no, rte_nm, svc_cd, frm, to, km, fare, wdrn_dt, weekday departures, saturday departures, sunday departures] */
type Route = [
  number,
  string,
  string,
  string,
  number,
  number,
  number,
  number,
  string | null,
  string[],
  string[],
  string[],
];
const ROUTES: Route[] = [
  [
    1,
    "1",
    "Bendigo - Kangaroo Flat",
    "LCL",
    1,
    1,
    9.5,
    2.4,
    null,
    ["07:10", "12:15", "16:40"],
    ["09:30"],
    ["10:30"],
  ],
  [
    2,
    "2",
    "Bendigo - Eaglehawk",
    "LCL",
    1,
    1,
    8.2,
    2.4,
    null,
    ["07:25", "11:45", "17:05"],
    ["10:15"],
    [],
  ],
  [
    3,
    "3",
    "Bendigo - Strathdale",
    "LCL",
    1,
    1,
    7.1,
    2.4,
    null,
    ["08:05", "14:20"],
    ["11:00"],
    [],
  ],
  [
    4,
    "10",
    "Castlemaine Town Loop",
    "LCL",
    2,
    2,
    11.4,
    2.4,
    null,
    ["08:30", "13:30"],
    ["10:00"],
    [],
  ],
  [
    5,
    "20",
    "Echuca - Moama",
    "LCL",
    3,
    3,
    12.8,
    2.4,
    null,
    ["07:40", "15:10"],
    ["09:45"],
    [],
  ],
  [
    6,
    "30",
    "Maryborough Town",
    "LCL",
    4,
    4,
    10.2,
    2.4,
    null,
    ["09:00", "14:00"],
    ["10:30"],
    [],
  ],
  [
    7,
    "40",
    "Kyneton Town",
    "LCL",
    5,
    5,
    8.8,
    2.4,
    null,
    ["08:45", "13:15"],
    [],
    [],
  ],
  [
    8,
    "50",
    "Swan Hill Town",
    "LCL",
    6,
    6,
    9.9,
    2.4,
    null,
    ["08:15", "14:45"],
    ["10:00"],
    [],
  ],
  [
    9,
    "X1",
    "Bendigo - Echuca",
    "ITN",
    1,
    3,
    92.0,
    11.6,
    null,
    ["06:50", "17:20"],
    ["09:00"],
    ["13:00"],
  ],
  [
    10,
    "X2",
    "Bendigo - Castlemaine",
    "ITN",
    1,
    2,
    38.5,
    6.8,
    null,
    ["07:30", "16:15"],
    ["11:30"],
    [],
  ],
  [
    11,
    "X3",
    "Castlemaine - Maryborough",
    "ITN",
    2,
    4,
    42.0,
    7.2,
    null,
    ["09:15"],
    ["12:00"],
    [],
  ],
  [
    12,
    "X4",
    "Bendigo - Swan Hill",
    "ITN",
    1,
    6,
    178.0,
    19.8,
    null,
    ["08:00"],
    [],
    [],
  ],
  [
    13,
    "X5",
    "Kyneton - Bendigo",
    "ITN",
    5,
    1,
    63.5,
    9.4,
    null,
    ["07:05", "15:50"],
    [],
    [],
  ],
  [
    14,
    "X6",
    "Echuca - Swan Hill",
    "ITN",
    3,
    6,
    155.0,
    18.2,
    "2026-06-30",
    ["10:10"],
    [],
    [],
  ],
  [
    15,
    "S11",
    "Marong - Bendigo schools",
    "SCH",
    1,
    1,
    21.0,
    0,
    null,
    ["07:45", "15:35"],
    [],
    [],
  ],
  [
    16,
    "S12",
    "Huntly - Bendigo schools",
    "SCH",
    1,
    1,
    18.5,
    0,
    null,
    ["07:50", "15:40"],
    [],
    [],
  ],
  [
    17,
    "S21",
    "Rochester - Echuca schools",
    "SCH",
    3,
    3,
    29.0,
    0,
    null,
    ["07:30", "15:30"],
    [],
    [],
  ],
  [
    18,
    "S31",
    "Talbot - Maryborough schools",
    "SCH",
    4,
    4,
    17.0,
    0,
    null,
    ["07:55", "15:35"],
    [],
    [],
  ],
  [
    19,
    "S51",
    "Nyah - Swan Hill schools",
    "SCH",
    6,
    6,
    27.5,
    0,
    null,
    ["07:35", "15:30"],
    [],
    [],
  ],
];
/** Mean passengers a trip, by route. */
const PAX_MEAN: Record<number, number> = {
  1: 24,
  2: 21,
  3: 15,
  4: 13,
  5: 16,
  6: 11,
  7: 9,
  8: 12,
  9: 27,
  10: 22,
  11: 12,
  12: 19,
  13: 18,
  14: 8,
  15: 44,
  16: 38,
  17: 41,
  18: 23,
  19: 35,
};

/** Victorian school terms 2026 and public holidays (public holidays run the Sunday timetable). */
const TERMS: [string, string][] = [
  ["2026-01-28", "2026-04-02"],
  ["2026-04-20", "2026-06-26"],
  ["2026-07-13", "2026-09-18"],
  ["2026-10-05", "2026-12-18"],
];
const HOLIDAYS = new Set([
  "2026-01-01",
  "2026-01-26",
  "2026-03-09",
  "2026-04-03",
  "2026-04-06",
  "2026-06-08",
  "2026-09-25",
  "2026-11-03",
]);

/** [flt_cd, flt_dsc, sfty_yn, repair cost [min, max], days off road [min, max], tow chance, outside workshop chance, weight] */
type Fault = [
  string,
  string,
  string,
  [number, number],
  [number, number],
  number,
  number,
  number,
];
const FAULTS: Fault[] = [
  ["ENG", "Engine", "N", [1800, 9500], [3, 14], 0.6, 0.5, 3],
  ["TRN", "Transmission / gearbox", "N", [2200, 12000], [4, 18], 0.7, 0.7, 1.5],
  ["BRK", "Brakes", "Y", [350, 2400], [1, 4], 0.3, 0.1, 2.5],
  ["ELC", "Electrical", "N", [200, 2600], [0, 5], 0.1, 0.3, 3],
  ["TYR", "Tyre / wheel", "Y", [280, 900], [0, 1], 0.05, 0, 2.5],
  ["CLT", "Cooling / overheating", "N", [300, 3200], [1, 6], 0.3, 0.2, 2],
  ["AIR", "Air system / suspension", "Y", [400, 3800], [1, 6], 0.4, 0.2, 2],
  ["DOR", "Doors", "Y", [150, 1200], [0, 3], 0.05, 0.1, 2],
  ["ACN", "Air conditioning", "N", [250, 3400], [1, 8], 0, 0.4, 1.5],
  ["STR", "Steering", "Y", [600, 4800], [2, 9], 0.6, 0.4, 0.7],
  ["BAT", "Traction battery / charging", "N", [900, 14000], [2, 20], 0.5, 1, 0],
  ["ACC", "Accident damage", "Y", [900, 16000], [3, 25], 0.5, 0.9, 0.8],
];

/** Breakdowns still open at the load: [fleet number, day, fault, days to repair, towed]. */
const OPEN_BREAKDOWNS: [string, string, string, number, string][] = [
  ["1038", "2026-09-22", "TRN", 130, "Y"],
  ["1048", "2026-11-17", "ACC", 30, "Y"],
  ["1029", "2026-11-19", "BAT", 21, "N"],
  ["1005", "2026-11-23", "ENG", 9, "Y"],
];

/** Charter customers: [name, type, bookings a year, hours [min, max], pax [min, max], days to pay [min, max]]. */
type Customer = [
  string,
  string,
  number,
  [number, number],
  [number, number],
  [number, number],
];
const CUSTOMERS: Customer[] = [
  ["Bendigo South East College", "SCH", 14, [4, 9], [35, 60], [18, 42]],
  ["Catholic College Bendigo", "SCH", 12, [4, 9], [40, 60], [14, 35]],
  ["Castlemaine Secondary College", "SCH", 8, [4, 8], [30, 55], [20, 50]],
  ["Echuca College", "SCH", 9, [4, 9], [30, 60], [20, 40]],
  ["Swan Hill Primary School", "SCH", 5, [3, 7], [30, 55], [15, 30]],
  ["Maryborough Education Centre", "SCH", 6, [4, 8], [30, 55], [25, 55]],
  ["Kyneton Primary School", "SCH", 4, [3, 6], [30, 50], [10, 30]],
  ["Girton Grammar", "SCH", 9, [5, 10], [30, 52], [7, 21]],
  [
    "Golden Square Football Netball Club",
    "SPT",
    8,
    [5, 10],
    [25, 50],
    [20, 70],
  ],
  ["Eaglehawk Cricket Club", "SPT", 4, [5, 9], [20, 40], [5, 30]],
  ["Echuca Moama Rowing Club", "SPT", 5, [6, 11], [20, 45], [10, 40]],
  ["Bendigo Braves Basketball", "SPT", 7, [6, 12], [20, 40], [5, 25]],
  ["Swan Hill Lawn Tennis Club", "SPT", 3, [5, 9], [18, 35], [10, 30]],
  ["Castlemaine Harriers", "SPT", 3, [4, 8], [18, 35], [15, 45]],
  ["Bendigo Health", "CRP", 6, [3, 8], [20, 50], [25, 45]],
  ["Agnico Fosterville Mine", "CRP", 10, [3, 6], [30, 53], [20, 35]],
  ["Bendigo Bank Events", "CRP", 5, [4, 9], [25, 53], [10, 25]],
  ["Kagome Echuca", "CRP", 3, [3, 7], [25, 50], [20, 40]],
  ["Murray River Wineries Group", "CRP", 4, [6, 10], [20, 45], [15, 30]],
  ["City of Greater Bendigo", "COU", 7, [3, 8], [20, 50], [28, 45]],
  ["Mount Alexander Shire Council", "COU", 3, [3, 7], [20, 45], [28, 50]],
  ["V/Line Rail Replacement", "COU", 12, [4, 12], [15, 53], [25, 40]],
  ["Campaspe Shire Council", "COU", 3, [3, 7], [20, 45], [30, 55]],
  ["Goldfields Heritage Tours", "TRV", 9, [6, 11], [25, 50], [10, 30]],
  ["Murray Paddlesteamer Tours", "TRV", 6, [5, 10], [25, 53], [10, 28]],
  ["Vic Country Coach Holidays", "TRV", 5, [8, 12], [30, 53], [14, 35]],
];
/** Golden Square Football Netball Club has not paid an invoice since its treasurer left in June 2026. */
const BAD_PAYER: [string, string] = [
  "Golden Square Football Netball Club",
  "2026-06-01",
];

const FIRST_NAMES = [
  "Olivia",
  "Jack",
  "Charlotte",
  "Noah",
  "Amelia",
  "William",
  "Isla",
  "Oliver",
  "Mia",
  "Thomas",
  "Grace",
  "James",
  "Chloe",
  "Lucas",
  "Ruby",
  "Henry",
  "Sophie",
  "Liam",
  "Ella",
  "Ethan",
  "Matilda",
  "Harrison",
  "Zoe",
  "Samuel",
  "Emily",
  "Lachlan",
  "Hannah",
  "Cooper",
  "Georgia",
  "Riley",
  "Lucy",
  "Angus",
  "Jessica",
  "Hamish",
  "Kate",
  "Daniel",
  "Sarah",
  "Michael",
  "Rebecca",
  "Peter",
  "Helen",
  "David",
  "Karen",
  "Andrew",
  "Jenny",
  "Mark",
  "Fiona",
  "Stuart",
  "Gary",
  "Brett",
  "Wayne",
  "Leanne",
  "Kerry",
  "Shane",
  "Tanya",
  "Darren",
  "Craig",
  "Deb",
  "Raj",
  "Priya",
];
const LAST_NAMES = [
  "Smith",
  "Jones",
  "Williams",
  "Brown",
  "Wilson",
  "Taylor",
  "Johnson",
  "White",
  "Martin",
  "Anderson",
  "Thompson",
  "Nguyen",
  "Thomas",
  "Walker",
  "Harris",
  "Lee",
  "Ryan",
  "Robinson",
  "Kelly",
  "King",
  "Davis",
  "Wright",
  "Evans",
  "Roberts",
  "Green",
  "Hall",
  "Wood",
  "Jackson",
  "Clarke",
  "Patel",
  "Khan",
  "Lewis",
  "James",
  "Phillips",
  "Mitchell",
  "Campbell",
  "Murray",
  "Russo",
  "Papadopoulos",
  "Costa",
  "Baker",
  "Hughes",
  "Kennedy",
  "Fraser",
  "Gibson",
  "Morris",
  "OConnor",
  "Sullivan",
  "McKenzie",
  "Doyle",
  "Burke",
  "Singh",
  "Walsh",
  "Quinn",
];
/** Drivers per depot: [depot, current drivers, drivers who left since 2025]. */
const DRIVER_PLAN: [number, number, number][] = [
  [1, 30, 6],
  [2, 10, 2],
  [3, 12, 3],
  [4, 8, 2],
  [5, 8, 2],
  [6, 10, 2],
];

function round(x: number, d: number): number {
  return Number(x.toFixed(d));
}
function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) /
      86_400_000,
  );
}
function addMinutes(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}:00`;
}
function inTerm(day: string): boolean {
  return TERMS.some(([from, to]) => day >= from && day <= to);
}
/** A weekday in term (the 2025 terms fell on about the same days as the 2026 ones). */
function schoolDay(day: string): boolean {
  const dow = dayOfWeek(day);
  return (
    dow !== 0 &&
    dow !== 6 &&
    (day.startsWith("2025") ? inTerm(addDays(day, 364)) : inTerm(day))
  );
}

interface Bus {
  id: number;
  flt: string;
  model: Model;
  dpt: number;
  blt: number;
  wdrn: string | null;
  /** Days off the road: [from, to) */
  off: [string, string][];
}
interface Driver {
  id: number;
  dpt: number;
  hire: string;
  term: string | null;
  chtr: boolean;
}

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // ---- buses ----
  const buses: Bus[] = [];
  let fltNo = 1001;
  const plates = new Set<string>();
  const plate = (): string => {
    for (;;) {
      const p = `${r.pick(["B", "C", "D"])}${r.pick(["S", "U", "X", "V"])}${r.int(10, 99)}${r.pick(["A", "E", "K", "N", "R", "T"])}${r.pick(["B", "G", "L", "M", "P", "W"])}`;
      if (!plates.has(p)) {
        plates.add(p);
        return p;
      }
    }
  };
  for (const [dpt, key, n] of FLEET_PLAN) {
    const model = MODELS[key] as Model;
    for (let i = 0; i < n; i++) {
      buses.push({
        id: 0,
        flt: "",
        model,
        dpt,
        blt: r.int(model[6], model[7]),
        wdrn: null,
        off: [],
      });
    }
  }
  for (const [key, dpt, blt, wdrn] of WITHDRAWN) {
    buses.push({
      id: 0,
      flt: "",
      model: MODELS[key] as Model,
      dpt,
      blt,
      wdrn,
      off: [],
    });
  }
  buses.sort(
    (a, b) =>
      a.dpt - b.dpt || a.blt - b.blt || a.model[1].localeCompare(b.model[1]),
  );
  buses.forEach((b, i) => {
    b.id = i + 1;
    b.flt = String(fltNo++);
  });
  const vehRows = buses.map((b) => [
    b.id,
    b.flt,
    plate(),
    b.model[0],
    b.model[1],
    b.model[2],
    b.model[3],
    b.blt,
    b.model[4],
    b.dpt,
    b.model[5],
    b.wdrn,
  ]);
  const busActive = (b: Bus, day: string): boolean =>
    b.wdrn === null || day <= b.wdrn;
  const busFree = (b: Bus, day: string): boolean =>
    busActive(b, day) && !b.off.some(([from, to]) => day >= from && day < to);

  // ---- breakdowns (before trips, so a bus off the road is not rostered) ----
  interface Breakdown {
    id: number;
    bus: Bus;
    dt: string;
    trp: number | null;
    flt: Fault;
    tow: string;
    wksp: string;
    rpr: string | null;
    cost: number | null;
  }
  const breakdowns: Breakdown[] = [];
  const faultFor = (b: Bus): Fault => {
    const items = FAULTS.map(
      (f) =>
        [
          f,
          b.model[4] === "BEV"
            ? f[0] === "BAT"
              ? 2.5
              : f[0] === "ENG" || f[0] === "TRN" || f[0] === "CLT"
                ? 0
                : f[7]
            : f[7],
        ] as const,
    );
    return r.weighted(items);
  };
  for (const b of buses) {
    const age = 2026 - b.blt;
    const pDay = 0.0016 + age * 0.0003 + (b.model[2] === "CCH" ? 0.0004 : 0);
    let day = FIRST_DAY;
    while (day <= LAST_DAY && busActive(b, day)) {
      if (r.chance(pDay)) {
        const f = faultFor(b);
        const days = r.int(f[4][0], f[4][1]);
        const wksp = r.chance(f[6]) ? "EXT" : "INH";
        const rpr = addDays(day, days + (wksp === "EXT" ? r.int(0, 3) : 0));
        const cost = round(
          f[3][0] + (f[3][1] - f[3][0]) * Math.pow(r.next(), 1.6),
          2,
        );
        breakdowns.push({
          id: 0,
          bus: b,
          dt: day,
          trp: null,
          flt: f,
          tow: r.chance(f[5]) ? "Y" : "N",
          wksp,
          rpr,
          cost,
        });
        b.off.push([day, rpr]);
        day = addDays(rpr, 1);
        continue;
      }
      day = addDays(day, 1);
    }
  }
  // Buses still off the road when the warehouse was loaded; the Castlemaine B8RLE has waited on a gearbox since September.
  for (const [flt, dt, cd, days, tow] of OPEN_BREAKDOWNS) {
    const b = buses.find((x) => x.flt === flt) as Bus;
    for (const x of breakdowns.filter(
      (y) => y.bus === b && y.rpr !== null && y.rpr >= addDays(dt, -1),
    ))
      breakdowns.splice(breakdowns.indexOf(x), 1);
    b.off = b.off.filter(([, to]) => to < addDays(dt, -1));
    const f = FAULTS.find((x) => x[0] === cd) as Fault;
    breakdowns.push({
      id: 0,
      bus: b,
      dt,
      trp: null,
      flt: f,
      tow,
      wksp: "EXT",
      rpr: addDays(dt, days),
      cost: 0,
    });
    b.off.push([dt, addDays(dt, days)]);
  }
  for (const x of breakdowns) {
    if (x.rpr !== null && x.rpr > LAST_DAY) {
      x.rpr = null;
      x.cost = null;
    }
  }

  // ---- drivers ----
  const newName = uniqueNames(r, FIRST_NAMES, LAST_NAMES);
  const drivers: Driver[] = [];
  const drvRows: unknown[][] = [];
  for (const [dpt, current, left] of DRIVER_PLAN) {
    for (let i = 0; i < current + left; i++) {
      const leaver = i >= current;
      const recent = r.chance(0.18);
      let hire = recent
        ? r.date("2025-01-06", "2026-10-19")
        : r.date("1998-02-01", "2024-12-16");
      let term: string | null = null;
      if (leaver) {
        term = r.date("2025-01-10", "2026-11-13");
        if (hire >= term) hire = r.date("2019-01-01", addDays(term, -60));
      }
      const chtr = r.chance(0.45) && hire < "2025-06-01";
      drivers.push({ id: 0, dpt, hire, term, chtr });
    }
  }
  // Two drivers hired this year who did not stay.
  drivers.push({
    id: 0,
    dpt: 1,
    hire: "2026-02-09",
    term: "2026-05-15",
    chtr: false,
  });
  drivers.push({
    id: 0,
    dpt: 3,
    hire: "2026-03-16",
    term: "2026-08-21",
    chtr: false,
  });
  drivers.sort((a, b) =>
    a.hire < b.hire ? -1 : a.hire > b.hire ? 1 : a.dpt - b.dpt,
  );
  drivers.forEach((d, i) => {
    d.id = i + 1;
    const [f, l] = newName();
    const lic = d.chtr
      ? "HR"
      : r.weighted([
          ["HR", 6],
          ["MR", 2],
          ["HC", 1],
        ] as const);
    drvRows.push([
      d.id,
      `D${String(100 + d.id).padStart(4, "0")}`,
      f,
      l.replace("OConnor", "O'Connor"),
      d.dpt,
      d.hire,
      d.term,
      d.chtr ? r.pick(["HR", "HC"]) : lic,
      d.chtr ? "Y" : "N",
      r.chance(0.72) ? "Y" : "N",
    ]);
  });
  const driverActive = (d: Driver, day: string): boolean =>
    d.hire <= day && (d.term === null || day <= d.term);
  // Some drivers are rostered more than others.
  const drvWeight = new Map(
    drivers.map((d) => [
      d.id,
      (drvRows[d.id - 1]?.[9] === "Y" ? 1 : 0.45) * (0.7 + r.next() * 0.6),
    ]),
  );

  // ---- trips ----
  interface Trip {
    id: number;
    day: string;
    rte: Route;
    veh: number | null;
    drv: number | null;
    sch: string;
    act: string | null;
    pax: number | null;
    rev: number | null;
    sts: string;
  }
  const trips: Trip[] = [];
  const bodiesFor = (rt: Route): string[] =>
    rt[3] === "SCH"
      ? ["SCH"]
      : rt[3] === "ITN"
        ? ["RTE", "CCH"]
        : ["RTE", "MIN"];
  for (let day = TRIP_FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const dow = dayOfWeek(day);
    const sundayTimetable = dow === 0 || HOLIDAYS.has(day);
    const month = Number(day.slice(5, 7));
    const season =
      month === 1
        ? 0.78
        : month === 12
          ? 0.85
          : month >= 5 && month <= 8
            ? 1.06
            : 1;
    const dayTrips: Trip[] = [];
    for (const rt of ROUTES) {
      if (rt[8] !== null && day > rt[8]) continue;
      let times: string[];
      if (rt[3] === "SCH")
        times = !sundayTimetable && dow !== 6 && inTerm(day) ? rt[9] : [];
      else times = sundayTimetable ? rt[11] : dow === 6 ? rt[10] : rt[9];
      for (const sch of times)
        dayTrips.push({
          id: 0,
          day,
          rte: rt,
          veh: null,
          drv: null,
          sch,
          act: null,
          pax: null,
          rev: null,
          sts: "C",
        });
    }
    dayTrips.sort((a, b) =>
      a.sch < b.sch ? -1 : a.sch > b.sch ? 1 : a.rte[0] - b.rte[0],
    );
    for (const t of dayTrips) {
      const rt = t.rte;
      const cxP =
        rt[3] === "SCH"
          ? 0
          : rt[0] === 14
            ? 0.06
            : rt[3] === "ITN"
              ? 0.018
              : 0.012;
      const schoolHoliday = !inTerm(day);
      if (
        r.chance(cxP) ||
        (rt[0] === 7 && day >= "2026-11-16" && day <= "2026-11-20")
      ) {
        t.sts = "X";
        trips.push(t);
        continue;
      }
      const bodies = bodiesFor(rt);
      const fleet = buses.filter(
        (b) =>
          b.dpt === rt[4] && bodies.includes(b.model[2]) && busFree(b, day),
      );
      const pool =
        fleet.length > 0
          ? fleet
          : buses.filter((b) => bodies.includes(b.model[2]) && busFree(b, day));
      const bus = r.pick(pool);
      const crew = drivers.filter(
        (d) => d.dpt === rt[4] && driverActive(d, day),
      );
      const drv = r.weighted(
        crew.map((d) => [d, drvWeight.get(d.id) ?? 1] as const),
      );
      const lateP =
        rt[3] === "ITN"
          ? 0.16
          : rt[3] === "LCL"
            ? rt[4] === 1
              ? 0.14
              : 0.08
            : 0.05;
      const delay = r.chance(lateP)
        ? r.int(6, 24)
        : r.chance(0.3)
          ? 0
          : r.int(0, 5);
      let mean =
        (PAX_MEAN[rt[0]] ?? 10) *
        season *
        (dow === 6 || sundayTimetable ? 0.75 : 1);
      if (rt[3] === "LCL" && schoolHoliday) mean *= 0.85;
      const pax = Math.max(
        0,
        Math.min(
          bus.model[3],
          Math.round(mean + normal(r) * Math.sqrt(mean) * 1.3),
        ),
      );
      const concession = 0.35 + r.next() * 0.25;
      const rev =
        rt[3] === "SCH" ? 0 : round(pax * rt[7] * (1 - concession * 0.5), 2);
      t.veh = bus.id;
      t.drv = drv.id;
      t.act = addMinutes(t.sch, delay);
      t.pax = pax;
      t.rev = rev;
      trips.push(t);
    }
  }
  trips.forEach((t, i) => {
    t.id = i + 1;
  });
  // Breakdowns on the road: the trip the bus was on that day is cut short.
  for (const x of breakdowns) {
    if (x.dt < TRIP_FIRST_DAY) continue;
    if (!r.chance(0.55)) continue;
    const candidates = trips.filter(
      (t) =>
        t.day === x.dt &&
        t.sts === "C" &&
        t.rte[4] === x.bus.dpt &&
        bodiesFor(t.rte).includes(x.bus.model[2]),
    );
    if (candidates.length === 0) continue;
    const t = r.pick(candidates);
    t.veh = x.bus.id;
    t.sts = "P";
    t.pax = Math.round((t.pax ?? 0) * 0.8);
    t.rev = t.rte[3] === "SCH" ? 0 : round((t.rev ?? 0) * 0.8, 2);
    x.trp = t.id;
  }
  breakdowns.sort((a, b) =>
    a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.bus.id - b.bus.id,
  );
  breakdowns.forEach((x, i) => {
    x.id = i + 1;
  });

  // ---- charters ----
  interface Charter {
    ref: string;
    cust: string;
    typ: string;
    bkg: string;
    hire: string;
    hrs: number;
    pax: number;
    veh: number | null;
    drv: number | null;
    quo: number;
    sts: string;
    cnx: string | null;
    inv: string | null;
    invDt: string | null;
    invAud: number | null;
    due: string | null;
    paid: string | null;
  }
  const charters: Charter[] = [];
  const privateName = uniqueNames(r, FIRST_NAMES, LAST_NAMES);
  const hireDays: [string, Customer][] = [];
  for (const c of CUSTOMERS) {
    for (const [from, to] of [
      ["2025-01-06", "2025-12-19"],
      ["2026-01-05", "2026-12-18"],
    ] as const) {
      const n = Math.max(1, Math.round(c[2] * (0.75 + r.next() * 0.5)));
      for (let i = 0; i < n; i++) {
        let d = r.date(from, to);
        while (c[1] === "SCH" && !schoolDay(d)) d = r.date(from, to);
        hireDays.push([d, c]);
      }
    }
  }
  for (let i = 0; i < 70; i++) {
    const [f, l] = privateName();
    hireDays.push([
      r.date("2025-01-04", "2026-12-20"),
      [
        `${f} ${l.replace("OConnor", "O'Connor")}`,
        "PRV",
        1,
        [4, 8],
        [15, 53],
        [0, 3],
      ],
    ]);
  }
  hireDays.sort((a, b) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1][0].localeCompare(b[1][0]),
  );
  const seqByYear: Record<string, number> = {};
  let invSeq = 4100;
  const pendingInvoices: Charter[] = [];
  for (const [hire, c] of hireDays) {
    const bkg = addDays(hire, -r.int(4, c[1] === "PRV" ? 150 : 75));
    if (bkg > LAST_DAY) continue;
    const yy = bkg.slice(2, 4);
    seqByYear[yy] = (seqByYear[yy] ?? 0) + 1;
    const ref = `CH${yy}-${String(seqByYear[yy]).padStart(4, "0")}`;
    const hrs = r.int(c[3][0] * 2, c[3][1] * 2) / 2;
    const pax = r.int(c[4][0], c[4][1]);
    const rate = c[1] === "SCH" ? 138 : c[1] === "COU" ? 145 : 165;
    const quo = round(Math.max(4, hrs) * rate + (pax > 45 ? 120 : 0), 2);
    const cxP =
      c[1] === "PRV"
        ? 0.16
        : c[1] === "SPT"
          ? 0.11
          : c[1] === "SCH"
            ? 0.07
            : 0.05;
    let sts = hire <= LAST_DAY ? "CMP" : "CNF";
    let cnx: string | null = null;
    if (r.chance(cxP)) {
      const span = daysBetween(bkg, hire);
      cnx = addDays(bkg, r.int(1, Math.max(1, span - 1)));
      if (cnx <= LAST_DAY) sts = "CNX";
      else cnx = null;
    }
    const ch: Charter = {
      ref,
      cust: c[0],
      typ: c[1],
      bkg,
      hire,
      hrs,
      pax,
      veh: null,
      drv: null,
      quo,
      sts,
      cnx,
      inv: null,
      invDt: null,
      invAud: null,
      due: null,
      paid: null,
    };
    if (sts !== "CNX" && (sts === "CMP" || hire <= addDays(LAST_DAY, 7))) {
      const bodies = c[1] === "SCH" && pax > 53 ? ["SCH"] : ["CCH"];
      const pool = buses.filter(
        (b) =>
          bodies.includes(b.model[2]) &&
          busFree(b, hire) &&
          b.model[3] >= Math.min(pax, 53),
      );
      const bus = r.pick(
        pool.length > 0
          ? pool
          : buses.filter((b) => b.model[2] === "CCH" && busActive(b, hire)),
      );
      ch.veh = bus.id;
      const crew = drivers.filter((d) => d.chtr && driverActive(d, hire));
      const near = crew.filter((d) => d.dpt === bus.dpt);
      ch.drv = r.pick(near.length > 0 ? near : crew).id;
    }
    if (sts === "CMP") {
      ch.invDt = addDays(hire, r.int(0, 4));
      if (ch.invDt > LAST_DAY) ch.invDt = LAST_DAY;
      ch.invAud = round(
        quo + (r.chance(0.2) ? rate * r.int(1, 3) * 0.5 : 0),
        2,
      );
      ch.due = addDays(
        ch.invDt,
        c[1] === "PRV" ? 7 : c[1] === "SCH" || c[1] === "COU" ? 30 : 14,
      );
      const payDays = r.int(c[5][0], c[5][1]);
      const paid = addDays(ch.invDt, payDays);
      const bad = c[0] === BAD_PAYER[0] && ch.invDt >= BAD_PAYER[1];
      ch.paid = bad || paid > LAST_DAY ? null : paid;
      pendingInvoices.push(ch);
    }
    charters.push(ch);
  }
  pendingInvoices.sort((a, b) =>
    (a.invDt ?? "") < (b.invDt ?? "")
      ? -1
      : (a.invDt ?? "") > (b.invDt ?? "")
        ? 1
        : a.ref.localeCompare(b.ref),
  );
  for (const ch of pendingInvoices) ch.inv = `INV${invSeq++}`;
  charters.sort((a, b) =>
    a.bkg < b.bkg ? -1 : a.bkg > b.bkg ? 1 : a.ref.localeCompare(b.ref),
  );

  // ---- fuel card ----
  const fuel: unknown[][] = [];
  let txn = 880001;
  const fuelEvents: [string, Bus, string, number, number, number][] = [];
  for (const b of buses) {
    if (b.model[4] === "BEV") continue;
    const [lo, hi] = b.model[8];
    const every =
      b.model[2] === "CCH"
        ? [6, 11]
        : b.model[2] === "SCH"
          ? [6, 10]
          : b.model[2] === "MIN"
            ? [6, 10]
            : [5, 9];
    let odo = Math.max(1, 2025 - b.blt) * r.int(38, 62) * 1000 + r.int(0, 999);
    let day = addDays(FIRST_DAY, r.int(0, 5));
    let nextAdblue = addDays(FIRST_DAY, r.int(10, 40));
    while (day <= LAST_DAY && busActive(b, day)) {
      if (busFree(b, day)) {
        const litres = round(lo + (hi - lo) * r.next(), 1);
        odo += Math.round(
          litres *
            (b.model[4] === "HYB" ? 3.6 : b.model[2] === "MIN" ? 6.5 : 2.6) *
            (0.9 + r.next() * 0.2),
        );
        const away = r.chance(b.model[2] === "CCH" ? 0.45 : 0.1);
        const site = away
          ? r.chance(0.7)
            ? r.pick(PUBLIC_SITES.filter((s) => s[1] === b.dpt))
            : r.pick(PUBLIC_SITES)
          : null;
        const base =
          day < "2025-07-01"
            ? 1.72
            : day < "2026-01-01"
              ? 1.68
              : day < "2026-06-01"
                ? 1.79
                : 1.86;
        const price = round(
          base + (site ? site[2] : 0) + (r.next() - 0.5) * 0.06,
          3,
        );
        fuelEvents.push([
          day,
          b,
          site ? site[0] : (BOWSER[b.dpt] as string),
          litres,
          price,
          odo,
        ]);
        if (day >= nextAdblue) {
          const l = round(18 + r.next() * 22, 1);
          fuelEvents.push([
            day,
            b,
            site ? site[0] : (BOWSER[b.dpt] as string),
            -l,
            round(1.12 + (site ? 0.35 : 0) + (r.next() - 0.5) * 0.06, 3),
            odo,
          ]);
          nextAdblue = addDays(day, r.int(28, 50));
        }
      }
      day = addDays(day, r.int(every[0] as number, every[1] as number));
    }
  }
  fuelEvents.sort((a, b) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1].id - b[1].id || b[3] - a[3],
  );
  for (const [day, b, site, l, price, odo] of fuelEvents) {
    const litres = Math.abs(l);
    const product = l < 0 ? "AdBlue" : "Diesel";
    fuel.push([
      `T${txn++}`,
      day,
      `7034 1180 ${String(2200 + b.id).padStart(4, "0")} ${b.flt}`,
      b.flt,
      site,
      product,
      litres,
      price,
      round(litres * price, 2),
      odo,
    ]);
  }

  return [
    "CREATE SCHEMA ops;",
    `CREATE TABLE ops.dpt (dpt_id integer PRIMARY KEY, dpt_cd varchar(3) NOT NULL UNIQUE, dpt_nm text NOT NULL, opn_yr smallint NOT NULL, bay_cnt smallint NOT NULL,
      chg_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.veh (veh_id integer PRIMARY KEY, flt_no varchar(6) NOT NULL UNIQUE, rego_no varchar(8) NOT NULL, mk_cd varchar(3) NOT NULL, mdl_nm text NOT NULL,
      body_cd varchar(3) NOT NULL, seats smallint NOT NULL, blt_yr smallint NOT NULL, fuel_cd varchar(3) NOT NULL, dpt_id integer NOT NULL REFERENCES ops.dpt (dpt_id),
      wc_yn char(1) NOT NULL, wdrn_dt date);`,
    `CREATE TABLE ops.drv (drv_id integer PRIMARY KEY, emp_no varchar(6) NOT NULL UNIQUE, frst_nm text NOT NULL, lst_nm text NOT NULL,
      dpt_id integer NOT NULL REFERENCES ops.dpt (dpt_id), hire_dt date NOT NULL, term_dt date, lic_cd varchar(2) NOT NULL, chtr_yn char(1) NOT NULL, ft_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.rte (rte_id integer PRIMARY KEY, rte_no varchar(4) NOT NULL, rte_nm text NOT NULL, svc_cd varchar(3) NOT NULL,
      frm_dpt_id integer NOT NULL REFERENCES ops.dpt (dpt_id), to_dpt_id integer NOT NULL REFERENCES ops.dpt (dpt_id), km_len numeric(5,1) NOT NULL,
      fare_aud numeric(6,2) NOT NULL, wdrn_dt date);`,
    `CREATE TABLE ops.trp (trp_id integer PRIMARY KEY, svc_dt date NOT NULL, rte_id integer NOT NULL REFERENCES ops.rte (rte_id), veh_id integer REFERENCES ops.veh (veh_id),
      drv_id integer REFERENCES ops.drv (drv_id), sch_dep time NOT NULL, act_dep time, pax_cnt smallint, rev_aud numeric(8,2), sts_cd char(1) NOT NULL);`,
    `CREATE TABLE ops.flt (flt_cd varchar(3) PRIMARY KEY, flt_dsc text NOT NULL, sfty_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.brk (brk_id integer PRIMARY KEY, veh_id integer NOT NULL REFERENCES ops.veh (veh_id), brk_dt date NOT NULL, trp_id integer REFERENCES ops.trp (trp_id),
      flt_cd varchar(3) NOT NULL REFERENCES ops.flt (flt_cd), tow_yn char(1) NOT NULL, wksp_cd varchar(3) NOT NULL, rpr_dt date, rpr_cost_aud numeric(9,2));`,
    `CREATE TABLE ops.chtr (bkg_id integer PRIMARY KEY, bkg_ref varchar(10) NOT NULL UNIQUE, cust_nm text NOT NULL, cust_typ varchar(3) NOT NULL, bkg_dt date NOT NULL,
      hire_dt date NOT NULL, hrs numeric(4,1) NOT NULL, pax smallint NOT NULL, veh_id integer REFERENCES ops.veh (veh_id), drv_id integer REFERENCES ops.drv (drv_id),
      quo_aud numeric(9,2) NOT NULL, sts_cd varchar(3) NOT NULL, cnx_dt date, inv_no varchar(8), inv_dt date, inv_aud numeric(9,2), due_dt date, paid_dt date);`,
    `CREATE TABLE ops."Fuel Card Export" ("Txn No" text NOT NULL, "Txn Date" date NOT NULL, "Card No" text NOT NULL, "Fleet No" text NOT NULL, "Site" text NOT NULL,
      "Product" text NOT NULL, "Litres" numeric(7,1) NOT NULL, "Unit Price" numeric(6,3) NOT NULL, "Amount (AUD)" numeric(9,2) NOT NULL, "Odometer (km)" integer NOT NULL);`,
    insertRows(
      "ops.dpt",
      ["dpt_id", "dpt_cd", "dpt_nm", "opn_yr", "bay_cnt", "chg_yn"],
      DEPOTS,
    ),
    insertRows(
      "ops.veh",
      [
        "veh_id",
        "flt_no",
        "rego_no",
        "mk_cd",
        "mdl_nm",
        "body_cd",
        "seats",
        "blt_yr",
        "fuel_cd",
        "dpt_id",
        "wc_yn",
        "wdrn_dt",
      ],
      vehRows,
    ),
    insertRows(
      "ops.drv",
      [
        "drv_id",
        "emp_no",
        "frst_nm",
        "lst_nm",
        "dpt_id",
        "hire_dt",
        "term_dt",
        "lic_cd",
        "chtr_yn",
        "ft_yn",
      ],
      drvRows,
    ),
    insertRows(
      "ops.rte",
      [
        "rte_id",
        "rte_no",
        "rte_nm",
        "svc_cd",
        "frm_dpt_id",
        "to_dpt_id",
        "km_len",
        "fare_aud",
        "wdrn_dt",
      ],
      ROUTES.map((x) => x.slice(0, 9)),
    ),
    insertRows(
      "ops.trp",
      [
        "trp_id",
        "svc_dt",
        "rte_id",
        "veh_id",
        "drv_id",
        "sch_dep",
        "act_dep",
        "pax_cnt",
        "rev_aud",
        "sts_cd",
      ],
      trips.map((t) => [
        t.id,
        t.day,
        t.rte[0],
        t.veh,
        t.drv,
        `${t.sch}:00`,
        t.act,
        t.pax,
        t.rev,
        t.sts,
      ]),
    ),
    insertRows(
      "ops.flt",
      ["flt_cd", "flt_dsc", "sfty_yn"],
      FAULTS.map((f) => [f[0], f[1], f[2]]),
    ),
    insertRows(
      "ops.brk",
      [
        "brk_id",
        "veh_id",
        "brk_dt",
        "trp_id",
        "flt_cd",
        "tow_yn",
        "wksp_cd",
        "rpr_dt",
        "rpr_cost_aud",
      ],
      breakdowns.map((x) => [
        x.id,
        x.bus.id,
        x.dt,
        x.trp,
        x.flt[0],
        x.tow,
        x.wksp,
        x.rpr,
        x.cost,
      ]),
    ),
    insertRows(
      "ops.chtr",
      [
        "bkg_id",
        "bkg_ref",
        "cust_nm",
        "cust_typ",
        "bkg_dt",
        "hire_dt",
        "hrs",
        "pax",
        "veh_id",
        "drv_id",
        "quo_aud",
        "sts_cd",
        "cnx_dt",
        "inv_no",
        "inv_dt",
        "inv_aud",
        "due_dt",
        "paid_dt",
      ],
      charters.map((c, i) => [
        i + 1,
        c.ref,
        c.cust,
        c.typ,
        c.bkg,
        c.hire,
        c.hrs,
        c.pax,
        c.veh,
        c.drv,
        c.quo,
        c.sts,
        c.cnx,
        c.inv,
        c.invDt,
        c.invAud,
        c.due,
        c.paid,
      ]),
    ),
    insertRows(
      'ops."Fuel Card Export"',
      [
        '"Txn No"',
        '"Txn Date"',
        '"Card No"',
        '"Fleet No"',
        '"Site"',
        '"Product"',
        '"Litres"',
        '"Unit Price"',
        '"Amount (AUD)"',
        '"Odometer (km)"',
      ],
      fuel,
    ),
  ].join("\n");
}
