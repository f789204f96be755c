/**
 * Hallam Piano Services, a small piano tuning, repair and rental business in Sheffield and the surrounding towns
 * (Rotherham, Barnsley, Chesterfield, Dronfield and the Peak District villages). Five or six self-employed-style
 * tuner-technicians tune client pianos on a regular cycle (usually once a year for homes, two to four times a year
 * for schools, churches and venues), quote and carry out repairs, and look after a small fleet of the business's
 * own reconditioned uprights that are rented out on monthly contracts, some on a rent-to-buy scheme.
 *
 * This is the database of the business's own booking and invoicing program "TuneTrack" (schema `ttrk`), taken on
 * the morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. TuneTrack went live on
 * 2024-01-02: customers and pianos that existed before then were imported with a created date of 2024-01-02, and
 * rental contracts signed earlier keep their real start dates but have invoices only from go-live.
 *
 * UNITS: all money is in whole PENCE and EXCLUDES VAT (`fee_p`, `lab_p`, `parts_p`, `mth_rnt_p`, `dep_p`,
 * `net_p`); the VAT on an invoice (20%) is in `inv.vat_p`, so an invoice's gross total is `net_p + vat_p`.
 *
 * Business terms and codes (the descriptions of most codes are in `lkp`):
 * - `lkp`: code lookup, one row per (`grp_cd`, `cd`) with its description `descr`. Groups: CTYP customer types,
 *   RPR repair types, VSTS visit statuses, RSTS repair statuses, RNTS rental statuses, ISRC invoice sources,
 *   TGRD tuner grades. `actv_yn` N for a retired code (REB rebuild is no longer offered and never used).
 * - `tnr`: tuners. `grd_cd` RPT registered piano technician, APP apprentice. `leave_dt` NULL = still working here.
 * - `cust`: customers. `cust_typ` DOM private / domestic, TCH piano teacher, SCH school, CHU church, VEN venue or
 *   hotel, COL college / university. `del_flg` 1 = deleted (soft delete: duplicates and customers who asked to be
 *   removed; a deleted customer's pianos are marked deleted too).
 * - `pno`: pianos. `own_cd` C a client's piano (`cust_id` the owner), R one of our rental pianos (`cust_id` NULL;
 *   who has it is on `rnt`). A rental piano bought by its renter under rent-to-buy becomes a client piano (own_cd
 *   C, cust_id the buyer). `pno_typ` U upright, G grand. `yr_mfd` year made (NULL = unknown). `tun_frq_mth` the
 *   agreed tuning interval in months. `del_yn` Y = no longer ours to look after (sold, scrapped, or customer
 *   deleted).
 * - `vst`: tuning visits. `sts_cd` BK booked, CP completed, CX cancelled, NS no access / no-show. `sched_dt` the
 *   booked date; `done_dt` the date the tuning was actually done (NULL unless CP; now and then a day or two after
 *   the booked date). `fee_p` the tuning fee agreed at booking, ex VAT; rental pianos are tuned free (fee 0).
 *   Cancelled and no-show visits keep their fee but are not invoiced. `pr_yn` Y when a pitch raise was needed.
 * - `rpr`: repairs. `rpr_cd` repair type (lkp RPR). `sts_cd` Q quoted (waiting for the customer to say yes),
 *   A approved (not done yet), C completed, X declined by the customer. `quote_dt`, `appr_dt` (NULL = not approved),
 *   `cmpl_dt` (NULL = not done). `lab_p` labour and `parts_p` parts charged, ex VAT. `onsite_yn` N = the action or
 *   piano was taken back to the workshop. `vst_id` the tuning visit at which the repair was found (NULL = call-out).
 * - `rnt`: rental contracts. `sts_cd` PND signed, delivery still to come; ACT on hire; END piano returned; BGT
 *   bought by the renter under rent-to-buy; CXL cancelled before delivery (no invoices). `end_dt` NULL while on
 *   hire. `rtb_yn` Y for a rent-to-buy contract. `mth_rnt_p` monthly rent ex VAT, `dep_p` the refundable deposit.
 * - `inv`: invoices. `src_cd` VST tuning visit, RPR repair, RNT rental month (`src_id` the vst_id / rpr_id /
 *   rnt_id). Rent is invoiced monthly in advance on the contract's monthly start date and collected by standing
 *   order, so the next month's rental invoices (dated up to late December 2026) are already raised. `pd_dt` NULL =
 *   not paid. `void_flg` 1 = voided (kept for the audit trail; a corrected invoice was issued instead).
 *
 * Not recorded here: mileage, travel time or fuel; any costs or expenses (parts purchases, wages, van, rent);
 *   customer satisfaction or reviews; how customers heard of us; room humidity or temperature readings; piano
 *   moving / removals; piano sales other than rent-to-buy; tuners' pay.
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
} from "../../seeded-random";

const GO_LIVE = "2024-01-02";
const LAST = "2026-11-24";
const BOOK_HORIZON = "2027-03-12";
const r = seededRandom(7321_2026);

const isWorkDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && !ENGLAND_BANK_HOLIDAYS.has(d) && d.slice(5) !== "12-24";
const nextWorkDay = (d: string): string => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
const maxD = (a: string, b: string) => (a > b ? a : b);

// ------------------------------------------------------------------ lookup
const LKP: [string, string, string, number, string][] = [
  ["CTYP", "DOM", "Private / domestic", 1, "Y"],
  ["CTYP", "TCH", "Piano teacher", 2, "Y"],
  ["CTYP", "SCH", "School", 3, "Y"],
  ["CTYP", "CHU", "Church", 4, "Y"],
  ["CTYP", "VEN", "Venue / hotel", 5, "Y"],
  ["CTYP", "COL", "College / university", 6, "Y"],
  ["RPR", "STR", "String replacement", 1, "Y"],
  ["RPR", "HAM", "Hammer reshaping", 2, "Y"],
  ["RPR", "REG", "Action regulation", 3, "Y"],
  ["RPR", "PED", "Pedal repair", 4, "Y"],
  ["RPR", "KEY", "Key repair / recovering", 5, "Y"],
  ["RPR", "DMP", "Damper work", 6, "Y"],
  ["RPR", "VOI", "Voicing", 7, "Y"],
  ["RPR", "CAS", "Castor replacement", 8, "Y"],
  ["RPR", "REB", "Full rebuild", 9, "N"],
  ["VSTS", "BK", "Booked", 1, "Y"],
  ["VSTS", "CP", "Completed", 2, "Y"],
  ["VSTS", "CX", "Cancelled", 3, "Y"],
  ["VSTS", "NS", "No access / no-show", 4, "Y"],
  ["RSTS", "Q", "Quoted", 1, "Y"],
  ["RSTS", "A", "Approved", 2, "Y"],
  ["RSTS", "C", "Completed", 3, "Y"],
  ["RSTS", "X", "Declined", 4, "Y"],
  ["RNTS", "PND", "Awaiting delivery", 1, "Y"],
  ["RNTS", "ACT", "On hire", 2, "Y"],
  ["RNTS", "END", "Returned", 3, "Y"],
  ["RNTS", "BGT", "Bought (rent-to-buy)", 4, "Y"],
  ["RNTS", "CXL", "Cancelled", 5, "Y"],
  ["ISRC", "VST", "Tuning", 1, "Y"],
  ["ISRC", "RPR", "Repair", 2, "Y"],
  ["ISRC", "RNT", "Rental", 3, "Y"],
  ["TGRD", "RPT", "Registered piano technician", 1, "Y"],
  ["TGRD", "APP", "Apprentice", 2, "Y"],
];

// ------------------------------------------------------------------ tuners
type Tuner = {
  id: number;
  nm: string;
  init: string;
  grd: string;
  start: string;
  leave: string | null;
  mob: string;
};
const TUNERS: Tuner[] = [
  {
    id: 1,
    nm: "Graham Pell",
    init: "GP",
    grd: "RPT",
    start: "2003-04-01",
    leave: null,
    mob: "07700 900114",
  },
  {
    id: 2,
    nm: "Susan Okafor",
    init: "SO",
    grd: "RPT",
    start: "2011-09-05",
    leave: null,
    mob: "07700 900258",
  },
  {
    id: 3,
    nm: "David Marsh",
    init: "DM",
    grd: "RPT",
    start: "2016-02-01",
    leave: "2025-06-30",
    mob: "07700 900371",
  },
  {
    id: 4,
    nm: "Tomasz Nowak",
    init: "TN",
    grd: "RPT",
    start: "2019-03-18",
    leave: null,
    mob: "07700 900402",
  },
  {
    id: 5,
    nm: "Eleanor Hague",
    init: "EH",
    grd: "APP",
    start: "2024-09-02",
    leave: null,
    mob: "07700 900533",
  },
  {
    id: 6,
    nm: "Ravi Chauhan",
    init: "RC",
    grd: "RPT",
    start: "2025-07-01",
    leave: null,
    mob: "07700 900687",
  },
];
const employed = (t: Tuner, d: string) =>
  t.start <= d && (t.leave === null || d <= t.leave);
const tunerById = (id: number) => TUNERS.find((t) => t.id === id) as Tuner;
function tunerFor(regular: number, d: string): number {
  if (r.chance(0.15)) {
    const pool = TUNERS.filter((t) => employed(t, d));
    return r.weighted(
      pool.map((t) => [t.id, t.grd === "APP" ? 2 : 3] as const),
    );
  }
  let id = regular;
  if (id === 3 && !employed(tunerById(3), d)) id = 6;
  if (id === 6 && !employed(tunerById(6), d)) id = 3;
  return id;
}

// ------------------------------------------------------------------ places and names
const TOWNS: [string, string[], number][] = [
  ["Sheffield", ["S7", "S10", "S11", "S17", "S6", "S8", "S5", "S35"], 40],
  ["Rotherham", ["S60", "S65", "S66"], 9],
  ["Barnsley", ["S70", "S71", "S75"], 7],
  ["Chesterfield", ["S40", "S41", "S42"], 10],
  ["Dronfield", ["S18"], 6],
  ["Bakewell", ["DE45"], 4],
  ["Matlock", ["DE4"], 5],
  ["Hathersage", ["S32"], 3],
  ["Penistone", ["S36"], 3],
  ["Doncaster", ["DN1", "DN4", "DN5"], 4],
];
const pcodeFor = (town: string): string => {
  const t = TOWNS.find((x) => x[0] === town) as [string, string[], number];
  return `${r.pick(t[1])} ${r.int(1, 9)}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "Q", "R", "S", "T", "U", "W", "X", "Y", "Z"])}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "Q", "R", "S", "T", "U", "W", "X", "Y", "Z"])}`;
};
const STREETS = [
  "Ecclesall Road",
  "Psalter Lane",
  "Crookes Road",
  "Abbeydale Road",
  "Carter Knowle Road",
  "Whirlow Lane",
  "Fulwood Road",
  "Ranmoor Crescent",
  "Church Street",
  "Station Road",
  "Main Road",
  "High Street",
  "Mill Lane",
  "Derbyshire Lane",
  "School Lane",
  "The Green",
  "Park Avenue",
  "Victoria Road",
  "Oakdale Road",
  "Moor Lane",
];
const FIRST = [
  "Janet",
  "Peter",
  "Helen",
  "Mark",
  "Sarah",
  "Andrew",
  "Claire",
  "Richard",
  "Emma",
  "James",
  "Ruth",
  "Michael",
  "Alison",
  "Stephen",
  "Karen",
  "Paul",
  "Fiona",
  "Simon",
  "Louise",
  "Martin",
  "Rachel",
  "Ian",
  "Joanne",
  "Neil",
  "Catherine",
  "Philip",
  "Hannah",
  "Jonathan",
  "Gillian",
  "Christopher",
  "Priya",
  "Aisha",
  "Wei",
  "Oliver",
  "Sophie",
  "Daniel",
  "Margaret",
  "Brian",
  "Ann",
  "Kevin",
];
const LAST_NAMES = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Hall",
  "Wood",
  "Walker",
  "Wright",
  "Turner",
  "Hill",
  "Thompson",
  "Ward",
  "Morris",
  "Cooper",
  "Kaur",
  "Patel",
  "Bennett",
  "Hudson",
  "Ashworth",
  "Crookes",
  "Bramall",
  "Hague",
  "Staniforth",
  "Wragg",
  "Gregory",
  "Pearson",
  "Booth",
  "Marsden",
  "Cartwright",
  "Fletcher",
  "Nield",
  "Lomas",
  "Oxley",
  "Hinchliffe",
  "Kelly",
  "Chen",
  "Ahmed",
  "Fox",
  "Levick",
];
const newName = uniqueNames(r, FIRST, LAST_NAMES);

const INSTITUTIONS: [string, string, string][] = [
  ["SCH", "Dore Primary School", "Sheffield"],
  ["SCH", "Totley All Saints Primary", "Sheffield"],
  ["SCH", "Silverdale School", "Sheffield"],
  ["SCH", "King Edward VII School", "Sheffield"],
  ["SCH", "Tapton School", "Sheffield"],
  ["SCH", "Birkdale School", "Sheffield"],
  ["SCH", "Westbourne School", "Sheffield"],
  ["SCH", "Ecclesall Primary School", "Sheffield"],
  ["SCH", "Sheffield High School for Girls", "Sheffield"],
  ["SCH", "Dronfield Henry Fanshawe School", "Dronfield"],
  ["SCH", "Lady Manners School", "Bakewell"],
  ["SCH", "Hathersage St Michael's Primary", "Hathersage"],
  ["SCH", "Penistone Grammar School", "Penistone"],
  ["SCH", "Wales High School", "Rotherham"],
  ["SCH", "Brinsworth Academy", "Rotherham"],
  ["SCH", "Brookfield Community School", "Chesterfield"],
  ["SCH", "Highfields School", "Matlock"],
  ["CHU", "St John's Church, Ranmoor", "Sheffield"],
  ["CHU", "St Andrew's, Psalter Lane", "Sheffield"],
  ["CHU", "St Mary's Church, Walkley", "Sheffield"],
  ["CHU", "Crookes Valley Methodist Church", "Sheffield"],
  ["CHU", "St Giles' Church, Matlock", "Matlock"],
  ["CHU", "All Saints' Church, Bakewell", "Bakewell"],
  ["CHU", "Chesterfield Crooked Spire", "Chesterfield"],
  ["CHU", "Rotherham Minster", "Rotherham"],
  ["CHU", "Dronfield Baptist Church", "Dronfield"],
  ["CHU", "Barnsley Unitarian Chapel", "Barnsley"],
  ["CHU", "St Michael's Church, Hathersage", "Hathersage"],
  ["VEN", "Crucible Theatre", "Sheffield"],
  ["VEN", "Cutlers' Hall", "Sheffield"],
  ["VEN", "Whirlow Grange Hotel", "Sheffield"],
  ["VEN", "Winding Wheel Theatre", "Chesterfield"],
  ["VEN", "Peacock at Rowsley", "Matlock"],
  ["VEN", "Civic Theatre Rotherham", "Rotherham"],
  ["VEN", "The Lamproom Theatre", "Barnsley"],
  ["COL", "University of Sheffield Music Dept", "Sheffield"],
  ["COL", "Sheffield Hallam University", "Sheffield"],
  ["COL", "Chesterfield College", "Chesterfield"],
  ["COL", "Barnsley College", "Barnsley"],
  ["COL", "Longley Park Sixth Form", "Sheffield"],
];

// ------------------------------------------------------------------ customers
type Cust = {
  id: number;
  nm: string;
  typ: string;
  addr: string;
  town: string;
  pcode: string;
  tel: string;
  email: string | null;
  crtd: string;
  del: number;
  stopAt: string | null; // no activity after this date (deleted or lapsed customers)
};
const custs: Cust[] = [];
let nextCust = 1001;
function addCust(typ: string, nm: string, town: string, crtd: string): Cust {
  const c: Cust = {
    id: nextCust++,
    nm,
    typ,
    addr: `${r.int(1, 240)} ${r.pick(STREETS)}`,
    town,
    pcode: pcodeFor(town),
    tel: `0${r.pick(["114", "1246", "1709", "1226", "1629", "1433"])} ${r.int(200, 999)} ${pad(r.int(0, 9999), 4)}`,
    email: null,
    crtd,
    del: 0,
    stopAt: null,
  };
  if (typ === "DOM" || typ === "TCH") {
    c.email = r.chance(0.8)
      ? `${nm.split(" ")[0]?.toLowerCase()}.${nm.split(" ")[1]?.toLowerCase()}${r.pick(["", "", "1", "72", "_home"])}@${r.pick(["gmail.com", "btinternet.com", "outlook.com", "yahoo.co.uk", "sky.com"])}`
      : null;
  } else {
    c.email = `office@${nm
      .toLowerCase()
      .replace(/[^a-z]+/g, "")
      .slice(0, 18)}.org.uk`;
  }
  custs.push(c);
  return c;
}
const townPick = () => r.weighted(TOWNS.map((t) => [t[0], t[2]] as const));
const crtdFor = (): string =>
  r.chance(0.62) ? GO_LIVE : r.date("2024-01-08", "2026-11-20");

// institutions: all but a few were customers before go-live
for (const [typ, nm, town] of INSTITUTIONS) {
  addCust(
    typ,
    nm,
    town,
    r.chance(0.85) ? GO_LIVE : r.date("2024-02-01", "2026-09-30"),
  );
}
// teachers and private customers
for (let i = 0; i < 22; i++) {
  const [f, l] = newName();
  addCust("TCH", `${f} ${l}`, townPick(), crtdFor());
}
for (let i = 0; i < 165; i++) {
  const [f, l] = newName();
  addCust("DOM", `${f} ${l}`, townPick(), crtdFor());
}

// ------------------------------------------------------------------ pianos
type Piano = {
  id: number;
  cust: number | null;
  make: string;
  model: string;
  typ: string;
  ser: string;
  yr: number | null;
  own: string;
  frq: number;
  added: string;
  del: string;
  regular: number;
  stopAt: string | null;
};
const MODELS: [string, [string, string][], number][] = [
  [
    "Yamaha",
    [
      ["U1", "U"],
      ["U3", "U"],
      ["b1", "U"],
      ["P116", "U"],
      ["C3", "G"],
      ["GB1", "G"],
      ["C7", "G"],
    ],
    22,
  ],
  [
    "Kawai",
    [
      ["K-15", "U"],
      ["K-300", "U"],
      ["GL-10", "G"],
      ["KG-2", "G"],
    ],
    11,
  ],
  [
    "Steinway",
    [
      ["Model B", "G"],
      ["Model O", "G"],
      ["Model D", "G"],
      ["K-132", "U"],
    ],
    4,
  ],
  [
    "Bechstein",
    [
      ["Model 8", "U"],
      ["A 190", "G"],
      ["Classic 118", "U"],
    ],
    4,
  ],
  [
    "Bluthner",
    [
      ["Model 6", "G"],
      ["Model A", "U"],
    ],
    2,
  ],
  [
    "Broadwood",
    [
      ["Barless upright", "U"],
      ["Boudoir grand", "G"],
    ],
    6,
  ],
  [
    "Chappell",
    [
      ["Upright", "U"],
      ["Baby grand", "G"],
    ],
    6,
  ],
  [
    "Challen",
    [
      ["Studio upright", "U"],
      ["Baby grand", "G"],
    ],
    6,
  ],
  [
    "Knight",
    [
      ["K10", "U"],
      ["K6", "U"],
    ],
    5,
  ],
  [
    "Kemble",
    [
      ["Oxford", "U"],
      ["Cambridge 10", "U"],
    ],
    5,
  ],
  ["Danemann", [["Upright", "U"]], 3],
  [
    "Welmar",
    [
      ["Model 116", "U"],
      ["Model 121", "U"],
    ],
    4,
  ],
  [
    "Petrof",
    [
      ["P118", "U"],
      ["P159", "G"],
    ],
    3,
  ],
  [
    "Boston",
    [
      ["UP-118", "U"],
      ["GP-156", "G"],
    ],
    2,
  ],
  ["Zimmermann", [["Z 120", "U"]], 3],
  ["Eavestaff", [["Minipiano", "U"]], 3],
  ["Monington & Weston", [["Upright", "U"]], 2],
];
const pianos: Piano[] = [];
let nextPno = 1;
function makeYear(make: string): number | null {
  if (r.chance(0.18)) return null;
  if (
    [
      "Broadwood",
      "Chappell",
      "Challen",
      "Eavestaff",
      "Monington & Weston",
      "Danemann",
    ].includes(make)
  )
    return r.int(1895, 1975);
  if (["Bechstein", "Bluthner", "Steinway"].includes(make))
    return r.int(1902, 2019);
  return r.int(1962, 2023);
}
function addPiano(
  cust: Cust | null,
  own: string,
  added: string,
  wantGrand: boolean | null,
  frq: number,
): Piano {
  let make = "";
  let model = "";
  let typ = "";
  for (;;) {
    const m = r.weighted(MODELS.map((x) => [x, x[2]] as const));
    const [mo, ty] = r.pick(m[1]);
    if (wantGrand === null || (ty === "G") === wantGrand) {
      make = m[0];
      model = mo;
      typ = ty;
      break;
    }
  }
  const p: Piano = {
    id: nextPno++,
    cust: cust ? cust.id : null,
    make,
    model,
    typ,
    ser: `${make.slice(0, 2).toUpperCase()}${r.int(10000, 6999999)}`,
    yr: makeYear(make),
    own,
    frq,
    added,
    del: "N",
    regular: r.weighted([
      [1, 3],
      [2, 3],
      [3, 2],
      [4, 3],
    ] as const),
    stopAt: null,
  };
  pianos.push(p);
  return p;
}

// rental fleet: reconditioned uprights
const FLEET: [string, string, number | null][] = [
  ["Yamaha", "U1", 1988],
  ["Yamaha", "U1", 1994],
  ["Yamaha", "b1", 2015],
  ["Kawai", "K-15", 2012],
  ["Kawai", "K-15", 2009],
  ["Knight", "K10", 1979],
  ["Knight", "K10", 1983],
  ["Kemble", "Oxford", 1998],
  ["Kemble", "Cambridge 10", 2004],
  ["Welmar", "Model 116", 1976],
  ["Welmar", "Model 121", 1981],
  ["Challen", "Studio upright", 1969],
  ["Yamaha", "P116", 2007],
  ["Kawai", "K-300", 2017],
  ["Zimmermann", "Z 120", 2011],
  ["Danemann", "Upright", 1972],
  ["Boston", "UP-118", 2010],
  ["Yamaha", "U3", 1985],
  ["Knight", "K6", 1990],
  ["Kemble", "Oxford", 2001],
];
const fleet: Piano[] = [];
for (const [make, model, yr] of FLEET) {
  const p: Piano = {
    id: nextPno++,
    cust: null,
    make,
    model,
    typ: "U",
    ser: `${make.slice(0, 2).toUpperCase()}${r.int(100000, 6999999)}`,
    yr,
    own: "R",
    frq: 12,
    added: GO_LIVE,
    del: "N",
    regular: r.pick([1, 2, 4]),
    stopAt: null,
  };
  pianos.push(p);
  fleet.push(p);
}

// client pianos
for (const c of custs) {
  let n = 1;
  let grand: boolean | null = null;
  let frq = 12;
  if (c.typ === "SCH") {
    n = r.int(1, 4);
    frq = r.pick([4, 6, 6]);
  } else if (c.typ === "CHU") {
    n = r.int(1, 2);
    frq = r.pick([6, 12]);
  } else if (c.typ === "VEN") {
    n = r.int(1, 2);
    grand = true;
    frq = 3;
  } else if (c.typ === "COL") {
    n = r.int(3, 7);
    frq = 6;
  } else if (c.typ === "TCH") {
    n = r.weighted([
      [1, 3],
      [2, 2],
      [3, 1],
    ] as const);
    frq = 6;
  } else {
    n = r.chance(0.07) ? 2 : 1;
    frq = r.chance(0.15) ? 6 : 12;
    grand = r.chance(0.12);
  }
  for (let i = 0; i < n; i++) {
    const g =
      grand ??
      (c.typ === "DOM" ? false : r.chance(c.typ === "COL" ? 0.4 : 0.15));
    addPiano(
      c,
      "C",
      i > 0 && r.chance(0.3) && c.crtd < "2026-06-01"
        ? r.date(addDays(c.crtd, 30), "2026-10-20")
        : c.crtd,
      i === 0 ? grand : g,
      frq,
    );
  }
}

// lapsed private pianos: stopped booking (half of them sold or scrapped, so marked deleted)
for (const p of pianos) {
  if (p.own !== "C") continue;
  const c = custs.find((x) => x.id === p.cust) as Cust;
  if (
    (c.typ === "DOM" && r.chance(0.2)) ||
    (c.typ === "TCH" && r.chance(0.06))
  ) {
    p.stopAt = r.date(maxD(addDays(p.added, 200), "2024-09-01"), "2026-06-30");
    if (r.chance(0.5)) p.del = "Y";
  }
}

// deleted customers: some asked to be removed (history kept), some are duplicates (no pianos)
{
  const migratedDom = custs.filter(
    (c) => c.typ === "DOM" && c.crtd === GO_LIVE,
  );
  for (const c of r.shuffle(migratedDom).slice(0, 6)) {
    c.del = 1;
    c.stopAt = r.date("2024-10-01", "2025-08-31");
    for (const p of pianos.filter((x) => x.cust === c.id)) {
      p.del = "Y";
      p.stopAt = p.stopAt && p.stopAt < c.stopAt ? p.stopAt : c.stopAt;
    }
  }
  const donors = custs.filter(
    (c) => c.typ === "DOM" && c.del === 0 && c.crtd < "2025-12-01",
  );
  for (const orig of r.shuffle(donors).slice(0, 7)) {
    const dup = addCust(
      "DOM",
      orig.nm,
      orig.town,
      r.date(addDays(orig.crtd, 20), "2025-11-30"),
    );
    dup.addr = orig.addr;
    dup.pcode = orig.pcode;
    dup.email = orig.email;
    dup.del = 1;
  }
}

// ------------------------------------------------------------------ rentals
type Rental = {
  id: number;
  cust: number;
  pno: number;
  sgn: string;
  start: string;
  end: string | null;
  rent: number;
  dep: number;
  rtb: string;
  minTerm: number;
  sts: string;
};
const rentals: Rental[] = [];
let nextRnt = 1;
const RENT_TIERS = [3000, 3500, 3800, 4200, 4500];
for (const p of fleet) {
  const tier = r.pick(RENT_TIERS);
  let free = r.chance(0.55)
    ? r.date("2022-03-01", "2023-12-20")
    : r.date("2024-01-15", "2024-09-30");
  let guard = 0;
  while (free <= "2026-12-20" && guard++ < 10) {
    const rtb = r.chance(0.3) ? "Y" : "N";
    const start = free;
    const sgn = addDays(start, -r.int(5, 25));
    if (sgn > LAST) break;
    const preLive = start < GO_LIVE;
    const cust = preLive
      ? addCust("DOM", newName().join(" "), townPick(), GO_LIVE)
      : r.chance(0.15)
        ? (r.pick(
            custs.filter(
              (c) => c.typ === "TCH" && c.del === 0 && c.crtd <= sgn,
            ),
          ) as Cust)
        : addCust(r.chance(0.9) ? "DOM" : "SCH", "", townPick(), sgn);
    if (cust.nm === "") {
      if (cust.typ === "SCH") {
        cust.nm = `${r.pick(["Meersbrook", "Nether Edge", "Hillsborough", "Woodseats", "Gleadless", "Walkley", "Handsworth", "Stannington"])} ${r.pick(["Primary School", "Junior School", "Infant School"])}`;
        cust.email = `office@${cust.nm
          .toLowerCase()
          .replace(/[^a-z]+/g, "")
          .slice(0, 18)}.org.uk`;
      } else {
        cust.nm = newName().join(" ");
        cust.email = r.chance(0.8)
          ? `${cust.nm.split(" ")[0]?.toLowerCase()}.${cust.nm.split(" ")[1]?.toLowerCase()}@${r.pick(["gmail.com", "outlook.com", "icloud.com"])}`
          : null;
      }
    }
    const rent: Rental = {
      id: 0,
      cust: cust.id,
      pno: p.id,
      sgn,
      start,
      end: null,
      rent: tier + (start >= "2025-04-01" ? 300 : 0),
      dep: r.pick([15000, 20000, 25000]),
      rtb,
      minTerm: rtb === "Y" ? 12 : 6,
      sts: "ACT",
    };
    if (!preLive && r.chance(0.06)) {
      rent.sts = "CXL";
      rentals.push(rent);
      free = addDays(start, r.int(7, 40));
      continue;
    }
    if (start > LAST) {
      rent.sts = "PND";
      rentals.push(rent);
      break;
    }
    const months = rtb === "Y" ? r.int(12, 30) : r.int(6, 34);
    const end = addDays(addMonths(start, months), r.int(-10, 10));
    if (end <= LAST) {
      rent.end = end;
      if (rtb === "Y" && months <= 24 && r.chance(0.65)) {
        rent.sts = "BGT";
        rentals.push(rent);
        p.own = "C";
        p.cust = cust.id;
        p.frq = 12;
        // tunings after the purchase are charged as a client piano
        (p as Piano & { boughtAt?: string }).boughtAt = end;
        break;
      }
      rent.sts = "END";
      rentals.push(rent);
      free = addDays(end, r.int(14, 100));
    } else {
      rentals.push(rent);
      break;
    }
  }
}
rentals.sort((a, b) =>
  a.sgn < b.sgn ? -1 : a.sgn > b.sgn ? 1 : a.pno - b.pno,
);
for (const x of rentals) x.id = nextRnt++;

// ------------------------------------------------------------------ visits
type Visit = {
  id: number;
  pno: number;
  tnr: number;
  sched: string;
  done: string | null;
  sts: string;
  fee: number;
  pr: string;
  dur: number | null;
  bookedOn: string;
};
const visits: Visit[] = [];
const feeFor = (
  p: Piano,
  cust: Cust | undefined,
  d: string,
  pr: boolean,
): number => {
  const y = Number(d.slice(0, 4));
  const step = y <= 2024 ? 0 : y === 2025 ? 500 : 1000;
  let fee = (p.typ === "G" ? 8000 : 6500) + step;
  if (cust && cust.typ === "VEN") fee += 3000;
  if (pr) fee += 2500;
  return fee;
};
function addVisit(
  p: Piano,
  d: string,
  sts: string,
  fee: number,
  pr: boolean,
  done: string | null,
  tnr: number,
) {
  visits.push({
    id: 0,
    pno: p.id,
    tnr,
    sched: d,
    done,
    sts,
    fee,
    pr: pr ? "Y" : "N",
    dur:
      sts === "CP"
        ? r.int(50, 80) + (p.typ === "G" ? 15 : 0) + (pr ? 30 : 0)
        : null,
    bookedOn: maxD(addDays(d, -r.int(7, 60)), p.added),
  });
}

// a piano's cycle of tunings from `first` until `stop` (both dates), charged or free
function tuningCycle(
  p: Piano,
  first: string,
  stop: string,
  free: boolean,
  lastDoneIn: string | null,
) {
  const cust = custs.find((c) => c.id === p.cust);
  let due = first;
  let lastDone = lastDoneIn;
  let newCust = lastDoneIn === null && !free;
  let guard = 0;
  while (guard++ < 60) {
    const d = nextWorkDay(due);
    if (d > stop || d > BOOK_HORIZON) break;
    if (d > LAST) {
      if (d <= "2027-01-31" ? r.chance(0.75) : r.chance(0.3)) {
        const sts = r.chance(0.03) ? "CX" : "BK";
        addVisit(
          p,
          d,
          sts,
          free ? 0 : feeFor(p, cust, d, false),
          false,
          null,
          tunerFor(p.regular, LAST),
        );
      }
      break;
    }
    const tnr = tunerFor(p.regular, d);
    const roll = r.next();
    if (roll < 0.07) {
      addVisit(
        p,
        d,
        "CX",
        free ? 0 : feeFor(p, cust, d, false),
        false,
        null,
        tnr,
      );
      due = addDays(d, r.int(12, 40));
      continue;
    }
    if (roll < 0.105) {
      addVisit(
        p,
        d,
        "NS",
        free ? 0 : feeFor(p, cust, d, false),
        false,
        null,
        tnr,
      );
      due = addDays(d, r.int(7, 30));
      continue;
    }
    const gapLong = lastDone !== null && addMonths(lastDone, 18) < d;
    const pr = gapLong
      ? r.chance(0.45)
      : newCust
        ? r.chance(0.3)
        : r.chance(0.05);
    let done = d;
    if (r.chance(0.05)) done = nextWorkDay(addDays(d, r.int(1, 3)));
    if (done > LAST) done = d;
    addVisit(p, d, "CP", free ? 0 : feeFor(p, cust, d, pr), pr, done, tnr);
    lastDone = done;
    newCust = false;
    due = addDays(addMonths(done, p.frq), r.int(-12, 12));
  }
  return lastDone;
}

for (const p of pianos) {
  if (p.own === "R" || (p as Piano & { boughtAt?: string }).boughtAt) continue;
  const cust = custs.find((c) => c.id === p.cust) as Cust;
  const first =
    p.added === GO_LIVE
      ? r.date("2024-01-03", addDays(addMonths(GO_LIVE, p.frq), -1))
      : addDays(p.added, r.int(3, 28));
  const stop = p.stopAt ?? cust.stopAt ?? "2099-12-31";
  tuningCycle(
    p,
    first,
    stop,
    false,
    p.added === GO_LIVE && r.chance(0.08) ? "2022-01-10" : null,
  );
}
// rental pianos: tuned free on delivery and yearly while on hire; charged once bought
for (const p of fleet) {
  let lastDone: string | null = null;
  for (const k of rentals.filter(
    (x) =>
      x.pno === p.id && (x.sts === "ACT" || x.sts === "END" || x.sts === "BGT"),
  )) {
    const first =
      k.start < GO_LIVE
        ? addMonths(
            k.start,
            12 *
              Math.ceil(
                (Date.parse(GO_LIVE) - Date.parse(k.start)) / (365 * 86400000),
              ),
          )
        : addDays(k.start, r.int(10, 21));
    lastDone = tuningCycle(
      p,
      first,
      k.end ? addDays(k.end, -1) : "2099-12-31",
      true,
      lastDone,
    );
  }
  const bought = (p as Piano & { boughtAt?: string }).boughtAt;
  if (bought) {
    tuningCycle(
      p,
      addDays(addMonths(bought, 6), r.int(0, 60)),
      "2099-12-31",
      false,
      lastDone,
    );
  }
}
visits.sort((a, b) =>
  a.sched < b.sched ? -1 : a.sched > b.sched ? 1 : a.pno - b.pno,
);
visits.forEach((v, i) => (v.id = 50001 + i));

// ------------------------------------------------------------------ repairs
type Repair = {
  id: number;
  pno: number;
  tnr: number;
  vst: number | null;
  cd: string;
  quote: string;
  appr: string | null;
  cmpl: string | null;
  lab: number;
  parts: number;
  onsite: string;
  sts: string;
};
const RPR_TYPES: [
  string,
  number,
  [number, number],
  [number, number],
  number,
][] = [
  // code, weight, labour £ range, parts £ range, chance on site
  ["STR", 5, [60, 240], [15, 110], 0.9],
  ["HAM", 3, [80, 190], [0, 0], 0.7],
  ["REG", 3, [150, 560], [0, 40], 0.35],
  ["PED", 5, [40, 90], [5, 40], 1],
  ["KEY", 4, [50, 380], [10, 280], 0.5],
  ["DMP", 3, [60, 190], [10, 60], 0.8],
  ["VOI", 2, [80, 290], [0, 0], 0.9],
  ["CAS", 2, [30, 60], [20, 80], 1],
];
const repairs: Repair[] = [];
function addRepair(p: Piano, quote: string, tnr: number, vst: number | null) {
  const [cd, , lab, parts, onsiteP] = r.weighted(
    RPR_TYPES.map((t) => [t, t[1]] as const),
  );
  const onsite = r.chance(onsiteP) ? "Y" : "N";
  const rep: Repair = {
    id: 0,
    pno: p.id,
    tnr: onsite === "N" && r.chance(0.7) ? 1 : tnr,
    vst,
    cd,
    quote,
    appr: null,
    cmpl: null,
    lab: r.int(lab[0], lab[1]) * 100,
    parts: r.int(parts[0], parts[1]) * 100,
    onsite,
    sts: "Q",
  };
  const age = Date.parse(LAST) - Date.parse(quote);
  if (r.chance(age < 30 * 86400000 ? 0.45 : 0.03)) {
    rep.sts = "Q";
  } else if (r.chance(0.14)) {
    rep.sts = "X";
  } else {
    rep.appr = addDays(quote, r.int(0, 18));
    const c = nextWorkDay(
      addDays(rep.appr, r.int(2, onsite === "N" ? 50 : 25)),
    );
    if (rep.appr > LAST) {
      rep.appr = null;
      rep.sts = "Q";
    } else if (c > LAST) {
      rep.sts = "A";
    } else {
      rep.cmpl = c;
      rep.sts = "C";
    }
  }
  repairs.push(rep);
}
const pianoById = new Map(pianos.map((p) => [p.id, p]));
for (const v of visits) {
  if (v.sts !== "CP" || !v.done) continue;
  const p = pianoById.get(v.pno) as Piano;
  if (p.own !== "C" || v.fee === 0) continue;
  if (r.chance(0.085)) addRepair(p, v.done, v.tnr, v.id);
}
{
  const clientVisits = visits.filter((v) => v.sts === "CP" && v.fee > 0);
  for (let i = 0; i < 34; i++) {
    const v = r.pick(clientVisits);
    const p = pianoById.get(v.pno) as Piano;
    const q = nextWorkDay(addDays(v.done as string, r.int(20, 150)));
    const cust = custs.find((c) => c.id === p.cust) as Cust;
    const stop = p.stopAt ?? cust.stopAt ?? "2099-12-31";
    if (q > LAST || q > stop) continue;
    const t = TUNERS.filter((x) => employed(x, q) && x.grd === "RPT");
    addRepair(p, q, r.pick(t).id, null);
  }
}
repairs.sort((a, b) =>
  a.quote < b.quote ? -1 : a.quote > b.quote ? 1 : a.pno - b.pno,
);
repairs.forEach((x, i) => (x.id = 7001 + i));

// ------------------------------------------------------------------ invoices
type Invoice = {
  id: number;
  ref: string;
  cust: number;
  dt: string;
  due: string;
  src: string;
  srcId: number;
  net: number;
  vat: number;
  pd: string | null;
  mth: string | null;
  void: number;
};
const invoices: Invoice[] = [];
const custById = new Map(custs.map((c) => [c.id, c]));
function payDate(c: Cust, dt: string): [string | null, string | null] {
  if (c.del === 1) return [dt, "CARD"];
  const inst = !["DOM", "TCH"].includes(c.typ);
  if (!inst && r.chance(0.5)) return [dt, "CARD"];
  if (r.chance(0.012) && dt < "2026-06-01") return [null, null];
  let pd: string;
  let mth: string;
  if (inst) {
    pd = addDays(dt, r.int(10, 65));
    mth = "BACS";
  } else {
    pd = r.chance(0.08)
      ? addDays(dt, r.int(30, 80))
      : addDays(dt, r.int(1, 20));
    mth = r.weighted([
      ["BACS", 7],
      ["CHQ", 2],
      ["CASH", 1],
    ] as const);
  }
  return pd > LAST ? [null, null] : [pd, mth];
}
function addWorkInvoice(
  c: Cust,
  dt: string,
  src: string,
  srcId: number,
  net: number,
) {
  const inst = !["DOM", "TCH"].includes(c.typ);
  const due = addDays(dt, inst ? 30 : 14);
  if (r.chance(0.015)) {
    const wrong = net + r.pick([500, 1000, -500, 2500]);
    invoices.push({
      id: 0,
      ref: "",
      cust: c.id,
      dt,
      due,
      src,
      srcId,
      net: wrong,
      vat: wrong / 5,
      pd: null,
      mth: null,
      void: 1,
    });
  }
  const [pd, mth] = payDate(c, dt);
  invoices.push({
    id: 0,
    ref: "",
    cust: c.id,
    dt,
    due,
    src,
    srcId,
    net,
    vat: net / 5,
    pd,
    mth,
    void: 0,
  });
}
for (const v of visits) {
  if (v.sts !== "CP" || v.fee === 0 || !v.done) continue;
  const p = pianoById.get(v.pno) as Piano;
  addWorkInvoice(
    custById.get(p.cust as number) as Cust,
    v.done,
    "VST",
    v.id,
    v.fee,
  );
}
for (const x of repairs) {
  if (x.sts !== "C" || !x.cmpl) continue;
  const p = pianoById.get(x.pno) as Piano;
  addWorkInvoice(
    custById.get(p.cust as number) as Cust,
    x.cmpl,
    "RPR",
    x.id,
    x.lab + x.parts,
  );
}
for (const k of rentals) {
  if (!["ACT", "END", "BGT"].includes(k.sts)) continue;
  for (let m = 0; m < 60; m++) {
    const dt = addMonths(k.start, m);
    if (k.end && dt >= k.end) break;
    if (dt < GO_LIVE) continue;
    const inAdvance = dt > LAST;
    let pd: string | null = inAdvance ? null : dt;
    if (!inAdvance && r.chance(0.04)) {
      const late = addDays(dt, r.int(4, 25));
      pd = late > LAST ? null : late;
    }
    invoices.push({
      id: 0,
      ref: "",
      cust: k.cust,
      dt,
      due: dt,
      src: "RNT",
      srcId: k.id,
      net: k.rent,
      vat: k.rent / 5,
      pd,
      mth: pd ? "SO" : null,
      void: 0,
    });
    if (inAdvance) break;
  }
}
invoices.sort((a, b) =>
  a.dt < b.dt
    ? -1
    : a.dt > b.dt
      ? 1
      : a.src < b.src
        ? -1
        : a.src > b.src
          ? 1
          : a.srcId - b.srcId || b.void - a.void,
);
invoices.forEach((x, i) => {
  x.id = i + 1;
  x.ref = `HPS${pad(20001 + i, 6)}`;
});

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA ttrk;

CREATE TABLE ttrk.lkp (
  grp_cd varchar(4) NOT NULL,
  cd varchar(4) NOT NULL,
  descr varchar(60) NOT NULL,
  sort_no smallint,
  actv_yn char(1) NOT NULL DEFAULT 'Y',
  PRIMARY KEY (grp_cd, cd)
);
COMMENT ON TABLE ttrk.lkp IS 'Code lookups: CTYP cust types, RPR repair types, VSTS/RSTS/RNTS statuses, ISRC invoice source, TGRD tuner grade';

CREATE TABLE ttrk.tnr (
  tnr_id integer PRIMARY KEY,
  tnr_nm varchar(60) NOT NULL,
  tnr_init varchar(3) NOT NULL,
  grd_cd varchar(4) NOT NULL,
  start_dt date NOT NULL,
  leave_dt date,
  mob_no varchar(20)
);
COMMENT ON TABLE ttrk.tnr IS 'Tuners / technicians';
COMMENT ON COLUMN ttrk.tnr.grd_cd IS 'lkp TGRD';

CREATE TABLE ttrk.cust (
  cust_id integer PRIMARY KEY,
  cust_nm varchar(80) NOT NULL,
  cust_typ varchar(4) NOT NULL,
  addr1 varchar(80),
  town varchar(40),
  pcode varchar(10),
  tel varchar(20),
  email varchar(80),
  crtd_dt date NOT NULL,
  del_flg smallint NOT NULL DEFAULT 0
);
COMMENT ON COLUMN ttrk.cust.cust_typ IS 'lkp CTYP';
COMMENT ON COLUMN ttrk.cust.crtd_dt IS 'records imported at go-live have 2024-01-02';
COMMENT ON COLUMN ttrk.cust.del_flg IS '1 = deleted';

CREATE TABLE ttrk.pno (
  pno_id integer PRIMARY KEY,
  cust_id integer REFERENCES ttrk.cust (cust_id),
  make varchar(40) NOT NULL,
  model varchar(40),
  pno_typ char(1) NOT NULL,
  ser_no varchar(20),
  yr_mfd smallint,
  own_cd char(1) NOT NULL DEFAULT 'C',
  tun_frq_mth smallint,
  added_dt date NOT NULL,
  del_yn char(1) NOT NULL DEFAULT 'N'
);
COMMENT ON TABLE ttrk.pno IS 'Pianos we look after, incl. our own rental stock';
COMMENT ON COLUMN ttrk.pno.pno_typ IS 'U upright, G grand';
COMMENT ON COLUMN ttrk.pno.own_cd IS 'C client owned, R our rental piano (cust_id null)';

CREATE TABLE ttrk.vst (
  vst_id integer PRIMARY KEY,
  pno_id integer NOT NULL REFERENCES ttrk.pno (pno_id),
  tnr_id integer NOT NULL REFERENCES ttrk.tnr (tnr_id),
  bkd_dt date NOT NULL,
  sched_dt date NOT NULL,
  done_dt date,
  sts_cd varchar(2) NOT NULL,
  fee_p integer NOT NULL,
  pr_yn char(1) NOT NULL DEFAULT 'N',
  dur_min smallint
);
COMMENT ON TABLE ttrk.vst IS 'Tuning visits';
COMMENT ON COLUMN ttrk.vst.fee_p IS 'pence ex VAT, 0 for our rental pianos';
COMMENT ON COLUMN ttrk.vst.pr_yn IS 'pitch raise';

CREATE TABLE ttrk.rpr (
  rpr_id integer PRIMARY KEY,
  pno_id integer NOT NULL REFERENCES ttrk.pno (pno_id),
  tnr_id integer NOT NULL REFERENCES ttrk.tnr (tnr_id),
  vst_id integer REFERENCES ttrk.vst (vst_id),
  rpr_cd varchar(4) NOT NULL,
  quote_dt date NOT NULL,
  appr_dt date,
  cmpl_dt date,
  lab_p integer NOT NULL,
  parts_p integer NOT NULL DEFAULT 0,
  onsite_yn char(1) NOT NULL DEFAULT 'Y',
  sts_cd char(1) NOT NULL
);
COMMENT ON COLUMN ttrk.rpr.rpr_cd IS 'lkp RPR';
COMMENT ON COLUMN ttrk.rpr.sts_cd IS 'Q quoted, A approved, C complete, X declined';

CREATE TABLE ttrk.rnt (
  rnt_id integer PRIMARY KEY,
  cust_id integer NOT NULL REFERENCES ttrk.cust (cust_id),
  pno_id integer NOT NULL REFERENCES ttrk.pno (pno_id),
  sgn_dt date NOT NULL,
  start_dt date NOT NULL,
  end_dt date,
  mth_rnt_p integer NOT NULL,
  dep_p integer NOT NULL,
  rtb_yn char(1) NOT NULL DEFAULT 'N',
  min_term_mth smallint NOT NULL,
  sts_cd varchar(3) NOT NULL
);
COMMENT ON TABLE ttrk.rnt IS 'Rental contracts';
COMMENT ON COLUMN ttrk.rnt.rtb_yn IS 'rent to buy';

CREATE TABLE ttrk.inv (
  inv_id integer PRIMARY KEY,
  inv_ref varchar(12) NOT NULL UNIQUE,
  cust_id integer NOT NULL REFERENCES ttrk.cust (cust_id),
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  src_cd varchar(3) NOT NULL,
  src_id integer NOT NULL,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  pd_dt date,
  pay_mth varchar(4),
  void_flg smallint NOT NULL DEFAULT 0
);
COMMENT ON COLUMN ttrk.inv.net_p IS 'ex VAT, pence';
COMMENT ON COLUMN ttrk.inv.src_cd IS 'VST / RPR / RNT';
`;
  const parts = [
    ddl,
    insertRows(
      "ttrk.lkp",
      ["grp_cd", "cd", "descr", "sort_no", "actv_yn"],
      LKP,
    ),
    insertRows(
      "ttrk.tnr",
      [
        "tnr_id",
        "tnr_nm",
        "tnr_init",
        "grd_cd",
        "start_dt",
        "leave_dt",
        "mob_no",
      ],
      TUNERS.map((t) => [t.id, t.nm, t.init, t.grd, t.start, t.leave, t.mob]),
    ),
    insertRows(
      "ttrk.cust",
      [
        "cust_id",
        "cust_nm",
        "cust_typ",
        "addr1",
        "town",
        "pcode",
        "tel",
        "email",
        "crtd_dt",
        "del_flg",
      ],
      custs.map((c) => [
        c.id,
        c.nm,
        c.typ,
        c.addr,
        c.town,
        c.pcode,
        c.tel,
        c.email,
        c.crtd,
        c.del,
      ]),
    ),
    insertRows(
      "ttrk.pno",
      [
        "pno_id",
        "cust_id",
        "make",
        "model",
        "pno_typ",
        "ser_no",
        "yr_mfd",
        "own_cd",
        "tun_frq_mth",
        "added_dt",
        "del_yn",
      ],
      pianos.map((p) => [
        p.id,
        p.cust,
        p.make,
        p.model,
        p.typ,
        p.ser,
        p.yr,
        p.own,
        p.frq,
        p.added,
        p.del,
      ]),
    ),
    insertRows(
      "ttrk.vst",
      [
        "vst_id",
        "pno_id",
        "tnr_id",
        "bkd_dt",
        "sched_dt",
        "done_dt",
        "sts_cd",
        "fee_p",
        "pr_yn",
        "dur_min",
      ],
      visits.map((v) => [
        v.id,
        v.pno,
        v.tnr,
        v.bookedOn > LAST ? LAST : v.bookedOn,
        v.sched,
        v.done,
        v.sts,
        v.fee,
        v.pr,
        v.dur,
      ]),
    ),
    insertRows(
      "ttrk.rpr",
      [
        "rpr_id",
        "pno_id",
        "tnr_id",
        "vst_id",
        "rpr_cd",
        "quote_dt",
        "appr_dt",
        "cmpl_dt",
        "lab_p",
        "parts_p",
        "onsite_yn",
        "sts_cd",
      ],
      repairs.map((x) => [
        x.id,
        x.pno,
        x.tnr,
        x.vst,
        x.cd,
        x.quote,
        x.appr,
        x.cmpl,
        x.lab,
        x.parts,
        x.onsite,
        x.sts,
      ]),
    ),
    insertRows(
      "ttrk.rnt",
      [
        "rnt_id",
        "cust_id",
        "pno_id",
        "sgn_dt",
        "start_dt",
        "end_dt",
        "mth_rnt_p",
        "dep_p",
        "rtb_yn",
        "min_term_mth",
        "sts_cd",
      ],
      rentals.map((k) => [
        k.id,
        k.cust,
        k.pno,
        k.sgn,
        k.start,
        k.end,
        k.rent,
        k.dep,
        k.rtb,
        k.minTerm,
        k.sts,
      ]),
    ),
    insertRows(
      "ttrk.inv",
      [
        "inv_id",
        "inv_ref",
        "cust_id",
        "inv_dt",
        "due_dt",
        "src_cd",
        "src_id",
        "net_p",
        "vat_p",
        "pd_dt",
        "pay_mth",
        "void_flg",
      ],
      invoices.map((x) => [
        x.id,
        x.ref,
        x.cust,
        x.dt,
        x.due,
        x.src,
        x.srcId,
        x.net,
        x.vat,
        x.pd,
        x.mth,
        x.void,
      ]),
    ),
  ];
  return parts.join("\n\n") + "\n";
}
