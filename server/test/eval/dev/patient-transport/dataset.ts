/**
 * Medway Vale Patient Transport Ltd ("MVPT"), an independent non-emergency patient transport service (NEPTS). We
 * take patients who cannot get to hospital on their own to and from their appointments (outpatient clinics, renal
 * dialysis, chemotherapy and radiotherapy, eye clinics) under contracts with hospitals: the hospital (or the NHS
 * commissioner behind it) books the journeys through our booking desk and pays us monthly per journey and per mile.
 * Three depots: NTH (Wexmoor, north), STH (Harlow Fen, south) and EST (Northgate, east). Fleet of cars (for patients
 * who can walk or transfer to a car seat), wheelchair vehicles, stretcher vehicles and bariatric stretcher vehicles,
 * crewed by employed and agency care assistants, and by employed and volunteer car drivers.
 *
 * This is the transport-management system's database at the close of 2026-11-24 (refreshed on 2026-11-25). Journeys
 * are on the system from 2023-12-01, when the system went live. Rows dated from 2026-11-25 on are bookings for the
 * coming weeks (status BKD). Money is in pounds sterling, as integer PENCE (columns ending `_p`): 3400 is £34.00.
 * Patient transport is VAT exempt, so there is no VAT anywhere. Distances are in miles.
 *
 * Schema `mvx`:
 *
 * - `ctr`: hospital contracts, keyed by `ctr_cd` (the contract reference, e.g. 'WGH-25'). `hosp_nm` the hospital the
 *   contract serves (a hospital has had more than one contract: Wexmoor General's first contract WGH-21 ran to
 *   2025-03-31 and was re-tendered as WGH-25 from 2025-04-01 at new rates); `comm_nm` the NHS commissioner paying for
 *   it (NULL for the private clinic); `ctr_typ` NHS or PRV (private, paid by the clinic); `jny_rate_p` the fee per
 *   completed journey (one leg, pence); `mile_rate_p` the fee per mile travelled with the patient on board (pence,
 *   added to the journey fee, charged on the actual miles `jact.mi`); `abt_fee_p` the flat fee charged for a journey
 *   where the crew attended but no patient was carried (status ABT or PNR); cancelled (CNX) journeys are not charged;
 *   `pay_terms_d` invoice payment terms in days; `start_dt` first day of the contract; `end_dt` last day, NULL while
 *   the contract runs (Kestrel Bay Community Hospital's contract ended on 2026-06-30 and was not renewed).
 *
 * - `veh`: the fleet, current and past vehicles, keyed by `fleet_no` ('MV07' ...). `reg_no` the number plate;
 *   `veh_typ` CAR saloon or estate car (walking patients and patients who can transfer to a seat, no wheelchair),
 *   WCH wheelchair-accessible vehicle (ramp or tail lift; carries patients seated in their wheelchair, and walking
 *   patients), STR stretcher vehicle (patients who must lie down; carries STR patients only), BAR bariatric vehicle (heavy
 *   patients, with a reinforced stretcher; carries BAR patients only); `mk_mdl` make and model;
 *   `fuel` Diesel, Petrol, Hybrid or Electric (words); `wc_spc` wheelchair spaces (0 for cars and stretcher
 *   vehicles); `dpt_cd` home depot NTH, STH, EST; `acq_dt` the day it joined the fleet; `disp_dt` the day it was
 *   sold or scrapped (left the fleet), NULL while in service.
 *
 * - `crew`: drivers and care assistants, current and past, keyed by `emp_no` ('C104' ...). `frst_nm`, `surnm`;
 *   `grade` (words) 'Driver' (drives cars, alone, no attendant), 'Care Assistant' (ambulance care assistant: drives
 *   or attends on wheelchair and stretcher vehicles), 'Team Leader' (a senior care assistant, also crews vehicles);
 *   `emp_typ` EMP employed, VOL volunteer car driver (paid expenses only; all volunteers are Drivers), AGY agency
 *   care assistant; `dpt_cd` home depot; `strt_dt` first day; `lv_dt` last day, NULL while still with us. A few
 *   current staff are on long-term sick leave and have no recent journeys (sickness is not recorded here).
 *
 * - `pt`: patients, keyed by `pt_id`. `nhs_no` the 10-digit NHS number; `fnm`, `lnm` first and last name; `dob`
 *   date of birth; `sex` F, M; `pcd` home postcode; `mob_cd` the patient's usual mobility (see `bkg.mob_cd`);
 *   `reg_dt` the day the patient was registered with us (first referred); `del_ind` Y when the record was deleted
 *   (a duplicate registration merged into the patient's main record; its bookings were moved over, so deleted
 *   records have none), N otherwise. Some patients are registered but have never travelled (their only bookings
 *   were cancelled, are still to come, or they were never booked).
 *
 * - `bkg`: booked journeys, one row per leg, past and booked, keyed by `jny_no`. An appointment normally has two
 *   legs: OB outbound (home to hospital) and RT return (hospital to home); a return leg is missing when the patient
 *   was admitted or arranged their own way home. `pt_id` the patient (`pt.pt_id`); `bill_to` the contract the
 *   journey is booked and charged under (`ctr.ctr_cd`); `bkd_on` the day the booking was made; `trv_dt` the day of
 *   travel; `leg` OB or RT; `appt_tm` the hospital appointment time (outbound legs only; NULL on return legs);
 *   `pu_tm` the planned pickup time (for a return leg, the time the patient is expected to be ready); `est_mi` the
 *   planned route distance in miles; `mob_cd` the patient's mobility for this journey: AMB walks unaided, AM2 walks
 *   with help of one, WCT wheelchair user who transfers to a seat, WCO stays seated in own wheelchair, STR
 *   stretcher, BAR bariatric (stretcher); `esc_yn` Y an escort (relative or carer) travels with the patient, N not;
 *   `veh_req` the vehicle type the booking needs (CAR, WCH, STR, BAR); `stat_cd` BKD booked (still to come), CMP
 *   completed (patient carried), ABT aborted (crew attended but the journey was abandoned: patient unwell, refused,
 *   not at the address, wrong mobility booked), PNR patient not ready (crew attended and waited, but the patient was
 *   not ready within the waiting allowance, so the crew left), CNX cancelled before the crew set off; `cnx_rsn` for
 *   CNX, the reason in words ('Appointment cancelled', 'Patient cancelled', 'Made own way', 'Admitted', 'Outbound
 *   not travelled'), NULL otherwise; `fleet_no` the vehicle that did (or is planned to do) the journey
 *   (`veh.fleet_no`), NULL for cancelled journeys and for bookings not yet planned (vehicles and crews are planned
 *   two days ahead); the vehicle is sometimes of a bigger type than `veh_req` (a wheelchair vehicle doing a car
 *   job); `drv_no` the driver (`crew.emp_no`); `att_no` the second crew member (attendant), NULL when single-crewed
 *   (cars are always single-crewed; stretcher and bariatric vehicles always have two).
 *
 * - `jact`: actuals recorded by the crew's handheld, one row per journey the crew attended (CMP, ABT, PNR), keyed
 *   by `jny_no` (`bkg.jny_no`). `arr_tm` the time the crew arrived at the pickup; `wait_min` the minutes the crew
 *   waited at the pickup (for PNR, how long they waited before leaving); `pob_tm` patient on board, `clr_tm` the time
 *   the patient was dropped off at the destination, `mi` the actual miles with the patient on board (one decimal);
 *   these three are NULL for ABT and PNR; `abt_rsn` for ABT, UNW patient unwell, REF patient refused to travel, NAH
 *   not at home (no answer), MOB mobility wrongly booked (vehicle unsuitable); NULL otherwise. A patient arrives
 *   late for an appointment when an outbound leg's `clr_tm` is after the booking's `appt_tm`.
 *
 * - `inv`: monthly invoices, one per contract per month with journeys, keyed by `inv_no`. `ctr_cd` (`ctr.ctr_cd`);
 *   `prd_yyyymm` the month of travel invoiced, as an integer (202610 is October 2026); `jny_qty` the completed
 *   journeys charged; `abt_qty` the ABT and PNR journeys charged at the abort fee; `mi_qty` the patient miles
 *   charged; `amt_p` the invoice total in pence (journey fees + mileage + abort fees); `iss_dt` the day issued (early
 *   the following month; November 2026 is not invoiced yet); `due_dt` the day payment is due (issue day plus the
 *   contract's payment terms); `paid_dt` the day paid, NULL while unpaid; `inv_stat` (words) 'Paid', 'Outstanding'
 *   (issued, not yet paid), 'Disputed' (unpaid, queried by the hospital), 'Cancelled' (issued in error and replaced
 *   by a corrected invoice with the same number plus 'R'; a cancelled invoice is not owed and does not count).
 */
import { addDays, dayOfWeek, daysBetween, insertRows, pad, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const LIVE = '2023-12-01';
const LAST = '2026-11-24';
const BOOK_UNTIL = '2026-12-22';
const PLANNED_TO = '2026-11-26';

const tm = (mins: number) => `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;
const ym = (d: string) => Number(d.slice(0, 4) + d.slice(5, 7));
const weekday = (d: string) => {
  let x = d;
  while (dayOfWeek(x) === 0 || dayOfWeek(x) === 6 || x.slice(5) === '12-25' || x.slice(5) === '12-26' || x.slice(5) === '01-01') x = addDays(x, 1);
  return x;
};
const notSunday = (d: string) => {
  let x = d;
  while (dayOfWeek(x) === 0 || x.slice(5) === '12-25') x = addDays(x, 1);
  return x;
};

interface Ctr {
  cd: string;
  hosp: string;
  comm: string | null;
  typ: string;
  jr: number;
  mr: number;
  af: number;
  terms: number;
  start: string;
  end: string | null;
  dpt: string;
  /** probability per attended leg of PNR, and days late paying on average */
  pnr: number;
  payDays: number;
}
const CTRS: Ctr[] = [
  { cd: 'WGH-21', hosp: 'Wexmoor General Hospital', comm: 'Wexmoor and Dale ICB', typ: 'NHS', jr: 3150, mr: 112, af: 1600, terms: 30, start: '2021-04-01', end: '2025-03-31', dpt: 'NTH', pnr: 0.05, payDays: 34 },
  { cd: 'WGH-25', hosp: 'Wexmoor General Hospital', comm: 'Wexmoor and Dale ICB', typ: 'NHS', jr: 3420, mr: 119, af: 1750, terms: 30, start: '2025-04-01', end: null, dpt: 'NTH', pnr: 0.045, payDays: 31 },
  { cd: 'SAH-22', hosp: "St Aldric's Hospital", comm: 'Medway Vale ICB', typ: 'NHS', jr: 3580, mr: 127, af: 1800, terms: 30, start: '2022-07-01', end: null, dpt: 'STH', pnr: 0.035, payDays: 27 },
  { cd: 'HFR-23', hosp: 'Harlow Fen Renal Unit', comm: 'Medway Vale ICB', typ: 'NHS', jr: 2890, mr: 96, af: 1400, terms: 30, start: '2023-01-01', end: null, dpt: 'STH', pnr: 0.02, payDays: 25 },
  { cd: 'KBC-23', hosp: 'Kestrel Bay Community Hospital', comm: 'Wexmoor and Dale ICB', typ: 'NHS', jr: 3010, mr: 104, af: 1500, terms: 45, start: '2023-10-01', end: '2026-06-30', dpt: 'NTH', pnr: 0.085, payDays: 49 },
  { cd: 'NOC-24', hosp: 'Northgate Oncology Centre', comm: 'Northgate ICB', typ: 'NHS', jr: 3790, mr: 133, af: 1900, terms: 30, start: '2024-02-01', end: null, dpt: 'EST', pnr: 0.03, payDays: 22 },
  { cd: 'BVH-25', hosp: 'Brackley Vale Hospital', comm: 'Northgate ICB', typ: 'NHS', jr: 3320, mr: 121, af: 1650, terms: 30, start: '2025-09-01', end: null, dpt: 'EST', pnr: 0.06, payDays: 38 },
  { cd: 'MEU-22', hosp: 'Marston Eye Unit', comm: 'Medway Vale ICB', typ: 'NHS', jr: 2640, mr: 101, af: 1300, terms: 30, start: '2022-04-01', end: null, dpt: 'STH', pnr: 0.04, payDays: 29 },
  { cd: 'ACP-24', hosp: 'Ashcombe Private Clinic', comm: null, typ: 'PRV', jr: 4450, mr: 145, af: 2500, terms: 14, start: '2024-05-01', end: null, dpt: 'EST', pnr: 0.025, payDays: 12 },
];
const ctrFor = (hosp: string, d: string): Ctr | undefined => CTRS.find((c) => c.hosp === hosp && c.start <= d && (c.end === null || c.end >= d));
const HOSP_OUTPT: [string, number][] = [
  ['Wexmoor General Hospital', 30],
  ["St Aldric's Hospital", 21],
  ['Kestrel Bay Community Hospital', 11],
  ['Brackley Vale Hospital', 13],
  ['Marston Eye Unit', 12],
  ['Ashcombe Private Clinic', 5],
];

interface Veh {
  no: string;
  reg: string;
  typ: string;
  mk: string;
  fuel: string;
  wc: number;
  dpt: string;
  acq: string;
  disp: string | null;
  w: number;
}
interface Crew {
  no: string;
  first: string;
  last: string;
  grade: string;
  typ: string;
  dpt: string;
  start: string;
  end: string | null;
  w: number;
  sickFrom: string | null;
}
interface Pt {
  id: number;
  nhs: string;
  first: string;
  last: string;
  dob: string;
  sex: string;
  pcd: string;
  mob: string;
  reg: string;
  del: string;
  esc: number;
}
interface Leg {
  no: number;
  pt: Pt;
  ctr: Ctr;
  bkd: string;
  dt: string;
  leg: string;
  appt: number | null;
  pu: number;
  est: number;
  mob: string;
  esc: string;
  req: string;
  stat: string;
  cnx: string | null;
  veh: Veh | null;
  drv: Crew | null;
  att: Crew | null;
  act: Act | null;
}
interface Act {
  arr: number;
  wait: number;
  pob: number | null;
  clr: number | null;
  mi: number | null;
  rsn: string | null;
}

const CREW_FIRST = [
  'Dawn', 'Trevor', 'Kelly', 'Martin', 'Shirley', 'Derek', 'Tracey', 'Nigel', 'Bev', 'Lee', 'Mandy', 'Stuart', 'Joanne', 'Glen', 'Paula', 'Carl',
  'Sian', 'Reece', 'Abi', 'Kwame', 'Marta', 'Dylan', 'Precious', 'Tariq', 'Leanne', 'Vince', 'Gail', 'Barry', 'Nisha', 'Jordan', 'Ewa', 'Ross',
  'Becky', 'Howard', 'Lorraine', 'Declan',
];
const CREW_LAST = [
  'Pennock', 'Rafferty', 'Stroud', 'Okafor', 'Hemsley', 'Dunmore', 'Kettle', 'Bramall', 'Lusted', 'Fairweather', 'Gorringe', 'Tulley', 'Whybrow',
  'Mensah', 'Quirke', 'Selby', 'Haddow', 'Ransome', 'Colyer', 'Akinola', 'Petch', 'Wardle', 'Nunn', 'Boateng', 'Ruddock', 'Skeet', 'Luckhurst',
  'Pattenden', 'Juszczak', 'Vickery',
];
const PT_FIRST_F = [
  'Irene', 'Maureen', 'Doreen', 'Sylvia', 'Jean', 'Pamela', 'Valerie', 'Beryl', 'Gillian', 'Hazel', 'Brenda', 'Rita', 'Eileen', 'Joan', 'Marjorie',
  'Christine', 'Janice', 'Angela', 'Denise', 'Wendy', 'Lesley', 'Yvonne', 'Sheila', 'Ann', 'Margaret', 'Kathleen', 'Patricia', 'Rose', 'Ivy',
  'Nasreen', 'Bernadette', 'Gloria', 'Elaine', 'Lynn', 'Teresa', 'Olive',
];
const PT_FIRST_M = [
  'Ronald', 'Kenneth', 'Derek', 'Leslie', 'Alan', 'Bernard', 'Clifford', 'Dennis', 'Eric', 'Frank', 'Gordon', 'Harold', 'Raymond', 'Stanley',
  'Terence', 'Victor', 'Walter', 'Norman', 'Malcolm', 'Geoffrey', 'Roy', 'Colin', 'Keith', 'Brian', 'Anthony', 'Philip', 'Barry', 'Gerald',
  'Desmond', 'Arjun', 'Winston', 'Patrick', 'Cyril', 'Reginald', 'Maurice', 'Trevor',
];
const PT_LAST = [
  'Ashdown', 'Baldock', 'Bassett', 'Blundell', 'Catt', 'Chittenden', 'Clements', 'Coppard', 'Dengate', 'Dray', 'Elphick', 'Fagg', 'Finn', 'Gilham',
  'Goldsmith', 'Hammond', 'Harman', 'Hoad', 'Honey', 'Jarrett', 'Kemp', 'Knight', 'Laker', 'Lingham', 'Marsh', 'Medhurst', 'Mount', 'Newington',
  'Olley', 'Packham', 'Pilcher', 'Quested', 'Reeves', 'Rolfe', 'Sands', 'Seager', 'Sheaf', 'Stace', 'Tapp', 'Tickner', 'Tutt', 'Uden', 'Verrall',
  'Wanstall', 'Waters', 'Weekes', 'Wickens', 'Wood', 'Yeoman', 'Ahmed', 'Begum', 'Chauhan', 'Desai', 'Okonjo', 'Nowicki', 'Osei', 'Sandhu', 'Tran',
  'Gallagher', 'Kowal', 'Murphy', 'Pryce', 'Lamb', 'Ovenden',
];
const PCD_AREAS: Record<string, string[]> = {
  NTH: ['WX1', 'WX2', 'WX4', 'WX7', 'WX9', 'DL3', 'DL5'],
  STH: ['MV2', 'MV3', 'MV5', 'MV8', 'HF1', 'HF4'],
  EST: ['NG14', 'NG15', 'NG17', 'BK2', 'BK6'],
};
const HOSP_DPT: Record<string, string> = {
  'Wexmoor General Hospital': 'NTH',
  'Kestrel Bay Community Hospital': 'NTH',
  "St Aldric's Hospital": 'STH',
  'Harlow Fen Renal Unit': 'STH',
  'Marston Eye Unit': 'STH',
  'Northgate Oncology Centre': 'EST',
  'Brackley Vale Hospital': 'EST',
  'Ashcombe Private Clinic': 'EST',
};

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(5150626);
  const weightedDate = (from: string, to: string, power: number) => addDays(from, Math.floor(daysBetween(from, to) * Math.pow(r.next(), power)));

  // ------------------------------------------------------------------------------------------------ vehicles
  const vehs: Veh[] = [];
  const regUsed = new Set<string>();
  const letters = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
  const plate = (acq: string) => {
    for (;;) {
      const y = Number(acq.slice(2, 4));
      const age = Number(acq.slice(5, 7)) >= 9 ? y + 50 : y;
      const p = `${r.pick(['GX', 'GU', 'KP', 'KN', 'LR'])}${pad(age, 2)} ${letters[r.int(0, 23)]}${letters[r.int(0, 23)]}${letters[r.int(0, 23)]}`;
      if (!regUsed.has(p)) {
        regUsed.add(p);
        return p;
      }
    }
  };
  const MODELS: Record<string, [string, string, number][]> = {
    CAR: [
      ['Skoda Octavia Estate', 'Diesel', 0],
      ['Toyota Corolla Touring', 'Hybrid', 0],
      ['Kia Niro EV', 'Electric', 0],
      ['Dacia Jogger', 'Petrol', 0],
    ],
    WCH: [
      ['Peugeot Boxer WAV', 'Diesel', 2],
      ['Ford Transit Custom WAV', 'Diesel', 1],
      ['Renault Master WAV', 'Diesel', 3],
      ['Citroen e-Dispatch WAV', 'Electric', 1],
    ],
    STR: [
      ['Mercedes Sprinter PTS', 'Diesel', 0],
      ['Fiat Ducato PTS', 'Diesel', 0],
    ],
    BAR: [['Mercedes Sprinter Bariatric', 'Diesel', 0]],
  };
  // [type, depot, count in service throughout, replaced during the period]
  const FLEET: [string, string, number][] = [
    ['CAR', 'NTH', 5],
    ['CAR', 'STH', 4],
    ['CAR', 'EST', 4],
    ['WCH', 'NTH', 5],
    ['WCH', 'STH', 5],
    ['WCH', 'EST', 4],
    ['STR', 'NTH', 2],
    ['STR', 'STH', 3],
    ['STR', 'EST', 2],
    ['BAR', 'NTH', 1],
    ['BAR', 'STH', 1],
  ];
  const vehRaw: Omit<Veh, 'no'>[] = [];
  for (const [typ, dpt, n] of FLEET) {
    for (let k = 0; k < n; k++) {
      const models = MODELS[typ] as [string, string, number][];
      let acq = r.date('2018-03-01', '2023-06-30');
      // some vehicles replaced during the period
      if (r.chance(0.3) && typ !== 'BAR') {
        const swap = r.date('2024-03-01', '2026-08-31');
        const m = r.pick(models);
        vehRaw.push({ reg: plate(acq), typ, mk: m[0], fuel: m[1], wc: m[2], dpt, acq, disp: swap, w: r.float(0.6, 1.6) });
        acq = addDays(swap, -r.int(0, 5));
        const m2 = typ === 'CAR' && r.chance(0.5) ? (models[2] as [string, string, number]) : r.pick(models);
        vehRaw.push({ reg: plate(acq), typ, mk: m2[0], fuel: m2[1], wc: m2[2], dpt, acq, disp: null, w: r.float(0.6, 1.6) });
      } else {
        const m = r.pick(models.slice(0, typ === 'CAR' || typ === 'WCH' ? 3 : models.length));
        vehRaw.push({ reg: plate(acq), typ, mk: m[0], fuel: m[1], wc: m[2], dpt, acq, disp: null, w: r.float(0.6, 1.6) });
      }
    }
  }
  // a spare car added in 2026, and one wheelchair vehicle sold without replacement
  vehRaw.push({ reg: plate('2026-02-16'), typ: 'CAR', mk: 'Kia Niro EV', fuel: 'Electric', wc: 0, dpt: 'EST', acq: '2026-02-16', disp: null, w: 1.2 });
  vehRaw.push({ reg: plate('2019-05-10'), typ: 'WCH', mk: 'Peugeot Boxer WAV', fuel: 'Diesel', wc: 2, dpt: 'NTH', acq: '2019-05-10', disp: '2024-07-19', w: 0.9 });
  vehRaw.sort((a, b) => (a.acq < b.acq ? -1 : a.acq > b.acq ? 1 : 0));
  vehRaw.forEach((v, k) => vehs.push({ ...v, no: `MV${pad(k + 1, 2)}` }));
  const vehOn = (typ: string, dpt: string, d: string) => vehs.filter((v) => v.typ === typ && v.dpt === dpt && v.acq <= d && (v.disp === null || v.disp >= d));

  // ------------------------------------------------------------------------------------------------ crew
  const crewName = uniqueNames(r, CREW_FIRST, CREW_LAST);
  const crew: Crew[] = [];
  const addCrew = (grade: string, typ: string, dpt: string, start: string, end: string | null) => {
    const [first, last] = crewName();
    const c: Crew = { no: '', first, last, grade, typ, dpt, start, end, w: r.float(0.4, 2.2), sickFrom: null };
    crew.push(c);
    return c;
  };
  for (const dpt of ['NTH', 'STH', 'EST']) {
    const drivers = dpt === 'EST' ? 8 : 9;
    const cas = dpt === 'NTH' ? 11 : 10;
    for (let k = 0; k < drivers; k++) {
      const typ = k < 5 ? 'VOL' : 'EMP';
      let start = r.date('2015-01-05', '2023-09-30');
      if (r.chance(0.25)) {
        const leave = r.date('2024-02-01', '2026-10-31');
        addCrew('Driver', typ, dpt, start, leave);
        start = addDays(leave, r.int(-10, 25));
      }
      addCrew('Driver', typ, dpt, start, null);
    }
    for (let k = 0; k < cas; k++) {
      const typ = k >= cas - 2 ? 'AGY' : 'EMP';
      let start = r.date('2012-01-09', '2023-10-31');
      if (r.chance(typ === 'AGY' ? 0.6 : 0.3)) {
        const leave = r.date('2024-01-15', '2026-10-31');
        addCrew('Care Assistant', typ, dpt, start, leave);
        start = addDays(leave, r.int(-7, 40));
      }
      addCrew('Care Assistant', typ, dpt, start, null);
    }
    addCrew('Team Leader', 'EMP', dpt, r.date('2010-01-04', '2019-12-31'), null);
    addCrew('Team Leader', 'EMP', dpt, r.date('2010-01-04', '2019-12-31'), null);
  }
  // two current care assistants on long-term sick leave since September
  const sickable = crew.filter((c) => c.grade === 'Care Assistant' && c.typ === 'EMP' && c.end === null && c.start < '2024-01-01');
  (sickable[2] as Crew).sickFrom = '2026-09-11';
  (sickable[9] as Crew).sickFrom = '2026-09-24';
  crew.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  crew.forEach((c, k) => (c.no = `C${100 + k + 1}`));
  const crewOn = (grades: string[], dpt: string, d: string) =>
    crew.filter((c) => grades.includes(c.grade) && c.dpt === dpt && c.start <= d && (c.end === null || c.end >= d) && (c.sickFrom === null || d < c.sickFrom));

  // ------------------------------------------------------------------------------------------------ patients
  const ptNames = uniqueNames(r, [...PT_FIRST_F, ...PT_FIRST_M], PT_LAST);
  const pts: Pt[] = [];
  const nhsUsed = new Set<string>();
  const newPt = (dpt: string, mob: string, reg: string, ageFrom: number, ageTo: number): Pt => {
    const [first, last] = ptNames();
    const sex = PT_FIRST_F.includes(first) ? 'F' : 'M';
    let nhs = '';
    do nhs = `${r.int(400, 499)}${pad(r.int(0, 9999999), 7)}`;
    while (nhsUsed.has(nhs));
    nhsUsed.add(nhs);
    const age = r.int(ageFrom, ageTo);
    const dob = addDays(`${2026 - age}-01-01`, r.int(0, 364));
    const area = r.pick(PCD_AREAS[dpt] as string[]);
    const p: Pt = { id: 0, nhs, first, last, dob, sex, pcd: `${area} ${r.int(1, 9)}${letters[r.int(0, 23)]}${letters[r.int(0, 23)]}`, mob, reg, del: 'N', esc: r.chance(0.14) ? 0.85 : 0.03 };
    pts.push(p);
    return p;
  };
  const pickMob = (): string => r.weighted([['AMB', 30], ['AM2', 22], ['WCT', 14], ['WCO', 20], ['STR', 11], ['BAR', 2]] as const);

  const legs: Leg[] = [];
  const addAppt = (pt: Pt, hosp: string, d: string, apptMin: number, treatMin: number, est: number, lead: number) => {
    const c = ctrFor(hosp, d);
    if (!c) return;
    if (d < LIVE || d > BOOK_UNTIL) return;
    const bkd = addDays(d, -lead);
    if (bkd > LAST) return;
    const mob = r.chance(0.08) ? pickMob() : pt.mob;
    const req = mob === 'STR' ? 'STR' : mob === 'BAR' ? 'BAR' : mob === 'WCO' ? 'WCH' : r.chance(0.2) ? 'WCH' : 'CAR';
    const esc = r.chance(pt.esc) ? 'Y' : 'N';
    const travel = Math.round((est * 2.3 + 12) / 5) * 5;
    const obPu = apptMin - travel - 20;
    const hasRt = r.chance(0.93);
    const mk = (leg: string, appt: number | null, pu: number): Leg => ({
      no: 0, pt, ctr: c, bkd, dt: d, leg, appt, pu, est, mob, esc, req, stat: 'BKD', cnx: null, veh: null, drv: null, att: null, act: null,
    });
    const ob = mk('OB', apptMin, obPu);
    legs.push(ob);
    const rt = hasRt ? mk('RT', null, apptMin + treatMin) : null;
    if (rt) legs.push(rt);
    if (d > LAST) return;
    // what happened
    if (r.chance(0.075)) {
      const reason = r.weighted([['Appointment cancelled', 5], ['Patient cancelled', 4], ['Made own way', 2]] as const);
      ob.stat = 'CNX';
      ob.cnx = reason;
      if (rt) {
        rt.stat = 'CNX';
        rt.cnx = reason === 'Made own way' && r.chance(0.5) ? 'Made own way' : reason === 'Made own way' ? 'Outbound not travelled' : reason;
      }
      return;
    }
    const roll = r.next();
    ob.stat = roll < c.pnr ? 'PNR' : roll < c.pnr + 0.028 ? 'ABT' : 'CMP';
    if (ob.stat !== 'CMP') {
      if (rt) {
        rt.stat = 'CNX';
        rt.cnx = 'Outbound not travelled';
      }
      return;
    }
    if (!rt) return;
    const roll2 = r.next();
    rt.stat = roll2 < 0.03 ? 'CNX' : roll2 < 0.03 + c.pnr * 0.6 ? 'PNR' : roll2 < 0.04 + c.pnr * 0.6 ? 'ABT' : 'CMP';
    if (rt.stat === 'CNX') rt.cnx = r.weighted([['Admitted', 3], ['Made own way', 2]] as const);
  };
  const slot = (from: number, to: number) => from + 15 * r.int(0, Math.floor((to - from) / 15));

  // renal dialysis patients (Harlow Fen): weekly or twice-weekly runs over a stint of months
  for (let k = 0; k < 34; k++) {
    const start = weightedDate('2023-06-01', '2026-11-20', 0.8);
    const p = newPt('STH', r.weighted([['AMB', 3], ['AM2', 4], ['WCT', 3], ['WCO', 3], ['STR', 1]] as const), addDays(start, -r.int(5, 40)), 38, 88);
    const days = r.int(40, 420);
    const perWeek = r.chance(0.35) ? 2 : 1;
    const apptMin = r.pick([7 * 60 + 30, 8 * 60, 12 * 60 + 30, 13 * 60]);
    const est = r.float(3, 22, 1);
    const wd = r.int(1, 3);
    for (let w = 0; w * 7 < days; w++) {
      const wk = addDays(start, w * 7 - dayOfWeek(start) + wd);
      for (let t = 0; t < perWeek; t++) {
        const d = notSunday(addDays(wk, t * 3));
        if (r.chance(0.06)) continue;
        addAppt(p, 'Harlow Fen Renal Unit', d, apptMin, 240, est, r.int(2, 12));
      }
    }
  }
  // oncology courses (Northgate)
  for (let k = 0; k < 110; k++) {
    const start = weightedDate('2024-02-01', '2026-12-10', 0.75);
    const p = newPt('EST', r.weighted([['AMB', 4], ['AM2', 4], ['WCT', 2], ['WCO', 2], ['STR', 1]] as const), addDays(start, -r.int(3, 30)), 30, 90);
    const n = r.int(3, 10);
    const est = r.float(4, 30, 1);
    let d = start;
    for (let j = 0; j < n; j++) {
      d = weekday(d);
      addAppt(p, 'Northgate Oncology Centre', d, slot(9 * 60, 15 * 60), r.pick([90, 120, 180, 240]), est, r.int(3, 14));
      d = addDays(d, r.int(7, 21));
    }
  }
  // outpatients
  for (let k = 0; k < 1100; k++) {
    const first = weightedDate('2023-11-01', '2026-12-18', 0.7);
    const open = HOSP_OUTPT.filter(([h]) => ctrFor(h, first));
    const hosp = r.weighted(open);
    const dpt = HOSP_DPT[hosp] as string;
    const p = newPt(dpt, pickMob(), addDays(first, -r.int(3, 60)), 19, 97);
    const n = r.weighted([[1, 45], [2, 25], [3, 15], [4, 10], [5, 3], [6, 2]] as const);
    const est = r.float(2, hosp === 'Ashcombe Private Clinic' ? 40 : 26, 1);
    let d = first;
    for (let j = 0; j < n; j++) {
      d = weekday(d);
      addAppt(p, hosp, d, slot(8 * 60 + 30, 16 * 60), r.pick([45, 60, 90, 120, 150]), est, r.int(2, 28));
      d = addDays(d, r.int(14, 120));
    }
  }
  // referred but never booked (eligibility not met, or withdrawn)
  for (let k = 0; k < 22; k++) {
    newPt(r.pick(['NTH', 'STH', 'EST']), pickMob(), r.date('2024-01-10', '2026-11-20'), 25, 95);
  }
  // registration date never after the first booking
  const firstBkd = new Map<Pt, string>();
  for (const l of legs) if (!firstBkd.has(l.pt) || (firstBkd.get(l.pt) as string) > l.bkd) firstBkd.set(l.pt, l.bkd);
  for (const p of pts) {
    const f = firstBkd.get(p);
    if (f && p.reg > f) p.reg = addDays(f, -r.int(0, 10));
  }
  // duplicate registrations, merged and deleted
  const dupOf = r.shuffle(pts.filter((p) => firstBkd.has(p))).slice(0, 13);
  const dups: Pt[] = dupOf.map((p) => {
    let nhs = '';
    do nhs = `${r.int(400, 499)}${pad(r.int(0, 9999999), 7)}`;
    while (nhsUsed.has(nhs));
    nhsUsed.add(nhs);
    return { ...p, id: 0, nhs, reg: addDays(p.reg, r.int(1, 200)) > LAST ? p.reg : addDays(p.reg, r.int(1, 200)), del: 'Y' };
  });
  const allPts = [...pts, ...dups].sort((a, b) => (a.reg < b.reg ? -1 : a.reg > b.reg ? 1 : 0));
  allPts.forEach((p, k) => (p.id = 20001 + k));

  // ------------------------------------------------------------------------------------------------ plan and actuals
  legs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.pu - b.pu));
  for (const l of legs) {
    if (l.stat === 'CNX') continue;
    if (l.stat === 'BKD' && l.dt > PLANNED_TO) continue;
    const hdpt = HOSP_DPT[l.ctr.hosp] as string;
    let typ = l.req;
    if (typ === 'CAR' && r.chance(0.07)) typ = 'WCH';
    let pool = vehOn(typ, hdpt, l.dt);
    if (pool.length === 0) pool = vehs.filter((v) => v.typ === typ && v.acq <= l.dt && (v.disp === null || v.disp >= l.dt));
    l.veh = r.weighted(pool.map((v) => [v, v.w] as const));
    if (typ === 'CAR') {
      const drivers = crewOn(['Driver'], hdpt, l.dt);
      l.drv = r.weighted(drivers.map((c) => [c, c.w] as const));
    } else {
      const cas = crewOn(['Care Assistant', 'Team Leader'], hdpt, l.dt);
      l.drv = r.weighted(cas.map((c) => [c, c.w] as const));
      const double = typ !== 'WCH' || r.chance(0.68);
      if (double) {
        const rest = cas.filter((c) => c !== l.drv);
        l.att = r.weighted(rest.map((c) => [c, c.w] as const));
      }
    }
    if (l.stat === 'BKD') continue;
    // actuals
    const late = l.leg === 'OB' ? r.int(-12, 10) + (r.chance(0.16) ? r.int(10, 50) : 0) : r.int(0, 35) + (r.chance(0.12) ? r.int(20, 80) : 0);
    const arr = l.pu + late;
    if (l.stat === 'CMP') {
      const wait = r.chance(0.7) ? r.int(0, 8) : r.int(9, 25);
      const pob = arr + wait;
      const mi = Math.round(l.est * r.float(0.92, 1.18, 3) * 10) / 10;
      const clr = pob + Math.round(mi * 2.3) + r.int(4, 18);
      l.act = { arr, wait, pob, clr, mi, rsn: null };
    } else if (l.stat === 'PNR') {
      l.act = { arr, wait: r.int(30, 55), pob: null, clr: null, mi: null, rsn: null };
    } else {
      l.act = { arr, wait: r.int(0, 20), pob: null, clr: null, mi: null, rsn: r.weighted([['UNW', 5], ['REF', 3], ['NAH', 4], ['MOB', 1]] as const) };
    }
  }
  // journey numbers in booking order
  const byBooking = [...legs].sort((a, b) => (a.bkd < b.bkd ? -1 : a.bkd > b.bkd ? 1 : a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.pu - b.pu));
  byBooking.forEach((l, k) => (l.no = 310001 + k));

  // ------------------------------------------------------------------------------------------------ invoices
  interface Inv {
    no: string;
    ctr: string;
    prd: number;
    jq: number;
    aq: number;
    mq: number;
    amt: number;
    iss: string;
    due: string;
    paid: string | null;
    stat: string;
  }
  const invs: Inv[] = [];
  const months: string[] = [];
  for (let y = 2023, m = 12; y * 100 + m <= 202610; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) months.push(`${y}-${pad(m, 2)}-01`);
  let invSeq = 4100;
  const disputedOpen = new Set(['BVH-25:202608', 'KBC-23:202606']);
  const cancelAt = new Set(['WGH-21:202406', 'SAH-22:202502', 'NOC-24:202509']);
  const disputedPast = new Set(['KBC-23:202407', 'WGH-25:202507', 'KBC-23:202511']);
  const notYetPaid = new Set(['BVH-25:202609', 'WGH-25:202609', 'KBC-23:202605']);
  for (const m of months) {
    const nextM = m.slice(5, 7) === '12' ? `${Number(m.slice(0, 4)) + 1}-01-01` : `${m.slice(0, 4)}-${pad(Number(m.slice(5, 7)) + 1, 2)}-01`;
    for (const c of CTRS) {
      const these = legs.filter((l) => l.ctr === c && l.dt >= m && l.dt < nextM && ['CMP', 'ABT', 'PNR'].includes(l.stat));
      if (these.length === 0) continue;
      const done = these.filter((l) => l.stat === 'CMP');
      const jq = done.length;
      const aq = these.length - jq;
      const mq = Math.round(done.reduce((s, l) => s + (l.act?.mi ?? 0), 0) * 10) / 10;
      const amt = done.reduce((s, l) => s + c.jr + Math.round(c.mr * (l.act?.mi ?? 0)), 0) + aq * c.af;
      const iss = weekday(addDays(nextM, r.int(2, 6)));
      const due = addDays(iss, c.terms);
      const key = `${c.cd}:${ym(m)}`;
      invSeq += 1;
      const no = `INV${invSeq}`;
      let paid: string | null = addDays(iss, Math.max(5, c.payDays + r.int(-8, 12)));
      let stat = 'Paid';
      if (disputedPast.has(key)) paid = addDays(iss, c.payDays + r.int(40, 90));
      if (notYetPaid.has(key)) paid = null;
      if (disputedOpen.has(key)) {
        paid = null;
        stat = 'Disputed';
      }
      if ((paid === null && stat === 'Paid') || (paid !== null && paid > LAST)) {
        paid = null;
        stat = 'Outstanding';
      }
      if (cancelAt.has(key)) {
        invs.push({ no, ctr: c.cd, prd: ym(m), jq: jq + r.int(3, 9), aq, mq: Math.round((mq + r.float(20, 60, 1)) * 10) / 10, amt: Math.round(amt * 1.07), iss, due, paid: null, stat: 'Cancelled' });
        const iss2 = addDays(iss, r.int(6, 15));
        const due2 = addDays(iss2, c.terms);
        const paid2 = addDays(iss2, c.payDays + r.int(-5, 5));
        invs.push({ no: `${no}R`, ctr: c.cd, prd: ym(m), jq, aq, mq, amt, iss: iss2, due: due2, paid: paid2, stat: 'Paid' });
        continue;
      }
      invs.push({ no, ctr: c.cd, prd: ym(m), jq, aq, mq, amt, iss, due, paid, stat });
    }
  }

  // ------------------------------------------------------------------------------------------------ SQL
  const ddl = `
CREATE SCHEMA mvx;
CREATE TABLE mvx.ctr (
  ctr_cd varchar(8) PRIMARY KEY,
  hosp_nm varchar(60) NOT NULL,
  comm_nm varchar(60),
  ctr_typ char(3) NOT NULL,
  jny_rate_p integer NOT NULL,
  mile_rate_p integer NOT NULL,
  abt_fee_p integer NOT NULL,
  pay_terms_d smallint NOT NULL,
  start_dt date NOT NULL,
  end_dt date
);
CREATE TABLE mvx.veh (
  fleet_no varchar(5) PRIMARY KEY,
  reg_no varchar(8) NOT NULL,
  veh_typ char(3) NOT NULL,
  mk_mdl varchar(40) NOT NULL,
  fuel varchar(10) NOT NULL,
  wc_spc smallint NOT NULL DEFAULT 0,
  dpt_cd char(3) NOT NULL,
  acq_dt date NOT NULL,
  disp_dt date
);
CREATE TABLE mvx.crew (
  emp_no varchar(5) PRIMARY KEY,
  frst_nm varchar(30) NOT NULL,
  surnm varchar(30) NOT NULL,
  grade varchar(20) NOT NULL,
  emp_typ char(3) NOT NULL,
  dpt_cd char(3) NOT NULL,
  strt_dt date NOT NULL,
  lv_dt date
);
CREATE TABLE mvx.pt (
  pt_id integer PRIMARY KEY,
  nhs_no char(10) NOT NULL,
  fnm varchar(30) NOT NULL,
  lnm varchar(30) NOT NULL,
  dob date,
  sex char(1),
  pcd varchar(8),
  mob_cd char(3),
  reg_dt date NOT NULL,
  del_ind char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE mvx.bkg (
  jny_no integer PRIMARY KEY,
  pt_id integer NOT NULL REFERENCES mvx.pt (pt_id),
  bill_to varchar(8) NOT NULL,
  bkd_on date NOT NULL,
  trv_dt date NOT NULL,
  leg char(2) NOT NULL,
  appt_tm time,
  pu_tm time NOT NULL,
  est_mi numeric(5,1),
  mob_cd char(3) NOT NULL,
  esc_yn char(1) NOT NULL DEFAULT 'N',
  veh_req char(3) NOT NULL,
  stat_cd char(3) NOT NULL,
  cnx_rsn varchar(30),
  fleet_no varchar(5) REFERENCES mvx.veh (fleet_no),
  drv_no varchar(5),
  att_no varchar(5)
);
CREATE TABLE mvx.jact (
  jny_no integer PRIMARY KEY REFERENCES mvx.bkg (jny_no),
  arr_tm time NOT NULL,
  wait_min smallint,
  pob_tm time,
  clr_tm time,
  mi numeric(5,1),
  abt_rsn char(3)
);
CREATE TABLE mvx.inv (
  inv_no varchar(10) PRIMARY KEY,
  ctr_cd varchar(8) NOT NULL REFERENCES mvx.ctr (ctr_cd),
  prd_yyyymm integer NOT NULL,
  jny_qty integer NOT NULL,
  abt_qty integer NOT NULL,
  mi_qty numeric(8,1) NOT NULL,
  amt_p integer NOT NULL,
  iss_dt date NOT NULL,
  due_dt date NOT NULL,
  paid_dt date,
  inv_stat varchar(12) NOT NULL
);
`;
  const byNo = [...legs].sort((a, b) => a.no - b.no);
  return [
    ddl,
    insertRows(
      'mvx.ctr',
      ['ctr_cd', 'hosp_nm', 'comm_nm', 'ctr_typ', 'jny_rate_p', 'mile_rate_p', 'abt_fee_p', 'pay_terms_d', 'start_dt', 'end_dt'],
      CTRS.map((c) => [c.cd, c.hosp, c.comm, c.typ, c.jr, c.mr, c.af, c.terms, c.start, c.end]),
    ),
    insertRows(
      'mvx.veh',
      ['fleet_no', 'reg_no', 'veh_typ', 'mk_mdl', 'fuel', 'wc_spc', 'dpt_cd', 'acq_dt', 'disp_dt'],
      vehs.map((v) => [v.no, v.reg, v.typ, v.mk, v.fuel, v.wc, v.dpt, v.acq, v.disp]),
    ),
    insertRows(
      'mvx.crew',
      ['emp_no', 'frst_nm', 'surnm', 'grade', 'emp_typ', 'dpt_cd', 'strt_dt', 'lv_dt'],
      crew.map((c) => [c.no, c.first, c.last, c.grade, c.typ, c.dpt, c.start, c.end]),
    ),
    insertRows(
      'mvx.pt',
      ['pt_id', 'nhs_no', 'fnm', 'lnm', 'dob', 'sex', 'pcd', 'mob_cd', 'reg_dt', 'del_ind'],
      allPts.map((p) => [p.id, p.nhs, p.first, p.last, p.dob, p.sex, p.pcd, p.mob, p.reg, p.del]),
    ),
    insertRows(
      'mvx.bkg',
      ['jny_no', 'pt_id', 'bill_to', 'bkd_on', 'trv_dt', 'leg', 'appt_tm', 'pu_tm', 'est_mi', 'mob_cd', 'esc_yn', 'veh_req', 'stat_cd', 'cnx_rsn', 'fleet_no', 'drv_no', 'att_no'],
      byNo.map((l) => [
        l.no, l.pt.id, l.ctr.cd, l.bkd, l.dt, l.leg, l.appt === null ? null : tm(l.appt), tm(l.pu), l.est, l.mob, l.esc, l.req, l.stat, l.cnx,
        l.veh ? l.veh.no : null, l.drv ? l.drv.no : null, l.att ? l.att.no : null,
      ]),
    ),
    insertRows(
      'mvx.jact',
      ['jny_no', 'arr_tm', 'wait_min', 'pob_tm', 'clr_tm', 'mi', 'abt_rsn'],
      byNo.filter((l) => l.act).map((l) => {
        const a = l.act as Act;
        return [l.no, tm(a.arr), a.wait, a.pob === null ? null : tm(a.pob), a.clr === null ? null : tm(a.clr), a.mi, a.rsn];
      }),
    ),
    insertRows(
      'mvx.inv',
      ['inv_no', 'ctr_cd', 'prd_yyyymm', 'jny_qty', 'abt_qty', 'mi_qty', 'amt_p', 'iss_dt', 'due_dt', 'paid_dt', 'inv_stat'],
      invs.map((i) => [i.no, i.ctr, i.prd, i.jq, i.aq, i.mq, i.amt, i.iss, i.due, i.paid, i.stat]),
    ),
  ].join('\n');
}
