/**
 * Little Acorns Nurseries Ltd, a group of four day nurseries in south Manchester: Didsbury (the first, opened 2012),
 * Chorlton, Levenshulme and Fallowfield (opened April 2025 and still filling up). Each nursery has three rooms by age:
 * Seedlings (babies, from 6 months to 2 years), Saplings (toddlers, 2 to 3 years) and Oak Room (pre-school, 3 years
 * until the child leaves for school). Nurseries are open 08:00 to 18:00, Monday to Friday, 51 weeks a year. This is
 * the group's nursery management database (registers, billing and incident log), loaded up to 2026-11-24 (the day
 * before it was last refreshed). Money is in pounds sterling (GBP).
 *
 * History held: children and staff records were migrated into this system for everyone on the books on or after
 * 2024-09-01 (older records were not carried over); invoices start with the September 2025 bill; incident reports
 * start 2025-09-01; the session register (bookings and attendance) starts 2026-09-01, the start of the 2026/27 year,
 * and holds bookings already made up to 2026-12-18, the last day before the Christmas closure. Children and staff who
 * have accepted a start date in the future are already in the system.
 *
 * Schema `ncc`:
 * - `locn`: the nurseries and their rooms in one two-level list, keyed by `locn_id`. A nursery is a SITE row; a room
 *   is a ROOM row that belongs to its nursery through `prnt_locn_id` (the nursery's `locn_id`; NULL for a nursery).
 *   `locn_typ` SITE or ROOM; `locn_cd` the code ('DID', 'CHO', 'LEV', 'FAL' for the nurseries, 'DID-BAB' and so on
 *   for rooms); `locn_nm` the name ('Little Acorns Didsbury' for a nursery; the room name 'Seedlings', 'Saplings' or
 *   'Oak Room', the same three names at every nursery); `age_grp` for a room its age group: BAB baby, TOD toddler, PRE
 *   pre-school (NULL for a nursery); `min_age_mth`, `max_age_mth` the youngest and oldest age, in months, the room
 *   takes (NULL for a nursery); `cap_plc` a room's registered places, the most children it may hold at one time
 *   (held on rooms only, NULL for a nursery: a nursery's places are the sum over its rooms); `ratio_chd` the legal
 *   staffing ratio of the room, the number of children one adult may care for (3 for babies, 5 for two-year-olds, 8
 *   for pre-school; NULL for a nursery); `pcode` a nursery's postcode (NULL for rooms); `opn_dt` the day a nursery
 *   opened (NULL for rooms); `actv_yn` Y while in use.
 * - `staff`: everyone employed at the nurseries, keyed by `stf_id`. `stf_no` the payroll number ('LA001' ...);
 *   `first_nm`, `last_nm`; `site_locn_id` the nursery they work at (`locn.locn_id`, a SITE row); `room_locn_id` the
 *   room they are based in (`locn.locn_id`, a ROOM row), NULL for nursery managers, who are not based in a room;
 *   `role_cd` MGR nursery manager, RL room leader, PRAC nursery practitioner, APP apprentice; `qual_lvl` their highest
 *   childcare qualification level (0 not yet qualified, 2 Level 2, 3 Level 3, 5 Level 5 / foundation degree, 6 Level 6
 *   / degree or Early Years Teacher status); `con_hrs_wk` contracted hours a week; `pfa_yn` Y when they hold a
 *   current paediatric first aid certificate; `start_dt` their first day; `leave_dt` their last day, NULL while they
 *   have not resigned (a date after 2026-11-24 is a notice period being worked). A `start_dt` after 2026-11-24 is a new
 *   hire who has not started yet. Someone employed on a day is a row with `start_dt` on or before it and `leave_dt`
 *   NULL or on or after it.
 * - `fam_acct`: one billing account per family, keyed by `fam_id`. `acct_no` ('F0001' ...); `payer_ttl` (Mr, Mrs,
 *   Ms, Miss, Dr), `payer_first_nm`, `payer_last_nm` the parent or guardian who pays the bills (the bill payer);
 *   `payer_rel` the bill payer's relationship to the children: MUM, DAD, GRD other guardian (a grandparent, a foster
 *   or kinship carer); `email`; `pcode` the family's home postcode; `pay_mthd` how the family has chosen to pay:
 *   DD direct debit (collected on the due date), TFC the government Tax-Free Childcare account, BACS bank transfer,
 *   VCH employer childcare vouchers; `opn_dt` the day the account was opened (registration, before the first child
 *   starts); `cls_dt` the day it was closed, NULL while open; `acct_stat` A active (a child on the books or due to
 *   start), C closed (every child has left; a closed account may still owe money).
 * - `child`: one row per child enrolled, keyed by `chd_id`. `chd_ref` ('C10001' ...); `first_nm`, `last_nm`; `dob`
 *   date of birth; `gndr` F or M; `fam_id` the family account that pays (`fam_acct.fam_id`; brothers and sisters share
 *   one account); `room_locn_id` the child's room (`locn.locn_id`, a ROOM row, which gives the nursery): the room they
 *   are in now, for a child who has left the room they left from, for a child not yet started the room they will
 *   start in (children move up on reaching 2 and 3 years old); `key_stf_id` their key worker (`staff.stf_id`), NULL
 *   for a child who has not started yet; `sib_chd_id` an older brother or sister who has also been at Little Acorns
 *   and is in this system (`child.chd_id`), NULL otherwise; `start_dt` the first day of the enrolment; `leave_dt` the
 *   last day, NULL while no leaving date has been given (a date after 2026-11-24 means notice has been given);
 *   `leave_rsn` why they left or are leaving: SCH starting school (Reception class, in the September after the child
 *   turns 4: children born 1 September 2022 to 31 August 2023 start school in September 2027), MOV moved away, OTH
 *   moved to another provider (a childminder, another nursery, a parent at home), FIN place withdrawn for unpaid fees;
 *   NULL while no leaving date; `enr_stat` ACT on the books, NTC on the books with notice given (`leave_dt` in the
 *   future), LFT left, WTG place accepted and due to start (`start_dt` in the future). A child on the books on a day
 *   is one with `start_dt` on or before it and `leave_dt` NULL or on or after it. `fund_hrs` the weekly funded
 *   hours (government-funded early education) the child is entitled to: 0 none, 15, or 30 (working families get 30
 *   hours from the term after the child turns 9 months; other families get 15 hours from the term after the child
 *   turns 3, or after 2 for a disadvantaged two-year-old); `fund_frm_dt` the day the entitlement starts (the first day
 *   of a term: 1 January, 1 April or 1 September; it can be earlier than the child's start with us), NULL when
 *   `fund_hrs` is 0; a date in the future is an entitlement
 *   already confirmed that has not begun, so a child is receiving funding on a day only when `fund_frm_dt` is on or
 *   before it. For a child who has left, the entitlement they had when they left. `eypp_yn` Y when the nursery
 *   receives Early Years Pupil Premium for the child; `send_yn` Y for a child with special educational needs or
 *   disabilities (SEND); `patt_days` the child's regular weekly booking pattern, the days booked ('M' Monday, 'T'
 *   Tuesday, 'W' Wednesday, 'H' Thursday, 'F' Friday, so 'MWF' or 'MTWHF'); `patt_sess` the session booked on each of
 *   those days (FD, AM or PM, as in `sess.sess_cd`).
 * - `sess`: the session register, one row per child per day booked, keyed by `sess_id` (from 2026-09-01; see above).
 *   `chd_id`; `sess_dt` the day; `sess_cd` FD full day (08:00 to 18:00, 10 hours), AM morning (08:00 to 13:00, 5
 *   hours), PM afternoon (13:00 to 18:00, 5 hours); `att_cd` the register mark: ATT attended, ABS absent without
 *   notice (a no-show), SCK off sick, HOL on holiday (absence notified in advance), NULL for a session still to come
 *   (every session after 2026-11-24). Booked sessions are charged whether or not the child attends.
 * - `inv`: monthly invoices, one per family account per month of care, keyed by `inv_id`. `inv_no` ('LA2611-0001':
 *   year and month of the bill, then a running number); `fam_id`; `bill_mth` the month of care billed (its first
 *   day); `inv_dt` the day it was issued (around the 20th of the month before); `due_dt` the day payment is due (the
 *   first day of the month billed: fees are paid in advance); `amt_gross` the gross fee for the family's booked
 *   sessions that month (the weekly pattern at the day or half-day rate of the child's age group, times 51 weeks and
 *   divided by 12, pro rata for a child starting or leaving in the month); `amt_sib_disc` the sibling discount, 10%
 *   of the gross fee of every child after the eldest; `amt_fund_ded` the deduction for the children's funded hours
 *   (paid to the nursery by the council instead of the parents); `amt_due` what the family has to pay:
 *   `amt_gross - amt_sib_disc - amt_fund_ded`; `inv_stat` ISS issued and unpaid, PRT part paid, PD paid in full, VD
 *   void (raised in error and replaced by a corrected invoice for the same month: a void invoice is not owed and
 *   does not count as billed). Fee rates rise every September.
 * - `pay_rcpt`: payments received, keyed by `pay_id`, each against one invoice (an invoice may be paid in several
 *   payments, for instance part from Tax-Free Childcare and the rest by bank transfer). `inv_id`; `pay_dt` the day
 *   the money was received; `amt_pd` the amount; `pay_mthd` how it was paid: DD direct debit, TFC Tax-Free Childcare,
 *   BACS bank transfer, VCH childcare vouchers, CARD debit or credit card (taken over the phone when a direct debit
 *   fails or a late payer settles up); `pay_ref` the payment reference. What a family still owes on an invoice is its
 *   `amt_due` less the payments against it; an unpaid balance on an invoice past its `due_dt` is in arrears
 *   (overdue).
 * - `incd_rpt`: accident and incident reports, keyed by `inc_id` (from 2025-09-01). `inc_ref` ('IR25-0001' ...);
 *   `chd_id` the child the report is about; `room_locn_id` the room the child was in that day (`locn.locn_id`);
 *   `inc_dt` the day; `inc_typ` ACC accident (a fall, a bump), INC incident involving another child (biting,
 *   scratching, hitting), EXI existing injury (an injury the child arrived with, noted at drop-off); `sev_lvl`
 *   severity: 1 minor (first aid or none), 2 moderate (parent called, child may be collected), 3 serious (treated at
 *   a hospital or by a GP, notified to Ofsted); `inc_desc` what happened; `body_cd` the part of the body hurt: HEAD,
 *   FACE, ARM, HAND, LEG, TRSO (torso), NULL when nobody was hurt (the child bit or hit another child); `rec_stf_id`
 *   the member of staff who wrote the report (`staff.stf_id`); `par_sig_dt` the day a parent signed the report to
 *   acknowledge it, NULL while not yet signed; `ofs_ntf_yn` Y when the incident was notified to Ofsted (every serious
 *   one).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const KEEP_FROM = '2024-09-01';
const BILL_FROM = '2025-09-01';
const BILL_TO = '2026-12-01';
const INC_FROM = '2025-09-01';
const SESS_FROM = '2026-09-01';
const SESS_TO = '2026-12-18';
const SIM_END = '2027-03-31';
const NOTICE_UNTIL = '2027-01-31';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const year = (iso: string) => Number(iso.slice(0, 4));
const month = (iso: string) => Number(iso.slice(5, 7));
const firstOf = (iso: string) => `${iso.slice(0, 7)}-01`;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const addMonths = (iso: string, n: number): string => {
  const total = year(iso) * 12 + month(iso) - 1 + n;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const d = Math.min(Number(iso.slice(8, 10)), dim);
  return `${y}-${pad(m, 2)}-${pad(d, 2)}`;
};
const daysInMonth = (iso: string) => new Date(Date.UTC(year(iso), month(iso), 0)).getUTCDate();
const lastOf = (iso: string) => `${iso.slice(0, 7)}-${pad(daysInMonth(iso), 2)}`;
const ageMonths = (dob: string, at: string) => {
  let m = (year(at) - year(dob)) * 12 + month(at) - month(dob);
  if (Number(at.slice(8, 10)) < Number(dob.slice(8, 10))) m -= 1;
  return m;
};
/** The weekday on or after a date. */
const weekdayOnOrAfter = (iso: string) => {
  let d = iso;
  while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6) d = addDays(d, 1);
  return d;
};
const lastFriday = (y: number, m: number) => {
  let d = lastOf(`${y}-${pad(m, 2)}-01`);
  while (dayOfWeek(d) !== 5) d = addDays(d, -1);
  return d;
};
/** Funded hours start on the first day of the term after the child reaches the age (1 January, 1 April, 1 September). */
const termAfter = (iso: string) => {
  const m = month(iso);
  const y = year(iso);
  if (m >= 9) return `${y + 1}-01-01`;
  if (m <= 3) return `${y}-04-01`;
  return `${y}-09-01`;
};

type Grp = 'BAB' | 'TOD' | 'PRE';
const GRPS: Grp[] = ['BAB', 'TOD', 'PRE'];
const grpOf = (months: number): Grp => (months < 24 ? 'BAB' : months < 36 ? 'TOD' : 'PRE');
/** [age group, room name, min age months, max age months, children per adult] */
const ROOMS: [Grp, string, number, number, number][] = [
  ['BAB', 'Seedlings', 6, 23, 3],
  ['TOD', 'Saplings', 24, 35, 5],
  ['PRE', 'Oak Room', 36, 59, 8],
];
/** Full-day rates (GBP) from September 2025 and from September 2026; half days are charged at `HALF` of a day. */
const FD_RATE: Record<Grp, [number, number]> = { BAB: [74, 78], TOD: [70.5, 74], PRE: [66.5, 70] };
const HALF_RATE: Record<Grp, [number, number]> = { BAB: [41, 43], TOD: [39, 41], PRE: [37, 39] };

interface Site {
  cd: string;
  nm: string;
  pcode: string;
  area: string;
  opn: string;
  caps: [number, number, number];
  occ: (m: string) => number;
}
const SITES: Site[] = [
  { cd: 'DID', nm: 'Little Acorns Didsbury', pcode: 'M20 2RN', area: 'M20', opn: '2012-09-03', caps: [9, 15, 32], occ: () => 0.9 },
  { cd: 'CHO', nm: 'Little Acorns Chorlton', pcode: 'M21 9PQ', area: 'M21', opn: '2015-01-05', caps: [9, 12, 26], occ: () => 0.86 },
  { cd: 'LEV', nm: 'Little Acorns Levenshulme', pcode: 'M19 3AB', area: 'M19', opn: '2019-04-01', caps: [6, 12, 20], occ: (m) => (m < '2026-01-01' ? 0.82 : 0.72) },
  {
    cd: 'FAL', nm: 'Little Acorns Fallowfield', pcode: 'M14 6HR', area: 'M14', opn: '2025-04-07', caps: [6, 10, 20],
    occ: (m) => Math.min(0.85, 0.25 + 0.6 * Math.max(0, daysBetween('2025-04-01', m)) / 540),
  },
];
const siteLocnId = (s: number) => s + 1;
const roomLocnId = (s: number, g: Grp) => (s + 1) * 10 + GRPS.indexOf(g) + 1;

const CHILD_FIRST_F = ['Olivia', 'Amelia', 'Isla', 'Ava', 'Ivy', 'Freya', 'Lily', 'Florence', 'Mia', 'Willow', 'Rosie', 'Sophia', 'Isabella', 'Grace',
  'Daisy', 'Sienna', 'Poppy', 'Elsie', 'Evie', 'Aria', 'Maya', 'Zara', 'Hallie', 'Ada', 'Esme', 'Ruby', 'Maryam', 'Aisha', 'Hafsa', 'Zainab',
  'Nora', 'Orla', 'Matilda', 'Phoebe', 'Harper', 'Emilia', 'Amara', 'Imogen', 'Penelope', 'Thea'];
const CHILD_FIRST_M = ['Muhammad', 'Noah', 'Oliver', 'George', 'Leo', 'Arthur', 'Oscar', 'Theodore', 'Freddie', 'Henry', 'Archie', 'Jack', 'Alfie',
  'Finley', 'Teddy', 'Charlie', 'Jude', 'Reggie', 'Ezra', 'Rory', 'Tommy', 'Hugo', 'Yusuf', 'Ibrahim', 'Zayn', 'Ayaan', 'Albie', 'Louie', 'Otis',
  'Max', 'Harry', 'Jacob', 'Luca', 'Elijah', 'Kai', 'Ronnie', 'Sonny', 'Frankie', 'Bobby', 'Milo'];
const ADULT_F = ['Sarah', 'Emma', 'Laura', 'Rebecca', 'Hannah', 'Gemma', 'Amy', 'Jessica', 'Charlotte', 'Rachel', 'Sophie', 'Katie', 'Natalie',
  'Claire', 'Lucy', 'Nadia', 'Fatima', 'Ayesha', 'Priya', 'Joanna', 'Helen', 'Zoe', 'Holly', 'Kirsty', 'Leanne', 'Siobhan', 'Aoife', 'Chloe',
  'Megan', 'Bethany', 'Naomi', 'Shabana', 'Agnieszka', 'Olga', 'Chiamaka', 'Funmi', 'Georgia', 'Alice', 'Eleanor', 'Harriet'];
const ADULT_M = ['James', 'Daniel', 'Thomas', 'Matthew', 'David', 'Christopher', 'Mark', 'Andrew', 'Paul', 'Richard', 'Ben', 'Adam', 'Tom',
  'Imran', 'Bilal', 'Hassan', 'Kwame', 'Tunde', 'Piotr', 'Liam', 'Sean', 'Gareth', 'Craig', 'Stuart', 'Nathan', 'Joe', 'Rob', 'Sam', 'Dominic', 'Raj'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker',
  'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Hussain', 'Ali', 'Ahmed', 'Begum', 'Shah', 'Akhtar', 'Iqbal',
  'Murphy', 'Kelly', "O'Brien", 'Byrne', 'Nowak', 'Kowalski', 'Okafor', 'Adeyemi', 'Mensah', 'Hughes', 'Edwards', 'Lee', 'Chen', 'Nguyen',
  'Harrison', 'Lewis', 'Morris', 'Cooper', 'Ward', 'Turner', 'Parker', 'Collins', 'Barker', 'Holt', 'Ashworth', 'Kershaw', 'Whittaker', 'Greenwood',
  'Butterworth', 'Schofield', 'Ogden', 'Lord', 'Fletcher', 'Brennan', 'Doherty', 'Rahman', 'Mahmood', 'Siddiqui', 'Sharma', 'Kaur', 'Singh'];
const STAFF_F = ['Jade', 'Kelly', 'Stacey', 'Danielle', 'Shannon', 'Courtney', 'Jodie', 'Leah', 'Paige', 'Abbie', 'Kayleigh', 'Toni', 'Nicola',
  'Lauren', 'Amber', 'Ellie', 'Kirsty', 'Tasha', 'Bethan', 'Jasmine', 'Hollie', 'Sana', 'Rukhsana', 'Natalia', 'Demi', 'Carly', 'Jenna', 'Mollie',
  'Tanya', 'Lisa', 'Dawn', 'Joanne', 'Michelle', 'Yasmin', 'Precious', 'Aleksandra', 'Keeley', 'Chantelle', 'Lydia', 'Niamh'];
const STAFF_M = ['Ryan', 'Callum', 'Jordan', 'Aaron', 'Kieran'];

interface Fam {
  key: number;
  site: number;
  working: boolean;
  disadv: boolean;
  kids: Kid[];
  id: number;
}
interface Kid {
  key: number;
  site: number;
  fam: Fam;
  first: string;
  gender: 'F' | 'M';
  dob: string;
  start: string;
  leave: string | null;
  rsn: string | null;
  days: number[];
  cd: 'FD' | 'AM' | 'PM';
  sib: Kid | null;
  frail: number;
  id: number;
}
interface Staff {
  site: number;
  grp: Grp | null;
  role: 'MGR' | 'RL' | 'PRAC' | 'APP';
  start: string;
  leave: string | null;
  first: string;
  last: string;
  qual: number;
  hrs: number;
  pfa: string;
  id: number;
}

const onRoll = (k: Kid, d: string) => k.start <= d && (k.leave === null || k.leave >= d);
const grpAt = (k: Kid, d: string) => grpOf(ageMonths(k.dob, d));

function pickDays(random: SeededRandom, n: number, load: number[]): number[] {
  // days 1..5; prefer the least-booked days, Mondays and Fridays less popular
  const pull = [0, 0.85, 1.1, 1.1, 1.05, 0.8];
  const scored = [1, 2, 3, 4, 5].map((d) => [d, (load[d] ?? 0) / (pull[d] ?? 1) + random.next() * 2] as const);
  scored.sort((a, b) => a[1] - b[1]);
  return scored.slice(0, n).map((x) => x[0]).sort((a, b) => a - b);
}

function simulate(random: SeededRandom) {
  const kids: Kid[] = [];
  const fams: Fam[] = [];
  let kidKey = 0;
  let famKey = 0;
  const newFam = (site: number): Fam => {
    const working = random.chance(0.7);
    const f: Fam = { key: famKey++, site, working, disadv: !working && random.chance(0.35), kids: [], id: 0 };
    fams.push(f);
    return f;
  };
  const makeKid = (site: number, g: Grp, start: string, load: number[] | null, allowSib: boolean): Kid => {
    let age: number;
    if (g === 'BAB') age = random.weighted([[random.int(6, 8), 15], [random.int(9, 13), 60], [random.int(14, 20), 25]] as const);
    else if (g === 'TOD') age = random.int(24, 33);
    else age = random.weighted([[random.int(36, 40), 70], [random.int(41, 44), 30]] as const);
    const dob = addDays(addMonths(start, -age), -random.int(0, 27));
    let fam: Fam | null = null;
    let sib: Kid | null = null;
    if (allowSib && g !== 'PRE' && random.chance(0.32)) {
      const older = kids.filter((o) => o.site === site && o.dob <= addMonths(dob, -16) && o.dob >= addMonths(dob, -60) && o.start <= start);
      let cands = older.filter((o) => o.leave === null || o.leave >= start);
      if (cands.length === 0 || random.chance(0.25)) cands = older.filter((o) => o.leave === null || o.leave >= addMonths(start, -30));
      if (cands.length > 0) {
        const older = random.pick(cands);
        fam = older.fam;
        sib = fam.kids.filter((o) => o.dob < dob).sort((a, b) => (a.dob < b.dob ? 1 : -1))[0] ?? older;
      }
    }
    if (!fam) fam = newFam(site);
    const gender = random.chance(0.5) ? 'F' : 'M';
    let n: number;
    let cd: 'FD' | 'AM' | 'PM';
    if (fam.working) {
      n = random.weighted([[2, 15], [3, 35], [4, 25], [5, 25]] as const);
      cd = random.weighted([['FD', 86], ['AM', 9], ['PM', 5]] as const);
    } else if (g === 'PRE') {
      n = random.weighted([[3, 55], [5, 30], [2, 15]] as const);
      cd = random.weighted([['FD', 25], ['AM', 50], ['PM', 25]] as const);
    } else {
      n = random.weighted([[2, 35], [3, 45], [5, 20]] as const);
      cd = random.weighted([['FD', 50], ['AM', 32], ['PM', 18]] as const);
    }
    const days = pickDays(random, n, load ?? [0, 0, 0, 0, 0, 0]);
    if (load) for (const d of days) load[d] = (load[d] ?? 0) + 1;
    const k: Kid = {
      key: kidKey++, site, fam, first: random.pick(gender === 'F' ? CHILD_FIRST_F : CHILD_FIRST_M), gender, dob, start, leave: null, rsn: null,
      days, cd, sib, frail: random.weighted([[0.6, 40], [1, 40], [1.8, 15], [3, 5]] as const), id: 0,
    };
    fam.kids.push(k);
    kids.push(k);
    return k;
  };

  SITES.forEach((site, s) => {
    const simStart = site.opn > '2020-01-01' ? firstOf(site.opn) : '2020-01-01';
    if (site.opn < '2020-01-01') {
      // the roll as it stood on 1 January 2020
      GRPS.forEach((g, gi) => {
        const target = (site.caps[gi] ?? 0) * site.occ(simStart);
        const load = [0, 0, 0, 0, 0, 0];
        while (load.slice(1).reduce((a, b) => a + b, 0) / 5 < target) {
          const [lo, hi] = g === 'BAB' ? [7, 23] : g === 'TOD' ? [24, 35] : [36, 51];
          const ageNow = random.int(lo, hi);
          const dob = addDays(addMonths(simStart, -ageNow), -random.int(0, 27));
          const start = weekdayOnOrAfter(random.date(addMonths(dob, 7), addDays(simStart, -3)));
          makeKid(s, g, start, load, false).dob = dob;
        }
      });
    }
    for (let m = simStart; m <= SIM_END; m = addMonths(m, 1)) {
      const mid = addDays(m, 14);
      const here = kids.filter((k) => k.site === s);
      // school leavers: children born by 31 Aug (Y-4) leave in the summer of year Y
      if (month(m) === 7) {
        const y = year(m);
        for (const k of here) {
          if (k.leave === null && k.start <= m && k.dob <= `${y - 4}-08-31`) {
            k.leave = random.chance(0.35) ? lastFriday(y, 7) : lastFriday(y, 8);
            k.rsn = 'SCH';
          }
        }
      }
      // early leavers
      for (const k of here) {
        if (k.leave === null && k.start < m && daysBetween(k.start, m) > 30 && random.chance(0.011)) {
          let d = random.chance(0.6) ? lastFriday(year(m), month(m)) : weekdayOnOrAfter(random.date(m, addDays(lastOf(m), -3)));
          if (d <= k.start) d = lastFriday(year(m), month(m));
          k.leave = d;
          k.rsn = random.weighted([['MOV', 45], ['OTH', 40], ['FIN', 15]] as const);
        }
      }
      // starters
      GRPS.forEach((g, gi) => {
        const load = [0, 0, 0, 0, 0, 0];
        for (const k of here) {
          if (onRoll(k, mid) && grpAt(k, mid) === g) for (const d of k.days) load[d] = (load[d] ?? 0) + 1;
        }
        const target = (site.caps[gi] ?? 0) * site.occ(m);
        const maxAdd = month(m) === 9 || month(m) === 1 ? 5 : 3;
        let added = 0;
        while (load.slice(1).reduce((a, b) => a + b, 0) / 5 < target - 0.4 && added < maxAdd) {
          const start = (month(m) === 9 || month(m) === 1) && random.chance(0.6)
            ? weekdayOnOrAfter(m) : weekdayOnOrAfter(random.date(m, addDays(m, 20)));
          makeKid(s, g, start, load, true);
          added++;
        }
      });
    }
  });
  return { kids, fams };
}

export function datasetSql(): string {
  const random = seededRandom(20261125);
  const { kids: allKids } = simulate(random);

  // ---- children kept in the system: on the books on or after 1 September 2024, or starting by March 2027
  for (const k of allKids) {
    if (k.leave !== null && k.leave > NOTICE_UNTIL) {
      k.leave = null;
      k.rsn = null;
    }
  }
  const kids = allKids.filter((k) => k.leave === null || k.leave >= KEEP_FROM).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.key - b.key));
  kids.forEach((k, i) => (k.id = i + 1));
  const keptKid = new Set(kids.map((k) => k.key));
  const famList: Fam[] = [];
  for (const k of kids) if (!famList.includes(k.fam)) famList.push(k.fam);
  famList.forEach((f, i) => (f.id = i + 1));

  // ---- staff: one chain of holders per post
  const staffNames = uniqueNames(random, [...STAFF_F, ...STAFF_F, ...STAFF_F, ...STAFF_M], LAST);
  const staff: Staff[] = [];
  SITES.forEach((site, s) => {
    const posts: [Grp | null, Staff['role']][] = [[null, 'MGR']];
    GRPS.forEach((g, gi) => {
      const cap = site.caps[gi] ?? 0;
      const ratio = ROOMS[gi]![4];
      posts.push([g, 'RL']);
      for (let i = 0; i < Math.ceil(cap / ratio); i++) posts.push([g, 'PRAC']);
      if (cap >= 10) posts.push([g, 'APP']);
    });
    for (const [g, role] of posts) {
      const chainStart = addDays(site.opn, -random.int(7, 28));
      let start = site.opn < '2019-01-01' ? random.date(addDays(site.opn, -20), '2024-06-30') : chainStart;
      for (;;) {
        const tenure = role === 'APP' ? random.int(12, 26)
          : random.weighted([[random.int(5, 18), 35], [random.int(18, 48), 40], [random.int(48, 140), 25]] as const);
        let leave: string | null = lastFriday(year(addMonths(start, tenure)), month(addMonths(start, tenure)));
        if (leave <= start) leave = addDays(start, 120);
        if (leave > LAST_DAY) leave = leave <= '2027-01-31' && random.chance(0.25) ? leave : null;
        if (leave === null || leave >= KEEP_FROM) {
          const [first, last] = staffNames();
          const qual = role === 'MGR' ? random.weighted([[6, 50], [5, 50]] as const)
            : role === 'RL' ? random.weighted([[3, 65], [5, 20], [6, 15]] as const)
              : role === 'PRAC' ? random.weighted([[3, 72], [2, 28]] as const)
                : random.weighted([[0, 55], [2, 45]] as const);
          const hrs = role === 'MGR' ? 40 : role === 'RL' ? random.weighted([[40, 60], [37.5, 40]] as const)
            : role === 'APP' ? random.weighted([[30, 40], [37.5, 60]] as const)
              : random.weighted([[40, 30], [37.5, 25], [30, 20], [25, 12], [20, 8], [16, 5]] as const);
          staff.push({ site: s, grp: g, role, start, leave, first, last, qual, hrs, pfa: role === 'APP' ? (random.chance(0.5) ? 'Y' : 'N') : random.chance(0.92) ? 'Y' : 'N', id: 0 });
        }
        if (leave === null) break;
        start = weekdayOnOrAfter(addDays(leave, random.int(10, 60)));
        if (start >= '2026-11-23' && start <= '2026-11-27') start = '2026-11-30';
        if (start > '2027-01-31') break;
      }
    }
  });
  staff.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.site - b.site));
  staff.forEach((x, i) => (x.id = i + 1));
  const employed = (x: Staff, d: string) => x.start <= d && (x.leave === null || x.leave >= d);

  // ---- per-child fields
  const refDate = (k: Kid) => (k.start > LAST_DAY ? k.start : k.leave !== null && k.leave < LAST_DAY ? k.leave : LAST_DAY);
  const roomOf = (k: Kid) => grpAt(k, refDate(k));
  const keyOf = (k: Kid): Staff | null => {
    if (k.start > LAST_DAY) return null;
    const d = refDate(k);
    const g = roomOf(k);
    let c = staff.filter((x) => x.site === k.site && x.grp === g && (x.role === 'RL' || x.role === 'PRAC') && employed(x, d));
    if (c.length === 0) c = staff.filter((x) => x.site === k.site && x.role !== 'MGR' && x.role !== 'APP' && employed(x, d));
    if (c.length === 0) return null;
    return random.weighted(c.map((x) => [x, x.role === 'RL' ? 0.6 : 1] as const));
  };
  const famName = new Map<Fam, [string, string, string, string]>();
  const adultNames = uniqueNames(random, [...ADULT_F, ...ADULT_M], LAST);
  for (const f of famList) {
    let [first, last] = adultNames();
    const mum = ADULT_F.includes(first);
    const rel = random.chance(0.03) ? 'GRD' : mum ? 'MUM' : 'DAD';
    if (rel === 'GRD' && !mum) first = random.pick(ADULT_F);
    const ttl = mum || rel === 'GRD' ? random.weighted([['Ms', 45], ['Mrs', 40], ['Miss', 10], ['Dr', 5]] as const) : random.weighted([['Mr', 94], ['Dr', 6]] as const);
    famName.set(f, [ttl, first, last, rel]);
  }

  const childRows: unknown[][] = [];
  const kidFund = new Map<Kid, [number, string | null]>();
  const usedChild = new Set<string>();
  for (const k of kids) {
    let hrs = 0;
    let frm: string | null = null;
    if (k.fam.working) {
      if (!random.chance(0.08)) {
        hrs = 30;
        const a = termAfter(addMonths(k.dob, 9));
        const b = termAfter(addMonths(k.dob, 36));
        frm = a > '2025-09-01' ? a : b < '2025-09-01' ? b : '2025-09-01';
      }
    } else {
      hrs = 15;
      frm = termAfter(addMonths(k.dob, k.fam.disadv ? 24 : 36));
    }
    const until = k.leave ?? '2027-04-01';
    if (frm !== null && frm > until) {
      hrs = 0;
      frm = null;
    }
    kidFund.set(k, [hrs, frm]);
    const stat = k.start > LAST_DAY ? 'WTG' : k.leave === null ? 'ACT' : k.leave > LAST_DAY ? 'NTC' : 'LFT';
    const key = keyOf(k);
    const [, , famLast] = famName.get(k.fam)!;
    let last = random.chance(0.9) ? famLast : random.pick(LAST);
    let first = k.first;
    while (usedChild.has(`${first} ${last}`)) {
      first = random.pick(k.gender === 'F' ? CHILD_FIRST_F : CHILD_FIRST_M);
      if (random.chance(0.3)) last = random.pick(LAST);
    }
    usedChild.add(`${first} ${last}`);
    childRows.push([k.id, `C${pad(10000 + k.id, 5)}`, first, last, k.dob, k.gender, k.fam.id, roomLocnId(k.site, roomOf(k)), key ? key.id : null,
      k.sib && keptKid.has(k.sib.key) ? k.sib.id : null, k.start, k.leave, k.rsn, stat, hrs, frm,
      k.fam.disadv && frm !== null ? 'Y' : 'N', random.chance(0.06) ? 'Y' : 'N',
      k.days.map((d) => ['', 'M', 'T', 'W', 'H', 'F'][d]).join(''), k.cd]);
  }

  // ---- families
  const famRows: unknown[][] = [];
  const famMthd = new Map<Fam, string>();
  const famBehav = new Map<Fam, string>();
  const domains = ['gmail.com', 'hotmail.co.uk', 'outlook.com', 'yahoo.co.uk', 'icloud.com', 'btinternet.com'];
  for (const f of famList) {
    const fk = f.kids.filter((k) => keptKid.has(k.key));
    const first = fk.reduce((a, k) => (k.start < a ? k.start : a), '9999-12-31');
    const allLeft = fk.every((k) => k.leave !== null && k.leave <= LAST_DAY);
    const lastLeave = fk.reduce((a, k) => (k.leave !== null && k.leave > a ? k.leave : a), '0000-01-01');
    const fin = fk.some((k) => k.rsn === 'FIN');
    const behav = fin ? 'ARR' : random.weighted([['OK', 72], ['LATE', 21], ['ARR', 7]] as const);
    famBehav.set(f, behav);
    const mthd = random.weighted([['DD', 45], ['TFC', 35], ['BACS', 14], ['VCH', 6]] as const);
    famMthd.set(f, mthd);
    const [ttl, pf, pl, rel] = famName.get(f)!;
    const site = SITES[f.site]!;
    const email = `${pf.toLowerCase()}.${pl.toLowerCase().replace(/[^a-z]/g, '')}${random.chance(0.4) ? random.int(1, 99) : ''}@${random.pick(domains)}`;
    const pcode = `${random.chance(0.8) ? site.area : random.pick(['M20', 'M21', 'M19', 'M14', 'M16', 'M13', 'M33', 'SK4'])} ${random.int(1, 9)}${random.pick(['A', 'B', 'D', 'E', 'F', 'G', 'H', 'J', 'L', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'W', 'X', 'Y'])}${random.pick(['A', 'B', 'D', 'E', 'F', 'G', 'H', 'J', 'L', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'W', 'X', 'Y', 'Z'])}`;
    const opn = addDays(first, -random.int(14, 120));
    const cls = allLeft ? (() => {
      const c = addDays(lastLeave, random.int(3, 40));
      return c > LAST_DAY ? LAST_DAY : c;
    })() : null;
    famRows.push([f.id, `F${pad(f.id, 4)}`, ttl, pf, pl, rel, email, pcode, mthd, opn, cls, allLeft ? 'C' : 'A']);
  }

  // ---- sessions
  const sessRows: unknown[][] = [];
  const attended = new Map<Kid, string[]>();
  const holWeek = new Map<Kid, string | null>();
  for (const k of kids) {
    holWeek.set(k, random.chance(0.35) ? '2026-10-26' : random.chance(0.15) ? random.pick(['2026-09-14', '2026-09-28', '2026-10-05', '2026-10-12', '2026-11-02', '2026-11-16']) : null);
  }
  let sessId = 0;
  for (let d = SESS_FROM; d <= SESS_TO; d = addDays(d, 1)) {
    const dow = dayOfWeek(d);
    if (dow === 0 || dow === 6) continue;
    const sickBase = d < '2026-10-01' ? 0.022 : d < '2026-11-01' ? 0.04 : 0.058;
    for (const k of kids) {
      if (!onRoll(k, d) || !k.days.includes(dow)) continue;
      let att: string | null = null;
      if (d <= LAST_DAY) {
        const hw = holWeek.get(k);
        const g = grpAt(k, d);
        if (hw && d >= hw && d <= addDays(hw, 4) && !random.chance(0.1)) att = 'HOL';
        else if (random.chance(sickBase * k.frail * (g === 'BAB' ? 1.3 : 1))) att = 'SCK';
        else if (random.chance(famBehav.get(k.fam) === 'ARR' ? 0.04 : 0.012)) att = 'ABS';
        else if (random.chance(0.008)) att = 'HOL';
        else att = 'ATT';
        if (att === 'ATT') {
          const list = attended.get(k) ?? [];
          list.push(d);
          attended.set(k, list);
        }
      }
      sessRows.push([++sessId, k.id, d, k.cd, att]);
    }
  }

  // ---- incidents
  const incRows: unknown[][] = [];
  const DESC: Record<string, [string, string | null, number][]> = {
    ACC: [['Bumped head on table', 'HEAD', 20], ['Fell in garden and grazed knee', 'LEG', 18], ['Tripped over toy', 'FACE', 12], ['Trapped fingers in door', 'HAND', 6],
      ['Fell from climbing frame', 'ARM', 7], ['Bumped head on floor', 'HEAD', 10], ['Slipped in bathroom', 'TRSO', 6], ['Fell off bike in garden', 'LEG', 8],
      ['Scratched by branch in garden', 'FACE', 5], ['Pinched finger in chair', 'HAND', 8]],
    INC: [['Bitten by another child', 'ARM', 30], ['Bitten by another child', 'HAND', 12], ['Scratched by another child', 'FACE', 18], ['Bit another child', null, 20],
      ['Hitting another child', null, 12], ['Pushed over by another child', 'LEG', 8]],
    EXI: [['Existing bruise on arrival', 'LEG', 35], ['Existing graze on arrival', 'FACE', 25], ['Existing bump on head on arrival', 'HEAD', 20],
      ['Existing scratch on arrival', 'ARM', 20]],
  };
  let incId = 0;
  const incList: [Kid, string, string, number, string, string | null, Staff | null, string | null, number][] = [];
  for (let m = INC_FROM; m <= LAST_DAY; m = addMonths(m, 1)) {
    for (const k of kids) {
      const mEnd = lastOf(m) > LAST_DAY ? LAST_DAY : lastOf(m);
      if (!(k.start <= mEnd && (k.leave === null || k.leave >= m))) continue;
      const g0 = grpAt(k, m);
      const lam = (g0 === 'BAB' ? 0.2 : g0 === 'TOD' ? 0.36 : 0.24) * (k.days.length / 5) * (k.cd === 'FD' ? 1 : 0.6);
      const n = random.poisson(lam);
      for (let i = 0; i < n; i++) {
        let d: string | null = null;
        if (m >= SESS_FROM) {
          const opts = (attended.get(k) ?? []).filter((x) => x >= m && x <= mEnd);
          if (opts.length) d = random.pick(opts);
        } else {
          for (let t = 0; t < 20 && d === null; t++) {
            const c = random.date(m, mEnd);
            if (onRoll(k, c) && k.days.includes(dayOfWeek(c))) d = c;
          }
        }
        if (d === null) continue;
        const g = grpAt(k, d);
        const typ = g === 'TOD' ? random.weighted([['ACC', 55], ['INC', 35], ['EXI', 10]] as const) : random.weighted([['ACC', 74], ['INC', 14], ['EXI', 12]] as const);
        const [desc, body] = random.weighted((DESC[typ] ?? []).map((x) => [[x[0], x[1]] as const, x[2]] as const));
        const sev = typ === 'EXI' ? random.weighted([[1, 85], [2, 15]] as const) : typ === 'INC' ? random.weighted([[1, 84], [2, 15], [3, 1]] as const)
          : random.weighted([[1, 76], [2, 20], [3, 4]] as const);
        let rc = staff.filter((x) => x.site === k.site && x.grp === g && employed(x, d!));
        if (rc.length === 0) rc = staff.filter((x) => x.site === k.site && employed(x, d!));
        const rec = rc.length ? random.pick(rc) : null;
        let sig: string | null;
        if (typ === 'EXI') sig = d;
        else {
          const r = random.next();
          sig = r < 0.72 ? d : r < 0.94 ? weekdayOnOrAfter(addDays(d, random.int(1, 6))) : null;
          if (sig !== null && sig > LAST_DAY) sig = null;
        }
        incList.push([k, d, typ, sev, desc, body, rec, sig, roomLocnId(k.site, g)]);
      }
    }
  }
  incList.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0].id - b[0].id));
  for (const [k, d, typ, sev, desc, body, rec, sig, room] of incList) {
    incId++;
    incRows.push([incId, `IR${year(d) % 100}-${pad(incId, 4)}`, k.id, room, d, typ, sev, desc, body, rec ? rec.id : null, sig, sev === 3 ? 'Y' : 'N']);
  }

  // ---- invoices and payments
  const invRows: unknown[][] = [];
  const payRows: unknown[][] = [];
  let invId = 0;
  let payId = 0;
  const arrStart = new Map<Fam, string>();
  for (const f of famList) {
    if (famBehav.get(f) !== 'ARR') continue;
    const fk = f.kids.filter((k) => keptKid.has(k.key));
    const fin = fk.find((k) => k.rsn === 'FIN');
    if (fin && fin.leave) arrStart.set(f, addMonths(firstOf(fin.leave), -random.int(1, 3)));
    else arrStart.set(f, random.pick(['2026-04-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01']));
  }
  const seqByMonth = new Map<string, number>();
  const addPayment = (inv: number, f: Fam, d: string, amt: number, mthd: string) => {
    if (d > LAST_DAY || amt <= 0) return;
    const acct = `F${pad(f.id, 4)}`;
    const ref = mthd === 'DD' ? `DD-${acct}-${d.slice(2, 4)}${d.slice(5, 7)}` : mthd === 'TFC' ? `TFC${random.int(100000000, 999999999)}`
      : mthd === 'VCH' ? `${random.pick(['EDENRED', 'KIDDIVOUCHERS', 'FIDELITI'])}-${random.int(10000, 99999)}` : mthd === 'CARD' ? `CARD-${random.int(1000, 9999)}` : acct;
    payRows.push([++payId, inv, d, round2(amt), mthd, ref]);
  };
  for (let bm = BILL_FROM; bm <= BILL_TO; bm = addMonths(bm, 1)) {
    const issue = weekdayOnOrAfter(`${addMonths(bm, -1).slice(0, 7)}-20`);
    const due = bm;
    const rateIx = bm >= '2026-09-01' ? 1 : 0;
    const bmEnd = lastOf(bm);
    for (const f of famList) {
      const fk = f.kids.filter((k) => keptKid.has(k.key) && k.start <= bmEnd && (k.leave === null || k.leave >= bm)).sort((a, b) => (a.dob < b.dob ? -1 : 1));
      if (fk.length === 0) continue;
      let gross = 0;
      let disc = 0;
      let fund = 0;
      fk.forEach((k, i) => {
        const from = k.start > bm ? k.start : bm;
        const to = k.leave !== null && k.leave < bmEnd ? k.leave : bmEnd;
        const frac = (daysBetween(from, to) + 1) / daysInMonth(bm);
        const g = grpAt(k, from);
        const perSess = k.cd === 'FD' ? FD_RATE[g][rateIx] : HALF_RATE[g][rateIx];
        const weekHrs = k.days.length * (k.cd === 'FD' ? 10 : 5);
        const cg = round2(perSess * k.days.length * 51 / 12 * frac);
        gross += cg;
        if (i > 0) disc += round2(cg * 0.1);
        const [fh, frm] = kidFund.get(k)!;
        if (fh > 0 && frm !== null && frm <= bm) fund += round2(Math.min(fh, weekHrs) * 38 / 12 * (FD_RATE[g][rateIx] / 10) * frac);
      });
      gross = round2(gross);
      disc = round2(disc);
      fund = round2(fund);
      const dueAmt = round2(gross - disc - fund);
      const yymm = `${bm.slice(2, 4)}${bm.slice(5, 7)}`;
      const nextNo = () => {
        const n = (seqByMonth.get(yymm) ?? 0) + 1;
        seqByMonth.set(yymm, n);
        return `LA${yymm}-${pad(n, 4)}`;
      };
      let invDate = issue;
      if (random.chance(0.015) && bm < '2026-11-01') {
        const wrong = round2(dueAmt + random.pick([-1, 1]) * round2(FD_RATE.TOD[rateIx] * 51 / 12));
        const wrongGross = round2(gross + (wrong - dueAmt));
        invRows.push([++invId, nextNo(), f.id, bm, invDate, due, wrongGross, disc, fund, wrong, 'VD']);
        invDate = addDays(invDate, random.int(2, 6));
      }
      const id = ++invId;
      const no = nextNo();
      const behav = famBehav.get(f)!;
      const mthd = famMthd.get(f)!;
      let paid = 0;
      const pay = (d: string, amt: number, m: string) => {
        if (d <= LAST_DAY && amt > 0) paid = round2(paid + amt);
        addPayment(id, f, d, amt, m);
      };
      const arr = arrStart.get(f);
      const mode = behav === 'ARR' && arr && bm >= arr ? 'ARR' : behav === 'ARR' ? 'LATE' : behav;
      if (mode === 'OK' || (mode === 'LATE' && random.chance(0.12))) {
        if (mthd === 'DD') {
          if (random.chance(0.025)) pay(addDays(due, random.int(6, 21)), dueAmt, 'CARD');
          else pay(weekdayOnOrAfter(due), dueAmt, 'DD');
        } else {
          let d = addDays(due, random.int(-12, 1));
          if (d <= invDate) d = addDays(invDate, 1);
          if (mthd === 'TFC' && random.chance(0.3)) {
            const part = round2(dueAmt * random.float(0.5, 0.8));
            pay(d, part, 'TFC');
            pay(addDays(d, random.int(0, 3)), round2(dueAmt - part), 'BACS');
          } else pay(d, dueAmt, mthd);
        }
      } else if (mode === 'LATE') {
        const d = addDays(due, random.weighted([[random.int(3, 14), 50], [random.int(15, 35), 38], [random.int(36, 70), 12]] as const));
        if (random.chance(0.15)) {
          const part = round2(dueAmt * random.float(0.3, 0.6));
          pay(d, part, mthd === 'DD' ? 'BACS' : mthd);
          pay(addDays(d, random.int(7, 30)), round2(dueAmt - part), mthd === 'DD' ? 'BACS' : mthd);
        } else pay(d, dueAmt, mthd === 'DD' ? 'CARD' : mthd);
      } else if (mode === 'ARR') {
        if (random.chance(0.4)) pay(addDays(due, random.int(5, 50)), round2(dueAmt * random.float(0.2, 0.6)), mthd === 'DD' ? 'BACS' : mthd);
      }
      const stat = paid >= dueAmt - 0.005 ? 'PD' : paid > 0 ? 'PRT' : 'ISS';
      invRows.push([id, no, f.id, bm, invDate, due, gross, disc, fund, dueAmt, stat]);
    }
  }
  invRows.sort((a, b) => (a[0] as number) - (b[0] as number));
  payRows.sort((a, b) => (String(a[2]) < String(b[2]) ? -1 : String(a[2]) > String(b[2]) ? 1 : (a[0] as number) - (b[0] as number)));
  payRows.forEach((r, i) => (r[0] = i + 1));

  const staffRows = staff.map((x) => [x.id, `LA${pad(x.id, 3)}`, x.first, x.last, siteLocnId(x.site), x.grp ? roomLocnId(x.site, x.grp) : null, x.role, x.qual, x.hrs,
    x.pfa, x.start, x.leave]);
  const locnRows: unknown[][] = [];
  SITES.forEach((site, s) => {
    locnRows.push([siteLocnId(s), null, 'SITE', site.cd, site.nm, null, null, null, null, null, site.pcode, site.opn, 'Y']);
  });
  SITES.forEach((site, s) => {
    ROOMS.forEach(([g, nm, lo, hi, ratio], gi) => {
      locnRows.push([roomLocnId(s, g), siteLocnId(s), 'ROOM', `${site.cd}-${g}`, nm, g, lo, hi, site.caps[gi], ratio, null, null, 'Y']);
    });
  });

  return [
    'CREATE SCHEMA ncc;',
    `CREATE TABLE ncc.locn (locn_id integer PRIMARY KEY, prnt_locn_id integer REFERENCES ncc.locn (locn_id), locn_typ varchar(4) NOT NULL,
      locn_cd varchar(8) NOT NULL UNIQUE, locn_nm text NOT NULL, age_grp varchar(3), min_age_mth smallint, max_age_mth smallint, cap_plc smallint,
      ratio_chd smallint, pcode varchar(8), opn_dt date, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ncc.staff (stf_id integer PRIMARY KEY, stf_no varchar(6) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL,
      site_locn_id integer NOT NULL REFERENCES ncc.locn (locn_id), room_locn_id integer REFERENCES ncc.locn (locn_id), role_cd varchar(4) NOT NULL,
      qual_lvl smallint NOT NULL, con_hrs_wk numeric(4,1) NOT NULL, pfa_yn char(1) NOT NULL, start_dt date NOT NULL, leave_dt date);`,
    `CREATE TABLE ncc.fam_acct (fam_id integer PRIMARY KEY, acct_no varchar(6) NOT NULL UNIQUE, payer_ttl varchar(4), payer_first_nm text NOT NULL,
      payer_last_nm text NOT NULL, payer_rel varchar(3) NOT NULL, email text, pcode varchar(8), pay_mthd varchar(4) NOT NULL, opn_dt date NOT NULL,
      cls_dt date, acct_stat char(1) NOT NULL);`,
    `CREATE TABLE ncc.child (chd_id integer PRIMARY KEY, chd_ref varchar(6) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL, dob date NOT NULL,
      gndr char(1) NOT NULL, fam_id integer NOT NULL REFERENCES ncc.fam_acct (fam_id), room_locn_id integer NOT NULL REFERENCES ncc.locn (locn_id),
      key_stf_id integer REFERENCES ncc.staff (stf_id), sib_chd_id integer REFERENCES ncc.child (chd_id), start_dt date NOT NULL, leave_dt date,
      leave_rsn varchar(3), enr_stat varchar(3) NOT NULL, fund_hrs smallint NOT NULL, fund_frm_dt date, eypp_yn char(1) NOT NULL, send_yn char(1) NOT NULL,
      patt_days varchar(5) NOT NULL, patt_sess varchar(2) NOT NULL);`,
    `CREATE TABLE ncc.sess (sess_id integer PRIMARY KEY, chd_id integer NOT NULL REFERENCES ncc.child (chd_id), sess_dt date NOT NULL,
      sess_cd varchar(2) NOT NULL, att_cd varchar(3));`,
    `CREATE TABLE ncc.inv (inv_id integer PRIMARY KEY, inv_no varchar(12) NOT NULL UNIQUE, fam_id integer NOT NULL REFERENCES ncc.fam_acct (fam_id),
      bill_mth date NOT NULL, inv_dt date NOT NULL, due_dt date NOT NULL, amt_gross numeric(9,2) NOT NULL, amt_sib_disc numeric(8,2) NOT NULL,
      amt_fund_ded numeric(8,2) NOT NULL, amt_due numeric(9,2) NOT NULL, inv_stat varchar(3) NOT NULL);`,
    `CREATE TABLE ncc.pay_rcpt (pay_id integer PRIMARY KEY, inv_id integer NOT NULL REFERENCES ncc.inv (inv_id), pay_dt date NOT NULL,
      amt_pd numeric(9,2) NOT NULL, pay_mthd varchar(4) NOT NULL, pay_ref text);`,
    `CREATE TABLE ncc.incd_rpt (inc_id integer PRIMARY KEY, inc_ref varchar(10) NOT NULL UNIQUE, chd_id integer NOT NULL REFERENCES ncc.child (chd_id),
      room_locn_id integer NOT NULL REFERENCES ncc.locn (locn_id), inc_dt date NOT NULL, inc_typ varchar(3) NOT NULL, sev_lvl smallint NOT NULL,
      inc_desc text NOT NULL, body_cd varchar(4), rec_stf_id integer REFERENCES ncc.staff (stf_id), par_sig_dt date, ofs_ntf_yn char(1) NOT NULL);`,
    insertRows('ncc.locn', ['locn_id', 'prnt_locn_id', 'locn_typ', 'locn_cd', 'locn_nm', 'age_grp', 'min_age_mth', 'max_age_mth', 'cap_plc', 'ratio_chd',
      'pcode', 'opn_dt', 'actv_yn'], locnRows),
    insertRows('ncc.staff', ['stf_id', 'stf_no', 'first_nm', 'last_nm', 'site_locn_id', 'room_locn_id', 'role_cd', 'qual_lvl', 'con_hrs_wk', 'pfa_yn',
      'start_dt', 'leave_dt'], staffRows),
    insertRows('ncc.fam_acct', ['fam_id', 'acct_no', 'payer_ttl', 'payer_first_nm', 'payer_last_nm', 'payer_rel', 'email', 'pcode', 'pay_mthd', 'opn_dt',
      'cls_dt', 'acct_stat'], famRows),
    insertRows('ncc.child', ['chd_id', 'chd_ref', 'first_nm', 'last_nm', 'dob', 'gndr', 'fam_id', 'room_locn_id', 'key_stf_id', 'sib_chd_id', 'start_dt',
      'leave_dt', 'leave_rsn', 'enr_stat', 'fund_hrs', 'fund_frm_dt', 'eypp_yn', 'send_yn', 'patt_days', 'patt_sess'], childRows),
    insertRows('ncc.sess', ['sess_id', 'chd_id', 'sess_dt', 'sess_cd', 'att_cd'], sessRows),
    insertRows('ncc.inv', ['inv_id', 'inv_no', 'fam_id', 'bill_mth', 'inv_dt', 'due_dt', 'amt_gross', 'amt_sib_disc', 'amt_fund_ded', 'amt_due',
      'inv_stat'], invRows),
    insertRows('ncc.pay_rcpt', ['pay_id', 'inv_id', 'pay_dt', 'amt_pd', 'pay_mthd', 'pay_ref'], payRows),
    insertRows('ncc.incd_rpt', ['inc_id', 'inc_ref', 'chd_id', 'room_locn_id', 'inc_dt', 'inc_typ', 'sev_lvl', 'inc_desc', 'body_cd', 'rec_stf_id',
      'par_sig_dt', 'ofs_ntf_yn'], incRows),
  ].join('\n');
}
