/**
 * Kestrel Charge Ltd, a regional public electric-vehicle charging network in the East Midlands and north
 * Derbyshire (head office in Mansfield, Nottinghamshire). Kestrel installs and runs the chargers; the land belongs to
 * site hosts (a supermarket chain, a motorway services operator, retail park landlords, a hotel group, a district
 * council and a garden centre), who are paid a share of each site's charging takings every month. Drivers charge as
 * pay-as-you-go app users, as members on a monthly plan (a discount on the price per kWh), by tapping a bank card on
 * the charger's contactless reader with no account at all, or with an RFID card. Businesses run fleet accounts: each
 * van or car gets an RFID card and the account is invoiced once a month for its sessions.
 *
 * This is the database of "Ampline CPMS 4" (schema `ampline`), the charge point management system Kestrel has run
 * since the network went live on 2024-01-08, copied early on the morning of Wednesday 2026-11-25 with everything up
 * to the end of Tuesday 2026-11-24. Planned maintenance visits are already booked up to the end of March 2027
 * (tickets of type PPM with a future `sched_dt`); one site (FreshWay Hinckley) is signed but not built yet.
 *
 * MONEY is in whole PENCE (integer columns ending `_p`) and includes VAT (20%) unless the column says otherwise;
 * answers about money are given in pounds (pence / 100). Prices per kWh are pence with two decimals (`kwh_p`).
 *
 * Business terms:
 * - A charging session is a row of `sess`. Status `stat_cd`: C completed (energy delivered and paid for), F failed
 *   to start (no energy, nothing charged; still logged because the driver tried). "Sessions" / "charges" in reports
 *   are completed sessions. `st_ts` is when charging started (the date a session belongs to), `end_ts` when energy
 *   stopped flowing, `unplug_ts` when the connector was put back; both NULL for failed sessions.
 * - Charging revenue (takings) = `sess.tot_p` of completed sessions = `nrg_p - disc_p + idle_p`: energy at the
 *   tariff (`kwh` x `kwh_p`, rounded), less the membership / fleet discount, plus idle fees.
 * - Tariffs (pence per kWh, incl. VAT), by charger class, changed on 2025-04-01 and 2026-04-01: FAST 55 / 59 / 62,
 *   RAPID 72 / 76 / 79, ULTRA 79 / 83 / 85; ULTRA chargers at motorway services cost 4p more. The price in force is
 *   copied onto each session (`kwh_p`).
 * - Idle fees (overstay): on RAPID and ULTRA chargers only, from 2024-04-01, for every minute the car stays plugged
 *   in after charging has stopped, beyond a 10-minute grace period: 10p a minute, 20p a minute from 2025-04-01.
 *   `idle_min` is the billed idle minutes (after grace), `idle_p` the fee. Idle fees are not discounted.
 * - `auth_cd` how the session was started: APP (driver's app account), RFID (an RFID card: a fleet vehicle's card
 *   or a driver's own card), CTLS (contactless bank card on the charger, ad hoc, no account; `acct_id` NULL).
 * - `stop_cd` why a completed session ended: EV the car stopped (battery full or its own limit), USR the driver
 *   stopped it (app, card or button), ERR the charger faulted mid-session (the energy delivered is still charged),
 *   REM stopped remotely by Kestrel's support desk.
 * - Accounts (`acct`): `acct_typ` IND an individual driver (app user), FLT a business fleet account. An account is
 *   open while `clsd_dt` is NULL. `plan_cd` is the account's current plan, held since `plan_since` (before that the
 *   driver was on PAYG; founding members have held their plan since sign-up). Members are individual drivers on a
 *   plan other than PAYG. Fleet accounts are always on FLEET or FLEETP.
 * - Plans (`plan`): PAYG pay as you go (no fee), PLUS Kestrel Plus (4.99 a month, 10% off energy), MAX Kestrel Max
 *   (12.99 a month, 20% off, launched 2025-03-01), FOUND Founding Member (free, 15% off, offered to the first
 *   drivers up to 2024-06-30 and no longer sold), FLEET Fleet Standard (no fee, 8% off), FLEETP Fleet Premium
 *   (25.00 a month, 15% off). Members' monthly fees are taken by the app's payment provider and are not recorded
 *   here (only on fleet invoices, `fee_p`).
 * - Fleet invoices (`inv`): one per fleet account per calendar month used (`per_mo`, first day of the month), issued
 *   on the 3rd of the next month (the next Monday when that is a weekend), due 30 days after (`due_dt`). `gross_p`
 *   = sessions' `tot_p` + the plan fee `fee_p`; `net_p` excludes VAT, `vat_p` = gross - net. An invoice is unpaid
 *   while `paid_dt` is NULL and overdue when also past `due_dt`. Voided invoices (`void_yn` Y, raised in error and
 *   replaced by a corrected invoice) do not count for anything. November 2026 sessions are not invoiced yet
 *   (`sess.inv_no` NULL).
 * - Site host revenue share: each site's host gets `rev_shr_pct` percent of the site's takings. Kestrel issues one
 *   statement per site per month (`host_stmt`, on the 10th of the next month), paid to the host at `paid_dt`
 *   (NULL while unpaid). The latest statements are for October 2026.
 * - Sites: `stat_cd` LIVE (open to drivers), PLAN (signed, not built; `live_dt` is the target date), CLSD (closed:
 *   the Harrow & Finch Buxton hotel site closed on 2025-06-30). Site types `site_typ`: SUP supermarket car park,
 *   MSA motorway service area, RTL retail park, HTL hotel, CPK public (council) car park, GDN garden centre.
 * - Charge points (`chg_pt`, "chargers"): class `cp_cls` FAST (AC, 22 kW posts), RAPID (DC 50 kW), ULTRA (DC 150 kW
 *   and above). `stat_cd` INSV in service, OOS out of service (down with an open P1 fault), DECOM removed
 *   (`decom_dt`). One RAPID at FreshWay Sutton-in-Ashfield was replaced in August 2025.
 * - Tickets (`tkt`): `tkt_typ` FAULT (a fault on a charger) or PPM (planned preventive maintenance visit). Fault
 *   category `flt_cd` (FAULT only): CBL cable / connector damage, PWR power module, COM comms / offline, PAY payment
 *   terminal, HMI screen, ELE electrical / RCD trip, VAN vandalism, OTH other. Priority `pri_cd` 1 (P1, charger
 *   down), 2 (P2, degraded), 3 (P3, cosmetic; all PPM visits are 3). Source `src_cd`: RMS remote monitoring alert,
 *   DRV driver report, HST site host, ENG engineer on site, SCH the maintenance schedule (PPM). Status `stat_cd`:
 *   OPEN, WAIT (waiting for parts), RES resolved (`resolved_ts`), SCHD a PPM visit booked for `sched_dt`.
 *   `eng_co` is the maintenance contractor who attended (NULL when Kestrel's support desk fixed it remotely, e.g. a
 *   remote reboot); `cost_p` the contractor's charge excluding VAT (0 for remote fixes, NULL until resolved).
 *   Time to fix = `resolved_ts - opened_ts`.
 * - RFID cards (`rfid`): `stat_cd` ACT active, LOST reported lost or stolen (blocked), CANC cancelled (vehicle left
 *   the fleet or account closed); `stat_dt` the date of the last change. Fleet cards carry the vehicle registration
 *   (`veh_reg`); drivers' own cards have none.
 *
 * The package does NOT record: the vehicles' make, model or battery state of charge; electricity bought for the
 *   sites (supplier bills, unit costs, standing charges, so no margins); members' subscription payments; app store
 *   downloads, ratings or reviews; queues or waiting times at sites; customer support calls or complaints; carbon
 *   savings; grid meter readings or peak demand; installation costs and grants.
 *
 * Tables
 * - `host`: site hosts, `host_id`, `host_nm`, `cont_nm` contact, `cont_email`, `agr_dt` hosting agreement signed,
 *   `pay_days` days after the statement Kestrel has agreed to pay within.
 * - `site`: `site_id`, `site_cd`, `site_nm`, `host_id`, `site_typ`, `town`, `county`, `post_cd`, `stat_cd`,
 *   `live_dt`, `clsd_dt`, `rev_shr_pct` host's revenue share in percent, `grid_kva` grid connection capacity.
 * - `chg_pt`: `cp_id`, `cp_ref` (the charger's label on site, e.g. KC-TIBN-05), `site_id`, `cp_cls`, `max_kw`, `mfr`
 *   manufacturer, `model`, `n_conn` connectors, `serial_no`, `inst_dt`, `decom_dt`, `stat_cd`.
 * - `plan`: `plan_cd`, `plan_nm`, `acct_typ` (IND / FLT), `mo_fee_p`, `disc_pct` discount on energy, `launch_dt`,
 *   `sell_yn` Y while sold to new customers.
 * - `acct`: `acct_id`, `acct_no`, `acct_typ`, `acct_nm` (a driver's full name or the company name), `cont_nm` fleet
 *   contact (NULL for drivers), `email`, `post_cd`, `plan_cd`, `plan_since`, `crt_dt` signed up, `clsd_dt`,
 *   `crd_lim_p` fleet credit limit (NULL for drivers), `mkt_yn` marketing opt-in.
 * - `rfid`: `card_id`, `card_uid` chip id, `print_no` number printed on the card, `acct_id`, `veh_reg`, `iss_dt`,
 *   `stat_cd`, `stat_dt`.
 * - `sess`: `sess_id`, `cp_id`, `auth_cd`, `acct_id`, `card_id` (RFID only), `st_ts`, `end_ts`, `unplug_ts`, `kwh`,
 *   `kwh_p`, `nrg_p`, `disc_p`, `idle_min`, `idle_p`, `tot_p`, `stat_cd`, `stop_cd`, `inv_no` (fleet sessions once
 *   invoiced).
 * - `inv`: `inv_no`, `acct_id`, `per_mo`, `inv_dt`, `due_dt`, `n_sess`, `kwh_tot`, `fee_p`, `net_p`, `vat_p`,
 *   `gross_p`, `paid_dt`, `void_yn`.
 * - `host_stmt`: `stmt_id`, `site_id`, `per_mo`, `n_sess`, `takings_p`, `shr_pct`, `shr_p`, `iss_dt`, `paid_dt`.
 * - `tkt`: `tkt_no`, `cp_id`, `tkt_typ`, `flt_cd`, `pri_cd`, `src_cd`, `opened_ts`, `sched_dt` (PPM only),
 *   `resolved_ts`, `stat_cd`, `eng_co`, `cost_p`, `note`.
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
  type SeededRandom,
} from "../../seeded-random";

const START = "2024-01-08";
const LAST = "2026-11-24";
const PPM_END = "2027-03-31";
const SNAP = "2026-11-25 05:00:00";

const hm = (mins: number) =>
  `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;
const ts = (d: string, mins: number) => {
  let day = d;
  let m = Math.round(mins);
  while (m >= 1440) {
    m -= 1440;
    day = addDays(day, 1);
  }
  return `${day} ${hm(m)}`;
};
const addHours = (t: string, hours: number): string => {
  const base = Date.parse(`${t.replace(" ", "T")}Z`);
  return new Date(base + Math.round(hours * 60) * 60_000)
    .toISOString()
    .slice(0, 19)
    .replace("T", " ");
};
const monthStart = (d: string) => `${d.slice(0, 7)}-01`;
const year = (d: string) => Number(d.slice(0, 4));
const month = (d: string) => Number(d.slice(5, 7));

// ------------------------------------------------------------------ hosts and sites
type HostRow = [number, string, string, string, string, number];
const HOSTS: HostRow[] = [
  [
    1,
    "FreshWay Supermarkets plc",
    "Alison Greaves",
    "a.greaves@freshway.co.uk",
    "2023-10-02",
    30,
  ],
  [
    2,
    "Roadstar Services Ltd",
    "Mark Ibbotson",
    "mark.ibbotson@roadstar-services.co.uk",
    "2023-09-18",
    30,
  ],
  [
    3,
    "Brindley Retail Parks LLP",
    "Priya Sandhu",
    "psandhu@brindleyparks.co.uk",
    "2024-02-01",
    21,
  ],
  [
    4,
    "Harrow & Finch Hotels Ltd",
    "Tom Whitaker",
    "t.whitaker@harrowfinch.co.uk",
    "2023-11-20",
    30,
  ],
  [
    5,
    "Trentvale District Council",
    "Janet Coombes",
    "parking@trentvale.gov.uk",
    "2024-04-01",
    45,
  ],
  [
    6,
    "Oakfield Garden Centres Ltd",
    "Neil Sharpe",
    "neil@oakfieldgc.co.uk",
    "2024-08-01",
    30,
  ],
];

interface Site {
  id: number;
  cd: string;
  nm: string;
  host: number;
  typ: string;
  town: string;
  county: string;
  pc: string;
  stat: string;
  live: string;
  clsd: string | null;
  shr: number;
  kva: number;
  pop: number; // demand factor
}
const SITES: Site[] = [
  {
    id: 1,
    cd: "MAN1",
    nm: "FreshWay Mansfield",
    host: 1,
    typ: "SUP",
    town: "Mansfield",
    county: "Nottinghamshire",
    pc: "NG18 1QJ",
    stat: "LIVE",
    live: "2024-01-08",
    clsd: null,
    shr: 8,
    kva: 500,
    pop: 1.1,
  },
  {
    id: 2,
    cd: "CHF1",
    nm: "FreshWay Chesterfield",
    host: 1,
    typ: "SUP",
    town: "Chesterfield",
    county: "Derbyshire",
    pc: "S41 7TD",
    stat: "LIVE",
    live: "2024-01-08",
    clsd: null,
    shr: 8,
    kva: 315,
    pop: 1.0,
  },
  {
    id: 3,
    cd: "SUT1",
    nm: "FreshWay Sutton-in-Ashfield",
    host: 1,
    typ: "SUP",
    town: "Sutton-in-Ashfield",
    county: "Nottinghamshire",
    pc: "NG17 1BX",
    stat: "LIVE",
    live: "2024-03-04",
    clsd: null,
    shr: 8,
    kva: 315,
    pop: 0.85,
  },
  {
    id: 4,
    cd: "TIBN",
    nm: "Roadstar Tibshelf Northbound",
    host: 2,
    typ: "MSA",
    town: "Tibshelf",
    county: "Derbyshire",
    pc: "DE55 5TZ",
    stat: "LIVE",
    live: "2024-01-08",
    clsd: null,
    shr: 12.5,
    kva: 1500,
    pop: 1.15,
  },
  {
    id: 5,
    cd: "TIBS",
    nm: "Roadstar Tibshelf Southbound",
    host: 2,
    typ: "MSA",
    town: "Tibshelf",
    county: "Derbyshire",
    pc: "DE55 5TZ",
    stat: "LIVE",
    live: "2024-01-08",
    clsd: null,
    shr: 12.5,
    kva: 1500,
    pop: 1.05,
  },
  {
    id: 6,
    cd: "NWK1",
    nm: "Harrow & Finch Newark",
    host: 4,
    typ: "HTL",
    town: "Newark-on-Trent",
    county: "Nottinghamshire",
    pc: "NG24 1TN",
    stat: "LIVE",
    live: "2024-02-05",
    clsd: null,
    shr: 10,
    kva: 200,
    pop: 1.0,
  },
  {
    id: 7,
    cd: "GLT1",
    nm: "Giltbrook Retail Park",
    host: 3,
    typ: "RTL",
    town: "Giltbrook",
    county: "Nottinghamshire",
    pc: "NG16 2GT",
    stat: "LIVE",
    live: "2024-04-15",
    clsd: null,
    shr: 9,
    kva: 800,
    pop: 1.0,
  },
  {
    id: 8,
    cd: "BUX1",
    nm: "Harrow & Finch Buxton",
    host: 4,
    typ: "HTL",
    town: "Buxton",
    county: "Derbyshire",
    pc: "SK17 6XN",
    stat: "CLSD",
    live: "2024-05-20",
    clsd: "2025-06-30",
    shr: 10,
    kva: 150,
    pop: 0.7,
  },
  {
    id: 9,
    cd: "TRW1",
    nm: "Roadstar Trowell",
    host: 2,
    typ: "MSA",
    town: "Trowell",
    county: "Nottinghamshire",
    pc: "NG9 3PL",
    stat: "LIVE",
    live: "2024-06-10",
    clsd: null,
    shr: 12.5,
    kva: 1500,
    pop: 1.0,
  },
  {
    id: 10,
    cd: "NWK2",
    nm: "Station Road Car Park, Newark",
    host: 5,
    typ: "CPK",
    town: "Newark-on-Trent",
    county: "Nottinghamshire",
    pc: "NG24 1BH",
    stat: "LIVE",
    live: "2024-07-01",
    clsd: null,
    shr: 5,
    kva: 200,
    pop: 1.0,
  },
  {
    id: 11,
    cd: "RAV1",
    nm: "Oakfield Garden Centre Ravenshead",
    host: 6,
    typ: "GDN",
    town: "Ravenshead",
    county: "Nottinghamshire",
    pc: "NG15 9HH",
    stat: "LIVE",
    live: "2024-10-07",
    clsd: null,
    shr: 10,
    kva: 250,
    pop: 0.8,
  },
  {
    id: 12,
    cd: "SWL1",
    nm: "Market Place Car Park, Southwell",
    host: 5,
    typ: "CPK",
    town: "Southwell",
    county: "Nottinghamshire",
    pc: "NG25 0HE",
    stat: "LIVE",
    live: "2025-01-13",
    clsd: null,
    shr: 5,
    kva: 100,
    pop: 0.8,
  },
  {
    id: 13,
    cd: "WKS1",
    nm: "FreshWay Worksop",
    host: 1,
    typ: "SUP",
    town: "Worksop",
    county: "Nottinghamshire",
    pc: "S80 1HW",
    stat: "LIVE",
    live: "2025-02-17",
    clsd: null,
    shr: 8,
    kva: 315,
    pop: 0.95,
  },
  {
    id: 14,
    cd: "DBY1",
    nm: "Riverside Retail Park, Derby",
    host: 3,
    typ: "RTL",
    town: "Derby",
    county: "Derbyshire",
    pc: "DE1 3AF",
    stat: "LIVE",
    live: "2025-05-12",
    clsd: null,
    shr: 9,
    kva: 1000,
    pop: 1.1,
  },
  {
    id: 15,
    cd: "LBH1",
    nm: "FreshWay Loughborough",
    host: 1,
    typ: "SUP",
    town: "Loughborough",
    county: "Leicestershire",
    pc: "LE11 3AB",
    stat: "LIVE",
    live: "2025-09-01",
    clsd: null,
    shr: 8,
    kva: 630,
    pop: 1.0,
  },
  {
    id: 16,
    cd: "MAN2",
    nm: "Oakham Retail Park, Mansfield",
    host: 3,
    typ: "RTL",
    town: "Mansfield",
    county: "Nottinghamshire",
    pc: "NG18 5BR",
    stat: "LIVE",
    live: "2026-03-02",
    clsd: null,
    shr: 9,
    kva: 1000,
    pop: 1.0,
  },
  {
    id: 17,
    cd: "DON1",
    nm: "Roadstar Donington",
    host: 2,
    typ: "MSA",
    town: "Castle Donington",
    county: "Leicestershire",
    pc: "DE74 2TN",
    stat: "LIVE",
    live: "2026-06-01",
    clsd: null,
    shr: 12.5,
    kva: 2000,
    pop: 1.2,
  },
  {
    id: 18,
    cd: "HNK1",
    nm: "FreshWay Hinckley",
    host: 1,
    typ: "SUP",
    town: "Hinckley",
    county: "Leicestershire",
    pc: "LE10 1NB",
    stat: "PLAN",
    live: "2027-02-01",
    clsd: null,
    shr: 8,
    kva: 500,
    pop: 1.0,
  },
];

// ------------------------------------------------------------------ charge points
// site, class, kW, manufacturer, model, connectors, how many, installed (default: site live), decommissioned
type CpSpec = [
  string,
  string,
  number,
  string,
  string,
  number,
  number,
  string?,
  string?,
];
const CP_SPECS: CpSpec[] = [
  ["MAN1", "RAPID", 50, "Tritium", "RTM50", 2, 2],
  ["MAN1", "FAST", 22, "Alfen", "Eve Double Pro-line", 2, 3],
  ["MAN1", "ULTRA", 150, "Alpitronic", "HYC150", 2, 2, "2025-11-10"],
  ["CHF1", "RAPID", 50, "ABB", "Terra 54", 2, 2],
  ["CHF1", "FAST", 22, "Alfen", "Eve Double Pro-line", 2, 2],
  ["SUT1", "RAPID", 50, "Tritium", "RTM50", 2, 1, undefined, "2025-08-11"],
  ["SUT1", "RAPID", 50, "Tritium", "RTM50", 2, 1],
  ["SUT1", "FAST", 22, "Rolec", "SecuriCharge Duo", 2, 2],
  ["SUT1", "RAPID", 50, "ABB", "Terra 54", 2, 1, "2025-08-11"],
  ["TIBN", "ULTRA", 300, "Kempower", "S-Series 300", 1, 4],
  ["TIBN", "RAPID", 50, "Tritium", "RTM50", 2, 2],
  ["TIBS", "ULTRA", 300, "Kempower", "S-Series 300", 1, 4],
  ["TIBS", "RAPID", 50, "Tritium", "RTM50", 2, 1],
  ["NWK1", "FAST", 22, "Alfen", "Eve Double Pro-line", 2, 4],
  ["GLT1", "RAPID", 50, "ABB", "Terra 54", 2, 2],
  ["GLT1", "ULTRA", 300, "Alpitronic", "HYC300", 2, 2],
  [
    "BUX1",
    "FAST",
    22,
    "Rolec",
    "SecuriCharge Duo",
    2,
    3,
    undefined,
    "2025-06-30",
  ],
  ["TRW1", "ULTRA", 300, "Alpitronic", "HYC300", 2, 4],
  ["TRW1", "RAPID", 50, "ABB", "Terra 54", 2, 2],
  ["NWK2", "FAST", 22, "Rolec", "SecuriCharge Duo", 2, 4],
  ["RAV1", "RAPID", 50, "ABB", "Terra 54", 2, 2],
  ["SWL1", "FAST", 22, "Alfen", "Eve Double Pro-line", 2, 2],
  ["WKS1", "RAPID", 50, "ABB", "Terra 54", 2, 2],
  ["WKS1", "FAST", 22, "Alfen", "Eve Double Pro-line", 2, 2],
  ["DBY1", "ULTRA", 150, "Alpitronic", "HYC150", 2, 4],
  ["LBH1", "ULTRA", 300, "Kempower", "S-Series 300", 1, 2],
  ["LBH1", "FAST", 22, "Alfen", "Eve Double Pro-line", 2, 2],
  ["MAN2", "ULTRA", 300, "Alpitronic", "HYC300", 2, 4],
  ["DON1", "ULTRA", 300, "Kempower", "S-Series 300", 1, 6],
];

interface Cp {
  id: number;
  ref: string;
  site: Site;
  cls: string;
  kw: number;
  mfr: string;
  model: string;
  nConn: number;
  inst: string;
  decom: string | null;
  serial: string;
  down: [string, string][]; // P1 down intervals, timestamps
  stat: string;
}

// annual fault rate by manufacturer
const FAULT_RATE: Record<string, number> = {
  Tritium: 8,
  Kempower: 4.5,
  ABB: 3,
  Alpitronic: 2.2,
  Alfen: 1,
  Rolec: 2,
};
// contractor by manufacturer, and its typical P1 fix hours
const CONTRACTOR: Record<string, string> = {
  Tritium: "Midlands EV Maintenance",
  ABB: "Midlands EV Maintenance",
  Kempower: "Voltfix Services Ltd",
  Alpitronic: "Voltfix Services Ltd",
  Alfen: "ChargeCare UK",
  Rolec: "ChargeCare UK",
};
const FIX_HOURS: Record<string, number> = {
  "Midlands EV Maintenance": 27,
  "Voltfix Services Ltd": 15,
  "ChargeCare UK": 21,
};

// ------------------------------------------------------------------ plans
type PlanRow = [string, string, string, number, number, string, string];
const PLANS: PlanRow[] = [
  ["PAYG", "Pay As You Go", "IND", 0, 0, "2024-01-08", "Y"],
  ["FOUND", "Founding Member", "IND", 0, 15, "2024-01-08", "N"],
  ["PLUS", "Kestrel Plus", "IND", 499, 10, "2024-01-08", "Y"],
  ["MAX", "Kestrel Max", "IND", 1299, 20, "2025-03-01", "Y"],
  ["FLEET", "Fleet Standard", "FLT", 0, 8, "2024-01-08", "Y"],
  ["FLEETP", "Fleet Premium", "FLT", 2500, 15, "2024-01-08", "Y"],
];
const PLAN_DISC: Record<string, number> = Object.fromEntries(
  PLANS.map((p) => [p[0], p[4]]),
);

// ------------------------------------------------------------------ fleets
// name, contact, created, vehicles, plan, credit limit (pounds), late-payment chance, closed
type FleetSpec = [
  string,
  string,
  string,
  number,
  string,
  number,
  number,
  string | null,
];
const FLEETS: FleetSpec[] = [
  [
    "Trent Valley Taxis",
    "Imran Qureshi",
    "2024-01-22",
    18,
    "FLEETP",
    6000,
    0.1,
    null,
  ],
  [
    "Sherwood Home Care Ltd",
    "Donna Pickering",
    "2024-02-12",
    14,
    "FLEETP",
    4000,
    0.25,
    null,
  ],
  [
    "Ashfield Plumbing & Heating",
    "Gary Moult",
    "2024-03-11",
    6,
    "FLEET",
    1500,
    0.05,
    null,
  ],
  [
    "Erewash Electrical Contractors",
    "Steve Bonser",
    "2024-04-08",
    5,
    "FLEET",
    1500,
    0.1,
    null,
  ],
  [
    "Peakline Couriers Ltd",
    "Kelly Wragg",
    "2024-05-06",
    12,
    "FLEETP",
    5000,
    0.3,
    null,
  ],
  [
    "Greenleaf Grounds Maintenance",
    "Rob Hickling",
    "2024-06-17",
    4,
    "FLEET",
    1000,
    0.05,
    null,
  ],
  [
    "Kirkby Home Help CIC",
    "Sandra Cooke",
    "2024-07-01",
    4,
    "FLEET",
    1000,
    0.2,
    "2025-09-30",
  ],
  [
    "Mansfield Pest Solutions",
    "Dean Harrison",
    "2024-09-02",
    3,
    "FLEET",
    800,
    0.05,
    null,
  ],
  [
    "Derwent Community Transport",
    "Helen Frost",
    "2024-10-14",
    10,
    "FLEET",
    3000,
    0.1,
    null,
  ],
  [
    "Bassetlaw Veterinary Group",
    "Dr Anna Lees",
    "2025-01-20",
    3,
    "FLEET",
    800,
    0.05,
    null,
  ],
  [
    "Castle Rock Security Services",
    "Wayne Fletcher",
    "2025-02-03",
    7,
    "FLEET",
    2000,
    0.45,
    null,
  ],
  [
    "Nottingham Glazing Co",
    "Paul Bexon",
    "2025-03-17",
    4,
    "FLEET",
    1000,
    0.1,
    null,
  ],
  [
    "Hallam Medical Couriers",
    "Fiona Baxter",
    "2025-05-12",
    11,
    "FLEETP",
    4000,
    0.1,
    null,
  ],
  [
    "Riverside Lettings & Property",
    "Josh Ward",
    "2025-06-02",
    2,
    "FLEET",
    500,
    0.05,
    null,
  ],
  [
    "Eastwood Scaffolding Ltd",
    "Lee Radford",
    "2025-08-04",
    5,
    "FLEET",
    1500,
    0.35,
    null,
  ],
  [
    "Soar Valley Dairies",
    "Martin Shaw",
    "2025-10-06",
    6,
    "FLEET",
    2000,
    0.05,
    null,
  ],
  [
    "BrightSpark Solar Installs",
    "Chris Allsop",
    "2026-01-12",
    4,
    "FLEET",
    1000,
    0.1,
    null,
  ],
  [
    "Midshires Drain Services",
    "Ian Staley",
    "2026-03-09",
    5,
    "FLEET",
    1500,
    0.1,
    null,
  ],
  ["Linby Landscapes", "Tom Birch", "2026-05-18", 2, "FLEET", 500, 0.05, null],
  [
    "Wolds Mobile Tyres",
    "Ryan Ellis",
    "2026-08-03",
    3,
    "FLEET",
    1000,
    0.05,
    null,
  ],
];

const FIRST = [
  "James",
  "Oliver",
  "Harry",
  "Jack",
  "George",
  "Noah",
  "Charlie",
  "Jacob",
  "Alfie",
  "Freddie",
  "Thomas",
  "William",
  "Daniel",
  "Matthew",
  "Ryan",
  "Adam",
  "Ben",
  "Luke",
  "Sam",
  "Chris",
  "Mark",
  "Paul",
  "Steven",
  "Andrew",
  "David",
  "Richard",
  "Simon",
  "Gareth",
  "Neil",
  "Craig",
  "Amelia",
  "Olivia",
  "Isla",
  "Emily",
  "Ava",
  "Lily",
  "Mia",
  "Sophie",
  "Grace",
  "Ella",
  "Chloe",
  "Jessica",
  "Hannah",
  "Lucy",
  "Charlotte",
  "Emma",
  "Rachel",
  "Sarah",
  "Laura",
  "Claire",
  "Nicola",
  "Helen",
  "Karen",
  "Joanne",
  "Priya",
  "Aisha",
  "Raj",
  "Sanjay",
  "Tomasz",
  "Piotr",
  "Agnieszka",
  "Fatima",
  "Kevin",
  "Jason",
  "Lee",
  "Dean",
  "Scott",
  "Wayne",
  "Martin",
  "Peter",
  "Gary",
  "Tony",
  "Rebecca",
  "Gemma",
  "Kelly",
  "Donna",
  "Louise",
  "Amy",
  "Zoe",
  "Holly",
  "Megan",
  "Ruby",
];
const LASTN = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Walker",
  "White",
  "Roberts",
  "Green",
  "Hall",
  "Wood",
  "Jackson",
  "Clarke",
  "Patel",
  "Hill",
  "Moore",
  "Cooper",
  "Ward",
  "Turner",
  "Parker",
  "Bailey",
  "Marsh",
  "Pearson",
  "Hudson",
  "Bradley",
  "Holmes",
  "Shaw",
  "Lowe",
  "Booth",
  "Hardy",
  "Barker",
  "Kirk",
  "Bower",
  "Spencer",
  "Fox",
  "Gibson",
  "Mellor",
  "Slater",
  "Tomlinson",
  "Whitehead",
  "Kowalski",
  "Nowak",
  "Khan",
  "Hussain",
  "Singh",
  "Begum",
  "Ali",
  "Chapman",
  "Webster",
  "Riley",
  "Lomas",
  "Stubbs",
  "Hancock",
  "Pickering",
  "Radford",
  "Bexon",
  "Wragg",
  "Allsop",
  "Hickling",
  "Frost",
  "Staley",
  "Birch",
  "Moult",
  "Bonser",
  "Greaves",
  "Sharpe",
  "Coombes",
  "Fletcher",
  "Ibbotson",
  "Haywood",
  "Needham",
  "Cresswell",
];
const PCODES = [
  "NG18",
  "NG19",
  "NG17",
  "NG15",
  "NG16",
  "NG5",
  "NG8",
  "NG9",
  "NG24",
  "NG25",
  "NG21",
  "NG22",
  "S40",
  "S41",
  "S42",
  "S43",
  "S80",
  "S81",
  "DE55",
  "DE56",
  "DE1",
  "DE22",
  "DE23",
  "DE74",
  "LE11",
  "LE12",
  "DN22",
  "SK17",
];

const normal = (r: SeededRandom) => {
  const u = Math.max(r.next(), 1e-9);
  const v = r.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
};
const PLATE_L = "ABCDEFGHJKLMNOPRSTUVWXY";
const plate = (r: SeededRandom, d: string) => {
  const y = year(d) - 2000 - r.int(0, 4);
  const age = r.chance(0.5) ? y : y + 50;
  const l = () => PLATE_L[r.int(0, PLATE_L.length - 1)];
  return `${l()}${l()}${pad(age, 2)} ${l()}${l()}${l()}`;
};
const hex = (r: SeededRandom, n: number) => {
  let s = "";
  for (let i = 0; i < n; i++) s += "0123456789ABCDEF"[r.int(0, 15)];
  return s;
};

// hour weights for session start by site type
const HOURS: Record<string, number[]> = {
  MSA: [
    1, 0.5, 0.4, 0.3, 0.4, 0.8, 2, 4, 6, 7, 8, 10, 12, 15, 12, 11, 11, 12, 10,
    8, 6, 4, 3, 2,
  ],
  SUP: [
    0, 0, 0, 0, 0, 0, 0.5, 2, 5, 8, 10, 11, 10, 9, 8, 8, 9, 10, 8, 5, 3, 1.5,
    0.5, 0,
  ],
  RTL: [
    0, 0, 0, 0, 0, 0, 0.3, 1, 3, 6, 9, 11, 12, 12, 11, 10, 9, 8, 6, 4, 2, 1,
    0.3, 0,
  ],
  HTL: [
    0.5, 0.2, 0, 0, 0, 0, 0.3, 1, 1.5, 1.5, 1.5, 2, 2.5, 3, 4, 6, 8, 10, 11, 10,
    7, 4, 2, 1,
  ],
  CPK: [
    0, 0, 0, 0, 0, 0, 1, 4, 8, 10, 10, 9, 8, 8, 7, 6, 5, 3, 2, 1.5, 1, 0.5, 0,
    0,
  ],
  GDN: [
    0, 0, 0, 0, 0, 0, 0, 0, 2, 6, 10, 11, 11, 10, 9, 7, 4, 1, 0, 0, 0, 0, 0, 0,
  ],
};
// day-of-week factors (Sunday first) by site type
const DOW: Record<string, number[]> = {
  MSA: [1.2, 0.85, 0.85, 0.9, 1.0, 1.45, 1.05],
  SUP: [0.9, 0.9, 0.85, 0.9, 1.0, 1.15, 1.4],
  RTL: [1.2, 0.75, 0.75, 0.8, 0.9, 1.1, 1.5],
  HTL: [0.8, 0.8, 0.9, 0.9, 1.0, 1.3, 1.3],
  CPK: [0.5, 1.1, 1.1, 1.1, 1.1, 1.15, 1.0],
  GDN: [1.5, 0.7, 0.7, 0.75, 0.8, 0.9, 1.6],
};
const BASE_RATE: Record<string, Record<string, number>> = {
  ULTRA: { MSA: 1.35, SUP: 0.8, RTL: 0.8 },
  RAPID: { MSA: 0.75, SUP: 0.55, RTL: 0.55, GDN: 0.5 },
  FAST: { SUP: 0.3, HTL: 0.4, CPK: 0.35 },
};
const MONTH_F = [
  0.9, 0.88, 0.95, 1.0, 1.02, 1.05, 1.15, 1.22, 1.0, 0.98, 0.95, 1.08,
];

const tariff = (cls: string, typ: string, d: string) => {
  const i = d < "2025-04-01" ? 0 : d < "2026-04-01" ? 1 : 2;
  if (cls === "FAST") return [55, 59, 62][i]!;
  if (cls === "RAPID") return [72, 76, 79][i]!;
  return [79, 83, 85][i]! + (typ === "MSA" ? 4 : 0);
};
const idleRate = (d: string) =>
  d < "2024-04-01" ? 0 : d < "2025-04-01" ? 10 : 20;

interface Acct {
  id: number;
  no: string;
  typ: string;
  nm: string;
  cont: string | null;
  email: string | null;
  pc: string | null;
  plan: string;
  since: string;
  crt: string;
  clsd: string | null;
  lim: number | null;
  mkt: string;
  w: number;
  nVeh: number;
  late: number;
}
interface Card {
  id: number;
  uid: string;
  print: string;
  acct: Acct;
  reg: string | null;
  iss: string;
  stat: string;
  statDt: string;
}
interface Tkt {
  cp: Cp;
  typ: string;
  flt: string | null;
  pri: number;
  src: string;
  opened: string;
  sched: string | null;
  resolved: string | null;
  stat: string;
  eng: string | null;
  cost: number | null;
  note: string | null;
}
interface Sess {
  id: number;
  cp: Cp;
  auth: string;
  acct: Acct | null;
  card: Card | null;
  st: string;
  end: string | null;
  unplug: string | null;
  kwh: number;
  kwhP: number;
  nrg: number;
  disc: number;
  idleMin: number;
  idle: number;
  tot: number;
  stat: string;
  stop: string | null;
  inv: string | null;
}

const NOTES: Record<string, string[]> = {
  CBL: [
    "CCS cable damaged, holster cracked",
    "Connector latch broken",
    "Cable cut, possible theft attempt",
    "Type 2 socket pins bent",
  ],
  PWR: [
    "Power module failed, output limited",
    "Power cabinet fault, no DC output",
    "Rectifier module replaced",
  ],
  COM: [
    "Charger offline, no heartbeat",
    "4G router dropped, charger offline",
    "OCPP connection lost",
  ],
  PAY: [
    "Contactless reader not accepting cards",
    "Payment terminal frozen",
    "Card reader timeout errors",
  ],
  HMI: [
    "Screen blank",
    "Touchscreen unresponsive",
    "Screen cracked, still usable",
  ],
  ELE: ["RCD tripped", "Isolator tripped after storm", "Earth fault reported"],
  VAN: [
    "Graffiti and damaged screen",
    "Cable cut off",
    "Charger struck by vehicle",
  ],
  OTH: [
    "Bay marking faded",
    "Signage missing",
    "Driver reports noise from unit",
  ],
};

export function datasetSql(): string {
  const r = seededRandom(20_261_125);

  // ---------------------------------------------------------------- charge points
  const cps: Cp[] = [];
  const seq: Record<string, number> = {};
  for (const [scd, cls, kw, mfr, model, nConn, n, inst, decom] of CP_SPECS) {
    const site = SITES.find((s) => s.cd === scd)!;
    for (let k = 0; k < n; k++) {
      seq[scd] = (seq[scd] ?? 0) + 1;
      const decomDt = decom ?? (site.clsd ? site.clsd : null);
      cps.push({
        id: cps.length + 1,
        ref: `KC-${scd}-${pad(seq[scd], 2)}`,
        site,
        cls,
        kw,
        mfr,
        model,
        nConn,
        inst: inst ?? site.live,
        decom: decomDt,
        serial: `${mfr.slice(0, 3).toUpperCase()}${r.int(100000, 999999)}`,
        down: [],
        stat: decomDt ? "DECOM" : "INSV",
      });
    }
  }
  const lemon = cps.find((c) => c.ref === "KC-TIBN-05")!;

  // ---------------------------------------------------------------- tickets
  const tkts: Tkt[] = [];
  const fltCodes = (cls: string): [string, number][] =>
    cls === "FAST"
      ? [
          ["CBL", 15],
          ["PWR", 3],
          ["COM", 35],
          ["PAY", 12],
          ["HMI", 10],
          ["ELE", 15],
          ["VAN", 6],
          ["OTH", 4],
        ]
      : [
          ["CBL", 20],
          ["PWR", 24],
          ["COM", 20],
          ["PAY", 15],
          ["HMI", 8],
          ["ELE", 5],
          ["VAN", 4],
          ["OTH", 4],
        ];
  const priOf = (flt: string): number => {
    const p: Record<string, [number, number][]> = {
      CBL: [
        [1, 6],
        [2, 4],
      ],
      PWR: [
        [1, 7],
        [2, 3],
      ],
      COM: [
        [1, 5],
        [2, 5],
      ],
      PAY: [
        [2, 8],
        [3, 2],
      ],
      HMI: [
        [2, 3],
        [3, 7],
      ],
      ELE: [
        [1, 9],
        [2, 1],
      ],
      VAN: [
        [1, 5],
        [2, 4],
        [3, 1],
      ],
      OTH: [[3, 1]],
    };
    return r.weighted(p[flt]!);
  };
  const addFault = (
    cp: Cp,
    opened: string,
    flt: string,
    pri: number,
    forced?: { stat: string; src?: string; note?: string },
  ) => {
    const eng0 = CONTRACTOR[cp.mfr]!;
    let remote = false;
    if (flt === "COM" && r.chance(0.5)) remote = true;
    let hours: number;
    if (remote) hours = r.float(0.2, 3, 2);
    else {
      const base = FIX_HOURS[eng0]! * (pri === 1 ? 1 : pri === 2 ? 2.4 : 5);
      hours = Math.max(2, base * Math.exp(0.45 * normal(r)));
    }
    const wait =
      !remote &&
      (flt === "PWR" || flt === "CBL" || flt === "VAN") &&
      r.chance(0.22);
    if (wait) hours += r.int(72, 480);
    let resolved: string | null = addHours(opened, hours);
    let stat = "RES";
    if (forced) {
      resolved = null;
      stat = forced.stat;
    } else if (resolved > SNAP || resolved > `${LAST} 23:59:59`) {
      resolved = null;
      stat = wait ? "WAIT" : "OPEN";
    }
    const eng = remote ? null : eng0;
    let cost: number | null = null;
    if (resolved) {
      if (remote) cost = 0;
      else {
        const callout =
          eng === "ChargeCare UK" ? r.int(75, 130) : r.int(140, 240);
        const parts =
          flt === "PWR"
            ? r.int(250, 900)
            : flt === "CBL"
              ? cp.cls === "FAST"
                ? r.int(60, 180)
                : r.int(200, 600)
              : flt === "VAN"
                ? r.int(100, 700)
                : flt === "HMI"
                  ? r.int(0, 300)
                  : flt === "PAY"
                    ? r.int(0, 250)
                    : 0;
        cost = (callout + parts) * 100;
      }
    }
    const src =
      forced?.src ??
      (flt === "OTH"
        ? r.weighted([
            ["DRV", 4],
            ["HST", 3],
            ["ENG", 3],
          ])
        : r.weighted([
            ["RMS", 55],
            ["DRV", 25],
            ["HST", 12],
            ["ENG", 8],
          ]));
    tkts.push({
      cp,
      typ: "FAULT",
      flt,
      pri,
      src,
      opened,
      sched: null,
      resolved,
      stat,
      eng: stat === "RES" ? eng : stat === "WAIT" ? eng0 : null,
      cost,
      note: forced?.note ?? (r.chance(0.8) ? r.pick(NOTES[flt]!) : null),
    });
    if (pri === 1) cp.down.push([opened, resolved ?? "9999-12-31 00:00:00"]);
  };
  for (const cp of cps) {
    const end = cp.decom ? addDays(cp.decom, -1) : LAST;
    for (let d = cp.inst; d <= end; d = addDays(d, 1)) {
      let rate = FAULT_RATE[cp.mfr]! / 365;
      if (cp === lemon) rate = (d >= "2026-01-01" ? 20 : 12) / 365;
      if (d < addDays(cp.inst, 30)) rate *= 1.6; // teething troubles
      if (!r.chance(rate)) continue;
      const opened = ts(d, r.int(0, 1439));
      const flt = r.weighted(fltCodes(cp.cls));
      addFault(cp, opened, flt, priOf(flt));
    }
  }
  // faults open at the snapshot, set by hand
  const byRef = (ref: string) => cps.find((c) => c.ref === ref)!;
  addFault(lemon, "2026-11-19 07:42:00", "PWR", 1, {
    stat: "WAIT",
    src: "RMS",
    note: "Power module failed again, replacement on order",
  });
  addFault(byRef("KC-NWK2-03"), "2026-11-22 21:15:00", "VAN", 1, {
    stat: "OPEN",
    src: "HST",
    note: "Charger struck by vehicle",
  });
  addFault(byRef("KC-GLT1-01"), "2026-11-24 16:05:00", "CBL", 1, {
    stat: "OPEN",
    src: "DRV",
    note: "CCS cable damaged, holster cracked",
  });
  addFault(byRef("KC-DBY1-02"), "2026-11-23 10:30:00", "HMI", 3, {
    stat: "OPEN",
    src: "DRV",
    note: "Screen cracked, still usable",
  });
  addFault(byRef("KC-TRW1-05"), "2026-11-20 08:10:00", "PAY", 2, {
    stat: "WAIT",
    src: "RMS",
    note: "Contactless reader not accepting cards",
  });
  for (const cp of cps) {
    if (cp.decom) continue;
    if (
      tkts.some(
        (t) =>
          t.cp === cp &&
          t.pri === 1 &&
          t.typ === "FAULT" &&
          t.resolved === null,
      )
    )
      cp.stat = "OOS";
  }
  // planned maintenance: every 6 months on DC chargers, every 12 on AC
  for (const cp of cps) {
    const every = cp.cls === "FAST" ? 12 : 6;
    for (let k = 1; ; k++) {
      let sched = addMonths(cp.inst, every * k);
      while (
        dayOfWeek(sched) === 0 ||
        dayOfWeek(sched) === 6 ||
        ENGLAND_BANK_HOLIDAYS.has(sched)
      )
        sched = addDays(sched, 1);
      if (sched > PPM_END) break;
      if (cp.decom && sched >= cp.decom) break;
      const eng = CONTRACTOR[cp.mfr]!;
      const booked = addDays(sched, -r.int(28, 50));
      const opened =
        booked > LAST ? "2026-11-16 09:00:00" : ts(booked, r.int(540, 1020));
      const done = sched <= LAST;
      tkts.push({
        cp,
        typ: "PPM",
        flt: null,
        pri: 3,
        src: "SCH",
        opened,
        sched,
        resolved: done ? ts(sched, r.int(540, 900)) : null,
        stat: done ? "RES" : "SCHD",
        eng,
        cost: done
          ? cp.cls === "FAST"
            ? 7500
            : eng === "Voltfix Services Ltd"
              ? 19000
              : 18000
          : null,
        note: done
          ? null
          : "Six-monthly service".replace(
              "Six-monthly",
              cp.cls === "FAST" ? "Annual" : "Six-monthly",
            ),
      });
    }
  }
  tkts.sort((a, b) =>
    a.opened < b.opened ? -1 : a.opened > b.opened ? 1 : a.cp.id - b.cp.id,
  );

  // ---------------------------------------------------------------- accounts
  const accts: Acct[] = [];
  const nameOf = uniqueNames(r, FIRST, LASTN);
  const drivers: Acct[] = [];
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    const t = (Date.parse(d) - Date.parse(START)) / (365 * 86_400_000);
    let n = r.poisson(1.0 + 0.9 * t);
    if (d === START) n += 60; // early sign-ups from the launch campaign
    for (let k = 0; k < n; k++) {
      const [f, l] = nameOf();
      const active = r.chance(0.78);
      const w = active ? Math.exp(0.9 * normal(r)) : 0;
      let plan = "PAYG";
      let since = d;
      if (d <= "2024-06-30" && r.chance(0.28)) plan = "FOUND";
      else {
        const roll = r.next() * (1 + w * 0.3);
        if (roll > 1.05) {
          const from = addDays(d, r.int(0, 240));
          const maxOk = from >= "2025-03-01";
          plan = maxOk && r.chance(0.35) ? "MAX" : "PLUS";
          since = from;
          if (since > LAST) {
            plan = "PAYG";
            since = d;
          }
        }
      }
      const clsd = r.chance(0.06) ? addDays(d, r.int(20, 500)) : null;
      drivers.push({
        id: 0,
        no: "",
        typ: "IND",
        nm: `${f} ${l}`,
        cont: null,
        email: `${f.toLowerCase()}.${l.toLowerCase()}${r.chance(0.5) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk", "icloud.com", "btinternet.com"])}`,
        pc: r.chance(0.85)
          ? `${r.pick(PCODES)} ${r.int(1, 9)}${r.pick(["AB", "BD", "EF", "HJ", "LN", "PQ", "RT", "UW", "XY", "DG"])}`
          : null,
        plan,
        since,
        crt: d,
        clsd: clsd && clsd <= LAST ? clsd : null,
        lim: null,
        mkt: r.chance(0.4) ? "Y" : "N",
        w,
        nVeh: 0,
        late: 0,
      });
    }
  }
  const fleets: Acct[] = FLEETS.map(
    ([nm, cont, crt, nVeh, plan, lim, late, clsd]) => ({
      id: 0,
      no: "",
      typ: "FLT",
      nm,
      cont,
      email: `accounts@${nm
        .toLowerCase()
        .replace(/&/g, "and")
        .replace(/[^a-z]+/g, "")
        .slice(0, 18)}.co.uk`,
      pc: `${r.pick(PCODES)} ${r.int(1, 9)}${r.pick(["AB", "BD", "EF", "HJ", "LN", "PQ"])}`,
      plan,
      since: crt,
      crt,
      clsd,
      lim: lim * 100,
      mkt: "N",
      w: 1,
      nVeh,
      late,
    }),
  );
  for (const a of [...drivers, ...fleets].sort((a, b) =>
    a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : 0,
  )) {
    a.id = 1000 + accts.length + 1;
    a.no = `KC${pad(a.id * 7 + 104729, 7)}`;
    accts.push(a);
  }

  // ---------------------------------------------------------------- RFID cards
  const cards: Card[] = [];
  const newCard = (acct: Acct, reg: string | null, iss: string): Card => {
    const c: Card = {
      id: 0,
      uid: hex(r, 14),
      print: "",
      acct,
      reg,
      iss,
      stat: "ACT",
      statDt: iss,
    };
    cards.push(c);
    return c;
  };
  for (const f of fleets) {
    for (let v = 0; v < f.nVeh; v++) {
      let reg = plate(r, f.crt);
      let c = newCard(f, reg, addDays(f.crt, r.int(2, 6)));
      // the card's life: lost (replaced, same van) or the van leaves the fleet (new van, new card)
      for (;;) {
        const life = Math.round(-Math.log(Math.max(r.next(), 1e-6)) * 365 * 4);
        const ev = addDays(c.iss, Math.max(20, life));
        if (ev > LAST) break;
        if (f.clsd && ev >= f.clsd) break;
        if (r.chance(0.55)) {
          c.stat = "LOST";
          c.statDt = ev;
        } else {
          c.stat = "CANC";
          c.statDt = ev;
          reg = plate(r, ev);
        }
        c = newCard(f, reg, addDays(ev, r.int(1, 4)));
        if (c.iss > LAST) {
          c.iss = LAST;
          c.statDt = LAST;
        }
      }
    }
    if (f.clsd)
      for (const c of cards)
        if (c.acct === f && c.stat === "ACT") {
          c.stat = "CANC";
          c.statDt = f.clsd;
        }
  }
  for (const a of drivers) {
    if (a.w === 0 || !r.chance(0.1 + Math.min(0.3, a.w * 0.05))) continue;
    const iss = addDays(a.crt, r.int(3, 90));
    if (iss > LAST || (a.clsd && iss >= a.clsd)) continue;
    const c = newCard(a, null, iss);
    if (r.chance(0.08)) {
      const ev = addDays(iss, r.int(30, 700));
      if (ev <= LAST && (!a.clsd || ev < a.clsd)) {
        c.stat = "LOST";
        c.statDt = ev;
        newCard(a, null, addDays(ev, r.int(2, 7)));
      }
    }
    if (a.clsd)
      for (const c2 of cards)
        if (c2.acct === a && c2.stat === "ACT") {
          c2.stat = "CANC";
          c2.statDt = a.clsd;
        }
  }
  cards.sort((a, b) =>
    a.iss < b.iss ? -1 : a.iss > b.iss ? 1 : a.acct.id - b.acct.id,
  );
  cards.forEach((c, k) => {
    c.id = k + 1;
    c.print = `KCR${pad(200000 + k * 13 + 7, 6)}`;
  });
  const cardsOf = new Map<Acct, Card[]>();
  for (const c of cards) {
    const l = cardsOf.get(c.acct) ?? [];
    l.push(c);
    cardsOf.set(c.acct, l);
  }
  const cardOn = (a: Acct, d: string): Card | null => {
    const live = (cardsOf.get(a) ?? []).filter(
      (c) => c.iss <= d && (c.stat === "ACT" || c.statDt > d),
    );
    return live.length ? r.pick(live) : null;
  };

  // driver picker: cumulative activity weights over drivers sorted by sign-up
  const cum: number[] = [];
  let tw = 0;
  for (const a of drivers) {
    tw += a.w;
    cum.push(tw);
  }
  let eligible = 0;
  const pickDriver = (d: string): Acct | null => {
    while (eligible < drivers.length && drivers[eligible]!.crt <= d) eligible++;
    if (eligible === 0) return null;
    const top = cum[eligible - 1]!;
    for (let tries = 0; tries < 30; tries++) {
      const x = r.next() * top;
      let lo = 0;
      let hi = eligible - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cum[mid]! > x) hi = mid;
        else lo = mid + 1;
      }
      const a = drivers[lo]!;
      if (a.w > 0 && (!a.clsd || d < a.clsd)) return a;
    }
    return null;
  };
  const pickFleet = (d: string): Acct | null => {
    const live = fleets.filter((f) => f.crt <= d && (!f.clsd || d < f.clsd));
    if (!live.length) return null;
    return r.weighted(live.map((f) => [f, f.nVeh] as const));
  };
  const fleetVeh = (d: string) =>
    fleets
      .filter((f) => f.crt <= d && (!f.clsd || d < f.clsd))
      .reduce((s, f) => s + f.nVeh, 0);

  // ---------------------------------------------------------------- sessions
  const sessions: Sess[] = [];
  const isDown = (cp: Cp, t: string) =>
    cp.down.some(([a, b]) => t >= a && t < b);
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    const t = (Date.parse(d) - Date.parse(START)) / (365 * 86_400_000);
    const growth = 0.75 + 0.28 * t;
    let mf = MONTH_F[month(d) - 1]!;
    if (d.slice(5) >= "12-20" && d.slice(5) <= "12-31")
      mf *= d.slice(5) === "12-25" ? 0.5 : 1.15;
    const bank = ENGLAND_BANK_HOLIDAYS.has(d);
    const winter = [11, 12, 1, 2].includes(month(d)) ? 1.12 : 1;
    const fv = fleetVeh(d);
    const daySess: Sess[] = [];
    for (const cp of cps) {
      if (d < cp.inst || (cp.decom && d >= cp.decom)) continue;
      const typ = cp.site.typ;
      const ageDays = (Date.parse(d) - Date.parse(cp.site.live)) / 86_400_000;
      const ramp = Math.min(1, 0.45 + ageDays / 220);
      let dowF = DOW[typ]![dayOfWeek(d)]!;
      if (bank) dowF = typ === "CPK" ? 0.6 : 1.25;
      const lambda =
        0.4 *
        BASE_RATE[cp.cls]![typ]! *
        cp.site.pop *
        growth *
        ramp *
        dowF *
        mf;
      const n = r.poisson(lambda);
      const starts: number[] = [];
      for (let k = 0; k < n; k++)
        starts.push(
          r.weighted(HOURS[typ]!.map((w, h) => [h, w] as const)) * 60 +
            r.int(0, 59),
        );
      starts.sort((a, b) => a - b);
      let free = 0;
      for (let st of starts) {
        if (st < free) st = free + r.int(1, 12);
        if (st >= 1440) break;
        const stTs = ts(d, st);
        const down = isDown(cp, stTs);
        if (down && r.chance(0.8)) continue;
        // who
        const ctlsW = 0.2 + 0.035 * t;
        const fltW =
          typ === "HTL"
            ? 0
            : (typ === "CPK" ? 0.09 : cp.cls === "FAST" ? 0.05 : 0.12) *
              (fv / 110);
        let auth = r.weighted([
          ["CTLS", ctlsW],
          ["FLT", fltW],
          ["DRV", 1 - ctlsW - fltW],
        ] as const) as string;
        let acct: Acct | null = null;
        let card: Card | null = null;
        if (auth === "FLT") {
          acct = pickFleet(d);
          card = acct ? cardOn(acct, d) : null;
          if (!acct || !card) auth = "CTLS";
          else auth = "RFID";
          if (auth === "CTLS") acct = null;
        } else if (auth === "DRV") {
          acct = pickDriver(d);
          if (!acct) auth = "CTLS";
          else {
            const c = r.chance(0.35) ? cardOn(acct, d) : null;
            if (c) {
              auth = "RFID";
              card = c;
            } else auth = "APP";
          }
        }
        const kwhP = tariff(cp.cls, typ, d);
        let failP =
          cp.mfr === "Tritium" ? 0.055 : cp.mfr === "Rolec" ? 0.04 : 0.025;
        if (cp === lemon) failP = 0.09;
        if (auth === "CTLS") failP += 0.015;
        if (down || r.chance(failP)) {
          daySess.push({
            id: 0,
            cp,
            auth,
            acct,
            card,
            st: stTs,
            end: null,
            unplug: null,
            kwh: 0,
            kwhP,
            nrg: 0,
            disc: 0,
            idleMin: 0,
            idle: 0,
            tot: 0,
            stat: "F",
            stop: null,
            inv: null,
          });
          free = st + r.int(2, 6);
          continue;
        }
        let kwh: number;
        let kw: number;
        if (cp.cls === "ULTRA") {
          kwh = Math.min(95, Math.max(6, 36 + 13 * normal(r)));
          kw = r.float(55, 125, 1);
        } else if (cp.cls === "RAPID") {
          kwh = Math.min(48, Math.max(4, 24 + 8 * normal(r)));
          kw = r.float(30, 44, 1);
        } else {
          kwh = Math.min(
            60,
            Math.max(2, (typ === "HTL" ? 24 : 13) + 7 * normal(r)),
          );
          kw =
            r.weighted([
              [7, 6],
              [11, 3],
              [22, 1],
            ] as const) * r.float(0.8, 0.98, 2);
        }
        kwh = Math.round(kwh * winter * 1000) / 1000;
        let stop = r.weighted([
          ["EV", 55],
          ["USR", 40],
          ["ERR", cp === lemon ? 9 : cp.mfr === "Tritium" ? 5 : 2.5],
          ["REM", 1.5],
        ] as const) as string;
        if (stop === "ERR")
          kwh = Math.round(kwh * r.float(0.2, 0.8) * 1000) / 1000;
        const durMin = Math.max(4, Math.round((kwh / kw) * 60));
        let gap: number;
        if (cp.cls === "FAST")
          gap = typ === "HTL" ? r.int(30, 600) : r.int(0, 180);
        else
          gap = r.weighted([
            [r.int(0, 6), 62],
            [r.int(7, 15), 22],
            [r.int(16, 45), 13],
            [r.int(46, 120), 3],
          ] as const);
        if (stop === "ERR") gap = Math.min(gap, r.int(0, 5));
        const endMin = st + durMin;
        const unplugMin = endMin + gap;
        const idleMin =
          cp.cls === "FAST" || idleRate(d) === 0 ? 0 : Math.max(0, gap - 10);
        const idle = idleMin * idleRate(d);
        const nrg = Math.round(kwh * kwhP);
        let pct = 0;
        if (acct)
          pct =
            acct.typ === "FLT"
              ? PLAN_DISC[acct.plan]!
              : acct.plan !== "PAYG" && d >= acct.since
                ? PLAN_DISC[acct.plan]!
                : 0;
        const disc = Math.round((nrg * pct) / 100);
        daySess.push({
          id: 0,
          cp,
          auth,
          acct,
          card,
          st: stTs,
          end: ts(d, endMin),
          unplug: ts(d, unplugMin),
          kwh,
          kwhP,
          nrg,
          disc,
          idleMin,
          idle,
          tot: nrg - disc + idle,
          stat: "C",
          stop,
          inv: null,
        });
        free = unplugMin + r.int(1, 15);
      }
    }
    daySess.sort((a, b) =>
      a.st < b.st ? -1 : a.st > b.st ? 1 : a.cp.id - b.cp.id,
    );
    sessions.push(...daySess);
  }
  sessions.forEach((s, k) => {
    s.id = 5_000_001 + k;
  });

  // ---------------------------------------------------------------- fleet invoices
  interface Inv {
    no: string;
    acct: Acct;
    per: string;
    invDt: string;
    due: string;
    n: number;
    kwh: number;
    fee: number;
    net: number;
    vat: number;
    gross: number;
    paid: string | null;
    void: string;
  }
  const invs: Inv[] = [];
  const FORCED_UNPAID = new Set([
    "Castle Rock Security Services|2026-08-01",
    "Castle Rock Security Services|2026-09-01",
    "Peakline Couriers Ltd|2026-09-01",
    "Eastwood Scaffolding Ltd|2026-09-01",
  ]);
  const VOIDS = new Set([
    "Trent Valley Taxis|2025-03-01",
    "Sherwood Home Care Ltd|2025-11-01",
    "Hallam Medical Couriers|2026-07-01",
  ]);
  const sessByAcctMonth = new Map<string, Sess[]>();
  for (const s of sessions) {
    if (!s.acct || s.acct.typ !== "FLT" || s.stat !== "C") continue;
    const key = `${s.acct.nm}|${monthStart(s.st)}`;
    const l = sessByAcctMonth.get(key) ?? [];
    l.push(s);
    sessByAcctMonth.set(key, l);
  }
  let invSeq: Record<string, number> = {};
  for (let per = "2024-01-01"; per <= "2026-10-01"; per = addMonths(per, 1)) {
    let invDt = `${addMonths(per, 1).slice(0, 7)}-03`;
    while (dayOfWeek(invDt) === 0 || dayOfWeek(invDt) === 6)
      invDt = addDays(invDt, 1);
    const ym = `${invDt.slice(2, 4)}${invDt.slice(5, 7)}`;
    invSeq = {};
    let k = 0;
    for (const f of fleets) {
      if (f.crt > addMonths(per, 1) || (f.clsd && f.clsd < per)) continue;
      if (f.crt >= addMonths(per, 1)) continue;
      const key = `${f.nm}|${per}`;
      const ss = sessByAcctMonth.get(key) ?? [];
      const fee = PLANS.find((p) => p[0] === f.plan)![3];
      if (ss.length === 0 && fee === 0) continue;
      const sum = ss.reduce((a, s) => a + s.tot, 0);
      const kwh = Math.round(ss.reduce((a, s) => a + s.kwh, 0) * 1000) / 1000;
      const gross = sum + fee;
      const net = Math.round(gross / 1.2);
      k++;
      const no = `KCI-${ym}-${pad(k, 3)}`;
      const due = addDays(invDt, 30);
      let paid: string | null = addDays(
        invDt,
        r.chance(f.late) ? r.int(31, 58) : r.int(7, 28),
      );
      if (FORCED_UNPAID.has(key)) paid = null;
      else if (paid > LAST)
        paid =
          due < "2026-11-25"
            ? addDays(due, -r.int(0, 4)) <= LAST
              ? addDays(due, -r.int(0, 4))
              : LAST
            : r.chance(0.4)
              ? addDays(invDt, r.int(5, 20))
              : null;
      if (paid && paid > LAST) paid = null;
      if (VOIDS.has(key)) {
        const wrong = gross + (fee || 2500);
        const wnet = Math.round(wrong / 1.2);
        invs.push({
          no,
          acct: f,
          per,
          invDt,
          due,
          n: ss.length,
          kwh,
          fee: fee || 2500,
          net: wnet,
          vat: wrong - wnet,
          gross: wrong,
          paid: null,
          void: "Y",
        });
        k++;
        const invDt2 = addDays(invDt, r.int(4, 8));
        const no2 = `KCI-${ym}-${pad(k, 3)}`;
        const paid2 = addDays(invDt2, r.int(7, 25));
        invs.push({
          no: no2,
          acct: f,
          per,
          invDt: invDt2,
          due: addDays(invDt2, 30),
          n: ss.length,
          kwh,
          fee,
          net,
          vat: gross - net,
          gross,
          paid: paid2 <= LAST ? paid2 : null,
          void: "N",
        });
        for (const s of ss) s.inv = no2;
        continue;
      }
      invs.push({
        no,
        acct: f,
        per,
        invDt,
        due,
        n: ss.length,
        kwh,
        fee,
        net,
        vat: gross - net,
        gross,
        paid,
        void: "N",
      });
      for (const s of ss) s.inv = no;
    }
  }

  // ---------------------------------------------------------------- host statements
  interface Stmt {
    site: Site;
    per: string;
    n: number;
    takings: number;
    pct: number;
    shr: number;
    iss: string;
    paid: string | null;
  }
  const stmts: Stmt[] = [];
  const takings = new Map<string, [number, number]>();
  for (const s of sessions) {
    if (s.stat !== "C") continue;
    const key = `${s.cp.site.id}|${monthStart(s.st)}`;
    const v = takings.get(key) ?? [0, 0];
    v[0] += 1;
    v[1] += s.tot;
    takings.set(key, v);
  }
  const UNPAID_STMT = new Set([
    "NWK2|2026-10-01",
    "SWL1|2026-10-01",
    "RAV1|2026-10-01",
    "TRW1|2026-08-01",
  ]);
  for (let per = "2024-01-01"; per <= "2026-10-01"; per = addMonths(per, 1)) {
    for (const site of SITES) {
      if (site.stat === "PLAN" || site.live >= addMonths(per, 1)) continue;
      if (site.clsd && site.clsd < per) continue;
      const [n, tk] = takings.get(`${site.id}|${per}`) ?? [0, 0];
      const iss = `${addMonths(per, 1).slice(0, 7)}-10`;
      const paid = UNPAID_STMT.has(`${site.cd}|${per}`)
        ? null
        : addDays(iss, r.int(4, 12));
      stmts.push({
        site,
        per,
        n,
        takings: tk,
        pct: site.shr,
        shr: Math.round((tk * site.shr) / 100),
        iss,
        paid: paid && paid <= LAST ? paid : null,
      });
    }
  }

  // ---------------------------------------------------------------- SQL
  const ddl = `
CREATE SCHEMA ampline;
CREATE TABLE ampline.host (
  host_id smallint PRIMARY KEY, host_nm varchar(60) NOT NULL, cont_nm varchar(40), cont_email varchar(80), agr_dt date NOT NULL,
  pay_days smallint NOT NULL
);
CREATE TABLE ampline.site (
  site_id smallint PRIMARY KEY, site_cd varchar(6) NOT NULL UNIQUE, site_nm varchar(60) NOT NULL, host_id smallint NOT NULL REFERENCES ampline.host (host_id),
  site_typ char(3) NOT NULL CHECK (site_typ IN ('SUP', 'MSA', 'RTL', 'HTL', 'CPK', 'GDN')), town varchar(40) NOT NULL, county varchar(30) NOT NULL,
  post_cd varchar(9) NOT NULL, stat_cd varchar(4) NOT NULL CHECK (stat_cd IN ('LIVE', 'PLAN', 'CLSD')), live_dt date NOT NULL, clsd_dt date,
  rev_shr_pct numeric(4,1) NOT NULL, grid_kva integer
);
CREATE TABLE ampline.chg_pt (
  cp_id integer PRIMARY KEY, cp_ref varchar(12) NOT NULL UNIQUE, site_id smallint NOT NULL REFERENCES ampline.site (site_id),
  cp_cls varchar(5) NOT NULL CHECK (cp_cls IN ('FAST', 'RAPID', 'ULTRA')), max_kw smallint NOT NULL, mfr varchar(20) NOT NULL, model varchar(30) NOT NULL,
  n_conn smallint NOT NULL, serial_no varchar(12), inst_dt date NOT NULL, decom_dt date,
  stat_cd varchar(5) NOT NULL CHECK (stat_cd IN ('INSV', 'OOS', 'DECOM'))
);
CREATE TABLE ampline.plan (
  plan_cd varchar(6) PRIMARY KEY, plan_nm varchar(30) NOT NULL, acct_typ char(3) NOT NULL CHECK (acct_typ IN ('IND', 'FLT')),
  mo_fee_p integer NOT NULL, disc_pct numeric(4,1) NOT NULL, launch_dt date NOT NULL, sell_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE ampline.acct (
  acct_id integer PRIMARY KEY, acct_no varchar(10) NOT NULL UNIQUE, acct_typ char(3) NOT NULL CHECK (acct_typ IN ('IND', 'FLT')),
  acct_nm varchar(60) NOT NULL, cont_nm varchar(40), email varchar(80), post_cd varchar(9), plan_cd varchar(6) NOT NULL REFERENCES ampline.plan (plan_cd),
  plan_since date NOT NULL, crt_dt date NOT NULL, clsd_dt date, crd_lim_p integer, mkt_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE ampline.rfid (
  card_id integer PRIMARY KEY, card_uid char(14) NOT NULL UNIQUE, print_no varchar(10) NOT NULL, acct_id integer NOT NULL REFERENCES ampline.acct (acct_id),
  veh_reg varchar(8), iss_dt date NOT NULL, stat_cd varchar(4) NOT NULL CHECK (stat_cd IN ('ACT', 'LOST', 'CANC')), stat_dt date NOT NULL
);
CREATE TABLE ampline.inv (
  inv_no varchar(13) PRIMARY KEY, acct_id integer NOT NULL REFERENCES ampline.acct (acct_id), per_mo date NOT NULL, inv_dt date NOT NULL,
  due_dt date NOT NULL, n_sess integer NOT NULL, kwh_tot numeric(9,3) NOT NULL, fee_p integer NOT NULL, net_p integer NOT NULL,
  vat_p integer NOT NULL, gross_p integer NOT NULL, paid_dt date, void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE ampline.sess (
  sess_id bigint PRIMARY KEY, cp_id integer NOT NULL REFERENCES ampline.chg_pt (cp_id),
  auth_cd varchar(4) NOT NULL CHECK (auth_cd IN ('APP', 'RFID', 'CTLS')), acct_id integer REFERENCES ampline.acct (acct_id),
  card_id integer REFERENCES ampline.rfid (card_id), st_ts timestamp NOT NULL, end_ts timestamp, unplug_ts timestamp,
  kwh numeric(7,3) NOT NULL, kwh_p numeric(5,2) NOT NULL, nrg_p integer NOT NULL, disc_p integer NOT NULL DEFAULT 0,
  idle_min integer NOT NULL DEFAULT 0, idle_p integer NOT NULL DEFAULT 0, tot_p integer NOT NULL,
  stat_cd char(1) NOT NULL CHECK (stat_cd IN ('C', 'F')), stop_cd varchar(3) CHECK (stop_cd IN ('EV', 'USR', 'ERR', 'REM')),
  inv_no varchar(13) REFERENCES ampline.inv (inv_no)
);
CREATE TABLE ampline.host_stmt (
  stmt_id integer PRIMARY KEY, site_id smallint NOT NULL REFERENCES ampline.site (site_id), per_mo date NOT NULL, n_sess integer NOT NULL,
  takings_p integer NOT NULL, shr_pct numeric(4,1) NOT NULL, shr_p integer NOT NULL, iss_dt date NOT NULL, paid_dt date,
  UNIQUE (site_id, per_mo)
);
CREATE TABLE ampline.tkt (
  tkt_no integer PRIMARY KEY, cp_id integer NOT NULL REFERENCES ampline.chg_pt (cp_id),
  tkt_typ varchar(5) NOT NULL CHECK (tkt_typ IN ('FAULT', 'PPM')),
  flt_cd char(3) CHECK (flt_cd IN ('CBL', 'PWR', 'COM', 'PAY', 'HMI', 'ELE', 'VAN', 'OTH')),
  pri_cd smallint NOT NULL CHECK (pri_cd BETWEEN 1 AND 3), src_cd char(3) NOT NULL CHECK (src_cd IN ('RMS', 'DRV', 'HST', 'ENG', 'SCH')),
  opened_ts timestamp NOT NULL, sched_dt date, resolved_ts timestamp,
  stat_cd varchar(4) NOT NULL CHECK (stat_cd IN ('OPEN', 'WAIT', 'RES', 'SCHD')), eng_co varchar(40), cost_p integer, note varchar(120)
);
`;

  return [
    ddl,
    insertRows(
      "ampline.host",
      ["host_id", "host_nm", "cont_nm", "cont_email", "agr_dt", "pay_days"],
      HOSTS,
    ),
    insertRows(
      "ampline.site",
      [
        "site_id",
        "site_cd",
        "site_nm",
        "host_id",
        "site_typ",
        "town",
        "county",
        "post_cd",
        "stat_cd",
        "live_dt",
        "clsd_dt",
        "rev_shr_pct",
        "grid_kva",
      ],
      SITES.map((s) => [
        s.id,
        s.cd,
        s.nm,
        s.host,
        s.typ,
        s.town,
        s.county,
        s.pc,
        s.stat,
        s.live,
        s.clsd,
        s.shr,
        s.kva,
      ]),
    ),
    insertRows(
      "ampline.chg_pt",
      [
        "cp_id",
        "cp_ref",
        "site_id",
        "cp_cls",
        "max_kw",
        "mfr",
        "model",
        "n_conn",
        "serial_no",
        "inst_dt",
        "decom_dt",
        "stat_cd",
      ],
      cps.map((c) => [
        c.id,
        c.ref,
        c.site.id,
        c.cls,
        c.kw,
        c.mfr,
        c.model,
        c.nConn,
        c.serial,
        c.inst,
        c.decom,
        c.stat,
      ]),
    ),
    insertRows(
      "ampline.plan",
      [
        "plan_cd",
        "plan_nm",
        "acct_typ",
        "mo_fee_p",
        "disc_pct",
        "launch_dt",
        "sell_yn",
      ],
      PLANS,
    ),
    insertRows(
      "ampline.acct",
      [
        "acct_id",
        "acct_no",
        "acct_typ",
        "acct_nm",
        "cont_nm",
        "email",
        "post_cd",
        "plan_cd",
        "plan_since",
        "crt_dt",
        "clsd_dt",
        "crd_lim_p",
        "mkt_yn",
      ],
      accts.map((a) => [
        a.id,
        a.no,
        a.typ,
        a.nm,
        a.cont,
        a.email,
        a.pc,
        a.plan,
        a.since,
        a.crt,
        a.clsd,
        a.lim,
        a.mkt,
      ]),
    ),
    insertRows(
      "ampline.rfid",
      [
        "card_id",
        "card_uid",
        "print_no",
        "acct_id",
        "veh_reg",
        "iss_dt",
        "stat_cd",
        "stat_dt",
      ],
      cards.map((c) => [
        c.id,
        c.uid,
        c.print,
        c.acct.id,
        c.reg,
        c.iss,
        c.stat,
        c.statDt,
      ]),
    ),
    insertRows(
      "ampline.inv",
      [
        "inv_no",
        "acct_id",
        "per_mo",
        "inv_dt",
        "due_dt",
        "n_sess",
        "kwh_tot",
        "fee_p",
        "net_p",
        "vat_p",
        "gross_p",
        "paid_dt",
        "void_yn",
      ],
      invs.map((i) => [
        i.no,
        i.acct.id,
        i.per,
        i.invDt,
        i.due,
        i.n,
        i.kwh,
        i.fee,
        i.net,
        i.vat,
        i.gross,
        i.paid,
        i.void,
      ]),
    ),
    insertRows(
      "ampline.sess",
      [
        "sess_id",
        "cp_id",
        "auth_cd",
        "acct_id",
        "card_id",
        "st_ts",
        "end_ts",
        "unplug_ts",
        "kwh",
        "kwh_p",
        "nrg_p",
        "disc_p",
        "idle_min",
        "idle_p",
        "tot_p",
        "stat_cd",
        "stop_cd",
        "inv_no",
      ],
      sessions.map((s) => [
        s.id,
        s.cp.id,
        s.auth,
        s.acct?.id ?? null,
        s.card?.id ?? null,
        s.st,
        s.end,
        s.unplug,
        s.kwh,
        s.kwhP,
        s.nrg,
        s.disc,
        s.idleMin,
        s.idle,
        s.tot,
        s.stat,
        s.stop,
        s.inv,
      ]),
    ),
    insertRows(
      "ampline.host_stmt",
      [
        "stmt_id",
        "site_id",
        "per_mo",
        "n_sess",
        "takings_p",
        "shr_pct",
        "shr_p",
        "iss_dt",
        "paid_dt",
      ],
      stmts.map((s, k) => [
        70001 + k,
        s.site.id,
        s.per,
        s.n,
        s.takings,
        s.pct,
        s.shr,
        s.iss,
        s.paid,
      ]),
    ),
    insertRows(
      "ampline.tkt",
      [
        "tkt_no",
        "cp_id",
        "tkt_typ",
        "flt_cd",
        "pri_cd",
        "src_cd",
        "opened_ts",
        "sched_dt",
        "resolved_ts",
        "stat_cd",
        "eng_co",
        "cost_p",
        "note",
      ],
      tkts.map((t, k) => [
        30001 + k,
        t.cp.id,
        t.typ,
        t.flt,
        t.pri,
        t.src,
        t.opened,
        t.sched,
        t.resolved,
        t.stat,
        t.eng,
        t.cost,
        t.note,
      ]),
    ),
  ].join("\n");
}
