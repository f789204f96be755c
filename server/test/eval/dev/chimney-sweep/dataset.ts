/**
 * Marches Chimney Sweeps Ltd is a chimney sweeping and stove company based in Ludlow, Shropshire, working the
 * Welsh Marches: south Shropshire, north Herefordshire, the Teme valley round Tenbury Wells and the edge of Powys.
 * The owner, Gareth Pryce, is a master sweep and a HETAS-registered stove installer; he employs three or four
 * sweeps (one an apprentice). The firm sweeps chimneys and flues (open fires, wood-burning and multi-fuel stoves,
 * range cookers, solid-fuel boilers), services stoves, supplies and fits stoves with flue liners, carries out CCTV
 * flue surveys (often for house buyers), fits bird guards and cowls on chimney pots, removes jackdaw nests (only
 * outside the nesting season), and goes out to emergency call-outs (smoke coming back into the room, a bird in the
 * chimney, a blocked flue). Every completed sweep gets a sweep certificate (needed for house insurance and by
 * landlords); an installation gets a HETAS compliance certificate; a CCTV survey gets a written survey report.
 * Customers are householders (domestic), private landlords with several let properties, letting agents who manage
 * landlords' properties and are billed for the work, and businesses (pubs, holiday-cottage owners, estates).
 * Eleven months after a sweep the system sends the customer a reminder that the annual sweep is due, when the
 * customer has agreed to reminders.
 *
 * This is an export of the firm's job-management system "SootBook" (schema `swm`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. SootBook went live on 2024-01-02:
 * visits, invoices, payments, certificates and reminders start then (customers and properties carried over from
 * the old system keep their original created date). Visits booked for the future (up to the end of January 2027)
 * are already in. Sweeps work Monday to Friday; emergency call-outs can be on any day.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `std_p`, `unit_p`, `net_p`, `vat_p`,
 * `amt_p`. The firm is VAT registered: prices, line amounts and invoice `net_p` are before VAT; VAT is 20% and is
 * held separately in `inv.vat_p`; an invoice's total including VAT is `net_p + vat_p`; payments are amounts
 * received including VAT. Flags are 'Y'/'N'.
 *
 * Tables and columns
 * - `tech`: the firm's field staff. `tech_id`; `tech_cd` their initials as used on the job sheets; `first_nm`,
 *   `last_nm`; `role_cd` MS master sweep & HETAS installer (the owner), SW sweep, APP apprentice sweep (Tom has
 *   done visits on his own since 2025-09-01, before that he only went out as the second man); `hetas_no` HETAS
 *   registration (NULL unless registered: only HETAS-registered staff install stoves); `cctv_yn` Y when trained
 *   on the CCTV flue camera (only they do CCTV surveys); `start_dt`, `leave_dt` (NULL = still employed); `van_reg`
 *   the van they drive (NULL = rides with someone else).
 * - `cust`: customers. `cust_no`; `cust_typ` D domestic householder, L private landlord, A letting agent, B business
 *   (pub, holiday lets, estate). `title`, `first_nm`, `last_nm` the person (for A and B the contact person);
 *   `co_nm` the company name (only for A and B; NULL for D and L). `email`, `mob` (either may be NULL); `pcode`
 *   the billing postcode. `rmd_yn` Y when the customer agreed to annual sweep reminders; `rmd_chan` how they get
 *   them: EM email, SMS text message, LTR letter (NULL when `rmd_yn` is N). `created_dt` when the customer was first
 *   set up (in the old system for customers carried over). `del_yn` Y when the customer record has been deleted
 *   (left, duplicate, or asked to be removed): deleted customers are kept for the accounts but are not customers
 *   any more.
 * - `prop`: a property with one or more chimneys the firm works on. `prop_no`; `cust_no` the owner (a domestic,
 *   landlord or business customer); `agent_no` the letting agent (a `cust` of type A) who manages a let property
 *   and is invoiced for the work there (NULL = billed to the owner); `addr1`, `town`, `pcode`; `appl_cd` the main
 *   appliance: OF open fire, WB wood-burning stove, MF multi-fuel stove, IS inset / cassette stove, RC range cooker,
 *   BLR solid-fuel boiler; `n_flues` number of flues swept there; `inst_dt` the date the firm installed the
 *   present stove (NULL if the firm did not install it); `acc_note` access notes for the sweep (key safe, dogs...).
 * - `job_typ` (lookup): the work the firm does. `job_cd`; `job_desc`; `std_p` today's standard price before VAT
 *   (NULL for quoted work: installs and liners are priced per job); `cert_typ` the certificate the work produces
 *   (see `cert`), NULL for none; `roof_yn` Y for work on the roof; `act_yn` N for a job type no longer offered.
 *   Codes: SWP chimney sweep (first flue), SWX each additional flue swept on the same visit, SVC stove service,
 *   CCTV CCTV flue survey, SMK smoke / draw test, BG bird guard supplied & fitted (quantity = pots), COWL cowl
 *   supplied & fitted, NEST bird nest removal, LINR flexible flue liner supplied & fitted, INST stove supplied &
 *   installed, CALL emergency call-out charge, NAF no-access / late cancellation fee, RTY rotary power sweep
 *   (withdrawn, never used in SootBook). Prices went up on 2025-09-01; what was actually charged is on the line.
 * - `visit`: one booked visit to a property (a job). `visit_no`; `prop_no`; `job_cd` the main job booked (SWP sweep
 *   visit, CCTV survey, INST installation, CALL emergency call-out); `tech_id` the sweep / engineer sent; `mate_id`
 *   a second person who went along (apprentice or installer's mate; NULL = on their own); `book_dt` when booked;
 *   `sched_dt` the date booked for; `slot_cd` AM morning, PM afternoon, AD all day, EM emergency (same day / out of
 *   hours); `src_cd` how it was booked: PH phone, WEB website form, RMD in reply to an annual reminder, AGT letting
 *   agent instruction, EML email. `stat_cd`: BK booked (still to come), CM completed, CX cancelled, NA no access
 *   (the sweep turned up but could not get in: nobody home, tenant refused, no key). `done_dt` the date the work
 *   was done (NULL unless CM). `cx_dt` the date a visit was cancelled and `cx_cd` why: CUS cancelled by the customer,
 *   WX weather (roof work in high wind / rain), OUR cancelled by us (sweep ill, van off the road), DUP duplicate
 *   booking (both NULL unless CX). A cancelled or no-access visit that is rebooked gets a new visit.
 * - `visit_ln`: what was charged on a visit, one line per job type. `ln_id`; `visit_no`; `job_cd`; `qty`; `unit_p`
 *   the price charged per unit before VAT (line amount = qty x unit_p). Only completed visits and no-access visits
 *   that were charged a no-access fee (one NAF line) have lines; booked and cancelled visits have none.
 * - `cert`: certificates issued. `cert_no` (e.g. MCS/25/0412, numbered per year); `visit_no`; `cert_typ` SWC sweep
 *   certificate, HCC HETAS compliance certificate (installations), CTV CCTV survey report; `tech_id` who signed it;
 *   `issued_dt`; `result_cd` P satisfactory, A advisory (fit for use, remedial work advised), F fail (appliance /
 *   flue condemned: do not use until repaired); `void_yn` Y for a certificate cancelled because it was issued with
 *   a mistake: it was replaced by a new certificate for the same visit, and a void certificate does not count.
 * - `inv`: invoices. `inv_no`; `visit_no` the visit invoiced; `cust_no` who is billed (the letting agent for an
 *   agent-managed property, otherwise the owner); `inv_dt`; `due_dt` (domestic customers pay on the day: due the
 *   invoice date; landlords, agents and businesses have 30 days); `net_p` before VAT; `vat_p` the VAT; `stat_cd` O
 *   open (nothing paid yet), PP part paid, PD paid in full, V void (raised in error and replaced by a new invoice
 *   for the same visit; a void invoice counts for nothing), WO written off as a bad debt (what was unpaid will not
 *   be collected); `wo_dt` the date written off (NULL unless WO).
 * - `pmt`: money received against invoices. `pmt_no`; `inv_no`; `pmt_dt`; `amt_p` the amount received including
 *   VAT; `mthd_cd` CRD card (card reader on the day), CSH cash, BACS bank transfer, CHQ cheque; `ref` the bank
 *   reference or cheque number (NULL for card and cash).
 * - `rmdr`: annual sweep reminders, one per completed sweep for customers who take reminders, due 11 months after
 *   the sweep. `rmd_no`; `prop_no`; `due_dt`; `sent_dt` (NULL = not sent yet: due in the future); `chan_cd` EM email,
 *   SMS text, LTR letter; `resp_cd` BKD the customer booked a sweep in reply (the booked visit in `visit_no`), NR no
 *   reply within 30 days, OPT the customer asked not to be reminded again, NULL = not sent yet or sent less than 30
 *   days ago without a booking yet.
 *
 * Not recorded here: customer reviews, ratings or complaints; how a customer first heard of the firm or any
 *   marketing spend; staff hours, timesheets, wages or overtime; the actual time spent on site or arrival times
 *   (only the AM/PM slot); van mileage, fuel or other running costs; what the firm pays for stoves, liners, cowls and
 *   other stock (so no costs or profit margins); the fuel a customer burns (wood, coal, smokeless) or how much; the
 *   age, size or value of the properties; chimney fires or insurance claims; quotes that were not accepted; soot or
 *   debris quantities; the weather.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const SCHEMA = "swm";
const START = "2024-01-02";
const LAST = "2026-11-24";
const HORIZON = "2027-01-29";
const PRICE_RISE = "2025-09-01";
const r = seededRandom(7_311_2026);

const HOLS = new Set([...ENGLAND_BANK_HOLIDAYS, "2027-01-01"]);
const isWorkDay = (d: string): boolean => {
  const w = dayOfWeek(d);
  return w >= 1 && w <= 5 && !HOLS.has(d);
};
const nextWorkDay = (d: string): string => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
const month = (d: string): number => Number(d.slice(5, 7));

// ------------------------------------------------------------------ staff
type Tech = {
  id: number;
  cd: string;
  first: string;
  last: string;
  role: string;
  hetas: string | null;
  cctv: boolean;
  start: string;
  leave: string | null;
  van: string | null;
  solo: string; // first day doing visits on their own
  wt: number;
};
const TECHS: Tech[] = [
  {
    id: 1,
    cd: "GP",
    first: "Gareth",
    last: "Pryce",
    role: "MS",
    hetas: "HETAS 41877",
    cctv: true,
    start: "2009-04-01",
    leave: null,
    van: "WK19 FZP",
    solo: "2009-04-01",
    wt: 1.2,
  },
  {
    id: 2,
    cd: "DM",
    first: "Dean",
    last: "Mollison",
    role: "SW",
    hetas: null,
    cctv: false,
    start: "2016-03-14",
    leave: null,
    van: "YX68 KDU",
    solo: "2016-03-14",
    wt: 4,
  },
  {
    id: 3,
    cd: "KW",
    first: "Kieran",
    last: "Walsh",
    role: "SW",
    hetas: null,
    cctv: true,
    start: "2019-08-05",
    leave: null,
    van: "WR20 HNB",
    solo: "2019-08-05",
    wt: 3.5,
  },
  {
    id: 4,
    cd: "LF",
    first: "Lee",
    last: "Fairclough",
    role: "SW",
    hetas: null,
    cctv: false,
    start: "2021-02-01",
    leave: "2025-06-27",
    van: "YB17 PLO",
    solo: "2021-02-01",
    wt: 4.5,
  },
  {
    id: 5,
    cd: "TH",
    first: "Tom",
    last: "Henshall",
    role: "APP",
    hetas: null,
    cctv: false,
    start: "2024-09-02",
    leave: null,
    van: null,
    solo: "2025-09-01",
    wt: 2.5,
  },
  {
    id: 6,
    cd: "RD",
    first: "Ryan",
    last: "Doyle",
    role: "SW",
    hetas: null,
    cctv: false,
    start: "2025-08-04",
    leave: null,
    van: "WK21 ODV",
    solo: "2025-08-04",
    wt: 4,
  },
];
const onStaff = (t: Tech, d: string): boolean =>
  t.start <= d && (t.leave === null || d <= t.leave);
const sweepFor = (d: string): Tech => {
  const c = TECHS.filter((t) => onStaff(t, d) && t.solo <= d);
  return r.weighted(c.map((t) => [t, t.wt] as const));
};
const cctvFor = (d: string): Tech => (r.chance(0.7) ? TECHS[2]! : TECHS[0]!);
const TOM = TECHS[4]!;

// ------------------------------------------------------------------ names and places
const FIRST = [
  "James",
  "John",
  "David",
  "Richard",
  "Peter",
  "Michael",
  "Andrew",
  "Stephen",
  "Robert",
  "Paul",
  "Mark",
  "Simon",
  "Ian",
  "Nigel",
  "Philip",
  "Martin",
  "Christopher",
  "Anthony",
  "Graham",
  "Colin",
  "Alan",
  "Neil",
  "Hugh",
  "Rupert",
  "Edward",
  "William",
  "Thomas",
  "Oliver",
  "Matthew",
  "Daniel",
  "Susan",
  "Sarah",
  "Elizabeth",
  "Margaret",
  "Helen",
  "Jane",
  "Catherine",
  "Alison",
  "Julie",
  "Karen",
  "Rachel",
  "Emma",
  "Claire",
  "Joanna",
  "Fiona",
  "Gillian",
  "Patricia",
  "Ann",
  "Rosemary",
  "Caroline",
  "Louise",
  "Victoria",
  "Harriet",
  "Lucy",
  "Sophie",
  "Judith",
  "Wendy",
  "Diane",
  "Hannah",
  "Kate",
];
const LASTN = [
  "Jones",
  "Davies",
  "Evans",
  "Williams",
  "Price",
  "Powell",
  "Morgan",
  "Bowen",
  "Preece",
  "Griffiths",
  "Lloyd",
  "Bevan",
  "Hughes",
  "Watkins",
  "Pugh",
  "Parry",
  "Probert",
  "Meredith",
  "Vaughan",
  "Smith",
  "Taylor",
  "Brown",
  "Wilson",
  "Cooper",
  "Baker",
  "Harris",
  "Clarke",
  "Turner",
  "Hill",
  "Wood",
  "Edwards",
  "Green",
  "Hall",
  "Walker",
  "Jackson",
  "Bishop",
  "Mason",
  "Mills",
  "Lewis",
  "Roberts",
  "Holloway",
  "Pritchard",
  "Corbett",
  "Beddoes",
  "Onions",
  "Tudor",
  "Gittins",
  "Jenkins",
  "Oakley",
  "Millichamp",
  "Breakwell",
  "Lambert",
  "Sheppard",
  "Hamer",
  "Clee",
  "Downes",
  "Wainwright",
  "Ashford",
  "Fox",
  "Colley",
  "Hammond",
  "Reynolds",
  "Nash",
  "Whitehouse",
];
const nameOf = uniqueNames(
  r,
  FIRST,
  LASTN,
  new Set(["Gareth Pryce", "Dean Mollison", "Kieran Walsh"]),
);
const FEMALE = new Set(FIRST.slice(30));
const titleOf = (first: string): string =>
  FEMALE.has(first)
    ? r.weighted([
        ["Mrs", 5],
        ["Ms", 2],
        ["Miss", 1],
        ["Dr", 0.5],
      ])
    : r.weighted([
        ["Mr", 9],
        ["Dr", 0.5],
        ["Rev", 0.2],
      ]);

type Place = { town: string; dist: string[]; wt: number; streets: string[] };
const PLACES: Place[] = [
  {
    town: "Ludlow",
    dist: ["SY8 1", "SY8 2"],
    wt: 30,
    streets: [
      "Corve Street",
      "Broad Street",
      "Mill Street",
      "Lower Galdeford",
      "Gravel Hill",
      "Old Street",
      "Bromfield Road",
      "Sandpits Road",
      "Julian Road",
      "Henley Road",
      "Temeside",
      "Livesey Road",
    ],
  },
  {
    town: "Craven Arms",
    dist: ["SY7 8", "SY7 9"],
    wt: 10,
    streets: [
      "Shrewsbury Road",
      "Corvedale Road",
      "Newington Way",
      "Dale Street",
      "Market Street",
    ],
  },
  {
    town: "Church Stretton",
    dist: ["SY6 6", "SY6 7"],
    wt: 10,
    streets: [
      "Sandford Avenue",
      "Shrewsbury Road",
      "High Street",
      "Carding Mill Valley",
      "Watling Street South",
      "Essex Road",
    ],
  },
  {
    town: "Leominster",
    dist: ["HR6 8", "HR6 9", "HR6 0"],
    wt: 11,
    streets: [
      "Etnam Street",
      "Broad Street",
      "South Street",
      "Bargates",
      "Westfield Walk",
      "Ryelands Road",
    ],
  },
  {
    town: "Tenbury Wells",
    dist: ["WR15 8"],
    wt: 12,
    streets: [
      "Teme Street",
      "Cross Street",
      "Berrington Road",
      "Kyrewood Road",
      "Bromyard Road",
    ],
  },
  {
    town: "Cleobury Mortimer",
    dist: ["DY14 8"],
    wt: 8,
    streets: ["Lower Street", "Church Street", "Childe Road", "Vaughan Road"],
  },
  {
    town: "Knighton",
    dist: ["LD7 1"],
    wt: 5,
    streets: ["Broad Street", "Station Road", "Wylcwm Street", "Church Road"],
  },
  {
    town: "Bishop's Castle",
    dist: ["SY9 5"],
    wt: 5,
    streets: [
      "Church Street",
      "Welsh Street",
      "Station Street",
      "Castle Street",
    ],
  },
];
const HOUSE_NAMES = [
  "Rose Cottage",
  "The Old Rectory",
  "Orchard House",
  "Brook Cottage",
  "The Granary",
  "Yew Tree Farm",
  "Hillside",
  "The Barn",
  "Ivy Cottage",
  "Church Farm",
  "The Old Forge",
  "Meadow View",
  "Lower House Farm",
  "The Coach House",
  "Pear Tree Cottage",
  "Hollybush",
  "The Lodge",
  "Upper Hall",
  "Stone House",
  "Mill Cottage",
];
const LET = "ABDEFGHJLNPQRSTUWXYZ";
const placeAddr = (): { addr1: string; town: string; pcode: string } => {
  const p = r.weighted(PLACES.map((x) => [x, x.wt] as const));
  const addr1 = r.chance(0.3)
    ? `${r.pick(HOUSE_NAMES)}, ${r.pick(p.streets)}`
    : `${r.int(1, 120)} ${r.pick(p.streets)}`;
  return {
    addr1,
    town: p.town,
    pcode: `${r.pick(p.dist)}${r.pick(LET.split(""))}${r.pick(LET.split(""))}`,
  };
};

// ------------------------------------------------------------------ job types
type JobType = {
  cd: string;
  desc: string;
  p: [number, number] | null;
  cert: string | null;
  roof: boolean;
  act: boolean;
};
const JOBS: JobType[] = [
  {
    cd: "SWP",
    desc: "Chimney sweep - first flue",
    p: [7000, 7500],
    cert: "SWC",
    roof: false,
    act: true,
  },
  {
    cd: "SWX",
    desc: "Additional flue swept (same visit)",
    p: [3500, 4000],
    cert: null,
    roof: false,
    act: true,
  },
  {
    cd: "SVC",
    desc: "Stove service",
    p: [6000, 6500],
    cert: null,
    roof: false,
    act: true,
  },
  {
    cd: "CCTV",
    desc: "CCTV flue survey",
    p: [12000, 13500],
    cert: "CTV",
    roof: false,
    act: true,
  },
  {
    cd: "SMK",
    desc: "Smoke / draw test",
    p: [3000, 3000],
    cert: null,
    roof: false,
    act: true,
  },
  {
    cd: "BG",
    desc: "Bird guard supply & fit (per pot)",
    p: [8500, 9500],
    cert: null,
    roof: true,
    act: true,
  },
  {
    cd: "COWL",
    desc: "Cowl supply & fit",
    p: [14500, 15500],
    cert: null,
    roof: true,
    act: true,
  },
  {
    cd: "NEST",
    desc: "Bird nest removal",
    p: [8000, 9000],
    cert: null,
    roof: false,
    act: true,
  },
  {
    cd: "LINR",
    desc: "Flexible flue liner supply & fit",
    p: null,
    cert: null,
    roof: true,
    act: true,
  },
  {
    cd: "INST",
    desc: "Stove supply & installation",
    p: null,
    cert: "HCC",
    roof: false,
    act: true,
  },
  {
    cd: "CALL",
    desc: "Emergency call-out charge",
    p: [6000, 6500],
    cert: null,
    roof: false,
    act: true,
  },
  {
    cd: "NAF",
    desc: "No access / late cancellation fee",
    p: [4000, 4500],
    cert: null,
    roof: false,
    act: true,
  },
  {
    cd: "RTY",
    desc: "Rotary power sweep",
    p: [8500, 8500],
    cert: "SWC",
    roof: false,
    act: false,
  },
];
const JOB = new Map(JOBS.map((j) => [j.cd, j]));
const priceOf = (cd: string, d: string): number => {
  const p = JOB.get(cd)!.p!;
  return d < PRICE_RISE ? p[0] : p[1];
};

// ------------------------------------------------------------------ customers and properties
type Cust = {
  no: number;
  typ: string;
  title: string;
  first: string;
  last: string;
  co: string | null;
  email: string | null;
  mob: string | null;
  pcode: string;
  rmd: boolean;
  chan: string | null;
  created: string;
  del: boolean;
};
type Prop = {
  no: number;
  cust: Cust;
  agent: Cust | null;
  addr1: string;
  town: string;
  pcode: string;
  appl: string;
  flues: number;
  inst: string | null;
  note: string | null;
  bg: boolean;
};
const custs: Cust[] = [];
const props: Prop[] = [];

const emailOf = (first: string, last: string): string =>
  `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, "")}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "btinternet.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk", "icloud.com"])}`;
const mobOf = (): string => `07${r.int(700, 999)} ${pad(r.int(0, 999999), 6)}`;

const newCust = (
  typ: string,
  created: string,
  opts: { co?: string; rmd?: number; pcode?: string } = {},
): Cust => {
  const [first, last] = nameOf();
  const rmd = r.chance(
    opts.rmd ?? (typ === "L" ? 0.9 : typ === "B" ? 0.7 : 0.78),
  );
  const c: Cust = {
    no: custs.length + 1,
    typ,
    title: titleOf(first),
    first,
    last,
    co: opts.co ?? null,
    email: r.chance(0.88) ? emailOf(first, last) : null,
    mob: r.chance(0.8) ? mobOf() : null,
    pcode: opts.pcode ?? placeAddr().pcode,
    rmd,
    chan: rmd
      ? r.weighted([
          ["EM", 6],
          ["SMS", 3],
          ["LTR", 1],
        ])
      : null,
    created,
    del: false,
  };
  if (c.chan === "EM" && c.email === null) c.chan = "SMS";
  if (c.chan === "SMS" && c.mob === null) c.chan = "LTR";
  custs.push(c);
  return c;
};
const NOTES = [
  "Key safe by back door",
  "Dogs - ring first",
  "Tenant works nights, PM only",
  "Parking on lane opposite",
  "Thatched roof - no roof work",
  "Listed building",
  "Access via side gate",
  "Narrow lane, no large vans",
  "Key with neighbour at no. 3",
  "Cat - keep doors shut",
];
const newProp = (cust: Cust, agent: Cust | null, appl?: string): Prop => {
  const a = placeAddr();
  const ap =
    appl ??
    r.weighted([
      ["OF", 25],
      ["WB", 28],
      ["MF", 30],
      ["IS", 6],
      ["RC", 6],
      ["BLR", 5],
    ]);
  const p: Prop = {
    no: props.length + 1,
    cust,
    agent,
    addr1: a.addr1,
    town: a.town,
    pcode: a.pcode,
    appl: ap,
    flues: r.weighted([
      [1, 70],
      [2, 22],
      [3, 6],
      [4, 2],
    ]),
    inst: null,
    note: r.chance(0.15) ? r.pick(NOTES) : null,
    bg: r.chance(0.25),
  };
  if (cust.typ === "D" && cust.pcode !== p.pcode && r.chance(0.9))
    cust.pcode = p.pcode;
  props.push(p);
  return p;
};

// letting agents and businesses
const AGENTS = [
  "Ludlow Property Lets",
  "Marches Residential Lettings",
  "Teme & Corve Estate Agents",
  "Clee Hill Homes Management",
];
const agents = AGENTS.map((co) =>
  newCust("A", r.date("2012-01-01", "2019-12-31"), { co, rmd: 1 }),
);
agents.forEach((a) => {
  a.chan = "EM";
  a.email = `lettings@${a.co!.toLowerCase().replace(/[^a-z]/g, "")}.co.uk`;
});
// agents are billed; reminders go to the owners, not the agents
agents.forEach((a) => {
  a.rmd = false;
  a.chan = null;
});

const BUSINESSES: [string, number][] = [
  ["The Bell Inn, Tenbury", 1],
  ["Mortimer Forest Holiday Cottages", 5],
  ["Stokesay Court Estate", 4],
  ["The Church Inn, Ludlow", 1],
  ["Clun Valley Retreats", 3],
  ["Corvedale Farm Lets", 2],
];

// ------------------------------------------------------------------ visits
type Line = { cd: string; qty: number; unit: number };
type Visit = {
  key: number;
  no: number;
  prop: Prop;
  job: string;
  tech: Tech;
  mate: Tech | null;
  book: string;
  sched: string;
  slot: string;
  src: string;
  stat: string;
  done: string | null;
  cx: string | null;
  cxCd: string | null;
  lines: Line[];
};
const visits: Visit[] = [];
type Rmd = {
  prop: Prop;
  due: string;
  sent: string | null;
  chan: string;
  resp: string | null;
  visit: Visit | null;
};
const rmds: Rmd[] = [];

const leadDays = (book: string): number =>
  [9, 10, 11].includes(month(book)) ? r.int(10, 40) : r.int(2, 20);

const mkVisit = (
  prop: Prop,
  job: string,
  book: string,
  sched: string,
  src: string,
  slot?: string,
): Visit => {
  let tech: Tech;
  if (job === "INST") tech = TECHS[0]!;
  else if (job === "CCTV") tech = cctvFor(sched);
  else tech = sweepFor(sched);
  let mate: Tech | null = null;
  if (job === "INST")
    mate = onStaff(TOM, sched)
      ? TOM
      : r.pick(TECHS.filter((t) => t.id !== 1 && onStaff(t, sched)));
  else if (
    onStaff(TOM, sched) &&
    sched < TOM.solo &&
    tech.id !== TOM.id &&
    r.chance(0.45)
  )
    mate = TOM;
  const v: Visit = {
    key: visits.length,
    no: 0,
    prop,
    job,
    tech,
    mate,
    book,
    sched,
    slot: slot ?? (job === "INST" ? "AD" : r.chance(0.55) ? "AM" : "PM"),
    src,
    stat: "BK",
    done: null,
    cx: null,
    cxCd: null,
    lines: [],
  };
  visits.push(v);
  return v;
};

const soleProp = (p: Prop): boolean =>
  props.filter((x) => x.cust === p.cust).length === 1;
const billTo = (p: Prop): Cust => p.agent ?? p.cust;
const isLet = (p: Prop): boolean => p.cust.typ !== "D";

/** Decide what happens to a visit booked for a past or future date. Returns the status. */
const settle = (v: Visit, pCx: number, pNa: number): string => {
  const past = v.sched <= LAST;
  if (!past) {
    if (v.book <= LAST && r.chance(0.05)) {
      const cx = r.date(v.book, LAST);
      v.stat = "CX";
      v.cx = cx;
      v.cxCd = r.weighted([
        ["CUS", 7],
        ["DUP", 1],
        ["OUR", 1],
      ]);
    } else v.stat = "BK";
    return v.stat;
  }
  const roll = r.next();
  if (roll < pCx) {
    v.stat = "CX";
    v.cx = r.chance(0.3) ? v.sched : r.date(v.book, v.sched);
    v.cxCd = r.weighted([
      ["CUS", 10],
      [
        "WX",
        v.job === "INST" || [12, 1, 2, 3].includes(month(v.sched)) ? 2.5 : 0.8,
      ],
      ["OUR", 1.5],
      ["DUP", 0.6],
    ]);
  } else if (roll < pCx + pNa) {
    v.stat = "NA";
    if (r.chance(isLet(v.prop) ? 0.75 : 0.5))
      v.lines.push({ cd: "NAF", qty: 1, unit: priceOf("NAF", v.sched) });
  } else {
    v.stat = "CM";
    v.done = v.sched;
  }
  return v.stat;
};

const sweepLines = (v: Visit): void => {
  const p = v.prop;
  const d = v.done!;
  let sw = priceOf("SWP", d);
  if (p.cust.typ === "D" && r.chance(0.06)) sw -= 1000; // pensioner discount
  if (p.cust.typ === "B" && r.chance(0.5)) sw -= 500;
  v.lines.push({ cd: "SWP", qty: 1, unit: sw });
  if (p.flues > 1)
    v.lines.push({ cd: "SWX", qty: p.flues - 1, unit: priceOf("SWX", d) });
  if (["WB", "MF", "IS"].includes(p.appl) && r.chance(0.3))
    v.lines.push({ cd: "SVC", qty: 1, unit: priceOf("SVC", d) });
  let nest = false;
  if ([8, 9, 10, 11].includes(month(d)) && !p.bg && r.chance(0.07)) {
    v.lines.push({ cd: "NEST", qty: 1, unit: priceOf("NEST", d) });
    nest = true;
  }
  if (!p.bg && r.chance(nest ? 0.7 : 0.05)) {
    v.lines.push({ cd: "BG", qty: r.int(1, p.flues), unit: priceOf("BG", d) });
    p.bg = true;
  }
  if (r.chance(0.035))
    v.lines.push({ cd: "COWL", qty: 1, unit: priceOf("COWL", d) });
  if (r.chance(isLet(p) ? 0.18 : 0.03))
    v.lines.push({ cd: "SMK", qty: 1, unit: priceOf("SMK", d) });
  if (r.chance(0.02))
    v.lines.push({ cd: "CCTV", qty: 1, unit: priceOf("CCTV", d) });
};

/** One property's run of annual sweeps, starting with a first booking. */
const sweepChain = (
  p: Prop,
  firstBook: string,
  firstSched: string,
  firstSrc: string,
): void => {
  let book = firstBook;
  let sched = firstSched;
  let src = firstSrc;
  let fromRmd: Rmd | null = null;
  for (let guard = 0; guard < 20; guard++) {
    if (book > LAST || sched > HORIZON) return;
    const v = mkVisit(p, "SWP", book, sched, src);
    if (fromRmd) {
      fromRmd.visit = v;
      fromRmd = null;
    }
    const let_ = isLet(p);
    const st = settle(v, 0.06, let_ ? 0.09 : 0.04);
    if (st === "BK") return;
    if (st === "CX" || st === "NA") {
      const at = st === "CX" ? v.cx! : v.sched;
      if (v.cxCd === "DUP") return;
      if (!r.chance(st === "NA" ? 0.88 : 0.72)) {
        // give up this year; maybe come back next year
        if (!r.chance(0.4)) return;
        book = addDays(at, r.int(300, 380));
        sched = nextWorkDay(addDays(book, leadDays(book)));
        src = p.agent
          ? "AGT"
          : r.weighted([
              ["PH", 5],
              ["WEB", 3],
              ["EML", 2],
            ]);
        continue;
      }
      book = addDays(at, r.int(0, 4));
      sched = nextWorkDay(addDays(book, r.int(3, 25)));
      src = p.agent
        ? "AGT"
        : r.weighted([
            ["PH", 6],
            ["EML", 2],
            ["WEB", 1],
          ]);
      continue;
    }
    // completed
    sweepLines(v);
    const done = v.done!;
    const rmdOn = p.cust.rmd && !p.cust.del;
    if (rmdOn) {
      const due = addMonths(done, 11);
      const rm: Rmd = {
        prop: p,
        due,
        sent: null,
        chan: p.cust.chan!,
        resp: null,
        visit: null,
      };
      rmds.push(rm);
      if (due > LAST) return;
      rm.sent = due;
      const roll = r.next();
      if (roll < 0.6) {
        book = addDays(due, r.int(0, 24));
        if (book > LAST) return; // not replied yet
        rm.resp = "BKD";
        fromRmd = rm;
        sched = nextWorkDay(addDays(book, leadDays(book)));
        src = "RMD";
        continue;
      }
      if (addDays(due, 30) > LAST) return; // awaiting a reply
      if (roll < 0.66 && p.cust.typ === "D") {
        rm.resp = "OPT";
        p.cust.rmd = false;
        if (!r.chance(0.3)) return;
        book = addDays(due, r.int(30, 120));
      } else {
        rm.resp = "NR";
        if (p.cust.typ === "D" && soleProp(p) && r.chance(0.12)) {
          p.cust.del = true;
          return;
        }
        if (!r.chance(0.55)) return;
        book = addDays(due, r.int(31, 150));
      }
      sched = nextWorkDay(addDays(book, leadDays(book)));
      src = p.agent
        ? "AGT"
        : r.weighted([
            ["PH", 5],
            ["WEB", 3],
            ["EML", 2],
          ]);
      continue;
    }
    if (p.cust.typ === "D" && soleProp(p) && r.chance(0.05)) {
      p.cust.del = true;
      return;
    }
    if (!r.chance(p.cust.typ === "D" ? 0.7 : 0.88)) return;
    book = addDays(done, r.int(330, 420));
    sched = nextWorkDay(addDays(book, leadDays(book)));
    src = p.agent
      ? "AGT"
      : r.weighted([
          ["PH", 5],
          ["WEB", 3],
          ["EML", 2],
        ]);
  }
};

const SEASON: [number, number][] = [
  [1, 4],
  [2, 4],
  [3, 6],
  [4, 7],
  [5, 7],
  [6, 6],
  [7, 6],
  [8, 8],
  [9, 12],
  [10, 14],
  [11, 12],
  [12, 5],
];
const seasonalDate = (year: number): string => {
  const m = r.weighted(SEASON);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${pad(m, 2)}-${pad(r.int(1, last), 2)}`;
};
const firstSweepIn2024 = (p: Prop, src: string): void => {
  let sched = nextWorkDay(seasonalDate(2024));
  if (sched < "2024-01-08") sched = nextWorkDay("2024-01-08");
  let book = addDays(sched, -leadDays(sched));
  if (book < START) book = START;
  sweepChain(p, book, sched, src);
};

// carried-over domestic customers
for (let i = 0; i < 240; i++) {
  const c = newCust("D", r.date("2011-06-01", "2023-12-20"));
  const p = newProp(c, null);
  firstSweepIn2024(
    p,
    r.weighted([
      ["PH", 5],
      ["WEB", 2],
      ["EML", 2],
    ]),
  );
  if (r.chance(0.05)) {
    const p2 = newProp(c, null); // second home
    firstSweepIn2024(p2, "PH");
  }
}
// landlords
for (let i = 0; i < 16; i++) {
  const c = newCust("L", r.date("2010-01-01", "2023-10-31"));
  const n = r.weighted([
    [2, 3],
    [3, 3],
    [4, 3],
    [5, 2],
    [6, 2],
    [8, 1],
    [11, 1],
  ]);
  const agent = r.chance(0.65) ? r.pick(agents) : null;
  for (let k = 0; k < n; k++) {
    const ag = agent && r.chance(0.85) ? agent : null;
    const p = newProp(c, ag);
    firstSweepIn2024(
      p,
      ag
        ? "AGT"
        : r.weighted([
            ["PH", 3],
            ["EML", 2],
          ]),
    );
  }
}
// businesses
for (const [co, n] of BUSINESSES) {
  const c = newCust("B", r.date("2012-01-01", "2023-06-30"), { co });
  for (let k = 0; k < n; k++) {
    const p = newProp(
      c,
      null,
      r.weighted([
        ["OF", 3],
        ["WB", 4],
        ["MF", 3],
        ["IS", 1],
      ]),
    );
    firstSweepIn2024(
      p,
      r.weighted([
        ["PH", 2],
        ["EML", 3],
      ]),
    );
  }
}
// new domestic customers over the period (first booking creates them)
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const rate = [9, 10, 11].includes(month(d)) ? 0.36 : 0.15;
  if (!r.chance(rate)) continue;
  const c = newCust("D", d);
  const p = newProp(c, null);
  const sched = nextWorkDay(addDays(d, leadDays(d)));
  sweepChain(
    p,
    d,
    sched,
    r.weighted([
      ["PH", 4],
      ["WEB", 4],
      ["EML", 1],
    ]),
  );
}
// a couple of new landlords
for (const created of ["2024-06-11", "2025-02-20", "2026-03-09"]) {
  const c = newCust("L", created);
  const agent = created === "2025-02-20" ? agents[1]! : null;
  for (let k = 0; k < r.int(2, 4); k++) {
    const p = newProp(c, agent);
    const book = addDays(created, r.int(0, 20));
    sweepChain(
      p,
      book,
      nextWorkDay(addDays(book, leadDays(book))),
      agent ? "AGT" : "PH",
    );
  }
}

// CCTV surveys for house buyers: one-off customers
for (let d = START; d <= HORIZON; d = addDays(d, 1)) {
  if (d > LAST || !r.chance(0.075)) continue;
  const c = newCust("D", d, { rmd: 0.1 });
  const p = newProp(c, null);
  const v = mkVisit(
    p,
    "CCTV",
    d,
    nextWorkDay(addDays(d, r.int(3, 18))),
    r.weighted([
      ["PH", 3],
      ["WEB", 2],
      ["EML", 3],
    ]),
  );
  const st = settle(v, 0.1, 0.02);
  if (st === "CM")
    v.lines.push({ cd: "CCTV", qty: 1, unit: priceOf("CCTV", v.done!) });
  if (st === "NA") v.lines.length = 0;
}

// stove installations
const QUOTED_ONLY: Cust[] = [];
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const m = month(d);
  const rate = [1, 2, 3, 4, 5, 6, 7, 8].includes(m) ? 0.075 : 0.03;
  if (!r.chance(rate)) continue;
  // d is the day the install is booked (quote accepted)
  const existing = props.filter(
    (p) =>
      p.cust.typ === "D" &&
      p.appl === "OF" &&
      !p.cust.del &&
      p.cust.created < d,
  );
  let p: Prop;
  if (existing.length && r.chance(0.3)) p = r.pick(existing);
  else {
    const c = newCust("D", addDays(d, -r.int(7, 45)), { rmd: 0.92 });
    p = newProp(c, null, "OF");
    p.flues = 1;
  }
  const sched = nextWorkDay(addDays(d, r.int(21, 75)));
  if (sched > HORIZON) continue;
  const v = mkVisit(
    p,
    "INST",
    d,
    sched,
    r.weighted([
      ["PH", 2],
      ["EML", 3],
    ]),
  );
  const st = settle(v, 0.05, 0);
  if (st !== "CM") continue;
  const done = v.done!;
  p.appl = r.weighted([
    ["WB", 5],
    ["MF", 4],
    ["IS", 1],
  ]);
  p.inst = done;
  v.lines.push({ cd: "INST", qty: 1, unit: r.int(570, 990) * 500 });
  if (r.chance(0.8))
    v.lines.push({ cd: "LINR", qty: 1, unit: r.int(170, 290) * 500 });
  if (r.chance(0.3))
    v.lines.push({ cd: "COWL", qty: 1, unit: priceOf("COWL", done) });
  if (!p.bg && r.chance(0.25)) {
    v.lines.push({ cd: "BG", qty: 1, unit: priceOf("BG", done) });
    p.bg = true;
  }
  // the first sweep comes round a year later
  if (
    p.cust.rmd &&
    !visits.some((x) => x.prop === p && x.job === "SWP" && x.sched > done)
  ) {
    const due = addMonths(done, 11);
    const rm: Rmd = {
      prop: p,
      due,
      sent: null,
      chan: p.cust.chan!,
      resp: null,
      visit: null,
    };
    rmds.push(rm);
    if (due <= LAST) {
      rm.sent = due;
      const book = addDays(due, r.int(0, 24));
      if (book <= LAST && r.chance(0.7)) {
        rm.resp = "BKD";
        const before = visits.length;
        sweepChain(p, book, nextWorkDay(addDays(book, leadDays(book))), "RMD");
        if (visits.length > before) rm.visit = visits[before]!;
      } else if (addDays(due, 30) <= LAST) rm.resp = "NR";
    }
  }
}
// quotes never taken up: customers set up with a property but never visited
for (let i = 0; i < 14; i++) {
  const c = newCust("D", r.date(START, "2026-11-10"), { rmd: 0 });
  newProp(c, null, "OF");
  QUOTED_ONLY.push(c);
}

// emergency call-outs on existing properties
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const rate = [10, 11, 12, 1, 2].includes(month(d)) ? 0.09 : 0.045;
  if (!r.chance(rate)) continue;
  const cand = props.filter(
    (p) =>
      p.cust.created <= d &&
      !p.cust.del &&
      p.cust.typ !== "A" &&
      visits.some((v) => v.prop === p && v.stat === "CM" && v.done! <= d),
  );
  if (!cand.length) continue;
  const p = r.pick(cand);
  const sched = r.chance(0.7) ? d : addDays(d, 1);
  if (sched > LAST) continue;
  const v = mkVisit(p, "CALL", d, sched, "PH", "EM");
  const st = settle(v, 0, 0.03);
  if (st !== "CM") continue;
  const done = v.done!;
  v.lines.push({ cd: "CALL", qty: 1, unit: priceOf("CALL", done) });
  const what = r.weighted([
    ["SWP", 6],
    ["NEST", 2.5],
    ["none", 1.5],
  ]);
  if (what === "SWP")
    v.lines.push({ cd: "SWP", qty: 1, unit: priceOf("SWP", done) });
  if (what === "NEST")
    v.lines.push({ cd: "NEST", qty: 1, unit: priceOf("NEST", done) });
}

// ------------------------------------------------------------------ number visits
visits.sort((a, b) =>
  a.book < b.book
    ? -1
    : a.book > b.book
      ? 1
      : a.sched < b.sched
        ? -1
        : a.sched > b.sched
          ? 1
          : a.key - b.key,
);
visits.forEach((v, i) => (v.no = 20_418 + i));

// ------------------------------------------------------------------ certificates
type Cert = {
  no: string;
  visit: Visit;
  typ: string;
  tech: Tech;
  issued: string;
  res: string;
  void: boolean;
};
const certs: Cert[] = [];
for (const v of visits) {
  if (v.stat !== "CM") continue;
  const typs = new Set<string>();
  for (const l of v.lines) {
    const c = JOB.get(l.cd)!.cert;
    if (c) typs.add(c);
  }
  for (const typ of typs) {
    const issued =
      typ === "HCC"
        ? addDays(v.done!, r.int(0, 9))
        : r.chance(0.8)
          ? v.done!
          : addDays(v.done!, r.int(1, 4));
    const res =
      typ === "HCC"
        ? "P"
        : typ === "CTV"
          ? r.weighted([
              ["P", 55],
              ["A", 30],
              ["F", 15],
            ])
          : r.weighted([
              ["P", 84],
              ["A", 12.5],
              ["F", v.prop.appl === "OF" || v.prop.appl === "RC" ? 5 : 2.5],
            ]);
    const signer = typ === "HCC" ? TECHS[0]! : v.tech;
    const c: Cert = {
      no: "",
      visit: v,
      typ,
      tech: signer,
      issued: issued > LAST ? LAST : issued,
      res,
      void: false,
    };
    certs.push(c);
    if (r.chance(0.025)) {
      c.void = true;
      const re = addDays(c.issued, r.int(1, 6));
      if (re <= LAST)
        certs.push({
          ...c,
          issued: re,
          void: false,
          res: r.chance(0.8) ? res : "P",
        });
      else c.void = false;
    }
  }
}
certs.sort((a, b) =>
  a.issued < b.issued ? -1 : a.issued > b.issued ? 1 : a.visit.no - b.visit.no,
);
const certSeq = new Map<string, number>();
for (const c of certs) {
  const yy = c.issued.slice(2, 4);
  const n = (certSeq.get(yy) ?? 0) + 1;
  certSeq.set(yy, n);
  c.no = `MCS/${yy}/${pad(n, 4)}`;
}

// ------------------------------------------------------------------ invoices and payments
type Inv = {
  no: number;
  visit: Visit;
  cust: Cust;
  dt: string;
  due: string;
  net: number;
  vat: number;
  stat: string;
  wo: string | null;
};
type Pmt = {
  inv: Inv;
  dt: string;
  amt: number;
  mthd: string;
  ref: string | null;
};
const invs: Inv[] = [];
const pmts: Pmt[] = [];
for (const v of visits) {
  if (v.lines.length === 0) continue;
  const when = v.done ?? v.sched;
  const cust = billTo(v.prop);
  const dom = cust.typ === "D";
  const net = v.lines.reduce((s, l) => s + l.qty * l.unit, 0);
  let dt = dom ? when : addDays(when, r.int(0, 3));
  if (v.job === "INST") dt = addDays(when, r.int(0, 2));
  if (dt > LAST) dt = LAST;
  if (r.chance(0.02)) {
    // raised in error, voided and replaced
    const bad: Inv = {
      no: 0,
      visit: v,
      cust,
      dt,
      due: dom ? dt : addDays(dt, 30),
      net: net + r.pick([-1000, 1000, 3500, 7000]),
      vat: 0,
      stat: "V",
      wo: null,
    };
    bad.vat = Math.round(bad.net * 0.2);
    invs.push(bad);
    const again = addDays(dt, r.int(1, 5));
    dt = again > LAST ? LAST : again;
  }
  const inv: Inv = {
    no: 0,
    visit: v,
    cust,
    dt,
    due: dom ? dt : addDays(dt, 30),
    net,
    vat: Math.round(net * 0.2),
    stat: "O",
    wo: null,
  };
  invs.push(inv);
  const gross = inv.net + inv.vat;
  // how it gets paid
  const parts: [string, number][] = [];
  const never = r.chance(dom ? 0.02 : 0.035);
  let mthd: string;
  let payDt: string;
  if (dom && v.job !== "INST") {
    mthd = r.weighted([
      ["CRD", 60],
      ["CSH", 18],
      ["BACS", 17],
      ["CHQ", 5],
    ]);
    payDt =
      mthd === "CRD" || mthd === "CSH"
        ? r.chance(0.92)
          ? dt
          : addDays(dt, r.int(1, 10))
        : addDays(dt, r.int(mthd === "CHQ" ? 3 : 0, 24));
  } else if (v.job === "INST") {
    mthd = r.weighted([
      ["BACS", 9],
      ["CHQ", 1],
    ]);
    payDt = addDays(dt, r.int(0, 14));
  } else {
    mthd = r.weighted([
      ["BACS", 9],
      ["CHQ", 1],
    ]);
    payDt = addDays(
      dt,
      r.weighted([
        [r.int(5, 30), 7],
        [r.int(31, 60), 2.5],
        [r.int(61, 110), 0.5],
      ]),
    );
  }
  if (never) {
    if (r.chance(0.4))
      parts.push([
        addDays(payDt, r.int(0, 20)),
        Math.round(gross * r.pick([0.25, 0.5])),
      ]);
  } else if (r.chance(v.job === "INST" ? 0.45 : 0.03)) {
    const first = Math.round(
      gross * (v.job === "INST" ? 0.5 : r.pick([0.3, 0.5])),
    );
    parts.push([payDt, first]);
    parts.push([addDays(payDt, r.int(7, 40)), gross - first]);
  } else parts.push([payDt, gross]);
  let paid = 0;
  for (const [pd, amt] of parts) {
    if (pd > LAST) continue;
    const m =
      parts.length > 1 && pd !== parts[0]![0]
        ? mthd === "CSH" || mthd === "CRD"
          ? "BACS"
          : mthd
        : mthd;
    pmts.push({ inv, dt: pd, amt, mthd: m, ref: null });
    paid += amt;
  }
  if (paid >= gross) inv.stat = "PD";
  else if (paid > 0) inv.stat = "PP";
  else inv.stat = "O";
  if (inv.stat !== "PD" && never && inv.due < "2025-10-01") {
    const wo = addDays(inv.due, r.int(120, 240));
    if (wo <= LAST && r.chance(0.75)) {
      inv.stat = "WO";
      inv.wo = wo;
    }
  }
}
invs.sort((a, b) =>
  a.dt < b.dt
    ? -1
    : a.dt > b.dt
      ? 1
      : a.visit.no - b.visit.no || (a.stat === "V" ? -1 : 1),
);
invs.forEach((inv, i) => (inv.no = 7_204 + i));
pmts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.inv.no - b.inv.no));
for (const p of pmts) {
  if (p.mthd === "BACS")
    p.ref = r.chance(0.85)
      ? `INV${p.inv.no}`
      : p.inv.cust.co
        ? p.inv.cust.co.slice(0, 12).toUpperCase()
        : `${p.inv.cust.last.toUpperCase()} ${p.inv.cust.first[0]}`;
  if (p.mthd === "CHQ") p.ref = `CHQ ${pad(r.int(100, 999999), 6)}`;
}

rmds.sort((a, b) =>
  a.due < b.due ? -1 : a.due > b.due ? 1 : a.prop.no - b.prop.no,
);

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const yn = (b: boolean): string => (b ? "Y" : "N");
  let ln = 0;
  const lines: unknown[][] = [];
  for (const v of visits)
    for (const l of v.lines) lines.push([++ln, v.no, l.cd, l.qty, l.unit]);
  return `
CREATE SCHEMA ${SCHEMA};
CREATE TABLE ${SCHEMA}.tech (
  tech_id integer PRIMARY KEY,
  tech_cd char(2) NOT NULL UNIQUE,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  role_cd varchar(3) NOT NULL,
  hetas_no varchar(12),
  cctv_yn char(1) NOT NULL,
  start_dt date NOT NULL,
  leave_dt date,
  van_reg varchar(8)
);
CREATE TABLE ${SCHEMA}.cust (
  cust_no integer PRIMARY KEY,
  cust_typ char(1) NOT NULL,
  title varchar(5),
  first_nm varchar(30),
  last_nm varchar(30),
  co_nm varchar(60),
  email varchar(80),
  mob varchar(13),
  pcode varchar(8),
  rmd_yn char(1) NOT NULL DEFAULT 'Y',
  rmd_chan varchar(3),
  created_dt date NOT NULL,
  del_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE ${SCHEMA}.prop (
  prop_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES ${SCHEMA}.cust,
  agent_no integer REFERENCES ${SCHEMA}.cust,
  addr1 varchar(80) NOT NULL,
  town varchar(30) NOT NULL,
  pcode varchar(8) NOT NULL,
  appl_cd varchar(3) NOT NULL,
  n_flues smallint NOT NULL,
  inst_dt date,
  acc_note varchar(60)
);
CREATE TABLE ${SCHEMA}.job_typ (
  job_cd varchar(4) PRIMARY KEY,
  job_desc varchar(60) NOT NULL,
  std_p integer,
  cert_typ char(3),
  roof_yn char(1) NOT NULL,
  act_yn char(1) NOT NULL
);
CREATE TABLE ${SCHEMA}.visit (
  visit_no integer PRIMARY KEY,
  prop_no integer NOT NULL REFERENCES ${SCHEMA}.prop,
  job_cd varchar(4) NOT NULL REFERENCES ${SCHEMA}.job_typ,
  tech_id integer NOT NULL REFERENCES ${SCHEMA}.tech,
  mate_id integer REFERENCES ${SCHEMA}.tech,
  book_dt date NOT NULL,
  sched_dt date NOT NULL,
  slot_cd char(2) NOT NULL,
  src_cd varchar(3) NOT NULL,
  stat_cd char(2) NOT NULL,
  done_dt date,
  cx_dt date,
  cx_cd varchar(3)
);
CREATE TABLE ${SCHEMA}.visit_ln (
  ln_id integer PRIMARY KEY,
  visit_no integer NOT NULL REFERENCES ${SCHEMA}.visit,
  job_cd varchar(4) NOT NULL REFERENCES ${SCHEMA}.job_typ,
  qty smallint NOT NULL,
  unit_p integer NOT NULL
);
CREATE TABLE ${SCHEMA}.cert (
  cert_no varchar(12) PRIMARY KEY,
  visit_no integer NOT NULL REFERENCES ${SCHEMA}.visit,
  cert_typ char(3) NOT NULL,
  tech_id integer NOT NULL REFERENCES ${SCHEMA}.tech,
  issued_dt date NOT NULL,
  result_cd char(1) NOT NULL,
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE ${SCHEMA}.inv (
  inv_no integer PRIMARY KEY,
  visit_no integer NOT NULL REFERENCES ${SCHEMA}.visit,
  cust_no integer NOT NULL REFERENCES ${SCHEMA}.cust,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  stat_cd varchar(2) NOT NULL,
  wo_dt date
);
CREATE TABLE ${SCHEMA}.pmt (
  pmt_no integer PRIMARY KEY,
  inv_no integer NOT NULL REFERENCES ${SCHEMA}.inv,
  pmt_dt date NOT NULL,
  amt_p integer NOT NULL,
  mthd_cd varchar(4) NOT NULL,
  ref varchar(20)
);
CREATE TABLE ${SCHEMA}.rmdr (
  rmd_no integer PRIMARY KEY,
  prop_no integer NOT NULL REFERENCES ${SCHEMA}.prop,
  due_dt date NOT NULL,
  sent_dt date,
  chan_cd varchar(3) NOT NULL,
  resp_cd varchar(3),
  visit_no integer REFERENCES ${SCHEMA}.visit
);
${insertRows(
  `${SCHEMA}.tech`,
  [
    "tech_id",
    "tech_cd",
    "first_nm",
    "last_nm",
    "role_cd",
    "hetas_no",
    "cctv_yn",
    "start_dt",
    "leave_dt",
    "van_reg",
  ],
  TECHS.map((t) => [
    t.id,
    t.cd,
    t.first,
    t.last,
    t.role,
    t.hetas,
    yn(t.cctv),
    t.start,
    t.leave,
    t.van,
  ]),
)}
${insertRows(
  `${SCHEMA}.cust`,
  [
    "cust_no",
    "cust_typ",
    "title",
    "first_nm",
    "last_nm",
    "co_nm",
    "email",
    "mob",
    "pcode",
    "rmd_yn",
    "rmd_chan",
    "created_dt",
    "del_yn",
  ],
  custs.map((c) => [
    c.no,
    c.typ,
    c.title,
    c.first,
    c.last,
    c.co,
    c.email,
    c.mob,
    c.pcode,
    yn(c.rmd),
    c.rmd ? c.chan : null,
    c.created,
    yn(c.del),
  ]),
)}
${insertRows(
  `${SCHEMA}.prop`,
  [
    "prop_no",
    "cust_no",
    "agent_no",
    "addr1",
    "town",
    "pcode",
    "appl_cd",
    "n_flues",
    "inst_dt",
    "acc_note",
  ],
  props.map((p) => [
    p.no,
    p.cust.no,
    p.agent?.no ?? null,
    p.addr1,
    p.town,
    p.pcode,
    p.appl,
    p.flues,
    p.inst,
    p.note,
  ]),
)}
${insertRows(
  `${SCHEMA}.job_typ`,
  ["job_cd", "job_desc", "std_p", "cert_typ", "roof_yn", "act_yn"],
  JOBS.map((j) => [
    j.cd,
    j.desc,
    j.p ? j.p[1] : null,
    j.cert,
    yn(j.roof),
    yn(j.act),
  ]),
)}
${insertRows(
  `${SCHEMA}.visit`,
  [
    "visit_no",
    "prop_no",
    "job_cd",
    "tech_id",
    "mate_id",
    "book_dt",
    "sched_dt",
    "slot_cd",
    "src_cd",
    "stat_cd",
    "done_dt",
    "cx_dt",
    "cx_cd",
  ],
  visits.map((v) => [
    v.no,
    v.prop.no,
    v.job,
    v.tech.id,
    v.mate?.id ?? null,
    v.book,
    v.sched,
    v.slot,
    v.src,
    v.stat,
    v.done,
    v.cx,
    v.cxCd,
  ]),
)}
${insertRows(`${SCHEMA}.visit_ln`, ["ln_id", "visit_no", "job_cd", "qty", "unit_p"], lines)}
${insertRows(
  `${SCHEMA}.cert`,
  [
    "cert_no",
    "visit_no",
    "cert_typ",
    "tech_id",
    "issued_dt",
    "result_cd",
    "void_yn",
  ],
  certs.map((c) => [
    c.no,
    c.visit.no,
    c.typ,
    c.tech.id,
    c.issued,
    c.res,
    yn(c.void),
  ]),
)}
${insertRows(
  `${SCHEMA}.inv`,
  [
    "inv_no",
    "visit_no",
    "cust_no",
    "inv_dt",
    "due_dt",
    "net_p",
    "vat_p",
    "stat_cd",
    "wo_dt",
  ],
  invs.map((i) => [
    i.no,
    i.visit.no,
    i.cust.no,
    i.dt,
    i.due,
    i.net,
    i.vat,
    i.stat,
    i.wo,
  ]),
)}
${insertRows(
  `${SCHEMA}.pmt`,
  ["pmt_no", "inv_no", "pmt_dt", "amt_p", "mthd_cd", "ref"],
  pmts.map((p, i) => [30_001 + i, p.inv.no, p.dt, p.amt, p.mthd, p.ref]),
)}
${insertRows(
  `${SCHEMA}.rmdr`,
  ["rmd_no", "prop_no", "due_dt", "sent_dt", "chan_cd", "resp_cd", "visit_no"],
  rmds.map((m, i) => [
    i + 1,
    m.prop.no,
    m.due,
    m.sent,
    m.chan,
    m.resp,
    m.visit?.no ?? null,
  ]),
)}
`;
}
