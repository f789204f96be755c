/**
 * Wharfedale School of Music, a small private music school in Ilkley, West Yorkshire. It teaches one-to-one
 * instrumental and singing lessons to children (and a few adults) after school on weekdays and on Saturday mornings,
 * in teaching rooms above a shop on The Grove. The teachers are self-employed: the school pays each teacher a fee for
 * every lesson they take (a set fee per 30 minutes of lesson), and families pay the school termly in advance.
 * Lessons follow the three school terms (Autumn, Spring, Summer), skipping the half-term week and bank holidays.
 * The school also enters pupils for graded music exams (ABRSM, Trinity College London, RSL Rockschool) and hires out a
 * small fleet of orchestral instruments by the term.
 *
 * This is the database of the "Crotchet" music school package (schema `crotchet`), copied on the morning of Wednesday
 * 2026-11-25: lesson outcomes are recorded up to Tuesday 2026-11-24. The package went live for the Spring 2024 term;
 * nothing earlier was migrated. The only rows dated after 2026-11-24 are the rest of the Autumn 2026 term's lessons
 * (status S, scheduled, up to 2026-12-11), exams booked for later dates, and the Spring 2027 term row. Money is in
 * PENCE (integer columns ending `_pnc`): divide by 100 for pounds. The school is not VAT registered: no VAT anywhere.
 *
 * Business terms:
 * - Lessons taught (delivered) = lesson rows with `stat_cd` D. Teacher pay = `lesson.tch_fee_pnc`, which is set on
 *   lessons the teacher is paid for (D delivered and A pupil absent without notice) and NULL otherwise. A lesson's
 *   month is the month of `lsn_dt`.
 * - Cancellations: T cancelled by the teacher, P cancelled by the pupil with notice; both are owed a makeup. A makeup
 *   lesson is a new lesson row whose `mkup_of` is the cancelled lesson's `lsn_id`. A makeup is still owed when a T or
 *   P lesson has no lesson row pointing at it. A no-show is stat A.
 * - A pupil is enrolled for a term when they have an `enrol` row for it that is not withdrawn (`enr_stat` C); a pupil
 *   learning two instruments has two enrolments. Active pupils = pupils enrolled for the current term (Autumn 2026).
 * - Invoiced (billed) = the lines of invoices that are not void (`inv_hdr.void_yn` false), by invoice date or term.
 *   Tuition is line type TUI; the sibling discount is line type SIB, stored as a negative amount: 10% off the tuition
 *   of every child in a family except the one with the largest tuition that term. Hire fees are HIR, exam fees EXM.
 *   `inv_hdr.tot_pnc` is the sum of the invoice's lines.
 * - Owed (outstanding, unpaid balance) = `tot_pnc - paid_pnc` over invoices that are not void. An invoice is paid in
 *   full when `paid_dt` is set. Overdue = a balance left after `due_dt`.
 * - Exam pass = result D, M or P; pass rate = passes out of exams sat (results D, M, P or F; W withdrawn and pending
 *   NULL results are not sat). The exam's date is `exam_dt`.
 * - An instrument is out on hire when it has a `hire` row with no `end_dt`.
 *
 * The package does NOT record: how much pupils practise or their progress between exams; teachers' tax, NI or any
 * deductions (they are self-employed and invoice the school), their hours outside lessons or their expenses; rent,
 * room hire or other overheads; repairs and servicing of hire instruments; how a family heard of the school
 * (no marketing source); individual payments (only the total paid so far on each invoice, the date it was cleared
 * and the method of the last payment); concerts, ensembles or group classes.
 *
 * Tables
 * - `lkp_code` (`cd_grp`, `cd`, `cd_desc`): the package's codes. Groups: LST lesson status (S Scheduled, D Delivered,
 *   A Absent - no notice, P Pupil cancelled with notice, T Teacher cancelled); EXB exam board (ABR ABRSM, TCL Trinity
 *   College London, RSL RSL Rockschool); EXR exam result (D Distinction, M Merit, P Pass, F Below pass, W Withdrawn);
 *   PAY payment method (BAC bank transfer, CRD card, SO standing order (pays in instalments), CHQ cheque, CSH cash);
 *   ILT invoice line type (TUI Tuition, SIB Sibling discount, HIR Instrument hire, EXM Exam entry fee); IFM instrument
 *   family (KEY Keyboard, STR Strings, GTR Guitar, PER Percussion, WW Woodwind, BR Brass, VOC Voice).
 * - `instrument`: `instr_cd`, `instr_nm`, `fam_cd` (lkp IFM). Voice was called Singing until September 2025: invoice
 *   line texts written before then say 'Singing'.
 * - `teacher`: `tch_id`, `first_nm`, `last_nm`, `email`, `mob`, `utr_no` (self-employed tax reference, may be NULL),
 *   `rate_30_pnc` the current fee per 30 minutes taught (it rises 50p every September), `start_dt`, `end_dt` (NULL
 *   while teaching for us), `dbs_ok` boolean (enhanced DBS check on file).
 * - `family`: bill payers, `fam_no`, `payer_ttl`, `payer_first`, `payer_last`, `email`, `mob`, `town`, `pcode`,
 *   `created_dt`, `mkt_optin` Y/N newsletter consent.
 * - `pupil`: `pupil_id`, `fam_no`, `first_nm`, `last_nm`, `dob` (NULL for some adults), `start_dt` first lesson term
 *   start, `left_dt` the end of their last term once they have left (NULL while still learning), `photo_ok` boolean.
 * - `term`: `term_cd` (e.g. 26AU), `term_nm` (e.g. 'Autumn 2026'), `acad_yr` ('2026-27'), `st_dt`, `end_dt` first and
 *   last teaching day, `ht_st`, `ht_end` the half-term week with no lessons.
 * - `pkg`: lesson packages on the price list, `pkg_cd` (e.g. PNO30), `instr_cd`, `len_min` 30/45/60, `lsn_fee_pnc`
 *   the current price per lesson, `active_yn` Y/N still offered.
 * - `enrol`: a pupil's package for a term, `enr_id`, `pupil_id`, `term_cd`, `pkg_cd`, `tch_id`, `lsn_day` 1 Monday ..
 *   6 Saturday, `lsn_tm`, `lsn_booked` lessons in the term, `fee_pnc` price per lesson that term, `enr_stat` C
 *   confirmed / W withdrawn (left part way; the term is still charged), `wd_dt` day withdrawn.
 * - `lesson`: one row per lesson slot, `lsn_id`, `enr_id`, `lsn_dt`, `start_ts`, `end_ts`, `stat_cd` (lkp LST),
 *   `mkup_of` (see above), `tch_fee_pnc`, `tch_note` free text, mostly NULL.
 * - `exam_entry`: `entry_id`, `pupil_id`, `instr_cd` (NULL for a theory exam), `board_cd` (lkp EXB), `exam_typ`
 *   P practical / T theory, `grade` 1..8, `entry_dt`, `exam_dt`, `fee_pnc` (billed on an exam invoice), `mark`,
 *   `max_mark` (150 ABRSM practical, 100 otherwise), `result_cd` (lkp EXR, NULL until the result is in).
 * - `hire_stock`: hire instruments, `asset_no`, `instr_cd`, `item_desc` (make, model, size), `purch_dt`,
 *   `purch_pnc`, `term_fee_pnc` hire fee per term, `in_svc` boolean (false = retired from hire).
 * - `hire`: `hire_id`, `asset_no`, `pupil_id`, `start_dt`, `end_dt` (NULL while out), `deposit_pnc`, `dep_ret_yn`
 *   Y deposit refunded on return, N kept or not yet returned.
 * - `inv_hdr`: `inv_no`, `fam_no`, `inv_typ` T termly / X exam entry, `term_cd` (the term billed, for T), `inv_dt`,
 *   `due_dt`, `tot_pnc`, `paid_pnc`, `paid_dt`, `pay_mth` (lkp PAY), `void_yn` boolean.
 * - `inv_line`: `inv_no`, `line_no`, `line_typ` (lkp ILT), `pupil_id`, `enr_id` / `hire_id` / `entry_id` the thing
 *   billed, `line_txt`, `amt_pnc`.
 */
import { addDays, dayOfWeek, daysBetween, ENGLAND_BANK_HOLIDAYS, insertRows, pad, seededRandom, uniqueNames } from '../../seeded-random';

const LAST = '2026-11-24';
const HORIZON = '2026-12-11';

interface Term { cd: string; nm: string; yr: string; st: string; en: string; ht: string }
const TERMS: Term[] = [
  { cd: '24SP', nm: 'Spring 2024', yr: '2023-24', st: '2024-01-08', en: '2024-03-28', ht: '2024-02-12' },
  { cd: '24SU', nm: 'Summer 2024', yr: '2023-24', st: '2024-04-15', en: '2024-07-19', ht: '2024-05-27' },
  { cd: '24AU', nm: 'Autumn 2024', yr: '2024-25', st: '2024-09-09', en: '2024-12-13', ht: '2024-10-28' },
  { cd: '25SP', nm: 'Spring 2025', yr: '2024-25', st: '2025-01-06', en: '2025-04-04', ht: '2025-02-17' },
  { cd: '25SU', nm: 'Summer 2025', yr: '2024-25', st: '2025-04-22', en: '2025-07-18', ht: '2025-05-26' },
  { cd: '25AU', nm: 'Autumn 2025', yr: '2025-26', st: '2025-09-08', en: '2025-12-12', ht: '2025-10-27' },
  { cd: '26SP', nm: 'Spring 2026', yr: '2025-26', st: '2026-01-05', en: '2026-03-27', ht: '2026-02-16' },
  { cd: '26SU', nm: 'Summer 2026', yr: '2025-26', st: '2026-04-13', en: '2026-07-17', ht: '2026-05-25' },
  { cd: '26AU', nm: 'Autumn 2026', yr: '2026-27', st: '2026-09-07', en: '2026-12-11', ht: '2026-10-26' },
  { cd: '27SP', nm: 'Spring 2027', yr: '2026-27', st: '2027-01-11', en: '2027-03-26', ht: '2027-02-15' },
];
const TAUGHT_TERMS = TERMS.slice(0, 9);
const YR_IDX: Record<string, number> = { '2023-24': 0, '2024-25': 1, '2025-26': 2, '2026-27': 3 };
const BASE30 = [1800, 1900, 2000, 2100];

const INSTR: [string, string, string, number, number[]][] = [
  // code, name, family, popularity, lengths offered
  ['PNO', 'Piano', 'KEY', 30, [30, 45, 60]],
  ['VLN', 'Violin', 'STR', 10, [30, 45, 60]],
  ['VLA', 'Viola', 'STR', 1, [30, 45]],
  ['VC', 'Cello', 'STR', 4, [30, 45, 60]],
  ['GTR', 'Acoustic Guitar', 'GTR', 10, [30, 45]],
  ['EGT', 'Electric Guitar', 'GTR', 8, [30, 45, 60]],
  ['UKE', 'Ukulele', 'GTR', 3, [30]],
  ['DRM', 'Drum Kit', 'PER', 9, [30, 45, 60]],
  ['FLT', 'Flute', 'WW', 5, [30, 45, 60]],
  ['CLT', 'Clarinet', 'WW', 4, [30, 45]],
  ['SAX', 'Saxophone', 'WW', 4, [30, 45, 60]],
  ['TPT', 'Trumpet', 'BR', 3, [30, 45]],
  ['VOX', 'Voice', 'VOC', 9, [30, 45, 60]],
];
const INAME = new Map(INSTR.map((i) => [i[0], i[1]]));

interface Tch { id: number; first: string; last: string; instr: string[]; rate: number; st: string; en: string | null; days: number[]; flaky: number; dbs: boolean; utr: boolean }
const TEACHERS: Tch[] = [
  { id: 1, first: 'Helen', last: 'Marsh', instr: ['PNO'], rate: 1650, st: '2015-09-01', en: null, days: [1, 2, 3, 4, 6], flaky: 0.015, dbs: true, utr: true },
  { id: 2, first: 'David', last: 'Okonjo', instr: ['PNO'], rate: 1600, st: '2019-01-07', en: null, days: [2, 3, 4, 5], flaky: 0.02, dbs: true, utr: true },
  { id: 3, first: 'Sophie', last: 'Lindqvist', instr: ['VLN', 'VLA'], rate: 1650, st: '2017-09-04', en: null, days: [1, 3, 4, 6], flaky: 0.02, dbs: true, utr: true },
  { id: 4, first: 'Tom', last: 'Ashworth', instr: ['GTR', 'EGT', 'UKE'], rate: 1500, st: '2018-04-16', en: null, days: [1, 2, 4, 6], flaky: 0.025, dbs: true, utr: true },
  { id: 5, first: 'Priya', last: 'Raman', instr: ['VOX', 'PNO'], rate: 1600, st: '2020-09-07', en: null, days: [2, 3, 5, 6], flaky: 0.03, dbs: true, utr: false },
  { id: 6, first: 'Marcus', last: 'Doyle', instr: ['DRM'], rate: 1500, st: '2019-09-02', en: null, days: [1, 2, 3, 4], flaky: 0.065, dbs: true, utr: true },
  { id: 7, first: 'Claire', last: 'Fenwick', instr: ['FLT', 'CLT', 'SAX'], rate: 1600, st: '2016-01-04', en: null, days: [1, 3, 5, 6], flaky: 0.02, dbs: true, utr: true },
  { id: 8, first: 'James', last: 'Whitlock', instr: ['TPT', 'SAX'], rate: 1500, st: '2021-09-06', en: '2025-07-18', days: [2, 4], flaky: 0.04, dbs: true, utr: true },
  { id: 9, first: 'Rachel', last: 'Obi', instr: ['VC', 'VLN'], rate: 1650, st: '2018-09-03', en: null, days: [2, 5, 6], flaky: 0.02, dbs: true, utr: true },
  { id: 10, first: 'Ben', last: 'Carter', instr: ['EGT', 'GTR', 'DRM'], rate: 1450, st: '2022-01-10', en: null, days: [3, 4, 5], flaky: 0.035, dbs: false, utr: true },
  { id: 11, first: 'Anna', last: 'Kowalski', instr: ['PNO'], rate: 1550, st: '2025-09-01', en: null, days: [1, 2, 5, 6], flaky: 0.015, dbs: true, utr: false },
  { id: 12, first: 'Liam', last: 'Hughes', instr: ['TPT', 'SAX', 'CLT'], rate: 1500, st: '2025-09-01', en: null, days: [1, 4, 6], flaky: 0.02, dbs: true, utr: true },
];

const FIRST_KIDS = [
  'Oliver', 'George', 'Harry', 'Noah', 'Jack', 'Leo', 'Arthur', 'Oscar', 'Charlie', 'Freddie', 'Alfie', 'Theo', 'Henry',
  'Archie', 'Isaac', 'Thomas', 'Joshua', 'Finley', 'Max', 'Samuel', 'Olivia', 'Amelia', 'Isla', 'Ava', 'Ivy', 'Freya',
  'Lily', 'Florence', 'Mia', 'Willow', 'Rosie', 'Sophia', 'Isabella', 'Grace', 'Evie', 'Poppy', 'Ella', 'Daisy',
  'Matilda', 'Phoebe', 'Hannah', 'Zara', 'Aisha', 'Ruby', 'Imogen', 'Esme', 'Maya', 'Eliza', 'Arjun', 'Zain',
];
const FIRST_ADULT = ['Sarah', 'Claire', 'Emma', 'Rachel', 'Louise', 'Helen', 'Joanne', 'Katie', 'Anna', 'Nicola',
  'Mark', 'Paul', 'Andrew', 'Richard', 'Simon', 'James', 'Stephen', 'Neil', 'Rob', 'Martin', 'Priti', 'Farah'];
const SURNAMES = [
  'Ackroyd', 'Barraclough', 'Booth', 'Clegg', 'Dawson', 'Eastwood', 'Firth', 'Greenwood', 'Haigh', 'Holroyd', 'Illingworth',
  'Jowett', 'Kershaw', 'Lister', 'Metcalfe', 'Naylor', 'Oldroyd', 'Pickles', 'Ramsden', 'Sutcliffe', 'Thornton',
  'Umpleby', 'Varley', 'Whiteley', 'Wormald', 'Ahmed', 'Hussain', 'Khan', 'Patel', 'Shah', 'Nowak', 'Brennan',
  'Murphy', 'Taylor', 'Smith', 'Wilson', 'Walker', 'Wood', 'Robinson', 'Thompson', 'Wright', 'Harrison', 'Marshall',
  'Jagger', 'Bentley', 'Hirst', 'Crowther', 'Fairburn', 'Atkinson', 'Priestley', 'Stansfield', 'Tennant', 'Ogden',
];
const TOWNS: [string, string, number][] = [
  ['Ilkley', 'LS29 8', 40], ['Ilkley', 'LS29 9', 20], ['Ben Rhydding', 'LS29 8', 10], ['Burley-in-Wharfedale', 'LS29 7', 12],
  ['Addingham', 'LS29 0', 8], ['Menston', 'LS29 6', 7], ['Otley', 'LS21 1', 6], ['Skipton', 'BD23 1', 3],
];

const isBH = (d: string) => ENGLAND_BANK_HOLIDAYS.has(d);
const isoDow = (d: string) => ((dayOfWeek(d) + 6) % 7) + 1; // 1 Monday .. 7 Sunday
const round25 = (x: number) => Math.round(x / 25) * 25;
const feeFor = (yr: string, len: number) => {
  const b = BASE30[YR_IDX[yr]!]!;
  return len === 30 ? b : len === 45 ? round25(b * 1.5) : b * 2 - 100;
};
const tchRate = (t: Tch, yr: string) => t.rate - 50 * (3 - YR_IDX[yr]!);
const ageAt = (dob: string | null, d: string) => (dob ? Math.floor(daysBetween(dob, d) / 365.25) : 40);

/** Teaching dates of a term on one weekday: not in half term, not a bank holiday. */
const termDates = (t: Term, dow: number) => {
  const out: string[] = [];
  for (let d = t.st; d <= t.en; d = addDays(d, 1)) {
    if (isoDow(d) !== dow || isBH(d)) continue;
    if (d >= t.ht && d <= addDays(t.ht, 6)) continue;
    out.push(d);
  }
  return out;
};

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const names = uniqueNames(r, FIRST_KIDS, SURNAMES);

  // -------------------------------------------------------------- families and pupils
  interface Fam { no: number; ttl: string; first: string; last: string; email: string | null; mob: string; town: string; pc: string; crt: string; optin: string; payStyle: 'prompt' | 'so' | 'late' | 'bad' }
  interface Pup { id: number; fam: Fam; first: string; last: string; dob: string | null; start: string | null; left: string | null; photo: boolean; adult: boolean; grade: Map<string, number> }
  const fams: Fam[] = [];
  const pups: Pup[] = [];
  const newFam = (last: string, crt: string, adultFirst?: string): Fam => {
    const [town, pcd] = r.weighted(TOWNS.map((t) => [[t[0], t[1]] as const, t[2]] as const));
    const ttl = adultFirst ? r.pick(['Mr', 'Mrs', 'Ms', 'Dr']) : r.weighted([['Mrs', 45], ['Mr', 25], ['Ms', 20], ['Dr', 6], ['Miss', 4]] as const);
    const first = adultFirst ?? r.pick(FIRST_ADULT);
    const f: Fam = {
      no: 5001 + fams.length, ttl, first, last,
      email: r.chance(0.95) ? `${first.toLowerCase()}.${last.toLowerCase()}${r.chance(0.3) ? r.int(1, 99) : ''}@${r.pick(['gmail.com', 'btinternet.com', 'outlook.com', 'hotmail.co.uk', 'icloud.com'])}` : null,
      mob: `07${r.int(700, 999)} ${pad(r.int(0, 999999), 6)}`, town, pc: `${pcd}${r.pick('ABDEHJLNPQRSTUWXYZ'.split(''))}${r.pick('ABDEHJLNPQRSTUWXYZ'.split(''))}`,
      crt, optin: r.chance(0.6) ? 'Y' : 'N',
      payStyle: r.weighted([['prompt', 66], ['so', 16], ['late', 15], ['bad', 3]] as const),
    };
    fams.push(f);
    return f;
  };
  const newPupil = (when: string, sibOf: Fam | null): Pup => {
    const adult = !sibOf && r.chance(0.09);
    const [first, last0] = names();
    let fam: Fam;
    let last = last0;
    if (sibOf) {
      fam = sibOf;
      last = r.chance(0.88) ? sibOf.last : last0;
    } else if (adult) {
      fam = newFam(last, addDays(when, -r.int(5, 30)), r.pick(FIRST_ADULT));
    } else {
      fam = newFam(r.chance(0.88) ? last : r.pick(SURNAMES), addDays(when, -r.int(5, 30)));
      if (fam.last !== last && r.chance(0.5)) last = fam.last;
    }
    const first2 = adult ? fam.first : first;
    const age = adult ? r.int(22, 68) : r.weighted([[r.int(5, 7), 3], [r.int(8, 11), 5], [r.int(12, 15), 3], [r.int(16, 17), 1]] as const);
    const dob = adult && r.chance(0.4) ? null : addDays(when, -Math.round(age * 365.25) - r.int(0, 364));
    const p: Pup = { id: 0, fam, first: first2, last: adult ? fam.last : last, dob, start: null, left: null, photo: r.chance(0.82), adult, grade: new Map() };
    pups.push(p);
    return p;
  };

  // -------------------------------------------------------------- enrolments term by term
  interface Enr { id: number; pup: Pup; term: Term; instr: string; len: number; tch: Tch; day: number; tm: string; booked: number; fee: number; stat: 'C' | 'W'; wd: string | null; from: string; dates: string[] }
  interface Stream { pup: Pup; instr: string; len: number; tch: Tch; day: number; tm: string; termsDone: number }
  const enrs: Enr[] = [];
  let streams: Stream[] = [];
  const slotTaken = new Set<string>();
  const pickInstr = (p: Pup) => {
    const ok = INSTR.filter((i) => !(p.adult && (i[0] === 'UKE' || i[0] === 'VLA')) && !(ageAt(p.dob, '2025-01-01') < 7 && ['SAX', 'TPT', 'CLT', 'VC'].includes(i[0])));
    return r.weighted(ok.map((i) => [i[0], i[3]] as const));
  };
  const tchFor = (instr: string, t: Term) => {
    const ok = TEACHERS.filter((x) => x.instr.includes(instr) && x.st <= t.st && (!x.en || x.en >= t.en));
    return r.weighted(ok.map((x) => [x, x.instr[0] === instr ? 3 : 1] as const));
  };
  const slotFor = (tch: Tch, term: Term, p: Pup) => {
    for (;;) {
      const day = r.pick(tch.days);
      const tm = day === 6 ? `${pad(r.int(9, 12), 2)}:${r.pick(['00', '30'])}` : p.adult ? `${pad(r.int(18, 20), 2)}:${r.pick(['00', '30'])}` : `${pad(r.int(15, 18), 2)}:${r.pick(['00', '15', '30', '45'])}`;
      const key = `${term.cd}|${tch.id}|${day}|${tm}`;
      if (!slotTaken.has(key)) return { day, tm };
    }
  };
  const lenFor = (p: Pup, instr: string, d: string) => {
    const lens = INSTR.find((i) => i[0] === instr)![4];
    const a = ageAt(p.dob, d);
    const want = a < 9 ? 30 : a < 13 ? r.weighted([[30, 7], [45, 3]] as const) : r.weighted([[30, 4], [45, 4], [60, 2]] as const);
    return lens.includes(want) ? want : 30;
  };
  const startStream = (p: Pup, t: Term, instr?: string): Stream => {
    const ins = instr ?? pickInstr(p);
    const tch = tchFor(ins, t);
    const { day, tm } = slotFor(tch, t, p);
    if (!p.grade.has(ins)) p.grade.set(ins, p.adult ? r.int(0, 5) : Math.max(0, ageAt(p.dob, t.st) - 8 - r.int(0, 4)));
    return { pup: p, instr: ins, len: lenFor(p, ins, t.st), tch, day, tm, termsDone: 0 };
  };

  for (const [ti, t] of TAUGHT_TERMS.entries()) {
    const season = t.cd.slice(2);
    if (ti === 0) {
      for (let k = 0; k < 62; k++) {
        const p = newPupil(t.st, k > 8 && r.chance(0.22) ? r.pick(fams.filter((f) => !pups.some((q) => q.fam === f && q.adult))) : null);
        streams.push(startStream(p, t));
        if (r.chance(0.07)) streams.push(startStream(p, t));
      }
      for (const s of streams) s.termsDone = r.int(0, 9);
    } else {
      const keep = season === 'AU' ? 0.77 : season === 'SP' ? 0.93 : 0.91;
      const kept: Stream[] = [];
      for (const s of streams) {
        const p = s.pup;
        const age = ageAt(p.dob, t.st);
        const pLeave = (1 - keep) * (age >= 17 && season === 'AU' ? 3 : 1);
        if (r.chance(pLeave)) continue;
        const tchGone = !!s.tch.en && s.tch.en < t.en;
        if (tchGone || (season === 'AU' && r.chance(0.12))) {
          s.tch = tchFor(s.instr, t);
          const sl = slotFor(s.tch, t, p);
          s.day = sl.day;
          s.tm = sl.tm;
        }
        if (season === 'AU' && s.len < 60 && r.chance(0.12)) {
          const lens = INSTR.find((i) => i[0] === s.instr)![4];
          if (lens.includes(s.len + 15)) s.len += 15;
        }
        kept.push(s);
      }
      streams = kept;
      const growth = t.st >= '2025-09-01' ? 1.15 : 1;
      const nNew = Math.round((season === 'AU' ? 24 : season === 'SP' ? 10 : 6) * growth) + r.int(-2, 2);
      const liveFams = [...new Set(streams.map((s) => s.pup.fam))].filter((f) => !pups.some((q) => q.fam === f && q.adult));
      for (let k = 0; k < nNew; k++) {
        const p = newPupil(t.st, liveFams.length > 0 && r.chance(0.2) ? r.pick(liveFams) : null);
        streams.push(startStream(p, t));
      }
      // a few existing pupils take up a second instrument
      for (const p of [...new Set(streams.map((s) => s.pup))]) {
        if (streams.filter((s) => s.pup === p).length === 1 && r.chance(season === 'AU' ? 0.03 : 0.01)) streams.push(startStream(p, t));
      }
    }
    for (const s of streams) {
      slotTaken.add(`${t.cd}|${s.tch.id}|${s.day}|${s.tm}`);
      let dates = termDates(t, s.day);
      let from = t.st;
      if (s.termsDone === 0 && ti > 0 && r.chance(0.15)) {
        // joined a few weeks into the term
        from = addDays(t.st, 7 * r.int(2, 5));
        dates = dates.filter((d) => d >= from);
      }
      if (!s.pup.start) s.pup.start = dates[0] ?? t.st;
      const fee = feeFor(t.yr, s.len);
      const e: Enr = { id: 0, pup: s.pup, term: t, instr: s.instr, len: s.len, tch: s.tch, day: s.day, tm: s.tm, booked: dates.length, fee, stat: 'C', wd: null, from, dates };
      if (r.chance(0.025) && dates.length > 5) {
        e.stat = 'W';
        e.wd = dates[r.int(2, dates.length - 3)]!;
        if (e.wd > LAST) {
          e.stat = 'C';
          e.wd = null;
        }
      }
      s.termsDone++;
      enrs.push(e);
    }
    // withdrawn pupils do not come back
    streams = streams.filter((s) => !enrs.some((e) => e.term === t && e.pup === s.pup && e.instr === s.instr && e.stat === 'W'));
  }
  // pupil left dates
  const lastTerm = new Map<Pup, Enr>();
  for (const e of enrs) lastTerm.set(e.pup, e);
  for (const p of pups) {
    const e = lastTerm.get(p);
    if (!e) continue;
    if (e.term.cd !== '26AU') p.left = e.stat === 'W' ? e.wd : e.term.en;
    else if (e.stat === 'W') p.left = e.wd;
  }
  pups.sort((a, b) => ((a.start ?? '') < (b.start ?? '') ? -1 : (a.start ?? '') > (b.start ?? '') ? 1 : a.fam.no - b.fam.no));
  pups.forEach((p, k) => (p.id = 1001 + k));
  enrs.forEach((e, k) => (e.id = 30001 + k));

  // -------------------------------------------------------------- lessons
  interface Lsn { id: number; enr: Enr; dt: string; tm: string; len: number; st: string; mk: Lsn | null; fee: number | null; note: string | null }
  const lsns: Lsn[] = [];
  const addMin = (tm: string, m: number) => {
    const t = Number(tm.slice(0, 2)) * 60 + Number(tm.slice(3, 5)) + m;
    return `${pad(Math.floor(t / 60), 2)}:${pad(t % 60, 2)}`;
  };
  for (const e of enrs) {
    const rate = tchRate(e.tch, e.term.yr);
    const tfee = Math.round((rate * e.len) / 30);
    const bad = e.pup.fam.payStyle === 'late' ? 1.8 : 1;
    for (const d of e.dates) {
      if (e.wd && d >= e.wd) break;
      if (d > HORIZON) break;
      const m = Number(d.slice(5, 7));
      const flu = m === 1 || m === 2 ? 1.8 : m === 12 || m === 3 ? 1.3 : 1;
      let st: string;
      if (d > LAST) st = 'S';
      else {
        st = r.weighted([['D', 1 - 0.02 * bad - 0.045 * flu - e.tch.flaky], ['A', 0.02 * bad], ['P', 0.045 * flu], ['T', e.tch.flaky]] as const);
      }
      const l: Lsn = { id: 0, enr: e, dt: d, tm: e.tm, len: e.len, st, mk: null, fee: st === 'D' || st === 'A' ? tfee : null, note: null };
      if (st === 'T') l.note = r.pick([null, null, 'Teacher unwell', 'Teacher gig / orchestra date', 'Car broke down', 'Family emergency']);
      if (st === 'P') l.note = r.pick([null, null, 'Unwell', 'School trip', 'Family holiday', 'Clash with sports match']);
      if (st === 'A' && r.chance(0.3)) l.note = 'No show';
      lsns.push(l);
      if (st === 'T' || st === 'P') {
        if (!r.chance(st === 'T' ? 0.88 : 0.6)) continue;
        const md = addDays(d, r.int(2, 20));
        const inHt = md >= e.term.ht && md <= addDays(e.term.ht, 6);
        if (md > e.term.en || inHt || isoDow(md) === 7 || isBH(md) || (e.wd && md >= e.wd) || md > HORIZON) continue;
        const mst = md > LAST ? 'S' : r.chance(0.96) ? 'D' : 'A';
        const mtm = isoDow(md) === 6 ? `${pad(r.int(9, 12), 2)}:${r.pick(['00', '30'])}` : `${pad(r.int(15, 19), 2)}:${r.pick(['00', '30'])}`;
        lsns.push({ id: 0, enr: e, dt: md, tm: mtm, len: e.len, st: mst, mk: l, fee: mst === 'S' ? null : tfee, note: null });
      }
    }
  }
  lsns.sort((a, b) => (a.dt + a.tm < b.dt + b.tm ? -1 : a.dt + a.tm > b.dt + b.tm ? 1 : a.enr.id - b.enr.id));
  lsns.forEach((l, k) => (l.id = 100001 + k));

  // -------------------------------------------------------------- exams
  interface Exam { id: number; pup: Pup; instr: string | null; board: string; typ: 'P' | 'T'; grade: number; entry: string; dt: string; fee: number; mark: number | null; max: number; res: string | null }
  const exams: Exam[] = [];
  const FEES: Record<string, number[]> = {
    ABR: [4900, 5500, 6000, 6600, 7100, 8300, 9300, 10900],
    TCL: [4700, 5300, 5800, 6300, 6900, 8000, 8800, 10400],
    RSL: [5000, 5600, 6100, 6600, 7200, 8200, 9000, 10500],
  };
  const inflate = (f: number, d: string) => Math.round((f * (d < '2025-01-01' ? 0.94 : d < '2026-01-01' ? 0.97 : 1)) / 50) * 50;
  const SESS: Record<string, [string, string]> = { SP: ['02-23', '03-20'], SU: ['06-08', '07-10'], AU: ['11-09', '12-05'] };
  for (const t of TAUGHT_TERMS) {
    const season = t.cd.slice(2);
    const yr = t.st.slice(0, 4);
    const [a, b] = SESS[season]!;
    const pe = season === 'SU' ? 0.3 : season === 'SP' ? 0.17 : 0.2;
    for (const e of enrs.filter((x) => x.term === t && x.stat === 'C' && x.instr !== 'UKE')) {
      const p = e.pup;
      if (ageAt(p.dob, t.st) < 7 || (p.adult && r.chance(0.7)) || !r.chance(pe)) continue;
      const cur = p.grade.get(e.instr) ?? 0;
      if (cur >= 8) continue;
      const g = cur + 1;
      const board = ['EGT', 'DRM'].includes(e.instr) ? 'RSL' : ['GTR', 'VOX'].includes(e.instr) ? r.pick(['RSL', 'TCL', 'ABR']) : r.chance(0.75) ? 'ABR' : 'TCL';
      const dt = r.date(`${yr}-${a}`, `${yr}-${b}`);
      const exDt = isoDow(dt) === 7 ? addDays(dt, 1) : dt;
      const entry = addDays(exDt, -r.int(35, 60));
      const max = board === 'ABR' ? 150 : 100;
      let mark: number | null = null;
      let res: string | null = null;
      const resultIn = daysBetween(exDt, LAST) >= 14;
      if (r.chance(0.035) && entry <= LAST) res = 'W';
      else if (resultIn) {
        const z = (r.next() + r.next() + r.next() - 1.5) * 2;
        if (board === 'ABR') {
          mark = Math.max(80, Math.min(148, Math.round(116 + z * 12)));
          res = mark >= 130 ? 'D' : mark >= 120 ? 'M' : mark >= 100 ? 'P' : 'F';
        } else {
          mark = Math.max(45, Math.min(98, Math.round(73 + z * 10)));
          const [pp, mm, dd] = board === 'TCL' ? [60, 75, 87] : [60, 74, 90];
          res = mark >= dd ? 'D' : mark >= mm ? 'M' : mark >= pp ? 'P' : 'F';
        }
      }
      if (entry > LAST) continue;
      exams.push({ id: 0, pup: p, instr: e.instr, board, typ: 'P', grade: g, entry, dt: exDt, fee: inflate(FEES[board]![g - 1]!, entry), mark, max, res });
      if (res && 'DMP'.includes(res)) p.grade.set(e.instr, g);
      if (g >= 5 && board === 'ABR' && season !== 'SU' && r.chance(0.25)) {
        const tdt = addDays(exDt, r.int(7, 30));
        const tin = daysBetween(tdt, LAST) >= 10;
        const tm = tin ? Math.max(52, Math.min(99, Math.round(80 + (r.next() + r.next() - 1) * 22))) : null;
        exams.push({ id: 0, pup: p, instr: null, board: 'ABR', typ: 'T', grade: 5, entry, dt: tdt, fee: inflate(4200, entry), mark: tm, max: 100, res: tm === null ? null : tm >= 90 ? 'D' : tm >= 80 ? 'M' : tm >= 66 ? 'P' : 'F' });
      }
    }
  }
  exams.sort((a, b) => (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0));
  exams.forEach((x, k) => (x.id = 7001 + k));

  // -------------------------------------------------------------- hire fleet and hires
  interface Stock { no: string; instr: string; desc: string; purch: string; cost: number; fee: number; inSvc: boolean; busyTo: string }
  const STOCK_DEF: [string, string, number, number, number][] = [
    ['VLN', 'Stentor Student I violin 1/4', 3, 9500, 3500], ['VLN', 'Stentor Student II violin 1/2', 4, 12500, 3500],
    ['VLN', 'Stentor Student II violin 3/4', 3, 12500, 3500], ['VLN', 'Primavera 200 violin 4/4', 2, 14000, 3500],
    ['VC', 'Stentor Student I cello 1/2', 2, 42000, 6000], ['VC', 'Primavera 100 cello 3/4', 1, 45000, 6000],
    ['FLT', 'Yamaha YFL-212 flute', 3, 46000, 4500], ['CLT', 'Buffet Prodige B-flat clarinet', 3, 52000, 4500],
    ['TPT', 'Jupiter JTR500 trumpet', 2, 38000, 4000], ['SAX', 'Yamaha YAS-280 alto sax', 2, 98000, 7500],
  ];
  const stock: Stock[] = [];
  for (const [ins, desc, n, cost, fee] of STOCK_DEF) {
    for (let k = 0; k < n; k++) stock.push({ no: `H${pad(stock.length + 1, 3)}`, instr: ins, desc, purch: r.date('2015-06-01', '2023-08-31'), cost, fee, inSvc: true, busyTo: '2000-01-01' });
  }
  stock[5]!.inSvc = false; // a 1/2 violin cracked and retired
  stock[5]!.busyTo = '2099-01-01';
  interface Hire { id: number; st: Stock; pup: Pup; start: string; end: string | null; dep: number; ret: string }
  const hires: Hire[] = [];
  const byStreamFirst = new Map<Pup, Map<string, Enr[]>>();
  for (const e of enrs) {
    if (!byStreamFirst.has(e.pup)) byStreamFirst.set(e.pup, new Map());
    const m = byStreamFirst.get(e.pup)!;
    if (!m.has(e.instr)) m.set(e.instr, []);
    m.get(e.instr)!.push(e);
  }
  for (const list of [...byStreamFirst.values()].flatMap((m) => [...m.values()])) {
    const first = list[0]!;
    if (!stock.some((s) => s.instr === first.instr) || first.pup.adult || !r.chance(0.7)) continue;
    const start = addDays(first.term.st, -r.int(1, 14));
    const size = (d: string) => {
      const a = ageAt(first.pup.dob, d);
      return a < 7 ? '1/4' : a < 9 ? '1/2' : a < 11 ? '3/4' : '4/4';
    };
    const free = stock.filter((s) => s.instr === first.instr && s.busyTo < start && (first.instr !== 'VLN' && first.instr !== 'VC' ? true : s.desc.includes(size(start)) || (first.instr === 'VC' && s.desc.includes('1/2'))));
    if (free.length === 0) continue;
    const s = r.pick(free);
    const maxTerms = r.int(2, 7);
    const last = list[Math.min(list.length, maxTerms) - 1]!;
    const stillOn = last.term.cd === '26AU' && last.stat === 'C';
    const end = stillOn ? null : addDays(last.stat === 'W' ? last.wd! : last.term.en, r.int(0, 10));
    s.busyTo = end ?? '2099-01-01';
    hires.push({ id: 0, st: s, pup: first.pup, start, end, dep: 5000, ret: end && r.chance(0.92) ? 'Y' : 'N' });
  }
  hires.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.st.no < b.st.no ? -1 : 1));
  hires.forEach((h, k) => (h.id = 401 + k));

  // -------------------------------------------------------------- invoices
  interface Line { typ: string; pup: Pup; enr: Enr | null; hire: Hire | null; exam: Exam | null; txt: string; amt: number }
  interface Inv { no: number; fam: Fam; typ: 'T' | 'X'; term: Term | null; dt: string; due: string; lines: Line[]; tot: number; paid: number; paidDt: string | null; mth: string | null; voided: boolean }
  const invs: Inv[] = [];
  const pay = (inv: Inv) => {
    const f = inv.fam;
    let mth: string;
    let days: number;
    let partial = false;
    if (inv.typ === 'X') {
      mth = r.weighted([['CRD', 6], ['BAC', 4]] as const);
      days = r.int(0, 6);
    } else if (f.payStyle === 'so') {
      mth = 'SO';
      days = daysBetween(inv.dt, inv.due) + 92 + r.int(0, 4);
      partial = true;
    } else {
      mth = r.weighted([['BAC', 70], ['CRD', 20], ['CHQ', 6], ['CSH', 2]] as const);
      days = f.payStyle === 'prompt' ? r.int(0, 16) : r.int(20, 110);
    }
    if (f.payStyle === 'bad' && r.chance(0.3)) days = 9999;
    const paidDt = addDays(inv.dt, Math.min(days, 9000));
    if (days < 9000 && paidDt <= LAST) {
      inv.paid = inv.tot;
      inv.paidDt = paidDt;
      inv.mth = mth;
    } else if (partial) {
      const parts = Math.max(0, Math.min(3, Math.floor(daysBetween(inv.due, LAST) / 31) + 1));
      inv.paid = Math.round((inv.tot * parts) / 4);
      inv.mth = mth;
    } else if (days >= 9000 && r.chance(0.5)) {
      inv.paid = Math.round(inv.tot * 0.5);
      inv.mth = mth;
    }
  };
  const mkInv = (fam: Fam, typ: 'T' | 'X', term: Term | null, dt: string, due: string, lines: Line[]) => {
    const tot = lines.reduce((s, l) => s + l.amt, 0);
    if (typ === 'T' && r.chance(0.012)) invs.push({ no: 0, fam, typ, term, dt, due, lines: lines.map((l) => ({ ...l })), tot, paid: 0, paidDt: null, mth: null, voided: true });
    const inv: Inv = { no: 0, fam, typ, term, dt, due, lines, tot, paid: 0, paidDt: null, mth: null, voided: false };
    pay(inv);
    invs.push(inv);
  };
  for (const t of TAUGHT_TERMS) {
    const te = enrs.filter((e) => e.term === t);
    for (const fam of [...new Set(te.map((e) => e.pup.fam))]) {
      const fe = te.filter((e) => e.pup.fam === fam);
      const lines: Line[] = [];
      const tuiBy = new Map<Pup, number>();
      for (const e of fe) {
        const nm = e.instr === 'VOX' && e.term.st < '2025-09-01' ? 'Singing' : INAME.get(e.instr)!;
        const amt = e.booked * e.fee;
        lines.push({ typ: 'TUI', pup: e.pup, enr: e, hire: null, exam: null, txt: `${t.nm} ${nm} ${e.len} min x ${e.booked} - ${e.pup.first}`, amt });
        tuiBy.set(e.pup, (tuiBy.get(e.pup) ?? 0) + amt);
      }
      if (tuiBy.size >= 2) {
        const top = [...tuiBy.entries()].sort((a, b) => b[1] - a[1] || a[0].id - b[0].id)[0]![0];
        for (const [p, amt] of tuiBy) if (p !== top) lines.push({ typ: 'SIB', pup: p, enr: null, hire: null, exam: null, txt: `Sibling discount 10% - ${p.first}`, amt: -Math.round(amt * 0.1) });
      }
      for (const h of hires) {
        if (h.pup.fam !== fam || h.start > t.en || (h.end && h.end < t.st)) continue;
        lines.push({ typ: 'HIR', pup: h.pup, enr: null, hire: h, exam: null, txt: `Instrument hire ${h.st.no} ${h.st.desc} - ${t.nm}`, amt: h.st.fee });
      }
      const firstFrom = fe.map((e) => e.from).sort()[0]!;
      const dt = firstFrom > t.st ? addDays(firstFrom, -r.int(2, 6)) : t.cd === '24SP' ? '2024-01-02' : addDays(t.st, -r.int(14, 18));
      mkInv(fam, 'T', t, dt, firstFrom > t.st ? firstFrom : t.st, lines);
    }
  }
  for (const x of exams) {
    const txt = x.typ === 'T' ? `ABRSM Grade ${x.grade} Theory - ${x.pup.first}` : `${x.board === 'ABR' ? 'ABRSM' : x.board === 'TCL' ? 'Trinity' : 'RSL'} ${INAME.get(x.instr!)} Grade ${x.grade} - ${x.pup.first}`;
    mkInv(x.pup.fam, 'X', null, x.entry, addDays(x.entry, 7), [{ typ: 'EXM', pup: x.pup, enr: null, hire: null, exam: x, txt, amt: x.fee }]);
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.fam.no - b.fam.no || (a.voided ? -1 : 1)));
  invs.forEach((v, k) => (v.no = 24001 + k));

  // -------------------------------------------------------------- SQL
  const S = 'crotchet';
  const ddl = `
CREATE SCHEMA ${S};
CREATE TABLE ${S}.lkp_code (cd_grp varchar(3) NOT NULL, cd varchar(3) NOT NULL, cd_desc varchar(40) NOT NULL, PRIMARY KEY (cd_grp, cd));
CREATE TABLE ${S}.instrument (instr_cd varchar(3) PRIMARY KEY, instr_nm varchar(30) NOT NULL, fam_cd varchar(3) NOT NULL);
CREATE TABLE ${S}.teacher (
  tch_id smallint PRIMARY KEY, first_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, email varchar(60), mob varchar(15),
  utr_no varchar(10), rate_30_pnc integer NOT NULL, start_dt date NOT NULL, end_dt date, dbs_ok boolean NOT NULL DEFAULT false
);
CREATE TABLE ${S}.family (
  fam_no integer PRIMARY KEY, payer_ttl varchar(5), payer_first varchar(30) NOT NULL, payer_last varchar(30) NOT NULL,
  email varchar(60), mob varchar(15), town varchar(30), pcode varchar(8), created_dt date NOT NULL, mkt_optin char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE ${S}.pupil (
  pupil_id integer PRIMARY KEY, fam_no integer NOT NULL REFERENCES ${S}.family (fam_no), first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL, dob date, start_dt date, left_dt date, photo_ok boolean NOT NULL DEFAULT false
);
CREATE TABLE ${S}.term (
  term_cd char(4) PRIMARY KEY, term_nm varchar(20) NOT NULL, acad_yr char(7) NOT NULL, st_dt date NOT NULL, end_dt date NOT NULL,
  ht_st date, ht_end date
);
CREATE TABLE ${S}.pkg (
  pkg_cd varchar(6) PRIMARY KEY, instr_cd varchar(3) NOT NULL REFERENCES ${S}.instrument (instr_cd), len_min smallint NOT NULL,
  lsn_fee_pnc integer NOT NULL, active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE ${S}.enrol (
  enr_id integer PRIMARY KEY, pupil_id integer NOT NULL REFERENCES ${S}.pupil (pupil_id), term_cd char(4) NOT NULL REFERENCES ${S}.term (term_cd),
  pkg_cd varchar(6) NOT NULL REFERENCES ${S}.pkg (pkg_cd), tch_id smallint NOT NULL REFERENCES ${S}.teacher (tch_id),
  lsn_day smallint NOT NULL, lsn_tm time NOT NULL, lsn_booked smallint NOT NULL, fee_pnc integer NOT NULL,
  enr_stat char(1) NOT NULL DEFAULT 'C', wd_dt date
);
CREATE TABLE ${S}.lesson (
  lsn_id integer PRIMARY KEY, enr_id integer NOT NULL REFERENCES ${S}.enrol (enr_id), lsn_dt date NOT NULL,
  start_ts timestamp NOT NULL, end_ts timestamp NOT NULL, stat_cd char(1) NOT NULL, mkup_of integer REFERENCES ${S}.lesson (lsn_id),
  tch_fee_pnc integer, tch_note varchar(60)
);
CREATE TABLE ${S}.exam_entry (
  entry_id integer PRIMARY KEY, pupil_id integer NOT NULL REFERENCES ${S}.pupil (pupil_id), instr_cd varchar(3) REFERENCES ${S}.instrument (instr_cd),
  board_cd varchar(3) NOT NULL, exam_typ char(1) NOT NULL, grade smallint NOT NULL, entry_dt date NOT NULL, exam_dt date NOT NULL,
  fee_pnc integer NOT NULL, mark smallint, max_mark smallint NOT NULL, result_cd char(1)
);
CREATE TABLE ${S}.hire_stock (
  asset_no varchar(5) PRIMARY KEY, instr_cd varchar(3) NOT NULL REFERENCES ${S}.instrument (instr_cd), item_desc varchar(60) NOT NULL,
  purch_dt date, purch_pnc integer, term_fee_pnc integer NOT NULL, in_svc boolean NOT NULL DEFAULT true
);
CREATE TABLE ${S}.hire (
  hire_id integer PRIMARY KEY, asset_no varchar(5) NOT NULL REFERENCES ${S}.hire_stock (asset_no), pupil_id integer NOT NULL REFERENCES ${S}.pupil (pupil_id),
  start_dt date NOT NULL, end_dt date, deposit_pnc integer NOT NULL, dep_ret_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE ${S}.inv_hdr (
  inv_no integer PRIMARY KEY, fam_no integer NOT NULL REFERENCES ${S}.family (fam_no), inv_typ char(1) NOT NULL, term_cd char(4) REFERENCES ${S}.term (term_cd),
  inv_dt date NOT NULL, due_dt date NOT NULL, tot_pnc integer NOT NULL, paid_pnc integer NOT NULL DEFAULT 0, paid_dt date,
  pay_mth varchar(3), void_yn boolean NOT NULL DEFAULT false
);
CREATE TABLE ${S}.inv_line (
  inv_no integer NOT NULL REFERENCES ${S}.inv_hdr (inv_no), line_no smallint NOT NULL, line_typ varchar(3) NOT NULL,
  pupil_id integer REFERENCES ${S}.pupil (pupil_id), enr_id integer REFERENCES ${S}.enrol (enr_id), hire_id integer REFERENCES ${S}.hire (hire_id),
  entry_id integer REFERENCES ${S}.exam_entry (entry_id), line_txt varchar(100), amt_pnc integer NOT NULL, PRIMARY KEY (inv_no, line_no)
);
`;
  const CODES: [string, string, string][] = [
    ['LST', 'S', 'Scheduled'], ['LST', 'D', 'Delivered'], ['LST', 'A', 'Absent - no notice'], ['LST', 'P', 'Pupil cancelled with notice'], ['LST', 'T', 'Teacher cancelled'],
    ['EXB', 'ABR', 'ABRSM'], ['EXB', 'TCL', 'Trinity College London'], ['EXB', 'RSL', 'RSL Rockschool'],
    ['EXR', 'D', 'Distinction'], ['EXR', 'M', 'Merit'], ['EXR', 'P', 'Pass'], ['EXR', 'F', 'Below pass'], ['EXR', 'W', 'Withdrawn'],
    ['PAY', 'BAC', 'Bank transfer'], ['PAY', 'CRD', 'Card'], ['PAY', 'SO', 'Standing order (instalments)'], ['PAY', 'CHQ', 'Cheque'], ['PAY', 'CSH', 'Cash'],
    ['ILT', 'TUI', 'Tuition'], ['ILT', 'SIB', 'Sibling discount'], ['ILT', 'HIR', 'Instrument hire'], ['ILT', 'EXM', 'Exam entry fee'],
    ['IFM', 'KEY', 'Keyboard'], ['IFM', 'STR', 'Strings'], ['IFM', 'GTR', 'Guitar'], ['IFM', 'PER', 'Percussion'], ['IFM', 'WW', 'Woodwind'], ['IFM', 'BR', 'Brass'], ['IFM', 'VOC', 'Voice'],
  ];
  const pkgs: [string, string, number, number, string][] = [];
  for (const [cd, , , , lens] of INSTR) for (const len of [30, 45, 60]) {
    const offered = lens.includes(len);
    if (!offered && !(cd === 'VLA' && len === 60)) continue;
    pkgs.push([`${cd}${len}`, cd, len, feeFor('2026-27', len), offered ? 'Y' : 'N']);
  }
  const lineRows: unknown[][] = [];
  for (const v of invs) v.lines.forEach((l, k) => lineRows.push([v.no, k + 1, l.typ, l.pup.id, l.enr ? l.enr.id : null, l.hire ? l.hire.id : null, l.exam ? l.exam.id : null, l.txt, l.amt]));
  const ts = (d: string, tm: string) => `${d} ${tm}:00`;
  return [
    ddl,
    insertRows(`${S}.lkp_code`, ['cd_grp', 'cd', 'cd_desc'], CODES),
    insertRows(`${S}.instrument`, ['instr_cd', 'instr_nm', 'fam_cd'], INSTR.map((i) => [i[0], i[1], i[2]])),
    insertRows(`${S}.teacher`, ['tch_id', 'first_nm', 'last_nm', 'email', 'mob', 'utr_no', 'rate_30_pnc', 'start_dt', 'end_dt', 'dbs_ok'],
      TEACHERS.map((t) => [t.id, t.first, t.last, `${t.first.toLowerCase()}.${t.last.toLowerCase()}@${r.pick(['gmail.com', 'outlook.com', 'icloud.com'])}`, `07${r.int(700, 999)} ${pad(r.int(0, 999999), 6)}`, t.utr ? String(r.int(1000000000, 9999999999)) : null, t.rate, t.st, t.en, t.dbs])),
    insertRows(`${S}.family`, ['fam_no', 'payer_ttl', 'payer_first', 'payer_last', 'email', 'mob', 'town', 'pcode', 'created_dt', 'mkt_optin'],
      fams.map((f) => [f.no, f.ttl, f.first, f.last, f.email, f.mob, f.town, f.pc, f.crt, f.optin])),
    insertRows(`${S}.pupil`, ['pupil_id', 'fam_no', 'first_nm', 'last_nm', 'dob', 'start_dt', 'left_dt', 'photo_ok'],
      pups.filter((p) => p.start).map((p) => [p.id, p.fam.no, p.first, p.last, p.dob, p.start, p.left, p.photo])),
    insertRows(`${S}.term`, ['term_cd', 'term_nm', 'acad_yr', 'st_dt', 'end_dt', 'ht_st', 'ht_end'], TERMS.map((t) => [t.cd, t.nm, t.yr, t.st, t.en, t.ht, addDays(t.ht, 4)])),
    insertRows(`${S}.pkg`, ['pkg_cd', 'instr_cd', 'len_min', 'lsn_fee_pnc', 'active_yn'], pkgs),
    insertRows(`${S}.enrol`, ['enr_id', 'pupil_id', 'term_cd', 'pkg_cd', 'tch_id', 'lsn_day', 'lsn_tm', 'lsn_booked', 'fee_pnc', 'enr_stat', 'wd_dt'],
      enrs.map((e) => [e.id, e.pup.id, e.term.cd, `${e.instr}${e.len}`, e.tch.id, e.day, e.tm, e.booked, e.fee, e.stat, e.wd])),
    insertRows(`${S}.lesson`, ['lsn_id', 'enr_id', 'lsn_dt', 'start_ts', 'end_ts', 'stat_cd', 'mkup_of', 'tch_fee_pnc', 'tch_note'],
      lsns.map((l) => [l.id, l.enr.id, l.dt, ts(l.dt, l.tm), ts(l.dt, addMin(l.tm, l.len)), l.st, l.mk ? l.mk.id : null, l.fee, l.note])),
    insertRows(`${S}.exam_entry`, ['entry_id', 'pupil_id', 'instr_cd', 'board_cd', 'exam_typ', 'grade', 'entry_dt', 'exam_dt', 'fee_pnc', 'mark', 'max_mark', 'result_cd'],
      exams.map((x) => [x.id, x.pup.id, x.instr, x.board, x.typ, x.grade, x.entry, x.dt, x.fee, x.mark, x.max, x.res])),
    insertRows(`${S}.hire_stock`, ['asset_no', 'instr_cd', 'item_desc', 'purch_dt', 'purch_pnc', 'term_fee_pnc', 'in_svc'], stock.map((s) => [s.no, s.instr, s.desc, s.purch, s.cost, s.fee, s.inSvc])),
    insertRows(`${S}.hire`, ['hire_id', 'asset_no', 'pupil_id', 'start_dt', 'end_dt', 'deposit_pnc', 'dep_ret_yn'], hires.map((h) => [h.id, h.st.no, h.pup.id, h.start, h.end, h.dep, h.ret])),
    insertRows(`${S}.inv_hdr`, ['inv_no', 'fam_no', 'inv_typ', 'term_cd', 'inv_dt', 'due_dt', 'tot_pnc', 'paid_pnc', 'paid_dt', 'pay_mth', 'void_yn'],
      invs.map((v) => [v.no, v.fam.no, v.typ, v.term ? v.term.cd : null, v.dt, v.due, v.tot, v.paid, v.paidDt, v.mth, v.voided])),
    insertRows(`${S}.inv_line`, ['inv_no', 'line_no', 'line_typ', 'pupil_id', 'enr_id', 'hire_id', 'entry_id', 'line_txt', 'amt_pnc'], lineRows),
  ].join('\n');
}
