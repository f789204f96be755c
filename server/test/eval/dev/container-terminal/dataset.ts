/**
 * Port of Kessel Container Terminal (KCT), a two-quay container terminal that serves the deep-sea services of a few
 * shipping lines and their feeder vessels. Ships call at its four berths; quay cranes discharge (unload) containers
 * off the ships and load containers onto them; boxes wait in the yard blocks; trucking companies deliver export boxes
 * and collect import boxes through the truck gate. The terminal bills the shipping lines monthly for demurrage
 * (storage beyond the free days) and for reefer power. This is the terminal operating system's (TOS) database,
 * 2025-01-01 to 2026-11-24 (the day before it was last loaded); the vessel schedule also holds calls expected in the
 * next two weeks. Times are local terminal time; money is in US dollars. A TEU is a twenty-foot equivalent unit: a
 * 20 ft box is 1 TEU, a 40 ft box is 2 TEU.
 *
 * Schema `tos`:
 * - `shp_line`: the shipping lines (carriers, customers) we work for, keyed by `line_cd` (MAEU Maersk, MSCU MSC,
 *   CMDU CMA CGM, HLCU Hapag-Lloyd, ONEY ONE, ZIMU ZIM, EGLV Evergreen). `line_nm` name; `ctry_cd` home country (ISO
 *   code); `free_dd` free storage days an import box may stay in the yard before demurrage starts; `dmrg_rt_usd`
 *   demurrage rate per TEU per day beyond the free days; `cr_hold_yn` Y when the line is on credit hold for unpaid
 *   invoices.
 * - `vsl_call`: vessel calls (port calls, ship visits), keyed by `call_id`. `vsl_nm` vessel (ship) name; `imo_no` the
 *   ship's IMO number; `line_cd` the operating line; `svc_cd` the liner service (AE7, NFD, SWX, MFD, TGX, HLX, ONX,
 *   ZMX); `voy_no` voyage number; `berth_cd` the berth (B1 and B2 deep-water berths on the North Quay, B3 and B4 on
 *   the feeder quay); `vsl_teu_cap` the ship's capacity in TEU; `eta_ts` estimated time of arrival; `ata_ts` actual
 *   time of arrival alongside (berthing), NULL until the ship arrives and for cancelled calls; `atd_ts` actual time of
 *   departure (sailing), NULL until it sails; `call_sts` SCH scheduled (not arrived yet), ALG alongside (at the berth
 *   now), DEP departed, CXL cancelled (the ship skipped the port).
 * - `yd_blk`: the yard blocks (stacks), keyed by `blk_cd`. `blk_typ` DRY dry (general) boxes, RFR reefer block with
 *   power plugs, EMP empties, IMO dangerous goods; `cap_teu` storage capacity in TEU; `plug_cnt` number of reefer
 *   plugs (0 for non-reefer blocks).
 * - `unit_vst`: containers (boxes, units), one row per container's visit to the terminal, keyed by `unit_id`; no
 *   container visits twice. `cntr_no` container number; `line_cd` the shipping line that owns the box; `iso_cd` ISO
 *   size-type code (22G1 20 ft dry, 42G1 40 ft dry, 45G1 40 ft high cube, 22R1 20 ft reefer, 45R1 40 ft reefer);
 *   `len_ft` length in feet (20 or 40); `teu` 1 or 2; `rfr_yn` Y for a reefer (refrigerated) box; `fe_cd` F full,
 *   E empty; `cat_cd` IMP import (came off a ship, leaves by truck), EXP export (arrives by truck, leaves on a ship),
 *   TRS transshipment (came off one ship, leaves on another); `gross_kg` gross weight in kg; `ib_call_id` the vessel
 *   call it was discharged from (`vsl_call.call_id`; NULL for exports, which come in by truck); `ob_call_id` the vessel
 *   call it was loaded onto (`vsl_call.call_id`; NULL for imports and for boxes not loaded yet); `in_ts` when it
 *   arrived in the terminal (discharge or gate-in); `out_ts` when it left (loading or gate-out), NULL while it is
 *   still in the yard; `blk_cd` the yard block it is or was stored in; `hold_yn` Y when customs is holding the box
 *   right now (only boxes still in the yard).
 * - `trk_co`: the trucking (haulage, drayage) companies registered to use our gate, keyed by `trk_co_id`. `trk_co_nm`
 *   name; `scac_cd` carrier code; `haz_yn` Y if certified to haul dangerous goods; `reg_dt` the day it was
 *   registered at the gate; `susp_dt` the day its gate access was suspended, NULL when it is in good standing.
 * - `gate_txn`: truck gate transactions, keyed by `gate_txn_id`. `unit_id` the container; `trk_co_id` the trucking
 *   company; `dir_cd` I gate-in (a truck delivers a box) or O gate-out (a truck picks a box up); `lane_no` gate lane
 *   (1 to 8); `gate_ts` time at the gate; `turn_min` truck turn time, minutes from entering to leaving the terminal;
 *   `txn_sts` CMP completed, REJ rejected (the truck was turned away and came back later); `rej_rsn_cd` why it was
 *   rejected, NULL unless REJ: DOC missing or wrong documents, APT no booking (appointment), HLD box on hold, DMG
 *   damaged box or chassis.
 * - `crn_op`: the quay crane operators (crane drivers), keyed by `op_id`. `op_nm` name; `shft_cd` the shift crew (A,
 *   B or C); `hire_dt`; `term_dt` the last day of employment, NULL while they still work here.
 * - `crn_mv`: quay crane moves, one row per lift, keyed by `mv_id`. `call_id` the vessel call worked; `unit_id` the
 *   container moved (NULL for restows, which are boxes that stay on the ship); `qc_cd` the quay crane (QC01 and QC02
 *   serve berth B1, QC03 and QC04 berth B2, QC05 berth B3, QC06 berth B4); `op_id` the crane operator; `mv_typ` DSCH
 *   discharge, LOAD load, RSTW restow (a box moved on board or lifted off and put back); `mv_ts` when the lift
 *   finished; `cyc_sec` crane cycle time of the lift in seconds.
 * - `"Storage Invoices"`: the monthly billing sheet exported from the finance spreadsheet and loaded as it comes, one
 *   row per invoice; each line gets at most one Demurrage and one Reefer Power invoice per billing month, January
 *   2025 to October 2026, dated the 3rd of the following month. Its columns keep the spreadsheet's headers: "Invoice
 *   No"; "Line Code" (= `shp_line.line_cd`); "Line Name"; "Billing Period" the first day of the month billed; "Charge
 *   Type" Demurrage (import boxes picked up that month that stayed past the line's free days: days over x TEU x the
 *   line's rate) or Reefer Power (reefer boxes that left that month: days plugged in x 32 USD); "Containers" boxes
 *   billed; "Billable Days"; "Invoice Total (USD)"; "Invoice Date"; "Due Date" 30 days after the invoice date;
 *   "Status" Paid, Open (not paid yet) or Disputed (the line contests it; not paid); "Paid Date" NULL unless Paid.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';
const HOUR = 3_600_000;
const DAY = 86_400_000;
const START_MS = Date.parse(`${FIRST_DAY}T00:00:00Z`);
const END_MS = Date.parse(`${LAST_DAY}T23:59:59Z`);
/** The schedule holds calls expected up to this day. */
const SCHEDULE_END = '2026-12-08';

/** [line_cd, line_nm, ctry_cd, free_dd, dmrg_rt_usd, cr_hold_yn] */
const LINES: [string, string, string, number, number, string][] = [
  ['MAEU', 'Maersk Line', 'DK', 5, 85, 'N'],
  ['MSCU', 'Mediterranean Shipping Company', 'CH', 4, 90, 'N'],
  ['CMDU', 'CMA CGM', 'FR', 5, 80, 'N'],
  ['HLCU', 'Hapag-Lloyd', 'DE', 6, 75, 'N'],
  ['ONEY', 'Ocean Network Express', 'SG', 5, 80, 'Y'],
  ['ZIMU', 'ZIM Integrated Shipping', 'IL', 3, 95, 'N'],
  ['EGLV', 'Evergreen Line', 'TW', 5, 80, 'N'],
];
const PREFIX: Record<string, string> = { MAEU: 'MSKU', MSCU: 'MSCU', CMDU: 'CMAU', HLCU: 'HLXU', ONEY: 'ONEU', ZIMU: 'ZCSU', EGLV: 'EGHU' };

interface Service {
  cd: string;
  line: string;
  vessels: [string, number, number][];
  dow: number;
  weeks: number;
  from: string;
  to: string;
  berths: string[];
  dis: [number, number];
  load: [number, number];
  /** Hours alongside [min, max]. */
  stay: [number, number];
  feeder: boolean;
}
const SERVICES: Service[] = [
  {
    cd: 'AE7', line: 'MAEU', dow: 1, weeks: 1, from: FIRST_DAY, to: SCHEDULE_END, berths: ['B1', 'B1', 'B2'], dis: [8, 16], load: [7, 14], stay: [20, 34], feeder: false,
    vessels: [['Maersk Kensington', 9632064, 13100], ['Maersk Kowloon', 9632090, 13100], ['Maersk Kalmar', 9458080, 9600], ['Maersk Karlskrona', 9458092, 9600]],
  },
  {
    cd: 'NFD', line: 'MAEU', dow: 4, weeks: 1, from: FIRST_DAY, to: SCHEDULE_END, berths: ['B3', 'B4', 'B4'], dis: [3, 7], load: [2, 6], stay: [8, 15], feeder: true,
    vessels: [['Maersk Vilnius', 9313761, 1700], ['Maersk Tallinn', 9313759, 1700]],
  },
  {
    cd: 'SWX', line: 'MSCU', dow: 3, weeks: 1, from: FIRST_DAY, to: SCHEDULE_END, berths: ['B2', 'B2', 'B1'], dis: [8, 15], load: [7, 13], stay: [20, 36], feeder: false,
    vessels: [['MSC Adelaide', 9839284, 15000], ['MSC Beatrice', 9399038, 14000], ['MSC Chiara', 9394923, 12500], ['MSC Danit', 9404649, 14000]],
  },
  {
    cd: 'MFD', line: 'MSCU', dow: 6, weeks: 2, from: '2025-01-04', to: SCHEDULE_END, berths: ['B3', 'B4'], dis: [3, 6], load: [3, 6], stay: [9, 16], feeder: true,
    vessels: [['MSC Rhiannon', 9169184, 2200]],
  },
  {
    cd: 'TGX', line: 'CMDU', dow: 5, weeks: 2, from: '2025-01-03', to: SCHEDULE_END, berths: ['B2', 'B3'], dis: [6, 12], load: [6, 11], stay: [16, 28], feeder: false,
    vessels: [['CMA CGM Tage', 9454400, 8500], ['CMA CGM Loire', 9454412, 8500]],
  },
  {
    cd: 'HLX', line: 'HLCU', dow: 2, weeks: 2, from: '2025-01-07', to: '2025-10-31', berths: ['B1', 'B2'], dis: [6, 12], load: [5, 10], stay: [16, 28], feeder: false,
    vessels: [['Bremen Express', 9343716, 8750], ['Dresden Express', 9343728, 8750]],
  },
  {
    cd: 'ONX', line: 'ONEY', dow: 0, weeks: 2, from: '2025-01-12', to: SCHEDULE_END, berths: ['B2', 'B2', 'B1'], dis: [6, 12], load: [5, 10], stay: [16, 30], feeder: false,
    vessels: [['ONE Harmony', 9741384, 14000], ['ONE Minato', 9741396, 14000]],
  },
  {
    cd: 'ZMX', line: 'ZIMU', dow: 2, weeks: 2, from: '2026-03-03', to: SCHEDULE_END, berths: ['B3'], dis: [4, 9], load: [4, 8], stay: [12, 22], feeder: false,
    vessels: [['ZIM Rotterdam', 9699121, 4250]],
  },
];
const QUAY_CRANES: Record<string, string[]> = { B1: ['QC01', 'QC02'], B2: ['QC03', 'QC04'], B3: ['QC05'], B4: ['QC06'] };
/** Mean crane cycle time in seconds: QC06 is the oldest crane. */
const CRANE_CYCLE: Record<string, number> = { QC01: 112, QC02: 118, QC03: 108, QC04: 121, QC05: 134, QC06: 158 };

/** [blk_cd, blk_typ, cap_teu, plug_cnt] */
const BLOCKS: [string, string, number, number][] = [
  ['A1', 'DRY', 90, 0],
  ['A2', 'DRY', 90, 0],
  ['A3', 'DRY', 70, 0],
  ['B1', 'DRY', 80, 0],
  ['B2', 'DRY', 80, 0],
  ['R1', 'RFR', 40, 24],
  ['R2', 'RFR', 30, 18],
  ['E1', 'EMP', 120, 0],
  ['H1', 'IMO', 24, 0],
];

/** [trk_co_id, trk_co_nm, scac_cd, haz_yn, reg_dt, susp_dt, weight, mean turn minutes] */
const TRUCKERS: [number, string, string, string, string, string | null, number, number][] = [
  [301, 'Harbourline Haulage', 'HRBL', 'Y', '2016-03-14', null, 9, 31],
  [302, 'Quayside Transport', 'QYST', 'N', '2018-07-02', null, 7, 36],
  [303, 'Northway Logistics', 'NWLG', 'Y', '2012-11-19', null, 6, 34],
  [304, 'Redline Trucking', 'RDLT', 'N', '2020-01-27', null, 5, 42],
  [305, 'Atlas Drayage', 'ATDR', 'N', '2019-05-06', '2026-08-14', 4, 55],
  [306, 'Coastal Freight Movers', 'CFMV', 'Y', '2015-09-21', null, 4, 38],
  [307, 'Blue Anchor Carriers', 'BACR', 'N', '2021-04-12', null, 3, 47],
  [308, 'Pioneer Container Haulers', 'PCHL', 'N', '2026-02-09', null, 3, 40],
  [309, 'Meridian Express Freight', 'MXFR', 'N', '2026-11-18', null, 0, 40],
  [310, 'Kestrel Road Services', 'KRSV', 'N', '2017-06-05', null, 2, 44],
];

/** [op_id, op_nm, shft_cd, hire_dt, term_dt] */
const OPERATORS: [number, string, string, string, string | null][] = [
  [201, 'Luis Ferreira', 'A', '2014-05-12', null],
  [202, 'Hannah Okafor', 'A', '2019-09-02', null],
  [203, 'Tomasz Nowak', 'A', '2011-03-21', null],
  [204, 'Grace Mensah', 'B', '2017-01-16', null],
  [205, 'Pedro Alves', 'B', '2021-06-07', null],
  [206, 'Ines Carvalho', 'B', '2016-10-24', null],
  [207, 'Mark Jansen', 'C', '2009-08-03', '2026-03-31'],
  [208, 'Sofia Rossi', 'C', '2026-04-20', null],
  [209, 'Daniel Kim', 'C', '2020-02-10', null],
];
/** Ines Carvalho is on long-term leave from mid-September 2026. */
const LEAVE: Record<number, [string, string]> = { 206: ['2026-09-14', '2026-12-31'] };

/** Gate hours 06:00 to 21:59, busiest mid-morning. */
const GATE_HOURS: [number, number][] = [
  [6, 3], [7, 6], [8, 8], [9, 10], [10, 12], [11, 9], [12, 6], [13, 8], [14, 9], [15, 8], [16, 6], [17, 5], [18, 3], [19, 2], [20, 1.5], [21, 1],
];
const REEFER_RATE = 32;

function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function round(x: number, d: number): number {
  return Number(x.toFixed(d));
}
function ts(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}
function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
function msOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}
/** A time of day at the gate on `day`, as epoch ms. */
function gateTime(r: SeededRandom, day: string): number {
  const h = r.weighted(GATE_HOURS);
  return msOf(day) + h * HOUR + r.int(0, 59) * 60_000 + r.int(0, 59) * 1000;
}

interface Call {
  id: number;
  svc: Service;
  vsl: [string, number, number];
  voy: string;
  berth: string;
  eta: number;
  ata: number | null;
  atd: number | null;
  sts: string;
  /** Planned departure, also for calls still alongside. */
  plannedAtd: number;
}

interface Unit {
  id: number;
  cntr: string;
  line: string;
  iso: string;
  len: number;
  teu: number;
  rfr: boolean;
  fe: string;
  cat: string;
  kg: number;
  ib: number | null;
  ob: number | null;
  inTs: number;
  outTs: number | null;
  blk: string;
  hold: boolean;
}

export function datasetSql(): string {
  const r = seededRandom(5071_2026);

  // Vessel calls.
  const calls: Call[] = [];
  const voySeq: Record<string, number> = {};
  const allCalls: Call[] = [];
  for (const svc of SERVICES) {
    let day = svc.from;
    while (dayOfWeek(day) !== svc.dow) day = addDays(day, 1);
    let k = 0;
    for (; day <= svc.to; day = addDays(day, 7 * svc.weeks), k++) {
      const vsl = svc.vessels[k % svc.vessels.length] as [string, number, number];
      voySeq[svc.cd] = (voySeq[svc.cd] ?? 500) + 1;
      const dir = svc.feeder ? 'N' : 'W';
      let eta = msOf(day) + r.int(0, 23) * HOUR + r.pick([0, 30]) * 60_000;
      let delay = Math.max(-3, normal(r) * 5 + 2.5);
      if (day === LAST_DAY) {
        // The ship due on the last day berthed that afternoon and is still working.
        eta = msOf(day) + 12 * HOUR;
        delay = 1.5;
      }
      const ata = Math.round((eta + delay * HOUR) / 60_000 / 5) * 5 * 60_000;
      const stay = r.float(svc.stay[0], svc.stay[1], 2);
      const atd = Math.round((ata + stay * HOUR) / 60_000 / 5) * 5 * 60_000;
      const berth = r.pick(svc.berths);
      let sts = 'DEP';
      if (r.chance(0.025) && eta <= END_MS) sts = 'CXL';
      else if (ata > END_MS) sts = 'SCH';
      else if (atd > END_MS) sts = 'ALG';
      const call: Call = {
        id: 0,
        svc,
        vsl,
        voy: `${voySeq[svc.cd]}${dir}`,
        berth,
        eta,
        ata: sts === 'DEP' || sts === 'ALG' ? ata : null,
        atd: sts === 'DEP' ? atd : null,
        sts,
        plannedAtd: atd,
      };
      allCalls.push(call);
    }
  }
  allCalls.sort((a, b) => a.eta - b.eta);
  allCalls.forEach((c, i) => {
    c.id = 70001 + i;
    calls.push(c);
  });

  // Crane plan per call: which cranes, which operator on each.
  const opsOn = (day: string): number[] =>
    OPERATORS.filter(([id, , , hire, term]) => hire <= day && (!term || term >= day) && !(LEAVE[id] && (LEAVE[id]?.[0] ?? '') <= day && day <= (LEAVE[id]?.[1] ?? ''))).map(
      ([id]) => id,
    );

  const units: Unit[] = [];
  const moves: unknown[][] = [];
  let unitId = 1;
  const usedNos = new Set<string>();
  const newCntrNo = (line: string): string => {
    for (;;) {
      const no = `${PREFIX[line] ?? 'XXXU'}${r.int(1000000, 9999999)}`;
      if (!usedNos.has(no)) {
        usedNos.add(no);
        return no;
      }
    }
  };
  const makeBox = (line: string, cat: string, fe: string): Omit<Unit, 'id' | 'ib' | 'ob' | 'inTs' | 'outTs' | 'hold'> => {
    const len = r.chance(0.6) ? 40 : 20;
    const rfr = fe === 'F' && r.chance(line === 'ONEY' ? 0.24 : 0.12);
    const iso = rfr ? (len === 20 ? '22R1' : '45R1') : len === 20 ? '22G1' : r.chance(0.55) ? '45G1' : '42G1';
    const tare = rfr ? (len === 20 ? 3000 : 4800) : len === 20 ? 2200 : 3750;
    const kg = fe === 'E' ? tare : Math.round((tare + (len === 20 ? r.int(6000, 24000) : r.int(7000, 27500))) / 10) * 10;
    const haz = fe === 'F' && !rfr && r.chance(0.04);
    const blk = rfr ? r.pick(['R1', 'R1', 'R2']) : fe === 'E' ? 'E1' : haz ? 'H1' : cat === 'EXP' ? r.pick(['B1', 'B2']) : r.pick(['A1', 'A2', 'A3']);
    return { cntr: newCntrNo(line), line, iso, len, teu: len === 20 ? 1 : 2, rfr, fe, cat, kg, blk };
  };

  /** Crane assignment per call: [qc, op][] */
  const craneCrew = new Map<number, [string, number][]>();
  const crewFor = (call: Call): [string, number][] => {
    const have = craneCrew.get(call.id);
    if (have) return have;
    const qcs = QUAY_CRANES[call.berth] ?? ['QC05'];
    const n = qcs.length > 1 && !call.svc.feeder && r.chance(0.7) ? 2 : 1;
    const ops = r.shuffle(opsOn(dayOf(call.ata ?? call.eta)));
    const crew: [string, number][] = qcs.slice(0, n).map((qc, i) => [qc, ops[i] ?? 201]);
    craneCrew.set(call.id, crew);
    return crew;
  };
  const addMove = (call: Call, unit: number | null, typ: string, at: number): void => {
    const crew = crewFor(call);
    const [qc, op] = r.pick(crew);
    const cyc = Math.max(55, Math.round((CRANE_CYCLE[qc] ?? 120) * Math.exp(normal(r) * 0.18) + (typ === 'RSTW' ? 25 : 0)));
    moves.push([0, call.id, unit, qc, op, typ, ts(at), cyc]);
  };
  /** A time within the call's stay, between fractions a and b of it. */
  const during = (call: Call, a: number, b: number): number => {
    const from = (call.ata ?? call.eta) + 40 * 60_000;
    const to = call.plannedAtd - 40 * 60_000;
    return Math.round(from + (to - from) * (a + r.next() * (b - a)));
  };

  // Discharge and load every call that has arrived; exports for calls due in the next days are already in the yard.
  const feederAfter = (line: string, after: number): Call | undefined =>
    calls.find((c) => c.svc.line === line && c.svc.feeder && c.sts !== 'CXL' && (c.ata ?? c.eta) >= after);
  for (const call of calls) {
    if (call.sts === 'CXL') continue;
    const arrived = call.ata !== null;
    if (arrived) {
      const nDis = r.int(call.svc.dis[0], call.svc.dis[1]);
      for (let i = 0; i < nDis; i++) {
        const at = during(call, 0, 0.6);
        if (at > END_MS) continue;
        const trs = !call.svc.feeder && (call.svc.line === 'MAEU' || call.svc.line === 'MSCU') && r.chance(0.28);
        const fe = !trs && r.chance(0.12) ? 'E' : 'F';
        const box = makeBox(call.svc.line, trs ? 'TRS' : 'IMP', fe);
        const unit: Unit = { ...box, id: unitId++, ib: call.id, ob: null, inTs: at, outTs: null, hold: false };
        addMove(call, unit.id, 'DSCH', at);
        if (trs) {
          const next = feederAfter(call.svc.line, at + DAY);
          if (next && next.ata !== null) {
            const loadAt = during(next, 0.4, 1);
            if (loadAt <= END_MS) {
              unit.ob = next.id;
              unit.outTs = loadAt;
              addMove(next, unit.id, 'LOAD', loadAt);
            }
          }
        } else {
          const held = fe === 'F' && r.chance(0.05);
          let dwell = fe === 'E' ? r.int(1, 7) : Math.max(0, Math.round(3.2 * Math.exp(normal(r) * 0.65)) - 1);
          if (held) dwell += r.int(6, 16);
          const outDay = addDays(dayOf(at), dwell);
          let out = gateTime(r, outDay);
          if (out <= at) out = gateTime(r, addDays(outDay, 1));
          if (out <= END_MS) unit.outTs = out;
          else unit.hold = held;
        }
        units.push(unit);
      }
      const nRst = r.chance(0.45) ? r.int(1, 4) : 0;
      for (let i = 0; i < nRst; i++) {
        const at = during(call, 0.1, 0.9);
        if (at <= END_MS) addMove(call, null, 'RSTW', at);
      }
    }
    // Exports for this call.
    if (call.eta - 8 * DAY > END_MS) continue;
    const nLoad = r.int(call.svc.load[0], call.svc.load[1]);
    for (let i = 0; i < nLoad; i++) {
      const fe = r.chance(0.15) ? 'E' : 'F';
      const box = makeBox(call.svc.line, 'EXP', fe);
      const gateDay = addDays(dayOf(call.ata ?? call.eta), -r.int(1, 6));
      const inTs = gateTime(r, gateDay);
      if (inTs < START_MS || inTs > END_MS) continue;
      const unit: Unit = { ...box, id: unitId++, ib: null, ob: null, inTs, outTs: null, hold: false };
      if (arrived) {
        const at = during(call, 0.4, 1);
        if (at <= END_MS && at > inTs) {
          unit.ob = call.id;
          unit.outTs = at;
          addMove(call, unit.id, 'LOAD', at);
        }
      }
      units.push(unit);
    }
  }
  // Unit ids in order of arrival in the terminal.
  units.sort((a, b) => a.inTs - b.inTs || a.id - b.id);
  const renumber = new Map<number, number>();
  units.forEach((u, i) => {
    renumber.set(u.id, 10001 + i);
  });
  for (const u of units) u.id = renumber.get(u.id) ?? u.id;
  for (const m of moves) if (m[2] !== null) m[2] = renumber.get(m[2] as number) ?? m[2];
  moves.sort((a, b) => String(a[6]).localeCompare(String(b[6])) || Number(a[1]) - Number(b[1]));
  moves.forEach((m, i) => {
    m[0] = 900001 + i;
  });

  // Gate transactions: exports gate in, imports gate out.
  const gate: unknown[][] = [];
  const truckersOn = (day: string) => TRUCKERS.filter(([, , , , reg, susp, w]) => w > 0 && reg <= day && (!susp || susp > day));
  const gateMove = (u: Unit, dir: string, at: number): void => {
    const day = dayOf(at);
    const co = r.weighted(truckersOn(day).map((t) => [t, t[6]] as const));
    if (r.chance(0.06)) {
      const rsn = r.weighted([['DOC', 4], ['APT', 3], ['HLD', dir === 'O' ? 2.5 : 0], ['DMG', 1]] as const);
      const rejAt = at - r.int(25, 300) * 60_000;
      if (rejAt > START_MS) gate.push([0, u.id, co[0], dir, r.int(1, 8), ts(rejAt), r.int(6, 24), 'REJ', rsn]);
    }
    const turn = Math.max(9, Math.round(co[7] * Math.exp(normal(r) * 0.35)));
    gate.push([0, u.id, co[0], dir, r.int(1, 8), ts(at), turn, 'CMP', null]);
  };
  for (const u of units) {
    if (u.cat === 'EXP') gateMove(u, 'I', u.inTs);
    if (u.cat === 'IMP' && u.outTs !== null) gateMove(u, 'O', u.outTs);
  }
  gate.sort((a, b) => String(a[5]).localeCompare(String(b[5])) || Number(a[1]) - Number(b[1]));
  gate.forEach((g, i) => {
    g[0] = 600001 + i;
  });

  // Storage invoices, per line per month.
  const lineOf = new Map(LINES.map((l) => [l[0], l]));
  const invoices: unknown[][] = [];
  const months: string[] = [];
  for (let m = '2025-01'; m <= '2026-10'; ) {
    months.push(m);
    const [y, mm] = m.split('-').map(Number) as [number, number];
    m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
  }
  let invSeq = 1;
  for (const mon of months) {
    const [y, mm] = mon.split('-').map(Number) as [number, number];
    const invDate = mm === 12 ? `${y + 1}-01-03` : `${y}-${String(mm + 1).padStart(2, '0')}-03`;
    for (const [lc, lnm, , free, rate] of LINES) {
      const leaving = units.filter((u) => u.line === lc && u.outTs !== null && dayOf(u.outTs).slice(0, 7) === mon);
      const days = (u: Unit) => Math.round((msOf(dayOf(u.outTs ?? 0)) - msOf(dayOf(u.inTs))) / DAY);
      const dm = leaving.filter((u) => u.cat === 'IMP' && u.fe === 'F' && days(u) > free);
      const rf = leaving.filter((u) => u.rfr);
      const bills: [string, number, number, number][] = [];
      if (dm.length) {
        const bd = dm.reduce((s, u) => s + (days(u) - free), 0);
        bills.push(['Demurrage', dm.length, bd, dm.reduce((s, u) => s + (days(u) - free) * u.teu * rate, 0)]);
      }
      if (rf.length) {
        const bd = rf.reduce((s, u) => s + Math.max(1, days(u)), 0);
        bills.push(['Reefer Power', rf.length, bd, bd * REEFER_RATE]);
      }
      for (const [typ, n, bd, amt] of bills) {
        const no = `KCT-${y}${String(mm).padStart(2, '0')}-${String(invSeq++).padStart(4, '0')}`;
        const payLag = lc === 'ONEY' ? r.int(40, 75) : lc === 'ZIMU' ? r.int(20, 45) : r.int(12, 38);
        let paid: string | null = addDays(invDate, payLag);
        let sts = 'Paid';
        if (r.chance(lc === 'ONEY' ? 0.15 : 0.05) && typ === 'Demurrage') {
          sts = 'Disputed';
          paid = null;
        } else if (paid > LAST_DAY) {
          sts = 'Open';
          paid = null;
        }
        invoices.push([no, lc, lnm, `${mon}-01`, typ, n, bd, round(amt, 2), invDate, addDays(invDate, 30), sts, paid]);
      }
    }
  }

  const callRows = calls.map((c) => [
    c.id, c.vsl[0], c.vsl[1], c.svc.line, c.svc.cd, c.voy, c.berth, c.vsl[2], ts(c.eta), c.ata === null ? null : ts(c.ata), c.atd === null ? null : ts(c.atd), c.sts,
  ]);
  const unitRows = units.map((u) => [
    u.id, u.cntr, u.line, u.iso, u.len, u.teu, u.rfr ? 'Y' : 'N', u.fe, u.cat, u.kg, u.ib, u.ob, ts(u.inTs), u.outTs === null ? null : ts(u.outTs), u.blk, u.hold ? 'Y' : 'N',
  ]);

  return [
    'CREATE SCHEMA tos;',
    `CREATE TABLE tos.shp_line (line_cd char(4) PRIMARY KEY, line_nm text NOT NULL, ctry_cd char(2) NOT NULL, free_dd smallint NOT NULL,
      dmrg_rt_usd numeric(8,2) NOT NULL, cr_hold_yn char(1) NOT NULL);`,
    `CREATE TABLE tos.vsl_call (call_id integer PRIMARY KEY, vsl_nm text NOT NULL, imo_no integer NOT NULL, line_cd char(4) NOT NULL REFERENCES tos.shp_line (line_cd),
      svc_cd varchar(4) NOT NULL, voy_no varchar(6) NOT NULL, berth_cd varchar(2) NOT NULL, vsl_teu_cap integer NOT NULL, eta_ts timestamp NOT NULL,
      ata_ts timestamp, atd_ts timestamp, call_sts varchar(3) NOT NULL);`,
    `CREATE TABLE tos.yd_blk (blk_cd varchar(3) PRIMARY KEY, blk_typ varchar(3) NOT NULL, cap_teu integer NOT NULL, plug_cnt integer NOT NULL);`,
    `CREATE TABLE tos.unit_vst (unit_id integer PRIMARY KEY, cntr_no char(11) NOT NULL UNIQUE, line_cd char(4) NOT NULL REFERENCES tos.shp_line (line_cd),
      iso_cd char(4) NOT NULL, len_ft smallint NOT NULL, teu smallint NOT NULL, rfr_yn char(1) NOT NULL, fe_cd char(1) NOT NULL, cat_cd varchar(3) NOT NULL,
      gross_kg integer NOT NULL, ib_call_id integer REFERENCES tos.vsl_call (call_id), ob_call_id integer REFERENCES tos.vsl_call (call_id),
      in_ts timestamp NOT NULL, out_ts timestamp, blk_cd varchar(3) NOT NULL REFERENCES tos.yd_blk (blk_cd), hold_yn char(1) NOT NULL);`,
    `CREATE TABLE tos.trk_co (trk_co_id integer PRIMARY KEY, trk_co_nm text NOT NULL, scac_cd char(4) NOT NULL, haz_yn char(1) NOT NULL, reg_dt date NOT NULL, susp_dt date);`,
    `CREATE TABLE tos.gate_txn (gate_txn_id integer PRIMARY KEY, unit_id integer NOT NULL REFERENCES tos.unit_vst (unit_id),
      trk_co_id integer NOT NULL REFERENCES tos.trk_co (trk_co_id), dir_cd char(1) NOT NULL, lane_no smallint NOT NULL, gate_ts timestamp NOT NULL,
      turn_min integer NOT NULL, txn_sts varchar(3) NOT NULL, rej_rsn_cd varchar(3));`,
    `CREATE TABLE tos.crn_op (op_id integer PRIMARY KEY, op_nm text NOT NULL, shft_cd char(1) NOT NULL, hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE tos.crn_mv (mv_id integer PRIMARY KEY, call_id integer NOT NULL REFERENCES tos.vsl_call (call_id), unit_id integer REFERENCES tos.unit_vst (unit_id),
      qc_cd varchar(4) NOT NULL, op_id integer NOT NULL REFERENCES tos.crn_op (op_id), mv_typ varchar(4) NOT NULL, mv_ts timestamp NOT NULL, cyc_sec integer NOT NULL);`,
    `CREATE TABLE tos."Storage Invoices" ("Invoice No" text NOT NULL, "Line Code" text NOT NULL, "Line Name" text NOT NULL, "Billing Period" date NOT NULL,
      "Charge Type" text NOT NULL, "Containers" integer NOT NULL, "Billable Days" integer NOT NULL, "Invoice Total (USD)" numeric(12,2) NOT NULL,
      "Invoice Date" date NOT NULL, "Due Date" date NOT NULL, "Status" text NOT NULL, "Paid Date" date);`,
    insertRows('tos.shp_line', ['line_cd', 'line_nm', 'ctry_cd', 'free_dd', 'dmrg_rt_usd', 'cr_hold_yn'], LINES),
    insertRows('tos.vsl_call', ['call_id', 'vsl_nm', 'imo_no', 'line_cd', 'svc_cd', 'voy_no', 'berth_cd', 'vsl_teu_cap', 'eta_ts', 'ata_ts', 'atd_ts', 'call_sts'], callRows),
    insertRows('tos.yd_blk', ['blk_cd', 'blk_typ', 'cap_teu', 'plug_cnt'], BLOCKS),
    insertRows(
      'tos.unit_vst',
      ['unit_id', 'cntr_no', 'line_cd', 'iso_cd', 'len_ft', 'teu', 'rfr_yn', 'fe_cd', 'cat_cd', 'gross_kg', 'ib_call_id', 'ob_call_id', 'in_ts', 'out_ts', 'blk_cd', 'hold_yn'],
      unitRows,
    ),
    insertRows(
      'tos.trk_co',
      ['trk_co_id', 'trk_co_nm', 'scac_cd', 'haz_yn', 'reg_dt', 'susp_dt'],
      TRUCKERS.map((t) => t.slice(0, 6)),
    ),
    insertRows('tos.gate_txn', ['gate_txn_id', 'unit_id', 'trk_co_id', 'dir_cd', 'lane_no', 'gate_ts', 'turn_min', 'txn_sts', 'rej_rsn_cd'], gate),
    insertRows('tos.crn_op', ['op_id', 'op_nm', 'shft_cd', 'hire_dt', 'term_dt'], OPERATORS),
    insertRows('tos.crn_mv', ['mv_id', 'call_id', 'unit_id', 'qc_cd', 'op_id', 'mv_typ', 'mv_ts', 'cyc_sec'], moves),
    insertRows(
      'tos."Storage Invoices"',
      ['"Invoice No"', '"Line Code"', '"Line Name"', '"Billing Period"', '"Charge Type"', '"Containers"', '"Billable Days"', '"Invoice Total (USD)"', '"Invoice Date"', '"Due Date"', '"Status"', '"Paid Date"'],
      invoices,
    ),
  ].join('\n');
}
