/**
 * Prairie Gold Cooperative, a farmer-owned grain elevator co-op in north-central Iowa with four elevator sites
 * (Alden, Brookfield, Cass Center and Dunmore). Farmers (growers) haul corn, soybeans and a little hard red winter
 * wheat to the elevators by truck; each load crosses the scale and gets a scale ticket. The grain goes into the
 * site's bins and is either sold to the co-op on a contract or held in open storage (unpriced) until the grower
 * sells it. The co-op pays growers by settlement (a check), deducting drying, storage and state checkoff, and sells
 * the grain on to processors, exporters, ethanol plants and feedlots by outbound rail shipment.
 *
 * This is an export of the co-op's grain accounting package "AgTrax Grain" (schema `agtrax`), taken on the morning
 * of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The data starts on 2024-09-01 (the
 * 2024 harvest). Some forward contracts are already booked for delivery in 2027.
 *
 * UNITS: weights in pounds (lb); quantities in bushels (bu). A bushel is 56 lb for corn and 60 lb for soybeans and
 * wheat (`comm.lb_bu`). Prices are US dollars per bushel. Settlement gross and net amounts and shipment prices are
 * in dollars; the deductions on settlements (`dry_c`, `stor_c`, `ckoff_c`) and the drying charge on tickets
 * (`dry_c`) are in whole US CENTS (divide by 100 for dollars).
 *
 * Business terms and codes:
 * - Commodities (`comm.comm_cd`): YC yellow corn, SB soybeans, HRW hard red winter wheat.
 * - A scale ticket (`tkt`) is one inbound truck load. Net weight = `gross_lb - tare_lb`. `net_bu` is the paid
 *   bushels: net weight / lb per bushel, less moisture shrink (points of moisture above the standard `std_mst`
 *   times `shrink_pct` percent) and less dockage (`dock_pct`, foreign material). `mst_pct` moisture percent,
 *   `test_wt` test weight in lb per bushel, `grd_cd` US grade '1' to '5' or 'SG' sample grade. `dry_c` the drying
 *   charge in cents (corn over 15.5% moisture and wet soybeans). Ticket status `stat_cd`: OPN grain received, not yet
 *   settled (in open storage or on a contract not yet priced or paid), STL settled (paid out on a settlement),
 *   VOID voided (a scale error, re-weighed on another ticket; voided tickets count for nothing). `ctr_no` the
 *   contract the load was applied to; NULL while the grain is in open storage (unpriced, not sold yet).
 *   "Deliveries", "loads" or "receipts" are tickets that are not VOID; the delivery date is `dt_rcvd`.
 * - Contracts (`ctr`): `ctr_typ` CSH cash sale (priced on the day), FWD forward contract (flat price fixed ahead of
 *   a later delivery window), BAS basis contract (the basis is fixed at signing, the futures part is priced later:
 *   `fut_px`, `px_bu` and `priced_dt` stay NULL until the grower prices it). `px_bu` = `fut_px` + `basis` (basis is
 *   usually negative). `fut_mo` the futures month the contract is priced against (CBOT code, e.g. CZ25 = corn
 *   December 2025, SX26 = soybeans November 2026, WN26 = wheat July 2026). `dlv_from` / `dlv_to` the delivery window.
 *   `qty_bu` the contracted bushels. Status `stat_cd`: O open (still to be delivered or priced), C complete
 *   (delivered and priced), X cancelled (nothing delivered). Grain sold out of open storage is sold on a CSH
 *   contract dated the day of sale, applied to loads delivered earlier.
 * - Settlements (`stl`): a payment to a grower for bushels on one contract. `gross_amt` dollars = `bu` x `px_bu`;
 *   deductions in cents: `dry_c` drying, `stor_c` storage (3 cents a bushel per started 30 days the grain sat in the
 *   elevator before it was priced, after 30 free days), `ckoff_c` the state checkoff (corn 1/4 cent a bushel,
 *   soybeans 0.5% and wheat 0.3% of the value); `net_amt` dollars = gross less all deductions, the amount of the
 *   check. `chk_no` and `pd_dt` the check number and date; both NULL while the check has not been issued yet (held).
 * - `stl_tkt` links settlements to the scale tickets they paid (a ticket is paid on one settlement); `bu` the
 *   bushels of that ticket paid.
 * - Growers (`grower`): `grower_no` the co-op's account number for the grower. `patron_yn` Y for voting members
 *   (owners of the co-op), N for non-member customers. `stat_cd` A active, I inactive (retired or no longer
 *   delivering), E estate (the grower died; the account is run for the estate). `home_loc` the site they mostly
 *   deliver to. `join_dt` the date the account was opened.
 * - Locations (`loc`): `loc_cd` ALD Alden (main office), BRK Brookfield, CSC Cass Center, DUN Dunmore. `rail_yn` Y
 *   when the site has a rail spur (only those ship by rail).
 * - Bins (`bin`): `bin_no` the bin's label (site code and number), `bin_typ` STL corrugated steel bin, CON concrete
 *   silo, PILE temporary ground pile (harvest overflow, covered), `cap_bu` capacity in bushels, `comm_cd` the
 *   commodity the bin is assigned to (NULL while unassigned), `aer_yn` Y when it has aeration fans, `built_yr`.
 * - Buyers (`buyer`): `buyer_typ` PROC soybean processor / crusher or mill, EXP export terminal, ETH ethanol plant,
 *   FEED cattle feedlot.
 * - Rail shipments (`ship`): one train or block of cars out of a rail site to a buyer. `n_cars` hopper cars,
 *   `net_bu` bushels shipped, `px_bu` the sale price per bushel in dollars (value = `net_bu` x `px_bu`),
 *   "railCarrier" the railroad (UP Union Pacific, CN Canadian National, IAIS Iowa Interstate), "bolNo" the bill of
 *   lading number. `unld_dt` the date the buyer unloaded it (NULL while still in transit); `pd_dt` the date the buyer
 *   paid (NULL while unpaid).
 *
 * Not recorded here: protein, oil or mycotoxin (vomitoxin, aflatoxin) tests; acres farmed or yields; freight
 *   costs; patronage dividends or equity; current bin inventory levels (shipments are not tracked by bin); futures
 *   hedges of the co-op itself; fertiliser, seed or agronomy sales.
 *
 * Tables
 * - `loc`: `loc_cd`, `loc_nm`, `city`, `county`, `st`, `rail_yn`, `mgr_nm` site manager.
 * - `comm`: `comm_cd`, `comm_desc`, `lb_bu` lb per bushel, `std_mst` standard moisture %, `shrink_pct` shrink per
 *   point of moisture over standard (%).
 * - `bin`: `bin_no`, `loc_cd`, `bin_typ`, `cap_bu`, `comm_cd`, `aer_yn`, `built_yr`.
 * - `grower`: `grower_no`, `grower_nm` (a person or farm business name), `city`, `st`, `home_loc`, `join_dt`,
 *   `patron_yn`, `stat_cd`.
 * - `buyer`: `buyer_cd`, `buyer_nm`, `buyer_typ`, `city`, `st`.
 * - `ctr`: `ctr_no`, `grower_no`, `loc_cd`, `comm_cd`, `ctr_typ`, `ctr_dt`, `dlv_from`, `dlv_to`, `qty_bu`,
 *   `fut_mo`, `fut_px`, `basis`, `px_bu`, `priced_dt`, `stat_cd`.
 * - `tkt`: `tkt_no`, `loc_cd`, `grower_no`, `comm_cd`, `dt_rcvd`, `gross_lb`, `tare_lb`, `mst_pct`, `test_wt`,
 *   `dock_pct`, `grd_cd`, `net_bu`, `dry_c`, `bin_no`, `ctr_no`, `stat_cd`.
 * - `stl`: `stl_no`, `grower_no`, `ctr_no`, `stl_dt`, `bu`, `px_bu`, `gross_amt`, `dry_c`, `stor_c`, `ckoff_c`,
 *   `net_amt`, `chk_no`, `pd_dt`.
 * - `stl_tkt`: `stl_no`, `tkt_no`, `bu`.
 * - `ship`: `ship_no`, `loc_cd`, `buyer_cd`, `comm_cd`, `ship_dt`, `n_cars`, `net_bu`, `px_bu`, "railCarrier",
 *   "bolNo", `unld_dt`, `pd_dt`.
 */
import {
  addDays,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-09-01";
const LAST = "2026-11-24";
const r = seededRandom(20261125);

type Comm = "YC" | "SB" | "HRW";
const COMMS: [Comm, string, number, number, number][] = [
  ["YC", "Yellow Corn #2", 56, 15.0, 1.4],
  ["SB", "Soybeans #1", 60, 13.0, 1.3],
  ["HRW", "Hard Red Winter Wheat", 60, 13.5, 1.3],
];
const LB: Record<Comm, number> = { YC: 56, SB: 60, HRW: 60 };
const STD: Record<Comm, number> = { YC: 15, SB: 13, HRW: 13.5 };
const SHR: Record<Comm, number> = { YC: 1.4, SB: 1.3, HRW: 1.3 };

const LOCS: [string, string, string, string, string, string, string][] = [
  ["ALD", "Alden", "Alden", "Hardin", "IA", "Y", "Curt Brandt"],
  ["BRK", "Brookfield", "Brookfield", "Franklin", "IA", "Y", "Tammy Oelke"],
  ["CSC", "Cass Center", "Cass Center", "Wright", "IA", "N", "Jerry Vosberg"],
  ["DUN", "Dunmore", "Dunmore", "Hamilton", "IA", "Y", "Lisa Hartzler"],
];
const LOC_W: [string, number][] = [
  ["ALD", 36],
  ["BRK", 27],
  ["CSC", 14],
  ["DUN", 23],
];
const LOC_BASIS: Record<string, number> = {
  ALD: -0.02,
  BRK: -0.05,
  CSC: -0.12,
  DUN: -0.03,
};

// ------------------------------------------------------------------ bins
type Bin = {
  no: string;
  loc: string;
  typ: string;
  cap: number;
  comm: Comm | null;
  aer: string;
  yr: number;
};
const bins: Bin[] = [];
const BIN_COUNTS: Record<string, number> = {
  ALD: 14,
  BRK: 11,
  CSC: 7,
  DUN: 10,
};
for (const [loc] of LOCS) {
  const n = BIN_COUNTS[loc] ?? 8;
  for (let i = 1; i <= n; i++) {
    const typ = i <= 3 && loc !== "CSC" ? "CON" : i === n ? "PILE" : "STL";
    const cap =
      typ === "CON"
        ? r.int(30, 60) * 10_000
        : typ === "PILE"
          ? r.int(40, 90) * 10_000
          : r.int(20, 75) * 5_000 + r.int(0, 9) * 137;
    const comm: Comm | null =
      i === n - 1 && r.chance(0.5)
        ? null
        : r.weighted<Comm>([
            ["YC", 62],
            ["SB", 32],
            ["HRW", loc === "ALD" || loc === "DUN" ? 6 : 0],
          ]);
    bins.push({
      no: `${loc}-${pad(i, 2)}`,
      loc,
      typ,
      cap,
      comm: typ === "PILE" ? "YC" : comm,
      aer: typ === "PILE" ? "N" : r.chance(0.85) ? "Y" : "N",
      yr:
        typ === "CON"
          ? r.int(1958, 1979)
          : typ === "PILE"
            ? r.int(2012, 2022)
            : r.int(1976, 2021),
    });
  }
}
// make sure every site has a bin for every commodity it takes
for (const [loc] of LOCS) {
  for (const c of ["YC", "SB", "HRW"] as Comm[]) {
    if (c === "HRW" && loc !== "ALD" && loc !== "DUN") continue;
    if (!bins.some((b) => b.loc === loc && b.comm === c)) {
      const b = bins.find(
        (x) =>
          x.loc === loc &&
          x.typ === "STL" &&
          bins.filter((y) => y.loc === loc && y.comm === x.comm).length > 1,
      );
      if (b) b.comm = c;
    }
  }
}
const binFor = (loc: string, c: Comm, date: string): string => {
  const month = Number(date.slice(5, 7));
  const cands = bins.filter(
    (b) =>
      b.loc === loc &&
      b.comm === c &&
      (b.typ !== "PILE" || month === 10 || month === 11),
  );
  return r.pick(cands).no;
};

// ------------------------------------------------------------------ growers
const FIRST = [
  "Dale",
  "Gary",
  "Randy",
  "Kevin",
  "Mark",
  "Steve",
  "Dennis",
  "Roger",
  "Larry",
  "Brian",
  "Tom",
  "Jim",
  "Doug",
  "Craig",
  "Todd",
  "Brad",
  "Kurt",
  "Wayne",
  "Duane",
  "Arlan",
  "Lyle",
  "Marvin",
  "Nathan",
  "Tyler",
  "Cody",
  "Jake",
  "Luke",
  "Karen",
  "Linda",
  "Deb",
  "Sharon",
  "Julie",
  "Amy",
  "Brenda",
  "Lois",
  "Janet",
  "Kristin",
  "Megan",
];
const LAST_NAMES = [
  "Kruger",
  "Hansen",
  "Schmidt",
  "Meyer",
  "Larson",
  "Petersen",
  "Olson",
  "Jensen",
  "Huisman",
  "Vander Wal",
  "Bakker",
  "Dirksen",
  "Heitland",
  "Ostrander",
  "Frerichs",
  "Janssen",
  "Weber",
  "Wessels",
  "Ubben",
  "Buss",
  "Harms",
  "Koenen",
  "Swanson",
  "Lindquist",
  "Berg",
  "Rasmussen",
  "Nelson",
  "Anderson",
  "Mueller",
  "Wiegmann",
  "Goodman",
  "Thiele",
  "Ackerman",
  "Brinkman",
  "Reinhart",
  "Sievers",
  "Eilers",
  "Boeckholt",
  "Stille",
  "Graham",
  "Determann",
  "Eekhoff",
];
const TOWNS: Record<string, string[]> = {
  ALD: ["Alden", "Iowa Falls", "Buckeye", "Williams"],
  BRK: ["Brookfield", "Hampton", "Sheffield", "Latimer"],
  CSC: ["Cass Center", "Belmond", "Goldfield", "Rowan"],
  DUN: ["Dunmore", "Webster City", "Stanhope", "Blairsburg"],
};
type Grower = {
  no: number;
  nm: string;
  city: string;
  home: string;
  join: string;
  patron: string;
  stat: string;
  size: number;
};
const growers: Grower[] = [];
const mkName = uniqueNames(r, FIRST, LAST_NAMES);
let gno = 1040;
const usedNames = new Set<string>();
for (let i = 0; i < 310; i++) {
  gno += r.int(1, 9);
  const [f, l] = mkName();
  const style = r.weighted([
    ["person", 55],
    ["farms", 20],
    ["llc", 15],
    ["bros", 10],
  ]);
  let nm =
    style === "person"
      ? `${f} ${l}`
      : style === "farms"
        ? `${l} Family Farms`
        : style === "llc"
          ? `${l} ${f.slice(0, 1)}${r.pick(["K", "R", "J", "M"])} Farms LLC`
          : `${l} Bros`;
  if (usedNames.has(nm)) nm = `${f} ${l}`;
  usedNames.add(nm);
  const home = r.weighted(LOC_W);
  const join = r.chance(0.08)
    ? r.date("2024-09-01", "2026-09-30")
    : r.date("1979-01-01", "2024-06-30");
  const stat = r.weighted([
    ["A", 86],
    ["I", 10],
    ["E", 4],
  ]);
  // farm size: a few big operations, many small ones
  const size =
    stat === "A"
      ? Math.min(9, 0.6 + Math.pow(r.next(), 3) * 6)
      : stat === "E"
        ? 0.5
        : 0.15;
  growers.push({
    no: gno,
    nm,
    city: r.pick(TOWNS[home] ?? ["Alden"]),
    home,
    join,
    patron: r.chance(0.78) ? "Y" : "N",
    stat,
    size,
  });
}
// a few inactive accounts that delivered nothing in the window
const silent = new Set(
  growers
    .filter((g) => g.stat === "I")
    .slice(0, 14)
    .map((g) => g.no),
);

// ------------------------------------------------------------------ prices
const monthIdx = (d: string) =>
  (Number(d.slice(0, 4)) - 2024) * 12 + Number(d.slice(5, 7)) - 1;
const futBase = (c: Comm, d: string): number => {
  const m = monthIdx(d);
  if (c === "YC") return 4.15 + 0.35 * Math.sin(m / 3.1) + 0.012 * m;
  if (c === "SB") return 10.2 + 0.6 * Math.sin(m / 4.3 + 1) + 0.01 * m;
  return 5.55 + 0.4 * Math.sin(m / 2.7 + 2) - 0.008 * m;
};
const fut = (c: Comm, d: string) =>
  Number((futBase(c, d) + r.float(-0.08, 0.08, 4)).toFixed(4));
const basisOf = (c: Comm, loc: string, d: string) => {
  const mo = Number(d.slice(5, 7));
  const harvest = c === "HRW" ? mo === 7 : mo >= 9 && mo <= 11;
  const base = c === "YC" ? -0.32 : c === "SB" ? -0.55 : -0.45;
  return Number(
    (
      base +
      (harvest ? -0.12 : 0.05) +
      (LOC_BASIS[loc] ?? 0) +
      r.float(-0.05, 0.05, 2)
    ).toFixed(2),
  );
};
const futMo = (c: Comm, d: string): string => {
  const y = Number(d.slice(0, 4));
  const mo = Number(d.slice(5, 7));
  if (c === "YC") {
    // H Mar, K May, N Jul, U Sep, Z Dec
    const opts: [string, number][] = [
      ["H", 3],
      ["K", 5],
      ["N", 7],
      ["U", 9],
      ["Z", 12],
    ];
    const o = opts.find(([, m]) => m >= mo) ?? ["H", 15];
    return `C${o[0]}${pad((o[1] > 12 ? y + 1 : y) % 100, 2)}`;
  }
  if (c === "SB") {
    const opts: [string, number][] = [
      ["F", 1],
      ["H", 3],
      ["K", 5],
      ["N", 7],
      ["Q", 8],
      ["X", 11],
    ];
    const o = opts.find(([, m]) => m >= mo) ?? ["F", 13];
    return `S${o[0]}${pad((o[1] > 12 ? y + 1 : y) % 100, 2)}`;
  }
  const opts: [string, number][] = [
    ["H", 3],
    ["K", 5],
    ["N", 7],
    ["U", 9],
    ["Z", 12],
  ];
  const o = opts.find(([, m]) => m >= mo) ?? ["H", 15];
  return `W${o[0]}${pad((o[1] > 12 ? y + 1 : y) % 100, 2)}`;
};
const lastDayOfMonth = (d: string): string => {
  let x = `${d.slice(0, 7)}-28`;
  while (addDays(x, 1).slice(5, 7) === x.slice(5, 7)) x = addDays(x, 1);
  return x;
};

// ------------------------------------------------------------------ contracts and tickets
type Ctr = {
  no: string;
  g: Grower;
  loc: string;
  c: Comm;
  typ: string;
  dt: string;
  from: string;
  to: string;
  qty: number;
  futMo: string;
  futPx: number | null;
  basis: number | null;
  px: number | null;
  priced: string | null;
  stat: string;
};
type Tkt = {
  no: number;
  loc: string;
  g: Grower;
  c: Comm;
  dt: string;
  gross: number;
  tare: number;
  mst: number;
  tw: number;
  dock: number;
  grd: string;
  bu: number;
  dry: number;
  bin: string;
  ctr: Ctr | null;
  stat: string;
};
const ctrs: Ctr[] = [];
const tkts: Tkt[] = [];
const ctrSeq: Record<string, number> = {};
const newCtrNo = (d: string) => {
  const y = d.slice(2, 4);
  ctrSeq[y] = (ctrSeq[y] ?? 0) + 1;
  return `${y}-${pad(ctrSeq[y] ?? 0, 5)}`;
};

const harvestMoist = (c: Comm, d: string): number => {
  const mo = Number(d.slice(5, 7));
  const day = Number(d.slice(8, 10));
  if (c === "YC") {
    if (mo === 10) return r.float(16.5, 24.5 - day * 0.15, 1);
    if (mo === 11) return r.float(14.5, 19.5 - day * 0.1, 1);
    return r.float(13.8, 15.8, 1);
  }
  if (c === "SB")
    return mo >= 9 && mo <= 10
      ? r.float(10.5, 14.8, 1)
      : r.float(10.8, 13.2, 1);
  return r.float(11.2, 14.2, 1);
};

const makeLoad = (
  g: Grower,
  loc: string,
  c: Comm,
  dt: string,
  ctr: Ctr | null,
): Tkt => {
  const tare = r.int(27_800, 33_500);
  const semi = r.chance(0.88);
  const net = semi ? r.int(46_000, 54_800) : r.int(14_000, 26_000);
  const gross = tare + net;
  const mst = harvestMoist(c, dt);
  const dock =
    c === "YC"
      ? r.float(0, 1.5, 1)
      : c === "SB"
        ? r.float(0, 2.5, 1)
        : r.float(0, 3.0, 1);
  const tw =
    c === "YC"
      ? r.float(51.5, 59.5, 1)
      : c === "SB"
        ? r.float(53.0, 58.5, 1)
        : r.float(56.0, 63.0, 1);
  const minTw =
    c === "YC"
      ? [56, 54, 52, 49]
      : c === "SB"
        ? [56, 54, 52, 49]
        : [60, 58, 56, 54];
  let grd =
    tw >= (minTw[0] ?? 0)
      ? "1"
      : tw >= (minTw[1] ?? 0)
        ? "2"
        : tw >= (minTw[2] ?? 0)
          ? "3"
          : "4";
  if (r.chance(0.01)) grd = r.chance(0.5) ? "5" : "SG";
  const shrink = Math.max(0, mst - STD[c]) * SHR[c];
  const bu = Number(
    ((net / LB[c]) * (1 - shrink / 100) * (1 - dock / 100)).toFixed(2),
  );
  let dry = 0;
  if (c === "YC" && mst > 15.5) dry = Math.round(bu * (3 + 4 * (mst - 15)));
  if (c === "SB" && mst > 13.5) dry = Math.round(bu * (5 + 3 * (mst - 13)));
  const t: Tkt = {
    no: 0,
    loc,
    g,
    c,
    dt,
    gross,
    tare,
    mst,
    tw,
    dock,
    grd,
    bu,
    dry,
    bin: binFor(loc, c, dt),
    ctr,
    stat: "OPN",
  };
  tkts.push(t);
  return t;
};

// seasonal weight of contract starts by commodity and month (1..12)
const SEASON: Record<Comm, number[]> = {
  YC: [0, 0.35, 0.25, 0.3, 0.25, 0.3, 0.25, 0.2, 0.1, 0.3, 1.6, 1.3, 0.25],
  SB: [0, 0.15, 0.12, 0.12, 0.1, 0.1, 0.08, 0.05, 0.05, 0.7, 1.1, 0.2, 0.08],
  HRW: [0, 0, 0, 0, 0, 0, 0, 0.35, 0.05, 0, 0, 0, 0],
};

const storageLoads: Tkt[] = [];
const months: string[] = [];
for (let d = START; d <= LAST; d = addDays(lastDayOfMonth(d), 1))
  months.push(d.slice(0, 7));

for (const g of growers) {
  if (silent.has(g.no)) continue;
  const activeUntil =
    g.stat === "I" ? r.date("2025-01-15", "2026-06-30") : LAST;
  for (const ym of months) {
    const first = `${ym}-01`;
    if (first > activeUntil) break;
    if (lastDayOfMonth(first) < g.join) continue;
    const mo = Number(ym.slice(5, 7));
    for (const c of ["YC", "SB", "HRW"] as Comm[]) {
      if (
        c === "HRW" &&
        !(g.home === "ALD" || g.home === "DUN") &&
        r.chance(0.8)
      )
        continue;
      const lam =
        (SEASON[c][mo] ?? 0) *
        Math.max(g.size, g.stat === "A" ? 1.6 : 0) *
        (c === "HRW" ? 0.6 : 1) *
        0.12;
      const n = r.poisson(lam);
      for (let k = 0; k < n; k++) {
        const loc = r.chance(0.85)
          ? g.home
          : r.weighted(
              LOC_W.filter(([l]) => c !== "HRW" || l === "ALD" || l === "DUN"),
            );
        if (c === "HRW" && loc !== "ALD" && loc !== "DUN") continue;
        const end = lastDayOfMonth(first);
        const last = end > LAST ? LAST : end;
        const harvest =
          (c === "YC" && (mo === 10 || mo === 11)) ||
          (c === "SB" && (mo === 9 || mo === 10)) ||
          c === "HRW";
        // a share of harvest loads goes to open storage instead of a contract
        if (harvest && r.chance(0.2)) {
          const loads = r.int(2, 8);
          for (let i = 0; i < loads; i++)
            storageLoads.push(makeLoad(g, loc, c, r.date(first, last), null));
          continue;
        }
        const typ = r.weighted([
          ["CSH", 45],
          ["FWD", 35],
          ["BAS", 20],
        ]);
        const dlvFrom = first;
        const dlvTo = end;
        const firstLoad = r.date(first, last);
        const ctrDt =
          typ === "CSH"
            ? firstLoad
            : typ === "FWD"
              ? addDays(first, -r.int(20, 240))
              : addDays(first, -r.int(0, 45));
        const qty =
          Math.max(1, Math.round(r.int(2, 12) * Math.sqrt(g.size) * 0.7)) *
          1000;
        const ctr: Ctr = {
          no: "",
          g,
          loc,
          c,
          typ,
          dt: ctrDt < "2024-03-01" ? "2024-03-01" : ctrDt,
          from: dlvFrom,
          to: dlvTo,
          qty,
          futMo: futMo(c, first),
          futPx: null,
          basis: basisOf(c, loc, ctrDt),
          px: null,
          priced: null,
          stat: "O",
        };
        if (typ !== "BAS") {
          ctr.futPx = fut(c, ctr.dt);
          ctr.px = Number((ctr.futPx + (ctr.basis ?? 0)).toFixed(4));
          ctr.priced = ctr.dt;
        }
        ctrs.push(ctr);
        if (typ !== "CSH" && r.chance(0.035)) {
          ctr.stat = "X";
          continue;
        }
        // deliver loads
        let got = 0;
        let day = firstLoad;
        while (got < qty && day <= last) {
          const t = makeLoad(g, loc, c, day, ctr);
          got += t.bu;
          if (r.chance(0.6)) day = addDays(day, r.int(1, 4));
        }
        if (typ === "BAS") {
          const pd = addDays(day, r.int(5, 260));
          if (pd <= LAST) {
            ctr.priced = pd;
            ctr.futPx = fut(c, pd);
            ctr.px = Number((ctr.futPx + (ctr.basis ?? 0)).toFixed(4));
          }
        }
        if (got >= qty && ctr.px !== null) ctr.stat = "C";
        else if (end < LAST && ctr.px !== null && r.chance(0.9)) ctr.stat = "C";
      }
    }
  }
}

// forward contracts already booked for delivery after the data ends (no deliveries yet)
for (const g of growers.filter((x) => x.stat === "A" && x.size > 1.2)) {
  const n = r.poisson(0.8);
  for (let k = 0; k < n; k++) {
    const c: Comm = r.weighted([
      ["YC", 6],
      ["SB", 3],
    ]);
    const first = r.pick([
      "2026-12-01",
      "2027-01-01",
      "2027-03-01",
      "2027-05-01",
      "2027-10-01",
    ]);
    const dt = r.date("2026-03-01", LAST);
    const futPx = fut(c, dt);
    const basis = basisOf(c, g.home, first);
    ctrs.push({
      no: "",
      g,
      loc: g.home,
      c,
      typ: "FWD",
      dt,
      from: first,
      to: lastDayOfMonth(first),
      qty: r.int(5, 40) * 1000,
      futMo: futMo(c, first),
      futPx,
      basis,
      px: Number((futPx + basis).toFixed(4)),
      priced: dt,
      stat: "O",
    });
  }
}

// sell part of the open storage later on cash contracts
const storageByKey = new Map<string, Tkt[]>();
for (const t of storageLoads) {
  const key = `${t.g.no}|${t.c}|${t.loc}|${t.dt.slice(0, 4)}`;
  const list = storageByKey.get(key) ?? [];
  list.push(t);
  storageByKey.set(key, list);
}
for (const list of storageByKey.values()) {
  list.sort((a, b) => (a.dt < b.dt ? -1 : 1));
  const lastLoad = list[list.length - 1]?.dt ?? LAST;
  const saleDt = addDays(lastLoad, r.int(20, 300));
  if (saleDt > LAST || r.chance(0.12)) continue;
  const t0 = list[0];
  if (!t0) continue;
  const basis = basisOf(t0.c, t0.loc, saleDt);
  const futPx = fut(t0.c, saleDt);
  const ctr: Ctr = {
    no: "",
    g: t0.g,
    loc: t0.loc,
    c: t0.c,
    typ: "CSH",
    dt: saleDt,
    from: list[0]?.dt ?? saleDt,
    to: saleDt,
    qty: Math.round(list.reduce((s, t) => s + t.bu, 0)),
    futMo: futMo(t0.c, saleDt),
    futPx,
    basis,
    px: Number((futPx + basis).toFixed(4)),
    priced: saleDt,
    stat: "C",
  };
  ctrs.push(ctr);
  for (const t of list) t.ctr = ctr;
}

// numbering
ctrs.sort((a, b) => (a.dt === b.dt ? a.g.no - b.g.no : a.dt < b.dt ? -1 : 1));
for (const c of ctrs) c.no = newCtrNo(c.dt);
tkts.sort((a, b) =>
  a.dt === b.dt
    ? a.loc === b.loc
      ? a.g.no - b.g.no
      : a.loc < b.loc
        ? -1
        : 1
    : a.dt < b.dt
      ? -1
      : 1,
);
tkts.forEach((t, i) => {
  t.no = 410_001 + i;
  if (r.chance(0.012)) t.stat = "VOID";
});

// ------------------------------------------------------------------ settlements
type Stl = {
  no: number;
  g: Grower;
  ctr: Ctr;
  dt: string;
  bu: number;
  px: number;
  gross: number;
  dry: number;
  stor: number;
  ckoff: number;
  net: number;
  chk: number | null;
  pd: string | null;
  lines: Tkt[];
};
const stls: Stl[] = [];
const byCtr = new Map<Ctr, Tkt[]>();
for (const t of tkts) {
  if (!t.ctr || t.stat === "VOID") continue;
  const list = byCtr.get(t.ctr) ?? [];
  list.push(t);
  byCtr.set(t.ctr, list);
}
for (const [ctr, list] of byCtr) {
  if (ctr.px === null || ctr.priced === null) continue;
  const groups = new Map<string, Tkt[]>();
  for (const t of list) {
    const key = ctr.typ === "CSH" ? "all" : t.dt.slice(0, 7);
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  for (const g of groups.values()) {
    const lastLoad = g.reduce((m, t) => (t.dt > m ? t.dt : m), "");
    const base = lastLoad > ctr.priced ? lastLoad : ctr.priced;
    const dt = addDays(base, r.int(1, 9));
    if (dt > LAST) continue;
    const bu = Number(g.reduce((s, t) => s + t.bu, 0).toFixed(2));
    const gross = Number((bu * ctr.px).toFixed(2));
    const dry = g.reduce((s, t) => s + t.dry, 0);
    let stor = 0;
    for (const t of g) {
      const days = daysBetween(t.dt, ctr.priced);
      if (days > 30) stor += Math.round(t.bu * 3 * Math.ceil((days - 30) / 30));
    }
    const ckoff =
      ctr.c === "YC"
        ? Math.round(bu * 0.25)
        : Math.round(gross * 100 * (ctr.c === "SB" ? 0.005 : 0.003));
    const net = Number((gross - (dry + stor + ckoff) / 100).toFixed(2));
    const held = r.chance(0.025) || daysBetween(dt, LAST) < 2;
    const pd = held ? null : addDays(dt, r.int(0, 3));
    stls.push({
      no: 0,
      g: ctr.g,
      ctr,
      dt,
      bu,
      px: ctr.px,
      gross,
      dry,
      stor,
      ckoff,
      net,
      chk: null,
      pd: pd !== null && pd > LAST ? null : pd,
      lines: g,
    });
    for (const t of g) if (t.stat !== "VOID") t.stat = "STL";
  }
}
stls.sort((a, b) => (a.dt === b.dt ? a.g.no - b.g.no : a.dt < b.dt ? -1 : 1));
let chk = 58_210;
stls.forEach((s, i) => {
  s.no = 90_001 + i;
  if (s.pd !== null) s.chk = chk += r.int(1, 3);
});

// ------------------------------------------------------------------ buyers and shipments
const BUYERS: [string, string, string, string, string][] = [
  ["ADMCR", "ADM Cedar Rapids", "PROC", "Cedar Rapids", "IA"],
  ["CARGEF", "Cargill Eddyville", "PROC", "Eddyville", "IA"],
  ["AGPEG", "AGP Eagle Grove", "PROC", "Eagle Grove", "IA"],
  ["POETJW", "POET Biorefining Jewell", "ETH", "Jewell", "IA"],
  ["LSCIF", "Lincolnway Energy", "ETH", "Nevada", "IA"],
  ["VERIS", "Valero Fort Dodge", "ETH", "Fort Dodge", "IA"],
  ["BNGKAL", "Bunge Kalama Export", "EXP", "Kalama", "WA"],
  ["TEMCO", "TEMCO Tacoma", "EXP", "Tacoma", "WA"],
  ["ZENNOH", "Zen-Noh Grain Convent", "EXP", "Convent", "LA"],
  ["CFRGLD", "Five Rivers Cattle Feeding", "FEED", "Yuma", "CO"],
  ["TXFEED", "Cactus Feeders Hereford", "FEED", "Hereford", "TX"],
];
type Ship = {
  loc: string;
  buyer: string;
  c: Comm;
  dt: string;
  cars: number;
  bu: number;
  px: number;
  rr: string;
  unld: string | null;
  pd: string | null;
};
const ships: Ship[] = [];
const RAIL: Record<string, string> = { ALD: "IAIS", BRK: "CN", DUN: "UP" };
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const mo = Number(d.slice(5, 7));
  for (const loc of ["ALD", "BRK", "DUN"]) {
    const rate =
      (loc === "ALD" ? 0.08 : loc === "BRK" ? 0.06 : 0.065) *
      (mo >= 10 || mo <= 2 ? 1.5 : mo >= 6 && mo <= 8 ? 0.6 : 1);
    if (!r.chance(rate)) continue;
    const c: Comm =
      mo === 8 && (loc === "ALD" || loc === "DUN") && r.chance(0.5)
        ? "HRW"
        : r.weighted([
            ["YC", 64],
            ["SB", 36],
          ]);
    const buyer =
      c === "HRW"
        ? r.pick(["ADMCR", "TEMCO"])
        : c === "SB"
          ? r.weighted([
              ["ADMCR", 3],
              ["CARGEF", 3],
              ["AGPEG", 4],
              ["BNGKAL", 2],
              ["ZENNOH", 2],
            ])
          : r.weighted([
              ["POETJW", 5],
              ["LSCIF", 3],
              ["VERIS", 3],
              ["ADMCR", 2],
              ["BNGKAL", 2],
              ["TEMCO", 2],
              ["ZENNOH", 1],
              ["CFRGLD", 2],
              ["TXFEED", 2],
            ]);
    const shuttle = ["BNGKAL", "TEMCO", "ZENNOH", "CFRGLD", "TXFEED"].includes(
      buyer,
    );
    const cars = shuttle ? r.int(75, 110) : r.int(10, 45);
    const perCar =
      c === "YC"
        ? r.int(3_380, 3_560)
        : c === "SB"
          ? r.int(3_200, 3_380)
          : r.int(3_250, 3_420);
    const bu = Number((cars * perCar + r.float(-400, 400, 2)).toFixed(2));
    const px = Number(
      (
        futBase(c, d) +
        (shuttle ? 0.25 : 0.05) +
        r.float(-0.12, 0.12, 4)
      ).toFixed(4),
    );
    const transit = shuttle ? r.int(8, 20) : r.int(2, 6);
    const unld = addDays(d, transit);
    const pd = addDays(unld, r.int(2, 25));
    ships.push({
      loc,
      buyer,
      c,
      dt: d,
      cars,
      bu,
      px,
      rr: RAIL[loc] ?? "UP",
      unld: unld > LAST ? null : unld,
      pd: pd > LAST || unld > LAST ? null : pd,
    });
  }
}

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA agtrax;
CREATE TABLE agtrax.loc (
  loc_cd varchar(3) PRIMARY KEY,
  loc_nm text NOT NULL,
  city text,
  county text,
  st char(2),
  rail_yn char(1) NOT NULL,
  mgr_nm text
);
CREATE TABLE agtrax.comm (
  comm_cd varchar(3) PRIMARY KEY,
  comm_desc text NOT NULL,
  lb_bu integer NOT NULL,
  std_mst numeric(4,1) NOT NULL,
  shrink_pct numeric(4,2) NOT NULL
);
CREATE TABLE agtrax.bin (
  bin_no varchar(8) PRIMARY KEY,
  loc_cd varchar(3) NOT NULL REFERENCES agtrax.loc(loc_cd),
  bin_typ varchar(4) NOT NULL,
  cap_bu integer NOT NULL,
  comm_cd varchar(3),
  aer_yn char(1) NOT NULL,
  built_yr smallint
);
CREATE TABLE agtrax.grower (
  grower_no integer PRIMARY KEY,
  grower_nm text NOT NULL,
  city text,
  st char(2),
  home_loc varchar(3),
  join_dt date,
  patron_yn char(1) NOT NULL,
  stat_cd char(1) NOT NULL
);
CREATE TABLE agtrax.buyer (
  buyer_cd varchar(8) PRIMARY KEY,
  buyer_nm text NOT NULL,
  buyer_typ varchar(4) NOT NULL,
  city text,
  st char(2)
);
CREATE TABLE agtrax.ctr (
  ctr_no varchar(10) PRIMARY KEY,
  grower_no integer NOT NULL REFERENCES agtrax.grower(grower_no),
  loc_cd varchar(3) NOT NULL,
  comm_cd varchar(3) NOT NULL,
  ctr_typ varchar(3) NOT NULL,
  ctr_dt date NOT NULL,
  dlv_from date,
  dlv_to date,
  qty_bu integer NOT NULL,
  fut_mo varchar(4),
  fut_px numeric(8,4),
  basis numeric(6,2),
  px_bu numeric(8,4),
  priced_dt date,
  stat_cd char(1) NOT NULL
);
CREATE TABLE agtrax.tkt (
  tkt_no integer PRIMARY KEY,
  loc_cd varchar(3) NOT NULL,
  grower_no integer NOT NULL,
  comm_cd varchar(3) NOT NULL,
  dt_rcvd date NOT NULL,
  gross_lb integer NOT NULL,
  tare_lb integer NOT NULL,
  mst_pct numeric(4,1),
  test_wt numeric(4,1),
  dock_pct numeric(4,1),
  grd_cd varchar(2),
  net_bu numeric(10,2) NOT NULL,
  dry_c integer NOT NULL DEFAULT 0,
  bin_no varchar(8),
  ctr_no varchar(10),
  stat_cd varchar(4) NOT NULL
);
CREATE TABLE agtrax.stl (
  stl_no integer PRIMARY KEY,
  grower_no integer NOT NULL REFERENCES agtrax.grower(grower_no),
  ctr_no varchar(10) NOT NULL REFERENCES agtrax.ctr(ctr_no),
  stl_dt date NOT NULL,
  bu numeric(12,2) NOT NULL,
  px_bu numeric(8,4) NOT NULL,
  gross_amt numeric(12,2) NOT NULL,
  dry_c integer NOT NULL,
  stor_c integer NOT NULL,
  ckoff_c integer NOT NULL,
  net_amt numeric(12,2) NOT NULL,
  chk_no integer,
  pd_dt date
);
CREATE TABLE agtrax.stl_tkt (
  stl_no integer NOT NULL,
  tkt_no integer NOT NULL,
  bu numeric(10,2) NOT NULL,
  PRIMARY KEY (stl_no, tkt_no)
);
CREATE TABLE agtrax.ship (
  ship_no integer PRIMARY KEY,
  loc_cd varchar(3) NOT NULL,
  buyer_cd varchar(8) NOT NULL REFERENCES agtrax.buyer(buyer_cd),
  comm_cd varchar(3) NOT NULL,
  ship_dt date NOT NULL,
  n_cars smallint NOT NULL,
  net_bu numeric(12,2) NOT NULL,
  px_bu numeric(8,4) NOT NULL,
  "railCarrier" varchar(6),
  "bolNo" varchar(16),
  unld_dt date,
  pd_dt date
);
`;
  return [
    ddl,
    insertRows(
      "agtrax.loc",
      ["loc_cd", "loc_nm", "city", "county", "st", "rail_yn", "mgr_nm"],
      LOCS,
    ),
    insertRows(
      "agtrax.comm",
      ["comm_cd", "comm_desc", "lb_bu", "std_mst", "shrink_pct"],
      COMMS,
    ),
    insertRows(
      "agtrax.bin",
      [
        "bin_no",
        "loc_cd",
        "bin_typ",
        "cap_bu",
        "comm_cd",
        "aer_yn",
        "built_yr",
      ],
      bins.map((b) => [b.no, b.loc, b.typ, b.cap, b.comm, b.aer, b.yr]),
    ),
    insertRows(
      "agtrax.grower",
      [
        "grower_no",
        "grower_nm",
        "city",
        "st",
        "home_loc",
        "join_dt",
        "patron_yn",
        "stat_cd",
      ],
      growers.map((g) => [
        g.no,
        g.nm,
        g.city,
        "IA",
        g.home,
        g.join,
        g.patron,
        g.stat,
      ]),
    ),
    insertRows(
      "agtrax.buyer",
      ["buyer_cd", "buyer_nm", "buyer_typ", "city", "st"],
      BUYERS,
    ),
    insertRows(
      "agtrax.ctr",
      [
        "ctr_no",
        "grower_no",
        "loc_cd",
        "comm_cd",
        "ctr_typ",
        "ctr_dt",
        "dlv_from",
        "dlv_to",
        "qty_bu",
        "fut_mo",
        "fut_px",
        "basis",
        "px_bu",
        "priced_dt",
        "stat_cd",
      ],
      ctrs.map((c) => [
        c.no,
        c.g.no,
        c.loc,
        c.c,
        c.typ,
        c.dt,
        c.from,
        c.to,
        c.qty,
        c.futMo,
        c.futPx,
        c.basis,
        c.px,
        c.priced,
        c.stat,
      ]),
    ),
    insertRows(
      "agtrax.tkt",
      [
        "tkt_no",
        "loc_cd",
        "grower_no",
        "comm_cd",
        "dt_rcvd",
        "gross_lb",
        "tare_lb",
        "mst_pct",
        "test_wt",
        "dock_pct",
        "grd_cd",
        "net_bu",
        "dry_c",
        "bin_no",
        "ctr_no",
        "stat_cd",
      ],
      tkts.map((t) => [
        t.no,
        t.loc,
        t.g.no,
        t.c,
        t.dt,
        t.gross,
        t.tare,
        t.mst,
        t.tw,
        t.dock,
        t.grd,
        t.bu,
        t.dry,
        t.bin,
        t.ctr?.no ?? null,
        t.stat,
      ]),
    ),
    insertRows(
      "agtrax.stl",
      [
        "stl_no",
        "grower_no",
        "ctr_no",
        "stl_dt",
        "bu",
        "px_bu",
        "gross_amt",
        "dry_c",
        "stor_c",
        "ckoff_c",
        "net_amt",
        "chk_no",
        "pd_dt",
      ],
      stls.map((s) => [
        s.no,
        s.g.no,
        s.ctr.no,
        s.dt,
        s.bu,
        s.px,
        s.gross,
        s.dry,
        s.stor,
        s.ckoff,
        s.net,
        s.chk,
        s.pd,
      ]),
    ),
    insertRows(
      "agtrax.stl_tkt",
      ["stl_no", "tkt_no", "bu"],
      stls.flatMap((s) => s.lines.map((t) => [s.no, t.no, t.bu])),
    ),
    insertRows(
      "agtrax.ship",
      [
        "ship_no",
        "loc_cd",
        "buyer_cd",
        "comm_cd",
        "ship_dt",
        "n_cars",
        "net_bu",
        "px_bu",
        '"railCarrier"',
        '"bolNo"',
        "unld_dt",
        "pd_dt",
      ],
      ships.map((s, i) => [
        7_001 + i,
        s.loc,
        s.buyer,
        s.c,
        s.dt,
        s.cars,
        s.bu,
        s.px,
        s.rr,
        `${s.rr}${s.dt.slice(2, 4)}${pad(30_000 + i * 7, 6)}`,
        s.unld,
        s.pd,
      ]),
    ),
  ].join("\n");
}
