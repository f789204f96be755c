/**
 * An automotive-parts maker with three plants (Greenville, Monterrey, Brno). Schema `mes` (the shop floor): plants,
 * lines, machines (a few retired, active_yn = 'N'), SKUs, shifts, operators, work orders from January 2024 to the set's
 * today (2026-11-25) with planned, good and scrapped quantities, a scrap log and downtime events whose reason codes
 * are only explained in `mes.rsn_code`, and maintenance jobs. A running work order has no end_ts; a planned or
 * cancelled one has no start_ts. A downtime event still going on has no dt_min. Schema `scm`: suppliers, raw
 * materials and purchase orders (header and lines) for the plants.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const FIRST_DAY = '2024-01-01';
const LAST_DAY = '2026-11-24';
const DAY_MS = 86_400_000;

/** [plant_cd, plant_nm, city, country_cd] */
const PLANTS: [string, string, string, string][] = [
  ['P10', 'Greenville Plant', 'Greenville', 'US'],
  ['P20', 'Monterrey Plant', 'Monterrey', 'MX'],
  ['P30', 'Brno Plant', 'Brno', 'CZ'],
];
/** [line_id, plant_cd, line_nm, line_typ, shifts run, scrap base rate] */
const LINES: [string, string, string, string, string[], number][] = [
  ['L11', 'P10', 'Press Line 1', 'STAMP', ['A', 'B', 'C'], 0.018],
  ['L12', 'P10', 'Press Line 2', 'STAMP', ['A', 'B', 'C'], 0.024],
  ['L13', 'P10', 'Weld Cell A', 'WELD', ['A', 'B'], 0.015],
  ['L21', 'P20', 'Molding Line', 'MOLD', ['A', 'B', 'C'], 0.031],
  ['L22', 'P20', 'Assembly B', 'ASSY', ['A', 'B'], 0.009],
  ['L31', 'P30', 'CNC Cell', 'CNC', ['A', 'B'], 0.013],
  ['L32', 'P30', 'Paint Line', 'PAINT', ['A', 'B'], 0.042],
  ['L33', 'P30', 'Pack Line', 'PACK', ['A'], 0.004],
];
/** [mach_id, line_id, mach_nm, mach_typ, oem, install_dt, active_yn, retired (last day in use), daily downtime chance] */
const MACHINES: [string, string, string, string, string, string, string, string | null, number][] = [
  ['M1101', 'L11', 'Press 400T #1', 'PRESS', 'Schuler', '2015-03-02', 'Y', null, 0.16],
  ['M1102', 'L11', 'Press 400T #2', 'PRESS', 'Schuler', '2017-06-19', 'Y', null, 0.12],
  ['M1103', 'L11', 'Press 250T', 'PRESS', 'Aida', '2012-09-10', 'Y', null, 0.19],
  ['M1104', 'L11', 'Coil Feeder 1', 'FEEDER', 'Coe Press Equipment', '2015-03-02', 'Y', null, 0.025],
  ['M1201', 'L12', 'Press 600T', 'PRESS', 'Komatsu', '2019-01-14', 'Y', null, 0.14],
  ['M1202', 'L12', 'Press 250T #2', 'PRESS', 'Aida', '2020-05-04', 'Y', null, 0.1],
  ['M1203', 'L12', 'Coil Feeder 2', 'FEEDER', 'Coe Press Equipment', '2019-01-14', 'Y', null, 0.03],
  ['M1301', 'L13', 'Robot Welder 1', 'WELDER', 'Fanuc', '2018-08-20', 'Y', null, 0.09],
  ['M1302', 'L13', 'Robot Welder 2', 'WELDER', 'Fanuc', '2021-02-08', 'Y', null, 0.07],
  ['M1303', 'L13', 'Spot Welder 3', 'WELDER', 'Miller', '2008-04-01', 'N', '2025-05-30', 0.2],
  ['M1304', 'L13', 'Robot Welder 3', 'WELDER', 'Yaskawa', '2025-06-02', 'Y', null, 0.06],
  ['M2100', 'L21', 'Injection Molder 0', 'MOLDER', 'Engel', '2007-11-12', 'N', '2024-08-30', 0.22],
  ['M2101', 'L21', 'Injection Molder 1', 'MOLDER', 'Engel', '2016-02-15', 'Y', null, 0.15],
  ['M2102', 'L21', 'Injection Molder 2', 'MOLDER', 'Arburg', '2018-10-01', 'Y', null, 0.13],
  ['M2103', 'L21', 'Injection Molder 3', 'MOLDER', 'Arburg', '2024-09-02', 'Y', null, 0.08],
  ['M2104', 'L21', 'Resin Dryer 1', 'DRYER', 'Motan', '2016-02-15', 'Y', null, 0.02],
  ['M2201', 'L22', 'Screwdriving Station', 'ASSY', 'Atlas Copco', '2019-07-22', 'Y', null, 0.05],
  ['M2202', 'L22', 'Leak Tester', 'TESTER', 'ATEQ', '2019-07-22', 'Y', null, 0.06],
  ['M2203', 'L22', 'Label Printer', 'PRINTER', 'Zebra', '2022-03-14', 'Y', null, 0.022],
  ['M3101', 'L31', 'DMG Lathe 1', 'LATHE', 'DMG Mori', '2017-05-08', 'Y', null, 0.1],
  ['M3102', 'L31', 'DMG Lathe 2', 'LATHE', 'DMG Mori', '2020-11-16', 'Y', null, 0.08],
  ['M3103', 'L31', 'Mazak Mill 1', 'MILL', 'Mazak', '2014-01-20', 'Y', null, 0.13],
  ['M3104', 'L31', 'Mazak Mill 2', 'MILL', 'Mazak', '2022-06-27', 'Y', null, 0.07],
  ['M3201', 'L32', 'Pretreatment Tank', 'TANK', 'Dürr', '2013-03-04', 'Y', null, 0.04],
  ['M3202', 'L32', 'Paint Booth 1', 'BOOTH', 'Dürr', '2013-03-04', 'Y', null, 0.11],
  ['M3203', 'L32', 'Curing Oven', 'OVEN', 'Wagner', '2013-03-04', 'Y', null, 0.05],
  ['M3301', 'L33', 'Case Packer', 'PACKER', 'Krones', '2021-09-06', 'Y', null, 0.06],
  ['M3302', 'L33', 'Palletizer', 'PALLETIZER', 'Fanuc', '2021-09-06', 'Y', null, 0.018],
];
/** [sku_cd, sku_desc, prod_family, line type, std_cost, planned quantity range, launched (null: never run yet)] */
const SKUS: [string, string, string, string, number, [number, number], boolean][] = [
  ['BRK-1001', 'Front brake bracket', 'Brackets', 'STAMP', 2.35, [2000, 6000], true],
  ['BRK-1002', 'Rear brake bracket', 'Brackets', 'STAMP', 2.1, [2000, 6000], true],
  ['BRK-1010', 'Seat rail bracket', 'Brackets', 'STAMP', 1.45, [3000, 8000], true],
  ['PNL-2001', 'Heat shield panel', 'Panels', 'STAMP', 4.8, [1000, 4000], true],
  ['ASM-3001', 'Seat frame weldment', 'Weldments', 'WELD', 18.6, [300, 1200], true],
  ['ASM-3002', 'Bumper beam weldment', 'Weldments', 'WELD', 24.9, [200, 900], true],
  ['HSG-4001', 'Mirror housing', 'Housings', 'MOLD', 3.2, [1500, 5000], true],
  ['HSG-4002', 'Sensor housing', 'Housings', 'MOLD', 1.75, [2000, 7000], true],
  ['HSG-4003', 'Camera housing', 'Housings', 'MOLD', 2.6, [1500, 5000], false],
  ['CVR-4101', 'Fuse box cover', 'Covers', 'MOLD', 0.95, [3000, 9000], true],
  ['CVR-4102', 'Battery cover', 'Covers', 'MOLD', 1.6, [2000, 6000], true],
  ['MOD-5001', 'Door lock module', 'Modules', 'ASSY', 14.2, [400, 1500], true],
  ['MOD-5002', 'Parking sensor module', 'Modules', 'ASSY', 11.5, [400, 1500], true],
  ['SHF-6001', 'Drive shaft 220mm', 'Shafts', 'CNC', 21.4, [100, 600], true],
  ['SHF-6002', 'Drive shaft 310mm', 'Shafts', 'CNC', 26.8, [100, 600], true],
  ['SHF-6003', 'Drive shaft 400mm', 'Shafts', 'CNC', 31.5, [100, 500], false],
  ['HUB-6101', 'Wheel hub flange', 'Hubs', 'CNC', 17.9, [150, 700], true],
  ['PNL-7001', 'Heat shield panel, painted', 'Panels', 'PAINT', 6.4, [800, 3000], true],
  ['BRK-7002', 'Seat rail bracket, e-coated', 'Brackets', 'PAINT', 2.05, [1500, 5000], true],
  ['KIT-8001', 'Brake bracket service kit', 'Kits', 'PACK', 7.9, [200, 1200], true],
  ['KIT-8002', 'Wheel hub service kit', 'Kits', 'PACK', 23.5, [100, 600], true],
];
/** [shift_cd, shift_nm, start hour, hours] */
const SHIFTS: [string, string, number, number][] = [
  ['A', 'Morning', 6, 8],
  ['B', 'Afternoon', 14, 8],
  ['C', 'Night', 22, 8],
];
/** [rsn_cd, rsn_cat, rsn_desc, planned, minutes range] */
const REASONS: [string, string, string, boolean, [number, number]][] = [
  ['SC01', 'SCRAP', 'Dimension out of tolerance', false, [0, 0]],
  ['SC02', 'SCRAP', 'Surface defect (scratch, dent)', false, [0, 0]],
  ['SC03', 'SCRAP', 'Material flaw / porosity', false, [0, 0]],
  ['SC04', 'SCRAP', 'Setup / first-off scrap', false, [0, 0]],
  ['SC05', 'SCRAP', 'Paint or coating defect', false, [0, 0]],
  ['SC06', 'SCRAP', 'Wrong label or packaging', false, [0, 0]],
  ['DT10', 'DOWN', 'Mechanical breakdown', false, [15, 420]],
  ['DT11', 'DOWN', 'Electrical fault', false, [10, 240]],
  ['DT20', 'DOWN', 'Changeover', true, [20, 95]],
  ['DT30', 'DOWN', 'Material shortage', false, [15, 180]],
  ['DT40', 'DOWN', 'No operator available', false, [30, 240]],
  ['DT50', 'DOWN', 'Planned maintenance', true, [60, 480]],
  ['DT60', 'DOWN', 'Quality hold', false, [20, 300]],
];
const SCRAP_REASONS: Record<string, [string, number][]> = {
  STAMP: [['SC01', 40], ['SC02', 30], ['SC03', 12], ['SC04', 18]],
  WELD: [['SC01', 45], ['SC03', 20], ['SC04', 35]],
  MOLD: [['SC01', 25], ['SC02', 20], ['SC03', 40], ['SC04', 15]],
  ASSY: [['SC01', 30], ['SC04', 30], ['SC06', 40]],
  CNC: [['SC01', 55], ['SC03', 15], ['SC04', 30]],
  PAINT: [['SC02', 25], ['SC05', 65], ['SC04', 10]],
  PACK: [['SC06', 80], ['SC02', 20]],
};
const DOWN_REASONS: [string, number][] = [['DT10', 24], ['DT11', 14], ['DT20', 26], ['DT30', 11], ['DT40', 7], ['DT50', 10], ['DT60', 8]];
const FIRST: Record<string, string[]> = {
  US: ['James', 'Tyler', 'Brandon', 'Ashley', 'Megan', 'Kevin', 'Dustin', 'Crystal', 'Travis', 'Latoya', 'Marcus', 'Heather', 'Cody', 'Brittany', 'DeShawn', 'Amanda'],
  MX: ['José', 'Juan', 'Guadalupe', 'María', 'Luis', 'Alejandra', 'Jorge', 'Fernanda', 'Miguel', 'Daniela', 'Ricardo', 'Paola', 'Héctor', 'Karla', 'Arturo', 'Verónica'],
  CZ: ['Jan', 'Petr', 'Jana', 'Tomáš', 'Lucie', 'Martin', 'Eva', 'Jakub', 'Tereza', 'Lukáš', 'Kateřina', 'Ondřej', 'Veronika', 'Michal', 'Zuzana', 'David'],
};
const LAST: Record<string, string[]> = {
  US: ['Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Moore', 'Taylor', 'Anderson', 'Thomas', 'Jackson', 'Harris', 'Clark', 'Lewis', 'Walker'],
  MX: ['Hernández', 'García', 'Martínez', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Reyes', 'Treviño', 'Garza'],
  CZ: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Marek', 'Pospíšil', 'Hájek', 'Jelínek', 'Král', 'Růžička'],
};
const TECHS: Record<string, string[]> = {
  P10: ['R. Coleman', 'D. Fischer', 'S. Patel'],
  P20: ['A. Villarreal', 'E. Cantú', 'M. Salinas'],
  P30: ['J. Blažek', 'P. Urban', 'K. Šimek'],
};
/** [supp_id, supp_nm, country_cd, approved_yn, lateness: chance a receipt is late] */
const SUPPLIERS: [number, string, string, string, number][] = [
  [101, 'Carolina Steel Service', 'US', 'Y', 0.08],
  [102, 'Great Lakes Coil Co.', 'US', 'Y', 0.22],
  [103, 'Aceros del Norte', 'MX', 'Y', 0.14],
  [104, 'PolyResin Americas', 'US', 'Y', 0.1],
  [105, 'Plásticos Regios', 'MX', 'N', 0.35],
  [106, 'Moravia Ocel', 'CZ', 'Y', 0.06],
  [107, 'Vienna Bar Stock GmbH', 'AT', 'Y', 0.12],
  [108, 'Coatings Europa', 'DE', 'Y', 0.09],
  [109, 'FastenAll Inc.', 'US', 'Y', 0.05],
  [110, 'Tornillos Monterrey', 'MX', 'Y', 0.18],
  [111, 'PackRight s.r.o.', 'CZ', 'Y', 0.07],
  [112, 'Labelco', 'US', 'N', 0.27],
  [113, 'WeldWire Supply', 'US', 'Y', 0.11],
];
/** [mat_cd, mat_desc, mat_grp, uom, base price, suppliers by plant, qty range] */
const MATERIALS: [string, string, string, string, number, Record<string, number[]>, [number, number]][] = [
  ['STL-CR15', 'Cold rolled steel coil 1.5 mm', 'Steel', 'KG', 1.12, { P10: [101, 102], P30: [106] }, [8000, 40000]],
  ['STL-CR20', 'Cold rolled steel coil 2.0 mm', 'Steel', 'KG', 1.08, { P10: [101, 102], P30: [106] }, [8000, 40000]],
  ['ALU-5052', 'Aluminium coil 5052 2.0 mm', 'Aluminium', 'KG', 3.35, { P10: [102, 101] }, [3000, 15000]],
  ['PP-GF30', 'Polypropylene GF30 pellets', 'Resin', 'KG', 2.2, { P20: [104, 105] }, [5000, 25000]],
  ['PA66-GF30', 'Nylon 66 GF30 pellets', 'Resin', 'KG', 3.9, { P20: [104, 105] }, [3000, 15000]],
  ['BAR-42CR40', 'Steel bar 42CrMo4 dia 40 mm', 'Steel', 'M', 9.6, { P30: [107, 106] }, [500, 3000]],
  ['PWD-BLK', 'Black powder coat', 'Coatings', 'KG', 7.4, { P30: [108] }, [400, 2000]],
  ['ECOAT-01', 'E-coat paint concentrate', 'Coatings', 'L', 5.9, { P30: [108] }, [500, 2500]],
  ['FST-M8', 'Screw M8x20 zinc plated', 'Fasteners', 'PCS', 0.045, { P20: [110, 109], P10: [109] }, [20000, 120000]],
  ['LBL-100', 'Label roll 100x50', 'Packaging', 'ROLL', 14.5, { P20: [112], P30: [111] }, [20, 200]],
  ['BOX-600', 'Carton box 600x400x300', 'Packaging', 'PCS', 0.82, { P30: [111], P20: [111] }, [1000, 8000]],
  ['WIRE-ER70', 'Welding wire ER70S-6 1.0 mm', 'Welding', 'KG', 2.75, { P10: [113] }, [500, 3000]],
];
const BUYERS: Record<string, string> = { P10: 'kmorgan', P20: 'lrocha', P30: 'pkadlec' };

const toMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoTs = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const addDays = (iso: string, days: number) => isoDate(toMs(iso) + days * DAY_MS);

export function datasetSql(): string {
  const rnd = seededRandom(31337);
  const endOfData = toMs(LAST_DAY) + DAY_MS; // 2026-11-25 00:00
  const plantOfLine = (line: string) => LINES.find((l) => l[0] === line)![1];
  const machinesOn = (line: string, day: string) =>
    MACHINES.filter((m) => m[1] === line && m[5] <= day && (m[7] === null || m[7] >= day));

  // Operators: about 20 per plant, each on one shift
  const opRows: unknown[][] = [];
  const operators: Record<string, number[]> = {};
  let empNo = 4100;
  for (const [plant, , , country] of PLANTS) {
    for (let i = 0; i < 20; i++) {
      empNo += rnd.int(1, 9);
      const shift = rnd.weighted([['A', 40], ['B', 35], ['C', 25]]);
      const hired = rnd.date('2008-01-01', '2026-09-30');
      const key = `${plant}${shift}`;
      (operators[key] ??= []).push(empNo);
      opRows.push([empNo, rnd.pick(FIRST[country]!), rnd.pick(LAST[country]!), plant, shift, hired, rnd.chance(0.78)]);
    }
  }
  const hiredOf = new Map(opRows.map((r) => [r[0] as number, r[5] as string]));

  // Work orders, with their scrap log
  const woRows: unknown[][] = [];
  const scrapRows: unknown[][] = [];
  const woByLineDay = new Map<string, string[]>();
  let woSeq = 240_000;
  let scrapId = 1;
  for (let day = '2024-01-02'; day <= '2026-12-04'; day = addDays(day, 1)) {
    const weekday = new Date(toMs(day)).getUTCDay();
    for (const [line, plant, , typ, shifts, scrapBase] of LINES) {
      for (const shift of shifts) {
        if (weekday === 0 || (weekday === 6 && shift !== 'A')) continue;
        if (!rnd.chance(typ === 'PACK' ? 0.45 : 0.3)) continue;
        const skus = SKUS.filter((s) => s[3] === typ && s[6]);
        const [sku, , , , , [lo, hi]] = rnd.pick(skus);
        const plan = Math.round(rnd.int(lo, hi) / 50) * 50;
        const wo = `WO${++woSeq}`;
        const [, , startHr] = SHIFTS.find((s) => s[0] === shift)!;
        const start = toMs(day) + startHr * 3_600_000 + rnd.int(0, 90) * 60_000;
        const hours = rnd.float(3, 13, 2);
        const end = start + Math.round(hours * 60) * 60_000;
        if (day > LAST_DAY) {
          woRows.push([wo, sku, line, day, shift, plan, null, null, null, null, 'PLN', null]);
          continue;
        }
        if (rnd.chance(0.03)) {
          woRows.push([wo, sku, line, day, shift, plan, null, null, null, null, 'CNX', null]);
          continue;
        }
        const crew = (operators[`${plant}${shift}`] ?? operators[`${plant}A`]!).filter((e) => hiredOf.get(e)! <= day);
        const lead = crew.length > 0 ? rnd.pick(crew) : null;
        const key = `${line}|${day}`;
        woByLineDay.set(key, [...(woByLineDay.get(key) ?? []), wo]);
        const running = day === LAST_DAY;
        const made = Math.round(plan * rnd.float(0.86, 1.06, 3) * (running ? rnd.float(0.2, 0.7) : 1));
        const rate = scrapBase * rnd.float(0.2, 2.2) * (day >= '2026-01-01' && line === 'L21' ? 0.7 : 1);
        const scrap = Math.round(made * rate);
        const good = made - scrap;
        woRows.push([wo, sku, line, day, shift, plan, isoTs(start), running ? null : isoTs(end), good, scrap, running ? 'RUN' : 'CMP', lead]);
        // split the scrap into up to three log entries
        let left = scrap;
        const parts = scrap === 0 ? 0 : scrap < 10 ? 1 : rnd.int(1, 3);
        const lineMachines = machinesOn(line, day).filter((m) => m[8] > 0.03 || m[3] === 'PACKER');
        for (let p = 0; p < parts && left > 0; p++) {
          const qty = p === parts - 1 ? left : Math.max(1, Math.round(left * rnd.float(0.3, 0.7)));
          left -= qty;
          const at = start + rnd.int(0, Math.round(((running ? endOfData - 3_600_000 : end) - start) / 60_000)) * 60_000;
          scrapRows.push([scrapId++, wo, rnd.pick(lineMachines)[0], rnd.weighted(SCRAP_REASONS[typ]!), qty, isoTs(at)]);
        }
      }
    }
  }

  // Downtime events per machine, and the corrective maintenance they trigger
  const dtRows: unknown[][] = [];
  const jobRows: unknown[][] = [];
  let dtId = 70_000;
  let jobSeq = 5000;
  const jobNo = () => `MJ-${++jobSeq}`;
  const tech = (mach: string) => rnd.pick(TECHS[plantOfLine(MACHINES.find((m) => m[0] === mach)![1])]!);
  const openDown = new Set(['M1103', 'M3202']);
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    for (const [mach, line, , typ, , installed, , retired, chance] of MACHINES) {
      if (day < installed || (retired !== null && day > retired)) continue;
      const aging = retired !== null ? 1.3 : 1;
      if (!rnd.chance(chance * aging * 1.35)) continue;
      let reason = rnd.weighted(DOWN_REASONS);
      if ((typ === 'FEEDER' || typ === 'DRYER' || typ === 'PRINTER' || typ === 'PALLETIZER') && reason === 'DT20') reason = 'DT11';
      const [, , , planned, [lo, hi]] = REASONS.find((r) => r[0] === reason)!;
      const minutes = rnd.int(lo, hi);
      const start = toMs(day) + rnd.int(0, 23 * 60) * 60_000;
      const wos = woByLineDay.get(`${line}|${day}`);
      const open = day === LAST_DAY && openDown.has(mach) && (reason === 'DT10' || reason === 'DT11');
      dtRows.push([++dtId, mach, isoTs(start), open ? null : minutes, reason, planned ? 'Y' : 'N', wos && rnd.chance(0.8) ? rnd.pick(wos) : null]);
      if ((reason === 'DT10' || reason === 'DT11') && (open || rnd.chance(0.45))) {
        const closed = open ? null : addDays(day, rnd.weighted([[0, 30], [1, 25], [2, 15], [4, 10], [7, 8], [12, 6], [20, 4], [35, 2]]));
        const isOpen = closed === null || closed > LAST_DAY;
        const cancelled = !isOpen && rnd.chance(0.03);
        jobRows.push([jobNo(), mach, 'CM', day, isOpen || cancelled ? null : closed, isOpen ? 'OPEN' : cancelled ? 'CANC' : 'DONE', tech(mach),
          cancelled ? null : rnd.float(0.5, reason === 'DT10' ? 14 : 6, 1), cancelled ? null : rnd.float(0, reason === 'DT10' ? 2400 : 600, 2)]);
      }
    }
  }
  // force the two open downtime events if the draw did not give them
  for (const mach of openDown) {
    if (!dtRows.some((r) => r[1] === mach && r[3] === null)) {
      dtRows.push([++dtId, mach, `${LAST_DAY} ${mach === 'M1103' ? '17:42:00' : '21:05:00'}`, null, mach === 'M1103' ? 'DT10' : 'DT11', 'N', null]);
      jobRows.push([jobNo(), mach, 'CM', LAST_DAY, null, 'OPEN', tech(mach), null, null]);
    }
  }

  // Preventive maintenance every 4-8 weeks, calibration of testers and ovens each quarter
  for (const [mach, , , typ, , installed, , retired] of MACHINES) {
    let due = addDays(installed > FIRST_DAY ? installed : FIRST_DAY, rnd.int(5, 40));
    while (due <= '2026-12-15' && (retired === null || due <= retired)) {
      if (due <= LAST_DAY) {
        const closed = addDays(due, rnd.weighted([[0, 50], [1, 25], [2, 12], [5, 8], [10, 5]]));
        const isOpen = closed > LAST_DAY;
        const cancelled = !isOpen && rnd.chance(0.04);
        jobRows.push([jobNo(), mach, 'PM', due, isOpen || cancelled ? null : closed, isOpen ? 'OPEN' : cancelled ? 'CANC' : 'DONE', tech(mach),
          cancelled ? null : rnd.float(1, 6, 1), cancelled ? null : rnd.float(20, 450, 2)]);
      }
      due = addDays(due, rnd.int(28, 56));
    }
    if (['TESTER', 'OVEN', 'LATHE', 'MILL'].includes(typ)) {
      for (let q = addDays(FIRST_DAY, rnd.int(10, 60)); q <= LAST_DAY; q = addDays(q, rnd.int(85, 95))) {
        if (q < installed || (retired !== null && q > retired)) continue;
        const closed = addDays(q, rnd.int(0, 3));
        jobRows.push([jobNo(), mach, 'CAL', q, closed > LAST_DAY ? null : closed, closed > LAST_DAY ? 'OPEN' : 'DONE', tech(mach), rnd.float(0.5, 3, 1), rnd.float(0, 120, 2)]);
      }
    }
  }
  jobRows.sort((a, b) => String(a[3]).localeCompare(String(b[3])) || String(a[1]).localeCompare(String(b[1])));
  jobRows.forEach((row, i) => { row[0] = `MJ-${String(10_001 + i)}`; });

  // Purchase orders: each plant orders from each of its suppliers every 2-6 weeks (its second source less often), a line
  // per material that supplier supplies to the plant
  const poRows: unknown[][] = [];
  const poLineRows: unknown[][] = [];
  interface Po { plant: string; supp: number; date: string; lines: [string, number, number][] }
  const pos: Po[] = [];
  for (const [plant] of PLANTS) {
    const sources = new Map<number, { mat: (typeof MATERIALS)[number]; primary: boolean }[]>();
    for (const mat of MATERIALS) {
      (mat[5][plant] ?? []).forEach((supp, i) => sources.set(supp, [...(sources.get(supp) ?? []), { mat, primary: i === 0 }]));
    }
    for (const [supp, mats] of sources) {
      const primary = mats.some((m) => m.primary);
      for (let d = addDays('2023-12-01', rnd.int(31, 60)); d <= LAST_DAY; d = addDays(d, primary ? rnd.int(14, 42) : rnd.int(45, 110))) {
        const lines: [string, number, number][] = [];
        for (const { mat: [mat, , , , base, , [lo, hi]] } of mats) {
          if (lines.length > 0 && !rnd.chance(0.6)) continue;
          const inflation = 1 + ((toMs(d) - toMs(FIRST_DAY)) / DAY_MS / 365) * 0.035;
          const price = Number((base * inflation * (primary ? 1 : 0.95) * rnd.float(0.96, 1.05, 3)).toFixed(mat === 'FST-M8' ? 4 : 2));
          const step = lo >= 1000 ? 100 : 10;
          lines.push([mat, Math.round(rnd.int(lo, hi) / step) * step, price]);
        }
        pos.push({ plant, supp, date: d, lines });
      }
    }
  }
  pos.sort((a, b) => a.date.localeCompare(b.date) || a.plant.localeCompare(b.plant) || a.supp - b.supp);
  let poSeq = 4_500_100;
  for (const po of pos) {
    const poNo = String(poSeq += rnd.int(1, 3));
    const lateChance = SUPPLIERS.find((s) => s[0] === po.supp)![4];
    const need = addDays(po.date, rnd.int(10, 28));
    const late = rnd.chance(lateChance);
    const recv = addDays(need, late ? rnd.int(1, 15) : -rnd.int(0, 6));
    let status: string;
    let recvDt: string | null = null;
    if (rnd.chance(0.035)) status = 'CANCELLED';
    else if (recv <= LAST_DAY && !(need >= '2026-09-15' && rnd.chance(0.35))) {
      status = 'RECEIVED';
      recvDt = recv;
    } else status = need <= LAST_DAY && rnd.chance(0.5) ? 'PARTIAL' : 'OPEN';
    poRows.push([poNo, po.supp, po.plant, po.date, need, status, recvDt, BUYERS[po.plant]]);
    po.lines.forEach(([mat, qty, price], i) => {
      const rcvd = status === 'RECEIVED' ? qty : status === 'PARTIAL' && i === 0 ? Math.round(qty * rnd.float(0.3, 0.9)) : 0;
      poLineRows.push([poNo, (i + 1) * 10, mat, qty, price, rcvd]);
    });
  }

  return [
    'CREATE SCHEMA mes;',
    'CREATE SCHEMA scm;',
    'CREATE TABLE mes.plant (plant_cd char(3) PRIMARY KEY, plant_nm text NOT NULL, city text NOT NULL, country_cd char(2) NOT NULL);',
    `CREATE TABLE mes.line (line_id text PRIMARY KEY, plant_cd char(3) NOT NULL REFERENCES mes.plant, line_nm text NOT NULL,
      line_typ text NOT NULL);`,
    `CREATE TABLE mes.machine (mach_id text PRIMARY KEY, line_id text NOT NULL REFERENCES mes.line, mach_nm text NOT NULL,
      mach_typ text NOT NULL, oem text, install_dt date NOT NULL, active_yn char(1) NOT NULL DEFAULT 'Y');`,
    `CREATE TABLE mes.sku (sku_cd text PRIMARY KEY, sku_desc text NOT NULL, prod_family text NOT NULL, std_cost numeric(10,2) NOT NULL);`,
    'CREATE TABLE mes.shift (shift_cd char(1) PRIMARY KEY, shift_nm text NOT NULL, start_hr integer NOT NULL, hrs integer NOT NULL);',
    `CREATE TABLE mes.operator (emp_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL,
      plant_cd char(3) NOT NULL REFERENCES mes.plant, shift_cd char(1) NOT NULL REFERENCES mes.shift, hire_dt date NOT NULL,
      certified boolean NOT NULL);`,
    `CREATE TABLE mes.rsn_code (rsn_cd text PRIMARY KEY, rsn_cat text NOT NULL, rsn_desc text NOT NULL);`,
    `CREATE TABLE mes.work_order (wo_no text PRIMARY KEY, sku_cd text NOT NULL REFERENCES mes.sku, line_id text NOT NULL REFERENCES mes.line,
      sched_dt date NOT NULL, shift_cd char(1) NOT NULL REFERENCES mes.shift, qty_plan integer NOT NULL, start_ts timestamp, end_ts timestamp,
      qty_good integer, qty_scrap integer, status text NOT NULL, lead_emp_no integer REFERENCES mes.operator);`,
    `CREATE TABLE mes.scrap_log (scrap_id integer PRIMARY KEY, wo_no text NOT NULL REFERENCES mes.work_order,
      mach_id text NOT NULL REFERENCES mes.machine, rsn_cd text NOT NULL REFERENCES mes.rsn_code, qty integer NOT NULL,
      log_ts timestamp NOT NULL);`,
    `CREATE TABLE mes.downtime_evt (dt_id integer PRIMARY KEY, mach_id text NOT NULL REFERENCES mes.machine, start_ts timestamp NOT NULL,
      dt_min integer, rsn_cd text NOT NULL REFERENCES mes.rsn_code, planned_yn char(1) NOT NULL, wo_no text REFERENCES mes.work_order);`,
    `CREATE TABLE mes.maint_job (job_no text PRIMARY KEY, mach_id text NOT NULL REFERENCES mes.machine, job_typ text NOT NULL,
      opened_dt date NOT NULL, closed_dt date, status text NOT NULL, tech_nm text NOT NULL, labor_hrs numeric(5,1),
      parts_cost numeric(10,2));`,
    `CREATE TABLE scm.supplier (supp_id integer PRIMARY KEY, supp_nm text NOT NULL, country_cd char(2) NOT NULL,
      approved_yn char(1) NOT NULL);`,
    'CREATE TABLE scm.material (mat_cd text PRIMARY KEY, mat_desc text NOT NULL, mat_grp text NOT NULL, uom text NOT NULL);',
    `CREATE TABLE scm.po_hdr (po_no text PRIMARY KEY, supp_id integer NOT NULL REFERENCES scm.supplier,
      plant_cd char(3) NOT NULL REFERENCES mes.plant, po_dt date NOT NULL, need_dt date NOT NULL, status text NOT NULL, recv_dt date,
      buyer_id text NOT NULL);`,
    `CREATE TABLE scm.po_line (po_no text NOT NULL REFERENCES scm.po_hdr, ln_no integer NOT NULL, mat_cd text NOT NULL REFERENCES scm.material,
      qty_ord numeric(12,2) NOT NULL, unit_px numeric(12,4) NOT NULL, qty_rcvd numeric(12,2) NOT NULL DEFAULT 0, PRIMARY KEY (po_no, ln_no));`,
    insertRows('mes.plant', ['plant_cd', 'plant_nm', 'city', 'country_cd'], PLANTS),
    insertRows('mes.line', ['line_id', 'plant_cd', 'line_nm', 'line_typ'], LINES.map((l) => l.slice(0, 4))),
    insertRows('mes.machine', ['mach_id', 'line_id', 'mach_nm', 'mach_typ', 'oem', 'install_dt', 'active_yn'], MACHINES.map((m) => m.slice(0, 7))),
    insertRows('mes.sku', ['sku_cd', 'sku_desc', 'prod_family', 'std_cost'], SKUS.map((s) => [s[0], s[1], s[2], s[4]])),
    insertRows('mes.shift', ['shift_cd', 'shift_nm', 'start_hr', 'hrs'], SHIFTS),
    insertRows('mes.operator', ['emp_no', 'first_nm', 'last_nm', 'plant_cd', 'shift_cd', 'hire_dt', 'certified'], opRows),
    insertRows('mes.rsn_code', ['rsn_cd', 'rsn_cat', 'rsn_desc'], REASONS.map((r) => r.slice(0, 3))),
    insertRows('mes.work_order', ['wo_no', 'sku_cd', 'line_id', 'sched_dt', 'shift_cd', 'qty_plan', 'start_ts', 'end_ts', 'qty_good', 'qty_scrap', 'status', 'lead_emp_no'], woRows),
    insertRows('mes.scrap_log', ['scrap_id', 'wo_no', 'mach_id', 'rsn_cd', 'qty', 'log_ts'], scrapRows),
    insertRows('mes.downtime_evt', ['dt_id', 'mach_id', 'start_ts', 'dt_min', 'rsn_cd', 'planned_yn', 'wo_no'], dtRows),
    insertRows('mes.maint_job', ['job_no', 'mach_id', 'job_typ', 'opened_dt', 'closed_dt', 'status', 'tech_nm', 'labor_hrs', 'parts_cost'], jobRows),
    insertRows('scm.supplier', ['supp_id', 'supp_nm', 'country_cd', 'approved_yn'], SUPPLIERS.map((s) => s.slice(0, 4))),
    insertRows('scm.material', ['mat_cd', 'mat_desc', 'mat_grp', 'uom'], MATERIALS.map((m) => m.slice(0, 4))),
    insertRows('scm.po_hdr', ['po_no', 'supp_id', 'plant_cd', 'po_dt', 'need_dt', 'status', 'recv_dt', 'buyer_id'], poRows),
    insertRows('scm.po_line', ['po_no', 'ln_no', 'mat_cd', 'qty_ord', 'unit_px', 'qty_rcvd'], poLineRows),
  ].join('\n');
}
