/**
 * Kellett & Shah Tailoring is a family-run tailoring and clothing alterations business in North Yorkshire and Leeds
 * with two branches: the original shop on Vicar Lane in Leeds city centre (branch LDS) and a smaller shop on Commercial
 * Street in Harrogate (branch HGT). Customers bring in garments (trousers, jeans, suit jackets, dresses, shirts,
 * skirts, coats, wedding and bridesmaid dresses) to be altered or repaired. Each garment brought in gets its own tag
 * (ticket) at the counter and one or more alteration jobs (a trouser hem, taking in a waist, shortening sleeves, a
 * bridal bustle ...), each priced from the shop's price list and assigned to one of the branch's tailors. Bridal work
 * is done only by tailors qualified for it and involves fitting appointments. Customers pay a deposit when they drop
 * off (always for wedding dresses, sometimes the whole amount) and the balance when they collect. A garment that is
 * ready but not collected for 90 days is written off as abandoned (given to charity) and any deposit is kept.
 * Besides private customers the business has a few trade accounts (hotels, a theatre, a school-uniform supplier,
 * a menswear shop) who bring in garments under the company's name and get 10% off the price list.
 *
 * This is an export of the shop's point-of-sale and job-tracking system "TailorDesk" (schema `stitch`), taken on the
 * morning of Wednesday 2026-11-25 with everything up to the close of Tuesday 2026-11-24 (plus fitting appointments
 * already booked for later dates). The system went live on 2024-01-02; nothing before that date is held (customers
 * of the old paper system were registered again on their first visit after go-live). Both shops open Monday to
 * Saturday, 9:00 to 17:30, closed Sundays and English bank holidays.
 *
 * UNITS: money is in pounds sterling (GBP) with pence as decimals (`std_price`, `chg_amt`, `amt`). Times are UK local
 * time. Minutes are whole minutes of tailor work.
 *
 * Tables and columns
 * - `branch`: one shop. `br_cd` the branch code (LDS Leeds, HGT Harrogate), `br_nm` its name, `street`, `town`,
 *   `pcode` postcode, `tel_no` phone number, `opened_dt` the date the shop opened.
 * - `tailor`: the tailors and seamstresses who do the work (counter staff are not recorded). `tlr_no` the tailor's
 *   number, `first_nm`, `last_nm`, `br_cd` the branch they work at, `grade_cd` MT master tailor, TL tailor, SM
 *   seamstress, AP apprentice; `bridal_yn` true when qualified to do bridal work; `start_dt` the date they started;
 *   `leave_dt` the date they left (NULL = still working here).
 * - `cust`: customers. `cust_no` the customer number, `first_nm`, `last_nm` (for a trade account, the contact
 *   person), `co_nm` the company name for trade accounts (NULL for private customers), `cust_typ` R retail / private
 *   customer, T trade account; `mob_no` mobile number; `email` (NULL when the customer gave none); `home_br` the
 *   branch where the customer registered (a branch code); `reg_dt` the date registered; `mkt_optin` true when the
 *   customer agreed to receive offers and news.
 * - `job_type`: the price list. `type_cd` the job type code, `type_desc` its description (e.g. "Trouser hem"),
 *   `cat_cd` the category: TRS trousers and jeans, JKT jackets and coats, DRS dresses and skirts, SHT shirts, BRD
 *   bridal, GEN general repairs; `std_price` the current list price (prices went up about 8% on 2025-04-01; before
 *   then jobs were charged at the old list), `std_mins` the standard time for the job in minutes.
 * - `garment`: one garment brought in, with its own tag. `garm_no` the garment (ticket) number, `tag_no` the printed
 *   tag (branch letter, year and a sequence), `cust_ref` the customer (-> `cust.cust_no`), `br_cd` the branch it was
 *   brought to, `garm_typ` what the garment is ("Trousers", "Jeans", "Suit jacket", "Dress", "Shirt", "Skirt",
 *   "Coat", "Wedding dress", "Bridesmaid dress"), `colour`, `in_ts` when it was dropped off (date and time),
 *   `promised_dt` the date the customer was promised it would be ready, `is_express` true for the express service
 *   (50% surcharge, ready in about two days), `stat_cd` IN in the workroom (not finished), RD ready for collection,
 *   CO collected by the customer, AB abandoned (ready but not collected within 90 days, written off), CX cancelled
 *   (the customer withdrew it before any work; any deposit refunded); `ready_dt` the date all its jobs were finished
 *   (NULL while IN or when cancelled); `collected_dt` the date the customer collected it (NULL unless CO).
 * - `alt_job`: one alteration job on a garment. `job_no`, `garm_no` (-> `garment`), `type_cd` (-> `job_type`),
 *   `assigned_tlr` the tailor doing it (-> `tailor.tlr_no`), `chg_amt` what the customer is charged for the job
 *   (list price, plus 50% for express, less 10% for trade accounts, less any discount given at the counter),
 *   `stat_cd` W waiting to be started, IP in progress, D done, CX cancelled (not charged); `done_dt` the date the job
 *   was finished (NULL unless D); `work_mins` the minutes the tailor actually spent (recorded when done; NULL unless
 *   D).
 * - `fitting`: a fitting appointment. `fit_no`, `cust_ref` the customer (-> `cust.cust_no`), `garm_no` the garment
 *   being fitted (NULL for a consultation before anything is brought in), `br_cd` the branch, `with_tlr` the tailor
 *   (-> `tailor.tlr_no`), `appt_ts` the appointment date and time, `fit_typ` CON consultation, PIN pinning / first
 *   fitting, FN final fitting; `outcome_cd` BK booked (still to come), AT attended, NS no-show (the customer did not
 *   turn up), CX cancelled by the customer in advance.
 * - `pmt`: money taken at the counter. `pmt_no`, `garm_no` the garment it is for (-> `garment`), `pmt_dt` the date,
 *   `amt` the amount in pounds (negative for a refund), `pay_mth` CSH cash, CRD card or contactless, GV gift voucher,
 *   BT bank transfer (trade accounts); `pay_typ` DEP deposit or payment up front at drop-off, BAL balance paid on
 *   collection, RF refund of a deposit on a cancelled garment. The money a garment still owes is the sum of its
 *   non-cancelled jobs' `chg_amt` less the sum of its payments.
 *
 * Not recorded here: bespoke made-to-measure suits and dresses (the tailors spend much of their week on these; they
 *   are kept in a separate order book); tailors' wages, hours worked or rotas; rent, utilities and other running
 *   costs; the cost of materials (thread, zips, linings, buttons); customers' body measurements; customer reviews,
 *   ratings or complaints; how customers heard about the shop (marketing source); customers' age, gender or
 *   address; walk-in footfall or enquiries that did not become a job; dry cleaning (sent out to a partner and not
 *   put through the system); sales of gift vouchers (only their redemption, as `pay_mth` GV, is recorded); anything
 *   before 2024-01-02.
 *
 * Tables
 * - `branch`: `br_cd`, `br_nm`, `street`, `town`, `pcode`, `tel_no`, `opened_dt`.
 * - `tailor`: `tlr_no`, `first_nm`, `last_nm`, `br_cd`, `grade_cd`, `bridal_yn`, `start_dt`, `leave_dt`.
 * - `cust`: `cust_no`, `first_nm`, `last_nm`, `co_nm`, `cust_typ`, `mob_no`, `email`, `home_br`, `reg_dt`,
 *   `mkt_optin`.
 * - `job_type`: `type_cd`, `type_desc`, `cat_cd`, `std_price`, `std_mins`.
 * - `garment`: `garm_no`, `tag_no`, `cust_ref`, `br_cd`, `garm_typ`, `colour`, `in_ts`, `promised_dt`, `is_express`,
 *   `stat_cd`, `ready_dt`, `collected_dt`.
 * - `alt_job`: `job_no`, `garm_no`, `type_cd`, `assigned_tlr`, `chg_amt`, `stat_cd`, `done_dt`, `work_mins`.
 * - `fitting`: `fit_no`, `cust_ref`, `garm_no`, `br_cd`, `with_tlr`, `appt_ts`, `fit_typ`, `outcome_cd`.
 * - `pmt`: `pmt_no`, `garm_no`, `pmt_dt`, `amt`, `pay_mth`, `pay_typ`.
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
const r = seededRandom(7_2611_25);

const isOpen = (d: string): boolean =>
  dayOfWeek(d) !== 0 &&
  !ENGLAND_BANK_HOLIDAYS.has(d) &&
  !["12-25", "12-26", "01-01"].includes(d.slice(5));
const nextOpen = (d: string): string => {
  let x = d;
  while (!isOpen(x)) x = addDays(x, 1);
  return x;
};
/** A random opening day between two dates (drawn again, not moved, when the shop is closed). */
const openDate = (from: string, to: string): string => {
  for (;;) {
    const d = r.date(from, to);
    if (isOpen(d)) return d;
  }
};
const money = (x: number): number => Math.round(x * 2) / 2; // to the nearest 50p
const time = (minFrom: number, minTo: number, step = 1): string => {
  const m = Math.floor(r.int(minFrom, minTo) / step) * step;
  return `${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}:00`;
};

// ------------------------------------------------------------------ branches
const BRANCHES = [
  [
    "LDS",
    "Leeds Vicar Lane",
    "58 Vicar Lane",
    "Leeds",
    "LS2 7JF",
    "0113 245 8810",
    "2011-04-04",
  ],
  [
    "HGT",
    "Harrogate Commercial Street",
    "19 Commercial Street",
    "Harrogate",
    "HG1 1UB",
    "01423 566 201",
    "2019-09-02",
  ],
] as const;

// ------------------------------------------------------------------ tailors
type Tailor = {
  no: number;
  first: string;
  last: string;
  br: string;
  grade: string;
  bridal: boolean;
  start: string;
  leave: string | null;
};
const TAILORS: Tailor[] = [
  {
    no: 11,
    first: "Imran",
    last: "Shah",
    br: "LDS",
    grade: "MT",
    bridal: true,
    start: "2011-04-04",
    leave: null,
  },
  {
    no: 12,
    first: "Janet",
    last: "Crowther",
    br: "LDS",
    grade: "SM",
    bridal: true,
    start: "2014-08-18",
    leave: null,
  },
  {
    no: 14,
    first: "Daniel",
    last: "Okafor",
    br: "LDS",
    grade: "TL",
    bridal: false,
    start: "2019-02-04",
    leave: null,
  },
  {
    no: 15,
    first: "Gary",
    last: "Wainwright",
    br: "LDS",
    grade: "TL",
    bridal: false,
    start: "2016-05-09",
    leave: "2025-06-27",
  },
  {
    no: 18,
    first: "Priya",
    last: "Mistry",
    br: "LDS",
    grade: "AP",
    bridal: false,
    start: "2025-03-03",
    leave: null,
  },
  {
    no: 19,
    first: "Kwame",
    last: "Asante",
    br: "LDS",
    grade: "TL",
    bridal: false,
    start: "2025-07-14",
    leave: null,
  },
  {
    no: 21,
    first: "Helen",
    last: "Kellett",
    br: "HGT",
    grade: "MT",
    bridal: true,
    start: "2019-09-02",
    leave: null,
  },
  {
    no: 22,
    first: "Tomasz",
    last: "Nowak",
    br: "HGT",
    grade: "TL",
    bridal: false,
    start: "2020-01-13",
    leave: null,
  },
  {
    no: 23,
    first: "Sandra",
    last: "Pickles",
    br: "HGT",
    grade: "SM",
    bridal: true,
    start: "2019-10-07",
    leave: "2024-12-20",
  },
  {
    no: 24,
    first: "Lucy",
    last: "Barraclough",
    br: "HGT",
    grade: "AP",
    bridal: false,
    start: "2024-09-02",
    leave: null,
  },
  {
    no: 25,
    first: "Ellie",
    last: "Marsden",
    br: "HGT",
    grade: "SM",
    bridal: true,
    start: "2025-01-13",
    leave: null,
  },
];
const GRADE_SPEED: Record<string, number> = {
  MT: 0.85,
  TL: 1,
  SM: 0.95,
  AP: 1.35,
};
const GRADE_SHARE: Record<string, number> = { MT: 2, TL: 4, SM: 4, AP: 3 };

// ------------------------------------------------------------------ price list
type JobType = {
  cd: string;
  desc: string;
  cat: string;
  price: number;
  mins: number;
};
const JOB_TYPES: JobType[] = [
  { cd: "HEM-T", desc: "Trouser hem", cat: "TRS", price: 14, mins: 25 },
  {
    cd: "HEM-J",
    desc: "Jeans hem (keep original hem)",
    cat: "TRS",
    price: 18,
    mins: 35,
  },
  { cd: "TPR", desc: "Taper trouser legs", cat: "TRS", price: 26, mins: 50 },
  { cd: "WST-IN", desc: "Take in waist", cat: "TRS", price: 19, mins: 40 },
  { cd: "WST-OUT", desc: "Let out waist", cat: "TRS", price: 19, mins: 40 },
  { cd: "ZIP-T", desc: "Replace trouser zip", cat: "TRS", price: 16, mins: 35 },
  {
    cd: "SLV-J",
    desc: "Shorten jacket sleeves",
    cat: "JKT",
    price: 29,
    mins: 60,
  },
  { cd: "JKT-TI", desc: "Take in jacket", cat: "JKT", price: 42, mins: 90 },
  {
    cd: "SLV-C",
    desc: "Shorten coat sleeves",
    cat: "JKT",
    price: 36,
    mins: 70,
  },
  {
    cd: "ZIP-J",
    desc: "Replace coat or jacket zip",
    cat: "JKT",
    price: 32,
    mins: 60,
  },
  {
    cd: "LIN",
    desc: "Reline jacket or coat",
    cat: "JKT",
    price: 88,
    mins: 180,
  },
  { cd: "HEM-D", desc: "Dress hem", cat: "DRS", price: 24, mins: 45 },
  { cd: "HEM-S", desc: "Skirt hem", cat: "DRS", price: 17, mins: 30 },
  { cd: "TKN-D", desc: "Take in dress", cat: "DRS", price: 34, mins: 70 },
  { cd: "STR", desc: "Shorten straps", cat: "DRS", price: 12, mins: 20 },
  {
    cd: "ZIP-D",
    desc: "Replace dress or skirt zip",
    cat: "DRS",
    price: 24,
    mins: 45,
  },
  {
    cd: "SLV-S",
    desc: "Shorten shirt sleeves",
    cat: "SHT",
    price: 18,
    mins: 35,
  },
  { cd: "TKN-S", desc: "Take in shirt", cat: "SHT", price: 20, mins: 40 },
  { cd: "BRD-HEM", desc: "Bridal gown hem", cat: "BRD", price: 125, mins: 240 },
  {
    cd: "BRD-BOD",
    desc: "Bridal bodice take in",
    cat: "BRD",
    price: 150,
    mins: 300,
  },
  { cd: "BRD-BUS", desc: "Bridal bustle", cat: "BRD", price: 70, mins: 120 },
  {
    cd: "BRD-STR",
    desc: "Bridal straps or sleeves",
    cat: "BRD",
    price: 55,
    mins: 90,
  },
  { cd: "BTN", desc: "Replace buttons", cat: "GEN", price: 7, mins: 15 },
  { cd: "REP", desc: "Repair tear or patch", cat: "GEN", price: 13, mins: 25 },
];
const JT = new Map(JOB_TYPES.map((j) => [j.cd, j]));
const SIMPLE = new Set([
  "HEM-T",
  "HEM-S",
  "BTN",
  "REP",
  "STR",
  "SLV-S",
  "ZIP-T",
]);

const GARMENT_JOBS: Record<string, [string, number][]> = {
  Trousers: [
    ["HEM-T", 60],
    ["TPR", 12],
    ["WST-IN", 15],
    ["WST-OUT", 8],
    ["ZIP-T", 10],
    ["REP", 5],
  ],
  Jeans: [
    ["HEM-J", 60],
    ["TPR", 15],
    ["ZIP-T", 12],
    ["REP", 15],
  ],
  "Suit jacket": [
    ["SLV-J", 45],
    ["JKT-TI", 30],
    ["BTN", 10],
    ["LIN", 8],
    ["REP", 7],
  ],
  Dress: [
    ["HEM-D", 50],
    ["TKN-D", 30],
    ["ZIP-D", 15],
    ["STR", 10],
  ],
  Shirt: [
    ["SLV-S", 40],
    ["TKN-S", 40],
    ["BTN", 20],
  ],
  Skirt: [
    ["HEM-S", 60],
    ["WST-IN", 25],
    ["ZIP-D", 15],
  ],
  Coat: [
    ["SLV-C", 40],
    ["ZIP-J", 30],
    ["LIN", 15],
    ["BTN", 15],
  ],
  "Wedding dress": [
    ["BRD-HEM", 80],
    ["BRD-BOD", 60],
    ["BRD-BUS", 50],
    ["BRD-STR", 30],
  ],
  "Bridesmaid dress": [
    ["HEM-D", 50],
    ["TKN-D", 35],
    ["STR", 25],
  ],
};
const GARMENT_WEIGHTS: [string, number][] = [
  ["Trousers", 30],
  ["Jeans", 10],
  ["Suit jacket", 12],
  ["Dress", 13],
  ["Shirt", 8],
  ["Skirt", 7],
  ["Coat", 7],
  ["Wedding dress", 5],
  ["Bridesmaid dress", 4],
];
const COLOURS = [
  "Black",
  "Navy",
  "Grey",
  "Charcoal",
  "Blue",
  "Beige",
  "White",
  "Ivory",
  "Red",
  "Green",
  "Brown",
  "Pink",
  "Burgundy",
  "Cream",
];

// ------------------------------------------------------------------ customers
const FIRST = [
  "Amelia",
  "Oliver",
  "Sophie",
  "Jack",
  "Emily",
  "Harry",
  "Grace",
  "George",
  "Chloe",
  "Thomas",
  "Hannah",
  "James",
  "Lucy",
  "William",
  "Megan",
  "Joseph",
  "Charlotte",
  "Samuel",
  "Jessica",
  "Daniel",
  "Laura",
  "Matthew",
  "Rachel",
  "David",
  "Sarah",
  "Michael",
  "Rebecca",
  "Andrew",
  "Claire",
  "Mark",
  "Aisha",
  "Ravi",
  "Fatima",
  "Hassan",
  "Zara",
  "Arjun",
  "Priya",
  "Ali",
  "Nadia",
  "Tariq",
  "Olivia",
  "Ethan",
  "Isla",
  "Noah",
  "Freya",
  "Callum",
  "Holly",
  "Liam",
  "Katie",
  "Ryan",
  "Joanne",
  "Stephen",
  "Karen",
  "Paul",
  "Helen",
  "Peter",
  "Susan",
  "Richard",
  "Alison",
  "Simon",
];
const LAST_NM = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Evans",
  "Thomas",
  "Johnson",
  "Roberts",
  "Walker",
  "Wright",
  "Robinson",
  "Thompson",
  "White",
  "Hughes",
  "Edwards",
  "Green",
  "Hall",
  "Wood",
  "Harris",
  "Lewis",
  "Martin",
  "Jackson",
  "Clarke",
  "Clegg",
  "Hirst",
  "Haigh",
  "Sykes",
  "Brook",
  "Holroyd",
  "Ackroyd",
  "Booth",
  "Firth",
  "Hainsworth",
  "Lumb",
  "Akhtar",
  "Hussain",
  "Begum",
  "Patel",
  "Khan",
  "Ahmed",
  "Kaur",
  "Singh",
  "Mahmood",
  "Kowalski",
  "Murphy",
  "Kelly",
  "Doyle",
  "Fletcher",
  "Dawson",
  "Metcalfe",
  "Atkinson",
  "Pearson",
  "Moss",
  "Shaw",
  "Lister",
];
const TRADE = [
  ["The Majestic Hotel Harrogate", "HGT"],
  ["Grand Theatre Wardrobe", "LDS"],
  ["Yorkshire Schoolwear Ltd", "LDS"],
  ["Hargreaves Menswear", "LDS"],
  ["Old Swan Hotel", "HGT"],
  ["Leeds Bridal Boutique", "LDS"],
] as const;

type Cust = {
  no: number;
  first: string;
  last: string;
  co: string | null;
  typ: string;
  mob: string;
  email: string | null;
  br: string;
  reg: string;
  optin: boolean;
  rate: number;
};
const newName = uniqueNames(
  r,
  FIRST,
  LAST_NM,
  new Set(TAILORS.map((t) => `${t.first} ${t.last}`)),
);
const custs: Cust[] = [];
const N_CUST = 480;
for (let i = 0; i < N_CUST; i++) {
  const [first, last] = newName();
  const trade = i < TRADE.length ? TRADE[i] : null;
  const br = trade
    ? trade[1]
    : r.weighted([
        ["LDS", 60],
        ["HGT", 40],
      ] as const);
  // about a fifth were existing customers registered in the first weeks after go-live
  const reg = trade
    ? openDate(START, "2024-02-28")
    : r.chance(0.2)
      ? openDate(START, "2024-03-15")
      : openDate(START, "2026-11-21");
  const email = r.chance(0.78)
    ? `${first.toLowerCase()}.${last.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "outlook.com", "yahoo.co.uk", "btinternet.com", "hotmail.co.uk"])}`
    : null;
  custs.push({
    no: 10001 + i,
    first,
    last,
    co: trade ? trade[0] : null,
    typ: trade ? "T" : "R",
    mob: `07${r.int(100, 999)} ${pad(r.int(0, 999999), 6)}`,
    email,
    br,
    reg,
    optin: r.chance(email ? 0.45 : 0.2),
    // garments brought in per year
    rate: trade
      ? r.float(5, 11, 1)
      : r.weighted([
          [0.6, 45],
          [1.5, 35],
          [3.5, 15],
          [7, 5],
        ] as const),
  });
}
const tradeNos = new Set(custs.filter((c) => c.typ === "T").map((c) => c.no));
// customers who registered (online or at a consultation) but never brought a garment in
const neverIn = new Set(
  r
    .shuffle(custs.filter((c) => c.typ === "R"))
    .slice(0, 27)
    .map((c) => c.no),
);

// ------------------------------------------------------------------ garments, jobs, fittings, payments
const garmentRows: unknown[][] = [];
const jobRows: unknown[][] = [];
const fitRows: unknown[][] = [];
const pmtRows: unknown[][] = [];
let garmNo = 100001;
let jobNo = 1;
const tagSeq: Record<string, number> = {};

const activeTailors = (
  br: string,
  d: string,
  bridal: boolean,
  simpleOk: boolean,
): Tailor[] =>
  TAILORS.filter(
    (t) =>
      t.br === br &&
      t.start <= d &&
      (t.leave === null || t.leave >= d) &&
      (!bridal || t.bridal) &&
      (simpleOk || t.grade !== "AP"),
  );
const pickTailor = (
  br: string,
  d: string,
  bridal: boolean,
  simpleOk: boolean,
): Tailor => {
  const list = activeTailors(br, d, bridal, simpleOk);
  return r.weighted(list.map((t) => [t, GRADE_SHARE[t.grade] ?? 1] as const));
};
const addFitting = (
  cust: number,
  garm: number | null,
  br: string,
  tlr: number,
  day: string,
  typ: string,
): string => {
  const d = nextOpen(day);
  if (d < START) return "AT";
  const ts = `${d} ${time(9 * 60 + 30, 16 * 60 + 30, 30)}`;
  const outcome =
    d > LAST
      ? "BK"
      : r.weighted([
          ["AT", 85],
          ["NS", 9],
          ["CX", 6],
        ] as const);
  fitRows.push([cust, garm, br, tlr, ts, typ, outcome]);
  return outcome;
};

// visits: each customer's drop-off dates
type Visit = { cust: Cust; day: string };
const visits: Visit[] = [];
for (const c of custs) {
  if (neverIn.has(c.no)) continue;
  visits.push({ cust: c, day: c.reg });
  const years = (Date.parse(LAST) - Date.parse(c.reg)) / (365.25 * 86_400_000);
  const n = r.poisson(c.rate * years * 0.45);
  for (let k = 0; k < n; k++)
    visits.push({ cust: c, day: openDate(c.reg, LAST) });
}
visits.sort((a, b) =>
  a.day < b.day ? -1 : a.day > b.day ? 1 : a.cust.no - b.cust.no,
);

for (const v of visits) {
  const c = v.cust;
  const trade = c.typ === "T";
  const br = trade || r.chance(0.88) ? c.br : c.br === "LDS" ? "HGT" : "LDS";
  const nGarments = trade
    ? r.int(1, 5)
    : r.weighted([
        [1, 70],
        [2, 22],
        [3, 8],
      ] as const);
  const inTime = time(9 * 60 + 5, 17 * 60 + 20);
  const weddingSeen = { v: false };
  for (let g = 0; g < nGarments; g++) {
    let typ = trade
      ? c.co?.includes("Bridal")
        ? r.weighted([
            ["Wedding dress", 60],
            ["Bridesmaid dress", 40],
          ] as const)
        : r.weighted([
            ["Trousers", 45],
            ["Suit jacket", 25],
            ["Shirt", 15],
            ["Skirt", 10],
            ["Coat", 5],
          ] as const)
      : r.weighted(GARMENT_WEIGHTS);
    if (typ === "Wedding dress" && (weddingSeen.v || g > 0))
      typ = "Bridesmaid dress";
    if (typ === "Wedding dress") weddingSeen.v = true;
    const wedding = typ === "Wedding dress";
    const express = !wedding && r.chance(trade ? 0.05 : 0.12);
    const inDay = v.day;
    const yr = inDay.slice(2, 4);
    const key = `${br}${yr}`;
    tagSeq[key] = (tagSeq[key] ?? 0) + 1;
    const tag = `${br[0]}${yr}-${pad(tagSeq[key], 4)}`;
    const promised = nextOpen(addDays(inDay, wedding ? 28 : express ? 2 : 7));
    // a few garments are held up (waiting for a zip or lining to arrive, or a busy week)
    const turnaround = wedding
      ? r.int(14, 38)
      : express
        ? r.int(1, 3)
        : r.weighted([
            [r.int(3, 7), 84],
            [r.int(8, 12), 12],
            [r.int(14, 24), 4],
          ] as const);
    const ready = nextOpen(addDays(inDay, turnaround));
    const cancelled = r.chance(0.025);
    // jobs
    const nJobs = wedding
      ? r.int(2, 4)
      : 1 + (r.chance(0.3) ? 1 : 0) + (r.chance(0.08) ? 1 : 0);
    const options = [...(GARMENT_JOBS[typ] ?? [])];
    const chosen: string[] = [];
    while (chosen.length < nJobs && options.length > 0) {
      const cd = r.weighted(options);
      chosen.push(cd);
      options.splice(
        options.findIndex(([x]) => x === cd),
        1,
      );
    }
    const thisGarm = garmNo++;
    let total = 0;
    let firstTlr = 0;
    const jobStart = jobRows.length;
    const inProgress = ready > LAST;
    const bridalTailor = wedding ? pickTailor(br, inDay, true, false) : null;
    for (const [k, cd] of chosen.entries()) {
      const jt = JT.get(cd) as JobType;
      const lastJob = k === chosen.length - 1;
      const tlr = bridalTailor ?? pickTailor(br, inDay, false, SIMPLE.has(cd));
      if (!firstTlr) firstTlr = tlr.no;
      let price = jt.price * (inDay < "2025-04-01" ? 1 / 1.08 : 1);
      if (wedding) price *= r.float(0.8, 1.3, 2);
      if (express) price *= 1.5;
      if (trade) price *= 0.9;
      if (!trade && r.chance(0.05)) price -= r.int(2, 5);
      price = money(price);
      let stat: string;
      let done: string | null = null;
      let mins: number | null = null;
      if (cancelled) stat = "CX";
      else {
        const jobDone = nextOpen(
          addDays(
            inDay,
            Math.max(1, Math.round(turnaround * r.float(0.5, 1, 2))),
          ),
        );
        const finalDone = jobDone > ready ? ready : jobDone;
        if (!inProgress || (finalDone <= LAST && !lastJob)) {
          stat = "D";
          done = inProgress ? finalDone : ready;
          if (!inProgress && r.chance(0.6)) done = finalDone;
          mins = Math.max(
            5,
            Math.round(
              jt.mins * (GRADE_SPEED[tlr.grade] ?? 1) * r.float(0.75, 1.3, 2),
            ),
          );
        } else stat = r.chance(0.5) ? "IP" : "W";
        total += price;
      }
      jobRows.push([jobNo++, thisGarm, cd, tlr.no, price, stat, done, mins]);
    }
    const isIn = !cancelled && ready > LAST;
    // status and collection
    let stat: string;
    let collected: string | null = null;
    let cancelDay: string | null = null;
    if (cancelled) {
      stat = "CX";
      cancelDay = nextOpen(addDays(inDay, r.int(0, 3)));
      if (cancelDay > LAST) cancelDay = LAST;
    } else if (isIn) stat = "IN";
    else {
      const roll = r.next();
      const lag =
        roll < 0.06
          ? null
          : roll < 0.1
            ? r.int(15, 80)
            : r.weighted([
                [0, 15],
                [r.int(1, 3), 45],
                [r.int(4, 14), 40],
              ] as const);
      const when = lag === null ? null : nextOpen(addDays(ready, lag));
      if (when !== null && when <= LAST) {
        stat = "CO";
        collected = when;
      } else if (addDays(ready, 90) <= LAST && lag === null) stat = "AB";
      else stat = "RD";
    }
    garmentRows.push([
      thisGarm,
      tag,
      c.no,
      br,
      typ,
      r.pick(
        wedding ? ["Ivory", "White", "Champagne", "Ivory", "Blush"] : COLOURS,
      ),
      `${inDay} ${inTime}`,
      promised,
      express,
      stat,
      isIn || cancelled ? null : ready,
      collected,
    ]);
    // payments
    total = Math.round(total * 100) / 100;
    const method = (): string =>
      trade
        ? r.weighted([
            ["BT", 80],
            ["CRD", 20],
          ] as const)
        : r.weighted([
            ["CRD", 72],
            ["CSH", 22],
            ["GV", 6],
          ] as const);
    let deposit = 0;
    const grossForDeposit = jobRows
      .slice(jobStart)
      .reduce((s, j) => s + (j[4] as number), 0);
    if (wedding) deposit = Math.round(grossForDeposit * 50) / 100;
    else if (!trade && r.chance(0.2))
      deposit = Math.round(grossForDeposit * 100) / 100;
    if (deposit > 0) pmtRows.push([thisGarm, inDay, deposit, method(), "DEP"]);
    if (cancelled && deposit > 0)
      pmtRows.push([
        thisGarm,
        cancelDay,
        -deposit,
        pmtRows[pmtRows.length - 1]?.[3] === "GV"
          ? "CRD"
          : pmtRows[pmtRows.length - 1]?.[3],
        "RF",
      ]);
    if (stat === "CO" && total - deposit > 0.001)
      pmtRows.push([
        thisGarm,
        collected,
        Math.round((total - deposit) * 100) / 100,
        method(),
        "BAL",
      ]);
    // fittings
    if (wedding) {
      const bridalTlr = (jobRows[jobStart]?.[3] as number) ?? firstTlr;
      if (r.chance(0.55))
        addFitting(
          c.no,
          thisGarm,
          br,
          bridalTlr,
          addDays(inDay, -r.int(7, 25)),
          "CON",
        );
      const span = turnaround;
      let o = addFitting(
        c.no,
        thisGarm,
        br,
        bridalTlr,
        addDays(inDay, Math.round(span * 0.35)),
        "PIN",
      );
      if (o === "NS" || o === "CX")
        addFitting(
          c.no,
          thisGarm,
          br,
          bridalTlr,
          addDays(inDay, Math.round(span * 0.35) + r.int(2, 4)),
          "PIN",
        );
      if (!cancelled) {
        o = addFitting(
          c.no,
          thisGarm,
          br,
          bridalTlr,
          addDays(inDay, Math.max(2, span - r.int(1, 3))),
          "FN",
        );
        if (o === "NS" || o === "CX")
          addFitting(
            c.no,
            thisGarm,
            br,
            bridalTlr,
            addDays(inDay, span + r.int(1, 3)),
            "FN",
          );
      }
    } else if (
      !cancelled &&
      ["Suit jacket", "Dress", "Bridesmaid dress", "Coat"].includes(typ) &&
      r.chance(0.2)
    ) {
      addFitting(
        c.no,
        thisGarm,
        br,
        firstTlr,
        addDays(inDay, Math.max(1, turnaround - 1)),
        "FN",
      );
    }
  }
}

// consultations for customers who never brought anything in, and a few more booked ahead
for (const c of custs) {
  if (!neverIn.has(c.no) || r.chance(0.35)) continue;
  const tlr = pickTailor(c.br, c.reg, true, false);
  addFitting(
    c.no,
    null,
    c.br,
    tlr.no,
    c.reg < "2026-11-20" ? c.reg : "2026-11-30",
    "CON",
  );
}
for (let i = 0; i < 9; i++) {
  const c = r.pick(custs.filter((x) => x.typ === "R"));
  const d = openDate("2026-11-25", "2026-12-19");
  const tlr = pickTailor(c.br, d, true, false);
  addFitting(c.no, null, c.br, tlr.no, d, "CON");
}

fitRows.sort((a, b) =>
  (a[4] as string) < (b[4] as string)
    ? -1
    : (a[4] as string) > (b[4] as string)
      ? 1
      : 0,
);
pmtRows.sort((a, b) =>
  (a[1] as string) < (b[1] as string)
    ? -1
    : (a[1] as string) > (b[1] as string)
      ? 1
      : (a[0] as number) - (b[0] as number),
);

export function datasetSql(): string {
  return [
    "CREATE SCHEMA stitch;",
    `CREATE TABLE stitch.branch (
  br_cd varchar(3) PRIMARY KEY,
  br_nm varchar(60) NOT NULL,
  street varchar(80) NOT NULL,
  town varchar(40) NOT NULL,
  pcode varchar(10) NOT NULL,
  tel_no varchar(20) NOT NULL,
  opened_dt date NOT NULL
);`,
    `CREATE TABLE stitch.tailor (
  tlr_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  br_cd varchar(3) NOT NULL REFERENCES stitch.branch (br_cd),
  grade_cd varchar(2) NOT NULL,
  bridal_yn boolean NOT NULL,
  start_dt date NOT NULL,
  leave_dt date
);`,
    `CREATE TABLE stitch.cust (
  cust_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  co_nm varchar(80),
  cust_typ char(1) NOT NULL,
  mob_no varchar(20) NOT NULL,
  email varchar(120),
  home_br varchar(3) NOT NULL REFERENCES stitch.branch (br_cd),
  reg_dt date NOT NULL,
  mkt_optin boolean NOT NULL
);`,
    `CREATE TABLE stitch.job_type (
  type_cd varchar(8) PRIMARY KEY,
  type_desc varchar(60) NOT NULL,
  cat_cd varchar(3) NOT NULL,
  std_price numeric(7,2) NOT NULL,
  std_mins integer NOT NULL
);`,
    `CREATE TABLE stitch.garment (
  garm_no integer PRIMARY KEY,
  tag_no varchar(10) NOT NULL UNIQUE,
  cust_ref integer NOT NULL REFERENCES stitch.cust (cust_no),
  br_cd varchar(3) NOT NULL REFERENCES stitch.branch (br_cd),
  garm_typ varchar(30) NOT NULL,
  colour varchar(20),
  in_ts timestamp NOT NULL,
  promised_dt date NOT NULL,
  is_express boolean NOT NULL,
  stat_cd varchar(2) NOT NULL,
  ready_dt date,
  collected_dt date
);`,
    `CREATE TABLE stitch.alt_job (
  job_no integer PRIMARY KEY,
  garm_no integer NOT NULL REFERENCES stitch.garment (garm_no),
  type_cd varchar(8) NOT NULL REFERENCES stitch.job_type (type_cd),
  assigned_tlr integer NOT NULL REFERENCES stitch.tailor (tlr_no),
  chg_amt numeric(8,2) NOT NULL,
  stat_cd varchar(2) NOT NULL,
  done_dt date,
  work_mins integer
);`,
    `CREATE TABLE stitch.fitting (
  fit_no integer PRIMARY KEY,
  cust_ref integer NOT NULL REFERENCES stitch.cust (cust_no),
  garm_no integer REFERENCES stitch.garment (garm_no),
  br_cd varchar(3) NOT NULL REFERENCES stitch.branch (br_cd),
  with_tlr integer NOT NULL REFERENCES stitch.tailor (tlr_no),
  appt_ts timestamp NOT NULL,
  fit_typ varchar(3) NOT NULL,
  outcome_cd varchar(2) NOT NULL
);`,
    `CREATE TABLE stitch.pmt (
  pmt_no integer PRIMARY KEY,
  garm_no integer NOT NULL REFERENCES stitch.garment (garm_no),
  pmt_dt date NOT NULL,
  amt numeric(8,2) NOT NULL,
  pay_mth varchar(3) NOT NULL,
  pay_typ varchar(3) NOT NULL
);`,
    insertRows(
      "stitch.branch",
      ["br_cd", "br_nm", "street", "town", "pcode", "tel_no", "opened_dt"],
      BRANCHES.map((b) => [...b]),
    ),
    insertRows(
      "stitch.tailor",
      [
        "tlr_no",
        "first_nm",
        "last_nm",
        "br_cd",
        "grade_cd",
        "bridal_yn",
        "start_dt",
        "leave_dt",
      ],
      TAILORS.map((t) => [
        t.no,
        t.first,
        t.last,
        t.br,
        t.grade,
        t.bridal,
        t.start,
        t.leave,
      ]),
    ),
    insertRows(
      "stitch.cust",
      [
        "cust_no",
        "first_nm",
        "last_nm",
        "co_nm",
        "cust_typ",
        "mob_no",
        "email",
        "home_br",
        "reg_dt",
        "mkt_optin",
      ],
      custs.map((c) => [
        c.no,
        c.first,
        c.last,
        c.co,
        c.typ,
        c.mob,
        c.email,
        c.br,
        c.reg,
        c.optin,
      ]),
    ),
    insertRows(
      "stitch.job_type",
      ["type_cd", "type_desc", "cat_cd", "std_price", "std_mins"],
      JOB_TYPES.map((j) => [j.cd, j.desc, j.cat, j.price, j.mins]),
    ),
    insertRows(
      "stitch.garment",
      [
        "garm_no",
        "tag_no",
        "cust_ref",
        "br_cd",
        "garm_typ",
        "colour",
        "in_ts",
        "promised_dt",
        "is_express",
        "stat_cd",
        "ready_dt",
        "collected_dt",
      ],
      garmentRows,
    ),
    insertRows(
      "stitch.alt_job",
      [
        "job_no",
        "garm_no",
        "type_cd",
        "assigned_tlr",
        "chg_amt",
        "stat_cd",
        "done_dt",
        "work_mins",
      ],
      jobRows,
    ),
    insertRows(
      "stitch.fitting",
      [
        "fit_no",
        "cust_ref",
        "garm_no",
        "br_cd",
        "with_tlr",
        "appt_ts",
        "fit_typ",
        "outcome_cd",
      ],
      fitRows.map((f, i) => [i + 1, ...f]),
    ),
    insertRows(
      "stitch.pmt",
      ["pmt_no", "garm_no", "pmt_dt", "amt", "pay_mth", "pay_typ"],
      pmtRows.map((p, i) => [i + 1, ...p]),
    ),
  ].join("\n\n");
}
