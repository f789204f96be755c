/**
 * Aire Valley Ice Arena is a single-pad ice rink and skating school on Kirkstall Road, Leeds, run by Aire Valley Ice
 * Ltd. The rink sells four things: public skating sessions (walk-up tickets at reception, with skate hire at the
 * skate desk), a learn-to-skate school (termly courses of weekly group lessons, most of them on the national Skate UK
 * badge scheme, taught by the rink's own and freelance coaches), ice-time hire (clubs such as the Aire Valley Arrows
 * ice hockey team, the junior hockey club, the figure skating club, a synchro team and the curling club hire the
 * whole pad by the hour; schools and private parties hire it now and then), and a café with two tills (the café
 * counter and a hatch on the rinkside that opens on busy evenings and for Arrows home games). The rink is open every
 * day of the year except Christmas Day, and shuts for two weeks each summer while the ice is taken out and relaid
 * (2024-07-29 to 2024-08-11, 2025-07-28 to 2025-08-10, 2026-07-27 to 2026-08-09). On 11 to 13 February 2025 the ice
 * plant broke down and every public session was cancelled.
 *
 * This is an export of the rink-management package "IceDesk" (schema `icedesk`), taken on the morning of Wednesday
 * 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The data starts on 2024-01-01. The ice-hire diary
 * also holds bookings already made for dates up to 2026-12-31, and the course tables hold the spring 2027 term, which
 * is open for booking.
 *
 * UNITS: money is mixed. In whole PENCE (GBP; divide by 100 for pounds): `pub_sess.tkt_p`, `pub_sess.hire_p`,
 * `enrol.fee_p`, `enrol.refund_p`, `ice_bkg.amt_p`. In POUNDS (GBP, two decimals): `sess_typ.adt_gbp`,
 * `sess_typ.jnr_gbp`, `crs.fee_gbp`, `ice_bkg.rate_gbp_hr` (pounds per hour), and all of `cafe_z`. Durations are in
 * minutes. Times of day are text 'HH:MM' (24-hour clock). Dates are UK calendar dates.
 *
 * Business terms and codes:
 * - Public session types (`sess_typ`, a lookup): `typ_cd` GEN General Skate, DSC Disco on Ice (Friday and Saturday
 *   evenings), FAM Family Skate (Sunday mornings), TOT Parent & Toddler (Monday and Wednesday mornings), ADL Adults
 *   Only (Wednesday evenings, over-18s). `typ_desc` the name on the timetable. `adt_gbp` and `jnr_gbp` the CURRENT
 *   adult and junior (under 16) ticket prices, in force since 2025-04-01; before that every ticket was 50p less.
 *   `jnr_gbp` is NULL for Adults Only. For Parent & Toddler the adult ticket is the parent's and the junior ticket the
 *   toddler's. `dur_min` the session length in minutes.
 * - Public sessions (`pub_sess`): one timetabled public session on one date. `sess_no`, `sess_dt`, `start_tm`,
 *   `typ_cd`, `cap` the most skaters allowed on the ice. `adm_adt` adult tickets sold, `adm_jnr` junior tickets sold,
 *   `adm_free` skaters let in free (under-3s and carers) - together the session's attendance; "paying skaters" are
 *   `adm_adt` + `adm_jnr`. `tkt_p` the ticket takings. `hire_n` pairs of skates hired at the skate desk for the
 *   session and `hire_p` the skate-hire takings (hire was £3.00 a pair until 2025-03-31 and £3.50 since 2025-04-01;
 *   the price is not stored). `canc_yn` Y when the session was cancelled (ice plant trouble, the ice needed
 *   repairing, or the pad was given to an event); a cancelled session has zero admissions and takings.
 * - Coaches (`coach`): the skating school's coaches. `grade_cd` the coach's British Ice Skating coaching licence:
 *   L1 assistant coach, L2 coach, L3 senior coach. `emp_yn` Y employed by the rink, N freelance (self-employed).
 *   `hky_yn` Y when the coach is qualified to take the hockey-skills course. `start_dt` the date they started
 *   coaching at the rink; `end_dt` the date they left (NULL = still coaching here).
 * - Courses (`crs`): one run of a course in one term, a weekly group lesson on the same day and time for `n_wks`
 *   weeks. `term_cd` the term: SP spring (January to March), SU summer (April to June), AU autumn (September to
 *   December) followed by the two-digit year, e.g. AU26 = autumn 2026. `lvl_cd` the level: SUK1 to SUK6 Skate UK
 *   badges 1 to 6 (the learn-to-skate scheme for children), ADB adult beginners (a Skate UK badge course for
 *   adults), ADI adult improvers, HKY junior hockey skills, FIG figure skating foundation. `crs_nm` the level's name
 *   as shown on the timetable ("Skate UK 1", "Adult Beginners", ...; several runs share a name). `dow` the day of the
 *   week, 1 Monday to 7 Sunday. `start_tm` the lesson time (lessons are 30 minutes, 45 minutes for HKY and FIG).
 *   `start_dt` the date of the first lesson; the last lesson is `n_wks` - 1 weeks later (a course is running while
 *   today lies between the two, and has finished after its last lesson). `fee_gbp` the full course fee in pounds.
 *   `cap` the places on the course. `coach_no` the coach who teaches it.
 * - Enrolments (`enrol`): one skater booked onto one course run. `skr_no` the skater's number (the same skater keeps
 *   it from term to term; a skater takes at most one course a term) and `skr_nm` the skater's name as booked.
 *   `jnr_yn` Y for a junior (under 16 when booked). `enr_dt` the date booked. `fee_p` what was paid (the course fee,
 *   less 10% sibling discount for some juniors). `stat_cd` BKD booked on a course that has not started yet, ACT on a
 *   course that is running now, CMP completed the course, WDN withdrew; `wdn_dt` the date they withdrew (NULL unless
 *   WDN). `refund_p` the refund paid on withdrawal (the whole fee when they withdrew before the first lesson, none
 *   afterwards; NULL unless WDN). `pass_yn` the badge assessment at the last lesson: Y passed, N not passed; NULL
 *   when not assessed - withdrawn, course not finished yet, or a course with no badge (ADI, HKY, FIG).
 * - Ice hire bookings (`ice_bkg`): one slot of ice hired by one hirer. `hirer_nm` the club, school or party, as on
 *   its account; `acct_cd` its account code (CASH for one-off private parties, who pay when they book).
 *   `hirer_typ` IH ice hockey club, FS figure or synchronised skating club, CUR curling club, SCH school, PTY private
 *   or corporate party. `use_cd` what the ice is for: TRN club training or practice, MTC a match (Arrows home
 *   games), LSN a school group skating lesson, PTY a party. `ice_dt`, `start_tm`, `mins` the slot. `bkd_dt` the date
 *   the booking was made. `stat_cd` PRV provisional (pencilled in, not yet confirmed; only for future dates), CNF
 *   confirmed (for past dates: the ice was used), CXL cancelled. `rate_gbp_hr` the hourly rate in pounds: off-peak
 *   for slots starting before 07:00 or from 21:30, peak otherwise, a party rate for parties; rates went up on
 *   2025-04-01 and 2026-04-01. `amt_p` the charge for the slot = rate x minutes / 60; a cancelled booking still shows
 *   the charge it would have had but is never invoiced. Clubs are invoiced monthly in arrears: one invoice per
 *   account per month of ice, dated in the first days of the next month (so November 2026 ice is not invoiced yet);
 *   schools are invoiced when they book, parties pay when they book. `inv_no` the invoice the booking is on (several
 *   bookings share a club's monthly invoice; NULL = not invoiced), `inv_dt` its date, `paid_dt` the date the invoice
 *   was paid (NULL = unpaid; an invoice still unpaid is "outstanding").
 * - Café end-of-day Z readings (`cafe_z`): one row per till per trading day. `till_no` 1 the café counter (open every
 *   day the rink is open), 2 the rinkside hatch (Friday and Saturday evenings, and Sundays when the Arrows play at
 *   home). `n_txn` sales transactions, `gross_gbp` the day's takings including VAT, in pounds; `card_gbp` and
 *   `cash_gbp` the split by tender (they add up to `gross_gbp`). `void_n` transactions voided on the till (not in
 *   `n_txn` or the takings).
 *
 * Not recorded here: what the café sold (the till export holds daily totals only, no items or products); the
 *   identities, ages or postcodes of public skaters (tickets are walk-up; course skaters' ages and dates of birth
 *   are not kept either, only the junior flag); online versus door ticket sales; coaches' pay, staff wages or any
 *   payroll; energy, electricity or ice-plant running costs and other overheads; ice resurfacing and ice
 *   temperature logs; accidents, injuries or first-aid reports; lost property; skate sharpening and the pro shop;
 *   match results, scores and spectator numbers for hockey games; memberships, season passes and gift vouchers;
 *   waiting lists for full courses; customer feedback or reviews.
 *
 * Tables
 * - `sess_typ`: `typ_cd`, `typ_desc`, `adt_gbp`, `jnr_gbp`, `dur_min`.
 * - `pub_sess`: `sess_no`, `sess_dt`, `start_tm`, `typ_cd`, `cap`, `adm_adt`, `adm_jnr`, `adm_free`, `tkt_p`,
 *   `hire_n`, `hire_p`, `canc_yn`.
 * - `coach`: `coach_no`, `coach_nm`, `grade_cd`, `emp_yn`, `hky_yn`, `start_dt`, `end_dt`.
 * - `crs`: `crs_no`, `term_cd`, `lvl_cd`, `crs_nm`, `dow`, `start_tm`, `start_dt`, `n_wks`, `fee_gbp`, `cap`,
 *   `coach_no`.
 * - `enrol`: `enr_no`, `crs_no`, `skr_no`, `skr_nm`, `jnr_yn`, `enr_dt`, `fee_p`, `stat_cd`, `wdn_dt`, `refund_p`,
 *   `pass_yn`.
 * - `ice_bkg`: `bkg_no`, `hirer_nm`, `acct_cd`, `hirer_typ`, `use_cd`, `ice_dt`, `start_tm`, `mins`, `bkd_dt`,
 *   `stat_cd`, `rate_gbp_hr`, `amt_p`, `inv_no`, `inv_dt`, `paid_dt`.
 * - `cafe_z`: `z_no`, `trade_dt`, `till_no`, `n_txn`, `gross_gbp`, `card_gbp`, `cash_gbp`, `void_n`.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-01";
const LAST = "2026-11-24";
const DIARY_END = "2026-12-31";
const r = seededRandom(2611_2026);

const SHUTDOWNS: readonly [string, string][] = [
  ["2024-07-29", "2024-08-11"],
  ["2025-07-28", "2025-08-10"],
  ["2026-07-27", "2026-08-09"],
];
const PLANT_FAILURE: readonly [string, string] = ["2025-02-11", "2025-02-13"];
const inRange = (d: string, [a, b]: readonly [string, string]): boolean =>
  d >= a && d <= b;
const isOpen = (d: string): boolean =>
  d.slice(5) !== "12-25" && !SHUTDOWNS.some((s) => inRange(d, s));

const SCHOOL_HOLS: readonly [string, string][] = [
  ["2024-01-01", "2024-01-03"],
  ["2024-02-12", "2024-02-16"],
  ["2024-03-29", "2024-04-12"],
  ["2024-05-27", "2024-05-31"],
  ["2024-07-22", "2024-09-03"],
  ["2024-10-28", "2024-11-01"],
  ["2024-12-23", "2025-01-03"],
  ["2025-02-17", "2025-02-21"],
  ["2025-04-07", "2025-04-21"],
  ["2025-05-26", "2025-05-30"],
  ["2025-07-23", "2025-09-02"],
  ["2025-10-27", "2025-10-31"],
  ["2025-12-22", "2026-01-02"],
  ["2026-02-16", "2026-02-20"],
  ["2026-03-30", "2026-04-10"],
  ["2026-05-25", "2026-05-29"],
  ["2026-07-22", "2026-09-02"],
  ["2026-10-26", "2026-10-30"],
];
const isHoliday = (d: string): boolean =>
  SCHOOL_HOLS.some((h) => inRange(d, h));

const daysFrom = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
const pounds = (n: number): number => Math.round(n * 100) / 100;

// ------------------------------------------------------------------ session types
type SessType = {
  cd: string;
  desc: string;
  adt: number;
  jnr: number | null;
  mins: number;
};
const TYPES: SessType[] = [
  { cd: "GEN", desc: "General Skate", adt: 9.5, jnr: 7.5, mins: 120 },
  { cd: "DSC", desc: "Disco on Ice", adt: 11, jnr: 9, mins: 120 },
  { cd: "FAM", desc: "Family Skate", adt: 8, jnr: 6, mins: 90 },
  { cd: "TOT", desc: "Parent & Toddler", adt: 6.5, jnr: 4, mins: 60 },
  { cd: "ADL", desc: "Adults Only", adt: 9, jnr: null, mins: 90 },
];
const typeOf = (cd: string): SessType =>
  TYPES.find((t) => t.cd === cd) as SessType;

// Weekly public timetable: day of week (0 Sunday) -> sessions with a mean attendance and a junior share.
type Slot = { typ: string; tm: string; mean: number; jnr: number; hol: number };
const TIMETABLE: Record<number, Slot[]> = {
  1: [
    { typ: "TOT", tm: "10:00", mean: 28, jnr: 0.5, hol: 0.7 },
    { typ: "GEN", tm: "19:30", mean: 85, jnr: 0.35, hol: 1.3 },
  ],
  2: [{ typ: "GEN", tm: "12:00", mean: 55, jnr: 0.3, hol: 3 }],
  3: [
    { typ: "TOT", tm: "10:00", mean: 26, jnr: 0.5, hol: 0.7 },
    { typ: "ADL", tm: "20:00", mean: 45, jnr: 0, hol: 1 },
  ],
  4: [
    { typ: "GEN", tm: "12:00", mean: 50, jnr: 0.3, hol: 3 },
    { typ: "GEN", tm: "19:30", mean: 80, jnr: 0.35, hol: 1.3 },
  ],
  5: [
    { typ: "GEN", tm: "12:00", mean: 52, jnr: 0.3, hol: 3 },
    { typ: "DSC", tm: "19:30", mean: 190, jnr: 0.65, hol: 1.15 },
  ],
  6: [
    { typ: "GEN", tm: "10:00", mean: 150, jnr: 0.55, hol: 1.2 },
    { typ: "GEN", tm: "14:00", mean: 230, jnr: 0.55, hol: 1.2 },
    { typ: "DSC", tm: "19:30", mean: 255, jnr: 0.65, hol: 1.15 },
  ],
  0: [
    { typ: "FAM", tm: "10:00", mean: 120, jnr: 0.55, hol: 1.1 },
    { typ: "GEN", tm: "14:00", mean: 210, jnr: 0.55, hol: 1.2 },
  ],
};
const MONTH_FACTOR = [
  1.0, 1.0, 0.9, 0.85, 0.75, 0.7, 0.8, 0.85, 0.8, 0.95, 1.05, 1.3,
];
const YEAR_FACTOR: Record<string, number> = {
  "2024": 1.0,
  "2025": 1.06,
  "2026": 1.1,
};

const sessTypRows = TYPES.map((t) => [
  t.cd,
  t.desc,
  t.adt.toFixed(2),
  t.jnr === null ? null : t.jnr.toFixed(2),
  t.mins,
]);

const pubRows: unknown[][] = [];
const admissionsByDay = new Map<string, number>();
let sessNo = 500_000;
for (const d of daysFrom(START, LAST)) {
  if (!isOpen(d)) continue;
  const slots = TIMETABLE[dayOfWeek(d)] ?? [];
  let dayTotal = 0;
  for (const s of slots) {
    sessNo++;
    const t = typeOf(s.typ);
    const cap =
      s.typ === "TOT"
        ? 60
        : s.typ === "ADL"
          ? 200
          : s.typ === "FAM"
            ? 300
            : 350;
    const cancelled = inRange(d, PLANT_FAILURE) || r.chance(0.012);
    if (cancelled) {
      pubRows.push([sessNo, d, s.tm, s.typ, cap, 0, 0, 0, 0, 0, 0, "Y"]);
      continue;
    }
    const hol = isHoliday(d) ? s.hol : 1;
    const mean =
      s.mean *
      (MONTH_FACTOR[Number(d.slice(5, 7)) - 1] as number) *
      (YEAR_FACTOR[d.slice(0, 4)] as number) *
      hol;
    const free =
      s.typ === "ADL"
        ? 0
        : s.typ === "FAM" || s.typ === "TOT"
          ? r.int(0, 6)
          : r.int(0, 3);
    let paying = Math.round(mean * (0.72 + 0.56 * r.next()));
    paying = Math.max(4, Math.min(cap - free, paying));
    const jnrShare = Math.min(
      0.9,
      s.jnr * (isHoliday(d) && s.typ !== "TOT" && s.jnr > 0 ? 1.25 : 1),
    );
    const jnr =
      t.jnr === null
        ? 0
        : Math.round(paying * jnrShare * (0.85 + 0.3 * r.next()));
    const adt = paying - Math.min(jnr, paying - 1);
    const jnrN = paying - adt;
    const rise = d < "2025-04-01" ? 0.5 : 0;
    const tkt =
      Math.round(adt * (t.adt - rise) * 100) +
      (t.jnr === null ? 0 : Math.round(jnrN * (t.jnr - rise) * 100));
    const hireShare = s.typ === "TOT" ? 0.3 : s.typ === "ADL" ? 0.4 : 0.5;
    const hireN = Math.min(
      paying,
      Math.round(paying * hireShare * (0.8 + 0.4 * r.next())),
    );
    const hireP = hireN * (d < "2025-04-01" ? 300 : 350);
    pubRows.push([
      sessNo,
      d,
      s.tm,
      s.typ,
      cap,
      adt,
      jnrN,
      free,
      tkt,
      hireN,
      hireP,
      "N",
    ]);
    dayTotal += adt + jnrN + free;
  }
  admissionsByDay.set(d, dayTotal);
}

// ------------------------------------------------------------------ coaches
type Coach = {
  no: number;
  nm: string;
  grade: string;
  emp: string;
  hky: string;
  start: string;
  end: string | null;
};
const COACHES: Coach[] = [
  {
    no: 11,
    nm: "Helen Brightwell",
    grade: "L3",
    emp: "Y",
    hky: "N",
    start: "2011-09-05",
    end: null,
  },
  {
    no: 12,
    nm: "Tomasz Nowicki",
    grade: "L3",
    emp: "N",
    hky: "Y",
    start: "2016-01-11",
    end: null,
  },
  {
    no: 14,
    nm: "Aisha Rahman",
    grade: "L2",
    emp: "Y",
    hky: "N",
    start: "2019-04-01",
    end: null,
  },
  {
    no: 15,
    nm: "Gareth Pryce",
    grade: "L2",
    emp: "N",
    hky: "Y",
    start: "2014-09-01",
    end: "2025-07-31",
  },
  {
    no: 17,
    nm: "Chloe Fairbairn",
    grade: "L2",
    emp: "Y",
    hky: "N",
    start: "2021-09-06",
    end: null,
  },
  {
    no: 18,
    nm: "Daniel Okoro",
    grade: "L1",
    emp: "Y",
    hky: "N",
    start: "2023-01-09",
    end: "2025-03-31",
  },
  {
    no: 19,
    nm: "Martin Haigh",
    grade: "L2",
    emp: "N",
    hky: "N",
    start: "2018-01-08",
    end: "2024-12-20",
  },
  {
    no: 21,
    nm: "Megan Littlewood",
    grade: "L1",
    emp: "Y",
    hky: "N",
    start: "2024-04-08",
    end: null,
  },
  {
    no: 22,
    nm: "Sophie Kerr",
    grade: "L1",
    emp: "Y",
    hky: "N",
    start: "2025-04-01",
    end: null,
  },
  {
    no: 23,
    nm: "Ruslan Abdullayev",
    grade: "L3",
    emp: "N",
    hky: "N",
    start: "2025-09-01",
    end: null,
  },
  {
    no: 24,
    nm: "Priya Chauhan",
    grade: "L2",
    emp: "N",
    hky: "N",
    start: "2026-01-05",
    end: null,
  },
];
const coachRows = COACHES.map((c) => [
  c.no,
  c.nm,
  c.grade,
  c.emp,
  c.hky,
  c.start,
  c.end,
]);

// ------------------------------------------------------------------ courses
type Term = { cd: string; start: string; wks: number; newRate: boolean };
const TERMS: Term[] = [
  { cd: "SP24", start: "2024-01-08", wks: 10, newRate: false },
  { cd: "SU24", start: "2024-04-15", wks: 10, newRate: false },
  { cd: "AU24", start: "2024-09-09", wks: 13, newRate: false },
  { cd: "SP25", start: "2025-01-06", wks: 10, newRate: false },
  { cd: "SU25", start: "2025-04-28", wks: 10, newRate: true },
  { cd: "AU25", start: "2025-09-08", wks: 13, newRate: true },
  { cd: "SP26", start: "2026-01-05", wks: 10, newRate: true },
  { cd: "SU26", start: "2026-04-20", wks: 10, newRate: true },
  { cd: "AU26", start: "2026-09-07", wks: 13, newRate: true },
  { cd: "SP27", start: "2027-01-11", wks: 10, newRate: true },
];
const LEVELS: Record<
  string,
  { nm: string; cap: number; lesson: [number, number]; badge: number | null }
> = {
  SUK1: { nm: "Skate UK 1", cap: 12, lesson: [8.5, 9], badge: 0.8 },
  SUK2: { nm: "Skate UK 2", cap: 12, lesson: [8.5, 9], badge: 0.78 },
  SUK3: { nm: "Skate UK 3", cap: 12, lesson: [8.5, 9], badge: 0.76 },
  SUK4: { nm: "Skate UK 4", cap: 12, lesson: [8.5, 9], badge: 0.74 },
  SUK5: { nm: "Skate UK 5", cap: 10, lesson: [8.5, 9], badge: 0.72 },
  SUK6: { nm: "Skate UK 6", cap: 10, lesson: [8.5, 9], badge: 0.7 },
  ADB: { nm: "Adult Beginners", cap: 15, lesson: [10, 10.5], badge: 0.7 },
  ADI: { nm: "Adult Improvers", cap: 12, lesson: [10, 10.5], badge: null },
  HKY: { nm: "Junior Hockey Skills", cap: 16, lesson: [9.5, 10], badge: null },
  FIG: {
    nm: "Figure Skating Foundation",
    cap: 8,
    lesson: [13, 14],
    badge: null,
  },
};
const COURSE_SLOTS: { lvl: string; dow: number; tm: string }[] = [
  { lvl: "SUK1", dow: 1, tm: "16:30" },
  { lvl: "SUK2", dow: 1, tm: "17:15" },
  { lvl: "SUK3", dow: 2, tm: "16:30" },
  { lvl: "SUK4", dow: 2, tm: "17:15" },
  { lvl: "SUK1", dow: 3, tm: "16:30" },
  { lvl: "ADB", dow: 4, tm: "18:45" },
  { lvl: "ADI", dow: 4, tm: "19:30" },
  { lvl: "SUK1", dow: 6, tm: "08:30" },
  { lvl: "SUK2", dow: 6, tm: "08:30" },
  { lvl: "SUK3", dow: 6, tm: "09:15" },
  { lvl: "SUK5", dow: 6, tm: "09:15" },
  { lvl: "SUK6", dow: 6, tm: "10:00" },
  { lvl: "HKY", dow: 7, tm: "08:00" },
  { lvl: "FIG", dow: 7, tm: "08:45" },
];

type Course = {
  no: number;
  term: number;
  lvl: string;
  start: string;
  last: string;
  fee: number;
  cap: number;
  taken: number;
};
const courses: Course[] = [];
const crsRows: unknown[][] = [];
let crsNo = 3000;
TERMS.forEach((term, ti) => {
  const termEnd = addDays(term.start, term.wks * 7);
  const active = COACHES.filter(
    (c) => c.start <= term.start && (c.end === null || c.end >= termEnd),
  );
  const usedAt = new Map<string, Set<number>>();
  const load = new Map<number, number>();
  for (const slot of COURSE_SLOTS) {
    crsNo++;
    const lvl = LEVELS[slot.lvl] as (typeof LEVELS)[string];
    const key = `${slot.dow} ${slot.tm}`;
    const used = usedAt.get(key) ?? new Set<number>();
    let eligible = active.filter((c) => !used.has(c.no));
    if (slot.lvl === "HKY") eligible = eligible.filter((c) => c.hky === "Y");
    else if (slot.lvl === "FIG")
      eligible = eligible.filter((c) => c.grade === "L3" && c.hky === "N");
    else
      eligible = eligible.filter(
        (c) => c.hky === "N" && (slot.lvl <= "SUK4" || c.grade !== "L1"),
      );
    const least = Math.min(...eligible.map((c) => load.get(c.no) ?? 0));
    const coach = r.pick(
      eligible.filter((c) => (load.get(c.no) ?? 0) <= least + 1),
    );
    used.add(coach.no);
    usedAt.set(key, used);
    load.set(coach.no, (load.get(coach.no) ?? 0) + 1);
    const start = addDays(term.start, slot.dow - 1);
    const fee = pounds(lvl.lesson[term.newRate ? 1 : 0] * term.wks);
    const cap = lvl.cap;
    courses.push({
      no: crsNo,
      term: ti,
      lvl: slot.lvl,
      start,
      last: addDays(start, (term.wks - 1) * 7),
      fee,
      cap,
      taken: 0,
    });
    crsRows.push([
      crsNo,
      term.cd,
      slot.lvl,
      lvl.nm,
      slot.dow,
      slot.tm,
      start,
      term.wks,
      fee.toFixed(2),
      cap,
      coach.no,
    ]);
  }
});

// ------------------------------------------------------------------ skaters and enrolments
const KID_FIRST = [
  "Olivia",
  "Amelia",
  "Isla",
  "Ava",
  "Mia",
  "Ivy",
  "Lily",
  "Freya",
  "Florence",
  "Willow",
  "Poppy",
  "Sophia",
  "Evie",
  "Grace",
  "Ella",
  "Maya",
  "Aisha",
  "Zara",
  "Ruby",
  "Harper",
  "Noah",
  "Oliver",
  "George",
  "Leo",
  "Arthur",
  "Muhammad",
  "Oscar",
  "Harry",
  "Theo",
  "Jack",
  "Finley",
  "Freddie",
  "Archie",
  "Alfie",
  "Charlie",
  "Jacob",
  "Henry",
  "Max",
  "Reuben",
  "Ibrahim",
  "Kacper",
  "Nikola",
  "Hana",
  "Esme",
  "Matilda",
  "Eliza",
];
const ADULT_FIRST = [
  "Sarah",
  "Claire",
  "Emma",
  "Rachel",
  "Joanne",
  "Nicola",
  "Laura",
  "Gemma",
  "Priya",
  "Helen",
  "Kate",
  "Anna",
  "James",
  "David",
  "Mark",
  "Paul",
  "Richard",
  "Andrew",
  "Simon",
  "Stephen",
  "Chris",
  "Matthew",
  "Imran",
  "Tariq",
  "Lukasz",
  "Dominic",
  "Neil",
  "Gavin",
  "Fiona",
  "Lindsey",
];
const SURNAMES = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Walker",
  "Wood",
  "Thompson",
  "Wright",
  "Robinson",
  "Hughes",
  "Green",
  "Hall",
  "Lee",
  "Clarke",
  "Jackson",
  "Harrison",
  "Atkinson",
  "Shaw",
  "Holmes",
  "Barker",
  "Hirst",
  "Sykes",
  "Firth",
  "Haigh",
  "Ackroyd",
  "Butterfield",
  "Pickles",
  "Hussain",
  "Khan",
  "Ali",
  "Patel",
  "Begum",
  "Akhtar",
  "Kowalski",
  "Nowak",
  "O'Brien",
  "Murphy",
  "Campbell",
  "Stewart",
  "Mensah",
  "Okafor",
  "Nguyen",
  "Dixon",
  "Marsden",
  "Lumb",
  "Greenwood",
  "Crowther",
  "Ramsden",
  "Wainwright",
];
const usedNames = new Set<string>();
const kidName = uniqueNames(r, KID_FIRST, SURNAMES, usedNames);
const adultName = uniqueNames(r, ADULT_FIRST, SURNAMES, usedNames);

type Skater = {
  no: number;
  nm: string;
  jnr: boolean;
  next: string;
  lastTerm: number;
  keen: number;
  sibling: boolean;
};
const skaters: Skater[] = [];
let skrNo = 20_400;
const newSkater = (jnr: boolean, lvl: string, ti: number): Skater => {
  const [f, l] = jnr ? kidName() : adultName();
  const s: Skater = {
    no: ++skrNo,
    nm: `${f} ${l}`,
    jnr,
    next: lvl,
    lastTerm: ti,
    keen: r.next(),
    sibling: jnr && r.chance(0.12),
  };
  skaters.push(s);
  return s;
};
const NEXT_AFTER_PASS: Record<string, string> = {
  SUK1: "SUK2",
  SUK2: "SUK3",
  SUK3: "SUK4",
  SUK4: "SUK5",
  SUK5: "SUK6",
  ADB: "ADI",
};

// skaters already coming to lessons when the data starts (they took the autumn 2023 term)
for (const [lvl, n] of [
  ["SUK2", 20],
  ["SUK3", 17],
  ["SUK4", 14],
  ["SUK5", 10],
  ["SUK6", 8],
  ["ADB", 6],
  ["ADI", 10],
  ["HKY", 12],
  ["FIG", 6],
] as const) {
  for (let i = 0; i < n; i++)
    newSkater(lvl !== "ADB" && lvl !== "ADI", lvl, -1);
}

const enrolRows: unknown[][] = [];
let enrNo = 70_000;
TERMS.forEach((term, ti) => {
  const termCourses = courses.filter((c) => c.term === ti);
  const demand: Skater[] = [];
  for (const s of skaters) {
    if (s.lastTerm !== ti - 1 && !(s.lastTerm === ti - 2 && r.chance(0.15)))
      continue;
    if (s.next === "STOP") continue;
    const p = s.next === "FIG" || s.next === "HKY" ? 0.78 : 0.55 + 0.3 * s.keen;
    if (r.chance(p)) demand.push(s);
  }
  const growth = ti >= 6 ? 1.12 : ti >= 3 ? 1.05 : 1;
  for (let i = r.poisson(33 * growth); i > 0; i--)
    demand.push(newSkater(true, "SUK1", ti));
  for (let i = r.poisson(13 * growth); i > 0; i--)
    demand.push(newSkater(false, "ADB", ti));
  for (let i = r.poisson(5); i > 0; i--)
    demand.push(newSkater(true, "HKY", ti));
  for (let i = r.poisson(1.5); i > 0; i--)
    demand.push(newSkater(true, "FIG", ti));
  const openFrom = addDays(term.start, -70);
  for (const s of r.shuffle(demand)) {
    const options = termCourses.filter(
      (c) => c.lvl === s.next && c.taken < c.cap,
    );
    s.lastTerm = ti;
    if (options.length === 0) continue; // full: on the waiting list, not recorded
    const c = r.pick(options);
    c.taken++;
    const late = r.chance(0.05);
    const enrDt = late
      ? addDays(c.start, r.int(0, 12))
      : r.date(openFrom, addDays(term.start, -1));
    if (enrDt > LAST) {
      // not booked yet on the export date
      c.taken--;
      s.lastTerm = ti - 1;
      continue;
    }
    enrNo++;
    const fullFee = Math.round(c.fee * 100);
    const fee = s.sibling ? Math.round(fullFee * 0.9) : fullFee;
    let stat: string;
    let wdn: string | null = null;
    let refund: number | null = null;
    let pass: string | null = null;
    if (r.chance(0.065)) {
      const w = r.date(enrDt, c.last);
      if (w <= LAST) {
        wdn = w;
        refund = w < c.start ? fee : 0;
      }
    }
    const badge = (LEVELS[c.lvl] as (typeof LEVELS)[string]).badge;
    if (wdn !== null) {
      stat = "WDN";
      s.next = r.chance(0.4) ? s.next : "STOP";
    } else if (c.start > LAST) stat = "BKD";
    else {
      stat = c.last > LAST ? "ACT" : "CMP";
      if (badge !== null) {
        // a running course's result is not known yet, but it decides what the skater books next
        const passed = r.chance(badge);
        if (stat === "CMP") pass = passed ? "Y" : "N";
        if (passed) {
          if (c.lvl === "SUK6")
            s.next = r.weighted([
              ["FIG", 3],
              ["HKY", 2],
              ["STOP", 5],
            ] as const);
          else s.next = NEXT_AFTER_PASS[c.lvl] as string;
        }
      } else if (c.lvl === "ADI" && r.chance(0.25)) s.next = "STOP";
    }
    enrolRows.push([
      enrNo,
      c.no,
      s.no,
      s.nm,
      s.jnr ? "Y" : "N",
      enrDt,
      fee,
      stat,
      wdn,
      refund,
      pass,
    ]);
  }
});
enrolRows.sort(
  (a, b) =>
    String(a[5]).localeCompare(String(b[5])) ||
    (a[0] as number) - (b[0] as number),
);
enrolRows.forEach((row, i) => {
  row[0] = 70_001 + i;
});

// ------------------------------------------------------------------ ice hire
type Hirer = { nm: string; acct: string; typ: string; pay: [number, number] };
const ARROWS: Hirer = {
  nm: "Aire Valley Arrows",
  acct: "AVA01",
  typ: "IH",
  pay: [25, 85],
};
const JUNIORS: Hirer = {
  nm: "Aire Valley Junior Ice Hockey Club",
  acct: "AVJ01",
  typ: "IH",
  pay: [6, 30],
};
const LIONS: Hirer = {
  nm: "Leeds Lions Recreational IHC",
  acct: "LLR01",
  typ: "IH",
  pay: [10, 40],
};
const VALKYRIES: Hirer = {
  nm: "Kirkstall Valkyries Women's IHC",
  acct: "KVW01",
  typ: "IH",
  pay: [4, 20],
};
const FSC: Hirer = {
  nm: "Aire Valley Figure Skating Club",
  acct: "AVF01",
  typ: "FS",
  pay: [3, 24],
};
const SYNCHRO: Hirer = {
  nm: "White Rose Synchro",
  acct: "WRS01",
  typ: "FS",
  pay: [10, 35],
};
const CURLING: Hirer = {
  nm: "Yorkshire Curling Club",
  acct: "YCC01",
  typ: "CUR",
  pay: [8, 30],
};
const SCHOOLS: Hirer[] = [
  { nm: "Roundhay School", acct: "SCH03", typ: "SCH", pay: [5, 45] },
  {
    nm: "Prince Henry's Grammar School",
    acct: "SCH07",
    typ: "SCH",
    pay: [5, 45],
  },
  { nm: "Leeds West Academy", acct: "SCH11", typ: "SCH", pay: [5, 45] },
  { nm: "Horsforth School", acct: "SCH12", typ: "SCH", pay: [5, 45] },
  { nm: "Benton Park School", acct: "SCH15", typ: "SCH", pay: [5, 45] },
];
const CORPORATE = [
  "Arla Foods Kirkstall social club",
  "Leeds Teaching Hospitals Xmas party",
  "Asda House social committee",
  "Sky Betting & Gaming team night",
  "Yorkshire Building Society staff party",
  "First Direct Christmas social",
  "Burberry Castleford staff night",
];
const PARTY_SURNAMES = [
  "Okafor",
  "Patel",
  "Greenwood",
  "Harrison",
  "Nowak",
  "Sykes",
  "Begum",
  "Ramsden",
  "Campbell",
];

type Regular = {
  h: Hirer;
  dow: number;
  tm: string;
  mins: number;
  use: string;
  months: number[];
  from?: string;
  to?: string;
  p?: number;
};
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const SEASON = [1, 2, 3, 4, 5, 8, 9, 10, 11, 12];
const REGULARS: Regular[] = [
  { h: ARROWS, dow: 2, tm: "21:30", mins: 90, use: "TRN", months: SEASON },
  { h: ARROWS, dow: 4, tm: "21:30", mins: 90, use: "TRN", months: SEASON },
  {
    h: ARROWS,
    dow: 0,
    tm: "17:00",
    mins: 180,
    use: "MTC",
    months: [1, 2, 3, 9, 10, 11, 12],
    p: 0.5,
  },
  {
    h: JUNIORS,
    dow: 6,
    tm: "07:00",
    mins: 90,
    use: "TRN",
    months: ALL.filter((m) => m !== 8),
  },
  {
    h: JUNIORS,
    dow: 3,
    tm: "18:00",
    mins: 75,
    use: "TRN",
    months: ALL.filter((m) => m !== 8),
  },
  {
    h: LIONS,
    dow: 0,
    tm: "21:00",
    mins: 90,
    use: "TRN",
    months: ALL,
    to: "2025-06-30",
  },
  {
    h: VALKYRIES,
    dow: 1,
    tm: "21:30",
    mins: 75,
    use: "TRN",
    months: SEASON,
    from: "2025-01-06",
  },
  { h: FSC, dow: 1, tm: "06:00", mins: 90, use: "TRN", months: ALL },
  { h: FSC, dow: 3, tm: "06:00", mins: 90, use: "TRN", months: ALL },
  { h: FSC, dow: 5, tm: "06:00", mins: 90, use: "TRN", months: ALL },
  {
    h: SYNCHRO,
    dow: 6,
    tm: "17:00",
    mins: 60,
    use: "TRN",
    months: [1, 2, 3, 4, 9, 10, 11, 12],
  },
];

const rateFor = (d: string, tm: string, typ: string): number => {
  const p = d < "2025-04-01" ? 0 : d < "2026-04-01" ? 1 : 2;
  if (typ === "PTY") return [250, 265, 280][p] as number;
  if (tm < "07:00" || tm >= "21:30") return [140, 150, 155][p] as number;
  return [195, 210, 220][p] as number;
};

type Booking = {
  h: Hirer;
  nm: string;
  use: string;
  d: string;
  tm: string;
  mins: number;
  bkd: string;
  stat: string;
  rate: number;
  amt: number;
  inv: number | null;
  invDt: string | null;
  paid: string | null;
};
const bookings: Booking[] = [];
const book = (
  h: Hirer,
  nm: string,
  use: string,
  d: string,
  tm: string,
  mins: number,
  lead: [number, number],
): void => {
  let bkd = addDays(d, -r.int(lead[0], lead[1]));
  if (bkd > LAST) bkd = r.date(addDays(LAST, -45), LAST);
  let stat: string;
  if (d <= LAST)
    stat = r.chance(h.typ === "SCH" || h.typ === "PTY" ? 0.08 : 0.035)
      ? "CXL"
      : "CNF";
  else
    stat = r.chance(0.02)
      ? "CXL"
      : r.chance(h.typ === "PTY" ? 0.45 : 0.22)
        ? "PRV"
        : "CNF";
  const rate = rateFor(d, tm, h.typ);
  bookings.push({
    h,
    nm,
    use,
    d,
    tm,
    mins,
    bkd,
    stat,
    rate,
    amt: Math.round((rate * mins * 100) / 60),
    inv: null,
    invDt: null,
    paid: null,
  });
};

let partyMonthCount = 0;
for (const d of daysFrom(START, DIARY_END)) {
  if (!isOpen(d)) continue;
  const dow = dayOfWeek(d);
  const month = Number(d.slice(5, 7));
  for (const reg of REGULARS) {
    if (reg.dow !== dow || !reg.months.includes(month)) continue;
    if ((reg.from && d < reg.from) || (reg.to && d > reg.to)) continue;
    if (reg.p !== undefined && !r.chance(reg.p)) continue;
    book(reg.h, reg.h.nm, reg.use, d, reg.tm, reg.mins, [14, 80]);
  }
  // curling: first Saturday of the month, October to March, after the disco
  if (
    dow === 6 &&
    Number(d.slice(8, 10)) <= 7 &&
    [1, 2, 3, 10, 11, 12].includes(month)
  ) {
    book(CURLING, CURLING.nm, "TRN", d, "21:45", 120, [20, 70]);
  }
  // schools: Monday and Wednesday early afternoons in term time
  if (
    (dow === 1 || dow === 3) &&
    !isHoliday(d) &&
    month !== 8 &&
    r.chance(0.25)
  ) {
    const h = r.pick(SCHOOLS);
    book(h, h.nm, "LSN", d, "13:00", 60, [10, 60]);
  }
  // parties: corporate Friday nights in December, birthday parties some Sunday lunchtimes
  if (dow === 5 && month === 12) {
    const nm = CORPORATE[partyMonthCount++ % CORPORATE.length] as string;
    book(
      { nm, acct: "CASH", typ: "PTY", pay: [0, 0] },
      nm,
      "PTY",
      d,
      "21:45",
      90,
      [30, 90],
    );
  } else if (dow === 0 && r.chance(0.17)) {
    const nm = `Private party - ${r.pick(PARTY_SURNAMES)}`;
    book(
      { nm, acct: "CASH", typ: "PTY", pay: [0, 0] },
      nm,
      "PTY",
      d,
      "12:00",
      90,
      [7, 45],
    );
  }
}
bookings.sort((a, b) => a.d.localeCompare(b.d) || a.tm.localeCompare(b.tm));

// invoices: clubs monthly in arrears, schools on booking, parties pay on booking
type Invoice = { dt: string; paid: string | null; items: Booking[] };
const invoices: Invoice[] = [];
const clubMonths = new Map<string, Booking[]>();
for (const b of bookings) {
  if (b.stat === "CXL") continue;
  if (b.h.typ === "SCH" || b.h.typ === "PTY") {
    const paid =
      b.h.typ === "PTY" ? b.bkd : addDays(b.bkd, r.int(b.h.pay[0], b.h.pay[1]));
    invoices.push({ dt: b.bkd, paid: paid <= LAST ? paid : null, items: [b] });
  } else if (b.d < "2026-11-01") {
    const key = `${b.d.slice(0, 7)} ${b.h.acct}`;
    const list = clubMonths.get(key) ?? [];
    list.push(b);
    clubMonths.set(key, list);
  }
}
for (const [key, items] of clubMonths) {
  const first = `${key.slice(0, 7)}-01`;
  const next = addDays(first, 32).slice(0, 7);
  const dt = addDays(`${next}-01`, r.int(0, 3));
  const h = (items[0] as Booking).h;
  let paid: string | null = addDays(dt, r.int(h.pay[0], h.pay[1]));
  if (h === LIONS && key.startsWith("2025-06")) paid = null; // the Lions folded owing their last month
  invoices.push({
    dt,
    paid: paid !== null && paid <= LAST ? paid : null,
    items,
  });
}
invoices.sort(
  (a, b) =>
    a.dt.localeCompare(b.dt) ||
    (a.items[0] as Booking).h.acct.localeCompare(
      (b.items[0] as Booking).h.acct,
    ),
);
invoices.forEach((inv, i) => {
  for (const b of inv.items) {
    b.inv = 40_101 + i;
    b.invDt = inv.dt;
    b.paid = inv.paid;
  }
});
const bkgRows = bookings.map((b, i) => [
  880_001 + i,
  b.nm,
  b.h.acct,
  b.h.typ,
  b.use,
  b.d,
  b.tm,
  b.mins,
  b.bkd,
  b.stat,
  b.rate.toFixed(2),
  b.amt,
  b.inv === null ? null : `SI${pad(b.inv, 6)}`,
  b.invDt,
  b.paid,
]);

// ------------------------------------------------------------------ café Z readings
const homeGames = new Set(
  bookings.filter((b) => b.use === "MTC" && b.stat === "CNF").map((b) => b.d),
);
const cafeRows: unknown[][] = [];
let zNo = 0;
for (const d of daysFrom(START, LAST)) {
  if (!isOpen(d)) continue;
  const yr = d.slice(0, 4);
  const spend = yr === "2024" ? 4.2 : yr === "2025" ? 4.5 : 4.8;
  const cardShare = yr === "2024" ? 0.72 : yr === "2025" ? 0.8 : 0.87;
  const adm = admissionsByDay.get(d) ?? 0;
  const tills: [number, number, number][] = [];
  tills.push([
    1,
    Math.round(adm * 0.27 * (0.85 + 0.3 * r.next()) + r.int(25, 45)),
    spend,
  ]);
  const dow = dayOfWeek(d);
  if (dow === 5 || dow === 6 || homeGames.has(d)) {
    const n = homeGames.has(d) ? r.int(150, 260) : r.int(40, 110);
    tills.push([2, n, spend * 0.8]);
  }
  for (const [till, n, avg] of tills) {
    zNo++;
    const gross = pounds(n * avg * (0.9 + 0.2 * r.next()));
    const card = pounds(
      gross * Math.min(0.98, cardShare + 0.08 * (r.next() - 0.5)),
    );
    cafeRows.push([
      zNo,
      d,
      till,
      n,
      gross.toFixed(2),
      card.toFixed(2),
      pounds(gross - card).toFixed(2),
      r.poisson(0.6),
    ]);
  }
}

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  return [
    "CREATE SCHEMA icedesk;",
    `CREATE TABLE icedesk.sess_typ (
  typ_cd varchar(3) PRIMARY KEY,
  typ_desc varchar(40) NOT NULL,
  adt_gbp numeric(6,2) NOT NULL,
  jnr_gbp numeric(6,2),
  dur_min integer NOT NULL
);`,
    `CREATE TABLE icedesk.pub_sess (
  sess_no integer PRIMARY KEY,
  sess_dt date NOT NULL,
  start_tm varchar(5) NOT NULL,
  typ_cd varchar(3) NOT NULL REFERENCES icedesk.sess_typ (typ_cd),
  cap integer NOT NULL,
  adm_adt integer NOT NULL,
  adm_jnr integer NOT NULL,
  adm_free integer NOT NULL,
  tkt_p integer NOT NULL,
  hire_n integer NOT NULL,
  hire_p integer NOT NULL,
  canc_yn char(1) NOT NULL
);`,
    `CREATE TABLE icedesk.coach (
  coach_no integer PRIMARY KEY,
  coach_nm varchar(60) NOT NULL,
  grade_cd varchar(2) NOT NULL,
  emp_yn char(1) NOT NULL,
  hky_yn char(1) NOT NULL,
  start_dt date NOT NULL,
  end_dt date
);`,
    `CREATE TABLE icedesk.crs (
  crs_no integer PRIMARY KEY,
  term_cd varchar(4) NOT NULL,
  lvl_cd varchar(4) NOT NULL,
  crs_nm varchar(40) NOT NULL,
  dow smallint NOT NULL,
  start_tm varchar(5) NOT NULL,
  start_dt date NOT NULL,
  n_wks smallint NOT NULL,
  fee_gbp numeric(7,2) NOT NULL,
  cap smallint NOT NULL,
  coach_no integer REFERENCES icedesk.coach (coach_no)
);`,
    `CREATE TABLE icedesk.enrol (
  enr_no integer PRIMARY KEY,
  crs_no integer NOT NULL REFERENCES icedesk.crs (crs_no),
  skr_no integer NOT NULL,
  skr_nm varchar(60) NOT NULL,
  jnr_yn char(1) NOT NULL,
  enr_dt date NOT NULL,
  fee_p integer NOT NULL,
  stat_cd varchar(3) NOT NULL,
  wdn_dt date,
  refund_p integer,
  pass_yn char(1)
);`,
    `CREATE TABLE icedesk.ice_bkg (
  bkg_no integer PRIMARY KEY,
  hirer_nm varchar(80) NOT NULL,
  acct_cd varchar(5) NOT NULL,
  hirer_typ varchar(3) NOT NULL,
  use_cd varchar(3) NOT NULL,
  ice_dt date NOT NULL,
  start_tm varchar(5) NOT NULL,
  mins integer NOT NULL,
  bkd_dt date NOT NULL,
  stat_cd varchar(3) NOT NULL,
  rate_gbp_hr numeric(7,2) NOT NULL,
  amt_p integer NOT NULL,
  inv_no varchar(8),
  inv_dt date,
  paid_dt date
);`,
    `CREATE TABLE icedesk.cafe_z (
  z_no integer PRIMARY KEY,
  trade_dt date NOT NULL,
  till_no smallint NOT NULL,
  n_txn integer NOT NULL,
  gross_gbp numeric(9,2) NOT NULL,
  card_gbp numeric(9,2) NOT NULL,
  cash_gbp numeric(9,2) NOT NULL,
  void_n integer NOT NULL
);`,
    insertRows(
      "icedesk.sess_typ",
      ["typ_cd", "typ_desc", "adt_gbp", "jnr_gbp", "dur_min"],
      sessTypRows,
    ),
    insertRows(
      "icedesk.pub_sess",
      [
        "sess_no",
        "sess_dt",
        "start_tm",
        "typ_cd",
        "cap",
        "adm_adt",
        "adm_jnr",
        "adm_free",
        "tkt_p",
        "hire_n",
        "hire_p",
        "canc_yn",
      ],
      pubRows,
    ),
    insertRows(
      "icedesk.coach",
      [
        "coach_no",
        "coach_nm",
        "grade_cd",
        "emp_yn",
        "hky_yn",
        "start_dt",
        "end_dt",
      ],
      coachRows,
    ),
    insertRows(
      "icedesk.crs",
      [
        "crs_no",
        "term_cd",
        "lvl_cd",
        "crs_nm",
        "dow",
        "start_tm",
        "start_dt",
        "n_wks",
        "fee_gbp",
        "cap",
        "coach_no",
      ],
      crsRows,
    ),
    insertRows(
      "icedesk.enrol",
      [
        "enr_no",
        "crs_no",
        "skr_no",
        "skr_nm",
        "jnr_yn",
        "enr_dt",
        "fee_p",
        "stat_cd",
        "wdn_dt",
        "refund_p",
        "pass_yn",
      ],
      enrolRows,
    ),
    insertRows(
      "icedesk.ice_bkg",
      [
        "bkg_no",
        "hirer_nm",
        "acct_cd",
        "hirer_typ",
        "use_cd",
        "ice_dt",
        "start_tm",
        "mins",
        "bkd_dt",
        "stat_cd",
        "rate_gbp_hr",
        "amt_p",
        "inv_no",
        "inv_dt",
        "paid_dt",
      ],
      bkgRows,
    ),
    insertRows(
      "icedesk.cafe_z",
      [
        "z_no",
        "trade_dt",
        "till_no",
        "n_txn",
        "gross_gbp",
        "card_gbp",
        "cash_gbp",
        "void_n",
      ],
      cafeRows,
    ),
  ].join("\n\n");
}
