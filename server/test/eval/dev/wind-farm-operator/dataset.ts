/**
 * Gleann Renewables, an independent operator of seven onshore wind farms in Scotland and mid Wales (67 turbines,
 * about 198 MW). Its own technicians maintain the turbines in four regional teams; the energy is sold to
 * offtakers under power purchase agreements (PPAs). This is the operations data warehouse, 2025-01-01 to 2026-11-24
 * (the day before it was last loaded). Money is in pounds sterling (GBP); energy in MWh; power in MW.
 *
 * Schema `ops`:
 * - `site`: the wind farms, keyed by `site_id`. `site_cd` three-letter code (CDG, AMH ...); `site_nm`; `rgn_nm` the
 *   council area; `cod_dt` commercial operation date; `grid_lim_mw` the most the site may export to the grid, MW;
 *   `conn_cd` TX connected to the transmission network, DX connected to the local distribution network (DNO).
 * - `turbine`: the wind turbines (WTGs), keyed by `turb_id`. `turb_tag` (CDG-T01 ...); `site_id`; `oem_nm` the
 *   manufacturer (Siemens Gamesa, Vestas, Nordex, Enercon); `mdl_cd` the model; `rtd_mw` rated power in MW; `hub_ht_m`
 *   hub height in metres; `comm_dt` the day it was commissioned; `ice_det_yn` Y if an ice detection system is fitted
 *   (it stops the turbine when ice builds up on the blades).
 * - `tech`: the wind turbine technicians, keyed by `tech_id`. `tech_nm`; `grade_cd` WT1 trainee, WT2 technician, WT3
 *   senior technician, SAP senior authorised person (high-voltage switching); `base_site_id` the site they are
 *   based at (they work on every site of their region); `start_dt`; `leave_dt` the last day of employment, NULL while they still work here; `gwo_exp_dt` the day their
 *   GWO (Global Wind Organisation) safety training certificate expires.
 * - `gen_dly`: the 10-minute SCADA data rolled up to one row per site per day. `site_id`; `gen_dt`; `exp_mwh`
 *   energy exported that day, MWh (net of curtailment); `avg_ws_ms` mean hub-height wind speed, m/s; `avail_pct`
 *   time-based availability, the % of turbine-hours the turbines were not stopped (every stop counts, grid outages and
 *   scheduled service included); `pk_mw` the highest 10-minute average output of the day, MW.
 * - `dt_evt`: downtime events (stops, alarms), one row per stop of one turbine, keyed by `evt_id`. `turb_id`;
 *   `cause_cd` PIT pitch system, CNV converter / electrical, GEN generator, GBX gearbox, YAW yaw system, BLD blade
 *   damage, GRD grid outage (the whole site trips), ICE icing, SVC scheduled service; `alm_no` the manufacturer's
 *   alarm number; `start_ts` when the turbine stopped; `end_ts` when it was back in operation, NULL while it is still
 *   stopped; `rst_typ` how it was brought back: AUTO automatic reset, REM remote reset by the control room, SITE needed
 *   technicians on site; `lost_mwh` estimated energy lost during the stop, MWh, filled in when the stop ends (NULL
 *   while it is still going on).
 * - `wo`: maintenance work orders (jobs), keyed by `wo_no` (W25-00001 ...). `turb_id`; `evt_id` the stop it was raised
 *   for, NULL for jobs not raised from a stop; `wo_typ` CM corrective (repair), PM preventive (the six-monthly
 *   service), INS inspection (drone blade inspection); `prio_cd` P1 urgent, P2 normal, P3 low; `sts_cd` OPN open (work
 *   not started), INP in progress, HLD on hold waiting for parts, CLS completed, CAN cancelled; `opened_dt` the day it
 *   was raised; `closed_dt` the day it was completed or cancelled, NULL otherwise; `lead_tech_id` the lead technician
 *   and `asst_tech_id` the second technician who climbs with them (both `tech.tech_id`; `asst_tech_id` is NULL for
 *   drone inspections done from the ground by one person); `lab_hrs` labour hours booked (both technicians
 *   together); `part_no` the main spare part used or awaited (`spare.part_no`), NULL if none; `part_qty` how many of
 *   it, NULL if none; `ext_cost_gbp` external costs in whole pounds (crane hire, rope-access and specialist
 *   contractors), 0 if none.
 * - `spare`: the spare parts held in the central store, keyed by `part_no`. `part_desc`; `part_cat` the system it is
 *   for (GBX, GEN, PIT, CNV, YAW, BLD as in `dt_evt.cause_cd`, SVC service consumables); `unit_cost_gbp`; `qty_oh`
 *   quantity on hand today; `min_qty` the minimum stock level (reorder when `qty_oh` falls below it); `crit_yn` Y for a
 *   critical spare (a turbine cannot run without it); `lead_wks` the supplier's lead time in weeks.
 * - `curtail`: grid curtailment instructions, one row per instruction to a site to hold its output down, keyed by
 *   `curt_id`. `site_id`; `instr_cd` who asked: NESO the national system operator (a transmission constraint, for
 *   which we are paid compensation), DNO the distribution network operator (no compensation), NEG our own trading desk
 *   turning down during negative power prices; `start_ts`; `end_ts`; `sp_mw` the output limit (setpoint) in MW, 0 for
 *   a full stop; `curt_mwh` energy curtailed (lost), MWh; `comp_gbp` compensation received, 0 when none.
 * - `"Energy Sales Statement"`: the monthly energy sales statements, exported from the commercial team's spreadsheet
 *   and loaded as it comes, one row per site per month, January 2025 to October 2026. Its columns keep the
 *   spreadsheet's headers: "Statement Ref"; "Site Code" (= `site.site_cd`); "Site Name"; "Month" the first day of
 *   the month of delivery; "Offtaker" the buyer; "Metered Export (MWh)" from the settlement meter (a little below the
 *   SCADA export because of line losses); "Price (GBP/MWh)" the PPA price that month; "Energy Value (GBP)" = metered
 *   export x price; "REGO Value (GBP)" income from the renewable energy certificates (REGOs); "Imbalance Charges
 *   (GBP)" deducted by the offtaker; "Net Amount (GBP)" = energy value + REGO value - imbalance charges; "Status" Paid,
 *   Invoiced (sent, not paid yet) or Disputed; "Paid Date" NULL unless Paid.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';

interface Site {
  id: number;
  cd: string;
  nm: string;
  rgn: string;
  cod: string;
  lim: number;
  conn: 'TX' | 'DX';
  oem: string;
  mdl: string;
  mw: number;
  hub: number;
  n: number;
  /** Wind speed offset against the fleet mean, m/s. */
  ws: number;
  /** Turbine numbers (1-based) with ice detection. */
  ice: number[];
  team: number[];
  /** Failure-rate factor (older turbines fail more). */
  fail: number;
  offtaker: string;
}

const ALL = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

const SITES: Site[] = [
  { id: 1, cd: 'CDG', nm: 'Carn Dearg', rgn: 'Highland', cod: '2012-09-14', lim: 27.6, conn: 'TX', oem: 'Siemens Gamesa', mdl: 'SWT-2.3-93', mw: 2.3, hub: 80, n: 12, ws: 0.6, ice: ALL(12), team: [201, 202, 203, 204, 205], fail: 1.3, offtaker: 'Octopus Energy' },
  { id: 2, cd: 'AMH', nm: 'Allt Mhor', rgn: 'Moray', cod: '2016-05-20', lim: 31, conn: 'TX', oem: 'Vestas', mdl: 'V112-3.45', mw: 3.45, hub: 84, n: 9, ws: 0.3, ice: [1, 2], team: [201, 202, 203, 204, 205], fail: 1.0, offtaker: 'Statkraft Markets' },
  { id: 3, cd: 'DRB', nm: 'Druim Ban', rgn: 'Argyll and Bute', cod: '2014-03-03', lim: 25, conn: 'DX', oem: 'Nordex', mdl: 'N90/2500', mw: 2.5, hub: 80, n: 10, ws: 0.4, ice: [], team: [206, 207], fail: 1.15, offtaker: 'Good Energy' },
  { id: 4, cd: 'MOD', nm: 'Meall Odhar', rgn: 'Highland', cod: '2019-11-28', lim: 30, conn: 'TX', oem: 'Vestas', mdl: 'V136-4.2', mw: 4.2, hub: 82, n: 8, ws: 0.5, ice: ALL(8), team: [201, 202, 203, 204, 205], fail: 0.85, offtaker: 'Octopus Energy' },
  { id: 5, cd: 'CNL', nm: 'Cnoc Liath', rgn: 'Dumfries and Galloway', cod: '2010-06-30', lim: 34.5, conn: 'DX', oem: 'Enercon', mdl: 'E-70', mw: 2.3, hub: 64, n: 15, ws: -0.2, ice: [], team: [208, 209, 210, 211, 214], fail: 1.45, offtaker: 'Statkraft Markets' },
  { id: 6, cd: 'SRG', nm: 'Sron Garbh', rgn: 'Scottish Borders', cod: '2022-08-15', lim: 30, conn: 'TX', oem: 'Siemens Gamesa', mdl: 'SG 5.0-145', mw: 5.0, hub: 102.5, n: 6, ws: 0.1, ice: ALL(6), team: [208, 209, 210, 211, 214], fail: 0.8, offtaker: 'Centrica Energy Trading' },
  { id: 7, cd: 'PMW', nm: 'Pen y Mynydd', rgn: 'Powys', cod: '2015-07-01', lim: 16.1, conn: 'DX', oem: 'Enercon', mdl: 'E-82 E2', mw: 2.3, hub: 78, n: 7, ws: 0, ice: [], team: [212, 213], fail: 1.0, offtaker: 'Good Energy' },
];

/** [tech_id, tech_nm, grade_cd, base_site_id, start_dt, leave_dt, gwo_exp_dt] */
const TECHS: [number, string, string, number, string, string | null, string][] = [
  [201, 'Callum MacLeod', 'SAP', 1, '2011-04-11', null, '2027-08-14'],
  [202, 'Iain Fraser', 'WT3', 4, '2014-09-01', null, '2027-03-02'],
  [203, 'Kirsty Munro', 'WT2', 2, '2017-02-13', null, '2027-05-19'],
  [204, 'Ewan Grant', 'WT2', 1, '2019-06-03', null, '2026-12-18'],
  [205, 'Morag Sutherland', 'WT1', 4, '2026-03-02', null, '2028-02-24'],
  [206, 'Alasdair Campbell', 'WT3', 3, '2013-10-07', null, '2027-10-05'],
  [207, 'Fiona MacLean', 'WT2', 3, '2018-01-15', null, '2027-01-09'],
  [208, 'Graham Johnstone', 'SAP', 5, '2010-05-17', null, '2027-04-22'],
  [209, 'Stuart Elliot', 'WT2', 6, '2022-06-20', null, '2027-06-30'],
  [210, 'Hamish Scott', 'WT2', 5, '2016-08-22', '2025-10-31', '2026-04-30'],
  [211, 'Lewis Armstrong', 'WT1', 6, '2025-11-17', null, '2027-11-10'],
  [212, 'Rhys Morgan', 'WT3', 7, '2015-05-05', null, '2027-02-11'],
  [213, 'Owain Pritchard', 'WT2', 7, '2020-03-09', null, '2027-01-20'],
  [214, 'Dylan Hughes', 'WT2', 5, '2025-11-03', null, '2027-10-28'],
];

/** [part_no, part_desc, part_cat, unit_cost_gbp, qty_oh, min_qty, crit_yn, lead_wks] */
const SPARES: [string, string, string, number, number, number, string, number][] = [
  ['GBX-ASSY-2M', 'Gearbox assembly, 2-2.5 MW class', 'GBX', 312000, 0, 1, 'Y', 30],
  ['GBX-ASSY-4M', 'Gearbox assembly, 3-5 MW class', 'GBX', 428000, 1, 1, 'Y', 36],
  ['GBX-BRG-HSS', 'Gearbox high-speed shaft bearing', 'GBX', 6800, 3, 4, 'N', 10],
  ['GBX-FLT-OIL', 'Gearbox oil filter element', 'GBX', 185, 42, 30, 'N', 3],
  ['GBX-OIL-208', 'Gear oil, 208 l drum', 'GBX', 1450, 12, 10, 'N', 2],
  ['GEN-SLIPRING', 'Generator slip ring unit', 'GEN', 4900, 2, 2, 'N', 8],
  ['GEN-BRUSH-SET', 'Generator carbon brush set', 'GEN', 320, 25, 20, 'N', 2],
  ['GEN-BRG-NDE', 'Generator bearing, non-drive end', 'GEN', 3100, 2, 3, 'Y', 12],
  ['GEN-ENC', 'Generator speed encoder', 'GEN', 780, 6, 4, 'N', 4],
  ['PIT-MOTOR', 'Pitch motor', 'PIT', 5200, 4, 3, 'Y', 8],
  ['PIT-BATT', 'Pitch backup battery pack', 'PIT', 2350, 9, 12, 'N', 6],
  ['PIT-DRV', 'Pitch drive controller', 'PIT', 3900, 3, 2, 'N', 6],
  ['PIT-PROX', 'Pitch proximity sensor', 'PIT', 95, 30, 20, 'N', 2],
  ['CNV-IGBT', 'Converter IGBT power module', 'CNV', 8400, 0, 2, 'Y', 14],
  ['CNV-FAN', 'Converter cooling fan', 'CNV', 640, 7, 4, 'N', 3],
  ['CNV-CTRL', 'Converter control board', 'CNV', 11200, 1, 1, 'Y', 10],
  ['YAW-MOTOR', 'Yaw drive motor', 'YAW', 4600, 3, 2, 'N', 8],
  ['YAW-PAD', 'Yaw brake pad set', 'YAW', 890, 14, 10, 'N', 3],
  ['YAW-GEAR', 'Yaw gearbox', 'YAW', 9700, 1, 2, 'Y', 12],
  ['BLD-LEP-KIT', 'Blade leading edge repair kit', 'BLD', 1350, 6, 5, 'N', 2],
  ['BLD-LPS-REC', 'Blade lightning receptor', 'BLD', 420, 10, 8, 'N', 4],
  ['BLD-N90-44', 'Rotor blade, 44 m (N90)', 'BLD', 186000, 0, 0, 'Y', 40],
  ['SVC-KIT-A', 'Six-monthly service kit (filters, seals)', 'SVC', 1150, 35, 20, 'N', 3],
  ['SVC-GREASE', 'Bearing grease, box of 12 cartridges', 'SVC', 210, 60, 40, 'N', 1],
];

/** Parts used on corrective jobs by cause: [part_no, weight, max qty]. */
const CM_PARTS: Record<string, [string, number, number][]> = {
  PIT: [['PIT-BATT', 3, 3], ['PIT-PROX', 4, 2], ['PIT-DRV', 2, 1], ['PIT-MOTOR', 1, 1]],
  CNV: [['CNV-FAN', 4, 2], ['CNV-IGBT', 2, 1], ['CNV-CTRL', 1, 1]],
  GEN: [['GEN-BRUSH-SET', 4, 2], ['GEN-ENC', 3, 1], ['GEN-SLIPRING', 2, 1], ['GEN-BRG-NDE', 1, 1]],
  GBX: [['GBX-FLT-OIL', 4, 2], ['GBX-OIL-208', 3, 2], ['GBX-BRG-HSS', 2, 1]],
  YAW: [['YAW-PAD', 4, 1], ['YAW-MOTOR', 2, 1], ['YAW-GEAR', 1, 1]],
  BLD: [['BLD-LEP-KIT', 3, 2], ['BLD-LPS-REC', 2, 3]],
};

const ALARMS: Record<string, number[]> = {
  PIT: [3110, 3115, 3142],
  CNV: [5201, 5230, 5288],
  GEN: [4102, 4160],
  GBX: [2201, 2204, 2250],
  YAW: [6010, 6033],
  BLD: [7001, 7015],
  GRD: [1001, 1005],
  ICE: [8100],
  SVC: [9000],
};

/** Random stops per turbine per year, before the site's failure factor. */
const RATES: [string, number][] = [
  ['PIT', 5],
  ['CNV', 4],
  ['GEN', 1.4],
  ['GBX', 1.3],
  ['YAW', 2],
  ['BLD', 0.35],
];
/** [AUTO, REM, SITE] weights by cause. */
const RESET: Record<string, [number, number, number]> = {
  PIT: [5, 3.5, 1.5],
  CNV: [4, 4, 2],
  GEN: [0, 3, 7],
  GBX: [0, 6, 4],
  YAW: [4, 4, 2],
  BLD: [0, 0, 1],
};

const SEASON_WS = [9.3, 8.9, 8.4, 7.5, 6.9, 6.4, 6.3, 6.6, 7.4, 8.3, 8.8, 9.2];

/** Stops set by hand: [turb_tag, cause, alarm, start, end (null: still stopped), status of its work order, part, ext cost]. */
const FIXED: [string, string, number, string, string | null, string, string | null, number][] = [
  ['CNL-T04', 'GBX', 2204, '2025-03-04 09:10', '2025-03-27 16:40', 'CLS', 'GBX-ASSY-2M', 96500],
  ['DRB-T08', 'BLD', 7015, '2025-11-02 13:25', '2025-11-19 15:05', 'CLS', 'BLD-N90-44', 74800],
  ['CDG-T09', 'GBX', 2250, '2026-06-15 07:50', '2026-07-02 18:20', 'CLS', 'GBX-ASSY-2M', 88200],
  ['MOD-T03', 'GBX', 2204, '2026-11-09 08:40', null, 'HLD', 'GBX-ASSY-4M', 0],
  ['AMH-T07', 'CNV', 5288, '2026-11-18 14:05', null, 'HLD', 'CNV-IGBT', 0],
  ['CNL-T11', 'BLD', 7001, '2026-11-20 03:15', null, 'HLD', 'BLD-LPS-REC', 0],
  ['DRB-T05', 'YAW', 6033, '2026-11-23 10:20', null, 'INP', 'YAW-MOTOR', 0],
];

const DAY0 = Date.parse(`${FIRST_DAY}T00:00:00Z`);
const N_DAYS = Math.round((Date.parse(`${LAST_DAY}T00:00:00Z`) - DAY0) / 86_400_000) + 1;
/** End of the data, in minutes from the first day. */
const END_MIN = N_DAYS * 1440;

function dayIdx(iso: string): number {
  return Math.round((Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) - DAY0) / 86_400_000);
}
function minOf(stamp: string): number {
  const [d, t] = stamp.split(' ') as [string, string];
  const [h, m] = t.split(':').map(Number) as [number, number];
  return dayIdx(d) * 1440 + h * 60 + m;
}
function tsOf(min: number): string {
  const d = Math.floor(min / 1440);
  const m = min % 1440;
  return `${addDays(FIRST_DAY, d)} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
}
function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function round(x: number, d: number): number {
  return Number(x.toFixed(d));
}
/** Daily capacity factor from the daily mean wind speed. */
function cfOf(ws: number): number {
  return ws <= 2.8 ? 0 : Math.min(0.93, ((ws - 2.8) / 10) ** 1.9);
}

interface Turbine {
  id: number;
  tag: string;
  site: Site;
  k: number;
  comm: string;
  blocks: [number, number][];
}
interface Evt {
  id: number;
  turb: Turbine;
  cause: string;
  alm: number;
  start: number;
  end: number | null;
  rst: string;
  lost: number | null;
  fixed?: (typeof FIXED)[number];
}

export function datasetSql(): string {
  const r = seededRandom(7310442);

  // Turbines.
  const turbines: Turbine[] = [];
  for (const s of SITES) {
    for (let k = 1; k <= s.n; k++) {
      turbines.push({ id: s.id * 100 + k, tag: `${s.cd}-T${String(k).padStart(2, '0')}`, site: s, k, comm: addDays(s.cod, -r.int(3, 40)), blocks: [] });
    }
  }
  const byTag = new Map(turbines.map((t) => [t.tag, t]));

  // Weather: a fleet-wide weather anomaly and a local one per site.
  const ws: number[][] = SITES.map(() => []);
  let a = 0;
  const b = SITES.map(() => 0);
  for (let d = 0; d < N_DAYS; d++) {
    const m = Number(addDays(FIRST_DAY, d).slice(5, 7));
    a = 0.68 * a + normal(r) * 1.55;
    SITES.forEach((s, i) => {
      b[i] = 0.5 * (b[i] ?? 0) + normal(r) * 0.6;
      (ws[i] as number[])[d] = round(Math.max(1.4, (SEASON_WS[m - 1] ?? 7.5) + s.ws + a * 0.85 + (b[i] ?? 0)), 1);
    });
  }
  const cf = (s: Site, d: number): number => cfOf(ws[s.id - 1]?.[d] ?? 7);

  const overlaps = (t: Turbine, start: number, end: number): boolean => t.blocks.some(([s0, e0]) => start < e0 + 30 && end + 30 > s0);
  const events: Evt[] = [];

  // Fixed stops first, then the six-monthly services, then random stops around them.
  for (const f of FIXED) {
    const t = byTag.get(f[0]);
    if (!t) throw new Error(f[0]);
    const start = minOf(f[3]);
    const end = f[4] ? minOf(f[4]) : null;
    t.blocks.push([start, end ?? END_MIN * 2]);
    events.push({ id: 0, turb: t, cause: f[1], alm: f[2], start, end, rst: 'SITE', lost: null, fixed: f });
  }
  for (const s of SITES) {
    const ts = turbines.filter((t) => t.site === s);
    for (const [from, to] of [['2025-03-10', '2025-05-09'], ['2025-08-18', '2025-10-10'], ['2026-03-09', '2026-05-08'], ['2026-08-17', '2026-10-09']] as const) {
      let day = r.date(from, to);
      for (const t of ts) {
        while (dayOfWeek(day) === 0 || dayOfWeek(day) === 6) day = addDays(day, 1);
        let start = dayIdx(day) * 1440 + r.int(450, 530);
        let end = start + r.int(480, 690);
        while (overlaps(t, start, end)) {
          start += 1440;
          end += 1440;
        }
        t.blocks.push([start, end]);
        events.push({ id: 0, turb: t, cause: 'SVC', alm: 9000, start, end, rst: 'SITE', lost: null });
        day = addDays(day, 1);
      }
    }
  }
  for (let d = 0; d < N_DAYS; d++) {
    const iso = addDays(FIRST_DAY, d);
    const m = Number(iso.slice(5, 7));
    for (const s of SITES) {
      const ts = turbines.filter((t) => t.site === s);
      // Grid outage: the whole site trips.
      if (r.chance(3 / 365)) {
        const start = d * 1440 + r.int(0, 1380);
        for (const t of ts) {
          const end = start + r.int(25, 40) + r.int(0, 400);
          if (overlaps(t, start, end)) continue;
          t.blocks.push([start, end]);
          events.push({ id: 0, turb: t, cause: 'GRD', alm: r.pick(ALARMS.GRD ?? [1001]), start: start + r.int(0, 2), end, rst: 'AUTO', lost: null });
        }
      }
      // Icing, on the turbines that detect it.
      const iceP = [12, 1, 2].includes(m) ? 0.06 : [11, 3].includes(m) ? 0.03 : 0;
      if (s.ice.length > 0 && r.chance(iceP)) {
        const start = d * 1440 + r.int(0, 900);
        for (const t of ts) {
          if (!s.ice.includes(t.k) || !r.chance(0.8)) continue;
          const end = start + r.int(240, 2160);
          if (overlaps(t, start, end)) continue;
          t.blocks.push([start, end]);
          events.push({ id: 0, turb: t, cause: 'ICE', alm: 8100, start, end, rst: 'AUTO', lost: null });
        }
      }
      for (const t of ts) {
        for (const [cause, rate] of RATES) {
          if (!r.chance((rate * s.fail) / 365)) continue;
          const rst = r.weighted([['AUTO', RESET[cause]?.[0] ?? 1], ['REM', RESET[cause]?.[1] ?? 1], ['SITE', RESET[cause]?.[2] ?? 1]] as const);
          const start = d * 1440 + r.int(0, 1439);
          let dur: number;
          if (rst === 'AUTO') dur = r.int(6, 60);
          else if (rst === 'REM') dur = r.int(30, 360);
          else if (cause === 'BLD') dur = r.int(24 * 60, 140 * 60);
          else if (cause === 'GEN') dur = r.int(10 * 60, 96 * 60);
          else if (cause === 'GBX') dur = r.int(6 * 60, 60 * 60);
          else dur = r.int(3 * 60, 30 * 60);
          const end = start + dur;
          if (overlaps(t, start, end)) continue;
          t.blocks.push([start, end]);
          events.push({ id: 0, turb: t, cause, alm: r.pick(ALARMS[cause] ?? [0]), start, end, rst, lost: null });
        }
      }
    }
  }
  for (const e of events) if (e.end !== null && e.end > END_MIN) e.end = null;
  events.sort((x, y) => x.start - y.start || x.turb.id - y.turb.id);
  events.forEach((e, i) => {
    e.id = 700001 + i;
  });

  // Lost energy and daily downtime per site.
  const downMin: number[][] = SITES.map(() => new Array<number>(N_DAYS).fill(0));
  for (const e of events) {
    const end = e.end ?? END_MIN;
    let lost = 0;
    for (let d = Math.floor(e.start / 1440); d * 1440 < end && d < N_DAYS; d++) {
      const mins = Math.min(end, (d + 1) * 1440) - Math.max(e.start, d * 1440);
      if (mins <= 0) continue;
      const row = downMin[e.turb.site.id - 1] as number[];
      row[d] = (row[d] ?? 0) + mins;
      lost += (mins / 60) * e.turb.site.mw * cf(e.turb.site, d);
    }
    e.lost = e.end === null ? null : round(lost, 2);
  }

  // Curtailment.
  const curtRows: unknown[][] = [];
  const curtDay: number[][] = SITES.map(() => new Array<number>(N_DAYS).fill(0));
  let curtId = 30001;
  for (let d = 0; d < N_DAYS; d++) {
    const iso = addDays(FIRST_DAY, d);
    const dow = dayOfWeek(iso);
    for (const s of SITES) {
      const w = ws[s.id - 1]?.[d] ?? 7;
      const cap = s.mw * s.n;
      let instr: string | null = null;
      if (s.conn === 'TX' && r.chance(w > 10 ? 0.33 : w > 8.5 ? 0.12 : 0.01)) instr = 'NESO';
      else if (s.conn === 'DX' && w > 8 && r.chance(s.cd === 'PMW' ? (iso < '2026-01-01' ? 0.03 : 0) : 0.045)) instr = 'DNO';
      else if (['AMH', 'CNL', 'SRG'].includes(s.cd) && (dow === 0 || dow === 6) && w > 8.5 && r.chance(0.08)) instr = 'NEG';
      if (!instr) continue;
      const hours = instr === 'NESO' ? r.int(2, 18) / 2 : instr === 'DNO' ? r.int(4, 24) / 2 : r.int(2, 12) / 2;
      const start = d * 1440 + r.int(0, Math.floor((23.8 - hours) * 2)) * 30;
      const end = start + Math.round(hours * 60);
      const sp = instr === 'NESO' ? Math.min(r.pick([0, 0, 0, 5, 10, 15]), Math.floor(cap * 0.5)) : instr === 'DNO' ? Math.round(s.lim * 0.5) : 0;
      const pot = cap * Math.min(0.95, cf(s, d) * 1.25 + 0.05);
      if (pot <= sp + 1) continue;
      const mwh = round(hours * (pot - sp), 2);
      const comp = instr === 'NESO' ? round(mwh * r.float(55, 95, 2), 2) : 0;
      curtRows.push([curtId++, s.id, instr, tsOf(start), tsOf(end), sp, mwh, comp]);
      (curtDay[s.id - 1] as number[])[d] = mwh;
    }
  }

  // Daily generation.
  const genRows: unknown[][] = [];
  const monthExp = new Map<string, number>();
  for (let d = 0; d < N_DAYS; d++) {
    const iso = addDays(FIRST_DAY, d);
    for (const s of SITES) {
      const cap = s.mw * s.n;
      const c = cf(s, d);
      const avail = 100 * (1 - (downMin[s.id - 1]?.[d] ?? 0) / (s.n * 1440));
      const curt = curtDay[s.id - 1]?.[d] ?? 0;
      const exp = round(Math.max(0, Math.min(s.lim * 24, cap * 24 * c * (avail / 100) * 0.97 * (1 + normal(r) * 0.03)) - curt), 2);
      const pk = round(Math.min(s.lim, cap * Math.min(0.99, c * 1.7 + 0.06 + r.float(0, 0.05, 3))), 2);
      genRows.push([s.id, iso, exp, ws[s.id - 1]?.[d] ?? 0, round(avail, 2), pk]);
      const key = `${s.id}|${iso.slice(0, 7)}`;
      monthExp.set(key, (monthExp.get(key) ?? 0) + exp);
    }
  }

  // Work orders.
  const techEmployed = (id: number, day: string): boolean => {
    const t = TECHS.find((x) => x[0] === id);
    return !!t && t[4] <= day && (t[5] === null || t[5] >= day);
  };
  const grade = (id: number): string => TECHS.find((x) => x[0] === id)?.[2] ?? '';
  const crew = (s: Site, day: string, pair: boolean): [number, number | null] => {
    const pool = s.team.filter((id) => techEmployed(id, day));
    const lead = r.pick(pool.filter((id) => grade(id) !== 'WT1'));
    if (!pair) return [lead, null];
    return [lead, r.pick(pool.filter((id) => id !== lead))];
  };
  interface Wo {
    turb: Turbine;
    evt: number | null;
    typ: string;
    prio: string;
    sts: string;
    opened: string;
    closed: string | null;
    lead: number;
    asst: number | null;
    hrs: number;
    part: string | null;
    qty: number | null;
    ext: number;
  }
  const wos: Wo[] = [];
  const dayOf = (min: number): string => addDays(FIRST_DAY, Math.floor(min / 1440));
  for (const e of events) {
    const s = e.turb.site;
    const opened = dayOf(e.start);
    if (e.fixed) {
      const f = e.fixed;
      const [lead, asst] = crew(s, opened, true);
      const closed = e.end === null ? null : dayOf(e.end);
      const durH = ((e.end ?? END_MIN) - e.start) / 60;
      wos.push({ turb: e.turb, evt: e.id, typ: 'CM', prio: 'P1', sts: f[5], opened, closed, lead, asst, hrs: round(e.end === null ? r.float(6, 24, 1) : Math.min(durH * 0.35, 160), 1), part: f[6], qty: 1, ext: f[7] });
      continue;
    }
    if (e.cause === 'SVC') {
      const [lead, asst] = crew(s, opened, true);
      const durH = ((e.end ?? END_MIN) - e.start) / 60;
      wos.push({ turb: e.turb, evt: e.id, typ: 'PM', prio: 'P3', sts: 'CLS', opened: addDays(opened, -r.int(10, 21)), closed: dayOf(e.end ?? END_MIN), lead, asst, hrs: round(2 * durH * r.float(0.9, 1.05, 2), 1), part: 'SVC-KIT-A', qty: 1, ext: 0 });
      continue;
    }
    if (e.rst === 'SITE') {
      const [lead, asst] = crew(s, opened, true);
      const prio = ['GBX', 'GEN', 'BLD'].includes(e.cause) ? 'P1' : 'P2';
      let sts = 'CLS';
      let closed: string | null = null;
      if (e.end === null) sts = 'INP';
      else {
        closed = addDays(dayOf(e.end), r.weighted([[0, 6], [1, 3], [2, 1]] as const));
        if (closed > LAST_DAY) {
          sts = 'INP';
          closed = null;
        }
      }
      const durH = ((e.end ?? END_MIN) - e.start) / 60;
      const hrs = round(2 * Math.min(Math.max(durH * 0.5, 2), 9 + durH * 0.25) * r.float(0.8, 1.1, 2), 1);
      let part: string | null = null;
      let qty: number | null = null;
      const parts = CM_PARTS[e.cause];
      if (parts && r.chance(0.75)) {
        const p = r.weighted(parts.map((x) => [x, x[1]] as const));
        part = p[0];
        qty = r.int(1, p[2]);
      }
      let ext = 0;
      if (e.cause === 'BLD') ext = r.int(35, 140) * 100;
      else if (e.cause === 'GEN' && r.chance(0.25)) ext = r.int(20, 90) * 100;
      else if (e.cause === 'GBX' && r.chance(0.1)) ext = r.int(15, 40) * 100;
      if (sts !== 'CLS') ext = 0;
      wos.push({ turb: e.turb, evt: e.id, typ: 'CM', prio, sts, opened, closed, lead, asst, hrs, part, qty, ext });
      continue;
    }
    if (e.rst === 'REM') {
      if (r.chance(0.04)) {
        const [lead, asst] = crew(s, opened, true);
        const closed = addDays(opened, r.int(0, 1));
        if (closed <= LAST_DAY) wos.push({ turb: e.turb, evt: e.id, typ: 'CM', prio: 'P2', sts: 'CAN', opened, closed, lead, asst, hrs: 0, part: null, qty: null, ext: 0 });
      } else if (opened >= '2026-11-04' && r.chance(0.3)) {
        const [lead, asst] = crew(s, opened, true);
        wos.push({ turb: e.turb, evt: e.id, typ: 'CM', prio: 'P3', sts: 'OPN', opened, closed: null, lead, asst, hrs: 0, part: null, qty: null, ext: 0 });
      }
    }
  }
  // Drone blade inspections, once a year per turbine, site by site in the summer.
  for (const s of SITES) {
    const ts = turbines.filter((t) => t.site === s);
    for (const [from, to] of [['2025-05-12', '2025-08-15'], ['2026-05-11', '2026-08-14']] as const) {
      let day = r.date(from, to);
      for (const t of ts) {
        while (dayOfWeek(day) === 0 || dayOfWeek(day) === 6) day = addDays(day, 1);
        const [lead] = crew(s, day, false);
        const cancelled = r.chance(0.05);
        wos.push({ turb: t, evt: null, typ: 'INS', prio: 'P3', sts: cancelled ? 'CAN' : 'CLS', opened: addDays(day, -r.int(3, 10)), closed: cancelled ? day : addDays(day, r.int(0, 3)), lead, asst: null, hrs: cancelled ? 0 : r.float(1.5, 3, 1), part: null, qty: null, ext: 0 });
        if (r.chance(0.6)) day = addDays(day, 1);
      }
    }
  }
  // After the lightning storm of 20 November 2026, every Cnoc Liath blade set gets a drone inspection.
  for (const t of turbines.filter((x) => x.site.cd === 'CNL')) {
    const done = t.k <= 5;
    const [lead] = crew(t.site, '2026-11-21', false);
    wos.push({ turb: t, evt: null, typ: 'INS', prio: 'P2', sts: done ? 'CLS' : 'OPN', opened: '2026-11-21', closed: done ? (t.k <= 3 ? '2026-11-22' : '2026-11-24') : null, lead, asst: null, hrs: done ? r.float(1.5, 3, 1) : 0, part: null, qty: null, ext: 0 });
  }
  // A job reported by the landowner at Pen y Mynydd: a noisy yaw bearing, raised without a stop.
  const pmw = byTag.get('PMW-T02');
  if (pmw) wos.push({ turb: pmw, evt: null, typ: 'CM', prio: 'P3', sts: 'OPN', opened: '2026-11-12', closed: null, lead: 212, asst: 213, hrs: 0, part: null, qty: null, ext: 0 });
  wos.sort((x, y) => x.opened.localeCompare(y.opened) || x.turb.id - y.turb.id || (x.evt ?? 0) - (y.evt ?? 0));
  const seq: Record<string, number> = {};
  const woRows = wos.map((w) => {
    const yy = w.opened.slice(2, 4);
    seq[yy] = (seq[yy] ?? 0) + 1;
    return [`W${yy}-${String(seq[yy]).padStart(5, '0')}`, w.turb.id, w.evt, w.typ, w.prio, w.sts, w.opened, w.closed, w.lead, w.asst, w.hrs, w.part, w.qty, w.ext];
  });

  // Energy sales statements.
  const stmts: unknown[][] = [];
  const ppa: Record<string, [number, number]> = { 'Octopus Energy': [61.5, 64.25], 'Good Energy': [58.75, 60.4] };
  for (let mi = 0; mi < 22; mi++) {
    const y = 2025 + Math.floor(mi / 12);
    const mm = (mi % 12) + 1;
    const mon = `${y}-${String(mm).padStart(2, '0')}`;
    const next = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
    const index = round(72 + 14 * Math.cos(((mm - 1) / 12) * 2 * Math.PI) + normal(r) * 6 - (y === 2026 ? 4 : 0), 2);
    for (const s of SITES) {
      const scada = monthExp.get(`${s.id}|${mon}`) ?? 0;
      const metered = round(scada * r.float(0.985, 0.993, 4), 3);
      const fixedPx = ppa[s.offtaker];
      const px = fixedPx ? fixedPx[y === 2025 ? 0 : 1] : round(index * (s.offtaker === 'Centrica Energy Trading' ? 0.94 : 0.92), 2);
      const energy = round(metered * px, 2);
      const rego = round(metered * (y === 2025 ? 14.2 : 9.6), 2);
      const imb = round(metered * r.float(1.1, 2.6, 2), 2);
      const net = round(energy + rego - imb, 2);
      let status = 'Paid';
      if (mon === '2026-10' && s.offtaker !== 'Octopus Energy') status = 'Invoiced';
      if ((mon === '2026-08' && s.cd === 'PMW') || (mon === '2026-09' && s.cd === 'CNL')) status = 'Disputed';
      const paid = status === 'Paid' ? `${next}-${String(r.int(18, 28)).padStart(2, '0')}` : null;
      stmts.push([`ES-${mon.replace('-', '')}-${s.cd}`, s.cd, s.nm, `${mon}-01`, s.offtaker, metered, px, energy, rego, imb, net, status, paid]);
    }
  }

  return [
    'CREATE SCHEMA ops;',
    `CREATE TABLE ops.site (site_id integer PRIMARY KEY, site_cd varchar(3) NOT NULL UNIQUE, site_nm text NOT NULL, rgn_nm text NOT NULL,
      cod_dt date NOT NULL, grid_lim_mw numeric(5,1) NOT NULL, conn_cd varchar(2) NOT NULL);`,
    `CREATE TABLE ops.turbine (turb_id integer PRIMARY KEY, turb_tag varchar(7) NOT NULL UNIQUE, site_id integer NOT NULL REFERENCES ops.site (site_id),
      oem_nm text NOT NULL, mdl_cd varchar(12) NOT NULL, rtd_mw numeric(4,2) NOT NULL, hub_ht_m numeric(5,1) NOT NULL, comm_dt date NOT NULL,
      ice_det_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.tech (tech_id integer PRIMARY KEY, tech_nm text NOT NULL, grade_cd varchar(3) NOT NULL,
      base_site_id integer NOT NULL REFERENCES ops.site (site_id), start_dt date NOT NULL, leave_dt date, gwo_exp_dt date NOT NULL);`,
    `CREATE TABLE ops.gen_dly (site_id integer NOT NULL REFERENCES ops.site (site_id), gen_dt date NOT NULL, exp_mwh numeric(8,2) NOT NULL,
      avg_ws_ms numeric(4,1) NOT NULL, avail_pct numeric(5,2) NOT NULL, pk_mw numeric(5,2) NOT NULL, PRIMARY KEY (site_id, gen_dt));`,
    `CREATE TABLE ops.dt_evt (evt_id integer PRIMARY KEY, turb_id integer NOT NULL REFERENCES ops.turbine (turb_id), cause_cd varchar(3) NOT NULL,
      alm_no integer NOT NULL, start_ts timestamp NOT NULL, end_ts timestamp, rst_typ varchar(4) NOT NULL, lost_mwh numeric(8,2));`,
    `CREATE TABLE ops.spare (part_no varchar(14) PRIMARY KEY, part_desc text NOT NULL, part_cat varchar(3) NOT NULL, unit_cost_gbp numeric(10,2) NOT NULL,
      qty_oh integer NOT NULL, min_qty integer NOT NULL, crit_yn char(1) NOT NULL, lead_wks smallint NOT NULL);`,
    `CREATE TABLE ops.wo (wo_no varchar(9) PRIMARY KEY, turb_id integer NOT NULL REFERENCES ops.turbine (turb_id), evt_id integer REFERENCES ops.dt_evt (evt_id),
      wo_typ varchar(3) NOT NULL, prio_cd varchar(2) NOT NULL, sts_cd varchar(3) NOT NULL, opened_dt date NOT NULL, closed_dt date,
      lead_tech_id integer NOT NULL REFERENCES ops.tech (tech_id), asst_tech_id integer REFERENCES ops.tech (tech_id), lab_hrs numeric(5,1) NOT NULL,
      part_no varchar(14) REFERENCES ops.spare (part_no), part_qty smallint, ext_cost_gbp integer NOT NULL);`,
    `CREATE TABLE ops.curtail (curt_id integer PRIMARY KEY, site_id integer NOT NULL REFERENCES ops.site (site_id), instr_cd varchar(4) NOT NULL,
      start_ts timestamp NOT NULL, end_ts timestamp NOT NULL, sp_mw numeric(5,1) NOT NULL, curt_mwh numeric(8,2) NOT NULL, comp_gbp numeric(10,2) NOT NULL);`,
    `CREATE TABLE ops."Energy Sales Statement" ("Statement Ref" text NOT NULL, "Site Code" text NOT NULL, "Site Name" text NOT NULL, "Month" date NOT NULL,
      "Offtaker" text NOT NULL, "Metered Export (MWh)" numeric(10,3) NOT NULL, "Price (GBP/MWh)" numeric(7,2) NOT NULL, "Energy Value (GBP)" numeric(12,2) NOT NULL,
      "REGO Value (GBP)" numeric(10,2) NOT NULL, "Imbalance Charges (GBP)" numeric(10,2) NOT NULL, "Net Amount (GBP)" numeric(12,2) NOT NULL,
      "Status" text NOT NULL, "Paid Date" date);`,
    insertRows(
      'ops.site',
      ['site_id', 'site_cd', 'site_nm', 'rgn_nm', 'cod_dt', 'grid_lim_mw', 'conn_cd'],
      SITES.map((s) => [s.id, s.cd, s.nm, s.rgn, s.cod, s.lim, s.conn]),
    ),
    insertRows(
      'ops.turbine',
      ['turb_id', 'turb_tag', 'site_id', 'oem_nm', 'mdl_cd', 'rtd_mw', 'hub_ht_m', 'comm_dt', 'ice_det_yn'],
      turbines.map((t) => [t.id, t.tag, t.site.id, t.site.oem, t.site.mdl, t.site.mw, t.site.hub, t.comm, t.site.ice.includes(t.k) ? 'Y' : 'N']),
    ),
    insertRows('ops.tech', ['tech_id', 'tech_nm', 'grade_cd', 'base_site_id', 'start_dt', 'leave_dt', 'gwo_exp_dt'], TECHS),
    insertRows('ops.gen_dly', ['site_id', 'gen_dt', 'exp_mwh', 'avg_ws_ms', 'avail_pct', 'pk_mw'], genRows),
    insertRows(
      'ops.dt_evt',
      ['evt_id', 'turb_id', 'cause_cd', 'alm_no', 'start_ts', 'end_ts', 'rst_typ', 'lost_mwh'],
      events.map((e) => [e.id, e.turb.id, e.cause, e.alm, tsOf(e.start), e.end === null ? null : tsOf(e.end), e.rst, e.lost]),
    ),
    insertRows('ops.spare', ['part_no', 'part_desc', 'part_cat', 'unit_cost_gbp', 'qty_oh', 'min_qty', 'crit_yn', 'lead_wks'], SPARES),
    insertRows(
      'ops.wo',
      ['wo_no', 'turb_id', 'evt_id', 'wo_typ', 'prio_cd', 'sts_cd', 'opened_dt', 'closed_dt', 'lead_tech_id', 'asst_tech_id', 'lab_hrs', 'part_no', 'part_qty', 'ext_cost_gbp'],
      woRows,
    ),
    insertRows('ops.curtail', ['curt_id', 'site_id', 'instr_cd', 'start_ts', 'end_ts', 'sp_mw', 'curt_mwh', 'comp_gbp'], curtRows),
    insertRows(
      'ops."Energy Sales Statement"',
      ['"Statement Ref"', '"Site Code"', '"Site Name"', '"Month"', '"Offtaker"', '"Metered Export (MWh)"', '"Price (GBP/MWh)"', '"Energy Value (GBP)"', '"REGO Value (GBP)"', '"Imbalance Charges (GBP)"', '"Net Amount (GBP)"', '"Status"', '"Paid Date"'],
      stmts,
    ),
  ].join('\n');
}
