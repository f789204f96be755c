/**
 * Metro Spokes, the city bike-share operator: docking stations across six districts, a fleet of classic bikes and
 * e-bikes, members on three plans, trips, the workshop that repairs the bikes, the vans that rebalance the stations,
 * payments and refunds, and the daily weather the ops team logs next to ridership.
 *
 * Schema `ops` (the street side):
 * - `ops.stn` docking stations. `stn_cd` the station code (ST101..ST604; the first digit is the district), `stn_nm`
 *   the station name, `dist_nm` the district (Downtown, Riverside, Old Town, University, Harbor, Northgate),
 *   `dock_cap` the number of docks, `elec_yn` Y when the docks charge e-bikes, `inst_dt` the day it was installed,
 *   `rmv_dt` the day it was taken out of service, `actv_yn` Y while it is in service, N once removed.
 * - `ops.bike` the fleet, one row per bike. `bike_no` the frame number, `bike_typ` CL classic or EB e-bike, `mdl_nm`
 *   the model, `in_svc_dt` the day it went on the street, `ret_dt` the day it was retired, `bike_sts` its status now:
 *   AV available (docked at `cur_stn_cd`), MT in maintenance (at the workshop, it has an open ticket), RT retired.
 *   `batt_pct` the last battery reading (e-bikes only; empty for classic and retired bikes), `odo_km` the odometer.
 * - `ops.mech` workshop staff. `mech_cd` the staff code, `mech_nm` the name, `job_cd` LEAD workshop lead, MECH
 *   mechanic, APPR apprentice, `wkshp_nm` North Yard or South Yard, `rpt_to_cd` the workshop lead the person reports
 *   to (empty for the leads), `hire_dt`, `term_dt` the last day for staff who left, `actv_flg` 1 current, 0 left.
 * - `ops.mnt_tkt` maintenance tickets, one per repair job on a bike. `tkt_no`, `bike_no`, `open_dt` the day it was
 *   logged, `prio_no` 1 urgent (due in 2 days), 2 normal (5 days), 3 low (10 days), `due_dt` the due date,
 *   `issue_cd` FLAT flat tyre, BRKE brakes, CHN chain/drivetrain, LGT lights, FRM frame/fork, BATT battery,
 *   MTR motor, OTH other; `src_cd` who reported it: MBR a member in the app, PTL a street patrol, SYS e-bike
 *   telemetry; `tkt_sts` NEW logged and not started, WIP being worked on, DONE repaired, CXL cancelled (no fault
 *   found or a duplicate); `cls_dt` the day it was completed or cancelled (empty while NEW or WIP); `mech_cd` the
 *   mechanic who took it (empty for NEW and CXL); `lab_min` labour minutes and `parts_amt` parts cost, on DONE
 *   tickets only.
 * - `ops.rebal` rebalancing van moves. `mv_no`, `van_cd` V01..V04, `mv_dt` the day, `from_stn_cd` and `to_stn_cd`
 *   the stations the bikes were taken from and dropped at, `bike_qty` the number of bikes moved, `drv_nm` the driver.
 * - `ops.wx` daily weather at the city airport. `wx_dt` the day, `tmax_c`/`tmin_c` temperatures in Celsius,
 *   `prcp_mm` rainfall, `snow_cm` snowfall, `cond_cd` the day's condition: CLR clear, CLD cloudy, FOG fog, RAIN
 *   rain (the only days with rainfall), SNOW snow (the only days with snowfall).
 *
 * Schema `ride` (the customer side):
 * - `ride.plan` membership plans. `plan_cd` ANN, MTH, PAYG; `plan_nm` Annual, Monthly, Pay As You Go; `fee_amt` the
 *   membership fee per billing cycle, `bill_cyc` Y yearly, M monthly, empty for PAYG; `incl_min` minutes of a
 *   classic-bike trip included in the fee; `unlk_amt` the unlock fee per trip; `cls_min_rt` the rate per minute on a
 *   classic bike past the included minutes; `ebk_min_rt` the rate per minute on an e-bike (every minute).
 * - `ride.mbr` members (everyone with an account, pay-as-you-go riders too). `mbr_no`, `first_nm`, `last_nm`,
 *   `email`, `home_zip`, `birth_yr` (integer year), `join_dt`, `plan_cd`, `mbr_sts` A active, S suspended (a
 *   membership payment was declined), C cancelled; `cncl_dt` the day a cancelled membership ended;
 *   `mkt_optin_flg` 1 when the member accepts marketing e-mail.
 * - `ride.trip` trips. `trip_no`, `mbr_no`, `bike_no`, `st_stn_cd`/`end_stn_cd` the start and end stations,
 *   `st_ts`/`end_ts` start and end time (whole minutes, local time), `dur_min` the duration in minutes, `dist_km` the
 *   distance, `fare_amt` the fare charged under the member's plan (0 for a member's classic trip within the included
 *   minutes).
 * - `ride.pmt` card payments. `pmt_no`, `mbr_no`, `pmt_typ` MBR a membership fee, TRP a trip fare (`trip_no` set),
 *   `pmt_dt` the day, kept as YYYYMMDD text by the payment gateway export, `pmt_amt`, `pmt_mthd` CARD, APPLE or GPAY,
 *   `pmt_sts` OK collected or DECL declined (nothing collected; a declined renewal is usually retried the next day).
 * - `ride.rfnd` refunds against collected payments. `rfnd_no`, `pmt_no`, `rfnd_dt`, `rfnd_amt`, `rsn_cd` FAULT bike
 *   fault, DOCK could not dock / dock full, DUP double charge, GW goodwill gesture.
 *
 * Data from January 2023 (the scheme opened with its first stations late in 2022) to 2026-11-24.
 */
import { insertRows, seededRandom } from "../../seeded-random";

const FIRST_DAY = "2023-01-01";
const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";

const DAY_MS = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const addDays = (d: string, n: number) => new Date(toMs(d) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((toMs(b) - toMs(a)) / DAY_MS);
const addMonths = (d: string, n: number, dom: number) => {
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7)) - 1 + n;
  const dt = new Date(Date.UTC(y + Math.floor(m / 12), ((m % 12) + 12) % 12, dom));
  return dt.toISOString().slice(0, 10);
};
const addYears = (d: string, n: number) => {
  const y = Number(d.slice(0, 4)) + n;
  const md = d.slice(5) === "02-29" ? "02-28" : d.slice(5);
  return `${y}-${md}`;
};
const ymd = (d: string) => d.replace(/-/g, "");
const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const round2 = (x: number) => Math.round(x * 100) / 100;

/** [stn_cd, stn_nm, dist_nm, dock_cap, elec_yn, inst_dt, rmv_dt, trip weight] */
type Stn = [string, string, string, number, string, string, string | null, number];
const STATIONS: Stn[] = [
  ["ST101", "City Hall Plaza", "Downtown", 27, "Y", "2022-10-17", null, 3.0],
  ["ST102", "Market St & 5th Ave", "Downtown", 23, "Y", "2022-10-17", null, 2.5],
  ["ST103", "Union Station", "Downtown", 35, "Y", "2022-10-18", null, 3.5],
  ["ST104", "Convention Center", "Downtown", 19, "N", "2022-10-20", null, 1.6],
  ["ST105", "Library Square", "Downtown", 17, "N", "2022-10-24", null, 1.2],
  ["ST106", "Federal Building", "Downtown", 15, "Y", "2023-05-08", null, 0.9],
  ["ST107", "Courthouse Park", "Downtown", 11, "N", "2022-11-02", null, 0.35],
  ["ST201", "Riverside Park North", "Riverside", 25, "Y", "2022-10-25", null, 1.8],
  ["ST202", "Boathouse", "Riverside", 15, "N", "2022-10-26", null, 1.1],
  ["ST203", "Mill Race Bridge", "Riverside", 13, "N", "2022-11-07", null, 0.75],
  ["ST204", "River Walk & Elm", "Riverside", 21, "Y", "2023-04-03", null, 1.4],
  ["ST205", "Lock & Dam Overlook", "Riverside", 11, "N", "2024-05-13", null, 0.25],
  ["ST301", "Old Town Square", "Old Town", 29, "Y", "2022-10-19", null, 2.0],
  ["ST302", "Brewery Row", "Old Town", 19, "N", "2022-10-27", null, 1.3],
  ["ST303", "Chestnut & 2nd", "Old Town", 13, "N", "2022-11-08", null, 0.7],
  ["ST304", "Firehouse Museum", "Old Town", 11, "N", "2023-06-12", null, 0.3],
  ["ST305", "Cathedral Steps", "Old Town", 15, "Y", "2022-11-09", null, 0.9],
  ["ST401", "Student Union", "University", 31, "Y", "2022-10-21", null, 2.8],
  ["ST402", "Science Library", "University", 21, "N", "2022-10-21", null, 1.7],
  ["ST403", "Stadium Gate", "University", 17, "N", "2022-11-14", null, 0.55],
  ["ST404", "Medical Campus", "University", 23, "Y", "2023-02-06", null, 1.5],
  ["ST405", "College Ave & 9th", "University", 15, "N", "2022-11-15", null, 1.0],
  ["ST406", "Dormitory Quad", "University", 25, "Y", "2022-11-16", null, 2.2],
  ["ST501", "Ferry Terminal", "Harbor", 27, "Y", "2022-10-28", null, 2.1],
  ["ST502", "Fish Market", "Harbor", 15, "N", "2022-11-03", null, 0.9],
  ["ST503", "Pier 4", "Harbor", 13, "N", "2022-11-03", "2025-08-31", 0.5],
  ["ST504", "Harbor Lights", "Harbor", 15, "Y", "2023-03-20", null, 0.7],
  ["ST505", "Shipyard Lofts", "Harbor", 17, "Y", "2025-04-14", null, 0.8],
  ["ST601", "Northgate Mall", "Northgate", 21, "N", "2022-11-21", null, 1.0],
  ["ST602", "Northgate Transit Center", "Northgate", 23, "Y", "2022-11-21", null, 1.3],
  ["ST603", "Greenway Trailhead", "Northgate", 13, "N", "2023-05-22", "2026-06-01", 0.4],
  ["ST604", "Hillcrest Rec Center", "Northgate", 15, "Y", "2026-11-12", null, 0.6],
];
const LAT0 = 44.97;
const LON0 = -93.26;

/** [mech_cd, mech_nm, job_cd, wkshp_nm, rpt_to_cd, hire_dt, term_dt, work weight] */
type Mech = [string, string, string, string, string | null, string, string | null, number];
const MECHS: Mech[] = [
  ["WK01", "Dana Kowalski", "LEAD", "North Yard", null, "2019-03-04", null, 0.35],
  ["WK02", "Tomas Reyes", "LEAD", "South Yard", null, "2020-06-15", null, 0.3],
  ["WK03", "Priya Nair", "MECH", "North Yard", "WK01", "2021-02-01", null, 1.35],
  ["WK04", "Ben Okafor", "MECH", "North Yard", "WK01", "2022-09-12", null, 0.9],
  ["WK05", "Leo Martins", "APPR", "North Yard", "WK01", "2025-03-03", null, 0.55],
  ["WK06", "Grace Liu", "MECH", "South Yard", "WK02", "2020-11-09", null, 1.15],
  ["WK07", "Sam Whitfield", "MECH", "South Yard", "WK02", "2021-05-17", "2025-02-28", 1.0],
  ["WK08", "Ivan Petrov", "MECH", "South Yard", "WK02", "2023-07-10", null, 0.8],
  ["WK09", "Chloe Baptiste", "APPR", "South Yard", "WK02", "2025-09-22", null, 0.5],
  ["WK10", "Marcus Lee", "MECH", "South Yard", "WK02", "2019-08-01", "2024-04-30", 0.9],
];

/** [plan_cd, plan_nm, fee_amt, bill_cyc, incl_min, unlk_amt, cls_min_rt, ebk_min_rt] */
const PLANS: [string, string, number, string | null, number, number, number, number][] = [
  ["ANN", "Annual", 129, "Y", 45, 0, 0.15, 0.1],
  ["MTH", "Monthly", 15, "M", 45, 0, 0.15, 0.15],
  ["PAYG", "Pay As You Go", 0, null, 0, 1, 0.2, 0.35],
];

const FIRST_NAMES = [
  "Aaron", "Abby", "Adrian", "Aisha", "Alan", "Alicia", "Amir", "Ana", "Andrew", "Angela", "Ari", "Ashley", "Ben",
  "Beth", "Brandon", "Brianna", "Caleb", "Carla", "Carlos", "Cheng", "Chris", "Claire", "Colin", "Dana", "Daniel",
  "Deepa", "Derek", "Diana", "Dmitri", "Elena", "Eli", "Emma", "Erik", "Fatima", "Felix", "Gabriel", "Gina", "Hana",
  "Hector", "Ian", "Imani", "Isaac", "Jade", "Jamal", "Jenna", "Jorge", "Julia", "Kai", "Karen", "Kevin", "Kim",
  "Lars", "Laura", "Lena", "Liam", "Lucy", "Maria", "Mark", "Maya", "Mei", "Miguel", "Nadia", "Nathan", "Nina",
  "Noah", "Olivia", "Omar", "Paul", "Quinn", "Rachel", "Raj", "Rosa", "Ryan", "Sara", "Sean", "Sofia", "Tara",
  "Theo", "Tyler", "Uma", "Victor", "Wendy", "Xavier", "Yara", "Zoe",
];
const LAST_NAMES = [
  "Anderson", "Bauer", "Becker", "Bjork", "Brennan", "Castillo", "Chen", "Cho", "Dahl", "Diaz", "Dubois", "Ellison",
  "Erickson", "Fischer", "Flores", "Garcia", "Gustafson", "Hagen", "Hansen", "Hoang", "Hughes", "Iverson", "Jensen",
  "Johnson", "Kaur", "Khan", "Kim", "Larson", "Lindqvist", "Lopez", "Magnuson", "Mendez", "Moua", "Nelson",
  "Nguyen", "Novak", "Olson", "Ortiz", "Park", "Patel", "Peterson", "Quist", "Ramirez", "Rossi", "Sandberg",
  "Schmidt", "Singh", "Sorensen", "Tanaka", "Thao", "Torres", "Vang", "Walsh", "Warsame", "Weber", "Xiong", "Yang",
  "Young", "Zimmerman",
];
const ZIPS = ["55401", "55402", "55403", "55404", "55405", "55406", "55408", "55411", "55413", "55414", "55418", "55454"];

export function datasetSql(): string {
  const r = seededRandom(41_207);
  const gauss = () => {
    const u = Math.max(r.next(), 1e-9);
    const v = r.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const stnOpen = (s: Stn, day: string) => s[5] <= day && (s[6] === null || s[6] > day);

  // ---------------------------------------------------------------- weather
  type Wx = { dt: string; tmax: number; tmin: number; prcp: number; snow: number; cond: string };
  const wx: Wx[] = [];
  const wxOf = new Map<string, Wx>();
  for (let d = FIRST_DAY; d <= LAST_DAY; d = addDays(d, 1)) {
    const doy = daysBetween(`${d.slice(0, 4)}-01-01`, d);
    const season = Math.cos(((doy - 200) / 365) * 2 * Math.PI); // 1 in July, -1 in January
    const tmax = Math.round((13 + 17 * season + gauss() * 4) * 10) / 10;
    const tmin = Math.round((tmax - 6 - r.next() * 7) * 10) / 10;
    const month = Number(d.slice(5, 7));
    const winter = month <= 3 || month >= 11;
    let cond: string;
    if (winter && tmax < 2 && r.chance(0.3)) cond = "SNOW";
    else
      cond = r.weighted([
        ["CLR", 40],
        ["CLD", 30],
        ["RAIN", winter ? 12 : 22],
        ["FOG", 5],
      ]);
    const prcp = cond === "RAIN" ? r.float(0.5, 28, 1) : 0;
    const snow = cond === "SNOW" ? r.float(0.5, 22, 1) : 0;
    const w = { dt: d, tmax, tmin, prcp, snow, cond };
    wx.push(w);
    wxOf.set(d, w);
  }

  // ---------------------------------------------------------------- bikes
  type Bike = {
    no: string;
    typ: "CL" | "EB";
    mdl: string;
    inSvc: string;
    ret: string | null;
    sts: string;
    batt: number | null;
    stn: string | null;
    odo: number;
  };
  const bikes: Bike[] = [];
  let bikeSeq = 20_410;
  const addBike = (typ: "CL" | "EB", from: string, to: string, mdl: string) => {
    bikeSeq += r.int(1, 9);
    bikes.push({ no: `B${bikeSeq}`, typ, mdl, inSvc: r.date(from, to), ret: null, sts: "AV", batt: null, stn: null, odo: 0 });
  };
  for (let i = 0; i < 88; i++) addBike("CL", "2022-12-01", "2023-01-20", "Urbano 3");
  for (let i = 0; i < 20; i++) addBike("EB", "2022-12-01", "2023-01-20", "E-Volt 1");
  for (let i = 0; i < 16; i++) addBike("CL", "2024-03-04", "2024-04-19", "Urbano 4");
  for (let i = 0; i < 20; i++) addBike("EB", "2024-03-18", "2024-05-10", "E-Volt 2");
  for (let i = 0; i < 26; i++) addBike("EB", "2025-04-07", "2025-06-02", "E-Volt 2");
  for (let i = 0; i < 8; i++) addBike("EB", "2026-03-02", "2026-03-27", "E-Volt 3");
  // retirements: worn classic bikes from the launch fleet, a few e-bikes written off
  const launchClassic = r.shuffle(bikes.filter((b) => b.typ === "CL" && b.mdl === "Urbano 3"));
  for (const b of launchClassic.slice(0, 19)) b.ret = r.date("2024-09-01", "2026-10-30");
  const launchEbike = r.shuffle(bikes.filter((b) => b.typ === "EB" && b.mdl === "E-Volt 1"));
  for (const b of launchEbike.slice(0, 4)) b.ret = r.date("2024-02-01", "2026-09-15");
  const inService = (b: Bike, day: string) => b.inSvc <= day && (b.ret === null || b.ret > day);

  // ---------------------------------------------------------------- members
  type Mbr = {
    no: string;
    first: string;
    last: string;
    email: string;
    zip: string;
    birthYr: number;
    join: string;
    plan: string;
    sts: string;
    cncl: string | null;
    end: string; // first day with no riding
    optin: number;
    act: number;
  };
  const mbrs: Mbr[] = [];
  const usedNames = new Set<string>();
  let mbrSeq = 300_120;
  type Pmt = { mbr: string; typ: string; trip: number | null; dt: string; amt: number; mthd: string; sts: string };
  const pmts: Pmt[] = [];
  const mthdOf = new Map<string, string>();
  const N_MBR = 360;
  for (let i = 0; i < N_MBR; i++) {
    let first = "";
    let last = "";
    do {
      first = r.pick(FIRST_NAMES);
      last = r.pick(LAST_NAMES);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    mbrSeq += r.int(1, 40);
    const no = `M${mbrSeq}`;
    const join = r.chance(0.18) ? r.date("2022-12-01", "2023-02-28") : r.date("2023-03-01", "2026-11-20");
    const plan = r.weighted([
      ["ANN", 33],
      ["MTH", 25],
      ["PAYG", 42],
    ]);
    const mthd = r.weighted([
      ["CARD", 55],
      ["APPLE", 30],
      ["GPAY", 15],
    ]);
    mthdOf.set(no, mthd);
    let act = Math.exp(gauss() * 0.9) * (plan === "PAYG" ? 0.45 : plan === "MTH" ? 1.0 : 1.3);
    if (plan !== "PAYG" && r.chance(0.07)) act *= 7;
    if (r.chance(0.05)) act *= 0.02;
    act = Math.min(act, 9);
    const m: Mbr = {
      no,
      first,
      last,
      email: `${first}.${last}${r.int(1, 99)}@${r.pick(["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me"])}`.toLowerCase(),
      zip: r.pick(ZIPS),
      birthYr: r.int(1952, 2007),
      join,
      plan,
      sts: "A",
      cncl: null,
      end: addDays(LAST_DAY, 1),
      optin: r.chance(0.4) ? 1 : 0,
      act,
    };
    const fee = plan === "ANN" ? 129 : 15;
    if (plan === "PAYG") {
      if (r.chance(0.12) && daysBetween(join, LAST_DAY) > 60) {
        m.cncl = r.date(addDays(join, 30), LAST_DAY);
        m.sts = "C";
        m.end = m.cncl;
      }
    } else {
      const dom = Math.min(Number(join.slice(8, 10)), 28);
      for (let k = 0; ; k++) {
        const due = plan === "ANN" ? addYears(join, k) : k === 0 ? join : addMonths(join, k, dom);
        if (due > LAST_DAY) break;
        if (k > 0 && r.chance(plan === "ANN" ? 0.28 : 0.07)) {
          m.cncl = due;
          m.sts = "C";
          m.end = due;
          break;
        }
        if (k > 0 && r.chance(plan === "ANN" ? 0.05 : 0.006)) {
          // declined renewal, never retried successfully: suspended
          pmts.push({ mbr: no, typ: "MBR", trip: null, dt: due, amt: fee, mthd, sts: "DECL" });
          m.sts = "S";
          m.end = due;
          break;
        }
        if (k > 0 && r.chance(0.04) && addDays(due, 1) <= LAST_DAY) {
          pmts.push({ mbr: no, typ: "MBR", trip: null, dt: due, amt: fee, mthd, sts: "DECL" });
          pmts.push({ mbr: no, typ: "MBR", trip: null, dt: addDays(due, 1), amt: fee, mthd, sts: "OK" });
        } else pmts.push({ mbr: no, typ: "MBR", trip: null, dt: due, amt: fee, mthd, sts: "OK" });
      }
    }
    mbrs.push(m);
  }

  // ---------------------------------------------------------------- trips
  type Trip = {
    no: number;
    mbr: Mbr;
    bike: Bike;
    st: string;
    end: string;
    stTs: string;
    endTs: string;
    dur: number;
    km: number;
    fare: number;
  };
  const trips: Trip[] = [];
  const yearBase: Record<string, number> = { "2023": 2.2, "2024": 2.7, "2025": 3.2, "2026": 3.6 };
  const ebShare: Record<string, number> = { "2023": 0.2, "2024": 0.3, "2025": 0.4, "2026": 0.47 };
  const hourW: [number, number][] = [
    [6, 2], [7, 6], [8, 8], [9, 4], [10, 3], [11, 3], [12, 5], [13, 4], [14, 3], [15, 4], [16, 6], [17, 8], [18, 6],
    [19, 4], [20, 3], [21, 2],
  ];
  for (let d = FIRST_DAY; d <= LAST_DAY; d = addDays(d, 1)) {
    const y = d.slice(0, 4);
    const w = wxOf.get(d) as Wx;
    const doy = daysBetween(`${y}-01-01`, d);
    const season = 0.75 + 0.4 * Math.cos(((doy - 200) / 365) * 2 * Math.PI);
    const wxF = w.cond === "RAIN" ? 0.5 : w.cond === "SNOW" ? 0.2 : w.cond === "FOG" ? 0.8 : 1;
    const n = r.poisson((yearBase[y] as number) * season * wxF);
    if (n === 0) continue;
    const members = mbrs.filter((m) => m.join <= d && m.end > d);
    const stns = STATIONS.filter((s) => stnOpen(s, d));
    if (members.length === 0) continue;
    for (let i = 0; i < n; i++) {
      const m = r.weighted(members.map((x) => [x, x.act] as [Mbr, number]));
      let typ: "CL" | "EB" = r.chance(ebShare[y] as number) ? "EB" : "CL";
      let pool = bikes.filter((b) => b.typ === typ && inService(b, d));
      if (pool.length === 0) {
        typ = "CL";
        pool = bikes.filter((b) => b.typ === typ && inService(b, d));
      }
      const bike = r.pick(pool);
      const st = r.weighted(stns.map((s) => [s, s[7]] as [Stn, number]));
      let end: Stn;
      const roundTrip = r.chance(0.11);
      if (roundTrip) end = st;
      else {
        const others = stns.filter((s) => s[0] !== st[0]);
        end = r.weighted(others.map((s) => [s, s[7] * (s[2] === st[2] ? 2.2 : 1)] as [Stn, number]));
      }
      let dur: number;
      if (typ === "CL") dur = r.chance(roundTrip ? 0.45 : 0.12) ? r.int(38, 96) : r.int(5, 36);
      else dur = r.chance(roundTrip ? 0.3 : 0.06) ? r.int(30, 72) : r.int(4, 29);
      const hour = r.weighted(hourW);
      const minute = r.int(0, 59);
      const stMin = hour * 60 + minute;
      const endMin = stMin + dur;
      const ts = (mins: number) => `${d} ${pad(Math.floor(mins / 60))}:${pad(mins % 60)}:00`;
      const speed = typ === "CL" ? r.float(9, 15, 2) : r.float(14, 21, 2);
      const km = round2(((dur * speed) / 60) * (roundTrip ? 0.8 : 1));
      const plan = PLANS.find((p) => p[0] === m.plan) as (typeof PLANS)[number];
      let fare: number;
      if (m.plan === "PAYG") fare = plan[5] + dur * (typ === "CL" ? plan[6] : plan[7]);
      else fare = typ === "CL" ? Math.max(0, dur - plan[4]) * plan[6] : dur * plan[7];
      trips.push({
        no: 0,
        mbr: m,
        bike,
        st: st[0],
        end: end[0],
        stTs: ts(stMin),
        endTs: ts(endMin),
        dur,
        km,
        fare: round2(fare),
      });
    }
  }
  trips.sort((a, b) => (a.stTs < b.stTs ? -1 : a.stTs > b.stTs ? 1 : 0));
  let tripSeq = 5_000_000;
  for (const t of trips) {
    tripSeq += r.int(1, 3);
    t.no = tripSeq;
    if (t.fare > 0)
      pmts.push({ mbr: t.mbr.no, typ: "TRP", trip: t.no, dt: t.stTs.slice(0, 10), amt: t.fare, mthd: mthdOf.get(t.mbr.no) as string, sts: "OK" });
  }

  // ---------------------------------------------------------------- payments and refunds
  pmts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : (a.trip ?? 0) - (b.trip ?? 0)));
  type Rfnd = { pmtNo: string; dt: string; amt: number; rsn: string };
  const rfnds: Rfnd[] = [];
  const pmtRows: unknown[][] = [];
  let pmtSeq = 7_100_000;
  for (const p of pmts) {
    pmtSeq += r.int(1, 4);
    const pmtNo = `P${pmtSeq}`;
    pmtRows.push([pmtNo, p.mbr, p.typ, p.trip, ymd(p.dt), p.amt.toFixed(2), p.mthd, p.sts]);
    if (p.sts !== "OK") continue;
    const refund = p.typ === "TRP" ? r.chance(0.05) : r.chance(0.025);
    if (!refund) continue;
    const rsn =
      p.typ === "TRP"
        ? r.weighted([
            ["FAULT", 55],
            ["DOCK", 35],
            ["GW", 10],
          ])
        : r.weighted([
            ["DUP", 60],
            ["GW", 40],
          ]);
    let dt = addDays(p.dt, r.int(0, 9));
    if (dt.slice(0, 4) !== p.dt.slice(0, 4)) dt = `${p.dt.slice(0, 4)}-12-31`;
    if (dt > LAST_DAY) dt = LAST_DAY;
    const amt = rsn === "GW" ? round2(Math.min(p.amt, r.pick([2, 3, 5, 10]))) : r.chance(0.7) ? p.amt : round2(p.amt * 0.5);
    rfnds.push({ pmtNo, dt, amt, rsn });
  }
  rfnds.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));

  // ---------------------------------------------------------------- maintenance tickets
  type Tkt = {
    bike: string;
    open: string;
    prio: number;
    due: string;
    issue: string;
    src: string;
    sts: string;
    cls: string | null;
    mech: string | null;
    lab: number | null;
    parts: number | null;
  };
  const tkts: Tkt[] = [];
  const sla = [0, 2, 5, 10];
  const mechFor = (open: string, cls: string) => {
    const ok = MECHS.filter((x) => x[5] <= open && (x[6] === null || x[6] >= cls));
    return r.weighted(ok.map((x) => [x[0], x[7]] as [string, number]));
  };
  const issueFor = (b: Bike) =>
    r.weighted<string>(
      b.typ === "CL"
        ? [
            ["FLAT", 30],
            ["BRKE", 25],
            ["CHN", 20],
            ["LGT", 10],
            ["FRM", 5],
            ["OTH", 10],
          ]
        : [
            ["FLAT", 20],
            ["BRKE", 18],
            ["CHN", 10],
            ["LGT", 8],
            ["FRM", 4],
            ["BATT", 25],
            ["MTR", 10],
            ["OTH", 5],
          ],
    );
  const labFor: Record<string, [number, number]> = {
    FLAT: [10, 35],
    BRKE: [20, 70],
    CHN: [25, 90],
    LGT: [10, 40],
    FRM: [60, 200],
    BATT: [30, 80],
    MTR: [60, 180],
    OTH: [15, 90],
  };
  const partsFor: Record<string, [number, number]> = {
    FLAT: [8, 25],
    BRKE: [12, 60],
    CHN: [15, 70],
    LGT: [6, 30],
    FRM: [60, 240],
    BATT: [240, 480],
    MTR: [180, 420],
    OTH: [0, 50],
  };
  for (const b of bikes) {
    const lastDay = b.ret !== null && b.ret < LAST_DAY ? b.ret : LAST_DAY;
    const from = b.inSvc < FIRST_DAY ? FIRST_DAY : b.inSvc;
    const years = daysBetween(from, lastDay) / 365;
    const n = r.poisson(years * (b.typ === "CL" ? 0.6 : 0.95));
    for (let i = 0; i < n; i++) {
      const prio = r.weighted([
        [1, 20],
        [2, 50],
        [3, 30],
      ]);
      const issue = issueFor(b);
      const cancelled = r.chance(0.06);
      const len = cancelled ? r.int(0, 2) : prio === 1 ? r.int(0, 4) : prio === 2 ? r.int(1, 8) : r.int(2, 15);
      let open = r.date(from, lastDay);
      if (addDays(open, len) > LAST_DAY) open = addDays(LAST_DAY, -len - r.int(0, 20));
      if (open < from) continue;
      const cls = addDays(open, len);
      const src = r.weighted<string>(
        b.typ === "EB"
          ? [
              ["MBR", 40],
              ["PTL", 30],
              ["SYS", 30],
            ]
          : [
              ["MBR", 55],
              ["PTL", 45],
            ],
      );
      if (cancelled)
        tkts.push({ bike: b.no, open, prio, due: addDays(open, sla[prio] as number), issue, src, sts: "CXL", cls, mech: null, lab: null, parts: null });
      else {
        const [l0, l1] = labFor[issue] as [number, number];
        const [p0, p1] = partsFor[issue] as [number, number];
        tkts.push({
          bike: b.no,
          open,
          prio,
          due: addDays(open, sla[prio] as number),
          issue,
          src,
          sts: "DONE",
          cls,
          mech: mechFor(open, cls),
          lab: r.int(l0, l1),
          parts: r.float(p0, p1, 2),
        });
      }
    }
  }
  // bikes in the workshop now: each has one open ticket
  const live = r.shuffle(bikes.filter((b) => b.ret === null || b.ret > LAST_DAY));
  const inShop = [...live.filter((b) => b.typ === "EB").slice(0, 7), ...live.filter((b) => b.typ === "CL").slice(0, 6)];
  for (const b of inShop) {
    b.sts = "MT";
    const prio = r.weighted([
      [1, 25],
      [2, 45],
      [3, 30],
    ]);
    let open = r.date("2026-11-02", LAST_DAY);
    if (addDays(open, sla[prio] as number) === TODAY) open = addDays(open, -1);
    const started = daysBetween(open, LAST_DAY) >= 3 || r.chance(0.5);
    tkts.push({
      bike: b.no,
      open,
      prio,
      due: addDays(open, sla[prio] as number),
      issue: issueFor(b),
      src: b.typ === "EB" && r.chance(0.3) ? "SYS" : r.pick(["MBR", "PTL"]),
      sts: started ? "WIP" : "NEW",
      cls: null,
      mech: started ? mechFor(open, LAST_DAY) : null,
      lab: null,
      parts: null,
    });
  }
  tkts.sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0));

  // bike state now
  const activeStns = STATIONS.filter((s) => stnOpen(s, LAST_DAY));
  let lowBatt = 0;
  for (const b of bikes) {
    if (b.ret !== null) b.sts = "RT";
    const end = b.ret ?? LAST_DAY;
    const years = daysBetween(b.inSvc, end) / 365;
    b.odo = Math.round(years * (b.typ === "CL" ? r.int(2300, 3500) : r.int(2800, 4000)));
    if (b.sts === "AV") b.stn = r.weighted(activeStns.map((s) => [s[0], s[3]] as [string, number]));
    if (b.typ === "EB" && b.sts !== "RT") {
      if (b.sts === "AV" && lowBatt < 5 && r.chance(0.15)) {
        b.batt = r.int(4, 19);
        lowBatt++;
      } else b.batt = b.sts === "MT" ? r.int(0, 100) : r.int(22, 100);
    }
  }

  // ---------------------------------------------------------------- rebalancing
  const VANS: [string, string, string][] = [
    ["V01", "2023-01-02", "Rob Kessler"],
    ["V02", "2023-01-02", "Jess Amundsen"],
    ["V03", "2024-03-11", "Kofi Mensah"],
    ["V04", "2025-05-05", "Tina Vu"],
  ];
  const rebalRows: unknown[][] = [];
  let mvSeq = 9000;
  for (let d = FIRST_DAY; d <= LAST_DAY; d = addDays(d, 1)) {
    const dow = new Date(toMs(d)).getUTCDay();
    const month = Number(d.slice(5, 7));
    const p = (dow === 0 || dow === 6 ? 0.15 : 0.3) * (month >= 4 && month <= 10 ? 1.3 : 0.7);
    const moves = r.chance(p) ? (r.chance(0.25) ? 2 : 1) : 0;
    for (let i = 0; i < moves; i++) {
      const vans = VANS.filter((v) => v[1] <= d);
      const van = r.pick(vans);
      const stns = STATIONS.filter((s) => stnOpen(s, d));
      const to = r.weighted(stns.map((s) => [s, s[7]] as [Stn, number]));
      const fromPool = stns.filter((s) => s[0] !== to[0]);
      const from = r.weighted(fromPool.map((s) => [s, 1 / (s[7] + 0.5)] as [Stn, number]));
      mvSeq += 1;
      const drv = r.chance(0.85) ? van[2] : r.pick(["Alex Brandt", "Mo Farah", "Kim Lor"]);
      rebalRows.push([mvSeq, van[0], d, from[0], to[0], r.int(3, 12), drv]);
    }
  }

  if (TODAY <= LAST_DAY) throw new Error("today must follow the last day of data");

  const stnRows = STATIONS.map((s, i) => [
    s[0],
    s[1],
    s[2],
    s[3],
    s[4],
    (LAT0 + ((i * 37) % 23) * 0.0041 - 0.04).toFixed(5),
    (LON0 + ((i * 53) % 29) * 0.0037 - 0.05).toFixed(5),
    s[5],
    s[6],
    s[6] === null ? "Y" : "N",
  ]);
  let tktSeq = 61_000;
  const tktRows = tkts.map((t) => {
    tktSeq += r.int(1, 3);
    return [`T${tktSeq}`, t.bike, t.open, t.prio, t.due, t.issue, t.src, t.sts, t.cls, t.mech, t.lab, t.parts];
  });
  let rfndSeq = 410_000;
  const rfndRows = rfnds.map((x) => {
    rfndSeq += r.int(1, 5);
    return [`R${rfndSeq}`, x.pmtNo, x.dt, x.amt.toFixed(2), x.rsn];
  });

  return [
    "CREATE SCHEMA ops;",
    "CREATE SCHEMA ride;",
    `CREATE TABLE ops.stn (stn_cd varchar(5) PRIMARY KEY, stn_nm text NOT NULL, dist_nm text NOT NULL, dock_cap smallint NOT NULL,
      elec_yn char(1) NOT NULL, lat numeric(8,5) NOT NULL, lon numeric(8,5) NOT NULL, inst_dt date NOT NULL, rmv_dt date, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.bike (bike_no varchar(6) PRIMARY KEY, bike_typ char(2) NOT NULL, mdl_nm text NOT NULL, in_svc_dt date NOT NULL, ret_dt date,
      bike_sts char(2) NOT NULL, batt_pct smallint, cur_stn_cd varchar(5) REFERENCES ops.stn (stn_cd), odo_km integer NOT NULL);`,
    `CREATE TABLE ops.mech (mech_cd char(4) PRIMARY KEY, mech_nm text NOT NULL, job_cd varchar(4) NOT NULL, wkshp_nm text NOT NULL,
      rpt_to_cd char(4) REFERENCES ops.mech (mech_cd), hire_dt date NOT NULL, term_dt date, actv_flg smallint NOT NULL);`,
    `CREATE TABLE ops.mnt_tkt (tkt_no varchar(7) PRIMARY KEY, bike_no varchar(6) NOT NULL REFERENCES ops.bike (bike_no), open_dt date NOT NULL,
      prio_no smallint NOT NULL, due_dt date NOT NULL, issue_cd varchar(4) NOT NULL, src_cd char(3) NOT NULL, tkt_sts varchar(4) NOT NULL,
      cls_dt date, mech_cd char(4) REFERENCES ops.mech (mech_cd), lab_min integer, parts_amt numeric(8,2));`,
    `CREATE TABLE ops.rebal (mv_no integer PRIMARY KEY, van_cd char(3) NOT NULL, mv_dt date NOT NULL, from_stn_cd varchar(5) NOT NULL REFERENCES ops.stn (stn_cd),
      to_stn_cd varchar(5) NOT NULL REFERENCES ops.stn (stn_cd), bike_qty smallint NOT NULL, drv_nm text NOT NULL);`,
    `CREATE TABLE ops.wx (wx_dt date PRIMARY KEY, tmax_c numeric(4,1) NOT NULL, tmin_c numeric(4,1) NOT NULL, prcp_mm numeric(5,1) NOT NULL,
      snow_cm numeric(5,1) NOT NULL, cond_cd varchar(4) NOT NULL);`,
    `CREATE TABLE ride.plan (plan_cd varchar(4) PRIMARY KEY, plan_nm text NOT NULL, fee_amt numeric(7,2) NOT NULL, bill_cyc char(1), incl_min smallint NOT NULL,
      unlk_amt numeric(5,2) NOT NULL, cls_min_rt numeric(5,2) NOT NULL, ebk_min_rt numeric(5,2) NOT NULL);`,
    `CREATE TABLE ride.mbr (mbr_no varchar(7) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text NOT NULL, home_zip char(5) NOT NULL,
      birth_yr integer NOT NULL, join_dt date NOT NULL, plan_cd varchar(4) NOT NULL REFERENCES ride.plan (plan_cd), mbr_sts char(1) NOT NULL,
      cncl_dt date, mkt_optin_flg smallint NOT NULL);`,
    `CREATE TABLE ride.trip (trip_no bigint PRIMARY KEY, mbr_no varchar(7) NOT NULL REFERENCES ride.mbr (mbr_no), bike_no varchar(6) NOT NULL REFERENCES ops.bike (bike_no),
      st_stn_cd varchar(5) NOT NULL REFERENCES ops.stn (stn_cd), end_stn_cd varchar(5) NOT NULL REFERENCES ops.stn (stn_cd), st_ts timestamp NOT NULL,
      end_ts timestamp NOT NULL, dur_min integer NOT NULL, dist_km numeric(6,2) NOT NULL, fare_amt numeric(7,2) NOT NULL);`,
    `CREATE TABLE ride.pmt (pmt_no varchar(8) PRIMARY KEY, mbr_no varchar(7) NOT NULL REFERENCES ride.mbr (mbr_no), pmt_typ char(3) NOT NULL,
      trip_no bigint REFERENCES ride.trip (trip_no), pmt_dt char(8) NOT NULL, pmt_amt numeric(8,2) NOT NULL, pmt_mthd varchar(5) NOT NULL, pmt_sts varchar(4) NOT NULL);`,
    `CREATE TABLE ride.rfnd (rfnd_no varchar(7) PRIMARY KEY, pmt_no varchar(8) NOT NULL REFERENCES ride.pmt (pmt_no), rfnd_dt date NOT NULL,
      rfnd_amt numeric(8,2) NOT NULL, rsn_cd varchar(5) NOT NULL);`,
    insertRows(
      "ops.stn",
      ["stn_cd", "stn_nm", "dist_nm", "dock_cap", "elec_yn", "lat", "lon", "inst_dt", "rmv_dt", "actv_yn"],
      stnRows,
    ),
    insertRows(
      "ops.bike",
      ["bike_no", "bike_typ", "mdl_nm", "in_svc_dt", "ret_dt", "bike_sts", "batt_pct", "cur_stn_cd", "odo_km"],
      bikes.map((b) => [b.no, b.typ, b.mdl, b.inSvc, b.ret, b.sts, b.batt, b.stn, b.odo]),
    ),
    insertRows(
      "ops.mech",
      ["mech_cd", "mech_nm", "job_cd", "wkshp_nm", "rpt_to_cd", "hire_dt", "term_dt", "actv_flg"],
      MECHS.map((x) => [x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[6] === null ? 1 : 0]),
    ),
    insertRows(
      "ops.mnt_tkt",
      ["tkt_no", "bike_no", "open_dt", "prio_no", "due_dt", "issue_cd", "src_cd", "tkt_sts", "cls_dt", "mech_cd", "lab_min", "parts_amt"],
      tktRows,
    ),
    insertRows("ops.rebal", ["mv_no", "van_cd", "mv_dt", "from_stn_cd", "to_stn_cd", "bike_qty", "drv_nm"], rebalRows),
    insertRows(
      "ops.wx",
      ["wx_dt", "tmax_c", "tmin_c", "prcp_mm", "snow_cm", "cond_cd"],
      wx.map((w) => [w.dt, w.tmax, w.tmin, w.prcp, w.snow, w.cond]),
    ),
    insertRows(
      "ride.plan",
      ["plan_cd", "plan_nm", "fee_amt", "bill_cyc", "incl_min", "unlk_amt", "cls_min_rt", "ebk_min_rt"],
      PLANS,
    ),
    insertRows(
      "ride.mbr",
      ["mbr_no", "first_nm", "last_nm", "email", "home_zip", "birth_yr", "join_dt", "plan_cd", "mbr_sts", "cncl_dt", "mkt_optin_flg"],
      mbrs.map((m) => [m.no, m.first, m.last, m.email, m.zip, m.birthYr, m.join, m.plan, m.sts, m.cncl, m.optin]),
    ),
    insertRows(
      "ride.trip",
      ["trip_no", "mbr_no", "bike_no", "st_stn_cd", "end_stn_cd", "st_ts", "end_ts", "dur_min", "dist_km", "fare_amt"],
      trips.map((t) => [t.no, t.mbr.no, t.bike.no, t.st, t.end, t.stTs, t.endTs, t.dur, t.km.toFixed(2), t.fare.toFixed(2)]),
    ),
    insertRows(
      "ride.pmt",
      ["pmt_no", "mbr_no", "pmt_typ", "trip_no", "pmt_dt", "pmt_amt", "pmt_mthd", "pmt_sts"],
      pmtRows,
    ),
    insertRows("ride.rfnd", ["rfnd_no", "pmt_no", "rfnd_dt", "rfnd_amt", "rsn_cd"], rfndRows),
  ].join("\n");
}
