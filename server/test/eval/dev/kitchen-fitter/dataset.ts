/**
 * Hartwell Kitchens & Bathrooms Ltd, a family-owned kitchen and bathroom design-and-fit company in North Yorkshire
 * with two showrooms: Harrogate (HGT, the original showroom, also the office and van yard) and York (YRK, opened
 * 2019). Customers come in as leads (walk-ins, website, phone, referrals, social media, the local home shows, repeat
 * customers), see a designer for a showroom consultation and/or a home survey, get a quote that is often revised
 * once or twice, and when they accept it the room becomes a job. Jobs are fitted by the company's own employed
 * fitters or by self-employed subcontract fitters, with subcontracted electricians, plumbers, tilers, a plasterer
 * and a gas engineer booked by the day. Materials are ordered per job from suppliers on purchase orders. Domestic
 * customers are invoiced in stages and pay by bank transfer, card, cheque, cash or through a finance company.
 * After completion, snags and faults come back as remedial call-backs. Three trade accounts buy in volume: Beckwith
 * Homes Ltd (a developer, two phases of new-build plots, a kitchen and an en-suite per plot), Nidd Valley Housing
 * Association (kitchen and bathroom replacements in tenanted homes, about one a month) and Castlegate Lettings (a
 * York landlord). Busiest months for enquiries are January-February and September-October; December and the summer
 * are quiet. The fitting teams stop from 24 December to 1 January and on bank holidays; fits run Monday to Friday.
 *
 * This is the database of the "Fitline KBB" showroom and installation package (schema `fitline`), copied on the
 * morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The package went live on
 * 2024-10-01: only the trade accounts and the staff list were keyed in from before (with their original dates);
 * leads, quotes and jobs start from go-live. Future rows exist where the business has them: appointments booked
 * (status B), jobs awaiting their fit with scheduled days (status S) into January 2027, quotes still valid.
 *
 * MONEY is kept in whole PENCE (integer columns ending `_p`). VAT is 20%. Quote values, contract values, invoice
 * `net_p`, revenue and purchase orders are EX VAT; `vat_p` is the VAT and `inv.gross_p` = net + VAT. What customers
 * owe and what they pay (`pmt.amt_p`) are VAT-inclusive amounts. Answers about money are given in pounds (/ 100).
 *
 * Business terms:
 * - A lead is one enquiry for one room (`lead`), dated `lead_dt`, taken at a showroom (`brch_cd`), with a source
 *   (`src_cd`, code set LSRC; a "walk-in" is source WLK) and the designer who looks after it (`dsn_ref`). Lead
 *   status: N new (no appointment yet), A appointment / design stage, Q quoted and awaiting a decision, W won (it
 *   became a job), L lost (quote declined or expired; reason in `lost_cd`), D dead before any quote. Open leads are
 *   N, A and Q. Conversion rate = leads won (W) as a percentage of all leads taken in the period, whatever their
 *   status now.
 * - Appointments (`appt`): showroom design consultations (SHW), home surveys (HSV) and video calls (VID). Status B
 *   booked (future), A attended, N no-show, C cancelled. No-show rate = N out of appointments that were due to
 *   happen (A + N).
 * - A quote (`qt_no`) has revisions (`rev_no` 1 is the first version, 2 the first revision, and so on). Only the
 *   latest revision is live; earlier ones are V (superseded). Status of the live revision: D draft (not yet sent to
 *   the customer), S sent and awaiting the customer's decision (still within its 30-day validity), A accepted, R
 *   declined, E expired (30 days passed without an answer). A quote's value is `net_p` (ex VAT, after the
 *   revision's discount `disc_pct`, a percentage) = sum of its lines' `line_p` less the discount.
 * - A job is one accepted quote revision (one room). Its contract value is `job.contract_p` (ex VAT, the accepted
 *   revision's `net_p`); variations are invoiced separately and are not part of it. Orders taken / sales won / jobs
 *   won = contract value of jobs by the date the quote was accepted (`acc_dt`), leaving out jobs later cancelled
 *   (status X). Job status: A awaiting fit, F fitting in progress, C completed, H on hold (no dates yet), X
 *   cancelled (`cxl_dt`). `plan_start` / `plan_end` are the planned fitting dates, `act_start` / `act_end` the
 *   actual ones (NULL until they happen); a job overran when `act_end` is after `plan_end`. Lead time = days from
 *   `acc_dt` to `act_start`. The job's designer is the lead's designer; its lead fitter is `lead_fit`.
 * - Days on site: `job_sched` has one row per person (staff fitter or subcontractor) per day on a job, `days` 1.0
 *   or 0.5. Days worked = sum of `days` of rows with status D (done); S rows are scheduled (future), X rows were
 *   cancelled with the job and were not worked. "Our own" / employed fitters are `res` rows with `res_typ` E and
 *   `role_cd` FIT; subcontractors ("subbies") are `res_typ` S, their trade in `role_cd`.
 * - Purchase orders (`po`): spend with a supplier = `po.net_p` (ex VAT) by order date `ord_dt`, leaving out
 *   cancelled POs (X). A delivery was late when `recv_dt` is after `due_dt`; an order is overdue when still O
 *   (ordered, not received) with `due_dt` before today.
 * - Invoices (`inv`): domestic jobs are billed in stages: DEP deposit (25% of the contract, on acceptance, not
 *   refundable, so a cancelled job keeps its deposit), MAT pre-fit / materials (65%, about two weeks before the fit),
 *   FIN completion (the last 10%, on the last day of the fit) and VAR variations (extra work, on completion). Trade
 *   accounts pay no deposit: MAT 50% when the fit starts and FIN 50% on completion, 30 days' credit. Revenue
 *   (turnover, sales invoiced) = `inv.net_p` of invoices with `void_yn` = 'N', by `inv_dt`. Rows with `void_yn` =
 *   'Y' were keyed twice and voided: always leave them out. The financial year runs April to March: `fin_yr` is the
 *   year it starts in (fin_yr 2025 = 2025-04-01 to 2026-03-31; "last financial year" on 2026-11-25 is fin_yr 2025)
 *   and `fin_per` the period within it (1 = April ... 12 = March).
 * - Payments (`pmt`) are allocated to one invoice each; an invoice can be paid in parts. Cash received = `amt_p` by
 *   `pmt_dt`. Outstanding (owed) on an invoice = `gross_p` less its payments; overdue = outstanding with `due_dt`
 *   before today (2026-11-25).
 * - Call-backs (`cb`) are remedial visits after completion: open while `clsd_dt` is NULL. Call-back rate = completed
 *   jobs with at least one call-back as a percentage of completed jobs. `chg_yn` Y when the customer is charged
 *   (rare; most are under the workmanship guarantee).
 * - Customers (`client`): `cust_typ` D domestic, T trade account. Rows with `del_flg` = 'Y' are duplicates that were
 *   merged and soft-deleted (no leads or jobs point at them): leave them out of customer counts.
 * - Staff: `res` rows with `res_typ` E; current staff have no `end_dt`. `mgr_ref` is the line manager.
 *
 * The package does NOT record: marketing or advertising spend of any kind (so no cost per lead); customer reviews,
 * ratings or satisfaction scores; showroom footfall or visitors who never became a lead; which competitor a lost
 * customer went to (LOST code CMP only says another company); staff wages, hours worked, overtime, holidays or
 * sickness (`job_sched` only has days per job); vans, mileage or fuel; suppliers' invoices or what was actually paid
 * to suppliers and subcontractors (only PO values and day rates); stock or showroom display models; appliance
 * brands beyond the free text of quote lines.
 *
 * Tables
 * - `fl_code`: code lookup (`code_typ`, `code`, `descr`). Sets: BRCH showroom (HGT Harrogate, YRK York); CTYP
 *   customer type (D, T); LSRC lead source (WLK showroom walk-in, WEB website enquiry, PHN phone enquiry, RFR
 *   referral / recommendation, SOC social media, HSW home show, RPT repeat customer, TRD trade account); LSTAT lead
 *   status; LOST lost reason (PRC price, TIM timing / postponed, CMP chose another company, DIY own builder / DIY,
 *   NRS no response); ROOM room type (KIT kitchen, BTH bathroom, ENS en-suite, CLK cloakroom, UTL utility room);
 *   APTY appointment type; ASTAT appointment status; QSTAT quote status; LNCAT quote line category (CAB cabinets,
 *   WKT worktops, APP appliances, SNK sinks and taps, SAN sanitaryware, SHW showers, FUR bathroom furniture, TIL
 *   tiling, FLR flooring, LAB fitting labour, ELE electrical, PLB plumbing, PLS plastering, WST waste removal);
 *   JSTAT job status; ROLE staff role or subcontractor trade (MD, SM showroom manager, CM contracts manager, DSN
 *   designer, ADM administrator, FIT fitter, ELE electrician, PLB plumber, TIL tiler, PLS plasterer, GAS gas
 *   engineer); SSTAT schedule status; POST purchase order status; STG invoice stage; PAYM payment method (BACS bank
 *   transfer, CARD, CHQ cheque, CSH cash, FIN finance company); RMCAT call-back category (LEK leak, DOR door / drawer
 *   alignment, WKT worktop damage or joint, SIL sealant / silicone, APF appliance fault, TIL tiling / grout, ELC
 *   electrical, OTH other).
 * - `res`: staff and subcontractors, `res_ref` (E.. staff, S.. subcontractors), `res_nm` person or trading name,
 *   `res_typ` E employee / S subcontractor, `role_cd` (ROLE), `brch_cd` home showroom (NULL for subcontractors),
 *   `mgr_ref` line manager (self-reference, NULL for the MD and subcontractors), `start_dt`, `end_dt` (NULL while
 *   current), `day_rate_p` subcontractor's day rate (NULL for staff), `vat_reg_yn` Y/N (subcontractors).
 * - `client`: `cust_no`, `cust_typ` (CTYP), `cust_nm` full name or company name, `town`, `pcode`, `tel`, `email`
 *   (NULL when not given), `mkt_optin` Y/N, `crt_dt` record created, `del_flg` Y/N soft-deleted duplicate.
 * - `supplier`: `supp_cd`, `supp_nm`, `cat_cd` main category (LNCAT), `acct_no` our account number with them,
 *   `lead_days` usual delivery lead time, `active_yn` Y/N (BathCo Wholesale no longer used).
 * - `lead`: `lead_no`, `lead_dt`, `brch_cd`, `src_cd` (LSRC), `cust_no`, `rm_cd` (ROOM), `dsn_ref` designer,
 *   `budget_p` the customer's stated budget (NULL when not given; never for trade), `stat_cd` (LSTAT), `lost_cd`
 *   (LOST, for L and D), `clsd_dt` date won, lost or closed (NULL while open).
 * - `appt`: `appt_no`, `lead_no`, `appt_dt`, `st_tm` start time, `appt_typ` (APTY), `dsn_ref`, `dur_min`, `stat_cd`
 *   (ASTAT).
 * - `quote`: one row per revision, (`qt_no`, `rev_no`), `lead_no`, `cust_no`, `dsn_ref`, `qt_dt` date issued,
 *   `valid_dt` (`qt_dt` + 30), `disc_pct`, `net_p`, `vat_p`, `stat_cd` (QSTAT).
 * - `qt_ln`: quote lines, (`qt_no`, `rev_no`, `ln_no`), `cat_cd` (LNCAT), `descr`, `qty` (1, or square metres for
 *   tiling and flooring), `unit_p`, `line_p` = qty * unit_p (ex VAT, before the quote's discount), `supp_cd`
 *   supplier of the materials (NULL for labour and work lines).
 * - `job`: `job_no`, `lead_no`, (`qt_no`, `rev_no`) the accepted revision, `cust_no`, `brch_cd`, `rm_cd`,
 *   `site_pcode`, `acc_dt`, `plan_start`, `plan_end`, `act_start`, `act_end`, `stat_cd` (JSTAT), `cxl_dt`,
 *   `contract_p`, `vat_p`, `lead_fit` lead fitter (`res_ref`).
 * - `job_sched`: `sched_no`, `job_no`, `res_ref`, `wrk_dt`, `days`, `stat_cd` (SSTAT).
 * - `po`: `po_no`, `job_no`, `supp_cd`, `descr`, `ord_dt`, `due_dt` expected delivery, `recv_dt` (NULL until
 *   delivered), `net_p`, `vat_p`, `stat_cd` (POST: O ordered, R received, X cancelled).
 * - `inv`: `inv_no`, `job_no`, `cust_no`, `stg_cd` (STG), `inv_dt`, `due_dt`, `net_p`, `vat_p`, `gross_p`, `fin_yr`,
 *   `fin_per`, `void_yn` Y/N.
 * - `pmt`: `pmt_no`, `inv_no`, `pmt_dt`, `amt_p`, `meth_cd` (PAYM), `pay_ref` (NULL for card, cheque and cash).
 * - `cb`: call-backs, `cb_no`, `job_no`, `rpt_dt` reported, `cat_cd` (RMCAT), `descr`, `pri_cd` priority 1 urgent
 *   to 3 low, `res_ref` who is sent, `visit_dt` visit (NULL until booked; may be in the future), `clsd_dt` (NULL
 *   while open), `chg_yn` Y/N.
 */
import {
  ENGLAND_BANK_HOLIDAYS,
  addDays,
  dayOfWeek,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
  type SeededRandom,
} from "../../seeded-random";

const START = "2024-10-01";
const LAST = "2026-11-24";

// ------------------------------------------------------------ calendar helpers
const md = (d: string) => d.slice(5);
const isShutdown = (d: string) => md(d) >= "12-24" || md(d) <= "01-01";
const isWorkday = (d: string) => {
  const w = dayOfWeek(d);
  return w >= 1 && w <= 5 && !ENGLAND_BANK_HOLIDAYS.has(d) && !isShutdown(d);
};
const nextWorkday = (d: string) => {
  let x = d;
  while (!isWorkday(x)) x = addDays(x, 1);
  return x;
};
const addWorkdays = (d: string, n: number) => {
  let x = d;
  for (let i = 0; i < n; i++) x = nextWorkday(addDays(x, 1));
  return x;
};
const workdaysFrom = (start: string, n: number) => {
  const out = [nextWorkday(start)];
  while (out.length < n)
    out.push(nextWorkday(addDays(out[out.length - 1]!, 1)));
  return out;
};
const isShowroomDay = (d: string) =>
  dayOfWeek(d) !== 0 &&
  !ENGLAND_BANK_HOLIDAYS.has(d) &&
  !(md(d) >= "12-25" || md(d) <= "01-01");
const nextShowroomDay = (d: string) => {
  let x = d;
  while (!isShowroomDay(x)) x = addDays(x, 1);
  return x;
};
const nextMonday = (d: string) => {
  let x = d;
  while (dayOfWeek(x) !== 1) x = addDays(x, 1);
  if (md(x) >= "12-20" || md(x) <= "01-03") {
    while (!(md(x) >= "01-04" && md(x) <= "01-10" && dayOfWeek(x) === 1))
      x = addDays(x, 1);
  }
  return nextWorkday(x);
};
const finYr = (d: string) =>
  Number(d.slice(5, 7)) >= 4
    ? Number(d.slice(0, 4))
    : Number(d.slice(0, 4)) - 1;
const finPer = (d: string) => ((Number(d.slice(5, 7)) + 8) % 12) + 1;
const pounds = (x: number) => Math.round(x) * 100;
const round5 = (x: number) => Math.round(x / 5) * 5;

// ------------------------------------------------------------ fixed reference data
const CODES: [string, string, string][] = [
  ["BRCH", "HGT", "Harrogate showroom"],
  ["BRCH", "YRK", "York showroom"],
  ["CTYP", "D", "Domestic"],
  ["CTYP", "T", "Trade account"],
  ["LSRC", "WLK", "Showroom walk-in"],
  ["LSRC", "WEB", "Website enquiry"],
  ["LSRC", "PHN", "Phone enquiry"],
  ["LSRC", "RFR", "Referral / recommendation"],
  ["LSRC", "SOC", "Social media"],
  ["LSRC", "HSW", "Home show"],
  ["LSRC", "RPT", "Repeat customer"],
  ["LSRC", "TRD", "Trade account"],
  ["LSTAT", "N", "New - no appointment yet"],
  ["LSTAT", "A", "Appointment / design stage"],
  ["LSTAT", "Q", "Quoted - awaiting decision"],
  ["LSTAT", "W", "Won"],
  ["LSTAT", "L", "Lost"],
  ["LSTAT", "D", "Dead - not quoted"],
  ["LOST", "PRC", "Price"],
  ["LOST", "TIM", "Timing / postponed"],
  ["LOST", "CMP", "Chose another company"],
  ["LOST", "DIY", "Own builder / DIY"],
  ["LOST", "NRS", "No response"],
  ["ROOM", "KIT", "Kitchen"],
  ["ROOM", "BTH", "Bathroom"],
  ["ROOM", "ENS", "En-suite"],
  ["ROOM", "CLK", "Cloakroom"],
  ["ROOM", "UTL", "Utility room"],
  ["APTY", "SHW", "Showroom design consultation"],
  ["APTY", "HSV", "Home survey"],
  ["APTY", "VID", "Video design call"],
  ["ASTAT", "B", "Booked"],
  ["ASTAT", "A", "Attended"],
  ["ASTAT", "N", "No-show"],
  ["ASTAT", "C", "Cancelled"],
  ["QSTAT", "D", "Draft"],
  ["QSTAT", "S", "Sent - awaiting decision"],
  ["QSTAT", "A", "Accepted"],
  ["QSTAT", "R", "Declined"],
  ["QSTAT", "E", "Expired"],
  ["QSTAT", "V", "Superseded by revision"],
  ["LNCAT", "CAB", "Cabinets and doors"],
  ["LNCAT", "WKT", "Worktops"],
  ["LNCAT", "APP", "Appliances"],
  ["LNCAT", "SNK", "Sinks and taps"],
  ["LNCAT", "SAN", "Sanitaryware"],
  ["LNCAT", "SHW", "Showers and enclosures"],
  ["LNCAT", "FUR", "Bathroom furniture"],
  ["LNCAT", "TIL", "Tiling"],
  ["LNCAT", "FLR", "Flooring"],
  ["LNCAT", "LAB", "Fitting labour"],
  ["LNCAT", "ELE", "Electrical work"],
  ["LNCAT", "PLB", "Plumbing work"],
  ["LNCAT", "PLS", "Plastering"],
  ["LNCAT", "WST", "Waste removal"],
  ["JSTAT", "A", "Awaiting fit"],
  ["JSTAT", "F", "Fitting in progress"],
  ["JSTAT", "C", "Completed"],
  ["JSTAT", "H", "On hold"],
  ["JSTAT", "X", "Cancelled"],
  ["ROLE", "MD", "Managing director"],
  ["ROLE", "SM", "Showroom manager"],
  ["ROLE", "CM", "Contracts manager"],
  ["ROLE", "DSN", "Designer"],
  ["ROLE", "ADM", "Administrator"],
  ["ROLE", "FIT", "Fitter"],
  ["ROLE", "ELE", "Electrician"],
  ["ROLE", "PLB", "Plumber"],
  ["ROLE", "TIL", "Tiler"],
  ["ROLE", "PLS", "Plasterer"],
  ["ROLE", "GAS", "Gas engineer"],
  ["SSTAT", "S", "Scheduled"],
  ["SSTAT", "D", "Done"],
  ["SSTAT", "X", "Cancelled"],
  ["POST", "O", "Ordered"],
  ["POST", "R", "Received"],
  ["POST", "X", "Cancelled"],
  ["STG", "DEP", "Deposit"],
  ["STG", "MAT", "Pre-fit (materials)"],
  ["STG", "FIN", "Completion"],
  ["STG", "VAR", "Variation"],
  ["PAYM", "BACS", "Bank transfer"],
  ["PAYM", "CARD", "Card"],
  ["PAYM", "CHQ", "Cheque"],
  ["PAYM", "CSH", "Cash"],
  ["PAYM", "FIN", "Finance company"],
  ["RMCAT", "LEK", "Leak"],
  ["RMCAT", "DOR", "Door / drawer alignment"],
  ["RMCAT", "WKT", "Worktop damage or joint"],
  ["RMCAT", "SIL", "Sealant / silicone"],
  ["RMCAT", "APF", "Appliance fault"],
  ["RMCAT", "TIL", "Tiling / grout"],
  ["RMCAT", "ELC", "Electrical"],
  ["RMCAT", "OTH", "Other"],
];

interface Res {
  ref: string;
  nm: string;
  typ: "E" | "S";
  role: string;
  br: string | null;
  mgr: string | null;
  start: string;
  end: string | null;
  rate: number | null;
  vat: string | null;
  // generator only
  skill: number;
  weight: number;
}
const RES: Res[] = [
  {
    ref: "E01",
    nm: "Graham Hartwell",
    typ: "E",
    role: "MD",
    br: "HGT",
    mgr: null,
    start: "2008-03-03",
    end: null,
    rate: null,
    vat: null,
    skill: 1,
    weight: 0,
  },
  {
    ref: "E02",
    nm: "Karen Oddie",
    typ: "E",
    role: "SM",
    br: "HGT",
    mgr: "E01",
    start: "2014-05-06",
    end: null,
    rate: null,
    vat: null,
    skill: 1,
    weight: 0,
  },
  {
    ref: "E03",
    nm: "Philip Bramley",
    typ: "E",
    role: "SM",
    br: "YRK",
    mgr: "E01",
    start: "2019-09-02",
    end: null,
    rate: null,
    vat: null,
    skill: 1,
    weight: 0,
  },
  {
    ref: "E04",
    nm: "Steve Pickles",
    typ: "E",
    role: "CM",
    br: "HGT",
    mgr: "E01",
    start: "2012-01-09",
    end: null,
    rate: null,
    vat: null,
    skill: 1,
    weight: 0,
  },
  {
    ref: "E05",
    nm: "Joanne Firth",
    typ: "E",
    role: "ADM",
    br: "HGT",
    mgr: "E02",
    start: "2017-02-13",
    end: null,
    rate: null,
    vat: null,
    skill: 1,
    weight: 0,
  },
  {
    ref: "E06",
    nm: "Rachel Ackroyd",
    typ: "E",
    role: "DSN",
    br: "HGT",
    mgr: "E02",
    start: "2016-04-04",
    end: null,
    rate: null,
    vat: null,
    skill: 1.3,
    weight: 1.2,
  },
  {
    ref: "E07",
    nm: "Tom Sutcliffe",
    typ: "E",
    role: "DSN",
    br: "HGT",
    mgr: "E02",
    start: "2021-08-16",
    end: "2025-06-27",
    rate: null,
    vat: null,
    skill: 0.85,
    weight: 1,
  },
  {
    ref: "E08",
    nm: "Hannah Moss",
    typ: "E",
    role: "DSN",
    br: "HGT",
    mgr: "E02",
    start: "2022-03-07",
    end: null,
    rate: null,
    vat: null,
    skill: 1.0,
    weight: 1,
  },
  {
    ref: "E09",
    nm: "Amy Lister",
    typ: "E",
    role: "DSN",
    br: "HGT",
    mgr: "E02",
    start: "2025-06-02",
    end: null,
    rate: null,
    vat: null,
    skill: 0.75,
    weight: 0.9,
  },
  {
    ref: "E10",
    nm: "Daniel Hirst",
    typ: "E",
    role: "DSN",
    br: "YRK",
    mgr: "E03",
    start: "2019-10-07",
    end: null,
    rate: null,
    vat: null,
    skill: 1.15,
    weight: 1.1,
  },
  {
    ref: "E11",
    nm: "Sophie Pearson",
    typ: "E",
    role: "DSN",
    br: "YRK",
    mgr: "E03",
    start: "2023-01-09",
    end: null,
    rate: null,
    vat: null,
    skill: 0.95,
    weight: 1,
  },
  {
    ref: "E12",
    nm: "Dean Walsh",
    typ: "E",
    role: "FIT",
    br: "HGT",
    mgr: "E04",
    start: "2013-06-03",
    end: null,
    rate: null,
    vat: null,
    skill: 0.7,
    weight: 1,
  },
  {
    ref: "E13",
    nm: "Mick Booth",
    typ: "E",
    role: "FIT",
    br: "HGT",
    mgr: "E04",
    start: "2015-09-14",
    end: null,
    rate: null,
    vat: null,
    skill: 1.0,
    weight: 1,
  },
  {
    ref: "E14",
    nm: "Craig Lumb",
    typ: "E",
    role: "FIT",
    br: "YRK",
    mgr: "E04",
    start: "2018-02-05",
    end: null,
    rate: null,
    vat: null,
    skill: 1.1,
    weight: 1,
  },
  {
    ref: "E15",
    nm: "Lee Hanson",
    typ: "E",
    role: "FIT",
    br: "YRK",
    mgr: "E04",
    start: "2020-07-06",
    end: null,
    rate: null,
    vat: null,
    skill: 0.9,
    weight: 1,
  },
  {
    ref: "E16",
    nm: "Gary Thackray",
    typ: "E",
    role: "FIT",
    br: "HGT",
    mgr: "E04",
    start: "2019-04-01",
    end: "2025-08-15",
    rate: null,
    vat: null,
    skill: 1.9,
    weight: 1,
  },
  {
    ref: "E17",
    nm: "Ryan Exley",
    typ: "E",
    role: "FIT",
    br: "HGT",
    mgr: "E13",
    start: "2025-09-01",
    end: null,
    rate: null,
    vat: null,
    skill: 1.2,
    weight: 1,
  },
  {
    ref: "E18",
    nm: "Jordan Pickard",
    typ: "E",
    role: "FIT",
    br: "YRK",
    mgr: "E14",
    start: "2026-03-02",
    end: null,
    rate: null,
    vat: null,
    skill: 1.3,
    weight: 1,
  },
  {
    ref: "E19",
    nm: "Beth Kirkby",
    typ: "E",
    role: "ADM",
    br: "YRK",
    mgr: "E03",
    start: "2024-01-15",
    end: "2026-02-27",
    rate: null,
    vat: null,
    skill: 1,
    weight: 0,
  },
  {
    ref: "S01",
    nm: "Nidd Electrical Services",
    typ: "S",
    role: "ELE",
    br: null,
    mgr: null,
    start: "2016-01-04",
    end: null,
    rate: 26000,
    vat: "Y",
    skill: 1,
    weight: 1.3,
  },
  {
    ref: "S02",
    nm: "J Mawson Electrical",
    typ: "S",
    role: "ELE",
    br: null,
    mgr: null,
    start: "2020-03-02",
    end: null,
    rate: 22500,
    vat: "N",
    skill: 1,
    weight: 1,
  },
  {
    ref: "S03",
    nm: "Ripon Plumbing & Heating",
    typ: "S",
    role: "PLB",
    br: null,
    mgr: null,
    start: "2015-05-11",
    end: null,
    rate: 24000,
    vat: "Y",
    skill: 1,
    weight: 1.2,
  },
  {
    ref: "S04",
    nm: "A1 Plumbing (York)",
    typ: "S",
    role: "PLB",
    br: null,
    mgr: null,
    start: "2021-06-07",
    end: null,
    rate: 23000,
    vat: "Y",
    skill: 1,
    weight: 1,
  },
  {
    ref: "S05",
    nm: "Keith Dobson Tiling",
    typ: "S",
    role: "TIL",
    br: null,
    mgr: null,
    start: "2014-09-01",
    end: null,
    rate: 20000,
    vat: "N",
    skill: 1,
    weight: 1.2,
  },
  {
    ref: "S06",
    nm: "Tile Right Ltd",
    typ: "S",
    role: "TIL",
    br: null,
    mgr: null,
    start: "2022-01-10",
    end: "2025-05-30",
    rate: 21000,
    vat: "Y",
    skill: 1,
    weight: 1,
  },
  {
    ref: "S07",
    nm: "Smooth Finish Plastering",
    typ: "S",
    role: "PLS",
    br: null,
    mgr: null,
    start: "2017-11-06",
    end: null,
    rate: 19000,
    vat: "N",
    skill: 1,
    weight: 1,
  },
  {
    ref: "S08",
    nm: "Yorkshire Gas Safe Services",
    typ: "S",
    role: "GAS",
    br: null,
    mgr: null,
    start: "2018-04-03",
    end: null,
    rate: 28000,
    vat: "Y",
    skill: 1,
    weight: 1,
  },
  {
    ref: "S09",
    nm: "Paul Stead",
    typ: "S",
    role: "FIT",
    br: null,
    mgr: null,
    start: "2019-08-05",
    end: null,
    rate: 21000,
    vat: "N",
    skill: 1.1,
    weight: 1.2,
  },
  {
    ref: "S10",
    nm: "Mark Beverley Installations",
    typ: "S",
    role: "FIT",
    br: null,
    mgr: null,
    start: "2023-05-02",
    end: null,
    rate: 23000,
    vat: "Y",
    skill: 1.6,
    weight: 1,
  },
  {
    ref: "S11",
    nm: "Wetherby Tiling Co",
    typ: "S",
    role: "TIL",
    br: null,
    mgr: null,
    start: "2025-06-02",
    end: null,
    rate: 21500,
    vat: "Y",
    skill: 1,
    weight: 1,
  },
];
const resBy = new Map(RES.map((x) => [x.ref, x]));
const activeOn = (x: Res, from: string, to = from) =>
  x.start <= from && (x.end === null || x.end >= to);

interface Supp {
  cd: string;
  nm: string;
  cat: string;
  acct: string;
  lead: number;
  active: string;
  lateP: number;
}
const SUPPS: Supp[] = [
  {
    cd: "AVC01",
    nm: "Aire Valley Cabinets Ltd",
    cat: "CAB",
    acct: "HKB0041",
    lead: 21,
    active: "Y",
    lateP: 0.08,
  },
  {
    cd: "KKF01",
    nm: "Kestrel Kitchen Furniture",
    cat: "CAB",
    acct: "55120",
    lead: 28,
    active: "Y",
    lateP: 0.22,
  },
  {
    cd: "STW01",
    nm: "Stoneworks Worktops",
    cat: "WKT",
    acct: "HART01",
    lead: 10,
    active: "Y",
    lateP: 0.33,
  },
  {
    cd: "PLT01",
    nm: "Pennine Laminates & Timber",
    cat: "WKT",
    acct: "C-8812",
    lead: 7,
    active: "Y",
    lateP: 0.06,
  },
  {
    cd: "PAC01",
    nm: "Pennine Appliance Centre",
    cat: "APP",
    acct: "TR00917",
    lead: 7,
    active: "Y",
    lateP: 0.1,
  },
  {
    cd: "RBS01",
    nm: "Ridings Bathroom Supplies",
    cat: "SAN",
    acct: "HK-220",
    lead: 14,
    active: "Y",
    lateP: 0.15,
  },
  {
    cd: "BCW01",
    nm: "BathCo Wholesale",
    cat: "SAN",
    acct: "004471",
    lead: 10,
    active: "N",
    lateP: 0.28,
  },
  {
    cd: "OVT01",
    nm: "Ouse Valley Tile Centre",
    cat: "TIL",
    acct: "HARTW",
    lead: 7,
    active: "Y",
    lateP: 0.07,
  },
  {
    cd: "HPH01",
    nm: "Harrogate Plumb & Heat Merchants",
    cat: "PLB",
    acct: "31877",
    lead: 3,
    active: "Y",
    lateP: 0.04,
  },
  {
    cd: "WFL01",
    nm: "Wharfe Flooring",
    cat: "FLR",
    acct: "WF-1093",
    lead: 10,
    active: "Y",
    lateP: 0.12,
  },
  {
    cd: "CEW01",
    nm: "Calder Electrical Wholesale",
    cat: "ELE",
    acct: "K77310",
    lead: 2,
    active: "Y",
    lateP: 0.03,
  },
];
const suppBy = new Map(SUPPS.map((s) => [s.cd, s]));

const FIRST = [
  "Sarah",
  "James",
  "Emma",
  "David",
  "Helen",
  "Andrew",
  "Claire",
  "Richard",
  "Louise",
  "Mark",
  "Joanne",
  "Paul",
  "Nicola",
  "Simon",
  "Rebecca",
  "Stephen",
  "Victoria",
  "Matthew",
  "Catherine",
  "Ian",
  "Alison",
  "Chris",
  "Rachel",
  "Jonathan",
  "Gemma",
  "Neil",
  "Lucy",
  "Martin",
  "Kate",
  "Peter",
  "Jane",
  "Robert",
  "Fiona",
  "Michael",
  "Susan",
  "Tim",
  "Anna",
  "Nick",
  "Laura",
  "Gareth",
  "Hayley",
  "Adam",
  "Amanda",
  "Philip",
  "Elaine",
  "Jamie",
  "Charlotte",
  "Ben",
  "Deborah",
  "Tony",
  "Zoe",
  "Kevin",
  "Sian",
  "Alan",
  "Harriet",
  "Graham",
  "Margaret",
  "Keith",
];
const LASTN = [
  "Whitaker",
  "Sutcliffe",
  "Holroyd",
  "Barraclough",
  "Ackroyd",
  "Haigh",
  "Crowther",
  "Fawcett",
  "Metcalfe",
  "Thwaite",
  "Kitching",
  "Dobson",
  "Lister",
  "Greenwood",
  "Hebden",
  "Pickering",
  "Atkinson",
  "Robinson",
  "Wood",
  "Wilkinson",
  "Hargreaves",
  "Sykes",
  "Shaw",
  "Bairstow",
  "Mitchell",
  "Walker",
  "Hudson",
  "Brook",
  "Ramsden",
  "Naylor",
  "Gledhill",
  "Teale",
  "Firth",
  "Moorhouse",
  "Brear",
  "Horsfall",
  "Precious",
  "Holmes",
  "Carter",
  "Pratt",
  "Spencer",
  "Thompson",
  "Gill",
  "Dawson",
  "Marsden",
  "Exley",
  "Townend",
  "Clough",
  "Jowett",
  "Illingworth",
  "Ogden",
  "Rhodes",
  "Kendall",
  "Sharp",
  "Horner",
  "Beaumont",
  "Hirst",
  "Appleyard",
  "Outhwaite",
  "Raistrick",
  "Fothergill",
  "Calvert",
];
const TOWNS: Record<string, [string, string, number][]> = {
  HGT: [
    ["Harrogate", "HG1", 3],
    ["Harrogate", "HG2", 4],
    ["Harrogate", "HG3", 2],
    ["Knaresborough", "HG5", 2],
    ["Ripon", "HG4", 2],
    ["Wetherby", "LS22", 1.5],
    ["Otley", "LS21", 1],
    ["Pateley Bridge", "HG3", 0.5],
    ["Boroughbridge", "YO51", 0.7],
  ],
  YRK: [
    ["York", "YO10", 1.5],
    ["York", "YO23", 1.5],
    ["York", "YO24", 2],
    ["York", "YO26", 1.5],
    ["York", "YO30", 1.5],
    ["York", "YO31", 1.5],
    ["York", "YO32", 1.5],
    ["Tadcaster", "LS24", 0.8],
    ["Selby", "YO8", 1],
    ["Malton", "YO17", 0.8],
    ["Easingwold", "YO61", 0.7],
    ["Pocklington", "YO42", 0.7],
  ],
};
const PC_LETTERS = "ABDEFGHJLNPQRSTUWXYZ".split("");

interface Client {
  no: number;
  typ: "D" | "T";
  nm: string;
  town: string;
  pcode: string;
  tel: string | null;
  email: string | null;
  optin: string;
  crt: string;
  del: string;
}
interface QLine {
  cat: string;
  descr: string;
  qty: number;
  unit: number;
  supp: string | null;
}
interface Quote {
  no: number;
  rev: number;
  lead: Lead;
  dt: string;
  valid: string;
  disc: number;
  lines: QLine[];
  net: number;
  stat: string;
  dsn: Res;
}
interface Lead {
  no: number;
  dt: string;
  br: string;
  src: string;
  cust: Client;
  rm: string;
  dsn: Res;
  budget: number | null;
  stat: string;
  lost: string | null;
  clsd: string | null;
  est: number;
  trade: string | null;
  quotes: Quote[];
  accepted: Quote | null;
  accDt: string | null;
  forcedStart: string | null;
  sitePc: string;
}
interface Appt {
  no: number;
  lead: Lead;
  dt: string;
  tm: string;
  typ: string;
  dsn: Res;
  stat: string;
  dur: number;
}
interface Sched {
  no: number;
  job: Job;
  res: Res;
  dt: string;
  days: number;
  stat: string;
}
interface Job {
  no: number;
  lead: Lead;
  q: Quote;
  acc: string;
  planS: string | null;
  planE: string | null;
  actS: string | null;
  actE: string | null;
  days: string[];
  stat: string;
  cxl: string | null;
  fit: Res | null;
  contract: number;
  finance: boolean;
  scheds: Sched[];
}
interface Po {
  no: number;
  job: Job;
  supp: Supp;
  ord: string;
  due: string;
  recv: string | null;
  net: number;
  stat: string;
  descr: string;
}
interface Inv {
  no: number;
  job: Job;
  stg: string;
  dt: string;
  due: string;
  net: number;
  voided: string;
}
interface Pmt {
  no: number;
  inv: Inv;
  dt: string;
  amt: number;
  meth: string;
  ref: string | null;
}
interface Cb {
  no: number;
  job: Job;
  rpt: string;
  cat: string;
  descr: string;
  pri: number;
  res: Res;
  visit: string | null;
  clsd: string | null;
  chg: string;
}

function buildLines(
  r: SeededRandom,
  rm: string,
  total: number,
  trade: boolean,
  dt: string,
): QLine[] {
  const lines: QLine[] = [];
  const f = () => r.float(0.85, 1.15, 3);
  const add = (
    cat: string,
    descr: string,
    qty: number,
    unitPounds: number,
    supp: string | null,
  ) => lines.push({ cat, descr, qty, unit: pounds(unitPounds), supp });
  const sanSupp = () =>
    dt < "2025-04-01" && r.chance(0.5) ? "BCW01" : "RBS01";
  if (rm === "KIT" || rm === "UTL") {
    const range = r.pick([
      "Shaker painted",
      "Handleless gloss",
      "Slab matt",
      "In-frame shaker",
      "J-pull matt",
      "Oak shaker",
    ]);
    const cab = r.chance(0.62) ? "AVC01" : "KKF01";
    if (rm === "KIT") {
      add(
        "CAB",
        `Kitchen furniture - ${range} range`,
        1,
        round5(total * 0.38 * f()),
        cab,
      );
      const laminate = trade || r.chance(0.3);
      const wkt = laminate
        ? r.pick(["Laminate 38mm", "Laminate 22mm"])
        : r.pick([
            "Quartz 20mm",
            "Quartz 30mm",
            "Granite 30mm",
            "Solid oak 40mm",
          ]);
      add(
        "WKT",
        `Worktops - ${wkt}`,
        1,
        round5(total * (laminate ? 0.07 : 0.15) * f()),
        laminate || wkt.startsWith("Solid") ? "PLT01" : "STW01",
      );
      const apps = r.shuffle([
        "Single oven",
        "Combination microwave oven",
        "Induction hob",
        "Extractor hood",
        "Integrated dishwasher",
        "Integrated fridge freezer",
        "Wine cooler",
        "Boiling water tap",
      ]);
      const nApp = trade ? 3 : r.int(2, 5);
      for (let i = 0; i < nApp; i++)
        add(
          "APP",
          `Appliance - ${apps[i]}`,
          1,
          round5(((total * 0.16) / nApp) * f()),
          "PAC01",
        );
      add(
        "SNK",
        r.pick([
          "Single bowl sink and mixer tap",
          "One and a half bowl sink and tap",
          "Undermount sink and tap",
        ]),
        1,
        round5(total * 0.035 * f()),
        "HPH01",
      );
      if (!trade && r.chance(0.4))
        add(
          "FLR",
          r.pick([
            "Flooring - LVT",
            "Flooring - engineered oak",
            "Flooring - porcelain tile",
          ]),
          r.int(12, 32),
          r.int(45, 85),
          "WFL01",
        );
      add(
        "LAB",
        "Fitting labour",
        1,
        Math.round((total * 0.14 * f()) / 50) * 50,
        null,
      );
      add("ELE", "Electrical work", 1, round5(total * 0.045 * f()), "CEW01");
      add("PLB", "Plumbing work", 1, round5(total * 0.025 * f()), null);
      if (!trade && r.chance(0.45))
        add("PLS", "Plastering and making good", 1, r.int(70, 180) * 5, null);
      if (!trade) add("WST", "Skip and waste removal", 1, 295, null);
    } else {
      add(
        "CAB",
        `Utility furniture - ${range} range`,
        1,
        round5(total * 0.42 * f()),
        cab,
      );
      add(
        "WKT",
        "Worktops - Laminate 38mm",
        1,
        round5(total * 0.1 * f()),
        "PLT01",
      );
      add(
        "SNK",
        r.pick(["Belfast sink and bridge tap", "Utility sink and tap"]),
        1,
        round5(total * 0.08 * f()),
        "HPH01",
      );
      if (r.chance(0.5))
        add(
          "APP",
          "Appliance - Washer dryer",
          1,
          round5(total * 0.1 * f()),
          "PAC01",
        );
      add(
        "LAB",
        "Fitting labour",
        1,
        Math.round((total * 0.18 * f()) / 50) * 50,
        null,
      );
      add("PLB", "Plumbing work", 1, round5(total * 0.07 * f()), null);
      add("ELE", "Electrical work", 1, round5(total * 0.05 * f()), "CEW01");
      add("WST", "Skip and waste removal", 1, 250, null);
    }
  } else {
    const suite = r.pick([
      "Traditional",
      "Contemporary",
      "Wall-hung",
      "Back-to-wall",
    ]);
    add(
      "SAN",
      rm === "CLK"
        ? `Cloakroom suite - ${suite}`
        : `Sanitaryware - ${suite} suite`,
      1,
      round5(total * (rm === "CLK" ? 0.32 : 0.24) * f()),
      sanSupp(),
    );
    if (rm !== "CLK")
      add(
        "SHW",
        r.pick([
          "Walk-in shower enclosure and valve",
          "Quadrant enclosure and thermostatic valve",
          "Bath screen and mixer shower",
          "Wet room screen and valve",
        ]),
        1,
        round5(total * 0.14 * f()),
        sanSupp(),
      );
    if (rm !== "CLK" && (!trade || rm === "BTH"))
      add(
        "FUR",
        r.pick([
          "Vanity unit and mirror cabinet",
          "Vanity unit and LED mirror",
          "Fitted bathroom furniture",
        ]),
        1,
        round5(total * 0.08 * f()),
        sanSupp(),
      );
    const m2 =
      rm === "BTH"
        ? r.int(16, 38)
        : rm === "ENS"
          ? r.int(10, 24)
          : r.int(5, 11);
    add(
      "TIL",
      r.pick([
        "Wall and floor tiles - porcelain",
        "Wall tiles - ceramic, floor - LVT",
        "Large format porcelain tiles",
      ]),
      m2,
      Math.max(30, Math.round((total * 0.12 * f()) / m2)),
      "OVT01",
    );
    add(
      "LAB",
      "Fitting labour",
      1,
      Math.round((total * 0.2 * f()) / 50) * 50,
      null,
    );
    add("PLB", "Plumbing work", 1, round5(total * 0.1 * f()), "HPH01");
    add(
      "ELE",
      rm === "CLK"
        ? "Electrical - extractor fan"
        : "Electrical - lighting, fan and shaver point",
      1,
      round5(total * 0.04 * f()),
      "CEW01",
    );
    if (!trade && r.chance(0.4))
      add("PLS", "Plastering and making good", 1, r.int(60, 150) * 5, null);
    if (!trade) add("WST", "Skip and waste removal", 1, 250, null);
  }
  return lines;
}

export function datasetSql(): string {
  const r = seededRandom(7_2026_1125);
  const usedNames = new Set<string>();
  const nameOf = uniqueNames(r, FIRST, LASTN, usedNames);
  const clients: Client[] = [];
  const pc = (out: string) =>
    `${out} ${r.int(1, 9)}${r.pick(PC_LETTERS)}${r.pick(PC_LETTERS)}`;
  const newClient = (br: string, crt: string): Client => {
    const [f, l] = nameOf();
    const [town, out] = r.weighted(
      TOWNS[br]!.map(([t, o, w]) => [[t, o] as const, w] as const),
    );
    const c: Client = {
      no: 0,
      typ: "D",
      nm: `${f} ${l}`,
      town,
      pcode: pc(out),
      tel: r.chance(0.92)
        ? `07${r.int(100, 999)} ${r.int(100000, 999999)}`
        : null,
      email: r.chance(0.85)
        ? `${f.toLowerCase()}.${l.toLowerCase()}${r.chance(0.3) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "btinternet.com", "outlook.com", "hotmail.co.uk", "yahoo.co.uk", "icloud.com"])}`
        : null,
      optin: r.chance(0.55) ? "Y" : "N",
      crt,
      del: "N",
    };
    clients.push(c);
    return c;
  };
  const trade = (
    nm: string,
    town: string,
    pcode: string,
    crt: string,
  ): Client => {
    const c: Client = {
      no: 0,
      typ: "T",
      nm,
      town,
      pcode,
      tel: `01423 ${r.int(500000, 899999)}`,
      email: null,
      optin: "N",
      crt,
      del: "N",
    };
    clients.push(c);
    return c;
  };
  const BECK = trade(
    "Beckwith Homes Ltd",
    "Harrogate",
    "HG3 2LX",
    "2021-05-17",
  );
  BECK.email = "purchasing@beckwithhomes.co.uk";
  const NIDD = trade(
    "Nidd Valley Housing Association",
    "Knaresborough",
    "HG5 0PT",
    "2019-11-04",
  );
  NIDD.email = "repairs@niddvalleyha.org.uk";
  const CAST = trade("Castlegate Lettings", "York", "YO1 9RN", "2022-08-22");
  CAST.tel = `01904 ${r.int(500000, 899999)}`;

  // ------------------------------------------------------------ leads
  const leads: Lead[] = [];
  const monthF = [
    1.55, 1.3, 1.1, 1.0, 0.9, 0.8, 0.72, 0.78, 1.15, 1.22, 1.0, 0.5,
  ];
  const yearF = (d: string) => (d < "2025-10-01" ? 1 : 1.08);
  const SHOWS: [string, string, number][] = [
    ["2024-10-12", "HGT", 9],
    ["2025-03-15", "HGT", 11],
    ["2025-10-11", "YRK", 8],
    ["2026-03-14", "HGT", 13],
    ["2026-10-10", "YRK", 7],
  ];
  const pickDesigner = (br: string, d: string): Res => {
    const pool = RES.filter(
      (x) =>
        x.role === "DSN" &&
        x.br === br &&
        x.start <= addDays(d, -21) &&
        (x.end === null || x.end > addDays(d, 120)),
    );
    return r.weighted(pool.map((x) => [x, x.weight] as const));
  };
  const estimate = (rm: string) => {
    const u = r.next();
    if (rm === "KIT") return 9000 + 31000 * u ** 1.8;
    if (rm === "BTH") return 5500 + 12000 * u ** 1.5;
    if (rm === "ENS") return 3800 + 6500 * u ** 1.5;
    if (rm === "CLK") return 1600 + 2400 * u;
    return 2400 + 4500 * u;
  };
  const wonClients: { c: Client; acc: string; rm: string }[] = [];
  const mkLead = (
    dt: string,
    br: string,
    src: string,
    cust: Client,
    rm: string,
    dsn: Res,
    est: number,
    tr: string | null,
  ): Lead => {
    const l: Lead = {
      no: 0,
      dt,
      br,
      src,
      cust,
      rm,
      dsn,
      budget: null,
      stat: "N",
      lost: null,
      clsd: null,
      est,
      trade: tr,
      quotes: [],
      accepted: null,
      accDt: null,
      forcedStart: null,
      sitePc: cust.pcode,
    };
    leads.push(l);
    return l;
  };
  const domestic: Lead[] = [];
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    if (md(d) === "12-25" || md(d) === "12-26" || md(d) === "01-01") continue;
    const m = Number(d.slice(5, 7));
    const dow = dayOfWeek(d);
    for (const [br, base] of [
      ["HGT", 0.66],
      ["YRK", 0.44],
    ] as const) {
      const dowF = dow === 0 ? 0.35 : dow === 6 ? 1.7 : 1;
      let n = r.poisson(base * monthF[m - 1]! * yearF(d) * dowF);
      for (const [sd, sbr, sn] of SHOWS) {
        if (sbr === br && d === sd) {
          for (let k = 0; k < sn; k++) {
            const ld = addDays(sd, r.int(1, 10));
            domestic.push({ dt: ld, br, src: "HSW" } as Lead);
          }
        }
      }
      for (let k = 0; k < n; k++) {
        const open = isShowroomDay(d);
        const src = open
          ? r.weighted([
              ["WLK", 26],
              ["WEB", 30],
              ["PHN", 10],
              ["RFR", 15],
              ["SOC", d < "2025-06-01" ? 6 : 11],
              ["RPT", 4],
            ] as const)
          : r.weighted([
              ["WEB", 3],
              ["SOC", 1],
            ] as const);
        domestic.push({ dt: d, br, src } as Lead);
      }
    }
  }
  domestic.sort((a, b) =>
    a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.br < b.br ? -1 : a.br > b.br ? 1 : 0,
  );

  const appts: Appt[] = [];
  const quotes: Quote[] = [];
  let qSeq = 0;
  const mkAppt = (lead: Lead, dt: string, typ: string, stat: string) => {
    const tm =
      typ === "SHW"
        ? `${pad(r.int(9, 16), 2)}:${r.pick(["00", "30"])}`
        : typ === "HSV"
          ? `${pad(r.pick([9, 10, 11, 13, 14, 15, 16, 17]), 2)}:${r.pick(["00", "30"])}`
          : `${pad(r.int(10, 19), 2)}:00`;
    appts.push({
      no: 0,
      lead,
      dt,
      tm,
      typ,
      dsn: lead.dsn,
      stat,
      dur: typ === "SHW" ? 90 : typ === "HSV" ? 60 : 45,
    });
  };
  const apptOutcome = (dt: string): string =>
    dt > LAST
      ? "B"
      : r.weighted([
          ["A", 88],
          ["N", 6],
          ["C", 6],
        ] as const);
  const srcWin: Record<string, number> = {
    WLK: 0.42,
    WEB: 0.3,
    PHN: 0.36,
    RFR: 0.55,
    SOC: 0.24,
    HSW: 0.33,
    RPT: 0.62,
  };

  const runQuotes = (
    lead: Lead,
    firstDt: string,
    pWin: number,
    nRev: number,
    decisionDays: [number, number],
  ) => {
    let qd = firstDt;
    let total = lead.est;
    let disc = lead.trade ? 0 : r.pick([0, 0, 0, 0, 5, 5, 7.5, 10]);
    const no = ++qSeq;
    for (let k = 1; k <= nRev; k++) {
      const lines = buildLines(r, lead.rm, total, lead.trade !== null, qd);
      const gross = lines.reduce((a, x) => a + x.qty * x.unit, 0);
      const q: Quote = {
        no,
        rev: k,
        lead,
        dt: qd,
        valid: addDays(qd, 30),
        disc,
        lines,
        net: Math.round((gross * (100 - disc)) / 100),
        stat: "V",
        dsn: lead.dsn,
      };
      quotes.push(q);
      lead.quotes.push(q);
      const nextDt = nextWorkday(addDays(qd, r.int(5, 18)));
      if (k === nRev || nextDt > LAST) break;
      qd = nextDt;
      total = total * r.float(0.86, 0.99, 3);
      if (!lead.trade && r.chance(0.4))
        disc = Math.min(20, disc + r.pick([2.5, 5]));
    }
    const q = lead.quotes[lead.quotes.length - 1]!;
    const roll = r.next();
    if (roll < pWin) {
      const dec = addDays(q.dt, r.int(decisionDays[0], decisionDays[1]));
      if (dec <= LAST) {
        q.stat = "A";
        lead.stat = "W";
        lead.clsd = dec;
        lead.accepted = q;
        lead.accDt = dec;
        if (lead.cust.typ === "D")
          wonClients.push({ c: lead.cust, acc: dec, rm: lead.rm });
      } else {
        q.stat = "S";
        lead.stat = "Q";
      }
    } else if (roll < pWin + (1 - pWin) * 0.55) {
      const dec = addDays(q.dt, r.int(3, 28));
      if (dec <= LAST) {
        q.stat = "R";
        lead.stat = "L";
        lead.clsd = dec;
        lead.lost = r.weighted([
          ["PRC", 45],
          ["CMP", 30],
          ["TIM", 15],
          ["DIY", 10],
        ] as const);
      } else {
        q.stat = "S";
        lead.stat = "Q";
      }
    } else if (q.valid <= LAST) {
      q.stat = "E";
      lead.stat = "L";
      lead.lost = "NRS";
      lead.clsd = q.valid;
    } else {
      q.stat = "S";
      lead.stat = "Q";
    }
  };

  for (const proto of domestic) {
    const { dt, br } = proto;
    let src = proto.src;
    let cust: Client;
    let rm = r.weighted([
      ["KIT", 50],
      ["BTH", 27],
      ["ENS", 12],
      ["CLK", 4],
      ["UTL", 7],
    ] as const) as string;
    if (src === "RPT") {
      const pool = wonClients.filter(
        (w) =>
          daysBetween(w.acc, dt) > 75 &&
          !leads.some((l) => l.cust === w.c && l.dt > w.acc),
      );
      if (pool.length === 0) {
        src = "WEB";
        cust = newClient(br, dt);
      } else {
        const w = r.pick(pool);
        cust = w.c;
        rm =
          w.rm === "KIT"
            ? r.pick(["BTH", "ENS", "UTL"])
            : w.rm === "BTH"
              ? r.pick(["KIT", "ENS"])
              : r.pick(["KIT", "BTH"]);
      }
    } else cust = newClient(br, dt);
    const lead = mkLead(
      dt,
      br,
      src,
      cust,
      rm,
      pickDesigner(br, dt),
      estimate(rm),
      null,
    );
    if (!r.chance(0.35))
      lead.budget =
        Math.max(
          1000,
          Math.round((lead.est * r.float(0.7, 1.25, 3)) / 500) * 500,
        ) * 100;

    // dead before any appointment, or not yet booked
    if (r.chance(0.1)) {
      const c = addDays(dt, r.int(7, 30));
      if (c <= LAST) {
        lead.stat = "D";
        lead.clsd = c;
        lead.lost = r.weighted([
          ["NRS", 6],
          ["TIM", 2],
          ["PRC", 1],
        ] as const);
      }
      continue;
    }
    let ad = nextShowroomDay(
      addDays(dt, src === "WLK" && r.chance(0.25) ? 0 : r.int(2, 20)),
    );
    if (ad === dt && src !== "WLK") ad = nextShowroomDay(addDays(ad, 1));
    // a lead whose appointment would be a few days out may not be booked yet
    if (ad > LAST && daysBetween(dt, LAST) <= 4 && r.chance(0.6)) continue;
    let typ = r.weighted([
      ["SHW", 58],
      ["HSV", 32],
      ["VID", 10],
    ] as const) as string;
    if (typ !== "SHW") ad = nextWorkday(ad);
    lead.stat = "A";
    let lastAttended: string | null = null;
    let tries = 0;
    let stage = 0;
    let dead = false;
    for (;;) {
      const st = apptOutcome(ad);
      mkAppt(lead, ad, typ, st);
      if (st === "B") break;
      if (st === "A") {
        lastAttended = ad;
        stage++;
        if (stage === 1 && typ === "SHW" && r.chance(0.7)) {
          typ = "HSV";
          ad = nextWorkday(addDays(ad, r.int(4, 14)));
          continue;
        }
        break;
      }
      tries++;
      if (tries >= 2 || r.chance(0.45)) {
        const c = addDays(ad, r.int(2, 10));
        if (c <= LAST) {
          lead.stat = "D";
          lead.clsd = c;
          lead.lost = r.weighted([
            ["NRS", 3],
            ["TIM", 1],
          ] as const);
        }
        dead = true;
        break;
      }
      ad =
        typ === "SHW"
          ? nextShowroomDay(addDays(ad, r.int(3, 14)))
          : nextWorkday(addDays(ad, r.int(3, 14)));
    }
    if (dead || lastAttended === null) continue;
    const hasFuture = appts.some((a) => a.lead === lead && a.stat === "B");
    if (hasFuture) continue;
    if (r.chance(0.07)) {
      const c = addDays(lastAttended, r.int(7, 30));
      if (c <= LAST) {
        lead.stat = "D";
        lead.clsd = c;
        lead.lost = r.weighted([
          ["PRC", 2],
          ["TIM", 2],
          ["DIY", 1],
        ] as const);
      }
      continue;
    }
    const qd = nextWorkday(addDays(lastAttended, r.int(4, 18)));
    if (qd > LAST) {
      if (daysBetween(LAST, qd) <= 8 && r.chance(0.5)) {
        // a draft being prepared
        const lines = buildLines(r, lead.rm, lead.est, false, LAST);
        const gross = lines.reduce((a, x) => a + x.qty * x.unit, 0);
        const q: Quote = {
          no: ++qSeq,
          rev: 1,
          lead,
          dt: addDays(LAST, -r.int(0, 3)),
          valid: "",
          disc: 0,
          lines,
          net: gross,
          stat: "D",
          dsn: lead.dsn,
        };
        q.valid = addDays(q.dt, 30);
        quotes.push(q);
        lead.quotes.push(q);
      }
      continue;
    }
    const nRev = r.weighted([
      [1, 55],
      [2, 30],
      [3, 11],
      [4, 4],
    ] as const);
    const pWin = Math.min(
      0.85,
      srcWin[src]! *
        lead.dsn.skill *
        (1 + 0.12 * (nRev - 1)) *
        (lead.rm === "KIT" ? 0.95 : 1.08),
    );
    runQuotes(lead, qd, pWin, nRev, [2, 28]);
  }

  // trade leads
  const tradeLead = (
    cust: Client,
    dt: string,
    br: string,
    rm: string,
    est: number,
    dsn: Res,
    pWin: number,
    site: string,
    forced: string | null,
  ) => {
    const lead = mkLead(dt, br, "TRD", cust, rm, dsn, est, cust.nm);
    lead.sitePc = site;
    lead.forcedStart = forced;
    lead.stat = "A";
    const ad = nextWorkday(addDays(dt, r.int(2, 7)));
    mkAppt(lead, ad, "HSV", ad > LAST ? "B" : "A");
    if (ad > LAST) return;
    const qd = nextWorkday(addDays(ad, r.int(3, 9)));
    if (qd > LAST) return;
    runQuotes(lead, qd, pWin, 1, [4, 20]);
  };
  const rachel = resBy.get("E06")!;
  const hannah = resBy.get("E08")!;
  const daniel = resBy.get("E10")!;
  for (const [phaseDt, firstStart, gap, plots] of [
    ["2025-02-10", "2025-04-07", 14, 8],
    ["2026-05-18", "2026-07-06", 21, 8],
  ] as const) {
    for (let p = 1; p <= plots; p++) {
      const site = `HG3 2${r.pick(PC_LETTERS)}${r.pick(PC_LETTERS)}`;
      const start = nextWorkday(addDays(firstStart, (p - 1) * gap));
      tradeLead(
        BECK,
        phaseDt,
        "HGT",
        "KIT",
        r.float(5200, 6400),
        rachel,
        1,
        site,
        start,
      );
      tradeLead(
        BECK,
        phaseDt,
        "HGT",
        "ENS",
        r.float(3000, 3600),
        rachel,
        1,
        site,
        addWorkdays(start, 5),
      );
    }
  }
  for (let d = "2024-10-21"; d <= LAST; d = addDays(d, r.int(18, 34))) {
    const dt = nextWorkday(d);
    const [town, out] = r.weighted(
      TOWNS.HGT!.map(([t, o, w]) => [[t, o] as const, w] as const),
    );
    void town;
    tradeLead(
      NIDD,
      dt,
      "HGT",
      r.chance(0.55) ? "KIT" : "BTH",
      r.float(4200, 5600),
      hannah,
      0.86,
      pc(out),
      null,
    );
  }
  for (const dt of [
    "2024-11-12",
    "2025-03-04",
    "2025-06-17",
    "2025-09-23",
    "2026-01-13",
    "2026-04-21",
    "2026-08-11",
    "2026-10-27",
  ]) {
    const [, out] = r.weighted(
      TOWNS.YRK!.map(([t, o, w]) => [[t, o] as const, w] as const),
    );
    tradeLead(
      CAST,
      dt,
      "YRK",
      r.chance(0.5) ? "KIT" : "BTH",
      r.float(5200, 8400),
      daniel,
      0.72,
      pc(out),
      null,
    );
  }

  leads.sort((a, b) =>
    a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.br < b.br ? -1 : a.br > b.br ? 1 : 0,
  );
  leads.forEach((l, k) => {
    l.no = 10001 + k;
  });

  // ------------------------------------------------------------ jobs
  const jobs: Job[] = [];
  for (const l of leads) {
    if (!l.accepted || !l.accDt) continue;
    jobs.push({
      no: 0,
      lead: l,
      q: l.accepted,
      acc: l.accDt,
      planS: null,
      planE: null,
      actS: null,
      actE: null,
      days: [],
      stat: "A",
      cxl: null,
      fit: null,
      contract: l.accepted.net,
      finance: l.trade === null && r.chance(0.12),
      scheds: [],
    });
  }
  jobs.sort((a, b) =>
    a.acc < b.acc ? -1 : a.acc > b.acc ? 1 : a.lead.no - b.lead.no,
  );
  jobs.forEach((j, k) => {
    j.no = 5001 + k;
  });
  const durOf = (j: Job) => {
    const rm = j.lead.rm;
    if (j.lead.cust === BECK) return rm === "KIT" ? r.int(3, 5) : r.int(2, 4);
    if (j.lead.trade) return rm === "KIT" ? r.int(5, 7) : r.int(4, 6);
    if (rm === "KIT") return r.int(7, 12);
    if (rm === "BTH") return r.int(6, 9);
    if (rm === "ENS") return r.int(4, 7);
    if (rm === "CLK") return r.int(2, 3);
    return r.int(3, 5);
  };
  for (const j of jobs) {
    const rm = j.lead.rm;
    if (!j.lead.trade && j.acc >= "2026-02-01" && r.chance(0.035)) {
      j.stat = "H";
      continue;
    }
    const lead = j.lead.forcedStart
      ? null
      : j.lead.trade
        ? r.int(14, 42)
        : rm === "KIT"
          ? r.int(35, 63)
          : rm === "BTH"
            ? r.int(21, 49)
            : rm === "ENS"
              ? r.int(21, 42)
              : r.int(14, 30);
    j.planS = j.lead.forcedStart ?? nextMonday(addDays(j.acc, lead!));
    const n = durOf(j);
    j.planE = workdaysFrom(j.planS, n)[n - 1]!;
    if (!j.lead.trade && r.chance(0.045)) {
      j.stat = "X";
      j.cxl = addDays(
        j.acc,
        r.int(5, Math.max(6, Math.min(20, daysBetween(j.acc, j.planS) - 16))),
      );
      if (j.cxl > LAST) {
        j.cxl = null;
        j.stat = "A";
      } else {
        j.days = workdaysFrom(j.planS, n);
        continue;
      }
    }
    let actS = j.planS;
    if (r.chance(0.12)) actS = addWorkdays(actS, r.int(1, 5));
    let m = n;
    if (r.chance(j.lead.trade ? 0.12 : 0.27)) m += r.int(1, 3);
    let days = workdaysFrom(actS, m);
    if (actS > LAST) {
      // not started yet: the plan is the current plan
      j.planS = actS;
      days = workdaysFrom(actS, n);
      j.planE = days[n - 1]!;
      j.days = days;
      j.stat = "A";
      continue;
    }
    j.actS = actS;
    j.days = days;
    const end = days[days.length - 1]!;
    if (end <= LAST) {
      j.actE = end;
      j.stat = "C";
    } else j.stat = "F";
  }

  // fitters: by start date, a free employed fitter leads the job, else a subcontract fitter
  const busy = new Map<string, string>();
  const empFitters = RES.filter((x) => x.role === "FIT" && x.typ === "E");
  const subFitters = RES.filter((x) => x.role === "FIT" && x.typ === "S");
  const planned = jobs
    .filter((j) => j.days.length > 0)
    .sort((a, b) =>
      a.days[0]! < b.days[0]! ? -1 : a.days[0]! > b.days[0]! ? 1 : a.no - b.no,
    );
  for (const j of planned) {
    const s = j.days[0]!;
    const e = j.days[j.days.length - 1]!;
    const free = r.shuffle(
      empFitters.filter(
        (x) => activeOn(x, s, e) && (busy.get(x.ref) ?? "0000") < s,
      ),
    );
    free.sort((a, b) =>
      (busy.get(a.ref) ?? "0000") < (busy.get(b.ref) ?? "0000")
        ? -1
        : (busy.get(a.ref) ?? "0000") > (busy.get(b.ref) ?? "0000")
          ? 1
          : 0,
    );
    const pickFrom = free.slice(0, 2);
    j.fit =
      pickFrom.length > 0
        ? r.pick(pickFrom)
        : r.weighted(subFitters.map((x) => [x, x.weight] as const));
    if (j.fit.typ === "E" && j.stat !== "X") busy.set(j.fit.ref, e);
  }
  // schedule rows
  const scheds: Sched[] = [];
  const pickSub = (role: string, d: string) => {
    const pool = RES.filter(
      (x) => x.typ === "S" && x.role === role && activeOn(x, d),
    );
    return r.weighted(pool.map((x) => [x, x.weight] as const));
  };
  for (const j of planned) {
    const days = j.days;
    const n = days.length;
    const rm = j.lead.rm;
    const st = (d: string) => (j.stat === "X" ? "X" : d <= LAST ? "D" : "S");
    const add = (res: Res, i: number, amount: number) => {
      const d = days[Math.max(0, Math.min(n - 1, i))]!;
      const same = j.scheds.find((x) => x.res === res && x.dt === d);
      if (same) {
        same.days = Math.min(1, same.days + amount);
        return;
      }
      const row: Sched = {
        no: 0,
        job: j,
        res,
        dt: d,
        days: amount,
        stat: st(d),
      };
      scheds.push(row);
      j.scheds.push(row);
    };
    for (let i = 0; i < n; i++) add(j.fit!, i, 1);
    const helper = r.weighted(
      subFitters.filter((x) => x !== j.fit).map((x) => [x, x.weight] as const),
    );
    if (rm === "KIT" && !j.lead.trade) {
      add(helper, 0, 1);
      add(helper, 1, 1);
    } else if (rm === "BTH" && !j.lead.trade && r.chance(0.5))
      add(helper, 0, 1);
    const ele = pickSub("ELE", days[0]!);
    const plb = pickSub("PLB", days[0]!);
    if (rm === "KIT") {
      add(ele, 0, j.lead.trade ? 0.5 : 1);
      add(ele, n - 2, 0.5);
      add(plb, 1, 0.5);
      add(plb, n - 2, 0.5);
      if (!j.lead.trade && r.chance(0.4)) add(pickSub("PLS", days[0]!), 2, 1);
      if (!j.lead.trade && r.chance(0.3))
        add(pickSub("TIL", days[0]!), n - 1, 1);
      if (!j.lead.trade && r.chance(0.3))
        add(pickSub("GAS", days[0]!), n - 1, 0.5);
    } else if (rm === "UTL") {
      add(ele, 0, 0.5);
      add(plb, 1, 0.5);
    } else {
      add(ele, 0, 0.5);
      if (rm !== "CLK") add(ele, n - 1, 0.5);
      add(plb, 0, rm === "CLK" ? 0.5 : 1);
      add(plb, n - 1, 0.5);
      if (!j.lead.trade && r.chance(0.45)) add(pickSub("PLS", days[0]!), 1, 1);
      const til = pickSub("TIL", days[0]!);
      const tDays = rm === "BTH" ? r.int(2, 3) : rm === "ENS" ? 2 : 1;
      for (let k = 0; k < tDays; k++) add(til, 2 + k, 1);
    }
  }
  scheds.sort((a, b) =>
    a.dt < b.dt
      ? -1
      : a.dt > b.dt
        ? 1
        : a.job.no - b.job.no ||
          (a.res.ref < b.res.ref ? -1 : a.res.ref > b.res.ref ? 1 : 0),
  );
  scheds.forEach((s, k) => {
    s.no = 700001 + k;
  });

  // ------------------------------------------------------------ purchase orders
  const pos: Po[] = [];
  const costOf = (j: Job, cats: string[]) =>
    j.q.lines
      .filter((x) => cats.includes(x.cat))
      .reduce((a, x) => a + x.qty * x.unit, 0);
  for (const j of jobs) {
    if (j.stat === "H" || !j.planS) continue;
    const start = j.days[0] ?? j.planS;
    const bySupp = new Map<string, QLine[]>();
    for (const ln of j.q.lines) {
      if (!ln.supp) continue;
      bySupp.set(ln.supp, [...(bySupp.get(ln.supp) ?? []), ln]);
    }
    for (const [cd, lns] of bySupp) {
      const s = suppBy.get(cd)!;
      const cats = [...new Set(lns.map((x) => x.cat))];
      let ord: string;
      let due: string;
      if (s.cat === "WKT" && cats.includes("WKT") && j.lead.rm === "KIT") {
        // templated once the cabinets are in
        ord = addWorkdays(start, 1);
        due = addDays(ord, s.lead);
      } else {
        due = addDays(start, -r.int(2, 6));
        ord = addDays(due, -s.lead - r.int(0, 4));
        const earliest = addDays(j.acc, r.int(1, 4));
        if (ord < earliest) ord = earliest;
        if (due <= ord) due = addDays(ord, 2);
      }
      ord = nextWorkday(ord);
      due = nextWorkday(due);
      if (ord > LAST) continue;
      if (j.stat === "X" && ord > j.cxl!) continue;
      const net =
        Math.round((costOf(j, cats) * r.float(0.55, 0.7, 3)) / 100) * 100 +
        r.int(0, 99);
      let recv: string | null = null;
      let stat = "O";
      if (j.stat === "X") stat = "X";
      else {
        const late = r.chance(s.lateP);
        const got = late
          ? addDays(due, r.int(1, 9))
          : addDays(due, -r.int(0, 2));
        if (got <= LAST) {
          recv = nextWorkday(got < ord ? ord : got);
          if (recv > LAST) recv = null;
          else stat = "R";
        }
      }
      const descr =
        lns.length === 1
          ? lns[0]!.descr
          : `${lns[0]!.descr} + ${lns.length - 1} more`;
      pos.push({
        no: 0,
        job: j,
        supp: s,
        ord,
        due,
        recv,
        net,
        stat,
        descr: `Job ${j.no}: ${descr}`,
      });
    }
  }
  pos.sort((a, b) =>
    a.ord < b.ord
      ? -1
      : a.ord > b.ord
        ? 1
        : a.job.no - b.job.no || (a.supp.cd < b.supp.cd ? -1 : 1),
  );
  pos.forEach((p, k) => {
    p.no = 40001 + k;
  });

  // ------------------------------------------------------------ invoices and payments
  const invs: Inv[] = [];
  for (const j of jobs) {
    const c = j.contract;
    const t = j.lead.trade !== null;
    const start = j.days[0] ?? null;
    if (!t) {
      const dep = Math.round(c * 0.25);
      const mat = Math.round(c * 0.65);
      invs.push({
        no: 0,
        job: j,
        stg: "DEP",
        dt: j.acc,
        due: addDays(j.acc, 7),
        net: dep,
        voided: "N",
      });
      if (j.stat === "H" || j.stat === "X" || !start) continue;
      const mdt = nextWorkday(
        addDays(start, -14) < addDays(j.acc, 1)
          ? addDays(j.acc, 1)
          : addDays(start, -14),
      );
      if (mdt <= LAST)
        invs.push({
          no: 0,
          job: j,
          stg: "MAT",
          dt: mdt,
          due: addDays(mdt, 10),
          net: mat,
          voided: "N",
        });
      if (j.actE) {
        invs.push({
          no: 0,
          job: j,
          stg: "FIN",
          dt: j.actE,
          due: addDays(j.actE, 14),
          net: c - dep - mat,
          voided: "N",
        });
        if (r.chance(0.15))
          invs.push({
            no: 0,
            job: j,
            stg: "VAR",
            dt: j.actE,
            due: addDays(j.actE, 14),
            net: r.int(30, 360) * 500,
            voided: "N",
          });
      }
    } else {
      if (!j.actS) continue;
      const half = Math.round(c * 0.5);
      invs.push({
        no: 0,
        job: j,
        stg: "MAT",
        dt: j.actS,
        due: addDays(j.actS, 30),
        net: half,
        voided: "N",
      });
      if (j.actE)
        invs.push({
          no: 0,
          job: j,
          stg: "FIN",
          dt: j.actE,
          due: addDays(j.actE, 30),
          net: c - half,
          voided: "N",
        });
    }
  }
  // a few invoices keyed twice, the copy voided
  const voidable = invs.filter((v) => v.dt <= LAST);
  for (const k of [23, 161, 402, 577, 688]) {
    const v = voidable[k % voidable.length]!;
    invs.push({ ...v, voided: "Y" });
  }
  invs.sort((a, b) =>
    a.dt < b.dt
      ? -1
      : a.dt > b.dt
        ? 1
        : a.job.no - b.job.no ||
          ["DEP", "MAT", "FIN", "VAR"].indexOf(a.stg) -
            ["DEP", "MAT", "FIN", "VAR"].indexOf(b.stg) ||
          (a.voided < b.voided ? 1 : -1),
  );
  invs.forEach((v, k) => {
    v.no = 30001 + k;
  });
  const pmts: Pmt[] = [];
  const gross = (v: Inv) => v.net + Math.round(v.net * 0.2);
  for (const v of invs) {
    if (v.voided === "Y") continue;
    const j = v.job;
    const g = gross(v);
    const cust = j.lead.cust;
    if (cust.typ === "T") {
      const days =
        cust === NIDD
          ? r.int(38, 75)
          : cust === BECK
            ? r.int(20, 42)
            : r.int(8, 30);
      const dt = addDays(v.dt, days);
      if (dt <= LAST)
        pmts.push({
          no: 0,
          inv: v,
          dt,
          amt: g,
          meth: "BACS",
          ref: `${cust === NIDD ? "NVHA" : cust === BECK ? "BHL" : "CGL"} REMIT ${r.int(10000, 99999)}`,
        });
      continue;
    }
    const meth =
      j.finance && v.stg !== "DEP"
        ? "FIN"
        : v.stg === "DEP"
          ? r.weighted([
              ["CARD", 55],
              ["BACS", 38],
              ["CHQ", 5],
              ["CSH", 2],
            ] as const)
          : r.weighted([
              ["BACS", 70],
              ["CARD", 18],
              ["CHQ", 8],
              ["CSH", 4],
            ] as const);
    const ref =
      meth === "BACS"
        ? `${cust.nm.split(" ")[1]!.toUpperCase()} ${j.no}`
        : meth === "FIN"
          ? `V12-${r.int(100000, 999999)}`
          : null;
    const span = daysBetween(v.dt, v.due);
    if (v.stg === "DEP") {
      pmts.push({
        no: 0,
        inv: v,
        dt: r.chance(0.8) ? v.dt : addDays(v.dt, r.int(1, span)),
        amt: g,
        meth,
        ref,
      });
      continue;
    }
    // withheld balances (snagging, disputes): still open when recent, settled late when older
    const unpaidP =
      v.stg === "FIN"
        ? 0.08
        : v.stg === "VAR"
          ? 0.14
          : v.stg === "MAT"
            ? 0.01
            : 0;
    if (r.chance(unpaidP)) {
      const dt = addDays(v.due, r.int(45, 160));
      if (dt <= LAST) pmts.push({ no: 0, inv: v, dt, amt: g, meth, ref });
      continue;
    }
    const roll = r.next();
    if (roll < 0.86) {
      const dt = addDays(v.dt, r.int(0, span));
      if (dt <= LAST) pmts.push({ no: 0, inv: v, dt, amt: g, meth, ref });
    } else if (roll < 0.94) {
      const dt = addDays(v.due, r.int(3, 40));
      if (dt <= LAST) pmts.push({ no: 0, inv: v, dt, amt: g, meth, ref });
    } else {
      const part = Math.round((g * r.float(0.5, 0.75, 2)) / 100) * 100;
      const d1 = addDays(v.dt, r.int(0, span));
      const d2 = addDays(v.due, r.int(10, 60));
      if (d1 <= LAST)
        pmts.push({ no: 0, inv: v, dt: d1, amt: part, meth, ref });
      if (d1 <= LAST && d2 <= LAST)
        pmts.push({ no: 0, inv: v, dt: d2, amt: g - part, meth, ref });
    }
  }
  pmts.sort((a, b) =>
    a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.inv.no - b.inv.no,
  );
  pmts.forEach((p, k) => {
    p.no = 90001 + k;
  });

  // ------------------------------------------------------------ remedial call-backs
  const cbs: Cb[] = [];
  const CBTXT: Record<string, string[]> = {
    LEK: [
      "Drip under sink waste",
      "Leak from shower valve",
      "Water under bath panel",
      "Dishwasher hose weeping",
      "Leak at toilet cistern",
    ],
    DOR: [
      "Wall unit door dropped",
      "Drawer not closing",
      "Doors out of line",
      "Soft-close hinge failed",
      "Larder door catching",
    ],
    WKT: [
      "Worktop joint lifting",
      "Chip on worktop edge",
      "Crack near hob cut-out",
      "Upstand loose",
    ],
    SIL: [
      "Silicone mouldy around bath",
      "Sealant split at worktop",
      "Shower tray seal failed",
      "Gap at splashback",
    ],
    APF: [
      "Oven not heating",
      "Extractor noisy",
      "Dishwasher error code",
      "Fridge freezer not cooling",
      "Hob tripping",
    ],
    TIL: [
      "Cracked floor tile",
      "Grout cracking in shower",
      "Hollow tile behind basin",
      "Tile trim loose",
    ],
    ELC: [
      "Under-cabinet lights not working",
      "Extractor fan not running",
      "Socket not working",
      "Shaver point dead",
    ],
    OTH: [
      "Plinth missing",
      "Paint touch-ups needed",
      "Kickboard heater rattling",
      "Door handle missing",
    ],
  };
  for (const j of jobs) {
    if (j.stat !== "C") continue;
    const rm = j.lead.rm;
    const base = rm === "KIT" ? 0.25 : rm === "BTH" || rm === "ENS" ? 0.3 : 0.1;
    let n = 0;
    if (r.chance(Math.min(0.8, base * j.fit!.skill)))
      n = r.chance(0.18) ? 2 : 1;
    let after = j.actE!;
    for (let k = 0; k < n; k++) {
      const rpt = addDays(after, r.int(3, k === 0 ? 110 : 60));
      if (rpt > LAST) break;
      after = rpt;
      const cat =
        rm === "KIT" || rm === "UTL"
          ? r.weighted([
              ["DOR", 30],
              ["WKT", 18],
              ["APF", 18],
              ["LEK", 12],
              ["SIL", 10],
              ["ELC", 8],
              ["OTH", 6],
              ["TIL", 2],
            ] as const)
          : r.weighted([
              ["SIL", 30],
              ["LEK", 28],
              ["TIL", 22],
              ["ELC", 8],
              ["DOR", 4],
              ["OTH", 8],
            ] as const);
      const roleFor =
        cat === "ELC"
          ? "ELE"
          : cat === "LEK"
            ? "PLB"
            : cat === "TIL"
              ? "TIL"
              : "FIT";
      let res: Res = j.fit!;
      if (roleFor !== "FIT") {
        const on = j.scheds.find((s) => s.res.role === roleFor);
        res = on && activeOn(on.res, rpt) ? on.res : pickSub(roleFor, rpt);
      } else if (!activeOn(res, rpt))
        res = r.pick(empFitters.filter((x) => activeOn(x, rpt)));
      const visit = nextWorkday(addDays(rpt, r.int(1, cat === "LEK" ? 4 : 14)));
      let clsd: string | null = r.chance(0.3)
        ? addDays(visit, r.int(14, 120))
        : visit;
      if (clsd > LAST) clsd = null;
      cbs.push({
        no: 0,
        job: j,
        rpt,
        cat,
        descr: r.pick(CBTXT[cat]!),
        pri:
          cat === "LEK"
            ? 1
            : r.weighted([
                [2, 3],
                [3, 1],
              ] as const),
        res,
        visit: visit > LAST && r.chance(0.3) ? null : visit,
        clsd,
        chg: r.chance(0.08) ? "Y" : "N",
      });
    }
  }
  cbs.sort((a, b) =>
    a.rpt < b.rpt ? -1 : a.rpt > b.rpt ? 1 : a.job.no - b.job.no,
  );
  cbs.forEach((c, k) => {
    c.no = 801 + k;
  });

  // ------------------------------------------------------------ duplicate client records (soft-deleted)
  const dupSrc = r.shuffle(clients.filter((c) => c.typ === "D")).slice(0, 19);
  for (const c of dupSrc) {
    clients.push({
      ...c,
      no: 0,
      crt: addDays(c.crt, r.int(0, 4)),
      email: r.chance(0.5) ? null : c.email,
      optin: "N",
      del: "Y",
    });
  }
  clients.sort((a, b) =>
    a.crt < b.crt
      ? -1
      : a.crt > b.crt
        ? 1
        : a.del < b.del
          ? -1
          : a.del > b.del
            ? 1
            : 0,
  );
  clients.forEach((c, k) => {
    c.no = 20001 + k;
  });
  appts.sort((a, b) =>
    a.dt < b.dt
      ? -1
      : a.dt > b.dt
        ? 1
        : a.tm < b.tm
          ? -1
          : a.tm > b.tm
            ? 1
            : a.lead.no - b.lead.no,
  );
  appts.forEach((a, k) => {
    a.no = 60001 + k;
  });
  // quote numbers in order of the first revision
  const firstRev = quotes
    .filter((q) => q.rev === 1)
    .sort((a, b) =>
      a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.lead.no - b.lead.no,
    );
  const qNo = new Map<number, number>();
  firstRev.forEach((q, k) => qNo.set(q.no, 1201 + k));
  for (const q of quotes) q.no = qNo.get(q.no)!;
  quotes.sort((a, b) => a.no - b.no || a.rev - b.rev);

  const ddl = `
CREATE SCHEMA fitline;
CREATE TABLE fitline.fl_code (code_typ varchar(6) NOT NULL, code varchar(4) NOT NULL, descr varchar(60) NOT NULL, PRIMARY KEY (code_typ, code));
CREATE TABLE fitline.res (
  res_ref varchar(4) PRIMARY KEY, res_nm varchar(60) NOT NULL, res_typ char(1) NOT NULL, role_cd varchar(4) NOT NULL, brch_cd char(3),
  mgr_ref varchar(4) REFERENCES fitline.res (res_ref), start_dt date NOT NULL, end_dt date, day_rate_p integer, vat_reg_yn char(1)
);
CREATE TABLE fitline.client (
  cust_no integer PRIMARY KEY, cust_typ char(1) NOT NULL, cust_nm varchar(60) NOT NULL, town varchar(40), pcode varchar(8), tel varchar(16),
  email varchar(80), mkt_optin char(1) NOT NULL DEFAULT 'N', crt_dt date NOT NULL, del_flg char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE fitline.supplier (
  supp_cd varchar(5) PRIMARY KEY, supp_nm varchar(60) NOT NULL, cat_cd varchar(4) NOT NULL, acct_no varchar(12), lead_days smallint NOT NULL,
  active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE fitline.lead (
  lead_no integer PRIMARY KEY, lead_dt date NOT NULL, brch_cd char(3) NOT NULL, src_cd varchar(4) NOT NULL, cust_no integer NOT NULL REFERENCES fitline.client (cust_no),
  rm_cd varchar(4) NOT NULL, dsn_ref varchar(4) NOT NULL REFERENCES fitline.res (res_ref), budget_p integer, stat_cd char(1) NOT NULL, lost_cd varchar(4), clsd_dt date
);
CREATE TABLE fitline.appt (
  appt_no integer PRIMARY KEY, lead_no integer NOT NULL REFERENCES fitline.lead (lead_no), appt_dt date NOT NULL, st_tm time NOT NULL, appt_typ varchar(4) NOT NULL,
  dsn_ref varchar(4) NOT NULL REFERENCES fitline.res (res_ref), dur_min smallint NOT NULL, stat_cd char(1) NOT NULL
);
CREATE TABLE fitline.quote (
  qt_no integer NOT NULL, rev_no smallint NOT NULL, lead_no integer NOT NULL REFERENCES fitline.lead (lead_no), cust_no integer NOT NULL REFERENCES fitline.client (cust_no),
  dsn_ref varchar(4) NOT NULL REFERENCES fitline.res (res_ref), qt_dt date NOT NULL, valid_dt date NOT NULL, disc_pct numeric(4,1) NOT NULL DEFAULT 0,
  net_p integer NOT NULL, vat_p integer NOT NULL, stat_cd char(1) NOT NULL, PRIMARY KEY (qt_no, rev_no)
);
CREATE TABLE fitline.qt_ln (
  qt_no integer NOT NULL, rev_no smallint NOT NULL, ln_no smallint NOT NULL, cat_cd varchar(4) NOT NULL, descr varchar(80) NOT NULL, qty numeric(6,1) NOT NULL,
  unit_p integer NOT NULL, line_p integer NOT NULL, supp_cd varchar(5) REFERENCES fitline.supplier (supp_cd), PRIMARY KEY (qt_no, rev_no, ln_no),
  FOREIGN KEY (qt_no, rev_no) REFERENCES fitline.quote (qt_no, rev_no)
);
CREATE TABLE fitline.job (
  job_no integer PRIMARY KEY, lead_no integer NOT NULL REFERENCES fitline.lead (lead_no), qt_no integer NOT NULL, rev_no smallint NOT NULL,
  cust_no integer NOT NULL REFERENCES fitline.client (cust_no), brch_cd char(3) NOT NULL, rm_cd varchar(4) NOT NULL, site_pcode varchar(8), acc_dt date NOT NULL,
  plan_start date, plan_end date, act_start date, act_end date, stat_cd char(1) NOT NULL, cxl_dt date, contract_p integer NOT NULL, vat_p integer NOT NULL,
  lead_fit varchar(4) REFERENCES fitline.res (res_ref), FOREIGN KEY (qt_no, rev_no) REFERENCES fitline.quote (qt_no, rev_no)
);
CREATE TABLE fitline.job_sched (
  sched_no integer PRIMARY KEY, job_no integer NOT NULL REFERENCES fitline.job (job_no), res_ref varchar(4) NOT NULL REFERENCES fitline.res (res_ref),
  wrk_dt date NOT NULL, days numeric(2,1) NOT NULL, stat_cd char(1) NOT NULL
);
CREATE TABLE fitline.po (
  po_no integer PRIMARY KEY, job_no integer NOT NULL REFERENCES fitline.job (job_no), supp_cd varchar(5) NOT NULL REFERENCES fitline.supplier (supp_cd),
  descr varchar(120), ord_dt date NOT NULL, due_dt date NOT NULL, recv_dt date, net_p integer NOT NULL, vat_p integer NOT NULL, stat_cd char(1) NOT NULL
);
CREATE TABLE fitline.inv (
  inv_no integer PRIMARY KEY, job_no integer NOT NULL REFERENCES fitline.job (job_no), cust_no integer NOT NULL REFERENCES fitline.client (cust_no),
  stg_cd varchar(4) NOT NULL, inv_dt date NOT NULL, due_dt date NOT NULL, net_p integer NOT NULL, vat_p integer NOT NULL, gross_p integer NOT NULL,
  fin_yr smallint NOT NULL, fin_per smallint NOT NULL, void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE fitline.pmt (
  pmt_no integer PRIMARY KEY, inv_no integer NOT NULL REFERENCES fitline.inv (inv_no), pmt_dt date NOT NULL, amt_p integer NOT NULL, meth_cd varchar(4) NOT NULL,
  pay_ref varchar(30)
);
CREATE TABLE fitline.cb (
  cb_no integer PRIMARY KEY, job_no integer NOT NULL REFERENCES fitline.job (job_no), rpt_dt date NOT NULL, cat_cd varchar(4) NOT NULL, descr varchar(80) NOT NULL,
  pri_cd smallint NOT NULL, res_ref varchar(4) REFERENCES fitline.res (res_ref), visit_dt date, clsd_dt date, chg_yn char(1) NOT NULL DEFAULT 'N'
);
`;
  const vat = (p: number) => Math.round(p * 0.2);
  return [
    ddl,
    insertRows("fitline.fl_code", ["code_typ", "code", "descr"], CODES),
    insertRows(
      "fitline.res",
      [
        "res_ref",
        "res_nm",
        "res_typ",
        "role_cd",
        "brch_cd",
        "mgr_ref",
        "start_dt",
        "end_dt",
        "day_rate_p",
        "vat_reg_yn",
      ],
      RES.map((x) => [
        x.ref,
        x.nm,
        x.typ,
        x.role,
        x.br,
        x.mgr,
        x.start,
        x.end,
        x.rate,
        x.vat,
      ]),
    ),
    insertRows(
      "fitline.client",
      [
        "cust_no",
        "cust_typ",
        "cust_nm",
        "town",
        "pcode",
        "tel",
        "email",
        "mkt_optin",
        "crt_dt",
        "del_flg",
      ],
      clients.map((c) => [
        c.no,
        c.typ,
        c.nm,
        c.town,
        c.pcode,
        c.tel,
        c.email,
        c.optin,
        c.crt,
        c.del,
      ]),
    ),
    insertRows(
      "fitline.supplier",
      ["supp_cd", "supp_nm", "cat_cd", "acct_no", "lead_days", "active_yn"],
      SUPPS.map((s) => [s.cd, s.nm, s.cat, s.acct, s.lead, s.active]),
    ),
    insertRows(
      "fitline.lead",
      [
        "lead_no",
        "lead_dt",
        "brch_cd",
        "src_cd",
        "cust_no",
        "rm_cd",
        "dsn_ref",
        "budget_p",
        "stat_cd",
        "lost_cd",
        "clsd_dt",
      ],
      leads.map((l) => [
        l.no,
        l.dt,
        l.br,
        l.src,
        l.cust.no,
        l.rm,
        l.dsn.ref,
        l.budget,
        l.stat,
        l.lost,
        l.clsd,
      ]),
    ),
    insertRows(
      "fitline.appt",
      [
        "appt_no",
        "lead_no",
        "appt_dt",
        "st_tm",
        "appt_typ",
        "dsn_ref",
        "dur_min",
        "stat_cd",
      ],
      appts.map((a) => [
        a.no,
        a.lead.no,
        a.dt,
        a.tm,
        a.typ,
        a.dsn.ref,
        a.dur,
        a.stat,
      ]),
    ),
    insertRows(
      "fitline.quote",
      [
        "qt_no",
        "rev_no",
        "lead_no",
        "cust_no",
        "dsn_ref",
        "qt_dt",
        "valid_dt",
        "disc_pct",
        "net_p",
        "vat_p",
        "stat_cd",
      ],
      quotes.map((q) => [
        q.no,
        q.rev,
        q.lead.no,
        q.lead.cust.no,
        q.dsn.ref,
        q.dt,
        q.valid,
        q.disc,
        q.net,
        vat(q.net),
        q.stat,
      ]),
    ),
    insertRows(
      "fitline.qt_ln",
      [
        "qt_no",
        "rev_no",
        "ln_no",
        "cat_cd",
        "descr",
        "qty",
        "unit_p",
        "line_p",
        "supp_cd",
      ],
      quotes.flatMap((q) =>
        q.lines.map((x, i) => [
          q.no,
          q.rev,
          i + 1,
          x.cat,
          x.descr,
          x.qty,
          x.unit,
          x.qty * x.unit,
          x.supp,
        ]),
      ),
    ),
    insertRows(
      "fitline.job",
      [
        "job_no",
        "lead_no",
        "qt_no",
        "rev_no",
        "cust_no",
        "brch_cd",
        "rm_cd",
        "site_pcode",
        "acc_dt",
        "plan_start",
        "plan_end",
        "act_start",
        "act_end",
        "stat_cd",
        "cxl_dt",
        "contract_p",
        "vat_p",
        "lead_fit",
      ],
      jobs.map((j) => [
        j.no,
        j.lead.no,
        j.q.no,
        j.q.rev,
        j.lead.cust.no,
        j.lead.br,
        j.lead.rm,
        j.lead.sitePc,
        j.acc,
        j.planS,
        j.planE,
        j.actS,
        j.actE,
        j.stat,
        j.cxl,
        j.contract,
        vat(j.contract),
        j.fit ? j.fit.ref : null,
      ]),
    ),
    insertRows(
      "fitline.job_sched",
      ["sched_no", "job_no", "res_ref", "wrk_dt", "days", "stat_cd"],
      scheds.map((s) => [s.no, s.job.no, s.res.ref, s.dt, s.days, s.stat]),
    ),
    insertRows(
      "fitline.po",
      [
        "po_no",
        "job_no",
        "supp_cd",
        "descr",
        "ord_dt",
        "due_dt",
        "recv_dt",
        "net_p",
        "vat_p",
        "stat_cd",
      ],
      pos.map((p) => [
        p.no,
        p.job.no,
        p.supp.cd,
        p.descr,
        p.ord,
        p.due,
        p.recv,
        p.net,
        vat(p.net),
        p.stat,
      ]),
    ),
    insertRows(
      "fitline.inv",
      [
        "inv_no",
        "job_no",
        "cust_no",
        "stg_cd",
        "inv_dt",
        "due_dt",
        "net_p",
        "vat_p",
        "gross_p",
        "fin_yr",
        "fin_per",
        "void_yn",
      ],
      invs.map((v) => [
        v.no,
        v.job.no,
        v.job.lead.cust.no,
        v.stg,
        v.dt,
        v.due,
        v.net,
        vat(v.net),
        gross(v),
        finYr(v.dt),
        finPer(v.dt),
        v.voided,
      ]),
    ),
    insertRows(
      "fitline.pmt",
      ["pmt_no", "inv_no", "pmt_dt", "amt_p", "meth_cd", "pay_ref"],
      pmts.map((p) => [p.no, p.inv.no, p.dt, p.amt, p.meth, p.ref]),
    ),
    insertRows(
      "fitline.cb",
      [
        "cb_no",
        "job_no",
        "rpt_dt",
        "cat_cd",
        "descr",
        "pri_cd",
        "res_ref",
        "visit_dt",
        "clsd_dt",
        "chg_yn",
      ],
      cbs.map((c) => [
        c.no,
        c.job.no,
        c.rpt,
        c.cat,
        c.descr,
        c.pri,
        c.res.ref,
        c.visit,
        c.clsd,
        c.chg,
      ]),
    ),
  ].join("\n");
}
