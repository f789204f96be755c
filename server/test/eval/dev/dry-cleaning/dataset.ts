/**
 * Brightwell Cleaners Ltd, a family-run dry-cleaning and laundry chain in Leeds and Wharfedale with five high-street
 * branches (shops where customers drop off and collect) and one central cleaning plant at Kirkstall, where all the
 * cleaning, pressing and alteration work is done. Two vans run every working morning (Monday to Saturday, not bank
 * holidays) from the plant round the branches, taking clean work back to the shops and picking up the bags of dirty
 * work. Besides walk-in (retail) customers, Brightwell cleans linen, chef whites and uniforms for business accounts
 * (hotels, restaurants and a day spa), which are billed once a month on an invoice.
 *
 * This is the export of the shop system "CleanSys Pro" (schema `clnsys`), taken early on Wednesday 2026-11-25 with
 * everything up to the end of Tuesday 2026-11-24. The data starts on 2024-11-01, when CleanSys Pro replaced the old
 * till system (customers carried over keep their original registration date).
 *
 * MONEY: ticket and price-list amounts are whole PENCE (columns ending `_p`), including VAT for retail customers.
 * Claims payouts, invoices and credit limits come from the accounts package and are in POUNDS with two decimals
 * (columns ending `_gbp`).
 *
 * Business rules and terms:
 * - A ticket is one drop-off: a customer hands in one or more garments/articles at a branch and gets a ticket. Its
 *   date is `dt_rcvd`. The shop promises a ready date (`promised_dt`); `ready_dt` is the date the work actually came
 *   back to the branch ready for collection (NULL = not ready yet). A ticket is late when `ready_dt` is after
 *   `promised_dt`; on time otherwise. Turnaround = `ready_dt - dt_rcvd` in days.
 * - Ticket status `stat_cd`: RCV received, work in progress (at the branch, in the van or at the plant); RDY ready
 *   and waiting at the branch for the customer; COL collected (`coll_dt`); DSP disposed of: never collected, given
 *   to charity or recycled after at least 90 days waiting (`disp_dt`); CXL cancelled / voided at the counter (no
 *   garments, all amounts 0). "Uncollected" work is a ticket in RDY (still waiting) or DSP (given up on).
 * - Sales: `tot_p` = `sub_p` (garment prices) + `exp_p` (express surcharge, +50% for next-day service, `exp_yn` Y)
 *   - `disc_p` (vouchers for retail customers; the account discount for business accounts). Sales count on the
 *   ticket's `dt_rcvd`. Cancelled tickets have `tot_p` 0.
 * - A ticket belongs either to a retail customer (`cust_no` set, `acct_cd` NULL) or to a business account
 *   (`acct_cd` set, `cust_no` NULL). Business tickets are dropped off and collected by the account's staff at
 *   the account's branch, priced at list less the account's discount, excluding VAT, and billed on the monthly
 *   invoice (`inv_no`; November 2026 is not invoiced yet).
 * - Payment `pay_cd`: CSH cash, CRD card, ACC on account (business), NULL not paid yet (retail customers pay at
 *   drop-off or at collection).
 * - Service codes `svc_cd` (table `svc`): DC dry clean, LP launder and press (shirts, blouses, linen, whites), ALT
 *   alterations and repairs, WED wedding dress cleaning, HH household (duvets, curtains, rugs).
 * - Claims: a customer may claim for a garment damaged (DMG), lost (LST), shrunk (SHR), colour run / dye transfer
 *   (DYE) or with buttons/trims missing (BTN). Claim status: OPN under investigation, PD paid out (`payout_gbp`,
 *   `settled_dt`), RJ rejected (no payout, `settled_dt` is when it was rejected). `fault_cd` where the fault was
 *   found: PLT plant, BR branch, VAN in transit; NULL when not established (open or rejected).
 * - Business invoices: one per account per month with work (`per_mo` the first day of the month), issued on the
 *   first working day of the next month, due `terms_days` later. `net_gbp` = the month's tickets' `tot_p` / 100,
 *   `vat_gbp` 20%, `gross_gbp` = net + VAT. Unpaid while `paid_dt` is NULL; overdue when unpaid and past `due_dt`.
 *   Voided invoices (`void_yn` Y, raised in error and reissued under a new number) count for nothing.
 * - Van log: one row per branch stop on a van run. Route R1 (North: Otley, Horsforth, Headingley) and route R2
 *   (East: Chapel Allerton, Roundhay). `bags_up` bags of dirty work picked up for the plant, `bags_dn` bags of
 *   finished work dropped at the branch, `leg_mi` miles driven to reach the stop from the previous one (from the
 *   plant for the first stop; the return leg to the plant is not logged).
 *
 * Not recorded: which member of staff served a ticket, the time of day of a drop-off, fabric / material of a
 *   garment, costs (solvent, wages, rent, fuel), van departure times or waiting time at a stop, customer reviews.
 *
 * Tables
 * - `branch`: `br_cd` branch code, `br_nm` branch name, `addr`, `post_cd`, `mgr_nm` branch manager, `opn_dt` opened
 *   (Otley opened 2025-03-03), `route_cd` the van route serving it, `late_thu_yn` Y when open until 7pm on
 *   Thursdays.
 * - `svc`: `svc_cd`, `svc_nm`, `turn_days` standard turnaround promised in days, `plant_yn` Y when done at the
 *   plant (alterations are done by the branch seamstress at Headingley and travel by van too: also Y).
 * - `price_list`: one row per priced article, `item_cd`, `item_desc`, `svc_cd`, `price_p` current price, `prev_p`
 *   the price before the last rise, `chg_dt` date of the last price change (prices rose on 2025-04-01 and
 *   2026-04-01), `biz_only` TRUE for articles only sold to business accounts.
 * - `cust`: retail customers, `cust_no` (e.g. C104233), `first_nm`, `last_nm`, `mob_no`, `email`, `home_br` the
 *   branch where they registered, `reg_dt`, `"smsOptIn"` agreed to text messages when work is ready.
 * - `biz_acct`: business accounts, `acct_cd`, `acct_nm`, `seg_cd` segment (HTL hotel, RST restaurant / cafe, SPA
 *   spa), `br_cd` the branch serving it, `cont_nm` contact, `terms_days` payment terms, `disc_pct` discount off list
 *   prices, `crd_lim_gbp` credit limit, `opn_dt`, `cls_dt` closed (NULL = active).
 * - `ticket`: `tkt_no`, `br_cd`, `cust_no`, `acct_cd`, `dt_rcvd`, `promised_dt`, `ready_dt`, `coll_dt`, `disp_dt`,
 *   `stat_cd`, `exp_yn`, `sub_p`, `exp_p`, `disc_p`, `tot_p`, `pay_cd`, `inv_no`.
 * - `tkt_item`: one row per garment / article on a ticket, `tkt_no`, `ln_no`, `item_cd` (price_list), `svc_cd`,
 *   `price_p` price charged (the list price on the day), `colour`, `"heatSealTag"` the heat-seal label number put
 *   on the garment at the plant, `"stainNote"` stain pointed out at the counter (NULL none).
 * - `claim`: `clm_no`, `tkt_no`, `ln_no` the garment claimed for, `clm_typ`, `rptd_dt` reported, `stat_cd`,
 *   `fault_cd`, `payout_gbp`, `settled_dt`.
 * - `invoice`: `inv_no`, `acct_cd`, `per_mo`, `inv_dt`, `due_dt`, `n_tkts`, `net_gbp`, `vat_gbp`, `gross_gbp`,
 *   `paid_dt`, `void_yn`.
 * - `van_log`: `log_id`, `run_ref` (route and date, e.g. R1-20261124), `run_dt`, `route_cd`, `drv_nm` driver,
 *   `van_reg`, `stop_seq`, `br_cd`, `arr_tm` arrival time, `bags_up`, `bags_dn`, `leg_mi`.
 */
import {
  addDays,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
  type SeededRandom,
} from "../../seeded-random";

const START = "2024-11-01";
const LAST = "2026-11-24";

interface Branch {
  cd: string;
  nm: string;
  addr: string;
  pc: string;
  mgr: string;
  opn: string;
  route: string;
  lateThu: string;
  base: number;
  lateBias: number;
  miles: number;
}
const BRANCHES: Branch[] = [
  {
    cd: "HDY",
    nm: "Headingley",
    addr: "41 Otley Road",
    pc: "LS6 3AB",
    mgr: "Karen Lister",
    opn: "2009-05-01",
    route: "R1",
    lateThu: "Y",
    base: 3.3,
    lateBias: 0,
    miles: 2.6,
  },
  {
    cd: "RND",
    nm: "Roundhay",
    addr: "12 Street Lane",
    pc: "LS8 2ET",
    mgr: "Imran Qureshi",
    opn: "2014-09-15",
    route: "R2",
    lateThu: "N",
    base: 2.7,
    lateBias: 0.02,
    miles: 2.3,
  },
  {
    cd: "CHA",
    nm: "Chapel Allerton",
    addr: "88 Harrogate Road",
    pc: "LS7 4LZ",
    mgr: "Bethany Cole",
    opn: "2017-03-06",
    route: "R2",
    lateThu: "Y",
    base: 2.4,
    lateBias: 0.01,
    miles: 4.1,
  },
  {
    cd: "HFT",
    nm: "Horsforth",
    addr: "3 Town Street",
    pc: "LS18 4RJ",
    mgr: "Paul Ridley",
    opn: "2019-10-01",
    route: "R1",
    lateThu: "N",
    base: 2.1,
    lateBias: 0.03,
    miles: 3.4,
  },
  {
    cd: "OTL",
    nm: "Otley",
    addr: "27 Kirkgate",
    pc: "LS21 3HN",
    mgr: "Sian Morris",
    opn: "2025-03-03",
    route: "R1",
    lateThu: "N",
    base: 1.5,
    lateBias: 0.07,
    miles: 6.8,
  },
];
const ROUTE_STOPS: Record<string, string[]> = {
  R1: ["OTL", "HFT", "HDY"],
  R2: ["CHA", "RND"],
};

const SVCS: [string, string, number, string][] = [
  ["DC", "Dry clean", 3, "Y"],
  ["LP", "Launder and press", 2, "Y"],
  ["ALT", "Alterations and repairs", 7, "Y"],
  ["WED", "Wedding dress", 21, "Y"],
  ["HH", "Household", 5, "Y"],
];

// item_cd, desc, svc, current price (pence), biz_only
const ITEMS: [string, string, string, number, boolean][] = [
  ["SUIT2", "Suit, two-piece", "DC", 1695, false],
  ["SUIT3", "Suit, three-piece", "DC", 2150, false],
  ["JKT", "Jacket / blazer", "DC", 995, false],
  ["TRS", "Trousers", "DC", 795, false],
  ["SKRT", "Skirt", "DC", 750, false],
  ["DRS", "Dress", "DC", 1450, false],
  ["EDRS", "Evening / ball gown", "DC", 2495, false],
  ["COAT", "Overcoat / raincoat", "DC", 1895, false],
  ["KNIT", "Jumper / knitwear", "DC", 695, false],
  ["TIE", "Tie", "DC", 450, false],
  ["SHRT", "Shirt on hanger", "LP", 275, false],
  ["SHRTF", "Shirt folded", "LP", 325, false],
  ["BLSE", "Blouse", "LP", 595, false],
  ["CHWT", "Chef whites jacket", "LP", 395, true],
  ["TBLN", "Tablecloth", "LP", 650, true],
  ["NAPK", "Napkins, bundle of 10", "LP", 550, true],
  ["UNIF", "Staff uniform tunic", "LP", 450, true],
  ["TOWL", "Spa towels, bundle of 10", "LP", 700, true],
  ["HEM", "Trouser hem", "ALT", 1200, false],
  ["TAPR", "Taper trousers", "ALT", 1800, false],
  ["ZIP", "Zip replacement", "ALT", 2200, false],
  ["TKIN", "Dress take-in", "ALT", 3500, false],
  ["SLV", "Shorten sleeves", "ALT", 2400, false],
  ["WDSP", "Wedding dress clean and preserve", "WED", 17500, false],
  ["WDCL", "Wedding dress clean only", "WED", 12500, false],
  ["VEIL", "Veil", "WED", 3500, false],
  ["DUVS", "Duvet, single", "HH", 1800, false],
  ["DUVD", "Duvet, double / king", "HH", 2400, false],
  ["CURT", "Curtains, per panel", "HH", 1600, false],
  ["RUG", "Rug", "HH", 3500, false],
  ["CUSH", "Cushion cover", "HH", 450, false],
];
const ITEM = new Map(ITEMS.map((i) => [i[0], i]));
const SVC_DAYS = new Map(SVCS.map((s) => [s[0], s[2]]));

const round5 = (p: number) => Math.round(p / 5) * 5;
/** List price of an article on a date: the current price from 2026-04-01, about 6% less before, 12% less before 2025-04-01. */
function priceOn(item: string, d: string): number {
  const cur = ITEM.get(item)![3];
  if (d >= "2026-04-01") return cur;
  if (d >= "2025-04-01") return round5(cur / 1.06);
  return round5(cur / 1.06 / 1.06);
}

interface Acct {
  cd: string;
  nm: string;
  seg: string;
  br: string;
  cont: string;
  terms: number;
  disc: number;
  lim: number;
  opn: string;
  cls: string | null;
  perWeek: number;
  mix: [string, number][];
  lines: [number, number];
  paySlow: number;
  pause?: [string, string];
}
const ACCTS: Acct[] = [
  {
    cd: "QCH01",
    nm: "The Queens Court Hotel",
    seg: "HTL",
    br: "HDY",
    cont: "Maria Fenton",
    terms: 30,
    disc: 15,
    lim: 6000,
    opn: "2021-06-01",
    cls: null,
    perWeek: 2.2,
    mix: [
      ["TBLN", 3],
      ["NAPK", 4],
      ["UNIF", 3],
      ["SHRT", 2],
      ["SUIT2", 1],
      ["DRS", 1],
    ],
    lines: [8, 20],
    paySlow: 0.05,
  },
  {
    cd: "HRG02",
    nm: "Headrow Grand Hotel",
    seg: "HTL",
    br: "HDY",
    cont: "Simon Achebe",
    terms: 30,
    disc: 12,
    lim: 4000,
    opn: "2023-02-01",
    cls: null,
    perWeek: 1.6,
    mix: [
      ["TBLN", 2],
      ["NAPK", 3],
      ["UNIF", 4],
      ["SHRT", 2],
      ["JKT", 1],
    ],
    lines: [6, 16],
    paySlow: 0.1,
  },
  {
    cd: "RPH03",
    nm: "Roundhay Park Hotel",
    seg: "HTL",
    br: "RND",
    cont: "Gillian Marsh",
    terms: 30,
    disc: 10,
    lim: 3000,
    opn: "2022-04-01",
    cls: null,
    perWeek: 1.2,
    mix: [
      ["TBLN", 3],
      ["NAPK", 3],
      ["UNIF", 2],
      ["SHRT", 1],
    ],
    lines: [5, 14],
    paySlow: 0.05,
    pause: ["2026-09-14", "2026-11-08"],
  },
  {
    cd: "AVL04",
    nm: "Aire Valley Lodge",
    seg: "HTL",
    br: "OTL",
    cont: "Tom Brierley",
    terms: 30,
    disc: 10,
    lim: 2500,
    opn: "2025-04-07",
    cls: null,
    perWeek: 1.0,
    mix: [
      ["TBLN", 2],
      ["NAPK", 2],
      ["UNIF", 2],
      ["SHRT", 1],
    ],
    lines: [4, 12],
    paySlow: 0.1,
  },
  {
    cd: "BVD05",
    nm: "Bistro Verde",
    seg: "RST",
    br: "CHA",
    cont: "Luca Romano",
    terms: 14,
    disc: 8,
    lim: 1500,
    opn: "2022-09-01",
    cls: null,
    perWeek: 1.0,
    mix: [
      ["CHWT", 4],
      ["NAPK", 3],
      ["TBLN", 2],
    ],
    lines: [4, 10],
    paySlow: 0.1,
  },
  {
    cd: "OLP06",
    nm: "The Olive Press",
    seg: "RST",
    br: "HFT",
    cont: "Nadia Haddad",
    terms: 14,
    disc: 8,
    lim: 1500,
    opn: "2023-05-01",
    cls: "2026-05-31",
    perWeek: 0.9,
    mix: [
      ["CHWT", 4],
      ["NAPK", 3],
      ["TBLN", 2],
      ["UNIF", 1],
    ],
    lines: [3, 9],
    paySlow: 0.35,
  },
  {
    cd: "SKK07",
    nm: "Sakura Kitchen",
    seg: "RST",
    br: "RND",
    cont: "Kenji Watanabe",
    terms: 14,
    disc: 5,
    lim: 1000,
    opn: "2024-01-15",
    cls: null,
    perWeek: 0.8,
    mix: [
      ["CHWT", 5],
      ["UNIF", 2],
      ["NAPK", 2],
    ],
    lines: [3, 8],
    paySlow: 0.6,
  },
  {
    cd: "WHB08",
    nm: "The Wharf Brasserie",
    seg: "RST",
    br: "HDY",
    cont: "Rachel Dunn",
    terms: 14,
    disc: 8,
    lim: 2000,
    opn: "2022-11-01",
    cls: null,
    perWeek: 1.1,
    mix: [
      ["CHWT", 3],
      ["NAPK", 4],
      ["TBLN", 3],
      ["UNIF", 1],
    ],
    lines: [5, 12],
    paySlow: 0.15,
  },
  {
    cd: "SDS09",
    nm: "Serenity Day Spa",
    seg: "SPA",
    br: "CHA",
    cont: "Holly Barraclough",
    terms: 30,
    disc: 10,
    lim: 2000,
    opn: "2023-08-01",
    cls: null,
    perWeek: 1.3,
    mix: [
      ["TOWL", 6],
      ["UNIF", 2],
    ],
    lines: [4, 10],
    paySlow: 0.05,
  },
  {
    cd: "CTR10",
    nm: "Chevin Tea Rooms",
    seg: "RST",
    br: "OTL",
    cont: "Alice Whitworth",
    terms: 14,
    disc: 5,
    lim: 750,
    opn: "2026-02-02",
    cls: null,
    perWeek: 0.7,
    mix: [
      ["NAPK", 3],
      ["TBLN", 3],
      ["UNIF", 1],
    ],
    lines: [2, 6],
    paySlow: 0.1,
  },
  {
    cd: "KGS11",
    nm: "Kirkgate Steakhouse",
    seg: "RST",
    br: "HDY",
    cont: "Darren Pickles",
    terms: 14,
    disc: 5,
    lim: 1000,
    opn: "2026-11-02",
    cls: null,
    perWeek: 1.0,
    mix: [
      ["CHWT", 3],
      ["NAPK", 3],
      ["TBLN", 2],
    ],
    lines: [3, 8],
    paySlow: 0,
  },
];

const FIRST = [
  "Oliver",
  "Amelia",
  "Harry",
  "Isla",
  "Jack",
  "Ava",
  "George",
  "Emily",
  "Noah",
  "Sophie",
  "Charlie",
  "Grace",
  "Jacob",
  "Lily",
  "Thomas",
  "Chloe",
  "James",
  "Ella",
  "William",
  "Freya",
  "Joshua",
  "Hannah",
  "Daniel",
  "Lucy",
  "Samuel",
  "Megan",
  "Mohammed",
  "Aisha",
  "Ravi",
  "Priya",
  "Ben",
  "Laura",
  "Matthew",
  "Rebecca",
  "Adam",
  "Zara",
  "Luke",
  "Holly",
  "Ryan",
  "Kate",
  "Connor",
  "Niamh",
  "Peter",
  "Helen",
  "David",
  "Susan",
  "Andrew",
  "Claire",
  "Richard",
  "Joanne",
  "Stephen",
  "Nicola",
  "Mark",
  "Sarah",
  "Paul",
  "Rachel",
  "Simon",
  "Fiona",
  "Gareth",
  "Yasmin",
];
const LASTN = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Walker",
  "Wood",
  "Thompson",
  "Wright",
  "Robinson",
  "Hall",
  "Green",
  "Jackson",
  "Hill",
  "Clarke",
  "Turner",
  "Lee",
  "Harrison",
  "Mitchell",
  "Atkinson",
  "Shaw",
  "Cooper",
  "Dawson",
  "Holmes",
  "Khan",
  "Hussain",
  "Patel",
  "Akhtar",
  "Sutcliffe",
  "Barker",
  "Hirst",
  "Ackroyd",
  "Crowther",
  "Exley",
  "Greenwood",
  "Haigh",
  "Illingworth",
  "Kershaw",
  "Lockwood",
  "Marsden",
  "Naylor",
  "Oldroyd",
  "Pickersgill",
  "Rhodes",
  "Sykes",
  "Thackray",
  "Verity",
  "Whiteley",
  "Butterfield",
  "Firth",
];
const COLOURS: [string, number][] = [
  ["Black", 30],
  ["Navy", 18],
  ["Grey", 14],
  ["White", 16],
  ["Blue", 8],
  ["Cream", 4],
  ["Red", 3],
  ["Green", 3],
  ["Beige", 3],
  ["Pink", 2],
  ["Multi", 3],
];
const STAINS: [string | null, number][] = [
  [null, 88],
  ["Red wine", 3],
  ["Oil / grease", 3],
  ["Make-up", 2],
  ["Coffee", 2],
  ["Ink", 1],
  ["Blood", 1],
];

const isWorkDay = (d: string) =>
  dayOfWeek(d) !== 0 && !ENGLAND_BANK_HOLIDAYS.has(d);
const nextWorkDay = (d: string) => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
const addWorkDays = (d: string, n: number) => {
  let x = d;
  for (let k = 0; k < n; k++) x = nextWorkDay(addDays(x, 1));
  return x;
};
const month = (d: string) => Number(d.slice(5, 7));
const monthStart = (d: string) => `${d.slice(0, 7)}-01`;
const nextMonth = (m: string) => {
  const y = Number(m.slice(0, 4));
  const mo = Number(m.slice(5, 7));
  return mo === 12 ? `${y + 1}-01-01` : `${y}-${pad(mo + 1, 2)}-01`;
};

interface Cust {
  no: string;
  first: string;
  last: string;
  mob: string;
  email: string | null;
  br: string;
  reg: string;
  sms: boolean;
  w: number;
  joinAfter: string;
}
interface Line {
  item: string;
  svc: string;
  price: number;
  colour: string;
  tag: string;
  stain: string | null;
}
interface Tkt {
  no: number;
  br: string;
  cust: string | null;
  acct: string | null;
  rcvd: string;
  promised: string;
  ready: string | null;
  coll: string | null;
  disp: string | null;
  stat: string;
  exp: string;
  sub: number;
  expP: number;
  disc: number;
  tot: number;
  pay: string | null;
  inv: string | null;
  lines: Line[];
}

const SEASON = [
  0, 1.15, 0.9, 0.95, 1.0, 1.0, 1.05, 1.0, 0.8, 1.05, 1.05, 1.1, 1.3,
];
const DOW = [0, 1.2, 0.95, 0.95, 1.0, 1.05, 1.25];

function retailLines(r: SeededRandom, d: string): Line[] {
  const m = month(d);
  const wedW = m >= 6 && m <= 10 ? 2.2 : 0.5;
  const kind = r.weighted<string>([
    ["LP", 36],
    ["DC", 34],
    ["MIX", 12],
    ["ALT", 8],
    ["HH", m >= 3 && m <= 5 ? 12 : 6],
    ["WED", wedW],
  ]);
  const codes: string[] = [];
  const pickDc = () =>
    r.weighted<string>([
      ["SUIT2", 18],
      ["SUIT3", 3],
      ["JKT", 12],
      ["TRS", 16],
      ["SKRT", 6],
      ["DRS", 12],
      ["EDRS", m === 12 || m === 1 ? 6 : 2],
      ["COAT", m >= 10 || m <= 3 ? 10 : 3],
      ["KNIT", m >= 10 || m <= 3 ? 9 : 3],
      ["TIE", 4],
    ]);
  const pickLp = () =>
    r.weighted<string>([
      ["SHRT", 70],
      ["SHRTF", 12],
      ["BLSE", 18],
    ]);
  if (kind === "LP") for (let k = r.int(2, 9); k > 0; k--) codes.push(pickLp());
  else if (kind === "DC")
    for (
      let k = r.weighted([
        [1, 40],
        [2, 30],
        [3, 18],
        [4, 8],
        [5, 4],
      ]);
      k > 0;
      k--
    )
      codes.push(pickDc());
  else if (kind === "MIX") {
    for (let k = r.int(1, 3); k > 0; k--) codes.push(pickDc());
    for (let k = r.int(1, 6); k > 0; k--) codes.push(pickLp());
  } else if (kind === "ALT")
    for (
      let k = r.weighted([
        [1, 75],
        [2, 25],
      ]);
      k > 0;
      k--
    )
      codes.push(
        r.weighted([
          ["HEM", 45],
          ["TAPR", 12],
          ["ZIP", 18],
          ["TKIN", 10],
          ["SLV", 15],
        ]),
      );
  else if (kind === "HH")
    for (
      let k = r.weighted([
        [1, 55],
        [2, 30],
        [3, 10],
        [4, 5],
      ]);
      k > 0;
      k--
    )
      codes.push(
        r.weighted([
          ["DUVS", 18],
          ["DUVD", 30],
          ["CURT", 30],
          ["RUG", 8],
          ["CUSH", 14],
        ]),
      );
  else {
    codes.push(
      r.weighted([
        ["WDSP", 55],
        ["WDCL", 45],
      ]),
    );
    if (r.chance(0.3)) codes.push("VEIL");
  }
  return codes.map((c) => ({
    item: c,
    svc: ITEM.get(c)![2],
    price: priceOn(c, d),
    colour:
      c.startsWith("WD") || c === "VEIL"
        ? r.pick(["White", "Ivory", "Ivory", "Champagne"])
        : r.weighted(COLOURS),
    tag: "",
    stain: r.weighted(STAINS),
  }));
}

export function datasetSql(): string {
  const r = seededRandom(7_031_125);
  const days: string[] = [];
  for (let d = START; d <= LAST; d = addDays(d, 1)) days.push(d);
  const workDays = days.filter(isWorkDay);

  // ---------------------------------------------------------------- customers
  const custs: Cust[] = [];
  const names = uniqueNames(r, FIRST, LASTN);
  const custN: Record<string, number> = {
    HDY: 420,
    RND: 330,
    CHA: 290,
    HFT: 260,
    OTL: 170,
  };
  for (const b of BRANCHES) {
    for (let k = 0; k < custN[b.cd]!; k++) {
      const [f, l] = names();
      const existing = b.cd !== "OTL" && r.chance(0.55);
      const reg = existing
        ? r.date(b.opn > "2015-01-01" ? b.opn : "2015-01-01", "2024-10-31")
        : b.cd === "OTL" && k < 25
          ? b.opn
          : r.date(b.cd === "OTL" ? b.opn : START, "2026-11-20");
      const w =
        r.weighted([
          [0.4, 45],
          [1, 30],
          [2.5, 15],
          [6, 8],
          [14, 2],
        ]) * r.float(0.7, 1.3);
      custs.push({
        no: "",
        first: f,
        last: l,
        mob: `07${r.int(700, 999)} ${pad(r.int(0, 999999), 6)}`,
        email: r.chance(0.8)
          ? `${f.toLowerCase()}.${l.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk", "btinternet.com"])}`
          : null,
        br: b.cd,
        reg,
        sms: r.chance(0.7),
        w,
        joinAfter: reg < START ? START : reg,
      });
    }
  }
  custs.sort((a, b) => (a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : 0));
  custs.forEach((c, k) => (c.no = `C${100001 + k * 3 + (k % 3)}`));
  // a few registered customers never bring anything in
  const neverIn = new Set<Cust>();
  for (const c of custs) if (r.chance(0.05)) neverIn.add(c);
  const byBranch: Record<string, Cust[]> = {};
  for (const c of custs) if (!neverIn.has(c)) (byBranch[c.br] ??= []).push(c);

  // ---------------------------------------------------------------- tickets
  const tkts: Tkt[] = [];
  const finish = (t: Tkt, lateBias: number, biz: boolean) => {
    const svcs = new Set(t.lines.map((l) => l.svc));
    const turn =
      t.exp === "Y" ? 1 : Math.max(...[...svcs].map((s) => SVC_DAYS.get(s)!));
    t.promised = biz
      ? addWorkDays(t.rcvd, 2)
      : nextWorkDay(addDays(t.rcvd, turn));
    const m = month(t.rcvd);
    const lateP =
      0.1 +
      lateBias +
      (m === 12 ? 0.08 : 0) +
      (svcs.has("WED") ? 0.15 : 0) +
      (t.rcvd >= "2026-01-01" && t.rcvd < "2026-03-01" ? 0.06 : 0);
    let delay = 0;
    if (r.chance(lateP))
      delay = r.weighted([
        [1, 55],
        [2, 25],
        [3, 12],
        [5, 5],
        [8, 3],
      ]);
    else if (!biz && t.exp === "N" && r.chance(0.12)) delay = -1;
    let ready = addDays(t.promised, delay);
    if (ready <= t.rcvd) ready = addDays(t.rcvd, 1);
    ready = nextWorkDay(ready);
    if (ready > LAST) {
      t.stat = "RCV";
      return;
    }
    t.ready = ready;
    if (biz) {
      const c = nextWorkDay(
        addDays(
          ready,
          r.weighted([
            [0, 60],
            [1, 30],
            [2, 10],
          ]),
        ),
      );
      if (c <= LAST) {
        t.coll = c;
        t.stat = "COL";
      } else t.stat = "RDY";
      return;
    }
    const never = !svcs.has("WED") && r.chance(svcs.has("ALT") ? 0.015 : 0.03);
    if (never) {
      if (addDays(ready, 90) <= LAST) {
        const dd = nextWorkDay(addDays(ready, 90 + r.int(0, 20)));
        t.disp = dd <= LAST ? dd : null;
        t.stat = t.disp ? "DSP" : "RDY";
      } else t.stat = "RDY";
      return;
    }
    const wait = r.weighted([
      [0, 12],
      [1, 18],
      [2, 15],
      [3, 10],
      [5, 15],
      [8, 12],
      [14, 10],
      [25, 5],
      [45, 3],
    ]);
    const c = nextWorkDay(addDays(ready, wait + (wait > 2 ? r.int(0, 3) : 0)));
    if (c <= LAST) {
      t.coll = c;
      t.stat = "COL";
    } else t.stat = "RDY";
  };

  for (const d of workDays) {
    const m = month(d);
    const growth = 1 + (d > "2025-11-01" ? 0.06 : 0);
    for (const b of BRANCHES) {
      if (d < b.opn) continue;
      const ramp = b.cd === "OTL" && d < "2025-06-01" ? 0.6 : 1;
      const n = r.poisson(
        b.base * SEASON[m]! * DOW[dayOfWeek(d)]! * growth * ramp,
      );
      const pool = byBranch[b.cd]!.filter((c) => c.joinAfter <= d);
      const totalW = pool.reduce((s, c) => s + c.w, 0);
      if (!pool.length) continue;
      for (let k = 0; k < n; k++) {
        // the customer: usually one from the branch, by weight; sometimes from another branch
        let src = pool;
        if (r.chance(0.06)) {
          const other = r.pick(BRANCHES.filter((x) => x.cd !== b.cd)).cd;
          src = byBranch[other]!.filter((c) => c.joinAfter <= d);
        }
        let cust: Cust;
        if (src === pool) {
          let roll = r.next() * totalW;
          cust = pool[pool.length - 1]!;
          for (const c of pool) {
            roll -= c.w;
            if (roll < 0) {
              cust = c;
              break;
            }
          }
        } else cust = r.pick(src.length ? src : pool);
        const t: Tkt = {
          no: 0,
          br: b.cd,
          cust: cust.no,
          acct: null,
          rcvd: d,
          promised: d,
          ready: null,
          coll: null,
          disp: null,
          stat: "RCV",
          exp: "N",
          sub: 0,
          expP: 0,
          disc: 0,
          tot: 0,
          pay: null,
          inv: null,
          lines: [],
        };
        if (r.chance(0.012)) {
          t.stat = "CXL";
          t.promised = nextWorkDay(addDays(d, 3));
          tkts.push(t);
          continue;
        }
        t.lines = retailLines(r, d);
        const onlyQuick = t.lines.every(
          (l) => l.svc === "DC" || l.svc === "LP",
        );
        if (onlyQuick && r.chance(0.09)) t.exp = "Y";
        t.sub = t.lines.reduce((s, l) => s + l.price, 0);
        t.expP = t.exp === "Y" ? Math.round(t.sub * 0.5) : 0;
        t.disc = r.chance(0.05) ? Math.round((t.sub + t.expP) * 0.1) : 0;
        t.tot = t.sub + t.expP - t.disc;
        finish(t, b.lateBias, false);
        const paidAtDrop =
          r.chance(0.55) || t.lines.some((l) => l.svc === "WED");
        if (paidAtDrop || t.stat === "COL")
          t.pay = r.chance(0.82) ? "CRD" : "CSH";
        tkts.push(t);
      }
    }
    // business drop-offs
    for (const a of ACCTS) {
      if (d < a.opn || (a.cls && d > a.cls)) continue;
      if (a.pause && d >= a.pause[0] && d <= a.pause[1]) continue;
      const br = BRANCHES.find((x) => x.cd === a.br)!;
      if (d < br.opn) continue;
      const seas =
        a.seg === "HTL" && (m === 12 || (m >= 6 && m <= 8)) ? 1.25 : 1;
      if (!r.chance((a.perWeek / 6) * seas)) continue;
      const lines: Line[] = [];
      for (let k = r.int(a.lines[0], a.lines[1]); k > 0; k--) {
        const c = r.weighted(a.mix);
        lines.push({
          item: c,
          svc: ITEM.get(c)![2],
          price: priceOn(c, d),
          colour: ["CHWT", "TBLN", "NAPK", "TOWL"].includes(c)
            ? "White"
            : r.pick(["Black", "Navy", "Grey", "White"]),
          tag: "",
          stain: r.weighted(STAINS),
        });
      }
      const t: Tkt = {
        no: 0,
        br: a.br,
        cust: null,
        acct: a.cd,
        rcvd: d,
        promised: d,
        ready: null,
        coll: null,
        disp: null,
        stat: "RCV",
        exp: "N",
        sub: 0,
        expP: 0,
        disc: 0,
        tot: 0,
        pay: "ACC",
        inv: null,
        lines,
      };
      t.sub = lines.reduce((s, l) => s + l.price, 0);
      t.disc = Math.round((t.sub * a.disc) / 100);
      t.tot = t.sub - t.disc;
      finish(t, br.lateBias / 2, true);
      tkts.push(t);
    }
  }
  tkts.forEach((t, k) => {
    t.no = 400_001 + k;
    t.lines.forEach(
      (l) => (l.tag = `${pad(r.int(10, 99), 2)}-${pad(r.int(0, 9999), 4)}`),
    );
  });

  // ---------------------------------------------------------------- invoices
  interface Inv {
    no: string;
    acct: string;
    per: string;
    dt: string;
    due: string;
    n: number;
    net: number;
    paid: string | null;
    void: string;
  }
  const invs: Inv[] = [];
  let invSeq = 0;
  for (let per = START; per < "2026-11-01"; per = nextMonth(per)) {
    const issue = nextWorkDay(nextMonth(per));
    for (const a of ACCTS) {
      const ts = tkts.filter(
        (t) => t.acct === a.cd && monthStart(t.rcvd) === per,
      );
      if (!ts.length) continue;
      const mkNo = () => `SI${issue.slice(2, 4)}-${pad(++invSeq, 4)}`;
      const netP = ts.reduce((s, t) => s + t.tot, 0);
      if (r.chance(0.025)) {
        // raised in error, voided and reissued a few days later
        invs.push({
          no: mkNo(),
          acct: a.cd,
          per,
          dt: issue,
          due: addDays(issue, a.terms),
          n: ts.length,
          net: netP + r.int(2000, 9000),
          paid: null,
          void: "Y",
        });
      }
      const dt =
        invs.length &&
        invs[invs.length - 1]!.void === "Y" &&
        invs[invs.length - 1]!.acct === a.cd
          ? addDays(issue, r.int(2, 6))
          : issue;
      const no = mkNo();
      const due = addDays(dt, a.terms);
      let paid: string | null = r.chance(a.paySlow)
        ? addDays(due, r.int(5, 60))
        : addDays(dt, r.int(Math.max(3, a.terms - 12), a.terms + 2));
      if (paid > LAST) paid = null;
      if (a.cd === "OLP06" && per === "2026-05-01") paid = null;
      if (a.cd === "SKK07" && (per === "2026-08-01" || per === "2026-09-01"))
        paid = null;
      invs.push({
        no,
        acct: a.cd,
        per,
        dt,
        due,
        n: ts.length,
        net: netP,
        paid,
        void: "N",
      });
      for (const t of ts) t.inv = no;
    }
  }

  // ---------------------------------------------------------------- claims
  interface Clm {
    tkt: Tkt;
    ln: number;
    typ: string;
    rptd: string;
    stat: string;
    fault: string | null;
    payout: number | null;
    settled: string | null;
  }
  const clms: Clm[] = [];
  for (const t of tkts) {
    if (!t.ready) continue;
    t.lines.forEach((l, k) => {
      const p = t.acct
        ? 0.0015
        : l.svc === "WED"
          ? 0.05
          : l.svc === "DC"
            ? 0.007
            : l.svc === "HH"
              ? 0.008
              : 0.004;
      if (!r.chance(p)) return;
      const typ = r.weighted<string>(
        l.svc === "ALT"
          ? [
              ["DMG", 6],
              ["LST", 1],
              ["BTN", 2],
            ]
          : l.svc === "LP"
            ? [
                ["DMG", 3],
                ["LST", 3],
                ["SHR", 2],
                ["DYE", 3],
                ["BTN", 4],
              ]
            : [
                ["DMG", 5],
                ["LST", 1.5],
                ["SHR", 2],
                ["DYE", 2],
                ["BTN", 2],
              ],
      );
      const base = t.coll ?? t.ready!;
      const rptd =
        typ === "LST"
          ? base
          : addDays(
              base,
              r.weighted([
                [0, 30],
                [1, 20],
                [3, 20],
                [7, 20],
                [14, 10],
              ]),
            );
      if (rptd > LAST) return;
      const c: Clm = {
        tkt: t,
        ln: k + 1,
        typ,
        rptd,
        stat: "OPN",
        fault: null,
        payout: null,
        settled: null,
      };
      const settle = addDays(rptd, r.int(5, 40));
      if (settle <= LAST) {
        c.settled = settle;
        c.stat = r.chance(typ === "LST" ? 0.75 : 0.62) ? "PD" : "RJ";
        if (c.stat === "PD") {
          c.fault = r.weighted([
            ["PLT", 70],
            ["BR", 18],
            ["VAN", 12],
          ]);
          const val =
            l.svc === "WED"
              ? r.float(180, 950)
              : typ === "LST"
                ? r.float(25, 320)
                : typ === "BTN"
                  ? r.float(5, 40)
                  : r.float(20, 260);
          c.payout = Math.round(val * 100) / 100;
        }
      }
      clms.push(c);
    });
  }
  clms.sort((a, b) =>
    a.rptd < b.rptd ? -1 : a.rptd > b.rptd ? 1 : a.tkt.no - b.tkt.no,
  );

  // ---------------------------------------------------------------- van log
  interface Stop {
    ref: string;
    dt: string;
    route: string;
    drv: string;
    reg: string;
    seq: number;
    br: string;
    arr: string;
    up: number;
    dn: number;
    mi: number;
  }
  const stops: Stop[] = [];
  const itemsByDayBr = new Map<string, number>();
  for (const t of tkts) {
    const k = `${t.rcvd}|${t.br}`;
    itemsByDayBr.set(k, (itemsByDayBr.get(k) ?? 0) + t.lines.length);
  }
  const readyByDayBr = new Map<string, number>();
  for (const t of tkts)
    if (t.ready) {
      const k = `${t.ready}|${t.br}`;
      readyByDayBr.set(k, (readyByDayBr.get(k) ?? 0) + t.lines.length);
    }
  let prevWork = "";
  for (const d of workDays) {
    for (const route of ["R1", "R2"]) {
      let drv =
        route === "R1"
          ? d < "2026-06-01"
            ? "Gary Hollins"
            : "Craig Lund"
          : "Dev Mistry";
      if (r.chance(0.08)) drv = "Shona Pratt";
      const reg =
        route === "R1"
          ? d < "2025-09-01"
            ? "YD17 KXP"
            : "YK25 HFA"
          : "YC19 MRV";
      let mins = 7 * 60 + 10 + r.int(0, 15);
      let seq = 0;
      for (const bc of ROUTE_STOPS[route]!) {
        const b = BRANCHES.find((x) => x.cd === bc)!;
        if (d < b.opn) continue;
        const prevKey = `${prevWork}|${bc}`;
        const up = Math.ceil((itemsByDayBr.get(prevKey) ?? 0) / 7);
        const dn = Math.ceil((readyByDayBr.get(`${d}|${bc}`) ?? 0) / 7);
        seq++;
        const leg = Number(
          (seq === 1 ? b.miles : r.float(2.2, 3.4)) * r.float(0.95, 1.12),
        ).toFixed(1);
        mins += Math.round(Number(leg) * 3.2 + r.int(3, 12));
        stops.push({
          ref: `${route}-${d.replace(/-/g, "")}`,
          dt: d,
          route,
          drv,
          reg,
          seq,
          br: bc,
          arr: `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}`,
          up,
          dn,
          mi: Number(leg),
        });
        mins += r.int(6, 15);
      }
    }
    prevWork = d;
  }

  // ---------------------------------------------------------------- SQL
  const items: unknown[][] = [];
  for (const t of tkts)
    t.lines.forEach((l, k) =>
      items.push([
        t.no,
        k + 1,
        l.item,
        l.svc,
        l.price,
        l.colour,
        l.tag,
        l.stain,
      ]),
    );

  return [
    "CREATE SCHEMA clnsys;",
    `CREATE TABLE clnsys.branch (br_cd char(3) PRIMARY KEY, br_nm text NOT NULL, addr text, post_cd text, mgr_nm text, opn_dt date, route_cd text, late_thu_yn char(1));`,
    `CREATE TABLE clnsys.svc (svc_cd text PRIMARY KEY, svc_nm text NOT NULL, turn_days int, plant_yn char(1));`,
    `CREATE TABLE clnsys.price_list (item_cd text PRIMARY KEY, item_desc text NOT NULL, svc_cd text REFERENCES clnsys.svc, price_p int NOT NULL, prev_p int, chg_dt date, biz_only boolean NOT NULL DEFAULT false);`,
    `CREATE TABLE clnsys.cust (cust_no text PRIMARY KEY, first_nm text, last_nm text, mob_no text, email text, home_br char(3), reg_dt date, "smsOptIn" boolean);`,
    `CREATE TABLE clnsys.biz_acct (acct_cd text PRIMARY KEY, acct_nm text NOT NULL, seg_cd text, br_cd char(3) REFERENCES clnsys.branch, cont_nm text, terms_days int, disc_pct numeric(4,1), crd_lim_gbp numeric(10,2), opn_dt date, cls_dt date);`,
    `CREATE TABLE clnsys.invoice (inv_no text PRIMARY KEY, acct_cd text REFERENCES clnsys.biz_acct, per_mo date, inv_dt date, due_dt date, n_tkts int, net_gbp numeric(10,2), vat_gbp numeric(10,2), gross_gbp numeric(10,2), paid_dt date, void_yn char(1));`,
    `CREATE TABLE clnsys.ticket (tkt_no int PRIMARY KEY, br_cd char(3), cust_no text, acct_cd text, dt_rcvd date NOT NULL, promised_dt date, ready_dt date, coll_dt date, disp_dt date, stat_cd text NOT NULL, exp_yn char(1), sub_p int, exp_p int, disc_p int, tot_p int, pay_cd text, inv_no text);`,
    `CREATE TABLE clnsys.tkt_item (tkt_no int NOT NULL REFERENCES clnsys.ticket, ln_no int NOT NULL, item_cd text, svc_cd text, price_p int, colour text, "heatSealTag" text, "stainNote" text, PRIMARY KEY (tkt_no, ln_no));`,
    `CREATE TABLE clnsys.claim (clm_no text PRIMARY KEY, tkt_no int, ln_no int, clm_typ text, rptd_dt date, stat_cd text, fault_cd text, payout_gbp numeric(8,2), settled_dt date);`,
    `CREATE TABLE clnsys.van_log (log_id int PRIMARY KEY, run_ref text, run_dt date, route_cd text, drv_nm text, van_reg text, stop_seq int, br_cd char(3), arr_tm time, bags_up int, bags_dn int, leg_mi numeric(5,1));`,
    insertRows(
      "clnsys.branch",
      [
        "br_cd",
        "br_nm",
        "addr",
        "post_cd",
        "mgr_nm",
        "opn_dt",
        "route_cd",
        "late_thu_yn",
      ],
      BRANCHES.map((b) => [
        b.cd,
        b.nm,
        b.addr,
        b.pc,
        b.mgr,
        b.opn,
        b.route,
        b.lateThu,
      ]),
    ),
    insertRows(
      "clnsys.svc",
      ["svc_cd", "svc_nm", "turn_days", "plant_yn"],
      SVCS,
    ),
    insertRows(
      "clnsys.price_list",
      [
        "item_cd",
        "item_desc",
        "svc_cd",
        "price_p",
        "prev_p",
        "chg_dt",
        "biz_only",
      ],
      ITEMS.map((i) => [
        i[0],
        i[1],
        i[2],
        i[3],
        priceOn(i[0], "2025-06-01"),
        "2026-04-01",
        i[4],
      ]),
    ),
    insertRows(
      "clnsys.cust",
      [
        "cust_no",
        "first_nm",
        "last_nm",
        "mob_no",
        "email",
        "home_br",
        "reg_dt",
        '"smsOptIn"',
      ],
      custs.map((c) => [
        c.no,
        c.first,
        c.last,
        c.mob,
        c.email,
        c.br,
        c.reg,
        c.sms,
      ]),
    ),
    insertRows(
      "clnsys.biz_acct",
      [
        "acct_cd",
        "acct_nm",
        "seg_cd",
        "br_cd",
        "cont_nm",
        "terms_days",
        "disc_pct",
        "crd_lim_gbp",
        "opn_dt",
        "cls_dt",
      ],
      ACCTS.map((a) => [
        a.cd,
        a.nm,
        a.seg,
        a.br,
        a.cont,
        a.terms,
        a.disc,
        a.lim,
        a.opn,
        a.cls,
      ]),
    ),
    insertRows(
      "clnsys.invoice",
      [
        "inv_no",
        "acct_cd",
        "per_mo",
        "inv_dt",
        "due_dt",
        "n_tkts",
        "net_gbp",
        "vat_gbp",
        "gross_gbp",
        "paid_dt",
        "void_yn",
      ],
      invs.map((i) => {
        const vat = Math.round(i.net * 0.2);
        return [
          i.no,
          i.acct,
          i.per,
          i.dt,
          i.due,
          i.n,
          (i.net / 100).toFixed(2),
          (vat / 100).toFixed(2),
          ((i.net + vat) / 100).toFixed(2),
          i.paid,
          i.void,
        ];
      }),
    ),
    insertRows(
      "clnsys.ticket",
      [
        "tkt_no",
        "br_cd",
        "cust_no",
        "acct_cd",
        "dt_rcvd",
        "promised_dt",
        "ready_dt",
        "coll_dt",
        "disp_dt",
        "stat_cd",
        "exp_yn",
        "sub_p",
        "exp_p",
        "disc_p",
        "tot_p",
        "pay_cd",
        "inv_no",
      ],
      tkts.map((t) => [
        t.no,
        t.br,
        t.cust,
        t.acct,
        t.rcvd,
        t.promised,
        t.ready,
        t.coll,
        t.disp,
        t.stat,
        t.exp,
        t.sub,
        t.expP,
        t.disc,
        t.tot,
        t.pay,
        t.inv,
      ]),
    ),
    insertRows(
      "clnsys.tkt_item",
      [
        "tkt_no",
        "ln_no",
        "item_cd",
        "svc_cd",
        "price_p",
        "colour",
        '"heatSealTag"',
        '"stainNote"',
      ],
      items,
    ),
    insertRows(
      "clnsys.claim",
      [
        "clm_no",
        "tkt_no",
        "ln_no",
        "clm_typ",
        "rptd_dt",
        "stat_cd",
        "fault_cd",
        "payout_gbp",
        "settled_dt",
      ],
      clms.map((c, k) => [
        `CLM${pad(2301 + k, 5)}`,
        c.tkt.no,
        c.ln,
        c.typ,
        c.rptd,
        c.stat,
        c.fault,
        c.payout === null ? null : c.payout.toFixed(2),
        c.settled,
      ]),
    ),
    insertRows(
      "clnsys.van_log",
      [
        "log_id",
        "run_ref",
        "run_dt",
        "route_cd",
        "drv_nm",
        "van_reg",
        "stop_seq",
        "br_cd",
        "arr_tm",
        "bags_up",
        "bags_dn",
        "leg_mi",
      ],
      stops.map((s, k) => [
        880_001 + k,
        s.ref,
        s.dt,
        s.route,
        s.drv,
        s.reg,
        s.seq,
        s.br,
        s.arr,
        s.up,
        s.dn,
        s.mi.toFixed(1),
      ]),
    ),
  ].join("\n");
}
