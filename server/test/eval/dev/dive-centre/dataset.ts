/**
 * Sound Manta Divers is a small PADI dive centre on the Barbican in Plymouth (Devon). It teaches scuba courses in its
 * pool and in Plymouth Sound, runs boat dives from two hard boats to the wrecks and reefs off Plymouth, hires out
 * dive kit, and takes payments at the desk, online and by bank transfer. The boats run from March to November
 * (several days a week in the summer season, Saturdays only in the winter); many trips are cancelled for weather.
 *
 * This is an export of the centre's booking system "DiveDesk" (schema `dvc`), taken on the morning of Wednesday
 * 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The system went live on 2024-03-01; boat trips
 * and course places already booked for the weeks ahead are in it too.
 *
 * UNITS: course fees (`fee_p`, `list_fee_p`) and boat dive prices (`price_p`) are whole PENCE; rental fees
 * (`fee_gbp`) and payments (`amt_gbp`) are pounds (numeric, 2 decimals). Depths in metres.
 *
 * Business terms and codes:
 * - Courses (`crs`): the course catalogue and lookup of certification levels. `crs_cd` OW Open Water Diver, AOW
 *   Advanced Open Water Diver, RES Rescue Diver, DM Divemaster, NTX Enriched Air (Nitrox) Diver, DRY Dry Suit Diver,
 *   DSD Discover Scuba Diving (a one-day try dive for non-divers, no certification). `cert_yn` Y when passing gives a
 *   certification card. `lvl_rank` 1-4 for the core ladder OW < AOW < RES < DM (NULL for specialties and DSD).
 *   `list_fee_p` the current list price per student; `n_days` length of the course.
 * - Divers (`dvr`): the customers. `hi_cert_cd` the highest core certification the diver holds (a `crs_cd`; NULL =
 *   not a certified diver), updated when they pass a course here; `cert_agcy` the agency of the card they arrived
 *   with (PADI, BSAC, SSI; NULL when they were not certified on arrival). `nitrox_yn` true when they hold a nitrox
 *   card. `med_exp_dt` when their signed medical statement expires (NULL = none on file). `reg_dt` when they
 *   registered. `del_flg` 'Y' when the diver's record was deleted at their request (soft delete: the row stays for
 *   the accounts but the diver no longer counts as a customer).
 * - Staff (`instr`): instructors and divemasters. `rtg_cd` CD course director, MSDT master scuba diver trainer,
 *   OWSI open water scuba instructor (all three teach), DM divemaster (guides boat dives, does not teach).
 *   `strt_dt`, `end_dt` (NULL = still working here). `boat_yn` 'N' for staff who never guide on the boats.
 * - Enrolments (`enr`): one student on one course. `crs_cd`, `instr_id` the teaching instructor, `enr_dt` when
 *   booked, `start_dt` first day, `fee_p` the fee charged (may be discounted from list). `sts_cd` ENR enrolled (not
 *   started or in progress), PAS passed, FAIL failed, WD withdrew (refunded half the fee). `cert_no` and `cert_dt`
 *   the certification issued on a pass (NULL for DSD and for any other status).
 * - Boat trips (`trip`): one boat dive. `trip_dt`, `dep_tm` departure (08:30 or 13:30), `boat_nm` Manta II (12
 *   divers) or Sea Wolf (10 divers), `site_nm` the dive site, `max_dpth_m` its maximum depth, `guide_id` the
 *   staff member guiding, `cap` places, `price_p` the standard price per diver. `sts_cd` SCH scheduled, DONE dived,
 *   CXL cancelled by the centre; `cxl_rsn` WX weather, MIN too few bookings, MECH boat fault (NULL unless CXL).
 * - Bookings (`bkg`): one diver's place on a boat trip. `bk_dt` when booked, `price_p` what they were charged (a
 *   10-dive card gives 500p off). `sts_cd` CNF confirmed (on a DONE trip: the diver dived), CXL cancelled (by the
 *   diver, or because the trip was cancelled; refunded), NS no-show (not refunded).
 * - Rentals (`rnt`): one item of kit hired. `kit_cd` BCD buoyancy jacket, REG regulator, WSU wetsuit, DSU drysuit,
 *   CYL cylinder, CMP dive computer, TRC torch. `trip_id` the boat trip it was hired for (NULL = hired for shore
 *   diving). `out_dt`, `due_dt` when it must be back, `ret_dt` when it came back (NULL = still out). `fee_gbp` the
 *   hire fee. `dmg_yn` 'Y' when it came back damaged.
 * - Payments (`pmt`): money received or refunded. `amt_gbp` is always positive; `rfnd_flg` true for a refund paid
 *   back to the diver. `mthd_cd` CRD card, CSH cash, BNK bank transfer, VCH gift voucher. `for_typ` what it pays
 *   for: ENR an enrolment, BKG a boat booking, RNT a rental; `for_id` that row's id.
 *
 * Not recorded here: divers' ages or dates of birth; air or nitrox cylinder fills; individual dive logs (bottom
 *   times, depths reached by each diver, shore dives); marine life sightings; customer reviews or ratings; staff
 *   wages or pay; boat fuel, mooring and other running costs; retail sales of dive gear; sea conditions.
 *
 * Tables
 * - `crs`: `crs_cd`, `crs_nm`, `cert_yn`, `lvl_rank`, `list_fee_p`, `n_days`.
 * - `dvr`: `dvr_id`, `first_nm`, `last_nm`, `email`, `town`, `hi_cert_cd`, `cert_agcy`, `nitrox_yn`, `med_exp_dt`,
 *   `reg_dt`, `del_flg`.
 * - `instr`: `instr_id`, `first_nm`, `last_nm`, `rtg_cd`, `strt_dt`, `end_dt`, `boat_yn`.
 * - `enr`: `enr_id`, `dvr_id`, `crs_cd`, `instr_id`, `enr_dt`, `start_dt`, `fee_p`, `sts_cd`, `cert_no`, `cert_dt`.
 * - `trip`: `trip_id`, `trip_dt`, `dep_tm`, `boat_nm`, `site_nm`, `max_dpth_m`, `guide_id`, `cap`, `price_p`,
 *   `sts_cd`, `cxl_rsn`.
 * - `bkg`: `bkg_id`, `trip_id`, `dvr_id`, `bk_dt`, `price_p`, `sts_cd`.
 * - `rnt`: `rnt_id`, `dvr_id`, `trip_id`, `kit_cd`, `out_dt`, `due_dt`, `ret_dt`, `fee_gbp`, `dmg_yn`.
 * - `pmt`: `pmt_id`, `dvr_id`, `pmt_dt`, `amt_gbp`, `mthd_cd`, `for_typ`, `for_id`, `rfnd_flg`.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-03-01";
const LAST = "2026-11-24";
const TODAY = "2026-11-25";
const HORIZON = "2026-12-31";
const r = seededRandom(7311_2026);

// ------------------------------------------------------------------ courses
type Course = {
  cd: string;
  nm: string;
  cert: boolean;
  rank: number | null;
  fee: number;
  days: number;
};
const COURSES: Course[] = [
  {
    cd: "DSD",
    nm: "Discover Scuba Diving",
    cert: false,
    rank: null,
    fee: 9_500,
    days: 1,
  },
  {
    cd: "OW",
    nm: "Open Water Diver",
    cert: true,
    rank: 1,
    fee: 49_500,
    days: 4,
  },
  {
    cd: "AOW",
    nm: "Advanced Open Water Diver",
    cert: true,
    rank: 2,
    fee: 37_500,
    days: 2,
  },
  { cd: "RES", nm: "Rescue Diver", cert: true, rank: 3, fee: 42_500, days: 3 },
  { cd: "DM", nm: "Divemaster", cert: true, rank: 4, fee: 89_500, days: 21 },
  {
    cd: "NTX",
    nm: "Enriched Air (Nitrox) Diver",
    cert: true,
    rank: null,
    fee: 17_500,
    days: 1,
  },
  {
    cd: "DRY",
    nm: "Dry Suit Diver",
    cert: true,
    rank: null,
    fee: 22_500,
    days: 2,
  },
];
const course = (cd: string): Course => COURSES.find((c) => c.cd === cd)!;
/** The fee charged in a year: list prices rose in 2025 and 2026 (the list price is the 2026 one). */
const feeIn = (cd: string, dt: string): number => {
  const f = course(cd).fee;
  if (dt < "2025-01-01")
    return f - (cd === "DM" ? 10_000 : cd === "DSD" ? 1_000 : 5_000);
  if (dt < "2026-01-01")
    return f - (cd === "DM" ? 5_000 : cd === "DSD" ? 500 : 2_500);
  return f;
};

// ------------------------------------------------------------------ staff
type Staff = {
  id: number;
  first: string;
  last: string;
  rtg: string;
  start: string;
  end: string | null;
  boat: boolean;
  teachW: number;
  guideW: number;
};
const STAFF: Staff[] = [
  {
    id: 1,
    first: "Gareth",
    last: "Pryce",
    rtg: "CD",
    start: "2015-04-01",
    end: null,
    boat: true,
    teachW: 3,
    guideW: 1,
  },
  {
    id: 2,
    first: "Sophie",
    last: "Tremayne",
    rtg: "MSDT",
    start: "2018-03-15",
    end: null,
    boat: true,
    teachW: 5,
    guideW: 2,
  },
  {
    id: 3,
    first: "Liam",
    last: "O'Connell",
    rtg: "OWSI",
    start: "2021-05-01",
    end: "2025-06-30",
    boat: true,
    teachW: 4,
    guideW: 3,
  },
  {
    id: 4,
    first: "Priya",
    last: "Nair",
    rtg: "MSDT",
    start: "2022-02-01",
    end: null,
    boat: true,
    teachW: 4,
    guideW: 2,
  },
  {
    id: 5,
    first: "Tom",
    last: "Hocking",
    rtg: "OWSI",
    start: "2024-04-01",
    end: null,
    boat: true,
    teachW: 3,
    guideW: 3,
  },
  {
    id: 6,
    first: "Erin",
    last: "Walsh",
    rtg: "OWSI",
    start: "2025-05-01",
    end: null,
    boat: true,
    teachW: 3,
    guideW: 2,
  },
  {
    id: 7,
    first: "Marcus",
    last: "Bell",
    rtg: "OWSI",
    start: "2019-09-01",
    end: null,
    boat: false,
    teachW: 2,
    guideW: 0,
  },
  {
    id: 8,
    first: "Jess",
    last: "Kowalski",
    rtg: "DM",
    start: "2023-04-01",
    end: null,
    boat: true,
    teachW: 0,
    guideW: 5,
  },
  {
    id: 9,
    first: "Dan",
    last: "Ferris",
    rtg: "DM",
    start: "2026-03-01",
    end: "2026-10-31",
    boat: true,
    teachW: 0,
    guideW: 4,
  },
];
const onStaff = (s: Staff, dt: string) =>
  s.start <= dt && (s.end === null || dt <= s.end);
const teacherFor = (cd: string, dt: string): Staff => {
  const ok = STAFF.filter(
    (s) =>
      onStaff(s, dt) &&
      s.teachW > 0 &&
      (cd !== "DM" || s.rtg === "CD" || s.rtg === "MSDT") &&
      (cd !== "DSD" || s.id !== 1),
  );
  return r.weighted(ok.map((s) => [s, s.teachW] as const));
};
const guideFor = (dt: string): Staff => {
  const ok = STAFF.filter((s) => onStaff(s, dt) && s.boat && s.guideW > 0);
  return r.weighted(ok.map((s) => [s, s.guideW] as const));
};

// ------------------------------------------------------------------ divers
const FIRST = [
  "Oliver",
  "Amelia",
  "Harry",
  "Isla",
  "Jack",
  "Ava",
  "George",
  "Mia",
  "Noah",
  "Emily",
  "Charlie",
  "Grace",
  "Jacob",
  "Sophia",
  "Alfie",
  "Lily",
  "Freddie",
  "Ella",
  "Oscar",
  "Chloe",
  "Leo",
  "Ruby",
  "Thomas",
  "Evie",
  "James",
  "Hannah",
  "William",
  "Lucy",
  "Daniel",
  "Megan",
  "Samuel",
  "Holly",
  "Joseph",
  "Katie",
  "Ben",
  "Laura",
  "Matthew",
  "Rachel",
  "Adam",
  "Zoe",
  "Ryan",
  "Beth",
  "Callum",
  "Niamh",
  "Rhys",
  "Cerys",
  "Ewan",
  "Fiona",
];
const LASTN = [
  "Smith",
  "Jones",
  "Williams",
  "Taylor",
  "Brown",
  "Davies",
  "Evans",
  "Wilson",
  "Thomas",
  "Johnson",
  "Roberts",
  "Robinson",
  "Thompson",
  "Wright",
  "Walker",
  "White",
  "Edwards",
  "Hughes",
  "Green",
  "Hall",
  "Lewis",
  "Harris",
  "Clarke",
  "Patel",
  "Jackson",
  "Wood",
  "Turner",
  "Martin",
  "Cooper",
  "Hill",
  "Ward",
  "Morris",
  "Moore",
  "Clark",
  "Lee",
  "King",
  "Baker",
  "Harrison",
  "Morgan",
  "Allen",
  "James",
  "Scott",
  "Phillips",
  "Watson",
  "Davis",
  "Parker",
  "Penrose",
  "Trelawny",
  "Pascoe",
  "Nancarrow",
  "Polglase",
  "Chegwidden",
];
const TOWNS: (readonly [string, number])[] = [
  ["Plymouth", 40],
  ["Exeter", 14],
  ["Tavistock", 9],
  ["Torquay", 6],
  ["Truro", 4],
  ["Bristol", 7],
  ["Ivybridge", 5],
  ["Saltash", 8],
  ["London", 3],
  ["Taunton", 2],
];

type Diver = {
  id: number;
  first: string;
  last: string;
  email: string;
  town: string;
  cert: string | null;
  agcy: string | null;
  nitrox: boolean;
  med: string | null;
  reg: string;
  del: boolean;
  certFrom: string | null; // date from which they may book a boat dive
  keen: number;
};
const names = uniqueNames(r, FIRST, LASTN);
const DIVERS: Diver[] = [];
const N_DIVERS = 330;
const seasonDate = (from: string, to: string): string => {
  for (;;) {
    const d = r.date(from, to);
    const m = Number(d.slice(5, 7));
    const w = m >= 4 && m <= 9 ? 1 : m === 3 || m === 10 ? 0.6 : 0.25;
    if (r.chance(w)) return d;
  }
};
for (let i = 0; i < N_DIVERS; i++) {
  const [first, last] = names();
  const reg =
    i < 70 ? r.date(START, "2024-04-30") : seasonDate("2024-03-01", LAST);
  const cert = r.weighted<string | null>([
    [null, 34],
    ["OW", 30],
    ["AOW", 22],
    ["RES", 9],
    ["DM", 5],
  ]);
  const agcy =
    cert === null
      ? null
      : r.weighted([
          ["PADI", 6],
          ["BSAC", 3],
          ["SSI", 1],
        ] as const);
  const dom = r.pick([
    "gmail.com",
    "outlook.com",
    "hotmail.co.uk",
    "yahoo.co.uk",
    "btinternet.com",
  ]);
  DIVERS.push({
    id: 1001 + i,
    first,
    last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${r.chance(0.3) ? r.int(1, 99) : ""}@${dom}`,
    town: r.weighted(TOWNS),
    cert,
    agcy,
    nitrox: cert !== null && r.chance(cert === "OW" ? 0.1 : 0.35),
    med: null,
    reg,
    del: false,
    certFrom: cert === null ? null : reg,
    keen: r.weighted([
      [0.2, 3],
      [1, 5],
      [3, 2],
      [8, 1],
    ] as const),
  });
}

// ------------------------------------------------------------------ enrolments
type Enr = {
  id: number;
  dvr: Diver;
  cd: string;
  instr: number;
  enrDt: string;
  start: string;
  fee: number;
  sts: string;
  certNo: string | null;
  certDt: string | null;
};
const ENRS: Enr[] = [];
let certSeq = 0;
const enrol = (d: Diver, cd: string, start: string): Enr | null => {
  if (start > HORIZON) return null;
  const c = course(cd);
  const booked = addDays(start, -r.int(3, 40));
  const enrDt = booked < d.reg ? d.reg : booked;
  if (enrDt > LAST) return null;
  const end = addDays(start, c.days - 1);
  let sts: string;
  if (end >= TODAY) sts = "ENR";
  else
    sts = r.weighted(
      cd === "DSD"
        ? ([
            ["PAS", 95],
            ["WD", 5],
          ] as const)
        : cd === "RES"
          ? ([
              ["PAS", 78],
              ["FAIL", 12],
              ["WD", 10],
            ] as const)
          : cd === "DM"
            ? ([
                ["PAS", 70],
                ["FAIL", 10],
                ["WD", 20],
              ] as const)
            : ([
                ["PAS", 86],
                ["FAIL", 6],
                ["WD", 8],
              ] as const),
    );
  const list = feeIn(cd, enrDt);
  const fee = r.chance(0.12) ? Math.round((list * 0.9) / 100) * 100 : list;
  let certNo: string | null = null;
  let certDt: string | null = null;
  if (sts === "PAS" && c.cert) {
    certDt = addDays(end, r.int(0, 3));
    if (certDt > LAST) certDt = LAST;
    certSeq++;
    certNo = `SMD${certDt.slice(2, 4)}-${String(4100 + certSeq * 7)}`;
  }
  const e: Enr = {
    id: 5001 + ENRS.length,
    dvr: d,
    cd,
    instr: teacherFor(cd, start).id,
    enrDt,
    start,
    fee,
    sts,
    certNo,
    certDt,
  };
  ENRS.push(e);
  return e;
};
const RANKS: Record<string, number> = { OW: 1, AOW: 2, RES: 3, DM: 4 };
for (const d of DIVERS) {
  let at = addDays(d.reg, r.int(2, 20));
  const next = (min: number, max: number) => {
    at = seasonDate(addDays(at, min), addDays(at, max));
  };
  if (d.cert === null) {
    if (r.chance(0.45)) {
      const e = enrol(d, "DSD", at);
      if (!e || !r.chance(0.45)) continue;
      next(7, 90);
    } else if (r.chance(0.12)) continue; // registered for a course they never booked
    const e = enrol(d, "OW", at);
    if (!e || !e.certDt) continue;
    d.cert = "OW";
    d.certFrom = e.certDt;
    next(20, 200);
  }
  // further courses for certified divers
  const ladder = ["OW", "AOW", "RES", "DM"];
  for (let step = 0; step < 4; step++) {
    const rank = RANKS[d.cert!]!;
    const options: (readonly [string | null, number])[] = [[null, 10]];
    if (rank < 4)
      options.push([ladder[rank]!, rank === 1 ? 5 : rank === 2 ? 2.5 : 1.5]);
    if (!d.nitrox) options.push(["NTX", 3]);
    if (!ENRS.some((e) => e.dvr === d && e.cd === "DRY" && e.sts === "PAS"))
      options.push(["DRY", 1.5]);
    const pick = r.weighted(options);
    if (pick === null) break;
    const e = enrol(d, pick, at);
    if (!e) break;
    if (e.sts === "PAS") {
      if (pick === "NTX") d.nitrox = true;
      else if (RANKS[pick]) d.cert = pick;
    }
    next(25, 240);
  }
}
// course places already booked for the weeks ahead
const UPCOMING: [string, string][] = [
  ["DSD", "2026-11-28"],
  ["DRY", "2026-11-29"],
  ["OW", "2026-12-05"],
  ["OW", "2026-12-05"],
  ["NTX", "2026-12-12"],
  ["AOW", "2026-12-12"],
  ["OW", "2026-12-19"],
];
for (const [cd, start] of UPCOMING) {
  const fits = DIVERS.filter((d) =>
    cd === "OW" || cd === "DSD"
      ? d.cert === null && !ENRS.some((e) => e.dvr === d)
      : cd === "NTX"
        ? d.cert !== null &&
          !d.nitrox &&
          !ENRS.some((e) => e.dvr === d && e.sts === "ENR")
        : cd === "AOW"
          ? d.cert === "OW" && !ENRS.some((e) => e.dvr === d && e.sts === "ENR")
          : d.cert !== null &&
            !ENRS.some((e) => e.dvr === d && (e.sts === "ENR" || e.cd === cd)),
  );
  enrol(r.pick(fits), cd, start);
}

// medical statements and soft deletes
for (const d of DIVERS) {
  const firstDive = d.certFrom ?? ENRS.find((e) => e.dvr === d)?.start ?? null;
  if (firstDive === null) d.med = r.chance(0.3) ? addDays(d.reg, 365) : null;
  else d.med = addDays(d.reg, r.chance(0.15) ? 365 * 3 : 365);
  // renewed medicals for keen returning divers
  if (d.med && d.med < "2026-06-01" && d.keen >= 3 && r.chance(0.7))
    d.med = addDays(d.med, 365);
  if (d.med && d.med < "2026-01-01" && d.keen >= 3 && r.chance(0.7))
    d.med = addDays(d.med, 365);
}

// ------------------------------------------------------------------ boat trips
type Site = { nm: string; depth: number; w: number; twin: boolean };
const SITES: Site[] = [
  { nm: "HMS Scylla", depth: 24, w: 9, twin: false },
  { nm: "James Eagan Layne", depth: 21, w: 7, twin: false },
  { nm: "Eddystone Reef", depth: 35, w: 3, twin: true },
  { nm: "Hand Deeps", depth: 42, w: 2.5, twin: true },
  { nm: "Persier", depth: 29, w: 4, twin: false },
  { nm: "Mewstone Ledges", depth: 17, w: 5, twin: false },
  { nm: "Glen Strathallan", depth: 15, w: 4, twin: false },
  { nm: "Breakwater Fort", depth: 12, w: 3, twin: false },
];
type Trip = {
  id: number;
  dt: string;
  tm: string;
  boat: string;
  site: Site;
  guide: number;
  cap: number;
  price: number;
  sts: string;
  rsn: string | null;
};
const TRIPS: Trip[] = [];
const tripPrice = (s: Site, dt: string) =>
  (s.twin ? 6_500 : 4_500) + (dt >= "2026-01-01" ? 500 : 0);
for (let dt = START; dt <= HORIZON; dt = addDays(dt, 1)) {
  const m = Number(dt.slice(5, 7));
  const dow = dayOfWeek(dt);
  const slots: [string, string][] = [];
  if (m >= 5 && m <= 9) {
    if (dow === 6) slots.push(["08:30", "Manta II"], ["13:30", "Manta II"]);
    else if (dow === 0) slots.push(["08:30", "Sea Wolf"]);
    else if (dow === 3) slots.push(["13:30", "Sea Wolf"]);
    else if (dow === 5 && r.chance(0.5)) slots.push(["13:30", "Manta II"]);
  } else if (m === 4 || m === 10) {
    if (dow === 6) slots.push(["08:30", "Manta II"], ["13:30", "Sea Wolf"]);
    else if (dow === 0) slots.push(["08:30", "Manta II"]);
  } else if (m === 3 || m === 11) {
    if (dow === 6) slots.push(["08:30", "Manta II"]);
    else if (dow === 0 && r.chance(0.4)) slots.push(["13:30", "Sea Wolf"]);
  } else if (dow === 6 && r.chance(0.55)) slots.push(["08:30", "Sea Wolf"]);
  for (const [tm, boat] of slots) {
    const site = r.weighted(SITES.map((s) => [s, s.w] as const));
    let sts = "DONE";
    let rsn: string | null = null;
    if (dt > LAST) sts = "SCH";
    else {
      const wx = m >= 5 && m <= 9 ? 0.07 : m === 4 || m === 10 ? 0.14 : 0.3;
      if (r.chance(wx)) {
        sts = "CXL";
        rsn = "WX";
      } else if (r.chance(0.03)) {
        sts = "CXL";
        rsn = r.weighted([
          ["MECH", 1],
          ["MIN", 2],
        ] as const);
      }
    }
    TRIPS.push({
      id: 701 + TRIPS.length,
      dt,
      tm,
      boat,
      site,
      guide: guideFor(dt).id,
      cap: boat === "Manta II" ? 12 : 10,
      price: tripPrice(site, dt),
      sts,
      rsn,
    });
  }
}

// ------------------------------------------------------------------ bookings
type Bkg = {
  id: number;
  trip: Trip;
  dvr: Diver;
  bkDt: string;
  price: number;
  sts: string;
};
const BKGS: Bkg[] = [];
for (const t of TRIPS) {
  const m = Number(t.dt.slice(5, 7));
  const mean =
    t.rsn === "MIN"
      ? 1.5
      : m >= 6 && m <= 8
        ? 6.5
        : m >= 4 && m <= 10
          ? 4.5
          : 3;
  const want = Math.min(t.cap, r.poisson(mean));
  if (t.sts === "DONE" && want < 2) {
    t.sts = "CXL";
    t.rsn = "MIN";
  }
  const pool = DIVERS.filter(
    (d) => d.certFrom !== null && d.certFrom < t.dt && d.reg < t.dt,
  );
  const chosen = new Set<Diver>();
  for (let k = 0; k < want * 4 && chosen.size < want && pool.length > 0; k++) {
    chosen.add(r.weighted(pool.map((d) => [d, d.keen] as const)));
  }
  for (const d of chosen) {
    let bkDt = addDays(
      t.dt,
      -r.weighted([
        [0, 1],
        [r.int(1, 6), 5],
        [r.int(7, 21), 4],
        [r.int(22, 60), 1],
      ] as const),
    );
    if (bkDt < d.reg) bkDt = d.reg;
    if (bkDt > LAST) bkDt = addDays(LAST, -r.int(0, 20));
    let sts: string;
    if (t.sts === "CXL") sts = "CXL";
    else if (t.sts === "SCH") sts = r.chance(0.08) ? "CXL" : "CNF";
    else
      sts = r.weighted([
        ["CNF", 88],
        ["CXL", 7],
        ["NS", 5],
      ] as const);
    const price = d.keen >= 3 && r.chance(0.35) ? t.price - 500 : t.price;
    BKGS.push({ id: 20001 + BKGS.length, trip: t, dvr: d, bkDt, price, sts });
  }
}

// ------------------------------------------------------------------ rentals
type Rnt = {
  id: number;
  dvr: Diver;
  trip: Trip | null;
  kit: string;
  out: string;
  due: string;
  ret: string | null;
  fee: number;
  dmg: boolean;
};
const KIT: Record<string, number> = {
  BCD: 12,
  REG: 12,
  WSU: 10,
  DSU: 25,
  CYL: 8,
  CMP: 7.5,
  TRC: 5,
};
const RNTS: Rnt[] = [];
const kitFee = (kit: string, dt: string) =>
  dt >= "2026-01-01" && kit !== "TRC" ? KIT[kit]! + 1 : KIT[kit]!;
const rent = (
  d: Diver,
  trip: Trip | null,
  kits: string[],
  out: string,
  days: number,
) => {
  for (const kit of kits) {
    const due = addDays(out, days);
    let ret: string | null = r.chance(0.06) ? addDays(due, r.int(1, 6)) : due;
    if (ret > LAST) ret = null;
    RNTS.push({
      id: 9001 + RNTS.length,
      dvr: d,
      trip,
      kit,
      out,
      due,
      ret,
      fee: kitFee(kit, out) * (trip ? 1 : days),
      dmg: ret !== null && r.chance(0.035),
    });
  }
};
const kitSet = (m: number): string[] => {
  const cold = m <= 4 || m >= 10;
  const all = r.weighted<string[]>([
    [["CYL"], 3],
    [["BCD", "REG"], 3],
    [[cold ? "DSU" : "WSU"], 3],
    [["BCD", "REG", cold ? "DSU" : "WSU"], 2],
    [["CMP"], 1.5],
    [["CYL", "TRC"], 1],
    [["BCD", "REG", "CYL", "CMP"], 0.6],
  ]);
  return all;
};
for (const b of BKGS) {
  if (b.trip.sts === "CXL" || b.sts === "CXL") continue;
  if (b.trip.dt > LAST) continue;
  const p = b.dvr.keen >= 3 ? 0.06 : 0.22;
  if (!r.chance(p)) continue;
  rent(b.dvr, b.trip, kitSet(Number(b.trip.dt.slice(5, 7))), b.trip.dt, 0);
}
// shore-diving hire
const certified = DIVERS.filter((d) => d.certFrom !== null);
for (let i = 0; i < 100; i++) {
  const d = r.pick(certified);
  const out = seasonDate(d.certFrom! > START ? d.certFrom! : START, LAST);
  if (out < d.certFrom!) continue;
  rent(d, null, kitSet(Number(out.slice(5, 7))), out, r.int(1, 4));
}
// kit still out: a few recent hires not back yet, some of them overdue
RNTS.sort((a, b) => (a.out < b.out ? -1 : a.out > b.out ? 1 : a.id - b.id));
RNTS.forEach((x, i) => (x.id = 9001 + i));
const LATE = [
  ["2026-11-07", 3, ["DSU"]],
  ["2026-11-14", 2, ["BCD", "REG"]],
  ["2026-11-19", 2, ["CMP"]],
  ["2026-11-21", 5, ["DSU", "TRC"]],
  ["2026-11-23", 3, ["CYL"]],
] as const;
for (const [out, days, kits] of LATE) {
  const d = r.pick(
    certified.filter((x) => x.keen >= 1 && x.certFrom! < out && !x.del),
  );
  const before = RNTS.length;
  rent(d, null, [...kits], out, days);
  for (const x of RNTS.slice(before)) {
    x.ret = null;
    x.dmg = false;
  }
}

// soft deletes (divers who asked to be removed; their old rows stay)
for (const d of DIVERS) {
  const lastSeen = [
    ...BKGS.filter((b) => b.dvr === d).map((b) => b.trip.dt),
    ...ENRS.filter((e) => e.dvr === d).map((e) => e.start),
    ...RNTS.filter((x) => x.dvr === d).map((x) => x.out),
    d.reg,
  ]
    .sort()
    .pop()!;
  if (lastSeen < "2025-11-01" && r.chance(0.2)) d.del = true;
}

// ------------------------------------------------------------------ payments
type Pmt = {
  dvr: Diver;
  dt: string;
  amt: number;
  mthd: string;
  typ: string;
  forId: number;
  rfnd: boolean;
};
const PMTS: Pmt[] = [];
const mthd = (online: boolean) =>
  online
    ? r.weighted([
        ["CRD", 8],
        ["BNK", 2],
        ["VCH", 1],
      ] as const)
    : r.weighted([
        ["CRD", 7],
        ["CSH", 3],
        ["VCH", 0.5],
      ] as const);
for (const e of ENRS) {
  const online = r.chance(0.6);
  PMTS.push({
    dvr: e.dvr,
    dt: e.enrDt,
    amt: e.fee / 100,
    mthd: e.cd === "DM" ? "BNK" : mthd(online),
    typ: "ENR",
    forId: e.id,
    rfnd: false,
  });
  if (e.sts === "WD") {
    const wdDt = addDays(e.start, r.int(0, 2));
    PMTS.push({
      dvr: e.dvr,
      dt: wdDt > LAST ? LAST : wdDt,
      amt: Math.round(e.fee / 2) / 100,
      mthd: "CRD",
      typ: "ENR",
      forId: e.id,
      rfnd: true,
    });
  }
}
for (const b of BKGS) {
  const wasCxlTrip = b.trip.sts === "CXL";
  PMTS.push({
    dvr: b.dvr,
    dt: b.bkDt,
    amt: b.price / 100,
    mthd: mthd(r.chance(0.7)),
    typ: "BKG",
    forId: b.id,
    rfnd: false,
  });
  if (b.sts === "CXL") {
    let dt = wasCxlTrip
      ? addDays(b.trip.dt, r.int(0, 2))
      : b.trip.dt > b.bkDt
        ? r.date(b.bkDt, addDays(b.trip.dt, -1))
        : b.bkDt;
    if (dt > LAST) dt = LAST;
    if (dt < b.bkDt) dt = b.bkDt;
    PMTS.push({
      dvr: b.dvr,
      dt,
      amt: b.price / 100,
      mthd: "CRD",
      typ: "BKG",
      forId: b.id,
      rfnd: true,
    });
  }
}
for (const x of RNTS) {
  PMTS.push({
    dvr: x.dvr,
    dt: x.out,
    amt: x.fee,
    mthd: mthd(false),
    typ: "RNT",
    forId: x.id,
    rfnd: false,
  });
}
PMTS.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));

// ------------------------------------------------------------------ SQL
const yn = (b: boolean) => (b ? "Y" : "N");

export function datasetSql(): string {
  return [
    "CREATE SCHEMA dvc;",
    `CREATE TABLE dvc.crs (
  crs_cd varchar(4) PRIMARY KEY,
  crs_nm varchar(60) NOT NULL,
  cert_yn char(1) NOT NULL,
  lvl_rank smallint,
  list_fee_p integer NOT NULL,
  n_days smallint NOT NULL
);`,
    `CREATE TABLE dvc.dvr (
  dvr_id integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  email varchar(80),
  town varchar(40),
  hi_cert_cd varchar(4) REFERENCES dvc.crs (crs_cd),
  cert_agcy varchar(6),
  nitrox_yn boolean NOT NULL,
  med_exp_dt date,
  reg_dt date NOT NULL,
  del_flg char(1) NOT NULL DEFAULT 'N'
);`,
    `CREATE TABLE dvc.instr (
  instr_id integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  rtg_cd varchar(4) NOT NULL,
  strt_dt date NOT NULL,
  end_dt date,
  boat_yn char(1) NOT NULL
);`,
    `CREATE TABLE dvc.enr (
  enr_id integer PRIMARY KEY,
  dvr_id integer NOT NULL REFERENCES dvc.dvr (dvr_id),
  crs_cd varchar(4) NOT NULL REFERENCES dvc.crs (crs_cd),
  instr_id integer NOT NULL REFERENCES dvc.instr (instr_id),
  enr_dt date NOT NULL,
  start_dt date NOT NULL,
  fee_p integer NOT NULL,
  sts_cd varchar(4) NOT NULL,
  cert_no varchar(16),
  cert_dt date
);`,
    `CREATE TABLE dvc.trip (
  trip_id integer PRIMARY KEY,
  trip_dt date NOT NULL,
  dep_tm time NOT NULL,
  boat_nm varchar(20) NOT NULL,
  site_nm varchar(40) NOT NULL,
  max_dpth_m smallint NOT NULL,
  guide_id integer REFERENCES dvc.instr (instr_id),
  cap smallint NOT NULL,
  price_p integer NOT NULL,
  sts_cd varchar(4) NOT NULL,
  cxl_rsn varchar(4)
);`,
    `CREATE TABLE dvc.bkg (
  bkg_id integer PRIMARY KEY,
  trip_id integer NOT NULL REFERENCES dvc.trip (trip_id),
  dvr_id integer NOT NULL REFERENCES dvc.dvr (dvr_id),
  bk_dt date NOT NULL,
  price_p integer NOT NULL,
  sts_cd varchar(4) NOT NULL
);`,
    `CREATE TABLE dvc.rnt (
  rnt_id integer PRIMARY KEY,
  dvr_id integer NOT NULL REFERENCES dvc.dvr (dvr_id),
  trip_id integer REFERENCES dvc.trip (trip_id),
  kit_cd varchar(4) NOT NULL,
  out_dt date NOT NULL,
  due_dt date NOT NULL,
  ret_dt date,
  fee_gbp numeric(7, 2) NOT NULL,
  dmg_yn char(1) NOT NULL DEFAULT 'N'
);`,
    `CREATE TABLE dvc.pmt (
  pmt_id integer PRIMARY KEY,
  dvr_id integer NOT NULL REFERENCES dvc.dvr (dvr_id),
  pmt_dt date NOT NULL,
  amt_gbp numeric(9, 2) NOT NULL,
  mthd_cd varchar(4) NOT NULL,
  for_typ varchar(4) NOT NULL,
  for_id integer NOT NULL,
  rfnd_flg boolean NOT NULL DEFAULT false
);`,
    insertRows(
      "dvc.crs",
      ["crs_cd", "crs_nm", "cert_yn", "lvl_rank", "list_fee_p", "n_days"],
      COURSES.map((c) => [c.cd, c.nm, yn(c.cert), c.rank, c.fee, c.days]),
    ),
    insertRows(
      "dvc.dvr",
      [
        "dvr_id",
        "first_nm",
        "last_nm",
        "email",
        "town",
        "hi_cert_cd",
        "cert_agcy",
        "nitrox_yn",
        "med_exp_dt",
        "reg_dt",
        "del_flg",
      ],
      DIVERS.map((d) => [
        d.id,
        d.first,
        d.last,
        d.email,
        d.town,
        d.cert,
        d.agcy,
        d.nitrox,
        d.med,
        d.reg,
        yn(d.del),
      ]),
    ),
    insertRows(
      "dvc.instr",
      [
        "instr_id",
        "first_nm",
        "last_nm",
        "rtg_cd",
        "strt_dt",
        "end_dt",
        "boat_yn",
      ],
      STAFF.map((s) => [
        s.id,
        s.first,
        s.last,
        s.rtg,
        s.start,
        s.end,
        yn(s.boat),
      ]),
    ),
    insertRows(
      "dvc.enr",
      [
        "enr_id",
        "dvr_id",
        "crs_cd",
        "instr_id",
        "enr_dt",
        "start_dt",
        "fee_p",
        "sts_cd",
        "cert_no",
        "cert_dt",
      ],
      ENRS.map((e) => [
        e.id,
        e.dvr.id,
        e.cd,
        e.instr,
        e.enrDt,
        e.start,
        e.fee,
        e.sts,
        e.certNo,
        e.certDt,
      ]),
    ),
    insertRows(
      "dvc.trip",
      [
        "trip_id",
        "trip_dt",
        "dep_tm",
        "boat_nm",
        "site_nm",
        "max_dpth_m",
        "guide_id",
        "cap",
        "price_p",
        "sts_cd",
        "cxl_rsn",
      ],
      TRIPS.map((t) => [
        t.id,
        t.dt,
        t.tm,
        t.boat,
        t.site.nm,
        t.site.depth,
        t.guide,
        t.cap,
        t.price,
        t.sts,
        t.rsn,
      ]),
    ),
    insertRows(
      "dvc.bkg",
      ["bkg_id", "trip_id", "dvr_id", "bk_dt", "price_p", "sts_cd"],
      BKGS.map((b) => [b.id, b.trip.id, b.dvr.id, b.bkDt, b.price, b.sts]),
    ),
    insertRows(
      "dvc.rnt",
      [
        "rnt_id",
        "dvr_id",
        "trip_id",
        "kit_cd",
        "out_dt",
        "due_dt",
        "ret_dt",
        "fee_gbp",
        "dmg_yn",
      ],
      RNTS.map((x) => [
        x.id,
        x.dvr.id,
        x.trip?.id ?? null,
        x.kit,
        x.out,
        x.due,
        x.ret,
        x.fee,
        yn(x.dmg),
      ]),
    ),
    insertRows(
      "dvc.pmt",
      [
        "pmt_id",
        "dvr_id",
        "pmt_dt",
        "amt_gbp",
        "mthd_cd",
        "for_typ",
        "for_id",
        "rfnd_flg",
      ],
      PMTS.map((p, i) => [
        300001 + i,
        p.dvr.id,
        p.dt,
        p.amt,
        p.mthd,
        p.typ,
        p.forId,
        p.rfnd,
      ]),
    ),
  ].join("\n\n");
}
