/**
 * Cedar Valley Unified School District, a small rural/suburban K-12 district of six schools: three elementary
 * schools (K-5), one middle school (6-8), one comprehensive high school (9-12) and Horizon Academy, an alternative
 * high school. The district office is split into a North and a South area, each led by an area superintendent.
 *
 * Schema `dist` (district office):
 * - `schl`: the schools (`schl_cd` a three-digit code, `lvl_cd` ES, MS, HS or ALT, `lo_grd`/`hi_grd` the grade span
 *   as KG, 01 .. 12, `area_cd` N or S, `open_yr` the integer year the building opened, `title1_yn` Y for Title I
 *   schools, `cap_cnt` the building's student capacity).
 * - `emp`: staff. `pos_cd` SUPT (superintendent), ASUPT (area superintendent), DIR (director of transportation),
 *   PRIN, APRIN (assistant principal), TCHR, COUNS (counselor), DRVR (bus driver). Teachers have a `subj_cd`
 *   (ELEM, ENG, MATH, SCI, SOC, WL, PE, ART, MUS, CTE, SPED). `supv_no` is the supervisor's `emp_no`: teachers,
 *   assistant principals and counselors report to their school's principal, principals to their area
 *   superintendent, area superintendents and the director to the superintendent, drivers to the director.
 *   `sep_dt` is the separation date (null while employed), `emp_sts` A active, L on leave, T separated.
 *   `ann_sal` is the annual salary, `fte` the full-time equivalent.
 * - `bus_rte`: bus routes (`drvr_no` the driving employee, null when `cntr_yn` = Y: run by a contractor;
 *   `seat_cap` the bus's seats, `daily_mi` miles per day, `ann_cost` the annual operating cost).
 *
 * Schema `sis` (student information system):
 * - `stu`: one row per student who attended since January 2023. `grd_lvl` is the current grade (KG, 01 .. 12), or
 *   the grade when the student left; `grad_yr` the integer cohort year (class of); `enr_dt` the date the student
 *   entered the district, `wdr_dt` the date the student left (null while enrolled) with `wdr_rsn_cd` TRF (transfer
 *   to another district), MOV (moved away), PRV (private school), HOM (home school), DRP (dropped out) or GRD
 *   (graduated); `stu_sts` A active, W withdrawn, G graduated. `ell_yn` English learner, `iep_yn` special education
 *   (IEP), `lunch_cd` F free, R reduced-price, P paid meals. `rte_cd` the assigned bus route (null when the student
 *   does not ride; kept as it was when a student leaves).
 * - `crs`: the course catalog of the middle and high schools (`dept_cd`, `crdt` credits, `ap_yn` Advanced
 *   Placement).
 * - `sect`: course sections per school, school year and semester. `schl_yr` is the integer year the school year
 *   ends (2027 for 2026-27), `term_cd` S1 (fall) or S2 (spring), `beg_dt`/`end_dt` the semester dates, `tchr_no`
 *   the teacher's `emp_no` (null for cancelled sections), `sect_sts` OPEN (current term), CLOSED (term over) or CXL
 *   (cancelled, no students).
 * - `enr`: students in sections. `enr_sts` CMP (completed, with `pct_scr` the final term score and `ltr_grd` A-F),
 *   ACT (current term; `pct_scr` is the score to date, no letter yet), DRP (dropped the course) or WDR (left the
 *   district during the term); `drp_dt` the day a DRP/WDR enrollment ended.
 * - `att_dly`: daily attendance of every enrolled student for the current grading period (school days from
 *   2026-11-02 to 2026-11-24, no school on Veterans Day): `att_cd` P present, T tardy, A unexcused absence,
 *   E excused absence.
 * - `disc_inc`: disciplinary incidents. `inc_dt` is the incident date kept as MM/DD/YYYY text by the old discipline
 *   module, `ent_dt` the date it was entered; `inc_typ_cd` (FIGHT, BULLY, DISRUPT, DEFY, TECH, VAPE, TRUANCY,
 *   THEFT, VANDAL, WEAPON), `actn_cd` the consequence (WARN, DET detention, ISS in-school suspension, OSS
 *   out-of-school suspension, EXP expulsion) with `susp_days`; `rptd_by` the reporting employee; `inc_sts` OPEN,
 *   CLOSED or APPEAL.
 *
 * Students and disciplinary incidents from January 2023 (the 2022-23 school year) to 2026-11-24, course sections
 * from the 2024-25 school year.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const TODAY = '2026-11-25';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

interface SchoolYear {
  yr: number;
  start: string;
  s1End: string;
  s2Start: string;
  end: string;
  off: [string, string][];
}

const YEARS: SchoolYear[] = [
  { yr: 2023, start: '2022-08-17', s1End: '2023-01-13', s2Start: '2023-01-17', end: '2023-06-02',
    off: [['2022-09-05', '2022-09-05'], ['2022-11-11', '2022-11-11'], ['2022-11-23', '2022-11-25'], ['2022-12-22', '2023-01-02'], ['2023-01-16', '2023-01-16'], ['2023-02-20', '2023-02-20'], ['2023-03-13', '2023-03-17'], ['2023-05-29', '2023-05-29']] },
  { yr: 2024, start: '2023-08-16', s1End: '2024-01-12', s2Start: '2024-01-16', end: '2024-05-31',
    off: [['2023-09-04', '2023-09-04'], ['2023-11-10', '2023-11-10'], ['2023-11-22', '2023-11-24'], ['2023-12-21', '2024-01-02'], ['2024-01-15', '2024-01-15'], ['2024-02-19', '2024-02-19'], ['2024-03-18', '2024-03-22'], ['2024-05-27', '2024-05-27']] },
  { yr: 2025, start: '2024-08-14', s1End: '2025-01-10', s2Start: '2025-01-14', end: '2025-05-30',
    off: [['2024-09-02', '2024-09-02'], ['2024-11-11', '2024-11-11'], ['2024-11-27', '2024-11-29'], ['2024-12-23', '2025-01-03'], ['2025-01-20', '2025-01-20'], ['2025-02-17', '2025-02-17'], ['2025-03-17', '2025-03-21'], ['2025-05-26', '2025-05-26']] },
  { yr: 2026, start: '2025-08-13', s1End: '2026-01-09', s2Start: '2026-01-13', end: '2026-05-29',
    off: [['2025-09-01', '2025-09-01'], ['2025-11-11', '2025-11-11'], ['2025-11-26', '2025-11-28'], ['2025-12-22', '2026-01-02'], ['2026-01-19', '2026-01-19'], ['2026-02-16', '2026-02-16'], ['2026-03-16', '2026-03-20'], ['2026-05-25', '2026-05-25']] },
  { yr: 2027, start: '2026-08-12', s1End: '2027-01-08', s2Start: '2027-01-12', end: '2027-05-28',
    off: [['2026-09-07', '2026-09-07'], ['2026-11-11', '2026-11-11'], ['2026-11-25', '2026-11-27'], ['2026-12-21', '2027-01-01'], ['2027-01-18', '2027-01-18'], ['2027-02-15', '2027-02-15'], ['2027-03-15', '2027-03-19'], ['2027-05-31', '2027-05-31']] },
];
const yearOf = (yr: number) => YEARS.find((y) => y.yr === yr);
/** School year (integer, the year it ends) a date belongs to; summer dates belong to the year just finished. */
const schoolYr = (iso: string) => (iso.slice(5) >= '08-01' ? Number(iso.slice(0, 4)) + 1 : Number(iso.slice(0, 4)));
const isSchoolDay = (iso: string) => {
  const w = weekday(iso);
  if (w === 0 || w === 6) return false;
  const y = yearOf(schoolYr(iso));
  if (!y || iso < y.start || iso > y.end) return false;
  return !y.off.some(([a, b]) => iso >= a && iso <= b);
};
/** Summer school at the high school: weekdays from mid June to late July. */
const isSummerSchool = (iso: string) => {
  const w = weekday(iso);
  if (w === 0 || w === 6) return false;
  const md = iso.slice(5);
  return md >= '06-15' && md <= '07-24' && md !== '07-03' && md !== '07-04';
};
const schoolDaysBetween = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isSchoolDay(d)) out.push(d);
  return out;
};

/** [schl_cd, schl_nm, lvl_cd, lo_grd, hi_grd, area_cd, open_yr, title1_yn, cap_cnt] */
const SCHOOLS: [string, string, string, string, string, string, number, string, number][] = [
  ['101', 'Elm Street Elementary', 'ES', 'KG', '05', 'N', 1962, 'Y', 360],
  ['102', 'Oak Hollow Elementary', 'ES', 'KG', '05', 'N', 1998, 'N', 420],
  ['103', 'Pine Ridge Elementary', 'ES', 'KG', '05', 'S', 1975, 'Y', 300],
  ['201', 'Cedar Valley Middle School', 'MS', '06', '08', 'N', 1971, 'Y', 480],
  ['301', 'Cedar Valley High School', 'HS', '09', '12', 'S', 1958, 'N', 720],
  ['302', 'Horizon Academy', 'ALT', '09', '12', 'S', 2014, 'N', 80],
];

const FIRST_F = ['Emma', 'Olivia', 'Ava', 'Sophia', 'Isabella', 'Mia', 'Amelia', 'Harper', 'Evelyn', 'Abigail', 'Ella', 'Scarlett', 'Grace', 'Chloe', 'Lily', 'Aria', 'Zoey', 'Nora', 'Riley', 'Hazel', 'Layla', 'Aubrey', 'Addison', 'Brooklyn', 'Savannah', 'Leah', 'Natalie', 'Camila', 'Maya', 'Paisley', 'Valentina', 'Ximena', 'Jasmine', 'Kaylee', 'Madison', 'Peyton', 'Sadie', 'Ruby', 'Josephine', 'Alyssa', 'Gabriela', 'Daniela', 'Mariana', 'Priya', 'Anika', 'Mei', 'Hana', 'Fatima', 'Amira', 'Nevaeh', 'Destiny', 'Trinity', 'Kennedy', 'Reagan', 'Quinn', 'Willow', 'Juniper', 'Lucia', 'Rosa', 'Yesenia'];
const FIRST_M = ['Liam', 'Noah', 'Oliver', 'Elijah', 'James', 'William', 'Benjamin', 'Lucas', 'Henry', 'Theodore', 'Jack', 'Levi', 'Alexander', 'Jackson', 'Mateo', 'Daniel', 'Michael', 'Mason', 'Sebastian', 'Ethan', 'Logan', 'Owen', 'Samuel', 'Jacob', 'Asher', 'Aiden', 'John', 'Joseph', 'Wyatt', 'David', 'Leo', 'Luke', 'Julian', 'Hudson', 'Grayson', 'Isaac', 'Gabriel', 'Carter', 'Jayden', 'Caleb', 'Eli', 'Colton', 'Brayden', 'Hunter', 'Diego', 'Santiago', 'Angel', 'Jose', 'Carlos', 'Arjun', 'Ravi', 'Kenji', 'Minh', 'Omar', 'Tyrone', 'DeShawn', 'Marcus', 'Cody', 'Dakota', 'Tristan'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes', 'Fisher', 'Vasquez', 'Simmons', 'Graham', 'Larsen', 'Novak', 'Schultz', 'Okafor', 'Yoder', 'Hoffman', 'Lindgren', 'Tran', 'Begay', 'Whitehorse'];

interface Emp {
  no: string;
  first: string;
  last: string;
  pos: string;
  subj: string | null;
  schl: string | null;
  supv: string | null;
  hire: string;
  sep: string | null;
  sts: 'A' | 'L' | 'T';
  sal: number;
  fte: number;
  cert: 'Y' | 'N';
  /** teachers on leave since this day teach nothing after it */
  leaveFrom?: string;
}

interface Student {
  no: number;
  first: string;
  last: string;
  birth: string;
  gndr: string;
  grad: number;
  zone: string;
  horizonFrom: number;
  enr: string;
  wdr: string | null;
  rsn: string | null;
  ell: 'Y' | 'N';
  iep: 'Y' | 'N';
  lunch: string;
  rte: string | null;
  risk: number;
  absent: number;
  tardy: number;
  ability: number;
}

const gradeIn = (s: Student, yr: number) => 12 - (s.grad - yr);
const grdTxt = (g: number) => (g <= 0 ? 'KG' : pad(g));
const schoolFor = (s: Student, grade: number) => (grade <= 5 ? s.zone : grade <= 8 ? '201' : s.horizonFrom > 0 && grade >= s.horizonFrom ? '302' : '301');
const enrolledOn = (s: Student, iso: string) => s.enr <= iso && (s.wdr === null || s.wdr > iso);
const schoolOn = (s: Student, iso: string) => schoolFor(s, gradeIn(s, schoolYr(iso)));

interface Course {
  cd: string;
  ttl: string;
  dept: string;
  crdt: number;
  lvl: 'MS' | 'HS';
  ap: 'Y' | 'N';
  /** difficulty: points off the expected score */
  hard: number;
}

const COURSES: Course[] = [
  { cd: 'ELA6', ttl: 'English Language Arts 6', dept: 'ENG', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 0 },
  { cd: 'ELA7', ttl: 'English Language Arts 7', dept: 'ENG', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 1 },
  { cd: 'ELA8', ttl: 'English Language Arts 8', dept: 'ENG', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 1 },
  { cd: 'MTH6', ttl: 'Math 6', dept: 'MATH', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 1 },
  { cd: 'MTH7', ttl: 'Math 7', dept: 'MATH', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 2 },
  { cd: 'MTH8', ttl: 'Math 8', dept: 'MATH', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 3 },
  { cd: 'SCI6', ttl: 'Science 6', dept: 'SCI', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 0 },
  { cd: 'SCI7', ttl: 'Life Science 7', dept: 'SCI', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 1 },
  { cd: 'SCI8', ttl: 'Physical Science 8', dept: 'SCI', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 2 },
  { cd: 'SOC6', ttl: 'World Cultures 6', dept: 'SOC', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 0 },
  { cd: 'SOC7', ttl: 'State History 7', dept: 'SOC', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 0 },
  { cd: 'SOC8', ttl: 'U.S. History 8', dept: 'SOC', crdt: 0.5, lvl: 'MS', ap: 'N', hard: 1 },
  { cd: 'MSPE', ttl: 'Physical Education (MS)', dept: 'PE', crdt: 0.5, lvl: 'MS', ap: 'N', hard: -5 },
  { cd: 'MSART', ttl: 'Exploring Art', dept: 'ART', crdt: 0.5, lvl: 'MS', ap: 'N', hard: -4 },
  { cd: 'MSBND', ttl: 'Concert Band', dept: 'MUS', crdt: 0.5, lvl: 'MS', ap: 'N', hard: -5 },
  { cd: 'MSCMP', ttl: 'Computer Applications', dept: 'CTE', crdt: 0.5, lvl: 'MS', ap: 'N', hard: -2 },
  { cd: 'ENG9', ttl: 'English 9', dept: 'ENG', crdt: 1, lvl: 'HS', ap: 'N', hard: 1 },
  { cd: 'ENG10', ttl: 'English 10', dept: 'ENG', crdt: 1, lvl: 'HS', ap: 'N', hard: 2 },
  { cd: 'ENG11', ttl: 'American Literature 11', dept: 'ENG', crdt: 1, lvl: 'HS', ap: 'N', hard: 2 },
  { cd: 'ENG12', ttl: 'British Literature 12', dept: 'ENG', crdt: 1, lvl: 'HS', ap: 'N', hard: 1 },
  { cd: 'APLNG', ttl: 'AP English Language and Composition', dept: 'ENG', crdt: 1, lvl: 'HS', ap: 'Y', hard: 4 },
  { cd: 'APLIT', ttl: 'AP English Literature and Composition', dept: 'ENG', crdt: 1, lvl: 'HS', ap: 'Y', hard: 4 },
  { cd: 'ALG1', ttl: 'Algebra I', dept: 'MATH', crdt: 1, lvl: 'HS', ap: 'N', hard: 5 },
  { cd: 'GEOM', ttl: 'Geometry', dept: 'MATH', crdt: 1, lvl: 'HS', ap: 'N', hard: 4 },
  { cd: 'ALG2', ttl: 'Algebra II', dept: 'MATH', crdt: 1, lvl: 'HS', ap: 'N', hard: 6 },
  { cd: 'PRECAL', ttl: 'Precalculus', dept: 'MATH', crdt: 1, lvl: 'HS', ap: 'N', hard: 5 },
  { cd: 'STATS', ttl: 'Statistics', dept: 'MATH', crdt: 1, lvl: 'HS', ap: 'N', hard: 2 },
  { cd: 'APCAL', ttl: 'AP Calculus AB', dept: 'MATH', crdt: 1, lvl: 'HS', ap: 'Y', hard: 6 },
  { cd: 'BIO', ttl: 'Biology', dept: 'SCI', crdt: 1, lvl: 'HS', ap: 'N', hard: 3 },
  { cd: 'CHEM', ttl: 'Chemistry', dept: 'SCI', crdt: 1, lvl: 'HS', ap: 'N', hard: 5 },
  { cd: 'PHYS', ttl: 'Physics', dept: 'SCI', crdt: 1, lvl: 'HS', ap: 'N', hard: 5 },
  { cd: 'ENVSC', ttl: 'Environmental Science', dept: 'SCI', crdt: 1, lvl: 'HS', ap: 'N', hard: 1 },
  { cd: 'APBIO', ttl: 'AP Biology', dept: 'SCI', crdt: 1, lvl: 'HS', ap: 'Y', hard: 6 },
  { cd: 'WHIST', ttl: 'World History', dept: 'SOC', crdt: 1, lvl: 'HS', ap: 'N', hard: 2 },
  { cd: 'WGEO', ttl: 'World Geography', dept: 'SOC', crdt: 1, lvl: 'HS', ap: 'N', hard: 1 },
  { cd: 'USHIS', ttl: 'U.S. History', dept: 'SOC', crdt: 1, lvl: 'HS', ap: 'N', hard: 2 },
  { cd: 'APUSH', ttl: 'AP U.S. History', dept: 'SOC', crdt: 1, lvl: 'HS', ap: 'Y', hard: 5 },
  { cd: 'GOVEC', ttl: 'Government and Economics', dept: 'SOC', crdt: 1, lvl: 'HS', ap: 'N', hard: 1 },
  { cd: 'HPE', ttl: 'Health and Physical Education', dept: 'PE', crdt: 1, lvl: 'HS', ap: 'N', hard: -5 },
  { cd: 'WTRN', ttl: 'Weight Training', dept: 'PE', crdt: 1, lvl: 'HS', ap: 'N', hard: -6 },
  { cd: 'SPAN1', ttl: 'Spanish I', dept: 'WL', crdt: 1, lvl: 'HS', ap: 'N', hard: 2 },
  { cd: 'SPAN2', ttl: 'Spanish II', dept: 'WL', crdt: 1, lvl: 'HS', ap: 'N', hard: 3 },
  { cd: 'SPAN3', ttl: 'Spanish III', dept: 'WL', crdt: 1, lvl: 'HS', ap: 'N', hard: 3 },
  { cd: 'FREN1', ttl: 'French I', dept: 'WL', crdt: 1, lvl: 'HS', ap: 'N', hard: 2 },
  { cd: 'ART1', ttl: 'Art I', dept: 'ART', crdt: 1, lvl: 'HS', ap: 'N', hard: -3 },
  { cd: 'CERAM', ttl: 'Ceramics', dept: 'ART', crdt: 1, lvl: 'HS', ap: 'N', hard: -3 },
  { cd: 'CHOIR', ttl: 'Concert Choir', dept: 'MUS', crdt: 1, lvl: 'HS', ap: 'N', hard: -6 },
  { cd: 'WELD', ttl: 'Introduction to Welding', dept: 'CTE', crdt: 1, lvl: 'HS', ap: 'N', hard: -1 },
  { cd: 'CULIN', ttl: 'Culinary Arts', dept: 'CTE', crdt: 1, lvl: 'HS', ap: 'N', hard: -3 },
  { cd: 'INTCS', ttl: 'Introduction to Computer Science', dept: 'CTE', crdt: 1, lvl: 'HS', ap: 'N', hard: 3 },
  { cd: 'CRREC', ttl: 'Credit Recovery Lab', dept: 'ENG', crdt: 1, lvl: 'HS', ap: 'N', hard: 2 },
];
const course = (cd: string) => {
  const c = COURSES.find((x) => x.cd === cd);
  if (!c) throw new Error(cd);
  return c;
};

/** [rte_cd, rte_nm, bus_no, seat_cap, cntr_yn, daily_mi, ann_cost] */
const ROUTES: [string, string, string, number, 'Y' | 'N', number, number][] = [
  ['R01', 'Elm North', 'B-14', 48, 'N', 38.5, 58240],
  ['R02', 'Riverside', 'B-22', 48, 'N', 41.2, 60115],
  ['R03', 'Oak Hollow Loop', 'B-07', 48, 'N', 29.8, 54980],
  ['R04', 'Oak Hills', 'B-31', 36, 'N', 33.4, 52760],
  ['R05', 'Pine Ridge Rural', 'B-09', 48, 'N', 67.9, 71430],
  ['R06', 'North Secondary', 'B-18', 65, 'N', 44.6, 63890],
  ['R07', 'Oak Secondary', 'B-25', 65, 'N', 36.1, 61220],
  ['R08', 'South County Secondary', 'B-03', 48, 'N', 72.3, 74650],
  ['R09', 'Highway 9 Express', 'C-41', 72, 'Y', 58.0, 86400],
  ['R10', 'Horizon Shuttle', 'C-12', 24, 'Y', 46.5, 61800],
  ['R11', 'Special Services Van', 'V-02', 12, 'N', 88.7, 79310],
];

export function datasetSql(): string {
  const r = seededRandom(77_421);

  // ---------------------------------------------------------------- staff
  const emps: Emp[] = [];
  const empNames = new Set<string>();
  let empSeq = 1000;
  const person = (female: boolean): [string, string] => {
    for (;;) {
      const first = r.pick(female ? FIRST_F : FIRST_M);
      const last = r.pick(LAST);
      if (!empNames.has(`${first} ${last}`)) {
        empNames.add(`${first} ${last}`);
        return [first, last];
      }
    }
  };
  const addEmp = (e: Omit<Emp, 'no' | 'first' | 'last'>, name?: [string, string]): Emp => {
    empSeq += r.int(3, 17);
    const [first, last] = name ?? person(r.chance(0.68));
    if (name) empNames.add(`${first} ${last}`);
    const emp: Emp = { no: `E${empSeq}`, first, last, ...e };
    emps.push(emp);
    return emp;
  };
  const supt = addEmp({ pos: 'SUPT', subj: null, schl: null, supv: null, hire: '2019-07-01', sep: null, sts: 'A', sal: 198500, fte: 1, cert: 'Y' }, ['Patricia', 'Hollings']);
  const areaN = addEmp({ pos: 'ASUPT', subj: null, schl: null, supv: supt.no, hire: '2017-07-01', sep: null, sts: 'A', sal: 146200, fte: 1, cert: 'Y' }, ['Gregory', 'Tamura']);
  const areaS = addEmp({ pos: 'ASUPT', subj: null, schl: null, supv: supt.no, hire: '2021-07-01', sep: null, sts: 'A', sal: 142750, fte: 1, cert: 'Y' }, ['Denise', 'Okonkwo']);
  const dir = addEmp({ pos: 'DIR', subj: null, schl: null, supv: supt.no, hire: '2012-03-05', sep: null, sts: 'A', sal: 96400, fte: 1, cert: 'N' }, ['Wayne', 'Kessler']);
  const areaOf = (schl: string) => (SCHOOLS.find((s) => s[0] === schl)?.[5] === 'N' ? areaN : areaS);

  // principals: [school, hire, sep, salary, name]
  const PRINCIPALS: [string, string, string | null, number, [string, string]][] = [
    ['101', '2015-07-01', null, 101200, ['Laura', 'Bettencourt']],
    ['102', '2018-07-01', null, 104800, ['Marcus', 'Ellison']],
    ['103', '2009-07-01', '2024-06-30', 108300, ['Harold', 'Finch']],
    ['103', '2024-07-01', null, 99750, ['Renee', 'Castellanos']],
    ['201', '2016-07-01', null, 112300, ['Dwight', 'Carrow']],
    ['301', '2013-07-01', null, 124600, ['Sandra', 'Whitlock']],
    ['302', '2014-08-01', '2023-07-31', 96100, ['Victor', 'Almeida']],
    ['302', '2023-08-01', null, 98400, ['Tamika', 'Boone']],
  ];
  const principal: Record<string, Emp> = {};
  for (const [schl, hire, sep, sal, name] of PRINCIPALS) {
    const p = addEmp({ pos: 'PRIN', subj: null, schl, supv: areaOf(schl).no, hire, sep, sts: sep ? 'T' : 'A', sal, fte: 1, cert: 'Y' }, name);
    if (!sep) principal[schl] = p;
  }
  const principalOn = (schl: string, iso: string) => {
    const p = emps.find((e) => e.pos === 'PRIN' && e.schl === schl && e.hire <= iso && (e.sep === null || e.sep >= iso));
    return p ?? principal[schl];
  };
  addEmp({ pos: 'APRIN', subj: null, schl: '201', supv: principal['201'].no, hire: '2020-07-01', sep: null, sts: 'A', sal: 94200, fte: 1, cert: 'Y' });
  addEmp({ pos: 'APRIN', subj: null, schl: '301', supv: principal['301'].no, hire: '2017-07-01', sep: null, sts: 'A', sal: 96800, fte: 1, cert: 'Y' });
  addEmp({ pos: 'APRIN', subj: null, schl: '301', supv: principal['301'].no, hire: '2022-07-01', sep: null, sts: 'A', sal: 93100, fte: 1, cert: 'Y' });
  for (const [schl, hire, sal] of [['101', '2016-08-01', 71850], ['201', '2011-08-01', 79420], ['301', '2014-08-01', 76310], ['301', '2023-08-01', 61980]] as [string, string, number][]) {
    addEmp({ pos: 'COUNS', subj: null, schl, supv: principal[schl].no, hire, sep: null, sts: 'A', sal, fte: 1, cert: 'Y' });
  }

  // teachers: [school, subj, hire, sep, sts, salary override]
  const T: [string, string, string, string | null, 'A' | 'L' | 'T', number | null][] = [];
  const teach = (schl: string, subj: string, n: number) => {
    for (let i = 0; i < n; i++) T.push([schl, subj, '', null, 'A', null]);
  };
  teach('101', 'ELEM', 6);
  T.push(['101', 'ELEM', '1994-08-15', null, 'A', 102340]);
  T.push(['101', 'ELEM', '2016-08-10', '2025-06-13', 'T', null]);
  T.push(['101', 'ELEM', '2025-08-04', null, 'A', null]);
  teach('101', 'PE', 1);
  teach('102', 'ELEM', 8);
  T.push(['102', 'ELEM', '2019-08-12', '2023-06-09', 'T', null]);
  teach('102', 'ART', 1);
  teach('103', 'ELEM', 6);
  teach('103', 'MUS', 1);
  teach('103', 'SPED', 1);
  teach('201', 'ENG', 2);
  teach('201', 'MATH', 1);
  T.push(['201', 'MATH', '2015-08-10', '2024-06-07', 'T', null]);
  T.push(['201', 'MATH', '2024-08-05', null, 'A', null]);
  teach('201', 'SCI', 2);
  teach('201', 'SOC', 2);
  teach('201', 'PE', 1);
  teach('201', 'ART', 1);
  teach('201', 'MUS', 1);
  teach('201', 'CTE', 1);
  teach('201', 'SPED', 1);
  teach('301', 'ENG', 2);
  T.push(['301', 'ENG', '2018-08-13', null, 'L', null]);
  teach('301', 'MATH', 2);
  T.push(['301', 'MATH', '2008-08-11', '2025-06-06', 'T', null]);
  T.push(['301', 'MATH', '2025-08-04', null, 'A', null]);
  teach('301', 'SCI', 1);
  T.push(['301', 'SCI', '1996-08-12', '2026-06-05', 'T', null]);
  T.push(['301', 'SCI', '2026-08-03', null, 'A', null]);
  teach('301', 'SOC', 2);
  teach('301', 'WL', 1);
  teach('301', 'PE', 1);
  teach('301', 'ART', 1);
  teach('301', 'MUS', 1);
  teach('301', 'CTE', 1);
  T.push(['301', 'CTE', '2020-08-10', '2023-12-22', 'T', null]);
  T.push(['301', 'CTE', '2024-01-08', null, 'A', null]);
  teach('301', 'SPED', 1);
  T.push(['302', 'ENG', '2015-08-10', null, 'A', null]);
  T.push(['302', 'MATH', '2001-08-13', null, 'A', 99150]);
  T.push(['302', 'CTE', '2019-08-12', null, 'A', null]);

  const rt = seededRandom(88_113);
  for (const [schl, subj, hireIn, sep, sts, over] of T) {
    const hire = hireIn || rt.date('1997-07-01', '2024-08-01').slice(0, 8) + pad(rt.int(1, 20));
    const yearsHere = (Date.parse('2026-08-01') - Date.parse(hire)) / (365.25 * 86_400_000);
    const prior = rt.weighted<number>([[0, 50], [rt.int(1, 4), 35], [rt.int(5, 10), 15]]);
    const steps = Math.min(25, Math.max(0, Math.floor(yearsHere) + prior));
    const masters = rt.chance(0.45) ? 3800 : 0;
    const base = 47000 + steps * 1550 + masters + rt.int(-1200, 1200);
    const fte = subj === 'MUS' || subj === 'ART' ? rt.weighted<number>([[1, 70], [0.5, 30]]) : rt.chance(0.04) ? 0.8 : 1;
    const sal = over ?? Math.round(base * fte);
    addEmp({
      pos: 'TCHR', subj, schl, supv: (principalOn(schl, sep ? addDays(sep, -30) : LAST_DAY) ?? principal[schl]).no, hire, sep, sts, sal, fte,
      cert: rt.chance(0.93) || hire < '2020-01-01' ? 'Y' : 'N',
      leaveFrom: sts === 'L' ? '2026-08-01' : undefined,
    });
  }

  // drivers
  const drivers: Emp[] = [];
  for (let i = 0; i < 10; i++) {
    const hire = rt.date('2004-01-01', '2025-10-01');
    drivers.push(addEmp({ pos: 'DRVR', subj: null, schl: null, supv: dir.no, hire, sep: null, sts: 'A', sal: rt.int(34200, 46900), fte: 0.75, cert: 'N' }, person(rt.chance(0.45))));
  }
  addEmp({ pos: 'DRVR', subj: null, schl: null, supv: dir.no, hire: '2015-09-14', sep: '2024-12-20', sts: 'T', sal: 41800, fte: 0.75, cert: 'N' });

  const routeRows: unknown[][] = [];
  let drv = 0;
  for (const [cd, nm, bus, seats, cntr, mi, cost] of ROUTES) {
    const d = cntr === 'Y' ? null : drivers[drv++];
    routeRows.push([cd, nm, bus, seats, d ? d.no : null, cntr, mi, cost]);
  }

  // ---------------------------------------------------------------- students
  const rs = seededRandom(10_555);
  const students: Student[] = [];
  const stuNames = new Set<string>();
  const cohortSize = (g: number) => (g <= 2030 ? 55 : g <= 2035 ? 52 : g === 2036 ? 50 : g === 2037 ? 48 : g === 2038 ? 46 : 43);
  for (let grad = 2023; grad <= 2039; grad++) {
    const kYr = grad - 12;
    const kStart = yearOf(kYr)?.start ?? `${kYr - 1}-08-${pad(14 + ((kYr * 7) % 5))}`;
    const gradDay = yearOf(grad)?.end ?? null;
    for (let i = 0; i < cohortSize(grad); i++) {
      const female = rs.chance(0.49);
      let first = '';
      let last = '';
      do {
        first = rs.pick(female ? FIRST_F : FIRST_M);
        last = rs.pick(LAST);
      } while (stuNames.has(`${first} ${last}`));
      const zone = rs.weighted<string>([['101', 34], ['102', 41], ['103', 25]]);
      const risk = Math.exp(normal(rs) * 0.85);
      const ability = normal(rs);
      let enr = kStart;
      if (!rs.chance(0.58)) {
        const until = minDate(LAST_DAY, gradDay ? addDays(gradDay, -90) : LAST_DAY);
        enr = rs.date(kStart, until);
        while (!isSchoolDay(enr) && enr < until) enr = addDays(enr, 1);
        if (!isSchoolDay(enr)) continue;
      }
      let wdr: string | null = null;
      let rsn: string | null = null;
      for (let yr = schoolYr(enr); yr <= Math.min(grad, 2027); yr++) {
        const g = 12 - (grad - yr);
        let hazard = g <= 8 ? 0.036 : g === 9 ? 0.03 : 0.042;
        if (yr === 2027) hazard *= 0.4;
        if (!rs.chance(hazard * (risk > 2 ? 1.6 : 1))) continue;
        const y = yearOf(yr);
        const start = y?.start ?? `${yr - 1}-08-16`;
        const end = y?.end ?? `${yr}-05-31`;
        let day: string;
        if (yr < 2027 && rs.chance(0.3) && yr < grad) {
          day = rs.date(`${yr}-06-10`, `${yr}-08-08`);
        } else {
          day = rs.date(maxDate(start, addDays(enr, 20)), yr === 2027 ? LAST_DAY : end);
          let guard = 0;
          while (!isSchoolDay(day) && guard++ < 10) day = addDays(day, 1);
        }
        if (day <= enr || day > LAST_DAY) continue;
        wdr = day;
        rsn = g >= 10 && rs.chance(risk > 1.8 ? 0.45 : 0.12) ? 'DRP' : rs.weighted<string>([['TRF', 45], ['MOV', 32], ['PRV', 11], ['HOM', 12]]);
        break;
      }
      if (!wdr && gradDay && gradDay <= LAST_DAY) {
        wdr = gradDay;
        rsn = 'GRD';
      }
      if (wdr && wdr < '2023-01-01') continue;
      if (enr > LAST_DAY) continue;
      stuNames.add(`${first} ${last}`);
      const horizon = rs.chance(risk > 1.5 ? 0.6 : 0.14) ? rs.pick([9, 10, 10, 10, 11, 11, 12]) : 0;
      const frl: [string, number][] = zone === '101' ? [['F', 55], ['R', 12], ['P', 33]] : zone === '102' ? [['F', 17], ['R', 7], ['P', 76]] : [['F', 47], ['R', 12], ['P', 41]];
      const birthYr = grad - 19;
      const s: Student = {
        no: 0, first, last, birth: rs.date(`${birthYr}-09-01`, `${birthYr + 1}-08-31`), gndr: rs.chance(0.006) ? 'X' : female ? 'F' : 'M',
        grad, zone, horizonFrom: horizon, enr, wdr, rsn,
        ell: rs.chance(zone === '102' ? 0.05 : zone === '101' ? 0.12 : 0.17) ? 'Y' : 'N',
        iep: rs.chance(horizon ? 0.26 : 0.12) ? 'Y' : 'N',
        lunch: rs.weighted(horizon ? [['F', 62], ['R', 10], ['P', 28]] : frl),
        rte: null, risk: horizon ? risk * 1.6 : risk,
        absent: rs.weighted<number>([[rs.float(0.005, 0.045, 4), 68], [rs.float(0.045, 0.11, 4), 23], [rs.float(0.11, 0.32, 4), 9]]) * (risk > 2 ? 1.4 : 1),
        tardy: rs.float(0.005, 0.06, 4),
        ability,
      };
      students.push(s);
    }
  }
  students.sort((a, b) => a.enr.localeCompare(b.enr) || a.last.localeCompare(b.last) || a.first.localeCompare(b.first));
  let stuSeq = 2_100_000;
  for (const s of students) s.no = stuSeq += rs.int(1, 40);
  const finalGrade = (s: Student) => {
    if (!s.wdr) return gradeIn(s, 2027);
    if (s.rsn === 'GRD') return 12;
    const yr = schoolYr(s.wdr);
    return Math.max(0, Math.min(12, gradeIn(s, yr)));
  };
  // bus routes
  for (const s of students) {
    const g = finalGrade(s);
    const schl = schoolFor(s, g);
    if (s.iep === 'Y' && rs.chance(0.2)) {
      s.rte = 'R11';
      continue;
    }
    const rural = s.zone === '103';
    const p = schl === '302' ? 0.5 : g <= 5 ? (rural ? 0.82 : 0.54) : g <= 8 ? (rural ? 0.8 : 0.52) : rural ? 0.7 : 0.4;
    if (!rs.chance(p)) continue;
    if (schl === '302') s.rte = 'R10';
    else if (g <= 5) s.rte = s.zone === '101' ? rs.pick(['R01', 'R02']) : s.zone === '102' ? rs.weighted<string>([['R03', 55], ['R04', 45]]) : 'R05';
    else s.rte = s.zone === '101' ? 'R06' : s.zone === '102' ? rs.weighted<string>([['R07', 70], ['R09', 30]]) : rs.weighted<string>([['R08', 60], ['R09', 40]]);
  }

  // ---------------------------------------------------------------- sections and enrollments
  const rc = seededRandom(33_907);
  interface Term { yr: number; term: string; beg: string; end: string }
  const TERMS: Term[] = [];
  for (const yr of [2025, 2026, 2027]) {
    const y = yearOf(yr);
    if (!y) continue;
    TERMS.push({ yr, term: 'S1', beg: y.start, end: y.s1End });
    if (y.s2Start <= LAST_DAY) TERMS.push({ yr, term: 'S2', beg: y.s2Start, end: y.end });
  }
  const plans = new Map<string, [string[], string[]]>();
  const planFor = (s: Student, yr: number, schl: string): [string[], string[]] => {
    const key = `${s.no}-${yr}`;
    const got = plans.get(key);
    if (got) return got;
    const g = gradeIn(s, yr);
    const a = s.ability + rc.float(-0.3, 0.3);
    let plan: [string[], string[]];
    if (g <= 8) {
      const math = g === 8 && a > 0.9 ? 'ALG1' : `MTH${g}`;
      const elect = () => rc.weighted<string>([['MSPE', 38], ['MSART', 22], ['MSBND', 18], ['MSCMP', 22]]);
      const e1 = elect();
      let e2 = elect();
      if (e2 === e1) e2 = elect();
      plan = [[`ELA${g}`, math, `SCI${g}`, e1], [`ELA${g}`, math, `SOC${g}`, e2]];
    } else {
      const eng = g === 9 ? 'ENG9' : g === 10 ? 'ENG10' : g === 11 ? (a > 0.55 ? 'APLNG' : 'ENG11') : a > 0.6 ? 'APLIT' : 'ENG12';
      const math = g === 9 ? (a > 0.8 ? 'GEOM' : 'ALG1') : g === 10 ? (a > 0.8 ? 'ALG2' : 'GEOM') : g === 11 ? (a > 0.8 ? 'PRECAL' : a > -0.6 ? 'ALG2' : 'GEOM')
        : a > 0.7 ? 'APCAL' : a > 0.1 ? 'PRECAL' : 'STATS';
      const sci = g === 9 ? 'BIO' : g === 10 ? (a > -0.4 ? 'CHEM' : 'ENVSC') : g === 11 ? (a > 0.8 ? 'APBIO' : a > 0 ? 'PHYS' : 'ENVSC') : a > 0.9 ? 'APBIO' : 'ENVSC';
      const soc = g === 9 ? 'WHIST' : g === 10 ? 'WGEO' : g === 11 ? (a > 0.5 ? 'APUSH' : 'USHIS') : 'GOVEC';
      let courses: string[];
      if (schl === '302') {
        const core = [eng.startsWith('AP') ? (g === 11 ? 'ENG11' : 'ENG12') : eng, math === 'APCAL' || math === 'PRECAL' ? 'STATS' : math, sci === 'APBIO' || sci === 'CHEM' || sci === 'PHYS' ? 'ENVSC' : sci, soc === 'APUSH' ? 'USHIS' : soc];
        courses = [...core, 'CRREC', 'HPE', 'CULIN', rc.pick(['WELD', 'ART1'])];
      } else {
        const pool: [string, number][] = [['SPAN' + Math.min(3, g - 8), 26], ['ART1', 14], ['CERAM', 10], ['CHOIR', 9], ['WELD', 12], ['CULIN', 14], ['INTCS', 12], ['WTRN', 12]];
        const electives: string[] = g === 9 ? ['HPE'] : [];
        while (electives.length < 4) {
          const pick = rc.weighted(pool);
          if (!electives.includes(pick)) electives.push(pick);
        }
        courses = [eng, math, sci, soc, ...electives];
      }
      // AP courses run in the spring semester, before the May exams
      const ap = courses.filter((cd) => course(cd).ap === 'Y');
      const rest = rc.shuffle(courses.filter((cd) => course(cd).ap === 'N'));
      const spring = [...ap, ...rest.slice(0, 4 - ap.length)];
      plan = [rest.slice(4 - ap.length), spring];
    }
    plans.set(key, plan);
    return plan;
  };

  interface SectionDraft { crs: string; schl: string; term: Term; students: Student[] }
  const sectRows: unknown[][] = [];
  const enrRows: unknown[][] = [];
  let sectSeq = 40_100;
  const teacherAdj = new Map<string, number>();
  const DEPT_FOR_302: Record<string, string> = { ENG: 'ENG', SOC: 'ENG', MATH: 'MATH', SCI: 'MATH', CTE: 'CTE', PE: 'CTE', ART: 'CTE', WL: 'ENG', MUS: 'CTE' };
  for (const t of TERMS) {
    const groups = new Map<string, SectionDraft>();
    for (const s of students) {
      if (!(s.enr <= minDate(t.end, LAST_DAY) && (s.wdr === null || s.wdr > t.beg))) continue;
      const g = gradeIn(s, t.yr);
      if (g < 6 || g > 12) continue;
      const schl = schoolFor(s, g);
      const plan = planFor(s, t.yr, schl)[t.term === 'S1' ? 0 : 1];
      for (const cd of plan) {
        const key = `${schl}|${cd}`;
        const grp = groups.get(key) ?? { crs: cd, schl, term: t, students: [] };
        grp.students.push(s);
        groups.set(key, grp);
      }
    }
    const load = new Map<string, number>();
    const drafts = [...groups.values()].sort((a, b) => a.schl.localeCompare(b.schl) || a.crs.localeCompare(b.crs));
    for (const d of drafts) {
      const c = course(d.crs);
      const cap = d.schl === '302' ? 16 : c.ap === 'Y' ? 26 : d.schl === '201' ? 30 : 28;
      const n = Math.ceil(d.students.length / cap);
      const pool = rc.shuffle(d.students);
      for (let k = 0; k < n; k++) {
        const members = pool.filter((_, i) => i % n === k);
        const subj = d.schl === '302' ? DEPT_FOR_302[c.dept] ?? 'ENG' : c.dept;
        const cands = emps.filter((e) => e.pos === 'TCHR' && e.schl === d.schl && e.subj === subj && e.hire <= addDays(t.beg, 10)
          && (e.sep === null || e.sep >= addDays(t.end, -10)) && !(e.leaveFrom && e.leaveFrom <= t.beg));
        if (cands.length === 0) throw new Error(`no teacher for ${d.schl} ${subj} ${t.yr}${t.term}`);
        const ordered = rc.shuffle(cands).sort((a, b) => (load.get(a.no) ?? 0) - (load.get(b.no) ?? 0));
        const tch = ordered[0];
        load.set(tch.no, (load.get(tch.no) ?? 0) + 1);
        if (!teacherAdj.has(tch.no)) teacherAdj.set(tch.no, rc.float(-3.5, 3.5));
        const current = t.end > LAST_DAY;
        sectSeq += rc.int(1, 6);
        const bldg = d.schl === '201' ? 'M' : d.schl === '302' ? 'H' : rc.pick(['A', 'B', 'C']);
        sectRows.push([sectSeq, d.crs, d.schl, tch.no, t.yr, t.term, t.beg, t.end, rc.int(1, 4), `${bldg}${rc.int(101, 128)}`, cap, current ? 'OPEN' : 'CLOSED']);
        for (const s of members) {
          let sts = current ? 'ACT' : 'CMP';
          let drp: string | null = null;
          if (s.wdr && s.wdr <= t.end && s.rsn !== 'GRD') {
            sts = 'WDR';
            drp = s.wdr;
          } else if (rc.chance(0.025)) {
            sts = 'DRP';
            drp = addDays(maxDate(t.beg, s.enr), rc.int(3, 25));
            while (!isSchoolDay(drp)) drp = addDays(drp, 1);
            if (drp > LAST_DAY) {
              sts = current ? 'ACT' : 'CMP';
              drp = null;
            }
          }
          let scr: number | null = null;
          let ltr: string | null = null;
          if (sts === 'CMP' || sts === 'ACT') {
            const raw = 83 + 7.5 * s.ability - c.hard - (d.schl === '302' ? 5 : 0) + (teacherAdj.get(tch.no) ?? 0) - 6 * Math.max(0, s.absent - 0.06) * 10 + normal(rc) * 6.5;
            scr = Math.round(Math.max(31, Math.min(100, raw)) * 100) / 100;
            if (sts === 'CMP') ltr = scr >= 90 ? 'A' : scr >= 80 ? 'B' : scr >= 70 ? 'C' : scr >= 60 ? 'D' : 'F';
          }
          enrRows.push([sectSeq, s.no, sts, scr, ltr, drp]);
        }
      }
    }
    // cancelled sections
    const cancelled: [string, string][] = t.yr === 2027
      ? [['301', 'FREN1'], ['301', 'CHOIR'], ['201', 'MSBND']]
      : rc.shuffle<[string, string]>([['301', 'FREN1'], ['301', 'WTRN'], ['301', 'CERAM'], ['201', 'MSART'], ['301', 'APBIO'], ['301', 'INTCS']]).slice(0, rc.int(1, 2));
    for (const [schl, cd] of cancelled) {
      sectSeq += rc.int(1, 6);
      sectRows.push([sectSeq, cd, schl, null, t.yr, t.term, t.beg, t.end, rc.int(1, 4), null, course(cd).ap === 'Y' ? 26 : 28, 'CXL']);
    }
  }

  // ---------------------------------------------------------------- daily attendance, 2026-11-02 .. 2026-11-24
  const ra = seededRandom(55_123);
  const attRows: unknown[][] = [];
  const attDays = schoolDaysBetween('2026-11-02', LAST_DAY);
  const active = students.filter((s) => s.wdr === null || s.wdr > '2026-11-02');
  // three students out all of the week of 2026-11-16 (two excused, one not)
  const longOut = ra.shuffle(active.filter((s) => s.wdr === null && gradeIn(s, 2027) >= 3)).slice(0, 3);
  for (const d of attDays) {
    const w = weekday(d);
    for (const s of active) {
      if (!enrolledOn(s, d)) continue;
      const schl = schoolOn(s, d);
      const g = gradeIn(s, 2027);
      let pAbs = s.absent * (g >= 9 ? 1.3 : 1) * (schl === '302' ? 1.6 : 1) * (w === 1 || w === 5 ? 1.25 : 1);
      if (schl === '102' && d >= '2026-11-17' && d <= '2026-11-19') pAbs = pAbs * 3 + 0.06;
      if (d === '2026-11-24') pAbs *= 1.5;
      let cd: string;
      const k = longOut.indexOf(s);
      if (k >= 0 && d >= '2026-11-16' && d <= '2026-11-20') cd = k === 2 ? 'A' : 'E';
      else if (ra.chance(Math.min(0.6, pAbs))) cd = ra.chance(g >= 9 ? 0.45 : 0.62) ? 'E' : 'A';
      else if (ra.chance(s.tardy * (g >= 9 ? 1.6 : 1))) cd = 'T';
      else cd = 'P';
      attRows.push([s.no, d, schl, cd]);
    }
  }

  // ---------------------------------------------------------------- discipline
  const rd = seededRandom(66_301);
  interface Inc { stu: Student; schl: string; day: string; typ: string; actn: string; days: number | null; by: string; ent: string; sts: string }
  const incs: Inc[] = [];
  const TYPES: Record<string, [string, number][]> = {
    ES: [['DISRUPT', 40], ['FIGHT', 18], ['BULLY', 16], ['DEFY', 22], ['THEFT', 4]],
    MS: [['DISRUPT', 24], ['FIGHT', 18], ['BULLY', 12], ['TECH', 15], ['DEFY', 12], ['VAPE', 6], ['TRUANCY', 6], ['VANDAL', 4], ['THEFT', 3]],
    HS: [['TRUANCY', 18], ['VAPE', 14], ['TECH', 14], ['DISRUPT', 13], ['FIGHT', 9], ['DEFY', 9], ['THEFT', 4], ['VANDAL', 3], ['BULLY', 4], ['WEAPON', 1]],
  };
  const ACTIONS: Record<string, [string, number][]> = {
    FIGHT: [['OSS', 52], ['ISS', 30], ['DET', 18]],
    BULLY: [['DET', 40], ['ISS', 35], ['OSS', 15], ['WARN', 10]],
    DISRUPT: [['WARN', 40], ['DET', 50], ['ISS', 10]],
    DEFY: [['WARN', 30], ['DET', 50], ['ISS', 20]],
    TECH: [['WARN', 55], ['DET', 45]],
    VAPE: [['ISS', 50], ['OSS', 20], ['DET', 30]],
    TRUANCY: [['DET', 60], ['ISS', 30], ['WARN', 10]],
    THEFT: [['ISS', 40], ['OSS', 45], ['DET', 15]],
    VANDAL: [['ISS', 40], ['OSS', 40], ['DET', 20]],
    WEAPON: [['OSS', 60], ['EXP', 40]],
  };
  const RATE: Record<string, number> = { '101': 0.05, '102': 0.035, '103': 0.045, '201': 0.3, '301': 0.32, '302': 0.13 };
  const poisson = (rnd: SeededRandom, lambda: number) => {
    let k = 0;
    let p = Math.exp(-lambda);
    let cum = p;
    const u = rnd.next();
    while (u > cum && k < 10) {
      k++;
      p *= lambda / k;
      cum += p;
    }
    return k;
  };
  for (let d = '2023-01-03'; d <= LAST_DAY; d = addDays(d, 1)) {
    const school = isSchoolDay(d);
    const summer = !school && isSummerSchool(d);
    if (!school && !summer) continue;
    const yr = Number(d.slice(0, 4));
    const md = d.slice(5);
    const season = md >= '04-15' && md <= '06-10' ? 1.25 : md >= '10-01' && md <= '11-20' ? 1.15 : md >= '08-01' && md <= '09-05' ? 0.8 : 1;
    for (const [schl, , lvl] of SCHOOLS) {
      if (summer && schl !== '301') continue;
      const lambda = summer ? 0.24 : RATE[schl] * season;
      const n = poisson(rd, lambda);
      if (n === 0) continue;
      const here = summer
        ? students.filter((s) => enrolledOn(s, d) && gradeIn(s, schoolYr(d)) >= 9 && gradeIn(s, schoolYr(d)) <= 12 && schoolOn(s, d) !== '302')
        : students.filter((s) => enrolledOn(s, d) && schoolOn(s, d) === schl);
      if (here.length === 0) continue;
      const staff = emps.filter((e) => e.schl === schl && ['TCHR', 'APRIN', 'PRIN'].includes(e.pos) && e.hire <= d && (e.sep === null || e.sep >= d) && !(e.leaveFrom && e.leaveFrom <= d));
      for (let i = 0; i < n; i++) {
        const stu = rd.weighted(here.map((s) => [s, s.risk * s.risk] as [Student, number]));
        const kind = lvl === 'ES' ? 'ES' : lvl === 'MS' ? 'MS' : 'HS';
        const mix = TYPES[kind].map(([t, w]) => [t, t === 'VAPE' ? w * (yr === 2023 ? 0.6 : yr === 2024 ? 0.9 : yr === 2025 ? 1.2 : 1.5) : t === 'TECH' && yr >= 2026 ? w * 0.6 : w] as [string, number]);
        const typ = rd.weighted(mix);
        let actn = rd.weighted(ACTIONS[typ]);
        if (lvl === 'ES' && (actn === 'OSS' || actn === 'EXP')) actn = 'ISS';
        const days = actn === 'OSS' ? (typ === 'WEAPON' ? 10 : rd.weighted<number>([[1, 30], [2, 30], [3, 28], [5, 12]])) : actn === 'ISS' ? rd.weighted<number>([[1, 65], [2, 30], [3, 5]]) : actn === 'EXP' ? null : 0;
        const byPool = rd.chance(0.7) ? staff.filter((e) => e.pos === 'TCHR') : staff.filter((e) => e.pos !== 'TCHR');
        const by = rd.pick(byPool.length ? byPool : staff);
        const lag = rd.weighted<number>([[0, 58], [rd.int(1, 3), 30], [rd.int(4, 7), 7], [rd.int(8, 30), 5]]);
        const ent = minDate(addDays(d, lag), LAST_DAY);
        const recent = ent >= addDays(LAST_DAY, -14);
        const sts = recent ? rd.weighted<string>([['OPEN', 60], ['CLOSED', 40]]) : (actn === 'OSS' || actn === 'EXP') && rd.chance(0.06) ? 'APPEAL' : rd.chance(0.02) ? 'OPEN' : 'CLOSED';
        incs.push({ stu, schl: summer ? '301' : schl, day: d, typ, actn, days, by: by.no, ent, sts });
      }
    }
  }
  incs.sort((a, b) => a.ent.localeCompare(b.ent) || a.day.localeCompare(b.day) || a.stu.no - b.stu.no);
  const incSeq: Record<string, number> = {};
  const incRows = incs.map((x) => {
    const yy = x.ent.slice(2, 4);
    incSeq[yy] = (incSeq[yy] ?? 0) + 1;
    return [`DI${yy}-${pad(incSeq[yy], 4)}`, x.stu.no, x.schl, mdy(x.day), x.ent, x.typ, x.actn, x.days, x.by, x.sts];
  });

  if (TODAY <= LAST_DAY) throw new Error('today must follow the last day of data');

  const stuRows = students.map((s) => {
    const g = finalGrade(s);
    return [s.no, s.last, s.first, s.birth, s.gndr, grdTxt(g), s.grad, schoolFor(s, g), s.enr, s.wdr, s.rsn, s.wdr === null ? 'A' : s.rsn === 'GRD' ? 'G' : 'W', s.ell, s.iep, s.lunch, s.rte];
  });

  return [
    'CREATE SCHEMA dist;',
    'CREATE SCHEMA sis;',
    `CREATE TABLE dist.schl (schl_cd char(3) PRIMARY KEY, schl_nm text NOT NULL, lvl_cd varchar(3) NOT NULL, lo_grd char(2) NOT NULL, hi_grd char(2) NOT NULL,
      area_cd char(1) NOT NULL, open_yr integer NOT NULL, title1_yn char(1) NOT NULL, cap_cnt integer NOT NULL);`,
    `CREATE TABLE dist.emp (emp_no varchar(6) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, pos_cd varchar(5) NOT NULL, subj_cd varchar(4),
      schl_cd char(3) REFERENCES dist.schl (schl_cd), supv_no varchar(6) REFERENCES dist.emp (emp_no), hire_dt date NOT NULL, sep_dt date,
      emp_sts char(1) NOT NULL, ann_sal numeric(9,2) NOT NULL, fte numeric(3,2) NOT NULL, cert_yn char(1) NOT NULL);`,
    `CREATE TABLE dist.bus_rte (rte_cd varchar(3) PRIMARY KEY, rte_nm text NOT NULL, bus_no varchar(5) NOT NULL, seat_cap integer NOT NULL,
      drvr_no varchar(6) REFERENCES dist.emp (emp_no), cntr_yn char(1) NOT NULL, daily_mi numeric(5,1) NOT NULL, ann_cost numeric(9,2) NOT NULL);`,
    `CREATE TABLE sis.stu (stu_no integer PRIMARY KEY, last_nm text NOT NULL, first_nm text NOT NULL, birth_dt date NOT NULL, gndr_cd char(1) NOT NULL,
      grd_lvl char(2) NOT NULL, grad_yr integer NOT NULL, schl_cd char(3) NOT NULL REFERENCES dist.schl (schl_cd), enr_dt date NOT NULL, wdr_dt date,
      wdr_rsn_cd varchar(3), stu_sts char(1) NOT NULL, ell_yn char(1) NOT NULL, iep_yn char(1) NOT NULL, lunch_cd char(1) NOT NULL,
      rte_cd varchar(3) REFERENCES dist.bus_rte (rte_cd));`,
    `CREATE TABLE sis.crs (crs_cd varchar(6) PRIMARY KEY, crs_ttl text NOT NULL, dept_cd varchar(4) NOT NULL, crdt numeric(3,1) NOT NULL,
      lvl_cd char(2) NOT NULL, ap_yn char(1) NOT NULL);`,
    `CREATE TABLE sis.sect (sect_no integer PRIMARY KEY, crs_cd varchar(6) NOT NULL REFERENCES sis.crs (crs_cd), schl_cd char(3) NOT NULL REFERENCES dist.schl (schl_cd),
      tchr_no varchar(6) REFERENCES dist.emp (emp_no), schl_yr integer NOT NULL, term_cd char(2) NOT NULL, beg_dt date NOT NULL, end_dt date NOT NULL,
      per_no integer NOT NULL, rm_no varchar(5), max_sz integer NOT NULL, sect_sts varchar(6) NOT NULL);`,
    `CREATE TABLE sis.enr (sect_no integer NOT NULL REFERENCES sis.sect (sect_no), stu_no integer NOT NULL REFERENCES sis.stu (stu_no),
      enr_sts char(3) NOT NULL, pct_scr numeric(5,2), ltr_grd char(1), drp_dt date, PRIMARY KEY (sect_no, stu_no));`,
    `CREATE TABLE sis.att_dly (stu_no integer NOT NULL REFERENCES sis.stu (stu_no), att_dt date NOT NULL, schl_cd char(3) NOT NULL REFERENCES dist.schl (schl_cd),
      att_cd char(1) NOT NULL, PRIMARY KEY (stu_no, att_dt));`,
    `CREATE TABLE sis.disc_inc (inc_no varchar(9) PRIMARY KEY, stu_no integer NOT NULL REFERENCES sis.stu (stu_no), schl_cd char(3) NOT NULL REFERENCES dist.schl (schl_cd),
      inc_dt char(10) NOT NULL, ent_dt date NOT NULL, inc_typ_cd varchar(8) NOT NULL, actn_cd varchar(4) NOT NULL, susp_days integer,
      rptd_by varchar(6) NOT NULL REFERENCES dist.emp (emp_no), inc_sts varchar(6) NOT NULL);`,
    insertRows('dist.schl', ['schl_cd', 'schl_nm', 'lvl_cd', 'lo_grd', 'hi_grd', 'area_cd', 'open_yr', 'title1_yn', 'cap_cnt'], SCHOOLS),
    insertRows('dist.emp', ['emp_no', 'first_nm', 'last_nm', 'pos_cd', 'subj_cd', 'schl_cd', 'supv_no', 'hire_dt', 'sep_dt', 'emp_sts', 'ann_sal', 'fte', 'cert_yn'],
      emps.map((e) => [e.no, e.first, e.last, e.pos, e.subj, e.schl, e.supv, e.hire, e.sep, e.sts, e.sal, e.fte, e.cert])),
    insertRows('dist.bus_rte', ['rte_cd', 'rte_nm', 'bus_no', 'seat_cap', 'drvr_no', 'cntr_yn', 'daily_mi', 'ann_cost'], routeRows),
    insertRows('sis.stu', ['stu_no', 'last_nm', 'first_nm', 'birth_dt', 'gndr_cd', 'grd_lvl', 'grad_yr', 'schl_cd', 'enr_dt', 'wdr_dt', 'wdr_rsn_cd', 'stu_sts', 'ell_yn', 'iep_yn', 'lunch_cd', 'rte_cd'], stuRows),
    insertRows('sis.crs', ['crs_cd', 'crs_ttl', 'dept_cd', 'crdt', 'lvl_cd', 'ap_yn'], COURSES.map((c) => [c.cd, c.ttl, c.dept, c.crdt, c.lvl, c.ap])),
    insertRows('sis.sect', ['sect_no', 'crs_cd', 'schl_cd', 'tchr_no', 'schl_yr', 'term_cd', 'beg_dt', 'end_dt', 'per_no', 'rm_no', 'max_sz', 'sect_sts'], sectRows),
    insertRows('sis.enr', ['sect_no', 'stu_no', 'enr_sts', 'pct_scr', 'ltr_grd', 'drp_dt'], enrRows),
    insertRows('sis.att_dly', ['stu_no', 'att_dt', 'schl_cd', 'att_cd'], attRows),
    insertRows('sis.disc_inc', ['inc_no', 'stu_no', 'schl_cd', 'inc_dt', 'ent_dt', 'inc_typ_cd', 'actn_cd', 'susp_days', 'rptd_by', 'inc_sts'], incRows),
  ].join('\n');
}
