/**
 * Cascade Valley Power & Water, a regional municipal utility selling electricity in five districts (Northgate,
 * Riverside, Central, Harbor and the rural Upland) and water in all of them but Upland, where homes are on wells.
 *
 * Schema `cis` (customer information and billing system): tariffs (`tariff`, keyed by `cd`: electric tariffs sell by
 * the kWh, water tariffs by the thousand gallons, `uom_cd` KWH or KGAL; `rate_cls` RES, COM or IND; `unit_rt` the
 * price of one unit, `fixed_chg` the monthly customer charge; `tou_yn` Y for time-of-use tariffs; `actv_yn` N for a
 * tariff closed to new and existing customers), customer accounts (`acct`: `acct_typ` RES, COM or IND; `open_dt`
 * when the customer moved in, `close_dt` when the account was closed, empty while the account is active; Y/N flags
 * for autopay, paperless billing and life-support medical equipment at the premise; `bill_cyc` 1-4 is the billing
 * cycle), service points (`svc_pt`: one per service at the customer's premise, each with its meter; `svc_typ` ELEC or
 * WATR; `tariff_cd` references `tariff.cd`; `mtr_typ` AMI smart meter, AMR drive-by radio meter or MAN manually read
 * meter; `conn_dt` when service started, `disc_dt` when it was disconnected, empty while connected), monthly meter
 * reads (`mtr_rd`: one per service point per month, `rd_yr` and `rd_mo` the month the read belongs to, `use_qty` the
 * consumption since the previous read in the tariff's unit, `rd_typ` ACT for an actual read or EST for an estimate;
 * a disconnected service point gets a final read on its disconnection day), bills (`bill`: one per account per
 * month of reads, issued early the next month by cycle, due 21 days later; `chg_amt` the energy and water charges,
 * `tax_amt` 6% tax, `amt_due` their sum; `est_yn` Y when any read on it was estimated; `bill_sts` PAID, OPEN (not
 * paid yet) or CXL (cancelled, replaced by a corrected bill for the same month)) and payments (`pmt`: one per paid
 * bill, for its full amount; `pmt_dt` is the posting date kept as YYYYMMDD text by the bank lockbox feed; `pay_mthd`
 * ACH, CARD, CHECK or CASH).
 *
 * Schema `ops` (field operations): crews (`crew`: `crew_typ` LINE for electric line work, WATER, METER or VEG for
 * vegetation management; `base_dist` the district the crew works from), field staff (`emp`: the director of field
 * operations, the managers reporting to the director, foremen and workers reporting to the managers and foremen
 * through `mgr_emp_no`; `crew_cd` is empty for office staff; `term_dt` for those who left; `hrly_rt` the hourly pay
 * rate) and service tickets (`tkt`: `tkt_typ` OUTAGE, LEAK, METER fault, HIGHBILL investigation or TURNON of a new
 * service; each raised at a service point; `prio` 1 urgent to 3 routine; `tkt_sts` NEW, DISPATCHED, CLOSED or
 * CANCELLED, with `closed_at` when it was closed or cancelled and empty while the ticket is still open; `cause_cd`
 * for outages and leaks; `cust_out` the number of customers who lost power in an outage).
 *
 * Reads and bills from January 2023; tickets, bills and payments up to 2026-11-24.
 */
import {
  insertRows,
  seededRandom,
  type SeededRandom,
} from "../../seeded-random";

const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";

type Dist = "Northgate" | "Riverside" | "Central" | "Harbor" | "Upland";
const DISTS: [Dist, number][] = [
  ["Northgate", 22],
  ["Riverside", 18],
  ["Central", 28],
  ["Harbor", 16],
  ["Upland", 16],
];

/** [cd, tariff_desc, svc_typ, rate_cls, uom_cd, unit_rt, fixed_chg, tou_yn, actv_yn] */
const TARIFFS: [
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  "Y" | "N",
  "Y" | "N",
][] = [
  ["E-R1", "Residential Standard", "ELEC", "RES", "KWH", 0.142, 12.5, "N", "Y"],
  [
    "E-R2",
    "Residential Time-of-Use",
    "ELEC",
    "RES",
    "KWH",
    0.1315,
    14,
    "Y",
    "Y",
  ],
  [
    "E-RG",
    "Residential Green Choice",
    "ELEC",
    "RES",
    "KWH",
    0.1565,
    12.5,
    "N",
    "Y",
  ],
  [
    "E-RF",
    "Residential Flat Legacy",
    "ELEC",
    "RES",
    "KWH",
    0.121,
    9.75,
    "N",
    "N",
  ],
  ["E-C1", "Small Commercial", "ELEC", "COM", "KWH", 0.1385, 28, "N", "Y"],
  [
    "E-C2",
    "Large Commercial Demand",
    "ELEC",
    "COM",
    "KWH",
    0.1148,
    145,
    "Y",
    "Y",
  ],
  [
    "E-I1",
    "Industrial Primary Service",
    "ELEC",
    "IND",
    "KWH",
    0.0921,
    420,
    "Y",
    "Y",
  ],
  ["W-R1", "Residential Water", "WATR", "RES", "KGAL", 5.8, 18, "N", "Y"],
  ["W-C1", "Commercial Water", "WATR", "COM", "KGAL", 5.1, 42, "N", "Y"],
  ["W-IR", "Irrigation Water", "WATR", "COM", "KGAL", 4.6, 25, "N", "Y"],
];

/** Monthly usage against the yearly average, January first. */
const SEASON: Record<string, number[]> = {
  ELEC: [1.22, 1.1, 0.92, 0.8, 0.84, 1.05, 1.38, 1.44, 1.12, 0.86, 0.95, 1.18],
  WATR: [0.78, 0.76, 0.84, 0.95, 1.1, 1.28, 1.4, 1.38, 1.18, 0.96, 0.82, 0.78],
  IRR: [0, 0, 0.15, 0.7, 1.5, 2.2, 2.7, 2.6, 1.6, 0.55, 0, 0],
};
/** Average monthly use by tariff. */
const BASE_USE: Record<string, number> = {
  "E-R1": 820,
  "E-R2": 880,
  "E-RG": 700,
  "E-C1": 3900,
  "E-C2": 31000,
  "E-I1": 190000,
  "W-R1": 5.6,
  "W-C1": 27,
  "W-IR": 38,
};

/** [crew_cd, crew_nm, crew_typ, base_dist] */
const CREWS: [string, string, string, Dist][] = [
  ["LN-N", "North Line Crew", "LINE", "Northgate"],
  ["LN-C", "Central Line Crew", "LINE", "Central"],
  ["LN-H", "Harbor Line Crew", "LINE", "Harbor"],
  ["LN-U", "Upland Line Crew", "LINE", "Upland"],
  ["WT-1", "Water Distribution Crew 1", "WATER", "Central"],
  ["WT-2", "Water Distribution Crew 2", "WATER", "Harbor"],
  ["MS-A", "Meter Services A", "METER", "Central"],
  ["MS-B", "Meter Services B", "METER", "Northgate"],
  ["VG-1", "Vegetation Management", "VEG", "Upland"],
];

/** [emp_no, emp_nm, job_titl, crew_cd, mgr_emp_no, hire_dt, term_dt, hrly_rt] */
const EMPS: [
  string,
  string,
  string,
  string | null,
  string | null,
  string,
  string | null,
  number,
][] = [
  [
    "E1001",
    "Patricia Holloway",
    "Director of Field Operations",
    null,
    null,
    "2004-03-15",
    null,
    88.5,
  ],
  [
    "E1010",
    "Gordon McBride",
    "Electric Operations Manager",
    null,
    "E1001",
    "2008-09-02",
    null,
    71.25,
  ],
  [
    "E1020",
    "Alicia Fuentes",
    "Water Operations Manager",
    null,
    "E1001",
    "2012-01-09",
    null,
    66.8,
  ],
  [
    "E1030",
    "Raymond Osei",
    "Metering Supervisor",
    null,
    "E1001",
    "2015-06-22",
    null,
    54.4,
  ],
  [
    "E1040",
    "Colleen Brandt",
    "Dispatch Coordinator",
    null,
    "E1001",
    "2019-02-11",
    null,
    38.9,
  ],
  [
    "E1101",
    "Travis Lindgren",
    "Line Foreman",
    "LN-N",
    "E1010",
    "2010-04-05",
    null,
    58.6,
  ],
  [
    "E1102",
    "Jake Moreno",
    "Journeyman Lineworker",
    "LN-N",
    "E1101",
    "2014-08-18",
    null,
    52.75,
  ],
  [
    "E1103",
    "Devon Pryor",
    "Apprentice Lineworker",
    "LN-N",
    "E1101",
    "2024-03-04",
    null,
    31.2,
  ],
  [
    "E1104",
    "Wes Calloway",
    "Journeyman Lineworker",
    "LN-N",
    "E1101",
    "2016-10-10",
    "2025-07-18",
    50.1,
  ],
  [
    "E1111",
    "Marcus Bell",
    "Line Foreman",
    "LN-C",
    "E1010",
    "2023-05-15",
    null,
    55.3,
  ],
  [
    "E1112",
    "Hank Dolan",
    "Journeyman Lineworker",
    "LN-C",
    "E1111",
    "2001-11-26",
    null,
    59.4,
  ],
  [
    "E1113",
    "Priya Raman",
    "Journeyman Lineworker",
    "LN-C",
    "E1111",
    "2018-07-09",
    null,
    51.6,
  ],
  [
    "E1114",
    "Luis Ortega",
    "Apprentice Lineworker",
    "LN-C",
    "E1111",
    "2025-09-02",
    null,
    29.85,
  ],
  [
    "E1121",
    "Shane Whitaker",
    "Line Foreman",
    "LN-H",
    "E1010",
    "2011-03-21",
    null,
    58.1,
  ],
  [
    "E1122",
    "Kyle Benson",
    "Journeyman Lineworker",
    "LN-H",
    "E1121",
    "2017-05-01",
    null,
    52.2,
  ],
  [
    "E1123",
    "Tomasz Nowak",
    "Apprentice Lineworker",
    "LN-H",
    "E1121",
    "2023-01-16",
    null,
    33.4,
  ],
  [
    "E1131",
    "Earl Jennings",
    "Line Foreman",
    "LN-U",
    "E1010",
    "2009-12-07",
    null,
    57.9,
  ],
  [
    "E1132",
    "Cody Ramsey",
    "Journeyman Lineworker",
    "LN-U",
    "E1131",
    "2013-02-25",
    null,
    53.15,
  ],
  [
    "E1133",
    "Brianna Tate",
    "Journeyman Lineworker",
    "LN-U",
    "E1131",
    "2020-06-15",
    null,
    50.45,
  ],
  [
    "E1201",
    "Oscar Villanueva",
    "Water Crew Lead",
    "WT-1",
    "E1020",
    "2013-08-12",
    null,
    46.7,
  ],
  [
    "E1202",
    "Nate Sorensen",
    "Utility Worker",
    "WT-1",
    "E1201",
    "2019-04-22",
    null,
    34.6,
  ],
  [
    "E1203",
    "Ruth Abernathy",
    "Utility Worker",
    "WT-1",
    "E1201",
    "2022-10-03",
    "2024-12-20",
    33.1,
  ],
  [
    "E1204",
    "Dante Wilkes",
    "Utility Worker",
    "WT-1",
    "E1201",
    "2025-01-13",
    null,
    32.25,
  ],
  [
    "E1211",
    "Fiona Gallagher",
    "Water Crew Lead",
    "WT-2",
    "E1020",
    "2016-11-14",
    null,
    45.2,
  ],
  [
    "E1212",
    "Victor Huang",
    "Utility Worker",
    "WT-2",
    "E1211",
    "2006-05-08",
    null,
    47.35,
  ],
  [
    "E1213",
    "Samir Haddad",
    "Utility Worker",
    "WT-2",
    "E1211",
    "2021-03-29",
    null,
    34.05,
  ],
  [
    "E1301",
    "Gina Castellano",
    "Meter Technician",
    "MS-A",
    "E1030",
    "2014-01-27",
    null,
    39.8,
  ],
  [
    "E1302",
    "Terrence Hall",
    "Meter Technician",
    "MS-A",
    "E1030",
    "2020-09-14",
    null,
    36.9,
  ],
  [
    "E1303",
    "Yusuf Demir",
    "Meter Reader",
    "MS-A",
    "E1030",
    "2023-06-05",
    null,
    27.4,
  ],
  [
    "E1311",
    "Molly Brennan",
    "Meter Technician",
    "MS-B",
    "E1030",
    "2017-03-13",
    null,
    38.55,
  ],
  [
    "E1312",
    "Andre Lucas",
    "Meter Reader",
    "MS-B",
    "E1030",
    "2024-08-19",
    null,
    26.9,
  ],
  [
    "E1313",
    "Kristen Yoder",
    "Meter Reader",
    "MS-B",
    "E1030",
    "2012-04-30",
    "2026-05-29",
    29.3,
  ],
  [
    "E1401",
    "Boyd Carver",
    "Vegetation Foreman",
    "VG-1",
    "E1010",
    "2018-02-05",
    null,
    44.1,
  ],
  [
    "E1402",
    "Lena Fischer",
    "Tree Trimmer",
    "VG-1",
    "E1401",
    "2021-05-17",
    null,
    31.75,
  ],
  [
    "E1403",
    "Rico Alvarez",
    "Tree Trimmer",
    "VG-1",
    "E1401",
    "2026-04-06",
    null,
    30.5,
  ],
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
  "Harold",
  "Noor",
  "Ivan",
  "Beatriz",
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
  "Okonkwo",
  "Lindqvist",
  "Murphy",
  "Sullivan",
  "Rossi",
  "Tanaka",
];
const COM_A = [
  "Willow Creek",
  "Bayview",
  "Cascade",
  "Foxglove",
  "Valley",
  "Summit",
  "Old Mill",
  "Blue Heron",
  "Cedar",
  "Lakeshore",
  "Pioneer",
  "Granite",
  "Maple Street",
  "Union",
  "Highland",
];
const COM_B = [
  "Dental Group",
  "Bakery",
  "Auto Repair",
  "Grocery",
  "Fitness Center",
  "Veterinary Clinic",
  "Brewing Co",
  "Diner",
  "Hardware",
  "Laundromat",
  "Self Storage",
  "Medical Offices",
  "Car Wash",
  "Garden Center",
  "Motel",
  "Pharmacy",
  "Elementary School",
  "Church",
];
const IND_NAMES: [string, Dist][] = [
  ["Cascade Cold Storage Inc", "Central"],
  ["Valley Plastics Molding LLC", "Riverside"],
  ["Harbor Seafood Processing Co", "Harbor"],
  ["Northgate Paper Converting Inc", "Northgate"],
  ["Upland Aggregate & Concrete LLC", "Upland"],
  ["Riverside Metal Finishing Inc", "Riverside"],
  ["Central Valley Data Center LLC", "Central"],
];
const STREETS = [
  "Maple St",
  "Oak Ave",
  "Cedar Ln",
  "Pine St",
  "Elm St",
  "Birch Rd",
  "Lakeview Dr",
  "Hillcrest Ave",
  "River Rd",
  "Mill St",
  "Orchard Way",
  "Sunset Blvd",
  "Church St",
  "Park Ave",
  "Ridge Rd",
  "Valley View Dr",
  "Harbor Way",
  "Canal St",
  "Spring St",
  "Meadow Ln",
];

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
const ts = (day: string, minutes: number) => {
  const t = Date.parse(`${day}T00:00:00Z`) + Math.round(minutes) * 60_000;
  return new Date(t).toISOString().slice(0, 19).replace("T", " ");
};

interface Acct {
  no: string;
  typ: "RES" | "COM" | "IND";
  open: string;
  close: string | null;
  autopay: boolean;
  cyc: number;
  dist: Dist;
  payer: "AUTO" | "GOOD" | "SLOW" | "BAD";
}
interface SvcPt {
  no: string;
  acct: Acct;
  typ: "ELEC" | "WATR";
  tariff: string;
  mtr: string;
  conn: string;
  disc: string | null;
  scale: number;
}

export function datasetSql(): string {
  const r = seededRandom(90_517);

  // Accounts and service points
  const accts: Acct[] = [];
  const acctRows: unknown[][] = [];
  const sps: SvcPt[] = [];
  const spRows: unknown[][] = [];
  const usedNames = new Set<string>();
  let acctSeq = 4_100_000;
  let spSeq = 700_100;
  let indAt = 0;
  const N_ACCTS = 112;
  for (let i = 0; i < N_ACCTS; i++) {
    const typ =
      i % 16 === 5 && indAt < IND_NAMES.length
        ? "IND"
        : r.weighted<"RES" | "COM">([
            ["RES", 84],
            ["COM", 16],
          ]);
    const ind = typ === "IND" ? IND_NAMES[indAt++] : undefined;
    const dist = ind ? ind[1] : r.weighted(DISTS);
    let nm = "";
    do {
      nm = ind
        ? ind[0]
        : typ === "COM"
          ? `${r.pick(COM_A)} ${r.pick(COM_B)}`
          : `${r.pick(FIRST)} ${r.pick(LAST)}`;
    } while (usedNames.has(nm));
    usedNames.add(nm);
    const legacy = r.chance(typ === "RES" ? 0.62 : 0.75);
    const movedInLately = i >= N_ACCTS - 4;
    const open = movedInLately
      ? r.date("2026-09-28", "2026-11-16")
      : legacy
        ? r.date("2003-01-01", "2022-12-20")
        : r.date("2023-01-05", "2026-09-27");
    const leaves = !movedInLately && r.chance(typ === "RES" ? 0.2 : 0.1);
    let close: string | null = leaves
      ? r.date(
          open > "2023-01-01" ? addDays(open, 120) : "2023-02-01",
          "2026-11-18",
        )
      : null;
    if (close && close > "2026-11-18") close = null;
    const autopay = r.chance(typ === "RES" ? 0.36 : 0.45);
    const payer: Acct["payer"] = autopay
      ? "AUTO"
      : r.weighted<Acct["payer"]>([
          ["GOOD", 58],
          ["SLOW", 30],
          ["BAD", 12],
        ]);
    const a: Acct = {
      no: String((acctSeq += r.int(3, 97))),
      typ,
      open,
      close,
      autopay,
      cyc: r.int(1, 4),
      dist,
      payer,
    };
    accts.push(a);
    const paperless = r.chance(autopay ? 0.7 : 0.3);
    const lifeSup = typ === "RES" && r.chance(0.06);
    acctRows.push([
      a.no,
      nm,
      typ,
      open,
      close,
      autopay ? "Y" : "N",
      paperless ? "Y" : "N",
      lifeSup ? "Y" : "N",
      a.cyc,
    ]);

    const addr = `${r.int(12, 4980)} ${r.pick(STREETS)}`;
    const mtrTyp = () =>
      dist === "Upland"
        ? r.weighted<string>([
            ["AMI", 35],
            ["AMR", 25],
            ["MAN", 40],
          ])
        : r.weighted<string>([
            ["AMI", 74],
            ["AMR", 18],
            ["MAN", 8],
          ]);
    const addSp = (styp: "ELEC" | "WATR", tariff: string) => {
      const conn = open;
      let disc = close;
      if (!disc && r.chance(0.025))
        disc = r.date(
          conn > "2023-03-01" ? addDays(conn, 60) : "2023-03-01",
          "2026-11-15",
        );
      if (disc && disc <= "2023-01-31" && disc !== close) disc = null;
      const sp: SvcPt = {
        no: `SP${(spSeq += r.int(1, 40))}`,
        acct: a,
        typ: styp,
        tariff,
        mtr: mtrTyp(),
        conn,
        disc,
        scale: Math.exp(normal(r) * 0.3),
      };
      sps.push(sp);
      spRows.push([
        sp.no,
        a.no,
        styp,
        tariff,
        addr,
        dist,
        `${styp === "ELEC" ? "E" : "W"}${r.int(10_000_000, 99_999_999)}`,
        sp.mtr,
        conn,
        disc,
      ]);
    };
    if (typ === "RES") {
      const elecTariff =
        open < "2012-01-01" && r.chance(0.08)
          ? "E-RF"
          : r.weighted<string>([
              ["E-R1", 66],
              ["E-R2", 22],
              ["E-RG", 12],
            ]);
      // the flat legacy tariff was closed in 2022 and its customers moved to Residential Standard
      addSp("ELEC", elecTariff === "E-RF" ? "E-R1" : elecTariff);
      if (dist !== "Upland" && r.chance(0.78)) addSp("WATR", "W-R1");
    } else if (typ === "COM") {
      addSp(
        "ELEC",
        r.weighted<string>([
          ["E-C1", 72],
          ["E-C2", 28],
        ]),
      );
      if (dist !== "Upland" && r.chance(0.8)) addSp("WATR", "W-C1");
      if (r.chance(0.25)) addSp("WATR", "W-IR");
    } else {
      addSp("ELEC", "E-I1");
      if (dist !== "Upland" && r.chance(0.6)) addSp("WATR", "W-C1");
    }
  }

  // Monthly reads, bills and payments
  const rd = seededRandom(17_203);
  const rdRows: unknown[][] = [];
  const tariffOf = (cd: string) => TARIFFS.find((t) => t[0] === cd)!;
  /** acct no -> month key -> [charges, any estimate, last read day] */
  const perMonth = new Map<
    string,
    Map<string, { chg: number; est: boolean; last: string }>
  >();
  const estChance: Record<string, number> = {
    AMI: 0.012,
    AMR: 0.05,
    MAN: 0.13,
  };
  for (const sp of sps) {
    const t = tariffOf(sp.tariff);
    const season = sp.tariff === "W-IR" ? SEASON.IRR! : SEASON[sp.typ]!;
    let prev = sp.conn > "2022-12-27" ? sp.conn : "2022-12-27";
    const growth = 1 + rd.float(-0.03, 0.05, 3);
    for (let y = 2023; y <= 2026; y++) {
      for (let m = 1; m <= 12; m++) {
        let rdDt = `${y}-${pad(m)}-${pad(rd.int(24, 28))}`;
        let final = false;
        if (sp.disc && sp.disc <= rdDt) {
          rdDt = sp.disc;
          final = true;
        }
        if (rdDt > LAST_DAY) break;
        if (rdDt <= prev) continue;
        if (y === 2026 && m === 11 && !final) break;
        const days = daysBetween(prev, rdDt);
        const level =
          BASE_USE[sp.tariff]! *
          sp.scale *
          growth ** (y - 2023) *
          (season[m - 1] ?? 1) *
          Math.exp(normal(rd) * 0.09);
        let use = (level * days) / 30.4;
        use = t[4] === "KWH" ? Math.round(use) : Math.round(use * 10) / 10;
        const est = rd.chance(estChance[sp.mtr] ?? 0.05);
        rdRows.push([sp.no, y, m, rdDt, use, est ? "EST" : "ACT"]);
        const key = `${y}-${pad(m)}`;
        const chg = t[6] * Math.min(1, days / 28) + use * t[5];
        let acctMonths = perMonth.get(sp.acct.no);
        if (!acctMonths) perMonth.set(sp.acct.no, (acctMonths = new Map()));
        const cur = acctMonths.get(key) ?? { chg: 0, est: false, last: rdDt };
        cur.chg += chg;
        cur.est ||= est;
        if (rdDt > cur.last) cur.last = rdDt;
        acctMonths.set(key, cur);
        prev = rdDt;
        if (final) break;
      }
      if (sp.disc && prev === sp.disc) break;
    }
  }

  const rb = seededRandom(33_871);
  interface Bill {
    no: string;
    acct: Acct;
    dt: string;
    due: string;
    chg: number;
    tax: number;
    amt: number;
    est: boolean;
    sts: string;
  }
  const bills: Bill[] = [];
  let billSeq = 58_000_000;
  for (const a of accts) {
    const months = [...(perMonth.get(a.no) ?? new Map()).entries()].sort(
      (x, y) => x[0].localeCompare(y[0]),
    );
    for (const [key, v] of months) {
      const [y, m] = key.split("-").map(Number) as [number, number];
      const next = m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
      let dt = `${next}-${pad([0, 2, 5, 8, 11][a.cyc] ?? 2)}`;
      if (a.close && v.last === a.close) dt = addDays(a.close, rb.int(2, 6));
      if (dt > LAST_DAY) continue;
      const chg = round2(v.chg);
      const tax = round2(chg * 0.06);
      const cxl = rb.chance(v.est ? 0.12 : 0.006);
      if (cxl) {
        bills.push({
          no: String((billSeq += rb.int(7, 400))),
          acct: a,
          dt,
          due: addDays(dt, 21),
          chg,
          tax,
          amt: round2(chg + tax),
          est: v.est,
          sts: "CXL",
        });
        const reDt = addDays(dt, rb.int(4, 12));
        if (reDt > LAST_DAY) continue;
        const chg2 = round2(chg * rb.float(0.82, 0.98, 3));
        const tax2 = round2(chg2 * 0.06);
        bills.push({
          no: String((billSeq += rb.int(7, 400))),
          acct: a,
          dt: reDt,
          due: addDays(reDt, 21),
          chg: chg2,
          tax: tax2,
          amt: round2(chg2 + tax2),
          est: false,
          sts: "OPEN",
        });
      } else {
        bills.push({
          no: String((billSeq += rb.int(7, 400))),
          acct: a,
          dt,
          due: addDays(dt, 21),
          chg,
          tax,
          amt: round2(chg + tax),
          est: v.est,
          sts: "OPEN",
        });
      }
    }
  }
  bills.sort((x, y) => x.dt.localeCompare(y.dt) || x.no.localeCompare(y.no));

  const rp = seededRandom(48_061);
  const pmts: [string, Bill, string, string][] = [];
  for (const b of bills) {
    if (b.sts === "CXL") continue;
    const a = b.acct;
    let pay: string | null;
    let mthd: string;
    if (a.payer === "AUTO") {
      pay = rp.chance(0.015) ? addDays(b.due, rp.int(3, 12)) : b.due;
      mthd = "ACH";
    } else {
      const late =
        a.payer === "GOOD"
          ? rp.weighted<number>([
              [rp.int(-17, -8), 55],
              [rp.int(-7, 0), 35],
              [rp.int(1, 9), 10],
            ])
          : a.payer === "SLOW"
            ? rp.weighted<number>([
                [rp.int(-14, -4), 25],
                [rp.int(-3, 0), 30],
                [rp.int(1, 12), 33],
                [rp.int(13, 40), 12],
              ])
            : rp.weighted<number>([
                [rp.int(-10, 0), 25],
                [rp.int(1, 20), 35],
                [rp.int(21, 70), 30],
                [rp.int(71, 150), 10],
              ]);
      pay = addDays(b.due, late);
      if (pay <= b.dt) pay = addDays(b.dt, rp.int(1, 4));
      if (a.payer === "BAD" && rp.chance(0.12)) pay = null;
      if (a.payer === "SLOW" && rp.chance(0.015)) pay = null;
      mthd =
        a.typ === "RES"
          ? rp.weighted<string>([
              ["CARD", 46],
              ["ACH", 18],
              ["CHECK", 26],
              ["CASH", 10],
            ])
          : rp.weighted<string>([
              ["CARD", 18],
              ["ACH", 34],
              ["CHECK", 48],
            ]);
    }
    if (pay && pay > LAST_DAY) pay = null;
    if (pay) {
      pmts.push([pay, b, mthd, ""]);
      b.sts = "PAID";
    }
  }
  pmts.sort(
    (x, y) => x[0].localeCompare(y[0]) || x[1].no.localeCompare(y[1].no),
  );
  let pmtSeq = 920_000;
  const pmtRows = pmts.map(([day, b, mthd]) => [
    `PY${(pmtSeq += rp.int(1, 60))}`,
    b.acct.no,
    b.no,
    day.replace(/-/g, ""),
    b.amt,
    mthd,
  ]);

  // Tickets
  const rt = seededRandom(71_441);
  interface Tkt {
    typ: string;
    sp: SvcPt;
    open: string;
    openMin: number;
    prio: number;
    crew: string | null;
    cause: string | null;
    custOut: number | null;
    hours: number;
    cancel: boolean;
  }
  const tkts: Tkt[] = [];
  const connectedOn = (sp: SvcPt, day: string) =>
    sp.conn <= day && (!sp.disc || sp.disc > day);
  const spsOn = (day: string, typ: "ELEC" | "WATR", dist?: Dist) =>
    sps.filter(
      (s) =>
        s.typ === typ && connectedOn(s, day) && (!dist || s.acct.dist === dist),
    );
  const lineCrew = (d: Dist) =>
    d === "Northgate"
      ? "LN-N"
      : d === "Harbor"
        ? "LN-H"
        : d === "Upland"
          ? "LN-U"
          : d === "Riverside"
            ? rt.pick(["LN-N", "LN-C", "LN-C"])
            : "LN-C";
  const waterCrew = (d: Dist) =>
    d === "Harbor"
      ? "WT-2"
      : d === "Riverside"
        ? rt.pick(["WT-1", "WT-2"])
        : "WT-1";
  const meterCrew = (d: Dist) =>
    d === "Northgate" || d === "Upland"
      ? "MS-B"
      : d === "Riverside"
        ? rt.pick(["MS-A", "MS-B"])
        : "MS-A";
  const OUT_MONTH = [
    1.5, 1.2, 0.9, 0.8, 0.8, 1.0, 1.4, 1.4, 1.0, 0.9, 1.1, 1.4,
  ];
  const distWeight: [Dist, number][] = [
    ["Northgate", 22],
    ["Riverside", 15],
    ["Central", 20],
    ["Harbor", 16],
    ["Upland", 27],
  ];
  const addOutage = (day: string, dist: Dist, storm: boolean) => {
    const cands = spsOn(day, "ELEC", dist);
    if (cands.length === 0) return;
    const cause = storm
      ? rt.weighted<string>([
          ["WEATHER", 70],
          ["VEG", 25],
          ["EQUIP", 5],
        ])
      : rt.weighted<string>([
          ["EQUIP", 30],
          ["VEG", 18],
          ["ANIMAL", 16],
          ["WEATHER", 14],
          ["VEHICLE", 9],
          ["UNKNOWN", 13],
        ]);
    const custOut = Math.max(
      1,
      Math.round(Math.exp(3.6 + normal(rt) * 1.5 + (storm ? 0.8 : 0))),
    );
    const prio = custOut >= 500 || storm ? 1 : rt.chance(0.4) ? 1 : 2;
    const hours =
      Math.exp(Math.log(storm ? 9 : 2.6) + normal(rt) * 0.7) *
      (dist === "Upland" ? 1.5 : 1);
    tkts.push({
      typ: "OUTAGE",
      sp: rt.pick(cands),
      open: day,
      openMin: storm ? rt.int(0, 1439) : rt.int(0, 1439),
      prio,
      crew: lineCrew(dist),
      cause,
      custOut,
      hours,
      cancel: rt.chance(0.025),
    });
  };
  for (let day = "2023-01-01"; day <= LAST_DAY; day = addDays(day, 1)) {
    const m = Number(day.slice(5, 7));
    if (rt.chance(0.3 * (OUT_MONTH[m - 1] ?? 1)))
      addOutage(day, rt.weighted(distWeight), false);
    if (
      rt.chance(
        0.16 * (SEASON.WATR![m - 1] ?? 1) * (m <= 2 || m === 12 ? 1.4 : 1),
      )
    ) {
      const dist = rt.weighted<Dist>([
        ["Northgate", 24],
        ["Riverside", 22],
        ["Central", 36],
        ["Harbor", 18],
      ]);
      const cands = spsOn(day, "WATR", dist);
      if (cands.length) {
        const cause = rt.weighted<string>([
          ["MAIN_BRK", 35],
          ["SVC_LINE", 40],
          ["HYDRANT", 10],
          ["VALVE", 15],
        ]);
        tkts.push({
          typ: "LEAK",
          sp: rt.pick(cands),
          open: day,
          openMin: rt.int(0, 1439),
          prio: cause === "MAIN_BRK" ? 1 : 2,
          crew: waterCrew(dist),
          cause,
          custOut: null,
          hours: Math.exp(
            Math.log(cause === "MAIN_BRK" ? 10 : 5) + normal(rt) * 0.6,
          ),
          cancel: rt.chance(0.03),
        });
      }
    }
    if (rt.chance(0.15)) {
      const cands = sps.filter((s) => connectedOn(s, day));
      const weighted = cands.map(
        (s) =>
          [s, s.mtr === "MAN" ? 3 : s.mtr === "AMR" ? 2 : 1] as [SvcPt, number],
      );
      const sp = rt.weighted(weighted);
      tkts.push({
        typ: "METER",
        sp,
        open: day,
        openMin: rt.int(450, 1000),
        prio: 3,
        crew: meterCrew(sp.acct.dist),
        cause: null,
        custOut: null,
        hours: 24 * Math.exp(Math.log(4) + normal(rt) * 0.7),
        cancel: rt.chance(0.04),
      });
    }
    if (rt.chance(0.07)) {
      const cands = sps.filter(
        (s) => connectedOn(s, day) && s.conn < addDays(day, -40),
      );
      if (cands.length) {
        const sp = rt.pick(cands);
        const field = rt.chance(0.55);
        tkts.push({
          typ: "HIGHBILL",
          sp,
          open: day,
          openMin: rt.int(480, 1020),
          prio: 3,
          crew: field ? meterCrew(sp.acct.dist) : null,
          cause: null,
          custOut: null,
          hours: 24 * Math.exp(Math.log(7) + normal(rt) * 0.6),
          cancel: rt.chance(0.06),
        });
      }
    }
  }
  // Storms: an ice storm in January 2025 and a windstorm in August 2026
  const storm = (
    from: string,
    days: number,
    dists: [Dist, number][],
    count: number,
  ) => {
    for (let i = 0; i < count; i++)
      addOutage(
        addDays(
          from,
          rt.weighted<number>(
            Array.from(
              { length: days },
              (_, k) => [k, days - k] as [number, number],
            ),
          ),
        ),
        rt.weighted(dists),
        true,
      );
  };
  storm(
    "2025-01-14",
    3,
    [
      ["Upland", 50],
      ["Northgate", 30],
      ["Riverside", 20],
    ],
    26,
  );
  storm(
    "2026-08-19",
    2,
    [
      ["Harbor", 45],
      ["Central", 30],
      ["Riverside", 25],
    ],
    17,
  );
  for (const sp of sps) {
    if (sp.conn < "2023-01-01" || sp.conn > LAST_DAY) continue;
    const lead = rt.int(2, 12);
    tkts.push({
      typ: "TURNON",
      sp,
      open: addDays(sp.conn, -lead),
      openMin: rt.int(480, 1000),
      prio: rt.chance(0.2) ? 2 : 3,
      crew: meterCrew(sp.acct.dist),
      cause: null,
      custOut: null,
      hours: lead * 24 - (rt.int(0, 4) * 60) / 60,
      cancel: false,
    });
  }
  tkts.sort((a, b) => a.open.localeCompare(b.open) || a.openMin - b.openMin);
  const tktSeqByYr: Record<string, number> = {};
  const tktRows: unknown[][] = [];
  const lastMin = Date.parse(`${TODAY}T00:00:00Z`) / 60_000;
  for (const t of tkts) {
    const yy = t.open.slice(2, 4);
    tktSeqByYr[yy] = (tktSeqByYr[yy] ?? 0) + rt.int(1, 3);
    const openedAt = ts(t.open, t.openMin);
    const openMinAbs = Date.parse(`${t.open}T00:00:00Z`) / 60_000 + t.openMin;
    let sts = "CLOSED";
    let crew = t.crew;
    let closeMinAbs: number | null = openMinAbs + Math.max(20, t.hours * 60);
    // a backlog of routine work still open at the end
    if (
      openMinAbs > lastMin - 60 * 24 * 35 &&
      ["METER", "HIGHBILL", "LEAK"].includes(t.typ) &&
      t.prio > 1 &&
      rt.chance(0.7)
    )
      closeMinAbs = lastMin + 60;
    if (t.cancel) {
      sts = "CANCELLED";
      crew = null;
      closeMinAbs = openMinAbs + rt.int(10, 600);
    }
    if (closeMinAbs >= lastMin) {
      closeMinAbs = null;
      sts =
        !crew || (openMinAbs > lastMin - 60 * 24 * 3 && rt.chance(0.5))
          ? "NEW"
          : "DISPATCHED";
      if (sts === "NEW") crew = null;
    }
    const closedAt =
      closeMinAbs === null
        ? null
        : new Date(closeMinAbs * 60_000)
            .toISOString()
            .slice(0, 19)
            .replace("T", " ");
    tktRows.push([
      `TK${yy}-${pad(tktSeqByYr[yy] ?? 0, 5)}`,
      t.typ,
      t.sp.no,
      openedAt,
      closedAt,
      t.prio,
      sts,
      crew,
      t.cause,
      t.custOut,
    ]);
  }

  if (TODAY <= LAST_DAY)
    throw new Error("today must follow the last day of data");

  return [
    "CREATE SCHEMA cis;",
    "CREATE SCHEMA ops;",
    `CREATE TABLE cis.tariff (cd varchar(6) PRIMARY KEY, tariff_desc text NOT NULL, svc_typ varchar(4) NOT NULL, rate_cls varchar(3) NOT NULL,
      uom_cd varchar(4) NOT NULL, unit_rt numeric(8,4) NOT NULL, fixed_chg numeric(8,2) NOT NULL, tou_yn char(1) NOT NULL, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE cis.acct (acct_no varchar(10) PRIMARY KEY, acct_nm text NOT NULL, acct_typ varchar(3) NOT NULL, open_dt date NOT NULL, close_dt date,
      autopay_yn char(1) NOT NULL, paperless_yn char(1) NOT NULL, lifesup_yn char(1) NOT NULL, bill_cyc smallint NOT NULL);`,
    `CREATE TABLE cis.svc_pt (sp_no varchar(10) PRIMARY KEY, acct_no varchar(10) NOT NULL REFERENCES cis.acct (acct_no), svc_typ varchar(4) NOT NULL,
      tariff_cd varchar(6) NOT NULL REFERENCES cis.tariff (cd), svc_addr text NOT NULL, dist_nm text NOT NULL, mtr_no varchar(10) NOT NULL,
      mtr_typ varchar(3) NOT NULL, conn_dt date NOT NULL, disc_dt date);`,
    `CREATE TABLE cis.mtr_rd (sp_no varchar(10) NOT NULL REFERENCES cis.svc_pt (sp_no), rd_yr integer NOT NULL, rd_mo integer NOT NULL, rd_dt date NOT NULL,
      use_qty numeric(12,1) NOT NULL, rd_typ varchar(3) NOT NULL, PRIMARY KEY (sp_no, rd_yr, rd_mo));`,
    `CREATE TABLE cis.bill (bill_no varchar(10) PRIMARY KEY, acct_no varchar(10) NOT NULL REFERENCES cis.acct (acct_no), bill_dt date NOT NULL,
      due_dt date NOT NULL, chg_amt numeric(12,2) NOT NULL, tax_amt numeric(10,2) NOT NULL, amt_due numeric(12,2) NOT NULL, est_yn char(1) NOT NULL,
      bill_sts varchar(4) NOT NULL);`,
    `CREATE TABLE cis.pmt (pmt_no varchar(10) PRIMARY KEY, acct_no varchar(10) NOT NULL REFERENCES cis.acct (acct_no),
      bill_no varchar(10) NOT NULL REFERENCES cis.bill (bill_no), pmt_dt char(8) NOT NULL, pmt_amt numeric(12,2) NOT NULL, pay_mthd varchar(5) NOT NULL);`,
    `CREATE TABLE ops.crew (crew_cd varchar(5) PRIMARY KEY, crew_nm text NOT NULL, crew_typ varchar(5) NOT NULL, base_dist text NOT NULL);`,
    `CREATE TABLE ops.emp (emp_no varchar(6) PRIMARY KEY, emp_nm text NOT NULL, job_titl text NOT NULL, crew_cd varchar(5) REFERENCES ops.crew (crew_cd),
      mgr_emp_no varchar(6) REFERENCES ops.emp (emp_no), hire_dt date NOT NULL, term_dt date, hrly_rt numeric(6,2) NOT NULL);`,
    `CREATE TABLE ops.tkt (tkt_no varchar(10) PRIMARY KEY, tkt_typ varchar(8) NOT NULL, sp_no varchar(10) NOT NULL REFERENCES cis.svc_pt (sp_no),
      opened_at timestamp NOT NULL, closed_at timestamp, prio smallint NOT NULL, tkt_sts varchar(10) NOT NULL,
      crew_cd varchar(5) REFERENCES ops.crew (crew_cd), cause_cd varchar(8), cust_out integer);`,
    insertRows(
      "cis.tariff",
      [
        "cd",
        "tariff_desc",
        "svc_typ",
        "rate_cls",
        "uom_cd",
        "unit_rt",
        "fixed_chg",
        "tou_yn",
        "actv_yn",
      ],
      TARIFFS,
    ),
    insertRows(
      "cis.acct",
      [
        "acct_no",
        "acct_nm",
        "acct_typ",
        "open_dt",
        "close_dt",
        "autopay_yn",
        "paperless_yn",
        "lifesup_yn",
        "bill_cyc",
      ],
      acctRows,
    ),
    insertRows(
      "cis.svc_pt",
      [
        "sp_no",
        "acct_no",
        "svc_typ",
        "tariff_cd",
        "svc_addr",
        "dist_nm",
        "mtr_no",
        "mtr_typ",
        "conn_dt",
        "disc_dt",
      ],
      spRows,
    ),
    insertRows(
      "cis.mtr_rd",
      ["sp_no", "rd_yr", "rd_mo", "rd_dt", "use_qty", "rd_typ"],
      rdRows,
    ),
    insertRows(
      "cis.bill",
      [
        "bill_no",
        "acct_no",
        "bill_dt",
        "due_dt",
        "chg_amt",
        "tax_amt",
        "amt_due",
        "est_yn",
        "bill_sts",
      ],
      bills.map((b) => [
        b.no,
        b.acct.no,
        b.dt,
        b.due,
        b.chg,
        b.tax,
        b.amt,
        b.est ? "Y" : "N",
        b.sts,
      ]),
    ),
    insertRows(
      "cis.pmt",
      ["pmt_no", "acct_no", "bill_no", "pmt_dt", "pmt_amt", "pay_mthd"],
      pmtRows,
    ),
    insertRows(
      "ops.crew",
      ["crew_cd", "crew_nm", "crew_typ", "base_dist"],
      CREWS,
    ),
    insertRows(
      "ops.emp",
      [
        "emp_no",
        "emp_nm",
        "job_titl",
        "crew_cd",
        "mgr_emp_no",
        "hire_dt",
        "term_dt",
        "hrly_rt",
      ],
      EMPS,
    ),
    insertRows(
      "ops.tkt",
      [
        "tkt_no",
        "tkt_typ",
        "sp_no",
        "opened_at",
        "closed_at",
        "prio",
        "tkt_sts",
        "crew_cd",
        "cause_cd",
        "cust_out",
      ],
      tktRows,
    ),
  ].join("\n");
}
