/**
 * Apex Kart Arena Ltd runs one indoor go-karting track in a converted warehouse on the Stourton industrial estate in
 * south Leeds. It sells time on the track in four ways: ARRIVE AND DRIVE (members of the public buy one or two
 * 15-minute open heats, on the website, by phone or at the front desk, and share the track with other customers),
 * GROUP RACES (a private race meeting for 6 to 12 friends: stag and hen dos, birthdays, clubs), CORPORATE EVENTS
 * (the same format sold to companies, invoiced, often as Christmas parties or team days) and JUNIOR BIRTHDAY
 * PARTIES on the junior karts. Once a month the track also runs an in-house CLUB LEAGUE NIGHT for its members.
 * Every person who drives must first register as a driver (name, postcode, email; a kiosk at reception or online),
 * so every heat result belongs to a registered driver. Drivers earn a licence grade as they gain experience and
 * speed, and regulars can buy an annual membership for discounted arrive-and-drive heats and entry to league nights.
 * The karts are maintained in the track's own workshop; every job a kart goes into the workshop for is logged.
 *
 * This is an export of the venue-management package "TrackDesk" (schema `arena`), taken on the morning of Wednesday
 * 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The system went live on 2024-01-02; nothing
 * earlier is held (except the dates karts entered service). Bookings for future dates (up to March 2027) are
 * included as they stand today. The track opens every day except 25 and 26 December.
 *
 * UNITS: booking money is in whole PENCE (GBP; divide by 100 for pounds): `pp_price_p`, `tot_p`, `disc_p`,
 * `paid_p`. Workshop parts are in POUNDS with pence (`parts_gbp`, numeric). Workshop labour in decimal hours. Lap
 * times are in MILLISECONDS (`best_ms`; divide by 1000 for seconds). Heat lengths in minutes. Engine sizes in cc.
 * All amounts include VAT.
 *
 * Tables and columns
 * - `pkg` (lookup: the products sold). `pkg_cd` the code; `pkg_nm` its name; `evt_cls` the kind of event: AAD
 *   arrive and drive, GRP group race, CORP corporate event, PTY junior birthday party, LGE club league night.
 *   `pp_price_p` the CURRENT price per driver (prices rose on 2025-04-01; a booking keeps the price it was made at,
 *   so use `bkg.tot_p` for what a booking was worth). `n_heats` heats each driver gets; `heat_min` minutes of the
 *   main heat; `min_drv`, `max_drv` the drivers allowed on one booking; `jnr_yn` Y for packages on the junior karts;
 *   `actv_yn` N for a package no longer sold (STAG was withdrawn at the end of August 2025).
 *     AAD15 Arrive & Drive 15 min (1 heat); AAD30 Arrive & Drive Double Stint (2 heats); JAD10 Junior Arrive &
 *     Drive (1 heat of 10 min); SPR Sprint Race (qualifying + race); GP Grand Prix (practice + qualifying + race);
 *     STAG Stag & Hen Grand Prix; CGP Corporate Grand Prix; CTB Corporate Team Build (Grand Prix with a meeting
 *     room); PTY Junior Birthday Party (practice + race); LGE Club League Night (qualifying + race, members only).
 * - `drv` (registered drivers). `drv_no` the driver number; `first_nm`, `last_nm`; `email` (NULL when not given);
 *   `pcd_dist` the postcode district of the home address (e.g. LS10); `reg_dt` the date the driver registered;
 *   `jnr_yn` Y for a junior driver (under 16 when registered; drives only junior karts); `lic_grd` the licence
 *   grade now held: N novice (everyone starts here), C club (after 5 heats), B intermediate (12 heats and a quick
 *   lap), A advanced (25 heats and a fast lap; adults only); `lic_dt` the date the current grade was awarded (NULL
 *   for N). `mbr_cd` the membership plan the driver has or last had: STD Race Club (adult), JNR Junior Club, PLT
 *   Platinum; NULL = never a member. `mbr_join_dt` when the driver first joined; `mbr_exp_dt` the last day of the
 *   current or last membership year (a membership is current while `mbr_exp_dt` is today or later; an earlier date
 *   means it lapsed). Members get 10% (PLT 20%) off arrive-and-drive bookings. `mktg_ok` (boolean) the driver
 *   opted in to marketing emails. `stat_cd` ACT active, SUS suspended from driving for a period, BAN banned from the
 *   track for dangerous driving.
 * - `kart` (the fleet). `kart_no` the number painted on the kart (never reused); `kart_cls` ADL adult kart (270cc),
 *   JNR junior kart (120cc), TWN twin-seat kart (an instructor and a passenger, used for taster rides and
 *   disability sessions, never for timed heats); `mk_nm` make and model; `eng_cc`; `chassis_no`; `in_svc_dt` the
 *   date it entered service; `wd_dt` the date it was withdrawn from the fleet for good (NULL = still in the fleet);
 *   `stat_cd` AV available, WS in the workshop now, RET retired (withdrawn).
 * - `kart_svc` (workshop jobs, one per visit of a kart to the workshop). `job_no`; `kart_no`; `in_dt` the day the
 *   kart went in; `out_dt` the day it came back on track (NULL = still in the workshop; a job done the same day has
 *   `out_dt` = `in_dt`); `typ_cd` SVC routine service, TYR tyre change (set of four), BRK brakes, ENG engine
 *   rebuild, CRS crash damage repair, INS annual safety inspection, WRN (an old code still used by one mechanic; its
 *   meaning is not documented); `parts_gbp` the cost of the parts fitted on the job, in pounds; `lab_hrs` labour
 *   hours; `mech_nm` the mechanic who did the job; `note` free text, often empty.
 * - `bkg` (bookings). `bkg_ref` the booking reference; `made_dt` the date the booking was made; `evt_dt` and
 *   `evt_tm` the date and start time booked; `pkg_cd` the package; `lead_drv` the registered driver who made the
 *   booking (a `drv.drv_no`; NULL for in-house league nights); `co_nm` the company, for corporate events only;
 *   `n_drv` the number of drivers booked; `disc_p` the discount given (membership discount or a promo code); `tot_p`
 *   the booking's value after the discount; `promo_cd` the promo code used (NULL = none; STUDENT, BLUELIGHT,
 *   SPRING10 and XMAS10 each give 10% off; promo codes are not accepted on corporate events or league nights, and
 *   not on top of a membership discount); `paid_p` the money received and kept so far; `chan_cd` how it was
 *   booked: WEB website, PHN phone, WLK walk-in at the desk, EML email/invoice (corporate), INT in-house (league
 *   nights); `stat_cd` PRV provisional (held, no deposit yet), CNF confirmed, CMP completed (the event took place),
 *   CXL cancelled, NSH no-show (did not turn up), HLD (appears on a few old bookings; meaning not documented);
 *   `cxl_dt` the date it was cancelled (NULL unless CXL). The membership discount applies to the whole booking when
 *   the lead driver is a member on the day of the event. Money: completed bookings are paid in full (`paid_p` =
 *   `tot_p`). Arrive and drive is paid in full when booked on the website and on arrival otherwise; cancelled
 *   arrive-and-drive bookings are refunded, web no-shows forfeit the whole amount. Private events (group,
 *   corporate, party) pay a deposit of a quarter of the value on confirmation and the rest on the day; the deposit
 *   is kept when the booking is cancelled less than 14 days before the event or the group does not turn up, and
 *   refunded otherwise. League nights are paid on the night.
 * - `sess` (heats actually run on the track, one row per heat). `sess_id`; `sess_dt`, `start_tm`; `sess_typ` OPN
 *   an open arrive-and-drive heat (shared by several bookings), PRC practice, QLY qualifying, RCE race; `kart_cls`
 *   the class of kart used (ADL or JNR); `lyt_cd` the track layout: FUL full circuit, REV full circuit run in
 *   reverse, SPR short sprint circuit; `heat_min` minutes; `bkg_ref` the booking a private heat belongs to (NULL
 *   for open arrive-and-drive heats).
 * - `rslt` (heat results, one row per driver per heat). `rslt_id`; `sess_id`; `drv_no`; `kart_no` the kart driven;
 *   `bkg_ref` the booking the driver came on; `laps` laps completed; `best_ms` the driver's best lap in the heat in
 *   milliseconds; `pos` the position: in a race heat (RCE) the finishing order, in other heats the order of best
 *   laps; `dnf_yn` Y when the driver did not finish a race (retired or black-flagged; they are placed last).
 *
 * Not recorded here: drivers' dates of birth or ages, and gender; individual lap times (only each driver's best lap
 *   of a heat); the café and bar, and anything sold there; how bookings were paid (card, cash, voucher); staff,
 *   marshals, rotas and wages; accidents, incidents and injury reports; spectators and visitor numbers beyond the
 *   drivers; customer reviews, ratings or feedback; fuel, electricity and other running costs of the track; what
 *   the karts cost to buy; kart engine hours or mileage.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  daysBetween,
  insertRows,
  maxDate,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const FUTURE_END = "2027-03-31";
const PRICE_RISE = "2025-04-01";
const r = seededRandom(7731_2026);

const isOpen = (d: string): boolean => !["12-25", "12-26"].includes(d.slice(5));
const isWeekend = (d: string): boolean => [0, 6].includes(dayOfWeek(d));
const fmtTime = (mins: number): string =>
  `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;

// ------------------------------------------------------------------ packages
type Pkg = {
  cd: string;
  nm: string;
  cls: string;
  price: number;
  heats: string[]; // heat types in order
  mins: number[];
  minD: number;
  maxD: number;
  jnr: boolean;
  actv: boolean;
};
const PKGS: Pkg[] = [
  {
    cd: "AAD15",
    nm: "Arrive & Drive 15 min",
    cls: "AAD",
    price: 2600,
    heats: ["OPN"],
    mins: [15],
    minD: 1,
    maxD: 8,
    jnr: false,
    actv: true,
  },
  {
    cd: "AAD30",
    nm: "Arrive & Drive Double Stint",
    cls: "AAD",
    price: 4500,
    heats: ["OPN", "OPN"],
    mins: [15, 15],
    minD: 1,
    maxD: 8,
    jnr: false,
    actv: true,
  },
  {
    cd: "JAD10",
    nm: "Junior Arrive & Drive",
    cls: "AAD",
    price: 1900,
    heats: ["OPN"],
    mins: [10],
    minD: 1,
    maxD: 4,
    jnr: true,
    actv: true,
  },
  {
    cd: "SPR",
    nm: "Sprint Race",
    cls: "GRP",
    price: 3900,
    heats: ["QLY", "RCE"],
    mins: [8, 12],
    minD: 6,
    maxD: 12,
    jnr: false,
    actv: true,
  },
  {
    cd: "GP",
    nm: "Grand Prix",
    cls: "GRP",
    price: 5400,
    heats: ["PRC", "QLY", "RCE"],
    mins: [10, 8, 15],
    minD: 6,
    maxD: 12,
    jnr: false,
    actv: true,
  },
  {
    cd: "STAG",
    nm: "Stag & Hen Grand Prix",
    cls: "GRP",
    price: 5900,
    heats: ["PRC", "QLY", "RCE"],
    mins: [10, 8, 15],
    minD: 6,
    maxD: 12,
    jnr: false,
    actv: false,
  },
  {
    cd: "CGP",
    nm: "Corporate Grand Prix",
    cls: "CORP",
    price: 6900,
    heats: ["PRC", "QLY", "RCE"],
    mins: [10, 8, 15],
    minD: 8,
    maxD: 12,
    jnr: false,
    actv: true,
  },
  {
    cd: "CTB",
    nm: "Corporate Team Build",
    cls: "CORP",
    price: 8500,
    heats: ["PRC", "QLY", "RCE"],
    mins: [10, 10, 20],
    minD: 8,
    maxD: 12,
    jnr: false,
    actv: true,
  },
  {
    cd: "PTY",
    nm: "Junior Birthday Party",
    cls: "PTY",
    price: 2300,
    heats: ["PRC", "RCE"],
    mins: [8, 10],
    minD: 4,
    maxD: 7,
    jnr: true,
    actv: true,
  },
  {
    cd: "LGE",
    nm: "Club League Night",
    cls: "LGE",
    price: 1500,
    heats: ["QLY", "RCE"],
    mins: [10, 20],
    minD: 6,
    maxD: 12,
    jnr: false,
    actv: true,
  },
];
const PKG = new Map(PKGS.map((p) => [p.cd, p]));
const STAG_END = "2025-08-31";
/** The price per driver at the time a booking was made: 8% lower before the April 2025 rise, to the 50p. */
const priceAt = (p: Pkg, made: string): number =>
  made < PRICE_RISE ? Math.round(p.price / 1.08 / 50) * 50 : p.price;

// ------------------------------------------------------------------ karts
type Kart = {
  no: number;
  cls: string;
  mk: string;
  cc: number;
  chassis: string;
  inSvc: string;
  wd: string | null;
  speed: number;
};
const karts: Kart[] = [];
const chassis = (prefix: string): string => `${prefix}${r.int(100000, 999999)}`;
for (let n = 1; n <= 24; n++) {
  karts.push({
    no: n,
    cls: "ADL",
    mk: "Sodikart RT8",
    cc: 270,
    chassis: chassis("RT8-"),
    inSvc: r.date("2021-03-01", "2022-06-30"),
    wd: null,
    speed: r.float(0.994, 1.006, 4),
  });
}
for (let n = 25; n <= 32; n++) {
  karts.push({
    no: n,
    cls: "JNR",
    mk: "Sodikart LR5 Junior",
    cc: 120,
    chassis: chassis("LR5-"),
    inSvc: r.date("2021-03-01", "2022-06-30"),
    wd: null,
    speed: r.float(0.994, 1.006, 4),
  });
}
for (let n = 33; n <= 34; n++) {
  karts.push({
    no: n,
    cls: "TWN",
    mk: "Sodikart Twin RT8 Biplace",
    cc: 270,
    chassis: chassis("TW-"),
    inSvc: "2022-02-14",
    wd: null,
    speed: 1,
  });
}
// Five RT8s replaced by RT10s in spring 2025, one junior replaced in 2024.
const RETIRE: [number, string][] = [
  [3, "2025-04-28"],
  [9, "2025-04-28"],
  [14, "2025-05-12"],
  [17, "2025-05-12"],
  [21, "2025-09-15"],
];
for (const [no, dt] of RETIRE) (karts.find((k) => k.no === no) as Kart).wd = dt;
(karts.find((k) => k.no === 29) as Kart).wd = "2024-08-19";
const NEW_KARTS: [number, string, string][] = [
  [41, "ADL", "2025-04-26"],
  [42, "ADL", "2025-04-26"],
  [43, "ADL", "2025-05-10"],
  [44, "ADL", "2025-05-10"],
  [45, "ADL", "2025-09-13"],
  [46, "ADL", "2025-09-13"],
  [47, "JNR", "2024-08-17"],
];
for (const [no, cls, dt] of NEW_KARTS) {
  karts.push(
    cls === "ADL"
      ? {
          no,
          cls,
          mk: "Sodikart RT10",
          cc: 270,
          chassis: chassis("RT10-"),
          inSvc: dt,
          wd: null,
          speed: r.float(0.982, 0.99, 4),
        }
      : {
          no,
          cls,
          mk: "Sodikart LR5 Junior",
          cc: 120,
          chassis: chassis("LR5-"),
          inSvc: dt,
          wd: null,
          speed: r.float(0.994, 1.006, 4),
        },
  );
}

// ------------------------------------------------------------------ workshop jobs
type Job = {
  kart: number;
  inDt: string;
  outDt: string | null;
  typ: string;
  parts: number;
  hrs: number;
  mech: string;
  note: string | null;
};
const MECHS: { nm: string; from: string; to: string; w: number }[] = [
  { nm: "Dave Whitaker", from: "2020-01-01", to: "2099-01-01", w: 4 },
  { nm: "Sam Pryce", from: "2020-01-01", to: "2099-01-01", w: 3 },
  { nm: "Ollie Kemp", from: "2020-01-01", to: "2025-06-27", w: 3 },
  { nm: "Jas Rehal", from: "2025-07-07", to: "2099-01-01", w: 3 },
];
const mechOn = (d: string): string =>
  r.weighted(
    MECHS.filter((m) => m.from <= d && d <= m.to).map(
      (m) => [m.nm, m.w] as const,
    ),
  );
const JOB_SPEC: Record<
  string,
  {
    parts: [number, number];
    hrs: [number, number];
    days: [number, number];
    notes: string[];
  }
> = {
  SVC: {
    parts: [9, 38],
    hrs: [0.5, 1.5],
    days: [0, 1],
    notes: ["oil + plugs", "chain adjusted", "air filter", ""],
  },
  TYR: {
    parts: [118, 176],
    hrs: [0.5, 1],
    days: [0, 0],
    notes: ["4 x slicks", "fronts worn", ""],
  },
  BRK: {
    parts: [24, 92],
    hrs: [0.5, 2],
    days: [0, 2],
    notes: ["pads", "bled brakes", "disc replaced", ""],
  },
  ENG: {
    parts: [340, 910],
    hrs: [4, 10],
    days: [4, 12],
    notes: ["top end rebuild", "full rebuild", "new crank", ""],
  },
  CRS: {
    parts: [18, 420],
    hrs: [1, 6],
    days: [1, 9],
    notes: [
      "bumper",
      "bent track rod",
      "steering column",
      "nose cone",
      "chassis straightened",
      "",
    ],
  },
  INS: { parts: [0, 14], hrs: [0.5, 1], days: [0, 0], notes: ["annual", ""] },
  WRN: {
    parts: [0, 22],
    hrs: [0.5, 1.5],
    days: [0, 1],
    notes: ["see DW", "noise", ""],
  },
};
const jobs: Job[] = [];
for (const k of karts) {
  const from = k.inSvc > START ? k.inSvc : START;
  const to = k.wd ?? LAST;
  const events: [string, string][] = [];
  const every = (
    typ: string,
    lo: number,
    hi: number,
    firstLo: number,
    firstHi: number,
  ) => {
    let d = addDays(from, r.int(firstLo, firstHi));
    while (d <= to) {
      events.push([d, typ]);
      d = addDays(d, r.int(lo, hi));
    }
  };
  if (k.cls !== "TWN") {
    every("SVC", 50, 70, 3, 55);
    every("TYR", 70, 110, 5, 90);
    every("BRK", 90, 200, 20, 150);
    every(
      "ENG",
      330,
      460,
      k.inSvc > START ? 420 : 30,
      k.inSvc > START ? 540 : 400,
    );
    every("CRS", 90, 300, 10, 250);
  } else {
    every("SVC", 80, 110, 10, 80);
    every("TYR", 150, 220, 20, 150);
    every("ENG", 700, 800, 200, 400);
  }
  for (const y of [2024, 2025, 2026]) {
    const d = `${y}-01-${pad(r.int(5, 16), 2)}`;
    if (d >= from && d <= to) events.push([d, "INS"]);
  }
  if (k.cls !== "TWN" && r.chance(0.25)) events.push([r.date(from, to), "WRN"]);
  events.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let freeFrom = "0000-00-00";
  for (const [d0, typ] of events) {
    let d = d0 < freeFrom ? freeFrom : d0;
    if (d > to) continue;
    if (!isOpen(d)) d = addDays(d, 1);
    const spec = JOB_SPEC[typ] as (typeof JOB_SPEC)[string];
    const days = r.int(spec.days[0], spec.days[1]);
    let outDt: string | null = addDays(d, days);
    if (outDt > LAST) outDt = null;
    const note = r.pick(spec.notes);
    jobs.push({
      kart: k.no,
      inDt: d,
      outDt,
      typ,
      parts: r.float(spec.parts[0], spec.parts[1], 2),
      hrs: r.float(spec.hrs[0], spec.hrs[1], 1),
      mech: mechOn(d),
      note: note === "" ? null : note,
    });
    freeFrom = outDt === null ? "9999-12-31" : addDays(outDt, 1);
  }
}
// Three karts are in the workshop this morning.
const OPEN_JOBS: [number, string, string, string][] = [
  [6, "2026-11-19", "ENG", "waiting on piston kit"],
  [27, "2026-11-23", "CRS", "rear axle"],
  [43, "2026-11-24", "BRK", null as unknown as string],
];
for (const [no, d, typ, note] of OPEN_JOBS) {
  // drop any later job on the kart and close any job overlapping
  for (let i = jobs.length - 1; i >= 0; i--) {
    const j = jobs[i] as Job;
    if (j.kart === no && j.inDt >= d) jobs.splice(i, 1);
    else if (j.kart === no && (j.outDt === null || j.outDt >= d))
      j.outDt = addDays(d, -1) < j.inDt ? j.inDt : addDays(d, -1);
  }
  const spec = JOB_SPEC[typ] as (typeof JOB_SPEC)[string];
  jobs.push({
    kart: no,
    inDt: d,
    outDt: null,
    typ,
    parts: r.float(spec.parts[0], spec.parts[1] / 2, 2),
    hrs: r.float(spec.hrs[0], spec.hrs[1], 1),
    mech: mechOn(d),
    note,
  });
}
for (const j of jobs)
  if (j.outDt === null && !OPEN_JOBS.some(([no]) => no === j.kart))
    j.outDt = LAST;
jobs.sort((a, b) =>
  a.inDt < b.inDt ? -1 : a.inDt > b.inDt ? 1 : a.kart - b.kart,
);
/** Karts of a class that can run on a day: in service, not withdrawn, not off track for a workshop job. */
const jobsOf = new Map<number, Job[]>();
for (const j of jobs) jobsOf.set(j.kart, [...(jobsOf.get(j.kart) ?? []), j]);
const kartsFree = (cls: string, d: string): Kart[] =>
  karts.filter(
    (k) =>
      k.cls === cls &&
      k.inSvc <= d &&
      (k.wd === null || d < k.wd) &&
      !(jobsOf.get(k.no) ?? []).some(
        (j) => j.inDt <= d && (j.outDt === null ? true : d < j.outDt),
      ),
  );

// ------------------------------------------------------------------ drivers
const FIRST_M = [
  "James",
  "Oliver",
  "Jack",
  "Harry",
  "George",
  "Tom",
  "Ben",
  "Sam",
  "Daniel",
  "Ryan",
  "Liam",
  "Adam",
  "Matt",
  "Chris",
  "Luke",
  "Callum",
  "Josh",
  "Nathan",
  "Kieran",
  "Mohammed",
  "Imran",
  "Zain",
  "Aaron",
  "Connor",
  "Lewis",
  "Rob",
  "Mark",
  "Paul",
  "Dan",
  "Jamie",
  "Scott",
  "Craig",
  "Owen",
  "Ethan",
  "Leo",
  "Alfie",
  "Arjun",
  "Kacper",
  "Tyler",
  "Jordan",
];
const FIRST_F = [
  "Emma",
  "Sophie",
  "Chloe",
  "Amy",
  "Lucy",
  "Hannah",
  "Jess",
  "Megan",
  "Laura",
  "Rachel",
  "Katie",
  "Ellie",
  "Amelia",
  "Grace",
  "Aisha",
  "Priya",
  "Zara",
  "Holly",
  "Beth",
  "Gemma",
  "Olivia",
  "Freya",
  "Niamh",
  "Leah",
];
const LAST_NM = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Walker",
  "Wood",
  "Wright",
  "Robinson",
  "Thompson",
  "White",
  "Hughes",
  "Hall",
  "Green",
  "Lee",
  "Clarke",
  "Harrison",
  "Jackson",
  "Turner",
  "Hill",
  "Moore",
  "Ward",
  "Baker",
  "Shaw",
  "Holmes",
  "Atkinson",
  "Barker",
  "Dawson",
  "Firth",
  "Hirst",
  "Kaur",
  "Khan",
  "Hussain",
  "Ahmed",
  "Patel",
  "Singh",
  "Mahmood",
  "Kowalski",
  "Nowak",
  "Murphy",
  "Kelly",
  "Scott",
  "Marshall",
  "Priestley",
  "Sutcliffe",
  "Lockwood",
  "Haigh",
  "Crowther",
  "Greenwood",
  "Ackroyd",
  "Booth",
  "Bentley",
  "Pickles",
  "Riley",
  "Fletcher",
  "Dixon",
  "Lister",
  "Mitchell",
  "Holroyd",
  "Brook",
  "Armitage",
  "Senior",
  "Whiteley",
  "Binns",
  "Hartley",
  "Rhodes",
  "Naylor",
  "Oldroyd",
  "Sykes",
  "Pearson",
];
const FIRST_ALL = [...FIRST_M, ...FIRST_M, ...FIRST_F];
const DISTRICTS: [string, number][] = [
  ["LS10", 9],
  ["LS9", 6],
  ["LS11", 6],
  ["LS26", 5],
  ["LS15", 5],
  ["LS8", 4],
  ["LS6", 4],
  ["LS7", 4],
  ["LS12", 4],
  ["LS13", 3],
  ["LS17", 3],
  ["LS25", 3],
  ["LS27", 4],
  ["LS28", 3],
  ["LS18", 2],
  ["LS16", 3],
  ["LS14", 3],
  ["LS19", 2],
  ["LS1", 2],
  ["LS2", 2],
  ["LS3", 1],
  ["LS4", 2],
  ["LS5", 1],
  ["WF1", 3],
  ["WF2", 3],
  ["WF3", 5],
  ["WF10", 3],
  ["WF5", 2],
  ["WF6", 2],
  ["WF17", 2],
  ["BD3", 2],
  ["BD4", 2],
  ["BD11", 2],
  ["HX1", 1],
  ["HG1", 1],
  ["YO1", 1],
  ["S70", 1],
  ["HD1", 1],
];
const nameOf = uniqueNames(r, FIRST_ALL, LAST_NM);
type Drv = {
  tmp: number;
  no: number;
  first: string;
  last: string;
  email: string | null;
  pcd: string;
  reg: string;
  jnr: boolean;
  prop: number; // how likely the driver is to come back
  until: string; // the last day the driver still comes
  skill: number;
  mktg: boolean;
  stat: string;
  heats: number;
  driveDays: string[];
  bestNorm: number;
  lic: string;
  licDt: string | null;
  mbr: { cd: string; join: string; exp: string } | null;
};
const drivers: Drv[] = [];
const EMAIL_DOM = [
  "gmail.com",
  "hotmail.co.uk",
  "outlook.com",
  "yahoo.co.uk",
  "icloud.com",
  "btinternet.com",
  "sky.com",
];
function newDriver(reg: string, jnr: boolean, regular = false): Drv {
  const [first, last] = nameOf();
  const roll = r.next();
  const prop = regular
    ? r.float(3, 9, 2)
    : roll < 0.72
      ? 0
      : roll < 0.93
        ? r.float(0.2, 1, 2)
        : r.float(2, 6, 2);
  const life = prop === 0 ? 0 : prop < 1.5 ? r.int(60, 400) : r.int(200, 1100);
  const skillBase = jnr ? r.next() : Math.pow(r.next(), 0.8);
  const d: Drv = {
    tmp: drivers.length,
    no: 0,
    first,
    last,
    email: r.chance(0.83)
      ? `${first.toLowerCase()}.${last.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(EMAIL_DOM)}`
      : null,
    pcd: r.weighted(DISTRICTS),
    reg,
    jnr,
    prop,
    until: addDays(reg, life),
    skill: prop >= 2 ? Math.min(0.99, 0.35 + 0.65 * skillBase) : skillBase,
    mktg: r.chance(0.46),
    stat: "ACT",
    heats: 0,
    driveDays: [],
    bestNorm: 9,
    lic: "N",
    licDt: null,
    mbr: null,
  };
  drivers.push(d);
  return d;
}
/** A returning driver for a day, weighted by how keen they are; null when nobody fits. */
function existingDriver(
  d: string,
  jnr: boolean,
  busy: Set<number>,
): Drv | null {
  const cands = drivers.filter(
    (x) =>
      x.jnr === jnr &&
      x.prop > 0 &&
      x.reg < d &&
      x.until >= d &&
      x.stat === "ACT" &&
      !busy.has(x.tmp) &&
      (x.driveDays.length > 0 || x.prop >= 3),
  );
  if (cands.length === 0) return null;
  return r.weighted(cands.map((x) => [x, x.prop] as const));
}
/** A driver for a booking: a returning one with probability `pExisting`, else a new registration on `reg`. */
function someDriver(
  d: string,
  jnr: boolean,
  pExisting: number,
  busy: Set<number>,
  reg: string,
): Drv {
  const old = r.chance(pExisting) ? existingDriver(d, jnr, busy) : null;
  const x = old ?? newDriver(reg, jnr);
  busy.add(x.tmp);
  return x;
}
// Some people register online and never come.
for (let i = 0; i < 64; i++) {
  const x = newDriver(r.date(START, LAST), r.chance(0.15));
  x.prop = 0;
  x.until = x.reg;
}
// A core of keen regulars already around when the system went live.
for (let i = 0; i < 14; i++) {
  const x = newDriver(r.date(START, "2024-02-20"), false, true);
  x.until = r.chance(0.7) ? "2099-01-01" : r.date("2025-03-01", "2026-08-01");
}

// ------------------------------------------------------------------ bookings, heats and results
type Bkg = {
  ref: string;
  made: string;
  evt: string;
  tm: number;
  pkg: Pkg;
  lead: Drv | null;
  co: string | null;
  nDrv: number;
  disc: number;
  tot: number;
  promo: string | null;
  paid: number;
  chan: string;
  stat: string;
  cxl: string | null;
  drivers: Drv[];
};
type Sess = {
  id: number;
  dt: string;
  tm: number;
  typ: string;
  cls: string;
  lyt: string;
  mins: number;
  bkg: Bkg | null;
  entries: { drv: Drv; bkg: Bkg }[];
};
type Res = {
  sess: Sess;
  drv: Drv;
  kart: number;
  bkg: Bkg;
  laps: number;
  best: number;
  pos: number;
  dnf: boolean;
};
const bookings: Bkg[] = [];
const sessions: Sess[] = [];
const results: Res[] = [];

const COMPANIES: [string, number][] = [
  ["Aire Valley Logistics", 6],
  ["Kirkgate Legal LLP", 3],
  ["Brewery Wharf Digital", 3],
  ["Headingley Insurance Group", 3],
  ["Pennine Software Ltd", 3],
  ["Roundhay Recruitment", 2],
  ["Holbeck Creative", 2],
  ["Temple Works Studio", 2],
  ["Whitehall Property Partners", 2],
  ["Meanwood Medical Supplies", 2],
  ["Granary Wharf Consulting", 2],
  ["Calder Accountants", 1],
  ["Stourton Freight", 1],
  ["Northern Signal Engineering", 1],
  ["Otley Road Motors", 1],
  ["Wortley Print & Pack", 1],
];
const coStaff = new Map<string, Drv[]>();

const BASE_LAP: Record<string, number> = { FUL: 34800, REV: 35600, SPR: 24900 };
const layoutOfDay = (d: string): string =>
  ["FUL", "SPR", "REV"][
    Math.floor(daysBetween("2024-01-01", d) / 7) % 3
  ] as string;

function lapFor(drv: Drv, kart: Kart, lyt: string): number {
  const base = (BASE_LAP[lyt] as number) * (kart.cls === "JNR" ? 1.17 : 1);
  const t =
    base *
      (1 + 0.3 * (1 - drv.skill)) *
      (1 + 0.06 * Math.exp(-drv.heats / 6)) *
      kart.speed +
    Math.abs(r.next() + r.next() - 1) * 900;
  return Math.round(t);
}

function runHeat(s: Sess): void {
  const free = r.shuffle(kartsFree(s.cls, s.dt));
  const entries = s.entries.slice(0, free.length);
  const rows: Res[] = entries.map(({ drv, bkg }, i) => {
    const kart = free[i] as Kart;
    const best = lapFor(drv, kart, s.lyt);
    const laps = Math.floor(
      (s.mins * 60_000) / (best * r.float(1.05, 1.14, 3)),
    );
    return { sess: s, drv, kart: kart.no, bkg, laps, best, pos: 0, dnf: false };
  });
  if (s.typ === "RCE") {
    for (const x of rows)
      if (r.chance(0.035)) {
        x.dnf = true;
        x.laps = r.int(1, Math.max(1, x.laps - 2));
      }
    const score = new Map(
      rows.map((x) => [x, x.best * r.float(0.99, 1.03, 4)]),
    );
    rows.sort(
      (a, b) =>
        Number(a.dnf) - Number(b.dnf) ||
        (score.get(a) as number) - (score.get(b) as number),
    );
    const leaderLaps = rows[0]?.laps ?? 0;
    for (const x of rows)
      if (!x.dnf)
        x.laps = Math.min(leaderLaps, Math.max(leaderLaps - 1, x.laps));
  } else {
    rows.sort((a, b) => a.best - b.best);
  }
  rows.forEach((x, i) => {
    x.pos = i + 1;
    results.push(x);
    const d = x.drv;
    d.heats++;
    if (d.driveDays[d.driveDays.length - 1] !== s.dt) d.driveDays.push(s.dt);
    const norm =
      x.best / ((BASE_LAP[s.lyt] as number) * (s.cls === "JNR" ? 1.17 : 1));
    if (norm < d.bestNorm) d.bestNorm = norm;
    const grade = d.jnr
      ? d.heats >= 5
        ? "C"
        : "N"
      : d.heats >= 25 && d.bestNorm < 1.075
        ? "A"
        : d.heats >= 12 && d.bestNorm < 1.14
          ? "B"
          : d.heats >= 5
            ? "C"
            : "N";
    if (grade !== d.lic && "NCBA".indexOf(grade) > "NCBA".indexOf(d.lic)) {
      d.lic = grade;
      d.licDt = s.dt;
    }
  });
  sessions.push(s);
}

/** Membership: keen drivers join on their third day of driving and renew for as long as they keep coming. */
function maybeJoin(d: Drv, day: string): void {
  if (d.mbr || d.driveDays.length !== 3 || d.stat !== "ACT") return;
  if (!r.chance(d.prop >= 2 ? 0.8 : d.prop > 0 ? 0.25 : 0)) return;
  const cd = d.jnr ? "JNR" : d.prop >= 4 && r.chance(0.5) ? "PLT" : "STD";
  let exp = addDays(addMonths(day, 12), -1);
  while (exp < d.until && exp < LAST) exp = addDays(addMonths(exp, 12), 0);
  d.mbr = { cd, join: day, exp };
}
const memberOn = (d: Drv, day: string): boolean =>
  d.mbr !== null && d.mbr.join <= day && d.mbr.exp >= day;

const PROMOS: [string | null, number][] = [
  [null, 80],
  ["SPRING10", 4],
  ["XMAS10", 4],
  ["STUDENT", 6],
  ["BLUELIGHT", 6],
];

let sessSeq = 0;
function newBooking(
  evt: string,
  pkg: Pkg,
  tm: number,
  nDrv: number,
  chan: string,
  made: string,
): Bkg {
  return {
    ref: "",
    made,
    evt,
    tm,
    pkg,
    lead: null,
    co: null,
    nDrv,
    disc: 0,
    tot: 0,
    promo: null,
    paid: 0,
    chan,
    stat: "CNF",
    cxl: null,
    drivers: [],
  };
}
function pastStatus(b: Bkg, pCxl: number, pNsh: number): void {
  if (b.chan === "WLK" || b.chan === "INT") {
    b.stat = "CMP";
    return;
  }
  const roll = r.next();
  if (roll < pCxl && b.made < b.evt) {
    b.stat = "CXL";
    b.cxl = r.date(
      addDays(b.made, 1) > b.evt ? b.evt : addDays(b.made, 1),
      addDays(b.evt, -1) < b.made ? b.made : addDays(b.evt, -1),
    );
  } else if (roll < pCxl + pNsh) b.stat = "NSH";
  else b.stat = "CMP";
}
function futureStatus(b: Bkg, pCxl: number): void {
  if (r.chance(pCxl) && b.made < LAST) {
    b.stat = "CXL";
    b.cxl = r.date(addDays(b.made, 1), LAST);
  } else if (
    b.pkg.cls !== "AAD" &&
    daysBetween(b.made, LAST) < 14 &&
    r.chance(0.4)
  )
    b.stat = "PRV";
  else b.stat = "CNF";
}

let hldLeft = 7;
for (let d = START; d <= FUTURE_END; d = addDays(d, 1)) {
  if (!isOpen(d)) continue;
  const past = d <= LAST;
  const wkend = isWeekend(d);
  const month = Number(d.slice(5, 7));
  const busy = new Set<number>();
  const usedHours = new Set<number>();
  const dayBookings: Bkg[] = [];
  const takeHour = (choices: number[]): number | null => {
    const free = choices.filter((h) => !usedHours.has(h));
    if (free.length === 0) return null;
    const h = r.pick(free);
    usedHours.add(h);
    return h;
  };

  // ---- private events (they take whole hours of the track)
  const season =
    month === 12 ? 2.6 : month === 11 ? 1.5 : [6, 7].includes(month) ? 1.3 : 1;
  const nCorp = !wkend
    ? r.poisson(0.075 * season * (month === 12 ? 1.5 : 1))
    : 0;
  const nGrp = r.poisson((wkend ? 0.2 : 0.045) * (month === 12 ? 1.4 : 1));
  const nPty = wkend ? r.poisson(0.2) : 0;
  const privates: [Pkg, number[]][] = [];
  for (let i = 0; i < nCorp; i++)
    privates.push([
      PKG.get(r.chance(0.62) ? "CGP" : "CTB") as Pkg,
      [10, 11, 13, 14, 17, 18, 19],
    ]);
  for (let i = 0; i < nGrp; i++) {
    const stagOk = d <= STAG_END;
    const cd = r.weighted([
      ["GP", 4],
      ["SPR", 3],
      ["STAG", stagOk ? 3 : 0],
    ] as const);
    privates.push([
      PKG.get(cd) as Pkg,
      wkend ? [12, 13, 14, 15, 16, 17, 18, 19, 20] : [18, 19, 20],
    ]);
  }
  for (let i = 0; i < nPty; i++)
    privates.push([PKG.get("PTY") as Pkg, [10, 11, 12, 13, 14, 15]]);
  // league night: the second Wednesday of each month
  if (
    dayOfWeek(d) === 3 &&
    Number(d.slice(8, 10)) >= 8 &&
    Number(d.slice(8, 10)) <= 14 &&
    d >= "2024-03-01"
  )
    privates.push([PKG.get("LGE") as Pkg, [19]]);

  for (const [pkg, hours] of privates) {
    const h = takeHour(hours);
    if (h === null) continue;
    if (pkg.cls === "LGE") {
      const members = drivers.filter(
        (x) => !x.jnr && x.stat === "ACT" && memberOn(x, d) && x.until >= d,
      );
      const chosen: Drv[] = [];
      for (const x of r.shuffle(members))
        if (chosen.length < 12 && r.chance(Math.min(0.95, 0.25 + x.prop / 8)))
          chosen.push(x);
      if (past && chosen.length < 6) continue;
      const b = newBooking(
        d,
        pkg,
        h * 60,
        past ? chosen.length : 12,
        "INT",
        addDays(d, -28),
      );
      if (b.made > LAST) continue;
      b.stat = past ? "CMP" : "CNF";
      b.drivers = past ? chosen : [];
      chosen.forEach((x) => busy.add(x.tmp));
      bookings.push(b);
      dayBookings.push(b);
      continue;
    }
    const lead =
      pkg.cls === "CORP"
        ? r.int(14, 110)
        : pkg.cls === "PTY"
          ? r.int(7, 45)
          : r.int(5, 70);
    const made = maxDate(addDays(d, -lead), START);
    if (made > LAST) continue;
    const nDrv = r.int(pkg.minD, pkg.maxD);
    const chan =
      pkg.cls === "CORP"
        ? r.weighted([
            ["EML", 6],
            ["PHN", 2],
            ["WEB", 2],
          ] as const)
        : r.weighted([
            ["WEB", 7],
            ["PHN", 3],
          ] as const);
    const b = newBooking(
      d,
      pkg,
      h * 60 + (pkg.cls === "PTY" ? r.pick([0, 30]) : 0),
      nDrv,
      chan,
      made,
    );
    if (pkg.cls === "CORP")
      b.co = r.weighted(
        COMPANIES.filter(([c]) => !dayBookings.some((o) => o.co === c)),
      );
    if (past)
      pastStatus(
        b,
        pkg.cls === "CORP" ? 0.12 : 0.1,
        pkg.cls === "AAD" ? 0.04 : 0.008,
      );
    else futureStatus(b, 0.06);
    if (
      past &&
      b.stat === "CMP" &&
      hldLeft > 0 &&
      d < "2024-10-01" &&
      r.chance(0.06)
    ) {
      b.stat = "HLD";
      hldLeft--;
    }
    const regBefore = made;
    const leadDrv = someDriver(
      d,
      pkg.jnr,
      pkg.cls === "CORP" ? 0.05 : 0.25,
      busy,
      regBefore,
    );
    b.lead = leadDrv;
    b.drivers = [leadDrv];
    if (b.stat === "CMP") {
      const turned = r.chance(0.8) ? nDrv : nDrv - 1;
      const staff = b.co ? (coStaff.get(b.co) ?? []) : [];
      while (b.drivers.length < turned) {
        let x: Drv | null = null;
        if (b.co && staff.length > 0 && r.chance(0.35)) {
          const c = r.pick(staff);
          if (!busy.has(c.tmp) && c.stat === "ACT") x = c;
        }
        if (!x)
          x = someDriver(
            d,
            pkg.jnr,
            pkg.cls === "PTY" ? 0.08 : 0.12,
            busy,
            r.chance(0.5) ? d : r.date(made, d),
          );
        busy.add(x.tmp);
        if (!b.drivers.includes(x)) b.drivers.push(x);
      }
      if (b.co)
        coStaff.set(b.co, [
          ...staff,
          ...b.drivers.filter((x) => !staff.includes(x)),
        ]);
    }
    bookings.push(b);
    dayBookings.push(b);
  }

  // ---- arrive and drive
  const nAad = r.poisson(
    (wkend ? 1.3 : 0.45) * (month === 8 || month === 12 ? 1.3 : 1),
  );
  for (let i = 0; i < nAad; i++) {
    const pkg = PKG.get(
      r.weighted([
        ["AAD15", 5],
        ["AAD30", 3],
        ["JAD10", wkend ? 2 : 0.6],
      ] as const),
    ) as Pkg;
    const chan = r.weighted([
      ["WEB", 5],
      ["PHN", 1],
      ["WLK", 3],
    ] as const);
    const made =
      chan === "WLK"
        ? d
        : maxDate(
            START,
            addDays(
              d,
              -r.weighted([
                [0, 3],
                [1, 3],
                [2, 2],
                [r.int(3, 7), 3],
                [r.int(8, 21), 2],
              ] as const),
            ),
          );
    if (made > LAST) continue;
    const nDrv = r.weighted([
      [1, 45],
      [2, 35],
      [3, 12],
      [4, 8],
    ] as const);
    const b = newBooking(d, pkg, 0, nDrv, chan, made);
    if (past) pastStatus(b, 0.05, chan === "WLK" ? 0 : 0.06);
    else futureStatus(b, 0.05);
    const leadDrv = someDriver(
      d,
      pkg.jnr,
      0.5,
      busy,
      chan === "WLK" ? d : made,
    );
    b.lead = leadDrv;
    b.drivers = [leadDrv];
    if (b.stat === "CMP")
      while (b.drivers.length < nDrv)
        b.drivers.push(
          someDriver(
            d,
            pkg.jnr,
            0.15,
            busy,
            chan === "WLK" ? d : r.date(made, d),
          ),
        );
    bookings.push(b);
    dayBookings.push(b);
  }

  // ---- arrive-and-drive slots: adults on the hour or at twenty past (a double stint takes both), juniors at :40
  const openHours = (
    wkend
      ? [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]
      : [12, 13, 14, 15, 16, 17, 18, 19, 20, 21]
  ).filter((h) => !usedHours.has(h));
  for (const b of dayBookings) {
    if (b.pkg.cls !== "AAD") continue;
    const h = openHours.length ? r.pick(openHours) : 21;
    b.tm =
      h * 60 +
      (b.pkg.jnr ? 40 : b.pkg.heats.length === 2 ? 0 : r.pick([0, 20]));
  }

  if (!past) continue;
  // ---- run the day's heats
  const layout = layoutOfDay(d);
  const opens = new Map<string, Sess>();
  const openAt = (mins: number, cls: string, heatMin: number): Sess => {
    const key = `${mins}-${cls}`;
    let s = opens.get(key);
    if (!s) {
      s = {
        id: 0,
        dt: d,
        tm: mins,
        typ: "OPN",
        cls,
        lyt: layout,
        mins: heatMin,
        bkg: null,
        entries: [],
      };
      opens.set(key, s);
    }
    return s;
  };
  for (const b of dayBookings) {
    if (b.pkg.cls !== "AAD" || b.stat !== "CMP") continue;
    const slot = b.tm;
    b.pkg.heats.forEach((_, k) => {
      const s = openAt(
        slot + 20 * k,
        b.pkg.jnr ? "JNR" : "ADL",
        b.pkg.mins[k] as number,
      );
      for (const x of b.drivers) s.entries.push({ drv: x, bkg: b });
    });
  }
  const daySess: Sess[] = [...opens.values()];
  for (const b of dayBookings) {
    if (b.pkg.cls === "AAD" || b.stat !== "CMP") continue;
    const lyt = b.pkg.jnr
      ? "SPR"
      : b.pkg.cls === "LGE"
        ? r.pick(["FUL", "REV"])
        : r.chance(0.6)
          ? layout
          : r.pick(["FUL", "SPR", "REV"]);
    b.pkg.heats.forEach((typ, k) => {
      daySess.push({
        id: 0,
        dt: d,
        tm: b.tm + 20 * k,
        typ,
        cls: b.pkg.jnr ? "JNR" : "ADL",
        lyt,
        mins: b.pkg.mins[k] as number,
        bkg: b,
        entries: b.drivers.map((x) => ({ drv: x, bkg: b })),
      });
    });
  }
  daySess.sort((a, b) => a.tm - b.tm);
  for (const s of daySess) {
    s.id = ++sessSeq;
    runHeat(s);
  }
  for (const b of dayBookings)
    for (const x of b.drivers) if (b.stat === "CMP") maybeJoin(x, d);
}

// ------------------------------------------------------------------ driver status, booking money
const keen = drivers.filter((x) => x.heats >= 3 && !x.jnr && !x.mbr);
for (const x of r.shuffle(keen).slice(0, 4)) x.stat = "BAN";
for (const x of r.shuffle(keen).slice(0, 3))
  if (x.stat === "ACT") x.stat = "SUS";

for (const b of bookings) {
  const price = priceAt(b.pkg, b.made);
  const gross = price * b.nDrv;
  if (b.pkg.cls === "AAD" && b.lead && memberOn(b.lead, b.evt)) {
    b.disc = Math.round(
      (gross * ((b.lead.mbr as { cd: string }).cd === "PLT" ? 20 : 10)) / 100,
    );
  } else if (b.pkg.cls !== "LGE" && b.pkg.cls !== "CORP") {
    b.promo = r.weighted(
      PROMOS.filter(([p]) => p !== "XMAS10" || b.evt.slice(5, 7) === "12"),
    );
    if (b.promo) b.disc = Math.round(gross / 10);
  }
  b.tot = gross - b.disc;
  const deposit =
    b.pkg.cls === "AAD" ? b.tot : Math.round(b.tot / 4 / 100) * 100;
  if (b.stat === "CMP") b.paid = b.tot;
  else if (b.stat === "CXL")
    b.paid =
      daysBetween(b.cxl as string, b.evt) < 14 &&
      b.chan !== "WLK" &&
      b.pkg.cls !== "AAD"
        ? deposit
        : 0;
  else if (b.stat === "NSH")
    b.paid = b.pkg.cls === "AAD" ? (b.chan === "WEB" ? b.tot : 0) : deposit;
  else if (b.stat === "CNF")
    b.paid =
      b.chan === "INT"
        ? 0
        : b.pkg.cls === "AAD"
          ? b.chan === "WEB"
            ? b.tot
            : 0
          : deposit;
  else b.paid = 0;
}

// references in booking order, driver numbers in registration order
bookings.sort((a, b) =>
  a.made < b.made
    ? -1
    : a.made > b.made
      ? 1
      : a.evt < b.evt
        ? -1
        : a.evt > b.evt
          ? 1
          : a.tm - b.tm,
);
const perYear = new Map<string, number>();
for (const b of bookings) {
  const y = b.made.slice(2, 4);
  const n = (perYear.get(y) ?? 0) + 1;
  perYear.set(y, n);
  b.ref = `AK${y}-${pad(n, 5)}`;
}
bookings.sort((a, b) => (a.ref < b.ref ? -1 : 1));
const regSorted = [...drivers].sort((a, b) =>
  a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : a.tmp - b.tmp,
);
regSorted.forEach((x, i) => (x.no = 20001 + i));

const kartStat = (k: Kart): string =>
  k.wd
    ? "RET"
    : jobs.some((j) => j.kart === k.no && j.outDt === null)
      ? "WS"
      : "AV";

export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA arena;
CREATE TABLE arena.pkg (
  pkg_cd varchar(6) PRIMARY KEY,
  pkg_nm varchar(60) NOT NULL,
  evt_cls varchar(4) NOT NULL,
  pp_price_p integer NOT NULL,
  n_heats smallint NOT NULL,
  heat_min smallint NOT NULL,
  min_drv smallint NOT NULL,
  max_drv smallint NOT NULL,
  jnr_yn char(1) NOT NULL,
  actv_yn char(1) NOT NULL
);
CREATE TABLE arena.drv (
  drv_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  email varchar(120),
  pcd_dist varchar(5),
  reg_dt date NOT NULL,
  jnr_yn char(1) NOT NULL,
  lic_grd char(1) NOT NULL,
  lic_dt date,
  mbr_cd varchar(3),
  mbr_join_dt date,
  mbr_exp_dt date,
  mktg_ok boolean NOT NULL,
  stat_cd varchar(3) NOT NULL
);
CREATE TABLE arena.kart (
  kart_no smallint PRIMARY KEY,
  kart_cls varchar(3) NOT NULL,
  mk_nm varchar(40) NOT NULL,
  eng_cc smallint NOT NULL,
  chassis_no varchar(20) NOT NULL,
  in_svc_dt date NOT NULL,
  wd_dt date,
  stat_cd varchar(3) NOT NULL
);
CREATE TABLE arena.kart_svc (
  job_no integer PRIMARY KEY,
  kart_no smallint NOT NULL REFERENCES arena.kart (kart_no),
  in_dt date NOT NULL,
  out_dt date,
  typ_cd varchar(3) NOT NULL,
  parts_gbp numeric(8, 2) NOT NULL,
  lab_hrs numeric(4, 1) NOT NULL,
  mech_nm varchar(40) NOT NULL,
  note varchar(120)
);
CREATE TABLE arena.bkg (
  bkg_ref varchar(10) PRIMARY KEY,
  made_dt date NOT NULL,
  evt_dt date NOT NULL,
  evt_tm time NOT NULL,
  pkg_cd varchar(6) NOT NULL REFERENCES arena.pkg (pkg_cd),
  lead_drv integer REFERENCES arena.drv (drv_no),
  co_nm varchar(60),
  n_drv smallint NOT NULL,
  disc_p integer NOT NULL,
  tot_p integer NOT NULL,
  promo_cd varchar(12),
  paid_p integer NOT NULL,
  chan_cd varchar(3) NOT NULL,
  stat_cd varchar(3) NOT NULL,
  cxl_dt date
);
CREATE TABLE arena.sess (
  sess_id integer PRIMARY KEY,
  sess_dt date NOT NULL,
  start_tm time NOT NULL,
  sess_typ varchar(3) NOT NULL,
  kart_cls varchar(3) NOT NULL,
  lyt_cd varchar(3) NOT NULL,
  heat_min smallint NOT NULL,
  bkg_ref varchar(10) REFERENCES arena.bkg (bkg_ref)
);
CREATE TABLE arena.rslt (
  rslt_id integer PRIMARY KEY,
  sess_id integer NOT NULL REFERENCES arena.sess (sess_id),
  drv_no integer NOT NULL REFERENCES arena.drv (drv_no),
  kart_no smallint NOT NULL REFERENCES arena.kart (kart_no),
  bkg_ref varchar(10) NOT NULL REFERENCES arena.bkg (bkg_ref),
  laps smallint NOT NULL,
  best_ms integer NOT NULL,
  pos smallint NOT NULL,
  dnf_yn char(1) NOT NULL
);
`;
  const yn = (b: boolean): string => (b ? "Y" : "N");
  const parts = [
    ddl,
    insertRows(
      "arena.pkg",
      [
        "pkg_cd",
        "pkg_nm",
        "evt_cls",
        "pp_price_p",
        "n_heats",
        "heat_min",
        "min_drv",
        "max_drv",
        "jnr_yn",
        "actv_yn",
      ],
      PKGS.map((p) => [
        p.cd,
        p.nm,
        p.cls,
        p.price,
        p.heats.length,
        Math.max(...p.mins),
        p.minD,
        p.maxD,
        yn(p.jnr),
        yn(p.actv),
      ]),
    ),
    insertRows(
      "arena.drv",
      [
        "drv_no",
        "first_nm",
        "last_nm",
        "email",
        "pcd_dist",
        "reg_dt",
        "jnr_yn",
        "lic_grd",
        "lic_dt",
        "mbr_cd",
        "mbr_join_dt",
        "mbr_exp_dt",
        "mktg_ok",
        "stat_cd",
      ],
      regSorted.map((x) => [
        x.no,
        x.first,
        x.last,
        x.email,
        x.pcd,
        x.reg,
        yn(x.jnr),
        x.lic,
        x.licDt,
        x.mbr?.cd ?? null,
        x.mbr?.join ?? null,
        x.mbr?.exp ?? null,
        x.mktg,
        x.stat,
      ]),
    ),
    insertRows(
      "arena.kart",
      [
        "kart_no",
        "kart_cls",
        "mk_nm",
        "eng_cc",
        "chassis_no",
        "in_svc_dt",
        "wd_dt",
        "stat_cd",
      ],
      [...karts]
        .sort((a, b) => a.no - b.no)
        .map((k) => [
          k.no,
          k.cls,
          k.mk,
          k.cc,
          k.chassis,
          k.inSvc,
          k.wd,
          kartStat(k),
        ]),
    ),
    insertRows(
      "arena.kart_svc",
      [
        "job_no",
        "kart_no",
        "in_dt",
        "out_dt",
        "typ_cd",
        "parts_gbp",
        "lab_hrs",
        "mech_nm",
        "note",
      ],
      jobs.map((j, i) => [
        5001 + i,
        j.kart,
        j.inDt,
        j.outDt,
        j.typ,
        j.parts,
        j.hrs,
        j.mech,
        j.note,
      ]),
    ),
    insertRows(
      "arena.bkg",
      [
        "bkg_ref",
        "made_dt",
        "evt_dt",
        "evt_tm",
        "pkg_cd",
        "lead_drv",
        "co_nm",
        "n_drv",
        "disc_p",
        "tot_p",
        "promo_cd",
        "paid_p",
        "chan_cd",
        "stat_cd",
        "cxl_dt",
      ],
      bookings.map((b) => [
        b.ref,
        b.made,
        b.evt,
        fmtTime(b.tm),
        b.pkg.cd,
        b.lead?.no ?? null,
        b.co,
        b.nDrv,
        b.disc,
        b.tot,
        b.promo,
        b.paid,
        b.chan,
        b.stat,
        b.cxl,
      ]),
    ),
    insertRows(
      "arena.sess",
      [
        "sess_id",
        "sess_dt",
        "start_tm",
        "sess_typ",
        "kart_cls",
        "lyt_cd",
        "heat_min",
        "bkg_ref",
      ],
      sessions.map((s) => [
        s.id,
        s.dt,
        fmtTime(s.tm),
        s.typ,
        s.cls,
        s.lyt,
        s.mins,
        s.bkg?.ref ?? null,
      ]),
    ),
    insertRows(
      "arena.rslt",
      [
        "rslt_id",
        "sess_id",
        "drv_no",
        "kart_no",
        "bkg_ref",
        "laps",
        "best_ms",
        "pos",
        "dnf_yn",
      ],
      results.map((x, i) => [
        100001 + i,
        x.sess.id,
        x.drv.no,
        x.kart,
        x.bkg.ref,
        x.laps,
        x.best,
        x.pos,
        yn(x.dnf),
      ]),
    ),
  ];
  return parts.join("\n");
}
