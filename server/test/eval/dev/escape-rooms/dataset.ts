/**
 * Clue Cartel Escape Rooms Pty Ltd, a small Australian escape-room company with three venues: Fitzroy (Melbourne,
 * VIC, open since March 2019), Fortitude Valley (Brisbane, QLD, open since June 2021) and Parramatta (Sydney, NSW,
 * opened 5 April 2025). Each venue has three to five rooms ("games"); a team books a room for one session slot,
 * plays against the clock with a game master watching on camera and sending hints, and either escapes or runs out
 * of time. Companies book team-building and Christmas events (often several rooms at once, invoiced on account), and
 * the public buy gift vouchers online or at a venue.
 *
 * This is the database of the "RoomKeeper" booking package (schema `rk`) as extracted at close of business on
 * Wednesday 2026-11-25. The package went live for sessions from 2023-12-01: bookings for the first sessions were
 * taken from late October 2023 and were carried over with their payments; nothing earlier (sessions, payments,
 * voucher sales) was migrated, except the gift vouchers still unused at go-live (see `gv`). Every session up to and
 * including 2026-11-25 has its outcome recorded; sessions dated after 2026-11-25 (up to the end of February 2027)
 * are future bookings. Money is in Australian dollars, held as integer CENTS including GST (columns ending `_c`):
 * 16400 is $164.00. Nothing about costs is held (wages, rent, props, marketing spend), nor customer feedback.
 *
 * Reporting conventions used by the office: a "booking" is one row of `bkg` (one room, one session slot) that is not
 * deleted (`del_flg` = 0); a "game" or "session played" is a booking with `stat_cd` 'P'. Booking revenue is counted
 * by SESSION date: the price (`tot_c`) of bookings played (P) or no-shows (N, no refund is given); cancelled
 * bookings (X, V) are refunded in full and earn nothing; gift voucher sales are not revenue (the money is held
 * until the voucher is spent on a booking). "Players" are the team sizes (`pax`) of sessions played.
 *
 * - `ven`: venues, keyed by `ven_cd` (FTZ Fitzroy, FVY Fortitude Valley, PRM Parramatta). `ven_nm` the venue name;
 *   `addr` street address; `sbrb` suburb; `st_cd` the state (VIC, QLD, NSW); `pcode` postcode; `opn_dt` the day the
 *   venue opened to the public; `cls_dt` the day it closed for good, NULL while trading.
 *
 * - `gm_rm`: rooms (games), keyed by `rm_id`. `ven_cd` the venue (`ven.ven_cd`, not declared as a foreign key);
 *   `rm_nm` the game's name; `thm_txt` the theme (words: 'Heist', 'Horror', 'Adventure', 'Mystery', 'Sci-fi');
 *   `dif_lvl` difficulty 1 to 5 (1 Beginner, 2 Easy, 3 Medium, 4 Hard, 5 Expert, see `lkp_cd` group DIFF);
 *   `tlim_min` the time limit in minutes; `pl_min` / `pl_max` the smallest and largest team allowed; `live_dt` the
 *   day the room first took bookings; `ret_dt` the day it was retired (last day it ran), NULL while still running.
 *   Submarine K-19 at Fitzroy was retired in June 2025 and replaced by Lab Rats in August 2025.
 *
 * - `stf`: staff, keyed by `stf_id`. `fst_nm`, `lst_nm` the name; `hm_ven` the home venue (`ven.ven_cd`);
 *   `rl_cd` the role: VM venue manager, SGM senior game master, GM game master (all three run sessions);
 *   `emp_typ` F full-time, P part-time, C casual; `st_dt` the first day of employment; `end_dt` the last day, NULL
 *   for staff still employed.
 *
 * - `corp_ac`: corporate accounts (companies that book team events on account), keyed by `corp_id`. `corp_nm` the
 *   company name; `abn` the Australian Business Number; `ind_txt` the industry (words); `cntct_nm`, `cntct_eml` the
 *   booking contact; `pay_trm` invoice payment terms in days; `opn_dt` the day the account was set up.
 *
 * - `promo`: promotion codes, keyed by `promo_cd`. `promo_desc` what it is; `disc_pct` the discount as a percentage
 *   of the list price; `vld_fr` / `vld_to` the first and last booking dates the code is accepted, `vld_to` NULL for
 *   a code with no end; `ven_cd` the only venue it is valid at, NULL for all venues. MIDWEEK20 is only accepted for
 *   Monday to Thursday sessions.
 *
 * - `lkp_cd`: lookup of the package's codes, keyed by (`lk_grp`, `lk_cd`), with `lk_desc` the meaning. Groups: BKST
 *   booking status, DIFF difficulty, JNTY journal entry type, PMTH payment method, ROLE staff role, EMPT employment
 *   type.
 *
 * - `bkg`: bookings, one row per room per session slot, keyed by `bkg_no` (numbered in the order they were made).
 *   `rm_id` the room (`gm_rm.rm_id`); `ses_dt` the session date; `ses_tm` the session start time (local time);
 *   `bkd_dt` the day the booking was made; `cust_nm` the lead booker; `cust_eml` the lead booker's email (the
 *   same email across bookings is the same customer); `pax` the team size booked; `stat_cd` the status: C confirmed
 *   (a future session), P played, N no-show (team did not turn up, price kept), X cancelled by the customer (at least
 *   two days ahead; refunded in full), V cancelled by the venue (e.g. room fault, staff sick; refunded in full);
 *   `chnl` how it was booked (words: 'Online' our website, 'Phone', 'Email', 'Walk-in' booked at the counter for a
 *   slot that day, 'Marketplace' an experiences website that takes the payment and pays us); `corp_id` the
 *   corporate account for a corporate booking (`corp_ac.corp_id`), NULL for the public; `evt_no` for corporate
 *   bookings the event number: the rooms booked together for one company event share an `evt_no` (one event may use
 *   one to four rooms); `promo_cd` the promotion code used (`promo.promo_cd`), NULL none; `lst_amt_c` the list
 *   price (team size x the per-player rate for that team size; rates rise each 1 July); `disc_c` the promotion
 *   discount; `tot_c` the price charged (`lst_amt_c` - `disc_c`), however it was paid (card, gift voucher, on
 *   account); `gm_stf` the staff member who ran the session (`stf.stf_id`), set for played sessions only;
 *   `esc_yn` Y the team escaped within the time limit, N it did not, NULL when not played; `esc_sec` the time the
 *   team took to escape, in SECONDS, set only when `esc_yn` = 'Y'; `hint_ct` the hints the game master gave,
 *   set for played sessions only; `cx_dt` the day the booking was cancelled (X and V only); `del_flg` 1 the row was
 *   deleted (test bookings and duplicates keyed in error; kept for audit and to be ignored everywhere), 0 live.
 *
 * - `gv`: gift vouchers, keyed by `gv_no`. `iss_dt` the day it was sold; `face_c` the value it was sold for;
 *   `bal_c` the value still unspent; `exp_dt` the expiry date (three years after sale, as Australian law requires);
 *   `buyer_nm` the purchaser; `sold_via` WEB sold on our website, or the venue code where it was sold at the
 *   counter; `gv_stat` (words) 'Active' balance left and not expired, 'Redeemed' fully spent, 'Expired' expired
 *   with a balance left. A voucher can be spent over more than one booking. Vouchers sold before go-live and
 *   still unused then were migrated (with `iss_dt` before 2023-12-01) but their sales are not in `fin_jnl`.
 *
 * - `fin_jnl`: the money journal, one row per money movement, keyed by `jnl_id`. `jnl_dt` the day; `jnl_typ` the
 *   kind of entry: PMT a payment for a booking (card online or on the phone at booking, cash or card at the counter
 *   for walk-ins, or the marketplace's payment), GVR a gift voucher redemption (voucher value spent on a booking),
 *   INV a corporate invoice for a booking (raised on the session date, on account), RFD a refund of a cancelled
 *   booking, GVS a gift voucher sale; `ven_cd` the venue (`ven.ven_cd`), NULL for vouchers sold online; `bkg_no`
 *   the booking (PMT, GVR, INV, RFD); `gv_no` the voucher (GVS, GVR); `corp_id` the corporate account (INV);
 *   `amt_c` the amount in cents, always positive (the type gives the direction); `pmt_mthd` CARD, CASH, MKT paid
 *   through the marketplace, GV gift voucher, ACC on account (invoice); `ref_txt` a reference (invoice number,
 *   marketplace order, card last four digits); `void_yn` Y the entry was voided (a duplicate or error; ignore it),
 *   N live. The live PMT, GVR and INV entries of a live booking add up to its `tot_c` (a corporate booking for a
 *   future session has no invoice yet); a cancelled booking's payment is given back by an RFD entry.
 */
import { addDays, addMonths, daysBetween, dayOfWeek, insertRows, pad, seededRandom, uniqueNames } from '../../seeded-random';

const GO_LIVE = '2023-12-01';
const TODAY = '2026-11-25';
const HORIZON = '2027-02-28';

interface Ven {
  cd: string;
  nm: string;
  addr: string;
  sbrb: string;
  st: string;
  pcode: string;
  opn: string;
  pop: number;
}
const VENS: Ven[] = [
  { cd: 'FTZ', nm: 'Fitzroy', addr: '214 Brunswick St', sbrb: 'Fitzroy', st: 'VIC', pcode: '3065', opn: '2019-03-02', pop: 1.15 },
  { cd: 'FVY', nm: 'Fortitude Valley', addr: '58 Ann St', sbrb: 'Fortitude Valley', st: 'QLD', pcode: '4006', opn: '2021-06-12', pop: 0.95 },
  { cd: 'PRM', nm: 'Parramatta', addr: '3/120 Church St', sbrb: 'Parramatta', st: 'NSW', pcode: '2150', opn: '2025-04-05', pop: 1.0 },
];
const venOf = (cd: string) => VENS.find((v) => v.cd === cd) as Ven;

interface Room {
  id: number;
  ven: string;
  nm: string;
  thm: string;
  dif: number;
  tlim: number;
  min: number;
  max: number;
  live: string;
  ret: string | null;
  pop: number;
  escAdj: number;
}
const ROOMS: Room[] = [
  { id: 1, ven: 'FTZ', nm: 'The Vault', thm: 'Heist', dif: 3, tlim: 60, min: 2, max: 6, live: '2019-03-02', ret: null, pop: 1.25, escAdj: 0.04 },
  { id: 2, ven: 'FTZ', nm: 'Asylum 13', thm: 'Horror', dif: 4, tlim: 60, min: 2, max: 6, live: '2019-03-02', ret: null, pop: 1.05, escAdj: -0.03 },
  { id: 3, ven: 'FTZ', nm: "Pharaoh's Tomb", thm: 'Adventure', dif: 2, tlim: 60, min: 2, max: 7, live: '2019-03-02', ret: null, pop: 0.95, escAdj: 0.02 },
  { id: 4, ven: 'FTZ', nm: 'Murder at Mayfair Manor', thm: 'Mystery', dif: 3, tlim: 75, min: 3, max: 8, live: '2020-02-14', ret: null, pop: 0.85, escAdj: -0.06 },
  { id: 5, ven: 'FTZ', nm: 'Submarine K-19', thm: 'Sci-fi', dif: 4, tlim: 60, min: 2, max: 6, live: '2019-03-02', ret: '2025-06-29', pop: 0.55, escAdj: 0.03 },
  { id: 6, ven: 'FVY', nm: 'Cursed Cabin', thm: 'Horror', dif: 3, tlim: 60, min: 2, max: 6, live: '2021-06-12', ret: null, pop: 1.15, escAdj: 0.0 },
  { id: 7, ven: 'FVY', nm: 'Space Station Zeta', thm: 'Sci-fi', dif: 4, tlim: 60, min: 2, max: 6, live: '2021-06-12', ret: null, pop: 0.8, escAdj: -0.08 },
  { id: 8, ven: 'FVY', nm: 'The Lost Temple', thm: 'Adventure', dif: 2, tlim: 60, min: 2, max: 7, live: '2021-06-12', ret: null, pop: 1.0, escAdj: 0.05 },
  { id: 9, ven: 'FVY', nm: 'Prison Break', thm: 'Heist', dif: 3, tlim: 60, min: 2, max: 6, live: '2022-03-01', ret: null, pop: 1.05, escAdj: 0.07 },
  { id: 10, ven: 'PRM', nm: "Da Vinci's Workshop", thm: 'Mystery', dif: 4, tlim: 75, min: 3, max: 8, live: '2025-04-05', ret: null, pop: 0.95, escAdj: 0.02 },
  { id: 11, ven: 'PRM', nm: 'Zombie Outbreak', thm: 'Horror', dif: 3, tlim: 60, min: 2, max: 6, live: '2025-04-05', ret: null, pop: 1.2, escAdj: -0.04 },
  { id: 12, ven: 'PRM', nm: 'Pirate Cove (Kids)', thm: 'Adventure', dif: 1, tlim: 45, min: 2, max: 8, live: '2025-04-05', ret: null, pop: 0.7, escAdj: 0.0 },
  { id: 13, ven: 'FTZ', nm: 'Lab Rats', thm: 'Sci-fi', dif: 5, tlim: 60, min: 2, max: 5, live: '2025-08-15', ret: null, pop: 0.9, escAdj: 0.0 },
];
const runs = (rm: Room, d: string) => rm.live <= d && (rm.ret === null || d <= rm.ret);

// approximate school holidays (all three states)
const SCHOOL_HOL: [string, string][] = [
  ['2023-12-16', '2024-01-28'], ['2024-04-06', '2024-04-21'], ['2024-06-29', '2024-07-14'], ['2024-09-21', '2024-10-06'],
  ['2024-12-20', '2025-01-27'], ['2025-04-05', '2025-04-21'], ['2025-06-28', '2025-07-13'], ['2025-09-20', '2025-10-06'],
  ['2025-12-19', '2026-01-27'], ['2026-04-03', '2026-04-19'], ['2026-06-27', '2026-07-12'], ['2026-09-19', '2026-10-05'],
  ['2026-12-18', '2027-01-27'],
];
const isHol = (d: string) => SCHOOL_HOL.some(([a, b]) => a <= d && d <= b);
const PUBLIC_HOL = ['2023-12-25', '2024-12-25', '2025-12-25', '2026-12-25'];

const MONTH_F = [0, 1.2, 0.72, 0.82, 1.05, 0.82, 0.9, 1.12, 0.85, 0.95, 1.02, 0.98, 1.25];
const DOW_F = [0.85, 0.42, 0.45, 0.5, 0.6, 0.9, 1.0];

const slotsFor = (rm: Room, d: string): string[] => {
  const w = dayOfWeek(d);
  const weekend = w === 0 || w === 6;
  const hol = isHol(d);
  if (rm.tlim === 45) {
    if (weekend) return ['09:30', '10:30', '11:30', '13:00', '14:00', '15:00'];
    return hol ? ['10:30', '13:00', '15:00'] : [];
  }
  if (rm.tlim === 75) {
    if (weekend) return ['10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];
    if (w === 5) return ['16:00', '18:00', '20:00'];
    return hol ? ['14:00', '18:00', '20:00'] : ['18:00', '20:00'];
  }
  if (weekend) return ['10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30'];
  if (w === 5) return ['16:00', '17:30', '19:00', '20:30'];
  return hol ? ['13:00', '14:30', '17:30', '19:00', '20:30'] : ['17:30', '19:00', '20:30'];
};
const SLOT_F: Record<string, number> = {
  '09:30': 0.8, '10:00': 0.7, '10:30': 1.0, '11:30': 0.9, '12:00': 0.9, '13:00': 1.0, '14:00': 1.0, '14:30': 1.0, '15:00': 0.8,
  '16:00': 0.95, '17:30': 0.9, '18:00': 1.0, '19:00': 1.1, '20:00': 0.9, '20:30': 0.75,
};

const ratePP = (rm: Room, pax: number, d: string) => {
  let base = rm.tlim === 45 ? 2900 : rm.tlim === 75 ? 4400 : 3900;
  if (rm.ven === 'FVY') base -= 200;
  base += d < '2024-07-01' ? 0 : d < '2025-07-01' ? 200 : d < '2026-07-01' ? 400 : 600;
  const adj = pax <= 2 ? 1000 : pax === 3 ? 500 : pax === 4 ? 0 : pax === 5 ? -200 : pax === 6 ? -400 : pax === 7 ? -500 : -600;
  return base + adj;
};

interface Promo {
  cd: string;
  desc: string;
  pct: number;
  fr: string;
  to: string | null;
  ven: string | null;
  w: number;
}
const PROMOS: Promo[] = [
  { cd: 'WELCOME10', desc: 'Newsletter sign-up 10% off', pct: 10, fr: '2023-10-01', to: null, ven: null, w: 3 },
  { cd: 'MIDWEEK20', desc: '20% off Monday to Thursday sessions', pct: 20, fr: '2024-02-01', to: null, ven: null, w: 4 },
  { cd: 'STUDENT15', desc: 'Students 15% off (ID shown on arrival)', pct: 15, fr: '2024-03-01', to: null, ven: null, w: 2.2 },
  { cd: 'EOFY24', desc: 'End of financial year sale 2024', pct: 25, fr: '2024-06-01', to: '2024-06-30', ven: null, w: 9 },
  { cd: 'EOFY25', desc: 'End of financial year sale 2025', pct: 25, fr: '2025-06-01', to: '2025-06-30', ven: null, w: 9 },
  { cd: 'EOFY26', desc: 'End of financial year sale 2026', pct: 20, fr: '2026-06-01', to: '2026-06-30', ven: null, w: 9 },
  { cd: 'PARRAOPEN', desc: 'Parramatta opening offer 30% off', pct: 30, fr: '2025-03-15', to: '2025-05-31', ven: 'PRM', w: 14 },
  { cd: 'TEACHERS25', desc: "World Teachers' Day 2025", pct: 15, fr: '2025-10-01', to: '2025-10-31', ven: null, w: 6 },
  { cd: 'BLKFRI24', desc: 'Black Friday week 2024', pct: 30, fr: '2024-11-25', to: '2024-12-02', ven: null, w: 16 },
  { cd: 'BLKFRI25', desc: 'Black Friday week 2025', pct: 30, fr: '2025-11-24', to: '2025-12-01', ven: null, w: 16 },
];
const promoValid = (p: Promo, bkd: string, ses: string, ven: string) => {
  if (bkd < p.fr || (p.to !== null && bkd > p.to)) return false;
  if (p.ven !== null && p.ven !== ven) return false;
  if (p.cd === 'MIDWEEK20') {
    const w = dayOfWeek(ses);
    return w >= 1 && w <= 4;
  }
  return true;
};

const FIRST = [
  'Olivia', 'Charlotte', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Zoe', 'Ruby', 'Sophie', 'Emily', 'Hannah', 'Lily',
  'Ella', 'Matilda', 'Sienna', 'Jessica', 'Sarah', 'Emma', 'Priya', 'Mei', 'Aisha', 'Lucy', 'Georgia', 'Holly', 'Kate', 'Tegan',
  'Jack', 'Oliver', 'William', 'Noah', 'Thomas', 'James', 'Lucas', 'Henry', 'Ethan', 'Liam', 'Mason', 'Cooper', 'Lachlan',
  'Riley', 'Harrison', 'Josh', 'Daniel', 'Ben', 'Sam', 'Tom', 'Matt', 'Nick', 'Ryan', 'Luke', 'Dylan', 'Raj', 'Wei', 'Arjun',
  'Minh', 'Hamish', 'Angus', 'Callum', 'Declan', 'Kai', 'Mitchell', 'Brodie', 'Jayden', 'Zac', 'Aiden', 'Kieran', 'Tahlia',
  'Jasmine', 'Bianca', 'Maddison', 'Brooke', 'Ashleigh', 'Kayla', 'Nadia', 'Elena', 'Anh', 'Leilani', 'Freya',
];
const LAST = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson', 'Nguyen',
  'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis', 'Wright', 'Evans', 'Roberts', 'Green',
  'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James', 'Phillips', 'Mitchell', "O'Brien", 'Murphy',
  'Tran', 'Chen', 'Wang', 'Singh', 'Hughes', 'Edwards', 'Baker', 'Campbell', 'Young', 'Scott', 'Cooper', 'Morris', 'Turner',
  'Ward', 'Price', 'Bennett', 'Russell', 'Collins', 'Stewart', 'Kennedy', 'McDonald', 'Fraser', 'Doyle', 'Papadopoulos',
  'Rossi', 'Kowalski', 'Le', 'Pham', 'Sharma', 'Gallagher', 'Hayes', 'Brennan', 'Sullivan',
];
const MAIL = ['gmail.com', 'gmail.com', 'gmail.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'bigpond.com', 'yahoo.com.au', 'optusnet.com.au'];

interface Stf {
  id: number;
  f: string;
  l: string;
  ven: string;
  rl: string;
  typ: string;
  st: string;
  end: string | null;
  w: number;
  skill: number;
}
interface Corp {
  id: number;
  nm: string;
  abn: string;
  ind: string;
  cntct: string;
  eml: string;
  trm: number;
  opn: string;
  ven: string;
  rate: number;
  last: string;
}
interface Gv {
  no: string;
  iss: string;
  face: number;
  bal: number;
  exp: string;
  buyer: string;
  via: string;
  next: string | null;
}
interface Bkg {
  no: number;
  rm: Room;
  ses: string;
  tm: string;
  bkd: string;
  cust: string;
  eml: string;
  pax: number;
  stat: string;
  chnl: string;
  corp: Corp | null;
  evt: number | null;
  promo: string | null;
  lst: number;
  disc: number;
  tot: number;
  gm: Stf | null;
  esc: string | null;
  secs: number | null;
  hints: number | null;
  cx: string | null;
  del: number;
  seq: number;
}
interface Jnl {
  dt: string;
  typ: string;
  ven: string | null;
  bkg: Bkg | null;
  gv: string | null;
  corp: number | null;
  amt: number;
  mthd: string;
  ref: string | null;
  void: string;
  seq: number;
}

export function datasetSql(): string {
  const r = seededRandom(424242);
  const name = uniqueNames(r, FIRST, LAST);

  // ---------------- staff
  const stfs: Stf[] = [];
  const STAFF_PLAN: [string, string, string, string, string | null][] = [
    ['FTZ', 'VM', 'F', '2019-01-14', null],
    ['FTZ', 'SGM', 'F', '2020-05-04', null],
    ['FTZ', 'SGM', 'P', '2021-09-13', '2025-02-28'],
    ['FTZ', 'GM', 'P', '2022-11-21', null],
    ['FTZ', 'GM', 'C', '2023-02-06', '2024-07-19'],
    ['FTZ', 'GM', 'C', '2023-06-19', null],
    ['FTZ', 'GM', 'C', '2024-01-08', '2025-01-31'],
    ['FTZ', 'GM', 'C', '2024-07-22', null],
    ['FTZ', 'GM', 'P', '2025-02-17', null],
    ['FTZ', 'GM', 'C', '2025-11-03', null],
    ['FTZ', 'GM', 'C', '2026-03-09', '2026-09-04'],
    ['FVY', 'VM', 'F', '2021-04-19', '2025-08-29'],
    ['FVY', 'SGM', 'F', '2021-05-24', null],
    ['FVY', 'GM', 'P', '2022-02-07', null],
    ['FVY', 'GM', 'C', '2023-03-13', '2024-11-29'],
    ['FVY', 'GM', 'C', '2023-10-02', null],
    ['FVY', 'GM', 'C', '2024-11-18', null],
    ['FVY', 'VM', 'F', '2025-09-01', null],
    ['FVY', 'GM', 'C', '2025-12-01', null],
    ['PRM', 'VM', 'F', '2025-02-24', null],
    ['PRM', 'SGM', 'F', '2025-03-10', null],
    ['PRM', 'GM', 'C', '2025-03-17', '2025-12-19'],
    ['PRM', 'GM', 'P', '2025-03-17', null],
    ['PRM', 'GM', 'C', '2026-01-12', null],
    ['PRM', 'GM', 'C', '2026-05-04', null],
    ['PRM', 'GM', 'C', '2026-11-16', null],
  ];
  // not rostered on these days: parental leave, and a new starter still in training
  const OFF: Record<number, [string, string]> = { 114: ['2026-10-12', '2027-04-30'], 126: ['2026-11-16', '2026-12-06'] };
  STAFF_PLAN.forEach(([ven, rl, typ, st, end], k) => {
    const [f, l] = name();
    const w = (typ === 'F' ? 3 : typ === 'P' ? 2 : 1.1) * (rl === 'VM' ? 0.6 : 1) * r.float(0.8, 1.25, 3);
    stfs.push({ id: 101 + k, f, l, ven, rl, typ, st, end, w, skill: r.float(-0.06, 0.06, 3) });
  });
  const gmFor = (ven: string, d: string) => {
    const pool = stfs.filter((s) => s.ven === ven && s.st <= d && (s.end === null || d <= s.end) && !(OFF[s.id] && (OFF[s.id] as [string, string])[0] <= d && d <= (OFF[s.id] as [string, string])[1]));
    return r.weighted(pool.map((s) => [s, s.w] as const));
  };

  // ---------------- corporate accounts
  const CORPS: [string, string, string, number, number][] = [
    ['Harbourline Bank', 'Banking', 'FTZ', 2.2, 2],
    ['Yarra Digital', 'Technology', 'FTZ', 2.6, 2],
    ['Brunswick Legal Partners', 'Legal', 'FTZ', 1.0, 1],
    ['Collingwood Health Network', 'Health', 'FTZ', 1.4, 2],
    ['Southbank Consulting Group', 'Consulting', 'FTZ', 1.8, 2],
    ['Victorian Water Authority', 'Government', 'FTZ', 0.9, 1],
    ['Nimbus Software', 'Technology', 'FTZ', 1.5, 1],
    ['Kestrel Mining Services', 'Mining', 'FTZ', 0.7, 0],
    ['Greenleaf Supermarkets', 'Retail', 'FTZ', 0.8, 0],
    ['Moreton Bay Insurance', 'Insurance', 'FVY', 1.8, 2],
    ['Sunstate Energy', 'Energy', 'FVY', 1.5, 2],
    ['Riverside Accountants', 'Accounting', 'FVY', 1.1, 1],
    ['QueensPort Logistics', 'Logistics', 'FVY', 1.3, 2],
    ['Brisbane Grammar Old Boys', 'Education', 'FVY', 0.6, 0],
    ['Tropic Apps', 'Technology', 'FVY', 1.9, 2],
    ['Coral Coast Realty', 'Real estate', 'FVY', 0.8, 1],
    ['Westmead Research Institute', 'Health', 'PRM', 1.6, 2],
    ['Parra City Council', 'Government', 'PRM', 1.2, 1],
    ['Cumberland Freight', 'Logistics', 'PRM', 1.4, 2],
    ['Norwest Telco', 'Technology', 'PRM', 2.0, 2],
    ['Blacktown Credit Union', 'Banking', 'PRM', 0.9, 1],
    ['Macarthur Builders', 'Construction', 'PRM', 0.5, 0],
  ];
  const corps: Corp[] = CORPS.map(([nm, ind, ven, rate, active], k) => {
    const [f, l] = name();
    const dom = nm.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14) + '.com.au';
    const opn = ven === 'PRM' ? r.date('2025-03-01', '2025-10-31') : r.chance(0.5) ? r.date('2021-06-01', '2023-11-30') : r.date('2023-12-01', '2025-06-30');
    const abn = `${r.int(11, 99)}${pad(r.int(0, 999999999), 9)}`;
    return {
      id: 501 + k, nm, abn, ind, cntct: `${f} ${l}`, eml: `${f.toLowerCase()}.${l.toLowerCase().replace(/'/g, '')}@${dom}`, trm: r.pick([14, 30, 30, 30, 45]),
      opn, ven, rate, last: active === 0 ? r.date('2024-06-01', '2024-12-15') : active === 1 ? r.date('2025-09-01', TODAY) : HORIZON,
    };
  });

  // ---------------- customers (a pool per state)
  interface Cust {
    nm: string;
    eml: string;
    w: number;
  }
  const custPool: Record<string, Cust[]> = { FTZ: [], FVY: [], PRM: [] };
  const emls = new Set<string>();
  for (const v of VENS) {
    const n = v.cd === 'FTZ' ? 1500 : v.cd === 'FVY' ? 1250 : 700;
    for (let k = 0; k < n; k++) {
      const [f, l] = name();
      let eml = `${f.toLowerCase()}.${l.toLowerCase().replace(/'/g, '')}@${r.pick(MAIL)}`;
      if (r.chance(0.35)) eml = `${f.toLowerCase()}${l.toLowerCase().replace(/'/g, '').slice(0, 4)}${r.int(1, 99)}@${r.pick(MAIL)}`;
      if (emls.has(eml)) eml = eml.replace('@', `${r.int(100, 999)}@`);
      emls.add(eml);
      custPool[v.cd]?.push({ nm: `${f} ${l}`, eml, w: r.chance(0.1) ? 8 : r.chance(0.2) ? 2 : 1 });
    }
  }
  const custW: Record<string, (readonly [Cust, number])[]> = {};
  for (const v of VENS) custW[v.cd] = (custPool[v.cd] as Cust[]).map((c) => [c, c.w] as const);

  // ---------------- bookings
  const bkgs: Bkg[] = [];
  const taken = new Set<string>();
  let seq = 0;
  const key = (rm: Room, d: string, tm: string) => `${rm.id}|${d}|${tm}`;
  const growth = (d: string) => (d < '2025-01-01' ? 0.92 : d < '2026-01-01' ? 1.0 : 1.07);
  const maturity = (v: Ven, d: string) => {
    if (v.cd !== 'PRM') return 1;
    const m = daysBetween(v.opn, d);
    return m < 30 ? 1.15 : m < 120 ? 0.6 + (m / 120) * 0.3 : 0.95;
  };
  const paxFor = (rm: Room) => {
    const opts: (readonly [number, number])[] = [];
    for (let p = rm.min; p <= rm.max; p++) {
      const w = rm.tlim === 45 ? [0, 0, 2, 3, 4, 4, 3, 2, 1][p] : [0, 0, 3.2, 3.6, 4.4, 2.6, 1.6, 0.6, 0.4][p];
      opts.push([p, w as number]);
    }
    return r.weighted(opts);
  };

  // corporate events first (they book rooms well ahead)
  let evtNo = 7000;
  const evtRooms = (c: Corp, d: string) => ROOMS.filter((rm) => rm.ven === c.ven && runs(rm, d) && rm.tlim !== 45);
  for (const c of corps) {
    const from = c.opn > GO_LIVE ? c.opn : GO_LIVE;
    let d = addDays(from, r.int(10, 60));
    const end = c.last < HORIZON ? c.last : HORIZON;
    while (d <= end) {
      const m = Number(d.slice(5, 7));
      const dd = Number(d.slice(8, 10));
      const xmas = (m === 11 && dd >= 15) || (m === 12 && dd <= 19);
      const pDay = (c.rate / 365) * (xmas ? 5.5 : m === 1 ? 0.2 : 0.8);
      const w = dayOfWeek(d);
      const ahead = daysBetween(TODAY, d);
      const fut = ahead > 0 ? Math.max(0.08, 1 - ahead / 90) : 1;
      if (w >= 2 && w <= 5 && r.chance(pDay * 4.5 * fut)) {
        const rooms = r.shuffle(evtRooms(c, d));
        const n = Math.min(rooms.length, r.weighted([[1, 3], [2, 4], [3, 3], [4, 1.5]] as const));
        const tm = w === 5 && r.chance(0.5) ? '16:00' : '17:30';
        let bkd = addDays(d, -r.int(10, 60));
        if (bkd > TODAY) bkd = r.date(addDays(TODAY, -20), TODAY);
        if (bkd < '2023-10-20') {
          d = addDays(d, 1);
          continue;
        }
        evtNo++;
        const chnl = r.chance(0.7) ? 'Email' : 'Phone';
        for (const rm of rooms.slice(0, n)) {
          const t = rm.tlim === 75 ? (tm === '16:00' ? '16:00' : '18:00') : tm;
          if (taken.has(key(rm, d, t))) continue;
          taken.add(key(rm, d, t));
          const pax = r.int(Math.max(4, rm.min), rm.max);
          const lst = pax * ratePP(rm, 4, d);
          bkgs.push({
            no: 0, rm, ses: d, tm: t, bkd, cust: c.cntct, eml: c.eml, pax, stat: 'C', chnl, corp: c, evt: evtNo, promo: null,
            lst, disc: 0, tot: lst, gm: null, esc: null, secs: null, hints: null, cx: null, del: 0, seq: seq++,
          });
        }
      }
      d = addDays(d, 1);
    }
  }

  // public bookings, slot by slot
  for (let d = GO_LIVE; d <= HORIZON; d = addDays(d, 1)) {
    if (PUBLIC_HOL.includes(d)) continue;
    const m = Number(d.slice(5, 7));
    const w = dayOfWeek(d);
    const ahead = daysBetween(TODAY, d);
    const fut = ahead > 0 ? Math.max(0.04, Math.exp(-ahead / 28)) * 1.05 : 1;
    for (const rm of ROOMS) {
      if (!runs(rm, d)) continue;
      const v = venOf(rm.ven);
      for (const tm of slotsFor(rm, d)) {
        if (taken.has(key(rm, d, tm))) continue;
        const hol = isHol(d) && w >= 1 && w <= 5 ? 1.35 : 1;
        const p = 0.185 * (MONTH_F[m] as number) * (DOW_F[w] as number) * rm.pop * v.pop * maturity(v, d) * growth(d) * hol * (SLOT_F[tm] ?? 1) * fut;
        if (!r.chance(Math.min(0.92, p))) continue;
        let chnl = r.weighted([['Online', 64], ['Phone', 9], ['Marketplace', 12], ['Walk-in', 10], ['Email', 1]] as const);
        if (chnl === 'Walk-in' && ahead > 0) chnl = 'Online';
        let bkd: string;
        if (chnl === 'Walk-in') bkd = d;
        else if (ahead > 0) bkd = addDays(TODAY, -r.int(0, Math.max(0, 75 - ahead)));
        else {
          const lead = r.weighted([[r.int(0, 2), 24], [r.int(3, 7), 30], [r.int(8, 21), 30], [r.int(22, 70), 16]] as const);
          bkd = addDays(d, -lead);
        }
        if (bkd > d) bkd = d;
        if (bkd < '2023-10-20') bkd = r.date('2023-10-20', '2023-11-30');
        const pax = paxFor(rm);
        const cu = r.weighted(custW[rm.ven] as (readonly [Cust, number])[]);
        const lst = pax * ratePP(rm, pax, d);
        taken.add(key(rm, d, tm));
        bkgs.push({
          no: 0, rm, ses: d, tm, bkd, cust: cu.nm, eml: cu.eml, pax, stat: 'C', chnl, corp: null, evt: null, promo: null,
          lst, disc: 0, tot: lst, gm: null, esc: null, secs: null, hints: null, cx: null, del: 0, seq: seq++,
        });
      }
    }
  }

  // statuses and outcomes
  for (const b of bkgs) {
    const lead = daysBetween(b.bkd, b.ses);
    const canCx = lead >= 3 && b.corp === null && b.chnl !== 'Walk-in';
    if (b.ses > TODAY) {
      if (canCx && daysBetween(b.bkd, TODAY) >= 1 && r.chance(0.05)) {
        b.stat = 'X';
        b.cx = r.date(addDays(b.bkd, 1), TODAY);
        if (b.cx > addDays(b.ses, -2)) b.stat = 'C';
        if (b.stat === 'C') b.cx = null;
      }
      continue;
    }
    const pNs = b.corp !== null ? 0 : b.chnl === 'Marketplace' ? 0.075 : b.chnl === 'Walk-in' ? 0 : 0.03;
    const pCx = canCx ? (b.chnl === 'Marketplace' ? 0.05 : 0.085) : 0;
    const pV = b.chnl === 'Walk-in' || b.corp !== null ? 0 : 0.006;
    const roll = r.next();
    if (roll < pCx) {
      b.stat = 'X';
      b.cx = r.date(addDays(b.bkd, 1), addDays(b.ses, -2));
      if (b.cx < b.bkd) b.cx = b.bkd;
    } else if (roll < pCx + pV) {
      b.stat = 'V';
      b.cx = r.date(b.bkd, b.ses);
    } else if (roll < pCx + pV + pNs) {
      b.stat = 'N';
    } else {
      b.stat = 'P';
      const gm = gmFor(b.rm.ven, b.ses);
      b.gm = gm;
      const dif = b.rm.dif;
      const hints = Math.min(9, r.poisson(0.4 + 0.55 * dif + (b.pax <= 2 ? 0.4 : 0)));
      const base = [0, 0.9, 0.77, 0.61, 0.45, 0.3][dif] as number;
      const paxAdj = b.pax <= 2 ? -0.09 : b.pax === 3 ? -0.02 : b.pax <= 5 ? 0.03 : 0.0;
      const pEsc = Math.max(0.05, Math.min(0.97, base + b.rm.escAdj + paxAdj + gm.skill + (b.corp ? -0.05 : 0) + hints * 0.015));
      b.hints = hints;
      if (r.chance(pEsc)) {
        b.esc = 'Y';
        const lim = b.rm.tlim * 60;
        const frac = 1 - 0.56 * Math.pow(r.next(), 1.9) - 0.01;
        b.secs = Math.max(Math.round(lim * 0.4), Math.min(lim - 1, Math.round(lim * frac)));
      } else b.esc = 'N';
    }
  }

  // ---------------- gift vouchers
  const gvs: Gv[] = [];
  let gvSeq = 10000;
  const faceFor = () => r.weighted([[5000, 2], [8000, 3], [10000, 5], [15000, 4], [20000, 2], [30000, 0.6]] as const);
  const newGv = (iss: string, via: string) => {
    const [f, l] = [r.pick(FIRST), r.pick(LAST)];
    const face = faceFor();
    const used = r.chance(0.83);
    const g: Gv = {
      no: `GV${++gvSeq}`, iss, face, bal: face, exp: addMonths(iss, 36), buyer: `${f} ${l}`, via,
      next: used ? addDays(iss, Math.round(5 + -Math.log(1 - r.next()) * 95)) : null,
    };
    gvs.push(g);
    return g;
  };
  for (let k = 0; k < 130; k++) {
    const iss = r.weighted([[r.date('2022-09-01', '2022-11-30'), 2], [r.date('2022-12-01', '2022-12-24'), 3], [r.date('2023-01-01', '2023-11-30'), 5]] as const);
    newGv(iss, r.chance(0.6) ? 'WEB' : r.pick(['FTZ', 'FTZ', 'FVY']));
  }
  gvs.sort((a, b) => (a.iss < b.iss ? -1 : 1));
  gvs.forEach((g, k) => {
    g.no = `GV${10001 + k}`;
    // migrated vouchers: only those still unused at go-live; push their use to after go-live
    if (g.next !== null && g.next < GO_LIVE) g.next = r.date(GO_LIVE, '2024-06-30');
  });
  gvSeq = 10000 + gvs.length;
  const GV_MF = [0, 0.7, 0.6, 0.8, 0.9, 1.7, 0.9, 0.8, 1.0, 1.4, 0.9, 1.1, 3.6];
  for (let d = GO_LIVE; d <= TODAY; d = addDays(d, 1)) {
    const m = Number(d.slice(5, 7));
    const lam = 0.55 * (GV_MF[m] as number) * (d.slice(5) >= '12-10' && d.slice(5) <= '12-24' ? 1.6 : 1) * growth(d);
    const n = r.poisson(lam);
    for (let k = 0; k < n; k++) {
      const vias: (readonly [string, number])[] = [['WEB', 6], ['FTZ', 2], ['FVY', 1.6]];
      if (d >= '2025-04-05') vias.push(['PRM', 1]);
      newGv(d, r.weighted(vias));
    }
  }

  // ---------------- promos, vouchers and payments, in booking order
  bkgs.sort((a, b) => (a.bkd < b.bkd ? -1 : a.bkd > b.bkd ? 1 : a.seq - b.seq));
  const jnls: Jnl[] = [];
  let jseq = 0;
  const J = (dt: string, typ: string, ven: string | null, bkg: Bkg | null, gv: string | null, corp: number | null, amt: number, mthd: string, ref: string | null, voided = 'N') =>
    jnls.push({ dt, typ, ven, bkg, gv, corp, amt, mthd, ref, void: voided, seq: jseq++ });
  let invNo = 2400;
  let mktNo = 880000;
  const card = () => pad(r.int(0, 9999), 4);
  for (const b of bkgs) {
    const ven = b.rm.ven;
    if (b.chnl === 'Online' && r.chance(0.15)) {
      const ok = PROMOS.filter((p) => promoValid(p, b.bkd, b.ses, ven));
      const boosted = ok.map((p) => [p, p.w] as const);
      if (boosted.length > 0) {
        const p = r.weighted(boosted);
        b.promo = p.cd;
        b.disc = Math.round((b.lst * p.pct) / 100);
        b.tot = b.lst - b.disc;
      }
    }
    if (b.corp !== null) {
      if (b.ses <= TODAY && b.stat !== 'X' && b.stat !== 'V') J(b.ses, 'INV', ven, b, null, b.corp.id, b.tot, 'ACC', `INV-${++invNo}`);
      continue;
    }
    let due = b.tot;
    if ((b.chnl === 'Online' || b.chnl === 'Phone') && (b.stat === 'P' || b.stat === 'N' || b.stat === 'C') && r.chance(0.55)) {
      const g = gvs.find((x) => x.next !== null && x.next <= b.bkd && x.iss <= b.bkd && x.exp > b.bkd && x.bal > 0);
      if (g) {
        const use = Math.min(g.bal, due);
        g.bal -= use;
        due -= use;
        J(b.bkd, 'GVR', ven, b, g.no, null, use, 'GV', null);
        g.next = g.bal > 0 && r.chance(0.75) ? addDays(b.bkd, r.int(20, 300)) : null;
      }
    }
    if (due > 0) {
      const dt = b.chnl === 'Walk-in' ? b.ses : b.bkd;
      const mthd = b.chnl === 'Marketplace' ? 'MKT' : b.chnl === 'Walk-in' && r.chance(0.3) ? 'CASH' : 'CARD';
      const ref = mthd === 'MKT' ? `MKT-${++mktNo}` : mthd === 'CARD' ? `xxxx${card()}` : null;
      J(dt, 'PMT', ven, b, null, null, due, mthd, ref);
      if (r.chance(0.012)) J(dt, 'PMT', ven, b, null, null, due, mthd, ref, 'Y');
      if (b.stat === 'X' || b.stat === 'V') J(b.cx as string, 'RFD', ven, b, null, null, due, mthd, ref);
    }
  }
  for (const g of gvs) {
    if (g.iss < GO_LIVE) continue;
    J(g.iss, 'GVS', g.via === 'WEB' ? null : g.via, null, g.no, null, g.face, g.via === 'WEB' || r.chance(0.8) ? 'CARD' : 'CASH', g.via === 'WEB' ? `xxxx${card()}` : null);
  }

  // ---------------- deleted rows: duplicates keyed in error and test bookings
  const live = bkgs.filter((b) => b.corp === null && b.ses <= TODAY && b.chnl !== 'Walk-in');
  const extra: Bkg[] = [];
  for (let k = 0; k < 42; k++) {
    const o = r.pick(live);
    const dup: Bkg = { ...o, del: 1, seq: seq++ };
    extra.push(dup);
    if (o.chnl !== 'Marketplace') J(o.bkd, 'PMT', o.rm.ven, dup, null, null, o.tot, 'CARD', `xxxx${card()}`, 'Y');
  }
  for (let k = 0; k < 9; k++) {
    const rm = r.pick(ROOMS.filter((x) => x.ven !== 'PRM'));
    const d = r.date('2024-01-10', '2026-10-30');
    const played = r.chance(0.5);
    extra.push({
      no: 0, rm, ses: d, tm: '09:00', bkd: d, cust: 'TEST BOOKING', eml: 'test@cluecartel.com.au', pax: 2, stat: played ? 'P' : 'C', chnl: 'Phone',
      corp: null, evt: null, promo: null, lst: 2 * ratePP(rm, 2, d), disc: 0, tot: 2 * ratePP(rm, 2, d), gm: played ? gmFor(rm.ven, d) : null,
      esc: played ? 'Y' : null, secs: played ? r.int(600, 1500) : null, hints: played ? 0 : null, cx: null, del: 1, seq: seq++,
    });
  }
  bkgs.push(...extra);
  bkgs.sort((a, b) => (a.bkd < b.bkd ? -1 : a.bkd > b.bkd ? 1 : a.seq - b.seq));
  bkgs.forEach((b, k) => (b.no = 100001 + k));
  jnls.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.seq - b.seq));

  const gvStat = (g: Gv) => (g.bal === 0 ? 'Redeemed' : g.exp < TODAY ? 'Expired' : 'Active');

  const LKP: [string, string, string][] = [
    ['BKST', 'C', 'Confirmed (future session)'], ['BKST', 'P', 'Played'], ['BKST', 'N', 'No-show'], ['BKST', 'X', 'Cancelled by customer'],
    ['BKST', 'V', 'Cancelled by venue'],
    ['DIFF', '1', 'Beginner'], ['DIFF', '2', 'Easy'], ['DIFF', '3', 'Medium'], ['DIFF', '4', 'Hard'], ['DIFF', '5', 'Expert'],
    ['JNTY', 'PMT', 'Booking payment'], ['JNTY', 'GVR', 'Gift voucher redemption'], ['JNTY', 'INV', 'Corporate invoice'],
    ['JNTY', 'RFD', 'Refund'], ['JNTY', 'GVS', 'Gift voucher sale'],
    ['PMTH', 'CARD', 'Credit/debit card'], ['PMTH', 'CASH', 'Cash'], ['PMTH', 'MKT', 'Paid via marketplace'], ['PMTH', 'GV', 'Gift voucher'],
    ['PMTH', 'ACC', 'On account (invoice)'],
    ['ROLE', 'VM', 'Venue manager'], ['ROLE', 'SGM', 'Senior game master'], ['ROLE', 'GM', 'Game master'],
    ['EMPT', 'F', 'Full-time'], ['EMPT', 'P', 'Part-time'], ['EMPT', 'C', 'Casual'],
  ];

  const ddl = `
CREATE SCHEMA rk;
CREATE TABLE rk.ven (
  ven_cd char(3) PRIMARY KEY,
  ven_nm varchar(30) NOT NULL,
  addr varchar(60),
  sbrb varchar(30),
  st_cd char(3) NOT NULL,
  pcode char(4),
  opn_dt date NOT NULL,
  cls_dt date
);
CREATE TABLE rk.gm_rm (
  rm_id smallint PRIMARY KEY,
  ven_cd char(3) NOT NULL,
  rm_nm varchar(40) NOT NULL,
  thm_txt varchar(12),
  dif_lvl smallint NOT NULL,
  tlim_min smallint NOT NULL,
  pl_min smallint NOT NULL,
  pl_max smallint NOT NULL,
  live_dt date NOT NULL,
  ret_dt date
);
CREATE TABLE rk.stf (
  stf_id smallint PRIMARY KEY,
  fst_nm varchar(30) NOT NULL,
  lst_nm varchar(30) NOT NULL,
  hm_ven char(3) NOT NULL REFERENCES rk.ven (ven_cd),
  rl_cd varchar(3) NOT NULL,
  emp_typ char(1) NOT NULL,
  st_dt date NOT NULL,
  end_dt date
);
CREATE TABLE rk.corp_ac (
  corp_id integer PRIMARY KEY,
  corp_nm varchar(60) NOT NULL,
  abn char(11),
  ind_txt varchar(20),
  cntct_nm varchar(60),
  cntct_eml varchar(80),
  pay_trm smallint NOT NULL DEFAULT 30,
  opn_dt date NOT NULL
);
CREATE TABLE rk.promo (
  promo_cd varchar(12) PRIMARY KEY,
  promo_desc varchar(60),
  disc_pct numeric(4,1) NOT NULL,
  vld_fr date NOT NULL,
  vld_to date,
  ven_cd char(3)
);
CREATE TABLE rk.lkp_cd (
  lk_grp varchar(6) NOT NULL,
  lk_cd varchar(4) NOT NULL,
  lk_desc varchar(40) NOT NULL,
  PRIMARY KEY (lk_grp, lk_cd)
);
CREATE TABLE rk.bkg (
  bkg_no integer PRIMARY KEY,
  rm_id smallint NOT NULL REFERENCES rk.gm_rm (rm_id),
  ses_dt date NOT NULL,
  ses_tm time NOT NULL,
  bkd_dt date NOT NULL,
  cust_nm varchar(60),
  cust_eml varchar(80),
  pax smallint NOT NULL,
  stat_cd char(1) NOT NULL,
  chnl varchar(12) NOT NULL,
  corp_id integer,
  evt_no integer,
  promo_cd varchar(12),
  lst_amt_c integer NOT NULL,
  disc_c integer NOT NULL DEFAULT 0,
  tot_c integer NOT NULL,
  gm_stf smallint,
  esc_yn char(1),
  esc_sec integer,
  hint_ct smallint,
  cx_dt date,
  del_flg smallint NOT NULL DEFAULT 0
);
CREATE TABLE rk.gv (
  gv_no varchar(10) PRIMARY KEY,
  iss_dt date NOT NULL,
  face_c integer NOT NULL,
  bal_c integer NOT NULL,
  exp_dt date NOT NULL,
  buyer_nm varchar(60),
  sold_via varchar(4) NOT NULL,
  gv_stat varchar(10) NOT NULL
);
CREATE TABLE rk.fin_jnl (
  jnl_id integer PRIMARY KEY,
  jnl_dt date NOT NULL,
  jnl_typ char(3) NOT NULL,
  ven_cd char(3),
  bkg_no integer,
  gv_no varchar(10),
  corp_id integer,
  amt_c integer NOT NULL,
  pmt_mthd varchar(4) NOT NULL,
  ref_txt varchar(40),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
`;
  return [
    ddl,
    insertRows('rk.ven', ['ven_cd', 'ven_nm', 'addr', 'sbrb', 'st_cd', 'pcode', 'opn_dt', 'cls_dt'], VENS.map((v) => [v.cd, v.nm, v.addr, v.sbrb, v.st, v.pcode, v.opn, null])),
    insertRows('rk.gm_rm', ['rm_id', 'ven_cd', 'rm_nm', 'thm_txt', 'dif_lvl', 'tlim_min', 'pl_min', 'pl_max', 'live_dt', 'ret_dt'],
      ROOMS.map((x) => [x.id, x.ven, x.nm, x.thm, x.dif, x.tlim, x.min, x.max, x.live, x.ret])),
    insertRows('rk.stf', ['stf_id', 'fst_nm', 'lst_nm', 'hm_ven', 'rl_cd', 'emp_typ', 'st_dt', 'end_dt'], stfs.map((s) => [s.id, s.f, s.l, s.ven, s.rl, s.typ, s.st, s.end])),
    insertRows('rk.corp_ac', ['corp_id', 'corp_nm', 'abn', 'ind_txt', 'cntct_nm', 'cntct_eml', 'pay_trm', 'opn_dt'], corps.map((c) => [c.id, c.nm, c.abn, c.ind, c.cntct, c.eml, c.trm, c.opn])),
    insertRows('rk.promo', ['promo_cd', 'promo_desc', 'disc_pct', 'vld_fr', 'vld_to', 'ven_cd'],
      PROMOS.map((p) => [p.cd, p.desc, p.pct, p.fr, p.to, p.ven])),
    insertRows('rk.lkp_cd', ['lk_grp', 'lk_cd', 'lk_desc'], LKP),
    insertRows('rk.bkg', ['bkg_no', 'rm_id', 'ses_dt', 'ses_tm', 'bkd_dt', 'cust_nm', 'cust_eml', 'pax', 'stat_cd', 'chnl', 'corp_id', 'evt_no', 'promo_cd', 'lst_amt_c', 'disc_c', 'tot_c', 'gm_stf', 'esc_yn', 'esc_sec', 'hint_ct', 'cx_dt', 'del_flg'],
      bkgs.map((b) => [b.no, b.rm.id, b.ses, b.tm, b.bkd, b.cust, b.eml, b.pax, b.stat, b.chnl, b.corp ? b.corp.id : null, b.evt, b.promo, b.lst, b.disc, b.tot, b.gm ? b.gm.id : null, b.esc, b.secs, b.hints, b.cx, b.del])),
    insertRows('rk.gv', ['gv_no', 'iss_dt', 'face_c', 'bal_c', 'exp_dt', 'buyer_nm', 'sold_via', 'gv_stat'], gvs.map((g) => [g.no, g.iss, g.face, g.bal, g.exp, g.buyer, g.via, gvStat(g)])),
    insertRows('rk.fin_jnl', ['jnl_id', 'jnl_dt', 'jnl_typ', 'ven_cd', 'bkg_no', 'gv_no', 'corp_id', 'amt_c', 'pmt_mthd', 'ref_txt', 'void_yn'],
      jnls.map((j, k) => [k + 1, j.dt, j.typ, j.ven, j.bkg ? j.bkg.no : null, j.gv, j.corp, j.amt, j.mthd, j.ref, j.void])),
  ].join('\n');
}
