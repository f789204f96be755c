/**
 * Shore Line Pools & Spas LLC is a family-run swimming pool contractor in Wall Township, Monmouth County, New Jersey.
 * It builds new backyard pools (vinyl liner, gunite and fiberglass inground pools, plus a few above-ground pools) and
 * looks after existing pools on seasonal maintenance plans. Pools on the Jersey Shore are used from late spring to
 * early autumn: each pool is "opened" in April or May (covers off, equipment started, water balanced) and "closed"
 * in September to November (winterized, covered), with weekly or bi-weekly cleaning visits in between. Heated pools
 * open a little earlier and close later. Service technicians each run a route from their own truck; the two
 * installation crew leads also take the repair, green-pool and leak-detection calls. The office bills plan fees
 * monthly through the season, bills extras and one-off calls per visit, and bills new pools in three stages.
 *
 * This is an export of the company's in-house job and billing system "PoolDesk" (schema `poolco`), taken on the
 * morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24; visits already booked for
 * later dates are in it too, as scheduled. PoolDesk went live on 2025-01-02: visits, invoices and installation jobs
 * start then (the customer list was carried over with each customer's original start date).
 *
 * UNITS: money is in US dollars. Columns ending in `_c` are whole CENTS (divide by 100 for dollars): `mo_fee_c`,
 * `seas_fee_c`, `xtra_c`, `amt_c`. `inst_job.contr_amt` is in whole DOLLARS. Pool volumes in US gallons; visit
 * duration in minutes; chlorine readings in parts per million (ppm). Flags are 'Y' or 'N'.
 *
 * Tables and columns:
 * - `plan_ref` (lookup): the maintenance plans sold. `plan_cd` WK weekly full service (cleaning, chemicals,
 *   opening and closing included), BW bi-weekly full service (every other week, opening and closing included),
 *   CHM weekly chemical check only (water tested and balanced, no cleaning; opening and closing billed separately),
 *   OC opening & closing only (no weekly visits). `plan_desc` the plan's name. `freq_days` days between regular
 *   visits (NULL for OC). `mo_fee_c` the monthly plan fee in cents, billed on the 1st of each month from May to
 *   September, or first on the day of the first visit for a customer starting mid-season (NULL for OC).
 *   `seas_fee_c` the one-off season fee in cents for OC, billed on 1 April or when the customer starts (NULL for
 *   the others). `opn_cls_yn` Y when the opening and closing are included in the plan price.
 * - `vtyp` (lookup): kinds of visit. `vtyp_cd` RTN routine weekly/bi-weekly cleaning, CHM chemical check, OPN pool
 *   opening, CLS pool closing, REP repair / service call (pumps, filters, heaters, liners), GRN green-pool cleanup
 *   (algae), LKD leak detection. `vtyp_desc` the name. `bill_yn` Y when the visit is normally billed on its own
 *   rather than covered by a plan.
 * - `tech`: staff who go out on visits or builds, plus the office manager. `role_cd` SVC service technician (runs
 *   a maintenance route), LD installation crew lead (also takes repair calls), INS installation crew member, OFF
 *   office. `truck_no` the company truck they drive (NULL for office and crew members who ride along). `cpo_yn` Y
 *   when they hold a Certified Pool Operator certificate. `hire_dt` start date; `term_dt` the date they left (NULL =
 *   still employed).
 * - `cust`: customers (one pool each). `cust_nm` the household's or organization's name. `cust_typ` R residential,
 *   H homeowners' or condo association, C commercial (swim club, hotel, apartment complex). `addr1`, `town`, `zip`
 *   the pool's address. `pool_kind` IGV inground vinyl liner, IGG inground gunite (concrete), IGF inground
 *   fiberglass, AG above-ground. `pool_gal` the pool's volume in gallons. `heat_yn` Y when the pool has a heater.
 *   `plan_cd` the customer's maintenance plan (`plan_ref`); NULL = no plan (calls us for one-off work only).
 *   Lapsed customers keep the plan code they last had. `since_dt` the date they became a customer. `actv_yn` Y for a
 *   current customer, N for a lapsed or lost one. `del_yn` Y when the record was deleted in PoolDesk (a duplicate
 *   entered by mistake); deleted records are to be ignored everywhere.
 * - `inst_job`: new pool installation contracts. `job_no` like J25-007. `cust_id` the customer the pool is built
 *   for. `pool_kind` as on `cust`. `contr_amt` the contract price in whole dollars. `sign_dt` the date the contract
 *   was signed; `dig_dt` the date excavation started (NULL = not started); `fill_dt` the date the pool was filled and
 *   handed over, i.e. completed (NULL = not finished). `stat_cd` SG signed, not started yet; IP in progress (being
 *   built); CM completed; CX cancelled by the customer after signing (never built). `lead_tech` the crew lead
 *   (`tech.tech_id`). `permit_no` the town building permit (NULL = not issued yet).
 * - `visit`: one visit to a customer's pool, past or booked. `vtyp_cd` the kind of visit (`vtyp`). `tech_id` the
 *   technician. `visit_dt` the date of the visit (or the booked date). `stat_cd` C completed, S scheduled (booked,
 *   not done yet), N no access (the tech went but could not get in: locked gate, dog, cover on), X cancelled.
 *   `done_ts` the date and time the tech finished (NULL unless completed). `mins` minutes spent on site (NULL unless
 *   completed). `fc_ppm` free chlorine and `ph` pH read from the water on a cleaning, chemical check or opening
 *   (NULL when not tested). `xtra_c` the amount in cents charged for the visit on top of the plan: chemicals or
 *   parts beyond the plan, or the whole price of a one-off visit (0 when nothing extra is charged).
 * - `invc`: invoices. `inv_typ` SVC monthly plan fee, OC opening & closing season fee, VIS charges for one visit
 *   (`visit_id`), DEP installation deposit (30% of the contract, at signing), DRW installation progress draw (40%, at
 *   excavation), FIN installation final payment (30%, at completion); installation invoices carry `job_no`.
 *   `inv_dt` issue date; `due_dt` payment due date (15 days for households, 30 for associations and businesses, 10
 *   for installation stages). `amt_c` the amount in cents, sales tax included. `paid_dt` when it was paid in full
 *   (NULL = not paid). `void_yn` Y when the invoice was voided (cancelled; it counts for nothing and is never paid).
 *
 * Not recorded here: customer satisfaction, reviews or complaints; where customers heard about us (advertising,
 *   referrals, leads) and quotes that never turned into contracts; what we pay suppliers for chemicals, parts,
 *   equipment or subcontractors, so no costs, margins or profit; technicians' wages, hours worked, overtime or
 *   payroll; truck mileage, fuel and vehicle costs; travel time between stops; stock levels in the warehouse; the
 *   equipment (pump, filter, heater models) at each pool; water temperature and weather; warranty claims; sales tax
 *   amounts separately; anything before 2025-01-02 other than the customer list.
 *
 * Tables
 * - `plan_ref`: `plan_cd`, `plan_desc`, `freq_days`, `mo_fee_c`, `seas_fee_c`, `opn_cls_yn`.
 * - `vtyp`: `vtyp_cd`, `vtyp_desc`, `bill_yn`.
 * - `tech`: `tech_id`, `first_nm`, `last_nm`, `role_cd`, `truck_no`, `cpo_yn`, `hire_dt`, `term_dt`.
 * - `cust`: `cust_id`, `cust_nm`, `cust_typ`, `addr1`, `town`, `zip`, `pool_kind`, `pool_gal`, `heat_yn`, `plan_cd`,
 *   `since_dt`, `actv_yn`, `del_yn`.
 * - `inst_job`: `job_no`, `cust_id`, `pool_kind`, `contr_amt`, `sign_dt`, `dig_dt`, `fill_dt`, `stat_cd`,
 *   `lead_tech`, `permit_no`.
 * - `visit`: `visit_id`, `cust_id`, `tech_id`, `vtyp_cd`, `visit_dt`, `stat_cd`, `done_ts`, `mins`, `fc_ppm`, `ph`,
 *   `xtra_c`.
 * - `invc`: `inv_no`, `cust_id`, `inv_dt`, `due_dt`, `inv_typ`, `amt_c`, `job_no`, `visit_id`, `paid_dt`, `void_yn`.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const FIRST = "2025-01-02";
const LAST = "2026-11-24";
const HORIZON = "2026-12-15"; // visits are booked up to this date
const YEARS = [2025, 2026];

type PlanCd = "WK" | "BW" | "CHM" | "OC";
const PLANS: {
  cd: PlanCd;
  desc: string;
  freq: number | null;
  mo: number | null;
  seas: number | null;
  oc: boolean;
}[] = [
  {
    cd: "WK",
    desc: "Weekly Full Service",
    freq: 7,
    mo: 36_500,
    seas: null,
    oc: true,
  },
  {
    cd: "BW",
    desc: "Bi-Weekly Full Service",
    freq: 14,
    mo: 21_500,
    seas: null,
    oc: true,
  },
  {
    cd: "CHM",
    desc: "Weekly Chemical Check",
    freq: 7,
    mo: 16_900,
    seas: null,
    oc: false,
  },
  {
    cd: "OC",
    desc: "Opening & Closing Only",
    freq: null,
    mo: null,
    seas: 74_500,
    oc: true,
  },
];
const PLAN = new Map(PLANS.map((p) => [p.cd, p]));

const VTYPS: [string, string, string][] = [
  ["RTN", "Routine Cleaning", "N"],
  ["CHM", "Chemical Check", "N"],
  ["OPN", "Pool Opening", "N"],
  ["CLS", "Pool Closing", "N"],
  ["REP", "Repair / Service Call", "Y"],
  ["GRN", "Green Pool Cleanup", "Y"],
  ["LKD", "Leak Detection", "Y"],
];

type Tech = {
  id: number;
  first: string;
  last: string;
  role: string;
  truck: string | null;
  cpo: boolean;
  hire: string;
  term: string | null;
};
const TECHS: Tech[] = [
  {
    id: 1,
    first: "Mike",
    last: "Russo",
    role: "SVC",
    truck: "T-03",
    cpo: true,
    hire: "2016-03-14",
    term: null,
  },
  {
    id: 2,
    first: "Tyler",
    last: "Brennan",
    role: "SVC",
    truck: "T-05",
    cpo: true,
    hire: "2019-04-01",
    term: null,
  },
  {
    id: 3,
    first: "Jose",
    last: "Alvarez",
    role: "SVC",
    truck: "T-06",
    cpo: false,
    hire: "2021-04-12",
    term: null,
  },
  {
    id: 4,
    first: "Kyle",
    last: "Dempsey",
    role: "SVC",
    truck: "T-07",
    cpo: false,
    hire: "2023-04-17",
    term: "2025-08-15",
  },
  {
    id: 5,
    first: "Brianna",
    last: "Walsh",
    role: "SVC",
    truck: "T-07",
    cpo: true,
    hire: "2025-05-01",
    term: null,
  },
  {
    id: 6,
    first: "Devon",
    last: "Price",
    role: "SVC",
    truck: "T-08",
    cpo: false,
    hire: "2026-04-20",
    term: null,
  },
  {
    id: 7,
    first: "Sean",
    last: "Gallagher",
    role: "LD",
    truck: "T-01",
    cpo: true,
    hire: "2012-05-07",
    term: null,
  },
  {
    id: 8,
    first: "Luis",
    last: "Ortega",
    role: "LD",
    truck: "T-02",
    cpo: false,
    hire: "2018-03-19",
    term: null,
  },
  {
    id: 9,
    first: "Matt",
    last: "Kowal",
    role: "INS",
    truck: null,
    cpo: false,
    hire: "2020-04-06",
    term: null,
  },
  {
    id: 10,
    first: "Ryan",
    last: "Fitzgerald",
    role: "INS",
    truck: null,
    cpo: false,
    hire: "2022-03-28",
    term: "2026-02-27",
  },
  {
    id: 11,
    first: "Donna",
    last: "Marsh",
    role: "OFF",
    truck: null,
    cpo: true,
    hire: "2011-01-10",
    term: null,
  },
  {
    id: 12,
    first: "Chris",
    last: "Nolan",
    role: "INS",
    truck: null,
    cpo: false,
    hire: "2026-03-16",
    term: null,
  },
];

const TOWNS: [string, string, number][] = [
  ["Wall Twp", "07719", 20],
  ["Point Pleasant", "08742", 13],
  ["Manasquan", "08736", 11],
  ["Colts Neck", "07722", 9],
  ["Spring Lake", "07762", 8],
  ["Brielle", "08730", 7],
  ["Howell Twp", "07731", 6],
  ["Holmdel", "07733", 5],
  ["Middletown", "07748", 5],
  ["Sea Girt", "08750", 4],
  ["Rumson", "07760", 3],
  ["Freehold", "07728", 3],
  ["Farmingdale", "07727", 2],
  ["Ocean Twp", "07712", 2],
];
const STREETS = [
  "Allaire Rd",
  "Atlantic Ave",
  "Bay Ave",
  "Beacon Blvd",
  "Bridge Ave",
  "Brielle Rd",
  "Church St",
  "Colts Neck Rd",
  "Crescent Dr",
  "Dogwood Ln",
  "Euclid Ave",
  "Glendola Rd",
  "Harbor Rd",
  "Hulse Ave",
  "Lakewood Rd",
  "Maple Ave",
  "Meadow Ln",
  "New Bedford Rd",
  "Ocean Rd",
  "Old Mill Rd",
  "Osborne Ave",
  "Parker Ave",
  "Ramshorn Dr",
  "Riverview Dr",
  "Sea Girt Ave",
  "Shore Dr",
  "Union Ave",
  "Warren Ave",
  "Willow Way",
  "Woodfield Ave",
];
const FIRST_NAMES = [
  "Dan",
  "Maria",
  "Kevin",
  "Lisa",
  "Joe",
  "Karen",
  "Steve",
  "Jen",
  "Frank",
  "Donna",
  "Rich",
  "Colleen",
  "Paul",
  "Tara",
  "Brian",
  "Nicole",
  "Anthony",
  "Denise",
  "Greg",
  "Kristen",
  "Vin",
  "Laura",
  "Mark",
  "Dawn",
  "Chris",
  "Amy",
  "Tom",
  "Gina",
  "Pete",
  "Megan",
];
const LAST_NAMES = [
  "Kowalski",
  "DeMarco",
  "O'Brien",
  "Fitzpatrick",
  "Santoro",
  "Mahoney",
  "Castellano",
  "Reilly",
  "Nguyen",
  "Patel",
  "Schmidt",
  "Murphy",
  "Russo",
  "Lombardi",
  "Hughes",
  "Conti",
  "Sullivan",
  "Ferraro",
  "Kaplan",
  "Gallo",
  "Brennan",
  "Esposito",
  "Walsh",
  "Romano",
  "McCarthy",
  "Bianchi",
  "Levine",
  "Donnelly",
  "Caruso",
  "Shapiro",
  "Whelan",
  "Moretti",
  "Keegan",
  "Vitale",
  "Burke",
];
const ORGS: [string, string, string][] = [
  // name, type, town
  ["Manasquan River Swim Club", "C", "Manasquan"],
  ["Spring Lake Bath & Tennis", "C", "Spring Lake"],
  ["Wall Twp Community Pool Assn", "H", "Wall Twp"],
  ["Brielle Landing Condo Assn", "H", "Brielle"],
  ["Bayview Gardens Apartments", "C", "Point Pleasant"],
  ["Navesink Harbor Inn", "C", "Middletown"],
  ["Colts Neck Manor HOA", "H", "Colts Neck"],
  ["Holmdel Racquet & Swim Club", "C", "Holmdel"],
  ["Sea Girt Commons HOA", "H", "Sea Girt"],
  ["Howell Pines Condominium", "H", "Howell Twp"],
  ["Point Pleasant Yacht Club", "C", "Point Pleasant"],
];

type Cust = {
  id: number;
  nm: string;
  typ: string;
  addr: string;
  town: string;
  zip: string;
  kind: string;
  gal: number;
  heat: boolean;
  plan: PlanCd | null;
  since: string;
  actv: boolean;
  del: boolean;
  seasons: number[]; // the PoolDesk seasons (years) it is looked after in
  startFrom: string | null; // the first date of service when it starts mid-season
  weekday: number; // 1 Monday .. 5 Friday
  slot: number; // route slot
};

type Visit = {
  cust: number;
  tech: number;
  typ: string;
  dt: string;
  stat: string;
  ts: string | null;
  mins: number | null;
  fc: number | null;
  ph: number | null;
  xtra: number;
  id?: number;
};

type Job = {
  no: string;
  cust: number;
  kind: string;
  amt: number;
  sign: string;
  dig: string | null;
  fill: string | null;
  stat: string;
  lead: number;
  permit: string | null;
};

type Inv = {
  cust: number;
  dt: string;
  due: string;
  typ: string;
  amt: number;
  job: string | null;
  visit: number | null;
  paid: string | null;
  void: boolean;
};

/** The first Monday-to-Friday date on or after `d`. */
function weekdayOnOrAfter(d: string): string {
  let x = d;
  while (dayOfWeek(x) === 0 || dayOfWeek(x) === 6) x = addDays(x, 1);
  return x;
}

/** The first date on or after `d` falling on `wd` (1 Monday .. 5 Friday). */
function nextWeekday(d: string, wd: number): string {
  let x = d;
  while (dayOfWeek(x) !== wd) x = addDays(x, 1);
  return x;
}

export function datasetSql(): string {
  const r = seededRandom(5530_2026);
  const newName = uniqueNames(r, FIRST_NAMES, LAST_NAMES);
  const pickTown = (): [string, string] => {
    const t = r.weighted(TOWNS.map((x) => [x, x[2]] as const));
    return [t[0], t[1]];
  };
  const addr = (): string => `${r.int(2, 2400)} ${r.pick(STREETS)}`;
  const pickKind = (): string =>
    r.weighted([
      ["IGV", 40],
      ["IGG", 28],
      ["IGF", 16],
      ["AG", 16],
    ] as const);
  const gallons = (kind: string): number =>
    kind === "AG" ? r.int(10, 30) * 500 : r.int(30, 70) * 500;
  const pickPlan = (): PlanCd | null =>
    r.weighted<PlanCd | null>([
      ["WK", 30],
      ["BW", 18],
      ["CHM", 8],
      ["OC", 22],
      [null, 22],
    ]);
  const slotWeights = [
    [0, 27],
    [1, 23],
    [2, 20],
    [3, 16],
    [4, 14],
  ] as const;

  // ---------------------------------------------------------------- customers
  const custs: Cust[] = [];
  let nextCust = 1001;
  const mkCust = (c: Omit<Cust, "id" | "weekday" | "slot">): Cust => {
    const full: Cust = {
      ...c,
      id: nextCust++,
      weekday: r.int(1, 5),
      slot: r.weighted(slotWeights),
    };
    custs.push(full);
    return full;
  };

  // organizations: on the weekly plan (two on opening & closing only)
  for (const [nm, typ, town] of ORGS) {
    const zip = TOWNS.find((t) => t[0] === town)?.[1] ?? "07719";
    mkCust({
      nm,
      typ,
      addr: addr(),
      town,
      zip,
      kind: "IGG",
      gal: r.int(12, 50) * 5000,
      heat: r.chance(0.6),
      plan: r.chance(0.8) ? "WK" : "OC",
      since: r.date("2008-03-01", "2024-06-30"),
      actv: true,
      del: false,
      seasons: [2025, 2026],
      startFrom: null,
    });
  }
  // households carried over from the old system
  for (let i = 0; i < 104; i++) {
    const [f, l] = newName();
    const [town, zip] = pickTown();
    const kind = pickKind();
    const roll = r.next();
    const lapsedBefore = roll < 0.09;
    const lapsedAfter = !lapsedBefore && roll < 0.21;
    const plan = lapsedBefore ? null : pickPlan();
    mkCust({
      nm: `${f} ${l}`,
      typ: "R",
      addr: addr(),
      town,
      zip,
      kind,
      gal: gallons(kind),
      heat: kind !== "AG" && r.chance(0.45),
      plan,
      since: r.date("2009-01-15", "2024-09-30"),
      actv: !lapsedBefore && !lapsedAfter,
      del: false,
      seasons: lapsedBefore ? [] : lapsedAfter ? [2025] : [2025, 2026],
      startFrom: null,
    });
  }
  // new service-only customers joining during a season
  for (const [from, to, n] of [
    ["2025-03-01", "2025-08-15", 9],
    ["2026-03-01", "2026-08-15", 8],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const [f, l] = newName();
      const [town, zip] = pickTown();
      const kind = pickKind();
      const since = r.date(from, to);
      const y = Number(since.slice(0, 4));
      mkCust({
        nm: `${f} ${l}`,
        typ: "R",
        addr: addr(),
        town,
        zip,
        kind,
        gal: gallons(kind),
        heat: kind !== "AG" && r.chance(0.4),
        plan: r.weighted<PlanCd>([
          ["WK", 4],
          ["BW", 3],
          ["CHM", 1],
          ["OC", 2],
        ]),
        since,
        actv: y === 2026 || r.chance(0.85),
        del: false,
        seasons: y === 2025 ? [2025, 2026] : [2026],
        startFrom: since,
      });
    }
  }
  for (const c of custs) {
    if (!c.actv && c.seasons.includes(2026) && c.since >= "2025-01-01")
      c.seasons = [2025];
  }
  // signed up this autumn for next season: a plan, no visits yet
  for (const since of [
    "2026-09-29",
    "2026-10-14",
    "2026-10-30",
    "2026-11-12",
  ]) {
    const [f, l] = newName();
    const [town, zip] = pickTown();
    const kind = pickKind();
    mkCust({
      nm: `${f} ${l}`,
      typ: "R",
      addr: addr(),
      town,
      zip,
      kind,
      gal: gallons(kind),
      heat: kind !== "AG" && r.chance(0.4),
      plan: r.pick<PlanCd>(["WK", "BW", "OC"]),
      since,
      actv: true,
      del: false,
      seasons: [],
      startFrom: null,
    });
  }

  // ---------------------------------------------------------------- installation jobs
  const jobs: Job[] = [];
  const installCust = new Map<number, Job>();
  const cancelled = new Set(["J25-006", "J25-013", "J26-009"]);
  for (const [year, n] of [
    [2025, 16],
    [2026, 18],
  ] as const) {
    const signs = Array.from({ length: n }, () =>
      year === 2025
        ? r.date("2025-01-06", "2025-09-30")
        : r.weighted([
            [r.date("2026-01-05", "2026-08-31"), 13],
            [r.date("2026-09-01", "2026-11-20"), 5],
          ] as const),
    ).sort();
    signs.forEach((sign0, i) => {
      const sign = weekdayOnOrAfter(sign0);
      const no = `J${String(year).slice(2)}-${pad(i + 1, 3)}`;
      const kind = r.weighted([
        ["IGV", 34],
        ["IGG", 24],
        ["IGF", 26],
        ["AG", 16],
      ] as const);
      const amt =
        kind === "IGG"
          ? r.int(1700, 2900) * 50
          : kind === "IGV"
            ? r.int(1040, 1580) * 50
            : kind === "IGF"
              ? r.int(1240, 1900) * 50
              : r.int(120, 290) * 50;
      let dig = addDays(sign, kind === "AG" ? r.int(10, 30) : r.int(21, 70));
      const m = Number(dig.slice(5, 7));
      if (m === 12 || m <= 3)
        dig = r.date(
          `${Number(dig.slice(0, 4)) + (m === 12 ? 1 : 0)}-04-01`,
          `${Number(dig.slice(0, 4)) + (m === 12 ? 1 : 0)}-04-20`,
        );
      dig = weekdayOnOrAfter(dig);
      const fill = weekdayOnOrAfter(
        addDays(dig, kind === "AG" ? r.int(3, 10) : r.int(28, 63)),
      );
      const [f, l] = newName();
      const [town, zip] = pickTown();
      const isCx = cancelled.has(no);
      const stat = isCx
        ? "CX"
        : fill <= LAST
          ? "CM"
          : dig <= LAST
            ? "IP"
            : "SG";
      const c = mkCust({
        nm: `${f} ${l}`,
        typ: "R",
        addr: addr(),
        town,
        zip,
        kind,
        gal: gallons(kind),
        heat: kind !== "AG" && r.chance(0.6),
        plan:
          stat === "CM"
            ? r.weighted<PlanCd | null>([
                ["WK", 4],
                ["BW", 3],
                ["OC", 2],
                [null, 2],
              ])
            : null,
        since: sign,
        actv: !isCx,
        del: false,
        seasons: [],
        startFrom: null,
      });
      if (stat === "CM") {
        const fy = Number(fill.slice(0, 4));
        c.startFrom = addDays(fill, 7);
        c.seasons = YEARS.filter((y) => y >= fy);
        if (fill.slice(5) > "10-15") {
          c.seasons = YEARS.filter((y) => y > fy);
          c.startFrom = null;
        }
      }
      const permitTown = c.town.replace(/[^A-Z]/g, "").padEnd(2, "X");
      const job: Job = {
        no,
        cust: c.id,
        kind,
        amt,
        sign,
        dig: stat === "CM" || stat === "IP" ? dig : null,
        fill: stat === "CM" ? fill : null,
        stat,
        lead: r.chance(0.55) ? 7 : 8,
        permit:
          stat === "CX" || (stat === "SG" && r.chance(0.5))
            ? null
            : `${permitTown}-${String(year).slice(2)}-${pad(r.int(40, 980), 4)}`,
      };
      jobs.push(job);
      installCust.set(c.id, job);
    });
  }

  // duplicates entered by mistake, then deleted
  for (const src of [custs[20], custs[47], custs[88], custs[121]]) {
    if (!src) continue;
    mkCust({
      ...src,
      addr: src.addr.toUpperCase(),
      since: r.date("2025-03-01", "2026-07-31"),
      del: true,
      seasons: [],
      startFrom: null,
    });
  }

  // ---------------------------------------------------------------- visits
  const visits: Visit[] = [];
  const routeTech = (slot: number, d: string): number => {
    if (d < "2026-01-01") {
      if (slot === 3) return d <= "2025-08-15" ? 4 : 5;
      if (slot === 4) return d >= "2025-05-05" ? 5 : 1;
      return slot + 1;
    }
    if (slot === 3) return 5;
    if (slot === 4) return d >= "2026-04-27" ? 6 : 2;
    return slot + 1;
  };
  const repairTech = (): number =>
    r.weighted([
      [7, 5],
      [8, 4],
      [1, 2],
    ] as const);
  const addVisit = (
    c: Cust,
    typ: string,
    dt: string,
    tech: number,
    price: number,
  ): void => {
    if (dt > HORIZON || dt < FIRST) return;
    const big = c.typ !== "R";
    let stat = "C";
    if (dt > LAST) stat = "S";
    else if (typ === "RTN" || typ === "CHM") {
      const roll = r.next();
      stat = roll < 0.035 ? "N" : roll < 0.055 ? "X" : "C";
    } else if (typ === "REP" || typ === "LKD")
      stat = r.chance(0.07) ? "X" : "C";
    else if (r.chance(0.01)) stat = "X";
    const done = stat === "C";
    const [lo, hi] =
      typ === "RTN"
        ? big
          ? [55, 95]
          : [22, 50]
        : typ === "CHM"
          ? [10, 22]
          : typ === "OPN"
            ? [80, 170]
            : typ === "CLS"
              ? [70, 150]
              : typ === "REP"
                ? [40, 220]
                : typ === "GRN"
                  ? [120, 300]
                  : [90, 180];
    const mins = done ? r.int(lo, hi) : null;
    const tested = done && (typ === "RTN" || typ === "CHM" || typ === "OPN");
    let xtra = done ? price : 0;
    if (done && (typ === "RTN" || typ === "CHM") && r.chance(0.08))
      xtra = r.int(18, 95) * 100;
    const ts =
      done && mins !== null
        ? `${dt} ${pad(r.int(8, 16), 2)}:${pad(r.int(0, 59), 2)}:00`
        : null;
    visits.push({
      cust: c.id,
      tech,
      typ,
      dt,
      stat,
      ts,
      mins,
      fc: tested
        ? typ === "OPN"
          ? r.float(0, 1.5, 1)
          : r.float(0.8, 4.8, 1)
        : null,
      ph: tested ? r.float(7.0, 8.0, 1) : null,
      xtra,
    });
  };
  const seasonWindow = (c: Cust, y: number): [string, string] => {
    const open = weekdayOnOrAfter(
      c.heat
        ? r.date(`${y}-04-13`, `${y}-05-08`)
        : r.date(`${y}-04-27`, `${y}-05-29`),
    );
    const close = weekdayOnOrAfter(
      c.heat
        ? r.date(`${y}-10-01`, y === 2026 ? `${y}-12-04` : `${y}-11-14`)
        : r.date(`${y}-09-15`, `${y}-10-24`),
    );
    return [open, close];
  };
  for (const c of custs) {
    for (const y of c.seasons) {
      const [open, close0] = seasonWindow(c, y);
      const plan = c.plan ? PLAN.get(c.plan) : undefined;
      const ig = c.kind !== "AG";
      const midStart =
        c.startFrom && Number(c.startFrom.slice(0, 4)) === y
          ? c.startFrom
          : null;
      const close =
        midStart && close0 <= midStart
          ? weekdayOnOrAfter(addDays(midStart, 7))
          : close0;
      const opFee = ig ? 39_500 : 22_500;
      const clFee = ig ? 34_500 : 19_500;
      // opening
      if (!midStart || midStart < open) {
        if (plan?.oc) addVisit(c, "OPN", open, routeTech(c.slot, open), 0);
        else if (plan || r.chance(0.55)) {
          if (!plan && r.chance(0.18))
            addVisit(c, "GRN", open, repairTech(), r.int(9, 18) * 5_000);
          else addVisit(c, "OPN", open, routeTech(c.slot, open), opFee);
        }
      }
      // regular visits
      if (plan?.freq) {
        const typ = plan.cd === "CHM" ? "CHM" : "RTN";
        let d = nextWeekday(
          addDays(midStart && midStart > open ? midStart : open, 3),
          c.weekday,
        );
        while (d < close) {
          addVisit(c, typ, d, routeTech(c.slot, d), 0);
          d = addDays(d, plan.freq);
        }
      }
      // closing
      if (plan?.oc) addVisit(c, "CLS", close, routeTech(c.slot, close), 0);
      else if (plan || r.chance(0.5))
        addVisit(c, "CLS", close, routeTech(c.slot, close), clFee);
      // repairs and leaks
      const nRep = r.poisson(c.typ === "R" ? 0.45 : 1.2);
      for (let k = 0; k < nRep; k++) {
        const d = weekdayOnOrAfter(
          r.date(midStart ?? `${y}-04-20`, y === 2026 ? HORIZON : `${y}-11-30`),
        );
        addVisit(c, "REP", d, repairTech(), r.int(19, 370) * 500);
      }
      if (r.chance(0.04)) {
        const d = weekdayOnOrAfter(r.date(`${y}-05-15`, `${y}-09-15`));
        addVisit(c, "LKD", d, r.pick([7, 8]), c.typ === "R" ? 37_500 : 49_500);
      }
    }
  }
  // a few active customers without a plan call us for repairs only
  for (const c of custs) {
    if (
      c.actv &&
      !c.del &&
      !c.plan &&
      c.seasons.length === 0 &&
      !installCust.has(c.id)
    )
      if (r.chance(0.5)) {
        const d = weekdayOnOrAfter(r.date("2025-05-01", "2026-10-31"));
        addVisit(c, "REP", d, repairTech(), r.int(19, 370) * 500);
      }
  }
  visits.sort(
    (a, b) =>
      a.dt.localeCompare(b.dt) ||
      a.tech - b.tech ||
      a.cust - b.cust ||
      a.typ.localeCompare(b.typ),
  );
  visits.forEach((v, i) => (v.id = 10_001 + i));

  // ---------------------------------------------------------------- invoices
  const invs: Inv[] = [];
  const custById = new Map(custs.map((c) => [c.id, c]));
  const pay = (inv: Omit<Inv, "paid" | "void">, canVoid: boolean): void => {
    if (inv.dt > LAST) return;
    const age = Number(
      (Date.parse(`${LAST}T00:00:00Z`) - Date.parse(`${inv.dt}T00:00:00Z`)) /
        86_400_000,
    );
    const isVoid = canVoid && r.chance(0.015);
    const unpaidP = age > 90 ? 0.008 : age > 30 ? 0.06 : age > 14 ? 0.3 : 0.65;
    let paid: string | null = null;
    if (!isVoid && !r.chance(unpaidP)) {
      const term = Math.round(
        (Date.parse(`${inv.due}T00:00:00Z`) -
          Date.parse(`${inv.dt}T00:00:00Z`)) /
          86_400_000,
      );
      paid = addDays(
        inv.dt,
        r.chance(0.8) ? r.int(0, term) : term + r.int(1, 45),
      );
      if (paid > LAST) paid = null;
    }
    invs.push({ ...inv, paid, void: isVoid });
  };
  const termFor = (c: Cust): number => (c.typ === "R" ? 15 : 30);
  for (const c of custs) {
    const plan = c.plan ? PLAN.get(c.plan) : undefined;
    if (!plan) continue;
    for (const y of c.seasons) {
      const mine = visits.filter(
        (v) => v.cust === c.id && v.dt.startsWith(String(y)),
      );
      if (plan.seas) {
        const dt =
          c.startFrom && c.startFrom.startsWith(String(y))
            ? c.startFrom
            : `${y}-04-01`;
        pay(
          {
            cust: c.id,
            dt,
            due: addDays(dt, termFor(c)),
            typ: "OC",
            amt: plan.seas,
            job: null,
            visit: null,
          },
          false,
        );
      } else if (plan.mo) {
        const reg = mine.filter((v) => v.typ === "RTN" || v.typ === "CHM");
        if (reg.length === 0) continue;
        const firstDt = reg[0]?.dt ?? `${y}-05-01`;
        for (let m = 5; m <= 9; m++) {
          const first = `${y}-${pad(m, 2)}-01`;
          const monthEnd = `${y}-${pad(m, 2)}-31`;
          if (firstDt > monthEnd) continue;
          const dt = firstDt > first ? firstDt : first;
          pay(
            {
              cust: c.id,
              dt,
              due: addDays(dt, termFor(c)),
              typ: "SVC",
              amt: plan.mo,
              job: null,
              visit: null,
            },
            true,
          );
        }
      }
    }
  }
  for (const v of visits) {
    if (v.stat !== "C" || v.xtra <= 0) continue;
    const c = custById.get(v.cust);
    if (!c) continue;
    const dt = addDays(v.dt, r.int(0, 2));
    pay(
      {
        cust: v.cust,
        dt,
        due: addDays(dt, termFor(c)),
        typ: "VIS",
        amt: v.xtra,
        job: null,
        visit: v.id ?? null,
      },
      true,
    );
  }
  for (const j of jobs) {
    const stages: [string, string | null, number][] = [
      ["DEP", j.sign, 0.3],
      ["DRW", j.dig, 0.4],
      ["FIN", j.fill, 0.3],
    ];
    for (const [typ, dt, share] of stages) {
      if (!dt) continue;
      const base = {
        cust: j.cust,
        dt,
        due: addDays(dt, 10),
        typ,
        amt: Math.round(j.amt * 100 * share),
        job: j.no,
        visit: null,
      };
      if (j.stat === "CX") invs.push({ ...base, paid: null, void: true });
      else pay(base, false);
    }
  }
  invs.sort(
    (a, b) =>
      a.dt.localeCompare(b.dt) || a.cust - b.cust || a.typ.localeCompare(b.typ),
  );

  // ---------------------------------------------------------------- SQL
  const ddl = `
CREATE SCHEMA poolco;
CREATE TABLE poolco.plan_ref (
  plan_cd varchar(3) PRIMARY KEY,
  plan_desc varchar(40) NOT NULL,
  freq_days smallint,
  mo_fee_c integer,
  seas_fee_c integer,
  opn_cls_yn char(1) NOT NULL
);
CREATE TABLE poolco.vtyp (
  vtyp_cd varchar(3) PRIMARY KEY,
  vtyp_desc varchar(40) NOT NULL,
  bill_yn char(1) NOT NULL
);
CREATE TABLE poolco.tech (
  tech_id integer PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  role_cd varchar(3) NOT NULL,
  truck_no varchar(5),
  cpo_yn char(1) NOT NULL,
  hire_dt date NOT NULL,
  term_dt date
);
CREATE TABLE poolco.cust (
  cust_id integer PRIMARY KEY,
  cust_nm varchar(80) NOT NULL,
  cust_typ char(1) NOT NULL,
  addr1 varchar(60),
  town varchar(30),
  zip char(5),
  pool_kind varchar(3),
  pool_gal integer,
  heat_yn char(1) NOT NULL DEFAULT 'N',
  plan_cd varchar(3) REFERENCES poolco.plan_ref (plan_cd),
  since_dt date NOT NULL,
  actv_yn char(1) NOT NULL DEFAULT 'Y',
  del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE poolco.inst_job (
  job_no varchar(8) PRIMARY KEY,
  cust_id integer NOT NULL REFERENCES poolco.cust (cust_id),
  pool_kind varchar(3) NOT NULL,
  contr_amt integer NOT NULL,
  sign_dt date NOT NULL,
  dig_dt date,
  fill_dt date,
  stat_cd varchar(2) NOT NULL,
  lead_tech integer REFERENCES poolco.tech (tech_id),
  permit_no varchar(16)
);
CREATE TABLE poolco.visit (
  visit_id integer PRIMARY KEY,
  cust_id integer NOT NULL REFERENCES poolco.cust (cust_id),
  tech_id integer REFERENCES poolco.tech (tech_id),
  vtyp_cd varchar(3) NOT NULL REFERENCES poolco.vtyp (vtyp_cd),
  visit_dt date NOT NULL,
  stat_cd char(1) NOT NULL,
  done_ts timestamp,
  mins smallint,
  fc_ppm numeric(3,1),
  ph numeric(3,1),
  xtra_c integer NOT NULL DEFAULT 0
);
CREATE TABLE poolco.invc (
  inv_no integer PRIMARY KEY,
  cust_id integer NOT NULL REFERENCES poolco.cust (cust_id),
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  inv_typ varchar(3) NOT NULL,
  amt_c integer NOT NULL,
  job_no varchar(8) REFERENCES poolco.inst_job (job_no),
  visit_id integer REFERENCES poolco.visit (visit_id),
  paid_dt date,
  void_yn char(1) NOT NULL DEFAULT 'N'
);`;
  const yn = (b: boolean): string => (b ? "Y" : "N");
  return [
    ddl,
    insertRows(
      "poolco.plan_ref",
      [
        "plan_cd",
        "plan_desc",
        "freq_days",
        "mo_fee_c",
        "seas_fee_c",
        "opn_cls_yn",
      ],
      PLANS.map((p) => [p.cd, p.desc, p.freq, p.mo, p.seas, yn(p.oc)]),
    ),
    insertRows("poolco.vtyp", ["vtyp_cd", "vtyp_desc", "bill_yn"], VTYPS),
    insertRows(
      "poolco.tech",
      [
        "tech_id",
        "first_nm",
        "last_nm",
        "role_cd",
        "truck_no",
        "cpo_yn",
        "hire_dt",
        "term_dt",
      ],
      TECHS.map((t) => [
        t.id,
        t.first,
        t.last,
        t.role,
        t.truck,
        yn(t.cpo),
        t.hire,
        t.term,
      ]),
    ),
    insertRows(
      "poolco.cust",
      [
        "cust_id",
        "cust_nm",
        "cust_typ",
        "addr1",
        "town",
        "zip",
        "pool_kind",
        "pool_gal",
        "heat_yn",
        "plan_cd",
        "since_dt",
        "actv_yn",
        "del_yn",
      ],
      custs.map((c) => [
        c.id,
        c.nm,
        c.typ,
        c.addr,
        c.town,
        c.zip,
        c.kind,
        c.gal,
        yn(c.heat),
        c.plan,
        c.since,
        yn(c.actv),
        yn(c.del),
      ]),
    ),
    insertRows(
      "poolco.inst_job",
      [
        "job_no",
        "cust_id",
        "pool_kind",
        "contr_amt",
        "sign_dt",
        "dig_dt",
        "fill_dt",
        "stat_cd",
        "lead_tech",
        "permit_no",
      ],
      jobs.map((j) => [
        j.no,
        j.cust,
        j.kind,
        j.amt,
        j.sign,
        j.dig,
        j.fill,
        j.stat,
        j.lead,
        j.permit,
      ]),
    ),
    insertRows(
      "poolco.visit",
      [
        "visit_id",
        "cust_id",
        "tech_id",
        "vtyp_cd",
        "visit_dt",
        "stat_cd",
        "done_ts",
        "mins",
        "fc_ppm",
        "ph",
        "xtra_c",
      ],
      visits.map((v) => [
        v.id,
        v.cust,
        v.tech,
        v.typ,
        v.dt,
        v.stat,
        v.ts,
        v.mins,
        v.fc,
        v.ph,
        v.xtra,
      ]),
    ),
    insertRows(
      "poolco.invc",
      [
        "inv_no",
        "cust_id",
        "inv_dt",
        "due_dt",
        "inv_typ",
        "amt_c",
        "job_no",
        "visit_id",
        "paid_dt",
        "void_yn",
      ],
      invs.map((v, i) => [
        25_001 + i,
        v.cust,
        v.dt,
        v.due,
        v.typ,
        v.amt,
        v.job,
        v.visit,
        v.paid,
        yn(v.void),
      ]),
    ),
  ].join("\n");
}
