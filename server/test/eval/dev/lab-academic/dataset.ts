/**
 * The collagen disease research database of Kamogawa University Hospital (fictional), kept by the Department of
 * Collagen Disease (rheumatology) in the style of the public medical research databases. It follows outpatients with
 * autoimmune and collagen diseases (lupus, rheumatoid arthritis, Sjogren's, antiphospholipid syndrome, scleroderma,
 * myositis, Behcet's ...): who they are, their special antibody and coagulation examinations, every routine
 * laboratory test, their outpatient visits and the drugs they were prescribed. The database was started in January
 * 2023; every patient in it first came to the clinic on or after that date. All tables are in schema `public`; table and
 * column names are capitalised and some hold spaces or hyphens, as the original research files had them (quote them
 * in SQL: "Patient"."First Date", "Laboratory"."T-BIL").
 *
 * - `Patient`: one row per patient. `ID` patient number (no meaning in the digits); `SEX` 'F' female, 'M' male, empty
 *   when not recorded; `Birthday`; `Description` the day the patient's data was entered in this research database
 *   (empty for some); `First Date` the day of the patient's first visit to the clinic (empty for a few referred
 *   patients whose first visit was not recorded); `Admission` '+' the patient was admitted to the hospital (inpatient)
 *   at some point, '-' followed as an outpatient only; `Diagnosis` the clinical diagnosis as text, one or more disease
 *   codes separated by ', ' (e.g. 'SLE', 'SLE, APS'): SLE systemic lupus erythematosus, RA rheumatoid arthritis, SjS
 *   Sjogren's syndrome, APS antiphospholipid syndrome, PSS progressive systemic sclerosis (scleroderma), MCTD mixed
 *   connective tissue disease, PM polymyositis, DM dermatomyositis, BEHCET Behcet's disease, PMR polymyalgia
 *   rheumatica.
 * - `Examination`: the special examinations (antibody and coagulation studies), usually one per patient around the first
 *   visit, sometimes repeated. No key; `ID` the patient number (not declared as a foreign key: a few examinations were
 *   done for patients referred from other hospitals for the test only and they are not in `Patient`); `Examination
 *   Date`; `aCL IgG`, `aCL IgM`, `aCL IgA` anti-cardiolipin antibody titers (IgG and IgM in GPL/MPL units, IgA in
 *   APL units; normal is below 10); `ANA` anti-nuclear antibody titer (0, 4, 16, 64, 256, 1024 or 4096; empty when not
 *   measured); `ANA Pattern` the staining pattern (S speckled, P peripheral, D diffuse, N nucleolar, or two of them like
 *   'P,S'); `Diagnosis` the diagnosis written on the examination request (text, may differ from the patient's
 *   diagnosis); `KCT` kaolin clotting time, `RVVT` Russell viper venom time, `LAC` lupus anticoagulant: '+' positive,
 *   '-' negative, empty when not tested; `Symptoms` the thrombosis-related symptoms noted (text, empty if none);
 *   `Thrombosis` 0 no thrombosis, 1 severe thrombosis, 2 moderate thrombosis, 3 mild thrombosis.
 * - `Laboratory`: the routine laboratory tests, one row per patient and test day (`ID` references Patient, `Date`).
 *   Empty means not measured that day. Columns (normal ranges as the clinic uses them): `GOT` AST U/L (normal < 60),
 *   `GPT` ALT U/L (< 60), `LDH` lactate dehydrogenase U/L (< 500), `ALP` alkaline phosphatase U/L (< 300), `TP` total
 *   protein g/dL (6.0-8.5), `ALB` albumin g/dL (3.5-5.5), `UA` uric acid mg/dL (<= 8.0 men, <= 6.5 women), `UN` urea
 *   nitrogen mg/dL (< 30), `CRE` creatinine mg/dL (< 1.5), `T-BIL` total bilirubin mg/dL (< 2.0), `T-CHO` total
 *   cholesterol mg/dL (< 250), `TG` triglycerides mg/dL (< 200), `CPK` creatine phosphokinase U/L (< 250), `GLU`
 *   blood glucose mg/dL (< 180), `WBC` white blood cells x1000/uL (3.5-9.0), `RBC` red blood cells million/uL
 *   (3.5-6.0), `HGB` hemoglobin g/dL (10-17), `HCT` hematocrit % (29-52), `PLT` platelets x1000/uL (100-400), `PT`
 *   prothrombin time seconds (< 14), `APTT` activated partial thromboplastin time seconds (< 45), `FG` fibrinogen
 *   mg/dL (150-450), `U-PRO` urine protein dipstick as text ('-', '+-', '+', '2+', '3+'), `IGG` IgG mg/dL (900-2000),
 *   `IGA` IgA mg/dL (80-500), `IGM` IgM mg/dL (40-400), `CRP` C-reactive protein as text: until 2024-06-30 the old
 *   analyser reported it qualitatively ('-', '+-', '+', '2+', '3+'), since 2024-07-01 it is a number in mg/dL kept as
 *   text (e.g. '0.42'; normal < 1.0); `RA` rheumatoid factor latex test as text ('-', '+-', '+', '2+'); `C3` complement
 *   C3 mg/dL (normal > 35), `C4` complement C4 mg/dL (> 10); `DNA` anti-dsDNA antibody IU/mL (< 8).
 * - `Department`: clinical departments whose doctors see these patients. `Dept` code (COL Collagen Disease /
 *   Rheumatology, HEM Hematology, NEP Nephrology, DER Dermatology, NEU Neurology); `Dept Name`; `Floor` the outpatient
 *   clinic's floor; `Head` the `Doc ID` of the head of department.
 * - `Physician`: doctors. `Doc ID` like 'D04'; `Name` full name; `Dept`; `Title` ('Professor', 'Associate Professor',
 *   'Lecturer', 'Staff Physician', 'Resident'); `Supervisor` the `Doc ID` of the doctor who supervises them (empty for
 *   heads of department); `Active` 'Y' still working here, 'N' has left.
 * - `Visit`: outpatient clinic visits (appointments). `Visit No`; `ID` the patient; `Visit Date`; `Doc ID` the doctor
 *   seen; `Visit Type` 'F' first visit, 'R' regular follow-up, 'U' unscheduled (urgent) visit; `Status` 'C' completed
 *   (the patient came), 'X' cancelled in advance, 'N' no-show, 'S' scheduled (a future appointment); `BP` blood
 *   pressure measured at the visit as text 'systolic/diastolic' (e.g. '128/76', empty if not measured or not
 *   completed); `Weight` body weight in kg (empty if not measured).
 * - `Drug`: the drugs the clinic prescribes. `Drug Code` (e.g. 'PSL'); `Generic Name`; `Class` GC glucocorticoid, DMARD
 *   disease-modifying antirheumatic drug, IS immunosuppressant, AC anticoagulant, AP antiplatelet, BIO biologic, OTH
 *   other; `Route` PO oral, IV intravenous, SC subcutaneous; `Unit` the unit of the dose ('mg/day', 'mg/week',
 *   'mg/month', ...).
 * - `Prescription`: drug courses. `Rx ID`; `ID` the patient (matched by number, no foreign key); `Drug Code`; `Start
 *   Date`; `Stop Date` the last day of the course, kept as text 'YYYY/MM/DD' by the old ordering system (empty while the
 *   patient is still taking it); `Dose` in the unit of the drug; `Doc ID` the prescribing doctor. A prednisolone taper
 *   is a sequence of courses with falling doses.
 *
 * Data up to 2026-11-24 (appointments scheduled to January 2027).
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoOf(ms(iso) + n * DAY);
const slashDate = (iso: string) => iso.replace(/-/g, '/');
const r1 = (n: number) => Math.round(n * 10) / 10;
const r2 = (n: number) => Math.round(n * 100) / 100;

/** [Doc ID, Name, Dept, Title, Supervisor, Active] */
const DOCS: [string, string, string, string, string | null, string][] = [
  ['D01', 'Takeshi Mori', 'COL', 'Professor', null, 'Y'],
  ['D02', 'Yuko Aoki', 'COL', 'Associate Professor', 'D01', 'Y'],
  ['D03', 'Kenji Ishida', 'COL', 'Lecturer', 'D02', 'Y'],
  ['D04', 'Mariko Endo', 'COL', 'Staff Physician', 'D02', 'Y'],
  ['D05', 'Daisuke Kato', 'COL', 'Staff Physician', 'D03', 'Y'],
  ['D06', 'Ayaka Nishimura', 'COL', 'Resident', 'D03', 'Y'],
  ['D07', 'Ryo Fujita', 'COL', 'Resident', 'D03', 'Y'],
  ['D08', 'Shun Ogawa', 'COL', 'Staff Physician', 'D02', 'N'],
  ['D09', 'Naoko Hayashi', 'HEM', 'Professor', null, 'Y'],
  ['D10', 'Taro Kimura', 'HEM', 'Staff Physician', 'D09', 'Y'],
  ['D11', 'Satoshi Yamada', 'NEP', 'Associate Professor', null, 'Y'],
  ['D12', 'Emi Sasaki', 'NEP', 'Staff Physician', 'D11', 'Y'],
  ['D13', 'Kaori Matsumoto', 'DER', 'Lecturer', null, 'Y'],
  ['D14', 'Jun Inoue', 'DER', 'Staff Physician', 'D13', 'Y'],
  ['D15', 'Hideo Shimizu', 'NEU', 'Professor', null, 'Y'],
  ['D16', 'Miho Takahashi', 'NEU', 'Staff Physician', 'D15', 'Y'],
  ['D17', 'Kota Nakamura', 'COL', 'Resident', 'D04', 'Y'],
];
/** [Dept, Dept Name, Floor, Head] */
const DEPTS: [string, string, number, string][] = [
  ['COL', 'Collagen Disease / Rheumatology', 3, 'D01'],
  ['HEM', 'Hematology', 4, 'D09'],
  ['NEP', 'Nephrology', 4, 'D11'],
  ['DER', 'Dermatology', 2, 'D13'],
  ['NEU', 'Neurology', 5, 'D15'],
];
/** [Drug Code, Generic Name, Class, Route, Unit] */
const DRUGS: [string, string, string, string, string][] = [
  ['PSL', 'prednisolone', 'GC', 'PO', 'mg/day'],
  ['mPSL', 'methylprednisolone (pulse)', 'GC', 'IV', 'mg/day'],
  ['HCQ', 'hydroxychloroquine', 'DMARD', 'PO', 'mg/day'],
  ['MTX', 'methotrexate', 'DMARD', 'PO', 'mg/week'],
  ['SASP', 'salazosulfapyridine', 'DMARD', 'PO', 'mg/day'],
  ['TAC', 'tacrolimus', 'IS', 'PO', 'mg/day'],
  ['MMF', 'mycophenolate mofetil', 'IS', 'PO', 'mg/day'],
  ['AZA', 'azathioprine', 'IS', 'PO', 'mg/day'],
  ['CYA', 'ciclosporin', 'IS', 'PO', 'mg/day'],
  ['IVCY', 'cyclophosphamide', 'IS', 'IV', 'mg/month'],
  ['WF', 'warfarin', 'AC', 'PO', 'mg/day'],
  ['HEP', 'heparin calcium', 'AC', 'SC', 'units/day'],
  ['ASA', 'aspirin (low dose)', 'AP', 'PO', 'mg/day'],
  ['TCZ', 'tocilizumab', 'BIO', 'SC', 'mg/2 weeks'],
  ['BEL', 'belimumab', 'BIO', 'IV', 'mg/month'],
  ['COLC', 'colchicine', 'OTH', 'PO', 'mg/day'],
];

const DX: [string, number][] = [
  ['SLE', 30], ['RA', 16], ['SjS', 8], ['APS', 6], ['PSS', 6], ['MCTD', 5], ['PM', 4], ['DM', 4], ['BEHCET', 5],
  ['PMR', 3], ['SLE, SjS', 5], ['SLE, APS', 6], ['RA, SjS', 4], ['PSS, SjS', 2],
];

interface Pat {
  id: number; sex: string | null; bday: string | null; desc: string | null; first: string | null; adm: string; dx: string;
  doc: string; start: string; lost: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(9404);
  const has = (p: Pat, code: string) => p.dx.split(', ').includes(code);

  // ---- patients
  const ids = new Set<number>();
  const pats: Pat[] = [];
  const N = 640;
  for (let i = 0; i < N; i++) {
    let id = 0;
    do id = r.weighted([[r.int(1000, 99999), 1], [r.int(100000, 999999), 3], [r.int(1000000, 5999999), 4]] as const);
    while (ids.has(id));
    ids.add(id);
    const dx = r.weighted(DX);
    const female = dx.includes('SLE') || dx.includes('SjS') ? 0.9 : dx === 'BEHCET' ? 0.45 : dx === 'PMR' ? 0.6 : 0.75;
    const sex = r.chance(0.006) ? null : r.chance(female) ? 'F' : 'M';
    // first visits: more in the first year (the existing patients brought in), then a steady stream
    const start = r.chance(0.3) ? r.date('2023-01-05', '2023-06-30') : r.date('2023-07-01', '2026-11-20');
    const ageAtStart = dx === 'PMR' ? r.int(58, 85) : dx === 'RA' || dx === 'PSS' ? r.int(30, 78)
      : dx.includes('SLE') ? r.int(16, 55) : r.int(18, 75);
    const bday = r.chance(0.01) ? null : addDays(start, -Math.round(ageAtStart * 365.25) - r.int(0, 364));
    const first = r.chance(0.02) ? null : start;
    const desc = r.chance(0.07) ? null : (() => {
      const d = addDays(start, r.weighted([[0, 4], [r.int(1, 30), 3], [r.int(31, 400), 2]] as const));
      return d > LAST_DAY ? LAST_DAY : d;
    })();
    const adm = r.chance(dx.includes('SLE') || dx.includes('PM') || dx.includes('DM') || dx.includes('APS') ? 0.42 : 0.22) ? '+' : '-';
    const doc = dx === 'APS' ? r.pick(['D09', 'D10', 'D02', 'D04'])
      : dx === 'PSS' ? r.pick(['D13', 'D14', 'D03', 'D05'])
      : dx === 'BEHCET' ? r.pick(['D15', 'D16', 'D13', 'D05'])
      : r.weighted([['D01', 4], ['D02', 7], ['D03', 8], ['D04', 9], ['D05', 8], ['D06', 5], ['D07', 5], ['D08', 4], ['D17', 3], ['D11', 2], ['D12', 2]] as const);
    const lost = r.chance(0.22) ? addDays(start, r.int(60, 1000)) : null;
    pats.push({ id, sex, bday, desc, first, adm, dx, doc, start, lost: lost && lost < LAST_DAY ? lost : null });
  }

  // ---- visits
  interface Visit { no: number; id: number; dt: string; doc: string; typ: string; sts: string; bp: string | null; wt: number | null }
  const visits: Visit[] = [];
  const baseWt = new Map<number, number>();
  const baseBp = new Map<number, number>();
  for (const p of pats) {
    baseWt.set(p.id, p.sex === 'M' ? r.float(55, 85, 1) : r.float(42, 70, 1));
    baseBp.set(p.id, r.int(100, 145));
    let d = p.start;
    let first = true;
    const endCare = p.lost ?? '2027-01-31';
    const gap = r.int(28, 84);
    while (d <= endCare) {
      // the D08 doctor left in 2025-03: his patients went to D04 / D05
      let doc = r.chance(0.86) ? p.doc : r.pick(['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D17', 'D09', 'D12', 'D14', 'D16']);
      if (doc === 'D08' && d >= '2025-03-01') doc = p.id % 2 ? 'D04' : 'D05';
      if (doc === 'D17' && d < '2024-04-01') doc = 'D03';
      let sts: string;
      if (d > LAST_DAY) sts = 'S';
      else if (first) sts = 'C';
      else sts = r.weighted([['C', 88], ['X', 6], ['N', 6]] as const);
      const done = sts === 'C';
      const bp = done && r.chance(0.9) ? (() => {
        const s = (baseBp.get(p.id) ?? 120) + r.int(-12, 14);
        return `${s}/${Math.round(s * r.float(0.55, 0.68))}`;
      })() : null;
      const wt = done && r.chance(0.7) ? r1((baseWt.get(p.id) ?? 55) + r.float(-3, 3)) : null;
      visits.push({ no: 0, id: p.id, dt: d, doc, typ: first ? 'F' : 'R', sts, bp, wt });
      if (sts === 'S') break; // only the next appointment is booked
      if (r.chance(0.05)) {
        const u = addDays(d, r.int(3, 20));
        if (u <= LAST_DAY && (!p.lost || u <= p.lost)) {
          const uu = (baseBp.get(p.id) ?? 120) + r.int(-5, 25);
          visits.push({ no: 0, id: p.id, dt: u, doc: r.pick(['D03', 'D04', 'D05', 'D06', 'D07']), typ: 'U', sts: 'C', bp: `${uu}/${Math.round(uu * 0.62)}`, wt: null });
        }
      }
      first = false;
      d = addDays(d, gap + r.int(-7, 14));
    }
  }
  visits.sort((a, b) => a.dt.localeCompare(b.dt) || a.id - b.id);
  visits.forEach((v, i) => { v.no = 100001 + i; });

  // ---- laboratory: on most completed visit days, plus inpatient days
  interface Lab { id: number; dt: string; v: Record<string, number | string | null> }
  const labs: Lab[] = [];
  const labKey = new Set<string>();
  const labDays = new Map<number, string[]>();
  for (const v of visits) {
    if (v.sts !== 'C' || v.dt > LAST_DAY) continue;
    if (!r.chance(v.typ === 'F' ? 0.97 : v.typ === 'U' ? 0.9 : 0.72)) continue;
    const list = labDays.get(v.id) ?? [];
    list.push(v.dt);
    labDays.set(v.id, list);
  }
  for (const p of pats) {
    if (p.adm !== '+') continue;
    const list = labDays.get(p.id) ?? [];
    const admit = addDays(p.start, r.int(5, 500));
    if (admit > LAST_DAY || (p.lost && admit > p.lost)) continue;
    for (let k = 0; k < r.int(2, 5); k++) {
      const d = addDays(admit, k * r.int(3, 6));
      if (d <= LAST_DAY) list.push(d);
    }
    labDays.set(p.id, list);
  }
  for (const p of pats) {
    const days = [...new Set(labDays.get(p.id) ?? [])].sort();
    const sle = has(p, 'SLE');
    const ra = has(p, 'RA');
    const myo = has(p, 'PM') || has(p, 'DM');
    const aps = has(p, 'APS');
    const nephritis = sle && r.chance(0.25);
    const liver = r.chance(0.06);
    const lipid = r.chance(0.18);
    const diab = r.chance(0.08);
    const f = p.sex !== 'M';
    for (const dt of days) {
      const key = `${p.id}|${dt}`;
      if (labKey.has(key)) continue;
      labKey.add(key);
      const flare = r.chance(0.12);
      const n = (mu: number, sd: number) => mu + sd * (r.next() + r.next() + r.next() - 1.5) * 1.4;
      const pos = (p0: number) => Math.max(0, p0);
      const v: Record<string, number | string | null> = {};
      const basic = r.chance(0.96);
      v.GOT = basic ? Math.round(pos(n(liver ? 70 : myo ? 55 : 24, liver ? 40 : myo ? 35 : 9)) + 8) : null;
      v.GPT = basic ? Math.round(pos(n(liver ? 80 : 22, liver ? 45 : 11)) + 5) : null;
      v.LDH = basic ? Math.round(pos(n(myo || flare ? 480 : 230, myo || flare ? 170 : 55)) + 100) : null;
      v.ALP = basic ? Math.round(pos(n(liver ? 330 : 190, liver ? 110 : 55)) + 60) : null;
      v.TP = basic ? r1(n(sle ? 7.6 : 7.2, 0.6)) : null;
      v.ALB = basic ? r1(Math.min(5.4, n(nephritis ? 3.2 : 4.1, 0.45))) : null;
      v.UA = basic ? r1(pos(n(f ? 4.8 : 6.2, 1.3)) + 1) : null;
      v.UN = basic ? Math.round(pos(n(nephritis ? 28 : 14, nephritis ? 14 : 4)) + 5) : null;
      v.CRE = basic ? r2(pos(n(nephritis ? 1.3 : f ? 0.65 : 0.85, nephritis ? 0.6 : 0.15)) + 0.3) : null;
      v['T-BIL'] = basic ? r1(pos(n(liver ? 1.4 : 0.6, liver ? 0.7 : 0.25)) + 0.2) : null;
      v['T-CHO'] = basic && r.chance(0.75) ? Math.round(n(lipid ? 265 : 195, lipid ? 35 : 30)) : null;
      v.TG = basic && r.chance(0.55) ? Math.round(pos(n(lipid ? 230 : 115, lipid ? 80 : 45)) + 30) : null;
      v.CPK = r.chance(myo ? 0.95 : 0.45) ? Math.round(pos(n(myo ? (flare ? 1800 : 600) : 90, myo ? (flare ? 900 : 400) : 45)) + 20) : null;
      v.GLU = r.chance(0.35) ? Math.round(pos(n(diab ? 185 : 98, diab ? 45 : 14)) + 50) : null;
      const cbc = r.chance(0.97);
      v.WBC = cbc ? r1(Math.max(1.2, n(sle ? (flare ? 3.2 : 4.8) : ra && flare ? 10.2 : 6.4, sle ? 1.4 : 1.8))) : null;
      v.RBC = cbc ? r2(n(f ? 4.1 : 4.6, 0.45)) : null;
      v.HGB = cbc ? r1(n(f ? 12.3 : 13.9, 1.4) - (nephritis ? 1.5 : 0)) : null;
      v.HCT = cbc ? r1((v.HGB as number) * 3 + n(0, 1.2)) : null;
      v.PLT = cbc ? Math.round(Math.max(12, n(aps ? (flare ? 85 : 150) : sle && flare ? 105 : ra ? 310 : 240, aps ? 45 : 65))) : null;
      const coag = r.chance(aps ? 0.7 : 0.18);
      v.PT = coag ? r1(n(aps ? 14.5 : 11.8, aps ? 2.5 : 0.8)) : null;
      v.APTT = coag ? r1(n(aps ? 52 : 33, aps ? 9 : 4)) : null;
      v.FG = coag ? Math.round(n(flare ? 420 : 290, 60)) : null;
      v['U-PRO'] = r.chance(0.65) ? (nephritis ? r.weighted([['-', 2], ['+-', 2], ['+', 3], ['2+', 3], ['3+', 2]] as const)
        : r.weighted([['-', 85], ['+-', 9], ['+', 5], ['2+', 1]] as const)) : null;
      const ig = r.chance(0.28);
      v.IGG = ig ? Math.round(n(sle || has(p, 'SjS') ? 2050 : 1400, 380)) : null;
      v.IGA = ig ? Math.round(pos(n(260, 90)) + 40) : null;
      v.IGM = ig ? Math.round(pos(n(140, 60)) + 25) : null;
      if (r.chance(0.9)) {
        const inflam = (ra || has(p, 'PMR') || has(p, 'BEHCET')) ? (flare ? 3 : 1.2) : flare ? 2 : 0.4;
        if (dt < '2024-07-01') {
          const q = inflam * (0.5 + r.next());
          v.CRP = q < 0.4 ? '-' : q < 0.8 ? '+-' : q < 1.6 ? '+' : q < 2.6 ? '2+' : '3+';
        } else {
          const num = inflam * Math.exp(n(0, 0.9)) * 0.8;
          v.CRP = Math.max(0.02, r2(num)).toFixed(2);
        }
      } else v.CRP = null;
      v.RA = r.chance(ra ? 0.6 : 0.2) ? (ra ? r.weighted([['-', 2], ['+-', 1], ['+', 3], ['2+', 3]] as const)
        : r.weighted([['-', 8], ['+-', 1], ['+', 1]] as const)) : null;
      const comp = r.chance(sle ? 0.55 : 0.15);
      v.C3 = comp ? Math.round(n(sle ? (flare ? 45 : 72) : 92, 16)) : null;
      v.C4 = comp ? Math.round(Math.max(2, n(sle ? (flare ? 8 : 15) : 22, 5))) : null;
      v.DNA = r.chance(sle ? 0.4 : 0.06) ? r1(pos(n(sle ? (flare ? 70 : 18) : 3, sle ? 20 : 2))) : null;
      labs.push({ id: p.id, dt, v });
    }
  }
  labs.sort((a, b) => a.dt.localeCompare(b.dt) || a.id - b.id);

  // ---- examinations
  interface Exam {
    id: number; dt: string; igg: number | null; igm: number | null; iga: number | null; ana: number | null; pat: string | null;
    dx: string | null; kct: string | null; rvvt: string | null; lac: string | null; sym: string | null; thr: number;
  }
  const exams: Exam[] = [];
  const mkExam = (id: number, dt: string, dx: string): Exam => {
    const sle = dx.includes('SLE');
    const aps = dx.includes('APS');
    const aclHigh = aps || (sle && r.chance(0.25));
    const igg = r.chance(0.97) ? r1(aclHigh ? r.float(8, 120, 1) : r.float(0, 9, 1)) : null;
    const igm = r.chance(0.97) ? r1(aclHigh ? r.float(2, 40, 1) : r.float(0, 8, 1)) : null;
    const iga = r.chance(0.85) ? (aclHigh ? r.int(0, 60) : r.int(0, 8)) : null;
    const ana = r.chance(0.9) ? (sle || dx.includes('MCTD') ? r.weighted([[64, 1], [256, 3], [1024, 4], [4096, 3]] as const)
      : dx.includes('SjS') || dx.includes('PSS') ? r.weighted([[16, 1], [64, 2], [256, 4], [1024, 2]] as const)
        : r.weighted([[0, 5], [4, 3], [16, 3], [64, 2], [256, 1]] as const)) : null;
    const pat = ana === null || ana === 0 ? null : dx.includes('PSS') ? r.pick(['N', 'S', 'S,N'])
      : sle ? r.pick(['P', 'S', 'P,S', 'D', 'S', 'P'])
        : r.pick(['S', 'S', 'D', 'P,S']);
    const tested = r.chance(aps || sle ? 0.85 : 0.45);
    const lacP = aps ? 0.7 : sle ? 0.12 : 0.03;
    const lac = tested ? (r.chance(lacP) ? '+' : '-') : null;
    const kct = tested ? (lac === '+' ? (r.chance(0.75) ? '+' : '-') : r.chance(0.04) ? '+' : '-') : null;
    const rvvt = tested ? (lac === '+' ? (r.chance(0.8) ? '+' : '-') : r.chance(0.04) ? '+' : '-') : null;
    const thr = aps ? r.weighted([[0, 35], [1, 20], [2, 25], [3, 20]] as const)
      : sle ? r.weighted([[0, 85], [1, 3], [2, 5], [3, 7]] as const) : r.weighted([[0, 95], [1, 1], [2, 2], [3, 2]] as const);
    const sym = thr > 0 ? r.pick(['DVT', 'brain infarction', 'AMI', 'pulmonary embolism', 'livedo reticularis', 'abortion',
      'TIA', 'retinal vein occlusion', 'thrombocytopenia', 'DVT, pulmonary embolism'])
      : r.chance(0.06) ? r.pick(['livedo reticularis', 'Raynaud', 'headache', 'thrombocytopenia']) : null;
    const exDx = r.chance(0.1) ? null : r.chance(0.15) ? (aps ? 'APS' : sle ? 'SLE susp' : `${dx.split(', ')[0]} susp`) : dx;
    return { id, dt, igg, igm, iga, ana, pat, dx: exDx, kct, rvvt, lac, sym, thr };
  };
  for (const p of pats) {
    const pExam = p.dx.includes('APS') || p.dx.includes('SLE') ? 0.82 : 0.55;
    if (!r.chance(pExam)) continue;
    const dt = addDays(p.start, r.int(0, 45));
    if (dt > LAST_DAY) continue;
    exams.push(mkExam(p.id, dt, p.dx));
    if (r.chance(0.16)) {
      const dt2 = addDays(dt, r.int(120, 700));
      if (dt2 <= LAST_DAY) exams.push(mkExam(p.id, dt2, p.dx));
    }
  }
  for (let i = 0; i < 14; i++) {
    let id = 0;
    do id = r.int(100000, 5999999);
    while (ids.has(id));
    ids.add(id);
    exams.push(mkExam(id, r.date('2023-02-01', '2026-11-20'), r.pick(['APS', 'SLE', 'SLE, APS', 'RA', 'SjS'])));
  }
  exams.sort((a, b) => a.dt.localeCompare(b.dt) || a.id - b.id);

  // ---- prescriptions
  interface Rx { no: number; id: number; drug: string; start: string; stop: string | null; dose: number; doc: string }
  const rxs: Rx[] = [];
  const course = (p: Pat, drug: string, start: string, dose: number, minDays: number, maxDays: number, pStop: number) => {
    if (start > LAST_DAY || (p.lost && start >= p.lost)) return null;
    const end = p.lost ?? LAST_DAY;
    let stop: string | null = r.chance(pStop) ? addDays(start, r.int(minDays, maxDays)) : null;
    if (p.lost && (!stop || stop > p.lost)) stop = p.lost;
    if (stop && stop > LAST_DAY) stop = null;
    if (stop && stop > end) stop = end;
    const doc = p.doc === 'D08' && start >= '2025-03-01' ? 'D04' : p.doc;
    const rx: Rx = { no: 0, id: p.id, drug, start, stop, dose, doc };
    rxs.push(rx);
    return rx;
  };
  for (const p of pats) {
    const s0 = addDays(p.start, r.int(0, 21));
    const sle = has(p, 'SLE');
    const ra = has(p, 'RA');
    const aps = has(p, 'APS');
    const myo = has(p, 'PM') || has(p, 'DM');
    // prednisolone taper
    const pslP = sle ? 0.85 : myo ? 0.95 : has(p, 'MCTD') ? 0.7 : has(p, 'PMR') ? 0.95 : ra ? 0.35 : has(p, 'PSS') ? 0.2 : 0.25;
    if (r.chance(pslP)) {
      let dose = myo || (sle && r.chance(0.3)) ? r.pick([40, 50, 60]) : has(p, 'PMR') ? r.pick([10, 15, 20]) : r.pick([5, 10, 15, 20, 30]);
      let st = s0;
      if (p.adm === '+' && (sle || myo) && r.chance(0.5)) {
        const pulse = course(p, 'mPSL', st, r.pick([500, 1000]), 2, 2, 1);
        if (pulse) st = addDays(st, 3);
      }
      for (let k = 0; k < 5; k++) {
        const last = k === 4 || dose <= 5;
        const rx = course(p, 'PSL', st, dose, 42, 140, last ? 0.25 : 1);
        if (!rx || !rx.stop) break;
        if (p.lost && rx.stop >= p.lost) break;
        st = addDays(rx.stop, 1);
        dose = dose > 20 ? dose - 10 : dose > 10 ? dose - 5 : dose > 5 ? dose - 2.5 : 5;
      }
    }
    if ((sle && r.chance(0.55)) || (has(p, 'SjS') && r.chance(0.15))) course(p, 'HCQ', addDays(s0, r.int(0, 120)), r.pick([200, 300, 400]), 90, 700, 0.2);
    if (ra && r.chance(0.85)) {
      const mtx = course(p, 'MTX', addDays(s0, r.int(0, 30)), r.pick([6, 8, 10, 12, 16]), 60, 500, 0.25);
      if (mtx?.stop && r.chance(0.6)) course(p, 'TCZ', addDays(mtx.stop, r.int(7, 40)), 162, 100, 600, 0.2);
    }
    if (ra && r.chance(0.2)) course(p, 'SASP', addDays(s0, r.int(0, 90)), r.pick([500, 1000]), 60, 400, 0.5);
    if (sle && r.chance(0.3)) course(p, r.pick(['MMF', 'TAC', 'AZA']), addDays(s0, r.int(20, 200)), 0, 120, 700, 0.3);
    if (sle && p.adm === '+' && r.chance(0.2)) course(p, 'IVCY', addDays(s0, r.int(5, 60)), r.pick([500, 750]), 150, 180, 1);
    if (sle && r.chance(0.12)) course(p, 'BEL', addDays(s0, r.int(90, 400)), 10, 180, 700, 0.3);
    if (myo && r.chance(0.5)) course(p, r.pick(['TAC', 'CYA', 'MTX']), addDays(s0, r.int(10, 90)), 0, 120, 700, 0.3);
    if (aps) {
      if (r.chance(0.6)) course(p, 'WF', addDays(s0, r.int(0, 30)), r.pick([2, 2.5, 3, 4, 5]), 180, 900, 0.1);
      if (r.chance(0.55)) course(p, 'ASA', addDays(s0, r.int(0, 30)), 100, 100, 700, 0.15);
      if (p.sex === 'F' && r.chance(0.1)) course(p, 'HEP', addDays(s0, r.int(30, 300)), 10000, 100, 250, 1);
    } else if (r.chance(0.06)) course(p, 'ASA', addDays(s0, r.int(0, 300)), 100, 100, 700, 0.3);
    if (has(p, 'BEHCET') && r.chance(0.8)) course(p, 'COLC', addDays(s0, r.int(0, 30)), r.pick([0.5, 1]), 90, 700, 0.25);
    if (has(p, 'PSS') && r.chance(0.3)) course(p, 'MMF', addDays(s0, r.int(30, 300)), 0, 120, 700, 0.3);
  }
  for (const rx of rxs) {
    if (rx.dose === 0) rx.dose = rx.drug === 'MMF' ? r.pick([1000, 1500, 2000]) : rx.drug === 'TAC' ? r.pick([1, 2, 3])
      : rx.drug === 'AZA' ? r.pick([50, 75, 100]) : rx.drug === 'CYA' ? r.pick([100, 150]) : r.pick([8, 10, 12]);
  }
  rxs.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id || a.drug.localeCompare(b.drug));
  rxs.forEach((x, i) => { x.no = 50001 + i; });

  const LABCOLS = ['GOT', 'GPT', 'LDH', 'ALP', 'TP', 'ALB', 'UA', 'UN', 'CRE', 'T-BIL', 'T-CHO', 'TG', 'CPK', 'GLU', 'WBC', 'RBC', 'HGB',
    'HCT', 'PLT', 'PT', 'APTT', 'FG', 'U-PRO', 'IGG', 'IGA', 'IGM', 'CRP', 'RA', 'C3', 'C4', 'DNA'];
  const INTCOLS = new Set(['GOT', 'GPT', 'LDH', 'ALP', 'UN', 'T-CHO', 'TG', 'CPK', 'GLU', 'PLT', 'FG', 'IGG', 'IGA', 'IGM', 'C3', 'C4']);
  const TEXTCOLS = new Set(['U-PRO', 'CRP', 'RA']);
  const q = (c: string) => `"${c}"`;
  const labDdl = LABCOLS.map((c) => `${q(c)} ${TEXTCOLS.has(c) ? 'text' : INTCOLS.has(c) ? 'integer' : 'real'}`).join(', ');

  return [
    `CREATE TABLE public."Patient" ("ID" integer PRIMARY KEY, "SEX" text, "Birthday" date, "Description" date, "First Date" date,
      "Admission" text, "Diagnosis" text);`,
    `CREATE TABLE public."Examination" ("ID" integer, "Examination Date" date, "aCL IgG" real, "aCL IgM" real, "ANA" integer,
      "ANA Pattern" text, "aCL IgA" integer, "Diagnosis" text, "KCT" text, "RVVT" text, "LAC" text, "Symptoms" text, "Thrombosis" integer);`,
    `CREATE TABLE public."Laboratory" ("ID" integer NOT NULL REFERENCES public."Patient" ("ID"), "Date" date NOT NULL, ${labDdl},
      PRIMARY KEY ("ID", "Date"));`,
    `CREATE TABLE public."Department" ("Dept" text PRIMARY KEY, "Dept Name" text NOT NULL, "Floor" integer, "Head" text);`,
    `CREATE TABLE public."Physician" ("Doc ID" text PRIMARY KEY, "Name" text NOT NULL, "Dept" text NOT NULL REFERENCES public."Department" ("Dept"),
      "Title" text, "Supervisor" text REFERENCES public."Physician" ("Doc ID"), "Active" char(1) NOT NULL);`,
    `CREATE TABLE public."Visit" ("Visit No" integer PRIMARY KEY, "ID" integer NOT NULL REFERENCES public."Patient" ("ID"), "Visit Date" date NOT NULL,
      "Doc ID" text REFERENCES public."Physician" ("Doc ID"), "Visit Type" char(1) NOT NULL, "Status" char(1) NOT NULL, "BP" text, "Weight" numeric(5,1));`,
    `CREATE TABLE public."Drug" ("Drug Code" text PRIMARY KEY, "Generic Name" text NOT NULL, "Class" text NOT NULL, "Route" text NOT NULL, "Unit" text NOT NULL);`,
    `CREATE TABLE public."Prescription" ("Rx ID" integer PRIMARY KEY, "ID" integer NOT NULL, "Drug Code" text NOT NULL REFERENCES public."Drug" ("Drug Code"),
      "Start Date" date NOT NULL, "Stop Date" text, "Dose" numeric(8,1) NOT NULL, "Doc ID" text);`,
    insertRows('public."Patient"', ['"ID"', '"SEX"', '"Birthday"', '"Description"', '"First Date"', '"Admission"', '"Diagnosis"'],
      pats.map((p) => [p.id, p.sex, p.bday, p.desc, p.first, p.adm, p.dx])),
    insertRows('public."Examination"', ['"ID"', '"Examination Date"', '"aCL IgG"', '"aCL IgM"', '"ANA"', '"ANA Pattern"', '"aCL IgA"', '"Diagnosis"',
      '"KCT"', '"RVVT"', '"LAC"', '"Symptoms"', '"Thrombosis"'],
    exams.map((e) => [e.id, e.dt, e.igg, e.igm, e.ana, e.pat, e.iga, e.dx, e.kct, e.rvvt, e.lac, e.sym, e.thr])),
    insertRows('public."Laboratory"', ['"ID"', '"Date"', ...LABCOLS.map(q)], labs.map((l) => [l.id, l.dt, ...LABCOLS.map((c) => l.v[c] ?? null)])),
    insertRows('public."Department"', ['"Dept"', '"Dept Name"', '"Floor"', '"Head"'], DEPTS),
    insertRows('public."Physician"', ['"Doc ID"', '"Name"', '"Dept"', '"Title"', '"Supervisor"', '"Active"'], DOCS),
    insertRows('public."Visit"', ['"Visit No"', '"ID"', '"Visit Date"', '"Doc ID"', '"Visit Type"', '"Status"', '"BP"', '"Weight"'],
      visits.map((v) => [v.no, v.id, v.dt, v.doc, v.typ, v.sts, v.bp, v.wt])),
    insertRows('public."Drug"', ['"Drug Code"', '"Generic Name"', '"Class"', '"Route"', '"Unit"'], DRUGS),
    insertRows('public."Prescription"', ['"Rx ID"', '"ID"', '"Drug Code"', '"Start Date"', '"Stop Date"', '"Dose"', '"Doc ID"'],
      rxs.map((x) => [x.no, x.id, x.drug, x.start, x.stop ? slashDate(x.stop) : null, x.dose, x.doc])),
  ].join('\n');
}
