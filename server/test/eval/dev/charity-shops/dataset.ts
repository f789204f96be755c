/**
 * Pennine Hospice Trading Ltd, the trading arm of a hospice charity in Calderdale and Kirklees (West Yorkshire), runs
 * a chain of second-hand charity shops. The public donate goods (bags of clothes, books, bric-a-brac, furniture) at a
 * shop's back door, into clothing banks outside three shops, or through the charity's vans, which do free furniture
 * collections and paid house clearances. Volunteers sort the bags, price the saleable items (each priced item gets a
 * tag with a barcode) and put them out on the shop floor. An item that has not sold after its department's rotation
 * period is pulled off the floor and sent to the rag merchant (textiles) or to recycling (everything else). Each shop
 * has one paid shop manager; the bigger shops also have a paid assistant manager; everybody else is a volunteer and
 * logs the hours of each shift. Donors who are UK taxpayers can sign a Retail Gift Aid declaration: the shop then
 * sells their goods as their agent and the charity claims Gift Aid of 25% of the sale price from HMRC, in one claim
 * per calendar month of sales. The shops are leased; rent is paid quarterly on the English quarter days.
 *
 * This is an export of the charity-retail EPOS and Gift Aid package "ShopAid Retail" (schema `shopaid`), taken on
 * the morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The data starts on
 * 2024-01-02. Shops trade Monday to Saturday (closed Sundays, Christmas Day, Boxing Day and New Year's Day).
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `price_p`, `sold_p`, `tot_p`, `new_gds_p`,
 * `sales_p`, `claim_p`, `amt_p`, `fee_p`. Volunteer hours are decimal hours (quarter hours). Floor areas in square
 * feet. Dates are UK calendar dates.
 *
 * Business terms and codes:
 * - Shops (`shop`): `shop_typ` GEN general charity shop, BTQ boutique (better-quality clothing), BOOK books & music
 *   shop, FURN furniture & electrical store. `hub_cd` the shop whose back room sorts this shop's donations (a
 *   self-reference to `shop.shop_cd`); NULL when the shop sorts its own. `bank_yn` Y when the shop has a clothing
 *   bank outside. `open_dt` the date the shop opened; `close_dt` the date it closed for good (NULL = still trading).
 *   `sales_sqft` the sales floor area in square feet. `landlord_nm` the landlord the rent is paid to. `n_tills` tills.
 * - Departments (`dept`): LAD ladieswear, MEN menswear, KID childrenswear, SHO shoes & accessories, LIN linen &
 *   textiles, BKS books, MUS music & film (CDs, DVDs, vinyl), BRC bric-a-brac & homeware, TOY toys & games, FUR
 *   furniture, ELE electrical (PAT tested). `rag_wks` the rotation period: weeks an item may stay on the shop floor
 *   unsold before it must be pulled. `textile_yn` Y for departments whose pulled items go to the rag merchant.
 * - Donors (`donor`): ONLY donors who signed a Gift Aid declaration are recorded (other donations are anonymous).
 *   `decl_dt` the date the declaration was signed, `decl_shop` where. `stat_cd` A active, C cancelled by the donor,
 *   T cancelled because the donor no longer pays enough UK tax; `cncl_dt` the date the declaration ended (NULL while
 *   it is in force).
 * - Donations (`dntn`): one drop-off of goods. `src_cd` DOOR handed in at the shop, BANK emptied from the shop's
 *   clothing bank (always anonymous), VAN brought in by the charity's van from a collection or clearance (`job_no`).
 *   `n_bags` bags or boxes received. `donor_no` the Gift Aid donor; NULL when the donation is not Gift Aided.
 *   `shop_cd` the shop that received the donation.
 * - Items (`item`): one priced item with a tag, created when it is priced (unsorted bags have no item rows; what is
 *   binned at sorting is not recorded). `shop_cd` the shop it is sold from (goods move between shops: books to the
 *   Sowerby Bridge book shop, furniture and electricals to the Halifax furniture store, some ladieswear to the
 *   Hebden Bridge boutique); the receiving shop is on the donation. `price_p` the ticket price; `sold_p` what the
 *   till took for it (less than the ticket price when reduced or haggled; NULL unless sold). `priced_dt` when it
 *   was priced; `floor_dt` when it went out on the shop floor (NULL = still in the stockroom); `out_dt` when it was
 *   sold or pulled (NULL = still in stock or on the floor). `stat_cd` STK in the stockroom, FLR on the shop floor,
 *   SLD sold, RAG pulled unsold and sent to rag or recycling. `ga_yn` Y for a Gift Aid item (its donation had a
 *   Gift Aid donor). `txn_no` the till transaction that sold it. `claim_no` the Gift Aid claim its sale was claimed
 *   on (NULL = not claimed yet, or not a Gift Aid item).
 * - Till transactions (`till_txn`): one sale at a till. `tot_p` the transaction total = the `sold_p` of its items
 *   plus `new_gds_p`, bought-in new goods (Christmas cards, candles, gift wrap; never Gift Aided). `pay_cd` CSH cash,
 *   CRD card / contactless, VCH charity gift voucher. `void_yn` Y when the transaction was voided (it has no items
 *   and counts for nothing; "takings" and "sales" exclude voids). `opr_no` the person on the till.
 * - People (`pers`): paid staff and volunteers. `role_cd` HOR head of retail, AM area manager, SM shop manager, ASM
 *   assistant shop manager, DRV van driver, VOL volunteer. `paid_yn` Y for paid staff. `shop_cd` the person's shop
 *   (NULL for head office roles). `rpt_to` the person they report to (self-reference to `pers.pers_no`): volunteers
 *   and assistants report to their shop manager, drivers to the furniture store manager, shop managers to their
 *   area manager. `start_dt` and `end_dt` (NULL = still with the charity). `dbs_dt` the date of the last DBS
 *   (criminal record) check; NULL = never checked (only needed for van and collection work).
 * - Volunteer hours (`vol_hrs`): one logged volunteer shift. `hrs` hours worked; `shop_cd` where; `task_cd` SORT
 *   sorting, steaming and pricing in the back room, TILL serving on the till, FLR shop floor and window dressing,
 *   VAN van mate on collections, ONL researching and listing items for the charity's online shop. Paid staff
 *   hours are not logged here.
 * - Rent (`rent`): one quarter's rent demand for a shop, due on the English quarter days (25 Mar, 24 Jun, 29 Sep,
 *   25 Dec) in advance. `amt_p` the quarter's rent; `paid_dt` NULL = not paid yet (the demand due on 2026-12-25 is
 *   already raised). `fin_yr` the charity's financial year (April to March) named by the year it starts (2025 =
 *   April 2025 to March 2026).
 * - Collections (`clr_job`): a van job. `typ_cd` CLR house clearance (a fee may be charged), COL free collection of
 *   donated furniture. `book_dt` when booked, `sched_dt` the booked date, `coll_dt` the date actually collected
 *   (NULL = not collected yet, or cancelled). `stat_cd` BKD booked, DONE collected, CANC cancelled. `shop_cd` the
 *   shop the goods were taken to. `drv_no` the driver. "vanReg" the van's registration. `n_bags` bags/boxes and
 *   `n_furn` pieces of furniture collected. `fee_p` the clearance fee charged (0 for free collections).
 *   `cust_nm`, `cust_pcode` the householder (or executor) and the postcode collected from.
 * - Gift Aid claims (`ga_claim`): one claim to HMRC for the Gift Aid items sold in one calendar month
 *   (`period_from` to `period_to`). `n_items` and `sales_p` the Gift Aid items and their sales; `claim_p` the Gift
 *   Aid claimed (25% of `sales_p`). `sub_dt` submitted; "hmrcCorrId" HMRC's correlation id for the submission;
 *   `stat_cd` SUB submitted and awaiting payment, PD paid, REJ rejected by HMRC (resubmitted as a new claim whose
 *   `resub_of` points at the rejected one; a rejected claim was never paid and its items belong to the
 *   resubmission). `pd_dt` when HMRC paid (NULL = not paid yet). `tax_yr` the UK tax year the claim falls in, named
 *   by the year it starts (2025 = 2025/26, for sales periods April 2025 to March 2026). `rej_rsn` why HMRC rejected.
 *
 * Not recorded here: footfall or customer counts; who the customers are; the charity's online (eBay) sales;
 *   wages, salaries or any payroll; business rates, utilities or other shop running costs; weights of rag or the
 *   income from the rag merchant; items binned at sorting; shoplifting or stock losses; ages or dates of birth of
 *   donors and volunteers; the hospice's own fundraising and donations of money; the Gift Aid letters sent to donors.
 *
 * Tables
 * - `shop`: `shop_cd`, `shop_nm`, `shop_typ`, `street`, `town`, `pcode`, `sales_sqft`, `n_tills`, `bank_yn`,
 *   `hub_cd`, `landlord_nm`, `open_dt`, `close_dt`.
 * - `dept`: `dept_cd`, `dept_nm`, `rag_wks`, `textile_yn`.
 * - `pers`: `pers_no`, `first_nm`, `last_nm`, `role_cd`, `paid_yn`, `shop_cd`, `rpt_to`, `start_dt`, `end_dt`,
 *   `dbs_dt`.
 * - `donor`: `donor_no`, `title`, `first_nm`, `last_nm`, `pcode`, `decl_dt`, `decl_shop`, `stat_cd`, `cncl_dt`.
 * - `clr_job`: `job_no`, `typ_cd`, `cust_nm`, `cust_pcode`, `book_dt`, `sched_dt`, `coll_dt`, `stat_cd`, `shop_cd`,
 *   `drv_no`, "vanReg", `n_bags`, `n_furn`, `fee_p`.
 * - `dntn`: `dntn_no`, `shop_cd`, `rcvd_dt`, `src_cd`, `n_bags`, `donor_no`, `job_no`.
 * - `ga_claim`: `claim_no`, `period_from`, `period_to`, `tax_yr`, `n_items`, `sales_p`, `claim_p`, `sub_dt`,
 *   "hmrcCorrId", `stat_cd`, `rej_rsn`, `resub_of`, `pd_dt`.
 * - `till_txn`: `txn_no`, `shop_cd`, `till_no`, `txn_dt`, `txn_tm`, `opr_no`, `pay_cd`, `new_gds_p`, `tot_p`,
 *   `void_yn`.
 * - `item`: `item_no`, `dntn_no`, `shop_cd`, `dept_cd`, `price_p`, `priced_dt`, `floor_dt`, `stat_cd`, `out_dt`,
 *   `sold_p`, `txn_no`, `ga_yn`, `claim_no`.
 * - `vol_hrs`: `log_no`, `pers_no`, `shop_cd`, `shift_dt`, `hrs`, `task_cd`.
 * - `rent`: `rent_no`, `shop_cd`, `due_dt`, `fin_yr`, `amt_p`, `paid_dt`.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const r = seededRandom(4417_2026);

const CLOSED_DAYS = new Set(["12-25", "12-26", "01-01"]);
const isTradingDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && !CLOSED_DAYS.has(d.slice(5));

// ------------------------------------------------------------------ shops
type Shop = {
  cd: string;
  nm: string;
  typ: string;
  street: string;
  town: string;
  pcode: string;
  sqft: number;
  tills: number;
  bank: boolean;
  hub: string | null;
  landlord: string;
  open: string;
  close: string | null;
  rent: number; // annual rent in pounds at the start
  rate: number; // door donations per trading day
};
const SHOPS: Shop[] = [
  {
    cd: "HFX1",
    nm: "Halifax Commercial Street",
    typ: "GEN",
    street: "41 Commercial Street",
    town: "Halifax",
    pcode: "HX1 1BA",
    sqft: 1450,
    tills: 2,
    bank: true,
    hub: null,
    landlord: "Calder Estates Ltd",
    open: "2009-05-01",
    close: null,
    rent: 38_000,
    rate: 0.5,
  },
  {
    cd: "HFXF",
    nm: "Halifax Furniture & Electrical",
    typ: "FURN",
    street: "Unit 4, Dean Clough Mills",
    town: "Halifax",
    pcode: "HX3 5AX",
    sqft: 3800,
    tills: 2,
    bank: false,
    hub: null,
    landlord: "Dean Clough Ltd",
    open: "2016-09-12",
    close: null,
    rent: 52_000,
    rate: 0.22,
  },
  {
    cd: "HEB",
    nm: "Hebden Bridge Boutique",
    typ: "BTQ",
    street: "12 Market Street",
    town: "Hebden Bridge",
    pcode: "HX7 6AA",
    sqft: 620,
    tills: 1,
    bank: false,
    hub: "TOD",
    landlord: "M. & J. Sutcliffe",
    open: "2012-03-01",
    close: null,
    rent: 21_000,
    rate: 0.22,
  },
  {
    cd: "TOD",
    nm: "Todmorden",
    typ: "GEN",
    street: "7 Water Street",
    town: "Todmorden",
    pcode: "OL14 5AB",
    sqft: 980,
    tills: 1,
    bank: true,
    hub: null,
    landlord: "Rochdale Road Properties",
    open: "2004-10-01",
    close: null,
    rent: 16_500,
    rate: 0.4,
  },
  {
    cd: "SOW",
    nm: "Sowerby Bridge Books & Music",
    typ: "BOOK",
    street: "22 Wharf Street",
    town: "Sowerby Bridge",
    pcode: "HX6 2AF",
    sqft: 540,
    tills: 1,
    bank: false,
    hub: "HFX1",
    landlord: "Wharf Street Holdings",
    open: "2018-04-14",
    close: null,
    rent: 11_000,
    rate: 0.2,
  },
  {
    cd: "BRG",
    nm: "Brighouse",
    typ: "GEN",
    street: "3 Commercial Street",
    town: "Brighouse",
    pcode: "HD6 1AQ",
    sqft: 1100,
    tills: 1,
    bank: true,
    hub: "HFX1",
    landlord: "Calder Estates Ltd",
    open: "2007-02-01",
    close: null,
    rent: 19_500,
    rate: 0.38,
  },
  {
    cd: "ELL",
    nm: "Elland",
    typ: "GEN",
    street: "58 Southgate",
    town: "Elland",
    pcode: "HX5 0BW",
    sqft: 760,
    tills: 1,
    bank: false,
    hub: "HFX1",
    landlord: "Southgate Investments LLP",
    open: "2014-07-01",
    close: null,
    rent: 14_000,
    rate: 0.3,
  },
  {
    cd: "HUD",
    nm: "Huddersfield",
    typ: "GEN",
    street: "90 New Street",
    town: "Huddersfield",
    pcode: "HD1 2UD",
    sqft: 1600,
    tills: 2,
    bank: false,
    hub: null,
    landlord: "Kirklees Retail Partners",
    open: "2025-03-15",
    close: null,
    rent: 44_000,
    rate: 0.55,
  },
  {
    cd: "MYT",
    nm: "Mytholmroyd",
    typ: "GEN",
    street: "2 Burnley Road",
    town: "Mytholmroyd",
    pcode: "HX7 5LH",
    sqft: 480,
    tills: 1,
    bank: false,
    hub: "TOD",
    landlord: "M. & J. Sutcliffe",
    open: "2011-06-01",
    close: "2025-06-28",
    rent: 9_500,
    rate: 0.25,
  },
];
const shopBy = new Map(SHOPS.map((s) => [s.cd, s]));
const shopOpen = (cd: string, d: string): boolean => {
  const s = shopBy.get(cd);
  if (!s) return false;
  return d >= s.open && (s.close === null || d <= s.close) && isTradingDay(d);
};

// ------------------------------------------------------------------ departments
const DEPTS: [string, string, number, string][] = [
  ["LAD", "Ladieswear", 4, "Y"],
  ["MEN", "Menswear", 4, "Y"],
  ["KID", "Childrenswear", 4, "Y"],
  ["SHO", "Shoes & Accessories", 4, "Y"],
  ["LIN", "Linen & Textiles", 6, "Y"],
  ["BKS", "Books", 8, "N"],
  ["MUS", "Music & Film", 8, "N"],
  ["BRC", "Bric-a-brac & Homeware", 6, "N"],
  ["TOY", "Toys & Games", 6, "N"],
  ["FUR", "Furniture", 10, "N"],
  ["ELE", "Electrical", 10, "N"],
];
const RAG_WKS = new Map(DEPTS.map(([cd, , w]) => [cd, w]));
const PRICES: Record<string, number[]> = {
  LAD: [299, 349, 399, 450, 499, 599, 699, 799, 899, 1200, 1500],
  MEN: [299, 399, 450, 499, 599, 699, 899, 1200, 1800],
  KID: [99, 150, 199, 250, 299, 399, 499],
  SHO: [299, 399, 499, 599, 799, 999, 1299],
  LIN: [150, 199, 250, 350, 499, 699],
  BKS: [99, 150, 199, 199, 250, 299, 350, 499],
  MUS: [99, 150, 199, 299, 399, 499, 999, 1500],
  BRC: [50, 99, 150, 199, 299, 399, 499, 799, 1200, 1500],
  TOY: [150, 199, 299, 399, 499, 799, 1200],
  FUR: [1500, 2500, 3500, 4500, 5995, 7500, 9500, 12500, 17500, 24500],
  ELE: [500, 800, 1200, 1500, 2000, 2500, 3500, 4500, 6000, 8000],
};
const SELL_P: Record<string, number> = {
  LAD: 0.72,
  MEN: 0.62,
  KID: 0.6,
  SHO: 0.6,
  LIN: 0.55,
  BKS: 0.55,
  MUS: 0.45,
  BRC: 0.7,
  TOY: 0.65,
  FUR: 0.82,
  ELE: 0.78,
};
type W = [string, number][];
const MIX_GEN_DOOR: W = [
  ["LAD", 28],
  ["MEN", 12],
  ["KID", 8],
  ["SHO", 8],
  ["LIN", 5],
  ["BKS", 14],
  ["MUS", 6],
  ["BRC", 12],
  ["TOY", 5],
  ["ELE", 2],
];
const MIX_BTQ_DOOR: W = [
  ["LAD", 45],
  ["MEN", 20],
  ["SHO", 20],
  ["BRC", 10],
  ["BKS", 5],
];
const MIX_BOOK_DOOR: W = [
  ["BKS", 65],
  ["MUS", 35],
];
const MIX_FURN_DOOR: W = [
  ["FUR", 35],
  ["ELE", 30],
  ["BRC", 20],
  ["LIN", 5],
  ["BKS", 10],
];
const MIX_BANK: W = [
  ["LAD", 45],
  ["MEN", 25],
  ["KID", 15],
  ["SHO", 10],
  ["LIN", 5],
];
const MIX_VAN: W = [
  ["BRC", 35],
  ["BKS", 20],
  ["LIN", 15],
  ["MUS", 10],
  ["LAD", 10],
  ["TOY", 5],
  ["MEN", 5],
];
const doorMix = (typ: string): W =>
  typ === "BTQ"
    ? MIX_BTQ_DOOR
    : typ === "BOOK"
      ? MIX_BOOK_DOOR
      : typ === "FURN"
        ? MIX_FURN_DOOR
        : MIX_GEN_DOOR;

// ------------------------------------------------------------------ people
type Pers = {
  no: number;
  first: string;
  last: string;
  role: string;
  paid: string;
  shop: string | null;
  rpt: number | null;
  start: string;
  end: string | null;
  dbs: string | null;
  // volunteer shift pattern
  days: number[];
  hrs: number;
  task: string;
  attend: number;
  stopAt: string | null;
  history: [string, string, string | null][]; // shop, from, to (for vols who moved)
};
const people: Pers[] = [];
let persSeq = 2000;
const addPers = (
  p: Partial<Pers> & {
    first: string;
    last: string;
    role: string;
    start: string;
  },
): Pers => {
  persSeq += r.int(1, 4);
  const full: Pers = {
    no: persSeq,
    paid: p.role === "VOL" ? "N" : "Y",
    shop: null,
    rpt: null,
    end: null,
    dbs: null,
    days: [],
    hrs: 0,
    task: "",
    attend: 0,
    stopAt: null,
    history: [],
    ...p,
  };
  people.push(full);
  return full;
};
const hor = addPers({
  first: "Gillian",
  last: "Ackroyd",
  role: "HOR",
  start: "2015-04-07",
  dbs: "2024-05-14",
});
const amWest = addPers({
  first: "Mark",
  last: "Sutcliffe",
  role: "AM",
  start: "2017-10-02",
  rpt: hor.no,
  dbs: "2023-11-20",
});
const amCalder = addPers({
  first: "Joanne",
  last: "Greenwood",
  role: "AM",
  start: "2019-01-14",
  rpt: hor.no,
  dbs: "2024-02-08",
});
const AREA: Record<string, Pers> = {
  HFX1: amWest,
  HFXF: amWest,
  SOW: amWest,
  BRG: amWest,
  ELL: amWest,
  HUD: amWest,
  TOD: amCalder,
  HEB: amCalder,
  MYT: amCalder,
};
const sm = (
  shop: string,
  first: string,
  last: string,
  start: string,
  end: string | null = null,
): Pers =>
  addPers({
    first,
    last,
    role: "SM",
    shop,
    start,
    end,
    rpt: AREA[shop]?.no ?? null,
    dbs: r.chance(0.5) ? r.date("2022-01-01", "2026-06-30") : null,
  });
const SMS: Pers[] = [
  sm("TOD", "Carol", "Whiteley", "2008-02-11"),
  sm("MYT", "Pauline", "Farrar", "2011-06-01", "2025-06-28"),
  sm("BRG", "Sandra", "Lumb", "2012-09-03", "2024-11-29"),
  sm("HFX1", "Tracey", "Holroyd", "2016-03-21"),
  sm("HFXF", "Darren", "Mitchell", "2017-01-09"),
  sm("SOW", "Alan", "Pickles", "2018-03-26"),
  sm("ELL", "Nadia", "Hussain", "2019-08-05"),
  sm("HEB", "Imogen", "Hartley", "2021-05-17", "2025-08-15"),
  sm("BRG", "Kieran", "Walsh", "2024-12-02"),
  sm("HUD", "Ryan", "Crowther", "2025-01-20"),
  sm("HEB", "Priya", "Mistry", "2025-08-18"),
];
const smAt = (shop: string, d: string): Pers | undefined =>
  SMS.find(
    (p) => p.shop === shop && p.start <= d && (p.end === null || p.end >= d),
  ) ?? SMS.find((p) => p.shop === shop && p.end === null);
const currentSm = (shop: string): Pers | undefined =>
  SMS.find((p) => p.shop === shop && p.end === null) ??
  SMS.filter((p) => p.shop === shop).sort((a, b) =>
    (a.end ?? "") < (b.end ?? "") ? 1 : -1,
  )[0];
const asm = (
  shop: string,
  first: string,
  last: string,
  start: string,
  end: string | null = null,
): Pers =>
  addPers({
    first,
    last,
    role: "ASM",
    shop,
    start,
    end,
    rpt: (end ? smAt(shop, end) : currentSm(shop))?.no ?? null,
  });
const ASMS: Pers[] = [
  asm("TOD", "Shaun", "Barker", "2019-06-03", "2026-02-27"),
  asm("HFXF", "Liam", "Gledhill", "2020-02-10"),
  asm("HFX1", "Bethany", "Crabtree", "2022-09-12"),
  asm("HUD", "Zara", "Akhtar", "2025-02-03"),
];
const furnSm = currentSm("HFXF");
const drv = (
  first: string,
  last: string,
  start: string,
  end: string | null,
  dbs: string,
): Pers =>
  addPers({
    first,
    last,
    role: "DRV",
    shop: "HFXF",
    start,
    end,
    rpt: furnSm?.no ?? null,
    dbs,
  });
const DRIVERS: Pers[] = [
  drv("Gary", "Firth", "2014-05-19", null, "2024-06-03"),
  drv("Dean", "Haigh", "2022-03-07", "2025-05-30", "2022-02-21"),
  drv("Tomasz", "Nowak", "2025-06-09", null, "2025-05-28"),
];

const FIRST = [
  "Margaret",
  "Jean",
  "Susan",
  "Linda",
  "Christine",
  "Pat",
  "Janet",
  "Brenda",
  "Sheila",
  "Anne",
  "Hazel",
  "Maureen",
  "Elaine",
  "Julie",
  "Karen",
  "Denise",
  "Gemma",
  "Chloe",
  "Sophie",
  "Emily",
  "Hannah",
  "Amira",
  "Fatima",
  "Ayesha",
  "Helen",
  "Ruth",
  "Kathleen",
  "Wendy",
  "Dorothy",
  "Jill",
  "Barbara",
  "Lesley",
  "Joan",
  "Valerie",
  "Carole",
  "Rachel",
  "Peter",
  "John",
  "David",
  "Brian",
  "Keith",
  "Graham",
  "Trevor",
  "Colin",
  "Malcolm",
  "Derek",
  "Stuart",
  "Ian",
  "Paul",
  "Michael",
  "Andrew",
  "Jack",
  "Oliver",
  "Harry",
  "Imran",
  "Bilal",
  "Adam",
  "Tom",
  "Ben",
  "Josh",
  "Nigel",
];
const LASTN = [
  "Ackroyd",
  "Barraclough",
  "Binns",
  "Brearley",
  "Broadbent",
  "Crossley",
  "Dyson",
  "Eastwood",
  "Fielding",
  "Garside",
  "Greenwood",
  "Haigh",
  "Hirst",
  "Holdsworth",
  "Ingham",
  "Jagger",
  "Kershaw",
  "Lister",
  "Marsden",
  "Midgley",
  "Moorhouse",
  "Naylor",
  "Oldroyd",
  "Priestley",
  "Ramsden",
  "Redman",
  "Shackleton",
  "Spencer",
  "Stansfield",
  "Sunderland",
  "Sykes",
  "Taylor",
  "Thornton",
  "Tillotson",
  "Utley",
  "Wadsworth",
  "Walker",
  "Whitaker",
  "Wilkinson",
  "Wood",
  "Hussain",
  "Khan",
  "Ahmed",
  "Patel",
  "Begum",
  "Kowalski",
  "Murphy",
  "O'Brien",
  "Smith",
  "Jones",
];
const usedNames = new Set(people.map((p) => `${p.first} ${p.last}`));
const mkName = uniqueNames(r, FIRST, LASTN, usedNames);

const VOL_SHOP_N: [string, number][] = [
  ["HFX1", 22],
  ["HFXF", 12],
  ["HEB", 9],
  ["TOD", 18],
  ["SOW", 7],
  ["BRG", 12],
  ["ELL", 10],
  ["HUD", 14],
  ["MYT", 8],
];
const volShops = r.shuffle(
  VOL_SHOP_N.flatMap(([cd, n]) => Array.from({ length: n }, () => cd)),
);
const volunteers: Pers[] = [];
for (const shop of volShops) {
  const [first, last] = mkName();
  const s = shopBy.get(shop);
  if (!s) continue;
  const early = r.chance(0.35);
  let start = early
    ? r.date("2012-01-01", "2023-12-15")
    : r.date("2024-01-02", "2026-11-10");
  if (start < s.open) start = addDays(s.open, r.int(0, 40));
  if (s.close !== null && start >= addDays(s.close, -60))
    start = r.date("2023-01-01", addDays(s.close, -90));
  let end: string | null = null;
  const leaveP = early ? 0.45 : 0.35;
  if (r.chance(leaveP)) {
    const from = start > START ? addDays(start, 30) : START;
    if (from < "2026-11-01") end = r.date(from, "2026-11-20");
  }
  let home = shop;
  const history: [string, string, string | null][] = [];
  if (s.close !== null) {
    // a closing shop: half its volunteers left, half moved to Todmorden
    if (end === null || end > s.close) {
      if (r.chance(0.5)) {
        end = s.close;
        history.push([shop, start, s.close]);
      } else {
        home = "TOD";
        history.push([shop, start, s.close]);
        history.push(["TOD", addDays(s.close, 3), end]);
      }
    } else history.push([shop, start, end]);
  } else history.push([shop, start, end]);
  const task = r.weighted<string>(
    s.typ === "FURN"
      ? [
          ["SORT", 30],
          ["TILL", 25],
          ["FLR", 20],
          ["VAN", 20],
          ["ONL", 5],
        ]
      : [
          ["SORT", 40],
          ["TILL", 32],
          ["FLR", 20],
          ["ONL", 8],
        ],
  );
  const nDays = r.weighted([
    [1, 60],
    [2, 32],
    [3, 8],
  ]);
  const days = r.shuffle([1, 2, 3, 4, 5, 6]).slice(0, nDays);
  const hrs = r.pick([2.5, 3, 3, 3.5, 3.5, 4, 4, 4.5, 6, 6.5]);
  const p = addPers({
    first,
    last,
    role: "VOL",
    shop: home,
    start,
    end,
    days,
    hrs,
    task,
    attend: r.float(0.45, 0.85, 2),
    history,
    dbs: task === "VAN" ? addDays(start, -r.int(5, 30)) : null,
  });
  volunteers.push(p);
}
for (const v of volunteers) {
  const boss =
    v.end !== null && v.end < LAST
      ? smAt(v.history[v.history.length - 1]?.[0] ?? v.shop ?? "", v.end)
      : currentSm(v.shop ?? "");
  v.rpt = boss?.no ?? null;
}
// volunteers who are still on the books but have stopped coming in
const activeVols = volunteers.filter(
  (v) => v.end === null && v.start < "2026-01-01",
);
const pausers = r.shuffle(activeVols).slice(0, 4);
for (const v of pausers) v.stopAt = r.date("2026-05-10", "2026-08-25");
// signed up but never did a shift
const neverCame = r
  .shuffle(
    volunteers.filter(
      (v) =>
        v.end === null && v.start >= "2026-05-01" && v.start < "2026-10-15",
    ),
  )
  .slice(0, 3);
for (const v of neverCame) v.attend = 0;

// ------------------------------------------------------------------ volunteer shifts
type Shift = {
  pers: number;
  shop: string;
  dt: string;
  hrs: number;
  task: string;
};
const shifts: Shift[] = [];
const workDays = new Map<string, Pers[]>(); // shop|date -> volunteers in on the till
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const dow = dayOfWeek(d);
  for (const v of volunteers) {
    if (!v.days.includes(dow) || v.attend === 0) continue;
    if (
      d < v.start ||
      (v.end !== null && d > v.end) ||
      (v.stopAt !== null && d > v.stopAt)
    )
      continue;
    const stint = v.history.find(
      ([, from, to]) => d >= from && (to === null || d <= to),
    );
    if (!stint) continue;
    const shop = stint[0];
    if (!shopOpen(shop, d)) continue;
    // fewer shifts around Christmas and in August holidays
    const mo = d.slice(5, 7);
    const att = v.attend * (mo === "08" ? 0.75 : 1);
    if (!r.chance(att)) continue;
    const task = r.chance(0.82)
      ? v.task
      : r.pick(v.task === "VAN" ? ["SORT", "FLR"] : ["SORT", "TILL", "FLR"]);
    const hrs = Math.max(1, v.hrs + r.pick([0, 0, 0, 0, -0.5, 0.5, -1, 0.25]));
    shifts.push({ pers: v.no, shop, dt: d, hrs, task });
    if (task === "TILL") {
      const k = `${shop}|${d}`;
      workDays.set(k, [...(workDays.get(k) ?? []), v]);
    }
  }
}

// ------------------------------------------------------------------ donors
const TITLES: W = [
  ["Mrs", 34],
  ["Mr", 30],
  ["Ms", 18],
  ["Miss", 10],
  ["Dr", 5],
  ["Rev", 1],
];
const PCODES: Record<string, string[]> = {
  HFX1: ["HX1", "HX2", "HX3"],
  HFXF: ["HX1", "HX2", "HX3", "HX4"],
  HEB: ["HX7"],
  TOD: ["OL14"],
  SOW: ["HX6"],
  BRG: ["HD6"],
  ELL: ["HX5", "HX4"],
  HUD: ["HD1", "HD2", "HD3", "HD4", "HD5"],
  MYT: ["HX7"],
};
const postcode = (shop: string): string =>
  `${r.pick(PCODES[shop] ?? ["HX1"])} ${r.int(1, 9)}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "Q", "R", "S", "T", "U", "W", "X", "Y"])}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "Q", "R", "S", "T", "U", "W", "X", "Y", "Z"])}`;
type Donor = {
  no: number;
  title: string;
  first: string;
  last: string;
  pcode: string;
  decl: string;
  shop: string;
  stat: string;
  cncl: string | null;
  weight: number;
  signUp: boolean; // declaration signed during the data window (with a donation that day)
};
const donors: Donor[] = [];
const DONOR_SHOP_W: W = [
  ["HFX1", 22],
  ["HFXF", 6],
  ["HEB", 10],
  ["TOD", 14],
  ["SOW", 6],
  ["BRG", 13],
  ["ELL", 10],
  ["HUD", 13],
  ["MYT", 6],
];
const donorNames = uniqueNames(
  r,
  FIRST,
  LASTN,
  new Set(people.map((p) => `${p.first} ${p.last}`)),
);
let donorSeq = 40_000;
for (let i = 0; i < 560; i++) {
  const shop = r.weighted(DONOR_SHOP_W);
  const s = shopBy.get(shop);
  if (!s) continue;
  const old = r.chance(0.32);
  let decl = old
    ? r.date("2017-01-01", "2023-12-30")
    : r.date(START, "2026-11-23");
  if (decl < s.open) decl = addDays(s.open, r.int(0, 60));
  if (s.close !== null && decl > s.close)
    decl = r.date(START, addDays(s.close, -10));
  while (!isTradingDay(decl)) decl = addDays(decl, 1);
  const [first, last] = donorNames();
  let title = r.weighted(TITLES);
  const female = [
    "Margaret",
    "Jean",
    "Susan",
    "Linda",
    "Christine",
    "Pat",
    "Janet",
    "Brenda",
    "Sheila",
    "Anne",
    "Hazel",
    "Maureen",
    "Elaine",
    "Julie",
    "Karen",
    "Denise",
    "Gemma",
    "Chloe",
    "Sophie",
    "Emily",
    "Hannah",
    "Amira",
    "Fatima",
    "Ayesha",
    "Helen",
    "Ruth",
    "Kathleen",
    "Wendy",
    "Dorothy",
    "Jill",
    "Barbara",
    "Lesley",
    "Joan",
    "Valerie",
    "Carole",
    "Rachel",
  ].includes(first);
  if (title === "Mr" && female) title = "Mrs";
  if ((title === "Mrs" || title === "Ms" || title === "Miss") && !female)
    title = "Mr";
  const stat = r.weighted([
    ["A", 90],
    ["C", 6],
    ["T", 4],
  ]);
  let cncl: string | null = null;
  if (stat !== "A") {
    const from = addDays(decl > START ? decl : START, 60);
    cncl = from < LAST ? r.date(from, LAST) : null;
  }
  donorSeq += r.int(1, 6);
  donors.push({
    no: donorSeq,
    title,
    first,
    last,
    pcode: postcode(shop),
    decl,
    shop,
    stat: cncl === null ? "A" : stat,
    cncl,
    weight: 0.15 + Math.pow(r.next(), 4) * 12,
    signUp: !old && decl >= START,
  });
}
const donorValid = (dn: Donor, d: string) =>
  dn.decl <= d && (dn.cncl === null || dn.cncl > d);
const pickDonor = (shop: string, d: string): Donor | null => {
  const cands = donors.filter((dn) => dn.shop === shop && donorValid(dn, d));
  if (cands.length === 0) return null;
  return r.weighted(cands.map((c) => [c, c.weight] as [Donor, number]));
};

// ------------------------------------------------------------------ van jobs
type Job = {
  no: number;
  typ: string;
  cust: string;
  pcode: string;
  book: string;
  sched: string;
  coll: string | null;
  stat: string;
  shop: string;
  drv: number;
  van: string;
  bags: number;
  furn: number;
  fee: number;
};
const jobs: Job[] = [];
const custNames = uniqueNames(r, FIRST, LASTN, new Set());
const JOB_SHOP_W = (d: string): W => [
  ["HFXF", 55],
  ["HFX1", 12],
  ["TOD", 9],
  ["BRG", 8],
  ["ELL", 3],
  ["HUD", d >= "2025-03-15" ? 13 : 0],
];
for (let d = START; d <= "2026-12-19"; d = addDays(d, 1)) {
  const dow = dayOfWeek(d);
  if (dow === 0 || dow === 1 || !isTradingDay(d)) continue;
  const n = r.poisson(d.slice(5, 7) === "01" ? 0.35 : 0.6);
  for (let i = 0; i < n; i++) {
    const typ = r.chance(0.45) ? "CLR" : "COL";
    const shop = typ === "COL" ? "HFXF" : r.weighted(JOB_SHOP_W(d));
    const book = addDays(d, -r.int(2, 24));
    if (d > LAST && book > LAST) continue;
    let stat = "DONE";
    let coll: string | null = d;
    if (d > LAST) {
      stat = "BKD";
      coll = null;
    } else if (r.chance(0.07)) {
      stat = "CANC";
      coll = null;
    } else if (r.chance(0.08)) {
      coll = addDays(d, r.int(1, 3));
      if (!isTradingDay(coll) || coll > LAST) coll = d;
    }
    const when = coll ?? d;
    const drivers = DRIVERS.filter(
      (p) => p.start <= when && (p.end === null || p.end >= when),
    );
    const driver = r.weighted(
      drivers.map((p) => [p, p.first === "Gary" ? 5 : 4] as [Pers, number]),
    );
    const bags = typ === "CLR" ? r.int(6, 30) : r.int(0, 4);
    const furn = typ === "CLR" ? r.int(1, 12) : r.int(1, 4);
    const fee =
      typ === "CLR"
        ? r.chance(0.2)
          ? 0
          : r.pick([60, 80, 95, 120, 150, 180, 225, 250, 300, 350, 450]) * 100
        : 0;
    const [f, l] = custNames();
    jobs.push({
      no: 0,
      typ,
      cust: r.chance(0.15)
        ? `Estate of ${r.pick(["Mr", "Mrs"])} ${f.slice(0, 1)}. ${l}`
        : `${r.weighted(TITLES)} ${f.slice(0, 1)}. ${l}`,
      pcode: postcode(
        shop === "HFXF" ? r.pick(["HFX1", "ELL", "SOW", "BRG", "HEB"]) : shop,
      ),
      book: book > LAST ? LAST : book,
      sched: d,
      coll,
      stat,
      shop,
      drv: driver.no,
      van:
        when < "2025-09-01"
          ? r.pick(["YK19 OWP", "YD71 KSU"])
          : r.pick(["YF25 MRL", "YD71 KSU"]),
      bags,
      furn,
      fee,
    });
  }
}
jobs.sort((a, b) =>
  a.book === b.book ? (a.sched < b.sched ? -1 : 1) : a.book < b.book ? -1 : 1,
);
jobs.forEach((j, i) => (j.no = 7_101 + i));

// ------------------------------------------------------------------ donations and items
type Dntn = {
  no: number;
  shop: string;
  dt: string;
  src: string;
  bags: number;
  donor: Donor | null;
  job: Job | null;
};
type Item = {
  no: number;
  dntn: Dntn;
  shop: string;
  dept: string;
  price: number;
  priced: string;
  floor: string | null;
  stat: string;
  out: string | null;
  sold: number | null;
  txn: number | null;
  ga: string;
  claim: number | null;
};
const dntns: Dntn[] = [];
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  for (const s of SHOPS) {
    if (!shopOpen(s.cd, d)) continue;
    const season = ["01", "03", "04"].includes(d.slice(5, 7))
      ? 1.3
      : d.slice(5, 7) === "12"
        ? 0.7
        : 1;
    const n = r.poisson(s.rate * season * 0.7);
    for (let i = 0; i < n; i++) {
      const donor = r.chance(s.typ === "BTQ" ? 0.5 : 0.42)
        ? pickDonor(s.cd, d)
        : null;
      dntns.push({
        no: 0,
        shop: s.cd,
        dt: d,
        src: "DOOR",
        bags: r.weighted([
          [1, 40],
          [2, 35],
          [3, 15],
          [4, 7],
          [5, 2],
          [6, 1],
        ]),
        donor,
        job: null,
      });
    }
    if (s.bank && (dayOfWeek(d) === 2 || dayOfWeek(d) === 5) && r.chance(0.8)) {
      dntns.push({
        no: 0,
        shop: s.cd,
        dt: d,
        src: "BANK",
        bags: r.int(5, 22),
        donor: null,
        job: null,
      });
    }
  }
}
for (const dn of donors) {
  if (!dn.signUp) continue;
  if (dntns.some((x) => x.donor === dn && x.dt === dn.decl)) continue;
  dntns.push({
    no: 0,
    shop: dn.shop,
    dt: dn.decl,
    src: "DOOR",
    bags: r.weighted([
      [1, 40],
      [2, 35],
      [3, 15],
      [4, 10],
    ]),
    donor: dn,
    job: null,
  });
}
for (const j of jobs) {
  if (j.stat !== "DONE" || j.coll === null) continue;
  const donor = r.chance(j.typ === "COL" ? 0.3 : 0.1)
    ? pickDonor(
        j.shop === "HFXF" ? r.pick(["HFX1", "ELL", "BRG"]) : j.shop,
        j.coll,
      )
    : null;
  dntns.push({
    no: 0,
    shop: j.shop,
    dt: j.coll,
    src: "VAN",
    bags: j.bags + j.furn,
    donor,
    job: j,
  });
}
dntns.sort((a, b) =>
  a.dt === b.dt
    ? a.shop < b.shop
      ? -1
      : a.shop > b.shop
        ? 1
        : 0
    : a.dt < b.dt
      ? -1
      : 1,
);
dntns.forEach((x, i) => (x.no = 210_001 + i));

const nextTrading = (shop: string, d: string): string | null => {
  let x = d;
  for (let k = 0; k < 10; k++) {
    if (shopOpen(shop, x)) return x;
    x = addDays(x, 1);
  }
  return null;
};
const items: Item[] = [];
const sellShop = (recv: string, dept: string): string => {
  if ((dept === "FUR" || dept === "ELE") && recv !== "HFXF")
    return recv === "HUD" && dept === "ELE" ? "HUD" : "HFXF";
  if (
    (dept === "BKS" || dept === "MUS") &&
    ["HFX1", "BRG", "ELL"].includes(recv) &&
    r.chance(0.4)
  )
    return "SOW";
  if ((dept === "LAD" || dept === "SHO") && recv === "TOD" && r.chance(0.12))
    return "HEB";
  if (recv === "SOW" && !["BKS", "MUS"].includes(dept)) return "HFX1";
  return recv;
};
for (const dn of dntns) {
  const s = shopBy.get(dn.shop);
  if (!s) continue;
  let lines: string[] = [];
  if (dn.src === "DOOR") {
    const n = Math.max(1, r.poisson(0.7 * dn.bags + 0.3));
    for (let i = 0; i < n; i++) lines.push(r.weighted(doorMix(s.typ)));
  } else if (dn.src === "BANK") {
    const n = r.poisson(dn.bags * 0.22);
    for (let i = 0; i < n; i++) lines.push(r.weighted(MIX_BANK));
  } else if (dn.job) {
    const nf = Math.round(dn.job.furn * r.float(0.4, 0.9));
    for (let i = 0; i < nf; i++) lines.push(r.chance(0.7) ? "FUR" : "ELE");
    const n = r.poisson(dn.job.bags * 0.2);
    for (let i = 0; i < n; i++) lines.push(r.weighted(MIX_VAN));
  }
  if (lines.length > 14) lines = lines.slice(0, 14);
  for (const dept of lines) {
    let shop = sellShop(dn.shop, dept);
    const ss = shopBy.get(shop);
    if (!ss) continue;
    if (ss.open > dn.dt) shop = dn.shop;
    const hubbed = s.hub !== null || dn.src === "BANK";
    let priced = addDays(dn.dt, hubbed ? r.int(2, 9) : r.int(0, 4));
    if (priced > LAST) continue;
    const sc = shopBy.get(shop);
    if (sc?.close && priced > sc.close) continue;
    let price = r.pick(PRICES[dept] ?? [199]);
    if (shop === "HEB" && ["LAD", "MEN", "SHO"].includes(dept))
      price = Math.round((price * 1.5) / 50) * 50 - 1;
    if (price < 50) price = 50;
    let floor: string | null = addDays(
      priced,
      r.weighted([
        [0, 30],
        [1, 30],
        [2, 20],
        [3, 12],
        [5, 8],
      ]),
    );
    if (r.chance(0.025)) floor = addDays(floor, r.int(20, 70)); // held back in the stockroom
    floor = nextTrading(shop, floor);
    const item: Item = {
      no: 0,
      dntn: dn,
      shop,
      dept,
      price,
      priced,
      floor: null,
      stat: "STK",
      out: null,
      sold: null,
      txn: null,
      ga: dn.donor ? "Y" : "N",
      claim: null,
    };
    if (floor === null && sc?.close) {
      item.stat = "RAG";
      item.out = sc.close;
      item.floor = null;
      items.push(item);
      continue;
    }
    if (floor === null || floor > LAST) {
      items.push(item);
      continue;
    }
    item.floor = floor;
    const w = (RAG_WKS.get(dept) ?? 6) * 7;
    const pSell =
      (SELL_P[dept] ?? 0.6) +
      (shop === "HEB" ? 0.05 : 0) +
      (shop === "HUD" ? 0.04 : 0);
    let out: string | null;
    let stat: string;
    let sold: number | null = null;
    if (r.chance(pSell)) {
      const k = Math.floor(w * Math.pow(r.next(), 1.6));
      out = nextTrading(shop, addDays(floor, k));
      stat = "SLD";
      sold = price;
      if (k > w / 2 && r.chance(0.55)) sold = Math.round(price / 2);
      else if ((dept === "FUR" || dept === "ELE") && r.chance(0.12))
        sold = Math.round(price * r.pick([0.8, 0.85, 0.9]));
      else if (r.chance(0.03)) sold = Math.round(price * 0.9);
    } else {
      let k = w + r.int(0, 6);
      if (r.chance(shop === "ELL" ? 0.15 : 0.04)) k += r.int(14, 60); // rotation missed
      out = nextTrading(shop, addDays(floor, k));
      stat = "RAG";
    }
    if (sc?.close && (out === null || out > sc.close)) {
      out = sc.close;
      stat = "RAG";
      sold = null;
    }
    if (out === null || out > LAST) {
      item.stat = "FLR";
    } else {
      item.stat = stat;
      item.out = out;
      item.sold = stat === "SLD" ? sold : null;
    }
    items.push(item);
  }
}
items.sort((a, b) =>
  a.priced === b.priced ? a.dntn.no - b.dntn.no : a.priced < b.priced ? -1 : 1,
);
items.forEach((it, i) => (it.no = 1_000_001 + i * 3 + (i % 3)));

// ------------------------------------------------------------------ till transactions
type Txn = {
  no: number;
  shop: string;
  till: number;
  dt: string;
  tm: string;
  opr: number | null;
  pay: string;
  newg: number;
  tot: number;
  void: string;
  items: Item[];
};
const txns: Txn[] = [];
const soldBy = new Map<string, Item[]>();
for (const it of items) {
  if (it.stat !== "SLD" || it.out === null) continue;
  const k = `${it.shop}|${it.out}`;
  soldBy.set(k, [...(soldBy.get(k) ?? []), it]);
}
const staffAt = (shop: string, d: string): Pers[] =>
  [...SMS, ...ASMS].filter(
    (p) => p.shop === shop && p.start <= d && (p.end === null || p.end >= d),
  );
const payFor = (d: string): string => {
  const card = d < "2025-01-01" ? 62 : d < "2026-01-01" ? 69 : 75;
  return r.weighted([
    ["CRD", card],
    ["CSH", 98 - card],
    ["VCH", 2],
  ]);
};
const tmFor = (): string => {
  const mins = r.int(9 * 60 + 30, 16 * 60 + 50);
  return `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:${pad(r.int(0, 59), 2)}`;
};
const mkTxn = (
  shop: string,
  d: string,
  its: Item[],
  newg: number,
  voided: boolean,
): Txn => {
  const s = shopBy.get(shop);
  const onTill = workDays.get(`${shop}|${d}`) ?? [];
  const staff = staffAt(shop, d);
  const pool = [...onTill, ...onTill, ...staff];
  const opr = pool.length > 0 ? r.pick(pool).no : null;
  const tot = its.reduce((t, it) => t + (it.sold ?? 0), 0) + newg;
  return {
    no: 0,
    shop,
    till: s && s.tills > 1 ? r.int(1, s.tills) : 1,
    dt: d,
    tm: tmFor(),
    opr,
    pay: payFor(d),
    newg,
    tot: voided ? r.pick([199, 299, 450, 599, 1200, 2500]) : tot,
    void: voided ? "Y" : "N",
    items: voided ? [] : its,
  };
};
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const festive = d.slice(5, 7) === "11" || d.slice(5, 7) === "12";
  for (const s of SHOPS) {
    if (!shopOpen(s.cd, d)) continue;
    const its = r.shuffle(soldBy.get(`${s.cd}|${d}`) ?? []);
    let at = 0;
    while (at < its.length) {
      const n = r.weighted([
        [1, 55],
        [2, 28],
        [3, 12],
        [4, 5],
      ]);
      const chunk = its.slice(at, at + n);
      at += n;
      const newg = r.chance(festive ? 0.3 : 0.1)
        ? r.pick([150, 250, 299, 350, 450, 499, 600, 850])
        : 0;
      txns.push(mkTxn(s.cd, d, chunk, newg, false));
    }
    const extra = r.poisson(festive ? 0.7 : 0.15);
    for (let i = 0; i < extra; i++)
      txns.push(
        mkTxn(
          s.cd,
          d,
          [],
          r.pick([150, 250, 299, 350, 450, 499, 600, 850, 1200]),
          false,
        ),
      );
    if (r.chance(0.025)) txns.push(mkTxn(s.cd, d, [], 0, true));
  }
}
txns.sort((a, b) =>
  a.dt === b.dt ? (a.tm < b.tm ? -1 : 1) : a.dt < b.dt ? -1 : 1,
);
txns.forEach((t, i) => {
  t.no = 500_001 + i;
  for (const it of t.items) it.txn = t.no;
});

// ------------------------------------------------------------------ gift aid claims
type Claim = {
  no: number;
  from: string;
  to: string;
  taxYr: number;
  n: number;
  sales: number;
  claim: number;
  sub: string;
  corr: string;
  stat: string;
  rej: string | null;
  resubOf: number | null;
  pd: string | null;
};
const claims: Claim[] = [];
const hex = (): string => {
  let s = "";
  for (let i = 0; i < 32; i++) s += "0123456789ABCDEF"[r.int(0, 15)];
  return s;
};
const lastOfMonth = (ym: string): string => {
  let x = `${ym}-28`;
  while (addDays(x, 1).slice(0, 7) === ym) x = addDays(x, 1);
  return x;
};
let claimSeq = 300;
for (let ym = "2024-01"; ym <= "2026-10";) {
  const from = `${ym}-01`;
  const to = lastOfMonth(ym);
  const its = items.filter(
    (it) =>
      it.ga === "Y" &&
      it.stat === "SLD" &&
      it.out !== null &&
      it.out >= from &&
      it.out <= to,
  );
  const sales = its.reduce((t, it) => t + (it.sold ?? 0), 0);
  const year = Number(ym.slice(0, 4));
  const month = Number(ym.slice(5, 7));
  const taxYr = month >= 4 ? year : year - 1;
  let sub = addDays(to, r.int(12, 26));
  if (ym === "2026-10") sub = "2026-11-19";
  if (ym === "2026-09") sub = "2026-10-21";
  let resubOf: number | null = null;
  if (ym === "2025-06") {
    const bad: Claim = {
      no: ++claimSeq,
      from,
      to,
      taxYr,
      n: its.length,
      sales,
      claim: Math.round(sales * 0.25),
      sub,
      corr: hex(),
      stat: "REJ",
      rej: "Donor postcode missing on 6 donors",
      resubOf: null,
      pd: null,
    };
    claims.push(bad);
    resubOf = bad.no;
    sub = addDays(sub, 23);
  }
  let pd: string | null = addDays(sub, r.int(9, 30));
  if (ym === "2026-09") pd = "2026-11-13";
  if (pd > LAST) pd = null;
  const c: Claim = {
    no: ++claimSeq,
    from,
    to,
    taxYr,
    n: its.length,
    sales,
    claim: Math.round(sales * 0.25),
    sub,
    corr: hex(),
    stat: pd === null ? "SUB" : "PD",
    rej: null,
    resubOf,
    pd,
  };
  claims.push(c);
  for (const it of its) it.claim = c.no;
  ym = month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1, 2)}`;
}

// ------------------------------------------------------------------ rent
type Rent = {
  no: number;
  shop: string;
  due: string;
  finYr: number;
  amt: number;
  paid: string | null;
};
const rents: Rent[] = [];
const QDAYS = ["03-25", "06-24", "09-29", "12-25"];
const REVIEW: Record<string, [string, number]> = {
  HFX1: ["2025-03-25", 1.035],
  BRG: ["2025-03-25", 1.035],
  HEB: ["2026-03-25", 1.05],
  TOD: ["2025-12-25", 1.04],
  HFXF: ["2026-06-24", 1.045],
};
for (const y of [2024, 2025, 2026]) {
  for (const q of QDAYS) {
    const due = `${y}-${q}`;
    for (const s of SHOPS) {
      if (s.cd === "HUD" && due < "2025-09-29") continue; // six months rent-free on the new lease
      if (s.close !== null && due > s.close) continue;
      const rv = REVIEW[s.cd];
      const annual = rv && due >= rv[0] ? s.rent * rv[1] : s.rent;
      const amt = Math.round((annual * 100) / 4);
      let paid: string | null = addDays(due, r.int(-4, 6));
      if (due > LAST) paid = null;
      if (due === "2026-09-29" && (s.cd === "HUD" || s.cd === "ELL"))
        paid = null;
      if (due === "2025-12-25" && s.cd === "HEB") paid = "2026-02-02";
      if (paid !== null && paid > LAST) paid = null;
      const mo = Number(q.slice(0, 2));
      rents.push({
        no: 0,
        shop: s.cd,
        due,
        finYr: mo >= 4 ? y : y - 1,
        amt,
        paid,
      });
    }
  }
}
rents.forEach((x, i) => (x.no = 901 + i));

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA shopaid;
CREATE TABLE shopaid.shop (
  shop_cd varchar(4) PRIMARY KEY,
  shop_nm text NOT NULL,
  shop_typ varchar(4) NOT NULL,
  street text,
  town text,
  pcode varchar(8),
  sales_sqft integer,
  n_tills smallint NOT NULL,
  bank_yn char(1) NOT NULL,
  hub_cd varchar(4) REFERENCES shopaid.shop(shop_cd),
  landlord_nm text,
  open_dt date NOT NULL,
  close_dt date
);
CREATE TABLE shopaid.dept (
  dept_cd varchar(3) PRIMARY KEY,
  dept_nm text NOT NULL,
  rag_wks smallint NOT NULL,
  textile_yn char(1) NOT NULL
);
CREATE TABLE shopaid.pers (
  pers_no integer PRIMARY KEY,
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  role_cd varchar(3) NOT NULL,
  paid_yn char(1) NOT NULL,
  shop_cd varchar(4) REFERENCES shopaid.shop(shop_cd),
  rpt_to integer REFERENCES shopaid.pers(pers_no),
  start_dt date NOT NULL,
  end_dt date,
  dbs_dt date
);
CREATE TABLE shopaid.donor (
  donor_no integer PRIMARY KEY,
  title varchar(4),
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  pcode varchar(8),
  decl_dt date NOT NULL,
  decl_shop varchar(4) REFERENCES shopaid.shop(shop_cd),
  stat_cd char(1) NOT NULL,
  cncl_dt date
);
CREATE TABLE shopaid.clr_job (
  job_no integer PRIMARY KEY,
  typ_cd varchar(3) NOT NULL,
  cust_nm text,
  cust_pcode varchar(8),
  book_dt date NOT NULL,
  sched_dt date NOT NULL,
  coll_dt date,
  stat_cd varchar(4) NOT NULL,
  shop_cd varchar(4) NOT NULL REFERENCES shopaid.shop(shop_cd),
  drv_no integer REFERENCES shopaid.pers(pers_no),
  "vanReg" varchar(8),
  n_bags smallint NOT NULL DEFAULT 0,
  n_furn smallint NOT NULL DEFAULT 0,
  fee_p integer NOT NULL DEFAULT 0
);
CREATE TABLE shopaid.dntn (
  dntn_no integer PRIMARY KEY,
  shop_cd varchar(4) NOT NULL REFERENCES shopaid.shop(shop_cd),
  rcvd_dt date NOT NULL,
  src_cd varchar(4) NOT NULL,
  n_bags smallint NOT NULL,
  donor_no integer REFERENCES shopaid.donor(donor_no),
  job_no integer REFERENCES shopaid.clr_job(job_no)
);
CREATE TABLE shopaid.ga_claim (
  claim_no integer PRIMARY KEY,
  period_from date NOT NULL,
  period_to date NOT NULL,
  tax_yr smallint NOT NULL,
  n_items integer NOT NULL,
  sales_p integer NOT NULL,
  claim_p integer NOT NULL,
  sub_dt date NOT NULL,
  "hmrcCorrId" varchar(32),
  stat_cd varchar(3) NOT NULL,
  rej_rsn text,
  resub_of integer REFERENCES shopaid.ga_claim(claim_no),
  pd_dt date
);
CREATE TABLE shopaid.till_txn (
  txn_no integer PRIMARY KEY,
  shop_cd varchar(4) NOT NULL REFERENCES shopaid.shop(shop_cd),
  till_no smallint NOT NULL,
  txn_dt date NOT NULL,
  txn_tm time NOT NULL,
  opr_no integer REFERENCES shopaid.pers(pers_no),
  pay_cd varchar(3) NOT NULL,
  new_gds_p integer NOT NULL DEFAULT 0,
  tot_p integer NOT NULL,
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE shopaid.item (
  item_no integer PRIMARY KEY,
  dntn_no integer NOT NULL REFERENCES shopaid.dntn(dntn_no),
  shop_cd varchar(4) NOT NULL REFERENCES shopaid.shop(shop_cd),
  dept_cd varchar(3) NOT NULL REFERENCES shopaid.dept(dept_cd),
  price_p integer NOT NULL,
  priced_dt date NOT NULL,
  floor_dt date,
  stat_cd varchar(3) NOT NULL,
  out_dt date,
  sold_p integer,
  txn_no integer REFERENCES shopaid.till_txn(txn_no),
  ga_yn char(1) NOT NULL,
  claim_no integer REFERENCES shopaid.ga_claim(claim_no)
);
CREATE TABLE shopaid.vol_hrs (
  log_no integer PRIMARY KEY,
  pers_no integer NOT NULL REFERENCES shopaid.pers(pers_no),
  shop_cd varchar(4) NOT NULL REFERENCES shopaid.shop(shop_cd),
  shift_dt date NOT NULL,
  hrs numeric(4,2) NOT NULL,
  task_cd varchar(4) NOT NULL
);
CREATE TABLE shopaid.rent (
  rent_no integer PRIMARY KEY,
  shop_cd varchar(4) NOT NULL REFERENCES shopaid.shop(shop_cd),
  due_dt date NOT NULL,
  fin_yr smallint NOT NULL,
  amt_p integer NOT NULL,
  paid_dt date
);
`;
  return [
    ddl,
    insertRows(
      "shopaid.shop",
      [
        "shop_cd",
        "shop_nm",
        "shop_typ",
        "street",
        "town",
        "pcode",
        "sales_sqft",
        "n_tills",
        "bank_yn",
        "hub_cd",
        "landlord_nm",
        "open_dt",
        "close_dt",
      ],
      SHOPS.filter((s) => s.hub === null)
        .concat(SHOPS.filter((s) => s.hub !== null))
        .map((s) => [
          s.cd,
          s.nm,
          s.typ,
          s.street,
          s.town,
          s.pcode,
          s.sqft,
          s.tills,
          s.bank ? "Y" : "N",
          s.hub,
          s.landlord,
          s.open,
          s.close,
        ]),
    ),
    insertRows(
      "shopaid.dept",
      ["dept_cd", "dept_nm", "rag_wks", "textile_yn"],
      DEPTS,
    ),
    insertRows(
      "shopaid.pers",
      [
        "pers_no",
        "first_nm",
        "last_nm",
        "role_cd",
        "paid_yn",
        "shop_cd",
        "rpt_to",
        "start_dt",
        "end_dt",
        "dbs_dt",
      ],
      people.map((p) => [
        p.no,
        p.first,
        p.last,
        p.role,
        p.paid,
        p.shop,
        p.rpt,
        p.start,
        p.end,
        p.dbs,
      ]),
    ),
    insertRows(
      "shopaid.donor",
      [
        "donor_no",
        "title",
        "first_nm",
        "last_nm",
        "pcode",
        "decl_dt",
        "decl_shop",
        "stat_cd",
        "cncl_dt",
      ],
      donors.map((d) => [
        d.no,
        d.title,
        d.first,
        d.last,
        d.pcode,
        d.decl,
        d.shop,
        d.stat,
        d.cncl,
      ]),
    ),
    insertRows(
      "shopaid.clr_job",
      [
        "job_no",
        "typ_cd",
        "cust_nm",
        "cust_pcode",
        "book_dt",
        "sched_dt",
        "coll_dt",
        "stat_cd",
        "shop_cd",
        "drv_no",
        '"vanReg"',
        "n_bags",
        "n_furn",
        "fee_p",
      ],
      jobs.map((j) => [
        j.no,
        j.typ,
        j.cust,
        j.pcode,
        j.book,
        j.sched,
        j.coll,
        j.stat,
        j.shop,
        j.drv,
        j.van,
        j.bags,
        j.furn,
        j.fee,
      ]),
    ),
    insertRows(
      "shopaid.dntn",
      [
        "dntn_no",
        "shop_cd",
        "rcvd_dt",
        "src_cd",
        "n_bags",
        "donor_no",
        "job_no",
      ],
      dntns.map((d) => [
        d.no,
        d.shop,
        d.dt,
        d.src,
        d.bags,
        d.donor?.no ?? null,
        d.job?.no ?? null,
      ]),
    ),
    insertRows(
      "shopaid.ga_claim",
      [
        "claim_no",
        "period_from",
        "period_to",
        "tax_yr",
        "n_items",
        "sales_p",
        "claim_p",
        "sub_dt",
        '"hmrcCorrId"',
        "stat_cd",
        "rej_rsn",
        "resub_of",
        "pd_dt",
      ],
      claims.map((c) => [
        c.no,
        c.from,
        c.to,
        c.taxYr,
        c.n,
        c.sales,
        c.claim,
        c.sub,
        c.corr,
        c.stat,
        c.rej,
        c.resubOf,
        c.pd,
      ]),
    ),
    insertRows(
      "shopaid.till_txn",
      [
        "txn_no",
        "shop_cd",
        "till_no",
        "txn_dt",
        "txn_tm",
        "opr_no",
        "pay_cd",
        "new_gds_p",
        "tot_p",
        "void_yn",
      ],
      txns.map((t) => [
        t.no,
        t.shop,
        t.till,
        t.dt,
        t.tm,
        t.opr,
        t.pay,
        t.newg,
        t.tot,
        t.void,
      ]),
    ),
    insertRows(
      "shopaid.item",
      [
        "item_no",
        "dntn_no",
        "shop_cd",
        "dept_cd",
        "price_p",
        "priced_dt",
        "floor_dt",
        "stat_cd",
        "out_dt",
        "sold_p",
        "txn_no",
        "ga_yn",
        "claim_no",
      ],
      items.map((it) => [
        it.no,
        it.dntn.no,
        it.shop,
        it.dept,
        it.price,
        it.priced,
        it.floor,
        it.stat,
        it.out,
        it.sold,
        it.txn,
        it.ga,
        it.claim,
      ]),
    ),
    insertRows(
      "shopaid.vol_hrs",
      ["log_no", "pers_no", "shop_cd", "shift_dt", "hrs", "task_cd"],
      shifts.map((s, i) => [60_001 + i, s.pers, s.shop, s.dt, s.hrs, s.task]),
    ),
    insertRows(
      "shopaid.rent",
      ["rent_no", "shop_cd", "due_dt", "fin_yr", "amt_p", "paid_dt"],
      rents.map((x) => [x.no, x.shop, x.due, x.finYr, x.amt, x.paid]),
    ),
  ].join("\n");
}
