/**
 * Bounce Barn Leisure Ltd runs two indoor trampoline parks in the south of England: Swindon (a converted warehouse on
 * an industrial estate, open since 2018) and Newbury (a smaller unit on a retail park, open since 2021). Customers
 * jump in timed sessions booked online (website or app), by phone, or bought as walk-ins at the front desk. Besides
 * the open jump sessions there are toddler sessions ("Little Leapers", under-5s with a grown-up), quieter SEN /
 * sensory sessions, dodgeball and adult fitness classes. Every jumper must wear the park's own grip socks (bought at
 * the desk, kept and reused) and must be covered by a signed waiver, which is valid for 12 months. The parks sell
 * birthday party packages (jump plus food in a party room) and monthly memberships, run a small café, and sell a few
 * retail lines. Every accident or near miss is written up as an incident report.
 *
 * This is an export of the parks' booking and till system "JumpDesk" (schema `jumpdesk`), taken on the morning of
 * Monday 2026-10-12 with everything up to the end of Sunday 2026-10-11. JumpDesk went live on 2025-01-02: bookings,
 * till sales, waivers and incidents start then. Customer accounts and memberships carried over from the old system
 * were imported on go-live (`cust.src_cd` MIG, all with `crt_dt` 2025-01-02; imported memberships keep their original
 * start dates from 2024). The parks are closed on Christmas Day and open every other day. Bookings and parties already
 * made for dates after 2026-10-11 are in the export (status booked / provisional).
 *
 * UNITS: money is in pounds (GBP) as numeric with 2 decimals, VAT included. Dates are UK calendar dates, times are
 * UK local times.
 *
 * Tables, columns and codes:
 * - `site`: the parks. `site_cd` SWN Swindon, NBY Newbury; `site_nm` the park's short name; `addr1`, `town`, `pcode`
 *   the address; `open_dt` the date the park opened; `max_jmp` the most jumpers allowed on the courts in one session;
 *   `n_beds` the number of trampoline beds; `act_yn` Y while trading.
 * - `cust`: customer accounts (the adult who books; jumpers themselves are on waivers). `cust_id`; `fnm`, `snm` first
 *   name and surname; `email`, `mob` mobile number, `pcode` postcode; `crt_dt` the date the account was created;
 *   `src_cd` where it was created: WEB website, APP app, DESK at the front desk or by phone, MIG imported from the old
 *   system on go-live; `mktg_yn` Y when the customer opted in to marketing emails; `tst_flg` Y for internal test
 *   accounts used by staff to try out the booking pages: they are not customers, and their bookings and parties are
 *   not real and are left out of every business figure; `del_flg` Y when the account was erased on a GDPR request
 *   (names shown as '[erased]', contact details blanked; the bookings stay), `del_dt` when it was erased.
 * - `bkg`: one booking of one jump session for one or more jumpers. `bkg_ref` the booking reference; `site_cd`;
 *   `cust_id` the account that booked (NULL for a walk-in who gave no account); `chan` WEB website, APP app, PHN
 *   phone, WLK walk-in bought at the desk on the day; `bkg_dt` the date the booking was made; `sess_dt`, `sess_tm` the
 *   session's date and start time; `sess_typ` OPEN open jump, TOD toddler session (Little Leapers, under-5s), SEN
 *   SEN / sensory session, DDG dodgeball, FIT adult fitness class; `dur_min` session length in minutes (open jump
 *   60, 90 or 120); `n_jmp` the number of jumpers on the booking; `disc_cd` the discount applied: OFFPK off-peak
 *   (20% off, weekday term-time open jump), NHS NHS staff (10%), BLUE Blue Light Card (10%), TEST staff test code
 *   (100%), NULL none; `tot_amt` the amount charged for the booking (0 for membership jumps and test bookings);
 *   `pay_cd` CRD card, CSH cash (desk only), VCH gift voucher, MBR a membership jump (nothing charged); `stat` B booked
 *   (session still to come), C checked in (attended), N no-show (did not turn up; not refunded), X cancelled;
 *   `cncl_dt` the date it was cancelled; `rfnd_amt` the refund paid on cancellation: the full amount when cancelled
 *   at least a day before the session, NULL when no refund was due (same-day cancellations, or nothing was paid).
 *   Net jump revenue of a booking = `tot_amt` - `rfnd_amt`. Prices per jumper went up on 2026-01-01 (open jump 60 min
 *   14.50 -> 15.50, 90 min 18.50 -> 19.50, 120 min 22.00 -> 23.00; toddler 8.50 -> 9.00; SEN 10.00 -> 10.50;
 *   dodgeball 12.00 -> 12.50; fitness 9.50 -> 9.95). Party guests are not booked here (see `pty`).
 * - `pty`: birthday party bookings. `pty_no`; `site_cd`; `cust_id` the parent who booked; `pkg_cd` the package:
 *   BRONZE (60-min jump + party room + hot food, 10 kids included), SILVER (BRONZE + slush and grip socks, 12 kids
 *   included), GOLD (90-min jump + food + slush + socks + party host, 15 kids included), EXCL exclusive hire of the
 *   whole park for an evening (flat price, up to 40 kids); `pty_dt`, `pty_tm` the date and start time; `room_cd` the
 *   party room R1 or R2 (NULL for exclusive hire); `n_kids` the children booked; `chld_fnm` the birthday child's first
 *   name, `chld_age` the age they are turning; `bkd_dt` when the party was booked; `dep_amt` the non-refundable
 *   deposit taken at booking; `tot_amt` the party's full price (package price plus 14.00 in 2025 / 15.00 in 2026 per
 *   child over the package's included number); `stat` P provisional (deposit paid, party still to come), C completed
 *   (held and paid in full), X cancelled (only the deposit was kept; nothing more was paid); `cncl_dt` the date it was
 *   cancelled. Package prices 2025 / 2026: BRONZE 165 / 175, SILVER 199 / 210, GOLD 265 / 279, EXCL 650 / 695.
 * - `mbr`: memberships. One membership covers one jumper and gives jumps at the home park booked at no charge (`bkg`
 *   rows with `pay_cd` MBR). `mbr_no`; `cust_id` the account holder who pays; `site_cd` the home park; `plan_cd`
 *   4JUMP up to 4 open jumps a month, UNLTD unlimited off-peak (weekday) open jumps, TODDLER unlimited toddler
 *   sessions; `mo_fee` the monthly fee charged by direct debit (fixed at the price when the member joined); `start_dt`
 *   the first day; `end_dt` the last day (NULL = no end date; a date after the export date means notice was given and
 *   the membership runs to that date); `frz_yn` Y when the membership is frozen for now (no fee taken, no jumps; it
 *   is still a live membership); `cncl_cd` why it ended: MOVE moved away, COST cost, BORED lost interest, INJURY
 *   injury, PAYFAIL direct debit failed, AGE the toddler turned 5, OTH other; NULL when it has not ended.
 * - `sale`: till (EPOS) lines at the front desk and café. `ln_id`; `txn_no` the till transaction; `site_cd`; `txn_dt`,
 *   `txn_tm`; `dept` SOCK grip socks, CAFE café food and drink, RTL retail (glow sticks, water bottles, keyrings);
 *   `sku`, `item_desc` the item; `qty` quantity (negative on a refund line); `unit_px` unit price; `ln_amt` the line
 *   amount (negative on a refund line); `pay_cd` CRD card, CSH cash; `void_yn` Y when the line was voided before
 *   payment (it counts for nothing). Takings = the sum of `ln_amt` over lines that are not voided (refund lines take
 *   money off). Grip socks cost 2.50 a pair until 2026-03-31 and 3.00 from 2026-04-01; each pair is one unit of
 *   `qty`.
 * - `wvr`: signed waivers, one per jumper per signing. `wvr_id`; `site_cd` the park the waiver was signed for;
 *   `cust_id` the account of the adult who signed (NULL when signed at the kiosk without an account); `sgn_fnm`,
 *   `sgn_snm` the adult who signed (the parent or guardian for a child, the jumper themselves for an adult);
 *   `jmp_fnm`, `jmp_snm`, `jmp_dob` the jumper and their date of birth; `sgn_dt` the date signed; `exp_dt` the date
 *   it expires (12 months after signing; it covers jumps before that date); `src` WEB signed online before the visit,
 *   KSK signed at the kiosk in the park.
 * - `inc`: incident reports (accidents and near misses). `inc_no` the report number (park, year, sequence); `site_cd`;
 *   `inc_dt`, `inc_tm` when it happened; `zone_cd` where: MAIN main court, AIR airbag, FOAM foam pit, NINJA ninja
 *   course, DDG dodgeball court, TOD toddler area, CAFE café, OTH elsewhere (toilets, reception, car park); `inj_cd`
 *   the injury: NONE no injury (near miss), BRS bruise or graze, CUT cut, NOSE nosebleed, SPR sprain or strain, HD
 *   head knock, FRC suspected fracture or dislocation, OTH other; `sev` severity 1 minor, 2 moderate, 3 serious;
 *   `fa_yn` first aid given; `amb_yn` ambulance called; `hosp_yn` the person went to hospital; `riddor_yn` reported to
 *   the HSE under RIDDOR; `jmp_age` the injured person's age in years (NULL when not taken); `wvr_id` their waiver
 *   when known; `bkg_ref` the booking they came on when known (NULL for party guests and others); `staff_ini` the
 *   initials of the duty manager who wrote the report; `notes`.
 *
 * Not recorded here: staff, their shifts, rotas, hours or wages; costs of any kind (café stock, rent, energy,
 *   marketing or advertising spend), so no margins or profit; online reviews, ratings or customer feedback; spectators
 *   and parents who came in without jumping (footfall); gift voucher sales and balances (only that a booking was paid
 *   by voucher); party guests' waivers (paper forms) and the party food chosen; website or app visits; trampoline
 *   maintenance, inspections or equipment faults; insurance claims; jumpers' heights, weights or genders; weather;
 *   school or group trips as such.
 *
 * Tables
 * - `site`: `site_cd`, `site_nm`, `addr1`, `town`, `pcode`, `open_dt`, `max_jmp`, `n_beds`, `act_yn`.
 * - `cust`: `cust_id`, `fnm`, `snm`, `email`, `mob`, `pcode`, `crt_dt`, `src_cd`, `mktg_yn`, `tst_flg`, `del_flg`,
 *   `del_dt`.
 * - `bkg`: `bkg_ref`, `site_cd`, `cust_id`, `chan`, `bkg_dt`, `sess_dt`, `sess_tm`, `sess_typ`, `dur_min`, `n_jmp`,
 *   `disc_cd`, `tot_amt`, `pay_cd`, `stat`, `cncl_dt`, `rfnd_amt`.
 * - `pty`: `pty_no`, `site_cd`, `cust_id`, `pkg_cd`, `pty_dt`, `pty_tm`, `room_cd`, `n_kids`, `chld_fnm`, `chld_age`,
 *   `bkd_dt`, `dep_amt`, `tot_amt`, `stat`, `cncl_dt`.
 * - `mbr`: `mbr_no`, `cust_id`, `site_cd`, `plan_cd`, `mo_fee`, `start_dt`, `end_dt`, `frz_yn`, `cncl_cd`.
 * - `sale`: `ln_id`, `txn_no`, `site_cd`, `txn_dt`, `txn_tm`, `dept`, `sku`, `item_desc`, `qty`, `unit_px`, `ln_amt`,
 *   `pay_cd`, `void_yn`.
 * - `wvr`: `wvr_id`, `site_cd`, `cust_id`, `sgn_fnm`, `sgn_snm`, `jmp_fnm`, `jmp_snm`, `jmp_dob`, `sgn_dt`, `exp_dt`,
 *   `src`.
 * - `inc`: `inc_no`, `site_cd`, `inc_dt`, `inc_tm`, `zone_cd`, `inj_cd`, `sev`, `fa_yn`, `amb_yn`, `hosp_yn`,
 *   `riddor_yn`, `jmp_age`, `wvr_id`, `bkg_ref`, `staff_ini`, `notes`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const FIRST_DAY = "2025-01-02";
const LAST = "2026-10-11";
const r = seededRandom(7_731_2026);

const CLOSED = new Set(["2025-12-25", "2026-12-25"]);
const SCHOOL_HOLS: [string, string][] = [
  ["2025-01-02", "2025-01-03"],
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
  ["2026-12-21", "2026-12-31"],
];
const isHol = (d: string): boolean =>
  SCHOOL_HOLS.some(([a, b]) => d >= a && d <= b);
const isWkend = (d: string): boolean => {
  const w = dayOfWeek(d);
  return w === 0 || w === 6;
};
const round2 = (x: number): number => Math.round(x * 100) / 100;
const ageOn = (dob: string, d: string): number => {
  let a = Number(d.slice(0, 4)) - Number(dob.slice(0, 4));
  if (d.slice(5) < dob.slice(5)) a--;
  return a;
};
const dobFor = (age: number, on: string): string =>
  addDays(on, -(age * 365 + r.int(1, 360)));
const monthEnd = (d: string): string =>
  addDays(addMonths(`${d.slice(0, 7)}-01`, 1), -1);
const timeAdd = (tm: string, mins: number): string => {
  const t = Number(tm.slice(0, 2)) * 60 + Number(tm.slice(3, 5)) + mins;
  return `${pad(Math.floor(t / 60), 2)}:${pad(t % 60, 2)}`;
};

// ------------------------------------------------------------------ sites
type Site = {
  cd: string;
  nm: string;
  addr: string;
  town: string;
  pcode: string;
  open: string;
  max: number;
  beds: number;
  scale: number;
  pc: string[];
  staff: string[];
};
const SITES: Site[] = [
  {
    cd: "SWN",
    nm: "Swindon",
    addr: "Unit 7, Kembrey Park",
    town: "Swindon",
    pcode: "SN2 8UY",
    open: "2018-07-14",
    max: 90,
    beds: 64,
    scale: 1,
    pc: ["SN1", "SN2", "SN3", "SN5", "SN25", "SN26", "SN4", "SN6"],
    staff: ["JH", "KP", "RM", "DL"],
  },
  {
    cd: "NBY",
    nm: "Newbury",
    addr: "Unit 3, Hambridge Retail Park",
    town: "Newbury",
    pcode: "RG14 5TR",
    open: "2021-03-27",
    max: 60,
    beds: 42,
    scale: 0.75,
    pc: ["RG14", "RG18", "RG19", "RG20", "RG7", "RG17"],
    staff: ["SD", "AL", "TW"],
  },
];

// ------------------------------------------------------------------ names
const ADULT_F = [
  "Sarah",
  "Emma",
  "Laura",
  "Rachel",
  "Gemma",
  "Kelly",
  "Amy",
  "Hannah",
  "Claire",
  "Lucy",
  "Jenna",
  "Natalie",
  "Charlotte",
  "Victoria",
  "Zoe",
  "Rebecca",
  "Nicola",
  "Louise",
  "Kirsty",
  "Stacey",
  "Hayley",
  "Jade",
  "Priya",
  "Aisha",
  "Katie",
  "Jo",
  "Helen",
  "Sophie",
  "Leanne",
  "Becky",
];
const ADULT_M = [
  "James",
  "Daniel",
  "Tom",
  "Chris",
  "Mark",
  "Paul",
  "Matt",
  "Ben",
  "Lee",
  "Craig",
  "Adam",
  "Rob",
  "Steve",
  "Dan",
  "Gareth",
  "Ryan",
  "Jamie",
  "Sam",
  "Andy",
  "Ravi",
  "Mo",
  "Luke",
  "Ash",
  "Dean",
];
const KIDS = [
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
  "Leo",
  "Freya",
  "Arthur",
  "Lily",
  "Oscar",
  "Florence",
  "Charlie",
  "Evie",
  "Freddie",
  "Poppy",
  "Alfie",
  "Rosie",
  "Theo",
  "Grace",
  "Archie",
  "Willow",
  "Henry",
  "Sophia",
  "Teddy",
  "Elsie",
  "Finley",
  "Ruby",
  "Jacob",
  "Daisy",
  "Max",
  "Millie",
  "Reggie",
  "Erin",
  "Tommy",
  "Layla",
  "Zac",
  "Aria",
  "Ollie",
  "Maisie",
  "Riley",
  "Phoebe",
];
const SURNAMES = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
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
  "Patel",
  "Khan",
  "Lewis",
  "James",
  "Phillips",
  "Mason",
  "Mitchell",
  "Rose",
  "Davis",
  "Rodriguez",
  "Cox",
  "Alexander",
  "Hughes",
  "Edwards",
  "Turner",
  "Morris",
  "Cooper",
  "Ward",
  "Harris",
  "Martin",
  "King",
  "Baker",
  "Hill",
  "Moore",
  "Parker",
  "Price",
  "Bennett",
  "Griffiths",
  "Marshall",
  "Hunt",
  "Lloyd",
  "Palmer",
  "Barnes",
  "Fisher",
  "Henderson",
  "Shaw",
  "Gill",
  "Holmes",
  "Pearce",
  "Knight",
  "Webb",
  "Chapman",
  "Kaur",
  "Begum",
  "Ellis",
  "Reid",
  "Fox",
  "Dixon",
  "Stevens",
  "Ford",
  "Owen",
  "Burton",
  "Hart",
  "Cole",
  "Russell",
  "Lawrence",
  "Doyle",
  "Fletcher",
  "Sutton",
  "Bishop",
];
const nextAdult = uniqueNames(r, [...ADULT_F, ...ADULT_M], SURNAMES);
const DOMAINS = [
  "gmail.com",
  "hotmail.co.uk",
  "outlook.com",
  "yahoo.co.uk",
  "icloud.com",
  "btinternet.com",
];

// ------------------------------------------------------------------ customers
type Waiver = {
  id: number;
  site: string;
  cust: Cust | null;
  sFnm: string;
  sSnm: string;
  j: Jumper;
  sgn: string;
  exp: string;
  src: string;
};
type Jumper = { fnm: string; snm: string; dob: string; wv: Waiver[] };
type Cust = {
  id: number;
  fnm: string;
  snm: string;
  email: string | null;
  mob: string | null;
  pcode: string | null;
  crt: string;
  src: string;
  mktg: string;
  tst: boolean;
  del: string | null;
  site: Site;
  adult: boolean;
  fam: Jumper[];
  nAct: number;
  lastAct: string;
};
const CUSTS: Cust[] = [];
const POOL: Record<string, Cust[]> = { SWN: [], NBY: [] };

function newCust(
  crt: string,
  src: string,
  site: Site,
  opts: { toddler?: boolean; kid?: boolean } = {},
): Cust {
  const [fnm, snm] = nextAdult();
  const adult = !opts.toddler && !opts.kid && r.chance(0.18);
  const fam: Jumper[] = [];
  if (adult) {
    fam.push({ fnm, snm, dob: dobFor(r.int(18, 48), crt), wv: [] });
    if (r.chance(0.35))
      fam.push({
        fnm: r.pick([...ADULT_F, ...ADULT_M]),
        snm,
        dob: dobFor(r.int(18, 48), crt),
        wv: [],
      });
  } else {
    const n = r.weighted([
      [1, 35],
      [2, 45],
      [3, 20],
    ] as const);
    const used = new Set<string>();
    for (let i = 0; i < n; i++) {
      let k = r.pick(KIDS);
      while (used.has(k)) k = r.pick(KIDS);
      used.add(k);
      const age =
        opts.toddler && i === 0
          ? r.int(1, 2)
          : r.weighted([
              [2, 6],
              [3, 8],
              [4, 8],
              [5, 9],
              [6, 10],
              [7, 10],
              [8, 10],
              [9, 9],
              [10, 8],
              [11, 7],
              [12, 6],
              [13, 5],
              [14, 4],
            ] as const);
      fam.push({ fnm: k, snm, dob: dobFor(age, crt), wv: [] });
    }
  }
  const c: Cust = {
    id: 0,
    fnm,
    snm,
    email: `${fnm.toLowerCase()}.${snm.toLowerCase()}${r.chance(0.5) ? r.int(1, 99) : ""}@${r.pick(DOMAINS)}`,
    mob: `07${r.int(100, 999)} ${r.int(100000, 999999)}`,
    pcode: `${r.pick(site.pc)} ${r.int(1, 9)}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "Q", "R", "S", "T", "U", "W", "X", "Y"])}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "R", "S", "T", "U", "W", "X", "Y", "Z"])}`,
    crt,
    src,
    mktg: r.chance(0.42) ? "Y" : "N",
    tst: false,
    del: null,
    site,
    adult,
    fam,
    nAct: 0,
    lastAct: crt,
  };
  CUSTS.push(c);
  const w = r.weighted([
    [1, 70],
    [3, 22],
    [7, 8],
  ] as const);
  for (let i = 0; i < w; i++) POOL[site.cd]!.push(c);
  return c;
}
function pickExisting(
  site: Site,
  by: string,
  pred: (c: Cust) => boolean = () => true,
): Cust | null {
  const pool = POOL[site.cd]!;
  for (let i = 0; i < 12; i++) {
    const c = r.pick(pool);
    if (c.crt <= by && pred(c)) return c;
  }
  return null;
}

for (let i = 0; i < 300; i++)
  newCust(FIRST_DAY, "MIG", i % 4 === 3 ? SITES[1]! : SITES[0]!);

const TEST_CUSTS: Cust[] = [
  ["Test", "Account", "test1@bouncebarn.co.uk"],
  ["Test", "Booking", "test2@bouncebarn.co.uk"],
  ["Staff", "Test", "it@bouncebarn.co.uk"],
].map(([fnm, snm, email], i) => {
  const c: Cust = {
    id: 0,
    fnm: fnm!,
    snm: snm!,
    email: email!,
    mob: null,
    pcode: i === 0 ? "SN2 8UY" : null,
    crt: i === 2 ? "2025-06-03" : FIRST_DAY,
    src: i === 0 ? "MIG" : "WEB",
    mktg: "N",
    tst: true,
    del: null,
    site: SITES[i % 2]!,
    adult: true,
    fam: [],
    nAct: 0,
    lastAct: FIRST_DAY,
  };
  CUSTS.push(c);
  return c;
});

// ------------------------------------------------------------------ bookings
type Bkg = {
  ref: string;
  site: Site;
  cust: Cust | null;
  chan: string;
  bkgDt: string;
  sess: string;
  tm: string;
  typ: string;
  dur: number;
  n: number;
  disc: string | null;
  tot: number;
  pay: string;
  stat: string;
  cncl: string | null;
  rfnd: number | null;
  key: number;
  jumpers: Jumper[];
};
const BKGS: Bkg[] = [];

const PRICE: Record<string, [number, number]> = {
  OPEN60: [14.5, 15.5],
  OPEN90: [18.5, 19.5],
  OPEN120: [22, 23],
  TOD45: [8.5, 9],
  SEN60: [10, 10.5],
  DDG60: [12, 12.5],
  FIT45: [9.5, 9.95],
};
const priceOf = (typ: string, dur: number, d: string): number =>
  PRICE[`${typ}${dur}`]![d >= "2026-01-01" ? 1 : 0];

function sessTime(typ: string, d: string): [string, number] {
  const we = isWkend(d);
  switch (typ) {
    case "TOD":
      return [r.pick(["09:30", "10:30"]), 45];
    case "SEN":
      return [we ? "09:00" : "16:00", 60];
    case "DDG":
      return [r.pick(["18:00", "19:00"]), 60];
    case "FIT":
      return [r.pick(["19:00", "20:00"]), 45];
    default: {
      const dur = r.weighted([
        [60, 68],
        [90, 22],
        [120, 10],
      ] as const);
      const hrs = we
        ? [9, 10, 11, 12, 13, 14, 15, 16, 17, 18]
        : isHol(d)
          ? [10, 11, 12, 13, 14, 15, 16, 17]
          : [10, 11, 13, 15, 16, 16, 17, 17, 18];
      return [`${pad(r.pick(hrs), 2)}:00`, dur];
    }
  }
}

function statusFor(b: Bkg, pN: number, pX: number): void {
  if (b.sess > LAST) {
    if (r.chance(0.04)) {
      b.stat = "X";
      b.cncl = r.date(b.bkgDt, LAST);
    } else b.stat = "B";
  } else if (b.chan === "WLK") b.stat = "C";
  else {
    const u = r.next();
    if (u < pX) {
      b.stat = "X";
      b.cncl = r.date(b.bkgDt, b.sess);
    } else if (u < pX + pN) b.stat = "N";
    else b.stat = "C";
  }
  if (b.stat === "X" && b.tot > 0 && b.cncl! < b.sess) b.rfnd = b.tot;
}

function makeBooking(site: Site, sess: string): void {
  const chan = r.weighted([
    ["WEB", 45],
    ["APP", 20],
    ["WLK", 30],
    ["PHN", 5],
  ] as const);
  if (chan === "WLK" && sess > LAST) return;
  const lead =
    chan === "WLK"
      ? 0
      : r.weighted([
          [0, 18],
          [1, 24],
          [2, 14],
          [r.int(3, 7), 27],
          [r.int(8, 21), 17],
        ] as const);
  let bkgDt = addDays(sess, -lead);
  if (bkgDt > LAST) return;
  if (bkgDt < FIRST_DAY) bkgDt = FIRST_DAY;
  let cust: Cust | null = null;
  if (chan !== "WLK" || r.chance(0.2)) {
    cust = chan === "WLK" || r.chance(0.45) ? pickExisting(site, bkgDt) : null;
    if (!cust)
      cust = newCust(
        bkgDt,
        chan === "WLK" || chan === "PHN" ? "DESK" : chan,
        site,
      );
  }
  const we = isWkend(sess);
  let typ: string;
  if (cust?.adult)
    typ = r.weighted([
      ["OPEN", 50],
      ["FIT", we ? 0 : 35],
      ["DDG", 15],
    ] as const);
  else if (cust && cust.fam.some((j) => ageOn(j.dob, sess) < 5) && !we)
    typ = r.weighted([
      ["TOD", 60],
      ["OPEN", 40],
    ] as const);
  else if (!cust)
    typ = r.weighted([
      ["OPEN", 80],
      ["TOD", we ? 0 : 10],
      ["DDG", 6],
      ["SEN", 4],
    ] as const);
  else
    typ = r.weighted([
      ["OPEN", 85],
      ["DDG", 8],
      ["SEN", 7],
    ] as const);
  const [tm, dur] = sessTime(typ, sess);
  let jumpers: Jumper[] = [];
  let n: number;
  if (cust) {
    if (typ === "TOD") jumpers = cust.fam.filter((j) => ageOn(j.dob, sess) < 5);
    else if (typ === "FIT")
      jumpers = cust.fam.slice(0, r.int(1, cust.fam.length));
    else jumpers = cust.fam.filter((j) => ageOn(j.dob, sess) >= 3);
    if (jumpers.length === 0) jumpers = cust.fam.slice(0, 1);
    n = jumpers.length + (typ === "OPEN" && r.chance(0.2) ? r.int(1, 3) : 0);
    if (typ === "DDG") n = Math.max(n, r.int(4, 10));
  } else if (typ === "TOD")
    n = r.weighted([
      [1, 80],
      [2, 20],
    ] as const);
  else if (typ === "DDG") n = r.int(4, 8);
  else if (typ === "SEN") n = r.int(1, 2);
  else
    n = r.weighted([
      [1, 22],
      [2, 34],
      [3, 24],
      [4, 12],
      [5, 5],
      [6, 3],
    ] as const);
  let disc: string | null = null;
  let pct = 0;
  if (typ === "OPEN" && !we && !isHol(sess) && r.chance(0.3))
    [disc, pct] = ["OFFPK", 0.2];
  else if (r.chance(0.05)) [disc, pct] = ["NHS", 0.1];
  else if (r.chance(0.03)) [disc, pct] = ["BLUE", 0.1];
  const tot = round2(priceOf(typ, dur, sess) * n * (1 - pct));
  const pay =
    chan === "WLK"
      ? r.chance(0.25)
        ? "CSH"
        : "CRD"
      : chan !== "PHN" && r.chance(0.05)
        ? "VCH"
        : "CRD";
  const b: Bkg = {
    ref: "",
    site,
    cust,
    chan,
    bkgDt,
    sess,
    tm,
    typ,
    dur,
    n,
    disc,
    tot,
    pay,
    stat: "",
    cncl: null,
    rfnd: null,
    key: r.next(),
    jumpers,
  };
  statusFor(b, 0.06, 0.07);
  BKGS.push(b);
}

for (let d = FIRST_DAY; d <= addDays(LAST, 21); d = addDays(d, 1)) {
  if (CLOSED.has(d)) continue;
  for (const s of SITES) {
    const lam =
      (isWkend(d) ? 4.4 : isHol(d) ? 3.4 : 1.5) *
      s.scale *
      (d >= "2026-01-01" ? 1.08 : 1);
    const n = r.poisson(lam);
    for (let i = 0; i < n; i++) makeBooking(s, d);
  }
  // staff test bookings
  if (d <= LAST && r.chance(0.045)) {
    const c = r.pick(TEST_CUSTS.filter((t) => t.crt <= d));
    const b: Bkg = {
      ref: "",
      site: c.site,
      cust: c,
      chan: r.pick(["WEB", "APP"]),
      bkgDt: d,
      sess: addDays(d, r.int(0, 3)),
      tm: "10:00",
      typ: "OPEN",
      dur: 60,
      n: r.int(1, 2),
      disc: "TEST",
      tot: 0,
      pay: "CRD",
      stat: "",
      cncl: null,
      rfnd: null,
      key: r.next(),
      jumpers: [],
    };
    if (r.chance(0.6)) {
      b.stat = "X";
      b.cncl = d;
    } else b.stat = b.sess > LAST ? "B" : "C";
    BKGS.push(b);
  }
}

// ------------------------------------------------------------------ memberships
type Mbr = {
  no: string;
  cust: Cust;
  site: Site;
  plan: string;
  fee: number;
  start: string;
  end: string | null;
  frz: boolean;
  cncl: string | null;
};
const MBRS: Mbr[] = [];
const FEES: Record<string, [number, number]> = {
  "4JUMP": [34.99, 36.99],
  UNLTD: [49.99, 52.99],
  TODDLER: [21.99, 22.99],
};
function makeMember(start: string, migrated: boolean): void {
  const site = r.chance(0.6) ? SITES[0]! : SITES[1]!;
  const plan = r.weighted([
    ["4JUMP", 45],
    ["UNLTD", 30],
    ["TODDLER", 25],
  ] as const);
  let cust: Cust | null = null;
  if (migrated)
    cust = pickExisting(site, FIRST_DAY, (c) => c.src === "MIG" && !c.adult);
  else if (plan !== "TODDLER" && r.chance(0.5))
    cust = pickExisting(site, start, (c) => !c.adult);
  if (!cust)
    cust = newCust(
      migrated ? FIRST_DAY : start,
      migrated ? "MIG" : r.pick(["WEB", "APP", "DESK"]),
      site,
      {
        toddler: plan === "TODDLER",
        kid: true,
      },
    );
  const jumper =
    plan === "TODDLER" ? cust.fam[0]! : cust.fam[cust.fam.length - 1]!;
  const m: Mbr = {
    no: "",
    cust,
    site,
    plan,
    fee: FEES[plan]![start >= "2026-01-01" ? 1 : 0],
    start,
    end: null,
    frz: false,
    cncl: null,
  };
  // how long it lasts
  for (
    let mo = addMonths(`${start.slice(0, 7)}-01`, 1);
    mo <= LAST;
    mo = addMonths(mo, 1)
  ) {
    const me = monthEnd(mo);
    if (plan === "TODDLER" && ageOn(jumper.dob, me) >= 5) {
      m.end = me;
      m.cncl = "AGE";
      break;
    }
    if (r.chance(0.045)) {
      m.end = me;
      m.cncl = r.weighted([
        ["MOVE", 3],
        ["COST", 7],
        ["BORED", 5],
        ["INJURY", 2],
        ["PAYFAIL", 3],
        ["OTH", 2],
      ] as const);
      break;
    }
  }
  const live = m.end === null || m.end >= "2026-10-12";
  m.frz = live && r.chance(0.08);
  MBRS.push(m);
  // membership jumps
  let stopAt =
    m.end !== null && m.end < addDays(LAST, 10) ? m.end : addDays(LAST, 10);
  if (m.frz) stopAt = addDays(LAST, -r.int(30, 90));
  else if (live && r.chance(0.14))
    stopAt = r.date(addDays(start, 20), "2026-07-20");
  const rate = plan === "4JUMP" ? 0.55 : plan === "UNLTD" ? 0.8 : 0.45;
  const from = start < FIRST_DAY ? FIRST_DAY : start;
  for (let wk = from; wk <= stopAt; wk = addDays(wk, 7)) {
    const k = r.poisson(rate);
    for (let i = 0; i < k; i++) {
      let sess = addDays(wk, r.int(0, 6));
      if (plan !== "4JUMP" && isWkend(sess))
        sess = addDays(sess, dayOfWeek(sess) === 6 ? 2 : 1);
      if (sess > stopAt || CLOSED.has(sess)) continue;
      let bkgDt = addDays(sess, -r.int(0, 4));
      if (bkgDt > LAST) continue;
      if (bkgDt < from) bkgDt = from;
      const typ = plan === "TODDLER" ? "TOD" : "OPEN";
      const [tm] = sessTime(typ, sess);
      const b: Bkg = {
        ref: "",
        site,
        cust,
        chan: r.chance(0.7) ? "APP" : "WEB",
        bkgDt,
        sess,
        tm: plan === "UNLTD" && tm >= "15:00" ? "13:00" : tm,
        typ,
        dur: typ === "TOD" ? 45 : 60,
        n: 1,
        disc: null,
        tot: 0,
        pay: "MBR",
        stat: "",
        cncl: null,
        rfnd: null,
        key: r.next(),
        jumpers: [jumper],
      };
      statusFor(b, 0.08, 0.05);
      BKGS.push(b);
    }
  }
}
for (let i = 0; i < 20; i++)
  makeMember(r.date("2024-02-01", "2024-12-28"), true);
for (let mo = "2025-01-01"; mo <= "2026-10-01"; mo = addMonths(mo, 1)) {
  const k =
    2 +
    r.poisson(mo.slice(5, 7) === "01" || mo.slice(5, 7) === "09" ? 2.5 : 1.4);
  for (let i = 0; i < k; i++) {
    const st = r.date(
      mo === "2025-01-01" ? FIRST_DAY : mo,
      mo === "2026-10-01" ? LAST : monthEnd(mo),
    );
    makeMember(st, false);
  }
}

// ------------------------------------------------------------------ parties
type Pty = {
  no: number;
  site: Site;
  cust: Cust;
  pkg: string;
  dt: string;
  tm: string;
  room: string | null;
  kids: number;
  child: string;
  age: number;
  bkd: string;
  dep: number;
  tot: number;
  stat: string;
  cncl: string | null;
};
const PTYS: Pty[] = [];
const PKG: Record<
  string,
  { price: [number, number]; incl: number; kids: [number, number] }
> = {
  BRONZE: { price: [165, 175], incl: 10, kids: [6, 14] },
  SILVER: { price: [199, 210], incl: 12, kids: [8, 16] },
  GOLD: { price: [265, 279], incl: 15, kids: [10, 20] },
  EXCL: { price: [650, 695], incl: 40, kids: [20, 40] },
};
for (let d = FIRST_DAY; d <= addDays(LAST, 75); d = addDays(d, 1)) {
  if (CLOSED.has(d)) continue;
  for (const s of SITES) {
    const lam = (isWkend(d) ? 1.3 : isHol(d) ? 0.35 : 0.08) * s.scale;
    const k = r.poisson(lam);
    const rooms = r.shuffle(["R1", "R2"]);
    for (let i = 0; i < k; i++) {
      let bkd = addDays(d, -r.int(7, 60));
      if (bkd > LAST) continue;
      if (bkd < FIRST_DAY) bkd = FIRST_DAY;
      const pkg = r.weighted([
        ["BRONZE", 33],
        ["SILVER", 38],
        ["GOLD", 24],
        ["EXCL", 5],
      ] as const);
      let cust = r.chance(0.5) ? pickExisting(s, bkd, (c) => !c.adult) : null;
      if (!cust)
        cust = newCust(bkd, r.chance(0.8) ? "WEB" : "DESK", s, { kid: true });
      const kid = cust.fam.find((j) => ageOn(j.dob, d) >= 3);
      const p = PKG[pkg]!;
      const yr = d >= "2026-01-01" ? 1 : 0;
      const kids = r.int(p.kids[0], p.kids[1]);
      const extra =
        pkg === "EXCL" ? 0 : Math.max(0, kids - p.incl) * (yr ? 15 : 14);
      const t: Pty = {
        no: 0,
        site: s,
        cust,
        pkg,
        dt: d,
        tm:
          pkg === "EXCL"
            ? "19:00"
            : isWkend(d)
              ? r.pick(["10:00", "12:00", "14:00", "16:00"])
              : "16:30",
        room: pkg === "EXCL" ? null : (rooms[i % 2] ?? "R1"),
        kids,
        child: kid ? kid.fnm : r.pick(KIDS),
        age: kid
          ? Math.min(13, Math.max(4, ageOn(kid.dob, d) + 1))
          : r.int(4, 12),
        bkd,
        dep: pkg === "EXCL" ? 150 : 50,
        tot: p.price[yr] + extra,
        stat: "",
        cncl: null,
      };
      if (d <= LAST) {
        if (r.chance(0.08)) {
          t.stat = "X";
          t.cncl = r.date(bkd, addDays(d, -1));
        } else t.stat = "C";
      } else if (r.chance(0.05)) {
        t.stat = "X";
        t.cncl = r.date(bkd, LAST);
      } else t.stat = "P";
      PTYS.push(t);
    }
  }
}
// two test parties made by staff
for (const [d, c] of [
  ["2025-03-14", TEST_CUSTS[0]!],
  ["2026-05-02", TEST_CUSTS[1]!],
] as const) {
  PTYS.push({
    no: 0,
    site: c.site,
    cust: c,
    pkg: "SILVER",
    dt: addDays(d, 10),
    tm: "12:00",
    room: "R1",
    kids: 10,
    child: "Test",
    age: 6,
    bkd: d,
    dep: 0,
    tot: 0,
    stat: "X",
    cncl: d,
  });
}

// ------------------------------------------------------------------ waivers
BKGS.sort((a, b) =>
  a.sess < b.sess ? -1 : a.sess > b.sess ? 1 : a.key - b.key,
);
const WVRS: Waiver[] = [];
const walkInJumpers = new Map<Bkg, Jumper[]>();
for (const b of BKGS) {
  if (b.cust?.tst) continue;
  if (b.cust) {
    if (b.stat === "X") continue;
    for (const j of b.jumpers) {
      if (j.wv.some((w) => w.sgn <= b.sess && b.sess < w.exp)) continue;
      const web =
        b.chan === "WEB" || b.chan === "APP" ? r.chance(0.85) : r.chance(0.2);
      const sgn = web ? b.bkgDt : b.sess;
      if (sgn > LAST) continue;
      const w: Waiver = {
        id: 0,
        site: b.site.cd,
        cust: b.cust,
        sFnm: b.cust.fnm,
        sSnm: b.cust.snm,
        j,
        sgn,
        exp: addMonths(sgn, 12),
        src: web ? "WEB" : "KSK",
      };
      j.wv.push(w);
      WVRS.push(w);
    }
  } else {
    const js: Jumper[] = [];
    const sf = r.pick([...ADULT_F, ...ADULT_M]);
    const ss = r.pick(SURNAMES);
    for (let i = 0; i < b.n; i++) {
      const adultJ = b.typ === "DDG" ? r.chance(0.7) : r.chance(0.12);
      const j: Jumper = adultJ
        ? {
            fnm: i === 0 ? sf : r.pick([...ADULT_F, ...ADULT_M]),
            snm: ss,
            dob: dobFor(r.int(18, 45), b.sess),
            wv: [],
          }
        : {
            fnm: r.pick(KIDS),
            snm: ss,
            dob: dobFor(b.typ === "TOD" ? r.int(1, 4) : r.int(4, 15), b.sess),
            wv: [],
          };
      js.push(j);
      if (r.chance(0.45)) {
        const w: Waiver = {
          id: 0,
          site: b.site.cd,
          cust: null,
          sFnm: adultJ && i === 0 ? j.fnm : sf,
          sSnm: ss,
          j,
          sgn: b.sess,
          exp: addMonths(b.sess, 12),
          src: "KSK",
        };
        j.wv.push(w);
        WVRS.push(w);
      }
    }
    walkInJumpers.set(b, js);
  }
}
WVRS.sort((a, b) => (a.sgn < b.sgn ? -1 : a.sgn > b.sgn ? 1 : 0));
WVRS.forEach((w, i) => (w.id = 10001 + i));

// ------------------------------------------------------------------ booking refs, customer ids
const byMade = [...BKGS].sort((a, b) =>
  a.bkgDt < b.bkgDt ? -1 : a.bkgDt > b.bkgDt ? 1 : a.key - b.key,
);
byMade.forEach(
  (b, i) => (b.ref = `BK${pad(104_200 + i * 3 + r.int(0, 2), 6)}`),
);
const custOrder = [...CUSTS].sort((a, b) =>
  a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : 0,
);
custOrder.forEach((c, i) => (c.id = 20_001 + i));
for (const b of BKGS) {
  if (!b.cust) continue;
  b.cust.nAct++;
  if (b.bkgDt > b.cust.lastAct) b.cust.lastAct = b.bkgDt;
}
for (const t of PTYS) {
  t.cust.nAct += 10;
  if (t.bkd > t.cust.lastAct) t.cust.lastAct = t.bkd;
}
for (const m of MBRS) m.cust.nAct += 100;
// GDPR erasures: a few light customers of 2025
{
  const cands = CUSTS.filter(
    (c) =>
      !c.tst &&
      c.src !== "MIG" &&
      c.crt < "2025-09-01" &&
      c.nAct <= 2 &&
      c.lastAct < "2025-10-01",
  );
  for (const c of r.shuffle(cands).slice(0, 14)) {
    c.del = r.date(addDays(c.lastAct, 60), "2026-09-30");
    c.fnm = "[erased]";
    c.snm = "[erased]";
    c.email = null;
    c.mob = null;
    c.pcode = null;
    c.mktg = "N";
  }
}

// ------------------------------------------------------------------ incidents
type Inc = {
  no: string;
  site: Site;
  dt: string;
  tm: string;
  zone: string;
  inj: string;
  sev: number;
  fa: string;
  amb: string;
  hosp: string;
  riddor: string;
  age: number | null;
  wvr: Waiver | null;
  bkg: Bkg | null;
  staff: string;
  notes: string;
};
const INCS: Inc[] = [];
const NOTES: Record<string, string[]> = {
  NONE: [
    "Near miss - two jumpers on one bed, reminded of rules",
    "Jumper slipped on steps, no injury",
    "Double bounce stopped by marshal",
  ],
  BRS: [
    "Grazed knee on pad edge",
    "Bruised shin after landing on frame pad",
    "Carpet burn on elbow",
    "Collided with another jumper, bruised arm",
  ],
  CUT: [
    "Small cut to lip, cleaned and plaster applied",
    "Cut finger on locker door",
    "Cut to chin after collision",
  ],
  NOSE: ["Nosebleed after knee to face", "Nosebleed, no fall"],
  SPR: [
    "Twisted ankle on landing",
    "Rolled ankle between beds",
    "Wrist strain after fall",
    "Jarred knee on landing",
  ],
  HD: [
    "Head knock in collision, monitored 20 mins",
    "Bumped head on wall pad",
    "Clash of heads in foam pit",
  ],
  FRC: [
    "Suspected broken wrist after awkward landing",
    "Suspected fractured ankle, could not weight bear",
    "Possible dislocated shoulder",
    "Suspected broken arm after fall from wall",
  ],
  OTH: [
    "Felt faint, sat out with water",
    "Winded after landing on back",
    "Stung by wasp outside",
  ],
};
function makeInc(
  site: Site,
  dt: string,
  tm: string,
  zone: string,
  age: number | null,
  wvr: Waiver | null,
  bkg: Bkg | null,
  party: boolean,
): void {
  const offCourt = zone === "CAFE" || zone === "OTH";
  const inj = offCourt
    ? r.weighted([
        ["BRS", 3],
        ["CUT", 3],
        ["NONE", 2],
        ["OTH", 2],
      ] as const)
    : r.weighted([
        ["BRS", 34],
        ["SPR", 24],
        ["NOSE", 8],
        ["HD", 10],
        ["FRC", 6],
        ["CUT", 6],
        ["NONE", 8],
        ["OTH", 4],
      ] as const);
  let sev = 1;
  if (inj === "SPR") sev = r.chance(0.35) ? 2 : 1;
  else if (inj === "HD") sev = r.chance(0.2) ? 3 : 2;
  else if (inj === "FRC") sev = 3;
  else if (inj === "OTH") sev = r.int(1, 2);
  const amb =
    (inj === "FRC" && r.chance(0.45)) ||
    (inj === "HD" && sev === 3 && r.chance(0.5))
      ? "Y"
      : "N";
  const hosp =
    inj === "FRC" ||
    (inj === "HD" && sev === 3) ||
    (inj === "SPR" && sev === 2 && r.chance(0.2))
      ? "Y"
      : "N";
  const riddor =
    hosp === "Y" && (inj === "FRC" || amb === "Y") && r.chance(0.6) ? "Y" : "N";
  INCS.push({
    no: "",
    site,
    dt,
    tm,
    zone,
    inj,
    sev,
    fa: inj === "NONE" ? "N" : "Y",
    amb,
    hosp,
    riddor,
    age,
    wvr,
    bkg,
    staff: r.pick(site.staff),
    notes: (party ? "Party guest. " : "") + r.pick(NOTES[inj]!),
  });
}
for (const b of BKGS) {
  if (b.stat !== "C" || b.cust?.tst) continue;
  const js = b.cust ? b.jumpers : (walkInJumpers.get(b) ?? []);
  for (let i = 0; i < b.n; i++) {
    if (!r.chance(0.0125)) continue;
    const j = js[i] ?? null;
    const zone =
      b.typ === "TOD"
        ? r.chance(0.75)
          ? "TOD"
          : "MAIN"
        : b.typ === "DDG"
          ? r.chance(0.8)
            ? "DDG"
            : "MAIN"
          : b.typ === "FIT"
            ? "MAIN"
            : r.weighted([
                ["MAIN", 34],
                ["AIR", 18],
                ["NINJA", 16],
                ["FOAM", 12],
                ["DDG", 6],
                ["CAFE", 4],
                ["OTH", 3],
              ] as const);
    const age = j ? ageOn(j.dob, b.sess) : r.chance(0.15) ? null : r.int(5, 16);
    const wvr = j
      ? (j.wv.find((w) => w.sgn <= b.sess && b.sess < w.exp) ?? null)
      : null;
    makeInc(
      b.site,
      b.sess,
      timeAdd(b.tm, r.int(5, b.dur - 5)),
      zone,
      age,
      wvr,
      r.chance(0.85) ? b : null,
      false,
    );
  }
}
for (const t of PTYS) {
  if (t.stat !== "C" || !r.chance(0.06)) continue;
  const zone = r.weighted([
    ["MAIN", 40],
    ["AIR", 20],
    ["FOAM", 20],
    ["NINJA", 20],
  ] as const);
  makeInc(
    t.site,
    t.dt,
    timeAdd(t.tm, r.int(5, 55)),
    zone,
    r.chance(0.8) ? t.age + r.int(-1, 0) : null,
    null,
    null,
    true,
  );
}
INCS.sort((a, b) =>
  a.dt + a.tm < b.dt + b.tm ? -1 : a.dt + a.tm > b.dt + b.tm ? 1 : 0,
);
{
  const seq: Record<string, number> = {};
  for (const i of INCS) {
    const k = `${i.site.cd}-${i.dt.slice(2, 4)}`;
    seq[k] = (seq[k] ?? 0) + 1;
    i.no = `${k}-${pad(seq[k]!, 3)}`;
  }
}

// ------------------------------------------------------------------ till sales
type Item = { sku: string; desc: string; px: [number, number]; w: number };
const CAFE: Item[] = [
  { sku: "CAF-LAT", desc: "Latte", px: [3.4, 3.6], w: 14 },
  { sku: "CAF-CAP", desc: "Cappuccino", px: [3.4, 3.6], w: 8 },
  { sku: "CAF-TEA", desc: "Tea", px: [2.2, 2.4], w: 8 },
  { sku: "CAF-HOC", desc: "Hot chocolate", px: [3.1, 3.3], w: 10 },
  { sku: "CAF-SLR", desc: "Slush (regular)", px: [2.8, 3], w: 17 },
  { sku: "CAF-SLL", desc: "Slush (large)", px: [3.6, 3.8], w: 6 },
  { sku: "CAF-FRS", desc: "Fruit Shoot", px: [1.5, 1.6], w: 12 },
  { sku: "CAF-WAT", desc: "Bottled water", px: [1.4, 1.5], w: 8 },
  { sku: "CAF-HTD", desc: "Hot dog", px: [4.5, 4.8], w: 8 },
  { sku: "CAF-CHP", desc: "Chips", px: [2.9, 3.1], w: 9 },
  { sku: "CAF-KLB", desc: "Kids lunch box", px: [5.5, 5.9], w: 7 },
  { sku: "CAF-TST", desc: "Cheese toastie", px: [4.95, 5.25], w: 5 },
  { sku: "CAF-CKE", desc: "Cake slice", px: [2.95, 3.15], w: 6 },
  { sku: "CAF-CRS", desc: "Crisps", px: [1.2, 1.3], w: 8 },
];
const SOCKS: Item[] = [
  { sku: "SCK-KS", desc: "Grip socks Kids S", px: [2.5, 3], w: 25 },
  { sku: "SCK-KM", desc: "Grip socks Kids M", px: [2.5, 3], w: 35 },
  { sku: "SCK-AL", desc: "Grip socks Adult L", px: [2.5, 3], w: 28 },
  { sku: "SCK-AXL", desc: "Grip socks Adult XL", px: [2.5, 3], w: 12 },
];
const RETAIL: Item[] = [
  { sku: "RTL-GLW", desc: "Glow stick", px: [1.5, 1.5], w: 50 },
  { sku: "RTL-BTL", desc: "Bounce Barn water bottle", px: [6, 6.5], w: 20 },
  { sku: "RTL-KEY", desc: "Keyring", px: [3, 3], w: 30 },
];
const pickItem = (items: Item[]): Item =>
  r.weighted(items.map((i) => [i, i.w] as const));
type Line = [
  number,
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  string,
  string,
];
const LINES: Line[] = [];
{
  let txn = 500_001;
  let ln = 1;
  for (let d = FIRST_DAY; d <= LAST; d = addDays(d, 1)) {
    if (CLOSED.has(d)) continue;
    for (const s of SITES) {
      const k = r.poisson((isWkend(d) ? 5 : isHol(d) ? 4 : 1.8) * s.scale);
      const txns: { tm: string; items: [Item, string, number][] }[] = [];
      for (let i = 0; i < k; i++) {
        const kind = r.weighted([
          ["SOCK", 36],
          ["CAFE", 54],
          ["RTL", 10],
        ] as const);
        const items: [Item, string, number][] = [];
        if (kind === "SOCK") {
          const nl = r.weighted([
            [1, 70],
            [2, 30],
          ] as const);
          const used = new Set<string>();
          for (let l = 0; l < nl; l++) {
            const it = pickItem(SOCKS);
            if (used.has(it.sku)) continue;
            used.add(it.sku);
            items.push([
              it,
              "SOCK",
              r.weighted([
                [1, 45],
                [2, 35],
                [3, 15],
                [4, 5],
              ] as const),
            ]);
          }
          if (r.chance(0.2)) items.push([pickItem(CAFE), "CAFE", 1]);
        } else if (kind === "CAFE") {
          const nl = r.int(1, 4);
          const used = new Set<string>();
          for (let l = 0; l < nl; l++) {
            const it = pickItem(CAFE);
            if (used.has(it.sku)) continue;
            used.add(it.sku);
            items.push([
              it,
              "CAFE",
              r.weighted([
                [1, 70],
                [2, 25],
                [3, 5],
              ] as const),
            ]);
          }
        } else {
          items.push([pickItem(RETAIL), "RTL", r.int(1, 3)]);
        }
        txns.push({
          tm: `${pad(r.int(9, 19), 2)}:${pad(r.int(0, 59), 2)}`,
          items,
        });
      }
      txns.sort((a, b) => (a.tm < b.tm ? -1 : 1));
      for (const t of txns) {
        const pay = r.chance(0.14) ? "CSH" : "CRD";
        const no = txn++;
        for (const [it, dept, q] of t.items) {
          const px =
            dept === "SOCK"
              ? d >= "2026-04-01"
                ? 3
                : 2.5
              : it.px[d >= "2026-01-01" ? 1 : 0];
          LINES.push([
            ln++,
            no,
            s.cd,
            d,
            t.tm,
            dept,
            it.sku,
            it.desc,
            q,
            px,
            round2(q * px),
            pay,
            r.chance(0.015) ? "Y" : "N",
          ]);
        }
        if (r.chance(0.008)) {
          const [it, dept] = t.items[0]!;
          const px =
            dept === "SOCK"
              ? d >= "2026-04-01"
                ? 3
                : 2.5
              : it.px[d >= "2026-01-01" ? 1 : 0];
          const tm = timeAdd(t.tm, r.int(5, 40));
          LINES.push([
            ln++,
            txn++,
            s.cd,
            d,
            tm,
            dept,
            it.sku,
            it.desc,
            -1,
            px,
            -px,
            pay,
            "N",
          ]);
        }
      }
    }
  }
}

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const S = "jumpdesk";
  const ddl = `
CREATE SCHEMA ${S};
CREATE TABLE ${S}.site (
  site_cd char(3) PRIMARY KEY, site_nm varchar(40) NOT NULL, addr1 varchar(60), town varchar(40), pcode varchar(10),
  open_dt date, max_jmp smallint, n_beds smallint, act_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE ${S}.cust (
  cust_id integer PRIMARY KEY, fnm varchar(40), snm varchar(40), email varchar(80), mob varchar(20), pcode varchar(10),
  crt_dt date NOT NULL, src_cd varchar(4), mktg_yn char(1) NOT NULL DEFAULT 'N', tst_flg char(1) NOT NULL DEFAULT 'N',
  del_flg char(1) NOT NULL DEFAULT 'N', del_dt date
);
CREATE TABLE ${S}.bkg (
  bkg_ref varchar(10) PRIMARY KEY, site_cd char(3) NOT NULL REFERENCES ${S}.site, cust_id integer REFERENCES ${S}.cust,
  chan char(3) NOT NULL, bkg_dt date NOT NULL, sess_dt date NOT NULL, sess_tm time NOT NULL, sess_typ varchar(4) NOT NULL,
  dur_min smallint NOT NULL, n_jmp smallint NOT NULL, disc_cd varchar(6), tot_amt numeric(8,2) NOT NULL,
  pay_cd char(3) NOT NULL, stat char(1) NOT NULL, cncl_dt date, rfnd_amt numeric(8,2)
);
CREATE TABLE ${S}.pty (
  pty_no integer PRIMARY KEY, site_cd char(3) NOT NULL REFERENCES ${S}.site, cust_id integer NOT NULL REFERENCES ${S}.cust,
  pkg_cd varchar(6) NOT NULL, pty_dt date NOT NULL, pty_tm time NOT NULL, room_cd char(2), n_kids smallint NOT NULL,
  chld_fnm varchar(40), chld_age smallint, bkd_dt date NOT NULL, dep_amt numeric(8,2) NOT NULL, tot_amt numeric(8,2) NOT NULL,
  stat char(1) NOT NULL, cncl_dt date
);
CREATE TABLE ${S}.mbr (
  mbr_no varchar(8) PRIMARY KEY, cust_id integer NOT NULL REFERENCES ${S}.cust, site_cd char(3) NOT NULL REFERENCES ${S}.site,
  plan_cd varchar(8) NOT NULL, mo_fee numeric(6,2) NOT NULL, start_dt date NOT NULL, end_dt date,
  frz_yn char(1) NOT NULL DEFAULT 'N', cncl_cd varchar(8)
);
CREATE TABLE ${S}.sale (
  ln_id integer PRIMARY KEY, txn_no integer NOT NULL, site_cd char(3) NOT NULL REFERENCES ${S}.site, txn_dt date NOT NULL,
  txn_tm time NOT NULL, dept varchar(5) NOT NULL, sku varchar(10) NOT NULL, item_desc varchar(40) NOT NULL,
  qty smallint NOT NULL, unit_px numeric(6,2) NOT NULL, ln_amt numeric(8,2) NOT NULL, pay_cd char(3) NOT NULL,
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE ${S}.wvr (
  wvr_id integer PRIMARY KEY, site_cd char(3) NOT NULL REFERENCES ${S}.site, cust_id integer REFERENCES ${S}.cust,
  sgn_fnm varchar(40), sgn_snm varchar(40), jmp_fnm varchar(40) NOT NULL, jmp_snm varchar(40) NOT NULL, jmp_dob date NOT NULL,
  sgn_dt date NOT NULL, exp_dt date NOT NULL, src char(3) NOT NULL
);
CREATE TABLE ${S}.inc (
  inc_no varchar(12) PRIMARY KEY, site_cd char(3) NOT NULL REFERENCES ${S}.site, inc_dt date NOT NULL, inc_tm time,
  zone_cd varchar(5) NOT NULL, inj_cd varchar(4) NOT NULL, sev smallint NOT NULL, fa_yn char(1) NOT NULL,
  amb_yn char(1) NOT NULL, hosp_yn char(1) NOT NULL, riddor_yn char(1) NOT NULL, jmp_age smallint,
  wvr_id integer REFERENCES ${S}.wvr, bkg_ref varchar(10) REFERENCES ${S}.bkg, staff_ini varchar(4), notes text
);
`;
  const parts = [ddl];
  parts.push(
    insertRows(
      `${S}.site`,
      [
        "site_cd",
        "site_nm",
        "addr1",
        "town",
        "pcode",
        "open_dt",
        "max_jmp",
        "n_beds",
        "act_yn",
      ],
      SITES.map((s) => [
        s.cd,
        s.nm,
        s.addr,
        s.town,
        s.pcode,
        s.open,
        s.max,
        s.beds,
        "Y",
      ]),
    ),
  );
  parts.push(
    insertRows(
      `${S}.cust`,
      [
        "cust_id",
        "fnm",
        "snm",
        "email",
        "mob",
        "pcode",
        "crt_dt",
        "src_cd",
        "mktg_yn",
        "tst_flg",
        "del_flg",
        "del_dt",
      ],
      custOrder.map((c) => [
        c.id,
        c.fnm,
        c.snm,
        c.email,
        c.mob,
        c.pcode,
        c.crt,
        c.src,
        c.mktg,
        c.tst ? "Y" : "N",
        c.del ? "Y" : "N",
        c.del,
      ]),
    ),
  );
  parts.push(
    insertRows(
      `${S}.bkg`,
      [
        "bkg_ref",
        "site_cd",
        "cust_id",
        "chan",
        "bkg_dt",
        "sess_dt",
        "sess_tm",
        "sess_typ",
        "dur_min",
        "n_jmp",
        "disc_cd",
        "tot_amt",
        "pay_cd",
        "stat",
        "cncl_dt",
        "rfnd_amt",
      ],
      byMade.map((b) => [
        b.ref,
        b.site.cd,
        b.cust ? b.cust.id : null,
        b.chan,
        b.bkgDt,
        b.sess,
        b.tm,
        b.typ,
        b.dur,
        b.n,
        b.disc,
        b.tot.toFixed(2),
        b.pay,
        b.stat,
        b.cncl,
        b.rfnd === null ? null : b.rfnd.toFixed(2),
      ]),
    ),
  );
  const ptys = [...PTYS].sort((a, b) =>
    a.bkd < b.bkd ? -1 : a.bkd > b.bkd ? 1 : 0,
  );
  ptys.forEach((t, i) => (t.no = 3001 + i));
  parts.push(
    insertRows(
      `${S}.pty`,
      [
        "pty_no",
        "site_cd",
        "cust_id",
        "pkg_cd",
        "pty_dt",
        "pty_tm",
        "room_cd",
        "n_kids",
        "chld_fnm",
        "chld_age",
        "bkd_dt",
        "dep_amt",
        "tot_amt",
        "stat",
        "cncl_dt",
      ],
      ptys.map((t) => [
        t.no,
        t.site.cd,
        t.cust.id,
        t.pkg,
        t.dt,
        t.tm,
        t.room,
        t.kids,
        t.child,
        t.age,
        t.bkd,
        t.dep.toFixed(2),
        t.tot.toFixed(2),
        t.stat,
        t.cncl,
      ]),
    ),
  );
  const mbrs = [...MBRS].sort((a, b) =>
    a.start < b.start ? -1 : a.start > b.start ? 1 : 0,
  );
  mbrs.forEach((m, i) => (m.no = `M${pad(1040 + i * 2, 5)}`));
  parts.push(
    insertRows(
      `${S}.mbr`,
      [
        "mbr_no",
        "cust_id",
        "site_cd",
        "plan_cd",
        "mo_fee",
        "start_dt",
        "end_dt",
        "frz_yn",
        "cncl_cd",
      ],
      mbrs.map((m) => [
        m.no,
        m.cust.id,
        m.site.cd,
        m.plan,
        m.fee.toFixed(2),
        m.start,
        m.end,
        m.frz ? "Y" : "N",
        m.cncl,
      ]),
    ),
  );
  parts.push(
    insertRows(
      `${S}.sale`,
      [
        "ln_id",
        "txn_no",
        "site_cd",
        "txn_dt",
        "txn_tm",
        "dept",
        "sku",
        "item_desc",
        "qty",
        "unit_px",
        "ln_amt",
        "pay_cd",
        "void_yn",
      ],
      LINES.map((l) =>
        l.map((v, i) => (i === 9 || i === 10 ? (v as number).toFixed(2) : v)),
      ),
    ),
  );
  parts.push(
    insertRows(
      `${S}.wvr`,
      [
        "wvr_id",
        "site_cd",
        "cust_id",
        "sgn_fnm",
        "sgn_snm",
        "jmp_fnm",
        "jmp_snm",
        "jmp_dob",
        "sgn_dt",
        "exp_dt",
        "src",
      ],
      WVRS.map((w) => [
        w.id,
        w.site,
        w.cust ? w.cust.id : null,
        w.sFnm,
        w.sSnm,
        w.j.fnm,
        w.j.snm,
        w.j.dob,
        w.sgn,
        w.exp,
        w.src,
      ]),
    ),
  );
  parts.push(
    insertRows(
      `${S}.inc`,
      [
        "inc_no",
        "site_cd",
        "inc_dt",
        "inc_tm",
        "zone_cd",
        "inj_cd",
        "sev",
        "fa_yn",
        "amb_yn",
        "hosp_yn",
        "riddor_yn",
        "jmp_age",
        "wvr_id",
        "bkg_ref",
        "staff_ini",
        "notes",
      ],
      INCS.map((i) => [
        i.no,
        i.site.cd,
        i.dt,
        i.tm,
        i.zone,
        i.inj,
        i.sev,
        i.fa,
        i.amb,
        i.hosp,
        i.riddor,
        i.age,
        i.wvr ? i.wvr.id : null,
        i.bkg ? i.bkg.ref : null,
        i.staff,
        i.notes,
      ]),
    ),
  );
  return parts.join("\n");
}
