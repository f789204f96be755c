/**
 * Brightwell Opticians, a family-owned chain of high-street opticians in the north of England and the East
 * Midlands. Head office and the glazing workshop are above the Leeds Briggate branch. The branches give eye
 * examinations (sight tests), either funded by the NHS (a General Ophthalmic Services, GOS, sight test, for
 * patients who qualify) or paid for privately, fit and check contact lenses, and sell spectacles and contact lenses.
 * Spectacle lenses are made up ("glazed") by outside prescription labs or, for simple single-vision jobs, in our own
 * workshop; the frames come from the branch's own frame stock. After every completed eye examination the
 * optometrist sets a recall interval, and the patient is sent reminders when their next examination falls due.
 *
 * This is the practice-management system's database as it stood at the close of business on 2026-11-24 (it was
 * refreshed on 2026-11-25). The system went live on 2023-04-03; patients registered before then were migrated from
 * the old system (with their original registration date) but their earlier examinations and orders were not.
 * Money is in pounds sterling and every money column is an integer number of PENCE (columns ending `_p`): 3500 is
 * £35.00. The financial year (FY) runs 1 April to 31 March (FY2026-27 began on 2026-04-01); fees change on 1 April.
 * Rows dated after 2026-11-24 are bookings: eye examinations and contact-lens appointments booked up to late January
 * 2027.
 *
 * Schema `opt`:
 *
 * - `brnch`: the branches (practices), keyed by `brnch_id`, 13 rows: 12 trading now and Rotherham, which closed.
 *   `brnch_cd` three-letter code (LBG, HDY, ...); `brnch_nm` the branch name ('Leeds Briggate', 'Didsbury' ...);
 *   `town_nm` the town or city; `rgn_cd` the area: YKS Yorkshire, NW North West, EM East Midlands; `test_rm_qty`
 *   the number of consulting (test) rooms; `opn_dt` the day the branch opened; `cls_dt` the day it closed for good,
 *   NULL while trading (Rotherham closed on 2025-06-28; its patients were moved to Sheffield Ecclesall Road);
 *   `mgr_staff_no` the branch manager (`staff.staff_no`; for the closed branch, its last manager). Lincoln opened on
 *   2025-10-06.
 *
 * - `staff`: clinical and shop-floor staff, current and past, keyed by `staff_no` ('S001' ...). `first_nm`,
 *   `last_nm`; `role_cd` OPT optometrist (does eye examinations and contact-lens appointments), CLO contact lens
 *   optician (a dispensing optician also qualified to fit contact lenses: dispenses, and does contact-lens
 *   appointments), DO dispensing optician (dispenses spectacles), OA optical assistant (reception, frame selection,
 *   takes orders and collections); `goc_no` the General Optical Council registration number (01-nnnnn for
 *   optometrists, 02-nnnnn for dispensing and contact lens opticians; NULL for optical assistants, who are not
 *   registered); `brnch_id` the staff member's home branch now, or the last one for a leaver (`brnch.brnch_id`;
 *   Rotherham's optometrist moved to Sheffield when it closed); `sprv_staff_no` their line manager
 *   (`staff.staff_no`): branch staff report to their branch's manager (leavers show the branch's current (or last)
 *   manager), branch managers to the area lead of their
 *   area (locums report to the area lead too), and the three area leads (senior optometrists at Leeds Briggate,
 *   Manchester Deansgate and West Bridgford) have no line manager on the system (NULL);
 *   `locum_yn` Y a locum (self-employed, paid by the session, works at any branch in the area), N an employee;
 *   `start_dt` the first day they worked for us; `end_dt` the last day, NULL while still with us.
 *
 * - `pat`: patients, keyed by `pat_id`. `pat_ref` the patient reference on record cards ('BW004213' ...);
 *   `first_nm`, `last_nm`; `dob` date of birth; `sex_cd` F, M; `pcode` home postcode; `brnch_id` the patient's home
 *   branch (`brnch.brnch_id`), where they registered (Rotherham patients now show Sheffield Ecclesall Road); `reg_dt`
 *   the day they registered with us (before 2023-04-03 for migrated patients); `diab_yn` Y the patient is diabetic
 *   (yearly examinations, NHS eligible), N not; `cl_wear_yn` Y the patient wears contact lenses from us (has
 *   contact-lens appointments), N not; `cntct_pref_cd` how they want recall reminders: EML email, SMS text message,
 *   LTR letter, NON no reminders (opted out); `stat_cd` ACT active, GON gone away (moved, or asked to be removed),
 *   DEC deceased; `stat_dt` the day the status was set (NULL for active patients).
 *
 * - `exam`: appointments in the consulting room, past and booked, keyed by `exam_id`. `pat_id` (`pat.pat_id`);
 *   `brnch_id` where it took place or is booked (`brnch.brnch_id`; a patient is sometimes seen away from their home
 *   branch); `clin_staff_no` the clinician (`staff.staff_no`): an optometrist for eye examinations, an optometrist or
 *   contact lens optician for contact-lens appointments; `appt_dt`, `appt_tm` the day and time; `bkd_dt` the day the
 *   appointment was made; `exam_typ_cd` EYE standard eye examination (sight test), EXT extended eye examination (a
 *   private examination that adds an OCT scan and retinal photographs), CLF contact lens fitting (new wearer), CLA
 *   contact lens aftercare check. "Eye examinations" means EYE and EXT; CLF and CLA are contact-lens appointments.
 *   `fund_cd` NHS an NHS-funded GOS sight test (paid to us by the NHS), PRV paid by the patient; only EYE
 *   examinations can be NHS funded; `gos_cat_cd` for NHS sight tests, the reason the patient qualified: U16 under 16,
 *   S18 aged 16 to 18 in full-time education, O60 aged 60 or over, BEN on a qualifying benefit (income-related),
 *   DIA diabetic, FHG aged 40 or over with a close relative with glaucoma; NULL for private appointments; `stat_cd`
 *   BKD booked (a coming appointment), CMP completed (seen), DNA did not attend (no-show), CXL cancelled by the
 *   patient; `fee_p` for a completed appointment, the fee: the private fee the patient paid, or the GOS sight test
 *   fee we claim from the NHS; NULL unless completed; `gos_clm_dt` for a completed NHS sight test, the day it was
 *   claimed from the NHS (claims go in monthly batches after the month ends), NULL while not yet claimed (and for
 *   private appointments); `rx_chg_yn` for a completed eye examination, Y the prescription changed (or was the
 *   patient's first with us), N no change; NULL otherwise; `ref_cd` referral made at a completed eye examination:
 *   GP letter to the patient's GP, HES referral to the hospital eye service, URG urgent same-day referral to eye
 *   casualty, NULL no referral; `rcl_mths` the recall interval in months the optometrist set at a completed eye
 *   examination (12 or 24) and `rcl_due_dt` the day the next eye examination falls due (appt_dt plus rcl_mths
 *   months); both NULL for contact-lens appointments and for appointments not completed. Private fees: EYE £30.00 in
 *   FY2023-24, £32.00 in FY2024-25, £35.00 in FY2025-26, £38.00 in FY2026-27; EXT £55.00, £59.00, £65.00, £69.00;
 *   CLF £50.00, £55.00, £60.00, £60.00; CLA £30.00, £32.00, £35.00, £35.00. The GOS sight test fee: £22.14, £23.19,
 *   £23.63, £24.31. The did-not-attend (DNA) rate is DNA appointments as a percentage of the appointments that were
 *   due to happen: completed plus DNA (cancelled and coming appointments are left out).
 *
 *   A patient is overdue (for their eye examination) when they are active (stat_cd ACT), the recall due date of their
 *   latest completed eye examination is before today, and they have no eye examination booked (BKD).
 *
 * - `rcl`: recall reminders sent, keyed by `rcl_id`. `pat_id` (`pat.pat_id`); `exam_id` the completed eye
 *   examination that set the recall (`exam.exam_id`); `due_dt` the recall due date (that exam's rcl_due_dt);
 *   `seq_no` 1 first reminder (sent four weeks before the due date), 2 second reminder (two weeks after), 3 final
 *   reminder (eight weeks after, always by letter); a reminder is only sent while the patient is active, has not
 *   opted out and has not booked their next eye examination; `chan_cd` EML email, SMS text, LTR letter; `sent_dt` the
 *   day it was sent; `rsp_exam_id` the eye examination the patient booked in response (`exam.exam_id`): the booking
 *   made within 60 days after this reminder and before any later reminder; NULL when the reminder got no booking. A
 *   reminder's response rate is the share of reminders with a response.
 *
 * - `frame`: the frames, one row per physical frame (each carries its own barcode), in stock now or sold or written
 *   off since 2023-04-03, keyed by `frame_id`. `bar_cd` the barcode; `brnch_id` the branch that holds (or held) it
 *   (`brnch.brnch_id`; Rotherham's remaining stock was moved to Sheffield Ecclesall Road when it closed);
 *   `brand_nm` ('Ray-Ban', 'Brightwell Classic' ...; the Brightwell ranges are our own brand);
 *   `mdl_nm` model; `col_nm` colour; `mat_cd` ACE acetate (plastic), MET metal, TTN titanium, RLS rimless;
 *   `supp_cd` the supplier: LUX Luxottica, SAF Safilo, MRC Marcolin, MAR Marchon, LDB Lindberg, BWO our own brand
 *   (made for us); `coll_yr` the supplier's collection (season) year; `cost_p` what we paid, ex VAT; `rrp_p` our
 *   retail price including VAT; `nhs_rng_yn` Y part of the NHS voucher range (frames offered free with an NHS
 *   optical voucher), N not; `recv_dt` the day it arrived at the branch; `stat_cd` STK in stock, SLD sold, WO
 *   written off (damaged, faulty or stolen); `out_dt` the day it was sold or written off, NULL while in stock. A
 *   frame on an order that was later cancelled goes back into stock. Stock value is counted at cost.
 *
 * - `ord`: spectacle and contact-lens orders, keyed by `ord_id`. `ord_no` ('O2611-0042' ...); `pat_id`
 *   (`pat.pat_id`); `brnch_id` the branch that took the order (`brnch.brnch_id`); `exam_id` the examination whose
 *   prescription it was made to (`exam.exam_id`), NULL when the patient brought a prescription from elsewhere;
 *   `disp_staff_no` the member of staff who dispensed it (took the order) (`staff.staff_no`); `ord_dt` the day
 *   ordered; `ord_typ_cd` SV single-vision spectacles, BF bifocal spectacles, VF varifocal spectacles, CL contact
 *   lenses (a supply of lenses, no frame, no lab job); `frame_id` the frame (`frame.frame_id`), NULL for contact
 *   lenses and for spectacles glazed into the patient's own frame; `prc_p` the price of the order including VAT,
 *   after any discount (frame and lenses); `vat_p` the VAT included in prc_p (the dispensing service is VAT exempt, so
 *   this is less than a sixth of prc_p); sales ex VAT are prc_p - vat_p; `disc_cd` the discount given: SP2 second
 *   pair half price, O60 over-60s 10%, STU student 10%, STF staff discount, NULL none; `disc_p` the discount
 *   amount (already taken off prc_p); `vchr_cd` the NHS optical voucher used (GOS 3 voucher letter, A to H), NULL
 *   none; `vchr_p` the part of prc_p paid by the NHS voucher (claimed from the NHS), 0 when none; the patient pays
 *   prc_p - vchr_p; `stat_cd` ORD ordered (lenses at the lab or on order), RDY ready for collection, COL collected,
 *   CXL cancelled (deposit refunded); `rdy_dt` the day it was ready for collection, NULL until ready; `coll_dt` the
 *   day the patient collected it, NULL until collected; `cxl_dt` the day it was cancelled, NULL unless cancelled.
 *   "Spectacle orders" are SV, BF and VF orders.
 *
 * - `lab_job`: jobs sent to the prescription labs for spectacle orders, keyed by `job_id`. `ord_id`
 *   (`ord.ord_id`); `lab_cd` ESS Essilor, HOY Hoya, ZEI Zeiss, INH our own glazing workshop in Leeds (single vision
 *   only); `job_typ_cd` ORG the original job for the order, RMK a remake (the lenses made again); `rmk_rsn_cd` for a
 *   remake: LBE lab error, DSE dispensing error (our measurements), NTL non-tolerance (the patient could not get on
 *   with the lenses, mostly varifocals), RXC prescription changed at a recheck; NULL for original jobs; `sent_dt`
 *   the day sent to the lab; `due_dt` the day the lab promised it back; `rcvd_dt` the day it came back, NULL while
 *   still at the lab (a job still at the lab after its due date is overdue); `cost_p` what the lab charges ex VAT
 *   (0 for remakes the lab does free: LBE and NTL); `inv_yyyymm` the lab's monthly statement the job is billed on,
 *   as an integer yyyymm (the month it was sent, e.g. 202611). A lab's remake rate is its remake jobs as a percentage
 *   of its original jobs; turnaround is rcvd_dt - sent_dt in days.
 *
 * - `pay`: payments taken at the till and refunds, keyed by `pay_id`. `pat_id` (`pat.pat_id`); `brnch_id` the
 *   branch that took it (`brnch.brnch_id`); `ord_id` the order it is for (`ord.ord_id`), NULL for an examination
 *   fee; `exam_id` the appointment it is for (`exam.exam_id`), NULL for order payments; `pay_dt`; `pay_typ_cd` FEE
 *   private appointment fee (paid on the day), DEP deposit taken when ordering, BAL balance paid on collection, RFD
 *   refund of a cancelled order's deposit (a negative amount); `mthd_cd` CRD debit or credit card, CSH cash, FIN
 *   interest-free finance (the whole amount, paid to us by the finance company at order), GFT Brightwell gift card;
 *   `amt_p` the amount in pence (negative for refunds). NHS fees and voucher amounts are not in this table. The
 *   balance an order still owes is what the patient pays (prc_p - vchr_p) less its payments.
 */
import { addDays, addMonths, dayOfWeek, daysBetween, insertRows, maxDate, pad, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const GO_LIVE = '2023-04-03';
const LAST = '2026-11-24';
const BOOK_UNTIL = '2027-01-22';

const ageOn = (dob: string, d: string) => {
  let a = Number(d.slice(0, 4)) - Number(dob.slice(0, 4));
  if (d.slice(5) < dob.slice(5)) a--;
  return a;
};
/** FY index: 0 for FY2023-24 ... 3 for FY2026-27. */
const fy = (d: string) => {
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  return Math.max(0, Math.min(3, (m >= 4 ? y : y - 1) - 2023));
};
const FEES: Record<string, number[]> = {
  EYE: [3000, 3200, 3500, 3800],
  EXT: [5500, 5900, 6500, 6900],
  CLF: [5000, 5500, 6000, 6000],
  CLA: [3000, 3200, 3500, 3500],
  GOS: [2214, 2319, 2363, 2431],
};
/** Shops open Monday to Saturday, closed on Christmas Day, Boxing Day and New Year's Day. */
const shopDay = (d: string) => {
  let x = d;
  while (dayOfWeek(x) === 0 || x.slice(5) === '12-25' || x.slice(5) === '12-26' || x.slice(5) === '01-01') x = addDays(x, 1);
  return x;
};
const yyyymm = (d: string) => Number(d.slice(0, 4) + d.slice(5, 7));

interface Branch {
  id: number;
  cd: string;
  nm: string;
  town: string;
  rgn: string;
  rooms: number;
  opn: string;
  cls: string | null;
  pcs: string[];
  w: number;
  mgr: string | null;
}
const BRANCHES: Branch[] = [
  { id: 1, cd: 'LBG', nm: 'Leeds Briggate', town: 'Leeds', rgn: 'YKS', rooms: 3, opn: '1998-03-02', cls: null, pcs: ['LS1', 'LS2', 'LS7', 'LS8', 'LS9', 'LS11', 'LS28'], w: 12, mgr: null },
  { id: 2, cd: 'HDY', nm: 'Headingley', town: 'Leeds', rgn: 'YKS', rooms: 2, opn: '2009-09-07', cls: null, pcs: ['LS4', 'LS5', 'LS6', 'LS16', 'LS18'], w: 8, mgr: null },
  { id: 3, cd: 'HGT', nm: 'Harrogate', town: 'Harrogate', rgn: 'YKS', rooms: 2, opn: '2005-05-03', cls: null, pcs: ['HG1', 'HG2', 'HG3', 'HG5'], w: 9, mgr: null },
  { id: 4, cd: 'YRK', nm: 'York Coney Street', town: 'York', rgn: 'YKS', rooms: 2, opn: '2011-04-04', cls: null, pcs: ['YO1', 'YO10', 'YO24', 'YO26', 'YO31'], w: 9, mgr: null },
  { id: 5, cd: 'WKF', nm: 'Wakefield', town: 'Wakefield', rgn: 'YKS', rooms: 2, opn: '2013-10-07', cls: null, pcs: ['WF1', 'WF2', 'WF3', 'WF4'], w: 7, mgr: null },
  { id: 6, cd: 'SHF', nm: 'Sheffield Ecclesall Road', town: 'Sheffield', rgn: 'YKS', rooms: 3, opn: '2007-02-05', cls: null, pcs: ['S7', 'S10', 'S11', 'S17', 'S8'], w: 10, mgr: null },
  { id: 7, cd: 'RTH', nm: 'Rotherham', town: 'Rotherham', rgn: 'YKS', rooms: 1, opn: '2016-06-06', cls: '2025-06-28', pcs: ['S60', 'S61', 'S65', 'S66'], w: 5, mgr: null },
  { id: 8, cd: 'MCR', nm: 'Manchester Deansgate', town: 'Manchester', rgn: 'NW', rooms: 3, opn: '2010-03-01', cls: null, pcs: ['M1', 'M3', 'M4', 'M15', 'M16', 'M50'], w: 11, mgr: null },
  { id: 9, cd: 'DSB', nm: 'Didsbury', town: 'Manchester', rgn: 'NW', rooms: 2, opn: '2014-09-01', cls: null, pcs: ['M19', 'M20', 'M21', 'M22'], w: 8, mgr: null },
  { id: 10, cd: 'SKP', nm: 'Stockport', town: 'Stockport', rgn: 'NW', rooms: 2, opn: '2017-03-06', cls: null, pcs: ['SK1', 'SK2', 'SK3', 'SK4', 'SK7'], w: 7, mgr: null },
  { id: 11, cd: 'WBF', nm: 'West Bridgford', town: 'Nottingham', rgn: 'EM', rooms: 2, opn: '2015-11-02', cls: null, pcs: ['NG2', 'NG11', 'NG12', 'NG7'], w: 8, mgr: null },
  { id: 12, cd: 'DBY', nm: 'Derby', town: 'Derby', rgn: 'EM', rooms: 2, opn: '2019-05-07', cls: null, pcs: ['DE1', 'DE3', 'DE22', 'DE23', 'DE24'], w: 7, mgr: null },
  { id: 13, cd: 'LIN', nm: 'Lincoln', town: 'Lincoln', rgn: 'EM', rooms: 1, opn: '2025-10-06', cls: null, pcs: ['LN1', 'LN2', 'LN5', 'LN6'], w: 5, mgr: null },
];
const BR = (id: number) => BRANCHES[id - 1] as Branch;
const openOn = (b: Branch, d: string) => b.opn <= d && (b.cls === null || b.cls >= d);

const STAFF_FIRST = [
  'Helen', 'Rajesh', 'Claire', 'Tom', 'Aisha', 'Megan', 'Jack', 'Owen', 'Sophie', 'Fiona', 'Gareth', 'Priya', 'Hannah', 'Liam', 'Beth', 'Imran',
  'Rebecca', 'Daniel', 'Zara', 'Kieran', 'Lucy', 'Mark', 'Nadia', 'Sam', 'Joanne', 'Chris', 'Amy', 'Adam', 'Emma', 'Harriet', 'Ravi', 'Katie',
  'Yusuf', 'Ellie', 'Ben', 'Laura', 'Gemma', 'Stuart', 'Anjali', 'Rachel', 'Nathan', 'Jade', 'Ian', 'Kirsty', 'Sean', 'Molly', 'Farah', 'Craig',
];
const STAFF_LAST = [
  'Ashworth', 'Mistry', 'Whitmore', 'Barraclough', 'Begum', 'Holt', 'Pearson', 'Price', 'Lund', 'Sutcliffe', 'Hirst', 'Kaur', 'Booth', 'Fenwick',
  'Ramsden', 'Hussain', 'Crowther', 'Shaw', 'Ali', 'Brennan', 'Dyson', 'Ackroyd', 'Patel', 'Lister', 'Greenwood', 'Marsden', 'Kershaw', 'Walsh',
  'Iqbal', 'Naylor', 'Bamford', 'Chadwick', 'Haigh', 'Mellor', 'Rhodes', 'Tattersall', 'Ogden', 'Holroyd', 'Singh', 'Chowdhury',
];
const PAT_FIRST_F = [
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Grace', 'Freya', 'Lily', 'Emily', 'Poppy', 'Ella', 'Evie', 'Sophia', 'Charlotte', 'Ruby', 'Alice',
  'Margaret', 'Susan', 'Patricia', 'Linda', 'Janet', 'Pauline', 'Jean', 'Carol', 'Sandra', 'Julie', 'Karen', 'Nicola', 'Sarah', 'Joanne', 'Lisa',
  'Hayley', 'Jennifer', 'Ayesha', 'Fatima', 'Maryam', 'Anna', 'Zofia', 'Chloe', 'Jessica', 'Lauren', 'Rachel', 'Kathleen', 'Brenda', 'Dorothy',
];
const PAT_FIRST_M = [
  'Oliver', 'George', 'Noah', 'Arthur', 'Harry', 'Leo', 'Jack', 'Charlie', 'Oscar', 'Jacob', 'Alfie', 'Freddie', 'Thomas', 'William', 'James',
  'David', 'John', 'Michael', 'Peter', 'Paul', 'Stephen', 'Andrew', 'Richard', 'Robert', 'Brian', 'Keith', 'Graham', 'Colin', 'Gary', 'Darren',
  'Wayne', 'Lee', 'Mohammed', 'Ibrahim', 'Hamza', 'Tomasz', 'Piotr', 'Ryan', 'Luke', 'Matthew', 'Daniel', 'Joseph', 'Dennis', 'Roy', 'Alan',
];
const PAT_LAST = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White',
  'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Hughes', 'Lewis', 'Harrison', 'Turner', 'Hill', 'Cooper', 'Ward', 'Morris', 'Moore',
  'King', 'Watson', 'Baker', 'Harris', 'Lee', 'Allen', 'Bennett', 'Shaw', 'Mitchell', 'Atkinson', 'Dixon', 'Kelly', 'Parker', 'Lord', 'Holmes',
  'Hussain', 'Khan', 'Ahmed', 'Patel', 'Akhtar', 'Mahmood', 'Kowalski', 'Nowak', 'Nguyen', 'Chen', 'Sykes', 'Hargreaves', 'Whitehead', 'Firth',
  'Broadbent', 'Pickles', 'Haworth', 'Dawson', 'Lomas', 'Beever', 'Senior', 'Gill', 'Riley', 'Bradley', 'Cartwright', 'Ellis', 'Sharpe', 'Oldroyd',
];

interface Post {
  brnch: number;
  from: string;
  to: string | null;
}
interface Staff {
  no: string;
  first: string;
  last: string;
  role: string;
  goc: string | null;
  brnch: number;
  sprv: string | null;
  locum: string;
  start: string;
  end: string | null;
  posts: Post[];
  lead: boolean;
}
interface Pat {
  id: number;
  ref: string;
  first: string;
  last: string;
  dob: string;
  sex: string;
  pcode: string;
  brnch: number;
  reg: string;
  diab: string;
  cl: string;
  cntct: string;
  stat: string;
  statDt: string | null;
  ben: boolean;
  fhg: boolean;
  edu: boolean;
}
interface Exam {
  id: number;
  pat: Pat;
  brnch: number;
  clin: string;
  dt: string;
  tm: string;
  bkd: string;
  typ: string;
  fund: string;
  cat: string | null;
  stat: string;
  fee: number | null;
  clm: string | null;
  rxchg: string | null;
  ref: string | null;
  rcl: number | null;
  due: string | null;
}
interface Frame {
  id: number;
  bar: string;
  brnch: number;
  brand: string;
  mdl: string;
  col: string;
  mat: string;
  supp: string;
  yr: number;
  cost: number;
  rrp: number;
  nhs: string;
  recv: string;
  stat: string;
  out: string | null;
}
interface Ord {
  id: number;
  no: string;
  pat: Pat;
  brnch: number;
  exam: Exam | null;
  disp: string;
  dt: string;
  typ: string;
  frame: Frame | null;
  prc: number;
  vat: number;
  disc: string | null;
  discP: number;
  vchr: string | null;
  vchrP: number;
  stat: string;
  rdy: string | null;
  coll: string | null;
  cxl: string | null;
}
interface Job {
  ord: Ord;
  lab: string;
  typ: string;
  rsn: string | null;
  sent: string;
  due: string;
  rcvd: string | null;
  cost: number;
}
interface Pay {
  pat: Pat;
  brnch: number;
  ord: Ord | null;
  exam: Exam | null;
  dt: string;
  typ: string;
  mthd: string;
  amt: number;
}
interface Rcl {
  pat: Pat;
  exam: Exam;
  due: string;
  seq: number;
  chan: string;
  sent: string;
  rsp: Exam | null;
}

// [brand, supplier, rrp from, rrp to (pounds), materials, model prefix or names, nhs range, weight]
const BRANDS: [string, string, number, number, string[], string[] | string, string, number][] = [
  ['Ray-Ban', 'LUX', 129, 185, ['ACE', 'MET'], 'RB', 'N', 14],
  ['Oakley', 'LUX', 139, 195, ['ACE', 'MET', 'TTN'], 'OX', 'N', 8],
  ['Vogue', 'LUX', 99, 135, ['ACE', 'MET'], 'VO', 'N', 9],
  ['Prada', 'LUX', 229, 299, ['ACE', 'MET'], 'VPR', 'N', 3],
  ['Tom Ford', 'MRC', 259, 335, ['ACE', 'MET'], 'FT', 'N', 3],
  ['Calvin Klein', 'MAR', 119, 155, ['ACE', 'MET'], 'CK', 'N', 8],
  ['Nike', 'MAR', 99, 129, ['ACE', 'MET'], 'NK', 'N', 5],
  ['Hugo Boss', 'SAF', 149, 189, ['ACE', 'MET', 'TTN'], 'BOSS ', 'N', 6],
  ['Carrera', 'SAF', 129, 159, ['ACE', 'MET'], 'CA', 'N', 6],
  ['Lindberg', 'LDB', 399, 529, ['TTN', 'RLS'], 'LB', 'N', 2],
  ['Brightwell Classic', 'BWO', 59, 95, ['ACE', 'MET', 'RLS'], ['Aire', 'Wharfe', 'Calder', 'Nidd', 'Swale', 'Ure', 'Derwent', 'Ribble', 'Trent', 'Dove', 'Don', 'Irwell'], 'N', 20],
  ['Brightwell Kids', 'BWO', 39, 59, ['ACE', 'MET'], ['Pip', 'Bramble', 'Conker', 'Puffin', 'Otter', 'Robin'], 'N', 5],
  ['Brightwell Essentials', 'BWO', 29, 39, ['ACE', 'MET'], ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7'], 'Y', 11],
];
const COLOURS = ['Black', 'Tortoiseshell', 'Havana', 'Gunmetal', 'Gold', 'Silver', 'Navy', 'Crystal', 'Burgundy', 'Grey Fade', 'Rose Gold', 'Matte Black', 'Green'];
const VOUCHERS: Record<string, number> = { A: 4620, B: 7010, C: 10390, D: 22720, E: 7960, F: 10090, G: 12860, H: 24600 };

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(7043311);

  // ---------------------------------------------------------------- staff
  const staffName = uniqueNames(r, STAFF_FIRST, STAFF_LAST);
  const staff: Staff[] = [];
  const gocUsed = new Set<string>();
  const goc = (role: string) => {
    if (role === 'OA') return null;
    for (;;) {
      const g = `${role === 'OPT' ? '01' : '02'}-${r.int(10000, 39999)}`;
      if (!gocUsed.has(g)) {
        gocUsed.add(g);
        return g;
      }
    }
  };
  const addStaff = (role: string, brnch: number, start: string, end: string | null, locum = 'N', lead = false): Staff => {
    const [first, last] = staffName();
    const s: Staff = { no: '', first, last, role, goc: goc(role), brnch, sprv: null, locum, start, end, posts: [{ brnch, from: start, to: end }], lead };
    staff.push(s);
    return s;
  };
  const leads: Record<string, Staff> = {};
  const branchStaff: Record<number, Staff[]> = {};
  for (const b of BRANCHES) {
    branchStaff[b.id] = [];
    const roles: string[] = [];
    for (let k = 0; k < Math.max(1, b.rooms - 1); k++) roles.push('OPT');
    roles.push(['LBG', 'MCR', 'SHF', 'HGT', 'WBF'].includes(b.cd) ? 'CLO' : 'DO');
    if (b.rooms >= 3) roles.push('DO');
    roles.push('OA');
    if (b.rooms >= 2) roles.push('OA');
    const begin = b.opn > GO_LIVE ? addDays(b.opn, -r.int(14, 35)) : null;
    for (const role of roles) {
      let start = begin ?? r.date(maxDate(b.opn, '2008-01-01'), '2023-03-01');
      let chainLen = 0;
      for (;;) {
        chainLen++;
        let end: string | null = null;
        const leaveP = role === 'OA' ? 0.35 : 0.2;
        if (chainLen < 3 && maxDate(addDays(start, 200), GO_LIVE) < '2026-10-01' && r.chance(leaveP)) {
          const e = r.date(maxDate(addDays(start, 200), GO_LIVE), '2026-10-20');
          if (e > maxDate(addDays(start, 200), GO_LIVE) && e < '2026-10-20') end = e;
        }
        if (b.cls !== null && (end === null || end > b.cls)) end = b.cls;
        const s = addStaff(role, b.id, start, end);
        (branchStaff[b.id] as Staff[]).push(s);
        if (end === null || (b.cls !== null && end === b.cls)) break;
        start = addDays(end, r.int(7, 45));
        if (start > '2026-11-10') break;
      }
    }
  }
  // Rotherham's optometrist moved to Sheffield when the branch closed.
  const rthOpt = (branchStaff[7] as Staff[]).find((s) => s.role === 'OPT' && s.end === '2025-06-28') as Staff;
  rthOpt.end = null;
  rthOpt.brnch = 6;
  rthOpt.posts = [{ brnch: 7, from: rthOpt.start, to: '2025-06-28' }, { brnch: 6, from: '2025-06-30', to: null }];
  (branchStaff[6] as Staff[]).push(rthOpt);
  // Area leads: the longest-serving current optometrist at Leeds Briggate, Manchester Deansgate and West Bridgford.
  for (const [rgn, bid] of [['YKS', 1], ['NW', 8], ['EM', 11]] as const) {
    const cands = (branchStaff[bid] as Staff[]).filter((s) => s.role === 'OPT' && s.end === null && s.start < GO_LIVE);
    const lead = cands.sort((a, b) => (a.start < b.start ? -1 : 1))[0] as Staff;
    lead.lead = true;
    leads[rgn] = lead;
  }
  // Locums.
  const locums: Staff[] = [];
  for (const [bid, start, end] of [
    [1, '2019-06-03', null], [6, '2021-01-11', null], [3, '2023-09-04', '2025-12-19'], [8, '2018-04-09', null], [10, '2024-02-05', null], [11, '2022-03-07', null],
    [12, '2025-04-22', null],
  ] as [number, string, string | null][]) {
    locums.push(addStaff('OPT', bid, start, end, 'Y'));
  }
  // Branch managers: the current DO/CLO for odd branches, the current non-lead optometrist for even ones.
  for (const b of BRANCHES) {
    const list = branchStaff[b.id] as Staff[];
    const stillThere = (s: Staff) => (b.cls === null ? s.end === null && s.brnch === b.id : s.posts.some((p) => p.brnch === b.id && p.to === b.cls));
    const pool = list.filter(stillThere);
    const pref = b.id % 2 === 1 ? ['CLO', 'DO', 'OPT'] : ['OPT', 'CLO', 'DO'];
    let mgr: Staff | undefined;
    for (const role of pref) {
      mgr = pool.filter((s) => s.role === role && !s.lead).sort((x, y) => (x.start < y.start ? -1 : 1))[0];
      if (mgr) break;
    }
    if (!mgr) throw new Error(`no manager for ${b.cd}`);
    b.mgr = mgr.no || '';
    (b as Branch & { mgrStaff?: Staff }).mgrStaff = mgr;
  }
  // Staff numbers in order of start date.
  staff.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.last < b.last ? -1 : 1));
  staff.forEach((s, k) => (s.no = `S${pad(k + 1, 3)}`));
  const mgrOf = (bid: number) => (BR(bid) as Branch & { mgrStaff: Staff }).mgrStaff;
  for (const b of BRANCHES) b.mgr = mgrOf(b.id).no;
  for (const s of staff) {
    if (s.lead) s.sprv = null;
    else if (s.locum === 'Y') s.sprv = (leads[BR(s.brnch).rgn] as Staff).no;
    else if (BRANCHES.some((b) => mgrOf(b.id) === s)) s.sprv = (leads[BR(s.brnch).rgn] as Staff).no;
    else s.sprv = mgrOf(s.brnch).no;
  }
  const activeAt = (s: Staff, bid: number, d: string) => s.posts.some((p) => p.brnch === bid && p.from <= d && (p.to === null || p.to >= d));
  const activeOn = (s: Staff, d: string) => s.start <= d && (s.end === null || s.end >= d);
  const pickOptom = (bid: number, d: string, forCl: boolean): Staff => {
    const own = staff.filter((s) => s.locum === 'N' && (s.role === 'OPT' || (forCl && s.role === 'CLO')) && activeAt(s, bid, d));
    const loc = locums.filter((s) => activeOn(s, d) && BR(s.brnch).rgn === BR(bid).rgn);
    if (own.length === 0 || (loc.length > 0 && r.chance(0.14))) {
      if (loc.length > 0) return r.pick(loc);
      const any = locums.filter((s) => activeOn(s, d));
      if (any.length > 0) return r.pick(any);
      if (own.length > 0) return r.pick(own);
      throw new Error(`no optometrist at ${bid} on ${d}`);
    }
    return r.weighted(own.map((s) => [s, s.lead ? 1 : s.role === 'CLO' ? 1.5 : 2] as const));
  };
  const pickDispenser = (bid: number, d: string, cl: boolean): Staff => {
    const own = staff.filter((s) => s.locum === 'N' && s.role !== 'OPT' && activeAt(s, bid, d));
    if (cl) {
      const clo = own.filter((s) => s.role === 'CLO');
      if (clo.length > 0) return r.pick(clo);
    }
    if (own.length === 0) {
      const opt = staff.filter((s) => s.locum === 'N' && activeAt(s, bid, d));
      if (opt.length === 0) throw new Error(`no staff at ${bid} on ${d}`);
      return r.pick(opt);
    }
    return r.weighted(own.map((s) => [s, s.role === 'OA' ? 1 : 3] as const));
  };

  // ---------------------------------------------------------------- patients
  const usedNames = new Set<string>();
  const patNameF = uniqueNames(r, PAT_FIRST_F, PAT_LAST, usedNames);
  const patNameM = uniqueNames(r, PAT_FIRST_M, PAT_LAST, usedNames);
  const pats: Pat[] = [];
  const N_PAT = 980;
  for (let k = 0; k < N_PAT; k++) {
    const b = r.weighted(BRANCHES.map((x) => [x, x.w] as const));
    const migrated = b.opn < GO_LIVE && r.chance(0.62);
    let reg: string;
    if (migrated) reg = r.date(maxDate(b.opn, '2006-01-01'), '2023-03-31');
    else {
      const from = maxDate(b.opn, GO_LIVE);
      const to = b.cls ?? '2026-11-21';
      // more new patients in later years
      const a = r.date(from, to);
      const c = r.date(from, to);
      reg = shopDay(a > c ? a : c);
      if (reg > to) reg = to;
    }
    const ageBand = r.weighted([[[3, 15], 15], [[16, 18], 4], [[19, 39], 24], [[40, 59], 29], [[60, 92], 28]] as const);
    const age = r.int(ageBand[0], ageBand[1]);
    const dobYear = 2026 - age;
    let dob = `${dobYear}-${pad(r.int(1, 12), 2)}-${pad(r.int(1, 28), 2)}`;
    if (dob > reg && !migrated) dob = addDays(reg, -r.int(400, 3000));
    if (dob > reg) dob = addDays(reg, -r.int(200, 900));
    const sex = r.chance(0.56) ? 'F' : 'M';
    const [fn, last] = sex === 'F' ? patNameF() : patNameM();
    const ageNow = ageOn(dob, LAST);
    const diab = ageNow >= 30 && r.chance(ageNow >= 55 ? 0.11 : 0.05) ? 'Y' : 'N';
    const cl = ageNow >= 14 && ageNow <= 58 && r.chance(0.16) ? 'Y' : 'N';
    const cntct = ageNow >= 70 ? r.weighted([['LTR', 45], ['SMS', 25], ['EML', 22], ['NON', 8]] as const) : r.weighted([['EML', 48], ['SMS', 38], ['LTR', 8], ['NON', 6]] as const);
    const pc = `${r.pick(b.pcs)} ${r.int(1, 9)}${r.pick([...'ABDEFGHJLNPQRSTUWXY'])}${r.pick([...'ABDEFGHJLNPQRSTUWXY'])}`;
    pats.push({
      id: 0, ref: '', first: fn, last, dob, sex, pcode: pc, brnch: b.id, reg, diab, cl, cntct, stat: 'ACT', statDt: null,
      ben: ageNow >= 19 && ageNow < 66 && r.chance(0.13), fhg: r.chance(0.04), edu: r.chance(0.75),
    });
  }
  pats.sort((a, b) => (a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : a.last < b.last ? -1 : 1));
  pats.forEach((p, k) => {
    p.id = k + 1;
    p.ref = `BW${pad(1000 + k * 3 + r.int(0, 2), 6)}`;
  });

  // ---------------------------------------------------------------- appointments
  const exams: Exam[] = [];
  const visitBranch = (p: Pat, d: string): number => {
    let home = BR(p.brnch);
    if (home.cls !== null && d > home.cls) home = BR(6);
    if (r.chance(0.09)) {
      const others = BRANCHES.filter((b) => b.rgn === home.rgn && b.id !== home.id && openOn(b, d));
      if (others.length > 0) return r.pick(others).id;
    }
    return home.id;
  };
  const slot = () => `${pad(r.int(9, 16), 2)}:${r.pick(['00', '20', '40'])}:00`;
  const eligibility = (p: Pat, d: string): string | null => {
    const a = ageOn(p.dob, d);
    if (a < 16) return 'U16';
    if (a <= 18 && p.edu) return 'S18';
    if (a >= 60) return 'O60';
    if (p.diab === 'Y') return 'DIA';
    if (a >= 40 && p.fhg) return 'FHG';
    if (p.ben) return 'BEN';
    return null;
  };
  const rclMonths = (p: Pat, d: string) => {
    const a = ageOn(p.dob, d);
    if (a < 16 || a >= 70 || p.diab === 'Y' || (a >= 40 && p.fhg)) return 12;
    return r.chance(0.1) ? 12 : 24;
  };
  const nextExams: Map<Exam, Exam | null> = new Map();
  for (const p of pats) {
    let d: string;
    if (p.reg < GO_LIVE) {
      if (r.chance(0.08)) continue; // lapsed before the new system
      d = r.date(GO_LIVE, addDays(GO_LIVE, 730));
    } else d = addDays(p.reg, r.weighted([[0, 3], [r.int(1, 14), 5]] as const));
    let firstVisit = p.reg >= GO_LIVE;
    let clFitted = p.reg < GO_LIVE;
    let prevEye: Exam | null = null;
    for (let guard = 0; guard < 20; guard++) {
      d = shopDay(d);
      if (d > BOOK_UNTIL) break;
      if (p.statDt !== null && d >= p.statDt) break;
      const bkd = firstVisit ? p.reg : addDays(d, -r.weighted([[r.int(1, 6), 2], [r.int(7, 21), 4], [r.int(22, 45), 3], [r.int(46, 75), 1]] as const));
      if (bkd > LAST) break;
      const bid = visitBranch(p, d);
      const br = BR(bid);
      if (!openOn(br, d)) {
        d = addDays(d, 7);
        continue;
      }
      const age = ageOn(p.dob, d);
      const cat = eligibility(p, d);
      const typ = r.chance(cat === null ? (age >= 40 ? 0.32 : 0.18) : 0.07) ? 'EXT' : 'EYE';
      const fund = typ === 'EYE' && cat !== null ? 'NHS' : 'PRV';
      const future = d > LAST;
      const stat = future ? 'BKD' : r.weighted([['CMP', 87], ['DNA', age < 16 ? 3 : 5.5], ['CXL', 7.5]] as const);
      const e: Exam = {
        id: 0, pat: p, brnch: bid, clin: pickOptom(bid, d, false).no, dt: d, tm: slot(), bkd, typ, fund,
        cat: fund === 'NHS' ? cat : null, stat, fee: null, clm: null, rxchg: null, ref: null, rcl: null, due: null,
      };
      if (e.bkd > e.dt) e.bkd = e.dt;
      if (prevEye && e.bkd < prevEye.dt) e.bkd = prevEye.dt;
      if (e.bkd < p.reg) e.bkd = p.reg;
      if (stat === 'CMP') {
        e.fee = fund === 'NHS' ? (FEES.GOS as number[])[fy(d)] as number : (FEES[typ] as number[])[fy(d)] as number;
        e.rxchg = firstVisit || r.chance(age >= 45 ? 0.62 : 0.5) ? 'Y' : 'N';
        const refRoll = r.next();
        const refScale = age >= 60 ? 2.2 : p.diab === 'Y' ? 1.8 : 1;
        e.ref = refRoll < 0.004 * refScale ? 'URG' : refRoll < 0.03 * refScale ? 'HES' : refRoll < 0.065 * refScale ? 'GP' : null;
        e.rcl = rclMonths(p, d);
        e.due = addMonths(d, e.rcl);
      }
      exams.push(e);
      if (prevEye && !nextExams.get(prevEye)) nextExams.set(prevEye, e);
      // contact lens appointment: same day or a few weeks later
      if (p.cl === 'Y' && stat === 'CMP') {
        const cd = shopDay(r.chance(0.4) ? d : addDays(d, r.int(7, 40)));
        const cbkd = cd === d ? e.bkd : addDays(cd, -r.int(3, 25));
        if (cd <= BOOK_UNTIL && cbkd <= LAST && openOn(BR(bid), cd)) {
          const ctyp = clFitted ? 'CLA' : 'CLF';
          const cstat = cd > LAST ? 'BKD' : r.weighted([['CMP', 90], ['DNA', 4], ['CXL', 6]] as const);
          exams.push({
            id: 0, pat: p, brnch: bid, clin: pickOptom(bid, cd, true).no, dt: cd, tm: cd === d ? `${pad(Number(e.tm.slice(0, 2)) + 1 > 17 ? 17 : Number(e.tm.slice(0, 2)) + 1, 2)}:${e.tm.slice(3)}` : slot(),
            bkd: cbkd < e.bkd ? e.bkd : cbkd, typ: ctyp, fund: 'PRV', cat: null, stat: cstat, fee: cstat === 'CMP' ? ((FEES[ctyp] as number[])[fy(cd)] as number) : null, clm: null,
            rxchg: null, ref: null, rcl: null, due: null,
          });
          if (cstat === 'CMP') clFitted = true;
        }
      }
      firstVisit = false;
      if (stat === 'BKD') break;
      if (stat !== 'CMP') {
        if (r.chance(0.72)) {
          d = addDays(d, r.int(6, 35));
          continue;
        }
        break; // not rebooked
      }
      prevEye = e;
      nextExams.set(e, null);
      // comes back?
      const back = r.chance(0.84);
      if (!back) {
        if (r.chance(0.3)) {
          p.stat = 'GON';
          p.statDt = addDays(d, r.int(120, 700));
        } else if (age >= 72 && r.chance(0.35)) {
          p.stat = 'DEC';
          p.statDt = addDays(d, r.int(60, 700));
        }
        if (p.statDt !== null && p.statDt > LAST) {
          p.stat = 'ACT';
          p.statDt = null;
        }
        break;
      }
      const lag = r.weighted([[r.int(-25, -1), 26], [r.int(0, 30), 36], [r.int(15, 75), 22], [r.int(60, 220), 16]] as const);
      d = addDays(e.due as string, lag);
    }
  }
  exams.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.tm < b.tm ? -1 : a.tm > b.tm ? 1 : a.pat.id - b.pat.id));
  exams.forEach((e, k) => (e.id = k + 1));
  // NHS claims: submitted in a monthly batch on the 3rd-8th of the following month; a few were missed.
  const claimDay: Record<string, string> = {};
  for (const e of exams) {
    if (e.fund !== 'NHS' || e.stat !== 'CMP') continue;
    const m = e.dt.slice(0, 7);
    if (!(m in claimDay)) claimDay[m] = addDays(`${addMonths(`${m}-01`, 1)}`, r.int(2, 7));
    const c = claimDay[m] as string;
    if (c <= LAST && !r.chance(0.025)) e.clm = c;
  }

  // ---------------------------------------------------------------- recalls
  const rcls: Rcl[] = [];
  for (const [e, nx] of nextExams) {
    if (e.stat !== 'CMP' || e.due === null) continue;
    const p = e.pat;
    if (p.cntct === 'NON') continue;
    const sends = [addDays(e.due, -28), addDays(e.due, 14), addDays(e.due, 56)].map(shopDay);
    const sent: Rcl[] = [];
    for (let s = 0; s < 3; s++) {
      const sd = sends[s] as string;
      if (sd > LAST) break;
      if (nx && nx.bkd <= sd) break;
      if (p.statDt !== null && p.statDt <= sd) break;
      sent.push({ pat: p, exam: e, due: e.due, seq: s + 1, chan: s === 2 ? 'LTR' : p.cntct, sent: sd, rsp: null });
    }
    if (nx && sent.length > 0) {
      const last = sent[sent.length - 1] as Rcl;
      if (nx.bkd > last.sent && daysBetween(last.sent, nx.bkd) <= 60) last.rsp = nx;
    }
    rcls.push(...sent);
  }
  rcls.sort((a, b) => (a.sent < b.sent ? -1 : a.sent > b.sent ? 1 : a.pat.id - b.pat.id));

  // ---------------------------------------------------------------- frames and orders
  const frames: Frame[] = [];
  const newFrame = (bid: number, recv: string, nhsOnly: boolean, kid: boolean): Frame => {
    const pool = BRANDS.filter((bd) => (nhsOnly ? bd[6] === 'Y' : kid ? bd[0] === 'Brightwell Kids' || bd[0] === 'Nike' || bd[0] === 'Brightwell Essentials' : bd[0] !== 'Brightwell Kids'));
    const [brand, supp, lo, hi, mats, models, nhs] = r.weighted(pool.map((bd) => [bd, bd[7]] as const));
    const mdl = typeof models === 'string' ? `${models}${r.int(1000, 8999)}` : r.pick(models);
    const rrpP = (Math.round(r.int(lo, hi) / 5) * 5 - 1) * 100;
    const costP = Math.round(((rrpP / 1.2) * r.float(0.3, 0.42, 3)) / 10) * 10;
    const f: Frame = {
      id: 0, bar: '', brnch: bid, brand, mdl, col: r.pick(COLOURS), mat: r.pick(mats), supp, yr: Number(recv.slice(0, 4)) - (r.chance(0.45) ? 1 : 0), cost: costP,
      rrp: rrpP, nhs, recv, stat: 'STK', out: null,
    };
    frames.push(f);
    return f;
  };
  const ords: Ord[] = [];
  const jobs: Job[] = [];
  const pays: Pay[] = [];
  // [promised days, chance of coming back late]
  const LAB_DAYS: Record<string, [number, number]> = { INH: [3, 0.04], ESS: [7, 0.1], HOY: [8, 0.22], ZEI: [10, 0.07] };
  const QC_REMAKE: Record<string, number> = { INH: 0.02, ESS: 0.03, HOY: 0.06, ZEI: 0.015 };
  const LENS_COST: Record<string, [number, number]> = { SV: [1400, 3600], BF: [3800, 6200], VF: [6200, 14500] };
  const LENS_PRICE: Record<string, [number, number]> = { SV: [39, 139], BF: [89, 169], VF: [149, 399] };
  const sendJob = (o: Ord, lab: string, typ: string, rsn: string | null, sent: string): Job => {
    const [dueDays, lateP] = LAB_DAYS[lab] as [number, number];
    const extra = o.typ === 'VF' ? 2 : 0;
    const due = addDays(sent, dueDays + extra);
    let turn = dueDays + extra - r.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const);
    if (turn < 1) turn = 1;
    if (r.chance(lateP)) turn = dueDays + extra + r.int(1, 6);
    if (r.chance(0.025)) turn += r.int(10, 30);
    // an outside-lab backlog this autumn: some recent jobs are well overdue
    if (lab !== 'INH' && sent >= '2026-10-12' && sent <= '2026-11-13' && r.chance(0.45)) turn += r.int(30, 45);
    const rcvd = addDays(sent, turn);
    const [cl, ch] = LENS_COST[o.typ] as [number, number];
    const cost = rsn === 'LBE' || rsn === 'NTL' ? 0 : Math.round(r.int(cl, ch) / 10) * 10;
    const j: Job = { ord: o, lab, typ, rsn, sent, due, rcvd: rcvd > LAST ? null : rcvd, cost };
    jobs.push(j);
    return j;
  };
  const payMthd = (amt: number) => r.weighted([['CRD', 82], ['CSH', amt < 15000 ? 12 : 4], ['GFT', 3]] as const);
  const makeOrder = (p: Pat, bid: number, e: Exam | null, dt: string, typ: string, second: Ord | null) => {
    const age = ageOn(p.dob, dt);
    const disp = pickDispenser(bid, dt, typ === 'CL');
    const cat = e ? eligibility(p, e.dt) : null;
    const vEligible = e !== null && e.fund === 'NHS' && (cat === 'U16' || cat === 'S18' || cat === 'BEN') && typ !== 'CL' && second === null;
    let frame: Frame | null = null;
    let prc: number;
    let vchr: string | null = null;
    let vchrP = 0;
    let disc: string | null = null;
    let discP = 0;
    if (typ === 'CL') {
      prc = r.int(12, 32) * 1000 - 100 + (r.chance(0.5) ? 0 : 500);
    } else {
      const own = r.chance(0.07);
      if (!own) {
        const nhsFrame = vEligible && r.chance(0.55);
        frame = newFrame(bid, addDays(dt, -r.int(4, 420)), nhsFrame, age < 14);
        if (frame.recv < BR(bid).opn) frame.recv = addDays(BR(bid).opn, -r.int(3, 20));
        frame.stat = 'SLD';
        frame.out = dt;
      }
      const [ll, lh] = LENS_PRICE[typ] as [number, number];
      let lens = (Math.round(r.int(ll, lh) / 10) * 10 - 1) * 100;
      if (vEligible) {
        vchr = typ === 'SV' ? r.weighted([['A', 65], ['B', 24], ['C', 9], ['D', 2]] as const) : r.weighted([['E', 60], ['F', 25], ['G', 12], ['H', 3]] as const);
        const v = VOUCHERS[vchr] as number;
        if (frame && frame.nhs === 'Y') lens = Math.max(v - frame.rrp, 1500);
      }
      prc = (frame ? frame.rrp : 0) + lens;
      if (second) {
        disc = 'SP2';
        discP = Math.round(prc / 2);
      } else if (!vEligible) {
        const d = r.next();
        if (age >= 60 && d < 0.45) disc = 'O60';
        else if (age >= 16 && age <= 24 && d < 0.3) disc = 'STU';
        else if (d > 0.993) disc = 'STF';
        if (disc === 'O60' || disc === 'STU') discP = Math.round(prc / 10);
        if (disc === 'STF') discP = Math.round(prc * 0.3);
      }
      prc -= discP;
      if (vchr) vchrP = Math.min(VOUCHERS[vchr] as number, prc);
    }
    const vat = Math.round((prc * (typ === 'CL' ? 0.85 : 0.7)) / 6);
    const o: Ord = {
      id: 0, no: '', pat: p, brnch: bid, exam: e, disp: disp.no, dt, typ, frame, prc, vat, disc, discP, vchr, vchrP, stat: 'ORD', rdy: null, coll: null, cxl: null,
    };
    ords.push(o);
    // lab work
    let ready: string | null;
    let lab: string | null = null;
    if (typ === 'CL') ready = addDays(dt, r.int(2, 7));
    else {
      lab = typ === 'SV' ? r.weighted([['INH', 45], ['ESS', 25], ['HOY', 22], ['ZEI', 8]] as const) : typ === 'VF' ? r.weighted([['ESS', 42], ['HOY', 30], ['ZEI', 28]] as const) : r.weighted([['ESS', 55], ['HOY', 45]] as const);
      let sent = shopDay(r.chance(0.7) ? dt : addDays(dt, 1));
      if (sent > LAST) sent = dt;
      let j = sendJob(o, lab, 'ORG', null, sent);
      if (j.rcvd !== null && r.chance((QC_REMAKE[lab] as number) * (typ === 'VF' ? 1.3 : 1))) {
        const rsn = r.chance(0.7) ? 'LBE' : 'DSE';
        const rs = shopDay(addDays(j.rcvd, r.int(0, 2)));
        if (rs <= LAST) j = sendJob(o, lab, 'RMK', rsn, rs);
      }
      ready = j.rcvd === null ? null : addDays(j.rcvd, r.int(0, 1));
    }
    if (ready !== null && ready > LAST) ready = null;
    o.rdy = ready;
    o.stat = ready === null ? 'ORD' : 'RDY';
    // cancellation
    if (r.chance(0.03)) {
      const c = addDays(dt, r.int(1, 12));
      if (c <= LAST && (o.rdy === null || c <= o.rdy)) {
        o.stat = 'CXL';
        o.cxl = c;
        o.rdy = null;
        if (o.frame) {
          o.frame.stat = 'STK';
          o.frame.out = null;
        }
      }
    }
    if (o.stat === 'RDY' && o.rdy !== null) {
      const c = shopDay(addDays(o.rdy, r.weighted([[r.int(0, 3), 5], [r.int(4, 12), 4], [r.int(13, 40), 1]] as const)));
      // a few recent orders are never picked up
      if (c <= LAST && !(o.rdy >= '2026-06-01' && r.chance(0.06))) {
        o.coll = c;
        o.stat = 'COL';
      }
    }
    // after collection remakes
    if (o.stat === 'COL' && lab !== null && o.coll !== null) {
      const roll = r.next();
      const ntlP = typ === 'VF' ? (lab === 'HOY' ? 0.09 : lab === 'ESS' ? 0.06 : 0.035) : typ === 'BF' ? 0.04 : 0.005;
      const rsn = roll < ntlP ? 'NTL' : roll < ntlP + 0.01 ? 'RXC' : roll < ntlP + 0.02 ? 'DSE' : null;
      if (rsn) {
        const rs = shopDay(addDays(o.coll, r.int(5, 35)));
        if (rs <= LAST) sendJob(o, lab, 'RMK', rsn, rs);
      }
    }
    // payments
    const due = o.prc - o.vchrP;
    if (due > 0) {
      const fin = due >= 30000 && r.chance(0.18);
      const mthd = fin ? 'FIN' : payMthd(due);
      const full = fin || r.chance(0.35) || due < 6000;
      const dep = full ? due : Math.round(due / 200) * 100;
      pays.push({ pat: p, brnch: bid, ord: o, exam: null, dt, typ: 'DEP', mthd, amt: dep });
      if (o.stat === 'CXL' && o.cxl !== null) pays.push({ pat: p, brnch: bid, ord: o, exam: null, dt: o.cxl, typ: 'RFD', mthd: mthd === 'FIN' ? 'FIN' : mthd, amt: -dep });
      if (o.stat === 'COL' && o.coll !== null && dep < due) pays.push({ pat: p, brnch: bid, ord: o, exam: null, dt: o.coll, typ: 'BAL', mthd: payMthd(due - dep), amt: due - dep });
    }
    return o;
  };
  for (const e of exams) {
    if (e.stat !== 'CMP') continue;
    const p = e.pat;
    const age = ageOn(p.dob, e.dt);
    if (e.typ === 'EYE' || e.typ === 'EXT') {
      const pr = e.rxchg === 'Y' ? (e.typ === 'EXT' ? 0.58 : 0.5) : 0.12;
      if (!r.chance(pr)) continue;
      const dt = shopDay(r.chance(0.75) ? e.dt : addDays(e.dt, r.int(1, 20)));
      if (dt > LAST || !openOn(BR(e.brnch), dt)) continue;
      const typ = age < 40 ? 'SV' : age < 45 ? r.weighted([['SV', 70], ['VF', 25], ['BF', 5]] as const) : r.weighted([['VF', 55], ['SV', 38], ['BF', 7]] as const);
      const o = makeOrder(p, e.brnch, e, dt, typ, null);
      if (o.stat !== 'CXL' && age >= 16 && r.chance(0.1)) makeOrder(p, e.brnch, e, dt, typ === 'VF' ? 'VF' : 'SV', o);
    } else if (r.chance(0.82)) {
      makeOrder(p, e.brnch, e, e.dt, 'CL', null);
    }
  }
  // orders made up to a prescription from elsewhere
  for (let k = 0; k < 45; k++) {
    const p = r.pick(pats);
    const dt = shopDay(r.date(maxDate(p.reg, GO_LIVE), LAST));
    if (dt > LAST || (p.statDt !== null && dt >= p.statDt)) continue;
    let bid = p.brnch;
    if (!openOn(BR(bid), dt)) bid = BR(bid).cls !== null && dt > (BR(bid).cls as string) ? 6 : bid;
    if (!openOn(BR(bid), dt)) continue;
    const age = ageOn(p.dob, dt);
    makeOrder(p, bid, null, dt, age >= 45 && r.chance(0.5) ? 'VF' : 'SV', null);
  }
  // private fees paid on the day
  for (const e of exams) {
    if (e.stat === 'CMP' && e.fund === 'PRV' && e.fee !== null) pays.push({ pat: e.pat, brnch: e.brnch, ord: null, exam: e, dt: e.dt, typ: 'FEE', mthd: r.weighted([['CRD', 86], ['CSH', 12], ['GFT', 2]] as const), amt: e.fee });
  }
  ords.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.pat.id - b.pat.id));
  const perMonth: Record<string, number> = {};
  ords.forEach((o, k) => {
    o.id = k + 1;
    const m = o.dt.slice(2, 4) + o.dt.slice(5, 7);
    perMonth[m] = (perMonth[m] ?? 0) + 1;
    o.no = `O${m}-${pad(perMonth[m] as number, 4)}`;
  });
  jobs.sort((a, b) => (a.sent < b.sent ? -1 : a.sent > b.sent ? 1 : a.ord.id - b.ord.id));
  pays.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.pat.id - b.pat.id));

  // stock frames not (yet) sold, and write-offs
  for (const b of BRANCHES) {
    if (b.cls !== null) continue;
    const n = b.rooms * 22 + r.int(0, 12);
    const from = maxDate(addDays(b.opn, -20), '2023-01-15');
    for (let k = 0; k < n; k++) {
      const aged = r.chance(0.22);
      const recv = aged ? r.date(from, '2025-11-01') : r.date(maxDate(from, '2025-12-01'), LAST);
      newFrame(b.id, recv, r.chance(0.12), r.chance(0.08));
    }
  }
  for (const b of BRANCHES) {
    const n = r.int(3, 9);
    const from = maxDate(addDays(b.opn, -20), GO_LIVE);
    const to = b.cls ?? LAST;
    for (let k = 0; k < n; k++) {
      const recv = r.date(from, addDays(to, -30));
      const f = newFrame(b.id, recv, r.chance(0.12), false);
      f.stat = 'WO';
      f.out = addDays(recv, r.int(10, Math.max(20, daysBetween(recv, to))));
      if (f.out > to) f.out = to;
    }
  }
  // Rotherham's remaining stock went to Sheffield when it closed.
  for (const f of frames) if (f.stat === 'STK' && BR(f.brnch).cls !== null) f.brnch = 6;
  frames.sort((a, b) => (a.recv < b.recv ? -1 : a.recv > b.recv ? 1 : a.brnch - b.brnch));
  frames.forEach((f, k) => {
    f.id = k + 1;
    f.bar = `50${pad(31000000 + k * 7 + r.int(0, 6), 8)}`;
  });

  const ddl = `
CREATE SCHEMA opt;
CREATE TABLE opt.brnch (
  brnch_id integer PRIMARY KEY,
  brnch_cd char(3) NOT NULL UNIQUE,
  brnch_nm varchar(40) NOT NULL,
  town_nm varchar(30) NOT NULL,
  rgn_cd varchar(3) NOT NULL,
  test_rm_qty smallint NOT NULL,
  opn_dt date NOT NULL,
  cls_dt date,
  mgr_staff_no varchar(4)
);
CREATE TABLE opt.staff (
  staff_no varchar(4) PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  role_cd varchar(3) NOT NULL,
  goc_no varchar(8),
  brnch_id integer NOT NULL REFERENCES opt.brnch (brnch_id),
  sprv_staff_no varchar(4) REFERENCES opt.staff (staff_no),
  locum_yn char(1) NOT NULL DEFAULT 'N',
  start_dt date NOT NULL,
  end_dt date
);
CREATE TABLE opt.pat (
  pat_id integer PRIMARY KEY,
  pat_ref varchar(8) NOT NULL UNIQUE,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  dob date NOT NULL,
  sex_cd char(1) NOT NULL,
  pcode varchar(8),
  brnch_id integer NOT NULL REFERENCES opt.brnch (brnch_id),
  reg_dt date NOT NULL,
  diab_yn char(1) NOT NULL DEFAULT 'N',
  cl_wear_yn char(1) NOT NULL DEFAULT 'N',
  cntct_pref_cd varchar(3) NOT NULL,
  stat_cd varchar(3) NOT NULL,
  stat_dt date
);
CREATE TABLE opt.exam (
  exam_id integer PRIMARY KEY,
  pat_id integer NOT NULL REFERENCES opt.pat (pat_id),
  brnch_id integer NOT NULL REFERENCES opt.brnch (brnch_id),
  clin_staff_no varchar(4) NOT NULL REFERENCES opt.staff (staff_no),
  appt_dt date NOT NULL,
  appt_tm time NOT NULL,
  bkd_dt date NOT NULL,
  exam_typ_cd varchar(3) NOT NULL,
  fund_cd varchar(3) NOT NULL,
  gos_cat_cd varchar(3),
  stat_cd varchar(3) NOT NULL,
  fee_p integer,
  gos_clm_dt date,
  rx_chg_yn char(1),
  ref_cd varchar(3),
  rcl_mths smallint,
  rcl_due_dt date
);
CREATE TABLE opt.rcl (
  rcl_id integer PRIMARY KEY,
  pat_id integer NOT NULL,
  exam_id integer NOT NULL,
  due_dt date NOT NULL,
  seq_no smallint NOT NULL,
  chan_cd varchar(3) NOT NULL,
  sent_dt date NOT NULL,
  rsp_exam_id integer
);
CREATE TABLE opt.frame (
  frame_id integer PRIMARY KEY,
  bar_cd varchar(13) NOT NULL,
  brnch_id integer NOT NULL REFERENCES opt.brnch (brnch_id),
  brand_nm varchar(30) NOT NULL,
  mdl_nm varchar(20) NOT NULL,
  col_nm varchar(20),
  mat_cd varchar(3) NOT NULL,
  supp_cd varchar(3) NOT NULL,
  coll_yr smallint,
  cost_p integer NOT NULL,
  rrp_p integer NOT NULL,
  nhs_rng_yn char(1) NOT NULL DEFAULT 'N',
  recv_dt date NOT NULL,
  stat_cd varchar(3) NOT NULL,
  out_dt date
);
CREATE TABLE opt.ord (
  ord_id integer PRIMARY KEY,
  ord_no varchar(12) NOT NULL UNIQUE,
  pat_id integer NOT NULL REFERENCES opt.pat (pat_id),
  brnch_id integer NOT NULL REFERENCES opt.brnch (brnch_id),
  exam_id integer REFERENCES opt.exam (exam_id),
  disp_staff_no varchar(4) NOT NULL,
  ord_dt date NOT NULL,
  ord_typ_cd varchar(2) NOT NULL,
  frame_id integer,
  prc_p integer NOT NULL,
  vat_p integer NOT NULL,
  disc_cd varchar(4),
  disc_p integer NOT NULL DEFAULT 0,
  vchr_cd char(1),
  vchr_p integer NOT NULL DEFAULT 0,
  stat_cd varchar(3) NOT NULL,
  rdy_dt date,
  coll_dt date,
  cxl_dt date
);
CREATE TABLE opt.lab_job (
  job_id integer PRIMARY KEY,
  ord_id integer NOT NULL REFERENCES opt.ord (ord_id),
  lab_cd varchar(3) NOT NULL,
  job_typ_cd varchar(3) NOT NULL,
  rmk_rsn_cd varchar(3),
  sent_dt date NOT NULL,
  due_dt date NOT NULL,
  rcvd_dt date,
  cost_p integer NOT NULL,
  inv_yyyymm integer NOT NULL
);
CREATE TABLE opt.pay (
  pay_id integer PRIMARY KEY,
  pat_id integer NOT NULL,
  brnch_id integer NOT NULL,
  ord_id integer,
  exam_id integer,
  pay_dt date NOT NULL,
  pay_typ_cd varchar(3) NOT NULL,
  mthd_cd varchar(3) NOT NULL,
  amt_p integer NOT NULL
);
COMMENT ON TABLE opt.exam IS 'Consulting-room appointments: eye examinations (EYE, EXT) and contact-lens appointments (CLF, CLA). Money in pence.';
COMMENT ON TABLE opt.ord IS 'Spectacle (SV, BF, VF) and contact-lens (CL) orders. Money in pence; prc_p includes VAT.';
COMMENT ON TABLE opt.rcl IS 'Recall reminders sent to patients whose next eye examination is due.';
COMMENT ON TABLE opt.frame IS 'One row per physical frame: STK in stock, SLD sold, WO written off.';
`;

  return [
    ddl,
    insertRows(
      'opt.brnch',
      ['brnch_id', 'brnch_cd', 'brnch_nm', 'town_nm', 'rgn_cd', 'test_rm_qty', 'opn_dt', 'cls_dt', 'mgr_staff_no'],
      BRANCHES.map((b) => [b.id, b.cd, b.nm, b.town, b.rgn, b.rooms, b.opn, b.cls, b.mgr]),
    ),
    insertRows(
      'opt.staff',
      ['staff_no', 'first_nm', 'last_nm', 'role_cd', 'goc_no', 'brnch_id', 'sprv_staff_no', 'locum_yn', 'start_dt', 'end_dt'],
      [...staff.filter((s) => s.sprv === null), ...staff.filter((s) => s.sprv !== null && staff.find((x) => x.no === s.sprv)?.sprv === null), ...staff.filter((s) => s.sprv !== null && staff.find((x) => x.no === s.sprv)?.sprv !== null)].map(
        (s) => [s.no, s.first, s.last, s.role, s.goc, s.brnch, s.sprv, s.locum, s.start, s.end],
      ),
    ),
    insertRows(
      'opt.pat',
      ['pat_id', 'pat_ref', 'first_nm', 'last_nm', 'dob', 'sex_cd', 'pcode', 'brnch_id', 'reg_dt', 'diab_yn', 'cl_wear_yn', 'cntct_pref_cd', 'stat_cd', 'stat_dt'],
      pats.map((p) => [p.id, p.ref, p.first, p.last, p.dob, p.sex, p.pcode, p.brnch === 7 ? 6 : p.brnch, p.reg, p.diab, p.cl, p.cntct, p.stat, p.statDt]),
    ),
    insertRows(
      'opt.exam',
      ['exam_id', 'pat_id', 'brnch_id', 'clin_staff_no', 'appt_dt', 'appt_tm', 'bkd_dt', 'exam_typ_cd', 'fund_cd', 'gos_cat_cd', 'stat_cd', 'fee_p', 'gos_clm_dt', 'rx_chg_yn', 'ref_cd', 'rcl_mths', 'rcl_due_dt'],
      exams.map((e) => [e.id, e.pat.id, e.brnch, e.clin, e.dt, e.tm, e.bkd, e.typ, e.fund, e.cat, e.stat, e.fee, e.clm, e.rxchg, e.ref, e.rcl, e.due]),
    ),
    insertRows(
      'opt.rcl',
      ['rcl_id', 'pat_id', 'exam_id', 'due_dt', 'seq_no', 'chan_cd', 'sent_dt', 'rsp_exam_id'],
      rcls.map((c, k) => [k + 1, c.pat.id, c.exam.id, c.due, c.seq, c.chan, c.sent, c.rsp ? c.rsp.id : null]),
    ),
    insertRows(
      'opt.frame',
      ['frame_id', 'bar_cd', 'brnch_id', 'brand_nm', 'mdl_nm', 'col_nm', 'mat_cd', 'supp_cd', 'coll_yr', 'cost_p', 'rrp_p', 'nhs_rng_yn', 'recv_dt', 'stat_cd', 'out_dt'],
      frames.map((f) => [f.id, f.bar, f.brnch, f.brand, f.mdl, f.col, f.mat, f.supp, f.yr, f.cost, f.rrp, f.nhs, f.recv, f.stat, f.out]),
    ),
    insertRows(
      'opt.ord',
      ['ord_id', 'ord_no', 'pat_id', 'brnch_id', 'exam_id', 'disp_staff_no', 'ord_dt', 'ord_typ_cd', 'frame_id', 'prc_p', 'vat_p', 'disc_cd', 'disc_p', 'vchr_cd', 'vchr_p', 'stat_cd', 'rdy_dt',
        'coll_dt', 'cxl_dt'],
      ords.map((o) => [o.id, o.no, o.pat.id, o.brnch, o.exam ? o.exam.id : null, o.disp, o.dt, o.typ, o.frame ? o.frame.id : null, o.prc, o.vat, o.disc, o.discP, o.vchr, o.vchrP, o.stat, o.rdy,
        o.coll, o.cxl]),
    ),
    insertRows(
      'opt.lab_job',
      ['job_id', 'ord_id', 'lab_cd', 'job_typ_cd', 'rmk_rsn_cd', 'sent_dt', 'due_dt', 'rcvd_dt', 'cost_p', 'inv_yyyymm'],
      jobs.map((j, k) => [k + 1, j.ord.id, j.lab, j.typ, j.rsn, j.sent, j.due, j.rcvd, j.cost, yyyymm(j.sent)]),
    ),
    insertRows(
      'opt.pay',
      ['pay_id', 'pat_id', 'brnch_id', 'ord_id', 'exam_id', 'pay_dt', 'pay_typ_cd', 'mthd_cd', 'amt_p'],
      pays.map((p, k) => [k + 1, p.pat.id, p.brnch, p.ord ? p.ord.id : null, p.exam ? p.exam.id : null, p.dt, p.typ, p.mthd, p.amt]),
    ),
  ].join('\n');
}
