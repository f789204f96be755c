/**
 * Furzedown Heath Golf Club, a private members' golf club in Surrey with two 18-hole courses: the Heath course
 * (HTH, par 72, the championship course) and the Woodland course (WDL, par 70, the shorter course, used for most
 * winter competitions). Members pay an annual subscription and play free; members' guests and visitors (single
 * visitors and golf societies) pay green fees. The club runs a pro shop and a clubhouse with a bar, a restaurant and
 * a halfway house (a hut between the 9th green and the 10th tee, open April to October). This is the club's office
 * database, loaded up to 2026-11-24 (the day before it was last refreshed). Money is in pounds sterling (GBP), VAT
 * included. The membership register holds everyone who was a member at any time since 2023-01-01 (the system went
 * live then); subscriptions start with the 2023 year; the tee sheet, competitions, pro-shop till and bar tills start
 * on 2024-01-01. Tee times already booked for the coming fortnight are on the tee sheet with status BKD, and two
 * December 2026 competitions are already set up.
 *
 * Schema `gcl`:
 * - `mbr`: the membership register, one row per member, keyed by `mbr_id`. `mbr_no` the membership number on the
 *   member's card ('FH1001' ...); `first_nm`, `last_nm`; `sex_cd` M or F; `dob` date of birth; `cat_cd` the member's
 *   membership category now (for a lapsed member, when they lapsed): FULL full (seven-day) playing member, FIVE
 *   five-day playing member (may play Monday to Friday only, so no weekend tee times or weekend competitions), JNR
 *   junior (under 18), SNR senior (full members aged 65 or over move to this category from the January after their
 *   65th birthday), SOC social member (clubhouse only, does not play); `join_dt` the day they joined; `lapse_dt` the
 *   day their membership ended, NULL for a current member; `lapse_rsn` why it ended: NRN did not renew (lapsed at
 *   the end of the subscription year, 31 December), RES resigned during the year, NPY struck off for non-payment of
 *   the subscription (31 March), DEC deceased; NULL for a current member; `hcp_idx` the member's World Handicap
 *   System handicap index (one decimal; a "plus" handicap such as +1.4 is stored negative, -1.4), NULL for social
 *   members and for new members who have not yet got a handicap; `prop_mbr_id` the member who proposed them for
 *   membership (`mbr.mbr_id`), NULL where none is recorded (members who joined before 2008, juniors, and a few
 *   others).
 * - `subs`: annual subscriptions billed, one row per member per subscription year (calendar year), keyed by
 *   `sub_id`. `mbr_id`; `sub_yr` the subscription year (integer); `cat_cd` the category billed (as in `mbr.cat_cd`;
 *   it can differ from the member's category now, e.g. a junior who has since turned 18); `bill_dt` the day the
 *   subscription was billed (1 December of the year before for renewing members, the day they joined for new
 *   members); `due_dt` the day payment is due (31 January, or 14 days after joining for new members); `amt_due_gbp`
 *   the subscription billed (the category rate for the year; new members pay a pro-rata share for the months left);
 *   `amt_paid_gbp` how much of it has been paid so far; `paid_dt` the day it was paid in full, NULL while any of it
 *   is still owed; `pay_mthd` how the member pays: DD direct debit, CARD card, BACS bank transfer, CHQ cheque.
 * - `tee_bkg`: the tee sheet, one row per tee-time booking since 2024-01-01, keyed by `bkg_id`. `bkg_ref` the
 *   booking reference ('TB100001' ...); `crs_cd` the course, HTH Heath or WDL Woodland; `tee_dt` the day of play;
 *   `tee_tm` the tee time (a golf society books a block of consecutive tee times and this is the first one);
 *   `bkd_dt` the day the booking was made; `bkg_typ` MBR a member's booking (a member and possibly their guests),
 *   VIS a visitor booking (green-fee players who are not members), SOC a golf society day (a visiting group);
 *   `mbr_id` the member who booked, for MBR bookings only, NULL for visitors and societies; `vis_nm` the lead
 *   visitor's name or the society's name for VIS and SOC bookings, NULL for member bookings; `n_plyrs` the number
 *   of players in the booking; `n_gst` how many of them are not members (the member's guests for MBR, everyone for
 *   VIS and SOC); `grn_fee_gbp` the green fees taken for the booking (guests and visitors pay, members play free;
 *   0 for a member booking with no guests and for a cancelled booking, which is refunded; visitors and societies
 *   prepay, so a visitor or society no-show or a future visitor booking still shows its fee, while member guests pay
 *   on the day, so a member's no-show or future booking shows 0); `stat_cd` PLY played, CXL cancelled, NS no-show
 *   (booked but never turned up), BKD booked for a future day. Members may also turn up and play without booking
 *   (the first tee is open to members on a first-come basis outside the booked times), so the tee sheet is the
 *   booked rounds only.
 * - `comp`: club competitions since 2024, keyed by `comp_id`. `comp_cd` ('C24-01' ...); `comp_nm` its name (e.g.
 *   'March Medal', 'June Stableford', 'Seniors Stableford - May', 'Ladies Medal - July', 'Club Championship',
 *   "Captain's Day", 'Junior Open', 'Christmas Turkey Trot'); `comp_dt` the day it is played; `crs_cd` the course
 *   (HTH, WDL); `fmt_cd` the format: MED medal (stroke play, lowest net score wins; the Club Championship is
 *   decided on the lowest gross score), STB stableford (most points wins); `elig_cd` who may enter: OPEN all playing
 *   members (five-day members only when it is played on a weekday), SNR seniors section (SNR members), LDY ladies
 *   section, JNR juniors; `qual_yn` Y when scores count for handicap (a qualifying competition), N for a fun
 *   competition; `ent_fee_gbp` the entry fee per player; `winner_mbr_id` the member who won (`mbr.mbr_id`), NULL
 *   for a competition not yet played.
 * - `comp_ent`: competition entries, one row per member per competition, keyed by `ent_id`. `comp_id`; `mbr_id`;
 *   `plyg_hcp` the playing handicap used that day (whole strokes; negative for a plus handicap); `gross_scr` the
 *   strokes taken (medal competitions only); `net_scr` gross score less playing handicap (medal only); `stb_pts`
 *   stableford points (stableford competitions only); `ent_stat` RET card returned, NR no return (started but did
 *   not finish or hand in the card), DQ disqualified, WD withdrew before playing, ENT entered for a competition not
 *   yet played; the scores are NULL unless RET.
 * - `shop_sale`: pro-shop till lines since 2024-01-01, one row per item line on a receipt, keyed by `sale_id`.
 *   `rcpt_no` the receipt number ('PS200001' ...); `sale_dt`; `mbr_id` the member buying, NULL for a visitor or
 *   other non-member; `prod_cat` the product category: BALL golf balls, CLUB clubs, BAG golf bags and trolleys,
 *   GLOV gloves, APRL clothing, SHOE golf shoes, ACC accessories (tees, markers, umbrellas, course guides); `item_nm`
 *   the product; `qty` how many (balls are sold by the dozen); `unit_prc_gbp` the list price of one; `amt_gbp` the
 *   line total charged (qty times list price, less the 10% member discount for members); `pay_cd` ACC charged to
 *   the member's account, CARD card, CASH cash.
 * - `bar_tab`: bar, restaurant and halfway-house tabs charged to members' accounts since 2024-01-01, keyed by
 *   `tab_id`. `tab_no` ('BT300001' ...); `mbr_id` the member whose account is charged; `tab_dt` the day; `outlet_cd`
 *   BAR clubhouse bar, RST restaurant, HWH halfway house; `amt_gbp` the tab total; `void_yn` Y for a tab voided by
 *   the bar manager (charged in error, not owed), else N; `stl_dt` the day the member settled it (members settle
 *   their account monthly), NULL while it is still owed (or for a voided tab).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const REG_START = '2023-01-01';
const LOG_START = '2024-01-01';
const LAST_DAY = '2026-11-24';
const BOOK_UNTIL = '2026-12-08';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const month = (iso: string) => Number(iso.slice(5, 7));
const year = (iso: string) => Number(iso.slice(0, 4));
const isWeekend = (iso: string) => dayOfWeek(iso) === 0 || dayOfWeek(iso) === 6;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Years between two ISO dates, whole years completed. */
function age(dob: string, at: string): number {
  let a = year(at) - year(dob);
  if (at.slice(5) < dob.slice(5)) a--;
  return a;
}
function addYears(iso: string, n: number): string {
  const y = year(iso) + n;
  const md = iso.slice(5) === '02-29' ? '02-28' : iso.slice(5);
  return `${y}-${md}`;
}
/** The n-th given weekday (0 Sunday .. 6 Saturday) of a month. */
function nthWeekday(y: number, m: number, dow: number, n: number): string {
  let d = `${y}-${pad(m, 2)}-01`;
  while (dayOfWeek(d) !== dow) d = addDays(d, 1);
  return addDays(d, 7 * (n - 1));
}
/** A rough normal draw (sum of uniforms), mean 0 and standard deviation 1. */
function normal(r: SeededRandom): number {
  let s = 0;
  for (let i = 0; i < 12; i++) s += r.next();
  return s - 6;
}

const FIRST_M = [
  'James', 'John', 'David', 'Richard', 'Peter', 'Michael', 'Andrew', 'Robert', 'Simon', 'Nigel', 'Graham', 'Stephen', 'Paul', 'Mark', 'Tim',
  'Jonathan', 'Christopher', 'Alastair', 'Hugh', 'Edward', 'William', 'Oliver', 'Charles', 'Rupert', 'Tom', 'Ben', 'Sam', 'Harry', 'George',
  'Alex', 'Matthew', 'Philip', 'Roger', 'Colin', 'Keith', 'Martin', 'Rajesh', 'Sanjay', 'Declan', 'Fergus',
];
const FIRST_F = [
  'Susan', 'Elizabeth', 'Jane', 'Sarah', 'Caroline', 'Helen', 'Anne', 'Alison', 'Fiona', 'Gillian', 'Julia', 'Katherine', 'Lucy', 'Emma',
  'Victoria', 'Rachel', 'Patricia', 'Margaret', 'Judith', 'Deborah', 'Priya', 'Sophie', 'Charlotte', 'Isabel', 'Harriet', 'Penny',
];
const LAST = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White',
  'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Harrison', 'Cooper', 'Ward', 'Morris', 'Turner', 'Hughes', 'Edwards', 'Baker',
  'Parker', 'Bennett', 'Fletcher', 'Mason', 'Chapman', 'Cartwright', 'Pemberton', 'Ashworth', 'Fairbrother', 'Langley', 'Whitfield', 'Sinclair',
  'Hawkins', 'Gardner', 'Pearce', 'Lambert', 'Sharma', 'Patel', "O'Brien", 'Mackenzie', 'Forsyth', 'Radcliffe', 'Kendall', 'Blackwood',
  'Hargreaves', 'Thornton', 'Everett', 'Prescott',
];
const SOCIETIES = [
  'Guildford Rotary Golf Society', 'Old Caterhamians GS', 'Surrey Police Golf Society', 'Farnham Rugby Club Golfers', 'The Wednesday Wanderers',
  'Kingston Masonic Golf Society', 'Reigate Tradesmen GS', 'Woking Lions Golf Society', 'Crawley Fire Brigade GS', 'Epsom Chartered Accountants GS',
  'The Bunker Club', 'Dorking Cricket Club Golf Day', 'Haslemere Hackers', 'South East Insurance Golf Society', 'Leatherhead Legal GS',
  'Sutton Sunday Swingers', 'Godalming Old Boys', 'Cobham Motor Trade GS',
];

/** [prod_cat, item, list price 2026, weight, max qty] */
const PRODUCTS: [string, string, number, number, number][] = [
  ['BALL', 'Titleist Pro V1 (dozen)', 56, 14, 3],
  ['BALL', 'Callaway Chrome Soft (dozen)', 48, 9, 2],
  ['BALL', 'Srixon Soft Feel (dozen)', 26, 12, 3],
  ['BALL', 'TaylorMade Distance+ (dozen)', 22, 8, 3],
  ['GLOV', 'FootJoy StaSof glove', 24, 11, 2],
  ['GLOV', 'Titleist Players glove', 19, 9, 2],
  ['ACC', 'Wooden tees (bag of 100)', 4, 12, 4],
  ['ACC', 'Pitch mark repairer', 8, 5, 2],
  ['ACC', 'Club logo ball marker', 6, 4, 2],
  ['ACC', 'Course planner', 12, 5, 1],
  ['ACC', 'Golf umbrella', 32, 3, 1],
  ['APRL', 'Club logo polo shirt', 48, 7, 2],
  ['APRL', 'Club logo jumper', 72, 4, 1],
  ['APRL', 'Waterproof jacket', 165, 3, 1],
  ['APRL', 'Golf cap', 22, 5, 2],
  ['SHOE', 'FootJoy Pro SL shoes', 140, 3, 1],
  ['SHOE', 'Ecco Biom golf shoes', 185, 2, 1],
  ['BAG', 'Titleist stand bag', 245, 1.5, 1],
  ['BAG', 'Motocaddy electric trolley', 699, 0.8, 1],
  ['BAG', 'Push trolley', 169, 1.2, 1],
  ['CLUB', 'Ping G430 driver', 449, 1.2, 1],
  ['CLUB', 'Titleist Vokey wedge', 169, 2, 1],
  ['CLUB', 'Odyssey putter', 229, 1.3, 1],
  ['CLUB', 'TaylorMade iron set (7 clubs)', 949, 0.6, 1],
  ['CLUB', 'Hybrid rescue club', 199, 1, 1],
];

type Base = 'FULL' | 'FIVE' | 'SOC';
type Cat = Base | 'JNR' | 'SNR';
interface Member {
  id: number;
  no: string;
  first: string;
  last: string;
  sex: 'M' | 'F';
  dob: string;
  base: Base;
  join: string;
  lapse: string | null;
  rsn: string | null;
  hcp: number | null;
  trend: number;
  prop: Member | null;
  keen: number;
  bar: number;
  shop: number;
  pay: string;
  payer: 'prompt' | 'normal' | 'slow' | 'bad';
}

function catAt(m: Member, at: string): Cat {
  if (age(m.dob, at) < 18) return 'JNR';
  if (m.base === 'FULL' && age(m.dob, `${year(at) - 1}-12-31`) >= 65) return 'SNR';
  return m.base;
}
const activeOn = (m: Member, d: string) => m.join <= d && (m.lapse === null || m.lapse >= d);

/** Subscription rates by year and category. */
const SUB_RATE: Record<number, Record<Cat, number>> = {
  2023: { FULL: 1295, FIVE: 985, SNR: 940, JNR: 195, SOC: 160 },
  2024: { FULL: 1360, FIVE: 1035, SNR: 990, JNR: 205, SOC: 170 },
  2025: { FULL: 1425, FIVE: 1085, SNR: 1040, JNR: 215, SOC: 175 },
  2026: { FULL: 1495, FIVE: 1140, SNR: 1090, JNR: 225, SOC: 185 },
};

export function datasetSql(): string {
  const r = seededRandom(41927);
  const nameOf = { M: uniqueNames(r, FIRST_M, LAST), F: uniqueNames(r, FIRST_F, LAST) };
  const used = new Set<string>();
  const newName = (sex: 'M' | 'F'): [string, string] => {
    for (;;) {
      const n = nameOf[sex]();
      const k = n.join(' ');
      if (!used.has(k)) {
        used.add(k);
        return n;
      }
    }
  };

  // Members
  const members: Member[] = [];
  const makeMember = (join: string, junior: boolean, ageAtJoin: [number, number] | string): Member => {
    const sex: 'M' | 'F' = r.chance(junior ? 0.22 : 0.28) ? 'F' : 'M';
    const dob = typeof ageAtJoin === 'string' ? ageAtJoin : addDays(addYears(join, -r.int(ageAtJoin[0], ageAtJoin[1])), -r.int(0, 364));
    const base: Base = junior ? (r.chance(0.9) ? 'FULL' : 'FIVE') : r.weighted([['FULL', 62], ['FIVE', 20], ['SOC', 14]] as const);
    const [first, last] = newName(sex);
    let hcp: number | null = null;
    if (base !== 'SOC' || junior) {
      const a = age(dob, LAST_DAY);
      let h = a < 18 ? 22 + 10 * normal(r) : sex === 'F' ? 25 + 8 * normal(r) : 15.5 + 7 * normal(r);
      if (a >= 70) h += 4;
      if (r.chance(0.015)) h = -r.float(0.3, 2.8, 1);
      hcp = Math.round(Math.min(54, Math.max(-3, h)) * 10) / 10;
      if (hcp > 0 && hcp < 0.5) hcp = 0.5;
    }
    const keenRoll = r.next();
    const m: Member = {
      id: 0,
      no: '',
      first,
      last,
      sex,
      dob,
      base,
      join,
      lapse: null,
      rsn: null,
      hcp,
      trend: r.float(-1.2, 1.0, 2),
      prop: null,
      keen: base === 'SOC' && !junior ? 0 : keenRoll < 0.2 ? r.float(0.1, 0.5) : keenRoll < 0.85 ? r.float(0.6, 2) : r.float(2.2, 4.5),
      bar: (base === 'SOC' && !junior ? r.float(1.5, 4) : junior ? r.float(0.05, 0.3) : r.float(0.1, 2.5)) * (!junior && r.chance(0.08) ? 4 : 1),
      shop: junior ? r.float(0.2, 0.8) : base === 'SOC' ? r.float(0.05, 0.2) : r.float(0.2, 2.2),
      pay: r.weighted([['DD', 45], ['CARD', 25], ['BACS', 20], ['CHQ', 10]] as const),
      payer: r.weighted([['prompt', 40], ['normal', 45], ['slow', 12], ['bad', 3]] as const),
    };
    members.push(m);
    return m;
  };

  // Members on the books on 2023-01-01
  for (let i = 0; i < 470; i++) {
    const junior = r.chance(0.07);
    if (junior) {
      const join = r.date('2018-01-01', '2022-12-20');
      makeMember(join, true, r.date('2006-01-01', '2013-12-31') > addYears(join, -9) ? addYears(join, -r.int(9, 12)) : r.date('2006-01-01', '2013-12-31'));
    } else {
      const nowAge = r.weighted([[25, 3], [32, 4], [40, 8], [48, 12], [55, 15], [62, 16], [68, 15], [74, 12], [80, 7], [86, 3]] as const) + r.int(0, 6);
      const dob = r.date(`${2026 - nowAge}-01-01`, `${2026 - nowAge}-12-31`);
      const earliest = Math.max(1976, year(dob) + 20);
      const yrsAgo = Math.min(2022 - earliest, Math.floor(-Math.log(1 - r.next() * 0.999) * 12));
      makeMember(r.date(`${2022 - yrsAgo}-01-01`, `${2022 - yrsAgo}-12-20`), false, dob);
    }
  }
  // New members since 2023
  const JOINERS: Record<number, number> = { 2023: 36, 2024: 41, 2025: 47, 2026: 39 };
  for (const [yStr, n] of Object.entries(JOINERS)) {
    const y = Number(yStr);
    for (let i = 0; i < n; i++) {
      const mo = r.weighted([[1, 5], [2, 6], [3, 12], [4, 14], [5, 13], [6, 10], [7, 8], [8, 7], [9, 8], [10, 7], [11, 5], [12, 2]] as const);
      if (y === 2026 && mo > 11) continue;
      let join = r.date(`${y}-${pad(mo, 2)}-01`, `${y}-${pad(mo, 2)}-${mo === 12 ? 20 : 28}`);
      if (join > LAST_DAY) join = r.date('2026-11-01', LAST_DAY);
      const junior = r.chance(0.18);
      const m = junior ? makeMember(join, true, [9, 15]) : makeMember(join, false, [24, 68]);
      if (m.hcp !== null && join >= '2026-09-01' && r.chance(0.45)) m.hcp = null;
    }
  }
  members.sort((a, b) => (a.join < b.join ? -1 : a.join > b.join ? 1 : 0));
  members.forEach((m, i) => {
    m.id = i + 1;
    m.no = `FH${1000 + i + 1}`;
  });

  // Lapses, year by year, and subscriptions
  interface Sub {
    m: Member;
    y: number;
    cat: Cat;
    bill: string;
    due: string;
    amt: number;
    paid: number;
    paidDt: string | null;
  }
  const subs: Sub[] = [];
  for (const m of members) {
    for (let y = 2023; y <= 2026; y++) {
      if (m.lapse !== null) break;
      const yStart = `${y}-01-01`;
      const yEnd = `${y}-12-31`;
      if (m.join > yEnd) continue;
      // billing
      const renewing = m.join < yStart;
      const cat = catAt(m, renewing ? yStart : m.join);
      const rate = SUB_RATE[y]![cat];
      const monthsLeft = renewing ? 12 : 13 - month(m.join);
      const amt = renewing ? rate : Math.round((rate * monthsLeft) / 12);
      const bill = renewing ? `${y - 1}-12-01` : m.join;
      const due = renewing ? `${y}-01-31` : addDays(m.join, 14);
      let paidDt: string | null;
      let paid = amt;
      const nonPay = renewing && y >= 2024 && (m.payer === 'bad' ? r.chance(0.35) : r.chance(0.006));
      if (nonPay) {
        paidDt = null;
        paid = 0;
        m.lapse = `${y}-03-31`;
        m.rsn = 'NPY';
      } else {
        if (!renewing) paidDt = addDays(m.join, r.int(0, 10));
        else if (m.pay === 'DD') paidDt = `${y}-01-0${r.int(2, 6)}`;
        else {
          const lag =
            m.payer === 'prompt' ? r.int(2, 40) : m.payer === 'normal' ? r.int(20, 62) : m.payer === 'slow' ? r.int(50, 130) : r.int(60, 200);
          paidDt = addDays(bill, lag);
        }
        if (paidDt > LAST_DAY) {
          paidDt = null;
          paid = 0;
        }
        if (y === 2026 && renewing && m.payer !== 'prompt' && m.pay !== 'DD' && r.chance(m.payer === 'normal' ? 0.015 : 0.18)) {
          paidDt = null;
          paid = r.chance(0.5) ? 0 : Math.round(amt * r.pick([0.25, 0.5, 0.4]));
        }
      }
      subs.push({ m, y, cat, bill, due, amt, paid, paidDt });
      if (m.lapse !== null) break;
      // mid-year lapse
      const pMid = 0.018 + (age(m.dob, yStart) > 80 ? 0.03 : 0);
      if (r.chance(pMid)) {
        const d = r.date(m.join > yStart ? m.join : yStart, y === 2026 ? LAST_DAY : yEnd);
        if (d > m.join) {
          m.lapse = d;
          m.rsn = age(m.dob, yStart) > 75 && r.chance(0.5) ? 'DEC' : 'RES';
          break;
        }
      }
      // year-end non-renewal
      if (y <= 2025) {
        const cat2 = catAt(m, yEnd);
        const p = cat2 === 'JNR' ? 0.1 : cat2 === 'SOC' ? 0.09 : m.keen < 0.5 ? 0.1 : 0.045;
        if (r.chance(p)) {
          m.lapse = yEnd;
          m.rsn = 'NRN';
        }
      }
    }
  }
  // Proposers: a current adult playing member at the time of joining, for members who joined since 2008
  const proposerPool = members.filter((m) => m.base !== 'SOC' && r.chance(0.5));
  const favourites = r.shuffle(proposerPool.filter((m) => m.join < '2015-01-01')).slice(0, 6);
  for (const m of members) {
    if (m.join < '2008-01-01' || age(m.dob, m.join) < 18 || r.chance(0.06)) continue;
    const cands = proposerPool.filter((p) => p !== m && p.join < addDays(m.join, -365) && activeOn(p, m.join) && age(p.dob, m.join) >= 25);
    const favs = favourites.filter((p) => p.join < addDays(m.join, -365) && activeOn(p, m.join));
    if (cands.length === 0) continue;
    m.prop = favs.length > 0 && r.chance(0.18) ? r.pick(favs) : r.pick(cands);
  }

  const activeMembers = (d: string) => members.filter((m) => activeOn(m, d));
  /** The handicap index a member had on a day: today's, less the drift since. */
  const hcpAt = (m: Member, d: string): number => {
    const yrs = (Date.parse(LAST_DAY) - Date.parse(d)) / (365 * 86_400_000);
    return Math.max(-3, Math.min(54, (m.hcp as number) - m.trend * yrs));
  };

  // Tee sheet
  interface Bkg {
    crs: string;
    dt: string;
    slot: number;
    bkd: string;
    typ: 'MBR' | 'VIS' | 'SOC';
    m: Member | null;
    vis: string | null;
    n: number;
    gst: number;
    fee: number;
    sts: string;
  }
  const bkgs: Bkg[] = [];
  const SEASON = [0.45, 0.5, 0.7, 1.0, 1.3, 1.5, 1.6, 1.55, 1.2, 0.9, 0.6, 0.42];
  const priceYr = (d: string) => (year(d) === 2024 ? 0.92 : year(d) === 2025 ? 0.96 : 1);
  const visRate = (crs: string, d: string) => {
    const summer = month(d) >= 4 && month(d) <= 10;
    const we = isWeekend(d);
    const base = crs === 'HTH' ? (summer ? (we ? 85 : 70) : we ? 55 : 45) : summer ? (we ? 60 : 50) : we ? 38 : 32;
    return Math.round(base * priceYr(d));
  };
  const socRate = (crs: string, d: string) => {
    const summer = month(d) >= 4 && month(d) <= 10;
    return Math.round((crs === 'HTH' ? (summer ? 62 : 42) : summer ? 46 : 30) * priceYr(d));
  };
  const guestRate = (crs: string, d: string) => Math.round(visRate(crs, d) * 0.5);
  const visitorName = () => {
    const sex = r.chance(0.2) ? 'F' : 'M';
    return `${r.pick(sex === 'F' ? FIRST_F : FIRST_M)} ${r.pick(LAST)}`;
  };
  for (let d = LOG_START; d <= BOOK_UNTIL; d = addDays(d, 1)) {
    const mo = month(d);
    const we = isWeekend(d);
    const summer = mo >= 4 && mo <= 10;
    const nSlots = summer ? 72 : 45; // 8-minute intervals from the first tee time
    const firstMin = summer ? 7 * 60 : 8 * 60;
    const usedSlots = new Set<string>();
    let n = r.poisson(2.35 * SEASON[mo - 1]! * (we ? 1.55 : 1));
    if (d === '2025-12-25' || d === '2024-12-25') n = 0;
    const pool = activeMembers(d).filter((m) => m.keen > 0 && m.hcp !== null && !(we && catAt(m, d) === 'FIVE'));
    for (let i = 0; i < n; i++) {
      let typ = r.weighted(
        we
          ? ([['MBR', 80], ['VIS', 17], ['SOC', 3]] as const)
          : ([['MBR', 63], ['VIS', 24], ['SOC', 13]] as const),
      ) as 'MBR' | 'VIS' | 'SOC';
      if (typ === 'SOC' && (mo < 3 || mo > 10)) typ = 'VIS';
      const crs = typ === 'SOC' ? (r.chance(0.55) ? 'HTH' : 'WDL') : r.chance(summer ? 0.6 : 0.45) ? 'HTH' : 'WDL';
      let slot = 0;
      for (let k = 0; k < 20; k++) {
        slot = typ === 'SOC' ? r.int(0, 12) : r.int(0, nSlots - 1);
        if (!usedSlots.has(`${crs}${slot}`)) break;
      }
      usedSlots.add(`${crs}${slot}`);
      let m: Member | null = null;
      let vis: string | null = null;
      let np: number;
      let gst: number;
      let bkd: string;
      let rate: number;
      if (typ === 'MBR') {
        m = r.weighted(pool.map((p) => [p, p.keen] as const));
        np = r.weighted([[1, 12], [2, 30], [3, 20], [4, 38]] as const);
        gst = np >= 2 && r.chance(0.24) ? r.int(1, Math.min(2, np - 1)) : 0;
        bkd = addDays(d, -r.weighted([[0, 10], [1, 20], [2, 18], [3, 14], [5, 12], [7, 14], [10, 7], [14, 5]] as const));
        rate = guestRate(crs, d);
      } else if (typ === 'VIS') {
        vis = visitorName();
        np = r.weighted([[1, 10], [2, 40], [3, 15], [4, 35]] as const);
        gst = np;
        bkd = addDays(d, -r.int(0, 35));
        rate = visRate(crs, d);
      } else {
        vis = r.pick(SOCIETIES);
        np = r.int(3, 9) * 4 - (r.chance(0.3) ? r.int(1, 3) : 0);
        gst = np;
        bkd = addDays(d, -r.int(30, 200));
        rate = socRate(crs, d);
      }
      if (bkd > LAST_DAY) continue;
      let sts: string;
      const x = r.next();
      const cxl = summer ? 0.06 : 0.13;
      const ns = typ === 'MBR' ? 0.035 : typ === 'VIS' ? 0.022 : 0.01;
      if (x < cxl) sts = 'CXL';
      else if (d > LAST_DAY) sts = 'BKD';
      else if (x < cxl + ns) sts = 'NS';
      else sts = 'PLY';
      let fee = gst * rate;
      if (sts === 'CXL' || (typ === 'MBR' && (sts === 'NS' || sts === 'BKD'))) fee = 0;
      bkgs.push({ crs, dt: d, slot: firstMin + slot * 8, bkd, typ, m, vis, n: np, gst, fee, sts });
    }
  }
  bkgs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.slot - b.slot || (a.crs < b.crs ? -1 : 1)));
  const hhmm = (mins: number) => `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}`;

  // Competitions
  interface Comp {
    id: number;
    cd: string;
    nm: string;
    dt: string;
    crs: string;
    fmt: 'MED' | 'STB';
    elig: 'OPEN' | 'SNR' | 'LDY' | 'JNR';
    qual: string;
    fee: number;
    size: [number, number];
    winner: Member | null;
  }
  const comps: Comp[] = [];
  const addComp = (nm: string, dt: string, crs: string, fmt: 'MED' | 'STB', elig: Comp['elig'], qual: string, fee: number, size: [number, number]) =>
    comps.push({ id: 0, cd: '', nm, dt, crs, fmt, elig, qual, fee, size, winner: null });
  for (let y = 2024; y <= 2026; y++) {
    for (let mo = 1; mo <= 12; mo++) {
      const winter = mo <= 2 || mo >= 11;
      const medalSize: [number, number] = winter ? [18, 28] : [28, 42];
      addComp(`${MONTHS[mo - 1]} Medal`, nthWeekday(y, mo, 6, 1), winter ? 'WDL' : 'HTH', 'MED', 'OPEN', 'Y', 5, medalSize);
      if (mo >= 3 && mo <= 10) addComp(`${MONTHS[mo - 1]} Stableford`, nthWeekday(y, mo, 3, 3), 'WDL', 'STB', 'OPEN', 'Y', 5, [22, 36]);
      if (mo >= 4 && mo <= 9) {
        addComp(`Seniors Stableford - ${MONTHS[mo - 1]}`, nthWeekday(y, mo, 2, 2), 'WDL', 'STB', 'SNR', 'Y', 3, [12, 22]);
        addComp(`Ladies Medal - ${MONTHS[mo - 1]}`, nthWeekday(y, mo, 4, 2), 'HTH', 'MED', 'LDY', 'Y', 3, [8, 15]);
      }
      if (mo === 6) addComp("Captain's Day", nthWeekday(y, mo, 6, 3), 'HTH', 'STB', 'OPEN', 'N', 15, [56, 68]);
      if (mo === 7) addComp('Club Championship', nthWeekday(y, mo, 6, 2), 'HTH', 'MED', 'OPEN', 'Y', 10, [34, 44]);
      if (mo === 8) addComp('Junior Open', nthWeekday(y, mo, 3, 2), 'WDL', 'STB', 'JNR', 'N', 2, [9, 16]);
      if (mo === 12) addComp('Christmas Turkey Trot', nthWeekday(y, mo, 0, 2), 'WDL', 'STB', 'OPEN', 'N', 8, [40, 52]);
    }
  }
  comps.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));
  const perYear: Record<number, number> = {};
  comps.forEach((c, i) => {
    c.id = i + 1;
    const y = year(c.dt);
    perYear[y] = (perYear[y] ?? 0) + 1;
    c.cd = `C${String(y).slice(2)}-${pad(perYear[y]!, 2)}`;
  });
  interface Ent {
    c: Comp;
    m: Member;
    hcp: number;
    gross: number | null;
    net: number | null;
    pts: number | null;
    sts: string;
  }
  const ents: Ent[] = [];
  for (const c of comps) {
    if (c.nm === 'December Medal' && c.dt > LAST_DAY) continue; // sign-up sheet not yet open
    const we = isWeekend(c.dt);
    const future = c.dt > LAST_DAY;
    const pool = activeMembers(future ? LAST_DAY : c.dt).filter((m) => {
      if (m.keen === 0 || m.hcp === null) return false;
      const cat = catAt(m, c.dt);
      if (we && cat === 'FIVE') return false;
      if (c.elig === 'SNR') return cat === 'SNR';
      if (c.elig === 'LDY') return m.sex === 'F' && cat !== 'JNR';
      if (c.elig === 'JNR') return cat === 'JNR';
      return true;
    });
    const size = Math.min(pool.length, future ? r.int(22, 30) : r.int(c.size[0], c.size[1]));
    const chosen: Member[] = [];
    const left = [...pool];
    for (let i = 0; i < size; i++) {
      const p = r.weighted(left.map((m) => [m, m.keen + 0.3] as const));
      chosen.push(p);
      left.splice(left.indexOf(p), 1);
    }
    const par = c.crs === 'HTH' ? 72 : 70;
    const rows: Ent[] = [];
    for (const m of chosen) {
      const h = Math.round(hcpAt(m, c.dt) * (c.crs === 'HTH' ? 1.06 : 0.96));
      const e: Ent = { c, m, hcp: h, gross: null, net: null, pts: null, sts: 'RET' };
      if (future) e.sts = 'ENT';
      else {
        e.sts = r.weighted([['RET', 90], ['NR', 5], ['DQ', 1.5], ['WD', 3.5]] as const);
        if (e.sts === 'RET') {
          const over = Math.round(3 + 3.2 * normal(r) + (h > 28 ? 1.5 : 0));
          if (c.fmt === 'MED') {
            e.gross = par + h + Math.max(-6, over);
            e.net = e.gross - h;
          } else e.pts = Math.max(14, Math.min(46, 36 - over));
        }
      }
      rows.push(e);
    }
    if (!future) {
      const ret = rows.filter((e) => e.sts === 'RET');
      const key = (e: Ent) => (c.fmt === 'STB' ? -(e.pts as number) : c.nm === 'Club Championship' ? (e.gross as number) : (e.net as number));
      ret.sort((a, b) => key(a) - key(b));
      // ties for first place are decided on countback; keep the winner clear from the scores
      for (let i = 1; i < ret.length && key(ret[i]!) === key(ret[0]!); i++) {
        const e = ret[i]!;
        if (c.fmt === 'STB') e.pts = (e.pts as number) - 1;
        else {
          e.gross = (e.gross as number) + 1;
          e.net = (e.net as number) + 1;
        }
      }
      c.winner = ret[0]?.m ?? null;
    }
    ents.push(...r.shuffle(rows));
  }

  // Pro shop
  interface Sale {
    dt: string;
    rcpt: number;
    m: Member | null;
    p: (typeof PRODUCTS)[number];
    qty: number;
    unit: number;
    amt: number;
    pay: string;
  }
  const sales: Sale[] = [];
  const SHOP_SEASON = [0.6, 0.6, 0.9, 1.3, 1.3, 1.3, 1.3, 1.2, 1.0, 0.8, 0.7, 1.4];
  let rcpt = 200000;
  for (let d = LOG_START; d <= LAST_DAY; d = addDays(d, 1)) {
    if (d.slice(5) === '12-25') continue;
    const mo = month(d);
    const n = r.poisson(1.05 * SHOP_SEASON[mo - 1]! * (isWeekend(d) ? 1.5 : 1));
    const pool = activeMembers(d);
    for (let i = 0; i < n; i++) {
      const m = r.chance(mo >= 4 && mo <= 9 ? 0.56 : 0.72) ? r.weighted(pool.map((p) => [p, p.shop] as const)) : null;
      rcpt++;
      const lines = r.weighted([[1, 60], [2, 28], [3, 12]] as const);
      const picked = new Set<string>();
      for (let l = 0; l < lines; l++) {
        const p = r.weighted(PRODUCTS.map((x) => [x, x[3] * (mo === 12 && (x[0] === 'APRL' || x[0] === 'SHOE') ? 2 : 1)] as const));
        if (picked.has(p[1])) continue;
        picked.add(p[1]);
        const qty = r.weighted([[1, 70], [2, 22], [3, 8]] as const);
        const q = Math.min(qty, p[4]);
        const unit = Math.round(p[2] * (year(d) === 2024 ? 0.94 : year(d) === 2025 ? 0.97 : 1));
        const amt = round2(q * unit * (m ? 0.9 : 1));
        const pay = m ? r.weighted([['ACC', 55], ['CARD', 40], ['CASH', 5]] as const) : r.weighted([['CARD', 86], ['CASH', 14]] as const);
        sales.push({ dt: d, rcpt, m, p, qty: q, unit, amt, pay });
      }
    }
  }

  // Bar tabs
  interface Tab {
    dt: string;
    m: Member;
    outlet: string;
    amt: number;
    void: boolean;
    stl: string | null;
  }
  const tabs: Tab[] = [];
  const BAR_SEASON = [0.8, 0.8, 0.9, 1.0, 1.15, 1.25, 1.3, 1.25, 1.05, 0.95, 0.85, 1.6];
  const stuck = r.shuffle(members.filter((m) => m.lapse === null && m.bar > 4)).slice(0, 6);
  const stuckFrom = new Map<Member, string>(stuck.map((m) => [m, r.date('2026-03-01', '2026-08-31')]));
  for (let d = LOG_START; d <= LAST_DAY; d = addDays(d, 1)) {
    if (d.slice(5) === '12-25') continue;
    const mo = month(d);
    const n = r.poisson(2.3 * BAR_SEASON[mo - 1]! * (isWeekend(d) ? 1.5 : 1) * (dayOfWeek(d) === 1 ? 0.5 : 1));
    const pool = activeMembers(d).filter((m) => age(m.dob, d) >= 18);
    for (let i = 0; i < n; i++) {
      const m = r.weighted(pool.map((p) => [p, p.bar] as const));
      let outlet = r.weighted([['BAR', 60], ['RST', 30], ['HWH', 10]] as const) as string;
      if (outlet === 'HWH' && (mo < 4 || mo > 10 || m.keen === 0)) outlet = 'BAR';
      const amt =
        outlet === 'BAR'
          ? round2(Math.exp(r.float(2.3, 4.6, 3)))
          : outlet === 'RST'
            ? round2(Math.exp(r.float(3.4, 5.4, 3)) * (mo === 12 ? 1.4 : 1))
            : round2(r.float(4.5, 26));
      const isVoid = r.chance(0.015);
      let stl: string | null = null;
      if (!isVoid) {
        const nextMo = `${year(d) + (mo === 12 ? 1 : 0)}-${pad(mo === 12 ? 1 : mo + 1, 2)}-01`;
        const lag = m.payer === 'prompt' ? r.int(1, 10) : m.payer === 'normal' ? r.int(5, 28) : m.payer === 'slow' ? r.int(20, 60) : r.int(30, 110);
        stl = addDays(nextMo, lag);
        if (m.lapse !== null && stl > m.lapse && m.rsn === 'NPY') stl = null;
        const sf = stuckFrom.get(m);
        if (sf !== undefined && d >= sf) stl = null;
        if (stl !== null && stl > LAST_DAY) stl = null;
      }
      tabs.push({ dt: d, m, outlet, amt, void: isVoid, stl });
    }
  }

  return [
    'CREATE SCHEMA gcl;',
    `CREATE TABLE gcl.mbr (mbr_id integer PRIMARY KEY, mbr_no varchar(8) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL,
      sex_cd char(1) NOT NULL, dob date NOT NULL, cat_cd varchar(4) NOT NULL, join_dt date NOT NULL, lapse_dt date, lapse_rsn varchar(3),
      hcp_idx numeric(3,1), prop_mbr_id integer REFERENCES gcl.mbr (mbr_id));`,
    `CREATE TABLE gcl.subs (sub_id integer PRIMARY KEY, mbr_id integer NOT NULL REFERENCES gcl.mbr (mbr_id), sub_yr smallint NOT NULL,
      cat_cd varchar(4) NOT NULL, bill_dt date NOT NULL, due_dt date NOT NULL, amt_due_gbp numeric(8,2) NOT NULL, amt_paid_gbp numeric(8,2) NOT NULL,
      paid_dt date, pay_mthd varchar(4) NOT NULL, UNIQUE (mbr_id, sub_yr));`,
    `CREATE TABLE gcl.tee_bkg (bkg_id integer PRIMARY KEY, bkg_ref varchar(8) NOT NULL UNIQUE, crs_cd varchar(3) NOT NULL, tee_dt date NOT NULL,
      tee_tm time NOT NULL, bkd_dt date NOT NULL, bkg_typ varchar(3) NOT NULL, mbr_id integer REFERENCES gcl.mbr (mbr_id), vis_nm text,
      n_plyrs smallint NOT NULL, n_gst smallint NOT NULL, grn_fee_gbp numeric(8,2) NOT NULL, stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE gcl.comp (comp_id integer PRIMARY KEY, comp_cd varchar(6) NOT NULL UNIQUE, comp_nm text NOT NULL, comp_dt date NOT NULL,
      crs_cd varchar(3) NOT NULL, fmt_cd varchar(3) NOT NULL, elig_cd varchar(4) NOT NULL, qual_yn char(1) NOT NULL, ent_fee_gbp numeric(6,2) NOT NULL,
      winner_mbr_id integer REFERENCES gcl.mbr (mbr_id));`,
    `CREATE TABLE gcl.comp_ent (ent_id integer PRIMARY KEY, comp_id integer NOT NULL REFERENCES gcl.comp (comp_id),
      mbr_id integer NOT NULL REFERENCES gcl.mbr (mbr_id), plyg_hcp smallint NOT NULL, gross_scr smallint, net_scr smallint, stb_pts smallint,
      ent_stat varchar(3) NOT NULL, UNIQUE (comp_id, mbr_id));`,
    `CREATE TABLE gcl.shop_sale (sale_id integer PRIMARY KEY, rcpt_no varchar(8) NOT NULL, sale_dt date NOT NULL, mbr_id integer REFERENCES gcl.mbr (mbr_id),
      prod_cat varchar(4) NOT NULL, item_nm text NOT NULL, qty smallint NOT NULL, unit_prc_gbp numeric(8,2) NOT NULL, amt_gbp numeric(8,2) NOT NULL,
      pay_cd varchar(4) NOT NULL);`,
    `CREATE TABLE gcl.bar_tab (tab_id integer PRIMARY KEY, tab_no varchar(8) NOT NULL UNIQUE, mbr_id integer NOT NULL REFERENCES gcl.mbr (mbr_id),
      tab_dt date NOT NULL, outlet_cd varchar(3) NOT NULL, amt_gbp numeric(8,2) NOT NULL, void_yn char(1) NOT NULL, stl_dt date);`,
    insertRows(
      'gcl.mbr',
      ['mbr_id', 'mbr_no', 'first_nm', 'last_nm', 'sex_cd', 'dob', 'cat_cd', 'join_dt', 'lapse_dt', 'lapse_rsn', 'hcp_idx', 'prop_mbr_id'],
      members.map((m) => [
        m.id,
        m.no,
        m.first,
        m.last,
        m.sex,
        m.dob,
        catAt(m, m.lapse ?? LAST_DAY),
        m.join,
        m.lapse,
        m.rsn,
        m.hcp,
        m.prop ? m.prop.id : null,
      ]),
    ),
    insertRows(
      'gcl.subs',
      ['sub_id', 'mbr_id', 'sub_yr', 'cat_cd', 'bill_dt', 'due_dt', 'amt_due_gbp', 'amt_paid_gbp', 'paid_dt', 'pay_mthd'],
      [...subs]
        .sort((a, b) => a.y - b.y || a.m.id - b.m.id)
        .map((s, i) => [i + 1, s.m.id, s.y, s.cat, s.bill, s.due, s.amt, s.paid, s.paidDt, s.m.pay]),
    ),
    insertRows(
      'gcl.tee_bkg',
      ['bkg_id', 'bkg_ref', 'crs_cd', 'tee_dt', 'tee_tm', 'bkd_dt', 'bkg_typ', 'mbr_id', 'vis_nm', 'n_plyrs', 'n_gst', 'grn_fee_gbp', 'stat_cd'],
      bkgs.map((b, i) => [i + 1, `TB${100001 + i}`, b.crs, b.dt, hhmm(b.slot), b.bkd, b.typ, b.m ? b.m.id : null, b.vis, b.n, b.gst, b.fee, b.sts]),
    ),
    insertRows(
      'gcl.comp',
      ['comp_id', 'comp_cd', 'comp_nm', 'comp_dt', 'crs_cd', 'fmt_cd', 'elig_cd', 'qual_yn', 'ent_fee_gbp', 'winner_mbr_id'],
      comps.map((c) => [c.id, c.cd, c.nm, c.dt, c.crs, c.fmt, c.elig, c.qual, c.fee, c.winner ? c.winner.id : null]),
    ),
    insertRows(
      'gcl.comp_ent',
      ['ent_id', 'comp_id', 'mbr_id', 'plyg_hcp', 'gross_scr', 'net_scr', 'stb_pts', 'ent_stat'],
      ents.map((e, i) => [i + 1, e.c.id, e.m.id, e.hcp, e.gross, e.net, e.pts, e.sts]),
    ),
    insertRows(
      'gcl.shop_sale',
      ['sale_id', 'rcpt_no', 'sale_dt', 'mbr_id', 'prod_cat', 'item_nm', 'qty', 'unit_prc_gbp', 'amt_gbp', 'pay_cd'],
      sales.map((s, i) => [i + 1, `PS${s.rcpt}`, s.dt, s.m ? s.m.id : null, s.p[0], s.p[1], s.qty, s.unit, s.amt, s.pay]),
    ),
    insertRows(
      'gcl.bar_tab',
      ['tab_id', 'tab_no', 'mbr_id', 'tab_dt', 'outlet_cd', 'amt_gbp', 'void_yn', 'stl_dt'],
      tabs.map((t, i) => [i + 1, `BT${300001 + i}`, t.m.id, t.dt, t.outlet, t.amt, t.void ? 'Y' : 'N', t.stl]),
    ),
  ].join('\n');
}
