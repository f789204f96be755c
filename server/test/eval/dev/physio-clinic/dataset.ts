/**
 * Harbourside Physiotherapy Ltd is a private physiotherapy clinic in Bristol with two sites: the main clinic in
 * Clifton (site code CLF, four treatment rooms and a small gym) and a smaller clinic in Bedminster (BED, two rooms).
 * Two of the physios also visit patients at home, and every physio can see a patient by video call. Patients pay
 * for themselves ("self-pay") or are covered by a private medical insurer that has authorised a number of sessions.
 * Most insurers want a GP referral before they authorise treatment, so many patients arrive with a referral letter
 * from their NHS GP; others book directly (self-referral). Each problem a patient comes with is one episode of care
 * (a treatment plan): it starts with an initial assessment, continues with follow-up sessions, and ends with a
 * discharge. A patient who comes back later with a new problem starts a new episode.
 *
 * This is an export of the clinic's practice-management system ("ClinicDesk"), schema `harbour`, taken on the morning
 * of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24, plus the appointments already booked
 * for the coming four weeks. The data starts on 2024-01-02, when the clinic moved to this system. The clinic is open
 * Monday to Saturday (Saturday mornings only) and closed on English bank holidays.
 *
 * UNITS: money is in pounds sterling (GBP) with pence as decimals (`fee`, `ia_fee`, `fu_fee`, `inv_amt`,
 * `paid_amt`). Durations are in minutes. Dates are UK calendar dates; `appt_ts` is local clinic time.
 *
 * Tables and columns
 * - `physio`: the physiotherapists (all HCPC registered). `physio_no` the staff number; `first_nm`, `last_nm`;
 *   `grade_cd` DIR clinic director (also treats patients), CLD clinical lead, SNR senior physio, JNR junior physio;
 *   `spec_cd` special interest: MSK general musculoskeletal, SPRT sports injuries, PELV pelvic health, NEUR
 *   neurological rehab; `hcpc_reg` the HCPC registration number; `home_visits` TRUE when the physio does home
 *   visits; `base_site` the site they mostly work at (CLF or BED); `start_dt` joined the clinic; `leave_dt` left the
 *   clinic (NULL = still working here).
 * - `insurer`: the private medical insurers the clinic is recognised by. `ins_cd` code (BUPA Bupa, AXA AXA Health,
 *   AVV Aviva, VIT Vitality, WPA WPA, SIH Simplyhealth, CIG Cigna); `ins_nm` the name; `ia_fee` and `fu_fee` the
 *   agreed fee the insurer pays for an initial assessment and for a follow-up (video follow-ups are paid at
 *   `fu_fee`; insurers do not pay for home visits); these rates did not change over the period. `pay_days` the
 *   payment terms in days from the invoice date; `portal_yn` Y when invoices are submitted through the insurer's
 *   online portal, N when they are emailed.
 * - `gp_prac`: NHS GP practices that refer patients. `prac_cd` the NHS practice code; `prac_nm`; `area` the part of
 *   Bristol or nearby village; `pcode` postcode.
 * - `patient`: one person registered with the clinic. `pat_no`; `first_nm`, `last_nm`; `dob` date of birth; `sex_cd`
 *   F, M or X (not stated); `pcode` home postcode; `gp_prac` the GP practice the patient is registered with (NULL
 *   when not given; refers to `gp_prac.prac_cd`); `reg_dt` the date the patient was first registered with the
 *   clinic; `sms_ok` TRUE when the patient agreed to text-message appointment reminders.
 * - `referral`: a referral letter from a GP. `ref_no`; `pat_ref` the patient (refers to `patient.pat_no`);
 *   `prac_cd` the referring practice; `gp_nm` the referring GP as written on the letter; `ref_dt` the date of the
 *   letter; `rcvd_dt` the date the clinic received it; `urg_cd` the GP's urgency: R routine, S soon, U urgent;
 *   `body_cd` the body area the referral is about (codes as on `episode`). Some referrals never led to treatment
 *   (the patient never booked); those have no episode.
 * - `episode`: an episode of care / treatment plan for one problem. `ep_no`; `pat_ref` the patient (refers to
 *   `patient.pat_no`); `lead_pt` the physio responsible for the plan (refers to `physio.physio_no`); `ref_no` the GP
 *   referral it came from (NULL = self-referred); `ins_cd` the insurer paying (NULL = self-pay); `auth_no` the
 *   insurer's authorisation number and `auth_sess` the number of sessions the insurer authorised, counting the
 *   initial assessment (both NULL for self-pay); `body_cd` the body area treated: LBP lower back, NCK neck, SHO
 *   shoulder, KNE knee, HIP hip, ANK ankle and foot, ELB elbow, wrist and hand, PEL pelvic health, NEU neurological;
 *   `plan_sess` the number of sessions (counting the initial assessment) the physio planned at the initial
 *   assessment; `open_dt` the date the episode was opened (the day the referral was received or the patient first
 *   booked); `close_dt` the date it was closed (NULL = still open); `ep_stat` OP open, DC discharged (treatment
 *   finished), SD self-discharged (the patient stopped coming; closed six weeks after the last contact), ONW closed
 *   with an onward referral to a consultant, imaging or another service.
 * - `appt`: one appointment. `appt_no`; `ep_no` the episode; `clin_no` the physio who held (or holds) the
 *   appointment (refers to `physio.physio_no`; usually the lead physio, sometimes a colleague covering);
 *   `appt_ts` date and start time; `dur_min` booked length in minutes; `sess_typ` IA initial assessment, FU
 *   follow-up in clinic, HV home visit, VC video consultation; `site_cd` CLF Clifton or BED Bedminster (NULL for
 *   home visits and video consultations); `stat_cd` BK booked (future), AT attended, DNA did not attend (no-show),
 *   CX cancelled by the patient with notice, LC late cancellation by the patient (under 24 hours' notice), CC
 *   cancelled by the clinic; `fee` the amount charged for the appointment: for an attended appointment the
 *   insurer's agreed fee (insured episodes) or the clinic's self-pay price; DNA and late cancellations are charged
 *   to the patient at the self-pay price even on insured episodes (insurers never pay for them); 0 for CX and CC;
 *   NULL while booked. `inv_no` the invoice the charge is on (NULL = not invoiced yet, or nothing to charge).
 *   Self-pay prices: 2024 IA 70, FU 55, HV 90, VC 45; 2025 IA 75, FU 58, HV 95, VC 48; 2026 IA 80, FU 62, HV 100,
 *   VC 50. The initial assessment is never missed (it is rebooked before the day) and is held on or after the day
 *   the episode is opened.
 * - `invoice`: an invoice, raised on the last day of each month for the charges of that month, one per episode and
 *   payer. `inv_no`; `ep_no` the episode; `bill_to` I insurer or P patient; `ins_cd` the insurer billed (NULL when
 *   `bill_to` = P); `inv_dt` invoice date; `due_dt` due date (insurer: `pay_days` after; patient: 14 days after);
 *   `inv_amt` the amount invoiced (the sum of the `fee` of its appointments); `paid_amt` the amount received so far;
 *   `paid_dt` the date of the last payment received (NULL = nothing received); `inv_stat` O outstanding (nothing
 *   paid yet), PP part paid (an insurer shortfall or a patient paying in part), PD paid in full, WO written off as a
 *   bad debt (what was not paid will never be collected). Appointments of November 2026 are not invoiced yet.
 *
 * Not recorded here: clinical notes, diagnoses beyond the body area, exercise programmes and outcome or pain
 *   scores (no PROMs); patient satisfaction, feedback or online reviews; how a patient heard of the clinic
 *   (marketing source) other than a GP referral; the reason for a cancellation or a no-show; policy excesses and
 *   anything the insurer paid the patient directly; the physios' pay, wages or hours worked; rent, equipment,
 *   consumables and other running costs; Pilates classes and gym memberships (sold through another system);
 *   phone calls and emails with the reception; which treatment room an appointment was in.
 *
 * Tables
 * - `physio`: `physio_no`, `first_nm`, `last_nm`, `grade_cd`, `spec_cd`, `hcpc_reg`, `home_visits`, `base_site`,
 *   `start_dt`, `leave_dt`.
 * - `insurer`: `ins_cd`, `ins_nm`, `ia_fee`, `fu_fee`, `pay_days`, `portal_yn`.
 * - `gp_prac`: `prac_cd`, `prac_nm`, `area`, `pcode`.
 * - `patient`: `pat_no`, `first_nm`, `last_nm`, `dob`, `sex_cd`, `pcode`, `gp_prac`, `reg_dt`, `sms_ok`.
 * - `referral`: `ref_no`, `pat_ref`, `prac_cd`, `gp_nm`, `ref_dt`, `rcvd_dt`, `urg_cd`, `body_cd`.
 * - `episode`: `ep_no`, `pat_ref`, `lead_pt`, `ref_no`, `ins_cd`, `auth_no`, `auth_sess`, `body_cd`, `plan_sess`,
 *   `open_dt`, `close_dt`, `ep_stat`.
 * - `invoice`: `inv_no`, `ep_no`, `bill_to`, `ins_cd`, `inv_dt`, `due_dt`, `inv_amt`, `paid_amt`, `paid_dt`,
 *   `inv_stat`.
 * - `appt`: `appt_no`, `ep_no`, `clin_no`, `appt_ts`, `dur_min`, `sess_typ`, `site_cd`, `stat_cd`, `fee`, `inv_no`.
 */
import {
  ENGLAND_BANK_HOLIDAYS,
  addDays,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const TODAY = "2026-11-25";
const HORIZON = "2026-12-22";
const r = seededRandom(7_2026_1125);

const isOpenDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && !ENGLAND_BANK_HOLIDAYS.has(d);
const nextOpenDay = (d: string): string => {
  let x = d;
  // Saturdays are mornings only: most bookings slide to the Monday.
  while (!isOpenDay(x) || (dayOfWeek(x) === 6 && r.chance(0.6)))
    x = addDays(x, 1);
  return x;
};
const money = (x: number): number => Math.round(x * 100) / 100;
const monthEnd = (d: string): string => {
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

// ------------------------------------------------------------------ physios
type Physio = {
  no: number;
  first: string;
  last: string;
  grade: string;
  spec: string;
  hcpc: string;
  home: boolean;
  site: string;
  start: string;
  leave: string | null;
  weight: number;
};
const PHYSIOS: Physio[] = [
  {
    no: 101,
    first: "Rachel",
    last: "Okafor",
    grade: "DIR",
    spec: "MSK",
    hcpc: "PH61842",
    home: false,
    site: "CLF",
    start: "2014-06-02",
    leave: null,
    weight: 2,
  },
  {
    no: 102,
    first: "Tom",
    last: "Hendry",
    grade: "CLD",
    spec: "SPRT",
    hcpc: "PH72210",
    home: false,
    site: "CLF",
    start: "2017-01-09",
    leave: null,
    weight: 4,
  },
  {
    no: 103,
    first: "Priya",
    last: "Shah",
    grade: "SNR",
    spec: "PELV",
    hcpc: "PH80457",
    home: false,
    site: "CLF",
    start: "2019-04-01",
    leave: null,
    weight: 1.5,
  },
  {
    no: 104,
    first: "Dan",
    last: "Whitlock",
    grade: "SNR",
    spec: "MSK",
    hcpc: "PH83390",
    home: false,
    site: "BED",
    start: "2020-02-03",
    leave: null,
    weight: 4.5,
  },
  {
    no: 105,
    first: "Aoife",
    last: "Brennan",
    grade: "SNR",
    spec: "NEUR",
    hcpc: "PH85126",
    home: true,
    site: "BED",
    start: "2021-08-16",
    leave: null,
    weight: 1.5,
  },
  {
    no: 106,
    first: "Jamie",
    last: "Lowe",
    grade: "JNR",
    spec: "MSK",
    hcpc: "PH91873",
    home: false,
    site: "CLF",
    start: "2023-09-04",
    leave: "2025-06-30",
    weight: 3.5,
  },
  {
    no: 107,
    first: "Sophie",
    last: "Marsh",
    grade: "JNR",
    spec: "SPRT",
    hcpc: "PH93305",
    home: true,
    site: "BED",
    start: "2024-03-04",
    leave: null,
    weight: 3,
  },
  {
    no: 108,
    first: "Callum",
    last: "Reid",
    grade: "JNR",
    spec: "MSK",
    hcpc: "PH96014",
    home: false,
    site: "CLF",
    start: "2025-08-04",
    leave: null,
    weight: 3.5,
  },
];
const physioByNo = new Map(PHYSIOS.map((p) => [p.no, p]));
const activeOn = (p: Physio, d: string): boolean =>
  p.start <= d && (p.leave === null || d <= p.leave);

// ------------------------------------------------------------------ insurers
type Insurer = {
  cd: string;
  nm: string;
  ia: number;
  fu: number;
  days: number;
  portal: string;
  late: number; // extra days they usually take beyond terms
  weight: number;
  auth: string;
};
const INSURERS: Insurer[] = [
  {
    cd: "BUPA",
    nm: "Bupa",
    ia: 65,
    fu: 48,
    days: 30,
    portal: "Y",
    late: 4,
    weight: 30,
    auth: "BU",
  },
  {
    cd: "AXA",
    nm: "AXA Health",
    ia: 70,
    fu: 52,
    days: 30,
    portal: "Y",
    late: 1,
    weight: 24,
    auth: "AX",
  },
  {
    cd: "AVV",
    nm: "Aviva",
    ia: 68,
    fu: 50,
    days: 45,
    portal: "Y",
    late: 8,
    weight: 17,
    auth: "AV",
  },
  {
    cd: "VIT",
    nm: "Vitality",
    ia: 60,
    fu: 45,
    days: 30,
    portal: "N",
    late: 34,
    weight: 15,
    auth: "VH",
  },
  {
    cd: "WPA",
    nm: "WPA",
    ia: 72,
    fu: 55,
    days: 28,
    portal: "N",
    late: 2,
    weight: 8,
    auth: "WP",
  },
  {
    cd: "SIH",
    nm: "Simplyhealth",
    ia: 55,
    fu: 42,
    days: 21,
    portal: "N",
    late: 3,
    weight: 6,
    auth: "SH",
  },
  {
    cd: "CIG",
    nm: "Cigna",
    ia: 75,
    fu: 56,
    days: 30,
    portal: "Y",
    late: 0,
    weight: 0,
    auth: "CG",
  },
];
const insByCd = new Map(INSURERS.map((i) => [i.cd, i]));

// ------------------------------------------------------------------ GP practices
type Prac = {
  cd: string;
  nm: string;
  area: string;
  pcode: string;
  gps: string[];
  weight: number;
};
const PRACS: Prac[] = [
  {
    cd: "L81004",
    nm: "Clifton Village Practice",
    area: "Clifton",
    pcode: "BS8 4AA",
    gps: ["Dr Sarah Whitfield", "Dr James Osei", "Dr Helen Carr"],
    weight: 17,
  },
  {
    cd: "L81018",
    nm: "Whiteladies Health Centre",
    area: "Redland",
    pcode: "BS8 2PN",
    gps: ["Dr Anil Mehta", "Dr Fiona Gray"],
    weight: 14,
  },
  {
    cd: "L81051",
    nm: "Bedminster Family Practice",
    area: "Bedminster",
    pcode: "BS3 4AW",
    gps: ["Dr Owen Price", "Dr Leah Barnes", "Dr Kofi Mensah"],
    weight: 12,
  },
  {
    cd: "L81022",
    nm: "Southville Surgery",
    area: "Southville",
    pcode: "BS3 1QH",
    gps: ["Dr Clare Dunne", "Dr Mark Ellery"],
    weight: 9.5,
  },
  {
    cd: "L81033",
    nm: "Redland Green Medical Practice",
    area: "Redland",
    pcode: "BS6 6HY",
    gps: ["Dr Ruth Ambrose", "Dr Tariq Hussain"],
    weight: 7,
  },
  {
    cd: "L81062",
    nm: "Hotwells & Cliftonwood Surgery",
    area: "Hotwells",
    pcode: "BS8 4RU",
    gps: ["Dr Ben Castle"],
    weight: 4.9,
  },
  {
    cd: "L81087",
    nm: "Windmill Hill Medical Centre",
    area: "Windmill Hill",
    pcode: "BS3 4LB",
    gps: ["Dr Nadia Rahman", "Dr Paul Kerr"],
    weight: 4.5,
  },
  {
    cd: "L81040",
    nm: "Cotham Road Surgery",
    area: "Cotham",
    pcode: "BS6 6DN",
    gps: ["Dr Imogen Hale"],
    weight: 4,
  },
  {
    cd: "L81046",
    nm: "Henleaze Medical Group",
    area: "Henleaze",
    pcode: "BS9 4ES",
    gps: ["Dr Gareth Lloyd", "Dr Sian Evans"],
    weight: 3.5,
  },
  {
    cd: "L81068",
    nm: "Bishopston Medical Practice",
    area: "Bishopston",
    pcode: "BS7 8BX",
    gps: ["Dr Alice Wren"],
    weight: 3,
  },
  {
    cd: "L81012",
    nm: "Montpelier Health Centre",
    area: "Montpelier",
    pcode: "BS6 5AA",
    gps: ["Dr Femi Adeyemi"],
    weight: 2,
  },
  {
    cd: "L81075",
    nm: "Long Ashton Surgery",
    area: "Long Ashton",
    pcode: "BS41 9AA",
    gps: ["Dr Roger Pike"],
    weight: 1.5,
  },
  {
    cd: "L81099",
    nm: "Knowle West Health Park",
    area: "Knowle",
    pcode: "BS4 1WH",
    gps: ["Dr Grace Obi"],
    weight: 0.7,
  },
];
const pracByCd = new Map(PRACS.map((p) => [p.cd, p]));

// ------------------------------------------------------------------ patients
const FIRST_F = [
  "Emma",
  "Olivia",
  "Sophie",
  "Charlotte",
  "Hannah",
  "Lucy",
  "Grace",
  "Amelia",
  "Chloe",
  "Megan",
  "Katie",
  "Laura",
  "Rebecca",
  "Sarah",
  "Helen",
  "Claire",
  "Jo",
  "Nicola",
  "Rachel",
  "Gemma",
  "Zara",
  "Aisha",
  "Priya",
  "Maya",
  "Isla",
  "Freya",
  "Ruby",
  "Alice",
  "Beth",
  "Anna",
  "Jenny",
  "Margaret",
  "Susan",
  "Pauline",
  "Carol",
  "Joan",
];
const FIRST_M = [
  "James",
  "Oliver",
  "Harry",
  "Jack",
  "Tom",
  "George",
  "Sam",
  "Ben",
  "Daniel",
  "Matt",
  "Luke",
  "Joe",
  "Chris",
  "Mark",
  "Paul",
  "Steve",
  "Rob",
  "Andy",
  "Ian",
  "Gareth",
  "Rhys",
  "Ollie",
  "Max",
  "Alfie",
  "Ethan",
  "Kwame",
  "Raj",
  "Tariq",
  "Marek",
  "Pete",
  "Dave",
  "Graham",
  "Keith",
  "Colin",
  "Barry",
  "Alan",
];
const SURNAMES = [
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
  "Patel",
  "Khan",
  "Lewis",
  "James",
  "Phillips",
  "Mason",
  "Mitchell",
  "Rose",
  "Davis",
  "Rodriguez",
  "Cox",
  "Alexander",
  "Morgan",
  "Hughes",
  "Price",
  "Collins",
  "Bennett",
  "Ward",
  "Fisher",
  "Cooper",
  "Kelly",
  "Harvey",
  "Pearce",
  "Lane",
  "Fry",
  "Tucker",
  "Gill",
  "Nowak",
  "Ali",
  "Baker",
  "Hussain",
  "Ahmed",
  "Chapman",
  "Sutton",
  "Dyer",
  "Gould",
  "Hobbs",
  "Trowbridge",
  "Vowles",
  "Pople",
];
const usedNames = new Set<string>();
const femaleName = uniqueNames(r, FIRST_F, SURNAMES, usedNames);
const maleName = uniqueNames(r, FIRST_M, SURNAMES, usedNames);
const PCODE_AREAS = [
  ["BS8", 20],
  ["BS6", 16],
  ["BS3", 18],
  ["BS7", 9],
  ["BS9", 8],
  ["BS1", 6],
  ["BS4", 6],
  ["BS5", 4],
  ["BS41", 4],
  ["BS48", 3],
  ["BS13", 3],
  ["BS16", 3],
] as const;

type Patient = {
  no: number;
  first: string;
  last: string;
  dob: string;
  sex: string;
  pcode: string;
  prac: string | null;
  reg: string;
  sms: boolean;
  busyUntil: string; // the patient can start a new episode after this date
};
const patients: Patient[] = [];
let nextPat = 10_001;
function newPatient(reg: string, young: boolean): Patient {
  const sex = r.weighted([
    ["F", 53],
    ["M", 46],
    ["X", 1],
  ] as const);
  const [first, last] =
    sex === "F" || (sex === "X" && r.chance(0.5)) ? femaleName() : maleName();
  const age = young
    ? r.int(12, 17)
    : r.weighted([
        [r.int(18, 34), 28],
        [r.int(35, 49), 32],
        [r.int(50, 64), 26],
        [r.int(65, 88), 14],
      ] as const);
  const regYear = Number(reg.slice(0, 4));
  const dob = r.date(`${regYear - age - 1}-06-01`, `${regYear - age}-05-31`);
  const area = r.weighted(PCODE_AREAS);
  const pcode = `${area} ${r.int(1, 9)}${r.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}${r.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}`;
  const prac = r.chance(0.13)
    ? null
    : r.weighted(PRACS.map((p) => [p.cd, p.weight] as const));
  const p: Patient = {
    no: nextPat++,
    first,
    last,
    dob,
    sex,
    pcode,
    prac,
    reg,
    sms: r.chance(0.78),
    busyUntil: "9999-12-31",
  };
  patients.push(p);
  return p;
}

// ------------------------------------------------------------------ referrals, episodes, appointments
type Referral = {
  no: number;
  pat: number;
  prac: string;
  gp: string;
  refDt: string;
  rcvdDt: string;
  urg: string;
  body: string;
};
type Episode = {
  no: number;
  pat: number;
  lead: number;
  ref: number | null;
  ins: string | null;
  authNo: string | null;
  authSess: number | null;
  body: string;
  plan: number;
  open: string;
  close: string | null;
  stat: string;
};
type Appt = {
  no: number;
  ep: number;
  clin: number;
  date: string;
  time: string;
  dur: number;
  typ: string;
  site: string | null;
  stat: string;
  fee: number | null;
  inv: number | null;
};
const referrals: Referral[] = [];
const episodes: Episode[] = [];
const appts: Appt[] = [];

const BODY = [
  ["LBP", 24],
  ["NCK", 12],
  ["SHO", 16],
  ["KNE", 15],
  ["ANK", 9],
  ["HIP", 8],
  ["ELB", 6],
  ["PEL", 5],
  ["NEU", 3.5],
] as const;

const SELF_PRICE: Record<string, Record<string, number>> = {
  "2024": { IA: 70, FU: 55, HV: 90, VC: 45 },
  "2025": { IA: 75, FU: 58, HV: 95, VC: 48 },
  "2026": { IA: 80, FU: 62, HV: 100, VC: 50 },
};
const selfPrice = (d: string, typ: string): number =>
  (SELF_PRICE[d.slice(0, 4)] as Record<string, number>)[typ] as number;

function pickLead(body: string, d: string): Physio {
  const active = PHYSIOS.filter(
    (p) => activeOn(p, addDays(d, 14)) && activeOn(p, d),
  );
  if (body === "PEL") return physioByNo.get(103) as Physio;
  if (body === "NEU") return physioByNo.get(105) as Physio;
  return r.weighted(
    active.map((p) => {
      let w = p.weight;
      if (
        p.spec === "SPRT" &&
        (body === "KNE" || body === "ANK" || body === "HIP")
      )
        w *= 2.2;
      if (p.spec === "PELV" || p.spec === "NEUR") w *= 0.6;
      return [p, w] as const;
    }),
  );
}

function pickTime(d: string, typ: string): string {
  if (typ === "HV") return `${pad(r.int(9, 15), 2)}:${r.pick(["00", "30"])}`;
  if (dayOfWeek(d) === 6) {
    const slot = r.int(0, 8); // 08:30 to 12:30
    const mins = 8 * 60 + 30 + slot * 30;
    return `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}`;
  }
  const hour = r.weighted([
    [8, 8],
    [9, 7],
    [10, 6],
    [11, 6],
    [12, 7],
    [13, 6],
    [14, 6],
    [15, 6],
    [16, 8],
    [17, 11],
    [18, 11],
    [19, 5],
  ] as const);
  return `${pad(hour, 2)}:${hour === 19 ? "00" : r.pick(["00", "30"])}`;
}

function clinicianFor(lead: Physio, d: string): Physio {
  const others = PHYSIOS.filter(
    (p) =>
      p.no !== lead.no &&
      activeOn(p, d) &&
      p.spec !== "NEUR" &&
      p.spec !== "PELV",
  );
  if (activeOn(lead, d) && !r.chance(0.08)) return lead;
  const sameSite = others.filter((p) => p.site === lead.site);
  return r.pick(sameSite.length > 0 ? sameSite : others);
}

let nextRef = 5001;
let nextEp = 1;
let nextAppt = 100_001;

function lambda(d: string): number {
  const y = d.slice(0, 4);
  const m = Number(d.slice(5, 7));
  const base = y === "2024" ? 0.5 : y === "2025" ? 0.6 : 0.7;
  const season =
    m === 1
      ? 1.25
      : m === 8
        ? 0.75
        : m === 12
          ? 0.8
          : m === 9 || m === 4
            ? 1.1
            : 1;
  return dayOfWeek(d) === 6 ? base * season * 0.3 : base * season;
}

function makeEpisode(d: string): void {
  // patient: a returning one or a new one
  const returning = patients.filter((p) => p.busyUntil < d);
  const young = r.chance(0.06);
  const pat =
    returning.length > 20 && r.chance(0.14)
      ? r.pick(returning)
      : newPatient(d, young);
  const age = Number(d.slice(0, 4)) - Number(pat.dob.slice(0, 4));
  const insured = r.chance(age >= 70 ? 0.22 : 0.44);
  const ins = insured
    ? r.weighted(INSURERS.map((i) => [i, i.weight] as const))
    : null;
  const body =
    age < 18
      ? r.weighted([
          ["KNE", 4],
          ["ANK", 4],
          ["LBP", 1],
          ["HIP", 1],
        ] as const)
      : r.weighted(BODY);

  // GP referral
  let ref: Referral | null = null;
  if (r.chance(insured ? 0.72 : 0.18)) {
    if (pat.prac === null)
      pat.prac = r.weighted(PRACS.map((p) => [p.cd, p.weight] as const));
    const prac = pracByCd.get(pat.prac) as Prac;
    ref = {
      no: nextRef++,
      pat: pat.no,
      prac: prac.cd,
      gp: r.pick(prac.gps),
      refDt: addDays(d, -r.int(2, 14)),
      rcvdDt: d,
      urg: r.weighted([
        ["R", 80],
        ["S", 15],
        ["U", 5],
      ] as const),
      body,
    };
    referrals.push(ref);
  }

  const lead = pickLead(body, d);
  const plan = body === "PEL" || body === "NEU" ? r.int(5, 10) : r.int(3, 8);
  const authSess = ins
    ? r.weighted([
        [4, 2],
        [5, 3],
        [6, 4],
        [8, 2],
      ] as const)
    : null;
  const ep: Episode = {
    no: nextEp++,
    pat: pat.no,
    lead: lead.no,
    ref: ref ? ref.no : null,
    ins: ins ? ins.cd : null,
    authNo: ins ? `${ins.auth}${pad(r.int(0, 9_999_999), 7)}` : null,
    authSess,
    body,
    plan,
    open: d,
    close: null,
    stat: "OP",
  };
  episodes.push(ep);

  const outcome = r.weighted([
    ["DC", 74],
    ["SD", 17],
    ["ONW", 9],
  ] as const);
  let target =
    outcome === "DC"
      ? Math.max(2, plan + r.int(-1, 1))
      : outcome === "SD"
        ? r.int(1, Math.max(1, plan - 1))
        : r.int(2, Math.max(2, plan));
  if (authSess !== null) target = Math.min(target, authSess);

  const wait = ref && ref.urg === "U" ? r.int(1, 3) : r.int(1, 10);
  let date = nextOpenDay(addDays(d, wait));
  let attended = 0;
  let future = 0;
  let lastContact = d;
  const homeCase = body === "NEU" || (lead.home && !ins && r.chance(0.06));

  const add = (typ: string, dt: string, stat: string): void => {
    const clin =
      typ === "IA" || typ === "HV"
        ? activeOn(lead, dt)
          ? lead
          : clinicianFor(lead, dt)
        : clinicianFor(lead, dt);
    const site =
      typ === "HV" || typ === "VC"
        ? null
        : r.chance(0.88)
          ? clin.site
          : clin.site === "CLF"
            ? "BED"
            : "CLF";
    const dur =
      typ === "IA"
        ? body === "PEL" || body === "NEU"
          ? 60
          : 45
        : typ === "HV"
          ? 60
          : typ === "VC"
            ? 30
            : body === "PEL" || body === "NEU"
              ? 45
              : 30;
    let fee: number | null = null;
    if (stat === "AT")
      fee = ins ? (typ === "IA" ? ins.ia : ins.fu) : selfPrice(dt, typ);
    else if (stat === "DNA" || stat === "LC") fee = selfPrice(dt, typ);
    else if (stat === "CX" || stat === "CC") fee = 0;
    appts.push({
      no: nextAppt++,
      ep: ep.no,
      clin: clin.no,
      date: dt,
      time: pickTime(dt, typ),
      dur,
      typ,
      site,
      stat,
      fee,
      inv: null,
    });
  };

  // initial assessment
  if (date >= TODAY) {
    if (date <= HORIZON) add("IA", date, "BK");
    pat.busyUntil = "9999-12-31";
    return;
  }
  add("IA", date, "AT");
  attended = 1;
  lastContact = date;

  let sessionTyp = (): string => {
    if (homeCase && lead.home) return r.chance(0.7) ? "HV" : "FU";
    if (r.chance(0.07)) return "VC";
    return "FU";
  };
  if (ins) {
    const base = sessionTyp;
    sessionTyp = () => {
      const t = base();
      return t === "HV" ? "FU" : t;
    };
  }

  while (attended < target) {
    date = nextOpenDay(
      addDays(
        date,
        r.weighted([
          [7, 6],
          [r.int(5, 6), 2],
          [r.int(8, 14), 3],
          [r.int(15, 24), 1],
        ] as const),
      ),
    );
    const typ = sessionTyp();
    if (date >= TODAY) {
      if (date <= HORIZON) {
        add(typ, date, "BK");
        future++;
        const second = nextOpenDay(addDays(date, 7));
        if (attended + 1 < target && second <= HORIZON)
          add(sessionTyp(), second, "BK");
      }
      break;
    }
    const stat = r.weighted([
      ["AT", 86],
      ["DNA", 4.5],
      ["LC", 3.5],
      ["CX", 4.5],
      ["CC", 1.5],
    ] as const);
    add(typ, date, stat);
    lastContact = date;
    if (stat === "AT") attended++;
  }
  if (future === 0 && date < TODAY && outcome === "SD" && r.chance(0.55)) {
    // the self-discharging patient misses (or cancels) one more booked appointment before vanishing
    date = nextOpenDay(addDays(date, 7));
    if (date < TODAY) {
      add(
        sessionTyp(),
        date,
        r.weighted([
          ["DNA", 3],
          ["CX", 2],
        ] as const),
      );
      lastContact = date;
    }
  }

  if (future > 0 || (attended < target && date >= TODAY)) {
    pat.busyUntil = "9999-12-31";
    return;
  }
  let close: string;
  if (outcome === "SD") close = addDays(lastContact, 42);
  else if (outcome === "ONW") close = addDays(lastContact, r.int(0, 4));
  else close = lastContact;
  if (close > LAST) {
    pat.busyUntil = "9999-12-31";
    return;
  }
  ep.close = close;
  ep.stat = outcome;
  pat.busyUntil = close;
}

for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isOpenDay(d)) continue;
  const n = r.poisson(lambda(d));
  for (let i = 0; i < n; i++) makeEpisode(d);
  // referrals that never turn into treatment
  if (r.chance(0.03)) {
    const pat = newPatient(d, false);
    if (pat.prac === null)
      pat.prac = r.weighted(PRACS.map((p) => [p.cd, p.weight] as const));
    const prac = pracByCd.get(pat.prac) as Prac;
    referrals.push({
      no: nextRef++,
      pat: pat.no,
      prac: prac.cd,
      gp: r.pick(prac.gps),
      refDt: addDays(d, -r.int(2, 14)),
      rcvdDt: d,
      urg: r.weighted([
        ["R", 85],
        ["S", 12],
        ["U", 3],
      ] as const),
      body: r.weighted(BODY),
    });
    pat.busyUntil = addDays(d, 60);
  }
}
referrals.sort((a, b) => a.no - b.no);
// appointment numbers in booking-date order
appts.sort((a, b) =>
  a.date === b.date
    ? a.time < b.time
      ? -1
      : a.time > b.time
        ? 1
        : a.no - b.no
    : a.date < b.date
      ? -1
      : 1,
);
appts.forEach((a, i) => {
  a.no = 100_001 + i;
});

// ------------------------------------------------------------------ invoices
type Invoice = {
  no: number;
  ep: number;
  billTo: string;
  ins: string | null;
  dt: string;
  due: string;
  amt: number;
  paid: number;
  paidDt: string | null;
  stat: string;
};
const epByNo = new Map(episodes.map((e) => [e.no, e]));
const groups = new Map<string, Appt[]>();
for (const a of appts) {
  if (a.date >= "2026-11-01") continue;
  if (a.stat !== "AT" && a.stat !== "DNA" && a.stat !== "LC") continue;
  const ep = epByNo.get(a.ep) as Episode;
  const billTo = a.stat === "AT" && ep.ins ? "I" : "P";
  const key = `${monthEnd(a.date)}|${pad(a.ep, 6)}|${billTo}`;
  const list = groups.get(key) ?? [];
  list.push(a);
  groups.set(key, list);
}
const invoices: Invoice[] = [];
let nextInv = 24_001;
for (const key of [...groups.keys()].sort()) {
  const [dt, epNo, billTo] = key.split("|") as [string, string, string];
  const list = groups.get(key) as Appt[];
  const ep = epByNo.get(Number(epNo)) as Episode;
  const ins =
    billTo === "I" ? (insByCd.get(ep.ins as string) as Insurer) : null;
  const amt = money(list.reduce((s, a) => s + (a.fee as number), 0));
  const inv: Invoice = {
    no: nextInv++,
    ep: ep.no,
    billTo,
    ins: ins ? ins.cd : null,
    dt,
    due: addDays(dt, ins ? ins.days : 14),
    amt,
    paid: 0,
    paidDt: null,
    stat: "O",
  };
  for (const a of list) a.inv = inv.no;
  if (ins) {
    const payDt = addDays(dt, Math.max(7, ins.days + ins.late + r.int(-6, 12)));
    if (payDt <= LAST) {
      inv.paidDt = payDt;
      if (r.chance(0.06) && list.length > 1) {
        inv.paid = money(amt - ins.fu);
        inv.stat = "PP";
      } else {
        inv.paid = amt;
        inv.stat = "PD";
      }
    }
  } else {
    const roll = r.next();
    if (roll < 0.035 && dt < "2026-06-01") {
      inv.stat = "WO";
      if (amt > 60 && r.chance(0.3)) {
        inv.paid = money(Math.round(amt / 2));
        inv.paidDt = addDays(dt, r.int(10, 40));
      }
    } else if (roll < 0.07 && amt > 60) {
      inv.paid = money(Math.round(amt / 2));
      inv.paidDt = addDays(dt, r.int(1, 20));
      inv.stat = "PP";
      if (inv.paidDt > LAST) {
        inv.paid = 0;
        inv.paidDt = null;
        inv.stat = "O";
      }
    } else {
      const payDt = addDays(dt, r.chance(0.8) ? r.int(0, 14) : r.int(15, 70));
      if (payDt <= LAST) {
        inv.paid = amt;
        inv.paidDt = payDt;
        inv.stat = "PD";
      }
    }
  }
  invoices.push(inv);
}

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA harbour;
CREATE TABLE harbour.physio (
  physio_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  grade_cd char(3) NOT NULL,
  spec_cd varchar(4) NOT NULL,
  hcpc_reg varchar(10) NOT NULL,
  home_visits boolean NOT NULL,
  base_site char(3) NOT NULL,
  start_dt date NOT NULL,
  leave_dt date
);
CREATE TABLE harbour.insurer (
  ins_cd varchar(4) PRIMARY KEY,
  ins_nm varchar(60) NOT NULL,
  ia_fee numeric(6,2) NOT NULL,
  fu_fee numeric(6,2) NOT NULL,
  pay_days integer NOT NULL,
  portal_yn char(1) NOT NULL
);
CREATE TABLE harbour.gp_prac (
  prac_cd varchar(6) PRIMARY KEY,
  prac_nm varchar(80) NOT NULL,
  area varchar(40) NOT NULL,
  pcode varchar(8) NOT NULL
);
CREATE TABLE harbour.patient (
  pat_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  dob date NOT NULL,
  sex_cd char(1) NOT NULL,
  pcode varchar(8) NOT NULL,
  gp_prac varchar(6) REFERENCES harbour.gp_prac (prac_cd),
  reg_dt date NOT NULL,
  sms_ok boolean NOT NULL
);
CREATE TABLE harbour.referral (
  ref_no integer PRIMARY KEY,
  pat_ref integer NOT NULL REFERENCES harbour.patient (pat_no),
  prac_cd varchar(6) NOT NULL REFERENCES harbour.gp_prac (prac_cd),
  gp_nm varchar(60) NOT NULL,
  ref_dt date NOT NULL,
  rcvd_dt date NOT NULL,
  urg_cd char(1) NOT NULL,
  body_cd varchar(3) NOT NULL
);
CREATE TABLE harbour.episode (
  ep_no integer PRIMARY KEY,
  pat_ref integer NOT NULL REFERENCES harbour.patient (pat_no),
  lead_pt integer NOT NULL REFERENCES harbour.physio (physio_no),
  ref_no integer REFERENCES harbour.referral (ref_no),
  ins_cd varchar(4) REFERENCES harbour.insurer (ins_cd),
  auth_no varchar(12),
  auth_sess integer,
  body_cd varchar(3) NOT NULL,
  plan_sess integer NOT NULL,
  open_dt date NOT NULL,
  close_dt date,
  ep_stat varchar(3) NOT NULL
);
CREATE TABLE harbour.invoice (
  inv_no integer PRIMARY KEY,
  ep_no integer NOT NULL REFERENCES harbour.episode (ep_no),
  bill_to char(1) NOT NULL,
  ins_cd varchar(4) REFERENCES harbour.insurer (ins_cd),
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  inv_amt numeric(8,2) NOT NULL,
  paid_amt numeric(8,2) NOT NULL,
  paid_dt date,
  inv_stat varchar(2) NOT NULL
);
CREATE TABLE harbour.appt (
  appt_no integer PRIMARY KEY,
  ep_no integer NOT NULL REFERENCES harbour.episode (ep_no),
  clin_no integer NOT NULL REFERENCES harbour.physio (physio_no),
  appt_ts timestamp NOT NULL,
  dur_min smallint NOT NULL,
  sess_typ varchar(3) NOT NULL,
  site_cd char(3),
  stat_cd varchar(3) NOT NULL,
  fee numeric(7,2),
  inv_no integer REFERENCES harbour.invoice (inv_no)
);
`;
  return [
    ddl,
    insertRows(
      "harbour.physio",
      [
        "physio_no",
        "first_nm",
        "last_nm",
        "grade_cd",
        "spec_cd",
        "hcpc_reg",
        "home_visits",
        "base_site",
        "start_dt",
        "leave_dt",
      ],
      PHYSIOS.map((p) => [
        p.no,
        p.first,
        p.last,
        p.grade,
        p.spec,
        p.hcpc,
        p.home,
        p.site,
        p.start,
        p.leave,
      ]),
    ),
    insertRows(
      "harbour.insurer",
      ["ins_cd", "ins_nm", "ia_fee", "fu_fee", "pay_days", "portal_yn"],
      INSURERS.map((i) => [i.cd, i.nm, i.ia, i.fu, i.days, i.portal]),
    ),
    insertRows(
      "harbour.gp_prac",
      ["prac_cd", "prac_nm", "area", "pcode"],
      PRACS.map((p) => [p.cd, p.nm, p.area, p.pcode]),
    ),
    insertRows(
      "harbour.patient",
      [
        "pat_no",
        "first_nm",
        "last_nm",
        "dob",
        "sex_cd",
        "pcode",
        "gp_prac",
        "reg_dt",
        "sms_ok",
      ],
      patients.map((p) => [
        p.no,
        p.first,
        p.last,
        p.dob,
        p.sex,
        p.pcode,
        p.prac,
        p.reg,
        p.sms,
      ]),
    ),
    insertRows(
      "harbour.referral",
      [
        "ref_no",
        "pat_ref",
        "prac_cd",
        "gp_nm",
        "ref_dt",
        "rcvd_dt",
        "urg_cd",
        "body_cd",
      ],
      referrals.map((f) => [
        f.no,
        f.pat,
        f.prac,
        f.gp,
        f.refDt,
        f.rcvdDt,
        f.urg,
        f.body,
      ]),
    ),
    insertRows(
      "harbour.episode",
      [
        "ep_no",
        "pat_ref",
        "lead_pt",
        "ref_no",
        "ins_cd",
        "auth_no",
        "auth_sess",
        "body_cd",
        "plan_sess",
        "open_dt",
        "close_dt",
        "ep_stat",
      ],
      episodes.map((e) => [
        e.no,
        e.pat,
        e.lead,
        e.ref,
        e.ins,
        e.authNo,
        e.authSess,
        e.body,
        e.plan,
        e.open,
        e.close,
        e.stat,
      ]),
    ),
    insertRows(
      "harbour.invoice",
      [
        "inv_no",
        "ep_no",
        "bill_to",
        "ins_cd",
        "inv_dt",
        "due_dt",
        "inv_amt",
        "paid_amt",
        "paid_dt",
        "inv_stat",
      ],
      invoices.map((i) => [
        i.no,
        i.ep,
        i.billTo,
        i.ins,
        i.dt,
        i.due,
        i.amt,
        i.paid,
        i.paidDt,
        i.stat,
      ]),
    ),
    insertRows(
      "harbour.appt",
      [
        "appt_no",
        "ep_no",
        "clin_no",
        "appt_ts",
        "dur_min",
        "sess_typ",
        "site_cd",
        "stat_cd",
        "fee",
        "inv_no",
      ],
      appts.map((a) => [
        a.no,
        a.ep,
        a.clin,
        `${a.date} ${a.time}:00`,
        a.dur,
        a.typ,
        a.site,
        a.stat,
        a.fee,
        a.inv,
      ]),
    ),
  ].join("\n");
}
