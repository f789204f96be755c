/**
 * Carrick Roads Sailing & Watersports, a small RYA-recognised sailing school and watersports centre on the Fal
 * estuary at Mylor, Cornwall. It teaches dinghy sailing (adult courses, youth courses in the school holidays and
 * two-hour tasters), powerboating, windsurfing, stand-up paddleboarding, and a couple of shore-based courses in the
 * classroom (VHF radio, first aid). Students book a place on a dated session of a course, on the website, by phone
 * or by walking in to the office, and pay in full when they book. The school owns a fleet of dinghies, safety RIBs,
 * windsurf boards and paddleboards; instructors log routine servicing, damage and repairs against each boat. Sessions
 * on the water are called off when it is too windy (the chief instructor decides on the morning of the first day),
 * and sessions with too few students are called off a week before they start. Gift vouchers for a money value are
 * sold all year round (mostly before Christmas) and are good for 12 months.
 *
 * This is an export of the booking system "SailDesk" (schema `sail`), taken at 18:00 on Thursday 2026-08-20. The
 * system went live on 2025-01-02; bookings and vouchers before that are not in it. The sailing SEASON runs from
 * 1 April to 31 October; "this season" is the 2026 season (2026-04-01 to 2026-10-31), "last season" the 2025 season.
 * Sessions are scheduled up to the end of October 2026; sessions after today are still open for booking.
 *
 * UNITS: money in pounds sterling (numeric with 2 decimals): `price`, `fee`, `paid`, `refund`, `value`, `cost`,
 * `day_rate`. Dates are UK calendar dates; `booked_at` and `created_at` are local timestamps without time zone.
 *
 * Tables and columns
 * - `course`: one course the school offers.
 *   `course_cd` short code (D1, D2, D3, DRC, KID1, KID2, TST, CAT, PB2, WS1, SUP, SRC, FA); `title` the course's
 *   name as shown on the website; `disc` discipline: D dinghy sailing (adult, youth and taster), W windsurfing,
 *   P powerboating, S stand-up paddleboarding, T shore-based (classroom) course; `lvl` level 1 beginner, 2 improver,
 *   3 advanced (NULL for shore-based courses); `n_days` length in days (0.5 = a half-day or two-hour session);
 *   `price` the current (2026) price per person (2025 bookings were charged the 2025 price, see `booking.fee`);
 *   `max_pl` places per session; `min_age` minimum age; `active` FALSE for a course no longer offered (the
 *   catamaran course ran in 2025 only).
 * - `instructor`: instructors, past and present.
 *   `instr_id`; `first_nm`, `last_nm`; `grade` RYA dinghy instructor grade: PI principal (the chief instructor),
 *   SI senior instructor, DI dinghy instructor, AI assistant instructor (may assist but never leads a session), NULL
 *   for an instructor with no dinghy qualification; `pbi_yn` Y = qualified powerboat instructor; `wsi_yn` Y =
 *   qualified windsurf instructor; `emp_typ` S salaried staff, F freelance (paid `day_rate` per day worked),
 *   V volunteer; `day_rate` NULL unless freelance; `fa_exp` the expiry date of the instructor's first aid
 *   certificate (NULL = none on file); `start_dt` joined; `left_dt` left the school (NULL = still with us);
 *   `mobile`.
 * - `student`: a person who has booked, or opened an account on the website without booking.
 *   `stu_no`; `forename`, `surname`; `dob` date of birth (always held for juniors, often blank for adults);
 *   `email`, `mobile`, `postcode`; `hear_abt` how they heard about us: WEB search/website, FRD friend or family,
 *   SOC social media, LFT leaflet, HOL holiday park or tourist office, NULL not asked; `created_at` account
 *   created; `is_deleted` TRUE when the record was erased at the person's request (the row is kept for the
 *   bookings; an erased student is no longer one of our students).
 * - `sess`: one dated running of a course.
 *   `sess_id`; `course_cd`; `start_dt`, `end_dt` first and last day; `lead_instr` the instructor in charge
 *   (instructor.instr_id); `asst_instr` the assisting instructor, if any; `status` P planned (in the future),
 *   R ran (started on or before today and not cancelled), X cancelled; `cxl_rsn` for cancelled sessions: WX
 *   weather (too windy), LOW too few bookings, STF no instructor available; `cxl_at` the date it was called off
 *   (the start date for weather, a week before the start for low numbers).
 * - `booking`: one student's place on one session.
 *   `bkg_ref` e.g. B25-00412 (year of booking + number); `stu_no` the student; `sess_id` the session; `booked_at`;
 *   `chan` WEB website, PHN phone, WLK walk-in at the office; `status` C confirmed (session not started yet),
 *   A attended, N no-show (did not turn up, no refund), X cancelled by the student, S cancelled by the school
 *   because the session was cancelled; `fee` the price charged for the place, after any discount; `disc_pct` the
 *   discount in percent (10 returning student, 15 group booking; NULL = none); `vch_code` a gift voucher redeemed
 *   against the fee (its whole value is used; any value above the fee is lost); `paid` the money the student paid
 *   (the fee less the voucher's value, never below 0); `pay_meth` CRD card, CSH cash, BNK bank transfer (NULL
 *   when nothing was paid); `cxl_dt` the date the booking was cancelled (status X or S); `refund` money refunded
 *   (NULL = none) and `refund_dt` when: the school refunds everything paid when it cancels a session; a student
 *   who cancels 14 days or more before the start gets what they paid less a 25.00 admin fee, later cancellations
 *   get nothing (now and then half, as goodwill); voucher value is never refunded and the voucher stays used;
 *   `cert_yn` Y an RYA certificate was issued, N attended but not signed off, NULL not applicable (not attended,
 *   not finished yet, or a course without a certificate: taster and paddleboard).
 * - `voucher`: a gift voucher.
 *   `vch_code`; `sold_dt`; `buyer_nm` who bought it (often not a student); `value`; `pay_meth` CRD, CSH or BNK;
 *   `exp_dt` expiry date (12 months after sale; a voucher can be used up to and including that date);
 *   `redeemed_dt` the date it was used on a booking (NULL = not used); `void_yn` Y when the sale was refunded to
 *   the buyer and the voucher cancelled.
 * - `boat`: the fleet (dinghies, safety boats, boards), including boats since sold or scrapped.
 *   `boat_id`; `boat_nm` the name painted on it; `cls` class or model (Topper, RS Feva, RS Quest, Laser Pico,
 *   Wayfarer, RS Zest, Hobie 16, Ribcraft 5.85, Ribcraft 4.8, Ribeye 600, Starboard Start, Red Paddle Ride);
 *   `typ` DNG dinghy (incl. catamarans), RIB safety/power boat, WSB windsurf board, SUP paddleboard; `sail_no`
 *   (NULL for RIBs and paddleboards); `yr_built`; `hp` outboard horsepower (RIBs only); `cost` purchase price
 *   (NULL where not known, for boats bought second-hand before records were kept); `acq_dt` date acquired;
 *   `disposed_dt` date sold or scrapped (NULL = still in the fleet).
 * - `boat_log`: the maintenance log.
 *   `log_no`; `boat_ref` the boat (boat.boat_id); `log_dt`; `kind` S routine service, I inspection, D damage
 *   report, R repair; `descr` free text; `sess_id` the session during which damage happened (damage reports only);
 *   `rep_by` the instructor who made the entry (NULL for work done by the outside boatyard); `cost` what the work
 *   cost (NULL for damage reports and inspections); `oos_yn` Y when the damage took the boat out of service;
 *   `back_dt` the date it went back into service after repair (NULL = still out of service).
 *
 * Not recorded here: wind speeds, forecasts or any weather readings (only that a session was cancelled for the
 *   weather); student feedback, reviews or ratings; instructors' salaries or payroll (only freelance day rates);
 *   hours or days actually worked by instructors; fuel used by the RIBs; students' swimming ability, medical or
 *   emergency contact details; kit or wetsuit hire, boat hire and shop or café sales; marketing or advertising
 *   spend; club membership; the school's other costs (rent, insurance, utilities).
 *
 * Tables
 * - `course`: `course_cd`, `title`, `disc`, `lvl`, `n_days`, `price`, `max_pl`, `min_age`, `active`.
 * - `instructor`: `instr_id`, `first_nm`, `last_nm`, `grade`, `pbi_yn`, `wsi_yn`, `emp_typ`, `day_rate`, `fa_exp`,
 *   `start_dt`, `left_dt`, `mobile`.
 * - `student`: `stu_no`, `forename`, `surname`, `dob`, `email`, `mobile`, `postcode`, `hear_abt`, `created_at`,
 *   `is_deleted`.
 * - `sess`: `sess_id`, `course_cd`, `start_dt`, `end_dt`, `lead_instr`, `asst_instr`, `status`, `cxl_rsn`, `cxl_at`.
 * - `booking`: `bkg_ref`, `stu_no`, `sess_id`, `booked_at`, `chan`, `status`, `fee`, `disc_pct`, `vch_code`,
 *   `paid`, `pay_meth`, `cxl_dt`, `refund`, `refund_dt`, `cert_yn`.
 * - `voucher`: `vch_code`, `sold_dt`, `buyer_nm`, `value`, `pay_meth`, `exp_dt`, `redeemed_dt`, `void_yn`.
 * - `boat`: `boat_id`, `boat_nm`, `cls`, `typ`, `sail_no`, `yr_built`, `hp`, `cost`, `acq_dt`, `disposed_dt`.
 * - `boat_log`: `log_no`, `boat_ref`, `log_dt`, `kind`, `descr`, `sess_id`, `rep_by`, `cost`, `oos_yn`, `back_dt`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const TODAY = "2026-08-20";
const CUTOFF = "2026-08-20 18:00:00";
const LIVE = "2025-01-02";
const r = seededRandom(5152_2026);

const round2 = (x: number): number => Math.round(x * 100) / 100;
const month = (d: string): number => Number(d.slice(5, 7));
const year = (d: string): number => Number(d.slice(0, 4));
const stamp = (d: string, minutes: number): string =>
  `${d} ${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}:${pad(r.int(0, 59), 2)}`;
const minDate = (a: string, b: string): string => (a < b ? a : b);

// ------------------------------------------------------------------ courses
type Course = {
  cd: string;
  title: string;
  disc: string;
  lvl: number | null;
  days: number;
  p25: number;
  p26: number;
  max: number;
  minAge: number;
  active: boolean;
  cert: boolean;
  mean: number;
  kids: number; // share of juniors
  ret: number; // chance a booking is by a returning student
};
const COURSES: Course[] = [
  {
    cd: "D1",
    title: "RYA Dinghy Level 1 - Start Sailing",
    disc: "D",
    lvl: 1,
    days: 2,
    p25: 235,
    p26: 245,
    max: 8,
    minAge: 16,
    active: true,
    cert: true,
    mean: 6.2,
    kids: 0,
    ret: 0.12,
  },
  {
    cd: "D2",
    title: "RYA Dinghy Level 2 - Basic Skills",
    disc: "D",
    lvl: 2,
    days: 2,
    p25: 255,
    p26: 265,
    max: 8,
    minAge: 16,
    active: true,
    cert: true,
    mean: 5.0,
    kids: 0,
    ret: 0.55,
  },
  {
    cd: "D3",
    title: "RYA Seamanship Skills",
    disc: "D",
    lvl: 3,
    days: 2,
    p25: 275,
    p26: 285,
    max: 6,
    minAge: 16,
    active: true,
    cert: true,
    mean: 3.8,
    kids: 0,
    ret: 0.7,
  },
  {
    cd: "DRC",
    title: "RYA Start Racing",
    disc: "D",
    lvl: 3,
    days: 2,
    p25: 265,
    p26: 275,
    max: 6,
    minAge: 14,
    active: true,
    cert: true,
    mean: 3.6,
    kids: 0.2,
    ret: 0.7,
  },
  {
    cd: "KID1",
    title: "RYA Youth Stage 1",
    disc: "D",
    lvl: 1,
    days: 5,
    p25: 285,
    p26: 295,
    max: 10,
    minAge: 8,
    active: true,
    cert: true,
    mean: 8.4,
    kids: 1,
    ret: 0.1,
  },
  {
    cd: "KID2",
    title: "RYA Youth Stage 2",
    disc: "D",
    lvl: 2,
    days: 5,
    p25: 285,
    p26: 295,
    max: 10,
    minAge: 8,
    active: true,
    cert: true,
    mean: 6.3,
    kids: 1,
    ret: 0.5,
  },
  {
    cd: "TST",
    title: "Sailing Taster (2 hours)",
    disc: "D",
    lvl: 1,
    days: 0.5,
    p25: 40,
    p26: 45,
    max: 10,
    minAge: 8,
    active: true,
    cert: false,
    mean: 6.8,
    kids: 0.35,
    ret: 0.05,
  },
  {
    cd: "CAT",
    title: "Catamaran Sailing",
    disc: "D",
    lvl: 2,
    days: 2,
    p25: 260,
    p26: 260,
    max: 6,
    minAge: 16,
    active: false,
    cert: false,
    mean: 3.2,
    kids: 0,
    ret: 0.4,
  },
  {
    cd: "PB2",
    title: "RYA Powerboat Level 2",
    disc: "P",
    lvl: 2,
    days: 2,
    p25: 310,
    p26: 325,
    max: 4,
    minAge: 12,
    active: true,
    cert: true,
    mean: 4.6,
    kids: 0.05,
    ret: 0.15,
  },
  {
    cd: "WS1",
    title: "RYA Start Windsurfing",
    disc: "W",
    lvl: 1,
    days: 2,
    p25: 199,
    p26: 210,
    max: 6,
    minAge: 12,
    active: true,
    cert: true,
    mean: 3.9,
    kids: 0.1,
    ret: 0.1,
  },
  {
    cd: "SUP",
    title: "Paddleboard Intro",
    disc: "S",
    lvl: 1,
    days: 0.5,
    p25: 35,
    p26: 38,
    max: 8,
    minAge: 10,
    active: true,
    cert: false,
    mean: 5.8,
    kids: 0.25,
    ret: 0.08,
  },
  {
    cd: "SRC",
    title: "VHF Short Range Certificate",
    disc: "T",
    lvl: null,
    days: 1,
    p25: 140,
    p26: 150,
    max: 12,
    minAge: 16,
    active: true,
    cert: true,
    mean: 7.5,
    kids: 0,
    ret: 0.35,
  },
  {
    cd: "FA",
    title: "RYA First Aid",
    disc: "T",
    lvl: null,
    days: 1,
    p25: 155,
    p26: 165,
    max: 12,
    minAge: 16,
    active: true,
    cert: true,
    mean: 8.5,
    kids: 0,
    ret: 0.35,
  },
];
const COURSE = new Map(COURSES.map((c) => [c.cd, c]));

// ------------------------------------------------------------------ instructors
type Instr = {
  id: number;
  first: string;
  last: string;
  grade: string | null;
  pbi: boolean;
  wsi: boolean;
  emp: string;
  rate: number | null;
  fa: string | null;
  start: string;
  left: string | null;
  mobile: string;
};
const INSTRS: Instr[] = [
  {
    id: 1,
    first: "Gareth",
    last: "Pengelly",
    grade: "PI",
    pbi: true,
    wsi: false,
    emp: "S",
    rate: null,
    fa: "2027-03-14",
    start: "2014-03-01",
    left: null,
    mobile: "07700 914201",
  },
  {
    id: 2,
    first: "Tamsin",
    last: "Rowe",
    grade: "SI",
    pbi: true,
    wsi: true,
    emp: "S",
    rate: null,
    fa: "2026-09-30",
    start: "2017-04-01",
    left: null,
    mobile: "07700 914377",
  },
  {
    id: 3,
    first: "Jory",
    last: "Trevithick",
    grade: "SI",
    pbi: false,
    wsi: false,
    emp: "S",
    rate: null,
    fa: "2028-03-14",
    start: "2019-04-01",
    left: null,
    mobile: "07812 330945",
  },
  {
    id: 4,
    first: "Kerensa",
    last: "Nance",
    grade: "DI",
    pbi: true,
    wsi: false,
    emp: "F",
    rate: 145,
    fa: "2027-03-14",
    start: "2021-05-01",
    left: null,
    mobile: "07931 226810",
  },
  {
    id: 5,
    first: "Ollie",
    last: "Bassett",
    grade: "DI",
    pbi: false,
    wsi: false,
    emp: "F",
    rate: 140,
    fa: "2026-06-30",
    start: "2022-04-01",
    left: null,
    mobile: "07588 102334",
  },
  {
    id: 6,
    first: "Priya",
    last: "Chandran",
    grade: "DI",
    pbi: false,
    wsi: true,
    emp: "F",
    rate: 140,
    fa: "2027-03-14",
    start: "2023-04-01",
    left: null,
    mobile: "07404 663120",
  },
  {
    id: 7,
    first: "Sam",
    last: "Whitford",
    grade: "DI",
    pbi: false,
    wsi: false,
    emp: "F",
    rate: 135,
    fa: "2025-05-01",
    start: "2020-04-01",
    left: "2025-09-30",
    mobile: "07877 540912",
  },
  {
    id: 8,
    first: "Mark",
    last: "Jago",
    grade: null,
    pbi: true,
    wsi: false,
    emp: "F",
    rate: 160,
    fa: "2026-10-15",
    start: "2018-04-01",
    left: null,
    mobile: "07966 118273",
  },
  {
    id: 9,
    first: "Lowenna",
    last: "Hosking",
    grade: "AI",
    pbi: false,
    wsi: false,
    emp: "F",
    rate: 95,
    fa: "2027-06-01",
    start: "2025-04-01",
    left: null,
    mobile: "07521 870446",
  },
  {
    id: 10,
    first: "Ben",
    last: "Carveth",
    grade: "AI",
    pbi: false,
    wsi: false,
    emp: "F",
    rate: 95,
    fa: "2026-12-01",
    start: "2024-04-01",
    left: null,
    mobile: "07459 330127",
  },
  {
    id: 11,
    first: "Ellie",
    last: "Penrose",
    grade: "AI",
    pbi: false,
    wsi: false,
    emp: "V",
    rate: null,
    fa: "2028-04-01",
    start: "2026-04-01",
    left: null,
    mobile: "07384 902516",
  },
  {
    id: 12,
    first: "Dan",
    last: "Kitto",
    grade: "DI",
    pbi: false,
    wsi: true,
    emp: "F",
    rate: 140,
    fa: "2028-04-15",
    start: "2026-04-15",
    left: null,
    mobile: "07725 619083",
  },
  {
    id: 13,
    first: "Hannah",
    last: "Vosper",
    grade: "DI",
    pbi: false,
    wsi: false,
    emp: "F",
    rate: 140,
    fa: "2026-03-14",
    start: "2019-04-01",
    left: "2026-03-31",
    mobile: "07840 215567",
  },
  {
    id: 14,
    first: "Rob",
    last: "Tonkin",
    grade: "SI",
    pbi: true,
    wsi: false,
    emp: "S",
    rate: null,
    fa: "2027-11-01",
    start: "2024-11-01",
    left: null,
    mobile: "07712 448391",
  },
];

const canLead = (i: Instr, c: Course): boolean => {
  switch (c.cd) {
    case "PB2":
      return i.pbi;
    case "WS1":
      return i.wsi;
    case "SUP":
      return i.wsi || i.grade === "DI";
    case "SRC":
      return i.id === 1 || i.id === 8;
    case "FA":
      return i.id === 2;
    case "D3":
    case "DRC":
      return i.grade === "PI" || i.grade === "SI";
    default:
      return i.grade === "PI" || i.grade === "SI" || i.grade === "DI";
  }
};
const onStaff = (i: Instr, d: string): boolean =>
  i.start <= d && (i.left === null || i.left >= d);

// ------------------------------------------------------------------ sessions
type Sess = {
  id: number;
  cd: string;
  start: string;
  end: string;
  lead: number;
  asst: number | null;
  status: string;
  rsn: string | null;
  cxlAt: string | null;
};

const KID_WEEKS = [
  "2025-04-07",
  "2025-04-14",
  "2025-05-26",
  "2025-07-21",
  "2025-07-28",
  "2025-08-04",
  "2025-08-11",
  "2025-08-18",
  "2025-08-25",
  "2025-10-27",
  "2026-04-06",
  "2026-05-25",
  "2026-07-20",
  "2026-07-27",
  "2026-08-03",
  "2026-08-10",
  "2026-08-17",
  "2026-08-24",
  "2026-08-31",
  "2026-10-26",
];
const SUMMER_KID = new Set(
  KID_WEEKS.filter((d) => month(d) === 7 || month(d) === 8),
);
const SHORE: [string, string][] = [
  ["SRC", "2025-02-08"],
  ["SRC", "2025-03-08"],
  ["FA", "2025-03-15"],
  ["SRC", "2025-11-08"],
  ["FA", "2025-11-15"],
  ["SRC", "2025-12-06"],
  ["SRC", "2026-01-10"],
  ["SRC", "2026-02-07"],
  ["SRC", "2026-03-07"],
  ["FA", "2026-03-14"],
  ["SRC", "2026-06-13"],
  ["FA", "2026-10-03"],
  ["SRC", "2026-10-10"],
];
const inSeason = (d: string): boolean =>
  (d >= "2025-04-01" && d <= "2025-10-31") ||
  (d >= "2026-04-01" && d <= "2026-10-31");

const planned: [string, string][] = [...SHORE];
for (let d = "2025-01-01"; d <= "2026-10-31"; d = addDays(d, 1)) {
  if (!inSeason(d)) continue;
  const dow = dayOfWeek(d);
  const m = month(d);
  const nth = Math.ceil(Number(d.slice(8, 10)) / 7);
  const alt = Math.floor(daysBetween("2025-01-04", d) / 7) % 2 === 0;
  if (dow === 6) {
    planned.push(["D1", d]);
    if (m >= 6 && m <= 8) planned.push(["SUP", d]);
    if (alt || m < 5 || m > 9) planned.push(["D2", d]);
    else planned.push(["WS1", d]);
    if (nth === 2 && m >= 5 && m <= 9) planned.push(["D3", d]);
    if (nth === 4 && m >= 6 && m <= 9) planned.push(["DRC", d]);
    if (year(d) === 2025 && nth === 3 && m >= 5 && m <= 9)
      planned.push(["CAT", d]);
  }
  if (dow === 0 || dow === 3) planned.push(["TST", d]);
  if (dow === 1 && (m === 7 || m === 8)) planned.push(["D1", d]);
  if (dow === 3 && (m === 7 || m === 8)) planned.push(["D2", d]);
  if (dow === 2 && (nth === 1 || nth === 3)) planned.push(["PB2", d]);
  if (dow === 1 && KID_WEEKS.includes(d)) {
    planned.push(["KID1", d]);
    if (SUMMER_KID.has(d) || alt) planned.push(["KID2", d]);
  }
}
const courseOrder = (cd: string): number =>
  COURSES.findIndex((c) => c.cd === cd);
planned.sort((a, b) =>
  a[1] === b[1] ? courseOrder(a[0]) - courseOrder(b[0]) : a[1] < b[1] ? -1 : 1,
);

const busy = new Map<number, Set<string>>(
  INSTRS.map((i) => [i.id, new Set<string>()]),
);
const sessDays = (start: string, c: Course): string[] => {
  const n = Math.max(1, Math.ceil(c.days));
  return Array.from({ length: n }, (_, k) => addDays(start, k));
};
const free = (i: Instr, days: string[]): boolean =>
  days.every((d) => onStaff(i, d) && !busy.get(i.id)!.has(d));
const pickWeighted = (list: Instr[]): Instr =>
  r.weighted(
    list.map((i) => [i, i.emp === "S" ? 3 : i.id === 12 ? 3 : 2] as const),
  );

const SESSIONS: Sess[] = [];
let sessNo = 501;
for (const [cd, start] of planned) {
  const c = COURSE.get(cd)!;
  const days = sessDays(start, c);
  let cands = INSTRS.filter((i) => canLead(i, c) && free(i, days));
  if (cands.length === 0)
    cands = INSTRS.filter((i) => canLead(i, c) && onStaff(i, start));
  const lead = pickWeighted(cands);
  for (const d of days) busy.get(lead.id)!.add(d);
  let asst: number | null = null;
  if (c.disc === "D" && c.max >= 8 && r.chance(0.75)) {
    const as = INSTRS.filter(
      (i) =>
        (i.grade === "AI" || i.grade === "DI") &&
        i.id !== lead.id &&
        free(i, days),
    );
    if (as.length > 0) {
      const a = r.weighted(
        as.map((i) => [i, i.grade === "AI" ? 3 : 1] as const),
      );
      asst = a.id;
      for (const d of days) busy.get(a.id)!.add(d);
    }
  }
  SESSIONS.push({
    id: sessNo++,
    cd,
    start,
    end: days[days.length - 1]!,
    lead: lead.id,
    asst,
    status: "P",
    rsn: null,
    cxlAt: null,
  });
}

// weather: days too windy to go afloat
const blown = new Set<string>();
for (let d = "2025-04-01"; d <= TODAY; d = addDays(d, 1)) {
  if (!inSeason(d)) continue;
  const m = month(d);
  const p = m === 4 || m === 10 ? 0.11 : m === 5 || m === 9 ? 0.07 : 0.045;
  if (r.chance(p) || (blown.has(addDays(d, -1)) && r.chance(0.35)))
    blown.add(d);
}

// ------------------------------------------------------------------ vouchers
type Voucher = {
  code: string;
  sold: string;
  buyer: string;
  value: number;
  pay: string;
  exp: string;
  redeemed: string | null;
  void: boolean;
};
const FIRST = [
  "Amelia",
  "Oliver",
  "Isla",
  "Harry",
  "Freya",
  "George",
  "Poppy",
  "Jack",
  "Ruby",
  "Noah",
  "Evie",
  "Charlie",
  "Grace",
  "Thomas",
  "Lily",
  "James",
  "Sophie",
  "William",
  "Chloe",
  "Alfie",
  "Emily",
  "Henry",
  "Ella",
  "Oscar",
  "Megan",
  "Leo",
  "Hannah",
  "Archie",
  "Lucy",
  "Finn",
  "Rosie",
  "Joseph",
  "Holly",
  "Samuel",
  "Daisy",
  "Edward",
  "Molly",
  "Daniel",
  "Katie",
  "Matthew",
  "Sarah",
  "Andrew",
  "Claire",
  "David",
  "Rachel",
  "Paul",
  "Helen",
  "Richard",
  "Emma",
  "Simon",
  "Jenny",
  "Mark",
  "Laura",
  "Steve",
  "Nicola",
  "Chris",
  "Kate",
  "Peter",
  "Jo",
  "Ian",
  "Morwenna",
  "Jago",
  "Demelza",
  "Piran",
  "Tegen",
  "Kit",
  "Ava",
  "Ethan",
  "Zara",
  "Ravi",
  "Anya",
  "Tom",
  "Beth",
  "Alex",
  "Nina",
  "Rory",
  "Imogen",
  "Lewis",
  "Fiona",
  "Neil",
];
const LAST = [
  "Smith",
  "Jones",
  "Williams",
  "Brown",
  "Taylor",
  "Davies",
  "Evans",
  "Thomas",
  "Johnson",
  "Roberts",
  "Walker",
  "Wright",
  "Robinson",
  "Thompson",
  "White",
  "Hughes",
  "Edwards",
  "Green",
  "Hall",
  "Wood",
  "Harris",
  "Lewis",
  "Martin",
  "Jackson",
  "Clarke",
  "Clark",
  "Turner",
  "Hill",
  "Scott",
  "Cooper",
  "Morris",
  "Ward",
  "Moore",
  "King",
  "Watson",
  "Baker",
  "Harrison",
  "Morgan",
  "Patel",
  "Young",
  "Allen",
  "Mitchell",
  "James",
  "Anderson",
  "Phillips",
  "Lee",
  "Bell",
  "Parker",
  "Davis",
  "Tregenza",
  "Pascoe",
  "Trelawny",
  "Penhaligon",
  "Kernick",
  "Polglase",
  "Chenoweth",
  "Rowse",
  "Angove",
  "Bolitho",
  "Curnow",
  "Hocking",
  "Jenkin",
  "Lanyon",
  "Nankervis",
  "Opie",
  "Pender",
  "Rickard",
  "Tonkin",
  "Treloar",
  "Uren",
  "Vivian",
  "Williamson",
  "Marshall",
  "Fletcher",
  "Barnes",
  "Knight",
  "Russell",
  "Stevens",
  "Murray",
  "Ellis",
];
const newName = uniqueNames(
  r,
  FIRST,
  LAST,
  new Set(INSTRS.map((i) => `${i.first} ${i.last}`)),
);

const VOUCHERS: Voucher[] = [];
const usedCodes = new Set<string>();
const CODE_CH = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
for (let d = LIVE; d <= TODAY; d = addDays(d, 1)) {
  const m = month(d);
  const dd = Number(d.slice(8, 10));
  const rate =
    m === 12
      ? dd <= 24
        ? 1.6
        : 0.2
      : m === 11
        ? 0.6
        : m >= 5 && m <= 8
          ? 0.3
          : 0.2;
  const n = r.poisson(rate);
  for (let k = 0; k < n; k++) {
    let code = "";
    do {
      code =
        "GV" +
        Array.from({ length: 5 }, () => r.pick(CODE_CH.split(""))).join("");
    } while (usedCodes.has(code));
    usedCodes.add(code);
    const f = r.pick(FIRST);
    const l = r.pick(LAST);
    VOUCHERS.push({
      code,
      sold: d,
      buyer: `${f} ${l}`,
      value: r.weighted([
        [50, 3],
        [100, 4],
        [150, 2],
        [200, 1],
        [245, 2],
        [250, 2],
        [300, 1],
      ] as const),
      pay: r.weighted([
        ["CRD", 8],
        ["CSH", 1],
        ["BNK", 1],
      ] as const),
      exp: addMonths(d, 12),
      redeemed: null,
      void: false,
    });
  }
}
// a few voucher sales refunded (all in 2026)
for (const v of r
  .shuffle(
    VOUCHERS.filter((v) => v.sold >= "2026-01-01" && v.sold < "2026-07-01"),
  )
  .slice(0, 3))
  v.void = true;

// ------------------------------------------------------------------ students
type Student = {
  no: number;
  first: string;
  last: string;
  dob: string | null;
  email: string;
  mobile: string;
  pcode: string;
  hear: string | null;
  created: string;
  deleted: boolean;
  kid: boolean;
  courses: Set<string>;
};
const STUDENTS: Student[] = [];
const DOMAINS = [
  "gmail.com",
  "hotmail.co.uk",
  "yahoo.co.uk",
  "outlook.com",
  "btinternet.com",
  "icloud.com",
];
const PCODES = [
  "TR11",
  "TR11",
  "TR10",
  "TR10",
  "TR1",
  "TR2",
  "TR3",
  "TR4",
  "TR15",
  "TR16",
  "TR18",
  "TR26",
  "TR7",
  "PL25",
  "PL26",
  "PL1",
  "EX4",
  "BS6",
  "SW11",
  "RG1",
  "OX2",
  "GU1",
  "B15",
  "M20",
  "CF10",
];
const newStudent = (created: string, kid: boolean): Student => {
  const [f, l] = newName();
  const s: Student = {
    no: 10001 + STUDENTS.length,
    first: f,
    last: l,
    dob: kid
      ? r.date(
          addDays(created.slice(0, 10), -365 * 15),
          addDays(created.slice(0, 10), -365 * 8 - 60),
        )
      : r.chance(0.4)
        ? r.date("1958-01-01", "2006-12-31")
        : null,
    email: `${(kid ? r.pick(FIRST) : f).toLowerCase()}.${l.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(DOMAINS)}`,
    mobile: `07${r.int(300, 999)} ${pad(r.int(0, 999999), 6)}`,
    pcode: `${r.pick(PCODES)} ${r.int(1, 9)}${r.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}${r.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}`,
    hear: r.weighted([
      ["WEB", 5],
      ["FRD", 3],
      ["SOC", 2],
      ["LFT", 1],
      ["HOL", 1],
      [null, 3],
    ] as const),
    created,
    deleted: false,
    kid,
    courses: new Set<string>(),
  };
  STUDENTS.push(s);
  return s;
};

// ------------------------------------------------------------------ booking slots
type Booking = {
  ref: string;
  stu: Student;
  sess: Sess;
  at: string;
  chan: string;
  status: string;
  fee: number;
  disc: number | null;
  vch: Voucher | null;
  paid: number;
  pay: string | null;
  cxl: string | null;
  refund: number | null;
  refundDt: string | null;
  cert: string | null;
};
type Slot = { sess: Sess; at: string; lead: number };
const slots: Slot[] = [];
for (const s of SESSIONS) {
  const c = COURSE.get(s.cd)!;
  const m = month(s.start);
  const mf =
    m === 7 || m === 8
      ? 1.25
      : m === 6
        ? 1.1
        : m === 4 || m === 10
          ? 0.7
          : m === 5 || m === 9
            ? 1.0
            : 0.9;
  const mean = Math.min(
    c.mean * mf * (year(s.start) === 2026 ? 1.08 : 1),
    c.max + 1.5,
  );
  const n = Math.min(r.poisson(mean), c.max);
  for (let k = 0; k < n; k++) {
    const early = s.cd === "PB2" || s.cd.startsWith("KID"); // booked well ahead
    const lead = r.weighted([
      [r.int(0, 6), early ? 0.5 : 2],
      [r.int(7, 20), early ? 1.5 : 3],
      [r.int(21, 60), early ? 4 : 3.5],
      [r.int(61, 150), early ? 3 : 1.5],
    ] as const);
    let day = addDays(s.start, -lead);
    if (day < LIVE) day = r.date(LIVE, "2025-01-31");
    const at = stamp(day, r.int(7 * 60, 22 * 60));
    if (at > CUTOFF) continue;
    if (lead === 0 && at.slice(11) > "09:00") continue;
    slots.push({ sess: s, at, lead: daysBetween(day, s.start) });
  }
}
slots.sort((a, b) =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : a.sess.id - b.sess.id,
);

// a handful of accounts opened on the website without ever booking
for (let k = 0; k < 70; k++)
  newStudent(stamp(r.date(LIVE, TODAY), r.int(7 * 60, 23 * 60)), false);

const BOOKINGS: Booking[] = [];
const bySess = new Map<number, Booking[]>();
const seqByYear = new Map<number, number>();
for (const sl of slots) {
  const c = COURSE.get(sl.sess.cd)!;
  const kid = r.chance(c.kids);
  const taken = new Set((bySess.get(sl.sess.id) ?? []).map((b) => b.stu.no));
  let stu: Student | null = null;
  if (r.chance(c.ret)) {
    const pool = STUDENTS.filter(
      (s) =>
        s.kid === kid &&
        s.created < sl.at &&
        !taken.has(s.no) &&
        s.courses.size > 0,
    );
    const pref =
      c.cd === "KID2"
        ? pool.filter((s) => s.courses.has("KID1"))
        : c.cd === "D2"
          ? pool.filter((s) => s.courses.has("D1") || s.courses.has("TST"))
          : c.cd === "D3" || c.cd === "DRC"
            ? pool.filter((s) => s.courses.has("D2"))
            : pool;
    const list = pref.length > 0 ? pref : pool;
    if (list.length > 0) stu = r.pick(list);
  }
  const returning = stu !== null;
  if (!stu) {
    // some new students opened their account a while before booking
    const created = r.chance(0.15)
      ? stamp(r.date(LIVE, sl.at.slice(0, 10)), r.int(7 * 60, 22 * 60))
      : sl.at;
    stu = newStudent(created < sl.at ? created : sl.at, kid);
  }
  stu.courses.add(c.cd);
  const chan =
    sl.lead <= 3 && ["TST", "SUP", "D1"].includes(c.cd) && r.chance(0.45)
      ? "WLK"
      : r.chance(0.74)
        ? "WEB"
        : "PHN";
  const price = year(sl.sess.start) === 2026 ? c.p26 : c.p25;
  const disc =
    returning && r.chance(0.4)
      ? 10
      : !returning && !kid && r.chance(0.04)
        ? 15
        : null;
  const fee = round2(price * (1 - (disc ?? 0) / 100));
  let vch: Voucher | null = null;
  const bday = sl.at.slice(0, 10);
  if (chan !== "WLK" && r.chance(0.05)) {
    const ok = VOUCHERS.filter(
      (v) => !v.void && v.redeemed === null && v.sold < bday && v.exp >= bday,
    );
    if (ok.length > 0) {
      vch = r.pick(ok);
      vch.redeemed = bday;
    }
  }
  const paid = round2(Math.max(0, fee - (vch ? vch.value : 0)));
  const pay =
    paid === 0
      ? null
      : chan === "WLK"
        ? r.chance(0.55)
          ? "CSH"
          : "CRD"
        : chan === "PHN"
          ? r.chance(0.75)
            ? "CRD"
            : "BNK"
          : "CRD";
  const yr = year(bday);
  const seq = (seqByYear.get(yr) ?? 0) + 1;
  seqByYear.set(yr, seq);
  const b: Booking = {
    ref: `B${String(yr).slice(2)}-${pad(seq, 5)}`,
    stu,
    sess: sl.sess,
    at: sl.at,
    chan,
    status: "C",
    fee,
    disc,
    vch,
    paid,
    pay,
    cxl: null,
    refund: null,
    refundDt: null,
    cert: null,
  };
  BOOKINGS.push(b);
  const list = bySess.get(sl.sess.id) ?? [];
  list.push(b);
  bySess.set(sl.sess.id, list);
}
// number students in the order their accounts were opened; erase a few at their request
STUDENTS.sort((a, b) =>
  a.created < b.created ? -1 : a.created > b.created ? 1 : a.no - b.no,
);
STUDENTS.forEach((s, k) => (s.no = 10001 + k));
for (const s of r.shuffle(STUDENTS).slice(0, 24)) s.deleted = true;

// ------------------------------------------------------------------ statuses, cancellations and refunds
const dropped = new Set<Booking>();
for (const s of SESSIONS) {
  const c = COURSE.get(s.cd)!;
  const list = bySess.get(s.id) ?? [];
  // student cancellations
  for (const b of list) {
    const bday = b.at.slice(0, 10);
    if (bday >= s.start || !r.chance(0.07)) continue;
    const cx = r.date(bday, addDays(s.start, -1));
    if (cx > TODAY) continue;
    b.status = "X";
    b.cxl = cx;
    const before = daysBetween(cx, s.start);
    if (before >= 14 && b.paid > 25) b.refund = round2(b.paid - 25);
    else if (before < 14 && b.paid > 0 && r.chance(0.15))
      b.refund = round2(b.paid * 0.5);
    if (b.refund !== null)
      b.refundDt = minDate(addDays(cx, r.int(0, 3)), TODAY);
  }
  const water = c.disc !== "T";
  const active = list.filter((b) => b.status !== "X");
  const weekBefore = addDays(s.start, -7);
  if (s.start <= TODAY && water && blown.has(s.start)) {
    s.status = "X";
    s.rsn = "WX";
    s.cxlAt = s.start;
  } else if (s.start <= addDays(TODAY, 7)) {
    const early = active.filter((b) => b.at.slice(0, 10) <= weekBefore);
    if (
      active.length === 0 ||
      (early.length < 2 && c.max >= 6 && r.chance(0.7))
    ) {
      s.status = "X";
      s.rsn = "LOW";
      s.cxlAt = weekBefore;
      for (const b of list) if (b.at.slice(0, 10) > weekBefore) dropped.add(b);
    } else if (s.start <= TODAY && r.chance(0.008)) {
      s.status = "X";
      s.rsn = "STF";
      s.cxlAt = addDays(s.start, -1);
      for (const b of list) if (b.at.slice(0, 10) > s.cxlAt) dropped.add(b);
    } else if (s.start <= TODAY) s.status = "R";
  }
  if (s.status === "X") {
    for (const b of list) {
      if (b.status === "X" || dropped.has(b)) continue;
      b.status = "S";
      b.cxl = s.cxlAt;
      if (b.paid > 0) {
        b.refund = b.paid;
        b.refundDt = minDate(addDays(s.cxlAt!, r.int(1, 4)), TODAY);
      }
    }
  } else if (s.status === "R") {
    const act = list.filter((b) => b.status !== "X");
    for (const b of act) b.status = r.chance(0.04) ? "N" : "A";
    if (!act.some((b) => b.status === "A")) act[0]!.status = "A";
    for (const b of act) {
      if (b.status === "A" && c.cert && s.end < TODAY)
        b.cert = r.chance(0.96) ? "Y" : "N";
    }
  }
}
for (const b of dropped) if (b.vch) b.vch.redeemed = null;
const FINAL = BOOKINGS.filter((b) => !dropped.has(b));

// ------------------------------------------------------------------ boats
type Boat = {
  id: number;
  nm: string;
  cls: string;
  typ: string;
  sail: string | null;
  yr: number;
  hp: number | null;
  cost: number | null;
  acq: string;
  disp: string | null;
  w: number;
};
const BOATS: Boat[] = [];
const addBoat = (
  nm: string,
  cls: string,
  typ: string,
  sail: string | null,
  yr: number,
  hp: number | null,
  cost: number | null,
  acq: string,
  disp: string | null,
  w = 1,
) =>
  BOATS.push({
    id: BOATS.length + 1,
    nm,
    cls,
    typ,
    sail,
    yr,
    hp,
    cost,
    acq,
    disp,
    w,
  });
const TOPPERS = [
  "Puffin",
  "Guillemot",
  "Razorbill",
  "Gannet",
  "Shag",
  "Fulmar",
  "Petrel",
  "Tern",
];
TOPPERS.forEach((nm, k) =>
  addBoat(
    nm,
    "Topper",
    "DNG",
    String(43120 + k * 37),
    2008 + k,
    null,
    k < 4 ? null : 1850,
    k < 4 ? "2016-03-01" : "2019-02-15",
    nm === "Shag" || nm === "Petrel" ? "2025-10-31" : null,
    nm === "Puffin" ? 2.2 : 1,
  ),
);
["Mackerel", "Pollack", "Wrasse", "Bass", "Gurnard", "Bream"].forEach((nm, k) =>
  addBoat(
    nm,
    "RS Feva",
    "DNG",
    String(5210 + k * 11),
    2015 + k,
    null,
    3400 + k * 60,
    `${2015 + k}-04-01`,
    null,
  ),
);
["Falmouth", "Mylor", "Flushing", "St Mawes"].forEach((nm, k) =>
  addBoat(
    nm,
    "RS Quest",
    "DNG",
    String(1180 + k * 23),
    2018 + k,
    null,
    6900 + k * 150,
    `${2018 + k}-03-20`,
    null,
  ),
);
["Limpet", "Winkle", "Cockle", "Mussel", "Scallop", "Oyster"].forEach((nm, k) =>
  addBoat(
    nm,
    "Laser Pico",
    "DNG",
    String(10240 + k * 101),
    2005 + k + (k > 2 ? 3 : 0),
    null,
    null,
    "2015-05-01",
    nm === "Limpet" ? "2026-05-20" : null,
  ),
);
addBoat(
  "Curlew",
  "Wayfarer",
  "DNG",
  "1932",
  1987,
  null,
  null,
  "2014-03-01",
  null,
);
addBoat(
  "Whimbrel",
  "Wayfarer",
  "DNG",
  "9870",
  1994,
  null,
  2100,
  "2018-06-01",
  null,
);
["Seal", "Otter", "Dolphin", "Porpoise"].forEach((nm, k) =>
  addBoat(
    nm,
    "RS Zest",
    "DNG",
    String(301 + k),
    2026,
    null,
    5950,
    "2026-03-10",
    null,
  ),
);
addBoat(
  "Kestrel",
  "Hobie 16",
  "DNG",
  "110234",
  2009,
  null,
  4200,
  "2020-05-01",
  "2025-11-15",
);
addBoat(
  "Merlin",
  "Hobie 16",
  "DNG",
  "112871",
  2011,
  null,
  4800,
  "2021-04-01",
  "2025-11-15",
);
addBoat(
  "Safety 1",
  "Ribcraft 5.85",
  "RIB",
  null,
  2012,
  60,
  14200,
  "2014-03-01",
  null,
);
addBoat(
  "Safety 2",
  "Ribcraft 4.8",
  "RIB",
  null,
  2016,
  40,
  11800,
  "2016-04-01",
  null,
);
addBoat(
  "Safety 3",
  "Ribeye 600",
  "RIB",
  null,
  2025,
  80,
  18450,
  "2025-04-01",
  null,
);
for (let k = 1; k <= 6; k++)
  addBoat(
    `Board ${k}`,
    "Starboard Start",
    "WSB",
    `GBR-CR${k}`,
    2019,
    null,
    720,
    "2019-04-01",
    null,
  );
for (let k = 1; k <= 6; k++)
  addBoat(
    `SUP ${k}`,
    "Red Paddle Ride",
    "SUP",
    null,
    k <= 4 ? 2020 : 2025,
    null,
    k <= 4 ? 599 : 649,
    k <= 4 ? "2020-05-01" : "2025-06-01",
    null,
  );

const inFleet = (b: Boat, d: string): boolean =>
  b.acq <= d && (b.disp === null || b.disp > d);
const fleetFor = (cd: string): string[] => {
  switch (cd) {
    case "KID1":
    case "KID2":
      return ["Topper", "RS Feva", "Laser Pico"];
    case "D1":
    case "D2":
    case "TST":
      return ["RS Quest", "Wayfarer", "Laser Pico", "RS Zest"];
    case "D3":
    case "DRC":
      return ["Laser Pico", "RS Feva", "RS Quest", "Topper"];
    case "CAT":
      return ["Hobie 16"];
    case "PB2":
      return ["Ribcraft 5.85", "Ribcraft 4.8", "Ribeye 600"];
    case "WS1":
      return ["Starboard Start"];
    case "SUP":
      return ["Red Paddle Ride"];
    default:
      return [];
  }
};
const DMG: Record<string, string[]> = {
  DNG: [
    "Rudder blade split",
    "Tiller extension snapped",
    "Gelcoat gouge on bow after hitting pontoon",
    "Mainsheet block broken",
    "Centreboard jammed in case",
    "Torn mainsail along leech",
    "Bung missing, hull flooded",
    "Mast step cracked",
    "Collision with another dinghy, dent in topsides",
    "Jib furler jammed",
    "Toe strap torn off",
    "Kicker cleat pulled out",
  ],
  RIB: [
    "Propeller dinged on mooring",
    "Kill cord lanyard missing",
    "Tube puncture on port side",
    "Engine overheating alarm",
    "Steering cable stiff",
  ],
  WSB: [
    "Fin broken",
    "Ding on nose of board",
    "Mast foot pin lost",
    "Uphaul frayed",
    "Sail window split",
  ],
  SUP: [
    "Paddle shaft cracked",
    "Valve leaking",
    "Fin box damaged",
    "Deck pad peeling",
  ],
};
type Log = {
  no: number;
  boat: Boat;
  dt: string;
  kind: string;
  descr: string;
  sess: number | null;
  by: number | null;
  cost: number | null;
  oos: string | null;
  back: string | null;
};
const LOGS: Log[] = [];
const outUntil = new Map<number, string>(); // boat -> date back (or '9999' while out)
const addLog = (l: Omit<Log, "no">) => LOGS.push({ ...l, no: 0 });

// routine servicing in March, and RIB engine services in July
for (const y of [2025, 2026]) {
  for (const b of BOATS) {
    const d = r.date(`${y}-03-02`, `${y}-03-28`);
    if (!inFleet(b, d)) continue;
    const cost =
      b.typ === "RIB"
        ? r.float(380, 650)
        : b.typ === "DNG"
          ? r.float(60, 240)
          : b.typ === "WSB"
            ? r.float(25, 80)
            : r.float(15, 40);
    addLog({
      boat: b,
      dt: d,
      kind: "S",
      descr:
        b.typ === "RIB"
          ? "Annual engine and hull service (boatyard)"
          : "Pre-season service: rigging, foils, fittings",
      sess: null,
      by: b.typ === "RIB" ? null : r.pick([1, 2, 3]),
      cost,
      oos: null,
      back: null,
    });
    if (b.typ === "RIB") {
      addLog({
        boat: b,
        dt: addDays(d, r.int(1, 5)),
        kind: "I",
        descr: "Annual safety boat inspection (RYA checklist)",
        sess: null,
        by: 1,
        cost: null,
        oos: null,
        back: null,
      });
      const j = r.date(`${y}-07-06`, `${y}-07-24`);
      if (j <= TODAY)
        addLog({
          boat: b,
          dt: j,
          kind: "S",
          descr: "Mid-season engine service (boatyard)",
          sess: null,
          by: null,
          cost: r.float(240, 420),
          oos: null,
          back: null,
        });
    }
  }
}

const limpetDay = "2026-05-16";
for (const s of SESSIONS) {
  if (s.status !== "R") continue;
  const c = COURSE.get(s.cd)!;
  const classes = fleetFor(s.cd);
  if (classes.length === 0) continue;
  const lam = s.cd.startsWith("KID")
    ? 0.45
    : s.cd === "TST"
      ? 0.08
      : c.disc === "D"
        ? 0.22
        : c.disc === "P"
          ? 0.14
          : 0.1;
  let n = r.poisson(lam);
  if (s.start === limpetDay && s.cd === "D1") n = 0;
  for (let k = 0; k < n; k++) {
    const day = r.date(s.start, s.end);
    const boats = BOATS.filter(
      (b) =>
        classes.includes(b.cls) &&
        inFleet(b, day) &&
        !(outUntil.get(b.id) && outUntil.get(b.id)! > day),
    );
    if (boats.length === 0) continue;
    const b = r.weighted(boats.map((x) => [x, x.w] as const));
    const by = s.asst !== null && r.chance(0.2) ? s.asst : s.lead;
    const major = r.chance(0.35);
    const fixDay = major
      ? addDays(day, r.int(3, 21))
      : addDays(day, r.int(0, 1));
    const done = fixDay <= TODAY;
    addLog({
      boat: b,
      dt: day,
      kind: "D",
      descr: r.pick(DMG[b.typ]!),
      sess: s.id,
      by,
      cost: null,
      oos: major ? "Y" : "N",
      back: major ? (done ? fixDay : null) : null,
    });
    if (major) outUntil.set(b.id, done ? fixDay : "9999-12-31");
    if (done && (major || r.chance(0.7))) {
      const cost =
        b.typ === "RIB"
          ? r.float(90, 850)
          : major
            ? r.float(80, 720)
            : r.float(5, 60);
      addLog({
        boat: b,
        dt: fixDay,
        kind: "R",
        descr: major ? "Repaired at boatyard" : "Fixed in-house",
        sess: null,
        by: major ? null : by,
        cost,
        oos: null,
        back: null,
      });
    }
  }
}
{
  const s = SESSIONS.find((x) => x.start === limpetDay && x.cd === "D1")!;
  const limpet = BOATS.find((b) => b.nm === "Limpet")!;
  addLog({
    boat: limpet,
    dt: limpetDay,
    kind: "D",
    descr:
      "Hull cracked round centreboard case after capsize; beyond economic repair",
    sess: s.id,
    by: s.lead,
    cost: null,
    oos: "Y",
    back: null,
  });
}
LOGS.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.boat.id - b.boat.id,
);
LOGS.forEach((l, k) => (l.no = 1 + k));

// ------------------------------------------------------------------ SQL
const DDL = `
CREATE SCHEMA sail;
CREATE TABLE sail.course (
  course_cd varchar(6) PRIMARY KEY,
  title text NOT NULL,
  disc char(1) NOT NULL,
  lvl smallint,
  n_days numeric(3,1) NOT NULL,
  price numeric(7,2) NOT NULL,
  max_pl smallint NOT NULL,
  min_age smallint NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE sail.instructor (
  instr_id integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  grade varchar(2),
  pbi_yn char(1) NOT NULL DEFAULT 'N',
  wsi_yn char(1) NOT NULL DEFAULT 'N',
  emp_typ char(1) NOT NULL,
  day_rate numeric(6,2),
  fa_exp date,
  start_dt date NOT NULL,
  left_dt date,
  mobile varchar(20)
);
CREATE TABLE sail.student (
  stu_no integer PRIMARY KEY,
  forename varchar(40) NOT NULL,
  surname varchar(40) NOT NULL,
  dob date,
  email varchar(120),
  mobile varchar(20),
  postcode varchar(10),
  hear_abt varchar(3),
  created_at timestamp NOT NULL,
  is_deleted boolean NOT NULL DEFAULT false
);
CREATE TABLE sail.sess (
  sess_id integer PRIMARY KEY,
  course_cd varchar(6) NOT NULL REFERENCES sail.course (course_cd),
  start_dt date NOT NULL,
  end_dt date NOT NULL,
  lead_instr integer NOT NULL REFERENCES sail.instructor (instr_id),
  asst_instr integer REFERENCES sail.instructor (instr_id),
  status char(1) NOT NULL DEFAULT 'P',
  cxl_rsn varchar(3),
  cxl_at date
);
CREATE TABLE sail.voucher (
  vch_code varchar(8) PRIMARY KEY,
  sold_dt date NOT NULL,
  buyer_nm varchar(80),
  value numeric(7,2) NOT NULL,
  pay_meth varchar(3) NOT NULL,
  exp_dt date NOT NULL,
  redeemed_dt date,
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE sail.booking (
  bkg_ref varchar(10) PRIMARY KEY,
  stu_no integer NOT NULL REFERENCES sail.student (stu_no),
  sess_id integer NOT NULL REFERENCES sail.sess (sess_id),
  booked_at timestamp NOT NULL,
  chan varchar(3) NOT NULL,
  status char(1) NOT NULL,
  fee numeric(7,2) NOT NULL,
  disc_pct numeric(4,1),
  vch_code varchar(8) REFERENCES sail.voucher (vch_code),
  paid numeric(7,2) NOT NULL DEFAULT 0,
  pay_meth varchar(3),
  cxl_dt date,
  refund numeric(7,2),
  refund_dt date,
  cert_yn char(1)
);
CREATE TABLE sail.boat (
  boat_id integer PRIMARY KEY,
  boat_nm varchar(40) NOT NULL,
  cls varchar(30) NOT NULL,
  typ varchar(3) NOT NULL,
  sail_no varchar(12),
  yr_built smallint,
  hp smallint,
  cost numeric(9,2),
  acq_dt date NOT NULL,
  disposed_dt date
);
CREATE TABLE sail.boat_log (
  log_no integer PRIMARY KEY,
  boat_ref integer NOT NULL REFERENCES sail.boat (boat_id),
  log_dt date NOT NULL,
  kind char(1) NOT NULL,
  descr text,
  sess_id integer REFERENCES sail.sess (sess_id),
  rep_by integer REFERENCES sail.instructor (instr_id),
  cost numeric(8,2),
  oos_yn char(1),
  back_dt date
);
`;

export function datasetSql(): string {
  const yn = (b: boolean) => (b ? "Y" : "N");
  return [
    DDL,
    insertRows(
      "sail.course",
      [
        "course_cd",
        "title",
        "disc",
        "lvl",
        "n_days",
        "price",
        "max_pl",
        "min_age",
        "active",
      ],
      COURSES.map((c) => [
        c.cd,
        c.title,
        c.disc,
        c.lvl,
        c.days,
        c.p26,
        c.max,
        c.minAge,
        c.active,
      ]),
    ),
    insertRows(
      "sail.instructor",
      [
        "instr_id",
        "first_nm",
        "last_nm",
        "grade",
        "pbi_yn",
        "wsi_yn",
        "emp_typ",
        "day_rate",
        "fa_exp",
        "start_dt",
        "left_dt",
        "mobile",
      ],
      INSTRS.map((i) => [
        i.id,
        i.first,
        i.last,
        i.grade,
        yn(i.pbi),
        yn(i.wsi),
        i.emp,
        i.rate,
        i.fa,
        i.start,
        i.left,
        i.mobile,
      ]),
    ),
    insertRows(
      "sail.student",
      [
        "stu_no",
        "forename",
        "surname",
        "dob",
        "email",
        "mobile",
        "postcode",
        "hear_abt",
        "created_at",
        "is_deleted",
      ],
      [...STUDENTS]
        .sort((a, b) => a.no - b.no)
        .map((s) => [
          s.no,
          s.first,
          s.last,
          s.dob,
          s.email,
          s.mobile,
          s.pcode,
          s.hear,
          s.created,
          s.deleted,
        ]),
    ),
    insertRows(
      "sail.sess",
      [
        "sess_id",
        "course_cd",
        "start_dt",
        "end_dt",
        "lead_instr",
        "asst_instr",
        "status",
        "cxl_rsn",
        "cxl_at",
      ],
      SESSIONS.map((s) => [
        s.id,
        s.cd,
        s.start,
        s.end,
        s.lead,
        s.asst,
        s.status,
        s.rsn,
        s.cxlAt,
      ]),
    ),
    insertRows(
      "sail.voucher",
      [
        "vch_code",
        "sold_dt",
        "buyer_nm",
        "value",
        "pay_meth",
        "exp_dt",
        "redeemed_dt",
        "void_yn",
      ],
      VOUCHERS.map((v) => [
        v.code,
        v.sold,
        v.buyer,
        v.value,
        v.pay,
        v.exp,
        v.redeemed,
        yn(v.void),
      ]),
    ),
    insertRows(
      "sail.booking",
      [
        "bkg_ref",
        "stu_no",
        "sess_id",
        "booked_at",
        "chan",
        "status",
        "fee",
        "disc_pct",
        "vch_code",
        "paid",
        "pay_meth",
        "cxl_dt",
        "refund",
        "refund_dt",
        "cert_yn",
      ],
      FINAL.map((b) => [
        b.ref,
        b.stu.no,
        b.sess.id,
        b.at,
        b.chan,
        b.status,
        b.fee,
        b.disc,
        b.vch?.code ?? null,
        b.paid,
        b.pay,
        b.cxl,
        b.refund,
        b.refundDt,
        b.cert,
      ]),
    ),
    insertRows(
      "sail.boat",
      [
        "boat_id",
        "boat_nm",
        "cls",
        "typ",
        "sail_no",
        "yr_built",
        "hp",
        "cost",
        "acq_dt",
        "disposed_dt",
      ],
      BOATS.map((b) => [
        b.id,
        b.nm,
        b.cls,
        b.typ,
        b.sail,
        b.yr,
        b.hp,
        b.cost,
        b.acq,
        b.disp,
      ]),
    ),
    insertRows(
      "sail.boat_log",
      [
        "log_no",
        "boat_ref",
        "log_dt",
        "kind",
        "descr",
        "sess_id",
        "rep_by",
        "cost",
        "oos_yn",
        "back_dt",
      ],
      LOGS.map((l) => [
        l.no,
        l.boat.id,
        l.dt,
        l.kind,
        l.descr,
        l.sess,
        l.by,
        l.cost,
        l.oos,
        l.back,
      ]),
    ),
  ].join("\n");
}
