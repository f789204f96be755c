/**
 * Severn Vale Carpet Care is a small owner-run carpet and upholstery cleaning business in Gloucestershire (Gloucester,
 * Cheltenham, Stroud and the villages around). It cleans carpets, stairs, rugs, sofas, armchairs and mattresses in
 * customers' homes, and carpet tiles in offices by the square metre. Homeowners pay on the day (card or cash);
 * letting agents and commercial accounts are invoiced and pay by bank transfer. A job always starts as a quote; the
 * office books it into the diary when the customer accepts. A small team of technicians does the work, each with a
 * van (most vans carry a truck-mounted hot-water extraction unit, one runs portable machines). The chemicals each
 * job used are logged by the technician. Complaints are logged by the office and may lead to a free re-clean visit
 * and/or a refund.
 *
 * This is an export of the job-management package "CleanDesk" (schema `cdesk`), taken on the morning of Wednesday
 * 2026-10-14 with everything up to the end of Tuesday 2026-10-13, plus the jobs already booked in the diary for
 * later dates. The data starts on 2024-02-01. Jobs are done Monday to Saturday, never on Sundays or bank holidays.
 *
 * UNITS: money is in POUNDS with pence (GBP, VAT included): `unit_pr`, `quote_amt`, `inv_amt`, `amt_pd`, `line_amt`,
 * `cost_amt`, `refund_amt`. Carpet areas in square metres (`qty` of per-square-metre services). Chemicals in litres.
 *
 * Business terms and codes:
 * - Vans (`van`): `reg` the registration (primary key). `tmu_yn` Y when the van carries a truck-mounted unit.
 *   `lease_yn` Y when the van is leased (N = owned outright). `disp_dt` the date the van was sold (NULL = in use).
 * - Technicians (`tech`): `role_cd` OWN owner (also cleans), SNR senior technician, TECH technician, TRN trainee
 *   (never leads a job). `van_reg` the van the technician drives now (references `van.reg`; NULL for a trainee,
 *   who rides with a senior, and for leavers). `iicrc_yn` Y when the technician holds the IICRC carpet cleaning
 *   certificate. `start_dt`, `leave_dt` (NULL = still works here).
 * - Customers (`cust`): `acct_typ` DOM domestic (homeowner or tenant), LET letting agent / landlord, COM commercial
 *   account (offices and other businesses). `src_cd` how they first heard of us: WEB website, GGL Google listing,
 *   REF referral / word of mouth, LFT leaflet, FB Facebook. `mktg_ok` Y when they agreed to marketing messages.
 *   `test_yn` Y for the test account made when the system was set up (not a real customer). `created_dt` when the
 *   customer record was made. `pcode` may be NULL on old records.
 * - Services (`svc`): the price list. `unit_cd` RM per room, SQM per square metre, FLT per flight of stairs, EA per
 *   item. `unit_pr` the CURRENT list price (prices went up about 5% on 2025-04-01; each job line keeps the price
 *   charged). `uphol_yn` Y for upholstery services. `active_yn` N for a service no longer offered.
 * - Jobs (`job`): one quote and, when accepted, the visit. `stat_cd` QTE quoted but never accepted, BKD booked in
 *   the diary (a future date), CMP completed, CAN cancelled by the customer, NA no access (the technician arrived
 *   and could not get in). `quote_dt` the date of the quote; `job_dt` the date booked for the visit (NULL for QTE).
 *   `lead_tech` the technician leading the job (references `tech.tech_id`; NULL for QTE). `site_typ` H a home, O an
 *   office. `quote_amt` the amount quoted; `inv_amt` the amount invoiced (only for CMP; it can be more than the quote
 *   when extra work was added on the day). `amt_pd` the amount received so far (0 when nothing paid), `pd_dt` when
 *   it was paid, `pay_mth` CARD, CASH or BACS (bank transfer); both NULL until paid. "Revenue" is the invoiced
 *   amount of completed jobs, by job date.
 * - Job lines (`job_line`): the services on a job (quoted, and for a completed job, done). `ln` the line number.
 *   `qty` rooms, square metres, flights or items. `unit_pr` the price charged per unit (letting agents get 10% off
 *   list); `line_amt` = `qty` x `unit_pr`.
 * - Chemical use (`chem_use`): the chemicals a technician logged on a completed job, one row per product per job.
 *   `prod_cd` PRSP pre-spray, RINS acid rinse, UPH upholstery shampoo, ENZ enzyme spotter, PROT stain protector,
 *   DEOD deodoriser; `prod_nm` its name. `qty_l` litres used; `cost_amt` what those litres cost us.
 * - Complaints (`cmplt`): `job_ref` the job complained about (references `job.job_no`). `rcvd_dt` when received.
 *   `cat_cd` WICK stain came back (wicking), WET carpet slow to dry, MISS area missed, DMG damage to property, LATE
 *   technician late, ODR smell left behind, CHG dispute over the price. `reclean_yn` Y when a free re-clean was
 *   agreed; `rcln_dt` when it was done (NULL = not yet, or none agreed) and `rcln_tech` who did it (references
 *   `tech.tech_id`). Re-clean visits are not jobs. `refund_amt` money given back (0 when none). `closed_dt` NULL
 *   while the complaint is still open.
 *
 * Not recorded here: technicians' wages, hours or any payroll; fuel, mileage, servicing or other van running costs;
 *   customer reviews, star ratings or satisfaction scores; arrival, start or finish times and how long jobs take;
 *   chemical stock levels, deliveries and purchase orders (only what each job used); advertising and marketing
 *   spend; the size of rooms on per-room jobs; carpet or fabric types; VAT separately from the totals.
 *
 * Tables
 * - `van`: `reg`, `make_mdl`, `yr_built`, `tmu_yn`, `lease_yn`, `disp_dt`.
 * - `tech`: `tech_id`, `first_nm`, `last_nm`, `role_cd`, `van_reg`, `iicrc_yn`, `start_dt`, `leave_dt`.
 * - `cust`: `cust_no`, `cust_nm`, `acct_typ`, `town`, `pcode`, `src_cd`, `mktg_ok`, `test_yn`, `created_dt`.
 * - `svc`: `svc_cd`, `svc_desc`, `unit_cd`, `unit_pr`, `uphol_yn`, `active_yn`.
 * - `job`: `job_no`, `cust_no`, `quote_dt`, `job_dt`, `stat_cd`, `lead_tech`, `site_typ`, `quote_amt`, `inv_amt`,
 *   `amt_pd`, `pd_dt`, `pay_mth`.
 * - `job_line`: `job_no`, `ln`, `svc_cd`, `qty`, `unit_pr`, `line_amt`.
 * - `chem_use`: `use_id`, `job_no`, `prod_cd`, `prod_nm`, `qty_l`, `cost_amt`.
 * - `cmplt`: `cmp_id`, `job_ref`, `rcvd_dt`, `cat_cd`, `reclean_yn`, `rcln_dt`, `rcln_tech`, `refund_amt`,
 *   `closed_dt`.
 */
import {
  addDays,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-02-05";
const LAST = "2026-10-13";
const DIARY_END = "2026-11-30";
const r = seededRandom(7306_2026);

const isWorkDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && !ENGLAND_BANK_HOLIDAYS.has(d);

const money = (n: number): number => Math.round(n * 100) / 100;

// ------------------------------------------------------------------ vans
const VANS: [string, string, number, string, string, string | null][] = [
  ["WU19 KXP", "Ford Transit Custom", 2019, "Y", "N", null],
  ["WR21 HBO", "Renault Trafic", 2021, "Y", "Y", null],
  ["WK68 DZT", "Vauxhall Vivaro", 2018, "N", "N", null],
  ["WU23 FMA", "Ford Transit Custom", 2023, "Y", "Y", null],
  ["WR16 LLC", "Citroen Berlingo", 2016, "N", "N", "2025-04-17"],
];

// ------------------------------------------------------------------ technicians
type Tech = {
  id: number;
  first: string;
  last: string;
  role: string;
  van: string | null;
  iicrc: string;
  start: string;
  leave: string | null;
  weight: number;
};
const TECHS: Tech[] = [
  {
    id: 1,
    first: "Gareth",
    last: "Pullen",
    role: "OWN",
    van: "WU19 KXP",
    iicrc: "Y",
    start: "2011-04-01",
    leave: null,
    weight: 0.8,
  },
  {
    id: 2,
    first: "Dean",
    last: "Hollister",
    role: "SNR",
    van: "WR21 HBO",
    iicrc: "Y",
    start: "2017-06-05",
    leave: null,
    weight: 1.25,
  },
  {
    id: 3,
    first: "Kieran",
    last: "Moss",
    role: "TECH",
    van: "WK68 DZT",
    iicrc: "N",
    start: "2021-09-13",
    leave: null,
    weight: 1.0,
  },
  {
    id: 4,
    first: "Shauna",
    last: "Price",
    role: "TECH",
    van: "WU23 FMA",
    iicrc: "Y",
    start: "2023-05-02",
    leave: null,
    weight: 1.1,
  },
  {
    id: 5,
    first: "Liam",
    last: "Carver",
    role: "TECH",
    van: null,
    iicrc: "N",
    start: "2022-01-10",
    leave: "2025-03-28",
    weight: 0.9,
  },
  {
    id: 6,
    first: "Tyler",
    last: "Nash",
    role: "TRN",
    van: null,
    iicrc: "N",
    start: "2026-03-02",
    leave: null,
    weight: 0,
  },
];
const leadsOn = (d: string): Tech[] =>
  TECHS.filter(
    (t) =>
      t.role !== "TRN" && t.start <= d && (t.leave === null || t.leave > d),
  );

// ------------------------------------------------------------------ services
type Svc = {
  cd: string;
  desc: string;
  unit: string;
  price: number; // current price (from 2025-04-01)
  old: number; // price before 2025-04-01
  uphol: string;
  active: string;
};
const SVCS: Svc[] = [
  {
    cd: "CRM",
    desc: "Carpet clean (per room)",
    unit: "RM",
    price: 36.0,
    old: 34.0,
    uphol: "N",
    active: "Y",
  },
  {
    cd: "CSQ",
    desc: "Commercial carpet clean (per m2)",
    unit: "SQM",
    price: 2.3,
    old: 2.2,
    uphol: "N",
    active: "Y",
  },
  {
    cd: "DRY",
    desc: "Low-moisture dry clean (per m2)",
    unit: "SQM",
    price: 2.6,
    old: 2.6,
    uphol: "N",
    active: "N",
  },
  {
    cd: "STR",
    desc: "Stairs and landing (per flight)",
    unit: "FLT",
    price: 42.0,
    old: 40.0,
    uphol: "N",
    active: "Y",
  },
  {
    cd: "RUG",
    desc: "Rug clean",
    unit: "EA",
    price: 48.0,
    old: 45.0,
    uphol: "N",
    active: "Y",
  },
  {
    cd: "SF3",
    desc: "3-seater sofa",
    unit: "EA",
    price: 79.0,
    old: 75.0,
    uphol: "Y",
    active: "Y",
  },
  {
    cd: "SF2",
    desc: "2-seater sofa",
    unit: "EA",
    price: 63.0,
    old: 60.0,
    uphol: "Y",
    active: "Y",
  },
  {
    cd: "ARM",
    desc: "Armchair / office chair",
    unit: "EA",
    price: 37.0,
    old: 35.0,
    uphol: "Y",
    active: "Y",
  },
  {
    cd: "MAT",
    desc: "Mattress",
    unit: "EA",
    price: 52.0,
    old: 50.0,
    uphol: "Y",
    active: "Y",
  },
  {
    cd: "SPG",
    desc: "Stain protector (per room)",
    unit: "RM",
    price: 16.0,
    old: 15.0,
    uphol: "N",
    active: "Y",
  },
  {
    cd: "ODR",
    desc: "Pet odour treatment (per room)",
    unit: "RM",
    price: 21.0,
    old: 20.0,
    uphol: "N",
    active: "Y",
  },
  {
    cd: "LTH",
    desc: "Leather sofa clean and condition",
    unit: "EA",
    price: 95.0,
    old: 95.0,
    uphol: "Y",
    active: "Y",
  },
];
const SVC = new Map(SVCS.map((s) => [s.cd, s]));
const priceOn = (cd: string, d: string): number => {
  const s = SVC.get(cd);
  if (!s) throw new Error(`no service ${cd}`);
  return d >= "2025-04-01" ? s.price : s.old;
};

// ------------------------------------------------------------------ customers
const TOWNS: [string, string, number][] = [
  ["Gloucester", "GL1", 30],
  ["Cheltenham", "GL50", 26],
  ["Stroud", "GL5", 11],
  ["Tewkesbury", "GL20", 7],
  ["Cirencester", "GL7", 6],
  ["Quedgeley", "GL2", 8],
  ["Bishop's Cleeve", "GL52", 6],
  ["Churchdown", "GL3", 6],
];
const FIRST = [
  "Helen",
  "Sarah",
  "Karen",
  "Julie",
  "Emma",
  "Claire",
  "Rachel",
  "Gemma",
  "Lisa",
  "Joanne",
  "Nicola",
  "Amanda",
  "Paul",
  "Mark",
  "David",
  "Steve",
  "Andrew",
  "Richard",
  "Chris",
  "Ian",
  "Martin",
  "Simon",
  "Jane",
  "Sue",
  "Margaret",
  "Pat",
  "Alan",
  "Graham",
  "Hannah",
  "Sophie",
  "Tom",
  "James",
  "Lucy",
  "Kate",
  "Zoe",
  "Amy",
  "Laura",
  "Beth",
  "Wendy",
  "Carol",
  "Gary",
  "Neil",
  "Rob",
  "Phil",
  "Dan",
  "Matt",
  "Jon",
  "Keith",
  "Brian",
  "Priya",
  "Anita",
  "Tariq",
];
const LASTN = [
  "Carter",
  "Evans",
  "Hughes",
  "Morgan",
  "Price",
  "Davies",
  "Wilkins",
  "Bennett",
  "Hale",
  "Cook",
  "Fry",
  "Tandy",
  "Jenkins",
  "Pritchard",
  "Smart",
  "Baker",
  "Lewis",
  "Harris",
  "Walker",
  "Powell",
  "Turner",
  "Sims",
  "Dyer",
  "Webb",
  "Hooper",
  "Bishop",
  "Rowe",
  "Merrett",
  "Ball",
  "Cole",
  "Gardner",
  "Mills",
  "Stanley",
  "Ward",
  "Young",
  "Brewer",
  "Haines",
  "Parsons",
  "Kent",
  "Whittaker",
  "Pearce",
  "Long",
  "Tucker",
  "Chandler",
  "Mason",
  "Hobbs",
  "Knight",
  "Stokes",
  "Vowles",
  "Trinder",
  "Organ",
  "Phelps",
  "Willis",
  "Hyett",
  "Godwin",
  "Fletcher",
  "Patel",
  "Khan",
  "Nowak",
  "Reid",
];
const newName = uniqueNames(r, FIRST, LASTN);

const COMPANIES = [
  "Kingsholm Dental Practice",
  "Cotswold Accountancy Ltd",
  "Brunswick Solicitors",
  "Severnside Insurance Brokers",
  "Gloucester Quays Estates Office",
  "Montpellier Physio",
  "Leckhampton Surgery",
  "Stroud Valley Architects",
  "The Old Bakery Offices",
  "Tewkesbury Community Hub",
  "Elmbridge Court Business Centre",
  "Barnwood Recruitment",
  "Cheltenham Lettings Hub",
  "Pittville Wealth Management",
  "Forest Green IT Services",
  "Cirencester Veterinary Centre",
  "Waterwells Logistics Ltd",
  "Churchdown Parish Council",
  "Hucclecote Opticians",
  "Regent Street Chambers",
  "Quedgeley Business Park Mgmt",
  "Priory Court Nursing Home",
  "Bishops Cleeve Library",
  "GL Marketing Partners",
  "Imperial Square Consulting",
  "Longlevens Church Hall",
  "Brockworth Engineering Ltd",
  "Abbeymead Childcare",
  "Staverton Air Services",
  "Painswick Print Co",
  "Nailsworth Design Studio",
  "Hatherley Hair & Beauty",
  "Cheltenham Science Trust",
  "Westgate Mortgage Centre",
  "Saintbridge Vets",
  "Coney Hill Tutors",
];
// letting agents: the last two only ever got quotes (one booked and cancelled)
const AGENTS = [
  "Abbey Lettings",
  "Severn Property Management",
  "Cotswold Homes Lettings",
  "Regency Residential",
  "Gloucester Student Lets",
  "Stroud Valley Property",
  "Tewkesbury Lettings & Sales",
  "Bell & Cray Estates",
];

type Cust = {
  no: number;
  nm: string;
  typ: string;
  town: string;
  pcode: string | null;
  src: string | null;
  mktg: string;
  test: string;
  created: string;
};
const custs: Cust[] = [];
const LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const makeCust = (nm: string, typ: string, created: string): Cust => {
  const [town, district] = r.weighted(
    TOWNS.map((t) => [[t[0], t[1]] as const, t[2]] as const),
  );
  const pcode =
    created < "2024-09-01" && r.chance(0.12)
      ? null
      : `${district} ${r.int(1, 9)}${r.pick([...LETTERS])}${r.pick([...LETTERS])}`;
  const src =
    typ === "DOM"
      ? r.weighted([
          ["GGL", 35],
          ["WEB", 20],
          ["REF", 25],
          ["LFT", 10],
          ["FB", 10],
        ] as const)
      : r.weighted([
          ["GGL", 30],
          ["WEB", 30],
          ["REF", 40],
        ] as const);
  const c: Cust = {
    no: custs.length + 1,
    nm,
    typ,
    town,
    pcode,
    src,
    mktg: r.chance(typ === "DOM" ? 0.45 : 0.7) ? "Y" : "N",
    test: "N",
    created,
  };
  custs.push(c);
  return c;
};
// the test account
custs.push({
  no: 1,
  nm: "TEST CUSTOMER - DO NOT USE",
  typ: "DOM",
  town: "Gloucester",
  pcode: null,
  src: null,
  mktg: "N",
  test: "Y",
  created: "2024-02-01",
});

const usedCompanies: Cust[] = [];
const agentCust = new Map<string, Cust>();
const getAgent = (nm: string, d: string): Cust => {
  let c = agentCust.get(nm);
  if (!c) {
    c = makeCust(nm, "LET", d);
    agentCust.set(nm, c);
  }
  return c;
};

// ------------------------------------------------------------------ jobs
type Line = { svc: string; qty: number; pr: number; amt: number };
type Job = {
  no: number;
  cust: number;
  quote: string | null;
  jobDt: string | null;
  stat: string;
  tech: number | null;
  site: string;
  quoteAmt: number;
  invAmt: number | null;
  amtPd: number;
  pdDt: string | null;
  payMth: string | null;
  lines: Line[];
};
const jobs: Job[] = [];

const line = (svc: string, qty: number, d: string, discount: boolean): Line => {
  const pr = money(priceOn(svc, d) * (discount ? 0.9 : 1));
  return { svc, qty, pr, amt: money(qty * pr) };
};

const homeLines = (d: string, discount: boolean): Line[] => {
  const out: Line[] = [];
  let rooms = 0;
  if (r.chance(0.85)) {
    rooms = r.weighted([
      [1, 10],
      [2, 22],
      [3, 28],
      [4, 20],
      [5, 12],
      [6, 8],
    ] as const);
    out.push(line("CRM", rooms, d, discount));
  }
  if (r.chance(rooms > 0 ? 0.4 : 0.1))
    out.push(line("STR", r.chance(0.85) ? 1 : 2, d, discount));
  if (r.chance(0.1)) out.push(line("RUG", r.chance(0.8) ? 1 : 2, d, discount));
  if (r.chance(rooms > 0 ? 0.22 : 0.5))
    out.push(line("SF3", r.chance(0.9) ? 1 : 2, d, discount));
  if (r.chance(0.15)) out.push(line("SF2", 1, d, discount));
  if (r.chance(0.15)) out.push(line("ARM", r.int(1, 2), d, discount));
  if (r.chance(0.08)) out.push(line("MAT", r.int(1, 2), d, discount));
  if (rooms > 0 && r.chance(0.2))
    out.push(line("SPG", r.int(1, rooms), d, discount));
  if (rooms > 0 && r.chance(0.1))
    out.push(line("ODR", r.int(1, Math.min(rooms, 3)), d, discount));
  if (out.length === 0) out.push(line("CRM", r.int(2, 4), d, discount));
  return out;
};

const officeLines = (d: string, discount: boolean): Line[] => {
  const out: Line[] = [];
  const sqm = r.chance(0.2) ? r.int(250, 650) : r.int(35, 240);
  const svc = d < "2025-01-01" && r.chance(0.3) ? "DRY" : "CSQ";
  if (r.chance(0.95)) out.push(line(svc, sqm, d, discount));
  if (r.chance(0.2)) out.push(line("ARM", r.int(4, 20), d, discount));
  if (r.chance(0.05)) out.push(line("SF3", r.int(1, 2), d, discount));
  if (r.chance(0.06)) out.push(line("STR", r.int(1, 3), d, discount));
  if (out.length === 0) out.push(line("CSQ", r.int(40, 120), d, discount));
  return out;
};

const total = (lines: Line[]): number =>
  money(lines.reduce((s, l) => s + l.amt, 0));

const SEASON = [0.7, 0.8, 1.1, 1.25, 1.2, 1.0, 0.9, 0.8, 1.0, 1.1, 1.25, 1.0];

const pickCustomer = (d: string): { c: Cust; site: string } => {
  const typ = r.weighted([
    ["DOM", 72],
    ["LET", 12],
    ["COM", 16],
  ] as const);
  if (typ === "DOM") {
    const old = custs.filter(
      (c) => c.typ === "DOM" && c.test === "N" && c.created < d,
    );
    if (old.length > 20 && r.chance(0.2)) return { c: r.pick(old), site: "H" };
    const [f, l] = newName();
    return { c: makeCust(`${f} ${l}`, "DOM", d), site: "H" };
  }
  if (typ === "LET") {
    const c = getAgent(r.pick(AGENTS.slice(0, 6)), d);
    return { c, site: r.chance(0.1) ? "O" : "H" };
  }
  const fresh = COMPANIES.filter(
    (nm) => !usedCompanies.some((c) => c.nm === nm),
  );
  if (fresh.length > 0 && (usedCompanies.length < 5 || r.chance(0.3))) {
    const c = makeCust(r.pick(fresh), "COM", d);
    usedCompanies.push(c);
    return { c, site: "O" };
  }
  return { c: r.pick(usedCompanies), site: "O" };
};

// test account rows, from the week the system was set up
jobs.push({
  no: 1,
  cust: 1,
  quote: "2024-02-01",
  jobDt: null,
  stat: "QTE",
  tech: null,
  site: "H",
  quoteAmt: 34.0,
  invAmt: null,
  amtPd: 0,
  pdDt: null,
  payMth: null,
  lines: [line("CRM", 1, "2024-02-01", false)],
});
jobs.push({
  no: 2,
  cust: 1,
  quote: "2024-02-01",
  jobDt: "2024-02-03",
  stat: "CAN",
  tech: 1,
  site: "H",
  quoteAmt: 68.0,
  invAmt: null,
  amtPd: 0,
  pdDt: null,
  payMth: null,
  lines: [line("CRM", 2, "2024-02-01", false)],
});

for (let d = START; d <= DIARY_END; d = addDays(d, 1)) {
  if (!isWorkDay(d)) continue;
  const month = Number(d.slice(5, 7));
  const year = Number(d.slice(0, 4));
  let lambda =
    2.1 *
    (SEASON[month - 1] ?? 1) *
    (1 + 0.08 * (year - 2024)) *
    (dayOfWeek(d) === 6 ? 0.55 : 1);
  const ahead =
    d > LAST ? Math.round((Date.parse(d) - Date.parse(LAST)) / 864e5) : 0;
  if (ahead > 0) lambda *= Math.max(0, 1 - ahead / 50);
  const n = r.poisson(lambda);
  const techs = leadsOn(d);
  for (let i = 0; i < n; i++) {
    let quote = addDays(d, -r.int(2, 24));
    if (quote > LAST) quote = LAST;
    if (quote < "2024-02-01") quote = "2024-02-01";
    const { c, site } = pickCustomer(quote);
    const discount = c.typ === "LET";
    const lines =
      site === "H" ? homeLines(quote, discount) : officeLines(quote, discount);
    const quoteAmt = total(lines);
    const stat =
      ahead > 0
        ? "BKD"
        : r.weighted([
            ["CMP", 90],
            ["CAN", 6],
            ["NA", 4],
          ] as const);
    const tech = r.weighted(techs.map((t) => [t, t.weight] as const));
    let invAmt: number | null = null;
    let amtPd = 0;
    let pdDt: string | null = null;
    let payMth: string | null = null;
    if (stat === "CMP") {
      if (r.chance(0.08)) {
        // extra work agreed on the day
        if (site === "H")
          lines.push(line(r.pick(["ARM", "RUG", "STR"]), 1, quote, discount));
        else lines.push(line("ARM", r.int(2, 6), quote, discount));
      }
      invAmt = total(lines);
      if (c.typ === "DOM") {
        payMth = r.weighted([
          ["CARD", 70],
          ["CASH", 20],
          ["BACS", 10],
        ] as const);
        pdDt = payMth === "BACS" ? addDays(d, r.int(0, 6)) : d;
      } else {
        payMth = "BACS";
        pdDt = addDays(d, r.int(8, 48));
      }
      if (pdDt > LAST || r.chance(0.015)) {
        payMth = null;
        pdDt = null;
      } else {
        amtPd = r.chance(0.015) ? money(invAmt / 2) : invAmt;
      }
    }
    jobs.push({
      no: jobs.length + 1,
      cust: c.no,
      quote,
      jobDt: d,
      stat,
      tech: tech.id,
      site,
      quoteAmt,
      invAmt,
      amtPd,
      pdDt,
      payMth,
      lines,
    });
  }
  // quotes that were never accepted
  if (d <= LAST && r.chance(0.45)) {
    const quote = d;
    let c: Cust;
    let site = "H";
    const kind = r.weighted([
      ["DOM", 70],
      ["COM", 20],
      ["LET", 10],
    ] as const);
    if (kind === "DOM") {
      const [f, l] = newName();
      c = makeCust(`${f} ${l}`, "DOM", quote);
    } else if (kind === "COM") {
      const fresh = COMPANIES.filter(
        (nm) => !usedCompanies.some((x) => x.nm === nm),
      );
      if (fresh.length > 0 && r.chance(0.5)) {
        c = makeCust(r.pick(fresh), "COM", quote);
        usedCompanies.push(c);
      } else if (usedCompanies.length > 0) c = r.pick(usedCompanies);
      else {
        c = makeCust(r.pick(fresh), "COM", quote);
        usedCompanies.push(c);
      }
      site = "O";
    } else {
      c = getAgent(r.pick(AGENTS), quote);
    }
    const lines =
      site === "H"
        ? homeLines(quote, c.typ === "LET")
        : officeLines(quote, false);
    jobs.push({
      no: jobs.length + 1,
      cust: c.no,
      quote,
      jobDt: null,
      stat: "QTE",
      tech: null,
      site,
      quoteAmt: total(lines),
      invAmt: null,
      amtPd: 0,
      pdDt: null,
      payMth: null,
      lines,
    });
  }
}
// one letting agent booked once and cancelled
{
  const c = getAgent(AGENTS[7] as string, "2025-06-10");
  const lines = homeLines("2025-06-10", true);
  jobs.push({
    no: jobs.length + 1,
    cust: c.no,
    quote: "2025-06-10",
    jobDt: "2025-06-19",
    stat: "CAN",
    tech: 3,
    site: "H",
    quoteAmt: total(lines),
    invAmt: null,
    amtPd: 0,
    pdDt: null,
    payMth: null,
    lines,
  });
}

// ------------------------------------------------------------------ chemicals
const CHEMS: Record<string, [string, number]> = {
  PRSP: ["Pre-spray", 4.2],
  RINS: ["Acid rinse", 3.1],
  UPH: ["Upholstery shampoo", 6.8],
  ENZ: ["Enzyme spotter", 9.5],
  PROT: ["Stain protector", 12.4],
  DEOD: ["Deodoriser", 8.2],
};
const chemRows: unknown[][] = [];
const chem = (jobNo: number, cd: string, litres: number): void => {
  const [nm, cost] = CHEMS[cd] as [string, number];
  const q = Math.max(0.05, Math.round(litres * 20) / 20);
  chemRows.push([chemRows.length + 1, jobNo, cd, nm, q, money(q * cost)]);
};

// ------------------------------------------------------------------ complaints
const cmpRows: unknown[][] = [];

for (const j of jobs) {
  if (j.stat !== "CMP" || j.jobDt === null) continue;
  let carpet = 0;
  let uphol = 0;
  let prot = 0;
  let odr = 0;
  for (const l of j.lines) {
    if (l.svc === "CRM") carpet += l.qty * 0.45;
    else if (l.svc === "CSQ" || l.svc === "DRY") carpet += l.qty * 0.018;
    else if (l.svc === "STR") carpet += l.qty * 0.3;
    else if (l.svc === "RUG") carpet += l.qty * 0.25;
    else if (SVC.get(l.svc)?.uphol === "Y")
      uphol += l.qty * (l.svc === "ARM" ? 0.15 : 0.35);
    else if (l.svc === "SPG") prot += l.qty * 0.5;
    else if (l.svc === "ODR") odr += l.qty * 0.3;
  }
  if (carpet > 0) {
    chem(j.no, "PRSP", carpet * r.float(0.85, 1.2));
    if (r.chance(0.9)) chem(j.no, "RINS", carpet * r.float(0.4, 0.6));
  }
  if (uphol > 0) chem(j.no, "UPH", uphol * r.float(0.85, 1.2));
  if (r.chance(0.3)) chem(j.no, "ENZ", r.float(0.1, 0.5));
  if (prot > 0) chem(j.no, "PROT", prot * r.float(0.9, 1.1));
  if (odr > 0) chem(j.no, "DEOD", odr * r.float(0.9, 1.1));

  if (r.chance(0.045)) {
    const rcvd = addDays(j.jobDt, r.int(1, 10));
    if (rcvd > LAST) continue;
    const cat = r.weighted([
      ["WICK", 30],
      ["WET", 18],
      ["MISS", 14],
      ["DMG", 7],
      ["LATE", 11],
      ["ODR", 12],
      ["CHG", 5],
    ] as const);
    const reclean =
      (cat === "WICK" || cat === "MISS" || cat === "ODR") && r.chance(0.85)
        ? "Y"
        : cat === "WET" && r.chance(0.2)
          ? "Y"
          : "N";
    let rclnDt: string | null = null;
    let rclnTech: number | null = null;
    if (reclean === "Y") {
      let dd = addDays(rcvd, r.int(2, 12));
      while (!isWorkDay(dd)) dd = addDays(dd, 1);
      if (dd <= LAST) {
        rclnDt = dd;
        const avail = leadsOn(dd);
        const orig = avail.find((t) => t.id === j.tech);
        rclnTech = orig && r.chance(0.5) ? orig.id : r.pick(avail).id;
      }
    }
    const inv = j.invAmt ?? 0;
    const refund =
      cat === "DMG"
        ? money(r.int(5, 30) * 10)
        : cat === "CHG"
          ? money(inv * r.pick([0.1, 0.15, 0.2]))
          : cat === "LATE" && r.chance(0.5)
            ? 10
            : 0;
    let closed: string | null = null;
    if (reclean === "N") closed = addDays(rcvd, r.int(1, 20));
    else if (rclnDt !== null) closed = addDays(rclnDt, r.int(0, 3));
    if (closed !== null && closed > LAST) closed = null;
    cmpRows.push([
      cmpRows.length + 1,
      j.no,
      rcvd,
      cat,
      reclean,
      rclnDt,
      rclnTech,
      refund,
      closed,
    ]);
  }
}

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA cdesk;

CREATE TABLE cdesk.van (
  reg varchar(10) PRIMARY KEY,
  make_mdl varchar(40) NOT NULL,
  yr_built integer NOT NULL,
  tmu_yn char(1) NOT NULL,
  lease_yn char(1) NOT NULL,
  disp_dt date
);

CREATE TABLE cdesk.tech (
  tech_id integer PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  role_cd varchar(4) NOT NULL,
  van_reg varchar(10) REFERENCES cdesk.van (reg),
  iicrc_yn char(1) NOT NULL,
  start_dt date NOT NULL,
  leave_dt date
);

CREATE TABLE cdesk.cust (
  cust_no integer PRIMARY KEY,
  cust_nm varchar(60) NOT NULL,
  acct_typ varchar(3) NOT NULL,
  town varchar(30),
  pcode varchar(8),
  src_cd varchar(3),
  mktg_ok char(1) NOT NULL,
  test_yn char(1) NOT NULL DEFAULT 'N',
  created_dt date NOT NULL
);

CREATE TABLE cdesk.svc (
  svc_cd varchar(3) PRIMARY KEY,
  svc_desc varchar(50) NOT NULL,
  unit_cd varchar(3) NOT NULL,
  unit_pr numeric(8,2) NOT NULL,
  uphol_yn char(1) NOT NULL,
  active_yn char(1) NOT NULL
);

CREATE TABLE cdesk.job (
  job_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES cdesk.cust (cust_no),
  quote_dt date NOT NULL,
  job_dt date,
  stat_cd varchar(3) NOT NULL,
  lead_tech integer REFERENCES cdesk.tech (tech_id),
  site_typ char(1) NOT NULL,
  quote_amt numeric(9,2) NOT NULL,
  inv_amt numeric(9,2),
  amt_pd numeric(9,2) NOT NULL DEFAULT 0,
  pd_dt date,
  pay_mth varchar(4)
);

CREATE TABLE cdesk.job_line (
  job_no integer NOT NULL REFERENCES cdesk.job (job_no),
  ln smallint NOT NULL,
  svc_cd varchar(3) NOT NULL REFERENCES cdesk.svc (svc_cd),
  qty numeric(7,1) NOT NULL,
  unit_pr numeric(8,2) NOT NULL,
  line_amt numeric(9,2) NOT NULL,
  PRIMARY KEY (job_no, ln)
);

CREATE TABLE cdesk.chem_use (
  use_id integer PRIMARY KEY,
  job_no integer NOT NULL REFERENCES cdesk.job (job_no),
  prod_cd varchar(4) NOT NULL,
  prod_nm varchar(30) NOT NULL,
  qty_l numeric(6,2) NOT NULL,
  cost_amt numeric(8,2) NOT NULL
);

CREATE TABLE cdesk.cmplt (
  cmp_id integer PRIMARY KEY,
  job_ref integer NOT NULL REFERENCES cdesk.job (job_no),
  rcvd_dt date NOT NULL,
  cat_cd varchar(4) NOT NULL,
  reclean_yn char(1) NOT NULL,
  rcln_dt date,
  rcln_tech integer REFERENCES cdesk.tech (tech_id),
  refund_amt numeric(8,2) NOT NULL DEFAULT 0,
  closed_dt date
);
`;
  const sorted = [...custs].sort((a, b) => a.no - b.no);
  const parts = [
    ddl,
    insertRows(
      "cdesk.van",
      ["reg", "make_mdl", "yr_built", "tmu_yn", "lease_yn", "disp_dt"],
      VANS,
    ),
    insertRows(
      "cdesk.tech",
      [
        "tech_id",
        "first_nm",
        "last_nm",
        "role_cd",
        "van_reg",
        "iicrc_yn",
        "start_dt",
        "leave_dt",
      ],
      TECHS.map((t) => [
        t.id,
        t.first,
        t.last,
        t.role,
        t.van,
        t.iicrc,
        t.start,
        t.leave,
      ]),
    ),
    insertRows(
      "cdesk.cust",
      [
        "cust_no",
        "cust_nm",
        "acct_typ",
        "town",
        "pcode",
        "src_cd",
        "mktg_ok",
        "test_yn",
        "created_dt",
      ],
      sorted.map((c) => [
        c.no,
        c.nm,
        c.typ,
        c.town,
        c.pcode,
        c.src,
        c.mktg,
        c.test,
        c.created,
      ]),
    ),
    insertRows(
      "cdesk.svc",
      ["svc_cd", "svc_desc", "unit_cd", "unit_pr", "uphol_yn", "active_yn"],
      SVCS.map((s) => [
        s.cd,
        s.desc,
        s.unit,
        s.price.toFixed(2),
        s.uphol,
        s.active,
      ]),
    ),
    insertRows(
      "cdesk.job",
      [
        "job_no",
        "cust_no",
        "quote_dt",
        "job_dt",
        "stat_cd",
        "lead_tech",
        "site_typ",
        "quote_amt",
        "inv_amt",
        "amt_pd",
        "pd_dt",
        "pay_mth",
      ],
      jobs.map((j) => [
        j.no,
        j.cust,
        j.quote,
        j.jobDt,
        j.stat,
        j.tech,
        j.site,
        j.quoteAmt,
        j.invAmt,
        j.amtPd,
        j.pdDt,
        j.payMth,
      ]),
    ),
    insertRows(
      "cdesk.job_line",
      ["job_no", "ln", "svc_cd", "qty", "unit_pr", "line_amt"],
      jobs.flatMap((j) =>
        j.lines.map((l, i) => [j.no, i + 1, l.svc, l.qty, l.pr, l.amt]),
      ),
    ),
    insertRows(
      "cdesk.chem_use",
      ["use_id", "job_no", "prod_cd", "prod_nm", "qty_l", "cost_amt"],
      chemRows,
    ),
    insertRows(
      "cdesk.cmplt",
      [
        "cmp_id",
        "job_ref",
        "rcvd_dt",
        "cat_cd",
        "reclean_yn",
        "rcln_dt",
        "rcln_tech",
        "refund_amt",
        "closed_dt",
      ],
      cmpRows,
    ),
  ];
  return parts.join("\n\n") + "\n";
}
