/**
 * Ridings Tyre & Mobile Fitting, a small independent tyre business in Brighouse (West Yorkshire, between Halifax and
 * Huddersfield). It fits tyres at its depot (a two-bay unit with a wheel-alignment ramp) and at the customer's home
 * or workplace from a small fleet of mobile fitting vans. Customers are private motorists, fleet / business
 * accounts (couriers, taxis, trades vans) and local garages (motor trade) that send cars over. Besides tyre fitting
 * it does puncture repairs, TPMS sensor replacement, wheel balancing and (at the depot only) wheel alignment.
 *
 * This is a copy of the business's job management package "TyreDesk" (schema `tdsk`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24, plus the bookings already in the diary
 * for the weeks ahead. Data starts on 2024-01-02. The business works Monday to Saturday, not on bank holidays.
 *
 * UNITS: all money is in whole PENCE and EXCLUDES VAT (`cost_p`, `rrp_p`, `unit_p`, `lab_p`, `mob_fee_p`, `net_p`),
 * except `inv.vat_p`, the VAT (20%) on the invoice; an invoice's gross total is `net_p + vat_p`.
 *
 * Business terms and codes (all codes are described in `lkp_cd`, one row per group `grp_cd` and code `cd`):
 * - Customers (`cust`): `cust_typ` PRV private motorist, FLT fleet / business account, MTR motor trade (garages).
 *   `acct_no` the credit account number of FLT and MTR customers (they are invoiced and pay by bank transfer on 30
 *   days); private customers pay on the day. `crt_dt` when the customer record was created. `del_flg` 1 when the
 *   customer was deleted (soft delete; the rows stay, their vehicles are made inactive).
 * - Vehicles (`veh`): `vrm` the registration mark, `mk` and `mdl` make and model, `tyre_sz` the vehicle's tyre size
 *   as written on the sidewall (`205/55R16`; a trailing `C` is a commercial / van tyre). `actv_yn` N when the
 *   vehicle was removed (sold, scrapped, or the customer was deleted).
 * - Tyre stock (`tyre_stk`): one tyre line (brand, pattern and size) kept at the depot. `tier_cd` PREM premium, MID
 *   mid-range, BUD budget. `seas_cd` S summer, W winter, A all-season. `rf_yn` Y for run-flat. `cost_p` the buying
 *   price and `rrp_p` the selling price per tyre today, both ex VAT, including fitting, a new valve and balancing.
 *   `qoh` tyres on hand at the depot now, `rol` the reorder level. `disc_yn` Y for a line no longer sold.
 * - Vans (`van`): `van_cd` V1..V5 ("Van 1"...). `sold_dt` when the van left the fleet (NULL = still in the fleet).
 *   `svc_due_dt` and `mot_due_dt` the next service and MOT.
 * - Fitters (`ftr`): `mob_yn` Y for mobile fitters (who run a van), N for depot fitters. `leave_dt` NULL while
 *   still employed.
 * - Jobs (`job`): one booking, at the depot (`loc_cd` D) or mobile (`loc_cd` M, with the van and the postcode
 *   `site_pcode` of the site). `job_typ` FIT tyre fitting, PUN puncture repair, TPMS sensor, BAL balancing, ALN
 *   wheel alignment. `src_cd` how it was booked: PH phone, WEB website, WLK walk-in at the depot. `bkd_dt` when
 *   booked, `sched_dt` the booked date, `cmpl_dt` when done (NULL = not done yet, cancelled or no-show). `sts_cd`
 *   BK booked, CP completed, CX cancelled, NS no-show (cancelled rows are kept). For FIT jobs `stk_id` is the tyre
 *   line fitted, `qty` how many tyres and `unit_p` the price charged per tyre (ex VAT; fleet and trade get 10% off;
 *   prices rose over time); `lab_p` the labour charge of the other job types; `mob_fee_p` the mobile call-out fee.
 * - Invoices (`inv`): one per completed job (a voided invoice, `void_yn` Y, is replaced by a new one for the same
 *   job). `net_p` ex VAT = qty x unit_p + lab_p + mob_fee_p; `due_dt`; `pd_dt` when paid (NULL = unpaid); `pay_cd`
 *   CRD card, CSH cash, BAC bank transfer.
 *
 * Not recorded: supplier invoices, purchase orders and suppliers; wages and any running costs (fuel, insurance,
 *   rent); time of day or duration of jobs; tread depths and tyre condition reports; customer reviews or
 *   satisfaction; old-tyre disposal; the van's mileage per trip.
 *
 * Tables
 * - `lkp_cd`: `grp_cd`, `cd`, `dsc`, `sort_no`.
 * - `cust`: `cust_id`, `cust_nm`, `cust_typ`, `acct_no`, `tel_no`, `pcode`, `crt_dt`, `del_flg`.
 * - `veh`: `veh_id`, `cust_id`, `vrm`, `mk`, `mdl`, `reg_yr`, `tyre_sz`, `actv_yn`.
 * - `tyre_stk`: `stk_id`, `brnd`, `ptn`, `tyre_sz`, `li`, `sr`, `seas_cd`, `tier_cd`, `rf_yn`, `cost_p`, `rrp_p`,
 *   `qoh`, `rol`, `disc_yn`.
 * - `van`: `van_id`, `van_cd`, `vrm`, `mk_mdl`, `purch_dt`, `sold_dt`, `svc_due_dt`, `mot_due_dt`.
 * - `ftr`: `ftr_id`, `first_nm`, `last_nm`, `mob_yn`, `start_dt`, `leave_dt`.
 * - `job`: `job_id`, `cust_id`, `veh_id`, `job_typ`, `loc_cd`, `src_cd`, `bkd_dt`, `sched_dt`, `cmpl_dt`, `sts_cd`,
 *   `ftr_id`, `van_id`, `site_pcode`, `stk_id`, `qty`, `unit_p`, `lab_p`, `mob_fee_p`, `cx_rsn`.
 * - `inv`: `inv_no`, `job_id`, `cust_id`, `inv_dt`, `net_p`, `vat_p`, `due_dt`, `pd_dt`, `pay_cd`, `void_yn`.
 */
import {
  addDays,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const TODAY = "2026-11-25";
const DIARY_END = "2027-01-16";
const r = seededRandom(7_305_2026);

const HOLIDAYS = new Set([...ENGLAND_BANK_HOLIDAYS, "2027-01-01"]);
const isWorkDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && !HOLIDAYS.has(d);

// ------------------------------------------------------------------ lookup codes
const LKP: [string, string, string][] = [
  ["CTYP", "PRV", "Private"],
  ["CTYP", "FLT", "Fleet / business account"],
  ["CTYP", "MTR", "Motor trade"],
  ["JTYP", "FIT", "Tyre fitting"],
  ["JTYP", "PUN", "Puncture repair"],
  ["JTYP", "TPMS", "TPMS sensor"],
  ["JTYP", "BAL", "Wheel balancing"],
  ["JTYP", "ALN", "Wheel alignment"],
  ["JSTS", "BK", "Booked"],
  ["JSTS", "CP", "Completed"],
  ["JSTS", "CX", "Cancelled"],
  ["JSTS", "NS", "No show"],
  ["LOC", "D", "Depot"],
  ["LOC", "M", "Mobile"],
  ["SRC", "PH", "Phone"],
  ["SRC", "WEB", "Website"],
  ["SRC", "WLK", "Walk-in"],
  ["SEAS", "S", "Summer"],
  ["SEAS", "W", "Winter"],
  ["SEAS", "A", "All season"],
  ["TIER", "PREM", "Premium"],
  ["TIER", "MID", "Mid-range"],
  ["TIER", "BUD", "Budget"],
  ["PAY", "CRD", "Card"],
  ["PAY", "CSH", "Cash"],
  ["PAY", "BAC", "Bank transfer"],
];

// ------------------------------------------------------------------ tyre sizes and stock
type Size = {
  sz: string;
  rim: number;
  van: boolean;
  li: string;
  sr: string;
  winter: boolean;
  allSeason: boolean;
  runflat: boolean;
};
const SIZES: Size[] = [
  {
    sz: "175/65R15",
    rim: 15,
    van: false,
    li: "84",
    sr: "H",
    winter: false,
    allSeason: true,
    runflat: false,
  },
  {
    sz: "185/65R15",
    rim: 15,
    van: false,
    li: "88",
    sr: "H",
    winter: true,
    allSeason: true,
    runflat: false,
  },
  {
    sz: "195/55R16",
    rim: 16,
    van: false,
    li: "87",
    sr: "V",
    winter: true,
    allSeason: false,
    runflat: true,
  },
  {
    sz: "205/55R16",
    rim: 16,
    van: false,
    li: "91",
    sr: "V",
    winter: true,
    allSeason: true,
    runflat: false,
  },
  {
    sz: "225/45R17",
    rim: 17,
    van: false,
    li: "94",
    sr: "W",
    winter: true,
    allSeason: true,
    runflat: true,
  },
  {
    sz: "215/60R17",
    rim: 17,
    van: false,
    li: "96",
    sr: "H",
    winter: true,
    allSeason: true,
    runflat: false,
  },
  {
    sz: "225/45R18",
    rim: 18,
    van: false,
    li: "95",
    sr: "Y",
    winter: false,
    allSeason: false,
    runflat: true,
  },
  {
    sz: "235/45R18",
    rim: 18,
    van: false,
    li: "98",
    sr: "W",
    winter: false,
    allSeason: true,
    runflat: false,
  },
  {
    sz: "225/55R18",
    rim: 18,
    van: false,
    li: "98",
    sr: "V",
    winter: false,
    allSeason: true,
    runflat: false,
  },
  {
    sz: "235/55R18",
    rim: 18,
    van: false,
    li: "100",
    sr: "V",
    winter: true,
    allSeason: true,
    runflat: false,
  },
  {
    sz: "205/65R16C",
    rim: 16,
    van: true,
    li: "107/105",
    sr: "T",
    winter: false,
    allSeason: false,
    runflat: false,
  },
  {
    sz: "215/65R16C",
    rim: 16,
    van: true,
    li: "109/107",
    sr: "T",
    winter: true,
    allSeason: true,
    runflat: false,
  },
  {
    sz: "235/65R16C",
    rim: 16,
    van: true,
    li: "115/113",
    sr: "R",
    winter: false,
    allSeason: true,
    runflat: false,
  },
];

type Brand = {
  nm: string;
  tier: "PREM" | "MID" | "BUD";
  S: string;
  W?: string;
  A?: string;
  C?: string;
  CA?: string;
};
const BRANDS: Brand[] = [
  {
    nm: "Michelin",
    tier: "PREM",
    S: "Primacy 4+",
    W: "Alpin 6",
    A: "CrossClimate 2",
    C: "Agilis 3",
    CA: "CrossClimate Camping",
  },
  {
    nm: "Continental",
    tier: "PREM",
    S: "PremiumContact 7",
    W: "WinterContact TS 870",
    A: "AllSeasonContact 2",
    C: "VanContact Ultra",
    CA: "VanContact 4Season",
  },
  {
    nm: "Bridgestone",
    tier: "PREM",
    S: "Turanza 6",
    W: "Blizzak LM005",
    A: "Weather Control A005",
    C: "Duravis Van",
  },
  {
    nm: "Goodyear",
    tier: "PREM",
    S: "EfficientGrip Performance 2",
    W: "UltraGrip 9+",
    A: "Vector 4Seasons Gen-3",
    C: "EfficientGrip Cargo 2",
    CA: "Vector 4Seasons Cargo",
  },
  {
    nm: "Pirelli",
    tier: "PREM",
    S: "Cinturato P7 C2",
    W: "Cinturato Winter 2",
    A: "Cinturato All Season SF3",
    C: "Carrier",
  },
  {
    nm: "Hankook",
    tier: "MID",
    S: "Ventus Prime 4",
    W: "Winter i*cept RS3",
    A: "Kinergy 4S2",
    C: "Vantra LT",
  },
  {
    nm: "Falken",
    tier: "MID",
    S: "Ziex ZE310 Ecorun",
    W: "Eurowinter HS02",
    A: "Euroall Season AS210",
    C: "Linam Van01",
  },
  {
    nm: "Kumho",
    tier: "MID",
    S: "Ecsta HS52",
    W: "WinterCraft WP52",
    A: "Solus 4S HA32",
    C: "PorTran KC53",
  },
  {
    nm: "Nexen",
    tier: "MID",
    S: "N'Fera Sport",
    W: "Winguard Sport 2",
    A: "N'Blue 4Season 2",
  },
  { nm: "Landsail", tier: "BUD", S: "LS388", A: "4-Seasons", C: "CT6" },
  { nm: "Linglong", tier: "BUD", S: "Green-Max HP010", C: "Green-Max Van" },
  { nm: "Davanti", tier: "BUD", S: "DX640" },
  {
    nm: "Rotalla",
    tier: "BUD",
    S: "Setula S-Pace RU01",
    C: "Setula C-Race RF09",
  },
  {
    nm: "Goodride",
    tier: "BUD",
    S: "Zuper Eco Z-107",
    A: "All Season Elite Z-401",
  },
];

type Stock = {
  id: number;
  brnd: string;
  ptn: string;
  size: Size;
  seas: "S" | "W" | "A";
  tier: "PREM" | "MID" | "BUD";
  rf: boolean;
  cost: number;
  rrp: number;
  qoh: number;
  rol: number;
  disc: boolean;
  discFrom: string | null; // date after which the line is no longer fitted
};
const stock: Stock[] = [];
const BASE_PRICE: Record<string, Record<string, number>> = {
  // inc-VAT price in pounds by rim and tier
  "15": { PREM: 92, MID: 68, BUD: 49 },
  "16": { PREM: 108, MID: 79, BUD: 57 },
  "17": { PREM: 134, MID: 96, BUD: 66 },
  "18": { PREM: 164, MID: 117, BUD: 79 },
  C: { PREM: 152, MID: 114, BUD: 84 },
};
const addStock = (
  brand: Brand,
  ptn: string,
  size: Size,
  seas: "S" | "W" | "A",
  rf: boolean,
): void => {
  if (
    stock.some(
      (s) => s.brnd === brand.nm && s.ptn === ptn && s.size.sz === size.sz,
    )
  )
    return;
  let inc = BASE_PRICE[size.van ? "C" : String(size.rim)]![brand.tier]!;
  if (seas !== "S") inc *= 1.08;
  if (rf) inc *= 1.25;
  inc = Math.floor(inc * r.float(0.93, 1.08, 3)) + 0.99;
  const rrp = Math.round((inc * 100) / 1.2);
  const cost = Math.round(rrp * r.float(0.6, 0.74, 3));
  const rol = brand.tier === "PREM" ? r.pick([2, 4]) : r.pick([4, 4, 6, 8]);
  let qoh = r.int(0, rol * 2 + 4);
  if (qoh === rol) qoh += r.chance(0.5) ? 1 : -1;
  stock.push({
    id: 0,
    brnd: brand.nm,
    ptn,
    size,
    seas,
    tier: brand.tier,
    rf,
    cost,
    rrp,
    qoh,
    rol,
    disc: false,
    discFrom: null,
  });
};
for (const size of SIZES) {
  const byTier = (tier: string) =>
    r.shuffle(BRANDS.filter((b) => b.tier === tier && (!size.van || b.C)));
  const prem = byTier("PREM");
  if (size.sz === "205/55R16") {
    const mich = prem.find((b) => b.nm === "Michelin")!;
    prem.splice(prem.indexOf(mich), 1);
    prem.unshift(mich);
  }
  const mid = byTier("MID");
  const bud = byTier("BUD");
  const pat = (b: Brand) => (size.van ? b.C! : b.S);
  for (const b of prem.slice(0, 2)) addStock(b, pat(b), size, "S", false);
  for (const b of mid.slice(0, 2)) addStock(b, pat(b), size, "S", false);
  for (const b of bud.slice(0, size.van ? 1 : 2))
    addStock(b, pat(b), size, "S", false);
  if (size.winter) {
    const wb = r
      .shuffle([...prem, ...mid].filter((b) => b.W && !size.van))
      .slice(0, size.van ? 0 : 2);
    for (const b of wb) addStock(b, b.W!, size, "W", false);
    if (size.van) {
      const vw = prem.find(
        (b) => b.nm === "Continental" || b.nm === "Michelin",
      );
      if (vw)
        addStock(
          vw,
          vw.nm === "Michelin" ? "Agilis Alpin" : "VanContact Winter",
          size,
          "W",
          false,
        );
    }
  }
  if (size.allSeason) {
    const cands = [...prem, ...mid, ...bud].filter((b) =>
      size.van ? b.CA : b.A,
    );
    const ab = r.pick(cands);
    addStock(ab, size.van ? ab.CA! : ab.A!, size, "A", false);
  }
  if (size.runflat) {
    const rb = r.pick(
      prem.filter(
        (b) =>
          b.nm === "Bridgestone" ||
          b.nm === "Pirelli" ||
          b.nm === "Continental",
      ),
    );
    addStock(rb, `${rb.S} RFT`, size, "S", true);
  }
}
// a few lines dropped along the way (stock left over on some)
for (const s of r
  .shuffle(stock.filter((x) => x.seas === "S" && !x.rf && x.tier !== "PREM"))
  .slice(0, 7)) {
  s.disc = true;
  s.discFrom = r.date("2024-09-01", "2026-06-30");
  s.qoh = r.pick([0, 0, 1, 2, 3]);
  s.rol = 0;
}
stock.forEach((s, i) => (s.id = 101 + i));

// ------------------------------------------------------------------ fitters and vans
type Fitter = {
  id: number;
  first: string;
  last: string;
  mob: boolean;
  start: string;
  leave: string | null;
};
const FITTERS: Fitter[] = [
  {
    id: 1,
    first: "Gary",
    last: "Thornton",
    mob: false,
    start: "2011-04-04",
    leave: null,
  },
  {
    id: 2,
    first: "Lee",
    last: "Sutcliffe",
    mob: false,
    start: "2016-08-15",
    leave: null,
  },
  {
    id: 3,
    first: "Dan",
    last: "Hirst",
    mob: true,
    start: "2018-02-05",
    leave: null,
  },
  {
    id: 4,
    first: "Kieran",
    last: "Walsh",
    mob: true,
    start: "2020-06-01",
    leave: null,
  },
  {
    id: 5,
    first: "Tomasz",
    last: "Nowak",
    mob: true,
    start: "2021-09-13",
    leave: null,
  },
  {
    id: 6,
    first: "Ryan",
    last: "Booth",
    mob: true,
    start: "2022-03-07",
    leave: "2025-06-13",
  },
  {
    id: 7,
    first: "Jordan",
    last: "Ackroyd",
    mob: true,
    start: "2025-05-06",
    leave: null,
  },
];
type Van = {
  id: number;
  cd: string;
  vrm: string;
  mkMdl: string;
  purch: string;
  sold: string | null;
  svc: string;
  mot: string;
};
const VANS: Van[] = [
  {
    id: 1,
    cd: "V1",
    vrm: "YF19 KTU",
    mkMdl: "Ford Transit Custom",
    purch: "2019-04-11",
    sold: null,
    svc: "2027-01-12",
    mot: "2027-04-10",
  },
  {
    id: 2,
    cd: "V2",
    vrm: "YC68 ORN",
    mkMdl: "Vauxhall Vivaro",
    purch: "2019-01-22",
    sold: "2025-03-14",
    svc: "2025-04-02",
    mot: "2025-09-30",
  },
  {
    id: 3,
    cd: "V3",
    vrm: "YD70 HXB",
    mkMdl: "Ford Transit Custom",
    purch: "2020-09-03",
    sold: null,
    svc: "2026-12-03",
    mot: "2027-09-02",
  },
  {
    id: 4,
    cd: "V4",
    vrm: "YG21 WPE",
    mkMdl: "Volkswagen Transporter",
    purch: "2021-08-19",
    sold: null,
    svc: "2027-02-19",
    mot: "2027-08-18",
  },
  {
    id: 5,
    cd: "V5",
    vrm: "YA25 MZC",
    mkMdl: "Ford Transit Custom",
    purch: "2025-03-10",
    sold: null,
    svc: "2026-12-15",
    mot: "2028-03-09",
  },
];
/** The van each mobile fitter runs on a date; null when the fitter works in the depot that day. */
const vanOf = (f: Fitter, d: string): number | null => {
  if (f.id === 3) return 1;
  if (f.id === 4) return 3;
  if (f.id === 5) return 4;
  if (f.id === 6) return d < "2025-03-14" ? 2 : 5;
  if (f.id === 7) return d > "2025-06-13" ? 5 : null;
  return null;
};
const working = (f: Fitter, d: string) =>
  f.start <= d && (f.leave === null || d <= f.leave);

// ------------------------------------------------------------------ customers and vehicles
type Cust = {
  id: number;
  nm: string;
  typ: "PRV" | "FLT" | "MTR";
  acct: string | null;
  tel: string;
  pcode: string;
  crt: string;
  del: boolean;
  weight: number;
  payDays: [number, number];
  fleet: [string, string, string][]; // models
};
type Veh = {
  id: number;
  cust: Cust;
  vrm: string;
  mk: string;
  mdl: string;
  yr: number;
  sz: string;
  actv: boolean;
};

const MODELS: [string, string, string, number][] = [
  ["Ford", "Fiesta", "195/55R16", 8],
  ["Ford", "Focus", "205/55R16", 8],
  ["Vauxhall", "Corsa", "185/65R15", 7],
  ["Vauxhall", "Astra", "205/55R16", 5],
  ["Volkswagen", "Golf", "205/55R16", 8],
  ["Volkswagen", "Polo", "185/65R15", 5],
  ["Toyota", "Yaris", "175/65R15", 4],
  ["Toyota", "Corolla", "225/45R17", 4],
  ["Nissan", "Qashqai", "215/60R17", 6],
  ["Kia", "Sportage", "235/55R18", 4],
  ["Hyundai", "Tucson", "225/55R18", 3],
  ["BMW", "3 Series", "225/45R18", 4],
  ["Audi", "A3", "225/45R17", 4],
  ["Mercedes-Benz", "C-Class", "225/45R17", 3],
  ["Skoda", "Octavia", "205/55R16", 4],
  ["Tesla", "Model 3", "235/45R18", 2],
  ["Peugeot", "208", "195/55R16", 3],
  ["Mini", "Cooper", "195/55R16", 2],
  ["Honda", "Jazz", "185/65R15", 2],
];
const VAN_MODELS: [string, string, string][] = [
  ["Ford", "Transit Custom", "215/65R16C"],
  ["Volkswagen", "Transporter", "215/65R16C"],
  ["Mercedes-Benz", "Sprinter", "235/65R16C"],
  ["Citroen", "Berlingo", "205/65R16C"],
  ["Renault", "Trafic", "215/65R16C"],
];
const modelBy = (mk: string, mdl: string): [string, string, string] => {
  const m =
    MODELS.find((x) => x[0] === mk && x[1] === mdl) ??
    VAN_MODELS.find((x) => x[0] === mk && x[1] === mdl);
  if (!m) throw new Error(`${mk} ${mdl}`);
  return [m[0], m[1], m[2]];
};

const DISTRICTS: [string, number][] = [
  ["HD6", 10],
  ["HD1", 5],
  ["HD2", 5],
  ["HD3", 4],
  ["HD4", 3],
  ["HD5", 3],
  ["HX1", 4],
  ["HX2", 4],
  ["HX3", 5],
  ["HX4", 2],
  ["HX5", 3],
  ["HX6", 2],
  ["BD19", 3],
  ["BD12", 2],
  ["WF15", 2],
  ["WF17", 1],
];
const LETTERS = "ABDEFGHJLNPQRSTUWXY";
const pcode = (district?: string): string =>
  `${district ?? r.weighted(DISTRICTS)} ${r.int(1, 9)}${r.pick([...LETTERS])}${r.pick([...LETTERS])}`;
const tel = (): string => `07${r.int(100, 999)} ${pad(r.int(0, 999999), 6)}`;

const custs: Cust[] = [];
const vehs: Veh[] = [];
const usedVrm = new Set<string>();
const VRM_AREA = [
  "YA",
  "YB",
  "YC",
  "YD",
  "YE",
  "YF",
  "YG",
  "YH",
  "YJ",
  "YK",
  "YL",
  "YM",
  "YN",
  "YP",
  "YR",
  "YS",
  "YT",
  "YX",
  "YY",
  "MA",
  "MF",
  "BD",
  "BK",
];
const newVrm = (yr: number): string => {
  for (;;) {
    const age = r.chance(0.5) ? pad(yr % 100, 2) : pad((yr % 100) + 50, 2);
    const v = `${r.pick(VRM_AREA)}${age} ${r.pick([...LETTERS])}${r.pick([...LETTERS])}${r.pick([...LETTERS])}`;
    if (!usedVrm.has(v)) {
      usedVrm.add(v);
      return v;
    }
  }
};
const addVeh = (c: Cust, m: [string, string, string], minYr = 2009): Veh => {
  const yr = r.int(minYr, 2025);
  const v: Veh = {
    id: 0,
    cust: c,
    vrm: newVrm(yr),
    mk: m[0],
    mdl: m[1],
    yr,
    sz: m[2],
    actv: true,
  };
  vehs.push(v);
  return v;
};

type Trade = [
  string,
  "FLT" | "MTR",
  string,
  string,
  number,
  [number, number],
  [string, string][],
];
const TRADE: Trade[] = [
  [
    "Calder Couriers Ltd",
    "FLT",
    "HD6",
    "2024-01-08",
    9,
    [12, 28],
    [
      ["Ford", "Transit Custom"],
      ["Renault", "Trafic"],
      ["Mercedes-Benz", "Sprinter"],
    ],
  ],
  [
    "Brighouse Taxis",
    "FLT",
    "HD6",
    "2024-01-15",
    10,
    [6, 20],
    [
      ["Toyota", "Corolla"],
      ["Skoda", "Octavia"],
      ["Kia", "Sportage"],
    ],
  ],
  [
    "Pennine Plumbing & Heating",
    "FLT",
    "HX3",
    "2024-02-20",
    2.5,
    [20, 40],
    [
      ["Volkswagen", "Transporter"],
      ["Citroen", "Berlingo"],
    ],
  ],
  [
    "Ridings Home Care Ltd",
    "FLT",
    "HD2",
    "2024-03-04",
    2.5,
    [10, 30],
    [
      ["Toyota", "Yaris"],
      ["Vauxhall", "Corsa"],
      ["Ford", "Fiesta"],
    ],
  ],
  [
    "Kirklees Community Transport",
    "FLT",
    "HD1",
    "2024-05-13",
    2,
    [25, 45],
    [
      ["Mercedes-Benz", "Sprinter"],
      ["Renault", "Trafic"],
    ],
  ],
  [
    "Holme Valley Electrical",
    "FLT",
    "HD4",
    "2024-06-03",
    1,
    [30, 60],
    [
      ["Ford", "Transit Custom"],
      ["Citroen", "Berlingo"],
    ],
  ],
  [
    "Spen Valley Scaffolding",
    "FLT",
    "WF15",
    "2024-09-09",
    1.5,
    [60, 120],
    [
      ["Mercedes-Benz", "Sprinter"],
      ["Ford", "Transit Custom"],
    ],
  ],
  [
    "Stray Cars Ltd",
    "FLT",
    "HX1",
    "2025-02-17",
    4,
    [8, 24],
    [
      ["Toyota", "Corolla"],
      ["Skoda", "Octavia"],
      ["Tesla", "Model 3"],
    ],
  ],
  [
    "Colne Valley Cleaning Co",
    "FLT",
    "HD3",
    "2025-07-21",
    1,
    [14, 35],
    [
      ["Citroen", "Berlingo"],
      ["Volkswagen", "Transporter"],
    ],
  ],
  [
    "Aire Valley Van Hire",
    "FLT",
    "BD19",
    "2025-10-06",
    2,
    [20, 50],
    [
      ["Ford", "Transit Custom"],
      ["Renault", "Trafic"],
    ],
  ],
  [
    "Hebble Motors",
    "MTR",
    "HX1",
    "2024-01-10",
    3,
    [10, 30],
    [
      ["Ford", "Focus"],
      ["Vauxhall", "Astra"],
      ["Volkswagen", "Golf"],
      ["Nissan", "Qashqai"],
    ],
  ],
  [
    "Lindley Car Sales",
    "MTR",
    "HD3",
    "2024-02-05",
    2.5,
    [15, 40],
    [
      ["Ford", "Fiesta"],
      ["Vauxhall", "Corsa"],
      ["Audi", "A3"],
      ["BMW", "3 Series"],
    ],
  ],
  [
    "Northowram Garage",
    "MTR",
    "HX3",
    "2024-04-22",
    1.5,
    [20, 50],
    [
      ["Volkswagen", "Polo"],
      ["Ford", "Focus"],
      ["Peugeot", "208"],
    ],
  ],
  [
    "Greenhead Autos",
    "MTR",
    "HD1",
    "2024-11-11",
    1.5,
    [50, 95],
    [
      ["Hyundai", "Tucson"],
      ["Kia", "Sportage"],
      ["Nissan", "Qashqai"],
    ],
  ],
  [
    "Shibden Motor Co",
    "MTR",
    "HX3",
    "2025-04-14",
    1,
    [10, 25],
    [
      ["Mini", "Cooper"],
      ["BMW", "3 Series"],
      ["Audi", "A3"],
    ],
  ],
];
for (const [nm, typ, dist, crt, weight, payDays, models] of TRADE) {
  const c: Cust = {
    id: 0,
    nm,
    typ,
    acct: `${typ === "FLT" ? "F" : "T"}${pad(custs.length + 101, 4)}`,
    tel: `01${r.pick(["484", "422"])} ${pad(r.int(100000, 999999), 6)}`,
    pcode: pcode(dist),
    crt,
    del: false,
    weight,
    payDays,
    fleet: models.map(([mk, mdl]) => modelBy(mk, mdl)),
  };
  custs.push(c);
}

const FIRST = [
  "James",
  "Sarah",
  "David",
  "Emma",
  "Mark",
  "Rachel",
  "Paul",
  "Claire",
  "Andrew",
  "Helen",
  "Chris",
  "Joanne",
  "Steven",
  "Nicola",
  "Michael",
  "Laura",
  "Richard",
  "Amy",
  "Gareth",
  "Kirsty",
  "Imran",
  "Aisha",
  "Tariq",
  "Nadia",
  "Darren",
  "Lisa",
  "Craig",
  "Gemma",
  "Wayne",
  "Hannah",
  "Neil",
  "Sophie",
  "Jason",
  "Zoe",
  "Martin",
  "Karen",
  "Adam",
  "Becky",
  "Simon",
  "Jenny",
  "Asif",
  "Farah",
  "Liam",
  "Chloe",
  "Dean",
  "Leanne",
  "Peter",
  "Susan",
  "Graham",
  "Julie",
];
const LAST_NM = [
  "Hirst",
  "Sykes",
  "Haigh",
  "Brook",
  "Ramsden",
  "Lockwood",
  "Shaw",
  "Armitage",
  "Crowther",
  "Dyson",
  "Firth",
  "Kaye",
  "Mellor",
  "Holroyd",
  "Hinchliffe",
  "Greenwood",
  "Sutcliffe",
  "Barker",
  "Walker",
  "Taylor",
  "Wood",
  "Smith",
  "Hussain",
  "Khan",
  "Ahmed",
  "Patel",
  "Wilson",
  "Jackson",
  "Wright",
  "Thompson",
  "Bailey",
  "Pearson",
  "Booth",
  "Beaumont",
  "Jessop",
  "Moorhouse",
  "Oldroyd",
  "Priestley",
  "Stansfield",
  "Whiteley",
];
const nameOf = uniqueNames(
  r,
  FIRST,
  LAST_NM,
  new Set(["Dan Hirst", "Lee Sutcliffe", "Ryan Booth"]),
);
const privates: Cust[] = [];
const newPrivate = (crt: string): Cust => {
  const [f, l] = nameOf();
  const c: Cust = {
    id: 0,
    nm: `${f} ${l}`,
    typ: "PRV",
    acct: null,
    tel: tel(),
    pcode: pcode(),
    crt,
    del: false,
    weight: 0,
    payDays: [0, 0],
    fleet: [],
  };
  custs.push(c);
  privates.push(c);
  return c;
};
const carModel = (): [string, string, string] => {
  const m = r.weighted(MODELS.map((x) => [x, x[3]] as const));
  return [m[0], m[1], m[2]];
};

// ------------------------------------------------------------------ jobs
type Job = {
  id: number;
  cust: Cust;
  veh: Veh;
  typ: string;
  loc: "D" | "M";
  src: string;
  bkd: string;
  sched: string;
  cmpl: string | null;
  sts: string;
  ftr: Fitter | null;
  van: number | null;
  site: string | null;
  stk: Stock | null;
  qty: number | null;
  unit: number | null;
  lab: number | null;
  fee: number;
  cx: string | null;
};
const jobs: Job[] = [];
const LAB: Record<string, number> = {
  PUN: 2083,
  TPMS: 4583,
  BAL: 1250,
  ALN: 3750,
};
const PRICE_FACTOR = (d: string) =>
  d < "2025-01-01" ? 0.93 : d < "2026-01-01" ? 0.97 : 1;
const CX_RSN = [
  "Customer cancelled",
  "Sorted elsewhere",
  "Car sold",
  "Rebooked",
  "Tyre not in stock",
  "Weather",
  "Customer ill",
];

const pickTyre = (c: Cust, v: Veh, d: string): Stock | null => {
  const lines = stock.filter(
    (s) => s.size.sz === v.sz && (s.discFrom === null || d < s.discFrom),
  );
  if (lines.length === 0) return null;
  const m = Number(d.slice(5, 7));
  const cold = m >= 10 || m <= 2;
  let pool = lines.filter((s) => s.seas === "S" && !s.rf);
  const rfLines = lines.filter((s) => s.rf);
  if (
    rfLines.length > 0 &&
    (v.mk === "BMW" || v.mk === "Mini") &&
    r.chance(0.75)
  )
    return r.pick(rfLines);
  const win = lines.filter((s) => s.seas === "W");
  const all = lines.filter((s) => s.seas === "A");
  if (cold && win.length > 0 && c.typ === "PRV" && r.chance(0.16)) pool = win;
  else if (all.length > 0 && r.chance(c.typ === "PRV" ? 0.12 : 0.2)) pool = all;
  if (pool.length === 0) pool = lines;
  const tierW: [string, number][] =
    c.typ === "PRV"
      ? [
          ["PREM", 35],
          ["MID", 40],
          ["BUD", 25],
        ]
      : c.typ === "FLT"
        ? [
            ["PREM", 12],
            ["MID", 50],
            ["BUD", 38],
          ]
        : [
            ["PREM", 5],
            ["MID", 35],
            ["BUD", 60],
          ];
  const tier = r.weighted(tierW);
  const inTier = pool.filter((s) => s.tier === tier);
  return r.pick(inTier.length > 0 ? inTier : pool);
};

const makeJob = (d: string, future: boolean): void => {
  // customer and vehicle
  let c: Cust;
  let v: Veh;
  const tradeOpen = custs.filter((x) => x.typ !== "PRV" && x.crt <= d);
  const bkd = future
    ? r.date(addDays(TODAY, -45), LAST)
    : addDays(
        d,
        -r.weighted([
          [0, 2],
          [1, 4],
          [2, 4],
          [3, 3],
          [5, 3],
          [7, 3],
          [10, 2],
          [14, 1],
        ]),
      );
  if (tradeOpen.length > 0 && r.chance(0.3)) {
    c = r.weighted(tradeOpen.map((x) => [x, x.weight] as const));
    const own = vehs.filter((x) => x.cust === c && x.actv);
    if (own.length < 2 || (own.length < 14 && r.chance(0.25)))
      v = addVeh(c, r.pick(c.fleet), 2016);
    else v = r.pick(own);
  } else {
    const old = privates.filter((x) => x.crt < bkd && !x.del);
    if (old.length > 20 && r.chance(0.3)) {
      c = r.pick(old);
      const own = vehs.filter((x) => x.cust === c && x.actv);
      if (own.length === 0 || r.chance(0.12)) v = addVeh(c, carModel());
      else v = r.pick(own);
    } else {
      c = newPrivate(bkd);
      v = addVeh(c, carModel());
    }
  }
  // type and place
  let typ = r.weighted([
    ["FIT", 70],
    ["PUN", 17],
    ["TPMS", 4],
    ["BAL", 3],
    ["ALN", 6],
  ]);
  let loc: "D" | "M" =
    c.typ === "MTR" ? (r.chance(0.8) ? "D" : "M") : r.chance(0.6) ? "M" : "D";
  if (typ === "ALN") loc = "D";
  const dow = dayOfWeek(d);
  if (dow === 6 && r.chance(0.5)) loc = "D";
  const webShare = d < "2025-01-01" ? 0.25 : d < "2026-01-01" ? 0.35 : 0.45;
  let src = r.chance(webShare) ? "WEB" : "PH";
  let bk = bkd;
  if (loc === "D" && !future && r.chance(0.18)) {
    src = "WLK";
    bk = d;
  }
  if (c.typ !== "PRV" && src === "WEB") src = "PH";
  // tyres
  let stk: Stock | null = null;
  let qty: number | null = null;
  let unit: number | null = null;
  let lab: number | null = null;
  if (typ === "FIT") {
    stk = pickTyre(c, v, d);
    if (stk === null) typ = "PUN";
  }
  if (typ === "FIT" && stk) {
    qty =
      c.typ === "PRV"
        ? r.weighted([
            [1, 34],
            [2, 42],
            [3, 3],
            [4, 21],
          ])
        : r.weighted([
            [1, 25],
            [2, 45],
            [4, 30],
          ]);
    if (stk.seas === "W" || stk.seas === "A") qty = r.chance(0.8) ? 4 : 2;
    unit = Math.round(stk.rrp * PRICE_FACTOR(d) * (c.typ === "PRV" ? 1 : 0.9));
  } else {
    lab = LAB[typ]!;
    if (typ === "BAL") lab *= r.pick([2, 4]);
  }
  const fee =
    loc === "M" && c.typ === "PRV" && (qty === null || qty < 2) ? 1250 : 0;
  // fitter
  const candidates = FITTERS.filter(
    (f) =>
      working(f, d) &&
      (loc === "M" ? vanOf(f, d) !== null : vanOf(f, d) === null),
  );
  const ftr = r.pick(candidates);
  const van = loc === "M" ? vanOf(ftr, d) : null;
  // status
  let sts: string;
  let cx: string | null = null;
  if (future) {
    sts = r.chance(0.06) ? "CX" : "BK";
  } else {
    sts = r.weighted([
      ["CP", 88],
      ["CX", 7],
      ["NS", loc === "M" ? 5 : 3],
    ]);
  }
  if (sts === "CX") cx = r.pick(CX_RSN);
  let cmpl: string | null = null;
  if (sts === "CP") {
    cmpl = d;
    if (d < LAST && r.chance(0.04)) {
      cmpl = addDays(d, 1);
      while (!isWorkDay(cmpl)) cmpl = addDays(cmpl, 1);
      if (cmpl > LAST) cmpl = d;
    }
  }
  jobs.push({
    id: 0,
    cust: c,
    veh: v,
    typ,
    loc,
    src,
    bkd: bk > d ? d : bk,
    sched: d,
    cmpl,
    sts,
    ftr,
    van,
    site:
      loc === "M"
        ? c.typ === "PRV"
          ? c.pcode
          : r.chance(0.7)
            ? c.pcode
            : pcode()
        : null,
    stk,
    qty,
    unit,
    lab,
    fee,
    cx,
  });
};

for (let d = START; d <= DIARY_END; d = addDays(d, 1)) {
  if (!isWorkDay(d)) continue;
  const m = Number(d.slice(5, 7));
  const season =
    m >= 10 || m === 12 ? 1.4 : m <= 2 ? 1.15 : m === 3 || m === 4 ? 1.2 : 1;
  const growth =
    1 + 0.13 * ((Date.parse(d) - Date.parse(START)) / (365 * 86_400_000));
  let lambda = 1.45 * season * growth * (dayOfWeek(d) === 6 ? 0.6 : 1);
  const future = d >= TODAY;
  if (future) {
    const ahead = (Date.parse(d) - Date.parse(TODAY)) / 86_400_000;
    lambda *= Math.max(0.05, 1 - ahead / 40);
  }
  const n = r.poisson(lambda);
  for (let i = 0; i < n; i++) makeJob(d, future);
}
jobs.forEach((j, i) => (j.id = 20001 + i));

// soft deletes: some older private customers asked to be removed; some vehicles were sold on
for (const c of privates) {
  if (c.crt < "2025-07-01" && r.chance(0.05)) c.del = true;
}
// a deleted customer must not have future bookings
for (const j of jobs) if (j.sched >= TODAY && j.cust.del) j.cust.del = false;
for (const v of vehs) {
  if (v.cust.del) v.actv = false;
  else if (r.chance(0.03)) {
    const last = jobs
      .filter((j) => j.veh === v)
      .reduce((a, j) => (j.sched > a ? j.sched : a), "");
    if (last < "2026-06-01") v.actv = false;
  }
}

// ids in creation order
custs.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : 0));
custs.forEach((c, i) => (c.id = 1001 + i));
vehs.forEach((v, i) => (v.id = 5001 + i));

// ------------------------------------------------------------------ invoices
type Inv = {
  no: number;
  job: Job;
  dt: string;
  net: number;
  vat: number;
  due: string;
  pd: string | null;
  pay: string | null;
  void: boolean;
};
const invs: Inv[] = [];
const done = jobs
  .filter((j) => j.sts === "CP")
  .sort((a, b) =>
    a.cmpl! < b.cmpl! ? -1 : a.cmpl! > b.cmpl! ? 1 : a.id - b.id,
  );
// Greenhead Autos stopped paying in the spring of 2026 (in dispute)
const disputed = custs.find((c) => c.nm === "Greenhead Autos")!;
for (const j of done) {
  const dt = j.cmpl!;
  const net = (j.qty ?? 0) * (j.unit ?? 0) + (j.lab ?? 0) + j.fee;
  const trade = j.cust.typ !== "PRV";
  const due = trade ? addDays(dt, 30) : dt;
  if (r.chance(0.015)) {
    const wrong = net + r.pick([1, -1]) * (j.unit ?? 1250);
    invs.push({
      no: 0,
      job: j,
      dt,
      net: Math.max(wrong, 1250),
      vat: Math.round(Math.max(wrong, 1250) * 0.2),
      due,
      pd: null,
      pay: null,
      void: true,
    });
  }
  let pd: string | null;
  let pay: string | null;
  if (!trade) {
    pd = dt;
    pay = r.chance(0.83) ? "CRD" : "CSH";
  } else {
    const p = addDays(dt, r.int(j.cust.payDays[0], j.cust.payDays[1]));
    pd = p <= LAST && !(j.cust === disputed && dt >= "2026-04-01") ? p : null;
    pay = pd ? "BAC" : null;
  }
  invs.push({
    no: 0,
    job: j,
    dt,
    net,
    vat: Math.round(net * 0.2),
    due,
    pd,
    pay,
    void: false,
  });
}
invs.forEach((x, i) => (x.no = 40001 + i));

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const yn = (b: boolean) => (b ? "Y" : "N");
  const parts: string[] = [];
  parts.push(`CREATE SCHEMA tdsk;

CREATE TABLE tdsk.lkp_cd (
  grp_cd varchar(8) NOT NULL,
  cd varchar(8) NOT NULL,
  dsc varchar(60) NOT NULL,
  sort_no smallint,
  PRIMARY KEY (grp_cd, cd)
);
COMMENT ON TABLE tdsk.lkp_cd IS 'Code lookups used by the screens (CTYP, JTYP, JSTS, LOC, SRC, SEAS, TIER, PAY)';

CREATE TABLE tdsk.cust (
  cust_id integer PRIMARY KEY,
  cust_nm varchar(80) NOT NULL,
  cust_typ varchar(3) NOT NULL,
  acct_no varchar(10),
  tel_no varchar(20),
  pcode varchar(10),
  crt_dt date NOT NULL,
  del_flg smallint NOT NULL DEFAULT 0
);
COMMENT ON COLUMN tdsk.cust.cust_typ IS 'see lkp_cd CTYP';
COMMENT ON COLUMN tdsk.cust.acct_no IS 'credit account, 30 days';
COMMENT ON COLUMN tdsk.cust.del_flg IS '1 = deleted';

CREATE TABLE tdsk.veh (
  veh_id integer PRIMARY KEY,
  cust_id integer NOT NULL REFERENCES tdsk.cust (cust_id),
  vrm varchar(10) NOT NULL,
  mk varchar(30),
  mdl varchar(40),
  reg_yr smallint,
  tyre_sz varchar(12),
  actv_yn char(1) NOT NULL DEFAULT 'Y'
);

CREATE TABLE tdsk.tyre_stk (
  stk_id integer PRIMARY KEY,
  brnd varchar(30) NOT NULL,
  ptn varchar(40) NOT NULL,
  tyre_sz varchar(12) NOT NULL,
  li varchar(8),
  sr char(1),
  seas_cd char(1) NOT NULL,
  tier_cd varchar(4) NOT NULL,
  rf_yn char(1) NOT NULL DEFAULT 'N',
  cost_p integer,
  rrp_p integer,
  qoh integer NOT NULL DEFAULT 0,
  rol integer NOT NULL DEFAULT 0,
  disc_yn char(1) NOT NULL DEFAULT 'N'
);
COMMENT ON TABLE tdsk.tyre_stk IS 'Tyre lines held at the depot';
COMMENT ON COLUMN tdsk.tyre_stk.cost_p IS 'buy price per tyre, pence ex VAT';
COMMENT ON COLUMN tdsk.tyre_stk.rrp_p IS 'sell price per tyre fitted, pence ex VAT';
COMMENT ON COLUMN tdsk.tyre_stk.qoh IS 'qty on hand';
COMMENT ON COLUMN tdsk.tyre_stk.rol IS 'reorder level';

CREATE TABLE tdsk.van (
  van_id integer PRIMARY KEY,
  van_cd varchar(4) NOT NULL,
  vrm varchar(10) NOT NULL,
  mk_mdl varchar(40),
  purch_dt date,
  sold_dt date,
  svc_due_dt date,
  mot_due_dt date
);

CREATE TABLE tdsk.ftr (
  ftr_id integer PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  mob_yn char(1) NOT NULL,
  start_dt date NOT NULL,
  leave_dt date
);
COMMENT ON TABLE tdsk.ftr IS 'Fitters';

CREATE TABLE tdsk.job (
  job_id integer PRIMARY KEY,
  cust_id integer NOT NULL REFERENCES tdsk.cust (cust_id),
  veh_id integer REFERENCES tdsk.veh (veh_id),
  job_typ varchar(4) NOT NULL,
  loc_cd char(1) NOT NULL,
  src_cd varchar(3),
  bkd_dt date NOT NULL,
  sched_dt date NOT NULL,
  cmpl_dt date,
  sts_cd varchar(2) NOT NULL,
  ftr_id integer REFERENCES tdsk.ftr (ftr_id),
  van_id integer REFERENCES tdsk.van (van_id),
  site_pcode varchar(10),
  stk_id integer REFERENCES tdsk.tyre_stk (stk_id),
  qty smallint,
  unit_p integer,
  lab_p integer,
  mob_fee_p integer NOT NULL DEFAULT 0,
  cx_rsn varchar(60)
);
COMMENT ON COLUMN tdsk.job.loc_cd IS 'D depot, M mobile';
COMMENT ON COLUMN tdsk.job.sts_cd IS 'BK/CP/CX/NS - see lkp_cd JSTS';
COMMENT ON COLUMN tdsk.job.unit_p IS 'price per tyre charged, pence ex VAT';
COMMENT ON COLUMN tdsk.job.mob_fee_p IS 'call-out charge, pence ex VAT';

CREATE TABLE tdsk.inv (
  inv_no integer PRIMARY KEY,
  job_id integer NOT NULL REFERENCES tdsk.job (job_id),
  cust_id integer NOT NULL REFERENCES tdsk.cust (cust_id),
  inv_dt date NOT NULL,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  due_dt date,
  pd_dt date,
  pay_cd varchar(3),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
COMMENT ON COLUMN tdsk.inv.net_p IS 'pence, ex VAT';
COMMENT ON COLUMN tdsk.inv.pd_dt IS 'null = unpaid';`);

  parts.push(
    insertRows(
      "tdsk.lkp_cd",
      ["grp_cd", "cd", "dsc", "sort_no"],
      LKP.map(([g, c, d], i) => [g, c, d, i + 1]),
    ),
  );
  parts.push(
    insertRows(
      "tdsk.cust",
      [
        "cust_id",
        "cust_nm",
        "cust_typ",
        "acct_no",
        "tel_no",
        "pcode",
        "crt_dt",
        "del_flg",
      ],
      custs.map((c) => [
        c.id,
        c.nm,
        c.typ,
        c.acct,
        c.tel,
        c.pcode,
        c.crt,
        c.del ? 1 : 0,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "tdsk.veh",
      ["veh_id", "cust_id", "vrm", "mk", "mdl", "reg_yr", "tyre_sz", "actv_yn"],
      vehs.map((v) => [
        v.id,
        v.cust.id,
        v.vrm,
        v.mk,
        v.mdl,
        v.yr,
        v.sz,
        yn(v.actv),
      ]),
    ),
  );
  parts.push(
    insertRows(
      "tdsk.tyre_stk",
      [
        "stk_id",
        "brnd",
        "ptn",
        "tyre_sz",
        "li",
        "sr",
        "seas_cd",
        "tier_cd",
        "rf_yn",
        "cost_p",
        "rrp_p",
        "qoh",
        "rol",
        "disc_yn",
      ],
      stock.map((s) => [
        s.id,
        s.brnd,
        s.ptn,
        s.size.sz,
        s.size.li,
        s.size.sr,
        s.seas,
        s.tier,
        yn(s.rf),
        s.cost,
        s.rrp,
        s.qoh,
        s.rol,
        yn(s.disc),
      ]),
    ),
  );
  parts.push(
    insertRows(
      "tdsk.van",
      [
        "van_id",
        "van_cd",
        "vrm",
        "mk_mdl",
        "purch_dt",
        "sold_dt",
        "svc_due_dt",
        "mot_due_dt",
      ],
      VANS.map((v) => [
        v.id,
        v.cd,
        v.vrm,
        v.mkMdl,
        v.purch,
        v.sold,
        v.svc,
        v.mot,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "tdsk.ftr",
      ["ftr_id", "first_nm", "last_nm", "mob_yn", "start_dt", "leave_dt"],
      FITTERS.map((f) => [f.id, f.first, f.last, yn(f.mob), f.start, f.leave]),
    ),
  );
  parts.push(
    insertRows(
      "tdsk.job",
      [
        "job_id",
        "cust_id",
        "veh_id",
        "job_typ",
        "loc_cd",
        "src_cd",
        "bkd_dt",
        "sched_dt",
        "cmpl_dt",
        "sts_cd",
        "ftr_id",
        "van_id",
        "site_pcode",
        "stk_id",
        "qty",
        "unit_p",
        "lab_p",
        "mob_fee_p",
        "cx_rsn",
      ],
      jobs.map((j) => [
        j.id,
        j.cust.id,
        j.veh.id,
        j.typ,
        j.loc,
        j.src,
        j.bkd,
        j.sched,
        j.cmpl,
        j.sts,
        j.sts === "CX" && j.sched < TODAY ? null : (j.ftr?.id ?? null),
        j.van,
        j.site,
        j.stk?.id ?? null,
        j.qty,
        j.unit,
        j.lab,
        j.fee,
        j.cx,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "tdsk.inv",
      [
        "inv_no",
        "job_id",
        "cust_id",
        "inv_dt",
        "net_p",
        "vat_p",
        "due_dt",
        "pd_dt",
        "pay_cd",
        "void_yn",
      ],
      invs.map((x) => [
        x.no,
        x.job.id,
        x.job.cust.id,
        x.dt,
        x.net,
        x.vat,
        x.due,
        x.pd,
        x.pay,
        yn(x.void),
      ]),
    ),
  );
  return parts.join("\n\n") + "\n";
}
