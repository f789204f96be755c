/**
 * Ashdown Upholstery & Restoration is a traditional upholstery workshop on an industrial estate on the edge of Lewes,
 * East Sussex. It re-upholsters and restores chairs, sofas, chaises longues, footstools, headboards and the like, most
 * of them antique or vintage pieces done the traditional way (webbing, springs, horsehair and hessian stuffings, then
 * the top cover, piping, braid and gimp), for private householders and for trade customers (interior designers and
 * antique dealers) and a few contract customers (a hotel, a pub, a care home, a church, a tea room). A customer
 * enquires about a piece; the workshop prices it (from photographs, at the workshop, or on a home visit) and sends an
 * estimate (a quote), valid for 90 days. When the customer accepts, a work order is opened, private customers are
 * invoiced a 50% deposit, the top-cover fabric is ordered from the mill by the metre (unless the customer supplies
 * their own), and the piece is brought in, either dropped off by the customer or collected by the workshop van. The
 * craftsmen strip it, repair the frame, re-spring, re-stuff and re-cover it and book their hours to the job on time
 * sheets; then it is ready, the final invoice is raised, and it goes back to the customer (collected by them or
 * delivered by the van). Work that comes back under the workshop's guarantee is done on a remedial work order at no
 * charge. The business is VAT-registered (standard rate 20% on everything it invoices). The workshop works Monday to
 * Friday and shuts from Christmas Eve to New Year's Day and on bank holidays.
 *
 * This is an export of the workshop management package "TackRoom" (schema `tackrm`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The data starts with the enquiries of
 * January 2024 (the first on 2024-01-03); work from before 2024 is not in the export.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `lab_p`, `fab_p`, `sund_p`, `cd_p`, `disc_p`,
 * `net_p`, `extra_p`, `cost_pm_p`, `rrp_pm_p`, `vat_p`, `gross_p`. Amounts called net are excluding VAT; `gross_p`
 * includes VAT. Fabric lengths are in metres to the half metre (`fab_m`, `ord_m`); fabric prices are per metre
 * (`*_pm_p`); fabric widths in centimetres. Hours are decimal hours in quarter hours. Mileage is in miles.
 *
 * Tables and codes:
 * - Staff (`staff`): everybody in the workshop. `grade_cd` MST master upholsterer (Tom Ashdown, the owner; he also
 *   does the frame repairs), UPH upholsterer, APP apprentice upholsterer, SEW machinist (cutting and sewing of
 *   cushions, covers and piping), POL French polisher (show-wood refinishing, part time), DRV van driver and porter
 *   (part time). `mentor_no` the craftsman who mentors an apprentice (self-reference to `staff.staff_no`; NULL for
 *   everyone else). `start_dt`, `end_dt` (NULL = still working here). `hrs_wk` contracted hours a week.
 * - Customers (`cust`): `cust_typ` PRV private customer (householder), TRD trade customer (interior designers and
 *   antique dealers), CON contract customer (hotels, pubs, care homes, churches, tea rooms; their pieces must be in
 *   fire-retardant fabric). `cust_nm` the name as invoiced (title and name for private customers, the business name
 *   for trade and contract). `cont_nm` the contact at a trade or contract customer (NULL for private). `src_cd` how
 *   they first found the workshop: WEB website / Google, REC recommendation (word of mouth), INS Instagram, SHW a show
 *   or antiques fair, DIR a directory listing. `acct_yn` Y for customers with a 30-day credit account (all trade and
 *   contract customers); private customers pay a deposit and the balance on completion. `disc_pct` the trade discount
 *   in percent given on labour, fabric and sundries. `crt_dt` the date the customer was set up (their first
 *   enquiry; earlier for the older trade accounts).
 * - Fabrics (`fab`): the sample books, one row per fabric design and colourway. `mill_nm` the mill / fabric house it
 *   is ordered from, `design` the design (range) name, `colour` the colourway. `comp_cd` composition: VLV velvet, LIN
 *   linen or linen union, WOL wool (tweeds, checks, boucle), CTN cotton (prints, ticking), CHN chenille, PLY
 *   polyester / contract fabric (including faux leather). `width_cm` the roll width. `cost_pm_p` the trade price the
 *   workshop pays the mill per metre; `rrp_pm_p` the price per metre charged to customers on estimates. `fr_yn` Y
 *   when the fabric passes the cigarette and match tests (BS 5852) without a barrier cloth, as contract work needs.
 *   `disc_yn` Y when the mill has discontinued the colourway.
 * - Pieces (`piece`): one piece of furniture, or one set of matching pieces quoted together (a set of six dining
 *   chairs, a pair of armchairs), recorded when the customer enquires. `pc_typ` DCH dining chair, ARM armchair / easy
 *   chair, WNG wing chair, SOF sofa / settee, CHS chaise longue, STL footstool / ottoman, HBD headboard, NSC nursing /
 *   bedroom chair, BNC bench seat (window seat, piano stool, hall bench, banquette). `period_cd` GEO Georgian (before
 *   1837), VIC Victorian (1837-1901), EDW Edwardian (1901-1914), ART 1920s-1930s / Art Deco, MID mid-century
 *   (1945-1970), MOD modern (after 1970), REP reproduction of an older style. `descr` description. `qty` the number of
 *   items in the piece (6 for a set of six chairs). `enq_dt` the date of the enquiry. `in_dt` the date the piece first
 *   came into the workshop (NULL = it never came in: estimate declined, lapsed or still open, job cancelled, or not
 *   collected yet). A piece that comes back for remedial work keeps its first `in_dt`.
 * - Estimates (`est`): exactly one estimate (quote) per piece. `est_dt` the date sent; `est_by` who priced it;
 *   `visit_yn` Y when it was priced on a home visit (otherwise from photos or at the workshop). `est_hrs` the labour
 *   hours allowed. `lab_p` the labour charge (est_hrs at the workshop's hourly rate). `com_yn` Y for COM, customer's
 *   own material: the customer supplies the top-cover fabric and none is ordered; otherwise `fab_cd` is the chosen
 *   fabric, `fab_m` the metres allowed and `fab_p` the fabric charge (0 for COM). `sund_p` sundries (springs, webbing,
 *   hessian, hair, foam, wadding, calico, braid, tacks). `cd_p` the collection and delivery charge (0 when the
 *   customer brings and collects the piece themselves). `disc_p` the trade discount. `net_p` the estimate total ex
 *   VAT = lab_p + fab_p + sund_p + cd_p - disc_p. `valid_to` the end of its 90-day validity. `stat_cd` SNT sent and
 *   awaiting the customer's reply, ACC accepted, DEC declined by the customer, LAP lapsed (no reply before it
 *   expired). `resp_dt` the date the customer accepted or declined (NULL for SNT and LAP). The "conversion rate" is
 *   the share of estimates accepted.
 * - Work orders (`wo`): a job in the workshop, opened the working day the estimate is accepted. `est_no` the accepted
 *   estimate; NULL for a remedial work order. `orig_wo` for a remedial (rework) order, the original work order whose
 *   work came back under guarantee (self-reference to `wo.wo_no`); NULL for ordinary jobs. Remedial work is not
 *   charged for and has no estimate, fabric order, trips or invoices. `open_dt` opened; `due_dt` the completion date
 *   promised to the customer; `lead_no` the lead craftsman. `extra_p` agreed extras ex VAT found once the piece was
 *   stripped (woodworm treatment, a new rail), added to the final invoice. `stat_cd` the state at export: OPN open,
 *   no work done yet (piece not in yet or waiting its turn on the bench), AWF awaiting fabric (the fabric is on order
 *   from the mill and not yet received), WIP work in progress on the bench, RDY finished and waiting to go back to
 *   the customer, CMP completed and handed back, CAN cancelled by the customer (deposits are not refunded). `fin_dt`
 *   the date the work was finished and the piece was ready (a job is "finished" on this date); `out_dt` the date it
 *   went back to the customer (collected or delivered); `can_dt` the date it was cancelled.
 * - Fabric orders (`fab_ord`): an order of top-cover fabric from a mill for one work order, by the metre. Usually one
 *   per job; a second, smaller order when more was needed. `ord_dt` ordered, `ord_m` metres ordered, `cost_pm_p` the
 *   price per metre paid (the order's cost is ord_m x cost_pm_p, ex VAT). `exp_dt` the delivery date the mill gave.
 *   `rcvd_dt` the date the fabric arrived (NULL = not yet, or cancelled). `stat_cd` ORD on order, BO back-ordered (the
 *   mill is out of stock and delivery is delayed), RCV received, CAN cancelled with the mill before delivery (never
 *   delivered or paid for). `mill_ref` the mill's order reference.
 * - Time sheets (`tsheet`): hours booked by a member of staff on one day to one task (and job).
 *   `wo_no` the work order the hours were booked to; NULL for time not booked to a job. `task_cd` on jobs: STR
 *   stripping down, FRM frame repairs and regluing, SPR springing and webbing, STF stuffing (first and second
 *   stuffings), TOP top covering (cutting, fitting, piping, trimming), SEW machining cushions and covers, POL French
 *   polishing the show-wood; not on jobs: EST estimating visits to customers' homes, TRN an apprentice's college day
 *   (Wednesdays in term time). The drivers' hours are not on time sheets.
 * - Trips (`trip`): a van run to collect a piece from a customer (`trip_typ` COL, before the work) or to deliver it
 *   back (DEL, after). `sched_dt` the booked date, `done_dt` the date it was done (NULL unless done). `stat_cd` BKD
 *   booked, DONE, CANC cancelled (customer not in, or the job was cancelled; a re-booked run is a new trip). `drv_no`
 *   who drove (the owner drives when there is no driver). `miles` the round-trip mileage (NULL unless done); `pcode`
 *   the customer's postcode.
 * - Invoices (`inv`): `inv_typ` DEP the 50% deposit invoice raised to private customers when the estimate is
 *   accepted, FIN the final invoice raised when the job is finished (estimate total plus extras, less the deposit;
 *   for trade and contract customers, the whole amount). `net_p` ex VAT, `vat_p` VAT at 20%, `gross_p` = net + VAT.
 *   `due_dt` 7 days after a deposit invoice, 14 days after a private final invoice, 30 days for account customers.
 *   `stat_cd` ISS issued and unpaid, PD paid, VD voided (raised in error and replaced by a new invoice; a voided
 *   invoice counts for nothing in sales or debts). An invoice is overdue when it is unpaid (ISS) after its due date.
 *   `paid_dt` the date paid; `pay_mth` BACS bank transfer, CRD card, CHQ cheque, CSH cash. "Sales" or "invoiced" means
 *   the non-voided invoices by invoice date.
 *
 * Not recorded here: customer reviews, ratings or satisfaction; stock of foam, wadding, springs, hair and other
 *   sundries (only the sundries charge on estimates); offcuts, waste or fabric left over; wages, pay rates, payroll or
 *   overtime; holidays, sickness or other absence (time sheets hold only hours worked and college days); van running
 *   costs such as fuel, insurance or servicing; the value of customers' pieces for insurance; supplier invoices other
 *   than the fabric orders; enquiries made before 2024.
 *
 * Tables
 * - `staff`: `staff_no`, `first_nm`, `last_nm`, `grade_cd`, `mentor_no`, `start_dt`, `end_dt`, `hrs_wk`.
 * - `cust`: `cust_no`, `cust_typ`, `cust_nm`, `cont_nm`, `addr1`, `town`, `pcode`, `src_cd`, `acct_yn`, `disc_pct`,
 *   `crt_dt`.
 * - `fab`: `fab_cd`, `mill_nm`, `design`, `colour`, `comp_cd`, `width_cm`, `cost_pm_p`, `rrp_pm_p`, `fr_yn`,
 *   `disc_yn`.
 * - `piece`: `piece_no`, `cust_no`, `pc_typ`, `period_cd`, `descr`, `qty`, `enq_dt`, `in_dt`.
 * - `est`: `est_no`, `piece_no`, `est_dt`, `est_by`, `visit_yn`, `est_hrs`, `lab_p`, `com_yn`, `fab_cd`, `fab_m`,
 *   `fab_p`, `sund_p`, `cd_p`, `disc_p`, `net_p`, `valid_to`, `stat_cd`, `resp_dt`.
 * - `wo`: `wo_no`, `piece_no`, `est_no`, `orig_wo`, `open_dt`, `due_dt`, `lead_no`, `extra_p`, `stat_cd`, `fin_dt`,
 *   `out_dt`, `can_dt`.
 * - `fab_ord`: `po_no`, `wo_no`, `fab_cd`, `ord_dt`, `ord_m`, `cost_pm_p`, `exp_dt`, `rcvd_dt`, `stat_cd`, `mill_ref`.
 * - `tsheet`: `ts_no`, `staff_no`, `work_dt`, `wo_no`, `task_cd`, `hrs`.
 * - `trip`: `trip_no`, `wo_no`, `trip_typ`, `sched_dt`, `done_dt`, `stat_cd`, `drv_no`, `miles`, `pcode`.
 * - `inv`: `inv_no`, `inv_typ`, `wo_no`, `cust_no`, `inv_dt`, `due_dt`, `net_p`, `vat_p`, `gross_p`, `stat_cd`,
 *   `paid_dt`, `pay_mth`.
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
const r = seededRandom(7311_2026);

// ------------------------------------------------------------------ calendar
const isWorkDay = (d: string): boolean => {
  const w = dayOfWeek(d);
  if (w === 0 || w === 6) return false;
  if (ENGLAND_BANK_HOLIDAYS.has(d)) return false;
  const md = d.slice(5);
  return !(md >= "12-24" || md === "01-01");
};
const nextWork = (d: string): string => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
const addWork = (d: string, n: number): string => {
  let x = nextWork(d);
  for (let i = 0; i < n; i++) x = nextWork(addDays(x, 1));
  return x;
};
const q4 = (h: number): number => Math.max(0.25, Math.round(h * 4) / 4);
const half = (m: number): number => Math.ceil(m * 2) / 2;

// ------------------------------------------------------------------ staff
type Staff = {
  no: number;
  first: string;
  last: string;
  grade: string;
  mentor: number | null;
  start: string;
  end: string | null;
  hrsWk: number;
  days: number[]; // working weekdays
  cap: number; // hours a day at the bench
};
const STAFF: Staff[] = [
  {
    no: 1,
    first: "Tom",
    last: "Ashdown",
    grade: "MST",
    mentor: null,
    start: "2003-04-01",
    end: null,
    hrsWk: 45,
    days: [1, 2, 3, 4, 5],
    cap: 6,
  },
  {
    no: 2,
    first: "Ruth",
    last: "Kemble",
    grade: "UPH",
    mentor: null,
    start: "2011-09-05",
    end: null,
    hrsWk: 37.5,
    days: [1, 2, 3, 4, 5],
    cap: 7.5,
  },
  {
    no: 3,
    first: "Daniel",
    last: "Okafor",
    grade: "UPH",
    mentor: null,
    start: "2019-02-11",
    end: "2025-06-27",
    hrsWk: 37.5,
    days: [1, 2, 3, 4, 5],
    cap: 7.5,
  },
  {
    no: 4,
    first: "Jean",
    last: "Fairweather",
    grade: "SEW",
    mentor: null,
    start: "2015-03-02",
    end: null,
    hrsWk: 22.5,
    days: [1, 2, 3],
    cap: 7.5,
  },
  {
    no: 5,
    first: "Alan",
    last: "Brierley",
    grade: "POL",
    mentor: null,
    start: "2018-01-08",
    end: null,
    hrsWk: 15,
    days: [2, 4],
    cap: 7.5,
  },
  {
    no: 6,
    first: "Steve",
    last: "Mott",
    grade: "DRV",
    mentor: null,
    start: "2020-05-04",
    end: "2026-03-31",
    hrsWk: 20,
    days: [1, 2, 3, 4, 5],
    cap: 0,
  },
  {
    no: 7,
    first: "Callum",
    last: "Reeve",
    grade: "APP",
    mentor: 1,
    start: "2024-09-02",
    end: null,
    hrsWk: 37.5,
    days: [1, 2, 3, 4, 5],
    cap: 7.5,
  },
  {
    no: 8,
    first: "Priya",
    last: "Sandhu",
    grade: "UPH",
    mentor: null,
    start: "2025-07-14",
    end: null,
    hrsWk: 37.5,
    days: [1, 2, 3, 4, 5],
    cap: 7.5,
  },
  {
    no: 9,
    first: "Mia",
    last: "Thornbury",
    grade: "APP",
    mentor: 2,
    start: "2025-09-01",
    end: null,
    hrsWk: 37.5,
    days: [1, 2, 3, 4, 5],
    cap: 7.5,
  },
  {
    no: 10,
    first: "Kyle",
    last: "Mott",
    grade: "DRV",
    mentor: null,
    start: "2026-04-13",
    end: null,
    hrsWk: 20,
    days: [1, 2, 3, 4, 5],
    cap: 0,
  },
];
const staffBy = (no: number): Staff => STAFF.find((s) => s.no === no) as Staff;
const employed = (s: Staff, d: string): boolean =>
  s.start <= d && (s.end === null || d <= s.end);
const collegeDay = (s: Staff, d: string): boolean => {
  if (s.grade !== "APP" || dayOfWeek(d) !== 3) return false;
  const m = Number(d.slice(5, 7));
  return m !== 7 && m !== 8;
};
const load = new Map<string, number>();
const capLeft = (s: Staff, d: string): number => {
  if (!employed(s, d) || !s.days.includes(dayOfWeek(d)) || collegeDay(s, d))
    return 0;
  return s.cap - (load.get(`${s.no}|${d}`) ?? 0);
};

type TsRow = {
  staff: number;
  dt: string;
  wo: Wo | null;
  task: string;
  hrs: number;
};
const tsRows: TsRow[] = [];

/** Books `hrs` of `task` for a job from `from` on, on the first days the person (or a stand-in) has room. */
function book(
  prefer: number[],
  from: string,
  hrs: number,
  task: string,
  wo: Wo | null,
): string {
  let d = nextWork(from);
  const perDay = q4(r.float(1.5, 5));
  let left = q4(hrs);
  let lastDay = d;
  let guard = 0;
  while (left > 0 && guard++ < 400) {
    const who = prefer.map(staffBy).find((s) => capLeft(s, d) >= 0.5);
    if (who) {
      const h = Math.min(left, perDay, Math.floor(capLeft(who, d) * 4) / 4);
      load.set(`${who.no}|${d}`, (load.get(`${who.no}|${d}`) ?? 0) + h);
      tsRows.push({ staff: who.no, dt: d, wo, task, hrs: h });
      left -= h;
      lastDay = d;
      if (left <= 0) break;
    }
    d = nextWork(addDays(d, 1));
  }
  return lastDay;
}

// ------------------------------------------------------------------ fabrics
type Fab = {
  cd: string;
  mill: string;
  design: string;
  colour: string;
  comp: string;
  width: number;
  cost: number; // pence a metre
  rrp: number; // pence a metre
  fr: boolean;
  disc: boolean;
};
type Mill = { nm: string; pre: string; lead: number };
const MILLS: Mill[] = [
  { nm: "Linwood", pre: "LW", lead: 6 },
  { nm: "Romo", pre: "RO", lead: 8 },
  { nm: "Abraham Moon & Sons", pre: "AM", lead: 11 },
  { nm: "Designers Guild", pre: "DG", lead: 9 },
  { nm: "Sanderson", pre: "SA", lead: 15 },
  { nm: "Warwick Fabrics", pre: "WK", lead: 5 },
  { nm: "Ian Mankin", pre: "IM", lead: 7 },
];
const FAB_SPEC: [string, string, string[], string, number, number, boolean][] =
  [
    // mill prefix, design, colours, composition, width, cost pounds a metre, FR
    [
      "LW",
      "Omega Velvet",
      ["Teal", "Old Gold", "Graphite"],
      "VLV",
      140,
      34,
      true,
    ],
    ["LW", "Fenton Weave", ["Oatmeal", "Sage", "Rust"], "LIN", 140, 29, false],
    ["RO", "Linara", ["Putty", "Cranberry", "Slate"], "LIN", 137, 31, false],
    ["RO", "Kinsley Boucle", ["Chalk"], "WOL", 140, 46, false],
    ["AM", "Herringbone Tweed", ["Charcoal", "Moss"], "WOL", 140, 38, true],
    ["AM", "Melbourne Check", ["Heather"], "WOL", 140, 41, true],
    ["DG", "Brera Lino", ["Ochre", "Duck Egg"], "LIN", 140, 36, false],
    ["DG", "Varese Velvet", ["Emerald", "Amethyst"], "VLV", 140, 52, false],
    ["SA", "Strawberry Thief", ["Indigo", "Crimson"], "CTN", 137, 44, false],
    ["SA", "Tuscany Chenille", ["Pebble"], "CHN", 140, 39, true],
    ["SA", "Dandelion Clocks", ["Sage"], "CTN", 137, 42, false],
    [
      "WK",
      "Savoy Contract",
      ["Navy", "Burgundy", "Mink"],
      "PLY",
      145,
      22,
      true,
    ],
    ["WK", "Hampton Faux Leather", ["Tan", "Black"], "PLY", 137, 19, true],
    ["IM", "Ticking Stripe", ["Indigo", "Red"], "CTN", 137, 24, false],
    ["IM", "Oban Plain", ["Flax"], "LIN", 137, 27, false],
  ];
const FABS: Fab[] = [];
for (const [pre, design, colours, comp, width, cost, fr] of FAB_SPEC) {
  const mill = MILLS.find((m) => m.pre === pre) as Mill;
  colours.forEach((colour, i) => {
    const code = `${pre}-${design.split(" ")[0].slice(0, 3).toUpperCase()}-${pad(i + 1, 2)}`;
    FABS.push({
      cd: code,
      mill: mill.nm,
      design,
      colour,
      comp,
      width,
      cost: cost * 100,
      rrp: Math.round(cost * 1.6) * 100,
      fr,
      disc: code === "RO-KIN-01" || code === "SA-STR-02",
    });
  });
}
const millOf = (f: Fab): Mill => MILLS.find((m) => m.nm === f.mill) as Mill;
// popularity weights
// (LW-FEN-03 and SA-DAN-01 were added to the sample books but nobody has chosen them yet)
const fabWeight = (f: Fab): number =>
  ({
    "LW-FEN-03": 0,
    "SA-DAN-01": 0,
    "LW-OME-01": 5,
    "LW-OME-02": 3,
    "RO-LIN-01": 4,
    "AM-HER-01": 3,
    "DG-BRE-01": 3,
    "WK-SAV-01": 3,
  })[f.cd] ?? 1.5;

// ------------------------------------------------------------------ customers
type Cust = {
  no: number;
  typ: string; // PRV, TRD, CON
  nm: string;
  cont: string | null;
  addr: string;
  town: string;
  pcode: string;
  miles: number; // one way
  src: string;
  acct: boolean;
  disc: number;
  crt: string;
};
const TOWNS: [string, string[], number][] = [
  ["Lewes", ["BN7 1", "BN7 2"], 2],
  ["Ringmer", ["BN8 5"], 4],
  ["Brighton", ["BN1 3", "BN1 6", "BN2 1"], 9],
  ["Hove", ["BN3 2", "BN3 6"], 11],
  ["Seaford", ["BN25 1", "BN25 3"], 11],
  ["Newhaven", ["BN9 9"], 8],
  ["Uckfield", ["TN22 1", "TN22 5"], 9],
  ["Haywards Heath", ["RH16 1", "RH16 4"], 13],
  ["Burgess Hill", ["RH15 9"], 12],
  ["Eastbourne", ["BN20 7", "BN21 4"], 17],
  ["Hailsham", ["BN27 1"], 13],
  ["Crowborough", ["TN6 1"], 18],
  ["Tunbridge Wells", ["TN1 1", "TN2 5"], 28],
];
const STREETS = [
  "High Street",
  "Station Road",
  "Church Lane",
  "Western Road",
  "Mill Lane",
  "The Avenue",
  "Park Road",
  "Southover High Street",
  "Priory Crescent",
  "Grange Road",
  "Kings Road",
  "Bridge Street",
  "Victoria Road",
  "Downs View",
  "Orchard Close",
  "Manor Way",
];
const FIRST = [
  "Sarah",
  "James",
  "Helen",
  "David",
  "Claire",
  "Richard",
  "Emma",
  "Peter",
  "Lucy",
  "Andrew",
  "Rachel",
  "Martin",
  "Fiona",
  "Simon",
  "Harriet",
  "Nick",
  "Jane",
  "Paul",
  "Anna",
  "Robert",
  "Caroline",
  "Mark",
  "Olivia",
  "Stephen",
  "Georgina",
  "Hugh",
  "Margaret",
  "Ian",
  "Philippa",
  "Colin",
];
const FEMALE = new Set([
  "Sarah",
  "Helen",
  "Claire",
  "Emma",
  "Lucy",
  "Rachel",
  "Fiona",
  "Harriet",
  "Jane",
  "Anna",
  "Caroline",
  "Olivia",
  "Georgina",
  "Margaret",
  "Philippa",
]);
const LASTN = [
  "Pritchard",
  "Holloway",
  "Carver",
  "Bennett",
  "Marsh",
  "Whitfield",
  "Ellis",
  "Hargreaves",
  "Pennington",
  "Fox",
  "Lambert",
  "Garside",
  "Townsend",
  "Kerr",
  "Blake",
  "Osborne",
  "Chambers",
  "Wilde",
  "Fenwick",
  "Radcliffe",
  "Lowther",
  "Sumner",
  "Hale",
  "Dunmore",
  "Ashby",
  "Crane",
  "Parfitt",
  "Shawcross",
  "Greenwood",
  "Tolley",
];
const nameOf = uniqueNames(r, FIRST, LASTN);
const custs: Cust[] = [];
let custSeq = 1000;
function makeAddr(): [string, string, string, number] {
  const [town, pcs, miles] = r.weighted(
    TOWNS.map((t) => [t, t[0] === "Lewes" ? 6 : t[2] > 15 ? 1 : 3] as const),
  );
  const pc = `${r.pick(pcs)}${r.pick(["AB", "BD", "DE", "EH", "FL", "GN", "HP", "JQ", "LR", "NT", "PU", "RW", "SX"])}`;
  return [
    `${r.int(1, 120)} ${r.pick(STREETS)}`,
    town,
    pc,
    Math.max(1, miles + r.int(-2, 3)),
  ];
}
const TRADE: [string, string, string, string, number][] = [
  // type, name, contact, created, weight of pieces
  ["TRD", "Hollis & Wragg Interiors", "Bella Hollis", "2016-04-11", 6],
  ["TRD", "Clementine Bligh Design", "Clementine Bligh", "2019-10-02", 4],
  ["TRD", "Studio Marlowe", "Kit Marlowe", "2021-03-15", 3],
  ["TRD", "Cliffe Antiques Centre", "Roger Penfold", "2012-06-01", 5],
  ["TRD", "Stable Yard Antiques", "Nadia Quick", "2018-09-20", 3],
  ["TRD", "Ouse Valley Reclaim", "Des Harmer", "2023-02-06", 1.5],
  ["TRD", "Fern & Finch Home", "Lottie Finch", "2024-05-14", 2],
  ["CON", "Westgate House Hotel", "Paolo Renzi", "2017-01-09", 3],
  ["CON", "The Bull & Anchor", "Gary Tulley", "2020-08-03", 2],
  ["CON", "Downsview Care Home", "Maureen Scott", "2022-11-21", 1.5],
  ["CON", "St Anne's Parish Church", "Rev. Alison Pryce", "2025-02-17", 1],
  ["CON", "The Cuckmere Tea Rooms", "Jo Feltham", "2024-10-01", 1],
];
// trade customers who stopped sending work
const LAPSED: Record<string, string> = {
  "Studio Marlowe": "2025-09-30",
  "Ouse Valley Reclaim": "2025-05-31",
};
const tradeW: [Cust, number][] = [];
for (const [typ, nm, cont, crt, w] of TRADE) {
  const [addr, town, pcode, miles] = makeAddr();
  const c: Cust = {
    no: ++custSeq,
    typ,
    nm,
    cont,
    addr,
    town,
    pcode,
    miles,
    src: r.pick(["REC", "DIR", "WEB", "SHW"]),
    acct: true,
    disc: typ === "TRD" ? 10 : nm.includes("Hotel") ? 5 : 0,
    crt,
  };
  custs.push(c);
  tradeW.push([c, w]);
}
const privates: Cust[] = [];
function newPrivate(d: string): Cust {
  const [f, l] = nameOf();
  const [addr, town, pcode, miles] = makeAddr();
  const title = FEMALE.has(f)
    ? r.weighted([
        ["Mrs", 5],
        ["Ms", 3],
        ["Miss", 1],
        ["Dr", 1],
      ] as const)
    : r.weighted([
        ["Mr", 6],
        ["Dr", 1],
      ] as const);
  const c: Cust = {
    no: ++custSeq,
    typ: "PRV",
    nm: `${title} ${f} ${l}`,
    cont: null,
    addr,
    town,
    pcode,
    miles,
    src: r.weighted([
      ["WEB", 5],
      ["REC", 4],
      ["INS", 2],
      ["SHW", 1],
      ["DIR", 1],
    ] as const),
    acct: false,
    disc: 0,
    crt: d,
  };
  custs.push(c);
  privates.push(c);
  return c;
}

// ------------------------------------------------------------------ piece types
type PType = {
  cd: string;
  qty: () => number;
  hrs: [number, number]; // per item
  m: [number, number]; // metres per item
  sund: [number, number]; // pounds per item
  sew: boolean;
  spr: boolean;
  show: boolean; // may have show-wood to polish
  w: number;
  nm: string;
};
const PTYPES: PType[] = [
  {
    cd: "DCH",
    nm: "dining chair",
    qty: () =>
      r.weighted([
        [1, 1],
        [2, 3],
        [4, 4],
        [6, 4],
        [8, 1],
      ] as const),
    hrs: [2.5, 4],
    m: [0.55, 0.7],
    sund: [18, 30],
    sew: false,
    spr: false,
    show: true,
    w: 5,
  },
  {
    cd: "ARM",
    nm: "armchair",
    qty: () =>
      r.weighted([
        [1, 4],
        [2, 1],
      ] as const),
    hrs: [16, 26],
    m: [6, 8],
    sund: [90, 160],
    sew: true,
    spr: true,
    show: true,
    w: 5,
  },
  {
    cd: "WNG",
    nm: "wing chair",
    qty: () => 1,
    hrs: [20, 32],
    m: [7, 9],
    sund: [110, 180],
    sew: true,
    spr: true,
    show: false,
    w: 2,
  },
  {
    cd: "SOF",
    nm: "sofa",
    qty: () => 1,
    hrs: [30, 50],
    m: [12, 18],
    sund: [180, 320],
    sew: true,
    spr: true,
    show: false,
    w: 3,
  },
  {
    cd: "CHS",
    nm: "chaise longue",
    qty: () => 1,
    hrs: [20, 34],
    m: [7, 10],
    sund: [120, 200],
    sew: false,
    spr: true,
    show: true,
    w: 1.2,
  },
  {
    cd: "STL",
    nm: "footstool",
    qty: () =>
      r.weighted([
        [1, 5],
        [2, 1],
      ] as const),
    hrs: [3, 7],
    m: [1.5, 2.5],
    sund: [30, 60],
    sew: false,
    spr: false,
    show: true,
    w: 2,
  },
  {
    cd: "HBD",
    nm: "headboard",
    qty: () => 1,
    hrs: [5, 10],
    m: [2.5, 4],
    sund: [40, 90],
    sew: false,
    spr: false,
    show: false,
    w: 1.5,
  },
  {
    cd: "NSC",
    nm: "nursing chair",
    qty: () => 1,
    hrs: [8, 14],
    m: [3, 4.5],
    sund: [50, 90],
    sew: false,
    spr: true,
    show: true,
    w: 2,
  },
  {
    cd: "BNC",
    nm: "bench seat",
    qty: () =>
      r.weighted([
        [1, 3],
        [2, 1],
      ] as const),
    hrs: [4, 9],
    m: [2, 3.5],
    sund: [40, 80],
    sew: true,
    spr: false,
    show: false,
    w: 1,
  },
];
const PERIODS: [string, string, number][] = [
  ["GEO", "Georgian", 1],
  ["VIC", "Victorian", 5],
  ["EDW", "Edwardian", 3],
  ["ART", "1930s", 2],
  ["MID", "mid-century", 3],
  ["MOD", "modern", 3],
  ["REP", "reproduction", 2],
];
const WOODS = ["mahogany", "walnut", "oak", "beech", "rosewood", "ebonised"];
const STYLE: Record<string, string[]> = {
  DCH: [
    "balloon-back",
    "drop-in seat",
    "stuff-over seat",
    "ladder-back",
    "carver",
  ],
  ARM: ["deep-buttoned", "tub", "club", "Howard-style", "scroll-arm"],
  WNG: ["Queen Anne", "fireside", "high-back"],
  SOF: ["Chesterfield", "Knole", "Howard-style", "camel-back", "three-seater"],
  CHS: ["scroll-end", "button-back", "day bed"],
  STL: ["buttoned", "gout", "ottoman"],
  HBD: ["buttoned", "scalloped", "panelled"],
  NSC: ["spoon-back", "low", "slipper"],
  BNC: ["window seat", "piano stool", "hall bench", "banquette"],
};

// ------------------------------------------------------------------ records
type Piece = {
  no: number;
  cust: Cust;
  typ: PType;
  period: string;
  descr: string;
  qty: number;
  enq: string;
  inDt: string | null;
};
type Est = {
  no: number;
  piece: Piece;
  dt: string;
  by: number;
  visit: boolean;
  hrs: number;
  lab: number;
  fab: Fab | null;
  fabM: number | null;
  fabP: number;
  sund: number;
  cd: number;
  disc: number;
  net: number;
  com: boolean;
  valid: string;
  stat: string;
  resp: string | null;
};
type Wo = {
  no: number;
  piece: Piece;
  est: Est | null;
  orig: Wo | null;
  open: string;
  due: string;
  fin: string | null;
  out: string | null;
  can: string | null;
  stat: string;
  lead: number;
  extra: number;
};
type FabOrd = {
  no: number;
  wo: Wo;
  fab: Fab;
  dt: string;
  m: number;
  cost: number;
  exp: string;
  rcvd: string | null;
  stat: string;
  ref: string;
};
type Trip = {
  no: number;
  wo: Wo;
  typ: string;
  sched: string;
  done: string | null;
  stat: string;
  drv: number;
  miles: number;
  pcode: string;
};
type Inv = {
  no: number;
  typ: string;
  wo: Wo;
  cust: Cust;
  dt: string;
  due: string;
  net: number;
  vat: number;
  gross: number;
  stat: string;
  paid: string | null;
  pay: string | null;
};
const pieces: Piece[] = [];
const ests: Est[] = [];
const wos: Wo[] = [];
const ords: FabOrd[] = [];
const trips: Trip[] = [];
const invs: Inv[] = [];

const rateFor = (d: string): number =>
  d < "2025-01-01" ? 4200 : d < "2026-01-01" ? 4500 : 4800;
const driverOn = (d: string): number => {
  const s = STAFF.filter((x) => x.grade === "DRV" && employed(x, d));
  return s.length ? s[0].no : 1;
};
const leadsOn = (d: string): Staff[] =>
  STAFF.filter((s) => ["MST", "UPH"].includes(s.grade) && employed(s, d));
const appsOn = (d: string): Staff[] =>
  STAFF.filter((s) => s.grade === "APP" && employed(s, d));

function addTrip(wo: Wo, typ: string, sched: string): string | null {
  // returns the date the trip was done (or null when it is still booked)
  let d = sched;
  if (r.chance(0.05)) {
    trips.push({
      no: 0,
      wo,
      typ,
      sched: d,
      done: null,
      stat: "CANC",
      drv: driverOn(d),
      miles: 0,
      pcode: wo.piece.cust.pcode,
    });
    d = addWork(d, r.int(2, 6));
  }
  const done = d <= LAST ? d : null;
  trips.push({
    no: 0,
    wo,
    typ,
    sched: d,
    done,
    stat: done ? "DONE" : "BKD",
    drv: driverOn(d),
    miles: done ? wo.piece.cust.miles * 2 + r.int(0, 3) : 0,
    pcode: wo.piece.cust.pcode,
  });
  return done;
}
function addInv(
  typ: string,
  wo: Wo,
  dt: string,
  net: number,
  payDays: () => number,
  termDays: number,
  payMth: () => string,
): void {
  const cust = wo.piece.cust;
  let d = dt;
  if (d > LAST) return;
  if (r.chance(0.035)) {
    const vat = Math.round(net * 0.2);
    invs.push({
      no: 0,
      typ,
      wo,
      cust,
      dt: d,
      due: addDays(d, termDays),
      net,
      vat,
      gross: net + vat,
      stat: "VD",
      paid: null,
      pay: null,
    });
    d = addDays(d, r.int(0, 3));
    if (d > LAST) return;
  }
  const vat = Math.round(net * 0.2);
  const pd = addDays(d, payDays());
  const paid = pd <= LAST && !(typ === "FIN" && r.chance(0.012)) ? pd : null;
  invs.push({
    no: 0,
    typ,
    wo,
    cust,
    dt: d,
    due: addDays(d, termDays),
    net,
    vat,
    gross: net + vat,
    stat: paid ? "PD" : "ISS",
    paid,
    pay: paid ? payMth() : null,
  });
}

/** Runs the job through the workshop and returns the date it was finished (may be after the export). */
function runJob(
  wo: Wo,
  startFrom: string,
  hrs: number,
  fabIn: string | null,
  rework: boolean,
): string {
  const p = wo.piece;
  const old = ["GEO", "VIC", "EDW", "ART"].includes(p.period);
  const parts: [string, number][] = [];
  if (rework) {
    parts.push([r.pick(["STF", "TOP", "TOP", "SEW"]), 1]);
  } else {
    parts.push(["STR", 0.12]);
    if (old && r.chance(0.6)) parts.push(["FRM", 0.1]);
    if (p.typ.spr) parts.push(["SPR", 0.15]);
    parts.push(["STF", 0.25]);
    parts.push(["TOP", 0.3]);
    if (p.typ.sew) parts.push(["SEW", 0.1]);
    if (p.typ.show && old && r.chance(0.7)) parts.push(["POL", 0.15]);
  }
  const tot = parts.reduce((s, [, w]) => s + w, 0);
  const lead = wo.lead;
  const others = leadsOn(wo.open)
    .map((s) => s.no)
    .filter((n) => n !== lead);
  const leadPref = [
    lead,
    ...others,
    ...STAFF.filter((s) => ["MST", "UPH"].includes(s.grade)).map((s) => s.no),
  ];
  let cur = startFrom;
  for (const [task, w] of parts) {
    const h = Math.max(0.5, q4((hrs * w) / tot));
    let pref: number[];
    if (task === "STR") {
      const apps = appsOn(cur).map((s) => s.no);
      pref = apps.length && r.chance(0.7) ? [...apps, ...leadPref] : leadPref;
    } else if (task === "FRM") pref = [1, ...leadPref];
    else if (task === "SEW") pref = [4, ...leadPref];
    else if (task === "POL") pref = [5, 1];
    else pref = leadPref;
    if (task === "TOP" && fabIn && fabIn > LAST) return "9999-12-31";
    if (task === "TOP" && fabIn && fabIn > cur) cur = nextWork(fabIn);
    if (wo.can && cur >= wo.can) break;
    cur = book(pref, cur, h, task, wo);
  }
  return cur;
}

// ------------------------------------------------------------------ enquiries
let d0 = START;
while (d0 <= "2026-11-17") {
  if (isWorkDay(d0)) {
    const m = Number(d0.slice(5, 7));
    const season = m >= 9 && m <= 11 ? 1.35 : m === 12 || m === 8 ? 0.6 : 1;
    const growth = d0 < "2025-01-01" ? 0.9 : d0 < "2026-01-01" ? 1 : 1.1;
    const n = r.poisson(0.7 * season * growth);
    for (let i = 0; i < n; i++) enquiry(d0);
  }
  d0 = addDays(d0, 1);
}

function enquiry(enq: string): void {
  let cust: Cust;
  const live = tradeW.filter(
    ([c]) => c.crt <= enq && !(LAPSED[c.nm] && enq > LAPSED[c.nm]),
  );
  if (r.chance(0.3) && live.length) cust = r.weighted(live);
  else if (privates.length > 20 && r.chance(0.14))
    cust = r.pick(privates.filter((c) => c.crt < enq).slice(-200));
  else cust = newPrivate(enq);
  const typ =
    cust.typ === "CON"
      ? r.weighted([
          [PTYPES[0], 4],
          [PTYPES[1], 2],
          [PTYPES[3], 2],
          [PTYPES[8], 3],
        ] as const)
      : r.weighted(PTYPES.map((t) => [t, t.w] as const));
  const period =
    cust.typ === "CON"
      ? r.pick(["MOD", "REP"])
      : r.weighted(
          PERIODS.map(
            ([cd, , w]) =>
              [
                cd,
                cust.nm.includes("Antiques") &&
                ["GEO", "VIC", "EDW"].includes(cd)
                  ? w * 3
                  : w,
              ] as const,
          ),
        );
  const qty =
    cust.typ === "CON" && typ.cd === "DCH" ? r.pick([6, 8, 10, 12]) : typ.qty();
  const pnm = (
    PERIODS.find((p) => p[0] === period) as [string, string, number]
  )[1];
  const style = r.pick(STYLE[typ.cd]);
  const base = typ.cd === "BNC" ? style : `${style} ${typ.nm}`;
  const adj = ["GEO", "VIC", "EDW", "ART"].includes(period)
    ? pnm
    : pnm.toLowerCase();
  const woods = period === "MID" ? ["teak", "beech", "afrormosia"] : WOODS;
  const wood =
    typ.show && !["MOD", "REP"].includes(period)
      ? `, ${r.pick(woods)} show-wood`
      : "";
  const descr =
    qty === 1
      ? `${adj[0].toUpperCase()}${adj.slice(1)} ${base}${wood}`
      : `${typ.cd === "DCH" ? `Set of ${qty}` : qty === 2 ? "Pair of" : `${qty} x`} ${adj} ${base}s${wood}`;
  const piece: Piece = {
    no: pieces.length + 1,
    cust,
    typ,
    period,
    descr,
    qty,
    enq,
    inDt: null,
  };
  pieces.push(piece);

  // estimate
  const estDt = addWork(enq, r.int(1, 6));
  if (estDt > LAST) return;
  const by = r.chance(0.6) || !employed(staffBy(2), estDt) ? 1 : 2;
  const visit =
    cust.typ !== "TRD" &&
    ["SOF", "ARM", "WNG", "CHS"].includes(typ.cd) &&
    r.chance(0.5);
  if (visit) {
    const h = q4(r.float(1, 2.5));
    load.set(`${by}|${estDt}`, (load.get(`${by}|${estDt}`) ?? 0) + h);
    tsRows.push({ staff: by, dt: estDt, wo: null, task: "EST", hrs: h });
  }
  const hrs = q4(r.float(typ.hrs[0], typ.hrs[1]) * qty);
  const lab = Math.round(hrs * rateFor(estDt));
  const com = r.chance(
    cust.typ === "PRV" ? 0.22 : cust.typ === "TRD" ? 0.45 : 0.08,
  );
  let fab: Fab | null = null;
  let fabM: number | null = null;
  let fabP = 0;
  if (!com) {
    const pool = FABS.filter(
      (f) =>
        (cust.typ === "CON" ? f.fr : true) && !(f.disc && estDt > "2025-06-30"),
    );
    fab = r.weighted(pool.map((f) => [f, fabWeight(f)] as const));
    fabM = half(r.float(typ.m[0], typ.m[1]) * qty);
    fabP = Math.round(fabM * fab.rrp);
  }
  const sund = Math.round(r.float(typ.sund[0], typ.sund[1]) * qty) * 100;
  const wantsVan = r.chance(
    cust.typ === "PRV"
      ? ["DCH", "STL", "HBD", "BNC"].includes(typ.cd)
        ? 0.3
        : 0.75
      : cust.typ === "TRD"
        ? 0.3
        : 0.9,
  );
  const cd = wantsVan
    ? cust.miles <= 10
      ? 6000
      : cust.miles <= 20
        ? 9000
        : 12000
    : 0;
  const disc = Math.round(((lab + fabP + sund) * cust.disc) / 100);
  const net = lab + fabP + sund + cd - disc;
  const valid = addDays(estDt, 90);
  const pAcc = cust.typ === "PRV" ? 0.6 : 0.84;
  const roll = r.next();
  let stat: string;
  let resp: string | null = addDays(estDt, r.int(2, 35));
  if (roll < pAcc) stat = "ACC";
  else if (roll < pAcc + (1 - pAcc) * 0.6) stat = "DEC";
  else {
    stat = "LAP";
    resp = null;
  }
  if (resp && resp > LAST) {
    stat = "SNT";
    resp = null;
  }
  if (stat === "LAP" && valid > LAST) stat = "SNT";
  const est: Est = {
    no: 0,
    piece,
    dt: estDt,
    by,
    visit,
    hrs,
    lab,
    fab,
    fabM,
    fabP,
    sund,
    cd,
    disc,
    net,
    com,
    valid,
    stat,
    resp,
  };
  ests.push(est);
  if (stat !== "ACC" || !resp) return;

  // work order
  const open = nextWork(resp);
  const leads = leadsOn(open);
  const lead = r.weighted(
    leads.map((s) => [s.no, s.no === 1 ? 3 : s.no === 2 ? 4 : 3] as const),
  );
  const wo: Wo = {
    no: 0,
    piece,
    est,
    orig: null,
    open,
    due: addDays(open, 7 * r.int(5, 10)),
    fin: null,
    out: null,
    can: null,
    stat: "",
    lead,
    extra: r.chance(0.17) ? r.int(4, 30) * 1000 : 0,
  };
  wos.push(wo);
  let inDt = addWork(open, r.int(3, 18));
  if (r.chance(0.045)) {
    wo.can = addWork(open, r.int(1, Math.max(1, countWork(open, inDt) - 1)));
    if (wo.can >= inDt) wo.can = open;
    if (wo.can > LAST) wo.can = null;
  }
  // deposit (private customers)
  let depNet = 0;
  if (cust.typ === "PRV") {
    depNet = Math.round(net / 2);
    addInv(
      "DEP",
      wo,
      open,
      depNet,
      () =>
        r.weighted([
          [0, 4],
          [1, 3],
          [r.int(2, 9), 3],
        ] as const),
      7,
      () =>
        r.weighted([
          ["BACS", 6],
          ["CRD", 3],
          ["CHQ", 1],
        ] as const),
    );
  }
  // fabric
  let fabIn: string | null = null;
  if (fab && fabM) {
    const od = addWork(open, r.int(0, 2));
    const mill = millOf(fab);
    const bo = r.chance(0.08);
    const lt = Math.max(2, mill.lead + r.int(-2, 4) + (bo ? r.int(18, 45) : 0));
    let rc: string | null = nextWork(addDays(od, lt));
    let st = "RCV";
    if (wo.can && (!rc || rc > wo.can)) {
      st = "CAN";
      rc = null;
    } else if (rc > LAST) {
      st = bo ? "BO" : "ORD";
      rc = null;
    }
    if (od <= LAST && !(wo.can && od >= wo.can)) {
      ords.push({
        no: 0,
        wo,
        fab,
        dt: od,
        m: fabM,
        cost: fab.cost,
        exp: addDays(od, mill.lead),
        rcvd: rc,
        stat: st,
        ref: "",
      });
      fabIn = rc ?? "9999-12-31";
    } else fabIn = "9999-12-31";
  }
  if (wo.can) {
    if (cd && inDt > wo.can && inDt <= LAST) {
      trips.push({
        no: 0,
        wo,
        typ: "COL",
        sched: inDt,
        done: null,
        stat: "CANC",
        drv: driverOn(inDt),
        miles: 0,
        pcode: cust.pcode,
      });
    }
    wo.stat = "CAN";
    return;
  }
  if (cd) {
    const done = addTrip(wo, "COL", inDt);
    piece.inDt = done;
    if (!done) {
      wo.stat = fabIn && fabIn > LAST ? "AWF" : "OPN";
      return;
    }
    inDt = done;
  } else if (inDt <= LAST) piece.inDt = inDt;
  else {
    wo.stat = fabIn && fabIn > LAST ? "AWF" : "OPN";
    return;
  }
  // top-up order when the first cut was short
  const actual = q4(hrs * r.float(0.82, 1.35));
  const start = addWork(inDt, r.int(2, 14));
  const fin = runJob(wo, start, actual, fabIn, false);
  const finDt = fin > LAST ? fin : addWork(fin, r.int(0, 1));
  if (fab && fabM && fabIn && fabIn <= LAST && r.chance(0.05)) {
    const od = addWork(fabIn, r.int(1, 4));
    const rc = nextWork(addDays(od, millOf(fab).lead + r.int(-1, 3)));
    if (rc <= LAST && rc <= finDt) {
      ords.push({
        no: 0,
        wo,
        fab,
        dt: od,
        m: half(r.float(1, 3)),
        cost: fab.cost,
        exp: addDays(od, millOf(fab).lead),
        rcvd: rc,
        stat: "RCV",
        ref: "",
      });
    }
  }
  const booked = tsRows.some((t) => t.wo === wo && t.dt <= LAST);
  if (finDt > LAST) {
    wo.stat = fabIn && fabIn > LAST ? "AWF" : booked ? "WIP" : "OPN";
    return;
  }
  wo.fin = finDt;
  // final invoice when ready
  const finNet = net + wo.extra - depNet;
  // hand back
  let out: string | null;
  if (cd) out = addTrip(wo, "DEL", addWork(finDt, r.int(2, 9)));
  else {
    const o = addWork(
      finDt,
      r.weighted([
        [r.int(1, 5), 5],
        [r.int(6, 15), 2],
        [r.int(16, 30), 1],
      ] as const),
    );
    out = o <= LAST ? o : null;
  }
  wo.out = out;
  wo.stat = out ? "CMP" : "RDY";
  if (cust.typ === "PRV") {
    const payBy = out ?? addDays(finDt, 400);
    const lag = Math.max(
      0,
      Math.round((Date.parse(payBy) - Date.parse(finDt)) / 86400000),
    );
    addInv(
      "FIN",
      wo,
      finDt,
      finNet,
      () =>
        r.weighted([
          [lag, 16],
          [r.int(1, 12), 3],
          [r.int(20, 90), 1],
        ] as const),
      14,
      () =>
        r.weighted([
          ["BACS", 5],
          ["CRD", 4],
          ["CHQ", 1],
          ["CSH", 0.5],
        ] as const),
    );
  } else {
    addInv(
      "FIN",
      wo,
      finDt,
      finNet,
      () =>
        r.weighted([
          [r.int(8, 30), 6],
          [r.int(31, 60), 3],
          [r.int(61, 110), 1],
        ] as const),
      30,
      () =>
        r.weighted([
          ["BACS", 9],
          ["CHQ", 1],
        ] as const),
    );
  }
  // rework under the workshop's guarantee
  if (out && r.chance(0.04)) {
    const ro = addWork(out, r.int(10, 90));
    if (ro <= LAST) {
      const rw: Wo = {
        no: 0,
        piece,
        est: null,
        orig: wo,
        open: ro,
        due: addDays(ro, 14),
        fin: null,
        out: null,
        can: null,
        stat: "",
        lead: leadsOn(ro).some((s) => s.no === lead) ? lead : 2,
        extra: 0,
      };
      wos.push(rw);
      const f = addWork(
        runJob(rw, addWork(ro, r.int(1, 5)), q4(r.float(1.5, 6)), null, true),
        0,
      );
      if (f > LAST)
        rw.stat = tsRows.some((t) => t.wo === rw && t.dt <= LAST)
          ? "WIP"
          : "OPN";
      else {
        rw.fin = f;
        const o = addWork(f, r.int(1, 8));
        rw.out = o <= LAST ? o : null;
        rw.stat = rw.out ? "CMP" : "RDY";
      }
    }
  }
}
function countWork(a: string, b: string): number {
  let n = 0;
  let x = a;
  while (x < b) {
    x = addDays(x, 1);
    if (isWorkDay(x)) n++;
  }
  return n;
}

// apprentices' college days (term time)
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isWorkDay(d)) continue;
  for (const s of STAFF)
    if (employed(s, d) && collegeDay(s, d))
      tsRows.push({ staff: s.no, dt: d, wo: null, task: "TRN", hrs: 7.5 });
}

// ------------------------------------------------------------------ numbering
ests
  .sort((a, b) =>
    a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.piece.no - b.piece.no,
  )
  .forEach((e, i) => (e.no = 24001 + i));
const woKey = (w: Wo): string =>
  `${w.open}|${pad(w.piece.no, 5)}|${w.orig ? 1 : 0}`;
wos
  .sort((a, b) => (woKey(a) < woKey(b) ? -1 : 1))
  .forEach((w, i) => (w.no = 1201 + i));
ords
  .sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.wo.no - b.wo.no))
  .forEach((o, i) => {
    o.no = 801 + i;
    o.ref = `${millOf(o.fab).pre}${r.int(100000, 999999)}`;
  });
trips
  .sort((a, b) =>
    a.sched < b.sched ? -1 : a.sched > b.sched ? 1 : a.wo.no - b.wo.no,
  )
  .forEach((t, i) => (t.no = 1 + i));
invs
  .sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.wo.no - b.wo.no))
  .forEach((v, i) => (v.no = 4101 + i));
const ts = tsRows
  .filter((t) => t.dt <= LAST)
  .sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.staff - b.staff));

// ------------------------------------------------------------------ SQL
const yn = (b: boolean): string => (b ? "Y" : "N");
const DDL = `
CREATE SCHEMA tackrm;

CREATE TABLE tackrm.staff (
  staff_no integer PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  grade_cd char(3) NOT NULL,
  mentor_no integer REFERENCES tackrm.staff (staff_no),
  start_dt date NOT NULL,
  end_dt date,
  hrs_wk numeric(4,1) NOT NULL
);

CREATE TABLE tackrm.cust (
  cust_no integer PRIMARY KEY,
  cust_typ char(3) NOT NULL,
  cust_nm varchar(60) NOT NULL,
  cont_nm varchar(40),
  addr1 varchar(60),
  town varchar(40),
  pcode varchar(8),
  src_cd char(3),
  acct_yn char(1) NOT NULL,
  disc_pct numeric(4,1) NOT NULL,
  crt_dt date NOT NULL
);

CREATE TABLE tackrm.fab (
  fab_cd varchar(12) PRIMARY KEY,
  mill_nm varchar(40) NOT NULL,
  design varchar(40) NOT NULL,
  colour varchar(30) NOT NULL,
  comp_cd char(3) NOT NULL,
  width_cm integer NOT NULL,
  cost_pm_p integer NOT NULL,
  rrp_pm_p integer NOT NULL,
  fr_yn char(1) NOT NULL,
  disc_yn char(1) NOT NULL
);

CREATE TABLE tackrm.piece (
  piece_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES tackrm.cust (cust_no),
  pc_typ char(3) NOT NULL,
  period_cd char(3) NOT NULL,
  descr varchar(120) NOT NULL,
  qty integer NOT NULL,
  enq_dt date NOT NULL,
  in_dt date
);

CREATE TABLE tackrm.est (
  est_no integer PRIMARY KEY,
  piece_no integer NOT NULL REFERENCES tackrm.piece (piece_no),
  est_dt date NOT NULL,
  est_by integer NOT NULL REFERENCES tackrm.staff (staff_no),
  visit_yn char(1) NOT NULL,
  est_hrs numeric(6,2) NOT NULL,
  lab_p integer NOT NULL,
  com_yn char(1) NOT NULL,
  fab_cd varchar(12) REFERENCES tackrm.fab (fab_cd),
  fab_m numeric(5,1),
  fab_p integer NOT NULL,
  sund_p integer NOT NULL,
  cd_p integer NOT NULL,
  disc_p integer NOT NULL,
  net_p integer NOT NULL,
  valid_to date NOT NULL,
  stat_cd char(3) NOT NULL,
  resp_dt date
);

CREATE TABLE tackrm.wo (
  wo_no integer PRIMARY KEY,
  piece_no integer NOT NULL REFERENCES tackrm.piece (piece_no),
  est_no integer REFERENCES tackrm.est (est_no),
  orig_wo integer REFERENCES tackrm.wo (wo_no),
  open_dt date NOT NULL,
  due_dt date NOT NULL,
  lead_no integer NOT NULL REFERENCES tackrm.staff (staff_no),
  extra_p integer NOT NULL,
  stat_cd char(3) NOT NULL,
  fin_dt date,
  out_dt date,
  can_dt date
);

CREATE TABLE tackrm.fab_ord (
  po_no integer PRIMARY KEY,
  wo_no integer NOT NULL REFERENCES tackrm.wo (wo_no),
  fab_cd varchar(12) NOT NULL REFERENCES tackrm.fab (fab_cd),
  ord_dt date NOT NULL,
  ord_m numeric(5,1) NOT NULL,
  cost_pm_p integer NOT NULL,
  exp_dt date NOT NULL,
  rcvd_dt date,
  stat_cd char(3) NOT NULL,
  mill_ref varchar(20)
);

CREATE TABLE tackrm.tsheet (
  ts_no integer PRIMARY KEY,
  staff_no integer NOT NULL REFERENCES tackrm.staff (staff_no),
  work_dt date NOT NULL,
  wo_no integer REFERENCES tackrm.wo (wo_no),
  task_cd char(3) NOT NULL,
  hrs numeric(4,2) NOT NULL
);

CREATE TABLE tackrm.trip (
  trip_no integer PRIMARY KEY,
  wo_no integer NOT NULL REFERENCES tackrm.wo (wo_no),
  trip_typ char(3) NOT NULL,
  sched_dt date NOT NULL,
  done_dt date,
  stat_cd char(4) NOT NULL,
  drv_no integer NOT NULL REFERENCES tackrm.staff (staff_no),
  miles integer,
  pcode varchar(8)
);

CREATE TABLE tackrm.inv (
  inv_no integer PRIMARY KEY,
  inv_typ char(3) NOT NULL,
  wo_no integer NOT NULL REFERENCES tackrm.wo (wo_no),
  cust_no integer NOT NULL REFERENCES tackrm.cust (cust_no),
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  gross_p integer NOT NULL,
  stat_cd char(3) NOT NULL,
  paid_dt date,
  pay_mth varchar(4)
);
`;

export function datasetSql(): string {
  return [
    DDL,
    insertRows(
      "tackrm.staff",
      [
        "staff_no",
        "first_nm",
        "last_nm",
        "grade_cd",
        "mentor_no",
        "start_dt",
        "end_dt",
        "hrs_wk",
      ],
      STAFF.map((s) => [
        s.no,
        s.first,
        s.last,
        s.grade,
        s.mentor,
        s.start,
        s.end,
        s.hrsWk,
      ]),
    ),
    insertRows(
      "tackrm.cust",
      [
        "cust_no",
        "cust_typ",
        "cust_nm",
        "cont_nm",
        "addr1",
        "town",
        "pcode",
        "src_cd",
        "acct_yn",
        "disc_pct",
        "crt_dt",
      ],
      custs.map((c) => [
        c.no,
        c.typ,
        c.nm,
        c.cont,
        c.addr,
        c.town,
        c.pcode,
        c.src,
        yn(c.acct),
        c.disc,
        c.crt,
      ]),
    ),
    insertRows(
      "tackrm.fab",
      [
        "fab_cd",
        "mill_nm",
        "design",
        "colour",
        "comp_cd",
        "width_cm",
        "cost_pm_p",
        "rrp_pm_p",
        "fr_yn",
        "disc_yn",
      ],
      FABS.map((f) => [
        f.cd,
        f.mill,
        f.design,
        f.colour,
        f.comp,
        f.width,
        f.cost,
        f.rrp,
        yn(f.fr),
        yn(f.disc),
      ]),
    ),
    insertRows(
      "tackrm.piece",
      [
        "piece_no",
        "cust_no",
        "pc_typ",
        "period_cd",
        "descr",
        "qty",
        "enq_dt",
        "in_dt",
      ],
      pieces.map((p) => [
        p.no,
        p.cust.no,
        p.typ.cd,
        p.period,
        p.descr,
        p.qty,
        p.enq,
        p.inDt,
      ]),
    ),
    insertRows(
      "tackrm.est",
      [
        "est_no",
        "piece_no",
        "est_dt",
        "est_by",
        "visit_yn",
        "est_hrs",
        "lab_p",
        "com_yn",
        "fab_cd",
        "fab_m",
        "fab_p",
        "sund_p",
        "cd_p",
        "disc_p",
        "net_p",
        "valid_to",
        "stat_cd",
        "resp_dt",
      ],
      ests.map((e) => [
        e.no,
        e.piece.no,
        e.dt,
        e.by,
        yn(e.visit),
        e.hrs,
        e.lab,
        yn(e.com),
        e.fab?.cd ?? null,
        e.fabM,
        e.fabP,
        e.sund,
        e.cd,
        e.disc,
        e.net,
        e.valid,
        e.stat,
        e.resp,
      ]),
    ),
    insertRows(
      "tackrm.wo",
      [
        "wo_no",
        "piece_no",
        "est_no",
        "orig_wo",
        "open_dt",
        "due_dt",
        "lead_no",
        "extra_p",
        "stat_cd",
        "fin_dt",
        "out_dt",
        "can_dt",
      ],
      wos.map((w) => [
        w.no,
        w.piece.no,
        w.est?.no ?? null,
        w.orig?.no ?? null,
        w.open,
        w.due,
        w.lead,
        w.extra,
        w.stat,
        w.fin,
        w.out,
        w.can,
      ]),
    ),
    insertRows(
      "tackrm.fab_ord",
      [
        "po_no",
        "wo_no",
        "fab_cd",
        "ord_dt",
        "ord_m",
        "cost_pm_p",
        "exp_dt",
        "rcvd_dt",
        "stat_cd",
        "mill_ref",
      ],
      ords.map((o) => [
        o.no,
        o.wo.no,
        o.fab.cd,
        o.dt,
        o.m,
        o.cost,
        o.exp,
        o.rcvd,
        o.stat,
        o.ref,
      ]),
    ),
    insertRows(
      "tackrm.tsheet",
      ["ts_no", "staff_no", "work_dt", "wo_no", "task_cd", "hrs"],
      ts.map((t, i) => [i + 1, t.staff, t.dt, t.wo?.no ?? null, t.task, t.hrs]),
    ),
    insertRows(
      "tackrm.trip",
      [
        "trip_no",
        "wo_no",
        "trip_typ",
        "sched_dt",
        "done_dt",
        "stat_cd",
        "drv_no",
        "miles",
        "pcode",
      ],
      trips.map((t) => [
        t.no,
        t.wo.no,
        t.typ,
        t.sched,
        t.done,
        t.stat,
        t.drv,
        t.done ? t.miles : null,
        t.pcode,
      ]),
    ),
    insertRows(
      "tackrm.inv",
      [
        "inv_no",
        "inv_typ",
        "wo_no",
        "cust_no",
        "inv_dt",
        "due_dt",
        "net_p",
        "vat_p",
        "gross_p",
        "stat_cd",
        "paid_dt",
        "pay_mth",
      ],
      invs.map((v) => [
        v.no,
        v.typ,
        v.wo.no,
        v.cust.no,
        v.dt,
        v.due,
        v.net,
        v.vat,
        v.gross,
        v.stat,
        v.paid,
        v.pay,
      ]),
    ),
  ].join("\n\n");
}
