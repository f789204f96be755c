/**
 * Severn Vale Water Laboratories Ltd is a small UKAS-accredited water testing laboratory on an industrial estate in
 * Quedgeley, Gloucester. It tests water samples sent in by its clients: local authority environmental health teams
 * (who must sample the private water supplies in their district), leisure trusts and pool operators (monthly pool
 * water checks), hotels, spas and holiday parks (pools, spas and their own boreholes), facilities managers and care
 * home groups (tap water and Legionella checks in their buildings), industrial sites (trade effluent they discharge
 * to sewer under a consent) and private householders on a well or borehole. The lab sends out sampling kits
 * (bottles); the client or their sampler fills them on the sampling date and either brings them to reception or has
 * one of the lab's contracted couriers collect them. At reception each sample is booked in, its temperature is taken,
 * and it is either accepted or rejected (too warm, too old, wrong bottle, leaking). Each accepted sample gets one
 * result row per test ordered; every result is compared against the limit that applies to that kind of water (for
 * effluent, the limit in the client's own discharge consent). When all results are in and checked, a certificate
 * ("report") is issued; a sample "fails" when any of its results is outside its limit. Account clients are invoiced
 * monthly in arrears; private householders pay when their sample is booked in.
 *
 * This is an export of the laboratory information management system "AquaLIMS 6" (schema `aqlims`), taken on the
 * morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. Samples start in January 2024.
 * Sampling kits already booked for dates from 2026-11-25 onwards are in the data with status BKD. The lab works
 * Monday to Friday except English bank holidays.
 *
 * UNITS: money is mixed. `tst.list_p` and `res.chg_p` are in whole PENCE (GBP; divide by 100 for pounds).
 * `inv.net_gbp`, `inv.vat_gbp` and `cour.fee_gbp` are in POUNDS with two decimals. `cust.disc_pct` is a percentage
 * (10.0 = 10%). `smp.rcv_tmp_c` is degrees Celsius. Result values (`res.res_val`, `res.lim_lo`, `res.lim_hi`) are in
 * the unit of their test (`tst.unit_txt`): cfu/100ml, cfu/ml or cfu/l for bacteria, mg/l or µg/l for chemistry,
 * pH units, NTU. Turnaround days are calendar days. All dates are UK calendar dates.
 *
 * Tables, columns and codes:
 * - `cust` (clients): `cust_no` the account number; `cust_nm` the client's name (for a private householder, the
 *   person's name with title). `cust_typ` LA local authority environmental health, LEI leisure trust or pool
 *   operator, HOT hotel, spa or holiday park, FM facilities manager, care home group or landlord, IND industrial
 *   site (trade effluent), PRV private householder. `town`, `pcode` the client's address. `acct_yn` Y for a credit
 *   account (invoiced monthly in arrears), N for pay-as-you-go (private householders: one invoice per sample, paid
 *   when booked in). `disc_pct` the contract discount off list prices. `terms_d` the payment terms in days from the
 *   invoice date (0 = due at once). `pref_cour` the courier normally booked for this client's collections (NULL =
 *   the client normally brings samples to reception). `open_dt` the date the account was opened; `clsd_dt` the date
 *   it was closed (NULL = still a client).
 * - `mtx` (sample types, "matrix" in lab speak; lookup): `mtx_cd` DW drinking water from mains-fed buildings, PL
 *   swimming pool and spa water, PW private water supply (well, borehole or spring), EF industrial trade effluent.
 *   `mtx_desc` the description; `reg_txt` the regulation or code of practice the limits come from; `hold_hrs` the
 *   longest time allowed between sampling and receipt.
 * - `tst` (test catalogue; lookup): `tst_cd` the test code, `tst_nm` its name, `disc_cd` the lab section: MIC
 *   microbiology, CHM chemistry, MET metals. `unit_txt` the unit results are reported in. `ukas_yn` Y when the
 *   method is UKAS accredited. `list_p` the current list price in pence (prices went up on 1 April each year; what
 *   was actually charged is on each result). `tat_d` the standard turnaround in calendar days.
 * - `cour` (couriers; lookup): `cour_cd`, `cour_nm`; `chill_yn` Y for couriers that carry samples in chilled boxes;
 *   `fee_gbp` their current charge to the lab per collection, in pounds; `act_yn` N for a courier no longer used
 *   (Wye Valley Couriers stopped at the end of June 2025; Severn Express started in July 2025).
 * - `smp` (samples): one bottle set from one sampling point on one day. `smp_no` the lab number (W + two-digit year
 *   of sampling + serial). `cust_no` the client; `mtx_cd` the sample type; `site_txt` the sampling point as written
 *   on the chain-of-custody form. `smp_dt` the date the sample was taken (for BKD, the booked sampling date).
 *   `cour_cd` the courier that collected it (NULL = handed in at reception by the client). `rcv_dt` the date it was
 *   received at the lab (NULL = not received: booked or cancelled). `rcv_tmp_c` its temperature on receipt.
 *   `urg_yn` Y for an urgent (express) sample, e.g. a re-sample after a failure: it has a shorter promised turnaround
 *   and a £25 surcharge. `due_dt` the date the report was promised for (receipt date plus the turnaround). `stat_cd`
 *   BKD kit sent and sampling booked, not received yet; LOG received and logged, no results yet; ANL in analysis
 *   (some or all results in, report not issued); RPT reported; REJ rejected at reception (never tested, never
 *   charged to an account client); CXL booked but cancelled by the client (never received). "Open" samples are LOG
 *   and ANL. `rej_rsn` why a REJ sample was rejected. `rpt_dt` the date the report (certificate) was issued (NULL =
 *   not reported yet; rejected samples never get a report). Turnaround = `rpt_dt` minus `rcv_dt`; a report is late
 *   when `rpt_dt` is after `due_dt`. `pass_yn` N when at least one result is outside its limit (a failed sample), Y
 *   when all are within; NULL until reported. `inv_no` the invoice the sample was billed on (NULL = not billed yet or
 *   never billed).
 * - `res` (results): one test on one sample. `res_id`; `smp_no`; `tst_cd`. `anl_dt` the date the analysis was
 *   completed and `anl_ini` the initials of the analyst (NULL, like `res_val` and `exc_yn`, while the test is still
 *   running). `res_val` the result in the test's unit. `bdl_yn` Y when the result was below the method's detection
 *   limit: it is reported as "less than" and `res_val` holds the detection limit. `lim_lo` / `lim_hi` the lower and
 *   upper limits applied to this sample (NULL = no limit that side; for effluent they come from the client's
 *   consent). `exc_yn` Y when the result is outside its limits (an exceedance or "failure"). `chg_p` the price
 *   charged for this test in pence (list price of the day less the client's discount).
 * - `inv` (invoices): `inv_no` (SV + two-digit year / serial); `cust_no`; `inv_dt` the invoice date. Account clients
 *   get one invoice per month, dated the first working day of the next month, for the samples reported in the month
 *   named in `per_txt` (YYYY-MM); private householders get one per sample dated the day it was received (`per_txt`
 *   NULL); samples reported in November 2026 are not invoiced yet. `net_gbp` the amount before VAT in pounds: the tests' `chg_p`, plus £25 per urgent sample, plus £12.50
 *   carriage per sample collected by a courier. `vat_gbp` VAT at 20%. `due_dt` the payment due date; `pd_dt` the
 *   date it was paid (NULL = not paid). `stat_cd` ISS issued and awaiting payment, PD paid, CN cancelled by a credit
 *   note (counts for nothing; a private householder whose sample was rejected gets a credit note). An invoice is
 *   overdue when it is ISS and its `due_dt` has passed.
 *
 * Not recorded here: reagent, consumable and equipment costs; staff names beyond analyst initials, staff hours,
 *   overtime or wages; instruments, their calibration, breakdowns or downtime; UKAS assessment findings and
 *   proficiency-testing (PT) scheme scores; customer complaints or satisfaction; quotes and enquiries that did not
 *   become work; times of day (only dates), so transit times in hours; tests subcontracted to other laboratories;
 *   what clients did after a failure (boil-water notices, treatment fitted) beyond the re-samples they sent; what
 *   the couriers actually invoiced the lab (only their current rate per collection).
 *
 * Tables
 * - `cust`: `cust_no`, `cust_nm`, `cust_typ`, `town`, `pcode`, `acct_yn`, `disc_pct`, `terms_d`, `pref_cour`,
 *   `open_dt`, `clsd_dt`.
 * - `mtx`: `mtx_cd`, `mtx_desc`, `reg_txt`, `hold_hrs`.
 * - `tst`: `tst_cd`, `tst_nm`, `disc_cd`, `unit_txt`, `ukas_yn`, `list_p`, `tat_d`.
 * - `cour`: `cour_cd`, `cour_nm`, `chill_yn`, `fee_gbp`, `act_yn`.
 * - `smp`: `smp_no`, `cust_no`, `mtx_cd`, `site_txt`, `smp_dt`, `cour_cd`, `rcv_dt`, `rcv_tmp_c`, `urg_yn`,
 *   `due_dt`, `stat_cd`, `rej_rsn`, `rpt_dt`, `pass_yn`, `inv_no`.
 * - `res`: `res_id`, `smp_no`, `tst_cd`, `anl_dt`, `anl_ini`, `res_val`, `bdl_yn`, `lim_lo`, `lim_hi`, `exc_yn`,
 *   `chg_p`.
 * - `inv`: `inv_no`, `cust_no`, `inv_dt`, `per_txt`, `net_gbp`, `vat_gbp`, `due_dt`, `pd_dt`, `stat_cd`.
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
  uniqueNames,
} from "../../seeded-random";

const S = "aqlims";
const FIRST = "2024-01-02";
const LAST = "2026-11-24";
const BOOK_UNTIL = "2026-12-23";
const r = seededRandom(7_112_025);

const isWorkDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6 && !ENGLAND_BANK_HOLIDAYS.has(d);
const nextWorkDay = (d: string): string => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
const prevWorkDay = (d: string): string => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, -1);
  return x;
};
/** A random Monday-to-Thursday working day in the month of `ym` (YYYY-MM), or null. */
const dayInMonth = (ym: string, from = 1, to = 28): string | null => {
  const days: string[] = [];
  for (let d = from; d <= to; d++) {
    const iso = `${ym}-${pad(d, 2)}`;
    if (isWorkDay(iso) && dayOfWeek(iso) <= 4) days.push(iso);
  }
  return days.length ? r.pick(days) : null;
};
const months = (from: string, to: string): string[] => {
  const out: string[] = [];
  let m = `${from.slice(0, 7)}-01`;
  while (m <= to) {
    out.push(m.slice(0, 7));
    m = addMonths(m, 1);
  }
  return out;
};

// ------------------------------------------------------------------ lookups
const MTX = [
  [
    "DW",
    "Drinking water (mains-fed buildings)",
    "Water Supply (Water Quality) Regulations 2016",
    24,
  ],
  ["PL", "Swimming pool and spa water", "PWTAG Code of Practice", 24],
  [
    "PW",
    "Private water supply (well, borehole, spring)",
    "Private Water Supplies (England) Regulations 2016",
    24,
  ],
  [
    "EF",
    "Industrial trade effluent",
    "Trade effluent discharge consent (client-specific)",
    72,
  ],
] as const;

type Test = {
  cd: string;
  nm: string;
  disc: string;
  unit: string;
  ukas: string;
  listP: number;
  tat: number;
};
const TESTS: Test[] = (
  [
    ["ECOLI", "E. coli", "MIC", "cfu/100ml", "Y", 2600, 5],
    ["COLI", "Coliform bacteria", "MIC", "cfu/100ml", "Y", 2450, 5],
    ["ENT", "Intestinal enterococci", "MIC", "cfu/100ml", "Y", 2900, 5],
    ["TVC37", "Total viable count at 37°C", "MIC", "cfu/ml", "Y", 1900, 4],
    ["PSA", "Pseudomonas aeruginosa", "MIC", "cfu/100ml", "Y", 3100, 5],
    ["LEG", "Legionella species", "MIC", "cfu/l", "Y", 5200, 12],
    ["NO3", "Nitrate", "CHM", "mg/l NO3", "Y", 1650, 7],
    ["PH", "pH", "CHM", "pH units", "Y", 850, 5],
    ["TURB", "Turbidity", "CHM", "NTU", "Y", 950, 5],
    ["FE", "Iron", "MET", "µg/l", "Y", 1800, 10],
    ["MN", "Manganese", "MET", "µg/l", "Y", 1800, 10],
    ["PB", "Lead", "MET", "µg/l", "Y", 2200, 10],
    ["ZN", "Zinc", "MET", "mg/l", "N", 1800, 10],
    ["COD", "Chemical oxygen demand", "CHM", "mg/l O2", "Y", 2400, 7],
    ["TSS", "Suspended solids", "CHM", "mg/l", "Y", 1600, 7],
    ["AMM", "Ammoniacal nitrogen", "CHM", "mg/l N", "Y", 1700, 7],
    ["FOG", "Fats, oils and grease", "CHM", "mg/l", "N", 3800, 10],
  ] as const
).map(([cd, nm, disc, unit, ukas, listP, tat]) => ({
  cd,
  nm,
  disc,
  unit,
  ukas,
  listP,
  tat,
}));
const TEST = new Map(TESTS.map((t) => [t.cd, t]));

type Courier = {
  cd: string;
  nm: string;
  chill: boolean;
  fee: number;
  act: boolean;
  from: string;
  to: string;
};
const COURIERS: Courier[] = [
  {
    cd: "VRN",
    nm: "Vale Runners",
    chill: false,
    fee: 14.5,
    act: true,
    from: "2020-01-01",
    to: "2099-12-31",
  },
  {
    cd: "CCL",
    nm: "Cotswold Chilled Logistics",
    chill: true,
    fee: 22,
    act: true,
    from: "2020-01-01",
    to: "2099-12-31",
  },
  {
    cd: "FSD",
    nm: "Forest Same-Day Couriers",
    chill: false,
    fee: 16,
    act: true,
    from: "2020-01-01",
    to: "2099-12-31",
  },
  {
    cd: "WYE",
    nm: "Wye Valley Couriers",
    chill: true,
    fee: 19.5,
    act: false,
    from: "2020-01-01",
    to: "2025-06-30",
  },
  {
    cd: "SVX",
    nm: "Severn Express",
    chill: false,
    fee: 12,
    act: true,
    from: "2025-07-01",
    to: "2099-12-31",
  },
];
const COUR = new Map(COURIERS.map((c) => [c.cd, c]));
const courierOn = (d: string): Courier[] =>
  COURIERS.filter((c) => c.from <= d && d <= c.to);

// ------------------------------------------------------------------ clients
type Site = { txt: string; mtx: string; kind: string; seasonal?: boolean };
type Client = {
  no: number;
  nm: string;
  typ: string;
  town: string;
  pcode: string;
  acct: boolean;
  disc: number;
  terms: number;
  cour: string | null;
  open: string;
  clsd: string | null;
  lastSample?: string; // stops sending after this date (account left open)
  firstSample?: string; // sends nothing before this date
  switchCour?: [string, string]; // from this date the client's courier is this one
  pay: number; // multiplier of terms for typical payment delay
  sites: Site[];
  consent?: Record<string, number>;
};

const CLIENTS: Client[] = [];
let custNo = 1000;
const add = (c: Omit<Client, "no">): Client => {
  const full = { ...c, no: custNo++ };
  CLIENTS.push(full);
  return full;
};

// local authorities: private supply sampling
for (const [nm, town, pcode, cour, pay] of [
  ["Forest of Dean District Council", "Coleford", "GL16 8HG", "FSD", 1.4],
  ["Stroud District Council", "Stroud", "GL5 4UB", null, 1.0],
  ["Cotswold District Council", "Cirencester", "GL7 1PX", "CCL", 1.2],
  ["Tewkesbury Borough Council", "Tewkesbury", "GL20 5TT", null, 0.9],
] as const) {
  add({
    nm,
    typ: "LA",
    town,
    pcode,
    acct: true,
    disc: 15,
    terms: 30,
    cour,
    open: "2016-04-01",
    clsd: null,
    pay,
    sites: [],
  });
}
// leisure operators
add({
  nm: "Severn Leisure Trust",
  typ: "LEI",
  town: "Gloucester",
  pcode: "GL1 2EP",
  acct: true,
  disc: 10,
  terms: 30,
  cour: "VRN",
  open: "2015-02-01",
  clsd: null,
  pay: 0.8,
  sites: [
    { txt: "GL1 Leisure - main pool", mtx: "PL", kind: "pool" },
    { txt: "GL1 Leisure - learner pool", mtx: "PL", kind: "pool" },
    { txt: "Quedgeley Pool - main pool", mtx: "PL", kind: "pool" },
    { txt: "Quedgeley Pool - spa", mtx: "PL", kind: "spa" },
  ],
});
add({
  nm: "Cotswold Active Ltd",
  typ: "LEI",
  town: "Cirencester",
  pcode: "GL7 1XD",
  acct: true,
  disc: 10,
  terms: 30,
  cour: "CCL",
  open: "2018-06-01",
  clsd: null,
  pay: 1.1,
  sites: [
    { txt: "Cirencester Leisure Centre - main pool", mtx: "PL", kind: "pool" },
    {
      txt: "Cirencester Leisure Centre - teaching pool",
      mtx: "PL",
      kind: "pool",
    },
    { txt: "Bourton Pool", mtx: "PL", kind: "pool" },
  ],
});
add({
  nm: "Stroud Valleys Leisure",
  typ: "LEI",
  town: "Stroud",
  pcode: "GL5 2BY",
  acct: true,
  disc: 10,
  terms: 30,
  cour: null,
  open: "2017-09-01",
  clsd: null,
  pay: 1.0,
  sites: [
    { txt: "Stratford Park - indoor pool", mtx: "PL", kind: "pool" },
    {
      txt: "Stratford Park - outdoor lido",
      mtx: "PL",
      kind: "pool",
      seasonal: true,
    },
  ],
});
add({
  nm: "Vale Swim Academy",
  typ: "LEI",
  town: "Cheltenham",
  pcode: "GL51 9RR",
  acct: true,
  disc: 5,
  terms: 14,
  cour: "VRN",
  open: "2021-01-11",
  clsd: null,
  pay: 2.2,
  sites: [{ txt: "Hydrotherapy and teaching pool", mtx: "PL", kind: "pool" }],
});
add({
  nm: "Tewkesbury Lido Trust",
  typ: "LEI",
  town: "Tewkesbury",
  pcode: "GL20 5RX",
  acct: true,
  disc: 5,
  terms: 30,
  cour: null,
  open: "2019-04-15",
  clsd: null,
  pay: 0.7,
  sites: [{ txt: "Lido main pool", mtx: "PL", kind: "pool", seasonal: true }],
});
// hotels, spas, holiday parks
const hotel = (
  nm: string,
  town: string,
  pcode: string,
  cour: string | null,
  sites: Site[],
  extra: Partial<Client> = {},
): Client =>
  add({
    nm,
    typ: "HOT",
    town,
    pcode,
    acct: true,
    disc: 0,
    terms: 30,
    cour,
    open: "2019-01-01",
    clsd: null,
    pay: 1.0,
    sites,
    ...extra,
  });
hotel("Bibury Court Spa Hotel", "Bibury", "GL7 5NT", "CCL", [
  { txt: "Indoor pool", mtx: "PL", kind: "pool" },
  { txt: "Hydrotherapy spa", mtx: "PL", kind: "spa" },
  { txt: "Borehole supply - kitchen tap", mtx: "PW", kind: "bore" },
]);
hotel(
  "Wye Meadows Holiday Park",
  "Symonds Yat",
  "HR9 6BL",
  "WYE",
  [
    { txt: "Leisure pool", mtx: "PL", kind: "pool" },
    { txt: "Spring supply - site reservoir outlet", mtx: "PW", kind: "bore" },
  ],
  { clsd: "2026-02-27", pay: 1.6, open: "2018-03-01" },
);
hotel("The Painswick Retreat", "Painswick", "GL6 6YB", null, [
  { txt: "Spa pool", mtx: "PL", kind: "spa" },
  { txt: "Plunge pool", mtx: "PL", kind: "pool" },
]);
hotel("Cotswold Water Park Lodges", "South Cerney", "GL7 5TL", "CCL", [
  { txt: "Lakeside pool", mtx: "PL", kind: "pool" },
  { txt: "Lodge hot tubs (composite)", mtx: "PL", kind: "spa" },
  { txt: "Borehole - pump house tap", mtx: "PW", kind: "bore" },
]);
hotel("Severn Bank Caravan Park", "Arlingham", "GL2 7JH", "VRN", [
  { txt: "Well supply - shower block", mtx: "PW", kind: "bore" },
]);
hotel(
  "Malvern Hills Country House Hotel",
  "Colwall",
  "WR13 6DW",
  "WYE",
  [
    { txt: "Indoor pool", mtx: "PL", kind: "pool" },
    { txt: "Spring supply - kitchen", mtx: "PW", kind: "bore" },
  ],
  { lastSample: "2025-11-14", pay: 1.3 },
);
hotel(
  "Forest Edge Glamping",
  "Parkend",
  "GL15 4HW",
  "FSD",
  [{ txt: "Borehole - site tap", mtx: "PW", kind: "bore" }],
  {
    open: "2022-05-01",
  },
);
hotel(
  "Kingsholm Hotel & Spa",
  "Gloucester",
  "GL1 3AX",
  null,
  [
    { txt: "Pool", mtx: "PL", kind: "pool" },
    { txt: "Spa", mtx: "PL", kind: "spa" },
  ],
  { open: "2025-03-10" },
);
// facilities managers, care homes, landlords
const fm = (
  nm: string,
  town: string,
  pcode: string,
  cour: string | null,
  sites: string[],
  extra: Partial<Client> = {},
) =>
  add({
    nm,
    typ: "FM",
    town,
    pcode,
    acct: true,
    disc: 8,
    terms: 30,
    cour,
    open: "2020-01-01",
    clsd: null,
    pay: 1.0,
    sites: sites.map((txt) => ({ txt, mtx: "DW", kind: "building" })),
    ...extra,
  });
fm(
  "Kingfisher Property Management",
  "Cheltenham",
  "GL50 1HX",
  "SVX",
  ["Regent Court", "Montpellier House", "Lansdown Mews"],
  { switchCour: ["2025-07-01", "VRN"] },
);
fm("Cotswold Care Homes Ltd", "Stow-on-the-Wold", "GL54 1AF", "CCL", [
  "Windrush House",
  "Evenlode Lodge",
]);
fm(
  "Cheltenham Schools Trust",
  "Cheltenham",
  "GL52 3JH",
  "VRN",
  ["Pittville Academy", "Leckhampton Primary"],
  {
    pay: 2.1,
  },
);
fm(
  "Gloucester Docks Estates",
  "Gloucester",
  "GL1 2EH",
  null,
  ["Biscuit Warehouse", "Llanthony Quay Offices"],
  {
    pay: 0.6,
  },
);
fm(
  "Regent Lettings",
  "Cheltenham",
  "GL50 1QY",
  "SVX",
  ["Suffolk Square flats"],
  { open: "2026-11-16", firstSample: "2026-11-25" },
);
// industrial effluent
const ind = (
  nm: string,
  town: string,
  pcode: string,
  cour: string | null,
  consent: Record<string, number>,
  extra: Partial<Client> = {},
) =>
  add({
    nm,
    typ: "IND",
    town,
    pcode,
    acct: true,
    disc: 6,
    terms: 30,
    cour,
    open: "2017-01-01",
    clsd: null,
    pay: 1.0,
    sites: [{ txt: "Final discharge chamber", mtx: "EF", kind: "eff" }],
    consent,
    ...extra,
  });
ind(
  "Gloucester Dairy Products Ltd",
  "Gloucester",
  "GL2 5PN",
  null,
  { COD: 3000, TSS: 800, AMM: 80, FOG: 250 },
  { disc: 10 },
);
ind(
  "Stonehouse Paper Mill",
  "Stonehouse",
  "GL10 3RQ",
  "SVX",
  { COD: 1500, TSS: 600, AMM: 40 },
  { switchCour: ["2025-07-01", "VRN"] },
);
ind(
  "Vale Poultry Processing",
  "Tewkesbury",
  "GL20 8DN",
  "VRN",
  { COD: 4000, TSS: 1000, AMM: 150, FOG: 300 },
  { pay: 2.0 },
);
ind("Berkeley Metal Finishing", "Berkeley", "GL13 9PB", "FSD", {
  COD: 800,
  TSS: 400,
  ZN: 5,
});
ind(
  "Severnside Plating Ltd",
  "Sharpness",
  "GL13 9UD",
  "FSD",
  { COD: 800, TSS: 300, ZN: 3 },
  { pay: 1.3 },
);
ind(
  "Cam Valley Brewery",
  "Cam",
  "GL11 5HS",
  null,
  { COD: 6000, TSS: 1000, AMM: 60 },
  { clsd: "2025-08-29", pay: 1.8 },
);
ind(
  "Forest Fruit Juices Ltd",
  "Lydney",
  "GL15 5EQ",
  "FSD",
  { COD: 5000, TSS: 800 },
  { open: "2024-09-02" },
);
ind("Quedgeley Food Park", "Gloucester", "GL2 4PA", null, {
  COD: 2500,
  TSS: 700,
  AMM: 70,
  FOG: 200,
});

// private householders
const FIRST_NAMES = [
  "David",
  "Helen",
  "Peter",
  "Susan",
  "Richard",
  "Margaret",
  "John",
  "Gillian",
  "Andrew",
  "Fiona",
  "Mark",
  "Claire",
  "Tom",
  "Rachel",
  "Ian",
  "Karen",
  "Graham",
  "Alison",
  "Nigel",
  "Sarah",
  "Robert",
  "Jane",
  "Simon",
  "Ruth",
];
const LAST_NAMES = [
  "Price",
  "Ward",
  "Hobbs",
  "Tyler",
  "Ashby",
  "Morgan",
  "Jenkins",
  "Cole",
  "Hatherley",
  "Pritchard",
  "Fowler",
  "Baldwin",
  "Dyer",
  "Lane",
  "Whittaker",
  "Roberts",
  "Perrin",
  "Godwin",
  "Mason",
  "Symonds",
  "Bevan",
  "Archer",
  "Webb",
  "Harding",
];
const FEMALE = new Set([
  "Helen",
  "Susan",
  "Margaret",
  "Gillian",
  "Fiona",
  "Claire",
  "Rachel",
  "Karen",
  "Alison",
  "Sarah",
  "Jane",
  "Ruth",
]);
const nameOf = uniqueNames(r, FIRST_NAMES, LAST_NAMES);
const VILLAGES: [string, string][] = [
  ["Slad", "GL6 7QD"],
  ["Sheepscombe", "GL6 7RL"],
  ["Bisley", "GL6 7BB"],
  ["Ruardean", "GL17 9TT"],
  ["St Briavels", "GL15 6RG"],
  ["Newent", "GL18 1PS"],
  ["Uley", "GL11 5SN"],
  ["Chedworth", "GL54 4AA"],
  ["Duntisbourne Abbots", "GL7 7JN"],
  ["Miserden", "GL6 7JA"],
  ["Blakeney", "GL15 4DY"],
  ["Hartpury", "GL19 3BG"],
];
const PRV_SITES = [
  "Kitchen tap (borehole)",
  "Kitchen tap (well)",
  "Well head",
  "Spring chamber outlet",
  "Kitchen tap after UV filter",
];
for (let i = 0; i < 64; i++) {
  const [f, l] = nameOf();
  const title = FEMALE.has(f)
    ? r.pick(["Mrs", "Ms", "Miss", "Dr"])
    : r.weighted([
        ["Mr", 9],
        ["Dr", 1],
      ] as const);
  const [town, pcode] = r.pick(VILLAGES);
  add({
    nm: `${title} ${f} ${l}`,
    typ: "PRV",
    town,
    pcode,
    acct: false,
    disc: 0,
    terms: 0,
    cour: r.chance(0.45) ? null : r.pick(["VRN", "CCL", "FSD"]),
    open: r.date("2024-01-08", "2026-11-13"),
    clsd: null,
    pay: 0,
    sites: [{ txt: r.pick(PRV_SITES), mtx: "PW", kind: "prv" }],
  });
}

// ------------------------------------------------------------------ samples
type Result = {
  tst: string;
  val: number | null;
  bdl: boolean;
  lo: number | null;
  hi: number | null;
  exc: boolean | null;
  anl: string | null;
  ini: string | null;
  chg: number;
};
type Sample = {
  no: string;
  cust: Client;
  mtx: string;
  site: string;
  smpDt: string;
  cour: string | null;
  rcv: string | null;
  tmp: number | null;
  urg: boolean;
  due: string | null;
  stat: string;
  rej: string | null;
  rpt: string | null;
  pass: string | null;
  inv: string | null;
  res: Result[];
};
const SAMPLES: Sample[] = [];

const priceFactor = (d: string): number =>
  d < "2025-04-01" ? 0.92 : d < "2026-04-01" ? 0.96 : 1;
const MIC_ANALYSTS: [string, string, string][] = [
  ["SAT", "2000-01-01", "2099-12-31"],
  ["HLW", "2000-01-01", "2025-09-30"],
  ["PNV", "2025-06-02", "2099-12-31"],
];
const CHM_ANALYSTS: [string, string, string][] = [
  ["JMB", "2000-01-01", "2099-12-31"],
  ["RKP", "2000-01-01", "2099-12-31"],
  ["DCO", "2024-05-01", "2099-12-31"],
];
const analyst = (disc: string, d: string): string => {
  const list = (disc === "MIC" ? MIC_ANALYSTS : CHM_ANALYSTS).filter(
    ([, a, b]) => a <= d && d <= b,
  );
  return r.pick(list)[0];
};
const round = (x: number, dp: number): number => Number(x.toFixed(dp));

/** Tests ordered for a site. */
const testsFor = (site: Site, cust: Client): string[] => {
  switch (site.kind) {
    case "pool":
      return ["TVC37", "COLI", "ECOLI", "PSA"];
    case "spa":
      return r.chance(0.5)
        ? ["TVC37", "COLI", "ECOLI", "PSA", "LEG"]
        : ["TVC37", "COLI", "ECOLI", "PSA"];
    case "bore":
      return ["ECOLI", "COLI", "ENT", "NO3", "PH", "TURB", "FE", "MN"];
    case "la":
      return r.chance(0.3)
        ? ["ECOLI", "COLI", "ENT", "NO3", "PH", "TURB", "FE", "MN", "PB"]
        : ["ECOLI", "COLI", "ENT", "NO3", "PH", "TURB", "FE", "MN"];
    case "prv": {
      const t = ["ECOLI", "COLI", "NO3", "PH"];
      if (r.chance(0.4)) t.push("FE", "MN");
      if (r.chance(0.3)) t.splice(2, 0, "ENT");
      return t;
    }
    case "cold":
      return r.chance(0.4) ? ["ECOLI", "COLI", "PB"] : ["ECOLI", "COLI"];
    case "hot":
      return ["LEG"];
    case "eff":
      return ["PH", ...Object.keys(cust.consent ?? {})];
    default:
      throw new Error(site.kind);
  }
};

const limits = (
  tst: string,
  mtx: string,
  cust: Client,
): [number | null, number | null] => {
  switch (tst) {
    case "ECOLI":
    case "ENT":
      return [null, 0];
    case "COLI":
      return [null, mtx === "PL" ? 10 : 0];
    case "TVC37":
      return [null, 10];
    case "PSA":
      return [null, 10];
    case "LEG":
      return [null, 100];
    case "NO3":
      return [null, 50];
    case "PH":
      return mtx === "EF" ? [6, 10] : [6.5, 9.5];
    case "TURB":
      return [null, 4];
    case "FE":
      return [null, 200];
    case "MN":
      return [null, 50];
    case "PB":
      return [null, 10];
    default:
      return [null, cust.consent?.[tst] ?? null];
  }
};

/** Draws the values of a sample's results: [value, below detection limit]. `bad` makes failures likelier. */
const drawValues = (
  tests: string[],
  mtx: string,
  cust: Client,
  bad: number,
): Map<string, [number, boolean]> => {
  const out = new Map<string, [number, boolean]>();
  const contamination =
    mtx === "PW"
      ? cust.typ === "PRV"
        ? 0.3
        : 0.2
      : mtx === "DW"
        ? 0.04
        : mtx === "PL"
          ? 0.05
          : 0;
  const dirty = r.chance(Math.min(0.9, contamination * bad));
  const coli = dirty ? r.int(1, 180) : 0;
  for (const t of tests) {
    const [, hi] = limits(t, mtx, cust);
    let v: number;
    let bdl = false;
    switch (t) {
      case "COLI":
        v =
          mtx === "PL"
            ? dirty
              ? r.int(11, 120)
              : r.weighted([
                  [0, 8],
                  [1, 1],
                  [2, 1],
                  [4, 1],
                ] as const)
            : coli;
        break;
      case "ECOLI":
        v =
          dirty && r.chance(0.55)
            ? Math.max(1, Math.round(coli * r.float(0.05, 0.6)))
            : 0;
        break;
      case "ENT":
        v = dirty && r.chance(0.35) ? r.int(1, 30) : 0;
        break;
      case "TVC37":
        v = r.chance(0.04 * bad)
          ? r.int(12, 300)
          : r.weighted([
              [0, 5],
              [1, 2],
              [2, 2],
              [3, 1],
              [5, 1],
              [8, 1],
            ] as const);
        break;
      case "PSA":
        v = r.chance(0.035 * bad)
          ? r.int(11, 90)
          : r.weighted([
              [0, 12],
              [1, 1],
              [3, 1],
            ] as const);
        break;
      case "LEG":
        v = r.chance(0.09 * bad)
          ? r.int(6, 240) * 20
          : r.weighted([
              [0, 10],
              [20, 1],
              [40, 1],
              [80, 1],
            ] as const);
        break;
      case "NO3":
        v = r.chance(0.06) ? r.float(50.5, 95, 1) : r.float(0.2, 48, 1);
        if (v < 0.5) [v, bdl] = [0.5, true];
        break;
      case "PH":
        v = r.chance(mtx === "EF" ? 0.05 : 0.06)
          ? mtx === "EF"
            ? r.pick([r.float(4.2, 5.9), r.float(10.1, 11.8)])
            : r.float(5.4, 6.4)
          : mtx === "EF"
            ? r.float(6.2, 9.6)
            : r.float(6.6, 8.3);
        break;
      case "TURB":
        v = r.chance(0.04) ? r.float(4.2, 18, 1) : r.float(0.05, 3.5, 2);
        if (v < 0.1) [v, bdl] = [0.1, true];
        break;
      case "FE":
        v = r.chance(0.07) ? r.int(210, 900) : r.int(2, 190);
        if (v < 10) [v, bdl] = [10, true];
        break;
      case "MN":
        v = r.chance(0.06) ? r.int(52, 260) : r.float(0.4, 45, 1);
        if (v < 1) [v, bdl] = [1, true];
        break;
      case "PB":
        v = r.chance(mtx === "DW" ? 0.15 : 0.07)
          ? r.float(10.5, 38, 1)
          : r.float(0.3, 8.5, 1);
        if (v < 1) [v, bdl] = [1, true];
        break;
      default: {
        const lim = hi ?? 100;
        const exceed = r.chance(0.04 * bad);
        v = exceed ? lim * r.float(1.03, 1.7, 3) : lim * r.float(0.15, 0.95, 3);
        v = t === "ZN" ? round(v, 2) : Math.round(v);
      }
    }
    out.set(t, [v, bdl]);
  }
  return out;
};

const REJ_TEMP = "Temperature on receipt above 10°C";
const REJ_AGE = "Received more than 24 hours after sampling";
const REJ_BOTTLE = "Wrong bottle (no thiosulphate)";
const REJ_LEAK = "Container leaking or broken";

const makeSample = (
  cust: Client,
  site: Site,
  smpDt: string,
  urgent: boolean,
  bad = 1,
): Sample => {
  const urg = urgent || r.chance(cust.typ === "PRV" ? 0.08 : 0.03);
  const mtx = site.mtx;
  const tests = testsFor(site, cust);
  let cour: string | null =
    cust.switchCour && smpDt < cust.switchCour[0]
      ? cust.switchCour[1]
      : cust.cour;
  if (cour && !courierOn(smpDt).some((c) => c.cd === cour))
    cour = cust.typ === "HOT" ? "CCL" : "SVX";
  if (r.chance(0.12)) cour = r.chance(0.4) ? null : r.pick(courierOn(smpDt)).cd;
  if (cust.typ === "PRV" && cour && r.chance(0.15)) cour = null;
  const s: Sample = {
    no: "",
    cust,
    mtx,
    site: site.txt,
    smpDt,
    cour,
    rcv: null,
    tmp: null,
    urg,
    due: null,
    stat: "BKD",
    rej: null,
    rpt: null,
    pass: null,
    inv: null,
    res: [],
  };
  SAMPLES.push(s);
  if (smpDt > LAST) return s;
  if (r.chance(0.02)) {
    s.stat = "CXL";
    return s;
  }
  // receipt
  let lag = 0;
  if (cour)
    lag = r.weighted([
      [0, 78],
      [1, 20],
      [2, 2],
    ] as const);
  else
    lag = r.weighted([
      [0, 93],
      [1, 7],
    ] as const);
  const rcv = nextWorkDay(addDays(smpDt, lag));
  if (rcv > LAST) {
    s.stat = "BKD";
    return s;
  }
  s.rcv = rcv;
  const summer = ["06", "07", "08"].includes(smpDt.slice(5, 7));
  const c = cour ? COUR.get(cour) : undefined;
  s.tmp = c?.chill
    ? r.float(2, 7.5, 1)
    : c
      ? r.float(4, summer ? 11.6 : 9.9, 1)
      : r.float(3, summer ? 10.5 : 9.8, 1);
  const micro = tests.some((t) => TEST.get(t)?.disc === "MIC");
  const hold = mtx === "EF" ? 3 : 1;
  if (daysBetween(smpDt, rcv) > hold && micro) s.rej = REJ_AGE;
  else if (micro && s.tmp > 10) s.rej = REJ_TEMP;
  else if (micro && r.chance(0.008)) s.rej = REJ_BOTTLE;
  else if (r.chance(0.006)) s.rej = REJ_LEAK;
  if (s.rej) {
    s.stat = "REJ";
    return s;
  }
  // turnaround
  const std = Math.max(...tests.map((t) => TEST.get(t)?.tat ?? 5));
  const target = urg ? Math.max(2, Math.ceil(std / 2)) : std;
  s.due = nextWorkDay(addDays(rcv, target));
  const backlog = ["2025-07", "2025-08", "2026-01", "2026-10"].includes(
    rcv.slice(0, 7),
  )
    ? 2.5
    : 1;
  const delay = r.weighted([
    [-3, 8],
    [-2, 14],
    [-1, 22],
    [0, 36],
    [1, 6 * backlog],
    [2, 5 * backlog],
    [3, 3 * backlog],
    [5, 2 * backlog],
    [9, 1 * backlog],
  ] as const);
  const rpt = nextWorkDay(addDays(rcv, Math.max(1, target + delay)));
  const span = daysBetween(rcv, rpt);
  const vals = drawValues(tests, mtx, cust, bad);
  const f = priceFactor(rcv);
  let anyExc = false;
  let anyDone = false;
  let allDone = true;
  for (const t of tests) {
    const test = TEST.get(t);
    if (!test) throw new Error(t);
    const [lo, hi] = limits(t, mtx, cust);
    const [v, bdl] = vals.get(t) ?? [0, false];
    const minDays = Math.min(
      span,
      test.disc === "MIC" ? Math.min(test.tat - 1, 2) : 1,
    );
    const anl = prevWorkDay(
      addDays(rcv, r.int(Math.max(1, minDays), Math.max(1, span))),
    );
    const done = anl <= LAST && anl <= rpt;
    const exc = (lo !== null && v < lo) || (hi !== null && v > hi);
    if (done) {
      anyDone = true;
      if (exc) anyExc = true;
    } else allDone = false;
    s.res.push({
      tst: t,
      val: done ? v : null,
      bdl: done && bdl,
      lo,
      hi,
      exc: done ? exc : null,
      anl: done ? (anl < rcv ? rcv : anl) : null,
      ini: done ? analyst(test.disc, anl) : null,
      chg: Math.round(test.listP * f * (1 - cust.disc / 100)),
    });
  }
  if (rpt <= LAST && allDone) {
    s.stat = "RPT";
    s.rpt = rpt;
    s.pass = anyExc ? "N" : "Y";
  } else {
    s.stat = anyDone ? "ANL" : "LOG";
  }
  return s;
};

/** Makes a sample and, when it fails, possibly an urgent re-sample a week or so later. */
const sampleWithFollowUp = (
  cust: Client,
  site: Site,
  smpDt: string,
  urg = false,
  depth = 0,
  bad = 1,
): void => {
  const s = makeSample(cust, site, smpDt, urg, depth > 0 ? 0.6 * bad : bad);
  const until = cust.clsd ?? BOOK_UNTIL;
  const resample =
    s.pass === "N" &&
    depth < 2 &&
    (site.kind === "pool" ||
    site.kind === "spa" ||
    site.kind === "hot" ||
    site.kind === "cold" ||
    site.kind === "prv"
      ? r.chance(0.75)
      : site.kind === "bore" || site.kind === "la"
        ? r.chance(0.4)
        : r.chance(0.3));
  if (resample && s.rpt) {
    const next = nextWorkDay(
      addDays(
        s.rpt,
        r.int(site.kind === "prv" ? 14 : 2, site.kind === "prv" ? 60 : 9),
      ),
    );
    if (next <= until && (!cust.lastSample || next <= cust.lastSample)) {
      sampleWithFollowUp(cust, site, next, site.kind !== "prv", depth + 1, bad);
    }
  }
};

const LA_VILLAGES: Record<string, string[]> = {
  Forest: [
    "Ruardean",
    "St Briavels",
    "Blakeney",
    "Newent",
    "Aylburton",
    "Clearwell",
  ],
  Stroud: ["Slad", "Sheepscombe", "Bisley", "Uley", "Miserden", "Nympsfield"],
  Cotswold: [
    "Chedworth",
    "Duntisbourne Abbots",
    "Windrush",
    "Coln St Aldwyns",
    "Sapperton",
  ],
  Tewkesbury: ["Hartpury", "Deerhurst", "Tirley", "Alderton"],
};
const LA_FARMS = [
  "Hill Farm",
  "Lower Barn",
  "Church Farm",
  "Manor Cottages",
  "Wood End",
  "Brook House",
  "Coombe Farm",
  "Upper Grange",
  "Mill Cottage",
  "The Old Rectory",
  "Highfield",
  "Springfield Farm",
  "Holly Bush",
  "Stone Barn",
  "Ash Tree Farm",
  "Rose Cottage",
];

for (const cust of CLIENTS) {
  const start = [cust.open, FIRST, cust.firstSample ?? FIRST]
    .sort()
    .reverse()[0] as string;
  const end = [
    cust.clsd ?? BOOK_UNTIL,
    cust.lastSample ?? BOOK_UNTIL,
    BOOK_UNTIL,
  ].sort()[0] as string;
  switch (cust.typ) {
    case "LA": {
      const rate = cust.nm.startsWith("Forest")
        ? 2.6
        : cust.nm.startsWith("Tewkesbury")
          ? 1.2
          : 1.9;
      const supplies = LA_FARMS.map((f) => `Private supply - ${f}`);
      const villages = LA_VILLAGES[cust.nm.split(" ")[0] as string] ?? [
        "Painswick",
      ];
      for (const ym of months(start, end)) {
        const n = r.poisson(rate);
        for (let i = 0; i < n; i++) {
          const d = dayInMonth(ym);
          if (!d || d < start || d > end) continue;
          sampleWithFollowUp(
            cust,
            {
              txt: `${r.pick(supplies)}, ${r.pick(villages)}`,
              mtx: "PW",
              kind: "la",
            },
            d,
          );
        }
      }
      break;
    }
    case "LEI":
    case "HOT": {
      for (const site of cust.sites) {
        for (const ym of months(start, end)) {
          const m = Number(ym.slice(5));
          if (site.seasonal && (m < 5 || m > 9)) continue;
          const every =
            site.kind === "bore"
              ? [3, 9]
              : cust.typ === "LEI"
                ? null
                : site.kind === "spa"
                  ? [1, 3, 5, 7, 9, 11]
                  : [2, 5, 8, 11];
          if (every && !every.includes(m)) continue;
          const visits = site.seasonal ? 2 : 1;
          for (let v = 0; v < visits; v++) {
            const d =
              visits === 2
                ? dayInMonth(ym, v === 0 ? 1 : 15, v === 0 ? 14 : 28)
                : dayInMonth(ym);
            if (!d || d < start || d > end) continue;
            sampleWithFollowUp(cust, site, d);
          }
        }
      }
      break;
    }
    case "FM": {
      for (const bld of cust.sites) {
        const offset = r.int(0, 2);
        for (const ym of months(start, end)) {
          const m = Number(ym.slice(5));
          if ((m - 1) % 3 !== offset && cust.open < "2026-11-01") continue;
          const d = dayInMonth(ym);
          if (!d || d < start || d > end) continue;
          const nCold = r.int(1, 2);
          const nHot = r.int(1, 3);
          for (let i = 0; i < nCold; i++) {
            sampleWithFollowUp(
              cust,
              {
                txt: `${bld.txt} - ${r.pick(["kitchen", "ground floor WC", "first floor WC", "staff room", "plant room"])} cold tap`,
                mtx: "DW",
                kind: "cold",
              },
              d,
            );
          }
          for (let i = 0; i < nHot; i++) {
            sampleWithFollowUp(
              cust,
              {
                txt: `${bld.txt} - ${r.pick(["shower 1", "shower 2", "calorifier outlet", "sentinel hot tap", "first floor hot tap"])}`,
                mtx: "DW",
                kind: "hot",
              },
              d,
            );
          }
        }
      }
      break;
    }
    case "IND": {
      const twice =
        cust.nm.startsWith("Vale Poultry") ||
        cust.nm.startsWith("Gloucester Dairy");
      for (const ym of months(start, end)) {
        for (let v = 0; v < (twice ? 2 : 1); v++) {
          const d = twice
            ? dayInMonth(ym, v === 0 ? 1 : 15, v === 0 ? 14 : 28)
            : dayInMonth(ym);
          if (!d || d < start || d > end) continue;
          const bad = cust.nm.startsWith("Vale Poultry")
            ? 2.3
            : cust.nm.startsWith("Severnside")
              ? 1.7
              : 1;
          sampleWithFollowUp(cust, cust.sites[0] as Site, d, false, 0, bad);
        }
      }
      break;
    }
    case "PRV": {
      const site = cust.sites[0] as Site;
      const d = nextWorkDay(addDays(cust.open, r.int(3, 12)));
      sampleWithFollowUp(cust, site, d);
      break;
    }
  }
}

// sample numbers in order of sampling date
SAMPLES.sort((a, b) =>
  a.smpDt === b.smpDt ? a.cust.no - b.cust.no : a.smpDt < b.smpDt ? -1 : 1,
);
{
  const seq = new Map<string, number>();
  for (const s of SAMPLES) {
    const yy = s.smpDt.slice(2, 4);
    const n = (seq.get(yy) ?? 0) + 1;
    seq.set(yy, n);
    s.no = `W${yy}-${pad(n, 5)}`;
  }
}

// ------------------------------------------------------------------ invoices
type Invoice = {
  no: string;
  cust: Client;
  dt: string;
  per: string | null;
  netP: number;
  due: string;
  pd: string | null;
  stat: string;
  samples: Sample[];
};
const INVOICES: Invoice[] = [];
const samplePence = (s: Sample): number =>
  s.res.reduce((sum, x) => sum + x.chg, 0) +
  (s.urg ? 2500 : 0) +
  (s.cour ? 1250 : 0);
const payDate = (cust: Client, dt: string, due: string): string | null => {
  if (cust.typ === "PRV")
    return r.chance(0.97)
      ? addDays(
          dt,
          r.weighted([
            [0, 8],
            [1, 2],
            [3, 1],
          ] as const),
        )
      : null;
  const typical = Math.max(5, Math.round(cust.terms * cust.pay));
  let days = Math.round(typical * r.float(0.6, 1.35));
  if (r.chance(0.06)) days += r.int(20, 70);
  if (dt >= "2026-05-01" && r.chance(0.04)) return null; // disputed or forgotten
  void due;
  return addDays(dt, days);
};
for (const cust of CLIENTS) {
  if (cust.acct) {
    const byMonth = new Map<string, Sample[]>();
    for (const s of SAMPLES) {
      if (s.cust !== cust || !s.rpt) continue;
      const ym = s.rpt.slice(0, 7);
      if (ym >= LAST.slice(0, 7)) continue;
      byMonth.set(ym, [...(byMonth.get(ym) ?? []), s]);
    }
    for (const [ym, list] of byMonth) {
      const dt = nextWorkDay(addMonths(`${ym}-01`, 1));
      const due = addDays(dt, cust.terms);
      INVOICES.push({
        no: "",
        cust,
        dt,
        per: ym,
        netP: list.reduce((sum, s) => sum + samplePence(s), 0),
        due,
        pd: payDate(cust, dt, due),
        stat: "ISS",
        samples: list,
      });
    }
  } else {
    for (const s of SAMPLES) {
      if (s.cust !== cust || !s.rcv) continue;
      const netP =
        s.stat === "REJ"
          ? Math.round(
              testsForPrice(s) * priceFactor(s.rcv) * (1 - cust.disc / 100),
            ) + (s.cour ? 1250 : 0)
          : samplePence(s);
      INVOICES.push({
        no: "",
        cust,
        dt: s.rcv,
        per: null,
        netP,
        due: s.rcv,
        pd: s.stat === "REJ" ? null : payDate(cust, s.rcv, s.rcv),
        stat: s.stat === "REJ" ? "CN" : "ISS",
        samples: [s],
      });
    }
  }
}
/** The list value of a rejected private sample's usual tests (it has no result rows): the basic suite. */
function testsForPrice(s: Sample): number {
  void s;
  return ["ECOLI", "COLI", "NO3", "PH"].reduce(
    (sum, t) => sum + (TEST.get(t)?.listP ?? 0),
    0,
  );
}
INVOICES.sort((a, b) =>
  a.dt === b.dt ? a.cust.no - b.cust.no : a.dt < b.dt ? -1 : 1,
);
{
  const seq = new Map<string, number>();
  for (const inv of INVOICES) {
    const yy = inv.dt.slice(2, 4);
    const n = (seq.get(yy) ?? 0) + 1;
    seq.set(yy, n);
    inv.no = `SV${yy}/${pad(n, 4)}`;
    if (inv.stat !== "CN" && inv.cust.acct && r.chance(0.02)) {
      inv.stat = "CN";
      inv.pd = null;
    }
    if (inv.stat !== "CN") {
      if (inv.pd && inv.pd > LAST) inv.pd = null;
      inv.stat = inv.pd ? "PD" : "ISS";
    }
    for (const s of inv.samples) s.inv = inv.no;
  }
}

// ------------------------------------------------------------------ SQL
const yn = (b: boolean | null): string | null =>
  b === null ? null : b ? "Y" : "N";
const money = (p: number): number => round(p / 100, 2);

export function datasetSql(): string {
  let resId = 500_000;
  const resRows: unknown[][] = [];
  for (const s of SAMPLES) {
    for (const x of s.res) {
      resRows.push([
        resId++,
        s.no,
        x.tst,
        x.anl,
        x.ini,
        x.val,
        yn(x.val === null ? null : x.bdl),
        x.lo,
        x.hi,
        yn(x.exc),
        x.chg,
      ]);
    }
  }
  return `
CREATE SCHEMA ${S};
CREATE TABLE ${S}.cust (
  cust_no integer PRIMARY KEY,
  cust_nm text NOT NULL,
  cust_typ varchar(3) NOT NULL,
  town text,
  pcode varchar(8),
  acct_yn char(1) NOT NULL,
  disc_pct numeric(4,1) NOT NULL,
  terms_d integer NOT NULL,
  pref_cour varchar(3),
  open_dt date NOT NULL,
  clsd_dt date
);
CREATE TABLE ${S}.mtx (
  mtx_cd varchar(2) PRIMARY KEY,
  mtx_desc text NOT NULL,
  reg_txt text,
  hold_hrs integer
);
CREATE TABLE ${S}.tst (
  tst_cd varchar(6) PRIMARY KEY,
  tst_nm text NOT NULL,
  disc_cd varchar(3) NOT NULL,
  unit_txt text,
  ukas_yn char(1) NOT NULL,
  list_p integer NOT NULL,
  tat_d integer NOT NULL
);
CREATE TABLE ${S}.cour (
  cour_cd varchar(3) PRIMARY KEY,
  cour_nm text NOT NULL,
  chill_yn char(1) NOT NULL,
  fee_gbp numeric(6,2),
  act_yn char(1) NOT NULL
);
CREATE TABLE ${S}.inv (
  inv_no varchar(10) PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES ${S}.cust (cust_no),
  inv_dt date NOT NULL,
  per_txt varchar(7),
  net_gbp numeric(10,2) NOT NULL,
  vat_gbp numeric(10,2) NOT NULL,
  due_dt date NOT NULL,
  pd_dt date,
  stat_cd varchar(3) NOT NULL
);
CREATE TABLE ${S}.smp (
  smp_no varchar(10) PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES ${S}.cust (cust_no),
  mtx_cd varchar(2) NOT NULL REFERENCES ${S}.mtx (mtx_cd),
  site_txt text,
  smp_dt date NOT NULL,
  cour_cd varchar(3) REFERENCES ${S}.cour (cour_cd),
  rcv_dt date,
  rcv_tmp_c numeric(4,1),
  urg_yn char(1) NOT NULL,
  due_dt date,
  stat_cd varchar(3) NOT NULL,
  rej_rsn text,
  rpt_dt date,
  pass_yn char(1),
  inv_no varchar(10) REFERENCES ${S}.inv (inv_no)
);
CREATE TABLE ${S}.res (
  res_id integer PRIMARY KEY,
  smp_no varchar(10) NOT NULL REFERENCES ${S}.smp (smp_no),
  tst_cd varchar(6) NOT NULL REFERENCES ${S}.tst (tst_cd),
  anl_dt date,
  anl_ini varchar(3),
  res_val numeric(12,2),
  bdl_yn char(1),
  lim_lo numeric(12,2),
  lim_hi numeric(12,2),
  exc_yn char(1),
  chg_p integer NOT NULL
);
${insertRows(
  `${S}.cust`,
  [
    "cust_no",
    "cust_nm",
    "cust_typ",
    "town",
    "pcode",
    "acct_yn",
    "disc_pct",
    "terms_d",
    "pref_cour",
    "open_dt",
    "clsd_dt",
  ],
  CLIENTS.map((c) => [
    c.no,
    c.nm,
    c.typ,
    c.town,
    c.pcode,
    yn(c.acct),
    c.disc,
    c.terms,
    c.cour,
    c.open,
    c.clsd,
  ]),
)}
${insertRows(
  `${S}.mtx`,
  ["mtx_cd", "mtx_desc", "reg_txt", "hold_hrs"],
  MTX.map((m) => [...m]),
)}
${insertRows(
  `${S}.tst`,
  ["tst_cd", "tst_nm", "disc_cd", "unit_txt", "ukas_yn", "list_p", "tat_d"],
  TESTS.map((t) => [t.cd, t.nm, t.disc, t.unit, t.ukas, t.listP, t.tat]),
)}
${insertRows(
  `${S}.cour`,
  ["cour_cd", "cour_nm", "chill_yn", "fee_gbp", "act_yn"],
  COURIERS.map((c) => [c.cd, c.nm, yn(c.chill), c.fee, yn(c.act)]),
)}
${insertRows(
  `${S}.inv`,
  [
    "inv_no",
    "cust_no",
    "inv_dt",
    "per_txt",
    "net_gbp",
    "vat_gbp",
    "due_dt",
    "pd_dt",
    "stat_cd",
  ],
  INVOICES.map((i) => [
    i.no,
    i.cust.no,
    i.dt,
    i.per,
    money(i.netP),
    money(Math.round(i.netP * 0.2)),
    i.due,
    i.pd,
    i.stat,
  ]),
)}
${insertRows(
  `${S}.smp`,
  [
    "smp_no",
    "cust_no",
    "mtx_cd",
    "site_txt",
    "smp_dt",
    "cour_cd",
    "rcv_dt",
    "rcv_tmp_c",
    "urg_yn",
    "due_dt",
    "stat_cd",
    "rej_rsn",
    "rpt_dt",
    "pass_yn",
    "inv_no",
  ],
  SAMPLES.map((s) => [
    s.no,
    s.cust.no,
    s.mtx,
    s.site,
    s.smpDt,
    s.cour,
    s.rcv,
    s.tmp,
    yn(s.urg),
    s.due,
    s.stat,
    s.rej,
    s.rpt,
    s.pass,
    s.inv,
  ]),
)}
${insertRows(
  `${S}.res`,
  [
    "res_id",
    "smp_no",
    "tst_cd",
    "anl_dt",
    "anl_ini",
    "res_val",
    "bdl_yn",
    "lim_lo",
    "lim_hi",
    "exc_yn",
    "chg_p",
  ],
  resRows,
)}
`;
}
