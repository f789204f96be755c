/**
 * Crux Climbing Centre is an independent indoor climbing centre in a converted mill in Leeds (West Yorkshire). It has
 * three bouldering areas (the Cave, the Slab and the Prow) and two roped walls: a lead wall, where climbers clip the
 * rope into quickdraws as they go, and a top-rope wall with ropes already hung from the top. It is open every day of
 * the year except Christmas Day, Boxing Day and New Year's Day.
 *
 * Everyone who climbs must first register at the front desk (signing the waiver) and becomes a "climber" with a
 * climber number. Regulars buy a rolling monthly membership, paid by direct debit; everyone else pays for a day pass
 * at the desk each time they come. Every entry through the turnstile is a check-in. The centre also runs courses
 * (taster sessions, learn-to-climb, lead courses, kids' club terms, technique clinics) led by its own instructors,
 * some of whom are also route setters who strip and re-set the climbs on a rotation. A small shop sells chalk, tape
 * and kit, and a café sells drinks and snacks; both ring sales through the same till system.
 *
 * This is an export of the centre's desk and booking system "WallDesk" (schema `crux`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The system went live on 2024-01-02: the
 * climbers and the running memberships of the old system were imported with their original registration and start
 * dates (some from 2017 to 2023); check-ins, sales and courses start on 2024-01-02 (bookings taken on the old system
 * for the first courses of January 2024 carry the go-live date). Courses already scheduled for
 * December 2026 and January 2027 are included, with the bookings taken so far.
 *
 * UNITS: money in pounds sterling (GBP) with pence, numeric(8,2): `mth_fee`, `fee_pd`, `hr_rate`, `price`, `amt_pd`,
 * `unit_pr`, `net_amt`. Timestamps are local UK time without a time zone.
 *
 * Tables and columns
 * - `climber`: one registered climber (anyone who has ever signed the waiver). `clm_no` climber number (in order of
 *   registration); `first_nm`, `last_nm`; `email` (NULL for juniors registered by a parent: the parent's contact is
 *   not kept); `reg_dt` the date they registered; `jnr_yn` TRUE for a junior (under 18 when registered); `belay_dt`
 *   the date they passed the belay competence check, needed to climb on the roped walls without an instructor
 *   (NULL = never passed); `news_optin` TRUE when they agreed to receive the newsletter.
 * - `mship`: one membership (a rolling monthly direct-debit plan) of a climber. A climber has at most one membership
 *   at a time but may have several over the years (rejoining, or switching plan means cancelling and starting a new
 *   one). `ms_no` membership number; `clm_ref` the climber (-> `climber.clm_no`); `plan_cd` the plan: ANY anytime
 *   (peak) membership, OFP off-peak (weekdays before 5pm only), STU student, JNR junior, CORP corporate (through an
 *   employer's scheme); `start_dt` first day; `end_dt` last day (NULL while the membership is running, i.e. active
 *   or frozen); `mth_fee` the monthly fee, fixed at the price of the plan when the membership started (prices rise
 *   each April); `stat_cd` A active, FZ frozen (paused at the member's request, e.g. injury; no fee is taken while
 *   frozen and the member may not climb), CX cancelled by the member, LP lapsed (ended by the centre after failed
 *   direct-debit payments). "Members" are climbers with a running (A or FZ) membership; "active members" are A.
 * - `visit`: one check-in at the desk. `vis_no`; `clm_ref` the climber (-> `climber.clm_no`); `chk_in` the check-in
 *   timestamp; `entry_cd` how they got in: MB member entry (no charge), DP paid day pass, CR attending a course
 *   session (entry included in the course; only the first session of a course is checked in); `fee_pd` what was paid
 *   for the entry (0 for MB and CR); day-pass prices are peak (weekends and weekdays from 5pm) or off-peak, with a
 *   cheaper junior price; `shoe_hire` TRUE when they hired climbing shoes (free of charge).
 * - `instr`: an instructor. `instr_cd` their initials (the key); `first_nm`, `last_nm`; `qual_cd` highest
 *   qualification: CWA Climbing Wall Assistant, CWI Climbing Wall Instructor, CWDI Climbing Wall Development
 *   Instructor, RCI Rock Climbing Instructor (lead courses need CWDI or RCI); `hr_rate` hourly pay rate; `start_dt`;
 *   `left_dt` the date they left (NULL = still working here); `setter_yn` TRUE when they also set routes.
 * - `course`: one run of a course. `crs_no`; `crs_cd` the course type: TST taster session (one 90-minute session for
 *   complete beginners), LTC Learn to Climb (4 weekly evening sessions; passing it includes the belay check), LEAD
 *   lead climbing course (3 sessions), KIDS kids' club (a term of 10 Saturday sessions), TECH bouldering technique
 *   clinic (one evening); `title`; `start_dt` date of the first session; `n_sess` sessions; `max_plc` places;
 *   `price` the full price per place; `lead_instr` the instructor who leads it (-> `instr.instr_cd`); `stat_cd` OP
 *   open (scheduled, not started yet), RN ran (or under way), CN cancelled by the centre (too few bookings; all bookings refunded).
 * - `crs_bkg`: one place booked on a course. `bkg_no`; `crs_no` (-> `course.crs_no`); `clm_ref` the climber on the
 *   course (-> `climber.clm_no`); `bkg_dt` the date booked; `amt_pd` the amount paid (members with a running
 *   membership get 10% off); `stat_cd` BK booked (course not started yet), CP completed / attended, NS no-show (did
 *   not turn up, not refunded), CX cancelled and refunded in full (the amount in `amt_pd` was paid back, so it is not
 *   income).
 * - `route`: one climb set on a wall. `rt_no`; `wall_cd` CAVE, SLAB, PROW (the bouldering areas), LEAD (lead wall),
 *   TOPR (top-rope wall); `disc_cd` B boulder problem, R roped route; `grade` the difficulty: Fontainebleau grades for
 *   boulder problems (4, 5, 5+, 6A, 6A+, 6B, 6B+, 6C, 6C+, 7A, 7A+, 7B, easiest to hardest) and French sport grades for
 *   roped routes (4, 5, 5+, 6a, 6a+, 6b, 6b+, 6c, 6c+, 7a, 7a+, 7b); `hold_col` the colour of its holds; `rt_nm` the
 *   name the setter gave it (NULL = unnamed); `set_dt` the date it was set; `strip_dt` the date it was stripped off
 *   the wall (NULL = still up); `set_by` the setter (-> `instr.instr_cd`). Each wall is stripped and re-set as a
 *   whole on a rotation, so all climbs on a wall share their set and strip dates.
 * - `pos_sale`: one line rung through the till in the shop or café. `sale_no`; `sale_ts` when; `dept_cd` CAF café,
 *   SHP shop; `item_desc` the item; `qty`; `unit_pr` the shelf price per unit; `net_amt` what was charged for the
 *   line (qty x unit price, less 10% member discount on shop items); `pay_cd` CD card / contactless, CS cash;
 *   `clm_ref` the member whose discount was applied (-> `climber.clm_no`; NULL = no discount, the buyer is not known).
 *
 * Not recorded here: climbers' dates of birth or ages, gender or addresses; check-out times (so how long anyone stays);
 *   which climbers climbed which routes (ascents, ticks, route popularity or ratings); accidents, injuries or incident
 *   reports; instructors' hours worked, rotas, wages or payroll; cost prices, stock levels or margins of shop and café
 *   items; the individual direct-debit payments collected or failed; reasons for cancelling; customer reviews or
 *   satisfaction; birthday parties, group or corporate event bookings; the cost of holds or setting; utility bills,
 *   rent or any other running costs.
 *
 * Tables
 * - `climber`: `clm_no`, `first_nm`, `last_nm`, `email`, `reg_dt`, `jnr_yn`, `belay_dt`, `news_optin`.
 * - `mship`: `ms_no`, `clm_ref`, `plan_cd`, `start_dt`, `end_dt`, `mth_fee`, `stat_cd`.
 * - `visit`: `vis_no`, `clm_ref`, `chk_in`, `entry_cd`, `fee_pd`, `shoe_hire`.
 * - `instr`: `instr_cd`, `first_nm`, `last_nm`, `qual_cd`, `hr_rate`, `start_dt`, `left_dt`, `setter_yn`.
 * - `course`: `crs_no`, `crs_cd`, `title`, `start_dt`, `n_sess`, `max_plc`, `price`, `lead_instr`, `stat_cd`.
 * - `crs_bkg`: `bkg_no`, `crs_no`, `clm_ref`, `bkg_dt`, `amt_pd`, `stat_cd`.
 * - `route`: `rt_no`, `wall_cd`, `disc_cd`, `grade`, `hold_col`, `rt_nm`, `set_dt`, `strip_dt`, `set_by`.
 * - `pos_sale`: `sale_no`, `sale_ts`, `dept_cd`, `item_desc`, `qty`, `unit_pr`, `net_amt`, `pay_cd`, `clm_ref`.
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

const START = "2024-01-02";
const LAST = "2026-11-24";
const HORIZON = "2027-01-31";
const r = seededRandom(2026_1125_41);

const CLOSED = new Set(["12-25", "12-26", "01-01"]);
const isOpen = (d: string): boolean => !CLOSED.has(d.slice(5));
const isWeekend = (d: string): boolean =>
  dayOfWeek(d) === 0 || dayOfWeek(d) === 6;
/** Price period: prices rise on 1 April each year. */
const period = (d: string): number =>
  d < "2025-04-01" ? 0 : d < "2026-04-01" ? 1 : 2;
const money = (x: number): number => Math.round(x * 100) / 100;
const minD = (a: string, b: string): string => (a < b ? a : b);
const maxD = (a: string, b: string): string => (a > b ? a : b);
const ts = (d: string, h: number, m: number, s: number): string =>
  `${d} ${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}`;

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
/** A random open day between two dates (both included), optionally weekdays only. */
function openDay(
  from: string,
  to: string,
  weekdaysOnly = false,
): string | null {
  if (from > to) return null;
  for (let i = 0; i < 30; i++) {
    const d = r.date(from, to);
    if (isOpen(d) && (!weekdaysOnly || !isWeekend(d))) return d;
  }
  return null;
}

// ------------------------------------------------------------------ instructors
type Instr = {
  cd: string;
  first: string;
  last: string;
  qual: string;
  rate: number;
  start: string;
  left: string | null;
  setter: boolean;
  w: number; // weight for leading courses
  sw: number; // weight for setting
};
const INSTRS: Instr[] = [
  {
    cd: "SH",
    first: "Sam",
    last: "Hartley",
    qual: "RCI",
    rate: 21.5,
    start: "2017-05-02",
    left: null,
    setter: true,
    w: 2,
    sw: 5,
  },
  {
    cd: "JO",
    first: "Jess",
    last: "Okafor",
    qual: "CWI",
    rate: 17.25,
    start: "2020-02-10",
    left: null,
    setter: true,
    w: 4,
    sw: 2,
  },
  {
    cd: "DM",
    first: "Dan",
    last: "Marsh",
    qual: "CWDI",
    rate: 19.0,
    start: "2018-09-03",
    left: null,
    setter: false,
    w: 6,
    sw: 0,
  },
  {
    cd: "PR",
    first: "Priya",
    last: "Raman",
    qual: "CWI",
    rate: 16.75,
    start: "2022-06-13",
    left: null,
    setter: false,
    w: 4,
    sw: 0,
  },
  {
    cd: "TB",
    first: "Tom",
    last: "Bramall",
    qual: "CWA",
    rate: 13.5,
    start: "2023-03-06",
    left: null,
    setter: true,
    w: 1,
    sw: 3,
  },
  {
    cd: "LW",
    first: "Lucy",
    last: "Walsh",
    qual: "CWI",
    rate: 16.5,
    start: "2019-11-04",
    left: "2025-06-30",
    setter: false,
    w: 4,
    sw: 0,
  },
  {
    cd: "MC",
    first: "Marek",
    last: "Cieslak",
    qual: "RCI",
    rate: 20.0,
    start: "2025-03-03",
    left: null,
    setter: true,
    w: 3,
    sw: 3,
  },
  {
    cd: "HF",
    first: "Hannah",
    last: "Foley",
    qual: "CWA",
    rate: 13.0,
    start: "2025-09-01",
    left: null,
    setter: false,
    w: 2,
    sw: 0,
  },
  {
    cd: "GN",
    first: "Gareth",
    last: "Nunn",
    qual: "CWI",
    rate: 16.0,
    start: "2021-01-18",
    left: "2024-10-31",
    setter: true,
    w: 3,
    sw: 3,
  },
];
const employed = (i: Instr, d: string): boolean =>
  i.start <= d && (i.left === null || d <= i.left);

// ------------------------------------------------------------------ climbers
const FIRST = [
  "Oliver",
  "George",
  "Harry",
  "Jack",
  "Jacob",
  "Noah",
  "Charlie",
  "Thomas",
  "Oscar",
  "William",
  "James",
  "Leo",
  "Alfie",
  "Henry",
  "Joshua",
  "Freddie",
  "Archie",
  "Ethan",
  "Isaac",
  "Alexander",
  "Joseph",
  "Edward",
  "Samuel",
  "Max",
  "Daniel",
  "Arthur",
  "Lucas",
  "Mohammed",
  "Ryan",
  "Adam",
  "Liam",
  "Connor",
  "Olivia",
  "Amelia",
  "Isla",
  "Ava",
  "Emily",
  "Isabella",
  "Mia",
  "Poppy",
  "Ella",
  "Lily",
  "Evie",
  "Grace",
  "Sophia",
  "Chloe",
  "Freya",
  "Charlotte",
  "Sienna",
  "Daisy",
  "Phoebe",
  "Alice",
  "Florence",
  "Ruby",
  "Matilda",
  "Zara",
  "Aisha",
  "Hannah",
  "Megan",
  "Rosie",
  "Imogen",
  "Niamh",
  "Katie",
  "Beth",
  "Laura",
  "Sarah",
  "Rachel",
  "Fatima",
  "Jade",
  "Holly",
];
const LAST_NAMES = [
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
  "Harrison",
  "Hughes",
  "Edwards",
  "Hill",
  "Moore",
  "Turner",
  "Cooper",
  "Ward",
  "Morris",
  "King",
  "Watson",
  "Baker",
  "Harris",
  "Lee",
  "Allen",
  "Young",
  "Mitchell",
  "Scott",
  "Parker",
  "Bennett",
  "Atkinson",
  "Hussain",
  "Ahmed",
  "Shaw",
  "Holmes",
  "Barker",
  "Booth",
  "Dixon",
  "Fletcher",
  "Sutcliffe",
  "Ackroyd",
  "Priestley",
  "Greenwood",
  "Hirst",
  "Lister",
  "Pickles",
  "Firth",
  "Oldroyd",
  "Haigh",
  "Crowther",
  "Kaur",
  "Singh",
  "Nowak",
  "Kowalski",
  "Murphy",
  "O'Brien",
  "Doyle",
  "Byrne",
  "Chen",
  "Nguyen",
];
const nextName = uniqueNames(r, FIRST, LAST_NAMES);
const DOMAINS = [
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "hotmail.co.uk",
  "outlook.com",
  "yahoo.co.uk",
  "icloud.com",
  "btinternet.com",
];

type Climber = {
  no: number;
  first: string;
  last: string;
  email: string | null;
  reg: string;
  jnr: boolean;
  belay: string | null;
  news: boolean;
  src: "legacy" | "walk" | "TST" | "LTC" | "KIDS";
  kidsClub: boolean;
};
const climbers: Climber[] = [];
function newClimber(reg: string, src: Climber["src"], jnr: boolean): Climber {
  const [first, last] = nextName();
  const email = jnr
    ? null
    : `${first.toLowerCase()}.${last.toLowerCase().replace(/'/g, "")}${r.chance(0.5) ? r.int(1, 99) : ""}@${r.pick(DOMAINS)}`;
  const c: Climber = {
    no: 0,
    first,
    last,
    email,
    reg,
    jnr,
    belay: null,
    news: r.chance(0.45),
    src,
    kidsClub: false,
  };
  climbers.push(c);
  return c;
}

// Imported from the old system.
for (let i = 0; i < 90; i++)
  newClimber(r.date("2017-06-01", "2023-12-20"), "legacy", r.chance(0.06));

// Walk-in registrations (came for a day pass).
const SEASON = [1.5, 1.25, 1.1, 1.0, 0.85, 0.7, 0.7, 0.8, 1.0, 1.2, 1.25, 0.9];
for (const d of days(START, LAST)) {
  if (!isOpen(d)) continue;
  const n = r.poisson(
    0.3 * (SEASON[Number(d.slice(5, 7)) - 1] ?? 1) * (isWeekend(d) ? 1.6 : 0.8),
  );
  for (let i = 0; i < n; i++) newClimber(d, "walk", r.chance(0.12));
}

// ------------------------------------------------------------------ courses
type Booking = {
  no: number;
  climber: Climber;
  bkg: string;
  amt: number;
  stat: string;
};
type Course = {
  no: number;
  cd: string;
  title: string;
  start: string;
  nSess: number;
  max: number;
  price: number;
  instr: Instr;
  stat: string;
  hour: number;
  bookings: Booking[];
};
const COURSE_TYPES: Record<
  string,
  {
    nSess: number;
    max: number;
    prices: number[];
    lead: number;
    hour: number;
    quals: string[];
  }
> = {
  TST: {
    nSess: 1,
    max: 6,
    prices: [28, 30, 32],
    lead: 30,
    hour: 10,
    quals: ["CWA", "CWI", "CWDI", "RCI"],
  },
  LTC: {
    nSess: 4,
    max: 8,
    prices: [85, 90, 95],
    lead: 40,
    hour: 18,
    quals: ["CWI", "CWDI", "RCI"],
  },
  LEAD: {
    nSess: 3,
    max: 4,
    prices: [110, 115, 120],
    lead: 40,
    hour: 18,
    quals: ["CWDI", "RCI"],
  },
  KIDS: {
    nSess: 10,
    max: 10,
    prices: [95, 100, 105],
    lead: 75,
    hour: 9,
    quals: ["CWI", "CWDI", "RCI"],
  },
  TECH: {
    nSess: 1,
    max: 8,
    prices: [20, 22, 24],
    lead: 25,
    hour: 19,
    quals: ["CWI", "CWDI", "RCI"],
  },
};
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
const monthName = (d: string): string =>
  `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
function firstWeekday(year: number, month: number, dow: number): string {
  let d = `${year}-${pad(month, 2)}-01`;
  while (dayOfWeek(d) !== dow) d = addDays(d, 1);
  return d;
}

const courses: Course[] = [];
function addCourse(cd: string, start: string, title: string): void {
  const t = COURSE_TYPES[cd];
  if (!t) throw new Error(cd);
  const eligible = INSTRS.filter(
    (i) => employed(i, start) && t.quals.includes(i.qual),
  );
  const instr = r.weighted(eligible.map((i) => [i, i.w] as const));
  courses.push({
    no: 0,
    cd,
    title,
    start,
    nSess: t.nSess,
    max: t.max,
    price: t.prices[period(start)] ?? 0,
    instr,
    stat: "",
    hour: t.hour,
    bookings: [],
  });
}
for (let d = "2024-01-06"; d <= HORIZON; d = addDays(d, 7)) {
  if (isOpen(d) && r.chance(0.33))
    addCourse("TST", d, "Taster session (Saturday morning)");
}
for (let y = 2024; y <= 2027; y++) {
  for (let m = 1; m <= 12; m++) {
    if (m === 12) continue;
    const d = firstWeekday(y, m, 2);
    if (d > HORIZON) continue;
    addCourse("LTC", d, `Learn to Climb - ${monthName(d)} (Tuesdays)`);
  }
  for (const m of [2, 4, 6, 8, 10, 12]) {
    const d = firstWeekday(y, m, 4);
    if (d > HORIZON) continue;
    addCourse("LEAD", d, `Lead Climbing Course - ${monthName(d)}`);
  }
}
const KIDS_TERMS: [string, string][] = [
  ["2024-01-13", "Spring 2024"],
  ["2024-04-20", "Summer 2024"],
  ["2024-09-14", "Autumn 2024"],
  ["2025-01-11", "Spring 2025"],
  ["2025-04-26", "Summer 2025"],
  ["2025-09-13", "Autumn 2025"],
  ["2026-01-10", "Spring 2026"],
  ["2026-04-18", "Summer 2026"],
  ["2026-09-12", "Autumn 2026"],
  ["2027-01-09", "Spring 2027"],
];
for (const [d, term] of KIDS_TERMS)
  addCourse("KIDS", d, `Kids' Club - ${term} term`);
for (let d = "2024-01-24"; d <= HORIZON; d = addDays(d, 42)) {
  if (!isOpen(d)) continue;
  const topic = r.pick([
    "Footwork",
    "Slab technique",
    "Overhangs and body position",
    "Dynos and coordination",
    "Crimps and pinches",
  ]);
  addCourse("TECH", d, `Technique clinic: ${topic}`);
}
courses.sort((a, b) =>
  a.start === b.start
    ? a.cd.localeCompare(b.cd)
    : a.start.localeCompare(b.start),
);

function bookingDate(c: Course): string | null {
  const t = COURSE_TYPES[c.cd];
  if (!t) throw new Error(c.cd);
  const d = maxD(addDays(c.start, -r.int(1, t.lead)), START);
  return d <= LAST ? d : null;
}

/** Settles the status of a course and of its bookings once the bookings are known. */
function settle(c: Course): void {
  if (c.start > LAST) {
    c.stat = "OP";
    for (const b of c.bookings) b.stat = r.chance(0.05) ? "CX" : "BK";
    return;
  }
  if (c.bookings.length < 2 || r.chance(0.03)) {
    c.stat = "CN";
    for (const b of c.bookings) b.stat = "CX";
    return;
  }
  c.stat = "RN";
  for (const b of c.bookings) {
    b.stat = r.chance(0.06)
      ? "CX"
      : r.chance(c.cd === "TST" ? 0.12 : 0.05)
        ? "NS"
        : "CP";
  }
}

// Pass A: courses that bring in new climbers (tasters, learn to climb, kids' club).
for (const c of courses) {
  if (!["TST", "LTC", "KIDS"].includes(c.cd)) continue;
  const demand = Math.min(c.max, Math.round(c.max * r.float(0.25, 1.15)));
  for (let i = 0; i < demand; i++) {
    const bkg = bookingDate(c);
    if (!bkg) continue;
    let climber: Climber | undefined;
    const taken = new Set(c.bookings.map((b) => b.climber));
    if (c.cd === "KIDS") {
      const old = climbers.filter(
        (x) =>
          x.jnr &&
          x.reg <= bkg &&
          !taken.has(x) &&
          (x.kidsClub || x.src === "walk"),
      );
      if (old.length > 0 && r.chance(0.35)) climber = r.pick(old);
      else climber = newClimber(bkg, "KIDS", true);
      climber.kidsClub = true;
    } else {
      const pNew = c.cd === "TST" ? 0.85 : 0.5;
      const old = climbers.filter(
        (x) =>
          !x.jnr &&
          x.reg <= bkg &&
          x.reg >= addDays(bkg, -200) &&
          !taken.has(x),
      );
      if (old.length > 0 && !r.chance(pNew)) climber = r.pick(old);
      else climber = newClimber(bkg, c.cd as Climber["src"], false);
    }
    c.bookings.push({ no: 0, climber, bkg, amt: 0, stat: "" });
  }
  settle(c);
  if (c.cd === "LTC" && c.stat === "RN") {
    for (const b of c.bookings) {
      if (
        b.stat === "CP" &&
        b.climber.belay === null &&
        addDays(c.start, 21) <= LAST
      )
        b.climber.belay = addDays(c.start, 21);
    }
  }
}

// ------------------------------------------------------------------ memberships
type Mship = {
  no: number;
  climber: Climber;
  plan: string;
  start: string;
  end: string | null;
  fee: number;
  stat: string;
  frozen: string | null; // date frozen from (FZ only)
};
const FEES: Record<string, number[]> = {
  ANY: [49, 52, 55, 58],
  OFP: [36, 38, 40, 42],
  STU: [38, 40, 42, 44],
  JNR: [26, 28, 30, 32],
  CORP: [42, 44, 46, 46],
};
const mships: Mship[] = [];
function pickPlan(c: Climber): string {
  if (c.jnr) return "JNR";
  return r.weighted([
    ["ANY", 46],
    ["OFP", 17],
    ["STU", 21],
    ["CORP", 10],
  ] as const);
}
function addMship(
  c: Climber,
  start: string,
  plan: string,
  churn: number,
): Mship {
  const feeIdx = start < "2024-01-01" ? 0 : period(start) + 1;
  const m: Mship = {
    no: 0,
    climber: c,
    plan,
    start,
    end: null,
    fee: FEES[plan]?.[feeIdx] ?? 0,
    stat: "A",
    frozen: null,
  };
  for (let k = 1; ; k++) {
    const due = addMonths(start, k);
    if (due > LAST) break;
    if (due < START) continue;
    if (r.chance(k <= 3 ? churn + 0.05 : churn)) {
      m.end = addDays(due, -r.int(1, 12));
      if (m.end < START) m.end = addDays(START, r.int(0, 20));
      m.stat = r.chance(0.75) ? "CX" : "LP";
      break;
    }
  }
  if (m.end === null && r.chance(0.08)) {
    m.stat = "FZ";
    m.frozen = r.date(maxD(start, addDays(LAST, -100)), addDays(LAST, -3));
  }
  mships.push(m);
  return m;
}
for (const c of [...climbers]) {
  let p = 0;
  let from = c.reg;
  if (c.src === "legacy") p = 0.6;
  else if (c.src === "walk") {
    p = 0.26;
    from = addDays(c.reg, r.int(10, 150));
  } else if (c.src === "TST") {
    p = 0.25;
    from = addDays(c.reg, r.int(30, 80));
  } else if (c.src === "LTC") {
    p = 0.45;
    from = addDays(c.reg, r.int(45, 75));
  } else if (c.src === "KIDS") {
    p = 0.3;
    from = addDays(c.reg, r.int(60, 120));
  }
  if (!r.chance(p)) continue;
  if (c.src === "legacy")
    from = r.date(maxD(c.reg, "2019-01-01"), maxD(c.reg, "2023-12-15"));
  if (from > LAST) continue;
  const m = addMship(c, from, pickPlan(c), c.src === "legacy" ? 0.025 : 0.04);
  if (m.stat === "CX" && m.end && r.chance(0.2)) {
    const again = addDays(m.end, r.int(45, 300));
    if (again <= LAST) addMship(c, again, pickPlan(c), 0.035);
  }
}
const runningOn = (c: Climber, d: string): boolean =>
  mships.some(
    (m) => m.climber === c && m.start <= d && (m.end === null || d <= m.end),
  );

// Belay checks.
for (const c of climbers) {
  if (c.belay !== null) continue;
  const m = mships.find((x) => x.climber === c);
  let p = c.src === "legacy" ? 0.7 : 0.15;
  let from = c.reg;
  if (m) {
    p = c.jnr ? 0.25 : 0.65;
    from = maxD(c.reg, m.start);
  } else if (c.jnr) p = 0.05;
  if (!r.chance(p)) continue;
  const d = addDays(from, r.int(0, 40));
  if (d <= LAST) c.belay = d;
}

// Pass B: lead courses and technique clinics, booked by members.
for (const c of courses) {
  if (c.cd !== "LEAD" && c.cd !== "TECH") continue;
  const demand = Math.min(c.max, Math.round(c.max * r.float(0.3, 1.2)));
  for (let i = 0; i < demand; i++) {
    const bkg = bookingDate(c);
    if (!bkg) continue;
    const taken = new Set(c.bookings.map((b) => b.climber));
    const pool = climbers.filter(
      (x) =>
        !x.jnr &&
        !taken.has(x) &&
        runningOn(x, bkg) &&
        (c.cd === "TECH" || (x.belay !== null && x.belay <= bkg)),
    );
    if (pool.length === 0) continue;
    c.bookings.push({ no: 0, climber: r.pick(pool), bkg, amt: 0, stat: "" });
  }
  settle(c);
}
for (const c of courses) {
  for (const b of c.bookings)
    b.amt = money(runningOn(b.climber, b.bkg) ? c.price * 0.9 : c.price);
}

// ------------------------------------------------------------------ visits
type Visit = {
  no: number;
  climber: Climber;
  at: string;
  entry: string;
  fee: number;
  shoes: boolean;
};
const visits: Visit[] = [];
const WEEKDAY_HOURS = [
  [10, 1],
  [11, 1],
  [12, 2],
  [13, 2],
  [14, 1],
  [15, 1],
  [16, 2],
  [17, 5],
  [18, 8],
  [19, 7],
  [20, 4],
  [21, 1],
] as const;
const WEEKEND_HOURS = [
  [9, 2],
  [10, 5],
  [11, 5],
  [12, 4],
  [13, 4],
  [14, 4],
  [15, 3],
  [16, 3],
  [17, 2],
  [18, 1],
  [19, 1],
] as const;
const DP_PRICE = [
  { peak: 15.5, off: 11.5, jnr: 10 },
  { peak: 16.5, off: 12.5, jnr: 10.5 },
  { peak: 17.5, off: 13, jnr: 11 },
];
function addVisit(
  c: Climber,
  d: string,
  entry: string,
  offPeakOnly = false,
  hour?: number,
): void {
  if (d < START || d > LAST) return;
  const h =
    hour ??
    (offPeakOnly
      ? r.int(10, 16)
      : r.weighted(isWeekend(d) ? WEEKEND_HOURS : WEEKDAY_HOURS));
  const at = ts(d, h, r.int(0, 59), r.int(0, 59));
  let fee = 0;
  if (entry === "DP") {
    const pr = DP_PRICE[period(d)];
    if (!pr) throw new Error(d);
    fee = c.jnr ? pr.jnr : isWeekend(d) || h >= 17 ? pr.peak : pr.off;
  }
  const shoes = r.chance(
    entry === "DP" ? (c.jnr ? 0.7 : 0.55) : entry === "CR" ? 0.75 : 0.03,
  );
  visits.push({ no: 0, climber: c, at, entry, fee, shoes });
}

// Member entries.
for (const m of mships) {
  const from = maxD(m.start, START);
  const to = minD(m.end ?? LAST, m.frozen ? addDays(m.frozen, -1) : LAST);
  if (from > to) continue;
  const weeks = (Date.parse(to) - Date.parse(from)) / (7 * 86_400_000);
  const n = r.poisson(weeks * r.float(0.04, 0.2));
  const off = m.plan === "OFP";
  for (let i = 0; i < n; i++) {
    const d = openDay(from, to, off);
    if (d) addVisit(m.climber, d, "MB", off);
  }
}
// Day passes.
for (const c of climbers) {
  const first = mships
    .filter((m) => m.climber === c)
    .map((m) => m.start)
    .sort()[0];
  const until = minD(first ? addDays(first, -1) : LAST, LAST);
  if (c.src === "walk") {
    if (c.reg <= until) addVisit(c, c.reg, "DP");
    const extra = first ? r.poisson(1) : r.poisson(0.7);
    for (let i = 0; i < extra; i++) {
      const d = openDay(addDays(c.reg, 1), minD(addDays(c.reg, 365), until));
      if (d) addVisit(c, d, "DP");
    }
  } else if (c.src === "legacy" && !first) {
    const n = r.poisson(1.6);
    for (let i = 0; i < n; i++) {
      const d = openDay(START, LAST);
      if (d) addVisit(c, d, "DP");
    }
  } else if (c.src !== "legacy") {
    const n = first ? r.poisson(1.2) : r.poisson(0.5);
    for (let i = 0; i < n; i++) {
      const d = openDay(addDays(c.reg, 1), minD(addDays(c.reg, 200), until));
      if (d) addVisit(c, d, "DP");
    }
  }
}
// Course sessions.
for (const c of courses) {
  if (c.stat !== "RN") continue;
  for (const b of c.bookings)
    if (b.stat === "CP") addVisit(b.climber, c.start, "CR", false, c.hour);
}

// ------------------------------------------------------------------ routes
type Route = {
  no: number;
  wall: string;
  disc: string;
  grade: string;
  col: string;
  name: string | null;
  set: string;
  strip: string | null;
  by: Instr;
};
const routes: Route[] = [];
const B_GRADES = [
  ["4", 3],
  ["5", 6],
  ["5+", 7],
  ["6A", 8],
  ["6A+", 7],
  ["6B", 6],
  ["6B+", 5],
  ["6C", 4],
  ["6C+", 3],
  ["7A", 2],
  ["7A+", 1.5],
  ["7B", 1],
] as const;
const R_GRADES = [
  ["4", 2],
  ["5", 4],
  ["5+", 6],
  ["6a", 8],
  ["6a+", 8],
  ["6b", 7],
  ["6b+", 6],
  ["6c", 5],
  ["6c+", 3],
  ["7a", 2],
  ["7a+", 1],
  ["7b", 0.7],
] as const;
const COLOURS = [
  "Red",
  "Blue",
  "Green",
  "Yellow",
  "Black",
  "White",
  "Purple",
  "Orange",
  "Pink",
  "Grey",
];
const ADJ = [
  "Crimson",
  "Slippery",
  "Angry",
  "Quiet",
  "Wobbly",
  "Northern",
  "Electric",
  "Lazy",
  "Sticky",
  "Grim",
  "Golden",
  "Sneaky",
];
const NOUN = [
  "Pudding",
  "Ferret",
  "Monsoon",
  "Chimney",
  "Whippet",
  "Teacake",
  "Gritstone",
  "Pylon",
  "Kestrel",
  "Drizzle",
  "Pork Pie",
  "Moor",
];
const WALLS = [
  { cd: "CAVE", disc: "B", n: 8, cycle: 70 },
  { cd: "SLAB", disc: "B", n: 6, cycle: 77 },
  { cd: "PROW", disc: "B", n: 8, cycle: 70 },
  { cd: "LEAD", disc: "R", n: 10, cycle: 150 },
  { cd: "TOPR", disc: "R", n: 8, cycle: 120 },
];
for (const w of WALLS) {
  let set = addDays(START, -r.int(5, w.cycle - 5));
  for (;;) {
    let due = addDays(set, w.cycle + r.int(-10, 10));
    while (!isOpen(due)) due = addDays(due, 1);
    const next = due > LAST ? null : due;
    const setters = INSTRS.filter((i) => i.setter && employed(i, set));
    const crew = [r.weighted(setters.map((i) => [i, i.sw] as const))];
    if (r.chance(0.5)) {
      const other = setters.filter((i) => i !== crew[0]);
      if (other.length > 0)
        crew.push(r.weighted(other.map((i) => [i, i.sw] as const)));
    }
    const cols = r.shuffle(COLOURS);
    for (let k = 0; k < w.n; k++) {
      const grade = r.weighted(w.disc === "B" ? B_GRADES : R_GRADES);
      const named = r.chance(w.disc === "R" ? 0.6 : 0.2);
      routes.push({
        no: 0,
        wall: w.cd,
        disc: w.disc,
        grade,
        col: cols[k % cols.length] ?? "Red",
        name: named ? `${r.pick(ADJ)} ${r.pick(NOUN)}` : null,
        set,
        strip: next,
        by: r.pick(crew),
      });
    }
    if (next === null) break;
    set = next;
  }
}
routes.sort((a, b) =>
  a.set === b.set ? a.wall.localeCompare(b.wall) : a.set.localeCompare(b.set),
);

// ------------------------------------------------------------------ till sales
type Sale = {
  no: number;
  at: string;
  dept: string;
  item: string;
  qty: number;
  unit: number;
  net: number;
  pay: string;
  climber: Climber | null;
};
const sales: Sale[] = [];
const CAFE = [
  ["Flat white", 3.2, 10],
  ["Americano", 2.8, 7],
  ["Tea", 2.2, 6],
  ["Hot chocolate", 3.0, 4],
  ["Flapjack", 2.6, 6],
  ["Protein bar", 2.9, 5],
  ["Cheese toastie", 5.5, 4],
  ["Soup of the day", 4.9, 2],
  ["Bottled water", 1.2, 5],
  ["Energy drink", 2.1, 3],
] as const;
const SHOP = [
  ["Chalk block", 3.5, 10],
  ["Finger tape", 3.0, 7],
  ["Liquid chalk 250ml", 9.5, 4],
  ["Chalk bag", 18, 2.5],
  ["Bouldering brush", 6.5, 2.5],
  ["Climbing shoes - Scarpa Origin", 85, 1.2],
  ["Climbing shoes - La Sportiva Tarantulace", 95, 0.8],
  ["Harness - Black Diamond Momentum", 55, 0.7],
  ["Belay device - DMM Pivot", 32, 0.5],
  ["Crux T-shirt", 22, 1.5],
] as const;
const priceOn = (base: number, d: string, dept: string): number =>
  dept === "CAF"
    ? money(Math.round(base * [1, 1.05, 1.1][period(d)]! * 20) / 20)
    : base;
const mshipList = mships;
for (const d of days(START, LAST)) {
  if (!isOpen(d)) continue;
  const season = SEASON[Number(d.slice(5, 7)) - 1] ?? 1;
  const wk = isWeekend(d) ? 1.5 : 0.85;
  for (const dept of ["CAF", "SHP"]) {
    const n = r.poisson((dept === "CAF" ? 0.8 : 0.27) * season * wk);
    for (let i = 0; i < n; i++) {
      const h = r.weighted(isWeekend(d) ? WEEKEND_HOURS : WEEKDAY_HOURS);
      const [item, base] = r.weighted(
        (dept === "CAF" ? CAFE : SHOP).map((x) => [x, x[2]] as const),
      );
      const unit = priceOn(base, d, dept);
      const qty =
        dept === "CAF"
          ? r.weighted([
              [1, 8],
              [2, 3],
              [3, 1],
            ] as const)
          : unit < 10
            ? r.weighted([
                [1, 7],
                [2, 2],
                [3, 1],
              ] as const)
            : 1;
      let climber: Climber | null = null;
      if (dept === "SHP" && r.chance(0.45)) {
        const running = mshipList.filter(
          (m) =>
            m.start <= d && (m.end === null || d <= m.end) && m.frozen === null,
        );
        if (running.length > 0) climber = r.pick(running).climber;
      }
      const net = money(qty * unit * (climber ? 0.9 : 1));
      const cashP = dept === "CAF" ? [0.25, 0.19, 0.14][period(d)]! : 0.08;
      sales.push({
        no: 0,
        at: ts(d, h, r.int(0, 59), r.int(0, 59)),
        dept,
        item,
        qty,
        unit,
        net,
        pay: r.chance(cashP) ? "CS" : "CD",
        climber,
      });
    }
  }
}

// ------------------------------------------------------------------ numbering and SQL
climbers.sort((a, b) => a.reg.localeCompare(b.reg));
climbers.forEach((c, i) => (c.no = 1001 + i));
mships.sort((a, b) => a.start.localeCompare(b.start));
mships.forEach((m, i) => (m.no = 5001 + i));
courses.forEach((c, i) => (c.no = 301 + i));
const bookings = courses.flatMap((c) => c.bookings.map((b) => ({ b, c })));
bookings.sort((x, y) => x.b.bkg.localeCompare(y.b.bkg));
bookings.forEach((x, i) => (x.b.no = 20001 + i));
visits.sort((a, b) => a.at.localeCompare(b.at));
visits.forEach((v, i) => (v.no = 100001 + i));
routes.forEach((x, i) => (x.no = 1 + i));
sales.sort((a, b) => a.at.localeCompare(b.at));
sales.forEach((s, i) => (s.no = 500001 + i));

const DDL = `
CREATE SCHEMA crux;
CREATE TABLE crux.climber (
  clm_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  email varchar(120),
  reg_dt date NOT NULL,
  jnr_yn boolean NOT NULL DEFAULT false,
  belay_dt date,
  news_optin boolean NOT NULL DEFAULT false
);
CREATE TABLE crux.mship (
  ms_no integer PRIMARY KEY,
  clm_ref integer NOT NULL REFERENCES crux.climber (clm_no),
  plan_cd varchar(4) NOT NULL,
  start_dt date NOT NULL,
  end_dt date,
  mth_fee numeric(8,2) NOT NULL,
  stat_cd varchar(2) NOT NULL
);
CREATE TABLE crux.visit (
  vis_no integer PRIMARY KEY,
  clm_ref integer NOT NULL REFERENCES crux.climber (clm_no),
  chk_in timestamp NOT NULL,
  entry_cd varchar(2) NOT NULL,
  fee_pd numeric(8,2) NOT NULL DEFAULT 0,
  shoe_hire boolean NOT NULL DEFAULT false
);
CREATE TABLE crux.instr (
  instr_cd varchar(3) PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  qual_cd varchar(4) NOT NULL,
  hr_rate numeric(8,2) NOT NULL,
  start_dt date NOT NULL,
  left_dt date,
  setter_yn boolean NOT NULL DEFAULT false
);
CREATE TABLE crux.course (
  crs_no integer PRIMARY KEY,
  crs_cd varchar(4) NOT NULL,
  title varchar(80) NOT NULL,
  start_dt date NOT NULL,
  n_sess smallint NOT NULL,
  max_plc smallint NOT NULL,
  price numeric(8,2) NOT NULL,
  lead_instr varchar(3) NOT NULL REFERENCES crux.instr (instr_cd),
  stat_cd varchar(2) NOT NULL
);
CREATE TABLE crux.crs_bkg (
  bkg_no integer PRIMARY KEY,
  crs_no integer NOT NULL REFERENCES crux.course (crs_no),
  clm_ref integer NOT NULL REFERENCES crux.climber (clm_no),
  bkg_dt date NOT NULL,
  amt_pd numeric(8,2) NOT NULL,
  stat_cd varchar(2) NOT NULL
);
CREATE TABLE crux.route (
  rt_no integer PRIMARY KEY,
  wall_cd varchar(4) NOT NULL,
  disc_cd char(1) NOT NULL,
  grade varchar(3) NOT NULL,
  hold_col varchar(10) NOT NULL,
  rt_nm varchar(40),
  set_dt date NOT NULL,
  strip_dt date,
  set_by varchar(3) NOT NULL REFERENCES crux.instr (instr_cd)
);
CREATE TABLE crux.pos_sale (
  sale_no integer PRIMARY KEY,
  sale_ts timestamp NOT NULL,
  dept_cd varchar(3) NOT NULL,
  item_desc varchar(60) NOT NULL,
  qty smallint NOT NULL,
  unit_pr numeric(8,2) NOT NULL,
  net_amt numeric(8,2) NOT NULL,
  pay_cd varchar(2) NOT NULL,
  clm_ref integer REFERENCES crux.climber (clm_no)
);
`;

export function datasetSql(): string {
  return [
    DDL,
    insertRows(
      "crux.climber",
      [
        "clm_no",
        "first_nm",
        "last_nm",
        "email",
        "reg_dt",
        "jnr_yn",
        "belay_dt",
        "news_optin",
      ],
      climbers.map((c) => [
        c.no,
        c.first,
        c.last,
        c.email,
        c.reg,
        c.jnr,
        c.belay,
        c.news,
      ]),
    ),
    insertRows(
      "crux.instr",
      [
        "instr_cd",
        "first_nm",
        "last_nm",
        "qual_cd",
        "hr_rate",
        "start_dt",
        "left_dt",
        "setter_yn",
      ],
      INSTRS.map((i) => [
        i.cd,
        i.first,
        i.last,
        i.qual,
        i.rate,
        i.start,
        i.left,
        i.setter,
      ]),
    ),
    insertRows(
      "crux.mship",
      [
        "ms_no",
        "clm_ref",
        "plan_cd",
        "start_dt",
        "end_dt",
        "mth_fee",
        "stat_cd",
      ],
      mships.map((m) => [
        m.no,
        m.climber.no,
        m.plan,
        m.start,
        m.end,
        m.fee,
        m.stat,
      ]),
    ),
    insertRows(
      "crux.visit",
      ["vis_no", "clm_ref", "chk_in", "entry_cd", "fee_pd", "shoe_hire"],
      visits.map((v) => [v.no, v.climber.no, v.at, v.entry, v.fee, v.shoes]),
    ),
    insertRows(
      "crux.course",
      [
        "crs_no",
        "crs_cd",
        "title",
        "start_dt",
        "n_sess",
        "max_plc",
        "price",
        "lead_instr",
        "stat_cd",
      ],
      courses.map((c) => [
        c.no,
        c.cd,
        c.title,
        c.start,
        c.nSess,
        c.max,
        c.price,
        c.instr.cd,
        c.stat,
      ]),
    ),
    insertRows(
      "crux.crs_bkg",
      ["bkg_no", "crs_no", "clm_ref", "bkg_dt", "amt_pd", "stat_cd"],
      bookings.map(({ b, c }) => [
        b.no,
        c.no,
        b.climber.no,
        b.bkg,
        b.amt,
        b.stat,
      ]),
    ),
    insertRows(
      "crux.route",
      [
        "rt_no",
        "wall_cd",
        "disc_cd",
        "grade",
        "hold_col",
        "rt_nm",
        "set_dt",
        "strip_dt",
        "set_by",
      ],
      routes.map((x) => [
        x.no,
        x.wall,
        x.disc,
        x.grade,
        x.col,
        x.name,
        x.set,
        x.strip,
        x.by.cd,
      ]),
    ),
    insertRows(
      "crux.pos_sale",
      [
        "sale_no",
        "sale_ts",
        "dept_cd",
        "item_desc",
        "qty",
        "unit_pr",
        "net_amt",
        "pay_cd",
        "clm_ref",
      ],
      sales.map((s) => [
        s.no,
        s.at,
        s.dept,
        s.item,
        s.qty,
        s.unit,
        s.net,
        s.pay,
        s.climber ? s.climber.no : null,
      ]),
    ),
  ].join("\n");
}
