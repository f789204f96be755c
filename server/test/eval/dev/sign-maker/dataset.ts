/**
 * Nene Valley Signs & Livery Ltd ("Nene Signs") is a sign-making and vehicle-livery workshop of about twenty people
 * on the Moulton Park industrial estate in Northampton. It designs, makes and fits shop fascias and shopfront signs,
 * illuminated signs (built-up LED letters, lightboxes), vehicle livery (cut vinyl lettering and printed part wraps on
 * vans), full vehicle wraps (printed or colour change), window graphics and glass manifestations, safety and
 * wayfinding signs, banners, boards and site hoardings, and does trade print-and-cut for other sign companies. Its
 * customers are local trades with van fleets, shops, cafes and vets, builders, schools and councils, private car
 * owners, and other sign makers. An enquiry is priced by an estimator as a quote; when the customer accepts it the
 * quote becomes a job (order). The designers do the artwork and proofs, production prints, laminates, cuts and
 * fabricates (ACM trays, acrylic, LED), then one of the fitting crews fits it on site or in the workshop's wrap bay,
 * or the customer collects it (supply only). The final invoice is raised when the job is complete. Customers without
 * a credit account pay a 50% deposit on order for jobs of £500 net or more.
 *
 * This is an export of the sign-trade management package "Signworx Business Manager" (schema `swx`), taken on the
 * morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The data starts on
 * 2024-01-02. The workshop works Monday to Friday and is closed on bank holidays and from 24 December to 1 January.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds) and, except `vat_p`, EXCLUDES VAT: `net_p`,
 * `sell_p`, `cost_p`, `unit_cost_p`, `crd_lmt_p`, `mewp_hire_p`. `vat_p` is the VAT on an invoice (20%); an invoice's
 * gross (inc VAT) amount is `net_p + vat_p`. Material quantities (`mat_iss.qty`) are in the material's unit `uom`:
 * LM linear metres of a roll, SHT sheets, EA each. Fitting `hrs` are decimal hours (quarter hours). Dates are UK
 * calendar dates.
 *
 * Business terms used by the office:
 * - "Sales", "turnover", "invoiced" = the sum of `inv.net_p` (ex VAT) over ALL invoice rows, deposits, finals and
 *   credit notes (credit notes are negative), by invoice date `inv_dt`.
 * - "Quote value" is `quote.net_p`; "job value" is `job.sell_p`. The "hit rate" (conversion rate) is the quotes won
 *   as a percentage of the quotes raised in the period (by quote date `qt_dt`).
 * - A cancelled job (`job.stat_cd` CAN) counts for nothing in numbers and values of jobs.
 * - "Owed", "outstanding", "debtors" = the gross (`net_p + vat_p`) of deposit and final invoices not paid yet
 *   (`paid_dt` NULL); "overdue" when their `due_dt` is before today. "Days to pay" = `paid_dt - inv_dt`.
 * - Material "used" = everything issued from stores (`mat_iss`, reprints included); "waste" = reprint issues (RPR).
 *   The cost of an issue is `qty * unit_cost_p`.
 * - A job is "late" when it was completed after its `due_dt`. "Man-hours" of a fitting visit = `hrs * n_fitters`.
 *
 * Tables, codes and meanings:
 * - `staff`: everybody employed. `role_cd` MD managing director (also prices some jobs), ADM accounts and
 *   admin, EST estimator / account manager, DES designer, PRD production (print and fabrication), FIT sign fitter
 *   (site installs), WRP vehicle wrapper. `crew_cd` the crew a fitter or wrapper works in. `rpt_to` the person's line
 *   manager (self-reference to `staff.staff_no`). `start_dt`, `end_dt` (NULL = still employed). `cscs_yn` Y when
 *   the person holds a CSCS card (needed on construction sites); `ipaf_yn` Y when they hold an IPAF licence (to
 *   operate a MEWP access platform).
 * - `crew`: the fitting crews. `crew_typ` INS in-house install crew with its own van (`van_reg`), BAY the in-house
 *   wrap bay at the workshop (vehicles are brought in), SUB a subcontractor (Summit Access & Install Ltd, who bring
 *   their own access platform, used for high-level sign work). `lead_no` the crew leader (NULL for the
 *   subcontractor). `actv_yn` Y when the crew is in use.
 * - `jtyp`: job types (the product lines) used on quotes and jobs: FAS shop fascia & shopfront signs, ILL illuminated
 *   signs, VLV vehicle livery (cut vinyl and printed part wraps), WRP full vehicle wrap, WIN window graphics &
 *   manifestations, SAF safety & wayfinding signs, BNR banners, boards & hoardings, TRD trade print & cut.
 * - `mat`: the materials catalogue. `mat_cat` VNL cast cut vinyl (coloured sign vinyl for cut lettering), VNC
 *   calendered vinyl (cheaper, for flat and short-term work), PRT printable media and window film (printable
 *   monomeric vinyl, one way vision), WRP wrap films (printable wrap film and colour-change film), LAM laminates
 *   (over-laminate for prints), ACM aluminium composite panel sheets, FOA foamex (foam PVC) sheets, ACR acrylic
 *   sheets, LED LED modules and drivers, BNR banner material. `uom` LM, SHT or EA (see UNITS). `width_mm` the roll
 *   width (NULL for sheets and items). `cost_p` the CURRENT cost of one unit. `supp_nm` the usual supplier.
 *   `actv_yn` N for a material no longer stocked.
 * - `cust`: customers. `cust_typ` TRD trade (other sign companies), FLT fleet operators and trades with vans, RTL
 *   retail and hospitality, CON construction and developers, PUB public sector, schools and health, PRV private
 *   individuals and sole traders. `acct_yn` Y for a credit account (invoiced on completion, pays within
 *   `terms_days` of the invoice); N pays on invoice (`terms_days` 0) and pays deposits. `crd_lmt_p` the credit limit
 *   (NULL without an account). `stop_yn` Y when the account is on stop (no new work until it is paid up). `parent_no`
 *   the group head office (self-reference to `cust.cust_no`): each branch of a group (the Rockingham vets, the Bean &
 *   Leaf coffee shops, the schools of the Nene Valley Academy Trust) is its own customer pointing at the group's row;
 *   the group row itself is rarely quoted or invoiced. `opened_dt` when the customer was set up (a private customer
 *   is set up with their first quote).
 * - `quote`: one quotation. `est_no` who priced it (an estimator, or the MD). `jtyp_cd` the job type. `net_p` the
 *   quoted price. `valid_days` how long the price stands from `qt_dt` (30 days; 60 for quotes of £10,000 or more).
 *   `stat_cd` OPN open (sent, no answer yet; an open quote may be past its validity until the estimator closes it),
 *   WON accepted (it became a job), LST lost. `dec_dt` the date it was won or lost (NULL while open). `lost_rsn` why
 *   it was lost: PRC on price, NRS no response (the customer went quiet and it was closed after chasing), TIM our lead
 *   time was too long, PRJ the customer shelved the project.
 * - `job`: one job (order). `qt_no` the quote it came from; NULL for a repeat order taken without a quote (trade
 *   reorders, more fleet vans to an agreed spec, site boards). `est_no` the account manager. `ord_dt` the order date
 *   (the date a quote was won), `due_dt` the completion date promised, `cmpl_dt` the date it was completed (the last
 *   fitting visit, or collection or delivery); `can_dt` the date it was cancelled. `stat_cd` ART artwork and
 *   proofing, PRD in production, FIT made and awaiting fitting (fleet jobs are fitted vehicle by vehicle, so some are
 *   part fitted), CMP complete, CAN cancelled. `sell_p` the agreed price (it may differ from the quote's when
 *   variations were agreed). `n_veh` the number of vehicles (vehicle livery and wraps only, NULL otherwise). `fit_yn` Y
 *   when we fit it, N supply only. `consent_yn` Y when the sign needs advertisement consent from the local planning
 *   authority. `cust_po` the customer's purchase order number.
 * - `fit`: one fitting visit by a crew on a day. Vehicle jobs have one visit per vehicle (`veh_reg` the vehicle's
 *   registration, `veh_desc` its make and model; both NULL for other jobs). `loc_cd` SITE at the customer's premises
 *   or site, BAY in our wrap bay. `n_fitters` fitters on the visit; `hrs` the hours the visit took (NULL while only
 *   booked). `stat_cd` BKD booked for a future date, DONE fitted, ABN aborted (the crew could not go ahead on the day;
 *   its `hrs` is the time lost, and the job is refitted on a later visit). `abn_rsn` VNA vehicle not available, WTH
 *   weather (rain, wind or too cold for vinyl), SNR site not ready, ACC access problem, CUS customer cancelled on the
 *   day. `mewp_yn` Y when an access platform (MEWP: cherry picker or scissor lift) was on the visit;
 *   `mewp_hire_p` what we paid to hire it (paid whether or not the visit went ahead; NULL when the subcontractor
 *   brought its own).
 * - `mat_iss`: one issue of material from stores to a job. `iss_typ` JOB material for the job, RPR a reprint or
 *   remake (replacing work spoilt by a misprint, a design error or damage when fitting). `unit_cost_p` the cost of
 *   one unit on the day of issue (material prices rose in January 2025 and January 2026).
 * - `inv`: invoices and credit notes. `inv_typ` DEP deposit invoice (50% of the job's `sell_p`, raised on order),
 *   FIN final invoice (the balance, or the whole `sell_p`, raised on completion), CRN credit note (negative `net_p`
 *   and `vat_p`; `crn_of` the invoice it credits: the refund of a deposit on a cancelled job, or a goodwill credit
 *   after completion; a credit note is only raised against a paid invoice and is refunded, `paid_dt` being the refund
 *   date). `cust_no` the customer billed. `due_dt` the date payment is due (`inv_dt` + the customer's terms).
 *   `paid_dt` the date it was paid in full (NULL = not paid).
 *
 * Not recorded here: wages, salaries, overtime or any payroll; timesheets of designers and production (artwork and
 *   design hours, print and machine time); inks, printer consumables and machine maintenance; supplier purchase
 *   orders, deliveries and stock levels; van running costs (fuel, mileage, insurance, MOT); the subcontractor's bills;
 *   whether advertisement consent or planning applications were granted or refused (only whether one was needed);
 *   customer reviews, ratings or satisfaction; where enquiries came from (marketing or lead source), and enquiries
 *   that were never quoted; artwork files and proofs; warranty claims after fitting; VAT returns.
 *
 * Tables
 * - `staff`: `staff_no`, `first_nm`, `last_nm`, `role_cd`, `crew_cd`, `rpt_to`, `start_dt`, `end_dt`, `cscs_yn`,
 *   `ipaf_yn`.
 * - `crew`: `crew_cd`, `crew_nm`, `crew_typ`, `van_reg`, `lead_no`, `actv_yn`.
 * - `jtyp`: `jtyp_cd`, `jtyp_desc`.
 * - `mat`: `mat_cd`, `mat_desc`, `mat_cat`, `uom`, `width_mm`, `cost_p`, `supp_nm`, `actv_yn`.
 * - `cust`: `cust_no`, `cust_nm`, `cust_typ`, `town`, `pcode`, `acct_yn`, `terms_days`, `crd_lmt_p`, `stop_yn`,
 *   `parent_no`, `opened_dt`.
 * - `quote`: `qt_no`, `cust_no`, `est_no`, `qt_dt`, `jtyp_cd`, `qt_desc`, `net_p`, `valid_days`, `stat_cd`, `dec_dt`,
 *   `lost_rsn`.
 * - `job`: `job_no`, `qt_no`, `cust_no`, `jtyp_cd`, `job_desc`, `est_no`, `ord_dt`, `due_dt`, `cmpl_dt`, `can_dt`,
 *   `stat_cd`, `sell_p`, `n_veh`, `fit_yn`, `consent_yn`, `cust_po`.
 * - `fit`: `fit_no`, `job_no`, `crew_cd`, `fit_dt`, `loc_cd`, `veh_reg`, `veh_desc`, `n_fitters`, `hrs`, `stat_cd`,
 *   `abn_rsn`, `mewp_yn`, `mewp_hire_p`.
 * - `mat_iss`: `iss_no`, `job_no`, `mat_cd`, `iss_dt`, `qty`, `unit_cost_p`, `iss_typ`.
 * - `inv`: `inv_no`, `inv_typ`, `job_no`, `cust_no`, `inv_dt`, `due_dt`, `net_p`, `vat_p`, `paid_dt`, `crn_of`.
 */
import {
  ENGLAND_BANK_HOLIDAYS,
  addDays,
  dayOfWeek,
  daysBetween,
  insertRows,
  seededRandom,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const r = seededRandom(5120_2026);

// Workshop works Monday to Friday, closed on bank holidays and from 24 December to 1 January.
const isShutdown = (d: string): boolean => {
  const md = d.slice(5);
  return md >= "12-24" || md <= "01-01";
};
const isWorkDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 &&
  dayOfWeek(d) !== 6 &&
  !ENGLAND_BANK_HOLIDAYS.has(d) &&
  !isShutdown(d);
/** The first working day on or after d. */
const onWorkDay = (d: string): string => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
/** The working day n working days after (n > 0) or before (n < 0) d. */
const addWorkDays = (d: string, n: number): string => {
  let x = d;
  let left = Math.abs(n);
  const step = n >= 0 ? 1 : -1;
  while (left > 0) {
    x = addDays(x, step);
    if (isWorkDay(x)) left--;
  }
  return x;
};
const WORK_DAYS: string[] = [];
for (let d = START; d <= LAST; d = addDays(d, 1))
  if (isWorkDay(d)) WORK_DAYS.push(d);

const OK_LETTERS = "ABDEFGHJLNPRSTUWXYZ";
const letters = (n: number): string => {
  let s = "";
  for (let i = 0; i < n; i++) s += r.pick(OK_LETTERS.split(""));
  return s;
};
const pcode = (out: string): string => `${out} ${r.int(1, 9)}${letters(2)}`;
const AGE_IDS = [
  "17",
  "67",
  "18",
  "68",
  "19",
  "69",
  "20",
  "70",
  "21",
  "71",
  "22",
  "72",
  "23",
  "73",
  "24",
  "74",
  "25",
  "75",
];
const usedRegs = new Set<string>();
const vehReg = (): string => {
  for (;;) {
    const reg = `${letters(2)}${r.pick(AGE_IDS)} ${letters(3)}`;
    if (!usedRegs.has(reg)) {
      usedRegs.add(reg);
      return reg;
    }
  }
};
/** A money amount in whole pounds between lo and hi, skewed towards lo. */
const pounds = (lo: number, hi: number): number =>
  Math.round(lo * Math.pow(hi / lo, Math.pow(r.next(), 1.4)));

// ------------------------------------------------------------------ staff
type Staff = {
  no: number;
  first: string;
  last: string;
  role: string;
  crew: string | null;
  start: string;
  end: string | null;
  cscs: boolean;
  ipaf: boolean;
  rpt: number | null;
};
const STAFF: Staff[] = [
  {
    no: 1,
    first: "Gary",
    last: "Whitlock",
    role: "MD",
    crew: null,
    start: "2006-04-03",
    end: null,
    cscs: true,
    ipaf: false,
    rpt: null,
  },
  {
    no: 2,
    first: "Julie",
    last: "Castle",
    role: "ADM",
    crew: null,
    start: "2011-09-05",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 1,
  },
  {
    no: 3,
    first: "Sarah",
    last: "Penfold",
    role: "EST",
    crew: null,
    start: "2019-02-11",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 1,
  },
  {
    no: 4,
    first: "Dean",
    last: "Pritchard",
    role: "EST",
    crew: null,
    start: "2017-06-19",
    end: "2024-10-31",
    cscs: true,
    ipaf: false,
    rpt: 1,
  },
  {
    no: 5,
    first: "Jason",
    last: "Okafor",
    role: "EST",
    crew: null,
    start: "2021-08-02",
    end: null,
    cscs: true,
    ipaf: false,
    rpt: 1,
  },
  {
    no: 6,
    first: "Lucy",
    last: "Marsh",
    role: "EST",
    crew: null,
    start: "2025-03-03",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 1,
  },
  {
    no: 7,
    first: "Priya",
    last: "Chauhan",
    role: "DES",
    crew: null,
    start: "2018-01-08",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 1,
  },
  {
    no: 8,
    first: "Tom",
    last: "Eddison",
    role: "DES",
    crew: null,
    start: "2022-05-16",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 7,
  },
  {
    no: 9,
    first: "Kevin",
    last: "Baines",
    role: "PRD",
    crew: null,
    start: "2010-03-01",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 1,
  },
  {
    no: 10,
    first: "Amy",
    last: "Roper",
    role: "PRD",
    crew: null,
    start: "2020-10-12",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 9,
  },
  {
    no: 11,
    first: "Mick",
    last: "Dolan",
    role: "FIT",
    crew: "INA",
    start: "2008-07-14",
    end: null,
    cscs: true,
    ipaf: true,
    rpt: 1,
  },
  {
    no: 12,
    first: "Craig",
    last: "Sutton",
    role: "FIT",
    crew: "INA",
    start: "2016-04-25",
    end: null,
    cscs: true,
    ipaf: true,
    rpt: 11,
  },
  {
    no: 13,
    first: "Lee",
    last: "Harrow",
    role: "FIT",
    crew: "INB",
    start: "2014-02-03",
    end: null,
    cscs: true,
    ipaf: true,
    rpt: 1,
  },
  {
    no: 14,
    first: "Ryan",
    last: "Cole",
    role: "FIT",
    crew: "INB",
    start: "2019-09-09",
    end: null,
    cscs: true,
    ipaf: false,
    rpt: 13,
  },
  {
    no: 15,
    first: "Josh",
    last: "Whitby",
    role: "FIT",
    crew: "INB",
    start: "2022-03-07",
    end: "2025-06-27",
    cscs: false,
    ipaf: false,
    rpt: 13,
  },
  {
    no: 16,
    first: "Nathan",
    last: "Price",
    role: "FIT",
    crew: "INB",
    start: "2025-07-07",
    end: null,
    cscs: false,
    ipaf: true,
    rpt: 13,
  },
  {
    no: 17,
    first: "Ollie",
    last: "Grant",
    role: "WRP",
    crew: "BAY",
    start: "2015-11-02",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 1,
  },
  {
    no: 18,
    first: "Marek",
    last: "Nowak",
    role: "WRP",
    crew: "BAY",
    start: "2021-01-11",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 17,
  },
  {
    no: 19,
    first: "Callum",
    last: "Reid",
    role: "WRP",
    crew: "BAY",
    start: "2024-04-08",
    end: null,
    cscs: false,
    ipaf: false,
    rpt: 17,
  },
  {
    no: 20,
    first: "Sophie",
    last: "Tranter",
    role: "ADM",
    crew: null,
    start: "2023-06-05",
    end: "2026-02-27",
    cscs: false,
    ipaf: false,
    rpt: 2,
  },
];
const ESTIMATORS = STAFF.filter((s) => s.role === "EST");
const activeEst = (d: string): Staff[] =>
  ESTIMATORS.filter((s) => s.start <= d && (s.end === null || s.end >= d));

// ------------------------------------------------------------------ crews
const CREWS = [
  {
    cd: "INA",
    nm: "Install Team A",
    typ: "INS",
    van: "KN21 WSX",
    lead: 11,
    actv: true,
  },
  {
    cd: "INB",
    nm: "Install Team B",
    typ: "INS",
    van: "KP70 HTU",
    lead: 13,
    actv: true,
  },
  { cd: "BAY", nm: "Wrap Bay", typ: "BAY", van: null, lead: 17, actv: true },
  {
    cd: "SUB",
    nm: "Summit Access & Install Ltd",
    typ: "SUB",
    van: null,
    lead: null,
    actv: true,
  },
];

// ------------------------------------------------------------------ job types
const JTYP = [
  { cd: "FAS", desc: "Shop fascia & shopfront signs" },
  { cd: "ILL", desc: "Illuminated signs" },
  { cd: "VLV", desc: "Vehicle livery" },
  { cd: "WRP", desc: "Full vehicle wrap" },
  { cd: "WIN", desc: "Window graphics & manifestations" },
  { cd: "SAF", desc: "Safety & wayfinding signs" },
  { cd: "BNR", desc: "Banners, boards & hoardings" },
  { cd: "TRD", desc: "Trade print & cut" },
];

// ------------------------------------------------------------------ materials
type Mat = {
  cd: string;
  desc: string;
  cat: string;
  uom: string;
  w: number | null;
  cost: number; // pence per unit now
  supp: string;
  actv: boolean;
};
const MATS: Mat[] = [
  {
    cd: "AV900-WH",
    desc: "Avery Supercast 900 White 1230mm",
    cat: "VNL",
    uom: "LM",
    w: 1230,
    cost: 1045,
    supp: "Spandex",
    actv: true,
  },
  {
    cd: "AV900-BK",
    desc: "Avery Supercast 900 Black 1230mm",
    cat: "VNL",
    uom: "LM",
    w: 1230,
    cost: 1045,
    supp: "Spandex",
    actv: true,
  },
  {
    cd: "OR751-RD",
    desc: "Oracal 751C Signal Red 1260mm",
    cat: "VNL",
    uom: "LM",
    w: 1260,
    cost: 885,
    supp: "Metamark Direct",
    actv: true,
  },
  {
    cd: "OR751-BL",
    desc: "Oracal 751C Gentian Blue 1260mm",
    cat: "VNL",
    uom: "LM",
    w: 1260,
    cost: 885,
    supp: "Metamark Direct",
    actv: true,
  },
  {
    cd: "OR651-WH",
    desc: "Oracal 651 White 1260mm",
    cat: "VNC",
    uom: "LM",
    w: 1260,
    cost: 235,
    supp: "Metamark Direct",
    actv: true,
  },
  {
    cd: "OR641-BK",
    desc: "Oracal 641 Black 1260mm",
    cat: "VNC",
    uom: "LM",
    w: 1260,
    cost: 185,
    supp: "Metamark Direct",
    actv: true,
  },
  {
    cd: "MD5-137",
    desc: "Metamark MD5 printable monomeric 1370mm",
    cat: "PRT",
    uom: "LM",
    w: 1370,
    cost: 395,
    supp: "Metamark Direct",
    actv: true,
  },
  {
    cd: "OWV-137",
    desc: "Contra Vision one way vision 1370mm",
    cat: "PRT",
    uom: "LM",
    w: 1370,
    cost: 960,
    supp: "Spandex",
    actv: true,
  },
  {
    cd: "IJ180-137",
    desc: "3M IJ180Cv3 wrap print film 1370mm",
    cat: "WRP",
    uom: "LM",
    w: 1370,
    cost: 1580,
    supp: "Spandex",
    actv: true,
  },
  {
    cd: "MPI1105-137",
    desc: "Avery MPI 1105 EA RS wrap film 1370mm",
    cat: "WRP",
    uom: "LM",
    w: 1370,
    cost: 1320,
    supp: "Spandex",
    actv: true,
  },
  {
    cd: "2080-G12",
    desc: "3M 2080 Gloss Black colour change 1524mm",
    cat: "WRP",
    uom: "LM",
    w: 1524,
    cost: 2790,
    supp: "Spandex",
    actv: true,
  },
  {
    cd: "2080-S261",
    desc: "3M 2080 Satin Dark Grey colour change 1524mm",
    cat: "WRP",
    uom: "LM",
    w: 1524,
    cost: 2950,
    supp: "Spandex",
    actv: true,
  },
  {
    cd: "8518-137",
    desc: "3M 8518 gloss wrap laminate 1370mm",
    cat: "LAM",
    uom: "LM",
    w: 1370,
    cost: 935,
    supp: "Spandex",
    actv: true,
  },
  {
    cd: "DOL1460-137",
    desc: "Avery DOL 1460 gloss laminate 1370mm",
    cat: "LAM",
    uom: "LM",
    w: 1370,
    cost: 760,
    supp: "Spandex",
    actv: true,
  },
  {
    cd: "ACM3-WH",
    desc: "ACM 3mm White 2440x1220",
    cat: "ACM",
    uom: "SHT",
    w: null,
    cost: 3890,
    supp: "Antalis",
    actv: true,
  },
  {
    cd: "ACM3-BK",
    desc: "ACM 3mm Black 2440x1220",
    cat: "ACM",
    uom: "SHT",
    w: null,
    cost: 4150,
    supp: "Antalis",
    actv: true,
  },
  {
    cd: "ACM3-BS",
    desc: "ACM 3mm Brushed Silver 2440x1220",
    cat: "ACM",
    uom: "SHT",
    w: null,
    cost: 5620,
    supp: "Antalis",
    actv: true,
  },
  {
    cd: "FMX5-WH",
    desc: "Foamex 5mm White 2440x1220",
    cat: "FOA",
    uom: "SHT",
    w: null,
    cost: 2240,
    supp: "Antalis",
    actv: true,
  },
  {
    cd: "FMX3-WH",
    desc: "Foamex 3mm White 2440x1220",
    cat: "FOA",
    uom: "SHT",
    w: null,
    cost: 1495,
    supp: "Antalis",
    actv: true,
  },
  {
    cd: "ACR5-OP",
    desc: "Acrylic 5mm Opal 3050x2030",
    cat: "ACR",
    uom: "SHT",
    w: null,
    cost: 16450,
    supp: "Perspex Distribution",
    actv: true,
  },
  {
    cd: "ACR10-CL",
    desc: "Acrylic 10mm Clear 3050x2030",
    cat: "ACR",
    uom: "SHT",
    w: null,
    cost: 23800,
    supp: "Perspex Distribution",
    actv: true,
  },
  {
    cd: "LED-3C65",
    desc: "LED module 3-chip 6500K",
    cat: "LED",
    uom: "EA",
    w: null,
    cost: 112,
    supp: "Signled UK",
    actv: true,
  },
  {
    cd: "PSU-150",
    desc: "Mean Well 150W 12V LED driver",
    cat: "LED",
    uom: "EA",
    w: null,
    cost: 3860,
    supp: "Signled UK",
    actv: true,
  },
  {
    cd: "BNR-510",
    desc: "Frontlit PVC banner 510gsm 3200mm",
    cat: "BNR",
    uom: "LM",
    w: 3200,
    cost: 445,
    supp: "Antalis",
    actv: true,
  },
  {
    cd: "MESH-320",
    desc: "PVC mesh banner 320gsm 3200mm",
    cat: "BNR",
    uom: "LM",
    w: 3200,
    cost: 510,
    supp: "Antalis",
    actv: false,
  },
];
const MAT = new Map(MATS.map((m) => [m.cd, m]));
/** Cost of a material on a date: prices rose in January 2025 and January 2026. */
const costOn = (m: Mat, d: string): number => {
  const f = d < "2025-01-06" ? 0.9 : d < "2026-01-05" ? 0.95 : 1;
  return Math.round(m.cost * f);
};

// ------------------------------------------------------------------ customers
type Cust = {
  no: number;
  nm: string;
  typ: string;
  town: string;
  pc: string;
  acct: boolean;
  terms: number;
  lmt: number | null; // pounds
  opened: string;
  parent: number | null;
  stop: boolean;
  w: number; // how often they ask for quotes
  late: number; // days late they tend to pay, at most
  early: number; // chance of paying by the due date
};
const OUT: Record<string, string[]> = {
  Northampton: ["NN1", "NN2", "NN3", "NN4", "NN5"],
  Kettering: ["NN15", "NN16"],
  Corby: ["NN17", "NN18"],
  Wellingborough: ["NN8", "NN9"],
  Daventry: ["NN11"],
  Towcester: ["NN12"],
  Brackley: ["NN13"],
  Rushden: ["NN10"],
  Oundle: ["PE8"],
  "Milton Keynes": ["MK9", "MK10", "MK14"],
  Bedford: ["MK40", "MK41", "MK42"],
  "Market Harborough": ["LE16"],
  Leicester: ["LE1", "LE4"],
  Coventry: ["CV1", "CV6"],
  Olney: ["MK46"],
};
const CUSTS: Cust[] = [];
const addCust = (
  nm: string,
  typ: string,
  town: string,
  o: Partial<Cust> = {},
): Cust => {
  const acctDefault = typ !== "PRV" && (typ !== "RTL" || r.chance(0.5));
  const acct = o.acct ?? acctDefault;
  const c: Cust = {
    no: 1000 + CUSTS.length + 1,
    nm,
    typ,
    town,
    pc: pcode(r.pick(OUT[town] ?? ["NN1"])),
    acct,
    terms: acct ? (typ === "PUB" ? 30 : r.pick([30, 30, 30, 14, 60])) : 0,
    lmt: acct ? r.pick([2000, 3000, 5000, 5000, 7500, 10000]) : null,
    opened: o.opened ?? r.date("2009-01-01", "2023-12-20"),
    parent: null,
    stop: false,
    w: typ === "PRV" ? 0.4 : 1,
    late: r.pick([5, 10, 15, 25]),
    early: 0.55,
    ...o,
  };
  CUSTS.push(c);
  return c;
};

// named key customers
const midshires = addCust(
  "Midshires Plumbing & Heating Ltd",
  "FLT",
  "Northampton",
  { acct: true, terms: 30, lmt: 25000, w: 5, late: 10, opened: "2016-03-14" },
);
const swift = addCust("Swift Parcels Northampton Ltd", "FLT", "Northampton", {
  acct: true,
  terms: 30,
  lmt: 15000,
  w: 3,
  late: 20,
  opened: "2020-07-01",
});
const castle = addCust("Castle Groundworks Ltd", "CON", "Wellingborough", {
  acct: true,
  terms: 30,
  lmt: 3000,
  w: 2.2,
  late: 150,
  early: 0.1,
  opened: "2022-02-21",
});
const rock = addCust("Rockingham Veterinary Group Ltd", "RTL", "Kettering", {
  acct: true,
  terms: 30,
  lmt: 10000,
  w: 0.6,
  late: 8,
  opened: "2018-05-08",
});
const rockBr = [
  "Rockingham Vets Kettering",
  "Rockingham Vets Corby",
  "Rockingham Vets Oundle",
].map((nm, i) =>
  addCust(nm, "RTL", ["Kettering", "Corby", "Oundle"][i] as string, {
    acct: true,
    terms: 30,
    lmt: 5000,
    parent: rock.no,
    w: 0.5,
    late: 8,
    opened: "2018-05-08",
  }),
);
const bean = addCust("Bean & Leaf Coffee Co Ltd", "RTL", "Northampton", {
  acct: true,
  terms: 30,
  lmt: 8000,
  w: 0.5,
  late: 12,
  opened: "2021-04-12",
});
const beanBr = [
  ["Bean & Leaf Abington Street", "Northampton"],
  ["Bean & Leaf Market Square", "Northampton"],
  ["Bean & Leaf Wellingborough", "Wellingborough"],
  ["Bean & Leaf Daventry", "Daventry"],
  ["Bean & Leaf Towcester", "Towcester"],
].map(([nm, town], i) =>
  addCust(nm as string, "RTL", town as string, {
    acct: true,
    terms: 30,
    lmt: 3000,
    parent: bean.no,
    w: 0.5,
    late: 12,
    opened: i < 3 ? "2021-04-12" : i === 3 ? "2024-08-19" : "2026-03-02",
  }),
);
const trust = addCust("Nene Valley Academy Trust", "PUB", "Northampton", {
  acct: true,
  terms: 30,
  lmt: 10000,
  w: 0.6,
  late: 20,
  opened: "2019-09-02",
});
[
  "Abington Vale Primary School",
  "Kingsthorpe Village Primary School",
  "Moulton Park Academy",
  "Weston Favell Academy",
].forEach((nm) =>
  addCust(nm, "PUB", "Northampton", {
    acct: true,
    terms: 30,
    lmt: 3000,
    parent: trust.no,
    w: 0.6,
    late: 20,
    opened: "2019-09-02",
  }),
);
// trade customers (other sign makers)
[
  ["Rapid Signs MK Ltd", "Milton Keynes", 2.5],
  ["Fenland Sign Co", "Bedford", 1.5],
  ["Chiltern Displays Ltd", "Milton Keynes", 1.2],
  ["Apex Signs Coventry", "Coventry", 1.5],
  ["Harborough Graphics", "Market Harborough", 1],
  ["Vista Print & Sign Ltd", "Leicester", 2],
].forEach(([nm, town, w]) =>
  addCust(nm as string, "TRD", town as string, { acct: true, w: w as number }),
);
// fleets
const TOWNS = Object.keys(OUT).filter(
  (t) => !["Leicester", "Coventry", "Milton Keynes", "Bedford"].includes(t),
);
[
  "Abington Electrical Services Ltd",
  "Brixworth Roofing Ltd",
  "Nene Scaffolding Ltd",
  "Delapre Drainage Ltd",
  "Spencer Removals Ltd",
  "Pitsford Pest Control",
  "Kingsthorpe Skip Hire Ltd",
  "Wootton Landscapes Ltd",
  "Rushden Gas Services Ltd",
  "Oundle Tree Surgery Ltd",
  "Towcester Couriers Ltd",
  "Earls Barton Window Cleaning",
  "Moulton Glazing Ltd",
  "Weston Favell Locksmiths",
  "Daventry Farm Supplies Ltd",
  "Corby Lift Services Ltd",
].forEach((nm) =>
  addCust(nm, "FLT", r.pick(TOWNS), {
    acct: r.chance(0.75),
    w: r.pick([0.6, 1, 1.4]),
  }),
);
// retail and hospitality
[
  "The Old Bakehouse Tea Rooms",
  "Kettering Tyre & Exhaust",
  "Abington Dental Practice",
  "Petals of Towcester",
  "Far Cotton Fish Bar",
  "Brackley Pharmacy",
  "Harlestone Kitchens & Bedrooms",
  "Wellingborough Cycles",
  "Spinney Hill Opticians",
  "Nene Motor Company",
  "Oundle Pet Supplies",
  "Ironstone Gym Corby",
  "Hardingstone Barbers",
  "Cobblers Estate Agents",
  "Rushden Lakes Florist",
  "The Red Lion Brixworth",
  "Daventry Kebab House",
  "Market Harborough Bookshop",
].forEach((nm) => addCust(nm, "RTL", r.pick(TOWNS)));
// construction
[
  "Sywell Homes Ltd",
  "Grange Park Developments Ltd",
  "Nene Building Contractors",
  "Silverstone Construction Ltd",
  "Billing Brook Homes Ltd",
].forEach((nm) => addCust(nm, "CON", r.pick(TOWNS), { acct: true, w: 1.2 }));
// public sector
[
  "Pitsford Parish Council",
  "Three Shires Community Health NHS Trust",
  "Northampton Leisure Trust",
  "Brackley Town Council",
].forEach((nm) => addCust(nm, "PUB", r.pick(TOWNS), { acct: true }));
// private individuals and sole traders
const PRV_FIRST = [
  "J",
  "K",
  "M",
  "S",
  "D",
  "A",
  "R",
  "P",
  "T",
  "L",
  "C",
  "G",
  "N",
  "H",
];
const PRV_LAST = [
  "Hollis",
  "Davies",
  "Patel",
  "Green",
  "Walsh",
  "Morgan",
  "Kaur",
  "Bennett",
  "Fletcher",
  "Gordon",
  "Hughes",
  "Lloyd",
  "Mason",
  "Osei",
  "Parry",
  "Quinn",
  "Singh",
  "Turner",
  "Ward",
  "Young",
  "Adebayo",
  "Barker",
  "Clarke",
];
const prvUsed = new Set<string>();
for (let i = 0; i < 34; i++) {
  let nm: string;
  do {
    nm = `${r.pick(["Mr", "Mrs", "Ms", "Mr", "Mr"])} ${r.pick(PRV_FIRST)} ${r.pick(PRV_LAST)}`;
  } while (prvUsed.has(nm));
  prvUsed.add(nm);
  addCust(nm, "PRV", r.pick(TOWNS), { opened: "2099-01-01" });
}
castle.stop = true;
const otherStop = CUSTS.find((c) => c.nm === "Spencer Removals Ltd");
if (otherStop) {
  otherStop.acct = true;
  otherStop.terms = 30;
  otherStop.lmt = 2000;
  otherStop.late = 70;
  otherStop.early = 0.2;
  otherStop.stop = true;
}
const quotable = (c: Cust) =>
  !(c.parent === null && (c === rock || c === bean || c === trust));

// ------------------------------------------------------------------ quotes
type Quote = {
  no: number;
  cust: Cust;
  est: Staff;
  dt: string;
  typ: string;
  desc: string;
  net: number; // pence
  valid: number;
  stat: string;
  dec: string | null;
  lost: string | null;
  nVeh: number;
};
const TYPE_W: Record<string, [string, number][]> = {
  FLT: [
    ["VLV", 9],
    ["WRP", 2],
    ["SAF", 1],
    ["BNR", 1],
  ],
  RTL: [
    ["FAS", 6],
    ["ILL", 3],
    ["WIN", 4],
    ["BNR", 2],
    ["VLV", 1],
  ],
  CON: [
    ["SAF", 4],
    ["BNR", 4],
    ["FAS", 1],
    ["VLV", 2],
  ],
  PUB: [
    ["SAF", 5],
    ["FAS", 2],
    ["WIN", 2],
    ["BNR", 2],
  ],
  TRD: [
    ["TRD", 8],
    ["BNR", 2],
    ["WRP", 1],
  ],
  PRV: [
    ["WRP", 4],
    ["VLV", 3],
    ["BNR", 2],
    ["FAS", 1],
  ],
};
const VANS = [
  "Ford Transit Custom",
  "Ford Transit Custom",
  "Ford Transit",
  "VW Transporter T6.1",
  "Vauxhall Vivaro",
  "Mercedes-Benz Sprinter",
  "Renault Trafic",
  "Peugeot Partner",
  "Citroen Berlingo",
  "Toyota Proace",
  "Ford Ranger",
  "Iveco Daily",
  "Ford Transit Connect",
];
const CARS = [
  "Tesla Model 3",
  "BMW M3",
  "VW Golf R",
  "Audi RS3",
  "Ford Focus ST",
  "Range Rover Evoque",
  "Kia EV6",
  "Mini Cooper S",
];
const priceFor = (typ: string, nVeh: number): number => {
  switch (typ) {
    case "FAS":
      return pounds(450, 6500);
    case "ILL":
      return pounds(2400, 17500);
    case "VLV":
      return pounds(380, 1450) * nVeh;
    case "WRP":
      return pounds(1750, 3900) * nVeh;
    case "WIN":
      return pounds(140, 2400);
    case "SAF":
      return pounds(180, 4200);
    case "BNR":
      return pounds(55, 950);
    default:
      return pounds(75, 1600);
  }
};
const descFor = (typ: string, nVeh: number, vehModel: string): string => {
  switch (typ) {
    case "FAS":
      return r.pick([
        `Fascia sign, 3mm ACM tray with applied cast vinyl, approx ${r.int(3, 9)}.${r.int(0, 9)}m x 0.${r.int(6, 9)}m`,
        "Replacement fascia panel and projecting sign",
        "Shopfront rebrand: fascia, projecting sign and door vinyls",
        "Flat-cut lettering on stand-offs to brick frontage",
      ]);
    case "ILL":
      return r.pick([
        "Built-up illuminated letters, opal acrylic faces, LED lit",
        "Double-sided illuminated projecting lightbox",
        "Illuminated fascia tray with push-through acrylic lettering",
        "Halo-lit stainless letters on raised panel",
      ]);
    case "VLV":
      return nVeh > 1
        ? `Livery to ${nVeh} x ${vehModel}, cut vinyl and printed logos`
        : r.pick([
            `Livery to ${vehModel}, cut vinyl and printed logos`,
            `Part wrap and lettering, ${vehModel}`,
          ]);
    case "WRP":
      return nVeh > 1
        ? `Full printed wrap to ${nVeh} x ${vehModel}`
        : r.pick([
            `Full printed wrap, ${vehModel}`,
            `Full colour-change wrap, ${vehModel}`,
          ]);
    case "WIN":
      return r.pick([
        "Window graphics, printed one way vision",
        "Frosted manifestation bands to glazed screens",
        "Opening hours and window vinyls",
      ]);
    case "SAF":
      return r.pick([
        "Site safety signage pack on foamex",
        "Wayfinding and room signs, ACM",
        "Car park and directional signs",
        "Fire exit and statutory signs",
      ]);
    case "BNR":
      return r.pick([
        "PVC banners with eyelets",
        "Site hoarding boards, printed ACM",
        "Estate board and pole",
        "Correx and foamex boards for event",
      ]);
    default:
      return r.pick([
        "Trade print and cut, laminated",
        "Trade contour-cut decals",
        "Trade weeded cut vinyl lettering",
        "Trade wide-format print on monomeric",
      ]);
  }
};
const QUOTES: Quote[] = [];
const custPickList = CUSTS.filter(quotable);
for (const d of WORK_DAYS) {
  const yr = Number(d.slice(0, 4));
  const lambda = yr === 2024 ? 1.1 : yr === 2025 ? 1.25 : 1.4;
  const n = r.poisson(lambda);
  for (let i = 0; i < n; i++) {
    // private customers are created when first quoted
    const cands = custPickList.filter(
      (c) => c.opened <= d || (c.typ === "PRV" && c.opened === "2099-01-01"),
    );
    const cust = r.weighted(cands.map((c) => [c, c.w] as const));
    if (cust.opened === "2099-01-01") cust.opened = d;
    const ests = activeEst(d);
    const est = r.chance(0.06) ? (STAFF[0] as Staff) : r.pick(ests);
    const typ = r.weighted(TYPE_W[cust.typ] ?? [["FAS", 1]]);
    let nVeh = 1;
    if ((typ === "VLV" || typ === "WRP") && cust.typ === "FLT")
      nVeh =
        cust === midshires
          ? r.pick([2, 3, 4, 5, 6, 8])
          : r.weighted([
              [1, 5],
              [2, 3],
              [3, 2],
              [4, 1],
              [6, 1],
            ]);
    const model =
      typ === "WRP" && cust.typ === "PRV" ? r.pick(CARS) : r.pick(VANS);
    const net = priceFor(typ, nVeh) * 100;
    QUOTES.push({
      no: 0,
      cust,
      est,
      dt: d,
      typ,
      desc: descFor(typ, nVeh, model),
      net,
      valid: net >= 1_000_000 ? 60 : 30,
      stat: "OPN",
      dec: null,
      lost: null,
      nVeh,
    });
  }
}
QUOTES.forEach((q, i) => {
  q.no = 24001 + i;
});
const WIN_P: Record<string, number> = {
  TRD: 0.78,
  FLT: 0.58,
  RTL: 0.46,
  CON: 0.44,
  PUB: 0.5,
  PRV: 0.32,
};
for (const q of QUOTES) {
  let p = WIN_P[q.cust.typ] ?? 0.45;
  if (q.net > 800_000) p -= 0.1;
  if (q.est.no === 6) p += 0.06;
  if (r.chance(p)) {
    q.stat = "WON";
    q.dec = onWorkDay(
      addDays(
        q.dt,
        r.weighted([
          [r.int(1, 7), 5],
          [r.int(8, 25), 4],
          [r.int(26, 50), 1],
        ]),
      ),
    );
  } else {
    q.stat = "LST";
    q.lost = r.weighted([
      ["PRC", 45],
      ["NRS", 30],
      ["TIM", 10],
      ["PRJ", 15],
    ]);
    q.dec =
      q.lost === "NRS"
        ? onWorkDay(addDays(q.dt, q.valid + r.int(0, 45)))
        : onWorkDay(addDays(q.dt, r.int(2, 35)));
  }
  if (q.dec > LAST) {
    q.stat = "OPN";
    q.dec = null;
    q.lost = null;
  }
}

// ------------------------------------------------------------------ jobs
type Visit = {
  no: number;
  job: Job;
  crew: string;
  dt: string;
  loc: string;
  reg: string | null;
  veh: string | null;
  hrs: number;
  nFit: number;
  stat: string;
  abn: string | null;
  mewp: boolean;
  mewpP: number | null;
};
type Job = {
  no: number;
  q: Quote | null;
  cust: Cust;
  typ: string;
  desc: string;
  est: Staff;
  ord: string;
  due: string;
  cmpl: string | null;
  can: string | null;
  stat: string;
  sell: number;
  fit: boolean;
  consent: boolean;
  po: string | null;
  nVeh: number;
  model: string;
  plannedEnd: string;
};
const JOBS: Job[] = [];
const leadDays = (typ: string, nVeh: number, consent: boolean): number => {
  switch (typ) {
    case "TRD":
      return r.int(3, 8);
    case "BNR":
      return r.int(6, 14);
    case "WIN":
      return r.int(10, 20);
    case "SAF":
      return r.int(14, 28);
    case "VLV":
      return r.int(12, 28) + 3 * (nVeh - 1);
    case "WRP":
      return r.int(15, 35) + 5 * (nVeh - 1);
    case "FAS":
      return r.int(21, 42) + (consent ? r.int(28, 56) : 0);
    default:
      return r.int(42, 70) + (consent ? r.int(28, 56) : 0);
  }
};
const modelOf = (desc: string): string => {
  for (const m of [...VANS, ...CARS]) if (desc.includes(m)) return m;
  return r.pick(VANS);
};
const makeJob = (
  q: Quote | null,
  cust: Cust,
  typ: string,
  desc: string,
  est: Staff,
  ord: string,
  sell: number,
  nVeh: number,
) => {
  const consent =
    typ === "ILL" ? r.chance(0.7) : typ === "FAS" ? r.chance(0.15) : false;
  const fit =
    typ === "TRD"
      ? false
      : typ === "BNR"
        ? r.chance(0.2)
        : typ === "SAF"
          ? r.chance(0.7)
          : typ === "WIN"
            ? r.chance(0.9)
            : true;
  const lead = leadDays(typ, nVeh, consent);
  const due = onWorkDay(addDays(ord, lead));
  let delta = r.weighted([
    [-r.int(0, 3), 70],
    [r.int(1, 10), 20],
    [r.int(11, 30), 10],
  ]);
  if (typ === "ILL" && r.chance(0.3)) delta += r.int(5, 20);
  if (delta < -lead + 1) delta = -lead + 1;
  const plannedEnd = onWorkDay(addDays(due, delta));
  JOBS.push({
    no: 0,
    q,
    cust,
    typ,
    desc,
    est,
    ord,
    due,
    cmpl: null,
    can: null,
    stat: "ART",
    sell,
    fit,
    consent,
    po:
      cust.typ === "PUB" ||
      cust.typ === "CON" ||
      cust === midshires ||
      cust === swift
        ? `PO${r.int(10000, 99999)}`
        : null,
    nVeh,
    model: modelOf(desc),
    plannedEnd,
  });
};
for (const q of QUOTES) {
  if (q.stat !== "WON" || q.dec === null) continue;
  const sell = r.chance(0.85)
    ? q.net
    : Math.round((q.net * r.int(105, 120)) / 100 / 100) * 100;
  makeJob(q, q.cust, q.typ, q.desc, q.est, q.dec, sell, q.nVeh);
}
// repeat orders without a quote: trade work, extra fleet vans, site boards
const repeaters = CUSTS.filter(
  (c) => c.typ === "TRD" || c.typ === "FLT" || c.typ === "CON",
);
for (const d of WORK_DAYS) {
  if (!r.chance(0.3)) continue;
  const cust = r.weighted(
    repeaters
      .filter((c) => c.opened <= d)
      .map((c) => [c, c.typ === "TRD" ? c.w * 2 : c.w] as const),
  );
  const typ = cust.typ === "TRD" ? "TRD" : cust.typ === "FLT" ? "VLV" : "BNR";
  const nVeh = typ === "VLV" ? r.pick([1, 1, 1, 2]) : 1;
  const model = r.pick(VANS);
  const est = r.pick(activeEst(d));
  makeJob(
    null,
    cust,
    typ,
    typ === "VLV"
      ? `Repeat livery, ${nVeh} x ${model} to fleet spec`
      : descFor(typ, 1, model),
    est,
    d,
    priceFor(typ, nVeh) * 100,
    nVeh,
  );
}
JOBS.sort((a, b) =>
  a.ord < b.ord
    ? -1
    : a.ord > b.ord
      ? 1
      : (a.q?.no ?? 99999) - (b.q?.no ?? 99999),
);
JOBS.forEach((j, i) => {
  j.no = 7001 + i;
});

// cancellations, completion and status
for (const j of JOBS) {
  if (r.chance(0.035)) {
    const c = onWorkDay(addDays(j.ord, r.int(2, 20)));
    if (c <= LAST && c < j.plannedEnd) {
      j.can = c;
      j.stat = "CAN";
      continue;
    }
  }
  if (j.plannedEnd <= LAST) {
    j.cmpl = j.plannedEnd;
    j.stat = "CMP";
  } else {
    const span = Math.max(1, daysBetween(j.ord, j.plannedEnd));
    const frac = daysBetween(j.ord, LAST) / span;
    j.stat = frac < 0.25 ? "ART" : frac < 0.7 || !j.fit ? "PRD" : "FIT";
  }
}

// ------------------------------------------------------------------ fitting visits
const VISITS: Visit[] = [];
const hrsFor = (typ: string): number => {
  const [lo, hi] =
    typ === "VLV"
      ? [2, 6]
      : typ === "WRP"
        ? [5, 10]
        : typ === "FAS"
          ? [3, 8]
          : typ === "ILL"
            ? [5, 10]
            : typ === "SAF"
              ? [2, 7]
              : [1.5, 5];
  return Math.round(r.float(lo, hi, 2) * 4) / 4;
};
for (const j of JOBS) {
  if (!j.fit || j.stat === "CAN" || j.stat === "ART") continue;
  const vehicle = j.typ === "VLV" || j.typ === "WRP";
  const n = vehicle ? j.nVeh : r.chance(0.15) ? 2 : 1;
  const dates: string[] = [j.plannedEnd];
  for (let i = 1; i < n; i++)
    dates.unshift(addWorkDays(dates[0] as string, -r.int(1, 3)));
  const height = (j.typ === "FAS" || j.typ === "ILL") && r.chance(0.3);
  const crew =
    j.typ === "WRP"
      ? "BAY"
      : j.typ === "VLV" && (n <= 2 ? r.chance(0.5) : r.chance(0.2))
        ? "BAY"
        : height && r.chance(0.3)
          ? "SUB"
          : r.chance(0.5)
            ? "INA"
            : "INB";
  const booked = j.stat === "FIT" ? r.chance(0.75) : r.chance(0.3);
  const regs = vehicle
    ? dates.map(() =>
        j.cust.typ === "PRV" && j.typ === "WRP" ? vehReg() : vehReg(),
      )
    : dates.map(() => null);
  dates.forEach((d, i) => {
    const done = d <= LAST;
    if (!done && (!booked || d > addDays(LAST, 35))) return;
    const loc = crew === "BAY" ? "BAY" : "SITE";
    const mewp = height && crew !== "BAY";
    const base = {
      job: j,
      crew,
      loc,
      reg: regs[i] ?? null,
      veh: vehicle ? j.model : null,
      nFit:
        crew === "BAY"
          ? j.typ === "WRP"
            ? 2
            : r.pick([1, 2])
          : crew === "SUB"
            ? 2
            : r.chance(0.15)
              ? 3
              : 2,
      mewp,
      mewpP:
        mewp && crew !== "SUB"
          ? r.pick([9500, 12500, 14500, 18500, 26000])
          : null,
    };
    // some visits were aborted before the one that went ahead
    if (r.chance(0.08)) {
      const ad = addWorkDays(d, -r.int(2, 8));
      if (ad > j.ord && (done ? ad <= LAST : true) && ad <= LAST) {
        const winter = ["11", "12", "01", "02", "03"].includes(ad.slice(5, 7));
        const reason = vehicle
          ? crew === "BAY"
            ? r.weighted([
                ["VNA", 7],
                ["CUS", 3],
              ])
            : r.weighted([
                ["VNA", 6],
                ["WTH", winter ? 3 : 1],
                ["CUS", 3],
              ])
          : r.weighted([
              ["WTH", winter ? 5 : 2],
              ["SNR", 3],
              ["ACC", height ? 3 : 1],
              ["CUS", 2],
            ]);
        VISITS.push({
          ...base,
          no: 0,
          dt: ad,
          hrs: Math.round(r.float(0.25, 1.5, 2) * 4) / 4,
          stat: "ABN",
          abn: reason,
        });
      }
    }
    VISITS.push({
      ...base,
      no: 0,
      dt: d,
      hrs: done ? hrsFor(j.typ) : 0,
      stat: done ? "DONE" : "BKD",
      abn: null,
    });
  });
  if (j.stat === "PRD" && VISITS.some((v) => v.job === j && v.stat === "DONE"))
    j.stat = "FIT";
}
VISITS.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.job.no - b.job.no,
);
VISITS.forEach((v, i) => {
  v.no = 30001 + i;
});

// ------------------------------------------------------------------ material issues
type Use = {
  no: number;
  job: Job;
  mat: Mat;
  dt: string;
  qty: number;
  cost: number;
  typ: string;
};
const USES: Use[] = [];
const q2 = (lo: number, hi: number) => Math.round(r.float(lo, hi, 2) * 2) / 2;
const addUse = (
  j: Job,
  cd: string,
  qty: number,
  start: string,
  end: string,
) => {
  const m = MAT.get(cd) as Mat;
  if (qty <= 0) return;
  const dt = onWorkDay(r.date(start, end));
  if (dt > LAST) return;
  USES.push({
    no: 0,
    job: j,
    mat: m,
    dt,
    qty,
    cost: costOn(m, dt),
    typ: "JOB",
  });
  if (r.chance(0.06)) {
    const rd = onWorkDay(addDays(dt, r.int(0, 4)));
    if (rd <= LAST) {
      const rq =
        m.uom === "EA"
          ? Math.max(1, Math.round(qty * r.float(0.2, 0.6)))
          : Math.max(0.5, Math.round(qty * r.float(0.3, 1) * 2) / 2);
      USES.push({
        no: 0,
        job: j,
        mat: m,
        dt: rd,
        qty: rq,
        cost: costOn(m, rd),
        typ: "RPR",
      });
    }
  }
};
for (const j of JOBS) {
  if (j.stat === "CAN" || j.stat === "ART") continue;
  const span = Math.max(2, daysBetween(j.ord, j.plannedEnd));
  const start = addDays(j.ord, Math.max(1, Math.floor(span * 0.25)));
  const end0 = addDays(j.plannedEnd, -1);
  const end = end0 < start ? start : end0;
  const nv = j.nVeh;
  switch (j.typ) {
    case "FAS":
      addUse(
        j,
        r.pick(["ACM3-WH", "ACM3-WH", "ACM3-BK", "ACM3-BS"]),
        r.int(1, 4),
        start,
        end,
      );
      addUse(
        j,
        r.pick(["AV900-WH", "AV900-BK", "OR751-RD", "OR751-BL"]),
        q2(2, 8),
        start,
        end,
      );
      if (r.chance(0.4)) {
        const qq = q2(1, 5);
        addUse(j, "MD5-137", qq, start, end);
        addUse(j, "DOL1460-137", qq, start, end);
      }
      break;
    case "ILL":
      addUse(
        j,
        r.pick(["ACR5-OP", "ACR5-OP", "ACR10-CL"]),
        r.int(1, 3),
        start,
        end,
      );
      addUse(j, "LED-3C65", r.int(40, 320), start, end);
      addUse(j, "PSU-150", r.int(1, 3), start, end);
      addUse(
        j,
        r.pick(["ACM3-WH", "ACM3-BK", "ACM3-BS"]),
        r.int(1, 3),
        start,
        end,
      );
      if (r.chance(0.6))
        addUse(
          j,
          r.pick(["AV900-WH", "AV900-BK", "OR751-RD"]),
          q2(1, 4),
          start,
          end,
        );
      break;
    case "VLV": {
      addUse(
        j,
        r.pick(["AV900-WH", "AV900-BK", "OR751-RD", "OR751-BL"]),
        q2(3, 9) * nv,
        start,
        end,
      );
      if (r.chance(0.7)) {
        const qq = q2(1.5, 6) * nv;
        addUse(
          j,
          r.pick(["IJ180-137", "MPI1105-137", "MPI1105-137"]),
          qq,
          start,
          end,
        );
        addUse(j, r.pick(["8518-137", "DOL1460-137"]), qq, start, end);
      }
      break;
    }
    case "WRP": {
      if (j.desc.includes("colour-change"))
        addUse(
          j,
          r.pick(["2080-G12", "2080-S261"]),
          q2(14, 20) * nv,
          start,
          end,
        );
      else {
        const qq = q2(13, 21) * nv;
        addUse(
          j,
          r.pick(["IJ180-137", "IJ180-137", "MPI1105-137"]),
          qq,
          start,
          end,
        );
        addUse(
          j,
          r.pick(["8518-137", "8518-137", "DOL1460-137"]),
          qq,
          start,
          end,
        );
      }
      break;
    }
    case "WIN":
      if (j.desc.includes("one way"))
        addUse(j, "OWV-137", q2(2, 10), start, end);
      else addUse(j, r.pick(["MD5-137", "OR651-WH"]), q2(2, 8), start, end);
      if (r.chance(0.5))
        addUse(j, r.pick(["OR651-WH", "OR641-BK"]), q2(1, 4), start, end);
      break;
    case "SAF":
      addUse(
        j,
        r.pick(["FMX5-WH", "FMX3-WH", "ACM3-WH"]),
        r.int(1, 6),
        start,
        end,
      );
      addUse(
        j,
        r.pick(["MD5-137", "OR651-WH", "OR641-BK"]),
        q2(1.5, 6),
        start,
        end,
      );
      if (r.chance(0.5)) addUse(j, "DOL1460-137", q2(1.5, 5), start, end);
      break;
    case "BNR":
      if (j.desc.includes("hoarding")) {
        addUse(j, "ACM3-WH", r.int(4, 16), start, end);
        addUse(j, "MD5-137", q2(6, 30), start, end);
      } else if (j.desc.includes("banner"))
        addUse(
          j,
          j.ord < "2025-03-01" && r.chance(0.3) ? "MESH-320" : "BNR-510",
          q2(3, 15),
          start,
          end,
        );
      else addUse(j, r.pick(["FMX5-WH", "FMX3-WH"]), r.int(1, 5), start, end);
      break;
    default:
      if (j.desc.includes("cut vinyl"))
        addUse(
          j,
          r.pick(["OR651-WH", "OR641-BK", "AV900-WH"]),
          q2(2, 15),
          start,
          end,
        );
      else {
        const qq = q2(3, 25);
        addUse(j, r.pick(["MD5-137", "MD5-137", "IJ180-137"]), qq, start, end);
        addUse(j, "DOL1460-137", qq, start, end);
      }
  }
}
USES.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.job.no - b.job.no));
USES.forEach((u, i) => {
  u.no = 1 + i;
});

// ------------------------------------------------------------------ invoices
type Inv = {
  no: number;
  typ: string;
  job: Job;
  dt: string;
  due: string;
  net: number;
  vat: number;
  paid: string | null;
  crnOf: Inv | null;
};
const INVS: Inv[] = [];
const vatOf = (net: number) => Math.round(net * 0.2);
const payDate = (c: Cust, dt: string, due: string): string | null => {
  let p: string;
  if (!c.acct) p = addDays(dt, r.int(0, 3));
  else if (r.chance(c.early))
    p = addDays(due, -r.int(0, Math.floor(c.terms / 2)));
  else p = addDays(due, r.int(0, c.late));
  if (p < dt) p = dt;
  p = onWorkDay(p);
  return p > LAST ? null : p;
};
for (const j of JOBS) {
  const c = j.cust;
  let depNet = 0;
  let dep: Inv | null = null;
  if (!c.acct && j.sell >= 50_000) {
    depNet = Math.round(j.sell / 2);
    const dt = onWorkDay(addDays(j.ord, r.int(0, 1)));
    if (dt <= LAST) {
      let paid: string | null = onWorkDay(addDays(dt, r.int(0, 4)));
      if (j.can && paid > j.can) paid = j.can;
      if (paid > LAST) paid = null;
      dep = {
        no: 0,
        typ: "DEP",
        job: j,
        dt,
        due: dt,
        net: depNet,
        vat: vatOf(depNet),
        paid,
        crnOf: null,
      };
      INVS.push(dep);
    }
  }
  if (j.can) {
    if (dep && dep.paid) {
      const dt = onWorkDay(addDays(j.can, r.int(0, 3)));
      if (dt <= LAST)
        INVS.push({
          no: 0,
          typ: "CRN",
          job: j,
          dt,
          due: dt,
          net: -dep.net,
          vat: -dep.vat,
          paid: dt,
          crnOf: dep,
        });
    }
    continue;
  }
  if (!j.cmpl) continue;
  // a few finished jobs are still waiting for their final invoice
  const lag = r.weighted([
    [0, 6],
    [1, 3],
    [r.int(2, 6), 1],
  ]);
  const dt = onWorkDay(addDays(j.cmpl, lag));
  if (dt > LAST) continue;
  const net = j.sell - depNet;
  const due = addDays(dt, c.terms);
  const fin: Inv = {
    no: 0,
    typ: "FIN",
    job: j,
    dt,
    due,
    net,
    vat: vatOf(net),
    paid: payDate(c, dt, due),
    crnOf: null,
  };
  INVS.push(fin);
  if (fin.paid && r.chance(0.035)) {
    const cdt = onWorkDay(addDays(fin.paid, r.int(3, 30)));
    if (cdt <= LAST) {
      const cn =
        Math.round((j.sell * r.pick([5, 10, 10, 15, 20])) / 100 / 100) * 100;
      const refund = onWorkDay(addDays(cdt, r.int(0, 3)));
      INVS.push({
        no: 0,
        typ: "CRN",
        job: j,
        dt: cdt,
        due: cdt,
        net: -cn,
        vat: -vatOf(cn),
        paid: refund > LAST ? null : refund,
        crnOf: fin,
      });
    }
  }
}
INVS.sort((a, b) =>
  a.dt < b.dt
    ? -1
    : a.dt > b.dt
      ? 1
      : a.job.no - b.job.no || (a.typ < b.typ ? -1 : 1),
);
INVS.forEach((v, i) => {
  v.no = 50001 + i;
});

const yn = (b: boolean) => (b ? "Y" : "N");

export function datasetSql(): string {
  const custs = CUSTS.filter((c) => c.opened !== "2099-01-01");
  return `
CREATE SCHEMA swx;
CREATE TABLE swx.staff (
  staff_no integer PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  role_cd varchar(3) NOT NULL,
  crew_cd varchar(3),
  rpt_to integer REFERENCES swx.staff (staff_no),
  start_dt date NOT NULL,
  end_dt date,
  cscs_yn char(1) NOT NULL,
  ipaf_yn char(1) NOT NULL
);
CREATE TABLE swx.crew (
  crew_cd varchar(3) PRIMARY KEY,
  crew_nm varchar(40) NOT NULL,
  crew_typ varchar(3) NOT NULL,
  van_reg varchar(8),
  lead_no integer REFERENCES swx.staff (staff_no),
  actv_yn char(1) NOT NULL
);
CREATE TABLE swx.jtyp (
  jtyp_cd varchar(3) PRIMARY KEY,
  jtyp_desc varchar(40) NOT NULL
);
CREATE TABLE swx.mat (
  mat_cd varchar(12) PRIMARY KEY,
  mat_desc varchar(60) NOT NULL,
  mat_cat varchar(3) NOT NULL,
  uom varchar(3) NOT NULL,
  width_mm integer,
  cost_p integer NOT NULL,
  supp_nm varchar(40) NOT NULL,
  actv_yn char(1) NOT NULL
);
CREATE TABLE swx.cust (
  cust_no integer PRIMARY KEY,
  cust_nm varchar(60) NOT NULL,
  cust_typ varchar(3) NOT NULL,
  town varchar(30),
  pcode varchar(8),
  acct_yn char(1) NOT NULL,
  terms_days integer NOT NULL,
  crd_lmt_p integer,
  stop_yn char(1) NOT NULL,
  parent_no integer REFERENCES swx.cust (cust_no),
  opened_dt date NOT NULL
);
CREATE TABLE swx.quote (
  qt_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES swx.cust (cust_no),
  est_no integer NOT NULL REFERENCES swx.staff (staff_no),
  qt_dt date NOT NULL,
  jtyp_cd varchar(3) NOT NULL REFERENCES swx.jtyp (jtyp_cd),
  qt_desc varchar(120) NOT NULL,
  net_p integer NOT NULL,
  valid_days integer NOT NULL,
  stat_cd varchar(3) NOT NULL,
  dec_dt date,
  lost_rsn varchar(3)
);
CREATE TABLE swx.job (
  job_no integer PRIMARY KEY,
  qt_no integer REFERENCES swx.quote (qt_no),
  cust_no integer NOT NULL REFERENCES swx.cust (cust_no),
  jtyp_cd varchar(3) NOT NULL REFERENCES swx.jtyp (jtyp_cd),
  job_desc varchar(120) NOT NULL,
  est_no integer NOT NULL REFERENCES swx.staff (staff_no),
  ord_dt date NOT NULL,
  due_dt date NOT NULL,
  cmpl_dt date,
  can_dt date,
  stat_cd varchar(3) NOT NULL,
  sell_p integer NOT NULL,
  n_veh integer,
  fit_yn char(1) NOT NULL,
  consent_yn char(1) NOT NULL,
  cust_po varchar(20)
);
CREATE TABLE swx.fit (
  fit_no integer PRIMARY KEY,
  job_no integer NOT NULL REFERENCES swx.job (job_no),
  crew_cd varchar(3) NOT NULL REFERENCES swx.crew (crew_cd),
  fit_dt date NOT NULL,
  loc_cd varchar(4) NOT NULL,
  veh_reg varchar(8),
  veh_desc varchar(40),
  n_fitters integer NOT NULL,
  hrs numeric(5,2),
  stat_cd varchar(4) NOT NULL,
  abn_rsn varchar(3),
  mewp_yn char(1) NOT NULL,
  mewp_hire_p integer
);
CREATE TABLE swx.mat_iss (
  iss_no integer PRIMARY KEY,
  job_no integer NOT NULL REFERENCES swx.job (job_no),
  mat_cd varchar(12) NOT NULL REFERENCES swx.mat (mat_cd),
  iss_dt date NOT NULL,
  qty numeric(8,2) NOT NULL,
  unit_cost_p integer NOT NULL,
  iss_typ varchar(3) NOT NULL
);
CREATE TABLE swx.inv (
  inv_no integer PRIMARY KEY,
  inv_typ varchar(3) NOT NULL,
  job_no integer NOT NULL REFERENCES swx.job (job_no),
  cust_no integer NOT NULL REFERENCES swx.cust (cust_no),
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  paid_dt date,
  crn_of integer REFERENCES swx.inv (inv_no)
);
${insertRows(
  "swx.staff",
  [
    "staff_no",
    "first_nm",
    "last_nm",
    "role_cd",
    "crew_cd",
    "rpt_to",
    "start_dt",
    "end_dt",
    "cscs_yn",
    "ipaf_yn",
  ],
  STAFF.map((s) => [
    s.no,
    s.first,
    s.last,
    s.role,
    s.crew,
    s.rpt,
    s.start,
    s.end,
    yn(s.cscs),
    yn(s.ipaf),
  ]),
)}
${insertRows(
  "swx.crew",
  ["crew_cd", "crew_nm", "crew_typ", "van_reg", "lead_no", "actv_yn"],
  CREWS.map((c) => [c.cd, c.nm, c.typ, c.van, c.lead, yn(c.actv)]),
)}
ALTER TABLE swx.staff ADD FOREIGN KEY (crew_cd) REFERENCES swx.crew (crew_cd);
${insertRows(
  "swx.jtyp",
  ["jtyp_cd", "jtyp_desc"],
  JTYP.map((t) => [t.cd, t.desc]),
)}
${insertRows(
  "swx.mat",
  [
    "mat_cd",
    "mat_desc",
    "mat_cat",
    "uom",
    "width_mm",
    "cost_p",
    "supp_nm",
    "actv_yn",
  ],
  MATS.map((m) => [
    m.cd,
    m.desc,
    m.cat,
    m.uom,
    m.w,
    m.cost,
    m.supp,
    yn(m.actv),
  ]),
)}
${insertRows(
  "swx.cust",
  [
    "cust_no",
    "cust_nm",
    "cust_typ",
    "town",
    "pcode",
    "acct_yn",
    "terms_days",
    "crd_lmt_p",
    "stop_yn",
    "parent_no",
    "opened_dt",
  ],
  custs.map((c) => [
    c.no,
    c.nm,
    c.typ,
    c.town,
    c.pc,
    yn(c.acct),
    c.terms,
    c.lmt === null ? null : c.lmt * 100,
    yn(c.stop),
    c.parent,
    c.opened,
  ]),
)}
${insertRows(
  "swx.quote",
  [
    "qt_no",
    "cust_no",
    "est_no",
    "qt_dt",
    "jtyp_cd",
    "qt_desc",
    "net_p",
    "valid_days",
    "stat_cd",
    "dec_dt",
    "lost_rsn",
  ],
  QUOTES.map((q) => [
    q.no,
    q.cust.no,
    q.est.no,
    q.dt,
    q.typ,
    q.desc,
    q.net,
    q.valid,
    q.stat,
    q.dec,
    q.lost,
  ]),
)}
${insertRows(
  "swx.job",
  [
    "job_no",
    "qt_no",
    "cust_no",
    "jtyp_cd",
    "job_desc",
    "est_no",
    "ord_dt",
    "due_dt",
    "cmpl_dt",
    "can_dt",
    "stat_cd",
    "sell_p",
    "n_veh",
    "fit_yn",
    "consent_yn",
    "cust_po",
  ],
  JOBS.map((j) => [
    j.no,
    j.q ? j.q.no : null,
    j.cust.no,
    j.typ,
    j.desc,
    j.est.no,
    j.ord,
    j.due,
    j.cmpl,
    j.can,
    j.stat,
    j.sell,
    j.typ === "VLV" || j.typ === "WRP" ? j.nVeh : null,
    yn(j.fit),
    yn(j.consent),
    j.po,
  ]),
)}
${insertRows(
  "swx.fit",
  [
    "fit_no",
    "job_no",
    "crew_cd",
    "fit_dt",
    "loc_cd",
    "veh_reg",
    "veh_desc",
    "n_fitters",
    "hrs",
    "stat_cd",
    "abn_rsn",
    "mewp_yn",
    "mewp_hire_p",
  ],
  VISITS.map((v) => [
    v.no,
    v.job.no,
    v.crew,
    v.dt,
    v.loc,
    v.reg,
    v.veh,
    v.nFit,
    v.stat === "BKD" ? null : v.hrs,
    v.stat,
    v.abn,
    yn(v.mewp),
    v.mewpP,
  ]),
)}
${insertRows(
  "swx.mat_iss",
  ["iss_no", "job_no", "mat_cd", "iss_dt", "qty", "unit_cost_p", "iss_typ"],
  USES.map((u) => [u.no, u.job.no, u.mat.cd, u.dt, u.qty, u.cost, u.typ]),
)}
${insertRows(
  "swx.inv",
  [
    "inv_no",
    "inv_typ",
    "job_no",
    "cust_no",
    "inv_dt",
    "due_dt",
    "net_p",
    "vat_p",
    "paid_dt",
    "crn_of",
  ],
  INVS.map((v) => [
    v.no,
    v.typ,
    v.job.no,
    v.job.cust.no,
    v.dt,
    v.due,
    v.net,
    v.vat,
    v.paid,
    v.crnOf ? v.crnOf.no : null,
  ]),
)}
`;
}
