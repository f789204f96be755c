/**
 * Veritas Clinical Research, a contract research organisation (CRO) that runs clinical trials for drug companies
 * (the sponsors) at hospitals across Europe. This is its clinical trial management system (CTMS) warehouse: the
 * 8 studies it runs, the 26 hospital sites it works with, the site staff, which sites take part in which study and
 * who leads the study there, the patients (subjects) screened and enrolled, their visits, the adverse events
 * reported and the payments made to the sites, 2025-01-01 to 2026-11-24 (the day before the warehouse was last
 * loaded). Visits already booked for later dates are in it too. All money is in euros.
 *
 * A patient is "screened" on the day they sign consent and start screening; if they pass screening they are
 * randomised (assigned to a treatment arm) and from that day count as enrolled in the study. Enrolment figures are
 * randomisations; screen failures are never enrolled.
 *
 * Schema `ctms`:
 * - `study`: the trials, keyed by `study_id`. `prot_no` the sponsor's protocol number (e.g. NVX-ONC-301); `study_nm`
 *   the trial's short name everyone uses (e.g. HELIOS-3); `ther_area_cd` therapeutic area: ONC oncology, CARD
 *   cardiology, RESP respiratory, NEUR neurology, DERM dermatology, ENDO endocrinology / diabetes; `phase_cd` the
 *   trial phase (IB, II, III); `sponsor_nm` the drug company paying for the trial; `tgt_enrl` how many patients the
 *   protocol plans to randomise; `trt_wks` how many weeks each patient stays on study after randomisation (their last
 *   visit is in week `trt_wks`); `start_dt` the day the first site was activated; `enrl_close_dt` the day enrolment
 *   closed (no more randomisations), NULL while still enrolling; `status_cd` ENR enrolling, CLS closed to enrolment
 *   with patients still being followed, CMP completed (every patient finished or withdrew).
 * - `site`: the hospitals (investigator sites), keyed by `site_id`. `site_no` our site number (e.g. S-DE01);
 *   `site_nm`; `city`; `ctry_cd` ISO country code (DE Germany, FR France, ES Spain, IT Italy, NL Netherlands, PL
 *   Poland, BE Belgium, CZ Czech Republic, AT Austria); `site_type_cd` ACAD university / academic hospital, COMM
 *   community hospital, PRIV private clinic; `onbd_dt` the day the site passed our qualification and joined our
 *   network.
 * - `inv`: site staff, keyed by `inv_id`. `inv_nm` full name; `site_id` the hospital they work at; `role_cd` INV
 *   physician investigator (can lead a study at the site), SC study coordinator (research nurse); `email`;
 *   `gcp_exp_dt` the day their Good Clinical Practice training certificate expires.
 * - `study_site`: one study running at one site, keyed by `ss_id`. `study_id`; `site_id`; `pi_id` the principal
 *   investigator (`inv.inv_id`), the physician responsible for the study at that site; `bkp_pi_id` the backup
 *   investigator who stands in for the PI (`inv.inv_id`), NULL when none is named; `act_dt` the day the site was
 *   activated for the study (allowed to start screening); `close_dt` the day the site was closed out for the study,
 *   NULL while it is open.
 * - `subject`: the patients, one row per patient per study, keyed by `subj_id`. `subj_no` the subject number
 *   (protocol digits - site number - sequence); `ss_id` the study at the site that screened them; `sex_cd` M / F;
 *   `birth_yr`; `scr_dt` screening date (consent signed); `rand_dt` randomisation date, NULL if never randomised;
 *   `status_cd` SCR in screening (not randomised yet), SF screen failure (did not qualify, never randomised), RND
 *   randomised and still on study, WD withdrawn (dropped out after randomisation), CMP completed the study; `wd_dt`
 *   the withdrawal date, NULL unless withdrawn; `wd_rsn_cd` the withdrawal reason, NULL unless withdrawn: AE adverse
 *   event, CONS patient withdrew consent, LTFU lost to follow-up, PD protocol deviation, OTH other; `cmp_dt` the day
 *   they completed (their last visit), NULL unless completed.
 * - `visit`: patient visits, keyed by `vis_id`. `subj_id`; `vis_cd` SCR screening, BL baseline (the randomisation
 *   visit), then W4, W8, W12 ... the week after randomisation the visit falls in; the last visit of each study is
 *   its end of study visit; `sched_dt` the planned date; `vis_win_days` the allowed window: a visit done more than
 *   this many days before or after `sched_dt` is out of window (a protocol deviation); `act_dt` the date it actually
 *   took place, NULL when not done (a visit due before a withdrawal is done on the withdrawal day at the latest); `vis_stat_cd` CMP done, MSD missed (the window passed without the visit), SCH booked
 *   and not done yet. Visits planned after a patient withdrew are not in the table.
 * - `adv_evt`: adverse events, keyed by `ae_id`. `subj_id`; `ae_term` the event as reported (e.g. Headache,
 *   Neutropenia); `onset_dt`; `rpt_dt` the day the site reported it to us; `resol_dt` the day it resolved, NULL while
 *   ongoing; `ae_grd` severity grade (CTCAE): 1 mild, 2 moderate, 3 severe, 4 life-threatening, 5 fatal; `sae_yn` Y
 *   for a serious adverse event (SAE: hospitalisation, life-threatening or fatal), N otherwise; SAEs must be reported
 *   within one day of onset; `rel_cd` the investigator's causality assessment: REL related to the study drug, NREL
 *   not related.
 * - `site_pay_export`: the site payments spreadsheet exported from the finance system, loaded as it comes, one row per
 *   payment to a site for a study. Its columns keep the spreadsheet's headers: "Payment ID"; "Payment Date";
 *   "Site No" (= `site.site_no`); "Site Name"; "Protocol" (= `study.prot_no`); "Payment Type" (Start-up Fee paid
 *   once per study, in the second month after the site is activated for it; Visit Fees for the patient visits done
 *   in the previous month; Screen Failure Fee for the patients screened in the previous month who failed screening;
 *   Patient Travel reimbursed patient travel costs); "Visit Count" the number of visits paid for (Visit Fees rows
 *   only, empty otherwise); "Amount Paid (EUR)". Payments are made on the 15th of the month.
 */
import { addDays, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';

type Area = 'ONC' | 'CARD' | 'RESP' | 'NEUR' | 'DERM' | 'ENDO';

interface Study {
  id: number;
  prot: string;
  nm: string;
  area: Area;
  phase: string;
  sponsor: string;
  tgt: number;
  wks: number;
  start: string;
  close: string | null;
  /** Screen failure probability. */
  sf: number;
  /** Probability of withdrawing over the whole study. */
  wd: number;
  /** Adverse events per patient-year. */
  ae: number;
  /** Screenings per site per 30 days. */
  pace: number;
  /** Days from screening to randomisation. */
  scrDays: [number, number];
  visitFee: number;
  startupFee: number;
  sites: number[];
}

const STUDIES: Study[] = [
  { id: 1, prot: 'NVX-ONC-301', nm: 'HELIOS-3', area: 'ONC', phase: 'III', sponsor: 'Novexa Therapeutics', tgt: 160, wks: 52, start: '2025-01-20', close: null, sf: 0.34, wd: 0.3, ae: 3.2, pace: 1.1, scrDays: [10, 28], visitFee: 1450, startupFee: 8000, sites: [1, 4, 7, 9, 12, 15, 16, 20, 23] },
  { id: 2, prot: 'KLM-CARD-204', nm: 'AURORA-2', area: 'CARD', phase: 'II', sponsor: 'Kalmar Pharma', tgt: 80, wks: 24, start: '2025-02-10', close: '2025-12-19', sf: 0.25, wd: 0.12, ae: 1.4, pace: 1.2, scrDays: [5, 21], visitFee: 950, startupFee: 6000, sites: [2, 3, 6, 10, 13, 18, 21] },
  { id: 3, prot: 'BRL-RESP-302', nm: 'BOREAL', area: 'RESP', phase: 'III', sponsor: 'Borealis Bio', tgt: 220, wks: 36, start: '2025-03-17', close: null, sf: 0.2, wd: 0.16, ae: 1.6, pace: 1.3, scrDays: [7, 21], visitFee: 780, startupFee: 5000, sites: [1, 3, 5, 8, 11, 14, 17, 19, 22] },
  { id: 4, prot: 'MRD-NEUR-205', nm: 'MERIDIAN-1', area: 'NEUR', phase: 'II', sponsor: 'Meridian Neuro', tgt: 60, wks: 16, start: '2025-05-05', close: '2026-08-14', sf: 0.28, wd: 0.2, ae: 1.8, pace: 0.75, scrDays: [7, 28], visitFee: 690, startupFee: 5000, sites: [4, 6, 11, 15, 18] },
  { id: 5, prot: 'TSR-DERM-201', nm: 'TESSERA', area: 'DERM', phase: 'II', sponsor: 'Tessera Dermatology', tgt: 110, wks: 16, start: '2025-09-08', close: null, sf: 0.3, wd: 0.1, ae: 1.2, pace: 1.0, scrDays: [5, 14], visitFee: 620, startupFee: 4500, sites: [2, 7, 8, 12, 19, 21] },
  { id: 6, prot: 'CSC-ENDO-303', nm: 'CASCADE-4', area: 'ENDO', phase: 'III', sponsor: 'Cascade Metabolics', tgt: 200, wks: 52, start: '2025-11-03', close: null, sf: 0.22, wd: 0.14, ae: 1.5, pace: 1.1, scrDays: [7, 21], visitFee: 880, startupFee: 6000, sites: [3, 5, 9, 10, 13, 14, 16, 20, 22, 23] },
  { id: 7, prot: 'QNT-NEUR-202', nm: 'QUILL-2', area: 'NEUR', phase: 'II', sponsor: 'Quanta Neuroscience', tgt: 70, wks: 36, start: '2026-03-02', close: null, sf: 0.45, wd: 0.16, ae: 1.3, pace: 1.0, scrDays: [14, 35], visitFee: 1200, startupFee: 7000, sites: [1, 4, 17, 18, 20, 24] },
  { id: 8, prot: 'SNT-ONC-102', nm: 'SENTINEL', area: 'ONC', phase: 'IB', sponsor: 'Novexa Therapeutics', tgt: 40, wks: 24, start: '2026-08-03', close: null, sf: 0.35, wd: 0.2, ae: 3.5, pace: 2.6, scrDays: [10, 21], visitFee: 1600, startupFee: 9000, sites: [7, 15, 16, 25] },
];

/** [site_id, site_no, site_nm, city, ctry_cd, site_type_cd, onbd_dt] */
const SITES: [number, string, string, string, string, string, string][] = [
  [1, 'S-DE01', 'Berlin Central University Hospital', 'Berlin', 'DE', 'ACAD', '2024-11-04'],
  [2, 'S-DE02', 'Munich Isar Clinic', 'Munich', 'DE', 'PRIV', '2024-11-18'],
  [3, 'S-DE03', 'Hamburg Harbour Hospital', 'Hamburg', 'DE', 'COMM', '2024-12-02'],
  [4, 'S-DE04', 'Cologne University Medical Centre', 'Cologne', 'DE', 'ACAD', '2024-10-14'],
  [5, 'S-DE05', 'Leipzig St Georg Hospital', 'Leipzig', 'DE', 'COMM', '2025-02-03'],
  [6, 'S-DE06', 'Frankfurt Main Research Clinic', 'Frankfurt', 'DE', 'PRIV', '2024-12-09'],
  [7, 'S-FR01', 'Lyon Saint-Louis Hospital', 'Lyon', 'FR', 'ACAD', '2024-11-25'],
  [8, 'S-FR02', 'Toulouse Parc Clinic', 'Toulouse', 'FR', 'PRIV', '2025-01-13'],
  [9, 'S-FR03', 'Bordeaux Pellegrin University Hospital', 'Bordeaux', 'FR', 'ACAD', '2024-12-16'],
  [10, 'S-FR04', 'Lille Nord Hospital', 'Lille', 'FR', 'COMM', '2024-12-16'],
  [11, 'S-ES01', 'Barcelona Mar Hospital', 'Barcelona', 'ES', 'ACAD', '2025-01-20'],
  [12, 'S-ES02', 'Madrid La Paz Research Unit', 'Madrid', 'ES', 'ACAD', '2024-11-11'],
  [13, 'S-ES03', 'Valencia La Fe Clinic', 'Valencia', 'ES', 'COMM', '2025-01-06'],
  [14, 'S-ES04', 'Seville Macarena Hospital', 'Seville', 'ES', 'COMM', '2025-02-24'],
  [15, 'S-IT01', 'Milan Niguarda Hospital', 'Milan', 'IT', 'ACAD', '2024-10-21'],
  [16, 'S-IT02', 'Rome Gemelli Research Centre', 'Rome', 'IT', 'ACAD', '2024-11-04'],
  [17, 'S-IT03', 'Bologna Sant Orsola Clinic', 'Bologna', 'IT', 'COMM', '2025-03-03'],
  [18, 'S-NL01', 'Amsterdam Zuid Medical Centre', 'Amsterdam', 'NL', 'ACAD', '2024-12-02'],
  [19, 'S-NL02', 'Utrecht Wilhelmina Clinic', 'Utrecht', 'NL', 'PRIV', '2025-03-24'],
  [20, 'S-PL01', 'Warsaw Medical University Hospital', 'Warsaw', 'PL', 'ACAD', '2024-11-25'],
  [21, 'S-PL02', 'Krakow Jagiellonian Clinic', 'Krakow', 'PL', 'ACAD', '2025-01-27'],
  [22, 'S-PL03', 'Gdansk Baltic Hospital', 'Gdansk', 'PL', 'COMM', '2025-04-14'],
  [23, 'S-BE01', 'Leuven Gasthuisberg Centre', 'Leuven', 'BE', 'ACAD', '2024-12-09'],
  [24, 'S-BE02', 'Ghent Coastal Clinic', 'Ghent', 'BE', 'PRIV', '2026-07-06'],
  [25, 'S-CZ01', 'Prague Motol Research Hospital', 'Prague', 'CZ', 'ACAD', '2026-05-11'],
  [26, 'S-AT01', 'Vienna Danube Clinic', 'Vienna', 'AT', 'PRIV', '2026-10-19'],
];

const FIRST = ['Anna', 'Lukas', 'Sophie', 'Jonas', 'Marie', 'Felix', 'Claire', 'Julien', 'Camille', 'Lucia', 'Javier', 'Elena', 'Marco',
  'Giulia', 'Pieter', 'Sanne', 'Katarzyna', 'Piotr', 'Agnieszka', 'Tomas', 'Eva', 'Pavel', 'Lena', 'Matteo', 'Ines', 'Bram', 'Hanna',
  'Stefan', 'Carmen', 'Nicolas', 'Paula', 'Andrzej', 'Sara', 'Davide', 'Emma', 'Thomas', 'Laura', 'Martin', 'Isabel', 'Wouter'];
const LAST = ['Keller', 'Schmidt', 'Weber', 'Fischer', 'Hoffmann', 'Dubois', 'Laurent', 'Moreau', 'Girard', 'Garcia', 'Martinez', 'Romero',
  'Navarro', 'Rossi', 'Bianchi', 'Ferrari', 'Conti', 'de Vries', 'Janssen', 'Visser', 'Kowalski', 'Nowak', 'Wisniewski', 'Peeters',
  'Maes', 'Novak', 'Dvorak', 'Bauer', 'Richter', 'Lefebvre', 'Ortega', 'Greco', 'Bakker', 'Mertens', 'Zielinski', 'Huber', 'Vogel',
  'Marchetti', 'Castillo', 'Wagner'];

type Term = [string, number, boolean];
/** [term, weight, can be severe (grade 3+)] */
const TERMS: Record<Area, Term[]> = {
  ONC: [['Neutropenia', 6, true], ['Anaemia', 5, true], ['Fatigue', 7, true], ['Nausea', 6, false], ['Diarrhoea', 4, true],
    ['Peripheral neuropathy', 3, true], ['Rash', 3, false], ['Thrombocytopenia', 3, true], ['Pneumonia', 2, true], ['Febrile neutropenia', 2, true]],
  CARD: [['Dizziness', 6, false], ['Headache', 6, false], ['Hypotension', 4, true], ['Atrial fibrillation', 2, true], ['Peripheral oedema', 3, false],
    ['Fatigue', 4, false], ['Bradycardia', 2, true]],
  RESP: [['Nasopharyngitis', 8, false], ['Headache', 5, false], ['Cough', 4, false], ['Bronchitis', 3, true], ['Oral candidiasis', 2, false],
    ['Asthma exacerbation', 4, true], ['Pneumonia', 1, true]],
  NEUR: [['Headache', 5, false], ['Dizziness', 5, false], ['Nausea', 4, false], ['Somnolence', 3, false], ['Insomnia', 3, false], ['Fall', 2, true],
    ['Confusional state', 2, true]],
  DERM: [['Injection site reaction', 7, false], ['Nasopharyngitis', 5, false], ['Headache', 4, false], ['Pruritus', 3, false], ['Conjunctivitis', 2, false],
    ['Upper respiratory tract infection', 3, false], ['Cellulitis', 1, true]],
  ENDO: [['Hypoglycaemia', 6, true], ['Nausea', 6, false], ['Diarrhoea', 4, false], ['Headache', 3, false], ['Urinary tract infection', 3, true],
    ['Vomiting', 3, false], ['Decreased appetite', 2, false], ['Pancreatitis', 1, true]],
};

/** Visit weeks after baseline, the last one being the end-of-study visit. */
function visitWeeks(wks: number): number[] {
  if (wks === 12) return [2, 4, 8, 12];
  if (wks === 16) return [4, 8, 12, 16];
  if (wks === 24) return [4, 8, 12, 24];
  if (wks === 36) return [4, 12, 24, 36];
  return [4, 12, 26, 39, 52];
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}
function nextMonth(iso: string): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
function pickTerm(r: SeededRandom, terms: Term[], severe: boolean): string {
  const pool = severe ? terms.filter((t) => t[2]) : terms;
  return r.weighted(pool.map((t) => [t[0], t[1]] as const));
}

interface StudySite {
  id: number;
  study: Study;
  site: number;
  pi: number;
  bkp: number | null;
  act: string;
  close: string | null;
  seq: number;
}

interface Subject {
  id: number;
  no: string;
  ss: StudySite;
  sex: 'M' | 'F';
  birth: number;
  scr: string;
  rand: string | null;
  status: 'SCR' | 'SF' | 'RND' | 'WD' | 'CMP';
  wd: string | null;
  wdRsn: string | null;
  cmp: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(20261125);

  // Site staff: two to three physicians and one study coordinator per site.
  const names = uniqueNames(r, FIRST, LAST);
  const invs: [number, string, number, string, string, string][] = [];
  const physicians = new Map<number, number[]>();
  let nextInv = 301;
  for (const [siteId] of SITES) {
    const nPhys = siteId === 26 ? 2 : r.chance(0.55) ? 3 : 2;
    const list: number[] = [];
    for (let i = 0; i < nPhys + 1; i++) {
      const [f, l] = names();
      const role = i < nPhys ? 'INV' : 'SC';
      const email = `${f}.${l}`.toLowerCase().replace(/[^a-z.]+/g, '') + '@sites.veritas-cro.eu';
      const gcp = r.date('2025-09-01', '2028-12-31');
      invs.push([nextInv, `${f} ${l}`, siteId, role, email, gcp]);
      if (role === 'INV') list.push(nextInv);
      nextInv += 1;
    }
    physicians.set(siteId, list);
  }

  // Studies at sites.
  const studySites: StudySite[] = [];
  let nextSs = 1001;
  for (const s of STUDIES) {
    s.sites.forEach((siteId, i) => {
      const onbd = SITES[siteId - 1]?.[6] ?? s.start;
      let act = i === 0 ? s.start : addDays(s.start, r.int(7, 110));
      if (act < onbd) act = addDays(onbd, r.int(14, 40));
      if (siteId === 24) act = '2026-10-05';
      if (siteId === 25) act = '2026-09-07';
      if (act > LAST_DAY) act = addDays(LAST_DAY, -20);
      const phys = physicians.get(siteId) ?? [];
      const order = r.shuffle(phys);
      const pi = order[0] as number;
      const bkp = r.chance(0.82) ? (order[1] as number) : null;
      studySites.push({ id: nextSs, study: s, site: siteId, pi, bkp, act, close: null, seq: 0 });
      nextSs += 1;
    });
  }

  // Screenings.
  const subjects: Subject[] = [];
  const visits: unknown[][] = [];
  const aes: unknown[][] = [];
  let nextSubj = 1;
  let nextVis = 1;
  let nextAe = 1;
  for (const s of STUDIES) {
    const sites = studySites.filter((x) => x.study === s);
    const screenings: { ss: StudySite; day: string }[] = [];
    for (const ss of sites) {
      const stopScr = s.close ? addDays(s.close, -s.scrDays[0]) : LAST_DAY;
      const sitePace = 0.8 * s.pace * r.float(0.55, 1.6, 3) * (ss.site === 24 ? 0.6 : 1);
      let from = addDays(ss.act, r.int(5, 20));
      while (from <= stopScr) {
        const n = r.poisson(sitePace);
        for (let i = 0; i < n; i++) {
          const day = addDays(from, r.int(0, 29));
          if (day <= stopScr) screenings.push({ ss, day });
        }
        from = addDays(from, 30);
      }
    }
    screenings.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.ss.id - b.ss.id));
    let randomised = 0;
    for (const { ss, day } of screenings) {
      if (randomised >= s.tgt) break;
      ss.seq += 1;
      const siteNo = SITES[ss.site - 1]?.[1] ?? '';
      const subj: Subject = {
        id: nextSubj,
        no: `${s.prot.slice(-3)}-${siteNo.slice(2)}-${String(ss.seq).padStart(3, '0')}`,
        ss,
        sex: r.chance(s.area === 'ONC' ? 0.45 : 0.52) ? 'F' : 'M',
        birth: s.area === 'NEUR' && s.id === 7 ? r.int(1944, 1966) : r.int(1948, 2004),
        scr: day,
        rand: null,
        status: 'SCR',
        wd: null,
        wdRsn: null,
        cmp: null,
      };
      nextSubj += 1;
      subjects.push(subj);
      visits.push([nextVis++, subj.id, 'SCR', day, 0, day, 'CMP']);
      let decided = addDays(day, r.int(s.scrDays[0], s.scrDays[1]));
      if (s.close !== null && decided > s.close) decided = s.close;
      const fails = r.chance(s.sf) || ss.site === 24;
      // Still in screening on the last loaded day.
      if (decided > LAST_DAY) continue;
      if (fails) {
        subj.status = 'SF';
        continue;
      }
      randomised += 1;
      subj.rand = decided;
      subj.status = 'RND';
      visits.push([nextVis++, subj.id, 'BL', decided, 0, decided, 'CMP']);
      const weeks = visitWeeks(s.wks);
      let wdDay: string | null = null;
      if (r.chance(s.wd)) {
        wdDay = addDays(decided, r.int(3, s.wks * 7 - 3));
        if (wdDay > LAST_DAY) wdDay = null;
      }
      for (const w of weeks) {
        const sched = addDays(decided, w * 7);
        if (wdDay !== null && sched > wdDay) break;
        const win = w <= 8 ? 3 : 7;
        const isEnd = w === weeks[weeks.length - 1];
        let offset: number;
        if (r.chance(0.86)) offset = r.int(-win, win);
        else offset = (r.chance(0.4) ? -1 : 1) * r.int(win + 1, win + 9);
        let act = addDays(sched, offset);
        // A visit due before a withdrawal but not yet done is done on the day the patient withdraws.
        if (wdDay !== null && act > wdDay) act = wdDay;
        if (act <= LAST_DAY) {
          if (!isEnd && r.chance(0.06) && addDays(sched, win) < LAST_DAY) {
            visits.push([nextVis++, subj.id, `W${w}`, sched, win, null, 'MSD']);
          } else {
            visits.push([nextVis++, subj.id, `W${w}`, sched, win, act, 'CMP']);
            if (isEnd) {
              subj.status = 'CMP';
              subj.cmp = act;
            }
          }
        } else {
          visits.push([nextVis++, subj.id, `W${w}`, sched, win, null, 'SCH']);
        }
      }
      if (wdDay !== null && subj.status !== 'CMP') {
        subj.status = 'WD';
        subj.wd = wdDay;
        subj.wdRsn = r.weighted([['AE', 30], ['CONS', 34], ['LTFU', 15], ['PD', 11], ['OTH', 10]] as const);
      }

      // Adverse events while on study.
      const exposureEnd = minDate(subj.wd ?? subj.cmp ?? LAST_DAY, LAST_DAY);
      const years = Math.max(0, daysBetween(decided, exposureEnd)) / 365;
      let n = r.poisson(s.ae * years);
      const forced = subj.wdRsn === 'AE';
      if (forced) n += 1;
      for (let i = 0; i < n; i++) {
        const isForced = forced && i === n - 1;
        const onset = isForced && subj.wd ? addDays(subj.wd, -r.int(0, 10)) : addDays(decided, r.int(0, Math.max(0, daysBetween(decided, exposureEnd))));
        const onc = s.area === 'ONC';
        let grade = r.weighted(
          (onc
            ? [[1, 40], [2, 33], [3, 19], [4, 7], [5, 1]]
            : [[1, 55], [2, 31], [3, 11], [4, 3]]) as [number, number][],
        );
        if (isForced && grade < 2) grade = 2;
        // Only a withdrawal for an adverse event in an oncology trial can follow a fatal event.
        if (grade === 5 && !isForced) grade = 4;
        const term = pickTerm(r, TERMS[s.area], grade >= 3);
        const sae = grade >= 4 ? 'Y' : grade === 3 ? (r.chance(0.45) ? 'Y' : 'N') : grade === 2 && r.chance(0.03) ? 'Y' : 'N';
        const rpt = addDays(onset, sae === 'Y' ? (r.chance(0.85) ? r.int(0, 1) : r.int(2, 6)) : r.int(0, 9));
        if (rpt > LAST_DAY) continue;
        const dur = grade === 1 ? r.int(2, 14) : grade === 2 ? r.int(5, 30) : grade === 3 ? r.int(10, 60) : r.int(20, 90);
        let resol: string | null = addDays(onset, dur);
        if (resol > LAST_DAY || grade === 5 || r.chance(0.03)) resol = null;
        const rel = r.chance(grade >= 3 ? 0.55 : 0.4) ? 'REL' : 'NREL';
        aes.push([nextAe++, subj.id, term, onset, rpt, resol, grade, sae, rel]);
      }
    }
  }

  // Close-outs: sites of a completed study are closed a few weeks after their last patient visit.
  for (const ss of studySites) {
    if (ss.study.id !== 2) continue;
    const ids = new Set(subjects.filter((x) => x.ss === ss).map((x) => x.id));
    let last = ss.act;
    for (const v of visits) if (ids.has(v[1] as number) && v[5] && (v[5] as string) > last) last = v[5] as string;
    ss.close = addDays(last, r.int(20, 45));
  }

  // Site payments, paid on the 15th of the month after the work.
  const payments: unknown[][] = [];
  const visitSubj = new Map(subjects.map((x) => [x.id, x]));
  const visitsBy = new Map<string, number>();
  for (const v of visits) {
    if (v[6] !== 'CMP') continue;
    const subj = visitSubj.get(v[1] as number);
    if (!subj) continue;
    const key = `${subj.ss.id}|${monthStart(v[5] as string)}`;
    visitsBy.set(key, (visitsBy.get(key) ?? 0) + 1);
  }
  const sfBy = new Map<string, number>();
  for (const x of subjects) {
    if (x.status !== 'SF') continue;
    const key = `${x.ss.id}|${monthStart(x.scr)}`;
    sfBy.set(key, (sfBy.get(key) ?? 0) + 1);
  }
  const rawPays: [string, StudySite, string, number | null, number][] = [];
  for (const ss of studySites) {
    const startupPay = addDays(nextMonth(nextMonth(ss.act)), 14);
    if (startupPay <= LAST_DAY) rawPays.push([startupPay, ss, 'Start-up Fee', null, ss.study.startupFee]);
    for (let m = monthStart(ss.act); ; m = nextMonth(m)) {
      const payDay = addDays(nextMonth(m), 14);
      if (payDay > LAST_DAY) break;
      const nv = visitsBy.get(`${ss.id}|${m}`) ?? 0;
      if (nv > 0) rawPays.push([payDay, ss, 'Visit Fees', nv, nv * ss.study.visitFee]);
      const nsf = sfBy.get(`${ss.id}|${m}`) ?? 0;
      if (nsf > 0) rawPays.push([payDay, ss, 'Screen Failure Fee', null, nsf * 350]);
      if (nv > 0 && r.chance(0.35)) rawPays.push([payDay, ss, 'Patient Travel', null, r.float(60, 900, 2)]);
    }
  }
  rawPays.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1].id - b[1].id));
  rawPays.forEach(([day, ss, type, nv, amount], i) => {
    const site = SITES[ss.site - 1];
    payments.push([`PAY-${String(10001 + i)}`, day, site?.[1], site?.[2], ss.study.prot, type, nv, amount]);
  });

  const studyStatus = (s: Study): string => {
    if (s.close === null) return 'ENR';
    const open = subjects.some((x) => x.ss.study === s && (x.status === 'RND' || x.status === 'SCR'));
    return open ? 'CLS' : 'CMP';
  };

  return [
    'CREATE SCHEMA ctms;',
    `CREATE TABLE ctms.study (study_id integer PRIMARY KEY, prot_no varchar(16) NOT NULL UNIQUE, study_nm text NOT NULL, ther_area_cd varchar(4) NOT NULL,
      phase_cd varchar(4) NOT NULL, sponsor_nm text NOT NULL, tgt_enrl integer NOT NULL, trt_wks smallint NOT NULL, start_dt date NOT NULL,
      enrl_close_dt date, status_cd varchar(3) NOT NULL);`,
    `CREATE TABLE ctms.site (site_id integer PRIMARY KEY, site_no varchar(8) NOT NULL UNIQUE, site_nm text NOT NULL, city text NOT NULL,
      ctry_cd char(2) NOT NULL, site_type_cd varchar(4) NOT NULL, onbd_dt date NOT NULL);`,
    `CREATE TABLE ctms.inv (inv_id integer PRIMARY KEY, inv_nm text NOT NULL, site_id integer NOT NULL REFERENCES ctms.site (site_id),
      role_cd varchar(3) NOT NULL, email text NOT NULL, gcp_exp_dt date NOT NULL);`,
    `CREATE TABLE ctms.study_site (ss_id integer PRIMARY KEY, study_id integer NOT NULL REFERENCES ctms.study (study_id),
      site_id integer NOT NULL REFERENCES ctms.site (site_id), pi_id integer NOT NULL REFERENCES ctms.inv (inv_id),
      bkp_pi_id integer REFERENCES ctms.inv (inv_id), act_dt date NOT NULL, close_dt date);`,
    `CREATE TABLE ctms.subject (subj_id integer PRIMARY KEY, subj_no varchar(16) NOT NULL, ss_id integer NOT NULL REFERENCES ctms.study_site (ss_id),
      sex_cd char(1) NOT NULL, birth_yr smallint NOT NULL, scr_dt date NOT NULL, rand_dt date, status_cd varchar(3) NOT NULL, wd_dt date,
      wd_rsn_cd varchar(4), cmp_dt date);`,
    `CREATE TABLE ctms.visit (vis_id integer PRIMARY KEY, subj_id integer NOT NULL REFERENCES ctms.subject (subj_id), vis_cd varchar(4) NOT NULL,
      sched_dt date NOT NULL, vis_win_days smallint NOT NULL, act_dt date, vis_stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE ctms.adv_evt (ae_id integer PRIMARY KEY, subj_id integer NOT NULL REFERENCES ctms.subject (subj_id), ae_term text NOT NULL,
      onset_dt date NOT NULL, rpt_dt date NOT NULL, resol_dt date, ae_grd smallint NOT NULL, sae_yn char(1) NOT NULL, rel_cd varchar(4) NOT NULL);`,
    `CREATE TABLE ctms.site_pay_export ("Payment ID" text NOT NULL, "Payment Date" date NOT NULL, "Site No" text NOT NULL, "Site Name" text NOT NULL,
      "Protocol" text NOT NULL, "Payment Type" text NOT NULL, "Visit Count" integer, "Amount Paid (EUR)" numeric(12,2) NOT NULL);`,
    insertRows(
      'ctms.study',
      ['study_id', 'prot_no', 'study_nm', 'ther_area_cd', 'phase_cd', 'sponsor_nm', 'tgt_enrl', 'trt_wks', 'start_dt', 'enrl_close_dt', 'status_cd'],
      STUDIES.map((s) => [s.id, s.prot, s.nm, s.area, s.phase, s.sponsor, s.tgt, s.wks, s.start, s.close, studyStatus(s)]),
    ),
    insertRows('ctms.site', ['site_id', 'site_no', 'site_nm', 'city', 'ctry_cd', 'site_type_cd', 'onbd_dt'], SITES),
    insertRows('ctms.inv', ['inv_id', 'inv_nm', 'site_id', 'role_cd', 'email', 'gcp_exp_dt'], invs),
    insertRows(
      'ctms.study_site',
      ['ss_id', 'study_id', 'site_id', 'pi_id', 'bkp_pi_id', 'act_dt', 'close_dt'],
      studySites.map((x) => [x.id, x.study.id, x.site, x.pi, x.bkp, x.act, x.close]),
    ),
    insertRows(
      'ctms.subject',
      ['subj_id', 'subj_no', 'ss_id', 'sex_cd', 'birth_yr', 'scr_dt', 'rand_dt', 'status_cd', 'wd_dt', 'wd_rsn_cd', 'cmp_dt'],
      subjects.map((x) => [x.id, x.no, x.ss.id, x.sex, x.birth, x.scr, x.rand, x.status, x.wd, x.wdRsn, x.cmp]),
    ),
    insertRows('ctms.visit', ['vis_id', 'subj_id', 'vis_cd', 'sched_dt', 'vis_win_days', 'act_dt', 'vis_stat_cd'], visits),
    insertRows('ctms.adv_evt', ['ae_id', 'subj_id', 'ae_term', 'onset_dt', 'rpt_dt', 'resol_dt', 'ae_grd', 'sae_yn', 'rel_cd'], aes),
    insertRows(
      'ctms.site_pay_export',
      ['"Payment ID"', '"Payment Date"', '"Site No"', '"Site Name"', '"Protocol"', '"Payment Type"', '"Visit Count"', '"Amount Paid (EUR)"'],
      payments,
    ),
  ].join('\n');
}
