/**
 * Mendip Reclamation Ltd runs an architectural salvage and reclamation yard at Cranmore, near Shepton Mallet
 * (Somerset). The business buys in salvage: it strips and carts away the reusable parts of buildings being
 * demolished (bricks, roof tiles and slates, flagstones, oak beams, doors, windows, fireplaces, radiators), clears
 * houses for executors, strips out buildings being refurbished, buys at country auctions, and buys single pieces
 * from people who drive into the yard with something to sell. Everything saleable is booked into stock as a "lot"
 * (one fireplace; a set of four matching doors; 6.5 thousand bricks; 32 square metres of York stone) with a stock
 * tag, a condition grade and an asking price, and is put in one part of the yard. Lots are sold whole to trade
 * customers (builders, conservation architects, interior designers, landscapers, film and prop hire companies,
 * other dealers) and to retail customers (homeowners), at the yard, over the phone or through website enquiries.
 * Customers may reserve a lot against a deposit for two or four weeks. Lots in poor condition may be sent out to a
 * restorer (paint stripping, re-enamelling, shot blasting, joinery repairs) or to the yard's own workshop; they come
 * back at a better grade and a higher price. Goods are collected by the customer or delivered on the yard's own
 * lorry or by a pallet carrier. Stock that does not sell for well over a year in poor condition is written off.
 *
 * This is an export of the yard-management package "YardStock Pro" (schema `ystk`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The package went live on 2024-01-02;
 * the stock then in the yard was taken on from the old "Stockbook" system as one opening-stock job. The yard is open
 * Monday to Saturday, closed on bank holidays and from 24 December to 1 January. Deliveries and reservations may be
 * booked for dates after 2026-11-24.
 *
 * UNITS (mixed, as the package stores them):
 * - whole PENCE (GBP; divide by 100 for pounds): `stk_lot.cost_p`, `stk_lot.ask_p`, `inv_ln.list_p`,
 *   `inv_ln.sold_p`, `lot_hold.dep_p`.
 * - POUNDS with pence as decimals: `src_job.paid_gbp`, `src_job.haul_gbp`, `cust.cr_lmt_gbp`, `inv.dlv_chg_gbp`,
 *   `inv.tot_gbp`, `lot_hold.quote_gbp`, `lot_hold.rst_cost_gbp`.
 * - `stk_lot.qty` is in the unit of measure of the lot's category (`sys_cd.attr1` for the CAT code): EA each
 *   (pieces), M2 square metres, TH thousands (bricks, roof tiles and slates: 6.5 = 6,500), LM linear metres.
 * - `inv.dlv_miles` road miles from the yard. `cust.disc_pct` a percentage (10 = 10%).
 * All amounts include VAT where VAT is charged; the package does not split VAT out.
 *
 * Tables and columns
 * - `sys_cd`: the package's one lookup table for all short codes. `cd_typ` the code set, `cd` the code, `cd_desc`
 *   its description, `attr1` an extra attribute whose meaning depends on the code set (CAT: the unit of measure of
 *   the category; LOC: Y when that part of the yard is under cover; otherwise NULL), `sort_ord` display order.
 *   Code sets:
 *   - CAT stock categories: FPL Fireplaces & surrounds, GRT Cast iron grates & inserts, DOR Doors, WIN Windows &
 *     stained glass, RAD Cast iron radiators, SAN Baths & sanitaryware, FLR Reclaimed flooring, BRK Reclaimed
 *     bricks, FLG Flagstones & York stone, TIL Roof tiles & slates, TMB Oak beams & timber, IRN Ironwork, railings
 *     & gates, GDN Garden statuary & troughs, LGT Lighting, ARC Architectural stonework.
 *   - GRD condition grades: A as new / fully restored, B good, ready to use, C fair, needs minor work, D
 *     restoration project. "Better" grades come first in the alphabet.
 *   - LSTAT lot status: AV available for sale, RS reserved for a customer, RT away for restoration, SD sold, SC
 *     scrapped / written off.
 *   - LOC parts of the yard: YRD open yard, BRN Dutch barn, SH1 shed 1 (metalwork & sanitaryware), SH2 shed 2
 *     (doors, windows & joinery), SHW showroom, OFF Hill Farm off-site store.
 *   - JOBT buying-job types: DEMO demolition job, CLR house clearance, STRP strip-out of a building being
 *     refurbished, AUCT auction purchase, OTC bought over the counter (a member of the public brought it in),
 *     MIG opening stock taken on from the old system.
 *   - CTYP customer types: T trade, R retail. TRD trade kinds: BLD builder, ARC conservation architect, DES
 *     interior designer, LND landscaper / garden designer, PRP film & prop hire, DLR antiques / salvage dealer.
 *   - CHN how a sale came in: YRD at the yard, PHN by phone, WEB website enquiry.
 *   - PAY payment methods: CSH cash, CRD card, BAC bank transfer, ACC on the customer's credit account (invoice
 *     paid later).
 *   - DLV delivery methods: COL collected by the customer, OWN delivered on our own lorry, CAR sent by pallet
 *     carrier.
 *   - HOLD hold types: RSV reserved for a customer, RST sent for restoration. HEND how a hold ended: SLD the
 *     reservation turned into a sale, LAP the reservation lapsed (ran past its expiry), CXL the customer cancelled
 *     the reservation, RTN the lot came back from the restorer.
 * - `src_job`: one buying job (a purchase of salvage). `job_no` e.g. 'J25-031' (year and running number;
 *   'J-OPEN' is the opening stock). `job_typ` a JOBT code. `site_desc` the building or source; `site_town` its
 *   town. `sup_nm` who we bought from (the demolition contractor, the executors, the builder, the auction house or
 *   the private seller). `bought_dt` the date the deal was done. `paid_gbp` the price paid for the whole job in
 *   pounds (0 when the salvage was free for taking it away). `haul_gbp` our own transport and labour cost of
 *   getting it to the yard, pounds (NULL = none recorded). `listed_yn` Y when the building is a listed building
 *   (the salvage needed listed-building consent paperwork). `buyer_ini` the initials of who did the deal: JM Jake
 *   Mercer (owner), RT Rosie Tapp (yard manager), SK Sam Keel (buyer).
 * - `stk_lot`: one stock lot. `lot_no` the stock tag number. `job_no` the buying job it came from. `cat_cd` a CAT
 *   code. `descr` the description on the tag. `qty` the quantity in the category's unit of measure. `grd_in` the
 *   condition grade when booked in; `grd_cd` the grade now (better than `grd_in` after a restoration). `cost_p`
 *   the lot's share of the job's purchase price, pence (the costs of a job add up to its `paid_gbp`; haulage and
 *   restoration are not included). `ask_p` the current asking price for the whole lot, pence (for a sold lot: the
 *   asking price when it sold; prices go up after restoration and are cut by a fifth when a lot has been in the
 *   yard about 300 days). `in_dt` the date the lot was booked into stock (for opening stock: 2024-01-02, the
 *   go-live date; when it really arrived is not recorded). `loc_cd` a LOC code. `web_yn` Y when the lot is listed
 *   on the website. `stat_cd` an LSTAT code. `out_dt` the date the lot was sold or scrapped (NULL while it is still
 *   held, including while reserved or away for restoration). `old_ref` the Stockbook tag number, only for opening
 *   stock.
 * - `cust`: customers with a record. Cash sales to walk-in customers who give no details have no customer.
 *   `cust_no`, `cust_nm` (a business name for trade, the person's name for retail), `cust_typ` T trade or R retail,
 *   `trd_cd` a TRD code (NULL for retail), `town`, `acct_yn` Y when the customer has a 30-day credit account,
 *   `cr_lmt_gbp` the credit limit in pounds (NULL without an account), `disc_pct` the standard trade discount off
 *   asking prices (0 for retail), `opened_dt` the date the customer record was created (the first purchase or
 *   reservation for retail customers), `mail_yn` Y when the customer agreed to the mailing list.
 * - `inv`: one sale (an invoice). `inv_no`, `inv_dt` the sale date, `cust_no` (NULL = cash sale to an unnamed
 *   walk-in customer), `chan_cd` a CHN code, `slsp_ini` the initials of who made the sale (JM, RT, SK as above, and
 *   DB Dan Bright, sales, who joined on 2025-03-03), `pay_cd` a PAY code, `paid_dt` the date the invoice was paid
 *   (the sale date unless it is on account; NULL = not paid yet), `dlv_cd` a DLV code, `dlv_miles` road miles for
 *   our own lorry (NULL otherwise), `dlv_chg_gbp` the delivery charge in pounds (0 when collected), `dlv_due_dt`
 *   the booked delivery date (NULL when collected), `dlv_dt` the date it was actually delivered (NULL = collected,
 *   or not delivered yet), `tot_gbp` the invoice total in pounds = the `sold_p` of its lines / 100 plus the
 *   delivery charge, `cncl_yn` Y when the invoice was cancelled (the sale fell through and its lots went back into
 *   stock; a cancelled invoice counts for nothing: "sales" exclude cancelled invoices).
 * - `inv_ln`: one lot on an invoice. `inv_no`, `ln_no`, `lot_no`, `list_p` the asking price at the time of sale,
 *   pence, `sold_p` the price charged for the lot after any trade discount or haggling, pence. A lot appears on
 *   at most one invoice that is not cancelled. "Sales" or "takings" from goods mean the sum of `sold_p` on invoices
 *   that are not cancelled; delivery charges are separate.
 * - `lot_hold`: a reservation or a trip to the restorer. `hold_no`, `lot_no`, `hold_cd` a HOLD code, `cust_no` the
 *   customer who reserved (RSV only), `rst_nm` the restorer (RST only; 'Own workshop' is our own workshop, where
 *   only materials are charged), `start_dt` the date reserved / sent, `due_dt` the date the reservation expires /
 *   the date the restorer promised it back, `end_dt` the date the hold ended (NULL = still open: still reserved or
 *   still at the restorer), `end_cd` a HEND code (NULL while open), `dep_p` the deposit taken for a reservation,
 *   pence (NULL for restoration), `quote_gbp` the restorer's quote, pounds (RST only), `rst_cost_gbp` the
 *   restorer's final bill, pounds (NULL until the lot is back, and for reservations).
 *
 * Not recorded here: VAT (amounts are VAT-inclusive and not split); visitors or footfall at the yard; enquiries,
 *   quotes or website visits that did not become a reservation or a sale; staff wages, hours or payroll; the
 *   lorry's fuel, running costs and servicing; income from selling scrap metal to the scrap merchant (scrapped lots
 *   are only marked SC); theft or breakages beyond write-offs; weights of items or loads; customers' contact
 *   details other than town; where opening stock originally came from or when it arrived; supplier invoices for
 *   anything other than salvage purchases; reviews or ratings.
 *
 * Tables
 * - `sys_cd`: `cd_typ`, `cd`, `cd_desc`, `attr1`, `sort_ord`.
 * - `src_job`: `job_no`, `job_typ`, `site_desc`, `site_town`, `sup_nm`, `bought_dt`, `paid_gbp`, `haul_gbp`,
 *   `listed_yn`, `buyer_ini`.
 * - `stk_lot`: `lot_no`, `job_no`, `cat_cd`, `descr`, `qty`, `grd_in`, `grd_cd`, `cost_p`, `ask_p`, `in_dt`,
 *   `loc_cd`, `web_yn`, `stat_cd`, `out_dt`, `old_ref`.
 * - `cust`: `cust_no`, `cust_nm`, `cust_typ`, `trd_cd`, `town`, `acct_yn`, `cr_lmt_gbp`, `disc_pct`, `opened_dt`,
 *   `mail_yn`.
 * - `inv`: `inv_no`, `inv_dt`, `cust_no`, `chan_cd`, `slsp_ini`, `pay_cd`, `paid_dt`, `dlv_cd`, `dlv_miles`,
 *   `dlv_chg_gbp`, `dlv_due_dt`, `dlv_dt`, `tot_gbp`, `cncl_yn`.
 * - `inv_ln`: `inv_no`, `ln_no`, `lot_no`, `list_p`, `sold_p`.
 * - `lot_hold`: `hold_no`, `lot_no`, `hold_cd`, `cust_no`, `rst_nm`, `start_dt`, `due_dt`, `end_dt`, `end_cd`,
 *   `dep_p`, `quote_gbp`, `rst_cost_gbp`.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const r = seededRandom(5120_2026);

const isOpen = (d: string): boolean =>
  dayOfWeek(d) !== 0 &&
  !ENGLAND_BANK_HOLIDAYS.has(d) &&
  d.slice(5) < "12-24" &&
  d.slice(5) !== "01-01";
const nextOpen = (d: string): string => {
  let at = d;
  while (!isOpen(at)) at = addDays(at, 1);
  return at;
};
const round5 = (pence: number): number =>
  Math.max(500, Math.round(pence / 500) * 500);

// ------------------------------------------------------------------ categories
type Cat = {
  cd: string;
  nm: string;
  uom: "EA" | "M2" | "TH" | "LM";
  unit: [number, number]; // pounds per unit at grade B
  qty: () => number;
  restorer: string[] | null;
  loc: [string, number][];
  descr: string[];
};
const CATS: Cat[] = [
  {
    cd: "FPL",
    nm: "Fireplaces & surrounds",
    uom: "EA",
    unit: [280, 2400],
    qty: () => 1,
    restorer: ["Mells Forge", "Own workshop"],
    loc: [
      ["SHW", 3],
      ["SH1", 1],
    ],
    descr: [
      "Victorian cast iron arched fireplace",
      "Edwardian tiled cast iron fireplace",
      "Georgian pine fire surround",
      "Bath stone fire surround",
      "White statuary marble chimneypiece",
      "Art Deco tiled fire surround",
      "Cast iron combination fireplace",
      "Slate fire surround, painted",
      "Oak Arts & Crafts overmantel surround",
    ],
  },
  {
    cd: "GRT",
    nm: "Cast iron grates & inserts",
    uom: "EA",
    unit: [120, 850],
    qty: () => 1,
    restorer: ["Mells Forge"],
    loc: [
      ["SHW", 2],
      ["SH1", 2],
    ],
    descr: [
      "Victorian cast iron register grate",
      "Arched cast iron insert",
      "Dog grate with fire back",
      "Tiled cast iron insert, floral tiles",
      "Georgian hob grate",
    ],
  },
  {
    cd: "DOR",
    nm: "Doors",
    uom: "EA",
    unit: [70, 600],
    qty: () =>
      r.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
        [4, 2],
        [6, 1],
      ]),
    restorer: ["Avalon Stripping Co", "Cheddar Joinery"],
    loc: [
      ["SH2", 5],
      ["BRN", 1],
    ],
    descr: [
      "Victorian four-panel pine door",
      "Oak ledged and braced door",
      "Edwardian glazed front door",
      "Georgian six-panel door",
      "Pitch pine church door",
      "Art Deco glazed internal door",
      "Oak studded front door",
    ],
  },
  {
    cd: "WIN",
    nm: "Windows & stained glass",
    uom: "EA",
    unit: [60, 1100],
    qty: () =>
      r.weighted([
        [1, 6],
        [2, 2],
        [4, 1],
      ]),
    restorer: ["Cheddar Joinery"],
    loc: [
      ["SH2", 4],
      ["SHW", 1],
    ],
    descr: [
      "Leaded stained glass panel",
      "Victorian sash window",
      "Gothic arched chapel window",
      "Cast iron window frame",
      "Crittall steel window",
      "Etched glass door panel",
    ],
  },
  {
    cd: "RAD",
    nm: "Cast iron radiators",
    uom: "EA",
    unit: [120, 520],
    qty: () =>
      r.weighted([
        [1, 5],
        [2, 3],
        [4, 2],
        [6, 1],
        [8, 1],
      ]),
    restorer: ["Mells Forge"],
    loc: [
      ["SH1", 4],
      ["BRN", 1],
    ],
    descr: [
      "Victorian cast iron column radiator",
      "School radiator, four column",
      "Ornate Rococo radiator",
      "Cast iron wall-hung radiator",
      "Princess pattern radiator",
    ],
  },
  {
    cd: "SAN",
    nm: "Baths & sanitaryware",
    uom: "EA",
    unit: [150, 1900],
    qty: () =>
      r.weighted([
        [1, 8],
        [2, 1],
      ]),
    restorer: ["Wessex Bath Re-enamelling"],
    loc: [
      ["SH1", 3],
      ["YRD", 1],
    ],
    descr: [
      "Cast iron roll top bath",
      "Butler sink",
      "Victorian pedestal basin",
      "Belfast sink",
      "Slipper bath, claw feet",
      "High-level cistern toilet",
      "Copper bath",
    ],
  },
  {
    cd: "FLR",
    nm: "Reclaimed flooring",
    uom: "M2",
    unit: [35, 95],
    qty: () => r.int(8, 90),
    restorer: null,
    loc: [
      ["BRN", 3],
      ["SH2", 1],
      ["OFF", 1],
    ],
    descr: [
      "Oak parquet blocks",
      "Pine floorboards",
      "Victorian encaustic floor tiles",
      "Pitch pine floorboards",
      "Teak parquet",
      "Quarry tiles, red",
    ],
  },
  {
    cd: "BRK",
    nm: "Reclaimed bricks",
    uom: "TH",
    unit: [550, 1300],
    qty: () => r.float(0.5, 14, 1),
    restorer: null,
    loc: [
      ["YRD", 4],
      ["OFF", 2],
    ],
    descr: [
      "Handmade red bricks",
      "Bridgwater red bricks",
      "Imperial red bricks",
      "Blue engineering bricks",
      "Yellow stock bricks",
      "Cream Bath bricks",
    ],
  },
  {
    cd: "FLG",
    nm: "Flagstones & York stone",
    uom: "M2",
    unit: [55, 140],
    qty: () => r.int(5, 60),
    restorer: null,
    loc: [
      ["YRD", 4],
      ["OFF", 1],
    ],
    descr: [
      "York stone paving",
      "Blue Lias flagstones",
      "Pennant stone flags",
      "Limestone flagstones",
      "Granite setts",
    ],
  },
  {
    cd: "TIL",
    nm: "Roof tiles & slates",
    uom: "TH",
    unit: [650, 1800],
    qty: () => r.float(0.3, 6, 1),
    restorer: null,
    loc: [
      ["YRD", 3],
      ["OFF", 2],
    ],
    descr: [
      "Welsh slates",
      "Double Roman clay tiles",
      "Bridgwater pantiles",
      "Handmade clay peg tiles",
      "Stone tiles",
      "Clay ridge tiles",
    ],
  },
  {
    cd: "TMB",
    nm: "Oak beams & timber",
    uom: "LM",
    unit: [25, 110],
    qty: () => r.int(3, 60),
    restorer: null,
    loc: [
      ["BRN", 4],
      ["OFF", 1],
    ],
    descr: [
      "Hand-hewn oak beams",
      "Pitch pine joists",
      "Oak barn posts",
      "Elm boards",
      "Oak floor joists",
    ],
  },
  {
    cd: "IRN",
    nm: "Ironwork, railings & gates",
    uom: "EA",
    unit: [110, 3000],
    qty: () =>
      r.weighted([
        [1, 6],
        [2, 2],
        [3, 1],
      ]),
    restorer: ["Mells Forge"],
    loc: [
      ["YRD", 2],
      ["SH1", 2],
    ],
    descr: [
      "Wrought iron driveway gates",
      "Cast iron railings run",
      "Spiral staircase, cast iron",
      "Garden gate, wrought iron",
      "Victorian boot scraper",
      "Cast iron bench ends",
    ],
  },
  {
    cd: "GDN",
    nm: "Garden statuary & troughs",
    uom: "EA",
    unit: [80, 3800],
    qty: () =>
      r.weighted([
        [1, 6],
        [2, 2],
      ]),
    restorer: null,
    loc: [["YRD", 5]],
    descr: [
      "Staddle stone",
      "Stone trough",
      "Cast iron urn",
      "Carved stone finial",
      "Granite horse trough",
      "Reconstituted stone statue",
      "Sundial on plinth",
    ],
  },
  {
    cd: "LGT",
    nm: "Lighting",
    uom: "EA",
    unit: [60, 850],
    qty: () =>
      r.weighted([
        [1, 5],
        [2, 2],
        [4, 1],
        [6, 1],
      ]),
    restorer: ["Own workshop"],
    loc: [["SHW", 4]],
    descr: [
      "Brass pendant light",
      "Industrial enamel pendant",
      "Church brass chandelier",
      "Holophane glass shade",
      "Art Deco wall light",
      "Victorian gas lamp, converted",
    ],
  },
  {
    cd: "ARC",
    nm: "Architectural stonework",
    uom: "EA",
    unit: [140, 4800],
    qty: () =>
      r.weighted([
        [1, 5],
        [2, 2],
        [4, 1],
      ]),
    restorer: null,
    loc: [
      ["YRD", 4],
      ["OFF", 1],
    ],
    descr: [
      "Bath stone corbel",
      "Stone mullion window surround",
      "Carved stone column",
      "Stone steps",
      "Gothic stone tracery",
      "Stone gate piers",
      "Ham stone quoins",
    ],
  },
];
const CAT_BY = new Map(CATS.map((c) => [c.cd, c]));
const GRADE_MULT: Record<string, number> = { A: 1.35, B: 1, C: 0.7, D: 0.45 };

// ------------------------------------------------------------------ people and places
const FIRST = [
  "James",
  "Sarah",
  "Tom",
  "Helen",
  "David",
  "Lucy",
  "Mark",
  "Emma",
  "Richard",
  "Kate",
  "Peter",
  "Anna",
  "Chris",
  "Jo",
  "Andrew",
  "Claire",
  "Simon",
  "Rachel",
  "Paul",
  "Fiona",
  "Ben",
  "Harriet",
  "Nick",
  "Sophie",
  "Will",
  "Alice",
  "Rob",
  "Jenny",
  "Oliver",
  "Megan",
  "Gareth",
  "Ruth",
  "Dominic",
  "Tessa",
  "Hugh",
  "Imogen",
];
const LAST_NM = [
  "Pearce",
  "Hooper",
  "Coombs",
  "Bishop",
  "Sealy",
  "Dyer",
  "Hembury",
  "Gould",
  "Cottle",
  "Baker",
  "Stokes",
  "Chivers",
  "Fry",
  "Vowles",
  "Tucker",
  "Hawkins",
  "Lush",
  "Button",
  "Wyatt",
  "Perrett",
  "Gulliford",
  "Hallett",
  "Padfield",
  "Durston",
  "Milsom",
  "Churchill",
  "Ashman",
  "Norris",
  "Brimble",
  "Gane",
  "Keen",
  "Sheppard",
  "Tapper",
  "Hurd",
  "Loxton",
  "Bartlett",
  "Ford",
  "Webber",
];
const TOWNS: [string, number, number][] = [
  // town, road miles, weight for customers
  ["Shepton Mallet", 4, 6],
  ["Frome", 9, 8],
  ["Wells", 9, 6],
  ["Glastonbury", 13, 4],
  ["Street", 14, 3],
  ["Bath", 22, 10],
  ["Bristol", 24, 10],
  ["Radstock", 10, 3],
  ["Midsomer Norton", 9, 3],
  ["Bruton", 8, 3],
  ["Castle Cary", 9, 2],
  ["Wincanton", 14, 2],
  ["Yeovil", 24, 3],
  ["Bridgwater", 27, 2],
  ["Taunton", 38, 3],
  ["Trowbridge", 20, 3],
  ["Warminster", 17, 2],
  ["Salisbury", 40, 2],
  ["Exeter", 70, 1],
  ["Cheltenham", 72, 1],
  ["London", 120, 4],
];
const TOWN_MILES = new Map(TOWNS.map(([t, m]) => [t, m]));
const pickTown = (): string =>
  r.weighted(TOWNS.map(([t, , w]) => [t, w] as const));

// ------------------------------------------------------------------ customers
type Cust = {
  no: number;
  nm: string;
  typ: "T" | "R";
  trd: string | null;
  town: string;
  acct: boolean;
  lmt: number | null;
  disc: number;
  opened: string;
  mail: boolean;
  w: number; // how often they buy
};
const custs: Cust[] = [];
const usedCustNames = new Set<string>();
const personName = uniqueNames(r, FIRST, LAST_NM);
const PREFS: Record<string, [string, number][]> = {
  BLD: [
    ["BRK", 5],
    ["TIL", 4],
    ["TMB", 3],
    ["FLR", 2],
    ["DOR", 2],
    ["FLG", 2],
    ["WIN", 1],
    ["RAD", 1],
  ],
  ARC: [
    ["ARC", 4],
    ["WIN", 3],
    ["FLR", 2],
    ["TIL", 2],
    ["BRK", 2],
    ["DOR", 1],
  ],
  DES: [
    ["FPL", 4],
    ["LGT", 4],
    ["RAD", 3],
    ["SAN", 3],
    ["DOR", 2],
    ["FLR", 2],
    ["GRT", 1],
  ],
  LND: [
    ["FLG", 5],
    ["GDN", 4],
    ["BRK", 3],
    ["IRN", 2],
    ["ARC", 1],
  ],
  PRP: [
    ["LGT", 2],
    ["DOR", 2],
    ["FPL", 2],
    ["IRN", 2],
    ["GDN", 2],
    ["WIN", 1],
    ["SAN", 1],
  ],
  DLR: [
    ["FPL", 3],
    ["GRT", 3],
    ["LGT", 3],
    ["IRN", 2],
    ["GDN", 2],
  ],
  RET: [
    ["FPL", 5],
    ["DOR", 4],
    ["RAD", 4],
    ["SAN", 3],
    ["GRT", 3],
    ["LGT", 3],
    ["GDN", 3],
    ["FLG", 2],
    ["FLR", 2],
    ["BRK", 2],
    ["IRN", 2],
    ["WIN", 2],
    ["TMB", 1],
    ["TIL", 1],
    ["ARC", 1],
  ],
};
const TRADE_KINDS: [string, number][] = [
  ["BLD", 34],
  ["ARC", 10],
  ["DES", 18],
  ["LND", 18],
  ["PRP", 5],
  ["DLR", 10],
];
const PLACES = [
  "Mendip",
  "Avalon",
  "Wessex",
  "Severn",
  "Cotswold",
  "Quantock",
  "Blackmore",
  "Selwood",
  "Brue",
  "Chew Valley",
  "Polden",
  "Cam Valley",
];
function tradeName(kind: string): string {
  for (;;) {
    const s = r.pick(LAST_NM);
    const p = r.pick(PLACES);
    const f = r.pick(FIRST);
    const options: Record<string, string[]> = {
      BLD: [
        `${s} Builders`,
        `${s} & Sons`,
        `${s} Building Conservation`,
        `${s} Construction Ltd`,
        `${p} Stone & Build`,
      ],
      ARC: [
        `${s} ${r.pick(LAST_NM)} Architects`,
        `${s} Associates`,
        `${p} Conservation Architects`,
      ],
      DES: [`${f} ${s} Interiors`, `${s} Design Studio`, `${p} Interiors`],
      LND: [`${s} Landscapes`, `${f} ${s} Garden Design`, `${p} Landscaping`],
      PRP: [`${p} Props`, `${p} Film Services`],
      DLR: [`${s} Antiques`, `${p} Reclaim & Antiques`],
    };
    const nm = r.pick(options[kind] as string[]);
    if (!usedCustNames.has(nm)) {
      usedCustNames.add(nm);
      return nm;
    }
  }
}
for (let i = 0; i < 118; i++) {
  const trd = r.weighted(TRADE_KINDS);
  const opened = r.chance(0.55)
    ? r.date("2012-03-01", "2023-12-20")
    : r.date("2024-01-03", "2026-10-31");
  const acct = r.chance(0.6);
  const town = trd === "DES" && r.chance(0.35) ? "London" : pickTown();
  custs.push({
    no: 0,
    nm: tradeName(trd),
    typ: "T",
    trd,
    town,
    acct,
    lmt: acct ? r.pick([1000, 2500, 2500, 5000, 5000, 10000]) : null,
    disc: r.weighted([
      [0, 2],
      [5, 3],
      [10, 4],
      [15, 1],
    ]),
    opened,
    mail: r.chance(0.7),
    w: r.weighted([
      [1, 5],
      [3, 3],
      [8, 1],
    ]),
  });
}
function newRetail(d: string): Cust {
  const [f, l] = personName();
  const c: Cust = {
    no: 0,
    nm: `${f} ${l}`,
    typ: "R",
    trd: null,
    town: pickTown(),
    acct: false,
    lmt: null,
    disc: 0,
    opened: d,
    mail: r.chance(0.45),
    w: r.weighted([
      [1, 8],
      [3, 1],
    ]),
  };
  custs.push(c);
  return c;
}
function pickCust(d: string, typ: "T" | "R"): Cust {
  if (typ === "R" && r.chance(0.72)) return newRetail(d);
  const open = custs.filter((c) => c.typ === typ && c.opened <= d);
  if (open.length === 0) return typ === "R" ? newRetail(d) : (custs[0] as Cust);
  return r.weighted(open.map((c) => [c, c.w] as const));
}

// ------------------------------------------------------------------ jobs and lots
type Job = {
  no: string;
  typ: string;
  site: string;
  town: string;
  sup: string;
  dt: string;
  haul: number | null;
  listed: boolean;
  buyer: string;
  paid: number;
};
type Lot = {
  no: number;
  job: Job;
  cat: Cat;
  descr: string;
  qty: number;
  grdIn: string;
  grd: string;
  cost: number;
  ask: number;
  inDt: string;
  loc: string;
  web: boolean;
  stat: string;
  out: string | null;
  oldRef: string | null;
  cut: boolean;
  poolFrom: string;
};
type Hold = {
  no: number;
  lot: Lot;
  cd: "RSV" | "RST";
  cust: Cust | null;
  rst: string | null;
  start: string;
  due: string;
  end: string | null;
  endCd: string | null;
  dep: number | null;
  quote: number | null;
  cost: number | null;
};
type Line = { lot: Lot; list: number; sold: number };
type Inv = {
  no: number;
  dt: string;
  cust: Cust | null;
  chan: string;
  slsp: string;
  pay: string;
  paid: string | null;
  dlv: string;
  miles: number | null;
  chg: number;
  due: string | null;
  dlvDt: string | null;
  lines: Line[];
  cncl: boolean;
};

const jobs: Job[] = [];
const lots: Lot[] = [];
const holds: Hold[] = [];
const invs: Inv[] = [];
const pool = new Set<Lot>();
const events = new Map<string, (() => void)[]>();
let today = "";
const at = (d: string, fn: () => void): void => {
  if (d <= today) {
    fn();
    return;
  }
  const list = events.get(d) ?? [];
  list.push(fn);
  events.set(d, list);
};

const DEMO_CO = [
  "Mendip Demolition Ltd",
  "Avon Dismantling",
  "Brue Valley Demolition",
  "J. Coombs & Son (Demolition)",
  "Westcountry Site Clearance",
  "Kingsdown Demolition",
];
const AUCTIONS = [
  "Crewkerne Salerooms",
  "Bath Auction Rooms",
  "Sherborne Country Auctions",
  "Dreweatt Farm Sales",
];
const BUILDINGS = [
  "Methodist chapel",
  "Co-op dairy",
  "cider warehouse",
  "railway goods shed",
  "village school",
  "woollen mill",
  "farm buildings",
  "brewery maltings",
  "cottage hospital",
  "police station",
  "vicarage",
  "bank",
  "cinema",
  "shoe factory",
  "Baptist chapel",
  "tannery",
  "workhouse wing",
  "rectory stables",
];
const STREETS = [
  "Church Lane",
  "High Street",
  "Victoria Road",
  "The Mount",
  "Station Road",
  "Park Crescent",
  "Bath Road",
  "Manor Farm",
  "Vicarage Lane",
  "Orchard Close",
  "Queen Street",
  "Silver Street",
];
const JOB_TOWNS: [string, number][] = [
  ["Frome", 9],
  ["Shepton Mallet", 7],
  ["Wells", 5],
  ["Bath", 8],
  ["Bristol", 6],
  ["Radstock", 4],
  ["Midsomer Norton", 4],
  ["Glastonbury", 3],
  ["Bruton", 3],
  ["Yeovil", 3],
  ["Bridgwater", 3],
  ["Trowbridge", 3],
  ["Taunton", 2],
  ["Warminster", 2],
  ["Castle Cary", 2],
  ["Wincanton", 2],
];
const JOB_CATS: Record<string, [string, number][]> = {
  DEMO: [
    ["BRK", 6],
    ["TIL", 5],
    ["TMB", 4],
    ["FLG", 3],
    ["DOR", 3],
    ["WIN", 2],
    ["FLR", 3],
    ["ARC", 2],
    ["IRN", 2],
    ["FPL", 2],
    ["RAD", 2],
  ],
  CLR: [
    ["FPL", 4],
    ["GRT", 3],
    ["DOR", 3],
    ["LGT", 3],
    ["SAN", 2],
    ["RAD", 2],
    ["GDN", 2],
    ["FLR", 1],
  ],
  STRP: [
    ["RAD", 4],
    ["DOR", 4],
    ["FLR", 3],
    ["SAN", 3],
    ["FPL", 2],
    ["LGT", 2],
    ["WIN", 2],
  ],
  AUCT: [
    ["FPL", 3],
    ["GDN", 4],
    ["LGT", 3],
    ["ARC", 2],
    ["IRN", 2],
    ["WIN", 2],
  ],
  OTC: [
    ["FPL", 2],
    ["GRT", 2],
    ["GDN", 3],
    ["LGT", 2],
    ["IRN", 2],
    ["DOR", 1],
    ["SAN", 1],
  ],
  MIG: [
    ["FPL", 4],
    ["GRT", 3],
    ["DOR", 5],
    ["WIN", 3],
    ["RAD", 4],
    ["SAN", 3],
    ["FLR", 3],
    ["BRK", 4],
    ["FLG", 3],
    ["TIL", 3],
    ["TMB", 3],
    ["IRN", 3],
    ["GDN", 4],
    ["LGT", 3],
    ["ARC", 3],
  ],
};
const GRADES: Record<string, [string, number][]> = {
  DEMO: [
    ["A", 4],
    ["B", 36],
    ["C", 40],
    ["D", 20],
  ],
  CLR: [
    ["A", 10],
    ["B", 40],
    ["C", 35],
    ["D", 15],
  ],
  STRP: [
    ["A", 6],
    ["B", 40],
    ["C", 38],
    ["D", 16],
  ],
  AUCT: [
    ["A", 25],
    ["B", 50],
    ["C", 20],
    ["D", 5],
  ],
  OTC: [
    ["A", 10],
    ["B", 40],
    ["C", 35],
    ["D", 15],
  ],
  MIG: [
    ["A", 8],
    ["B", 42],
    ["C", 35],
    ["D", 15],
  ],
};
const COST_SHARE: Record<string, [number, number]> = {
  DEMO: [0.12, 0.3],
  CLR: [0.2, 0.38],
  STRP: [0.18, 0.35],
  AUCT: [0.45, 0.7],
  OTC: [0.3, 0.5],
  MIG: [0.25, 0.45],
};
const RESTORERS: Record<
  string,
  { promise: number; days: [number, number]; base: [number, number] }
> = {
  "Mells Forge": { promise: 42, days: [28, 75], base: [60, 420] },
  "Avalon Stripping Co": { promise: 21, days: [10, 32], base: [35, 140] },
  "Cheddar Joinery": { promise: 56, days: [35, 115], base: [90, 520] },
  "Wessex Bath Re-enamelling": {
    promise: 28,
    days: [18, 50],
    base: [260, 640],
  },
  "Own workshop": { promise: 28, days: [8, 60], base: [15, 90] },
};

let lotNo = 30000;
const jobSeq = new Map<string, number>();

function askFor(cat: Cat, qty: number, grd: string): number {
  const unit = r.float(cat.unit[0], cat.unit[1], 2);
  return round5(unit * qty * (GRADE_MULT[grd] as number) * 100);
}

function makeJob(d: string, typ: string): Job {
  let no = "J-OPEN";
  if (typ !== "MIG") {
    const yy = d.slice(2, 4);
    const n = (jobSeq.get(yy) ?? 0) + 1;
    jobSeq.set(yy, n);
    no = `J${yy}-${pad(n, 3)}`;
  }
  const town = r.weighted(JOB_TOWNS);
  const [f, l] = [r.pick(FIRST), r.pick(LAST_NM)];
  const site =
    typ === "DEMO"
      ? `Former ${r.pick(BUILDINGS)}`
      : typ === "CLR"
        ? `House clearance, ${r.int(1, 60)} ${r.pick(STREETS)}`
        : typ === "STRP"
          ? `Strip-out, ${r.pick(["hotel", "town house", "farmhouse", "pub", "offices", "school"])} refurbishment`
          : typ === "AUCT"
            ? `Auction lot(s)`
            : typ === "OTC"
              ? "Brought into the yard"
              : "Opening stock taken on from Stockbook";
  const sup =
    typ === "DEMO"
      ? r.pick(DEMO_CO)
      : typ === "CLR"
        ? `Executors of the late ${r.pick(["Mr", "Mrs", "Miss", "Dr"])} ${f.charAt(0)}. ${l}`
        : typ === "STRP"
          ? `${r.pick(LAST_NM)} Builders`
          : typ === "AUCT"
            ? r.pick(AUCTIONS)
            : typ === "OTC"
              ? `${f} ${l}`
              : "Mendip Reclamation Ltd";
  const haul =
    typ === "DEMO"
      ? r.int(150, 900)
      : typ === "CLR"
        ? r.int(80, 300)
        : typ === "STRP"
          ? r.int(60, 260)
          : typ === "AUCT"
            ? r.chance(0.6)
              ? r.int(40, 160)
              : null
            : null;
  const job: Job = {
    no,
    typ,
    site,
    town: typ === "MIG" ? "Cranmore" : town,
    sup,
    dt: d,
    haul,
    listed: (typ === "DEMO" || typ === "STRP") && r.chance(0.16),
    buyer:
      typ === "MIG"
        ? "JM"
        : r.weighted([
            ["JM", 5],
            ["RT", 2],
            ["SK", 3],
          ]),
    paid: 0,
  };
  jobs.push(job);
  return job;
}

function makeLot(job: Job, inDt: string, free: boolean): Lot {
  const cat = CAT_BY.get(
    r.weighted(JOB_CATS[job.typ] as [string, number][]),
  ) as Cat;
  const qty = cat.qty();
  const grd = r.weighted(GRADES[job.typ] as [string, number][]);
  const ask = askFor(cat, qty, grd);
  const share = COST_SHARE[job.typ] as [number, number];
  const cost = free
    ? 0
    : Math.round((ask * r.float(share[0], share[1], 3)) / 100) * 100;
  const lot: Lot = {
    no: ++lotNo,
    job,
    cat,
    descr: r.pick(cat.descr),
    qty,
    grdIn: grd,
    grd,
    cost,
    ask,
    inDt,
    loc: r.weighted(cat.loc),
    web: ask >= 30000 ? r.chance(0.6) : r.chance(0.2),
    stat: "AV",
    out: null,
    oldRef: job.typ === "MIG" ? `SB-${pad(r.int(1200, 9800), 5)}` : null,
    cut: false,
    poolFrom: inDt,
  };
  job.paid += cost;
  lots.push(lot);
  return lot;
}

function toPool(lot: Lot, d: string): void {
  lot.stat = "AV";
  lot.poolFrom = d;
  pool.add(lot);
}

function sendToRestorer(lot: Lot, s: string): void {
  const rst = r.pick(lot.cat.restorer as string[]);
  const spec = RESTORERS[rst] as (typeof RESTORERS)[string];
  const quote =
    r.int(spec.base[0], spec.base[1]) *
    (lot.qty > 1 ? Math.min(lot.qty, 4) * 0.8 : 1);
  const quoteGbp = Math.round(quote / 5) * 5;
  const hold: Hold = {
    no: 0,
    lot,
    cd: "RST",
    cust: null,
    rst,
    start: s,
    due: addDays(s, spec.promise),
    end: null,
    endCd: null,
    dep: null,
    quote: quoteGbp,
    cost: null,
  };
  holds.push(hold);
  lot.stat = "RT";
  const back = addDays(s, r.int(spec.days[0], spec.days[1]));
  if (back > LAST) return;
  at(back, () => {
    hold.end = back;
    hold.endCd = "RTN";
    hold.cost = Math.round(quoteGbp * r.float(0.9, 1.35, 3) * 100) / 100;
    const better =
      lot.grd === "D"
        ? r.weighted([
            ["B", 3],
            ["C", 1],
            ["A", 1],
          ])
        : r.weighted([
            ["B", 2],
            ["A", 1],
          ]);
    const oldMult = GRADE_MULT[lot.grd] as number;
    lot.grd = better;
    lot.ask = round5(
      (lot.ask * (GRADE_MULT[better] as number)) / oldMult +
        (hold.cost as number) * 100 * 1.5,
    );
    toPool(lot, nextOpen(back));
  });
}

function arrive(lot: Lot): void {
  const restorable =
    lot.cat.restorer !== null && (lot.grd === "C" || lot.grd === "D");
  if (restorable && r.chance(lot.grd === "D" ? 0.6 : 0.3)) {
    const s = nextOpen(addDays(lot.inDt, r.int(2, 20)));
    if (s <= LAST) at(s, () => sendToRestorer(lot, s));
    return;
  }
  at(lot.inDt, () => toPool(lot, lot.inDt));
}

// opening stock
{
  const job = makeJob(START, "MIG");
  for (let i = 0; i < 240; i++) {
    const lot = makeLot(job, START, false);
    arrive(lot);
  }
}

// ------------------------------------------------------------------ sales
const SELLERS = (d: string): [string, number][] =>
  d >= "2025-03-03"
    ? [
        ["JM", 3],
        ["RT", 3],
        ["SK", 2],
        ["DB", 3],
      ]
    : [
        ["JM", 4],
        ["RT", 4],
        ["SK", 2],
      ];
let invNo = 40000;
const BULKY = new Set(["BRK", "FLG", "TIL", "TMB", "ARC", "GDN", "SAN", "FLR"]);

function pickLot(prefs: [string, number][], minAsk = 0): Lot | null {
  const avail = Array.from(pool).filter((l) => l.ask >= minAsk);
  if (avail.length === 0) return null;
  for (let tries = 0; tries < 3; tries++) {
    const cd = r.weighted(prefs);
    const inCat = avail.filter((l) => l.cat.cd === cd);
    if (inCat.length > 0) return r.pick(inCat);
  }
  return r.pick(avail);
}

function sell(
  d: string,
  cust: Cust | null,
  chosen: Lot[],
  chan: string,
  mayCancel: boolean,
): Inv {
  const lines: Line[] = chosen.map((lot) => {
    let disc = cust ? cust.disc : 0;
    if (cust?.typ === "T" ? r.chance(0.1) : r.chance(0.3)) disc += r.int(3, 12);
    const sold =
      disc > 0
        ? Math.min(lot.ask, round5(lot.ask * (1 - disc / 100)))
        : lot.ask;
    return { lot, list: lot.ask, sold };
  });
  const bulky = chosen.some((l) => BULKY.has(l.cat.cd));
  let dlv = "COL";
  if (cust && r.chance(bulky ? 0.6 : 0.22)) {
    const miles = TOWN_MILES.get(cust.town) as number;
    dlv = miles > 60 ? "CAR" : r.chance(0.85) ? "OWN" : "CAR";
  }
  let miles: number | null = null;
  let chg = 0;
  let due: string | null = null;
  let dlvDt: string | null = null;
  if (dlv !== "COL") {
    const c = cust as Cust;
    if (dlv === "OWN") {
      miles = Math.max(2, (TOWN_MILES.get(c.town) as number) + r.int(-3, 4));
      chg = Math.round(30 + miles * 1.5);
    } else chg = r.pick([75, 95, 95, 120, 145]);
    due = nextOpen(
      addDays(
        d,
        r.weighted([
          [r.int(2, 10), 65],
          [r.int(11, 28), 27],
          [r.int(30, 75), 8],
        ]),
      ),
    );
    const actual = r.chance(0.85) ? due : nextOpen(addDays(due, r.int(1, 6)));
    dlvDt = actual <= LAST ? actual : null;
  }
  let pay: string;
  let paid: string | null = d;
  if (cust?.acct && r.chance(0.9)) {
    pay = "ACC";
    const p = addDays(
      d,
      r.weighted([
        [r.int(7, 30), 6],
        [r.int(31, 60), 3],
        [r.int(61, 120), 1],
      ]),
    );
    paid = p <= LAST ? p : null;
  } else if (!cust) pay = r.pick(["CSH", "CRD"]);
  else
    pay = r.weighted([
      ["CRD", 6],
      ["BAC", 3],
      ["CSH", 1],
    ]);
  const inv: Inv = {
    no: ++invNo,
    dt: d,
    cust,
    chan,
    slsp: r.weighted(SELLERS(d)),
    pay,
    paid,
    dlv,
    miles,
    chg,
    due,
    dlvDt,
    lines,
    cncl: mayCancel && r.chance(0.025),
  };
  invs.push(inv);
  if (inv.cncl) {
    inv.paid = null;
    inv.dlvDt = null;
    const back = nextOpen(addDays(d, r.int(1, 6)));
    for (const lot of chosen) {
      lot.stat = "SD";
      at(back, () => toPool(lot, back));
    }
  } else
    for (const lot of chosen) {
      lot.stat = "SD";
      lot.out = d;
    }
  return inv;
}

function reserve(d: string): void {
  const cust = pickCust(d, r.chance(0.4) ? "T" : "R");
  const lot = pickLot(PREFS[cust.trd ?? "RET"] as [string, number][], 15000);
  if (!lot) return;
  pool.delete(lot);
  lot.stat = "RS";
  const days = r.weighted([
    [14, 2],
    [28, 3],
  ]);
  const due = addDays(d, days);
  const dep = Math.max(
    2000,
    Math.round((lot.ask * r.float(0.1, 0.25, 2)) / 1000) * 1000,
  );
  const hold: Hold = {
    no: 0,
    lot,
    cd: "RSV",
    cust,
    rst: null,
    start: d,
    due,
    end: null,
    endCd: null,
    dep,
    quote: null,
    cost: null,
  };
  holds.push(hold);
  const outcome = r.weighted([
    ["SLD", 62],
    ["LAP", 26],
    ["CXL", 12],
  ]);
  const end =
    outcome === "SLD"
      ? nextOpen(addDays(d, r.int(1, days)))
      : outcome === "LAP"
        ? due
        : addDays(d, r.int(1, days - 1));
  if (end > LAST) return;
  at(end, () => {
    hold.end = end;
    hold.endCd = outcome;
    if (outcome === "SLD")
      sell(end, cust, [lot], r.pick(["YRD", "PHN"]), false);
    else toPool(lot, end);
  });
}

for (let d = START; d <= LAST; d = addDays(d, 1)) {
  today = d;
  for (const fn of events.get(d) ?? []) fn();
  if (!isOpen(d)) continue;
  // buying
  if (r.chance(0.29) && d > START) {
    const typ = r.weighted([
      ["DEMO", 34],
      ["CLR", 30],
      ["STRP", 14],
      ["AUCT", 10],
      ["OTC", 12],
    ]);
    const job = makeJob(d, typ);
    const n =
      typ === "DEMO"
        ? r.int(4, 14)
        : typ === "CLR"
          ? r.int(3, 9)
          : typ === "STRP"
            ? r.int(2, 8)
            : typ === "AUCT"
              ? r.int(1, 5)
              : r.int(1, 2);
    const free = typ === "DEMO" && r.chance(0.08);
    const room = daysBetween(d, LAST);
    for (let i = 0; i < n; i++) {
      const inDt = nextOpen(
        addDays(
          d,
          typ === "DEMO"
            ? r.int(0, Math.min(12, room))
            : r.int(0, Math.min(3, room)),
        ),
      );
      arrive(makeLot(job, inDt > LAST ? d : inDt, free));
    }
  }
  // price cuts on old stock
  for (const lot of pool)
    if (!lot.cut && daysBetween(lot.inDt, d) >= 300) {
      lot.cut = true;
      lot.ask = round5(lot.ask * 0.8);
    }
  // write-offs
  for (const lot of Array.from(pool))
    if (
      (lot.grd === "C" || lot.grd === "D") &&
      daysBetween(lot.inDt, d) > 420 &&
      r.chance(0.004)
    ) {
      pool.delete(lot);
      lot.stat = "SC";
      lot.out = d;
    }
  // reservations
  if (r.chance(0.22)) reserve(d);
  // sales
  const n = r.poisson(dayOfWeek(d) === 6 ? 1.5 : 0.85);
  for (let i = 0; i < n; i++) {
    const kind = r.weighted([
      ["T", 45],
      ["R", 35],
      ["X", 20],
    ]);
    const cust = kind === "X" ? null : pickCust(d, kind as "T" | "R");
    const prefs = PREFS[cust?.trd ?? "RET"] as [string, number][];
    const k = cust
      ? r.weighted([
          [1, 68],
          [2, 18],
          [3, 9],
          [4, 5],
        ])
      : 1;
    const chosen: Lot[] = [];
    for (let j = 0; j < k; j++) {
      const lot = pickLot(prefs);
      if (!lot) break;
      pool.delete(lot);
      chosen.push(lot);
    }
    if (chosen.length === 0) continue;
    sell(
      d,
      cust,
      chosen,
      cust
        ? r.weighted([
            ["YRD", 6],
            ["PHN", 2],
            ["WEB", 2],
          ])
        : "YRD",
      true,
    );
  }
}

// ------------------------------------------------------------------ numbering and output
custs.sort((a, b) => (a.opened < b.opened ? -1 : a.opened > b.opened ? 1 : 0));
custs.forEach((c, i) => (c.no = 1001 + i));
holds.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
holds.forEach((h, i) => (h.no = 501 + i));
const soldLots = new Set(invs.flatMap((i) => i.lines.map((l) => l.lot)));

const SYS_CD: [string, string, string, string | null][] = [
  ...CATS.map(
    (c) =>
      ["CAT", c.cd, c.nm, c.uom] as [string, string, string, string | null],
  ),
  ["GRD", "A", "As new / fully restored", null],
  ["GRD", "B", "Good, ready to use", null],
  ["GRD", "C", "Fair, needs minor work", null],
  ["GRD", "D", "Restoration project", null],
  ["LSTAT", "AV", "Available", null],
  ["LSTAT", "RS", "Reserved", null],
  ["LSTAT", "RT", "Away for restoration", null],
  ["LSTAT", "SD", "Sold", null],
  ["LSTAT", "SC", "Scrapped / written off", null],
  ["LOC", "YRD", "Open yard", "N"],
  ["LOC", "BRN", "Dutch barn", "Y"],
  ["LOC", "SH1", "Shed 1", "Y"],
  ["LOC", "SH2", "Shed 2", "Y"],
  ["LOC", "SHW", "Showroom", "Y"],
  ["LOC", "OFF", "Hill Farm store", "N"],
  ["JOBT", "DEMO", "Demolition", null],
  ["JOBT", "CLR", "House clearance", null],
  ["JOBT", "STRP", "Strip-out", null],
  ["JOBT", "AUCT", "Auction purchase", null],
  ["JOBT", "OTC", "Bought over the counter", null],
  ["JOBT", "MIG", "Opening stock (migrated)", null],
  ["CTYP", "T", "Trade", null],
  ["CTYP", "R", "Retail", null],
  ["TRD", "BLD", "Builder", null],
  ["TRD", "ARC", "Conservation architect", null],
  ["TRD", "DES", "Interior designer", null],
  ["TRD", "LND", "Landscaper", null],
  ["TRD", "PRP", "Film & prop hire", null],
  ["TRD", "DLR", "Dealer", null],
  ["CHN", "YRD", "At the yard", null],
  ["CHN", "PHN", "Phone", null],
  ["CHN", "WEB", "Website enquiry", null],
  ["PAY", "CSH", "Cash", null],
  ["PAY", "CRD", "Card", null],
  ["PAY", "BAC", "Bank transfer", null],
  ["PAY", "ACC", "On account", null],
  ["DLV", "COL", "Collected", null],
  ["DLV", "OWN", "Own lorry", null],
  ["DLV", "CAR", "Pallet carrier", null],
  ["HOLD", "RSV", "Reserved for customer", null],
  ["HOLD", "RST", "Sent for restoration", null],
  ["HEND", "SLD", "Sold to the customer", null],
  ["HEND", "LAP", "Lapsed", null],
  ["HEND", "CXL", "Cancelled", null],
  ["HEND", "RTN", "Returned from restorer", null],
];

const DDL = `
CREATE SCHEMA ystk;
CREATE TABLE ystk.sys_cd (
  cd_typ varchar(6) NOT NULL,
  cd varchar(6) NOT NULL,
  cd_desc varchar(60) NOT NULL,
  attr1 varchar(10),
  sort_ord smallint,
  PRIMARY KEY (cd_typ, cd)
);
CREATE TABLE ystk.src_job (
  job_no varchar(10) PRIMARY KEY,
  job_typ varchar(6) NOT NULL,
  site_desc varchar(80),
  site_town varchar(40),
  sup_nm varchar(80),
  bought_dt date NOT NULL,
  paid_gbp numeric(10,2) NOT NULL,
  haul_gbp numeric(10,2),
  listed_yn char(1) NOT NULL,
  buyer_ini varchar(3)
);
CREATE TABLE ystk.stk_lot (
  lot_no integer PRIMARY KEY,
  job_no varchar(10) NOT NULL REFERENCES ystk.src_job(job_no),
  cat_cd varchar(6) NOT NULL,
  descr varchar(80) NOT NULL,
  qty numeric(8,1) NOT NULL,
  grd_in char(1) NOT NULL,
  grd_cd char(1) NOT NULL,
  cost_p integer NOT NULL,
  ask_p integer NOT NULL,
  in_dt date NOT NULL,
  loc_cd varchar(6),
  web_yn char(1) NOT NULL,
  stat_cd varchar(2) NOT NULL,
  out_dt date,
  old_ref varchar(10)
);
CREATE TABLE ystk.cust (
  cust_no integer PRIMARY KEY,
  cust_nm varchar(80) NOT NULL,
  cust_typ char(1) NOT NULL,
  trd_cd varchar(6),
  town varchar(40),
  acct_yn char(1) NOT NULL,
  cr_lmt_gbp numeric(10,2),
  disc_pct numeric(4,1) NOT NULL,
  opened_dt date NOT NULL,
  mail_yn char(1) NOT NULL
);
CREATE TABLE ystk.inv (
  inv_no integer PRIMARY KEY,
  inv_dt date NOT NULL,
  cust_no integer REFERENCES ystk.cust(cust_no),
  chan_cd varchar(6),
  slsp_ini varchar(3),
  pay_cd varchar(6),
  paid_dt date,
  dlv_cd varchar(6) NOT NULL,
  dlv_miles integer,
  dlv_chg_gbp numeric(8,2) NOT NULL,
  dlv_due_dt date,
  dlv_dt date,
  tot_gbp numeric(10,2) NOT NULL,
  cncl_yn char(1) NOT NULL
);
CREATE TABLE ystk.inv_ln (
  inv_no integer NOT NULL REFERENCES ystk.inv(inv_no),
  ln_no smallint NOT NULL,
  lot_no integer NOT NULL REFERENCES ystk.stk_lot(lot_no),
  list_p integer NOT NULL,
  sold_p integer NOT NULL,
  PRIMARY KEY (inv_no, ln_no)
);
CREATE TABLE ystk.lot_hold (
  hold_no integer PRIMARY KEY,
  lot_no integer NOT NULL REFERENCES ystk.stk_lot(lot_no),
  hold_cd varchar(6) NOT NULL,
  cust_no integer REFERENCES ystk.cust(cust_no),
  rst_nm varchar(60),
  start_dt date NOT NULL,
  due_dt date,
  end_dt date,
  end_cd varchar(6),
  dep_p integer,
  quote_gbp numeric(8,2),
  rst_cost_gbp numeric(8,2)
);
`;

const yn = (b: boolean): string => (b ? "Y" : "N");

export function datasetSql(): string {
  if (soldLots.size === 0) throw new Error("no sales generated");
  const parts = [DDL];
  parts.push(
    insertRows(
      "ystk.sys_cd",
      ["cd_typ", "cd", "cd_desc", "attr1", "sort_ord"],
      SYS_CD.map((row, i) => [...row, i + 1]),
    ),
  );
  parts.push(
    insertRows(
      "ystk.src_job",
      [
        "job_no",
        "job_typ",
        "site_desc",
        "site_town",
        "sup_nm",
        "bought_dt",
        "paid_gbp",
        "haul_gbp",
        "listed_yn",
        "buyer_ini",
      ],
      jobs.map((j) => [
        j.no,
        j.typ,
        j.site,
        j.town,
        j.sup,
        j.dt,
        (j.paid / 100).toFixed(2),
        j.haul === null ? null : j.haul.toFixed(2),
        yn(j.listed),
        j.buyer,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "ystk.stk_lot",
      [
        "lot_no",
        "job_no",
        "cat_cd",
        "descr",
        "qty",
        "grd_in",
        "grd_cd",
        "cost_p",
        "ask_p",
        "in_dt",
        "loc_cd",
        "web_yn",
        "stat_cd",
        "out_dt",
        "old_ref",
      ],
      lots.map((l) => [
        l.no,
        l.job.no,
        l.cat.cd,
        l.descr,
        l.qty,
        l.grdIn,
        l.grd,
        l.cost,
        l.ask,
        l.inDt,
        l.loc,
        yn(l.web),
        l.stat,
        l.out,
        l.oldRef,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "ystk.cust",
      [
        "cust_no",
        "cust_nm",
        "cust_typ",
        "trd_cd",
        "town",
        "acct_yn",
        "cr_lmt_gbp",
        "disc_pct",
        "opened_dt",
        "mail_yn",
      ],
      custs.map((c) => [
        c.no,
        c.nm,
        c.typ,
        c.trd,
        c.town,
        yn(c.acct),
        c.lmt === null ? null : c.lmt.toFixed(2),
        c.disc,
        c.opened,
        yn(c.mail),
      ]),
    ),
  );
  parts.push(
    insertRows(
      "ystk.inv",
      [
        "inv_no",
        "inv_dt",
        "cust_no",
        "chan_cd",
        "slsp_ini",
        "pay_cd",
        "paid_dt",
        "dlv_cd",
        "dlv_miles",
        "dlv_chg_gbp",
        "dlv_due_dt",
        "dlv_dt",
        "tot_gbp",
        "cncl_yn",
      ],
      invs.map((i) => [
        i.no,
        i.dt,
        i.cust?.no ?? null,
        i.chan,
        i.slsp,
        i.pay,
        i.paid,
        i.dlv,
        i.miles,
        i.chg.toFixed(2),
        i.due,
        i.dlvDt,
        ((i.lines.reduce((s, l) => s + l.sold, 0) + i.chg * 100) / 100).toFixed(
          2,
        ),
        yn(i.cncl),
      ]),
    ),
  );
  parts.push(
    insertRows(
      "ystk.inv_ln",
      ["inv_no", "ln_no", "lot_no", "list_p", "sold_p"],
      invs.flatMap((i) =>
        i.lines.map((l, k) => [i.no, k + 1, l.lot.no, l.list, l.sold]),
      ),
    ),
  );
  parts.push(
    insertRows(
      "ystk.lot_hold",
      [
        "hold_no",
        "lot_no",
        "hold_cd",
        "cust_no",
        "rst_nm",
        "start_dt",
        "due_dt",
        "end_dt",
        "end_cd",
        "dep_p",
        "quote_gbp",
        "rst_cost_gbp",
      ],
      holds.map((h) => [
        h.no,
        h.lot.no,
        h.cd,
        h.cust?.no ?? null,
        h.rst,
        h.start,
        h.due,
        h.end,
        h.endCd,
        h.dep,
        h.quote === null ? null : h.quote.toFixed(2),
        h.cost === null ? null : h.cost.toFixed(2),
      ]),
    ),
  );
  return parts.join("\n");
}
