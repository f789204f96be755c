/**
 * Horrocks Heating & Plumbing Ltd, a gas heating and plumbing contractor working from Unit 4, Hallam Mill Trading
 * Estate, Stockport, covering Stockport and the villages south and east of it (Heaton Moor, Cheadle, Bramhall, Hazel
 * Grove, Marple, Romiley, Poynton). The owner, Dave Horrocks, is a Gas Safe engineer himself and does most of the
 * boiler surveys and quotes; his wife Karen runs the office and the accounts (she is not in the engineer table).
 * The work:
 *   - boiler installs (replacement boilers): Dave (sometimes Lee) surveys and sends a fixed-price quote; the customer
 *     accepts it (won) or not (lost, with a reason), and a won quote becomes an install job for one engineer;
 *   - annual boiler service plans (service contracts) billed monthly by direct debit: the plan covers the yearly
 *     service and, on the dearer plans, breakdown call-outs (labour and parts); the Landlord Cover plan covers a
 *     property's yearly landlord gas safety check instead of a service;
 *   - breakdown call-outs (no heating, no hot water, leaks, ...), emergency or standard priority, charged unless the
 *     property's plan covers them;
 *   - paid annual services for customers not on a plan, landlord gas safety checks (CP12) for letting agents and
 *     landlords, and repair / plumbing work (radiators, valves, leaks, taps, powerflushes);
 *   - each engineer has a van and carries van stock; parts used on a job are booked to the job, either from the van
 *     or bought from the merchant for that job;
 *   - Gas Safe paperwork: a certificate is issued from the engineer's tablet for every gas safety check, service and
 *     install, and a warning notice whenever an appliance is found unsafe.
 * Planned work is done Monday to Friday except bank holidays and the Christmas shutdown (24 Dec to 1 Jan);
 * breakdowns are attended any day.
 *
 * This is the database of the "FlowTrade Office" job management package (schema `ftrade`), copied on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The package went live on 2024-01-02;
 * before that only customers, their properties and the service plans already running were migrated (with their
 * original dates). Rows dated after 2026-11-24 are only jobs already booked for a future day.
 *
 * MONEY is kept in whole PENCE (integer columns ending `_p`). Invoices and quotes are EX VAT with VAT kept apart
 * (`vat_p`, 20% on everything); direct debit collections are kept GROSS (`gross_p`, inc VAT) with their VAT in
 * `vat_p`; payments are gross amounts received. Answers about money are given in pounds (pence / 100).
 *
 * Business terms:
 * - Invoiced / billed / turnover = `invoice.net_p` (ex VAT) by `inv_dt`, leaving out void invoices (status V, raised
 *   in error and replaced by a new invoice). Inc VAT = `net_p + vat_p`. `labour_p` + `materials_p` = `net_p`.
 * - Paid on an invoice = the sum of its `payment.amount_p`; outstanding = `net_p + vat_p` - paid. An invoice is part
 *   paid when something but not all of it is paid, and overdue when something is outstanding and its `due_dt` is
 *   before today (2026-11-25).
 * - Quotes: won = status W (accepted; `decision_dt` is the day it was accepted), lost = L (`lost_rsn`), withdrawn = X
 *   (we withdrew it, e.g. the house was sold), open = O (no answer yet). Win rate = won out of won + lost.
 * - A job is done when its status is CP (completed); cancelled (CN) jobs never happened, no-access (NA) visits found
 *   nobody in and were rebooked as a new job, booked (BK) jobs are still to come. A job's date is `appt_dt`.
 *   A breakdown / call-out is a job of type BRK. Response time = `arrived_at - logged_at`. First-time fix rate =
 *   done breakdowns with `ftf_yn` = 'Y' out of all done breakdowns.
 * - Plan cover: a job with `plan_no` was done under that plan and is not invoiced; a job without one is charged.
 *   Active plan = `svc_plan.status_cd` 'A' (it then has no `end_dt`). Direct debit income = collections with status
 *   C (collected); R = returned unpaid by the bank (bounced). Ex VAT = `gross_p - vat_p`.
 * - Parts cost = `qty * unit_cost_p`; parts charged = `qty * unit_sell_p` (0 on plan-covered jobs). Van stock = parts
 *   with `src_cd` 'V'; 'M' = bought from the merchant for the job.
 * - Gas certificates: count only rows with `void_yn` = 'N' (a voided certificate was reissued under a new number).
 *   A landlord gas safety record (LGSR, "CP12") runs out on its `expiry_dt`; it has been renewed when a later LGSR
 *   exists for the same property.
 * - Customers: leave out rows with `deleted` = 'Y' (duplicates keyed in error, merged away; they have no work).
 *
 * The package does NOT record: engineers' pay, wages, overtime or timesheets beyond labour hours booked to jobs;
 * van mileage, fuel or running costs; how much stock is on each van now (only parts used); merchant / supplier
 * invoices and purchases; travel time between jobs; customer reviews, ratings or complaints; marketing spend; boiler
 * manufacturer warranty registrations or claims; finance company commission.
 *
 * Tables
 * - `sys_code`: code lookup (`code_grp`, `code`, `code_desc`). Groups: JOBTYP (INST boiler install, SVC annual
 *   service, LGSR landlord gas safety check, BRK breakdown call-out, REP repair / plumbing work); JOBST (BK booked,
 *   CP completed, CN cancelled, NA no access); PRIO (E emergency, S standard); FAULT breakdown fault reported (NOHT no
 *   heating, NOHW no hot water, LEAK boiler / system leaking, PRES low pressure, IGN ignition lockout, NOIS noisy
 *   boiler, CTRL controls / thermostat); QSTAT (O open, W won, L lost, X withdrawn); LOSTRSN (PRC price too high, CMP
 *   went with another installer, DEF decided not to go ahead yet, NR no response after chasing); LEAD quote lead
 *   source (WEB website, REF referral, DIR trade directory, PLN plan customer, REP repeat customer); CUSTTYP (D
 *   domestic, L landlord / letting agent, C commercial); PLNST (A active, C cancelled by customer, L lapsed - stopped
 *   after two bounced direct debits in a row); DDST (C collected, R returned unpaid); INVST (I issued, V void);
 *   PAYMTH (CARD card on site, BACS bank transfer, CASH, CHQ cheque, FIN paid by the finance company); CERTTYP (LGSR
 *   Landlord Gas Safety Record (CP12), SVR service & maintenance record, BCN Benchmark commissioning certificate,
 *   GWN gas warning notice); CERTRES (PASS satisfactory, NCS not to current standards, AR at risk, ID immediately
 *   dangerous); PARTCAT part category; GRADE (SUP supervisor / owner, ENG gas engineer, APP apprentice - not Gas Safe
 *   registered, does no gas work); PSRC (V van stock, M merchant).
 * - `engineer`: `eng_id`, `eng_name`, `grade_cd`, `gas_safe_id` (licence number, NULL for the apprentice),
 *   `van_reg` and `van_desc` of the van they drive now (NULL once they have left), `start_dt`, `leave_dt` (NULL
 *   while employed). Kieran Doyle left on 2025-08-29 and Priya Nair took over his van (KR70 DYL).
 * - `customer`: `cust_id`, `acc_ref`, `cust_name` (a person's full name, or the firm's name), `cust_type`, `tel`,
 *   `email` (NULL when not given), `mkt_optin` Y/N, `created_dt`, `deleted` Y/N.
 * - `site`: properties worked on, `site_id`, `cust_id` (a landlord has many), `addr1`, `town`, `postcode`,
 *   `boiler_make` and `boiler_model` (now fitted; NULL when not known), `fuel_cd` (NG natural gas, LPG), `boiler_yr`
 *   year fitted (NULL when not known).
 * - `quote`: boiler install quotes, `quote_no`, `cust_id`, `site_id`, `quote_dt`, `eng_id` who surveyed,
 *   `lead_src`, `boiler_desc`, `net_p`, `vat_p`, `status_cd` (QSTAT), `decision_dt` (NULL while open),
 *   `lost_rsn` (LOSTRSN, lost quotes only).
 * - `plan_type`: `plan_cd` (SVC Annual Service Plan: service only; BBC Boiler Breakdown Cover: service + boiler
 *   breakdowns; HHC Home Heating Cover: service + boiler and heating breakdowns; LLC Landlord Cover: yearly gas
 *   safety check + breakdowns, per property), `plan_name`, `monthly_net_p` current monthly price ex VAT (prices rise
 *   each April), `covers_callout` Y/N, `covers_lgsr` Y/N.
 * - `svc_plan`: service plans (contracts), `plan_no`, `cust_id`, `site_id`, `plan_cd`, `start_dt`, `end_dt`,
 *   `status_cd` (PLNST), `dd_day` nominal collection day of the month, `mandate_ref`.
 * - `dd_collection`: monthly direct debit collections, `coll_id`, `plan_no`, `coll_dt`, `gross_p` (inc VAT),
 *   `vat_p`, `status_cd` (DDST).
 * - `job`: `job_no`, `job_type` (JOBTYP), `cust_id`, `site_id`, `eng_id`, `plan_no` (the plan covering it, NULL when
 *   charged), `quote_no` (installs), `descr`, `logged_at` when it was booked / the call came in, `appt_dt` the day of
 *   the visit, `arrived_at` (NULL unless the engineer attended), `status_cd` (JOBST), `labour_hrs` (completed jobs
 *   only), `priority` (PRIO, breakdowns only), `fault_cd` (FAULT, breakdowns only), `ftf_yn` (Y fixed on the first
 *   visit, N needed a part ordered and a return visit on the same job; done breakdowns only).
 * - `part`: `part_no`, `part_desc` (current name), `cat_cd`, `cost_p` and `sell_p` current unit trade cost and
 *   selling price ex VAT, `active_yn`. FLT22 was renamed from 'Magnetic System Filter 22mm' to 'MagShield Filter
 *   22mm' on 2025-05-01; job lines keep the name at the time in `job_part.line_desc`. STAT-P is discontinued.
 * - `job_part`: parts used, (`job_no`, `line_no`), `part_no`, `line_desc`, `qty`, `unit_cost_p`, `unit_sell_p` (ex
 *   VAT, 0 when covered by a plan), `src_cd` (PSRC), `van_reg` (the van it came off, NULL from the merchant).
 * - `invoice`: `inv_no`, `cust_id`, `job_no`, `inv_dt`, `due_dt` (14 days for domestic, 30 for landlords and
 *   commercial), `labour_p`, `materials_p`, `net_p`, `vat_p`, `status_cd` (INVST).
 * - `payment`: `pay_id`, `inv_no`, `pay_dt`, `amount_p` (gross), `method_cd` (PAYMTH).
 * - `gas_cert`: `cert_no`, `cert_type` (CERTTYP), `job_no`, `site_id`, `eng_id`, `issued_dt`, `expiry_dt` (LGSR
 *   only: a year less a day), `appliances` checked, `result_cd` (CERTRES), `void_yn`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const GO_LIVE = "2024-01-02";
const LAST = "2026-11-24";
const HORIZON = "2027-02-26";

type Yr3 = readonly [number, number, number];
const yearOf = (d: string) => Number(d.slice(0, 4));
const monthOf = (d: string) => Number(d.slice(5, 7));
const byYear = (d: string, v: Yr3) =>
  v[Math.min(2, Math.max(0, yearOf(d) - 2024))] as number;
const shutdown = (d: string) => d.slice(5) >= "12-24" || d.slice(5) === "01-01";
const isBankDay = (d: string) =>
  dayOfWeek(d) >= 1 &&
  dayOfWeek(d) <= 5 &&
  !ENGLAND_BANK_HOLIDAYS.has(d) &&
  d.slice(5) !== "12-25" &&
  d.slice(5) !== "12-26" &&
  d.slice(5) !== "01-01";
const isWork = (d: string) => isBankDay(d) && !shutdown(d);
const nextWork = (d: string) => {
  let x = d;
  while (!isWork(x)) x = addDays(x, 1);
  return x;
};
const nextBank = (d: string) => {
  let x = d;
  while (!isBankDay(x)) x = addDays(x, 1);
  return x;
};
const hm = (mins: number) =>
  `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;
const ts = (d: string, mins: number) => `${d} ${hm(mins)}`;
const vatOf = (net: number) => Math.round(net * 0.2);

// ------------------------------------------------------------------ reference data
const LAB_RATE: Yr3 = [6000, 6500, 7000];
const CALLOUT: Yr3 = [8500, 9000, 9500];
const SVC_FEE: Yr3 = [8500, 9000, 9500];
const LGSR_FEE: Yr3 = [6500, 7000, 7500];
const PART_F: Yr3 = [0.92, 0.96, 1];

// eng_id, name, grade, gas safe id, van reg, van desc, start, leave
const ENGS: [
  number,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string,
  string | null,
][] = [
  [
    1,
    "Dave Horrocks",
    "SUP",
    "183347",
    "KX19 HBD",
    "Ford Transit Custom",
    "2008-04-01",
    null,
  ],
  [
    2,
    "Lee Ashcroft",
    "ENG",
    "402118",
    "KP20 LLE",
    "VW Transporter",
    "2014-06-02",
    null,
  ],
  [
    3,
    "Sam Okafor",
    "ENG",
    "551902",
    "KY21 OKF",
    "Ford Transit Custom",
    "2018-03-05",
    null,
  ],
  [4, "Kieran Doyle", "ENG", "603377", null, null, "2021-01-11", "2025-08-29"],
  [
    5,
    "Priya Nair",
    "ENG",
    "688140",
    "KR70 DYL",
    "Vauxhall Vivaro",
    "2025-09-08",
    null,
  ],
  [
    6,
    "Josh Bramwell",
    "APP",
    null,
    "WU15 KHT",
    "Citroen Berlingo",
    "2024-09-02",
    null,
  ],
];
const VAN_OF: Record<number, string> = {
  1: "KX19 HBD",
  2: "KP20 LLE",
  3: "KY21 OKF",
  4: "KR70 DYL",
  5: "KR70 DYL",
  6: "WU15 KHT",
};
const onBooks = (id: number, d: string) => {
  const e = ENGS[id - 1]!;
  return e[6] <= d && (e[7] === null || d <= e[7]);
};

// part_no, current desc, cat, current cost, current sell, active, default source (V van / M merchant / X either)
const PARTS: [string, string, string, number, number, string, string][] = [
  ["FLT22", "MagShield Filter 22mm", "FLT", 4200, 9500, "Y", "V"],
  ["INH1", "Central Heating Inhibitor 500ml", "CHM", 1100, 2200, "Y", "V"],
  ["CLN1", "System Cleaner 1L", "CHM", 1400, 2800, "Y", "V"],
  ["LSS1", "Leak Sealer 500ml", "CHM", 1300, 2600, "Y", "V"],
  ["PMP15", "Circulating Pump 15-60", "PMP", 9800, 17500, "Y", "X"],
  ["DVV", "Diverter Valve Cartridge", "VLV", 5200, 11000, "Y", "V"],
  ["PRV3", "Pressure Relief Valve 3 bar", "VLV", 1800, 4200, "Y", "V"],
  ["EXP8", "Expansion Vessel 8L", "VLV", 3600, 8500, "Y", "M"],
  ["ELC1", "Ignition Electrode", "IGN", 1500, 3900, "Y", "V"],
  ["ELC2", "Flame Sensing Electrode", "IGN", 1400, 3600, "Y", "V"],
  ["IGL", "Ignition Lead", "IGN", 600, 1800, "Y", "V"],
  ["PCB-U", "Universal Boiler PCB", "PCB", 16500, 32000, "Y", "M"],
  ["FSN", "Flow Sensor", "SEN", 2800, 6500, "Y", "V"],
  ["NTC", "NTC Thermistor", "SEN", 900, 2600, "Y", "V"],
  ["FAN", "Combustion Fan", "FAN", 12000, 24000, "Y", "M"],
  ["TRV15", "Thermostatic Radiator Valve 15mm", "TRV", 1250, 2900, "Y", "V"],
  ["LSV15", "Lockshield Valve 15mm", "TRV", 450, 1200, "Y", "V"],
  ["STAT-W", "Wireless Room Thermostat", "CTL", 6500, 13500, "Y", "V"],
  ["STAT-P", "Programmable Room Thermostat", "CTL", 4200, 9500, "N", "V"],
  ["SEAL-K", "Boiler Seal Kit", "SEL", 800, 2200, "Y", "V"],
  ["WSH", "Fibre Washer Pack", "CON", 150, 500, "Y", "V"],
  ["PTFE", "PTFE Tape", "CON", 60, 200, "Y", "V"],
  ["CMP15", "Compression Fittings 15mm (pk10)", "CON", 600, 1800, "Y", "V"],
  ["ISO15", "Isolation Valve 15mm", "PLB", 250, 900, "Y", "V"],
  ["TAP-M", "Mixer Tap Cartridge", "PLB", 1100, 2800, "Y", "V"],
  ["RAD600", "Radiator 600x1000 Double Panel", "RAD", 7800, 16500, "Y", "M"],
  ["FLUE60", "Horizontal Flue Kit 60/100", "FLU", 5500, 11000, "Y", "M"],
  [
    "BOIL-WG4",
    "Worcester Greenstar 4000 30kW Combi",
    "BOIL",
    118000,
    168000,
    "Y",
    "M",
  ],
  [
    "BOIL-VE8",
    "Vaillant ecoTEC plus 835 Combi",
    "BOIL",
    124000,
    176000,
    "Y",
    "M",
  ],
  ["BOIL-IL3", "Ideal Logic Max C30 Combi", "BOIL", 92000, 138000, "Y", "M"],
  [
    "BOIL-VS1",
    "Viessmann Vitodens 100-W 25kW System",
    "BOIL",
    105000,
    152000,
    "Y",
    "M",
  ],
];
const PART = new Map(PARTS.map((p) => [p[0], p]));
const PART_CATS: [string, string][] = [
  ["FLT", "Filters"],
  ["CHM", "Chemicals"],
  ["PMP", "Pumps"],
  ["VLV", "Valves"],
  ["IGN", "Ignition"],
  ["PCB", "PCBs"],
  ["SEN", "Sensors"],
  ["FAN", "Fans"],
  ["TRV", "Radiator valves"],
  ["CTL", "Controls"],
  ["SEL", "Seals"],
  ["CON", "Consumables"],
  ["PLB", "Plumbing"],
  ["RAD", "Radiators"],
  ["FLU", "Flue"],
  ["BOIL", "Boilers"],
];
const BOILERS: [string, string, string, number][] = [
  ["BOIL-WG4", "Worcester", "Greenstar 4000 30kW", 35],
  ["BOIL-VE8", "Vaillant", "ecoTEC plus 835", 25],
  ["BOIL-IL3", "Ideal", "Logic Max C30", 30],
  ["BOIL-VS1", "Viessmann", "Vitodens 100-W 25kW", 10],
];
const OLD_BOILERS: [string, string][] = [
  ["Worcester", "Greenstar 30i"],
  ["Vaillant", "ecoTEC plus 832"],
  ["Baxi", "Duo-tec 28"],
  ["Ideal", "Logic Combi 30"],
  ["Potterton", "Promax Combi 28"],
  ["Glow-worm", "Energy 30c"],
  ["Vokera", "Unica 28"],
  ["Baxi", "Platinum Combi 33"],
];

// plan_cd, name, monthly net by price year (to 2025-03, to 2026-03, from 2026-04), covers callout, covers LGSR
const PLANS: [string, string, Yr3, string, string][] = [
  ["SVC", "Annual Service Plan", [750, 800, 850], "N", "N"],
  ["BBC", "Boiler Breakdown Cover", [1300, 1400, 1500], "Y", "N"],
  ["HHC", "Home Heating Cover", [1800, 1900, 2050], "Y", "N"],
  ["LLC", "Landlord Cover", [1600, 1700, 1800], "Y", "Y"],
];
const PLAN = new Map(PLANS.map((p) => [p[0], p]));
const planNet = (cd: string, d: string) => {
  const v = PLAN.get(cd)![2];
  return d < "2025-04-01" ? v[0] : d < "2026-04-01" ? v[1] : v[2];
};

// town, postcode districts, weight, streets
const TOWNS: [string, string[], number, string[]][] = [
  [
    "Stockport",
    ["SK1", "SK2", "SK3"],
    30,
    [
      "Shaw Heath",
      "Greek Street",
      "Dialstone Lane",
      "Banks Lane",
      "Turncroft Lane",
      "Bramhall Lane",
      "Edgeley Road",
      "Castle Street",
      "Hall Street",
      "Offerton Road",
      "Newby Road",
      "Lowndes Lane",
    ],
  ],
  [
    "Heaton Moor",
    ["SK4"],
    14,
    [
      "Heaton Moor Road",
      "Shaw Road",
      "Cavendish Road",
      "Broomfield Road",
      "Peel Moat Road",
      "Mauldeth Road",
    ],
  ],
  [
    "Cheadle",
    ["SK8"],
    11,
    [
      "Wilmslow Road",
      "Stockport Road",
      "Ashfield Road",
      "Councillor Lane",
      "Park Road",
      "Queens Road",
    ],
  ],
  [
    "Bramhall",
    ["SK7"],
    9,
    [
      "Ack Lane East",
      "Woodford Road",
      "Bridge Lane",
      "Moss Lane",
      "Grange Road",
    ],
  ],
  [
    "Hazel Grove",
    ["SK7"],
    7,
    ["London Road", "Torkington Road", "Chester Road", "Jackson Street"],
  ],
  [
    "Marple",
    ["SK6"],
    6,
    ["Church Lane", "Stockport Road", "Cross Lane", "Lakes Road"],
  ],
  ["Romiley", ["SK6"], 4, ["Compstall Road", "Sandy Lane", "Hole House Fold"]],
  ["Poynton", ["SK12"], 3, ["Park Lane", "Chester Road", "Dickens Lane"]],
];

const FIRST = [
  "Gary",
  "Joanne",
  "Steven",
  "Michelle",
  "Craig",
  "Lisa",
  "Wayne",
  "Julie",
  "Darren",
  "Nicola",
  "Carl",
  "Donna",
  "Jason",
  "Sharon",
  "Lee",
  "Kerry",
  "Anthony",
  "Tracey",
  "Paul",
  "Dawn",
  "Martin",
  "Gemma",
  "Phil",
  "Hayley",
  "Stuart",
  "Leanne",
  "Kevin",
  "Natalie",
  "Neil",
  "Rebecca",
  "Adam",
  "Samantha",
  "Imran",
  "Fatima",
  "Tomasz",
  "Agnieszka",
  "Colin",
  "Maureen",
  "Brian",
  "Pauline",
  "Ryan",
  "Chloe",
  "Declan",
  "Siobhan",
  "Raj",
  "Anita",
];
const SURN = [
  "Whitworth",
  "Bradshaw",
  "Hulme",
  "Ogden",
  "Schofield",
  "Kershaw",
  "Pilling",
  "Entwistle",
  "Cunliffe",
  "Greenhalgh",
  "Hardman",
  "Heywood",
  "Lord",
  "Marsden",
  "Mellor",
  "Nuttall",
  "Openshaw",
  "Platt",
  "Ramsbottom",
  "Sutton",
  "Tattersall",
  "Warburton",
  "Brennan",
  "Gallagher",
  "McCann",
  "Doherty",
  "Ahmed",
  "Khan",
  "Begum",
  "Nowak",
  "Wiśniewski",
  "Jones",
  "Evans",
  "Hughes",
  "Robinson",
  "Clarke",
  "Walsh",
  "Barlow",
  "Fairclough",
  "Holt",
  "Lomax",
  "Pemberton",
];

const LANDLORDS: [string, number, string][] = [
  ["Mersey Lettings Ltd", 13, "2016-05-09"],
  ["Edgeley Property Management", 11, "2019-02-18"],
  ["R & K Holdings", 9, "2020-10-01"],
  ["Heaton Homes Lettings", 7, "2021-06-14"],
  ["Brinnington Housing Co-op", 6, "2018-11-05"],
  ["Mrs Pauline Hargreaves (landlord)", 4, "2022-03-21"],
  ["Goyt Valley Lettings", 5, "2025-03-10"],
  ["A. Siddiqui Properties", 3, "2023-08-07"],
];
const COMMERCIAL: [string, number, string][] = [
  ["The Bakehouse Cafe", 1, "2020-04-06"],
  ["Little Acorns Day Nursery", 2, "2019-09-02"],
  ["St Thomas Church Hall", 1, "2017-01-16"],
  ["Moorside Dental Practice", 1, "2022-07-11"],
  ["Hazel Grove Bowling Club", 1, "2024-05-13"],
  ["Kingsway Veterinary Surgery", 2, "2021-02-22"],
];

const FAULTS: [string, string, number, number][] = [
  // code, desc, weight, chance of emergency priority
  ["NOHT", "No heating", 30, 0.85],
  ["NOHW", "No hot water", 18, 0.75],
  ["LEAK", "Boiler / system leaking", 14, 0.8],
  ["PRES", "Low pressure", 16, 0.3],
  ["IGN", "Ignition lockout", 12, 0.7],
  ["NOIS", "Noisy boiler", 6, 0.1],
  ["CTRL", "Controls / thermostat", 4, 0.2],
];
const FAULT_PARTS: Record<string, (string[] | null)[]> = {
  NOHT: [
    ["PMP15"],
    ["DVV"],
    ["DVV"],
    ["PCB-U"],
    ["NTC"],
    ["NTC"],
    ["FAN"],
    null,
    null,
  ],
  NOHW: [["DVV"], ["FSN"], ["PCB-U"], ["NTC"], null],
  LEAK: [["SEAL-K"], ["PRV3"], ["SEAL-K", "WSH"], ["PMP15"], ["LSS1"]],
  PRES: [["PRV3"], ["PRV3"], ["EXP8"], ["ISO15"], null, null],
  IGN: [
    ["ELC1"],
    ["ELC2"],
    ["IGL"],
    ["ELC1", "IGL"],
    ["ELC1"],
    ["PCB-U"],
    ["FAN"],
  ],
  NOIS: [["PMP15"], ["CLN1", "INH1"], ["EXP8"], null],
  CTRL: [["STAT-W"], ["STAT-W"], null],
};
// description, weight, apprentice can do, hours min, max, parts maker
const REPAIRS: [
  string,
  number,
  boolean,
  number,
  number,
  (d: string) => [string, number][],
][] = [
  [
    "Replace radiator",
    14,
    true,
    2,
    4,
    () => [
      ["RAD600", 1],
      ["TRV15", 1],
      ["LSV15", 1],
      ["INH1", 1],
    ],
  ],
  [
    "Replace TRVs",
    16,
    true,
    1,
    3,
    () => [
      ["TRV15", 0],
      ["PTFE", 1],
    ],
  ],
  [
    "Repair leak on pipework",
    18,
    true,
    1,
    2.5,
    () => [
      ["CMP15", 1],
      ["ISO15", 1],
      ["PTFE", 1],
    ],
  ],
  [
    "Replace mixer tap cartridge",
    10,
    true,
    1,
    1.5,
    () => [
      ["TAP-M", 1],
      ["WSH", 1],
    ],
  ],
  [
    "Fit isolation valves",
    8,
    true,
    1,
    2,
    () => [
      ["ISO15", 0],
      ["PTFE", 1],
    ],
  ],
  [
    "Powerflush heating system",
    9,
    true,
    5,
    7,
    () => [
      ["CLN1", 2],
      ["INH1", 1],
      ["FLT22", 1],
    ],
  ],
  [
    "Fit magnetic filter",
    10,
    true,
    1,
    2,
    () => [
      ["FLT22", 1],
      ["INH1", 1],
    ],
  ],
  [
    "Upgrade room thermostat",
    7,
    false,
    1,
    2,
    (d) => [[d < "2025-03-01" ? "STAT-P" : "STAT-W", 1]],
  ],
  [
    "Gas pipework alteration",
    5,
    false,
    2,
    5,
    () => [
      ["CMP15", 1],
      ["PTFE", 1],
    ],
  ],
];
const SEASON = [1.8, 1.6, 1.2, 0.9, 0.7, 0.55, 0.5, 0.55, 0.8, 1.1, 1.5, 1.7];
const Q_SEASON = [1.1, 1.0, 0.9, 0.8, 0.8, 0.8, 0.8, 0.9, 1.2, 1.4, 1.4, 1.0];

interface Cust {
  id: number;
  seq: number;
  nm: string;
  typ: string;
  tel: string;
  email: string | null;
  optin: string;
  crt: string;
  del: boolean;
  sites: Site[];
  payg: string | null;
}
interface Site {
  id: number;
  seq: number;
  cust: Cust;
  addr: string;
  town: string;
  pcode: string;
  make: string | null;
  model: string | null;
  fuel: string;
  byr: number | null;
  plans: Plan[];
  appl: number;
  lgsrFirst: string | null;
}
interface Plan {
  no: number;
  seq: number;
  cust: Cust;
  site: Site;
  cd: string;
  start: string;
  end: string | null;
  st: string;
  ddDay: number;
  nominal: string;
  nextColl: string;
  lastR: boolean;
}
interface Coll {
  plan: Plan;
  dt: string;
  gross: number;
  vat: number;
  st: string;
}
interface Quote {
  no: number;
  cust: Cust;
  site: Site;
  dt: string;
  eng: number;
  lead: string;
  boiler: string;
  trv: number;
  net: number;
  st: string;
  dec: string | null;
  lost: string | null;
}
interface JobPart {
  part: string;
  desc: string;
  qty: number;
  cost: number;
  sell: number;
  src: string;
  van: string | null;
}
interface Job {
  no: number;
  seq: number;
  typ: string;
  cust: Cust;
  site: Site;
  eng: number;
  plan: Plan | null;
  quote: Quote | null;
  descr: string;
  logged: string;
  appt: string;
  arr: string | null;
  st: string;
  hrs: number | null;
  prio: string | null;
  fault: string | null;
  ftf: string | null;
  parts: JobPart[];
}
interface Inv {
  no: number;
  cust: Cust;
  job: Job;
  dt: string;
  due: string;
  lab: number;
  mat: number;
  st: string;
}
interface Pay {
  inv: Inv;
  dt: string;
  amt: number;
  meth: string;
}
interface Cert {
  typ: string;
  job: Job;
  iss: string;
  exp: string | null;
  appl: number;
  res: string;
  vd: boolean;
}

export function datasetSql(): string {
  const r = seededRandom(7318);
  const nameOf = uniqueNames(r, FIRST, SURN);
  const usedAddr = new Set<string>();
  const LET = "ABDEFGHJLNPQRSTUWXY".split("");

  let custSeq = 0;
  let siteSeq = 0;
  const custs: Cust[] = [];
  const sites: Site[] = [];
  const doms: Cust[] = [];
  const lets: Site[] = [];
  const comms: Site[] = [];

  const newSite = (c: Cust, oldBoiler: boolean): Site => {
    const t = r.weighted(TOWNS.map((x) => [x, x[2]] as const));
    let addr = "";
    do addr = `${r.int(1, 180)} ${r.pick(t[3])}`;
    while (usedAddr.has(addr));
    usedAddr.add(addr);
    const ob = oldBoiler && r.chance(0.85) ? r.pick(OLD_BOILERS) : null;
    const s: Site = {
      id: 0,
      seq: siteSeq++,
      cust: c,
      addr,
      town: t[0],
      pcode: `${r.pick(t[1])} ${r.int(1, 9)}${r.pick(LET)}${r.pick(LET)}`,
      make: ob ? ob[0] : null,
      model: ob ? ob[1] : null,
      fuel: r.chance(0.03) ? "LPG" : "NG",
      byr: ob && r.chance(0.8) ? r.int(2006, 2019) : null,
      plans: [],
      appl: r.weighted([
        [1, 70],
        [2, 25],
        [3, 5],
      ]),
      lgsrFirst: null,
    };
    c.sites.push(s);
    sites.push(s);
    return s;
  };
  const newCust = (nm: string, typ: string, crt: string): Cust => {
    const slug = nm
      .toLowerCase()
      .replace(/[^a-z]+/g, ".")
      .replace(/^\.|\.$/g, "");
    const c: Cust = {
      id: 0,
      seq: custSeq++,
      nm,
      typ,
      crt,
      del: false,
      sites: [],
      payg: null,
      tel: r.chance(0.6)
        ? `07${r.int(700, 999)} ${r.int(100000, 999999)}`
        : `0161 ${r.int(420, 499)} ${r.int(1000, 9999)}`,
      email:
        typ === "D"
          ? r.chance(0.65)
            ? `${slug}${r.chance(0.3) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "hotmail.co.uk", "outlook.com", "btinternet.com", "yahoo.co.uk"])}`
            : null
          : `accounts@${slug.replace(/\./g, "")}.co.uk`,
      optin: r.chance(0.4) ? "Y" : "N",
    };
    custs.push(c);
    return c;
  };
  const newDom = (crt: string): Cust => {
    const [f, l] = nameOf();
    const c = newCust(`${f} ${l}`, "D", crt);
    newSite(c, true);
    if (r.chance(0.3)) c.payg = r.date("2025-01-05", "2025-12-15").slice(5);
    doms.push(c);
    return c;
  };

  // ------------------------------------------------------------ migrated customers, landlords, commercial
  for (let k = 0; k < 820; k++) newDom(r.date("2012-01-01", "2023-12-22"));
  doms.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : a.seq - b.seq));
  for (const [nm, n, crt] of LANDLORDS) {
    const c = newCust(nm, "L", crt);
    for (let k = 0; k < n; k++) {
      const s = newSite(c, true);
      s.lgsrFirst =
        crt >= GO_LIVE ? nextWork(addDays(crt, r.int(3, 20) + k * 2)) : null;
      lets.push(s);
    }
  }
  for (const [nm, n, crt] of COMMERCIAL) {
    const c = newCust(nm, "C", crt);
    c.payg = r.date("2025-01-10", "2025-11-30").slice(5);
    for (let k = 0; k < n; k++) comms.push(newSite(c, true));
  }

  // ------------------------------------------------------------ plans
  const plans: Plan[] = [];
  const colls: Coll[] = [];
  const firstColl = (start: string, day: number) => {
    let nominal = `${start.slice(0, 8)}${pad(day, 2)}`;
    while (nominal < addDays(start, 10)) nominal = addMonths(nominal, 1);
    return nominal;
  };
  const newPlan = (c: Cust, s: Site, cd: string, start: string): Plan => {
    const ddDay = r.pick([1, 1, 8, 15, 15, 22, 28]);
    let nominal = firstColl(start, ddDay);
    if (nominal < GO_LIVE) nominal = `2024-01-${pad(ddDay, 2)}`;
    const p: Plan = {
      no: 0,
      seq: plans.length,
      cust: c,
      site: s,
      cd,
      start,
      end: null,
      st: "A",
      ddDay,
      nominal,
      nextColl: nextBank(nominal),
      lastR: false,
    };
    plans.push(p);
    s.plans.push(p);
    return p;
  };
  const activePlan = (s: Site, d: string) =>
    s.plans.find((p) => p.start <= d && (p.end === null || d <= p.end)) ?? null;
  const domPlanCd = () =>
    r.weighted([
      ["SVC", 30],
      ["BBC", 42],
      ["HHC", 28],
    ]);
  for (const c of r.shuffle(doms).slice(0, 210))
    newPlan(
      c,
      c.sites[0]!,
      domPlanCd(),
      r.date(c.crt > "2019-01-01" ? c.crt : "2019-01-01", "2023-12-15"),
    );
  for (const s of r
    .shuffle(lets.filter((x) => x.cust.crt < GO_LIVE))
    .slice(0, 26))
    newPlan(
      s.cust,
      s,
      "LLC",
      r.date(
        s.cust.crt > "2020-01-01" ? s.cust.crt : "2020-01-01",
        "2023-12-15",
      ),
    );
  for (const c of doms) if (c.sites[0]!.plans.length > 0) c.payg = null;

  // ------------------------------------------------------------ the day loop
  const quotes: Quote[] = [];
  const jobs: Job[] = [];
  let jobSeq = 0;
  const wonSites = new Set<Site>();
  const pendingPlans = new Map<string, [Cust, Site, string][]>();
  const engPick = (d: string, w: Record<number, number>) => {
    const cands = Object.entries(w)
      .map(([k, v]) => [Number(k), v] as const)
      .filter(([k, v]) => v > 0 && onBooks(k, d));
    return r.weighted(cands);
  };
  const GAS_W: Record<number, number> = { 1: 1, 2: 3, 3: 3, 4: 3, 5: 3 };
  const INST_W: Record<number, number> = { 1: 1, 2: 5, 3: 3.5, 4: 3 };
  const REP_W: Record<number, number> = { 2: 1, 3: 1, 4: 1, 5: 1, 6: 4 };
  const mkPart = (
    code: string,
    qty: number,
    d: string,
    covered: boolean,
    eng: number,
  ): JobPart => {
    const p = PART.get(code)!;
    const f = byYear(d, PART_F);
    const src = p[6] === "X" ? (r.chance(0.7) ? "V" : "M") : p[6];
    const desc =
      code === "FLT22" && d < "2025-05-01"
        ? "Magnetic System Filter 22mm"
        : p[1];
    return {
      part: code,
      desc,
      qty,
      cost: Math.round((p[3] * f) / 5) * 5,
      sell: covered ? 0 : Math.round((p[4] * f) / 5) * 5,
      src,
      van: src === "V" ? VAN_OF[eng]! : null,
    };
  };
  const addJob = (j: Omit<Job, "no" | "seq">): Job => {
    const job: Job = { ...j, no: 0, seq: jobSeq++ };
    jobs.push(job);
    return job;
  };
  const officeTs = (d: string) => ts(d, r.int(8 * 60 + 30, 17 * 60));

  const breakdown = (d: string, c: Cust, s: Site) => {
    const plan = activePlan(s, d);
    const covering = plan && PLAN.get(plan.cd)![3] === "Y" ? plan : null;
    const f = r.weighted(FAULTS.map((x) => [x, x[2]] as const));
    const prio = r.chance(f[3]) ? "E" : "S";
    const loggedMin = r.int(7 * 60, 20 * 60 + 30);
    let arrD = d;
    let arrMin = 0;
    if (prio === "E") {
      arrMin = loggedMin + r.int(35, 240);
      if (arrMin > 20 * 60 + 30) {
        arrD = addDays(d, 1);
        arrMin = r.int(7 * 60 + 45, 10 * 60);
      }
    } else {
      arrD = nextWork(addDays(d, r.int(1, 3)));
      arrMin = r.int(8 * 60, 16 * 60);
    }
    const eng = engPick(arrD, GAS_W);
    let st = "CP";
    if (arrD > LAST) st = "BK";
    else if (r.chance(0.025)) st = "CN";
    const parts: JobPart[] = [];
    let ftf: string | null = null;
    let hrs: number | null = null;
    if (st === "CP") {
      const set = r.pick(FAULT_PARTS[f[0]]!);
      if (set)
        for (const code of set)
          parts.push(mkPart(code, 1, arrD, covering !== null, eng));
      if (r.chance(0.25))
        parts.push(mkPart("WSH", 1, arrD, covering !== null, eng));
      const merchant = parts.some((p) => p.src === "M");
      ftf = merchant ? "N" : r.chance(0.95) ? "Y" : "N";
      hrs = r.int(2, merchant ? 12 : 9) * 0.25;
    }
    addJob({
      typ: "BRK",
      cust: c,
      site: s,
      eng,
      plan: covering,
      quote: null,
      descr: `Breakdown - ${f[1].toLowerCase()}`,
      logged: ts(d, loggedMin),
      appt: arrD,
      arr: st === "CP" ? ts(arrD, arrMin) : null,
      st,
      hrs,
      prio,
      fault: f[0],
      ftf,
      parts,
    });
  };

  const pickSite = (d: string): Site => {
    const roll = r.next();
    if (roll < 0.12) return r.pick(lets.filter((s) => s.cust.crt <= d));
    if (roll < 0.16) return r.pick(comms.filter((s) => s.cust.crt <= d));
    return r.pick(doms).sites[0]!;
  };

  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    const m = monthOf(d);
    const work = isWork(d);
    const wk = dayOfWeek(d) === 6 ? 0.6 : dayOfWeek(d) === 0 ? 0.4 : 1;
    // plans starting today
    for (const [c, s, cd] of pendingPlans.get(d) ?? [])
      if (!activePlan(s, d)) newPlan(c, s, cd, d);
    if (work) {
      for (let k = r.poisson(0.2); k > 0; k--) {
        const c = r.chance(0.4) ? newDom(d) : r.pick(doms);
        if (!c.sites[0]!.plans.some((p) => p.end === null)) {
          newPlan(c, c.sites[0]!, domPlanCd(), d);
          c.payg = null;
        }
      }
      if (r.chance(0.012)) {
        const s = r.pick(lets.filter((x) => x.cust.crt <= d));
        if (!activePlan(s, d)) newPlan(s.cust, s, "LLC", d);
      }
    }
    // direct debits
    for (const p of plans) {
      if (p.end !== null || p.nextColl !== d) continue;
      if (r.chance(p.cd === "LLC" ? 0.005 : 0.0075)) {
        const back = addDays(d, -r.int(1, 20));
        p.end = back > p.start ? back : p.start;
        p.st = "C";
        continue;
      }
      const net = planNet(p.cd, d);
      const gross = Math.round(net * 1.2);
      const ret = r.chance(0.022);
      colls.push({
        plan: p,
        dt: d,
        gross,
        vat: gross - net,
        st: ret ? "R" : "C",
      });
      if (ret && p.lastR) {
        p.end = d;
        p.st = "L";
        continue;
      }
      p.lastR = ret;
      p.nominal = addMonths(p.nominal, 1);
      p.nextColl = nextBank(p.nominal);
    }
    // breakdowns on covering plans (and SVC plans, charged)
    for (const p of plans) {
      if (p.start > d || (p.end !== null && p.end < d)) continue;
      const rate = p.cd === "SVC" ? 0.22 : p.cd === "LLC" ? 0.45 : 0.38;
      if (r.chance((rate * SEASON[m - 1]! * wk) / 365))
        breakdown(d, p.cust, p.site);
    }
    // other breakdowns
    for (let k = r.poisson(0.62 * SEASON[m - 1]! * wk); k > 0; k--) {
      if (r.chance(0.45)) {
        const c = newDom(d);
        breakdown(d, c, c.sites[0]!);
      } else {
        const s = pickSite(d);
        breakdown(d, s.cust, s);
      }
    }
    if (!work) continue;
    // repairs
    for (let k = r.poisson(m >= 11 || m <= 2 ? 1.15 : 0.95); k > 0; k--) {
      const s = r.chance(0.33) ? newDom(d).sites[0]! : pickSite(d);
      const t = r.weighted(REPAIRS.map((x) => [x, x[1]] as const));
      const appt = nextWork(addDays(d, r.int(2, 12)));
      const eng = engPick(appt, t[2] ? REP_W : GAS_W);
      let st = "CP";
      if (appt > LAST) st = "BK";
      else if (r.chance(0.04)) st = "CN";
      const parts: JobPart[] = [];
      if (st === "CP")
        for (const [code, q] of t[5](appt))
          parts.push(mkPart(code, q === 0 ? r.int(2, 6) : q, appt, false, eng));
      addJob({
        typ: "REP",
        cust: s.cust,
        site: s,
        eng,
        plan: null,
        quote: null,
        descr: t[0],
        logged: officeTs(d),
        appt,
        arr: st === "CP" ? ts(appt, r.int(8 * 60, 14 * 60)) : null,
        st,
        hrs: st === "CP" ? r.int(t[3] * 2, t[4] * 2) / 2 : null,
        prio: null,
        fault: null,
        ftf: null,
        parts,
      });
    }
    // boiler quotes
    for (let k = r.poisson(0.72 * Q_SEASON[m - 1]!); k > 0; k--) {
      const roll = r.next();
      const s =
        roll < 0.55
          ? newDom(d).sites[0]!
          : roll < 0.89
            ? r.pick(doms).sites[0]!
            : r.pick(lets.filter((x) => x.cust.crt <= d));
      if (wonSites.has(s)) continue;
      const isNew = s.cust.crt === d;
      const lead = activePlan(s, d)
        ? "PLN"
        : isNew
          ? r.weighted([
              ["WEB", 45],
              ["REF", 30],
              ["DIR", 25],
            ])
          : r.weighted([
              ["REP", 60],
              ["REF", 20],
              ["WEB", 20],
            ]);
      const b = r.weighted(BOILERS.map((x) => [x, x[3]] as const));
      const f = byYear(d, PART_F);
      const trv = r.weighted([
        [0, 40],
        [2, 10],
        [4, 15],
        [6, 20],
        [8, 15],
      ]);
      const sellOf = (code: string) =>
        Math.round((PART.get(code)![4] * f) / 5) * 5;
      const partsSell =
        sellOf(b[0]) +
        sellOf("FLUE60") +
        sellOf("FLT22") +
        sellOf("CLN1") +
        sellOf("INH1") +
        trv * sellOf("TRV15") +
        2 * sellOf("ISO15") +
        sellOf("CMP15") +
        sellOf("PTFE");
      const net =
        Math.round((partsSell + r.int(230, 350) * 500 * f) / 500) * 500;
      let st = r.weighted([
        ["W", 46],
        ["L", 42],
        ["X", 4],
      ]);
      let dec: string | null = addDays(d, r.int(3, 40));
      if (dec > LAST) {
        st = "O";
        dec = null;
      }
      const q: Quote = {
        no: 0,
        cust: s.cust,
        site: s,
        dt: d,
        eng: engPick(d, { 1: 7, 2: 3 }),
        lead,
        boiler: b[0],
        trv,
        net,
        st,
        dec,
        lost:
          st === "L"
            ? r.weighted([
                ["PRC", 40],
                ["CMP", 25],
                ["DEF", 20],
                ["NR", 15],
              ])
            : null,
      };
      quotes.push(q);
      if (st === "W" && dec) {
        wonSites.add(s);
        const appt = nextWork(addDays(dec, r.int(7, 35)));
        const eng = engPick(appt, INST_W);
        const done = appt <= LAST;
        const bp = PART.get(b[0])!;
        const parts: JobPart[] = [];
        if (done) {
          const spec: [string, number][] = [
            [b[0], 1],
            ["FLUE60", 1],
            ["FLT22", 1],
            ["CLN1", 1],
            ["INH1", 1],
            ["TRV15", trv],
            ["ISO15", 2],
            ["CMP15", 1],
            ["PTFE", 1],
          ];
          for (const [code, qty] of spec)
            if (qty > 0) parts.push(mkPart(code, qty, appt, false, eng));
        }
        addJob({
          typ: "INST",
          cust: s.cust,
          site: s,
          eng,
          plan: null,
          quote: q,
          descr: `Boiler install - ${bp[1]}`,
          logged: ts(dec, r.int(9 * 60, 17 * 60)),
          appt,
          arr: done ? ts(appt, r.int(7 * 60 + 30, 8 * 60 + 30)) : null,
          st: done ? "CP" : "BK",
          hrs: done ? r.int(24, 44) / 2 : null,
          prio: null,
          fault: null,
          ftf: null,
          parts,
        });
        if (done && s.cust.typ === "D" && r.chance(0.4)) {
          const start = addDays(appt, r.int(7, 40));
          if (start <= LAST) {
            const list = pendingPlans.get(start) ?? [];
            list.push([
              s.cust,
              s,
              r.weighted([
                ["SVC", 25],
                ["BBC", 45],
                ["HHC", 30],
              ]),
            ]);
            pendingPlans.set(start, list);
          }
        }
      }
    }
  }

  // ------------------------------------------------------------ planned visits: services and gas safety checks
  const planned = (
    typ: string,
    c: Cust,
    s: Site,
    due: string,
    plan: Plan | null,
    descr: string,
  ): string | null => {
    // returns the date of the completed visit, or null when it is still to come
    let appt = nextWork(due);
    for (;;) {
      const logged = addDays(appt, -r.int(7, 35));
      if (logged > LAST) return null;
      const eng = engPick(appt, GAS_W);
      const base = {
        typ,
        cust: c,
        site: s,
        eng,
        plan: plan && activePlan(s, appt) === plan ? plan : null,
        quote: null,
        descr,
        logged: officeTs(logged < GO_LIVE ? GO_LIVE : logged),
        appt,
        prio: null,
        fault: null,
        ftf: null,
      };
      if (appt > LAST) {
        addJob({ ...base, arr: null, st: "BK", hrs: null, parts: [] });
        return null;
      }
      const roll = r.next();
      if (roll < 0.03 || roll > 0.97) {
        addJob({
          ...base,
          arr: roll < 0.03 ? ts(appt, r.int(8 * 60, 15 * 60)) : null,
          st: roll < 0.03 ? "NA" : "CN",
          hrs: null,
          parts: [],
        });
        appt = nextWork(addDays(appt, r.int(4, 14)));
        continue;
      }
      const parts: JobPart[] = [];
      if (r.chance(0.12))
        parts.push(
          mkPart(
            r.pick(["SEAL-K", "INH1", "ELC2", "WSH"]),
            1,
            appt,
            base.plan !== null,
            eng,
          ),
        );
      addJob({
        ...base,
        arr: ts(appt, r.int(8 * 60, 15 * 60)),
        st: "CP",
        hrs: r.int(3, 6) * 0.25 + (typ === "LGSR" ? (s.appl - 1) * 0.25 : 0),
        parts,
      });
      return appt;
    }
  };
  for (const p of plans) {
    if (p.cd === "LLC") continue;
    for (let k = 1; k <= 12; k++) {
      const due = addDays(addMonths(p.start, 12 * k), r.int(-21, 21));
      if (due > HORIZON) break;
      if (p.end !== null && due > p.end) break;
      if (due < GO_LIVE) continue;
      if (
        planned("SVC", p.cust, p.site, due, p, "Annual boiler service") === null
      )
        break;
    }
  }
  for (const c of custs) {
    if (c.payg === null) continue;
    for (const s of c.sites)
      for (const y of [2024, 2025, 2026, 2027]) {
        const due = `${y}-${c.payg}`;
        if (due < GO_LIVE || due <= addDays(c.crt, 60) || due > HORIZON)
          continue;
        if (
          s.plans.some((p) => p.start <= due) ||
          (c.typ === "D" && !r.chance(0.7))
        )
          continue;
        if (planned("SVC", c, s, due, null, "Annual boiler service") === null)
          break;
      }
  }
  for (const s of lets) {
    let due = s.lgsrFirst ?? addDays(r.date("2024-01-03", "2024-12-20"), 0);
    for (;;) {
      const plan = activePlan(s, due);
      const done = planned(
        "LGSR",
        s.cust,
        s,
        due,
        plan && plan.cd === "LLC" ? plan : null,
        "Landlord gas safety check (CP12)",
      );
      if (done === null) break;
      const exp = addDays(addMonths(done, 12), -1);
      due = addDays(exp, -r.int(0, 25));
      if (due <= done) due = addDays(done, 300);
    }
  }

  // deleted duplicates (keyed in error, merged away)
  for (let k = 0; k < 24; k++) {
    const orig = r.pick(doms.filter((c) => c.crt >= GO_LIVE));
    const crt = addDays(orig.crt, r.int(0, 30));
    newCust(orig.nm, "D", crt > LAST ? orig.crt : crt).del = true;
  }

  // ------------------------------------------------------------ numbering
  custs.sort((a, b) =>
    a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : a.seq - b.seq,
  );
  custs.forEach((c, k) => {
    c.id = 1001 + k;
  });
  const sitesSorted = [...sites].sort(
    (a, b) => a.cust.id - b.cust.id || a.seq - b.seq,
  );
  sitesSorted.forEach((s, k) => {
    s.id = 5001 + k;
  });
  plans.sort((a, b) =>
    a.start < b.start ? -1 : a.start > b.start ? 1 : a.seq - b.seq,
  );
  plans.forEach((p, k) => {
    p.no = 201 + k;
  });
  quotes.forEach((q, k) => {
    q.no = 24001 + k;
  });
  jobs.sort((a, b) =>
    a.logged < b.logged ? -1 : a.logged > b.logged ? 1 : a.seq - b.seq,
  );
  jobs.forEach((j, k) => {
    j.no = 110001 + k;
  });
  // site's boiler now: the last install done
  for (const j of jobs)
    if (j.typ === "INST" && j.st === "CP") {
      const b = BOILERS.find((x) => x[0] === j.quote!.boiler)!;
      j.site.make = b[1];
      j.site.model = b[2];
      j.site.byr = yearOf(j.appt);
    }

  // ------------------------------------------------------------ invoices and payments
  const invs: Inv[] = [];
  const pays: Pay[] = [];
  const byAppt = [...jobs].sort((a, b) =>
    a.appt < b.appt ? -1 : a.appt > b.appt ? 1 : a.no - b.no,
  );
  for (const j of byAppt) {
    if (j.st !== "CP" || j.plan !== null) continue;
    const d = j.appt;
    const mat = j.parts.reduce((t, p) => t + p.qty * p.sell, 0);
    let lab = 0;
    if (j.typ === "INST") lab = j.quote!.net - mat;
    else if (j.typ === "SVC") lab = byYear(d, SVC_FEE);
    else if (j.typ === "LGSR")
      lab = byYear(d, LGSR_FEE) + (j.site.appl - 1) * 2500;
    else if (j.typ === "BRK")
      lab =
        byYear(d, CALLOUT) +
        Math.max(0, Math.ceil((j.hrs! - 1) * 2)) * (byYear(d, LAB_RATE) / 2);
    else lab = Math.round(j.hrs! * byYear(d, LAB_RATE));
    const terms = j.cust.typ === "D" ? 14 : 30;
    if (r.chance(0.02)) {
      invs.push({
        no: 0,
        cust: j.cust,
        job: j,
        dt: d,
        due: addDays(d, terms),
        lab: lab + r.pick([-1, 1]) * r.int(1, 4) * 500,
        mat,
        st: "V",
      });
    }
    const inv: Inv = {
      no: 0,
      cust: j.cust,
      job: j,
      dt: d,
      due: addDays(d, terms),
      lab,
      mat,
      st: "I",
    };
    invs.push(inv);
    const gross = lab + mat + vatOf(lab + mat);
    const pay = (dt: string, amt: number, meth: string) => {
      if (dt <= LAST && amt > 0) pays.push({ inv, dt, amt, meth });
    };
    const roll = r.next();
    if (j.cust.typ === "D" && j.typ === "INST") {
      if (roll < 0.74) pay(addDays(d, r.int(0, 5)), gross, "BACS");
      else if (roll < 0.87) pay(addDays(d, r.int(7, 21)), gross, "FIN");
      else if (roll < 0.95) {
        const first = Math.round((gross * r.int(70, 90)) / 100);
        pay(addDays(d, r.int(0, 3)), first, "BACS");
        pay(addDays(d, r.int(20, 75)), gross - first, "BACS");
      } else {
        // balance held back over snagging, paid once it is sorted
        const first = Math.round((gross * r.int(80, 95)) / 100);
        pay(addDays(d, r.int(0, 3)), first, "BACS");
        pay(addDays(d, r.int(60, 200)), gross - first, "BACS");
      }
    } else if (j.cust.typ === "D") {
      if (roll < 0.8) pay(d, gross, r.chance(0.93) ? "CARD" : "CASH");
      else if (roll < 0.95) pay(addDays(d, r.int(1, 14)), gross, "BACS");
      else if (roll < 0.98)
        pay(addDays(d, r.int(25, 100)), gross, r.chance(0.7) ? "BACS" : "CHQ");
      else {
        const first = Math.round(gross / 2 / 100) * 100;
        pay(addDays(d, r.int(0, 10)), first, "BACS");
        pay(addDays(d, r.int(30, 150)), gross - first, "BACS");
      }
    } else {
      if (roll < 0.82)
        pay(addDays(d, r.int(8, 40)), gross, r.chance(0.9) ? "BACS" : "CHQ");
      else if (roll < 0.93) pay(addDays(d, r.int(35, 100)), gross, "BACS");
      else {
        const first = Math.round((gross * r.int(40, 70)) / 100);
        pay(addDays(d, r.int(10, 40)), first, "BACS");
        pay(addDays(d, r.int(60, 160)), gross - first, "BACS");
      }
    }
  }
  invs.sort((a, b) =>
    a.dt < b.dt
      ? -1
      : a.dt > b.dt
        ? 1
        : a.job.no - b.job.no || (a.st === "V" ? -1 : 1),
  );
  invs.forEach((v, k) => {
    v.no = 30001 + k;
  });
  pays.sort((a, b) =>
    a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.inv.no - b.inv.no,
  );

  // ------------------------------------------------------------ gas certificates
  const certs: Cert[] = [];
  for (const j of byAppt) {
    if (j.st !== "CP") continue;
    const add = (
      typ: string,
      exp: string | null,
      appl: number,
      res: string,
    ) => {
      if (r.chance(0.015))
        certs.push({ typ, job: j, iss: j.appt, exp, appl, res, vd: true });
      certs.push({ typ, job: j, iss: j.appt, exp, appl, res, vd: false });
    };
    let res = "PASS";
    if (j.typ === "LGSR") {
      res = r.weighted([
        ["PASS", 84],
        ["NCS", 9],
        ["AR", 5],
        ["ID", 2],
      ]);
      add("LGSR", addDays(addMonths(j.appt, 12), -1), j.site.appl, res);
    } else if (j.typ === "SVC") {
      res = r.weighted([
        ["PASS", 91],
        ["NCS", 6],
        ["AR", 2.5],
        ["ID", 0.5],
      ]);
      add("SVR", null, 1, res);
    } else if (j.typ === "INST") add("BCN", null, 1, "PASS");
    else if (j.typ === "BRK" && r.chance(0.03))
      res = r.weighted([
        ["AR", 3],
        ["ID", 1],
      ]);
    if (res === "AR" || res === "ID") add("GWN", null, 1, res);
  }
  certs.sort((a, b) =>
    a.iss < b.iss
      ? -1
      : a.iss > b.iss
        ? 1
        : a.job.no - b.job.no || (a.vd ? -1 : 1),
  );

  // ------------------------------------------------------------ SQL
  const ddl = `
CREATE SCHEMA ftrade;
CREATE TABLE ftrade.sys_code (code_grp varchar(8) NOT NULL, code varchar(6) NOT NULL, code_desc varchar(60) NOT NULL, PRIMARY KEY (code_grp, code));
CREATE TABLE ftrade.engineer (
  eng_id smallint PRIMARY KEY, eng_name varchar(40) NOT NULL, grade_cd varchar(3) NOT NULL, gas_safe_id varchar(8),
  van_reg varchar(8), van_desc varchar(30), start_dt date NOT NULL, leave_dt date
);
CREATE TABLE ftrade.customer (
  cust_id integer PRIMARY KEY, acc_ref varchar(8) NOT NULL, cust_name varchar(60) NOT NULL, cust_type char(1) NOT NULL,
  tel varchar(16), email varchar(80), mkt_optin char(1) NOT NULL DEFAULT 'N', created_dt date NOT NULL, deleted char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE ftrade.site (
  site_id integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES ftrade.customer (cust_id), addr1 varchar(60) NOT NULL,
  town varchar(30) NOT NULL, postcode varchar(8) NOT NULL, boiler_make varchar(20), boiler_model varchar(30), fuel_cd varchar(3) NOT NULL,
  boiler_yr smallint
);
CREATE TABLE ftrade.quote (
  quote_no integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES ftrade.customer (cust_id), site_id integer NOT NULL REFERENCES ftrade.site (site_id),
  quote_dt date NOT NULL, eng_id smallint REFERENCES ftrade.engineer (eng_id), lead_src varchar(3), boiler_desc varchar(60) NOT NULL,
  net_p integer NOT NULL, vat_p integer NOT NULL, status_cd char(1) NOT NULL, decision_dt date, lost_rsn varchar(3)
);
CREATE TABLE ftrade.plan_type (
  plan_cd varchar(3) PRIMARY KEY, plan_name varchar(40) NOT NULL, monthly_net_p integer NOT NULL, covers_callout char(1) NOT NULL, covers_lgsr char(1) NOT NULL
);
CREATE TABLE ftrade.svc_plan (
  plan_no integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES ftrade.customer (cust_id), site_id integer NOT NULL REFERENCES ftrade.site (site_id),
  plan_cd varchar(3) NOT NULL REFERENCES ftrade.plan_type (plan_cd), start_dt date NOT NULL, end_dt date, status_cd char(1) NOT NULL,
  dd_day smallint NOT NULL, mandate_ref varchar(18)
);
CREATE TABLE ftrade.dd_collection (
  coll_id integer PRIMARY KEY, plan_no integer NOT NULL REFERENCES ftrade.svc_plan (plan_no), coll_dt date NOT NULL,
  gross_p integer NOT NULL, vat_p integer NOT NULL, status_cd char(1) NOT NULL
);
CREATE TABLE ftrade.job (
  job_no integer PRIMARY KEY, job_type varchar(4) NOT NULL, cust_id integer NOT NULL REFERENCES ftrade.customer (cust_id),
  site_id integer NOT NULL REFERENCES ftrade.site (site_id), eng_id smallint REFERENCES ftrade.engineer (eng_id),
  plan_no integer REFERENCES ftrade.svc_plan (plan_no), quote_no integer REFERENCES ftrade.quote (quote_no), descr varchar(80),
  logged_at timestamp NOT NULL, appt_dt date NOT NULL, arrived_at timestamp, status_cd varchar(2) NOT NULL, labour_hrs numeric(5,2),
  priority char(1), fault_cd varchar(4), ftf_yn char(1)
);
CREATE TABLE ftrade.part (
  part_no varchar(10) PRIMARY KEY, part_desc varchar(60) NOT NULL, cat_cd varchar(4) NOT NULL, cost_p integer NOT NULL,
  sell_p integer NOT NULL, active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE ftrade.job_part (
  job_no integer NOT NULL REFERENCES ftrade.job (job_no), line_no smallint NOT NULL, part_no varchar(10) NOT NULL REFERENCES ftrade.part (part_no),
  line_desc varchar(60) NOT NULL, qty smallint NOT NULL, unit_cost_p integer NOT NULL, unit_sell_p integer NOT NULL,
  src_cd char(1) NOT NULL, van_reg varchar(8), PRIMARY KEY (job_no, line_no)
);
CREATE TABLE ftrade.invoice (
  inv_no integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES ftrade.customer (cust_id), job_no integer REFERENCES ftrade.job (job_no),
  inv_dt date NOT NULL, due_dt date NOT NULL, labour_p integer NOT NULL, materials_p integer NOT NULL, net_p integer NOT NULL,
  vat_p integer NOT NULL, status_cd char(1) NOT NULL
);
CREATE TABLE ftrade.payment (
  pay_id integer PRIMARY KEY, inv_no integer NOT NULL REFERENCES ftrade.invoice (inv_no), pay_dt date NOT NULL,
  amount_p integer NOT NULL, method_cd varchar(4) NOT NULL
);
CREATE TABLE ftrade.gas_cert (
  cert_no varchar(10) PRIMARY KEY, cert_type varchar(4) NOT NULL, job_no integer NOT NULL REFERENCES ftrade.job (job_no),
  site_id integer NOT NULL REFERENCES ftrade.site (site_id), eng_id smallint REFERENCES ftrade.engineer (eng_id), issued_dt date NOT NULL,
  expiry_dt date, appliances smallint NOT NULL, result_cd varchar(4) NOT NULL, void_yn char(1) NOT NULL DEFAULT 'N'
);
`;
  const CODES: [string, string, string][] = [
    ["JOBTYP", "INST", "Boiler install"],
    ["JOBTYP", "SVC", "Annual service"],
    ["JOBTYP", "LGSR", "Landlord gas safety check"],
    ["JOBTYP", "BRK", "Breakdown call-out"],
    ["JOBTYP", "REP", "Repair / plumbing work"],
    ["JOBST", "BK", "Booked"],
    ["JOBST", "CP", "Completed"],
    ["JOBST", "CN", "Cancelled"],
    ["JOBST", "NA", "No access"],
    ["PRIO", "E", "Emergency"],
    ["PRIO", "S", "Standard"],
    ...FAULTS.map((f): [string, string, string] => ["FAULT", f[0], f[1]]),
    ["QSTAT", "O", "Open"],
    ["QSTAT", "W", "Won"],
    ["QSTAT", "L", "Lost"],
    ["QSTAT", "X", "Withdrawn"],
    ["LOSTRSN", "PRC", "Price too high"],
    ["LOSTRSN", "CMP", "Went with another installer"],
    ["LOSTRSN", "DEF", "Not going ahead yet"],
    ["LOSTRSN", "NR", "No response"],
    ["LEAD", "WEB", "Website"],
    ["LEAD", "REF", "Referral"],
    ["LEAD", "DIR", "Trade directory"],
    ["LEAD", "PLN", "Plan customer"],
    ["LEAD", "REP", "Repeat customer"],
    ["CUSTTYP", "D", "Domestic"],
    ["CUSTTYP", "L", "Landlord / letting agent"],
    ["CUSTTYP", "C", "Commercial"],
    ["PLNST", "A", "Active"],
    ["PLNST", "C", "Cancelled"],
    ["PLNST", "L", "Lapsed"],
    ["DDST", "C", "Collected"],
    ["DDST", "R", "Returned unpaid"],
    ["INVST", "I", "Issued"],
    ["INVST", "V", "Void"],
    ["PAYMTH", "CARD", "Card"],
    ["PAYMTH", "BACS", "Bank transfer"],
    ["PAYMTH", "CASH", "Cash"],
    ["PAYMTH", "CHQ", "Cheque"],
    ["PAYMTH", "FIN", "Finance company"],
    ["CERTTYP", "LGSR", "Landlord Gas Safety Record (CP12)"],
    ["CERTTYP", "SVR", "Service & maintenance record"],
    ["CERTTYP", "BCN", "Benchmark commissioning certificate"],
    ["CERTTYP", "GWN", "Gas warning notice"],
    ["CERTRES", "PASS", "Satisfactory"],
    ["CERTRES", "NCS", "Not to current standards"],
    ["CERTRES", "AR", "At risk"],
    ["CERTRES", "ID", "Immediately dangerous"],
    ...PART_CATS.map(([c, n]): [string, string, string] => ["PARTCAT", c, n]),
    ["GRADE", "SUP", "Supervisor / owner"],
    ["GRADE", "ENG", "Gas engineer"],
    ["GRADE", "APP", "Apprentice"],
    ["PSRC", "V", "Van stock"],
    ["PSRC", "M", "Merchant"],
  ];
  const custRows = [...custs]
    .sort((a, b) => a.id - b.id)
    .map((c) => [
      c.id,
      `C${pad(c.id, 5)}`,
      c.nm,
      c.typ,
      c.tel,
      c.email,
      c.optin,
      c.crt,
      c.del ? "Y" : "N",
    ]);
  let certNo = 40000;
  return [
    ddl,
    insertRows("ftrade.sys_code", ["code_grp", "code", "code_desc"], CODES),
    insertRows(
      "ftrade.engineer",
      [
        "eng_id",
        "eng_name",
        "grade_cd",
        "gas_safe_id",
        "van_reg",
        "van_desc",
        "start_dt",
        "leave_dt",
      ],
      ENGS,
    ),
    insertRows(
      "ftrade.customer",
      [
        "cust_id",
        "acc_ref",
        "cust_name",
        "cust_type",
        "tel",
        "email",
        "mkt_optin",
        "created_dt",
        "deleted",
      ],
      custRows,
    ),
    insertRows(
      "ftrade.site",
      [
        "site_id",
        "cust_id",
        "addr1",
        "town",
        "postcode",
        "boiler_make",
        "boiler_model",
        "fuel_cd",
        "boiler_yr",
      ],
      sitesSorted.map((s) => [
        s.id,
        s.cust.id,
        s.addr,
        s.town,
        s.pcode,
        s.make,
        s.model,
        s.fuel,
        s.byr,
      ]),
    ),
    insertRows(
      "ftrade.quote",
      [
        "quote_no",
        "cust_id",
        "site_id",
        "quote_dt",
        "eng_id",
        "lead_src",
        "boiler_desc",
        "net_p",
        "vat_p",
        "status_cd",
        "decision_dt",
        "lost_rsn",
      ],
      quotes.map((q) => [
        q.no,
        q.cust.id,
        q.site.id,
        q.dt,
        q.eng,
        q.lead,
        `${PART.get(q.boiler)![1]}${q.trv > 0 ? ` + ${q.trv} TRVs` : ""}`,
        q.net,
        vatOf(q.net),
        q.st,
        q.dec,
        q.lost,
      ]),
    ),
    insertRows(
      "ftrade.plan_type",
      [
        "plan_cd",
        "plan_name",
        "monthly_net_p",
        "covers_callout",
        "covers_lgsr",
      ],
      PLANS.map((p) => [p[0], p[1], p[2][2], p[3], p[4]]),
    ),
    insertRows(
      "ftrade.svc_plan",
      [
        "plan_no",
        "cust_id",
        "site_id",
        "plan_cd",
        "start_dt",
        "end_dt",
        "status_cd",
        "dd_day",
        "mandate_ref",
      ],
      plans.map((p) => [
        p.no,
        p.cust.id,
        p.site.id,
        p.cd,
        p.start,
        p.end,
        p.st,
        p.ddDay,
        `HHP-${pad(p.no, 6)}`,
      ]),
    ),
    insertRows(
      "ftrade.dd_collection",
      ["coll_id", "plan_no", "coll_dt", "gross_p", "vat_p", "status_cd"],
      [...colls]
        .sort((a, b) =>
          a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.plan.no - b.plan.no,
        )
        .map((c, k) => [700001 + k, c.plan.no, c.dt, c.gross, c.vat, c.st]),
    ),
    insertRows(
      "ftrade.job",
      [
        "job_no",
        "job_type",
        "cust_id",
        "site_id",
        "eng_id",
        "plan_no",
        "quote_no",
        "descr",
        "logged_at",
        "appt_dt",
        "arrived_at",
        "status_cd",
        "labour_hrs",
        "priority",
        "fault_cd",
        "ftf_yn",
      ],
      jobs.map((j) => [
        j.no,
        j.typ,
        j.cust.id,
        j.site.id,
        j.eng,
        j.plan ? j.plan.no : null,
        j.quote ? j.quote.no : null,
        j.descr,
        j.logged,
        j.appt,
        j.arr,
        j.st,
        j.hrs,
        j.prio,
        j.fault,
        j.ftf,
      ]),
    ),
    insertRows(
      "ftrade.part",
      ["part_no", "part_desc", "cat_cd", "cost_p", "sell_p", "active_yn"],
      PARTS.map((p) => [p[0], p[1], p[2], p[3], p[4], p[5]]),
    ),
    insertRows(
      "ftrade.job_part",
      [
        "job_no",
        "line_no",
        "part_no",
        "line_desc",
        "qty",
        "unit_cost_p",
        "unit_sell_p",
        "src_cd",
        "van_reg",
      ],
      jobs.flatMap((j) =>
        j.parts.map((p, i) => [
          j.no,
          i + 1,
          p.part,
          p.desc,
          p.qty,
          p.cost,
          p.sell,
          p.src,
          p.van,
        ]),
      ),
    ),
    insertRows(
      "ftrade.invoice",
      [
        "inv_no",
        "cust_id",
        "job_no",
        "inv_dt",
        "due_dt",
        "labour_p",
        "materials_p",
        "net_p",
        "vat_p",
        "status_cd",
      ],
      invs.map((v) => [
        v.no,
        v.cust.id,
        v.job.no,
        v.dt,
        v.due,
        v.lab,
        v.mat,
        v.lab + v.mat,
        vatOf(v.lab + v.mat),
        v.st,
      ]),
    ),
    insertRows(
      "ftrade.payment",
      ["pay_id", "inv_no", "pay_dt", "amount_p", "method_cd"],
      pays.map((p, k) => [90001 + k, p.inv.no, p.dt, p.amt, p.meth]),
    ),
    insertRows(
      "ftrade.gas_cert",
      [
        "cert_no",
        "cert_type",
        "job_no",
        "site_id",
        "eng_id",
        "issued_dt",
        "expiry_dt",
        "appliances",
        "result_cd",
        "void_yn",
      ],
      certs.map((c) => [
        `GS${pad(++certNo, 6)}`,
        c.typ,
        c.job.no,
        c.job.site.id,
        c.job.eng,
        c.iss,
        c.exp,
        c.appl,
        c.res,
        c.vd ? "Y" : "N",
      ]),
    ),
  ].join("\n");
}
