/**
 * Lumen Learning, an online course platform selling self-paced video courses to individuals (paid by card or PayPal
 * through the web shop or the mobile app) and to companies, which buy seats on a course in bulk on invoice and assign
 * them to their employees. The platform opened in March 2022.
 *
 * Schema `lms` (catalogue and learning):
 * - `instructor`: the people who author and teach our courses, keyed by `instr_cd` (e.g. 'IN04'). `first_nm`,
 *   `last_nm`; `country_cd` ISO country code of where they live; `emp_typ` STAFF for employed instructors or FREEL for
 *   freelance authors; `rev_shr_pct` the share of net course sales paid to a freelance author as royalties, in percent
 *   (NULL for staff); `join_dt` the day they started with us; `left_dt` the day they stopped working with us, NULL for
 *   current instructors; `lead_cd` the `instr_cd` of the faculty lead they report to (NULL for the three faculty
 *   leads themselves).
 * - `course`: the course catalogue, keyed by `crs_cd` (e.g. 'DA-201'). `crs_ttl` the title; `cat_cd` the subject
 *   area: DATA data and analytics, DEV software development, BIZ management and soft skills, FIN finance, SEC
 *   cyber-security, COMP compliance, GEN platform orientation; `lvl_cd` BEG beginner, INT intermediate or ADV
 *   advanced; `instr_cd` the author and instructor; `list_prc` today's list price per learner in EUR (0 for the free
 *   orientation course; some prices went up on 1 January 2025, so older orders show the old price); `lesson_cnt`
 *   the number of lessons, numbered 1 to `lesson_cnt`; `est_hrs` the estimated hours of study; `pub_dt` the day it
 *   was published; `retired_dt` the day it was withdrawn from sale, NULL while it is still in the catalogue;
 *   `prereq_cd` the `crs_cd` of the course we recommend taking first, NULL if none; `cert_yn` Y when completing it
 *   earns a certificate; `pass_pct` the quiz score (percent) needed to pass its quizzes.
 * - `learner`: everyone with a learning account, keyed by `lrn_no` (e.g. 'L10233'). `first_nm`, `last_nm`,
 *   `email`; `country_cd`; `birth_yr` year of birth (integer); `acct_cd` the corporate account
 *   (`sales.corp_acct.acct_cd`) for learners whose seats are paid by their employer, NULL for individual (self-paying)
 *   learners; `reg_dt` the day they registered; `deact_dt` the day the learning account was closed (or the employer
 *   removed them), NULL while it is open; `mktg_optin` 1 when they agreed to receive marketing e-mails, 0 otherwise.
 * - `enrolment`: a learner's place on a course, keyed by `enrl_no`. `lrn_no`; `crs_cd`; `ord_no` the order that paid
 *   for it (`sales.ord.ord_no`: the learner's own order, or the company's seat order), NULL for the free orientation
 *   course; `enrl_dt` the day access started; `sts_cd` ACT in progress (includes not started yet), CMP completed,
 *   WDR withdrawn (refunded, or the learner's account was closed or their employer removed them), EXP access
 *   expired (access lasts 365 days) before completing; `cmpl_dt` the day the last lesson was completed, NULL unless completed; `cert_no` the number of the
 *   certificate issued on completion (only for courses with `cert_yn` = 'Y'), NULL otherwise; `cert_iss_txt` the day
 *   the certificate was issued, kept as text 'YYYYMMDD' by the certificate service, NULL when no certificate.
 * - `lesson_prog`: one row per enrolment per lesson the learner opened. `enrl_no`; `lesson_no`; `start_dt` the day
 *   the lesson was first opened; `done_dt` the day it was completed (for a lesson ending in a quiz, the day the quiz
 *   was passed), NULL while not completed; `mins_spent` minutes spent in the lesson.
 * - `quiz_att`: quiz attempts, keyed by `att_id`. Quizzes close every fourth lesson and the last lesson of a course
 *   (the orientation course has none). `enrl_no`; `lesson_no` the lesson the quiz belongs to; `att_ts` when it was
 *   submitted; `score_pct` the score in percent; `pass_flg` Y when the score reached the course's `pass_pct`, N
 *   otherwise. A learner may retry a failed quiz, at most three attempts in all.
 *
 * Schema `sales` (customers, orders and refunds):
 * - `corp_acct`: corporate customers, keyed by `acct_cd` (e.g. 'NORVK'). `acct_nm` the company name; `ind_cd`
 *   industry: BANK, INS insurance, HLTH healthcare, TECH, MFG manufacturing, RETL retail, LOGI logistics, GOVT public
 *   sector, EDU education, ENRG energy, LEGL legal; `country_cd`; `tier_cd` price tier, GOLD (30% off list price),
 *   SILV (20% off) or BRNZ (10% off); `acct_mgr` the name of our account manager; `sign_dt` the day the contract was
 *   signed; `end_dt` the day they stopped being a customer, NULL for current customers; `sso_yn` Y when their learners
 *   sign in through the company's single sign-on.
 * - `ord`: orders, keyed by `ord_no` (e.g. 'SO25-00412'). `ord_dt`; an individual learner's order has `lrn_no` set
 *   and `acct_cd` NULL, a company's seat order has `acct_cd` set and `lrn_no` NULL; `crs_cd` the course; `qty` the
 *   number of seats (1 for individual orders); `unit_prc` the list price per seat on the order day; `disc_amt` the
 *   total discount (promo code, or the account's tier discount); `ord_amt` the amount charged, qty * unit_prc -
 *   disc_amt; `promo_cd` the promo code used, NULL if none; `chnl_cd` WEB, APP (mobile app) or SALES (our sales team,
 *   for company orders); `pay_mthd` CARD, PAYPAL or INV (invoice, companies); `sts_cd` PAID, PEND (invoiced, not paid
 *   yet) or CANC (cancelled or payment failed; no seats given).
 * - `refund`: money paid back, keyed by `rfnd_no`. `ord_no`; `rfnd_dt`; `rfnd_amt`; `rsn_cd` QUAL not satisfied with
 *   the course, CHNG changed their mind, TECH technical problems, DUPL bought twice by mistake, SEAT unused company
 *   seats credited back. Individual orders are refunded in full, company orders in part (unused seats).
 *
 * Data from March 2022 to 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";
const OPEN_DAY = "2022-03-01";

/** [instr_cd, first_nm, last_nm, country_cd, emp_typ, rev_shr_pct, join_dt, left_dt, lead_cd] */
const INSTRUCTORS: [string, string, string, string, string, number | null, string, string | null, string | null][] = [
  ["IN01", "Maren", "Holt", "NO", "STAFF", null, "2021-09-01", null, null],
  ["IN02", "Tobias", "Reuter", "DE", "STAFF", null, "2021-10-04", null, null],
  ["IN03", "Aiyana", "Brooks", "US", "STAFF", null, "2022-01-10", null, null],
  ["IN04", "Kenji", "Morita", "JP", "FREEL", 35, "2022-02-14", null, "IN01"],
  ["IN05", "Lucia", "Ferraro", "IT", "FREEL", 30, "2022-04-01", null, "IN01"],
  ["IN06", "Samir", "Haddad", "GB", "FREEL", 40, "2022-03-01", "2025-06-30", "IN01"],
  ["IN07", "Olga", "Nowicka", "PL", "STAFF", null, "2022-06-13", null, "IN01"],
  ["IN08", "Fiona", "Gallagher", "IE", "FREEL", 30, "2022-09-05", null, "IN02"],
  ["IN09", "Marcus", "Bell", "US", "FREEL", 35, "2023-01-16", null, "IN02"],
  ["IN10", "Priya", "Raman", "IN", "FREEL", 30, "2023-04-03", null, "IN02"],
  ["IN11", "Jonas", "Eklund", "SE", "STAFF", null, "2023-08-21", null, "IN03"],
  ["IN12", "Chidi", "Okafor", "NG", "FREEL", 35, "2023-10-02", "2026-03-31", "IN03"],
  ["IN13", "Elena", "Sokolova", "EE", "FREEL", 30, "2024-02-12", null, "IN03"],
  ["IN14", "Hannah", "Weiss", "AT", "FREEL", 25, "2026-02-02", null, "IN02"],
];

interface Course {
  cd: string;
  ttl: string;
  cat: string;
  lvl: "BEG" | "INT" | "ADV";
  instr: string;
  prc: number;
  oldPrc: number;
  lessons: number;
  hrs: number;
  pub: string;
  retired: string | null;
  prereq: string | null;
  cert: "Y" | "N";
  pass: number;
  b2c: number;
  b2b: number;
}
/** cd, title, cat, lvl, instr, price (price before 2025), lessons, hours, pub, retired, prereq, cert, pass, b2c, b2b */
const C = (
  cd: string, ttl: string, cat: string, lvl: Course["lvl"], instr: string, prc: number, oldPrc: number, lessons: number,
  hrs: number, pub: string, retired: string | null, prereq: string | null, cert: "Y" | "N", pass: number, b2c: number, b2b: number,
): Course => ({ cd, ttl, cat, lvl, instr, prc, oldPrc, lessons, hrs, pub, retired, prereq, cert, pass, b2c, b2b });
const COURSES: Course[] = [
  C("GN-001", "Welcome to Lumen Learning", "GEN", "BEG", "IN01", 0, 0, 3, 1, "2022-03-01", null, null, "N", 0, 0, 0),
  C("DA-101", "SQL Fundamentals", "DATA", "BEG", "IN01", 149, 129, 8, 10, "2022-03-01", null, null, "Y", 70, 14, 6),
  C("DA-201", "Advanced SQL and Query Tuning", "DATA", "INT", "IN07", 199, 199, 10, 14, "2022-09-12", null, "DA-101", "Y", 75, 7, 3),
  C("DA-110", "Excel for Data Analysis", "DATA", "BEG", "IN05", 99, 89, 6, 7, "2022-04-20", null, null, "Y", 70, 12, 6),
  C("DA-210", "Power BI Dashboards", "DATA", "INT", "IN05", 179, 159, 8, 11, "2023-02-06", null, "DA-110", "Y", 75, 8, 4),
  C("DA-220", "Python for Data Analysis", "DATA", "INT", "IN04", 229, 209, 10, 16, "2022-11-14", null, "DV-101", "Y", 75, 9, 3),
  C("DA-310", "Machine Learning in Practice", "DATA", "ADV", "IN04", 349, 349, 12, 22, "2023-06-19", null, "DA-220", "Y", 80, 5, 1),
  C("DA-120", "Statistics Refresher", "DATA", "BEG", "IN06", 89, 89, 5, 6, "2022-05-09", "2025-09-30", null, "N", 70, 4, 0),
  C("DV-101", "Python Basics", "DEV", "BEG", "IN07", 129, 119, 8, 10, "2022-06-27", null, null, "Y", 70, 13, 3),
  C("DV-201", "Web APIs with Node.js", "DEV", "INT", "IN06", 199, 199, 9, 13, "2022-10-03", "2025-06-30", "DV-101", "Y", 75, 4, 1),
  C("DV-210", "Git and Team Workflows", "DEV", "BEG", "IN04", 69, 69, 5, 5, "2023-03-13", null, null, "N", 70, 6, 3),
  C("DV-301", "Cloud Architecture on AWS", "DEV", "ADV", "IN11", 329, 299, 12, 20, "2024-01-22", null, "DV-101", "Y", 80, 5, 2),
  C("BZ-101", "First-Time Manager Essentials", "BIZ", "BEG", "IN02", 179, 159, 7, 8, "2022-03-01", null, null, "Y", 70, 7, 8),
  C("BZ-201", "Giving and Receiving Feedback", "BIZ", "BEG", "IN08", 79, 79, 4, 3, "2022-10-17", null, null, "N", 70, 5, 7),
  C("BZ-210", "Project Management Foundations", "BIZ", "INT", "IN09", 249, 229, 10, 15, "2023-03-27", null, null, "Y", 75, 9, 5),
  C("BZ-310", "Agile Leadership", "BIZ", "ADV", "IN09", 279, 279, 8, 12, "2024-04-08", null, "BZ-210", "Y", 75, 4, 3),
  C("BZ-220", "Negotiation Skills", "BIZ", "INT", "IN10", 159, 149, 6, 7, "2023-07-10", null, null, "Y", 70, 6, 3),
  C("BZ-230", "Presenting with Impact", "BIZ", "BEG", "IN14", 99, 99, 5, 5, "2026-03-16", null, null, "N", 70, 6, 3),
  C("FN-101", "Finance for Non-Finance Managers", "FIN", "BEG", "IN10", 169, 149, 7, 9, "2023-05-15", null, null, "Y", 70, 6, 5),
  C("FN-201", "Budgeting and Forecasting", "FIN", "INT", "IN08", 199, 199, 8, 10, "2024-02-26", null, "FN-101", "Y", 75, 3, 3),
  C("SC-101", "Security Awareness for Everyone", "SEC", "BEG", "IN03", 49, 39, 4, 2, "2022-03-01", null, null, "Y", 80, 3, 16),
  C("SC-110", "Phishing Defence Bootcamp", "SEC", "BEG", "IN11", 39, 39, 3, 2, "2024-09-09", null, null, "Y", 80, 2, 9),
  C("SC-201", "Network Security Essentials", "SEC", "INT", "IN12", 249, 229, 10, 14, "2023-11-20", null, null, "Y", 75, 5, 2),
  C("SC-301", "Incident Response Playbooks", "SEC", "ADV", "IN13", 299, 299, 9, 13, "2024-06-03", null, "SC-201", "Y", 80, 3, 2),
  C("CP-101", "GDPR Essentials", "COMP", "BEG", "IN13", 59, 49, 4, 2, "2024-03-04", null, null, "Y", 80, 2, 14),
  C("CP-110", "Anti-Money Laundering Basics", "COMP", "BEG", "IN10", 69, 69, 5, 3, "2023-09-04", null, null, "Y", 80, 1, 6),
  C("CP-120", "Workplace Health and Safety", "COMP", "BEG", "IN02", 49, 49, 4, 2, "2022-08-01", null, null, "Y", 80, 1, 8),
];

/** [acct_cd, acct_nm, ind_cd, country_cd, tier_cd, acct_mgr, sign_dt, end_dt, sso_yn, learners] */
const ACCOUNTS: [string, string, string, string, string, string, string, string | null, string, number][] = [
  ["NORVK", "Norvik Bank", "BANK", "NO", "GOLD", "Clara Jensen", "2022-09-12", null, "Y", 22],
  ["HLXMD", "Helix Medical Group", "HLTH", "GB", "GOLD", "Oliver Grant", "2023-01-23", null, "Y", 19],
  ["BRTLG", "Bartel Logistik", "LOGI", "DE", "SILV", "Clara Jensen", "2023-04-03", null, "N", 11],
  ["PINEC", "Pinecrest Insurance", "INS", "US", "SILV", "Dylan Moore", "2022-11-07", null, "Y", 14],
  ["ORBIT", "Orbitra Software", "TECH", "US", "SILV", "Dylan Moore", "2023-06-05", null, "Y", 13],
  ["KESTR", "Kestrel Foods", "RETL", "IE", "BRNZ", "Oliver Grant", "2024-02-19", null, "N", 9],
  ["CALDR", "Calder County Council", "GOVT", "GB", "SILV", "Oliver Grant", "2023-09-18", null, "N", 12],
  ["MERID", "Meridian Retail", "RETL", "GB", "BRNZ", "Oliver Grant", "2022-10-03", "2025-08-31", "N", 10],
  ["TANNH", "Tannhaus Engineering", "MFG", "DE", "BRNZ", "Clara Jensen", "2024-05-13", null, "N", 11],
  ["SOLVA", "Solvara Energia", "ENRG", "ES", "BRNZ", "Clara Jensen", "2025-03-10", null, "Y", 8],
  ["QUILL", "Quill & Stone LLP", "LEGL", "GB", "BRNZ", "Oliver Grant", "2024-10-07", null, "N", 6],
  ["BLUFN", "Bluefin Payments", "BANK", "NL", "SILV", "Clara Jensen", "2024-01-15", null, "Y", 12],
  ["ARDEN", "Arden Community Hospital", "HLTH", "IE", "BRNZ", "Oliver Grant", "2023-05-22", "2026-06-30", "N", 9],
  ["VERTX", "Vertex Telekom", "TECH", "PL", "BRNZ", "Clara Jensen", "2025-07-14", null, "Y", 8],
  ["GLNBR", "Glenbrook Academy Trust", "EDU", "GB", "BRNZ", "Oliver Grant", "2026-05-11", null, "N", 7],
  ["NIMBL", "Nimbl Robotics", "TECH", "SE", "BRNZ", "Dylan Moore", "2024-03-04", "2025-12-31", "Y", 6],
];
const TIER_DISC: Record<string, number> = { GOLD: 0.3, SILV: 0.2, BRNZ: 0.1 };
/** Courses an industry buys more of. */
const IND_PREF: Record<string, string[]> = {
  BANK: ["CP-110", "SC-101", "CP-101", "FN-201"],
  INS: ["CP-101", "SC-101", "DA-110", "CP-110"],
  HLTH: ["CP-120", "CP-101", "SC-101", "BZ-101"],
  TECH: ["DV-301", "DA-220", "DV-210", "SC-201", "BZ-310"],
  RETL: ["CP-120", "BZ-101", "BZ-201", "DA-110"],
  GOVT: ["CP-101", "SC-101", "BZ-101", "BZ-210"],
  MFG: ["CP-120", "BZ-210", "DA-110"],
  ENRG: ["CP-120", "SC-110", "BZ-210"],
  LEGL: ["CP-101", "CP-110", "SC-110"],
  LOGI: ["CP-120", "BZ-101", "DA-110"],
  EDU: ["CP-101", "SC-110", "BZ-230"],
};

const FIRST = [
  "Anna", "Ben", "Carla", "David", "Elif", "Felix", "Greta", "Hugo", "Ines", "Jakob", "Katrin", "Lars", "Maya", "Niko",
  "Oskar", "Paula", "Quentin", "Rosa", "Stefan", "Tara", "Umar", "Vera", "Wojciech", "Yara", "Zoe", "Aoife", "Bram",
  "Chiara", "Dmitri", "Emma", "Farah", "Gavin", "Hana", "Ivan", "Julia", "Kofi", "Leila", "Mateo", "Nora", "Omar",
  "Pia", "Rafael", "Sana", "Theo", "Ulla", "Viktor", "Wendy", "Xavier", "Amir", "Beatriz", "Conor", "Daria", "Erik",
  "Freya", "Gustav", "Helena", "Isaac", "Joanna", "Karim", "Lena", "Marco", "Nadia", "Patrick", "Ruth", "Simon",
];
const LAST = [
  "Andersen", "Berg", "Costa", "Dubois", "Evans", "Fischer", "Garcia", "Hansen", "Ivanova", "Jansen", "Kowalczyk",
  "Lindqvist", "Murphy", "Novak", "Olsen", "Petersen", "Quinn", "Rossi", "Schmidt", "Torres", "Urban", "Visser",
  "Walsh", "Young", "Zimmer", "Ahmed", "Brennan", "Clarke", "Dahl", "Eriksen", "Fernandez", "Gruber", "Horvat",
  "Iqbal", "Jovanovic", "Keller", "Lopez", "Meyer", "Nielsen", "O'Connor", "Popescu", "Reyes", "Santos", "Tanaka",
  "Varga", "Weber", "Yilmaz", "Kaur", "Moreau", "Sato",
];
const B2C_COUNTRIES: [string, number][] = [
  ["GB", 22], ["US", 18], ["DE", 12], ["IE", 8], ["IN", 10], ["NL", 6], ["ES", 6], ["PL", 6], ["CA", 5], ["AU", 4], ["FR", 5],
];
const MAIL_DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "gmx.de"];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;
const minIso = (a: string, b: string) => (a < b ? a : b);
const maxIso = (a: string, b: string) => (a > b ? a : b);
const ts = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + Math.round(minutes) * 60_000).toISOString().slice(0, 19).replace("T", " ");
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z]+/g, "");

const courseOf = (cd: string) => {
  const c = COURSES.find((x) => x.cd === cd);
  if (!c) throw new Error(`no course ${cd}`);
  return c;
};
const onSale = (c: Course, day: string) => c.pub <= day && (!c.retired || day <= c.retired) && c.prc > 0;
const priceOn = (c: Course, day: string) => (day < "2025-01-01" ? c.oldPrc : c.prc);
const isQuiz = (c: Course, lesson: number) => c.cd !== "GN-001" && (lesson % 4 === 0 || lesson === c.lessons);

interface Learner {
  no: string;
  first: string;
  last: string;
  email: string;
  country: string;
  birth: number;
  acct: string | null;
  reg: string;
  deact: string | null;
  optin: number;
  drive: number;
  skill: number;
}
interface Order {
  no: string;
  day: string;
  lrn: Learner | null;
  acct: string | null;
  crs: Course;
  qty: number;
  unit: number;
  disc: number;
  amt: number;
  promo: string | null;
  chnl: string;
  pay: string;
  sts: string;
}
interface Enrl {
  no: number;
  lrn: Learner;
  crs: Course;
  ord: Order | null;
  day: string;
  stopBy: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(71_305);
  const usedNames = new Set<string>();
  const newName = (): [string, string] => {
    for (;;) {
      const f = r.pick(FIRST);
      const l = r.pick(LAST);
      if (!usedNames.has(`${f} ${l}`)) {
        usedNames.add(`${f} ${l}`);
        return [f, l];
      }
    }
  };

  // Learners: employees of corporate accounts and individuals
  const learners: Learner[] = [];
  for (const [acct, acctNm, , country, , , sign, end, , n] of ACCOUNTS) {
    const domain = `${slug(acctNm.split(" ")[0] as string)}.${country === "US" ? "com" : country.toLowerCase()}`;
    const lastReg = minIso(end ? addDays(end, -60) : LAST_DAY, "2026-11-20");
    for (let i = 0; i < n; i++) {
      const [first, last] = newName();
      const reg = i < n * 0.6 ? r.date(sign, minIso(addDays(sign, 45), lastReg)) : r.date(sign, lastReg);
      let deact: string | null = end;
      if (!deact && r.chance(0.1)) {
        const d = r.date(addDays(reg, 120), addDays(reg, 900));
        if (d <= LAST_DAY) deact = d;
      }
      learners.push({
        no: "",
        first,
        last,
        email: `${slug(first)}.${slug(last)}@${domain}`,
        country: r.chance(0.88) ? country : r.pick(["GB", "DE", "US", "PL", "IN"]),
        birth: r.int(1963, 2003),
        acct,
        reg,
        deact,
        optin: r.chance(0.18) ? 1 : 0,
        drive: Math.min(0.99, Math.max(0.6, 0.9 + normal(r) * 0.07)),
        skill: normal(r),
      });
    }
  }
  const N_B2C = 175;
  for (let i = 0; i < N_B2C; i++) {
    const [first, last] = newName();
    const yr = r.weighted<number>([[2022, 14], [2023, 20], [2024, 23], [2025, 24], [2026, 19]]);
    const reg = r.date(yr === 2022 ? OPEN_DAY : `${yr}-01-02`, yr === 2026 ? "2026-11-22" : `${yr}-12-28`);
    let deact: string | null = null;
    if (r.chance(0.08)) {
      const d = r.date(addDays(reg, 60), addDays(reg, 700));
      if (d <= LAST_DAY) deact = d;
    }
    learners.push({
      no: "",
      first,
      last,
      email: `${slug(first)}${r.chance(0.5) ? "." : ""}${slug(last)}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(MAIL_DOMAINS)}`,
      country: r.weighted(B2C_COUNTRIES),
      birth: r.int(1960, 2005),
      acct: null,
      reg,
      deact,
      optin: r.chance(0.55) ? 1 : 0,
      drive: Math.min(0.99, Math.max(0.55, 0.88 + normal(r) * 0.08)),
      skill: normal(r),
    });
  }
  learners.sort((a, b) => a.reg.localeCompare(b.reg) || a.last.localeCompare(b.last));
  let lrnSeq = 10_000;
  for (const l of learners) l.no = `L${(lrnSeq += r.int(1, 7))}`;

  // Orders
  const ro = seededRandom(88_213);
  const orders: Order[] = [];
  const enrls: Enrl[] = [];
  const owned = new Map<string, Set<string>>();
  const ownedBy = (l: Learner) => {
    let s = owned.get(l.no);
    if (!s) owned.set(l.no, (s = new Set()));
    return s;
  };
  const promoFor = (day: string, first: boolean): [string | null, number] => {
    const md = day.slice(5);
    if (md >= "11-20" && md <= "11-30" && ro.chance(0.75)) return ["BLACKFRI", 0.3];
    if ((md.startsWith("03") || md.startsWith("04")) && ro.chance(0.35)) return ["SPRING20", 0.2];
    if (first && ro.chance(0.3)) return ["WELCOME10", 0.1];
    return [null, 0];
  };
  for (const l of learners.filter((x) => !x.acct)) {
    let day = addDays(l.reg, ro.weighted<number>([[0, 50], [ro.int(1, 10), 30], [ro.int(11, 60), 20]]));
    let first = true;
    const limit = l.deact ?? LAST_DAY;
    const nOrders = ro.weighted<number>([[0, 8], [1, 42], [2, 28], [3, 14], [4, 6], [5, 2]]);
    for (let k = 0; k < nOrders && day <= limit; k++) {
      const mine = ownedBy(l);
      const opts = COURSES.filter((c) => onSale(c, day) && !mine.has(c.cd)).map(
        (c) => [c, c.b2c * (c.prereq && mine.has(c.prereq) ? 4 : 1)] as [Course, number],
      );
      if (opts.length > 0) {
        const c = ro.weighted(opts);
        const unit = priceOn(c, day);
        const [promo, pct] = promoFor(day, first);
        const disc = round2(unit * pct);
        const sts = ro.chance(0.05) ? "CANC" : "PAID";
        const app = ro.chance(day >= "2024-01-01" ? 0.4 : 0.2);
        const o: Order = {
          no: "",
          day,
          lrn: l,
          acct: null,
          crs: c,
          qty: 1,
          unit,
          disc,
          amt: round2(unit - disc),
          promo,
          chnl: app ? "APP" : "WEB",
          pay: app ? (ro.chance(0.85) ? "CARD" : "PAYPAL") : ro.chance(0.7) ? "CARD" : "PAYPAL",
          sts,
        };
        orders.push(o);
        if (sts === "PAID") {
          mine.add(c.cd);
          enrls.push({ no: 0, lrn: l, crs: c, ord: o, day, stopBy: l.deact });
        }
        first = false;
      }
      day = addDays(day, ro.int(15, 320));
    }
  }
  for (const [acct, , ind, , tier, , sign, end] of ACCOUNTS) {
    const staff = learners.filter((l) => l.acct === acct);
    let day = addDays(sign, ro.int(3, 20));
    const limit = minIso(end ? addDays(end, -45) : LAST_DAY, LAST_DAY);
    while (day <= limit) {
      const pref = IND_PREF[ind] as string[];
      const opts = COURSES.filter((c) => onSale(c, day)).map((c) => [c, c.b2b * (pref.includes(c.cd) ? 5 : 1)] as [Course, number]);
      const c = ro.weighted(opts);
      const active = staff.filter((l) => l.reg <= addDays(day, 30) && (!l.deact || l.deact > addDays(day, 30)));
      const free = active.filter((l) => !ownedBy(l).has(c.cd));
      if (free.length >= 3) {
        const wanted = Math.max(3, Math.round(free.length * ro.float(0.4, 1.0)));
        const qty = Math.min(60, Math.max(5, Math.ceil(wanted / 5) * 5 + (ro.chance(0.3) ? 5 : 0)));
        const unit = priceOn(c, day);
        const disc = round2(qty * unit * (TIER_DISC[tier] as number));
        const age = (Date.parse(LAST_DAY) - Date.parse(day)) / 86_400_000;
        const sts = ro.chance(0.04) ? "CANC" : age < 40 && ro.chance(0.7) ? "PEND" : "PAID";
        const o: Order = { no: "", day, lrn: null, acct, crs: c, qty, unit, disc, amt: round2(qty * unit - disc), promo: null, chnl: "SALES", pay: "INV", sts };
        orders.push(o);
        if (sts !== "CANC") {
          const seats = ro.shuffle(free).slice(0, Math.min(wanted, qty));
          for (const l of seats) {
            ownedBy(l).add(c.cd);
            const start = addDays(maxIso(day, l.reg), ro.int(0, 25));
            if (start > LAST_DAY) continue;
            enrls.push({ no: 0, lrn: l, crs: c, ord: o, day: start, stopBy: l.deact });
          }
        }
      }
      day = addDays(day, ro.int(80, 220));
    }
  }
  // The free orientation course
  const welcome = courseOf("GN-001");
  for (const l of learners) if (ro.chance(0.45)) enrls.push({ no: 0, lrn: l, crs: welcome, ord: null, day: l.reg, stopBy: l.deact });

  orders.sort((a, b) => a.day.localeCompare(b.day) || (a.acct ?? "").localeCompare(b.acct ?? "") || (a.lrn?.no ?? "").localeCompare(b.lrn?.no ?? ""));
  const ordSeq: Record<string, number> = {};
  for (const o of orders) {
    const yy = o.day.slice(2, 4);
    ordSeq[yy] = (ordSeq[yy] ?? 0) + ro.int(1, 3);
    o.no = `SO${yy}-${pad(ordSeq[yy] as number, 5)}`;
  }

  // Refunds
  const rr = seededRandom(93_007);
  const refunds: [string, string, number, string][] = [];
  const refundedOrd = new Set<Order>();
  for (const o of orders) {
    if (o.sts !== "PAID") continue;
    if (o.lrn) {
      if (!rr.chance(0.08)) continue;
      const d = addDays(o.day, rr.int(1, 28));
      if (d > LAST_DAY) continue;
      refunds.push([o.no, d, o.amt, rr.weighted<string>([["QUAL", 40], ["CHNG", 30], ["TECH", 18], ["DUPL", 12]])]);
      refundedOrd.add(o);
    } else {
      const used = enrls.filter((e) => e.ord === o).length;
      if (used >= o.qty || !rr.chance(0.2)) continue;
      const d = addDays(o.day, rr.int(30, 90));
      if (d > LAST_DAY) continue;
      const unused = rr.int(1, o.qty - used);
      refunds.push([o.no, d, round2((unused * o.amt) / o.qty), "SEAT"]);
    }
  }
  refunds.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));

  // Enrolments, lesson progress, quiz attempts and certificates
  const rp = seededRandom(55_819);
  enrls.sort((a, b) => a.day.localeCompare(b.day) || a.lrn.no.localeCompare(b.lrn.no) || a.crs.cd.localeCompare(b.crs.cd));
  let enrlSeq = 40_000;
  const enrlRows: unknown[][] = [];
  const progRows: unknown[][] = [];
  const quizRows: [string, number, number, number, string][] = [];
  const certSeq: Record<string, number> = {};
  const refundDay = new Map<string, string>();
  for (const [ordNo, d, , rsn] of refunds) if (rsn !== "SEAT") refundDay.set(ordNo, d);
  for (const e of enrls) {
    e.no = enrlSeq += rp.int(1, 4);
    const c = e.crs;
    const refunded = e.ord && refundedOrd.has(e.ord) ? (refundDay.get(e.ord.no) as string) : null;
    const expiry = addDays(e.day, 365);
    let stop = minIso(LAST_DAY, addDays(expiry, -1));
    if (e.stopBy) stop = minIso(stop, e.stopBy);
    if (refunded) stop = minIso(stop, refunded);
    const lvlPenalty = c.lvl === "ADV" ? 0.07 : c.lvl === "INT" ? 0.035 : 0;
    const keepGoing = Math.max(0.3, e.lrn.drive - lvlPenalty + (c.cd === "GN-001" ? 0.1 : 0) + (e.ord?.acct && c.cat === "COMP" ? 0.12 : 0));
    let day = addDays(e.day, rp.weighted<number>([[0, 40], [rp.int(1, 7), 35], [rp.int(8, 40), 25]]));
    let doneAll = true;
    let lastDone = "";
    const perLesson = (c.hrs * 60) / c.lessons;
    for (let k = 1; k <= c.lessons; k++) {
      if (k > 1 && !rp.chance(keepGoing)) {
        doneAll = false;
        break;
      }
      if (day > stop || (refunded && k > 2)) {
        doneAll = false;
        break;
      }
      const start = day;
      const finishes = rp.chance(0.93);
      let mins = Math.max(3, Math.round(perLesson * Math.exp(normal(rp) * 0.3) * (finishes ? 1 : 0.4)));
      let done: string | null = finishes ? addDays(start, rp.weighted<number>([[0, 60], [1, 25], [rp.int(2, 6), 15]])) : null;
      if (done && done > stop) done = null;
      if (done && isQuiz(c, k)) {
        let t = done;
        let passed = false;
        for (let a = 0; a < 3 && t <= stop; a++) {
          const lvlShift = c.lvl === "ADV" ? -6 : c.lvl === "INT" ? -2 : 3;
          const score = Math.max(20, Math.min(100, Math.round((80 + e.lrn.skill * 9 + lvlShift + a * 5 + normal(rp) * 9) * 10) / 10));
          const ok = score >= c.pass;
          quizRows.push([ts(t, rp.int(7 * 60, 23 * 60)), e.no, k, score, ok ? "Y" : "N"]);
          mins += rp.int(5, 20);
          if (ok) {
            passed = true;
            done = t;
            break;
          }
          if (!rp.chance(0.8)) break;
          t = addDays(t, rp.int(0, 5));
        }
        if (!passed) done = null;
      }
      progRows.push([e.no, k, start, done, mins]);
      if (!done) {
        doneAll = false;
        break;
      }
      lastDone = done;
      day = addDays(done, rp.weighted<number>([[0, 25], [rp.int(1, 4), 45], [rp.int(5, 20), 30]]));
    }
    let sts: string;
    let cmpl: string | null = null;
    let certNo: string | null = null;
    let certTxt: string | null = null;
    if (doneAll) {
      sts = "CMP";
      cmpl = lastDone;
      if (c.cert === "Y") {
        const issued = addDays(cmpl, rp.chance(0.8) ? 0 : 1);
        if (issued <= LAST_DAY) {
          const yy = issued.slice(0, 4);
          certSeq[yy] = (certSeq[yy] ?? 0) + 1;
          certNo = `LUM-${yy}-${pad(certSeq[yy] as number, 4)}`;
          certTxt = issued.replace(/-/g, "");
        }
      }
    } else if (refunded || (e.stopBy && e.stopBy <= LAST_DAY)) sts = "WDR";
    else if (expiry <= LAST_DAY) sts = "EXP";
    else sts = "ACT";
    enrlRows.push([e.no, e.lrn.no, c.cd, e.ord ? e.ord.no : null, e.day, sts, cmpl, certNo, certTxt]);
  }
  quizRows.sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
  let attSeq = 700_000;
  const attRows = quizRows.map(([t, enrl, lesson, score, ok]) => [(attSeq += rp.int(1, 3)), enrl, lesson, t, score, ok]);
  progRows.sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));

  let rfSeq = 3_000;
  const refundRows = refunds.map(([ordNo, d, amt, rsn]) => [`RF${(rfSeq += rp.int(1, 5))}`, ordNo, d, amt, rsn]);

  if (TODAY <= LAST_DAY) throw new Error("today must follow the last day of data");

  return [
    "CREATE SCHEMA lms;",
    "CREATE SCHEMA sales;",
    `CREATE TABLE lms.instructor (instr_cd varchar(4) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, country_cd char(2) NOT NULL,
      emp_typ varchar(5) NOT NULL, rev_shr_pct numeric(4,1), join_dt date NOT NULL, left_dt date, lead_cd varchar(4) REFERENCES lms.instructor (instr_cd));`,
    `CREATE TABLE lms.course (crs_cd varchar(6) PRIMARY KEY, crs_ttl text NOT NULL, cat_cd varchar(4) NOT NULL, lvl_cd char(3) NOT NULL,
      instr_cd varchar(4) NOT NULL REFERENCES lms.instructor (instr_cd), list_prc numeric(7,2) NOT NULL, lesson_cnt smallint NOT NULL,
      est_hrs smallint NOT NULL, pub_dt date NOT NULL, retired_dt date, prereq_cd varchar(6) REFERENCES lms.course (crs_cd), cert_yn char(1) NOT NULL,
      pass_pct smallint NOT NULL);`,
    `CREATE TABLE sales.corp_acct (acct_cd varchar(5) PRIMARY KEY, acct_nm text NOT NULL, ind_cd varchar(4) NOT NULL, country_cd char(2) NOT NULL,
      tier_cd varchar(4) NOT NULL, acct_mgr text NOT NULL, sign_dt date NOT NULL, end_dt date, sso_yn char(1) NOT NULL);`,
    `CREATE TABLE lms.learner (lrn_no varchar(6) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text NOT NULL, country_cd char(2) NOT NULL,
      birth_yr smallint NOT NULL, acct_cd varchar(5) REFERENCES sales.corp_acct (acct_cd), reg_dt date NOT NULL, deact_dt date, mktg_optin smallint NOT NULL);`,
    `CREATE TABLE sales.ord (ord_no varchar(10) PRIMARY KEY, ord_dt date NOT NULL, lrn_no varchar(6) REFERENCES lms.learner (lrn_no),
      acct_cd varchar(5) REFERENCES sales.corp_acct (acct_cd), crs_cd varchar(6) NOT NULL REFERENCES lms.course (crs_cd), qty smallint NOT NULL,
      unit_prc numeric(7,2) NOT NULL, disc_amt numeric(9,2) NOT NULL, ord_amt numeric(9,2) NOT NULL, promo_cd varchar(10), chnl_cd varchar(5) NOT NULL,
      pay_mthd varchar(6) NOT NULL, sts_cd varchar(4) NOT NULL);`,
    `CREATE TABLE sales.refund (rfnd_no varchar(6) PRIMARY KEY, ord_no varchar(10) NOT NULL REFERENCES sales.ord (ord_no), rfnd_dt date NOT NULL,
      rfnd_amt numeric(9,2) NOT NULL, rsn_cd varchar(4) NOT NULL);`,
    `CREATE TABLE lms.enrolment (enrl_no integer PRIMARY KEY, lrn_no varchar(6) NOT NULL REFERENCES lms.learner (lrn_no),
      crs_cd varchar(6) NOT NULL REFERENCES lms.course (crs_cd), ord_no varchar(10) REFERENCES sales.ord (ord_no), enrl_dt date NOT NULL,
      sts_cd char(3) NOT NULL, cmpl_dt date, cert_no varchar(13), cert_iss_txt char(8));`,
    `CREATE TABLE lms.lesson_prog (enrl_no integer NOT NULL REFERENCES lms.enrolment (enrl_no), lesson_no smallint NOT NULL, start_dt date NOT NULL,
      done_dt date, mins_spent integer NOT NULL, PRIMARY KEY (enrl_no, lesson_no));`,
    `CREATE TABLE lms.quiz_att (att_id integer PRIMARY KEY, enrl_no integer NOT NULL REFERENCES lms.enrolment (enrl_no), lesson_no smallint NOT NULL,
      att_ts timestamp NOT NULL, score_pct numeric(4,1) NOT NULL, pass_flg char(1) NOT NULL);`,
    insertRows(
      "lms.instructor",
      ["instr_cd", "first_nm", "last_nm", "country_cd", "emp_typ", "rev_shr_pct", "join_dt", "left_dt", "lead_cd"],
      INSTRUCTORS,
    ),
    insertRows(
      "lms.course",
      ["crs_cd", "crs_ttl", "cat_cd", "lvl_cd", "instr_cd", "list_prc", "lesson_cnt", "est_hrs", "pub_dt", "retired_dt", "prereq_cd", "cert_yn", "pass_pct"],
      [...COURSES]
        .sort((a, b) => (a.prereq ? 1 : 0) - (b.prereq ? 1 : 0) || a.cd.localeCompare(b.cd))
        .map((c) => [c.cd, c.ttl, c.cat, c.lvl, c.instr, c.prc, c.lessons, c.hrs, c.pub, c.retired, c.prereq, c.cert, c.pass]),
    ),
    insertRows(
      "sales.corp_acct",
      ["acct_cd", "acct_nm", "ind_cd", "country_cd", "tier_cd", "acct_mgr", "sign_dt", "end_dt", "sso_yn"],
      ACCOUNTS.map((a) => a.slice(0, 9)),
    ),
    insertRows(
      "lms.learner",
      ["lrn_no", "first_nm", "last_nm", "email", "country_cd", "birth_yr", "acct_cd", "reg_dt", "deact_dt", "mktg_optin"],
      learners.map((l) => [l.no, l.first, l.last, l.email, l.country, l.birth, l.acct, l.reg, l.deact, l.optin]),
    ),
    insertRows(
      "sales.ord",
      ["ord_no", "ord_dt", "lrn_no", "acct_cd", "crs_cd", "qty", "unit_prc", "disc_amt", "ord_amt", "promo_cd", "chnl_cd", "pay_mthd", "sts_cd"],
      orders.map((o) => [o.no, o.day, o.lrn ? o.lrn.no : null, o.acct, o.crs.cd, o.qty, o.unit, o.disc, o.amt, o.promo, o.chnl, o.pay, o.sts]),
    ),
    insertRows("sales.refund", ["rfnd_no", "ord_no", "rfnd_dt", "rfnd_amt", "rsn_cd"], refundRows),
    insertRows("lms.enrolment", ["enrl_no", "lrn_no", "crs_cd", "ord_no", "enrl_dt", "sts_cd", "cmpl_dt", "cert_no", "cert_iss_txt"], enrlRows),
    insertRows("lms.lesson_prog", ["enrl_no", "lesson_no", "start_dt", "done_dt", "mins_spent"], progRows),
    insertRows("lms.quiz_att", ["att_id", "enrl_no", "lesson_no", "att_ts", "score_pct", "pass_flg"], attRows),
  ].join("\n");
}
