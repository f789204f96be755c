/**
 * Sorna Ferry Company Ltd, a family-run island ferry operator sailing out of Port Rannoch on the west coast of
 * Scotland. Two small roll-on/roll-off car-and-passenger ferries serve two routes from the mainland slipway:
 *   - SOR Port Rannoch - Sorna (Ardnish pier), 35 minutes, the main route: winter (October to March) two returns a
 *     day Monday to Saturday and one on Sundays; summer (April to September) three returns a day and two on Sundays,
 *     plus an evening return Monday to Saturday in July and August;
 *   - TAR Port Rannoch - Tarra (Tarra Slip), 55 minutes: one return on Tuesdays, Thursdays and Saturdays in winter,
 *     and Monday, Tuesday, Thursday, Friday and Saturday in summer (two returns on summer Saturdays).
 * No sailings on Christmas Day or New Year's Day. Each vessel goes to dry dock for about three weeks every winter:
 * while MV Sorna Lass is away MV Tarra Isle covers the Sorna timetable and Tarra has no service; while MV Tarra Isle
 * is away the Sorna Lass fits a midday Tarra return in between her Sorna sailings. MV Tarra Isle was bought
 * second-hand as MV Morvern Maid and renamed after her 2025 refit, on 2025-03-14 (same vessel, same `vsl_id`).
 * Foot passengers and vehicles book online, by phone or at the port office (where most foot passengers simply buy
 * a ticket before boarding). Islanders can buy a season ticket (foot pass or vehicle pass) for their own route.
 * Lorries (hauliers' freight) travel on account, charged by the metre and invoiced monthly; one haulier pays by
 * card at the office. Sailings are cancelled for weather, now and then for a technical fault or crew shortage.
 * The ferries are fuelled (bunkered) at Port Rannoch from a road tanker.
 *
 * This is the database of the "FerryDesk 4" reservations and operations package (schema `fdesk`), copied on the
 * morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The package went live on
 * 2024-01-02; season tickets valid at go-live were keyed in with their original dates, nothing else was migrated.
 * The crew rostering module has only been used since 2025-04-01 (no roster rows before that). The timetable
 * (sailings with status S) is loaded to 2026-12-31 and rostered to 2026-12-06; bookings already taken for those
 * future sailings have status B.
 *
 * MONEY is kept in whole PENCE (integer columns ending `_p`). Passenger and vehicle fares and season tickets carry
 * no VAT (zero-rated), so they are the whole price. Freight charges and fuel are EX VAT with the VAT (20%) kept
 * apart in `vat_p`. Answers about money are given in pounds (pence / 100).
 *
 * Business terms:
 * - A sailing is one crossing in one direction (a "return" is two sailings). Sailings that went ahead are status C;
 *   cancelled ones are X with the reason in `cxl_cd`; future ones are S.
 * - Delay of a sailing = `dep_act - dep_sched` (completed sailings only); "late" = more than 10 minutes.
 * - Fare takings (fares taken, ticket revenue) = `bkg.fare_p` of bookings with status C (travelled) or N (no-show:
 *   the fare is kept), by the date of the sailing. Cancelled (X) and refunded (W) bookings are left out; future
 *   bookings (B) are not takings yet. Season ticket journeys carry a fare of 0.
 * - Passengers carried = `n_adt + n_chd` of bookings with status C (foot passengers and people in vehicles; season
 *   ticket journeys count; lorry drivers are not counted; under-fives travel free and are not recorded).
 * - Vehicles carried = `qty` of booking lines whose fare has class V (`fare.fare_cls`), on bookings with status C.
 *   Lorries are freight, in `frt_mv`, not vehicles in this sense. Trailers and bicycles are add-ons (class A).
 * - A foot passenger booking is one without a vehicle line.
 * - No-show rate = no-shows (N) out of bookings that were due to travel (C + N).
 * - A ticket sale is a booking that is not cancelled (not X or W); its channel is `chan_cd`.
 * - Season ticket sales = `price_p` of season tickets with status A, by `sold_dt`; a season ticket is valid on a day
 *   between `valid_from` and `valid_to` (both included). A journey on a season ticket is a booking with `pay_cd` SEAS.
 * - Freight revenue = `frt_mv.chg_p` (ex VAT) of movements with status C, by sailing date; lorry metres = `len_m`.
 * - Outstanding (unpaid) invoices: `acct_inv.paid_dt` NULL; overdue when also `due_dt` is before today.
 * - Fuel spend = `bunker.net_p` (ex VAT) of rows not voided; fuel cost per litre = spend / litres.
 * - A crew member "worked" a sailing when rostered on it and the sailing went ahead (status C); a crew member is
 *   left on the roster of a sailing that was cancelled. The master (skipper) of a sailing is the row with `duty_cd`
 *   MST. Current crew have no `leave_dt`.
 * - Customers (islanders, hauliers) with `del_yn` = 'Y' are deleted duplicates and must be left out.
 *
 * The package does NOT record: crew wages, hours worked, overtime or leave; the onboard cafe or shop; harbour dues,
 * port charges, insurance, repairs or dry-dock costs; weather readings (wind, wave height) beyond the cancellation
 * reason; passenger complaints or feedback; how many people were on board other than from bookings (no headcount);
 * where foot passengers travel on to; the weight of vehicles; emissions.
 *
 * Tables
 * - `fd_code`: code lookup (`code_set`, `code`, `descr`). Sets: CHAN booking channel (OFF port office, WEB online,
 *   TEL phone); BSTAT booking status (B booked - future, C travelled, N no-show, X cancelled by customer - refunded,
 *   W refunded because the sailing was cancelled); SSTAT sailing status (S scheduled, C completed, X cancelled);
 *   CXL cancellation reason (WX weather, TEC technical fault, CRW crew shortage); PAY (CARD, CASH, SEAS season
 *   ticket, ACC on account); STYP season ticket type (FP12 islander foot pass 12 months, VP12 islander vehicle pass
 *   12 months - vehicle and driver, FP3 islander foot pass 3 months); RANK / duty (MST master, ENG engineer, DKH
 *   deckhand); LOAD freight load (GEN general haulage, FUE fuel tanker, LIV livestock, BLD building materials, WST
 *   waste); FCLS fare class (P passenger, V vehicle, A add-on); CTYP customer type (I islander, H haulier).
 * - `route`: `rte_cd` (SOR, TAR), `rte_nm`, `port_a`, `port_b`, `xing_min` timetabled crossing minutes, `dist_nm`
 *   nautical miles, `frt_rate_p` current freight charge per metre ex VAT, `active_yn` Y/N.
 * - `vessel`: `vsl_id`, `vsl_nm` current name, `prev_nm` former name (NULL if never renamed), `renamed_dt`, `imo_no`,
 *   `built_yr`, `gt` gross tonnage, `car_cap` car spaces, `pax_cap` passenger certificate, `in_svc_yn` Y/N.
 * - `crew`: `crew_id`, `crew_nm`, `rank_cd` (RANK), `join_dt`, `leave_dt` (NULL while employed).
 * - `fare`: `fare_cd`, `fare_desc` current name, `fare_cls` (FCLS), `sor_p` / `tar_p` current single fare per route,
 *   `active_yn` Y/N ('N': no longer sold). Fares go up every 1 April; booking lines keep the price paid. Fare CAR was
 *   renamed from 'Car up to 5m' to 'Standard Vehicle' on 2025-04-01; booking lines keep the name printed at the time
 *   in `bkg_ln.ln_desc`. The adult day return (DRT) was withdrawn on 2025-04-01.
 * - `cust`: account customers only (islanders and hauliers; visitors have no account), `cust_id`, `cust_nm`,
 *   `cust_typ` (CTYP), `home_isl` (SOR / TAR for islanders, else NULL), `pcode`, `tel`, `email` (NULLs when not
 *   given), `acct_yn` Y/N credit account (hauliers invoiced monthly), `crt_dt` account opened, `del_yn` Y/N.
 * - `season_tkt`: `st_no`, `cust_id`, `st_typ` (STYP), `rte_cd`, `valid_from`, `valid_to`, `price_p`, `sold_dt`,
 *   `sold_chan` (OFF / WEB), `stat_cd` A valid / C cancelled and refunded.
 * - `sailing`: the timetable and what happened, `sail_id`, `rte_cd`, `sail_dt`, `dir_cd` O outward (from Port
 *   Rannoch to the island) / I inward (island to Port Rannoch), `dep_sched` timetabled departure, `dep_act` and
 *   `arr_act` actual departure and arrival (NULL unless completed), `vsl_id`, `stat_cd` (SSTAT), `cxl_cd` (CXL,
 *   NULL unless cancelled).
 * - `sail_crew`: crew rostered per sailing (since 2025-04-01), (`sail_id`, `crew_id`), `duty_cd` (RANK) the duty on
 *   that sailing. Three or four crew a sailing.
 * - `bkg`: bookings and tickets, one per vehicle (with its occupants) or per party of foot passengers on one sailing.
 *   `bkg_ref`, `sail_id`, `cust_id` (islander on a season ticket, else NULL), `lead_nm` lead passenger (NULL for
 *   most port office sales), `chan_cd` (CHAN), `bkg_ts` when booked or bought, `veh_reg` (NULL for foot passengers),
 *   `n_adt` adults, `n_chd` children 5-15, `fare_p` total fare (sum of its lines), `pay_cd` (PAY), `st_no` season
 *   ticket used (NULL unless SEAS), `stat_cd` (BSTAT).
 * - `bkg_ln`: booking lines, (`bkg_ref`, `ln_no`), `fare_cd`, `ln_desc` fare name at the time, `qty`, `unit_p`,
 *   `line_p` = qty * unit_p. A vehicle booking has one vehicle line (the driver pays as an adult).
 * - `frt_mv`: freight movements (lorries), `mv_no`, `sail_id`, `cust_id` haulier, `veh_reg`, `len_m` metres,
 *   `load_cd` (LOAD), `chg_p` charge ex VAT, `vat_p`, `pay_cd` ACC / CARD, `inv_no` account invoice (NULL until
 *   invoiced or when paid by card), `stat_cd` C carried / X shut out because the sailing was cancelled (the lorry is
 *   then carried on the next sailing, as a new row).
 * - `acct_inv`: monthly freight account invoices, `inv_no`, `cust_id`, `inv_dt` (1st of the next month), `per_from`,
 *   `per_to`, `net_p`, `vat_p`, `due_dt` (30 days), `paid_dt` (NULL while unpaid).
 * - `bunker`: fuel deliveries (marine gas oil), `bnk_no`, `vsl_id`, `bnk_dt`, `supp_nm` (Highland Fuels Ltd until
 *   June 2025, then Scotoil Marine), `litres`, `ppl` pence per litre ex VAT, `net_p`, `vat_p`, `void_yn` Y/N
 *   ('Y': keyed twice, voided - leave out).
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const TT_END = "2026-12-31";
const ROSTER_START = "2025-04-01";
const ROSTER_END = "2026-12-06";

type Rte = "SOR" | "TAR";
const month = (d: string) => Number(d.slice(5, 7));
const year = (d: string) => Number(d.slice(0, 4));
const isSummer = (d: string) => month(d) >= 4 && month(d) <= 9;
const isPeak = (d: string) => month(d) === 7 || month(d) === 8;
const hm = (mins: number) =>
  `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;
const ts = (d: string, mins: number) => `${d} ${hm(mins)}`;
const tariffF = (d: string) =>
  d < "2024-04-01"
    ? 0.9
    : d < "2025-04-01"
      ? 0.94
      : d < "2026-04-01"
        ? 0.97
        : 1;
const r10 = (p: number) => Math.round(p / 10) * 10;
const inRange = (d: string, a: string, b: string) => d >= a && d <= b;

// refits: the vessel is out of service (dry dock) between the dates, both included
const REFIT: Record<number, [string, string][]> = {
  1: [
    ["2024-01-08", "2024-01-28"],
    ["2025-01-13", "2025-02-02"],
    ["2026-01-12", "2026-02-01"],
  ],
  2: [
    ["2024-02-05", "2024-02-18"],
    ["2025-02-17", "2025-03-13"],
    ["2026-02-09", "2026-02-22"],
  ],
};
const inRefit = (v: number, d: string) =>
  REFIT[v]!.some(([a, b]) => inRange(d, a, b));

// fares: code, description now, class, Sorna single, Tarra single (pence, 2026/27 tariff), active
const FARES: [string, string, string, number, number, string][] = [
  ["ADT", "Adult", "P", 650, 880, "Y"],
  ["CHD", "Child (5-15)", "P", 330, 440, "Y"],
  ["DRT", "Adult day return", "P", 1050, 1400, "N"],
  ["CAR", "Standard Vehicle", "V", 2650, 3550, "Y"],
  ["MHM", "Motorhome / Campervan", "V", 4800, 6400, "Y"],
  ["MCY", "Motorcycle", "V", 1250, 1650, "Y"],
  ["CVN", "Commercial van", "V", 3900, 5200, "Y"],
  ["TRL", "Trailer / caravan", "A", 2200, 2900, "Y"],
  ["BIC", "Bicycle", "A", 250, 250, "Y"],
];
const FARE = new Map(FARES.map((f) => [f[0], f]));
const fareDesc = (cd: string, when: string) =>
  cd === "CAR" && when < "2025-04-01" ? "Car up to 5m" : FARE.get(cd)![1];
const fareP = (cd: string, rte: Rte, when: string) =>
  r10((rte === "SOR" ? FARE.get(cd)![3] : FARE.get(cd)![4]) * tariffF(when));

// season tickets: type, Sorna price, Tarra price (pence, 2026/27), months
const STYP: [string, number, number, number][] = [
  ["FP12", 16800, 21500, 12],
  ["VP12", 49500, 64000, 12],
  ["FP3", 5200, 6600, 3],
];
const STYPE = new Map(STYP.map((s) => [s[0], s]));

const CREW: [number, string, string, string, string | null][] = [
  [1, "Alasdair MacLeod", "MST", "2009-04-01", null],
  [2, "Morag Sinclair", "MST", "2016-05-02", null],
  [3, "Iain Campbell", "MST", "2019-03-11", null],
  [4, "Donald Morrison", "ENG", "2011-06-06", null],
  [5, "Calum Beaton", "ENG", "2018-09-03", null],
  [6, "Ewan Fraser", "ENG", "2021-04-12", null],
  [7, "Kirsty MacInnes", "DKH", "2017-04-03", null],
  [8, "Ruaridh Nicolson", "DKH", "2020-05-18", null],
  [9, "Neil Buchanan", "DKH", "2019-06-03", "2025-04-30"],
  [10, "Finlay Matheson", "DKH", "2025-05-06", null],
  [11, "Shona Gillies", "DKH", "2018-03-05", null],
  [12, "Jamie Lamont", "DKH", "2022-06-13", null],
  [13, "Ailsa Kerr", "DKH", "2024-06-03", null],
];
const onCrew = (id: number, d: string) => {
  const c = CREW[id - 1]!;
  return c[3] <= d && (c[4] === null || d <= c[4]);
};

const FIRST = [
  "Catriona",
  "Angus",
  "Mairi",
  "Hamish",
  "Fiona",
  "Duncan",
  "Eilidh",
  "Ruairidh",
  "Isla",
  "Murdo",
  "Kirsteen",
  "Lachlan",
  "Seonaid",
  "Euan",
  "Morven",
  "Kenneth",
  "Rhona",
  "Alistair",
  "Janet",
  "Archie",
  "Flora",
  "Roderick",
  "Anne",
  "Donnie",
  "Heather",
  "Graham",
  "Marion",
  "Colin",
  "Shelagh",
  "Niall",
  "Jessie",
  "Peter",
  "Margaret",
  "Tom",
  "Lorna",
  "Gordon",
  "Sarah",
  "Iona",
  "David",
  "Ishbel",
];
const LASTN = [
  "MacDonald",
  "MacKinnon",
  "MacNeil",
  "MacLean",
  "Stewart",
  "Cameron",
  "MacKenzie",
  "MacRae",
  "Maclachlan",
  "Munro",
  "Robertson",
  "MacIntyre",
  "MacPhail",
  "Galbraith",
  "MacArthur",
  "Livingstone",
  "Paterson",
  "MacKay",
  "Ferguson",
  "Black",
  "Currie",
  "Johnston",
  "Grant",
  "Macaulay",
  "Shaw",
  "Morrison",
  "Gillespie",
  "MacMillan",
  "Henderson",
  "Reid",
];
const VISITOR_FIRST = [
  "James",
  "Sophie",
  "Oliver",
  "Emma",
  "Jack",
  "Chloe",
  "Harry",
  "Lucy",
  "Daniel",
  "Hannah",
  "Mark",
  "Rachel",
  "Thomas",
  "Laura",
  "Ben",
  "Katie",
  "Paul",
  "Claire",
  "Simon",
  "Julia",
  "Hans",
  "Anke",
  "Pierre",
  "Marie",
];
const VISITOR_LAST = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Evans",
  "Thomson",
  "Walker",
  "Wright",
  "Hughes",
  "Green",
  "Hall",
  "Clarke",
  "Turner",
  "Baker",
  "Scott",
  "Young",
  "Murray",
  "Watson",
  "Bell",
  "Becker",
  "Dubois",
];

interface Sail {
  id: number;
  rte: Rte;
  dt: string;
  dep: number;
  dir: string;
  vsl: number;
  st: string;
  cxl: string | null;
  delay: number;
  dur: number;
}
interface Line {
  fare: string;
  desc: string;
  qty: number;
  unit: number;
}
interface Bkg {
  ref: string;
  sail: Sail;
  cust: Cust | null;
  lead: string | null;
  chan: string;
  at: string;
  reg: string | null;
  adt: number;
  chd: number;
  pay: string;
  stNo: number | null;
  stat: string;
  lns: Line[];
}
interface Cust {
  id: number;
  nm: string;
  typ: string;
  isl: string | null;
  pcode: string | null;
  tel: string | null;
  email: string | null;
  acct: string;
  crt: string;
  del: string;
  reg: string | null;
}
interface Season {
  no: number;
  cust: Cust;
  typ: string;
  rte: Rte;
  from: string;
  to: string;
  price: number;
  sold: string;
  chan: string;
  stat: string;
}
interface Frt {
  no: number;
  sail: Sail;
  cust: Cust;
  reg: string;
  len: number;
  load: string;
  chg: number;
  vat: number;
  stat: string;
  pay: string;
  inv: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(44_2026_11);
  const L3 = "ABCDEFGHJKLMNOPRSTUVWXYZ".split("");
  const usedRegs = new Set<string>();
  const reg = () => {
    for (;;) {
      const x = `${r.pick(["SV", "SF", "SK", "SJ", "ST", "SY", "SA", "SB", "SN", "SX", "GL", "YJ", "KX", "LR", "MW", "PN"])}${r.pick(["15", "65", "16", "66", "17", "67", "18", "68", "19", "69", "20", "70", "21", "71", "22", "72", "23", "73", "24", "74", "25", "75"])} ${r.pick(L3)}${r.pick(L3)}${r.pick(L3)}`;
      if (!usedRegs.has(x)) {
        usedRegs.add(x);
        return x;
      }
    }
  };

  // ------------------------------------------------------------ sailings (timetable and what happened)
  const sails: Sail[] = [];
  const addSail = (
    rte: Rte,
    dt: string,
    dep: number,
    dir: string,
    vsl: number,
  ) =>
    sails.push({
      id: 0,
      rte,
      dt,
      dep,
      dir,
      vsl,
      st: dt <= LAST ? "C" : "S",
      cxl: null,
      delay: 0,
      dur: 0,
    });
  const hhmm = (s: string) =>
    Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
  for (let d = START; d <= TT_END; d = addDays(d, 1)) {
    if (d.slice(5) === "12-25" || d.slice(5) === "01-01") continue;
    const dow = dayOfWeek(d);
    const v1 = !inRefit(1, d);
    const v2 = !inRefit(2, d);
    // Sorna route
    let sor: string[];
    if (isSummer(d))
      sor = dow === 0 ? ["10:00", "16:00"] : ["07:45", "12:00", "17:00"];
    else sor = dow === 0 ? ["11:00"] : ["08:00", "15:00"];
    if (isPeak(d) && dow !== 0) sor.push("19:30");
    const sorV = v1 ? 1 : 2;
    for (const t of sor) {
      addSail("SOR", d, hhmm(t), "O", sorV);
      addSail("SOR", d, hhmm(t) + 60, "I", sorV);
    }
    // Tarra route
    const tarDays = isSummer(d) ? [1, 2, 4, 5, 6] : [2, 4, 6];
    if (tarDays.includes(dow) && v1) {
      const tv = v2 ? 2 : 1;
      const outs =
        isSummer(d) && v2
          ? dow === 6
            ? ["09:30", "15:00"]
            : ["09:30"]
          : ["10:30"];
      for (const t of outs) {
        addSail("TAR", d, hhmm(t), "O", tv);
        addSail("TAR", d, hhmm(t) + 90, "I", tv);
      }
    }
  }
  sails.sort((a, b) =>
    a.dt < b.dt
      ? -1
      : a.dt > b.dt
        ? 1
        : a.dep - b.dep || (a.rte < b.rte ? -1 : 1),
  );
  sails.forEach((s, k) => {
    s.id = 100001 + k;
  });
  const byDay = new Map<string, Sail[]>();
  for (const s of sails) {
    const l = byDay.get(s.dt) ?? [];
    l.push(s);
    byDay.set(s.dt, l);
  }

  // weather and other cancellations (only for days already gone)
  const stormP = [
    0.075, 0.065, 0.045, 0.02, 0.008, 0.004, 0.003, 0.005, 0.012, 0.03, 0.05,
    0.07,
  ];
  for (const [d, list] of byDay) {
    if (d > LAST) continue;
    const m = month(d);
    const roll = r.next();
    if (roll < stormP[m - 1]!) {
      const full = r.chance(0.45);
      const from = full ? 0 : r.pick([11 * 60, 13 * 60, 14 * 60 + 30]);
      for (const s of list)
        if (s.rte === "TAR" || s.dep >= from) {
          s.st = "X";
          s.cxl = "WX";
        }
    } else if ((m >= 10 || m <= 3) && r.chance(0.035)) {
      for (const s of list)
        if (s.rte === "TAR") {
          s.st = "X";
          s.cxl = "WX";
        }
    } else if (r.chance(0.006)) {
      const v = r.pick([1, 2]);
      const from = r.int(9, 16) * 60;
      for (const s of list)
        if (s.vsl === v && s.dep >= from) {
          s.st = "X";
          s.cxl = "TEC";
        }
    } else if (r.chance(0.004)) {
      const o = list.filter((s) => s.dir === "O");
      if (o.length > 0) {
        const s = r.pick(o);
        for (const x of list)
          if (
            x.rte === s.rte &&
            x.vsl === s.vsl &&
            (x.dep === s.dep || x.dep === s.dep + (s.rte === "SOR" ? 60 : 90))
          ) {
            x.st = "X";
            x.cxl = "CRW";
          }
      }
    }
  }
  // make sure the recent weeks have some weather
  for (const d of ["2026-10-21", "2026-11-17"])
    for (const s of byDay.get(d)!)
      if (s.dep >= 12 * 60 || s.rte === "TAR") {
        s.st = "X";
        s.cxl = "WX";
      }
  for (const s of sails) {
    if (s.st !== "C") continue;
    const roughDay = byDay.get(s.dt)!.some((x) => x.cxl === "WX");
    const busy = isPeak(s.dt) ? 2 : 0;
    s.delay = r.weighted([
      [r.int(0, 3), 70],
      [r.int(4, 10), 20 + busy * 4],
      [r.int(11, 25), 7 + busy * 2 + (roughDay ? 15 : 0)],
      [r.int(26, 55), 2 + (roughDay ? 5 : 0)],
    ] as const);
    const base = s.rte === "SOR" ? 35 : 55;
    s.dur = base + r.int(-3, roughDay ? 12 : 5);
  }

  // ------------------------------------------------------------ crew roster (same crew all day on a vessel)
  const dayCrew = new Map<string, number[]>();
  const pickAvail = (ids: number[], d: string, used: Set<number>) =>
    ids.filter((i) => onCrew(i, d) && !used.has(i));
  for (const [d, list] of byDay) {
    if (d < ROSTER_START || d > ROSTER_END) continue;
    const used = new Set<number>();
    const vessels = [...new Set(list.map((s) => s.vsl))].sort();
    for (const v of vessels) {
      const prim =
        v === 1
          ? { mst: 1, eng: 4, dk: [7, 8, 9, 10] }
          : { mst: 2, eng: 5, dk: [11, 12] };
      const mst =
        r.chance(0.72) && !used.has(prim.mst)
          ? prim.mst
          : !used.has(3)
            ? 3
            : prim.mst;
      used.add(mst);
      const eng =
        r.chance(0.75) && !used.has(prim.eng)
          ? prim.eng
          : !used.has(6)
            ? 6
            : prim.eng;
      used.add(eng);
      let dks = pickAvail(prim.dk, d, used);
      if (dks.length === 0) dks = pickAvail([7, 8, 9, 10, 11, 12], d, used);
      const dk = r.pick(dks);
      used.add(dk);
      const crew = [mst, eng, dk];
      if (v === 1 && month(d) >= 6 && month(d) <= 8) {
        const extra =
          onCrew(13, d) && r.chance(0.7)
            ? [13]
            : pickAvail([7, 8, 9, 10], d, used);
        if (extra.length > 0) {
          const x = r.pick(extra);
          used.add(x);
          crew.push(x);
        }
      }
      dayCrew.set(`${d}|${v}`, crew);
    }
  }

  // ------------------------------------------------------------ customers: islanders and hauliers
  const custs: Cust[] = [];
  const nameOf = uniqueNames(r, FIRST, LASTN);
  const islanders: Cust[] = [];
  const pcodeOf = (isl: string) =>
    isl === "SOR"
      ? `PA78 6${r.pick(["AB", "AD", "AE", "AF", "AG", "AH", "AJ", "AL", "AN", "AP"])}`
      : `PA78 7${r.pick(["TA", "TB", "TD"])}`;
  const mkIslander = (isl: string, crt: string): Cust => {
    const [f, l] = nameOf();
    const c: Cust = {
      id: 0,
      nm: `${f} ${l}`,
      typ: "I",
      isl,
      pcode: r.chance(0.93) ? pcodeOf(isl) : null,
      tel: r.chance(0.9) ? `01688 ${r.int(200000, 799999)}` : null,
      email: r.chance(0.65)
        ? `${f.toLowerCase()}.${l.toLowerCase()}@${r.pick(["btinternet.com", "gmail.com", "hotmail.co.uk", "outlook.com"])}`
        : null,
      acct: "N",
      crt,
      del: "N",
      reg: null,
    };
    custs.push(c);
    islanders.push(c);
    return c;
  };
  for (let i = 0; i < 118; i++) {
    const isl = i < 96 ? "SOR" : "TAR";
    const crt = r.chance(0.62)
      ? r.date("2012-03-01", "2023-12-20")
      : r.date(START, "2026-11-20");
    mkIslander(isl, crt);
  }
  // duplicates keyed in twice, soft-deleted
  for (const [src, dt] of [
    [3, "2024-05-14"],
    [17, "2025-02-03"],
    [40, "2025-09-22"],
    [101, "2026-03-09"],
  ] as const) {
    const o = islanders[src]!;
    custs.push({
      ...o,
      id: 0,
      nm: o.nm.replace(" ", "  "),
      crt: dt,
      del: "Y",
      email: null,
    });
  }
  const HAUL: [string, string, string, number][] = [
    // name, account Y/N, created, weight
    ["Rannoch Transport Ltd", "Y", "2015-02-01", 4],
    ["Sorna Stores Ltd", "Y", "2013-06-10", 2],
    ["Highland Fuel Distributors", "Y", "2016-09-05", 1.2],
    ["J & A Logan Haulage", "Y", "2019-11-18", 2],
    ["West Coast Building Supplies", "Y", "2020-03-02", 1.5],
    ["Argyll Waste Services", "Y", "2021-07-12", 1],
    ["Glen Livestock Carriers", "Y", "2017-08-21", 0.8],
    ["Kerr Bros Haulage", "N", "2023-04-17", 0.5],
    ["Isle Builders Merchants", "Y", "2026-03-02", 1.3],
  ];
  const hauliers: Cust[] = HAUL.map(([nm, acct, crt]) => {
    const slug = nm.toLowerCase().replace(/[^a-z]+/g, "");
    const c: Cust = {
      id: 0,
      nm,
      typ: "H",
      isl: null,
      pcode: null,
      tel: `0163 ${r.int(100000, 999999)}`,
      email: `accounts@${slug.slice(0, 14)}.co.uk`,
      acct,
      crt,
      del: "N",
      reg: null,
    };
    custs.push(c);
    return c;
  });

  // ------------------------------------------------------------ season tickets
  const seasons: Season[] = [];
  for (const c of islanders) {
    const kind = r.weighted([
      [null, 0.28],
      ["FP12", 0.3],
      ["VP12", 0.32],
      ["FP3", 0.1],
    ] as const);
    if (kind === null) continue;
    if (kind === "VP12") c.reg = reg();
    let typ: string = kind;
    let from =
      c.crt < START
        ? typ === "FP3"
          ? r.date("2023-10-05", "2024-01-01")
          : r.date("2023-01-10", "2024-01-01")
        : addDays(c.crt, r.int(0, 20));
    if (from > LAST) continue;
    for (;;) {
      const months = STYPE.get(typ)![3];
      const to = addDays(addMonths(from, months), -1);
      const sold = addDays(from, -r.int(0, 14));
      if (sold > LAST) break;
      const rte: Rte = c.isl === "TAR" ? "TAR" : "SOR";
      const st = STYPE.get(typ)!;
      const price = r10(
        (rte === "SOR" ? st[1] : st[2]) *
          tariffF(sold < START ? "2023-06-01" : sold),
      );
      seasons.push({
        no: 0,
        cust: c,
        typ,
        rte,
        from,
        to,
        price,
        sold,
        chan: r.chance(sold < "2025-01-01" ? 0.25 : 0.45) ? "WEB" : "OFF",
        stat: r.chance(0.02) ? "C" : "A",
      });
      const lapse = typ === "FP3" ? 0.2 : 0.1;
      if (r.chance(lapse)) break;
      if (r.chance(0.08)) {
        typ = typ === "FP12" ? "VP12" : typ === "VP12" ? "FP12" : "FP12";
        if (typ === "VP12" && c.reg === null) c.reg = reg();
      }
      from = addDays(to, 1 + (r.chance(0.75) ? 0 : r.int(1, 45)));
      if (from > TT_END) break;
    }
  }
  seasons.sort((a, b) =>
    a.sold < b.sold ? -1 : a.sold > b.sold ? 1 : a.cust.nm < b.cust.nm ? -1 : 1,
  );
  seasons.forEach((s, k) => {
    s.no = 20001 + k;
  });

  // ------------------------------------------------------------ bookings
  const bkgs: Bkg[] = [];
  const rteSails = (rte: Rte) => sails.filter((s) => s.rte === rte);
  const SORS = rteSails("SOR");
  const TARS = rteSails("TAR");
  const posInRte = new Map<Sail, number>();
  SORS.forEach((s, i) => posInRte.set(s, i));
  TARS.forEach((s, i) => posInRte.set(s, i));
  const nextRunning = (s: Sail): Sail | null => {
    const list = s.rte === "SOR" ? SORS : TARS;
    let i = posInRte.get(s)!;
    while (i >= 0 && i < list.length) {
      const x = list[i]!;
      if (x.dir === s.dir && x.st !== "X") return x;
      i++;
    }
    return null;
  };
  // season ticket journeys
  for (const t of seasons) {
    if (t.stat !== "A") continue;
    const list = t.rte === "SOR" ? SORS : TARS;
    const rate = t.typ === "FP3" ? 0.27 : t.typ === "VP12" ? 0.2 : 0.18;
    const vehicle = t.typ === "VP12";
    let wk = t.from < START ? START : t.from;
    for (; wk <= t.to && wk <= TT_END; wk = addDays(wk, 7)) {
      const trips = r.poisson(rate * (isSummer(wk) ? 0.85 : 1.1));
      for (let k = 0; k < trips; k++) {
        const d = addDays(wk, r.int(0, 6));
        if (d > t.to || d > TT_END) continue;
        const day = (byDay.get(d) ?? []).filter((s) => s.rte === t.rte);
        const ins = day.filter((s) => s.dir === "I");
        if (ins.length === 0) continue;
        let legIn: Sail | null = r.pick(ins);
        legIn = nextRunning(legIn);
        if (legIn === null || legIn.dt > t.to) continue;
        // return on a later outbound the same day or within three days
        const later: Sail[] = [];
        const limit = addDays(legIn.dt, 3);
        for (
          let i = posInRte.get(legIn)! + 1;
          i < list.length && list[i]!.dt <= limit;
          i++
        ) {
          const s = list[i]!;
          if (
            s.dir === "O" &&
            s.st !== "X" &&
            (s.dt > legIn.dt || s.dep > legIn.dep + 120)
          )
            later.push(s);
        }
        const legs: Sail[] = [legIn];
        if (later.length > 0)
          legs.push(
            later[r.chance(0.6) ? 0 : Math.min(later.length - 1, r.int(1, 3))]!,
          );
        for (const s of legs) {
          if (s.dt > t.to) continue;
          let chan: string;
          let at: string;
          if (vehicle) {
            chan = r.weighted([
              ["TEL", 4],
              ["WEB", s.dt >= "2025-01-01" ? 5 : 3],
              ["OFF", 2],
            ] as const);
            const daysBefore = chan === "OFF" ? 0 : r.int(0, 9);
            const bd = addDays(s.dt, -daysBefore);
            at =
              daysBefore === 0
                ? ts(bd, Math.max(360, s.dep - r.int(30, 240)))
                : ts(bd, r.int(8 * 60, 21 * 60));
          } else {
            chan = "OFF";
            at = ts(s.dt, s.dep - r.int(5, 40));
          }
          if (at.slice(0, 10) > LAST) continue;
          let stat = "C";
          if (s.st === "S") stat = "B";
          if (vehicle && r.chance(0.03)) stat = "X";
          else if (vehicle && s.st === "C" && r.chance(0.025)) stat = "N";
          const lns: Line[] = vehicle
            ? [
                { fare: "CAR", desc: fareDesc("CAR", at), qty: 1, unit: 0 },
                { fare: "ADT", desc: fareDesc("ADT", at), qty: 1, unit: 0 },
              ]
            : [{ fare: "ADT", desc: fareDesc("ADT", at), qty: 1, unit: 0 }];
          bkgs.push({
            ref: "",
            sail: s,
            cust: t.cust,
            lead: t.cust.nm,
            chan,
            at,
            reg: vehicle ? t.cust.reg : null,
            adt: 1,
            chd: 0,
            pay: "SEAS",
            stNo: t.no,
            stat,
            lns,
          });
        }
      }
    }
  }
  // paid bookings
  const demand = [
    0.35, 0.35, 0.5, 0.8, 1.0, 1.3, 1.8, 1.9, 1.1, 0.7, 0.45, 0.6,
  ];
  const growth = (d: string) =>
    year(d) === 2024 ? 1 : year(d) === 2025 ? 1.06 : 1.12;
  const visitor = () => `${r.pick(VISITOR_FIRST)} ${r.pick(VISITOR_LAST)}`;
  for (const s of sails) {
    const base =
      demand[month(s.dt) - 1]! *
      growth(s.dt) *
      (s.rte === "SOR" ? 1 : 0.55) *
      (s.dt.slice(5) >= "12-20" ? 1.8 : 1);
    const timeF = s.dep < 9 * 60 || s.dep > 19 * 60 ? 0.7 : 1;
    const nVeh = r.poisson(0.52 * base * timeF);
    const nFoot = r.poisson(0.45 * base * timeF);
    for (let k = 0; k < nVeh + nFoot; k++) {
      const veh = k < nVeh;
      const webShare =
        year(s.dt) === 2024 ? 0.45 : year(s.dt) === 2025 ? 0.52 : 0.58;
      const chan = veh
        ? r.weighted([
            ["WEB", webShare],
            ["TEL", 0.15],
            ["OFF", 0.85 - webShare],
          ] as const)
        : r.weighted([
            ["WEB", webShare * 0.55],
            ["TEL", 0.04],
            ["OFF", 0.96 - webShare * 0.55],
          ] as const);
      const walkUp = chan === "OFF" && r.chance(veh ? 0.7 : 0.9);
      let at: string;
      if (walkUp) {
        if (s.st === "X") continue;
        at = ts(s.dt, Math.max(330, s.dep - r.int(5, 55)));
      } else {
        const ahead = r.weighted([
          [r.int(0, 2), 3],
          [r.int(3, 14), 4],
          [r.int(15, 60), isSummer(s.dt) ? 4 : 2],
          [r.int(61, 150), isSummer(s.dt) ? 2 : 0.5],
        ] as const);
        let bd = addDays(s.dt, -ahead);
        if (bd < START) bd = START;
        at = ts(
          bd,
          bd === s.dt
            ? Math.max(330, s.dep - r.int(60, 300))
            : r.int(7 * 60, 22 * 60 + 30),
        );
      }
      if (at.slice(0, 10) > LAST) continue;
      let stat: string;
      if (s.st === "X") stat = "W";
      else if (!walkUp && r.chance(0.05)) stat = "X";
      else if (s.st === "S") stat = "B";
      else if (!walkUp && chan !== "OFF" && r.chance(veh ? 0.035 : 0.06))
        stat = "N";
      else stat = "C";
      const kids = isSummer(s.dt) || s.dt.slice(5) >= "12-18" ? 0.45 : 0.2;
      const adt = veh
        ? r.weighted([
            [1, 3],
            [2, 5],
            [3, 1.2],
            [4, 0.8],
          ] as const)
        : r.weighted([
            [1, 5],
            [2, 4],
            [3, 0.8],
            [4, 0.6],
            [6, 0.15],
          ] as const);
      const chd = r.chance(kids) ? r.int(1, 3) : 0;
      const lns: Line[] = [];
      let vcd: string | null = null;
      if (veh) {
        vcd = r.weighted([
          ["CAR", 78],
          ["MHM", isSummer(s.dt) ? 12 : 2],
          ["MCY", isSummer(s.dt) ? 5 : 1],
          ["CVN", 9],
        ] as const);
        lns.push({
          fare: vcd,
          desc: fareDesc(vcd, at),
          qty: 1,
          unit: fareP(vcd, s.rte, at),
        });
      }
      const dayRet =
        !veh &&
        s.dir === "O" &&
        at < "2025-04-01" &&
        isSummer(s.dt) &&
        r.chance(0.35);
      if (dayRet)
        lns.push({
          fare: "DRT",
          desc: fareDesc("DRT", at),
          qty: adt,
          unit: fareP("DRT", s.rte, at),
        });
      else
        lns.push({
          fare: "ADT",
          desc: fareDesc("ADT", at),
          qty: adt,
          unit: fareP("ADT", s.rte, at),
        });
      if (chd > 0)
        lns.push({
          fare: "CHD",
          desc: fareDesc("CHD", at),
          qty: chd,
          unit: fareP("CHD", s.rte, at),
        });
      if (veh && vcd === "CAR" && r.chance(0.05))
        lns.push({
          fare: "TRL",
          desc: fareDesc("TRL", at),
          qty: 1,
          unit: fareP("TRL", s.rte, at),
        });
      if (!veh && isSummer(s.dt) && r.chance(0.12))
        lns.push({
          fare: "BIC",
          desc: fareDesc("BIC", at),
          qty: Math.min(adt + chd, r.int(1, 2)),
          unit: fareP("BIC", s.rte, at),
        });
      const pay =
        chan === "OFF"
          ? r.chance(at < "2025-01-01" ? 0.25 : 0.15)
            ? "CASH"
            : "CARD"
          : "CARD";
      bkgs.push({
        ref: "",
        sail: s,
        cust: null,
        lead: chan === "OFF" && walkUp ? null : visitor(),
        chan,
        at,
        reg: veh ? reg() : null,
        adt,
        chd,
        pay,
        stNo: null,
        stat,
        lns,
      });
    }
  }
  bkgs.sort((a, b) =>
    a.at < b.at ? -1 : a.at > b.at ? 1 : a.sail.id - b.sail.id,
  );
  bkgs.forEach((b, k) => {
    b.ref = `SB${pad(400001 + k, 7)}`;
  });

  // ------------------------------------------------------------ freight
  const frts: Frt[] = [];
  const LOADS: Record<string, [string, number, number]> = {
    "Rannoch Transport Ltd": ["GEN", 12, 16.5],
    "Sorna Stores Ltd": ["GEN", 7.5, 10],
    "Highland Fuel Distributors": ["FUE", 11, 13],
    "J & A Logan Haulage": ["GEN", 10, 16.5],
    "West Coast Building Supplies": ["BLD", 10, 16.5],
    "Argyll Waste Services": ["WST", 9, 11],
    "Glen Livestock Carriers": ["LIV", 10, 13.6],
    "Kerr Bros Haulage": ["GEN", 8, 12],
    "Isle Builders Merchants": ["BLD", 7.5, 12],
  };
  const rateP = (rte: Rte, d: string) =>
    Math.round((rte === "SOR" ? 1150 : 1550) * tariffF(d));
  const pickHaulier = (s: Sail): Cust => {
    const opts = hauliers
      .map((h, i) => {
        let w = HAUL[i]![3];
        if (h.nm === "J & A Logan Haulage" && s.dt > "2026-08-21") w = 0;
        if (h.nm === "Isle Builders Merchants" && s.dt < "2026-03-09") w = 0;
        if (
          h.nm === "Glen Livestock Carriers" &&
          (month(s.dt) === 9 || month(s.dt) === 10)
        )
          w *= 4;
        if (h.nm === "West Coast Building Supplies" && isSummer(s.dt)) w *= 1.5;
        if (
          s.rte === "TAR" &&
          (h.nm === "J & A Logan Haulage" ||
            h.nm === "Kerr Bros Haulage" ||
            h.nm === "Isle Builders Merchants")
        )
          w = 0;
        return [h, w] as const;
      })
      .filter(([, w]) => w > 0);
    return r.weighted(opts);
  };
  const haulRegs = new Map<string, string[]>();
  for (const h of hauliers)
    haulRegs.set(
      h.nm,
      Array.from({ length: h.nm.startsWith("Rannoch") ? 5 : 2 }, () => reg()),
    );
  const addFrt = (s: Sail, h: Cust) => {
    const [load, lo, hi] = LOADS[h.nm]!;
    const len = Math.round(r.float(lo, hi, 1) * 2) / 2;
    const carried = s.st !== "X" ? s : nextRunning(s);
    const mk = (x: Sail, stat: string): Frt => {
      const chg = Math.round(len * rateP(x.rte, x.dt));
      return {
        no: 0,
        sail: x,
        cust: h,
        reg: r.pick(haulRegs.get(h.nm)!),
        len,
        load,
        chg,
        vat: Math.round(chg * 0.2),
        stat,
        pay: h.acct === "Y" ? "ACC" : "CARD",
        inv: null,
      };
    };
    if (s.st === "X") frts.push(mk(s, "X"));
    if (carried && carried.dt <= LAST) frts.push(mk(carried, "C"));
  };
  for (const [d, list] of byDay) {
    if (d > LAST) continue;
    const dow = dayOfWeek(d);
    for (const rte of ["SOR", "TAR"] as const) {
      const rs = list.filter((s) => s.rte === rte);
      if (rs.length === 0) continue;
      const firstOut = rs.find((s) => s.dir === "O")!;
      const lastIn = [...rs].reverse().find((s) => s.dir === "I")!;
      const lamO =
        rte === "SOR" ? (dow === 0 ? 0 : dow === 6 ? 0.3 : 1.1) : 0.45;
      const lamI =
        rte === "SOR" ? (dow === 0 ? 0 : dow === 6 ? 0.25 : 0.9) : 0.4;
      const g = growth(d);
      for (let k = r.poisson(lamO * g); k > 0; k--)
        addFrt(firstOut, pickHaulier(firstOut));
      for (let k = r.poisson(lamI * g); k > 0; k--)
        addFrt(lastIn, pickHaulier(lastIn));
    }
  }
  frts.sort((a, b) => a.sail.id - b.sail.id || (a.stat < b.stat ? 1 : -1));
  frts.forEach((f, k) => {
    f.no = 7001 + k;
  });
  // monthly account invoices
  interface Inv {
    no: string;
    cust: Cust;
    dt: string;
    from: string;
    to: string;
    net: number;
    vat: number;
    due: string;
    paid: string | null;
  }
  const invs: Inv[] = [];
  const invRef = new Map<Inv, Frt[]>();
  for (let m = "2024-01-01"; m <= "2026-10-01"; m = addMonths(m, 1)) {
    const next = addMonths(m, 1);
    for (const h of hauliers) {
      if (h.acct !== "Y") continue;
      const mine = frts.filter(
        (f) =>
          f.cust === h && f.stat === "C" && f.sail.dt >= m && f.sail.dt < next,
      );
      if (mine.length === 0) continue;
      const net = mine.reduce((a, f) => a + f.chg, 0);
      const vat = mine.reduce((a, f) => a + f.vat, 0);
      const slow = h.nm === "Argyll Waste Services";
      let paid: string | null = addDays(
        next,
        slow ? r.int(38, 80) : r.int(8, 34),
      );
      if (paid > LAST) paid = null;
      const inv: Inv = {
        no: "",
        cust: h,
        dt: next,
        from: m,
        to: addDays(next, -1),
        net,
        vat,
        due: addDays(next, 30),
        paid,
      };
      invs.push(inv);
      for (const f of mine) f.inv = inv.dt;
      invRef.set(inv, mine);
    }
  }
  invs.sort((a, b) =>
    a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.cust.nm < b.cust.nm ? -1 : 1,
  );
  invs.forEach((v, k) => {
    v.no = `FI${pad(3101 + k, 5)}`;
    for (const f of invRef.get(v)!) f.inv = v.no;
  });

  // ------------------------------------------------------------ fuel
  interface Bunk {
    no: number;
    vsl: number;
    dt: string;
    supp: string;
    litres: number;
    ppl: number;
    voided: string;
  }
  const bunks: Bunk[] = [];
  const burn = (s: Sail) =>
    (s.vsl === 1 ? 1 : 0.82) *
    (s.rte === "SOR" ? 140 : 215) *
    r.float(0.92, 1.1, 3);
  const tank = new Map<number, number>([
    [1, 1800],
    [2, 900],
  ]);
  const cap: Record<number, number> = { 1: 4600, 2: 3600 };
  const monthPpl = new Map<string, number>();
  for (
    let m = "2024-01-01", k = 0;
    m <= "2026-11-01";
    m = addMonths(m, 1), k++
  ) {
    monthPpl.set(
      m.slice(0, 7),
      Number(
        (66 + 5 * Math.sin(k / 5) + k * 0.12 + r.float(-1.2, 1.2, 2)).toFixed(
          2,
        ),
      ),
    );
  }
  const pending = new Map<number, boolean>();
  for (const s of sails) {
    if (s.dt > LAST) break;
    if (s.st !== "C") continue;
    tank.set(s.vsl, tank.get(s.vsl)! + burn(s));
    if (tank.get(s.vsl)! >= cap[s.vsl]! && !pending.get(s.vsl))
      pending.set(s.vsl, true);
    if (
      pending.get(s.vsl) &&
      dayOfWeek(s.dt) >= 1 &&
      dayOfWeek(s.dt) <= 5 &&
      s.dir === "I"
    ) {
      const litres = Math.round(tank.get(s.vsl)! / 10) * 10;
      bunks.push({
        no: 0,
        vsl: s.vsl,
        dt: s.dt,
        supp: s.dt < "2025-07-01" ? "Highland Fuels Ltd" : "Scotoil Marine",
        litres,
        ppl: Number(
          (monthPpl.get(s.dt.slice(0, 7))! + r.float(-0.6, 0.6, 2)).toFixed(2),
        ),
        voided: "N",
      });
      tank.set(s.vsl, 0);
      pending.set(s.vsl, false);
    }
  }
  for (const k of [17, 88, 131]) {
    const b = bunks[k]!;
    bunks.push({ ...b, voided: "Y" });
  }
  bunks.sort((a, b) =>
    a.dt < b.dt
      ? -1
      : a.dt > b.dt
        ? 1
        : a.vsl - b.vsl || (a.voided < b.voided ? -1 : 1),
  );
  bunks.forEach((b, k) => {
    b.no = 501 + k;
  });

  // ------------------------------------------------------------ customer ids by creation date
  custs.sort((a, b) =>
    a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : a.nm < b.nm ? -1 : 1,
  );
  custs.forEach((c, k) => {
    c.id = 3001 + k;
  });

  const ddl = `
CREATE SCHEMA fdesk;
CREATE TABLE fdesk.fd_code (code_set varchar(6) NOT NULL, code varchar(4) NOT NULL, descr varchar(50) NOT NULL, PRIMARY KEY (code_set, code));
CREATE TABLE fdesk.route (
  rte_cd char(3) PRIMARY KEY, rte_nm varchar(40) NOT NULL, port_a varchar(30) NOT NULL, port_b varchar(30) NOT NULL,
  xing_min smallint NOT NULL, dist_nm numeric(4,1) NOT NULL, frt_rate_p integer NOT NULL, active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE fdesk.vessel (
  vsl_id smallint PRIMARY KEY, vsl_nm varchar(30) NOT NULL, prev_nm varchar(30), renamed_dt date, imo_no varchar(7) NOT NULL,
  built_yr smallint NOT NULL, gt integer NOT NULL, car_cap smallint NOT NULL, pax_cap smallint NOT NULL, in_svc_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE fdesk.crew (crew_id smallint PRIMARY KEY, crew_nm varchar(40) NOT NULL, rank_cd char(3) NOT NULL, join_dt date NOT NULL, leave_dt date);
CREATE TABLE fdesk.fare (
  fare_cd varchar(4) PRIMARY KEY, fare_desc varchar(40) NOT NULL, fare_cls char(1) NOT NULL, sor_p integer NOT NULL, tar_p integer NOT NULL,
  active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE fdesk.cust (
  cust_id integer PRIMARY KEY, cust_nm varchar(60) NOT NULL, cust_typ char(1) NOT NULL, home_isl char(3), pcode varchar(8), tel varchar(16),
  email varchar(60), acct_yn char(1) NOT NULL DEFAULT 'N', crt_dt date NOT NULL, del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE fdesk.season_tkt (
  st_no integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES fdesk.cust (cust_id), st_typ varchar(4) NOT NULL, rte_cd char(3) NOT NULL REFERENCES fdesk.route (rte_cd),
  valid_from date NOT NULL, valid_to date NOT NULL, price_p integer NOT NULL, sold_dt date NOT NULL, sold_chan char(3) NOT NULL, stat_cd char(1) NOT NULL
);
CREATE TABLE fdesk.sailing (
  sail_id integer PRIMARY KEY, rte_cd char(3) NOT NULL REFERENCES fdesk.route (rte_cd), sail_dt date NOT NULL, dir_cd char(1) NOT NULL,
  dep_sched timestamp NOT NULL, dep_act timestamp, arr_act timestamp, vsl_id smallint NOT NULL REFERENCES fdesk.vessel (vsl_id),
  stat_cd char(1) NOT NULL, cxl_cd varchar(3)
);
CREATE TABLE fdesk.sail_crew (
  sail_id integer NOT NULL REFERENCES fdesk.sailing (sail_id), crew_id smallint NOT NULL REFERENCES fdesk.crew (crew_id), duty_cd char(3) NOT NULL,
  PRIMARY KEY (sail_id, crew_id)
);
CREATE TABLE fdesk.bkg (
  bkg_ref varchar(10) PRIMARY KEY, sail_id integer NOT NULL REFERENCES fdesk.sailing (sail_id), cust_id integer REFERENCES fdesk.cust (cust_id),
  lead_nm varchar(60), chan_cd char(3) NOT NULL, bkg_ts timestamp NOT NULL, veh_reg varchar(10), n_adt smallint NOT NULL, n_chd smallint NOT NULL DEFAULT 0,
  fare_p integer NOT NULL, pay_cd varchar(4) NOT NULL, st_no integer REFERENCES fdesk.season_tkt (st_no), stat_cd char(1) NOT NULL
);
CREATE TABLE fdesk.bkg_ln (
  bkg_ref varchar(10) NOT NULL REFERENCES fdesk.bkg (bkg_ref), ln_no smallint NOT NULL, fare_cd varchar(4) NOT NULL REFERENCES fdesk.fare (fare_cd),
  ln_desc varchar(40) NOT NULL, qty smallint NOT NULL, unit_p integer NOT NULL, line_p integer NOT NULL, PRIMARY KEY (bkg_ref, ln_no)
);
CREATE TABLE fdesk.acct_inv (
  inv_no varchar(8) PRIMARY KEY, cust_id integer NOT NULL REFERENCES fdesk.cust (cust_id), inv_dt date NOT NULL, per_from date NOT NULL, per_to date NOT NULL,
  net_p integer NOT NULL, vat_p integer NOT NULL, due_dt date NOT NULL, paid_dt date
);
CREATE TABLE fdesk.frt_mv (
  mv_no integer PRIMARY KEY, sail_id integer NOT NULL REFERENCES fdesk.sailing (sail_id), cust_id integer NOT NULL REFERENCES fdesk.cust (cust_id),
  veh_reg varchar(10) NOT NULL, len_m numeric(4,1) NOT NULL, load_cd char(3) NOT NULL, chg_p integer NOT NULL, vat_p integer NOT NULL,
  pay_cd varchar(4) NOT NULL, inv_no varchar(8) REFERENCES fdesk.acct_inv (inv_no), stat_cd char(1) NOT NULL
);
CREATE TABLE fdesk.bunker (
  bnk_no integer PRIMARY KEY, vsl_id smallint NOT NULL REFERENCES fdesk.vessel (vsl_id), bnk_dt date NOT NULL, supp_nm varchar(40) NOT NULL,
  litres integer NOT NULL, ppl numeric(6,2) NOT NULL, net_p integer NOT NULL, vat_p integer NOT NULL, void_yn char(1) NOT NULL DEFAULT 'N'
);
`;
  const CODES: [string, string, string][] = [
    ["CHAN", "OFF", "Port office"],
    ["CHAN", "WEB", "Online"],
    ["CHAN", "TEL", "Phone"],
    ["BSTAT", "B", "Booked"],
    ["BSTAT", "C", "Travelled"],
    ["BSTAT", "N", "No-show"],
    ["BSTAT", "X", "Cancelled by customer"],
    ["BSTAT", "W", "Refunded - sailing cancelled"],
    ["SSTAT", "S", "Scheduled"],
    ["SSTAT", "C", "Completed"],
    ["SSTAT", "X", "Cancelled"],
    ["CXL", "WX", "Weather"],
    ["CXL", "TEC", "Technical fault"],
    ["CXL", "CRW", "Crew shortage"],
    ["PAY", "CARD", "Card"],
    ["PAY", "CASH", "Cash"],
    ["PAY", "SEAS", "Season ticket"],
    ["PAY", "ACC", "On account"],
    ["STYP", "FP12", "Islander foot pass - 12 months"],
    ["STYP", "VP12", "Islander vehicle pass - 12 months"],
    ["STYP", "FP3", "Islander foot pass - 3 months"],
    ["RANK", "MST", "Master"],
    ["RANK", "ENG", "Engineer"],
    ["RANK", "DKH", "Deckhand"],
    ["LOAD", "GEN", "General haulage"],
    ["LOAD", "FUE", "Fuel tanker"],
    ["LOAD", "LIV", "Livestock"],
    ["LOAD", "BLD", "Building materials"],
    ["LOAD", "WST", "Waste"],
    ["FCLS", "P", "Passenger"],
    ["FCLS", "V", "Vehicle"],
    ["FCLS", "A", "Add-on"],
    ["CTYP", "I", "Islander"],
    ["CTYP", "H", "Haulier"],
  ];
  const sailRows = sails.map((s) => {
    const dep = s.st === "C" ? ts(s.dt, s.dep + s.delay) : null;
    const arr = s.st === "C" ? ts(s.dt, s.dep + s.delay + s.dur) : null;
    return [
      s.id,
      s.rte,
      s.dt,
      s.dir,
      ts(s.dt, s.dep),
      dep,
      arr,
      s.vsl,
      s.st,
      s.cxl,
    ];
  });
  const crewRows: (string | number)[][] = [];
  for (const s of sails) {
    const c = dayCrew.get(`${s.dt}|${s.vsl}`);
    if (!c) continue;
    for (const id of c) crewRows.push([s.id, id, CREW[id - 1]![2]]);
  }
  const bkgRows = bkgs.map((b) => {
    return [
      b.ref,
      b.sail.id,
      b.cust ? b.cust.id : null,
      b.lead,
      b.chan,
      b.at,
      b.reg,
      b.adt,
      b.chd,
      b.lns.reduce((a, l) => a + l.qty * l.unit, 0),
      b.pay,
      b.stNo,
      b.stat,
    ];
  });
  const lnRows = bkgs.flatMap((b) =>
    b.lns.map((l, i) => [
      b.ref,
      i + 1,
      l.fare,
      l.desc,
      l.qty,
      l.unit,
      l.qty * l.unit,
    ]),
  );
  return [
    ddl,
    insertRows("fdesk.fd_code", ["code_set", "code", "descr"], CODES),
    insertRows(
      "fdesk.route",
      [
        "rte_cd",
        "rte_nm",
        "port_a",
        "port_b",
        "xing_min",
        "dist_nm",
        "frt_rate_p",
        "active_yn",
      ],
      [
        [
          "SOR",
          "Port Rannoch - Sorna",
          "Port Rannoch",
          "Ardnish (Sorna)",
          35,
          6.5,
          1150,
          "Y",
        ],
        [
          "TAR",
          "Port Rannoch - Tarra",
          "Port Rannoch",
          "Tarra Slip",
          55,
          11.0,
          1550,
          "Y",
        ],
      ],
    ),
    insertRows(
      "fdesk.vessel",
      [
        "vsl_id",
        "vsl_nm",
        "prev_nm",
        "renamed_dt",
        "imo_no",
        "built_yr",
        "gt",
        "car_cap",
        "pax_cap",
        "in_svc_yn",
      ],
      [
        [1, "MV Sorna Lass", null, null, "9184312", 1999, 498, 16, 120, "Y"],
        [
          2,
          "MV Tarra Isle",
          "MV Morvern Maid",
          "2025-03-14",
          "9301557",
          2004,
          310,
          10,
          80,
          "Y",
        ],
      ],
    ),
    insertRows(
      "fdesk.crew",
      ["crew_id", "crew_nm", "rank_cd", "join_dt", "leave_dt"],
      CREW,
    ),
    insertRows(
      "fdesk.fare",
      ["fare_cd", "fare_desc", "fare_cls", "sor_p", "tar_p", "active_yn"],
      FARES,
    ),
    insertRows(
      "fdesk.cust",
      [
        "cust_id",
        "cust_nm",
        "cust_typ",
        "home_isl",
        "pcode",
        "tel",
        "email",
        "acct_yn",
        "crt_dt",
        "del_yn",
      ],
      custs.map((c) => [
        c.id,
        c.nm,
        c.typ,
        c.isl,
        c.pcode,
        c.tel,
        c.email,
        c.acct,
        c.crt,
        c.del,
      ]),
    ),
    insertRows(
      "fdesk.season_tkt",
      [
        "st_no",
        "cust_id",
        "st_typ",
        "rte_cd",
        "valid_from",
        "valid_to",
        "price_p",
        "sold_dt",
        "sold_chan",
        "stat_cd",
      ],
      seasons.map((s) => [
        s.no,
        s.cust.id,
        s.typ,
        s.rte,
        s.from,
        s.to,
        s.price,
        s.sold,
        s.chan,
        s.stat,
      ]),
    ),
    insertRows(
      "fdesk.sailing",
      [
        "sail_id",
        "rte_cd",
        "sail_dt",
        "dir_cd",
        "dep_sched",
        "dep_act",
        "arr_act",
        "vsl_id",
        "stat_cd",
        "cxl_cd",
      ],
      sailRows,
    ),
    insertRows("fdesk.sail_crew", ["sail_id", "crew_id", "duty_cd"], crewRows),
    insertRows(
      "fdesk.bkg",
      [
        "bkg_ref",
        "sail_id",
        "cust_id",
        "lead_nm",
        "chan_cd",
        "bkg_ts",
        "veh_reg",
        "n_adt",
        "n_chd",
        "fare_p",
        "pay_cd",
        "st_no",
        "stat_cd",
      ],
      bkgRows,
    ),
    insertRows(
      "fdesk.bkg_ln",
      ["bkg_ref", "ln_no", "fare_cd", "ln_desc", "qty", "unit_p", "line_p"],
      lnRows,
    ),
    insertRows(
      "fdesk.acct_inv",
      [
        "inv_no",
        "cust_id",
        "inv_dt",
        "per_from",
        "per_to",
        "net_p",
        "vat_p",
        "due_dt",
        "paid_dt",
      ],
      invs.map((v) => [
        v.no,
        v.cust.id,
        v.dt,
        v.from,
        v.to,
        v.net,
        v.vat,
        v.due,
        v.paid,
      ]),
    ),
    insertRows(
      "fdesk.frt_mv",
      [
        "mv_no",
        "sail_id",
        "cust_id",
        "veh_reg",
        "len_m",
        "load_cd",
        "chg_p",
        "vat_p",
        "pay_cd",
        "inv_no",
        "stat_cd",
      ],
      frts.map((f) => [
        f.no,
        f.sail.id,
        f.cust.id,
        f.reg,
        f.len,
        f.load,
        f.chg,
        f.vat,
        f.pay,
        f.inv,
        f.stat,
      ]),
    ),
    insertRows(
      "fdesk.bunker",
      [
        "bnk_no",
        "vsl_id",
        "bnk_dt",
        "supp_nm",
        "litres",
        "ppl",
        "net_p",
        "vat_p",
        "void_yn",
      ],
      bunks.map((b) => {
        const net = Math.round(b.litres * b.ppl);
        return [
          b.no,
          b.vsl,
          b.dt,
          b.supp,
          b.litres,
          b.ppl,
          net,
          Math.round(net * 0.2),
          b.voided,
        ];
      }),
    ),
  ].join("\n");
}
