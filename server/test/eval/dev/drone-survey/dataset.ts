/**
 * Severnside Aerial Surveys Ltd is a small drone survey company in Chepstow (Monmouthshire) working across South
 * Wales and the West of England. It flies roof surveys for homeowners, roofers, surveyors and loss adjusters;
 * thermal (infrared) surveys of roofs and buildings; topographic land surveys for farms, estates, councils and
 * developers; monthly progress surveys of construction sites; blade and tower inspections of wind turbines for wind
 * farm operators; inspections of telecom masts for tower companies; and some aerial photography and video for
 * marketing. A customer asks for a price, the office sends a quote (a fixed price for the job, excluding VAT); if
 * the customer accepts, the job is booked and a lead pilot is put in charge of it. The job is flown on one or more
 * site visits ("flights": one pilot with one drone on one site on one day; a big wind farm or a big land survey
 * takes several visits). A visit can be scrubbed on the day because of the weather (wind, rain, low cloud) or for
 * another reason (no site access, client postponed), and is then rebooked for a later day. After the last visit the
 * office processes the images and delivers the report / model / photos to the customer; the job is then invoiced
 * (the invoice can differ from the quote: extra work, standby charges, goodwill discounts). Pilots hold a UK CAA
 * remote pilot certificate; some are employees and some are freelancers paid a day rate. The company owns a small
 * fleet of drones, each with a call sign, which are serviced, repaired and given new batteries and propellers.
 *
 * This is an export of the drone-operations and job-management package "SkyOps Manager" (schema `skyops`), taken on
 * the morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24; the flights already
 * planned for the coming weeks (status PLN) are dated from 2026-11-25 onwards. Jobs and flights start in January
 * 2024 (customers, pilots and drones may be older). Work is done Monday to Friday.
 *
 * UNITS (mind the mix): `qt_p` (quote) and `cost_p` (maintenance cost) are whole PENCE (GBP; divide by 100 for
 * pounds). `inv_gbp` (invoice), `purch_gbp` (drone purchase price) and `day_rt_gbp` (freelance day rate) are in
 * POUNDS with pence as decimals. All money excludes VAT. `air_min` is airborne minutes; `hrs_b4` is decimal hours.
 * `gust_kt` is knots. `mtow_g` grams. Dates are UK calendar dates.
 *
 * Tables, columns and codes:
 * - `pilot`: one remote pilot. `plt_id` id; `first_nm`, `last_nm`; `emp_cd` E employee, F freelancer;
 *   `start_dt` first day flying for the company, `end_dt` last day (NULL = still flying for us); `cert_cd` the CAA
 *   certificate held: GVC General VLOS Certificate (may fly every drone, including the heavy Matrice drones), A2
 *   A2 Certificate of Competency (small drones only: never the Matrice drones, so never turbine, mast or Matrice
 *   thermal work); `cert_no` the CAA reference; `cert_exp` the date the certificate expires; `thermo_yn` Y when the
 *   pilot is a qualified thermographer (only they lead thermal surveys); `hrs_b4` flying hours the pilot had logged
 *   BEFORE joining (a pilot's total flying hours = `hrs_b4` + their flown `air_min` / 60); `day_rt_gbp` the day rate
 *   of a freelancer in pounds (NULL for employees).
 * - `acft`: one drone (aircraft). `ac_id` the fleet number (SAS-01 …); `call_sgn` its call sign, the name everybody
 *   uses (Kestrel, Merlin …); `mk_mdl` make and model (with its camera); `cls_mk` the UK class mark (C0, C1, C2; LEG
 *   legacy drone with no class mark); `mtow_g` maximum take-off weight in grams; `thermal_yn` Y when it carries a
 *   thermal camera; `purch_dt` and `purch_gbp` when bought and for how much (pounds); `ret_dt` the date it left the
 *   fleet (NULL = still in service) and `ret_rsn` why.
 * - `cust`: one customer. `cust_id`; `cust_nm` company name, or the householder's name for private customers;
 *   `sect_cd` RES private householder, RFC roofing contractor, SVY surveyors / estate and land agents, INS insurer
 *   or loss adjuster, CON construction company / developer, ENR wind farm operator, TEL telecom tower company, AGR
 *   farm or estate, PUB council or public body; `town`; `acct_yn` Y when the customer has a 30-day credit account
 *   (N pays on the invoice straight away); `crtd_dt` when the customer record was created.
 * - `svc` (lookup): the survey types. `svc_cd` ROOF roof survey, THRM thermal survey, TOPO topographic land survey,
 *   CSP construction site progress survey, WTG wind turbine inspection, MAST telecom mast inspection, PHO aerial
 *   photography / video; `svc_nm` its name; `unit_cd` what the job's `n_units` counts for that service: TRB wind
 *   turbines, MST masts, HA hectares, JOB nothing (`n_units` is NULL); `tat_days` the standard turnaround promised
 *   from acceptance to delivery, in calendar days.
 * - `job`: one quote and, when accepted, the job. `job_no` (yy-nnnn, numbered in quote order); `cust_id`; `svc_cd`;
 *   `site_town`, `site_pcode` where the site is; `qt_dt` the date the quote was sent; `qt_p` the quoted price in
 *   PENCE; `n_units` turbines / masts / hectares (see `svc.unit_cd`); `stat_cd` QTD quote sent, no answer yet; LST
 *   quote declined (lost); BKD accepted and booked, not yet delivered (an open job); DLV delivered to the customer;
 *   CXL accepted and then cancelled by the customer before delivery (never invoiced); `acc_dt` the date the
 *   customer accepted the quote (NULL for QTD and LST; set for BKD, DLV and CXL); `due_dt` the delivery date
 *   promised on acceptance; `lead_plt` the pilot in charge; `dlv_dt` the date the results were delivered (NULL =
 *   not delivered); `inv_no`, `inv_dt`, `inv_gbp` the invoice, its date and its amount in POUNDS (NULL = not
 *   invoiced yet; only DLV jobs are invoiced, a few days after delivery); `pd_dt` the date the customer paid the
 *   invoice (NULL = unpaid). A job is "late" when delivered after its `due_dt`.
 * - `flt`: one planned site visit by one pilot with one drone on one day. `flt_id`; `job_no`; `flt_dt`; `plt_id`
 *   the pilot who flew (or was to fly; not always the job's lead pilot); `ac_id` the drone; `stat_cd` FLN flown, WXC
 *   scrubbed on the day because of the weather, CXL called off for another reason (no site access, client
 *   postponed), PLN planned (future); `wx_cd` the weather that scrubbed it (WND wind, RAIN rain, VIS low cloud or
 *   poor visibility; NULL unless WXC); `gust_kt` the strongest gust measured on site, in knots (NULL for PLN and
 *   CXL); `air_min` airborne minutes (NULL unless FLN); `n_batt` battery packs flown (NULL unless FLN; the
 *   Matrice drones fly on two packs at a time and both are counted).
 * - `mx_log`: one maintenance entry for a drone. `mx_id`; `ac_id`; `mx_dt`; `mx_cd` SVC routine service, REP repair
 *   after damage or a fault, BAT new battery packs bought for it, PRP new propellers, FW firmware update; `n_packs`
 *   battery packs bought (BAT only, otherwise NULL); `cost_p` cost in PENCE (0 for firmware); `aog_days` days the
 *   drone was grounded ("aircraft on ground") by this work; `note`.
 *
 * Not recorded here: pilot wages, salaries or what freelancers were actually paid; travel, mileage, fuel and hotel
 *   costs; insurance policies and premiums; the findings of the surveys (defects, damage, heat loss found); data
 *   volumes, photo counts and processing hours in the office; individual battery serial numbers and charge cycles;
 *   airspace permissions, flight restriction zone applications and NOTAMs; customer satisfaction, reviews and
 *   complaints; where enquiries came from (marketing, referrals); VAT; pilots' ages and dates of birth; weather
 *   forecasts (only the gust measured on site is kept).
 *
 * Tables
 * - `pilot`: `plt_id`, `first_nm`, `last_nm`, `emp_cd`, `start_dt`, `end_dt`, `cert_cd`, `cert_no`, `cert_exp`,
 *   `thermo_yn`, `hrs_b4`, `day_rt_gbp`.
 * - `acft`: `ac_id`, `call_sgn`, `mk_mdl`, `cls_mk`, `mtow_g`, `thermal_yn`, `purch_dt`, `purch_gbp`, `ret_dt`,
 *   `ret_rsn`.
 * - `cust`: `cust_id`, `cust_nm`, `sect_cd`, `town`, `acct_yn`, `crtd_dt`.
 * - `svc`: `svc_cd`, `svc_nm`, `unit_cd`, `tat_days`.
 * - `job`: `job_no`, `cust_id`, `svc_cd`, `site_town`, `site_pcode`, `qt_dt`, `qt_p`, `n_units`, `stat_cd`,
 *   `acc_dt`, `due_dt`, `lead_plt`, `dlv_dt`, `inv_no`, `inv_dt`, `inv_gbp`, `pd_dt`.
 * - `flt`: `flt_id`, `job_no`, `flt_dt`, `plt_id`, `ac_id`, `stat_cd`, `wx_cd`, `gust_kt`, `air_min`, `n_batt`.
 * - `mx_log`: `mx_id`, `ac_id`, `mx_dt`, `mx_cd`, `n_packs`, `cost_p`, `aog_days`, `note`.
 */
import {
  addDays,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const r = seededRandom(7731_2026);

const isWorkDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 &&
  dayOfWeek(d) !== 6 &&
  !ENGLAND_BANK_HOLIDAYS.has(d) &&
  d.slice(5) !== "12-24" &&
  d.slice(5) !== "12-31";
const nextWorkDay = (d: string): string => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};

// ------------------------------------------------------------------ pilots
type Pilot = {
  id: number;
  first: string;
  last: string;
  emp: "E" | "F";
  start: string;
  end: string | null;
  cert: "GVC" | "A2";
  certNo: string;
  certExp: string;
  thermo: boolean;
  hrsB4: number;
  dayRate: number | null;
  weight: number;
};
const PILOTS: Pilot[] = [
  {
    id: 101,
    first: "Gareth",
    last: "Pryce",
    emp: "E",
    start: "2018-04-03",
    end: null,
    cert: "GVC",
    certNo: "GVC-2023-04417",
    certExp: "2028-05-14",
    thermo: true,
    hrsB4: 612.5,
    dayRate: null,
    weight: 3,
  },
  {
    id: 102,
    first: "Megan",
    last: "Hollis",
    emp: "E",
    start: "2020-02-17",
    end: null,
    cert: "GVC",
    certNo: "GVC-2022-01183",
    certExp: "2027-03-08",
    thermo: true,
    hrsB4: 288,
    dayRate: null,
    weight: 4,
  },
  {
    id: 103,
    first: "Tomasz",
    last: "Nowak",
    emp: "E",
    start: "2021-06-01",
    end: null,
    cert: "GVC",
    certNo: "GVC-2022-03560",
    certExp: "2027-09-30",
    thermo: false,
    hrsB4: 174,
    dayRate: null,
    weight: 4,
  },
  {
    id: 104,
    first: "Rhys",
    last: "Bevan",
    emp: "E",
    start: "2022-09-05",
    end: "2025-06-30",
    cert: "A2",
    certNo: "A2-2022-77812",
    certExp: "2027-08-19",
    thermo: false,
    hrsB4: 96,
    dayRate: null,
    weight: 3,
  },
  {
    id: 105,
    first: "Aisha",
    last: "Karim",
    emp: "E",
    start: "2023-02-13",
    end: null,
    cert: "GVC",
    certNo: "GVC-2023-00921",
    certExp: "2028-01-23",
    thermo: true,
    hrsB4: 140.5,
    dayRate: null,
    weight: 3.5,
  },
  {
    id: 106,
    first: "Ifan",
    last: "Rowlands",
    emp: "F",
    start: "2024-01-08",
    end: "2024-11-29",
    cert: "GVC",
    certNo: "GVC-2021-02264",
    certExp: "2026-06-30",
    thermo: false,
    hrsB4: 355,
    dayRate: 300,
    weight: 2,
  },
  {
    id: 107,
    first: "Owen",
    last: "Tranter",
    emp: "F",
    start: "2024-05-07",
    end: null,
    cert: "A2",
    certNo: "A2-2024-10387",
    certExp: "2029-03-02",
    thermo: false,
    hrsB4: 82,
    dayRate: 320,
    weight: 2,
  },
  {
    id: 108,
    first: "Lucy",
    last: "Fenwick",
    emp: "E",
    start: "2025-03-03",
    end: null,
    cert: "GVC",
    certNo: "GVC-2025-00455",
    certExp: "2030-01-15",
    thermo: false,
    hrsB4: 35,
    dayRate: null,
    weight: 3,
  },
  {
    id: 109,
    first: "Dan",
    last: "Mercer",
    emp: "F",
    start: "2025-09-01",
    end: null,
    cert: "A2",
    certNo: "A2-2022-51140",
    certExp: "2027-04-11",
    thermo: false,
    hrsB4: 410,
    dayRate: 350,
    weight: 2,
  },
];
const pilotActive = (p: Pilot, d: string) =>
  p.start <= d && (p.end === null || d <= p.end);

// ------------------------------------------------------------------ drones
type Drone = {
  id: string;
  call: string;
  model: string;
  cls: string;
  mtow: number;
  thermal: boolean;
  purch: string;
  cost: number;
  ret: string | null;
  retRsn: string | null;
  heavy: boolean;
  packMin: number; // airborne minutes per battery pack (per pair for the Matrice, which flies on two)
  packCost: number; // pounds per pack
};
const DRONES: Drone[] = [
  {
    id: "SAS-01",
    call: "Kestrel",
    model: "DJI Phantom 4 RTK",
    cls: "LEG",
    mtow: 1391,
    thermal: false,
    purch: "2020-11-20",
    cost: 5850,
    ret: "2024-08-30",
    retRsn: "Sold second-hand, replaced by Harrier",
    heavy: false,
    packMin: 22,
    packCost: 165,
  },
  {
    id: "SAS-02",
    call: "Merlin",
    model: "DJI Matrice 300 RTK + Zenmuse H20T",
    cls: "LEG",
    mtow: 6300,
    thermal: true,
    purch: "2021-06-14",
    cost: 14950,
    ret: null,
    retRsn: null,
    heavy: true,
    packMin: 33,
    packCost: 610,
  },
  {
    id: "SAS-03",
    call: "Swift",
    model: "DJI Mavic 3 Enterprise",
    cls: "C2",
    mtow: 915,
    thermal: false,
    purch: "2022-03-22",
    cost: 3620,
    ret: null,
    retRsn: null,
    heavy: false,
    packMin: 35,
    packCost: 189,
  },
  {
    id: "SAS-04",
    call: "Ember",
    model: "DJI Mavic 3 Thermal",
    cls: "C2",
    mtow: 920,
    thermal: true,
    purch: "2022-03-22",
    cost: 5280,
    ret: null,
    retRsn: null,
    heavy: false,
    packMin: 35,
    packCost: 189,
  },
  {
    id: "SAS-05",
    call: "Falcon",
    model: "Autel EVO II Pro RTK",
    cls: "LEG",
    mtow: 1237,
    thermal: false,
    purch: "2023-05-10",
    cost: 4410,
    ret: "2026-02-11",
    retRsn: "Crashed on site (motor failure), written off",
    heavy: false,
    packMin: 30,
    packCost: 149,
  },
  {
    id: "SAS-06",
    call: "Harrier",
    model: "DJI Mavic 3 Enterprise RTK",
    cls: "C2",
    mtow: 951,
    thermal: false,
    purch: "2024-07-15",
    cost: 3990,
    ret: null,
    retRsn: null,
    heavy: false,
    packMin: 35,
    packCost: 189,
  },
  {
    id: "SAS-07",
    call: "Wren",
    model: "DJI Mini 4 Pro",
    cls: "C0",
    mtow: 249,
    thermal: false,
    purch: "2024-03-04",
    cost: 989,
    ret: null,
    retRsn: null,
    heavy: false,
    packMin: 28,
    packCost: 85,
  },
  {
    id: "SAS-08",
    call: "Osprey",
    model: "DJI Matrice 350 RTK + Zenmuse H30T",
    cls: "LEG",
    mtow: 6470,
    thermal: true,
    purch: "2025-02-24",
    cost: 17890,
    ret: null,
    retRsn: null,
    heavy: true,
    packMin: 36,
    packCost: 640,
  },
];
const droneActive = (a: Drone, d: string) =>
  a.purch <= d && (a.ret === null || d < a.ret);

// ------------------------------------------------------------------ services
type Svc = {
  cd: string;
  nm: string;
  unit: string;
  tat: number;
  drones: [string, number][];
};
const SVCS: Svc[] = [
  {
    cd: "ROOF",
    nm: "Roof survey",
    unit: "JOB",
    tat: 14,
    drones: [
      ["SAS-07", 3],
      ["SAS-03", 3],
      ["SAS-06", 3],
      ["SAS-01", 1],
      ["SAS-05", 1],
    ],
  },
  {
    cd: "THRM",
    nm: "Thermal survey",
    unit: "JOB",
    tat: 21,
    drones: [
      ["SAS-04", 5],
      ["SAS-02", 2],
      ["SAS-08", 2],
    ],
  },
  {
    cd: "TOPO",
    nm: "Topographic land survey",
    unit: "HA",
    tat: 28,
    drones: [
      ["SAS-01", 3],
      ["SAS-05", 3],
      ["SAS-06", 4],
      ["SAS-03", 2],
      ["SAS-02", 1],
    ],
  },
  {
    cd: "CSP",
    nm: "Construction site progress survey",
    unit: "JOB",
    tat: 10,
    drones: [
      ["SAS-03", 3],
      ["SAS-06", 3],
      ["SAS-05", 2],
      ["SAS-01", 1],
    ],
  },
  {
    cd: "WTG",
    nm: "Wind turbine inspection",
    unit: "TRB",
    tat: 42,
    drones: [
      ["SAS-02", 1],
      ["SAS-08", 1],
    ],
  },
  {
    cd: "MAST",
    nm: "Telecom mast inspection",
    unit: "MST",
    tat: 28,
    drones: [
      ["SAS-02", 1],
      ["SAS-08", 1],
    ],
  },
  {
    cd: "PHO",
    nm: "Aerial photography and video",
    unit: "JOB",
    tat: 14,
    drones: [
      ["SAS-07", 2],
      ["SAS-03", 2],
      ["SAS-06", 2],
    ],
  },
];
const svcBy = new Map(SVCS.map((s) => [s.cd, s]));
const droneBy = new Map(DRONES.map((a) => [a.id, a]));

// ------------------------------------------------------------------ customers
type Cust = {
  id: number;
  nm: string;
  sect: string;
  town: string;
  acct: boolean;
  crtd: string;
};
const TOWNS = [
  "Newport",
  "Cardiff",
  "Chepstow",
  "Monmouth",
  "Abergavenny",
  "Pontypool",
  "Cwmbran",
  "Caerphilly",
  "Bristol",
  "Bridgend",
  "Usk",
  "Caldicot",
  "Lydney",
  "Thornbury",
];
const PCODES: Record<string, string> = {
  Newport: "NP20",
  Cardiff: "CF14",
  Chepstow: "NP16",
  Monmouth: "NP25",
  Abergavenny: "NP7",
  Pontypool: "NP4",
  Cwmbran: "NP44",
  Caerphilly: "CF83",
  Bristol: "BS16",
  Bridgend: "CF31",
  Usk: "NP15",
  Caldicot: "NP26",
  Lydney: "GL15",
  Thornbury: "BS35",
  Brecon: "LD3",
  Merthyr: "CF47",
  Tredegar: "NP22",
  Crickhowell: "NP8",
  Llandovery: "SA20",
  Ebbw: "NP23",
};
const BUSINESS: [string, string, string, string][] = [
  // name, sector, town, created
  ["Valleys Roofing & Cladding", "RFC", "Pontypool", "2019-05-14"],
  ["ProSlate Roofing Ltd", "RFC", "Cardiff", "2020-09-02"],
  ["A. Jenkins Roofing", "RFC", "Caerphilly", "2021-03-18"],
  ["Lewis & Son Roofing", "RFC", "Abergavenny", "2024-04-22"],
  ["Severn Flat Roofs Ltd", "RFC", "Bristol", "2025-06-09"],
  ["Morgan Hale Chartered Surveyors", "SVY", "Newport", "2019-11-05"],
  ["Pritchard Land Agents", "SVY", "Monmouth", "2021-07-12"],
  ["Harding & Vaughan LLP", "SVY", "Cardiff", "2022-02-28"],
  ["Ridgeway Property Surveyors", "SVY", "Bristol", "2024-09-16"],
  ["Dragon Loss Adjusters", "INS", "Cardiff", "2020-01-20"],
  ["Westway Claims Ltd", "INS", "Bristol", "2023-10-03"],
  ["Castell Homes Ltd", "CON", "Newport", "2021-04-06"],
  ["Severn Vale Construction", "CON", "Chepstow", "2019-08-19"],
  ["Taff Civil Engineering", "CON", "Cardiff", "2022-06-01"],
  ["Westgate Developments", "CON", "Newport", "2024-02-12"],
  ["Usk Valley Homes", "CON", "Usk", "2025-01-27"],
  ["Harbourside Contractors Ltd", "CON", "Bristol", "2025-10-06"],
  ["Gwynt Energy Ltd", "ENR", "Cardiff", "2021-02-15"],
  ["Mynydd Wind Farms", "ENR", "Brecon", "2022-05-09"],
  ["Bristol Channel Wind Services", "ENR", "Bristol", "2024-06-03"],
  ["Pennant Power Ltd", "ENR", "Merthyr", "2025-04-14"],
  ["Arqon Towers UK", "TEL", "Bristol", "2020-10-12"],
  ["MastCo Infrastructure", "TEL", "Cardiff", "2023-03-20"],
  ["Cymru Tower Services", "TEL", "Newport", "2025-08-18"],
  ["Ty Mawr Farm", "AGR", "Abergavenny", "2021-09-08"],
  ["Llanover Estate", "AGR", "Abergavenny", "2020-06-22"],
  ["Court Farm Partnership", "AGR", "Usk", "2024-03-11"],
  ["Wentwood Forest Trust", "AGR", "Caldicot", "2025-02-03"],
  ["Monmouthshire County Council", "PUB", "Monmouth", "2019-03-25"],
  ["Torfaen County Borough Council", "PUB", "Pontypool", "2022-11-14"],
  ["Newport City Council", "PUB", "Newport", "2024-10-21"],
  ["Gwent Heritage Trust", "PUB", "Newport", "2023-05-30"],
];
const customers: Cust[] = BUSINESS.map(([nm, sect, town, crtd]) => ({
  id: 0,
  nm,
  sect,
  town,
  acct: sect !== "AGR" || nm === "Llanover Estate",
  crtd,
}));
// a few business customers have no account
for (const c of customers)
  if (c.nm === "A. Jenkins Roofing" || c.nm === "Gwent Heritage Trust")
    c.acct = false;
// older private customers already on file
const FIRST = [
  "Helen",
  "David",
  "Sian",
  "Mark",
  "Carys",
  "Paul",
  "Rhian",
  "Steven",
  "Emma",
  "Gwyn",
  "Nia",
  "Andrew",
  "Claire",
  "Huw",
  "Rachel",
  "Peter",
  "Lowri",
  "James",
  "Karen",
  "Dylan",
  "Angharad",
  "Simon",
  "Joanne",
  "Gethin",
  "Sarah",
  "Ian",
  "Bethan",
  "Neil",
  "Catrin",
  "Martin",
];
const LASTN = [
  "Morgan",
  "Davies",
  "Jones",
  "Williams",
  "Evans",
  "Thomas",
  "Roberts",
  "Hughes",
  "Lewis",
  "Price",
  "Powell",
  "Griffiths",
  "Phillips",
  "Watkins",
  "Parry",
  "Edwards",
  "Harris",
  "James",
  "Rees",
  "Jenkins",
  "Bowen",
  "Howells",
  "Probert",
  "Llewellyn",
  "Pugh",
  "Baker",
  "Clarke",
  "Turner",
];
const personName = uniqueNames(
  r,
  FIRST,
  LASTN,
  new Set(PILOTS.map((p) => `${p.first} ${p.last}`)),
);
for (let i = 0; i < 14; i++) {
  const [f, l] = personName();
  customers.push({
    id: 0,
    nm: `${f} ${l}`,
    sect: "RES",
    town: r.pick(TOWNS),
    acct: false,
    crtd: r.date("2021-01-04", "2023-12-15"),
  });
}

// ------------------------------------------------------------------ jobs and flights
const SECT_W: [string, number][] = [
  ["RES", 30],
  ["RFC", 14],
  ["SVY", 10],
  ["INS", 6],
  ["CON", 14],
  ["ENR", 7],
  ["TEL", 7],
  ["AGR", 6],
  ["PUB", 6],
];
const SECT_SVC: Record<string, [string, number][]> = {
  RES: [
    ["ROOF", 8],
    ["THRM", 2],
  ],
  RFC: [
    ["ROOF", 8],
    ["THRM", 1],
  ],
  SVY: [
    ["ROOF", 5],
    ["TOPO", 3],
    ["PHO", 2],
    ["THRM", 1],
  ],
  INS: [["ROOF", 1]],
  CON: [
    ["CSP", 7],
    ["TOPO", 3],
  ],
  ENR: [["WTG", 1]],
  TEL: [["MAST", 1]],
  AGR: [
    ["TOPO", 3],
    ["PHO", 1],
  ],
  PUB: [
    ["ROOF", 2],
    ["TOPO", 2],
    ["THRM", 2],
    ["PHO", 1],
  ],
};
const ACCEPT: Record<string, number> = {
  RES: 0.52,
  RFC: 0.72,
  SVY: 0.68,
  INS: 0.85,
  CON: 0.74,
  ENR: 0.72,
  TEL: 0.84,
  AGR: 0.56,
  PUB: 0.48,
};

type Job = {
  no: string;
  cust: Cust;
  svc: string;
  town: string;
  pcode: string;
  qt: string;
  qtP: number;
  units: number | null;
  stat: string;
  acc: string | null;
  due: string | null;
  lead: number | null;
  dlv: string | null;
  invNo: string | null;
  inv: string | null;
  invGbp: number | null;
  pd: string | null;
};
type Flt = {
  job: string;
  dt: string;
  plt: number;
  ac: string;
  stat: string;
  wx: string | null;
  gust: number | null;
  min: number | null;
  batt: number | null;
};
const jobs: Job[] = [];
const flights: Flt[] = [];

const SITE_TOWNS = [
  ...TOWNS,
  "Brecon",
  "Merthyr",
  "Tredegar",
  "Crickhowell",
  "Ebbw",
];
const WIND_SITES = ["Brecon", "Merthyr", "Tredegar", "Llandovery", "Ebbw"];
const site = (pcodeTown: string) =>
  `${PCODES[pcodeTown]} ${r.int(1, 9)}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "Q", "R", "S", "T", "U", "W", "X", "Y"])}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "Q", "R", "S", "T", "U", "W", "X", "Y", "Z"])}`;

function season(d: string): number {
  const m = Number(d.slice(5, 7));
  if (m === 12 || m <= 2) return 0.28;
  if (m === 3 || m === 11) return 0.23;
  if (m === 4 || m === 10) return 0.18;
  return 0.1;
}
function quoteVolume(d: string): number {
  const m = Number(d.slice(5, 7));
  const y = Number(d.slice(0, 4));
  const base = m >= 4 && m <= 9 ? 1.05 : m === 12 || m === 1 ? 0.6 : 0.85;
  return base * (y === 2024 ? 0.85 : y === 2025 ? 1 : 1.12);
}

function pricePence(svc: string, units: number | null, sect: string): number {
  let gbp: number;
  switch (svc) {
    case "ROOF":
      gbp = r.int(45, 95) * 5 + (sect === "RES" ? 0 : 25);
      break;
    case "THRM":
      gbp = r.int(80, 190) * 5;
      break;
    case "TOPO":
      gbp = 650 + (units ?? 1) * r.int(35, 60);
      gbp = Math.round(gbp / 5) * 5;
      break;
    case "CSP":
      gbp = r.int(85, 180) * 5;
      break;
    case "WTG":
      gbp = (units ?? 1) * r.int(130, 175) * 5;
      break;
    case "MAST":
      gbp = (units ?? 1) * r.int(90, 150) * 5;
      break;
    default:
      gbp = r.int(50, 130) * 5;
  }
  return gbp * 100;
}

function pickDrone(svc: string, d: string, pilot: Pilot): string | null {
  const opts = svcBy
    .get(svc)!
    .drones.filter(
      ([id]) =>
        droneActive(droneBy.get(id)!, d) &&
        (pilot.cert === "GVC" || !droneBy.get(id)!.heavy),
    );
  if (opts.length === 0) return null;
  return r.weighted(opts);
}
function canLead(p: Pilot, svc: string, d: string): boolean {
  if (!pilotActive(p, d)) return false;
  if (svc === "THRM") return p.thermo;
  if (svc === "WTG" || svc === "MAST") return p.cert === "GVC";
  return true;
}
function canFly(p: Pilot, svc: string, d: string): boolean {
  if (!pilotActive(p, d)) return false;
  if (svc === "THRM") return p.thermo || p.cert === "GVC";
  if (svc === "WTG" || svc === "MAST") return p.cert === "GVC";
  return true;
}

let seq = 0;
let lastYear = "";
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isWorkDay(d)) continue;
  const n = r.poisson(1.6 * quoteVolume(d));
  for (let k = 0; k < n; k++) {
    const yy = d.slice(2, 4);
    if (yy !== lastYear) {
      lastYear = yy;
      seq = 0;
    }
    seq++;
    const sect = r.weighted(SECT_W);
    let cust: Cust;
    if (sect === "RES") {
      const old = customers.filter((c) => c.sect === "RES" && c.crtd < d);
      if (old.length > 0 && r.chance(0.12)) cust = r.pick(old);
      else {
        const [f, l] = personName();
        cust = {
          id: 0,
          nm: `${f} ${l}`,
          sect: "RES",
          town: r.pick(TOWNS),
          acct: false,
          crtd: d,
        };
        customers.push(cust);
      }
    } else {
      const opts = customers.filter((c) => c.sect === sect && c.crtd <= d);
      if (opts.length === 0) {
        k--;
        seq--;
        continue;
      }
      // long-standing customers get more of the work
      cust = r.weighted(
        opts.map(
          (c) =>
            [c, c.crtd < "2022-01-01" ? 3 : c.crtd < "2024-01-01" ? 2 : 1] as [
              Cust,
              number,
            ],
        ),
      );
    }
    const svc = r.weighted(SECT_SVC[sect]!);
    let units: number | null = null;
    if (svc === "WTG") units = r.int(3, 14);
    else if (svc === "MAST")
      units = r.weighted([
        [1, 5],
        [2, 3],
        [3, 2],
        [4, 1],
      ]);
    else if (svc === "TOPO") units = r.int(2, 45);
    const town =
      svc === "WTG"
        ? r.pick(WIND_SITES)
        : sect === "RES"
          ? cust.town
          : r.pick(SITE_TOWNS);
    const job: Job = {
      no: `${yy}-${pad(seq, 4)}`,
      cust,
      svc,
      town,
      pcode: site(town),
      qt: d,
      qtP: pricePence(svc, units, sect),
      units,
      stat: "QTD",
      acc: null,
      due: null,
      lead: null,
      dlv: null,
      invNo: null,
      inv: null,
      invGbp: null,
      pd: null,
    };
    jobs.push(job);

    const accepts = r.chance(ACCEPT[sect]!);
    // a declined quote is often only marked lost after chasing it for weeks
    const lag = accepts
      ? sect === "RES"
        ? r.int(0, 9)
        : r.int(1, 24)
      : r.int(2, 45);
    const decided = addDays(d, lag);
    if (decided > LAST) continue;
    if (!accepts) {
      job.stat = "LST";
      continue;
    }
    job.acc = decided;
    job.due = addDays(decided, svcBy.get(svc)!.tat);
    const leads = PILOTS.filter((p) => canLead(p, svc, decided));
    const lead = r.weighted(leads.map((p) => [p, p.weight] as [Pilot, number]));
    job.lead = lead.id;
    job.stat = "BKD";
    const cancelled = r.chance(0.05);

    // site visits
    let visits = 1;
    if (svc === "WTG") visits = Math.ceil(units! / r.int(3, 5));
    else if (svc === "TOPO") visits = units! > 25 ? 2 : 1;
    else if (svc === "MAST") visits = units! >= 3 ? 2 : 1;
    let fd = nextWorkDay(addDays(decided, r.int(2, svc === "WTG" ? 16 : 8)));
    let done = 0;
    let lastFlown: string | null = null;
    let attempts = 0;
    while (done < visits) {
      attempts++;
      let pilot = lead;
      if (!pilotActive(lead, fd) || r.chance(0.18)) {
        const others = PILOTS.filter((p) => canFly(p, svc, fd));
        if (others.length === 0) break;
        pilot = r.weighted(others.map((p) => [p, p.weight] as [Pilot, number]));
      }
      const ac = pickDrone(svc, fd, pilot);
      if (ac === null) {
        fd = nextWorkDay(addDays(fd, 1));
        continue;
      }
      if (fd > LAST) {
        if (!cancelled && fd <= addDays(LAST, 35))
          flights.push({
            job: job.no,
            dt: fd,
            plt: pilot.id,
            ac,
            stat: "PLN",
            wx: null,
            gust: null,
            min: null,
            batt: null,
          });
        break;
      }
      if (cancelled && (attempts > 1 || r.chance(0.7))) {
        break;
      }
      const wxP = season(fd) * (svc === "WTG" || svc === "MAST" ? 1.5 : 1);
      if (r.chance(wxP)) {
        const wx = r.weighted([
          ["WND", 55],
          ["RAIN", 35],
          ["VIS", 10],
        ] as [string, number][]);
        const gust = wx === "WND" ? r.int(23, 41) : r.int(6, 21);
        flights.push({
          job: job.no,
          dt: fd,
          plt: pilot.id,
          ac,
          stat: "WXC",
          wx,
          gust,
          min: null,
          batt: null,
        });
        fd = nextWorkDay(addDays(fd, r.int(1, 8)));
        continue;
      }
      if (r.chance(0.03)) {
        flights.push({
          job: job.no,
          dt: fd,
          plt: pilot.id,
          ac,
          stat: "CXL",
          wx: null,
          gust: null,
          min: null,
          batt: null,
        });
        fd = nextWorkDay(addDays(fd, r.int(3, 15)));
        continue;
      }
      let min: number;
      if (svc === "ROOF") min = r.int(12, 38);
      else if (svc === "THRM") min = r.int(22, 55);
      else if (svc === "TOPO")
        min = Math.min(
          150,
          20 + Math.round((units! / visits) * r.float(2.2, 3.4, 1)),
        );
      else if (svc === "CSP") min = r.int(18, 46);
      else if (svc === "WTG")
        min = Math.round((units! / visits) * r.int(24, 40));
      else if (svc === "MAST")
        min = Math.round((units! / visits) * r.int(30, 62));
      else min = r.int(15, 48);
      const dr = droneBy.get(ac)!;
      const batt =
        Math.max(1, Math.ceil(min / dr.packMin)) * (dr.heavy ? 2 : 1);
      flights.push({
        job: job.no,
        dt: fd,
        plt: pilot.id,
        ac,
        stat: "FLN",
        wx: null,
        gust: r.int(3, 19),
        min,
        batt,
      });
      done++;
      lastFlown = fd;
      fd = nextWorkDay(addDays(fd, r.int(1, 4)));
    }
    if (cancelled) {
      const cx = addDays(decided, r.int(3, 20));
      if (cx <= LAST) job.stat = "CXL";
      continue;
    }
    if (done < visits || lastFlown === null) continue;
    const proc =
      svc === "TOPO" || svc === "WTG"
        ? r.int(4, 16)
        : svc === "MAST"
          ? r.int(3, 12)
          : r.int(1, 7);
    const dlv = nextWorkDay(addDays(lastFlown, proc));
    if (dlv > LAST) continue;
    job.dlv = dlv;
    job.stat = "DLV";
    const inv = nextWorkDay(addDays(dlv, r.int(0, 4)));
    if (inv > LAST) continue;
    job.inv = inv;
    let gbp = job.qtP / 100;
    const roll = r.next();
    if (roll < 0.14) gbp += r.int(6, 60) * 5;
    else if (roll < 0.19)
      gbp = Math.round(gbp * r.float(0.88, 0.95, 2) * 100) / 100;
    job.invGbp = Math.round(gbp * 100) / 100;
    if (r.chance(0.015)) continue; // never paid
    const pd = addDays(inv, cust.acct ? r.int(12, 68) : r.int(0, 21));
    if (pd <= LAST) job.pd = pd;
  }
}

// invoice numbers in invoice date order
let invSeq = 10450;
[...jobs]
  .filter((j) => j.inv !== null)
  .sort((a, b) =>
    a.inv! < b.inv! ? -1 : a.inv! > b.inv! ? 1 : a.no < b.no ? -1 : 1,
  )
  .forEach((j) => {
    j.invNo = `SAS${invSeq++}`;
  });

// customer ids in order of creation
customers
  .sort((a, b) =>
    a.crtd < b.crtd ? -1 : a.crtd > b.crtd ? 1 : a.nm < b.nm ? -1 : 1,
  )
  .forEach((c, i) => {
    c.id = 1001 + i;
  });

flights.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.job < b.job ? -1 : 1,
);

// ------------------------------------------------------------------ maintenance
type Mx = {
  ac: string;
  dt: string;
  cd: string;
  packs: number | null;
  cost: number;
  aog: number;
  note: string | null;
};
const mx: Mx[] = [];
for (const a of DRONES) {
  const from = a.purch > START ? a.purch : START;
  const to = a.ret !== null && a.ret < LAST ? addDays(a.ret, -1) : LAST;
  const flown = flights.filter((f) => f.ac === a.id && f.stat === "FLN");
  // routine service about every 3 months
  for (
    let d = addDays(from, r.int(20, 80));
    d <= to;
    d = addDays(d, r.int(80, 100))
  ) {
    const dd = nextWorkDay(d);
    if (dd > to) break;
    mx.push({
      ac: a.id,
      dt: dd,
      cd: "SVC",
      packs: null,
      cost: (a.heavy ? r.int(28, 45) : r.int(9, 22)) * 1000,
      aog: r.int(1, 4),
      note: a.heavy
        ? "Annual / 100h service by DJI Enterprise dealer"
        : "Routine service and inspection",
    });
  }
  // firmware about every two months
  for (
    let d = addDays(from, r.int(10, 60));
    d <= to;
    d = addDays(d, r.int(45, 80))
  ) {
    const dd = nextWorkDay(d);
    if (dd > to) break;
    mx.push({
      ac: a.id,
      dt: dd,
      cd: "FW",
      packs: null,
      cost: 0,
      aog: 0,
      note: "Aircraft and controller firmware updated",
    });
  }
  // new battery packs: after about every 110 packs flown
  let used = 0;
  for (const f of flown) {
    used += f.batt!;
    if (used >= (a.heavy ? 150 : 45)) {
      used = 0;
      const packs = a.heavy ? 2 * r.int(1, 2) : r.int(2, 4);
      mx.push({
        ac: a.id,
        dt: nextWorkDay(addDays(f.dt, r.int(1, 6))),
        cd: "BAT",
        packs,
        cost: packs * a.packCost * 100,
        aog: 0,
        note: "Old packs swollen / high cycle count, retired",
      });
    }
  }
  // propellers
  for (
    let d = addDays(from, r.int(30, 120));
    d <= to;
    d = addDays(d, r.int(100, 180))
  ) {
    const dd = nextWorkDay(d);
    if (dd > to) break;
    mx.push({
      ac: a.id,
      dt: dd,
      cd: "PRP",
      packs: null,
      cost: (a.heavy ? r.int(140, 220) : r.int(18, 45)) * 100,
      aog: 0,
      note: "Propeller set replaced",
    });
  }
  // repairs
  const nRep = r.int(0, a.heavy ? 3 : 2);
  for (let i = 0; i < nRep; i++) {
    const dd = nextWorkDay(r.date(from, to));
    if (dd > to) continue;
    mx.push({
      ac: a.id,
      dt: dd,
      cd: "REP",
      packs: null,
      cost: r.int(120, a.heavy ? 2400 : 900) * 100,
      aog: r.int(3, 24),
      note: r.pick([
        "Gimbal fault, sent for repair",
        "Arm damaged on landing",
        "IMU calibration fault",
        "Camera lens replaced",
        "Motor replaced",
        "Landing gear damaged",
      ]),
    });
  }
  if (a.id === "SAS-05")
    mx.push({
      ac: a.id,
      dt: "2026-02-11",
      cd: "REP",
      packs: null,
      cost: 18500,
      aog: 0,
      note: "Crash assessment by repairer: uneconomic to repair",
    });
}
mx.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.ac < b.ac ? -1 : a.cd < b.cd ? -1 : 1,
);

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA skyops;
CREATE TABLE skyops.pilot (
  plt_id integer PRIMARY KEY,
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  emp_cd char(1) NOT NULL,
  start_dt date NOT NULL,
  end_dt date,
  cert_cd varchar(4) NOT NULL,
  cert_no varchar(20) NOT NULL,
  cert_exp date NOT NULL,
  thermo_yn char(1) NOT NULL,
  hrs_b4 numeric(6,1) NOT NULL,
  day_rt_gbp numeric(7,2)
);
CREATE TABLE skyops.acft (
  ac_id varchar(8) PRIMARY KEY,
  call_sgn text NOT NULL,
  mk_mdl text NOT NULL,
  cls_mk varchar(4) NOT NULL,
  mtow_g integer NOT NULL,
  thermal_yn char(1) NOT NULL,
  purch_dt date NOT NULL,
  purch_gbp numeric(9,2) NOT NULL,
  ret_dt date,
  ret_rsn text
);
CREATE TABLE skyops.cust (
  cust_id integer PRIMARY KEY,
  cust_nm text NOT NULL,
  sect_cd varchar(4) NOT NULL,
  town text,
  acct_yn char(1) NOT NULL,
  crtd_dt date NOT NULL
);
CREATE TABLE skyops.svc (
  svc_cd varchar(4) PRIMARY KEY,
  svc_nm text NOT NULL,
  unit_cd varchar(4) NOT NULL,
  tat_days integer NOT NULL
);
CREATE TABLE skyops.job (
  job_no varchar(8) PRIMARY KEY,
  cust_id integer NOT NULL REFERENCES skyops.cust(cust_id),
  svc_cd varchar(4) NOT NULL REFERENCES skyops.svc(svc_cd),
  site_town text,
  site_pcode varchar(8),
  qt_dt date NOT NULL,
  qt_p integer NOT NULL,
  n_units integer,
  stat_cd varchar(3) NOT NULL,
  acc_dt date,
  due_dt date,
  lead_plt integer REFERENCES skyops.pilot(plt_id),
  dlv_dt date,
  inv_no varchar(10),
  inv_dt date,
  inv_gbp numeric(10,2),
  pd_dt date
);
CREATE TABLE skyops.flt (
  flt_id integer PRIMARY KEY,
  job_no varchar(8) NOT NULL REFERENCES skyops.job(job_no),
  flt_dt date NOT NULL,
  plt_id integer NOT NULL REFERENCES skyops.pilot(plt_id),
  ac_id varchar(8) NOT NULL REFERENCES skyops.acft(ac_id),
  stat_cd varchar(3) NOT NULL,
  wx_cd varchar(4),
  gust_kt integer,
  air_min integer,
  n_batt integer
);
CREATE TABLE skyops.mx_log (
  mx_id integer PRIMARY KEY,
  ac_id varchar(8) NOT NULL REFERENCES skyops.acft(ac_id),
  mx_dt date NOT NULL,
  mx_cd varchar(3) NOT NULL,
  n_packs integer,
  cost_p integer NOT NULL,
  aog_days integer NOT NULL,
  note text
);
`;
  const parts = [ddl.trim()];
  parts.push(
    insertRows(
      "skyops.pilot",
      [
        "plt_id",
        "first_nm",
        "last_nm",
        "emp_cd",
        "start_dt",
        "end_dt",
        "cert_cd",
        "cert_no",
        "cert_exp",
        "thermo_yn",
        "hrs_b4",
        "day_rt_gbp",
      ],
      PILOTS.map((p) => [
        p.id,
        p.first,
        p.last,
        p.emp,
        p.start,
        p.end,
        p.cert,
        p.certNo,
        p.certExp,
        p.thermo ? "Y" : "N",
        p.hrsB4,
        p.dayRate,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "skyops.acft",
      [
        "ac_id",
        "call_sgn",
        "mk_mdl",
        "cls_mk",
        "mtow_g",
        "thermal_yn",
        "purch_dt",
        "purch_gbp",
        "ret_dt",
        "ret_rsn",
      ],
      DRONES.map((a) => [
        a.id,
        a.call,
        a.model,
        a.cls,
        a.mtow,
        a.thermal ? "Y" : "N",
        a.purch,
        a.cost,
        a.ret,
        a.retRsn,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "skyops.cust",
      ["cust_id", "cust_nm", "sect_cd", "town", "acct_yn", "crtd_dt"],
      customers.map((c) => [
        c.id,
        c.nm,
        c.sect,
        c.town,
        c.acct ? "Y" : "N",
        c.crtd,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "skyops.svc",
      ["svc_cd", "svc_nm", "unit_cd", "tat_days"],
      SVCS.map((s) => [s.cd, s.nm, s.unit, s.tat]),
    ),
  );
  parts.push(
    insertRows(
      "skyops.job",
      [
        "job_no",
        "cust_id",
        "svc_cd",
        "site_town",
        "site_pcode",
        "qt_dt",
        "qt_p",
        "n_units",
        "stat_cd",
        "acc_dt",
        "due_dt",
        "lead_plt",
        "dlv_dt",
        "inv_no",
        "inv_dt",
        "inv_gbp",
        "pd_dt",
      ],
      jobs.map((j) => [
        j.no,
        j.cust.id,
        j.svc,
        j.town,
        j.pcode,
        j.qt,
        j.qtP,
        j.units,
        j.stat,
        j.acc,
        j.due,
        j.lead,
        j.dlv,
        j.invNo,
        j.inv,
        j.invGbp,
        j.pd,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "skyops.flt",
      [
        "flt_id",
        "job_no",
        "flt_dt",
        "plt_id",
        "ac_id",
        "stat_cd",
        "wx_cd",
        "gust_kt",
        "air_min",
        "n_batt",
      ],
      flights.map((f, i) => [
        50001 + i,
        f.job,
        f.dt,
        f.plt,
        f.ac,
        f.stat,
        f.wx,
        f.gust,
        f.min,
        f.batt,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "skyops.mx_log",
      [
        "mx_id",
        "ac_id",
        "mx_dt",
        "mx_cd",
        "n_packs",
        "cost_p",
        "aog_days",
        "note",
      ],
      mx.map((m, i) => [
        i + 1,
        m.ac,
        m.dt,
        m.cd,
        m.packs,
        m.cost,
        m.aog,
        m.note,
      ]),
    ),
  );
  return parts.join("\n");
}
