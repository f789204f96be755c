/**
 * Wessex Hearing Care Ltd is an independent hearing-care business in Dorset, owned by an audiologist. It tests
 * hearing, sells and fits hearing aids, removes ear wax (microsuction) and looks after the aids it has sold. All of
 * its work is private: patients pay for their aids and for wax removal; hearing tests are free and are never
 * invoiced. Patients come on their own, from the website, on an optician's suggestion, by word of mouth, or with a
 * referral letter from their GP surgery. A typical journey: a hearing test; if the patient decides to buy, the aids
 * are ordered from the manufacturer and fitted at a fitting appointment two to four weeks later (the invoice for the
 * aids is raised on the day of fitting); a follow-up a few weeks after the fitting; then an annual review each year.
 * Patients have a 30-day trial: aids returned within the trial are refunded in full. Faulty aids are sent back to
 * the manufacturer for repair: free while the aid is under warranty, charged to the patient after.
 *
 * Clinics: Dorchester (the head clinic), Weymouth, Bridport (open Tuesday to Thursday only), Blandford (opened
 * October 2020, closed for good on 2025-09-30) and Wimborne (opened 2025-10-06 to replace Blandford). When
 * Blandford closed, its patients were moved to Wimborne (their `clinic_id` now says Wimborne) except for records
 * already archived; Blandford's past appointments and invoices still carry Blandford's clinic id. Clinics open
 * Monday to Friday (Bridport Tuesday to Thursday), not on English bank holidays nor on 24 and 31 December.
 *
 * This is an export of the practice-management package "AudiBase Practice Manager" (schema `hearing`), taken on the
 * morning of Monday 2026-06-15 with everything up to the end of Friday 2026-06-12. The data starts on 2024-01-02
 * (when the business moved to AudiBase): patients registered before then, and the hearing aids they already had,
 * were migrated from the old system, but their older appointments and invoices were not (bookings made in the old
 * system for appointments from 2024-01-02 on were migrated with their booking time). Appointments already booked for
 * dates from 2026-06-15 on are included (status B).
 *
 * UNITS: money is in pounds sterling (GBP) with pence, numeric (`price`, `gross_amt`, `disc_amt`, `net_amt`,
 * `paid_amt`, `chg_amt`); hearing aids and hearing care are VAT-exempt, so there is no VAT. Appointment and
 * registration times are timestamptz, entered in UK local time (Europe/London); clinic hours are 08:30 to 17:30.
 * `dur_min` is minutes.
 *
 * Tables, columns and codes:
 * - `clinic`: one clinic. `clinic_id`; `clinic_nm` the clinic's name (the town); `addr1`, `town`, `pcode` the
 *   address; `tel` the clinic's phone number; `opened_dt` the date it opened; `closed_dt` the date it closed for good
 *   (NULL = still open); `active` false once closed.
 * - `staff`: the people who work for the business. `staff_id`; `first_name`, `last_name`; `role_cd` AUD
 *   audiologist, HAD hearing aid dispenser (both test hearing and fit aids; "clinicians"), TAA trainee assistant
 *   audiologist (does wax removal and follow-ups only), REC receptionist, PM practice manager; `reg_no` the
 *   professional registration number (HCPC "HAD…" numbers for dispensers, AHCS numbers for audiologists; NULL for
 *   non-registered staff); `clinic_id` the clinic the person is based at (NULL = works across all clinics: the owner,
 *   the practice manager and the locum); `start_dt` the date they started; `end_dt` the date they left (NULL = still
 *   employed); `active` false once they have left. Richard Coombes is the owner and an audiologist; Mark Ellis was a
 *   locum audiologist from May to November 2024.
 * - `patient`: one patient record. `pt_id`; `title`; `first_nm`, `last_nm`; `dob` date of birth; `sex` M or F;
 *   `pcode` home postcode; `tel` phone; `clinic_id` the patient's home clinic (where they are normally seen);
 *   `src_cd` how the patient came to us: GP referred by their GP (see `gp_referral`), SELF phoned or walked in, WEB
 *   website enquiry, OPT recommended by an optician, WOM word of mouth (a friend or family member); `created_at`
 *   when the record was created (for migrated patients, when it was created in the old system); `archived` true
 *   for a soft-deleted record (the patient died, moved away or asked to be removed): archived patients are kept for
 *   the history but are not current patients.
 * - `gp_referral`: one referral letter from a GP surgery. `ref_id`; `pt_id` the patient referred (a patient record
 *   is created when the letter is received); `surgery` the GP practice's name; `gp_nm` the referring doctor;
 *   `letter_dt` the date on the letter; `rcvd_dt` the date we received it; `reason_cd` HL hearing loss, TIN tinnitus,
 *   WAX ear wax. Some referred patients never book.
 * - `appt`: one appointment. `appt_id`; `pt_id`; `clinic_id` where it is held; `staff_id` the clinician seeing the
 *   patient (NULL for some future bookings made "with the first available clinician"); `appt_typ` HT hearing test
 *   (hearing assessment), FIT hearing aid fitting, FU follow-up after a fitting, REV annual review (aid check-up
 *   and retest), WAX wax removal; `start_ts` the start; `dur_min` the booked length in minutes; `status` B booked
 *   (future), A attended, D did not attend (no-show), C cancelled; `cxl_by` who cancelled: P the patient, C the
 *   clinic (NULL unless cancelled); `ref_id` the GP referral a hearing test was booked for (NULL otherwise);
 *   `booked_ts` when the booking was made. A missed or cancelled appointment is often rebooked as a new appointment.
 * - `aid`: one hearing aid (one ear) ordered for or fitted to a patient. `aid_id`; `pt_id`; `serial_no` the
 *   manufacturer's serial number (NULL while on order); `mfr` manufacturer (Phonak, Oticon, Signia, Widex, ReSound,
 *   Starkey); `model` the model name; `style` RIC receiver-in-canal, BTE behind-the-ear, ITC in-the-canal, CIC
 *   completely-in-canal; `ear` L or R; `price` the list price of this one aid when it was sold (discounts are on the
 *   invoice); `fit_dt` the date it was fitted (NULL while on order); `warr_end` the last day of the manufacturer's
 *   warranty (3 to 5 years from fitting); `stat` O on order (fitting booked), F fitted and in use, R returned within
 *   the 30-day trial and refunded, L reported lost by the patient, X out of use (beyond economic repair, or replaced
 *   by newer aids); `fitted_by` the staff member who fitted it (NULL for migrated aids fitted by staff who had left
 *   before 2024, and while on order); `inv_no` the invoice it was sold on (NULL for aids fitted before 2024 and
 *   while on order). Patients usually have two aids, one per ear, fitted the same day.
 * - `repair`: one repair job, an aid sent back to its manufacturer. `rpr_id`; `aid_id`; `sent_dt` the date it was
 *   sent; `fault_cd` DEAD no sound, FDBK whistling / feedback, INTM intermittent or crackly, DMG physical damage
 *   (dropped, chewed by a pet), MOIST moisture damage; `warr_yn` Y when the aid was under warranty on the day it was
 *   sent (the repair is then free); `chg_amt` what the patient is charged (0 under warranty; a fixed repair charge
 *   per manufacturer otherwise, or a £35 assessment fee when the aid proves beyond repair); `rtn_dt` the date the
 *   aid came back (NULL = still with the manufacturer); `outcome` REP repaired, RPL replaced with a new unit by the
 *   manufacturer, BER beyond economic repair (NULL while away); `inv_no` the invoice for a charged repair, raised
 *   when the aid comes back.
 * - `invoice`: one invoice to a patient. `inv_no` e.g. WH10001; `pt_id`; `clinic_id` the clinic that raised it;
 *   `inv_dt` the invoice date; `inv_typ` AID hearing aids (one invoice for the aids fitted at one fitting), WAX wax
 *   removal, RPR an out-of-warranty repair, ACC accessories, batteries, chargers, domes and TV streamers; `gross_amt`
 *   the amount before discount; `disc_amt` the discount (binaural pair discount, offers); `net_amt` what the patient
 *   owes (gross less discount); `paid_amt` what has been paid so far (a deposit may have been paid); `pay_mthd` how
 *   it was (last) paid: CARD card, CASH cash, BACS bank transfer, FIN interest-free finance (the finance company
 *   pays us the whole amount); NULL when nothing has been paid; `paid_ts` when the invoice was paid in full (NULL
 *   while anything is outstanding); `void` true for a cancelled invoice, which counts for nothing (aids returned in
 *   the trial are refunded by voiding their invoice; a few invoices were voided as raised in error). Income,
 *   takings, revenue and sales mean `net_amt` of invoices that are not void; money owed is `net_amt - paid_amt` of
 *   invoices that are not void. Wax removal cost £60 until 2025-03-31 and £65 from 2025-04-01.
 *
 * Not recorded here: hearing test results (audiograms, degree or type of hearing loss); patient satisfaction,
 *   reviews or complaints; staff pay, salaries, commission or hours worked; what hearing aids cost us from the
 *   manufacturer (trade prices, margins) and any other running costs (rent, marketing or advertising spend);
 *   enquiries and phone calls that did not lead to a patient record; waiting-room or arrival times; reasons for
 *   cancellations; NHS hearing services (this business is private only); the patient's GP for patients not
 *   referred; home visits; batteries or accessories by item (only the invoice total); appointments and invoices
 *   before 2024.
 *
 * Tables
 * - `clinic`: `clinic_id`, `clinic_nm`, `addr1`, `town`, `pcode`, `tel`, `opened_dt`, `closed_dt`, `active`.
 * - `staff`: `staff_id`, `first_name`, `last_name`, `role_cd`, `reg_no`, `clinic_id`, `start_dt`, `end_dt`,
 *   `active`.
 * - `patient`: `pt_id`, `title`, `first_nm`, `last_nm`, `dob`, `sex`, `pcode`, `tel`, `clinic_id`, `src_cd`,
 *   `created_at`, `archived`.
 * - `gp_referral`: `ref_id`, `pt_id`, `surgery`, `gp_nm`, `letter_dt`, `rcvd_dt`, `reason_cd`.
 * - `appt`: `appt_id`, `pt_id`, `clinic_id`, `staff_id`, `appt_typ`, `start_ts`, `dur_min`, `status`, `cxl_by`,
 *   `ref_id`, `booked_ts`.
 * - `invoice`: `inv_no`, `pt_id`, `clinic_id`, `inv_dt`, `inv_typ`, `gross_amt`, `disc_amt`, `net_amt`, `paid_amt`,
 *   `pay_mthd`, `paid_ts`, `void`.
 * - `aid`: `aid_id`, `pt_id`, `serial_no`, `mfr`, `model`, `style`, `ear`, `price`, `fit_dt`, `warr_end`, `stat`,
 *   `fitted_by`, `inv_no`.
 * - `repair`: `rpr_id`, `aid_id`, `sent_dt`, `fault_cd`, `warr_yn`, `chg_amt`, `rtn_dt`, `outcome`, `inv_no`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-06-12";
const HORIZON = "2026-09-30";
const TZ = "Europe/London";

// ------------------------------------------------------------------ clinics
type Clinic = {
  id: number;
  nm: string;
  addr1: string;
  pcode: string;
  tel: string;
  opened: string;
  closed: string | null;
  days: number[];
};
const CLINICS: Clinic[] = [
  {
    id: 1,
    nm: "Dorchester",
    addr1: "14 High West Street",
    pcode: "DT1 1UJ",
    tel: "01305 260114",
    opened: "2011-04-01",
    closed: null,
    days: [1, 2, 3, 4, 5],
  },
  {
    id: 2,
    nm: "Weymouth",
    addr1: "22 St Thomas Street",
    pcode: "DT4 8EW",
    tel: "01305 771822",
    opened: "2015-09-01",
    closed: null,
    days: [1, 2, 3, 4, 5],
  },
  {
    id: 3,
    nm: "Bridport",
    addr1: "5 East Street",
    pcode: "DT6 3LF",
    tel: "01308 420505",
    opened: "2018-03-05",
    closed: null,
    days: [2, 3, 4],
  },
  {
    id: 4,
    nm: "Blandford",
    addr1: "9 Market Place",
    pcode: "DT11 7AF",
    tel: "01258 450909",
    opened: "2020-10-01",
    closed: "2025-09-30",
    days: [1, 2, 3, 4, 5],
  },
  {
    id: 5,
    nm: "Wimborne",
    addr1: "3 West Borough",
    pcode: "BH21 1LT",
    tel: "01202 880303",
    opened: "2025-10-06",
    closed: null,
    days: [1, 2, 3, 4, 5],
  },
];
const CLINIC_TOWN: Record<number, string> = {
  1: "Dorchester",
  2: "Weymouth",
  3: "Bridport",
  4: "Blandford Forum",
  5: "Wimborne Minster",
};
const clinicOpen = (c: Clinic, d: string): boolean =>
  d >= c.opened &&
  (c.closed === null || d <= c.closed) &&
  c.days.includes(dayOfWeek(d)) &&
  !ENGLAND_BANK_HOLIDAYS.has(d) &&
  d.slice(5) !== "12-24" &&
  d.slice(5) !== "12-31";

/** Patients belong to a region; the Blandford region is served by Wimborne after Blandford closed. */
type Region = 1 | 2 | 3 | 4;
const clinicFor = (region: Region, d: string): Clinic => {
  if (region === 4) return d <= "2025-09-30" ? CLINICS[3]! : CLINICS[4]!;
  return CLINICS[region - 1]!;
};
/** The first day on or after `d` when the region's clinic is open. */
const nextOpen = (region: Region, d: string): [string, Clinic] => {
  for (let day = d; ; day = addDays(day, 1)) {
    const c = clinicFor(region, day);
    if (clinicOpen(c, day)) return [day, c];
  }
};

// ------------------------------------------------------------------ staff
type Staff = {
  id: number;
  fn: string;
  ln: string;
  role: string;
  reg: string | null;
  clinic: number | null;
  start: string;
  end: string | null;
};
const STAFF: Staff[] = [
  {
    id: 1,
    fn: "Richard",
    ln: "Coombes",
    role: "AUD",
    reg: "AHCS-0041187",
    clinic: null,
    start: "2011-04-01",
    end: null,
  },
  {
    id: 2,
    fn: "Sarah",
    ln: "Pennington",
    role: "AUD",
    reg: "AHCS-0052230",
    clinic: 1,
    start: "2014-02-03",
    end: null,
  },
  {
    id: 3,
    fn: "Tom",
    ln: "Okafor",
    role: "HAD",
    reg: "HAD04521",
    clinic: 2,
    start: "2016-06-01",
    end: null,
  },
  {
    id: 4,
    fn: "Priya",
    ln: "Raman",
    role: "AUD",
    reg: "AHCS-0067914",
    clinic: 2,
    start: "2019-09-02",
    end: null,
  },
  {
    id: 5,
    fn: "Gareth",
    ln: "Lloyd",
    role: "HAD",
    reg: "HAD05107",
    clinic: 3,
    start: "2018-03-05",
    end: null,
  },
  {
    id: 6,
    fn: "Emma",
    ln: "Whitcombe",
    role: "AUD",
    reg: "AHCS-0070352",
    clinic: 4,
    start: "2020-10-01",
    end: "2025-09-30",
  },
  {
    id: 7,
    fn: "Daniel",
    ln: "Frost",
    role: "HAD",
    reg: "HAD06833",
    clinic: 5,
    start: "2025-09-15",
    end: null,
  },
  {
    id: 8,
    fn: "Lucy",
    ln: "Barnes",
    role: "TAA",
    reg: null,
    clinic: 1,
    start: "2024-09-02",
    end: null,
  },
  {
    id: 9,
    fn: "Karen",
    ln: "Hodge",
    role: "REC",
    reg: null,
    clinic: 1,
    start: "2012-05-14",
    end: null,
  },
  {
    id: 10,
    fn: "Janet",
    ln: "Moss",
    role: "REC",
    reg: null,
    clinic: 2,
    start: "2017-01-09",
    end: null,
  },
  {
    id: 11,
    fn: "Angela",
    ln: "Price",
    role: "PM",
    reg: null,
    clinic: null,
    start: "2013-08-01",
    end: null,
  },
  {
    id: 12,
    fn: "Mark",
    ln: "Ellis",
    role: "AUD",
    reg: "AHCS-0048861",
    clinic: null,
    start: "2024-05-01",
    end: "2024-11-29",
  },
  {
    id: 13,
    fn: "Fiona",
    ln: "Kerr",
    role: "REC",
    reg: null,
    clinic: 5,
    start: "2020-10-01",
    end: null,
  },
];
const staffOn = (id: number, d: string): boolean => {
  const s = STAFF[id - 1]!;
  return d >= s.start && (s.end === null || d <= s.end);
};
/** Who sees patients at each clinic, with weights. */
const ROTA: Record<number, [number, number][]> = {
  1: [
    [2, 5],
    [1, 1],
    [12, 2],
    [8, 4],
  ],
  2: [
    [3, 3],
    [4, 3],
  ],
  3: [
    [5, 4],
    [1, 1],
  ],
  4: [
    [6, 4],
    [12, 3],
  ],
  5: [
    [7, 4],
    [1, 1],
  ],
};

// ------------------------------------------------------------------ hearing aid catalogue
type Model = {
  mfr: string;
  model: string;
  style: string;
  tier: 1 | 2 | 3;
  price: number;
};
const NEW_MODELS: Model[] = [
  {
    mfr: "Phonak",
    model: "Audéo Lumity L90",
    style: "RIC",
    tier: 1,
    price: 3295,
  },
  {
    mfr: "Phonak",
    model: "Audéo Lumity L70",
    style: "RIC",
    tier: 2,
    price: 2695,
  },
  {
    mfr: "Phonak",
    model: "Audéo Lumity L50",
    style: "RIC",
    tier: 3,
    price: 2095,
  },
  {
    mfr: "Phonak",
    model: "Naída Lumity L70",
    style: "BTE",
    tier: 2,
    price: 2595,
  },
  { mfr: "Oticon", model: "Intent 1", style: "RIC", tier: 1, price: 3395 },
  { mfr: "Oticon", model: "Intent 2", style: "RIC", tier: 2, price: 2795 },
  { mfr: "Oticon", model: "Real 3", style: "RIC", tier: 3, price: 1995 },
  { mfr: "Oticon", model: "Own 2", style: "ITC", tier: 2, price: 2895 },
  {
    mfr: "Signia",
    model: "Pure Charge&Go IX 7",
    style: "RIC",
    tier: 1,
    price: 2895,
  },
  {
    mfr: "Signia",
    model: "Pure Charge&Go IX 3",
    style: "RIC",
    tier: 3,
    price: 1795,
  },
  {
    mfr: "Signia",
    model: "Silk Charge&Go IX 5",
    style: "CIC",
    tier: 2,
    price: 2195,
  },
  {
    mfr: "Widex",
    model: "Moment Sheer 440",
    style: "RIC",
    tier: 1,
    price: 3195,
  },
  {
    mfr: "Widex",
    model: "Moment Sheer 220",
    style: "RIC",
    tier: 3,
    price: 1995,
  },
  { mfr: "ReSound", model: "Nexia 9", style: "RIC", tier: 1, price: 2995 },
  { mfr: "ReSound", model: "Nexia 7", style: "RIC", tier: 2, price: 2395 },
  { mfr: "ReSound", model: "Omnia 5", style: "BTE", tier: 3, price: 1595 },
  {
    mfr: "Starkey",
    model: "Genesis AI 24",
    style: "RIC",
    tier: 1,
    price: 3195,
  },
  {
    mfr: "Starkey",
    model: "Genesis AI 16",
    style: "RIC",
    tier: 2,
    price: 2295,
  },
];
const OLD_MODELS: Model[] = [
  {
    mfr: "Phonak",
    model: "Audéo Paradise P90",
    style: "RIC",
    tier: 1,
    price: 2995,
  },
  {
    mfr: "Phonak",
    model: "Audéo Paradise P50",
    style: "RIC",
    tier: 3,
    price: 1895,
  },
  {
    mfr: "Phonak",
    model: "Naída Paradise P70",
    style: "BTE",
    tier: 2,
    price: 2395,
  },
  { mfr: "Oticon", model: "More 1", style: "RIC", tier: 1, price: 3095 },
  { mfr: "Oticon", model: "Opn S 2", style: "RIC", tier: 2, price: 2395 },
  {
    mfr: "Signia",
    model: "Pure Charge&Go AX 7",
    style: "RIC",
    tier: 1,
    price: 2695,
  },
  { mfr: "Signia", model: "Insio Nx 5", style: "ITC", tier: 2, price: 2095 },
  { mfr: "Widex", model: "Moment 440", style: "RIC", tier: 1, price: 2895 },
  { mfr: "ReSound", model: "One 9", style: "RIC", tier: 1, price: 2795 },
  { mfr: "ReSound", model: "Enzo Q 5", style: "BTE", tier: 3, price: 1495 },
  {
    mfr: "Starkey",
    model: "Livio AI 2400",
    style: "RIC",
    tier: 1,
    price: 2895,
  },
];
/** Brand preferences per region. */
const MFR_WEIGHTS: Record<Region, [string, number][]> = {
  1: [
    ["Phonak", 5],
    ["Oticon", 3],
    ["Signia", 2],
    ["Widex", 1],
    ["ReSound", 2],
    ["Starkey", 1],
  ],
  2: [
    ["Phonak", 3],
    ["Oticon", 5],
    ["Signia", 2],
    ["Widex", 1],
    ["ReSound", 1],
    ["Starkey", 1],
  ],
  3: [
    ["Phonak", 2],
    ["Oticon", 2],
    ["Signia", 4],
    ["Widex", 1],
    ["ReSound", 1],
    ["Starkey", 1],
  ],
  4: [
    ["Phonak", 2],
    ["Oticon", 2],
    ["Signia", 1],
    ["Widex", 3],
    ["ReSound", 3],
    ["Starkey", 1],
  ],
};
const WARRANTY_YEARS: Record<number, number> = { 1: 5, 2: 4, 3: 3 };
const REPAIR_CHARGE: Record<string, number> = {
  Phonak: 165,
  Oticon: 150,
  Signia: 140,
  Widex: 175,
  ReSound: 145,
  Starkey: 160,
};
const TURNAROUND: Record<string, [number, number]> = {
  Phonak: [6, 14],
  Oticon: [8, 16],
  Signia: [7, 20],
  Widex: [10, 24],
  ReSound: [7, 15],
  Starkey: [12, 30],
};
const SERIAL_PREFIX: Record<string, string> = {
  Phonak: "PH",
  Oticon: "OT",
  Signia: "SG",
  Widex: "WX",
  ReSound: "RS",
  Starkey: "SK",
};

// ------------------------------------------------------------------ GP surgeries
const SURGERIES: Record<Region, [string, string[], number][]> = {
  1: [
    ["Fordington Surgery", ["Dr A. Khan", "Dr J. Whitfield"], 3],
    [
      "Prince of Wales Surgery",
      ["Dr M. Doyle", "Dr S. Carter", "Dr R. Ahmed"],
      4,
    ],
    ["Cerne Abbas Surgery", ["Dr P. Long"], 1],
  ],
  2: [
    ["Cross Road Surgery", ["Dr H. Marsh", "Dr T. Green"], 3],
    ["Royal Crescent Surgery", ["Dr E. Bailey", "Dr N. Shah"], 3],
    ["Portland Medical Practice", ["Dr K. Osei"], 2],
  ],
  3: [
    [
      "Bridport Medical Centre",
      ["Dr L. Hughes", "Dr F. Morgan", "Dr C. Reid"],
      4,
    ],
    ["Lyme Regis Medical Centre", ["Dr D. Price"], 1],
  ],
  4: [
    ["Eagle House Surgery", ["Dr G. Fraser", "Dr B. Young"], 3],
    ["Quarter Jack Surgery", ["Dr W. Patel", "Dr I. Evans"], 2],
  ],
};

// ------------------------------------------------------------------ names
const FEMALE = [
  "Margaret",
  "Patricia",
  "Susan",
  "Jean",
  "Barbara",
  "Christine",
  "Janet",
  "Linda",
  "Elizabeth",
  "Mary",
  "Ann",
  "Carol",
  "Sheila",
  "Brenda",
  "Pauline",
  "Valerie",
  "Maureen",
  "Jennifer",
  "Sandra",
  "Gillian",
  "Kathleen",
  "Dorothy",
  "Joan",
  "Irene",
  "Eileen",
  "Rosemary",
  "Judith",
  "Angela",
  "Helen",
  "Diane",
  "Wendy",
  "Hazel",
  "Marion",
  "Joyce",
  "Audrey",
  "Sylvia",
  "Doreen",
  "Beryl",
  "June",
  "Pamela",
  "Lesley",
  "Elaine",
  "Frances",
  "Jacqueline",
  "Shirley",
  "Vera",
  "Rita",
  "Gwen",
  "Heather",
  "Caroline",
];
const MALE = [
  "John",
  "David",
  "Michael",
  "Peter",
  "Robert",
  "Brian",
  "Anthony",
  "Alan",
  "Colin",
  "Keith",
  "Roger",
  "Terence",
  "Graham",
  "Derek",
  "Malcolm",
  "Geoffrey",
  "Kenneth",
  "Trevor",
  "Barry",
  "Dennis",
  "Raymond",
  "Philip",
  "Stephen",
  "Christopher",
  "Richard",
  "William",
  "James",
  "Roy",
  "Gordon",
  "Ronald",
  "Norman",
  "Leslie",
  "Eric",
  "Frank",
  "Stanley",
  "Bernard",
  "Clive",
  "Nigel",
  "Martin",
  "Ian",
  "Douglas",
  "Harold",
  "Arthur",
  "Gerald",
  "Victor",
];
const LAST_NAMES = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Walker",
  "White",
  "Roberts",
  "Green",
  "Hall",
  "Wood",
  "Jackson",
  "Clarke",
  "Harris",
  "Lewis",
  "Hill",
  "Cooper",
  "Ward",
  "Turner",
  "Moore",
  "King",
  "Baker",
  "Harrison",
  "Morgan",
  "Allen",
  "Young",
  "Mitchell",
  "Parker",
  "Bennett",
  "Cook",
  "Bell",
  "Chapman",
  "Dawson",
  "Fletcher",
  "Gibson",
  "Hayward",
  "Hooper",
  "Kemp",
  "Lane",
  "Mead",
  "Norris",
  "Osborne",
  "Palmer",
  "Pike",
  "Rendell",
  "Saunders",
  "Sherwood",
  "Stickland",
  "Tizard",
  "Vincent",
  "Warr",
  "Wakely",
  "Yeates",
  "Cheeseman",
  "Legg",
  "Loder",
  "Frampton",
  "Hansford",
  "Hardy",
  "Keats",
  "Lovell",
  "Miles",
  "Northover",
  "Pitman",
  "Samways",
  "Symes",
  "Toms",
  "Vye",
  "Whittle",
  "Bartlett",
  "Coleman",
  "Dibben",
  "Elford",
  "Gale",
  "Guppy",
  "House",
  "Jeanes",
  "Knight",
  "Lock",
  "Marsh",
  "Notley",
  "Orchard",
  "Pearce",
  "Rogers",
  "Scutt",
  "Stone",
  "Trevett",
  "Upward",
  "Vowell",
  "Webber",
  "Ellison",
  "Budden",
  "Crocker",
  "Dampier",
  "Everett",
  "Foot",
  "Gollop",
  "Hibbs",
  "Ireland",
  "Jesty",
  "Kerley",
  "Lucas",
  "Maidment",
  "Newman",
  "Oliver",
  "Perrett",
  "Quick",
  "Russell",
  "Stainer",
  "Tuck",
  "Voss",
  "Whitty",
  "Abbott",
  "Brake",
  "Chubb",
  "Dunford",
];
const POSTCODE_AREAS: Record<Region, string[]> = {
  1: ["DT1 1", "DT1 2", "DT1 3", "DT2 7", "DT2 8", "DT2 9"],
  2: ["DT3 5", "DT3 6", "DT4 0", "DT4 7", "DT4 8", "DT5 1"],
  3: ["DT6 3", "DT6 4", "DT6 5", "DT7 3"],
  4: ["DT11 7", "DT11 8", "DT11 9", "BH21 1", "BH21 2", "BH21 4"],
};
const AREA_CODE: Record<Region, string> = {
  1: "01305",
  2: "01305",
  3: "01308",
  4: "01258",
};

// ------------------------------------------------------------------ the generator
type Patient = {
  title: string;
  fn: string;
  ln: string;
  dob: string;
  sex: string;
  pcode: string;
  tel: string;
  region: Region;
  src: string;
  created: string; // timestamp text
  createdDate: string;
  archived: boolean;
  migrated: boolean;
  id: number;
};
type Referral = {
  pt: Patient;
  surgery: string;
  gp: string;
  letter: string;
  rcvd: string;
  reason: string;
  id: number;
};
type Appt = {
  pt: Patient;
  clinic: number;
  staff: number | null;
  typ: string;
  date: string;
  time: string;
  dur: number;
  status: string;
  cxlBy: string | null;
  ref: Referral | null;
  booked: string; // timestamp text
};
type Invoice = {
  pt: Patient;
  clinic: number;
  date: string;
  typ: string;
  gross: number;
  disc: number;
  net: number;
  paid: number;
  mthd: string | null;
  paidTs: string | null;
  void: boolean;
  no: string;
};
type Aid = {
  pt: Patient;
  serial: string | null;
  m: Model;
  ear: string;
  price: number;
  fit: string | null;
  warr: string | null;
  stat: string;
  fittedBy: number | null;
  inv: Invoice | null;
  outOfUse: string | null; // the date it stopped being used (for repairs)
  id: number;
};
type Repair = {
  aid: Aid;
  sent: string;
  fault: string;
  warr: boolean;
  chg: number;
  rtn: string | null;
  outcome: string | null;
  inv: Invoice | null;
  id: number;
};

const DURATION: Record<string, number> = {
  HT: 60,
  FIT: 60,
  FU: 30,
  REV: 45,
  WAX: 30,
};
/** Attended / did not attend / cancelled weights per appointment type. */
const OUTCOME: Record<string, [number, number, number]> = {
  HT: [82, 7, 11],
  FIT: [91, 3, 6],
  FU: [79, 10, 11],
  REV: [70, 13, 17],
  WAX: [85, 7, 8],
};

function generate() {
  const r = seededRandom(2026_0615);
  const usedNames = new Set<string>(STAFF.map((s) => `${s.fn} ${s.ln}`));
  const femaleName = uniqueNames(r, FEMALE, LAST_NAMES, usedNames);
  const maleName = uniqueNames(r, MALE, LAST_NAMES, usedNames);
  const serials = new Set<string>();

  const patients: Patient[] = [];
  const referrals: Referral[] = [];
  const appts: Appt[] = [];
  const invoices: Invoice[] = [];
  const aids: Aid[] = [];
  const repairs: Repair[] = [];

  const clock = (from: number, to: number): string =>
    `${pad(r.int(from, to), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)}`;
  const officeTs = (d: string): string => `${d} ${clock(8, 16)}`;
  const weekday = (d: string): string => {
    let day = d;
    while (
      dayOfWeek(day) === 0 ||
      dayOfWeek(day) === 6 ||
      ENGLAND_BANK_HOLIDAYS.has(day)
    )
      day = addDays(day, 1);
    return day;
  };
  const money = (n: number): number => Math.round(n * 100) / 100;
  const listPrice = (m: Model, d: string): number =>
    d >= "2025-04-01" ? Math.round((m.price * 1.04) / 5) * 5 : m.price;
  const serialFor = (mfr: string, d: string): string => {
    for (;;) {
      const s = `${SERIAL_PREFIX[mfr]}${d.slice(2, 4)}${pad(r.int(0, 999_999), 6)}`;
      if (!serials.has(s)) {
        serials.add(s);
        return s;
      }
    }
  };

  const newPatient = (
    region: Region,
    createdDate: string,
    migrated: boolean,
    src: string,
  ): Patient => {
    const sex = r.chance(0.52) ? "F" : "M";
    const [fn, ln] = sex === "F" ? femaleName() : maleName();
    const title =
      sex === "F"
        ? r.weighted([
            ["Mrs", 6],
            ["Ms", 2],
            ["Miss", 1],
            ["Dr", 0.3],
          ])
        : r.weighted([
            ["Mr", 10],
            ["Dr", 0.4],
            ["Rev", 0.1],
          ]);
    const age = Math.min(
      97,
      Math.max(
        42,
        Math.round(73 + (r.next() + r.next() + r.next() - 1.5) * 18),
      ),
    );
    const dob = addDays(
      `${Number(createdDate.slice(0, 4)) - age}-01-01`,
      r.int(0, 364),
    );
    const p: Patient = {
      title,
      fn,
      ln,
      dob,
      sex,
      pcode: `${r.pick(POSTCODE_AREAS[region])}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "Q", "R", "S", "T", "U", "W", "X", "Y", "Z"])}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "Q", "R", "S", "T", "U", "W", "X", "Y", "Z"])}`,
      tel: r.chance(0.6)
        ? `${AREA_CODE[region]} ${pad(r.int(200000, 899999), 6)}`
        : `07${r.int(100, 999)} ${pad(r.int(0, 999999), 6)}`,
      region,
      src,
      created: officeTs(createdDate),
      createdDate,
      archived: false,
      migrated,
      id: 0,
    };
    patients.push(p);
    return p;
  };

  const pickStaff = (clinic: number, typ: string, d: string): number => {
    const cands = ROTA[clinic]!.filter(
      ([id]) =>
        staffOn(id, d) &&
        (typ === "WAX" || typ === "FU" || STAFF[id - 1]!.role !== "TAA"),
    );
    if (cands.length === 0) return 1;
    return r.weighted(cands);
  };

  /**
   * Books an appointment (and rebookings after a no-show or cancellation). Returns the date of the appointment that
   * was attended or is booked in the future, with its status and staff, or null when the patient never got seen.
   */
  const book = (
    pt: Patient,
    typ: string,
    target: string,
    bookedOn: string,
    ref: Referral | null = null,
    maxTries = 3,
  ): {
    date: string;
    status: string;
    staff: number | null;
    clinic: number;
  } | null => {
    let want = target;
    let bookedDate = bookedOn;
    for (let attempt = 0; attempt < maxTries; attempt++) {
      if (bookedDate > LAST) return null;
      const [d, c] = nextOpen(pt.region, want);
      if (d > HORIZON) return null;
      let status: string;
      if (d > LAST) status = "B";
      else {
        const [a, dna, cx] = OUTCOME[typ]!;
        const dnaW = c.id === 2 ? dna * 1.7 : dna;
        status = r.weighted([
          ["A", a],
          ["D", dnaW],
          ["C", cx],
        ]);
      }
      const staff =
        status === "B" && r.chance(0.2) ? null : pickStaff(c.id, typ, d);
      const slotH = r.int(9, 16);
      const slotM = slotH === 16 ? 0 : r.pick([0, 30]);
      let booked = bookedDate < d ? bookedDate : addDays(d, -1);
      if (booked < addDays(pt.createdDate, 0)) booked = pt.createdDate;
      appts.push({
        pt,
        clinic: c.id,
        staff,
        typ,
        date: d,
        time: `${pad(slotH, 2)}:${pad(slotM, 2)}:00`,
        dur: DURATION[typ]!,
        status,
        cxlBy: status === "C" ? (r.chance(0.8) ? "P" : "C") : null,
        ref: typ === "HT" ? ref : null,
        booked: officeTs(booked),
      });
      if (status === "A" || status === "B")
        return { date: d, status, staff, clinic: c.id };
      // a no-show or a cancellation: often rebooked
      const rebook = status === "C" ? 0.8 : 0.6;
      if (!r.chance(rebook)) return null;
      bookedDate =
        status === "C" ? addDays(d, -r.int(0, 4)) : addDays(d, r.int(0, 3));
      if (bookedDate < booked) bookedDate = booked;
      want = addDays(d, r.int(5, 21));
    }
    return null;
  };

  const payFor = (
    inv: Invoice,
    apptTime: string | null,
    mthds: [string, number][],
    lateRisk: number,
  ) => {
    const mthd = r.weighted(mthds);
    let when: string;
    if (mthd === "CARD" || mthd === "CASH") when = inv.date;
    else if (mthd === "BACS") when = addDays(inv.date, r.int(0, 12));
    else when = addDays(inv.date, r.int(3, 12));
    if (r.chance(lateRisk)) when = addDays(when, r.int(20, 200));
    if (when > LAST) {
      // not yet settled: perhaps a deposit
      if (inv.typ === "AID" && r.chance(0.6)) {
        inv.paid = r.pick([250, 500, 500, 1000]);
        inv.mthd = "CARD";
      }
      return;
    }
    inv.paid = inv.net;
    inv.mthd = mthd;
    inv.paidTs = `${when} ${apptTime && (mthd === "CARD" || mthd === "CASH") ? apptTime : clock(9, 16)}`;
  };

  const newInvoice = (
    pt: Patient,
    clinic: number,
    date: string,
    typ: string,
    gross: number,
    disc: number,
  ): Invoice => {
    const inv: Invoice = {
      pt,
      clinic,
      date,
      typ,
      gross: money(gross),
      disc: money(disc),
      net: money(gross - disc),
      paid: 0,
      mthd: null,
      paidTs: null,
      void: false,
      no: "",
    };
    invoices.push(inv);
    return inv;
  };

  const chooseModel = (region: Region, catalogue: Model[]): Model => {
    const mfr = r.weighted(MFR_WEIGHTS[region]);
    const ofMfr = catalogue.filter((m) => m.mfr === mfr);
    const tier = r.weighted([
      [1, 35],
      [2, 45],
      [3, 20],
    ] as [number, number][]);
    const byTier = ofMfr.filter((m) => m.tier === tier);
    return r.pick(byTier.length > 0 ? byTier : ofMfr);
  };

  const repairsFor = (
    aid: Aid,
    from: string,
    to: string,
    ratePerYear: number,
  ) => {
    let d = from;
    for (;;) {
      const gap = Math.round((-Math.log(1 - r.next()) / ratePerYear) * 365);
      d = weekday(addDays(d, Math.max(gap, 10)));
      if (d > to || d > LAST) return;
      if (d < START) continue;
      const warr = aid.warr !== null && d <= aid.warr;
      const fault = r.weighted([
        ["DEAD", 30],
        ["FDBK", 18],
        ["INTM", 22],
        ["DMG", 12],
        ["MOIST", 14],
      ]);
      const [lo, hi] = TURNAROUND[aid.m.mfr]!;
      const back = weekday(addDays(d, r.int(lo, hi)));
      const rep: Repair = {
        aid,
        sent: d,
        fault,
        warr,
        chg: 0,
        rtn: null,
        outcome: null,
        inv: null,
        id: 0,
      };
      repairs.push(rep);
      if (back > LAST) return; // still away
      rep.rtn = back;
      if (warr) rep.outcome = r.chance(0.15) ? "RPL" : "REP";
      else {
        rep.outcome = r.chance(0.12) ? "BER" : "REP";
        rep.chg = rep.outcome === "BER" ? 35 : REPAIR_CHARGE[aid.m.mfr]!;
        const [, c] = nextOpen(aid.pt.region, back);
        const inv = newInvoice(aid.pt, c.id, back, "RPR", rep.chg, 0);
        payFor(
          inv,
          null,
          [
            ["CARD", 8],
            ["CASH", 2],
            ["BACS", 1],
          ],
          0.05,
        );
        rep.inv = inv;
      }
      if (rep.outcome === "BER") {
        aid.stat = "X";
        aid.outOfUse = back;
        return;
      }
      d = back;
    }
  };

  /** The ongoing care of a patient with aids fitted on `fit`: reviews, wax, accessories, repairs. */
  const aftercare = (
    pt: Patient,
    fitted: Aid[],
    fit: string,
    until: string,
  ) => {
    // annual reviews
    for (let k = 1; k <= 8; k++) {
      const due = addMonths(fit, 12 * k);
      if (due > until || due > HORIZON) break;
      if (due < addDays(START, 21)) continue;
      if (!r.chance(0.8)) continue;
      book(
        pt,
        "REV",
        addDays(due, r.int(-20, 20)),
        addDays(due, -r.int(14, 45)),
      );
    }
    // accessories
    for (let d = fit < START ? START : fit; ;) {
      d = weekday(
        addDays(d, Math.round((-Math.log(1 - r.next()) / 0.35) * 365)),
      );
      if (d > LAST || d > until) break;
      const [, c] = nextOpen(pt.region, d);
      const inv = newInvoice(
        pt,
        c.id,
        d,
        "ACC",
        r.pick([6.5, 12, 12, 24, 35, 49, 89, 149, 229]),
        0,
      );
      payFor(
        inv,
        null,
        [
          ["CARD", 8],
          ["CASH", 2],
        ],
        0.02,
      );
    }
    for (const aid of fitted) {
      const from =
        fit < START ? addDays(START, -r.int(0, 200)) : addDays(fit, 20);
      const age = fit < "2021-06-01" ? 0.4 : 0.22;
      repairsFor(aid, from, until, age);
    }
  };

  const waxVisits = (
    pt: Patient,
    from: string,
    until: string,
    perYear: number,
  ) => {
    let d = from;
    for (;;) {
      d = addDays(
        d,
        Math.max(40, Math.round((-Math.log(1 - r.next()) / perYear) * 365)),
      );
      if (d > until || d > HORIZON) return;
      if (d < START) continue;
      const res = book(pt, "WAX", d, addDays(d, -r.int(2, 20)));
      if (res && res.status === "A") {
        const inv = newInvoice(
          pt,
          res.clinic,
          res.date,
          "WAX",
          res.date >= "2025-04-01" ? 65 : 60,
          0,
        );
        if (r.chance(0.012)) inv.void = true;
        else
          payFor(
            inv,
            null,
            [
              ["CARD", 8],
              ["CASH", 2],
            ],
            0.01,
          );
      }
    }
  };

  /** Hearing aids bought after a hearing test on `tested`; returns the fitting date or null. */
  const buyAids = (
    pt: Patient,
    tested: string,
    testStaff: number | null,
    until: string,
  ): string | null => {
    const m = chooseModel(pt.region, NEW_MODELS);
    const binaural = r.chance(0.8);
    const ears = binaural ? ["L", "R"] : [r.pick(["L", "R"])];
    const fit = book(
      pt,
      "FIT",
      addDays(tested, r.int(12, 30)),
      tested,
      null,
      4,
    );
    if (fit === null) return null;
    const price = listPrice(m, tested);
    const these: Aid[] = ears.map((ear) => ({
      pt,
      serial: null,
      m,
      ear,
      price,
      fit: null,
      warr: null,
      stat: "O",
      fittedBy: null,
      inv: null,
      outOfUse: null,
      id: 0,
    }));
    aids.push(...these);
    if (fit.status === "B") return null;
    const gross = price * ears.length;
    let disc = 0;
    if (binaural && r.chance(0.35)) disc = gross * 0.1;
    else if (r.chance(0.12)) disc = r.pick([200, 250, 300]);
    const inv = newInvoice(pt, fit.clinic, fit.date, "AID", gross, disc);
    const returned = r.chance(0.055);
    for (const a of these) {
      a.serial = serialFor(m.mfr, fit.date);
      a.fit = fit.date;
      a.warr = addDays(addMonths(fit.date, 12 * WARRANTY_YEARS[m.tier]!), -1);
      a.stat = returned ? "R" : "F";
      a.fittedBy = fit.staff ?? testStaff;
      a.inv = inv;
    }
    payFor(
      inv,
      `${pad(r.int(10, 16), 2)}:${pad(r.int(0, 59), 2)}:00`,
      [
        ["CARD", 50],
        ["BACS", 18],
        ["FIN", 27],
        ["CASH", 2],
      ],
      0.04,
    );
    if (returned) {
      book(pt, "FU", addDays(fit.date, r.int(10, 25)), fit.date);
      inv.void = true;
      inv.paid = 0;
      inv.mthd = null;
      inv.paidTs = null;
      return null;
    }
    book(pt, "FU", addDays(fit.date, r.int(14, 35)), fit.date);
    if (r.chance(0.03)) {
      for (const a of these) a.stat = "L";
      aftercare(pt, [], fit.date, until);
      return fit.date;
    }
    aftercare(pt, these, fit.date, until);
    return fit.date;
  };

  // ---------------- patients migrated from the old system
  for (let i = 0; i < 560; i++) {
    const region = r.weighted([
      [1, 36],
      [2, 28],
      [3, 14],
      [4, 22],
    ] as [Region, number][]);
    const minCreated =
      region === 4 ? "2020-10-01" : region === 3 ? "2018-03-05" : "2016-01-04";
    const created = weekday(r.date(minCreated, "2023-12-15"));
    const src = r.weighted([
      ["GP", 25],
      ["SELF", 30],
      ["WEB", 15],
      ["OPT", 18],
      ["WOM", 12],
    ]);
    const pt = newPatient(region, created, true, src);
    const upgradeAt = r.date("2024-01-08", "2026-05-20");
    if (r.chance(0.16)) {
      // wax-only or tested without aids
      waxVisits(pt, addDays(START, -r.int(0, 300)), HORIZON, 1.1);
      continue;
    }
    const fit = weekday(
      r.date(
        created > "2018-06-01" ? addDays(created, 20) : "2018-06-01",
        "2023-12-20",
      ),
    );
    const m = chooseModel(region, OLD_MODELS);
    const ears = r.chance(0.78) ? ["L", "R"] : [r.pick(["L", "R"])];
    const fitter = r.chance(0.2)
      ? null
      : r.pick(
          [1, 2, 3, 4, 5, 6]
            .filter(
              (id) =>
                staffOn(id, fit) &&
                (STAFF[id - 1]!.clinic === null ||
                  STAFF[id - 1]!.clinic === clinicFor(region, fit).id ||
                  r.chance(0.1)),
            )
            .concat([1]),
        );
    const these: Aid[] = ears.map((ear) => ({
      pt,
      serial: serialFor(m.mfr, fit),
      m,
      ear,
      price: m.price,
      fit,
      warr: addDays(addMonths(fit, 12 * WARRANTY_YEARS[m.tier]!), -1),
      stat: "F",
      fittedBy: fitter,
      inv: null,
      outOfUse: null,
      id: 0,
    }));
    aids.push(...these);
    const upgrades = fit < "2021-09-01" && r.chance(0.45);
    const until = upgrades ? upgradeAt : HORIZON;
    if (r.chance(0.025)) for (const a of these) a.stat = "L";
    else aftercare(pt, these, fit, until);
    if (r.chance(0.35))
      waxVisits(pt, addDays(START, -r.int(0, 200)), until, 0.7);
    if (upgrades) {
      const ht = book(pt, "HT", upgradeAt, addDays(upgradeAt, -r.int(5, 30)));
      if (ht && ht.status === "A" && r.chance(0.85)) {
        const fitted = buyAids(pt, ht.date, ht.staff, HORIZON);
        if (fitted)
          for (const a of these)
            if (a.stat === "F") {
              a.stat = "X";
              a.outOfUse = fitted;
            }
      }
    }
  }

  // ---------------- new patients, month by month
  const LAMBDA: Record<Region, number> = { 1: 13, 2: 11, 3: 6, 4: 8 };
  for (let month = "2024-01-01"; month <= LAST; month = addMonths(month, 1)) {
    const monthEnd = addDays(addMonths(month, 1), -1);
    for (const region of [1, 2, 3, 4] as Region[]) {
      let lambda = LAMBDA[region] * (month >= "2025-01-01" ? 1.12 : 1);
      if (region === 4 && month >= "2025-08-01" && month < "2025-11-01")
        lambda *= 0.4;
      if (month === "2026-06-01") lambda *= 12 / 30;
      const n = r.poisson(lambda);
      for (let i = 0; i < n; i++) {
        const created = weekday(
          r.date(
            month < START ? START : month,
            monthEnd < LAST ? monthEnd : LAST,
          ),
        );
        if (created > LAST) continue;
        const src = r.weighted([
          ["GP", 30],
          ["SELF", 24],
          ["WEB", 21],
          ["OPT", 15],
          ["WOM", 10],
        ]);
        const pt = newPatient(region, created, false, src);
        let ref: Referral | null = null;
        let reason = "HL";
        if (src === "GP") {
          const [surgery, gps] = r.weighted(
            SURGERIES[region].map(([s, g, w]) => [
              [s, g] as [string, string[]],
              w,
            ]),
          );
          reason = r.weighted([
            ["HL", 72],
            ["TIN", 18],
            ["WAX", 10],
          ]);
          ref = {
            pt,
            surgery,
            gp: r.pick(gps),
            letter: addDays(created, -r.int(2, 24)),
            rcvd: created,
            reason,
            id: 0,
          };
          referrals.push(ref);
          if (r.chance(0.08)) continue; // never booked
        }
        const waxFirst = reason === "WAX" || (src !== "GP" && r.chance(0.14));
        if (waxFirst) {
          const w = book(pt, "WAX", addDays(created, r.int(2, 16)), created);
          if (w && w.status === "A") {
            const inv = newInvoice(
              pt,
              w.clinic,
              w.date,
              "WAX",
              w.date >= "2025-04-01" ? 65 : 60,
              0,
            );
            payFor(
              inv,
              null,
              [
                ["CARD", 8],
                ["CASH", 2],
              ],
              0.01,
            );
            if (r.chance(0.3)) {
              const ht = book(pt, "HT", addDays(w.date, r.int(7, 60)), w.date);
              if (ht && ht.status === "A" && r.chance(0.5))
                buyAids(pt, ht.date, ht.staff, HORIZON);
            }
            if (r.chance(0.4)) waxVisits(pt, w.date, HORIZON, 1.2);
          }
          continue;
        }
        const lead = src === "GP" ? r.int(7, 35) : r.int(3, 24);
        const ht = book(pt, "HT", addDays(created, lead), created, ref);
        if (ht === null || ht.status !== "A") continue;
        const buyP =
          reason === "TIN"
            ? 0.35
            : src === "WEB"
              ? 0.52
              : src === "OPT"
                ? 0.66
                : 0.6;
        if (r.chance(buyP)) {
          buyAids(pt, ht.date, ht.staff, HORIZON);
          if (r.chance(0.25)) waxVisits(pt, ht.date, HORIZON, 0.8);
        } else if (r.chance(0.3)) {
          book(
            pt,
            "HT",
            addDays(ht.date, r.int(330, 400)),
            addDays(ht.date, r.int(300, 330)),
          );
        }
      }
    }
  }

  // ---------------- archive some patients who have gone quiet
  const lastSeen = new Map<Patient, string>();
  const hasFuture = new Set<Patient>();
  const seen = (p: Patient, d: string) => {
    const prev = lastSeen.get(p);
    if (prev === undefined || d > prev) lastSeen.set(p, d);
  };
  for (const a of appts) {
    if (a.status === "B") hasFuture.add(a.pt);
    seen(a.pt, a.date);
  }
  for (const x of invoices)
    seen(x.pt, x.paidTs ? x.paidTs.slice(0, 10) : x.date);
  for (const x of repairs) seen(x.aid.pt, x.rtn ?? LAST);
  const onOrder = new Set(aids.filter((a) => a.stat === "O").map((a) => a.pt));
  for (const p of patients) {
    if (hasFuture.has(p) || onOrder.has(p)) continue;
    const last = lastSeen.get(p) ?? p.createdDate;
    if (last < "2025-06-01" && r.chance(0.14)) p.archived = true;
  }

  // ---------------- ids in the order the system would have made them
  patients.sort((a, b) =>
    a.created < b.created ? -1 : a.created > b.created ? 1 : 0,
  );
  patients.forEach((p, i) => (p.id = 1 + i));
  referrals.sort((a, b) => (a.rcvd < b.rcvd ? -1 : a.rcvd > b.rcvd ? 1 : 0));
  referrals.forEach((x, i) => (x.id = 501 + i));
  appts.sort((a, b) =>
    a.booked < b.booked ? -1 : a.booked > b.booked ? 1 : 0,
  );
  invoices.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  invoices.forEach((x, i) => (x.no = `WH${10001 + i}`));
  const aidKey = (a: Aid): string => a.fit ?? "9999";
  aids.sort((a, b) =>
    aidKey(a) < aidKey(b) ? -1 : aidKey(a) > aidKey(b) ? 1 : 0,
  );
  aids.forEach((x, i) => (x.id = 1 + i));
  repairs.sort((a, b) => (a.sent < b.sent ? -1 : a.sent > b.sent ? 1 : 0));
  repairs.forEach((x, i) => (x.id = 1 + i));

  return { patients, referrals, appts, invoices, aids, repairs };
}

const DDL = `
CREATE SCHEMA hearing;
CREATE TABLE hearing.clinic (
  clinic_id smallint PRIMARY KEY,
  clinic_nm text NOT NULL,
  addr1 text NOT NULL,
  town text NOT NULL,
  pcode text NOT NULL,
  tel text,
  opened_dt date NOT NULL,
  closed_dt date,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE hearing.staff (
  staff_id integer PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  role_cd varchar(3) NOT NULL,
  reg_no text,
  clinic_id smallint REFERENCES hearing.clinic (clinic_id),
  start_dt date NOT NULL,
  end_dt date,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE hearing.patient (
  pt_id integer PRIMARY KEY,
  title text,
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  dob date,
  sex char(1),
  pcode text,
  tel text,
  clinic_id smallint NOT NULL REFERENCES hearing.clinic (clinic_id),
  src_cd varchar(4),
  created_at timestamptz NOT NULL,
  archived boolean NOT NULL DEFAULT false
);
CREATE TABLE hearing.gp_referral (
  ref_id integer PRIMARY KEY,
  pt_id integer NOT NULL REFERENCES hearing.patient (pt_id),
  surgery text NOT NULL,
  gp_nm text,
  letter_dt date,
  rcvd_dt date NOT NULL,
  reason_cd varchar(3) NOT NULL
);
CREATE TABLE hearing.appt (
  appt_id integer PRIMARY KEY,
  pt_id integer NOT NULL REFERENCES hearing.patient (pt_id),
  clinic_id smallint NOT NULL REFERENCES hearing.clinic (clinic_id),
  staff_id integer REFERENCES hearing.staff (staff_id),
  appt_typ varchar(3) NOT NULL,
  start_ts timestamptz NOT NULL,
  dur_min smallint NOT NULL,
  status char(1) NOT NULL,
  cxl_by char(1),
  ref_id integer REFERENCES hearing.gp_referral (ref_id),
  booked_ts timestamptz NOT NULL
);
CREATE TABLE hearing.invoice (
  inv_no varchar(8) PRIMARY KEY,
  pt_id integer NOT NULL REFERENCES hearing.patient (pt_id),
  clinic_id smallint NOT NULL REFERENCES hearing.clinic (clinic_id),
  inv_dt date NOT NULL,
  inv_typ varchar(3) NOT NULL,
  gross_amt numeric(9,2) NOT NULL,
  disc_amt numeric(9,2) NOT NULL DEFAULT 0,
  net_amt numeric(9,2) NOT NULL,
  paid_amt numeric(9,2) NOT NULL DEFAULT 0,
  pay_mthd varchar(4),
  paid_ts timestamptz,
  void boolean NOT NULL DEFAULT false
);
CREATE TABLE hearing.aid (
  aid_id integer PRIMARY KEY,
  pt_id integer NOT NULL REFERENCES hearing.patient (pt_id),
  serial_no text,
  mfr text NOT NULL,
  model text NOT NULL,
  style varchar(3) NOT NULL,
  ear char(1) NOT NULL,
  price numeric(8,2) NOT NULL,
  fit_dt date,
  warr_end date,
  stat char(1) NOT NULL,
  fitted_by integer REFERENCES hearing.staff (staff_id),
  inv_no varchar(8) REFERENCES hearing.invoice (inv_no)
);
CREATE TABLE hearing.repair (
  rpr_id integer PRIMARY KEY,
  aid_id integer NOT NULL REFERENCES hearing.aid (aid_id),
  sent_dt date NOT NULL,
  fault_cd varchar(5) NOT NULL,
  warr_yn char(1) NOT NULL,
  chg_amt numeric(7,2),
  rtn_dt date,
  outcome varchar(3),
  inv_no varchar(8) REFERENCES hearing.invoice (inv_no)
);
`;

export function datasetSql(): string {
  const { patients, referrals, appts, invoices, aids, repairs } = generate();
  const finalClinic = (p: Patient): number => {
    if (p.region !== 4) return p.region;
    return p.archived ? 4 : 5;
  };
  return [
    DDL,
    insertRows(
      "hearing.clinic",
      [
        "clinic_id",
        "clinic_nm",
        "addr1",
        "town",
        "pcode",
        "tel",
        "opened_dt",
        "closed_dt",
        "active",
      ],
      CLINICS.map((c) => [
        c.id,
        c.nm,
        c.addr1,
        CLINIC_TOWN[c.id],
        c.pcode,
        c.tel,
        c.opened,
        c.closed,
        c.closed === null,
      ]),
    ),
    insertRows(
      "hearing.staff",
      [
        "staff_id",
        "first_name",
        "last_name",
        "role_cd",
        "reg_no",
        "clinic_id",
        "start_dt",
        "end_dt",
        "active",
      ],
      STAFF.map((s) => [
        s.id,
        s.fn,
        s.ln,
        s.role,
        s.reg,
        s.clinic,
        s.start,
        s.end,
        s.end === null,
      ]),
    ),
    insertRows(
      "hearing.patient",
      [
        "pt_id",
        "title",
        "first_nm",
        "last_nm",
        "dob",
        "sex",
        "pcode",
        "tel",
        "clinic_id",
        "src_cd",
        "created_at",
        "archived",
      ],
      patients.map((p) => [
        p.id,
        p.title,
        p.fn,
        p.ln,
        p.dob,
        p.sex,
        p.pcode,
        p.tel,
        finalClinic(p),
        p.src,
        `${p.created} ${TZ}`,
        p.archived,
      ]),
    ),
    insertRows(
      "hearing.gp_referral",
      [
        "ref_id",
        "pt_id",
        "surgery",
        "gp_nm",
        "letter_dt",
        "rcvd_dt",
        "reason_cd",
      ],
      referrals.map((x) => [
        x.id,
        x.pt.id,
        x.surgery,
        x.gp,
        x.letter,
        x.rcvd,
        x.reason,
      ]),
    ),
    insertRows(
      "hearing.appt",
      [
        "appt_id",
        "pt_id",
        "clinic_id",
        "staff_id",
        "appt_typ",
        "start_ts",
        "dur_min",
        "status",
        "cxl_by",
        "ref_id",
        "booked_ts",
      ],
      appts.map((a, i) => [
        100001 + i,
        a.pt.id,
        a.clinic,
        a.staff,
        a.typ,
        `${a.date} ${a.time} ${TZ}`,
        a.dur,
        a.status,
        a.cxlBy,
        a.ref ? a.ref.id : null,
        `${a.booked} ${TZ}`,
      ]),
    ),
    insertRows(
      "hearing.invoice",
      [
        "inv_no",
        "pt_id",
        "clinic_id",
        "inv_dt",
        "inv_typ",
        "gross_amt",
        "disc_amt",
        "net_amt",
        "paid_amt",
        "pay_mthd",
        "paid_ts",
        "void",
      ],
      invoices.map((x) => [
        x.no,
        x.pt.id,
        x.clinic,
        x.date,
        x.typ,
        x.gross.toFixed(2),
        x.disc.toFixed(2),
        x.net.toFixed(2),
        x.paid.toFixed(2),
        x.mthd,
        x.paidTs ? `${x.paidTs} ${TZ}` : null,
        x.void,
      ]),
    ),
    insertRows(
      "hearing.aid",
      [
        "aid_id",
        "pt_id",
        "serial_no",
        "mfr",
        "model",
        "style",
        "ear",
        "price",
        "fit_dt",
        "warr_end",
        "stat",
        "fitted_by",
        "inv_no",
      ],
      aids.map((a) => [
        a.id,
        a.pt.id,
        a.serial,
        a.m.mfr,
        a.m.model,
        a.m.style,
        a.ear,
        a.price.toFixed(2),
        a.fit,
        a.warr,
        a.stat,
        a.fittedBy,
        a.inv ? a.inv.no : null,
      ]),
    ),
    insertRows(
      "hearing.repair",
      [
        "rpr_id",
        "aid_id",
        "sent_dt",
        "fault_cd",
        "warr_yn",
        "chg_amt",
        "rtn_dt",
        "outcome",
        "inv_no",
      ],
      repairs.map((x) => [
        x.id,
        x.aid.id,
        x.sent,
        x.fault,
        x.warr ? "Y" : "N",
        x.chg.toFixed(2),
        x.rtn,
        x.outcome,
        x.inv ? x.inv.no : null,
      ]),
    ),
  ].join("\n");
}
