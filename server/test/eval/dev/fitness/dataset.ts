/**
 * Peak Forge Fitness, a chain of seven fitness clubs in Texas, Tennessee, Colorado, Arizona and Utah (the Salt Lake
 * City club opened in March 2025). Schema `mbr`: membership plans (the plan's current list price; members keep the
 * monthly rate they signed up at), members (home club, plan, join date; a member who is still a member has no
 * cancel date, and some current members have frozen their membership), monthly dues invoices (billing moved to the
 * current system in January 2023; the billing month is stored as 'YYYY-MM' text, unpaid invoices are open and have no
 * paid date) and check-ins at the club doors (recorded from January 2024; members on the Basic plan may only use
 * their home club). Schema `ops`: clubs, staff (who report to other staff: the COO, regional directors, club
 * managers, personal trainers, group instructors, front desk), group classes (booked through the app since January
 * 2025; the schedule runs two weeks ahead), class bookings (attended or no-show, unknown until the class has been
 * held), personal-training packages sold by a trainer to a member of the trainer's club, and the sessions of those
 * packages, and retail sales at the clubs' smoothie bars and shops (one item per sale). Data up to 2026-11-24.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
/** Month index: 0 is January 2020. */
const mi = (iso: string) => (Number(iso.slice(0, 4)) - 2020) * 12 + Number(iso.slice(5, 7)) - 1;
const TODAY_MONTH = mi(LAST_DAY);
const FIRST_BILL_MONTH = mi('2023-01-01');

/** [club_cd, club_nm, city, state_cd, open_yr, pool_flg, sq_ft, size, opened] */
const CLUBS: [string, string, string, string, number, 0 | 1, number, number, string][] = [
  ['AUS1', 'Austin Downtown', 'Austin', 'TX', 2015, 1, 42000, 3.2, '2015-04-01'],
  ['AUS2', 'Austin North Lamar', 'Austin', 'TX', 2019, 0, 28000, 2.2, '2019-09-01'],
  ['NSH1', 'Nashville Gulch', 'Nashville', 'TN', 2020, 1, 36000, 2.6, '2020-02-01'],
  ['DEN1', 'Denver LoDo', 'Denver', 'CO', 2016, 1, 40000, 2.8, '2016-05-01'],
  ['BLD1', 'Boulder Pearl Street', 'Boulder', 'CO', 2021, 0, 22000, 1.4, '2021-06-01'],
  ['PHX1', 'Phoenix Arcadia', 'Phoenix', 'AZ', 2017, 1, 38000, 2.4, '2017-10-01'],
  ['SLC1', 'Salt Lake Sugar House', 'Salt Lake City', 'UT', 2025, 0, 30000, 2.6, '2025-03-01'],
];

/** [plan_cd, plan_nm, current mo_fee, enroll_fee, incl_classes_yn, min_term_mos, price before 2024-07, price 2024-07 to 2025-12, weight, monthly churn] */
const PLANS: [string, string, number, number, 'Y' | 'N', number, number, number, number, number][] = [
  ['BASIC', 'Basic', 34.99, 0, 'N', 0, 29.99, 32.99, 30, 0.026],
  ['PLUS', 'Plus', 54.99, 49, 'Y', 0, 49.99, 52.99, 27, 0.02],
  ['PREM', 'Premier', 84.99, 99, 'Y', 12, 79.99, 79.99, 13, 0.014],
  ['STUD', 'Student', 24.99, 0, 'N', 0, 22.99, 24.99, 9, 0.04],
  ['CORP', 'Corporate', 44.99, 0, 'Y', 12, 39.99, 42.99, 12, 0.022],
  ['SENR', 'Silver Senior', 39.99, 25, 'Y', 0, 34.99, 36.99, 9, 0.012],
];

/** [emp_no, emp_nm, job_title, home_club, mgr_emp, hire_dt, term_dt, ft_flg] */
const STAFF: [number, string, string, string | null, number | null, string, string | null, 0 | 1][] = [
  [1001, 'Dana Whitfield', 'Chief Operating Officer', null, null, '2014-09-02', null, 1],
  [1002, 'Marco Salazar', 'Regional Director', null, 1001, '2016-01-11', null, 1],
  [1003, 'Erin Kowalczyk', 'Regional Director', null, 1001, '2017-03-06', null, 1],
  // Club managers
  [1101, 'Tasha Greene', 'Club Manager', 'AUS1', 1002, '2015-02-16', null, 1],
  [1102, 'Victor Ramos', 'Club Manager', 'AUS2', 1002, '2019-06-03', null, 1],
  [1103, 'Lauren Pike', 'Club Manager', 'NSH1', 1002, '2019-11-18', null, 1],
  [1104, 'Caleb Jensen', 'Club Manager', 'DEN1', 1003, '2016-03-21', null, 1],
  [1105, 'Priya Natarajan', 'Club Manager', 'BLD1', 1003, '2021-04-05', null, 1],
  [1106, 'Omar Haddad', 'Club Manager', 'PHX1', 1003, '2017-08-14', null, 1],
  [1107, 'Whitney Sorensen', 'Club Manager', 'SLC1', 1003, '2024-11-04', null, 1],
  // Personal trainers
  [1201, 'Jake Morrison', 'Personal Trainer', 'AUS1', 1101, '2016-05-09', null, 1],
  [1202, 'Alyssa Vega', 'Personal Trainer', 'AUS1', 1101, '2018-02-12', null, 1],
  [1203, 'Derek Osei', 'Personal Trainer', 'AUS1', 1101, '2021-07-19', '2025-06-13', 0],
  [1204, 'Brianna Cole', 'Personal Trainer', 'AUS2', 1102, '2019-08-26', null, 1],
  [1205, 'Mateo Guerrero', 'Personal Trainer', 'AUS2', 1102, '2022-10-03', null, 0],
  [1206, 'Kendra Walsh', 'Personal Trainer', 'NSH1', 1103, '2020-01-27', null, 1],
  [1207, 'Tyrell Jackson', 'Personal Trainer', 'NSH1', 1103, '2023-04-10', null, 1],
  [1208, 'Sven Lindqvist', 'Personal Trainer', 'DEN1', 1104, '2016-06-06', null, 1],
  [1209, 'Maya Brooks', 'Personal Trainer', 'DEN1', 1104, '2019-09-16', null, 1],
  [1210, 'Noah Whitaker', 'Personal Trainer', 'DEN1', 1104, '2026-02-02', null, 0],
  [1211, 'Chloe Fontaine', 'Personal Trainer', 'BLD1', 1105, '2021-05-24', null, 0],
  [1212, 'Luis Carrillo', 'Personal Trainer', 'PHX1', 1106, '2017-09-25', null, 1],
  [1213, 'Hannah Kim', 'Personal Trainer', 'PHX1', 1106, '2022-01-10', null, 1],
  [1214, 'Garrett Boyd', 'Personal Trainer', 'SLC1', 1107, '2025-01-13', null, 1],
  [1215, 'Sofia Marchetti', 'Personal Trainer', 'SLC1', 1107, '2025-02-03', null, 0],
  // Group instructors
  [1301, 'Renee Dubois', 'Group Instructor', 'AUS1', 1101, '2017-01-09', null, 0],
  [1302, 'Kofi Mensah', 'Group Instructor', 'AUS1', 1101, '2020-03-02', null, 0],
  [1303, 'Jasmine Ortiz', 'Group Instructor', 'AUS2', 1102, '2019-09-09', null, 0],
  [1304, 'Ethan Park', 'Group Instructor', 'NSH1', 1103, '2020-02-17', null, 1],
  [1305, 'Gabrielle Stone', 'Group Instructor', 'NSH1', 1103, '2024-08-05', null, 0],
  [1306, 'Tobias Reed', 'Group Instructor', 'DEN1', 1104, '2018-04-23', null, 1],
  [1307, 'Ingrid Halvorsen', 'Group Instructor', 'DEN1', 1104, '2022-06-13', null, 0],
  [1308, 'Mei Chen', 'Group Instructor', 'BLD1', 1105, '2021-06-01', null, 0],
  [1309, 'Andre Baptiste', 'Group Instructor', 'PHX1', 1106, '2018-01-15', null, 1],
  [1310, 'Lila Montgomery', 'Group Instructor', 'PHX1', 1106, '2023-09-11', null, 0],
  [1311, 'Rowan Fisher', 'Group Instructor', 'SLC1', 1107, '2025-02-10', null, 0],
  // Front desk
  [1401, 'Ashley Nguyen', 'Front Desk', 'AUS1', 1101, '2022-05-02', null, 0],
  [1402, 'Ben Carter', 'Front Desk', 'AUS1', 1101, '2024-01-08', null, 0],
  [1403, 'Isabel Flores', 'Front Desk', 'AUS2', 1102, '2023-03-13', null, 0],
  [1404, 'Marcus Hill', 'Front Desk', 'NSH1', 1103, '2021-10-04', null, 1],
  [1405, 'Olivia Grant', 'Front Desk', 'DEN1', 1104, '2020-07-20', null, 1],
  [1406, 'Zach Turner', 'Front Desk', 'BLD1', 1105, '2023-06-05', null, 0],
  [1407, 'Carmen Reyes', 'Front Desk', 'PHX1', 1106, '2019-12-02', null, 1],
  [1408, 'Tyler Mason', 'Front Desk', 'SLC1', 1107, '2025-02-24', null, 0],
];

/** Weekly class slots per club: [club_cd, weekday (0 Monday), hh:mm, class type, instructor, minutes, capacity] */
const SLOTS: [string, number, string, string, number, number, number][] = [
  ['AUS1', 0, '06:00', 'Spin', 1301, 45, 24],
  ['AUS1', 1, '18:00', 'Yoga', 1302, 60, 25],
  ['AUS1', 2, '12:15', 'HIIT', 1201, 30, 18],
  ['AUS1', 3, '18:30', 'Boxing', 1302, 45, 16],
  ['AUS1', 5, '09:00', 'Zumba', 1301, 60, 30],
  ['AUS2', 0, '18:00', 'HIIT', 1303, 45, 18],
  ['AUS2', 2, '06:30', 'Spin', 1303, 45, 20],
  ['AUS2', 3, '19:00', 'Yoga', 1303, 60, 20],
  ['AUS2', 5, '10:00', 'Pilates', 1204, 50, 14],
  ['NSH1', 0, '17:30', 'Zumba', 1305, 60, 30],
  ['NSH1', 1, '06:00', 'Spin', 1304, 45, 22],
  ['NSH1', 3, '18:00', 'Boxing', 1304, 45, 16],
  ['NSH1', 6, '09:30', 'Yoga', 1305, 60, 24],
  ['DEN1', 0, '06:00', 'HIIT', 1306, 30, 18],
  ['DEN1', 1, '12:00', 'Pilates', 1307, 50, 14],
  ['DEN1', 2, '18:00', 'Spin', 1306, 45, 24],
  ['DEN1', 3, '07:00', 'Yoga', 1307, 60, 25],
  ['DEN1', 5, '08:30', 'Boxing', 1208, 45, 16],
  ['BLD1', 1, '06:30', 'Yoga', 1308, 60, 20],
  ['BLD1', 3, '18:00', 'Pilates', 1308, 50, 12],
  ['BLD1', 5, '09:00', 'Spin', 1308, 45, 16],
  ['PHX1', 0, '05:45', 'Spin', 1309, 45, 22],
  ['PHX1', 2, '18:30', 'Zumba', 1310, 60, 30],
  ['PHX1', 3, '12:00', 'HIIT', 1309, 30, 18],
  ['PHX1', 5, '08:00', 'Yoga', 1310, 60, 24],
  ['SLC1', 0, '18:00', 'Spin', 1311, 45, 20],
  ['SLC1', 2, '06:30', 'HIIT', 1311, 30, 16],
  ['SLC1', 4, '17:30', 'Yoga', 1215, 60, 22],
  ['SLC1', 5, '09:00', 'Boxing', 1311, 45, 14],
];
/** [class type, how full it gets, no-show chance] */
const CLASS_TYPES: Record<string, [number, number]> = {
  Spin: [0.78, 0.07],
  Yoga: [0.62, 0.1],
  HIIT: [0.7, 0.16],
  Pilates: [0.85, 0.05],
  Zumba: [0.45, 0.21],
  Boxing: [0.66, 0.12],
};

/** [item_sku, item_desc, item_cat, list_prc (current), price before 2025-06-01, weight] */
const ITEMS: [string, string, string, number, number, number][] = [
  ['SMO-01', 'Green Machine Smoothie', 'Smoothie', 8.95, 8.5, 14],
  ['SMO-02', 'PB Banana Smoothie', 'Smoothie', 8.95, 8.5, 18],
  ['SMO-03', 'Berry Blast Smoothie', 'Smoothie', 8.45, 7.95, 12],
  ['SMO-04', 'Tropical Protein Shake', 'Smoothie', 9.75, 9.25, 10],
  ['SUP-01', 'Whey Protein 2lb', 'Supplement', 44.99, 44.99, 3],
  ['SUP-02', 'Pre-Workout 30 Servings', 'Supplement', 34.99, 34.99, 2],
  ['SUP-03', 'Electrolyte Tabs', 'Supplement', 12.99, 12.99, 4],
  ['SNK-01', 'Protein Bar', 'Snack', 3.49, 3.49, 16],
  ['SNK-02', 'Trail Mix', 'Snack', 2.99, 2.99, 6],
  ['BEV-01', 'Bottled Water', 'Beverage', 1.99, 1.99, 15],
  ['BEV-02', 'Cold Brew Coffee', 'Beverage', 4.5, 4.5, 9],
  ['BEV-03', 'Energy Drink', 'Beverage', 3.75, 3.75, 8],
  ['APP-01', 'Logo T-Shirt', 'Apparel', 24, 24, 2],
  ['APP-02', 'Gym Towel', 'Apparel', 14, 14, 2],
  ['GER-01', 'Shaker Bottle', 'Gear', 11, 11, 3],
];

/** [sessions, list price] */
const PT_PACKS: [number, number, number][] = [
  [5, 325, 35],
  [10, 600, 45],
  [20, 1100, 20],
];

/** Class types a club's members like more or less than elsewhere. */
const CLUB_TASTE: Record<string, number> = {
  'AUS1 Yoga': 1.4,
  'NSH1 Zumba': 1.7,
  'BLD1 Yoga': 1.5,
  'SLC1 HIIT': 1.8,
  'PHX1 Zumba': 0.8,
  'DEN1 Boxing': 1.2,
};

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Chris', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Emma', 'Mark', 'Sandra', 'Andrew', 'Ashley', 'Joshua', 'Emily', 'Kenneth', 'Michelle', 'Tyler', 'Amanda', 'Brandon', 'Megan', 'Jordan', 'Aisha', 'Wei', 'Fatima', 'Diego', 'Hannah', 'Caleb', 'Zoe', 'Liam', 'Olivia', 'Ava', 'Ethan', 'Isaac', 'Sophia', 'Ryan', 'Grace', 'Nathan', 'Chloe', 'Kevin', 'Rosa', 'Hiroshi', 'Nadia'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Patel', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Sanchez', 'Morris', 'Rogers', 'Reed', 'Cook', 'Morgan', 'Bell', 'Murphy', 'Bailey', 'Rivera'];

const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (m: number) => `${2020 + Math.floor(m / 12)}-${pad((m % 12) + 1)}-01`;
const billMonth = (m: number) => monthStart(m).slice(0, 7);
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayDiff = (a: string, b: string) => Math.round((Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
/** 0 is Monday. */
const weekday = (iso: string) => (new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7;
const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);

interface Member {
  no: number;
  club: string;
  plan: (typeof PLANS)[number];
  join: string;
  /** Last day as a member, or null. */
  cxl: string | null;
  /** Freeze start, or null. */
  frz: string | null;
  autoPay: boolean;
  /** The monthly rate the member signed up at. */
  rate: number;
  visitRate: number;
  classAffinity: number;
  noShowBias: number;
}

export function datasetSql(): string {
  const rnd = seededRandom(41177);

  // Members: those still members on 2023-01-01 who joined earlier, then new members month by month
  const members: Member[] = [];
  const memberRows: unknown[][] = [];
  const names = new Set<string>();
  const priceAt = (plan: (typeof PLANS)[number], day: string) => (day < '2024-07-01' ? plan[6] : day < '2026-01-01' ? plan[7] : plan[2]);
  const joins: { club: (typeof CLUBS)[number]; day: string }[] = [];
  for (const club of CLUBS) {
    if (club[8] < '2023-01-01') {
      const base = Math.round(club[7] * 18);
      for (let k = 0; k < base; k++) joins.push({ club, day: rnd.date(max(club[8], '2019-01-01'), '2022-12-31') });
    }
    for (let m = Math.max(mi(club[8]), mi('2023-01-01')); m <= TODAY_MONTH; m++) {
      const month = (m % 12) + 1;
      const season = month === 1 ? 1.8 : month === 9 ? 1.25 : month >= 6 && month <= 8 ? 0.75 : month === 12 ? 0.6 : 1;
      const opening = m - mi(club[8]) < 3 ? 3 : 1;
      const n = Math.round(club[7] * 0.72 * season * opening * rnd.float(0.6, 1.4));
      const last = m === TODAY_MONTH ? LAST_DAY : addDays(monthStart(m + 1), -1);
      for (let k = 0; k < n; k++) joins.push({ club, day: rnd.date(monthStart(m), last) });
    }
  }
  joins.sort((a, b) => a.day.localeCompare(b.day) || a.club[0].localeCompare(b.club[0]));
  let mbrNo = 200_000;
  for (const { club, day } of joins) {
    const plan = rnd.weighted(PLANS.map((p) => [p, p[8] * (club[0] === 'SLC1' && p[0] === 'CORP' ? 0.3 : 1)] as [(typeof PLANS)[number], number]));
    // Cancellation: month by month from 2023 (or the join), at the plan's churn rate
    let cxl: string | null = null;
    for (let m = Math.max(mi(day), FIRST_BILL_MONTH); m <= TODAY_MONTH; m++) {
      if (m === mi(day) && day.slice(8) > '20') continue;
      const minTerm = plan[5] > 0 && m - mi(day) < plan[5] ? 0.2 : 1;
      if (rnd.chance(plan[9] * minTerm * (m - mi(day) < 4 ? 1.6 : 1))) {
        cxl = rnd.date(max(monthStart(m), addDays(day, 5)), m === TODAY_MONTH ? LAST_DAY : addDays(monthStart(m + 1), -1));
        if (cxl > LAST_DAY) cxl = null;
        break;
      }
    }
    const frz = cxl === null && day < '2026-07-01' && rnd.chance(0.055) ? rnd.date('2026-08-01', '2026-11-20') : null;
    let first = rnd.pick(FIRST);
    let last = rnd.pick(LAST);
    while (names.has(`${first} ${last}`)) {
      first = rnd.pick(FIRST);
      last = rnd.pick(LAST);
    }
    names.add(`${first} ${last}`);
    const birthYr = plan[0] === 'STUD' ? rnd.int(1999, 2007) : plan[0] === 'SENR' ? rnd.int(1946, 1961) : rnd.int(1962, 2004);
    const member: Member = {
      no: (mbrNo += rnd.int(1, 4)),
      club: club[0],
      plan,
      join: day,
      cxl,
      frz,
      autoPay: rnd.chance(plan[0] === 'CORP' ? 0.9 : 0.68),
      rate: 0,
      visitRate: rnd.weighted([[0.04, 14], [0.18, 26], [0.4, 30], [0.8, 22], [1.6, 8]]),
      classAffinity: rnd.weighted([[0, 30], [0.5, 30], [1, 25], [3, 15]]),
      noShowBias: rnd.weighted([[0.5, 50], [1, 35], [2.5, 15]]),
    };
    members.push(member);
    const rate = Math.round((priceAt(plan, day) - (rnd.chance(0.1) ? 5 : 0)) * 100) / 100;
    member.rate = rate;
    const referrers = members.filter((o) => o.club === club[0] && o.join < addDays(day, -30) && (o.cxl === null || o.cxl > day) && o !== member);
    const referredBy = referrers.length > 0 && rnd.chance(0.13) ? rnd.weighted(referrers.map((o) => [o.no, o.no % 7 === 0 ? 6 : 1] as [number, number])) : null;
    const status = cxl ? 'CANCELLED' : frz ? 'FROZEN' : 'ACTIVE';
    const reason = cxl ? rnd.weighted([['RELOCATED', 14], ['PRICE', 22], ['NOT_USING', 30], ['MEDICAL', 8], ['COMPETITOR', 12], ['OTHER', 14]]) : null;
    const email = rnd.chance(0.05) ? null : `${first}.${last}${rnd.int(1, 99)}@example.com`.toLowerCase();
    memberRows.push([member.no, first, last, email, birthYr, club[0], plan[0], day, rate, member.autoPay ? 'Y' : 'N', referredBy, status, frz, cxl, reason]);
  }
  /** Last day the member can use the clubs ('9999-12-31' while still a member and not frozen). */
  const lastUse = (m: Member) => (m.cxl ?? (m.frz ? addDays(m.frz, -1) : '9999-12-31'));

  // Dues invoices: one per month the member is a member on the 1st (or joined in), until cancelled or frozen
  const rd = seededRandom(5150);
  const invRows: unknown[][] = [];
  const lateProfile = new Map<Member, number>();
  for (const m of members) lateProfile.set(m, m.autoPay ? 0 : rd.weighted([[1, 70], [2, 30]]));
  for (const m of members) {
    const endMonth = m.cxl ? mi(m.cxl) - (m.cxl.slice(8) === '01' ? 1 : 0) : m.frz ? mi(m.frz) - 1 : TODAY_MONTH;
    const profile = lateProfile.get(m) ?? 0;
    for (let k = Math.max(mi(m.join), FIRST_BILL_MONTH); k <= endMonth; k++) {
      const due = k === mi(m.join) ? m.join : monthStart(k);
      let paid: string | null;
      if (profile === 0) paid = rd.chance(0.96) ? due : addDays(due, rd.int(2, 12));
      else if (profile === 1) paid = addDays(due, rd.weighted([[0, 30], [3, 30], [7, 20], [12, 12], [20, 8]]) + rd.int(0, 2));
      else paid = addDays(due, rd.weighted([[5, 20], [10, 30], [18, 25], [30, 15], [45, 10]]) + rd.int(0, 3));
      if (paid > LAST_DAY) paid = null;
      if (paid && m.cxl && k >= endMonth - 1 && rd.chance(profile === 0 ? 0.08 : 0.3)) paid = null;
      if (paid && profile === 2 && k >= TODAY_MONTH - 2 && rd.chance(0.25)) paid = null;
      if (paid && profile === 0 && k >= TODAY_MONTH - 1 && rd.chance(0.02)) paid = null;
      invRows.push([0, m.no, billMonth(k), due, m.rate, paid ? 'PAID' : 'OPEN', paid, paid ? m.rate : null]);
    }
  }
  invRows.sort((a, b) => String(a[3]).localeCompare(String(b[3])) || Number(a[1]) - Number(b[1]));
  let invNo = 700_000;
  for (const row of invRows) row[0] = (invNo += 1);

  // Check-ins from 2024
  const rc = seededRandom(909);
  const chkRows: unknown[][] = [];
  const otherClubs = (club: string, day: string) => CLUBS.filter((c) => c[0] !== club && c[8] <= day).map((c) => c[0]);
  for (const m of members) {
    const from = max(m.join, '2024-01-01');
    const to = min(lastUse(m), LAST_DAY);
    if (from > to) continue;
    const days = dayDiff(from, to);
    const perDay = m.visitRate / 7;
    const home = m.club;
    const traveler = m.plan[0] !== 'BASIC' && rc.chance(0.3);
    for (let d = 0; d <= days; d++) {
      if (!rc.chance(perDay)) continue;
      const day = addDays(from, d);
      const club = traveler && rc.chance(0.12) ? rc.pick(otherClubs(home, day)) : home;
      const hour = rc.weighted([[5, 6], [6, 12], [7, 10], [8, 6], [9, 5], [10, 4], [11, 4], [12, 7], [13, 4], [14, 3], [15, 4], [16, 7], [17, 12], [18, 12], [19, 8], [20, 4], [21, 2]]);
      chkRows.push([0, m.no, club, `${day} ${pad(hour)}:${pad(rc.int(0, 59))}:${pad(rc.int(0, 59))}`]);
    }
  }
  chkRows.sort((a, b) => String(a[3]).localeCompare(String(b[3])));
  let chkNo = 3_000_000;
  for (const row of chkRows) row[0] = (chkNo += rc.int(1, 2));

  // Group classes from 2025-01-06 to 2026-12-06, and their bookings
  const rk = seededRandom(2718);
  const classRows: unknown[][] = [];
  const bookingRows: unknown[][] = [];
  const classMembers = new Map<string, Member[]>();
  for (const m of members) if (m.plan[4] === 'Y' && m.classAffinity > 0) classMembers.set(m.club, [...(classMembers.get(m.club) ?? []), m]);
  const subsOf = (club: string, inst: number) => STAFF.filter((s) => s[3] === club && s[0] !== inst && (s[2] === 'Group Instructor' || s[2] === 'Personal Trainer') && !s[6]).map((s) => s[0]);
  const classes: { no: number; club: string; type: string; inst: number; ts: string; cap: number; stat: string; dur: number }[] = [];
  for (let day = '2025-01-06'; day <= '2026-12-06'; day = addDays(day, 1)) {
    for (const [club, dow, time, type, inst, dur, cap] of SLOTS) {
      if (weekday(day) !== dow) continue;
      const opened = CLUBS.find((c) => c[0] === club)?.[8] ?? '';
      if (day < opened) continue;
      if ((day.slice(5) === '12-25' || day.slice(5) === '01-01' || day.slice(5) === '07-04' || day === '2025-11-27' || day === '2026-11-26')) continue;
      const future = day > LAST_DAY;
      const stat = future ? 'SCHEDULED' : rk.chance(0.03) ? 'CANCELLED' : 'HELD';
      const subs = subsOf(club, inst);
      const who = rk.chance(0.08) && subs.length > 0 ? rk.pick(subs) : inst;
      classes.push({ no: 0, club, type, inst: who, ts: `${day} ${time}:00`, cap, stat, dur });
    }
  }
  classes.sort((a, b) => a.ts.localeCompare(b.ts) || a.club.localeCompare(b.club));
  let classNo = 50_000;
  const bookings: [number, number, string, number | null][] = [];
  for (const c of classes) {
    c.no = (classNo += rk.int(1, 3));
    classRows.push([c.no, c.club, c.type, c.inst, c.ts, c.dur, c.cap, c.stat]);
    const day = c.ts.slice(0, 10);
    const pool = (classMembers.get(c.club) ?? []).filter((m) => m.join <= addDays(day, -2) && lastUse(m) >= day);
    const [fill, noShow] = CLASS_TYPES[c.type] ?? [0.5, 0.1];
    const taste = CLUB_TASTE[`${c.club} ${c.type}`] ?? 1;
    const month = Number(day.slice(5, 7));
    const season = month === 1 || month === 2 ? 1.15 : month >= 6 && month <= 8 ? 0.8 : 1;
    const daysAhead = dayDiff(LAST_DAY, day);
    const horizon = daysAhead > 0 ? Math.max(0.15, 1 - daysAhead / 14) : 1;
    const target = Math.min(c.cap, pool.length, Math.round(c.cap * fill * taste * 0.55 * season * horizon * rk.float(0.55, 1.3)));
    const picked = new Set<Member>();
    let tries = 0;
    while (picked.size < target && tries < target * 20) {
      tries++;
      picked.add(rk.weighted(pool.map((m) => [m, m.classAffinity] as [Member, number])));
    }
    for (const m of [...picked].sort((a, b) => a.no - b.no)) {
      const attended = c.stat === 'HELD' ? (rk.chance(Math.min(0.6, noShow * m.noShowBias)) ? 0 : 1) : null;
      const bookedAt = `${addDays(day, -rk.int(1, 7))} ${pad(rk.int(6, 22))}:${pad(rk.int(0, 59))}:00`;
      bookings.push([c.no, m.no, bookedAt > `${LAST_DAY} 23:59:59` ? `${LAST_DAY} 21:15:00` : bookedAt, attended]);
    }
  }
  let bkgNo = 900_000;
  for (const b of bookings) bookingRows.push([(bkgNo += rk.int(1, 2)), ...b]);

  // Personal training packages and sessions
  const rp = seededRandom(31337);
  const pkgRows: unknown[][] = [];
  const sessRows: unknown[][] = [];
  const trainers = STAFF.filter((s) => s[2] === 'Personal Trainer');
  const sellRate: Record<number, number> = { 1201: 1.3, 1202: 0.9, 1203: 0.8, 1204: 1.1, 1205: 0.6, 1206: 1.2, 1207: 0.7, 1208: 1.4, 1209: 0.8, 1210: 0.5, 1211: 0.55, 1212: 1.0, 1213: 0.75, 1214: 0.9, 1215: 0.45 };
  const pkgs: { trainer: (typeof STAFF)[number]; member: Member; sold: string; sessions: number; price: number }[] = [];
  for (const t of trainers) {
    for (let m = FIRST_BILL_MONTH; m <= TODAY_MONTH; m++) {
      const n = rp.weighted([[0, 45], [1, 38], [2, 14], [3, 3]]) * (sellRate[t[0]] ?? 1);
      const count = Math.floor(n + rp.next());
      for (let k = 0; k < count; k++) {
        const sold = rp.date(monthStart(m), m === TODAY_MONTH ? LAST_DAY : addDays(monthStart(m + 1), -1));
        if (sold < t[5] || (t[6] && sold > t[6])) continue;
        const pool = members.filter((x) => x.club === t[3] && x.join <= sold && lastUse(x) >= addDays(sold, 14));
        if (pool.length === 0) continue;
        const member = rp.pick(pool);
        const [sessions, list] = rp.weighted(PT_PACKS.map((p) => [p, p[2]] as [(typeof PT_PACKS)[number], number]));
        const price = rp.chance(0.22) ? Math.round(list * 0.9) : list;
        pkgs.push({ trainer: t, member, sold, sessions, price });
      }
    }
  }
  pkgs.sort((a, b) => a.sold.localeCompare(b.sold) || a.trainer[0] - b.trainer[0]);
  let pkgNo = 4000;
  let sessNo = 80_000;
  for (const p of pkgs) {
    const no = (pkgNo += rp.int(1, 3));
    pkgRows.push([no, p.member.no, p.trainer[0], p.sold, p.sessions, p.price]);
    let day = addDays(p.sold, rp.int(1, 6));
    const end = min(lastUse(p.member), p.trainer[6] ?? '2099-12-31');
    let future = 0;
    for (let s = 0; s < p.sessions; s++) {
      if (day > end) break;
      if (day > LAST_DAY) {
        if (++future > 2) break;
      }
      const hour = rp.pick([6, 7, 8, 12, 16, 17, 18, 19]);
      const stat = day > LAST_DAY ? 'SCHED' : rp.weighted([['DONE', 85], ['NO_SHOW', 6 * p.member.noShowBias], ['LATE_CXL', 8]]);
      sessRows.push([(sessNo += rp.int(1, 2)), no, `${day} ${pad(hour)}:${rp.pick(['00', '30'])}:00`, stat]);
      day = addDays(day, rp.weighted([[3, 20], [4, 15], [7, 40], [10, 15], [14, 10]]));
    }
  }
  sessRows.sort((a, b) => Number(a[0]) - Number(b[0]));

  // Retail sales, one item per sale
  const rs = seededRandom(6006);
  const saleRows: unknown[][] = [];
  let saleNo = 10_000;
  for (let day = '2023-01-01'; day <= LAST_DAY; day = addDays(day, 1)) {
    for (const club of CLUBS) {
      if (day < club[8]) continue;
      const growth = day < '2024-01-01' ? 0.8 : day < '2025-01-01' ? 0.95 : day < '2026-01-01' ? 1.05 : 1.2;
      const lambda = club[7] * 0.4 * growth * (weekday(day) >= 5 ? 1.3 : 1);
      let n = 0;
      while (rs.chance(lambda / (lambda + 1)) && n < 6) n++;
      for (let k = 0; k < n; k++) {
        const item = rs.weighted(ITEMS.map((i) => [i, i[5]] as [(typeof ITEMS)[number], number]));
        const pool = members.filter((x) => x.club === club[0] && x.join <= day && lastUse(x) >= day);
        const member = rs.chance(0.7) && pool.length > 0 ? rs.pick(pool) : null;
        const qty = item[2] === 'Smoothie' || item[2] === 'Supplement' || item[2] === 'Apparel' ? 1 : rs.weighted([[1, 75], [2, 20], [3, 5]]);
        const list = day < '2025-06-01' ? item[4] : item[3];
        const payMeth = member ? rs.weighted([['CARD', 55], ['ACCT', 40], ['CASH', 5]]) : rs.weighted([['CARD', 85], ['CASH', 15]]);
        const hour = rs.int(6, 20);
        saleRows.push([0, club[0], `${day} ${pad(hour)}:${pad(rs.int(0, 59))}:${pad(rs.int(0, 59))}`, item[0], qty, list, member?.no ?? null, payMeth]);
      }
    }
  }
  saleRows.sort((a, b) => String(a[2]).localeCompare(String(b[2])));
  for (const row of saleRows) row[0] = (saleNo += 1);

  return [
    'CREATE SCHEMA mbr;',
    'CREATE SCHEMA ops;',
    `CREATE TABLE ops.clubs (club_cd varchar(4) PRIMARY KEY, club_nm text NOT NULL, city text NOT NULL, state_cd char(2) NOT NULL,
      open_yr integer NOT NULL, pool_flg smallint NOT NULL, sq_ft integer NOT NULL, mgr_emp integer);`,
    `CREATE TABLE ops.staff (emp_no integer PRIMARY KEY, emp_nm text NOT NULL, job_title text NOT NULL,
      home_club varchar(4) REFERENCES ops.clubs (club_cd), mgr_emp integer REFERENCES ops.staff (emp_no), hire_dt date NOT NULL,
      term_dt date, ft_flg smallint NOT NULL);`,
    'ALTER TABLE ops.clubs ADD FOREIGN KEY (mgr_emp) REFERENCES ops.staff (emp_no) DEFERRABLE INITIALLY DEFERRED;',
    `CREATE TABLE mbr.plans (plan_cd varchar(5) PRIMARY KEY, plan_nm text NOT NULL, mo_fee numeric(6,2) NOT NULL, enroll_fee numeric(6,2) NOT NULL,
      incl_classes_yn char(1) NOT NULL, min_term_mos integer NOT NULL);`,
    `CREATE TABLE mbr.members (mbr_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text, birth_yr integer,
      home_club varchar(4) NOT NULL REFERENCES ops.clubs (club_cd), plan_cd varchar(5) NOT NULL REFERENCES mbr.plans (plan_cd),
      jn_dt date NOT NULL, mo_rate numeric(6,2) NOT NULL, auto_pay_yn char(1) NOT NULL, ref_by_mbr integer REFERENCES mbr.members (mbr_no),
      mbr_stat text NOT NULL, frz_dt date, cxl_dt date, cxl_rsn text);`,
    `CREATE TABLE mbr.dues_inv (inv_no integer PRIMARY KEY, mbr integer NOT NULL REFERENCES mbr.members (mbr_no), bill_mo char(7) NOT NULL,
      due_dt date NOT NULL, dues_amt numeric(6,2) NOT NULL, inv_stat text NOT NULL, pd_dt date, pd_amt numeric(6,2));`,
    `CREATE TABLE mbr.checkins (chk_no integer PRIMARY KEY, mbr integer NOT NULL REFERENCES mbr.members (mbr_no),
      club_cd varchar(4) NOT NULL REFERENCES ops.clubs (club_cd), chk_in_ts timestamp NOT NULL);`,
    `CREATE TABLE ops.classes (class_no integer PRIMARY KEY, club_cd varchar(4) NOT NULL REFERENCES ops.clubs (club_cd), cls_type text NOT NULL,
      inst_emp integer NOT NULL REFERENCES ops.staff (emp_no), start_ts timestamp NOT NULL, dur_min integer NOT NULL, cap integer NOT NULL,
      cls_stat text NOT NULL);`,
    `CREATE TABLE ops.class_bkg (bkg_no integer PRIMARY KEY, class_no integer NOT NULL REFERENCES ops.classes (class_no),
      mbr integer NOT NULL REFERENCES mbr.members (mbr_no), bkd_ts timestamp NOT NULL, attnd_flg smallint, UNIQUE (class_no, mbr));`,
    `CREATE TABLE ops.pt_pkg (pkg_no integer PRIMARY KEY, mbr integer NOT NULL REFERENCES mbr.members (mbr_no),
      trnr_emp integer NOT NULL REFERENCES ops.staff (emp_no), sold_dt date NOT NULL, sess_cnt integer NOT NULL, pkg_price numeric(8,2) NOT NULL);`,
    `CREATE TABLE ops.pt_sess (sess_no integer PRIMARY KEY, pkg_no integer NOT NULL REFERENCES ops.pt_pkg (pkg_no), sess_ts timestamp NOT NULL,
      sess_stat text NOT NULL);`,
    `CREATE TABLE ops.retail_items (item_sku varchar(6) PRIMARY KEY, item_desc text NOT NULL, item_cat text NOT NULL, list_prc numeric(6,2) NOT NULL);`,
    `CREATE TABLE ops.retail_sales (sale_no integer PRIMARY KEY, club_cd varchar(4) NOT NULL REFERENCES ops.clubs (club_cd), sale_ts timestamp NOT NULL,
      item_sku varchar(6) NOT NULL REFERENCES ops.retail_items (item_sku), qty integer NOT NULL, unit_prc numeric(6,2) NOT NULL,
      mbr integer REFERENCES mbr.members (mbr_no), pay_meth text NOT NULL);`,
    'BEGIN;',
    insertRows('ops.clubs', ['club_cd', 'club_nm', 'city', 'state_cd', 'open_yr', 'pool_flg', 'sq_ft', 'mgr_emp'],
      CLUBS.map(([cd, nm, city, st, yr, pool, sqft]) => [cd, nm, city, st, yr, pool, sqft, STAFF.find((s) => s[2] === 'Club Manager' && s[3] === cd)?.[0] ?? null])),
    insertRows('ops.staff', ['emp_no', 'emp_nm', 'job_title', 'home_club', 'mgr_emp', 'hire_dt', 'term_dt', 'ft_flg'], STAFF),
    'COMMIT;',
    insertRows('mbr.plans', ['plan_cd', 'plan_nm', 'mo_fee', 'enroll_fee', 'incl_classes_yn', 'min_term_mos'], PLANS.map((p) => p.slice(0, 6))),
    insertRows('mbr.members', ['mbr_no', 'first_nm', 'last_nm', 'email', 'birth_yr', 'home_club', 'plan_cd', 'jn_dt', 'mo_rate', 'auto_pay_yn', 'ref_by_mbr', 'mbr_stat', 'frz_dt', 'cxl_dt', 'cxl_rsn'], memberRows),
    insertRows('mbr.dues_inv', ['inv_no', 'mbr', 'bill_mo', 'due_dt', 'dues_amt', 'inv_stat', 'pd_dt', 'pd_amt'], invRows),
    insertRows('mbr.checkins', ['chk_no', 'mbr', 'club_cd', 'chk_in_ts'], chkRows),
    insertRows('ops.classes', ['class_no', 'club_cd', 'cls_type', 'inst_emp', 'start_ts', 'dur_min', 'cap', 'cls_stat'], classRows),
    insertRows('ops.class_bkg', ['bkg_no', 'class_no', 'mbr', 'bkd_ts', 'attnd_flg'], bookingRows),
    insertRows('ops.pt_pkg', ['pkg_no', 'mbr', 'trnr_emp', 'sold_dt', 'sess_cnt', 'pkg_price'], pkgRows),
    insertRows('ops.pt_sess', ['sess_no', 'pkg_no', 'sess_ts', 'sess_stat'], sessRows),
    insertRows('ops.retail_items', ['item_sku', 'item_desc', 'item_cat', 'list_prc'], ITEMS.map((i) => i.slice(0, 4))),
    insertRows('ops.retail_sales', ['sale_no', 'club_cd', 'sale_ts', 'item_sku', 'qty', 'unit_prc', 'mbr', 'pay_meth'], saleRows),
  ].join('\n');
}
