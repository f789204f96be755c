/**
 * Piedmont Hearth Home Care, a licensed home care agency in Greensboro, North Carolina (one office, founded 2015). Its
 * caregivers go to clients' homes to help them with bathing, dressing, meals and moving about (personal care), to keep
 * house and keep them company (homemaker / companion), to give family caregivers a break (respite), and its nurses make
 * private-duty nursing visits (medication set-up, wound checks, health monitoring). Clients live in Guilford, Forsyth,
 * Alamance, Randolph and Rockingham counties. The care is paid for by NC Medicaid (the personal care services program,
 * either directly or through a Medicaid health plan, which needs a prior authorization), by the VA (Community Care
 * Network), by long-term-care insurance policies (billed directly to the insurer), or by the client and family
 * (private pay). A referral comes in, a nurse assesses the client and writes a care plan for each service, and care
 * starts; the plan fixes the hours a week that are authorized and the hourly rate billed, and is renewed every year
 * (Medicaid) or every six months (everyone else). Caregivers clock in and out of each visit (electronic visit
 * verification, EVV). Each month, one claim per client goes to the client's payer for the month's completed visits
 * (private-pay families get it as an invoice). The data runs from 2 January 2023 to 24 November 2026; clients who were
 * already on service on 2 January 2023 keep their earlier start-of-care dates and care plans.
 *
 * Schema `hca`:
 * - `pyr`: payers. `pyr_cd` payer code; `pyr_nm` name; `pyr_typ` MCD NC Medicaid Direct (fee-for-service), MCO a
 *   Medicaid managed care health plan, VA Veterans Affairs (Community Care Network), LTC long-term-care insurance
 *   company, PVT private pay (the client or family pays); `tfl_days` timely-filing limit: a claim must reach the payer
 *   within this many days after the service (empty for private pay); `eft_yn` Y when the payer pays by electronic
 *   funds transfer, N when it pays by check.
 * - `cg`: caregivers and nurses (field staff). `cg_id`; `frst_nm`, `last_nm`; `role_cd` PCA personal care aide, HHA
 *   home health aide, CNA certified nurse aide (NC Nurse Aide I), LPN licensed practical nurse, RN registered nurse
 *   (RNs also assess clients and write care plans); `emp_typ` FT full-time, PT part-time, PRN as-needed (on call, mostly
 *   fills in for others); `hire_dt`; `term_dt` last day of employment (empty while employed); `trm_cd` why the person
 *   left: VQ quit, IT let go by the agency (empty while employed); `stat_cd` A active, L on leave of absence (still
 *   employed, gets no visits), T no longer employed; `pay_rt` current hourly pay in dollars; `lang2_cd` a language
 *   spoken besides English: ES Spanish, FR French, AR Arabic, VI Vietnamese, SW Swahili (empty for English only);
 *   `car_yn` Y when the person has a car and may drive clients to errands and appointments; `cty_nm` home town;
 *   `phn_no` mobile phone.
 * - `cert`: certifications and screenings, the latest one of each kind per person (a renewal overwrites the row).
 *   `cert_id`; `cg_ref` the cg_id; `cert_cd` CPR CPR / basic life support card, FA first aid, TB tuberculosis
 *   screening (yearly), PCT personal care aide training certificate, HHA home health aide training certificate, NA1 NC
 *   Nurse Aide I registry listing, MED NC medication aide registry listing, DEM dementia care certificate, RNL
 *   registered nurse licence, LPN practical nurse licence; `cert_no` registry or licence number (NA1, MED, RNL, LPN
 *   only); `iss_dt` the day it was issued or last renewed; `exp_dt` the day it expires (empty when it does not
 *   expire: PCT, HHA, DEM).
 * - `cli`: clients. `cli_id`; `frst_nm`, `last_nm`; `dob` date of birth; `sex_cd` F or M; `cty_nm` town; `cnty_nm`
 *   county; `pyr_cd` the payer that pays for the client's care; `ref_cd` who referred the client: HSP hospital
 *   discharge planner, SNF rehab or nursing facility discharge planner, PHY physician's office, FAM family or the client
 *   themself, CM health plan care manager, VA VA social worker, AAA area agency on aging or county social services, WEB
 *   our website or an online senior-care directory; `ref_dt` the day the referral came in; `adm_dt` start of care, the
 *   day of the first visit (empty while pending); `dsch_dt` the day the client was discharged (empty unless
 *   discharged); `dsch_rsn` why: GOL recovered, no longer needs help, FAM family took over the care or declined more
 *   service, NH moved into a nursing home, ALF moved into assisted living, HOS went onto hospice, DEC died, PAY could no
 *   longer pay or lost coverage, MOV moved out of the area, AGY changed to another agency (empty unless discharged);
 *   `stat_cd` A active (on service), P pending (referral accepted, care not started yet), D discharged; `hld_dt` the
 *   day the current hold began, when an active client is in the hospital or a rehab facility and visits are
 *   suspended (empty when not on hold); `dx_cd` main diagnosis group: DEM dementia / Alzheimer's, CHF heart failure,
 *   COPD lung disease, STR stroke, PKD Parkinson's disease, DIA diabetes, ORT recovery from a fall, fracture or joint
 *   replacement, CA cancer, FRL general frailty; `lv_aln_yn` Y when the client lives alone.
 * - `cp`: care plans, one per client and service and plan period (a renewal is a new row). `cp_id`; `cli_ref` the
 *   cli_id; `svc_cd` service: PC personal care, HMK homemaker / companion, RSP respite, SN private-duty nursing;
 *   `auth_hrs_wk` hours a week authorized; `dys_wk` visit days a week scheduled; `bill_rt` hourly rate billed to the
 *   payer in dollars; `auth_no` the payer's prior-authorization or referral number (Medicaid and VA only); `eff_dt`
 *   first day of the plan; `end_dt` last day of the plan; `rn_ref` the cg_id of the nurse who assessed the client and
 *   wrote the plan; `pri_cg` the cg_id of the client's regular caregiver under the plan (the last one, for closed
 *   plans); `sts_cd` A current, C closed (renewed, or the client was discharged).
 * - `vst`: visits, one row per scheduled visit. `vst_id`; `cli_ref` the cli_id; `cg_ref` the cg_id of the caregiver who
 *   made the visit (for a missed or cancelled visit, the one scheduled); `cp_ref` the cp_id of the care plan; `svc_cd`
 *   service (codes as in `cp`); `vst_dt` visit date; `sch_st` scheduled start time; `sch_hrs` scheduled length in
 *   hours; `clk_in`, `clk_out` when the caregiver clocked in and out (completed visits only); `evv_cd` how the visit was
 *   verified: GPS caregiver's phone app, TEL telephone call from the client's home phone, MAN times keyed in by the
 *   office after the caregiver could not clock in (completed visits only); `bill_hrs` hours billable: the clocked time
 *   in whole quarter hours, at most sch_hrs (completed visits only); `mi_qty` miles the caregiver drove the client on
 *   errands (0 when none; completed visits only); `sts_cd` CMP completed, MSD missed (nobody came, or the visit could
 *   not happen), CXL cancelled ahead of time by the client or family; `rsn_cd` why a visit was missed: NCS caregiver no
 *   call, no show, SCK caregiver called out sick and no fill-in was found, CAR caregiver's car broke down, WX snow or
 *   ice, CNH client not home or refused care at the door; or cancelled: HSP client in the hospital or rehab, APT client
 *   at an appointment, FAM family covering, OTH other (empty for completed visits); `sub_yn` Y when a fill-in
 *   caregiver made the visit in place of the regular one; `clm_ref` the clm_no of the claim the visit was billed on
 *   (empty until billed, and for visits not completed).
 * - `clm`: claims, one per client and calendar month of service, sent to the client's payer (an invoice, for private
 *   pay). `clm_no`; `cli_ref` the cli_id; `pyr_cd` the payer billed; `frm_dt`, `thru_dt` first and last day of service
 *   on the claim; `sub_dt` the day it was submitted; `hrs_qty` hours billed; `bill_amt` amount billed in dollars;
 *   `sts_cd` PN pending (no answer from the payer yet), PD paid in full, PP paid in part (the payer cut the amount),
 *   DN denied, AP denied and appealed, waiting on the appeal (an appeal that won is PD); `adj_dt` the day the payer paid
 *   or denied it (for an appeal that won, the day it was paid; empty while pending); `paid_amt` amount paid in dollars
 *   (0 for denied claims, empty while pending); `dnl_cd` why a claim was denied or cut: AUT no authorization for the
 *   hours, or more hours than authorized, EVV visits without valid electronic verification, ELG client not eligible on
 *   the dates, COD billing code or modifier error, DUP duplicate claim, TML sent after the timely-filing limit, DOC
 *   documentation (care notes, plan of care) missing, MAX policy's daily benefit maximum reached (empty otherwise).
 * - `inc`: incidents. `inc_no`; `inc_dt` the day it happened; `cli_ref` the cli_id; `cg_ref` the cg_id of the caregiver
 *   involved or on duty (empty when no caregiver was there); `typ_cd` FAL client fall, ER client taken to the emergency
 *   room or hospital (other than after a fall), MED medication error, SKN pressure sore or skin injury found, CMP
 *   complaint from the client or family, THF money or belongings reported missing, ABN suspected abuse, neglect or
 *   exploitation (reported to adult protective services), INJ caregiver hurt on the job, VEH car accident while
 *   driving a client; `sev_cd` severity 1 minor, 2 moderate, 3 serious; `hsp_yn` Y when the client went to the hospital
 *   or emergency room; `st_rpt_yn` Y when it was reported to the state (DHSR or adult protective services); `sts_cd`
 *   O open, I under investigation, C closed; `cls_dt` the day it was closed (empty while open).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const START = '2023-01-02';
const LAST = '2026-11-24';

const round2 = (x: number): number => Math.round(x * 100) / 100;
const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const minD = (a: string, b: string): string => (a < b ? a : b);
const maxD = (a: string, b: string): string => (a > b ? a : b);
const hhmm = (min: number): string => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
const ts = (d: string, min: number): string => `${d} ${hhmm(min)}:00`;
const monthEnd = (d: string): string => addDays(nextMonth(d), -1);
function nextMonth(d: string): string {
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

const FIRST_CG = ['Keisha', 'Tamika', 'Latoya', 'Shanice', 'Maria', 'Guadalupe', 'Rosa', 'Yesenia', 'Angela', 'Brenda', 'Crystal',
  'Tiffany', 'Jasmine', 'Destiny', 'Amina', 'Fatuma', 'Grace', 'Esperance', 'Linh', 'Thao', 'Mai', 'Huda', 'Samira', 'Kimberly',
  'Ashley', 'Brittany', 'Heather', 'Monique', 'Ebony', 'Denise', 'Sharon', 'Patrice', 'Nicole', 'Tonya', 'Alicia', 'Marcus',
  'Andre', 'Terrell', 'Jamal', 'Kevin', 'Daniel', 'Joseph', 'Emmanuel', 'Jean', 'Claudine', 'Beatrice', 'Yolanda', 'Sandra',
  'Lakisha', 'Renee', 'Felicia', 'Courtney', 'Danielle', 'Vanessa', 'Adriana', 'Lucia', 'Carmen', 'Noor', 'Aaliyah', 'Imani'];
const LAST_CG = ['Johnson', 'Williams', 'Brown', 'Jones', 'Davis', 'Moore', 'Harris', 'McNeill', 'Dalton', 'Hairston', 'Scales',
  'Gilmore', 'Wall', 'Pegram', 'Tate', 'Lindsay', 'Ruffin', 'Hargrove', 'Martinez', 'Hernandez', 'Lopez', 'Ramirez', 'Cruz',
  'Nguyen', 'Tran', 'Pham', 'Mbeki', 'Niyonzima', 'Habimana', 'Mugisha', 'Ali', 'Hassan', 'Mohamed', 'Okonkwo', 'Mensah',
  'Joyner', 'Staley', 'Bynum', 'Faucette', 'Covington', 'Cheek', 'Foust', 'Coble', 'Albright', 'Isley', 'Shoffner', 'Whitt'];
const FIRST_F = ['Dorothy', 'Betty', 'Helen', 'Margaret', 'Ruth', 'Shirley', 'Frances', 'Evelyn', 'Mildred', 'Doris', 'Virginia',
  'Martha', 'Louise', 'Jean', 'Ann', 'Peggy', 'Nancy', 'Barbara', 'Joyce', 'Gladys', 'Lois', 'Edna', 'Irene', 'Hazel', 'Bobbie',
  'Willie Mae', 'Ethel', 'Geraldine', 'Carolyn', 'Janice', 'Wanda', 'Faye', 'Inez', 'Rachel', 'Thelma', 'Norma', 'Opal', 'Vera'];
const FIRST_M = ['Harold', 'Earl', 'James', 'Robert', 'Charles', 'William', 'Clarence', 'Walter', 'Eugene', 'Roy', 'Ralph', 'Howard',
  'Frank', 'George', 'Donald', 'Kenneth', 'Carl', 'Herman', 'Lloyd', 'Wayne', 'Billy', 'Jerry', 'Leon', 'Calvin', 'Otis'];
const LAST_CL = ['Pruitt', 'Barker', 'Coble', 'Isley', 'Holt', 'Gerringer', 'Wyrick', 'Kivett', 'Shoffner', 'Apple', 'Lambeth',
  'Neese', 'Tickle', 'Spoon', 'Fogleman', 'Huffines', 'Causey', 'Boone', 'Sharpe', 'Whitesell', 'Mabe', 'Joyce', 'Tuttle',
  'Vernon', 'Wagoner', 'Stack', 'Gibson', 'Hairston', 'Dalton', 'Scales', 'McCollum', 'Blackwell', 'Donnell', 'Rankin',
  'Greeson', 'Lowe', 'Cates', 'Farlow', 'Hinshaw', 'Macon', 'Pugh', 'Routh', 'Trogdon', 'Yow', 'Brady', 'Cox', 'Kearns', 'Lineberry',
  'Stout', 'Swaim', 'Clapp', 'Ingold', 'Moser', 'Paisley', 'Staley', 'Whitley', 'Mebane', 'Gray', 'Price', 'Reid', 'Simpson'];

// town, county, weight
const TOWNS: [string, string, number][] = [
  ['Greensboro', 'Guilford', 40], ['High Point', 'Guilford', 12], ['Jamestown', 'Guilford', 3], ['Summerfield', 'Guilford', 2],
  ['Oak Ridge', 'Guilford', 2], ['Pleasant Garden', 'Guilford', 2], ['McLeansville', 'Guilford', 2],
  ['Winston-Salem', 'Forsyth', 8], ['Kernersville', 'Forsyth', 5], ['Clemmons', 'Forsyth', 2],
  ['Burlington', 'Alamance', 7], ['Graham', 'Alamance', 3], ['Mebane', 'Alamance', 2], ['Elon', 'Alamance', 1],
  ['Asheboro', 'Randolph', 4], ['Archdale', 'Randolph', 3], ['Randleman', 'Randolph', 2],
  ['Reidsville', 'Rockingham', 4], ['Eden', 'Rockingham', 2], ['Madison', 'Rockingham', 1],
];

type Pyr = { cd: string; nm: string; typ: string; tfl: number | null; eft: string; w: number };
const PYRS: Pyr[] = [
  { cd: 'NCMD', nm: 'NC Medicaid Direct', typ: 'MCD', tfl: 365, eft: 'Y', w: 14 },
  { cd: 'WCNC', nm: 'WellCare of North Carolina', typ: 'MCO', tfl: 180, eft: 'Y', w: 7 },
  { cd: 'HBLU', nm: 'Healthy Blue', typ: 'MCO', tfl: 180, eft: 'Y', w: 7 },
  { cd: 'AMHC', nm: 'AmeriHealth Caritas North Carolina', typ: 'MCO', tfl: 180, eft: 'Y', w: 5 },
  { cd: 'UHCC', nm: 'UnitedHealthcare Community Plan of NC', typ: 'MCO', tfl: 180, eft: 'Y', w: 6 },
  { cd: 'CCHP', nm: 'Carolina Complete Health', typ: 'MCO', tfl: 180, eft: 'Y', w: 5 },
  { cd: 'VACC', nm: 'VA Community Care Network', typ: 'VA', tfl: 180, eft: 'Y', w: 10 },
  { cd: 'GNW', nm: 'Genworth Financial', typ: 'LTC', tfl: 365, eft: 'N', w: 6 },
  { cd: 'JHAN', nm: 'John Hancock', typ: 'LTC', tfl: 365, eft: 'Y', w: 4 },
  { cd: 'MOOH', nm: 'Mutual of Omaha', typ: 'LTC', tfl: 365, eft: 'N', w: 3 },
  { cd: 'TRAM', nm: 'Transamerica', typ: 'LTC', tfl: 365, eft: 'Y', w: 2 },
  { cd: 'PVT', nm: 'Private Pay', typ: 'PVT', tfl: null, eft: 'N', w: 28 },
];

function rate(typ: string, svc: string, d: string): number {
  const y = Math.min(2026, Math.max(2022, Number(d.slice(0, 4))));
  if (typ === 'MCD' || typ === 'MCO') return d < '2023-01-01' ? 23.1 : d < '2024-01-01' ? 24.2 : d < '2025-07-01' ? 25.36 : 26.44;
  if (typ === 'VA') return ({ 2022: 29.4, 2023: 30.5, 2024: 31.9, 2025: 33.1, 2026: 34.2 } as Record<number, number>)[y]!;
  const pc = ({ 2022: 28, 2023: 30, 2024: 32, 2025: 34, 2026: 36 } as Record<number, number>)[y]!;
  if (svc === 'HMK') return pc - 2;
  if (svc === 'RSP') return pc + 2;
  if (svc === 'SN') return pc * 2.5 + 10;
  return pc;
}

const WX_DAYS = new Set(['2024-01-16', '2025-01-10', '2025-01-21', '2025-01-22', '2025-02-19', '2026-01-25', '2026-01-26', '2026-02-23']);

export function datasetSql(): string {
  const r = seededRandom(7351);
  const used = new Set<string>();
  const cgName = uniqueNames(r, FIRST_CG, LAST_CG, used);
  const fName = uniqueNames(r, FIRST_F, LAST_CL, used);
  const mName = uniqueNames(r, FIRST_M, LAST_CL, used);
  const townPick = (): [string, string] => {
    const t = r.weighted(TOWNS.map((x) => [x, x[2]] as const));
    return [t[0], t[1]];
  };
  const phone = (): string => `336-${r.int(200, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`;

  // ---- caregivers ---------------------------------------------------------------------------------------------
  type Cg = {
    id: number; f: string; l: string; role: string; typ: string; hire: string; term: string | null; trm: string | null; sts: string;
    pay: number; lang: string | null; car: string; city: string; phn: string; lateP: number; nsP: number; sickP: number;
    leave: string | null; load: number;
  };
  const cgs: Cg[] = [];
  const mkCg = (role: string, hire: string, term: string | null, typ?: string, trm?: string): Cg => {
    const [f, l] = cgName();
    const unreliable = role !== 'RN' && role !== 'LPN' && r.chance(0.14);
    const base: Record<string, [number, number]> = { PCA: [13, 15.5], HHA: [14, 16.75], CNA: [15.25, 18.5], LPN: [27, 31], RN: [38, 46] };
    const [lo, hi] = base[role]!;
    const lang = r.weighted<string | null>([[null, 62], ['ES', 18], ['FR', 6], ['AR', 5], ['VI', 4], ['SW', 5]]);
    const c: Cg = {
      id: 0, f, l, role, typ: typ ?? r.weighted([['FT', 50], ['PT', 35], ['PRN', 15]]), hire, term, trm: term ? (trm ?? (unreliable ? 'IT' : r.weighted([['VQ', 85], ['IT', 15]]))) : null,
      sts: term ? 'T' : 'A', pay: Math.round(r.float(lo, hi, 2) * 4) / 4, lang, car: r.chance(0.8) ? 'Y' : 'N', city: townPick()[0], phn: phone(),
      lateP: r.chance(0.2) ? r.float(0.12, 0.3, 3) : r.float(0.01, 0.08, 3), nsP: unreliable ? r.float(0.01, 0.03, 3) : r.float(0, 0.003, 4),
      sickP: r.float(0.02, 0.06, 3), leave: null, load: 0,
    };
    if (term && unreliable) c.trm = 'IT';
    cgs.push(c);
    return c;
  };
  // nurses
  mkCg('RN', '2018-04-02', null, 'FT');
  mkCg('RN', '2021-08-16', '2024-06-28', 'FT', 'VQ');
  mkCg('RN', '2022-10-03', null, 'FT');
  mkCg('RN', '2024-06-10', null, 'FT');
  mkCg('RN', '2025-03-17', null, 'PT');
  mkCg('LPN', '2020-01-13', null, 'FT');
  mkCg('LPN', '2023-05-08', '2025-09-12', 'PT', 'VQ');
  mkCg('LPN', '2025-08-25', null, 'PT');
  // aides on staff at the start
  const aideRole = (): string => r.weighted([['PCA', 33], ['HHA', 27], ['CNA', 40]]);
  for (let i = 0; i < 21; i++) {
    const hire = r.date('2015-06-01', '2022-12-15');
    const stay = Math.round(-Math.log(1 - r.next()) * 900) + 20;
    const term = addDays(START, stay);
    mkCg(aideRole(), hire, term <= LAST ? term : null);
  }
  // hires
  for (let m = 0; m < 47; m++) {
    const y = 2023 + Math.floor(m / 12);
    const mo = (m % 12) + 1;
    const first = `${y}-${String(mo).padStart(2, '0')}-01`;
    const n = r.poisson(1.0);
    for (let k = 0; k < n; k++) {
      const hire = r.date(first, minD(addDays(nextMonth(first), -1), '2026-11-16'));
      if (hire > LAST) continue;
      const c = mkCg(aideRole(), hire, null);
      const stay = c.nsP > 0.005 ? r.int(45, 320) : Math.round(-Math.log(1 - r.next()) * 620) + 25;
      const term = addDays(hire, stay);
      if (term <= LAST) {
        c.term = term;
        c.sts = 'T';
        c.trm = c.nsP > 0.005 ? 'IT' : r.weighted([['VQ', 85], ['IT', 15]]);
      }
    }
  }
  cgs.sort((a, b) => (a.hire < b.hire ? -1 : a.hire > b.hire ? 1 : 0));
  cgs.forEach((c, i) => { c.id = 301 + i; });
  // two long-serving aides are on leave now
  const longAides = cgs.filter((c) => c.term === null && c.role !== 'RN' && c.role !== 'LPN' && c.hire < '2024-01-01');
  const onLeave = [longAides[1]!, longAides[4]!];
  onLeave[0]!.leave = '2026-10-19';
  onLeave[1]!.leave = '2026-11-02';
  onLeave.forEach((c) => { c.sts = 'L'; });

  const employed = (c: Cg, d: string): boolean => c.hire <= d && (c.term === null || d <= c.term) && (c.leave === null || d < c.leave);
  const rolesFor = (svc: string): string[] => (svc === 'SN' ? ['RN', 'LPN'] : ['PCA', 'HHA', 'CNA']);

  // ---- clients ------------------------------------------------------------------------------------------------
  type Plan = {
    id: number; cli: Cli; svc: string; auth: number; dys: number; days: number[]; st: number; hrs: number; rt: number; authNo: string | null;
    eff: string; end: string; rn: Cg; pri: Cg | null; sts: string;
  };
  type Slot = { svc: string; plans: Plan[]; cg: Cg | null; wk: number };
  type Cli = {
    id: number; f: string; l: string; dob: string; sex: string; city: string; cnty: string; pyr: Pyr; ref: string; refDt: string;
    adm: string | null; dsch: string | null; rsn: string | null; sts: string; hld: string | null; dx: string; alone: string;
    holds: [string, string][]; slots: Slot[]; slow: boolean; famOff: [string, string] | null;
  };
  const clis: Cli[] = [];
  const LOS: Record<string, [number, number, number]> = {
    GOL: [30, 120, 15], FAM: [45, 360, 12], NH: [120, 800, 16], ALF: [90, 700, 10], DEC: [60, 900, 18], HOS: [60, 600, 8],
    PAY: [60, 400, 6], MOV: [45, 600, 6], AGY: [45, 500, 5],
  };
  const rnOn = (d: string): Cg => {
    const ok = cgs.filter((c) => c.role === 'RN' && c.hire <= d && (c.term === null || d <= c.term));
    return ok.length ? r.pick(ok) : cgs.find((c) => c.role === 'RN')!;
  };
  const mkSched = (svc: string, typ: string): { dys: number; hrs: number; st: number; extra: number } => {
    let dys: number;
    let hrs: number;
    if (svc === 'SN') { dys = 1; hrs = r.pick([1, 1, 1.5, 2]); }
    else if (svc === 'HMK') { dys = r.int(1, 3); hrs = r.pick([3, 3, 4]); }
    else if (svc === 'RSP') { dys = r.int(1, 2); hrs = r.pick([4, 5, 6]); }
    else if (typ === 'MCD' || typ === 'MCO') { dys = r.weighted([[2, 20], [3, 40], [4, 20], [5, 17], [7, 3]]); hrs = r.pick([2, 2, 2.5, 3, 3, 3.5, 4]); }
    else if (typ === 'VA') { dys = r.int(2, 4); hrs = r.pick([2, 3, 3, 4]); }
    else if (typ === 'LTC') { dys = r.weighted([[3, 40], [4, 30], [5, 25], [7, 5]]); hrs = r.pick([4, 4, 5, 6, 8]); }
    else { dys = r.weighted([[2, 35], [3, 40], [4, 13], [5, 10], [7, 2]]); hrs = r.pick([3, 3, 4, 4, 5, 6, 8]); }
    const latest = 23 * 60 - 60 - hrs * 60 - 90;
    const st = Math.min(latest, svc === 'PC' ? r.pick([420, 450, 480, 480, 510, 540, 540, 570, 600, 780, 840]) : r.pick([540, 570, 600, 630, 660, 780, 810, 840]));
    const extra = typ === 'MCD' || typ === 'MCO' ? r.pick([0, 0, 0, 0.5, 1, 1.5, 2]) : r.pick([0, 0, 0, 1]);
    return { dys, hrs, st, extra };
  };
  const pickDays = (dys: number): number[] => {
    if (dys >= 7) return [0, 1, 2, 3, 4, 5, 6];
    if (dys === 6) return [1, 2, 3, 4, 5, 6];
    const pool = r.shuffle([1, 2, 3, 4, 5]);
    return pool.slice(0, dys).sort();
  };
  const plans: Plan[] = [];
  const buildPlans = (c: Cli, svc: string, from: string, to: string | null): Slot => {
    const slot: Slot = { svc, plans: [], cg: null, wk: 0 };
    const len = c.pyr.typ === 'MCD' || c.pyr.typ === 'MCO' ? 365 : 182;
    let eff = from;
    let sc = mkSched(svc, c.pyr.typ);
    let days = pickDays(sc.dys);
    for (;;) {
      let end = addDays(eff, len - 1);
      if (end === LAST) end = addDays(end, 6);
      const closing = to !== null && to <= end;
      if (closing) end = to!;
      const authNo = c.pyr.typ === 'VA' ? `VA${r.int(1000000000, 9999999999)}` : c.pyr.typ === 'MCD' || c.pyr.typ === 'MCO' ? `PA${r.int(10000000, 99999999)}` : null;
      const p: Plan = {
        id: 0, cli: c, svc, auth: sc.dys * sc.hrs + sc.extra, dys: sc.dys, days, st: sc.st, hrs: sc.hrs, rt: rate(c.pyr.typ, svc, eff), authNo,
        eff, end, rn: rnOn(eff), pri: null, sts: closing || end < LAST ? 'C' : 'A',
      };
      slot.plans.push(p);
      plans.push(p);
      if (closing || end >= LAST) break;
      eff = addDays(end, 1);
      if (r.chance(0.3)) {
        const s2 = mkSched(svc, c.pyr.typ);
        if (r.chance(0.5)) { sc = { ...s2, st: sc.st }; days = pickDays(sc.dys); } else sc = { ...sc, hrs: s2.hrs, extra: s2.extra };
      }
    }
    return slot;
  };
  const mkCli = (refDt: string, adm: string | null, initial: boolean): Cli => {
    const pyr = r.weighted(PYRS.map((p) => [p, p.w] as const));
    const male = pyr.typ === 'VA' ? r.chance(0.85) : r.chance(0.32);
    const [f, l] = male ? mName() : fName();
    const [city, cnty] = townPick();
    const ageAt = pyr.typ === 'VA' ? r.int(68, 97) : r.int(60, 98);
    const base = adm ?? refDt;
    const dob = addDays(base, -(ageAt * 365 + r.int(0, 364)));
    const ref = pyr.typ === 'VA' ? r.weighted([['VA', 80], ['HSP', 10], ['FAM', 10]])
      : pyr.typ === 'MCO' ? r.weighted([['CM', 45], ['HSP', 15], ['PHY', 15], ['AAA', 15], ['FAM', 10]])
        : pyr.typ === 'MCD' ? r.weighted([['AAA', 35], ['PHY', 30], ['HSP', 15], ['FAM', 20]])
          : r.weighted([['FAM', 30], ['HSP', 22], ['SNF', 15], ['PHY', 13], ['WEB', 20]]);
    const dx = r.weighted([['DEM', 24], ['CHF', 10], ['COPD', 9], ['STR', 10], ['PKD', 5], ['DIA', 10], ['ORT', 12], ['CA', 6], ['FRL', 14]]);
    let dsch: string | null = null;
    let rsn: string | null = null;
    if (adm) {
      let rs = r.weighted(Object.entries(LOS).map(([k, v]) => [k, v[2]] as const));
      if ((pyr.typ === 'MCD' || pyr.typ === 'MCO') && rs === 'GOL' && r.chance(0.6)) rs = 'NH';
      const [lo, hi] = LOS[rs]!;
      const stay = initial ? Math.round(-Math.log(1 - r.next()) * 520) + 10 : r.int(lo, hi);
      const end = initial ? addDays(START, stay) : addDays(adm, stay);
      if (end <= LAST) { dsch = end; rsn = rs; }
    }
    const c: Cli = {
      id: 0, f, l, dob, sex: male ? 'M' : 'F', city, cnty, pyr, ref, refDt, adm, dsch, rsn, sts: adm ? (dsch ? 'D' : 'A') : 'P', hld: null,
      dx, alone: r.chance(dx === 'DEM' ? 0.25 : 0.45) ? 'Y' : 'N', holds: [], slots: [], slow: pyr.typ === 'PVT' && r.chance(0.08), famOff: null,
    };
    clis.push(c);
    return c;
  };
  for (let i = 0; i < 21; i++) {
    const adm = r.date('2020-02-01', '2022-12-20');
    mkCli(addDays(adm, -r.int(3, 20)), adm, true);
  }
  for (let d = START; d <= LAST; d = addDays(d, 7)) {
    const n = r.poisson(d >= '2025-01-01' ? 0.52 : 0.42);
    for (let k = 0; k < n; k++) {
      const refDt = r.date(d, minD(addDays(d, 6), LAST));
      const c = mkCli(refDt, null, false);
      const wait = c.pyr.typ === 'MCD' || c.pyr.typ === 'MCO' ? r.int(7, 24) : c.pyr.typ === 'VA' ? r.int(6, 20) : r.int(2, 9);
      const adm = addDays(refDt, wait);
      if (adm <= LAST) {
        // re-draw the outcome now that we know the start of care
        clis.pop();
        mkCliWith(c, adm);
      }
    }
  }
  function mkCliWith(c: Cli, adm: string): Cli {
    let rs = r.weighted(Object.entries(LOS).map(([k, v]) => [k, v[2]] as const));
    if ((c.pyr.typ === 'MCD' || c.pyr.typ === 'MCO') && rs === 'GOL' && r.chance(0.6)) rs = 'NH';
    const [lo, hi] = LOS[rs]!;
    const end = addDays(adm, r.int(lo, hi));
    c.adm = adm;
    if (end <= LAST) { c.dsch = end; c.rsn = rs; c.sts = 'D'; } else c.sts = 'A';
    clis.push(c);
    return c;
  }
  clis.sort((a, b) => (a.refDt < b.refDt ? -1 : a.refDt > b.refDt ? 1 : 0));
  clis.forEach((c, i) => { c.id = 10001 + i; });

  // hospital holds, services and plans
  for (const c of clis) {
    if (!c.adm) continue;
    const endSvc = c.dsch ?? LAST;
    let t = addDays(maxD(c.adm, '2022-12-01'), Math.round(-Math.log(1 - r.next()) * 330) + 14);
    while (t < endSvc) {
      const len = r.int(3, 24);
      const e = addDays(t, len - 1);
      if (e >= endSvc && c.dsch) break;
      c.holds.push([t, e]);
      t = addDays(e, Math.round(-Math.log(1 - r.next()) * 330) + 20);
    }
    if (c.dsch && ['NH', 'DEC', 'HOS'].includes(c.rsn!) && r.chance(0.6) && daysBetween(c.adm, c.dsch) > 30) {
      const len = r.int(4, 20);
      const s = addDays(c.dsch, -len);
      c.holds = c.holds.filter(([, e]) => e < addDays(s, -7));
      c.holds.push([s, addDays(c.dsch, -1)]);
    }
    for (const [s, e] of c.holds) if (!c.dsch && s <= LAST && e >= LAST) c.hld = s;
    const typ = c.pyr.typ;
    const main = typ === 'PVT' ? r.weighted([['PC', 55], ['HMK', 35], ['RSP', 10]]) : typ === 'VA' ? r.weighted([['PC', 65], ['HMK', 20], ['RSP', 15]]) : 'PC';
    c.slots.push(buildPlans(c, main, c.adm, c.dsch));
    if ((typ === 'PVT' || typ === 'LTC') && r.chance(0.16)) {
      c.slots.push(buildPlans(c, 'SN', addDays(c.adm, r.int(0, 20)), c.dsch));
    }
  }
  // a family covering all care over the last three weeks (holiday visit), for one active private-pay client
  const famCli = clis.find((c) => c.sts === 'A' && c.pyr.typ === 'PVT' && !c.hld && c.adm! < '2026-06-01' && c.slots[0]!.svc === 'PC' && c.holds.every(([, e]) => e < '2026-10-01'));
  if (famCli) famCli.famOff = ['2026-11-05', LAST];
  // two private-pay families who pay late
  clis.filter((c) => c.sts === 'A' && c.pyr.typ === 'PVT' && c.adm! < '2026-06-01' && c !== famCli).slice(0, 2).forEach((c) => { c.slow = true; });

  // ---- day-by-day visits --------------------------------------------------------------------------------------
  type Vst = {
    id: number; cli: Cli; cg: Cg; plan: Plan; svc: string; dt: string; st: number; hrs: number; cin: string | null; cout: string | null;
    evv: string | null; bill: number | null; mi: number | null; sts: string; rsn: string | null; sub: string; clm: number | null;
  };
  const vsts: Vst[] = [];
  const pickCg = (svc: string, d: string, not: Cg | null): Cg => {
    const ok = cgs.filter((c) => rolesFor(svc).includes(c.role) && employed(c, d) && c !== not && c.typ !== 'PRN');
    const pool = ok.length ? ok : cgs.filter((c) => rolesFor(svc).includes(c.role) && employed(c, d) && c !== not);
    pool.sort((a, b) => a.load - b.load || a.id - b.id);
    return r.pick(pool.slice(0, 3));
  };
  const pickSub = (svc: string, d: string, not: Cg): Cg | null => {
    const pool = cgs.filter((c) => rolesFor(svc).includes(c.role) && employed(c, d) && c !== not);
    if (!pool.length) return null;
    return r.weighted(pool.map((c) => [c, c.typ === 'PRN' ? 4 : 1] as const));
  };
  const planOn = (s: Slot, d: string): Plan | null => s.plans.find((p) => p.eff <= d && d <= p.end) ?? null;
  const onHold = (c: Cli, d: string): boolean => c.holds.some(([s, e]) => s <= d && d <= e);
  const active = clis.filter((c) => c.adm);
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    const wd = dayOfWeek(d);
    for (const c of active) {
      if (c.adm! > d) continue;
      if (c.dsch && d > c.dsch) {
        for (const s of c.slots) if (s.cg) { s.cg.load -= s.wk; s.cg = null; s.wk = 0; }
        continue;
      }
      for (const s of c.slots) {
        const p = planOn(s, d);
        if (!p) continue;
        const wk = p.dys * p.hrs;
        if (!s.cg || !employed(s.cg, d) || r.chance(1 / 260)) {
          if (s.cg) s.cg.load -= s.wk;
          s.cg = pickCg(s.svc, d, s.cg);
          s.wk = wk;
          s.cg.load += wk;
        } else if (s.wk !== wk) {
          s.cg.load += wk - s.wk;
          s.wk = wk;
        }
        p.pri = s.cg;
        const first = d === c.adm || d === p.eff && s.svc === 'SN' && s.plans[0] === p;
        if (!first && !p.days.includes(wd)) continue;
        const v: Vst = { id: 0, cli: c, cg: s.cg, plan: p, svc: s.svc, dt: d, st: p.st, hrs: p.hrs, cin: null, cout: null, evv: null, bill: null, mi: null, sts: 'CMP', rsn: null, sub: 'N', clm: null };
        vsts.push(v);
        if (first) {
          // the start-of-care visit always happens
        } else if (onHold(c, d)) { v.sts = 'CXL'; v.rsn = 'HSP'; continue; }
        else if (c.famOff && d >= c.famOff[0] && d <= c.famOff[1]) { v.sts = 'CXL'; v.rsn = 'FAM'; continue; }
        else if (r.chance(0.026)) { v.sts = 'CXL'; v.rsn = r.weighted([['APT', 45], ['FAM', 35], ['OTH', 20]]); continue; }
        else if (WX_DAYS.has(d) && r.chance(0.55)) { v.sts = 'MSD'; v.rsn = 'WX'; continue; }
        else if (r.chance(s.cg.nsP)) { v.sts = 'MSD'; v.rsn = 'NCS'; continue; }
        else if (r.chance(0.006)) { v.sts = 'MSD'; v.rsn = 'CNH'; continue; }
        else if (s.cg.car === 'Y' && r.chance(0.002)) { v.sts = 'MSD'; v.rsn = 'CAR'; continue; }
        else if (r.chance(s.cg.sickP)) {
          const sub = r.chance(0.78) ? pickSub(s.svc, d, s.cg) : null;
          if (!sub) { v.sts = 'MSD'; v.rsn = 'SCK'; continue; }
          v.cg = sub;
          v.sub = 'Y';
        }
        const who = v.cg;
        const late = r.chance(who.lateP);
        const off = late ? r.int(16, 55) : r.int(-12, 12);
        const inMin = v.st + off;
        let dur = Math.round(v.hrs * 60) + r.int(-14, 9);
        if (r.chance(0.03)) dur -= r.int(30, 75);
        if (late && r.chance(0.5)) dur -= Math.min(off, r.int(5, 30));
        v.cin = ts(d, inMin);
        v.cout = ts(d, inMin + dur);
        v.bill = Math.min(v.hrs, Math.floor(dur / 15) / 4);
        v.evv = r.weighted([['GPS', 80], ['TEL', who.lang ? 9 : 13], ['MAN', who.lateP > 0.1 ? 11 : 6]]);
        v.mi = s.svc !== 'SN' && who.car === 'Y' && r.chance(s.svc === 'HMK' ? 0.3 : 0.09) ? r.float(2, 26, 1) : 0;
      }
    }
  }
  vsts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.st - b.st || a.cli.id - b.cli.id || a.svc.localeCompare(b.svc)));
  vsts.forEach((v, i) => { v.id = 1 + i; });
  plans.sort((a, b) => (a.eff < b.eff ? -1 : a.eff > b.eff ? 1 : a.cli.id - b.cli.id || a.svc.localeCompare(b.svc)));
  plans.forEach((p, i) => { p.id = 1 + i; if (!p.pri) p.pri = pickCg(p.svc, maxD(p.eff, START), null); });

  // ---- claims -------------------------------------------------------------------------------------------------
  type Clm = {
    no: number; cli: Cli; frm: string; thru: string; sub: string; hrs: number; amt: number; sts: string; adj: string | null; paid: number | null; dnl: string | null;
  };
  const clms: Clm[] = [];
  const byKey = new Map<string, Vst[]>();
  for (const v of vsts) {
    if (v.sts !== 'CMP' || v.dt >= '2026-11-01') continue;
    const k = `${v.cli.id}|${v.dt.slice(0, 7)}`;
    if (!byKey.has(k)) byKey.set(k, []);
    byKey.get(k)!.push(v);
  }
  const denyP: Record<string, number> = { NCMD: 0.04, WCNC: 0.06, HBLU: 0.06, AMHC: 0.08, UHCC: 0.06, CCHP: 0.12, VACC: 0.09, GNW: 0.07, JHAN: 0.05, MOOH: 0.06, TRAM: 0.05, PVT: 0 };
  const lagFor = (p: Pyr, c: Cli): number => {
    if (p.cd === 'CCHP') return r.int(24, 62);
    if (p.typ === 'MCD') return r.int(10, 24);
    if (p.typ === 'MCO') return r.int(14, 38);
    if (p.typ === 'VA') return r.int(30, 80);
    if (p.typ === 'LTC') return p.cd === 'GNW' ? r.int(25, 55) : r.int(16, 40);
    return c.slow ? r.int(45, 90) : r.int(3, 26);
  };
  for (const [, vs] of byKey) {
    const c = vs[0]!.cli;
    const p = c.pyr;
    const frm = vs[0]!.dt;
    const thru = vs[vs.length - 1]!.dt;
    const mEnd = monthEnd(frm);
    const late = p.typ !== 'PVT' && r.chance(0.01);
    const sub = addDays(mEnd, late ? r.int(p.tfl! + 5, p.tfl! + 40) : p.typ === 'PVT' ? r.int(1, 5) : r.int(3, 11));
    if (sub > LAST) continue;
    const hrs = vs.reduce((s, v) => s + v.bill!, 0);
    const amt = round2(vs.reduce((s, v) => s + v.bill! * v.plan.rt, 0));
    const cl: Clm = { no: 0, cli: c, frm, thru, sub, hrs, amt, sts: 'PD', adj: null, paid: null, dnl: null };
    const adj = addDays(sub, lagFor(p, c));
    if (late) {
      cl.sts = 'DN'; cl.dnl = 'TML'; cl.adj = addDays(sub, r.int(10, 30)); cl.paid = 0;
      if (cl.adj > LAST) { cl.sts = 'PN'; cl.adj = null; cl.paid = null; cl.dnl = null; }
    } else if (adj > LAST) {
      cl.sts = 'PN';
    } else if (r.chance(denyP[p.cd]!)) {
      const why = p.typ === 'VA' ? r.weighted([['AUT', 50], ['DOC', 30], ['COD', 20]])
        : p.typ === 'LTC' ? r.weighted([['DOC', 60], ['ELG', 25], ['COD', 15]])
          : r.weighted([['AUT', 30], ['EVV', 25], ['ELG', 20], ['COD', 15], ['DUP', 10]]);
      cl.sts = 'DN'; cl.dnl = why; cl.adj = adj; cl.paid = 0;
      if (['EVV', 'COD', 'DOC', 'AUT'].includes(why) && r.chance(0.6)) {
        const res = addDays(adj, r.int(30, 120));
        if (res > LAST) cl.sts = 'AP';
        else if (r.chance(0.7)) { cl.sts = 'PD'; cl.dnl = null; cl.adj = res; cl.paid = amt; }
      }
    } else if ((p.typ === 'MCO' && r.chance(0.05)) || (p.typ === 'LTC' && r.chance(0.15)) || (p.typ === 'VA' && r.chance(0.03))) {
      cl.sts = 'PP'; cl.dnl = p.typ === 'LTC' ? 'MAX' : 'AUT'; cl.adj = adj; cl.paid = round2(amt * r.float(0.7, 0.95, 3));
    } else {
      cl.adj = adj; cl.paid = amt;
    }
    clms.push(cl);
    for (const v of vs) v.clm = -1;
    (cl as Clm & { vs: Vst[] }).vs = vs;
  }
  // recent denials the billing office has appealed
  const appealable = clms.filter((x) => x.sts === 'PD' && x.sub >= '2026-08-01' && x.sub <= '2026-09-30' && (x.cli.pyr.typ === 'MCO' || x.cli.pyr.typ === 'VA'));
  for (const x of r.shuffle(appealable).slice(0, 3)) {
    x.sts = 'AP'; x.dnl = x.cli.pyr.typ === 'VA' ? 'AUT' : r.pick(['EVV', 'AUT']); x.paid = 0; x.adj = addDays(x.sub, r.int(18, 30));
  }
  clms.sort((a, b) => (a.sub < b.sub ? -1 : a.sub > b.sub ? 1 : a.cli.id - b.cli.id));
  clms.forEach((cl, i) => {
    cl.no = 400001 + i;
    for (const v of (cl as Clm & { vs: Vst[] }).vs) v.clm = cl.no;
  });

  // ---- incidents ----------------------------------------------------------------------------------------------
  type Inc = { no: number; dt: string; cli: Cli; cg: Cg | null; typ: string; sev: number; hsp: string; rpt: string; sts: string; cls: string | null };
  const incs: Inc[] = [];
  const closeDays: Record<string, [number, number]> = {
    FAL: [2, 21], ER: [3, 28], MED: [3, 21], SKN: [5, 30], CMP: [5, 45], THF: [20, 120], ABN: [30, 150], INJ: [10, 60], VEH: [10, 45],
  };
  const addInc = (dt: string, cli: Cli, cg: Cg | null, typ: string, sev: number, hsp: string): void => {
    const [lo, hi] = closeDays[typ]!;
    const cls = addDays(dt, r.int(lo, hi));
    const open = cls > LAST;
    incs.push({
      no: 0, dt, cli, cg, typ, sev, hsp, rpt: typ === 'ABN' || typ === 'THF' || sev === 3 ? 'Y' : 'N',
      sts: open ? (['ABN', 'THF', 'CMP', 'INJ'].includes(typ) ? 'I' : 'O') : 'C', cls: open ? null : cls,
    });
  };
  for (const c of active) {
    for (const [s] of c.holds) {
      if (s < START || s > LAST) continue;
      addInc(s, c, null, r.chance(0.55) ? 'FAL' : 'ER', r.chance(0.2) ? 3 : 2, 'Y');
    }
  }
  for (const v of vsts) {
    if (v.sts !== 'CMP') continue;
    const x = r.next();
    let typ: string | null = null;
    if (x < 0.0055) typ = 'FAL';
    else if (x < 0.0063) typ = 'MED';
    else if (x < 0.0068) typ = 'SKN';
    else if (x < 0.008) typ = 'CMP';
    else if (x < 0.0083) typ = 'THF';
    else if (x < 0.0085) typ = 'ABN';
    else if (x < 0.0091) typ = 'INJ';
    else if (v.mi! > 0 && x < 0.0118) typ = 'VEH';
    if (!typ) continue;
    const sev = typ === 'ABN' ? 3 : typ === 'FAL' ? r.weighted([[1, 75], [2, 25]]) : typ === 'THF' || typ === 'SKN' || typ === 'VEH' ? 2 : r.weighted([[1, 70], [2, 30]]);
    addInc(v.dt, v.cli, typ === 'ABN' && r.chance(0.5) ? null : v.cg, typ, sev, 'N');
  }
  // two investigations that are still going on
  const longOpen: [string, string, number][] = [['2026-09-15', 'ABN', 3], ['2026-10-07', 'THF', 2]];
  const hit = new Set<Cli>();
  for (const [from, typ, sev] of longOpen) {
    const v = vsts.find((x) => x.dt >= from && x.sts === 'CMP' && x.cli.sts === 'A' && x.svc === 'PC' && !hit.has(x.cli))!;
    hit.add(v.cli);
    incs.push({ no: 0, dt: v.dt, cli: v.cli, cg: v.cg, typ, sev, hsp: 'N', rpt: 'Y', sts: 'I', cls: null });
  }
  incs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.cli.id - b.cli.id));
  incs.forEach((x, i) => { x.no = 1 + i; });

  // ---- certifications -----------------------------------------------------------------------------------------
  type Cert = { id: number; cg: Cg; cd: string; no: string | null; iss: string; exp: string | null };
  const certs: Cert[] = [];
  const activeNow = cgs.filter((c) => c.term === null);
  const soonCpr = new Set(r.shuffle(activeNow.filter((c) => c.leave === null && c.hire < '2026-06-01')).slice(0, 4));
  const lapsedCpr = new Set(r.shuffle(activeNow.filter((c) => c.leave === null && !soonCpr.has(c) && c.hire < '2025-06-01')).slice(0, 2));
  const lapsedTb = new Set(r.shuffle(activeNow.filter((c) => c.leave === null && c.hire < '2025-06-01')).slice(0, 3));
  const renewing = (c: Cg, years: number): [string, string] => {
    const ref = c.term ?? LAST;
    const exp = addDays(ref, r.int(20, years * 365 - 20));
    return [addDays(exp, -years * 365), exp];
  };
  for (const c of cgs) {
    const add = (cd: string, iss: string, exp: string | null, no: string | null = null) => certs.push({ id: 0, cg: c, cd, no, iss, exp });
    let cpr: [string, string];
    if (soonCpr.has(c)) { const exp = r.date('2026-11-28', '2026-12-19'); cpr = [addDays(exp, -730), exp]; }
    else if (lapsedCpr.has(c)) { const exp = r.date('2026-09-20', '2026-11-15'); cpr = [addDays(exp, -730), exp]; }
    else if (c.term === null) { const exp = r.date('2027-01-08', '2028-11-10'); cpr = [addDays(exp, -730), exp]; }
    else cpr = renewing(c, 2);
    add('CPR', cpr[0], cpr[1]);
    if (r.chance(0.6)) { const [i, e] = c.term === null ? ((x) => [addDays(x, -730), x])(r.date('2027-01-08', '2028-10-30')) : renewing(c, 2); add('FA', i!, e!); }
    let tb: string;
    if (lapsedTb.has(c)) tb = r.date('2025-09-01', '2025-11-10');
    else if (c.term === null) tb = maxD(r.date('2025-12-20', '2026-11-20'), c.hire < '2025-12-20' ? '2025-12-20' : addDays(c.hire, -r.int(5, 30)));
    else tb = addDays(c.term, -r.int(10, 360));
    add('TB', tb, addDays(tb, 365));
    const lic = (pfx: string) => `${pfx}${r.int(100000, 999999)}`;
    if (c.role === 'PCA') add('PCT', addDays(c.hire, -r.int(10, 400)), null);
    if (c.role === 'HHA') add('HHA', addDays(c.hire, -r.int(10, 900)), null);
    if (c.role === 'CNA') { const [i, e] = c.term === null ? ((x) => [addDays(x, -730), x])(r.date('2026-12-28', '2028-11-01')) : renewing(c, 2); add('NA1', i!, e!, lic('NA')); }
    if (c.role === 'CNA' && r.chance(0.25)) { const [i, e] = c.term === null ? ((x) => [addDays(x, -730), x])(r.date('2027-01-15', '2028-09-01')) : renewing(c, 2); add('MED', i!, e!, lic('MA')); }
    if (c.role === 'RN') { const exp = c.term === null ? r.date('2027-02-28', '2028-08-31') : renewing(c, 2)[1]; add('RNL', addDays(exp, -730), exp, lic('RN')); }
    if (c.role === 'LPN') { const exp = c.term === null ? r.date('2027-02-28', '2028-08-31') : renewing(c, 2)[1]; add('LPN', addDays(exp, -730), exp, lic('LP')); }
    if (c.role !== 'RN' && c.role !== 'LPN' && r.chance(0.4)) add('DEM', minD(addDays(maxD(c.hire, '2016-01-01'), r.int(30, 400)), c.term ?? LAST), null);
  }
  certs.forEach((x, i) => { x.id = 1 + i; });

  return [
    'CREATE SCHEMA hca;',
    `CREATE TABLE hca.pyr (pyr_cd varchar(4) PRIMARY KEY, pyr_nm varchar(60) NOT NULL, pyr_typ varchar(3) NOT NULL, tfl_days integer, eft_yn char(1) NOT NULL);`,
    `CREATE TABLE hca.cg (cg_id integer PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, role_cd varchar(3) NOT NULL,
      emp_typ varchar(3) NOT NULL, hire_dt date NOT NULL, term_dt date, trm_cd varchar(2), stat_cd char(1) NOT NULL, pay_rt numeric(6,2) NOT NULL,
      lang2_cd char(2), car_yn char(1) NOT NULL, cty_nm varchar(30) NOT NULL, phn_no varchar(12) NOT NULL);`,
    `CREATE TABLE hca.cert (cert_id integer PRIMARY KEY, cg_ref integer NOT NULL REFERENCES hca.cg (cg_id), cert_cd varchar(3) NOT NULL,
      cert_no varchar(12), iss_dt date NOT NULL, exp_dt date, UNIQUE (cg_ref, cert_cd));`,
    `CREATE TABLE hca.cli (cli_id integer PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, dob date NOT NULL, sex_cd char(1) NOT NULL,
      cty_nm varchar(30) NOT NULL, cnty_nm varchar(20) NOT NULL, pyr_cd varchar(4) NOT NULL REFERENCES hca.pyr (pyr_cd), ref_cd varchar(3) NOT NULL,
      ref_dt date NOT NULL, adm_dt date, dsch_dt date, dsch_rsn varchar(3), stat_cd char(1) NOT NULL, hld_dt date, dx_cd varchar(4) NOT NULL,
      lv_aln_yn char(1) NOT NULL);`,
    `CREATE TABLE hca.cp (cp_id integer PRIMARY KEY, cli_ref integer NOT NULL REFERENCES hca.cli (cli_id), svc_cd varchar(3) NOT NULL,
      auth_hrs_wk numeric(5,2) NOT NULL, dys_wk integer NOT NULL, bill_rt numeric(7,2) NOT NULL, auth_no varchar(14), eff_dt date NOT NULL, end_dt date NOT NULL,
      rn_ref integer NOT NULL REFERENCES hca.cg (cg_id), pri_cg integer REFERENCES hca.cg (cg_id), sts_cd char(1) NOT NULL);`,
    `CREATE TABLE hca.clm (clm_no integer PRIMARY KEY, cli_ref integer NOT NULL REFERENCES hca.cli (cli_id), pyr_cd varchar(4) NOT NULL REFERENCES hca.pyr (pyr_cd),
      frm_dt date NOT NULL, thru_dt date NOT NULL, sub_dt date NOT NULL, hrs_qty numeric(7,2) NOT NULL, bill_amt numeric(10,2) NOT NULL, sts_cd char(2) NOT NULL,
      adj_dt date, paid_amt numeric(10,2), dnl_cd varchar(3));`,
    `CREATE TABLE hca.vst (vst_id integer PRIMARY KEY, cli_ref integer NOT NULL REFERENCES hca.cli (cli_id), cg_ref integer NOT NULL REFERENCES hca.cg (cg_id),
      cp_ref integer NOT NULL REFERENCES hca.cp (cp_id), svc_cd varchar(3) NOT NULL, vst_dt date NOT NULL, sch_st time NOT NULL, sch_hrs numeric(4,2) NOT NULL,
      clk_in timestamp, clk_out timestamp, evv_cd varchar(3), bill_hrs numeric(4,2), mi_qty numeric(5,1), sts_cd varchar(3) NOT NULL, rsn_cd varchar(3),
      sub_yn char(1) NOT NULL, clm_ref integer REFERENCES hca.clm (clm_no));`,
    `CREATE TABLE hca.inc (inc_no integer PRIMARY KEY, inc_dt date NOT NULL, cli_ref integer NOT NULL REFERENCES hca.cli (cli_id), cg_ref integer REFERENCES hca.cg (cg_id),
      typ_cd varchar(3) NOT NULL, sev_cd integer NOT NULL, hsp_yn char(1) NOT NULL, st_rpt_yn char(1) NOT NULL, sts_cd char(1) NOT NULL, cls_dt date);`,
    insertRows('hca.pyr', ['pyr_cd', 'pyr_nm', 'pyr_typ', 'tfl_days', 'eft_yn'], PYRS.map((p) => [p.cd, p.nm, p.typ, p.tfl, p.eft])),
    insertRows('hca.cg', ['cg_id', 'frst_nm', 'last_nm', 'role_cd', 'emp_typ', 'hire_dt', 'term_dt', 'trm_cd', 'stat_cd', 'pay_rt', 'lang2_cd', 'car_yn', 'cty_nm', 'phn_no'],
      cgs.map((c) => [c.id, c.f, c.l, c.role, c.typ, c.hire, c.term, c.trm, c.sts, c.pay, c.lang, c.car, c.city, c.phn])),
    insertRows('hca.cert', ['cert_id', 'cg_ref', 'cert_cd', 'cert_no', 'iss_dt', 'exp_dt'], certs.map((x) => [x.id, x.cg.id, x.cd, x.no, x.iss, x.exp])),
    insertRows('hca.cli', ['cli_id', 'frst_nm', 'last_nm', 'dob', 'sex_cd', 'cty_nm', 'cnty_nm', 'pyr_cd', 'ref_cd', 'ref_dt', 'adm_dt', 'dsch_dt', 'dsch_rsn', 'stat_cd', 'hld_dt', 'dx_cd', 'lv_aln_yn'],
      clis.map((c) => [c.id, c.f, c.l, c.dob, c.sex, c.city, c.cnty, c.pyr.cd, c.ref, c.refDt, c.adm, c.dsch, c.rsn, c.sts, c.hld, c.dx, c.alone])),
    insertRows('hca.cp', ['cp_id', 'cli_ref', 'svc_cd', 'auth_hrs_wk', 'dys_wk', 'bill_rt', 'auth_no', 'eff_dt', 'end_dt', 'rn_ref', 'pri_cg', 'sts_cd'],
      plans.map((p) => [p.id, p.cli.id, p.svc, p.auth, p.dys, p.rt, p.authNo, p.eff, p.end, p.rn.id, p.pri ? p.pri.id : null, p.sts])),
    insertRows('hca.clm', ['clm_no', 'cli_ref', 'pyr_cd', 'frm_dt', 'thru_dt', 'sub_dt', 'hrs_qty', 'bill_amt', 'sts_cd', 'adj_dt', 'paid_amt', 'dnl_cd'],
      clms.map((x) => [x.no, x.cli.id, x.cli.pyr.cd, x.frm, x.thru, x.sub, x.hrs, x.amt, x.sts, x.adj, x.paid, x.dnl])),
    insertRows('hca.vst', ['vst_id', 'cli_ref', 'cg_ref', 'cp_ref', 'svc_cd', 'vst_dt', 'sch_st', 'sch_hrs', 'clk_in', 'clk_out', 'evv_cd', 'bill_hrs', 'mi_qty', 'sts_cd', 'rsn_cd', 'sub_yn', 'clm_ref'],
      vsts.map((v) => [v.id, v.cli.id, v.cg.id, v.plan.id, v.svc, v.dt, hhmm(v.st), v.hrs, v.cin, v.cout, v.evv, v.bill, v.mi, v.sts, v.rsn, v.sub, v.clm])),
    insertRows('hca.inc', ['inc_no', 'inc_dt', 'cli_ref', 'cg_ref', 'typ_cd', 'sev_cd', 'hsp_yn', 'st_rpt_yn', 'sts_cd', 'cls_dt'],
      incs.map((x) => [x.no, x.dt, x.cli.id, x.cg ? x.cg.id : null, x.typ, x.sev, x.hsp, x.rpt, x.sts, x.cls])),
  ].join('\n');
}
