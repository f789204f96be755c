/**
 * Furnace Hill Studios is an independent recording studio in a converted cutlery works in Kelham Island, Sheffield.
 * It has three bookable rooms: Studio A (a big live room with an SSL console, used by bands for tracking), Studio B
 * (a smaller production and overdub room) and a vocal booth (vocals, voice-overs, podcasts). Clients are bands, solo
 * artists, small record labels, advertising / voice-over agencies and independent producers. Rooms are booked by
 * the hour, normally with one of the studio's engineers; producers and some bands book Studio A or B "dry hire"
 * (the room only, they bring their own engineer). Extra gear (a Hammond organ, vintage microphones, tape, backline)
 * can be hired as add-ons to a session. A session that runs past its booked hours is charged as overtime at time and
 * a half. The studio also takes in mixing and mastering work: the client sends the files, an engineer mixes or
 * masters them by an agreed delivery date, the client may ask for revisions (some are included in the fee, further
 * ones are charged), and the job is invoiced when the client signs it off.
 *
 * Clients that are not on a credit account pay a deposit to confirm a session. A client who cancels with less than
 * 7 days' notice pays a late-cancellation fee of half the booked room fee (the deposit is kept towards it); the
 * studio sometimes waives the fee. A client who does not turn up pays the full room fee. A deposit on a booking
 * cancelled in good time is refunded.
 *
 * This is an export of the studio's booking and accounts system "StudioDesk" (schema `fhs`), written for the studio
 * by a local contractor in 2019. It was taken on the morning of Wednesday 2026-11-25 and holds everything up to the
 * end of Tuesday 2026-11-24. The data starts in January 2024. Future bookings (sessions from 2026-11-25 on) are in
 * it as booked so far.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds), every column ending `_p`. Hours are decimal
 * hours (half hours). VAT is 20% and is charged on every invoice. Dates are UK calendar dates; session start times
 * are text 'HH:MM'.
 *
 * Tables and columns
 * - `lkp`: the system's one code table. `lkp_grp` the code group, `lkp_cd` the code, `lkp_desc` what it means,
 *   `sort_ord` display order, `num_val` a number that goes with some codes (for EQP the standard hire charge per
 *   session in pence). Groups:
 *   - BKST booking status: 1 Provisional (pencilled in, deposit not yet received), 2 Confirmed, 3 Completed (the
 *     session took place), 4 Cancelled, 5 No-show (the client did not turn up).
 *   - CXRS cancellation reason: ILL illness, CLA diary clash, BUD budget / funding fell through, MGT label or
 *     management decision, NDP hold released by the studio because no deposit was paid, OTH other.
 *   - CLTY client type: BND band, SOL solo artist, LBL record label, AGY advertising / voice-over agency, PRD
 *     independent producer.
 *   - GRD engineer grade: SNR senior engineer, ENG engineer, AST assistant engineer, FRL freelance.
 *   - JBTY job type: MIX mixing, MST mastering.
 *   - JBST job status: Q queued (files received, not started), W in progress, D delivered and awaiting the
 *     client's sign-off, V revision in progress, A approved (signed off and invoiced), X cancelled.
 *   - PMTH payment method: BACS bank transfer, CARD card, CASH cash, PP PayPal, DEP deposit (the booking's deposit,
 *     taken earlier, applied to the invoice; dated the day the deposit was received).
 *   - EQP hire equipment: HAM Hammond C3 & Leslie 122, RHO Fender Rhodes Mk I, DRK Gretsch drum kit hire, U47
 *     Neumann U47 valve mic, C12 AKG C12 valve mic, TAP 2" tape reel (Ampex 456), AMP backline amp pack, PNO grand
 *     piano tuning, MOG Minimoog Model D.
 * - `room`: the bookable rooms. `room_cd` A, B or VB; `room_nm`; `hr_rate_p` the current hourly room rate (bookings
 *   keep the rate agreed when they were booked, in `bkg.rate_p`); `min_hrs` the minimum booking; `cap` the most
 *   people the room takes; `desk` the console (NULL for the booth); `actv_yn`.
 * - `eng`: engineers. `eng_id` their initials; `first_nm`, `last_nm`; `grd_cd` (GRD); `hr_rate_p` what the studio
 *   charges per hour for them on a session; `mix_yn` / `mst_yn` Y when they take mixing / mastering work;
 *   `start_dt`; `leave_dt` NULL while they still work for the studio.
 * - `clnt`: clients. `clnt_no`; `clnt_nm` the band, artist, label or company name; `clnt_ty` (CLTY); `cont_nm` the
 *   contact person; `email`; `town`; `acct_yn` Y for clients on a 30-day credit account (they pay no deposits);
 *   `vat_no` their VAT number (NULL for most); `crtd_dt` when the client record was created; `del_yn` Y for a
 *   deleted record (duplicates and test records; deleted clients are not real clients and have no activity).
 * - `bkg`: session bookings, one row per room booking. `bkg_no`; `clnt_no`; `room_cd`; `eng_id` the engineer
 *   (NULL = dry hire, no studio engineer); `sess_dt` the session date; `st_tm` the start time; `bkd_hrs` hours
 *   booked; `ot_hrs` overtime hours beyond the booking (0 when none; NULL unless the session was completed), so the
 *   hours actually worked are `bkd_hrs + ot_hrs`; `rate_p` the room's hourly rate for this booking; `eng_rate_p` the
 *   engineer's hourly rate for this booking (NULL for dry hire); `stat_cd` (BKST); `bkd_dt` when the booking was
 *   made; `dep_p` the deposit asked for (NULL for account clients); `dep_dt` when the deposit was received (NULL =
 *   not received); `dep_rfnd_yn` Y when the deposit was refunded after a cancellation in good time; `cxl_dt` when it
 *   was cancelled; `cxl_rsn` (CXRS); `late_cxl_yn` Y when the client cancelled less than 7 days before the session
 *   (a late cancellation); `cxl_fee_p` the late-cancellation or no-show fee charged (0 when a late fee was waived;
 *   NULL when there is none). A completed session is charged `bkd_hrs * (rate_p + eng_rate_p)` plus
 *   `ot_hrs * 1.5 * (rate_p + eng_rate_p)` plus its equipment hire.
 * - `bkg_eqp`: equipment hired for a booking. `ln_no`; `bkg_no`; `eqp_cd` (EQP); `qty`; `chg_p` the charge for the
 *   line. Lines stay on a booking that was cancelled or a no-show, but only completed sessions are charged for them.
 * - `job`: mixing and mastering jobs. `job_no`; `clnt_no`; `job_ty` (JBTY); `title` the single, EP or album;
 *   `n_trk` the number of tracks; `eng_id` the engineer; `rcvd_dt` when the client's files arrived; `due_dt` the
 *   agreed delivery date; `dlv_dt` when the first version was delivered (NULL = not delivered yet); `appr_dt` when
 *   the client signed it off; `fee_p` the agreed fee; `incl_rev` how many revisions the fee includes; `stat_cd`
 *   (JBST).
 * - `job_rev`: revision rounds the client asked for on a job. `job_no`, `rev_no` (1, 2, ...); `req_dt` when asked
 *   for; `dlv_dt` when the revised version went back (NULL = still being worked on); `chg_p` the extra charge (0
 *   for a revision included in the fee).
 * - `inv`: invoices, each for one completed session (`bkg_no`), one late-cancellation or no-show fee (`bkg_no`), or
 *   one approved job (`job_no`, its fee plus any charged revisions). `inv_no`; `clnt_no`; `inv_dt`; `due_dt`;
 *   `net_p` before VAT; `vat_p`; `gross_p` = net + VAT; `void_yn` Y for a voided invoice (raised in error and
 *   reissued under a new number; it counts for nothing). Completed sessions from the last couple of days may not be
 *   invoiced yet.
 * - `pmt`: money received against invoices. `pmt_no`; `inv_no`; `pmt_dt`; `amt_p`; `mth_cd` (PMTH); `ref` the
 *   payer's reference. An invoice's balance owed is its `gross_p` less its payments; some invoices are paid in two
 *   parts.
 *
 * Not recorded here: the music genre of clients or projects; engineers' wages, salaries or freelance pay; how a
 *   client heard about the studio (marketing source); reviews, ratings or client satisfaction; streams, sales or
 *   chart positions of the music; session musicians who played on a session; which songs were recorded in a
 *   session; the studio's running costs (rent, energy, repairs and maintenance, gear purchases); the studio's
 *   opening hours or room availability; client ages or dates of birth.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  seededRandom,
} from "../../seeded-random";

const START = "2024-01-08";
const LAST = "2026-11-24";
const FUTURE_END = "2027-01-29";
const r = seededRandom(7301_2026);

const diff = (a: string, b: string): number =>
  Math.round(
    (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000,
  );
const minD = (a: string, b: string) => (a < b ? a : b);
const maxD = (a: string, b: string) => (a > b ? a : b);

// ------------------------------------------------------------------ lookups
const LKP: [string, string, string, number, number | null][] = [
  ["BKST", "1", "Provisional", 1, null],
  ["BKST", "2", "Confirmed", 2, null],
  ["BKST", "3", "Completed", 3, null],
  ["BKST", "4", "Cancelled", 4, null],
  ["BKST", "5", "No-show", 5, null],
  ["CXRS", "ILL", "Illness", 1, null],
  ["CXRS", "CLA", "Diary clash", 2, null],
  ["CXRS", "BUD", "Budget / funding fell through", 3, null],
  ["CXRS", "MGT", "Label or management decision", 4, null],
  ["CXRS", "NDP", "Hold released - no deposit paid", 5, null],
  ["CXRS", "OTH", "Other", 6, null],
  ["CLTY", "BND", "Band", 1, null],
  ["CLTY", "SOL", "Solo artist", 2, null],
  ["CLTY", "LBL", "Record label", 3, null],
  ["CLTY", "AGY", "Advertising / voice-over agency", 4, null],
  ["CLTY", "PRD", "Independent producer", 5, null],
  ["GRD", "SNR", "Senior engineer", 1, null],
  ["GRD", "ENG", "Engineer", 2, null],
  ["GRD", "AST", "Assistant engineer", 3, null],
  ["GRD", "FRL", "Freelance", 4, null],
  ["JBTY", "MIX", "Mixing", 1, null],
  ["JBTY", "MST", "Mastering", 2, null],
  ["JBST", "Q", "Queued", 1, null],
  ["JBST", "W", "In progress", 2, null],
  ["JBST", "D", "Delivered - awaiting sign-off", 3, null],
  ["JBST", "V", "Revision in progress", 4, null],
  ["JBST", "A", "Approved", 5, null],
  ["JBST", "X", "Cancelled", 6, null],
  ["PMTH", "BACS", "Bank transfer", 1, null],
  ["PMTH", "CARD", "Card", 2, null],
  ["PMTH", "CASH", "Cash", 3, null],
  ["PMTH", "PP", "PayPal", 4, null],
  ["PMTH", "DEP", "Deposit applied", 5, null],
  ["EQP", "HAM", "Hammond C3 & Leslie 122", 1, 6000],
  ["EQP", "RHO", "Fender Rhodes Mk I", 2, 3500],
  ["EQP", "DRK", "Gretsch drum kit hire", 3, 4000],
  ["EQP", "U47", "Neumann U47 valve mic", 4, 7500],
  ["EQP", "C12", "AKG C12 valve mic", 5, 6500],
  ["EQP", "TAP", '2" tape reel (Ampex 456)', 6, 18000],
  ["EQP", "AMP", "Backline amp pack", 7, 4500],
  ["EQP", "PNO", "Grand piano tuning", 8, 8500],
  ["EQP", "MOG", "Minimoog Model D", 9, 4000],
];
const EQP_PRICE = new Map(
  LKP.filter((l) => l[0] === "EQP").map((l) => [l[1], l[4] as number]),
);

// ------------------------------------------------------------------ rooms
type Room = {
  cd: string;
  nm: string;
  old: number;
  cur: number;
  min: number;
  cap: number;
  desk: string | null;
};
const ROOMS: Room[] = [
  {
    cd: "A",
    nm: "Studio A",
    old: 6500,
    cur: 7000,
    min: 4,
    cap: 12,
    desk: "SSL 4000 G+",
  },
  {
    cd: "B",
    nm: "Studio B",
    old: 4000,
    cur: 4500,
    min: 3,
    cap: 5,
    desk: "Audient ASP8024-HE",
  },
  {
    cd: "VB",
    nm: "Vocal Booth",
    old: 2500,
    cur: 2800,
    min: 2,
    cap: 2,
    desk: null,
  },
];
const RATE_CHANGE = "2026-01-01"; // bookings made from this date get the new room rates

// ------------------------------------------------------------------ engineers
type Eng = {
  id: string;
  first: string;
  last: string;
  grd: string;
  rate: number;
  mix: boolean;
  mst: boolean;
  start: string;
  leave: string | null;
  w: Record<string, number>; // weight per room for sessions
};
const ENGS: Eng[] = [
  {
    id: "DH",
    first: "Dan",
    last: "Hollis",
    grd: "SNR",
    rate: 3000,
    mix: true,
    mst: false,
    start: "2015-06-01",
    leave: null,
    w: { A: 5, B: 2, VB: 1 },
  },
  {
    id: "MK",
    first: "Mara",
    last: "Kowalczyk",
    grd: "SNR",
    rate: 3000,
    mix: true,
    mst: true,
    start: "2017-02-13",
    leave: null,
    w: { A: 2, B: 3, VB: 1 },
  },
  {
    id: "TO",
    first: "Tobi",
    last: "Okafor",
    grd: "ENG",
    rate: 2200,
    mix: true,
    mst: false,
    start: "2020-09-01",
    leave: null,
    w: { A: 3, B: 4, VB: 3 },
  },
  {
    id: "RS",
    first: "Rhiannon",
    last: "Shaw",
    grd: "ENG",
    rate: 2200,
    mix: true,
    mst: false,
    start: "2019-04-01",
    leave: "2025-08-29",
    w: { A: 3, B: 3, VB: 3 },
  },
  {
    id: "LB",
    first: "Leon",
    last: "Barker",
    grd: "AST",
    rate: 1500,
    mix: false,
    mst: false,
    start: "2023-10-02",
    leave: null,
    w: { A: 1, B: 2, VB: 5 },
  },
  {
    id: "JP",
    first: "Jess",
    last: "Pryce",
    grd: "AST",
    rate: 1500,
    mix: false,
    mst: false,
    start: "2025-09-01",
    leave: null,
    w: { A: 1, B: 2, VB: 5 },
  },
  {
    id: "SF",
    first: "Sam",
    last: "Fenwick",
    grd: "FRL",
    rate: 2800,
    mix: false,
    mst: true,
    start: "2022-01-10",
    leave: null,
    w: { A: 1, B: 1, VB: 0 },
  },
];
const engActive = (e: Eng, d: string) =>
  e.start <= d && (e.leave === null || d <= e.leave);

// ------------------------------------------------------------------ clients
const ADJ = [
  "Velvet",
  "Hollow",
  "Iron",
  "Paper",
  "Silver",
  "Static",
  "Wild",
  "Neon",
  "Northern",
  "Broken",
  "Golden",
  "Quiet",
  "Electric",
  "Crooked",
  "Lunar",
  "Rusty",
  "Pale",
  "Scarlet",
  "Feral",
  "Bright",
];
const NOUN = [
  "Foxes",
  "Pilots",
  "Saints",
  "Lanterns",
  "Rivers",
  "Wolves",
  "Magpies",
  "Engines",
  "Ghosts",
  "Kites",
  "Arches",
  "Tides",
  "Sparrows",
  "Furnaces",
  "Hounds",
  "Satellites",
  "Orchards",
  "Chimneys",
  "Comets",
  "Tigers",
];
const FIRST = [
  "Amy",
  "Ben",
  "Chloe",
  "Callum",
  "Daisy",
  "Ellis",
  "Freya",
  "George",
  "Hannah",
  "Isaac",
  "Jade",
  "Kieran",
  "Lily",
  "Marcus",
  "Niamh",
  "Owen",
  "Priya",
  "Reece",
  "Sophie",
  "Theo",
  "Zara",
  "Lewis",
  "Megan",
  "Nathan",
  "Ruby",
  "Joel",
  "Imogen",
  "Kai",
];
const LAST_N = [
  "Ashworth",
  "Bell",
  "Crookes",
  "Dawson",
  "Eastwood",
  "Firth",
  "Gill",
  "Hague",
  "Ibbotson",
  "Jagger",
  "Kirk",
  "Lomas",
  "Marsden",
  "Naylor",
  "Oates",
  "Parkin",
  "Ramsden",
  "Staniforth",
  "Turton",
  "Ward",
  "Wilkinson",
  "Youle",
  "Booth",
  "Cutts",
];
const TOWNS = [
  ["Sheffield", 10],
  ["Rotherham", 2],
  ["Barnsley", 2],
  ["Doncaster", 2],
  ["Chesterfield", 2],
  ["Leeds", 3],
  ["Manchester", 2],
  ["Nottingham", 1],
  ["Derby", 1],
  ["London", 1],
] as const;

type Client = {
  no: number;
  nm: string;
  ty: string;
  cont: string;
  email: string;
  town: string;
  acct: boolean;
  vat: string | null;
  crtd: string;
  del: boolean;
  w: number; // booking weight
  room: Record<string, number>;
};

const usedNames = new Set<string>();
const uniq = (make: () => string): string => {
  for (;;) {
    const n = make();
    const key = n.replace(/^The /, "");
    if (!usedNames.has(key)) {
      usedNames.add(key);
      return n;
    }
  }
};
const person = () => `${r.pick(FIRST)} ${r.pick(LAST_N)}`;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "");

const clients: Client[] = [];
const N_CLIENTS = 150;
for (let i = 0; i < N_CLIENTS; i++) {
  const ty = r.weighted([
    ["BND", 44],
    ["SOL", 34],
    ["LBL", 8],
    ["AGY", 8],
    ["PRD", 6],
  ] as const);
  let nm: string;
  let cont = person();
  if (ty === "BND") {
    nm = uniq(() =>
      r.chance(0.5)
        ? `The ${r.pick(ADJ)} ${r.pick(NOUN)}`
        : `${r.pick(ADJ)} ${r.pick(NOUN)}`,
    );
  } else if (ty === "SOL") {
    nm = uniq(() => person());
    cont = r.chance(0.7) ? nm : person();
  } else if (ty === "LBL") {
    nm = uniq(
      () =>
        `${r.pick(ADJ)} ${r.pick(["Records", "Recordings", "Sound", "Music"])}`,
    );
  } else if (ty === "AGY") {
    nm = uniq(
      () =>
        `${r.pick(ADJ)}${r.pick(["wire", "cast", "box", "field"])} ${r.pick(["Media", "Audio", "Creative"])}`,
    );
  } else {
    nm = uniq(
      () => `${r.pick(LAST_N)} ${r.pick(["Productions", "Audio", "Beats"])}`,
    );
  }
  const acct = ty === "LBL" || ty === "AGY" || (ty === "PRD" && r.chance(0.4));
  const town = r.weighted(TOWNS.map(([t, w]) => [t, w] as const));
  const crtd =
    i < 30
      ? r.date("2019-03-01", "2023-12-20")
      : r.date("2024-01-02", "2026-10-31");
  const w = r.weighted([
    [0.2, 25],
    [1, 40],
    [3, 25],
    [8, 10],
  ] as const);
  const room: Record<string, number> =
    ty === "BND"
      ? { A: 6, B: 3, VB: 1 }
      : ty === "SOL"
        ? { A: 1, B: 3, VB: 4 }
        : ty === "AGY"
          ? { A: 0, B: 1, VB: 8 }
          : ty === "PRD"
            ? { A: 3, B: 5, VB: 2 }
            : { A: 4, B: 3, VB: 2 };
  clients.push({
    no: 1001 + i,
    nm,
    ty,
    cont,
    email: `${slug(cont.split(" ")[0] ?? "info")}@${slug(nm).slice(0, 14)}.co.uk`,
    town,
    acct,
    vat: acct && r.chance(0.7) ? `GB${r.int(100000000, 999999999)}` : null,
    crtd,
    del: false,
    w,
    room,
  });
}
// deleted duplicate / test records
for (let i = 0; i < 6; i++) {
  const src = clients[r.int(0, clients.length - 1)] as Client;
  clients.push({
    ...src,
    no: 1001 + clients.length,
    nm:
      i === 5
        ? "TEST CLIENT - DO NOT USE"
        : `${src.nm}${r.pick(["", " ", " (dup)"])}`,
    email: i === 5 ? "test@test.com" : src.email,
    crtd: r.date("2024-02-01", "2026-09-30"),
    del: true,
    w: 0,
  });
}
const live = clients.filter((c) => !c.del);

// ------------------------------------------------------------------ bookings
type Bkg = {
  no: number;
  clnt: Client;
  room: Room;
  eng: Eng | null;
  sess: string;
  st: string;
  hrs: number;
  ot: number | null;
  rate: number;
  engRate: number | null;
  stat: string;
  bkd: string;
  dep: number | null;
  depDt: string | null;
  rfnd: string;
  cxlDt: string | null;
  cxlRsn: string | null;
  late: string;
  fee: number | null;
};
const bookings: Bkg[] = [];
const eqpLines: [number, number, string, number, number][] = [];
let lnNo = 1;

const CLOSED = (d: string) => {
  const md = d.slice(5);
  return md >= "12-24" || md === "01-01";
};

const slotsFor = (room: Room): [string, number][] => {
  if (room.cd === "A")
    return [
      [
        "10:00",
        r.weighted([
          [6, 2],
          [8, 5],
          [10, 3],
          [12, 1],
        ] as const),
      ],
    ];
  if (room.cd === "B") {
    return r.chance(0.2)
      ? [
          ["10:00", r.pick([3, 4] as const)],
          ["15:00", r.pick([3, 4, 5] as const)],
        ]
      : [
          [
            r.pick(["10:00", "11:00", "12:00"] as const),
            r.weighted([
              [3, 1],
              [4, 3],
              [6, 3],
              [8, 2],
            ] as const),
          ],
        ];
  }
  return r.chance(0.25)
    ? [
        ["10:00", r.pick([2, 3] as const)],
        ["14:00", r.pick([2, 3, 4] as const)],
      ]
    : [
        [
          r.pick(["10:00", "13:00", "18:00"] as const),
          r.weighted([
            [2, 4],
            [3, 3],
            [4, 2],
          ] as const),
        ],
      ];
};
const DAY_P: Record<string, number> = { A: 0.36, B: 0.3, VB: 0.26 };

let bkgNo = 24001;
for (let d = START; d <= FUTURE_END; d = addDays(d, 1)) {
  const dow = dayOfWeek(d);
  if (CLOSED(d)) continue;
  for (const room of ROOMS) {
    let p = DAY_P[room.cd] as number;
    if (dow === 0) p *= 0.15;
    if (dow === 6) p *= room.cd === "A" ? 1.3 : 0.7;
    if (dow === 5) p *= 1.15;
    if (!r.chance(p)) continue;
    for (const [st, hrs] of slotsFor(room)) {
      const lead = r.weighted([
        [r.int(1, 6), 2],
        [r.int(7, 30), 5],
        [r.int(31, 120), 4],
      ] as const);
      const bkd = addDays(d, -lead);
      if (bkd > LAST) continue;
      const cands = live.filter(
        (c) => c.crtd <= bkd && (c.room[room.cd] ?? 0) > 0,
      );
      if (cands.length === 0) continue;
      const clnt = r.weighted(
        cands.map((c) => [c, c.w * (c.room[room.cd] ?? 0)] as const),
      );
      const dry =
        room.cd !== "VB" &&
        (clnt.ty === "PRD"
          ? r.chance(0.7)
          : clnt.ty === "BND"
            ? r.chance(0.05)
            : false);
      let eng: Eng | null = null;
      if (!dry) {
        const es = ENGS.filter(
          (e) => engActive(e, d) && (e.w[room.cd] ?? 0) > 0,
        );
        eng = r.weighted(es.map((e) => [e, e.w[room.cd] ?? 0] as const));
      }
      const rate = bkd >= RATE_CHANGE ? room.cur : room.old;
      const engRate = eng ? eng.rate : null;
      const roomFee = rate * hrs;
      const dep = clnt.acct
        ? null
        : Math.max(2000, Math.round((roomFee * 0.3) / 500) * 500);
      let depDt: string | null =
        dep === null
          ? null
          : minD(
              addDays(
                bkd,
                r.weighted([
                  [0, 4],
                  [r.int(1, 3), 4],
                  [r.int(4, 12), 2],
                ] as const),
              ),
              addDays(d, -1),
            );
      if (depDt !== null && depDt < bkd) depDt = bkd;
      const b: Bkg = {
        no: bkgNo++,
        clnt,
        room,
        eng,
        sess: d,
        st,
        hrs,
        ot: null,
        rate,
        engRate,
        stat: "3",
        bkd,
        dep,
        depDt,
        rfnd: "N",
        cxlDt: null,
        cxlRsn: null,
        late: "N",
        fee: null,
      };
      const future = d > LAST;
      const noDeposit =
        dep !== null && r.chance(future && diff(bkd, LAST) < 21 ? 0.4 : 0.025);
      if (noDeposit) b.depDt = null;
      if (noDeposit && !future) {
        // hold released by the studio
        b.stat = "4";
        b.cxlDt = minD(addDays(bkd, r.int(7, 14)), addDays(d, -2));
        if (b.cxlDt < bkd) b.cxlDt = bkd;
        b.cxlRsn = "NDP";
      } else if (r.chance(future ? 0.05 : 0.1)) {
        b.stat = "4";
        const hi = minD(addDays(d, -1), LAST);
        const late = r.chance(0.35);
        let c = late
          ? r.date(maxD(bkd, addDays(d, -6)), hi)
          : r.date(bkd, maxD(bkd, minD(addDays(d, -7), LAST)));
        if (c < bkd) c = bkd;
        if (c > hi) c = hi;
        b.cxlDt = c;
        if (b.depDt !== null && b.depDt > c) b.depDt = null;
        b.cxlRsn = r.weighted([
          ["ILL", 4],
          ["CLA", 3],
          ["BUD", 3],
          ["MGT", 2],
          ["OTH", 1],
        ] as const);
        if (diff(c, d) < 7) {
          b.late = "Y";
          b.fee =
            b.cxlRsn === "ILL" && r.chance(0.4) ? 0 : Math.round(roomFee * 0.5);
        } else if (b.depDt !== null) {
          b.rfnd = "Y";
        }
      } else if (future) {
        b.stat = dep === null || b.depDt !== null ? "2" : "1";
      } else if (r.chance(0.018)) {
        b.stat = "5";
        b.fee = roomFee;
      } else {
        b.stat = "3";
        b.ot = r.chance(room.cd === "A" ? 0.24 : 0.14)
          ? r.weighted([
              [0.5, 3],
              [1, 4],
              [1.5, 2],
              [2, 2],
              [3, 1],
            ] as const)
          : 0;
      }
      if (b.depDt !== null && b.depDt > LAST) b.depDt = null;
      if (future && b.stat === "2" && dep !== null && b.depDt === null)
        b.stat = "1";
      bookings.push(b);
      // equipment add-ons
      if (room.cd !== "VB" && r.chance(room.cd === "A" ? 0.3 : 0.12)) {
        const n = r.weighted([
          [1, 4],
          [2, 1],
        ] as const);
        const picks = r
          .shuffle([
            "HAM",
            "RHO",
            "DRK",
            "U47",
            "C12",
            "TAP",
            "AMP",
            "PNO",
            "MOG",
          ])
          .slice(0, n);
        for (const cd of picks) {
          const wanted = r.weighted([
            [cd, 10],
            ["U47", 4],
            ["HAM", 3],
          ] as const);
          if (eqpLines.some((l) => l[1] === b.no && l[2] === wanted)) continue;
          const qty = wanted === "TAP" ? r.int(1, 3) : 1;
          eqpLines.push([
            lnNo++,
            b.no,
            wanted,
            qty,
            qty * (EQP_PRICE.get(wanted) as number),
          ]);
        }
      }
    }
  }
}

// ------------------------------------------------------------------ mixing & mastering jobs
const W1 = [
  "Northern",
  "Salt",
  "Glass",
  "Copper",
  "Midnight",
  "Lantern",
  "Paper",
  "Steel",
  "Harbour",
  "Amber",
  "Static",
  "Low",
  "Wild",
  "Sunday",
  "Hollow",
  "Cinder",
];
const W2 = [
  "Lights",
  "& Iron",
  "Hearts",
  "Skies",
  "Rooms",
  "Roads",
  "Water",
  "Season",
  "Signals",
  "Gardens",
  "Lines",
  "Bloom",
  "Weather",
  "Fires",
  "Stations",
  "Ghosts",
];
type Job = {
  no: number;
  clnt: Client;
  ty: string;
  title: string;
  n: number;
  eng: Eng;
  rcvd: string;
  due: string;
  dlv: string | null;
  appr: string | null;
  fee: number;
  incl: number;
  stat: string;
  revs: { no: number; req: string; dlv: string | null; chg: number }[];
};
const jobs: Job[] = [];
const usedTitles = new Set<string>();
let jobNo = 501;
const N_JOBS = 330;
const jobDates = [
  ...Array.from({ length: N_JOBS }, () => r.date("2024-01-03", "2026-11-24")),
  ...Array.from({ length: 14 }, () => r.date("2026-09-20", "2026-11-24")), // the autumn rush before Christmas releases
].sort();
const STALLED = new Set(["2026-08-14", "2026-10-02", "2026-10-27"]); // jobs held up waiting on the client's files
for (const rcvd of [...jobDates, ...STALLED].sort()) {
  const ty = r.weighted([
    ["MIX", 55],
    ["MST", 45],
  ] as const);
  const cands = live.filter((c) => c.crtd <= rcvd && c.ty !== "AGY");
  const clnt = r.weighted(
    cands.map(
      (c) => [c, (c.w + 1) * (c.ty === "LBL" && ty === "MST" ? 3 : 1)] as const,
    ),
  );
  const kind = r.weighted([
    ["single", 5],
    ["EP", 3],
    ["album", 1],
  ] as const);
  const n =
    kind === "single"
      ? r.int(1, 2)
      : kind === "EP"
        ? r.int(4, 6)
        : r.int(9, 12);
  const title = (() => {
    for (;;) {
      const t = `${r.pick(W1)} ${r.pick(W2)}${kind === "EP" ? " EP" : ""}`;
      if (!usedTitles.has(t)) {
        usedTitles.add(t);
        return t;
      }
    }
  })();
  const es = ENGS.filter(
    (e) => engActive(e, rcvd) && (ty === "MIX" ? e.mix : e.mst),
  );
  const eng = r.weighted(
    es.map(
      (e) =>
        [
          e,
          ty === "MIX"
            ? (({ DH: 4, MK: 1, TO: 3, RS: 3 } as Record<string, number>)[
                e.id
              ] ?? 1)
            : e.id === "MK"
              ? 7
              : 3,
        ] as const,
    ),
  );
  const planned = ty === "MIX" ? 7 + 2 * n : 3 + n;
  const due = addDays(rcvd, planned);
  const autumn = rcvd >= "2026-09-01";
  const drawn = r.weighted([
    ["early", 35],
    ["on", 38],
    ["late", autumn ? 35 : 23],
    ["stall", autumn ? 12 : 4],
  ] as const);
  const slip = STALLED.has(rcvd) ? "hold" : drawn;
  const actual =
    slip === "early"
      ? Math.max(1, planned - r.int(1, 4))
      : slip === "on"
        ? planned
        : slip === "late"
          ? planned + r.int(1, 10)
          : slip === "stall"
            ? planned + r.int(20, 70)
            : diff(rcvd, LAST) + 30;
  let dlv: string | null = addDays(rcvd, actual);
  const perTrack =
    ty === "MIX"
      ? eng.grd === "SNR"
        ? 22000
        : 18000
      : eng.id === "MK"
        ? 5000
        : 4500;
  const fee = Math.round((perTrack * n * (n >= 9 ? 0.9 : 1)) / 100) * 100;
  const incl = ty === "MIX" ? 2 : 1;
  const nRev =
    ty === "MIX"
      ? r.weighted([
          [0, 25],
          [1, 30],
          [2, 25],
          [3, 12],
          [4, 8],
        ] as const)
      : r.weighted([
          [0, 55],
          [1, 30],
          [2, 15],
        ] as const);
  let revs: Job["revs"] = [];
  let prev = dlv;
  for (let k = 1; k <= nRev; k++) {
    const req = addDays(prev, r.int(1, 6));
    const rd = addDays(req, r.int(1, 4));
    revs.push({
      no: k,
      req,
      dlv: rd,
      chg: k > incl ? (ty === "MIX" ? 5000 : 2500) : 0,
    });
    prev = rd;
  }
  let appr: string | null = addDays(prev, r.int(1, 7));
  let stat = "A";
  if (r.chance(0.04) && rcvd < "2026-10-01") {
    stat = "X";
    dlv = null;
    appr = null;
    revs = [];
  } else if (dlv > LAST) {
    dlv = null;
    appr = null;
    revs = [];
    stat = diff(rcvd, LAST) <= 2 ? "Q" : "W";
  } else {
    revs = revs.filter((v) => v.req <= LAST);
    const open = revs.find((v) => v.dlv !== null && v.dlv > LAST);
    if (open) {
      open.dlv = null;
      stat = "V";
      appr = null;
    } else if (revs.length < nRev || (appr as string) > LAST) {
      stat = "D";
      appr = null;
    }
  }
  jobs.push({
    no: jobNo++,
    clnt,
    ty,
    title,
    n,
    eng,
    rcvd,
    due,
    dlv,
    appr,
    fee,
    incl,
    stat,
    revs,
  });
}

// ------------------------------------------------------------------ invoices & payments
type Inv = {
  key: string;
  clnt: Client;
  dt: string;
  due: string;
  bkg: number | null;
  job: number | null;
  net: number;
  voidYn: string;
  dep: number;
  depDt: string | null;
  noPart: boolean;
};
const invs: Inv[] = [];
const vat = (n: number) => Math.round(n * 0.2);
const terms = (c: Client) => (c.acct ? 30 : 14);
const addInv = (i: Omit<Inv, "voidYn">) => {
  if (r.chance(0.025)) {
    invs.push({
      ...i,
      net: i.net + r.pick([-1, 1]) * r.pick([2000, 4500, 6000]),
      voidYn: "Y",
    });
    const re = addDays(i.dt, r.int(0, 2));
    if (re <= LAST)
      invs.push({ ...i, dt: re, due: addDays(re, terms(i.clnt)), voidYn: "N" });
  } else {
    invs.push({ ...i, voidYn: "N" });
  }
};
for (const b of bookings) {
  if (b.stat === "3") {
    const dt = addDays(
      b.sess,
      r.weighted([
        [0, 5],
        [1, 3],
        [2, 1],
      ] as const),
    );
    if (dt > LAST) continue;
    const hourly = b.rate + (b.engRate ?? 0);
    const eq = eqpLines
      .filter((l) => l[1] === b.no)
      .reduce((s, l) => s + l[4], 0);
    const net = b.hrs * hourly + Math.round((b.ot ?? 0) * 1.5 * hourly) + eq;
    addInv({
      key: `B${b.no}`,
      clnt: b.clnt,
      dt,
      due: addDays(dt, terms(b.clnt)),
      bkg: b.no,
      job: null,
      net,
      dep: b.depDt ? (b.dep as number) : 0,
      depDt: b.depDt,
      noPart: false,
    });
  } else if (
    (b.stat === "4" || b.stat === "5") &&
    b.fee !== null &&
    b.fee > 0
  ) {
    const dt = b.stat === "5" ? addDays(b.sess, 1) : (b.cxlDt as string);
    if (dt > LAST) continue;
    addInv({
      key: `B${b.no}`,
      clnt: b.clnt,
      dt,
      due: addDays(dt, terms(b.clnt)),
      bkg: b.no,
      job: null,
      net: b.fee,
      dep: b.depDt ? (b.dep as number) : 0,
      depDt: b.depDt,
      noPart: false,
    });
  }
}
for (const j of jobs) {
  if (j.stat !== "A") continue;
  const dt = j.appr as string;
  const net = j.fee + j.revs.reduce((s, v) => s + v.chg, 0);
  addInv({
    key: `J${j.no}`,
    clnt: j.clnt,
    dt,
    due: addDays(dt, terms(j.clnt)),
    bkg: null,
    job: j.no,
    net,
    dep: 0,
    depDt: null,
    noPart: true,
  });
}
invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));
const invRows: unknown[][] = [];
const pmtRows: unknown[][] = [];
let invNo = 10001;
let pmtNo = 1;
const pendingPmts: [number, string, number, string, string | null][] = [];
for (const i of invs) {
  const no = invNo++;
  const v = vat(i.net);
  invRows.push([
    no,
    i.clnt.no,
    i.dt,
    i.due,
    i.bkg,
    i.job,
    i.net,
    v,
    i.net + v,
    i.voidYn,
  ]);
  if (i.voidYn === "Y") continue;
  const gross = i.net + v;
  let rest = gross;
  if (i.depDt !== null && i.dep > 0) {
    const amt = Math.min(i.dep, gross);
    pendingPmts.push([no, i.depDt, amt, "DEP", null]);
    rest -= amt;
  }
  if (rest <= 0) continue;
  if (i.dt < "2026-06-01" && r.chance(0.015)) continue; // bad debt, never paid
  const mth = i.clnt.acct
    ? r.weighted([
        ["BACS", 9],
        ["CARD", 1],
      ] as const)
    : r.weighted([
        ["CARD", 10],
        ["BACS", 7],
        ["CASH", 1],
        ["PP", 2],
      ] as const);
  const lag = i.clnt.acct
    ? r.int(12, 48)
    : r.weighted([
        [0, 4],
        [r.int(1, 7), 4],
        [r.int(8, 30), 3],
      ] as const);
  const ref =
    mth === "BACS"
      ? `INV${no}`
      : mth === "PP"
        ? `PP-${r.int(100000, 999999)}`
        : null;
  if (!i.noPart && r.chance(0.07)) {
    const part = Math.round(rest / 2 / 100) * 100;
    const d1 = addDays(i.dt, lag);
    const d2 = addDays(d1, r.int(14, 40));
    if (d1 <= LAST) pendingPmts.push([no, d1, part, mth, ref]);
    if (d2 <= LAST) pendingPmts.push([no, d2, rest - part, mth, ref]);
  } else {
    const d1 = addDays(i.dt, lag);
    if (d1 <= LAST) pendingPmts.push([no, d1, rest, mth, ref]);
  }
}
pendingPmts.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] - b[0]));
for (const p of pendingPmts) pmtRows.push([pmtNo++, ...p]);

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA fhs;
CREATE TABLE fhs.lkp (
  lkp_grp varchar(4) NOT NULL,
  lkp_cd varchar(4) NOT NULL,
  lkp_desc varchar(60) NOT NULL,
  sort_ord int,
  num_val int,
  PRIMARY KEY (lkp_grp, lkp_cd)
);
CREATE TABLE fhs.room (
  room_cd varchar(2) PRIMARY KEY,
  room_nm varchar(30) NOT NULL,
  hr_rate_p int NOT NULL,
  min_hrs int NOT NULL,
  cap int,
  desk varchar(30),
  actv_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE fhs.eng (
  eng_id varchar(3) PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  grd_cd varchar(4) NOT NULL,
  hr_rate_p int NOT NULL,
  mix_yn char(1) NOT NULL DEFAULT 'N',
  mst_yn char(1) NOT NULL DEFAULT 'N',
  start_dt date NOT NULL,
  leave_dt date
);
CREATE TABLE fhs.clnt (
  clnt_no int PRIMARY KEY,
  clnt_nm varchar(60) NOT NULL,
  clnt_ty varchar(4) NOT NULL,
  cont_nm varchar(60),
  email varchar(80),
  town varchar(40),
  acct_yn char(1) NOT NULL DEFAULT 'N',
  vat_no varchar(14),
  crtd_dt date NOT NULL,
  del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE fhs.bkg (
  bkg_no int PRIMARY KEY,
  clnt_no int NOT NULL REFERENCES fhs.clnt(clnt_no),
  room_cd varchar(2) NOT NULL REFERENCES fhs.room(room_cd),
  eng_id varchar(3) REFERENCES fhs.eng(eng_id),
  sess_dt date NOT NULL,
  st_tm varchar(5) NOT NULL,
  bkd_hrs numeric(4,1) NOT NULL,
  ot_hrs numeric(3,1),
  rate_p int NOT NULL,
  eng_rate_p int,
  stat_cd char(1) NOT NULL,
  bkd_dt date NOT NULL,
  dep_p int,
  dep_dt date,
  dep_rfnd_yn char(1) NOT NULL DEFAULT 'N',
  cxl_dt date,
  cxl_rsn varchar(4),
  late_cxl_yn char(1) NOT NULL DEFAULT 'N',
  cxl_fee_p int
);
CREATE TABLE fhs.bkg_eqp (
  ln_no int PRIMARY KEY,
  bkg_no int NOT NULL REFERENCES fhs.bkg(bkg_no),
  eqp_cd varchar(4) NOT NULL,
  qty int NOT NULL DEFAULT 1,
  chg_p int NOT NULL
);
CREATE TABLE fhs.job (
  job_no int PRIMARY KEY,
  clnt_no int NOT NULL REFERENCES fhs.clnt(clnt_no),
  job_ty varchar(4) NOT NULL,
  title varchar(80) NOT NULL,
  n_trk int NOT NULL,
  eng_id varchar(3) NOT NULL REFERENCES fhs.eng(eng_id),
  rcvd_dt date NOT NULL,
  due_dt date NOT NULL,
  dlv_dt date,
  appr_dt date,
  fee_p int NOT NULL,
  incl_rev int NOT NULL,
  stat_cd char(1) NOT NULL
);
CREATE TABLE fhs.job_rev (
  job_no int NOT NULL REFERENCES fhs.job(job_no),
  rev_no int NOT NULL,
  req_dt date NOT NULL,
  dlv_dt date,
  chg_p int NOT NULL DEFAULT 0,
  PRIMARY KEY (job_no, rev_no)
);
CREATE TABLE fhs.inv (
  inv_no int PRIMARY KEY,
  clnt_no int NOT NULL REFERENCES fhs.clnt(clnt_no),
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  bkg_no int REFERENCES fhs.bkg(bkg_no),
  job_no int REFERENCES fhs.job(job_no),
  net_p int NOT NULL,
  vat_p int NOT NULL,
  gross_p int NOT NULL,
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE fhs.pmt (
  pmt_no int PRIMARY KEY,
  inv_no int NOT NULL REFERENCES fhs.inv(inv_no),
  pmt_dt date NOT NULL,
  amt_p int NOT NULL,
  mth_cd varchar(4) NOT NULL,
  ref varchar(20)
);
`;
  const parts = [
    ddl,
    insertRows(
      "fhs.lkp",
      ["lkp_grp", "lkp_cd", "lkp_desc", "sort_ord", "num_val"],
      LKP,
    ),
    insertRows(
      "fhs.room",
      ["room_cd", "room_nm", "hr_rate_p", "min_hrs", "cap", "desk", "actv_yn"],
      ROOMS.map((x) => [x.cd, x.nm, x.cur, x.min, x.cap, x.desk, "Y"]),
    ),
    insertRows(
      "fhs.eng",
      [
        "eng_id",
        "first_nm",
        "last_nm",
        "grd_cd",
        "hr_rate_p",
        "mix_yn",
        "mst_yn",
        "start_dt",
        "leave_dt",
      ],
      ENGS.map((e) => [
        e.id,
        e.first,
        e.last,
        e.grd,
        e.rate,
        e.mix ? "Y" : "N",
        e.mst ? "Y" : "N",
        e.start,
        e.leave,
      ]),
    ),
    insertRows(
      "fhs.clnt",
      [
        "clnt_no",
        "clnt_nm",
        "clnt_ty",
        "cont_nm",
        "email",
        "town",
        "acct_yn",
        "vat_no",
        "crtd_dt",
        "del_yn",
      ],
      clients.map((c) => [
        c.no,
        c.nm,
        c.ty,
        c.cont,
        c.email,
        c.town,
        c.acct ? "Y" : "N",
        c.vat,
        c.crtd,
        c.del ? "Y" : "N",
      ]),
    ),
    insertRows(
      "fhs.bkg",
      [
        "bkg_no",
        "clnt_no",
        "room_cd",
        "eng_id",
        "sess_dt",
        "st_tm",
        "bkd_hrs",
        "ot_hrs",
        "rate_p",
        "eng_rate_p",
        "stat_cd",
        "bkd_dt",
        "dep_p",
        "dep_dt",
        "dep_rfnd_yn",
        "cxl_dt",
        "cxl_rsn",
        "late_cxl_yn",
        "cxl_fee_p",
      ],
      bookings.map((b) => [
        b.no,
        b.clnt.no,
        b.room.cd,
        b.eng?.id ?? null,
        b.sess,
        b.st,
        b.hrs,
        b.ot,
        b.rate,
        b.engRate,
        b.stat,
        b.bkd,
        b.dep,
        b.depDt,
        b.rfnd,
        b.cxlDt,
        b.cxlRsn,
        b.late,
        b.fee,
      ]),
    ),
    insertRows(
      "fhs.bkg_eqp",
      ["ln_no", "bkg_no", "eqp_cd", "qty", "chg_p"],
      eqpLines,
    ),
    insertRows(
      "fhs.job",
      [
        "job_no",
        "clnt_no",
        "job_ty",
        "title",
        "n_trk",
        "eng_id",
        "rcvd_dt",
        "due_dt",
        "dlv_dt",
        "appr_dt",
        "fee_p",
        "incl_rev",
        "stat_cd",
      ],
      jobs.map((j) => [
        j.no,
        j.clnt.no,
        j.ty,
        j.title,
        j.n,
        j.eng.id,
        j.rcvd,
        j.due,
        j.dlv,
        j.appr,
        j.fee,
        j.incl,
        j.stat,
      ]),
    ),
    insertRows(
      "fhs.job_rev",
      ["job_no", "rev_no", "req_dt", "dlv_dt", "chg_p"],
      jobs.flatMap((j) => j.revs.map((v) => [j.no, v.no, v.req, v.dlv, v.chg])),
    ),
    insertRows(
      "fhs.inv",
      [
        "inv_no",
        "clnt_no",
        "inv_dt",
        "due_dt",
        "bkg_no",
        "job_no",
        "net_p",
        "vat_p",
        "gross_p",
        "void_yn",
      ],
      invRows,
    ),
    insertRows(
      "fhs.pmt",
      ["pmt_no", "inv_no", "pmt_dt", "amt_p", "mth_cd", "ref"],
      pmtRows,
    ),
  ];
  return parts.join("\n");
}
