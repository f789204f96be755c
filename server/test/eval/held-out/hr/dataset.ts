/**
 * Held-out HR set: a software company's people data in schemas `hr` and `payroll`. Staff keyed by badge number with
 * a self-referencing `reports_to`, department codes, team refs, null `term_dt` while employed, Y/N remote flag,
 * absences with seasonality, yearly performance reviews (integer `review_yr`) and bonus payments.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const TODAY = '2026-11-25';

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const DEPTS = [
  ['EXC', 'Executive Office', 'CC-1000'],
  ['ENG', 'Engineering', 'CC-4100'],
  ['PRD', 'Product', 'CC-4200'],
  ['SLS', 'Sales', 'CC-5100'],
  ['MKT', 'Marketing', 'CC-5200'],
  ['CSX', 'Customer Success', 'CC-5300'],
  ['FIN', 'Finance', 'CC-6100'],
  ['PPL', 'People Operations', 'CC-6200'],
  ['LGL', 'Legal', 'CC-6300'],
  ['OPS', 'Operations', 'CC-7100'],
] as const;

/** team ref, name, dept, member titles with base salary, weight in hiring */
const TEAMS: [string, string, string, [string, number][], number][] = [
  ['T-EXC-LDR', 'Leadership', 'EXC', [['Chief of Staff', 185000]], 1],
  ['T-ENG-PLT', 'Platform', 'ENG', [['Software Engineer', 118000], ['Senior Software Engineer', 148000], ['Staff Engineer', 178000]], 10],
  ['T-ENG-MOB', 'Mobile Apps', 'ENG', [['Software Engineer', 114000], ['Senior Software Engineer', 142000]], 7],
  ['T-ENG-DAT', 'Data Engineering', 'ENG', [['Data Engineer', 121000], ['Senior Data Engineer', 150000]], 6],
  ['T-ENG-SEC', 'Security', 'ENG', [['Security Engineer', 132000], ['Senior Security Engineer', 158000]], 4],
  ['T-ENG-QA', 'Quality Assurance', 'ENG', [['QA Analyst', 82000], ['QA Automation Engineer', 104000]], 5],
  ['T-PRD-PM', 'Product Management', 'PRD', [['Product Manager', 128000], ['Senior Product Manager', 156000]], 5],
  ['T-PRD-UX', 'Design', 'PRD', [['Product Designer', 104000], ['UX Researcher', 98000]], 4],
  ['T-SLS-ENT', 'Enterprise Sales', 'SLS', [['Account Executive', 96000], ['Senior Account Executive', 122000]], 8],
  ['T-SLS-SMB', 'SMB Sales', 'SLS', [['Account Executive', 78000], ['Sales Development Rep', 58000]], 9],
  ['T-SLS-SE', 'Sales Engineering', 'SLS', [['Solutions Engineer', 124000]], 4],
  ['T-MKT-GRW', 'Growth Marketing', 'MKT', [['Marketing Specialist', 72000], ['Growth Marketer', 88000]], 5],
  ['T-MKT-BRD', 'Brand & Content', 'MKT', [['Content Writer', 66000], ['Brand Designer', 79000]], 3],
  ['T-CSX-SUP', 'Support', 'CSX', [['Support Specialist', 54000], ['Senior Support Specialist', 66000]], 11],
  ['T-CSX-ONB', 'Onboarding', 'CSX', [['Implementation Consultant', 76000], ['Customer Success Manager', 84000]], 6],
  ['T-FIN-ACC', 'Accounting', 'FIN', [['Staff Accountant', 71000], ['Senior Accountant', 89000]], 4],
  ['T-FIN-FPA', 'FP&A', 'FIN', [['Financial Analyst', 86000]], 2],
  ['T-PPL-REC', 'Talent Acquisition', 'PPL', [['Recruiter', 74000], ['Recruiting Coordinator', 56000]], 3],
  ['T-PPL-HRB', 'People Partners', 'PPL', [['HR Business Partner', 92000], ['Payroll Specialist', 68000]], 2],
  ['T-LGL-CNS', 'Legal Counsel', 'LGL', [['Corporate Counsel', 168000], ['Paralegal', 69000]], 2],
  ['T-OPS-IT', 'IT Services', 'OPS', [['IT Support Technician', 58000], ['Systems Administrator', 87000]], 3],
  ['T-OPS-FAC', 'Facilities', 'OPS', [['Facilities Coordinator', 52000]], 2],
];

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Lisa', 'Matthew',
  'Nancy', 'Anthony', 'Priya', 'Mark', 'Sandra', 'Wei', 'Ashley', 'Steven', 'Aisha', 'Paul', 'Emily', 'Andrew', 'Donna',
  'Joshua', 'Michelle', 'Kenji', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Fatima', 'Omar', 'Melissa', 'Ravi', 'Deborah',
  'Liam', 'Sofia', 'Noah', 'Chloe', 'Mateo', 'Grace', 'Ethan', 'Olivia', 'Arjun', 'Hannah', 'Lucas', 'Zara'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Patel', 'Kim', 'Chen', 'Murphy', "O'Brien", 'Kowalski', 'Singh', 'Tanaka', 'Byrne',
  'Fischer', 'Okafor', 'Dubois', 'Larsen', 'Novak', 'Reyes'];

const OFFICES: [string, number][] = [['Chicago', 40], ['Austin', 25], ['Toronto', 20], ['Dublin', 15]];
const HIRE_MONTH_WEIGHTS = [14, 11, 10, 8, 7, 7, 6, 6, 12, 9, 6, 3];

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const usedNames = new Set<string>();
  const name = (): [string, string] => {
    for (;;) {
      const first = r.pick(FIRST);
      const last = r.pick(LAST);
      if (!usedNames.has(`${first} ${last}`)) {
        usedNames.add(`${first} ${last}`);
        return [first, last];
      }
    }
  };
  const hireDate = (fromYr: number, toYr: number): string => {
    const yr = r.weighted(Array.from({ length: toYr - fromYr + 1 }, (_, i) => [fromYr + i, 1 + i * 0.6] as const));
    const mo = r.weighted(HIRE_MONTH_WEIGHTS.map((w, i) => [i + 1, w] as const));
    const dt = `${yr}-${String(mo).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
    return dt > '2026-11-16' ? r.date('2026-09-01', '2026-11-16') : dt;
  };

  type Staff = {
    badge: number; first: string; last: string; dept: string; team: string | null; title: string; salary: number;
    hire: string; term: string | null; reportsTo: number | null; remote: string; gender: string | null; office: string; cls: string;
  };
  const staff: Staff[] = [];
  let nextBadge = 1001;
  const round100 = (x: number) => Math.round(x / 100) * 100;
  const round500 = (x: number) => Math.round(x / 500) * 500;
  const add = (s: Omit<Staff, 'badge'>): Staff => {
    const row = { ...s, badge: nextBadge };
    nextBadge += r.int(1, 4);
    staff.push(row);
    return row;
  };
  const person = () => ({ gender: r.weighted([['F', 46], ['M', 50], [null, 4]] as const), office: r.weighted(OFFICES) });

  const ceo = add({ ...person(), first: 'Margaret', last: 'Holloway', dept: 'EXC', team: 'T-EXC-LDR', title: 'Chief Executive Officer',
    salary: 385000, hire: '2012-03-05', term: null, reportsTo: null, remote: 'N', office: 'Chicago', cls: 'Full-time' });
  usedNames.add('Margaret Holloway');
  const heads = new Map<string, Staff>();
  for (const [cd] of DEPTS.slice(1)) {
    const [first, last] = name();
    heads.set(cd, add({ ...person(), first, last, dept: cd, team: null, title: `VP, ${DEPTS.find((d) => d[0] === cd)?.[1]}`,
      salary: round100(r.float(205000, 265000)), hire: hireDate(2012, 2018), term: null, reportsTo: ceo.badge, remote: 'N', cls: 'Full-time' }));
  }
  const leads = new Map<string, Staff>();
  for (const [ref, , dept, titles] of TEAMS) {
    const [first, last] = name();
    const boss = dept === 'EXC' ? ceo : heads.get(dept);
    leads.set(ref, add({ ...person(), first, last, dept, team: ref, title: dept === 'EXC' ? 'Chief of Staff' : `${dept === 'SLS' ? 'Sales' : 'Team'} Manager`,
      salary: round100((titles[titles.length - 1]?.[1] ?? 100000) * r.float(1.22, 1.42)), hire: hireDate(2013, 2020), term: null,
      reportsTo: boss?.badge ?? ceo.badge, remote: r.chance(0.2) ? 'Y' : 'N', cls: 'Full-time' }));
  }
  const teamWeights = TEAMS.filter((t) => t[2] !== 'EXC').map((t) => [t, t[4]] as const);
  for (let i = 0; i < 640; i++) {
    const team = r.weighted(teamWeights);
    const [ref, , dept, titles] = team;
    const [title, base] = r.pick(titles);
    const hire = hireDate(2014, 2026);
    const cls = r.weighted([['Full-time', 84], ['Part-time', 5], ['Contractor', 11]] as const);
    const yearsIn = (Date.parse(TODAY) - Date.parse(hire)) / (365 * 86_400_000);
    let term: string | null = null;
    if (r.chance(Math.min(0.65, yearsIn * (cls === 'Contractor' ? 0.14 : 0.075)))) {
      term = r.date(addDays(hire, 75), '2026-11-20');
      if (term < addDays(hire, 75)) term = null;
    }
    const [first, last] = name();
    const payScale = cls === 'Part-time' ? 0.55 : 1;
    add({ ...person(), first, last, dept, team: ref, title, hire, term, reportsTo: leads.get(ref)?.badge ?? null,
      salary: round100(base * payScale * r.float(0.86, 1.18) * (1 + Math.min(yearsIn, 8) * 0.012)),
      remote: r.chance(dept === 'ENG' || dept === 'PRD' ? 0.45 : 0.25) ? 'Y' : 'N', cls });
  }

  // Absences: 2023 onwards, inside each person's employment, vacation peaking in summer and December, sickness in winter.
  const absences: unknown[][] = [];
  const VAC_MONTHS = [4, 4, 6, 6, 7, 10, 14, 13, 6, 6, 5, 12];
  const SICK_MONTHS = [14, 13, 9, 6, 5, 4, 3, 3, 5, 7, 9, 12];
  let absNo = 50001;
  for (const s of staff) {
    for (let yr = 2023; yr <= 2026; yr++) {
      const plan: [string, number[], number][] = [
        ['Vacation', VAC_MONTHS, r.int(1, 5)],
        ['Sick', SICK_MONTHS, r.weighted([[0, 30], [1, 35], [2, 22], [3, 10], [5, 3]] as const)],
        ['Bereavement', VAC_MONTHS.map(() => 1), r.chance(0.03) ? 1 : 0],
        ['Unpaid', VAC_MONTHS, r.chance(0.04) ? 1 : 0],
        ['Parental', VAC_MONTHS.map(() => 1), r.chance(0.025) ? 1 : 0],
      ];
      for (const [type, months, n] of plan) {
        for (let k = 0; k < n; k++) {
          const mo = r.weighted(months.map((w, i) => [i + 1, w] as const));
          const start = `${yr}-${String(mo).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
          const len = type === 'Vacation' ? r.weighted([[1, 3], [2, 3], [3, 2], [5, 4], [10, 2]] as const)
            : type === 'Sick' ? r.weighted([[1, 6], [2, 3], [3, 2], [5, 1]] as const)
            : type === 'Parental' ? r.pick([40, 60, 80]) : r.int(1, 5);
          const end = addDays(start, Math.ceil(len * 1.4) - 1);
          if (start < s.hire || (s.term && end > s.term) || end > '2026-11-24' || end.slice(0, 4) !== start.slice(0, 4)) continue;
          const days = type !== 'Parental' && len === 1 && r.chance(0.25) ? 0.5 : len;
          absences.push([absNo++, s.badge, type, start, end, days]);
        }
      }
    }
  }

  // Reviews for each year someone was on staff from before October to year end; none yet for 2026.
  const reviews: unknown[][] = [];
  const ratingOf = new Map<string, number>();
  for (const s of staff) {
    if (s.reportsTo === null) continue;
    for (let yr = 2021; yr <= 2025; yr++) {
      if (s.hire > `${yr}-09-30` || (s.term && s.term <= `${yr}-12-31`)) continue;
      const rating = r.weighted([[1, 3], [2, 12], [3, 45], [4, 30], [5, 10]] as const);
      const self = Math.max(1, Math.min(5, rating + r.weighted([[-1, 2], [0, 5], [1, 3]] as const)));
      ratingOf.set(`${s.badge}/${yr}`, rating);
      reviews.push([s.badge, yr, rating, self, s.reportsTo, rating >= 4 && r.chance(rating === 5 ? 0.6 : 0.25) ? 1 : 0]);
    }
  }

  // Bonuses: annual (paid in March for the prior review year), spot, signing and retention.
  const bonuses: unknown[][] = [];
  let pmtNo = 700001;
  const pay = (badge: number, dt: string, type: string, amt: number) => {
    if (dt <= '2026-11-24') bonuses.push([pmtNo++, badge, Number(dt.slice(0, 4)), dt, type, Number(amt.toFixed(2))]);
  };
  for (const s of staff) {
    for (let yr = 2021; yr <= 2025; yr++) {
      const rating = ratingOf.get(`${s.badge}/${yr}`);
      const dt = `${yr + 1}-03-${r.pick(['13', '14', '15'])}`;
      if (!rating || rating < 3 || s.cls === 'Contractor' || (s.term && s.term < dt)) continue;
      pay(s.badge, dt, 'Annual', s.salary * ({ 3: 0.05, 4: 0.08, 5: 0.12 } as Record<number, number>)[rating]! * r.float(0.9, 1.1));
    }
    if (s.hire >= '2022-01-01' && s.cls !== 'Contractor' && r.chance(0.22)) pay(s.badge, addDays(s.hire, 30), 'Signing', round500(r.float(2000, 15000)));
    for (let yr = 2022; yr <= 2026; yr++) {
      const from = s.hire > `${yr}-01-01` ? s.hire : `${yr}-01-01`;
      const to = s.term && s.term < `${yr}-12-31` ? s.term : `${yr}-12-31`;
      if (from < to && r.chance(0.2)) pay(s.badge, r.date(from, to), 'Spot', r.pick([250, 500, 500, 750, 1000, 1000, 1500, 2500]));
    }
    if (!s.term && s.salary > 140000 && r.chance(0.12)) pay(s.badge, r.date('2024-01-01', '2026-10-31'), 'Retention', round500(r.float(10000, 40000)));
  }
  bonuses.sort((a, b) => String(a[3]).localeCompare(String(b[3])) || Number(a[0]) - Number(b[0]));
  bonuses.forEach((b, i) => (b[0] = 700001 + i));

  return [
    'CREATE SCHEMA hr;',
    'CREATE SCHEMA payroll;',
    'CREATE TABLE hr.depts (dept_cd text PRIMARY KEY, dept_name text NOT NULL, cost_ctr text NOT NULL);',
    'CREATE TABLE hr.teams (team_ref text PRIMARY KEY, team_nm text NOT NULL, dept_cd text NOT NULL);',
    `CREATE TABLE hr.staff (badge_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, dept_cd text NOT NULL,
      team_ref text, job_title text NOT NULL, base_sal numeric(10,2) NOT NULL, hire_dt date NOT NULL, term_dt date,
      reports_to integer, remote_flg char(1) NOT NULL, gender char(1), office_loc text NOT NULL, emp_class text NOT NULL);`,
    `CREATE TABLE hr.absences (abs_no integer PRIMARY KEY, badge_no integer NOT NULL, abs_type text NOT NULL, start_dt date NOT NULL,
      end_dt date NOT NULL, days_off numeric(4,1) NOT NULL);`,
    `CREATE TABLE hr.perf_reviews (badge_no integer NOT NULL, review_yr integer NOT NULL, rating smallint NOT NULL,
      self_rating smallint NOT NULL, reviewer_badge integer, promo_flg smallint NOT NULL, PRIMARY KEY (badge_no, review_yr));`,
    `CREATE TABLE payroll.bonus_pmts (pmt_no integer PRIMARY KEY, badge_no integer NOT NULL, fiscal_yr integer NOT NULL, pay_dt date NOT NULL,
      bonus_type text NOT NULL, gross_amt numeric(10,2) NOT NULL);`,
    insertRows('hr.depts', ['dept_cd', 'dept_name', 'cost_ctr'], DEPTS.map((d) => [...d])),
    insertRows('hr.teams', ['team_ref', 'team_nm', 'dept_cd'], TEAMS.map((t) => [t[0], t[1], t[2]])),
    insertRows('hr.staff', ['badge_no', 'first_nm', 'last_nm', 'dept_cd', 'team_ref', 'job_title', 'base_sal', 'hire_dt', 'term_dt',
      'reports_to', 'remote_flg', 'gender', 'office_loc', 'emp_class'],
      staff.map((s) => [s.badge, s.first, s.last, s.dept, s.team, s.title, s.salary, s.hire, s.term, s.reportsTo, s.remote, s.gender, s.office, s.cls])),
    insertRows('hr.absences', ['abs_no', 'badge_no', 'abs_type', 'start_dt', 'end_dt', 'days_off'], absences),
    insertRows('hr.perf_reviews', ['badge_no', 'review_yr', 'rating', 'self_rating', 'reviewer_badge', 'promo_flg'], reviews),
    insertRows('payroll.bonus_pmts', ['pmt_no', 'badge_no', 'fiscal_yr', 'pay_dt', 'bonus_type', 'gross_amt'], bonuses),
  ].join('\n');
}
