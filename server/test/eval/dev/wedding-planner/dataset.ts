/**
 * Hawthorn & Hart Weddings Ltd is a wedding planning business in Cirencester, Gloucestershire, working at venues
 * across the Cotswolds. The owner, Harriet Hart, set it up in January 2024 after ten years as a venue coordinator;
 * she plans weddings herself with three employed planners. Couples find the business through its website, Instagram,
 * the wedding fairs it exhibits at, the Hitched directory, referrals from past couples and recommendations from the
 * venues it works with. Every enquiry gets a free initial consultation (by video call or in person) if the couple
 * wants one. A couple who books signs a contract for one planning package at an agreed fee and pays it in
 * instalments: a booking deposit, for the bigger packages an interim instalment six months before the day, and the
 * final balance a few weeks before the day. The business does not charge a markup on suppliers: it recommends and
 * books photographers, florists, caterers, bands and so on for its couples, the couple pays the supplier directly,
 * and many suppliers pay the business an introducer's commission on their price, paid after the wedding has taken
 * place. Between booking and the day the planner holds planning meetings, venue walk-throughs, supplier tastings and
 * a final-details meeting with the couple.
 *
 * This is an export of the wedding-planner CRM "VowSuite Planner Pro" (schema `vowsuite`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. It holds everything since the business
 * started trading on 2024-01-02 (the first enquiry arrived that week; the first weddings were in summer 2024).
 * Weddings already booked for future dates (into 2028) are included, with the instalments and supplier bookings made
 * so far. Consultations are only recorded once they have taken place (or the couple failed to turn up).
 *
 * UNITS: money is mixed, as the package stores it. In whole PENCE (GBP; divide by 100 for pounds): `wed.fee_p`,
 * `wsupp.comm_p`, `pymt.amt_p`. In POUNDS: `pkg.list_gbp` (whole pounds), `wed.budg_gbp` (whole pounds),
 * `wsupp.quote_gbp` (pounds and pence, two decimals). Commission rates `comm_pct` are percentages (10.0 = 10%).
 * Consultation lengths `mins` in minutes. Dates are UK calendar dates.
 *
 * Planners are recorded by their initials only (`wed.plnr`, `consult.by_ini`): HH Harriet Hart (owner, since
 * January 2024), RB Rosie Bennett (since January 2024), CM Chloe Musa (since September 2024), JP Jess Price (since
 * June 2025).
 *
 * Tables, columns and codes:
 * - `pkg` (lookup of planning packages): `pkg_cd` FULL Full Planning, PART Partial Planning, SIG Signature Partial
 *   (the 2024 partial package, withdrawn at the end of 2024), OTD On-the-Day Coordination, ELOPE Elopement & Micro
 *   Wedding. `pkg_nm` the package name. `list_gbp` the list fee in whole pounds (couples often get a discount: the
 *   fee they agreed is on the wedding). `plan_hrs` planning hours included in the package. `act_yn` Y while the
 *   package is still sold, N once withdrawn.
 * - `cpl` (couples): ONE ROW PER ENQUIRY. Every couple who enquires gets a client record, whether or not they book.
 *   `cpl_no` the client number. `cpl_nm` the couple's names as entered, e.g. "Sophie Turner & Daniel Reid". `email`,
 *   `tel`. `lead_src` how they found us (Website, Instagram, Wedding fair, Hitched, Past couple referral, Venue
 *   referral). `enq_dt` the date of the enquiry. `pkg_int` the package they asked about (NULL = not sure yet).
 *   `est_dt` the wedding date they had in mind (NULL = no date yet); `est_gst` the guest numbers they expected.
 *   `enq_stat` the enquiry's outcome: OPEN still being followed up, BKD booked (the couple has a row in `wed`), LOST
 *   went with another planner or decided not to use one, NR no reply after chasing, DECL we turned it down (date
 *   already full or too far from the Cotswolds). `clsd_dt` the date the enquiry was closed (NULL = still open; for
 *   BKD it is the date the contract was signed). `lost_rsn` free text for LOST enquiries. `mkt_ok` Y when the couple
 *   agreed to receive the newsletter.
 * - `wed` (weddings): one booked wedding (one contract). `cpl_no` the couple. `pkg_cd` the package. `wed_dt` the
 *   wedding date (for a postponed wedding, the original date). `ven_nm`, `ven_twn` the venue and its town, as typed.
 *   `n_gst` the guest count (final for weddings held; the latest estimate otherwise). `fee_p` the agreed planning fee
 *   in pence. `budg_gbp` the couple's overall wedding budget in pounds, as told to us at booking. `stat_cd` BKD booked
 *   and still to come, HELD the wedding has taken place, PPN postponed (no new date fixed yet), CANC cancelled by the
 *   couple. `bk_dt` the date the contract was signed. `canc_dt` the date it was cancelled (NULL unless CANC). `plnr`
 *   the lead planner's initials. `ctr_ref` the contract reference. `pub_yn` Y when the couple agreed that we can
 *   feature their wedding on our website and Instagram.
 * - `supp` (suppliers we recommend and book): `supp_nm`, `svc_cat` the service (Photography, Videography, Flowers,
 *   Catering, Cake, Music, Hair & make-up, Stationery, Transport, Furniture & marquee hire, Celebrant), `base_twn`
 *   where they are based, `comm_pct` their standard commission rate to us (0 = they pay no commission), `pref_yn` Y
 *   for suppliers on our preferred suppliers list.
 * - `wsupp` (supplier bookings): one supplier booked through us for one wedding. `bk_dt` when booked. `quote_gbp`
 *   the supplier's price to the couple in pounds (the couple pays the supplier, not us). `comm_pct` the commission
 *   rate agreed for this booking; `comm_p` the commission due to us in pence (quote times rate). `stat_cd` CONF
 *   confirmed, CANC cancelled (the couple changed supplier, or the wedding was cancelled). A cancelled booking earns
 *   NO commission, but its `comm_p` still shows the amount that was quoted. `comm_rcvd_dt` the date the supplier
 *   paid the commission (paid after the wedding; NULL = not received yet).
 * - `pymt` (instalments the couple owes us for the planning fee): `inst_no` 1, 2, 3 in order of due date; `inst_typ`
 *   DEP booking deposit, INT interim instalment, BAL final balance. `due_dt` the due date; `amt_p` the amount in
 *   pence. `paid_dt` the date it was paid (NULL = not paid). `pay_mth` BACS bank transfer, CARD, CHQ cheque (NULL
 *   when unpaid). `wo_yn` Y when the instalment was written off because the wedding was cancelled (deposits are
 *   non-refundable; instalments falling due after the cancellation are written off and never paid). An instalment
 *   is still open when it is unpaid and not written off; overdue when it is also past its due date.
 * - `consult` (consultations and meetings with couples): `cpl_no` the couple; `wed_no` the wedding (NULL for an
 *   initial consultation before booking). `cons_dt` the date. `typ_cd` INIT initial consultation (free, for an
 *   enquiry), PLAN planning meeting, VEN venue walk-through, SUPP supplier meeting or tasting, FIN final details
 *   meeting. `mode_cd` V video call, F face to face. `mins` the booked length in minutes. `by_ini` the planner's
 *   initials. `dna_yn` Y when the couple did not attend (a no-show; the meeting did not take place).
 *
 * Not recorded here: guest lists, RSVPs and dietary requirements; ages or dates of birth of the couples; reviews,
 *   ratings or testimonials; advertising and marketing spend, and the cost of wedding fair stands; staff wages,
 *   working hours, mileage and expenses; suppliers the couple booked themselves (not through us) and what couples
 *   actually paid their suppliers; the weather on the day; VAT; honeymoons and gift lists; the wedding's actual total
 *   spend (only the budget the couple gave us at booking).
 *
 * Tables
 * - `pkg`: `pkg_cd`, `pkg_nm`, `list_gbp`, `plan_hrs`, `act_yn`.
 * - `cpl`: `cpl_no`, `cpl_nm`, `email`, `tel`, `lead_src`, `enq_dt`, `pkg_int`, `est_dt`, `est_gst`, `enq_stat`,
 *   `clsd_dt`, `lost_rsn`, `mkt_ok`.
 * - `wed`: `wed_no`, `cpl_no`, `pkg_cd`, `wed_dt`, `ven_nm`, `ven_twn`, `n_gst`, `fee_p`, `budg_gbp`, `stat_cd`,
 *   `bk_dt`, `canc_dt`, `plnr`, `ctr_ref`, `pub_yn`.
 * - `supp`: `supp_no`, `supp_nm`, `svc_cat`, `base_twn`, `comm_pct`, `pref_yn`.
 * - `wsupp`: `sbk_no`, `wed_no`, `supp_no`, `bk_dt`, `quote_gbp`, `comm_pct`, `comm_p`, `stat_cd`, `comm_rcvd_dt`.
 * - `pymt`: `pay_no`, `wed_no`, `inst_no`, `inst_typ`, `due_dt`, `amt_p`, `paid_dt`, `pay_mth`, `wo_yn`.
 * - `consult`: `cons_no`, `cpl_no`, `wed_no`, `cons_dt`, `typ_cd`, `mode_cd`, `mins`, `by_ini`, `dna_yn`.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const r = seededRandom(7306_2026);

// ------------------------------------------------------------------ packages
type Pkg = { cd: string; nm: string; list: number; hrs: number; act: boolean };
const PKGS: Pkg[] = [
  { cd: "FULL", nm: "Full Planning", list: 4950, hrs: 120, act: true },
  { cd: "PART", nm: "Partial Planning", list: 2750, hrs: 50, act: true },
  { cd: "SIG", nm: "Signature Partial", list: 2400, hrs: 40, act: false },
  { cd: "OTD", nm: "On-the-Day Coordination", list: 1150, hrs: 12, act: true },
  {
    cd: "ELOPE",
    nm: "Elopement & Micro Wedding",
    list: 1600,
    hrs: 20,
    act: true,
  },
];
const pkgOf = (cd: string): Pkg => PKGS.find((p) => p.cd === cd) as Pkg;

// ------------------------------------------------------------------ planners
const PLANNERS: { ini: string; from: string; w: number }[] = [
  { ini: "HH", from: "2024-01-01", w: 3 },
  { ini: "RB", from: "2024-01-01", w: 3 },
  { ini: "CM", from: "2024-09-01", w: 3 },
  { ini: "JP", from: "2025-06-01", w: 2 },
];
const plannerOn = (d: string): string =>
  r.weighted(
    PLANNERS.filter((p) => p.from <= d).map((p) => [p.ini, p.w] as const),
  );

// ------------------------------------------------------------------ venues
type Venue = { nm: string; twn: string; w: number; small: boolean };
const VENUES: Venue[] = [
  { nm: "Hartwell Tithe Barn", twn: "Bibury", w: 9, small: false },
  { nm: "Coln Valley House", twn: "Fairford", w: 7, small: false },
  {
    nm: "The Orangery at Farncombe Park",
    twn: "Broadway",
    w: 5.5,
    small: false,
  },
  {
    nm: "Upper Slaughter Mill",
    twn: "Bourton-on-the-Water",
    w: 4.5,
    small: false,
  },
  { nm: "Oakridge Barn", twn: "Stroud", w: 3.6, small: false },
  { nm: "Stanway Meadows", twn: "Stanway", w: 2.8, small: false },
  { nm: "Painswick Old Rectory", twn: "Painswick", w: 2.4, small: false },
  { nm: "Winstone Manor", twn: "Cirencester", w: 2.2, small: false },
  { nm: "Severnside Court", twn: "Frampton on Severn", w: 2, small: false },
  { nm: "Burford Priory Gardens", twn: "Burford", w: 1.8, small: false },
  { nm: "Lakeside Lodge", twn: "South Cerney", w: 1.6, small: false },
  { nm: "Tetbury Old Brewery", twn: "Tetbury", w: 1.4, small: false },
  { nm: "St John's Priory Hotel", twn: "Lechlade", w: 1.2, small: false },
  { nm: "Chedworth Woodland Yurts", twn: "Chedworth", w: 1.5, small: true },
  { nm: "Cirencester Register Office", twn: "Cirencester", w: 2, small: true },
  {
    nm: "The Snug at Duntisbourne",
    twn: "Duntisbourne Abbots",
    w: 1.5,
    small: true,
  },
];

// ------------------------------------------------------------------ suppliers
type Supp = {
  no: number;
  nm: string;
  cat: string;
  twn: string;
  pct: number;
  pref: boolean;
  w: number;
};
const SUPP_RAW: [string, string, string, number, boolean, number][] = [
  // name, category, town, commission %, preferred, weight
  ["Bluebell Lane Photography", "Photography", "Cheltenham", 10, true, 5],
  ["Kate Ormerod Photography", "Photography", "Stroud", 10, true, 4],
  ["Golden Hour Studio", "Photography", "Cirencester", 8, true, 3],
  ["Tom Whitcombe Photographer", "Photography", "Gloucester", 0, false, 1.5],
  ["Feather & Frame", "Photography", "Oxford", 12.5, true, 2],
  ["Sam Adebayo Photography", "Photography", "Swindon", 5, false, 1],
  ["Reel Love Films", "Videography", "Cheltenham", 10, true, 3],
  ["Cotswold Wedding Films", "Videography", "Stow-on-the-Wold", 8, false, 2],
  ["Ivy Cinematic", "Videography", "Bath", 0, false, 1],
  ["Wild Hedgerow Flowers", "Flowers", "Tetbury", 10, true, 5],
  ["Petal & Stem", "Flowers", "Cirencester", 10, true, 4],
  ["The Flower Barn Fairford", "Flowers", "Fairford", 5, false, 2],
  ["Meadowsweet Florals", "Flowers", "Stroud", 12.5, true, 2],
  ["Rosa Canina Flowers", "Flowers", "Cheltenham", 0, false, 1],
  ["Cotswold Kitchen Catering", "Catering", "Cirencester", 5, true, 4],
  ["Long Table Feasts", "Catering", "Stroud", 7.5, true, 3],
  ["Fire & Feast BBQ", "Catering", "Cheltenham", 5, false, 2],
  ["Harvest Moon Catering", "Catering", "Burford", 0, false, 1.5],
  ["The Travelling Pizza Co", "Catering", "Swindon", 10, false, 1],
  ["Crumb & Co Cakes", "Cake", "Cirencester", 10, true, 4],
  ["Sugar Plum Bakery", "Cake", "Stroud", 10, false, 2],
  ["Lottie Bakes", "Cake", "Tewkesbury", 0, false, 1],
  ["The Honey Cake Kitchen", "Cake", "Chipping Norton", 12.5, true, 1.5],
  ["The Sunday Best Band", "Music", "Bristol", 10, true, 3],
  ["DJ Mike Salter", "Music", "Cheltenham", 10, false, 2],
  ["String Theory Quartet", "Music", "Oxford", 8, true, 2.5],
  ["Velvet Soul Collective", "Music", "Bath", 5, false, 1.5],
  ["Bells & Whistles Discos", "Music", "Swindon", 0, false, 1],
  ["Lucy Grant Bridal Hair", "Hair & make-up", "Cirencester", 10, true, 4],
  ["Glow Bridal Beauty", "Hair & make-up", "Cheltenham", 10, true, 3],
  ["The Beauty Bus", "Hair & make-up", "Stroud", 5, false, 1.5],
  ["Paper Swallow Stationery", "Stationery", "Bibury", 15, true, 3],
  ["Inkwell & Lace", "Stationery", "Cheltenham", 10, false, 2],
  ["Letterpress Lane", "Stationery", "Oxford", 0, false, 0],
  ["Cotswold Classic Cars", "Transport", "Northleach", 10, true, 3],
  ["Vintage VW Hire", "Transport", "Stroud", 8, false, 2],
  ["Pullman Coaches", "Transport", "Cirencester", 5, false, 1.5],
  [
    "Sperry Tents Cotswolds",
    "Furniture & marquee hire",
    "Chipping Campden",
    5,
    true,
    3,
  ],
  ["Rustic Props Hire", "Furniture & marquee hire", "Fairford", 10, true, 3],
  [
    "Glow Lighting & Drapes",
    "Furniture & marquee hire",
    "Cheltenham",
    10,
    false,
    1.5,
  ],
  ["Elm Tree Event Hire", "Furniture & marquee hire", "Witney", 0, false, 0],
  ["Anna Whitfield Celebrant", "Celebrant", "Cirencester", 10, true, 3],
  ["Ceremonies by Jo", "Celebrant", "Stroud", 0, false, 2],
  ["The Humanist Celebrant Co", "Celebrant", "Gloucester", 5, false, 1],
  ["Ben Okafor Celebrant", "Celebrant", "Cheltenham", 10, false, 0],
];
const SUPPS: Supp[] = SUPP_RAW.map(([nm, cat, twn, pct, pref, w], i) => ({
  no: 101 + i,
  nm,
  cat,
  twn,
  pct,
  pref,
  w,
}));
const QUOTE: Record<string, [number, number]> = {
  Photography: [1400, 3200],
  Videography: [1300, 2800],
  Flowers: [900, 4500],
  Catering: [4500, 16000],
  Cake: [350, 950],
  Music: [600, 3200],
  "Hair & make-up": [350, 1400],
  Stationery: [250, 1200],
  Transport: [350, 1100],
  "Furniture & marquee hire": [800, 9000],
  Celebrant: [450, 900],
};
// categories booked through us, by package: [category, chance]
const CATS: Record<string, [string, number][]> = {
  FULL: [
    ["Photography", 0.95],
    ["Flowers", 0.9],
    ["Catering", 0.7],
    ["Music", 0.8],
    ["Cake", 0.6],
    ["Hair & make-up", 0.55],
    ["Stationery", 0.6],
    ["Videography", 0.45],
    ["Transport", 0.4],
    ["Furniture & marquee hire", 0.45],
    ["Celebrant", 0.3],
  ],
  PART: [
    ["Photography", 0.6],
    ["Flowers", 0.55],
    ["Music", 0.45],
    ["Cake", 0.3],
    ["Hair & make-up", 0.3],
    ["Videography", 0.2],
    ["Furniture & marquee hire", 0.25],
    ["Stationery", 0.2],
    ["Transport", 0.15],
  ],
  SIG: [
    ["Photography", 0.6],
    ["Flowers", 0.55],
    ["Music", 0.4],
    ["Cake", 0.3],
    ["Hair & make-up", 0.3],
    ["Stationery", 0.2],
  ],
  OTD: [
    ["Music", 0.15],
    ["Furniture & marquee hire", 0.1],
  ],
  ELOPE: [
    ["Photography", 0.85],
    ["Flowers", 0.6],
    ["Celebrant", 0.5],
    ["Hair & make-up", 0.35],
    ["Cake", 0.2],
  ],
};

// ------------------------------------------------------------------ names
const FIRST_F = [
  "Sophie",
  "Emily",
  "Olivia",
  "Charlotte",
  "Amelia",
  "Grace",
  "Hannah",
  "Lucy",
  "Ellie",
  "Jessica",
  "Megan",
  "Holly",
  "Chloe",
  "Georgia",
  "Rebecca",
  "Laura",
  "Katie",
  "Abigail",
  "Harriet",
  "Alice",
  "Zara",
  "Priya",
  "Aisha",
  "Niamh",
  "Freya",
  "Isla",
  "Rosie",
  "Imogen",
  "Phoebe",
  "Eleanor",
  "Anya",
  "Maya",
  "Jasmine",
  "Bethany",
  "Naomi",
];
const FIRST_M = [
  "James",
  "Daniel",
  "Thomas",
  "Oliver",
  "Jack",
  "Harry",
  "William",
  "George",
  "Samuel",
  "Joshua",
  "Ben",
  "Matthew",
  "Luke",
  "Ryan",
  "Adam",
  "Alex",
  "Callum",
  "Jamie",
  "Liam",
  "Owen",
  "Rohan",
  "Kwame",
  "Arjun",
  "Ethan",
  "Max",
  "Charlie",
  "Henry",
  "Edward",
  "Rory",
  "Finn",
  "Dominic",
  "Patrick",
  "Nathan",
  "Theo",
  "Marcus",
];
const SURNAMES = [
  "Turner",
  "Reid",
  "Hartley",
  "Okafor",
  "Patel",
  "Morgan",
  "Hughes",
  "Walsh",
  "Fletcher",
  "Carter",
  "Bennett",
  "Shaw",
  "Harris",
  "Clarke",
  "Lewis",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Cooper",
  "Ward",
  "Kaur",
  "Singh",
  "Ahmed",
  "Murphy",
  "Kelly",
  "Barnes",
  "Ellis",
  "Hunt",
  "Foster",
  "Chapman",
  "Lawson",
  "Holmes",
  "Palmer",
  "Grant",
  "Pearce",
  "Doyle",
  "Fraser",
  "Mason",
  "Webb",
  "Russell",
  "Hayes",
  "Knight",
  "Stone",
  "Atkinson",
  "Booth",
  "Rees",
  "Mensah",
  "Nowak",
  "Kowalski",
  "Fernandes",
  "Moreau",
  "Brennan",
  "Sutton",
  "Whitaker",
  "Ashby",
  "Lowe",
  "Dunn",
];
const femaleName = uniqueNames(r, FIRST_F, SURNAMES);
const maleName = uniqueNames(r, FIRST_M, SURNAMES);

// ------------------------------------------------------------------ helpers
const SEASON = [
  0.25, 0.2, 0.35, 0.6, 1.0, 1.0, 1.0, 1.0, 0.95, 0.6, 0.25, 0.45,
]; // wedding month weights
const ENQ_SEASON = [
  1.9, 1.45, 1.1, 0.9, 0.85, 0.8, 0.8, 0.85, 0.9, 0.85, 0.8, 1.35,
];
const monthOf = (d: string): number => Number(d.slice(5, 7)) - 1;

/** A wedding date about `lead` days after `from`, moved to a plausible wedding day in a plausible month. */
function weddingDate(
  from: string,
  minLead: number,
  maxLead: number,
  smallDo: boolean,
): string {
  for (;;) {
    const d = addDays(from, r.int(minLead, maxLead));
    if (
      !r.chance(smallDo ? 0.4 + 0.6 * SEASON[monthOf(d)]! : SEASON[monthOf(d)]!)
    )
      continue;
    const dow = smallDo
      ? r.weighted([
          [6, 4],
          [5, 2],
          [4, 1.5],
          [3, 1],
          [1, 0.5],
          [0, 1],
        ] as const)
      : r.weighted([
          [6, 15],
          [5, 3],
          [0, 1.5],
          [4, 1],
          [3, 0.4],
        ] as const);
    let out = d;
    while (dayOfWeek(out) !== dow) out = addDays(out, 1);
    return out;
  }
}

const randMid = (from: string, to: string): string =>
  from >= to ? from : r.date(from, to);

// ------------------------------------------------------------------ generate
const SOURCES: [string, number, number][] = [
  // source, weight, booking chance
  ["Website", 3, 0.27],
  ["Instagram", 3.2, 0.17],
  ["Wedding fair", 1.6, 0.3],
  ["Hitched", 1.8, 0.14],
  ["Past couple referral", 0.9, 0.52],
  ["Venue referral", 1.3, 0.45],
];
const LOST_RSN = [
  "Chose another planner",
  "Over budget",
  "Decided to plan it themselves",
  "Venue provides a coordinator",
  "Wedding called off",
  "Moved the wedding abroad",
];

const cplRows: unknown[][] = [];
const wedRows: unknown[][] = [];
const wsuppRows: unknown[][] = [];
const pymtRows: unknown[][] = [];
const consRows: unknown[][] = [];
type Cons = [
  string,
  number,
  number | null,
  string,
  string,
  string,
  number,
  string,
];
const consList: Cons[] = [];

let cplNo = 1000;
let wedNo = 0;
let sbkNo = 5000;
let payNo = 0;
const ctrSeq: Record<string, number> = {};
const usedCouple = new Set<string>();

function coupleName(): string {
  for (;;) {
    const kind = r.weighted([
      ["fm", 88],
      ["ff", 6],
      ["mm", 6],
    ] as const);
    const a = kind === "mm" ? maleName() : femaleName();
    const b = kind === "ff" ? femaleName() : maleName();
    const nm = `${a[0]} ${a[1]} & ${b[0]} ${b[1]}`;
    if (!usedCouple.has(nm)) {
      usedCouple.add(nm);
      return nm;
    }
  }
}

for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const yr = Number(d.slice(0, 4));
  const growth =
    yr === 2024 ? (d < "2024-04-01" ? 0.45 : 0.8) : yr === 2025 ? 1.0 : 1.15;
  const n = r.poisson(0.7 * growth * ENQ_SEASON[monthOf(d)]!);
  for (let k = 0; k < n; k++) {
    cplNo++;
    const nm = coupleName();
    const [src, , bookP] = r.weighted(SOURCES.map((s) => [s, s[1]] as const));
    const pkgInt = r.weighted([
      ["FULL", 3],
      ["PART", 3.5],
      ["OTD", 2.5],
      ["ELOPE", 1],
      [null, 2],
    ] as const);
    const plannedPkg: string =
      pkgInt ??
      r.weighted([
        ["FULL", 3],
        ["PART", 3.5],
        ["OTD", 2.5],
        ["ELOPE", 1],
      ] as const);
    const small = plannedPkg === "ELOPE";
    const [minL, maxL] =
      plannedPkg === "FULL" || plannedPkg === "PART"
        ? [240, 640]
        : plannedPkg === "OTD"
          ? [90, 380]
          : [60, 260];
    const estDt = weddingDate(d, minL, maxL, small);
    const hasDate = r.chance(0.8);
    const estGst = small ? r.int(2, 30) : Math.round(r.int(50, 200) / 5) * 5;

    // outcome
    let outcome: string;
    const roll = r.next();
    if (roll < bookP) outcome = "BKD";
    else if (roll < bookP + 0.06) outcome = "DECL";
    else outcome = r.chance(0.42) ? "NR" : "LOST";
    const lag =
      outcome === "BKD"
        ? r.int(9, 75)
        : outcome === "LOST"
          ? r.int(7, 95)
          : outcome === "NR"
            ? r.int(21, 50)
            : r.int(0, 3);
    let clsd: string | null = addDays(d, lag);
    if (clsd > LAST) {
      clsd = null;
      outcome = "OPEN";
    }
    const lostRsn = outcome === "LOST" ? r.pick(LOST_RSN) : null;
    const first = nm.split(" ")[0]!.toLowerCase();
    const email = `${first}.${nm.split(" ")[1]!.toLowerCase()}${r.int(1, 99)}@${r.pick(["gmail.com", "gmail.com", "outlook.com", "icloud.com", "hotmail.co.uk", "yahoo.co.uk"])}`;
    const tel = `07${r.int(100, 999)} ${pad(r.int(0, 999999), 6)}`;
    cplRows.push([
      cplNo,
      nm,
      email,
      tel,
      src,
      d,
      pkgInt,
      outcome === "BKD" || outcome === "DECL" || hasDate ? estDt : null,
      estGst,
      outcome,
      clsd,
      lostRsn,
      r.chance(0.55) ? "Y" : "N",
    ]);

    // initial consultation
    if (
      outcome !== "NR" &&
      outcome !== "DECL" &&
      r.chance(outcome === "BKD" ? 0.9 : 0.55)
    ) {
      const cd = addDays(d, r.int(2, 18));
      if (cd <= LAST && (clsd === null || cd <= clsd)) {
        consList.push([
          cd,
          cplNo,
          null,
          "INIT",
          r.chance(0.62) ? "V" : "F",
          plannerOn(cd),
          r.pick([45, 60, 60, 60, 90]),
          r.chance(0.07) ? "Y" : "N",
        ]);
      }
    }

    if (outcome !== "BKD" || clsd === null) continue;

    // ---------------------------------------------------------------- the wedding
    wedNo++;
    const bk = clsd;
    let pkg = plannedPkg;
    if (r.chance(0.12)) pkg = r.pick(["FULL", "PART", "OTD"]);
    if (pkg === "PART" && bk < "2025-01-01" && r.chance(0.6)) pkg = "SIG";
    if (pkg === "SIG" && bk >= "2025-01-01") pkg = "PART";
    let wd = estDt;
    if (daysBetween(bk, wd) < 45)
      wd = weddingDate(bk, 60, 200, pkg === "ELOPE");
    const venue: Venue =
      pkg === "ELOPE"
        ? r.weighted(
            VENUES.map((v) => [v, v.small ? v.w * 3 : v.w * 0.15] as const),
          )
        : r.weighted(
            VENUES.filter((v) => !v.small).map((v) => [v, v.w] as const),
          );
    const gst =
      pkg === "ELOPE"
        ? r.int(2, 30)
        : Math.max(40, Math.min(220, estGst + r.int(-20, 20)));
    const p = pkgOf(pkg);
    const disc = r.weighted([
      [0, 6],
      [0.05, 2],
      [0.1, 2],
      [0.15, 0.5],
    ] as const);
    const fee = Math.round(p.list * (1 - disc)) * 100;
    const budg =
      pkg === "FULL"
        ? r.int(70, 180) * 500
        : pkg === "PART" || pkg === "SIG"
          ? r.int(44, 100) * 500
          : pkg === "OTD"
            ? r.int(30, 70) * 500
            : r.int(8, 30) * 500;
    const plnr = plannerOn(bk);
    const ctrYear = bk.slice(0, 4);
    ctrSeq[ctrYear] = (ctrSeq[ctrYear] ?? 0) + 1;
    const ctr = `HH-${ctrYear}-${pad(ctrSeq[ctrYear]!, 3)}`;

    let stat = wd <= LAST ? "HELD" : "BKD";
    let canc: string | null = null;
    if (r.chance(0.065)) {
      const from = addDays(bk, 20);
      const to = addDays(wd, -10) < LAST ? addDays(wd, -10) : LAST;
      if (from <= to) {
        canc = r.date(from, to);
        stat = "CANC";
      }
    } else if (
      wd >= "2025-09-01" &&
      wd <= "2027-06-30" &&
      bk < "2026-06-01" &&
      r.chance(0.05)
    ) {
      stat = "PPN";
    }
    wedRows.push([
      wedNo,
      cplNo,
      pkg,
      wd,
      venue.nm,
      venue.twn,
      gst,
      fee,
      budg,
      stat,
      bk,
      canc,
      plnr,
      ctr,
      r.chance(0.6) ? "Y" : "N",
    ]);
    const stopAt = canc ?? LAST; // nothing recorded after cancellation or after the export

    // ---------------------------------------------------------------- instalments
    const big = pkg === "FULL" || pkg === "PART" || pkg === "SIG";
    const sched: [string, string, number][] = [];
    const depAmt = Math.round((fee * (big ? 0.25 : 0.3)) / 100) * 100;
    sched.push(["DEP", bk, depAmt]);
    let rest = fee - depAmt;
    if (big && daysBetween(bk, addDays(wd, -180)) > 30) {
      const intAmt = Math.round((fee * 0.25) / 100) * 100;
      sched.push(["INT", addDays(wd, -180), intAmt]);
      rest -= intAmt;
    }
    let balDue = addDays(wd, big ? -42 : -28);
    if (balDue <= bk) balDue = addDays(bk, 7);
    sched.push(["BAL", balDue, rest]);
    sched.forEach(([typ, due, amt], i) => {
      payNo++;
      let paid: string | null = null;
      let wo = "N";
      if (canc !== null && due > canc) {
        wo = "Y";
      } else if (typ === "DEP") {
        const pd = addDays(bk, r.int(0, 6));
        paid = pd <= LAST ? pd : null;
      } else if (due <= LAST) {
        const late = r.weighted([
          ["ontime", 88],
          ["late", 9],
          ["unpaid", 3],
        ] as const);
        if (late !== "unpaid") {
          const pd =
            late === "ontime"
              ? addDays(due, r.int(-12, 3))
              : addDays(due, r.int(6, 45));
          paid = pd <= LAST ? (pd < bk ? bk : pd) : null;
        }
      } else if (r.chance(0.08)) {
        const from = addDays(due, -60) > bk ? addDays(due, -60) : bk;
        if (from <= LAST) paid = r.date(from, LAST);
      }
      pymtRows.push([
        payNo,
        wedNo,
        i + 1,
        typ,
        due,
        amt,
        paid,
        paid === null
          ? null
          : r.weighted([
              ["BACS", 80],
              ["CARD", 15],
              ["CHQ", 5],
            ] as const),
        wo,
      ]);
    });

    // ---------------------------------------------------------------- supplier bookings
    for (const [cat, chance] of CATS[pkg]!) {
      if (!r.chance(chance)) continue;
      const pool = SUPPS.filter((s) => s.cat === cat && s.w > 0);
      const addBooking = (from: string, replaced: boolean): void => {
        const s = r.weighted(pool.map((x) => [x, x.w] as const));
        const bkd = randMid(addDays(from, 5), addDays(wd, -21));
        if (bkd > stopAt) return;
        const [lo, hi] = QUOTE[cat]!;
        const scale =
          cat === "Catering" || cat === "Furniture & marquee hire"
            ? Math.max(0.3, gst / 120)
            : 1;
        const q =
          Math.round(r.int(lo, hi) * scale) + r.pick([0, 0, 0, 0.5, 0.99]);
        const pct = r.chance(0.1) && s.pct > 0 ? s.pct - 2.5 : s.pct;
        const comm = Math.round(q * pct);
        let st = "CONF";
        let rcvd: string | null = null;
        const willReplace = !replaced && canc === null && r.chance(0.04);
        if (canc !== null || willReplace) st = "CANC";
        else if (comm > 0 && stat === "HELD" && r.chance(0.94)) {
          const rd = addDays(wd, r.int(10, 80));
          rcvd = rd <= LAST ? rd : null;
        }
        sbkNo++;
        wsuppRows.push([sbkNo, wedNo, s.no, bkd, q, pct, comm, st, rcvd]);
        if (willReplace) addBooking(bkd, true);
      };
      addBooking(bk, false);
    }

    // ---------------------------------------------------------------- meetings
    const meet = (dt: string, typ: string): void => {
      if (dt > stopAt || dt < bk || (canc !== null && dt >= canc)) return;
      consList.push([
        dt,
        cplNo,
        wedNo,
        typ,
        typ === "VEN" || typ === "SUPP" ? "F" : r.chance(0.55) ? "V" : "F",
        r.chance(0.9) ? plnr : plannerOn(dt),
        typ === "VEN"
          ? r.pick([90, 120])
          : typ === "SUPP"
            ? r.pick([60, 90, 120])
            : r.pick([45, 60, 60, 90]),
        r.chance(0.03) ? "Y" : "N",
      ]);
    };
    const gap = pkg === "FULL" ? 55 : big ? 95 : 0;
    if (gap > 0) {
      for (
        let m = addDays(bk, r.int(21, 40));
        m < addDays(wd, -45);
        m = addDays(m, gap + r.int(-10, 15))
      )
        meet(m, "PLAN");
      meet(addDays(wd, -r.int(90, 150)), "VEN");
      if (pkg === "FULL" && r.chance(0.7))
        meet(addDays(wd, -r.int(100, 200)), "SUPP");
    } else {
      meet(addDays(wd, -r.int(40, 70)), "PLAN");
    }
    if (stat !== "PPN") meet(addDays(wd, -r.int(10, 21)), "FIN");
  }
}

consList.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
consList.forEach((c, i) =>
  consRows.push([7000 + i + 1, c[1], c[2], c[0], c[3], c[4], c[6], c[5], c[7]]),
);

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  return [
    "CREATE SCHEMA vowsuite;",
    `CREATE TABLE vowsuite.pkg (
  pkg_cd varchar(8) PRIMARY KEY,
  pkg_nm varchar(60) NOT NULL,
  list_gbp integer NOT NULL,
  plan_hrs integer NOT NULL,
  act_yn char(1) NOT NULL
);`,
    `CREATE TABLE vowsuite.cpl (
  cpl_no integer PRIMARY KEY,
  cpl_nm varchar(120) NOT NULL,
  email varchar(120),
  tel varchar(20),
  lead_src varchar(30) NOT NULL,
  enq_dt date NOT NULL,
  pkg_int varchar(8) REFERENCES vowsuite.pkg(pkg_cd),
  est_dt date,
  est_gst integer,
  enq_stat varchar(4) NOT NULL,
  clsd_dt date,
  lost_rsn varchar(60),
  mkt_ok char(1) NOT NULL
);`,
    `CREATE TABLE vowsuite.wed (
  wed_no integer PRIMARY KEY,
  cpl_no integer NOT NULL REFERENCES vowsuite.cpl(cpl_no),
  pkg_cd varchar(8) NOT NULL REFERENCES vowsuite.pkg(pkg_cd),
  wed_dt date NOT NULL,
  ven_nm varchar(80) NOT NULL,
  ven_twn varchar(40),
  n_gst integer,
  fee_p integer NOT NULL,
  budg_gbp integer,
  stat_cd varchar(4) NOT NULL,
  bk_dt date NOT NULL,
  canc_dt date,
  plnr varchar(3) NOT NULL,
  ctr_ref varchar(16) NOT NULL,
  pub_yn char(1) NOT NULL
);`,
    `CREATE TABLE vowsuite.supp (
  supp_no integer PRIMARY KEY,
  supp_nm varchar(80) NOT NULL,
  svc_cat varchar(40) NOT NULL,
  base_twn varchar(40),
  comm_pct numeric(4,1) NOT NULL,
  pref_yn char(1) NOT NULL
);`,
    `CREATE TABLE vowsuite.wsupp (
  sbk_no integer PRIMARY KEY,
  wed_no integer NOT NULL REFERENCES vowsuite.wed(wed_no),
  supp_no integer NOT NULL REFERENCES vowsuite.supp(supp_no),
  bk_dt date NOT NULL,
  quote_gbp numeric(9,2) NOT NULL,
  comm_pct numeric(4,1) NOT NULL,
  comm_p integer NOT NULL,
  stat_cd varchar(4) NOT NULL,
  comm_rcvd_dt date
);`,
    `CREATE TABLE vowsuite.pymt (
  pay_no integer PRIMARY KEY,
  wed_no integer NOT NULL REFERENCES vowsuite.wed(wed_no),
  inst_no integer NOT NULL,
  inst_typ varchar(3) NOT NULL,
  due_dt date NOT NULL,
  amt_p integer NOT NULL,
  paid_dt date,
  pay_mth varchar(4),
  wo_yn char(1) NOT NULL
);`,
    `CREATE TABLE vowsuite.consult (
  cons_no integer PRIMARY KEY,
  cpl_no integer NOT NULL REFERENCES vowsuite.cpl(cpl_no),
  wed_no integer REFERENCES vowsuite.wed(wed_no),
  cons_dt date NOT NULL,
  typ_cd varchar(4) NOT NULL,
  mode_cd char(1) NOT NULL,
  mins integer NOT NULL,
  by_ini varchar(3) NOT NULL,
  dna_yn char(1) NOT NULL
);`,
    insertRows(
      "vowsuite.pkg",
      ["pkg_cd", "pkg_nm", "list_gbp", "plan_hrs", "act_yn"],
      PKGS.map((p) => [p.cd, p.nm, p.list, p.hrs, p.act ? "Y" : "N"]),
    ),
    insertRows(
      "vowsuite.cpl",
      [
        "cpl_no",
        "cpl_nm",
        "email",
        "tel",
        "lead_src",
        "enq_dt",
        "pkg_int",
        "est_dt",
        "est_gst",
        "enq_stat",
        "clsd_dt",
        "lost_rsn",
        "mkt_ok",
      ],
      cplRows,
    ),
    insertRows(
      "vowsuite.wed",
      [
        "wed_no",
        "cpl_no",
        "pkg_cd",
        "wed_dt",
        "ven_nm",
        "ven_twn",
        "n_gst",
        "fee_p",
        "budg_gbp",
        "stat_cd",
        "bk_dt",
        "canc_dt",
        "plnr",
        "ctr_ref",
        "pub_yn",
      ],
      wedRows,
    ),
    insertRows(
      "vowsuite.supp",
      ["supp_no", "supp_nm", "svc_cat", "base_twn", "comm_pct", "pref_yn"],
      SUPPS.map((s) => [s.no, s.nm, s.cat, s.twn, s.pct, s.pref ? "Y" : "N"]),
    ),
    insertRows(
      "vowsuite.wsupp",
      [
        "sbk_no",
        "wed_no",
        "supp_no",
        "bk_dt",
        "quote_gbp",
        "comm_pct",
        "comm_p",
        "stat_cd",
        "comm_rcvd_dt",
      ],
      wsuppRows,
    ),
    insertRows(
      "vowsuite.pymt",
      [
        "pay_no",
        "wed_no",
        "inst_no",
        "inst_typ",
        "due_dt",
        "amt_p",
        "paid_dt",
        "pay_mth",
        "wo_yn",
      ],
      pymtRows,
    ),
    insertRows(
      "vowsuite.consult",
      [
        "cons_no",
        "cpl_no",
        "wed_no",
        "cons_dt",
        "typ_cd",
        "mode_cd",
        "mins",
        "by_ini",
        "dna_yn",
      ],
      consRows,
    ),
  ].join("\n\n");
}
