/**
 * Hallam Instrument Workshop Ltd is an independent musical instrument repair workshop on Abbeydale Road, Sheffield.
 * Its technicians repair and service bowed strings (violin, viola, cello, double bass and their bows), fretted
 * instruments (guitars), woodwind and brass for private players, professional musicians, schools and other music
 * shops (trade work). It also runs a school hire scheme: the workshop owns a fleet of student instruments that
 * parents hire by the month for their child, for a pupil at a named school; a hirer may buy the instrument outright
 * (rent-to-buy), hand it back, or (rarely) lose it.
 *
 * A repair job: the customer books the instrument in (over the counter, posted in, booked online, or collected from a
 * school by the workshop's van); a technician assesses it and an estimate is sent; the customer approves or declines
 * it; approved work is queued, done (sometimes waiting for parts on order), invoiced on completion, and the customer
 * collects the instrument. Private customers pay when they collect; account customers (schools, trade, some
 * professionals) are invoiced and pay later. Fleet instruments that come back from hire needing work get an internal
 * job with no customer, no estimate and no invoice.
 *
 * This is an export of the workshop's job-management system "BenchBook" (schema `wkshp`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. Repair jobs start on 2024-01-02; hire
 * agreements go back further, to July 2023 (the 2023/24 school year), when the hire scheme moved onto BenchBook.
 * Customer records keep their original registration dates from the old system. The workshop is open Tuesday to
 * Saturday, shut on bank holidays and from 24 December to 1 January.
 *
 * UNITS: repair money is in POUNDS with pence as decimals (`est_gbp`, `inv_gbp`, `chg_rate_gbp`, `cost_gbp`); parts
 * money and hire money are in whole PENCE (`unit_cost_p`, `unit_chg_p`, `mo_fee_p`, `dep_p`, `std_fee_p`). Amounts
 * charged to customers include VAT, which is not broken out. Labour hours are decimal hours in quarter hours.
 *
 * Tables and columns
 * - `cust` (customers): `cust_no` id; `cust_nm` the person's full name or the school's / business's name;
 *   `cust_typ` IND private individual (includes parents who hire instruments), PRO professional musician, SCH school
 *   (its own instruments sent for repair, and the school named on hire agreements), TRD trade (another music shop
 *   sending repairs); `email` (NULL = not given); `pcode` postcode and `town`; `acct_yn` Y = credit account (invoiced,
 *   pays later), N = pays on collection; `disc_pct` trade discount percentage already applied to invoices (0 for
 *   most); `mkt_optin` true when the customer agreed to marketing emails; `reg_dt` the date the customer record was
 *   created.
 * - `instr_typ` (lookup of instrument types): `typ_cd` VN violin, VA viola, VC cello, DB double bass, BW bow (violin
 *   family bows, booked in on their own for rehairs), CG classical guitar, AG acoustic guitar, EG electric guitar, BG
 *   bass guitar, FL flute, CL clarinet, AS alto saxophone, TS tenor saxophone, OB oboe, TP trumpet, CN cornet, TB
 *   trombone, EU euphonium, FH French horn; `typ_desc` the name; `fam_cd` the family: STR bowed strings (including
 *   bows), FRT fretted, WW woodwind, BR brass; `hire_yn` Y when the type is offered on the hire scheme; `std_fee_p`
 *   the CURRENT standard monthly hire fee in pence (NULL when not hired; raised by 10% on 2025-09-01; each agreement
 *   keeps the fee it was signed at).
 * - `instr` (instruments): one physical instrument, either a customer's own or one of the workshop's hire fleet.
 *   `inst_id` id; `typ_cd` its type; `make_nm` maker / brand; `model_nm` (NULL = unknown); `serial_no` (NULL = none
 *   found); `size_txt` fractional size for strings and guitars (4/4 full size, 3/4, 1/2, 1/4; violas in inches), NULL
 *   otherwise; `own_cust` the customer who owns it (NULL for fleet instruments); `fleet_yn` Y for a hire-fleet
 *   instrument (owned by the workshop); `acq_dt` and `cost_gbp` when the workshop bought a fleet instrument and what
 *   it paid (NULL for customers' instruments); `disp_dt` the date a fleet instrument left the fleet (NULL = still in
 *   the fleet) and `disp_cd` why: SOLD bought by its hirer, LOST lost or stolen while on hire, SCRP scrapped as
 *   beyond economic repair.
 * - `tech` (technicians): `tech_cd` initials; `tech_nm`; `spec_cd` specialism STR, FRT, WW, BR (as `fam_cd`) or GEN
 *   (the apprentice, general servicing); `chg_rate_gbp` the hourly labour rate charged for their time; `snr_flg`
 *   true for a senior technician; `start_dt`; `end_dt` the day they left (NULL = still employed).
 * - `rpr_job` (repair jobs): `job_ref` e.g. J26-0412 (year booked in and a running number); `inst_id` the instrument;
 *   `cust_no` the customer billed (NULL for an internal job on a fleet instrument); `bench_tech` the technician who
 *   assessed and did the work (NULL until assigned); `chan_cd` how it came in: WI walk-in over the counter, PST posted
 *   / couriered in, ONL booked online then dropped off, VAN collected from a school by the workshop's van, INT
 *   internal (fleet instrument back from hire), X an old value carried over from the previous system whose meaning
 *   nobody knows; `work_cd` the main work: SVC general service / clean and adjust, SET set-up (bridge, soundpost,
 *   action, strings), REHR bow rehair, CRK crack or seam repair, OVH full overhaul / restoration, REFR refret, ELEC
 *   guitar electrics, PAD repad (woodwind), DENT dent removal (brass), VALV valve or slide work, SLDR soldering (loose
 *   braces, stays); `bkd_in_dt` the date booked in; `est_dt` the date the estimate was sent and `est_gbp` the estimate
 *   (NULL for warranty and internal jobs, and while not yet assessed); `resp_dt` the date the customer approved or
 *   declined the estimate; `promised_dt` the completion date promised on approval; `cmpl_dt` the date the work was
 *   finished; `coll_dt` the date the customer collected the instrument (NULL = not collected; internal jobs are never
 *   collected); `stat_cd` BI booked in awaiting assessment, EST estimate sent awaiting the customer's answer, AP
 *   approved and queued, WIP on the bench, WP waiting for parts on order, RFC finished and ready for collection, CLD
 *   closed (collected, or an internal job finished and the instrument back in the fleet), DCL estimate declined (the
 *   instrument is handed back unrepaired, no charge), ABN abandoned (finished but not collected for 90 days or more);
 *   `rush_yn` Y for the express service (a £25 surcharge, included in estimate and invoice); `wty_yn` Y for a
 *   warranty comeback on earlier work (no estimate, never invoiced); `lab_hrs` the labour hours charged (set on
 *   completion); `inv_no`, `inv_dt` (the completion date) and `inv_gbp` the final invoice = labour hours x the
 *   technician's rate + parts charged + rush surcharge (NULL until invoiced; never set for warranty and internal
 *   jobs); `pd_dt` the date the invoice was paid (NULL = unpaid).
 * - `job_part` (parts fitted on a job): `ln_id`; `job_ref`; `part_no` and `part_desc`; `qty`; `unit_cost_p` what the
 *   workshop paid per unit; `unit_chg_p` what the customer was charged per unit (0 on warranty and internal jobs).
 *   Parts are recorded when fitted, so queued jobs and jobs waiting for parts have none yet; some jobs need no parts.
 * - `hire_agr` (school hire agreements): `agr_no`; `inst_id` the fleet instrument; `hirer_no` the customer (a parent)
 *   who hires it and pays; `sch_no` the school the pupil attends (a `cust` of type SCH; NULL = not given / home
 *   educated); `start_dt`; `end_dt` the date the agreement ended (NULL = still on hire); `stat_cd` ACT on hire, RET
 *   returned, BUY bought by the hirer (the instrument leaves the fleet), LST lost or stolen; `mo_fee_p` the monthly
 *   fee in pence, fixed for the agreement; `dep_p` the refundable deposit taken at the start; `dd_yn` Y when paid by
 *   direct debit; `pd_to_dt` the date the fees are paid up to (an agreement still on hire with `pd_to_dt` before
 *   today is in arrears); `ret_cond` condition when handed back: A good, B needs a service, C damaged (NULL unless
 *   returned).
 *
 * Not recorded here: stock levels of parts, suppliers and purchase orders; technicians' wages, salaries or the
 *   hours they actually clock (only hours charged); customer satisfaction, reviews or complaints; the pupils who play
 *   hired instruments (names, ages, grades, teachers, lessons); sales of new instruments, accessories or sheet music
 *   over the shop counter; the individual monthly hire payments and failed direct debits (only the paid-up-to date);
 *   insurance claims and instrument valuations; how customers heard about the workshop; appointment times; postage
 *   and courier costs; VAT amounts.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  maxDate,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const S = "wkshp";
const r = seededRandom(2026_1125 + 71);

const isOpen = (d: string): boolean => {
  const w = dayOfWeek(d);
  if (w === 0 || w === 1) return false;
  if (ENGLAND_BANK_HOLIDAYS.has(d)) return false;
  const md = d.slice(5);
  return !(md >= "12-24" || md === "01-01");
};
const nextOpen = (d: string): string => {
  let x = d;
  while (!isOpen(x)) x = addDays(x, 1);
  return x;
};
const quarter = (h: number): number => Math.max(0.25, Math.round(h * 4) / 4);
const money = (v: number): number => Math.round(v * 100) / 100;

// ------------------------------------------------------------------ names
const FIRST = [
  "Olivia",
  "Amelia",
  "Isla",
  "Ava",
  "Mia",
  "Grace",
  "Sophie",
  "Emily",
  "Lucy",
  "Hannah",
  "Chloe",
  "Ellie",
  "Jessica",
  "Rachel",
  "Sarah",
  "Helen",
  "Claire",
  "Joanne",
  "Nicola",
  "Priya",
  "Aisha",
  "Fatima",
  "Zara",
  "Megan",
  "Laura",
  "Kate",
  "Anna",
  "Ruth",
  "Gemma",
  "Vicky",
  "Oliver",
  "George",
  "Harry",
  "Jack",
  "Noah",
  "Leo",
  "Oscar",
  "Charlie",
  "James",
  "Thomas",
  "William",
  "Daniel",
  "Matthew",
  "David",
  "Richard",
  "Paul",
  "Mark",
  "Andrew",
  "Simon",
  "Chris",
  "Ben",
  "Sam",
  "Adam",
  "Imran",
  "Tariq",
  "Ravi",
  "Mohammed",
  "Tom",
  "Joe",
  "Ian",
  "Neil",
  "Gareth",
  "Kieran",
  "Luke",
  "Stephen",
  "Martin",
  "Karen",
  "Alison",
  "Fiona",
  "Yusuf",
];
const LASTN = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Walker",
  "Wright",
  "Robinson",
  "Thompson",
  "Wood",
  "Hall",
  "Green",
  "Clarke",
  "Jackson",
  "Hughes",
  "Turner",
  "Hill",
  "Moore",
  "Cooper",
  "Ward",
  "Bailey",
  "Barker",
  "Booth",
  "Crookes",
  "Ibbotson",
  "Staniforth",
  "Hawley",
  "Mellor",
  "Froggatt",
  "Fearn",
  "Hague",
  "Broomhead",
  "Marsden",
  "Dyson",
  "Hartley",
  "Shaw",
  "Kaur",
  "Singh",
  "Patel",
  "Khan",
  "Hussain",
  "Ahmed",
  "Begum",
  "Kowalski",
  "Novak",
  "Murphy",
  "Kelly",
  "OConnor",
  "Lee",
  "Chen",
  "Wong",
  "Nguyen",
  "Osei",
  "Mensah",
  "Okafor",
  "Fletcher",
  "Siddall",
  "Nettleship",
  "Gill",
  "Mason",
  "Beever",
  "Cutts",
  "Housley",
  "Outram",
];
const newName = uniqueNames(r, FIRST, LASTN);

const AREAS: readonly (readonly [string, string, number])[] = [
  ["S7", "Sheffield", 8],
  ["S8", "Sheffield", 6],
  ["S10", "Sheffield", 9],
  ["S11", "Sheffield", 9],
  ["S6", "Sheffield", 5],
  ["S5", "Sheffield", 3],
  ["S2", "Sheffield", 3],
  ["S17", "Sheffield", 4],
  ["S35", "Sheffield", 2],
  ["S20", "Sheffield", 2],
  ["S12", "Sheffield", 2],
  ["S13", "Sheffield", 2],
  ["S18", "Dronfield", 3],
  ["S60", "Rotherham", 2],
  ["S65", "Rotherham", 1],
  ["S70", "Barnsley", 1],
  ["S75", "Barnsley", 1],
  ["S40", "Chesterfield", 2],
  ["S41", "Chesterfield", 1],
  ["S32", "Hope Valley", 1],
  ["S33", "Hope Valley", 1],
];
const PC_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const postcode = (): [string, string] => {
  const [area, town] = r.weighted(
    AREAS.map((a) => [[a[0], a[1]] as const, a[2]] as const),
  );
  return [
    `${area} ${r.int(1, 9)}${r.pick([...PC_LETTERS])}${r.pick([...PC_LETTERS])}`,
    town,
  ];
};
const MAIL = [
  "gmail.com",
  "gmail.com",
  "hotmail.co.uk",
  "outlook.com",
  "yahoo.co.uk",
  "btinternet.com",
  "icloud.com",
];

// ------------------------------------------------------------------ customers
type CustTyp = "IND" | "PRO" | "SCH" | "TRD";
type Cust = {
  no: number;
  nm: string;
  typ: CustTyp;
  email: string | null;
  pcode: string;
  town: string;
  acct: "Y" | "N";
  disc: number;
  optin: boolean;
  reg: string;
  insts: Inst[];
  weight: number;
};
const custs: Cust[] = [];
let nextCust = 10001;

const personCust = (typ: "IND" | "PRO", reg: string): Cust => {
  const [f, l] = newName();
  const [pc, town] = postcode();
  const c: Cust = {
    no: nextCust++,
    nm: `${typ === "PRO" && r.chance(0.08) ? "Dr " : ""}${f} ${l === "OConnor" ? "O'Connor" : l}`,
    typ,
    email: r.chance(typ === "PRO" ? 0.95 : 0.78)
      ? `${f.toLowerCase()}.${l.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(MAIL)}`
      : null,
    pcode: pc,
    town,
    acct: typ === "PRO" && r.chance(0.3) ? "Y" : "N",
    disc: 0,
    optin: r.chance(0.45),
    reg,
    insts: [],
    weight: typ === "PRO" ? r.float(0.3, 3, 2) : 1,
  };
  custs.push(c);
  return c;
};

const SCHOOLS: readonly (readonly [string, string, string, number])[] = [
  // name, postcode, reg date, hire weight
  ["Nether Edge Primary School", "S7 1RB", "2013-09-02", 8],
  ["Abbeydale Grange Academy", "S7 1QW", "2011-05-10", 12],
  ["Hallam Park Academy", "S10 4DT", "2014-01-15", 10],
  ["Crookes Junior School", "S10 1UG", "2016-06-20", 5],
  ["Loxley Valley School", "S6 6SG", "2018-02-05", 6],
  ["Meersbrook Bank Primary", "S8 9FU", "2012-10-01", 7],
  ["Totley Grange School", "S17 4HA", "2010-03-22", 9],
  ["Hillsborough Park Academy", "S6 2LN", "2015-09-07", 6],
  ["Dronfield Henry Fanshawe School", "S18 2FZ", "2009-11-11", 11],
  ["Ecclesall Church of England Junior School", "S11 8PN", "2013-04-18", 8],
  ["Silverdale Hill School", "S11 9QH", "2010-09-06", 10],
  ["Sharrow Vale Primary", "S11 8ZP", "2019-01-14", 4],
  ["Tapton Mount Academy", "S10 5RG", "2012-06-11", 9],
  ["Wath Grove Academy", "S63 7PH", "2020-09-01", 3],
  ["Stocksbridge High School", "S36 1FD", "2017-05-02", 3],
  ["Greystones Primary School", "S11 7GL", "2016-11-28", 6],
  ["Norton Lees Junior School", "S8 8SQ", "2025-06-16", 5],
  ["Hope Valley College", "S33 6SD", "2025-08-04", 4],
];
const schools: Cust[] = SCHOOLS.map(([nm, pc, reg, w]) => {
  const slug = nm
    .toLowerCase()
    .replace(/ (school|academy|primary|junior school|college)$/g, "")
    .replace(/[^a-z]+/g, "");
  const c: Cust = {
    no: nextCust++,
    nm,
    typ: "SCH",
    email: `music@${slug}.sch.uk`,
    pcode: pc,
    town: pc.startsWith("S18")
      ? "Dronfield"
      : pc.startsWith("S33")
        ? "Hope Valley"
        : pc.startsWith("S63")
          ? "Rotherham"
          : "Sheffield",
    acct: "Y",
    disc: 0,
    optin: true,
    reg,
    insts: [],
    weight: w,
  };
  custs.push(c);
  return c;
});

const TRADE: readonly (readonly [
  string,
  string,
  string,
  string,
  number,
  number,
])[] = [
  ["Division Street Guitars", "S1 4GF", "Sheffield", "2014-07-01", 10, 6],
  ["Forge Music Ltd", "S3 8RY", "Sheffield", "2011-02-14", 5, 4],
  ["Peak Brass & Woodwind", "S32 1DA", "Hope Valley", "2016-03-09", 10, 3],
  ["Don Valley Music Centre", "S60 1QY", "Rotherham", "2019-10-21", 5, 2],
  [
    "Chesterfield Guitar Exchange",
    "S40 1PX",
    "Chesterfield",
    "2022-05-03",
    0,
    2,
  ],
  ["Barnsley Band Supplies", "S70 2EZ", "Barnsley", "2024-04-16", 5, 1.5],
];
const trades: Cust[] = TRADE.map(([nm, pc, town, reg, disc, w]) => {
  const c: Cust = {
    no: nextCust++,
    nm,
    typ: "TRD",
    email: `workshop@${nm.toLowerCase().replace(/[^a-z]+/g, "")}.co.uk`,
    pcode: pc,
    town,
    acct: "Y",
    disc,
    optin: false,
    reg,
    insts: [],
    weight: w,
  };
  custs.push(c);
  return c;
});

const pros: Cust[] = [];
for (let i = 0; i < 46; i++) {
  const reg =
    i < 38
      ? r.date("2010-01-01", "2023-12-20")
      : r.date("2024-01-02", "2026-06-30");
  pros.push(personCust("PRO", reg));
}
const oldInds: Cust[] = [];
for (let i = 0; i < 120; i++)
  oldInds.push(personCust("IND", r.date("2009-06-01", "2023-12-20")));

// ------------------------------------------------------------------ instrument types
type Fam = "STR" | "FRT" | "WW" | "BR";
type Typ = {
  cd: string;
  desc: string;
  fam: Fam;
  fee: number | null;
  makes: string[];
  sizes: string[] | null;
};
const TYPES: Typ[] = [
  {
    cd: "VN",
    desc: "Violin",
    fam: "STR",
    fee: 1200,
    makes: [
      "Stentor",
      "Eastman",
      "Gliga",
      "Hidersine",
      "Yamaha",
      "Unlabelled (German)",
      "Primavera",
    ],
    sizes: ["4/4", "4/4", "4/4", "3/4", "1/2", "1/4"],
  },
  {
    cd: "VA",
    desc: "Viola",
    fam: "STR",
    fee: 1500,
    makes: ["Stentor", "Eastman", "Gliga", "Unlabelled"],
    sizes: ["15in", "15.5in", "16in", "16.5in"],
  },
  {
    cd: "VC",
    desc: "Cello",
    fam: "STR",
    fee: 2400,
    makes: ["Stentor", "Eastman", "Gliga", "Hidersine", "Primavera"],
    sizes: ["4/4", "4/4", "3/4", "1/2"],
  },
  {
    cd: "DB",
    desc: "Double bass",
    fam: "STR",
    fee: null,
    makes: ["Stentor", "Hofner", "Gliga", "Unlabelled"],
    sizes: ["3/4", "3/4", "1/2"],
  },
  {
    cd: "BW",
    desc: "Bow (violin family)",
    fam: "STR",
    fee: null,
    makes: [
      "Dorfler",
      "Arcos Brasil",
      "Unstamped",
      "W. E. Hill & Sons",
      "Coda",
    ],
    sizes: null,
  },
  {
    cd: "CG",
    desc: "Classical guitar",
    fam: "FRT",
    fee: 1000,
    makes: ["Yamaha", "Admira", "Valencia", "Alhambra"],
    sizes: ["4/4", "4/4", "3/4", "1/2"],
  },
  {
    cd: "AG",
    desc: "Acoustic guitar",
    fam: "FRT",
    fee: null,
    makes: ["Yamaha", "Martin", "Taylor", "Fender", "Tanglewood", "Gibson"],
    sizes: ["4/4"],
  },
  {
    cd: "EG",
    desc: "Electric guitar",
    fam: "FRT",
    fee: null,
    makes: [
      "Fender",
      "Gibson",
      "Epiphone",
      "Squier",
      "PRS",
      "Ibanez",
      "Yamaha",
    ],
    sizes: null,
  },
  {
    cd: "BG",
    desc: "Bass guitar",
    fam: "FRT",
    fee: null,
    makes: ["Fender", "Squier", "Ibanez", "Music Man", "Yamaha"],
    sizes: null,
  },
  {
    cd: "FL",
    desc: "Flute",
    fam: "WW",
    fee: 1600,
    makes: ["Yamaha", "Trevor James", "Pearl", "Jupiter", "Miyazawa"],
    sizes: null,
  },
  {
    cd: "CL",
    desc: "Clarinet",
    fam: "WW",
    fee: 1500,
    makes: ["Buffet", "Yamaha", "Jupiter", "Trevor James", "Selmer"],
    sizes: null,
  },
  {
    cd: "AS",
    desc: "Alto saxophone",
    fam: "WW",
    fee: 2800,
    makes: ["Yamaha", "Selmer", "Jupiter", "Trevor James", "Yanagisawa"],
    sizes: null,
  },
  {
    cd: "TS",
    desc: "Tenor saxophone",
    fam: "WW",
    fee: null,
    makes: ["Yamaha", "Selmer", "Jupiter", "Yanagisawa"],
    sizes: null,
  },
  {
    cd: "OB",
    desc: "Oboe",
    fam: "WW",
    fee: null,
    makes: ["Howarth", "Fox", "Yamaha", "Buffet"],
    sizes: null,
  },
  {
    cd: "TP",
    desc: "Trumpet",
    fam: "BR",
    fee: 1500,
    makes: ["Yamaha", "Bach", "Jupiter", "Besson"],
    sizes: null,
  },
  {
    cd: "CN",
    desc: "Cornet",
    fam: "BR",
    fee: 1400,
    makes: ["Besson", "Yamaha", "Jupiter"],
    sizes: null,
  },
  {
    cd: "TB",
    desc: "Trombone",
    fam: "BR",
    fee: 1800,
    makes: ["Yamaha", "Bach", "Conn", "Jupiter"],
    sizes: null,
  },
  {
    cd: "EU",
    desc: "Euphonium",
    fam: "BR",
    fee: null,
    makes: ["Besson", "Yamaha"],
    sizes: null,
  },
  {
    cd: "FH",
    desc: "French horn",
    fam: "BR",
    fee: null,
    makes: ["Yamaha", "Holton", "Paxman", "Conn"],
    sizes: null,
  },
];
const TYP = new Map(TYPES.map((t) => [t.cd, t]));
const typ = (cd: string): Typ => {
  const t = TYP.get(cd);
  if (!t) throw new Error(`no type ${cd}`);
  return t;
};
/** The monthly hire fee in pence on a date: 10% higher (to the next 50p) from 2025-09-01. */
const feeOn = (t: Typ, d: string): number => {
  const base = t.fee ?? 0;
  return d >= "2025-09-01" ? Math.ceil((base * 1.1) / 50) * 50 : base;
};

// ------------------------------------------------------------------ instruments
type Inst = {
  id: number;
  typ: string;
  make: string;
  model: string | null;
  serial: string | null;
  size: string | null;
  own: number | null;
  fleet: boolean;
  acq: string | null;
  cost: number | null;
  dispDt: string | null;
  dispCd: string | null;
};
const insts: Inst[] = [];
let nextInst = 1;
const serialFor = (): string =>
  r.pick(["", "S", "A", "H", "YJ", "K"] as const) +
  String(r.int(10000, 9999999));

const FLEET_MODELS: Record<string, [string, string][]> = {
  VN: [
    ["Stentor", "Student II"],
    ["Primavera", "200"],
  ],
  VA: [
    ["Stentor", "Student II"],
    ["Primavera", "200"],
  ],
  VC: [
    ["Stentor", "Student I"],
    ["Primavera", "100"],
  ],
  CG: [
    ["Admira", "Alba"],
    ["Valencia", "VC204"],
  ],
  FL: [
    ["Yamaha", "YFL-212"],
    ["Trevor James", "10X"],
  ],
  CL: [
    ["Buffet", "Prodige"],
    ["Jupiter", "JCL700"],
  ],
  AS: [
    ["Yamaha", "YAS-280"],
    ["Jupiter", "JAS700"],
  ],
  TP: [
    ["Yamaha", "YTR-2330"],
    ["Jupiter", "JTR700"],
  ],
  CN: [
    ["Besson", "BE1000"],
    ["Jupiter", "JCR700"],
  ],
  TB: [
    ["Yamaha", "YSL-354"],
    ["Jupiter", "JTB700"],
  ],
};
const FLEET_COST: Record<string, [number, number]> = {
  VN: [90, 160],
  VA: [140, 210],
  VC: [360, 620],
  CG: [60, 125],
  FL: [280, 420],
  CL: [300, 460],
  AS: [650, 920],
  TP: [250, 400],
  CN: [250, 380],
  TB: [300, 460],
};
const FLEET_SIZE: [string, number, number][] = [
  // type, bought before 2024, bought 2024-2026
  ["VN", 46, 14],
  ["VA", 8, 2],
  ["VC", 14, 4],
  ["CG", 16, 4],
  ["FL", 20, 5],
  ["CL", 22, 6],
  ["AS", 9, 4],
  ["TP", 19, 5],
  ["CN", 8, 2],
  ["TB", 9, 3],
];
const fleet: Inst[] = [];
for (const [cd, old, recent] of FLEET_SIZE) {
  const t = typ(cd);
  for (let i = 0; i < old + recent; i++) {
    let acq: string;
    if (i < old) acq = r.date("2015-06-01", "2023-08-25");
    else {
      const y = r.pick([2024, 2025, 2026]);
      acq = r.chance(0.75)
        ? r.date(`${y}-07-20`, `${y}-09-05`)
        : r.date(`${y}-01-10`, `${y}-05-30`);
    }
    const [make, model] = r.pick(FLEET_MODELS[cd] ?? []);
    const [lo, hi] = FLEET_COST[cd] ?? [100, 200];
    const inst: Inst = {
      id: nextInst++,
      typ: cd,
      make,
      model,
      serial: `HIW-${cd}-${pad(i + 1, 3)}`,
      size: t.sizes
        ? cd === "VN"
          ? r.pick(["4/4", "3/4", "3/4", "1/2", "1/2", "1/4"])
          : r.pick(t.sizes)
        : null,
      own: null,
      fleet: true,
      acq,
      cost: money(r.float(lo, hi, 0) - 0.01),
      dispDt: null,
      dispCd: null,
    };
    insts.push(inst);
    fleet.push(inst);
  }
}

const custInst = (c: Cust, cd: string): Inst => {
  const t = typ(cd);
  const make = r.pick(t.makes);
  const inst: Inst = {
    id: nextInst++,
    typ: cd,
    make,
    model: r.chance(0.45)
      ? `${make.slice(0, 2).toUpperCase()}-${r.int(10, 900)}`
      : null,
    serial: r.chance(0.7) ? serialFor() : null,
    size: t.sizes ? r.pick(t.sizes) : null,
    own: c.no,
    fleet: false,
    acq: null,
    cost: null,
    dispDt: null,
    dispCd: null,
  };
  insts.push(inst);
  c.insts.push(inst);
  return inst;
};

// ------------------------------------------------------------------ technicians
type Tech = {
  cd: string;
  nm: string;
  spec: string;
  rate: number;
  snr: boolean;
  start: string;
  end: string | null;
};
const TECHS: Tech[] = [
  {
    cd: "MB",
    nm: "Martin Brearley",
    spec: "STR",
    rate: 55,
    snr: true,
    start: "2009-04-01",
    end: null,
  },
  {
    cd: "SD",
    nm: "Sunita Dhillon",
    spec: "STR",
    rate: 50,
    snr: false,
    start: "2024-03-05",
    end: null,
  },
  {
    cd: "KN",
    nm: "Kasia Nowak",
    spec: "WW",
    rate: 48,
    snr: true,
    start: "2017-09-05",
    end: null,
  },
  {
    cd: "RT",
    nm: "Rob Tattersall",
    spec: "BR",
    rate: 45,
    snr: false,
    start: "2014-02-11",
    end: null,
  },
  {
    cd: "JA",
    nm: "Jess Ackroyd",
    spec: "FRT",
    rate: 42,
    snr: false,
    start: "2019-06-04",
    end: "2025-06-28",
  },
  {
    cd: "LP",
    nm: "Liam Pearson",
    spec: "FRT",
    rate: 44,
    snr: false,
    start: "2025-07-15",
    end: null,
  },
  {
    cd: "OF",
    nm: "Owen Firth",
    spec: "GEN",
    rate: 30,
    snr: false,
    start: "2024-09-03",
    end: null,
  },
];
const TECH = new Map(TECHS.map((t) => [t.cd, t]));
const employed = (t: Tech, d: string): boolean =>
  t.start <= d && (t.end === null || d <= t.end);
const pickTech = (fam: Fam, cd: string, work: string, d: string): Tech => {
  const gen = TECH.get("OF") as Tech;
  if ((work === "SVC" || work === "SET") && employed(gen, d) && r.chance(0.22))
    return gen;
  if (fam === "STR") {
    const mb = TECH.get("MB") as Tech;
    const sd = TECH.get("SD") as Tech;
    if (!employed(sd, d)) return mb;
    if (cd === "BW") return r.chance(0.85) ? sd : mb;
    return r.chance(0.5) ? sd : mb;
  }
  const spec = TECHS.filter((t) => t.spec === fam && employed(t, d));
  if (spec.length === 0) return TECH.get("MB") as Tech;
  return r.pick(spec);
};

// ------------------------------------------------------------------ parts
type Part = [string, string, number, number];
const P = {
  hairV: [
    "HAIR-V",
    "Horsehair hank, white Mongolian (violin/viola)",
    900,
    1800,
  ],
  hairC: ["HAIR-C", "Horsehair hank, white Mongolian (cello/bass)", 1150, 2200],
  strVN: ["STR-VN-DOM", "Thomastik Dominant violin string set", 3200, 4800],
  strVNt: ["STR-VN-TON", "Pirastro Tonica violin string set", 2400, 3600],
  strVA: ["STR-VA-DOM", "Thomastik Dominant viola string set", 4800, 6900],
  strVC: ["STR-VC-JAR", "Jargar cello string set", 9800, 13900],
  strDB: ["STR-DB-SPR", "Spirocore double bass string set", 16000, 21900],
  brgV: ["BRG-VN", "Aubert bridge blank (violin/viola)", 700, 2000],
  brgC: ["BRG-VC", "Aubert bridge blank (cello/bass)", 1400, 3500],
  post: ["SPST", "Spruce soundpost blank", 200, 800],
  ftun: ["FTUN", "Wittner fine tuner", 150, 500],
  pegs: ["PEG-SET", "Ebony peg set", 1200, 3000],
  cleat: ["CLEAT", "Spruce cleat", 100, 500],
  strAG: ["STR-AG-EJ16", "D'Addario EJ16 acoustic set", 600, 1200],
  strEG: ["STR-EG-1046", "Ernie Ball 10-46 electric set", 450, 900],
  strBG: ["STR-BG-45", "Bass string set 45-105", 1800, 3000],
  strCG: ["STR-CG-SAV", "Savarez classical set", 800, 1400],
  fret: ["FRET-MED", "Fret wire, medium, 2ft length", 500, 1200],
  nut: ["NUT-BONE", "Bone nut blank", 300, 1500],
  sadl: ["SADL-BONE", "Bone saddle blank", 300, 1500],
  pot: ["POT-500K", "500k potentiometer", 400, 1200],
  jack: ["JACK-OUT", "Output jack socket", 200, 800],
  sw: ["SW-3WAY", "3-way pickup selector switch", 800, 2000],
  padFLs: ["PADS-FL-SET", "Flute pad set", 3500, 7000],
  padCLs: ["PADS-CL-SET", "Clarinet pad set", 2500, 5000],
  padSXs: ["PADS-SX-SET", "Saxophone pad set", 6000, 12000],
  padOBs: ["PADS-OB-SET", "Oboe pad set", 4000, 8000],
  padFL: ["PAD-FL", "Flute pad (single)", 300, 800],
  padCL: ["PAD-CL", "Clarinet pad (single)", 150, 500],
  padSX: ["PAD-SX", "Saxophone pad (single)", 300, 900],
  cork: ["CORK-SHT", "Cork sheet", 150, 400],
  spring: ["SPR-NDL", "Needle spring", 50, 250],
  tenon: ["TENON-CRK", "Tenon cork", 80, 400],
  vOil: ["VLV-OIL", "Valve oil 50ml", 250, 600],
  sGrease: ["SLD-GRS", "Slide grease", 200, 500],
  guides: ["VLV-GDS", "Valve guides (set of 3)", 600, 1500],
  felts: ["FELT-SET", "Valve felt set", 300, 800],
  vSpr: ["VLV-SPR", "Valve spring set", 500, 1400],
  wkCork: ["WK-CORK", "Water key cork", 20, 200],
  brace: ["BRACE", "Replacement brace", 600, 1800],
} satisfies Record<string, Part>;
type Line = { part: Part; qty: number };

const stringsFor = (cd: string): Part => {
  switch (cd) {
    case "VN":
      return r.chance(0.6) ? P.strVN : P.strVNt;
    case "VA":
      return P.strVA;
    case "VC":
      return P.strVC;
    case "DB":
      return P.strDB;
    case "AG":
      return P.strAG;
    case "EG":
      return P.strEG;
    case "BG":
      return P.strBG;
    default:
      return P.strCG;
  }
};
const pickParts = (cd: string, fam: Fam, work: string): Line[] => {
  const out: Line[] = [];
  const add = (p: Part | undefined, qty = 1, prob = 1): void => {
    if (p && r.chance(prob)) out.push({ part: p, qty });
  };
  const big = cd === "VC" || cd === "DB";
  if (fam === "STR") {
    if (work === "REHR") add(r.chance(0.75) ? P.hairV : P.hairC);
    else if (work === "SET") {
      add(big ? P.brgC : P.brgV, 1, 0.8);
      add(P.post, 1, 0.3);
      add(stringsFor(cd), 1, 0.6);
    } else if (work === "SVC") {
      add(stringsFor(cd), 1, 0.7);
      add(P.ftun, r.int(1, 2), 0.3);
      add(P.pegs, 1, 0.1);
    } else if (work === "CRK") {
      add(P.cleat, r.int(2, 6), 0.6);
      add(stringsFor(cd), 1, 0.2);
    } else {
      add(stringsFor(cd));
      add(big ? P.brgC : P.brgV);
      add(P.post);
      add(P.pegs, 1, 0.5);
    }
  } else if (fam === "FRT") {
    if (work === "SET") {
      add(stringsFor(cd));
      add(P.nut, 1, 0.15);
      add(P.sadl, 1, 0.1);
    } else if (work === "REFR") {
      add(P.fret, r.int(1, 2));
      add(stringsFor(cd));
      add(P.nut, 1, 0.3);
    } else if (work === "ELEC") {
      add(P.pot, r.int(1, 2), 0.6);
      add(P.jack, 1, 0.5);
      add(P.sw, 1, 0.3);
      add(stringsFor(cd), 1, 0.4);
      if (out.length === 0) add(P.jack);
    } else {
      add(P.cleat, r.int(2, 5), 0.6);
      add(stringsFor(cd), 1, 0.5);
    }
  } else if (fam === "WW") {
    const single =
      cd === "FL" ? P.padFL : cd === "CL" || cd === "OB" ? P.padCL : P.padSX;
    const set =
      cd === "FL"
        ? P.padFLs
        : cd === "CL"
          ? P.padCLs
          : cd === "OB"
            ? P.padOBs
            : P.padSXs;
    const wood = cd === "CL" || cd === "OB";
    if (work === "SVC") {
      add(single, r.int(1, 4), 0.8);
      add(P.tenon, r.int(1, 2), wood ? 0.5 : 0);
      add(P.spring, r.int(1, 2), 0.2);
    } else if (work === "PAD") {
      add(set);
      add(P.cork, 1, 0.6);
    } else if (work === "OVH") {
      add(set);
      add(P.cork);
      add(P.spring, r.int(2, 5));
      add(P.tenon, 2, wood ? 1 : 0);
    } else add(P.tenon, 1, 0.3);
  } else {
    const valves = cd !== "TB";
    if (work === "SVC") {
      add(valves ? P.vOil : P.sGrease, 1, 0.7);
      add(P.felts, 1, valves ? 0.4 : 0);
      add(P.wkCork, 1, 0.4);
    } else if (work === "DENT") add(valves ? P.vOil : P.sGrease, 1, 0.3);
    else if (work === "VALV") {
      add(P.guides, 1, valves ? 0.6 : 0);
      add(P.vSpr, 1, valves ? 0.5 : 0);
      add(P.felts, 1, valves ? 0.4 : 0);
      add(P.sGrease, 1, valves ? 0 : 0.9);
    } else add(P.brace, 1, 0.6);
  }
  return out;
};

const HOURS: Record<string, [number, number]> = {
  SET: [0.75, 2],
  SVC: [1, 3],
  CRK: [1.5, 6],
  OVH: [6, 16],
  REHR: [0.75, 1.25],
  REFR: [4, 7],
  ELEC: [0.5, 2],
  PAD: [2, 5],
  DENT: [0.5, 3],
  VALV: [1, 3],
  SLDR: [1, 2.5],
};
const pickWork = (cd: string, fam: Fam): string => {
  if (cd === "BW") return "REHR";
  if (fam === "STR")
    return r.weighted([
      ["SET", 35],
      ["SVC", 25],
      ["CRK", 25],
      ["OVH", 15],
    ]);
  if (fam === "FRT") {
    const elec = cd === "EG" || cd === "BG";
    return r.weighted([
      ["SET", 55],
      ["REFR", 15],
      [elec ? "ELEC" : "CRK", elec ? 22 : 10],
      ["CRK", elec ? 2 : 8],
    ]);
  }
  if (fam === "WW") {
    const wood = cd === "CL" || cd === "OB";
    return r.weighted([
      ["SVC", 45],
      ["PAD", 30],
      ["OVH", 15],
      [wood ? "CRK" : "SVC", 10],
    ]);
  }
  return r.weighted([
    ["SVC", 45],
    ["DENT", 30],
    ["VALV", 15],
    ["SLDR", 10],
  ]);
};

// ------------------------------------------------------------------ jobs
type Job = {
  ref: string;
  inst: Inst;
  cust: Cust | null;
  tech: Tech | null;
  chan: string;
  work: string;
  inDt: string;
  estDt: string | null;
  est: number | null;
  resp: string | null;
  promised: string | null;
  cmpl: string | null;
  coll: string | null;
  stat: string;
  rush: boolean;
  wty: boolean;
  hrs: number | null;
  invNo: string | null;
  invDt: string | null;
  inv: number | null;
  pd: string | null;
  lines: { part: Part; qty: number; chg: number }[];
};
const jobs: Job[] = [];

/** Makes a job booked in on `inDt`; returns the date the instrument is free again (null when still in the workshop). */
const makeJob = (
  inDt: string,
  cust: Cust | null,
  inst: Inst,
  chan: string,
  forceWork?: string,
): string | null => {
  const t = typ(inst.typ);
  const internal = cust === null;
  const wty = !internal && r.chance(0.03);
  const rush = !internal && !wty && r.chance(0.07);
  const work = forceWork ?? pickWork(inst.typ, t.fam);
  const tech = pickTech(t.fam, inst.typ, work, inDt);
  const [lo, hi] = HOURS[work] ?? [1, 2];
  const estHrs = quarter(r.float(lo, hi, 2));
  const lines = pickParts(inst.typ, t.fam, work).map((l) => ({
    ...l,
    chg:
      internal || wty
        ? 0
        : Math.round((l.part[3] * (100 - (cust?.disc ?? 0))) / 100),
  }));
  const partsChg = lines.reduce((s, l) => s + l.qty * l.chg, 0) / 100;
  const job: Job = {
    ref: "",
    inst,
    cust,
    tech: null,
    chan,
    work,
    inDt,
    estDt: null,
    est: null,
    resp: null,
    promised: null,
    cmpl: null,
    coll: null,
    stat: "BI",
    rush,
    wty,
    hrs: null,
    invNo: null,
    invDt: null,
    inv: null,
    pd: null,
    lines: [],
  };
  jobs.push(job);
  const rate = tech.rate * (1 - (cust?.disc ?? 0) / 100);
  let from = inDt;
  if (!internal && !wty) {
    const estDt = nextOpen(
      addDays(
        inDt,
        rush
          ? 0
          : r.weighted([
              [0, 2],
              [1, 4],
              [2, 3],
              [3, 2],
              [r.int(4, 9), 1],
            ]),
      ),
    );
    if (estDt > LAST) return null;
    job.tech = tech;
    job.estDt = estDt;
    job.est = Math.max(
      15,
      Math.round((estHrs * rate + partsChg + (rush ? 25 : 0)) / 5) * 5,
    );
    const resp = addDays(
      estDt,
      r.weighted([
        [0, 3],
        [1, 3],
        [2, 2],
        [r.int(3, 7), 2],
        [r.int(8, 20), 1],
      ]),
    );
    if (resp > LAST) {
      job.stat = "EST";
      return null;
    }
    job.resp = resp;
    const c = cust as Cust;
    const pDecline =
      (c.typ === "SCH" || c.typ === "TRD"
        ? 0.03
        : c.typ === "PRO"
          ? 0.06
          : 0.12) + (job.est > 250 ? 0.15 : 0);
    if (r.chance(pDecline)) {
      job.stat = "DCL";
      const coll = nextOpen(addDays(resp, r.int(1, 14)));
      job.coll = coll <= LAST ? coll : null;
      return job.coll;
    }
    job.promised = addDays(resp, rush ? 3 : r.int(10, 21));
    from = resp;
  } else {
    job.tech = tech;
    job.promised = wty ? addDays(inDt, 14) : null;
  }
  const waitParts = r.chance(0.2);
  const start = addDays(
    from,
    rush
      ? r.int(0, 1)
      : r.weighted([
          [r.int(1, 4), 3],
          [r.int(5, 12), 2],
          [r.int(13, 25), 1],
        ]),
  );
  const partsWait = waitParts ? r.int(7, 35) : 0;
  const workDays = Math.ceil(estHrs / 3) + r.int(0, 2);
  const cmpl = nextOpen(addDays(start, partsWait + workDays));
  if (start > LAST) {
    job.stat = "AP";
    return null;
  }
  if (cmpl > LAST) {
    const partsIn = addDays(start, partsWait);
    if (waitParts && partsIn > LAST) job.stat = "WP";
    else {
      job.stat = "WIP";
      job.lines = lines;
    }
    return null;
  }
  job.lines = lines;
  job.cmpl = cmpl;
  const hrs = quarter(estHrs * r.float(0.8, 1.35, 2));
  job.hrs = hrs;
  if (!internal && !wty) {
    job.invDt = cmpl;
    job.inv = money(hrs * rate + partsChg + (rush ? 25 : 0));
  }
  if (internal) {
    job.stat = "CLD";
    return addDays(cmpl, 1);
  }
  const c = cust as Cust;
  const account = c.acct === "Y";
  const never = !account && r.chance(0.025);
  if (never) {
    job.stat = cmpl <= addDays(LAST, -90) ? "ABN" : "RFC";
    return null;
  }
  const lag = account
    ? r.int(0, 10)
    : r.weighted([
        [r.int(0, 3), 40],
        [r.int(4, 14), 40],
        [r.int(15, 45), 17],
      ]);
  const coll = nextOpen(addDays(cmpl, lag));
  if (coll > LAST) job.stat = "RFC";
  else {
    job.stat = "CLD";
    job.coll = coll;
  }
  if (job.inv !== null) {
    let pd: string | null;
    if (account)
      pd = r.chance(0.04)
        ? null
        : addDays(
            cmpl,
            r.weighted([
              [r.int(7, 30), 3],
              [r.int(31, 60), 2],
              [r.int(61, 120), 1],
            ]),
          );
    else pd = r.chance(0.2) ? cmpl : job.coll;
    job.pd = pd !== null && pd <= LAST ? pd : null;
  }
  return job.coll;
};

// ------------------------------------------------------------------ hire agreements (and internal jobs on returns)
type Agr = {
  no: number;
  inst: Inst;
  hirer: Cust;
  sch: Cust | null;
  start: string;
  end: string | null;
  stat: string;
  fee: number;
  dep: number;
  dd: boolean;
  pdTo: string;
  cond: string | null;
};
const agrs: Agr[] = [];
const hirerPool: Cust[] = [];
const pickSchool = (d: string): Cust | null => {
  if (r.chance(0.05)) return null;
  const open = schools.filter((s) => s.reg <= d);
  return r.weighted(open.map((s) => [s, s.weight] as const));
};

for (const inst of fleet) {
  const t = typ(inst.typ);
  let free = maxDate(inst.acq ?? "2023-07-01", "2023-07-01");
  for (;;) {
    let start: string;
    if (r.chance(0.22)) free = addDays(free, r.int(120, 380));
    if (r.chance(0.8)) {
      const y = Number(free.slice(0, 4));
      const sept = free <= `${y}-09-20` ? y : y + 1;
      start = r.date(maxDate(free, `${sept}-08-28`), `${sept}-10-10`);
    } else start = addDays(free, r.int(10, 150));
    start = nextOpen(start);
    if (start > LAST) break;
    const kind = r.weighted([
      ["ENDYR", 38],
      ["TWOYR", 22],
      ["EARLY", 14],
      ["THREE", 9],
      ["BUY", 8],
      ["LST", 2],
      ["LONG", 7],
    ]);
    const sy = Number(start.slice(0, 4)) + (start.slice(5) >= "08-01" ? 1 : 0);
    const summer = (y: number): string =>
      r.chance(0.75)
        ? r.date(`${y}-07-08`, `${y}-07-31`)
        : r.date(`${y}-08-20`, `${y}-09-12`);
    let end: string;
    switch (kind) {
      case "ENDYR":
        end = summer(sy);
        break;
      case "TWOYR":
        end = summer(sy + 1);
        break;
      case "THREE":
        end = summer(sy + 2);
        break;
      case "EARLY":
        end = addDays(start, r.int(40, 250));
        break;
      case "BUY":
        end = addMonths(start, r.int(10, 30));
        break;
      case "LST":
        end = addDays(start, r.int(30, 400));
        break;
      default:
        end = "2099-01-01";
    }
    if (end <= start) end = addDays(start, 30);
    const hirer =
      hirerPool.length > 5 && r.chance(0.12)
        ? r.pick(hirerPool)
        : personCust("IND", start < START ? start : start);
    if (!hirerPool.includes(hirer)) hirerPool.push(hirer);
    const fee = feeOn(t, start);
    const dd = r.chance(0.86);
    const a: Agr = {
      no: 0,
      inst,
      hirer,
      sch: pickSchool(start),
      start,
      end: null,
      stat: "ACT",
      fee,
      dep: Math.max(3000, Math.ceil((fee * 2) / 500) * 500),
      dd,
      pdTo: start,
      cond: null,
    };
    agrs.push(a);
    if (end > LAST) {
      let n = 1;
      while (addMonths(start, n) <= addDays(LAST, 1)) n++;
      if (r.chance(dd ? 0.07 : 0.3)) n = Math.max(1, n - r.int(1, 3));
      a.pdTo = addDays(addMonths(start, n), -1);
      break;
    }
    a.end = end;
    a.pdTo = r.chance(0.05) ? addDays(addMonths(end, -r.int(1, 2)), 0) : end;
    if (a.pdTo < start) a.pdTo = start;
    if (kind === "BUY") {
      a.stat = "BUY";
      inst.dispDt = end;
      inst.dispCd = "SOLD";
      break;
    }
    if (kind === "LST") {
      a.stat = "LST";
      inst.dispDt = end;
      inst.dispCd = "LOST";
      break;
    }
    a.stat = "RET";
    a.cond = r.weighted([
      ["A", 60],
      ["B", 30],
      ["C", 10],
    ]);
    free = addDays(end, r.int(3, 20));
    if (a.cond === "C" && r.chance(0.15)) {
      inst.dispDt = addDays(end, r.int(5, 20));
      inst.dispCd = "SCRP";
      break;
    }
    if (a.cond !== "A") {
      const inDt = nextOpen(addDays(end, r.int(0, 5)));
      if (inDt < START) continue;
      if (inDt > LAST) break;
      const work =
        a.cond === "B"
          ? t.fam === "STR" || t.fam === "FRT"
            ? "SET"
            : "SVC"
          : t.fam === "STR" || t.fam === "FRT"
            ? "CRK"
            : t.fam === "WW"
              ? "PAD"
              : "DENT";
      const back = makeJob(inDt, null, inst, "INT", work);
      if (back === null) break;
      free = maxDate(free, back);
    }
  }
}

// ------------------------------------------------------------------ customer repair jobs, day by day
const CUST_TYPES: Record<CustTyp, [string, number][]> = {
  IND: [
    ["VN", 14],
    ["VA", 2],
    ["VC", 4],
    ["DB", 1],
    ["BW", 5],
    ["CG", 5],
    ["AG", 10],
    ["EG", 12],
    ["BG", 4],
    ["FL", 8],
    ["CL", 8],
    ["AS", 6],
    ["TS", 2],
    ["OB", 1],
    ["TP", 6],
    ["CN", 2],
    ["TB", 3],
    ["EU", 1],
    ["FH", 1],
  ],
  PRO: [
    ["VN", 12],
    ["VA", 5],
    ["VC", 8],
    ["DB", 4],
    ["BW", 14],
    ["AG", 3],
    ["EG", 4],
    ["FL", 4],
    ["CL", 5],
    ["AS", 3],
    ["TS", 3],
    ["OB", 4],
    ["TP", 5],
    ["TB", 3],
    ["FH", 4],
    ["EU", 1],
  ],
  TRD: [
    ["AG", 10],
    ["EG", 12],
    ["BG", 5],
    ["CG", 5],
    ["FL", 4],
    ["CL", 5],
    ["AS", 6],
    ["TS", 2],
    ["TP", 4],
    ["VN", 4],
  ],
  SCH: [
    ["VN", 6],
    ["VC", 3],
    ["CG", 3],
    ["FL", 6],
    ["CL", 8],
    ["AS", 4],
    ["TP", 6],
    ["CN", 5],
    ["TB", 4],
    ["EU", 2],
    ["FH", 1],
  ],
};
/** The date each customer instrument is back with its owner after its latest job. */
const busyUntil = new Map<number, string>();
const instFor = (c: Cust, reuse: number, d: string): Inst => {
  const free = c.insts.filter((i) => (busyUntil.get(i.id) ?? "") < d);
  return free.length > 0 && r.chance(reuse)
    ? r.pick(free)
    : custInst(c, r.weighted(CUST_TYPES[c.typ]));
};
const bookIn = (d: string, c: Cust, inst: Inst, chan: string): void => {
  busyUntil.set(inst.id, makeJob(d, c, inst, chan) ?? "9999-12-31");
};
const active = (list: Cust[], d: string): Cust[] =>
  list.filter((c) => c.reg <= d);

for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isOpen(d)) continue;
  const m = Number(d.slice(5, 7));
  const yr = Number(d.slice(0, 4));
  const lam =
    (m === 9 ? 1.9 : m === 7 || m === 8 ? 1.1 : m === 12 ? 0.9 : 1.45) *
    (yr === 2024 ? 0.92 : yr === 2026 ? 1.08 : 1);
  const n = r.poisson(lam);
  for (let i = 0; i < n; i++) {
    const who = r.weighted([
      ["NEW", 40],
      ["OLD", 15],
      ["PRO", 20],
      ["TRD", 11],
      ["SCH", 6],
    ] as const);
    let c: Cust;
    if (who === "NEW") c = personCust("IND", d);
    else if (who === "OLD") {
      const pool = custs.filter((x) => x.typ === "IND" && x.reg < d);
      c = r.pick(pool);
    } else if (who === "PRO") {
      const pool = active(pros, d);
      c = r.weighted(pool.map((x) => [x, x.weight] as const));
    } else if (who === "TRD")
      c = r.weighted(active(trades, d).map((x) => [x, x.weight] as const));
    else c = r.weighted(active(schools, d).map((x) => [x, x.weight] as const));
    const inst = instFor(
      c,
      c.typ === "TRD" ? 0.05 : c.typ === "SCH" ? 0.4 : 0.45,
      d,
    );
    const chan =
      c.typ === "SCH"
        ? r.chance(0.5)
          ? "VAN"
          : "WI"
        : yr === 2024 && d < "2024-03-01" && r.chance(0.15)
          ? "X"
          : r.weighted([
              ["WI", 60],
              ["ONL", 25],
              ["PST", c.typ === "TRD" ? 20 : 6],
            ]);
    bookIn(d, c, inst, chan);
  }
  // summer servicing: a school sends a batch of its own instruments in the van
  const day = Number(d.slice(8));
  if (((m === 7 && day >= 14) || m === 8) && r.chance(0.1)) {
    const sch = r.weighted(
      active(schools, d).map((x) => [x, x.weight] as const),
    );
    const k = r.int(4, 11);
    for (let i = 0; i < k; i++) bookIn(d, sch, instFor(sch, 0.5, d), "VAN");
  }
}

// ------------------------------------------------------------------ numbering
jobs.sort((a, b) => (a.inDt < b.inDt ? -1 : a.inDt > b.inDt ? 1 : 0));
const perYear = new Map<string, number>();
for (const j of jobs) {
  const y = j.inDt.slice(2, 4);
  const k = (perYear.get(y) ?? 0) + 1;
  perYear.set(y, k);
  j.ref = `J${y}-${pad(k, 4)}`;
}
const invoiced = jobs.filter((j) => j.invDt !== null);
invoiced.sort((a, b) =>
  (a.invDt ?? "") < (b.invDt ?? "")
    ? -1
    : (a.invDt ?? "") > (b.invDt ?? "")
      ? 1
      : a.ref < b.ref
        ? -1
        : 1,
);
invoiced.forEach((j, i) => {
  j.invNo = `INV${pad(30412 + i, 6)}`;
});
agrs.sort((a, b) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.inst.id - b.inst.id,
);
agrs.forEach((a, i) => {
  a.no = 5001 + i;
});

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA ${S};
CREATE TABLE ${S}.cust (
  cust_no integer PRIMARY KEY,
  cust_nm text NOT NULL,
  cust_typ varchar(3) NOT NULL,
  email text,
  pcode varchar(8),
  town text,
  acct_yn char(1) NOT NULL,
  disc_pct numeric(4,1) NOT NULL DEFAULT 0,
  mkt_optin boolean NOT NULL,
  reg_dt date NOT NULL
);
CREATE TABLE ${S}.instr_typ (
  typ_cd varchar(3) PRIMARY KEY,
  typ_desc text NOT NULL,
  fam_cd varchar(3) NOT NULL,
  hire_yn char(1) NOT NULL,
  std_fee_p integer
);
CREATE TABLE ${S}.instr (
  inst_id integer PRIMARY KEY,
  typ_cd varchar(3) NOT NULL REFERENCES ${S}.instr_typ (typ_cd),
  make_nm text NOT NULL,
  model_nm text,
  serial_no text,
  size_txt varchar(6),
  own_cust integer REFERENCES ${S}.cust (cust_no),
  fleet_yn char(1) NOT NULL,
  acq_dt date,
  cost_gbp numeric(8,2),
  disp_dt date,
  disp_cd varchar(4)
);
CREATE TABLE ${S}.tech (
  tech_cd varchar(3) PRIMARY KEY,
  tech_nm text NOT NULL,
  spec_cd varchar(3) NOT NULL,
  chg_rate_gbp numeric(6,2) NOT NULL,
  snr_flg boolean NOT NULL,
  start_dt date NOT NULL,
  end_dt date
);
CREATE TABLE ${S}.rpr_job (
  job_ref varchar(8) PRIMARY KEY,
  inst_id integer NOT NULL REFERENCES ${S}.instr (inst_id),
  cust_no integer REFERENCES ${S}.cust (cust_no),
  bench_tech varchar(3) REFERENCES ${S}.tech (tech_cd),
  chan_cd varchar(3) NOT NULL,
  work_cd varchar(4) NOT NULL,
  bkd_in_dt date NOT NULL,
  est_dt date,
  est_gbp numeric(8,2),
  resp_dt date,
  promised_dt date,
  cmpl_dt date,
  coll_dt date,
  stat_cd varchar(3) NOT NULL,
  rush_yn char(1) NOT NULL,
  wty_yn char(1) NOT NULL,
  lab_hrs numeric(5,2),
  inv_no varchar(10),
  inv_dt date,
  inv_gbp numeric(8,2),
  pd_dt date
);
CREATE TABLE ${S}.job_part (
  ln_id integer PRIMARY KEY,
  job_ref varchar(8) NOT NULL REFERENCES ${S}.rpr_job (job_ref),
  part_no varchar(12) NOT NULL,
  part_desc text NOT NULL,
  qty integer NOT NULL,
  unit_cost_p integer NOT NULL,
  unit_chg_p integer NOT NULL
);
CREATE TABLE ${S}.hire_agr (
  agr_no integer PRIMARY KEY,
  inst_id integer NOT NULL REFERENCES ${S}.instr (inst_id),
  hirer_no integer NOT NULL REFERENCES ${S}.cust (cust_no),
  sch_no integer REFERENCES ${S}.cust (cust_no),
  start_dt date NOT NULL,
  end_dt date,
  stat_cd varchar(3) NOT NULL,
  mo_fee_p integer NOT NULL,
  dep_p integer NOT NULL,
  dd_yn char(1) NOT NULL,
  pd_to_dt date NOT NULL,
  ret_cond char(1)
);`;
  const parts: string[] = [ddl];
  parts.push(
    insertRows(
      `${S}.cust`,
      [
        "cust_no",
        "cust_nm",
        "cust_typ",
        "email",
        "pcode",
        "town",
        "acct_yn",
        "disc_pct",
        "mkt_optin",
        "reg_dt",
      ],
      custs.map((c) => [
        c.no,
        c.nm,
        c.typ,
        c.email,
        c.pcode,
        c.town,
        c.acct,
        c.disc,
        c.optin,
        c.reg,
      ]),
    ),
  );
  parts.push(
    insertRows(
      `${S}.instr_typ`,
      ["typ_cd", "typ_desc", "fam_cd", "hire_yn", "std_fee_p"],
      TYPES.map((t) => [
        t.cd,
        t.desc,
        t.fam,
        t.fee ? "Y" : "N",
        t.fee ? feeOn(t, LAST) : null,
      ]),
    ),
  );
  parts.push(
    insertRows(
      `${S}.instr`,
      [
        "inst_id",
        "typ_cd",
        "make_nm",
        "model_nm",
        "serial_no",
        "size_txt",
        "own_cust",
        "fleet_yn",
        "acq_dt",
        "cost_gbp",
        "disp_dt",
        "disp_cd",
      ],
      insts.map((i) => [
        i.id,
        i.typ,
        i.make,
        i.model,
        i.serial,
        i.size,
        i.own,
        i.fleet ? "Y" : "N",
        i.acq,
        i.cost,
        i.dispDt,
        i.dispCd,
      ]),
    ),
  );
  parts.push(
    insertRows(
      `${S}.tech`,
      [
        "tech_cd",
        "tech_nm",
        "spec_cd",
        "chg_rate_gbp",
        "snr_flg",
        "start_dt",
        "end_dt",
      ],
      TECHS.map((t) => [t.cd, t.nm, t.spec, t.rate, t.snr, t.start, t.end]),
    ),
  );
  parts.push(
    insertRows(
      `${S}.rpr_job`,
      [
        "job_ref",
        "inst_id",
        "cust_no",
        "bench_tech",
        "chan_cd",
        "work_cd",
        "bkd_in_dt",
        "est_dt",
        "est_gbp",
        "resp_dt",
        "promised_dt",
        "cmpl_dt",
        "coll_dt",
        "stat_cd",
        "rush_yn",
        "wty_yn",
        "lab_hrs",
        "inv_no",
        "inv_dt",
        "inv_gbp",
        "pd_dt",
      ],
      jobs.map((j) => [
        j.ref,
        j.inst.id,
        j.cust?.no ?? null,
        j.tech?.cd ?? null,
        j.chan,
        j.work,
        j.inDt,
        j.estDt,
        j.est,
        j.resp,
        j.promised,
        j.cmpl,
        j.coll,
        j.stat,
        j.rush ? "Y" : "N",
        j.wty ? "Y" : "N",
        j.hrs,
        j.invNo,
        j.invDt,
        j.inv,
        j.pd,
      ]),
    ),
  );
  let ln = 1;
  const lineRows: unknown[][] = [];
  for (const j of jobs)
    for (const l of j.lines)
      lineRows.push([
        ln++,
        j.ref,
        l.part[0],
        l.part[1],
        l.qty,
        l.part[2],
        l.chg,
      ]);
  parts.push(
    insertRows(
      `${S}.job_part`,
      [
        "ln_id",
        "job_ref",
        "part_no",
        "part_desc",
        "qty",
        "unit_cost_p",
        "unit_chg_p",
      ],
      lineRows,
    ),
  );
  parts.push(
    insertRows(
      `${S}.hire_agr`,
      [
        "agr_no",
        "inst_id",
        "hirer_no",
        "sch_no",
        "start_dt",
        "end_dt",
        "stat_cd",
        "mo_fee_p",
        "dep_p",
        "dd_yn",
        "pd_to_dt",
        "ret_cond",
      ],
      agrs.map((a) => [
        a.no,
        a.inst.id,
        a.hirer.no,
        a.sch?.no ?? null,
        a.start,
        a.end,
        a.stat,
        a.fee,
        a.dep,
        a.dd ? "Y" : "N",
        a.pdTo,
        a.cond,
      ]),
    ),
  );
  return `${parts.join("\n")}\n`;
}
