/**
 * Trentside Windows & Doors Ltd is a regional double-glazing installer in the East Midlands (Nottinghamshire,
 * Derbyshire, Leicestershire and, until it closed, the Grantham area of Lincolnshire). It sells and fits
 * replacement uPVC and aluminium windows, uPVC and composite doors, patio and bifold doors, conservatories and
 * roofline (fascias, soffits and guttering) to homeowners. The trade's flow: a lead (enquiry) books a home survey
 * appointment (the trade's "sit"); a sales surveyor visits, measures up and issues a written quote, often on the
 * night; the customer may ask for a re-quote (a revised quote, usually with more discount); when the customer signs
 * ("signed order", "sale") a deposit is taken and the job is raised. After the 14-day cooling-off period the frames
 * are ordered from the fabricator (the factory that makes them) with a purchase order (PO); when they are delivered
 * the job is booked in with a fitting team, fitted ("the fit"), and the customer signs the satisfaction note
 * ("sign-off"). The balance is then paid, either by the customer or, for finance deals, by the finance lender
 * ("payout"). Faults reported after the fit are remedials ("call-backs"). Replacement windows and doors must be
 * notified to FENSA (the competent-person scheme) within 30 days of the fit; FENSA then issues the homeowner a
 * FENSA certificate.
 *
 * This is an export of the installer's office package "GlazPro Office" (schema `glzpro`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The data starts on 2024-01-02. Surveys
 * run Monday to Saturday; fits, deliveries and remedial visits Monday to Friday (never on English bank holidays).
 * Some appointments, fits and remedial visits are already booked for dates after 2026-11-24.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `list_p`, `disc_p`, `tot_p`, `unit_p`,
 * `ln_p`, `contract_p`, `dep_p`, `net_p`, `adv_p`, `subsidy_p`, `amt_p`, `chg_p`, `fee_p`. Customer prices
 * (quotes, contracts, payments) INCLUDE VAT at 20%; fabricator PO values (`net_p`) are EXCLUDING VAT. Roofline
 * quantities are linear metres; every other quantity is a count of items (frames, doors, conservatories).
 *
 * Tables and columns
 * - `branch`: the showrooms that sell (each surveyor and each lead belongs to one). `br_cd` NOT Beeston Showroom
 *   (Nottingham), DER Derby Showroom, LEI Leicester Showroom, GRA Grantham Showroom (closed 2024-10-31; its area is
 *   served by NOT since), MNS Mansfield Showroom (opened 2025-03-03; before that its area was served by NOT).
 *   `br_nm`, `addr1`, `town`, `pcode`, `tel_no`, `open_dt`, `close_dt` (NULL = still open).
 * - `staff`: everybody employed. `staff_no`, `first_nm`, `last_nm`, `role_cd` DIR director, IM installations
 *   manager, BM branch manager, SUR sales surveyor (does the survey appointments and quotes), ADM office /
 *   admin, LF lead fitter (leads a fitting team), FIT fitter (works in a lead fitter's team), SVC service engineer
 *   (does remedials). `br_cd` the staff member's current (or last) branch. `team_cd` the fitting team (T1..T8)
 *   for lead fitters and fitters, NULL for everybody else; a fitting team is known by its lead fitter. `rpt_to`
 *   the staff member's line manager (a self-reference to `staff.staff_no`): fitters report to their lead fitter,
 *   lead fitters and service engineers to the installations manager, surveyors and admin to their branch
 *   manager, managers to the managing director. `start_dt`, `end_dt` (NULL = still employed).
 * - `cust`: one household (customer), created when its first appointment is booked. `cust_no`, `title`,
 *   `first_nm`, `last_nm`, `addr1`, `town`, `pcode`, "mobileNo", `prop_typ` DET detached, SEMI semi-detached, TER
 *   terraced, BUNG bungalow, FLAT flat / maisonette. `built_yr` the year the property was built (integer; NULL =
 *   not known). `src_cd` the lead source of the first enquiry: WEB website form, SHW showroom walk-in, REF
 *   referral / recommended by a past customer, LFT leaflet drop, DIR online trade directory. A customer who
 *   comes back later for more work keeps the same record (and the same `src_cd`). `enq_dt` the date of the
 *   first enquiry.
 * - `svy_appt`: one survey appointment (a "sit"). `svy_no`, `cust_no`, `br_cd` the branch whose area it is in,
 *   `sur_no` the surveyor (staff), `booked_dt` when it was booked, `appt_dt` the appointment date, `slot_cd` AM,
 *   PM or EVE (evening). `stat_cd` BKD booked (still to come), ATT attended (the survey took place), NS no-show
 *   (customer not in; often rebooked as a new appointment with `rebook_of` pointing at the missed one), CNX
 *   cancelled by the customer before the day.
 * - `quote_hdr`: one written quote, issued after an attended survey. `quote_no`, `svy_no`, `cust_no`, `rep_no` the
 *   surveyor who wrote it, `iss_dt` issued, `valid_to` (30 days on), `list_p` the total of its lines before
 *   discount, `disc_p` discount given, `tot_p` the quoted price (= `list_p` - `disc_p`, incl. VAT). `stat_cd` OPN
 *   open (waiting on the customer), ACC accepted (signed: a job was raised), DEC declined, EXP expired (no answer
 *   before `valid_to`), SUP superseded by a re-quote. `rev_of` on a re-quote: the quote it replaces (a
 *   self-reference). `acc_dt` the date it was signed (NULL unless ACC). `dec_rsn` why it was declined: PRICE too
 *   dear, COMP went with a competitor, POSTP put the work off, OTH other (NULL unless DEC).
 * - `quote_ln`: the lines of a quote. `quote_no`, `ln_no`, `cat_cd` WIN window, DOOR uPVC door (back door, French
 *   doors), CDOR composite door, PAT patio sliding door, BIF bifold door, CONS conservatory (or tiled conservatory
 *   roof), ROOF roofline: fascias, soffits & guttering (quantity in metres). `descr` the product, `mat_cd` UPVC,
 *   ALU aluminium, TIM timber (NULL for roofline), `col_nm` the colour, `glz_cd` DG double glazed, TG triple
 *   glazed (NULL for roofline), `qty`, `unit_p` price each, `ln_p` = `qty` * `unit_p`. "Frames" are the WIN,
 *   DOOR, CDOR, PAT and BIF items.
 * - `job`: a signed order (contract), raised from an accepted quote. `job_no`, `quote_no`, `cust_no`, `br_cd`
 *   the selling branch, `sold_dt` the date signed, `contract_p` the contract price (incl. VAT), `dep_p` the
 *   deposit asked for at signing, `pay_mth` CSH self-funded (customer pays the balance) or FIN on finance
 *   (the lender pays the balance). `stat_cd` ORD on order (signed, not fitted yet), FIT fitted (balance not
 *   fully paid yet), CMP complete (fitted and paid in full), CNX cancelled (within the cooling-off period;
 *   deposit refunded). `cnx_dt` when cancelled. `fit_dt` the (first) day booked for the fit (NULL = not booked
 *   yet), `fit_days` days on site (NULL until booked), `fitted_dt` the day the fit finished (NULL = not fitted
 *   yet), `lead_fitter` the lead fitter (staff) whose team fitted it or is booked to (NULL until booked),
 *   `signoff_dt` when the customer signed the satisfaction note.
 * - `fab_po`: a purchase order to a fabricator. `po_no`, `job_no`, `supp_cd` and `supp_nm` the fabricator: EMW
 *   East Midlands Window Systems (uPVC windows, doors, patio doors, sealed units), DCD Doorcraft Direct (composite
 *   doors), ALB Albion Aluminium (aluminium windows and bifolds), VNT Vantage Conservatory Roofs (conservatory
 *   kits and roofs), MRS Midland Roofline Supplies (roofline materials). `ord_dt` ordered, `prom_dt` the delivery
 *   date the fabricator promised (NULL until acknowledged), `dlv_dt` actually delivered (NULL = not yet);
 *   delivered after `prom_dt` = late. `n_frames` frames (or sealed units) on the order (NULL for roofline),
 *   `net_p` the order value excluding VAT. `stat_cd` PLC placed (not acknowledged yet), ACK acknowledged with a
 *   promised date, DLV delivered. `rmk_yn` Y for a remake (replacement parts ordered for a remedial, `rem_no`).
 * - `fin_deal`: a finance proposal for a job on finance. `deal_no`, `job_no`, `lender_nm`, `plan_cd` IFC12
 *   interest-free over 12 months, BNPL12 buy now pay later (12 months deferred, then 19.9% APR), APR60 9.9% APR
 *   over 60 months, APR120 11.9% APR over 120 months. `term_mths`, `apr` (percent), `adv_p` the amount
 *   financed (contract less deposit), `subsidy_p` what the lender charges us for the interest-free or deferred
 *   plans (invoiced to us separately by the lender, whose payout is the full amount financed; 0 for the APR
 *   plans). BNPL12 deals have `term_mths` 60 (12 deferred plus 48 repaying). `prop_dt` proposal sent,
 *   `dec_dt` the lender's decision, `payout_dt` when the lender paid us. `stat_cd` PRP proposed (awaiting a
 *   decision), APR approved (awaiting payout), DEC declined (the job may be re-proposed to another lender), PD paid
 *   out, CNX cancelled (the job was cancelled).
 * - `pmt`: money received from customers and lenders. `pmt_no`, `job_no`, `pmt_dt`, `typ_cd` DEP deposit, BAL
 *   balance, FIN finance payout from the lender, REF refund of a deposit (negative `amt_p`). `amt_p`, `mth_cd`
 *   CARD, BACS bank transfer, CHQ cheque, FIN lender payout.
 * - `remedial`: a call-back for a fault after the fit. `rem_no`, `job_no`, `rpt_dt` reported, `fault_cd` MIST
 *   misted / blown sealed unit (condensation between the panes), DRFT draught or whistling, LEAK water ingress,
 *   HDL handle, lock or hinge fault, DROP door dropped / catching, TRIM trims, sealant or cosmetic. `eng_no` who
 *   attends (a service engineer or a lead fitter), `visit_dt` the first visit (booked or done; NULL = not booked
 *   yet), `closed_dt` when it was put right or closed (NULL = still open). `stat_cd` OPN logged, no visit booked,
 *   BKD visit booked, AWP awaiting parts (a remake is on order), FXD fixed, NFF no fault found. `chg_p` the
 *   call-out fee charged to the customer (only for no fault found; otherwise 0: everything is under guarantee).
 * - `fensa_cert`: one FENSA notification for a job with replacement windows or doors (conservatory-only and
 *   roofline-only jobs are not notifiable). `cert_no`, `job_no`, `notif_dt` the date we notified FENSA (due
 *   within 30 days of `job.fitted_dt`), "lodgementRef" FENSA's reference, `iss_dt` the date the certificate was
 *   issued to the homeowner (NULL = not issued yet), `n_win` windows and `n_door` doors notified, `fee_p` the
 *   notification fee FENSA charged us.
 *
 * Business terms: a "sit" is an attended survey; "conversion" or "close rate" is accepted quotes against sits or
 * quotes; "signed orders" or "sales" are jobs (less cancellations when so asked); "fits" are fitted jobs (by
 * `fitted_dt`); "remedials" and "call-backs" are rows of `remedial`; a "blown unit" is fault MIST; "remakes" are
 * POs with `rmk_yn` Y; "the balance" is the contract price less what was paid.
 *
 * Not recorded here: wages, commission or any payroll; fitters' hours and timesheets; marketing spend and the
 * cost of leads; customer reviews, ratings or satisfaction scores; U-values, energy ratings or glass
 * specifications beyond double / triple glazed; insurance-backed guarantees (IBGs); vans, mileage and fuel;
 * fabricator invoices and what we paid fabricators (only PO values); stock held in the depot; planning permission
 * and building control for non-FENSA work; competitors' prices; customers' ages, incomes or credit scores.
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
const r = seededRandom(7_311_2026);

const isWorkDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6 && !ENGLAND_BANK_HOLIDAYS.has(d);
const isSvyDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && !ENGLAND_BANK_HOLIDAYS.has(d);
const nextWork = (d: string): string => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
const nextSvy = (d: string): string => {
  let x = d;
  while (!isSvyDay(x)) x = addDays(x, 1);
  return x;
};
/** The `n`-th working day after `d` (n = 0: `d` itself when a working day). */
const addWork = (d: string, n: number): string => {
  let x = nextWork(d);
  for (let i = 0; i < n; i++) x = nextWork(addDays(x, 1));
  return x;
};
const roundTo = (v: number, step: number): number =>
  Math.round(v / step) * step;

// ------------------------------------------------------------------ branches
type Branch = {
  cd: string;
  nm: string;
  addr: string;
  town: string;
  pcode: string;
  tel: string;
  open: string;
  close: string | null;
  rate: number;
};
const BRANCHES: Branch[] = [
  {
    cd: "NOT",
    nm: "Beeston Showroom",
    addr: "Unit 3, Lilac Grove Trade Park",
    town: "Beeston",
    pcode: "NG9 1QX",
    tel: "0115 943 2270",
    open: "2011-04-04",
    close: null,
    rate: 1.15,
  },
  {
    cd: "DER",
    nm: "Derby Showroom",
    addr: "88 Osmaston Road",
    town: "Derby",
    pcode: "DE1 2HS",
    tel: "01332 290 415",
    open: "2015-09-01",
    close: null,
    rate: 0.85,
  },
  {
    cd: "LEI",
    nm: "Leicester Showroom",
    addr: "Unit 12, Troon Way Business Centre",
    town: "Leicester",
    pcode: "LE4 9HA",
    tel: "0116 274 8810",
    open: "2018-03-05",
    close: null,
    rate: 0.95,
  },
  {
    cd: "GRA",
    nm: "Grantham Showroom",
    addr: "14 Westgate",
    town: "Grantham",
    pcode: "NG31 6LU",
    tel: "01476 561 902",
    open: "2020-06-01",
    close: "2024-10-31",
    rate: 0.35,
  },
  {
    cd: "MNS",
    nm: "Mansfield Showroom",
    addr: "27 Nottingham Road",
    town: "Mansfield",
    pcode: "NG18 1BL",
    tel: "01623 428 155",
    open: "2025-03-03",
    close: null,
    rate: 0.5,
  },
];

type Area = { town: string; pcs: string[]; home: string; w: number };
const AREAS: Area[] = [
  {
    town: "Nottingham",
    pcs: ["NG3", "NG5", "NG6", "NG8", "NG11"],
    home: "NOT",
    w: 9,
  },
  { town: "Beeston", pcs: ["NG9"], home: "NOT", w: 5 },
  { town: "West Bridgford", pcs: ["NG2"], home: "NOT", w: 4 },
  { town: "Arnold", pcs: ["NG5"], home: "NOT", w: 3 },
  { town: "Hucknall", pcs: ["NG15"], home: "NOT", w: 3 },
  { town: "Derby", pcs: ["DE21", "DE22", "DE23", "DE24"], home: "DER", w: 9 },
  { town: "Long Eaton", pcs: ["NG10"], home: "DER", w: 3 },
  { town: "Belper", pcs: ["DE56"], home: "DER", w: 2 },
  { town: "Ilkeston", pcs: ["DE7"], home: "DER", w: 3 },
  { town: "Ripley", pcs: ["DE5"], home: "DER", w: 2 },
  { town: "Leicester", pcs: ["LE2", "LE3", "LE4", "LE5"], home: "LEI", w: 8 },
  { town: "Wigston", pcs: ["LE18"], home: "LEI", w: 3 },
  { town: "Oadby", pcs: ["LE2"], home: "LEI", w: 2 },
  { town: "Loughborough", pcs: ["LE11"], home: "LEI", w: 4 },
  { town: "Hinckley", pcs: ["LE10"], home: "LEI", w: 2 },
  { town: "Grantham", pcs: ["NG31"], home: "GRA", w: 4 },
  { town: "Newark", pcs: ["NG24"], home: "GRA", w: 3 },
  { town: "Mansfield", pcs: ["NG18", "NG19"], home: "MNS", w: 5 },
  { town: "Sutton-in-Ashfield", pcs: ["NG17"], home: "MNS", w: 3 },
  { town: "Kirkby-in-Ashfield", pcs: ["NG17"], home: "MNS", w: 2 },
];
const GRA_CLOSE = "2024-10-31";
const MNS_OPEN = "2025-03-03";
/** The branch that serves an area on a date. */
const servingBranch = (home: string, d: string): string => {
  if (home === "GRA" && d > GRA_CLOSE) return "NOT";
  if (home === "MNS" && d < MNS_OPEN) return "NOT";
  return home;
};

// ------------------------------------------------------------------ staff
type Staff = {
  no: number;
  first: string;
  last: string;
  role: string;
  br: string;
  team: string | null;
  rpt: number | null;
  start: string;
  end: string | null;
  /** Where they worked before `br` (and until when), for the Grantham surveyor who moved. */
  prevBr?: [string, string];
  skill?: number;
};
const STAFF: Staff[] = [
  {
    no: 100,
    first: "Martin",
    last: "Ashdown",
    role: "DIR",
    br: "NOT",
    team: null,
    rpt: null,
    start: "2011-04-04",
    end: null,
  },
  {
    no: 101,
    first: "Sandra",
    last: "Ashdown",
    role: "DIR",
    br: "NOT",
    team: null,
    rpt: 100,
    start: "2011-04-04",
    end: null,
  },
  {
    no: 110,
    first: "Paul",
    last: "Greasley",
    role: "IM",
    br: "NOT",
    team: null,
    rpt: 100,
    start: "2014-02-03",
    end: null,
  },
  {
    no: 120,
    first: "Lisa",
    last: "Marriott",
    role: "BM",
    br: "NOT",
    team: null,
    rpt: 100,
    start: "2016-05-09",
    end: null,
  },
  {
    no: 121,
    first: "Jason",
    last: "Tumilty",
    role: "BM",
    br: "DER",
    team: null,
    rpt: 100,
    start: "2015-09-01",
    end: null,
  },
  {
    no: 122,
    first: "Priya",
    last: "Chauhan",
    role: "BM",
    br: "LEI",
    team: null,
    rpt: 100,
    start: "2019-01-14",
    end: null,
  },
  {
    no: 123,
    first: "Neil",
    last: "Sisson",
    role: "BM",
    br: "GRA",
    team: null,
    rpt: 100,
    start: "2020-06-01",
    end: "2024-10-31",
  },
  {
    no: 124,
    first: "Carl",
    last: "Hopewell",
    role: "BM",
    br: "MNS",
    team: null,
    rpt: 100,
    start: "2025-02-17",
    end: null,
  },
  {
    no: 130,
    first: "Dean",
    last: "Whitworth",
    role: "SUR",
    br: "NOT",
    team: null,
    rpt: 120,
    start: "2017-03-06",
    end: null,
    skill: 0.46,
  },
  {
    no: 131,
    first: "Rebecca",
    last: "Oldknow",
    role: "SUR",
    br: "NOT",
    team: null,
    rpt: 120,
    start: "2021-08-02",
    end: null,
    skill: 0.4,
  },
  {
    no: 132,
    first: "Tom",
    last: "Brierley",
    role: "SUR",
    br: "NOT",
    team: null,
    rpt: 120,
    start: "2022-01-10",
    end: "2025-06-27",
    skill: 0.33,
  },
  {
    no: 133,
    first: "Jade",
    last: "Fairholm",
    role: "SUR",
    br: "NOT",
    team: null,
    rpt: 120,
    start: "2025-06-16",
    end: null,
    skill: 0.37,
  },
  {
    no: 134,
    first: "Craig",
    last: "Boden",
    role: "SUR",
    br: "DER",
    team: null,
    rpt: 121,
    start: "2016-02-01",
    end: null,
    skill: 0.43,
  },
  {
    no: 135,
    first: "Amrit",
    last: "Sandhu",
    role: "SUR",
    br: "DER",
    team: null,
    rpt: 121,
    start: "2020-10-05",
    end: null,
    skill: 0.39,
  },
  {
    no: 136,
    first: "Vicky",
    last: "Lowe",
    role: "SUR",
    br: "DER",
    team: null,
    rpt: 121,
    start: "2024-05-13",
    end: null,
    skill: 0.35,
  },
  {
    no: 137,
    first: "Steve",
    last: "Fretwell",
    role: "SUR",
    br: "DER",
    team: null,
    rpt: 121,
    start: "2015-09-01",
    end: "2024-04-30",
    skill: 0.4,
  },
  {
    no: 138,
    first: "Imran",
    last: "Patel",
    role: "SUR",
    br: "LEI",
    team: null,
    rpt: 122,
    start: "2019-02-04",
    end: null,
    skill: 0.44,
  },
  {
    no: 139,
    first: "Kelly",
    last: "Bramley",
    role: "SUR",
    br: "LEI",
    team: null,
    rpt: 122,
    start: "2022-09-12",
    end: null,
    skill: 0.38,
  },
  {
    no: 140,
    first: "Gareth",
    last: "Noon",
    role: "SUR",
    br: "LEI",
    team: null,
    rpt: 122,
    start: "2023-04-03",
    end: "2026-03-31",
    skill: 0.31,
  },
  {
    no: 141,
    first: "Sophie",
    last: "Kaur",
    role: "SUR",
    br: "LEI",
    team: null,
    rpt: 122,
    start: "2026-04-13",
    end: null,
    skill: 0.36,
  },
  {
    no: 142,
    first: "Mick",
    last: "Pacey",
    role: "SUR",
    br: "NOT",
    team: null,
    rpt: 120,
    start: "2020-06-01",
    end: null,
    prevBr: ["GRA", GRA_CLOSE],
    skill: 0.41,
  },
  {
    no: 143,
    first: "Ryan",
    last: "Clowes",
    role: "SUR",
    br: "MNS",
    team: null,
    rpt: 124,
    start: "2025-03-03",
    end: null,
    skill: 0.38,
  },
  {
    no: 144,
    first: "Hayley",
    last: "Birkin",
    role: "SUR",
    br: "MNS",
    team: null,
    rpt: 124,
    start: "2026-11-02",
    end: null,
    skill: 0.3,
  },
  {
    no: 150,
    first: "Julie",
    last: "Spencer",
    role: "ADM",
    br: "NOT",
    team: null,
    rpt: 120,
    start: "2012-08-20",
    end: null,
  },
  {
    no: 151,
    first: "Karen",
    last: "Bexon",
    role: "ADM",
    br: "DER",
    team: null,
    rpt: 121,
    start: "2017-01-09",
    end: null,
  },
  {
    no: 152,
    first: "Nisha",
    last: "Mistry",
    role: "ADM",
    br: "LEI",
    team: null,
    rpt: 122,
    start: "2018-03-05",
    end: null,
  },
  {
    no: 153,
    first: "Donna",
    last: "Pickering",
    role: "ADM",
    br: "MNS",
    team: null,
    rpt: 124,
    start: "2025-03-03",
    end: null,
  },
  {
    no: 154,
    first: "Gemma",
    last: "Hardy",
    role: "ADM",
    br: "NOT",
    team: null,
    rpt: 120,
    start: "2023-02-13",
    end: "2025-08-29",
  },
  {
    no: 155,
    first: "Rachel",
    last: "Tansley",
    role: "ADM",
    br: "NOT",
    team: null,
    rpt: 120,
    start: "2025-09-01",
    end: null,
  },
  {
    no: 160,
    first: "Kieran",
    last: "Doughty",
    role: "LF",
    br: "NOT",
    team: "T1",
    rpt: 110,
    start: "2014-03-03",
    end: null,
    skill: 0.09,
  },
  {
    no: 161,
    first: "Lee",
    last: "Straw",
    role: "LF",
    br: "NOT",
    team: "T2",
    rpt: 110,
    start: "2018-07-02",
    end: null,
    skill: 0.1,
  },
  {
    no: 162,
    first: "Shaun",
    last: "Bestwick",
    role: "LF",
    br: "DER",
    team: "T3",
    rpt: 110,
    start: "2016-01-11",
    end: null,
    skill: 0.08,
  },
  {
    no: 163,
    first: "Wayne",
    last: "Ottewell",
    role: "LF",
    br: "DER",
    team: "T4",
    rpt: 110,
    start: "2019-05-07",
    end: null,
    skill: 0.11,
  },
  {
    no: 164,
    first: "Darren",
    last: "Gamble",
    role: "LF",
    br: "LEI",
    team: "T5",
    rpt: 110,
    start: "2018-04-09",
    end: null,
    skill: 0.21,
  },
  {
    no: 165,
    first: "Ashley",
    last: "Wragg",
    role: "LF",
    br: "LEI",
    team: "T6",
    rpt: 110,
    start: "2021-02-01",
    end: null,
    skill: 0.1,
  },
  {
    no: 166,
    first: "Ian",
    last: "Scothern",
    role: "LF",
    br: "GRA",
    team: "T7",
    rpt: 110,
    start: "2020-06-01",
    end: "2025-01-31",
    skill: 0.12,
  },
  {
    no: 167,
    first: "Marcus",
    last: "Revill",
    role: "LF",
    br: "MNS",
    team: "T8",
    rpt: 110,
    start: "2025-03-03",
    end: null,
    skill: 0.12,
  },
  {
    no: 168,
    first: "Callum",
    last: "Pawlett",
    role: "LF",
    br: "NOT",
    team: "T7",
    rpt: 110,
    start: "2025-02-03",
    end: null,
    skill: 0.14,
  },
  {
    no: 170,
    first: "Jordan",
    last: "Spowage",
    role: "FIT",
    br: "NOT",
    team: "T1",
    rpt: 160,
    start: "2019-09-02",
    end: null,
  },
  {
    no: 171,
    first: "Ben",
    last: "Hallam",
    role: "FIT",
    br: "NOT",
    team: "T2",
    rpt: 161,
    start: "2020-03-02",
    end: null,
  },
  {
    no: 172,
    first: "Rhys",
    last: "Cockayne",
    role: "FIT",
    br: "DER",
    team: "T3",
    rpt: 162,
    start: "2018-06-04",
    end: null,
  },
  {
    no: 173,
    first: "Mason",
    last: "Eyre",
    role: "FIT",
    br: "DER",
    team: "T4",
    rpt: 163,
    start: "2022-04-19",
    end: null,
  },
  {
    no: 174,
    first: "Tyler",
    last: "Bostock",
    role: "FIT",
    br: "LEI",
    team: "T5",
    rpt: 164,
    start: "2023-01-09",
    end: null,
  },
  {
    no: 175,
    first: "Connor",
    last: "Raynor",
    role: "FIT",
    br: "LEI",
    team: "T6",
    rpt: 165,
    start: "2021-02-01",
    end: null,
  },
  {
    no: 176,
    first: "Josh",
    last: "Haslam",
    role: "FIT",
    br: "GRA",
    team: "T7",
    rpt: 166,
    start: "2020-06-01",
    end: "2024-12-20",
  },
  {
    no: 177,
    first: "Liam",
    last: "Tideswell",
    role: "FIT",
    br: "MNS",
    team: "T8",
    rpt: 167,
    start: "2025-03-03",
    end: null,
  },
  {
    no: 178,
    first: "Ethan",
    last: "Moult",
    role: "FIT",
    br: "NOT",
    team: "T1",
    rpt: 160,
    start: "2025-09-01",
    end: null,
  },
  {
    no: 179,
    first: "Aaron",
    last: "Sketchley",
    role: "FIT",
    br: "DER",
    team: "T3",
    rpt: 162,
    start: "2023-06-05",
    end: "2026-07-31",
  },
  {
    no: 180,
    first: "Kyle",
    last: "Widdowson",
    role: "FIT",
    br: "NOT",
    team: "T7",
    rpt: 168,
    start: "2025-02-03",
    end: null,
  },
  {
    no: 185,
    first: "Phil",
    last: "Daykin",
    role: "SVC",
    br: "NOT",
    team: null,
    rpt: 110,
    start: "2017-10-02",
    end: null,
  },
  {
    no: 186,
    first: "Stuart",
    last: "Orgill",
    role: "SVC",
    br: "DER",
    team: null,
    rpt: 110,
    start: "2022-05-03",
    end: null,
  },
];
const active = (s: Staff, d: string): boolean =>
  s.start <= d && (s.end === null || s.end >= d);
const branchOn = (s: Staff, d: string): string =>
  s.prevBr && d <= s.prevBr[1] ? s.prevBr[0] : s.br;
const surveyorsFor = (br: string, d: string): Staff[] =>
  STAFF.filter(
    (s) => s.role === "SUR" && active(s, d) && branchOn(s, d) === br,
  );
const LEAD_FITTERS_BY_BRANCH: Record<string, number[]> = {
  NOT: [160, 161, 168],
  DER: [162, 163],
  LEI: [164, 165],
  GRA: [166],
  MNS: [167],
};
const staffByNo = new Map(STAFF.map((s) => [s.no, s]));
const leadFitterFor = (br: string, d: string): number => {
  let list = LEAD_FITTERS_BY_BRANCH[br]!.map((n) => staffByNo.get(n)!).filter(
    (s) => active(s, d),
  );
  if (br === "NOT" && d <= "2025-01-31")
    list = list.concat([staffByNo.get(166)!].filter((s) => active(s, d)));
  if (list.length === 0)
    list = STAFF.filter((s) => s.role === "LF" && active(s, d));
  return r.pick(list).no;
};

// ------------------------------------------------------------------ customers
const FIRST = [
  "David",
  "Susan",
  "Andrew",
  "Karen",
  "Mark",
  "Julie",
  "Paul",
  "Helen",
  "Stephen",
  "Tracey",
  "Ian",
  "Joanne",
  "Gary",
  "Nicola",
  "Richard",
  "Sarah",
  "Peter",
  "Amanda",
  "Christopher",
  "Claire",
  "Michael",
  "Lynn",
  "John",
  "Deborah",
  "Robert",
  "Angela",
  "Simon",
  "Carol",
  "Anthony",
  "Janet",
  "Kevin",
  "Alison",
  "Graham",
  "Emma",
  "Philip",
  "Michelle",
  "Nigel",
  "Rachel",
  "Colin",
  "Louise",
  "Trevor",
  "Sharon",
  "Barry",
  "Gillian",
  "Keith",
  "Wendy",
  "Adrian",
  "Maxine",
  "Rajesh",
  "Sunita",
  "Mohammed",
  "Aisha",
  "Daniel",
  "Laura",
  "James",
  "Hannah",
  "Matthew",
  "Gemma",
  "Stuart",
  "Kirsty",
  "Derek",
  "Pauline",
  "Roger",
  "Beverley",
  "Alan",
  "Denise",
  "Vijay",
  "Harpreet",
  "Tony",
  "Jacqueline",
];
const LAST_NAMES = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Johnson",
  "Walker",
  "Wright",
  "Robinson",
  "Thompson",
  "White",
  "Hughes",
  "Edwards",
  "Green",
  "Hall",
  "Wood",
  "Harris",
  "Lewis",
  "Martin",
  "Jackson",
  "Clarke",
  "Clark",
  "Turner",
  "Hill",
  "Scott",
  "Cooper",
  "Morris",
  "Ward",
  "Moore",
  "King",
  "Watson",
  "Baker",
  "Harrison",
  "Morgan",
  "Patel",
  "Young",
  "Allen",
  "Mitchell",
  "James",
  "Anderson",
  "Phillips",
  "Lee",
  "Bell",
  "Parker",
  "Davies",
  "Bennett",
  "Shaw",
  "Cook",
  "Richardson",
  "Bailey",
  "Chapman",
  "Webb",
  "Rogers",
  "Gray",
  "Mason",
  "Bradley",
  "Marshall",
  "Pearson",
  "Holmes",
  "Mills",
  "Fox",
  "Hunt",
  "Gibson",
  "Kelly",
  "Barker",
  "Dixon",
  "Lowe",
  "Hardy",
  "Oakley",
  "Bagshaw",
  "Sharpe",
  "Wragg",
  "Bostock",
  "Widdowson",
  "Needham",
  "Brammer",
  "Millward",
  "Redfern",
  "Mistry",
  "Gill",
  "Sandhu",
  "Kaur",
  "Hussain",
  "Ahmed",
  "Booth",
  "Slater",
  "Wheeldon",
  "Cresswell",
  "Towle",
  "Fearn",
];
const STREETS = [
  "Church Street",
  "Park Road",
  "Station Road",
  "Victoria Road",
  "Queens Road",
  "Main Street",
  "Mill Lane",
  "The Crescent",
  "Manor Road",
  "Chestnut Avenue",
  "Grange Road",
  "Highfield Road",
  "Windsor Close",
  "Oak Drive",
  "Meadow Lane",
  "Springfield Avenue",
  "Beech Grove",
  "Kingsway",
  "Holly Close",
  "Derby Road",
  "Nottingham Road",
  "Leicester Road",
  "Ashby Road",
  "Moor Lane",
  "Rectory Road",
  "Brookside",
  "Orchard Close",
  "Forest Road",
  "Hawthorn Way",
  "Belvoir Road",
];
type Cust = {
  no: number;
  title: string;
  first: string;
  last: string;
  addr: string;
  town: string;
  pcode: string;
  mobile: string;
  prop: string;
  built: number | null;
  src: string;
  enq: string;
  home: string;
};
const newName = uniqueNames(r, FIRST, LAST_NAMES);
const FEMALE = new Set([
  "Susan",
  "Karen",
  "Julie",
  "Helen",
  "Tracey",
  "Joanne",
  "Nicola",
  "Sarah",
  "Amanda",
  "Claire",
  "Lynn",
  "Deborah",
  "Angela",
  "Carol",
  "Janet",
  "Alison",
  "Emma",
  "Michelle",
  "Rachel",
  "Louise",
  "Sharon",
  "Gillian",
  "Wendy",
  "Maxine",
  "Sunita",
  "Aisha",
  "Laura",
  "Hannah",
  "Gemma",
  "Kirsty",
  "Pauline",
  "Beverley",
  "Denise",
  "Harpreet",
  "Jacqueline",
]);
const areasFor = (br: string, d: string): Area[] =>
  AREAS.filter((a) => servingBranch(a.home, d) === br);

// ------------------------------------------------------------------ products
type LineSpec = {
  cat: string;
  descr: string;
  mat: string | null;
  col: string | null;
  glz: string | null;
  qty: number;
  unit: number;
};
const WIN_COLS: [string, number][] = [
  ["White", 60],
  ["Anthracite Grey", 20],
  ["Black", 6],
  ["Rosewood", 5],
  ["Golden Oak", 4],
  ["Cream", 3],
  ["Chartwell Green", 2],
];
const CDOR_COLS: [string, number][] = [
  ["Anthracite Grey", 30],
  ["Black", 17],
  ["Chartwell Green", 11],
  ["French Navy", 10],
  ["Red", 8],
  ["White", 8],
  ["Rosewood", 7],
  ["Cream", 5],
  ["Duck Egg Blue", 4],
];
const price = (lo: number, hi: number): number => roundTo(r.int(lo, hi), 500);
const tgShare = (d: string): number =>
  d < "2025-01-01" ? 0.1 : d < "2026-01-01" ? 0.16 : 0.24;

const windowLines = (d: string, n: number): LineSpec[] => {
  const col = r.weighted(WIN_COLS);
  const glz = r.chance(tgShare(d)) ? "TG" : "DG";
  const alu = r.chance(0.07);
  const out: LineSpec[] = [];
  let left = n;
  if (alu) {
    return [
      {
        cat: "WIN",
        descr: "Aluminium casement window",
        mat: "ALU",
        col: col === "White" ? "Anthracite Grey" : col,
        glz,
        qty: n,
        unit: price(105000, 150000),
      },
    ];
  }
  if (r.chance(0.18) && left > 1) {
    const k = r.int(1, Math.min(3, left - 1));
    out.push({
      cat: "WIN",
      descr: r.chance(0.6)
        ? "Vertical sliding sash window"
        : "Flush casement window",
      mat: r.chance(0.08) ? "TIM" : "UPVC",
      col,
      glz,
      qty: k,
      unit: price(110000, 165000),
    });
    left -= k;
  }
  if (r.chance(0.2) && left > 1) {
    const k = r.int(1, Math.min(2, left - 1));
    out.push({
      cat: "WIN",
      descr: "Tilt and turn window",
      mat: "UPVC",
      col,
      glz,
      qty: k,
      unit: price(78000, 110000),
    });
    left -= k;
  }
  out.push({
    cat: "WIN",
    descr: "Casement window",
    mat: "UPVC",
    col,
    glz,
    qty: left,
    unit: price(52000, 92000),
  });
  return out;
};
const cdorLine = (): LineSpec => {
  const stable = r.chance(0.12);
  return {
    cat: "CDOR",
    descr: stable ? "Composite stable door" : "Composite front door",
    mat: "UPVC",
    col: r.weighted(CDOR_COLS),
    glz: r.chance(0.1) ? "TG" : "DG",
    qty: 1,
    unit: stable ? price(185000, 245000) : price(140000, 225000),
  };
};
const doorLine = (): LineSpec => {
  const french = r.chance(0.4);
  return {
    cat: "DOOR",
    descr: french ? "uPVC French doors" : "uPVC back door",
    mat: "UPVC",
    col: r.weighted(WIN_COLS),
    glz: "DG",
    qty: 1,
    unit: french ? price(160000, 225000) : price(95000, 140000),
  };
};
const patLine = (): LineSpec => ({
  cat: "PAT",
  descr: "uPVC patio sliding door",
  mat: "UPVC",
  col: r.weighted(WIN_COLS),
  glz: "DG",
  qty: 1,
  unit: price(185000, 285000),
});
const bifLine = (): LineSpec => ({
  cat: "BIF",
  descr: r.chance(0.7)
    ? "Aluminium bifold door (3 pane)"
    : "Aluminium bifold door (4 pane)",
  mat: "ALU",
  col: r.weighted([
    ["Anthracite Grey", 60],
    ["Black", 25],
    ["White", 15],
  ]),
  glz: r.chance(0.15) ? "TG" : "DG",
  qty: 1,
  unit: price(450000, 860000),
});
const consLine = (): LineSpec => {
  const t = r.weighted([
    ["Lean-to conservatory", 30],
    ["Edwardian conservatory", 30],
    ["Victorian conservatory", 20],
    ["Tiled conservatory roof replacement", 20],
  ]);
  const p: Record<string, [number, number]> = {
    "Lean-to conservatory": [1200000, 1850000],
    "Edwardian conservatory": [1650000, 2650000],
    "Victorian conservatory": [1800000, 2900000],
    "Tiled conservatory roof replacement": [880000, 1500000],
  };
  const [lo, hi] = p[t]!;
  return {
    cat: "CONS",
    descr: t,
    mat: "UPVC",
    col: r.chance(0.8) ? "White" : "Anthracite Grey",
    glz: "DG",
    qty: 1,
    unit: price(lo, hi),
  };
};
const roofLine = (): LineSpec => ({
  cat: "ROOF",
  descr: "Fascias, soffits and guttering (per metre)",
  mat: null,
  col: r.chance(0.75)
    ? "White"
    : r.pick(["Black", "Anthracite Grey", "Rosewood"]),
  glz: null,
  qty: r.int(14, 48),
  unit: roundTo(r.int(6000, 8800), 100),
});
const projectLines = (d: string): LineSpec[] => {
  const kind = r.weighted([
    ["WIN", 40],
    ["WIND", 15],
    ["CDOR", 16],
    ["DOOR", 5],
    ["BIF", 7],
    ["PAT", 4],
    ["CONS", 7],
    ["ROOF", 6],
  ]);
  switch (kind) {
    case "WIN": {
      const out = windowLines(d, r.int(2, 12));
      if (r.chance(0.12)) out.push(roofLine());
      return out;
    }
    case "WIND": {
      const out = windowLines(d, r.int(3, 10));
      out.push(cdorLine());
      if (r.chance(0.3)) out.push(r.chance(0.5) ? doorLine() : patLine());
      return out;
    }
    case "CDOR": {
      const out = [cdorLine()];
      if (r.chance(0.2)) out.push(cdorLine());
      return out;
    }
    case "DOOR":
      return [doorLine()];
    case "BIF": {
      const out = [bifLine()];
      if (r.chance(0.25)) out.push(...windowLines(d, r.int(1, 3)));
      return out;
    }
    case "PAT":
      return [patLine()];
    case "CONS": {
      const out = [consLine()];
      if (r.chance(0.2)) out.push(r.chance(0.5) ? bifLine() : patLine());
      return out;
    }
    default:
      return [roofLine()];
  }
};
// merge lines with the same product, colour and glazing
const mergeLines = (lines: LineSpec[]): LineSpec[] => {
  const out: LineSpec[] = [];
  for (const l of lines) {
    const same = out.find(
      (o) =>
        o.cat === l.cat &&
        o.descr === l.descr &&
        o.col === l.col &&
        o.glz === l.glz &&
        o.mat === l.mat &&
        o.unit === l.unit,
    );
    if (same) same.qty += l.qty;
    else out.push({ ...l });
  }
  return out;
};

// ------------------------------------------------------------------ simulation objects
type Survey = {
  no: number;
  cust: Cust;
  br: string;
  sur: number;
  booked: string;
  appt: string;
  slot: string;
  stat: string;
  rebookOf: Survey | null;
};
type Quote = {
  no: number;
  svy: Survey;
  rep: number;
  iss: string;
  valid: string;
  lines: LineSpec[];
  list: number;
  disc: number;
  tot: number;
  stat: string;
  revOf: Quote | null;
  acc: string | null;
  decRsn: string | null;
};
type Job = {
  no: number;
  quote: Quote;
  cust: Cust;
  br: string;
  sold: string;
  contract: number;
  dep: number;
  payMth: string;
  stat: string;
  cnx: string | null;
  fit: string | null;
  fitDays: number | null;
  fitted: string | null;
  lf: number | null;
  signoff: string | null;
};
type Po = {
  no: number;
  job: Job;
  supp: string;
  ord: string;
  prom: string | null;
  dlv: string | null;
  nFrames: number | null;
  net: number;
  stat: string;
  rmk: boolean;
  rem: Remedial | null;
};
type Deal = {
  no: number;
  job: Job;
  lender: string;
  plan: string;
  term: number;
  apr: number;
  adv: number;
  subsidy: number;
  prop: string;
  dec: string | null;
  payout: string | null;
  stat: string;
};
type Pmt = {
  no: number;
  job: Job;
  dt: string;
  typ: string;
  amt: number;
  mth: string;
};
type Remedial = {
  no: number;
  job: Job;
  rpt: string;
  fault: string;
  eng: number | null;
  visit: string | null;
  closed: string | null;
  stat: string;
  chg: number;
};
type Cert = {
  no: string;
  job: Job;
  notif: string;
  ref: string;
  iss: string | null;
  nWin: number;
  nDoor: number;
  fee: number;
};

const SUPP_NM: Record<string, string> = {
  EMW: "East Midlands Window Systems",
  DCD: "Doorcraft Direct",
  ALB: "Albion Aluminium",
  VNT: "Vantage Conservatory Roofs",
  MRS: "Midland Roofline Supplies",
};
const suppFor = (l: LineSpec): string => {
  if (l.cat === "CDOR") return "DCD";
  if (l.cat === "BIF" || l.mat === "ALU") return "ALB";
  if (l.cat === "CONS") return "VNT";
  if (l.cat === "ROOF") return "MRS";
  return "EMW";
};
const LEAD: Record<string, [number, number]> = {
  EMW: [8, 12],
  DCD: [18, 26],
  ALB: [22, 32],
  VNT: [15, 22],
  MRS: [3, 6],
};
const LATE_P: Record<string, number> = {
  EMW: 0.14,
  DCD: 0.22,
  ALB: 0.38,
  VNT: 0.2,
  MRS: 0.05,
};
const COST_SHARE: Record<string, number> = {
  EMW: 0.3,
  DCD: 0.36,
  ALB: 0.4,
  VNT: 0.34,
  MRS: 0.22,
};

const customers: Cust[] = [];
const surveys: Survey[] = [];
const quotes: Quote[] = [];
const jobs: Job[] = [];
const pos: Po[] = [];
const deals: Deal[] = [];
const pmts: Pmt[] = [];
const remedials: Remedial[] = [];
const certs: Cert[] = [];

const season: Record<string, number> = {
  "01": 1.1,
  "02": 1.0,
  "03": 1.15,
  "04": 1.1,
  "05": 1.0,
  "06": 0.9,
  "07": 0.85,
  "08": 0.8,
  "09": 1.1,
  "10": 1.15,
  "11": 1.0,
  "12": 0.55,
};
const NS_W: Record<string, number> = {
  NOT: 6,
  DER: 5,
  LEI: 11,
  GRA: 6,
  MNS: 7,
};

const makeSurvey = (
  cust: Cust,
  br: string,
  booked: string,
  appt: string,
  sur: number,
  rebookOf: Survey | null,
): Survey => {
  const s: Survey = {
    no: 0,
    cust,
    br,
    sur,
    booked,
    appt,
    slot: r.weighted([
      ["AM", 45],
      ["PM", 40],
      ["EVE", 15],
    ]),
    stat: "BKD",
    rebookOf,
  };
  if (appt <= LAST) {
    s.stat = r.weighted([
      ["ATT", 86],
      ["NS", NS_W[br]!],
      ["CNX", 8],
    ]);
  }
  surveys.push(s);
  return s;
};

// ------------------------------------------------------------------ leads and surveys
let custNo = 10_000;
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isSvyDay(d)) continue;
  const yr = Number(d.slice(0, 4));
  const growth = yr === 2024 ? 1 : yr === 2025 ? 1.06 : 1.12;
  for (const b of BRANCHES) {
    if (d < b.open || (b.close !== null && d > b.close)) continue;
    const n = r.poisson(
      b.rate * season[d.slice(5, 7)]! * growth * (dayOfWeek(d) === 6 ? 0.6 : 1),
    );
    for (let i = 0; i < n; i++) {
      const sur = surveyorsFor(b.cd, d);
      if (sur.length === 0) continue;
      let cust: Cust;
      const prior = customers.filter(
        (c) => servingBranch(c.home, d) === b.cd && c.enq < addDays(d, -200),
      );
      if (prior.length > 50 && r.chance(0.04)) {
        cust = r.pick(prior);
      } else {
        const area = r.weighted(
          areasFor(b.cd, d).map((a) => [a, a.w] as const),
        );
        const [first, last] = newName();
        const prop = r.weighted([
          ["SEMI", 38],
          ["DET", 27],
          ["TER", 18],
          ["BUNG", 13],
          ["FLAT", 4],
        ]);
        const builtRange: Record<string, [number, number]> = {
          SEMI: [1925, 2005],
          DET: [1950, 2018],
          TER: [1890, 1975],
          BUNG: [1955, 1995],
          FLAT: [1960, 2010],
        };
        const [bl, bh] = builtRange[prop]!;
        const pc = r.pick(area.pcs);
        cust = {
          no: ++custNo,
          title: FEMALE.has(first)
            ? r.weighted([
                ["Mrs", 60],
                ["Ms", 25],
                ["Miss", 15],
              ])
            : r.chance(0.97)
              ? "Mr"
              : "Dr",
          first,
          last,
          addr: `${r.int(1, 180)} ${r.pick(STREETS)}`,
          town: area.town,
          pcode: `${pc} ${r.int(1, 9)}${r.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}${r.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}`,
          mobile: `07${r.int(100, 999)} ${pad(r.int(0, 999999), 6)}`,
          prop,
          built: r.chance(0.62) ? roundTo(r.int(bl, bh), 1) : null,
          src:
            b.cd === "MNS" && d < "2025-06-01"
              ? r.weighted([
                  ["WEB", 30],
                  ["SHW", 15],
                  ["REF", 10],
                  ["LFT", 35],
                  ["DIR", 10],
                ])
              : r.weighted([
                  ["WEB", 42],
                  ["SHW", 12],
                  ["REF", 17],
                  ["LFT", 14],
                  ["DIR", 15],
                ]),
          enq: d,
          home: area.home,
        };
        customers.push(cust);
      }
      const appt = nextSvy(addDays(d, r.int(1, 12)));
      const surveyor = surveyorsFor(b.cd, appt);
      const s = makeSurvey(
        cust,
        b.cd,
        d,
        appt,
        (surveyor.length ? r.pick(surveyor) : r.pick(sur)).no,
        null,
      );
      if (s.stat === "NS" && r.chance(0.5)) {
        const re = nextSvy(addDays(appt, r.int(3, 10)));
        const still = surveyorsFor(b.cd, re);
        const s2 =
          still.some((x) => x.no === s.sur) || still.length === 0
            ? s.sur
            : r.pick(still).no;
        makeSurvey(cust, b.cd, appt, re, s2, s);
      }
    }
  }
}

// ------------------------------------------------------------------ quotes
const decide = (q: Quote, pAcc: number, allowRev: boolean): void => {
  const roll = r.next();
  const pRev = allowRev ? 0.12 : 0;
  if (roll < pAcc) {
    const acc = r.chance(0.35) ? q.iss : addDays(q.iss, r.int(1, 25));
    if (acc <= LAST) {
      q.stat = "ACC";
      q.acc = acc;
    } else q.stat = "OPN";
  } else if (roll < pAcc + pRev) {
    const rev = addDays(q.iss, r.int(3, 20));
    if (rev > LAST) {
      q.stat = "OPN";
      return;
    }
    q.stat = "SUP";
    const extra = roundTo(q.list * r.float(0.03, 0.08, 3), 1000);
    const nq: Quote = {
      no: 0,
      svy: q.svy,
      rep: q.rep,
      iss: rev,
      valid: addDays(rev, 30),
      lines: q.lines,
      list: q.list,
      disc: q.disc + extra,
      tot: q.tot - extra,
      stat: "OPN",
      revOf: q,
      acc: null,
      decRsn: null,
    };
    quotes.push(nq);
    decide(nq, 0.55, false);
  } else if (roll < pAcc + pRev + 0.27) {
    const dd = addDays(q.iss, r.int(2, 28));
    if (dd > LAST) q.stat = "OPN";
    else {
      q.stat = "DEC";
      q.decRsn = r.weighted([
        ["PRICE", 45],
        ["COMP", 25],
        ["POSTP", 20],
        ["OTH", 10],
      ]);
    }
  } else {
    q.stat = q.valid <= LAST ? "EXP" : "OPN";
  }
};

for (const s of surveys) {
  if (s.stat !== "ATT" || !r.chance(0.94)) continue;
  const iss = r.chance(0.6) ? s.appt : addDays(s.appt, r.int(1, 4));
  if (iss > LAST) continue;
  const lines = mergeLines(projectLines(iss));
  const list = lines.reduce((a, l) => a + l.qty * l.unit, 0);
  const disc = r.chance(0.3) ? 0 : roundTo(list * r.float(0.03, 0.15, 3), 1000);
  const q: Quote = {
    no: 0,
    svy: s,
    rep: s.sur,
    iss,
    valid: addDays(iss, 30),
    lines,
    list,
    disc,
    tot: list - disc,
    stat: "OPN",
    revOf: null,
    acc: null,
    decRsn: null,
  };
  quotes.push(q);
  const sk = staffByNo.get(s.sur)!.skill ?? 0.38;
  decide(q, sk * (iss.slice(5, 7) === "12" ? 0.8 : 1), true);
}

// ------------------------------------------------------------------ jobs, finance, POs, fits, payments
const LENDERS_EARLY = ["Novuna Personal Finance", "Ikano Bank"];
const LENDERS_LATE = ["V12 Retail Finance", "Ikano Bank"];
const PLAN: Record<string, { term: number; apr: number; sub: number }> = {
  IFC12: { term: 12, apr: 0, sub: 0.075 },
  BNPL12: { term: 60, apr: 19.9, sub: 0.04 },
  APR60: { term: 60, apr: 9.9, sub: 0 },
  APR120: { term: 120, apr: 11.9, sub: 0 },
};

for (const q of quotes) {
  if (q.stat !== "ACC" || q.acc === null) continue;
  const cust = q.svy.cust;
  const job: Job = {
    no: 0,
    quote: q,
    cust,
    br: q.svy.br,
    sold: q.acc,
    contract: q.tot,
    dep: 0,
    payMth: r.chance(q.tot > 800000 ? 0.42 : 0.24) ? "FIN" : "CSH",
    stat: "ORD",
    cnx: null,
    fit: null,
    fitDays: null,
    fitted: null,
    lf: null,
    signoff: null,
  };
  jobs.push(job);
  const pct =
    job.payMth === "FIN"
      ? r.pick([0.1, 0.1, 0.15, 0.2])
      : r.pick([0.1, 0.15, 0.2, 0.25, 0.25]);
  job.dep = roundTo(job.contract * pct, 1000);
  pmts.push({
    no: 0,
    job,
    dt: job.sold,
    typ: "DEP",
    amt: job.dep,
    mth: r.chance(0.85) ? "CARD" : "BACS",
  });

  // finance proposals
  let approved: Deal | null = null;
  let cancelled = false;
  if (job.payMth === "FIN") {
    const plan = r.weighted([
      ["IFC12", 40],
      ["BNPL12", 18],
      ["APR60", 27],
      ["APR120", 15],
    ]);
    const lenders = job.sold < "2025-07-01" ? LENDERS_EARLY : LENDERS_LATE;
    const adv = job.contract - job.dep;
    for (let attempt = 0; attempt < 2; attempt++) {
      const prop = attempt === 0 ? job.sold : addDays(job.sold, r.int(0, 2));
      const dec = addDays(prop, r.int(0, 2));
      const p = PLAN[plan]!;
      const deal: Deal = {
        no: 0,
        job,
        lender: lenders[attempt]!,
        plan,
        term: p.term,
        apr: p.apr,
        adv,
        subsidy: Math.round(adv * p.sub),
        prop,
        dec: null,
        payout: null,
        stat: "PRP",
      };
      deals.push(deal);
      if (dec > LAST) break;
      deal.dec = dec;
      const ok = r.chance(attempt === 0 ? 0.8 : 0.6);
      deal.stat = ok ? "APR" : "DEC";
      if (ok) {
        approved = deal;
        break;
      }
      if (attempt === 1) {
        if (r.chance(0.5)) job.payMth = "CSH";
        else cancelled = true;
      }
    }
  }
  // cooling-off cancellations
  if (cancelled || r.chance(0.035)) {
    const c = addDays(job.sold, r.int(1, 13));
    if (c <= LAST) {
      job.stat = "CNX";
      job.cnx = c;
      for (const d of deals)
        if (d.job === job && (d.stat === "APR" || d.stat === "PRP"))
          d.stat = "CNX";
      const rf = addDays(c, r.int(1, 5));
      if (rf <= LAST)
        pmts.push({
          no: 0,
          job,
          dt: rf,
          typ: "REF",
          amt: -job.dep,
          mth: "CARD",
        });
      continue;
    }
  }
  // fabricator orders (after cooling-off and the check survey)
  const ord = nextWork(addDays(job.sold, r.int(14, 21)));
  if (ord > LAST) continue;
  const groups = new Map<string, LineSpec[]>();
  for (const l of q.lines)
    groups.set(suppFor(l), [...(groups.get(suppFor(l)) ?? []), l]);
  const jobPos: Po[] = [];
  for (const [supp, ls] of groups) {
    const val = ls.reduce((a, l) => a + l.qty * l.unit, 0);
    const net = Math.round(
      (val / 1.2) * COST_SHARE[supp]! * r.float(0.9, 1.1, 3),
    );
    const frames =
      supp === "MRS"
        ? null
        : ls.reduce((a, l) => a + (l.cat === "ROOF" ? 0 : l.qty), 0);
    const ack = addWork(ord, r.int(1, 3));
    const [lo, hi] = LEAD[supp]!;
    const prom = addWork(ord, r.int(lo, hi));
    const late = r.chance(
      LATE_P[supp]! * (supp === "ALB" && ord >= "2026-01-01" ? 1.3 : 1),
    );
    const dlv = late
      ? addWork(prom, r.int(1, supp === "ALB" ? 12 : 7))
      : r.chance(0.15)
        ? addWork(addDays(prom, -3), 0)
        : prom;
    const po: Po = {
      no: 0,
      job,
      supp,
      ord,
      prom: ack <= LAST ? prom : null,
      dlv: dlv <= LAST && ack <= LAST ? dlv : null,
      nFrames: frames,
      net,
      stat: ack > LAST ? "PLC" : dlv > LAST ? "ACK" : "DLV",
      rmk: false,
      rem: null,
    };
    pos.push(po);
    jobPos.push(po);
  }
  // fit
  const allDlv = jobPos.every((p) => p.stat === "DLV");
  const allAck = jobPos.every((p) => p.stat !== "PLC");
  const frames = q.lines.reduce(
    (a, l) => a + (l.cat === "ROOF" ? 0 : l.qty),
    0,
  );
  const hasCons = q.lines.some((l) => l.cat === "CONS");
  const hasRoof = q.lines.some((l) => l.cat === "ROOF");
  job.fitDays =
    Math.max(1, Math.ceil(frames / 6)) +
    (hasCons ? r.int(3, 5) : 0) +
    (hasRoof ? 1 : 0);
  let fit: string | null = null;
  if (allDlv) {
    const lastDlv = jobPos
      .map((p) => p.dlv!)
      .sort()
      .at(-1)!;
    fit = addWork(lastDlv, r.int(2, 12));
  } else if (allAck) {
    const lastProm = jobPos
      .map((p) => p.prom!)
      .sort()
      .at(-1)!;
    const f = addWork(lastProm, r.int(3, 10));
    if (f > LAST) fit = f;
  }
  if (fit === null) {
    job.fitDays = null;
    continue;
  }
  job.fit = fit;
  job.lf = leadFitterFor(job.br, fit);
  const fitted = addWork(fit, job.fitDays - 1);
  if (fitted > LAST) continue;
  job.fitted = fitted;
  job.stat = "FIT";
  const so = r.chance(0.85) ? fitted : addDays(fitted, r.int(3, 21));
  if (so > LAST) continue;
  job.signoff = so;
  // balance
  if (job.payMth === "FIN" && approved) {
    const po = addWork(so, r.int(3, 8));
    if (po <= LAST) {
      approved.stat = "PD";
      approved.payout = po;
      pmts.push({
        no: 0,
        job,
        dt: po,
        typ: "FIN",
        amt: approved.adv,
        mth: "FIN",
      });
      job.stat = "CMP";
    }
  } else if (r.chance(0.97)) {
    const bd = addDays(
      so,
      r.weighted([
        [0, 30],
        [1, 15],
        [2, 10],
        [3, 10],
        [5, 10],
        [7, 10],
        [10, 8],
        [14, 7],
      ]),
    );
    if (bd <= LAST) {
      pmts.push({
        no: 0,
        job,
        dt: bd,
        typ: "BAL",
        amt: job.contract - job.dep,
        mth: r.weighted([
          ["BACS", 60],
          ["CARD", 34],
          ["CHQ", 6],
        ]),
      });
      job.stat = "CMP";
    }
  }
}

// ------------------------------------------------------------------ remedials (and remakes)
const SVC = STAFF.filter((s) => s.role === "SVC");
for (const job of jobs) {
  if (!job.fitted) continue;
  const lf = staffByNo.get(job.lf!)!;
  const p = (lf.skill ?? 0.1) * 2;
  let n = r.chance(p) ? (r.chance(0.15) ? 2 : 1) : 0;
  while (n-- > 0) {
    const rpt = addDays(
      job.fitted,
      r.chance(0.5) ? r.int(2, 30) : r.int(31, 330),
    );
    if (rpt > LAST) continue;
    const hasGlass = job.quote.lines.some((l) => l.cat !== "ROOF");
    const fault = hasGlass
      ? r.weighted([
          ["MIST", rpt >= "2026-01-01" ? 26 : 18],
          ["DRFT", 18],
          ["LEAK", 14],
          ["HDL", 20],
          [
            "DROP",
            job.quote.lines.some((l) => ["CDOR", "DOOR"].includes(l.cat))
              ? 14
              : 3,
          ],
          ["TRIM", 13],
        ])
      : r.weighted([
          ["LEAK", 60],
          ["TRIM", 40],
        ]);
    const rem: Remedial = {
      no: 0,
      job,
      rpt,
      fault,
      eng: null,
      visit: null,
      closed: null,
      stat: "OPN",
      chg: 0,
    };
    remedials.push(rem);
    const visit = addWork(addDays(rpt, 1), r.int(2, 24));
    if (addDays(rpt, 5) > LAST) continue; // just logged, no visit booked yet
    const svcOn = SVC.filter((s) => active(s, visit));
    rem.eng = r.chance(0.75) || !active(lf, visit) ? r.pick(svcOn).no : lf.no;
    rem.visit = visit;
    rem.stat = "BKD";
    if (visit > LAST) continue;
    if (r.chance(0.08)) {
      rem.stat = "NFF";
      rem.closed = visit;
      rem.chg = r.chance(0.7) ? 7500 : 0;
      continue;
    }
    if (fault === "MIST" || (fault === "HDL" && r.chance(0.25))) {
      const ord = nextWork(addDays(visit, 1));
      const ack = addWork(ord, 1);
      const prom = addWork(ord, r.int(8, 14));
      const dlv = r.chance(0.85) ? prom : addWork(prom, r.int(1, 5));
      const units =
        fault === "MIST"
          ? r.weighted([
              [1, 75],
              [2, 20],
              [3, 5],
            ])
          : 1;
      const po: Po = {
        no: 0,
        job,
        supp: "EMW",
        ord,
        prom: ack <= LAST ? prom : null,
        dlv: ack <= LAST && dlv <= LAST ? dlv : null,
        nFrames: units,
        net: units * roundTo(r.int(4500, 14500), 50),
        stat: ack > LAST ? "PLC" : dlv > LAST ? "ACK" : "DLV",
        rmk: true,
        rem,
      };
      if (ord > LAST) {
        rem.stat = "AWP";
        continue;
      }
      pos.push(po);
      if (po.stat !== "DLV") {
        rem.stat = "AWP";
        continue;
      }
      const fix = addWork(dlv, r.int(2, 8));
      if (fix > LAST) {
        rem.stat = "AWP";
        continue;
      }
      rem.stat = "FXD";
      rem.closed = fix;
    } else {
      rem.stat = "FXD";
      rem.closed = visit;
    }
  }
}

// ------------------------------------------------------------------ FENSA notifications
const NOTIFIABLE = new Set(["WIN", "DOOR", "CDOR", "PAT", "BIF"]);
for (const job of jobs) {
  if (!job.fitted) continue;
  const nWin = job.quote.lines
    .filter((l) => l.cat === "WIN")
    .reduce((a, l) => a + l.qty, 0);
  const nDoor = job.quote.lines
    .filter((l) => NOTIFIABLE.has(l.cat) && l.cat !== "WIN")
    .reduce((a, l) => a + l.qty, 0);
  if (nWin + nDoor === 0) continue;
  const lateP = job.fitted < "2025-09-01" ? 0.12 : 0.05; // a compliance admin started chasing in September 2025
  const notif = nextWork(
    addDays(job.fitted, r.chance(lateP) ? r.int(31, 70) : r.int(1, 26)),
  );
  if (notif > LAST) continue;
  const iss = addDays(notif, r.int(6, 21));
  const yr = notif.slice(0, 4);
  certs.push({
    no: "",
    job,
    notif,
    ref: "",
    iss: iss <= LAST ? iss : null,
    nWin,
    nDoor,
    fee: yr === "2024" ? 2250 : yr === "2025" ? 2400 : 2550,
  });
}

// ------------------------------------------------------------------ numbering
const byDate = <T>(xs: T[], key: (x: T) => string): T[] =>
  xs
    .map((x, i) => [x, i] as const)
    .sort((a, b) =>
      key(a[0]) < key(b[0]) ? -1 : key(a[0]) > key(b[0]) ? 1 : a[1] - b[1],
    )
    .map(([x]) => x);
const sortedSurveys = byDate(surveys, (s) => s.booked);
sortedSurveys.forEach((s, i) => (s.no = 50_001 + i));
const sortedQuotes = byDate(quotes, (q) => q.iss);
sortedQuotes.forEach((q, i) => (q.no = 70_001 + i));
const sortedJobs = byDate(jobs, (j) => j.sold);
sortedJobs.forEach((j, i) => (j.no = 24_001 + i));
const sortedPos = byDate(pos, (p) => p.ord);
sortedPos.forEach((p, i) => (p.no = 300_001 + i));
const sortedDeals = byDate(deals, (d) => d.prop);
sortedDeals.forEach((d, i) => (d.no = 8_001 + i));
const sortedPmts = byDate(pmts, (p) => p.dt);
sortedPmts.forEach((p, i) => (p.no = 900_001 + i));
const sortedRems = byDate(remedials, (x) => x.rpt);
sortedRems.forEach((x, i) => (x.no = 4_001 + i));
const sortedCerts = byDate(certs, (c) => c.notif);
let certSeq = 4_180_000;
sortedCerts.forEach((c) => {
  certSeq += r.int(40, 400);
  c.no = `FC${certSeq}`;
  c.ref = `NTF-${c.notif.slice(2, 4)}${c.notif.slice(5, 7)}-${pad(r.int(0, 99999), 5)}`;
});
const sortedCusts = [...customers].sort((a, b) => a.no - b.no);

export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA glzpro;
CREATE TABLE glzpro.branch (
  br_cd varchar(3) PRIMARY KEY,
  br_nm text NOT NULL,
  addr1 text,
  town text,
  pcode varchar(8),
  tel_no varchar(16),
  open_dt date NOT NULL,
  close_dt date
);
CREATE TABLE glzpro.staff (
  staff_no integer PRIMARY KEY,
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  role_cd varchar(3) NOT NULL,
  br_cd varchar(3) REFERENCES glzpro.branch(br_cd),
  team_cd varchar(3),
  rpt_to integer REFERENCES glzpro.staff(staff_no),
  start_dt date NOT NULL,
  end_dt date
);
CREATE TABLE glzpro.cust (
  cust_no integer PRIMARY KEY,
  title varchar(4),
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  addr1 text,
  town text,
  pcode varchar(8),
  "mobileNo" varchar(16),
  prop_typ varchar(4),
  built_yr integer,
  src_cd varchar(3) NOT NULL,
  enq_dt date NOT NULL
);
CREATE TABLE glzpro.svy_appt (
  svy_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES glzpro.cust(cust_no),
  br_cd varchar(3) NOT NULL REFERENCES glzpro.branch(br_cd),
  sur_no integer NOT NULL REFERENCES glzpro.staff(staff_no),
  booked_dt date NOT NULL,
  appt_dt date NOT NULL,
  slot_cd varchar(3) NOT NULL,
  stat_cd varchar(3) NOT NULL,
  rebook_of integer REFERENCES glzpro.svy_appt(svy_no)
);
CREATE TABLE glzpro.quote_hdr (
  quote_no integer PRIMARY KEY,
  svy_no integer NOT NULL REFERENCES glzpro.svy_appt(svy_no),
  cust_no integer NOT NULL REFERENCES glzpro.cust(cust_no),
  rep_no integer NOT NULL REFERENCES glzpro.staff(staff_no),
  iss_dt date NOT NULL,
  valid_to date NOT NULL,
  list_p bigint NOT NULL,
  disc_p bigint NOT NULL,
  tot_p bigint NOT NULL,
  stat_cd varchar(3) NOT NULL,
  rev_of integer REFERENCES glzpro.quote_hdr(quote_no),
  acc_dt date,
  dec_rsn varchar(5)
);
CREATE TABLE glzpro.quote_ln (
  quote_no integer NOT NULL REFERENCES glzpro.quote_hdr(quote_no),
  ln_no smallint NOT NULL,
  cat_cd varchar(4) NOT NULL,
  descr text NOT NULL,
  mat_cd varchar(4),
  col_nm text,
  glz_cd char(2),
  qty integer NOT NULL,
  unit_p integer NOT NULL,
  ln_p bigint NOT NULL,
  PRIMARY KEY (quote_no, ln_no)
);
CREATE TABLE glzpro.job (
  job_no integer PRIMARY KEY,
  quote_no integer NOT NULL REFERENCES glzpro.quote_hdr(quote_no),
  cust_no integer NOT NULL REFERENCES glzpro.cust(cust_no),
  br_cd varchar(3) NOT NULL REFERENCES glzpro.branch(br_cd),
  sold_dt date NOT NULL,
  contract_p bigint NOT NULL,
  dep_p bigint NOT NULL,
  pay_mth varchar(3) NOT NULL,
  stat_cd varchar(3) NOT NULL,
  cnx_dt date,
  fit_dt date,
  fit_days smallint,
  fitted_dt date,
  lead_fitter integer REFERENCES glzpro.staff(staff_no),
  signoff_dt date
);
CREATE TABLE glzpro.remedial (
  rem_no integer PRIMARY KEY,
  job_no integer NOT NULL REFERENCES glzpro.job(job_no),
  rpt_dt date NOT NULL,
  fault_cd varchar(4) NOT NULL,
  eng_no integer REFERENCES glzpro.staff(staff_no),
  visit_dt date,
  closed_dt date,
  stat_cd varchar(3) NOT NULL,
  chg_p integer NOT NULL
);
CREATE TABLE glzpro.fab_po (
  po_no integer PRIMARY KEY,
  job_no integer NOT NULL REFERENCES glzpro.job(job_no),
  supp_cd varchar(3) NOT NULL,
  supp_nm text NOT NULL,
  ord_dt date NOT NULL,
  prom_dt date,
  dlv_dt date,
  n_frames integer,
  net_p bigint NOT NULL,
  stat_cd varchar(3) NOT NULL,
  rmk_yn char(1) NOT NULL,
  rem_no integer REFERENCES glzpro.remedial(rem_no)
);
CREATE TABLE glzpro.fin_deal (
  deal_no integer PRIMARY KEY,
  job_no integer NOT NULL REFERENCES glzpro.job(job_no),
  lender_nm text NOT NULL,
  plan_cd varchar(6) NOT NULL,
  term_mths smallint NOT NULL,
  apr numeric(4,1) NOT NULL,
  adv_p bigint NOT NULL,
  subsidy_p bigint NOT NULL,
  prop_dt date NOT NULL,
  dec_dt date,
  payout_dt date,
  stat_cd varchar(3) NOT NULL
);
CREATE TABLE glzpro.pmt (
  pmt_no integer PRIMARY KEY,
  job_no integer NOT NULL REFERENCES glzpro.job(job_no),
  pmt_dt date NOT NULL,
  typ_cd varchar(3) NOT NULL,
  amt_p bigint NOT NULL,
  mth_cd varchar(4) NOT NULL
);
CREATE TABLE glzpro.fensa_cert (
  cert_no varchar(12) PRIMARY KEY,
  job_no integer NOT NULL REFERENCES glzpro.job(job_no),
  notif_dt date NOT NULL,
  "lodgementRef" varchar(20) NOT NULL,
  iss_dt date,
  n_win integer NOT NULL,
  n_door integer NOT NULL,
  fee_p integer NOT NULL
);
`;
  const staffRows = [...STAFF].sort(
    (a, b) => (a.rpt ?? 0) - (b.rpt ?? 0) || a.no - b.no,
  );
  // managers first so that rpt_to always points at an inserted row
  const ordered: Staff[] = [];
  const placed = new Set<number>();
  while (ordered.length < staffRows.length) {
    for (const s of staffRows) {
      if (placed.has(s.no)) continue;
      if (s.rpt === null || placed.has(s.rpt)) {
        ordered.push(s);
        placed.add(s.no);
      }
    }
  }
  return [
    ddl,
    insertRows(
      "glzpro.branch",
      [
        "br_cd",
        "br_nm",
        "addr1",
        "town",
        "pcode",
        "tel_no",
        "open_dt",
        "close_dt",
      ],
      BRANCHES.map((b) => [
        b.cd,
        b.nm,
        b.addr,
        b.town,
        b.pcode,
        b.tel,
        b.open,
        b.close,
      ]),
    ),
    insertRows(
      "glzpro.staff",
      [
        "staff_no",
        "first_nm",
        "last_nm",
        "role_cd",
        "br_cd",
        "team_cd",
        "rpt_to",
        "start_dt",
        "end_dt",
      ],
      ordered.map((s) => [
        s.no,
        s.first,
        s.last,
        s.role,
        s.br,
        s.team,
        s.rpt,
        s.start,
        s.end,
      ]),
    ),
    insertRows(
      "glzpro.cust",
      [
        "cust_no",
        "title",
        "first_nm",
        "last_nm",
        "addr1",
        "town",
        "pcode",
        '"mobileNo"',
        "prop_typ",
        "built_yr",
        "src_cd",
        "enq_dt",
      ],
      sortedCusts.map((c) => [
        c.no,
        c.title,
        c.first,
        c.last,
        c.addr,
        c.town,
        c.pcode,
        c.mobile,
        c.prop,
        c.built,
        c.src,
        c.enq,
      ]),
    ),
    insertRows(
      "glzpro.svy_appt",
      [
        "svy_no",
        "cust_no",
        "br_cd",
        "sur_no",
        "booked_dt",
        "appt_dt",
        "slot_cd",
        "stat_cd",
        "rebook_of",
      ],
      sortedSurveys.map((s) => [
        s.no,
        s.cust.no,
        s.br,
        s.sur,
        s.booked,
        s.appt,
        s.slot,
        s.stat,
        s.rebookOf?.no ?? null,
      ]),
    ),
    insertRows(
      "glzpro.quote_hdr",
      [
        "quote_no",
        "svy_no",
        "cust_no",
        "rep_no",
        "iss_dt",
        "valid_to",
        "list_p",
        "disc_p",
        "tot_p",
        "stat_cd",
        "rev_of",
        "acc_dt",
        "dec_rsn",
      ],
      sortedQuotes.map((q) => [
        q.no,
        q.svy.no,
        q.svy.cust.no,
        q.rep,
        q.iss,
        q.valid,
        q.list,
        q.disc,
        q.tot,
        q.stat,
        q.revOf?.no ?? null,
        q.acc,
        q.decRsn,
      ]),
    ),
    insertRows(
      "glzpro.quote_ln",
      [
        "quote_no",
        "ln_no",
        "cat_cd",
        "descr",
        "mat_cd",
        "col_nm",
        "glz_cd",
        "qty",
        "unit_p",
        "ln_p",
      ],
      sortedQuotes.flatMap((q) =>
        q.lines.map((l, i) => [
          q.no,
          i + 1,
          l.cat,
          l.descr,
          l.mat,
          l.col,
          l.glz,
          l.qty,
          l.unit,
          l.qty * l.unit,
        ]),
      ),
    ),
    insertRows(
      "glzpro.job",
      [
        "job_no",
        "quote_no",
        "cust_no",
        "br_cd",
        "sold_dt",
        "contract_p",
        "dep_p",
        "pay_mth",
        "stat_cd",
        "cnx_dt",
        "fit_dt",
        "fit_days",
        "fitted_dt",
        "lead_fitter",
        "signoff_dt",
      ],
      sortedJobs.map((j) => [
        j.no,
        j.quote.no,
        j.cust.no,
        j.br,
        j.sold,
        j.contract,
        j.dep,
        j.payMth,
        j.stat,
        j.cnx,
        j.fit,
        j.fitDays,
        j.fitted,
        j.lf,
        j.signoff,
      ]),
    ),
    insertRows(
      "glzpro.remedial",
      [
        "rem_no",
        "job_no",
        "rpt_dt",
        "fault_cd",
        "eng_no",
        "visit_dt",
        "closed_dt",
        "stat_cd",
        "chg_p",
      ],
      sortedRems.map((x) => [
        x.no,
        x.job.no,
        x.rpt,
        x.fault,
        x.eng,
        x.visit,
        x.closed,
        x.stat,
        x.chg,
      ]),
    ),
    insertRows(
      "glzpro.fab_po",
      [
        "po_no",
        "job_no",
        "supp_cd",
        "supp_nm",
        "ord_dt",
        "prom_dt",
        "dlv_dt",
        "n_frames",
        "net_p",
        "stat_cd",
        "rmk_yn",
        "rem_no",
      ],
      sortedPos.map((p) => [
        p.no,
        p.job.no,
        p.supp,
        SUPP_NM[p.supp],
        p.ord,
        p.prom,
        p.dlv,
        p.nFrames,
        p.net,
        p.stat,
        p.rmk ? "Y" : "N",
        p.rem?.no ?? null,
      ]),
    ),
    insertRows(
      "glzpro.fin_deal",
      [
        "deal_no",
        "job_no",
        "lender_nm",
        "plan_cd",
        "term_mths",
        "apr",
        "adv_p",
        "subsidy_p",
        "prop_dt",
        "dec_dt",
        "payout_dt",
        "stat_cd",
      ],
      sortedDeals.map((d) => [
        d.no,
        d.job.no,
        d.lender,
        d.plan,
        d.term,
        d.apr,
        d.adv,
        d.subsidy,
        d.prop,
        d.dec,
        d.payout,
        d.stat,
      ]),
    ),
    insertRows(
      "glzpro.pmt",
      ["pmt_no", "job_no", "pmt_dt", "typ_cd", "amt_p", "mth_cd"],
      sortedPmts.map((p) => [p.no, p.job.no, p.dt, p.typ, p.amt, p.mth]),
    ),
    insertRows(
      "glzpro.fensa_cert",
      [
        "cert_no",
        "job_no",
        "notif_dt",
        '"lodgementRef"',
        "iss_dt",
        "n_win",
        "n_door",
        "fee_p",
      ],
      sortedCerts.map((c) => [
        c.no,
        c.job.no,
        c.notif,
        c.ref,
        c.iss,
        c.nWin,
        c.nDoor,
        c.fee,
      ]),
    ),
  ].join("\n");
}
