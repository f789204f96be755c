/**
 * Polyglot House, a chain of language schools in Great Britain. Adults learn English, Spanish, French, German,
 * Italian, Japanese and Mandarin Chinese at its campuses in evening classes, two-week intensive courses and Saturday
 * exam-preparation classes. New students who want to start above beginner level take a placement test first. Each
 * enrolment is invoiced by the finance team. This is the school's operational database, 2025-01-01 to 2026-11-24
 * (the day before it was last loaded); courses already planned for December 2026 and January 2027 are in it too.
 * Money is in pounds sterling (GBP).
 *
 * Schema `lsc`:
 * - `campus`: the schools, keyed by `campus_id`. `campus_cd` short code (LHO, LCW, MCR, EDI, BRS, LDS); `campus_nm`;
 *   `city`; `opn_dt` the day it opened; `clsd_dt` the day it closed for good, NULL while it is open; `rooms_cnt`
 *   number of classrooms.
 * - `tchr`: teachers (tutors, instructors), keyed by `tchr_id`. `tchr_nm` full name; `lang_cd` the language they
 *   teach (EN English, ES Spanish, FR French, DE German, IT Italian, JA Japanese, ZH Mandarin Chinese);
 *   `home_campus_id` their home campus (`campus.campus_id`), though they may teach or cover elsewhere; `emp_typ` FT
 *   full-time, PT part-time, FRL freelance; `natv_yn` Y for a native speaker of the language they teach; `hr_rt_gbp`
 *   hourly pay rate; `hire_dt`; `term_dt` the last day they worked for us, NULL while they still do.
 * - `crs`: courses (classes); one row per run of a course, keyed by `crs_id`. `crs_cd` course code (e.g.
 *   ES-B1-MCR-014); `lang_cd` the language taught (same codes as `tchr.lang_cd`); `cefr_lvl` the CEFR level, A1
 *   beginner up to C2 mastery (A1, A2, B1, B2, C1, C2); `fmt_cd` the format: GEN general evening class (10 weekly
 *   two-hour sessions), INT intensive (10 weekday three-hour sessions over two weeks), EXM exam preparation (8 weekly
 *   90-minute Saturday sessions); `campus_id`; `tchr_id` the course's lead teacher (`tchr.tchr_id`); `start_dt` and
 *   `end_dt` the days of the first and last scheduled session; `tuition_gbp` the list price per student for the whole
 *   course; `max_seats` class capacity; `sts_cd` PLN planned (not started yet), RUN running, CMP completed, CAN
 *   cancelled (called off before it started, for lack of students).
 * - `cls_sess`: class sessions (lessons) of each course, keyed by `sess_id`. `crs_id`; `sess_no` 1 for the first
 *   session of the course; `sess_dt`; `start_tm` start time; `dur_min` length in minutes; `tchr_id` the teacher
 *   scheduled to teach it (the course's lead teacher); `sub_tchr_id` the substitute (cover) teacher who taught it
 *   instead, NULL when the scheduled teacher taught it themselves (both `tchr.tchr_id`); `sts_cd` HLD held, CXL
 *   cancelled (not taught), SCH scheduled (still to come).
 * - `stu`: students (learners), keyed by `stu_id`. `stu_nm` full name; `ctry_cd` nationality as an ISO country code
 *   (GB, ES, IT, PL, CN ...); `birth_yr`; `reg_dt` the day they registered with us; `home_campus_id`
 *   (`campus.campus_id`); `corp_yn` Y when their employer sponsors (pays for) their courses.
 * - `enrl`: enrolments (registrations, sign-ups) of students on courses, keyed by `enrl_id`. `stu_id`; `crs_id`;
 *   `enrl_dt` the day they enrolled; `sts_cd` ENR enrolled (course not finished yet), CMP completed the course, WDR
 *   withdrew (dropped out), CXL the course was cancelled; `wdr_dt` the day they withdrew, NULL unless WDR;
 *   `fin_scr` score out of 100 in the end-of-course test, NULL unless CMP; `cert_yn` Y when a certificate was issued
 *   (completed with a final score of 60 or more and attended at least 70% of the sessions).
 * - `attn`: the attendance register, one row per student (enrolment) per held session, for the sessions the student
 *   was enrolled for (none after a withdrawal). `sess_id`; `enrl_id`; `att_cd` P present, L late (came in late, but
 *   attended), A absent (unexcused absence, no-show), E excused absence (told us in advance).
 * - `plc_tst`: placement tests (level tests), keyed by `tst_id`. `stu_id`; `tst_dt`; `lang_cd` the language tested;
 *   `scr` score out of 100; `lvl_cd` the CEFR level the student was placed at (A1 below 20, A2 20-39, B1 40-59, B2
 *   60-74, C1 75-89, C2 90 or more); `campus_id` where it was booked; `onl_yn` Y when taken online; `fee_gbp` the
 *   test fee charged in whole pounds (25 in person, 15 online, 0 when waived for sponsored students). Some people
 *   take a test and never enrol.
 * - `"Invoice Export"`: the invoice sheet the finance team exports from the accounting package, loaded as it comes,
 *   one row per enrolment (each enrolment is invoiced once, on the day of enrolment). Its columns keep the sheet's
 *   headers: "Invoice No"; "Enrolment ID" (= `enrl.enrl_id`); "Student Name"; "Course Code" (= `crs.crs_cd`);
 *   "Invoice Date"; "Due Date" (14 days after the invoice date); "Tuition (GBP)" the course list price; "Discount
 *   (GBP)" (10% for sponsored students, 5% early-bird for enrolling four weeks or more before the start);
 *   "Invoice Total (GBP)" = tuition - discount; "Amount Paid (GBP)" (0 until paid, then the invoice total);
 *   "Refund (GBP)" money paid back (the full total when the course was cancelled, half when the student withdrew
 *   before the third session, otherwise 0); "Payment Method" Card, Bank Transfer or Employer (billed to the
 *   sponsoring employer); "Status" Paid, Unpaid or Refunded (paid and then refunded in full or in part); "Paid Date"
 *   NULL while unpaid; "Refund Date" NULL when there was no refund. An invoice is overdue when it is unpaid after its
 *   due date.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';

type Lang = 'EN' | 'ES' | 'FR' | 'DE' | 'IT' | 'JA' | 'ZH';
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
type Level = (typeof LEVELS)[number];

interface Campus {
  id: number;
  cd: string;
  nm: string;
  city: string;
  opn: string;
  clsd: string | null;
  rooms: number;
  langs: Lang[];
  /** course starts per month [min, max] */
  starts: [number, number];
}
const CAMPUSES: Campus[] = [
  { id: 1, cd: 'LHO', nm: 'London Holborn', city: 'London', opn: '2011-09-05', clsd: null, rooms: 14, langs: ['EN', 'ES', 'FR', 'DE', 'IT', 'JA', 'ZH'], starts: [1, 3] },
  { id: 2, cd: 'LCW', nm: 'London Canary Wharf', city: 'London', opn: '2018-01-08', clsd: null, rooms: 9, langs: ['EN', 'ES', 'FR', 'DE', 'IT', 'JA', 'ZH'], starts: [1, 2] },
  { id: 3, cd: 'MCR', nm: 'Manchester', city: 'Manchester', opn: '2015-04-13', clsd: null, rooms: 10, langs: ['EN', 'ES', 'FR', 'DE', 'IT'], starts: [1, 2] },
  { id: 4, cd: 'EDI', nm: 'Edinburgh', city: 'Edinburgh', opn: '2017-09-04', clsd: null, rooms: 7, langs: ['EN', 'ES', 'FR', 'DE'], starts: [0, 2] },
  { id: 5, cd: 'BRS', nm: 'Bristol', city: 'Bristol', opn: '2019-02-04', clsd: '2026-06-30', rooms: 6, langs: ['EN', 'ES', 'FR', 'IT'], starts: [0, 1] },
  { id: 6, cd: 'LDS', nm: 'Leeds', city: 'Leeds', opn: '2026-03-02', clsd: null, rooms: 5, langs: ['EN', 'ES', 'FR'], starts: [1, 2] },
];

interface Teacher {
  id: number;
  nm: string;
  lang: Lang;
  home: number;
  typ: 'FT' | 'PT' | 'FRL';
  natv: boolean;
  rate: number;
  hire: string;
  term: string | null;
}
const T = (id: number, nm: string, lang: Lang, home: number, typ: Teacher['typ'], natv: boolean, rate: number, hire: string, term: string | null = null): Teacher =>
  ({ id, nm, lang, home, typ, natv, rate, hire, term });
const TEACHERS: Teacher[] = [
  T(1001, 'Hannah Whitfield', 'EN', 1, 'FT', true, 27.5, '2016-09-05'),
  T(1002, 'Oliver Grant', 'EN', 2, 'FT', true, 26, '2019-01-07'),
  T(1003, 'Priya Nair', 'EN', 3, 'PT', false, 24, '2021-03-01'),
  T(1004, 'Callum Reid', 'EN', 4, 'FT', true, 26.5, '2018-08-20'),
  T(1005, 'Sophie Turner', 'EN', 5, 'PT', true, 24.5, '2020-02-03', '2026-06-30'),
  T(1006, 'Amira Haddad', 'EN', 6, 'FT', false, 25, '2026-02-16'),
  T(1007, 'Tom Ashworth', 'EN', 3, 'FRL', true, 30, '2022-05-09'),
  T(1008, 'Lucia Fernandez', 'ES', 1, 'FT', true, 28, '2015-01-12'),
  T(1009, 'Javier Morales', 'ES', 3, 'FT', true, 26.5, '2019-09-02'),
  T(1010, 'Carmen Ruiz', 'ES', 4, 'PT', true, 25, '2021-01-11'),
  T(1011, 'Diego Alvarez', 'ES', 2, 'FRL', true, 31, '2023-04-17'),
  T(1012, 'Rachel Moore', 'ES', 5, 'PT', false, 24, '2017-10-02', '2026-06-30'),
  T(1013, 'Camille Dubois', 'FR', 1, 'FT', true, 28, '2014-09-01'),
  T(1014, 'Julien Martin', 'FR', 3, 'FT', true, 26, '2020-01-06'),
  T(1015, 'Elodie Laurent', 'FR', 4, 'PT', true, 25, '2022-02-07', '2025-08-29'),
  T(1016, 'Nathalie Girard', 'FR', 4, 'PT', true, 25.5, '2025-08-18'),
  T(1017, 'Ben Carter', 'FR', 5, 'FRL', false, 29, '2019-03-04'),
  T(1018, 'Katrin Vogel', 'DE', 1, 'FT', true, 28, '2017-01-09'),
  T(1019, 'Markus Becker', 'DE', 3, 'PT', true, 25.5, '2021-09-06'),
  T(1020, 'Anna Schmidt', 'DE', 4, 'FRL', true, 29.5, '2023-01-16'),
  T(1021, 'Giulia Romano', 'IT', 2, 'FT', true, 27.5, '2018-01-08'),
  T(1022, 'Marco Ricci', 'IT', 3, 'PT', true, 25, '2022-09-05'),
  T(1023, 'Yuki Tanaka', 'JA', 1, 'FT', true, 29, '2016-04-04'),
  T(1024, 'Kenji Sato', 'JA', 2, 'PT', true, 27, '2024-01-08'),
  T(1025, 'Li Wei', 'ZH', 1, 'FT', true, 29, '2019-05-07'),
  T(1026, 'Chen Jing', 'ZH', 2, 'FRL', true, 30, '2022-10-03'),
];
/** Freelancers are the usual cover teachers: weight when picking a substitute. */
const COVER_WEIGHT: Record<string, number> = { FRL: 5, PT: 2, FT: 1 };
/** Teachers who never cover for anyone (contract says no cover). */
const NO_COVER = new Set([1001, 1013, 1023]);

const LANG_W: [Lang, number][] = [['EN', 30], ['ES', 22], ['FR', 16], ['DE', 11], ['IT', 9], ['JA', 7], ['ZH', 5]];
const LEVEL_W: [Level, number][] = [['A1', 26], ['A2', 22], ['B1', 21], ['B2', 15], ['C1', 10], ['C2', 6]];
const SCORE_BAND: Record<Level, [number, number]> = { A1: [4, 19], A2: [20, 39], B1: [40, 59], B2: [60, 74], C1: [75, 89], C2: [90, 99] };

interface Fmt {
  sessions: number;
  dur: number;
  tm: string;
  rate: number;
  seats: number;
}
const FORMATS: Record<'GEN' | 'INT' | 'EXM', Fmt> = {
  GEN: { sessions: 10, dur: 120, tm: '18:30', rate: 18, seats: 12 },
  INT: { sessions: 10, dur: 180, tm: '09:30', rate: 36, seats: 10 },
  EXM: { sessions: 8, dur: 90, tm: '10:00', rate: 28, seats: 14 },
};

const COUNTRIES: [string, number][] = [
  ['GB', 34], ['ES', 6], ['IT', 6], ['PL', 6], ['CN', 5], ['FR', 4], ['BR', 4], ['IN', 4], ['DE', 3], ['JP', 3], ['US', 3], ['RO', 3], ['PT', 2], ['TR', 2], ['KR', 2], ['IE', 2],
];
const FIRST = [
  'James', 'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Isla', 'Daniel', 'Grace', 'Samuel', 'Chloe', 'Adam', 'Ella', 'Harry', 'Freya', 'Jack',
  'Lily', 'Mateo', 'Sofia', 'Luca', 'Giorgia', 'Piotr', 'Zofia', 'Wei', 'Mei', 'Arjun', 'Ananya', 'Thiago', 'Camila', 'Hiroshi', 'Aiko', 'Andrei', 'Ioana', 'Emre',
  'Elif', 'Min-jun', 'Seo-yeon', 'Pierre', 'Claire', 'Felix', 'Lena', 'Rory', 'Siobhan', 'Ryan', 'Megan', 'Ahmed', 'Fatima',
];
const LAST = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright', 'Walker', 'Hughes', 'Evans', 'Thomas', 'Roberts', 'Green',
  'Hall', 'Wood', 'Clarke', 'Kowalski', 'Nowak', 'Rossi', 'Bianchi', 'Garcia', 'Lopez', 'Silva', 'Santos', 'Zhang', 'Wang', 'Liu', 'Sharma', 'Gupta', 'Suzuki',
  'Takahashi', 'Popescu', 'Yilmaz', 'Kim', 'Park', 'Moreau', 'Lefevre', 'Muller', 'Fischer', 'Murphy', 'Kelly', 'Campbell', 'Stewart', 'Khan', 'Ali', 'Ahmed', 'Baker',
];

/** Christmas break: no classes from 22 December to 4 January. */
const HOLIDAY = (day: string): boolean => {
  const md = day.slice(5);
  return md >= '12-22' || md <= '01-04';
};

function lastDayOfMonth(ym: string): string {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
function round(x: number, d: number): number {
  return Number(x.toFixed(d));
}
function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function levelOfScore(s: number): Level {
  if (s < 20) return 'A1';
  if (s < 40) return 'A2';
  if (s < 60) return 'B1';
  if (s < 75) return 'B2';
  if (s < 90) return 'C1';
  return 'C2';
}
function activeOn(t: Teacher, from: string, to: string): boolean {
  return t.hire <= from && (!t.term || t.term >= to);
}

interface Student {
  id: number;
  nm: string;
  ctry: string;
  birth: number;
  reg: string;
  home: number;
  corp: boolean;
  absRate: number;
  langs: Set<Lang>;
}

export function datasetSql(): string {
  const r = seededRandom(41125);
  const name = uniqueNames(r, FIRST, LAST, new Set(TEACHERS.map((t) => t.nm)));

  const students: Student[] = [];
  const newStudent = (reg: string, home: number): Student => {
    const [f, l] = name();
    const s: Student = {
      id: 50001 + students.length,
      nm: `${f} ${l}`,
      ctry: r.weighted(COUNTRIES),
      birth: r.int(1958, 2007),
      reg: reg < FIRST_DAY ? FIRST_DAY : reg,
      home,
      corp: r.chance(0.18),
      absRate: r.chance(0.15) ? r.float(0.18, 0.35, 3) : r.float(0.02, 0.12, 3),
      langs: new Set(),
    };
    students.push(s);
    return s;
  };

  const courses: unknown[][] = [];
  const sessions: unknown[][] = [];
  const enrols: { id: number; stu: Student; crs: number; dt: string; sts: string; wdr: string | null; scr: number | null; cert: boolean; start: string; crsCd: string; tuition: number; refundKind: 'ALL' | 'HALF' | null; refundFrom: string | null }[] = [];
  const attn: unknown[][] = [];
  const tests: unknown[][] = [];
  let crsId = 3001;
  let sessId = 700001;
  let enrlId = 80001;
  let tstId = 40001;
  let seq = 1;

  const addTest = (stu: Student, day: string, lang: Lang, lvl: Level, campus: number): void => {
    const [lo, hi] = SCORE_BAND[lvl];
    const onl = r.chance(0.35);
    const fee = stu.corp ? 0 : onl ? 15 : 25;
    tests.push([tstId++, stu.id, day, lang, r.int(lo, hi), lvl, campus, onl ? 'Y' : 'N', fee]);
  };

  const months: string[] = [];
  for (let y = 2025; y <= 2027; y++) for (let m = 1; m <= 12; m++) months.push(`${y}-${String(m).padStart(2, '0')}`);
  for (const ym of months.filter((m) => m <= '2027-01')) {
    for (const campus of CAMPUSES) {
      const n = r.int(campus.starts[0], campus.starts[1]);
      for (let k = 0; k < n; k++) {
        const lang = r.weighted(campus.langs.map((l) => [l, LANG_W.find((x) => x[0] === l)?.[1] ?? 1] as const));
        const lvl = r.weighted(LEVEL_W);
        let fmtCd = r.weighted([['GEN', 6], ['INT', 2], ['EXM', 1.5]] as const);
        if (fmtCd === 'EXM' && (lvl === 'A1' || lvl === 'A2')) fmtCd = 'GEN';
        const fmt = FORMATS[fmtCd];
        // First session day.
        let start = r.date(`${ym}-01`, addDays(lastDayOfMonth(ym), 0));
        const wantDow = fmtCd === 'INT' ? 1 : fmtCd === 'EXM' ? 6 : r.int(1, 4);
        while (dayOfWeek(start) !== wantDow || HOLIDAY(start)) start = addDays(start, 1);
        if (start < '2025-01-06') continue;
        // Session days.
        const days: string[] = [];
        for (let d = start; days.length < fmt.sessions; ) {
          if (!HOLIDAY(d)) days.push(d);
          if (fmtCd === 'INT') {
            d = addDays(d, 1);
            while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6) d = addDays(d, 1);
          } else d = addDays(d, 7);
        }
        const end = days[days.length - 1] as string;
        if (start < campus.opn || (campus.clsd && end > campus.clsd)) continue;
        if (start > '2027-01-31') continue;
        const cands = TEACHERS.filter((t) => t.lang === lang && activeOn(t, start, end));
        if (cands.length === 0) continue;
        const home = cands.filter((t) => t.home === campus.id);
        const lead = r.pick(home.length > 0 && r.chance(0.8) ? home : cands);
        const prem = lang === 'JA' || lang === 'ZH' ? 1.15 : 1;
        const hours = (fmt.sessions * fmt.dur) / 60;
        const tuition = Math.round((hours * fmt.rate * prem * (start >= '2026-01-01' ? 1.04 : 1)) / 5) * 5;
        const cd = `${lang}-${lvl}-${campus.cd}-${String(seq++).padStart(3, '0')}`;
        const id = crsId++;

        // Sign-ups: each enrols some days before the start.
        const want = r.chance(0.08) ? r.int(1, 3) : r.int(4, fmt.seats + 3);
        const cancelDt = addDays(start, -5);
        const cancelled = want <= 3 && cancelDt <= LAST_DAY;
        const signups: { stu: Student; dt: string; isNew: boolean }[] = [];
        const taken = new Set<number>();
        for (let j = 0; j < Math.min(want, fmt.seats); j++) {
          let dt = addDays(start, -r.weighted([[r.int(1, 10), 4], [r.int(11, 27), 4], [r.int(28, 60), 2]] as const));
          if (dt < FIRST_DAY) dt = r.date(FIRST_DAY, addDays(start, -1));
          if (dt > LAST_DAY) continue;
          if (cancelled && dt >= cancelDt) continue;
          const pool = students.filter((s) => !taken.has(s.id) && s.reg <= dt && (s.home === campus.id || (s.home <= 2 && campus.id <= 2)));
          let stu: Student;
          let isNew = false;
          const sameLang = pool.filter((s) => s.langs.has(lang));
          if (pool.length > 0 && r.chance(0.32)) stu = r.pick(sameLang.length > 0 && r.chance(0.8) ? sameLang : pool);
          else {
            stu = newStudent(addDays(dt, -r.int(0, 12)), campus.id);
            isNew = true;
          }
          taken.add(stu.id);
          signups.push({ stu, dt, isNew });
        }
        if (!cancelled && signups.length === 0 && start <= LAST_DAY) continue;
        signups.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));

        let sts: string;
        if (cancelled) sts = 'CAN';
        else if (start > LAST_DAY) sts = 'PLN';
        else if (end > LAST_DAY) sts = 'RUN';
        else sts = 'CMP';
        courses.push([id, cd, lang, lvl, fmtCd, campus.id, lead.id, start, end, tuition, fmt.seats, sts]);

        // Placement tests for students new to the language who start above A1.
        for (const s of signups) {
          if (!s.stu.langs.has(lang) && lvl !== 'A1') {
            let td = r.date(s.stu.reg, s.dt);
            if (td > s.dt) td = s.dt;
            addTest(s.stu, td, lang, lvl, campus.id);
          }
          s.stu.langs.add(lang);
        }

        // Sessions.
        const held: { id: number; dt: string }[] = [];
        if (!cancelled) {
          days.forEach((d, i) => {
            let st = d > LAST_DAY ? 'SCH' : 'HLD';
            let sub: number | null = null;
            if (st === 'HLD') {
              const leadOut = lead.id === 1006 && d >= '2026-11-16' && d <= '2026-11-20' ? true : r.chance(0.085);
              if (leadOut) {
                const cover = TEACHERS.filter((t) => t.lang === lang && t.id !== lead.id && !NO_COVER.has(t.id) && activeOn(t, d, d));
                if (cover.length > 0 && r.chance(0.9)) sub = r.weighted(cover.map((t) => [t.id, (COVER_WEIGHT[t.typ] ?? 1) * (t.home === campus.id ? 2 : 1)] as const));
                else st = 'CXL';
              } else if (r.chance(0.015)) st = 'CXL';
            }
            sessions.push([sessId, id, i + 1, d, fmt.tm, fmt.dur, lead.id, sub, st]);
            if (st === 'HLD') held.push({ id: sessId, dt: d });
            sessId++;
          });
        }

        // Enrolments and attendance.
        for (const s of signups) {
          const eid = enrlId++;
          let ests = cancelled ? 'CXL' : sts === 'CMP' ? 'CMP' : 'ENR';
          let wdr: string | null = null;
          let refundKind: 'ALL' | 'HALF' | null = cancelled ? 'ALL' : null;
          let refundFrom: string | null = cancelled ? cancelDt : null;
          if (!cancelled && held.length >= 2 && r.chance(s.stu.absRate > 0.15 ? 0.22 : 0.07)) {
            const after = r.int(0, Math.min(held.length, days.length - 1) - 1);
            const a = days[after] as string;
            const b = days[after + 1] as string;
            const w = r.date(addDays(a, 1), addDays(b, -1) < addDays(a, 1) ? addDays(a, 1) : addDays(b, -1));
            if (w <= LAST_DAY) {
              ests = 'WDR';
              wdr = w;
              if (after < 2) {
                refundKind = 'HALF';
                refundFrom = w;
              }
            }
          }
          let attended = 0;
          let total = 0;
          for (const h of held) {
            if (wdr && h.dt >= wdr) break;
            let code = 'P';
            if (r.chance(s.stu.absRate)) code = r.chance(0.4) ? 'E' : 'A';
            else if (r.chance(0.08)) code = 'L';
            attn.push([h.id, eid, code]);
            total++;
            if (code === 'P' || code === 'L') attended++;
          }
          let scr: number | null = null;
          let cert = false;
          if (ests === 'CMP') {
            const att = total > 0 ? attended / total : 0;
            scr = Math.max(18, Math.min(100, round(70 + normal(r) * 11 + (att - 0.85) * 40, 1)));
            cert = scr >= 60 && att >= 0.7;
          }
          enrols.push({ id: eid, stu: s.stu, crs: id, dt: s.dt, sts: ests, wdr, scr, cert, start, crsCd: cd, tuition, refundKind, refundFrom });
        }
      }
    }
  }

  // Prospects who take a placement test but never enrol.
  for (let k = 0; k < 70; k++) {
    const campus = r.pick(CAMPUSES.filter((c) => c.id !== 6));
    const day = r.date(FIRST_DAY, LAST_DAY);
    const c = campus.clsd && day > campus.clsd ? (CAMPUSES[0] as Campus) : campus;
    const stu = newStudent(addDays(day, -r.int(0, 5)), c.id);
    const lang = r.weighted(c.langs.map((l) => [l, LANG_W.find((x) => x[0] === l)?.[1] ?? 1] as const));
    addTest(stu, day < stu.reg ? stu.reg : day, lang, levelOfScore(r.int(20, 95)), c.id);
  }

  // Invoices, numbered in the order they were raised.
  const byDate = [...enrols].sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.id - b.id));
  const invoices: unknown[][] = byDate.map((e, i) => {
    const early = addDays(e.start, -28) >= e.dt;
    const disc = round(e.tuition * ((e.stu.corp ? 0.1 : 0) + (early ? 0.05 : 0)), 2);
    const total = round(e.tuition - disc, 2);
    const method = e.stu.corp ? 'Employer' : r.chance(0.72) ? 'Card' : 'Bank Transfer';
    const lag = method === 'Employer' ? r.int(8, 40) : method === 'Card' ? r.weighted([[0, 6], [r.int(1, 3), 2], [r.int(4, 25), 1]] as const) : r.int(2, 18);
    let paid: string | null = addDays(e.dt, lag);
    const mustPay = e.refundKind !== null;
    if (!mustPay && (paid > LAST_DAY || r.chance(0.025))) paid = null;
    if (mustPay && paid && e.refundFrom && paid >= e.refundFrom) paid = addDays(e.refundFrom, -1) < e.dt ? e.dt : addDays(e.refundFrom, -1);
    let refund = 0;
    let refundDt: string | null = null;
    if (e.refundKind && e.refundFrom) {
      refund = e.refundKind === 'ALL' ? total : round(total / 2, 2);
      refundDt = addDays(e.refundFrom, r.int(2, 9));
      if (refundDt > LAST_DAY) refundDt = LAST_DAY;
    }
    const status = refund > 0 ? 'Refunded' : paid ? 'Paid' : 'Unpaid';
    return [
      `INV-${e.dt.slice(2, 4)}${String(i + 1).padStart(5, '0')}`, e.id, e.stu.nm, e.crsCd, e.dt, addDays(e.dt, 14), e.tuition, disc, total,
      paid ? total : 0, refund, method, status, paid, refundDt,
    ];
  });

  return [
    'CREATE SCHEMA lsc;',
    `CREATE TABLE lsc.campus (campus_id smallint PRIMARY KEY, campus_cd char(3) NOT NULL UNIQUE, campus_nm text NOT NULL, city text NOT NULL,
      opn_dt date NOT NULL, clsd_dt date, rooms_cnt smallint NOT NULL);`,
    `CREATE TABLE lsc.tchr (tchr_id integer PRIMARY KEY, tchr_nm text NOT NULL, lang_cd char(2) NOT NULL, home_campus_id smallint NOT NULL REFERENCES lsc.campus (campus_id),
      emp_typ varchar(3) NOT NULL, natv_yn char(1) NOT NULL, hr_rt_gbp numeric(6,2) NOT NULL, hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE lsc.crs (crs_id integer PRIMARY KEY, crs_cd varchar(16) NOT NULL UNIQUE, lang_cd char(2) NOT NULL, cefr_lvl char(2) NOT NULL, fmt_cd char(3) NOT NULL,
      campus_id smallint NOT NULL REFERENCES lsc.campus (campus_id), tchr_id integer NOT NULL REFERENCES lsc.tchr (tchr_id), start_dt date NOT NULL, end_dt date NOT NULL,
      tuition_gbp numeric(8,2) NOT NULL, max_seats smallint NOT NULL, sts_cd char(3) NOT NULL);`,
    `CREATE TABLE lsc.cls_sess (sess_id integer PRIMARY KEY, crs_id integer NOT NULL REFERENCES lsc.crs (crs_id), sess_no smallint NOT NULL, sess_dt date NOT NULL,
      start_tm time NOT NULL, dur_min smallint NOT NULL, tchr_id integer NOT NULL REFERENCES lsc.tchr (tchr_id), sub_tchr_id integer REFERENCES lsc.tchr (tchr_id),
      sts_cd char(3) NOT NULL);`,
    `CREATE TABLE lsc.stu (stu_id integer PRIMARY KEY, stu_nm text NOT NULL, ctry_cd char(2) NOT NULL, birth_yr smallint NOT NULL, reg_dt date NOT NULL,
      home_campus_id smallint NOT NULL REFERENCES lsc.campus (campus_id), corp_yn char(1) NOT NULL);`,
    `CREATE TABLE lsc.enrl (enrl_id integer PRIMARY KEY, stu_id integer NOT NULL REFERENCES lsc.stu (stu_id), crs_id integer NOT NULL REFERENCES lsc.crs (crs_id),
      enrl_dt date NOT NULL, sts_cd char(3) NOT NULL, wdr_dt date, fin_scr numeric(4,1), cert_yn char(1) NOT NULL);`,
    `CREATE TABLE lsc.attn (sess_id integer NOT NULL REFERENCES lsc.cls_sess (sess_id), enrl_id integer NOT NULL REFERENCES lsc.enrl (enrl_id), att_cd char(1) NOT NULL,
      PRIMARY KEY (sess_id, enrl_id));`,
    `CREATE TABLE lsc.plc_tst (tst_id integer PRIMARY KEY, stu_id integer NOT NULL REFERENCES lsc.stu (stu_id), tst_dt date NOT NULL, lang_cd char(2) NOT NULL,
      scr smallint NOT NULL, lvl_cd char(2) NOT NULL, campus_id smallint NOT NULL REFERENCES lsc.campus (campus_id), onl_yn char(1) NOT NULL, fee_gbp integer NOT NULL);`,
    `CREATE TABLE lsc."Invoice Export" ("Invoice No" text NOT NULL, "Enrolment ID" integer NOT NULL, "Student Name" text NOT NULL, "Course Code" text NOT NULL,
      "Invoice Date" date NOT NULL, "Due Date" date NOT NULL, "Tuition (GBP)" numeric(10,2) NOT NULL, "Discount (GBP)" numeric(10,2) NOT NULL,
      "Invoice Total (GBP)" numeric(10,2) NOT NULL, "Amount Paid (GBP)" numeric(10,2) NOT NULL, "Refund (GBP)" numeric(10,2) NOT NULL, "Payment Method" text NOT NULL,
      "Status" text NOT NULL, "Paid Date" date, "Refund Date" date);`,
    insertRows(
      'lsc.campus',
      ['campus_id', 'campus_cd', 'campus_nm', 'city', 'opn_dt', 'clsd_dt', 'rooms_cnt'],
      CAMPUSES.map((c) => [c.id, c.cd, c.nm, c.city, c.opn, c.clsd, c.rooms]),
    ),
    insertRows(
      'lsc.tchr',
      ['tchr_id', 'tchr_nm', 'lang_cd', 'home_campus_id', 'emp_typ', 'natv_yn', 'hr_rt_gbp', 'hire_dt', 'term_dt'],
      TEACHERS.map((t) => [t.id, t.nm, t.lang, t.home, t.typ, t.natv ? 'Y' : 'N', t.rate, t.hire, t.term]),
    ),
    insertRows('lsc.crs', ['crs_id', 'crs_cd', 'lang_cd', 'cefr_lvl', 'fmt_cd', 'campus_id', 'tchr_id', 'start_dt', 'end_dt', 'tuition_gbp', 'max_seats', 'sts_cd'], courses),
    insertRows('lsc.cls_sess', ['sess_id', 'crs_id', 'sess_no', 'sess_dt', 'start_tm', 'dur_min', 'tchr_id', 'sub_tchr_id', 'sts_cd'], sessions),
    insertRows(
      'lsc.stu',
      ['stu_id', 'stu_nm', 'ctry_cd', 'birth_yr', 'reg_dt', 'home_campus_id', 'corp_yn'],
      students.map((s) => [s.id, s.nm, s.ctry, s.birth, s.reg, s.home, s.corp ? 'Y' : 'N']),
    ),
    insertRows(
      'lsc.enrl',
      ['enrl_id', 'stu_id', 'crs_id', 'enrl_dt', 'sts_cd', 'wdr_dt', 'fin_scr', 'cert_yn'],
      enrols.map((e) => [e.id, e.stu.id, e.crs, e.dt, e.sts, e.wdr, e.scr, e.cert ? 'Y' : 'N']),
    ),
    insertRows('lsc.attn', ['sess_id', 'enrl_id', 'att_cd'], attn),
    insertRows('lsc.plc_tst', ['tst_id', 'stu_id', 'tst_dt', 'lang_cd', 'scr', 'lvl_cd', 'campus_id', 'onl_yn', 'fee_gbp'], tests),
    insertRows(
      'lsc."Invoice Export"',
      ['"Invoice No"', '"Enrolment ID"', '"Student Name"', '"Course Code"', '"Invoice Date"', '"Due Date"', '"Tuition (GBP)"', '"Discount (GBP)"', '"Invoice Total (GBP)"',
        '"Amount Paid (GBP)"', '"Refund (GBP)"', '"Payment Method"', '"Status"', '"Paid Date"', '"Refund Date"'],
      invoices,
    ),
  ].join('\n');
}
