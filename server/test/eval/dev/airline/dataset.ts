/**
 * Sawtooth Air Link, a small regional commuter airline in the Mountain West with hubs in Denver (DEN) and Salt Lake
 * City (SLC), flying turboprops (Cessna Grand Caravans, Beech 1900Ds and Saab 340Bs) to small airports. Every route
 * is flown as a round trip from its hub once a week, on a fixed weekday.
 * Schema `ops`: airports (by IATA code; hubs flagged Y), aircraft types, aircraft (by tail number; a retired aircraft
 * has a retirement date, one still flying has none; owned 1 / leased 0), routes (one row per direction, by origin and
 * destination code; a discontinued route has an end date), flight legs (scheduled and actual departure and arrival
 * times, departure delay in minutes, cancelled Y/N; a cancelled leg has no actual times), crew (chief pilots,
 * captains, first officers, an inflight manager and flight attendants; all but the chief pilots and the inflight
 * manager report to a supervisor; crew who left have a termination date), crew assignments per flight leg and
 * maintenance events per aircraft (open events have no close date, downtime or cost yet). Schema `rev`: passengers
 * (loyalty tier empty for non-members), bookings (a PNR, its booking date stored as YYYYMMDD text and its sales
 * channel) and tickets (one passenger on one flight leg, with fare class, fare and status: flown, no-show or refunded;
 * every ticket on a cancelled leg is refunded).
 * Flights from 2024-01-01 to 2026-11-24; some bookings were made in late 2023.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const FIRST_DAY = '2024-01-01';
const LAST_DAY = '2026-11-24';

/** [iata_cd, icao_cd, apt_nm, city_nm, st_cd, hub_yn] */
const AIRPORTS: [string, string, string, string, string, 'Y' | 'N'][] = [
  ['DEN', 'KDEN', 'Denver International Airport', 'Denver', 'CO', 'Y'],
  ['SLC', 'KSLC', 'Salt Lake City International Airport', 'Salt Lake City', 'UT', 'Y'],
  ['ALS', 'KALS', 'San Luis Valley Regional Airport', 'Alamosa', 'CO', 'N'],
  ['CEZ', 'KCEZ', 'Cortez Municipal Airport', 'Cortez', 'CO', 'N'],
  ['PUB', 'KPUB', 'Pueblo Memorial Airport', 'Pueblo', 'CO', 'N'],
  ['LAR', 'KLAR', 'Laramie Regional Airport', 'Laramie', 'WY', 'N'],
  ['CYS', 'KCYS', 'Cheyenne Regional Airport', 'Cheyenne', 'WY', 'N'],
  ['RKS', 'KRKS', 'Southwest Wyoming Regional Airport', 'Rock Springs', 'WY', 'N'],
  ['VEL', 'KVEL', 'Vernal Regional Airport', 'Vernal', 'UT', 'N'],
  ['CNY', 'KCNY', 'Canyonlands Regional Airport', 'Moab', 'UT', 'N'],
  ['CDC', 'KCDC', 'Cedar City Regional Airport', 'Cedar City', 'UT', 'N'],
  ['TWF', 'KTWF', 'Magic Valley Regional Airport', 'Twin Falls', 'ID', 'N'],
  ['SGU', 'KSGU', 'St. George Regional Airport', 'St. George', 'UT', 'N'],
];

/** [acft_typ, mfr_nm, model_nm, pilots_req, fa_req, mtow_lb] */
const TYPES: [string, string, string, number, number, number][] = [
  ['C208', 'Textron Aviation', 'Cessna 208B Grand Caravan EX', 1, 0, 8807],
  ['B190', 'Beechcraft', 'Beechcraft 1900D', 2, 0, 17120],
  ['SF34', 'Saab', 'Saab 340B', 2, 1, 29000],
];

/** [tail_no, acft_typ, msn, mfg_yr, seat_cnt, in_svc_dt, ret_dt, owned_flg, home_apt] */
const AIRCRAFT: [string, string, string, number, number, string, string | null, 0 | 1, string][] = [
  ['N801SX', 'C208', '208B2047', 2009, 9, '2016-05-01', '2024-10-31', 1, 'DEN'],
  ['N802SX', 'C208', '208B2290', 2011, 9, '2016-05-01', null, 1, 'DEN'],
  ['N803SX', 'C208', '208B2318', 2012, 9, '2017-03-15', null, 0, 'DEN'],
  ['N804SX', 'C208', '208B5041', 2014, 9, '2018-06-01', null, 0, 'SLC'],
  ['N805SX', 'C208', '208B5187', 2015, 9, '2019-04-01', null, 1, 'SLC'],
  ['N806SX', 'C208', '208B1973', 2008, 9, '2015-11-01', '2025-06-30', 1, 'SLC'],
  ['N807SX', 'C208', '208B5544', 2019, 9, '2024-11-01', null, 0, 'DEN'],
  ['N808SX', 'C208', '208B5702', 2021, 9, '2025-07-01', null, 0, 'SLC'],
  ['N191SX', 'B190', 'UE-281', 1997, 19, '2014-02-01', '2026-05-31', 1, 'DEN'],
  ['N192SX', 'B190', 'UE-352', 1999, 19, '2014-02-01', null, 1, 'DEN'],
  ['N193SX', 'B190', 'UE-377', 2000, 19, '2015-09-01', null, 0, 'SLC'],
  ['N194SX', 'B190', 'UE-412', 2002, 19, '2026-04-15', null, 0, 'SLC'],
  ['N341SX', 'SF34', '340B-361', 1994, 34, '2013-06-01', null, 1, 'DEN'],
  ['N342SX', 'SF34', '340B-402', 1996, 34, '2013-06-01', null, 1, 'DEN'],
  ['N343SX', 'SF34', '340B-447', 1998, 33, '2020-01-15', null, 0, 'SLC'],
];

/**
 * Round trips from a hub: [hub, spoke, dist_mi, blk_min, acft_typ, weekdays (0 = Sunday), outbound flt_no,
 * outbound departure, turn minutes, route eff_dt, route disc_dt, load factor level]
 */
const ROTATIONS: [string, string, number, number, string, number[], number, string, number, string, string | null, number][] = [
  ['DEN', 'SLC', 391, 95, 'SF34', [4], 301, '07:10', 45, '2019-03-01', null, 0.74],
  ['DEN', 'ALS', 191, 60, 'B190', [5], 411, '08:05', 35, '2014-03-01', null, 0.7],
  ['DEN', 'CEZ', 329, 95, 'C208', [2], 421, '09:20', 40, '2016-06-01', null, 0.6],
  ['DEN', 'PUB', 101, 40, 'C208', [3], 431, '11:45', 30, '2017-05-01', null, 0.52],
  ['DEN', 'LAR', 108, 45, 'C208', [1], 441, '13:30', 30, '2018-09-01', null, 0.66],
  ['DEN', 'CYS', 91, 40, 'C208', [6], 451, '10:15', 30, '2016-06-01', '2025-05-31', 0.45],
  ['DEN', 'RKS', 246, 80, 'C208', [5], 461, '15:40', 35, '2019-03-01', null, 0.63],
  ['SLC', 'VEL', 145, 55, 'C208', [2], 511, '07:30', 30, '2016-02-01', null, 0.64],
  ['SLC', 'CNY', 186, 65, 'C208', [4], 521, '09:50', 35, '2017-10-01', null, 0.72],
  ['SLC', 'CDC', 214, 70, 'C208', [0], 531, '12:15', 35, '2018-04-01', null, 0.58],
  ['SLC', 'TWF', 175, 60, 'B190', [1], 541, '06:55', 35, '2015-09-01', null, 0.71],
  ['SLC', 'RKS', 156, 55, 'C208', [6], 551, '14:05', 30, '2020-05-01', null, 0.6],
  ['SLC', 'SGU', 259, 75, 'B190', [5], 561, '16:20', 40, '2025-04-01', null, 0.66],
];

/** [crew_id, first_nm, last_nm, crew_pos, base_apt, hire_dt, term_dt, sup_crew_id, weight when picked for a flight] */
const CREW: [number, string, string, string, string, string, string | null, number | null, number][] = [
  [7001, 'Rebecca', 'Lindqvist', 'Chief Pilot', 'DEN', '2012-04-02', null, null, 0.35],
  [7002, 'Marcus', 'Oyelaran', 'Chief Pilot', 'SLC', '2013-08-19', null, null, 0.25],
  [7010, 'Daniel', 'Forsberg', 'Captain', 'DEN', '2015-01-12', null, 7001, 1.3],
  [7011, 'Alicia', 'Navarro', 'Captain', 'DEN', '2016-03-07', null, 7001, 1.1],
  [7012, 'Trent', 'Halvorsen', 'Captain', 'DEN', '2017-06-19', null, 7001, 0.9],
  [7013, 'Priya', 'Venkataraman', 'Captain', 'DEN', '2018-02-26', null, 7001, 1.2],
  [7014, 'Cody', 'Barlow', 'Captain', 'DEN', '2019-05-13', '2025-08-15', 7001, 1],
  [7015, 'Hannah', 'Whitlock', 'Captain', 'DEN', '2020-09-08', null, 7001, 0.8],
  [7016, 'Samuel', 'Okafor', 'Captain', 'DEN', '2026-10-01', null, 7001, 0.6],
  [7020, 'Jared', 'Pettersen', 'Captain', 'SLC', '2014-04-14', null, 7002, 1.25],
  [7021, 'Melissa', 'Tanaka', 'Captain', 'SLC', '2016-08-22', null, 7002, 1.05],
  [7022, 'Brent', 'Kowalczyk', 'Captain', 'SLC', '2018-01-08', '2026-03-31', 7002, 1],
  [7023, 'Isabel', 'Ferreira', 'Captain', 'SLC', '2019-07-15', null, 7002, 0.95],
  [7024, 'Wyatt', 'Sorensen', 'Captain', 'SLC', '2021-03-01', null, 7002, 0.85],
  [7025, 'Naomi', 'Castellanos', 'Captain', 'SLC', '2022-11-14', null, 7002, 0.7],
  [7030, 'Ethan', 'Marsh', 'First Officer', 'DEN', '2021-05-17', null, 7001, 1.2],
  [7031, 'Lauren', 'Pike', 'First Officer', 'DEN', '2022-02-07', null, 7001, 1],
  [7032, 'Kyle', 'Dunaway', 'First Officer', 'DEN', '2023-01-09', '2024-12-31', 7001, 1.1],
  [7033, 'Sofia', 'Reyes', 'First Officer', 'DEN', '2024-06-03', null, 7001, 0.9],
  [7034, 'Owen', 'Gallagher', 'First Officer', 'DEN', '2026-11-10', null, 7001, 0],
  [7040, 'Brooke', 'Ashford', 'First Officer', 'SLC', '2021-08-02', null, 7002, 1.15],
  [7041, 'Mateo', 'Lindgren', 'First Officer', 'SLC', '2022-04-18', null, 7002, 1],
  [7042, 'Jenna', 'Whitaker', 'First Officer', 'SLC', '2023-03-27', null, 7002, 0.9],
  [7043, 'Tyler', 'Nakamura', 'First Officer', 'SLC', '2025-02-17', null, 7002, 1.05],
  [7050, 'Gloria', 'Benavides', 'Inflight Manager', 'SLC', '2014-10-06', null, null, 0],
  [7051, 'Kendra', 'Moss', 'Flight Attendant', 'DEN', '2019-04-22', null, 7050, 1.2],
  [7052, 'Felix', 'Arguello', 'Flight Attendant', 'DEN', '2021-06-14', '2026-07-15', 7050, 1],
  [7053, 'Chloe', 'Brandt', 'Flight Attendant', 'DEN', '2023-09-05', null, 7050, 0.9],
  [7054, 'Leah', 'Sommers', 'Flight Attendant', 'SLC', '2024-03-11', null, 7050, 0.6],
  [7055, 'Jasmine', 'Ortiz', 'Flight Attendant', 'SLC', '2026-11-20', null, 7050, 1],
];

/** [fare_cls, share of the full fare] */
const FARE_CLASSES: [string, number][] = [['Y', 1], ['B', 0.8], ['M', 0.65], ['K', 0.5], ['Q', 0.38]];
const YEAR_FARE: Record<number, number> = { 2023: 0.95, 2024: 0.95, 2025: 1, 2026: 1.06 };

const DEFECT_DESCR = ['Prop de-ice boot repair', 'Starter generator replaced', 'Cabin door seal replaced', 'Brake assembly replaced',
  'Landing light inop', 'Hydraulic leak left main gear', 'Bird strike inspection', 'Pitot heat inop', 'Fuel quantity indicator fault',
  'Windshield crack', 'Nose wheel steering fault', 'Avionics display failure', 'Tire change', 'Oil leak engine 1', 'Lavatory service panel'];
const AOG_DESCR = ['Engine chip light - engine change', 'Propeller strike on taxi', 'Main landing gear actuator failure', 'Lightning strike damage',
  'Flap actuator failure', 'Hard landing inspection'];

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Chris', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty',
  'Mark', 'Sandra', 'Andrew', 'Ashley', 'Joshua', 'Emily', 'Kenneth', 'Michelle', 'Tyler', 'Amanda', 'Brandon', 'Megan', 'Jordan', 'Aisha',
  'Wei', 'Fatima', 'Diego', 'Hannah', 'Caleb', 'Zoe', 'Logan', 'Madison', 'Brigham', 'Kaylee', 'Colton', 'Savannah', 'Hunter', 'Brynn',
  'Luis', 'Rosa', 'Tanner', 'Whitney', 'Dallin', 'McKenna', 'Carlos', 'Elena', 'Kai', 'Aspen', 'Ryder', 'Sierra', 'Gavin', 'Addison'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis',
  'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter',
  'Mitchell', 'Patel', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Jensen',
  'Larsen', 'Christensen', 'Olsen', 'Hansen', 'Peterson', 'Sorenson', 'Bingham', 'Holbrook', 'Whitmore', 'Archuleta', 'Maestas',
  'Trujillo', 'Vigil', 'Gallegos', 'Romero', 'Chavez', 'Sandoval', 'Begay', 'Yazzie', 'Tso', 'Redhouse', 'Kimball', 'Pratt', 'Young',
  'Udall', 'Lyman', 'Draper', 'Cannon', 'Ivins', 'Fenwick', 'Rasmussen', 'Nielsen', 'Madsen', 'Eklund', 'Halverson'];

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayDiff = (a: string, b: string) => Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS);
/** A timestamp text `minutes` after midnight of `day`. */
const at = (day: string, minutes: number) => new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
const hhmm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const month = (iso: string) => Number(iso.slice(5, 7));
const year = (iso: string) => Number(iso.slice(0, 4));
const activeOn = (day: string, from: string, to: string | null) => from <= day && (to === null || day <= to);

interface Leg {
  key: number;
  fltNo: number;
  day: string;
  dep: string;
  arr: string;
  tail: string;
  typ: string;
  seats: number;
  dist: number;
  schedDep: number;
  schedArr: number;
  cancelled: boolean;
  dly: number | null;
  actDep: number | null;
  actArr: number | null;
  lf: number;
  sold: number;
}

export function datasetSql(): string {
  const rnd = seededRandom(2417);

  // Flight legs: each rotation's outbound and return on its weekdays
  const legs: Leg[] = [];
  const asgnRows: unknown[][] = [];
  const seatsOf = new Map(AIRCRAFT.map((a) => [a[0], a[4]]));
  const crewWeight = new Map<number, number>();
  for (const c of CREW) crewWeight.set(c[0], c[8] * rnd.float(0.9, 1.1));
  const pickCrew = (day: string, positions: string[], base: string | null): number | null => {
    const pool = CREW.filter((c) => positions.includes(c[3]) && (base === null || c[4] === base) && activeOn(day, c[5], c[6])
      && (crewWeight.get(c[0]) ?? 0) > 0);
    if (pool.length === 0) return null;
    return rnd.weighted(pool.map((c) => [c[0], crewWeight.get(c[0]) ?? 0] as [number, number]));
  };
  let legKey = 100_000;
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const m = month(day);
    const winter = m === 12 || m <= 2;
    const storm = day === '2025-03-14' || day === '2024-03-14' || day === '2026-01-08';
    for (const [hub, spoke, dist, blk, typ, days, fltNo, depTime, turn, effDt, discDt, lfLevel] of ROTATIONS) {
      if (!days.includes(weekday(day)) || !activeOn(day, effDt, discDt)) continue;
      const tails = AIRCRAFT.filter((a) => a[1] === typ && activeOn(day, a[5], a[6]));
      const homeTails = tails.filter((a) => a[8] === hub);
      const tail = rnd.pick(homeTails.length > 0 && rnd.chance(0.8) ? homeTails : tails)[0];
      const seats = seatsOf.get(tail) ?? 9;
      // Load factor: route level, summer high, deep winter low, growing a little each year
      const season = m >= 6 && m <= 8 ? 0.08 : m === 1 || m === 2 ? -0.09 : m === 10 || m === 12 ? 0.03 : 0;
      const trend = (year(day) - 2025) * 0.03;
      const outStart = hhmm(depTime);
      const retStart = outStart + blk + turn;
      let outCancelled = false;
      let outArrDelay = 0;
      let crew: number[] = [];
      for (const leg of ['out', 'ret'] as const) {
        const dep = leg === 'out' ? hub : spoke;
        const arr = leg === 'out' ? spoke : hub;
        const schedDep = leg === 'out' ? outStart : retStart;
        const cxlChance = (storm && (dep === 'DEN' || arr === 'DEN' || dep === 'SLC' || arr === 'SLC') ? 0.9 : 0)
          + (winter ? 0.03 : 0.007) + (hub === 'DEN' && spoke === 'CYS' ? 0.025 : 0) + (typ === 'C208' ? 0.006 : 0);
        const cancelled: boolean = leg === 'ret' && outCancelled ? true : rnd.chance(Math.min(cxlChance, 0.95));
        let dly: number | null = null;
        let actDep: number | null = null;
        let actArr: number | null = null;
        if (!cancelled) {
          const lateChance = 0.3 + (winter ? 0.17 : 0) + (m === 7 || m === 8 ? 0.12 : 0) + (dep === 'DEN' ? 0.08 : 0) + (leg === 'ret' ? 0.05 : 0);
          let late = 0;
          if (rnd.chance(lateChance)) {
            const band = rnd.weighted([[[1, 14], 46], [[15, 44], 30], [[45, 119], 17], [[120, 299], 6], [[300, 540], 1]] as [[number, number], number][]);
            late = rnd.int(band[0], band[1]);
          }
          if (leg === 'ret') late = Math.max(late, outArrDelay - turn + 15);
          actDep = late > 0 ? schedDep + late : schedDep - rnd.int(0, 6);
          dly = Math.max(0, actDep - schedDep);
          actArr = actDep + blk + rnd.int(-12, 14) + (winter ? rnd.int(0, 8) : 0);
          if (leg === 'out') outArrDelay = actArr - (schedDep + blk);
        }
        if (leg === 'out') outCancelled = cancelled;
        const lf = Math.max(0.15, Math.min(1, lfLevel + season + trend + rnd.float(-0.14, 0.14)));
        const l: Leg = { key: (legKey += rnd.int(1, 3)), fltNo: leg === 'out' ? fltNo : fltNo + 1, day, dep, arr, tail, typ, seats, dist,
          schedDep, schedArr: schedDep + blk, cancelled, dly, actDep, actArr, lf, sold: 0 };
        legs.push(l);
        // Crew: the same crew flies both legs of a rotation; cancelled legs keep no assignment
        if (leg === 'out') {
          const captain = pickCrew(day, ['Captain', 'Chief Pilot'], hub);
          crew = captain === null ? [] : [captain];
          const t = TYPES.find((x) => x[0] === typ);
          if (t && t[3] === 2) {
            const fo = pickCrew(day, ['First Officer'], hub);
            if (fo !== null) crew.push(fo);
          }
          if (t && t[4] === 1) {
            const fa = pickCrew(day, ['Flight Attendant'], null);
            if (fa !== null) crew.push(fa);
          }
        }
        if (!cancelled) {
          for (const id of crew) {
            const pos = CREW.find((c) => c[0] === id)?.[3];
            asgnRows.push([l.key, id, pos === 'First Officer' ? 'FO' : pos === 'Flight Attendant' ? 'FA' : 'CA']);
          }
        }
      }
    }
  }

  // Passengers
  const rp = seededRandom(5150);
  interface Pax { id: number; home: string; weight: number }
  const paxRows: unknown[][] = [];
  const paxByApt = new Map<string, Pax[]>();
  const allPax: Pax[] = [];
  const names = new Set<string>();
  let paxId = 300_000;
  const homeWeights: [string, number][] = AIRPORTS.map((a) => [a[0], a[5] === 'Y' ? 9 : a[0] === 'CYS' ? 1.5 : a[0] === 'SGU' ? 2 : 3]);
  for (let i = 0; i < 4200; i++) {
    let first = rp.pick(FIRST);
    let last = rp.pick(LAST);
    while (names.has(`${first} ${last}`)) {
      first = rp.pick(FIRST);
      last = rp.pick(LAST);
    }
    names.add(`${first} ${last}`);
    paxId += rp.int(1, 4);
    const home = rp.weighted(homeWeights);
    const tier = rp.weighted([[null, 52], ['BLUE', 28], ['SILVER', 11], ['GOLD', 6], ['PLATINUM', 3]] as [string | null, number][]);
    const weight = tier === null ? 1 : tier === 'BLUE' ? 2 : tier === 'SILVER' ? 5 : tier === 'GOLD' ? 10 : 18;
    const enrl = tier === null ? null : rp.date('2015-01-01', '2026-06-30');
    const birth = rp.date('1940-01-01', '2008-12-31');
    const email = rp.chance(0.06) ? null : `${first}.${last}${rp.int(1, 99)}@example.com`.toLowerCase();
    const ffNo = tier === null ? null : `SX${rp.int(1_000_000, 9_999_999)}`;
    paxRows.push([paxId, first, last, birth, email, home, ffNo, tier, enrl]);
    const p: Pax = { id: paxId, home, weight: weight * rp.float(0.5, 1.5) };
    allPax.push(p);
    paxByApt.set(home, [...(paxByApt.get(home) ?? []), p]);
  }
  const pickPax = (dep: string, arr: string, exclude: Set<number>): number => {
    for (let tries = 0; tries < 20; tries++) {
      const local = rp.chance(0.85) ? [...(paxByApt.get(dep) ?? []), ...(paxByApt.get(arr) ?? [])] : allPax;
      const p = rp.weighted(local.map((x) => [x, x.weight] as [Pax, number]));
      if (!exclude.has(p.id)) return p.id;
    }
    return rp.pick(allPax).id;
  };

  // Bookings and tickets, flight by flight; a round trip also fills a seat on a return leg some days later
  const rb = seededRandom(8086);
  const bkgRows: unknown[][] = [];
  const tktRows: unknown[][] = [];
  const pnrs = new Set<string>();
  const legsByRoute = new Map<string, Leg[]>();
  for (const l of legs) legsByRoute.set(`${l.dep}-${l.arr}`, [...(legsByRoute.get(`${l.dep}-${l.arr}`) ?? []), l]);
  let tktNo = 5_371_204_000_000;
  const newPnr = () => {
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    let code = '';
    do code = Array.from({ length: 6 }, () => rb.pick(chars.split(''))).join('');
    while (pnrs.has(code));
    pnrs.add(code);
    return code;
  };
  const fareFor = (leg: Leg, cls: string, bkgDay: string) => {
    const full = (60 + 0.55 * leg.dist) * (YEAR_FARE[year(bkgDay)] ?? 1);
    const share = FARE_CLASSES.find((f) => f[0] === cls)?.[1] ?? 1;
    return Math.round(full * share * rb.float(0.97, 1.03)) - 0.01;
  };
  const statusFor = (leg: Leg) => (leg.cancelled ? 'REFUND' : rb.weighted([['FLOWN', 93.5], ['NOSHOW', 3], ['REFUND', 3.5]]));
  for (const leg of legs) {
    const target = Math.round(leg.seats * leg.lf);
    let guard = 0;
    while (leg.sold < target && guard++ < 50) {
      const party = Math.min(target - leg.sold, rb.weighted([[1, 64], [2, 25], [3, 8], [4, 3]]));
      const channel = rb.weighted([['WEB', 44], ['APP', 21], ['GDS', 15], ['PHONE', 12], ['AIRPORT', 8]]);
      const adv = channel === 'AIRPORT' ? rb.int(0, 2) : Math.min(120, Math.floor(-Math.log(1 - rb.next()) * (channel === 'GDS' ? 12 : 24)));
      const bkgDay = addDays(leg.day, -adv);
      let ret: Leg | undefined;
      if (rb.chance(0.55)) {
        const back = (legsByRoute.get(`${leg.arr}-${leg.dep}`) ?? []).filter((r) => {
          const gap = dayDiff(r.day, leg.day);
          return gap >= (r.schedDep > leg.schedArr ? 0 : 1) && gap <= 10 && r.sold + party <= r.seats;
        });
        if (back.length > 0) ret = rb.pick(back);
      }
      const pnr = newPnr();
      bkgRows.push([pnr, bkgDay.replace(/-/g, ''), channel, ret ? 'RT' : 'OW']);
      const people = new Set<number>();
      for (let k = 0; k < party; k++) people.add(pickPax(leg.dep, leg.arr, people));
      const cls = (() => {
        if (adv <= 6) return rb.weighted([['Y', 40], ['B', 40], ['M', 20]]);
        if (adv <= 20) return rb.weighted([['Y', 8], ['B', 32], ['M', 40], ['K', 20]]);
        return rb.weighted([['B', 6], ['M', 24], ['K', 40], ['Q', 30]]);
      })();
      for (const seg of ret ? [leg, ret] : [leg]) {
        for (const pax of people) {
          tktRows.push([String((tktNo += rb.int(1, 3))), pnr, pax, seg.key, cls, fareFor(seg, cls, bkgDay), statusFor(seg)]);
        }
        seg.sold += people.size;
      }
    }
  }

  // Maintenance events
  const rm = seededRandom(3440);
  const mxRows: unknown[][] = [];
  interface Mx { tail: string; typ: string; kind: string; open: string; hrs: number; cost: number; descr: string | null; stn: string }
  const events: Mx[] = [];
  const NO_MX_2026 = ['N803SX', 'N192SX'];
  for (const [tail, typ, , mfgYr, , inSvc, retDt, , home] of AIRCRAFT) {
    const from = inSvc > FIRST_DAY ? inSvc : FIRST_DAY;
    const to = retDt && retDt < LAST_DAY ? retDt : LAST_DAY;
    const size = typ === 'SF34' ? 2.6 : typ === 'B190' ? 1.7 : 1;
    const age = 2026 - mfgYr;
    const allowed = (day: string) => !(NO_MX_2026.includes(tail) && day >= '2026-01-01');
    let next = addDays(from, rm.int(20, 110));
    while (next <= to) {
      if (allowed(next)) events.push({ tail, typ, kind: 'A-CHECK', open: next, hrs: rm.float(10, 36, 1), cost: rm.float(2200, 5200) * size, descr: null, stn: home });
      next = addDays(next, rm.int(95, 140));
    }
    if (rm.chance(0.75)) {
      const day = rm.date(from, to);
      if (allowed(day)) events.push({ tail, typ, kind: 'C-CHECK', open: day, hrs: rm.float(240, 520, 1), cost: rm.float(38_000, 70_000) * size, descr: null, stn: home });
    }
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (!allowed(day)) continue;
      if (rm.chance((2.2 + age * 0.09) / 365)) {
        events.push({ tail, typ, kind: 'DEFECT', open: day, hrs: rm.float(1.5, 60, 1), cost: rm.float(180, 9_500) * (0.7 + size * 0.3), descr: rm.pick(DEFECT_DESCR), stn: rm.pick([home, home, home, 'DEN', 'SLC']) });
      }
      if (rm.chance(0.35 / 365)) {
        events.push({ tail, typ, kind: 'AOG', open: day, hrs: rm.float(18, 190, 1), cost: rm.float(6_000, 48_000) * size, descr: rm.pick(AOG_DESCR), stn: home });
      }
    }
  }
  events.push({ tail: 'N343SX', typ: 'SF34', kind: 'AOG', open: '2026-11-21', hrs: 120, cost: 0, descr: 'Engine chip light - engine change', stn: 'SLC' });
  events.sort((a, b) => a.open.localeCompare(b.open) || a.tail.localeCompare(b.tail));
  const seqByYear = new Map<number, number>();
  for (const e of events) {
    const y = year(e.open);
    const seq = (seqByYear.get(y) ?? 0) + rm.int(1, 2);
    seqByYear.set(y, seq);
    const close = addDays(e.open, Math.ceil(e.hrs / 24));
    const open = close > LAST_DAY;
    mxRows.push([`MX${String(y).slice(2)}${String(seq).padStart(4, '0')}`, e.tail, e.kind, e.stn, e.open, open ? null : close,
      open ? null : e.hrs, open ? null : Number(e.cost.toFixed(2)), open ? 'OPEN' : 'CLOSED', e.descr]);
  }

  const legRows = legs.map((l) => [l.key, l.fltNo, l.day, l.dep, l.arr, l.tail, at(l.day, l.schedDep), at(l.day, l.schedArr),
    l.actDep === null ? null : at(l.day, l.actDep), l.actArr === null ? null : at(l.day, l.actArr), l.dly, l.cancelled ? 'Y' : 'N']);
  const rteRows = ROTATIONS.flatMap(([hub, spoke, dist, blk, , , , , , eff, disc]) => [[hub, spoke, dist, blk, eff, disc], [spoke, hub, dist, blk, eff, disc]]);

  return [
    'CREATE SCHEMA ops;',
    'CREATE SCHEMA rev;',
    `CREATE TABLE ops.apt (iata_cd char(3) PRIMARY KEY, icao_cd char(4) NOT NULL, apt_nm text NOT NULL, city_nm text NOT NULL,
      st_cd char(2) NOT NULL, hub_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.acft_typ (acft_typ varchar(4) PRIMARY KEY, mfr_nm text NOT NULL, model_nm text NOT NULL, pilots_req smallint NOT NULL,
      fa_req smallint NOT NULL, mtow_lb integer NOT NULL);`,
    `CREATE TABLE ops.acft (tail_no varchar(6) PRIMARY KEY, acft_typ varchar(4) NOT NULL REFERENCES ops.acft_typ (acft_typ), msn text NOT NULL,
      mfg_yr integer NOT NULL, seat_cnt smallint NOT NULL, in_svc_dt date NOT NULL, ret_dt date, owned_flg smallint NOT NULL,
      home_apt char(3) NOT NULL REFERENCES ops.apt (iata_cd));`,
    `CREATE TABLE ops.rte (orig_apt char(3) NOT NULL REFERENCES ops.apt (iata_cd), dest_apt char(3) NOT NULL REFERENCES ops.apt (iata_cd),
      dist_mi integer NOT NULL, blk_min integer NOT NULL, eff_dt date NOT NULL, disc_dt date, PRIMARY KEY (orig_apt, dest_apt));`,
    `CREATE TABLE ops.flt_leg (leg_key integer PRIMARY KEY, flt_no integer NOT NULL, flt_dt date NOT NULL,
      dep_apt char(3) NOT NULL REFERENCES ops.apt (iata_cd), arr_apt char(3) NOT NULL REFERENCES ops.apt (iata_cd),
      tail_no varchar(6) NOT NULL REFERENCES ops.acft (tail_no), sched_dep_ts timestamp NOT NULL, sched_arr_ts timestamp NOT NULL,
      act_dep_ts timestamp, act_arr_ts timestamp, dly_min integer, cxl_yn char(1) NOT NULL,
      FOREIGN KEY (dep_apt, arr_apt) REFERENCES ops.rte (orig_apt, dest_apt), UNIQUE (flt_no, flt_dt));`,
    `CREATE TABLE ops.crew (crew_id integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, crew_pos text NOT NULL,
      base_apt char(3) NOT NULL REFERENCES ops.apt (iata_cd), hire_dt date NOT NULL, term_dt date, sup_crew_id integer REFERENCES ops.crew (crew_id));`,
    `CREATE TABLE ops.crew_asgn (leg_key integer NOT NULL REFERENCES ops.flt_leg (leg_key), crew_id integer NOT NULL REFERENCES ops.crew (crew_id),
      duty_cd varchar(2) NOT NULL, PRIMARY KEY (leg_key, crew_id));`,
    `CREATE TABLE ops.mx_evt (mx_ref varchar(10) PRIMARY KEY, tail_no varchar(6) NOT NULL REFERENCES ops.acft (tail_no), evt_typ text NOT NULL,
      stn_apt char(3) NOT NULL REFERENCES ops.apt (iata_cd), open_dt date NOT NULL, cls_dt date, dt_hrs numeric(6,1), cost_amt numeric(10,2),
      mx_sts text NOT NULL, descr text);`,
    `CREATE TABLE rev.pax (pax_id integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, birth_dt date NOT NULL, email text,
      home_apt char(3) REFERENCES ops.apt (iata_cd), ff_no varchar(9), lylty_tier text, enrl_dt date);`,
    `CREATE TABLE rev.bkg (pnr_cd char(6) PRIMARY KEY, bkg_dt varchar(8) NOT NULL, bkg_chnl text NOT NULL, trip_typ char(2) NOT NULL);`,
    `CREATE TABLE rev.tkt (tkt_no varchar(13) PRIMARY KEY, pnr_cd char(6) NOT NULL REFERENCES rev.bkg (pnr_cd),
      pax_id integer NOT NULL REFERENCES rev.pax (pax_id), leg_key integer NOT NULL REFERENCES ops.flt_leg (leg_key),
      fare_cls char(1) NOT NULL, fare_amt numeric(8,2) NOT NULL, tkt_sts text NOT NULL);`,
    insertRows('ops.apt', ['iata_cd', 'icao_cd', 'apt_nm', 'city_nm', 'st_cd', 'hub_yn'], AIRPORTS),
    insertRows('ops.acft_typ', ['acft_typ', 'mfr_nm', 'model_nm', 'pilots_req', 'fa_req', 'mtow_lb'], TYPES),
    insertRows('ops.acft', ['tail_no', 'acft_typ', 'msn', 'mfg_yr', 'seat_cnt', 'in_svc_dt', 'ret_dt', 'owned_flg', 'home_apt'], AIRCRAFT),
    insertRows('ops.rte', ['orig_apt', 'dest_apt', 'dist_mi', 'blk_min', 'eff_dt', 'disc_dt'], rteRows),
    insertRows('ops.flt_leg', ['leg_key', 'flt_no', 'flt_dt', 'dep_apt', 'arr_apt', 'tail_no', 'sched_dep_ts', 'sched_arr_ts', 'act_dep_ts', 'act_arr_ts', 'dly_min', 'cxl_yn'], legRows),
    insertRows('ops.crew', ['crew_id', 'first_nm', 'last_nm', 'crew_pos', 'base_apt', 'hire_dt', 'term_dt', 'sup_crew_id'], CREW.map((c) => c.slice(0, 8))),
    insertRows('ops.crew_asgn', ['leg_key', 'crew_id', 'duty_cd'], asgnRows),
    insertRows('ops.mx_evt', ['mx_ref', 'tail_no', 'evt_typ', 'stn_apt', 'open_dt', 'cls_dt', 'dt_hrs', 'cost_amt', 'mx_sts', 'descr'], mxRows),
    insertRows('rev.pax', ['pax_id', 'first_nm', 'last_nm', 'birth_dt', 'email', 'home_apt', 'ff_no', 'lylty_tier', 'enrl_dt'], paxRows),
    insertRows('rev.bkg', ['pnr_cd', 'bkg_dt', 'bkg_chnl', 'trip_typ'], bkgRows),
    insertRows('rev.tkt', ['tkt_no', 'pnr_cd', 'pax_id', 'leg_key', 'fare_cls', 'fare_amt', 'tkt_sts'], tktRows),
  ].join('\n');
}
