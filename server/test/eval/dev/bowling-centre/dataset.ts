/**
 * Kingsmoor Bowl & Play, a family-owned ten-pin bowling and arcade centre on a retail park in Swindon, England.
 * Twenty lanes: lanes 1-16 in the main hall on free-fall pinsetters (lanes 1-6 have automatic bumpers for
 * children), and lanes 17-20, the "Boutique" VIP lanes, on string pinsetters put in during 2023. Alongside the
 * lanes are a diner, a bar, a snack kiosk and an arcade that runs on reloadable arcade cards. Open every day but
 * Christmas Day: 12:00 on weekdays in term time, 10:00 at weekends, on bank holidays and in school holidays; closing
 * 22:00 Monday to Thursday, 23:00 Friday and Saturday, 21:00 Sunday (early on Christmas Eve and New Year's Eve).
 * Lanes are booked by the game (price per player per game) or by the hour (price per lane per hour), online, by
 * phone or at the front desk; groups also just walk in. Kids' birthday parties and corporate events are sold as
 * party packages priced per guest. Five leagues bowl on fixed nights with teams and weekly scores. Food and drink
 * is rung up on three tills; arcade credit is bought as top-ups onto arcade cards.
 *
 * This is the database of "LaneWise Centre Manager 6" (schema `lanewise`), the centre's booking, EPOS, arcade
 * card, league and staff rota package, copied on the morning of Wednesday 2026-11-25 with everything up to the end
 * of Tuesday 2026-11-24. The package went live on 2024-09-02. Customer accounts from the old booking system were
 * migrated with their original creation dates; bookings taken in the old system for sessions on or after go-live
 * were keyed in again with a booking time of go-live morning. Nothing else was migrated. The staff rota (shifts)
 * has only been used since 2025-01-06 and is filled in up to 2026-12-06. Bookings already taken for future
 * sessions (into early 2027) are in `bkg` with status B.
 *
 * MONEY is kept in whole PENCE (integer columns ending `_p`). All prices include VAT; the package keeps no VAT
 * apart. Answers about money are given in pounds (pence / 100).
 *
 * Business terms:
 * - A booking is a row of `bkg` of type G (by the game), H (by the hour) or P (party). Walk-ins (type W) are also
 *   kept in `bkg`, so that their lanes show on the lane plan, but they are not bookings: a walk-in is a group that
 *   turned up and paid at the desk (always status C, no customer account). "Bookings" never includes walk-ins.
 * - Booking status `stat_cd`: B booked (future), C completed (played), X cancelled (`cxl_dt` when), N no-show.
 *   Cancelled bookings are refunded in full.
 * - Lane takings (lane revenue, bowling revenue) = `bkg.amt_p` of rows with status C (bookings of every type and
 *   walk-ins), by the session date `bkg_dt`. Party packages count in full (food included). No-shows and cancelled
 *   bookings bring in nothing; future (B) bookings are not takings yet.
 * - Bowlers (players) = `n_plyr` of rows with status C. League bowlers are not in `bkg`.
 * - A party is a booking of type P on a party package (`pkg_cd`); a kids' party is one whose package has category
 *   KID, a corporate event one whose package has category CORP. Guests = `n_plyr`. A party is priced on the guests
 *   or the package's minimum number of guests (`pkg.min_gst`), whichever is more.
 * - Balance owed on a booking = `amt_p - paid_p` (deposits and prepayments are in `paid_p`).
 * - Cancellation rate = cancelled (X) out of all bookings for sessions in the period. No-show rate = no-shows (N)
 *   out of bookings that were due to play (C + N).
 * - A booking is "made" at `crt_ts`, through channel `chan_cd`; `crt_by` is the member of staff who took it (NULL
 *   for online bookings).
 * - Peak (`peak_yn` Y) is Friday from 17:00, Saturday, Sunday, bank holidays and school holidays.
 * - Food and bar sales (F&B, till takings) = `till_ln.line_p` of till transactions not voided (`void_yn` N), by the
 *   date of `txn_ts`. Alcoholic drinks are department ALC. A transaction's total `tot_p` is the sum of its lines.
 * - Arcade top-ups (arcade takings) = `arc_topup.amt_p` of top-ups not voided; `bonus_p` is free extra credit
 *   given on larger top-ups (not money taken). Arcade credit included in party packages is loaded by the package
 *   and is not a top-up.
 * - A lane breakdown (fault) is a row of `lane_flt`; it is open while `fixed_ts` is NULL. Downtime of a fixed fault
 *   = `fixed_ts - rpt_ts`.
 * - Current staff have no `end_dt`. A shift with status W was worked; hours worked = `clk_out - clk_in`. A worked
 *   shift is late when `clk_in` is more than 5 minutes after the rostered start (`shift_dt` + `st_tm`). Status A is
 *   a no-show (absent), X a shift cancelled by the manager, S a future rostered shift.
 * - Leagues are the codes of set LGE in `lw_code`. `season_yr` is the year a league season started: winter leagues
 *   (MON, TUE, THU, SAT) run September to April, the summer league (WED) May to August; "this season" is
 *   `season_yr` 2026 for every league. A team's weekly score is its scratch series `scr_pins` (all its bowlers,
 *   three games); handicap series = `scr_pins + hcp_pins`. League standings rank teams by total points (`pts`) over
 *   the season.
 * - Customers with `del_flg` = 'Y' are deleted duplicates and must be left out. Customer types: P private,
 *   C corporate (companies), S schools, clubs and youth groups.
 *
 * The package does NOT record: individual bowlers' game scores outside the leagues (no scoring history for public
 *   sessions or parties); league fees (collected by the league secretaries); shoe hire (included in the game price);
 *   what is played on each arcade machine, prize redemption or ticket payouts (only card top-ups); cost prices,
 *   stock or suppliers of food and drink (so no margins); repair costs, engineers' call-outs or parts; staff pay
 *   beyond the hourly rate on a shift (no payroll, tips, holiday pay or National Insurance); customer reviews or
 *   feedback; footfall or door counts; marketing campaigns.
 *
 * Tables
 * - `lw_code`: code lookup (`grp_cd`, `code`, `descr`). Groups: BTYP booking type (G per game, H per hour, W walk-in,
 *   P party); BSTAT booking status (B, C, X, N as above); CHAN booking channel (WEB online, PHN phone, DSK front
 *   desk); CTYP customer type; PCAT package category (KID kids' party, CORP corporate event); ZONE (MAIN main hall,
 *   VIP Boutique lanes); MACH pinsetter (FFL free-fall, STR string); ROLE (GM general manager, DM duty manager,
 *   LT lane technician, HST host / front desk, BAR bar staff, KIT kitchen, ARC arcade attendant); CTRT contract (FT,
 *   PT, ZH zero hours); SSTAT shift status; FLT fault type (PSJ pinsetter jam, BRT ball return, SCR scoring /
 *   monitor, SWP sweep / rake, DCK pin deck / elevator, STG string tangle); DEPT till department (FOOD, ALC
 *   alcoholic drinks, SOFT soft and hot drinks, SNCK sweets and snacks); TILL (BAR main bar, DIN diner counter, KSK
 *   snack kiosk); PAY (CARD, CASH, TAB party / event tab); SRC arcade top-up point (KSK arcade kiosk, DSK front
 *   desk, APP the Kingsmoor app, since June 2025); LGE leagues (MON Monday Night Mixed, TUE Tuesday Daytime
 *   Seniors, THU Thursday Business League, SAT Saturday Juniors, WED Wednesday Summer Doubles).
 * - `lane`: `lane_no` 1-20, `zone_cd` (ZONE), `mach_cd` (MACH), `inst_yr` year the pinsetter was installed,
 *   `bumper_yn` Y/N, `active_yn` Y/N, `oos_from` out of service since (NULL when in use).
 * - `staff`: `emp_ref` (K001...), `emp_nm`, `role_cd` (ROLE), `mgr_ref` the manager they report to (NULL for the
 *   general manager), `ctrt_cd` (CTRT), `start_dt`, `end_dt` (NULL while employed), `hrly_p` current hourly rate
 *   (NULL for the salaried general manager, who is not on the rota).
 * - `cust`: customer accounts, `cust_no`, `cust_nm` (a person's full name, or the organisation's name), `cust_typ`
 *   (CTYP), `cont_nm` contact person for organisations (NULL for private customers), `email`, `mob`, `post_cd`
 *   (NULLs when not given), `mkt_yn` marketing opt-in Y/N, `crt_dt` account created, `del_flg` Y/N.
 * - `pkg`: party packages, `pkg_cd`, `pkg_nm`, `pkg_cat` (PCAT), `pp_p` current price per guest, `min_gst` minimum
 *   guests charged, `games_incl` games per guest, `food_yn`, `arc_cr_p` arcade credit per guest, `active_yn` Y/N
 *   (N: no longer sold; the Cosmic Glow party was withdrawn at the end of 2025). Prices went up on 2026-01-01;
 *   bookings keep the price agreed.
 * - `bkg`: bookings and walk-ins, `bkg_no`, `cust_no` (NULL for walk-ins), `bkg_typ` (BTYP), `chan_cd` (CHAN),
 *   `crt_ts` when made, `crt_by` staff who took it, `bkg_dt` session date, `st_tm` start time, `lane_no` first lane,
 *   `n_lanes`, `n_plyr` players or guests, `qty` games per player (G, W, P) or hours (H), `pkg_cd` (P only),
 *   `peak_yn`, `amt_p` price, `paid_p` paid so far, `stat_cd` (BSTAT), `cxl_dt` date cancelled (NULL unless X).
 * - `lg_team`: league teams, one row per team per league season, `team_id`, `lg_cd` (LGE), `season_yr`, `team_nm`,
 *   `capt_cust_no` captain's customer account, `wdrn_yn` Y when the team withdrew during the season.
 * - `lg_score`: one row per team per league week bowled, (`team_id`, `wk_no`), `play_dt`, `lane_no`, `scr_pins`
 *   scratch series, `hcp_pins` handicap pins added, `pts` points won that week (0-4, four a match).
 * - `plu`: till items, `plu_cd`, `plu_desc`, `dept_cd` (DEPT), `price_p` current price, `active_yn` Y/N.
 * - `till_txn`: till transactions, `txn_no`, `till_cd` (TILL), `txn_ts`, `emp_ref`, `pay_cd` (PAY), `bkg_no` the
 *   party or event whose tab it went on (NULL unless TAB), `tot_p`, `void_yn` Y/N.
 * - `till_ln`: (`txn_no`, `ln_no`), `plu_cd`, `qty`, `unit_p` price at the time, `line_p` = qty * unit_p.
 * - `arc_topup`: arcade card top-ups, `tu_no`, `card_no`, `cust_no` (registered cards only, else NULL), `tu_ts`,
 *   `src_cd` (SRC), `pay_cd` (CARD / CASH), `amt_p` paid, `bonus_p` bonus credit, `void_yn` Y/N.
 * - `shift`: rota, `shift_no`, `emp_ref`, `shift_dt`, `st_tm`, `end_tm` rostered times, `clk_in`, `clk_out`
 *   (timestamps, NULL unless worked), `rate_p` hourly rate for the shift, `stat_cd` (SSTAT: S scheduled, W worked,
 *   A absent, X cancelled).
 * - `lane_flt`: lane machine breakdowns, `flt_no`, `lane_no`, `flt_cd` (FLT), `rpt_ts` reported, `rpt_by` staff who
 *   reported it, `fixed_ts` (NULL while open), `fix_by` lane technician who fixed it (NULL while open), `oos_yn` Y
 *   when the lane was taken out of use, `note`.
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

const START = "2024-09-02";
const LAST = "2026-11-24";
const BKG_END = "2027-03-31";
const ROTA_START = "2025-01-06";
const ROTA_END = "2026-12-06";
const LANE12_OOS = "2026-11-10";

const month = (d: string) => Number(d.slice(5, 7));
const year = (d: string) => Number(d.slice(0, 4));
const hm = (mins: number) =>
  `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;
const ts = (d: string, mins: number) => {
  let day = d;
  let m = mins;
  while (m >= 1440) {
    m -= 1440;
    day = addDays(day, 1);
  }
  return `${day} ${hm(m)}`;
};
const r5 = (p: number) => Math.round(p / 5) * 5;

// school holidays (Swindon), both dates included
const SCHOOL_HOL: [string, string][] = [
  ["2024-08-01", "2024-09-03"],
  ["2024-10-28", "2024-11-01"],
  ["2024-12-23", "2025-01-03"],
  ["2025-02-17", "2025-02-21"],
  ["2025-04-07", "2025-04-21"],
  ["2025-05-26", "2025-05-30"],
  ["2025-07-23", "2025-09-02"],
  ["2025-10-27", "2025-10-31"],
  ["2025-12-22", "2026-01-02"],
  ["2026-02-16", "2026-02-20"],
  ["2026-03-30", "2026-04-10"],
  ["2026-05-25", "2026-05-29"],
  ["2026-07-22", "2026-09-02"],
  ["2026-10-26", "2026-10-30"],
  ["2026-12-21", "2027-01-01"],
  ["2027-02-15", "2027-02-19"],
];
const isHol = (d: string) => SCHOOL_HOL.some(([a, b]) => d >= a && d <= b);
const isBank = (d: string) =>
  ENGLAND_BANK_HOLIDAYS.has(d) || d === "2027-01-01";
const closed = (d: string) => d.slice(5) === "12-25";
const isWeekend = (d: string) => dayOfWeek(d) === 0 || dayOfWeek(d) === 6;
const openMin = (d: string) =>
  isWeekend(d) || isHol(d) || isBank(d) ? 600 : 720;
const closeMin = (d: string) => {
  if (d.slice(5) === "12-24") return 1020;
  if (d.slice(5) === "12-31") return 1080;
  const w = dayOfWeek(d);
  return w === 5 || w === 6 ? 1380 : w === 0 ? 1260 : 1320;
};
const peakAt = (d: string, mins: number) =>
  isWeekend(d) || isBank(d) || isHol(d) || (dayOfWeek(d) === 5 && mins >= 1020)
    ? "Y"
    : "N";
const DOW_F = [1.5, 0.55, 0.55, 0.65, 0.8, 1.25, 2.0];
const MON_F = [0.8, 0.9, 0.9, 1.0, 0.9, 0.85, 1.0, 1.15, 0.85, 1.0, 1.0, 1.2];
const demand = (d: string) => {
  let f = DOW_F[dayOfWeek(d)]!;
  if (isBank(d)) f = 1.5;
  if (isHol(d)) f *= isWeekend(d) ? 1.15 : 1.8;
  f *= MON_F[month(d) - 1]!;
  f *= year(d) === 2024 ? 0.95 : year(d) === 2025 ? 1.0 : 1.06;
  return f;
};
// price factor by date: prices went up on 2025-04-01 and 2026-01-01
const priceF = (d: string) =>
  d < "2025-04-01" ? 0.92 : d < "2026-01-01" ? 0.96 : 1;

// ------------------------------------------------------------------ staff
// ref, name, role, manager, contract, start, end, late chance, phone-booking weight
type StaffRow = [
  string,
  string,
  string,
  string | null,
  string,
  string,
  string | null,
  number,
  number,
];
const STAFF: StaffRow[] = [
  ["K001", "Richard Ashby", "GM", null, "FT", "2016-03-01", null, 0, 0.3],
  ["K002", "Gemma Rowley", "DM", "K001", "FT", "2018-04-09", null, 0.04, 2],
  ["K003", "Paul Whitlock", "DM", "K001", "FT", "2019-10-14", null, 0.05, 1],
  ["K004", "Sunita Rai", "DM", "K001", "FT", "2025-03-03", null, 0.03, 1.5],
  ["K005", "Dave Pritchard", "LT", "K001", "FT", "2012-05-14", null, 0.03, 0],
  ["K006", "Marek Nowak", "LT", "K001", "FT", "2021-09-06", null, 0.05, 0],
  ["K007", "Liam Hart", "LT", "K001", "FT", "2023-04-03", "2025-06-27", 0.1, 0],
  ["K008", "Chloe Barnes", "HST", "K002", "PT", "2021-06-01", null, 0.05, 5],
  [
    "K009",
    "Jordan Ellis",
    "HST",
    "K002",
    "PT",
    "2022-09-12",
    "2025-08-29",
    0.08,
    3,
  ],
  ["K010", "Megan Doyle", "HST", "K002", "FT", "2023-03-20", null, 0.04, 8],
  ["K011", "Aaron Patel", "HST", "K002", "PT", "2024-01-08", null, 0.24, 2],
  [
    "K012",
    "Holly Spencer",
    "HST",
    "K002",
    "ZH",
    "2024-05-13",
    "2026-01-09",
    0.07,
    3,
  ],
  ["K013", "Ryan Cooper", "HST", "K002", "PT", "2025-01-20", null, 0.06, 3.5],
  ["K014", "Ellie Marsh", "HST", "K002", "PT", "2025-09-01", null, 0.05, 4.5],
  ["K015", "Kieran Walsh", "HST", "K002", "ZH", "2026-02-02", null, 0.09, 1],
  ["K016", "Zoe Hammond", "HST", "K002", "ZH", "2026-06-15", null, 0.06, 1.2],
  ["K017", "Jack Turner", "BAR", "K003", "FT", "2020-11-02", null, 0.04, 0],
  ["K018", "Lauren Price", "BAR", "K003", "PT", "2022-04-04", null, 0.06, 0],
  [
    "K019",
    "Callum Reid",
    "BAR",
    "K003",
    "PT",
    "2023-07-10",
    "2025-04-30",
    0.1,
    0,
  ],
  ["K020", "Sophie Grant", "BAR", "K003", "PT", "2024-10-07", null, 0.15, 0],
  ["K021", "Nathan Cole", "BAR", "K003", "ZH", "2025-05-06", null, 0.11, 0],
  ["K022", "Amber Lewis", "BAR", "K003", "ZH", "2026-03-16", null, 0.05, 0],
  ["K023", "Gary Fenton", "KIT", "K003", "FT", "2017-02-13", null, 0.03, 0],
  ["K024", "Priya Shah", "KIT", "K003", "PT", "2022-08-01", null, 0.05, 0],
  [
    "K025",
    "Tom Wilkins",
    "KIT",
    "K003",
    "PT",
    "2024-02-19",
    "2026-07-31",
    0.08,
    0,
  ],
  ["K026", "Jade Morris", "KIT", "K003", "PT", "2026-07-20", null, 0.06, 0],
  ["K027", "Ben Ashworth", "ARC", "K004", "PT", "2023-05-02", null, 0.07, 0],
  [
    "K028",
    "Mia Collins",
    "ARC",
    "K002",
    "ZH",
    "2024-07-01",
    "2025-02-28",
    0.09,
    0,
  ],
  ["K029", "Josh Bennett", "ARC", "K004", "ZH", "2025-03-10", null, 0.08, 0],
  ["K030", "Connor Baines", "LT", "K001", "FT", "2025-07-14", null, 0.05, 0],
];
const RATE: Record<string, number | null> = {
  GM: null,
  DM: 1550,
  LT: 1650,
  HST: 1290,
  BAR: 1290,
  KIT: 1350,
  ARC: 1271,
};
const onStaff = (s: StaffRow, d: string) =>
  s[5] <= d && (s[6] === null || d <= s[6]);
const staffIn = (roles: string[], d: string) =>
  STAFF.filter((s) => roles.includes(s[2]) && onStaff(s, d));

// ------------------------------------------------------------------ packages
// code, name, category, price per guest (2026), min guests, games, food, arcade credit per guest, active
const PKGS: [
  string,
  string,
  string,
  number,
  number,
  number,
  string,
  number,
  string,
][] = [
  ["KSTR", "Kids Strike Party", "KID", 1495, 8, 1, "Y", 0, "Y"],
  ["KSUP", "Kids Super Strike Party", "KID", 1995, 8, 2, "Y", 500, "Y"],
  ["KGLO", "Cosmic Glow Party", "KID", 1795, 10, 1, "Y", 300, "N"],
  ["CTEAM", "Team Bowl", "CORP", 2950, 10, 2, "Y", 0, "Y"],
  ["CXMAS", "Christmas Party Night", "CORP", 3950, 20, 2, "Y", 0, "Y"],
  ["CEXC", "Exclusive Boutique Hire", "CORP", 4500, 30, 3, "Y", 1000, "Y"],
];
const PKG = new Map(PKGS.map((p) => [p[0], p]));

// ------------------------------------------------------------------ till items
// code, description, department, price 2026, active, weights by till [BAR, DIN, KSK]
const PLUS: [
  number,
  string,
  string,
  number,
  string,
  [number, number, number],
][] = [
  [1001, "Classic Beef Burger & Fries", "FOOD", 1195, "Y", [0, 14, 0]],
  [1002, "Chicken Burger & Fries", "FOOD", 1195, "Y", [0, 10, 0]],
  [1003, "Stonebaked Margherita Pizza", "FOOD", 1050, "Y", [0, 12, 0]],
  [1004, "Pepperoni Pizza", "FOOD", 1195, "Y", [0, 11, 0]],
  [1005, "Hot Dog & Fries", "FOOD", 850, "Y", [0, 8, 0]],
  [1006, "Kids Chicken Nuggets Meal", "FOOD", 695, "Y", [0, 13, 0]],
  [1007, "Loaded Nachos", "FOOD", 895, "Y", [2, 7, 0]],
  [1008, "Fries (regular)", "FOOD", 395, "Y", [1, 9, 0]],
  [1009, "Halloumi Wrap", "FOOD", 995, "Y", [0, 4, 0]],
  [1010, "Chicken Wings (8)", "FOOD", 895, "N", [1, 3, 0]],
  [2001, "Carling Pint", "ALC", 520, "Y", [21, 0, 0]],
  [2002, "Peroni Pint", "ALC", 610, "Y", [15, 0, 0]],
  [2003, "Strongbow Pint", "ALC", 530, "Y", [9, 0, 0]],
  [2004, "Corona Bottle", "ALC", 500, "Y", [11, 0, 0]],
  [2005, "House Wine 175ml", "ALC", 650, "Y", [7, 0, 0]],
  [2006, "Prosecco 20cl", "ALC", 900, "Y", [4, 0, 0]],
  [2007, "Gin & Tonic", "ALC", 750, "Y", [5.5, 0, 0]],
  [2008, "Vodka & Mixer", "ALC", 700, "Y", [3, 0, 0]],
  [2009, "Rekorderlig Cider", "ALC", 620, "Y", [2, 0, 0]],
  [3001, "Coca-Cola (pint)", "SOFT", 380, "Y", [14, 8, 4]],
  [3002, "Diet Coke (pint)", "SOFT", 380, "Y", [8, 5, 3]],
  [3003, "J2O", "SOFT", 320, "Y", [5, 3, 0]],
  [3004, "Blue Raspberry Slush", "SOFT", 350, "Y", [0, 2, 14]],
  [3005, "Milkshake", "SOFT", 450, "Y", [0, 7, 3]],
  [3006, "Americano", "SOFT", 300, "Y", [4, 4, 0]],
  [3007, "Latte", "SOFT", 350, "Y", [4, 4, 0]],
  [3008, "Bottled Water", "SOFT", 200, "Y", [3, 2, 5]],
  [4001, "Pick & Mix Cup", "SNCK", 300, "Y", [0, 0, 12]],
  [4002, "Crisps", "SNCK", 150, "Y", [3, 1, 7]],
  [4003, "Ice Cream Tub", "SNCK", 295, "Y", [0, 3, 9]],
  [4004, "Popcorn", "SNCK", 325, "Y", [0, 0, 8]],
  [4005, "Chocolate Bar", "SNCK", 150, "Y", [1, 0, 6]],
];

const FIRST = [
  "Oliver",
  "Amelia",
  "George",
  "Isla",
  "Harry",
  "Ava",
  "Noah",
  "Mia",
  "Jack",
  "Ivy",
  "Charlie",
  "Grace",
  "Leo",
  "Sophia",
  "Freddie",
  "Lily",
  "Alfie",
  "Emily",
  "Thomas",
  "Poppy",
  "James",
  "Ella",
  "William",
  "Evie",
  "Joshua",
  "Rosie",
  "Daniel",
  "Sarah",
  "Mark",
  "Claire",
  "Stephen",
  "Nicola",
  "Andrew",
  "Rachel",
  "Simon",
  "Kelly",
  "Lee",
  "Donna",
  "Craig",
  "Natalie",
  "Wayne",
  "Kerry",
  "Darren",
  "Joanne",
  "Gavin",
  "Hayley",
  "Matthew",
  "Laura",
  "Adam",
  "Vicky",
  "Jamie",
  "Leanne",
  "Carl",
  "Emma",
  "Stuart",
  "Hannah",
  "Dean",
  "Zara",
  "Imran",
  "Aisha",
  "Piotr",
  "Agnieszka",
  "Tendai",
  "Chipo",
  "Ravi",
  "Deepa",
];
const LASTN = [
  "Smith",
  "Jones",
  "Williams",
  "Taylor",
  "Brown",
  "Davies",
  "Evans",
  "Wilson",
  "Thomas",
  "Johnson",
  "Roberts",
  "Robinson",
  "Thompson",
  "Wright",
  "Walker",
  "White",
  "Edwards",
  "Hughes",
  "Green",
  "Hall",
  "Lewis",
  "Harris",
  "Clarke",
  "Patel",
  "Jackson",
  "Wood",
  "Turner",
  "Martin",
  "Cooper",
  "Hill",
  "Ward",
  "Morris",
  "Moore",
  "Clark",
  "Lee",
  "King",
  "Baker",
  "Harrison",
  "Morgan",
  "Allen",
  "James",
  "Scott",
  "Phillips",
  "Watson",
  "Davis",
  "Parker",
  "Price",
  "Bennett",
  "Young",
  "Griffiths",
  "Mitchell",
  "Kelly",
  "Cook",
  "Carter",
  "Richardson",
  "Bailey",
  "Collins",
  "Bell",
  "Shaw",
  "Murphy",
  "Miller",
  "Cox",
  "Richards",
  "Khan",
  "Marshall",
  "Kowalski",
  "Okafor",
  "Nowicki",
];
const PCODES = [
  "SN1",
  "SN2",
  "SN3",
  "SN4",
  "SN5",
  "SN25",
  "SN26",
  "SN6",
  "SN15",
  "SN14",
  "SN11",
  "SN10",
  "SN8",
  "RG17",
  "GL7",
];

// organisations: name, type, contact, created, last date they book (null: still booking), weight
const ORGS: [string, string, string, string, string | null, number][] = [
  ["Brightwell Logistics Ltd", "C", "Karen Holt", "2019-11-04", null, 6],
  ["Swindon Borough Credit Union", "C", "Mike Dunne", "2021-02-15", null, 2.5],
  ["Kestrel Software Ltd", "C", "Priti Desai", "2022-06-20", null, 3],
  ["Ridgeway Motors Group", "C", "Steve Allard", "2018-09-10", null, 2.5],
  ["Westmead Insurance Services", "C", "Laura Kent", "2023-01-09", null, 2],
  [
    "Great Western Hospital Social Club",
    "C",
    "Anita Bose",
    "2017-05-22",
    null,
    2.2,
  ],
  [
    "Apex Build & Civil Ltd",
    "C",
    "Gareth Lloyd",
    "2020-03-02",
    "2025-06-30",
    1.5,
  ],
  ["Nationwide Parcels Depot SN3", "C", "Ian Ford", "2024-11-11", null, 1.8],
  ["Thameside Energy Ltd", "C", "Rob Dyer", "2021-08-16", "2025-10-15", 1.4],
  ["Coleview Dental Practice", "C", "Dr Hema Rao", "2022-10-03", null, 0.8],
  ["Honeybee Recruitment", "C", "Jo Pearce", "2023-05-15", null, 1.2],
  ["Old Town Estate Agents", "C", "Tom Blake", "2019-01-21", "2025-03-31", 1],
  [
    "Wiltshire Fire & Rescue Social Fund",
    "C",
    "Pete Marsh",
    "2020-10-12",
    null,
    1,
  ],
  ["Vantage Print & Packaging", "C", "Sanjay Mehta", "2025-02-03", null, 1.6],
  ["Greendale Veterinary Group", "C", "Helen Shaw", "2025-09-15", null, 1],
  ["Orbital Data Centres Ltd", "C", "Chris Webb", "2026-03-09", null, 2],
  [
    "Marlborough Accountancy LLP",
    "C",
    "Fiona Grey",
    "2021-11-29",
    "2025-12-20",
    1,
  ],
  ["Bluebell Care Homes", "C", "Sam Hurst", "2024-09-23", "2025-05-31", 0.8],
  ["Tanner & Lowe Solicitors", "C", "James Lowe", "2023-09-04", null, 0.7],
  [
    "Stratton Garden Centre",
    "C",
    "Denise Cole",
    "2024-10-14",
    "2025-12-31",
    0.9,
  ],
  ["Oakfield Primary School", "S", "Mrs J Adams", "2016-06-13", null, 2],
  ["Ridgeway Academy Year 7", "S", "Mr P Hinds", "2019-09-23", null, 1.5],
  ["1st Westlea Scouts", "S", "Kev Morgan", "2018-02-05", null, 1.5],
  ["Abbey Meads Brownies", "S", "Sue Platt", "2020-01-13", null, 1],
  ["Swindon Youth Action Club", "S", "Dwayne Hart", "2022-03-07", null, 1.2],
  [
    "St Mark's Church Youth Group",
    "S",
    "Rev A Clarke",
    "2017-10-30",
    null,
    0.8,
  ],
];

const LEAGUES: [string, string, number, number, number, number, number][] = [
  // code, name, weekday, start minute, teams, bowlers per team, mean per-bowler game
  ["MON", "Monday Night Mixed", 1, 1170, 10, 4, 158],
  ["TUE", "Tuesday Daytime Seniors", 2, 780, 8, 4, 142],
  ["THU", "Thursday Business League", 4, 1170, 8, 4, 136],
  ["SAT", "Saturday Juniors", 6, 570, 6, 3, 98],
  ["WED", "Wednesday Summer Doubles", 3, 1170, 8, 2, 165],
];
const TEAM_NAMES: Record<string, string[]> = {
  MON: [
    "Alley Cats",
    "Split Happens",
    "Pin Pals",
    "Gutter Gang",
    "Lucky Strikes",
    "The Spare Parts",
    "Bowl Movements",
    "Ten Pin Titans",
    "Kingpins",
    "Holy Rollers",
    "The Turkeys",
    "Strike Force",
    "Rolling Thunder",
    "Back Alley Bowlers",
  ],
  TUE: [
    "Silver Strikers",
    "Golden Oldies",
    "The Tuesday Club",
    "Pinheads",
    "Old Town Rollers",
    "Wise Guys & Dolls",
    "Lawn Bowlers Defected",
    "The Veterans",
    "Steady Eddies",
    "Happy Hookers",
  ],
  THU: [
    "Brightwell Bowlers",
    "Kestrel Coders",
    "Ridgeway Revs",
    "GWH Night Shift",
    "Westmead Wobblers",
    "Credit Crunchers",
    "Parcel Force",
    "Orbital Orbs",
    "Honeybee Hitters",
    "Fire Starters",
    "Apex Predators",
  ],
  SAT: [
    "Mini Strikers",
    "The Bumper Kids",
    "Junior Jets",
    "Pin Smashers",
    "Rocket Rollers",
    "Little Legends",
    "Team Turbo",
    "Bowling Bandits",
  ],
  WED: [
    "Double Trouble",
    "Two Pin Wonders",
    "Dynamic Duo",
    "Odd Couple",
    "Split Decision",
    "Twin Peaks",
    "Pair of Aces",
    "Dream Team",
    "Double Strike",
    "Best Mates",
  ],
};

interface Cust {
  no: number;
  nm: string;
  typ: string;
  cont: string | null;
  email: string | null;
  mob: string | null;
  pc: string | null;
  mkt: string;
  crt: string;
  del: string;
  w: number;
  last: string | null;
}
interface Bkg {
  no: number;
  cust: Cust | null;
  typ: string;
  chan: string;
  crt: string;
  crtBy: string | null;
  dt: string;
  st: number;
  lane: number;
  nLanes: number;
  n: number;
  qty: number;
  pkg: string | null;
  peak: string;
  amt: number;
  paid: number;
  stat: string;
  cxl: string | null;
}

export function datasetSql(): string {
  const r = seededRandom(7_2026_1125);

  // ------------------------------------------------------------------ customers
  const custs: Cust[] = [];
  const nameOf = uniqueNames(r, FIRST, LASTN);
  const mkPrivate = (crt: string, w?: number): Cust => {
    const [f, l] = nameOf();
    const c: Cust = {
      no: 0,
      nm: `${f} ${l}`,
      typ: "P",
      cont: null,
      email: r.chance(0.85)
        ? `${f.toLowerCase()}.${l.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk", "icloud.com", "btinternet.com"])}`
        : null,
      mob: r.chance(0.9)
        ? `07${r.int(100, 999)} ${r.int(100000, 999999)}`
        : null,
      pc: r.chance(0.8)
        ? `${r.pick(PCODES)} ${r.int(1, 9)}${r.pick(["AB", "BD", "EF", "HJ", "LN", "PQ", "RT", "UW", "XY", "DG"])}`
        : null,
      mkt: r.chance(0.45) ? "Y" : "N",
      crt,
      del: "N",
      w: w ?? 0.2 + r.next() ** 4 * 12,
      last: null,
    };
    custs.push(c);
    return c;
  };
  for (let i = 0; i < 420; i++) mkPrivate(r.date("2014-03-01", "2024-08-30"));
  const privates = () => custs.filter((c) => c.typ === "P" && c.del === "N");
  const pickPrivate = (crt: string, reuse: number): Cust => {
    if (r.chance(reuse)) {
      const pool = privates().filter((c) => c.crt <= crt);
      if (pool.length > 0)
        return r.weighted(pool.map((c) => [c, c.w] as const));
    }
    return mkPrivate(crt);
  };
  const orgs: Cust[] = ORGS.map(([nm, typ, cont, crt, last, w]) => {
    const slug = nm
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "")
      .slice(0, 16);
    const c: Cust = {
      no: 0,
      nm,
      typ,
      cont,
      email: r.chance(0.9)
        ? `${cont.split(" ").pop()!.toLowerCase()}@${slug}.co.uk`
        : null,
      mob: r.chance(0.6) ? `01793 ${r.int(400000, 899999)}` : null,
      pc: `${r.pick(PCODES.slice(0, 12))} ${r.int(1, 9)}${r.pick(["AB", "BD", "EF", "HJ", "LN", "PQ", "RT"])}`,
      mkt: "Y",
      crt,
      del: "N",
      w,
      last,
    };
    custs.push(c);
    return c;
  });
  const pickOrg = (typ: string, crt: string, session: string): Cust | null => {
    const pool = orgs.filter(
      (o) =>
        o.typ === typ && o.crt <= crt && (o.last === null || session <= o.last),
    );
    if (pool.length === 0) return null;
    return r.weighted(pool.map((o) => [o, o.w] as const));
  };

  // ------------------------------------------------------------------ bookings
  const bkgs: Bkg[] = [];
  const bookers = (d: string) =>
    staffIn(["HST", "DM", "GM"], d).filter((s) => s[8] > 0);
  const takenBy = (chan: string, d: string) => {
    if (chan === "WEB") return null;
    const pool = bookers(d);
    return r.weighted(pool.map((s) => [s[0], s[8]] as const));
  };
  const laneFor = (d: string, kind: string, nLanes: number) => {
    let lane: number;
    if (kind === "KID") lane = r.int(1, 7 - nLanes);
    else if (kind === "VIP") lane = 17;
    else lane = r.int(1, 21 - nLanes);
    if (d >= LANE12_OOS && lane <= 12 && lane + nLanes - 1 >= 12) lane = 13;
    return Math.min(lane, 21 - nLanes);
  };
  const gamePrice = (d: string, peak: string) =>
    r5((peak === "Y" ? 795 : 650) * priceF(d));
  const hourPrice = (d: string, peak: string) =>
    r5((peak === "Y" ? 6000 : 4500) * priceF(d));
  const leadDays = (kind: string, d: string) => {
    if (kind === "G" || kind === "H")
      return r.weighted([
        [0, 25],
        [r.int(1, 3), 35],
        [r.int(4, 14), 30],
        [r.int(15, 35), 10],
      ] as const);
    if (kind === "KID") return r.int(7, 25) + r.int(0, 60);
    if (kind === "XMAS") return r.int(20, 70) + r.int(0, 60);
    return r.int(14, 40) + r.int(0, 60);
  };
  const slot = (d: string, from: number, to: number) => {
    const a = Math.max(from, openMin(d));
    const b = Math.min(to, closeMin(d) - 60);
    return a + r.int(0, Math.max(0, Math.floor((b - a) / 30))) * 30;
  };
  const status = (d: string, crt: string, xP: number, nP: number) => {
    if (d > LAST) {
      if (r.chance(xP * 0.6)) {
        const days = Math.max(
          0,
          Math.min(30, (Date.parse(LAST) - Date.parse(crt)) / 86_400_000),
        );
        return { stat: "X", cxl: addDays(crt, r.int(0, Math.floor(days))) };
      }
      return { stat: "B", cxl: null };
    }
    const roll = r.next();
    if (roll < xP) {
      const days = Math.max(0, (Date.parse(d) - Date.parse(crt)) / 86_400_000);
      return { stat: "X", cxl: addDays(crt, r.int(0, Math.floor(days))) };
    }
    if (roll < xP + nP) return { stat: "N", cxl: null };
    return { stat: "C", cxl: null };
  };
  const crtOf = (d: string, lead: number, st: number) => {
    let day = addDays(d, -lead);
    let mins = r.int(8 * 60, 22 * 60);
    if (lead === 0) mins = Math.max(8 * 60, st - r.int(30, 300));
    if (day < START) {
      day = START;
      mins = r.int(7 * 60, 9 * 60);
    }
    return { day, at: ts(day, mins) };
  };

  const addLaneBkg = (d: string, typ: string, school: boolean) => {
    const st = school ? slot(d, 600, 840) : slot(d, 0, 1440);
    const lead = school ? r.int(10, 60) : leadDays(typ, d);
    const c = crtOf(d, lead, st);
    if (c.day > LAST) return;
    const chan = school
      ? r.pick(["PHN", "PHN", "WEB"])
      : lead === 0
        ? r.weighted([
            ["WEB", 45],
            ["PHN", 35],
            ["DSK", 20],
          ] as const)
        : r.weighted([
            ["WEB", 62],
            ["PHN", 30],
            ["DSK", 8],
          ] as const);
    let cust: Cust | null;
    if (school) cust = pickOrg("S", c.day, d);
    else if (typ === "H" && r.chance(0.15)) cust = pickOrg("C", c.day, d);
    else cust = null;
    if (!cust) cust = pickPrivate(c.day, 0.5);
    const n = school
      ? r.int(18, 32)
      : typ === "H"
        ? r.int(4, 16)
        : r.weighted([
            [2, 30],
            [3, 20],
            [4, 25],
            [5, 12],
            [6, 8],
            [8, 5],
          ] as const);
    const peak = peakAt(d, st);
    const qty =
      typ === "H"
        ? r.weighted([
            [1, 60],
            [2, 35],
            [3, 5],
          ] as const)
        : school
          ? 1
          : r.weighted([
              [1, 45],
              [2, 45],
              [3, 10],
            ] as const);
    const nLanes = Math.ceil(n / 6);
    const amt =
      typ === "H"
        ? nLanes * qty * hourPrice(d, peak)
        : school
          ? n * r5(450 * priceF(d))
          : n * qty * gamePrice(d, peak);
    const s = status(d, c.day, school ? 0.05 : 0.08, school ? 0 : 0.04);
    const paid =
      s.stat === "X" ? 0 : s.stat === "C" ? amt : chan === "WEB" ? amt : 0;
    bkgs.push({
      no: 0,
      cust,
      typ,
      chan,
      crt: c.at,
      crtBy: takenBy(chan, c.day),
      dt: d,
      st,
      lane: laneFor(d, "MAIN", nLanes),
      nLanes,
      n,
      qty,
      pkg: null,
      peak,
      amt,
      paid,
      stat: s.stat,
      cxl: s.cxl,
    });
  };

  const addParty = (
    d: string,
    cat: string,
    forced?: { cust: Cust; n: number; pkg: string; st: number; crt: string },
  ) => {
    const xmas =
      cat === "CORP" &&
      ((month(d) === 12 && d.slice(8) <= "23") ||
        (month(d) === 11 && d.slice(8) >= "20"));
    let pkg: string;
    if (cat === "KID")
      pkg =
        d <= "2025-12-31"
          ? r.weighted([
              ["KSTR", 45],
              ["KSUP", 35],
              ["KGLO", 20],
            ] as const)
          : r.weighted([
              ["KSTR", 55],
              ["KSUP", 45],
            ] as const);
    else
      pkg = xmas
        ? r.weighted([
            ["CXMAS", 70],
            ["CTEAM", 20],
            ["CEXC", 10],
          ] as const)
        : r.weighted([
            ["CTEAM", 80],
            ["CEXC", 20],
          ] as const);
    const st = cat === "KID" ? slot(d, 600, 960) : slot(d, 1080, 1230);
    const lead = leadDays(xmas ? "XMAS" : cat, d);
    let c = crtOf(d, lead, st);
    if (forced) {
      pkg = forced.pkg;
      c = { day: forced.crt, at: ts(forced.crt, 600 + r.int(0, 400)) };
    }
    if (c.day > LAST) return;
    const chan =
      cat === "KID"
        ? r.weighted([
            ["WEB", 40],
            ["PHN", 45],
            ["DSK", 15],
          ] as const)
        : r.weighted([
            ["PHN", 70],
            ["WEB", 30],
          ] as const);
    let cust: Cust | null = null;
    if (forced) cust = forced.cust;
    else if (cat === "CORP") cust = pickOrg("C", c.day, d);
    if (!cust) cust = pickPrivate(c.day, cat === "KID" ? 0.3 : 0.6);
    const p = PKG.get(pkg)!;
    let n: number;
    if (forced) n = forced.n;
    else if (cat === "KID")
      n = r.chance(0.12) ? r.int(5, 7) : r.int(8, 14) + r.int(0, 8);
    else if (pkg === "CXMAS")
      n = r.chance(0.08) ? r.int(14, 19) : r.int(20, 50) + r.int(0, 30);
    else n = r.chance(0.1) ? r.int(6, 9) : r.int(10, 30) + r.int(0, 25);
    const price = r5(p[3] * (c.day < "2026-01-01" ? 0.95 : 1));
    const amt = price * Math.max(n, p[4]);
    const nLanes = Math.min(pkg === "CEXC" ? 4 : 8, Math.ceil(n / 6));
    const s = forced
      ? { stat: d <= LAST ? "C" : "B", cxl: null }
      : status(d, c.day, cat === "KID" ? 0.06 : 0.05, 0.01);
    const dep = cat === "KID" ? 5000 : Math.round((amt * 0.2) / 100) * 100;
    const paid =
      s.stat === "C"
        ? amt
        : s.stat === "X"
          ? 0
          : s.stat === "N"
            ? dep
            : r.chance(0.25)
              ? amt
              : dep;
    bkgs.push({
      no: 0,
      cust,
      typ: "P",
      chan,
      crt: c.at,
      crtBy: takenBy(chan, c.day),
      dt: d,
      st: forced ? forced.st : st,
      lane:
        pkg === "CEXC"
          ? 17
          : laneFor(
              d,
              cat === "KID" ? "KID" : "MAIN",
              cat === "KID" ? Math.min(nLanes, 6) : nLanes,
            ),
      nLanes: cat === "KID" ? Math.min(nLanes, 6) : nLanes,
      n,
      qty: p[5],
      pkg,
      peak: peakAt(d, forced ? forced.st : st),
      amt,
      paid,
      stat: s.stat,
      cxl: s.cxl,
    });
  };

  for (let d = START; d <= BKG_END; d = addDays(d, 1)) {
    if (closed(d)) continue;
    const f = demand(d);
    const dow = dayOfWeek(d);
    if (d <= LAST) {
      const nW = r.poisson(2.0 * f);
      for (let i = 0; i < nW; i++) {
        const st = slot(d, 0, 1440);
        const n = r.weighted([
          [1, 5],
          [2, 30],
          [3, 20],
          [4, 25],
          [5, 12],
          [6, 8],
        ] as const);
        const peak = peakAt(d, st);
        const qty = r.weighted([
          [1, 50],
          [2, 42],
          [3, 8],
        ] as const);
        const amt = n * qty * gamePrice(d, peak);
        const nLanes = Math.ceil(n / 6);
        const at = ts(d, st - r.int(0, 20));
        const by = r.weighted(
          staffIn(["HST", "DM"], d).map(
            (s) => [s[0], s[2] === "HST" ? 3 : 1] as const,
          ),
        );
        bkgs.push({
          no: 0,
          cust: null,
          typ: "W",
          chan: "DSK",
          crt: at,
          crtBy: by,
          dt: d,
          st,
          lane: laneFor(d, "MAIN", nLanes),
          nLanes,
          n,
          qty,
          pkg: null,
          peak,
          amt,
          paid: amt,
          stat: "C",
          cxl: null,
        });
      }
    }
    const nG = r.poisson(0.9 * f);
    for (let i = 0; i < nG; i++) addLaneBkg(d, "G", false);
    const nH = r.poisson(0.45 * f);
    for (let i = 0; i < nH; i++) addLaneBkg(d, "H", false);
    if (
      dow >= 1 &&
      dow <= 5 &&
      !isHol(d) &&
      !isBank(d) &&
      month(d) !== 8 &&
      r.chance(0.1)
    )
      addLaneBkg(d, "G", true);
    const kidLam =
      (isWeekend(d) ? 1.5 : isHol(d) || isBank(d) ? 0.5 : 0.1) *
      MON_F[month(d) - 1]!;
    const nK = r.poisson(kidLam);
    for (let i = 0; i < nK; i++) addParty(d, "KID");
    let corpLam: number;
    if (month(d) === 12 && d.slice(8) <= "23")
      corpLam = dow >= 4 && dow <= 6 ? 0.9 : dow === 0 ? 0 : 0.3;
    else if (month(d) === 11) corpLam = dow === 4 || dow === 5 ? 0.3 : 0.04;
    else
      corpLam = dow === 4 || dow === 5 ? 0.1 : dow >= 1 && dow <= 3 ? 0.035 : 0;
    const nC = r.poisson(corpLam);
    for (let i = 0; i < nC; i++) addParty(d, "CORP");
  }
  // the biggest event the centre has run: Brightwell's Christmas 2025 exclusive hire
  addParty("2025-12-12", "CORP", {
    cust: orgs[0]!,
    n: 96,
    pkg: "CEXC",
    st: 1110,
    crt: "2025-09-03",
  });
  // kids' parties already booked for this coming Saturday
  for (const [n, pkg, st, crt] of [
    [12, "KSTR", 600, "2026-10-14"],
    [16, "KSUP", 720, "2026-09-29"],
    [9, "KSTR", 840, "2026-11-02"],
  ] as const) {
    addParty("2026-11-28", "KID", { cust: mkPrivate(crt), n, pkg, st, crt });
  }

  bkgs.sort((a, b) =>
    a.crt < b.crt
      ? -1
      : a.crt > b.crt
        ? 1
        : a.dt < b.dt
          ? -1
          : a.dt > b.dt
            ? 1
            : a.st - b.st,
  );
  bkgs.forEach((b, k) => {
    b.no = 200001 + k;
  });

  // duplicate private accounts keyed in twice, soft-deleted (and two organisations)
  const dupSrc = r.shuffle(privates()).slice(0, 14);
  for (const o of dupSrc) {
    custs.push({
      ...o,
      nm: r.chance(0.5) ? o.nm.toUpperCase() : o.nm.replace(" ", "  "),
      crt:
        o.crt < "2024-09-02"
          ? r.date("2024-09-02", "2026-10-30")
          : addDays(o.crt, r.int(1, 60)),
      del: "Y",
      email: r.chance(0.5) ? o.email : null,
      no: 0,
    });
  }
  for (const [src, crt] of [
    [0, "2025-01-14"],
    [5, "2026-04-22"],
  ] as const) {
    const o = orgs[src]!;
    custs.push({
      ...o,
      nm: o.nm.replace(" Ltd", "").replace(" Club", ""),
      crt,
      del: "Y",
      no: 0,
      email: null,
    });
  }

  // ------------------------------------------------------------------ leagues
  interface Team {
    id: number;
    lg: string;
    yr: number;
    nm: string;
    capt: Cust;
    wdrn: string;
    str: number;
    hcp: number;
    until: number;
  }
  const teams: Team[] = [];
  const scores: [number, number, string, number, number, number, number][] = [];
  const captains = new Map<string, Cust>();
  const seasons: [string, number][] = [
    ["MON", 2024],
    ["TUE", 2024],
    ["THU", 2024],
    ["SAT", 2024],
    ["WED", 2025],
    ["MON", 2025],
    ["TUE", 2025],
    ["THU", 2025],
    ["SAT", 2025],
    ["WED", 2026],
    ["MON", 2026],
    ["TUE", 2026],
    ["THU", 2026],
    ["SAT", 2026],
  ];
  const prevNames = new Map<string, string[]>();
  for (const [lg, yr] of seasons) {
    const L = LEAGUES.find((x) => x[0] === lg)!;
    const [, , wd, , nTeams, bowlers, mean] = L;
    const winter = lg !== "WED";
    let first = winter ? `${yr}-09-01` : `${yr}-05-01`;
    while (dayOfWeek(first) !== wd) first = addDays(first, 1);
    if (winter && yr === 2024 && first < START) first = addDays(first, 7);
    const nWeeks = winter ? (lg === "SAT" ? 26 : 30) : 16;
    const prev = prevNames.get(lg) ?? [];
    const keep = r.shuffle(prev).slice(0, Math.round(prev.length * 0.75));
    const pool = r.shuffle(TEAM_NAMES[lg]!.filter((n) => !keep.includes(n)));
    const names = [...keep, ...pool].slice(0, nTeams);
    if (lg === "MON" && !names.includes("Alley Cats"))
      names[names.length - 1] = "Alley Cats";
    prevNames.set(lg, names);
    const ts0: Team[] = names.map((nm) => {
      const key = `${lg}|${nm}`;
      let capt = captains.get(key);
      if (!capt || r.chance(0.15)) {
        capt = pickPrivate(
          first < "2024-09-02" ? "2024-08-30" : addDays(first, -7),
          0.3,
        );
        captains.set(key, capt);
      }
      const str = mean + r.int(-18, 18);
      const hcp = Math.max(
        0,
        Math.round(
          (0.9 *
            (bowlers * 3 * (lg === "SAT" ? 150 : 210) - bowlers * 3 * str)) /
            10,
        ) * 10,
      );
      return { id: 0, lg, yr, nm, capt, wdrn: "N", str, hcp, until: 999 };
    });
    if (lg === "MON" && yr === 2025) {
      ts0[3]!.wdrn = "Y";
      ts0[3]!.until = 12;
    }
    if (lg === "THU" && yr === 2026) {
      ts0[2]!.str += 10;
      ts0[2]!.hcp = Math.max(0, ts0[2]!.hcp - 60);
    }
    for (const t of ts0) {
      t.id = 501 + teams.length;
      teams.push(t);
    }
    let wk = 0;
    for (let d = first; wk < nWeeks; d = addDays(d, 7)) {
      const mmdd = d.slice(5);
      if (winter && (mmdd >= "12-20" || mmdd <= "01-04")) continue;
      if (isBank(d)) continue;
      if (d > LAST) break;
      wk++;
      const live = r.shuffle(ts0.filter((t) => wk <= t.until));
      let lane0 = lg === "SAT" ? 1 : 1 + 2 * r.int(0, 1);
      if (d >= LANE12_OOS && lane0 + live.length - 1 >= 12) lane0 = 1; // lane 12 is out of service
      for (let i = 0; i + 1 < live.length; i += 2) {
        const a = live[i]!;
        const b = live[i + 1]!;
        const lane = lane0 + i;
        const sa = Math.round(
          bowlers * 3 * a.str +
            (r.next() + r.next() + r.next() - 1.5) * 40 * bowlers,
        );
        const sb = Math.round(
          bowlers * 3 * b.str +
            (r.next() + r.next() + r.next() - 1.5) * 40 * bowlers,
        );
        const ha = sa + a.hcp;
        const hb = sb + b.hcp;
        let pa: number;
        if (ha === hb) pa = 2;
        else {
          const big =
            Math.abs(ha - hb) > (60 * bowlers) / 4 ? 4 : r.pick([3, 3, 4]);
          pa = ha > hb ? big : 4 - big;
        }
        scores.push([a.id, wk, d, lane, sa, a.hcp, pa]);
        scores.push([b.id, wk, d, lane + 1, sb, b.hcp, 4 - pa]);
      }
    }
  }

  // ------------------------------------------------------------------ shifts
  interface Shift {
    emp: StaffRow;
    dt: string;
    st: number;
    end: number;
    stat: string;
    cin: string | null;
    cout: string | null;
    rate: number;
  }
  const shifts: Shift[] = [];
  const onDuty = new Map<string, string[]>();
  const rateAt = (s: StaffRow, d: string) =>
    r5(RATE[s[2]]! * (d < "2025-04-01" ? 0.92 : d < "2026-04-01" ? 0.96 : 1));
  for (let d = ROTA_START; d <= ROTA_END; d = addDays(d, 1)) {
    if (closed(d)) continue;
    const dow = dayOfWeek(d);
    const busy = isWeekend(d) || isHol(d) || isBank(d) || dow === 5;
    const o = openMin(d);
    const c = closeMin(d);
    const need: [string[], number][] = [
      [["DM"], busy ? 2 : 1],
      [["HST"], busy ? 3 : 2],
      [["BAR"], busy ? 2 : 1],
      [["KIT"], busy ? 2 : 1],
      [["ARC"], busy ? 2 : 1],
      [["LT"], 1],
    ];
    const duty: string[] = [];
    for (const [roles, k] of need) {
      const avail = staffIn(roles, d);
      const chosen: StaffRow[] = [];
      const pool = [...avail];
      for (let i = 0; i < k && pool.length > 0; i++) {
        const pick = r.weighted(
          pool.map(
            (s) =>
              [
                s,
                (s[4] === "FT" ? 3 : s[4] === "PT" ? 2 : 1) *
                  (s[0] === "K005" && dow >= 1 && dow <= 5 ? 4 : 1),
              ] as const,
          ),
        );
        chosen.push(pick);
        pool.splice(pool.indexOf(pick), 1);
      }
      chosen.forEach((s, i) => {
        const full = k === 1 && (roles[0] === "DM" || roles[0] === "LT");
        const early = full || i % 2 === 0;
        const st = full ? o - 30 : early ? o - 30 : c - 330;
        const end = full ? c + 30 : early ? Math.min(o + 330, c + 30) : c + 30;
        let stat = "S";
        let cin: string | null = null;
        let cout: string | null = null;
        if (d <= LAST) {
          stat = r.weighted([
            ["W", 96],
            ["A", 2.5],
            ["X", 1.5],
          ] as const);
          if (stat === "W") {
            const late = r.chance(s[7]);
            cin = ts(d, st + (late ? r.int(6, 35) : r.int(-12, 4)));
            cout = ts(d, end + r.int(-5, 25));
            duty.push(s[0]);
          }
        }
        shifts.push({
          emp: s,
          dt: d,
          st,
          end,
          stat,
          cin,
          cout,
          rate: rateAt(s, d),
        });
      });
    }
    onDuty.set(d, duty);
  }
  shifts.sort((a, b) =>
    a.dt < b.dt
      ? -1
      : a.dt > b.dt
        ? 1
        : a.st - b.st || (a.emp[0] < b.emp[0] ? -1 : 1),
  );

  // ------------------------------------------------------------------ lane faults
  interface Flt {
    lane: number;
    cd: string;
    rpt: string;
    by: string;
    fixed: string | null;
    fix: string | null;
    oos: string;
    note: string | null;
  }
  const flts: Flt[] = [];
  const DUR: Record<string, [number, number]> = {
    PSJ: [10, 90],
    BRT: [20, 240],
    SCR: [30, 1500],
    SWP: [40, 360],
    DCK: [90, 2880],
    STG: [15, 120],
  };
  const NOTES: Record<string, string[]> = {
    PSJ: [
      "pins jammed in turret",
      "pin stuck on deck",
      "reset and cleared",
      "machine stopped mid-frame",
    ],
    BRT: [
      "ball stuck in return",
      "ball lift belt slipping",
      "return track blocked",
    ],
    SCR: [
      "monitor blank",
      "scores not registering",
      "camera out of alignment",
      "touch screen dead",
    ],
    SWP: ["sweep not lowering", "rake motor tripped", "sweep board cracked"],
    DCK: ["elevator belt snapped", "deck not lowering", "pin wheel jammed"],
    STG: ["strings tangled", "string broken - replaced", "pins not resetting"],
  };
  const reporter = (d: string) => {
    const pool = (onDuty.get(d) ?? []).filter((e) => {
      const s = STAFF.find((x) => x[0] === e)!;
      return s[2] === "HST" || s[2] === "DM";
    });
    if (pool.length > 0) return r.pick(pool);
    return r.pick(staffIn(["HST", "DM"], d))[0];
  };
  const fixer = (d: string) => {
    const duty = (onDuty.get(d) ?? []).filter(
      (e) => STAFF.find((x) => x[0] === e)![2] === "LT",
    );
    if (duty.length > 0 && r.chance(0.85)) return duty[0]!;
    return r.weighted(
      staffIn(["LT"], d).map((s) => [s[0], s[0] === "K005" ? 3 : 2] as const),
    );
  };
  const addFlt = (
    lane: number,
    d: string,
    cd: string,
    at: number,
    dur: number,
  ) => {
    const rpt = ts(d, at);
    const fixedMs = Date.parse(`${rpt.replace(" ", "T")}Z`) + dur * 60_000;
    const fixedIso = new Date(fixedMs).toISOString();
    const fixed = `${fixedIso.slice(0, 10)} ${fixedIso.slice(11, 19)}`;
    const open = fixed > `${LAST} 23:59:59`;
    flts.push({
      lane,
      cd,
      rpt,
      by: reporter(d),
      fixed: open ? null : fixed,
      fix: open ? null : fixer(fixedIso.slice(0, 10)),
      oos: dur > 120 ? "Y" : "N",
      note: r.chance(0.7) ? r.pick(NOTES[cd]!) : null,
    });
  };
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    if (closed(d)) continue;
    const f = demand(d);
    for (let lane = 1; lane <= 20; lane++) {
      if (lane === 12 && d >= LANE12_OOS) continue;
      const str = lane >= 17;
      let p = str ? 0.0016 : 0.015;
      if (lane === 7 && d < "2026-03-01") p = 0.032; // pinsetter overhauled in February 2026
      if (lane === 12) p = year(d) === 2026 ? 0.036 : 0.02;
      if (!r.chance(p * (0.6 + 0.4 * f))) continue;
      const cd = str
        ? r.weighted([
            ["STG", 55],
            ["SCR", 30],
            ["BRT", 15],
          ] as const)
        : r.weighted([
            ["PSJ", 42],
            ["BRT", 16],
            ["SCR", 14],
            ["SWP", 14],
            ["DCK", 9],
          ] as const);
      const [lo, hi] = DUR[cd]!;
      const dur = lo + Math.round((hi - lo) * r.next() ** 2.2);
      addFlt(lane, d, cd, r.int(openMin(d), closeMin(d) - 15), dur);
    }
  }
  addFlt(12, LANE12_OOS, "DCK", 1010, 30 * 1440);
  flts[flts.length - 1]!.note = "elevator gearbox failed - part on order";
  addFlt(3, "2026-11-23", "SCR", 1120, 4000);
  flts[flts.length - 1]!.note = "lane monitor dead - replacement ordered";
  addFlt(18, "2026-11-24", "STG", 1215, 900);
  flts.sort((a, b) => (a.rpt < b.rpt ? -1 : 1));

  // ------------------------------------------------------------------ tills
  const PLU_PRICE = new Map(PLUS.map((p) => [p[0], p[3]]));
  const tillStaff = (d: string, till: string) => {
    const roles =
      till === "DIN"
        ? ["KIT", "BAR"]
        : till === "KSK"
          ? ["ARC", "BAR", "HST"]
          : ["BAR"];
    const duty = (onDuty.get(d) ?? []).filter((e) =>
      roles.includes(STAFF.find((x) => x[0] === e)![2]),
    );
    if (duty.length > 0) return r.pick(duty);
    return r.pick(staffIn(roles, d))[0];
  };
  interface Txn {
    no: number;
    till: string;
    at: string;
    emp: string;
    pay: string;
    bkg: number | null;
    void: string;
    lns: [number, number, number][];
  }
  const txns: Txn[] = [];
  const mkLines = (d: string, till: string, tab: boolean) => {
    const ti = till === "BAR" ? 0 : till === "DIN" ? 1 : 2;
    const pool = PLUS.filter(
      (p) =>
        p[5][ti] > 0 &&
        (p[4] === "Y" || d < "2025-11-01") &&
        !(tab && p[2] === "SNCK"),
    );
    const nl = r.weighted([
      [1, 40],
      [2, 35],
      [3, 17],
      [4, 8],
    ] as const);
    const lns: [number, number, number][] = [];
    for (let i = 0; i < nl; i++) {
      const p = r.weighted(pool.map((x) => [x, x[5][ti]] as const));
      const qty =
        r.weighted([
          [1, 70],
          [2, 22],
          [3, 6],
          [4, 2],
        ] as const) + (tab ? r.int(0, 3) : 0);
      const ex = lns.find((l) => l[0] === p[0]);
      if (ex) ex[1] += qty;
      else lns.push([p[0], qty, r5(PLU_PRICE.get(p[0])! * priceF(d))]);
    }
    return lns;
  };
  const partiesOn = new Map<string, Bkg[]>();
  for (const b of bkgs)
    if (b.typ === "P" && b.stat === "C" && PKG.get(b.pkg!)![2] === "CORP") {
      const l = partiesOn.get(b.dt) ?? [];
      l.push(b);
      partiesOn.set(b.dt, l);
    }
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    if (closed(d)) continue;
    const f = demand(d);
    const n = r.poisson(9 * f);
    for (let i = 0; i < n; i++) {
      const till = r.weighted([
        ["BAR", 45],
        ["DIN", 35],
        ["KSK", 20],
      ] as const);
      const at = ts(d, r.int(openMin(d), closeMin(d) - 10));
      txns.push({
        no: 0,
        till,
        at,
        emp: tillStaff(d, till),
        pay: r.chance(0.84) ? "CARD" : "CASH",
        bkg: null,
        void: r.chance(0.015) ? "Y" : "N",
        lns: mkLines(d, till, false),
      });
    }
    for (const b of partiesOn.get(d) ?? []) {
      const k = r.int(2, 6) + Math.floor(b.n / 20);
      for (let i = 0; i < k; i++)
        txns.push({
          no: 0,
          till: "BAR",
          at: ts(d, b.st + r.int(10, 200)),
          emp: tillStaff(d, "BAR"),
          pay: "TAB",
          bkg: b.no,
          void: "N",
          lns: mkLines(d, "BAR", true),
        });
    }
  }
  txns.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  txns.forEach((t, k) => {
    t.no = 700001 + k;
  });

  // ------------------------------------------------------------------ arcade top-ups
  interface Card {
    no: string;
    cust: Cust | null;
    w: number;
  }
  const cards: Card[] = [];
  const tuRaw: {
    card: Card;
    at: string;
    src: string;
    pay: string;
    amt: number;
    bonus: number;
    void: string;
  }[] = [];
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    if (closed(d)) continue;
    const n = r.poisson(4.5 * demand(d));
    for (let i = 0; i < n; i++) {
      const src =
        d >= "2025-06-01"
          ? r.weighted([
              ["KSK", 58],
              ["DSK", 27],
              ["APP", 15],
            ] as const)
          : r.weighted([
              ["KSK", 65],
              ["DSK", 35],
            ] as const);
      let card: Card;
      if (cards.length === 0 || r.chance(src === "APP" ? 0.1 : 0.38)) {
        const reg = src === "APP" || r.chance(0.2);
        card = {
          no: `AC${r.int(100000, 999999)}`,
          cust: reg ? pickPrivate(d, 0.5) : null,
          w: 0.3 + r.next() ** 3 * 8,
        };
        cards.push(card);
      } else card = r.weighted(cards.map((c) => [c, c.w] as const));
      const amt = r.weighted([
        [500, 30],
        [1000, 35],
        [2000, 22],
        [3000, 8],
        [5000, 5],
      ] as const);
      const bonus =
        d >= "2026-01-01"
          ? amt >= 5000
            ? 1000
            : amt >= 3000
              ? 500
              : amt >= 2000
                ? 300
                : 0
          : amt >= 5000
            ? 750
            : amt >= 3000
              ? 400
              : amt >= 2000
                ? 200
                : 0;
      tuRaw.push({
        card,
        at: ts(d, r.int(openMin(d), closeMin(d) - 10)),
        src,
        pay:
          src === "DSK" || src === "KSK"
            ? r.chance(0.18)
              ? "CASH"
              : "CARD"
            : "CARD",
        amt,
        bonus,
        void: r.chance(0.01) ? "Y" : "N",
      });
    }
  }
  tuRaw.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  // ------------------------------------------------------------------ SQL
  const ddl = `
CREATE SCHEMA lanewise;
CREATE TABLE lanewise.lw_code (grp_cd varchar(5) NOT NULL, code varchar(5) NOT NULL, descr varchar(60) NOT NULL, PRIMARY KEY (grp_cd, code));
CREATE TABLE lanewise.lane (
  lane_no smallint PRIMARY KEY, zone_cd varchar(4) NOT NULL, mach_cd char(3) NOT NULL, inst_yr smallint NOT NULL,
  bumper_yn char(1) NOT NULL DEFAULT 'N', active_yn char(1) NOT NULL DEFAULT 'Y', oos_from date
);
CREATE TABLE lanewise.staff (
  emp_ref char(4) PRIMARY KEY, emp_nm varchar(40) NOT NULL, role_cd varchar(3) NOT NULL, mgr_ref char(4) REFERENCES lanewise.staff (emp_ref),
  ctrt_cd char(2) NOT NULL, start_dt date NOT NULL, end_dt date, hrly_p integer
);
CREATE TABLE lanewise.cust (
  cust_no integer PRIMARY KEY, cust_nm varchar(60) NOT NULL, cust_typ char(1) NOT NULL, cont_nm varchar(40), email varchar(80),
  mob varchar(16), post_cd varchar(9), mkt_yn char(1) NOT NULL DEFAULT 'N', crt_dt date NOT NULL, del_flg char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE lanewise.pkg (
  pkg_cd varchar(5) PRIMARY KEY, pkg_nm varchar(40) NOT NULL, pkg_cat varchar(4) NOT NULL, pp_p integer NOT NULL, min_gst smallint NOT NULL,
  games_incl smallint NOT NULL, food_yn char(1) NOT NULL, arc_cr_p integer NOT NULL DEFAULT 0, active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE lanewise.bkg (
  bkg_no integer PRIMARY KEY, cust_no integer REFERENCES lanewise.cust (cust_no), bkg_typ char(1) NOT NULL, chan_cd char(3) NOT NULL,
  crt_ts timestamp NOT NULL, crt_by char(4) REFERENCES lanewise.staff (emp_ref), bkg_dt date NOT NULL, st_tm time NOT NULL,
  lane_no smallint NOT NULL REFERENCES lanewise.lane (lane_no), n_lanes smallint NOT NULL, n_plyr smallint NOT NULL, qty smallint NOT NULL,
  pkg_cd varchar(5) REFERENCES lanewise.pkg (pkg_cd), peak_yn char(1) NOT NULL, amt_p integer NOT NULL, paid_p integer NOT NULL DEFAULT 0,
  stat_cd char(1) NOT NULL, cxl_dt date
);
CREATE TABLE lanewise.lg_team (
  team_id integer PRIMARY KEY, lg_cd char(3) NOT NULL, season_yr smallint NOT NULL, team_nm varchar(40) NOT NULL,
  capt_cust_no integer REFERENCES lanewise.cust (cust_no), wdrn_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE lanewise.lg_score (
  team_id integer NOT NULL REFERENCES lanewise.lg_team (team_id), wk_no smallint NOT NULL, play_dt date NOT NULL,
  lane_no smallint NOT NULL REFERENCES lanewise.lane (lane_no), scr_pins smallint NOT NULL, hcp_pins smallint NOT NULL, pts smallint NOT NULL,
  PRIMARY KEY (team_id, wk_no)
);
CREATE TABLE lanewise.plu (
  plu_cd integer PRIMARY KEY, plu_desc varchar(40) NOT NULL, dept_cd varchar(4) NOT NULL, price_p integer NOT NULL, active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE lanewise.till_txn (
  txn_no integer PRIMARY KEY, till_cd char(3) NOT NULL, txn_ts timestamp NOT NULL, emp_ref char(4) NOT NULL REFERENCES lanewise.staff (emp_ref),
  pay_cd varchar(4) NOT NULL, bkg_no integer REFERENCES lanewise.bkg (bkg_no), tot_p integer NOT NULL, void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE lanewise.till_ln (
  txn_no integer NOT NULL REFERENCES lanewise.till_txn (txn_no), ln_no smallint NOT NULL, plu_cd integer NOT NULL REFERENCES lanewise.plu (plu_cd),
  qty smallint NOT NULL, unit_p integer NOT NULL, line_p integer NOT NULL, PRIMARY KEY (txn_no, ln_no)
);
CREATE TABLE lanewise.arc_topup (
  tu_no integer PRIMARY KEY, card_no varchar(8) NOT NULL, cust_no integer REFERENCES lanewise.cust (cust_no), tu_ts timestamp NOT NULL,
  src_cd char(3) NOT NULL, pay_cd varchar(4) NOT NULL, amt_p integer NOT NULL, bonus_p integer NOT NULL DEFAULT 0, void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE lanewise.shift (
  shift_no integer PRIMARY KEY, emp_ref char(4) NOT NULL REFERENCES lanewise.staff (emp_ref), shift_dt date NOT NULL, st_tm time NOT NULL,
  end_tm time NOT NULL, clk_in timestamp, clk_out timestamp, rate_p integer NOT NULL, stat_cd char(1) NOT NULL
);
CREATE TABLE lanewise.lane_flt (
  flt_no integer PRIMARY KEY, lane_no smallint NOT NULL REFERENCES lanewise.lane (lane_no), flt_cd char(3) NOT NULL, rpt_ts timestamp NOT NULL,
  rpt_by char(4) REFERENCES lanewise.staff (emp_ref), fixed_ts timestamp, fix_by char(4) REFERENCES lanewise.staff (emp_ref),
  oos_yn char(1) NOT NULL DEFAULT 'N', note varchar(80)
);
`;
  const CODES: [string, string, string][] = [
    ["BTYP", "G", "Per game"],
    ["BTYP", "H", "Per hour"],
    ["BTYP", "W", "Walk-in"],
    ["BTYP", "P", "Party package"],
    ["BSTAT", "B", "Booked"],
    ["BSTAT", "C", "Completed"],
    ["BSTAT", "X", "Cancelled"],
    ["BSTAT", "N", "No-show"],
    ["CHAN", "WEB", "Online"],
    ["CHAN", "PHN", "Phone"],
    ["CHAN", "DSK", "Front desk"],
    ["CTYP", "P", "Private"],
    ["CTYP", "C", "Corporate"],
    ["CTYP", "S", "School / club / group"],
    ["PCAT", "KID", "Kids party"],
    ["PCAT", "CORP", "Corporate event"],
    ["ZONE", "MAIN", "Main hall"],
    ["ZONE", "VIP", "Boutique lanes"],
    ["MACH", "FFL", "Free-fall pinsetter"],
    ["MACH", "STR", "String pinsetter"],
    ["ROLE", "GM", "General manager"],
    ["ROLE", "DM", "Duty manager"],
    ["ROLE", "LT", "Lane technician"],
    ["ROLE", "HST", "Host / front desk"],
    ["ROLE", "BAR", "Bar staff"],
    ["ROLE", "KIT", "Kitchen"],
    ["ROLE", "ARC", "Arcade attendant"],
    ["CTRT", "FT", "Full time"],
    ["CTRT", "PT", "Part time"],
    ["CTRT", "ZH", "Zero hours"],
    ["SSTAT", "S", "Scheduled"],
    ["SSTAT", "W", "Worked"],
    ["SSTAT", "A", "Absent"],
    ["SSTAT", "X", "Cancelled"],
    ["FLT", "PSJ", "Pinsetter jam"],
    ["FLT", "BRT", "Ball return"],
    ["FLT", "SCR", "Scoring / monitor"],
    ["FLT", "SWP", "Sweep / rake"],
    ["FLT", "DCK", "Pin deck / elevator"],
    ["FLT", "STG", "String tangle"],
    ["DEPT", "FOOD", "Food"],
    ["DEPT", "ALC", "Alcoholic drinks"],
    ["DEPT", "SOFT", "Soft & hot drinks"],
    ["DEPT", "SNCK", "Sweets & snacks"],
    ["TILL", "BAR", "Main bar"],
    ["TILL", "DIN", "Diner counter"],
    ["TILL", "KSK", "Snack kiosk"],
    ["PAY", "CARD", "Card"],
    ["PAY", "CASH", "Cash"],
    ["PAY", "TAB", "Party / event tab"],
    ["SRC", "KSK", "Arcade kiosk"],
    ["SRC", "DSK", "Front desk"],
    ["SRC", "APP", "Kingsmoor app"],
    ...LEAGUES.map(([cd, nm]) => ["LGE", cd, nm] as [string, string, string]),
  ];
  const LANES = Array.from({ length: 20 }, (_, k) => {
    const n = k + 1;
    const vip = n >= 17;
    return [
      n,
      vip ? "VIP" : "MAIN",
      vip ? "STR" : "FFL",
      vip ? 2023 : 2009,
      n <= 6 ? "Y" : "N",
      n === 12 ? "N" : "Y",
      n === 12 ? LANE12_OOS : null,
    ];
  });
  const tillLines: (number | string)[][] = [];
  const txnRows = txns.map((t) => {
    t.lns.forEach((l, i) =>
      tillLines.push([t.no, i + 1, l[0], l[1], l[2], l[1] * l[2]]),
    );
    return [
      t.no,
      t.till,
      t.at,
      t.emp,
      t.pay,
      t.bkg,
      t.lns.reduce((a, l) => a + l[1] * l[2], 0),
      t.void,
    ];
  });
  // customer numbers in order of creation (bookings, league captains and app cards all create accounts)
  custs.sort((a, b) =>
    a.crt < b.crt
      ? -1
      : a.crt > b.crt
        ? 1
        : a.nm < b.nm
          ? -1
          : a.nm > b.nm
            ? 1
            : a.del < b.del
              ? -1
              : 1,
  );
  custs.forEach((c, k) => {
    c.no = 10001 + k;
  });
  const topups = tuRaw.map((t, k) => [
    900001 + k,
    t.card.no,
    t.card.cust ? t.card.cust.no : null,
    t.at,
    t.src,
    t.pay,
    t.amt,
    t.bonus,
    t.void,
  ]);

  return [
    ddl,
    insertRows("lanewise.lw_code", ["grp_cd", "code", "descr"], CODES),
    insertRows(
      "lanewise.lane",
      [
        "lane_no",
        "zone_cd",
        "mach_cd",
        "inst_yr",
        "bumper_yn",
        "active_yn",
        "oos_from",
      ],
      LANES,
    ),
    insertRows(
      "lanewise.staff",
      [
        "emp_ref",
        "emp_nm",
        "role_cd",
        "mgr_ref",
        "ctrt_cd",
        "start_dt",
        "end_dt",
        "hrly_p",
      ],
      STAFF.map((s) => [s[0], s[1], s[2], s[3], s[4], s[5], s[6], RATE[s[2]]!]),
    ),
    insertRows(
      "lanewise.cust",
      [
        "cust_no",
        "cust_nm",
        "cust_typ",
        "cont_nm",
        "email",
        "mob",
        "post_cd",
        "mkt_yn",
        "crt_dt",
        "del_flg",
      ],
      custs.map((c) => [
        c.no,
        c.nm,
        c.typ,
        c.cont,
        c.email,
        c.mob,
        c.pc,
        c.mkt,
        c.crt,
        c.del,
      ]),
    ),
    insertRows(
      "lanewise.pkg",
      [
        "pkg_cd",
        "pkg_nm",
        "pkg_cat",
        "pp_p",
        "min_gst",
        "games_incl",
        "food_yn",
        "arc_cr_p",
        "active_yn",
      ],
      PKGS,
    ),
    insertRows(
      "lanewise.bkg",
      [
        "bkg_no",
        "cust_no",
        "bkg_typ",
        "chan_cd",
        "crt_ts",
        "crt_by",
        "bkg_dt",
        "st_tm",
        "lane_no",
        "n_lanes",
        "n_plyr",
        "qty",
        "pkg_cd",
        "peak_yn",
        "amt_p",
        "paid_p",
        "stat_cd",
        "cxl_dt",
      ],
      bkgs.map((b) => [
        b.no,
        b.cust ? b.cust.no : null,
        b.typ,
        b.chan,
        b.crt,
        b.crtBy,
        b.dt,
        hm(b.st),
        b.lane,
        b.nLanes,
        b.n,
        b.qty,
        b.pkg,
        b.peak,
        b.amt,
        b.paid,
        b.stat,
        b.cxl,
      ]),
    ),
    insertRows(
      "lanewise.lg_team",
      ["team_id", "lg_cd", "season_yr", "team_nm", "capt_cust_no", "wdrn_yn"],
      teams.map((t) => [t.id, t.lg, t.yr, t.nm, t.capt.no, t.wdrn]),
    ),
    insertRows(
      "lanewise.lg_score",
      ["team_id", "wk_no", "play_dt", "lane_no", "scr_pins", "hcp_pins", "pts"],
      scores,
    ),
    insertRows(
      "lanewise.plu",
      ["plu_cd", "plu_desc", "dept_cd", "price_p", "active_yn"],
      PLUS.map((p) => [p[0], p[1], p[2], p[3], p[4]]),
    ),
    insertRows(
      "lanewise.till_txn",
      [
        "txn_no",
        "till_cd",
        "txn_ts",
        "emp_ref",
        "pay_cd",
        "bkg_no",
        "tot_p",
        "void_yn",
      ],
      txnRows,
    ),
    insertRows(
      "lanewise.till_ln",
      ["txn_no", "ln_no", "plu_cd", "qty", "unit_p", "line_p"],
      tillLines,
    ),
    insertRows(
      "lanewise.arc_topup",
      [
        "tu_no",
        "card_no",
        "cust_no",
        "tu_ts",
        "src_cd",
        "pay_cd",
        "amt_p",
        "bonus_p",
        "void_yn",
      ],
      topups,
    ),
    insertRows(
      "lanewise.shift",
      [
        "shift_no",
        "emp_ref",
        "shift_dt",
        "st_tm",
        "end_tm",
        "clk_in",
        "clk_out",
        "rate_p",
        "stat_cd",
      ],
      shifts.map((s, k) => [
        300001 + k,
        s.emp[0],
        s.dt,
        hm(s.st),
        hm(s.end),
        s.cin,
        s.cout,
        s.rate,
        s.stat,
      ]),
    ),
    insertRows(
      "lanewise.lane_flt",
      [
        "flt_no",
        "lane_no",
        "flt_cd",
        "rpt_ts",
        "rpt_by",
        "fixed_ts",
        "fix_by",
        "oos_yn",
        "note",
      ],
      flts.map((f, k) => [
        4001 + k,
        f.lane,
        f.cd,
        f.rpt,
        f.by,
        f.fixed,
        f.fix,
        f.oos,
        f.note,
      ]),
    ),
  ].join("\n");
}
