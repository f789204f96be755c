/**
 * Bayport Municipal Parking, the city's parking operator. It runs six multi-storey garages and six surface lots in four
 * zones of a mid-sized harbour city: Downtown, Midtown (around the medical centre), the Waterfront and the University
 * district. Drivers park by the hour (transient sessions, paid at a pay station on exit or through the mobile app) or
 * buy a monthly permit for one facility. A small enforcement unit walks the facilities and writes citations (tickets)
 * for unpaid parking, permit-only areas, fire lanes and so on; officers report to a supervisor, and the supervisors to
 * the enforcement manager. Riverside Lot closed on 31 March 2025 (the land was sold for housing). Transient rates,
 * the daily maximums and monthly permit rates went up on 1 July 2025; the fine schedule went up on 1 January 2025.
 * Demand is seasonal: the Waterfront is busiest in summer, the University district empties in June to August, and
 * Downtown peaks with holiday shopping in December. The data runs from January 2023 to 24 November 2026.
 *
 * Schema `prk`:
 * - `fac`: the garages and lots. `fac_cd` facility code (G01..G06 garages, L01..L06 surface lots); `fac_nm` name;
 *   `fac_typ` G garage (multi-storey, gated), L surface lot; `zone_cd` DT Downtown, MID Midtown, WF Waterfront, UNI
 *   University; `addr_txt` street address; `cap_spc` capacity in parking spaces; `ev_spc` how many of those spaces
 *   have EV chargers; `hr_rt` current transient rate per started hour in dollars; `dly_max` current maximum charge per
 *   24 hours in dollars; `mo_rt` current list price of a monthly permit in dollars; `open_yr` the year the facility
 *   opened (integer); `act_yn` Y in operation, N closed; `cls_dt` the day a facility closed (empty while it operates).
 * - `pay_mthd`: payment methods. `pay_cd` CC credit card, DB debit card, CSH cash, APP the mobile parking app, ACH
 *   bank draft (permits only), CHK cheque by mail (citations only), ONL the online citation payment portal; `pay_desc`
 *   description; `proc_pct` the processor's fee in percent of the amount (0 for cash and cheque); `act_yn` Y accepted
 *   today, N no longer accepted.
 * - `prmt`: monthly permits, one row per permit sold (a holder who lets a permit lapse and comes back gets a new
 *   row). `prmt_no`; `hldr_nm` the holder's name; `co_nm` the employer paying for a corporate permit (empty
 *   otherwise); `plate_no` licence plate of the registered vehicle; `home_fac` the fac_cd the permit is valid at;
 *   `prmt_typ` STD standard, CRP corporate (billed to the employer), RES downtown resident (20% off list), STU student
 *   (40% off list, sold per semester); `strt_dt` first day of the permit; `end_dt` the last day of the permit (empty
 *   while the permit renews every month, i.e. it is still current; student permits carry the semester's end date);
 *   `mo_amt` the monthly amount the holder pays in dollars (fixed when the permit is sold: permits sold before the
 *   July 2025 increase keep their old price); `pay_cd` how the permit is paid (ACH or CC).
 * - `sess`: transient parking sessions, one per vehicle visit. `sess_no`; `lot_cd` the fac_cd of the facility;
 *   `plate_no` the plate read at entry; `ent_ts` entry time; `ext_ts` exit time (empty while the vehicle is still
 *   parked); `vld_yn` Y when the visit was validated by a merchant or the hospital (the first two hours are free);
 *   `fee_amt` the fee charged in dollars: each started hour at the hourly rate, capped at the daily maximum per 24
 *   hours, minus two hours when validated (empty while still parked, 0 when fully validated); `pay_cd` how the fee
 *   was paid (empty when nothing was due or the vehicle is still parked).
 * - `ofcr`: enforcement staff. `ofcr_no` employee number; `ofcr_nm` full name; `badge_no`; `rank_cd` EO enforcement
 *   officer, SUP supervisor, MGR enforcement manager; `sup_no` the ofcr_no of the person this officer reports to
 *   (empty for the manager); `beat_cd` the zone_cd the officer patrols (empty for the manager); `hire_dt`; `term_dt`
 *   the day the person left (empty while still employed).
 * - `viol`: violation codes. `viol_cd` EXP time expired / overstayed, NOP no payment, PRM parked in a permit-only area
 *   without a permit, FLN fire lane, HCP accessible space without a placard, DBL occupying two spaces, EVS non-electric
 *   vehicle in an EV charging space; `viol_desc`; `fine_amt` the current fine in dollars (until 31 December 2024 the
 *   fines were lower).
 * - `cit`: citations (tickets). `cit_no`; `iss_dt` the issue date stored as text 'YYYYMMDD'; `iss_by` the ofcr_no of
 *   the issuing officer; `loc_cd` the fac_cd where it was written; `viol_cd`; `plate_no`; `fine_amt` the fine in
 *   dollars as issued; `cit_sts` O open (unpaid), P paid, A under appeal (decision pending), V voided; `apl_yn` Y when
 *   the driver appealed the ticket (a denied appeal leaves the ticket to be paid; a granted one voids it); `void_rsn`
 *   why a ticket was voided: APL appeal granted, ERR officer error, DUP duplicate ticket (empty otherwise); `paid_dt`
 *   the day it was paid; `paid_amt` the amount paid in dollars (the fine plus a $25 late fee when paid more than 30
 *   days after issue); `pay_cd` how it was paid.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const START = '2023-01-01';
const LAST = '2026-11-24';
const RATE_UP = '2025-07-01';
const FINE_UP = '2025-01-01';
const L05_CLOSE = '2025-03-31';

type Fac = {
  cd: string; nm: string; typ: 'G' | 'L'; zone: 'DT' | 'MID' | 'WF' | 'UNI'; addr: string; cap: number; ev: number;
  hr: number; dly: number; mo: number; oldHr: number; oldDly: number; oldMo: number; yr: number;
};

const FACS: Fac[] = [
  { cd: 'G01', nm: 'Civic Center Garage', typ: 'G', zone: 'DT', addr: '200 Civic Center Plz', cap: 850, ev: 24, hr: 4.5, dly: 28, mo: 185, oldHr: 4, oldDly: 25, oldMo: 165, yr: 1998 },
  { cd: 'G02', nm: 'Market Street Garage', typ: 'G', zone: 'DT', addr: '415 Market St', cap: 620, ev: 12, hr: 4.5, dly: 26, mo: 175, oldHr: 4, oldDly: 24, oldMo: 160, yr: 2004 },
  { cd: 'G03', nm: 'Harbor Point Garage', typ: 'G', zone: 'WF', addr: '9 Harbor Point Dr', cap: 540, ev: 30, hr: 4, dly: 24, mo: 150, oldHr: 3.5, oldDly: 22, oldMo: 135, yr: 2012 },
  { cd: 'G04', nm: 'University Avenue Garage', typ: 'G', zone: 'UNI', addr: '1200 University Ave', cap: 480, ev: 16, hr: 2.5, dly: 15, mo: 110, oldHr: 2.25, oldDly: 14, oldMo: 100, yr: 2009 },
  { cd: 'G05', nm: 'Midtown Medical Garage', typ: 'G', zone: 'MID', addr: '77 Hospital Way', cap: 720, ev: 20, hr: 3.5, dly: 20, mo: 140, oldHr: 3, oldDly: 18, oldMo: 125, yr: 2016 },
  { cd: 'G06', nm: 'Convention Center Garage', typ: 'G', zone: 'DT', addr: '1 Convention Blvd', cap: 1100, ev: 40, hr: 5, dly: 32, mo: 195, oldHr: 4.5, oldDly: 29, oldMo: 180, yr: 2019 },
  { cd: 'L01', nm: 'Depot Lot', typ: 'L', zone: 'DT', addr: '30 Depot St', cap: 140, ev: 0, hr: 3, dly: 18, mo: 120, oldHr: 2.75, oldDly: 16, oldMo: 110, yr: 1987 },
  { cd: 'L02', nm: 'Pier 9 Lot', typ: 'L', zone: 'WF', addr: 'Pier 9, Embarcadero Rd', cap: 210, ev: 6, hr: 3.5, dly: 22, mo: 125, oldHr: 3, oldDly: 20, oldMo: 115, yr: 1995 },
  { cd: 'L03', nm: 'Elm & 5th Lot', typ: 'L', zone: 'MID', addr: '501 Elm St', cap: 95, ev: 0, hr: 2.5, dly: 14, mo: 95, oldHr: 2.25, oldDly: 12, oldMo: 85, yr: 2001 },
  { cd: 'L04', nm: 'College Green Lot', typ: 'L', zone: 'UNI', addr: '60 College Green', cap: 160, ev: 4, hr: 2, dly: 12, mo: 85, oldHr: 1.75, oldDly: 11, oldMo: 80, yr: 1992 },
  { cd: 'L05', nm: 'Riverside Lot', typ: 'L', zone: 'WF', addr: '14 Riverside Dr', cap: 120, ev: 0, hr: 2.5, dly: 15, mo: 90, oldHr: 2.5, oldDly: 15, oldMo: 90, yr: 1979 },
  { cd: 'L06', nm: 'Theater District Lot', typ: 'L', zone: 'DT', addr: '88 Playhouse Ln', cap: 85, ev: 2, hr: 4, dly: 22, mo: 130, oldHr: 3.5, oldDly: 20, oldMo: 120, yr: 2007 },
];

const PAY = [
  ['CC', 'Credit card', 2.6, 'Y'],
  ['DB', 'Debit card', 1.2, 'Y'],
  ['CSH', 'Cash', 0, 'Y'],
  ['APP', 'Mobile parking app', 3.5, 'Y'],
  ['ACH', 'Bank draft', 0.4, 'Y'],
  ['CHK', 'Cheque by mail', 0, 'N'],
  ['ONL', 'Online citation portal', 2.9, 'Y'],
] as const;

const VIOL = [
  { cd: 'EXP', desc: 'Time expired / overstay', fine: 45, old: 40, w: 34 },
  { cd: 'NOP', desc: 'No payment', fine: 65, old: 55, w: 30 },
  { cd: 'PRM', desc: 'Permit-only area, no permit', fine: 75, old: 70, w: 14 },
  { cd: 'FLN', desc: 'Fire lane', fine: 150, old: 125, w: 6 },
  { cd: 'HCP', desc: 'Accessible space without placard', fine: 250, old: 250, w: 4 },
  { cd: 'DBL', desc: 'Occupying two spaces', fine: 35, old: 30, w: 8 },
  { cd: 'EVS', desc: 'Non-EV vehicle in EV charging space', fine: 85, old: 75, w: 4 },
] as const;

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Carlos', 'Aisha',
  'Wei', 'Priya', 'Daniel', 'Sofia', 'Thomas', 'Grace', 'Kevin', 'Nadia', 'Brian', 'Olivia', 'Luis', 'Hannah', 'Marcus', 'Emily', 'Andre',
  'Chloe', 'Samuel', 'Fatima', 'Ethan', 'Rosa', 'Tyler', 'Mei', 'Jordan', 'Leah', 'Omar', 'Julia', 'Victor', 'Naomi'];
const LASTN = ['Smith', 'Johnson', 'Nguyen', 'Garcia', 'Brown', 'Okafor', 'Miller', 'Davis', 'Rodriguez', 'Chen', 'Wilson', 'Patel', 'Anderson',
  'Thomas', 'Kim', 'Martinez', 'Lee', 'Walker', 'Hall', 'Young', 'Silva', 'Allen', 'Wright', 'Lopez', 'Hill', 'Scott', 'Green', 'Adams',
  'Baker', 'Novak', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Murphy', 'Cook', 'Reyes', 'Shah', 'Fischer'];
const EMPLOYERS = ['Bayport General Hospital', 'Harborline Insurance', 'City of Bayport', 'Meridian Bank', 'Tidewater Law Group',
  'Pacifica Software', 'Bayport University', 'Coastal Energy Co', 'Anchor Logistics', 'Seaview Hotel Group'];

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function ts(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}
function lastOfMonth(iso: string): string {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

export function datasetSql(): string {
  const r = seededRandom(8263);

  const plate = (): string => {
    const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
    return `${r.int(1, 9)}${L[r.int(0, L.length - 1)]}${L[r.int(0, L.length - 1)]}${L[r.int(0, L.length - 1)]}${r.int(100, 999)}`;
  };
  const usedNames = new Set<string>();
  const person = (): string => {
    for (;;) {
      const n = `${r.pick(FIRST)} ${r.pick(LASTN)}`;
      if (!usedNames.has(n)) {
        usedNames.add(n);
        return n;
      }
    }
  };

  // ---- officers -----------------------------------------------------------------------------------------------
  type Ofcr = { no: number; nm: string; badge: string; rank: string; sup: number | null; beat: string | null; hire: string; term: string | null; w: number };
  const ofcrs: Ofcr[] = [];
  let ofNo = 3100;
  const mgr: Ofcr = { no: ofNo++, nm: 'Denise Okafor', badge: 'E-100', rank: 'MGR', sup: null, beat: null, hire: '2011-03-14', term: null, w: 0 };
  usedNames.add(mgr.nm);
  ofcrs.push(mgr);
  const supDefs: [string, string, string][] = [['Maria Lopez', 'DT', '2014-06-02'], ['Kevin Walker', 'WF', '2016-09-19'], ['Priya Shah', 'MID', '2018-01-08']];
  const sups: Ofcr[] = supDefs.map(([nm, beat, hire], i) => {
    usedNames.add(nm);
    return { no: ofNo++, nm, badge: `E-${110 + i}`, rank: 'SUP', sup: mgr.no, beat, hire, term: null, w: 0.35 };
  });
  ofcrs.push(...sups);
  // officers: [beat, hire, term]
  const eoDefs: [string, string, string | null][] = [
    ['DT', '2015-04-20', null], ['DT', '2017-08-14', '2024-05-31'], ['DT', '2019-02-11', null], ['DT', '2021-10-04', null], ['DT', '2024-06-17', null],
    ['DT', '2025-09-08', null],
    ['WF', '2016-05-23', null], ['WF', '2020-03-02', '2025-08-15'], ['WF', '2022-07-11', null], ['WF', '2025-08-25', null],
    ['MID', '2018-11-05', null], ['MID', '2021-01-18', null], ['MID', '2023-05-15', '2024-02-29'], ['MID', '2024-03-11', null],
    ['UNI', '2019-09-03', null], ['UNI', '2022-01-24', '2026-06-30'], ['UNI', '2026-07-13', null],
    ['UNI', '2026-11-16', null],
  ];
  eoDefs.forEach(([beat, hire, term], i) => {
    const sup = beat === 'DT' ? sups[0] : beat === 'WF' ? sups[1] : sups[2]; // Priya Shah supervises Midtown and University
    ofcrs.push({ no: ofNo++, nm: person(), badge: `E-${130 + i}`, rank: 'EO', sup: sup!.no, beat, hire, term, w: r.float(0.8, 1.3, 2) });
  });

  // ---- sessions -----------------------------------------------------------------------------------------------
  const SEASON = [0.82, 0.84, 0.95, 1.0, 1.05, 1.1, 1.15, 1.12, 1.0, 1.0, 1.02, 1.2];
  const zoneFactor = (zone: string, m: number, dow: number): number => {
    let f = 1;
    if (zone === 'WF') f *= [0.55, 0.55, 0.7, 0.9, 1.2, 1.6, 1.8, 1.7, 1.2, 0.9, 0.65, 0.6][m]!;
    if (zone === 'UNI') f *= [0.9, 1.1, 1.1, 1.1, 0.9, 0.35, 0.3, 0.5, 1.2, 1.2, 1.1, 0.7][m]!;
    if (zone === 'DT' && m === 11) f *= 1.3;
    if (dow === 0) f *= zone === 'WF' ? 1.2 : zone === 'DT' ? 0.55 : 0.5;
    if (dow === 6) f *= zone === 'WF' ? 1.4 : zone === 'DT' ? 0.85 : 0.6;
    return f;
  };
  const totalCap = FACS.reduce((s, f) => s + f.cap, 0);
  type Sess = { no: number; fac: Fac; plate: string; ent: number; ext: number | null; vld: string; fee: number | null; pay: string | null };
  const sessions: Sess[] = [];
  const lastMs = Date.parse(`${LAST}T23:59:59Z`);
  const repeatPlates = Array.from({ length: 400 }, plate);
  const ndays = daysBetween(START, LAST);
  for (let d = 0; d <= ndays; d++) {
    const day = addDays(START, d);
    const dt = new Date(`${day}T00:00:00Z`);
    const m = dt.getUTCMonth();
    const dow = dt.getUTCDay();
    const growth = 1 + 0.06 * (d / 365);
    for (const f of FACS) {
      if (f.cd === 'L05' && day > L05_CLOSE) continue;
      const base = (f.cap / totalCap) * 7.2 * (f.typ === 'L' ? 1.5 : 1);
      const exp = base * SEASON[m]! * zoneFactor(f.zone, m, dow) * growth;
      const n = Math.floor(exp + r.next());
      for (let k = 0; k < n; k++) {
        const kind = r.weighted<string>(f.zone === 'MID' ? [['short', 70], ['work', 22], ['eve', 5], ['long', 3]]
          : f.zone === 'WF' ? [['short', 45], ['work', 15], ['eve', 36], ['long', 4]]
            : [['short', 48], ['work', 36], ['eve', 13], ['long', 3]]);
        let hour: number;
        let mins: number;
        if (kind === 'short') { hour = r.int(8, 17); mins = r.int(15, 200); }
        else if (kind === 'work') { hour = r.weighted([[6, 2], [7, 5], [8, 8], [9, 4]]); mins = r.int(420, 640); }
        else if (kind === 'eve') { hour = r.int(17, 20); mins = r.int(90, 300); }
        else { hour = r.int(6, 21); mins = r.int(780, 4300); }
        const ent = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 + r.int(0, 59) * 60_000 + r.int(0, 59) * 1000;
        let ext: number | null = ent + mins * 60_000 + r.int(0, 59) * 1000;
        const vld = (f.zone === 'MID' && r.chance(0.3)) || (f.zone === 'DT' && kind === 'short' && r.chance(0.08)) ? 'Y' : 'N';
        let fee: number | null = null;
        let pay: string | null = null;
        if (ext > lastMs) ext = null;
        else {
          const durMin = Math.ceil((ext - ent) / 60_000);
          const newRate = day >= RATE_UP;
          const hr = newRate ? f.hr : f.oldHr;
          const dly = newRate ? f.dly : f.oldDly;
          const full = Math.floor(durMin / 1440);
          const rem = durMin - full * 1440;
          fee = full * dly + Math.min(Math.ceil(rem / 60) * hr, rem > 0 ? dly : 0);
          if (vld === 'Y') fee = Math.max(0, fee - 2 * hr);
          fee = Math.round(fee * 100) / 100;
          if (fee > 0) {
            const yrIdx = d / 365; // 0..3.9
            pay = r.weighted<string>([['CC', 38 - 2 * yrIdx], ['DB', 16], ['CSH', 16 - 3 * yrIdx], ['APP', 20 + 6 * yrIdx]]);
          }
        }
        sessions.push({ no: 0, fac: f, plate: r.chance(0.25) ? r.pick(repeatPlates) : plate(), ent, ext, vld, fee, pay });
      }
    }
  }
  sessions.sort((a, b) => a.ent - b.ent);
  sessions.forEach((s, i) => { s.no = 500001 + i; });

  // ---- permits ------------------------------------------------------------------------------------------------
  type Prmt = { no: number; nm: string; co: string | null; plate: string; fac: Fac; typ: string; strt: string; end: string | null; amt: number; pay: string };
  const prmts: Prmt[] = [];
  const permitPlates: string[] = [];
  const permitFacs = FACS.filter((f) => f.cd !== 'G06');
  for (let d = 0; d <= ndays; d += 7) {
    const wk = addDays(START, d);
    const m = Number(wk.slice(5, 7));
    const n = Math.floor(3.2 * (m === 1 || m === 9 ? 1.6 : 1) + r.next());
    for (let k = 0; k < n; k++) {
      const fac = r.weighted(permitFacs.map((f) => [f, f.cap * (f.typ === 'L' ? 1.3 : 1)] as const));
      if (fac.cd === 'L05' && wk > '2025-02-28') continue;
      const s = wk.slice(8) <= '15' ? `${wk.slice(0, 7)}-01` : `${wk.slice(0, 7)}-16`;
      let typ: string;
      if (fac.zone === 'UNI') typ = r.weighted([['STU', 55], ['STD', 35], ['CRP', 10]]);
      else if (fac.zone === 'DT') typ = r.weighted([['STD', 45], ['CRP', 35], ['RES', 20]]);
      else if (fac.zone === 'MID') typ = r.weighted([['STD', 40], ['CRP', 60]]);
      else typ = r.weighted([['STD', 70], ['CRP', 20], ['RES', 10]]);
      const list = s >= RATE_UP ? fac.mo : fac.oldMo;
      const amt = typ === 'RES' ? Math.round(list * 0.8 * 100) / 100 : typ === 'STU' ? Math.round(list * 0.6 * 100) / 100 : list;
      let end: string | null;
      if (typ === 'STU') {
        const y = Number(s.slice(0, 4));
        const mm = Number(s.slice(5, 7));
        end = mm >= 7 ? `${y}-12-31` : `${y}-05-31`;
        if (end > LAST && end !== '2026-12-31') end = LAST;
      } else {
        const months = Math.floor(-Math.log(1 - r.next()) * (typ === 'CRP' ? 30 : 18)) + 1;
        const e = new Date(`${s}T00:00:00Z`);
        e.setUTCMonth(e.getUTCMonth() + months);
        const endCand = lastOfMonth(addDays(e.toISOString().slice(0, 10), -1));
        end = endCand <= '2026-10-31' ? endCand : null;
      }
      if (fac.cd === 'L05' && (end === null || end > L05_CLOSE)) end = L05_CLOSE;
      const p = plate();
      permitPlates.push(p);
      prmts.push({ no: 0, nm: person(), co: typ === 'CRP' ? (fac.zone === 'MID' && r.chance(0.6) ? 'Bayport General Hospital' : r.pick(EMPLOYERS)) : null,
        plate: p, fac, typ, strt: s, end, amt, pay: typ === 'CRP' ? 'ACH' : r.weighted([['ACH', 45], ['CC', 55]]) });
    }
  }
  prmts.sort((a, b) => (a.strt < b.strt ? -1 : a.strt > b.strt ? 1 : 0));
  prmts.forEach((p, i) => { p.no = 20001 + i; });

  // ---- citations ----------------------------------------------------------------------------------------------
  type Cit = { no: number; dt: string; by: Ofcr; fac: Fac; viol: string; plate: string; fine: number; sts: string; apl: string; vr: string | null;
    paid: string | null; paidAmt: number | null; pay: string | null };
  const cits: Cit[] = [];
  const offenders = Array.from({ length: 120 }, plate);
  const facW = (f: Fac, day: string): number => {
    if (f.cd === 'L05' && day > L05_CLOSE) return 0;
    if (f.cd === 'G06') return day >= '2026-01-01' ? 0 : 0.15;
    return (f.typ === 'L' ? 3.2 : 1) * f.cap / 100;
  };
  for (let d = 0; d <= ndays; d++) {
    const day = addDays(START, d);
    const dt = new Date(`${day}T00:00:00Z`);
    const dow = dt.getUTCDay();
    if (dow === 0) continue; // no Sunday enforcement
    const m = dt.getUTCMonth();
    const n = Math.floor(2.6 * SEASON[m]! * (dow === 6 ? 0.5 : 1) + r.next());
    for (let k = 0; k < n; k++) {
      const fac = r.weighted(FACS.map((f) => [f, facW(f, day)] as const));
      let pool = ofcrs.filter((o) => o.rank !== 'MGR' && o.beat === (fac.zone === 'UNI' && o.rank === 'SUP' ? 'MID' : fac.zone) && o.hire <= day && (o.term === null || o.term > day));
      if (fac.zone === 'UNI') pool = pool.filter((o) => o.beat === 'UNI' || o.rank === 'SUP');
      if (pool.length === 0) pool = ofcrs.filter((o) => o.rank === 'EO' && o.hire <= day && (o.term === null || o.term > day));
      const by = r.weighted(pool.map((o) => [o, o.w] as const));
      const v = r.weighted(VIOL.filter((x) => x.cd !== 'EVS' || fac.ev > 0).map((x) => [x, x.w] as const));
      const fine = day >= FINE_UP ? v.fine : v.old;
      const age = daysBetween(day, LAST);
      let sts = 'O';
      let apl = 'N';
      let vr: string | null = null;
      let paid: string | null = null;
      let paidAmt: number | null = null;
      let pay: string | null = null;
      const roll = r.next();
      const payIt = (after: number) => {
        const lag = after + Math.floor(-Math.log(1 - r.next()) * 16);
        if (lag <= age) {
          sts = 'P';
          paid = addDays(day, lag);
          paidAmt = lag > 30 ? fine + 25 : fine;
          pay = r.weighted<string>([['ONL', 55], ['CC', 20], ['CHK', paid < '2025-01-01' ? 20 : 0], ['CSH', 5]]);
        }
      };
      if (roll < 0.1 + (v.cd === 'HCP' || v.cd === 'FLN' ? 0.08 : 0)) {
        apl = 'Y';
        if (age < 40) sts = 'A';
        else if (r.chance(0.4)) { sts = 'V'; vr = 'APL'; }
        else if (r.chance(0.75)) payIt(35);
      } else if (roll < 0.15) {
        sts = 'V';
        vr = r.chance(0.7) ? 'ERR' : 'DUP';
      } else if (roll < 0.85) {
        payIt(1);
      }
      cits.push({ no: 0, dt: day, by, fac, viol: v.cd, plate: r.chance(0.2) ? r.pick(offenders) : r.chance(0.08) ? r.pick(permitPlates) : plate(),
        fine, sts, apl, vr, paid, paidAmt, pay });
    }
  }
  cits.forEach((c, i) => { c.no = 7000001 + i; });

  const ymd = (iso: string) => iso.replace(/-/g, '');

  return [
    'CREATE SCHEMA prk;',
    `CREATE TABLE prk.fac (fac_cd varchar(3) PRIMARY KEY, fac_nm varchar(40) NOT NULL, fac_typ char(1) NOT NULL, zone_cd varchar(3) NOT NULL,
      addr_txt varchar(60), cap_spc integer NOT NULL, ev_spc integer NOT NULL, hr_rt numeric(6,2) NOT NULL, dly_max numeric(6,2) NOT NULL,
      mo_rt numeric(7,2) NOT NULL, open_yr integer, act_yn char(1) NOT NULL, cls_dt date);`,
    `CREATE TABLE prk.pay_mthd (pay_cd varchar(3) PRIMARY KEY, pay_desc varchar(40) NOT NULL, proc_pct numeric(4,2) NOT NULL, act_yn char(1) NOT NULL);`,
    `CREATE TABLE prk.prmt (prmt_no integer PRIMARY KEY, hldr_nm varchar(60) NOT NULL, co_nm varchar(60), plate_no varchar(10) NOT NULL,
      home_fac varchar(3) NOT NULL REFERENCES prk.fac (fac_cd), prmt_typ varchar(3) NOT NULL, strt_dt date NOT NULL, end_dt date,
      mo_amt numeric(7,2) NOT NULL, pay_cd varchar(3) REFERENCES prk.pay_mthd (pay_cd));`,
    `CREATE TABLE prk.sess (sess_no integer PRIMARY KEY, lot_cd varchar(3) NOT NULL REFERENCES prk.fac (fac_cd), plate_no varchar(10),
      ent_ts timestamp NOT NULL, ext_ts timestamp, vld_yn char(1) NOT NULL, fee_amt numeric(8,2), pay_cd varchar(3) REFERENCES prk.pay_mthd (pay_cd));`,
    `CREATE TABLE prk.ofcr (ofcr_no integer PRIMARY KEY, ofcr_nm varchar(60) NOT NULL, badge_no varchar(8) NOT NULL, rank_cd varchar(3) NOT NULL,
      sup_no integer REFERENCES prk.ofcr (ofcr_no), beat_cd varchar(3), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE prk.viol (viol_cd varchar(3) PRIMARY KEY, viol_desc varchar(60) NOT NULL, fine_amt numeric(7,2) NOT NULL);`,
    `CREATE TABLE prk.cit (cit_no integer PRIMARY KEY, iss_dt varchar(8) NOT NULL, iss_by integer NOT NULL REFERENCES prk.ofcr (ofcr_no),
      loc_cd varchar(3) NOT NULL REFERENCES prk.fac (fac_cd), viol_cd varchar(3) NOT NULL REFERENCES prk.viol (viol_cd), plate_no varchar(10),
      fine_amt numeric(7,2) NOT NULL, cit_sts char(1) NOT NULL, apl_yn char(1) NOT NULL, void_rsn varchar(3), paid_dt date, paid_amt numeric(7,2),
      pay_cd varchar(3) REFERENCES prk.pay_mthd (pay_cd));`,
    insertRows('prk.fac', ['fac_cd', 'fac_nm', 'fac_typ', 'zone_cd', 'addr_txt', 'cap_spc', 'ev_spc', 'hr_rt', 'dly_max', 'mo_rt', 'open_yr', 'act_yn', 'cls_dt'],
      FACS.map((f) => [f.cd, f.nm, f.typ, f.zone, f.addr, f.cap, f.ev, f.hr, f.dly, f.mo, f.yr, f.cd === 'L05' ? 'N' : 'Y', f.cd === 'L05' ? L05_CLOSE : null])),
    insertRows('prk.pay_mthd', ['pay_cd', 'pay_desc', 'proc_pct', 'act_yn'], PAY.map((p) => [...p])),
    insertRows('prk.prmt', ['prmt_no', 'hldr_nm', 'co_nm', 'plate_no', 'home_fac', 'prmt_typ', 'strt_dt', 'end_dt', 'mo_amt', 'pay_cd'],
      prmts.map((p) => [p.no, p.nm, p.co, p.plate, p.fac.cd, p.typ, p.strt, p.end, p.amt, p.pay])),
    insertRows('prk.sess', ['sess_no', 'lot_cd', 'plate_no', 'ent_ts', 'ext_ts', 'vld_yn', 'fee_amt', 'pay_cd'],
      sessions.map((s) => [s.no, s.fac.cd, s.plate, ts(s.ent), s.ext === null ? null : ts(s.ext), s.vld, s.fee, s.pay])),
    insertRows('prk.ofcr', ['ofcr_no', 'ofcr_nm', 'badge_no', 'rank_cd', 'sup_no', 'beat_cd', 'hire_dt', 'term_dt'],
      ofcrs.map((o) => [o.no, o.nm, o.badge, o.rank, o.sup, o.beat, o.hire, o.term])),
    insertRows('prk.viol', ['viol_cd', 'viol_desc', 'fine_amt'], VIOL.map((v) => [v.cd, v.desc, v.fine])),
    insertRows('prk.cit', ['cit_no', 'iss_dt', 'iss_by', 'loc_cd', 'viol_cd', 'plate_no', 'fine_amt', 'cit_sts', 'apl_yn', 'void_rsn', 'paid_dt', 'paid_amt', 'pay_cd'],
      cits.map((c) => [c.no, ymd(c.dt), c.by.no, c.fac.cd, c.viol, c.plate, c.fine, c.sts, c.apl, c.vr, c.paid, c.paidAmt, c.pay])),
  ].join('\n');
}
