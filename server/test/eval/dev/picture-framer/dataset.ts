/**
 * Hartley & Co. is a picture framing workshop with a small gallery shop on Broad Street in Ludlow, Shropshire. The
 * front of the shop is a gallery that sells work by local artists on consignment (the artist keeps ownership until a
 * piece sells; the gallery keeps a commission and pays the rest to the artist). The back is the framing workshop:
 * customers bring in prints, photographs, paintings, needlework, certificates or objects (medals, football shirts),
 * choose a moulding (the frame profile), a mount and a glazing at the counter, and get a price. If they go ahead the
 * job is booked in as an order, usually with a deposit; a framer makes it; the customer is told it is ready and pays
 * the balance when they collect it. Trade accounts (interior designers, hotels, photographers, artists) get a trade
 * discount. The shop is open Tuesday to Saturday, 9:30 to 17:00, and closed from Christmas Day to New Year's Day.
 *
 * This is an export of the shop's in-house job book (an Access database the owner's nephew moved to PostgreSQL,
 * schema `framing`), taken on the morning of Wednesday 2026-11-25 with everything up to the end of Tuesday
 * 2026-11-24. The job book starts on 2024-01-02; customers added before then were carried over from the old card
 * index.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds), VAT included: `cost_pm_p`, `psm_p`,
 * `price_p`, `dep_p`, `sold_p`. Sizes are in millimetres. Percentages (`disc_pct`, `comm_pct`) are whole percents.
 *
 * Tables and columns:
 * - `staff`: the people who work in the shop. `staff_cd` their initials (the code written on the job ticket),
 *   `first_nm`, `last_nm`. `role_cd` OWN owner (also frames), FRM framer, APP apprentice framer, SHP shop and gallery
 *   assistant (does not frame). `start_dt` and `end_dt` (NULL = still working here).
 * - `mould`: the mouldings (frame profiles) the shop orders by the length from its suppliers. `mould_cd` the
 *   supplier's product code, `descr` the description used at the counter, `fin_cd` the finish: GLD gilt / gold
 *   leaf, SLV silver, WD natural or stained wood, BLK black, WHT white, PNT painted colour, BOX deep box moulding for
 *   objects. `supp_nm` the supplier. `wid_mm` the face width. `cost_pm_p` what the shop pays per metre (pence).
 *   `disc_yn` Y when the supplier has discontinued it (it can still be used while offcuts last, but is no longer
 *   stocked).
 * - `glaze`: the glazing options. `glz_cd` the code, `glz_nm` its name, `uv_yn` Y when it filters UV (conservation
 *   grade), `psm_p` the retail price per square metre (pence).
 * - `cust`: customers. `cust_no`, `first_nm`, `last_nm` (the contact person), `co_nm` the company name (trade
 *   accounts only, NULL for private customers), `trade_yn` Y for a trade account, `disc_pct` the trade discount
 *   taken off every job (0 for private customers), `town`, `pcode` postcode, `email_ok` Y when the customer agreed to
 *   receive the newsletter, `add_dt` the date the customer was added, `del_yn` Y when the customer record has been
 *   deleted (closed at the customer's request or a duplicate; kept only so old jobs still link to it; deleted
 *   customers are not current customers).
 * - `job`: one framing job ticket. `job_no`, `cust_no`, `ord_dt` the date it was written up at the counter (the
 *   quote date for a quote, the booking date for an order). `art_typ` what is being framed: PRT print or poster,
 *   PHO photograph, ORG original painting or drawing, NDL needlework or textile, OBJ object in a box frame (medals,
 *   shirts), DOC certificate or document. `art_w_mm`, `art_h_mm` the size of the artwork. `mould_cd` the moulding
 *   chosen, `glz_cd` the glazing chosen, `mnt_cd` the mount: N none, S single mount, D double mount, F float mount.
 *   `qty` identical frames on the ticket. `rush_yn` Y for the express service (surcharge included in the price).
 *   `price_p` the agreed price for the whole ticket (after any trade discount). `dep_p` the deposit paid when
 *   booking (0 = none); the balance is paid on collection. `due_dt` the date promised to the customer. `framer_cd`
 *   the framer who makes it (`staff.staff_cd`; NULL for quotes). `fin_dt` the date the framing was finished in the
 *   workshop (NULL = not finished). `coll_ts` when the customer collected it (date and time). `stat` Q quote only
 *   (the customer has not gone ahead; not an order), W booked and in the workshop, R finished and waiting for
 *   collection, C collected, X cancelled after booking (the ticket is kept but counts for nothing: not an order, not
 *   a sale). `cncl_dt` the date it was cancelled. "Orders" means tickets with status W, R or C, counted by `ord_dt`;
 *   framing sales are the `price_p` of orders.
 * - `artist`: the artists whose work the gallery sells on consignment. `artist_no`, `artist_nm`, `town`,
 *   `comm_pct` the gallery's commission on each sale (percent of the selling price), `since_dt` when they started
 *   showing with us, `active_yn` N when they no longer show with us (their unsold work has been returned).
 * - `art`: one piece consigned to the gallery. `art_no`, `artist_no`, `title`, `med_cd` the medium: OIL oil
 *   painting, ACR acrylic painting, WC watercolour, PAS pastel, PRT limited-edition print, PHO photograph, CER
 *   ceramic. `price_p` the ticket price, `in_dt` the date the piece came in. `stat` D on display and for sale, H on
 *   hold (reserved for a customer, not yet paid), S sold, R returned to the artist unsold. `sold_ts` when it was
 *   sold, `sold_p` what the buyer paid (may be below the ticket price), `pay_cd` CRD card, CSH cash, BAC bank
 *   transfer. `cust_no` the buyer when they left their details (NULL otherwise). `ret_dt` the date it was returned
 *   to the artist. `frm_yn` Y when we framed the piece for the artist.
 *
 * Not recorded here: the hours any framer spends on a job, wages or any payroll; stock levels of moulding, glass,
 *   mountboard or gallery sundries; purchase orders and supplier invoices; rent, rates, utilities and other
 *   overheads; footfall or how many people come into the shop; customer reviews, ratings or complaints; online or
 *   website sales and visits; the payments made to artists and VAT returns; delivery or hanging/installation
 *   services; customers' ages or dates of birth; how customers heard about us.
 *
 * Tables
 * - `staff`: `staff_cd`, `first_nm`, `last_nm`, `role_cd`, `start_dt`, `end_dt`.
 * - `mould`: `mould_cd`, `descr`, `fin_cd`, `supp_nm`, `wid_mm`, `cost_pm_p`, `disc_yn`.
 * - `glaze`: `glz_cd`, `glz_nm`, `uv_yn`, `psm_p`.
 * - `cust`: `cust_no`, `first_nm`, `last_nm`, `co_nm`, `trade_yn`, `disc_pct`, `town`, `pcode`, `email_ok`,
 *   `add_dt`, `del_yn`.
 * - `job`: `job_no`, `cust_no`, `ord_dt`, `art_typ`, `art_w_mm`, `art_h_mm`, `mould_cd`, `glz_cd`, `mnt_cd`, `qty`,
 *   `rush_yn`, `price_p`, `dep_p`, `due_dt`, `framer_cd`, `fin_dt`, `coll_ts`, `stat`, `cncl_dt`.
 * - `artist`: `artist_no`, `artist_nm`, `town`, `comm_pct`, `since_dt`, `active_yn`.
 * - `art`: `art_no`, `artist_no`, `title`, `med_cd`, `price_p`, `in_dt`, `stat`, `sold_ts`, `sold_p`, `pay_cd`,
 *   `cust_no`, `ret_dt`, `frm_yn`.
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
const r = seededRandom(7731_2026);

const CLOSED = new Set(["2024-03-29", "2025-04-18", "2026-04-03"]);
const isOpen = (d: string): boolean => {
  const dow = dayOfWeek(d);
  if (dow === 0 || dow === 1) return false;
  const md = d.slice(5);
  if (md >= "12-25" || md === "01-01") return false;
  return !CLOSED.has(d);
};
const nextOpen = (d: string): string => {
  let x = d;
  while (!isOpen(x)) x = addDays(x, 1);
  return x;
};
const timeOfDay = (): string => {
  const mins = r.int(9 * 60 + 35, 16 * 60 + 55);
  return `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:${pad(r.int(0, 59), 2)}`;
};
const round5 = (pence: number): number => Math.round(pence / 500) * 500;

// ------------------------------------------------------------------ staff
type Staff = {
  cd: string;
  first: string;
  last: string;
  role: string;
  start: string;
  end: string | null;
  weight: number; // share of framing work while here
};
const STAFF: Staff[] = [
  {
    cd: "AH",
    first: "Alison",
    last: "Hartley",
    role: "OWN",
    start: "2011-04-01",
    end: null,
    weight: 3,
  },
  {
    cd: "TB",
    first: "Tom",
    last: "Bradshaw",
    role: "FRM",
    start: "2016-09-05",
    end: null,
    weight: 4,
  },
  {
    cd: "KM",
    first: "Kasia",
    last: "Malinowska",
    role: "FRM",
    start: "2021-02-15",
    end: "2025-08-29",
    weight: 3,
  },
  {
    cd: "JR",
    first: "Jake",
    last: "Robson",
    role: "APP",
    start: "2025-09-09",
    end: null,
    weight: 2,
  },
  {
    cd: "LD",
    first: "Lucy",
    last: "Dawes",
    role: "SHP",
    start: "2022-03-01",
    end: null,
    weight: 0,
  },
  {
    cd: "RP",
    first: "Ruth",
    last: "Pennington",
    role: "SHP",
    start: "2024-05-04",
    end: null,
    weight: 0,
  },
];
const framerOn = (d: string): string => {
  const here = STAFF.filter(
    (s) => s.weight > 0 && s.start <= d && (s.end === null || s.end >= d),
  );
  return r.weighted(here.map((s) => [s.cd, s.weight] as const));
};

// ------------------------------------------------------------------ mouldings
type Mould = {
  cd: string;
  descr: string;
  fin: string;
  supp: string;
  wid: number;
  cost: number; // pence per metre
  disc: boolean;
  w: number; // popularity
  to?: string; // last date anyone chose it
};
const MOULDS: Mould[] = [
  {
    cd: "AQ-1104",
    descr: "Antique gold swept 45mm",
    fin: "GLD",
    supp: "Arqadia",
    wid: 45,
    cost: 1190,
    disc: false,
    w: 5,
  },
  {
    cd: "AQ-1121",
    descr: "Burnished gold slip 20mm",
    fin: "GLD",
    supp: "Arqadia",
    wid: 20,
    cost: 640,
    disc: false,
    w: 7,
  },
  {
    cd: "AQ-2050",
    descr: "Flat black 20mm",
    fin: "BLK",
    supp: "Arqadia",
    wid: 20,
    cost: 310,
    disc: false,
    w: 16,
  },
  {
    cd: "AQ-2061",
    descr: "Satin black box 25mm",
    fin: "BOX",
    supp: "Arqadia",
    wid: 25,
    cost: 720,
    disc: false,
    w: 0,
  },
  {
    cd: "AQ-3300",
    descr: "Matt white 20mm",
    fin: "WHT",
    supp: "Arqadia",
    wid: 20,
    cost: 320,
    disc: false,
    w: 13,
  },
  {
    cd: "AQ-3318",
    descr: "Distressed white wash 35mm",
    fin: "WHT",
    supp: "Arqadia",
    wid: 35,
    cost: 560,
    disc: false,
    w: 4,
  },
  {
    cd: "AQ-4402",
    descr: "Silver leaf scoop 30mm",
    fin: "SLV",
    supp: "Arqadia",
    wid: 30,
    cost: 780,
    disc: false,
    w: 3.5,
  },
  {
    cd: "AQ-4410",
    descr: "Pewter fillet 12mm",
    fin: "SLV",
    supp: "Arqadia",
    wid: 12,
    cost: 350,
    disc: true,
    w: 0.6,
  },
  {
    cd: "LJ-BRK207",
    descr: "Brook natural oak 28mm",
    fin: "WD",
    supp: "Larson-Juhl",
    wid: 28,
    cost: 820,
    disc: false,
    w: 11,
  },
  {
    cd: "LJ-BRK215",
    descr: "Brook smoked oak 28mm",
    fin: "WD",
    supp: "Larson-Juhl",
    wid: 28,
    cost: 840,
    disc: false,
    w: 6,
  },
  {
    cd: "LJ-VEN90",
    descr: "Venezia ornate gold 70mm",
    fin: "GLD",
    supp: "Larson-Juhl",
    wid: 70,
    cost: 2350,
    disc: false,
    w: 2.2,
  },
  {
    cd: "LJ-ZEN14",
    descr: "Zen walnut 20mm",
    fin: "WD",
    supp: "Larson-Juhl",
    wid: 20,
    cost: 690,
    disc: false,
    w: 7.5,
  },
  {
    cd: "LJ-ZEN22",
    descr: "Zen ash limed 20mm",
    fin: "WD",
    supp: "Larson-Juhl",
    wid: 20,
    cost: 660,
    disc: true,
    w: 1.2,
  },
  {
    cd: "LJ-CAS05",
    descr: "Cassetta gilt 55mm",
    fin: "GLD",
    supp: "Larson-Juhl",
    wid: 55,
    cost: 1980,
    disc: false,
    w: 1.8,
  },
  {
    cd: "LJ-BOX40",
    descr: "Oak shadow box 40mm",
    fin: "BOX",
    supp: "Larson-Juhl",
    wid: 40,
    cost: 1150,
    disc: false,
    w: 0,
  },
  {
    cd: "WP-118",
    descr: "Ayres black ash 15mm",
    fin: "BLK",
    supp: "Wessex Pictures",
    wid: 15,
    cost: 260,
    disc: false,
    w: 9,
  },
  {
    cd: "WP-133",
    descr: "Sage green painted 25mm",
    fin: "PNT",
    supp: "Wessex Pictures",
    wid: 25,
    cost: 430,
    disc: false,
    w: 2.5,
  },
  {
    cd: "WP-136",
    descr: "Duck egg painted 25mm",
    fin: "PNT",
    supp: "Wessex Pictures",
    wid: 25,
    cost: 430,
    disc: false,
    w: 2.8,
  },
  {
    cd: "WP-140",
    descr: "Farrow grey painted 25mm",
    fin: "PNT",
    supp: "Wessex Pictures",
    wid: 25,
    cost: 450,
    disc: false,
    w: 3.2,
  },
  {
    cd: "WP-152",
    descr: "Raw pine 30mm",
    fin: "WD",
    supp: "Wessex Pictures",
    wid: 30,
    cost: 290,
    disc: true,
    w: 0.8,
  },
  {
    cd: "WP-160",
    descr: "Mahogany stain bevel 35mm",
    fin: "WD",
    supp: "Wessex Pictures",
    wid: 35,
    cost: 520,
    disc: false,
    w: 1.4,
  },
  {
    cd: "WP-171",
    descr: "Black box 30mm",
    fin: "BOX",
    supp: "Wessex Pictures",
    wid: 30,
    cost: 610,
    disc: false,
    w: 0,
  },
  {
    cd: "NM-0770",
    descr: "Brushed aluminium 10mm",
    fin: "SLV",
    supp: "Nielsen",
    wid: 10,
    cost: 480,
    disc: false,
    w: 4.5,
  },
  {
    cd: "NM-0771",
    descr: "Matt black aluminium 10mm",
    fin: "BLK",
    supp: "Nielsen",
    wid: 10,
    cost: 480,
    disc: false,
    w: 3.6,
  },
  {
    cd: "NM-0790",
    descr: "Champagne aluminium 10mm",
    fin: "GLD",
    supp: "Nielsen",
    wid: 10,
    cost: 510,
    disc: true,
    w: 0.5,
  },
  {
    cd: "NM-1120",
    descr: "Tall white box 40mm",
    fin: "BOX",
    supp: "Nielsen",
    wid: 40,
    cost: 900,
    disc: false,
    w: 0,
  },
  {
    cd: "WP-190",
    descr: "Red lacquer 20mm",
    fin: "PNT",
    supp: "Wessex Pictures",
    wid: 20,
    cost: 470,
    disc: true,
    w: 0,
  },
  {
    cd: "AQ-5120",
    descr: "Antique silver ornate 60mm",
    fin: "SLV",
    supp: "Arqadia",
    wid: 60,
    cost: 1890,
    disc: false,
    w: 0.9,
  },
  {
    cd: "WP-145",
    descr: "Navy painted 25mm",
    fin: "PNT",
    supp: "Wessex Pictures",
    wid: 25,
    cost: 430,
    disc: false,
    w: 1.5,
    to: "2025-10-31",
  },
  {
    cd: "LJ-RIV33",
    descr: "Riviera cream swept 40mm",
    fin: "WHT",
    supp: "Larson-Juhl",
    wid: 40,
    cost: 990,
    disc: false,
    w: 0.7,
    to: "2025-12-20",
  },
  {
    cd: "LJ-EBN30",
    descr: "Ebony stained oak 30mm",
    fin: "WD",
    supp: "Larson-Juhl",
    wid: 30,
    cost: 880,
    disc: false,
    w: 0,
  },
];
const BOX_WEIGHTS: (readonly [string, number])[] = [
  ["AQ-2061", 5],
  ["LJ-BOX40", 3],
  ["WP-171", 4],
  ["NM-1120", 1.5],
];
// gilt and ornate profiles suit original paintings
const ORG_BOOST: Record<string, number> = {
  GLD: 3,
  SLV: 1.5,
  WD: 1.5,
  BLK: 0.5,
  WHT: 0.7,
  PNT: 1,
};
const mouldBy = new Map(MOULDS.map((m) => [m.cd, m]));

// ------------------------------------------------------------------ glazing
const GLAZES = [
  { cd: "FLT", nm: "Standard float glass", uv: false, psm: 4800 },
  { cd: "AR", nm: "Anti-reflective glass", uv: false, psm: 11500 },
  { cd: "UV", nm: "UV conservation glass", uv: true, psm: 9800 },
  { cd: "MUS", nm: "Museum glass", uv: true, psm: 26500 },
  { cd: "ACR", nm: "Acrylic", uv: false, psm: 6200 },
  { cd: "NON", nm: "No glazing", uv: false, psm: 0 },
];
const psmBy = new Map(GLAZES.map((g) => [g.cd, g.psm]));

// ------------------------------------------------------------------ customers
const FIRST = [
  "Sarah",
  "James",
  "Helen",
  "David",
  "Margaret",
  "Peter",
  "Claire",
  "Richard",
  "Ann",
  "Michael",
  "Emma",
  "John",
  "Catherine",
  "Robert",
  "Jane",
  "Andrew",
  "Susan",
  "Mark",
  "Rachel",
  "Paul",
  "Elizabeth",
  "Simon",
  "Lucy",
  "Chris",
  "Fiona",
  "Ian",
  "Judith",
  "Stephen",
  "Gillian",
  "Neil",
  "Hannah",
  "Tim",
  "Pauline",
  "Graham",
  "Sophie",
  "Oliver",
  "Rosemary",
  "Alan",
  "Joanna",
  "Hugh",
  "Bethan",
  "Gareth",
  "Carol",
  "Martin",
  "Alice",
  "Edward",
  "Kate",
  "Nigel",
];
const LASTN = [
  "Morgan",
  "Davies",
  "Evans",
  "Price",
  "Jones",
  "Powell",
  "Pritchard",
  "Lewis",
  "Hughes",
  "Bevan",
  "Griffiths",
  "Smith",
  "Taylor",
  "Wilson",
  "Roberts",
  "Harris",
  "Baker",
  "Clarke",
  "Walker",
  "Wright",
  "Green",
  "Hall",
  "Wood",
  "Turner",
  "Parry",
  "Cooper",
  "Ward",
  "Bishop",
  "Moss",
  "Preece",
  "Mason",
  "Lloyd",
  "Vaughan",
  "Corbett",
  "Gough",
  "Bowen",
  "Meredith",
  "Rowlands",
  "Owen",
  "Edwards",
  "Thomas",
  "Jenkins",
  "Holloway",
  "Fenton",
  "Ashby",
  "Reeve",
];
const TOWNS: (readonly [readonly [string, string], number])[] = [
  [["Ludlow", "SY8"], 40],
  [["Leominster", "HR6"], 10],
  [["Tenbury Wells", "WR15"], 9],
  [["Church Stretton", "SY6"], 8],
  [["Craven Arms", "SY7"], 7],
  [["Cleobury Mortimer", "DY14"], 5],
  [["Bridgnorth", "WV16"], 4],
  [["Shrewsbury", "SY3"], 4],
  [["Knighton", "LD7"], 3],
  [["Hereford", "HR1"], 3],
  [["Kidderminster", "DY10"], 2],
];
const newName = uniqueNames(r, FIRST, LASTN);
const pcodeFor = (prefix: string): string =>
  `${prefix} ${r.int(1, 9)}${r.pick("ABDEFGHJLNPQRSTUWXY".split(""))}${r.pick("ABDEFGHJLNPQRSTUWXY".split(""))}`;

type Cust = {
  no: number;
  first: string;
  last: string;
  co: string | null;
  trade: boolean;
  disc: number;
  town: string;
  pcode: string;
  email: boolean;
  add: string;
  del: boolean;
  w: number; // how often a trade account orders
};
const custs: Cust[] = [];
const makeCust = (
  add: string,
  trade?: { co: string; disc: number; town: string; w: number },
): Cust => {
  const [first, last] = newName();
  const [town, prefix] = trade
    ? (TOWNS.find(([[t]]) => t === trade.town)?.[0] ?? ["Ludlow", "SY8"])
    : r.weighted(TOWNS);
  const c: Cust = {
    no: 1001 + custs.length,
    first,
    last,
    co: trade ? trade.co : null,
    trade: !!trade,
    disc: trade ? trade.disc : 0,
    town,
    pcode: pcodeFor(prefix),
    email: r.chance(trade ? 0.8 : 0.45),
    add,
    del: false,
    w: trade ? trade.w : 1,
  };
  custs.push(c);
  return c;
};
const TRADE = [
  { co: "Feathers Hotel", disc: 15, town: "Ludlow", w: 3, add: "2016-03-10" },
  {
    co: "Teme Valley Interiors",
    disc: 15,
    town: "Tenbury Wells",
    w: 6,
    add: "2018-06-21",
  },
  {
    co: "Corve Street Photography",
    disc: 10,
    town: "Ludlow",
    w: 4.5,
    add: "2019-02-02",
  },
  {
    co: "Marches Property Lettings",
    disc: 10,
    town: "Leominster",
    w: 1.5,
    add: "2020-09-15",
  },
  {
    co: "Stokesay Court Weddings",
    disc: 10,
    town: "Craven Arms",
    w: 2,
    add: "2021-04-08",
  },
  {
    co: "Wenlock Edge Interiors",
    disc: 15,
    town: "Church Stretton",
    w: 3.8,
    add: "2017-11-30",
  },
  {
    co: "Clee Hill Golf Club",
    disc: 10,
    town: "Cleobury Mortimer",
    w: 0.8,
    add: "2022-05-19",
  },
  {
    co: "Bromfield Farm Shop & Cafe",
    disc: 10,
    town: "Ludlow",
    w: 1.1,
    add: "2023-03-14",
  },
  {
    co: "Mortimer Forest Studio",
    disc: 10,
    town: "Ludlow",
    w: 2.6,
    add: "2015-07-01",
  },
  {
    co: "Hopton Castle Estate",
    disc: 10,
    town: "Craven Arms",
    w: 0.6,
    add: "2024-06-12",
  },
  {
    co: "Bridgnorth Design Co.",
    disc: 15,
    town: "Bridgnorth",
    w: 1.7,
    add: "2025-02-25",
  },
  {
    co: "Quality Square Deli",
    disc: 10,
    town: "Ludlow",
    w: 0.5,
    add: "2025-10-07",
  },
];
const tradeCusts = TRADE.map((t) => makeCust(t.add, t));
// private customers carried over from the old card index
for (let i = 0; i < 230; i++) makeCust(r.date("2012-01-10", "2023-12-22"));
custs.sort((a, b) => (a.add < b.add ? -1 : a.add > b.add ? 1 : 0));
custs.forEach((c, i) => (c.no = 1001 + i));

// ------------------------------------------------------------------ jobs
const MONTH_F = [
  0.7, 0.8, 0.95, 1.0, 1.0, 1.05, 0.95, 0.85, 1.0, 1.15, 1.35, 1.3,
];
const YEAR_F: Record<string, number> = {
  "2024": 1.0,
  "2025": 1.07,
  "2026": 1.14,
};
const ART_TYPES: (readonly [string, number])[] = [
  ["PRT", 32],
  ["PHO", 18],
  ["ORG", 22],
  ["NDL", 8],
  ["OBJ", 7],
  ["DOC", 6],
];
const SIZES: Record<string, [number, number, number, number]> = {
  PRT: [250, 700, 300, 1000],
  PHO: [150, 500, 200, 700],
  ORG: [200, 900, 250, 1200],
  NDL: [200, 500, 200, 600],
  OBJ: [300, 750, 400, 950],
  DOC: [210, 300, 297, 420],
};
const mm5 = (lo: number, hi: number): number =>
  Math.round(r.int(lo, hi) / 5) * 5;

type Job = (string | number | null)[];
const jobs: Job[] = [];
let jobNo = 24001;
let lastYear = "2024";
const privates = (d: string): Cust[] =>
  custs.filter((c) => !c.trade && c.add <= d);

for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isOpen(d)) continue;
  const yr = d.slice(0, 4);
  if (yr !== lastYear) {
    lastYear = yr;
    jobNo = Number(yr.slice(2)) * 1000 + 1;
  }
  const lambda =
    2.05 *
    (MONTH_F[Number(d.slice(5, 7)) - 1] ?? 1) *
    (YEAR_F[yr] ?? 1) *
    (dayOfWeek(d) === 6 ? 1.4 : 1);
  const n = r.poisson(lambda);
  for (let k = 0; k < n; k++) {
    // the customer
    let c: Cust;
    if (r.chance(0.2)) {
      const open = tradeCusts.filter((t) => t.add <= d);
      const cd = r.weighted(open.map((t) => [t, t.w] as const));
      c = cd;
    } else {
      const pool = privates(d);
      c = r.chance(0.42) || pool.length === 0 ? makeCust(d) : r.pick(pool);
    }
    // the work
    const typ = c.co?.includes("Photography")
      ? "PHO"
      : c.co?.includes("Studio")
        ? r.weighted([
            ["ORG", 3],
            ["PRT", 2],
          ] as const)
        : r.weighted(ART_TYPES);
    const [wlo, whi, hlo, hhi] = SIZES[typ] ?? [200, 600, 200, 800];
    let w = mm5(wlo, whi);
    let h = mm5(hlo, hhi);
    if (typ === "DOC") {
      [w, h] = r.pick([
        [210, 297],
        [297, 420],
        [250, 200],
      ] as const);
    }
    if (r.chance(0.3)) [w, h] = [h, w];
    let mcd: string;
    if (typ === "OBJ") mcd = r.weighted(BOX_WEIGHTS);
    else {
      const avail = MOULDS.filter(
        (m) =>
          m.w > 0 &&
          (m.to === undefined || d <= m.to) &&
          (!m.disc || d < "2025-06-01" || r.chance(0.15)),
      );
      mcd = r.weighted(
        avail.map(
          (m) =>
            [
              m.cd,
              m.w * (typ === "ORG" ? (ORG_BOOST[m.fin] ?? 1) : 1),
            ] as const,
        ),
      );
    }
    const m = mouldBy.get(mcd) as Mould;
    const glz =
      typ === "ORG" && r.chance(0.55)
        ? "NON"
        : typ === "OBJ"
          ? r.weighted([
              ["FLT", 3],
              ["ACR", 2],
              ["AR", 1],
            ] as const)
          : r.weighted([
              ["FLT", 52],
              ["AR", 13],
              [
                "UV",
                13 + (typ === "NDL" ? 20 : 0) + (d >= "2026-01-01" ? 4 : 0),
              ],
              ["MUS", 4],
              [
                "ACR",
                c.co?.includes("Hotel") || c.co?.includes("Golf") ? 40 : 7,
              ],
            ] as const);
    const mnt =
      typ === "OBJ" || (typ === "ORG" && glz === "NON")
        ? "N"
        : typ === "NDL"
          ? r.weighted([
              ["N", 3],
              ["S", 5],
              ["F", 2],
            ] as const)
          : r.weighted([
              ["N", 15],
              ["S", 55],
              ["D", 22],
              ["F", 8],
            ] as const);
    const qty =
      c.trade && r.chance(0.35)
        ? r.int(2, 12)
        : r.chance(0.05)
          ? r.int(2, 4)
          : 1;
    const rush = r.chance(0.07);
    // the price
    const border = mnt === "N" ? 0 : mnt === "F" ? 80 : 60;
    const ow = w + 2 * border;
    const oh = h + 2 * border;
    const perim = (2 * (ow + oh)) / 1000 + 0.15 + (4 * m.wid) / 1000;
    const area = (ow * oh) / 1e6;
    let each = perim * m.cost * 2.9;
    each += Math.max(area * (psmBy.get(glz) ?? 0), glz === "NON" ? 0 : 800);
    if (mnt === "S") each += 1200 + area * 2000;
    if (mnt === "D") each += 2000 + area * 3500;
    if (mnt === "F") each += 3000 + area * 4000;
    each += 1800 + (typ === "OBJ" ? 3500 : 0) + (typ === "NDL" ? 2500 : 0);
    let price =
      Math.round(
        (each * qty * (qty >= 3 ? 0.9 : 1) * (rush ? 1.25 : 1)) / 100,
      ) * 100;
    if (c.disc > 0) price = Math.round((price * (100 - c.disc)) / 100);
    // what happened
    let stat: string;
    const quote = r.chance(c.trade ? 0.04 : 0.1);
    const dueDt = nextOpen(addDays(d, rush ? 5 : r.pick([14, 14, 14, 21])));
    let framer: string | null = null;
    let fin: string | null = null;
    let coll: string | null = null;
    let cncl: string | null = null;
    let dep = 0;
    if (quote) stat = "Q";
    else {
      framer = framerOn(d);
      dep =
        c.trade || r.chance(0.25)
          ? 0
          : Math.min(price, Math.max(1000, round5(price / 2)));
      if (r.chance(0.028)) {
        stat = "X";
        cncl = nextOpen(addDays(d, r.int(1, 10)));
        if (cncl > LAST) {
          stat = "W";
          cncl = null;
        }
      } else stat = "W";
      if (stat === "W") {
        let tat = rush ? r.int(1, 4) : r.int(5, 19);
        if (r.chance(0.09)) tat += r.int(3, 14);
        else if (r.chance(0.045)) tat += r.int(20, 50); // waiting for a moulding to come in
        const f = nextOpen(addDays(d, tat));
        if (f <= LAST) {
          fin = f;
          const wait = r.weighted([
            [r.int(0, 3), 32],
            [r.int(4, 10), 40],
            [r.int(11, 30), 23],
            [r.int(31, 150), 5],
          ] as const);
          // collections that would fall on a closed Sunday or Monday mostly happen on the Saturday before
          let cd = addDays(f, wait);
          const dow = dayOfWeek(cd);
          if (dow === 0 || dow === 1) {
            const sat = addDays(cd, dow === 0 ? -1 : -2);
            cd = sat >= f && isOpen(sat) && r.chance(0.8) ? sat : nextOpen(cd);
          } else cd = nextOpen(cd);
          if (cd <= LAST && !(d >= "2025-01-01" && r.chance(0.006))) {
            coll = `${cd} ${timeOfDay()}`;
            stat = "C";
          } else stat = "R";
        }
      }
    }
    jobs.push([
      jobNo++,
      c.no,
      d,
      typ,
      w,
      h,
      mcd,
      glz,
      mnt,
      qty,
      rush ? "Y" : "N",
      price,
      dep,
      quote ? null : dueDt,
      framer,
      fin,
      coll,
      stat,
      cncl,
    ]);
  }
}

// ------------------------------------------------------------------ gallery
const ARTISTS: {
  nm: string;
  town: string;
  comm: number;
  since: string;
  until: string | null;
  meds: string[];
  cold?: string; // nothing of theirs has sold since
}[] = [
  {
    nm: "Megan Pryce",
    town: "Ludlow",
    comm: 40,
    since: "2014-05-01",
    until: null,
    meds: ["OIL", "ACR"],
  },
  {
    nm: "Huw Bellamy",
    town: "Knighton",
    comm: 40,
    since: "2016-03-12",
    until: null,
    meds: ["WC"],
    cold: "2026-04-30",
  },
  {
    nm: "Rosalind Crane",
    town: "Church Stretton",
    comm: 35,
    since: "2018-09-01",
    until: null,
    meds: ["PAS", "WC"],
  },
  {
    nm: "Daniel Okafor",
    town: "Shrewsbury",
    comm: 40,
    since: "2021-01-20",
    until: null,
    meds: ["PHO"],
  },
  {
    nm: "Ffion Rees",
    town: "Presteigne",
    comm: 35,
    since: "2019-06-14",
    until: null,
    meds: ["CER"],
  },
  {
    nm: "Gordon Tate",
    town: "Leominster",
    comm: 40,
    since: "2012-10-05",
    until: "2025-03-31",
    meds: ["OIL"],
  },
  {
    nm: "Imogen Ash",
    town: "Ludlow",
    comm: 45,
    since: "2022-04-02",
    until: null,
    meds: ["PRT"],
  },
  {
    nm: "Peter Villiers",
    town: "Bishop's Castle",
    comm: 40,
    since: "2015-02-18",
    until: null,
    meds: ["WC", "PRT"],
  },
  {
    nm: "Sian Lockwood",
    town: "Tenbury Wells",
    comm: 35,
    since: "2020-11-11",
    until: null,
    meds: ["ACR"],
  },
  {
    nm: "Tom Whitcombe",
    town: "Clun",
    comm: 40,
    since: "2017-07-07",
    until: null,
    meds: ["PRT", "PHO"],
  },
  {
    nm: "Naomi Fairfax",
    town: "Hereford",
    comm: 40,
    since: "2023-05-20",
    until: "2026-02-28",
    meds: ["OIL"],
  },
  {
    nm: "Arthur Penrose",
    town: "Craven Arms",
    comm: 35,
    since: "2024-03-09",
    until: null,
    meds: ["CER"],
  },
  {
    nm: "Lily Cartwright",
    town: "Much Wenlock",
    comm: 40,
    since: "2024-09-14",
    until: null,
    meds: ["WC", "PAS"],
  },
  {
    nm: "Owen Griffiths",
    town: "Ludlow",
    comm: 40,
    since: "2025-05-03",
    until: null,
    meds: ["OIL", "ACR"],
  },
  {
    nm: "Beatrice Hale",
    town: "Cleobury Mortimer",
    comm: 35,
    since: "2026-06-06",
    until: null,
    meds: ["PRT"],
  },
  {
    nm: "Samuel Ingram",
    town: "Bridgnorth",
    comm: 40,
    since: "2026-09-12",
    until: null,
    meds: ["PHO"],
  },
];
const PRICE_RANGE: Record<string, [number, number, number]> = {
  // pounds low, high, mean days to sell
  OIL: [350, 2400, 120],
  ACR: [250, 1500, 95],
  WC: [180, 850, 75],
  PAS: [150, 600, 80],
  PRT: [45, 260, 45],
  PHO: [90, 450, 70],
  CER: [35, 320, 35],
};
const PLACES = [
  "Ludlow Castle",
  "the Teme at Dinham",
  "Whitcliffe Common",
  "Clee Hill",
  "Titterstone Clee",
  "the Long Mynd",
  "Stokesay Castle",
  "Corve Street",
  "Broad Gate",
  "Mortimer Forest",
  "Wenlock Edge",
  "Caer Caradoc",
  "Hopton Castle",
  "Clun Valley",
  "Ludford Bridge",
  "the Buttercross",
  "Bringewood",
  "Downton Gorge",
];
const SCENES = [
  "Morning at",
  "Winter Light,",
  "Evening over",
  "Mist on",
  "Storm above",
  "Spring, ",
  "Autumn near",
  "Frost at",
  "Late Sun on",
  "Rain over",
  "Summer Fields by",
  "Snow on",
];
const CER_TITLES = [
  "Moon jar",
  "Tall bottle vase",
  "Stoneware bowl",
  "Tea bowl",
  "Celadon jug",
  "Lidded jar",
  "Bud vase",
];
const titleFor = (med: string): string =>
  med === "CER"
    ? `${r.pick(CER_TITLES)} ${r.pick(["I", "II", "III", "IV", "V", "VI"])}`
    : `${r.pick(SCENES)} ${r.pick(PLACES)}`
        .replace(", ", ", ")
        .replace(/\s+/g, " ");

type Art = (string | number | null)[];
const arts: Art[] = [];
const salePrivates = (d: string): Cust[] =>
  custs.filter((c) => !c.trade && c.add <= d);
ARTISTS.forEach((a, ai) => {
  const end = a.until ?? LAST;
  let d = a.since > "2023-06-01" ? a.since : r.date("2023-06-01", "2023-12-15");
  while (d <= end) {
    const batch = r.int(
      2,
      a.meds.includes("CER") || a.meds.includes("PRT") ? 7 : 5,
    );
    const inDt = nextOpen(d);
    if (inDt > end) break;
    for (let k = 0; k < batch; k++) {
      const med = r.pick(a.meds);
      const [lo, hi, mean] = PRICE_RANGE[med] ?? [100, 500, 60];
      const price = Math.round(r.int(lo, hi) / 5) * 500;
      const daysToSell =
        Math.round(
          -Math.log(1 - r.next()) * mean * 2.4 * (ai === 10 ? 1.6 : 1),
        ) + 1;
      const retAfter = r.int(200, 300);
      let stat = "D";
      let sold: string | null = null;
      let soldP: number | null = null;
      let pay: string | null = null;
      let buyer: number | null = null;
      let ret: string | null = null;
      const saleDt = nextOpen(addDays(inDt, daysToSell));
      if (saleDt < START) continue; // sold before the records start
      if (
        daysToSell < retAfter &&
        saleDt <= LAST &&
        (a.until === null || saleDt <= a.until) &&
        (a.cold === undefined || saleDt <= a.cold)
      ) {
        stat = "S";
        sold = `${saleDt} ${timeOfDay()}`;
        soldP = r.chance(0.22)
          ? price - Math.max(500, round5(price * r.float(0.05, 0.15)))
          : price;
        pay = r.weighted([
          ["CRD", 74],
          ["CSH", 9],
          ["BAC", 17],
        ] as const);
        if (r.chance(0.4)) {
          const pool = salePrivates(saleDt);
          buyer =
            r.chance(0.5) || pool.length === 0
              ? makeCust(saleDt).no
              : r.pick(pool).no;
        }
      } else {
        const retDt = nextOpen(addDays(inDt, retAfter));
        if (a.until !== null) {
          // an artist who left took back everything unsold
          stat = "R";
          ret = retDt <= a.until && r.chance(0.75) ? retDt : nextOpen(a.until);
        } else if (retDt <= LAST && r.chance(0.75)) {
          stat = "R";
          ret = retDt;
        } else stat = r.chance(0.06) ? "H" : "D";
      }
      arts.push([
        0,
        ai + 1,
        titleFor(med),
        med,
        price,
        inDt,
        stat,
        sold,
        soldP,
        pay,
        buyer,
        ret,
        med === "CER" ? "N" : r.chance(0.55) ? "Y" : "N",
      ]);
    }
    d = addDays(inDt, r.int(60, 150));
  }
});
arts.sort((x, y) =>
  String(x[5]) < String(y[5]) ? -1 : String(x[5]) > String(y[5]) ? 1 : 0,
);
arts.forEach((row, i) => (row[0] = 501 + i));

// deleted customers: a few duplicates and closures, never a trade account, none active since mid-2025
const lastSeen = new Map<number, string>();
const seen = (no: number, d: string): void => {
  if ((lastSeen.get(no) ?? "") < d) lastSeen.set(no, d);
};
for (const j of jobs) seen(Number(j[1]), String(j[2]));
for (const a of arts)
  if (a[10] !== null) seen(Number(a[10]), String(a[7]).slice(0, 10));
const quiet = custs.filter(
  (x) => !x.trade && (lastSeen.get(x.no) ?? x.add) < "2025-06-01",
);
for (const c of r.shuffle(quiet).slice(0, 14)) c.del = true;

export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA framing;
CREATE TABLE framing.staff (
  staff_cd varchar(3) PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  role_cd char(3) NOT NULL,
  start_dt date NOT NULL,
  end_dt date
);
CREATE TABLE framing.mould (
  mould_cd varchar(12) PRIMARY KEY,
  descr varchar(60) NOT NULL,
  fin_cd char(3) NOT NULL,
  supp_nm varchar(40) NOT NULL,
  wid_mm integer NOT NULL,
  cost_pm_p integer NOT NULL,
  disc_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE framing.glaze (
  glz_cd varchar(3) PRIMARY KEY,
  glz_nm varchar(40) NOT NULL,
  uv_yn char(1) NOT NULL,
  psm_p integer NOT NULL
);
CREATE TABLE framing.cust (
  cust_no integer PRIMARY KEY,
  first_nm varchar(30),
  last_nm varchar(30) NOT NULL,
  co_nm varchar(60),
  trade_yn char(1) NOT NULL DEFAULT 'N',
  disc_pct integer NOT NULL DEFAULT 0,
  town varchar(40),
  pcode varchar(10),
  email_ok char(1) NOT NULL DEFAULT 'N',
  add_dt date NOT NULL,
  del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE framing.job (
  job_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES framing.cust (cust_no),
  ord_dt date NOT NULL,
  art_typ char(3) NOT NULL,
  art_w_mm integer NOT NULL,
  art_h_mm integer NOT NULL,
  mould_cd varchar(12) NOT NULL REFERENCES framing.mould (mould_cd),
  glz_cd varchar(3) NOT NULL REFERENCES framing.glaze (glz_cd),
  mnt_cd char(1) NOT NULL,
  qty integer NOT NULL DEFAULT 1,
  rush_yn char(1) NOT NULL DEFAULT 'N',
  price_p integer NOT NULL,
  dep_p integer NOT NULL DEFAULT 0,
  due_dt date,
  framer_cd varchar(3) REFERENCES framing.staff (staff_cd),
  fin_dt date,
  coll_ts timestamp,
  stat char(1) NOT NULL,
  cncl_dt date
);
CREATE TABLE framing.artist (
  artist_no integer PRIMARY KEY,
  artist_nm varchar(60) NOT NULL,
  town varchar(40),
  comm_pct integer NOT NULL,
  since_dt date NOT NULL,
  active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE framing.art (
  art_no integer PRIMARY KEY,
  artist_no integer NOT NULL REFERENCES framing.artist (artist_no),
  title varchar(80) NOT NULL,
  med_cd char(3) NOT NULL,
  price_p integer NOT NULL,
  in_dt date NOT NULL,
  stat char(1) NOT NULL,
  sold_ts timestamp,
  sold_p integer,
  pay_cd char(3),
  cust_no integer REFERENCES framing.cust (cust_no),
  ret_dt date,
  frm_yn char(1) NOT NULL DEFAULT 'N'
);
`;
  return [
    ddl,
    insertRows(
      "framing.staff",
      ["staff_cd", "first_nm", "last_nm", "role_cd", "start_dt", "end_dt"],
      STAFF.map((s) => [s.cd, s.first, s.last, s.role, s.start, s.end]),
    ),
    insertRows(
      "framing.mould",
      [
        "mould_cd",
        "descr",
        "fin_cd",
        "supp_nm",
        "wid_mm",
        "cost_pm_p",
        "disc_yn",
      ],
      MOULDS.map((m) => [
        m.cd,
        m.descr,
        m.fin,
        m.supp,
        m.wid,
        m.cost,
        m.disc ? "Y" : "N",
      ]),
    ),
    insertRows(
      "framing.glaze",
      ["glz_cd", "glz_nm", "uv_yn", "psm_p"],
      GLAZES.map((g) => [g.cd, g.nm, g.uv ? "Y" : "N", g.psm]),
    ),
    insertRows(
      "framing.cust",
      [
        "cust_no",
        "first_nm",
        "last_nm",
        "co_nm",
        "trade_yn",
        "disc_pct",
        "town",
        "pcode",
        "email_ok",
        "add_dt",
        "del_yn",
      ],
      custs.map((c) => [
        c.no,
        c.first,
        c.last,
        c.co,
        c.trade ? "Y" : "N",
        c.disc,
        c.town,
        c.pcode,
        c.email ? "Y" : "N",
        c.add,
        c.del ? "Y" : "N",
      ]),
    ),
    insertRows(
      "framing.job",
      [
        "job_no",
        "cust_no",
        "ord_dt",
        "art_typ",
        "art_w_mm",
        "art_h_mm",
        "mould_cd",
        "glz_cd",
        "mnt_cd",
        "qty",
        "rush_yn",
        "price_p",
        "dep_p",
        "due_dt",
        "framer_cd",
        "fin_dt",
        "coll_ts",
        "stat",
        "cncl_dt",
      ],
      jobs,
    ),
    insertRows(
      "framing.artist",
      ["artist_no", "artist_nm", "town", "comm_pct", "since_dt", "active_yn"],
      ARTISTS.map((a, i) => [
        i + 1,
        a.nm,
        a.town,
        a.comm,
        a.since,
        a.until === null ? "Y" : "N",
      ]),
    ),
    insertRows(
      "framing.art",
      [
        "art_no",
        "artist_no",
        "title",
        "med_cd",
        "price_p",
        "in_dt",
        "stat",
        "sold_ts",
        "sold_p",
        "pay_cd",
        "cust_no",
        "ret_dt",
        "frm_yn",
      ],
      arts,
    ),
  ].join("\n");
}
