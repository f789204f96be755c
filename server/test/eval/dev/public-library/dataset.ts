/**
 * Riverbend City Public Library: a municipal library system with eight branches. Data is an extract of the ILS
 * (integrated library system) that has run since the migration of January 2023; circulation before 2023 was not
 * migrated, but patron registrations and copies acquired before then were. Data runs up to 2026-11-24.
 *
 * Schema `lib` (organisation and catalogue)
 * - lib.branches: one row per branch.
 *   br_cd (PK, 3-letter code), br_nm (name), district, opened_yr (integer year the branch opened; University Heights
 *   opened in 2024), sq_ft (floor area), sun_open_flg ('Y' = open on Sundays, 'N' = closed Sundays),
 *   mgr_staff_no (the branch manager, -> lib.staff.staff_no).
 * - lib.staff: employees.
 *   staff_no (PK, 'S' + 4 digits), first_nm, last_nm, br_cd (branch they work at), role_cd, hire_dt,
 *   sup_staff_no (their supervisor, -> lib.staff.staff_no; NULL only for the library director), hourly_rt (pay per
 *   hour, USD), actv_flg ('Y' = currently employed, 'N' = left), term_dt (last day, NULL while employed).
 *   role_cd: DIR = library director, MGR = branch manager, LIB = librarian, AST = library assistant,
 *   CLK = circulation clerk, TEC = IT technician.
 * - lib.titles: the catalogue, one row per bibliographic record.
 *   bib_no (PK, 'b' + 7 digits), isbn (NULL for DVDs and magazines), title, author_nm ('Last, First'; for DVDs the
 *   director), pub_yr (integer), fmt_cd, genre, lang_cd (ISO 639-1: en, es, zh, vi, fr).
 *   fmt_cd: BK = book, LPR = large print book, AUD = audiobook on CD, DVD = DVD film, MAG = magazine.
 * - lib.events: programmes run at the branches.
 *   evt_cd (PK, 'EV' + yy + '-' + number), br_cd, evt_nm, evt_typ, evt_dt (TEXT, 'YYYY-MM-DD', the date it runs; some
 *   are scheduled into December 2026), aud_cd (KID = children, TEEN = teens, ADU = adults, ALL = all ages),
 *   cap_qty (places), host_staff_no (-> lib.staff), cxl_flg ('Y' = cancelled, 'N' = not).
 *   evt_typ: STORY = storytime, BKCLB = book club, TECH = computer / technology class, AUTH = author talk,
 *   CRAFT = craft session, ESL = English conversation circle.
 *
 * Schema `circ` (circulation)
 * - circ.patrons: library card holders.
 *   card_no (PK, 'P' + 7 digits), first_nm, last_nm, birth_yr (integer), home_br_cd, card_typ, pat_sts, reg_dt
 *   (registered), exp_dt (card expiry), email (may be NULL), zip_cd, news_opt_in (1 = opted in to the email
 *   newsletter, 0 = not), guarantor_card_no (for juvenile cards: the adult card holder responsible for the child,
 *   -> circ.patrons.card_no; NULL otherwise and on a few legacy juvenile cards).
 *   card_typ: ADU = adult, JUV = juvenile (under 18), SEN = senior (65+), STU = student, NRS = non-resident (paid card).
 *   pat_sts: A = active, E = expired, B = blocked (borrowing suspended), X = closed at the patron's request.
 *   Juvenile and senior cards are fine-free: they never get overdue fines.
 * - circ.items: physical copies.
 *   item_bc (PK, 14-digit barcode), bib_no (-> lib.titles), br_cd (owning / home branch), acq_dt (acquired),
 *   cost_txt (purchase price in USD, stored as TEXT, e.g. '24.99'), item_sts.
 *   item_sts: A = available on shelf, O = on loan, L = lost (declared lost while on loan), M = missing from shelf,
 *   D = withdrawn / discarded, T = in transit between branches.
 * - circ.loans: checkouts.
 *   loan_no (PK), item_bc, card_no, out_br_cd (branch where the checkout was made; usually but not always the item's
 *   home branch), out_dt, due_dt (after any renewals), ret_dt (returned; NULL while still out, and for items
 *   declared lost, which are never returned), renew_cnt (number of renewals).
 *   Loan periods: 21 days for BK, LPR, AUD; 7 days for DVD and MAG; each renewal adds one more period.
 * - circ.holds: reservations on a title.
 *   hold_no (PK), bib_no, card_no, pickup_br_cd, placed_dt, avail_dt (date a copy was set aside for the patron; NULL
 *   if none yet / cancelled), hold_sts.
 *   hold_sts: W = waiting for a copy, R = ready for pickup, F = fulfilled (picked up), X = expired (not picked up),
 *   C = cancelled.
 * - circ.fines: charges on a patron account.
 *   fine_no (PK), card_no, loan_no, fine_typ, assessed_dt, fine_amt, waived_flg ('Y' = waived by staff, nothing owed).
 *   fine_typ: OVD = overdue (assessed on return), LST = lost item (purchase price + 5.00 processing),
 *   DMG = damaged item.
 * - circ.payments: money received against fines.
 *   pay_no (PK), fine_no, card_no, pay_dt, pay_amt, pay_mthd (CASH, CARD = card at the desk, ONLN = online).
 * - circ.evt_regs: registrations for events.
 *   reg_no (PK), evt_cd, card_no, reg_dt, attended (1 = came, 0 = no-show, NULL for cancelled or future events).
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const DAY = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const diffDays = (a: string, b: string) => Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY);
const maxDate = (a: string, b: string) => (a > b ? a : b);

/** [br_cd, br_nm, district, opened_yr, sq_ft, sun_open, size weight] */
const BRANCHES: [string, string, string, number, number, string, number][] = [
  ['CEN', 'Central Library', 'Downtown', 1962, 98000, 'Y', 30],
  ['NTH', 'North Hills Branch', 'North Hills', 1978, 18500, 'Y', 14],
  ['RVS', 'Riverside Branch', 'Riverside', 1985, 16000, 'N', 12],
  ['EAS', 'Eastgate Branch', 'Eastgate', 1991, 15200, 'Y', 11],
  ['WPK', 'West Park Branch', 'West Park', 1969, 12800, 'N', 10],
  ['HBR', 'Harbor Branch', 'Harbor', 2003, 11000, 'N', 8],
  ['MPL', 'Maple Grove Branch', 'Maple Grove', 2012, 9400, 'N', 7],
  ['UNV', 'University Heights Branch', 'University Heights', 2024, 14000, 'Y', 6],
];
const UNV_OPEN = '2024-04-15';

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Luis', 'Ashley', 'Kevin', 'Emily', 'Brian', 'Michelle', 'Minh', 'Amanda', 'Wei', 'Melissa', 'Jorge', 'Rebecca', 'Tyler', 'Laura', 'Aaron', 'Olivia', 'Jamal', 'Sofia', 'Ethan', 'Grace', 'Noah', 'Hannah', 'Ravi', 'Priya', 'Diego', 'Mei', 'Samuel', 'Chloe', 'Omar', 'Fatima', 'Lucas', 'Ava'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Nguyen', 'Tran', 'Chen', 'Wang', 'Patel', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Okafor', 'Kowalski', 'Murphy', 'Bennett', 'Foster', 'Reyes', 'Hughes', 'Price'];
const ZIPS: [string, number][] = [['60601', 12], ['60605', 8], ['60610', 9], ['60614', 11], ['60618', 10], ['60622', 9], ['60625', 8], ['60629', 7], ['60640', 9], ['60647', 8], ['60657', 6], ['60660', 3]];

/** [fmt_cd, how many titles, loan period days, min cost, max cost, overdue rate per day] */
const FORMATS: [string, number, number, number, number, number][] = [
  ['BK', 205, 21, 12, 34, 0.25],
  ['LPR', 24, 21, 22, 42, 0.25],
  ['AUD', 34, 21, 28, 62, 0.25],
  ['DVD', 46, 7, 14, 32, 1],
  ['MAG', 14, 7, 5, 9, 0.25],
];
const GENRES: Record<string, [string, number][]> = {
  BK: [['Fiction', 22], ['Mystery', 15], ['Romance', 9], ['Science Fiction', 7], ['Fantasy', 8], ['Biography', 7], ['History', 7], ['Children', 14], ['Young Adult', 9], ['Cooking', 5], ['Self-Help', 5], ['Travel', 3]],
  LPR: [['Fiction', 35], ['Mystery', 40], ['Romance', 25]],
  AUD: [['Fiction', 30], ['Mystery', 25], ['Biography', 15], ['Self-Help', 15], ['Young Adult', 15]],
  DVD: [['Drama', 30], ['Comedy', 25], ['Documentary', 20], ['Family', 25]],
  MAG: [['Periodical', 1]],
};
const ADJ = ['Silent', 'Burning', 'Hidden', 'Last', 'Broken', 'Golden', 'Winter', 'Forgotten', 'Midnight', 'Crimson', 'Distant', 'Wild', 'Quiet', 'Glass', 'Paper', 'Iron', 'Salt', 'Secret', 'Lost', 'Northern', 'Summer', 'Hollow', 'Bright', 'Little', 'Long', 'Second', 'Empty', 'Velvet', 'Stolen', 'Painted'];
const NOUN = ['Harbor', 'Garden', 'River', 'House', 'Orchard', 'Lighthouse', 'Kingdom', 'Daughter', 'Season', 'Station', 'Mountain', 'Letters', 'Island', 'Witness', 'Bridge', 'Sky', 'Road', 'Promise', 'Forest', 'Orbit', 'Archive', 'Compass', 'Shore', 'Crown', 'Tide', 'Map', 'Fox', 'Moon', 'Key', 'Lantern'];
const PLACE = ['Avalon', 'Marrow Creek', 'the Delta', 'Ashford', 'Kestrel Bay', 'Old Town', 'the North', 'Elm Street', 'Cedar Falls', 'the Valley', 'Lisbon', 'Kyoto', 'Prairie Hill', 'the Coast'];
const NONFIC: Record<string, string[]> = {
  Biography: ['A Life in {n}', 'The {a} Years', 'Becoming {p}', 'Letters from {p}'],
  History: ['The {a} War', 'Empire of {p}', 'A History of {p}', 'The Fall of {p}'],
  Cooking: ['{a} Kitchen', 'Cooking with {n}s', 'The {a} Table', 'Simple {n} Suppers'],
  'Self-Help': ['The {a} Habit', 'Finding Your {n}', 'The Power of {a} Mornings', 'Less {n}, More Life'],
  Travel: ['Walking {p}', 'A Year in {p}', 'Roads to {p}', 'The {a} Traveler'],
  Documentary: ['Inside {p}', 'The {a} Planet', 'Voices of {p}', 'Chasing the {n}'],
};
const MAGS = ['National Geographic', 'The Atlantic', 'Consumer Reports', 'Time', 'The New Yorker', 'Popular Science', 'Cook\'s Illustrated', 'Vogue', 'Sports Illustrated', 'Highlights for Children', 'Scientific American', 'Wired', 'Smithsonian', 'Rolling Stone'];

export function datasetSql(): string {
  const rnd = seededRandom(20261125);

  // ---------- staff ----------
  interface Staff { no: string; first: string; last: string; br: string; role: string; hire: string; sup: string | null; rate: number; actv: boolean; term: string | null }
  const staff: Staff[] = [];
  const staffNames = new Set<string>();
  let staffSeq = 1040;
  const newStaff = (br: string, role: string, sup: string | null, rate: number, hireFrom: string): Staff => {
    let first: string; let last: string;
    do { first = rnd.pick(FIRST); last = rnd.pick(LAST); } while (staffNames.has(`${first} ${last}`));
    staffNames.add(`${first} ${last}`);
    staffSeq += rnd.int(1, 9);
    const hire = rnd.date(hireFrom, '2026-09-30');
    const s: Staff = { no: `S${staffSeq}`, first, last, br, role, hire, sup, rate, actv: true, term: null };
    staff.push(s);
    return s;
  };
  const director = newStaff('CEN', 'DIR', null, 71.5, '2004-01-01');
  director.hire = '2011-03-14';
  const itLead = newStaff('CEN', 'TEC', director.no, 44.25, '2010-01-01');
  itLead.hire = '2015-06-01';
  const managers: Record<string, Staff> = {};
  for (const [br] of BRANCHES) {
    const m = newStaff(br, 'MGR', director.no, rnd.float(40, 49, 2), br === 'UNV' ? '2023-10-01' : '2008-01-01');
    if (br === 'UNV') m.hire = '2023-11-06';
    managers[br] = m;
  }
  for (const [br, , , , , , size] of BRANCHES) {
    const mgr = managers[br]!;
    const hireFrom = br === 'UNV' ? '2024-01-15' : '2009-01-01';
    const libs: Staff[] = [];
    const nLib = size >= 30 ? 5 : size >= 10 ? 2 : 1;
    for (let i = 0; i < nLib; i++) libs.push(newStaff(br, 'LIB', mgr.no, rnd.float(28, 36, 2), hireFrom));
    // at Central the assistants report to the senior librarians; elsewhere to the manager
    const nAst = size >= 30 ? 5 : size >= 11 ? 2 : 1;
    for (let i = 0; i < nAst; i++) newStaff(br, 'AST', br === 'CEN' ? libs[i % 2]!.no : mgr.no, rnd.float(18, 23.5, 2), hireFrom);
    const nClk = size >= 30 ? 3 : size >= 8 ? 2 : 1;
    for (let i = 0; i < nClk; i++) newStaff(br, 'CLK', mgr.no, rnd.float(16, 19.5, 2), hireFrom);
  }
  for (let i = 0; i < 3; i++) newStaff('CEN', 'TEC', itLead.no, rnd.float(27, 36, 2), '2014-01-01');
  // people who left (never supervisors)
  const leavers = rnd.shuffle(staff.filter((s) => s.role === 'AST' || s.role === 'CLK' || (s.role === 'LIB' && s.br !== 'CEN'))).slice(0, 9);
  for (const s of leavers) {
    s.actv = false;
    s.term = rnd.date(maxDate(addDays(s.hire, 200), '2023-02-01'), '2026-10-31');
    if (s.term <= s.hire) s.hire = addDays(s.term, -400);
  }
  // a few current employees are paid more than their supervisor (long-serving librarians, a senior IT tech)
  const vetLib = staff.find((s) => s.role === 'LIB' && s.br === 'WPK' && s.actv)!;
  vetLib.rate = Number((managers.WPK!.rate + 1.35).toFixed(2));
  vetLib.hire = '2002-08-19';
  const vetLib2 = staff.find((s) => s.role === 'LIB' && s.br === 'HBR' && s.actv)!;
  vetLib2.rate = Number((managers.HBR!.rate + 0.6).toFixed(2));
  vetLib2.hire = '2005-02-07';
  const seniorTec = staff.find((s) => s.role === 'TEC' && s.sup === itLead.no && s.actv)!;
  seniorTec.rate = 46.8;
  // a leaver who was paid more than the manager, before a pay reset
  const oldClk = leavers.find((s) => s.role === 'CLK');
  if (oldClk) oldClk.rate = Number((managers[oldClk.br]!.rate + 2).toFixed(2));

  // ---------- titles ----------
  interface Title { bib: string; fmt: string; genre: string; pop: number; period: number; cmin: number; cmax: number; odRate: number; pubYr: number }
  const titles: Title[] = [];
  const titleRows: unknown[][] = [];
  const titleNames = new Set<string>();
  const authors: string[] = [];
  while (authors.length < 140) {
    const a = `${rnd.pick(LAST)}, ${rnd.pick(FIRST)}`;
    if (!authors.includes(a)) authors.push(a);
  }
  let bibSeq = 1_204_000;
  const makeTitle = (fmt: string, genre: string, i: number): string => {
    for (;;) {
      let t: string;
      if (fmt === 'MAG') t = MAGS[i]!;
      else if (NONFIC[genre]) t = rnd.pick(NONFIC[genre]!);
      else if (genre === 'Children') t = rnd.pick(['The Little {n}', '{a} and the {n}', 'Goodnight, {n}', 'The {n} Who Wanted More']);
      else t = rnd.pick(['The {a} {n}', 'The {n} of {p}', '{a} {n}', 'A {a} {n}', 'The {n} at {p}', 'Beyond the {a} {n}']);
      t = t.replace('{a}', rnd.pick(ADJ)).replace('{n}', rnd.pick(NOUN)).replace('{p}', rnd.pick(PLACE));
      if (!titleNames.has(t)) {
        titleNames.add(t);
        return t;
      }
    }
  };
  const allTitleSlots: [string, number][] = [];
  for (const [fmt, n] of FORMATS) for (let i = 0; i < n; i++) allTitleSlots.push([fmt, i]);
  const shuffledSlots = rnd.shuffle(allTitleSlots);
  // popularity by a shuffled rank (zipf-like)
  shuffledSlots.forEach(([fmt, i], rank) => {
    const [, , period, cmin, cmax, odRate] = FORMATS.find((f) => f[0] === fmt)!;
    const genre = rnd.weighted(GENRES[fmt]!);
    const title = makeTitle(fmt, genre, i);
    bibSeq += rnd.int(3, 40);
    const bib = `b${bibSeq}`;
    const pubYr = fmt === 'MAG' ? 2026 : rnd.weighted([[rnd.int(1952, 1989), 12], [rnd.int(1990, 2009), 25], [rnd.int(2010, 2019), 33], [rnd.int(2020, 2026), 30]]);
    const isbn = fmt === 'DVD' || fmt === 'MAG' ? null : `978${rnd.int(0, 1)}${String(rnd.int(0, 99_999_999)).padStart(8, '0')}${rnd.int(0, 9)}`;
    const lang = fmt === 'BK' ? rnd.weighted([['en', 84], ['es', 10], ['zh', 3], ['vi', 2], ['fr', 1]]) : fmt === 'DVD' ? rnd.weighted([['en', 90], ['es', 6], ['fr', 4]]) : 'en';
    const author = fmt === 'MAG' ? null : rnd.pick(authors);
    let pop = 1 / Math.pow(rank + 1, 0.75);
    if (pubYr >= 2025) pop *= 1.6;
    titles.push({ bib, fmt, genre, pop, period, cmin, cmax, odRate, pubYr });
    titleRows.push([bib, isbn, title, author, pubYr, fmt, genre, lang]);
  });

  // ---------- patrons ----------
  interface Patron { card: string; first: string; last: string; typ: string; sts: string; reg: string; exp: string; home: string; act: number; guarantor: string | null }
  const patrons: Patron[] = [];
  const patronNames = new Set<string>();
  let cardSeq = 2_100_000;
  const brWeights = BRANCHES.map((b) => [b[0], b[6]] as [string, number]);
  for (let i = 0; i < 740; i++) {
    const typ = rnd.weighted([['ADU', 52], ['JUV', 18], ['SEN', 14], ['STU', 11], ['NRS', 5]]);
    const reg = rnd.weighted([[rnd.date('2010-01-01', '2019-12-31'), 30], [rnd.date('2020-01-01', '2022-12-31'), 22], [rnd.date('2023-01-01', '2025-12-31'), 38], [rnd.date('2026-01-01', '2026-11-20'), 10]]);
    let home = rnd.weighted(brWeights);
    if (home === 'UNV' && reg < UNV_OPEN) home = 'CEN';
    let first: string; let last: string;
    do { first = rnd.pick(FIRST); last = rnd.pick(LAST); } while (patronNames.has(`${first} ${last}`));
    let exp: string; let sts: string;
    const threeYears = addDays(reg, 1095);
    if (threeYears > LAST_DAY) {
      exp = threeYears;
      sts = rnd.weighted([['A', 93], ['B', 5], ['X', 2]]);
    } else if (rnd.chance(0.62)) {
      exp = rnd.date('2026-11-26', addDays(LAST_DAY, 1000));
      sts = rnd.weighted([['A', 92], ['B', 8]]);
    } else {
      exp = rnd.date(threeYears, addDays(threeYears, 1800));
      if (exp > LAST_DAY) exp = rnd.date(threeYears, LAST_DAY);
      sts = rnd.weighted([['E', 84], ['X', 16]]);
    }
    // a few heavy readers, most people borrow now and then
    const act = rnd.weighted([[0, 14], [rnd.float(0.2, 1), 50], [rnd.float(1, 3), 28], [rnd.float(3, 8), 7], [rnd.float(10, 18), 1]]);
    cardSeq += rnd.int(2, 60);
    patrons.push({ card: `P${cardSeq}`, first, last, typ, sts, reg, exp, home, act: typ === 'JUV' ? act * 0.7 : act, guarantor: null });
    patronNames.add(`${first} ${last}`);
  }
  const adults = patrons.filter((p) => p.typ === 'ADU');
  for (const p of patrons) {
    if (p.typ !== 'JUV' || rnd.chance(0.08)) continue;
    const options = adults.filter((a) => a.reg <= p.reg);
    if (options.length === 0) continue;
    const g = rnd.pick(options);
    p.guarantor = g.card;
    // children usually share the guarantor's surname
    if (rnd.chance(0.8) && g.last !== p.last) {
      patronNames.delete(`${p.first} ${p.last}`);
      let first = p.first;
      while (patronNames.has(`${first} ${g.last}`)) first = rnd.pick(FIRST);
      p.first = first;
      p.last = g.last;
      patronNames.add(`${first} ${g.last}`);
    }
    p.home = g.home;
  }
  const patronRows = patrons.map((p) => {
    const birth = p.typ === 'JUV' ? rnd.int(2009, 2022) : p.typ === 'STU' ? rnd.int(1996, 2008) : p.typ === 'SEN' ? rnd.int(1938, 1961) : rnd.int(1955, 2006);
    const email = rnd.chance(p.typ === 'SEN' ? 0.3 : 0.1) ? null : `${p.first}.${p.last}${rnd.int(1, 99)}@${rnd.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`.toLowerCase();
    const opt = email && rnd.chance(0.42) ? 1 : 0;
    return [p.card, p.first, p.last, birth, p.home, p.typ, p.sts, p.reg, p.exp, email, rnd.weighted(ZIPS), opt, p.guarantor];
  });
  const totalAct = patrons.reduce((s, p) => s + p.act, 0);
  const pickPatron = (day: string, prefer?: string): Patron => {
    for (let tries = 0; tries < 60; tries++) {
      let roll = rnd.next() * totalAct;
      let p = patrons[patrons.length - 1]!;
      for (const c of patrons) { roll -= c.act; if (roll < 0) { p = c; break; } }
      if (p.reg > day) continue;
      if ((p.sts === 'E' || p.sts === 'X') && p.exp < day) continue;
      if (prefer && p.home !== prefer && tries < 40 && rnd.chance(0.8)) continue;
      return p;
    }
    return patrons.find((p) => p.reg <= day && p.act > 0 && (p.sts === 'A' || p.sts === 'B'))!;
  };

  // ---------- items and loans ----------
  const itemRows: unknown[][] = [];
  const loanRows: unknown[][] = [];
  const fineRows: unknown[][] = [];
  interface Fine { no: number; card: string; amt: number; dt: string }
  const fines: Fine[] = [];
  let itemSeq = 104_300;
  let loanNo = 500_000;
  let fineNo = 70_000;
  const itemsByBib = new Map<string, string[]>();
  const fineFree = (p: Patron) => p.typ === 'JUV' || p.typ === 'SEN';
  for (const t of titles) {
    const copies = Math.max(1, Math.min(9, Math.round(1 + t.pop * 12 + rnd.next() * 2.4)));
    const brs: string[] = [];
    for (let c = 0; c < copies; c++) brs.push(c === 0 && t.fmt === 'MAG' ? 'CEN' : rnd.weighted(brWeights));
    for (const br of brs) {
      itemSeq += rnd.int(1, 25);
      const bc = `31186${String(itemSeq).padStart(9, '0')}`;
      let acqFrom = maxDate(`${t.pubYr}-01-15`, '2012-01-01');
      if (br === 'UNV') acqFrom = maxDate(acqFrom, '2024-03-01');
      const acq = rnd.date(acqFrom, maxDate(acqFrom, t.pubYr === 2026 ? '2026-11-10' : '2026-06-30'));
      const cost = rnd.float(t.cmin, t.cmax).toFixed(2);
      const list = itemsByBib.get(t.bib) ?? [];
      list.push(bc);
      itemsByBib.set(t.bib, list);
      // withdrawn copies stop circulating on their withdrawal date
      const withdrawn = acq < '2022-01-01' && rnd.chance(0.12) ? rnd.date('2023-03-01', '2026-10-31') : null;
      const idleMean = (t.fmt === 'MAG' ? 36 : 21) / Math.pow(t.pop, 0.62);
      let day = maxDate(acq, br === 'UNV' ? UNV_OPEN : '2023-01-03');
      day = addDays(day, rnd.int(0, Math.round(idleMean)));
      let sts = 'A';
      for (;;) {
        const season = [0.85, 0.9, 1, 1, 1, 1.25, 1.35, 1.2, 0.95, 1, 0.95, 0.9][Number(day.slice(5, 7)) - 1]!;
        const growth = day < '2024-01-01' ? 0.85 : day < '2025-01-01' ? 0.95 : day < '2026-01-01' ? 1 : 1.1;
        day = addDays(day, Math.round(-Math.log(1 - rnd.next()) * idleMean / (season * growth)) + 1);
        if (day > LAST_DAY) break;
        if (withdrawn && day >= withdrawn) { sts = 'D'; break; }
        const outBr = br === 'UNV' && day < UNV_OPEN ? 'CEN' : rnd.chance(0.84) ? br : rnd.weighted(brWeights.filter(([b]) => b !== 'UNV' || day >= UNV_OPEN));
        const patron = pickPatron(day, outBr);
        const renew = rnd.weighted([[0, 68], [1, 22], [2, 10]]);
        const due = addDays(day, t.period * (1 + renew));
        loanNo += 1;
        // lost: never comes back
        if (due < '2026-09-15' && rnd.chance(0.009)) {
          loanRows.push([loanNo, bc, patron.card, outBr, day, due, null, renew]);
          const lostDt = addDays(due, 45);
          fineNo += 1;
          const amt = Number((Number(cost) + 5).toFixed(2));
          const waived = rnd.chance(0.15);
          fineRows.push([fineNo, patron.card, loanNo, 'LST', lostDt, amt, waived ? 'Y' : 'N']);
          if (!waived) fines.push({ no: fineNo, card: patron.card, amt, dt: lostDt });
          sts = 'L';
          break;
        }
        const late = rnd.chance(0.16);
        const ret = late ? addDays(due, rnd.weighted([[rnd.int(1, 3), 50], [rnd.int(4, 10), 30], [rnd.int(11, 40), 20]])) : addDays(day, rnd.int(Math.min(2, t.period * (1 + renew)), t.period * (1 + renew)));
        if (ret > LAST_DAY) {
          loanRows.push([loanNo, bc, patron.card, outBr, day, due, null, renew]);
          sts = 'O';
          break;
        }
        loanRows.push([loanNo, bc, patron.card, outBr, day, due, ret, renew]);
        if (ret > due && !fineFree(patron)) {
          const amt = Math.min(10, diffDays(ret, due) * t.odRate);
          fineNo += 1;
          const waived = rnd.chance(0.09);
          fineRows.push([fineNo, patron.card, loanNo, 'OVD', ret, amt, waived ? 'Y' : 'N']);
          if (!waived) fines.push({ no: fineNo, card: patron.card, amt, dt: ret });
        }
        if (rnd.chance(0.006)) {
          const amt = rnd.pick([5, 7.5, 10, 15, 20, 25]);
          fineNo += 1;
          const waived = rnd.chance(0.2);
          fineRows.push([fineNo, patron.card, loanNo, 'DMG', ret, amt, waived ? 'Y' : 'N']);
          if (!waived) fines.push({ no: fineNo, card: patron.card, amt, dt: ret });
        }
        day = ret;
      }
      if (sts === 'A') sts = rnd.weighted([['A', 94], ['M', 3], ['T', 3]]);
      itemRows.push([bc, t.bib, br, acq, cost, sts]);
    }
  }
  loanRows.sort((a, b) => String(a[4]).localeCompare(String(b[4])) || Number(a[0]) - Number(b[0]));
  // renumber loans in checkout order, keeping fines pointed at the right loan
  const renumber = new Map<number, number>();
  let seq = 610_000;
  for (const row of loanRows) { seq += rnd.int(1, 3); renumber.set(row[0] as number, seq); row[0] = seq; }
  for (const row of fineRows) row[2] = renumber.get(row[2] as number);
  fineRows.sort((a, b) => String(a[4]).localeCompare(String(b[4])));
  const fineRenumber = new Map<number, number>();
  fineRows.forEach((row, i) => { fineRenumber.set(row[0] as number, 80_001 + i); row[0] = 80_001 + i; });

  // ---------- payments ----------
  const payRows: unknown[][] = [];
  let payNo = 300_000;
  for (const f of fines.sort((a, b) => a.dt.localeCompare(b.dt))) {
    const roll = rnd.next();
    const fNo = fineRenumber.get(f.no)!;
    const mthd = () => rnd.weighted([['CARD', 45], ['ONLN', 35], ['CASH', 20]]);
    if (roll < 0.62) {
      const dt = addDays(f.dt, rnd.weighted([[0, 40], [rnd.int(1, 14), 35], [rnd.int(15, 90), 25]]));
      if (dt <= LAST_DAY) payRows.push([++payNo, fNo, f.card, dt, f.amt, mthd()]);
    } else if (roll < 0.72 && f.amt >= 2) {
      const part = Number((f.amt * rnd.float(0.3, 0.7)).toFixed(2));
      const dt = addDays(f.dt, rnd.int(0, 30));
      if (dt <= LAST_DAY) payRows.push([++payNo, fNo, f.card, dt, part, mthd()]);
    }
  }
  payRows.sort((a, b) => String(a[3]).localeCompare(String(b[3])));
  payRows.forEach((row, i) => { row[0] = 300_001 + i; });

  // ---------- holds ----------
  const holdRows: unknown[][] = [];
  const totalPop = titles.reduce((s, t) => s + t.pop, 0);
  let holdNo = 41_000;
  for (let i = 0; i < 760; i++) {
    let roll = rnd.next() * totalPop;
    let t = titles[0]!;
    for (const c of titles) { roll -= c.pop; if (roll < 0) { t = c; break; } }
    if (t.fmt === 'MAG') continue;
    const placed = rnd.chance(0.1) ? rnd.date('2026-09-20', LAST_DAY) : rnd.date('2023-01-10', LAST_DAY);
    const p = pickPatron(placed);
    let pickup = rnd.chance(0.82) ? p.home : rnd.weighted(brWeights);
    if (pickup === 'UNV' && placed < UNV_OPEN) pickup = 'CEN';
    const copies = itemsByBib.get(t.bib)!.length;
    const wait = Math.round(rnd.int(1, 6) + rnd.next() * 70 * t.pop * 6 / copies);
    let avail: string | null = addDays(placed, wait);
    let sts: string;
    if (rnd.chance(0.12)) { sts = 'C'; avail = null; }
    else if (avail > LAST_DAY) { sts = 'W'; avail = null; }
    else if (avail >= '2026-11-17') sts = rnd.chance(0.7) ? 'R' : 'F';
    else sts = rnd.chance(0.89) ? 'F' : 'X';
    holdNo += rnd.int(1, 4);
    holdRows.push([holdNo, t.bib, p.card, pickup, placed, avail, sts]);
  }
  holdRows.sort((a, b) => String(a[4]).localeCompare(String(b[4])));
  holdRows.forEach((row, i) => { row[0] = 41_001 + i * 2; });

  // ---------- events ----------
  /** [evt_typ, names, audience, cap range, weight] */
  const EVT_TYPES: [string, string[], string, [number, number], number][] = [
    ['STORY', ['Toddler Storytime', 'Preschool Storytime', 'Bilingual Storytime', 'Pajama Storytime'], 'KID', [15, 30], 30],
    ['BKCLB', ['Mystery Book Club', 'Classics Book Club', 'Teen Book Club', 'First Friday Book Club'], 'ADU', [10, 20], 20],
    ['TECH', ['Computer Basics', 'Intro to Excel', 'Smartphone Help', 'Online Safety for Seniors'], 'ADU', [8, 16], 18],
    ['AUTH', ['Author Talk', 'Local Authors Night', 'Meet the Author'], 'ALL', [40, 120], 8],
    ['CRAFT', ['Lego Club', 'Kids Craft Hour', 'Teen Maker Space', 'Holiday Crafts'], 'KID', [12, 25], 14],
    ['ESL', ['English Conversation Circle', 'ESL Beginners'], 'ADU', [10, 18], 10],
  ];
  const evtRows: unknown[][] = [];
  const regRows: unknown[][] = [];
  const evtDates: string[] = [];
  for (let i = 0; i < 170; i++) evtDates.push(rnd.date('2023-01-09', '2026-12-19'));
  evtDates.sort();
  let regNo = 9_000;
  const evtSeqByYear: Record<string, number> = {};
  for (const dt of evtDates) {
    if (dt === '2026-11-25') continue;
    let br = rnd.weighted(brWeights);
    if (br === 'UNV' && dt < UNV_OPEN) br = 'CEN';
    const [typ, names, aud0, [cmin, cmax]] = rnd.weighted(EVT_TYPES.map((e) => [e, e[4]] as [(typeof EVT_TYPES)[number], number]));
    const name = rnd.pick(names);
    const aud = name.startsWith('Teen') ? 'TEEN' : aud0;
    const yy = dt.slice(2, 4);
    evtSeqByYear[yy] = (evtSeqByYear[yy] ?? 0) + 1;
    const code = `EV${yy}-${String(evtSeqByYear[yy]).padStart(3, '0')}`;
    const hosts = staff.filter((s) => s.br === br && ['LIB', 'AST', 'MGR'].includes(s.role) && s.hire <= dt && (!s.term || s.term >= dt));
    const host = hosts.length ? rnd.pick(hosts).no : managers[br]!.no;
    const cap = rnd.int(cmin, cmax);
    const cxl = rnd.chance(0.07);
    evtRows.push([code, br, name, typ, dt, aud, cap, host, cxl ? 'Y' : 'N']);
    const nReg = Math.min(cap, Math.round(cap * rnd.float(0.2, 0.8)));
    const seen = new Set<string>();
    for (let r = 0; r < nReg; r++) {
      const regDt = addDays(dt, -rnd.int(1, 28));
      if (regDt > LAST_DAY) continue;
      const p = pickPatron(regDt, br);
      if (seen.has(p.card)) continue;
      seen.add(p.card);
      const showRate = typ === 'STORY' ? 0.82 : typ === 'AUTH' ? 0.7 : typ === 'TECH' ? 0.66 : 0.74;
      const attended = cxl || dt > LAST_DAY ? null : rnd.chance(showRate) ? 1 : 0;
      regRows.push([++regNo, code, p.card, regDt, attended]);
    }
  }
  regRows.sort((a, b) => String(a[3]).localeCompare(String(b[3])) || Number(a[0]) - Number(b[0]));
  regRows.forEach((row, i) => { row[0] = 9_001 + i; });

  return [
    'CREATE SCHEMA lib;',
    'CREATE SCHEMA circ;',
    `CREATE TABLE lib.branches (br_cd varchar(3) PRIMARY KEY, br_nm text NOT NULL, district text NOT NULL, opened_yr integer NOT NULL,
      sq_ft integer NOT NULL, sun_open_flg char(1) NOT NULL, mgr_staff_no varchar(5));`,
    `CREATE TABLE lib.staff (staff_no varchar(5) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, br_cd varchar(3) NOT NULL,
      role_cd varchar(3) NOT NULL, hire_dt date NOT NULL, sup_staff_no varchar(5), hourly_rt numeric(6,2) NOT NULL, actv_flg char(1) NOT NULL,
      term_dt date);`,
    `CREATE TABLE lib.titles (bib_no varchar(8) PRIMARY KEY, isbn varchar(13), title text NOT NULL, author_nm text, pub_yr integer,
      fmt_cd varchar(3) NOT NULL, genre text, lang_cd char(2) NOT NULL);`,
    `CREATE TABLE lib.events (evt_cd varchar(8) PRIMARY KEY, br_cd varchar(3) NOT NULL, evt_nm text NOT NULL, evt_typ varchar(5) NOT NULL,
      evt_dt text NOT NULL, aud_cd varchar(4) NOT NULL, cap_qty integer NOT NULL, host_staff_no varchar(5), cxl_flg char(1) NOT NULL);`,
    `CREATE TABLE circ.patrons (card_no varchar(8) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, birth_yr integer,
      home_br_cd varchar(3) NOT NULL, card_typ varchar(3) NOT NULL, pat_sts char(1) NOT NULL, reg_dt date NOT NULL, exp_dt date NOT NULL,
      email text, zip_cd varchar(5), news_opt_in smallint NOT NULL, guarantor_card_no varchar(8));`,
    `CREATE TABLE circ.items (item_bc varchar(14) PRIMARY KEY, bib_no varchar(8) NOT NULL, br_cd varchar(3) NOT NULL, acq_dt date,
      cost_txt text, item_sts char(1) NOT NULL);`,
    `CREATE TABLE circ.loans (loan_no integer PRIMARY KEY, item_bc varchar(14) NOT NULL, card_no varchar(8) NOT NULL, out_br_cd varchar(3) NOT NULL,
      out_dt date NOT NULL, due_dt date NOT NULL, ret_dt date, renew_cnt smallint NOT NULL DEFAULT 0);`,
    `CREATE TABLE circ.holds (hold_no integer PRIMARY KEY, bib_no varchar(8) NOT NULL, card_no varchar(8) NOT NULL, pickup_br_cd varchar(3) NOT NULL,
      placed_dt date NOT NULL, avail_dt date, hold_sts char(1) NOT NULL);`,
    `CREATE TABLE circ.fines (fine_no integer PRIMARY KEY, card_no varchar(8) NOT NULL, loan_no integer, fine_typ varchar(3) NOT NULL,
      assessed_dt date NOT NULL, fine_amt numeric(8,2) NOT NULL, waived_flg char(1) NOT NULL DEFAULT 'N');`,
    `CREATE TABLE circ.payments (pay_no integer PRIMARY KEY, fine_no integer NOT NULL, card_no varchar(8) NOT NULL, pay_dt date NOT NULL,
      pay_amt numeric(8,2) NOT NULL, pay_mthd varchar(4) NOT NULL);`,
    `CREATE TABLE circ.evt_regs (reg_no integer PRIMARY KEY, evt_cd varchar(8) NOT NULL, card_no varchar(8) NOT NULL, reg_dt date NOT NULL,
      attended smallint);`,
    insertRows('lib.branches', ['br_cd', 'br_nm', 'district', 'opened_yr', 'sq_ft', 'sun_open_flg', 'mgr_staff_no'], BRANCHES.map((b) => [...b.slice(0, 6), managers[b[0]]!.no])),
    insertRows('lib.staff', ['staff_no', 'first_nm', 'last_nm', 'br_cd', 'role_cd', 'hire_dt', 'sup_staff_no', 'hourly_rt', 'actv_flg', 'term_dt'],
      staff.map((s) => [s.no, s.first, s.last, s.br, s.role, s.hire, s.sup, s.rate, s.actv ? 'Y' : 'N', s.term])),
    insertRows('lib.titles', ['bib_no', 'isbn', 'title', 'author_nm', 'pub_yr', 'fmt_cd', 'genre', 'lang_cd'], titleRows),
    insertRows('lib.events', ['evt_cd', 'br_cd', 'evt_nm', 'evt_typ', 'evt_dt', 'aud_cd', 'cap_qty', 'host_staff_no', 'cxl_flg'], evtRows),
    insertRows('circ.patrons', ['card_no', 'first_nm', 'last_nm', 'birth_yr', 'home_br_cd', 'card_typ', 'pat_sts', 'reg_dt', 'exp_dt', 'email', 'zip_cd', 'news_opt_in', 'guarantor_card_no'], patronRows),
    insertRows('circ.items', ['item_bc', 'bib_no', 'br_cd', 'acq_dt', 'cost_txt', 'item_sts'], itemRows),
    insertRows('circ.loans', ['loan_no', 'item_bc', 'card_no', 'out_br_cd', 'out_dt', 'due_dt', 'ret_dt', 'renew_cnt'], loanRows),
    insertRows('circ.holds', ['hold_no', 'bib_no', 'card_no', 'pickup_br_cd', 'placed_dt', 'avail_dt', 'hold_sts'], holdRows),
    insertRows('circ.fines', ['fine_no', 'card_no', 'loan_no', 'fine_typ', 'assessed_dt', 'fine_amt', 'waived_flg'], fineRows),
    insertRows('circ.payments', ['pay_no', 'fine_no', 'card_no', 'pay_dt', 'pay_amt', 'pay_mthd'], payRows),
    insertRows('circ.evt_regs', ['reg_no', 'evt_cd', 'card_no', 'reg_dt', 'attended'], regRows),
  ].join('\n');
}
