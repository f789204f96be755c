/**
 * Clearway Driving School, a driving-school franchise network in Australia. Head office (the franchisor) is in
 * Parramatta, NSW; the lessons are given by franchised instructors, each one a sole trader who holds an
 * instructor's licence, works a territory (a patch of suburbs) and drives a dual-control car leased from head
 * office. Pupils (learner drivers, "learners") enrol online or by phone, book lessons with their instructor, pay as
 * they go ("casual" lessons) or buy a pack of lessons in advance, and when they are ready sit the practical driving
 * test (the P1 test in NSW, the Q-SAFE test in Queensland) at a government testing centre in the instructor's car.
 * Head office bills every instructor monthly for the franchise fee and the car lease, and services the fleet.
 *
 * This is head office's booking and franchise database as it stood at the close of business on 2026-11-24 (it was
 * refreshed on 2026-11-25). Money is in Australian dollars (AUD); prices pupils pay include GST (10%), and
 * franchise invoices carry the amount ex GST and the GST apart. The financial year (FY) runs 1 July to 30 June;
 * list prices and fees change on 1 July. The system went live on 2023-02-01, when the first territories opened.
 * Rows dated after 2026-11-24 are bookings and plans: lessons booked up to late December 2026 (and test-day
 * warm-up lessons with their tests), driving tests booked up to January 2027, and car services booked at a
 * workshop.
 *
 * Schema `cds`:
 *
 * - `terr`: the franchise territories, keyed by `terr_id`. `terr_cd` short code (PAR, PEN, ...); `terr_nm` the
 *   territory name as used in marketing ('Parramatta & Hills', 'Penrith & Blue Mtns' ...); `state_cd` the state:
 *   NSW New South Wales, QLD Queensland; `metro_yn` Y a capital-city (Sydney or Brisbane) metro territory, N a
 *   regional one; `opn_dt` the day the territory opened for business.
 *
 * - `instr`: the franchised driving instructors, current and past, keyed by `instr_id`. `instr_cd` the franchisee
 *   code ('I001' ...); `first_nm`, `last_nm`; `terr_id` the territory they work (`terr.terr_id`); `mntr_instr_id`
 *   the senior instructor who mentored them through their first year (`instr.instr_id`, NULL for instructors who
 *   came in experienced); `lic_no` their driving instructor licence number; `trans_cd` what they teach: AUT
 *   automatic only, BTH automatic and manual (they lease a second, manual car); `fee_pln_cd` the franchise fee plan:
 *   FT full-time, PT part-time (reduced franchise fee, fewer lesson hours); `start_dt` the first day they traded
 *   under the franchise; `end_dt` the last day (left the network), NULL while still an instructor with us.
 *
 * - `pupil`: learner drivers who have enrolled, keyed by `pupil_id`. `pupil_no` ('P100001' ...); `first_nm`,
 *   `last_nm`; `dob` date of birth; `sub_nm` home suburb (where lessons pick up); `terr_id` the territory the pupil
 *   belongs to (`terr.terr_id`); `instr_id` the pupil's allocated instructor now, or the last one they had
 *   (`instr.instr_id`; pupils of an instructor who left were handed to another in the same territory); `trans_cd`
 *   the transmission they are learning in: AUT automatic, MAN manual; `enrol_dt` the day they enrolled; `ref_src_cd`
 *   how they found us: WEB our website, GGL Google search or ads, REF referred by a friend or family member who
 *   learned with us, SOC social media, SCH a high-school road-safety program; `ref_pupil_id` for REF, the pupil who
 *   referred them when known (`pupil.pupil_id`), else NULL; `stat_cd` ACT active learner, LIC licensed (passed the
 *   driving test with us, account closed), INA inactive (no lesson for six months and nothing booked), WDN withdrawn
 *   (asked us to close the account); `stat_dt` the day the status was last set (the enrolment day for ACT pupils
 *   who have not changed status).
 *
 * - `car`: the fleet of dual-control cars head office owns and leases to instructors, keyed by `car_id`, including
 *   cars already sold. `rego_no` the registration plate; `make_nm`, `mdl_nm`, `mdl_yr`; `trans_cd` AUT automatic,
 *   MAN manual; `instr_id` the instructor the car is leased to (or was, for a sold car) (`instr.instr_id`);
 *   `acq_dt` the day we took delivery (all bought new); `disp_dt` the day it was sold, NULL while in the fleet;
 *   `odo_km` the latest odometer reading in km (at sale for a sold car); `rego_exp_dt` the day the current
 *   registration expires (renewed yearly on the delivery anniversary; for a sold car the expiry it had when sold).
 *
 * - `car_svc`: workshop jobs on the fleet cars, keyed by `svc_id`. `car_id` (`car.car_id`); `svc_dt` the day of
 *   the job (or the day booked); `svc_typ_cd` LOG logbook (scheduled) service, TYR tyres replaced, BRK brake pads /
 *   rotors, DCI annual dual-control inspection and certificate, REP repair (panel damage, windscreen, breakdown);
 *   `odo_km` odometer at the job (NULL for a booking); `cost_aud` the invoice from the workshop including GST (NULL
 *   unless done); `wrkshp_nm` the workshop; `stat_cd` DON done, BKD booked (a coming date), CXL booking cancelled.
 *
 * - `pkg`: the lesson packs on sale now or in the past, keyed by `pkg_cd`. `pkg_nm` the name on the website;
 *   `lsn_qty` lessons (credits) in the pack; `lsn_min` the length of each lesson in minutes; `list_px_aud` the
 *   current list price including GST; `valid_mo` months the credits stay valid after purchase; `actv_yn` Y on sale
 *   now, N withdrawn. P03 Starter 3-Lesson Pack (withdrawn from sale on 2024-06-30), P05, P10, P20 packs of 60-minute
 *   lessons, TDP Test Day Package (one 90-minute warm-up lesson just before the test and use of the car for the
 *   test). List prices go up every 1 July.
 *
 * - `pkg_purch`: lesson packs bought by pupils, keyed by `purch_id`. `purch_no` ('PK-23-00001' ...); `pupil_id`
 *   (`pupil.pupil_id`); `pkg_cd` (`pkg.pkg_cd`); `purch_dt` the day bought; `list_px_aud` the list price then;
 *   `disc_cd` the promo code used: SCH10 school program 10% off, REF30 $30 off a referred pupil's first pack, BF15
 *   Black Friday 15% off, NULL none; `disc_aud` the discount given; `amt_paid_aud` what the pupil paid (list price
 *   less discount, GST inclusive); `pay_mthd_cd` CRD debit/credit card, EFT bank transfer, AFP Afterpay, GFT gift
 *   voucher; `lsn_qty` credits bought; `lsn_used_qty` credits redeemed so far: one for each completed (CMP) lesson
 *   booked against the pack (a late cancel or no-show on a pack lesson does not use a credit, the fee is charged
 *   instead; lessons booked for coming days have not used theirs yet); `exp_dt` the day unused credits expire;
 *   `stat_cd` ACT live (credits left and not expired), USD used up, EXP expired with credits unused (forfeited),
 *   RFD refunded (the unused credits were refunded and cancelled); `rfd_dt` the day of the refund, `rfd_amt_aud` the
 *   amount refunded (unused credits at the price paid per lesson), both NULL unless refunded.
 *
 * - `lsn`: lesson bookings, one row per booked lesson, keyed by `lsn_id`. `pupil_id` (`pupil.pupil_id`);
 *   `instr_id` the instructor (`instr.instr_id`); `car_id` the car (`car.car_id`); `lsn_dt` the lesson day;
 *   `start_tm` the pick-up time; `dur_min` the length in minutes (60, 90 or 120; pack lessons are the pack's
 *   length); `lsn_typ_cd` STD standard lesson, PRE test-day warm-up lesson (just before a driving test), MCK mock
 *   test, HWY highway / freeway and night driving; `bkd_dt` the day it was booked; `stat_cd` BKD booked (a coming
 *   lesson), CMP completed (given), CXL cancelled by the pupil in good time (24 hours or more ahead, no fee), LCX late
 *   cancellation by the pupil (under 24 hours' notice, fee charged), NSH no-show (pupil not there at pick-up, fee
 *   charged), ICX cancelled by the instructor or the office (car off the road, sickness, weather; no fee);
 *   `cxl_dt` the day it was cancelled (CXL, LCX, ICX), else NULL; `purch_id` the lesson pack it is booked against
 *   (`pkg_purch.purch_id`), NULL for a casual (pay-as-you-go) lesson; `chg_aud` the price of a casual lesson: what
 *   was charged for a completed one, or the price quoted for a booked one; 0 for pack lessons and for lessons not
 *   given; `fee_aud` the late-cancellation fee (half the casual price of the lesson) or no-show fee (the full casual
 *   price) charged, 0 otherwise; `fee_wvd_yn` Y when the office waived the late-cancel or no-show fee (then fee_aud
 *   is 0), N otherwise. The casual rate per hour was $75 until 2023-06-30, $78 in FY2023-24, $82 in FY2024-25, $85
 *   in FY2025-26 and $89 from 2026-07-01. The school's no-show rate is the no-shows (NSH) as a percentage of the
 *   lessons that were due to go ahead: completed, late-cancelled and no-show lessons (CMP, LCX, NSH); cancellations in
 *   good time (CXL, ICX) and coming bookings are left out. Lesson hours are dur_min / 60 of completed lessons.
 *
 * - `test_bkg`: practical driving test bookings and results, keyed by `test_id`. `bkg_ref` the booking reference
 *   with the transport authority ('DT23-00001' ...); `pupil_id` (`pupil.pupil_id`); `instr_id` the instructor who
 *   took them (`instr.instr_id`); `car_id` the car used (`car.car_id`); `ctr_nm` the government testing centre;
 *   `test_dt`, `test_tm` the day and time; `bkd_dt` the day the test was booked; `stat_cd` BKD booked (a coming
 *   test), SAT sat (a result is recorded), CXL booking cancelled (moved or given up; a moved test is a new booking);
 *   `rslt_cd` P pass, F fail, NULL unless sat; `minors_qty` the number of minor errors the examiner marked (NULL
 *   unless sat); `crit_err_yn` Y the test was failed on a critical (immediate-fail) error, N no critical error, NULL
 *   unless sat. A pupil's first attempt is their earliest test that was sat; the first-time pass rate is the share of
 *   first attempts that were passed. A pupil's account is closed (pupil.stat_cd LIC) once they pass.
 *
 * - `fran_inv`: monthly invoices head office raises to each instructor, keyed by `inv_id`. `inv_no` ('FI2611-0007'
 *   ...); `instr_id` (`instr.instr_id`); `fee_typ_cd` FRN franchise fee (covers the brand, the booking system and
 *   marketing; the FT or PT rate of the instructor's plan), CAR car lease (one per instructor, whatever the number of
 *   cars), ADM admin charge (late-payment fee, replacement roof sign and the like); `prd_mth` the month billed (its
 *   first day); `inv_dt` the invoice date; `due_dt` the day payment is due (14 days after the invoice date);
 *   `amt_aud` the amount ex GST; `gst_aud` the GST on it; `pd_dt` the day it was paid, NULL while unpaid; `stat_cd`
 *   ISS issued (open, unpaid), PD paid, VD void (raised in error and cancelled; a corrected invoice was raised, so a
 *   void invoice is never owed). An invoice is overdue when it is unpaid (ISS) after its due date. Instructors start
 *   being billed in the month they start (from the next month when they start after the 15th) and are billed up to
 *   the month they leave.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const GO_LIVE = '2023-02-01';
const LAST_DAY = '2026-11-24';
const BOOK_UNTIL = '2026-12-22';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const addMonths = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
};
const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
/** FY index: 0 for FY2022-23 (to 2023-06-30), 1 for FY2023-24, ... 4 for FY2026-27. */
const fy = (d: string) => {
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  return Math.max(0, Math.min(4, (m >= 7 ? y + 1 : y) - 2023));
};
const CASUAL_RATE = [75, 78, 82, 85, 89];
const casualPrice = (d: string, min: number) => round2((CASUAL_RATE[fy(d)] as number) * (min / 60));
/** Skips Sundays (and Christmas / New Year's Day) for lessons. */
const lessonDay = (d: string) => {
  let x = d;
  while (dayOfWeek(x) === 0 || x.slice(5) === '12-25' || x.slice(5) === '01-01' || x.slice(5) === '12-26') x = addDays(x, 1);
  return x;
};
/** Tests run Monday to Friday. */
const testDay = (d: string) => {
  let x = d;
  while (dayOfWeek(x) === 0 || dayOfWeek(x) === 6 || x.slice(5) === '12-25' || x.slice(5) === '12-26' || x.slice(5) === '01-01') x = addDays(x, 1);
  return x;
};
const tm = (h: number, m: number) => `${pad(h, 2)}:${pad(m, 2)}:00`;

interface Terr {
  id: number;
  cd: string;
  nm: string;
  st: string;
  metro: string;
  opn: string;
  subs: string[];
  ctrs: string[];
  shops: string[];
}
const TERRS: Terr[] = [
  { id: 1, cd: 'PAR', nm: 'Parramatta & Hills', st: 'NSW', metro: 'Y', opn: '2023-02-01', subs: ['Parramatta', 'Baulkham Hills', 'Castle Hill', 'Westmead', 'Toongabbie', 'Kellyville', 'Merrylands'], ctrs: ['Wetherill Park', 'Castle Hill'], shops: ['Hills Auto Centre', 'Parramatta Toyota Service'] },
  { id: 2, cd: 'PEN', nm: 'Penrith & Blue Mtns', st: 'NSW', metro: 'Y', opn: '2023-02-01', subs: ['Penrith', 'St Marys', 'Emu Plains', 'Glenmore Park', 'Kingswood', 'Springwood', 'Cranebrook'], ctrs: ['Penrith', 'St Marys'], shops: ['Nepean Mechanical', 'Penrith Tyre & Brake'] },
  { id: 3, cd: 'HBY', nm: 'Hornsby & Ku-ring-gai', st: 'NSW', metro: 'Y', opn: '2023-02-01', subs: ['Hornsby', 'Waitara', 'Asquith', 'Pennant Hills', 'Turramurra', 'Wahroonga', 'Berowra'], ctrs: ['Hornsby'], shops: ['Hornsby Auto Care', 'North Shore Mazda Service'] },
  { id: 4, cd: 'SUT', nm: 'Sutherland Shire', st: 'NSW', metro: 'Y', opn: '2023-03-01', subs: ['Sutherland', 'Miranda', 'Caringbah', 'Cronulla', 'Engadine', 'Menai', 'Kirrawee'], ctrs: ['Miranda'], shops: ['Shire Car Service', 'Caringbah Motors'] },
  { id: 5, cd: 'NEW', nm: 'Newcastle & Lake Macquarie', st: 'NSW', metro: 'N', opn: '2024-03-01', subs: ['Hamilton', 'Charlestown', 'Kotara', 'Merewether', 'Wallsend', 'Warners Bay', 'Mayfield'], ctrs: ['Newcastle'], shops: ['Hunter Auto Service', 'Broadmeadow Tyres'] },
  { id: 6, cd: 'WOL', nm: 'Illawarra', st: 'NSW', metro: 'N', opn: '2024-08-01', subs: ['Wollongong', 'Fairy Meadow', 'Corrimal', 'Figtree', 'Dapto', 'Shellharbour', 'Thirroul'], ctrs: ['Wollongong'], shops: ['Illawarra Car Care', 'Dapto Auto Electrical'] },
  { id: 7, cd: 'BNN', nm: 'Brisbane North', st: 'QLD', metro: 'Y', opn: '2025-02-01', subs: ['Chermside', 'Aspley', 'Strathpine', 'Kedron', 'Carseldine', 'North Lakes', 'Bald Hills'], ctrs: ['Chermside', 'Caboolture'], shops: ['Northside Auto Service', 'Strathpine Tyrepower'] },
  { id: 8, cd: 'GCT', nm: 'Gold Coast', st: 'QLD', metro: 'N', opn: '2025-09-01', subs: ['Southport', 'Robina', 'Nerang', 'Helensvale', 'Burleigh Heads', 'Labrador', 'Varsity Lakes'], ctrs: ['Southport'], shops: ['Gold Coast Car Care', 'Robina Service Centre'] },
];
const CTR_ADJ: Record<string, number> = {
  'Wetherill Park': -0.09, 'Castle Hill': 0.05, Penrith: -0.02, 'St Marys': -0.12, Hornsby: 0.07, Miranda: 0.02,
  Newcastle: 0.04, Wollongong: 0, Chermside: -0.05, Caboolture: 0.09, Southport: -0.01,
};

interface Instr {
  id: number;
  cd: string;
  first: string;
  last: string;
  terr: number;
  mntr: number | null;
  trans: string;
  plan: string;
  start: string;
  end: string | null;
  lic: string;
}
// [first, last, terr, mentor, trans, plan, start, end]
const INSTR_ROWS: [string, string, number, number | null, string, string, string, string | null][] = [
  ['Greg', 'Halloran', 1, null, 'BTH', 'FT', '2023-02-01', null],
  ['Priya', 'Sharma', 1, null, 'AUT', 'FT', '2023-02-01', null],
  ['Tom', 'Nguyen', 2, null, 'BTH', 'FT', '2023-02-01', null],
  ['Lisa', 'Moretti', 3, null, 'AUT', 'FT', '2023-02-13', null],
  ['Daniel', 'Okafor', 4, 1, 'AUT', 'FT', '2023-03-06', null],
  ['Mei', 'Chen', 2, 3, 'AUT', 'PT', '2023-05-01', '2025-03-31'],
  ['Rachel', 'Dawson', 3, 4, 'AUT', 'FT', '2023-07-03', null],
  ['Ahmed', 'Farouk', 1, 1, 'AUT', 'PT', '2023-09-04', null],
  ['Jess', 'Baxter', 4, 5, 'AUT', 'PT', '2024-01-15', '2024-11-29'],
  ['Steve', 'Kowalski', 5, 3, 'BTH', 'FT', '2024-03-04', null],
  ['Harpreet', 'Singh', 2, 3, 'AUT', 'FT', '2024-05-06', null],
  ['Olivia', 'Grant', 5, 10, 'AUT', 'FT', '2024-06-03', null],
  ['Ben', 'Tully', 6, 1, 'AUT', 'FT', '2024-08-05', null],
  ['Sarah', 'Whitfield', 6, 13, 'AUT', 'PT', '2024-10-07', null],
  ['Marco', 'Rossi', 7, null, 'BTH', 'FT', '2025-02-03', null],
  ['Kylie', 'Burns', 7, 15, 'AUT', 'FT', '2025-02-17', null],
  ['Nathan', 'Pham', 1, 2, 'AUT', 'FT', '2025-04-07', '2026-02-27'],
  ['Chloe', 'Adams', 8, 15, 'AUT', 'FT', '2025-09-01', null],
  ['Liam', "O'Brien", 8, 15, 'AUT', 'FT', '2025-09-15', null],
  ['Fatima', 'Hussein', 3, 4, 'AUT', 'FT', '2025-11-03', null],
  ['Jake', 'Morrison', 4, 5, 'AUT', 'FT', '2026-01-12', null],
  ['Anita', 'Desai', 2, 11, 'AUT', 'PT', '2026-03-02', null],
  ['Ryan', 'Cooper', 7, 15, 'AUT', 'FT', '2026-06-01', null],
  ['Zoe', 'Palmer', 5, 10, 'AUT', 'FT', '2026-09-07', null],
];

const FIRST = [
  'Jack', 'Oliver', 'William', 'Noah', 'Thomas', 'Lucas', 'Ethan', 'James', 'Liam', 'Henry', 'Cooper', 'Mason', 'Leo', 'Hudson', 'Lachlan',
  'Riley', 'Harrison', 'Archie', 'Xavier', 'Samuel', 'Aiden', 'Joshua', 'Ryan', 'Arjun', 'Rohan', 'Minh', 'Kevin', 'Daniel', 'Omar', 'Ali',
  'Charlotte', 'Olivia', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Sophie', 'Ella', 'Zoe', 'Ruby', 'Matilda', 'Harper', 'Emily',
  'Ivy', 'Lily', 'Sienna', 'Hannah', 'Jasmine', 'Priya', 'Ananya', 'Mei', 'Linh', 'Sofia', 'Layla', 'Aaliyah', 'Georgia', 'Imogen', 'Tahlia',
];
const LASTS = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson', 'Nguyen', 'Tran', 'Le',
  'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis', 'Wright', 'Evans', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson',
  'Clarke', 'Patel', 'Singh', 'Kaur', 'Khan', 'Wang', 'Li', 'Zhang', 'Chen', 'Murphy', "O'Connor", 'Mitchell', 'Campbell', 'Stewart', 'Young',
  'Scott', 'Hughes', 'Edwards', 'Baker', 'Papadopoulos', 'Russo', 'Costa', 'Kim', 'Park', 'Ahmed', 'Hassan', 'Fernando', 'Silva', 'Reyes',
  'Morgan', 'Bell', 'Cooper', 'Ward', 'Watson', 'Gray', 'Hill',
];

interface Car {
  id: number;
  rego: string;
  make: string;
  mdl: string;
  yr: number;
  trans: string;
  instr: number;
  acq: string;
  disp: string | null;
  kmDay: number;
  odo0: number;
}
interface Pupil {
  id: number;
  no: string;
  first: string;
  last: string;
  dob: string;
  sub: string;
  terr: Terr;
  instr: Instr;
  trans: string;
  enrol: string;
  src: string;
  refPupil: Pupil | null;
  stat: string;
  statDt: string;
}
interface Purch {
  id: number;
  no: string;
  pupil: Pupil;
  pkg: string;
  dt: string;
  list: number;
  disc: string | null;
  discAmt: number;
  paid: number;
  pay: string;
  qty: number;
  used: number;
  held: number;
  exp: string;
  stat: string;
  rfdDt: string | null;
  rfdAmt: number | null;
}
interface Lsn {
  pupil: Pupil;
  instr: Instr;
  car: Car;
  dt: string;
  tm: string;
  dur: number;
  typ: string;
  bkd: string;
  stat: string;
  cxl: string | null;
  purch: Purch | null;
  chg: number;
  fee: number;
  wvd: string;
}
interface Test {
  ref: string;
  pupil: Pupil;
  instr: Instr;
  car: Car;
  ctr: string;
  dt: string;
  tm: string;
  bkd: string;
  stat: string;
  rslt: string | null;
  minors: number | null;
  crit: string | null;
}

const PKGS: { cd: string; nm: string; qty: number; min: number; px: number[]; from: string; to: string | null }[] = [
  { cd: 'P03', nm: 'Starter 3-Lesson Pack', qty: 3, min: 60, px: [210, 219, 219, 219, 219], from: '2023-02-01', to: '2024-06-30' },
  { cd: 'P05', nm: '5-Lesson Pack', qty: 5, min: 60, px: [355, 370, 385, 400, 415], from: '2023-02-01', to: null },
  { cd: 'P10', nm: '10-Lesson Pack', qty: 10, min: 60, px: [690, 720, 750, 780, 810], from: '2023-02-01', to: null },
  { cd: 'P20', nm: '20-Lesson Pack', qty: 20, min: 60, px: [1320, 1380, 1440, 1500, 1560], from: '2023-08-01', to: null },
  { cd: 'TDP', nm: 'Test Day Package', qty: 1, min: 90, px: [195, 205, 215, 225, 235], from: '2023-02-01', to: null },
];
const pkgBy = (cd: string) => PKGS.find((p) => p.cd === cd) as (typeof PKGS)[number];

function makeRego(r: SeededRandom, st: string, used: Set<string>): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  for (;;) {
    const rego =
      st === 'NSW'
        ? `${r.pick(['C', 'D', 'E'])}${r.pick([...L])}${r.pick([...L])}${r.int(10, 99)}${r.pick([...L])}`
        : `${r.int(100, 999)}${r.pick([...L])}${r.pick([...L])}${r.int(1, 9)}`;
    if (!used.has(rego)) {
      used.add(rego);
      return rego;
    }
  }
}

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // ---------------------------------------------------------------- instructors
  const instrs: Instr[] = INSTR_ROWS.map(([first, last, terr, mntr, trans, plan, start, end], i) => ({
    id: i + 1,
    cd: `I${pad(i + 1, 3)}`,
    first,
    last,
    terr,
    mntr,
    trans,
    plan,
    start,
    end,
    lic: `${(TERRS[terr - 1] as Terr).st === 'NSW' ? 'DI' : 'QDI'}${r.int(10000, 99999)}`,
  }));
  const activeOn = (i: Instr, d: string) => i.start <= d && (i.end === null || i.end >= d);

  // ---------------------------------------------------------------- cars
  const cars: Car[] = [];
  const regos = new Set<string>();
  const AUT_MODELS: [string, string, number][] = [['Toyota', 'Corolla Hatch', 40], ['Mazda', 'Mazda3', 25], ['Hyundai', 'i30', 20], ['Kia', 'Cerato', 15]];
  const MAN_MODELS: [string, string, number][] = [['Mazda', 'Mazda2', 50], ['Suzuki', 'Swift', 30], ['Hyundai', 'i30', 20]];
  const newCar = (instr: Instr, trans: string, acq: string): Car => {
    const [make, mdl] = r.weighted((trans === 'AUT' ? AUT_MODELS : MAN_MODELS).map((m) => [m, m[2]] as const));
    const st = (TERRS[instr.terr - 1] as Terr).st;
    const car: Car = {
      id: 0, rego: makeRego(r, st, regos), make, mdl, yr: Number(acq.slice(0, 4)) - (acq.slice(5, 7) <= '03' && r.chance(0.5) ? 1 : 0), trans, instr: instr.id,
      acq, disp: null, kmDay: trans === 'AUT' ? r.float(80, 125, 1) : r.float(35, 60, 1), odo0: r.int(5, 60),
    };
    cars.push(car);
    return car;
  };
  for (const i of instrs) {
    for (const trans of i.trans === 'BTH' ? ['AUT', 'MAN'] : ['AUT']) {
      let acq = addDays(i.start, -r.int(1, 12));
      for (;;) {
        const car = newCar(i, trans, acq);
        const life = r.int(980, 1150);
        const replaceOn = addDays(acq, life);
        const leaveOn = i.end === null ? null : addDays(i.end, r.int(6, 30));
        if (leaveOn !== null && leaveOn <= replaceOn) {
          car.disp = leaveOn;
          break;
        }
        if (replaceOn > LAST_DAY) break;
        car.disp = replaceOn;
        acq = replaceOn;
      }
    }
  }
  cars.sort((a, b) => (a.acq < b.acq ? -1 : a.acq > b.acq ? 1 : a.instr - b.instr));
  cars.forEach((c, k) => (c.id = k + 1));
  function carFor(instr: Instr, trans: string, d: string): Car {
    const c = cars.find((x) => x.instr === instr.id && x.trans === trans && x.acq <= d && (x.disp === null || x.disp > d));
    if (c) return c;
    if (trans === 'MAN') return carFor(instr, 'AUT', d);
    const any = cars.filter((x) => x.instr === instr.id && x.trans === trans);
    return any[any.length - 1] as Car;
  }
  const odoOn = (c: Car, d: string) => Math.round(c.odo0 + c.kmDay * daysBetween(c.acq, d));

  // ---------------------------------------------------------------- pupils, lessons, packs, tests
  const pupils: Pupil[] = [];
  const names = uniqueNames(r, FIRST, LASTS);
  for (let m = GO_LIVE; m <= LAST_DAY; m = addMonths(m, 1)) {
    const monthEnd = minDate(addDays(addMonths(m, 1), -1), LAST_DAY);
    const act = instrs.filter((i) => activeOn(i, monthEnd) && i.start <= addDays(monthEnd, -10));
    const mo = Number(m.slice(5, 7));
    const season = mo === 1 ? 1.3 : mo === 12 ? 0.75 : mo >= 9 && mo <= 11 ? 1.1 : 1;
    const lam = act.reduce((s, i) => s + (i.plan === 'FT' ? 1.05 : 0.65), 0) * season;
    const n = r.poisson(lam);
    for (let k = 0; k < n; k++) {
      const enrol = r.date(m, monthEnd);
      const open = instrs.filter((i) => activeOn(i, enrol) && activeOn(i, addDays(enrol, 14)));
      if (open.length === 0) continue;
      const home = r.weighted(open.map((i) => [i, i.plan === 'FT' ? 3 : 2] as const));
      const terr = TERRS[home.terr - 1] as Terr;
      const manual = open.filter((i) => i.terr === terr.id && i.trans === 'BTH');
      const trans = manual.length > 0 && r.chance(0.13) ? 'MAN' : 'AUT';
      const instr = trans === 'MAN' ? r.pick(manual) : home;
      const age = r.weighted([[16, 30], [17, 35], [18, 12], [19, 6], [r.int(20, 25), 9], [r.int(26, 55), 8]] as const);
      const dob = addDays(enrol, -(age * 365 + r.int(10, 355)));
      const src = r.weighted([['WEB', 28], ['GGL', 30], ['REF', 20], ['SOC', 14], ['SCH', 8]]);
      const [first, last] = names();
      pupils.push({
        id: 0, no: '', first, last, dob, sub: r.pick(terr.subs), terr, instr, trans, enrol, src, refPupil: null, stat: 'ACT', statDt: enrol,
      });
    }
  }
  pupils.sort((a, b) => (a.enrol < b.enrol ? -1 : a.enrol > b.enrol ? 1 : a.last < b.last ? -1 : a.last > b.last ? 1 : a.first < b.first ? -1 : 1));
  pupils.forEach((p, k) => {
    p.id = k + 1;
    p.no = `P${100000 + k + 1}`;
  });
  for (const p of pupils) {
    if (p.src !== 'REF' || !r.chance(0.7)) continue;
    const pool = pupils.filter((q) => q.terr === p.terr && q.enrol < addDays(p.enrol, -30) && q.enrol > addDays(p.enrol, -540));
    if (pool.length > 0) p.refPupil = r.pick(pool);
  }

  const purchases: Purch[] = [];
  const lessons: Lsn[] = [];
  const tests: Test[] = [];
  const instrFor = (p: Pupil, d: string): Instr => {
    if (activeOn(p.instr, d)) return p.instr;
    const pool = instrs.filter((i) => i.terr === p.terr.id && activeOn(i, d) && (p.trans === 'AUT' || i.trans === 'BTH'));
    const pool2 = pool.length > 0 ? pool : instrs.filter((i) => i.terr === p.terr.id && activeOn(i, d));
    p.instr = pool2.length > 0 ? r.pick(pool2) : p.instr;
    return p.instr;
  };
  const buy = (p: Pupil, cd: string, dt: string, first: boolean): Purch => {
    const pk = pkgBy(cd);
    const list = pk.px[fy(dt)] as number;
    let disc: string | null = null;
    let discAmt = 0;
    if (first && p.src === 'REF' && cd !== 'TDP' && r.chance(0.8)) {
      disc = 'REF30';
      discAmt = 30;
    } else if (first && p.src === 'SCH' && cd !== 'TDP' && r.chance(0.85)) {
      disc = 'SCH10';
      discAmt = round2(list * 0.1);
    } else if (dt.slice(5) >= '11-24' && dt.slice(5) <= '12-02' && cd !== 'TDP' && r.chance(0.75)) {
      disc = 'BF15';
      discAmt = round2(list * 0.15);
    }
    const pay = r.weighted([['CRD', 52], ['EFT', 17], ['AFP', cd === 'P03' || cd === 'TDP' ? 8 : 24], ['GFT', 5]]);
    const pu: Purch = {
      id: 0, no: '', pupil: p, pkg: cd, dt, list, disc, discAmt, paid: round2(list - discAmt), pay, qty: pk.qty, used: 0, held: 0,
      exp: addMonths(dt, 12), stat: 'ACT', rfdDt: null, rfdAmt: null,
    };
    purchases.push(pu);
    return pu;
  };

  for (const p of pupils) {
    const neverStarts = r.chance(0.06);
    if (neverStarts) {
      p.stat = daysBetween(p.enrol, LAST_DAY) > 180 ? 'INA' : 'ACT';
      p.statDt = p.stat === 'INA' ? addDays(p.enrol, 180) : p.enrol;
      continue;
    }
    let ready = 3 + r.poisson(p.trans === 'MAN' ? 12 : 9);
    const withdrawAt = r.chance(0.08) ? r.int(1, ready) : -1;
    const quietAt = r.chance(0.1) ? r.int(1, ready + 2) : -1;
    const pkgBuyer = r.chance(0.62);
    const pkgPref = r.weighted([['P10', 45], ['P05', 33], ['P20', 14], ['P03', 8]]);
    const skill = r.float(-0.12, 0.12, 3);
    let cur: Purch | null = null;
    let firstBuy = true;
    let done = 0;
    let futureLessons = 0;
    let attempts = 0;
    let nextTest: string | null = null;
    let testBooked: string | null = null;
    let d = lessonDay(addDays(p.enrol, r.int(2, 14)));
    let lastActivity = p.enrol;
    let ended: 'LIC' | 'WDN' | 'QUIET' | null = null;
    const hour = r.weighted([[7, 10], [9, 12], [11, 10], [13, 10], [15, 22], [16, 22], [17, 14]] as const);

    const makeLesson = (dt: string, typ: string, dur: number, purch: Purch | null, forceStat?: string, at?: string): Lsn => {
      const instr = instrFor(p, dt);
      const future = dt > LAST_DAY;
      const stat =
        forceStat ?? (future ? 'BKD' : r.weighted([['CMP', 84], ['CXL', 5], ['LCX', 3.5], ['NSH', 2.5], ['ICX', 3]]));
      const bkd = maxDate(p.enrol, minDate(LAST_DAY, addDays(dt, -r.int(2, 21))));
      let cxl: string | null = null;
      if (stat === 'CXL') cxl = maxDate(bkd, addDays(dt, -r.int(1, 6)));
      if (stat === 'LCX') {
        const back = r.int(0, 1);
        cxl = dt.slice(8) === '01' ? dt : addDays(dt, -back);
      }
      if (stat === 'ICX') cxl = addDays(dt, -r.int(0, 3));
      if (cxl !== null && cxl < bkd) cxl = bkd;
      const casual = casualPrice(dt, dur);
      let fee = 0;
      let wvd = 'N';
      if (stat === 'LCX' || stat === 'NSH') {
        if (r.chance(0.14)) wvd = 'Y';
        else fee = stat === 'LCX' ? round2(casual / 2) : casual;
      }
      const chg = purch === null && (stat === 'CMP' || stat === 'BKD') ? casual : 0;
      if (purch !== null && stat === 'CMP') purch.used++;
      if (purch !== null && stat === 'BKD') purch.held++;
      const mins = r.pick([0, 0, 30]);
      const l: Lsn = {
        pupil: p, instr, car: carFor(instr, p.trans, dt), dt, tm: at ?? tm(Math.min(18, hour + r.int(-1, 1)), mins), dur, typ, bkd, stat, cxl, purch, chg, fee, wvd,
      };
      lessons.push(l);
      if (!future) lastActivity = maxDate(lastActivity, dt);
      return l;
    };

    for (let guard = 0; guard < 200; guard++) {
      // test day
      if (nextTest !== null && d >= nextTest) {
        const tdt = nextTest;
        nextTest = null;
        const instr = instrFor(p, tdt);
        const future = tdt > LAST_DAY;
        const cancelled = !future && r.chance(0.06);
        const th = r.int(8, 14);
        const tmin = r.pick([0, 15, 30, 45]);
        const ctr = r.pick(p.terr.ctrs);
        const test: Test = {
          ref: '', pupil: p, instr, car: carFor(instr, p.trans, tdt), ctr, dt: tdt, tm: tm(th, tmin), bkd: testBooked as string,
          stat: future ? 'BKD' : cancelled ? 'CXL' : 'SAT', rslt: null, minors: null, crit: null,
        };
        tests.push(test);
        if (cancelled) {
          nextTest = testDay(addDays(tdt, r.int(14, 35)));
          testBooked = addDays(tdt, -r.int(0, 6));
          d = lessonDay(addDays(tdt, r.int(2, 8)));
          continue;
        }
        // warm-up lesson just before the test
        const tdpOn = addDays(tdt, -r.int(3, 20));
        const tdp = r.chance(0.6) ? buy(p, 'TDP', tdpOn <= LAST_DAY ? maxDate(p.enrol, tdpOn) : r.date(maxDate(testBooked as string, addDays(LAST_DAY, -20)), LAST_DAY), false) : null;
        if (tdp) tdp.held = 0;
        makeLesson(tdt, 'PRE', 90, tdp, future ? 'BKD' : 'CMP', tm(th - 2, tmin));
        if (future) break;
        attempts++;
        const pPass = 0.55 + (CTR_ADJ[ctr] ?? 0) + skill + 0.07 * Math.min(attempts - 1, 3) + (p.trans === 'MAN' ? -0.04 : 0);
        if (r.chance(pPass)) {
          test.rslt = 'P';
          test.minors = r.weighted([[r.int(0, 4), 30], [r.int(5, 9), 45], [r.int(10, 14), 25]] as const);
          test.crit = 'N';
          ended = 'LIC';
          p.stat = 'LIC';
          p.statDt = tdt;
          lastActivity = tdt;
          break;
        }
        test.rslt = 'F';
        const crit = r.chance(0.42);
        test.crit = crit ? 'Y' : 'N';
        test.minors = crit ? r.int(1, 13) : r.int(15, 24);
        lastActivity = tdt;
        if (attempts >= 5 || (attempts >= 2 && r.chance(0.12))) {
          ended = 'QUIET';
          break;
        }
        ready = done + r.int(1, 4);
        d = lessonDay(addDays(tdt, r.int(3, 10)));
        continue;
      }
      if (d > BOOK_UNTIL) {
        if (nextTest === null) break;
        d = nextTest;
        continue;
      }
      if (d > LAST_DAY) {
        futureLessons++;
        if (futureLessons > 3) {
          if (nextTest === null) break;
          d = nextTest;
          continue;
        }
      }
      // which pack does this lesson come from
      let purch: Purch | null = null;
      if (pkgBuyer) {
        if (cur === null || cur.used + cur.held >= cur.qty || cur.exp < d) {
          cur = null;
          const buyBy = addDays(d, -r.int(1, 7));
          const buyOn = buyBy <= LAST_DAY ? maxDate(p.enrol, buyBy) : r.date(maxDate(p.enrol, addDays(LAST_DAY, -20)), LAST_DAY);
          const cd = firstBuy ? pkgPref : pkgPref === 'P03' || buyOn > '2024-06-30' ? r.weighted([['P05', 55], ['P10', 45]]) : pkgPref;
          const cd2 = cd === 'P03' && buyOn > '2024-06-30' ? 'P05' : cd === 'P20' && buyOn < '2023-08-01' ? 'P10' : cd;
          if (firstBuy || r.chance(0.8)) {
            cur = buy(p, cd2, buyOn, firstBuy);
            firstBuy = false;
          }
        }
        purch = cur;
      }
      const dur = purch !== null ? 60 : r.weighted([[60, 55], [90, 28], [120, 17]] as const);
      const typ = done >= 4 ? r.weighted([['STD', 80], ['HWY', 12], ['MCK', done >= ready - 3 ? 15 : 2]]) : 'STD';
      const l = makeLesson(d, typ, dur, purch);
      if (l.stat === 'CMP') done++;
      if (l.stat !== 'CMP' && l.stat !== 'BKD') {
        d = lessonDay(addDays(d, r.int(1, 5)));
        continue;
      }
      if (withdrawAt >= 0 && done >= withdrawAt && d <= LAST_DAY) {
        ended = 'WDN';
        p.stat = 'WDN';
        p.statDt = minDate(LAST_DAY, addDays(d, r.int(3, 40)));
        break;
      }
      if (quietAt >= 0 && done >= quietAt && d <= LAST_DAY) {
        ended = 'QUIET';
        break;
      }
      if (nextTest === null && done >= ready) {
        testBooked = d > LAST_DAY ? LAST_DAY : d;
        nextTest = testDay(addDays(d, r.int(16, 45)));
      }
      const gap = r.weighted([[r.int(3, 5), 30], [r.int(6, 8), 45], [r.int(9, 16), 25]] as const);
      d = lessonDay(addDays(d, gap));
      if (nextTest !== null && d > nextTest) d = nextTest;
    }
    if (ended === null || ended === 'QUIET') {
      const hasFuture = lessons.some((l) => l.pupil === p && l.stat === 'BKD') || tests.some((t) => t.pupil === p && t.stat === 'BKD');
      if (!hasFuture && daysBetween(lastActivity, LAST_DAY) > 180) {
        p.stat = 'INA';
        p.statDt = addDays(lastActivity, 181);
      }
    }
    // a refund of the unused credits when a pupil passes or leaves
    if (ended === 'LIC' || ended === 'WDN') {
      const left = purchases.filter((u) => u.pupil === p && u.pkg !== 'TDP' && u.qty - u.used >= 2);
      const last = left[left.length - 1];
      if (last && r.chance(0.4)) {
        const rd = addDays(ended === 'LIC' ? lastActivity : p.statDt, r.int(2, 30));
        if (rd <= LAST_DAY && rd < last.exp) {
          last.rfdDt = rd;
          last.rfdAmt = round2(((last.qty - last.used) * last.paid) / last.qty);
          last.stat = 'RFD';
        }
      }
    }
  }
  for (const u of purchases) {
    if (u.stat === 'RFD') continue;
    if (u.used >= u.qty) u.stat = 'USD';
    else if (u.exp <= LAST_DAY) u.stat = 'EXP';
    else u.stat = 'ACT';
  }
  purchases.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.pupil.id - b.pupil.id));
  const perYear: Record<string, number> = {};
  purchases.forEach((u, k) => {
    u.id = k + 1;
    const yy = u.dt.slice(2, 4);
    perYear[yy] = (perYear[yy] ?? 0) + 1;
    u.no = `PK-${yy}-${pad(perYear[yy] as number, 5)}`;
  });
  lessons.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.tm < b.tm ? -1 : a.tm > b.tm ? 1 : a.pupil.id - b.pupil.id));
  tests.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.tm < b.tm ? -1 : a.tm > b.tm ? 1 : a.pupil.id - b.pupil.id));
  const testYear: Record<string, number> = {};
  for (const t of tests) {
    const yy = t.bkd.slice(2, 4);
    testYear[yy] = (testYear[yy] ?? 0) + 1;
    t.ref = `DT${yy}-${pad(testYear[yy] as number, 5)}`;
  }
  // a booked-but-not-yet-taken test means the booking reference must be unique: made unique above per booking year

  // ---------------------------------------------------------------- car servicing
  interface Svc {
    car: Car;
    dt: string;
    typ: string;
    odo: number | null;
    cost: number | null;
    shop: string;
    stat: string;
  }
  const svcs: Svc[] = [];
  for (const c of cars) {
    const terr = TERRS[((instrs[c.instr - 1] as Instr).terr) - 1] as Terr;
    const shop = r.pick(terr.shops);
    const until = c.disp ?? LAST_DAY;
    const add = (dt: string, typ: string, cost: number) => {
      if (dt > until) return;
      const cxl = r.chance(0.03);
      if (cxl) svcs.push({ car: c, dt, typ, odo: null, cost: null, shop, stat: 'CXL' });
      const dd = cxl ? addDays(dt, r.int(2, 9)) : dt;
      if (dd > until) return;
      svcs.push({ car: c, dt: dd, typ, odo: odoOn(c, dd), cost, shop: typ === 'TYR' && r.chance(0.5) ? (terr.shops[1] as string) : shop, stat: 'DON' });
    };
    let d = addDays(c.acq, r.int(150, 200));
    let lastTyr = 0;
    let lastBrk = 0;
    for (;;) {
      if (d > until) {
        if (c.disp === null && d <= addDays(LAST_DAY, 45)) svcs.push({ car: c, dt: d, typ: 'LOG', odo: null, cost: null, shop, stat: 'BKD' });
        break;
      }
      const odo = odoOn(c, d);
      add(d, 'LOG', r.float(290, 470, 2));
      if (odo - lastTyr > r.int(38000, 46000)) {
        add(addDays(d, r.int(0, 2)), 'TYR', r.float(640, 920, 2));
        lastTyr = odo;
      }
      if (odo - lastBrk > r.int(55000, 70000)) {
        add(addDays(d, r.int(0, 2)), 'BRK', r.float(460, 780, 2));
        lastBrk = odo;
      }
      d = addDays(d, r.int(140, 205));
    }
    for (let a = addMonths(c.acq, 12); a <= until; a = addMonths(a, 12)) add(addDays(a, -r.int(0, 20)), 'DCI', r.float(130, 175, 2));
    const years = daysBetween(c.acq, until) / 365;
    const reps = r.poisson(years * 0.45);
    for (let k = 0; k < reps; k++) add(r.date(addDays(c.acq, 20), until), 'REP', r.weighted([[r.float(180, 650, 2), 55], [r.float(650, 1900, 2), 35], [r.float(1900, 5200, 2), 10]] as const));
  }
  svcs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.car.id - b.car.id));

  // ---------------------------------------------------------------- franchise invoices
  const FRN = { FT: [1150, 1190, 1240, 1290, 1340], PT: [690, 715, 745, 775, 805] } as Record<string, number[]>;
  const CARL = [620, 640, 660, 680, 700];
  interface Inv {
    no: string;
    instr: Instr;
    typ: string;
    prd: string;
    dt: string;
    due: string;
    amt: number;
    gst: number;
    pd: string | null;
    stat: string;
  }
  const invs: Inv[] = [];
  const slow = new Set([8, 14, 19]); // still owe October and November
  const lateNov = new Set([3, 12, 16]); // November still unpaid (overdue)
  for (let m = '2023-02-01'; m <= '2026-11-01'; m = addMonths(m, 1)) {
    for (const i of instrs) {
      const first = i.start.slice(8) <= '15' ? `${i.start.slice(0, 7)}-01` : addMonths(`${i.start.slice(0, 7)}-01`, 1);
      if (m < first || (i.end !== null && m > i.end)) continue;
      const due = addDays(m, 14);
      const items: [string, number][] = [['FRN', (FRN[i.plan] as number[])[fy(m)] as number], ['CAR', CARL[fy(m)] as number]];
      if (r.chance(0.03)) items.push(['ADM', r.pick([45, 55, 120, 180])]);
      for (const [typ, amt] of items) {
        let pd: string | null = addDays(m, r.weighted([[r.int(0, 13), 85], [r.int(15, 40), 15]] as const));
        if (slow.has(i.id) && m >= '2026-10-01') pd = null;
        if (lateNov.has(i.id) && m === '2026-11-01') pd = null;
        if (i.id === 17 && m === '2026-02-01') pd = null;
        if (pd !== null && pd > LAST_DAY) pd = null;
        if (r.chance(0.012)) {
          invs.push({ no: '', instr: i, typ, prd: m, dt: m, due, amt: round2(amt * 1.1), gst: round2(amt * 0.11), pd: null, stat: 'VD' });
        }
        invs.push({ no: '', instr: i, typ, prd: m, dt: m, due, amt, gst: round2(amt * 0.1), pd, stat: pd === null ? 'ISS' : 'PD' });
      }
    }
  }
  const invSeq: Record<string, number> = {};
  for (const v of invs) {
    const k = v.prd.slice(2, 4) + v.prd.slice(5, 7);
    invSeq[k] = (invSeq[k] ?? 0) + 1;
    v.no = `FI${k}-${pad(invSeq[k] as number, 4)}`;
  }

  // ---------------------------------------------------------------- SQL
  const tables: [string, [string, string, string][], string?][] = [
    ['terr', [
      ['terr_id', 'integer PRIMARY KEY', 'Territory id'],
      ['terr_cd', 'varchar(3) NOT NULL UNIQUE', 'Territory short code (PAR, PEN, HBY, SUT, NEW, WOL, BNN, GCT)'],
      ['terr_nm', 'text NOT NULL', 'Territory name'],
      ['state_cd', 'varchar(3) NOT NULL', 'State: NSW New South Wales, QLD Queensland'],
      ['metro_yn', 'char(1) NOT NULL', 'Y capital-city metro territory, N regional'],
      ['opn_dt', 'date NOT NULL', 'Day the territory opened'],
    ]],
    ['instr', [
      ['instr_id', 'integer PRIMARY KEY', 'Instructor id'],
      ['instr_cd', 'varchar(4) NOT NULL UNIQUE', 'Franchisee code'],
      ['first_nm', 'text NOT NULL', 'First name'],
      ['last_nm', 'text NOT NULL', 'Last name'],
      ['terr_id', 'integer NOT NULL REFERENCES cds.terr (terr_id)', 'Territory the instructor works'],
      ['mntr_instr_id', 'integer REFERENCES cds.instr (instr_id)', 'Senior instructor who mentored them in their first year; NULL if none'],
      ['lic_no', 'varchar(10) NOT NULL', 'Driving instructor licence number'],
      ['trans_cd', 'varchar(3) NOT NULL', 'Teaches: AUT automatic only, BTH automatic and manual'],
      ['fee_pln_cd', 'varchar(2) NOT NULL', 'Franchise fee plan: FT full-time, PT part-time'],
      ['start_dt', 'date NOT NULL', 'First day trading under the franchise'],
      ['end_dt', 'date', 'Last day with the network; NULL while current'],
    ]],
    ['pupil', [
      ['pupil_id', 'integer PRIMARY KEY', 'Pupil id'],
      ['pupil_no', 'varchar(7) NOT NULL UNIQUE', 'Pupil number'],
      ['first_nm', 'text NOT NULL', 'First name'],
      ['last_nm', 'text NOT NULL', 'Last name'],
      ['dob', 'date NOT NULL', 'Date of birth'],
      ['sub_nm', 'text NOT NULL', 'Home suburb (pick-up)'],
      ['terr_id', 'integer NOT NULL REFERENCES cds.terr (terr_id)', 'Territory the pupil belongs to'],
      ['instr_id', 'integer NOT NULL REFERENCES cds.instr (instr_id)', 'Allocated instructor now (or the last one)'],
      ['trans_cd', 'varchar(3) NOT NULL', 'Learning in: AUT automatic, MAN manual'],
      ['enrol_dt', 'date NOT NULL', 'Enrolment date'],
      ['ref_src_cd', 'varchar(3) NOT NULL', 'How they found us: WEB website, GGL Google, REF referred by a friend/family, SOC social media, SCH school program'],
      ['ref_pupil_id', 'integer REFERENCES cds.pupil (pupil_id)', 'Pupil who referred them (REF only, when known)'],
      ['stat_cd', 'varchar(3) NOT NULL', 'ACT active, LIC licensed (passed with us), INA inactive 6+ months, WDN withdrawn'],
      ['stat_dt', 'date NOT NULL', 'Day the status was last set'],
    ]],
    ['car', [
      ['car_id', 'integer PRIMARY KEY', 'Car id'],
      ['rego_no', 'varchar(7) NOT NULL UNIQUE', 'Registration plate'],
      ['make_nm', 'text NOT NULL', 'Make'],
      ['mdl_nm', 'text NOT NULL', 'Model'],
      ['mdl_yr', 'smallint NOT NULL', 'Model year'],
      ['trans_cd', 'varchar(3) NOT NULL', 'AUT automatic, MAN manual'],
      ['instr_id', 'integer NOT NULL REFERENCES cds.instr (instr_id)', 'Instructor the car is (or was) leased to'],
      ['acq_dt', 'date NOT NULL', 'Delivery date (bought new)'],
      ['disp_dt', 'date', 'Date sold; NULL while in the fleet'],
      ['odo_km', 'integer NOT NULL', 'Latest odometer reading, km (at sale for sold cars)'],
      ['rego_exp_dt', 'date NOT NULL', 'Registration expiry date'],
    ]],
    ['car_svc', [
      ['svc_id', 'integer PRIMARY KEY', 'Workshop job id'],
      ['car_id', 'integer NOT NULL REFERENCES cds.car (car_id)', 'Car'],
      ['svc_dt', 'date NOT NULL', 'Job date (or booked date)'],
      ['svc_typ_cd', 'varchar(3) NOT NULL', 'LOG logbook service, TYR tyres, BRK brakes, DCI dual-control inspection, REP repair'],
      ['odo_km', 'integer', 'Odometer at the job; NULL unless done'],
      ['cost_aud', 'numeric(8,2)', 'Workshop invoice incl GST; NULL unless done'],
      ['wrkshp_nm', 'text NOT NULL', 'Workshop'],
      ['stat_cd', 'varchar(3) NOT NULL', 'DON done, BKD booked, CXL booking cancelled'],
    ]],
    ['pkg', [
      ['pkg_cd', 'varchar(3) PRIMARY KEY', 'Lesson pack code'],
      ['pkg_nm', 'text NOT NULL', 'Pack name'],
      ['lsn_qty', 'smallint NOT NULL', 'Lessons (credits) in the pack'],
      ['lsn_min', 'smallint NOT NULL', 'Minutes per lesson'],
      ['list_px_aud', 'numeric(8,2) NOT NULL', 'Current list price incl GST'],
      ['valid_mo', 'smallint NOT NULL', 'Months the credits stay valid'],
      ['actv_yn', 'char(1) NOT NULL', 'Y on sale now, N withdrawn'],
    ]],
    ['pkg_purch', [
      ['purch_id', 'integer PRIMARY KEY', 'Pack purchase id'],
      ['purch_no', 'varchar(11) NOT NULL UNIQUE', 'Purchase number'],
      ['pupil_id', 'integer NOT NULL REFERENCES cds.pupil (pupil_id)', 'Pupil who bought it'],
      ['pkg_cd', 'varchar(3) NOT NULL REFERENCES cds.pkg (pkg_cd)', 'Pack bought'],
      ['purch_dt', 'date NOT NULL', 'Purchase date'],
      ['list_px_aud', 'numeric(8,2) NOT NULL', 'List price at the time'],
      ['disc_cd', 'varchar(5)', 'Promo code: SCH10, REF30, BF15; NULL none'],
      ['disc_aud', 'numeric(8,2) NOT NULL', 'Discount given'],
      ['amt_paid_aud', 'numeric(8,2) NOT NULL', 'Amount paid incl GST'],
      ['pay_mthd_cd', 'varchar(3) NOT NULL', 'CRD card, EFT bank transfer, AFP Afterpay, GFT gift voucher'],
      ['lsn_qty', 'smallint NOT NULL', 'Credits bought'],
      ['lsn_used_qty', 'smallint NOT NULL', 'Credits redeemed by completed lessons'],
      ['exp_dt', 'date NOT NULL', 'Credits expire on'],
      ['stat_cd', 'varchar(3) NOT NULL', 'ACT live, USD used up, EXP expired, RFD refunded'],
      ['rfd_dt', 'date', 'Refund date'],
      ['rfd_amt_aud', 'numeric(8,2)', 'Amount refunded'],
    ]],
    ['lsn', [
      ['lsn_id', 'integer PRIMARY KEY', 'Lesson booking id'],
      ['pupil_id', 'integer NOT NULL REFERENCES cds.pupil (pupil_id)', 'Pupil'],
      ['instr_id', 'integer NOT NULL REFERENCES cds.instr (instr_id)', 'Instructor'],
      ['car_id', 'integer NOT NULL REFERENCES cds.car (car_id)', 'Car'],
      ['lsn_dt', 'date NOT NULL', 'Lesson date'],
      ['start_tm', 'time NOT NULL', 'Pick-up time'],
      ['dur_min', 'smallint NOT NULL', 'Length in minutes'],
      ['lsn_typ_cd', 'varchar(3) NOT NULL', 'STD standard, PRE test-day warm-up, MCK mock test, HWY highway/night'],
      ['bkd_dt', 'date NOT NULL', 'Day booked'],
      ['stat_cd', 'varchar(3) NOT NULL', 'BKD booked, CMP completed, CXL cancelled in time, LCX late cancel (fee), NSH no-show (fee), ICX cancelled by instructor/office'],
      ['cxl_dt', 'date', 'Day cancelled'],
      ['purch_id', 'integer REFERENCES cds.pkg_purch (purch_id)', 'Lesson pack it is booked against; NULL for a casual lesson'],
      ['chg_aud', 'numeric(8,2) NOT NULL', 'Casual lesson price charged (or quoted if booked); 0 for pack lessons and lessons not given'],
      ['fee_aud', 'numeric(8,2) NOT NULL', 'Late-cancel or no-show fee charged'],
      ['fee_wvd_yn', 'char(1) NOT NULL', 'Y late-cancel/no-show fee waived'],
    ]],
    ['test_bkg', [
      ['test_id', 'integer PRIMARY KEY', 'Test booking id'],
      ['bkg_ref', 'varchar(10) NOT NULL UNIQUE', 'Transport authority booking reference'],
      ['pupil_id', 'integer NOT NULL REFERENCES cds.pupil (pupil_id)', 'Pupil'],
      ['instr_id', 'integer NOT NULL REFERENCES cds.instr (instr_id)', 'Instructor who took them'],
      ['car_id', 'integer NOT NULL REFERENCES cds.car (car_id)', 'Car used'],
      ['ctr_nm', 'text NOT NULL', 'Testing centre'],
      ['test_dt', 'date NOT NULL', 'Test date'],
      ['test_tm', 'time NOT NULL', 'Test time'],
      ['bkd_dt', 'date NOT NULL', 'Day booked'],
      ['stat_cd', 'varchar(3) NOT NULL', 'BKD booked, SAT sat, CXL cancelled'],
      ['rslt_cd', 'char(1)', 'P pass, F fail; NULL unless sat'],
      ['minors_qty', 'smallint', 'Minor errors marked; NULL unless sat'],
      ['crit_err_yn', 'char(1)', 'Y failed on a critical error; NULL unless sat'],
    ]],
    ['fran_inv', [
      ['inv_id', 'integer PRIMARY KEY', 'Invoice id'],
      ['inv_no', 'varchar(11) NOT NULL UNIQUE', 'Invoice number'],
      ['instr_id', 'integer NOT NULL REFERENCES cds.instr (instr_id)', 'Instructor billed'],
      ['fee_typ_cd', 'varchar(3) NOT NULL', 'FRN franchise fee, CAR car lease, ADM admin charge'],
      ['prd_mth', 'date NOT NULL', 'Month billed (first day)'],
      ['inv_dt', 'date NOT NULL', 'Invoice date'],
      ['due_dt', 'date NOT NULL', 'Payment due date'],
      ['amt_aud', 'numeric(9,2) NOT NULL', 'Amount ex GST'],
      ['gst_aud', 'numeric(9,2) NOT NULL', 'GST'],
      ['pd_dt', 'date', 'Day paid; NULL while unpaid'],
      ['stat_cd', 'varchar(3) NOT NULL', 'ISS issued (unpaid), PD paid, VD void'],
    ]],
  ];
  const ddl = tables.flatMap(([t, cols]) => [
    `CREATE TABLE cds.${t} (\n  ${cols.map(([c, ty]) => `${c} ${ty}`).join(',\n  ')}\n);`,
    ...cols.map(([c, , cm]) => `COMMENT ON COLUMN cds.${t}.${c} IS '${cm.replace(/'/g, "''")}';`),
  ]);

  const lastFleetExpiry = (c: Car) => {
    const until = c.disp ?? LAST_DAY;
    let e = addMonths(c.acq, 12);
    while (e <= until) e = addMonths(e, 12);
    return e;
  };

  return [
    'CREATE SCHEMA cds;',
    ...ddl,
    `COMMENT ON TABLE cds.lsn IS 'Lesson bookings. No-show rate = NSH / (CMP + LCX + NSH) * 100.';`,
    `COMMENT ON TABLE cds.test_bkg IS 'Practical driving test bookings and results.';`,
    `COMMENT ON TABLE cds.fran_inv IS 'Monthly invoices to franchised instructors. Overdue = ISS and due_dt passed.';`,
    insertRows('cds.terr', ['terr_id', 'terr_cd', 'terr_nm', 'state_cd', 'metro_yn', 'opn_dt'], TERRS.map((t) => [t.id, t.cd, t.nm, t.st, t.metro, t.opn])),
    insertRows(
      'cds.instr',
      ['instr_id', 'instr_cd', 'first_nm', 'last_nm', 'terr_id', 'mntr_instr_id', 'lic_no', 'trans_cd', 'fee_pln_cd', 'start_dt', 'end_dt'],
      instrs.map((i) => [i.id, i.cd, i.first, i.last, i.terr, i.mntr, i.lic, i.trans, i.plan, i.start, i.end]),
    ),
    insertRows(
      'cds.pupil',
      ['pupil_id', 'pupil_no', 'first_nm', 'last_nm', 'dob', 'sub_nm', 'terr_id', 'instr_id', 'trans_cd', 'enrol_dt', 'ref_src_cd', 'ref_pupil_id', 'stat_cd', 'stat_dt'],
      pupils.map((p) => [p.id, p.no, p.first, p.last, p.dob, p.sub, p.terr.id, p.instr.id, p.trans, p.enrol, p.src, p.refPupil ? p.refPupil.id : null, p.stat, p.statDt]),
    ),
    insertRows(
      'cds.car',
      ['car_id', 'rego_no', 'make_nm', 'mdl_nm', 'mdl_yr', 'trans_cd', 'instr_id', 'acq_dt', 'disp_dt', 'odo_km', 'rego_exp_dt'],
      cars.map((c) => [c.id, c.rego, c.make, c.mdl, c.yr, c.trans, c.instr, c.acq, c.disp, odoOn(c, c.disp ?? LAST_DAY), lastFleetExpiry(c)]),
    ),
    insertRows(
      'cds.car_svc',
      ['svc_id', 'car_id', 'svc_dt', 'svc_typ_cd', 'odo_km', 'cost_aud', 'wrkshp_nm', 'stat_cd'],
      svcs.map((s, k) => [k + 1, s.car.id, s.dt, s.typ, s.odo, s.cost, s.shop, s.stat]),
    ),
    insertRows(
      'cds.pkg',
      ['pkg_cd', 'pkg_nm', 'lsn_qty', 'lsn_min', 'list_px_aud', 'valid_mo', 'actv_yn'],
      PKGS.map((p) => [p.cd, p.nm, p.qty, p.min, p.px[4], 12, p.to === null ? 'Y' : 'N']),
    ),
    insertRows(
      'cds.pkg_purch',
      ['purch_id', 'purch_no', 'pupil_id', 'pkg_cd', 'purch_dt', 'list_px_aud', 'disc_cd', 'disc_aud', 'amt_paid_aud', 'pay_mthd_cd', 'lsn_qty', 'lsn_used_qty', 'exp_dt',
        'stat_cd', 'rfd_dt', 'rfd_amt_aud'],
      purchases.map((u) => [u.id, u.no, u.pupil.id, u.pkg, u.dt, u.list, u.disc, u.discAmt, u.paid, u.pay, u.qty, u.used, u.exp, u.stat, u.rfdDt, u.rfdAmt]),
    ),
    insertRows(
      'cds.lsn',
      ['lsn_id', 'pupil_id', 'instr_id', 'car_id', 'lsn_dt', 'start_tm', 'dur_min', 'lsn_typ_cd', 'bkd_dt', 'stat_cd', 'cxl_dt', 'purch_id', 'chg_aud', 'fee_aud', 'fee_wvd_yn'],
      lessons.map((l, k) => [k + 1, l.pupil.id, l.instr.id, l.car.id, l.dt, l.tm, l.dur, l.typ, l.bkd, l.stat, l.cxl, l.purch ? l.purch.id : null, l.chg, l.fee, l.wvd]),
    ),
    insertRows(
      'cds.test_bkg',
      ['test_id', 'bkg_ref', 'pupil_id', 'instr_id', 'car_id', 'ctr_nm', 'test_dt', 'test_tm', 'bkd_dt', 'stat_cd', 'rslt_cd', 'minors_qty', 'crit_err_yn'],
      tests.map((t, k) => [k + 1, t.ref, t.pupil.id, t.instr.id, t.car.id, t.ctr, t.dt, t.tm, t.bkd, t.stat, t.rslt, t.minors, t.crit]),
    ),
    insertRows(
      'cds.fran_inv',
      ['inv_id', 'inv_no', 'instr_id', 'fee_typ_cd', 'prd_mth', 'inv_dt', 'due_dt', 'amt_aud', 'gst_aud', 'pd_dt', 'stat_cd'],
      invs.map((v, k) => [k + 1, v.no, v.instr.id, v.typ, v.prd, v.dt, v.due, v.amt, v.gst, v.pd, v.stat]),
    ),
  ].join('\n');
}
