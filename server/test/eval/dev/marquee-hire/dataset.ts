/**
 * Weald Canvas & Co Ltd hires out marquees and event tents from a yard near Heathfield, East Sussex, to customers across
 * East Sussex, West Kent and the edge of West Sussex: weddings in gardens and fields, corporate summer parties and
 * Christmas parties, private birthday and anniversary parties, village fetes and festivals, and sports days (cricket
 * weeks, rowing regattas, point-to-points). Besides the frame marquees, stretch tents, tipis and pagodas it hires the
 * furniture, flooring, dance floors, lighting and heating that go in them. Each job is quoted from the price list,
 * surveyed on site by a surveyor or a site supervisor, rigged by the crew under a site supervisor and taken down after
 * the event. Customers pay a 30% deposit when they book (the booking is then confirmed) and the balance before the
 * event; corporate and venue customers with a credit account pay the balance 30 days after the event instead.
 *
 * This is an export of the hire-desk system "HireDesk" (schema `mqh`), taken on the morning of Wednesday 2026-11-25
 * with everything up to the end of Tuesday 2026-11-24. Events before 2024-03-01 were archived and are not included
 * (the bookings for the events included may have been taken earlier, from autumn 2022). Bookings for events up to
 * October 2027 have already been taken.
 *
 * UNITS: booking line hire rates `rate_p` and the catalogue price list `day_rt_p` are in whole PENCE per unit per day
 * (divide by 100 for pounds); booking quotes `quote_gbp` and invoice amounts `amt_gbp` and `vat_gbp` are in POUNDS
 * (numeric, 2 dp). Quotes and invoice `amt_gbp` are net of VAT; `vat_gbp` is the VAT (20%) on top. Dates are UK dates.
 *
 * Business terms and codes:
 * - Status codes (`stat_lkp`): one row per code, `stat_grp` BK for booking statuses and INV for invoice statuses,
 *   `stat_desc` the code's description. Booking: ENQ enquiry (no quote lines yet), PRV provisional (quoted, deposit
 *   invoice sent but not yet paid), CNF confirmed (deposit paid), CMP completed (the event has happened), CXL
 *   cancelled. Invoice: ISS issued and unpaid, PD paid, VD void (cancelled; counts for nothing), WO written off as a
 *   bad debt.
 * - Customers (`cust`): `cust_typ` PRV private individual, COR company, VEN wedding/event venue (books marquees for
 *   its own clients), CHA charity, club or parish council, EVT event organiser. `cntct_nm` the contact at an
 *   organisation (NULL for private customers). `acct_yn` Y for a credit account. `reg_dt` the date the customer was
 *   set up. `del_flg` TRUE for a customer record deleted in the system (mostly duplicates that were merged); deleted
 *   customers are kept but are not customers any more.
 * - Equipment catalogue (`eqp`): `cat_cd` MRQ frame or pole marquee, TNT stretch tent, tipi or pagoda, FUR furniture,
 *   FLR flooring and dance floors, LGT lighting, HTG heating. `cap_seated` guests seated at dinner (marquees and tents
 *   only). `day_rt_p` the current price-list rate in pence per unit per day (per square metre for cassette flooring
 *   and coir matting). `qty_own` units owned. `actv_yn` N for kit retired and no longer hired out. `acq_dt` when
 *   first bought.
 * - Crew (`crew`): `role_cd` SUP site supervisor (runs the rig on site), RIG rigger, DRV lorry driver, SRV site
 *   surveyor (also does sales). `hrly_rt` the hourly pay rate in pounds. `hgv_yn` holds a lorry (C/C1) licence.
 *   `seas_yn` Y for seasonal crew (April to October only). `start_dt`, `end_dt` (NULL = still working here).
 * - Bookings (`bkg`): one event. `bk_ref` the reference on paperwork (WC + two-digit year booked + sequence). `bk_dt`
 *   the date the booking or enquiry was taken; `evt_dt` the (first) event date; `evt_days` how many days the kit is
 *   hired. `evt_typ` WED wedding, COR corporate event, PTY private party, FES fete or festival, SPT sports event.
 *   `site_nm`, `site_pcode` where the marquee goes up. `guest_cnt` expected guests. `stat_cd` booking status (see
 *   `stat_lkp`). `sup_id` the site supervisor assigned (NULL = not assigned yet). `quote_gbp` the quoted hire value
 *   net of VAT (the sum of the booking lines; NULL for enquiries). `dep_pd_dt` when the deposit was paid (NULL =
 *   not paid). `cxl_dt` when the booking was cancelled.
 * - Booking lines (`bk_line`): the kit on a booking. `qty` units, `hire_days` days, `rate_p` the agreed rate in pence
 *   per unit per day (the price list of the day, less any discount; venue customers get trade rates). Line value =
 *   `qty` * `rate_p` * `hire_days` pence.
 * - Site visits (`site_vis`): `vis_typ` SUR site survey after booking, FIN final walk-round in the days before the
 *   event. `grnd_cd` ground found at survey: FLAT, SLP sloping, HRD hardstanding, SOFT soft or boggy (NULL on final
 *   walk-rounds). `acc_ok_yn` Y when the lorry can get onto the site. `notes` free text.
 * - Invoices (`inv`): `inv_typ` DEP deposit (30% of the quote, raised when booked), BAL balance (the other 70%), DMG
 *   damage or loss charge after the event, CXF cancellation fee. `inv_dt` issued, `due_dt` due, `pd_dt` paid (NULL =
 *   not paid), `stat_cd` invoice status (see `stat_lkp`). A deposit is not refunded when a booking is cancelled; the
 *   deposit invoice of a booking cancelled before paying it is voided.
 *
 * Not recorded here: the reason a booking was cancelled, and the weather; customer reviews or satisfaction scores;
 *   how a customer heard of us (marketing or advertising source); hours worked by the crew, timesheets, wages or
 *   payroll; which riggers and drivers worked each job; lorries, mileage and fuel; what the equipment cost to buy
 *   and its maintenance or repairs; any costs or profit; competitors and their prices.
 *
 * Tables
 * - `stat_lkp`: `stat_cd`, `stat_grp`, `stat_desc`, `sort_ord`.
 * - `cust`: `cust_no`, `cust_nm`, `cust_typ`, `cntct_nm`, `town`, `pcode`, `acct_yn`, `reg_dt`, `del_flg`.
 * - `eqp`: `eqp_cd`, `eqp_desc`, `cat_cd`, `cap_seated`, `day_rt_p`, `qty_own`, `actv_yn`, `acq_dt`.
 * - `crew`: `crew_id`, `first_nm`, `last_nm`, `role_cd`, `hrly_rt`, `hgv_yn`, `seas_yn`, `start_dt`, `end_dt`.
 * - `bkg`: `bk_no`, `bk_ref`, `cust_no`, `bk_dt`, `evt_dt`, `evt_days`, `evt_typ`, `site_nm`, `site_pcode`,
 *   `guest_cnt`, `stat_cd`, `sup_id`, `quote_gbp`, `dep_pd_dt`, `cxl_dt`.
 * - `bk_line`: `bk_no`, `ln_no`, `eqp_cd`, `qty`, `hire_days`, `rate_p`.
 * - `site_vis`: `vis_no`, `bk_no`, `vis_typ`, `vis_dt`, `crew_id`, `grnd_cd`, `acc_ok_yn`, `notes`.
 * - `inv`: `inv_no`, `bk_no`, `inv_typ`, `inv_dt`, `due_dt`, `amt_gbp`, `vat_gbp`, `pd_dt`, `stat_cd`.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const FIRST_EVT = "2024-03-01";
const LAST_EVT = "2027-10-31";
const LAST = "2026-11-24"; // last day in the export
const r = seededRandom(8810_2026);

const days = (a: string, b: string): number =>
  Math.round(
    (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000,
  );
const money = (x: number): number => Math.round(x * 100) / 100;

// ------------------------------------------------------------------ status lookup
const STATUS: [string, string, string, number][] = [
  ["ENQ", "BK", "Enquiry", 1],
  ["PRV", "BK", "Provisional", 2],
  ["CNF", "BK", "Confirmed", 3],
  ["CMP", "BK", "Completed", 4],
  ["CXL", "BK", "Cancelled", 5],
  ["ISS", "INV", "Issued", 1],
  ["PD", "INV", "Paid", 2],
  ["VD", "INV", "Void", 3],
  ["WO", "INV", "Written off", 4],
];

// ------------------------------------------------------------------ equipment
type Eqp = {
  cd: string;
  desc: string;
  cat: string;
  cap: number | null;
  rate: number;
  own: number;
  actv: boolean;
  acq: string;
  area?: number;
};
const EQP: Eqp[] = [
  {
    cd: "FM0609",
    desc: "Frame marquee 6m x 9m",
    cat: "MRQ",
    cap: 40,
    rate: 52000,
    own: 3,
    actv: true,
    acq: "2015-03-10",
    area: 54,
  },
  {
    cd: "FM0912",
    desc: "Frame marquee 9m x 12m",
    cat: "MRQ",
    cap: 70,
    rate: 78000,
    own: 3,
    actv: true,
    acq: "2015-03-10",
    area: 108,
  },
  {
    cd: "FM0918",
    desc: "Frame marquee 9m x 18m",
    cat: "MRQ",
    cap: 100,
    rate: 98000,
    own: 3,
    actv: true,
    acq: "2016-04-02",
    area: 162,
  },
  {
    cd: "FM1218",
    desc: "Frame marquee 12m x 18m",
    cat: "MRQ",
    cap: 140,
    rate: 128000,
    own: 2,
    actv: true,
    acq: "2017-02-20",
    area: 216,
  },
  {
    cd: "FM1224",
    desc: "Frame marquee 12m x 24m",
    cat: "MRQ",
    cap: 190,
    rate: 159000,
    own: 2,
    actv: true,
    acq: "2018-03-01",
    area: 288,
  },
  {
    cd: "FM1230",
    desc: "Frame marquee 12m x 30m",
    cat: "MRQ",
    cap: 240,
    rate: 189000,
    own: 1,
    actv: true,
    acq: "2019-03-15",
    area: 360,
  },
  {
    cd: "FM1530",
    desc: "Frame marquee 15m x 30m",
    cat: "MRQ",
    cap: 300,
    rate: 226000,
    own: 1,
    actv: true,
    acq: "2021-04-06",
    area: 450,
  },
  {
    cd: "FM1540",
    desc: "Frame marquee 15m x 40m",
    cat: "MRQ",
    cap: 400,
    rate: 289000,
    own: 1,
    actv: true,
    acq: "2026-09-14",
    area: 600,
  },
  {
    cd: "PM0915",
    desc: "Traditional pole marquee 9m x 15m",
    cat: "MRQ",
    cap: 80,
    rate: 69000,
    own: 1,
    actv: false,
    acq: "2009-05-01",
    area: 135,
  },
  {
    cd: "ST1015",
    desc: "Stretch tent 10m x 15m",
    cat: "TNT",
    cap: 90,
    rate: 99000,
    own: 2,
    actv: true,
    acq: "2020-03-01",
  },
  {
    cd: "ST1520",
    desc: "Stretch tent 15m x 20m",
    cat: "TNT",
    cap: 160,
    rate: 145000,
    own: 1,
    actv: true,
    acq: "2022-02-14",
  },
  {
    cd: "TP1",
    desc: "Giant tipi (single)",
    cat: "TNT",
    cap: 45,
    rate: 85000,
    own: 4,
    actv: true,
    acq: "2019-04-20",
  },
  {
    cd: "TP2",
    desc: "Giant tipi (double, linked)",
    cat: "TNT",
    cap: 100,
    rate: 158000,
    own: 2,
    actv: true,
    acq: "2019-04-20",
  },
  {
    cd: "PG0505",
    desc: "Pagoda 5m x 5m",
    cat: "TNT",
    cap: 24,
    rate: 29000,
    own: 8,
    actv: true,
    acq: "2014-06-01",
  },
  {
    cd: "BT5",
    desc: "Bell tent 5m",
    cat: "TNT",
    cap: null,
    rate: 14500,
    own: 6,
    actv: true,
    acq: "2026-04-01",
  },
  {
    cd: "CH-CHV",
    desc: "Chiavari chair (gold) with cushion",
    cat: "FUR",
    cap: null,
    rate: 450,
    own: 400,
    actv: true,
    acq: "2016-01-15",
  },
  {
    cd: "CH-XBK",
    desc: "Cross-back chair (oak)",
    cat: "FUR",
    cap: null,
    rate: 520,
    own: 300,
    actv: true,
    acq: "2021-01-20",
  },
  {
    cd: "CH-FLW",
    desc: "Folding chair (white)",
    cat: "FUR",
    cap: null,
    rate: 180,
    own: 800,
    actv: true,
    acq: "2013-02-01",
  },
  {
    cd: "CH-FLG",
    desc: "Folding chair (green, old stock)",
    cat: "FUR",
    cap: null,
    rate: 120,
    own: 250,
    actv: false,
    acq: "2008-03-01",
  },
  {
    cd: "TB-RND",
    desc: "Round table 5ft (seats 10)",
    cat: "FUR",
    cap: null,
    rate: 1100,
    own: 60,
    actv: true,
    acq: "2013-02-01",
  },
  {
    cd: "TB-TRS",
    desc: "Trestle table 6ft",
    cat: "FUR",
    cap: null,
    rate: 650,
    own: 80,
    actv: true,
    acq: "2013-02-01",
  },
  {
    cd: "TB-POS",
    desc: "Poseur table with cover",
    cat: "FUR",
    cap: null,
    rate: 1400,
    own: 30,
    actv: true,
    acq: "2018-05-01",
  },
  {
    cd: "LNG-SET",
    desc: "Lounge set (2 sofas, coffee table)",
    cat: "FUR",
    cap: null,
    rate: 9500,
    own: 6,
    actv: true,
    acq: "2020-05-01",
  },
  {
    cd: "BAR-MOB",
    desc: "Mobile bar unit 3m",
    cat: "FUR",
    cap: null,
    rate: 22000,
    own: 1,
    actv: true,
    acq: "2026-10-05",
  },
  {
    cd: "FL-CAS",
    desc: "Cassette flooring with carpet (per sq m)",
    cat: "FLR",
    cap: null,
    rate: 450,
    own: 900,
    actv: true,
    acq: "2015-03-10",
  },
  {
    cd: "FL-COIR",
    desc: "Coir matting (per sq m)",
    cat: "FLR",
    cap: null,
    rate: 150,
    own: 800,
    actv: true,
    acq: "2012-03-10",
  },
  {
    cd: "DF-BW",
    desc: "Dance floor 4.8m x 4.8m (black & white)",
    cat: "FLR",
    cap: null,
    rate: 32000,
    own: 3,
    actv: true,
    acq: "2016-03-01",
  },
  {
    cd: "LT-FEST",
    desc: "Festoon lighting 20m run",
    cat: "LGT",
    cap: null,
    rate: 3500,
    own: 40,
    actv: true,
    acq: "2014-04-01",
  },
  {
    cd: "LT-CHAN",
    desc: "Crystal chandelier",
    cat: "LGT",
    cap: null,
    rate: 6500,
    own: 12,
    actv: true,
    acq: "2016-04-01",
  },
  {
    cd: "LT-UPL",
    desc: "LED uplighter",
    cat: "LGT",
    cap: null,
    rate: 1800,
    own: 40,
    actv: true,
    acq: "2019-04-01",
  },
  {
    cd: "LT-STAR",
    desc: "Starlight roof lining 12m",
    cat: "LGT",
    cap: null,
    rate: 38000,
    own: 1,
    actv: true,
    acq: "2026-08-20",
  },
  {
    cd: "HT-IND",
    desc: "Indirect diesel heater 50kW",
    cat: "HTG",
    cap: null,
    rate: 16500,
    own: 6,
    actv: true,
    acq: "2015-10-01",
  },
  {
    cd: "HT-PAT",
    desc: "Patio heater (gas)",
    cat: "HTG",
    cap: null,
    rate: 4500,
    own: 12,
    actv: true,
    acq: "2014-10-01",
  },
];
const EQ = new Map(EQP.map((e) => [e.cd, e]));
const FRAMES = EQP.filter(
  (e) => e.cat === "MRQ" && e.actv && e.cd !== "FM1540",
);

// ------------------------------------------------------------------ crew
type Crew = {
  id: number;
  first: string;
  last: string;
  role: string;
  rate: number;
  hgv: boolean;
  seas: boolean;
  start: string;
  end: string | null;
  w: number;
};
const CREW: Crew[] = [
  {
    id: 101,
    first: "Gareth",
    last: "Pennington",
    role: "SUP",
    rate: 19.5,
    hgv: true,
    seas: false,
    start: "2014-03-03",
    end: null,
    w: 5,
  },
  {
    id: 102,
    first: "Lisa",
    last: "Okonjo",
    role: "SUP",
    rate: 18.75,
    hgv: false,
    seas: false,
    start: "2018-02-12",
    end: null,
    w: 3.6,
  },
  {
    id: 103,
    first: "Dean",
    last: "Whatley",
    role: "SUP",
    rate: 18.75,
    hgv: true,
    seas: false,
    start: "2016-03-07",
    end: "2025-06-27",
    w: 4,
  },
  {
    id: 104,
    first: "Callum",
    last: "Rees",
    role: "SUP",
    rate: 17.9,
    hgv: true,
    seas: false,
    start: "2025-05-19",
    end: null,
    w: 2.8,
  },
  {
    id: 111,
    first: "Tom",
    last: "Ashby",
    role: "RIG",
    rate: 13.2,
    hgv: false,
    seas: true,
    start: "2019-04-01",
    end: null,
    w: 1,
  },
  {
    id: 112,
    first: "Kacper",
    last: "Nowak",
    role: "RIG",
    rate: 13.2,
    hgv: false,
    seas: false,
    start: "2020-03-02",
    end: null,
    w: 1,
  },
  {
    id: 113,
    first: "Ryan",
    last: "Fuller",
    role: "RIG",
    rate: 12.6,
    hgv: false,
    seas: true,
    start: "2023-04-03",
    end: "2024-10-11",
    w: 1,
  },
  {
    id: 114,
    first: "Jake",
    last: "Stenning",
    role: "RIG",
    rate: 12.6,
    hgv: false,
    seas: true,
    start: "2024-04-08",
    end: null,
    w: 1,
  },
  {
    id: 115,
    first: "Maddie",
    last: "Colbran",
    role: "RIG",
    rate: 12.6,
    hgv: false,
    seas: true,
    start: "2025-04-07",
    end: null,
    w: 1,
  },
  {
    id: 116,
    first: "Arturs",
    last: "Kalnins",
    role: "RIG",
    rate: 13.2,
    hgv: false,
    seas: false,
    start: "2021-03-01",
    end: null,
    w: 1,
  },
  {
    id: 117,
    first: "Ollie",
    last: "Pett",
    role: "RIG",
    rate: 12.6,
    hgv: false,
    seas: true,
    start: "2024-04-08",
    end: "2025-09-30",
    w: 1,
  },
  {
    id: 121,
    first: "Steve",
    last: "Hoad",
    role: "DRV",
    rate: 16.4,
    hgv: true,
    seas: false,
    start: "2012-01-09",
    end: null,
    w: 1,
  },
  {
    id: 122,
    first: "Wayne",
    last: "Funnell",
    role: "DRV",
    rate: 16.4,
    hgv: true,
    seas: false,
    start: "2017-05-02",
    end: null,
    w: 1,
  },
  {
    id: 131,
    first: "Harriet",
    last: "Mabb",
    role: "SRV",
    rate: 17.25,
    hgv: false,
    seas: false,
    start: "2015-01-05",
    end: null,
    w: 6,
  },
  {
    id: 132,
    first: "Priya",
    last: "Lal",
    role: "SRV",
    rate: 16.5,
    hgv: false,
    seas: false,
    start: "2024-07-01",
    end: null,
    w: 4,
  },
  {
    id: 133,
    first: "Nigel",
    last: "Bourne",
    role: "SRV",
    rate: 16.5,
    hgv: false,
    seas: false,
    start: "2011-09-01",
    end: "2024-06-28",
    w: 4,
  },
];
const activeOn = (c: Crew, d: string) =>
  c.start <= d && (c.end === null || c.end >= d);
const pickCrew = (role: string, d: string): Crew | null => {
  const list = CREW.filter((c) => c.role === role && activeOn(c, d));
  if (list.length === 0) return null;
  return r.weighted(list.map((c) => [c, c.w] as const));
};

// ------------------------------------------------------------------ places
type Town = { nm: string; pc: string; w: number };
const TOWNS: Town[] = [
  { nm: "Tunbridge Wells", pc: "TN2", w: 14 },
  { nm: "Heathfield", pc: "TN21", w: 8 },
  { nm: "Uckfield", pc: "TN22", w: 8 },
  { nm: "Lewes", pc: "BN7", w: 9 },
  { nm: "Crowborough", pc: "TN6", w: 8 },
  { nm: "Hailsham", pc: "BN27", w: 5 },
  { nm: "Eastbourne", pc: "BN20", w: 6 },
  { nm: "Mayfield", pc: "TN20", w: 4 },
  { nm: "Wadhurst", pc: "TN5", w: 4 },
  { nm: "Burwash", pc: "TN19", w: 3 },
  { nm: "Battle", pc: "TN33", w: 4 },
  { nm: "Rye", pc: "TN31", w: 3 },
  { nm: "Sevenoaks", pc: "TN13", w: 5 },
  { nm: "Haywards Heath", pc: "RH16", w: 5 },
  { nm: "East Grinstead", pc: "RH19", w: 4 },
];
const LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const pcode = (t: Town) =>
  `${t.pc} ${r.int(1, 9)}${r.pick([...LETTERS])}${r.pick([...LETTERS])}`;
const pickTown = () => r.weighted(TOWNS.map((t) => [t, t.w] as const));
const townOf = (nm: string) => TOWNS.find((t) => t.nm === nm) as Town;

// ------------------------------------------------------------------ customers
type Cust = {
  no: number;
  nm: string;
  typ: string;
  cntct: string | null;
  town: string;
  pc: string;
  acct: boolean;
  reg: string | null;
  del: boolean;
  w: number;
  firstBk?: string;
};
const FIRST = [
  "Emma",
  "Sophie",
  "Charlotte",
  "Lucy",
  "Hannah",
  "Olivia",
  "Amelia",
  "Grace",
  "Katie",
  "Rebecca",
  "Laura",
  "Jess",
  "Alice",
  "Harriet",
  "Eleanor",
  "James",
  "Oliver",
  "Tom",
  "Harry",
  "George",
  "William",
  "Ben",
  "Sam",
  "Jack",
  "Dan",
  "Matt",
  "Rob",
  "Chris",
  "Andrew",
  "Philip",
  "Fiona",
  "Clare",
  "Helen",
  "Nick",
  "Richard",
];
const LASTN = [
  "Whitfield",
  "Pemberton",
  "Ashdown",
  "Fairbrother",
  "Harmer",
  "Jupp",
  "Kemp",
  "Langridge",
  "Mepham",
  "Norris",
  "Packham",
  "Quested",
  "Relf",
  "Sands",
  "Tester",
  "Upton",
  "Vine",
  "Weller",
  "Young",
  "Baker",
  "Carter",
  "Dann",
  "Ellis",
  "Fielder",
  "Gower",
  "Hobden",
  "Ingram",
  "Jenner",
  "Knight",
  "Lusted",
  "Marchant",
  "Newnham",
  "Osborne",
  "Pelling",
  "Russell",
  "Stevens",
  "Thorpe",
  "Wood",
  "Walker",
  "Hughes",
  "Patel",
  "Shah",
  "Murphy",
  "Kelly",
  "O'Brien",
  "Fraser",
  "Campbell",
  "Morgan",
  "Davies",
  "Price",
];
const names = uniqueNames(
  r,
  FIRST,
  LASTN,
  new Set(CREW.map((c) => `${c.first} ${c.last}`)),
);

const ORGS: [string, string, string, number][] = [
  // name, type, town, weight for repeat bookings
  ["Brightwell Insurance Group", "COR", "Tunbridge Wells", 5],
  ["Ashdown Forest Software Ltd", "COR", "Crowborough", 3],
  ["Kestrel Logistics", "COR", "Uckfield", 2.5],
  ["Harveys Hop & Malt Co", "COR", "Lewes", 4],
  ["Medway Pharma UK", "COR", "Sevenoaks", 2],
  ["Downland Law LLP", "COR", "Lewes", 1.6],
  ["Pantiles Wealth Management", "COR", "Tunbridge Wells", 3.4],
  ["Southdown Builders Merchants", "COR", "Hailsham", 1.4],
  ["Wealden Vineyards plc", "COR", "Heathfield", 2.2],
  ["Gatwick Aero Services", "COR", "East Grinstead", 1.2],
  ["Rother Valley Foods", "COR", "Battle", 1.1],
  ["Sussex Estates & Lettings", "COR", "Haywards Heath", 0.9],
  ["Bluebell Railway Trading Ltd", "COR", "Haywards Heath", 0.8],
  ["Cuckmere Dental Practice", "COR", "Eastbourne", 0.7],
  ["Ardingly Agricultural Supplies", "COR", "Haywards Heath", 0.6],
  ["Eastbourne Motor Group", "COR", "Eastbourne", 1.3],
  ["Nettlestead Engineering", "COR", "Sevenoaks", 0.5],
  ["Hastings Fintech Hub", "COR", "Battle", 0.45],
  ["Kent & Sussex Accountants", "COR", "Tunbridge Wells", 1.7],
  ["Rye Harbour Seafoods", "COR", "Rye", 0.4],
  ["Lewes Organic Bakery", "COR", "Lewes", 0],
  ["Crowborough Print Works", "COR", "Crowborough", 0],
  ["Weald Solar Installations", "COR", "Heathfield", 0],
  ["Old Heathfield Farm Weddings", "VEN", "Heathfield", 6],
  ["Bewl Water Events", "VEN", "Wadhurst", 4.2],
  ["Glynde Place Barns", "VEN", "Lewes", 3],
  ["Mayfield Manor House", "VEN", "Mayfield", 2.4],
  ["Batemans Meadow Weddings", "VEN", "Burwash", 1.8],
  ["The Rye Lodge Hotel", "VEN", "Rye", 1.2],
  ["Penshurst Country Weddings", "VEN", "Sevenoaks", 1],
  ["Heathfield & District Show Society", "CHA", "Heathfield", 3],
  ["Uckfield Rotary Club", "CHA", "Uckfield", 2],
  ["Mayfield Cricket Club", "CHA", "Mayfield", 2.6],
  ["Lewes Rowing Club", "CHA", "Lewes", 1.7],
  ["Wadhurst Parish Council", "CHA", "Wadhurst", 1.5],
  ["St Wilfrid Hospice", "CHA", "Eastbourne", 1.3],
  ["Crowborough Round Table", "CHA", "Crowborough", 1.2],
  ["Burwash Village Fete Committee", "CHA", "Burwash", 1.1],
  ["Battle Abbey School PTA", "CHA", "Battle", 0.9],
  ["Hailsham Scouts", "CHA", "Hailsham", 0.8],
  ["East Grinstead Hockey Club", "CHA", "East Grinstead", 0.7],
  ["Rye Bonfire Society", "CHA", "Rye", 0.5],
  ["Ringmer Horticultural Society", "CHA", "Lewes", 0.4],
  ["South East Point-to-Point Ltd", "EVT", "Battle", 2.5],
  ["Wealdfest Music Festival", "EVT", "Crowborough", 2],
  ["Sussex Food & Drink Fairs", "EVT", "Haywards Heath", 1.6],
  ["Kent Wedding Planners Ltd", "EVT", "Tunbridge Wells", 3],
  ["Pippa Lomax Events", "EVT", "Sevenoaks", 1.4],
  ["High Weald Country Fairs", "EVT", "Uckfield", 1.1],
];
const CUSTS: Cust[] = [];
let custSeq = 2000;
for (const [nm, typ, town] of ORGS) {
  const [f, l] = names();
  const acct =
    typ === "VEN"
      ? true
      : typ === "COR"
        ? r.chance(0.7)
        : typ === "EVT"
          ? r.chance(0.5)
          : r.chance(0.1);
  CUSTS.push({
    no: ++custSeq,
    nm,
    typ,
    cntct: `${f} ${l}`,
    town,
    pc: pcode(townOf(town)),
    acct,
    reg: null,
    del: false,
    w: 0,
  });
}
const ORG_W = new Map(ORGS.map(([nm, , , w]) => [nm, w]));
const orgPick = (typs: string[]): Cust =>
  r.weighted(
    CUSTS.filter((c) => typs.includes(c.typ) && (ORG_W.get(c.nm) ?? 0) > 0).map(
      (c) => [c, ORG_W.get(c.nm) as number] as const,
    ),
  );
const privates: Cust[] = [];
const newPrivate = (): Cust => {
  const [f, l] = names();
  const t = pickTown();
  const c: Cust = {
    no: ++custSeq,
    nm: `${f} ${l}`,
    typ: "PRV",
    cntct: null,
    town: t.nm,
    pc: pcode(t),
    acct: false,
    reg: null,
    del: false,
    w: 0,
  };
  CUSTS.push(c);
  privates.push(c);
  return c;
};

// ------------------------------------------------------------------ bookings
const MONTH_F = [0.12, 0.1, 0.2, 0.4, 0.9, 1.3, 1.4, 1.3, 1.0, 0.4, 0.25, 0.55];
const DOW_F = [0.35, 0.13, 0.13, 0.15, 0.22, 0.55, 1.0];
const SITES_PRIVATE = ["garden", "paddock", "field", "orchard", "lawn"];

type Line = { eqp: string; qty: number; days: number; rate: number };
type Bkg = {
  no: number;
  ref: string;
  cust: Cust;
  bk: string;
  evt: string;
  ndays: number;
  typ: string;
  site: string;
  sitePc: string;
  guests: number;
  stat: string;
  sup: number | null;
  quote: number | null;
  depPd: string | null;
  cxl: string | null;
  lines: Line[];
};
const BKGS: Bkg[] = [];

const typeFor = (d: string): string => {
  const m = Number(d.slice(5, 7));
  if (m === 12)
    return r.weighted([
      ["COR", 70],
      ["PTY", 25],
      ["WED", 5],
    ]);
  if (m <= 2 || m === 11)
    return r.weighted([
      ["COR", 35],
      ["PTY", 40],
      ["WED", 20],
      ["SPT", 5],
    ]);
  if (m === 3 || m === 10)
    return r.weighted([
      ["WED", 30],
      ["PTY", 30],
      ["COR", 25],
      ["SPT", 10],
      ["FES", 5],
    ]);
  return r.weighted([
    ["WED", 45],
    ["PTY", 19],
    ["COR", 15],
    ["FES", 12],
    ["SPT", 9],
  ]);
};

const yearFactor = (bk: string) =>
  bk < "2024-01-01"
    ? 0.88
    : bk < "2025-01-01"
      ? 0.91
      : bk < "2026-01-01"
        ? 0.955
        : 1;

function buildLines(b: Bkg, discount: number): Line[] {
  const lines: Line[] = [];
  const add = (cd: string, qty: number) => {
    const e = EQ.get(cd) as Eqp;
    if (qty <= 0) return;
    const rate = Math.round(e.rate * yearFactor(b.bk) * (1 - discount));
    lines.push({ eqp: cd, qty, days: b.ndays, rate });
  };
  const g = b.guests;
  const old = b.evt < "2024-09-01";
  // main structure
  let area = 0;
  if ((b.typ === "WED" || b.typ === "PTY") && r.chance(0.22)) {
    const opts = ["TP1", "TP2", "ST1015", "ST1520"].filter(
      (cd) => (EQ.get(cd) as Eqp).cap! >= g,
    );
    if (opts.length > 0) {
      const cd = r.pick(opts);
      add(cd, 1);
      area = cd.startsWith("TP")
        ? cd === "TP1"
          ? 60
          : 120
        : cd === "ST1015"
          ? 150
          : 300;
    }
  }
  if (area === 0) {
    if (old && g <= 80 && r.chance(0.3)) {
      add("PM0915", 1);
      area = 135;
    } else {
      const fit = FRAMES.filter(
        (e) => e.cd !== "PM0915" && (e.cap as number) >= g,
      );
      if (fit.length === 0) {
        add("FM1224", 2);
        area = 576;
      } else {
        const e = r.chance(0.8) ? fit[0] : fit[Math.min(1, fit.length - 1)];
        add(e!.cd, 1);
        area = e!.area as number;
      }
    }
  }
  if (b.typ === "FES" || b.typ === "SPT") add("PG0505", r.int(1, 4));
  // furniture
  if (b.typ === "WED") add(r.chance(0.55) ? "CH-CHV" : "CH-XBK", g);
  else if (b.typ === "COR")
    add(
      r.chance(0.5) ? "CH-CHV" : old && r.chance(0.4) ? "CH-FLG" : "CH-FLW",
      g,
    );
  else if (b.typ === "PTY") add(old && r.chance(0.4) ? "CH-FLG" : "CH-FLW", g);
  else add(old && r.chance(0.4) ? "CH-FLG" : "CH-FLW", Math.ceil(g / 2));
  if (b.typ === "FES" || b.typ === "SPT") add("TB-TRS", Math.ceil(g / 20));
  else add("TB-RND", Math.ceil(g / 10));
  if (b.typ === "COR" && r.chance(0.6)) add("TB-POS", r.int(4, 10));
  if ((b.typ === "COR" || b.typ === "WED") && r.chance(0.25))
    add("LNG-SET", r.int(1, 3));
  // flooring
  if (b.typ === "FES" || b.typ === "SPT") {
    if (r.chance(0.6)) add("FL-COIR", area);
  } else if (r.chance(0.8)) add("FL-CAS", area);
  else add("FL-COIR", area);
  if (
    b.typ === "WED"
      ? r.chance(0.85)
      : b.typ === "PTY"
        ? r.chance(0.5)
        : b.typ === "COR"
          ? r.chance(0.4)
          : false
  )
    add("DF-BW", 1);
  // lighting
  if (r.chance(0.7)) add("LT-FEST", r.int(2, 6));
  if (b.typ === "WED" && r.chance(0.5)) add("LT-CHAN", r.int(2, 4));
  if ((b.typ === "WED" || b.typ === "COR") && r.chance(0.35))
    add("LT-UPL", r.int(6, 16));
  // heating
  const m = Number(b.evt.slice(5, 7));
  const cold = m <= 4 || m >= 10;
  if (cold ? r.chance(0.75) : m === 5 || m === 9 ? r.chance(0.2) : false)
    add("HT-IND", area > 250 ? 2 : 1);
  if (r.chance(cold ? 0.3 : 0.08)) add("HT-PAT", r.int(2, 6));
  return lines;
}

for (let d = FIRST_EVT; d <= LAST_EVT; d = addDays(d, 1)) {
  const lambda =
    1.5 *
    (MONTH_F[Number(d.slice(5, 7)) - 1] as number) *
    (DOW_F[dayOfWeek(d)] as number);
  const n = r.poisson(lambda);
  for (let i = 0; i < n; i++) {
    const typ = typeFor(d);
    const lead =
      typ === "WED"
        ? r.int(120, 540)
        : typ === "COR"
          ? r.int(20, 160)
          : typ === "PTY"
            ? r.int(14, 180)
            : typ === "FES"
              ? r.int(60, 300)
              : r.int(30, 200);
    const bk = addDays(d, -lead);
    if (bk > LAST) continue; // not booked yet
    let cust: Cust;
    if (typ === "WED")
      cust = r.chance(0.22) ? orgPick(["VEN", "EVT"]) : newPrivate();
    else if (typ === "COR") cust = orgPick(["COR"]);
    else if (typ === "PTY")
      cust =
        r.chance(0.15) && privates.length > 5 ? r.pick(privates) : newPrivate();
    else cust = orgPick(["CHA", "EVT"]);
    const ndays =
      typ === "WED"
        ? r.weighted([
            [1, 6],
            [2, 3],
            [3, 1],
          ])
        : typ === "FES"
          ? r.int(1, 3)
          : typ === "SPT"
            ? r.int(1, 2)
            : 1;
    const guests =
      typ === "WED"
        ? r.int(60, 220)
        : typ === "COR"
          ? r.int(40, 300)
          : typ === "PTY"
            ? r.int(30, 150)
            : typ === "FES"
              ? r.int(100, 400)
              : r.int(50, 250);
    const t =
      cust.typ === "PRV" || r.chance(0.5) ? townOf(cust.town) : pickTown();
    const site =
      cust.typ === "VEN"
        ? cust.nm
        : cust.typ === "PRV"
          ? `${cust.nm.split(" ")[1]} ${r.pick(SITES_PRIVATE)}, ${t.nm}`
          : `${r.pick(["Recreation ground", "Showground", "Sports field", "Village green", "Park"])}, ${t.nm}`;
    BKGS.push({
      no: 0,
      ref: "",
      cust,
      bk,
      evt: d,
      ndays,
      typ,
      site,
      sitePc: cust.typ === "VEN" ? cust.pc : pcode(t),
      guests,
      stat: "",
      sup: null,
      quote: null,
      depPd: null,
      cxl: null,
      lines: [],
    });
  }
}
BKGS.sort((a, b) =>
  a.bk < b.bk
    ? -1
    : a.bk > b.bk
      ? 1
      : a.evt < b.evt
        ? -1
        : a.evt > b.evt
          ? 1
          : 0,
);
const seqByYear = new Map<string, number>();
BKGS.forEach((b, i) => {
  b.no = 5001 + i;
  const yy = b.bk.slice(2, 4);
  const s = (seqByYear.get(yy) ?? 0) + 1;
  seqByYear.set(yy, s);
  b.ref = `WC${yy}-${pad(s, 4)}`;
});

// ------------------------------------------------------------------ statuses, invoices and visits
type Inv = {
  no: string;
  bk: number;
  typ: string;
  dt: string;
  due: string;
  amt: number;
  vat: number;
  pd: string | null;
  stat: string;
};
type Vis = {
  no: number;
  bk: number;
  typ: string;
  dt: string;
  crew: number;
  grnd: string | null;
  acc: string;
  notes: string | null;
};
const INVS: Inv[] = [];
const VISITS: Vis[] = [];
const invoice = (
  b: Bkg,
  typ: string,
  dt: string,
  due: string,
  amt: number,
  pd: string | null,
  stat: string,
) =>
  INVS.push({
    no: "",
    bk: b.no,
    typ,
    dt,
    due,
    amt: money(amt),
    vat: money(amt * 0.2),
    pd,
    stat,
  });
const payDate = (due: string, dt: string, late = 1): string => {
  const off = r.weighted([
    [r.int(-12, -1), 55],
    [0, 10],
    [r.int(1, 20), 27 * late],
    [r.int(21, 70), 8 * late],
  ]);
  const pd = addDays(due, off);
  return pd < dt ? dt : pd;
};

for (const b of BKGS) {
  const past = b.evt <= LAST;
  const leadNow = days(b.bk, LAST);
  if (!past && leadNow <= 20 && r.chance(0.5)) {
    b.stat = "ENQ";
    continue;
  }
  const discount = b.cust.typ === "VEN" ? 0.15 : r.chance(0.15) ? 0.1 : 0;
  b.lines = buildLines(b, discount);
  b.quote = money(
    b.lines.reduce((s, l) => s + l.qty * l.rate * l.days, 0) / 100,
  );
  const dep = money(b.quote * 0.3);
  const bal = money(b.quote - dep);
  // deposit
  const depDt = addDays(b.bk, r.int(0, 2));
  const depDue = addDays(depDt, 14);
  let depPd: string | null = addDays(
    depDt,
    r.weighted([
      [r.int(1, 6), 5],
      [r.int(7, 14), 4],
      [r.int(15, 30), 1],
    ]),
  );
  if (depPd >= b.evt)
    depPd = addDays(b.evt, -1) < depDt ? depDt : addDays(b.evt, -1);
  // cancellation
  const pCxl = b.typ === "WED" ? 0.08 : b.typ === "COR" ? 0.15 : 0.11;
  const lastCxl = past ? addDays(b.evt, -1) : LAST;
  if (days(addDays(b.bk, 5), lastCxl) >= 0 && r.chance(pCxl)) {
    b.cxl = r.date(addDays(b.bk, 5), lastCxl);
    b.stat = "CXL";
  }
  if (depPd > LAST) depPd = null;
  if (b.stat === "CXL" && depPd !== null && depPd > (b.cxl as string))
    depPd = null;
  if (depDt > LAST) continue;
  if (b.stat === "CXL") {
    if (depPd) invoice(b, "DEP", depDt, depDue, dep, depPd, "PD");
    else invoice(b, "DEP", depDt, depDue, dep, null, "VD");
    b.depPd = depPd;
    const balDt = addDays(b.evt, -42);
    if (balDt > depDt && balDt <= (b.cxl as string) && depPd)
      invoice(b, "BAL", balDt, addDays(b.evt, -14), bal, null, "VD");
    if (depPd && days(b.cxl as string, b.evt) <= 56) {
      const fdt = addDays(b.cxl as string, 1);
      if (fdt <= LAST) {
        const fpd = addDays(fdt, r.int(3, 40));
        invoice(
          b,
          "CXF",
          fdt,
          addDays(fdt, 14),
          Math.round(b.quote * 0.2),
          fpd <= LAST ? fpd : null,
          fpd <= LAST ? "PD" : "ISS",
        );
      }
    }
    b.sup = r.chance(0.3) ? (pickCrew("SUP", b.bk)?.id ?? null) : null;
  } else {
    b.depPd = depPd;
    invoice(b, "DEP", depDt, depDue, dep, depPd, depPd ? "PD" : "ISS");
    if (past) b.stat = "CMP";
    else b.stat = depPd ? "CNF" : "PRV";
    // balance
    const credit = b.cust.acct && b.cust.typ !== "PRV";
    const balDt = credit
      ? addDays(b.evt, b.ndays)
      : addDays(b.evt, -42) > depDt
        ? addDays(b.evt, -42)
        : addDays(depDt, 1);
    const balDue = credit
      ? addDays(balDt, 30)
      : addDays(b.evt, -14) > addDays(balDt, 7)
        ? addDays(b.evt, -14)
        : addDays(balDt, 7);
    if (balDt <= LAST && b.stat !== "PRV") {
      let pd: string | null = payDate(balDue, balDt, credit ? 1.6 : 0.6);
      let st = "PD";
      if (pd > LAST) {
        pd = null;
        st = "ISS";
      } else if (b.stat === "CMP" && r.chance(0.012)) {
        pd = null;
        st = "WO";
      }
      invoice(b, "BAL", balDt, balDue, bal, pd, st);
    }
    // damage charges
    if (b.stat === "CMP" && r.chance(0.09)) {
      const ddt = addDays(b.evt, b.ndays + r.int(3, 12));
      if (ddt <= LAST) {
        const amt = r.pick([45, 60, 85, 120, 180, 250, 320, 480, 850]);
        const dpd = r.chance(0.85) ? addDays(ddt, r.int(2, 35)) : null;
        invoice(
          b,
          "DMG",
          ddt,
          addDays(ddt, 14),
          amt,
          dpd && dpd <= LAST ? dpd : null,
          dpd && dpd <= LAST ? "PD" : "ISS",
        );
      }
    }
    // supervisor
    const ahead = days(LAST, b.evt);
    const assign =
      b.stat === "CMP"
        ? true
        : b.stat === "CNF"
          ? r.chance(ahead <= 21 ? 0.8 : ahead <= 60 ? 0.5 : 0.2)
          : r.chance(0.05);
    if (assign)
      b.sup = pickCrew("SUP", b.stat === "CMP" ? b.evt : LAST)?.id ?? null;
  }
  // site visits
  const visLimit = [
    addDays(b.evt, -1),
    LAST,
    b.cxl ?? LAST,
  ].sort()[0] as string;
  const pSur = b.cust.typ === "VEN" ? 0.3 : b.typ === "WED" ? 0.95 : 0.75;
  if (r.chance(pSur)) {
    const vd = addDays(b.bk, r.int(3, 28));
    if (vd <= visLimit) {
      const who = r.chance(0.2) ? pickCrew("SUP", vd) : pickCrew("SRV", vd);
      if (who) {
        const grnd = r.weighted([
          ["FLAT", 55],
          ["SLP", 20],
          ["HRD", 10],
          ["SOFT", 15],
        ]);
        const acc = r.chance(0.88) ? "Y" : "N";
        const notes =
          grnd === "SLP"
            ? r.pick([
                "Levelling needed on the low side",
                "Slope across the width, bring packers",
                null,
              ])
            : grnd === "SOFT"
              ? r.pick([
                  "Track matting for the lorry",
                  "Wet in winter, check before rig",
                  null,
                ])
              : acc === "N"
                ? "Lorry cannot get in, hand-ball from the lane"
                : r.chance(0.2)
                  ? r.pick([
                      "Overhead cables by the gate",
                      "Septic tank under the lawn, marked",
                      "Neighbours asked for quiet after 11pm",
                    ])
                  : null;
        VISITS.push({
          no: 0,
          bk: b.no,
          typ: "SUR",
          dt: vd,
          crew: who.id,
          grnd,
          acc,
          notes,
        });
      }
    }
  }
  if (
    (b.stat === "CMP" && r.chance(0.6)) ||
    (b.stat === "CNF" && days(LAST, b.evt) <= 10)
  ) {
    const vd = addDays(b.evt, -r.int(2, 10));
    if (vd <= LAST && vd > b.bk) {
      const who =
        r.chance(0.5) && b.sup
          ? (CREW.find((c) => c.id === b.sup) as Crew)
          : pickCrew("SRV", vd);
      if (who && activeOn(who, vd))
        VISITS.push({
          no: 0,
          bk: b.no,
          typ: "FIN",
          dt: vd,
          crew: who.id,
          grnd: null,
          acc: r.chance(0.95) ? "Y" : "N",
          notes: null,
        });
    }
  }
}

// customers: registration dates, never-booked prospects, deleted duplicates
for (const b of BKGS)
  if (!b.cust.firstBk || b.bk < b.cust.firstBk) b.cust.firstBk = b.bk;
for (const c of CUSTS)
  c.reg = c.firstBk
    ? addDays(c.firstBk, -r.int(0, c.typ === "PRV" ? 3 : 40))
    : r.date("2023-02-01", "2026-10-30");
const dupOf = r.shuffle(CUSTS.filter((c) => c.firstBk)).slice(0, 9);
for (const c of dupOf) {
  CUSTS.push({
    ...c,
    no: ++custSeq,
    reg:
      addDays(c.reg as string, r.int(20, 300)) > LAST
        ? LAST
        : addDays(c.reg as string, r.int(20, 300)),
    del: true,
  });
}
for (let i = 0; i < 5; i++) {
  const c = newPrivate();
  c.del = true;
  c.reg = r.date("2023-03-01", "2026-06-30");
}

// invoice numbers in date order
INVS.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.bk - b.bk));
INVS.forEach((v, i) => (v.no = `INV${pad(20001 + i, 5)}`));
VISITS.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.bk - b.bk));
VISITS.forEach((v, i) => (v.no = 70001 + i));

export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA mqh;
CREATE TABLE mqh.stat_lkp (
  stat_cd varchar(4) PRIMARY KEY,
  stat_grp varchar(3) NOT NULL,
  stat_desc varchar(40) NOT NULL,
  sort_ord smallint NOT NULL
);
CREATE TABLE mqh.cust (
  cust_no integer PRIMARY KEY,
  cust_nm varchar(80) NOT NULL,
  cust_typ char(3) NOT NULL,
  cntct_nm varchar(60),
  town varchar(40),
  pcode varchar(10),
  acct_yn char(1) NOT NULL DEFAULT 'N',
  reg_dt date NOT NULL,
  del_flg boolean NOT NULL DEFAULT false
);
CREATE TABLE mqh.eqp (
  eqp_cd varchar(8) PRIMARY KEY,
  eqp_desc varchar(60) NOT NULL,
  cat_cd char(3) NOT NULL,
  cap_seated integer,
  day_rt_p integer NOT NULL,
  qty_own integer NOT NULL,
  actv_yn char(1) NOT NULL DEFAULT 'Y',
  acq_dt date
);
CREATE TABLE mqh.crew (
  crew_id integer PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  role_cd char(3) NOT NULL,
  hrly_rt numeric(5,2) NOT NULL,
  hgv_yn char(1) NOT NULL,
  seas_yn char(1) NOT NULL,
  start_dt date NOT NULL,
  end_dt date
);
CREATE TABLE mqh.bkg (
  bk_no integer PRIMARY KEY,
  bk_ref varchar(12) NOT NULL UNIQUE,
  cust_no integer NOT NULL REFERENCES mqh.cust (cust_no),
  bk_dt date NOT NULL,
  evt_dt date NOT NULL,
  evt_days smallint NOT NULL,
  evt_typ char(3) NOT NULL,
  site_nm varchar(80),
  site_pcode varchar(10),
  guest_cnt integer,
  stat_cd varchar(4) NOT NULL REFERENCES mqh.stat_lkp (stat_cd),
  sup_id integer REFERENCES mqh.crew (crew_id),
  quote_gbp numeric(10,2),
  dep_pd_dt date,
  cxl_dt date
);
CREATE TABLE mqh.bk_line (
  bk_no integer NOT NULL REFERENCES mqh.bkg (bk_no),
  ln_no smallint NOT NULL,
  eqp_cd varchar(8) NOT NULL REFERENCES mqh.eqp (eqp_cd),
  qty integer NOT NULL,
  hire_days smallint NOT NULL,
  rate_p integer NOT NULL,
  PRIMARY KEY (bk_no, ln_no)
);
CREATE TABLE mqh.site_vis (
  vis_no integer PRIMARY KEY,
  bk_no integer NOT NULL REFERENCES mqh.bkg (bk_no),
  vis_typ char(3) NOT NULL,
  vis_dt date NOT NULL,
  crew_id integer NOT NULL REFERENCES mqh.crew (crew_id),
  grnd_cd varchar(4),
  acc_ok_yn char(1),
  notes text
);
CREATE TABLE mqh.inv (
  inv_no varchar(10) PRIMARY KEY,
  bk_no integer NOT NULL REFERENCES mqh.bkg (bk_no),
  inv_typ char(3) NOT NULL,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  amt_gbp numeric(10,2) NOT NULL,
  vat_gbp numeric(10,2) NOT NULL,
  pd_dt date,
  stat_cd varchar(4) NOT NULL REFERENCES mqh.stat_lkp (stat_cd)
);
`;
  const parts = [
    ddl,
    insertRows(
      "mqh.stat_lkp",
      ["stat_cd", "stat_grp", "stat_desc", "sort_ord"],
      STATUS,
    ),
    insertRows(
      "mqh.cust",
      [
        "cust_no",
        "cust_nm",
        "cust_typ",
        "cntct_nm",
        "town",
        "pcode",
        "acct_yn",
        "reg_dt",
        "del_flg",
      ],
      [...CUSTS]
        .sort((a, b) => a.no - b.no)
        .map((c) => [
          c.no,
          c.nm,
          c.typ,
          c.cntct,
          c.town,
          c.pc,
          c.acct ? "Y" : "N",
          c.reg,
          c.del,
        ]),
    ),
    insertRows(
      "mqh.eqp",
      [
        "eqp_cd",
        "eqp_desc",
        "cat_cd",
        "cap_seated",
        "day_rt_p",
        "qty_own",
        "actv_yn",
        "acq_dt",
      ],
      EQP.map((e) => [
        e.cd,
        e.desc,
        e.cat,
        e.cap,
        e.rate,
        e.own,
        e.actv ? "Y" : "N",
        e.acq,
      ]),
    ),
    insertRows(
      "mqh.crew",
      [
        "crew_id",
        "first_nm",
        "last_nm",
        "role_cd",
        "hrly_rt",
        "hgv_yn",
        "seas_yn",
        "start_dt",
        "end_dt",
      ],
      CREW.map((c) => [
        c.id,
        c.first,
        c.last,
        c.role,
        c.rate,
        c.hgv ? "Y" : "N",
        c.seas ? "Y" : "N",
        c.start,
        c.end,
      ]),
    ),
    insertRows(
      "mqh.bkg",
      [
        "bk_no",
        "bk_ref",
        "cust_no",
        "bk_dt",
        "evt_dt",
        "evt_days",
        "evt_typ",
        "site_nm",
        "site_pcode",
        "guest_cnt",
        "stat_cd",
        "sup_id",
        "quote_gbp",
        "dep_pd_dt",
        "cxl_dt",
      ],
      BKGS.map((b) => [
        b.no,
        b.ref,
        b.cust.no,
        b.bk,
        b.evt,
        b.ndays,
        b.typ,
        b.site,
        b.sitePc,
        b.guests,
        b.stat,
        b.sup,
        b.quote,
        b.depPd,
        b.cxl,
      ]),
    ),
    insertRows(
      "mqh.bk_line",
      ["bk_no", "ln_no", "eqp_cd", "qty", "hire_days", "rate_p"],
      BKGS.flatMap((b) =>
        b.lines.map((l, i) => [b.no, i + 1, l.eqp, l.qty, l.days, l.rate]),
      ),
    ),
    insertRows(
      "mqh.site_vis",
      [
        "vis_no",
        "bk_no",
        "vis_typ",
        "vis_dt",
        "crew_id",
        "grnd_cd",
        "acc_ok_yn",
        "notes",
      ],
      VISITS.map((v) => [
        v.no,
        v.bk,
        v.typ,
        v.dt,
        v.crew,
        v.grnd,
        v.acc,
        v.notes,
      ]),
    ),
    insertRows(
      "mqh.inv",
      [
        "inv_no",
        "bk_no",
        "inv_typ",
        "inv_dt",
        "due_dt",
        "amt_gbp",
        "vat_gbp",
        "pd_dt",
        "stat_cd",
      ],
      INVS.map((v) => [
        v.no,
        v.bk,
        v.typ,
        v.dt,
        v.due,
        v.amt,
        v.vat,
        v.pd,
        v.stat,
      ]),
    ),
  ];
  return parts.join("\n");
}
