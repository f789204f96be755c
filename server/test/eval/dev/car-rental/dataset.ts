/**
 * Evergreen Auto Rental, a regional car rental company with airport and in-town branches in Washington, Oregon and
 * Idaho.
 *
 * Schema `ops` (locations, people and cars): branches (`br`: `br_typ` AIRPORT or CITY, grouped into three regions by
 * `rgn_nm`; a branch that shut has a `close_dt`, one opened in 2024), staff (`emp`: the director of operations, one
 * regional manager per region, a branch manager per branch and the rental agents, each reporting through
 * `sup_emp_no`; staff who left have a `term_dt`), vehicle classes (`veh_cls`, ACRISS-style codes such as ECAR or
 * SFAR, with a standard daily rate; classes without unlimited mileage (`unl_mi_yn` N) carry a daily mileage allowance
 * `mi_alw_day` and a rate per excess mile `xs_mi_rt`) and the fleet (`fleet`: one row per car, `mdl_yr` the model
 * year, `home_br_cd` the branch it belongs to, `in_svc_dt` the day it joined the fleet and `out_svc_dt` the day it was
 * sold, empty while it is still in the fleet; `odo_rdg` its last odometer reading; `veh_sts` AVAILABLE, ON_RENT,
 * IN_SHOP or SOLD).
 *
 * Schema `rnt` (renting): loyalty tiers (`loy_tier`: Blue, Silver, Gold, Platinum with the discount they earn),
 * customers (`cust`: current tier, `corp_yn` Y for renters on a corporate account, `dnr_yn` Y for the do-not-rent
 * list), rental agreements (`ra`: booked class, the car given (`unit_no`), pickup branch and date, the return branch
 * booked (a one-way rental when it differs from the pickup branch), `due_dt` the agreed return date and `rtn_dt` the
 * day the car actually came back; `odo_out`/`odo_in` the odometer at pickup and return; `day_rt` the daily rate;
 * `cdw_yn` Y when the renter bought the collision damage waiver; `chnl_cd` the booking channel; `ra_sts` CLOSED
 * (returned), OPEN (still out), CANCELLED or NO_SHOW (never picked up: no car, agent, odometer or return),
 * `emp_no` the agent who handed over the keys), damage reports (`dmg`: found at check-in; `dmg_dt` is kept as
 * YYYYMMDD text by the old inspection app; `est_amt` the estimate, `rpr_amt`/`rpr_dt` the repair once done;
 * `cust_chg_yn` Y when the renter was billed for it) and invoices (`inv`: one per returned rental, dated the return
 * day: time and mileage after the tier discount, the waiver, excess mileage, late fee, one-way drop fee, damage
 * charged, tax and `tot_amt`; an unpaid invoice has no `pd_dt`).
 *
 * Rentals from January 2023 to 2026-11-24.
 */
import {
  insertRows,
  seededRandom,
  type SeededRandom,
} from "../../seeded-random";

const FIRST_DAY = "2023-01-01";
const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";

type St = "WA" | "OR" | "ID";

/** [br_cd, br_nm, city, st_cd, rgn_nm, br_typ, open_dt, close_dt, weight] */
const BRANCHES: [
  string,
  string,
  string,
  St,
  string,
  string,
  string,
  string | null,
  number,
][] = [
  [
    "SEA1",
    "Seattle-Tacoma Airport",
    "SeaTac",
    "WA",
    "Puget Sound",
    "AIRPORT",
    "2009-05-01",
    null,
    5.2,
  ],
  [
    "SEA2",
    "Seattle Downtown",
    "Seattle",
    "WA",
    "Puget Sound",
    "CITY",
    "2011-03-14",
    null,
    2.1,
  ],
  [
    "BEL1",
    "Bellevue",
    "Bellevue",
    "WA",
    "Puget Sound",
    "CITY",
    "2014-09-02",
    null,
    1.5,
  ],
  [
    "TAC1",
    "Tacoma South",
    "Tacoma",
    "WA",
    "Puget Sound",
    "CITY",
    "2016-06-20",
    null,
    1.1,
  ],
  [
    "EVT1",
    "Everett",
    "Everett",
    "WA",
    "Puget Sound",
    "CITY",
    "2015-04-06",
    "2025-06-30",
    0.8,
  ],
  [
    "PDX1",
    "Portland Airport",
    "Portland",
    "OR",
    "Oregon",
    "AIRPORT",
    "2010-02-01",
    null,
    3.9,
  ],
  [
    "PDX2",
    "Portland Pearl District",
    "Portland",
    "OR",
    "Oregon",
    "CITY",
    "2017-08-07",
    null,
    1.3,
  ],
  [
    "EUG1",
    "Eugene Airport",
    "Eugene",
    "OR",
    "Oregon",
    "AIRPORT",
    "2013-05-13",
    null,
    1.0,
  ],
  ["SLM1", "Salem", "Salem", "OR", "Oregon", "CITY", "2018-03-05", null, 0.7],
  [
    "GEG1",
    "Spokane Airport",
    "Spokane",
    "WA",
    "Inland Northwest",
    "AIRPORT",
    "2012-07-09",
    null,
    1.8,
  ],
  [
    "BOI1",
    "Boise Airport",
    "Boise",
    "ID",
    "Inland Northwest",
    "AIRPORT",
    "2015-10-19",
    null,
    1.6,
  ],
  [
    "CDA1",
    "Coeur d'Alene",
    "Coeur d'Alene",
    "ID",
    "Inland Northwest",
    "CITY",
    "2024-04-01",
    null,
    0.6,
  ],
];

/** [emp_no, emp_nm, job_ttl, br_cd, sup_emp_no, hire_dt, term_dt] */
const STAFF: [
  string,
  string,
  string,
  string,
  string | null,
  string,
  string | null,
][] = [
  [
    "E1001",
    "Helen Marsh",
    "Director of Operations",
    "SEA2",
    null,
    "2008-11-03",
    null,
  ],
  [
    "E1002",
    "Raymond Ortiz",
    "Regional Manager",
    "SEA1",
    "E1001",
    "2012-02-13",
    null,
  ],
  [
    "E1003",
    "Priya Raman",
    "Regional Manager",
    "PDX1",
    "E1001",
    "2014-06-09",
    null,
  ],
  [
    "E1004",
    "Curtis Lindgren",
    "Regional Manager",
    "GEG1",
    "E1001",
    "2016-01-18",
    null,
  ],
  // branch managers
  [
    "E1010",
    "Angela Moreau",
    "Branch Manager",
    "SEA1",
    "E1002",
    "2013-04-22",
    null,
  ],
  [
    "E1011",
    "Kenji Watanabe",
    "Branch Manager",
    "SEA2",
    "E1002",
    "2015-09-08",
    null,
  ],
  [
    "E1012",
    "Dana Whitaker",
    "Branch Manager",
    "BEL1",
    "E1002",
    "2017-02-27",
    null,
  ],
  [
    "E1013",
    "Luis Carvalho",
    "Branch Manager",
    "TAC1",
    "E1002",
    "2016-06-20",
    null,
  ],
  [
    "E1014",
    "Sharon Boyle",
    "Branch Manager",
    "EVT1",
    "E1002",
    "2015-04-06",
    "2025-06-30",
  ],
  [
    "E1015",
    "Victor Ng",
    "Branch Manager",
    "PDX1",
    "E1003",
    "2011-10-10",
    "2024-03-29",
  ],
  [
    "E1016",
    "Maya Goldstein",
    "Branch Manager",
    "PDX1",
    "E1003",
    "2024-04-01",
    null,
  ],
  [
    "E1017",
    "Trevor Banks",
    "Branch Manager",
    "PDX2",
    "E1003",
    "2017-08-07",
    null,
  ],
  [
    "E1018",
    "Ines Fuentes",
    "Branch Manager",
    "EUG1",
    "E1003",
    "2019-01-21",
    null,
  ],
  [
    "E1019",
    "Gordon Pike",
    "Branch Manager",
    "SLM1",
    "E1003",
    "2018-03-05",
    null,
  ],
  [
    "E1020",
    "Rachel Oyelaran",
    "Branch Manager",
    "GEG1",
    "E1004",
    "2014-05-12",
    null,
  ],
  [
    "E1021",
    "Boyd Hanson",
    "Branch Manager",
    "BOI1",
    "E1004",
    "2015-10-19",
    null,
  ],
  [
    "E1022",
    "Tessa McAllister",
    "Branch Manager",
    "CDA1",
    "E1004",
    "2024-02-12",
    null,
  ],
  // rental agents
  [
    "E1030",
    "Jordan Ellis",
    "Rental Agent",
    "SEA1",
    "E1010",
    "2019-05-06",
    null,
  ],
  [
    "E1031",
    "Fatima Siddiqui",
    "Rental Agent",
    "SEA1",
    "E1010",
    "2021-08-16",
    null,
  ],
  [
    "E1032",
    "Marcus Webb",
    "Rental Agent",
    "SEA1",
    "E1010",
    "2018-03-19",
    "2024-08-30",
  ],
  ["E1033", "Chloe Tran", "Rental Agent", "SEA1", "E1010", "2024-09-09", null],
  ["E1034", "Omar Haddad", "Rental Agent", "SEA1", "E1010", "2022-11-28", null],
  [
    "E1035",
    "Lena Fischer",
    "Rental Agent",
    "SEA2",
    "E1011",
    "2020-02-10",
    null,
  ],
  [
    "E1036",
    "Andre Baptiste",
    "Rental Agent",
    "SEA2",
    "E1011",
    "2022-06-13",
    "2025-12-19",
  ],
  [
    "E1037",
    "Hannah Kowalski",
    "Rental Agent",
    "BEL1",
    "E1012",
    "2019-10-07",
    null,
  ],
  ["E1038", "Ravi Menon", "Rental Agent", "BEL1", "E1012", "2023-03-06", null],
  ["E1039", "Kelsey Dunn", "Rental Agent", "TAC1", "E1013", "2021-01-11", null],
  [
    "E1040",
    "Samuel Osei",
    "Rental Agent",
    "EVT1",
    "E1014",
    "2020-07-20",
    "2025-06-30",
  ],
  [
    "E1041",
    "Brianna Cole",
    "Rental Agent",
    "PDX1",
    "E1016",
    "2018-06-04",
    null,
  ],
  [
    "E1042",
    "Diego Alvarez",
    "Rental Agent",
    "PDX1",
    "E1016",
    "2020-09-14",
    null,
  ],
  ["E1043", "Yuki Sato", "Rental Agent", "PDX1", "E1016", "2024-05-20", null],
  [
    "E1044",
    "Paige Holloway",
    "Rental Agent",
    "PDX2",
    "E1017",
    "2019-04-15",
    null,
  ],
  [
    "E1045",
    "Nathan Greer",
    "Rental Agent",
    "EUG1",
    "E1018",
    "2021-03-22",
    null,
  ],
  [
    "E1046",
    "Carmen Vidal",
    "Rental Agent",
    "SLM1",
    "E1019",
    "2022-01-10",
    null,
  ],
  [
    "E1047",
    "Isaac Brennan",
    "Rental Agent",
    "GEG1",
    "E1020",
    "2017-11-06",
    null,
  ],
  [
    "E1048",
    "Monique Dubois",
    "Rental Agent",
    "GEG1",
    "E1020",
    "2023-07-17",
    null,
  ],
  [
    "E1049",
    "Tyler Redfern",
    "Rental Agent",
    "BOI1",
    "E1021",
    "2019-08-12",
    "2026-02-27",
  ],
  [
    "E1050",
    "Alicia Navarro",
    "Rental Agent",
    "BOI1",
    "E1021",
    "2022-04-04",
    null,
  ],
  [
    "E1051",
    "Evan Whitlock",
    "Rental Agent",
    "BOI1",
    "E1021",
    "2026-03-02",
    null,
  ],
  [
    "E1052",
    "Grace Odhiambo",
    "Rental Agent",
    "CDA1",
    "E1022",
    "2024-03-18",
    null,
  ],
];

interface Cls {
  cd: string;
  desc: string;
  rate: number;
  unl: boolean;
  alw: number | null;
  xs: number | null;
  seats: number;
  /** share of demand */
  w: number;
  /** miles per day, median */
  mpd: number;
  /** damage chance per rental */
  dmg: number;
  models: [string, string][];
}

const CLASSES: Cls[] = [
  {
    cd: "ECAR",
    desc: "Economy",
    rate: 42,
    unl: true,
    alw: null,
    xs: null,
    seats: 4,
    w: 13,
    mpd: 55,
    dmg: 0.05,
    models: [
      ["Mitsubishi", "Mirage"],
      ["Kia", "Rio"],
      ["Nissan", "Versa"],
    ],
  },
  {
    cd: "CCAR",
    desc: "Compact",
    rate: 47,
    unl: true,
    alw: null,
    xs: null,
    seats: 5,
    w: 17,
    mpd: 60,
    dmg: 0.05,
    models: [
      ["Toyota", "Corolla"],
      ["Honda", "Civic"],
      ["Hyundai", "Elantra"],
    ],
  },
  {
    cd: "ICAR",
    desc: "Intermediate",
    rate: 53,
    unl: true,
    alw: null,
    xs: null,
    seats: 5,
    w: 16,
    mpd: 70,
    dmg: 0.05,
    models: [
      ["Toyota", "Camry"],
      ["Nissan", "Altima"],
      ["Kia", "K5"],
    ],
  },
  {
    cd: "FCAR",
    desc: "Full Size",
    rate: 61,
    unl: true,
    alw: null,
    xs: null,
    seats: 5,
    w: 8,
    mpd: 75,
    dmg: 0.045,
    models: [
      ["Chevrolet", "Malibu"],
      ["Chrysler", "300"],
    ],
  },
  {
    cd: "LCAR",
    desc: "Luxury",
    rate: 112,
    unl: false,
    alw: 150,
    xs: 0.45,
    seats: 5,
    w: 3,
    mpd: 70,
    dmg: 0.03,
    models: [
      ["BMW", "530i"],
      ["Mercedes-Benz", "E 350"],
      ["Cadillac", "CT5"],
    ],
  },
  {
    cd: "IFAR",
    desc: "Intermediate SUV",
    rate: 64,
    unl: true,
    alw: null,
    xs: null,
    seats: 5,
    w: 15,
    mpd: 80,
    dmg: 0.055,
    models: [
      ["Toyota", "RAV4"],
      ["Honda", "CR-V"],
      ["Nissan", "Rogue"],
    ],
  },
  {
    cd: "SFAR",
    desc: "Standard SUV",
    rate: 74,
    unl: true,
    alw: null,
    xs: null,
    seats: 5,
    w: 11,
    mpd: 85,
    dmg: 0.06,
    models: [
      ["Ford", "Edge"],
      ["Jeep", "Grand Cherokee"],
      ["Hyundai", "Santa Fe"],
    ],
  },
  {
    cd: "FFAR",
    desc: "Full Size SUV",
    rate: 98,
    unl: false,
    alw: 200,
    xs: 0.35,
    seats: 7,
    w: 6,
    mpd: 105,
    dmg: 0.07,
    models: [
      ["Chevrolet", "Tahoe"],
      ["Ford", "Expedition"],
    ],
  },
  {
    cd: "MVAR",
    desc: "Minivan",
    rate: 86,
    unl: false,
    alw: 150,
    xs: 0.3,
    seats: 7,
    w: 6,
    mpd: 95,
    dmg: 0.085,
    models: [
      ["Chrysler", "Pacifica"],
      ["Toyota", "Sienna"],
    ],
  },
  {
    cd: "SPAR",
    desc: "Pickup Truck",
    rate: 79,
    unl: false,
    alw: 100,
    xs: 0.4,
    seats: 5,
    w: 5,
    mpd: 95,
    dmg: 0.11,
    models: [
      ["Ford", "F-150"],
      ["Ram", "1500"],
      ["Chevrolet", "Silverado"],
    ],
  },
];

/** The classes a renter is moved up to when none of the booked class is free. */
const UPGRADE: Record<string, string[]> = {
  ECAR: ["CCAR"],
  CCAR: ["ICAR"],
  ICAR: ["FCAR"],
  FCAR: ["LCAR"],
  IFAR: ["SFAR"],
  SFAR: ["FFAR"],
  MVAR: ["FFAR"],
};

/** [tier_cd, tier_nm, disc_pct, min_rent_yr, tier_rank] */
const TIERS: [string, string, number, number, number][] = [
  ["BLU", "Blue", 0, 0, 1],
  ["SLV", "Silver", 5, 4, 2],
  ["GLD", "Gold", 10, 10, 3],
  ["PLT", "Platinum", 15, 20, 4],
];

const FIRST = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Elizabeth",
  "William",
  "Barbara",
  "Richard",
  "Susan",
  "Joseph",
  "Jessica",
  "Thomas",
  "Sarah",
  "Christopher",
  "Karen",
  "Daniel",
  "Lisa",
  "Matthew",
  "Nancy",
  "Anthony",
  "Betty",
  "Mark",
  "Sandra",
  "Andrew",
  "Ashley",
  "Joshua",
  "Emily",
  "Kenneth",
  "Michelle",
  "Tyler",
  "Amanda",
  "Brandon",
  "Megan",
  "Jordan",
  "Aisha",
  "Wei",
  "Fatima",
  "Diego",
  "Hannah",
  "Caleb",
  "Zoe",
  "Gregory",
  "Rosa",
  "Stanley",
  "Irina",
  "Dominic",
  "Kayla",
  "Priya",
  "Noah",
  "Olivia",
  "Liam",
  "Sofia",
  "Ethan",
  "Mia",
  "Lucas",
  "Harper",
  "Mateo",
  "Chloe",
  "Arjun",
  "Leah",
];
const LAST = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Thompson",
  "White",
  "Harris",
  "Clark",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Nguyen",
  "Hill",
  "Green",
  "Adams",
  "Baker",
  "Nelson",
  "Carter",
  "Mitchell",
  "Patel",
  "Roberts",
  "Turner",
  "Phillips",
  "Campbell",
  "Parker",
  "Evans",
  "Edwards",
  "Collins",
  "Stewart",
  "Olsen",
  "Larsen",
  "Yamamoto",
  "Kim",
  "Chen",
  "Novak",
  "Okafor",
  "Brennan",
  "Sorensen",
  "Delgado",
  "Fitzgerald",
  "Hoang",
  "Bauer",
  "Quinn",
];
const COLORS: [string, number][] = [
  ["White", 30],
  ["Black", 18],
  ["Silver", 17],
  ["Gray", 16],
  ["Blue", 9],
  ["Red", 7],
  ["Green", 3],
];
const HOME_CITIES: [string, string, number][] = [
  ["Seattle", "WA", 14],
  ["Bellevue", "WA", 4],
  ["Tacoma", "WA", 4],
  ["Everett", "WA", 3],
  ["Spokane", "WA", 4],
  ["Olympia", "WA", 2],
  ["Portland", "OR", 11],
  ["Eugene", "OR", 3],
  ["Salem", "OR", 3],
  ["Bend", "OR", 2],
  ["Boise", "ID", 4],
  ["Coeur d'Alene", "ID", 1],
  ["San Francisco", "CA", 4],
  ["Los Angeles", "CA", 4],
  ["Denver", "CO", 2],
  ["Chicago", "IL", 2],
  ["New York", "NY", 2],
  ["Phoenix", "AZ", 2],
  ["Dallas", "TX", 2],
  ["Vancouver", "BC", 2],
];

const TAX: Record<St, number> = { WA: 0.159, OR: 0.125, ID: 0.1 };

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round(
    (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000,
  );
const round2 = (n: number) => Math.round(n * 100) / 100;
const normal = (r: SeededRandom) =>
  (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) *
  Math.SQRT2;
const RATE_INDEX: Record<number, number> = {
  2023: 1,
  2024: 1.04,
  2025: 1.075,
  2026: 1.1,
};
/** Demand by month, January first. */
const SEASON = [
  0.7, 0.72, 0.85, 0.9, 1.0, 1.3, 1.5, 1.45, 1.1, 0.95, 0.85, 1.0,
];
/** Demand growth by year. */
const GROWTH: Record<number, number> = {
  2023: 1,
  2024: 1.1,
  2025: 1.18,
  2026: 1.27,
};
const PRICE_SEASON = [
  0.86, 0.86, 0.92, 0.95, 1.0, 1.18, 1.25, 1.22, 1.04, 0.96, 0.93, 1.08,
];

interface Car {
  unit: string;
  cls: string;
  make: string;
  model: string;
  yr: number;
  color: string;
  vin: string;
  home: string;
  loc: string;
  inSvc: string;
  plannedOut: string;
  out: string | null;
  odo: number;
  freeFrom: string;
  lastRtn: string | null;
}

interface Customer {
  no: string;
  first: string;
  last: string;
  tier: string;
  corp: boolean;
  dnr: boolean;
  enroll: string;
  weight: number;
  closed: number;
}

export function datasetSql(): string {
  const r = seededRandom(80_551);
  const branchOf = (cd: string) => {
    const b = BRANCHES.find((x) => x[0] === cd);
    if (!b) throw new Error(cd);
    return b;
  };
  const clsOf = (cd: string) => {
    const c = CLASSES.find((x) => x.cd === cd);
    if (!c) throw new Error(cd);
    return c;
  };
  const branchOpen = (cd: string, day: string) => {
    const b = branchOf(cd);
    return b[6] <= day && (b[7] === null || b[7] >= day);
  };

  // Fleet: cars bought from 2021 on, kept 14 to 30 months
  const rf = seededRandom(80_552);
  const cars: Car[] = [];
  let unitSeq = 40_100;
  const vinChars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  const vinOf = () =>
    Array.from({ length: 17 }, () => rf.pick(vinChars.split(""))).join("");
  const buyCar = (cls: Cls, inSvc: string) => {
    const [make, model] = rf.pick(cls.models);
    const home = rf.weighted(
      BRANCHES.filter(
        (b) =>
          branchOpen(b[0], inSvc) &&
          (b[7] === null || b[7] > addDays(inSvc, 200)),
      ).map((b) => [b[0], b[8]] as [string, number]),
    );
    const yr =
      Number(inSvc.slice(0, 4)) +
      (Number(inSvc.slice(5, 7)) >= 8 ? 1 : 0) -
      (rf.chance(0.15) ? 1 : 0);
    const life = rf.int(14, 30);
    unitSeq += rf.int(1, 7);
    cars.push({
      unit: String(unitSeq),
      cls: cls.cd,
      make,
      model,
      yr,
      color: rf.weighted(COLORS),
      vin: vinOf(),
      home,
      loc: home,
      inSvc,
      plannedOut: addDays(inSvc, life * 30 + rf.int(0, 20)),
      out: null,
      odo: rf.int(8, 60),
      freeFrom: inSvc,
      lastRtn: null,
    });
  };
  for (const cls of CLASSES) {
    const n = Math.round(cls.w * 1.5 + 5);
    for (let i = 0; i < n; i++)
      buyCar(cls, rf.date("2021-03-01", "2026-10-15"));
  }
  cars.sort(
    (a, b) => a.inSvc.localeCompare(b.inSvc) || a.unit.localeCompare(b.unit),
  );

  // Customers
  const rcst = seededRandom(80_553);
  const customers: Customer[] = [];
  const custRows: unknown[][] = [];
  const names = new Set<string>();
  let custSeq = 2_000_150;
  for (let i = 0; i < 1150; i++) {
    let first = "";
    let last = "";
    do {
      first = rcst.pick(FIRST);
      last = rcst.pick(LAST);
    } while (names.has(`${first} ${last}`));
    names.add(`${first} ${last}`);
    const tier = rcst.weighted<string>([
      ["BLU", 60],
      ["SLV", 22],
      ["GLD", 13],
      ["PLT", 5],
    ]);
    const corp = rcst.chance(
      tier === "PLT" ? 0.55 : tier === "GLD" ? 0.4 : 0.12,
    );
    const enroll = rcst.chance(0.38)
      ? rcst.date("2014-01-01", "2022-12-31")
      : rcst.date("2023-01-01", "2026-11-10");
    const [city, st] = rcst.weighted(
      HOME_CITIES.map(
        (c) => [[c[0], c[1]], c[2]] as [[string, string], number],
      ),
    );
    const dnr = rcst.chance(0.008);
    const no = `C${(custSeq += rcst.int(1, 11))}`;
    const base = { BLU: 0.85, SLV: 1.8, GLD: 4, PLT: 8 }[tier] ?? 1;
    const weight = base * Math.exp(normal(rcst) * 0.5) * (corp ? 1.3 : 1);
    customers.push({
      no,
      first,
      last,
      tier,
      corp,
      dnr,
      enroll,
      weight,
      closed: 0,
    });
    const email =
      `${first}.${last}${rcst.int(1, 99)}@${rcst.pick(["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me"])}`.toLowerCase();
    custRows.push([
      no,
      first,
      last,
      email,
      city,
      st,
      rcst.date("1950-01-01", "2003-06-30"),
      rcst.chance(0.7) ? st : rcst.pick(["WA", "OR", "CA", "ID", "NY"]),
      enroll,
      tier,
      corp ? "Y" : "N",
      dnr ? "Y" : "N",
    ]);
  }

  // Rental agreements, day by day
  const ra = seededRandom(80_554);
  /** The counter staff of a branch on a day: its manager and agents (the director and regional managers do not work the counter). */
  const staffAt = (br: string, day: string) =>
    STAFF.filter(
      (s) =>
        s[3] === br &&
        (s[2] === "Rental Agent" || s[2] === "Branch Manager") &&
        s[5] <= day &&
        (s[6] === null || s[6] >= day),
    );
  const raRows: unknown[][] = [];
  const invRows: unknown[][] = [];
  const dmgRows: unknown[][] = [];
  let raSeq = 5_100_000;
  let invSeq = 900_000;
  let dmgSeq = 3_000;
  const DMG_TYPES: [string, number, number][] = [
    ["SCRATCH", 34, 350],
    ["DENT", 24, 900],
    ["GLASS", 14, 450],
    ["TIRE/WHEEL", 10, 380],
    ["INTERIOR", 9, 300],
    ["COLLISION", 9, 2600],
  ];
  const BASE_PER_DAY = 3.1;
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const yr = Number(day.slice(0, 4));
    const mo = Number(day.slice(5, 7));
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
    const lambda =
      BASE_PER_DAY *
      (SEASON[mo - 1] ?? 1) *
      (GROWTH[yr] ?? 1) *
      (dow === 4 || dow === 5 ? 1.25 : dow === 0 ? 0.8 : 1);
    let k = 0;
    let p = Math.exp(-lambda);
    let cum = p;
    const u = ra.next();
    while (u > cum && k < 20) {
      k++;
      p *= lambda / k;
      cum += p;
    }
    for (let i = 0; i < k; i++) {
      const open = BRANCHES.filter((b) => branchOpen(b[0], day));
      // a branch about to shut stops renting six weeks before
      const pu = ra.weighted(
        open
          .filter((b) => branchOpen(b[0], addDays(day, 42)))
          .map((b) => [b[0], b[8]] as [string, number]),
      );
      const puB = branchOf(pu);
      const airport = puB[5] === "AIRPORT";
      const pool = customers.filter(
        (c) => c.enroll <= day && !(c.dnr && day > "2025-06-01"),
      );
      const cust = ra.weighted(
        pool.map((c) => [c, c.weight] as [Customer, number]),
      );
      const cls = ra.weighted(
        CLASSES.map(
          (c) =>
            [
              c,
              c.w *
                (cust.corp &&
                (c.cd === "ICAR" || c.cd === "FCAR" || c.cd === "LCAR")
                  ? 1.8
                  : 1),
            ] as [Cls, number],
        ),
      );
      const days = ra.weighted<number>([
        [1, 14],
        [2, 18],
        [3, 20],
        [4, 15],
        [5, 10],
        [6, 6],
        [7, 9],
        [ra.int(8, 14), 6],
        [ra.int(15, 28), 2],
      ]);
      const due = addDays(day, days);
      const oneWayTarget = ra.chance(cls.cd === "SPAR" ? 0.22 : 0.08)
        ? ra.weighted(
            open
              .filter((b) => b[0] !== pu && branchOpen(b[0], addDays(due, 12)))
              .map(
                (b) =>
                  [b[0], b[8] * (b[4] === puB[4] ? 3 : 1)] as [string, number],
              ),
          )
        : pu;
      const rtnBr = oneWayTarget;
      const chnl = ra.weighted<string>([
        ["WEB", 40],
        ["APP", 24],
        ["COUNTER", airport ? 16 : 26],
        ["PARTNER", cust.corp ? 8 : 16],
      ]);
      const cdw = ra.chance(
        cust.corp ? 0.12 : cust.tier === "BLU" ? 0.44 : 0.3,
      );
      const rate = round2(
        Math.max(
          29,
          Math.round(
            cls.rate *
              (RATE_INDEX[yr] ?? 1.1) *
              (PRICE_SEASON[mo - 1] ?? 1) *
              (airport ? 1.08 : 1) *
              Math.exp(normal(ra) * 0.06),
          ) - 0.01,
        ),
      );
      raSeq += ra.int(1, 4);
      const raNo = `RA${raSeq}`;
      // cancelled and no-show bookings: round trips by renters who have rented before
      if (rtnBr === pu && cust.closed > 0 && due < LAST_DAY && ra.chance(0.1)) {
        const sts = ra.chance(0.72) ? "CANCELLED" : "NO_SHOW";
        raRows.push([
          raNo,
          cust.no,
          cls.cd,
          null,
          pu,
          rtnBr,
          day,
          due,
          null,
          null,
          null,
          rate,
          cdw ? "Y" : "N",
          chnl,
          sts,
          null,
        ]);
        continue;
      }
      // a car: this class at this branch first, then in the region, then anywhere, then an upgrade
      let car: Car | undefined;
      for (const c of [cls, ...(UPGRADE[cls.cd] ?? []).map(clsOf)]) {
        const free = cars.filter(
          (x) =>
            x.cls === c.cd &&
            x.inSvc <= day &&
            x.freeFrom <= day &&
            x.plannedOut > addDays(due, 5),
        );
        car =
          free.find((x) => x.loc === pu) ??
          free.find((x) => branchOf(x.loc)[4] === puB[4]) ??
          free[0];
        if (car) break;
      }
      if (!car) continue;
      const agents = staffAt(pu, day);
      const agent = ra.weighted(
        agents.map(
          (s) => [s[0], s[2] === "Rental Agent" ? 3 : 1] as [string, number],
        ),
      );
      const odoOut = car.odo + (car.lastRtn ? ra.int(0, 25) : 0);
      // the return
      const lateRoll = ra.next();
      const shift =
        lateRoll < 0.05
          ? -ra.int(1, Math.max(1, Math.min(3, days - 1)))
          : lateRoll < 0.86
            ? 0
            : lateRoll < 0.95
              ? 1
              : lateRoll < 0.985
                ? ra.int(2, 3)
                : ra.int(4, 9);
      const rtn = addDays(due, days === 1 && shift < 0 ? 0 : shift);
      const dist =
        rtnBr === pu
          ? 0
          : branchOf(rtnBr)[4] === puB[4]
            ? ra.int(25, 70)
            : ra.int(170, 420);
      const rentDays = Math.max(1, daysBetween(day, rtn));
      const clsGiven = clsOf(car.cls);
      const miles = Math.max(
        8,
        Math.round(
          rentDays *
            cls.mpd *
            Math.exp(normal(ra) * 0.45) *
            (cls.cd === "SPAR" && ra.chance(0.3) ? 1.8 : 1) +
            dist,
        ),
      );
      if (rtn > LAST_DAY) {
        // still out
        raRows.push([
          raNo,
          cust.no,
          cls.cd,
          car.unit,
          pu,
          rtnBr,
          day,
          due,
          null,
          odoOut,
          null,
          rate,
          cdw ? "Y" : "N",
          chnl,
          "OPEN",
          agent,
        ]);
        car.freeFrom = "9999-12-31";
        car.odo = odoOut;
        car.lastRtn = null;
        (car as Car & { onRent?: boolean }).onRent = true;
        continue;
      }
      const odoIn = odoOut + miles;
      raRows.push([
        raNo,
        cust.no,
        cls.cd,
        car.unit,
        pu,
        rtnBr,
        day,
        due,
        rtn,
        odoOut,
        odoIn,
        rate,
        cdw ? "Y" : "N",
        chnl,
        "CLOSED",
        agent,
      ]);
      cust.closed++;
      car.odo = odoIn;
      car.loc = rtnBr;
      car.lastRtn = rtn;
      car.freeFrom = addDays(rtn, 1);

      // damage found at check-in
      let dmgChg = 0;
      if (ra.chance(clsGiven.dmg * (rentDays > 6 ? 1.4 : 1))) {
        const [typ, , median] = ra.weighted(
          DMG_TYPES.map((d) => [d, d[1]] as [[string, number, number], number]),
        );
        const sev =
          typ === "COLLISION"
            ? ra.weighted<string>([
                ["MODERATE", 45],
                ["MAJOR", 55],
              ])
            : typ === "SCRATCH" || typ === "INTERIOR"
              ? ra.weighted<string>([
                  ["MINOR", 80],
                  ["MODERATE", 20],
                ])
              : ra.weighted<string>([
                  ["MINOR", 45],
                  ["MODERATE", 45],
                  ["MAJOR", 10],
                ]);
        const est = Math.max(
          75,
          Math.round(
            (median *
              (sev === "MAJOR" ? 1.9 : sev === "MODERATE" ? 1.2 : 0.7) *
              Math.exp(normal(ra) * 0.4)) /
              5,
          ) * 5,
        );
        const chg = cdw ? ra.chance(0.04) : ra.chance(0.86);
        const rprDays =
          sev === "MAJOR"
            ? ra.int(10, 45)
            : sev === "MODERATE"
              ? ra.int(4, 20)
              : ra.int(1, 12);
        const rprDt = addDays(rtn, rprDays);
        const done = rprDt <= LAST_DAY;
        const rpr = done ? round2(est * ra.float(0.78, 1.3, 3)) : null;
        const insp = staffAt(rtnBr, rtn);
        const inspector = ra.pick(insp.length ? insp : staffAt(pu, day))[0];
        dmgSeq += ra.int(1, 3);
        dmgRows.push([
          `DR${dmgSeq}`,
          raNo,
          car.unit,
          rtn.replace(/-/g, ""),
          typ,
          sev,
          est,
          rpr,
          done ? rprDt : null,
          chg ? "Y" : "N",
          inspector,
        ]);
        if (chg) dmgChg = est;
        if (sev !== "MINOR") car.freeFrom = addDays(rtn, rprDays + 1);
        (car as Car & { shopUntil?: string }).shopUntil = done
          ? undefined
          : rprDt;
      } else {
        (car as Car & { shopUntil?: string }).shopUntil = undefined;
      }

      // invoice
      const disc = TIERS.find((t) => t[0] === cust.tier)?.[2] ?? 0;
      const rentAmt = round2(rentDays * rate * (1 - disc / 100));
      const cdwAmt = cdw ? round2(rentDays * (yr >= 2025 ? 32.99 : 29.99)) : 0;
      const xsMiles =
        cls.unl || cls.alw === null
          ? 0
          : Math.max(0, miles - cls.alw * rentDays);
      const miChg = round2(xsMiles * (cls.xs ?? 0));
      const lateDays = Math.max(0, daysBetween(due, rtn));
      const lateChg = round2(lateDays * 30);
      const dropFee =
        rtnBr === pu ? 0 : branchOf(rtnBr)[3] === puB[3] ? 65 : 150;
      const tax = round2(
        (rentAmt + cdwAmt + miChg + lateChg + dropFee) * TAX[puB[3]],
      );
      const tot = round2(
        rentAmt + cdwAmt + miChg + lateChg + dropFee + dmgChg + tax,
      );
      const payMthd = cust.corp
        ? ra.weighted<string>([
            ["DIRECT BILL", 70],
            ["CARD", 30],
          ])
        : ra.weighted<string>([
            ["CARD", 93],
            ["DEBIT", 7],
          ]);
      const lag =
        payMthd === "DIRECT BILL"
          ? ra.int(12, 55)
          : ra.weighted<number>([
              [0, 80],
              [ra.int(1, 5), 15],
              [ra.int(6, 40), 5],
            ]);
      let pd: string | null = addDays(rtn, lag);
      if (pd > LAST_DAY) pd = null;
      if (pd && (dmgChg > 0 ? ra.chance(0.18) : ra.chance(0.006))) pd = null;
      invSeq += ra.int(1, 2);
      invRows.push([
        `IN${invSeq}`,
        raNo,
        rtn,
        rentAmt,
        cdwAmt,
        miChg,
        lateChg,
        dropFee,
        dmgChg,
        tax,
        tot,
        pd,
        payMthd,
      ]);
    }
  }

  // The fleet as it stands: cars past their planned sale date are sold once back
  const carRows: unknown[][] = cars
    .map((c) => {
      const ext = c as Car & { onRent?: boolean; shopUntil?: string };
      let out: string | null = null;
      if (!ext.onRent) {
        const sale = [c.plannedOut, c.lastRtn ? addDays(c.lastRtn, 3) : c.inSvc]
          .sort()
          .reverse()[0] as string;
        if (sale <= LAST_DAY && c.plannedOut <= LAST_DAY) out = sale;
      }
      const sts = out
        ? "SOLD"
        : ext.onRent
          ? "ON_RENT"
          : ext.shopUntil
            ? "IN_SHOP"
            : "AVAILABLE";
      // the cars of a branch that shut moved to the nearest one
      const shut = branchOf(c.home)[7];
      const home = shut && (out === null || out > shut) ? "SEA2" : c.home;
      return [
        c.unit,
        c.vin,
        c.cls,
        c.make,
        c.model,
        c.yr,
        c.color,
        home,
        c.inSvc,
        out,
        c.odo,
        sts,
      ];
    })
    .filter((row) => (row[8] as string) <= LAST_DAY);

  if (TODAY <= LAST_DAY)
    throw new Error("today must follow the last day of data");

  return [
    "CREATE SCHEMA ops;",
    "CREATE SCHEMA rnt;",
    `CREATE TABLE ops.br (br_cd char(4) PRIMARY KEY, br_nm text NOT NULL, city text NOT NULL, st_cd char(2) NOT NULL, rgn_nm text NOT NULL,
      br_typ text NOT NULL, open_dt date NOT NULL, close_dt date);`,
    `CREATE TABLE ops.emp (emp_no char(5) PRIMARY KEY, emp_nm text NOT NULL, job_ttl text NOT NULL, br_cd char(4) NOT NULL REFERENCES ops.br (br_cd),
      sup_emp_no char(5) REFERENCES ops.emp (emp_no), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE ops.veh_cls (cls_cd char(4) PRIMARY KEY, cls_desc text NOT NULL, std_day_rt numeric(7,2) NOT NULL, unl_mi_yn char(1) NOT NULL,
      mi_alw_day integer, xs_mi_rt numeric(5,2), seats integer NOT NULL);`,
    `CREATE TABLE ops.fleet (unit_no varchar(6) PRIMARY KEY, vin char(17) NOT NULL, cls_cd char(4) NOT NULL REFERENCES ops.veh_cls (cls_cd),
      make text NOT NULL, model text NOT NULL, mdl_yr integer NOT NULL, color text NOT NULL, home_br_cd char(4) NOT NULL REFERENCES ops.br (br_cd),
      in_svc_dt date NOT NULL, out_svc_dt date, odo_rdg integer NOT NULL, veh_sts text NOT NULL);`,
    `CREATE TABLE rnt.loy_tier (tier_cd char(3) PRIMARY KEY, tier_nm text NOT NULL, disc_pct numeric(4,1) NOT NULL, min_rent_yr integer NOT NULL,
      tier_rank integer NOT NULL);`,
    `CREATE TABLE rnt.cust (cust_no varchar(9) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text NOT NULL, city text NOT NULL,
      st_cd char(2) NOT NULL, birth_dt date NOT NULL, lic_st char(2) NOT NULL, enroll_dt date NOT NULL,
      tier_cd char(3) NOT NULL REFERENCES rnt.loy_tier (tier_cd), corp_yn char(1) NOT NULL, dnr_yn char(1) NOT NULL);`,
    `CREATE TABLE rnt.ra (ra_no varchar(10) PRIMARY KEY, cust_no varchar(9) NOT NULL REFERENCES rnt.cust (cust_no),
      cls_cd char(4) NOT NULL REFERENCES ops.veh_cls (cls_cd), unit_no varchar(6) REFERENCES ops.fleet (unit_no),
      pu_br_cd char(4) NOT NULL REFERENCES ops.br (br_cd), rtn_br_cd char(4) NOT NULL REFERENCES ops.br (br_cd), pu_dt date NOT NULL,
      due_dt date NOT NULL, rtn_dt date, odo_out integer, odo_in integer, day_rt numeric(7,2) NOT NULL, cdw_yn char(1) NOT NULL,
      chnl_cd text NOT NULL, ra_sts text NOT NULL, emp_no char(5) REFERENCES ops.emp (emp_no));`,
    `CREATE TABLE rnt.dmg (dmg_no varchar(8) PRIMARY KEY, ra_no varchar(10) NOT NULL REFERENCES rnt.ra (ra_no),
      unit_no varchar(6) NOT NULL REFERENCES ops.fleet (unit_no), dmg_dt char(8) NOT NULL, dmg_typ text NOT NULL, sev_cd text NOT NULL,
      est_amt numeric(9,2) NOT NULL, rpr_amt numeric(9,2), rpr_dt date, cust_chg_yn char(1) NOT NULL, insp_emp_no char(5) NOT NULL REFERENCES ops.emp (emp_no));`,
    `CREATE TABLE rnt.inv (inv_no varchar(9) PRIMARY KEY, ra_no varchar(10) NOT NULL REFERENCES rnt.ra (ra_no), inv_dt date NOT NULL,
      rent_amt numeric(10,2) NOT NULL, cdw_amt numeric(9,2) NOT NULL, mi_chg numeric(9,2) NOT NULL, late_chg numeric(9,2) NOT NULL,
      drop_fee numeric(9,2) NOT NULL, dmg_chg numeric(9,2) NOT NULL, tax_amt numeric(9,2) NOT NULL, tot_amt numeric(10,2) NOT NULL,
      pd_dt date, pay_mthd text NOT NULL);`,
    insertRows(
      "ops.br",
      [
        "br_cd",
        "br_nm",
        "city",
        "st_cd",
        "rgn_nm",
        "br_typ",
        "open_dt",
        "close_dt",
      ],
      BRANCHES.map((b) => b.slice(0, 8)),
    ),
    insertRows(
      "ops.emp",
      [
        "emp_no",
        "emp_nm",
        "job_ttl",
        "br_cd",
        "sup_emp_no",
        "hire_dt",
        "term_dt",
      ],
      STAFF,
    ),
    insertRows(
      "ops.veh_cls",
      [
        "cls_cd",
        "cls_desc",
        "std_day_rt",
        "unl_mi_yn",
        "mi_alw_day",
        "xs_mi_rt",
        "seats",
      ],
      CLASSES.map((c) => [
        c.cd,
        c.desc,
        c.rate,
        c.unl ? "Y" : "N",
        c.alw,
        c.xs,
        c.seats,
      ]),
    ),
    insertRows(
      "ops.fleet",
      [
        "unit_no",
        "vin",
        "cls_cd",
        "make",
        "model",
        "mdl_yr",
        "color",
        "home_br_cd",
        "in_svc_dt",
        "out_svc_dt",
        "odo_rdg",
        "veh_sts",
      ],
      carRows,
    ),
    insertRows(
      "rnt.loy_tier",
      ["tier_cd", "tier_nm", "disc_pct", "min_rent_yr", "tier_rank"],
      TIERS,
    ),
    insertRows(
      "rnt.cust",
      [
        "cust_no",
        "first_nm",
        "last_nm",
        "email",
        "city",
        "st_cd",
        "birth_dt",
        "lic_st",
        "enroll_dt",
        "tier_cd",
        "corp_yn",
        "dnr_yn",
      ],
      custRows,
    ),
    insertRows(
      "rnt.ra",
      [
        "ra_no",
        "cust_no",
        "cls_cd",
        "unit_no",
        "pu_br_cd",
        "rtn_br_cd",
        "pu_dt",
        "due_dt",
        "rtn_dt",
        "odo_out",
        "odo_in",
        "day_rt",
        "cdw_yn",
        "chnl_cd",
        "ra_sts",
        "emp_no",
      ],
      raRows,
    ),
    insertRows(
      "rnt.dmg",
      [
        "dmg_no",
        "ra_no",
        "unit_no",
        "dmg_dt",
        "dmg_typ",
        "sev_cd",
        "est_amt",
        "rpr_amt",
        "rpr_dt",
        "cust_chg_yn",
        "insp_emp_no",
      ],
      dmgRows,
    ),
    insertRows(
      "rnt.inv",
      [
        "inv_no",
        "ra_no",
        "inv_dt",
        "rent_amt",
        "cdw_amt",
        "mi_chg",
        "late_chg",
        "drop_fee",
        "dmg_chg",
        "tax_amt",
        "tot_amt",
        "pd_dt",
        "pay_mthd",
      ],
      invRows,
    ),
  ].join("\n");
}
