/**
 * Brightside Family Dental, a group dental practice in the Columbus, Ohio suburbs with four offices: Dublin (the
 * first, opened 2009), Westerville, Grove City and Hilliard (opened 3 March 2025). Each office has general dentists
 * and hygienists; Grove City also has a pediatric dentist. An endodontist (root canals), an oral surgeon
 * (extractions of impacted teeth, implants) and an orthodontist (braces) are based at one office each but see
 * patients at all four. Offices are open Monday to Friday and closed on the usual holidays.
 *
 * Patients come back for recall (hygiene) visits every six months, or every three months for periodontal
 * maintenance once they have had scaling and root planing. At exams the dentist finds treatment, which is entered as
 * planned procedures; the patient accepts (it is scheduled and done), declines, or leaves it unscheduled. Insured
 * patients' visits are billed to their dental insurer on one claim per visit; the insurer pays part of its allowed
 * amount (preventive 100%, basic 80%, major 50%, up to a $1,500 yearly maximum per patient; Ohio Medicaid through
 * CareSource pays preventive and basic in full and no major work) and the practice writes off the difference between
 * its fee and the allowed amount. The patient pays the rest, mostly at checkout. Fees go up each January. The data
 * runs from 2 January 2024 to 24 November 2026, with appointments booked into 2027.
 *
 * Schema `dnt`:
 * - `ofc`: offices. `ofc_cd` DUB, WST, GRV, HIL; `ofc_nm` office name (the town); `addr_ln`, `city_nm`, `zip_cd`;
 *   `op_cnt` number of operatories (treatment rooms with a dental chair); `opn_dt` the day it opened; `mgr_nm` the
 *   office manager.
 * - `prov`: providers. `prov_id` (DDS1, HYG3, END1, ...); `lst_nm`, `fst_nm`; `cred_cd` DDS or DMD (dentists), RDH
 *   (registered dental hygienist); `spec_cd` GEN general dentist, PED pediatric dentist, END endodontist, OSG oral
 *   surgeon, ORT orthodontist, HYG hygienist; `hm_ofc` the office they are based at; `npi_no` national provider id;
 *   `strt_dt` first day; `term_dt` last day (empty while still with the practice).
 * - `pat`: patients. `pat_no`; `lst_nm`, `fst_nm`; `brth_dt` date of birth; `sex_cd` M or F; `zip_cd`; `cell_ph`;
 *   `hm_ofc` the patient's home office; `pri_prov` their primary dentist (prov_id); `ent_dt` the day they were entered
 *   in the system (first call or first visit booked); `pri_pyr` primary dental insurer (Delta Dental, MetLife, Cigna,
 *   Aetna, Guardian, Humana, CareSource; empty for self-pay / no insurance); `sub_id` insurance member id; `sts_cd` A
 *   active, I inactive (no completed visit in 18 months and nothing booked), X archived (dismissed from the
 *   practice).
 * - `cdt`: procedure codes (ADA CDT codes). `proc_cd` (D0120, D2740, ...); `abbr_desc` short name as on the ledger;
 *   `proc_desc` full description; `cat_cd` DG diagnostic, PV preventive, RS restorative, EN endodontics, PE
 *   periodontics, PR prosthodontics (removable), IM implants, OS oral surgery, OR orthodontics, AJ adjunctive;
 *   `ins_cls` coverage class P preventive/diagnostic, B basic, M major, N not covered (cosmetic); `fee_amt` the
 *   current (2026) office fee in dollars.
 * - `appt`: appointments. `appt_id`; `pat_ref` the pat_no; `prov_ref` the provider the appointment is booked with
 *   (the hygienist for recall visits); `ofc_ref` the office; `appt_dt`; `st_tm` start time; `len_min` length in
 *   minutes; `op_no` operatory; `appt_typ` NPE new patient exam, RCL recall (hygiene visit: cleaning, exam,
 *   x-rays), TXP treatment, EMR emergency, ORT orthodontic visit; `sts_cd` S scheduled (future), C completed, N no
 *   show, X cancelled; `mk_dt` the day it was booked; `cxl_dt` the day it was cancelled (X only).
 * - `prc`: procedures, planned and done (the ledger). `prc_id`; `pat_ref`; `appt_ref` the appt_id it was done at or
 *   is scheduled for (empty for planned work not yet scheduled); `prov_ref` the provider who did (or will do) it,
 *   which for the exam at a recall visit is the dentist, not the hygienist; `proc_cd`; `tth_qd` tooth number (1-32,
 *   or A-T for baby teeth), quadrant (UR, UL, LL, LR) or arch (U, L); `surf_cd` tooth surfaces for fillings (M, O, D,
 *   F, L, I); `pln_dt` the day it was diagnosed / entered; `svc_dt` the day it was done (completed only); `fee_cts`
 *   the fee in cents; `tx_sts` C completed, TP treatment planned (not done yet), RJ declined by the patient.
 * - `clm`: insurance claims, one per visit of an insured patient (cosmetic work is not billed). `clm_no`; `pat_ref`;
 *   `appt_ref`; `pyr_nm` the insurer; `sbm_dt` the day it was sent; `chg_amt` the fees billed in dollars; `alw_amt`
 *   the insurer's allowed amount; `ins_pd_amt` what the insurer paid; `adj_dt` the day the insurer decided it (paid
 *   or denied); `sts_cd` S sent (waiting on the insurer), P paid, D denied; `den_rsn` denial reason (D only): MAX
 *   yearly maximum used up, FRQ frequency limit, ELG patient not eligible, DOC missing x-rays or narrative, NCV not a
 *   covered service.
 * - `pmt`: payments received. `pmt_id`; `pat_ref`; `ofc_ref` the office that posted it; `pmt_dt`; `pmt_src` I
 *   insurance, P patient; `mth_cd` EFT insurer electronic transfer, ICK insurer check, CC card, CSH cash, CHK patient
 *   check, CCF CareCredit financing; `amt_cts` amount in cents; `clm_ref` the clm_no an insurance payment pays.
 * - `rcl`: recall schedule. `rcl_id`; `pat_ref`; `rcl_typ` PRO prophy (cleaning, every 6 months), PRM periodontal
 *   maintenance (every 3 months), BWX bitewing x-rays (12 months), FMX full-mouth x-rays (60 months); `intv_mo`
 *   interval in months; `lst_dt` the last time it was done (empty if never); `due_dt` when it is next due;
 *   `appt_ref` the booked appointment that will take care of it (cleaning recalls only; empty when nothing is
 *   booked); `actv_yn` Y, or N when it no longer applies (a patient moved to perio maintenance, or archived).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const START = '2024-01-02';
const LAST = '2026-11-24';
const TODAY = '2026-11-25';
const HORIZON = '2027-05-28';

const HOLIDAYS = new Set([
  '2024-01-01', '2024-05-27', '2024-07-04', '2024-09-02', '2024-11-28', '2024-11-29', '2024-12-24', '2024-12-25', '2024-12-31',
  '2025-01-01', '2025-05-26', '2025-07-04', '2025-09-01', '2025-11-27', '2025-11-28', '2025-12-24', '2025-12-25', '2025-12-31',
  '2026-01-01', '2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-11-27', '2026-12-24', '2026-12-25', '2026-12-31',
  '2027-01-01', '2027-05-31',
]);
const isOpen = (d: string): boolean => dayOfWeek(d) >= 1 && dayOfWeek(d) <= 5 && !HOLIDAYS.has(d);
function workday(d: string): string {
  let x = d;
  while (!isOpen(x)) x = addDays(x, 1);
  return x;
}
function addMonths(iso: string, n: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + n;
  const d = Number(iso.slice(8, 10));
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(yy, mm + 1, 0)).getUTCDate();
  return `${yy}-${String(mm + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
const maxD = (a: string, b: string): string => (a > b ? a : b);
const minD = (a: string, b: string): string => (a < b ? a : b);
function ageAt(dob: string, d: string): number {
  let a = Number(d.slice(0, 4)) - Number(dob.slice(0, 4));
  if (d.slice(5) < dob.slice(5)) a--;
  return a;
}
const round2 = (x: number): number => Math.round(x * 100) / 100;

const FIRST_F = ['Emily', 'Hannah', 'Madison', 'Ashley', 'Sarah', 'Jessica', 'Olivia', 'Emma', 'Abigail', 'Megan', 'Lauren', 'Rachel',
  'Samantha', 'Brittany', 'Amanda', 'Nicole', 'Kayla', 'Stephanie', 'Jennifer', 'Elizabeth', 'Karen', 'Linda', 'Susan', 'Donna', 'Carol',
  'Barbara', 'Deborah', 'Sharon', 'Cynthia', 'Angela', 'Melissa', 'Heather', 'Tiffany', 'Ava', 'Sophia', 'Chloe', 'Grace', 'Lily', 'Zoe',
  'Aaliyah', 'Priya', 'Mei', 'Fatima', 'Ana', 'Lucia', 'Nadia', 'Keisha', 'Tamara', 'Joanne', 'Paula', 'Rita', 'Gloria', 'Brenda'];
const FIRST_M = ['Michael', 'Christopher', 'Matthew', 'Joshua', 'David', 'Daniel', 'James', 'Robert', 'John', 'Joseph', 'Andrew', 'Ryan',
  'Brandon', 'Jason', 'Justin', 'William', 'Jonathan', 'Tyler', 'Kevin', 'Eric', 'Steven', 'Thomas', 'Brian', 'Gary', 'Larry', 'Dennis',
  'Jerry', 'Ronald', 'Kenneth', 'Mark', 'Paul', 'Ethan', 'Noah', 'Liam', 'Mason', 'Logan', 'Caleb', 'Owen', 'Wyatt', 'Jayden', 'Ahmed',
  'Omar', 'Raj', 'Wei', 'Carlos', 'Diego', 'Marcus', 'Terrence', 'Dwayne', 'Curtis', 'Russell', 'Wayne', 'Dale'];
const LASTN = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright', 'Scott',
  'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner', 'Parker',
  'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Kelly',
  'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long',
  'Ross', 'Foster', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes', 'Fisher',
  'Schmidt', 'Mueller', 'Schneider', 'Yoder', 'Hoffman', 'Kowalski', 'Nguyen', 'Patel', 'Shah', 'Kim', 'Chen', 'Garcia', 'Rodriguez',
  'Hernandez', 'Lopez', 'Mohamed', 'Abdi', 'Warsame', 'Osei', 'Okafor', "O'Connor", 'McAllister', 'DiSalvo', 'Russo', 'Brennan'];

type Ofc = { cd: string; nm: string; adr: string; city: string; zip: string; ops: number; opn: string; mgr: string; zips: string[] };
const OFCS: Ofc[] = [
  { cd: 'DUB', nm: 'Dublin', adr: '6390 Sawmill Rd', city: 'Dublin', zip: '43017', ops: 7, opn: '2009-05-04', mgr: 'Tracy Lindholm', zips: ['43017', '43016', '43065', '43002'] },
  { cd: 'WST', nm: 'Westerville', adr: '455 S State St', city: 'Westerville', zip: '43081', ops: 6, opn: '2014-09-15', mgr: 'Monica Feld', zips: ['43081', '43082', '43086', '43231'] },
  { cd: 'GRV', nm: 'Grove City', adr: '3975 Broadway', city: 'Grove City', zip: '43123', ops: 5, opn: '2018-03-05', mgr: 'Angela Porter', zips: ['43123', '43119', '43137'] },
  { cd: 'HIL', nm: 'Hilliard', adr: '4050 Main St', city: 'Hilliard', zip: '43026', ops: 4, opn: '2025-03-03', mgr: 'Dana Whitcomb', zips: ['43026', '43228'] },
];
const ofcBy = new Map(OFCS.map((o) => [o.cd, o]));

// code, short, description, category, coverage class, 2026 fee
const CDT: [string, string, string, string, string, number][] = [
  ['D0120', 'PerEx', 'Periodic oral evaluation - established patient', 'DG', 'P', 64],
  ['D0140', 'LimEx', 'Limited oral evaluation - problem focused', 'DG', 'P', 88],
  ['D0150', 'CompEx', 'Comprehensive oral evaluation - new or established patient', 'DG', 'P', 108],
  ['D0210', 'FMX', 'Intraoral - comprehensive series of radiographic images', 'DG', 'P', 158],
  ['D0220', 'PA', 'Intraoral - periapical first radiographic image', 'DG', 'P', 36],
  ['D0272', '2BWX', 'Bitewings - two radiographic images', 'DG', 'P', 54],
  ['D0274', '4BWX', 'Bitewings - four radiographic images', 'DG', 'P', 74],
  ['D0330', 'Pano', 'Panoramic radiographic image', 'DG', 'P', 132],
  ['D1110', 'ProAd', 'Prophylaxis - adult', 'PV', 'P', 122],
  ['D1120', 'ProCh', 'Prophylaxis - child', 'PV', 'P', 86],
  ['D1206', 'FlVarn', 'Topical application of fluoride varnish', 'PV', 'P', 44],
  ['D1351', 'Seal', 'Sealant - per tooth', 'PV', 'P', 58],
  ['D2140', 'Am1', 'Amalgam - one surface, primary or permanent', 'RS', 'B', 138],
  ['D2150', 'Am2', 'Amalgam - two surfaces, primary or permanent', 'RS', 'B', 174],
  ['D2330', 'CompA1', 'Resin-based composite - one surface, anterior', 'RS', 'B', 164],
  ['D2331', 'CompA2', 'Resin-based composite - two surfaces, anterior', 'RS', 'B', 198],
  ['D2391', 'CompP1', 'Resin-based composite - one surface, posterior', 'RS', 'B', 189],
  ['D2392', 'CompP2', 'Resin-based composite - two surfaces, posterior', 'RS', 'B', 239],
  ['D2393', 'CompP3', 'Resin-based composite - three surfaces, posterior', 'RS', 'B', 289],
  ['D2740', 'CrnPorc', 'Crown - porcelain/ceramic', 'RS', 'M', 1365],
  ['D2750', 'CrnPFM', 'Crown - porcelain fused to high noble metal', 'RS', 'M', 1290],
  ['D2950', 'CoreBU', 'Core buildup, including any pins when required', 'RS', 'M', 298],
  ['D3310', 'RCTAnt', 'Endodontic therapy, anterior tooth (excluding final restoration)', 'EN', 'B', 860],
  ['D3320', 'RCTPm', 'Endodontic therapy, premolar tooth (excluding final restoration)', 'EN', 'B', 1010],
  ['D3330', 'RCTMol', 'Endodontic therapy, molar tooth (excluding final restoration)', 'EN', 'B', 1265],
  ['D4341', 'SRP4+', 'Periodontal scaling and root planing - four or more teeth per quadrant', 'PE', 'B', 268],
  ['D4342', 'SRP1-3', 'Periodontal scaling and root planing - one to three teeth per quadrant', 'PE', 'B', 192],
  ['D4910', 'PerioMt', 'Periodontal maintenance', 'PE', 'B', 168],
  ['D5110', 'CDMax', 'Complete denture - maxillary', 'PR', 'M', 1880],
  ['D6010', 'ImpBody', 'Surgical placement of implant body: endosteal implant', 'IM', 'M', 2240],
  ['D6065', 'ImpCrn', 'Implant supported porcelain/ceramic crown', 'IM', 'M', 1680],
  ['D7140', 'ExtSimp', 'Extraction, erupted tooth or exposed root (elevation and/or forceps removal)', 'OS', 'B', 194],
  ['D7210', 'ExtSurg', 'Extraction, erupted tooth requiring removal of bone and/or sectioning of tooth', 'OS', 'B', 330],
  ['D7240', 'ImpBony', 'Removal of impacted tooth - completely bony', 'OS', 'B', 528],
  ['D8080', 'OrthoAdol', 'Comprehensive orthodontic treatment of the adolescent dentition', 'OR', 'M', 1850],
  ['D8090', 'OrthoAdlt', 'Comprehensive orthodontic treatment of the adult dentition', 'OR', 'M', 2150],
  ['D8670', 'OrthoVis', 'Periodic orthodontic treatment visit', 'OR', 'M', 155],
  ['D8680', 'OrthoRet', 'Orthodontic retention (removal of appliances, construction and placement of retainer(s))', 'OR', 'M', 420],
  ['D9110', 'Palliat', 'Palliative treatment of dental pain - per visit', 'AJ', 'B', 118],
  ['D9972', 'Bleach', 'External bleaching - per arch - performed in office', 'AJ', 'N', 345],
];
const cdtBy = new Map(CDT.map((c) => [c[0], c]));
const FEE_FACTOR: Record<number, number> = { 2024: 0.92, 2025: 0.96, 2026: 1, 2027: 1.04 };
const feeCts = (cd: string, d: string): number => Math.round(cdtBy.get(cd)![5] * FEE_FACTOR[Number(d.slice(0, 4))]!) * 100;

const PAYERS: [string, number][] = [['Delta Dental', 30], ['MetLife', 15], ['Cigna', 12], ['Aetna', 10], ['Guardian', 8], ['Humana', 5], ['CareSource', 9]];
const ALLOWED: Record<string, number> = { 'Delta Dental': 0.78, MetLife: 0.82, Cigna: 0.8, Aetna: 0.79, Guardian: 0.84, Humana: 0.76, CareSource: 0.55 };
const ADJ_LAG: Record<string, [number, number]> = {
  'Delta Dental': [8, 20], MetLife: [12, 30], Cigna: [10, 28], Aetna: [14, 35], Guardian: [12, 26], Humana: [18, 45], CareSource: [20, 60],
};

const MOLARS = [2, 3, 14, 15, 18, 19, 30, 31];
const PREMOLARS = [4, 5, 12, 13, 20, 21, 28, 29];
const ANTERIOR = [6, 7, 8, 9, 10, 11, 22, 23, 24, 25, 26, 27];
const WISDOM = [1, 16, 17, 32];
const PRIMARY_MOLARS = ['A', 'B', 'I', 'J', 'K', 'L', 'S', 'T'];

export function datasetSql(): string {
  const r = seededRandom(48213);

  // ---- providers ----------------------------------------------------------------------------------------------
  type Prov = { id: string; l: string; f: string; cred: string; spec: string; ofc: string; npi: string; st: string; end: string | null };
  const provs: Prov[] = [];
  const addProv = (id: string, f: string, l: string, cred: string, spec: string, ofc: string, st: string, end: string | null): Prov => {
    const p: Prov = { id, f, l, cred, spec, ofc, npi: `1${r.int(100000000, 999999999)}`, st, end };
    provs.push(p);
    return p;
  };
  addProv('DDS1', 'Karen', 'Whitfield', 'DDS', 'GEN', 'DUB', '2009-05-04', null);
  addProv('DDS2', 'Rajesh', 'Iyer', 'DMD', 'GEN', 'DUB', '2016-08-15', '2025-06-30');
  addProv('DDS3', 'Daniel', 'Okafor', 'DDS', 'GEN', 'WST', '2014-09-15', null);
  addProv('DDS4', 'Lisa', 'Brandt', 'DDS', 'GEN', 'WST', '2020-01-06', null);
  addProv('DDS5', 'Steven', 'Park', 'DMD', 'GEN', 'GRV', '2018-03-05', null);
  addProv('PED1', 'Jennifer', 'Alvarez', 'DDS', 'PED', 'GRV', '2021-09-07', null);
  addProv('DDS6', 'Omar', 'Haddad', 'DDS', 'GEN', 'HIL', '2025-02-17', null);
  addProv('DDS7', 'Megan', 'Kowalczyk', 'DDS', 'GEN', 'DUB', '2025-08-04', null);
  addProv('END1', 'Brian', 'Stoltzfus', 'DDS', 'END', 'DUB', '2017-06-05', null);
  addProv('OSG1', 'Helen', 'Marsh', 'DMD', 'OSG', 'WST', '2019-01-14', null);
  addProv('ORT1', 'Caroline', 'Dietz', 'DDS', 'ORT', 'DUB', '2015-04-06', null);
  const hyg: [string, string, string, string | null][] = [
    ['HYG1', 'DUB', '2011-03-07', null], ['HYG2', 'DUB', '2019-06-03', null], ['HYG3', 'WST', '2014-09-15', null],
    ['HYG4', 'WST', '2017-02-13', '2024-10-11'], ['HYG5', 'GRV', '2018-03-05', null], ['HYG6', 'GRV', '2022-04-18', null],
    ['HYG7', 'HIL', '2025-02-17', null], ['HYG8', 'WST', '2024-11-04', null], ['HYG9', 'HIL', '2026-05-11', null],
  ];
  const hygNames: [string, string][] = [['Tonya', 'Reese'], ['Amber', 'Kline'], ['Denise', 'Vukovich'], ['Kristen', 'Maddox'], ['Jill', 'Sauer'],
    ['Brianna', 'Cole'], ['Natalie', 'Pruitt'], ['Courtney', 'Huang'], ['Erin', 'Blackwell']];
  hyg.forEach(([id, ofc, st, end], i) => addProv(id, hygNames[i]![0], hygNames[i]![1], 'RDH', 'HYG', ofc, st, end));
  const person = uniqueNames(r, [...FIRST_F, ...FIRST_M], LASTN, new Set(provs.map((p) => `${p.f} ${p.l}`)));
  const active = (p: Prov, d: string): boolean => p.st <= d && (p.end === null || p.end >= d);
  const atOfc = (ofc: string, spec: string, d: string): Prov[] => provs.filter((p) => p.ofc === ofc && p.spec === spec && active(p, d));
  const hygFor = (ofc: string, d: string): Prov => r.pick(atOfc(ofc, 'HYG', d));
  const spec = (s: string): Prov => provs.find((p) => p.spec === s)!;

  // ---- patients -----------------------------------------------------------------------------------------------
  type Pat = {
    no: number; l: string; f: string; dob: string; sex: string; zip: string; ph: string; ofc: Ofc; pri: Prov | null; ent: string;
    pyr: string | null; sub: string | null; sts: string; isNew: boolean;
    perio: boolean; lastPro: string | null; lastPrm: string | null; lastBwx: string | null; lastFmx: string | null;
    futureRcl: Appt | null; lastDone: string | null; hasFuture: boolean;
  };
  type Appt = {
    id: number; pat: Pat; prov: Prov; ofc: Ofc; dt: string; tm: string; len: number; op: number; typ: string; sts: string; mk: string;
    cxl: string | null; procs: Prc[];
  };
  type Prc = {
    id: number; pat: Pat; appt: Appt | null; prov: Prov; cd: string; tth: string | null; surf: string | null; pln: string;
    svc: string | null; fee: number; sts: string;
  };
  const pats: Pat[] = [];
  const appts: Appt[] = [];
  const prcs: Prc[] = [];

  const N_PAT = 760;
  for (let i = 0; i < N_PAT; i++) {
    const ofc = r.weighted<Ofc>([[OFCS[0]!, 35], [OFCS[1]!, 28], [OFCS[2]!, 22], [OFCS[3]!, 15]]);
    const [f, l] = person();
    const sex = FIRST_F.includes(f) ? 'F' : 'M';
    const kid = r.chance(ofc.cd === 'GRV' ? 0.32 : 0.2);
    const dob = kid ? r.date('2008-12-01', '2021-06-30') : r.date('1938-01-01', '2006-10-31');
    let ent: string;
    let isNew: boolean;
    if (ofc.cd === 'HIL') {
      ent = r.date('2025-02-17', '2026-11-20');
      isNew = true;
    } else if (r.chance(0.6)) {
      ent = r.date(maxD(ofc.opn, dob), '2023-12-29');
      isNew = false;
    } else {
      ent = r.date(START, '2026-11-20');
      isNew = true;
    }
    if (ent < dob) ent = dob;
    const zip = r.chance(0.85) ? r.pick(ofc.zips) : r.pick(r.pick(OFCS).zips);
    const insured = r.chance(kid ? 0.8 : 0.7);
    const pyr = insured ? r.weighted(kid ? PAYERS.map(([p, w]) => [p, p === 'CareSource' ? 30 : w] as [string, number]) : PAYERS) : null;
    const sub = pyr === null ? null : pyr === 'CareSource' ? `10${r.int(1000000, 9999999)}` : pyr === 'Delta Dental' ? `${r.int(100000000, 999999999)}01`
      : `${String.fromCharCode(65 + r.int(0, 25))}${r.int(10000000, 99999999)}`;
    pats.push({
      no: 0, l, f, dob, sex, zip, ph: `${r.pick(['614', '614', '614', '380'])}-${r.int(201, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`,
      ofc, pri: null, ent, pyr, sub, sts: 'A', isNew, perio: false, lastPro: null, lastPrm: null, lastBwx: null, lastFmx: null,
      futureRcl: null, lastDone: null, hasFuture: false,
    });
  }

  const kidAt = (p: Pat, d: string): boolean => ageAt(p.dob, d) < 14;
  /** The day itself when the office is open, else a nearby open day (not before `min`): no pile-up on Mondays. */
  const nearOpen = (d: string, min: string): string => {
    if (isOpen(d)) return d;
    for (let i = 0; i < 6; i++) {
      const x = addDays(d, r.pick([-3, -2, -1, 1, 2, 3]));
      if (isOpen(x) && x >= min) return x;
    }
    return workday(d);
  };
  const dentistFor = (p: Pat, ofc: Ofc, d: string): Prov => {
    if (kidAt(p, d) && ofc.cd === 'GRV') return spec('PED');
    if (p.pri && p.pri.spec === 'GEN' && p.pri.ofc === ofc.cd && active(p.pri, d)) return p.pri;
    return r.pick(atOfc(ofc.cd, 'GEN', d));
  };
  const slot = (): string => {
    const mins = 7 * 60 + 30 + 30 * r.int(0, 18);
    return `${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`;
  };
  const visitOfc = (p: Pat, d: string): Ofc => {
    if (r.chance(0.07)) {
      const others = OFCS.filter((o) => o !== p.ofc && o.opn <= d);
      if (others.length > 0) return r.pick(others);
    }
    return p.ofc;
  };

  /**
   * Books an appointment, playing out cancellations and no-shows (rebooking after most). Returns the appointment
   * that was completed or is still scheduled, or null when the patient did not rebook.
   */
  const book = (p: Pat, typ: string, target: string, mk0: string, len: number, provFor: (o: Ofc, d: string) => Prov, ofcFix?: Ofc): Appt | null => {
    let mk = minD(mk0, LAST);
    let d = nearOpen(target, mk);
    for (let tries = 0; ; tries++) {
      if (d > HORIZON) return null;
      const ofc = ofcFix ?? visitOfc(p, d);
      const a: Appt = { id: 0, pat: p, prov: provFor(ofc, d), ofc, dt: d, tm: slot(), len, op: r.int(1, ofc.ops), typ, sts: 'S', mk, cxl: null, procs: [] };
      appts.push(a);
      if (d >= TODAY) {
        p.hasFuture = true;
        return a;
      }
      const pN = typ === 'EMR' ? 0 : typ === 'NPE' ? 0.09 : 0.05;
      const pX = typ === 'EMR' ? 0 : 0.09;
      const roll = r.next();
      if (roll < pN) {
        a.sts = 'N';
        if (tries >= 2 || !r.chance(0.65)) return null;
        mk = minD(addDays(d, r.int(0, 6)), LAST);
        d = nearOpen(addDays(d, r.int(7, 40)), mk);
        continue;
      }
      if (roll < pN + pX) {
        a.sts = 'X';
        const back = r.weighted([[0, 3], [1, 4], [2, 2], [r.int(3, 20), 4]] as [number, number][]);
        a.cxl = maxD(mk, addDays(d, -back));
        if (tries >= 2 || !r.chance(0.82)) return null;
        mk = a.cxl;
        d = nearOpen(addDays(d, r.int(3, 35)), addDays(d, 1));
        continue;
      }
      a.sts = 'C';
      if (p.lastDone === null || d > p.lastDone) p.lastDone = d;
      return a;
    }
  };

  const addPrc = (p: Pat, a: Appt | null, prov: Prov, cd: string, tth: string | null, surf: string | null, pln: string, sts: string, svc: string | null): Prc => {
    const x: Prc = { id: 0, pat: p, appt: a, prov, cd, tth, surf, pln, svc, fee: feeCts(cd, svc ?? pln), sts };
    prcs.push(x);
    if (a) a.procs.push(x);
    return x;
  };

  // a treatment case: procedures found together, done at one visit by one kind of provider
  type Item = { cd: string; tth: string | null; surf: string | null };
  type Case = { kind: string; items: Item[]; who: string; len: number; follow?: 'CRN' | 'IMPCRN'; tooth?: string };

  const fillings = (p: Pat, d: string): Item[] => {
    const n = 1 + (r.chance(0.35) ? 1 : 0) + (r.chance(0.1) ? 1 : 0);
    const out: Item[] = [];
    const kid = ageAt(p.dob, d) < 12;
    for (let i = 0; i < n; i++) {
      if (kid) {
        const one = r.chance(0.6);
        out.push({ cd: one ? 'D2391' : 'D2392', tth: r.pick(PRIMARY_MOLARS), surf: one ? 'O' : r.pick(['MO', 'DO']) });
        continue;
      }
      const k = r.weighted([['P1', 30], ['P2', 30], ['P3', 14], ['A1', 10], ['A2', 8], ['AM1', 4], ['AM2', 4]] as [string, number][]);
      if (k === 'A1') out.push({ cd: 'D2330', tth: String(r.pick(ANTERIOR)), surf: r.pick(['F', 'L', 'M', 'D']) });
      else if (k === 'A2') out.push({ cd: 'D2331', tth: String(r.pick(ANTERIOR)), surf: r.pick(['MF', 'DF', 'MI', 'DI']) });
      else {
        const t = String(r.pick([...MOLARS, ...PREMOLARS]));
        const s = k === 'P1' || k === 'AM1' ? r.pick(['O', 'O', 'M', 'D']) : k === 'P3' ? 'MOD' : r.pick(['MO', 'DO']);
        const cd = k === 'P1' ? 'D2391' : k === 'P2' ? 'D2392' : k === 'P3' ? 'D2393' : k === 'AM1' ? 'D2140' : 'D2150';
        out.push({ cd, tth: t, surf: s });
      }
    }
    return out;
  };

  const findCase = (p: Pat, d: string): Case => {
    const age = ageAt(p.dob, d);
    if (age < 14) {
      const k = r.weighted([['FIL', 80], ['EXT', 20]] as [string, number][]);
      if (k === 'EXT') return { kind: 'EXT', items: [{ cd: 'D7140', tth: r.pick(PRIMARY_MOLARS), surf: null }], who: 'DEN', len: 30 };
      return { kind: 'FIL', items: fillings(p, d), who: 'DEN', len: 45 };
    }
    const opts: [string, number][] = [['FIL', 44], ['CRN', 15], ['RCT', 8], ['EXT', 8], ['IMP', 4], ['WHT', 3]];
    if (age <= 30) opts.push(['WIS', 6]);
    if (age >= 25 && !p.perio) opts.push(['SRP', 7]);
    if (age >= 62) opts.push(['DEN', 2]);
    const k = r.weighted(opts);
    const molarOrPm = (): string => String(r.pick([...MOLARS, ...PREMOLARS]));
    switch (k) {
      case 'CRN': {
        const t = molarOrPm();
        const items: Item[] = [{ cd: r.chance(0.75) ? 'D2740' : 'D2750', tth: t, surf: null }];
        if (r.chance(0.45)) items.push({ cd: 'D2950', tth: t, surf: null });
        return { kind: 'CRN', items, who: 'DEN', len: 90 };
      }
      case 'RCT': {
        const g = r.weighted([['M', 55], ['P', 30], ['A', 15]] as [string, number][]);
        const t = String(r.pick(g === 'M' ? MOLARS : g === 'P' ? PREMOLARS : ANTERIOR));
        return { kind: 'RCT', items: [{ cd: g === 'M' ? 'D3330' : g === 'P' ? 'D3320' : 'D3310', tth: t, surf: null }], who: 'END', len: 90, follow: 'CRN', tooth: t };
      }
      case 'EXT': {
        const surg = r.chance(0.4);
        return { kind: 'EXT', items: [{ cd: surg ? 'D7210' : 'D7140', tth: molarOrPm(), surf: null }], who: surg ? 'OSG' : 'DEN', len: 45 };
      }
      case 'WIS': {
        const teeth = r.shuffle(WISDOM).slice(0, r.weighted([[2, 3], [3, 1], [4, 4]] as [number, number][])).sort((a, b) => a - b);
        return { kind: 'WIS', items: teeth.map((t) => ({ cd: 'D7240', tth: String(t), surf: null })), who: 'OSG', len: 90 };
      }
      case 'SRP': {
        const quads = ['UR', 'UL', 'LL', 'LR'];
        return { kind: 'SRP', items: quads.map((q) => ({ cd: r.chance(0.8) ? 'D4341' : 'D4342', tth: q, surf: null })), who: 'HYG', len: 90 };
      }
      case 'IMP': {
        const t = molarOrPm();
        return { kind: 'IMP', items: [{ cd: 'D6010', tth: t, surf: null }], who: 'OSG', len: 120, follow: 'IMPCRN', tooth: t };
      }
      case 'WHT':
        return { kind: 'WHT', items: [{ cd: 'D9972', tth: 'U', surf: null }, { cd: 'D9972', tth: 'L', surf: null }], who: 'DEN', len: 75 };
      case 'DEN':
        return { kind: 'DEN', items: [{ cd: 'D5110', tth: 'U', surf: null }], who: 'DEN', len: 60 };
      default:
        return { kind: 'FIL', items: fillings(p, d), who: 'DEN', len: 60 };
    }
  };

  /** Plays a treatment case out from the day it was found; returns the day SRP was finished, if it was. */
  const runCase = (p: Pat, c: Case, found: string): string | null => {
    const roll = r.next();
    const pAccept = c.kind === 'IMP' || c.kind === 'DEN' ? 0.55 : c.kind === 'CRN' ? 0.65 : c.kind === 'WHT' ? 0.9 : 0.74;
    const pDecline = c.kind === 'FIL' ? 0.08 : 0.14;
    if (roll >= pAccept) {
      const sts = roll < pAccept + pDecline ? 'RJ' : 'TP';
      for (const it of c.items) {
        const prov = c.who === 'DEN' ? dentistFor(p, p.ofc, found) : c.who === 'HYG' ? hygFor(p.ofc.cd, found) : spec(c.who);
        addPrc(p, null, prov, it.cd, it.tth, it.surf, found, sts, null);
      }
      return null;
    }
    const provFor = (o: Ofc, d: string): Prov => (c.who === 'DEN' ? dentistFor(p, o, d) : c.who === 'HYG' ? hygFor(o.cd, d) : spec(c.who));
    const parts = c.kind === 'SRP' ? [c.items.slice(0, 2), c.items.slice(2)] : [c.items];
    let at = addDays(found, r.int(5, 35));
    let srpDone: string | null = null;
    for (const part of parts) {
      const a = book(p, 'TXP', at, found, c.len, provFor, c.who === 'DEN' || c.who === 'HYG' ? undefined : p.ofc);
      if (!a) {
        for (const it of part) addPrc(p, null, provFor(p.ofc, found), it.cd, it.tth, it.surf, found, 'TP', null);
        continue;
      }
      for (const it of part) addPrc(p, a, a.prov, it.cd, it.tth, it.surf, found, a.sts === 'C' ? 'C' : 'TP', a.sts === 'C' ? a.dt : null);
      if (a.sts === 'C') {
        srpDone = a.dt;
        at = addDays(a.dt, r.int(1, 14));
      } else {
        at = addDays(a.dt, r.int(1, 14));
      }
    }
    if (c.kind === 'SRP' && srpDone) {
      p.perio = true;
      p.lastPrm = srpDone;
      return srpDone;
    }
    // follow-up work once the first step is done: a crown after a root canal, the implant crown after healing
    const done = c.items.length > 0 && prcs.some((x) => x.pat === p && x.cd === c.items[0]!.cd && x.tth === c.items[0]!.tth && x.sts === 'C' && x.svc !== null && x.svc >= found);
    if (done && c.follow && c.tooth) {
      const first = prcs.filter((x) => x.pat === p && x.cd === c.items[0]!.cd && x.tth === c.tooth && x.sts === 'C').map((x) => x.svc!).sort().pop()!;
      if (c.follow === 'CRN' && r.chance(0.85)) {
        const items: Item[] = [{ cd: r.chance(0.75) ? 'D2740' : 'D2750', tth: c.tooth, surf: null }];
        if (r.chance(0.7)) items.push({ cd: 'D2950', tth: c.tooth, surf: null });
        runCase(p, { kind: 'CRN', items, who: 'DEN', len: 90 }, first);
      } else if (c.follow === 'IMPCRN') {
        const healed = addDays(first, r.int(90, 150));
        if (healed <= LAST) runCase(p, { kind: 'CRN', items: [{ cd: 'D6065', tth: c.tooth, surf: null }], who: 'DEN', len: 75 }, healed);
        else addPrc(p, null, dentistFor(p, p.ofc, first), 'D6065', c.tooth, null, first, 'TP', null);
      }
    }
    return null;
  };

  const findings = (p: Pat, d: string, chance: number): string | null => {
    let srp: string | null = null;
    if (!r.chance(chance)) return null;
    const n = 1 + (r.chance(0.25) ? 1 : 0);
    for (let i = 0; i < n; i++) {
      const s = runCase(p, findCase(p, d), d);
      if (s) srp = s;
    }
    return srp;
  };

  const doRecall = (p: Pat, a: Appt): string | null => {
    const d = a.dt;
    const kid = kidAt(p, d);
    const age = ageAt(p.dob, d);
    const h = a.prov;
    if (p.perio) {
      addPrc(p, a, h, 'D4910', null, null, d, 'C', d);
      p.lastPrm = d;
    } else {
      addPrc(p, a, h, age >= 14 ? 'D1110' : 'D1120', null, null, d, 'C', d);
      p.lastPro = d;
    }
    addPrc(p, a, dentistFor(p, a.ofc, d), 'D0120', null, null, d, 'C', d);
    const fmxDue = !kid && (p.lastFmx === null || addMonths(p.lastFmx, 59) <= d);
    if (fmxDue) {
      addPrc(p, a, h, 'D0210', null, null, d, 'C', d);
      p.lastFmx = d;
    } else if ((p.lastBwx === null || addMonths(p.lastBwx, 11) <= d) && (p.lastFmx === null || addMonths(p.lastFmx, 11) <= d)) {
      addPrc(p, a, h, kid ? 'D0272' : 'D0274', null, null, d, 'C', d);
      p.lastBwx = d;
    }
    if (age < 16 || r.chance(0.12)) addPrc(p, a, h, 'D1206', null, null, d, 'C', d);
    if (age >= 6 && age <= 14 && r.chance(0.15)) {
      for (const t of r.shuffle(['3', '14', '19', '30']).slice(0, r.int(2, 4)).sort((x, y) => Number(x) - Number(y))) addPrc(p, a, h, 'D1351', t, 'O', d, 'C', d);
    }
    return findings(p, d, kid ? 0.16 : p.perio ? 0.3 : 0.26);
  };

  const rclLen = (p: Pat, d: string): number => (kidAt(p, d) ? 45 : 60);

  // ---- each patient's visits ----------------------------------------------------------------------------------
  for (const p of pats) {
    // primary dentist
    const firstDay = maxD(p.ent, maxD(START, p.ofc.opn));
    const kidNow = ageAt(p.dob, firstDay) < 14;
    p.pri = kidNow && p.ofc.cd === 'GRV' ? spec('PED') : r.pick(atOfc(p.ofc.cd, 'GEN', maxD(firstDay, p.ofc.cd === 'HIL' ? '2025-02-17' : firstDay)));
    let next: string;
    let mk: string;
    let lapseP = r.chance(0.18) ? 0.25 : 0.05;
    if (!p.isNew) {
      // established patient: history before 2024 is only in the recall dates
      if (ageAt(p.dob, '2024-01-01') >= 25 && r.chance(0.12)) {
        p.perio = true;
          p.lastPrm = r.date('2023-08-01', '2023-12-28');
      }
      p.lastPro = r.chance(0.8) ? r.date('2023-04-01', '2023-12-28') : r.date('2020-06-01', '2023-03-31');
      if (p.lastPro < p.ent) p.lastPro = p.ent;
      p.lastBwx = r.chance(0.6) ? r.date('2023-01-15', '2023-12-28') : r.date('2021-01-01', '2022-12-31');
      if (p.lastBwx < p.ent) p.lastBwx = null;
      p.lastFmx = r.date('2019-01-01', '2023-12-01');
      if (p.lastFmx < p.ent) p.lastFmx = p.ent < '2023-12-01' ? p.ent : null;
      if (r.chance(0.1)) continue; // lapsed before 2024: never seen in this data
      const base = p.perio ? p.lastPrm! : p.lastPro;
      next = addMonths(base, p.perio ? 3 : 6);
      if (next < START) next = r.date(START, '2024-04-30');
      mk = addDays(next, -r.int(10, 170));
    } else {
      // new patient exam
      const np = book(p, 'NPE', maxD(addDays(p.ent, r.int(2, 21)), p.ofc.opn), p.ent, 90, (o, d) => dentistFor(p, o, d), p.ofc);
      if (!np) continue;
      if (np.sts !== 'C') continue;
      const d = np.dt;
      addPrc(p, np, np.prov, 'D0150', null, null, d, 'C', d);
      if (kidAt(p, d)) {
        addPrc(p, np, np.prov, 'D0272', null, null, d, 'C', d);
        p.lastBwx = d;
        if (ageAt(p.dob, d) >= 6) {
          addPrc(p, np, np.prov, 'D0330', null, null, d, 'C', d);
          p.lastFmx = d;
        }
      } else {
        addPrc(p, np, np.prov, 'D0210', null, null, d, 'C', d);
        p.lastFmx = d;
      }
      const srp = findings(p, d, kidAt(p, d) ? 0.3 : 0.5);
      if (srp) {
        next = addMonths(srp, 3);
        mk = srp;
      } else {
        next = addDays(d, r.int(10, 45));
        mk = d;
      }
    }
    // recall visits, and emergencies in between
    let lastEm = START;
    for (;;) {
      // an emergency visit now and then
      const emWin = minD(next, LAST);
      while (lastEm < emWin) {
        const step = addDays(lastEm, 30);
        if (r.chance(0.006) && step <= LAST) {
          const d = workday(r.date(lastEm, minD(step, LAST)));
          if (d <= LAST && d >= maxD(p.ent, p.ofc.opn)) {
            const em = book(p, 'EMR', d, addDays(d, -r.int(0, 1)), 30, (o, dd) => dentistFor(p, o, dd), p.ofc)!;
            if (em.sts === 'C') {
              addPrc(p, em, em.prov, 'D0140', null, null, em.dt, 'C', em.dt);
              addPrc(p, em, em.prov, 'D0220', null, null, em.dt, 'C', em.dt);
              const k = r.weighted([['PAL', 40], ['EXT', 25], ['RCT', 25], ['NONE', 10]] as [string, number][]);
              const t = String(r.pick([...MOLARS, ...PREMOLARS]));
              if (k === 'PAL') addPrc(p, em, em.prov, 'D9110', t, null, em.dt, 'C', em.dt);
              else if (k === 'EXT') addPrc(p, em, em.prov, 'D7140', t, null, em.dt, 'C', em.dt);
              else if (k === 'RCT') runCase(p, { kind: 'RCT', items: [{ cd: MOLARS.includes(Number(t)) ? 'D3330' : 'D3320', tth: t, surf: null }], who: 'END', len: 90, follow: 'CRN', tooth: t }, em.dt);
            }
          }
        }
        lastEm = step;
      }
      if (next > HORIZON) break;
      const a = book(p, 'RCL', next, mk, rclLen(p, next), (o, d) => hygFor(o.cd, d));
      if (!a) {
        if (r.chance(0.5)) break; // drifted away
        next = addMonths(next, r.int(2, 8));
        mk = addDays(next, -r.int(3, 40));
        continue;
      }
      if (a.sts === 'S') {
        p.futureRcl = a;
        break;
      }
      const srp = doRecall(p, a);
      if (r.chance(lapseP)) break;
      lapseP = Math.min(lapseP, 0.06);
      if (srp && srp > a.dt) {
        next = addMonths(srp, 3);
        mk = srp;
      } else {
        next = addDays(addMonths(a.dt, p.perio ? 3 : 6), r.int(-5, 21));
        mk = a.dt;
      }
    }
  }

  // ---- braces ---------------------------------------------------------------------------------------------------
  const ort = spec('ORT');
  for (const p of pats) {
    if (p.lastDone === null) continue;
    const a0 = ageAt(p.dob, '2025-01-01');
    const teen = a0 >= 9 && a0 <= 15;
    if (!(teen ? r.chance(0.3) : a0 >= 18 && a0 <= 45 && r.chance(0.03))) continue;
    const from = maxD(START, maxD(p.ent, p.ofc.opn));
    const lastStart = minD(p.lastDone, '2026-10-30');
    if (from > lastStart) continue;
    const st = r.date(from, lastStart);
    const band = book(p, 'ORT', st, addDays(st, -r.int(7, 30)), 90, () => ort, p.ofc);
    if (!band || band.sts !== 'C') continue;
    addPrc(p, band, ort, teen ? 'D8080' : 'D8090', null, null, band.dt, 'C', band.dt);
    const visits = r.int(16, 24);
    let d = band.dt;
    let ok = true;
    for (let v = 0; v < visits && ok; v++) {
      const a = book(p, 'ORT', addDays(d, r.int(28, 42)), d, 30, () => ort, p.ofc);
      if (!a) { ok = false; break; }
      if (a.sts === 'S') { ok = false; break; }
      addPrc(p, a, ort, 'D8670', null, null, a.dt, 'C', a.dt);
      d = a.dt;
    }
    if (ok) {
      const a = book(p, 'ORT', addDays(d, r.int(28, 42)), d, 60, () => ort, p.ofc);
      if (a && a.sts === 'C') addPrc(p, a, ort, 'D8680', null, null, a.dt, 'C', a.dt);
      else if (a && a.sts === 'S') addPrc(p, a, ort, 'D8680', null, null, d, 'TP', null);
    }
  }

  // ---- ids ----------------------------------------------------------------------------------------------------
  pats.sort((a, b) => (a.ent < b.ent ? -1 : a.ent > b.ent ? 1 : 0));
  pats.forEach((p, i) => { p.no = 1001 + i; });
  appts.sort((a, b) => (a.mk !== b.mk ? (a.mk < b.mk ? -1 : 1) : a.dt !== b.dt ? (a.dt < b.dt ? -1 : 1) : a.pat.no - b.pat.no));
  appts.forEach((a, i) => { a.id = 200001 + i; });
  prcs.sort((a, b) => {
    const da = a.svc ?? a.pln;
    const db = b.svc ?? b.pln;
    return da !== db ? (da < db ? -1 : 1) : a.pat.no - b.pat.no;
  });
  prcs.forEach((x, i) => { x.id = 1 + i; });

  // primary dentists who have left are replaced
  for (const p of pats) {
    if (p.pri && p.pri.end !== null) p.pri = r.pick(atOfc(p.ofc.cd, 'GEN', TODAY));
  }

  // ---- patient status -----------------------------------------------------------------------------------------
  for (const p of pats) {
    const recent = p.lastDone !== null && p.lastDone >= '2025-05-25';
    p.sts = recent || p.hasFuture ? 'A' : 'I';
    if (p.sts === 'I' && r.chance(0.08)) p.sts = 'X';
    if (p.sts === 'A' && !p.hasFuture && r.chance(0.01)) p.sts = 'X';
  }

  // ---- claims and payments ------------------------------------------------------------------------------------
  type Clm = {
    no: number; pat: Pat; appt: Appt; pyr: string; sbm: string; chg: number; alw: number | null; pd: number | null; adj: string | null;
    sts: string; rsn: string | null;
  };
  type Pmt = { id: number; pat: Pat; ofc: Ofc; dt: string; src: string; mth: string; cts: number; clm: Clm | null };
  const clms: Clm[] = [];
  const pmts: Pmt[] = [];
  const done = appts.filter((a) => a.sts === 'C').sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.id - b.id));
  const used = new Map<string, number>(); // patient-year benefits used
  const COVER: Record<string, number> = { P: 1, B: 0.8, M: 0.5, N: 0 };
  const payPatient = (p: Pat, a: Appt, cts: number, from: string, atVisit: number): void => {
    if (cts <= 0) return;
    const roll = r.next();
    let dt: string;
    if (roll < atVisit) dt = a.dt;
    else if (roll < 0.96) dt = workday(addDays(from, r.int(7, 60)));
    else return;
    if (dt > LAST) return;
    const mth = cts > 80000 && r.chance(0.35) ? 'CCF' : r.weighted([['CC', 68], ['CSH', 12], ['CHK', 20]] as [string, number][]);
    pmts.push({ id: 0, pat: p, ofc: a.ofc, dt, src: 'P', mth, cts, clm: null });
  };
  for (const a of done) {
    const p = a.pat;
    const total = a.procs.reduce((s, x) => s + x.fee, 0);
    if (total === 0) continue;
    if (p.pyr === null) {
      payPatient(p, a, total, a.dt, 0.82);
      continue;
    }
    const billable = a.procs.filter((x) => cdtBy.get(x.cd)![4] !== 'N');
    const cosmetic = total - billable.reduce((s, x) => s + x.fee, 0);
    const chgCts = billable.reduce((s, x) => s + x.fee, 0);
    if (chgCts === 0) {
      payPatient(p, a, cosmetic, a.dt, 0.85);
      continue;
    }
    const fac = ALLOWED[p.pyr]!;
    const caresource = p.pyr === 'CareSource';
    let alwCts = 0;
    let expectCts = 0;
    for (const x of billable) {
      const cls = cdtBy.get(x.cd)![4];
      const al = Math.round(x.fee * fac);
      alwCts += al;
      const cov = caresource ? (cls === 'M' ? 0 : 1) : COVER[cls]!;
      expectCts += Math.round(al * cov);
    }
    const key = `${p.no}-${a.dt.slice(0, 4)}`;
    const before = used.get(key) ?? 0;
    if (!caresource) expectCts = Math.max(0, Math.min(expectCts, 150000 - before));
    const sbm = workday(addDays(a.dt, r.weighted([[0, 5], [1, 3], [2, 1], [r.int(3, 9), 1]] as [number, number][])));
    const patShare = alwCts - expectCts + cosmetic;
    if (sbm > LAST) {
      payPatient(p, a, patShare, a.dt, 0.8);
      continue;
    }
    const c: Clm = { no: 0, pat: p, appt: a, pyr: p.pyr, sbm, chg: chgCts / 100, alw: null, pd: null, adj: null, sts: 'S', rsn: null };
    clms.push(c);
    const [lo, hi] = ADJ_LAG[p.pyr]!;
    const adj = workday(addDays(sbm, r.int(lo, hi) + (r.chance(0.04) ? r.int(30, 120) : 0)));
    const hasMajor = billable.some((x) => cdtBy.get(x.cd)![4] === 'M');
    let rsn: string | null = null;
    if (expectCts === 0) rsn = caresource ? 'NCV' : 'MAX';
    else if (r.chance(hasMajor ? 0.09 : 0.035)) rsn = r.weighted(hasMajor ? [['DOC', 6], ['FRQ', 1], ['ELG', 2]] : [['FRQ', 5], ['ELG', 3], ['DOC', 1]]);
    if (adj > LAST) {
      // still waiting: the patient paid the estimate at checkout
      if (rsn === null) used.set(key, before + expectCts);
      payPatient(p, a, patShare, a.dt, 0.8);
      continue;
    }
    c.adj = adj;
    if (rsn !== null) {
      c.sts = 'D';
      c.rsn = rsn;
      c.pd = 0;
      // billed in full to the patient after the denial (the estimate was paid at checkout when one was expected)
      payPatient(p, a, rsn === 'MAX' || rsn === 'NCV' ? chgCts + cosmetic : alwCts - expectCts + cosmetic, a.dt, 0.7);
      if (rsn !== 'MAX' && rsn !== 'NCV' && expectCts > 0) payPatient(p, a, expectCts, adj, 0);
      continue;
    }
    c.sts = 'P';
    c.alw = alwCts / 100;
    c.pd = expectCts / 100;
    used.set(key, before + expectCts);
    if (expectCts > 0) pmts.push({ id: 0, pat: p, ofc: a.ofc, dt: adj, src: 'I', mth: r.chance(0.78) ? 'EFT' : 'ICK', cts: expectCts, clm: c });
    payPatient(p, a, patShare, a.dt, 0.8);
  }
  clms.sort((a, b) => (a.sbm < b.sbm ? -1 : a.sbm > b.sbm ? 1 : a.appt.id - b.appt.id));
  clms.forEach((c, i) => { c.no = 5400001 + i; });
  pmts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.pat.no - b.pat.no));
  pmts.forEach((x, i) => { x.id = 1 + i; });

  // ---- recall schedule ----------------------------------------------------------------------------------------
  type Rcl = { id: number; pat: Pat; typ: string; intv: number; lst: string | null; due: string; appt: Appt | null; actv: string };
  const rcls: Rcl[] = [];
  for (const p of pats) {
    const archived = p.sts === 'X';
    const fut = p.futureRcl;
    const firstDue = p.ent;
    const proActive = !p.perio;
    rcls.push({ id: 0, pat: p, typ: 'PRO', intv: 6, lst: p.lastPro, due: p.lastPro ? addMonths(p.lastPro, 6) : firstDue, appt: proActive ? fut : null,
      actv: proActive && !archived ? 'Y' : 'N' });
    if (p.perio) {
      rcls.push({ id: 0, pat: p, typ: 'PRM', intv: 3, lst: p.lastPrm, due: addMonths(p.lastPrm!, 3), appt: fut, actv: archived ? 'N' : 'Y' });
    }
    rcls.push({ id: 0, pat: p, typ: 'BWX', intv: 12, lst: p.lastBwx, due: p.lastBwx ? addMonths(p.lastBwx, 12) : firstDue, appt: null, actv: archived ? 'N' : 'Y' });
    rcls.push({ id: 0, pat: p, typ: 'FMX', intv: 60, lst: p.lastFmx, due: p.lastFmx ? addMonths(p.lastFmx, 60) : firstDue, appt: null, actv: archived ? 'N' : 'Y' });
  }
  rcls.forEach((x, i) => { x.id = 1 + i; });

  return [
    'CREATE SCHEMA dnt;',
    `CREATE TABLE dnt.ofc (ofc_cd char(3) PRIMARY KEY, ofc_nm varchar(30) NOT NULL, addr_ln varchar(60) NOT NULL, city_nm varchar(30) NOT NULL,
      zip_cd char(5) NOT NULL, op_cnt integer NOT NULL, opn_dt date NOT NULL, mgr_nm varchar(40));`,
    `CREATE TABLE dnt.prov (prov_id varchar(5) PRIMARY KEY, lst_nm varchar(30) NOT NULL, fst_nm varchar(30) NOT NULL, cred_cd varchar(4) NOT NULL,
      spec_cd varchar(3) NOT NULL, hm_ofc char(3) NOT NULL REFERENCES dnt.ofc (ofc_cd), npi_no char(10) NOT NULL, strt_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE dnt.pat (pat_no integer PRIMARY KEY, lst_nm varchar(30) NOT NULL, fst_nm varchar(30) NOT NULL, brth_dt date NOT NULL, sex_cd char(1) NOT NULL,
      zip_cd char(5) NOT NULL, cell_ph varchar(12), hm_ofc char(3) NOT NULL REFERENCES dnt.ofc (ofc_cd), pri_prov varchar(5) REFERENCES dnt.prov (prov_id),
      ent_dt date NOT NULL, pri_pyr varchar(30), sub_id varchar(16), sts_cd char(1) NOT NULL);`,
    `CREATE TABLE dnt.cdt (proc_cd char(5) PRIMARY KEY, abbr_desc varchar(12) NOT NULL, proc_desc varchar(120) NOT NULL, cat_cd char(2) NOT NULL,
      ins_cls char(1) NOT NULL, fee_amt numeric(8,2) NOT NULL);`,
    `CREATE TABLE dnt.appt (appt_id integer PRIMARY KEY, pat_ref integer NOT NULL REFERENCES dnt.pat (pat_no), prov_ref varchar(5) NOT NULL REFERENCES dnt.prov (prov_id),
      ofc_ref char(3) NOT NULL REFERENCES dnt.ofc (ofc_cd), appt_dt date NOT NULL, st_tm time NOT NULL, len_min integer NOT NULL, op_no integer NOT NULL,
      appt_typ char(3) NOT NULL, sts_cd char(1) NOT NULL, mk_dt date NOT NULL, cxl_dt date);`,
    `CREATE TABLE dnt.prc (prc_id integer PRIMARY KEY, pat_ref integer NOT NULL REFERENCES dnt.pat (pat_no), appt_ref integer REFERENCES dnt.appt (appt_id),
      prov_ref varchar(5) NOT NULL REFERENCES dnt.prov (prov_id), proc_cd char(5) NOT NULL REFERENCES dnt.cdt (proc_cd), tth_qd varchar(2), surf_cd varchar(5),
      pln_dt date NOT NULL, svc_dt date, fee_cts integer NOT NULL, tx_sts varchar(2) NOT NULL);`,
    `CREATE TABLE dnt.clm (clm_no integer PRIMARY KEY, pat_ref integer NOT NULL REFERENCES dnt.pat (pat_no), appt_ref integer NOT NULL REFERENCES dnt.appt (appt_id),
      pyr_nm varchar(30) NOT NULL, sbm_dt date NOT NULL, chg_amt numeric(10,2) NOT NULL, alw_amt numeric(10,2), ins_pd_amt numeric(10,2), adj_dt date,
      sts_cd char(1) NOT NULL, den_rsn varchar(3));`,
    `CREATE TABLE dnt.pmt (pmt_id integer PRIMARY KEY, pat_ref integer NOT NULL REFERENCES dnt.pat (pat_no), ofc_ref char(3) NOT NULL REFERENCES dnt.ofc (ofc_cd),
      pmt_dt date NOT NULL, pmt_src char(1) NOT NULL, mth_cd varchar(3) NOT NULL, amt_cts integer NOT NULL, clm_ref integer REFERENCES dnt.clm (clm_no));`,
    `CREATE TABLE dnt.rcl (rcl_id integer PRIMARY KEY, pat_ref integer NOT NULL REFERENCES dnt.pat (pat_no), rcl_typ char(3) NOT NULL, intv_mo integer NOT NULL,
      lst_dt date, due_dt date NOT NULL, appt_ref integer REFERENCES dnt.appt (appt_id), actv_yn char(1) NOT NULL);`,
    insertRows('dnt.ofc', ['ofc_cd', 'ofc_nm', 'addr_ln', 'city_nm', 'zip_cd', 'op_cnt', 'opn_dt', 'mgr_nm'],
      OFCS.map((o) => [o.cd, o.nm, o.adr, o.city, o.zip, o.ops, o.opn, o.mgr])),
    insertRows('dnt.prov', ['prov_id', 'lst_nm', 'fst_nm', 'cred_cd', 'spec_cd', 'hm_ofc', 'npi_no', 'strt_dt', 'term_dt'],
      provs.map((p) => [p.id, p.l, p.f, p.cred, p.spec, p.ofc, p.npi, p.st, p.end])),
    insertRows('dnt.pat', ['pat_no', 'lst_nm', 'fst_nm', 'brth_dt', 'sex_cd', 'zip_cd', 'cell_ph', 'hm_ofc', 'pri_prov', 'ent_dt', 'pri_pyr', 'sub_id', 'sts_cd'],
      pats.map((p) => [p.no, p.l, p.f, p.dob, p.sex, p.zip, p.ph, p.ofc.cd, p.pri ? p.pri.id : null, p.ent, p.pyr, p.sub, p.sts])),
    insertRows('dnt.cdt', ['proc_cd', 'abbr_desc', 'proc_desc', 'cat_cd', 'ins_cls', 'fee_amt'], CDT.map((c) => [...c])),
    insertRows('dnt.appt', ['appt_id', 'pat_ref', 'prov_ref', 'ofc_ref', 'appt_dt', 'st_tm', 'len_min', 'op_no', 'appt_typ', 'sts_cd', 'mk_dt', 'cxl_dt'],
      appts.map((a) => [a.id, a.pat.no, a.prov.id, a.ofc.cd, a.dt, a.tm, a.len, a.op, a.typ, a.sts, a.mk, a.cxl])),
    insertRows('dnt.prc', ['prc_id', 'pat_ref', 'appt_ref', 'prov_ref', 'proc_cd', 'tth_qd', 'surf_cd', 'pln_dt', 'svc_dt', 'fee_cts', 'tx_sts'],
      prcs.map((x) => [x.id, x.pat.no, x.appt ? x.appt.id : null, x.prov.id, x.cd, x.tth, x.surf, x.pln, x.svc, x.fee, x.sts])),
    insertRows('dnt.clm', ['clm_no', 'pat_ref', 'appt_ref', 'pyr_nm', 'sbm_dt', 'chg_amt', 'alw_amt', 'ins_pd_amt', 'adj_dt', 'sts_cd', 'den_rsn'],
      clms.map((c) => [c.no, c.pat.no, c.appt.id, c.pyr, c.sbm, round2(c.chg), c.alw === null ? null : round2(c.alw), c.pd === null ? null : round2(c.pd), c.adj, c.sts, c.rsn])),
    insertRows('dnt.pmt', ['pmt_id', 'pat_ref', 'ofc_ref', 'pmt_dt', 'pmt_src', 'mth_cd', 'amt_cts', 'clm_ref'],
      pmts.map((x) => [x.id, x.pat.no, x.ofc.cd, x.dt, x.src, x.mth, x.cts, x.clm ? x.clm.no : null])),
    insertRows('dnt.rcl', ['rcl_id', 'pat_ref', 'rcl_typ', 'intv_mo', 'lst_dt', 'due_dt', 'appt_ref', 'actv_yn'],
      rcls.map((x) => [x.id, x.pat.no, x.typ, x.intv, x.lst, x.due, x.appt ? x.appt.id : null, x.actv])),
  ].join('\n');
}
