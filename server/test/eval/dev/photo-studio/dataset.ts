/**
 * Wren & Hollis Photography Ltd, an independent portrait and wedding photography studio on Cold Bath Road in
 * Harrogate, North Yorkshire. Three photographers: Hannah Wren (owner, weddings and portraits), Tom Hollis (weddings,
 * headshots) and Priya Shah (newborn, maternity, family; joined 2025-06-02 when associate photographer Ben Ashworth
 * left on 2025-06-27). A small team: Jo Pickering (studio manager), Megan Doyle (client care) and Liam Carter
 * (editor, edits most wedding galleries). Freelance second shooters are paid a day rate to cover weddings alongside
 * the lead photographer (now and then a staff photographer second-shoots instead, unpaid), and sometimes assist on
 * corporate team headshot days. Clients book a package and pay a deposit (weddings) or booking fee (portraits); the
 * wedding balance is due six weeks before the day, the portrait balance on the day of the shoot (business clients
 * pay by bank transfer within a month). Mini-session events (short 20-minute slots at a seasonal location or in the
 * studio) are paid in full when booked. Images are delivered in an online gallery; clients then order prints, wall
 * art, albums and digital files, which the studio sends to one of three outside labs. Lenses, backup bodies,
 * lighting and drones are hired in for some shoots. Clients can be referred by an earlier client (who is linked),
 * and gift vouchers are sold (mostly at Christmas; Black Friday vouchers at 20% off) and redeemed against bookings.
 *
 * This is the database of the "FocalPoint Studio Manager 6" studio management package (schema `fpsm`), copied on
 * the morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The package went live on
 * 2024-10-01: only shoots from that date are held. Weddings booked before go-live were keyed in with their original
 * booking date, client record date (`crt_dt` = the date of the first booking) and deposit payment, so some bookings,
 * clients and payments are dated before 2024-10-01. Future shoots already booked (weddings into December 2027,
 * portraits a few weeks ahead, the mini-session event on 2026-12-05) have status B.
 *
 * MONEY is kept in whole PENCE (integer columns ending `_p`). Client prices (session fees, orders, vouchers) include
 * VAT and are the whole price; equipment hire is EX VAT with the VAT kept apart in `vat_p`; lab costs and
 * second-shooter fees carry no VAT. Answers about money are given in pounds (pence / 100).
 *
 * Business terms:
 * - A booking (shoot, session) is one row in `booking`. A "wedding" is a booking with `sess_cd` WED (packages W-ESS,
 *   W-CLS, W-CPL); elopements (`sess_cd` ELP, package W-ELP) are small weekday ceremonies counted on their own, not as
 *   weddings. Portrait sessions are every other type except mini sessions (MIN). A shoot "done" (shot, photographed)
 *   has status D, by `shoot_dt`. The lead photographer of a booking is `booking.emp_ref`.
 * - Fee = `fee_p`, the agreed price after any discount (`list_p` - `disc_p`). Session revenue (shoot revenue, session
 *   fees) = `fee_p` of bookings with status D, by `shoot_dt`. Cancelled (X, Z), no-show (N) and future (B) bookings
 *   are not session revenue (a deposit kept after a cancellation is not session revenue either).
 * - Cancellations are counted by `cxl_dt`, the day the cancellation was recorded. X = cancelled by the client (the
 *   deposit or booking fee is kept, nothing else is paid); Z = cancelled by the studio (everything paid is refunded).
 *   A no-show (N) keeps the booking fee; the balance is never collected.
 * - Print sales (also "print and album sales", "product sales", "order sales") = `ord_hdr.tot_p` of orders that are
 *   not cancelled (status X), by `ord_dt`; they include prints, wall art, albums and digital files. Lab cost (spend
 *   with a lab) = `ord_hdr.lab_p` of those orders, by `ord_dt`, per `ord_hdr.lab_cd`. Profit (margin) on products =
 *   sale minus lab cost: per line `line_p - qty * lab_unit_p`. Product categories are `product.cat_cd`.
 * - Takings (money in, cash received, money taken) = `payment.amt_p` of payments not voided (`void_yn` = 'N'),
 *   excluding gift voucher redemptions (`pay_typ` RED, which bring in no new money), by `pay_dt`; refunds are negative
 *   amounts and so are netted off; gift voucher sales (GVS) are takings. A deposit is a payment with `pay_typ` DEP.
 * - Amount paid on a booking = the sum of its non-voided payments including voucher redemptions (RED) and refunds.
 *   Outstanding (owed) on a booking = `fee_p` - amount paid. A wedding balance is overdue (the couple is behind) when
 *   the booking is still B, `bal_due_dt` is before today and the amount paid is less than the fee.
 * - A gallery is delivered (published) on `pub_dt`; it is late when `pub_dt` is after `due_dt` (the promised date:
 *   42 days after a wedding, 21 after an elopement, 14 after a portrait session, 7 after a mini session) and overdue
 *   when still unpublished (`pub_dt` NULL) with `due_dt` before today. Turnaround = `pub_dt - shoot_dt` in days.
 * - Second shooters: rows of `bk_crew` with `role_cd` SSH (assistants on headshot days are AST, not second shooters).
 *   Second shooter cost = `bk_crew.fee_p` of those rows, by the booking's `shoot_dt`, for shoots done (D). A staff
 *   photographer who second-shoots has `fee_p` 0. Freelancers are `staff.fl_yn` = 'Y'.
 * - Current staff (and current freelancers) have no `end_dt`.
 * - A mini-session slot is taken (sold, booked) by a booking of the event that is not cancelled (status B, D or N);
 *   an event is sold out when its taken slots reach `n_slots`; fill rate = taken slots / `n_slots`.
 * - Gift vouchers: status A = unused and still valid, R = redeemed (against `red_bk_no`), E = expired unused. The
 *   value of a voucher is `face_p` (`sold_p` is what the buyer paid).
 * - A new client is a client record created (`crt_dt`) in the period; how a client found us is `lead_cd`; a referred
 *   client has `ref_cli_no`, the client who referred them (lead REF).
 * - Equipment hire cost = `kit_hire.net_p` (ex VAT) of rows not voided, by `out_dt`.
 * - Clients with `del_yn` = 'Y' are deleted duplicate records (they have no bookings) and must be left out.
 * - A lab order is at the lab (status L) from `sent_dt` until `recv_dt`.
 *
 * The package does NOT record: enquiries that did not turn into a booking (so no enquiry or conversion figures);
 * client reviews, ratings or feedback; marketing or advertising spend; staff wages, salaries, hours worked or time
 * spent editing; mileage, travel or fuel costs; the studio's rent and overheads; camera equipment the studio owns;
 * which images a client picked or viewed; weather on the day; the number of wedding guests.
 *
 * Tables
 * - `fp_code`: code lookup (`cd_grp`, `cd`, `descr`, `sort_no`). Groups: SESS session type (WED wedding, ELP
 *   elopement, ENG engagement, FAM family, NBN newborn, MAT maternity, HSH headshots, PET pet portrait, MIN mini
 *   session); BSTAT booking status (B booked - future, D done - shot, X cancelled by client, Z cancelled by studio, N
 *   no-show); LOC location (STU studio, VEN wedding venue, OUT outdoor location, CLI client's home or office); LEAD how
 *   the client found us (WEB website / Google, IG Instagram, FB Facebook, REF client referral, VEN venue
 *   recommendation, WFR wedding fair, HIT wedding directory, OTH other); PTYP payment type (DEP deposit / booking fee,
 *   BAL balance, FUL paid in full at booking, ORD order payment, RFD refund, GVS gift voucher sale, RED gift voucher
 *   redeemed); PAYM payment method (CARD, BACS bank transfer, CASH, VCH gift voucher); ROLE (PHO photographer, SSH
 *   second shooter, AST assistant, EDT editor, MGR studio manager, ADM client care); LAB (PPL Pennine Pro Lab - prints
 *   and canvases, NLI Northlight Imaging - framed prints, acrylics and folio boxes, KST Kestrel Albums); PCAT product
 *   category (PRT prints, WAL wall art, ALB albums, DIG digital files); OSTAT order status (O ordered, L at lab, R
 *   received - awaiting collection, C completed - with client, X cancelled); VSTAT voucher status (A, R, E); HSUP
 *   hire supplier (LCH Leeds Camera Hire, LNS LensPro Rentals, NLG Northern Light & Grip); CTYP client type (P private,
 *   B business).
 * - `staff`: `emp_ref` initials, `emp_nm`, `role_cd` (ROLE), `mgr_ref` the person they report to (`emp_ref`, NULL for
 *   the owner), `fl_yn` Y/N freelancer, `day_rate_p` freelancer's wedding day rate (NULL for employees), `start_dt`,
 *   `end_dt` (NULL while current).
 * - `client`: `cli_no`, `cli_typ` (CTYP), `first_nm`, `last_nm` (for a business the contact person), `org_nm` business
 *   name (NULL for private clients), `partner_nm` the partner's full name on wedding bookings (else NULL), `email`,
 *   `tel`, `town` (NULLs when not given), `lead_cd` (LEAD), `ref_cli_no` the referring client (NULL unless referred),
 *   `crt_dt` record created, `mkt_yn` Y/N marketing consent, `del_yn` Y/N deleted duplicate.
 * - `pkg`: packages, `pkg_cd`, `pkg_nm`, `sess_cd` (SESS), `dur_min` coverage in minutes, `price_p` current price,
 *   `dep_p` current deposit / booking fee, `min_imgs` images promised, `active_yn` ('N': no longer sold - the Bump to
 *   Baby Bundle was withdrawn on 2026-01-01). Prices go up every 1 January; bookings keep the price agreed.
 * - `mini_evt`: mini-session events, `evt_id`, `evt_nm`, `evt_dt`, `season_yr` year of the event, `loc_cd` (LOC),
 *   `loc_desc`, `emp_ref` photographer, `n_slots` slots on offer, `slot_min` minutes a slot, `slot_p` price a slot.
 * - `booking`: `bk_no`, `cli_no`, `pkg_cd`, `sess_cd` (SESS), `evt_id` (mini sessions only, else NULL), `shoot_dt`,
 *   `start_tm`, `dur_min` minutes booked, `act_min` minutes actually shot (NULL unless done), `loc_cd` (LOC),
 *   `venue_nm` wedding venue or outdoor location (NULL in the studio or at the client's), `emp_ref` lead photographer,
 *   `bk_dt` date booked, `list_p` package price, `disc_p` discount (returning-client, referral or negotiated), `fee_p`
 *   agreed fee, `dep_p` deposit / booking fee asked, `bal_due_dt` date the wedding or elopement balance is due (NULL
 *   for other sessions), `stat_cd` (BSTAT), `cxl_dt` (NULL unless X or Z).
 * - `bk_crew`: extra people on a booking, (`bk_no`, `emp_ref`), `role_cd` SSH / AST, `fee_p` fee agreed, `paid_dt` when
 *   the freelancer was paid (NULL while unpaid or for staff).
 * - `gallery`: one per booking done, `gal_ref`, `bk_no`, `due_dt` promised delivery, `pub_dt` published (NULL until
 *   then), `exp_dt` gallery closes (NULL until published), `n_imgs` images delivered, `edit_emp` who edited it,
 *   `dl_yn` Y/N client has downloaded.
 * - `product`: `prod_cd`, `prod_desc`, `cat_cd` (PCAT), `lab_cd` (LAB, NULL for digital files), `sell_p` current
 *   price, `cost_p` current lab cost, `active_yn` ('N': no longer sold - the acrylic block since 2026-01-01). Product
 *   prices and lab costs go up every 1 April; order lines keep the price charged and the lab cost at the time.
 * - `ord_hdr`: client orders, `ord_no`, `cli_no`, `bk_no` the shoot the images come from, `ord_dt`, `lab_cd` (NULL for
 *   digital-only orders), `stat_cd` (OSTAT), `sent_dt` sent to the lab, `recv_dt` back at the studio, `dlv_dt`
 *   collected or delivered (NULLs until then; digital orders are completed on the day), `tot_p` total charged (sum of
 *   its lines), `lab_p` total lab cost.
 * - `ord_ln`: order lines, (`ord_no`, `ln_no`), `prod_cd`, `qty`, `unit_p` price charged, `line_p` = qty * unit_p,
 *   `lab_unit_p` lab cost per unit at the time.
 * - `payment`: every payment in or out, `pay_no`, `bk_no` (for bookings) or `ord_no` (for orders), both NULL for gift
 *   voucher sales, `pay_dt`, `pay_typ` (PTYP), `pay_mth` (PAYM), `amt_p` (negative for refunds), `fin_yr` financial
 *   year (the studio's year runs 1 April to 31 March and is named by the year it starts: 2026 = 2026-04-01 to
 *   2027-03-31), `per_no` period of that year (1 = April ... 12 = March), `void_yn` Y/N ('Y': keyed twice, voided -
 *   leave out).
 * - `kit_hire`: equipment hired in, `hire_no`, `bk_no` the shoot it was for (NULL for general studio hires),
 *   `supp_cd` (HSUP), `item_desc`, `out_dt` collected, `ret_dt` returned (NULL while still out), `net_p` ex VAT,
 *   `vat_p`, `void_yn` Y/N ('Y': entered twice - leave out).
 * - `voucher`: gift vouchers, `vch_no`, `sold_dt`, `buyer_nm`, `face_p` value, `sold_p` price paid, `exp_dt` (12
 *   months after sale), `stat_cd` (VSTAT), `red_bk_no` booking it was redeemed against and `red_dt` (NULL unless R).
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
  type SeededRandom,
} from "../../seeded-random";

const GO_LIVE = "2024-10-01";
const LAST = "2026-11-24";
const TODAY = "2026-11-25";

const month = (d: string) => Number(d.slice(5, 7));
const year = (d: string) => Number(d.slice(0, 4));
const r5 = (p: number) => Math.round(p / 500) * 500;
const finYr = (d: string) => (month(d) >= 4 ? year(d) : year(d) - 1);
const perNo = (d: string) => ((month(d) + 8) % 12) + 1;
const priceF = (bkDt: string) =>
  bkDt < "2024-01-01"
    ? 0.86
    : bkDt < "2025-01-01"
      ? 0.91
      : bkDt < "2026-01-01"
        ? 0.96
        : 1;

// staff: emp_ref, name, role, manager, freelance, day rate (pence), start, end
type Staff = [
  string,
  string,
  string,
  string | null,
  string,
  number | null,
  string,
  string | null,
];
const STAFF: Staff[] = [
  ["HW", "Hannah Wren", "PHO", null, "N", null, "2014-03-01", null],
  ["TH", "Tom Hollis", "PHO", "HW", "N", null, "2018-04-09", null],
  ["BA", "Ben Ashworth", "PHO", "HW", "N", null, "2021-08-02", "2025-06-27"],
  ["PS", "Priya Shah", "PHO", "HW", "N", null, "2025-06-02", null],
  ["JP", "Jo Pickering", "MGR", "HW", "N", null, "2019-01-07", null],
  ["MD", "Megan Doyle", "ADM", "JP", "N", null, "2023-09-04", null],
  ["LC", "Liam Carter", "EDT", "JP", "N", null, "2022-02-14", null],
  ["RS", "Rachel Stott", "ADM", "JP", "N", null, "2021-03-01", "2023-08-25"],
  ["KR", "Katie Rowe", "SSH", "TH", "Y", 25000, "2019-05-01", null],
  ["SM", "Sam Mercer", "SSH", "TH", "Y", 22000, "2021-04-12", null],
  ["DO", "Dan Okafor", "SSH", "TH", "Y", 25000, "2022-03-07", null],
  ["AB", "Abi Barker", "SSH", "TH", "Y", 20000, "2024-03-04", null],
  ["EF", "Ellie Fox", "SSH", "TH", "Y", 22000, "2025-04-07", null],
  ["GH", "George Hale", "SSH", "TH", "Y", 20000, "2020-06-01", "2025-03-31"],
];
// windows in which each freelancer was actually given work
const FL_WORK: Record<string, [string, string, number]> = {
  KR: ["2024-01-01", "2027-12-31", 5],
  SM: ["2024-01-01", "2025-10-31", 3],
  DO: ["2024-01-01", "2027-12-31", 4],
  AB: ["2024-03-04", "2025-09-30", 3],
  EF: ["2025-04-07", "2027-12-31", 3],
  GH: ["2024-01-01", "2025-03-31", 2],
};
const staffEnd = (e: string) => STAFF.find((s) => s[0] === e)![7];
const staffStart = (e: string) => STAFF.find((s) => s[0] === e)![6];
const onStaff = (e: string, d: string) => {
  const end = staffEnd(e);
  return staffStart(e) <= d && (end === null || d <= end);
};

// packages: code, name, session type, minutes, price 2026 (pence), deposit, images promised, active
type Pkg = [string, string, string, number, number, number, number, string];
const PKGS: Pkg[] = [
  ["W-ESS", "Essential Wedding (6 hrs)", "WED", 360, 165000, 50000, 350, "Y"],
  ["W-CLS", "Classic Wedding (8 hrs)", "WED", 480, 225000, 50000, 500, "Y"],
  ["W-CPL", "Complete Wedding (full day)", "WED", 600, 310000, 50000, 650, "Y"],
  ["W-ELP", "Elopement (2 hrs)", "ELP", 120, 75000, 25000, 150, "Y"],
  ["ENG", "Engagement Shoot", "ENG", 60, 25000, 5000, 40, "Y"],
  ["FAM-S", "Family Studio Session", "FAM", 60, 15000, 5000, 20, "Y"],
  ["FAM-L", "Family Lifestyle Session", "FAM", 90, 29500, 5000, 40, "Y"],
  ["NB", "Newborn Session", "NBN", 180, 29500, 5000, 25, "Y"],
  ["MAT", "Maternity Session", "MAT", 60, 19500, 5000, 20, "Y"],
  ["BTB", "Bump to Baby Bundle", "NBN", 240, 45000, 5000, 40, "N"],
  ["HS-IND", "Individual Headshot", "HSH", 30, 12000, 5000, 5, "Y"],
  ["HS-TEAM", "Team Headshot Half Day", "HSH", 240, 65000, 20000, 60, "Y"],
  ["PET", "Pet Portrait Session", "PET", 60, 15000, 5000, 20, "Y"],
  ["MINI", "Mini Session (event slot)", "MIN", 20, 8500, 0, 10, "Y"],
];
const PKG = new Map(PKGS.map((p) => [p[0], p]));

// products: code, description, category, lab, sell 2026 (pence), lab cost, active
type Prod = [string, string, string, string | null, number, number, string];
const PRODS: Prod[] = [
  ["PR-75", "7x5in Fine Art Print", "PRT", "PPL", 1500, 180, "Y"],
  ["PR-108", "10x8in Fine Art Print", "PRT", "PPL", 2500, 320, "Y"],
  ["PR-1612", "16x12in Fine Art Print", "PRT", "PPL", 4500, 650, "Y"],
  ["FB-10", "Folio Box with 10 Mounted Prints", "PRT", "NLI", 39500, 9800, "Y"],
  ["WA-C20", "20x16in Canvas", "WAL", "PPL", 19500, 4800, "Y"],
  ["WA-C30", "30x20in Canvas", "WAL", "PPL", 29500, 6900, "Y"],
  ["WA-F16", "16x12in Oak Framed Print", "WAL", "NLI", 24500, 7800, "Y"],
  ["WA-F24", "24x16in Oak Framed Print", "WAL", "NLI", 34500, 10500, "Y"],
  ["WA-ACR", "20x20in Acrylic Block", "WAL", "NLI", 27500, 8800, "N"],
  ["AL-10", "10x10in Signature Album", "ALB", "KST", 69500, 21000, "Y"],
  ["AL-12", "12x12in Heirloom Album", "ALB", "KST", 109500, 32500, "Y"],
  ["AL-PAR", "8x8in Parent Album", "ALB", "KST", 29500, 9500, "Y"],
  ["AL-XSP", "Extra Album Spread", "ALB", "KST", 4500, 1200, "Y"],
  ["DG-ALL", "Full Gallery Digital Download", "DIG", null, 29500, 0, "Y"],
  ["DG-5", "5 Extra Digital Images", "DIG", null, 7500, 0, "Y"],
];
const PROD = new Map(PRODS.map((p) => [p[0], p]));

const VENUES: [string, number][] = [
  ["Swinsty Hall", 8],
  ["Aldwark Tithe Barn", 7],
  ["The Crown at Pateley", 4],
  ["Netherby Grange", 6],
  ["Hollin Hall Estate", 5],
  ["Ripley Register Office", 3],
  ["Fewston Boathouse", 4],
  ["Kirkby Malzeard Village Hall", 2],
  ["St Wilfrid's Church, Harrogate", 3],
  ["The Old Ropery, Knaresborough", 4],
  ["Brimham Lodge", 3],
  ["Markington Hall", 2],
  ["Thornton Watlass Hall", 2],
  ["Harrogate Register Office", 3],
];
const OUT_LOCS = [
  "Valley Gardens",
  "The Stray",
  "Knaresborough riverside",
  "Brimham Rocks",
  "Harlow Carr gardens",
  "Fountains Abbey deer park",
];

type MiniEvt = [number, string, string, string, string, string, number, number];
// id, name, date, loc code, location, photographer, slots, slot price
const EVENTS: MiniEvt[] = [
  [
    1,
    "Autumn Leaves Minis 2024",
    "2024-10-19",
    "OUT",
    "Valley Gardens",
    "BA",
    15,
    7000,
  ],
  [2, "Christmas Minis 2024", "2024-11-16", "STU", "Studio", "HW", 18, 7500],
  [
    3,
    "Christmas Minis 2024 - Day 2",
    "2024-11-17",
    "STU",
    "Studio",
    "BA",
    18,
    7500,
  ],
  [
    4,
    "Spring Blossom Minis 2025",
    "2025-04-12",
    "OUT",
    "Harlow Carr gardens",
    "BA",
    15,
    7500,
  ],
  [
    5,
    "Sunflower Minis 2025",
    "2025-08-09",
    "OUT",
    "Sunnybank Farm, Ripley",
    "PS",
    15,
    8000,
  ],
  [
    6,
    "Autumn Leaves Minis 2025",
    "2025-10-18",
    "OUT",
    "Valley Gardens",
    "PS",
    15,
    8000,
  ],
  [7, "Christmas Minis 2025", "2025-11-15", "STU", "Studio", "PS", 18, 8000],
  [
    8,
    "Christmas Minis 2025 - Day 2",
    "2025-11-16",
    "STU",
    "Studio",
    "HW",
    18,
    8000,
  ],
  [9, "Pet Portrait Minis 2025", "2025-11-22", "STU", "Studio", "TH", 12, 7000],
  [
    10,
    "Spring Blossom Minis 2026",
    "2026-04-18",
    "OUT",
    "Harlow Carr gardens",
    "PS",
    15,
    8500,
  ],
  [
    11,
    "Sunflower Minis 2026",
    "2026-08-08",
    "OUT",
    "Sunnybank Farm, Ripley",
    "PS",
    15,
    8500,
  ],
  [
    12,
    "Autumn Leaves Minis 2026",
    "2026-10-17",
    "OUT",
    "Valley Gardens",
    "PS",
    15,
    8500,
  ],
  [13, "Christmas Minis 2026", "2026-11-14", "STU", "Studio", "PS", 18, 8500],
  [
    14,
    "Christmas Minis 2026 - Day 2",
    "2026-11-15",
    "STU",
    "Studio",
    "HW",
    18,
    8500,
  ],
  [
    15,
    "Pet Portrait Minis 2026",
    "2026-11-21",
    "STU",
    "Studio",
    "TH",
    12,
    7500,
  ],
  [
    16,
    "Christmas Minis 2026 - Late Date",
    "2026-12-05",
    "STU",
    "Studio",
    "PS",
    12,
    8500,
  ],
];
// how full each event ended up (share of slots taken)
const EVT_FILL: Record<number, number> = {
  1: 0.8,
  2: 1,
  3: 0.89,
  4: 0.73,
  5: 1,
  6: 0.87,
  7: 1,
  8: 1,
  9: 0.75,
  10: 1,
  11: 1,
  12: 0.67,
  13: 1,
  14: 0.94,
  15: 0.67,
  16: 0.75,
};

const BUSINESSES: [string, number, string][] = [
  ["Harrogate Law LLP", 8, "Harrogate"],
  ["Yorkshire Dales Building Society", 6, "Skipton"],
  ["Northgate Estates", 4, "Harrogate"],
  ["Brimham Dental Group", 2, "Ripon"],
  ["Nidd Valley Accountants", 2, "Knaresborough"],
  ["Kite Digital Ltd", 2, "Leeds"],
  ["Stray Physio", 1, "Harrogate"],
  ["Crescent Interiors", 1, "Harrogate"],
  ["Pannal Ridge Golf Club", 1, "Pannal"],
  ["Knaresborough Vets", 1, "Knaresborough"],
  ["Wetherby Wealth Partners", 1, "Wetherby"],
];

const FIRST = [
  "Emma",
  "Sophie",
  "Charlotte",
  "Lucy",
  "Hannah",
  "Amy",
  "Laura",
  "Rebecca",
  "Katie",
  "Jessica",
  "Sarah",
  "Gemma",
  "Rachel",
  "Holly",
  "Megan",
  "Chloe",
  "Lauren",
  "Bethany",
  "Eleanor",
  "Olivia",
  "Grace",
  "Alice",
  "Natalie",
  "Zoe",
  "Harriet",
  "Kirsty",
  "Jade",
  "Aisha",
  "Fatima",
  "Priyanka",
  "James",
  "Tom",
  "Daniel",
  "Matthew",
  "Chris",
  "Ben",
  "Sam",
  "Luke",
  "Adam",
  "Jack",
  "Oliver",
  "Ryan",
  "Josh",
  "Harry",
  "Will",
  "Rob",
  "Mark",
  "Andrew",
  "Imran",
  "Joe",
];
const LASTN = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Walker",
  "Wood",
  "Thompson",
  "Wright",
  "Robinson",
  "Hughes",
  "Hall",
  "Green",
  "Clarke",
  "Jackson",
  "Harrison",
  "Atkinson",
  "Holmes",
  "Dawson",
  "Lister",
  "Hartley",
  "Sutcliffe",
  "Barraclough",
  "Ackroyd",
  "Firth",
  "Metcalfe",
  "Kershaw",
  "Haigh",
  "Booth",
  "Pearson",
  "Whitaker",
  "Ramsden",
  "Bell",
  "Ward",
  "Marshall",
  "Hussain",
  "Khan",
  "Patel",
  "Ahmed",
  "Murphy",
  "O'Brien",
  "Kelly",
  "Fletcher",
  "Turner",
  "Moss",
  "Naylor",
  "Bradley",
  "Sykes",
  "Shaw",
  "Crowther",
];
const TOWNS: [string, number][] = [
  ["Harrogate", 40],
  ["Knaresborough", 12],
  ["Ripon", 10],
  ["Leeds", 10],
  ["York", 7],
  ["Wetherby", 6],
  ["Otley", 4],
  ["Pateley Bridge", 3],
  ["Boroughbridge", 3],
  ["Ilkley", 3],
];

interface Bk {
  no: number;
  cli: number;
  pkg: string;
  sess: string;
  evt: number | null;
  dt: string;
  tm: string;
  dur: number;
  act: number | null;
  loc: string;
  venue: string | null;
  emp: string;
  bkDt: string;
  list: number;
  disc: number;
  fee: number;
  dep: number;
  balDue: string | null;
  st: string;
  cxlDt: string | null;
  // generation helpers
  kind: "WED" | "POR" | "MIN";
  biz: string | null;
  couple: boolean;
  voucher: string | null;
  vchAmt: number;
}

interface Cli {
  no: number;
  typ: string;
  first: string;
  last: string;
  org: string | null;
  partner: string | null;
  email: string | null;
  tel: string | null;
  town: string | null;
  lead: string;
  ref: number | null;
  crt: string;
  mkt: string;
  del: string;
}

function pickDate(r: SeededRandom, from: string, to: string, dows: number[]) {
  for (;;) {
    const d = r.date(from, to);
    if (dows.includes(dayOfWeek(d))) return d;
  }
}

export function datasetSql(): string {
  const r = seededRandom(77_2026_11);
  const names = uniqueNames(r, FIRST, LASTN);
  const bks: Bk[] = [];
  const busy = new Set<string>(); // emp|date with a wedding
  const mk = (b: Partial<Bk>): Bk => {
    const x = {
      no: 0,
      cli: 0,
      evt: null,
      act: null,
      venue: null,
      disc: 0,
      balDue: null,
      st: "B",
      cxlDt: null,
      biz: null,
      couple: false,
      voucher: null,
      vchAmt: 0,
      ...b,
    } as Bk;
    bks.push(x);
    return x;
  };
  const monthEnd = (y: number, m: number) =>
    addDays(`${m === 12 ? y + 1 : y}-${pad(m === 12 ? 1 : m + 1, 2)}-01`, -1);

  // ------------------------------------------------------------ weddings and elopements
  const wedW = [1, 0.8, 2, 3.5, 6, 8, 8, 8.5, 7.5, 5, 1.5, 3];
  const wedTotal: Record<number, number> = {
    2024: 50,
    2025: 52,
    2026: 57,
    2027: 60,
  };
  for (let y = 2024; y <= 2027; y++) {
    for (let m = 1; m <= 12; m++) {
      const from = `${y}-${pad(m, 2)}-01`;
      if (from < GO_LIVE) continue;
      const n = r.poisson((wedTotal[y]! * wedW[m - 1]!) / 52.7);
      const nElp = r.poisson(m >= 4 && m <= 9 ? 1 : 0.4);
      for (let k = 0; k < n + nElp; k++) {
        const elp = k >= n;
        const dt = elp
          ? pickDate(r, from, monthEnd(y, m), [1, 2, 3, 4, 5])
          : r.weighted([
              [pickDate(r, from, monthEnd(y, m), [6]), 72],
              [pickDate(r, from, monthEnd(y, m), [5]), 20],
              [pickDate(r, from, monthEnd(y, m), [0, 4]), 8],
            ] as const);
        const late = dt > "2025-06-27";
        const cands: [string, number][] = (
          late
            ? [
                ["HW", 50],
                ["TH", 44],
                ["PS", dt > "2025-09-01" ? 6 : 0],
              ]
            : [
                ["HW", 42],
                ["TH", 38],
                ["BA", 20],
              ]
        ).filter(([e]) => !busy.has(`${e}|${dt}`)) as [string, number][];
        if (cands.length === 0) continue;
        const emp = r.weighted(cands);
        busy.add(`${emp}|${dt}`);
        const pkg = elp
          ? "W-ELP"
          : r.weighted([
              ["W-ESS", 30],
              ["W-CLS", 44],
              ["W-CPL", 26],
            ] as const);
        const lead = elp
          ? r.int(30, 150)
          : r.weighted([
              [r.int(120, 270), 25],
              [r.int(271, 450), 55],
              [r.int(451, 640), 20],
            ] as const);
        const bkDt = addDays(dt, -lead);
        if (bkDt > LAST) continue;
        const p = PKG.get(pkg)!;
        const list = r5(p[4] * priceF(bkDt));
        mk({
          kind: "WED",
          pkg,
          sess: p[2],
          dt,
          tm: elp
            ? r.pick(["11:00:00", "13:00:00", "14:00:00"])
            : r.pick(["10:30:00", "11:00:00", "11:30:00", "12:00:00"]),
          dur: p[3],
          loc: "VEN",
          venue: r.weighted(VENUES),
          emp,
          bkDt,
          list,
          disc: 0,
          fee: list,
          dep: r5(p[5] * (bkDt < "2025-01-01" ? 0.8 : 1)),
          balDue: addDays(dt, -42),
          couple: true,
        });
      }
    }
  }

  // ------------------------------------------------------------ portrait sessions
  const porW: [string, number, number[]][] = [
    // package, per month (2025), month factors
    ["FAM-S", 6, [0.7, 0.7, 0.9, 1, 1, 0.9, 0.8, 0.8, 1, 1.2, 1.6, 1.3]],
    [
      "FAM-L",
      3.5,
      [0.2, 0.2, 0.6, 1.2, 1.5, 1.6, 1.5, 1.4, 1.6, 1.5, 0.5, 0.2],
    ],
    ["NB", 6, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    ["MAT", 3, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    ["BTB", 1, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    ["HS-IND", 5, [1.2, 1.3, 1.2, 1, 1, 0.9, 0.6, 0.5, 1.2, 1.2, 1, 0.4]],
    ["HS-TEAM", 0.9, [1.2, 1.3, 1.2, 1, 1, 0.9, 0.6, 0.4, 1.3, 1.2, 1, 0.3]],
    ["PET", 2, [0.8, 0.8, 1, 1.2, 1.2, 1.2, 1, 1, 1, 1, 0.8, 0.6]],
  ];
  for (let y = 2024; y <= 2027; y++) {
    for (let m = 1; m <= 12; m++) {
      const from = `${y}-${pad(m, 2)}-01`;
      if (from < GO_LIVE || from > "2027-03-01") continue;
      const growth = y === 2024 ? 0.92 : y === 2025 ? 1 : 1.1;
      for (const [pkg, base, mf] of porW) {
        const n = r.poisson(base * mf[m - 1]! * growth);
        for (let k = 0; k < n; k++) {
          const isHs = pkg.startsWith("HS");
          const dt = pickDate(
            r,
            from,
            monthEnd(y, m),
            isHs ? [1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6, 6],
          );
          const lead =
            pkg === "NB"
              ? r.int(3, 40)
              : pkg === "BTB"
                ? r.int(60, 150)
                : r.int(5, 60);
          const bkDt = addDays(dt, -lead);
          if (bkDt > LAST) continue;
          if (pkg === "BTB" && bkDt >= "2026-01-01") continue;
          const p = PKG.get(pkg)!;
          const late = dt > "2025-06-27";
          let cands: [string, number][];
          if (pkg === "NB" || pkg === "MAT" || pkg === "BTB")
            cands = late
              ? [
                  ["PS", 75],
                  ["HW", 15],
                  ["TH", 10],
                ]
              : [
                  ["BA", 60],
                  ["HW", 40],
                ];
          else if (isHs)
            cands = [
              ["TH", 70],
              ["HW", 30],
            ];
          else
            cands = late
              ? [
                  ["PS", 50],
                  ["TH", 30],
                  ["HW", 20],
                ]
              : [
                  ["BA", 50],
                  ["HW", 25],
                  ["TH", 25],
                ];
          cands = cands.filter(
            ([e]) => !busy.has(`${e}|${dt}`) && onStaff(e, dt),
          );
          if (cands.length === 0) continue;
          const emp = r.weighted(cands);
          const loc =
            pkg === "FAM-L"
              ? "OUT"
              : pkg === "NB"
                ? r.weighted([
                    ["STU", 80],
                    ["CLI", 20],
                  ] as const)
                : pkg === "MAT"
                  ? r.weighted([
                      ["STU", 70],
                      ["OUT", 30],
                    ] as const)
                  : pkg === "PET"
                    ? r.weighted([
                        ["STU", 50],
                        ["OUT", 50],
                      ] as const)
                    : pkg === "HS-TEAM"
                      ? "CLI"
                      : pkg === "HS-IND"
                        ? r.weighted([
                            ["STU", 85],
                            ["CLI", 15],
                          ] as const)
                        : "STU";
          const list = r5(p[4] * priceF(bkDt));
          mk({
            kind: "POR",
            pkg,
            sess: p[2],
            dt,
            tm: `${pad(r.pick([9, 10, 10, 11, 13, 14, 15]), 2)}:${r.pick(["00", "30"])}:00`,
            dur: p[3],
            loc,
            venue: loc === "OUT" ? r.pick(OUT_LOCS) : null,
            emp,
            bkDt,
            list,
            fee: list,
            dep: r5(p[5] * (bkDt < "2025-01-01" ? 0.8 : 1)),
            biz:
              pkg === "HS-TEAM" || (pkg === "HS-IND" && r.chance(0.55))
                ? "Y"
                : null,
          });
        }
      }
    }
  }

  // engagement shoots for some wedding couples
  for (const w of bks.filter((b) => b.kind === "WED" && b.sess === "WED")) {
    if (!r.chance(w.pkg === "W-CPL" ? 0.55 : 0.3)) continue;
    const dt = pickDate(
      r,
      addDays(w.dt, -240),
      addDays(w.dt, -45),
      [0, 3, 5, 6],
    );
    const bkDt = addDays(dt, -r.int(10, 50));
    if (dt < GO_LIVE || bkDt > LAST || bkDt < w.bkDt) continue;
    const list = r5(25000 * priceF(bkDt));
    const e = mk({
      kind: "POR",
      pkg: "ENG",
      sess: "ENG",
      dt,
      tm: r.pick(["16:00:00", "17:00:00", "18:00:00", "10:00:00"]),
      dur: 60,
      loc: "OUT",
      venue: r.pick(OUT_LOCS),
      emp: onStaff(w.emp, dt) ? w.emp : "HW",
      bkDt,
      list,
      fee: list,
      dep: bkDt < "2025-01-01" ? 4000 : 5000,
    });
    e.cli = -bks.indexOf(w) - 1; // same client as the wedding, resolved below
  }

  // mini-session events
  for (const ev of EVENTS) {
    const taken = Math.round(ev[6] * EVT_FILL[ev[0]]!);
    const times: string[] = [];
    for (let s = 0; s < ev[6]; s++) {
      const mins = 9 * 60 + 30 + s * 25 + (s >= 6 ? 45 : 0);
      times.push(`${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`);
    }
    const slots = r.shuffle(times).slice(0, taken);
    for (const tm of slots) {
      const bkDt = addDays(ev[2], -r.int(2, 55));
      if (bkDt > LAST) continue;
      mk({
        kind: "MIN",
        pkg: "MINI",
        sess: "MIN",
        evt: ev[0],
        dt: ev[2],
        tm,
        dur: 20,
        loc: ev[3],
        venue: ev[3] === "OUT" ? ev[4] : null,
        emp: ev[5],
        bkDt,
        list: ev[7],
        fee: ev[7],
        dep: 0,
      });
    }
    // a few cancelled slots that were not re-sold / were re-sold
    const nx = ev[2] <= LAST ? r.int(0, 2) : 1;
    for (let k = 0; k < nx; k++) {
      const bkDt = addDays(ev[2], -r.int(20, 55));
      const cxl = addDays(bkDt, r.int(1, 15));
      if (cxl > LAST) continue;
      mk({
        kind: "MIN",
        pkg: "MINI",
        sess: "MIN",
        evt: ev[0],
        dt: ev[2],
        tm: r.pick(times),
        dur: 20,
        loc: ev[3],
        venue: ev[3] === "OUT" ? ev[4] : null,
        emp: ev[5],
        bkDt,
        list: ev[7],
        fee: ev[7],
        dep: 0,
        st: "X",
        cxlDt: cxl,
      });
    }
  }

  // ------------------------------------------------------------ status, times, discounts
  for (const b of bks) {
    if (b.st === "X") continue;
    const past = b.dt <= LAST;
    const roll = r.next();
    const pX = b.kind === "WED" ? 0.06 : b.kind === "MIN" ? 0 : 0.05;
    const pZ = b.kind === "POR" ? 0.012 : 0;
    const pN = b.kind === "WED" ? 0 : b.kind === "MIN" ? 0.04 : 0.02;
    if (roll < pX) {
      const span = daysBetween(b.bkDt, b.dt);
      const cxl = addDays(b.bkDt, Math.max(1, Math.floor(span * r.next())));
      if (cxl <= LAST) {
        b.st = "X";
        b.cxlDt = cxl;
        continue;
      }
    } else if (roll < pX + pZ) {
      const cxl = addDays(b.dt, -r.int(1, 10));
      if (cxl <= LAST && cxl > b.bkDt) {
        b.st = "Z";
        b.cxlDt = cxl;
        continue;
      }
    } else if (roll < pX + pZ + pN && past) {
      b.st = "N";
      continue;
    }
    if (past) {
      b.st = "D";
      if (b.kind === "WED")
        b.act =
          b.dur +
          r.weighted([
            [0, 62],
            [-30, 8],
            [30, 14],
            [60, 10],
            [90, 6],
          ] as const);
      else b.act = b.dur + (b.pkg === "NB" ? r.pick([0, 0, 30, 60]) : 0);
    }
  }
  // overdue / future weddings: a few couples behind on the balance
  for (const b of bks) {
    if (b.kind !== "WED") continue;
    if (r.chance(0.16)) b.disc = r.pick([10000, 15000, 20000, 25000]);
    b.fee = b.list - b.disc;
  }
  for (const b of bks) {
    if (b.kind === "POR" && r.chance(0.07)) {
      b.disc = Math.round(b.list * 0.1);
      b.fee = b.list - b.disc;
    }
  }

  // ------------------------------------------------------------ clients
  const clis: Cli[] = [];
  const bizNo = new Map<string, number>();
  const order = [...bks.keys()].sort((a, c) => {
    const x = bks[a]!;
    const y = bks[c]!;
    return x.bkDt < y.bkDt ? -1 : x.bkDt > y.bkDt ? 1 : a - c;
  });
  const referrers: number[] = []; // client numbers of happy clients (with weights by repetition)
  let champion: Cli | null = null; // a wedding couple who sends many friends our way
  const newPrivate = (b: Bk, crt: string): Cli => {
    const [f, l] = names();
    const lead =
      b.kind === "WED"
        ? r.weighted([
            ["WEB", 22],
            ["IG", 20],
            ["REF", 20],
            ["VEN", 18],
            ["WFR", 10],
            ["HIT", 10],
          ] as const)
        : b.kind === "MIN"
          ? r.weighted([
              ["IG", 40],
              ["FB", 35],
              ["REF", 15],
              ["WEB", 10],
            ] as const)
          : r.weighted([
              ["WEB", 30],
              ["IG", 25],
              ["FB", 15],
              ["REF", 22],
              ["OTH", 8],
            ] as const);
    let ref: number | null = null;
    const prior = referrers.filter((c) => clis[c - 10001]!.crt < crt);
    let ld: string = lead;
    if (ld === "REF") {
      if (prior.length === 0) ld = "WEB";
      else if (champion && champion.crt < crt && r.chance(0.07))
        ref = champion.no;
      else ref = r.pick(prior);
    }
    const partner =
      b.kind === "WED"
        ? `${r.pick(FIRST)} ${r.chance(0.7) ? r.pick(LASTN) : l}`
        : null;
    const c: Cli = {
      no: 10001 + clis.length,
      typ: "P",
      first: f,
      last: l,
      org: null,
      partner,
      email: r.chance(0.96)
        ? `${f.toLowerCase()}.${l.toLowerCase().replace(/'/g, "")}${r.int(1, 99)}@${r.pick(["gmail.com", "hotmail.co.uk", "outlook.com", "icloud.com", "yahoo.co.uk", "btinternet.com"])}`
        : null,
      tel: r.chance(0.9)
        ? `07${r.int(100, 999)} ${r.int(100000, 999999)}`
        : null,
      town: r.chance(0.93) ? r.weighted(TOWNS) : null,
      lead: ld,
      ref,
      crt,
      mkt: r.chance(0.62) ? "Y" : "N",
      del: "N",
    };
    clis.push(c);
    return c;
  };
  for (const i of order) {
    const b = bks[i]!;
    if (b.cli < 0) continue;
    if (b.biz) {
      const [org, , town] = r.weighted(
        BUSINESSES.map((x) => [x, x[1]] as const),
      );
      let no = bizNo.get(org);
      if (!no) {
        const [f, l] = names();
        const c: Cli = {
          no: 10001 + clis.length,
          typ: "B",
          first: f,
          last: l,
          org,
          partner: null,
          email: `${f.toLowerCase()}.${l.toLowerCase().replace(/'/g, "")}@${org
            .toLowerCase()
            .replace(/[^a-z]/g, "")
            .slice(0, 14)}.co.uk`,
          tel: `01423 ${r.int(500000, 899999)}`,
          town,
          lead: r.weighted([
            ["WEB", 5],
            ["OTH", 3],
          ] as const),
          ref: null,
          crt: b.bkDt,
          mkt: "N",
          del: "N",
        };
        clis.push(c);
        no = c.no;
        bizNo.set(org, no);
      }
      b.cli = no;
      continue;
    }
    // returning private clients
    let c: Cli | undefined;
    if (b.kind !== "WED") {
      const pool = clis.filter((x) => x.typ === "P" && x.crt < b.bkDt);
      const pRet = b.kind === "MIN" ? 0.4 : b.pkg === "NB" ? 0.3 : 0.2;
      if (pool.length > 20 && r.chance(pRet)) c = r.pick(pool);
    }
    if (!c) c = newPrivate(b, b.bkDt);
    b.cli = c.no;
    if (b.kind === "WED" || b.pkg === "NB" || r.chance(0.3))
      referrers.push(c.no);
    if (!champion && b.kind === "WED" && b.bkDt > "2024-09-01" && r.chance(0.2))
      champion = c;
  }
  for (const b of bks) if (b.cli < 0) b.cli = bks[-b.cli - 1]!.cli;

  // referral discount on the first booking of a referred client
  const firstBk = new Map<number, Bk>();
  for (const i of order) {
    const b = bks[i]!;
    if (!firstBk.has(b.cli)) firstBk.set(b.cli, b);
  }
  for (const c of clis) {
    if (c.ref === null) continue;
    const b = firstBk.get(c.no);
    if (b && b.disc === 0 && b.kind !== "MIN") {
      b.disc = b.kind === "WED" ? 10000 : 2500;
      b.fee = b.list - b.disc;
    }
  }

  // deleted duplicate client records
  const nDup = 26;
  for (let k = 0; k < nDup; k++) {
    const src = r.pick(
      clis.filter(
        (x) => x.typ === "P" && x.del === "N" && x.crt > "2024-10-01",
      ),
    );
    clis.push({
      ...src,
      no: 10001 + clis.length,
      email: src.email ? src.email.replace("@", `${r.int(1, 9)}@`) : null,
      crt:
        addDays(src.crt, r.int(1, 60)) > LAST
          ? LAST
          : addDays(src.crt, r.int(1, 60)),
      del: "Y",
      ref: r.chance(0.35) ? r.pick(referrers) : src.ref,
      lead: "REF",
    });
    const d = clis[clis.length - 1]!;
    if (d.ref === null) d.lead = src.lead;
  }

  // sort bookings into a stable numbering by booking date
  const sorted = [...bks].sort((a, c) =>
    a.bkDt < c.bkDt
      ? -1
      : a.bkDt > c.bkDt
        ? 1
        : a.dt < c.dt
          ? -1
          : a.dt > c.dt
            ? 1
            : a.tm < c.tm
              ? -1
              : 1,
  );
  sorted.forEach((b, k) => {
    b.no = 40001 + k;
  });

  // ------------------------------------------------------------ vouchers
  interface Vch {
    no: string;
    sold: string;
    buyer: string;
    face: number;
    price: number;
    exp: string;
    st: string;
    bk: number | null;
    redDt: string | null;
  }
  const vchs: Vch[] = [];
  const vW = [2, 5, 7, 3, 3, 3, 2.5, 2.5, 3, 3.5, 8, 13];
  for (let d = "2024-10-01"; d <= LAST; d = addDays(d, 1)) {
    const bf =
      (d >= "2025-11-28" && d <= "2025-12-01") ||
      (d >= "2024-11-29" && d <= "2024-12-02");
    const n = r.poisson(bf ? 2.2 : vW[month(d) - 1]! / 30);
    for (let k = 0; k < n; k++) {
      const face = r.weighted([
        [5000, 30],
        [10000, 30],
        [15000, 20],
        [29500, 12],
        [8500, 8],
      ] as const);
      const [f, l] = [r.pick(FIRST), r.pick(LASTN)];
      vchs.push({
        no: "",
        sold: d,
        buyer: `${f} ${l}`,
        face,
        price: bf ? Math.round(face * 0.8) : face,
        exp: addDays(d, 365),
        st: "A",
        bk: null,
        redDt: null,
      });
    }
  }
  vchs.forEach((v, k) => {
    v.no = `GV${pad(1201 + k, 5)}`;
  });
  for (const b of sorted) {
    if (b.kind === "WED" || b.st === "X" || b.st === "Z") continue;
    if (!r.chance(b.kind === "MIN" ? 0.12 : 0.1)) continue;
    const v = vchs.find(
      (x) =>
        x.st === "A" &&
        x.sold < b.bkDt &&
        x.exp >= b.bkDt &&
        x.face <= b.fee &&
        r.chance(0.6),
    );
    if (!v) continue;
    v.st = "R";
    v.bk = b.no;
    v.redDt = b.bkDt;
    b.voucher = v.no;
    b.vchAmt = v.face;
  }
  for (const v of vchs) if (v.st === "A" && v.exp < TODAY) v.st = "E";

  // ------------------------------------------------------------ payments
  interface Pay {
    bk: number | null;
    ord: number | null;
    dt: string;
    typ: string;
    mth: string;
    amt: number;
    voided: string;
  }
  const pays: Pay[] = [];
  const pay = (p: Omit<Pay, "voided">) => {
    if (p.dt > LAST || p.amt === 0) return;
    pays.push({ ...p, voided: "N" });
    if (r.chance(0.012)) pays.push({ ...p, voided: "Y" });
  };
  for (const v of vchs)
    pay({
      bk: null,
      ord: null,
      dt: v.sold,
      typ: "GVS",
      mth: r.weighted([
        ["CARD", 90],
        ["CASH", 10],
      ] as const),
      amt: v.price,
    });
  for (const b of sorted) {
    const m =
      b.kind === "WED"
        ? r.weighted([
            ["BACS", 70],
            ["CARD", 30],
          ] as const)
        : r.weighted([
            ["CARD", 80],
            ["BACS", 12],
            ["CASH", 8],
          ] as const);
    let paid = 0;
    if (b.kind === "MIN") {
      if (b.voucher) {
        pay({
          bk: b.no,
          ord: null,
          dt: b.bkDt,
          typ: "RED",
          mth: "VCH",
          amt: b.vchAmt,
        });
        paid = b.vchAmt;
        if (b.fee > paid)
          pay({
            bk: b.no,
            ord: null,
            dt: b.bkDt,
            typ: "FUL",
            mth: "CARD",
            amt: b.fee - paid,
          });
      } else
        pay({
          bk: b.no,
          ord: null,
          dt: b.bkDt,
          typ: "FUL",
          mth: "CARD",
          amt: b.fee,
        });
      paid = b.fee;
      if (b.st === "Z")
        pay({
          bk: b.no,
          ord: null,
          dt: b.cxlDt!,
          typ: "RFD",
          mth: "CARD",
          amt: -paid,
        });
      continue;
    }
    if (b.voucher) {
      pay({
        bk: b.no,
        ord: null,
        dt: b.bkDt,
        typ: "RED",
        mth: "VCH",
        amt: b.vchAmt,
      });
      paid = b.vchAmt;
    } else {
      pay({ bk: b.no, ord: null, dt: b.bkDt, typ: "DEP", mth: m, amt: b.dep });
      paid = b.dep;
    }
    if (b.st === "X") continue; // deposit kept
    if (b.st === "Z") {
      if (b.kind === "WED" && b.balDue! < b.cxlDt!) {
        pay({
          bk: b.no,
          ord: null,
          dt: b.balDue!,
          typ: "BAL",
          mth: m,
          amt: b.fee - paid,
        });
        paid = b.fee;
      }
      pay({
        bk: b.no,
        ord: null,
        dt: b.cxlDt!,
        typ: "RFD",
        mth: m === "CASH" ? "BACS" : m,
        amt: -paid,
      });
      continue;
    }
    if (b.st === "N") continue;
    const rest = b.fee - paid;
    if (b.kind === "WED") {
      // balance due 6 weeks before; some pay in two instalments, a few are late
      const lateRoll = r.next();
      const dueDt = b.balDue!;
      if (dueDt < LAST && b.dt > LAST && lateRoll < 0.5) {
        if (r.chance(0.4))
          pay({
            bk: b.no,
            ord: null,
            dt: addDays(dueDt, -r.int(20, 60)),
            typ: "BAL",
            mth: m,
            amt: r5(rest / 2),
          });
        continue;
      }
      if (r.chance(0.25)) {
        const half = r5(rest / 2);
        pay({
          bk: b.no,
          ord: null,
          dt: addDays(dueDt, -r.int(60, 120)),
          typ: "BAL",
          mth: m,
          amt: half,
        });
        pay({
          bk: b.no,
          ord: null,
          dt: addDays(dueDt, -r.int(0, 10)),
          typ: "BAL",
          mth: m,
          amt: rest - half,
        });
      } else {
        const d = addDays(dueDt, lateRoll < 0.1 ? r.int(1, 20) : -r.int(0, 14));
        pay({
          bk: b.no,
          ord: null,
          dt: d > b.dt ? b.dt : d,
          typ: "BAL",
          mth: m,
          amt: rest,
        });
      }
    } else {
      // portrait balance on the day (business clients by bank transfer within a month)
      const d = b.biz ? addDays(b.dt, r.int(5, 30)) : b.dt;
      pay({
        bk: b.no,
        ord: null,
        dt: d,
        typ: "BAL",
        mth: b.biz ? "BACS" : m,
        amt: rest,
      });
    }
  }

  // ------------------------------------------------------------ second shooters and assistants
  const crew: [number, string, string, number, string | null][] = [];
  for (const b of sorted) {
    if (b.st === "X" || b.st === "Z" || b.sess === "ELP") continue;
    if (b.kind === "WED") {
      const p = b.pkg === "W-CPL" ? 1 : b.pkg === "W-CLS" ? 0.55 : 0.15;
      if (!r.chance(p)) continue;
      const fls = Object.entries(FL_WORK)
        .filter(
          ([e, [a, z]]) =>
            b.dt >= a &&
            b.dt <= z &&
            onStaff(e, b.dt) &&
            !busy.has(`${e}|${b.dt}`),
        )
        .map(([e, [, , w]]) => [e, w] as [string, number]);
      const internal = ["HW", "TH", "PS"].filter(
        (e) => e !== b.emp && onStaff(e, b.dt) && !busy.has(`${e}|${b.dt}`),
      );
      let e: string;
      let fee: number;
      if (fls.length > 0 && (internal.length === 0 || r.chance(0.88))) {
        e = r.weighted(fls);
        const rate = STAFF.find((s) => s[0] === e)![5]!;
        fee = b.pkg === "W-ESS" ? Math.round(rate * 0.8) : rate;
      } else if (internal.length > 0) {
        e = r.pick(internal);
        fee = 0;
      } else continue;
      busy.add(`${e}|${b.dt}`);
      const paidDt = fee === 0 ? null : addDays(b.dt, r.int(3, 25));
      crew.push([
        b.no,
        e,
        "SSH",
        fee,
        paidDt && paidDt <= LAST ? paidDt : null,
      ]);
    } else if (b.pkg === "HS-TEAM" && r.chance(0.4)) {
      const e = r.weighted(
        Object.entries(FL_WORK)
          .filter(([x, [a, z]]) => b.dt >= a && b.dt <= z && onStaff(x, b.dt))
          .map(([x, [, , w]]) => [x, w] as [string, number]),
      );
      const fee = 9000;
      const paidDt = addDays(b.dt, r.int(3, 25));
      crew.push([b.no, e, "AST", fee, paidDt <= LAST ? paidDt : null]);
    }
  }

  // ------------------------------------------------------------ galleries
  interface Gal {
    ref: string;
    bk: Bk;
    due: string;
    pub: string | null;
    exp: string | null;
    n: number;
    ed: string;
    dl: string;
  }
  const gals: Gal[] = [];
  for (const b of [...sorted].sort((a, c) =>
    a.dt < c.dt ? -1 : a.dt > c.dt ? 1 : a.no - c.no,
  )) {
    if (b.st !== "D") continue;
    const p = PKG.get(b.pkg)!;
    const promise =
      b.kind === "WED"
        ? b.sess === "ELP"
          ? 21
          : 42
        : b.kind === "MIN"
          ? 7
          : 14;
    const summer = month(b.dt) >= 6 && month(b.dt) <= 9;
    let days: number;
    if (b.kind === "WED")
      days = r.weighted([
        [r.int(21, 38), 45],
        [r.int(39, 42), 30],
        [r.int(43, summer ? 70 : 50), summer ? 30 : 12],
      ] as const);
    else if (b.kind === "MIN")
      days = r.weighted([
        [r.int(2, 7), 85],
        [r.int(8, 12), 15],
      ] as const);
    else
      days = r.weighted([
        [r.int(4, 11), 55],
        [r.int(12, 14), 30],
        [r.int(15, 24), 15],
      ] as const);
    if (b.sess === "ELP") days = Math.round(days / 2);
    const due = addDays(b.dt, promise);
    let pub: string | null = addDays(b.dt, days);
    if (pub > LAST) pub = null;
    const n = Math.round(p[6] * r.float(1.0, 1.35));
    const ed =
      b.kind === "WED"
        ? r.weighted([
            ["LC", 80],
            [b.emp, 20],
          ] as const)
        : r.weighted([
            [b.emp, 65],
            ["LC", 35],
          ] as const);
    gals.push({
      ref: "",
      bk: b,
      due,
      pub,
      exp: pub ? addDays(pub, b.kind === "WED" ? 365 : 90) : null,
      n,
      ed: onStaff(ed, b.dt) ? ed : "LC",
      dl: pub && r.chance(0.85) ? "Y" : "N",
    });
  }
  gals.forEach((g, k) => {
    g.ref = `G${pad(k + 1, 5)}`;
  });

  // ------------------------------------------------------------ print, wall art and album orders
  interface Ord {
    no: number;
    cli: number;
    bk: number;
    dt: string;
    lab: string | null;
    st: string;
    sent: string | null;
    recv: string | null;
    dlv: string | null;
    lines: [string, number, number, number][]; // prod, qty, unit, lab unit
  }
  const ords: Ord[] = [];
  const unitAt = (cd: string, d: string) => {
    const p = PROD.get(cd)!;
    const f = d < "2025-04-01" ? 0.92 : d < "2026-04-01" ? 0.96 : 1;
    return [Math.round((p[4] * f) / 50) * 50, Math.round(p[5] * f)] as const;
  };
  const bigSpenders = new Set<number>();
  for (const g of gals) {
    if (!g.pub) continue;
    const b = g.bk;
    const c = clis[b.cli - 10001]!;
    if (c.typ === "B") {
      if (r.chance(0.2))
        ords.push({
          no: 0,
          cli: b.cli,
          bk: b.no,
          dt: addDays(g.pub, r.int(1, 20)),
          lab: null,
          st: "",
          sent: null,
          recv: null,
          dlv: null,
          lines: [["DG-5", r.int(1, 4), 0, 0]],
        });
      continue;
    }
    const big = b.kind === "POR" && bigSpenders.size < 4 && r.chance(0.03);
    if (big) bigSpenders.add(b.cli);
    const pOrd = b.kind === "WED" ? 0.5 : b.kind === "MIN" ? 0.35 : 0.45;
    const nOrd = big ? 3 : r.chance(pOrd) ? (r.chance(0.2) ? 2 : 1) : 0;
    for (let k = 0; k < nOrd; k++) {
      const dt = addDays(
        g.pub,
        k === 0 ? r.int(1, b.kind === "WED" ? 120 : 30) : r.int(30, 200),
      );
      let lab: string | null;
      const lines: [string, number, number, number][] = [];
      const kind = big
        ? "WAL"
        : b.kind === "WED" && b.sess === "WED" && r.chance(0.75)
          ? "ALB"
          : r.weighted([
              ["PRT", 45],
              ["WAL", 40],
              ["DIG", 15],
            ] as const);
      if (kind === "ALB") {
        lab = "KST";
        lines.push([
          r.weighted([
            ["AL-10", 55],
            ["AL-12", 45],
          ] as const),
          1,
          0,
          0,
        ]);
        if (r.chance(0.4)) lines.push(["AL-XSP", r.int(2, 8), 0, 0]);
        if (r.chance(0.45))
          lines.push([
            "AL-PAR",
            r.weighted([
              [1, 3],
              [2, 2],
            ] as const),
            0,
            0,
          ]);
      } else if (kind === "WAL") {
        const cands = PRODS.filter(
          (p) => p[2] === "WAL" && (p[6] === "Y" || dt < "2026-01-01"),
        );
        const first = r.pick(cands);
        lab = first[3];
        lines.push([
          first[0],
          r.weighted([
            [1, 8],
            [2, 2],
            [3, 1],
          ] as const),
          0,
          0,
        ]);
        if (big)
          lines.push([
            cands.filter((p) => p[3] === lab && p[0] !== first[0])[0]![0],
            2,
            0,
            0,
          ]);
        if (lab === "PPL" && r.chance(0.4))
          lines.push([r.pick(["PR-75", "PR-108"]), r.int(2, 10), 0, 0]);
      } else if (kind === "PRT") {
        if (r.chance(0.25)) {
          lab = "NLI";
          lines.push(["FB-10", 1, 0, 0]);
        } else {
          lab = "PPL";
          lines.push(["PR-75", r.int(2, 12), 0, 0]);
          if (r.chance(0.6)) lines.push(["PR-108", r.int(1, 6), 0, 0]);
          if (r.chance(0.3)) lines.push(["PR-1612", r.int(1, 3), 0, 0]);
        }
      } else {
        lab = null;
        lines.push([
          b.kind === "MIN"
            ? "DG-5"
            : r.weighted([
                ["DG-ALL", 60],
                ["DG-5", 40],
              ] as const),
          1,
          0,
          0,
        ]);
      }
      if (lab && r.chance(0.12)) lines.push(["DG-5", 1, 0, 0]);
      for (const ln of lines) {
        const [u, c2] = unitAt(ln[0], dt);
        ln[2] = u;
        ln[3] = c2;
      }
      if (dt > LAST) continue;
      ords.push({
        no: 0,
        cli: b.cli,
        bk: b.no,
        dt,
        lab,
        st: "",
        sent: null,
        recv: null,
        dlv: null,
        lines,
      });
    }
  }
  for (const o of ords) {
    if (o.lines[0]![2] === 0) {
      for (const ln of o.lines) {
        const [u, c2] = unitAt(ln[0], o.dt);
        ln[2] = u;
        ln[3] = c2;
      }
    }
  }
  ords.sort((a, c) => (a.dt < c.dt ? -1 : a.dt > c.dt ? 1 : a.bk - c.bk));
  const nOrds = new Map<number, number>();
  for (const o of ords) nOrds.set(o.cli, (nOrds.get(o.cli) ?? 0) + 1);
  ords.forEach((o, k) => {
    o.no = 7001 + k;
    // a cancelled order is always followed or preceded by another order of the same client
    if (r.chance(0.12) && nOrds.get(o.cli)! > 1) {
      nOrds.set(o.cli, nOrds.get(o.cli)! - 1);
      o.st = "X";
      return;
    }
    if (!o.lab) {
      o.st = "C";
      o.dlv = o.dt;
      return;
    }
    const sent = addDays(o.dt, r.int(1, 4));
    const labDays =
      o.lab === "KST"
        ? r.int(14, 32)
        : o.lab === "NLI"
          ? r.int(6, 13)
          : r.int(3, 8);
    const stuck = o.dt > "2026-10-01" && r.chance(0.08) ? 20 : 0;
    const recv = addDays(sent, labDays + stuck);
    const dlv = addDays(recv, r.int(1, 14));
    if (sent > LAST) {
      o.st = "O";
    } else if (recv > LAST) {
      o.st = "L";
      o.sent = sent;
    } else if (dlv > LAST) {
      o.st = "R";
      o.sent = sent;
      o.recv = recv;
    } else {
      o.st = "C";
      o.sent = sent;
      o.recv = recv;
      o.dlv = dlv;
    }
  });
  for (const o of ords) {
    const tot = o.lines.reduce((s, l) => s + l[1] * l[2], 0);
    const m = r.weighted([
      ["CARD", 85],
      ["BACS", 15],
    ] as const);
    pay({ bk: null, ord: o.no, dt: o.dt, typ: "ORD", mth: m, amt: tot });
    if (o.st === "X")
      pay({
        bk: null,
        ord: o.no,
        dt:
          addDays(o.dt, r.int(1, 6)) > LAST ? LAST : addDays(o.dt, r.int(1, 6)),
        typ: "RFD",
        mth: m,
        amt: -tot,
      });
  }

  // ------------------------------------------------------------ equipment hire
  interface Hire {
    bk: number | null;
    supp: string;
    item: string;
    out: string;
    ret: string | null;
    net: number;
    voided: string;
  }
  const hires: Hire[] = [];
  const ITEMS: [string, string, number, number][] = [
    ["LCH", "Canon RF 28-70mm f/2 lens", 4500, 3],
    ["LCH", "Sony FE 135mm f/1.8 GM lens", 3500, 2],
    ["LCH", "Backup body - Canon EOS R6 II", 5500, 3],
    ["LNS", "DJI Mavic 3 drone with licensed pilot", 18000, 1],
    ["LNS", "Canon RF 70-200mm f/2.8 lens", 3800, 2],
    ["NLG", "Profoto B10X lighting kit (2 heads)", 6500, 2],
    ["NLG", "Portable backdrop and stand kit", 2500, 1],
    ["NLG", "Godox AD600 strobe with modifiers", 4000, 1],
  ];
  for (const b of sorted) {
    if (b.st === "X" || b.st === "Z") continue;
    const p =
      b.kind === "WED"
        ? b.sess === "ELP"
          ? 0.05
          : 0.3
        : b.pkg === "HS-TEAM"
          ? 0.5
          : b.kind === "MIN" && b.loc === "OUT"
            ? 0.02
            : 0.01;
    if (!r.chance(p)) continue;
    const it =
      b.pkg === "HS-TEAM"
        ? r.pick(ITEMS.filter((x) => x[0] === "NLG"))
        : b.kind === "WED"
          ? r.weighted(
              ITEMS.filter((x) => x[0] !== "NLG" || x[2] > 4000).map(
                (x) => [x, x[3]] as const,
              ),
            )
          : r.pick(ITEMS);
    const out = addDays(b.dt, -1);
    if (out > LAST) continue;
    const days = r.int(2, 4);
    const ret = addDays(out, days);
    const net = it[1].includes("drone")
      ? it[2]
      : Math.round((it[2] * (days + 1)) / 2);
    hires.push({
      bk: b.no,
      supp: it[0],
      item: it[1],
      out,
      ret: ret > LAST ? null : ret,
      net,
      voided: "N",
    });
  }
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    if (r.chance(0.025)) {
      const it = r.pick(ITEMS.filter((x) => x[0] !== "LNS"));
      const days = r.int(1, 3);
      const ret = addDays(d, days);
      hires.push({
        bk: null,
        supp: it[0],
        item: it[1],
        out: d,
        ret: ret > LAST ? null : ret,
        net: Math.round((it[2] * (days + 1)) / 2),
        voided: "N",
      });
    }
  }
  hires.sort((a, c) =>
    a.out < c.out ? -1 : a.out > c.out ? 1 : (a.bk ?? 0) - (c.bk ?? 0),
  );
  for (let k = 0; k < 4; k++) {
    const h = r.pick(hires);
    hires.push({ ...h, voided: "Y" });
  }
  hires.sort((a, c) =>
    a.out < c.out ? -1 : a.out > c.out ? 1 : (a.bk ?? 0) - (c.bk ?? 0),
  );

  // ------------------------------------------------------------ SQL
  const ddl = `
CREATE SCHEMA fpsm;
CREATE TABLE fpsm.fp_code (cd_grp varchar(6) NOT NULL, cd varchar(6) NOT NULL, descr varchar(60) NOT NULL, sort_no smallint, PRIMARY KEY (cd_grp, cd));
CREATE TABLE fpsm.staff (
  emp_ref varchar(4) PRIMARY KEY, emp_nm varchar(40) NOT NULL, role_cd varchar(3) NOT NULL, mgr_ref varchar(4) REFERENCES fpsm.staff (emp_ref),
  fl_yn char(1) NOT NULL DEFAULT 'N', day_rate_p integer, start_dt date NOT NULL, end_dt date
);
CREATE TABLE fpsm.client (
  cli_no integer PRIMARY KEY, cli_typ char(1) NOT NULL, first_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, org_nm varchar(60),
  partner_nm varchar(60), email varchar(80), tel varchar(20), town varchar(30), lead_cd varchar(3) NOT NULL,
  ref_cli_no integer REFERENCES fpsm.client (cli_no), crt_dt date NOT NULL, mkt_yn char(1) NOT NULL DEFAULT 'N', del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE fpsm.pkg (
  pkg_cd varchar(8) PRIMARY KEY, pkg_nm varchar(40) NOT NULL, sess_cd varchar(3) NOT NULL, dur_min smallint NOT NULL, price_p integer NOT NULL,
  dep_p integer NOT NULL, min_imgs smallint NOT NULL, active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE fpsm.mini_evt (
  evt_id smallint PRIMARY KEY, evt_nm varchar(50) NOT NULL, evt_dt date NOT NULL, season_yr smallint NOT NULL, loc_cd varchar(3) NOT NULL,
  loc_desc varchar(40) NOT NULL, emp_ref varchar(4) NOT NULL REFERENCES fpsm.staff (emp_ref), n_slots smallint NOT NULL, slot_min smallint NOT NULL,
  slot_p integer NOT NULL
);
CREATE TABLE fpsm.booking (
  bk_no integer PRIMARY KEY, cli_no integer NOT NULL REFERENCES fpsm.client (cli_no), pkg_cd varchar(8) NOT NULL REFERENCES fpsm.pkg (pkg_cd),
  sess_cd varchar(3) NOT NULL, evt_id smallint REFERENCES fpsm.mini_evt (evt_id), shoot_dt date NOT NULL, start_tm time NOT NULL,
  dur_min smallint NOT NULL, act_min smallint, loc_cd varchar(3) NOT NULL, venue_nm varchar(60), emp_ref varchar(4) NOT NULL REFERENCES fpsm.staff (emp_ref),
  bk_dt date NOT NULL, list_p integer NOT NULL, disc_p integer NOT NULL DEFAULT 0, fee_p integer NOT NULL, dep_p integer NOT NULL,
  bal_due_dt date, stat_cd char(1) NOT NULL, cxl_dt date
);
CREATE TABLE fpsm.bk_crew (
  bk_no integer NOT NULL REFERENCES fpsm.booking (bk_no), emp_ref varchar(4) NOT NULL REFERENCES fpsm.staff (emp_ref), role_cd varchar(3) NOT NULL,
  fee_p integer NOT NULL, paid_dt date, PRIMARY KEY (bk_no, emp_ref)
);
CREATE TABLE fpsm.gallery (
  gal_ref varchar(8) PRIMARY KEY, bk_no integer NOT NULL REFERENCES fpsm.booking (bk_no), due_dt date NOT NULL, pub_dt date, exp_dt date,
  n_imgs smallint NOT NULL, edit_emp varchar(4) NOT NULL REFERENCES fpsm.staff (emp_ref), dl_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE fpsm.product (
  prod_cd varchar(8) PRIMARY KEY, prod_desc varchar(50) NOT NULL, cat_cd varchar(3) NOT NULL, lab_cd varchar(3), sell_p integer NOT NULL,
  cost_p integer NOT NULL, active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE fpsm.ord_hdr (
  ord_no integer PRIMARY KEY, cli_no integer NOT NULL REFERENCES fpsm.client (cli_no), bk_no integer NOT NULL REFERENCES fpsm.booking (bk_no),
  ord_dt date NOT NULL, lab_cd varchar(3), stat_cd char(1) NOT NULL, sent_dt date, recv_dt date, dlv_dt date, tot_p integer NOT NULL, lab_p integer NOT NULL
);
CREATE TABLE fpsm.ord_ln (
  ord_no integer NOT NULL REFERENCES fpsm.ord_hdr (ord_no), ln_no smallint NOT NULL, prod_cd varchar(8) NOT NULL REFERENCES fpsm.product (prod_cd),
  qty smallint NOT NULL, unit_p integer NOT NULL, line_p integer NOT NULL, lab_unit_p integer NOT NULL, PRIMARY KEY (ord_no, ln_no)
);
CREATE TABLE fpsm.payment (
  pay_no integer PRIMARY KEY, bk_no integer REFERENCES fpsm.booking (bk_no), ord_no integer REFERENCES fpsm.ord_hdr (ord_no), pay_dt date NOT NULL,
  pay_typ varchar(3) NOT NULL, pay_mth varchar(4) NOT NULL, amt_p integer NOT NULL, fin_yr smallint NOT NULL, per_no smallint NOT NULL,
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE fpsm.kit_hire (
  hire_no integer PRIMARY KEY, bk_no integer REFERENCES fpsm.booking (bk_no), supp_cd varchar(3) NOT NULL, item_desc varchar(60) NOT NULL,
  out_dt date NOT NULL, ret_dt date, net_p integer NOT NULL, vat_p integer NOT NULL, void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE fpsm.voucher (
  vch_no varchar(8) PRIMARY KEY, sold_dt date NOT NULL, buyer_nm varchar(60) NOT NULL, face_p integer NOT NULL, sold_p integer NOT NULL,
  exp_dt date NOT NULL, stat_cd char(1) NOT NULL, red_bk_no integer REFERENCES fpsm.booking (bk_no), red_dt date
);
`;
  const CODES: [string, string, string][] = [
    ["SESS", "WED", "Wedding"],
    ["SESS", "ELP", "Elopement"],
    ["SESS", "ENG", "Engagement"],
    ["SESS", "FAM", "Family"],
    ["SESS", "NBN", "Newborn"],
    ["SESS", "MAT", "Maternity"],
    ["SESS", "HSH", "Headshots"],
    ["SESS", "PET", "Pet portrait"],
    ["SESS", "MIN", "Mini session"],
    ["BSTAT", "B", "Booked"],
    ["BSTAT", "D", "Done - shot"],
    ["BSTAT", "X", "Cancelled by client"],
    ["BSTAT", "Z", "Cancelled by studio"],
    ["BSTAT", "N", "No-show"],
    ["LOC", "STU", "Studio"],
    ["LOC", "VEN", "Wedding venue"],
    ["LOC", "OUT", "Outdoor location"],
    ["LOC", "CLI", "Client home or office"],
    ["LEAD", "WEB", "Website / Google"],
    ["LEAD", "IG", "Instagram"],
    ["LEAD", "FB", "Facebook"],
    ["LEAD", "REF", "Client referral"],
    ["LEAD", "VEN", "Venue recommendation"],
    ["LEAD", "WFR", "Wedding fair"],
    ["LEAD", "HIT", "Wedding directory"],
    ["LEAD", "OTH", "Other"],
    ["PTYP", "DEP", "Deposit / booking fee"],
    ["PTYP", "BAL", "Balance"],
    ["PTYP", "FUL", "Paid in full at booking"],
    ["PTYP", "ORD", "Order payment"],
    ["PTYP", "RFD", "Refund"],
    ["PTYP", "GVS", "Gift voucher sale"],
    ["PTYP", "RED", "Gift voucher redeemed"],
    ["PAYM", "CARD", "Card"],
    ["PAYM", "BACS", "Bank transfer"],
    ["PAYM", "CASH", "Cash"],
    ["PAYM", "VCH", "Gift voucher"],
    ["ROLE", "PHO", "Photographer"],
    ["ROLE", "SSH", "Second shooter"],
    ["ROLE", "AST", "Assistant"],
    ["ROLE", "EDT", "Editor"],
    ["ROLE", "MGR", "Studio manager"],
    ["ROLE", "ADM", "Client care"],
    ["LAB", "PPL", "Pennine Pro Lab"],
    ["LAB", "NLI", "Northlight Imaging"],
    ["LAB", "KST", "Kestrel Albums"],
    ["PCAT", "PRT", "Prints"],
    ["PCAT", "WAL", "Wall art"],
    ["PCAT", "ALB", "Albums"],
    ["PCAT", "DIG", "Digital files"],
    ["OSTAT", "O", "Ordered"],
    ["OSTAT", "L", "At lab"],
    ["OSTAT", "R", "Received - awaiting collection"],
    ["OSTAT", "C", "Completed - with client"],
    ["OSTAT", "X", "Cancelled"],
    ["VSTAT", "A", "Active"],
    ["VSTAT", "R", "Redeemed"],
    ["VSTAT", "E", "Expired"],
    ["HSUP", "LCH", "Leeds Camera Hire"],
    ["HSUP", "LNS", "LensPro Rentals"],
    ["HSUP", "NLG", "Northern Light & Grip"],
    ["CTYP", "P", "Private"],
    ["CTYP", "B", "Business"],
  ];
  const grpSort = new Map<string, number>();
  let payNo = 900001;
  const paysSorted = [...pays].sort((a, c) =>
    a.dt < c.dt ? -1 : a.dt > c.dt ? 1 : 0,
  );
  return [
    ddl,
    insertRows(
      "fpsm.fp_code",
      ["cd_grp", "cd", "descr", "sort_no"],
      CODES.map(([g, c, d]) => {
        const n = (grpSort.get(g) ?? 0) + 1;
        grpSort.set(g, n);
        return [g, c, d, n * 10];
      }),
    ),
    insertRows(
      "fpsm.staff",
      [
        "emp_ref",
        "emp_nm",
        "role_cd",
        "mgr_ref",
        "fl_yn",
        "day_rate_p",
        "start_dt",
        "end_dt",
      ],
      STAFF,
    ),
    insertRows(
      "fpsm.client",
      [
        "cli_no",
        "cli_typ",
        "first_nm",
        "last_nm",
        "org_nm",
        "partner_nm",
        "email",
        "tel",
        "town",
        "lead_cd",
        "ref_cli_no",
        "crt_dt",
        "mkt_yn",
        "del_yn",
      ],
      clis.map((c) => [
        c.no,
        c.typ,
        c.first,
        c.last,
        c.org,
        c.partner,
        c.email,
        c.tel,
        c.town,
        c.lead,
        c.ref,
        c.crt,
        c.mkt,
        c.del,
      ]),
    ),
    insertRows(
      "fpsm.pkg",
      [
        "pkg_cd",
        "pkg_nm",
        "sess_cd",
        "dur_min",
        "price_p",
        "dep_p",
        "min_imgs",
        "active_yn",
      ],
      PKGS,
    ),
    insertRows(
      "fpsm.mini_evt",
      [
        "evt_id",
        "evt_nm",
        "evt_dt",
        "season_yr",
        "loc_cd",
        "loc_desc",
        "emp_ref",
        "n_slots",
        "slot_min",
        "slot_p",
      ],
      EVENTS.map((e) => [
        e[0],
        e[1],
        e[2],
        year(e[2]),
        e[3],
        e[4],
        e[5],
        e[6],
        20,
        e[7],
      ]),
    ),
    insertRows(
      "fpsm.booking",
      [
        "bk_no",
        "cli_no",
        "pkg_cd",
        "sess_cd",
        "evt_id",
        "shoot_dt",
        "start_tm",
        "dur_min",
        "act_min",
        "loc_cd",
        "venue_nm",
        "emp_ref",
        "bk_dt",
        "list_p",
        "disc_p",
        "fee_p",
        "dep_p",
        "bal_due_dt",
        "stat_cd",
        "cxl_dt",
      ],
      sorted.map((b) => [
        b.no,
        b.cli,
        b.pkg,
        b.sess,
        b.evt,
        b.dt,
        b.tm,
        b.dur,
        b.act,
        b.loc,
        b.venue,
        b.emp,
        b.bkDt,
        b.list,
        b.disc,
        b.fee,
        b.dep,
        b.balDue,
        b.st,
        b.cxlDt,
      ]),
    ),
    insertRows(
      "fpsm.bk_crew",
      ["bk_no", "emp_ref", "role_cd", "fee_p", "paid_dt"],
      crew,
    ),
    insertRows(
      "fpsm.gallery",
      [
        "gal_ref",
        "bk_no",
        "due_dt",
        "pub_dt",
        "exp_dt",
        "n_imgs",
        "edit_emp",
        "dl_yn",
      ],
      gals.map((g) => [g.ref, g.bk.no, g.due, g.pub, g.exp, g.n, g.ed, g.dl]),
    ),
    insertRows(
      "fpsm.product",
      [
        "prod_cd",
        "prod_desc",
        "cat_cd",
        "lab_cd",
        "sell_p",
        "cost_p",
        "active_yn",
      ],
      PRODS,
    ),
    insertRows(
      "fpsm.ord_hdr",
      [
        "ord_no",
        "cli_no",
        "bk_no",
        "ord_dt",
        "lab_cd",
        "stat_cd",
        "sent_dt",
        "recv_dt",
        "dlv_dt",
        "tot_p",
        "lab_p",
      ],
      ords.map((o) => [
        o.no,
        o.cli,
        o.bk,
        o.dt,
        o.lab,
        o.st,
        o.sent,
        o.recv,
        o.dlv,
        o.lines.reduce((s, l) => s + l[1] * l[2], 0),
        o.lines.reduce((s, l) => s + l[1] * l[3], 0),
      ]),
    ),
    insertRows(
      "fpsm.ord_ln",
      ["ord_no", "ln_no", "prod_cd", "qty", "unit_p", "line_p", "lab_unit_p"],
      ords.flatMap((o) =>
        o.lines.map((l, k) => [
          o.no,
          k + 1,
          l[0],
          l[1],
          l[2],
          l[1] * l[2],
          l[3],
        ]),
      ),
    ),
    insertRows(
      "fpsm.payment",
      [
        "pay_no",
        "bk_no",
        "ord_no",
        "pay_dt",
        "pay_typ",
        "pay_mth",
        "amt_p",
        "fin_yr",
        "per_no",
        "void_yn",
      ],
      paysSorted.map((p) => [
        payNo++,
        p.bk,
        p.ord,
        p.dt,
        p.typ,
        p.mth,
        p.amt,
        finYr(p.dt),
        perNo(p.dt),
        p.voided,
      ]),
    ),
    insertRows(
      "fpsm.kit_hire",
      [
        "hire_no",
        "bk_no",
        "supp_cd",
        "item_desc",
        "out_dt",
        "ret_dt",
        "net_p",
        "vat_p",
        "void_yn",
      ],
      hires.map((h, k) => [
        3001 + k,
        h.bk,
        h.supp,
        h.item,
        h.out,
        h.ret,
        h.net,
        Math.round(h.net * 0.2),
        h.voided,
      ]),
    ),
    insertRows(
      "fpsm.voucher",
      [
        "vch_no",
        "sold_dt",
        "buyer_nm",
        "face_p",
        "sold_p",
        "exp_dt",
        "stat_cd",
        "red_bk_no",
        "red_dt",
      ],
      vchs.map((v) => [
        v.no,
        v.sold,
        v.buyer,
        v.face,
        v.price,
        v.exp,
        v.st,
        v.bk,
        v.redDt,
      ]),
    ),
  ].join("\n");
}
