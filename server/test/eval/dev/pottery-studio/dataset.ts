/**
 * Slip & Kiln is a community pottery studio in a converted railway arch in Bristol (Stokes Croft). It makes its money
 * four ways: (1) courses and one-off sessions taught by its instructors: six-week wheel-throwing and hand-building
 * courses (one evening or morning a week for six weeks), two-hour wheel and hand-building "taster" sessions, couples'
 * date-night wheel tasters and half-day glazing workshops; (2) studio memberships for people who already know how to
 * throw, paid monthly by direct debit, with an optional rented shelf for their work in progress; (3) clay, glazes,
 * underglazes and tools sold over the counter, mostly to members; (4) commissions: pieces made to order for
 * customers (wedding dinner sets, cafe cups, memorial urns, personalised mugs). Everyone's work is fired in the
 * studio's kilns, and every firing is written in the kiln log.
 *
 * This is the database of "ClayDesk", a booking and membership system a local contractor built for the studio
 * (schema `sks`), as exported on the morning of Wednesday 2026-11-25 with everything up to the end of Tuesday
 * 2026-11-24. The system went live on 2025-01-01. Bookings for the first courses of 2025 that were taken before then
 * were keyed in with their original booking and payment dates (so a few go back to October 2024); members who joined
 * before go-live were migrated with their real join date but a registration date of 2025-01-01. Courses and
 * sessions are already scheduled (and partly booked) up to the end of January 2027.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `val_p`, `price_p`, `amt_p`, `qte_p`, `dep_p`,
 * `cost_p`, `sell_p`, `unit_p`. Temperatures in degrees Celsius, firing programme lengths in hours, electricity in
 * kWh. Dates are UK calendar dates.
 *
 * Codes: the meaning of every short code is ONLY in the lookup table `ref_cd` (one row per code; `cd_grp` says which
 * kind of code it is). The groups and codes are:
 * - CTYP course types (`crs.typ_cd`): WHL6 wheel throwing 6-week course, HBD6 hand-building 6-week course, TSTW wheel
 *   taster session (2 hours), HBDT hand-building taster session (2 hours), DATE date-night wheel taster for couples,
 *   GLZW glazing workshop (half a day), KIDS kids' clay club (discontinued in 2024, `actv_yn` N, never used here).
 *   The three taster kinds are TSTW, HBDT and DATE.
 * - CSTAT course statuses (`crs.stat_cd`): SCH scheduled and taking bookings, RUN running (first session held, last
 *   not yet), CMP completed, CXL cancelled by the studio.
 * - BSTAT booking statuses (`bkg.stat_cd`): C confirmed place, W on the waitlist, X cancelled by the customer, S
 *   cancelled by the studio (because the course was cancelled), N no-show (booked a one-off session and did not
 *   come; only used for tasters and workshops).
 * - BSRC where a booking was made (`bkg.src_cd`): WEB website, PHN phone, WLK in person at the studio.
 * - DISC booking discounts (`bkg.disc_cd`): MBR member discount of 10% (members get it on 6-week courses and glazing
 *   workshops), FRND refer-a-friend, 10 pounds off a 6-week course (`val_p` 1000).
 * - PLAN membership plans (`cust.plan_cd`) with the monthly fee in `val_p`: FULL full membership (24/7 access, 95
 *   pounds), STD standard membership (Monday to Saturday, 70 pounds), OFFP off-peak membership (weekday daytime, 48
 *   pounds).
 * - SHLF shelf sizes (`cust.shelf_cd`) with the monthly rent in `val_p`: SS small shelf (8 pounds), SL large shelf (15
 *   pounds).
 * - MSTAT membership statuses (`cust.mbr_stat`): A active, P paused (membership frozen, e.g. a long holiday), X
 *   cancelled.
 * - KILN kilns (`kiln_log.kiln_cd`): K1 the big electric kiln (200 litre), K2 the small electric test kiln (50
 *   litre), RK the gas raku kiln in the yard.
 * - FTYP firing types (`kiln_log.fire_typ`): BSQ bisque firing, GLZ glaze firing, RKU raku firing, TST test firing of
 *   glaze test tiles.
 * - FRES firing results (`kiln_log.res_cd`): OK fired fine, PRT partial loss (some pieces cracked, glaze ran, lid
 *   stuck...), FL failed or aborted (element failure, tripped breaker, controller error).
 * - COMST commission statuses (`commn.stat_cd`): Q quoted, awaiting the customer's decision; D quote declined; A
 *   accepted and deposit paid, not started; M in making; R finished and ready for collection; C collected or
 *   delivered (complete); X cancelled after acceptance.
 * - PKND payment kinds (`pymt.kind_cd`): CRS course or session booking, MBR membership fee, SHF shelf rent, COM
 *   commission (deposit or balance).
 * - PMTH payment methods (`pymt.meth_cd`, `sale.pay_cd`): CRD card, CSH cash, BAC bank transfer, DD direct debit,
 *   GV gift voucher (a voucher bought earlier being redeemed).
 * - SCAT stock categories (`stock.cat_cd`): CLY clay, GLZ glaze, UGL underglaze, TLS tools & kit.
 * - ISPEC instructor specialisms (`instr.spec_cd`): W wheel throwing, H hand-building, B both.
 *
 * Tables and columns
 * - `ref_cd` the lookup table: `cd_grp` the code group (above), `cd` the code, `cd_desc` what it means, `val_p` a
 *   price in pence for codes that carry one (plan fees, shelf rents, the refer-a-friend discount), `sort_no` display
 *   order, `actv_yn` Y while the code is in use.
 * - `instr` instructors (they also fire the kilns and make the commissions): `instr_cd` their initials, `first_nm`,
 *   `last_nm`, `spec_cd` specialism (ISPEC), `email`, `mob_no` mobile (may be missing), `start_dt` the date they
 *   started teaching at the studio, `left_dt` the date they left (NULL = still teaching). Maggie Thornbury (MT) owns
 *   the studio.
 * - `cust` customers: everyone who has booked, joined, bought or commissioned anything; members are customers with
 *   membership details filled in. `cust_no`, `first_nm`, `last_nm`, `email`, `mob_no`, `pcode` postcode, `reg_dt`
 *   the date their record was created (their first booking, purchase, enquiry or join date; 2025-01-01 for migrated
 *   members), `mktg_yn` Y when they opted in to the newsletter. Membership: `plan_cd` (PLAN; NULL = never a member),
 *   `mbr_from` the date they joined, `mbr_to` the date they cancelled (NULL = still a member), `mbr_stat` (MSTAT),
 *   `paus_dt` the date a paused membership was frozen (NULL unless paused). Shelf rental: `shelf_cd` the shelf size
 *   they rent now (SHLF; NULL = no shelf) and `shelf_no` the shelf's number on the racks (A01 to D14); only current
 *   rentals are recorded (a cancelled member's shelf is cleared). `del_yn` Y when the customer asked to be erased
 *   under GDPR: the record is kept for the accounts with email and phone blanked, and should be left out of
 *   customer lists and counts. A customer has at most one membership.
 * - `crs` courses and sessions on the timetable, one row per course run (a 6-week course is one row covering its six
 *   weekly sessions): `crs_no`, `crs_cd` the course code (type plus first-session date as yymmdd, e.g.
 *   WHL6-260113), `typ_cd` (CTYP), `instr_cd` the instructor teaching it, `start_dt` the date of the first (or
 *   only) session, `start_tm` start time, `n_sess` number of weekly sessions (6 for 6-week courses, else 1; the last
 *   session is on `start_dt` + 7 x (`n_sess` - 1) days), `cap` the capacity in places (wheels or seats), `price_p` the
 *   price per place, `stat_cd` (CSTAT), `cxl_dt` the date the studio cancelled it (NULL unless cancelled; the studio
 *   cancels when too few places are sold a few days before, or when the instructor is ill).
 * - `bkg` bookings: one row per booking of one or more places on one course or session by one customer. `bkg_no`,
 *   `crs_no`, `cust_no` the customer who booked (for a date night, one of the couple), `bkg_dt` the date the booking
 *   or waitlist request was made, `n_pl` the number of places (people) in the booking, `src_cd` (BSRC), `stat_cd`
 *   (BSTAT), `wl_yn` Y when the booking started on the waitlist because the course was full, `off_dt` the date a
 *   waitlisted booking was offered a place that someone else gave up (it then becomes C and is paid on that date;
 *   NULL otherwise), `cxl_dt` the date the booking was cancelled (by the customer for X, the studio for S), `disc_cd`
 *   (DISC; NULL = full price), `amt_p` the amount charged for the booking after any discount (NULL while, or when,
 *   a waitlisted booking was never given a place; nothing is charged for a waitlist place). A booking on a past
 *   course still in status C means the customer had a place. Refund policy on customer cancellations: a full refund
 *   at least 14 days before the first session, half between 7 and 13 days, nothing within 7 days; studio
 *   cancellations are always refunded in full. Refunds are in `pymt`.
 * - `commn` commissions: `com_no`, `cust_no` the customer, `instr_cd` the maker, `descr` what was ordered, `n_pcs`
 *   number of pieces, `qte_p` the quoted (and agreed) price of the whole job, `dep_p` the 30% deposit paid on
 *   acceptance (NULL when never accepted), `enq_dt` the date of the enquiry and quote, `acc_dt` the date the customer
 *   accepted the quote and paid the deposit, `due_dt` the agreed completion date, `dlv_dt` the date the finished work
 *   was collected or delivered and the balance paid, `stat_cd` (COMST). Deposits are not refundable except at the
 *   owner's discretion.
 * - `kiln_log` the kiln log: one row per firing. `fire_no`, `kiln_cd` (KILN), `fire_typ` (FTYP), `load_dt` the date the
 *   kiln was packed, `fire_dt` the date the firing started, `unload_dt` the date it was unpacked (NULL = still
 *   cooling), `cone` the pyrometric cone fired to, as text ('04' and '06' bisque, '5' or '6' glaze; NULL for raku),
 *   `peak_c` the peak temperature the controller reached, `prog_hrs` the length of the firing programme in hours,
 *   `kwh` electricity used, read from the kiln's meter (NULL for the gas raku kiln), `shelves` kiln shelves packed,
 *   `fired_by` the instructor who packed and fired it, `res_cd` (FRES; NULL until unloaded), `notes` free text,
 *   `void_yn` Y for an entry logged twice by mistake and voided (ignore it).
 * - `stock` clay, glaze and tool lines for sale: `sku`, `descr`, `cat_cd` (SCAT), `unit_desc` the unit sold (a 12.5kg
 *   bag of clay, a 473ml jar of glaze...), `supp_nm` the supplier, `cost_p` what the studio pays per unit, `sell_p` the
 *   current selling price per unit (clay prices went up on 2026-04-01; earlier sales were at lower prices), `qoh`
 *   the quantity on hand now, `reord_lvl` reorder when stock falls below this, `disc_yn` Y for a discontinued line.
 * - `sale` over-the-counter sales of stock: one row per item line. `sale_no`, `sale_dt`, `cust_no` the buyer (NULL
 *   for a walk-in who is not on the system), `sku`, `qty` units, `unit_p` the price charged per unit, `pay_cd`
 *   (PMTH), `void_yn` Y for a line voided at the till (counts for nothing). These sales are paid on the spot and do
 *   NOT appear in `pymt`.
 * - `pymt` payments received and refunds paid for bookings, memberships, shelves and commissions: `pay_no`, `pay_dt`,
 *   `cust_no`, `kind_cd` (PKND), `meth_cd` (PMTH), `amt_p` the amount, ALWAYS POSITIVE, `rfd_yn` Y when the row is a
 *   refund paid back to the customer (money out) rather than a payment received, `rfd_of` the payment a refund is
 *   for, `bkg_no` the booking (kind CRS), `com_no` the commission (kind COM), `ext_ref` the card processor, direct
 *   debit or voucher reference. Membership fees and shelf rent are collected by direct debit on the 1st of every
 *   month (none while a membership is paused, though a paused member's shelf rent is still collected); the first
 *   month is paid by card on the joining date. Cash refunds are paid back by bank transfer.
 *
 * Not recorded here: how customers heard about the studio; customers' ages or dates of birth; when members come in
 *   and use the studio (no door or check-in log, so no studio hours or visits); which pieces, or whose pieces, went
 *   into each firing (so no record of which members' work was lost in a failed firing); the electricity tariff or
 *   bills (only kWh from the kiln meters); instructors' pay, hours worked or any payroll; the studio's rent, rates and
 *   other running costs; gift voucher sales and balances (only vouchers redeemed against bookings); stock deliveries,
 *   purchase orders and stock counts over time (only today's quantity on hand); reviews, ratings or feedback;
 *   attendance at each weekly session of a 6-week course; glaze recipes; the sale of finished pots.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2025-01-01";
const LAST = "2026-11-24";
const SCHED_TO = "2027-01-31";
const rn = seededRandom(7310_2026); // names and contact details
const rb = seededRandom(7310_2027); // courses, bookings, members
const rc = seededRandom(7310_2028); // commissions
const rk = seededRandom(7310_2029); // kiln log
const rs = seededRandom(7310_2030); // shop sales
const rp = seededRandom(7310_2031); // payments

const isBlackout = (d: string): boolean => {
  const md = d.slice(5);
  return md >= "12-21" || md <= "01-04";
};

// ------------------------------------------------------------------ reference codes
const REF: [string, string, string, number | null, string][] = [
  ["CTYP", "WHL6", "Wheel throwing - 6 week course", null, "Y"],
  ["CTYP", "HBD6", "Hand-building - 6 week course", null, "Y"],
  ["CTYP", "TSTW", "Wheel taster session (2 hrs)", null, "Y"],
  ["CTYP", "HBDT", "Hand-building taster session (2 hrs)", null, "Y"],
  ["CTYP", "DATE", "Date night wheel taster (couples)", null, "Y"],
  ["CTYP", "GLZW", "Glazing workshop (half day)", null, "Y"],
  ["CTYP", "KIDS", "Kids clay club (discontinued 2024)", null, "N"],
  ["CSTAT", "SCH", "Scheduled - taking bookings", null, "Y"],
  ["CSTAT", "RUN", "Running", null, "Y"],
  ["CSTAT", "CMP", "Completed", null, "Y"],
  ["CSTAT", "CXL", "Cancelled by the studio", null, "Y"],
  ["BSTAT", "C", "Confirmed place", null, "Y"],
  ["BSTAT", "W", "Waitlisted", null, "Y"],
  ["BSTAT", "X", "Cancelled by customer", null, "Y"],
  ["BSTAT", "S", "Cancelled by studio", null, "Y"],
  ["BSTAT", "N", "No-show", null, "Y"],
  ["BSRC", "WEB", "Website", null, "Y"],
  ["BSRC", "PHN", "Phone", null, "Y"],
  ["BSRC", "WLK", "In person at the studio", null, "Y"],
  ["DISC", "MBR", "Member discount (10%)", null, "Y"],
  ["DISC", "FRND", "Refer-a-friend (10 pounds off)", 1000, "Y"],
  ["PLAN", "FULL", "Full membership (24/7 access)", 9500, "Y"],
  ["PLAN", "STD", "Standard membership (Mon-Sat)", 7000, "Y"],
  ["PLAN", "OFFP", "Off-peak membership (weekday daytime)", 4800, "Y"],
  ["SHLF", "SS", "Small shelf", 800, "Y"],
  ["SHLF", "SL", "Large shelf", 1500, "Y"],
  ["MSTAT", "A", "Active", null, "Y"],
  ["MSTAT", "P", "Paused (membership frozen)", null, "Y"],
  ["MSTAT", "X", "Cancelled", null, "Y"],
  ["KILN", "K1", "Big electric kiln (200 litre)", null, "Y"],
  ["KILN", "K2", "Small test kiln (50 litre)", null, "Y"],
  ["KILN", "RK", "Raku kiln (gas, in the yard)", null, "Y"],
  ["FTYP", "BSQ", "Bisque firing", null, "Y"],
  ["FTYP", "GLZ", "Glaze firing", null, "Y"],
  ["FTYP", "RKU", "Raku firing", null, "Y"],
  ["FTYP", "TST", "Test firing (glaze tests)", null, "Y"],
  ["FRES", "OK", "Fired OK", null, "Y"],
  ["FRES", "PRT", "Partial loss", null, "Y"],
  ["FRES", "FL", "Failed / aborted", null, "Y"],
  ["COMST", "Q", "Quoted - awaiting customer", null, "Y"],
  ["COMST", "D", "Quote declined", null, "Y"],
  ["COMST", "A", "Accepted - deposit paid", null, "Y"],
  ["COMST", "M", "In making", null, "Y"],
  ["COMST", "R", "Ready for collection", null, "Y"],
  ["COMST", "C", "Collected / delivered", null, "Y"],
  ["COMST", "X", "Cancelled after acceptance", null, "Y"],
  ["PKND", "CRS", "Course / session booking", null, "Y"],
  ["PKND", "MBR", "Membership fee", null, "Y"],
  ["PKND", "SHF", "Shelf rental", null, "Y"],
  ["PKND", "COM", "Commission", null, "Y"],
  ["PMTH", "CRD", "Card", null, "Y"],
  ["PMTH", "CSH", "Cash", null, "Y"],
  ["PMTH", "BAC", "Bank transfer", null, "Y"],
  ["PMTH", "DD", "Direct debit", null, "Y"],
  ["PMTH", "GV", "Gift voucher", null, "Y"],
  ["SCAT", "CLY", "Clay", null, "Y"],
  ["SCAT", "GLZ", "Glaze", null, "Y"],
  ["SCAT", "UGL", "Underglaze", null, "Y"],
  ["SCAT", "TLS", "Tools & kit", null, "Y"],
  ["ISPEC", "W", "Wheel throwing", null, "Y"],
  ["ISPEC", "H", "Hand-building", null, "Y"],
  ["ISPEC", "B", "Wheel and hand-building", null, "Y"],
];
const refVal = (grp: string, cd: string): number => {
  const row = REF.find((x) => x[0] === grp && x[1] === cd);
  if (!row || row[3] === null) throw new Error(`no value ${grp} ${cd}`);
  return row[3];
};

// ------------------------------------------------------------------ instructors
type Instr = {
  cd: string;
  first: string;
  last: string;
  spec: string;
  email: string;
  mob: string | null;
  start: string;
  left: string | null;
};
const INSTR: Instr[] = [
  {
    cd: "MT",
    first: "Maggie",
    last: "Thornbury",
    spec: "B",
    email: "maggie@slipandkiln.co.uk",
    mob: "07700 914221",
    start: "2018-04-03",
    left: null,
  },
  {
    cd: "DO",
    first: "Dev",
    last: "Okafor",
    spec: "W",
    email: "dev@slipandkiln.co.uk",
    mob: "07700 930415",
    start: "2022-09-05",
    left: null,
  },
  {
    cd: "HL",
    first: "Hannah",
    last: "Lisowski",
    spec: "H",
    email: "hannah@slipandkiln.co.uk",
    mob: "07700 955102",
    start: "2023-01-16",
    left: null,
  },
  {
    cd: "TR",
    first: "Tomasz",
    last: "Reid",
    spec: "W",
    email: "tomasz@slipandkiln.co.uk",
    mob: "07700 961873",
    start: "2025-05-06",
    left: null,
  },
  {
    cd: "PC",
    first: "Priya",
    last: "Chandran",
    spec: "H",
    email: "priya.c@slipandkiln.co.uk",
    mob: "07700 947330",
    start: "2024-02-19",
    left: "2026-02-27",
  },
  {
    cd: "OG",
    first: "Owen",
    last: "Gallagher",
    spec: "B",
    email: "owen@slipandkiln.co.uk",
    mob: null,
    start: "2026-02-23",
    left: null,
  },
];
const instrActive = (cd: string, d: string): boolean => {
  const i = INSTR.find((x) => x.cd === cd);
  return !!i && i.start <= d && (i.left === null || d <= i.left);
};

// ------------------------------------------------------------------ customers
type Mbr = {
  plan: string;
  from: string;
  to: string | null;
  paus: string | null;
  shelf: string | null;
  migrated: boolean;
};
type Cust = {
  no: number;
  first: string;
  last: string;
  email: string | null;
  mob: string | null;
  pcode: string;
  firstAct: string | null;
  migrated: boolean;
  mbr: Mbr | null;
  del: boolean;
  mktg: boolean;
  hasFuture: boolean;
};
const FIRST = [
  "Amelia",
  "Olivia",
  "Isla",
  "Ava",
  "Mia",
  "Grace",
  "Freya",
  "Lily",
  "Ella",
  "Sophie",
  "Chloe",
  "Emily",
  "Ruby",
  "Jess",
  "Hannah",
  "Lucy",
  "Rosie",
  "Megan",
  "Holly",
  "Alice",
  "Harriet",
  "Zara",
  "Priti",
  "Aisha",
  "Niamh",
  "Beth",
  "Kate",
  "Laura",
  "Sarah",
  "Rachel",
  "Claire",
  "Helen",
  "Joanna",
  "Nadia",
  "Yasmin",
  "Imogen",
  "Poppy",
  "Martha",
  "Oliver",
  "Jack",
  "Harry",
  "George",
  "Noah",
  "Leo",
  "Oscar",
  "Alfie",
  "Charlie",
  "Thomas",
  "James",
  "Sam",
  "Ben",
  "Tom",
  "Joe",
  "Dan",
  "Matt",
  "Rob",
  "Chris",
  "Luke",
  "Adam",
  "Ravi",
  "Kwame",
  "Finn",
  "Rhys",
  "Owen",
  "Ewan",
  "Marcus",
  "Felix",
  "Toby",
  "Will",
  "Jamie",
  "Alex",
  "Robin",
  "Kit",
  "Sasha",
  "Jordan",
  "Morgan",
];
const LASTN = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Patel",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Walker",
  "White",
  "Roberts",
  "Green",
  "Hall",
  "Wood",
  "Jackson",
  "Clarke",
  "Hughes",
  "Edwards",
  "Turner",
  "Hill",
  "Moore",
  "Cooper",
  "Ward",
  "Morris",
  "King",
  "Harris",
  "Baker",
  "Lewis",
  "Harrison",
  "Martin",
  "Price",
  "Bennett",
  "Shaw",
  "Fisher",
  "Lloyd",
  "Ellis",
  "Marsh",
  "Pearce",
  "Hussain",
  "Khan",
  "Begum",
  "Okonkwo",
  "Novak",
  "Kowalski",
  "O'Brien",
  "Murphy",
  "Kelly",
  "Fraser",
  "Campbell",
  "Stewart",
  "Reid",
  "Russell",
  "Mason",
  "Webb",
  "Cole",
  "Fox",
  "Rose",
  "Lane",
  "Barnes",
  "Holmes",
  "Bishop",
  "Chapman",
  "Payne",
  "Dixon",
  "Kaur",
  "Singh",
];
const nextName = uniqueNames(
  rn,
  FIRST,
  LASTN,
  new Set(["Maggie Thornbury", "Dev Okafor", "Hannah Lisowski"]),
);
const DOMAINS = [
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "outlook.com",
  "hotmail.co.uk",
  "btinternet.com",
  "icloud.com",
  "yahoo.co.uk",
];
const custs: Cust[] = [];
const newCust = (migrated = false): Cust => {
  const [first, last] = nextName();
  const email = rn.chance(0.93)
    ? `${first.toLowerCase()}${rn.pick([".", "", "_"])}${last.toLowerCase().replace(/'/g, "")}${rn.chance(0.3) ? rn.int(1, 99) : ""}@${rn.pick(DOMAINS)}`
    : null;
  const mob = rn.chance(0.85)
    ? `07${rn.int(100, 999)} ${pad(rn.int(0, 999999), 6)}`
    : null;
  const pcode = `BS${rn.pick([1, 2, 3, 3, 4, 5, 5, 6, 6, 6, 7, 7, 8, 9, 13, 16, 16, 30, 31, 48])} ${rn.int(1, 9)}${rn.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}${rn.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}`;
  const c: Cust = {
    no: 10001 + custs.length,
    first,
    last,
    email,
    mob,
    pcode,
    firstAct: null,
    migrated,
    mbr: null,
    del: false,
    mktg: rn.chance(0.55),
    hasFuture: false,
  };
  custs.push(c);
  return c;
};
const touch = (c: Cust, d: string) => {
  if (c.firstAct === null || d < c.firstAct) c.firstAct = d;
  if (d > LAST) c.hasFuture = true;
};

const makeMember = (c: Cust, from: string, migrated: boolean) => {
  const plan = rb.weighted([
    ["FULL", 33],
    ["STD", 42],
    ["OFFP", 25],
  ] as const);
  const shelf = rb.chance(0.6) ? (rb.chance(0.65) ? "SS" : "SL") : null;
  let to: string | null = null;
  let k = 1;
  const base = from < START ? START : from;
  for (;;) {
    const d = addMonths(base, k);
    if (d > LAST) break;
    if (rb.chance(0.024)) {
      to = addDays(d, rb.int(0, 27));
      if (to > LAST) to = LAST;
      break;
    }
    k++;
  }
  let paus: string | null = null;
  if (to === null && rb.chance(0.09)) {
    const p = rb.date("2026-05-01", "2026-11-20");
    if (p > addDays(from, 60)) paus = p;
  }
  c.mbr = { plan, from, to, paus, shelf, migrated };
};
const isMember = (c: Cust, d: string): boolean =>
  !!c.mbr && c.mbr.from <= d && (c.mbr.to === null || d < c.mbr.to);

// migrated members (joined before the system went live)
for (let i = 0; i < 25; i++) {
  const c = newCust(true);
  makeMember(c, rb.date("2021-06-01", "2024-12-15"), true);
}

// ------------------------------------------------------------------ courses
type Crs = {
  no: number;
  typ: string;
  cd: string;
  instr: string;
  start: string;
  tm: string;
  nSess: number;
  cap: number;
  price: number;
  stat: string;
  cxl: string | null;
  factor: number;
};
const crsList: Crs[] = [];
const PRICE: Record<string, [number, number]> = {
  WHL6: [26500, 28500],
  HBD6: [21000, 22500],
  TSTW: [5500, 6000],
  HBDT: [4500, 4500],
  DATE: [6000, 6500],
  GLZW: [3500, 3500],
};
const CAP: Record<string, number> = {
  WHL6: 8,
  HBD6: 10,
  TSTW: 8,
  HBDT: 10,
  DATE: 8,
  GLZW: 8,
};
const addCourse = (
  typ: string,
  start: string,
  tm: string,
  instr: string,
  factor: number,
) => {
  const nSess = typ === "WHL6" || typ === "HBD6" ? 6 : 1;
  const [p1, p2] = PRICE[typ] as [number, number];
  crsList.push({
    no: 0,
    typ,
    cd: `${typ}-${start.slice(2, 4)}${start.slice(5, 7)}${start.slice(8, 10)}`,
    instr,
    start,
    tm,
    nSess,
    cap: CAP[typ] as number,
    price: start >= "2026-04-01" ? p2 : p1,
    stat: "",
    cxl: null,
    factor,
  });
};
const sixWeek = (
  typ: string,
  first: string,
  tm: string,
  instrFor: (d: string) => string,
  factor: number,
) => {
  let d = first;
  while (d <= SCHED_TO) {
    if (isBlackout(d) || isBlackout(addDays(d, 7))) {
      d = addDays(d, 14);
      continue;
    }
    addCourse(typ, d, tm, instrFor(d), factor);
    d = addDays(d, 49);
  }
};
sixWeek("WHL6", "2025-01-07", "18:30", () => "DO", 1.35);
sixWeek(
  "WHL6",
  "2025-01-09",
  "18:30",
  (d) => (d < "2025-05-06" ? "MT" : "TR"),
  1.25,
);
sixWeek(
  "WHL6",
  "2025-01-11",
  "10:00",
  (d) => (d < "2026-02-23" ? "MT" : "OG"),
  1.3,
);
sixWeek("HBD6", "2025-01-13", "18:30", () => "HL", 0.85);
sixWeek(
  "HBD6",
  "2025-01-15",
  "10:30",
  (d) => (d <= "2026-02-27" ? "PC" : "HL"),
  0.7,
);
const wheelInstrs = (d: string) =>
  ["MT", "DO", "TR", "OG"].filter((x) => instrActive(x, d));
for (let d = "2025-01-05"; d <= SCHED_TO; d = addDays(d, 1)) {
  if (isBlackout(d)) continue;
  const dow = dayOfWeek(d);
  const dom = Number(d.slice(8, 10));
  if (dow === 6) addCourse("TSTW", d, "14:30", rb.pick(wheelInstrs(d)), 1.0);
  if (dow === 0 && d >= "2025-03-02" && daysBetween("2025-01-12", d) % 14 === 7)
    addCourse("TSTW", d, "11:00", rb.pick(wheelInstrs(d)), 0.8);
  if (dow === 0 && daysBetween("2025-01-12", d) % 14 === 0)
    addCourse(
      "HBDT",
      d,
      "14:00",
      instrActive("PC", d) && rb.chance(0.5) ? "PC" : "HL",
      0.65,
    );
  if (dow === 5 && daysBetween("2025-01-10", d) % 14 === 0)
    addCourse(
      "DATE",
      d,
      "19:00",
      rb.pick(["DO", "TR"].filter((x) => instrActive(x, d))),
      1.1,
    );
  if (dow === 0 && Number(addDays(d, 7).slice(8, 10)) < dom)
    addCourse("GLZW", d, "10:00", "MT", 0.75);
}
crsList.sort((a, b) =>
  a.start === b.start
    ? a.tm.localeCompare(b.tm)
    : a.start.localeCompare(b.start),
);
crsList.forEach((c, i) => (c.no = 101 + i));
const crsEnd = (c: Crs) => addDays(c.start, 7 * (c.nSess - 1));

// ------------------------------------------------------------------ bookings
type Bkg = {
  no: number;
  crs: Crs;
  cust: Cust | null;
  dt: string;
  nPl: number;
  src: string;
  stat: string;
  wl: boolean;
  off: string | null;
  cxl: string | null;
  disc: string | null;
  amt: number | null;
  payDt: string | null;
  meth: string | null;
};
type Req = {
  dt: string;
  nPl: number;
  cxlRoll: number;
  cxlFrac: number;
  wlJoin: boolean;
  src: string;
  methRoll: number;
};
const bkgs: Bkg[] = [];
const season = (d: string): number => {
  const m = Number(d.slice(5, 7));
  if (m === 1) return 1.3;
  if (m === 9) return 1.15;
  if (m === 7 || m === 8) return 0.8;
  if (m === 12) return 1.35;
  if (m === 11) return 1.1;
  return 1;
};
const simulate = (c: Crs, reqs: Req[], until: string): Bkg[] => {
  const out: Bkg[] = [];
  let free = c.cap;
  const cancels = new Map<string, Bkg[]>();
  const wait: Bkg[] = [];
  const schedCancel = (b: Bkg, req: Req, from: string) => {
    if (req.cxlRoll < 0.075) {
      const lo = addDays(from, 1);
      const hi = addDays(c.start, -1);
      if (lo > hi) return;
      const cd = addDays(
        lo,
        Math.floor(req.cxlFrac * (daysBetween(lo, hi) + 1)),
      );
      if (cd > until) return;
      const list = cancels.get(cd) ?? [];
      list.push(b);
      cancels.set(cd, list);
    }
  };
  const reqOf = new Map<Bkg, Req>();
  const sorted = [...reqs].sort((a, b) => a.dt.localeCompare(b.dt));
  const firstDay = sorted[0]?.dt;
  if (!firstDay) return out;
  for (let d = firstDay; d <= until; d = addDays(d, 1)) {
    for (const b of cancels.get(d) ?? []) {
      b.stat = "X";
      b.cxl = d;
      free += b.nPl;
      for (const w of [...wait]) {
        if (w.nPl <= free) {
          w.stat = "C";
          w.off = d;
          free -= w.nPl;
          wait.splice(wait.indexOf(w), 1);
          schedCancel(w, reqOf.get(w) as Req, d);
        }
      }
    }
    for (const q of sorted.filter((x) => x.dt === d)) {
      const b: Bkg = {
        no: 0,
        crs: c,
        cust: null,
        dt: d,
        nPl: q.nPl,
        src: q.src,
        stat: "C",
        wl: false,
        off: null,
        cxl: null,
        disc: null,
        amt: null,
        payDt: null,
        meth: null,
      };
      reqOf.set(b, q);
      if (free >= q.nPl) {
        free -= q.nPl;
        out.push(b);
        schedCancel(b, q, d);
      } else if (q.wlJoin) {
        b.stat = "W";
        b.wl = true;
        wait.push(b);
        out.push(b);
      }
    }
  }
  return out;
};
const confirmedPlaces = (bs: Bkg[]) =>
  bs.filter((b) => b.stat === "C").reduce((s, b) => s + b.nPl, 0);

type Hist = { cust: Cust; dt: string };
const tasterHist: Hist[] = [];
const courseHist: Hist[] = [];
const pickFrom = (
  hist: Hist[],
  before: string,
  exclude: Set<Cust>,
): Cust | null => {
  const ok = hist.filter(
    (h) => h.dt < before && !exclude.has(h.cust) && !h.cust.del,
  );
  if (ok.length === 0) return null;
  return rb.pick(ok.slice(-250)).cust;
};

for (const c of crsList) {
  const six = c.nSess === 6;
  const demand = c.cap * c.factor * season(c.start) * rb.float(0.55, 1.45);
  const reqs: Req[] = [];
  let placed = 0;
  const maxLead = six ? 75 : c.typ === "GLZW" ? 40 : 50;
  while (placed < demand) {
    const nPl =
      c.typ === "DATE"
        ? rb.chance(0.9)
          ? 2
          : 4
        : c.typ === "TSTW"
          ? rb.weighted([
              [1, 55],
              [2, 38],
              [3, 7],
            ] as const)
          : c.typ === "HBDT"
            ? rb.weighted([
                [1, 60],
                [2, 40],
              ] as const)
            : six && rb.chance(0.04)
              ? 2
              : 1;
    const lead =
      1 + Math.floor(maxLead * Math.pow(rb.next(), six ? 1.15 : 1.6));
    const dt = addDays(c.start, -lead);
    placed += nPl;
    reqs.push({
      dt,
      nPl,
      cxlRoll: rb.next(),
      cxlFrac: rb.next(),
      wlJoin: rb.chance(0.7),
      src: rb.weighted([
        ["WEB", 84],
        ["PHN", 8],
        ["WLK", 8],
      ] as const),
      methRoll: rb.next(),
    });
  }
  const live = reqs.filter((q) => q.dt <= LAST);
  const until = addDays(c.start, -1) < LAST ? addDays(c.start, -1) : LAST;
  let bs = simulate(c, live, until);
  // studio cancellations: too few places sold, or instructor illness
  const cxlLow = addDays(c.start, -3);
  const minPl = six ? 4 : c.typ === "GLZW" ? 3 : 2;
  if (cxlLow <= LAST && confirmedPlaces(bs) < minPl) {
    c.cxl = cxlLow;
  } else if (c.start <= addDays(LAST, 2) && rb.chance(0.012)) {
    c.cxl = addDays(c.start, -rb.int(0, 2));
    if (c.cxl > LAST) c.cxl = LAST;
  }
  if (c.cxl) {
    const cx = c.cxl;
    bs = simulate(
      c,
      live.filter((q) => q.dt < cx),
      addDays(cx, -1),
    );
    for (const b of bs) {
      if (b.stat === "C" || b.stat === "W") {
        b.stat = "S";
        b.cxl = cx;
      }
    }
  }
  c.stat = c.cxl
    ? "CXL"
    : c.start > LAST
      ? "SCH"
      : crsEnd(c) > LAST
        ? "RUN"
        : "CMP";
  // customers, in booking order
  bs.sort((a, b) => a.dt.localeCompare(b.dt));
  const here = new Set<Cust>();
  for (const b of bs) {
    let cust: Cust | null = null;
    const roll = rb.next();
    if (six) {
      if (roll < 0.33) cust = pickFrom(tasterHist, b.dt, here);
      else if (roll < 0.41) {
        const ms = custs.filter(
          (x) => isMember(x, b.dt) && !here.has(x) && !x.del,
        );
        cust = ms.length ? rb.pick(ms) : null;
      } else if (roll < 0.47) cust = pickFrom(courseHist, b.dt, here);
    } else if (c.typ === "GLZW") {
      if (roll < 0.65) {
        const ms = custs.filter(
          (x) => isMember(x, b.dt) && !here.has(x) && !x.del,
        );
        cust = ms.length ? rb.pick(ms) : null;
      } else if (roll < 0.85) cust = pickFrom(courseHist, b.dt, here);
    } else if (roll < 0.05) {
      cust = pickFrom(tasterHist, b.dt, here);
    }
    if (!cust) cust = newCust();
    here.add(cust);
    b.cust = cust;
    touch(cust, b.dt);
    if (isMember(cust, b.dt) && (six || c.typ === "GLZW")) b.disc = "MBR";
    else if (six && rb.chance(0.07)) b.disc = "FRND";
    const gross = b.nPl * c.price;
    const charged =
      b.disc === "MBR"
        ? Math.round(gross * 0.9)
        : b.disc === "FRND"
          ? gross - 1000
          : gross;
    const q = rb.next();
    const charge =
      b.stat !== "W" && !(b.stat === "S" && b.wl && b.off === null);
    if (charge) {
      b.amt = charged;
      b.payDt = b.off ?? b.dt;
      const gvShare = six ? 0.05 : 0.2;
      b.meth =
        b.src === "WLK"
          ? q < 0.45
            ? "CSH"
            : "CRD"
          : b.src === "PHN"
            ? q < 0.2
              ? "BAC"
              : "CRD"
            : q < gvShare
              ? "GV"
              : "CRD";
    }
    // no-shows on one-off sessions that have happened
    if (b.stat === "C" && !six && c.start <= LAST && !c.cxl && rb.chance(0.065))
      b.stat = "N";
    bkgs.push(b);
  }
  if (!c.cxl && c.start <= LAST) {
    for (const b of bs) {
      if ((b.stat === "C" || b.stat === "N") && b.cust) {
        if (six) courseHist.push({ cust: b.cust, dt: crsEnd(c) });
        else if (c.typ !== "GLZW")
          tasterHist.push({ cust: b.cust, dt: c.start });
      }
    }
  }
  // some 6-week students join as members
  if (six && !c.cxl && crsEnd(c) <= LAST) {
    for (const b of bs) {
      if (b.stat === "C" && b.cust && !b.cust.mbr && rb.chance(0.11)) {
        const jd = addDays(crsEnd(c), rb.int(5, 60));
        if (jd <= LAST) makeMember(b.cust, jd, false);
      }
    }
  }
}
// experienced potters joining straight as members
for (let i = 0; i < 12; i++) {
  const c = newCust();
  const d = rb.date("2025-01-10", "2026-11-15");
  makeMember(c, d, false);
}
bkgs.sort((a, b) =>
  a.dt === b.dt ? a.crs.no - b.crs.no : a.dt.localeCompare(b.dt),
);
bkgs.forEach((b, i) => (b.no = 50001 + i));

// ------------------------------------------------------------------ commissions
type Com = {
  no: number;
  cust: Cust;
  instr: string;
  descr: string;
  nPcs: number;
  qte: number;
  dep: number | null;
  enq: string;
  acc: string | null;
  due: string | null;
  dlv: string | null;
  stat: string;
};
const COM_KINDS: [string, () => number, number][] = [
  ["Wedding dinner set, 8 place settings", () => 24, 6200],
  ["Personalised mugs", () => rc.int(6, 20), 3500],
  ["Memorial urn", () => 1, 32000],
  ["Restaurant side plates", () => rc.pick([30, 40, 48, 60]), 1800],
  ["Cafe espresso cups and saucers", () => rc.pick([24, 36, 48]), 2200],
  ["Hand-built planters", () => rc.int(2, 6), 6500],
  ["Christening bowl with name", () => 1, 8500],
  ["Large fruit bowl", () => 1, 15000],
  ["Lamp bases", () => rc.int(1, 2), 18000],
  ["Pet portrait plate", () => 1, 6500],
  ["Soap dishes for boutique hotel", () => rc.pick([30, 40, 50]), 1200],
  ["Wedding favour tea light holders", () => rc.pick([60, 80, 100]), 650],
];
const coms: Com[] = [];
for (let i = 0; i < 52; i++) {
  const enq =
    i < 36
      ? rc.date("2025-01-08", "2026-11-20")
      : rc.date("2026-07-15", "2026-11-20");
  const [descr, n, unit] = rc.pick(COM_KINDS);
  const nPcs = n();
  const qte = Math.round((nPcs * unit * rc.float(0.9, 1.15)) / 500) * 500;
  const olds = custs.filter(
    (c) => c.firstAct !== null && c.firstAct < enq && !c.del,
  );
  const cust = rc.chance(0.22) && olds.length ? rc.pick(olds) : newCust();
  touch(cust, enq);
  const makers = (["MT", "MT", "MT", "DO", "HL", "TR", "OG"] as const).filter(
    (x) => instrActive(x, enq),
  );
  const instr =
    descr.startsWith("Hand-built") || descr.startsWith("Pet")
      ? instrActive("HL", enq)
        ? "HL"
        : "MT"
      : rc.pick(makers);
  const com: Com = {
    no: 0,
    cust,
    instr,
    descr: nPcs > 1 && !descr.includes("8 place") ? `${descr} x${nPcs}` : descr,
    nPcs,
    qte,
    dep: null,
    enq,
    acc: null,
    due: null,
    dlv: null,
    stat: "Q",
  };
  const acc = addDays(enq, rc.int(2, 21));
  const waiting = enq > "2026-10-25" && rc.chance(0.5);
  if (rc.chance(0.16) && acc <= LAST && !waiting) {
    com.stat = "D";
  } else if (acc <= LAST && !waiting) {
    com.acc = acc;
    com.dep = Math.round((qte * 0.3) / 100) * 100;
    const span = nPcs >= 20 ? rc.int(50, 100) : rc.int(21, 60);
    com.due = addDays(acc, span);
    const mk = addDays(acc, rc.int(0, 14));
    const late = rc.chance(0.3) ? rc.int(5, 40) : -rc.int(0, 10);
    const ready = addDays(com.due, late);
    const dlv = addDays(ready, rc.int(0, 12));
    if (rc.chance(0.04)) {
      com.stat = "X";
    } else if (dlv <= LAST) {
      com.stat = "C";
      com.dlv = dlv;
    } else if (ready <= LAST) com.stat = "R";
    else if (mk <= LAST) com.stat = "M";
    else com.stat = "A";
  }
  coms.push(com);
}
// the autumn backlog: two jobs running late in the making, two finished and waiting to be collected
for (const c of coms) {
  if (
    c.stat === "C" &&
    c.due &&
    c.due >= "2026-11-01" &&
    c.due <= "2026-11-12"
  ) {
    c.stat = c.due === "2026-11-01" ? "M" : "R";
    c.dlv = null;
  }
}
coms.sort((a, b) => a.enq.localeCompare(b.enq));
coms.forEach((c, i) => (c.no = 301 + i));

// ------------------------------------------------------------------ kiln log
type Fire = {
  no: number;
  kiln: string;
  typ: string;
  load: string;
  fire: string;
  unload: string | null;
  cone: string | null;
  peak: number;
  hrs: number;
  kwh: number | null;
  shelves: number;
  by: string;
  res: string | null;
  notes: string | null;
  void: boolean;
};
const fires: Fire[] = [];
const firer = (d: string): string => {
  const opts = (
    [
      ["MT", 45],
      ["DO", 15],
      ["HL", 15],
      ["TR", 15],
      ["PC", 8],
      ["OG", 20],
    ] as [string, number][]
  ).filter(([x]) => instrActive(x, d));
  return rk.weighted(opts);
};
const PRT_NOTES = [
  "Two pots cracked",
  "Glaze ran onto shelf",
  "Crawling on 3 pieces",
  "Bloating on top shelf",
  "Lid stuck to pot",
  "Dunting on large platter",
  "Pinholing on test tiles",
];
const FL_NOTES = [
  "Element failure - aborted",
  "Tripped breaker at 780C",
  "Controller Err 1 - refire",
  "Thermocouple fault, underfired",
];
const addFire = (
  kiln: string,
  typ: string,
  load: string,
  fire: string,
  unloadAfter: number,
) => {
  const unload0 = addDays(fire, unloadAfter);
  const done = unload0 <= LAST;
  let res: string | null = done
    ? rk.weighted([
        ["OK", 88],
        ["PRT", 9],
        ["FL", 3],
      ] as const)
    : null;
  if (typ === "RKU" && res === "FL") res = "PRT";
  let peak: number;
  let cone: string | null;
  let hrs: number;
  if (typ === "BSQ") {
    cone = kiln === "K2" && rk.chance(0.5) ? "06" : "04";
    peak = cone === "06" ? rk.int(995, 1010) : rk.int(1052, 1068);
    hrs = kiln === "K1" ? rk.float(10.5, 12.5, 1) : rk.float(6.5, 8.0, 1);
  } else if (typ === "GLZ" || typ === "TST") {
    cone = kiln === "K2" && rk.chance(0.25) ? "5" : "6";
    peak = cone === "5" ? rk.int(1195, 1206) : rk.int(1216, 1230);
    hrs = kiln === "K1" ? rk.float(8.5, 10.2, 1) : rk.float(5.5, 7.2, 1);
  } else {
    cone = null;
    peak = rk.int(960, 1010);
    hrs = rk.float(1.0, 2.2, 1);
  }
  if (res === "FL") {
    peak = rk.int(760, 1100);
    hrs = Number((hrs * rk.float(0.4, 0.8)).toFixed(1));
  }
  const kwh =
    kiln === "RK"
      ? null
      : Number(
          (
            hrs *
            (kiln === "K1" ? (typ === "BSQ" ? 3.9 : 5.9) : 1.9) *
            rk.float(0.93, 1.07)
          ).toFixed(1),
        );
  fires.push({
    no: 0,
    kiln,
    typ,
    load,
    fire,
    unload: done ? unload0 : null,
    cone,
    peak,
    hrs,
    kwh,
    shelves: kiln === "K1" ? rk.int(3, 6) : kiln === "K2" ? rk.int(1, 3) : 1,
    by: firer(fire),
    res,
    notes:
      res === "PRT"
        ? rk.pick(PRT_NOTES)
        : res === "FL"
          ? rk.pick(FL_NOTES)
          : rk.chance(0.05)
            ? "Slow cool"
            : null,
    void: false,
  });
};
for (let w = "2025-01-06"; w <= LAST; w = addDays(w, 7)) {
  if (isBlackout(w) && isBlackout(addDays(w, 4))) continue;
  addFire("K1", "BSQ", w, w, 2);
  if (rk.chance(0.9) && addDays(w, 3) <= LAST)
    addFire("K1", "GLZ", addDays(w, 3), addDays(w, 3), rk.int(2, 3));
  if (rk.chance(0.65)) {
    const d = addDays(w, rk.int(1, 2));
    if (d <= LAST) {
      const typ = rk.weighted([
        ["TST", 40],
        ["GLZ", 35],
        ["BSQ", 25],
      ] as const);
      addFire("K2", typ, d, rk.chance(0.8) ? d : addDays(d, 1), rk.int(1, 2));
    }
  }
}
for (let m = "2025-04-01"; m <= LAST; m = addMonths(m, 1)) {
  const mo = Number(m.slice(5, 7));
  if (mo < 4 || mo > 10) continue;
  let d = m;
  while (dayOfWeek(d) !== 6) d = addDays(d, 1);
  d = addDays(d, 7);
  if (d <= LAST) addFire("RK", "RKU", d, d, 0);
}
// entries logged twice by mistake and voided
for (const at of [37, 118, 190, 233]) {
  const f = fires[at];
  if (f) fires.push({ ...f, void: true, notes: "DUPLICATE ENTRY - VOID" });
}
fires.sort((a, b) =>
  a.fire === b.fire
    ? a.kiln === b.kiln
      ? Number(a.void) - Number(b.void)
      : a.kiln.localeCompare(b.kiln)
    : a.fire.localeCompare(b.fire),
);
fires.forEach((f, i) => (f.no = 1001 + i));

// ------------------------------------------------------------------ stock and sales
type Sku = {
  sku: string;
  descr: string;
  cat: string;
  unit: string;
  supp: string;
  cost: number;
  sell: number;
  oldSell: number;
  qoh: number;
  reord: number;
  disc: boolean;
  w: number;
};
const S = (
  sku: string,
  descr: string,
  cat: string,
  unit: string,
  supp: string,
  cost: number,
  sell: number,
  oldSell: number,
  qoh: number,
  reord: number,
  disc: boolean,
  w: number,
): Sku => ({
  sku,
  descr,
  cat,
  unit,
  supp,
  cost,
  sell,
  oldSell,
  qoh,
  reord,
  disc,
  w,
});
const SKUS: Sku[] = [
  S(
    "CLY-SMB",
    "St Thomas Buff stoneware",
    "CLY",
    "12.5kg bag",
    "Valentine Clays",
    1350,
    1950,
    1800,
    34,
    20,
    false,
    30,
  ),
  S(
    "CLY-ES5",
    "Earthstone ES5 Original",
    "CLY",
    "12.5kg bag",
    "Potclays",
    1600,
    2250,
    2100,
    12,
    15,
    false,
    18,
  ),
  S(
    "CLY-PSP",
    "Porcelain Special",
    "CLY",
    "12.5kg bag",
    "Valentine Clays",
    2400,
    3200,
    3000,
    9,
    6,
    false,
    8,
  ),
  S(
    "CLY-CRK",
    "Crank (grogged stoneware)",
    "CLY",
    "12.5kg bag",
    "Potclays",
    1300,
    1850,
    1700,
    22,
    12,
    false,
    14,
  ),
  S(
    "CLY-TER",
    "Red terracotta",
    "CLY",
    "12.5kg bag",
    "Valentine Clays",
    1150,
    1600,
    1500,
    4,
    8,
    false,
    9,
  ),
  S(
    "CLY-BLK",
    "Black stoneware",
    "CLY",
    "12.5kg bag",
    "Scarva",
    2100,
    2900,
    2700,
    7,
    5,
    false,
    6,
  ),
  S(
    "CLY-RCL",
    "Studio reclaim clay",
    "CLY",
    "10kg bag",
    "Own reclaim",
    0,
    600,
    600,
    15,
    0,
    false,
    10,
  ),
  S(
    "GLZ-PC20",
    "Potter's Choice PC-20 Blue Rutile",
    "GLZ",
    "473ml jar",
    "Bath Potters Supplies",
    1500,
    2200,
    2200,
    6,
    4,
    false,
    8,
  ),
  S(
    "GLZ-PC12",
    "Potter's Choice PC-12 Oatmeal",
    "GLZ",
    "473ml jar",
    "Bath Potters Supplies",
    1500,
    2200,
    2200,
    2,
    4,
    false,
    6,
  ),
  S(
    "GLZ-PC33",
    "Potter's Choice PC-33 Iron Lustre",
    "GLZ",
    "473ml jar",
    "Bath Potters Supplies",
    1500,
    2200,
    2200,
    5,
    4,
    false,
    4,
  ),
  S(
    "GLZ-PC25",
    "Potter's Choice PC-25 Textured Turquoise",
    "GLZ",
    "473ml jar",
    "Bath Potters Supplies",
    1500,
    2200,
    2200,
    3,
    4,
    false,
    5,
  ),
  S(
    "GLZ-PC30",
    "Potter's Choice PC-30 Temmoku",
    "GLZ",
    "473ml jar",
    "Bath Potters Supplies",
    1500,
    2200,
    2200,
    7,
    4,
    false,
    4,
  ),
  S(
    "GLZ-PC57",
    "Potter's Choice PC-57 Smokey Merlot",
    "GLZ",
    "473ml jar",
    "Bath Potters Supplies",
    1500,
    2200,
    2200,
    0,
    0,
    true,
    2,
  ),
  S(
    "GLZ-BTZ9",
    "Botz 9890 Sea Green",
    "GLZ",
    "200ml jar",
    "Bath Potters Supplies",
    750,
    1150,
    1150,
    8,
    3,
    false,
    4,
  ),
  S(
    "GLZ-CLR",
    "Studio clear dipping glaze",
    "GLZ",
    "1kg tub",
    "Own mix",
    400,
    900,
    900,
    11,
    5,
    false,
    5,
  ),
  S(
    "UGL-BLK",
    "Velvet underglaze V-361 Jet Black",
    "UGL",
    "59ml pot",
    "Bath Potters Supplies",
    420,
    700,
    700,
    14,
    6,
    false,
    5,
  ),
  S(
    "UGL-BLU",
    "Velvet underglaze V-326 Medium Blue",
    "UGL",
    "59ml pot",
    "Bath Potters Supplies",
    420,
    700,
    700,
    3,
    6,
    false,
    3,
  ),
  S(
    "UGL-RED",
    "Velvet underglaze V-388 Bright Red",
    "UGL",
    "59ml pot",
    "Bath Potters Supplies",
    520,
    850,
    850,
    6,
    4,
    false,
    2,
  ),
  S(
    "TL-KIT",
    "Basic pottery tool kit (8 pcs)",
    "TLS",
    "each",
    "Potterycrafts",
    500,
    900,
    900,
    18,
    10,
    false,
    3,
  ),
  S(
    "TL-WIRE",
    "Cutting wire with toggles",
    "TLS",
    "each",
    "Potterycrafts",
    150,
    350,
    350,
    25,
    10,
    false,
    3,
  ),
  S(
    "TL-SPG",
    "Sponge on a stick",
    "TLS",
    "each",
    "Potterycrafts",
    180,
    400,
    400,
    9,
    10,
    false,
    2,
  ),
  S(
    "TL-RIB",
    "Mudtools red rib",
    "TLS",
    "each",
    "Mudtools UK",
    650,
    1100,
    1100,
    7,
    5,
    false,
    3,
  ),
  S(
    "TL-TRM",
    "Trimming tool set (3 pcs)",
    "TLS",
    "set",
    "Potterycrafts",
    1100,
    1800,
    1800,
    6,
    4,
    false,
    2,
  ),
  S(
    "TL-APR",
    "Slip & Kiln canvas apron",
    "TLS",
    "each",
    "Bristol Print Co",
    900,
    1800,
    1800,
    21,
    8,
    false,
    1,
  ),
  S(
    "TL-BAT",
    "Plastic wheel bats (pack of 4)",
    "TLS",
    "pack",
    "Potterycrafts",
    1200,
    2000,
    2000,
    0,
    0,
    true,
    1,
  ),
];
const skuBy = (s: string) => SKUS.find((x) => x.sku === s) as Sku;
const priceOn = (k: Sku, d: string) => (d >= "2026-04-01" ? k.sell : k.oldSell);
type Sale = {
  no: number;
  dt: string;
  cust: Cust | null;
  sku: string;
  qty: number;
  unit: number;
  pay: string;
  void: boolean;
};
const sales: Sale[] = [];
const pickSku = (): Sku => {
  const cat = rs.weighted([
    ["CLY", 64],
    ["GLZ", 20],
    ["UGL", 7],
    ["TLS", 9],
  ] as const);
  return rs.weighted(
    SKUS.filter((k) => k.cat === cat).map((k) => [k, k.w] as const),
  );
};
const addSale = (dt: string, cust: Cust | null, k: Sku, qty: number) => {
  if (k.sku === "GLZ-PC57" && dt >= "2026-02-01") k = skuBy("GLZ-PC30");
  if (k.sku === "TL-BAT" && dt >= "2025-09-01") k = skuBy("TL-RIB");
  sales.push({
    no: 0,
    dt,
    cust,
    sku: k.sku,
    qty,
    unit: priceOn(k, dt),
    pay: rs.chance(0.85) ? "CRD" : "CSH",
    void: rs.chance(0.02),
  });
  if (cust) touch(cust, dt);
};
const members = custs.filter((c) => c.mbr);
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (isBlackout(d) && d.slice(5) >= "12-24" && d.slice(5) <= "12-27") continue;
  for (const m of members) {
    if (!isMember(m, d) || (m.mbr?.paus && d >= m.mbr.paus)) continue;
    if (rs.chance(0.015)) {
      const k = pickSku();
      const qty =
        k.cat === "CLY"
          ? rs.weighted([
              [1, 60],
              [2, 30],
              [3, 10],
            ] as const)
          : k.cat === "UGL"
            ? rs.int(1, 3)
            : k.cat === "GLZ"
              ? rs.int(1, 2)
              : 1;
      addSale(d, m, k, qty);
    }
  }
}
for (const b of bkgs) {
  if (
    b.crs.nSess === 6 &&
    b.stat === "C" &&
    !b.crs.cxl &&
    b.crs.start <= LAST &&
    b.cust
  ) {
    if (rs.chance(0.3)) addSale(b.crs.start, b.cust, skuBy("TL-KIT"), 1);
    if (rs.chance(0.12))
      addSale(
        addDays(b.crs.start, 7 * rs.int(0, 5)),
        b.cust,
        skuBy(rs.pick(["TL-APR", "TL-RIB", "TL-SPG", "TL-WIRE"])),
        1,
      );
  }
}
for (let i = 0; i < 34; i++) {
  const d = rs.date(START, LAST);
  addSale(
    d,
    null,
    skuBy(
      rs.pick(["TL-KIT", "TL-APR", "TL-WIRE", "UGL-BLK", "GLZ-PC20", "TL-SPG"]),
    ),
    1,
  );
}
sales.sort((a, b) => a.dt.localeCompare(b.dt));
sales.forEach((s, i) => (s.no = 80001 + i));

// ------------------------------------------------------------------ payments
type Pay = {
  no: number;
  dt: string;
  cust: Cust;
  kind: string;
  meth: string;
  amt: number;
  rfd: boolean;
  of: Pay | null;
  bkg: number | null;
  com: number | null;
  ref: string | null;
};
const pays: Pay[] = [];
const addPay = (p: Omit<Pay, "no" | "ref">): Pay => {
  const full: Pay = { ...p, no: 0, ref: null };
  pays.push(full);
  return full;
};
for (const b of bkgs) {
  if (b.amt === null || !b.payDt || !b.meth || !b.cust) continue;
  const pay = addPay({
    dt: b.payDt,
    cust: b.cust,
    kind: "CRS",
    meth: b.meth,
    amt: b.amt,
    rfd: false,
    of: null,
    bkg: b.no,
    com: null,
  });
  if (b.stat === "S" && b.cxl) {
    addPay({
      dt: b.cxl,
      cust: b.cust,
      kind: "CRS",
      meth: b.meth === "CSH" ? "BAC" : b.meth,
      amt: b.amt,
      rfd: true,
      of: pay,
      bkg: b.no,
      com: null,
    });
  } else if (b.stat === "X" && b.cxl) {
    const days = daysBetween(b.cxl, b.crs.start);
    const back = days >= 14 ? b.amt : days >= 7 ? Math.round(b.amt / 2) : 0;
    if (back > 0)
      addPay({
        dt: b.cxl,
        cust: b.cust,
        kind: "CRS",
        meth: b.meth === "CSH" ? "BAC" : b.meth,
        amt: back,
        rfd: true,
        of: pay,
        bkg: b.no,
        com: null,
      });
  }
}
for (const c of custs) {
  const m = c.mbr;
  if (!m) continue;
  const fee = refVal("PLAN", m.plan);
  const shelfFee = m.shelf ? refVal("SHLF", m.shelf) : 0;
  if (m.from >= START) {
    addPay({
      dt: m.from,
      cust: c,
      kind: "MBR",
      meth: "CRD",
      amt: fee,
      rfd: false,
      of: null,
      bkg: null,
      com: null,
    });
    if (m.shelf)
      addPay({
        dt: m.from,
        cust: c,
        kind: "SHF",
        meth: "CRD",
        amt: shelfFee,
        rfd: false,
        of: null,
        bkg: null,
        com: null,
      });
  }
  for (let mo = START; mo <= LAST; mo = addMonths(mo, 1)) {
    if (!(m.from < mo && (m.to === null || mo < m.to))) continue;
    if (!(m.paus && mo >= m.paus))
      addPay({
        dt: mo,
        cust: c,
        kind: "MBR",
        meth: "DD",
        amt: fee,
        rfd: false,
        of: null,
        bkg: null,
        com: null,
      });
    if (m.shelf)
      addPay({
        dt: mo,
        cust: c,
        kind: "SHF",
        meth: "DD",
        amt: shelfFee,
        rfd: false,
        of: null,
        bkg: null,
        com: null,
      });
  }
  touch(c, m.from < START ? START : m.from);
}
for (const c of coms) {
  if (c.acc && c.dep) {
    const meth = rp.chance(0.6) ? "BAC" : "CRD";
    const dep = addPay({
      dt: c.acc,
      cust: c.cust,
      kind: "COM",
      meth,
      amt: c.dep,
      rfd: false,
      of: null,
      bkg: null,
      com: c.no,
    });
    if (c.stat === "X" && rp.chance(0.5)) {
      addPay({
        dt:
          addDays(c.acc, rp.int(10, 30)) > LAST
            ? LAST
            : addDays(c.acc, rp.int(10, 30)),
        cust: c.cust,
        kind: "COM",
        meth,
        amt: c.dep,
        rfd: true,
        of: dep,
        bkg: null,
        com: c.no,
      });
    }
    if (c.dlv)
      addPay({
        dt: c.dlv,
        cust: c.cust,
        kind: "COM",
        meth: rp.chance(0.6) ? "BAC" : "CRD",
        amt: c.qte - c.dep,
        rfd: false,
        of: null,
        bkg: null,
        com: c.no,
      });
  }
}
pays.sort((a, b) =>
  a.dt === b.dt ? Number(a.rfd) - Number(b.rfd) : a.dt.localeCompare(b.dt),
);
pays.forEach((p, i) => {
  p.no = 200001 + i;
  p.ref =
    p.meth === "CRD"
      ? `ch_${pad(rp.int(0, 99_999_999), 8)}${rp.pick(["Ak", "Bq", "Zx", "Lm", "Tp"])}`
      : p.meth === "DD"
        ? `GC-${p.cust.no}-${p.dt.slice(0, 7).replace("-", "")}`
        : p.meth === "GV"
          ? `GV${rp.int(10000, 99999)}`
          : null;
});

// ------------------------------------------------------------------ customers: registration, erasures, shelves
for (const c of custs) {
  if (c.migrated) c.firstAct = START;
  if (c.firstAct === null) c.firstAct = START;
}
for (const c of custs) {
  if (!c.mbr && !c.hasFuture && rp.chance(0.03)) c.del = true;
}
const shelfNos = rp.shuffle(
  ["A", "B", "C", "D"].flatMap((row) =>
    Array.from({ length: 14 }, (_, i) => `${row}${pad(i + 1, 2)}`),
  ),
);
let shelfAt = 0;
const shelfOf = new Map<Cust, string>();
for (const c of custs) {
  if (c.mbr && c.mbr.to === null && c.mbr.shelf)
    shelfOf.set(c, shelfNos[shelfAt++] as string);
}

const DDL = `
CREATE SCHEMA sks;
CREATE TABLE sks.ref_cd (
  cd_grp varchar(8) NOT NULL,
  cd varchar(6) NOT NULL,
  cd_desc varchar(80) NOT NULL,
  val_p integer,
  sort_no smallint,
  actv_yn char(1) NOT NULL DEFAULT 'Y',
  PRIMARY KEY (cd_grp, cd)
);
CREATE TABLE sks.instr (
  instr_cd varchar(3) PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  spec_cd char(1) NOT NULL,
  email varchar(120),
  mob_no varchar(15),
  start_dt date NOT NULL,
  left_dt date
);
CREATE TABLE sks.cust (
  cust_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  email varchar(120),
  mob_no varchar(15),
  pcode varchar(10),
  reg_dt date NOT NULL,
  mktg_yn char(1) NOT NULL DEFAULT 'N',
  plan_cd varchar(6),
  mbr_from date,
  mbr_to date,
  mbr_stat char(1),
  paus_dt date,
  shelf_cd varchar(6),
  shelf_no varchar(4),
  del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE sks.crs (
  crs_no integer PRIMARY KEY,
  crs_cd varchar(16) NOT NULL UNIQUE,
  typ_cd varchar(6) NOT NULL,
  instr_cd varchar(3) REFERENCES sks.instr (instr_cd),
  start_dt date NOT NULL,
  start_tm time NOT NULL,
  n_sess smallint NOT NULL,
  cap smallint NOT NULL,
  price_p integer NOT NULL,
  stat_cd varchar(4) NOT NULL,
  cxl_dt date
);
CREATE TABLE sks.bkg (
  bkg_no integer PRIMARY KEY,
  crs_no integer NOT NULL REFERENCES sks.crs (crs_no),
  cust_no integer NOT NULL REFERENCES sks.cust (cust_no),
  bkg_dt date NOT NULL,
  n_pl smallint NOT NULL DEFAULT 1,
  src_cd varchar(4),
  stat_cd char(1) NOT NULL,
  wl_yn char(1) NOT NULL DEFAULT 'N',
  off_dt date,
  cxl_dt date,
  disc_cd varchar(6),
  amt_p integer
);
CREATE TABLE sks.commn (
  com_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES sks.cust (cust_no),
  instr_cd varchar(3) REFERENCES sks.instr (instr_cd),
  descr varchar(120) NOT NULL,
  n_pcs smallint,
  qte_p integer NOT NULL,
  dep_p integer,
  enq_dt date NOT NULL,
  acc_dt date,
  due_dt date,
  dlv_dt date,
  stat_cd char(1) NOT NULL
);
CREATE TABLE sks.kiln_log (
  fire_no integer PRIMARY KEY,
  kiln_cd varchar(3) NOT NULL,
  fire_typ varchar(3) NOT NULL,
  load_dt date NOT NULL,
  fire_dt date NOT NULL,
  unload_dt date,
  cone varchar(4),
  peak_c smallint,
  prog_hrs numeric(4,1),
  kwh numeric(5,1),
  shelves smallint,
  fired_by varchar(3) REFERENCES sks.instr (instr_cd),
  res_cd varchar(3),
  notes varchar(200),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE sks.stock (
  sku varchar(10) PRIMARY KEY,
  descr varchar(80) NOT NULL,
  cat_cd varchar(4) NOT NULL,
  unit_desc varchar(20),
  supp_nm varchar(60),
  cost_p integer,
  sell_p integer NOT NULL,
  qoh integer NOT NULL DEFAULT 0,
  reord_lvl integer,
  disc_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE sks.sale (
  sale_no integer PRIMARY KEY,
  sale_dt date NOT NULL,
  cust_no integer REFERENCES sks.cust (cust_no),
  sku varchar(10) NOT NULL REFERENCES sks.stock (sku),
  qty smallint NOT NULL,
  unit_p integer NOT NULL,
  pay_cd varchar(4) NOT NULL,
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE sks.pymt (
  pay_no integer PRIMARY KEY,
  pay_dt date NOT NULL,
  cust_no integer NOT NULL REFERENCES sks.cust (cust_no),
  kind_cd varchar(4) NOT NULL,
  meth_cd varchar(4) NOT NULL,
  amt_p integer NOT NULL,
  rfd_yn char(1) NOT NULL DEFAULT 'N',
  rfd_of integer REFERENCES sks.pymt (pay_no),
  bkg_no integer REFERENCES sks.bkg (bkg_no),
  com_no integer REFERENCES sks.commn (com_no),
  ext_ref varchar(40)
);
`;

export function datasetSql(): string {
  const out: string[] = [DDL.trim()];
  out.push(
    insertRows(
      "sks.ref_cd",
      ["cd_grp", "cd", "cd_desc", "val_p", "sort_no", "actv_yn"],
      REF.map((x, i) => [x[0], x[1], x[2], x[3], i + 1, x[4]]),
    ),
  );
  out.push(
    insertRows(
      "sks.instr",
      [
        "instr_cd",
        "first_nm",
        "last_nm",
        "spec_cd",
        "email",
        "mob_no",
        "start_dt",
        "left_dt",
      ],
      INSTR.map((i) => [
        i.cd,
        i.first,
        i.last,
        i.spec,
        i.email,
        i.mob,
        i.start,
        i.left,
      ]),
    ),
  );
  out.push(
    insertRows(
      "sks.cust",
      [
        "cust_no",
        "first_nm",
        "last_nm",
        "email",
        "mob_no",
        "pcode",
        "reg_dt",
        "mktg_yn",
        "plan_cd",
        "mbr_from",
        "mbr_to",
        "mbr_stat",
        "paus_dt",
        "shelf_cd",
        "shelf_no",
        "del_yn",
      ],
      custs.map((c) => {
        const m = c.mbr;
        const current = m && m.to === null;
        const shelf = current && m.shelf ? m.shelf : null;
        const shelfNo = shelfOf.get(c) ?? null;
        return [
          c.no,
          c.first,
          c.last,
          c.del ? null : c.email,
          c.del ? null : c.mob,
          c.pcode,
          c.firstAct,
          c.del ? "N" : c.mktg ? "Y" : "N",
          m ? m.plan : null,
          m ? m.from : null,
          m ? m.to : null,
          m ? (m.to ? "X" : m.paus ? "P" : "A") : null,
          m && !m.to ? m.paus : null,
          shelf,
          shelfNo,
          c.del ? "Y" : "N",
        ];
      }),
    ),
  );
  out.push(
    insertRows(
      "sks.crs",
      [
        "crs_no",
        "crs_cd",
        "typ_cd",
        "instr_cd",
        "start_dt",
        "start_tm",
        "n_sess",
        "cap",
        "price_p",
        "stat_cd",
        "cxl_dt",
      ],
      crsList.map((c) => [
        c.no,
        c.cd,
        c.typ,
        c.instr,
        c.start,
        c.tm,
        c.nSess,
        c.cap,
        c.price,
        c.stat,
        c.cxl,
      ]),
    ),
  );
  out.push(
    insertRows(
      "sks.bkg",
      [
        "bkg_no",
        "crs_no",
        "cust_no",
        "bkg_dt",
        "n_pl",
        "src_cd",
        "stat_cd",
        "wl_yn",
        "off_dt",
        "cxl_dt",
        "disc_cd",
        "amt_p",
      ],
      bkgs.map((b) => [
        b.no,
        b.crs.no,
        b.cust?.no ?? null,
        b.dt,
        b.nPl,
        b.src,
        b.stat,
        b.wl ? "Y" : "N",
        b.off,
        b.cxl,
        b.disc,
        b.amt,
      ]),
    ),
  );
  out.push(
    insertRows(
      "sks.commn",
      [
        "com_no",
        "cust_no",
        "instr_cd",
        "descr",
        "n_pcs",
        "qte_p",
        "dep_p",
        "enq_dt",
        "acc_dt",
        "due_dt",
        "dlv_dt",
        "stat_cd",
      ],
      coms.map((c) => [
        c.no,
        c.cust.no,
        c.instr,
        c.descr,
        c.nPcs,
        c.qte,
        c.dep,
        c.enq,
        c.acc,
        c.due,
        c.dlv,
        c.stat,
      ]),
    ),
  );
  out.push(
    insertRows(
      "sks.kiln_log",
      [
        "fire_no",
        "kiln_cd",
        "fire_typ",
        "load_dt",
        "fire_dt",
        "unload_dt",
        "cone",
        "peak_c",
        "prog_hrs",
        "kwh",
        "shelves",
        "fired_by",
        "res_cd",
        "notes",
        "void_yn",
      ],
      fires.map((f) => [
        f.no,
        f.kiln,
        f.typ,
        f.load,
        f.fire,
        f.unload,
        f.cone,
        f.peak,
        f.hrs,
        f.kwh,
        f.shelves,
        f.by,
        f.res,
        f.notes,
        f.void ? "Y" : "N",
      ]),
    ),
  );
  out.push(
    insertRows(
      "sks.stock",
      [
        "sku",
        "descr",
        "cat_cd",
        "unit_desc",
        "supp_nm",
        "cost_p",
        "sell_p",
        "qoh",
        "reord_lvl",
        "disc_yn",
      ],
      SKUS.map((k) => [
        k.sku,
        k.descr,
        k.cat,
        k.unit,
        k.supp,
        k.cost,
        k.sell,
        k.qoh,
        k.reord,
        k.disc ? "Y" : "N",
      ]),
    ),
  );
  out.push(
    insertRows(
      "sks.sale",
      [
        "sale_no",
        "sale_dt",
        "cust_no",
        "sku",
        "qty",
        "unit_p",
        "pay_cd",
        "void_yn",
      ],
      sales.map((s) => [
        s.no,
        s.dt,
        s.cust?.no ?? null,
        s.sku,
        s.qty,
        s.unit,
        s.pay,
        s.void ? "Y" : "N",
      ]),
    ),
  );
  out.push(
    insertRows(
      "sks.pymt",
      [
        "pay_no",
        "pay_dt",
        "cust_no",
        "kind_cd",
        "meth_cd",
        "amt_p",
        "rfd_yn",
        "rfd_of",
        "bkg_no",
        "com_no",
        "ext_ref",
      ],
      pays.map((p) => [
        p.no,
        p.dt,
        p.cust.no,
        p.kind,
        p.meth,
        p.amt,
        p.rfd ? "Y" : "N",
        p.of?.no ?? null,
        p.bkg,
        p.com,
        p.ref,
      ]),
    ),
  );
  return out.join("\n");
}
