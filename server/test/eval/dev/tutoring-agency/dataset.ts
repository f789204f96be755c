/**
 * Kingfisher Tutors is a private home-tutoring agency in Kingston upon Thames (south-west London), covering Kingston,
 * Surbiton, New Malden, Richmond, Twickenham, Teddington, Wimbledon and Putney. It matches self-employed tutors with
 * school children (and a few adult learners) for one-to-one lessons, either in person at the family's home or online
 * by video call. Parents (or whoever pays, "the payer") hold a family account; a family may have several children
 * registered as students. Subjects run from primary (KS2) and 11+ grammar-school entrance preparation up to GCSE and
 * A-level. A new student's first lesson is a free trial (the tutor is still paid for it). After that, families either
 * pay as they go (each lesson invoiced at the hourly rate for its level) or buy a package of prepaid hours in advance
 * at a discount; lessons are drawn from the package until its hours are used up. Packages expire 12 months after
 * purchase and unused hours are then lost, unless the office agrees a refund when a student leaves. Tutors are paid
 * per lesson at a rate that depends on their pay band, the level, and whether the lesson was in person (a travel
 * supplement). Families who cancel with less than 24 hours' notice are normally charged in full (the tutor gets half
 * pay) but the office may waive the charge; cancellations with more notice, or by the tutor or the agency, are free.
 * Families tell the office their children's exam results in August (GCSE and A-level) and October (11+), and the
 * office records them.
 *
 * This is an export of the agency's booking package "TutorDesk" (schema `tdesk`), taken on the morning of Wednesday
 * 2026-10-14 with everything up to the end of Tuesday 2026-10-13, plus the lessons already booked ahead (to
 * 2026-11-20). TutorDesk went live in late August 2024: lessons start on Monday 2024-09-02; families and students
 * registered before then were migrated with their original registration dates.
 *
 * UNITS: money is in pounds sterling (GBP) with pence (`price`, `refund_amt`, `fee`, `tut_pay`). Durations in
 * minutes (`dur_min`); package sizes and usage in hours (`n_hrs`, `hrs_used`). Dates and times are UK local time.
 * Rates went up on 2025-09-01 (families +GBP 3 an hour, tutors +GBP 1 an hour).
 *
 * Business terms and codes:
 * - Levels (`lvl_cd`): KS2 primary (Years 3-6), 11P 11+ entrance-exam preparation (Years 4-6; exams in September
 *   of Year 6), KS3 Years 7-9, GCSE Years 10-11, ALVL A-level (Years 12-13, including sixth-form college), ADU adult
 *   learner. Hourly rate to families until 2025-08-31: KS2 40, KS3 44, GCSE 48, ALVL 56, 11P 50, ADU 48; from
 *   2025-09-01 GBP 3 more each.
 * - Subjects (`subj`): `subj_cd` code, `subj_nm` name, `grp_cd` STM sciences & maths, HUM humanities, LAN languages,
 *   ENT entrance exams (11+).
 * - Tutors (`tutor`): `fnm`, `snm` first and last name; `email`, `mob` mobile, `pcode` home postcode. `qual_cd` QTS
 *   qualified teacher, EXM also an exam-board examiner, PGR postgraduate, UGR undergraduate. `band` pay band 1-3
 *   (3 highest). `dbs_dt` date of the tutor's latest DBS (criminal record) check, NULL = not on file. `start_dt`
 *   joined the agency, `end_dt` left (NULL = still on the books; a tutor on a break keeps `end_dt` NULL).
 *   `onl_only` Y = teaches online only. `int_yn` Y = internal/test record (the office's "Demo Tutor"), not a real
 *   tutor: leave it out of all business figures.
 * - Tutor subjects (`tut_subj`): the subjects each tutor is set up to teach, and `max_lvl` the highest level they
 *   take (KS3, GCSE, ALVL; 11P for 11+ preparation). A tutor set up for a subject at ALVL also takes it at lower
 *   levels and for adults.
 * - Families (`fam`): the paying account. `acct_ref` the account reference shown on invoices. `title`, `payer_fnm`,
 *   `payer_snm` the payer. `email`, `pcode` the home postcode (lessons in person take place there; the part before
 *   the space is the postcode district, e.g. KT2). `src_cd` how they heard of us: WEB website/search, REF
 *   recommended by another family, SCH school newsletter or noticeboard, SOC social media, DIR online tutor
 *   directory. `reg_dt` account opened. `del_yn` Y = deleted in the app (duplicate accounts entered by mistake,
 *   with their duplicate students): ignore them. `int_yn` Y = the office's test account: ignore it.
 * - Students (`stu`): `fam_id` their family. `fnm`, `snm` the student's name. `yr_grp` school year group (1-13)
 *   when the student was registered (not updated since; NULL = adult learner). `school_nm` school or college (NULL
 *   for adults). `sen_yn` Y = special educational needs noted. `reg_dt` registered. `stat_cd` A active, P paused
 *   (taking a break, expected back), L left; `left_dt` when they left (NULL unless L). The office does not always
 *   update the status: some "active" students have had no lessons for months. `del_yn` Y = deleted duplicate.
 * - Packages (`pkg`): prepaid lesson hours bought for one student. `n_hrs` hours bought (5, 10 or 20; 6, 12 or 24
 *   for students on 45- or 90-minute lessons), `price` paid (10-hour and 12-hour packages 5% off the hourly rate,
 *   20 and 24 hours 10% off). `buy_dt` bought, `exp_dt` expires (a year later). `pay_mth` CRD card, BAC bank
 *   transfer, CHQ cheque. `hrs_used` hours drawn so far by lessons. `stat_cd` A open (hours left), U used up, E
 *   expired with hours unused (lost), R refunded: `refund_amt` paid back for the unused hours on `refund_dt` (one
 *   package paid twice by mistake was refunded in full).
 * - Lessons (`lsn`): one booked lesson. `stu_id`, `tutor_id`, `subj_cd`, `lvl_cd`. `lsn_dt`, `start_tm` when;
 *   `dur_min` length (45, 60 or 90). `mode_cd` O online, P in person. `stat_cd` B booked (in the future), C
 *   completed (took place), X cancelled, N no-show (the student was not there; charged in full and the tutor paid in
 *   full). `trial_yn` Y = the student's free first lesson. `cxl_by` who cancelled: F family, T tutor, A agency (office
 *   could not find cover, bad weather). `cxl_ts` when the cancellation was made; a family cancellation under 24
 *   hours before `lsn_dt` + `start_tm` is a late cancellation. `cxl_chg_yn` Y = the cancellation was charged to the
 *   family (late cancellations, unless the office waived it), N = not charged. `pkg_id` the package the lesson's
 *   hours were drawn from (NULL for pay-as-you-go lessons, trials, free cancellations and lessons not yet taken).
 *   `fee` what the family is charged for the lesson: for pay-as-you-go the hourly rate times the length, for
 *   package lessons the package's price per hour times the length; 0 for trial lessons and free cancellations;
 *   NULL while booked. `tut_pay` what the tutor is paid for it: full pay for completed lessons and no-shows, half
 *   for charged cancellations, 0 for free cancellations; NULL while booked. The Demo Tutor's test lessons (for the
 *   test account) carry a fee of GBP 1.
 * - Exam results (`exam_res`): results the families reported for tutored subjects. `lvl_cd` GCSE, ALVL or 11P.
 *   `series` JUN25 / JUN26 summer GCSE and A-level exams (results days 14 and 21 August 2025, 13 and 20 August 2026),
 *   SEP25 / SEP26 11+ entrance exams (results in October). `grade` GCSE 9 (best) to 1, A-level A*, A, B, C, D, E, U;
 *   11+ PASS (qualified for grammar school) or FAIL. `tgt_grade` the target grade agreed when tutoring started (NULL
 *   = none set; never set for 11+). `rpt_dt` when the result was reported, `rpt_by` P parent, S student, T tutor.
 *
 * Not recorded here: enquiries or leads that never registered; marketing or advertising spend; families' reviews or
 *   ratings of tutors; reasons why students left; tutors' travel time, mileage or expenses; lesson preparation and
 *   marking time; lesson notes, homework or attendance beyond the lesson status; students' dates of birth or ages;
 *   school reports and mock exam grades; exam results the families did not report; whether pay-as-you-go invoices
 *   have been paid; tutors' tax, invoices or payment dates; the video platform used for online lessons.
 *
 * Tables
 * - `subj`: `subj_cd`, `subj_nm`, `grp_cd`.
 * - `tutor`: `tutor_id`, `fnm`, `snm`, `email`, `mob`, `pcode`, `qual_cd`, `band`, `dbs_dt`, `start_dt`, `end_dt`,
 *   `onl_only`, `int_yn`.
 * - `tut_subj`: `tutor_id`, `subj_cd`, `max_lvl`.
 * - `fam`: `fam_id`, `acct_ref`, `title`, `payer_fnm`, `payer_snm`, `email`, `pcode`, `src_cd`, `reg_dt`, `del_yn`,
 *   `int_yn`.
 * - `stu`: `stu_id`, `fam_id`, `fnm`, `snm`, `yr_grp`, `school_nm`, `sen_yn`, `reg_dt`, `stat_cd`, `left_dt`,
 *   `del_yn`.
 * - `pkg`: `pkg_id`, `fam_id`, `stu_id`, `n_hrs`, `price`, `buy_dt`, `exp_dt`, `pay_mth`, `hrs_used`, `stat_cd`,
 *   `refund_amt`, `refund_dt`.
 * - `lsn`: `lsn_id`, `stu_id`, `tutor_id`, `subj_cd`, `lvl_cd`, `lsn_dt`, `start_tm`, `dur_min`, `mode_cd`,
 *   `stat_cd`, `trial_yn`, `cxl_by`, `cxl_ts`, `cxl_chg_yn`, `pkg_id`, `fee`, `tut_pay`.
 * - `exam_res`: `res_id`, `stu_id`, `subj_cd`, `lvl_cd`, `series`, `grade`, `tgt_grade`, `rpt_dt`, `rpt_by`.
 */
import {
  addDays,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const FIRST_LESSON = "2024-09-02";
const LAST = "2026-10-13"; // last day of the export
const TODAY = "2026-10-14";
const r = seededRandom(7_1014_2026);

type Lvl = "KS2" | "KS3" | "GCSE" | "ALVL" | "11P" | "ADU";
const LVL_RANK: Record<string, number> = { KS2: 1, KS3: 2, GCSE: 3, ALVL: 4 };

// ------------------------------------------------------------------ calendar
const HOLIDAYS: [string, string][] = [
  ["2024-10-28", "2024-11-01"],
  ["2024-12-21", "2025-01-05"],
  ["2025-02-17", "2025-02-21"],
  ["2025-04-05", "2025-04-21"],
  ["2025-05-26", "2025-05-30"],
  ["2025-07-23", "2025-09-02"],
  ["2025-10-27", "2025-10-31"],
  ["2025-12-20", "2026-01-04"],
  ["2026-02-16", "2026-02-20"],
  ["2026-03-30", "2026-04-12"],
  ["2026-05-25", "2026-05-29"],
  ["2026-07-22", "2026-09-02"],
  ["2026-10-26", "2026-10-30"],
];
const inHoliday = (d: string): boolean =>
  HOLIDAYS.some(([a, b]) => d >= a && d <= b);
const isEaster = (d: string): boolean =>
  (d >= "2025-04-05" && d <= "2025-04-21") ||
  (d >= "2026-03-30" && d <= "2026-04-12");
const noLessonDay = (d: string): boolean =>
  ENGLAND_BANK_HOLIDAYS.has(d) ||
  d.slice(5) === "12-24" ||
  d.slice(5) === "12-31" ||
  d.slice(5) === "12-27";
const acYear = (d: string): number => {
  const y = Number(d.slice(0, 4));
  return Number(d.slice(5, 7)) >= 9 ? y : y - 1;
};

// ------------------------------------------------------------------ subjects
const SUBJECTS: [string, string, string][] = [
  ["MAT", "Maths", "STM"],
  ["ENG", "English", "HUM"],
  ["PHY", "Physics", "STM"],
  ["CHE", "Chemistry", "STM"],
  ["BIO", "Biology", "STM"],
  ["CMP", "Computer Science", "STM"],
  ["ECO", "Economics", "HUM"],
  ["HIS", "History", "HUM"],
  ["GEO", "Geography", "HUM"],
  ["FRE", "French", "LAN"],
  ["SPA", "Spanish", "LAN"],
  ["LAT", "Latin", "LAN"],
  ["11P", "11+ Preparation", "ENT"],
];

// ------------------------------------------------------------------ tutors
type Tutor = {
  id: number;
  fnm: string;
  snm: string;
  pcode: string;
  qual: string;
  band: number;
  dbs: string | null;
  start: string;
  end: string | null;
  pause: string | null; // takes no lessons from this date (still on the books)
  onl: boolean;
  subj: [string, string][];
  w: number;
  cxl: number;
  int: boolean;
};
const T = (
  id: number,
  fnm: string,
  snm: string,
  pcode: string,
  qual: string,
  band: number,
  dbs: string | null,
  start: string,
  end: string | null,
  onl: boolean,
  subj: [string, string][],
  w: number,
  cxl: number,
  pause: string | null = null,
): Tutor => ({
  id,
  fnm,
  snm,
  pcode,
  qual,
  band,
  dbs,
  start,
  end,
  pause,
  onl,
  subj,
  w,
  cxl,
  int: false,
});
const TUTORS: Tutor[] = [
  T(
    101,
    "Priya",
    "Shah",
    "KT2 6PL",
    "QTS",
    3,
    "2024-02-12",
    "2019-09-02",
    null,
    false,
    [
      ["MAT", "ALVL"],
      ["PHY", "GCSE"],
    ],
    10,
    0.01,
  ),
  T(
    102,
    "Tom",
    "Hargreaves",
    "TW1 3RE",
    "QTS",
    3,
    "2023-05-30",
    "2018-01-08",
    null,
    false,
    [
      ["ENG", "ALVL"],
      ["HIS", "ALVL"],
    ],
    8,
    0.015,
  ),
  T(
    103,
    "Sophie",
    "Becker",
    "SW19 2AB",
    "PGR",
    2,
    "2024-09-20",
    "2021-10-04",
    null,
    false,
    [
      ["FRE", "ALVL"],
      ["SPA", "GCSE"],
    ],
    7,
    0.02,
  ),
  T(
    104,
    "Daniel",
    "Okafor",
    "KT6 4DH",
    "EXM",
    3,
    "2022-11-03",
    "2017-09-11",
    null,
    false,
    [
      ["CHE", "ALVL"],
      ["BIO", "ALVL"],
    ],
    9,
    0.01,
  ),
  T(
    105,
    "Hannah",
    "Lewis",
    "KT1 2QS",
    "QTS",
    2,
    "2025-01-15",
    "2020-02-03",
    null,
    false,
    [
      ["11P", "11P"],
      ["MAT", "KS3"],
      ["ENG", "KS3"],
    ],
    9,
    0.02,
  ),
  T(
    106,
    "James",
    "Whitfield",
    "TW9 1EU",
    "PGR",
    2,
    "2023-08-21",
    "2022-09-05",
    null,
    false,
    [
      ["MAT", "GCSE"],
      ["PHY", "ALVL"],
    ],
    8,
    0.03,
  ),
  T(
    107,
    "Amelia",
    "Clarke",
    "KT3 5JX",
    "UGR",
    1,
    "2024-10-01",
    "2023-09-18",
    null,
    true,
    [
      ["ENG", "GCSE"],
      ["11P", "11P"],
    ],
    6,
    0.025,
  ),
  T(
    108,
    "Rajesh",
    "Iyer",
    "SW15 6QA",
    "PGR",
    2,
    null,
    "2022-01-10",
    null,
    true,
    [
      ["CMP", "ALVL"],
      ["MAT", "ALVL"],
    ],
    7,
    0.02,
  ),
  T(
    109,
    "Charlotte",
    "Evans",
    "KT5 8LR",
    "UGR",
    1,
    "2023-09-27",
    "2023-09-04",
    "2025-07-31",
    false,
    [
      ["BIO", "GCSE"],
      ["CHE", "GCSE"],
    ],
    6,
    0.04,
  ),
  T(
    110,
    "Oliver",
    "Grant",
    "TW10 6HJ",
    "PGR",
    2,
    "2024-04-08",
    "2021-04-12",
    null,
    false,
    [
      ["ECO", "ALVL"],
      ["MAT", "GCSE"],
    ],
    7,
    0.015,
  ),
  T(
    111,
    "Fatima",
    "Rahman",
    "KT4 7DF",
    "QTS",
    2,
    "2025-06-02",
    "2020-09-07",
    null,
    false,
    [
      ["MAT", "GCSE"],
      ["11P", "11P"],
    ],
    9,
    0.01,
  ),
  T(
    112,
    "Lucy",
    "Morgan",
    "TW11 8QT",
    "EXM",
    3,
    "2021-03-19",
    "2016-05-03",
    null,
    false,
    [["ENG", "ALVL"]],
    6,
    0.005,
  ),
  T(
    113,
    "Ben",
    "Adeyemi",
    "SW20 0BQ",
    "UGR",
    1,
    "2025-09-24",
    "2025-10-01",
    null,
    false,
    [
      ["PHY", "ALVL"],
      ["MAT", "ALVL"],
    ],
    8,
    0.06,
  ),
  T(
    114,
    "Grace",
    "Holloway",
    "KT2 5NB",
    "UGR",
    1,
    "2024-07-11",
    "2024-06-03",
    null,
    true,
    [
      ["11P", "11P"],
      ["ENG", "KS3"],
    ],
    6,
    0.02,
  ),
  T(
    115,
    "Marek",
    "Nowak",
    "KT1 3HY",
    "UGR",
    1,
    "2022-08-30",
    "2022-09-12",
    "2026-03-31",
    false,
    [
      ["MAT", "GCSE"],
      ["CHE", "GCSE"],
    ],
    7,
    0.07,
  ),
  T(
    116,
    "Isabel",
    "Ferreira",
    "TW2 7SJ",
    "PGR",
    2,
    "2024-01-22",
    "2023-01-09",
    null,
    false,
    [
      ["SPA", "ALVL"],
      ["FRE", "GCSE"],
    ],
    6,
    0.015,
  ),
  T(
    117,
    "Edward",
    "Pryce",
    "SW14 8AR",
    "UGR",
    1,
    "2024-11-05",
    "2024-10-14",
    null,
    false,
    [
      ["HIS", "GCSE"],
      ["ENG", "GCSE"],
    ],
    5,
    0.03,
  ),
  T(
    118,
    "Anjali",
    "Patel",
    "KT6 7EW",
    "PGR",
    2,
    "2023-12-01",
    "2023-11-06",
    null,
    false,
    [
      ["BIO", "ALVL"],
      ["CHE", "ALVL"],
    ],
    7,
    0.02,
  ),
  T(
    119,
    "Chloe",
    "Bennett",
    "KT3 6AA",
    "UGR",
    1,
    "2026-09-15",
    "2026-09-28",
    null,
    false,
    [
      ["MAT", "KS3"],
      ["11P", "11P"],
    ],
    0,
    0.02,
  ),
  T(
    120,
    "Samuel",
    "Wright",
    "TW9 4LB",
    "QTS",
    3,
    "2020-06-16",
    "2019-01-07",
    null,
    false,
    [
      ["MAT", "ALVL"],
      ["ECO", "GCSE"],
    ],
    7,
    0.01,
    "2026-07-20",
  ),
  T(
    121,
    "Nadia",
    "Hussain",
    "SW19 8JD",
    "QTS",
    2,
    "2025-12-10",
    "2026-01-05",
    null,
    false,
    [
      ["ENG", "GCSE"],
      ["11P", "11P"],
    ],
    8,
    0.015,
  ),
  T(
    122,
    "George",
    "Fairbanks",
    "TW1 4PU",
    "PGR",
    2,
    "2024-05-14",
    "2024-03-04",
    null,
    false,
    [
      ["GEO", "GCSE"],
      ["HIS", "GCSE"],
      ["LAT", "GCSE"],
    ],
    2,
    0.02,
  ),
];
const DEMO: Tutor = {
  ...T(
    900,
    "Demo",
    "Tutor",
    "KT1 1AA",
    "QTS",
    1,
    null,
    "2024-08-01",
    null,
    true,
    [["MAT", "ALVL"]],
    0,
    0,
  ),
  int: true,
};

const tutorActive = (t: Tutor, d: string): boolean =>
  t.start <= d &&
  (t.end === null || d <= t.end) &&
  (t.pause === null || d < t.pause);
const canTeach = (t: Tutor, subj: string, lvl: Lvl): boolean =>
  t.subj.some(([s, max]) => {
    if (s !== subj) return false;
    if (lvl === "11P") return max === "11P";
    if (lvl === "ADU") return (LVL_RANK[max] ?? 0) >= 3;
    return (LVL_RANK[max] ?? 0) >= (LVL_RANK[lvl] ?? 9);
  });
const pickTutor = (
  subj: string,
  lvl: Lvl,
  d: string,
  online: boolean | null,
): Tutor | null => {
  const ok = TUTORS.filter(
    (t) =>
      t.w > 0 &&
      tutorActive(t, d) &&
      canTeach(t, subj, lvl) &&
      (online !== false || !t.onl),
  );
  if (ok.length === 0) return null;
  return r.weighted(ok.map((t) => [t, t.w] as const));
};

// ------------------------------------------------------------------ prices
const famRate = (lvl: Lvl, d: string): number => {
  const base = { KS2: 40, KS3: 44, GCSE: 48, ALVL: 56, "11P": 50, ADU: 48 }[
    lvl
  ];
  return d >= "2025-09-01" ? base + 3 : base;
};
const tutRate = (t: Tutor, lvl: Lvl, inPerson: boolean, d: string): number => {
  let base = ({ 1: 24, 2: 28, 3: 33 } as Record<number, number>)[t.band] ?? 24;
  if (d >= "2025-09-01") base += 1;
  if (lvl === "ALVL") base += 4;
  if (inPerson) base += 3;
  return base;
};
const money = (x: number): number => Math.round(x * 100) / 100;

// ------------------------------------------------------------------ people
const DISTRICTS: [string, number][] = [
  ["KT1", 8],
  ["KT2", 10],
  ["KT3", 7],
  ["KT4", 4],
  ["KT5", 6],
  ["KT6", 7],
  ["TW1", 6],
  ["TW2", 3],
  ["TW9", 5],
  ["TW10", 5],
  ["TW11", 4],
  ["SW14", 3],
  ["SW15", 4],
  ["SW19", 6],
  ["SW20", 4],
];
const LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const pcode = (): string =>
  `${r.weighted(DISTRICTS)} ${r.int(1, 9)}${r.pick([...LETTERS])}${r.pick([...LETTERS])}`;
const PARENT_F = [
  "Sarah",
  "Emma",
  "Rachel",
  "Claire",
  "Helen",
  "Joanna",
  "Natalie",
  "Priyanka",
  "Aisha",
  "Katherine",
  "Louise",
  "Rebecca",
  "Anna",
  "Mei",
  "Yasmin",
  "Victoria",
  "Olga",
  "Fiona",
  "Ruth",
  "Lauren",
  "Sunita",
  "Jennifer",
  "Nicola",
  "Elena",
];
const PARENT_M = [
  "David",
  "Mark",
  "Richard",
  "Andrew",
  "Simon",
  "Paul",
  "Rohan",
  "Ahmed",
  "Michael",
  "Christopher",
  "Stephen",
  "Jonathan",
  "Matthew",
  "Wei",
  "Tariq",
  "Neil",
  "Gareth",
  "Marco",
  "Alexander",
  "Peter",
];
const SURNAMES = [
  "Thompson",
  "Harrison",
  "Patel",
  "Khan",
  "Walker",
  "Robinson",
  "Wood",
  "Chen",
  "Hughes",
  "Edwards",
  "Green",
  "Hall",
  "Turner",
  "Collins",
  "Murphy",
  "Cooper",
  "Ward",
  "Kaur",
  "Singh",
  "Ali",
  "Baker",
  "Kelly",
  "Price",
  "Bailey",
  "Fisher",
  "Marshall",
  "Owen",
  "Reid",
  "Dixon",
  "Palmer",
  "Mills",
  "Barnes",
  "Knight",
  "Lloyd",
  "Nguyen",
  "Kowalski",
  "Rossi",
  "Andersson",
  "Mahmood",
  "Osei",
  "Campbell",
  "Stewart",
  "Fraser",
  "Lam",
  "Gupta",
  "Sharma",
  "Doyle",
  "Byrne",
  "Hayes",
  "Jenkins",
  "Russell",
  "Gibson",
  "Wallace",
  "Ellis",
  "Holmes",
  "Chapman",
  "Webb",
  "Simpson",
  "Rees",
  "Davidson",
];
const KID_F = [
  "Olivia",
  "Amelia",
  "Isla",
  "Ava",
  "Mia",
  "Sophia",
  "Grace",
  "Lily",
  "Freya",
  "Ella",
  "Evie",
  "Aria",
  "Zara",
  "Maya",
  "Anaya",
  "Chloe",
  "Ruby",
  "Sienna",
  "Hannah",
  "Imogen",
  "Alice",
  "Phoebe",
  "Leah",
  "Nina",
];
const KID_M = [
  "Oliver",
  "George",
  "Noah",
  "Arthur",
  "Leo",
  "Oscar",
  "Harry",
  "Jack",
  "Charlie",
  "Freddie",
  "Theo",
  "Alfie",
  "Henry",
  "Arjun",
  "Zain",
  "Max",
  "Ethan",
  "Samuel",
  "Adam",
  "Lucas",
  "Rory",
  "Felix",
  "Kai",
  "Ibrahim",
];
const PRIMARY = [
  "Latchmere Primary",
  "Fern Hill Primary",
  "St Agatha's RC Primary",
  "Coombe Hill Junior",
  "King Athelstan Primary",
  "Lime Tree Primary",
  "Collis Primary",
  "Darell Primary",
  "Burlington Junior",
  "Malden Manor Primary",
];
const SECONDARY = [
  "Tiffin School",
  "Tiffin Girls",
  "Coombe Girls",
  "Coombe Boys",
  "Richmond Park Academy",
  "Grey Court School",
  "Teddington School",
  "Hollyfield School",
  "Southborough High",
  "Rokeby School",
  "Wimbledon High",
  "Kingston Grammar",
  "Surbiton High",
  "Waldegrave School",
  "Christ's School",
  "Richmond upon Thames College",
];

type Fam = {
  id: number;
  ref: string;
  title: string;
  fnm: string;
  snm: string;
  email: string;
  pcode: string;
  src: string | null;
  reg: string;
  del: boolean;
  int: boolean;
  payg: boolean;
  cxlRate: number;
  reports: boolean;
  online: number;
};
type Stu = {
  id: number;
  fam: Fam;
  fnm: string;
  snm: string;
  yr: number | null; // year group at registration
  school: string | null;
  sen: boolean;
  reg: string;
  migrated: boolean;
  stat: string;
  left: string | null;
  del: boolean;
  dur: number;
  tgt: Map<string, string | null>;
};

const fams: Fam[] = [];
const stus: Stu[] = [];
const nextName = uniqueNames(r, [...KID_F, ...KID_M], SURNAMES);
const usedParents = new Set<string>();

const newFam = (reg: string, migrated: boolean): Fam => {
  const id = 1001 + fams.length;
  const female = r.chance(0.68);
  let fnm: string;
  let snm: string;
  do {
    fnm = r.pick(female ? PARENT_F : PARENT_M);
    snm = r.pick(SURNAMES);
  } while (usedParents.has(`${fnm} ${snm}`));
  usedParents.add(`${fnm} ${snm}`);
  const title = female
    ? r.weighted([
        ["Mrs", 5],
        ["Ms", 3],
        ["Dr", 1],
      ] as const)
    : r.weighted([
        ["Mr", 8],
        ["Dr", 1],
      ] as const);
  const f: Fam = {
    id,
    ref: `KF${pad(id - 1000 + (migrated ? 300 : 700), 4)}`,
    title,
    fnm,
    snm,
    email: `${fnm.toLowerCase()}.${snm.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "outlook.com", "btinternet.com", "icloud.com", "yahoo.co.uk"])}`,
    pcode: pcode(),
    src: r.weighted([
      ["WEB", 35],
      ["REF", 30],
      ["SCH", 12],
      ["SOC", 13],
      ["DIR", 10],
    ] as const),
    reg,
    del: false,
    int: false,
    payg: r.chance(0.35),
    cxlRate: r.float(0.03, 0.11, 3),
    reports: r.chance(0.75),
    online: r.weighted([
      [0.1, 5],
      [0.5, 2],
      [0.95, 3],
    ] as const),
  };
  fams.push(f);
  return f;
};

const newStu = (
  fam: Fam,
  reg: string,
  yr: number | null,
  migrated: boolean,
): Stu => {
  const [kf, ks] = nextName();
  const snm = r.chance(0.85) ? fam.snm : ks;
  const s: Stu = {
    id: 5001 + stus.length,
    fam,
    fnm: kf,
    snm,
    yr,
    school:
      yr === null
        ? null
        : yr <= 6
          ? r.pick(PRIMARY)
          : yr >= 12 && r.chance(0.3)
            ? "Richmond upon Thames College"
            : r.pick(SECONDARY.slice(0, 15)),
    sen: r.chance(0.08),
    reg,
    migrated,
    stat: "A",
    left: null,
    del: false,
    dur: 60,
    tgt: new Map(),
  };
  stus.push(s);
  return s;
};

const YR_W: [number | null, number][] = [
  [4, 4],
  [5, 10],
  [6, 4],
  [7, 5],
  [8, 5],
  [9, 7],
  [10, 11],
  [11, 13],
  [12, 9],
  [13, 8],
  [null, 3],
];
const MONTH_W = [8, 5, 6, 6, 4, 3, 2, 3, 9, 7, 5, 2]; // Jan..Dec

// migrated families (registered before the system went live), then new families month by month
for (let i = 0; i < 44; i++) {
  const reg = r.date("2023-09-01", "2024-08-23");
  const f = newFam(reg, true);
  const n = r.weighted([
    [1, 75],
    [2, 21],
    [3, 4],
  ] as const);
  for (let k = 0; k < n; k++) {
    // year group at the start of 2024/25, stored as the year group at registration
    let cy: number | null = r.weighted(YR_W);
    if (cy !== null && cy < 5) cy = 5;
    const yr = cy === null ? null : cy - (acYear("2024-09-02") - acYear(reg));
    newStu(f, reg, yr, true);
  }
}
{
  let y = 2024;
  let m = 9;
  while (y < 2026 || (y === 2026 && m <= 10)) {
    const first = `${y}-${pad(m, 2)}-01`;
    const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const last =
      y === 2026 && m === 10
        ? "2026-10-10"
        : `${y}-${pad(m, 2)}-${pad(lastDay, 2)}`;
    const scale =
      (y === 2026 ? 1.12 : 0.95) * (y === 2026 && m === 10 ? 10 / 31 : 1);
    const n = r.poisson((MONTH_W[m - 1] ?? 4) * scale);
    const regs = Array.from({ length: n }, () => r.date(first, last)).sort();
    for (const reg of regs) {
      const f = newFam(reg, false);
      const kids = r.weighted([
        [1, 76],
        [2, 20],
        [3, 4],
      ] as const);
      for (let k = 0; k < kids; k++) {
        const sreg =
          k === 0 || r.chance(0.6) ? reg : addDays(reg, r.int(7, 300));
        if (sreg > "2026-10-10") continue;
        const yr = r.weighted(YR_W);
        newStu(f, sreg, k > 0 && yr === null ? 8 : yr, false);
      }
    }
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
}

// ------------------------------------------------------------------ lessons
type Lsn = {
  id: number;
  stu: Stu;
  tutor: Tutor;
  subj: string;
  lvl: Lvl;
  dt: string;
  tm: string;
  dur: number;
  mode: "O" | "P";
  stat: "B" | "C" | "X" | "N";
  trial: boolean;
  cxlBy: string | null;
  cxlTs: string | null;
  cxlChg: string | null;
  pkg: Pkg | null;
  fee: number | null;
  pay: number | null;
};
type Pkg = {
  id: number;
  stu: Stu;
  hrs: number;
  price: number;
  buy: string;
  exp: string;
  pay: string;
  used: number;
  stat: string;
  refund: number | null;
  refundDt: string | null;
};
const lessons: Lsn[] = [];
const curYr = (s: Stu, d: string): number | null =>
  s.yr === null ? null : s.yr + acYear(d) - acYear(s.reg);
const levelOf = (s: Stu, subj: string, d: string): Lvl | null => {
  const cy = curYr(s, d);
  if (cy === null) return "ADU";
  if (subj === "11P") return cy <= 6 ? "11P" : null;
  if (cy <= 6) return "KS2";
  if (cy <= 9) return "KS3";
  if (cy <= 11) return "GCSE";
  if (cy <= 13) return "ALVL";
  return null;
};
const SUBJ_W: Record<string, [string, number][]> = {
  KS2: [
    ["MAT", 60],
    ["ENG", 40],
  ],
  KS3: [
    ["MAT", 45],
    ["ENG", 20],
    ["PHY", 5],
    ["CHE", 5],
    ["BIO", 4],
    ["FRE", 8],
    ["SPA", 6],
    ["HIS", 3],
    ["CMP", 2],
  ],
  GCSE: [
    ["MAT", 40],
    ["ENG", 18],
    ["PHY", 9],
    ["CHE", 10],
    ["BIO", 8],
    ["FRE", 5],
    ["SPA", 4],
    ["HIS", 3],
    ["CMP", 3],
  ],
  ALVL: [
    ["MAT", 30],
    ["CHE", 15],
    ["BIO", 12],
    ["PHY", 10],
    ["ECO", 10],
    ["ENG", 7],
    ["HIS", 5],
    ["CMP", 5],
    ["FRE", 3],
    ["SPA", 3],
  ],
  ADU: [
    ["SPA", 40],
    ["FRE", 25],
    ["MAT", 35],
  ],
};
const durWeeks = (): number =>
  r.weighted([
    [r.int(6, 15), 30],
    [r.int(16, 40), 40],
    [r.int(41, 100), 30],
  ] as const);
const HORIZON_MAX = "2026-11-22";
const booked = new Set<string>();
const ts = (d: string, tm: string, minusHours: number): string => {
  const t = Date.parse(`${d}T${tm}Z`) - minusHours * 3_600_000;
  return new Date(t).toISOString().slice(0, 19).replace("T", " ");
};

for (const s of stus) {
  const firstStart = s.migrated
    ? r.date("2024-09-02", "2024-09-14")
    : addDays(s.reg, r.int(2, 14));
  const cy0 = curYr(s, firstStart);
  let stage: string;
  if (cy0 === null) stage = "ADU";
  else if (cy0 >= 4 && cy0 <= 5 && r.chance(0.8)) stage = "11P";
  else if (cy0 <= 6) stage = "KS2";
  else if (cy0 <= 9) stage = "KS3";
  else if (cy0 <= 11) stage = "GCSE";
  else stage = "ALVL";
  s.dur =
    stage === "ALVL"
      ? r.weighted([
          [60, 6],
          [90, 4],
        ] as const)
      : stage === "11P" || stage === "KS2"
        ? r.weighted([
            [60, 7],
            [45, 3],
          ] as const)
        : r.weighted([
            [60, 85],
            [90, 15],
          ] as const);
  const subjects: string[] = [];
  if (stage === "11P") {
    subjects.push("11P");
    if (r.chance(0.25)) subjects.push("MAT");
  } else {
    const n = r.weighted([
      [1, 72],
      [2, 23],
      [3, 5],
    ] as const);
    const w = SUBJ_W[stage] ?? [];
    for (let k = 0; k < n * 3 && subjects.length < n; k++) {
      const sj = r.weighted(w);
      if (!subjects.includes(sj)) subjects.push(sj);
    }
  }
  const trialOnly = !s.migrated && r.chance(0.16);
  const neverStarts = !s.migrated && s.reg >= "2026-09-20" && r.chance(0.35);
  const online = r.chance(s.fam.online);
  const usedDays = new Set<number>();
  subjects.forEach((subj, k) => {
    if (neverStarts) return;
    if (trialOnly && k > 0) return;
    const start =
      k === 0
        ? firstStart
        : addDays(
            firstStart,
            r.weighted([
              [0, 5],
              [r.int(14, 90), 5],
            ] as const),
          );
    let end: string;
    const cyS = curYr(s, start);
    if (subj === "11P" && cyS !== null) {
      end = `${acYear(start) + 6 - cyS}-09-${pad(r.int(10, 16), 2)}`;
    } else if (
      (stage === "GCSE" || stage === "ALVL") &&
      cyS !== null &&
      r.chance(0.7)
    ) {
      const examAy = acYear(start) + (stage === "GCSE" ? 11 : 13) - cyS;
      end = `${examAy + 1}-06-${pad(r.int(5, 20), 2)}`;
    } else {
      end = addDays(start, durWeeks() * 7);
    }
    if (trialOnly) end = start;
    const freq = r.chance(0.12) ? 14 : 7;
    let d = start;
    while (dayOfWeek(d) === 0 || usedDays.has(dayOfWeek(d))) d = addDays(d, 1);
    usedDays.add(dayOfWeek(d));
    const dow = dayOfWeek(d);
    const sat = dow === 6;
    const tm =
      s.yr === null
        ? `${r.pick(["10", "11", "18", "19", "19"])}:${r.pick(["00", "30"])}:00`
        : sat
          ? `${pad(r.int(9, 12), 2)}:${r.pick(["00", "30"])}:00`
          : `${pad(r.int(16, 19), 2)}:${r.pick(["00", "00", "30"])}:00`;
    const horizon = addDays(TODAY, r.int(6, 40));
    let tutor: Tutor | null = null;
    let mode: "O" | "P" = online ? "O" : "P";
    let first = true;
    for (; d <= end && d <= horizon && d <= HORIZON_MAX; d = addDays(d, freq)) {
      if (d < FIRST_LESSON) continue;
      const lvl = levelOf(s, subj, d);
      if (lvl === null) break;
      if (!first && noLessonDay(d)) continue;
      if (!first && inHoliday(d)) {
        const examYear = lvl === "GCSE" || lvl === "ALVL";
        if (!r.chance(isEaster(d) && examYear ? 0.75 : 0.25)) continue;
      }
      if (
        tutor === null ||
        !tutorActive(tutor, d) ||
        !canTeach(tutor, subj, lvl)
      ) {
        tutor = pickTutor(subj, lvl, d, mode === "P" ? false : null);
        if (tutor === null) tutor = pickTutor(subj, lvl, d, null);
        if (tutor === null) break;
        if (tutor.onl) mode = "O";
      }
      const trial = first && k === 0 && !s.migrated;
      // a tutor cannot start two lessons at once: a clash is moved to the next free hour
      let at = tm;
      while (booked.has(`${tutor.id}|${d}|${at}`))
        at = `${pad(Number(at.slice(0, 2)) + 1, 2)}${at.slice(2)}`;
      booked.add(`${tutor.id}|${d}|${at}`);
      lessons.push({
        id: 0,
        stu: s,
        tutor,
        subj,
        lvl,
        dt: d,
        tm: at,
        dur: trial ? 60 : s.dur,
        mode,
        stat: "C",
        trial,
        cxlBy: null,
        cxlTs: null,
        cxlChg: null,
        pkg: null,
        fee: null,
        pay: null,
      });
      first = false;
    }
  });
}

// outcomes
for (const l of lessons) {
  if (l.dt >= TODAY) {
    l.stat = "B";
    if (!l.trial && r.chance(0.04)) {
      const latest = Math.min(
        Date.parse(`${l.dt}T${l.tm}Z`) - 26 * 3_600_000,
        Date.parse("2026-10-13T21:00:00Z"),
      );
      const earliest = Date.parse("2026-09-25T08:00:00Z");
      if (latest > earliest) {
        const at =
          earliest +
          Math.floor(r.next() * ((latest - earliest) / 60_000)) * 60_000;
        l.stat = "X";
        l.cxlBy = r.chance(0.8) ? "F" : "T";
        l.cxlTs = new Date(at).toISOString().slice(0, 19).replace("T", " ");
        l.cxlChg = "N";
      }
    }
    continue;
  }
  if (l.trial) continue;
  const x = r.next();
  const fam = l.stu.fam.cxlRate;
  if (x < fam) {
    l.stat = "X";
    l.cxlBy = "F";
    const late = r.chance(0.3);
    l.cxlTs = ts(
      l.dt,
      l.tm,
      late
        ? r.int(1, 23) + r.int(0, 59) / 60
        : r.int(25, 240) + r.int(0, 59) / 60,
    );
    l.cxlChg = late ? (r.chance(0.85) ? "Y" : "N") : "N";
  } else if (x < fam + l.tutor.cxl) {
    l.stat = "X";
    l.cxlBy = "T";
    l.cxlTs = ts(l.dt, l.tm, r.int(2, 120) + r.int(0, 59) / 60);
    l.cxlChg = "N";
  } else if (x < fam + l.tutor.cxl + 0.004) {
    l.stat = "X";
    l.cxlBy = "A";
    l.cxlTs = ts(l.dt, l.tm, r.int(2, 48) + r.int(0, 59) / 60);
    l.cxlChg = "N";
  } else if (x < fam + l.tutor.cxl + 0.004 + 0.015) {
    l.stat = "N";
  }
}
// the cancellation time is rounded to the minute
for (const l of lessons)
  if (l.cxlTs !== null) l.cxlTs = `${l.cxlTs.slice(0, 16)}:00`;

// fees, tutor pay and packages
const pkgs: Pkg[] = [];
const byStu = new Map<Stu, Lsn[]>();
for (const l of lessons) {
  const list = byStu.get(l.stu) ?? [];
  list.push(l);
  byStu.set(l.stu, list);
}
for (const list of byStu.values())
  list.sort((a, b) => (a.dt + a.tm).localeCompare(b.dt + b.tm));

for (const s of stus) {
  const list = byStu.get(s) ?? [];
  let cur: Pkg | null = null;
  let lastDrawn = s.reg;
  const sizes = s.dur === 60 ? [5, 10, 20] : [6, 12, 24];
  const payMth = r.weighted([
    ["CRD", 55],
    ["BAC", 42],
    ["CHQ", 3],
  ] as const);
  for (const l of list) {
    if (l.stat === "B") continue;
    const hrs = l.dur / 60;
    const rateT = tutRate(l.tutor, l.lvl, l.mode === "P", l.dt);
    const chargeable =
      !l.trial &&
      (l.stat === "C" ||
        l.stat === "N" ||
        (l.stat === "X" && l.cxlChg === "Y"));
    l.pay = money(
      rateT * hrs * (l.stat === "X" ? (l.cxlChg === "Y" ? 0.5 : 0) : 1),
    );
    if (!chargeable) {
      l.fee = 0;
      continue;
    }
    if (s.fam.payg) {
      l.fee = money(famRate(l.lvl, l.dt) * hrs);
      continue;
    }
    if (cur !== null && (cur.hrs - cur.used < hrs - 1e-9 || l.dt > cur.exp)) {
      cur.stat = cur.hrs - cur.used < 1e-9 ? "U" : "E";
      cur = null;
    }
    if (cur === null) {
      const k = r.weighted([
        [0, 3],
        [1, 5],
        [2, 2],
      ] as const);
      const n = sizes[k] ?? 10;
      const disc = [0, 0.05, 0.1][k] ?? 0;
      let buy = addDays(l.dt, -r.int(0, 6));
      if (buy < lastDrawn) buy = lastDrawn;
      if (buy < s.reg) buy = s.reg;
      cur = {
        id: 3001 + pkgs.length,
        stu: s,
        hrs: n,
        price: Math.round(famRate(l.lvl, buy) * n * (1 - disc)),
        buy,
        exp: addDays(buy, 365),
        pay: r.chance(0.9) ? payMth : r.pick(["CRD", "BAC"]),
        used: 0,
        stat: "A",
        refund: null,
        refundDt: null,
      };
      pkgs.push(cur);
    }
    cur.used += hrs;
    l.pkg = cur;
    l.fee = money((cur.price / cur.hrs) * hrs);
    lastDrawn = l.dt;
  }
  if (cur !== null) {
    const left = cur.hrs - cur.used;
    const future = list.some((l) => l.stat === "B");
    const lastDt = list
      .filter((l) => l.stat !== "B")
      .reduce((m, l) => (l.dt > m ? l.dt : m), "");
    if (left < 1e-9) cur.stat = "U";
    else if (!future && lastDt < addDays(TODAY, -40) && r.chance(0.3)) {
      cur.stat = "R";
      cur.refund = money((cur.price / cur.hrs) * left);
      const rd = addDays(lastDt, r.int(7, 40));
      cur.refundDt = rd > LAST ? LAST : rd;
    } else if (cur.exp <= LAST) cur.stat = "E";
    else cur.stat = "A";
  }
}

// student status
for (const s of stus) {
  const list = byStu.get(s) ?? [];
  const future = list.some((l) => l.stat === "B");
  const lastDt = list.reduce(
    (m, l) => (l.dt > m && l.dt <= LAST ? l.dt : m),
    "",
  );
  if (future || list.length === 0) continue;
  if (lastDt >= addDays(TODAY, -21)) continue;
  const x = r.next();
  if (lastDt >= "2026-06-01" && x < 0.3) s.stat = "P";
  else if (x < 0.82) {
    s.stat = "L";
    const ld = addDays(lastDt, r.int(3, 30));
    s.left = ld > LAST ? LAST : ld;
  }
}

// one package paid twice by mistake and refunded in full
{
  const p = pkgs.find((x) => x.buy >= "2025-11-01" && x.stat === "U");
  if (p) {
    pkgs.push({
      ...p,
      id: 3001 + pkgs.length,
      buy: addDays(p.buy, 1),
      exp: addDays(p.buy, 366),
      used: 0,
      stat: "R",
      refund: p.price,
      refundDt: addDays(p.buy, 4),
    });
  }
}

// duplicate family records created by mistake, soft-deleted
for (let k = 0; k < 3; k++) {
  const orig = fams[r.int(10, fams.length - 10)] as Fam;
  const os = stus.find((s) => s.fam === orig) as Stu;
  const reg = addDays(orig.reg, r.int(0, 3));
  const f: Fam = {
    ...orig,
    id: 1001 + fams.length,
    ref: `KF${pad(1001 + fams.length - 1000 + 700, 4)}`,
    reg,
    del: true,
  };
  fams.push(f);
  stus.push({
    ...os,
    id: 5001 + stus.length,
    fam: f,
    reg,
    stat: "A",
    left: null,
    del: true,
    tgt: new Map(),
  });
}

// the office's test account
const testFam: Fam = {
  id: 9001,
  ref: "KF-TEST",
  title: "Mr",
  fnm: "Office",
  snm: "Test",
  email: "office@kingfishertutors.co.uk",
  pcode: "KT1 1AA",
  src: null,
  reg: "2024-08-01",
  del: false,
  int: true,
  payg: false,
  cxlRate: 0,
  reports: false,
  online: 1,
};
fams.push(testFam);
const testStu: Stu = {
  id: 9901,
  fam: testFam,
  fnm: "Test",
  snm: "Student",
  yr: 12,
  school: null,
  sen: false,
  reg: "2024-08-01",
  migrated: false,
  stat: "A",
  left: null,
  del: false,
  dur: 60,
  tgt: new Map(),
};
stus.push(testStu);
const testPkg: Pkg = {
  id: 3001 + pkgs.length,
  stu: testStu,
  hrs: 10,
  price: 10,
  buy: "2024-08-02",
  exp: "2025-08-02",
  pay: "CRD",
  used: 0,
  stat: "E",
  refund: null,
  refundDt: null,
};
pkgs.push(testPkg);
for (const d of [
  "2024-08-30",
  "2024-08-31",
  "2025-01-06",
  "2025-09-01",
  "2026-02-09",
  "2026-09-07",
  "2026-09-08",
]) {
  if (d < FIRST_LESSON) continue;
  testPkg.used += 1;
  lessons.push({
    id: 0,
    stu: testStu,
    tutor: DEMO,
    subj: "MAT",
    lvl: "ALVL",
    dt: d,
    tm: "09:00:00",
    dur: 60,
    mode: "O",
    stat: "C",
    trial: false,
    cxlBy: null,
    cxlTs: null,
    cxlChg: null,
    pkg: testPkg,
    fee: 1,
    pay: 0,
  });
}

lessons.sort(
  (a, b) => (a.dt + a.tm).localeCompare(b.dt + b.tm) || a.stu.id - b.stu.id,
);
lessons.forEach((l, i) => (l.id = 20001 + i));

// ------------------------------------------------------------------ exam results
type Res = {
  stu: Stu;
  subj: string;
  lvl: string;
  series: string;
  grade: string;
  tgt: string | null;
  rpt: string;
  by: string;
};
const results: Res[] = [];
const GCSE_TGT: [string, number][] = [
  ["4", 2],
  ["5", 4],
  ["6", 5],
  ["7", 4],
  ["8", 2],
  ["9", 1],
];
const ALVL_GRADES = ["U", "E", "D", "C", "B", "A", "A*"];
const ALVL_TGT: [string, number][] = [
  ["C", 3],
  ["B", 5],
  ["A", 4],
  ["A*", 2],
];
const DELTA: [number, number][] = [
  [-2, 6],
  [-1, 20],
  [0, 38],
  [1, 26],
  [2, 10],
];
for (const s of stus) {
  if (s.del || s.fam.int || !s.fam.reports) continue;
  const list = (byStu.get(s) ?? []).filter((l) => l.stat === "C");
  const seen = new Set<string>();
  for (const l of list) {
    const key = `${l.subj}|${l.lvl}`;
    if (seen.has(key)) continue;
    const cy = curYr(s, l.dt);
    if (cy === null) continue;
    let series: string | null = null;
    let rptFrom = "";
    if (l.lvl === "GCSE" || l.lvl === "ALVL") {
      const examYr = acYear(l.dt) + (l.lvl === "GCSE" ? 11 : 13) - cy + 1;
      if (examYr !== 2025 && examYr !== 2026) continue;
      const n = list.filter(
        (x) =>
          x.subj === l.subj && x.lvl === l.lvl && acYear(x.dt) === examYr - 1,
      ).length;
      if (n < 4) continue;
      series = `JUN${examYr - 2000}`;
      rptFrom =
        l.lvl === "ALVL"
          ? examYr === 2025
            ? "2025-08-14"
            : "2026-08-13"
          : examYr === 2025
            ? "2025-08-21"
            : "2026-08-20";
    } else if (l.lvl === "11P") {
      const examYr = acYear(l.dt) + 6 - cy;
      if (examYr !== 2025 && examYr !== 2026) continue;
      const n = list.filter((x) => x.subj === "11P").length;
      if (n < 6) continue;
      series = `SEP${examYr - 2000}`;
      rptFrom = examYr === 2025 ? "2025-10-10" : "2026-10-09";
    }
    if (series === null) continue;
    seen.add(key);
    if (!r.chance(0.9)) continue;
    const rpt = addDays(
      rptFrom,
      r.weighted([
        [0, 5],
        [r.int(1, 4), 3],
        [r.int(5, 30), 2],
      ] as const),
    );
    if (rpt > LAST) continue;
    const by = r.weighted([
      ["P", 80],
      ["S", 15],
      ["T", 5],
    ] as const);
    if (l.lvl === "11P") {
      results.push({
        stu: s,
        subj: "11P",
        lvl: "11P",
        series,
        grade: r.chance(0.62) ? "PASS" : "FAIL",
        tgt: null,
        rpt,
        by,
      });
    } else if (l.lvl === "GCSE") {
      const tgt = r.chance(0.85) ? r.weighted(GCSE_TGT) : null;
      const base = tgt === null ? r.int(4, 8) : Number(tgt);
      const g = Math.max(1, Math.min(9, base + r.weighted(DELTA)));
      results.push({
        stu: s,
        subj: l.subj,
        lvl: "GCSE",
        series,
        grade: String(g),
        tgt,
        rpt,
        by,
      });
    } else {
      const tgt = r.chance(0.85) ? r.weighted(ALVL_TGT) : null;
      const base = tgt === null ? r.int(2, 5) : ALVL_GRADES.indexOf(tgt);
      const g = Math.max(0, Math.min(6, base + r.weighted(DELTA)));
      results.push({
        stu: s,
        subj: l.subj,
        lvl: "ALVL",
        series,
        grade: ALVL_GRADES[g] ?? "C",
        tgt,
        rpt,
        by,
      });
    }
  }
}
results.sort((a, b) => a.rpt.localeCompare(b.rpt) || a.stu.id - b.stu.id);

// ------------------------------------------------------------------ SQL
const yn = (b: boolean): string => (b ? "Y" : "N");

export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA tdesk;
CREATE TABLE tdesk.subj (
  subj_cd varchar(3) PRIMARY KEY,
  subj_nm varchar(40) NOT NULL,
  grp_cd char(3) NOT NULL
);
CREATE TABLE tdesk.tutor (
  tutor_id integer PRIMARY KEY,
  fnm varchar(30) NOT NULL,
  snm varchar(30) NOT NULL,
  email varchar(80),
  mob varchar(15),
  pcode varchar(8),
  qual_cd char(3),
  band smallint NOT NULL,
  dbs_dt date,
  start_dt date NOT NULL,
  end_dt date,
  onl_only char(1) NOT NULL DEFAULT 'N',
  int_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE tdesk.tut_subj (
  tutor_id integer NOT NULL REFERENCES tdesk.tutor,
  subj_cd varchar(3) NOT NULL REFERENCES tdesk.subj,
  max_lvl varchar(4) NOT NULL,
  PRIMARY KEY (tutor_id, subj_cd)
);
CREATE TABLE tdesk.fam (
  fam_id integer PRIMARY KEY,
  acct_ref varchar(10) NOT NULL,
  title varchar(4),
  payer_fnm varchar(30),
  payer_snm varchar(30) NOT NULL,
  email varchar(80),
  pcode varchar(8),
  src_cd varchar(3),
  reg_dt date NOT NULL,
  del_yn char(1) NOT NULL DEFAULT 'N',
  int_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE tdesk.stu (
  stu_id integer PRIMARY KEY,
  fam_id integer NOT NULL REFERENCES tdesk.fam,
  fnm varchar(30) NOT NULL,
  snm varchar(30) NOT NULL,
  yr_grp smallint,
  school_nm varchar(60),
  sen_yn char(1) NOT NULL DEFAULT 'N',
  reg_dt date NOT NULL,
  stat_cd char(1) NOT NULL,
  left_dt date,
  del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE tdesk.pkg (
  pkg_id integer PRIMARY KEY,
  fam_id integer NOT NULL REFERENCES tdesk.fam,
  stu_id integer NOT NULL REFERENCES tdesk.stu,
  n_hrs numeric(4,1) NOT NULL,
  price numeric(8,2) NOT NULL,
  buy_dt date NOT NULL,
  exp_dt date NOT NULL,
  pay_mth varchar(3),
  hrs_used numeric(5,2) NOT NULL DEFAULT 0,
  stat_cd char(1) NOT NULL,
  refund_amt numeric(8,2),
  refund_dt date
);
CREATE TABLE tdesk.lsn (
  lsn_id integer PRIMARY KEY,
  stu_id integer NOT NULL REFERENCES tdesk.stu,
  tutor_id integer NOT NULL REFERENCES tdesk.tutor,
  subj_cd varchar(3) NOT NULL REFERENCES tdesk.subj,
  lvl_cd varchar(4) NOT NULL,
  lsn_dt date NOT NULL,
  start_tm time NOT NULL,
  dur_min smallint NOT NULL,
  mode_cd char(1) NOT NULL,
  stat_cd char(1) NOT NULL,
  trial_yn char(1) NOT NULL DEFAULT 'N',
  cxl_by char(1),
  cxl_ts timestamp,
  cxl_chg_yn char(1),
  pkg_id integer REFERENCES tdesk.pkg,
  fee numeric(7,2),
  tut_pay numeric(7,2)
);
CREATE TABLE tdesk.exam_res (
  res_id integer PRIMARY KEY,
  stu_id integer NOT NULL REFERENCES tdesk.stu,
  subj_cd varchar(3) NOT NULL REFERENCES tdesk.subj,
  lvl_cd varchar(4) NOT NULL,
  series varchar(5) NOT NULL,
  grade varchar(4) NOT NULL,
  tgt_grade varchar(4),
  rpt_dt date NOT NULL,
  rpt_by char(1)
);
`;
  const tutorRows = [...TUTORS, DEMO].map((t) => [
    t.id,
    t.fnm,
    t.snm,
    t.int
      ? "office@kingfishertutors.co.uk"
      : `${t.fnm.toLowerCase()}.${t.snm.toLowerCase()}@${t.id % 3 === 0 ? "outlook.com" : "gmail.com"}`,
    t.int
      ? null
      : `07${700 + ((t.id * 37) % 299)} ${pad((t.id * 7919) % 1_000_000, 6)}`,
    t.pcode,
    t.qual,
    t.band,
    t.dbs,
    t.start,
    t.end,
    yn(t.onl),
    yn(t.int),
  ]);
  const tutSubjRows = [...TUTORS, DEMO].flatMap((t) =>
    t.subj.map(([s, m]) => [t.id, s, m]),
  );
  const famRows = fams.map((f) => [
    f.id,
    f.ref,
    f.title,
    f.fnm,
    f.snm,
    f.email,
    f.pcode,
    f.src,
    f.reg,
    yn(f.del),
    yn(f.int),
  ]);
  const stuRows = stus.map((s) => [
    s.id,
    s.fam.id,
    s.fnm,
    s.snm,
    s.yr,
    s.school,
    yn(s.sen),
    s.reg,
    s.stat,
    s.left,
    yn(s.del),
  ]);
  const pkgRows = pkgs.map((p) => [
    p.id,
    p.stu.fam.id,
    p.stu.id,
    p.hrs,
    p.price,
    p.buy,
    p.exp,
    p.pay,
    money(p.used),
    p.stat,
    p.refund,
    p.refundDt,
  ]);
  const lsnRows = lessons.map((l) => [
    l.id,
    l.stu.id,
    l.tutor.id,
    l.subj,
    l.lvl,
    l.dt,
    l.tm,
    l.dur,
    l.mode,
    l.stat,
    yn(l.trial),
    l.cxlBy,
    l.cxlTs,
    l.cxlChg,
    l.pkg?.id ?? null,
    l.fee,
    l.pay,
  ]);
  const resRows = results.map((x, i) => [
    101 + i,
    x.stu.id,
    x.subj,
    x.lvl,
    x.series,
    x.grade,
    x.tgt,
    x.rpt,
    x.by,
  ]);
  return [
    ddl,
    insertRows("tdesk.subj", ["subj_cd", "subj_nm", "grp_cd"], SUBJECTS),
    insertRows(
      "tdesk.tutor",
      [
        "tutor_id",
        "fnm",
        "snm",
        "email",
        "mob",
        "pcode",
        "qual_cd",
        "band",
        "dbs_dt",
        "start_dt",
        "end_dt",
        "onl_only",
        "int_yn",
      ],
      tutorRows,
    ),
    insertRows(
      "tdesk.tut_subj",
      ["tutor_id", "subj_cd", "max_lvl"],
      tutSubjRows,
    ),
    insertRows(
      "tdesk.fam",
      [
        "fam_id",
        "acct_ref",
        "title",
        "payer_fnm",
        "payer_snm",
        "email",
        "pcode",
        "src_cd",
        "reg_dt",
        "del_yn",
        "int_yn",
      ],
      famRows,
    ),
    insertRows(
      "tdesk.stu",
      [
        "stu_id",
        "fam_id",
        "fnm",
        "snm",
        "yr_grp",
        "school_nm",
        "sen_yn",
        "reg_dt",
        "stat_cd",
        "left_dt",
        "del_yn",
      ],
      stuRows,
    ),
    insertRows(
      "tdesk.pkg",
      [
        "pkg_id",
        "fam_id",
        "stu_id",
        "n_hrs",
        "price",
        "buy_dt",
        "exp_dt",
        "pay_mth",
        "hrs_used",
        "stat_cd",
        "refund_amt",
        "refund_dt",
      ],
      pkgRows,
    ),
    insertRows(
      "tdesk.lsn",
      [
        "lsn_id",
        "stu_id",
        "tutor_id",
        "subj_cd",
        "lvl_cd",
        "lsn_dt",
        "start_tm",
        "dur_min",
        "mode_cd",
        "stat_cd",
        "trial_yn",
        "cxl_by",
        "cxl_ts",
        "cxl_chg_yn",
        "pkg_id",
        "fee",
        "tut_pay",
      ],
      lsnRows,
    ),
    insertRows(
      "tdesk.exam_res",
      [
        "res_id",
        "stu_id",
        "subj_cd",
        "lvl_cd",
        "series",
        "grade",
        "tgt_grade",
        "rpt_dt",
        "rpt_by",
      ],
      resRows,
    ),
  ].join("\n");
}
