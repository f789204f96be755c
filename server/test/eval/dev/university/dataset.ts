/**
 * A small university: the registrar's students, programs, courses, sections, enrolments and instructors (schema
 * `registrar`) and tuition billing (schema `finance`). Terms run from Fall 2022 to Fall 2026, which is in progress on
 * the set's today (2026-11-25): its enrolments have no grade yet and some of its tuition is still outstanding.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const rnd = seededRandom(41017);

const FIRST = [
  'Aaliyah', 'Adam', 'Aisha', 'Alejandro', 'Alice', 'Amara', 'Andre', 'Anna', 'Arjun', 'Ava', 'Ben', 'Bianca', 'Brandon',
  'Camila', 'Carlos', 'Chen', 'Chloe', 'Daniel', 'Dmitri', 'Elena', 'Elif', 'Emma', 'Ethan', 'Fatima', 'Felix', 'Grace',
  'Hana', 'Hassan', 'Isabel', 'Ivan', 'Jack', 'Jade', 'James', 'Javier', 'Jin', 'Julia', 'Kai', 'Kavya', 'Kenji', 'Laila',
  'Leo', 'Liam', 'Lucas', 'Lucia', 'Maya', 'Mei', 'Mohammed', 'Nadia', 'Noah', 'Nora', 'Olivia', 'Omar', 'Priya', 'Rafael',
  'Rohan', 'Ruby', 'Samuel', 'Sara', 'Sofia', 'Tariq', 'Thomas', 'Wei', 'Yara', 'Yusuf', 'Zara', 'Zoe', 'Mateo', 'Ines',
  'Kwame', 'Ngozi', 'Sipho', 'Tomas', 'Hugo', 'Freya', 'Oscar', 'Lena', 'Victor', 'Mila', 'Diego', 'Ananya',
];
const LAST = [
  'Adeyemi', 'Ahmed', 'Alvarez', 'Anderson', 'Bauer', 'Becker', 'Brooks', 'Campbell', 'Chen', 'Clarke', 'Costa', 'Das',
  'Dubois', 'Evans', 'Fischer', 'Flores', 'Garcia', 'Gupta', 'Haddad', 'Hall', 'Hansen', 'Hughes', 'Ibrahim', 'Ito',
  'Jensen', 'Johnson', 'Kang', 'Kaur', 'Khan', 'Kim', 'Kowalski', 'Kumar', 'Larsen', 'Lee', 'Lopez', 'Martin', 'Mensah',
  'Meyer', 'Moreau', 'Murphy', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Olsen', 'Patel', 'Perez', 'Petrov', 'Reyes',
  'Rossi', 'Santos', 'Sato', 'Schmidt', 'Shah', 'Silva', 'Singh', 'Smith', 'Sokolov', 'Tan', 'Taylor', 'Thompson',
  'Torres', 'Van Dijk', 'Walker', 'Wang', 'Weber', 'Williams', 'Wilson', 'Wong', 'Yamamoto', 'Young', 'Zhang', 'Osei',
  "O'Brien", 'Moretti', 'Lindqvist', 'Haugen', 'Ferreira', 'Banerjee', 'Castillo',
];

/** Department → courses (code number, title, credits); a trailing `!` marks a course that was never scheduled. */
const COURSES: Record<string, [number, string, number][]> = {
  CS: [[101, 'Introduction to Programming', 4], [201, 'Data Structures', 4], [220, 'Computer Architecture', 3], [301, 'Algorithms', 3], [310, 'Operating Systems', 3], [320, 'Database Systems', 3], [330, 'Computer Networks', 3], [350, 'Software Engineering', 3], [410, 'Machine Learning', 3], [420, 'Cybersecurity', 3], [440, 'Quantum Computing!', 3]],
  MATH: [[101, 'Calculus I', 4], [102, 'Calculus II', 4], [201, 'Linear Algebra', 3], [210, 'Discrete Mathematics', 3], [250, 'Differential Equations', 3], [301, 'Probability', 3], [302, 'Statistics', 3], [320, 'Numerical Methods', 3], [401, 'Real Analysis', 3], [450, 'Topology!', 3]],
  PHYS: [[101, 'Physics I: Mechanics', 4], [102, 'Physics II: Electricity and Magnetism', 4], [201, 'Modern Physics', 3], [230, 'Thermodynamics', 3], [301, 'Quantum Mechanics', 3], [310, 'Optics', 3], [350, 'Astrophysics', 3]],
  BIOL: [[101, 'General Biology', 4], [210, 'Cell Biology', 3], [220, 'Genetics', 3], [230, 'Ecology', 3], [240, 'Microbiology', 4], [250, 'Human Anatomy', 4], [310, 'Evolution', 3], [320, 'Molecular Biology', 3], [330, 'Marine Biology!', 3]],
  CHEM: [[101, 'General Chemistry I', 4], [102, 'General Chemistry II', 4], [210, 'Organic Chemistry', 4], [310, 'Biochemistry', 3], [320, 'Physical Chemistry', 3], [330, 'Analytical Chemistry', 3]],
  ENGR: [[100, 'Engineering Graphics', 2], [110, 'Statics', 3], [120, 'Dynamics', 3], [210, 'Circuits I', 4], [220, 'Materials Science', 3], [230, 'Fluid Mechanics', 3], [310, 'Signals and Systems', 3], [320, 'Structural Analysis', 3], [330, 'Control Systems', 3], [340, 'Thermal Systems', 3], [490, 'Senior Design Project', 6], [495, 'Robotics Studio!', 3]],
  HIST: [[101, 'World History I', 3], [102, 'World History II', 3], [210, 'American History', 3], [220, 'Medieval Europe', 3], [230, 'History of Science', 3], [240, 'Modern Asia', 3]],
  ENGL: [[100, 'Academic Writing', 3], [101, 'Introduction to Literature', 3], [210, 'Shakespeare', 3], [220, 'Creative Writing', 3], [230, 'Modern Poetry', 3], [310, 'Literary Theory', 3]],
  PSYC: [[101, 'Introduction to Psychology', 3], [210, 'Developmental Psychology', 3], [220, 'Cognitive Psychology', 3], [230, 'Social Psychology', 3], [240, 'Research Methods in Psychology', 3], [310, 'Abnormal Psychology', 3]],
  ECON: [[101, 'Principles of Microeconomics', 3], [102, 'Principles of Macroeconomics', 3], [250, 'Econometrics', 3], [310, 'International Trade', 3], [320, 'Labor Economics', 3], [330, 'Game Theory', 3]],
  BUS: [[100, 'Introduction to Business', 3], [210, 'Marketing Principles', 3], [220, 'Organizational Behavior', 3], [230, 'Operations Management', 3], [310, 'Corporate Finance', 3], [320, 'Entrepreneurship', 3], [410, 'Business Strategy', 3], [420, 'Sports Management!', 3], [510, 'Managerial Economics', 3], [520, 'Leadership', 3], [530, 'Financial Management', 3], [540, 'Marketing Strategy', 3], [590, 'MBA Capstone', 6]],
  ACCT: [[201, 'Financial Accounting', 3], [202, 'Managerial Accounting', 3], [301, 'Intermediate Accounting', 3], [310, 'Auditing', 3], [320, 'Taxation', 3]],
  NURS: [[101, 'Foundations of Nursing', 4], [201, 'Pharmacology', 3], [210, 'Adult Health Nursing', 4], [220, 'Pediatric Nursing', 3], [301, 'Community Health Nursing', 3], [310, 'Nursing Ethics', 1]],
  PUBH: [[501, 'Introduction to Public Health', 3], [510, 'Epidemiology', 3], [520, 'Biostatistics', 3], [530, 'Health Policy', 3], [540, 'Global Health', 3], [550, 'Environmental Health', 3]],
  DATA: [[501, 'Data Wrangling', 3], [510, 'Statistical Learning', 3], [520, 'Data Visualization', 3], [530, 'Big Data Systems', 3], [590, 'Data Science Capstone', 6]],
};

/** Program code, name, faculty, home department, years of study, weight among new students. */
const PROGRAMS: [string, string, string, string, number, number][] = [
  ['BSCS', 'BSc Computer Science', 'Science', 'CS', 4, 14],
  ['BSMA', 'BSc Mathematics', 'Science', 'MATH', 4, 4],
  ['BSPH', 'BSc Physics', 'Science', 'PHYS', 4, 3],
  ['BSBI', 'BSc Biology', 'Science', 'BIOL', 4, 7],
  ['BSCH', 'BSc Chemistry', 'Science', 'CHEM', 4, 3],
  ['BSEV', 'BSc Environmental Science', 'Science', 'BIOL', 4, 0],
  ['BEME', 'BEng Mechanical Engineering', 'Engineering', 'ENGR', 4, 7],
  ['BECV', 'BEng Civil Engineering', 'Engineering', 'ENGR', 4, 5],
  ['BEEE', 'BEng Electrical Engineering', 'Engineering', 'ENGR', 4, 6],
  ['BAHI', 'BA History', 'Arts and Humanities', 'HIST', 4, 3],
  ['BAEN', 'BA English', 'Arts and Humanities', 'ENGL', 4, 3],
  ['BAPS', 'BA Psychology', 'Social Sciences', 'PSYC', 4, 8],
  ['BAEC', 'BA Economics', 'Social Sciences', 'ECON', 4, 6],
  ['BBA', 'Bachelor of Business Administration', 'Business', 'BUS', 4, 12],
  ['BACC', 'BCom Accounting', 'Business', 'ACCT', 4, 4],
  ['MBA', 'Master of Business Administration', 'Business', 'BUS', 2, 5],
  ['BSN', 'BSc Nursing', 'Health Sciences', 'NURS', 4, 8],
  ['MPH', 'Master of Public Health', 'Health Sciences', 'PUBH', 2, 3],
  ['MSDS', 'MSc Data Science', 'Science', 'DATA', 2, 4],
];

/** Terms in order: year, semester, first day. Fall 2026 is in progress. */
const TERMS: [number, string, string][] = [];
for (let yr = 2022; yr <= 2026; yr++) {
  if (yr > 2022) TERMS.push([yr, 'Spring', `${yr}-01-19`], [yr, 'Summer', `${yr}-06-01`]);
  TERMS.push([yr, 'Fall', `${yr}-09-01`]);
}
const CURRENT = TERMS.length - 1;
const GRADES: [string, number | null, number][] = [
  ['A', 4.0, 3.7], ['A-', 3.7, 3.3], ['B+', 3.3, 3.0], ['B', 3.0, 2.7], ['B-', 2.7, 2.35], ['C+', 2.3, 2.0], ['C', 2.0, 1.6],
  ['C-', 1.7, 1.2], ['D', 1.0, 0.6], ['F', 0.0, -99],
];

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function datasetSql(): string {
  const rows = { programs: [] as unknown[][], instructors: [] as unknown[][], courses: [] as unknown[][], students: [] as unknown[][], sections: [] as unknown[][], enrol: [] as unknown[][], pmts: [] as unknown[][] };
  for (const [cd, name, faculty] of PROGRAMS) rows.programs.push([cd, name, faculty, cd === 'BSEV' ? 2027 : rnd.pick([1968, 1975, 1982, 1990, 2001, 2009])]);

  // Instructors: the first of each department is its chair (a professor, chair NULL); the rest name that chair.
  const staff: { emp: number; dept: string; from: number; to: number }[] = [];
  let emp = 1001;
  for (const dept of Object.keys(COURSES)) {
    const chair = emp;
    const n = dept === 'DATA' || dept === 'PUBH' ? 4 : rnd.int(5, 8);
    for (let i = 0; i < n; i++, emp++) {
      const rank = i === 0 ? 'Professor' : rnd.weighted([['Professor', 2], ['Associate Professor', 3], ['Assistant Professor', 4], ['Lecturer', 3]] as const);
      const hired = i === 0 ? rnd.int(1995, 2012) : rnd.weighted([[rnd.int(1998, 2021), 9], [2026, 1]] as const);
      const left = i > 0 && hired < 2020 && rnd.chance(0.12) ? rnd.date('2023-06-30', '2025-08-31') : null;
      rows.instructors.push([emp, rnd.pick(FIRST), rnd.pick(LAST), rank, dept, i === 0 ? null : chair, `${hired}-${rnd.pick(['07-01', '08-15', '01-05'])}`, left]);
      staff.push({ emp, dept, from: hired, to: left ? Number(left.slice(0, 4)) : 9999 });
    }
  }

  const courseList: { cd: string; dept: string; credits: number; level: number; never: boolean; pop: number }[] = [];
  for (const [dept, list] of Object.entries(COURSES)) {
    for (const [num, title, credits] of list) {
      const never = title.endsWith('!');
      const cd = `${dept}${num}`;
      courseList.push({ cd, dept, credits, level: Math.floor(num / 100), never, pop: rnd.float(0.5, 1.5) });
      rows.courses.push([cd, title.replace('!', ''), credits, dept]);
    }
  }

  // Sections per term: most courses run in Fall and Spring, few in Summer; big intro courses run twice.
  type Section = { no: number; crs: (typeof courseList)[number]; term: number; instr: number | null; count: number };
  const sections: Section[] = [];
  let sectNo = 5001;
  TERMS.forEach(([yr, sem], term) => {
    for (const crs of courseList) {
      if (crs.never) continue;
      const p = sem === 'Summer' ? (crs.level === 1 ? 0.35 : 0.05) : crs.level === 1 ? 0.95 : 0.62;
      if (!rnd.chance(p)) continue;
      const copies = sem !== 'Summer' && crs.level === 1 && crs.pop > 1 ? 2 : 1;
      for (let c = 0; c < copies; c++) {
        const eligible = staff.filter((s) => s.dept === crs.dept && (s.from < yr || (s.from === yr && sem === 'Fall')) && s.to >= yr + (sem === 'Fall' ? 1 : 0));
        const instr = term === CURRENT && rnd.chance(0.04) ? null : rnd.pick(eligible).emp;
        sections.push({ no: sectNo++, crs, term, instr, count: 0 });
      }
    }
  });

  // Students and what they take, term by term.
  let seq = 0;
  const termIndex = (yr: number, sem: string) => TERMS.findIndex(([y, s]) => y === yr && s === sem);
  for (let enrolYr = 2018; enrolYr <= 2026; enrolYr++) {
    const cohort = rnd.int(120, 140) + (enrolYr - 2018) * 5;
    for (let i = 0; i < cohort; i++) {
      const [prog, , , home, years] = rnd.weighted(PROGRAMS.map((p) => [p, p[5]] as const));
      const stuNo = `S${String(enrolYr).slice(2)}${String(++seq).padStart(4, '0')}`;
      const intl = rnd.chance(prog === 'MSDS' || prog === 'MBA' ? 0.45 : 0.16) ? 'Y' : 'N';
      const ability = rnd.next() + rnd.next() + rnd.next() - 1.5;
      const extra = rnd.chance(0.08) ? 1 : 0;
      const gradYr = enrolYr + years + extra;
      const withdrawYr = enrolYr < 2026 && rnd.chance(0.1) ? Math.min(2025, enrolYr + rnd.int(0, years - 1)) : null;
      const onLeave = !withdrawYr && gradYr > 2026 && rnd.chance(0.05);
      const status = withdrawYr !== null ? 'Withdrawn' : gradYr <= 2026 ? 'Graduated' : onLeave ? 'On Leave' : 'Enrolled';
      const age = (prog === 'MBA' || prog === 'MPH' || prog === 'MSDS' ? rnd.int(22, 34) : rnd.weighted([[18, 6], [19, 3], [rnd.int(20, 29), 1]] as const));
      rows.students.push([stuNo, rnd.pick(FIRST), rnd.pick(LAST), rnd.date(`${enrolYr - age - 1}-09-01`, `${enrolYr - age}-08-31`), enrolYr, prog, intl, status, status === 'Graduated' ? gradYr : null]);

      if (gradYr < 2023 || (withdrawYr !== null && withdrawYr < 2022)) continue;
      const first = Math.max(0, termIndex(enrolYr, 'Fall'));
      const last = withdrawYr !== null ? termIndex(withdrawYr + 1, 'Spring') : gradYr <= 2026 ? termIndex(gradYr, 'Spring') : onLeave ? CURRENT - 1 : CURRENT;
      for (let t = first; t <= last; t++) {
        const [yr, sem, start] = TERMS[t]!;
        const studyYr = (sem === 'Fall' ? yr : yr - 1) - enrolYr + 1;
        const n = sem === 'Summer' ? (rnd.chance(0.2) ? 1 : 0) : rnd.weighted([[2, 2], [3, 5], [4, 4], [5, 1]] as const);
        // Mostly courses of the program's own department, at the student's level (masters: 500-level only).
        const options = sections
          .filter((s) => s.term === t && (years === 2 ? s.crs.level === 5 : s.crs.level <= studyYr + 1 && s.crs.level < 5))
          .map((s) => [s, s.crs.dept === home ? 8 : 1] as const);
        const chosen = new Set<Section>();
        for (let k = 0; k < n * 5 && chosen.size < n && options.length > 0; k++) {
          const s = rnd.weighted(options);
          if (![...chosen].some((c) => c.crs.cd === s.crs.cd)) chosen.add(s);
        }
        if (chosen.size === 0) continue;
        let credits = 0;
        for (const s of chosen) {
          s.count++;
          credits += s.crs.credits;
          let grade: string | null = null;
          let pts: number | null = null;
          if (t !== CURRENT) {
            if (rnd.chance(0.035)) grade = 'W';
            else {
              const score = 3.0 + ability * 1.4 + (rnd.next() - 0.5) * 1.6 - (s.crs.level - 2) * 0.08;
              const g = GRADES.find(([, , min]) => score >= min)!;
              [grade, pts] = [g[0], g[1]];
            }
          }
          rows.enrol.push([stuNo, s.no, grade, pts]);
        }
        // Tuition for the term: per-credit rate (international students pay more, rates rise yearly) plus a fee,
        // less an occasional scholarship; a quarter of students pay in two instalments.
        const rate = (intl === 'Y' ? 1096 : 412.5) * 1.035 ** (yr - 2022);
        const discount = rnd.chance(0.28) ? rnd.int(10, 50) / 100 : 0;
        const total = Math.round((credits * rate * (1 - discount) + (sem === 'Summer' ? 95 : 285)) * 100) / 100;
        const parts = sem !== 'Summer' && rnd.chance(0.25) ? [Math.round(total * 50) / 100, total - Math.round(total * 50) / 100] : [total];
        parts.forEach((amt, part) => {
          const due = addDays(start, 14 + part * 30);
          const roll = rnd.next();
          let paid: string | null = roll < 0.8 ? addDays(due, -rnd.int(0, 45)) : roll < 0.97 ? addDays(due, rnd.int(1, 75)) : null;
          if (paid && paid > '2026-11-24') paid = null;
          rows.pmts.push([null, stuNo, yr, sem, Math.round(amt * 100) / 100, due, paid, paid ? 0 : 1]);
        });
      }
    }
  }
  // Capacity is set after the fact: usually room to spare, a few sections overfilled.
  for (const s of sections) {
    const cap = rnd.chance(0.07) ? Math.max(5, s.count - rnd.int(1, 4)) : [20, 25, 30, 40, 60, 90, 120].find((c) => c >= s.count + 2) ?? 150;
    const [yr, sem] = TERMS[s.term]!;
    rows.sections.push([s.no, s.crs.cd, yr, sem, s.instr, cap, `${rnd.pick(['HAL', 'SCI', 'ENG', 'LIB', 'BUS', 'MED'])}-${rnd.int(101, 350)}`]);
  }
  rows.pmts.sort((a, b) => String(a[5]).localeCompare(String(b[5])) || String(a[1]).localeCompare(String(b[1])));
  rows.pmts.forEach((row, i) => (row[0] = `TP${String(100001 + i)}`));

  return [
    `CREATE SCHEMA registrar;
CREATE SCHEMA finance;
CREATE TABLE registrar.programs (prog_cd text PRIMARY KEY, prog_name text NOT NULL, faculty text NOT NULL, est_yr integer);
CREATE TABLE registrar.instructors (emp_no integer PRIMARY KEY, first_nm text, last_nm text, rank text, dept text, chair integer, hire_dt date, end_dt date);
CREATE TABLE registrar.courses (crs_cd text PRIMARY KEY, title text NOT NULL, credits integer, dept text);
CREATE TABLE registrar.students (stu_no text PRIMARY KEY, first_nm text, last_nm text, birth_dt date, enrol_yr integer, prog text, intl char(1), status text, grad_yr integer);
CREATE TABLE registrar.sections (sect_no integer PRIMARY KEY, crs_cd text, term_yr integer, semester text, instr integer, cap integer, room text);
CREATE TABLE registrar.enrolments (stu text, sect integer, grade text, grade_pts numeric(3,1));
CREATE TABLE finance.tuition_pmts (pmt_ref text PRIMARY KEY, stu_no text, term_yr integer, semester text, amt numeric(10,2), due_dt date, paid_dt date, outstanding smallint);`,
    insertRows('registrar.programs', ['prog_cd', 'prog_name', 'faculty', 'est_yr'], rows.programs),
    insertRows('registrar.instructors', ['emp_no', 'first_nm', 'last_nm', 'rank', 'dept', 'chair', 'hire_dt', 'end_dt'], rows.instructors),
    insertRows('registrar.courses', ['crs_cd', 'title', 'credits', 'dept'], rows.courses),
    insertRows('registrar.students', ['stu_no', 'first_nm', 'last_nm', 'birth_dt', 'enrol_yr', 'prog', 'intl', 'status', 'grad_yr'], rows.students),
    insertRows('registrar.sections', ['sect_no', 'crs_cd', 'term_yr', 'semester', 'instr', 'cap', 'room'], rows.sections),
    insertRows('registrar.enrolments', ['stu', 'sect', 'grade', 'grade_pts'], rows.enrol),
    insertRows('finance.tuition_pmts', ['pmt_ref', 'stu_no', 'term_yr', 'semester', 'amt', 'due_dt', 'paid_dt', 'outstanding'], rows.pmts),
  ].join('\n');
}
