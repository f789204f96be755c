/**
 * Black Lantern Tattoo Co., a custom tattoo and piercing studio on Stokes Croft, Bristol. Five resident tattoo artists
 * (one of them left in August 2025 and was replaced in September 2025), an apprentice tattooist since February 2025,
 * a resident piercer, and guest artists from other cities who work a "guest spot" of about two weeks a few times a
 * year.
 * The studio is open Tuesday to Saturday (closed Sundays, Mondays, and 24 December to 2 January). Tattoo work is
 * busiest in spring and summer and quietest in December; piercings peak in the summer holidays and before Christmas.
 * Walk-ins (flash designs off the wall, and most piercings) are taken when a chair is free, busiest on Saturdays.
 * Custom work usually starts with a free consultation; bigger pieces (sleeves, back pieces) take several sessions
 * ("sittings") weeks apart, and the next sitting is usually booked at the end of the previous one. Residents are
 * booked weeks or months ahead.
 *
 * This is the database of the "InkDesk" studio-management package (schema `inkd`) as it stood at close of business on
 * Tuesday 2026-11-24 (the copy was taken on the morning of Wednesday 2026-11-25; nothing is done, cancelled, taken or
 * sold on 2026-11-25 yet). The package went live on 2024-02-01: appointments, deposits and till sales dated before
 * then were not migrated. Client records were keyed in with their original registration dates, and pieces that still
 * had an appointment on or after go-live were keyed in with their original opening dates (their earlier sittings are
 * not in the package). Money is in pounds sterling held as integer PENCE (columns ending `_p`): 12500 is £125.00.
 * Amounts are what the client was charged; the studio is not VAT-registered, so there is no VAT anywhere.
 *
 * REVENUE (takings, sales, turnover) is the sum of: the charge for work on done appointments (`appt.svc_p` where
 * `stat_cd` = 'DN', dated by `appt_dt`); forfeited deposits (`dep.amt_p` where `dep_st` = 'F', dated by `dep.st_dt`);
 * and product sales (`prod_sl.qty * prod_sl.unit_p` where `void_yn` = 'N', dated by `sl_dt`). A deposit that is
 * applied to a bill is already inside that appointment's `svc_p`, so applied deposits are never added again; held
 * and refunded deposits are not revenue. An ARTIST'S TAKINGS are the `svc_p` of their done appointments.
 * COMMISSION: every artist is self-employed and is paid `artist.comm_pct` per cent of the `svc_p` of their own done
 * appointments (the studio keeps the rest); forfeited deposits and product sales are kept by the studio in full, and
 * no commission is paid on them. The package records no costs of any kind (rent, ink, needles, gloves and other
 * studio supplies, wages), no tips (clients tip artists in cash, off the till), no reviews or ratings, and no record
 * of people turned away or enquiries that never booked anything; it knows product cost prices only (`prod.cost_p`).
 *
 * - `lkp`: the package's code list, one row per code: `lkp_grp` the group, `lkp_cd` the code, `lkp_dsc` what it
 *   means, `srt` display order. Groups: ARTT (artist.art_typ), APTY (appt.appt_typ), APST (appt.stat_cd), PCST
 *   (piece.stat_cd), PCSZ (piece.sz_cd), DPST (dep.dep_st), PMTH (payment methods), PCAT (prod.cat_cd). The same
 *   meanings are given below.
 *
 * - `artist`: everyone who tattoos or pierces here, keyed by `art_id`. `art_nm` the name they work under (first name
 *   and surname, e.g. 'Kasia Nowak'); `art_typ` R resident artist, A apprentice tattooist (flash and small flat-rate
 *   work only), P piercer, G guest artist (one row per guest spot); `spec` the style they are known for (words:
 *   'Fine line', 'Realism', 'Traditional', 'Japanese', 'Blackwork', 'Neo-traditional', 'Flash', 'Dotwork',
 *   'Piercing'); `hr_rate_p` the artist's CURRENT hourly rate in pence, NULL for the piercer (piercings are priced
 *   per piercing). Most residents' rates went up on 2025-04-01, and past appointments were charged at the rate of
 *   the day, so always use `appt.svc_p` for money, never hours times `hr_rate_p`. `comm_pct` the artist's
 *   commission, the percentage of their service charges paid to them (residents 50-55, apprentice 30, piercer 40,
 *   guests 65-70);
 *   `st_dt` the day they started with us (for a guest, the first day of the guest spot); `end_dt` the day they left
 *   (for a guest, the last day of the guest spot), NULL for current residents, apprentice and piercer; `hm_city` a
 *   guest's home city, NULL for our own artists; `ig_hdl` Instagram handle; `actv_yn` Y can be booked (current
 *   residents, apprentice and piercer, and guests whose spot has not ended yet), N otherwise. "Current" artists are
 *   our own (R, A, P) with no `end_dt`.
 *
 * - `client`: client records, keyed by `cli_no`. `fnm` first name, `snm` surname; `dob` date of birth (tattoos 18+
 *   only; piercings from 16 with a parent present); `mob` mobile number, `email`, either may be NULL; `hrd_abt` how
 *   they first heard of us, asked at registration (words: 'Instagram', 'Friend', 'Google', 'TikTok', 'Walk-in'
 *   (passing trade), 'Convention', 'Other'); `reg_dt` the day they were registered, i.e. when they first came to us
 *   (a NEW client in a period is one registered in it); `id_chk_yn` Y photo ID seen; `mkt_yn` Y agreed to marketing
 *   messages; `bar_yn` Y barred from booking again (the studio may bar a client after a second no-show), N
 *   otherwise. An ACTIVE client is one with at least one done appointment (any type) in the last 12 months, i.e.
 *   dated on or after the same day a year earlier.
 *
 * - `piece`: one row per piece of work: a tattoo (from enquiry to the last sitting) or a single piercing. Keyed by
 *   `pc_no`. `cli_no` the client (`client.cli_no`); `art_id` the artist doing it (`artist.art_id`); `pc_typ` T
 *   tattoo, P piercing; `dsgn` short description ('Koi full sleeve', 'Helix piercing'); `style` the tattoo style
 *   (same words as `artist.spec`; NULL for piercings); `plc` placement on the body (tattoos: 'Wrist', 'Ankle',
 *   'Forearm', 'Finger', 'Behind ear', 'Collarbone', 'Hand', 'Upper arm', 'Calf', 'Thigh', 'Shoulder', 'Ribs',
 *   'Chest', 'Half sleeve', 'Full sleeve', 'Back', 'Leg sleeve'; piercings: 'Ear lobe', 'Helix', 'Tragus', 'Conch',
 *   'Daith', 'Nostril', 'Septum', 'Navel', 'Eyebrow', 'Tongue', 'Industrial'); `sz_cd` size S small, M medium, L
 *   large, XL sleeve or back piece, NULL for piercings; `prc_bas` how it is priced: F flat rate agreed up front (all
 *   piercings, flash and other small work, some medium pieces, and guests' whole-day pieces; a flat-rate piece is
 *   done in one sitting), H hourly at the artist's rate (a touch-up on a flat-rate piece is also charged hourly when
 *   it is not free); `flat_p` the agreed flat price in pence, NULL for hourly pieces; `est_ss` the artist's estimate
 *   of the number of sittings (a guess: count the done sessions for the real number); `opn_dt` the day the piece was
 *   opened (first enquiry or booking; for walk-ins the day of the work); `stat_cd` P planned (nothing done yet:
 *   consultation or first sitting booked), O in progress (at least one sitting done, more to come), D finished, A
 *   abandoned part-way (the client stopped coming, or the artist left), X did not go ahead (nothing was ever done:
 *   consultation only, or no-show or cancellation before the first sitting); `fin_dt` the day of the sitting that
 *   finished it, NULL unless D.
 *
 * - `appt`: the diary, one row per appointment, keyed by `appt_no`. `pc_no` the piece (`piece.pc_no`; the client is
 *   the piece's client); `art_id` the artist (`artist.art_id`); `appt_typ` CON consultation (free, half an hour), SES
 *   tattoo session (a sitting), TUP touch-up of a finished tattoo (free within 6 months of the piece's `fin_dt`,
 *   otherwise charged hourly), PRC piercing; `bkd_dt` the day the booking was made (the appointment day itself for
 *   walk-ins); `appt_dt` the day of the appointment; `st_tm` start time; `bk_hrs` hours booked; `act_hrs` hours
 *   actually worked, set only when done; `wlk_yn` Y walk-in (no booking ahead, always done on the day), N booked;
 *   `stat_cd` BK booked (still to come: every appointment dated 2026-11-25 or later that has not been called off), DN
 *   done, NS no-show (the client did not turn up), CC cancelled by the client, CS cancelled by the studio (artist
 *   ill, or leaving), RS rescheduled (moved to another day: the new day is a new row whose `rs_from` is this row's
 *   `appt_no`; the old row is kept for the record and is not an appointment that happened or was lost); `cxl_dt` the
 *   day a cancellation or reschedule was made, NULL otherwise (a cancelled appointment can be dated in the future);
 *   `rs_from` see RS; `svc_p` the charge for the work in pence, the full price before any deposit is taken off, set
 *   only for done appointments (0 for consultations and free touch-ups; for flat-rate work the agreed flat price; for
 *   hourly work the hours worked at the artist's rate on the day); `pay_mth` how the balance was paid on the day
 *   (CARD, CASH, BANK transfer), NULL when nothing was due. The studio's NO-SHOW RATE is no-shows as a percentage of
 *   booked appointments that fell due and were either kept or missed: NS / (DN + NS), walk-ins left out.
 *
 * - `dep`: deposits, keyed by `dep_no`. Taken when a tattoo session is booked ahead (none for consultations,
 *   touch-ups, piercings or walk-ins): £50 for a session of up to 3 hours, £100 for longer, £30 with the apprentice,
 *   £100 with a guest artist. Deposits are NON-REFUNDABLE: kept by the studio if the client does not turn up or
 *   cancels; moved to the new appointment if the client reschedules; refunded only when the studio cancels.
 *   `appt_no` the appointment the deposit secures now (`appt.appt_no`: after a reschedule, the new one); `cli_no`
 *   the client; `tkn_dt` the day it was taken; `amt_p`; `pay_mth` CARD, CASH or BANK; `dep_st` H held (the
 *   appointment is still to come), A applied (taken off the bill on the day the work was done), F forfeited (kept by
 *   the studio: no-show or cancelled by the client), R refunded (cancelled by the studio); `st_dt` the day the deposit
 *   was applied, forfeited or refunded, NULL while held; `xfr_n` how many times it has been moved by a reschedule.
 *
 * - `prod`: products sold over the counter, keyed by `prod_cd`. `prod_nm`; `cat_cd` BALM aftercare balm, FILM
 *   protective second-skin film, WASH cleanser, SPRY saline spray (piercing aftercare), SUN sun protection, JWL
 *   jewellery upgrade (a better piercing jewel than the basic titanium one included in the price), MRCH studio
 *   merchandise. AFTERCARE products are the BALM, FILM, WASH, SPRY and SUN categories (not jewellery or
 *   merchandise). `sell_p` the current selling price; `cost_p` what the studio pays the supplier per unit (unchanged
 *   since go-live); `actv_yn` Y still stocked, N discontinued (Tattoo Goo, replaced in July 2025 by the studio's own
 *   balm).
 *
 * - `prod_sl`: till sales of products, one row per line, keyed by `sl_no`. `sl_dt`; `prod_cd` (`prod.prod_cd`);
 *   `qty`; `unit_p` the price charged per unit that day (prices have changed, so use this, not `prod.sell_p`);
 *   `appt_no` the appointment the sale was made at (`appt.appt_no`), NULL for counter sales to people without an
 *   appointment; `cli_no` the client (`client.cli_no`) when known, NULL for anonymous counter sales; `pay_mth`;
 *   `void_yn` Y voided (rung up in error or refunded: ignore everywhere), N live.
 */
import { addDays, dayOfWeek, daysBetween, insertRows, maxDate, pad, seededRandom, uniqueNames } from '../../seeded-random';

const GO_LIVE = '2024-02-01';
const LAST = '2026-11-24';
const WARM = '2023-03-01'; // the diary is simulated from here; only what falls on or after GO_LIVE is kept

const closedDay = (d: string) => {
  const md = d.slice(5);
  return md >= '12-24' || md <= '01-02';
};
const isOpen = (d: string) => dayOfWeek(d) >= 2 && dayOfWeek(d) <= 6 && !closedDay(d);
const openOnOrAfter = (d: string) => {
  let x = d;
  while (!isOpen(x)) x = addDays(x, 1);
  return x;
};
const month = (d: string) => Number(d.slice(5, 7));

// tattoo enquiries and piercings by month (1 = an average month)
const TAT_SEASON = [0, 0.9, 0.85, 1.05, 1.15, 1.25, 1.2, 1.15, 1.05, 1.0, 0.95, 0.85, 0.55];
const PRC_SEASON = [0, 0.7, 0.75, 0.9, 1.0, 1.0, 1.1, 1.5, 1.55, 1.0, 0.9, 1.0, 1.35];
const season = (tbl: number[], d: string) => tbl[month(d)] as number;

// ---------------------------------------------------------------- artists
interface Artist {
  id: number;
  nm: string;
  typ: string; // R resident, A apprentice, P piercer, G guest
  spec: string;
  rate: number | null; // current hourly rate, pence
  oldRate: number | null; // before 2025-04-01
  comm: number;
  st: string;
  end: string | null;
  home: string | null;
  ig: string;
  lam: number; // booked enquiries per week
  wlk: number; // walk-ins per open day
  sizes: [string, number][];
  lead: [number, number];
  ns: number; // no-show multiplier
}
const A = (a: Partial<Artist> & Pick<Artist, 'id' | 'nm' | 'typ' | 'spec' | 'comm' | 'st'>): Artist => ({
  rate: null, oldRate: null, end: null, home: null, ig: '', lam: 0, wlk: 0, sizes: [], lead: [14, 42], ns: 1, ...a,
});
const ARTISTS: Artist[] = [
  A({ id: 1, nm: 'Kasia Nowak', typ: 'R', spec: 'Fine line', rate: 10000, oldRate: 9000, comm: 50, st: '2019-05-01', ig: '@kasia.fineline', lam: 3.0, wlk: 0.15, sizes: [['S', 45], ['M', 40], ['L', 15]], lead: [14, 45], ns: 1.1 }),
  A({ id: 2, nm: 'Tomas Reyes', typ: 'R', spec: 'Realism', rate: 12000, oldRate: 11000, comm: 55, st: '2017-09-04', ig: '@tomasreyes.ink', lam: 1.7, sizes: [['M', 25], ['L', 45], ['XL', 30]], lead: [30, 90], ns: 0.8 }),
  A({ id: 3, nm: 'Ellie Crane', typ: 'R', spec: 'Traditional', rate: 9500, oldRate: 8500, comm: 50, st: '2021-03-01', ig: '@elliecrane_tattoo', lam: 2.8, wlk: 0.2, sizes: [['S', 40], ['M', 40], ['L', 20]], lead: [10, 40], ns: 1.2 }),
  A({ id: 4, nm: 'Jonno Pike', typ: 'R', spec: 'Japanese', rate: 11000, oldRate: 10000, comm: 55, st: '2016-01-11', ig: '@jonnopike_irezumi', lam: 1.25, sizes: [['M', 15], ['L', 40], ['XL', 45]], lead: [35, 100], ns: 0.3 }),
  A({ id: 5, nm: 'Marcus Bell', typ: 'R', spec: 'Blackwork', rate: 9000, oldRate: 9000, comm: 50, st: '2020-06-01', end: '2025-08-16', ig: '@marcusbell.blackwork', lam: 2.2, wlk: 0.1, sizes: [['S', 25], ['M', 40], ['L', 25], ['XL', 10]], lead: [14, 50], ns: 1.3 }),
  A({ id: 6, nm: 'Nadia Farouk', typ: 'R', spec: 'Neo-traditional', rate: 10000, oldRate: 10000, comm: 50, st: '2025-09-02', ig: '@nadia.neotrad', lam: 2.3, wlk: 0.05, sizes: [['S', 20], ['M', 45], ['L', 25], ['XL', 10]], lead: [14, 50], ns: 0.9 }),
  A({ id: 7, nm: 'Ruby Hale', typ: 'A', spec: 'Flash', rate: 6000, oldRate: 6000, comm: 30, st: '2025-02-04', ig: '@ruby.hale.tattoos', lam: 1.4, wlk: 0.35, sizes: [['S', 85], ['M', 15]], lead: [3, 21], ns: 1.4 }),
  A({ id: 8, nm: 'Sol Mensah', typ: 'P', spec: 'Piercing', comm: 40, st: '2022-04-05', ig: '@sol.pierces' }),
  A({ id: 9, nm: 'Hiro Tanaka', typ: 'G', spec: 'Japanese', rate: 15000, oldRate: 15000, comm: 70, st: '2024-05-14', end: '2024-05-25', home: 'London', ig: '@hiro.tebori' }),
  A({ id: 10, nm: 'Lena Vogel', typ: 'G', spec: 'Fine line', rate: 13000, oldRate: 13000, comm: 65, st: '2024-09-03', end: '2024-09-14', home: 'Berlin', ig: '@lenavogel.tattoo' }),
  A({ id: 11, nm: 'Carmen Ruiz', typ: 'G', spec: 'Neo-traditional', rate: 13000, oldRate: 13000, comm: 65, st: '2025-03-11', end: '2025-03-22', home: 'Madrid', ig: '@carmenruiz.ink' }),
  A({ id: 12, nm: 'Finn Gallagher', typ: 'G', spec: 'Traditional', rate: 12000, oldRate: 12000, comm: 65, st: '2025-07-08', end: '2025-07-19', home: 'Dublin', ig: '@finn_gallagher_tattoo' }),
  A({ id: 13, nm: 'Mia Lindqvist', typ: 'G', spec: 'Dotwork', rate: 14000, oldRate: 14000, comm: 70, st: '2026-04-14', end: '2026-04-25', home: 'Stockholm', ig: '@mia.dotwork' }),
  A({ id: 14, nm: 'Dario Conti', typ: 'G', spec: 'Realism', rate: 16000, oldRate: 16000, comm: 70, st: '2026-09-08', end: '2026-09-19', home: 'Milan', ig: '@dario.conti.realism' }),
  A({ id: 15, nm: 'Ayo Adeyemi', typ: 'G', spec: 'Blackwork', rate: 14000, oldRate: 14000, comm: 65, st: '2026-12-01', end: '2026-12-12', home: 'London', ig: '@ayo.blackwork' }),
  A({ id: 16, nm: 'Saskia de Vries', typ: 'G', spec: 'Fine line', rate: 14000, oldRate: 14000, comm: 65, st: '2027-01-19', end: '2027-01-30', home: 'Amsterdam', ig: '@saskia.fineline' }),
];
const rateOn = (a: Artist, d: string) => (d < '2025-04-01' ? (a.oldRate as number) : (a.rate as number));
const working = (a: Artist, d: string) => a.st <= d && (a.end === null || d <= a.end);

const STYLE_SUBJECTS: Record<string, string[]> = {
  'Fine line': ['Botanical', 'Butterfly', 'Moon phase', 'Script', 'Constellation', 'Wildflower', 'Sparrow', 'Olive branch'],
  Realism: ['Portrait', 'Lion', 'Wolf', 'Clock and rose', 'Eye', 'Pet portrait', 'Statue', 'Tiger'],
  Traditional: ['Swallow', 'Dagger', 'Panther', 'Rose', 'Ship', 'Eagle', 'Snake', 'Heart and banner'],
  Japanese: ['Koi', 'Dragon', 'Hannya', 'Peony', 'Tiger', 'Phoenix', 'Waves', 'Chrysanthemum'],
  Blackwork: ['Mandala', 'Geometric', 'Ornamental', 'Moth', 'Skull', 'Raven', 'Pattern band', 'Serpent'],
  'Neo-traditional': ['Fox', 'Owl', 'Lady head', 'Deer', 'Moth', 'Rose', 'Cat', 'Peacock'],
  Flash: ['Cherry', 'Heart', 'Star', 'Smiley', 'Lightning bolt', 'Mushroom', 'Daisy', 'Snake'],
  Dotwork: ['Mandala', 'Sacred geometry', 'Sun and moon', 'Lotus', 'Eye'],
};
const PLC: Record<string, string[]> = {
  S: ['Wrist', 'Ankle', 'Forearm', 'Finger', 'Behind ear', 'Collarbone', 'Hand'],
  M: ['Forearm', 'Upper arm', 'Calf', 'Thigh', 'Shoulder', 'Ribs', 'Chest'],
  L: ['Half sleeve', 'Thigh', 'Chest', 'Ribs', 'Calf', 'Upper arm'],
  XL: ['Full sleeve', 'Full sleeve', 'Back', 'Leg sleeve'],
};
const PIERCINGS: [string, number, number][] = [
  // placement, price before 2026 (pence), weight
  ['Ear lobe', 2500, 24], ['Helix', 3500, 16], ['Tragus', 4000, 9], ['Conch', 4000, 7], ['Daith', 4000, 6], ['Nostril', 3500, 15],
  ['Septum', 4500, 10], ['Navel', 4500, 6], ['Eyebrow', 3500, 3], ['Tongue', 4500, 3], ['Industrial', 5500, 4],
];

// ---------------------------------------------------------------- clients
const FIRST = ['Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Freya', 'Grace', 'Sophie', 'Chloe', 'Ellie', 'Jess', 'Megan', 'Holly', 'Lauren', 'Zara', 'Aisha', 'Maya',
  'Niamh', 'Erin', 'Hannah', 'Beth', 'Leah', 'Poppy', 'Rosie', 'Abbie', 'Katie', 'Tegan', 'Amber', 'Jade', 'Kerry', 'Naomi', 'Priya', 'Yasmin', 'Imogen', 'Phoebe', 'Eve', 'Nia',
  'Jack', 'Harry', 'Oliver', 'George', 'Noah', 'Charlie', 'Jacob', 'Alfie', 'Freddie', 'Oscar', 'Leo', 'Archie', 'Theo', 'Josh', 'Ryan', 'Liam', 'Connor', 'Callum',
  'Kieran', 'Dan', 'Tom', 'Sam', 'Ben', 'Luke', 'Adam', 'Jamal', 'Kofi', 'Arjun', 'Rhys', 'Owen', 'Lewis', 'Jordan', 'Aaron', 'Ethan', 'Mason', 'Tyler', 'Reece', 'Matt',
  'Alex', 'Robyn', 'Frankie', 'Kai'];
const SURN = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright', 'Robinson', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts',
  'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Hughes', 'Edwards', 'Lewis', 'Harris', 'Martin', 'Cooper', 'King', 'Lee', 'Baker', 'Turner', 'Hill', 'Ward', 'Morris', 'Moore',
  'Clark', 'Harrison', 'Scott', 'Young', 'Mitchell', 'Phillips', 'Watson', 'Parker', 'Bennett', 'Carter', 'Cook', 'Shaw', 'Price', 'Morgan', 'Khan', 'Ali', 'Begum', 'Hussain',
  'Okafor', 'Mensah', 'Campbell', 'Murphy', 'Kelly', 'Kowalski', 'Silva', 'Rossi', 'Fisher', 'Marshall', 'Palmer', 'Holmes', 'Mills', 'Barnes', 'Knight', 'Lloyd', 'Butler',
  'Russell', 'Dixon', 'Pearce', 'Hunt', 'Fox', 'Rees', 'Ellis', 'Powell', 'Webb', 'Porter', 'Gray', 'Reid', 'Hayes', 'Hart', 'Dawson', 'Chapman', 'Sharma', 'Nguyen', 'Francis'];
const HEARD: [string, number][] = [['Instagram', 42], ['Friend', 22], ['Google', 16], ['TikTok', 8], ['Walk-in', 7], ['Convention', 3], ['Other', 2]];

interface Client {
  no: number;
  fnm: string;
  snm: string;
  dob: string;
  mob: string | null;
  email: string | null;
  heard: string;
  reg: string;
  idChk: string;
  mkt: string;
  bar: string;
  flaky: number;
  ns: number;
}
interface Piece {
  no: number;
  cli: Client;
  art: Artist;
  typ: string;
  dsgn: string;
  style: string | null;
  plc: string;
  sz: string;
  bas: string;
  flat: number | null;
  est: number;
  opn: string;
  stat: string;
  fin: string | null;
}
interface Appt {
  no: number;
  pc: Piece;
  typ: string;
  bkd: string;
  dt: string;
  tm: string;
  bkHrs: number;
  actHrs: number | null;
  wlk: string;
  stat: string;
  cxl: string | null;
  rsFrom: Appt | null;
  svc: number | null;
  pay: string | null;
  seq: number;
}
interface Dep {
  no: number;
  appt: Appt;
  tkn: string;
  amt: number;
  pay: string;
  st: string;
  stDt: string | null;
  xfr: number;
}
interface Sale {
  no: number;
  dt: string;
  prod: string;
  qty: number;
  unit: number;
  appt: Appt | null;
  cli: Client | null;
  pay: string;
  vd: string;
  seq: number;
}

export function datasetSql(): string {
  const r = seededRandom(7419);
  const person = uniqueNames(r, FIRST, SURN);
  // a booking aimed at a closed day goes to one of the open days of the following week
  const openDay = (d: string): string => (isOpen(d) ? d : openOnOrAfter(addDays(openOnOrAfter(d), r.int(0, 4))));
  const clients: Client[] = [];
  const newClient = (reg: string, heard: string | null, minAge: number): Client => {
    const [fnm, snm] = person();
    const age = r.weighted<[number, number]>([[[minAge, 24], 45], [[25, 34], 33], [[35, 49], 17], [[50, 66], 5]]);
    const years = r.int(Math.max(age[0], minAge), age[1]);
    const dob = addDays(reg, -(years * 365 + r.int(0, 360) + Math.floor(years / 4)));
    const c: Client = {
      no: 0, fnm, snm, dob,
      mob: r.chance(0.95) ? `07${pad(r.int(100000000, 999999999), 9)}` : null,
      email: r.chance(0.85) ? `${fnm.toLowerCase()}.${snm.toLowerCase()}${r.chance(0.5) ? r.int(1, 99) : ''}@${r.pick(['gmail.com', 'gmail.com', 'hotmail.co.uk', 'outlook.com', 'icloud.com', 'yahoo.co.uk'])}` : null,
      heard: heard ?? r.weighted(HEARD), reg, idChk: r.chance(0.97) ? 'Y' : 'N', mkt: r.chance(0.55) ? 'Y' : 'N', bar: 'N',
      flaky: r.chance(0.07) ? 4 : 1, ns: 0,
    };
    clients.push(c);
    return c;
  };
  // client records migrated from the old diary with their original registration dates
  for (let k = 0; k < 320; k++) newClient(r.date('2017-01-01', '2024-01-31'), null, 18);
  clients.sort((a, b) => (a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : 0));
  const ageOn = (c: Client, d: string) => daysBetween(c.dob, d) / 365.25;
  const clientFor = (d: string, minAge: number, pRepeat: number, heard: string | null): Client => {
    if (r.chance(pRepeat)) {
      for (let t = 0; t < 8; t++) {
        const c = r.pick(clients);
        if (c.reg <= d && ageOn(c, d) >= minAge && c.bar === 'N') return c;
      }
    }
    return newClient(d, heard, minAge);
  };

  const pieces: Piece[] = [];
  const appts: Appt[] = [];
  const deps: Dep[] = [];
  const sales: Sale[] = [];
  let seq = 0;

  const slot = (hrs: number): string => {
    if (hrs >= 5) return r.pick(['10:00', '10:30', '11:00']);
    if (hrs <= 0.5) return r.pick(['10:00', '10:30', '11:30', '12:00', '13:30', '14:00', '15:00', '15:30', '16:30', '17:00', '17:30']);
    const latest = Math.floor(19 - hrs);
    return `${pad(r.int(10, Math.max(10, latest)), 2)}:${r.chance(0.3) ? '30' : '00'}`;
  };
  const mkAppt = (pc: Piece, typ: string, bkd: string, dt: string, hrs: number, wlk: string): Appt => {
    const a: Appt = { no: 0, pc, typ, bkd, dt, tm: slot(hrs), bkHrs: hrs, actHrs: null, wlk, stat: 'BK', cxl: null, rsFrom: null, svc: null, pay: null, seq: seq++ };
    appts.push(a);
    return a;
  };
  const payMth = () => r.weighted([['CARD', 74], ['CASH', 20], ['BANK', 6]]);

  const sell = (dt: string, prod: string, qty: number, unit: number, appt: Appt | null, cli: Client | null) => {
    sales.push({ no: 0, dt, prod, qty, unit, appt, cli, pay: appt && appt.pay ? appt.pay : payMth(), vd: r.chance(0.012) ? 'Y' : 'N', seq: seq++ });
  };
  const balmCd = (d: string) => (d < '2025-07-01' ? 'AC08' : r.chance(0.7) ? 'AC02' : 'AC01');
  const priceOf = (prod: string, d: string): number => {
    const base: Record<string, number> = { AC01: 1200, AC02: 850, AC03: 1000, AC04: 700, AC05: 650, AC06: 950, AC07: 1100, AC08: 900, JW01: 2500, JW02: 3500, MR01: 2000, MR02: 1200 };
    let p = base[prod] as number;
    if (prod === 'AC02' && d >= '2026-03-01') p = 900;
    if (prod === 'AC05' && d >= '2026-01-01') p = 700;
    return p;
  };
  const aftercare = (a: Appt) => {
    const cli = a.pc.cli;
    if (a.typ === 'SES') {
      if (r.chance(0.5)) sell(a.dt, balmCd(a.dt), r.chance(0.15) ? 2 : 1, 0, a, cli);
      if (r.chance(0.22)) sell(a.dt, 'AC03', 1, 0, a, cli);
      if (r.chance(0.08)) sell(a.dt, 'AC04', 1, 0, a, cli);
      if (r.chance(0.05) && month(a.dt) >= 4 && month(a.dt) <= 8) sell(a.dt, 'AC07', 1, 0, a, cli);
    } else if (a.typ === 'PRC') {
      if (r.chance(0.62)) sell(a.dt, r.chance(0.7) ? 'AC05' : 'AC06', 1, 0, a, cli);
      if (r.chance(0.14)) sell(a.dt, r.chance(0.65) ? 'JW01' : 'JW02', 1, 0, a, cli);
    } else if (a.typ === 'TUP') {
      if (r.chance(0.15)) sell(a.dt, balmCd(a.dt), 1, 0, a, cli);
    }
    if (r.chance(0.02)) sell(a.dt, r.chance(0.6) ? 'MR01' : 'MR02', 1, 0, a, cli);
  };

  // one booking, followed through reschedules to what finally happened (or to a booking still in the diary)
  type Res = { res: string; date: string; appt: Appt };
  const runBooking = (pc: Piece, typ: string, bkd: string, dt0: string, hrs: number, o: { dep: number; wlk?: boolean; rs?: boolean; noShow?: number; free?: boolean }): Res => {
    const art = pc.art;
    let cur = mkAppt(pc, typ, bkd, dt0, hrs, o.wlk ? 'Y' : 'N');
    let dep: Dep | null = null;
    if (o.dep > 0) {
      dep = { no: 0, appt: cur, tkn: bkd, amt: o.dep, pay: r.weighted([['CARD', 80], ['BANK', 17], ['CASH', 3]]), st: 'H', stDt: null, xfr: 0 };
      deps.push(dep);
    }
    let rsP = o.rs === false ? 0 : 0.06;
    for (;;) {
      const lead = daysBetween(cur.bkd, cur.dt);
      let out: string;
      let cxl: string | null = null;
      if (o.wlk) out = 'DN';
      else if (art.end !== null && cur.dt > art.end) {
        out = 'CS';
        cxl = maxDate(cur.bkd, addDays(art.end, -r.int(14, 35)));
      } else {
        const nsP = (o.noShow ?? 0.045) * art.ns * pc.cli.flaky;
        out = r.weighted([['RS', lead > 3 ? rsP : 0], ['CC', lead > 2 ? 0.03 : 0], ['CS', 0.01], ['NS', nsP], ['DN', 1 - rsP - 0.04 - nsP]]);
        if (out === 'RS') cxl = maxDate(cur.bkd, addDays(cur.dt, -r.int(2, 21)));
        if (out === 'CC') cxl = maxDate(cur.bkd, addDays(cur.dt, -r.int(0, 10)));
        if (out === 'CS') cxl = maxDate(cur.bkd, addDays(cur.dt, -r.int(0, 3)));
      }
      const ev = cxl ?? cur.dt;
      if (ev > LAST) {
        cur.stat = 'BK';
        return { res: 'BK', date: cur.dt, appt: cur };
      }
      cur.stat = out;
      cur.cxl = cxl;
      if (out === 'RS') {
        const c = cxl as string;
        let nd = openDay(addDays(cur.dt, r.int(7, 35)));
        if (nd <= c) nd = openDay(addDays(c, 7));
        const next = mkAppt(pc, typ, c, nd, hrs, 'N');
        next.rsFrom = cur;
        if (dep) {
          dep.appt = next;
          dep.xfr++;
        }
        cur = next;
        rsP = rsP / 2;
        continue;
      }
      if (out === 'DN') {
        const act = typ === 'CON' || typ === 'PRC' ? hrs : Math.max(0.5, hrs + r.weighted([[-1, 8], [-0.5, 20], [0, 45], [0.5, 20], [1, 7]]));
        cur.actHrs = act;
        if (typ === 'CON') cur.svc = 0;
        else if (pc.bas === 'F' && typ !== 'TUP') cur.svc = pc.flat as number;
        else if (o.free) cur.svc = 0;
        else cur.svc = Math.round(act * rateOn(art, cur.dt));
        if (cur.svc > 0) cur.pay = payMth();
        if (dep) {
          dep.st = 'A';
          dep.stDt = cur.dt;
        }
        aftercare(cur);
      } else {
        if (out === 'NS') pc.cli.ns++;
        if (dep) {
          dep.st = out === 'CS' ? 'R' : 'F';
          dep.stDt = ev;
        }
      }
      return { res: out, date: ev, appt: cur };
    }
  };

  const depFor = (art: Artist, hrs: number) => (art.typ === 'G' ? 10000 : art.typ === 'A' ? 3000 : hrs > 3 ? 10000 : 5000);

  const newPiece = (art: Artist, cli: Client, opn: string, sz: string, typ = 'T'): Piece => {
    const style = art.spec === 'Piercing' ? null : art.spec;
    const plc = r.pick(PLC[sz] as string[]);
    const subj = r.pick(STYLE_SUBJECTS[art.spec] ?? ['Custom']);
    const bas = sz === 'S' ? 'F' : sz === 'M' ? (r.chance(art.typ === 'A' ? 1 : 0.5) ? 'F' : 'H') : 'H';
    let flat: number | null = null;
    if (bas === 'F') flat = sz === 'S' ? r.int(6, art.typ === 'A' ? 12 : 18) * 1000 : r.int(8, art.typ === 'A' ? 10 : 18) * 2500;
    let est = 1;
    if (sz === 'L') est = plc === 'Half sleeve' ? r.int(3, 5) : r.int(2, 3);
    if (sz === 'XL') est = plc === 'Back' ? r.int(6, 10) : r.int(4, 8);
    const pc: Piece = { no: 0, cli, art, typ, dsgn: `${subj} ${plc.toLowerCase()}`, style, plc, sz, bas, flat, est, opn, stat: 'P', fin: null };
    pieces.push(pc);
    return pc;
  };

  const maxGap = (a: number, b: number) => Math.max(a, b);
  const hrsFor = (sz: string, art: Artist) => {
    if (sz === 'S') return r.pick([1, 1, 1.5, 2]);
    if (sz === 'M') return r.pick([2, 3, 3, 4]);
    if (sz === 'L') return r.pick([4, 5, 5, 6]);
    return art.typ === 'G' ? 6 : r.pick([5, 6, 6]);
  };

  const touchUp = (pc: Piece) => {
    const fin = pc.fin as string;
    let tb: string;
    if (r.chance(0.27)) tb = addDays(fin, r.int(14, 80));
    else if (r.chance(0.035)) tb = addDays(fin, r.int(200, 480));
    else return;
    if (tb > LAST) return;
    const tdt = openDay(addDays(tb, r.int(4, 21)));
    if (pc.art.end !== null && tdt > pc.art.end) return;
    runBooking(pc, 'TUP', tb, tdt, 1, { dep: 0, noShow: 0.06, free: daysBetween(fin, tdt) <= 183 });
  };

  // a tattoo enquiry followed from first contact to the last session or to where it stands today
  const simTattoo = (art: Artist, opn: string, sz: string, cli: Client) => {
    const pc = newPiece(art, cli, opn, sz);
    const hrs = hrsFor(sz, art);
    const consult = r.chance(sz === 'S' ? 0.04 : sz === 'M' ? 0.3 : sz === 'L' ? 0.75 : 1);
    let bkd = opn;
    if (consult) {
      let cb = opn;
      let cdt = openDay(addDays(opn, r.int(2, 18)));
      for (;;) {
        const res = runBooking(pc, 'CON', cb, cdt, 0.5, { dep: 0, noShow: 0.07 });
        if (res.res === 'BK') return;
        if (res.res === 'CS') {
          cb = res.date;
          cdt = openDay(addDays(res.date, r.int(5, 14)));
          if (art.end !== null && cdt > art.end) {
            pc.stat = 'X';
            return;
          }
          continue;
        }
        if (res.res !== 'DN' || !r.chance(art.id === 2 || art.id === 4 ? 0.85 : 0.74)) {
          pc.stat = 'X';
          return;
        }
        bkd = res.date;
        break;
      }
    }
    let dt = openDay(addDays(bkd, r.int(art.lead[0], art.lead[1])));
    let done = 0;
    // the estimate is the artist's guess: some pieces need a sitting more, a few one fewer
    const need = pc.bas === 'F' ? 1 : Math.max(1, pc.est + (pc.est > 1 && r.chance(0.1) ? -1 : r.chance(sz === 'S' ? 0.02 : 0.25) ? 1 : 0));
    for (;;) {
      if (art.end !== null && bkd > art.end) {
        pc.stat = done > 0 ? 'A' : 'X';
        return;
      }
      const res = runBooking(pc, 'SES', bkd, dt, hrs, { dep: depFor(art, hrs) });
      if (res.res === 'BK') {
        pc.stat = done > 0 ? 'O' : 'P';
        return;
      }
      if (res.res === 'DN') {
        done++;
        if (done >= need) {
          pc.stat = 'D';
          pc.fin = res.date;
          touchUp(pc);
          return;
        }
        if (r.chance(0.035)) {
          pc.stat = daysBetween(res.date, LAST) > 270 ? 'A' : 'O';
          return;
        }
        bkd = r.chance(0.8) ? res.date : addDays(res.date, r.int(5, 60));
        if (bkd > LAST) {
          pc.stat = 'O';
          return;
        }
        dt = openDay(addDays(res.date, maxGap(r.int(21, 49), daysBetween(res.date, bkd) + 7)));
        continue;
      }
      if (res.res === 'CS') {
        if (art.end !== null && res.date >= addDays(art.end, -40)) {
          pc.stat = done > 0 ? 'A' : 'X';
          return;
        }
        bkd = res.date;
        dt = openDay(addDays(res.appt.dt, r.int(7, 28)));
        continue;
      }
      // no-show or cancelled by the client: the deposit is gone; some rebook
      if (r.chance(0.45)) {
        bkd = addDays(res.date, r.int(1, 30));
        if (bkd > LAST) {
          pc.stat = done > 0 ? 'O' : 'X';
          return;
        }
        dt = openDay(addDays(bkd, r.int(7, 40)));
        continue;
      }
      pc.stat = done > 0 ? (daysBetween(res.date, LAST) > 270 ? 'A' : 'O') : 'X';
      return;
    }
  };

  // ---------------------------------------------------------------- the days
  const residents = ARTISTS.filter((a) => a.typ === 'R' || a.typ === 'A');
  const piercer = ARTISTS.find((a) => a.typ === 'P') as Artist;
  for (let d = WARM; d <= LAST; d = addDays(d, 1)) {
    const dow = dayOfWeek(d);
    // enquiries come in every day (Instagram DMs, the website form, phone)
    for (const art of residents) {
      if (!working(art, addDays(d, 45)) || !working(art, d)) continue;
      const n = r.poisson(((0.82 * art.lam) / 7) * season(TAT_SEASON, d) * (d >= '2026-01-01' ? 1.06 : 1));
      for (let k = 0; k < n; k++) {
        const sz = r.weighted(art.sizes);
        simTattoo(art, d, sz, clientFor(d, 18, 0.27, null));
      }
    }
    if (!isOpen(d)) continue;
    // walk-ins: flash off the wall
    for (const art of residents) {
      if (!working(art, d)) continue;
      const n = r.poisson(art.wlk * season(TAT_SEASON, d) * (dow === 6 ? 1.8 : dow === 5 ? 1.2 : 0.8));
      for (let k = 0; k < n; k++) {
        const cli = clientFor(d, 18, 0.15, r.chance(0.6) ? 'Walk-in' : null);
        const pc = newPiece(art, cli, d, 'S');
        const res = runBooking(pc, 'SES', d, d, r.pick([1, 1, 1.5]), { dep: 0, wlk: true });
        pc.stat = 'D';
        pc.fin = res.date;
        touchUp(pc);
      }
    }
    // piercings: mostly walk-ins, some booked a few days ahead
    if (working(piercer, d)) {
      const sat = dow === 6 ? 1.7 : dow === 5 ? 1.2 : 0.85;
      const nw = r.poisson(1.15 * season(PRC_SEASON, d) * sat);
      const nb = r.poisson(0.55 * season(PRC_SEASON, d));
      for (let k = 0; k < nw + nb; k++) {
        const wlk = k < nw;
        const [plc, base] = r.weighted(PIERCINGS.map(([p, b, w]) => [[p, b] as [string, number], w] as const));
        const cli = clientFor(d, 16, 0.2, wlk && r.chance(0.5) ? 'Walk-in' : null);
        const price = base + (d >= '2026-01-01' ? 500 : 0);
        const pc: Piece = { no: 0, cli, art: piercer, typ: 'P', dsgn: `${plc} piercing`, style: null, plc, sz: 'S', bas: 'F', flat: price, est: 1, opn: d, stat: 'P', fin: null };
        pieces.push(pc);
        const dt = wlk ? d : openDay(addDays(d, r.int(1, 14)));
        const res = runBooking(pc, 'PRC', d, dt, 0.5, { dep: 0, wlk, rs: true, noShow: 0.07 });
        if (res.res === 'DN') {
          pc.stat = 'D';
          pc.fin = res.date;
        } else pc.stat = res.res === 'BK' ? 'P' : 'X';
      }
    }
    // counter sales with no appointment behind them
    const nc = r.poisson(0.55 * season(PRC_SEASON, d));
    for (let k = 0; k < nc; k++) {
      const prod = r.weighted([[balmCd(d), 30], ['AC05', 25], ['AC03', 12], ['AC04', 8], ['AC06', 8], ['AC07', month(d) >= 4 && month(d) <= 8 ? 10 : 1], ['MR01', 5], ['MR02', 4]]);
      sell(d, prod, r.chance(0.1) ? 2 : 1, 0, null, r.chance(0.25) ? r.pick(clients.filter((c) => c.reg <= d).slice(-400)) : null);
    }
  }

  // guest spots: announced on Instagram six to ten weeks ahead, booked up from the announcement
  for (const g of ARTISTS.filter((a) => a.typ === 'G')) {
    const ann = addDays(g.st, -r.int(45, 70));
    const days: string[] = [];
    for (let d = g.st; d <= (g.end as string); d = addDays(d, 1)) if (isOpen(d)) days.push(d);
    for (const d of days) {
      const n = r.int(2, 3);
      for (let k = 0; k < n; k++) {
        const bkd = addDays(ann, Math.floor(Math.pow(r.next(), 2) * Math.max(1, daysBetween(ann, d) - 3)));
        if (bkd > LAST) continue;
        const sz = n === 2 && k === 0 ? 'XL' : r.weighted([['M', 55], ['L', 45]]);
        const cli = clientFor(bkd, 18, 0.35, r.chance(0.5) ? 'Instagram' : null);
        const pc = newPiece(g, cli, bkd, sz === 'XL' ? 'L' : sz);
        // guests sell whole-day pieces at a flat day rate; other work either flat or by the hour
        const hrs = sz === 'XL' ? 6 : hrsFor(sz, g);
        pc.bas = sz === 'XL' || r.chance(0.4) ? 'F' : 'H';
        pc.flat = pc.bas === 'F' ? Math.round((hrs * (g.rate as number) * (sz === 'XL' ? r.float(0.8, 0.9) : r.float(0.9, 1.05))) / 2500) * 2500 : null;
        pc.est = 1;
        if (pc.plc === 'Half sleeve') {
          pc.plc = 'Upper arm';
          pc.dsgn = pc.dsgn.replace('half sleeve', 'upper arm');
        }
        const res = runBooking(pc, 'SES', bkd, d, hrs, { dep: depFor(g, 6), rs: false });
        pc.stat = res.res === 'DN' ? 'D' : res.res === 'BK' ? 'P' : 'X';
        if (res.res === 'DN') pc.fin = res.date;
      }
    }
  }

  // the cut-over: appointments, deposits and till sales before go-live were not migrated; nor were pieces with nothing left
  const keptAppts = appts.filter((a) => a.dt >= GO_LIVE);
  appts.length = 0;
  appts.push(...keptAppts);
  for (const a of appts) if (a.rsFrom && a.rsFrom.dt < GO_LIVE) a.rsFrom = null;
  const keptDeps = deps.filter((d) => d.appt.dt >= GO_LIVE);
  deps.length = 0;
  deps.push(...keptDeps);
  const keptSales = sales.filter((s) => s.dt >= GO_LIVE);
  sales.length = 0;
  sales.push(...keptSales);
  const live = new Set(appts.map((a) => a.pc));
  const keptPieces = pieces.filter((p) => live.has(p));
  pieces.length = 0;
  pieces.push(...keptPieces);
  for (const c of clients) c.ns = 0;
  for (const a of appts) if (a.stat === 'NS') a.pc.cli.ns++;

  // clients who no-show twice or more are mostly barred from booking again
  // (only those who have not been allowed to book again since their second no-show)
  const nsDates = new Map<Client, string[]>();
  const lastBkd = new Map<Client, string>();
  for (const a of appts) {
    const c = a.pc.cli;
    if (a.stat === 'NS') nsDates.set(c, [...(nsDates.get(c) ?? []), a.dt].sort());
    lastBkd.set(c, maxDate(lastBkd.get(c) ?? a.bkd, a.bkd));
  }
  for (const c of clients) {
    const second = (nsDates.get(c) ?? [])[1];
    if (second !== undefined && (lastBkd.get(c) as string) <= second && r.chance(0.8)) c.bar = 'Y';
  }

  // ---------------------------------------------------------------- numbering
  clients.sort((a, b) => (a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : 0));
  clients.forEach((c, k) => (c.no = 10001 + k));
  pieces.sort((a, b) => (a.opn < b.opn ? -1 : a.opn > b.opn ? 1 : 0));
  pieces.forEach((p, k) => (p.no = 4001 + k));
  appts.sort((a, b) => (a.bkd < b.bkd ? -1 : a.bkd > b.bkd ? 1 : a.seq - b.seq));
  appts.forEach((a, k) => (a.no = 20001 + k));
  deps.sort((a, b) => (a.tkn < b.tkn ? -1 : a.tkn > b.tkn ? 1 : 0));
  deps.forEach((d, k) => (d.no = 901 + k));
  sales.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.seq - b.seq));
  sales.forEach((s, k) => {
    s.no = 60001 + k;
    s.unit = priceOf(s.prod, s.dt);
    if (s.appt && s.appt.pay) s.pay = s.appt.pay;
  });

  const lkp: [string, string, string, number][] = [
    ['ARTT', 'R', 'Resident artist', 1], ['ARTT', 'A', 'Apprentice', 2], ['ARTT', 'P', 'Piercer', 3], ['ARTT', 'G', 'Guest artist', 4],
    ['APTY', 'CON', 'Consultation', 1], ['APTY', 'SES', 'Tattoo session', 2], ['APTY', 'TUP', 'Touch-up', 3], ['APTY', 'PRC', 'Piercing', 4],
    ['APST', 'BK', 'Booked', 1], ['APST', 'DN', 'Done', 2], ['APST', 'NS', 'No-show', 3], ['APST', 'CC', 'Cancelled by client', 4], ['APST', 'CS', 'Cancelled by studio', 5], ['APST', 'RS', 'Rescheduled', 6],
    ['PCST', 'P', 'Planned - not started', 1], ['PCST', 'O', 'In progress', 2], ['PCST', 'D', 'Finished', 3], ['PCST', 'A', 'Abandoned part-way', 4], ['PCST', 'X', 'Did not go ahead', 5],
    ['PCSZ', 'S', 'Small', 1], ['PCSZ', 'M', 'Medium', 2], ['PCSZ', 'L', 'Large', 3], ['PCSZ', 'XL', 'Sleeve / back piece', 4],
    ['DPST', 'H', 'Held', 1], ['DPST', 'A', 'Applied to bill', 2], ['DPST', 'F', 'Forfeited', 3], ['DPST', 'R', 'Refunded', 4],
    ['PMTH', 'CARD', 'Card', 1], ['PMTH', 'CASH', 'Cash', 2], ['PMTH', 'BANK', 'Bank transfer', 3],
    ['PCAT', 'BALM', 'Aftercare balm', 1], ['PCAT', 'FILM', 'Protective film', 2], ['PCAT', 'WASH', 'Cleanser', 3], ['PCAT', 'SPRY', 'Saline spray', 4], ['PCAT', 'SUN', 'Sun protection', 5],
    ['PCAT', 'JWL', 'Jewellery upgrade', 6], ['PCAT', 'MRCH', 'Merchandise', 7],
  ];
  const products: [string, string, string, number, number, string][] = [
    ['AC01', 'Hustle Butter Deluxe 30ml', 'BALM', 1200, 610, 'Y'],
    ['AC02', 'Black Lantern aftercare balm 50ml', 'BALM', 900, 240, 'Y'],
    ['AC03', 'Second-skin film roll 1m', 'FILM', 1000, 380, 'Y'],
    ['AC04', 'Antibacterial foam cleanser 100ml', 'WASH', 700, 260, 'Y'],
    ['AC05', 'Sterile saline spray 100ml', 'SPRY', 700, 190, 'Y'],
    ['AC06', 'Sterile saline spray 200ml', 'SPRY', 950, 300, 'Y'],
    ['AC07', 'SPF50 tattoo sunstick', 'SUN', 1100, 460, 'Y'],
    ['AC08', 'Tattoo Goo original salve 21g', 'BALM', 900, 420, 'N'],
    ['JW01', 'Titanium gem labret upgrade', 'JWL', 2500, 620, 'Y'],
    ['JW02', 'Gold-plated hoop upgrade', 'JWL', 3500, 980, 'Y'],
    ['MR01', 'Studio T-shirt', 'MRCH', 2000, 720, 'Y'],
    ['MR02', 'Studio tote bag', 'MRCH', 1200, 350, 'Y'],
  ];

  const ddl = `
CREATE SCHEMA inkd;
CREATE TABLE inkd.lkp (
  lkp_grp varchar(4) NOT NULL,
  lkp_cd varchar(4) NOT NULL,
  lkp_dsc varchar(40) NOT NULL,
  srt smallint,
  PRIMARY KEY (lkp_grp, lkp_cd)
);
CREATE TABLE inkd.artist (
  art_id smallint PRIMARY KEY,
  art_nm varchar(40) NOT NULL,
  art_typ char(1) NOT NULL,
  spec varchar(20),
  hr_rate_p integer,
  comm_pct numeric(4,1) NOT NULL,
  st_dt date NOT NULL,
  end_dt date,
  hm_city varchar(30),
  ig_hdl varchar(30),
  actv_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE inkd.client (
  cli_no integer PRIMARY KEY,
  fnm varchar(30) NOT NULL,
  snm varchar(30) NOT NULL,
  dob date,
  mob varchar(15),
  email varchar(60),
  hrd_abt varchar(12),
  reg_dt date NOT NULL,
  id_chk_yn char(1) NOT NULL DEFAULT 'N',
  mkt_yn char(1) NOT NULL DEFAULT 'N',
  bar_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE inkd.piece (
  pc_no integer PRIMARY KEY,
  cli_no integer NOT NULL REFERENCES inkd.client (cli_no),
  art_id smallint NOT NULL REFERENCES inkd.artist (art_id),
  pc_typ char(1) NOT NULL,
  dsgn varchar(60),
  style varchar(20),
  plc varchar(20),
  sz_cd varchar(2),
  prc_bas char(1) NOT NULL,
  flat_p integer,
  est_ss smallint,
  opn_dt date NOT NULL,
  stat_cd char(1) NOT NULL,
  fin_dt date
);
CREATE TABLE inkd.appt (
  appt_no integer PRIMARY KEY,
  pc_no integer NOT NULL REFERENCES inkd.piece (pc_no),
  art_id smallint NOT NULL REFERENCES inkd.artist (art_id),
  appt_typ varchar(3) NOT NULL,
  bkd_dt date NOT NULL,
  appt_dt date NOT NULL,
  st_tm time,
  bk_hrs numeric(3,1) NOT NULL,
  act_hrs numeric(3,1),
  wlk_yn char(1) NOT NULL DEFAULT 'N',
  stat_cd char(2) NOT NULL,
  cxl_dt date,
  rs_from integer,
  svc_p integer,
  pay_mth varchar(4)
);
CREATE TABLE inkd.dep (
  dep_no integer PRIMARY KEY,
  appt_no integer NOT NULL REFERENCES inkd.appt (appt_no),
  cli_no integer NOT NULL REFERENCES inkd.client (cli_no),
  tkn_dt date NOT NULL,
  amt_p integer NOT NULL,
  pay_mth varchar(4) NOT NULL,
  dep_st char(1) NOT NULL,
  st_dt date,
  xfr_n smallint NOT NULL DEFAULT 0
);
CREATE TABLE inkd.prod (
  prod_cd varchar(6) PRIMARY KEY,
  prod_nm varchar(40) NOT NULL,
  cat_cd varchar(4) NOT NULL,
  sell_p integer NOT NULL,
  cost_p integer NOT NULL,
  actv_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE inkd.prod_sl (
  sl_no integer PRIMARY KEY,
  sl_dt date NOT NULL,
  prod_cd varchar(6) NOT NULL REFERENCES inkd.prod (prod_cd),
  qty smallint NOT NULL,
  unit_p integer NOT NULL,
  appt_no integer,
  cli_no integer,
  pay_mth varchar(4),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
`;
  const actv = (a: Artist) => (a.typ === 'G' ? ((a.end as string) > LAST ? 'Y' : 'N') : a.end === null ? 'Y' : 'N');
  return [
    ddl,
    insertRows('inkd.lkp', ['lkp_grp', 'lkp_cd', 'lkp_dsc', 'srt'], lkp),
    insertRows('inkd.artist', ['art_id', 'art_nm', 'art_typ', 'spec', 'hr_rate_p', 'comm_pct', 'st_dt', 'end_dt', 'hm_city', 'ig_hdl', 'actv_yn'],
      ARTISTS.map((a) => [a.id, a.nm, a.typ, a.spec, a.rate, a.comm, a.st, a.end, a.home, a.ig, actv(a)])),
    insertRows('inkd.client', ['cli_no', 'fnm', 'snm', 'dob', 'mob', 'email', 'hrd_abt', 'reg_dt', 'id_chk_yn', 'mkt_yn', 'bar_yn'],
      clients.map((c) => [c.no, c.fnm, c.snm, c.dob, c.mob, c.email, c.heard, c.reg, c.idChk, c.mkt, c.bar])),
    insertRows('inkd.piece', ['pc_no', 'cli_no', 'art_id', 'pc_typ', 'dsgn', 'style', 'plc', 'sz_cd', 'prc_bas', 'flat_p', 'est_ss', 'opn_dt', 'stat_cd', 'fin_dt'],
      pieces.map((p) => [p.no, p.cli.no, p.art.id, p.typ, p.dsgn, p.style, p.plc, p.typ === 'P' ? null : p.sz, p.bas, p.flat, p.est, p.opn, p.stat, p.fin])),
    insertRows('inkd.appt', ['appt_no', 'pc_no', 'art_id', 'appt_typ', 'bkd_dt', 'appt_dt', 'st_tm', 'bk_hrs', 'act_hrs', 'wlk_yn', 'stat_cd', 'cxl_dt', 'rs_from', 'svc_p', 'pay_mth'],
      appts.map((a) => [a.no, a.pc.no, a.pc.art.id, a.typ, a.bkd, a.dt, a.tm, a.bkHrs, a.actHrs, a.wlk, a.stat, a.cxl, a.rsFrom ? a.rsFrom.no : null, a.svc, a.pay])),
    insertRows('inkd.dep', ['dep_no', 'appt_no', 'cli_no', 'tkn_dt', 'amt_p', 'pay_mth', 'dep_st', 'st_dt', 'xfr_n'],
      deps.map((d) => [d.no, d.appt.no, d.appt.pc.cli.no, d.tkn, d.amt, d.pay, d.st, d.stDt, d.xfr])),
    insertRows('inkd.prod', ['prod_cd', 'prod_nm', 'cat_cd', 'sell_p', 'cost_p', 'actv_yn'], products),
    insertRows('inkd.prod_sl', ['sl_no', 'sl_dt', 'prod_cd', 'qty', 'unit_p', 'appt_no', 'cli_no', 'pay_mth', 'void_yn'],
      sales.map((s) => [s.no, s.dt, s.prod, s.qty, s.unit, s.appt ? s.appt.no : null, s.appt ? s.appt.pc.cli.no : s.cli ? s.cli.no : null, s.pay, s.vd])),
  ].join('\n');
}
