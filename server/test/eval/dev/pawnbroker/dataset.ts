/**
 * Thackray & Sons, a family-owned chain of six pawnbroker shops in Yorkshire and Humberside (Leeds, Bradford,
 * Sheffield, Hull, Doncaster and Wakefield). Customers pawn ("pledge") valuables as security for a short-term loan:
 * mostly gold jewellery, watches, electronics, phones, power tools and musical instruments. Each shop also buys goods
 * outright over the counter ("buy-backs" in the shops' jargon: the shop buys the item and owns it at once), and sells
 * forfeited and bought stock on its retail counter, at auction, or (gold) to a scrap refiner.
 *
 * This is the database of the "PawnPro 7" shop system (schema `pawnpro`), which replaced the old ledger on
 * 2024-12-02. Copied on the morning of Wednesday 2026-11-25, with everything up to the end of Tuesday 2026-11-24.
 * Shops open Monday to Saturday, closed on Sundays and bank holidays. Customers registered before the migration were
 * copied over with their original registration dates.
 *
 * MONEY: columns ending `_p` are whole PENCE (answers about money are in pounds: pence / 100). Columns ending `_gbp`
 * or `_amt` are POUNDS (`val_gbp` whole pounds, `price_gbp` and `sale_amt` pounds and pence).
 *
 * Business terms and rules:
 * - A pledge (a "loan", "pawn", "ticket") is one row of `pledge`, identified by the pawn ticket number `tkt_no`
 *   (e.g. LDS-104233). It is written on `loan_dt` by a member of staff (`staff_no`) at a shop (`br_cd`) for one
 *   customer (`cust_no`), and secured on one or more items listed in `pledge_line`. The amount lent is `loan_p`; it is
 *   the sum of the lines' `lend_p`.
 * - Interest is charged monthly at `int_pm` percent of the loan per month, for every month or part month (30 days)
 *   the loan runs since interest was last paid, with a minimum of one month. The rate depends on the loan size: 9.5%
 *   under 100 pounds, 7.5% from 100 to 499.99, 5.5% from 500 to 1,999.99, 3.9% from 2,000.
 * - Term: `term_mo` months (6 standard; 3 or 12 on request). `orig_due_dt` is the due date when written,
 *   `cur_due_dt` the due date now (moved on by extensions).
 * - Status `stat_cd`: ACT active (loan outstanding, item held in the vault), RED redeemed (customer repaid the loan
 *   plus interest and took the items back, on `rdm_dt`), FOR forfeited (not redeemed nor extended within the 14-day
 *   grace period after `cur_due_dt`; the items become the shop's stock, on `forf_dt`), VOID voided (written in error
 *   and cancelled on the day, then rewritten on a new ticket; a voided ticket has no lines and does not count for
 *   anything: not as a loan, lending, or a customer's pledge).
 * - A pledge is overdue when it is still ACT and its `cur_due_dt` is before today (it is in the grace period).
 * - Redemption: the customer pays `loan_p` plus `rdm_int_p` (the interest due at redemption); the redemption total is
 *   `loan_p + rdm_int_p`. `rdm_dt` and `rdm_int_p` are NULL until redeemed. `forf_dt` is NULL unless forfeited.
 * - Extension (`extn`): the customer pays the interest due so far (`int_paid_p`) and the loan starts a new term
 *   from the extension date (`new_due_dt`). A pledge can be extended more than once.
 * - Interest income (interest taken) = `pledge.rdm_int_p` on redemptions + `extn.int_paid_p` on extensions, dated
 *   by `rdm_dt` and `ext_dt`.
 * - Items (`item`) are physical goods, each with a stock reference `item_ref`. An item comes in either as a pledge's
 *   security (`src_cd` PLG) or bought outright (`src_cd` BUY, with `buy_no`). A customer often pawns the same item
 *   again after redeeming it: `pledge_line` links pledges and items (many to many). `cust_no` on an item is the
 *   customer who brought it in first.
 * - Item location now `loc_cd`: VLT in the vault as security for an active pledge, RTN returned to the customer
 *   (redeemed or voided), STK in the shop's stock for sale, AUC consigned to an auction house and not yet sold, SLD
 *   sold (see `sale`).
 * - Buy-backs (`buy`): the shop buys goods outright from a customer for `price_gbp` (pounds and pence) on `buy_dt`;
 *   one buy-back can cover several items (`item.buy_no`). The ID of every customer is checked before any loan or
 *   buy-back.
 * - Sales (`sale`): one row per item sold. Channel `chan_cd`: CTR the shop's retail counter, AUC at auction (through
 *   the auction house `auc_hse`; `sale_amt` is the hammer price the shop receives), SCR sold for scrap to a gold
 *   refiner. `sale_amt` is in pounds. `staff_no` is who served at the counter (NULL for auction and scrap sales).
 *
 * Not recorded: the customers' income, credit scores or affordability checks; police / stolen-goods database checks;
 *   auction house commission or fees; staff pay, commission or targets; shop rents and other costs; footfall,
 *   valuations that did not lead to a loan; the gold price of the day; customer feedback.
 *
 * Tables
 * - `branch`: shops. `br_cd` 3-letter code (LDS Leeds, BFD Bradford, SHF Sheffield, HUL Hull, DON Doncaster, WKF
 *   Wakefield), `br_nm` shop name, `town`, `post_cd`, `opened_yr` year the shop opened, `mgr_no` staff number of
 *   the current manager.
 * - `staff`: `staff_no` staff number, `full_nm`, `br_cd` shop, `role_cd` (MGR shop manager, VAL valuer / loans
 *   officer, ASST counter assistant; only MGR and VAL write loans and buy-backs), `start_dt`, `leave_dt` (NULL while
 *   still employed).
 * - `cust`: customers. `cust_no` customer number, "firstName", "lastName", `dob`, `post_cd`, `phone` (NULL when not
 *   given), `reg_dt` registered, `reg_br` shop where registered, `id_typ` the photo ID seen (PP passport, DL driving
 *   licence, NIC national identity card, BRP biometric residence permit), `id_chk_dt` date the ID was last checked,
 *   "idExpiry" expiry date of that ID document, `barred_yn` Y when the customer is barred from dealing with the chain.
 * - `item_cat`: item categories (lookup). `cat_cd` (JWL jewellery, WAT watches, ELC electronics: laptops, consoles,
 *   cameras, TVs; PHN phones and tablets, TLS power tools, MUS musical instruments), `cat_nm`, `max_ltv_pct` the
 *   most the shops lend as a percent of the valuation.
 * - `item`: `item_ref`, `cat_cd`, `descr` description, `brand` (NULL for unbranded jewellery), `serial_no` (NULL when
 *   none), `carat` gold purity (jewellery only), `wt_g` weight in grams (jewellery only), `cust_no`, `src_cd`
 *   (PLG / BUY), `buy_no`, `loc_cd`.
 * - `pledge`: `tkt_no`, `br_cd`, `cust_no`, `staff_no`, `loan_dt`, `loan_p`, `int_pm`, `term_mo`, `orig_due_dt`,
 *   `cur_due_dt`, `stat_cd`, `rdm_dt`, `rdm_int_p`, `forf_dt`.
 * - `pledge_line`: `tkt_no`, `line_no`, `item_ref`, `val_gbp` the shop's valuation of the item when pledged (whole
 *   pounds), `lend_p` the part of the loan lent against this item.
 * - `extn`: `ext_no`, `tkt_no`, `ext_dt`, `int_paid_p`, `new_due_dt`, `staff_no` who took the payment.
 * - `buy`: `buy_no`, `br_cd`, `cust_no`, `staff_no`, `buy_dt`, `price_gbp`.
 * - `sale`: `sale_no`, `item_ref`, `br_cd` shop the item belonged to, `chan_cd`, `sold_dt`, `sale_amt`, `staff_no`,
 *   `auc_hse`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  seededRandom,
  uniqueNames,
  type SeededRandom,
} from "../../seeded-random";

const START = "2024-12-02";
const LAST = "2026-11-24";

interface Branch {
  cd: string;
  nm: string;
  town: string;
  pc: string;
  yr: number;
  lam: number;
  seq: number;
}
const BRANCHES: Branch[] = [
  {
    cd: "LDS",
    nm: "Thackray's Leeds Kirkgate",
    town: "Leeds",
    pc: "LS2 7HY",
    yr: 1962,
    lam: 2.3,
    seq: 104000,
  },
  {
    cd: "BFD",
    nm: "Thackray's Bradford Ivegate",
    town: "Bradford",
    pc: "BD1 1SQ",
    yr: 1978,
    lam: 1.5,
    seq: 208000,
  },
  {
    cd: "SHF",
    nm: "Thackray's Sheffield Castle Market",
    town: "Sheffield",
    pc: "S1 2AE",
    yr: 1985,
    lam: 1.9,
    seq: 311000,
  },
  {
    cd: "HUL",
    nm: "Thackray's Hull Whitefriargate",
    town: "Hull",
    pc: "HU1 2HA",
    yr: 1994,
    lam: 1.3,
    seq: 402000,
  },
  {
    cd: "DON",
    nm: "Thackray's Doncaster Market Place",
    town: "Doncaster",
    pc: "DN1 1BQ",
    yr: 2003,
    lam: 1.05,
    seq: 507000,
  },
  {
    cd: "WKF",
    nm: "Thackray's Wakefield Westgate",
    town: "Wakefield",
    pc: "WF1 1JY",
    yr: 2012,
    lam: 0.8,
    seq: 603000,
  },
];

interface Staff {
  no: number;
  nm: string;
  br: string;
  role: string;
  start: string;
  leave: string | null;
  w: number;
}
const STAFF: Staff[] = [
  {
    no: 1012,
    nm: "Graham Thackray",
    br: "LDS",
    role: "MGR",
    start: "1998-03-02",
    leave: null,
    w: 3,
  },
  {
    no: 1047,
    nm: "Sunita Bains",
    br: "LDS",
    role: "VAL",
    start: "2016-09-05",
    leave: null,
    w: 5,
  },
  {
    no: 1063,
    nm: "Craig Ellison",
    br: "LDS",
    role: "VAL",
    start: "2019-01-14",
    leave: "2025-08-29",
    w: 4,
  },
  {
    no: 1102,
    nm: "Megan Holroyd",
    br: "LDS",
    role: "VAL",
    start: "2025-08-18",
    leave: null,
    w: 4,
  },
  {
    no: 1071,
    nm: "Kieran Walsh",
    br: "LDS",
    role: "ASST",
    start: "2021-05-10",
    leave: null,
    w: 0,
  },
  {
    no: 1088,
    nm: "Aisha Mahmood",
    br: "LDS",
    role: "VAL",
    start: "2023-02-06",
    leave: null,
    w: 2.2,
  },
  {
    no: 2005,
    nm: "Trevor Binns",
    br: "BFD",
    role: "MGR",
    start: "2004-06-01",
    leave: null,
    w: 3,
  },
  {
    no: 2031,
    nm: "Imran Hussain",
    br: "BFD",
    role: "VAL",
    start: "2014-11-03",
    leave: null,
    w: 4.5,
  },
  {
    no: 2058,
    nm: "Lauren Pickles",
    br: "BFD",
    role: "VAL",
    start: "2022-07-18",
    leave: null,
    w: 2.6,
  },
  {
    no: 2064,
    nm: "Dean Firth",
    br: "BFD",
    role: "ASST",
    start: "2023-10-02",
    leave: null,
    w: 0,
  },
  {
    no: 3009,
    nm: "Janice Crookes",
    br: "SHF",
    role: "MGR",
    start: "2001-02-19",
    leave: "2026-03-31",
    w: 3,
  },
  {
    no: 3110,
    nm: "Paul Staniforth",
    br: "SHF",
    role: "MGR",
    start: "2026-03-16",
    leave: null,
    w: 3,
  },
  {
    no: 3042,
    nm: "Ryan Cutts",
    br: "SHF",
    role: "VAL",
    start: "2017-04-24",
    leave: null,
    w: 4.2,
  },
  {
    no: 3077,
    nm: "Chloe Bramall",
    br: "SHF",
    role: "VAL",
    start: "2020-08-03",
    leave: null,
    w: 3.6,
  },
  {
    no: 3081,
    nm: "Wayne Hinchliffe",
    br: "SHF",
    role: "ASST",
    start: "2022-01-10",
    leave: "2025-11-28",
    w: 0,
  },
  {
    no: 3105,
    nm: "Jade Barker",
    br: "SHF",
    role: "ASST",
    start: "2025-12-01",
    leave: null,
    w: 0,
  },
  {
    no: 4003,
    nm: "Colin Ackroyd",
    br: "HUL",
    role: "MGR",
    start: "2008-09-15",
    leave: null,
    w: 3.3,
  },
  {
    no: 4029,
    nm: "Natalie Dunn",
    br: "HUL",
    role: "VAL",
    start: "2018-03-12",
    leave: null,
    w: 4.4,
  },
  {
    no: 4051,
    nm: "Jordan Leake",
    br: "HUL",
    role: "VAL",
    start: "2024-02-05",
    leave: "2026-06-12",
    w: 2.4,
  },
  {
    no: 4112,
    nm: "Harriet Foster",
    br: "HUL",
    role: "VAL",
    start: "2026-06-08",
    leave: null,
    w: 1.5,
  },
  {
    no: 4060,
    nm: "Stacey Oates",
    br: "HUL",
    role: "ASST",
    start: "2024-04-29",
    leave: null,
    w: 0,
  },
  {
    no: 5002,
    nm: "Martin Gledhill",
    br: "DON",
    role: "MGR",
    start: "2010-01-04",
    leave: null,
    w: 3,
  },
  {
    no: 5036,
    nm: "Priya Sharma",
    br: "DON",
    role: "VAL",
    start: "2019-06-17",
    leave: null,
    w: 3.9,
  },
  {
    no: 5048,
    nm: "Liam Stoddart",
    br: "DON",
    role: "ASST",
    start: "2023-03-20",
    leave: null,
    w: 0.3,
  },
  {
    no: 6001,
    nm: "Helen Armitage",
    br: "WKF",
    role: "MGR",
    start: "2012-05-08",
    leave: null,
    w: 3.5,
  },
  {
    no: 6024,
    nm: "Scott Ibbotson",
    br: "WKF",
    role: "VAL",
    start: "2021-10-11",
    leave: null,
    w: 2.9,
  },
  {
    no: 6039,
    nm: "Emma Wadsworth",
    br: "WKF",
    role: "ASST",
    start: "2024-09-02",
    leave: null,
    w: 0,
  },
];

interface Cat {
  cd: string;
  nm: string;
  ltv: number;
  w: number;
  lo: number;
  hi: number;
}
const CATS: Cat[] = [
  { cd: "JWL", nm: "Jewellery", ltv: 65, w: 46, lo: 70, hi: 2600 },
  { cd: "WAT", nm: "Watches", ltv: 60, w: 14, lo: 120, hi: 9500 },
  { cd: "ELC", nm: "Electronics", ltv: 40, w: 15, lo: 60, hi: 1400 },
  { cd: "PHN", nm: "Phones & tablets", ltv: 35, w: 11, lo: 80, hi: 950 },
  { cd: "TLS", nm: "Power tools", ltv: 40, w: 9, lo: 50, hi: 700 },
  { cd: "MUS", nm: "Musical instruments", ltv: 45, w: 5, lo: 100, hi: 2800 },
];

const FIRST = [
  "James",
  "John",
  "David",
  "Michael",
  "Paul",
  "Mark",
  "Andrew",
  "Steven",
  "Gary",
  "Darren",
  "Lee",
  "Jason",
  "Wayne",
  "Craig",
  "Daniel",
  "Ryan",
  "Jamie",
  "Liam",
  "Kyle",
  "Connor",
  "Mohammed",
  "Asif",
  "Tariq",
  "Piotr",
  "Tomasz",
  "Sarah",
  "Claire",
  "Nicola",
  "Lisa",
  "Karen",
  "Joanne",
  "Michelle",
  "Donna",
  "Kelly",
  "Gemma",
  "Stacey",
  "Leanne",
  "Amy",
  "Chloe",
  "Jade",
  "Shannon",
  "Zara",
  "Nadia",
  "Fatima",
  "Samina",
  "Agnieszka",
  "Tracey",
  "Julie",
  "Dawn",
  "Carl",
  "Dean",
  "Shaun",
  "Tony",
  "Keith",
  "Barry",
  "Kevin",
  "Adele",
  "Kirsty",
  "Rebecca",
  "Hayley",
];
const LASTN = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Walker",
  "Wood",
  "Robinson",
  "Thompson",
  "Wright",
  "Hall",
  "Green",
  "Jackson",
  "Clarke",
  "Hughes",
  "Turner",
  "Hill",
  "Shaw",
  "Lee",
  "Marshall",
  "Atkinson",
  "Hirst",
  "Sykes",
  "Haigh",
  "Brook",
  "Lockwood",
  "Kaye",
  "Dyson",
  "Barraclough",
  "Greenwood",
  "Sutcliffe",
  "Ackroyd",
  "Booth",
  "Crowther",
  "Hussain",
  "Khan",
  "Ali",
  "Akhtar",
  "Begum",
  "Kowalski",
  "Nowak",
  "Wisniewski",
  "Murphy",
  "Kelly",
  "O'Brien",
  "Patel",
  "Mistry",
  "Fletcher",
  "Bentley",
  "Pickering",
  "Holmes",
  "Senior",
  "Moorhouse",
  "Whiteley",
  "Priestley",
  "Ramsden",
  "Horsfall",
  "Mellor",
  "Butterworth",
  "Garside",
];
const POST: Record<string, string[]> = {
  LDS: ["LS9", "LS8", "LS11", "LS12", "LS14", "LS6", "LS13", "LS27"],
  BFD: ["BD3", "BD4", "BD5", "BD7", "BD8", "BD10", "BD2"],
  SHF: ["S2", "S5", "S9", "S13", "S6", "S8", "S35"],
  HUL: ["HU3", "HU4", "HU5", "HU8", "HU9", "HU6"],
  DON: ["DN1", "DN2", "DN4", "DN5", "DN12", "DN3"],
  WKF: ["WF1", "WF2", "WF3", "WF4", "WF6", "WF10"],
};

const SEASON = [
  1.35, 1.1, 1.0, 0.95, 0.9, 0.88, 0.98, 1.15, 1.0, 1.02, 1.2, 1.3,
];

interface Cust {
  no: number;
  first: string;
  last: string;
  dob: string;
  pc: string;
  phone: string | null;
  reg: string;
  br: string;
  idTyp: string;
  idChk: string;
  idExp: string;
  barred: string;
  w: number;
  items: Item[];
}
interface Item {
  ref: string;
  cat: string;
  descr: string;
  brand: string | null;
  serial: string | null;
  carat: number | null;
  wt: number | null;
  cust: Cust;
  src: string;
  buyNo: number | null;
  loc: string;
  val: number;
  freeFrom: string | null; // date the item is back with the customer, null while held
  br: string;
  stockDt: string | null; // date the item became shop stock
}
interface Line {
  tkt: string;
  line: number;
  item: Item;
  val: number;
  lend: number;
}
interface Pledge {
  tkt: string;
  br: string;
  cust: Cust;
  staff: number;
  dt: string;
  loan: number;
  rate: number;
  term: number;
  origDue: string;
  curDue: string;
  stat: string;
  rdm: string | null;
  rdmInt: number | null;
  forf: string | null;
}
interface Ext {
  tkt: string;
  dt: string;
  paid: number;
  due: string;
  staff: number;
}
interface Buy {
  no: number;
  br: string;
  cust: Cust;
  staff: number;
  dt: string;
  price: number;
}
interface Sale {
  item: Item;
  br: string;
  chan: string;
  dt: string;
  amt: number;
  staff: number | null;
  hse: string | null;
}

const JWL_TYPES = [
  ["curb chain", 12, 90],
  ["belcher chain", 8, 60],
  ["rope chain", 10, 70],
  ["signet ring", 4, 18],
  ["wedding band", 3, 9],
  ["solitaire diamond ring", 2, 6],
  ["cluster ring", 3, 8],
  ["bangle", 10, 45],
  ["hoop earrings", 2, 10],
  ["sovereign pendant", 10, 20],
  ["identity bracelet", 15, 80],
  ["locket", 4, 15],
] as const;
const WATCHES: [string, string, number, number][] = [
  ["Rolex", "Submariner", 6500, 9500],
  ["Rolex", "Datejust 36", 4200, 7200],
  ["Omega", "Seamaster 300M", 2000, 3600],
  ["TAG Heuer", "Aquaracer", 650, 1300],
  ["TAG Heuer", "Carrera", 900, 2100],
  ["Breitling", "Navitimer", 2800, 4800],
  ["Tudor", "Black Bay", 1700, 2600],
  ["Longines", "HydroConquest", 550, 1000],
  ["Seiko", "Prospex", 120, 380],
  ["Tissot", "PRX", 150, 400],
  ["Citizen", "Eco-Drive", 120, 260],
];
const ELEC: [string, string, number, number][] = [
  ["Sony", "PlayStation 5", 180, 320],
  ["Microsoft", "Xbox Series X", 160, 290],
  ["Nintendo", "Switch OLED", 110, 200],
  ["Apple", "MacBook Air M2", 450, 850],
  ["Dell", "XPS 13 laptop", 300, 650],
  ["Samsung", "55in QLED TV", 250, 520],
  ["Canon", "EOS R6 camera body", 800, 1400],
  ["Nikon", "Z5 camera kit", 450, 800],
  ["DJI", "Mini 3 Pro drone", 300, 520],
  ["Bose", "QuietComfort headphones", 60, 150],
];
const PHONES: [string, string, number, number][] = [
  ["Apple", "iPhone 15 Pro", 450, 850],
  ["Apple", "iPhone 14", 280, 480],
  ["Apple", "iPhone 13", 180, 320],
  ["Samsung", "Galaxy S24", 300, 560],
  ["Samsung", "Galaxy S23", 220, 400],
  ["Apple", "iPad Air", 250, 480],
  ["Google", "Pixel 8", 200, 380],
  ["Samsung", "Galaxy Tab S9", 250, 450],
];
const TOOLS: [string, string, number, number][] = [
  ["Makita", "18V combi drill kit", 80, 220],
  ["DeWalt", "18V XR twin pack", 150, 380],
  ["Milwaukee", "M18 impact driver kit", 90, 240],
  ["Hilti", "TE 30 SDS drill", 250, 650],
  ["Festool", "TS 55 plunge saw", 300, 620],
  ["Stihl", "MS 261 chainsaw", 250, 520],
  ["Bosch", "GBH 2-28 SDS drill", 90, 210],
];
const MUSIC: [string, string, number, number][] = [
  ["Fender", "Stratocaster guitar", 450, 1400],
  ["Gibson", "Les Paul Standard", 1200, 2800],
  ["Yamaha", "P-125 digital piano", 250, 520],
  ["Roland", "TD-17 electronic drum kit", 600, 1200],
  ["Yamaha", "YAS-280 alto saxophone", 300, 650],
  ["Marshall", "DSL40 amplifier", 200, 420],
];

function staffOn(br: string, d: string, writers: boolean): Staff[] {
  return STAFF.filter(
    (s) =>
      s.br === br &&
      s.start <= d &&
      (s.leave === null || s.leave >= d) &&
      (!writers || s.role !== "ASST"),
  );
}
function pickStaff(r: SeededRandom, br: string, d: string): number {
  const list = staffOn(br, d, true);
  return r.weighted(list.map((s) => [s.no, s.w] as const));
}
function anyStaff(r: SeededRandom, br: string, d: string): number {
  const list = staffOn(br, d, false);
  return r.weighted(
    list.map((s) => [s.no, s.role === "ASST" ? 3 : 2] as const),
  );
}
function rateFor(loanP: number): number {
  if (loanP < 10000) return 9.5;
  if (loanP < 50000) return 7.5;
  if (loanP < 200000) return 5.5;
  return 3.9;
}
function days(a: string, b: string): number {
  return Math.round(
    (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000,
  );
}
function interest(
  loanP: number,
  rate: number,
  from: string,
  to: string,
): number {
  const months = Math.max(1, Math.ceil(days(from, to) / 30));
  return Math.round((loanP * rate * months) / 100);
}
function isOpen(d: string): boolean {
  return dayOfWeek(d) !== 0 && !ENGLAND_BANK_HOLIDAYS.has(d);
}
function nextOpen(d: string): string {
  let x = d;
  while (!isOpen(x)) x = addDays(x, 1);
  return x;
}
function price(r: SeededRandom, v: number): number {
  const end = r.weighted([
    [0, 5],
    [0.99, 3],
    [0.5, 1],
  ] as const);
  const whole = Math.max(5, Math.round(v / 5) * 5 - (end > 0 ? 1 : 0));
  return Number((whole + end).toFixed(2));
}

export function datasetSql(): string {
  const r = seededRandom(71_402_611);
  const newName = uniqueNames(r, FIRST, LASTN);

  // ---------------------------------------------------------------- customers
  const custs: Cust[] = [];
  const pools: Record<string, Cust[]> = {};
  let custSeq = 300100;
  const makeCust = (br: string, reg: string): Cust => {
    const [first, last] = newName();
    custSeq += r.int(1, 7);
    const idTyp = r.weighted([
      ["DL", 55],
      ["PP", 35],
      ["NIC", 6],
      ["BRP", 4],
    ] as const);
    const chk =
      r.chance(0.6) && reg < "2024-06-01"
        ? r.date(maxStr(reg, "2022-01-01"), "2026-11-20")
        : reg;
    const idExp = addDays(chk, r.int(40, 3650));
    const c: Cust = {
      no: custSeq,
      first,
      last,
      dob: r.date("1950-01-01", addDays(reg, -365 * 18 - 5)),
      pc: `${r.pick(POST[br]!)} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}`,
      phone: r.chance(0.82)
        ? `07${r.int(100, 999)} ${r.int(100000, 999999)}`
        : null,
      reg,
      br,
      idTyp,
      idChk: chk,
      idExp,
      barred: r.chance(0.025) ? "Y" : "N",
      w: 0.15 + r.next() ** 3 * 6,
      items: [],
    };
    custs.push(c);
    (pools[br] ??= []).push(c);
    return c;
  };
  for (const b of BRANCHES) {
    const n = Math.round(b.lam * 70);
    const regs = Array.from({ length: n }, () =>
      r.date(`${b.yr > 2008 ? b.yr : 2008}-01-01`, "2024-11-30"),
    ).sort();
    for (const reg of regs) makeCust(b.cd, reg);
  }
  function maxStr(a: string, b: string): string {
    return a > b ? a : b;
  }
  const pickCust = (br: string, d: string, pNew: number): Cust => {
    const pool = (pools[br] ?? []).filter((c) => c.reg <= d);
    if (pool.length < 20 || r.chance(pNew)) return makeCust(br, d);
    const c = r.weighted(pool.map((x) => [x, x.w] as const));
    // ID is checked before every deal: an expired document is replaced by a current one
    if (c.idExp <= d || r.chance(0.04)) {
      c.idChk = d;
      if (c.idExp <= d) c.idExp = addDays(d, r.int(200, 3650));
    }
    return c;
  };

  // ---------------------------------------------------------------- items
  const items: Item[] = [];
  let itemSeq = 7_100_000;
  const makeItem = (
    cat: string,
    cust: Cust,
    src: string,
    br: string,
    buyNo: number | null,
  ): Item => {
    itemSeq += r.int(1, 4);
    let descr = "";
    let brand: string | null = null;
    let serial: string | null = null;
    let carat: number | null = null;
    let wt: number | null = null;
    let val = 0;
    if (cat === "JWL") {
      const [t, lo, hi] = r.pick(JWL_TYPES);
      carat = r.weighted([
        [9, 55],
        [18, 25],
        [22, 15],
        [14, 5],
      ] as const);
      wt = r.float(lo, hi, 1);
      const gpg = carat === 9 ? 28 : carat === 14 ? 43 : carat === 18 ? 56 : 70;
      val = Math.round(wt * gpg * r.float(0.9, 1.2));
      if (t.includes("diamond")) val += r.int(300, 2200);
      descr = `${carat}ct gold ${t}`;
    } else {
      const list =
        cat === "WAT"
          ? WATCHES
          : cat === "ELC"
            ? ELEC
            : cat === "PHN"
              ? PHONES
              : cat === "TLS"
                ? TOOLS
                : MUSIC;
      const [b, m, lo, hi] = r.pick(list);
      brand = b;
      descr = `${b} ${m}`;
      val = r.int(lo, hi);
      if (
        cat === "WAT" ||
        cat === "PHN" ||
        cat === "MUS" ||
        (cat === "ELC" && r.chance(0.7))
      )
        serial = `${b.slice(0, 2).toUpperCase()}${r.int(10_000_000, 99_999_999)}`;
    }
    const it: Item = {
      ref: `IT${itemSeq}`,
      cat,
      descr,
      brand,
      serial,
      carat,
      wt,
      cust,
      src,
      buyNo,
      loc: "RTN",
      val: Math.max(val, 25),
      freeFrom: null,
      br,
      stockDt: null,
    };
    items.push(it);
    cust.items.push(it);
    return it;
  };
  const pickCat = () => r.weighted(CATS.map((c) => [c.cd, c.w] as const));

  // ---------------------------------------------------------------- pledges, extensions, buys
  const pledges: Pledge[] = [];
  const lines: Line[] = [];
  const exts: Ext[] = [];
  const buys: Buy[] = [];
  let buySeq = 88000;
  const seqs: Record<string, number> = Object.fromEntries(
    BRANCHES.map((b) => [b.cd, b.seq]),
  );

  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    if (!isOpen(d)) continue;
    const dow = dayOfWeek(d);
    const mo = Number(d.slice(5, 7));
    const yrBoost = d >= "2026-01-01" ? 1.08 : 1;
    const dayF =
      (dow === 6 ? 1.3 : dow === 1 ? 1.1 : 0.95) * SEASON[mo - 1]! * yrBoost;
    for (const b of BRANCHES) {
      const n = r.poisson(b.lam * dayF);
      for (let k = 0; k < n; k++) {
        const cust = pickCust(b.cd, d, 0.16);
        const staff = pickStaff(r, b.cd, d);
        seqs[b.cd]! += 1;
        let tkt = `${b.cd}-${seqs[b.cd]}`;
        const voided = r.chance(0.008);
        if (voided) {
          // written in error, voided and rewritten on a new ticket straight away
          seqs[b.cd]! += 1;
          tkt = `${b.cd}-${seqs[b.cd]}`;
        }
        const nItems = r.weighted([
          [1, 70],
          [2, 19],
          [3, 8],
          [4, 3],
        ] as const);
        const its: Item[] = [];
        for (let j = 0; j < nItems; j++) {
          const free = cust.items.filter(
            (i) =>
              i.freeFrom !== null &&
              i.freeFrom < d &&
              i.src === "PLG" &&
              !its.includes(i),
          );
          if (free.length > 0 && r.chance(0.55)) its.push(r.pick(free));
          else
            its.push(
              makeItem(
                j > 0 && r.chance(0.6) ? its[0]!.cat : pickCat(),
                cust,
                "PLG",
                b.cd,
                null,
              ),
            );
        }
        let loan = 0;
        const myLines: Line[] = [];
        its.forEach((it, j) => {
          const cat = CATS.find((c) => c.cd === it.cat)!;
          const val = Math.max(20, Math.round(it.val * r.float(0.92, 1.06)));
          const lendGbp = Math.max(
            10,
            Math.floor((val * cat.ltv * r.float(0.75, 1)) / 100 / 5) * 5,
          );
          loan += lendGbp * 100;
          myLines.push({
            tkt,
            line: j + 1,
            item: it,
            val,
            lend: lendGbp * 100,
          });
        });
        lines.push(...myLines);
        if (voided) {
          const bad = loan + r.pick([-1000, 1000, 5000, -500, 10000]);
          const badDue = addMonths(d, 6);
          pledges.push({
            tkt: `${b.cd}-${seqs[b.cd]! - 1}`,
            br: b.cd,
            cust,
            staff,
            dt: d,
            loan: Math.max(1000, bad),
            rate: rateFor(Math.max(1000, bad)),
            term: 6,
            origDue: badDue,
            curDue: badDue,
            stat: "VOID",
            rdm: null,
            rdmInt: null,
            forf: null,
          });
        }
        const rate = rateFor(loan);
        const term = r.weighted([
          [6, 82],
          [3, 13],
          [12, 5],
        ] as const);
        const origDue = addMonths(d, term);
        const p: Pledge = {
          tkt,
          br: b.cd,
          cust,
          staff,
          dt: d,
          loan,
          rate,
          term,
          origDue,
          curDue: origDue,
          stat: "ACT",
          rdm: null,
          rdmInt: null,
          forf: null,
        };
        pledges.push(p);
        for (const it of its) it.freeFrom = null;
        // future of the loan
        const catRisk = its.some((i) => i.cat === "PHN" || i.cat === "ELC")
          ? 0.1
          : 0;
        const forfeit = r.chance(
          0.12 +
            catRisk +
            (loan < 10000 ? 0.06 : 0) -
            (loan >= 100000 ? 0.06 : 0),
        );
        const nExt = r.weighted([
          [0, 66],
          [1, 23],
          [2, 8],
          [3, 3],
        ] as const);
        let settled = d;
        let alive = true;
        for (let e = 0; e < nExt; e++) {
          const ed = nextOpen(addDays(p.curDue, r.int(-25, 12)));
          if (ed > LAST) {
            alive = false;
            break;
          }
          const paid = interest(loan, rate, settled, ed);
          const nd = addMonths(ed, term);
          exts.push({
            tkt,
            dt: ed,
            paid,
            due: nd,
            staff: pickStaff(r, b.cd, ed),
          });
          settled = ed;
          p.curDue = nd;
        }
        if (!alive) {
          for (const it of its) it.loc = "VLT";
          continue;
        }
        if (forfeit) {
          const fd = nextOpen(addDays(p.curDue, 14 + r.int(1, 6)));
          if (fd <= LAST) {
            p.stat = "FOR";
            p.forf = fd;
            for (const it of its) {
              it.stockDt = fd;
              it.loc = "STK";
              it.br = b.cd;
            }
          }
        } else {
          const span = days(settled, addDays(p.curDue, 14));
          const w = r.weighted([
            [0, 45],
            [1, 40],
            [2, 15],
          ] as const);
          const off =
            w === 0
              ? r.int(4, Math.min(45, span))
              : w === 1
                ? r.int(
                    Math.min(30, span),
                    Math.max(Math.min(30, span), span - 20),
                  )
                : r.int(Math.max(0, span - 30), span);
          const rd = nextOpen(addDays(settled, Math.max(2, off)));
          if (rd <= LAST) {
            p.stat = "RED";
            p.rdm = rd;
            p.rdmInt = interest(loan, rate, settled, rd);
            for (const it of its) it.freeFrom = rd;
          }
        }
        if (p.stat === "ACT") for (const it of its) it.loc = "VLT";
      }
      // buy-backs
      const nb = r.poisson(b.lam * 0.3 * dayF);
      for (let k = 0; k < nb; k++) {
        const cust = pickCust(b.cd, d, 0.45);
        buySeq += 1;
        const cat = r.weighted([
          ["JWL", 42],
          ["PHN", 20],
          ["ELC", 18],
          ["TLS", 13],
          ["WAT", 5],
          ["MUS", 2],
        ] as const);
        const nIt =
          cat === "JWL"
            ? r.weighted([
                [1, 60],
                [2, 25],
                [3, 15],
              ] as const)
            : 1;
        let tot = 0;
        for (let j = 0; j < nIt; j++) {
          const it = makeItem(cat, cust, "BUY", b.cd, buySeq);
          it.stockDt = d;
          it.loc = "STK";
          tot += it.val * r.float(0.45, 0.7);
        }
        buys.push({
          no: buySeq,
          br: b.cd,
          cust,
          staff: pickStaff(r, b.cd, d),
          dt: d,
          price: Math.round(tot * 100) / 100,
        });
      }
    }
  }

  // ---------------------------------------------------------------- sales of stock
  const sales: Sale[] = [];
  const HOUSES = [
    "Dales & Co Auctioneers",
    "Humber Salerooms",
    "Pennine Fine Art Auctions",
  ];
  const stock = items
    .filter((i) => i.stockDt !== null)
    .sort((a, b) =>
      a.stockDt! < b.stockDt! ? -1 : a.stockDt! > b.stockDt! ? 1 : 0,
    );
  for (const it of stock) {
    const sd = it.stockDt!;
    let chan: string;
    if (it.cat === "JWL")
      chan = r.weighted([
        ["CTR", 50],
        ["AUC", 20],
        ["SCR", 30],
      ] as const);
    else if (it.cat === "WAT")
      chan =
        it.val > 1500
          ? r.weighted([
              ["CTR", 45],
              ["AUC", 55],
            ] as const)
          : "CTR";
    else if (it.cat === "MUS")
      chan = r.weighted([
        ["CTR", 75],
        ["AUC", 25],
      ] as const);
    else chan = "CTR";
    if (chan === "CTR") {
      if (r.chance(0.1)) continue; // never sold: still in stock
      const dt = nextOpen(addDays(sd, Math.round(3 + r.next() ** 2 * 150)));
      if (dt > LAST) continue;
      const amt = price(r, it.val * r.float(0.85, 1.35));
      sales.push({
        item: it,
        br: it.br,
        chan,
        dt,
        amt,
        staff: anyStaff(r, it.br, dt),
        hse: null,
      });
      it.loc = "SLD";
    } else if (chan === "AUC") {
      // monthly sale on the second Thursday after consignment
      let dt = addDays(sd, r.int(10, 40));
      while (dayOfWeek(dt) !== 4) dt = addDays(dt, 1);
      if (dt > LAST) {
        it.loc = addDays(sd, 7) <= LAST ? "AUC" : "STK";
        continue;
      }
      const amt = Math.round((it.val * r.float(0.6, 1.25)) / 5) * 5;
      sales.push({
        item: it,
        br: it.br,
        chan,
        dt,
        amt,
        staff: null,
        hse: r.pick(HOUSES),
      });
      it.loc = "SLD";
    } else {
      const dt = nextOpen(addDays(sd, r.int(5, 28)));
      if (dt > LAST) continue;
      const amt =
        Math.round(
          (it.wt ?? 5) *
            (it.carat === 9
              ? 27
              : it.carat === 14
                ? 41
                : it.carat === 18
                  ? 53
                  : 66) *
            r.float(0.95, 1.05) *
            100,
        ) / 100;
      sales.push({
        item: it,
        br: it.br,
        chan,
        dt,
        amt,
        staff: null,
        hse: null,
      });
      it.loc = "SLD";
    }
  }
  sales.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));

  // ---------------------------------------------------------------- SQL
  const ddl = `
CREATE SCHEMA pawnpro;
CREATE TABLE pawnpro.branch (
  br_cd char(3) PRIMARY KEY, br_nm varchar(60) NOT NULL, town varchar(30) NOT NULL, post_cd varchar(9) NOT NULL,
  opened_yr smallint NOT NULL, mgr_no integer
);
CREATE TABLE pawnpro.staff (
  staff_no integer PRIMARY KEY, full_nm varchar(60) NOT NULL, br_cd char(3) NOT NULL REFERENCES pawnpro.branch (br_cd),
  role_cd varchar(4) NOT NULL CHECK (role_cd IN ('MGR', 'VAL', 'ASST')), start_dt date NOT NULL, leave_dt date
);
CREATE TABLE pawnpro.cust (
  cust_no integer PRIMARY KEY, "firstName" varchar(40) NOT NULL, "lastName" varchar(40) NOT NULL, dob date,
  post_cd varchar(9), phone varchar(16), reg_dt date NOT NULL, reg_br char(3) NOT NULL,
  id_typ varchar(3) NOT NULL CHECK (id_typ IN ('PP', 'DL', 'NIC', 'BRP')), id_chk_dt date NOT NULL, "idExpiry" date NOT NULL,
  barred_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE pawnpro.item_cat (
  cat_cd char(3) PRIMARY KEY, cat_nm varchar(30) NOT NULL, max_ltv_pct smallint NOT NULL
);
CREATE TABLE pawnpro.buy (
  buy_no integer PRIMARY KEY, br_cd char(3) NOT NULL, cust_no integer NOT NULL REFERENCES pawnpro.cust (cust_no),
  staff_no integer NOT NULL, buy_dt date NOT NULL, price_gbp numeric(9,2) NOT NULL
);
CREATE TABLE pawnpro.item (
  item_ref varchar(10) PRIMARY KEY, cat_cd char(3) NOT NULL REFERENCES pawnpro.item_cat (cat_cd), descr varchar(60) NOT NULL,
  brand varchar(20), serial_no varchar(12), carat smallint, wt_g numeric(6,1), cust_no integer NOT NULL,
  src_cd char(3) NOT NULL CHECK (src_cd IN ('PLG', 'BUY')), buy_no integer, loc_cd char(3) NOT NULL
    CHECK (loc_cd IN ('VLT', 'RTN', 'STK', 'AUC', 'SLD'))
);
CREATE TABLE pawnpro.pledge (
  tkt_no varchar(10) PRIMARY KEY, br_cd char(3) NOT NULL REFERENCES pawnpro.branch (br_cd),
  cust_no integer NOT NULL REFERENCES pawnpro.cust (cust_no), staff_no integer NOT NULL, loan_dt date NOT NULL,
  loan_p integer NOT NULL, int_pm numeric(4,2) NOT NULL, term_mo smallint NOT NULL, orig_due_dt date NOT NULL,
  cur_due_dt date NOT NULL, stat_cd varchar(4) NOT NULL CHECK (stat_cd IN ('ACT', 'RED', 'FOR', 'VOID')), rdm_dt date,
  rdm_int_p integer, forf_dt date
);
CREATE TABLE pawnpro.pledge_line (
  tkt_no varchar(10) NOT NULL REFERENCES pawnpro.pledge (tkt_no), line_no smallint NOT NULL, item_ref varchar(10) NOT NULL,
  val_gbp integer NOT NULL, lend_p integer NOT NULL, PRIMARY KEY (tkt_no, line_no)
);
CREATE TABLE pawnpro.extn (
  ext_no integer PRIMARY KEY, tkt_no varchar(10) NOT NULL REFERENCES pawnpro.pledge (tkt_no), ext_dt date NOT NULL,
  int_paid_p integer NOT NULL, new_due_dt date NOT NULL, staff_no integer
);
CREATE TABLE pawnpro.sale (
  sale_no integer PRIMARY KEY, item_ref varchar(10) NOT NULL, br_cd char(3) NOT NULL,
  chan_cd char(3) NOT NULL CHECK (chan_cd IN ('CTR', 'AUC', 'SCR')), sold_dt date NOT NULL, sale_amt numeric(10,2) NOT NULL,
  staff_no integer, auc_hse varchar(40)
);
`;
  const mgr = (br: string) =>
    STAFF.find((s) => s.br === br && s.role === "MGR" && s.leave === null)!.no;
  exts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));
  return [
    ddl,
    insertRows(
      "pawnpro.branch",
      ["br_cd", "br_nm", "town", "post_cd", "opened_yr", "mgr_no"],
      BRANCHES.map((b) => [b.cd, b.nm, b.town, b.pc, b.yr, mgr(b.cd)]),
    ),
    insertRows(
      "pawnpro.staff",
      ["staff_no", "full_nm", "br_cd", "role_cd", "start_dt", "leave_dt"],
      STAFF.map((s) => [s.no, s.nm, s.br, s.role, s.start, s.leave]),
    ),
    insertRows(
      "pawnpro.cust",
      [
        "cust_no",
        '"firstName"',
        '"lastName"',
        "dob",
        "post_cd",
        "phone",
        "reg_dt",
        "reg_br",
        "id_typ",
        "id_chk_dt",
        '"idExpiry"',
        "barred_yn",
      ],
      custs.map((c) => [
        c.no,
        c.first,
        c.last,
        c.dob,
        c.pc,
        c.phone,
        c.reg,
        c.br,
        c.idTyp,
        c.idChk,
        c.idExp,
        c.barred,
      ]),
    ),
    insertRows(
      "pawnpro.item_cat",
      ["cat_cd", "cat_nm", "max_ltv_pct"],
      CATS.map((c) => [c.cd, c.nm, c.ltv]),
    ),
    insertRows(
      "pawnpro.buy",
      ["buy_no", "br_cd", "cust_no", "staff_no", "buy_dt", "price_gbp"],
      buys.map((b) => [b.no, b.br, b.cust.no, b.staff, b.dt, b.price]),
    ),
    insertRows(
      "pawnpro.item",
      [
        "item_ref",
        "cat_cd",
        "descr",
        "brand",
        "serial_no",
        "carat",
        "wt_g",
        "cust_no",
        "src_cd",
        "buy_no",
        "loc_cd",
      ],
      items.map((i) => [
        i.ref,
        i.cat,
        i.descr,
        i.brand,
        i.serial,
        i.carat,
        i.wt,
        i.cust.no,
        i.src,
        i.buyNo,
        i.loc,
      ]),
    ),
    insertRows(
      "pawnpro.pledge",
      [
        "tkt_no",
        "br_cd",
        "cust_no",
        "staff_no",
        "loan_dt",
        "loan_p",
        "int_pm",
        "term_mo",
        "orig_due_dt",
        "cur_due_dt",
        "stat_cd",
        "rdm_dt",
        "rdm_int_p",
        "forf_dt",
      ],
      pledges.map((p) => [
        p.tkt,
        p.br,
        p.cust.no,
        p.staff,
        p.dt,
        p.loan,
        p.rate,
        p.term,
        p.origDue,
        p.curDue,
        p.stat,
        p.rdm,
        p.rdmInt,
        p.forf,
      ]),
    ),
    insertRows(
      "pawnpro.pledge_line",
      ["tkt_no", "line_no", "item_ref", "val_gbp", "lend_p"],
      lines.map((l) => [l.tkt, l.line, l.item.ref, l.val, l.lend]),
    ),
    insertRows(
      "pawnpro.extn",
      ["ext_no", "tkt_no", "ext_dt", "int_paid_p", "new_due_dt", "staff_no"],
      exts.map((e, k) => [50001 + k, e.tkt, e.dt, e.paid, e.due, e.staff]),
    ),
    insertRows(
      "pawnpro.sale",
      [
        "sale_no",
        "item_ref",
        "br_cd",
        "chan_cd",
        "sold_dt",
        "sale_amt",
        "staff_no",
        "auc_hse",
      ],
      sales.map((s, k) => [
        900001 + k,
        s.item.ref,
        s.br,
        s.chan,
        s.dt,
        s.amt,
        s.staff,
        s.hse,
      ]),
    ),
  ].join("\n");
}
