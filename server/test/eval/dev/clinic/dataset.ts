/**
 * An outpatient clinic group (schema `clinic`): specialties, payers, providers (supervised by other providers),
 * patients, appointments from January 2024 to 2026-11-24, claims for completed visits and their procedure lines.
 * Providers and patients are keyed by NPI and MRN; appointments name the provider in `seen_by`.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const TODAY = '2026-11-25';
const LAST_DAY = '2026-11-24';

const SPECIALTIES: [string, string, string][] = [
  ['FM', 'Family Medicine', 'Primary Care'],
  ['IM', 'Internal Medicine', 'Primary Care'],
  ['PED', 'Pediatrics', 'Primary Care'],
  ['CARD', 'Cardiology', 'Specialty'],
  ['DERM', 'Dermatology', 'Specialty'],
  ['ORTH', 'Orthopedics', 'Specialty'],
  ['OBGYN', 'Obstetrics & Gynecology', 'Specialty'],
  ['PSYCH', 'Psychiatry', 'Behavioral Health'],
  ['ENDO', 'Endocrinology', 'Specialty'],
];
/** [code, providers in the specialty, share of adult visits] */
const STAFFING: [string, number, number][] = [
  ['FM', 10, 30], ['IM', 8, 22], ['PED', 7, 0], ['CARD', 5, 8], ['DERM', 4, 8],
  ['ORTH', 5, 9], ['OBGYN', 5, 9], ['PSYCH', 4, 7], ['ENDO', 3, 5],
];
/** [code, name, payer type, denial chance, paid share of billed] */
const INSURERS: [string, string, string, number, number][] = [
  ['BCBS', 'Blue Cross Blue Shield', 'Commercial', 0.05, 0.62],
  ['AET', 'Aetna', 'Commercial', 0.07, 0.58],
  ['UHC', 'UnitedHealthcare', 'Commercial', 0.09, 0.55],
  ['CIG', 'Cigna', 'Commercial', 0.06, 0.6],
  ['MCR', 'Medicare', 'Medicare', 0.06, 0.45],
  ['HUM', 'Humana Medicare Advantage', 'Medicare', 0.12, 0.47],
  ['MCD', 'State Medicaid', 'Medicaid', 0.16, 0.34],
  ['SELF', 'Self-pay', 'Self-pay', 0.01, 0.8],
];
/** [cpt, description, standard fee in 2024] */
const PROCS: [string, string, number][] = [
  ['99204', 'New patient office visit, moderate', 245],
  ['99213', 'Established patient visit, low', 130],
  ['99214', 'Established patient visit, moderate', 190],
  ['99396', 'Preventive visit, established, 40-64', 260],
  ['99443', 'Telephone/video E/M, 21-30 min', 95],
  ['90834', 'Psychotherapy, 45 min', 150],
  ['11102', 'Skin biopsy, tangential', 180],
  ['20610', 'Joint injection/aspiration, major joint', 210],
  ['93306', 'Echocardiogram, complete', 620],
  ['58300', 'IUD insertion', 340],
  ['17110', 'Destruction of benign lesions', 150],
  ['93000', 'ECG, 12-lead with interpretation', 75],
  ['36415', 'Venipuncture', 18],
  ['80053', 'Comprehensive metabolic panel', 48],
  ['85025', 'Complete blood count (CBC)', 28],
  ['90471', 'Immunization administration', 35],
  ['83036', 'Hemoglobin A1c', 40],
];
const FIRST_F = ['Maria', 'Jennifer', 'Linda', 'Patricia', 'Susan', 'Karen', 'Lisa', 'Nancy', 'Emily', 'Ashley', 'Olivia', 'Sofia', 'Grace', 'Hannah', 'Chloe', 'Priya', 'Aisha', 'Mei', 'Rosa', 'Laura', 'Anna', 'Julia', 'Megan', 'Rachel'];
const FIRST_M = ['James', 'John', 'Robert', 'Michael', 'David', 'William', 'Richard', 'Thomas', 'Daniel', 'Matthew', 'Kevin', 'Brian', 'Jose', 'Luis', 'Ahmed', 'Wei', 'Raj', 'Samuel', 'Ethan', 'Noah', 'Lucas', 'Owen', 'Henry', 'Marcus'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Patel', 'Kim', 'Chen', 'Shah', 'Okafor', 'Novak', 'Kowalski', 'Brennan', 'Fischer', 'Silva', 'Moreau'];
const ZIPS = ['02139', '02140', '02141', '02143', '02144', '02145', '02148', '02149', '02155', '02472'];
const DENIAL_REASONS = ['Missing prior authorization', 'Not medically necessary', 'Duplicate claim', 'Patient not eligible', 'Coding error'];

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function datasetSql(): string {
  const rnd = seededRandom(4417);

  // Providers: the first in each specialty is its chief (an MD with no supervisor); other physicians report to the
  // chief; nurse practitioners and physician assistants report to a physician of their specialty.
  interface Provider { npi: string; spec: string; cred: string; supv: string | null; active: string; start: string; leave: string; back: string; load: number }
  const providers: Provider[] = [];
  const provRows: unknown[][] = [];
  const usedNames = new Set<string>();
  let npiSeq = 1_245_310_000;
  for (const [spec, count] of STAFFING) {
    const physicians: string[] = [];
    for (let i = 0; i < count; i++) {
      const female = rnd.chance(0.52);
      let first = '';
      let last = '';
      do {
        first = rnd.pick(female ? FIRST_F : FIRST_M);
        last = rnd.pick(LAST);
      } while (usedNames.has(`${first} ${last}`));
      usedNames.add(`${first} ${last}`);
      const cred = i === 0 ? 'MD' : ['FM', 'IM', 'PED', 'PSYCH'].includes(spec) && rnd.chance(0.35) ? rnd.pick(['NP', 'NP', 'PA']) : rnd.pick(['MD', 'MD', 'MD', 'DO']);
      const npi = String((npiSeq += rnd.int(7, 900)));
      const supv = i === 0 ? null : cred === 'MD' || cred === 'DO' ? (physicians[0] ?? null) : rnd.pick(physicians);
      if (cred === 'MD' || cred === 'DO') physicians.push(npi);
      const inactive = i > 0 && rnd.chance(0.14);
      const start = i > 1 && rnd.chance(0.12) ? rnd.date('2025-03-01', '2026-06-30') : rnd.date('2008-01-01', '2023-10-31');
      // inactive providers stop seeing patients on `leave`; a few active ones are away from `leave` to `back`
      const leave = inactive ? rnd.date(start > '2024-03-01' ? start : '2024-03-01', '2026-07-31') : '9999-12-31';
      providers.push({ npi, spec, cred, supv, active: inactive ? 'N' : 'Y', start, leave, back: '9999-12-31', load: rnd.float(0.5, 1.6) });
      provRows.push([npi, last, first, cred, spec, supv, inactive ? 'N' : 'Y', start]);
    }
  }
  // two active providers on leave through October 2026
  for (const p of providers.filter((p) => p.active === 'Y' && p.start < '2024-01-01' && p.supv !== null).slice(3, 5)) {
    p.leave = '2026-09-21';
    p.back = '2026-11-09';
  }

  // Patients
  interface Patient { mrn: string; born: number; sex: string; ins: string; reg: string }
  const patients: Patient[] = [];
  const patRows: unknown[][] = [];
  for (let i = 0; i < 3000; i++) {
    const sex = rnd.chance(0.54) ? 'F' : 'M';
    const group = rnd.weighted([['child', 20], ['adult', 55], ['senior', 25]] as const);
    const born = group === 'child' ? rnd.int(2008, 2025) : group === 'adult' ? rnd.int(1961, 2007) : rnd.int(1932, 1960);
    const ins =
      group === 'senior' ? rnd.weighted([['MCR', 60], ['HUM', 30], ['BCBS', 6], ['SELF', 4]])
      : group === 'child' ? rnd.weighted([['MCD', 35], ['BCBS', 22], ['AET', 15], ['UHC', 15], ['CIG', 10], ['SELF', 3]])
      : rnd.weighted([['BCBS', 26], ['AET', 18], ['UHC', 20], ['CIG', 12], ['MCD', 16], ['SELF', 8]]);
    const pcpPool = providers.filter((p) => (group === 'child' ? p.spec === 'PED' : p.spec === 'FM' || p.spec === 'IM'));
    const pcp = rnd.chance(0.12) ? null : rnd.pick(pcpPool).npi;
    const mrn = `M${String(204_118 + i * 7 + rnd.int(0, 6)).padStart(7, '0')}`;
    const reg = rnd.chance(0.8) ? rnd.date('2012-01-01', '2024-06-30') : rnd.date('2024-07-01', '2026-11-20');
    patients.push({ mrn, born, sex, ins, reg });
    patRows.push([mrn, rnd.pick(sex === 'F' ? FIRST_F : FIRST_M), rnd.pick(LAST), born, sex, ins, rnd.chance(0.03) ? null : rnd.pick(ZIPS), pcp, reg]);
  }

  // Appointments on weekdays, busier in winter, growing year over year
  const season = [1.25, 1.2, 1.15, 1.0, 0.95, 0.9, 0.8, 0.82, 1.0, 1.08, 1.1, 0.85];
  const growth: Record<string, number> = { '2024': 0.86, '2025': 0.93, '2026': 1.0 };
  const pickDay = (): string => {
    for (;;) {
      const d = rnd.date('2024-01-02', LAST_DAY);
      const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
      const weight = (season[Number(d.slice(5, 7)) - 1] ?? 1) * (growth[d.slice(0, 4)] ?? 1);
      if (dow !== 0 && dow !== 6 && rnd.next() < weight / 1.25) return d;
    }
  };
  const visitTypes = (spec: string): [string, number][] =>
    spec === 'PSYCH' ? [['New Patient', 10], ['Follow-up', 45], ['Telehealth', 45]]
    : ['DERM', 'ORTH', 'CARD', 'OBGYN'].includes(spec) ? [['New Patient', 22], ['Follow-up', 45], ['Procedure', 25], ['Telehealth', 8]]
    : spec === 'ENDO' ? [['New Patient', 15], ['Follow-up', 70], ['Telehealth', 15]]
    : [['New Patient', 10], ['Follow-up', 38], ['Annual Physical', 22], ['Telehealth', 14], ['Urgent', 14], ['Procedure', 2]];
  const DURATION: Record<string, number> = { 'New Patient': 40, 'Follow-up': 20, 'Annual Physical': 30, Telehealth: 20, Urgent: 20, Procedure: 45 };

  interface Appt { no: number; day: string; mrn: string; prov: Provider; type: string; ins: string; born: number }
  const appts: Appt[] = [];
  const apptRows: unknown[][] = [];
  let apptNo = 700_100;
  while (apptRows.length < 7200) {
    const day = pickDay();
    const pat = rnd.pick(patients);
    if (pat.reg > day) continue;
    const child = pat.born >= 2008;
    const spec = child
      ? rnd.weighted([['PED', 85], ['FM', 10], ['DERM', 3], ['PSYCH', 2]] as [string, number][])
      : rnd.weighted(STAFFING.filter(([s]) => s !== 'PED' && (s !== 'OBGYN' || pat.sex === 'F')).map(([s, , w]) => [s, w] as [string, number]));
    const pool = providers.filter((p) => p.spec === spec && p.start <= day && (day < p.leave || day >= p.back));
    if (pool.length === 0) continue;
    const prov = rnd.weighted(pool.map((p) => [p, p.load] as [Provider, number]));
    const type = rnd.weighted(visitTypes(spec));
    const noShow = 0.06 + (pat.ins === 'MCD' ? 0.07 : 0) + (pat.ins === 'SELF' ? 0.04 : 0) - (type === 'Telehealth' ? 0.03 : 0);
    const roll = rnd.next();
    const status = roll < noShow ? 'No-show' : roll < noShow + 0.12 ? 'Cancelled' : 'Completed';
    const slot = rnd.int(0, 33);
    const time = `${String(8 + Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}:00`;
    apptNo += rnd.int(1, 3);
    apptRows.push([apptNo, pat.mrn, prov.npi, `${day} ${time}`, status, type, DURATION[type] ?? 20]);
    if (status === 'Completed') appts.push({ no: apptNo, day, mrn: pat.mrn, prov, type, ins: pat.ins, born: pat.born });
  }

  // Claims for completed visits (recent ones are often not billed yet), with one line per procedure
  const fee = (cpt: string, day: string) => {
    const base = PROCS.find(([c]) => c === cpt)?.[2] ?? 0;
    return Number((base * (day >= '2026-01-01' ? 1.06 : day >= '2025-01-01' ? 1.03 : 1)).toFixed(2));
  };
  const claimRows: unknown[][] = [];
  const lineRows: unknown[][] = [];
  let claimSeq = 3_310_000;
  for (const a of appts.sort((x, y) => x.no - y.no)) {
    const recent = a.day >= addDays(TODAY, -14);
    if ((recent && rnd.chance(0.6)) || rnd.chance(0.015)) continue;
    const spec = a.prov.spec;
    const codes: [string, number][] = [];
    if (a.type === 'New Patient') codes.push(['99204', 1]);
    else if (a.type === 'Follow-up' || a.type === 'Urgent') codes.push([spec === 'PSYCH' ? '90834' : rnd.chance(0.55) ? '99213' : '99214', 1]);
    else if (a.type === 'Annual Physical') codes.push(['99396', 1]);
    else if (a.type === 'Telehealth') codes.push([spec === 'PSYCH' ? '90834' : '99443', 1]);
    else codes.push([{ DERM: '11102', ORTH: '20610', CARD: '93306', OBGYN: '58300' }[spec] ?? '17110', spec === 'DERM' ? rnd.int(1, 3) : 1]);
    if (a.type !== 'Telehealth') {
      if ((spec === 'CARD' && a.type !== 'Procedure') || (a.type === 'Annual Physical' && a.born < 1975 && rnd.chance(0.6))) codes.push(['93000', 1]);
      if (['IM', 'FM', 'ENDO'].includes(spec) && rnd.chance(0.4)) {
        codes.push(['36415', 1], ['80053', 1]);
        if (rnd.chance(0.5)) codes.push(['85025', 1]);
      }
      if (spec === 'ENDO' && rnd.chance(0.7)) codes.push(['83036', 1]);
      if (spec === 'PED' && rnd.chance(0.45)) codes.push(['90471', rnd.int(1, 3)]);
    }
    const claimNo = `CL${(claimSeq += rnd.int(1, 4))}`;
    let billed = 0;
    codes.forEach(([cpt, units], i) => {
      const amt = Number((fee(cpt, a.day) * units).toFixed(2));
      billed += amt;
      lineRows.push([claimNo, i + 1, cpt, units, amt]);
    });
    billed = Number(billed.toFixed(2));
    const submit = addDays(a.day, rnd.int(1, 9));
    const [, , , denyChance, share] = INSURERS.find(([c]) => c === a.ins) ?? INSURERS[0]!;
    const paidDt = addDays(submit, rnd.int(12, 50));
    let paid: number | null = null;
    let denied = 0;
    let reason: string | null = null;
    if (paidDt > LAST_DAY) {
      paid = null;
    } else if (rnd.chance(denyChance)) {
      denied = 1;
      paid = 0;
      reason = rnd.pick(DENIAL_REASONS);
    } else if ((a.ins === 'SELF' && rnd.chance(0.7)) || rnd.chance(0.04)) {
      paid = billed;
    } else {
      paid = Number(Math.min(billed, billed * (share + rnd.float(-0.08, 0.08))).toFixed(2));
    }
    claimRows.push([claimNo, a.no, a.ins, submit, billed, paid, paid !== null && denied === 0 ? paidDt : null, denied, reason]);
  }

  return [
    'CREATE SCHEMA clinic;',
    'CREATE TABLE clinic.specialties (spec_cd text PRIMARY KEY, spec_desc text NOT NULL, service_line text NOT NULL);',
    'CREATE TABLE clinic.insurers (ins_cd text PRIMARY KEY, payer_nm text NOT NULL, payer_typ text NOT NULL);',
    'CREATE TABLE clinic.proc_codes (cpt_cd text PRIMARY KEY, short_desc text NOT NULL, std_fee numeric(10,2) NOT NULL);',
    `CREATE TABLE clinic.providers (npi text PRIMARY KEY, last_nm text NOT NULL, first_nm text NOT NULL, cred text NOT NULL,
      spec_cd text NOT NULL, supv_npi text, active text NOT NULL, start_dt date NOT NULL);`,
    `CREATE TABLE clinic.patients (mrn text PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, birth_yr integer NOT NULL,
      sex text NOT NULL, ins_cd text NOT NULL, zip_cd text, pcp_npi text, reg_dt date NOT NULL);`,
    `CREATE TABLE clinic.appts (appt_no integer PRIMARY KEY, mrn text NOT NULL, seen_by text NOT NULL, sched_dt timestamp NOT NULL,
      status text NOT NULL, visit_type text NOT NULL, dur_min integer NOT NULL);`,
    `CREATE TABLE clinic.claims (claim_no text PRIMARY KEY, appt_no integer NOT NULL, ins_cd text NOT NULL, submit_dt date NOT NULL,
      billed_amt numeric(10,2) NOT NULL, paid_amt numeric(10,2), paid_dt date, denied_flg integer NOT NULL, denial_rsn text);`,
    `CREATE TABLE clinic.claim_lines (claim_no text NOT NULL, line_no integer NOT NULL, cpt_cd text NOT NULL, units integer NOT NULL,
      line_amt numeric(10,2) NOT NULL, PRIMARY KEY (claim_no, line_no));`,
    insertRows('clinic.specialties', ['spec_cd', 'spec_desc', 'service_line'], SPECIALTIES),
    insertRows('clinic.insurers', ['ins_cd', 'payer_nm', 'payer_typ'], INSURERS.map(([c, n, t]) => [c, n, t])),
    insertRows('clinic.proc_codes', ['cpt_cd', 'short_desc', 'std_fee'], PROCS),
    insertRows('clinic.providers', ['npi', 'last_nm', 'first_nm', 'cred', 'spec_cd', 'supv_npi', 'active', 'start_dt'], provRows),
    insertRows('clinic.patients', ['mrn', 'first_nm', 'last_nm', 'birth_yr', 'sex', 'ins_cd', 'zip_cd', 'pcp_npi', 'reg_dt'], patRows),
    insertRows('clinic.appts', ['appt_no', 'mrn', 'seen_by', 'sched_dt', 'status', 'visit_type', 'dur_min'], apptRows),
    insertRows('clinic.claims', ['claim_no', 'appt_no', 'ins_cd', 'submit_dt', 'billed_amt', 'paid_amt', 'paid_dt', 'denied_flg', 'denial_rsn'], claimRows),
    insertRows('clinic.claim_lines', ['claim_no', 'line_no', 'cpt_cd', 'units', 'line_amt'], lineRows),
  ].join('\n');
}
