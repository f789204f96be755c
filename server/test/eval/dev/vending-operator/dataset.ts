/**
 * Pennine Vend Ltd, a family-run vending operator based on a trading estate in Morley, Leeds, West Yorkshire. It owns
 * its machines and places them free of charge at client sites ("hosts"): offices, hospitals and healthcare sites,
 * gyms and leisure centres, colleges and a university, and industrial sites and depots across Leeds, Harrogate,
 * Bradford, Halifax and Wakefield. Four route drivers in vans visit the machines on fixed weekdays (weekly; the two
 * busiest hospitals twice a week; a few quiet sites fortnightly), count the cash, read the machine's DEX audit,
 * restock it and take out spoiled or out-of-date stock. A relief driver covers the routes when a driver is on
 * holiday. Two service engineers answer breakdown calls. Hosts are paid a commission on the takings of their site.
 *
 * This is the database of "VendTrak Route Manager 4" (schema `vendtrak`), the operator's route, stock, machine
 * and service package, copied on the morning of Wednesday 2026-11-25 with everything up to the end of Tuesday
 * 2026-11-24. The package went live on 2024-01-02: visits, stock and service calls start then. Sites, machines and
 * machine placements from before go-live were keyed in with their original dates. The route plan is already filled
 * in with the visits scheduled up to Sunday 2026-12-06 (status S), and the new Temple Works site (contract starting
 * 2026-12-01) with the two machines waiting for it in the warehouse.
 *
 * MONEY is kept in whole PENCE (integer columns ending `_p`). Prices and takings include VAT; the package keeps no
 * VAT apart. Answers about money are given in pounds (pence / 100).
 *
 * Business terms:
 * - A visit (machine visit, fill) is one row of `vst`: one machine serviced by one driver on one day. A driver
 *   calling at a site with three machines makes three visits. Status `stat_cd`: D done, M missed (no access to the
 *   site; nothing collected or filled), S scheduled (future). Only done visits have money and lines.
 * - Takings (revenue, sales, turnover) = money collected = `cash_p` (cash counted from the machine) + `cless_p`
 *   (cashless: card and phone payments through the card reader), of done visits, by the visit date `vst_dt`. The
 *   takings of a visit are what the machine took since its previous visit. `dex_cash_p` is the cash the machine's
 *   DEX audit says it took; the counted cash can be short of it (jammed coins, theft) or over. Cashless share =
 *   `cless_p` out of takings.
 * - Visit lines `vst_ln`: per product, `sold_qty` units vended since the previous visit (from the DEX audit),
 *   `fill_qty` units loaded, `wo_qty` units taken out and written off with reason `wo_rsn`, at the product's cost
 *   `unit_cost_p` and selling price `sell_p` on the day. Sales value of a product = `sold_qty * sell_p`; cost of
 *   sales = `sold_qty * unit_cost_p`; gross margin = sales value - cost of sales (write-offs and commission are not
 *   in it); margin % = gross margin out of sales value. Write-off value (stock written off) = `wo_qty *
 *   unit_cost_p`.
 * - Coffee machines (type COF) sell hot drinks by the cup; their lines count cups, and `fill_qty` is the cups' worth
 *   of ingredients put in. Snack machines are type SNK only; combo machines (CMB) sell snacks, fresh food and drinks.
 * - A machine is on site (out on site, placed) while a row of `mach_plc` has `inst_dt` on or before the day and no
 *   `rmv_dt` (or a `rmv_dt` after the day). `rmv_dt` is the day the machine was taken out; `rmv_rsn` says why. A
 *   placement with a future `inst_dt` is a planned installation. A relocation (move) is a removal with reason MOV,
 *   the machine going straight to another site. `mach.stat_cd` is the machine's state today.
 * - A machine has a card reader (takes cashless) from `cdr_dt`; NULL means no card reader fitted.
 * - Sites: a current site is one whose contract has started (`start_dt` on or before today; a site goes live with
 *   its first machines on `start_dt`) and not ended (`end_dt` NULL). A lost site is one whose contract ended
 *   (`end_dt`). Each site is on one route (`route_cd`).
 * - Commission: a host is paid `comm_pct` per cent of the takings of its site for each calendar month (0 for hosts
 *   that take none: no payment rows). `comm_pmt` has one row per site per month (`per_mth`, the first day of the
 *   month whose takings it is for) from January 2024 to October 2026: the takings it was worked out on
 *   (`takings_p`), the rate used, the commission `comm_p` and the day it was paid `paid_dt` (NULL while not paid
 *   yet). November 2026 is worked out in December. `site.comm_pct` is the current rate; rates were renegotiated for
 *   Kirkgate General Hospital (12.5 to 15 from April 2025) and Wakefield Northgate Hospital (10 to 12.5 from
 *   January 2026).
 * - A service call (breakdown, call-out) is a row of `svc_call`, reported at `rpt_ts`, status O open (not cleared
 *   yet; `eng_id` is the engineer assigned, if any), F fixed, N no fault found (cleared without a repair). A
 *   breakdown is fixed when its status is F; time to fix = `clr_ts - rpt_ts` of fixed calls. `parts_p` is the cost
 *   of the parts used (0 when none; NULL while open).
 * - Staff: current staff have no `end_dt`. Route drivers have a `route_cd`; the relief driver has none.
 *   Karen Mistry drove the Bradford & Halifax route until 2025-05-30, then Ravi Chauhan.
 *
 * The package does NOT record: footfall or headcount at the sites; van mileage, fuel or vehicle costs; VAT (rates
 *   differ by product and are not held); suppliers, wholesalers or purchase orders (only the cost price of each
 *   product); staff pay, hours or wages; the times drivers arrive at or leave a site (visits have a date only);
 *   refunds given to customers; stock levels inside the machines between visits.
 *
 * Tables
 * - `vt_code`: code lookup (`grp_cd`, `code`, `descr`). Groups: RTE routes (R1 Leeds City, R2 Leeds North &
 *   Harrogate, R3 Bradford & Halifax, R4 Wakefield & Five Towns); STYP site type (OFF office, HOS hospital /
 *   healthcare, GYM gym / leisure centre, COL college / university, IND industrial / depot); MTYP machine type (SNK
 *   snack, DRK cold drink, COF hot drinks / coffee, CMB combo snack & drink); MSTAT machine status (ACT active - on
 *   site, WHS in the warehouse, SCR scrapped); RMV removal reason (MOV relocated to another site, LOW low sales, END
 *   site contract ended, BRK beyond economic repair, UPG replaced by a newer machine); PCAT product category (CRS
 *   crisps, CHO chocolate, CNF sweets, BAR cereal and protein bars, FRS fresh food, CAN soft drinks, WTR water, ENG
 *   energy and sports drinks, JCE juice and smoothies, HOT hot drinks); VSTAT visit status (D, M, S); WORSN
 *   write-off reason (EXP out of date, DMG damaged, SPL spoiled after a chiller failure, RCL supplier recall); FLT
 *   fault type (SPR spiral / vend motor, CMD coin mechanism, NTR note reader, CDR card reader / telemetry, VND
 *   vandalism, PWR power / electrical, REF refrigeration, BRW brewer / mixer, WTR water supply / leak, GRD coffee
 *   grinder); CSRC how a call came in (HST host phoned, DRV driver reported, TEL telemetry alert); CSTAT call status
 *   (O, F, N); ROLE staff role (DRV route driver, ENG service engineer, OPS operations manager, DIR director, WHS
 *   warehouse and stock controller).
 * - `staff`: `emp_id` (E01...), `emp_nm`, `role_cd` (ROLE), `route_cd` (RTE, drivers only), `start_dt`, `end_dt`.
 * - `site`: client sites, `site_id` (S101...), `site_nm`, `site_typ` (STYP), `town`, `post_cd`, `route_cd` (RTE),
 *   `host_cont` host contact, `comm_pct` current commission rate in per cent, `start_dt` contract start,
 *   `end_dt` contract end (NULL while current).
 * - `mach`: machines, `mach_id`, `asset_no` (PV-0101...), `mach_typ` (MTYP), `make_mdl`, `serial_no`,
 *   `purch_dt`, `purch_p` purchase price, `cdr_dt` card reader fitted (NULL: none), `stat_cd` (MSTAT).
 * - `mach_plc`: machine placements at sites, `plc_id`, `mach_id`, `site_id`, `inst_dt` installed, `rmv_dt` removed
 *   (NULL while there), `rmv_rsn` (RMV).
 * - `prod`: products, `prod_cd`, `prod_nm`, `cat_cd` (PCAT), `cost_p` current cost price, `sell_p` current selling
 *   price, `active_yn` Y/N (N: no longer stocked). Selling prices went up on 2025-03-01 and 2026-03-01, cost prices
 *   on 2025-01-01 and 2026-01-01; visit lines keep the prices of the day.
 * - `vst`: machine visits, `vst_no`, `mach_id`, `site_id`, `emp_id` driver, `vst_dt`, `stat_cd` (VSTAT),
 *   `dex_cash_p`, `cash_p`, `cless_p` (NULL unless done).
 * - `vst_ln`: (`vst_no`, `ln_no`), `prod_cd`, `sold_qty`, `fill_qty`, `wo_qty`, `wo_rsn` (WORSN, NULL when nothing
 *   written off), `unit_cost_p`, `sell_p`.
 * - `svc_call`: service calls, `call_no`, `mach_id`, `site_id`, `flt_cd` (FLT), `rpt_ts`, `rpt_src` (CSRC),
 *   `eng_id` engineer, `clr_ts` cleared (NULL while open), `stat_cd` (CSTAT), `parts_p`, `note`.
 * - `comm_pmt`: host commission, `pmt_no`, `site_id`, `per_mth`, `takings_p`, `comm_pct`, `comm_p`, `paid_dt`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  daysBetween,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const TODAY = "2026-11-25";
const SCHED_END = "2026-12-06";

const R = seededRandom(71125);

const year = (d: string) => Number(d.slice(0, 4));
const month = (d: string) => Number(d.slice(5, 7));
const r5 = (p: number) => Math.round(p / 5) * 5;
const hm = (mins: number) =>
  `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;
const tsAdd = (d: string, mins: number) => {
  let day = d;
  let m = Math.round(mins);
  while (m >= 1440) {
    m -= 1440;
    day = addDays(day, 1);
  }
  return `${day} ${hm(m)}`;
};
const gauss = () => {
  const u = Math.max(R.next(), 1e-9);
  const v = R.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
};
const pois = (lambda: number) => {
  if (lambda <= 0) return 0;
  if (lambda < 30) return R.poisson(lambda);
  return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * gauss()));
};
const isBank = (d: string) => ENGLAND_BANK_HOLIDAYS.has(d);
const xmasShut = (d: string) => d.slice(5) >= "12-24" || d.slice(5) === "01-01";

// ------------------------------------------------------------------ staff
// id, name, role, route, start, end
type Staff = [string, string, string, string | null, string, string | null];
const STAFF: Staff[] = [
  ["E01", "Gary Holt", "DRV", "R1", "2019-03-04", null],
  ["E02", "Dean Firth", "DRV", "R2", "2021-06-14", null],
  ["E03", "Karen Mistry", "DRV", "R3", "2020-01-06", "2025-05-30"],
  ["E04", "Tomasz Nowak", "DRV", "R4", "2022-09-05", null],
  ["E05", "Shaun Pickles", "DRV", null, "2023-04-03", null],
  ["E06", "Ravi Chauhan", "DRV", "R3", "2025-05-19", null],
  ["E07", "Phil Bairstow", "ENG", null, "2017-08-01", null],
  ["E08", "Lee Cartwright", "ENG", null, "2024-07-01", null],
  ["E09", "Mick Dobson", "ENG", null, "2016-02-01", "2024-09-27"],
  ["E10", "Sandra Kaye", "OPS", null, "2018-01-08", null],
  ["E11", "Martin Pennington", "DIR", null, "2014-06-02", null],
  ["E12", "Aisha Begum", "WHS", null, "2023-10-02", null],
];
const RELIEF = "E05";
const routeDriver = (route: string, d: string) => {
  if (route === "R1") return "E01";
  if (route === "R2") return "E02";
  if (route === "R4") return "E04";
  return d <= "2025-05-30" ? "E03" : "E06";
};
// holiday weeks (Monday dates) of each route's driver, covered by the relief driver
const HOLS = new Map<string, Set<string>>();
{
  for (const y of [2024, 2025, 2026]) {
    const mondays: string[] = [];
    for (let d = `${y}-01-08`; d < `${y}-12-14`; d = addDays(d, 1))
      if (dayOfWeek(d) === 1) mondays.push(d);
    const pool = R.shuffle(mondays);
    let k = 0;
    for (const route of ["R1", "R2", "R3", "R4"]) {
      const set = HOLS.get(route) ?? new Set<string>();
      for (let i = 0; i < 4; i++) set.add(pool[k++]!);
      HOLS.set(route, set);
    }
  }
}
const mondayOf = (d: string) => addDays(d, -((dayOfWeek(d) + 6) % 7));
const driverOn = (route: string, d: string) =>
  d < TODAY && HOLS.get(route)!.has(mondayOf(d))
    ? RELIEF
    : routeDriver(route, d);

// ------------------------------------------------------------------ sites
type Site = {
  id: string;
  nm: string;
  typ: string;
  town: string;
  pc: string;
  route: string;
  comm: number;
  start: string;
  end: string | null;
  mach: string; // initial machine types: S snack, D drink, C coffee, X combo
  size: number;
  days: number[];
  cont: string;
  noCalls?: boolean;
};
const SITES: Site[] = [
  {
    id: "S101",
    nm: "Wellington Place Offices",
    typ: "OFF",
    town: "Leeds",
    pc: "LS1 4AP",
    route: "R1",
    comm: 10,
    start: "2019-05-01",
    end: null,
    mach: "SDC",
    size: 1.15,
    days: [1],
    cont: "Helen Baxter",
  },
  {
    id: "S102",
    nm: "Kirkgate General Hospital",
    typ: "HOS",
    town: "Leeds",
    pc: "LS2 9JT",
    route: "R1",
    comm: 15,
    start: "2018-02-01",
    end: null,
    mach: "SDCX",
    size: 1.25,
    days: [1, 4],
    cont: "Estates Office",
  },
  {
    id: "S103",
    nm: "Forge Fitness Leeds Central",
    typ: "GYM",
    town: "Leeds",
    pc: "LS1 5DL",
    route: "R1",
    comm: 12.5,
    start: "2021-09-01",
    end: null,
    mach: "DS",
    size: 1.0,
    days: [2],
    cont: "Kyle Robson",
  },
  {
    id: "S104",
    nm: "Aire Valley College - Park Lane Campus",
    typ: "COL",
    town: "Leeds",
    pc: "LS3 1AA",
    route: "R1",
    comm: 10,
    start: "2020-09-01",
    end: null,
    mach: "SDC",
    size: 1.1,
    days: [3],
    cont: "Facilities Desk",
  },
  {
    id: "S105",
    nm: "Brunswick House",
    typ: "OFF",
    town: "Leeds",
    pc: "LS2 7QA",
    route: "R1",
    comm: 0,
    start: "2022-03-01",
    end: null,
    mach: "SC",
    size: 0.7,
    days: [5],
    cont: "Janet Orme",
  },
  {
    id: "S106",
    nm: "Calverley Street Chambers",
    typ: "OFF",
    town: "Leeds",
    pc: "LS1 3AB",
    route: "R1",
    comm: 5,
    start: "2021-01-11",
    end: "2025-06-30",
    mach: "SD",
    size: 0.8,
    days: [2],
    cont: "Paul Ingham",
  },
  {
    id: "S127",
    nm: "Thorpe Park Leeds - Building 5",
    typ: "OFF",
    town: "Leeds",
    pc: "LS15 8GB",
    route: "R1",
    comm: 10,
    start: "2024-05-13",
    end: null,
    mach: "SDC",
    size: 1.0,
    days: [3],
    cont: "Rebecca Lund",
  },
  {
    id: "S132",
    nm: "Temple Works Offices",
    typ: "OFF",
    town: "Leeds",
    pc: "LS11 9AT",
    route: "R1",
    comm: 10,
    start: "2026-12-01",
    end: null,
    mach: "",
    size: 1.0,
    days: [3],
    cont: "Owen Pratt",
    noCalls: true,
  },
  {
    id: "S108",
    nm: "St Aidan's Hospital Harrogate",
    typ: "HOS",
    town: "Harrogate",
    pc: "HG2 7SX",
    route: "R2",
    comm: 15,
    start: "2019-10-01",
    end: null,
    mach: "SDC",
    size: 1.1,
    days: [2],
    cont: "Facilities Helpdesk",
  },
  {
    id: "S109",
    nm: "Nidd Valley Sixth Form College",
    typ: "COL",
    town: "Harrogate",
    pc: "HG1 2RT",
    route: "R2",
    comm: 10,
    start: "2020-01-06",
    end: null,
    mach: "SD",
    size: 0.9,
    days: [3],
    cont: "Mrs D Wainwright",
  },
  {
    id: "S110",
    nm: "Roundhay Leisure Centre",
    typ: "GYM",
    town: "Leeds",
    pc: "LS8 2JL",
    route: "R2",
    comm: 12.5,
    start: "2019-04-01",
    end: null,
    mach: "DS",
    size: 1.0,
    days: [1],
    cont: "Centre Manager",
  },
  {
    id: "S111",
    nm: "Headingley Business Park - Unit 4",
    typ: "OFF",
    town: "Leeds",
    pc: "LS6 3EP",
    route: "R2",
    comm: 10,
    start: "2022-06-01",
    end: null,
    mach: "SDC",
    size: 0.9,
    days: [4],
    cont: "Tariq Hussain",
  },
  {
    id: "S112",
    nm: "Moor Allerton Medical Centre",
    typ: "HOS",
    town: "Leeds",
    pc: "LS17 6AA",
    route: "R2",
    comm: 10,
    start: "2023-02-01",
    end: null,
    mach: "X",
    size: 0.8,
    days: [2],
    cont: "Practice Manager",
    noCalls: true,
  },
  {
    id: "S113",
    nm: "Iron Works Gym Harrogate",
    typ: "GYM",
    town: "Harrogate",
    pc: "HG1 5NA",
    route: "R2",
    comm: 10,
    start: "2023-07-01",
    end: "2026-08-31",
    mach: "DS",
    size: 0.6,
    days: [5],
    cont: "Jamie Pollard",
  },
  {
    id: "S129",
    nm: "Kirkstall Forge Fitness",
    typ: "GYM",
    town: "Leeds",
    pc: "LS5 3BT",
    route: "R2",
    comm: 12.5,
    start: "2025-09-01",
    end: null,
    mach: "",
    size: 0.9,
    days: [4],
    cont: "Nina Castle",
  },
  {
    id: "S114",
    nm: "Bradford Moor Hospital",
    typ: "HOS",
    town: "Bradford",
    pc: "BD3 9DA",
    route: "R3",
    comm: 15,
    start: "2018-11-01",
    end: null,
    mach: "SDCX",
    size: 1.2,
    days: [2, 5],
    cont: "Estates & Facilities",
  },
  {
    id: "S115",
    nm: "Calder College Halifax",
    typ: "COL",
    town: "Halifax",
    pc: "HX1 3UZ",
    route: "R3",
    comm: 10,
    start: "2021-09-01",
    end: null,
    mach: "SDC",
    size: 1.0,
    days: [1],
    cont: "Campus Services",
  },
  {
    id: "S116",
    nm: "Listerhills Distribution Centre",
    typ: "IND",
    town: "Bradford",
    pc: "BD7 1HR",
    route: "R3",
    comm: 7.5,
    start: "2020-03-02",
    end: null,
    mach: "SDC",
    size: 1.1,
    days: [3],
    cont: "Gareth Milner",
  },
  {
    id: "S117",
    nm: "Shipley Bus Depot",
    typ: "IND",
    town: "Shipley",
    pc: "BD18 3AA",
    route: "R3",
    comm: 5,
    start: "2019-08-01",
    end: "2026-03-31",
    mach: "SD",
    size: 0.7,
    days: [4],
    cont: "Depot Supervisor",
  },
  {
    id: "S118",
    nm: "Halifax Leisure & Pool",
    typ: "GYM",
    town: "Halifax",
    pc: "HX1 1UJ",
    route: "R3",
    comm: 12.5,
    start: "2022-01-10",
    end: null,
    mach: "DS",
    size: 0.9,
    days: [1],
    cont: "Duty Manager",
  },
  {
    id: "S119",
    nm: "Manningham Mills Offices",
    typ: "OFF",
    town: "Bradford",
    pc: "BD9 4SH",
    route: "R3",
    comm: 10,
    start: "2023-05-01",
    end: null,
    mach: "SDC",
    size: 0.8,
    days: [4],
    cont: "Lisa Crowther",
  },
  {
    id: "S130",
    nm: "Bradford Heights University - Student Hub",
    typ: "COL",
    town: "Bradford",
    pc: "BD7 1DP",
    route: "R3",
    comm: 10,
    start: "2026-02-02",
    end: null,
    mach: "",
    size: 1.0,
    days: [3],
    cont: "Student Union Office",
    noCalls: true,
  },
  {
    id: "S120",
    nm: "Wakefield Northgate Hospital",
    typ: "HOS",
    town: "Wakefield",
    pc: "WF1 4DG",
    route: "R4",
    comm: 12.5,
    start: "2019-01-07",
    end: null,
    mach: "SDCX",
    size: 1.15,
    days: [4],
    cont: "Hotel Services Manager",
  },
  {
    id: "S121",
    nm: "Glasshoughton Trampoline & Fitness",
    typ: "GYM",
    town: "Castleford",
    pc: "WF10 4TA",
    route: "R4",
    comm: 10,
    start: "2022-10-03",
    end: null,
    mach: "DS",
    size: 0.8,
    days: [2],
    cont: "Ellie Shaw",
  },
  {
    id: "S122",
    nm: "Normanton Logistics Park - Building 3",
    typ: "IND",
    town: "Normanton",
    pc: "WF6 1TN",
    route: "R4",
    comm: 7.5,
    start: "2021-04-01",
    end: null,
    mach: "SDC",
    size: 1.3,
    days: [3],
    cont: "Site Services",
  },
  {
    id: "S123",
    nm: "Calder Heath College - City Campus",
    typ: "COL",
    town: "Wakefield",
    pc: "WF1 2DH",
    route: "R4",
    comm: 10,
    start: "2020-09-01",
    end: null,
    mach: "SDC",
    size: 1.0,
    days: [2],
    cont: "Facilities Team",
  },
  {
    id: "S124",
    nm: "Ossett Trading Estate",
    typ: "IND",
    town: "Ossett",
    pc: "WF5 9NP",
    route: "R4",
    comm: 5,
    start: "2022-02-01",
    end: null,
    mach: "X",
    size: 0.8,
    days: [5],
    cont: "Estate Office",
  },
  {
    id: "S125",
    nm: "Pontefract Sports Hub",
    typ: "GYM",
    town: "Pontefract",
    pc: "WF8 1AA",
    route: "R4",
    comm: 12.5,
    start: "2024-02-05",
    end: null,
    mach: "DS",
    size: 0.9,
    days: [4],
    cont: "Craig Dunn",
  },
  {
    id: "S126",
    nm: "Trinity Walk Offices",
    typ: "OFF",
    town: "Wakefield",
    pc: "WF1 1QS",
    route: "R4",
    comm: 10,
    start: "2021-11-01",
    end: null,
    mach: "SDC",
    size: 0.9,
    days: [5],
    cont: "Amanda Fry",
  },
  {
    id: "S128",
    nm: "Dewsbury District Hospital - Outpatients",
    typ: "HOS",
    town: "Dewsbury",
    pc: "WF13 4HS",
    route: "R4",
    comm: 15,
    start: "2026-04-01",
    end: null,
    mach: "",
    size: 1.0,
    days: [5],
    cont: "Outpatients Manager",
    noCalls: true,
  },
];
const SITE = new Map(SITES.map((s) => [s.id, s]));
// commission rate history: [site, before this date, rate]
const COMM_HIST: [string, string, number][] = [
  ["S102", "2025-04-01", 12.5],
  ["S120", "2026-01-01", 10],
];
const commAt = (s: Site, d: string) => {
  for (const [id, until, rate] of COMM_HIST)
    if (id === s.id && d < until) return rate;
  return s.comm;
};

// ------------------------------------------------------------------ products
// code, name, category, cost 2026, sell (from 2026-03-01), active, first sold, last sold
type Prod = [string, string, string, number, number, string, string, string];
const PRODS: Prod[] = [
  [
    "CR01",
    "Walkers Ready Salted 32.5g",
    "CRS",
    36,
    110,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "CR02",
    "Walkers Cheese & Onion 32.5g",
    "CRS",
    36,
    110,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "CR03",
    "Walkers Prawn Cocktail 32.5g",
    "CRS",
    34,
    100,
    "N",
    "2000-01-01",
    "2025-06-30",
  ],
  ["CR04", "Quavers 20g", "CRS", 30, 100, "Y", "2000-01-01", "2099-12-31"],
  [
    "CR05",
    "Hula Hoops Original 34g",
    "CRS",
    33,
    100,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "CR06",
    "Pringles Original 40g",
    "CRS",
    68,
    150,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "CR07",
    "McCoy's Flame Grilled Steak 45g",
    "CRS",
    45,
    130,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  ["CH01", "Mars 51g", "CHO", 55, 130, "Y", "2000-01-01", "2099-12-31"],
  ["CH02", "Snickers 48g", "CHO", 55, 130, "Y", "2000-01-01", "2099-12-31"],
  [
    "CH03",
    "KitKat 4 Finger 41.5g",
    "CHO",
    50,
    130,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  ["CH04", "Twix 50g", "CHO", 52, 130, "Y", "2000-01-01", "2099-12-31"],
  [
    "CH05",
    "Cadbury Dairy Milk 45g",
    "CHO",
    58,
    140,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "CH06",
    "Galaxy Smooth Milk 42g",
    "CHO",
    56,
    140,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  ["CH07", "Maltesers 37g", "CHO", 54, 130, "Y", "2000-01-01", "2099-12-31"],
  [
    "CF01",
    "Skittles Fruits 45g",
    "CNF",
    45,
    120,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "CF02",
    "Rowntree's Fruit Pastilles 52.5g",
    "CNF",
    40,
    110,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "CF03",
    "Haribo Starmix 60g",
    "CNF",
    50,
    130,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "BR01",
    "Nature Valley Oats & Honey 42g",
    "BAR",
    38,
    110,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "BR02",
    "Grenade Carb Killa White Chocolate Cookie 60g",
    "BAR",
    120,
    250,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "BR03",
    "Nakd Cocoa Orange 35g",
    "BAR",
    60,
    150,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "BR04",
    "Belvita Breakfast Milk & Cereal 50g",
    "BAR",
    42,
    120,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "FR01",
    "Ham & Cheddar Sandwich",
    "FRS",
    140,
    350,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "FR02",
    "Chicken Caesar Wrap",
    "FRS",
    170,
    395,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "FR03",
    "Egg Mayo & Cress Sandwich",
    "FRS",
    115,
    325,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  ["FR04", "Fresh Fruit Pot", "FRS", 90, 250, "Y", "2000-01-01", "2099-12-31"],
  [
    "DK01",
    "Coca-Cola 330ml Can",
    "CAN",
    45,
    130,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "DK02",
    "Diet Coke 330ml Can",
    "CAN",
    44,
    130,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "DK03",
    "Coca-Cola Zero Sugar 500ml",
    "CAN",
    78,
    180,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "DK04",
    "Fanta Orange 330ml Can",
    "CAN",
    42,
    130,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "DK05",
    "Dr Pepper 330ml Can",
    "CAN",
    44,
    130,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "DK06",
    "Tango Orange 330ml Can",
    "CAN",
    38,
    110,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "WT01",
    "Buxton Still Water 500ml",
    "WTR",
    30,
    110,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "WT02",
    "Buxton Sparkling Water 500ml",
    "WTR",
    32,
    110,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  ["EN01", "Red Bull 250ml", "ENG", 95, 200, "Y", "2000-01-01", "2099-12-31"],
  [
    "EN02",
    "Monster Energy 500ml",
    "ENG",
    108,
    210,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "EN03",
    "Monster Ultra White 500ml",
    "ENG",
    108,
    210,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "EN04",
    "Lucozade Energy Orange 380ml",
    "ENG",
    70,
    170,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "EN05",
    "Prime Hydration Ice Pop 500ml",
    "ENG",
    135,
    250,
    "Y",
    "2024-06-03",
    "2099-12-31",
  ],
  [
    "EN06",
    "Lucozade Sport Orange 500ml",
    "ENG",
    85,
    160,
    "N",
    "2000-01-01",
    "2025-10-31",
  ],
  [
    "JC01",
    "Tropicana Orange Juice 250ml",
    "JCE",
    72,
    160,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  [
    "JC02",
    "Innocent Strawberry & Banana Smoothie 250ml",
    "JCE",
    128,
    250,
    "Y",
    "2000-01-01",
    "2099-12-31",
  ],
  ["HT01", "Americano", "HOT", 24, 150, "Y", "2000-01-01", "2099-12-31"],
  ["HT02", "Latte", "HOT", 34, 190, "Y", "2000-01-01", "2099-12-31"],
  ["HT03", "Cappuccino", "HOT", 34, 190, "Y", "2000-01-01", "2099-12-31"],
  ["HT04", "Flat White", "HOT", 40, 210, "Y", "2000-01-01", "2099-12-31"],
  ["HT05", "Hot Chocolate", "HOT", 30, 180, "Y", "2000-01-01", "2099-12-31"],
  ["HT06", "Tea", "HOT", 12, 120, "Y", "2000-01-01", "2099-12-31"],
  ["HT07", "Mocha", "HOT", 38, 210, "Y", "2000-01-01", "2099-12-31"],
];
const PROD = new Map(PRODS.map((p) => [p[0], p]));
const sellAt = (p: Prod, d: string) =>
  d < "2025-03-01"
    ? r5(p[4] * 0.91)
    : d < "2026-03-01"
      ? r5(p[4] * 0.955)
      : p[4];
const costAt = (p: Prod, d: string) =>
  d < "2025-01-01"
    ? Math.round(p[3] * 0.9)
    : d < "2026-01-01"
      ? Math.round(p[3] * 0.95)
      : p[3];
const CHILLED = new Set(["FRS", "CAN", "WTR", "ENG", "JCE"]);
const pool = (cat: string) =>
  PRODS.filter((p) => p[2] === cat).map((p) => p[0]);

// ------------------------------------------------------------------ machines
const MODELS: Record<string, string[]> = {
  S: ["Crane Merchant 6 Snack", "Necta Snakky Max", "Jofemar Vision ES Plus"],
  D: [
    "Vendo V-Max 576",
    "Crane Merchant 6 Cold Drink",
    "Sanden Vendo G-Series 9",
  ],
  C: ["Necta Brio Up", "Crane Evoca Krea Touch", "Necta Kikko Max"],
  X: ["Jofemar Vision ES Plus Combo", "Crane Merchant Media Combo"],
};
const TYP: Record<string, string> = { S: "SNK", D: "DRK", C: "COF", X: "CMB" };
const PRICE: Record<string, [number, number]> = {
  S: [380000, 520000],
  D: [420000, 610000],
  C: [560000, 890000],
  X: [520000, 720000],
};
type Mach = {
  id: number;
  asset: string;
  t: string; // S D C X
  model: string;
  serial: string;
  purch: string;
  purchP: number;
  cdr: string | null;
  stat: string;
  plano: [string, number][];
  factor: number;
};
const machs: Mach[] = [];
let assetOld = 101;
let assetNew = 201;
const planogram = (t: string, styp: string): [string, number][] => {
  const pickN = (codes: string[], n: number) => R.shuffle(codes).slice(0, n);
  let codes: string[] = [];
  if (t === "S") {
    if (styp === "GYM")
      codes = [
        "BR02",
        "BR03",
        ...pickN(pool("CRS"), 1),
        ...pickN(pool("CHO"), 2),
      ];
    else
      codes = [
        ...pickN(pool("CRS"), 2),
        ...pickN(pool("CHO"), 2),
        ...pickN(pool("CNF"), 1),
      ];
  } else if (t === "D") {
    if (styp === "GYM")
      codes = [
        "WT01",
        "EN05",
        ...pickN(["EN02", "EN03", "EN04", "EN06"], 1),
        ...pickN(["DK03", "DK01"], 1),
      ];
    else
      codes = [
        ...pickN(pool("CAN"), 2),
        ...pickN(pool("WTR"), 1),
        ...pickN(
          pool("ENG").filter((c) => c !== "EN05"),
          1,
        ),
        ...pickN(pool("JCE"), 1),
      ].slice(0, R.chance(0.5) ? 5 : 4);
  } else if (t === "C") {
    codes = [
      "HT01",
      "HT02",
      "HT03",
      "HT06",
      ...pickN(["HT04", "HT05", "HT07"], 1),
    ];
  } else {
    if (styp === "IND" || styp === "GYM")
      codes = [
        ...pickN(pool("CRS"), 2),
        ...pickN(pool("CHO"), 2),
        ...pickN(pool("CAN"), 1),
        "WT01",
      ];
    else
      codes = [
        ...pickN(pool("CHO"), 1),
        ...pickN(pool("CRS"), 1),
        ...pickN(pool("FRS"), 3),
        "WT01",
      ];
  }
  // products introduced later (EN05) and withdrawn (CR03, EN06) keep their slot; swapped products appear by date
  return codes.map((c) => [c, Number((0.5 + R.next()).toFixed(2))]);
};
const newMach = (
  t: string,
  styp: string,
  purch: string,
  old: boolean,
  cdr: string | null,
): Mach => {
  const m: Mach = {
    id: machs.length + 1,
    asset: `PV-${pad(old ? assetOld++ : assetNew++, 4)}`,
    t,
    model: R.pick(MODELS[t]!),
    serial: `${t}${purch.slice(2, 4)}${pad(R.int(10000, 99999), 5)}`,
    purch,
    purchP: r5(R.int(PRICE[t]![0], PRICE[t]![1]) / 100) * 100,
    cdr,
    stat: "ACT",
    plano: planogram(t, styp),
    factor: Number((0.85 + R.next() * 0.3).toFixed(3)),
  };
  machs.push(m);
  return m;
};
const cdrFor = (purch: string, noReader: boolean) => {
  if (noReader) return null;
  if (purch >= "2022-01-01") return purch;
  const roll = R.next();
  const d =
    roll < 0.7
      ? R.date("2021-06-01", "2023-10-31")
      : R.date("2024-02-01", "2025-09-30");
  return d < purch ? addDays(purch, 14) : d;
};

// ------------------------------------------------------------------ placements
type Plc = {
  mach: Mach;
  site: string;
  inst: string;
  rmv: string | null;
  rsn: string | null;
};
const plcs: Plc[] = [];
const NO_READER = new Set([
  "S105:S",
  "S117:S",
  "S117:D",
  "S119:S",
  "S126:S",
  "S124:X",
  "S109:S",
]);
for (const s of SITES) {
  for (const t of s.mach.split("")) {
    const purch =
      s.start >= "2024-01-01"
        ? addDays(s.start, -R.int(10, 40))
        : R.date(
            s.start < "2019-01-01" ? "2016-01-01" : addDays(s.start, -60),
            "2023-09-30",
          );
    const m = newMach(
      t,
      s.typ,
      purch,
      purch < "2024-01-01",
      cdrFor(purch, NO_READER.has(`${s.id}:${t}`)),
    );
    plcs.push({
      mach: m,
      site: s.id,
      inst: purch > s.start ? addDays(purch, R.int(3, 20)) : s.start,
      rmv: null,
      rsn: null,
    });
  }
}
const findPlc = (siteId: string, t: string) => {
  const p = plcs.find(
    (x) => x.site === siteId && x.mach.t === t && x.rmv === null,
  );
  if (!p) throw new Error(`no ${t} at ${siteId}`);
  return p;
};
const remove = (siteId: string, t: string, d: string, rsn: string) => {
  const p = findPlc(siteId, t);
  p.rmv = d;
  p.rsn = rsn;
  return p.mach;
};
const install = (m: Mach, siteId: string, d: string) =>
  plcs.push({ mach: m, site: siteId, inst: d, rmv: null, rsn: null });
const buyAndInstall = (t: string, siteId: string, d: string) => {
  const s = SITE.get(siteId)!;
  const purch = addDays(d, -R.int(7, 25));
  const m = newMach(t, s.typ, purch, false, purch);
  install(m, siteId, d);
  return m;
};
// machine history since go-live, in date order
{
  // 2024
  const oldCof102 = remove("S102", "C", "2024-06-14", "BRK");
  oldCof102.stat = "SCR";
  buyAndInstall("C", "S102", "2024-06-21");
  remove("S126", "D", "2024-08-30", "LOW"); // stays in the warehouse
  const d101 = remove("S105", "S", "2024-10-18", "MOV");
  install(d101, "S127", "2024-10-21"); // second snack machine at Thorpe Park
  // 2025
  remove("S105", "C", "2025-02-28", "LOW");
  buyAndInstall("S", "S105", "2025-03-07");
  const s106s = remove("S106", "S", "2025-06-30", "END");
  const s106d = remove("S106", "D", "2025-06-30", "END");
  remove("S113", "S", "2025-07-31", "LOW");
  install(s106d, "S129", "2025-09-01");
  install(s106s, "S129", "2025-09-01");
  const d119 = remove("S119", "D", "2025-10-06", "MOV");
  install(d119, "S114", "2025-10-07");
  const d116 = remove("S116", "D", "2025-11-20", "BRK");
  d116.stat = "SCR";
  buyAndInstall("D", "S116", "2025-11-27");
  remove("S121", "S", "2025-11-28", "LOW");
  // 2026
  buyAndInstall("S", "S130", "2026-02-02");
  buyAndInstall("D", "S130", "2026-02-02");
  buyAndInstall("C", "S130", "2026-02-02");
  const c120 = remove("S120", "C", "2026-03-16", "UPG");
  buyAndInstall("C", "S120", "2026-03-16");
  remove("S117", "S", "2026-03-31", "END");
  remove("S117", "D", "2026-03-31", "END");
  buyAndInstall("S", "S128", "2026-04-01");
  buyAndInstall("D", "S128", "2026-04-01");
  buyAndInstall("C", "S128", "2026-04-01");
  remove("S110", "S", "2026-05-29", "LOW");
  const d109 = remove("S109", "D", "2026-06-15", "MOV");
  install(d109, "S108", "2026-06-16");
  remove("S113", "D", "2026-08-31", "END");
  const c126 = remove("S126", "C", "2026-09-07", "MOV");
  install(c126, "S122", "2026-09-08");
  // future: Temple Works goes live on 2026-12-01 with two new machines delivered to the warehouse
  buyAndInstall("S", "S132", "2026-12-01");
  buyAndInstall("C", "S132", "2026-12-01");
  void c120;
}
for (const m of machs) {
  if (m.stat === "SCR") continue;
  const live = plcs.some(
    (p) => p.mach === m && p.rmv === null && p.inst <= TODAY,
  );
  m.stat = live ? "ACT" : "WHS";
}
plcs.sort((a, b) =>
  a.inst < b.inst ? -1 : a.inst > b.inst ? 1 : a.mach.id - b.mach.id,
);

// ------------------------------------------------------------------ demand model
const BASE: Record<string, Record<string, number>> = {
  S: { OFF: 20, HOS: 34, GYM: 12, COL: 30, IND: 22 },
  D: { OFF: 16, HOS: 30, GYM: 26, COL: 26, IND: 20 },
  C: { OFF: 28, HOS: 40, GYM: 10, COL: 30, IND: 24 },
  X: { OFF: 16, HOS: 26, GYM: 12, COL: 18, IND: 16 },
};
const WKND: Record<string, number> = {
  OFF: 0.08,
  COL: 0.15,
  IND: 0.5,
  HOS: 0.9,
  GYM: 1.2,
};
const SEAS: Record<string, number[]> = {
  OFF: [0.95, 1, 1, 0.95, 1, 1, 0.9, 0.8, 1, 1.05, 1.05, 0.8],
  HOS: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.02],
  GYM: [1.35, 1.2, 1.05, 1, 1, 0.9, 0.85, 0.85, 1, 1, 0.95, 0.8],
  COL: [1, 1.05, 1, 0.75, 1.05, 0.95, 0.45, 0.25, 0.95, 1.1, 1.1, 0.75],
  IND: [1, 1, 1, 1, 1, 1, 0.95, 0.95, 1, 1.05, 1.1, 1.15],
};
const HOTF = [
  1.15, 1.15, 1.05, 1, 0.95, 0.85, 0.85, 0.85, 0.95, 1.05, 1.15, 1.2,
];
const COLDF = [0.85, 0.85, 0.95, 1, 1.1, 1.2, 1.25, 1.2, 1.05, 0.95, 0.9, 0.85];
const TREND: Record<number, number> = {
  2023: 1,
  2024: 1,
  2025: 1.04,
  2026: 1.07,
};
const dayWeight = (styp: string, d: string) => {
  const w = dayOfWeek(d);
  let f = w === 0 || w === 6 || isBank(d) ? WKND[styp]! : 1;
  if (xmasShut(d) && styp !== "HOS") f *= 0.1;
  const mth = month(d) - 1;
  return f * SEAS[styp]![mth]! * TREND[year(d)]!;
};

// ------------------------------------------------------------------ service calls
type Call = {
  mach: Mach;
  site: string;
  flt: string;
  rpt: string;
  src: string;
  eng: string | null;
  clr: string | null;
  stat: string;
  parts: number | null;
  note: string | null;
};
const calls: Call[] = [];
const CALL_DAYS: Record<string, number> = { S: 95, D: 80, C: 50, X: 70 };
const FAULTS: Record<string, [string, number][]> = {
  S: [
    ["SPR", 40],
    ["CMD", 22],
    ["NTR", 10],
    ["CDR", 14],
    ["VND", 5],
    ["PWR", 5],
  ],
  D: [
    ["REF", 22],
    ["SPR", 18],
    ["CMD", 20],
    ["CDR", 14],
    ["NTR", 10],
    ["VND", 5],
    ["PWR", 6],
  ],
  C: [
    ["BRW", 30],
    ["WTR", 16],
    ["GRD", 15],
    ["CDR", 10],
    ["CMD", 16],
    ["PWR", 6],
    ["VND", 3],
  ],
  X: [
    ["SPR", 30],
    ["REF", 18],
    ["CMD", 20],
    ["CDR", 14],
    ["NTR", 10],
    ["VND", 5],
  ],
};
const PARTS: Record<string, [number, number, number]> = {
  SPR: [0.6, 600, 2500],
  CMD: [0.5, 1500, 9000],
  NTR: [0.4, 2000, 12000],
  CDR: [0.3, 3000, 9000],
  VND: [0.8, 1000, 15000],
  PWR: [0.4, 500, 6000],
  REF: [0.45, 6000, 32000],
  BRW: [0.6, 1500, 12000],
  WTR: [0.5, 400, 3000],
  GRD: [0.5, 2500, 9000],
};
const NOTES: Record<string, string[]> = {
  SPR: [
    "Spiral motor replaced",
    "Jammed spiral cleared",
    "Drop sensor realigned",
    "Spiral re-seated",
  ],
  CMD: [
    "Coin mech jammed - cleared",
    "Coin mech exchanged",
    "Coin tubes cleaned",
  ],
  NTR: ["Note reader rejecting notes - cleaned", "Note reader replaced"],
  CDR: [
    "Card reader offline - rebooted",
    "Card reader swapped",
    "SIM replaced in telemetry unit",
  ],
  VND: [
    "Front glass smashed - replaced",
    "Lock forced - new lock fitted",
    "Panel damaged",
  ],
  PWR: ["Tripped fuse - reset", "PSU replaced", "Mains lead damaged"],
  REF: [
    "Not chilling - condenser cleaned",
    "Compressor relay replaced",
    "Fan motor replaced",
    "Refrigerant leak repaired",
  ],
  BRW: [
    "Brewer unit serviced",
    "Brewer seized - replaced",
    "Mixer whipper replaced",
  ],
  WTR: [
    "Water leak under machine - fitting tightened",
    "Water filter changed",
    "Inlet valve replaced",
  ],
  GRD: ["Grinder blocked - cleared", "Grinder burrs replaced"],
};
const engsOn = (d: string) =>
  STAFF.filter(
    (s) => s[2] === "ENG" && s[4] <= d && (s[5] === null || d <= s[5]),
  );
const ENG_W: Record<string, number> = { E07: 1.0, E08: 1.1, E09: 0.8 };
for (const p of plcs) {
  const s = SITE.get(p.site)!;
  if (s.noCalls) continue;
  const from = p.inst > START ? p.inst : START;
  const to = p.rmv && p.rmv < LAST ? p.rmv : LAST;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const age = year(d) - year(p.mach.purch);
    const rate = (1 / CALL_DAYS[p.mach.t]!) * (0.75 + 0.05 * age);
    if (!R.chance(rate)) continue;
    let flts = FAULTS[p.mach.t]!;
    if (!p.mach.cdr || d < p.mach.cdr)
      flts = flts.filter((f) => f[0] !== "CDR");
    const flt = R.weighted(flts);
    const rptMin = R.int(7 * 60, 18 * 60);
    const rpt = tsAdd(d, rptMin);
    const src =
      flt === "CDR"
        ? R.weighted([
            ["TEL", 7],
            ["HST", 2],
            ["DRV", 1],
          ] as const)
        : R.weighted([
            ["HST", 45],
            ["DRV", 30],
            ["TEL", 25],
          ] as const);
    const engs = engsOn(d);
    const eng = R.weighted(engs.map((e) => [e[0], ENG_W[e[0]]!] as const));
    let hours = Math.exp(2.9 + 0.9 * gauss());
    if (flt === "REF") hours *= 1.5;
    hours = Math.min(400, Math.max(1, hours));
    const clrTs = tsAdd(d, rptMin + hours * 60);
    const noFault = R.chance(0.08);
    if (clrTs >= `${TODAY} 07:00:00`) {
      calls.push({
        mach: p.mach,
        site: p.site,
        flt,
        rpt,
        src,
        eng: R.chance(0.6) ? eng : null,
        clr: null,
        stat: "O",
        parts: null,
        note: null,
      });
      continue;
    }
    let parts = 0;
    if (!noFault) {
      const [pr, lo, hi] = PARTS[flt]!;
      if (R.chance(pr)) parts = r5(R.int(lo, hi));
    }
    calls.push({
      mach: p.mach,
      site: p.site,
      flt,
      rpt,
      src,
      eng,
      clr: clrTs,
      stat: noFault ? "N" : "F",
      parts,
      note: noFault
        ? "No fault found on arrival"
        : R.chance(0.7)
          ? R.pick(NOTES[flt]!)
          : null,
    });
  }
}
{
  // the two machines scrapped as beyond economic repair
  const scrap = (
    siteId: string,
    t: string,
    rptDay: string,
    flt: string,
    note: string,
  ) => {
    const p = plcs.find(
      (x) => x.site === siteId && x.mach.t === t && x.rsn === "BRK",
    )!;
    calls.push({
      mach: p.mach,
      site: siteId,
      flt,
      rpt: `${rptDay} 08:40:00`,
      src: "HST",
      eng: "E07",
      clr: `${p.rmv} 15:30:00`,
      stat: "F",
      parts: 0,
      note,
    });
  };
  scrap(
    "S102",
    "C",
    "2024-06-11",
    "BRW",
    "Boiler and brewer failed - uneconomic to repair, machine scrapped",
  );
  scrap(
    "S116",
    "D",
    "2025-11-17",
    "REF",
    "Compressor failed - uneconomic to repair, machine scrapped",
  );
  // an older call still open, waiting for a part
  const p = plcs.find(
    (x) => x.site === "S114" && x.mach.t === "C" && x.rmv === null,
  )!;
  calls.push({
    mach: p.mach,
    site: "S114",
    flt: "GRD",
    rpt: "2026-11-09 10:15:00",
    src: "DRV",
    eng: "E08",
    clr: null,
    stat: "O",
    parts: null,
    note: "Grinder motor on order",
  });
}
calls.sort((a, b) =>
  a.rpt < b.rpt ? -1 : a.rpt > b.rpt ? 1 : a.mach.id - b.mach.id,
);
// refrigeration faults spoil the chilled stock: written off at the machine's next visit
const refFaults = calls.filter((c) => c.flt === "REF");

// ------------------------------------------------------------------ visits
type Line = [string, number, number, number, string | null, number, number];
type Visit = {
  mach: Mach;
  site: string;
  emp: string;
  dt: string;
  stat: string;
  dex: number | null;
  cash: number | null;
  cless: number | null;
  lines: Line[];
};
const visits: Visit[] = [];
const RECALL_FROM = "2025-08-12";
const RECALL_TO = "2025-08-19";
const cashlessShare = (s: Site, m: Mach, d: string) => {
  if (!m.cdr || d < m.cdr) return 0;
  const t = daysBetween("2024-01-01", d) / 1060;
  const f = { HOS: 1.1, COL: 1.12, OFF: 1.05, GYM: 1.0, IND: 0.78 }[s.typ]!;
  return Math.min(0.95, Math.max(0.05, (0.42 + 0.3 * t) * f + 0.06 * gauss()));
};
for (const s of SITES) {
  const mine = plcs.filter((p) => p.site === s.id);
  if (mine.length === 0) continue;
  const lastDone = new Map<Mach, string>();
  const pendingSpoil = new Set<Mach>();
  const first = mine.reduce((a, p) => (p.inst < a ? p.inst : a), "9999");
  const from = first > START ? first : START;
  const endD = s.end ?? SCHED_END;
  for (let d = from; d <= endD && d <= SCHED_END; d = addDays(d, 1)) {
    const w = dayOfWeek(d);
    const removals = mine.filter((p) => p.rmv === d);
    const fortnight =
      s.size < 0.85 && Math.floor(daysBetween("2023-12-25", d) / 7) % 2 === 1;
    const isDay =
      s.days.includes(w) &&
      !fortnight &&
      !isBank(d) &&
      !(xmasShut(d) && s.typ !== "HOS");
    if (!isDay && removals.length === 0) continue;
    const future = d >= TODAY;
    const here = mine.filter(
      (p) => p.inst < d && (p.rmv === null || p.rmv >= d),
    );
    if (here.length === 0) continue;
    const emp = driverOn(s.route, d);
    const missed = !future && isDay && R.chance(0.02);
    for (const p of here) {
      if (!isDay && p.rmv !== d) continue;
      const m = p.mach;
      if (future) {
        visits.push({
          mach: m,
          site: s.id,
          emp,
          dt: d,
          stat: "S",
          dex: null,
          cash: null,
          cless: null,
          lines: [],
        });
        continue;
      }
      if (missed && p.rmv !== d) {
        visits.push({
          mach: m,
          site: s.id,
          emp,
          dt: d,
          stat: "M",
          dex: null,
          cash: null,
          cless: null,
          lines: [],
        });
        continue;
      }
      const since =
        lastDone.get(m) ??
        (p.inst > addDays(START, -7) ? p.inst : addDays(START, -7));
      for (const c of refFaults)
        if (
          c.mach === m &&
          c.rpt.slice(0, 10) >= since &&
          c.rpt.slice(0, 10) < d
        )
          pendingSpoil.add(m);
      let eff = 0;
      for (let x = addDays(since, 1); x <= d; x = addDays(x, 1))
        eff += dayWeight(s.typ, x);
      const rate = BASE[m.t]![s.typ]! * s.size * m.factor;
      const mth = month(d) - 1;
      const wsum = m.plano.reduce((a, [, wt]) => a + wt, 0);
      const lines: Line[] = [];
      const last = p.rmv === d;
      for (const [code, wt] of m.plano) {
        let prod = PROD.get(code)!;
        // withdrawn products were replaced in the same slot
        if (d > prod[7]) prod = PROD.get(code === "CR03" ? "CR07" : "EN04")!;
        if (d < prod[6]) prod = PROD.get("EN01")!;
        const cat = prod[2];
        let lam = (rate * eff * wt) / wsum;
        if (cat === "HOT") lam *= HOTF[mth]!;
        if (CHILLED.has(cat) && cat !== "FRS") lam *= COLDF[mth]!;
        const sold = pois(lam);
        let wo = 0;
        let rsn: string | null = null;
        if (pendingSpoil.has(m) && CHILLED.has(cat)) {
          wo = R.int(2, 9);
          rsn = "SPL";
        } else if (code === "FR02" && d >= RECALL_FROM && d <= RECALL_TO) {
          wo = R.int(3, 6);
          rsn = "RCL";
        } else if (cat === "FRS" && R.chance(0.38)) {
          wo = R.int(1, 4);
          rsn = "EXP";
        } else if (
          ["CRS", "CHO", "CNF", "BAR"].includes(cat) &&
          R.chance(0.025)
        ) {
          wo = R.int(1, 3);
          rsn = "EXP";
        } else if (
          ["CAN", "WTR", "ENG", "JCE"].includes(cat) &&
          R.chance(0.015)
        ) {
          wo = R.int(1, 2);
          rsn = "DMG";
        } else if (cat === "HOT" && R.chance(0.015)) {
          wo = R.int(4, 12);
          rsn = "EXP";
        }
        if (sold === 0 && wo === 0) continue;
        const fill = last ? 0 : sold + wo;
        const same = lines.find((l) => l[0] === prod[0]);
        if (same) {
          same[1] += sold;
          same[2] += fill;
          same[3] += wo;
          same[4] = same[4] ?? rsn;
        } else
          lines.push([
            prod[0],
            sold,
            fill,
            wo,
            rsn,
            costAt(prod, d),
            sellAt(prod, d),
          ]);
      }
      pendingSpoil.delete(m);
      const value = lines.reduce((a, l) => a + l[1] * l[6], 0);
      const cless = Math.min(value, r5(value * cashlessShare(s, m, d)));
      const dex = value - cless;
      let cash = dex;
      const roll = R.next();
      if (dex > 0 && roll < 0.09) cash = Math.max(0, dex - r5(R.int(10, 400)));
      else if (dex > 0 && roll < 0.12) cash = dex + r5(R.int(10, 120));
      visits.push({
        mach: m,
        site: s.id,
        emp,
        dt: d,
        stat: "D",
        dex,
        cash,
        cless,
        lines,
      });
      lastDone.set(m, d);
    }
  }
}
visits.sort((a, b) =>
  a.dt < b.dt
    ? -1
    : a.dt > b.dt
      ? 1
      : a.site < b.site
        ? -1
        : a.site > b.site
          ? 1
          : a.mach.id - b.mach.id,
);

// ------------------------------------------------------------------ commission
type Comm = [number, string, string, number, number, number, string | null];
const comms: Comm[] = [];
{
  const agg = new Map<string, number>();
  for (const v of visits) {
    if (v.stat !== "D") continue;
    const key = `${v.site}|${v.dt.slice(0, 7)}-01`;
    agg.set(key, (agg.get(key) ?? 0) + v.cash! + v.cless!);
  }
  const UNPAID = new Set([
    "S108|2026-10-01",
    "S120|2026-10-01",
    "S127|2026-10-01",
    "S114|2026-09-01",
  ]);
  const keys = [...agg.keys()].sort((a, b) => {
    const [sa, ma] = a.split("|");
    const [sb, mb] = b.split("|");
    return ma! < mb! ? -1 : ma! > mb! ? 1 : sa! < sb! ? -1 : 1;
  });
  let no = 5001;
  for (const key of keys) {
    const [sid, per] = key.split("|") as [string, string];
    if (per > "2026-10-01") continue;
    const s = SITE.get(sid)!;
    const rate = commAt(s, per);
    if (rate <= 0) continue;
    const tk = agg.get(key)!;
    const comm = Math.round((tk * rate) / 100);
    let paid: string | null = addDays(addMonths(per, 1), R.int(7, 13));
    while (dayOfWeek(paid) === 0 || dayOfWeek(paid) === 6)
      paid = addDays(paid, 1);
    if (UNPAID.has(key)) paid = null;
    comms.push([no++, sid, per, tk, rate, comm, paid]);
  }
}

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA vendtrak;
CREATE TABLE vendtrak.vt_code (grp_cd varchar(5) NOT NULL, code varchar(4) NOT NULL, descr varchar(60) NOT NULL, PRIMARY KEY (grp_cd, code));
CREATE TABLE vendtrak.staff (
  emp_id char(3) PRIMARY KEY, emp_nm varchar(40) NOT NULL, role_cd varchar(3) NOT NULL, route_cd char(2),
  start_dt date NOT NULL, end_dt date
);
CREATE TABLE vendtrak.site (
  site_id char(4) PRIMARY KEY, site_nm varchar(60) NOT NULL, site_typ char(3) NOT NULL CHECK (site_typ IN ('OFF','HOS','GYM','COL','IND')),
  town varchar(30) NOT NULL, post_cd varchar(9) NOT NULL, route_cd char(2) NOT NULL, host_cont varchar(40),
  comm_pct numeric(4,1) NOT NULL DEFAULT 0, start_dt date NOT NULL, end_dt date
);
CREATE TABLE vendtrak.mach (
  mach_id integer PRIMARY KEY, asset_no varchar(8) NOT NULL UNIQUE, mach_typ char(3) NOT NULL CHECK (mach_typ IN ('SNK','DRK','COF','CMB')),
  make_mdl varchar(40) NOT NULL, serial_no varchar(12) NOT NULL, purch_dt date NOT NULL, purch_p integer NOT NULL, cdr_dt date,
  stat_cd char(3) NOT NULL CHECK (stat_cd IN ('ACT','WHS','SCR'))
);
CREATE TABLE vendtrak.mach_plc (
  plc_id integer PRIMARY KEY, mach_id integer NOT NULL REFERENCES vendtrak.mach (mach_id), site_id char(4) NOT NULL REFERENCES vendtrak.site (site_id),
  inst_dt date NOT NULL, rmv_dt date, rmv_rsn char(3)
);
CREATE TABLE vendtrak.prod (
  prod_cd char(4) PRIMARY KEY, prod_nm varchar(60) NOT NULL, cat_cd char(3) NOT NULL, cost_p integer NOT NULL, sell_p integer NOT NULL,
  active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE vendtrak.vst (
  vst_no integer PRIMARY KEY, mach_id integer NOT NULL REFERENCES vendtrak.mach (mach_id), site_id char(4) NOT NULL REFERENCES vendtrak.site (site_id),
  emp_id char(3) NOT NULL REFERENCES vendtrak.staff (emp_id), vst_dt date NOT NULL, stat_cd char(1) NOT NULL CHECK (stat_cd IN ('D','M','S')),
  dex_cash_p integer, cash_p integer, cless_p integer
);
CREATE TABLE vendtrak.vst_ln (
  vst_no integer NOT NULL REFERENCES vendtrak.vst (vst_no), ln_no smallint NOT NULL, prod_cd char(4) NOT NULL REFERENCES vendtrak.prod (prod_cd),
  sold_qty integer NOT NULL, fill_qty integer NOT NULL, wo_qty integer NOT NULL DEFAULT 0, wo_rsn char(3),
  unit_cost_p integer NOT NULL, sell_p integer NOT NULL, PRIMARY KEY (vst_no, ln_no)
);
CREATE TABLE vendtrak.svc_call (
  call_no integer PRIMARY KEY, mach_id integer NOT NULL REFERENCES vendtrak.mach (mach_id), site_id char(4) NOT NULL REFERENCES vendtrak.site (site_id),
  flt_cd char(3) NOT NULL, rpt_ts timestamp NOT NULL, rpt_src char(3) NOT NULL, eng_id char(3) REFERENCES vendtrak.staff (emp_id),
  clr_ts timestamp, stat_cd char(1) NOT NULL CHECK (stat_cd IN ('O','F','N')), parts_p integer, note varchar(80)
);
CREATE TABLE vendtrak.comm_pmt (
  pmt_no integer PRIMARY KEY, site_id char(4) NOT NULL REFERENCES vendtrak.site (site_id), per_mth date NOT NULL, takings_p integer NOT NULL,
  comm_pct numeric(4,1) NOT NULL, comm_p integer NOT NULL, paid_dt date
);
`;
  const CODES: [string, string, string][] = [
    ["RTE", "R1", "Leeds City"],
    ["RTE", "R2", "Leeds North & Harrogate"],
    ["RTE", "R3", "Bradford & Halifax"],
    ["RTE", "R4", "Wakefield & Five Towns"],
    ["STYP", "OFF", "Office"],
    ["STYP", "HOS", "Hospital / healthcare"],
    ["STYP", "GYM", "Gym / leisure centre"],
    ["STYP", "COL", "College / university"],
    ["STYP", "IND", "Industrial / depot"],
    ["MTYP", "SNK", "Snack"],
    ["MTYP", "DRK", "Cold drink"],
    ["MTYP", "COF", "Hot drinks / coffee"],
    ["MTYP", "CMB", "Combo snack & drink"],
    ["MSTAT", "ACT", "Active - on site"],
    ["MSTAT", "WHS", "In warehouse"],
    ["MSTAT", "SCR", "Scrapped"],
    ["RMV", "MOV", "Relocated to another site"],
    ["RMV", "LOW", "Low sales"],
    ["RMV", "END", "Site contract ended"],
    ["RMV", "BRK", "Beyond economic repair"],
    ["RMV", "UPG", "Replaced by a newer machine"],
    ["PCAT", "CRS", "Crisps & savoury"],
    ["PCAT", "CHO", "Chocolate"],
    ["PCAT", "CNF", "Sweets"],
    ["PCAT", "BAR", "Cereal & protein bars"],
    ["PCAT", "FRS", "Fresh food"],
    ["PCAT", "CAN", "Soft drinks"],
    ["PCAT", "WTR", "Water"],
    ["PCAT", "ENG", "Energy & sports drinks"],
    ["PCAT", "JCE", "Juice & smoothies"],
    ["PCAT", "HOT", "Hot drinks"],
    ["VSTAT", "D", "Done"],
    ["VSTAT", "M", "Missed - no access"],
    ["VSTAT", "S", "Scheduled"],
    ["WORSN", "EXP", "Out of date"],
    ["WORSN", "DMG", "Damaged"],
    ["WORSN", "SPL", "Spoiled - chiller failure"],
    ["WORSN", "RCL", "Supplier recall"],
    ["FLT", "SPR", "Spiral / vend motor"],
    ["FLT", "CMD", "Coin mechanism"],
    ["FLT", "NTR", "Note reader"],
    ["FLT", "CDR", "Card reader / telemetry"],
    ["FLT", "VND", "Vandalism"],
    ["FLT", "PWR", "Power / electrical"],
    ["FLT", "REF", "Refrigeration"],
    ["FLT", "BRW", "Brewer / mixer"],
    ["FLT", "WTR", "Water supply / leak"],
    ["FLT", "GRD", "Coffee grinder"],
    ["CSRC", "HST", "Host phoned in"],
    ["CSRC", "DRV", "Driver reported"],
    ["CSRC", "TEL", "Telemetry alert"],
    ["CSTAT", "O", "Open"],
    ["CSTAT", "F", "Fixed"],
    ["CSTAT", "N", "No fault found"],
    ["ROLE", "DRV", "Route driver"],
    ["ROLE", "ENG", "Service engineer"],
    ["ROLE", "OPS", "Operations manager"],
    ["ROLE", "DIR", "Director"],
    ["ROLE", "WHS", "Warehouse & stock controller"],
  ];
  const vstRows: unknown[][] = [];
  const lnRows: unknown[][] = [];
  visits.forEach((v, k) => {
    const no = 100001 + k;
    vstRows.push([
      no,
      v.mach.id,
      v.site,
      v.emp,
      v.dt,
      v.stat,
      v.dex,
      v.cash,
      v.cless,
    ]);
    v.lines.forEach((l, j) => lnRows.push([no, j + 1, ...l]));
  });
  return [
    ddl,
    insertRows("vendtrak.vt_code", ["grp_cd", "code", "descr"], CODES),
    insertRows(
      "vendtrak.staff",
      ["emp_id", "emp_nm", "role_cd", "route_cd", "start_dt", "end_dt"],
      STAFF,
    ),
    insertRows(
      "vendtrak.site",
      [
        "site_id",
        "site_nm",
        "site_typ",
        "town",
        "post_cd",
        "route_cd",
        "host_cont",
        "comm_pct",
        "start_dt",
        "end_dt",
      ],
      SITES.map((s) => [
        s.id,
        s.nm,
        s.typ,
        s.town,
        s.pc,
        s.route,
        s.cont,
        s.comm,
        s.start,
        s.end,
      ]),
    ),
    insertRows(
      "vendtrak.mach",
      [
        "mach_id",
        "asset_no",
        "mach_typ",
        "make_mdl",
        "serial_no",
        "purch_dt",
        "purch_p",
        "cdr_dt",
        "stat_cd",
      ],
      machs.map((m) => [
        m.id,
        m.asset,
        TYP[m.t],
        m.model,
        m.serial,
        m.purch,
        m.purchP,
        m.cdr,
        m.stat,
      ]),
    ),
    insertRows(
      "vendtrak.mach_plc",
      ["plc_id", "mach_id", "site_id", "inst_dt", "rmv_dt", "rmv_rsn"],
      plcs.map((p, k) => [701 + k, p.mach.id, p.site, p.inst, p.rmv, p.rsn]),
    ),
    insertRows(
      "vendtrak.prod",
      ["prod_cd", "prod_nm", "cat_cd", "cost_p", "sell_p", "active_yn"],
      PRODS.map((p) => [p[0], p[1], p[2], p[3], p[4], p[5]]),
    ),
    insertRows(
      "vendtrak.vst",
      [
        "vst_no",
        "mach_id",
        "site_id",
        "emp_id",
        "vst_dt",
        "stat_cd",
        "dex_cash_p",
        "cash_p",
        "cless_p",
      ],
      vstRows,
    ),
    insertRows(
      "vendtrak.vst_ln",
      [
        "vst_no",
        "ln_no",
        "prod_cd",
        "sold_qty",
        "fill_qty",
        "wo_qty",
        "wo_rsn",
        "unit_cost_p",
        "sell_p",
      ],
      lnRows,
    ),
    insertRows(
      "vendtrak.svc_call",
      [
        "call_no",
        "mach_id",
        "site_id",
        "flt_cd",
        "rpt_ts",
        "rpt_src",
        "eng_id",
        "clr_ts",
        "stat_cd",
        "parts_p",
        "note",
      ],
      calls.map((c, k) => [
        30001 + k,
        c.mach.id,
        c.site,
        c.flt,
        c.rpt,
        c.src,
        c.eng,
        c.clr,
        c.stat,
        c.parts,
        c.note,
      ]),
    ),
    insertRows(
      "vendtrak.comm_pmt",
      [
        "pmt_no",
        "site_id",
        "per_mth",
        "takings_p",
        "comm_pct",
        "comm_p",
        "paid_dt",
      ],
      comms,
    ),
  ].join("\n");
}
