/**
 * Commonground Workspaces, a coworking operator with flexible workspace in four UK cities: Manchester (Ancoats Mill,
 * Spinningfields), Leeds (The Calls, Holbeck Works), Bristol (Harbourside; Temple Quay closed at the end of June 2025)
 * and Birmingham (Jewellery Quarter, opened April 2026). Member companies rent private offices or hot desks for their
 * teams; individual members (freelancers) take hot desk, dedicated desk or virtual office memberships; pay-as-you-go
 * members and walk-in guests buy day passes and book meeting rooms.
 *
 * Schema `ws` (workspace and staff):
 * - `location`: our coworking buildings, keyed by `loc_cd` (e.g. 'MAN-ANC'). `loc_nm` the building name; `city`;
 *   `addr_ln` street address; `opened_dt`; `closed_dt` the last trading day of a closed building, NULL while open;
 *   `nla_sqm` net lettable area in square metres.
 * - `space`: the lettable and bookable spaces of a building, keyed by `space_cd` (e.g. 'ANC-PO07'). `loc_cd` the
 *   building; `space_typ` PO private office, DD dedicated desk or MR meeting room; `space_nm` the name shown on the
 *   door ('Office 2.04', 'Desk D07', 'The Loom'; office and desk names repeat between buildings, meeting room names do
 *   not); `flr` floor number (0 = ground); `cap` capacity: desks in an office, 1 for a dedicated desk, people seated in
 *   a meeting room; `list_mo` the monthly list price of an office or desk (NULL for meeting rooms); `hr_rate` the
 *   hourly rate charged for a meeting room (NULL for offices and desks); `actv_yn` N for a space out of use (under
 *   refurbishment, or in the closed building).
 * - `staff`: the community team, keyed by `emp_cd`. `full_nm`; `role_cd` HOC head of community, CL city lead, CM
 *   community manager (runs one building) or CA community associate (front desk); `loc_cd` the building of a CM or CA
 *   (NULL for the HOC and city leads); `city` the city of a city lead (NULL for others); `mgr_cd` the `emp_cd` of the
 *   person they report to (CAs report to their building's CM, CMs to their city lead, city leads to the HOC);
 *   `hire_dt`; `term_dt` the last working day of someone who left, NULL for current staff.
 *
 * Schema `mbr` (members, contracts, bookings and billing):
 * - `plan`: membership plans, keyed by `plan_cd`. `plan_nm`; `plan_typ` HOT hot desking, DED dedicated desk, OFF
 *   private office or VO virtual office (business address and mail handling, no desk); `base_fee` the monthly list
 *   price per seat (for private offices only a guide: each office has its own `space.list_mo`); `mtg_hrs` meeting room
 *   hours included per seat per month; `min_term_mo` minimum term in months; `sellable_yn` N for a retired plan that
 *   existing members keep but new members cannot take.
 * - `company`: member companies, keyed by `co_no`. `co_nm`; `sector_cd` TECH technology, CRTV creative and media, FIN
 *   finance, PROF professional services (law, accounting, consulting, HR), HLTH health and wellbeing, NPO charities
 *   and non-profits, OTH other; `home_loc` the building they work from (`location.loc_cd`); `acct_mgr` the community
 *   manager who looks after the account (`staff.emp_cd`; for a company that has left, the last one who did);
 *   `vat_reg_yn` Y when VAT registered; `created_dt` when the account was opened.
 * - `member`: individual people with a membership, keyed by `mbr_no`. `first_nm`, `last_nm`; `email`; `co_no` their
 *   company for people on a company's contract, NULL for individual members (freelancers on their own contract, and
 *   pay-as-you-go members with no contract who buy day passes and pay for room bookings as they go); `home_loc` their
 *   usual building; `join_dt`; `sts_cd` A active, S suspended (door access blocked, usually over unpaid invoices) or X
 *   exited (no longer a member); `mkt_optin` 1 when they agreed to marketing email, 0 otherwise.
 * - `contract`: membership agreements, keyed by `ctr_no`. Either `co_no` (a company's contract) or `mbr_no` (an
 *   individual member's own contract) is set, never both; `plan_cd`; `loc_cd` the building; `space_cd` the private
 *   office or dedicated desk let under it (NULL for hot desk and virtual office plans); `seats` the number of people
 *   covered; `start_dt`; `end_dt` the last day of an ended contract, NULL while it runs (an upgrade to a bigger office
 *   ends one contract and starts another the next day); `mo_fee` the agreed monthly fee before VAT (the list price
 *   less any negotiated discount); `dep_txt` the security deposit held, kept as text ('2450.00') by the old CRM;
 *   `signed_by` the staff member (`staff.emp_cd`) who signed the member up.
 * - `booking`: meeting room bookings, keyed by `bkg_no`. `space_cd` the meeting room; `mbr_no` who booked it;
 *   `bkg_dt` the day; `st_tm` start time; `dur_hrs` length in hours; `sts_cd` CNF confirmed (took place), CXL
 *   cancelled or NSH no-show (not cancelled, nobody came); `chg_amt` the amount charged before VAT for hours beyond the
 *   plan's included hours (0 when covered or cancelled; pay-as-you-go members pay every hour).
 * - `day_pass`: one-day passes sold at a building's front desk, keyed by `pass_no`. `loc_cd`; `visit_dt`; `mbr_no` the
 *   pay-as-you-go member who bought it, NULL for a walk-in guest, whose name is then in `guest_nm`; `price` paid
 *   including VAT; `promo_cd` FIRSTFREE (first visit free) or STUDENT (half price), NULL when none; `pay_mthd` CARD,
 *   APP or CASH (NULL for a free pass).
 * - `invoice`: one invoice per contract per calendar month, keyed by `inv_no`. `ctr_no`; `bill_yr` and `bill_mo` the
 *   month billed; `iss_dt` issued on the 1st of that month (or the contract's first day); `due_dt` 14 days later;
 *   `net_amt` the membership fee for the days of the month under contract plus the previous month's meeting room
 *   charges of the people on the contract, before VAT; `vat_amt` VAT at 20%; `sts_cd` PD paid, OP open (not paid yet;
 *   overdue once past `due_dt`) or VD void (cancelled, not to be paid); `paid_dt` the day payment was received and
 *   `pay_mthd` DD direct debit, CARD or BACS bank transfer (both NULL unless paid).
 *
 * Contracts since 2019; invoices, bookings and day passes from January 2025 to 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const FIRST_DAY = "2025-01-01";
const LAST_DAY = "2026-11-24";

type Loc = {
  cd: string;
  nm: string;
  city: string;
  addr: string;
  opened: string;
  closed: string | null;
  sqm: number;
  short: string;
  offices: number;
  desks: number;
  rooms: [string, number, number][];
  companies: number;
  perSeat: number;
  deskFee: number;
  passPrice: number;
  weight: number;
};

const LOCS: Loc[] = [
  {
    cd: "MAN-ANC", nm: "Ancoats Mill", city: "Manchester", addr: "12 Redhill Street", opened: "2019-03-04", closed: null, sqm: 2400,
    short: "ANC", offices: 12, desks: 8, rooms: [["The Spinner", 4, 30], ["The Loom", 8, 45], ["The Weave", 12, 60], ["The Bobbin", 6, 35]],
    companies: 19, perSeat: 450, deskFee: 359, passPrice: 25, weight: 22,
  },
  {
    cd: "MAN-SPF", nm: "Spinningfields", city: "Manchester", addr: "3 Hardman Square", opened: "2021-09-13", closed: null, sqm: 1850,
    short: "SPF", offices: 9, desks: 6, rooms: [["Atrium", 10, 65], ["Gallery", 6, 45], ["Library", 4, 35]],
    companies: 14, perSeat: 520, deskFee: 389, passPrice: 30, weight: 15,
  },
  {
    cd: "LDS-CAL", nm: "The Calls", city: "Leeds", addr: "40 The Calls", opened: "2020-02-03", closed: null, sqm: 1600,
    short: "CAL", offices: 9, desks: 7, rooms: [["Aire", 8, 40], ["Wharf", 14, 55], ["Towpath", 4, 25]],
    companies: 13, perSeat: 420, deskFee: 339, passPrice: 22, weight: 16,
  },
  {
    cd: "LDS-HOL", nm: "Holbeck Works", city: "Leeds", addr: "7 Marshall Street", opened: "2023-05-08", closed: null, sqm: 1300,
    short: "HOL", offices: 7, desks: 6, rooms: [["Foundry", 10, 40], ["Forge", 5, 28]],
    companies: 9, perSeat: 400, deskFee: 329, passPrice: 20, weight: 10,
  },
  {
    cd: "BRS-HBR", nm: "Harbourside", city: "Bristol", addr: "1 Canons Way", opened: "2018-10-01", closed: null, sqm: 2100,
    short: "HBR", offices: 12, desks: 8, rooms: [["Mooring", 6, 38], ["Anchor", 4, 30], ["Lighthouse", 16, 75], ["Slipway", 8, 42]],
    companies: 16, perSeat: 470, deskFee: 359, passPrice: 25, weight: 20,
  },
  {
    cd: "BRS-TQY", nm: "Temple Quay", city: "Bristol", addr: "2 Temple Back East", opened: "2022-01-10", closed: "2025-06-30", sqm: 900,
    short: "TQY", offices: 5, desks: 4, rooms: [["Brunel", 8, 40], ["Temple", 4, 28]],
    companies: 7, perSeat: 430, deskFee: 339, passPrice: 22, weight: 7,
  },
  {
    cd: "BHM-JQ", nm: "Jewellery Quarter", city: "Birmingham", addr: "55 Vyse Street", opened: "2026-04-01", closed: null, sqm: 1200,
    short: "JQ", offices: 6, desks: 5, rooms: [["Hallmark", 8, 40], ["Assay", 4, 26], ["Gem", 12, 50]],
    companies: 5, perSeat: 410, deskFee: 329, passPrice: 20, weight: 10,
  },
];

/** [emp_cd, full_nm, role_cd, loc_cd, city, mgr_cd, hire_dt, term_dt] */
type StaffRow = [string, string, string, string | null, string | null, string | null, string, string | null];
const STAFF: StaffRow[] = [
  ["E100", "Imogen Hartley", "HOC", null, null, null, "2017-11-06", null],
  ["E110", "Dev Malhotra", "CL", null, "Manchester", "E100", "2019-01-14", null],
  ["E120", "Sarah Whitfield", "CL", null, "Leeds", "E100", "2019-11-18", null],
  ["E130", "Owen Pritchard", "CL", null, "Bristol", "E100", "2018-06-04", null],
  ["E140", "Kemi Adebayo", "CL", null, "Birmingham", "E100", "2026-01-12", null],
  ["E211", "Laura Finch", "CM", "MAN-ANC", null, "E110", "2019-02-11", "2023-08-31"],
  ["E212", "Tom Okonkwo", "CM", "MAN-ANC", null, "E110", "2023-08-14", null],
  ["E213", "Harriet Cole", "CM", "MAN-SPF", null, "E110", "2021-08-02", null],
  ["E221", "Marcus Bell", "CM", "LDS-CAL", null, "E120", "2020-01-06", null],
  ["E222", "Priya Desai", "CM", "LDS-HOL", null, "E120", "2023-04-17", "2026-05-29"],
  ["E223", "Jamie Rowe", "CM", "LDS-HOL", null, "E120", "2026-05-18", null],
  ["E231", "Nadia Kowalski", "CM", "BRS-HBR", null, "E130", "2018-09-03", null],
  ["E232", "Ben Ashworth", "CM", "BRS-TQY", null, "E130", "2021-12-06", "2025-06-30"],
  ["E241", "Chloe Martins", "CM", "BHM-JQ", null, "E140", "2026-02-16", null],
  ["E311", "Ryan Gallagher", "CA", "MAN-ANC", null, "E212", "2024-03-04", null],
  ["E312", "Sofia Lindqvist", "CA", "MAN-SPF", null, "E213", "2022-05-09", null],
  ["E313", "Ellis Parker", "CA", "LDS-CAL", null, "E221", "2021-10-11", "2025-02-28"],
  ["E314", "Hana Yilmaz", "CA", "LDS-CAL", null, "E221", "2025-03-10", null],
  ["E315", "Callum Reeves", "CA", "BRS-HBR", null, "E231", "2019-07-01", null],
  ["E316", "Megan Doyle", "CA", "BRS-HBR", null, "E231", "2024-09-02", null],
  ["E317", "Aaron Blake", "CA", "BHM-JQ", null, "E241", "2026-03-23", null],
];

/** [plan_cd, plan_nm, plan_typ, base_fee, mtg_hrs, min_term_mo, sellable_yn] */
const PLANS: [string, string, string, number, number, number, "Y" | "N"][] = [
  ["HD-PT", "Hot Desk Part-Time", "HOT", 165, 2, 1, "Y"],
  ["HD-UNL", "Hot Desk Unlimited", "HOT", 255, 4, 1, "Y"],
  ["DD-STD", "Dedicated Desk", "DED", 359, 6, 3, "Y"],
  ["PO-STD", "Private Office", "OFF", 460, 8, 12, "Y"],
  ["PO-FLEX", "Private Office Flex", "OFF", 510, 8, 1, "Y"],
  ["VO-BAS", "Virtual Office", "VO", 49, 0, 12, "Y"],
  ["VO-PLS", "Virtual Office Plus", "VO", 89, 2, 12, "N"],
  ["NOMAD", "Nomad Pass", "HOT", 199, 3, 1, "N"],
  ["HD-NITE", "Evenings & Weekends", "HOT", 95, 0, 1, "N"],
];
const PLAN = new Map(PLANS.map((p) => [p[0], p]));
/** The last day a retired plan could be taken. */
const RETIRED_AFTER: Record<string, string> = { "VO-PLS": "2024-12-31", NOMAD: "2022-12-31", "HD-NITE": "2023-06-30" };

/** [co_nm, sector_cd] */
const COMPANIES: [string, string][] = [
  ["Northloop Digital", "TECH"], ["Brickfield Studio", "CRTV"], ["Kestrel Analytics", "TECH"], ["Mosaic Health", "HLTH"],
  ["Tidewater Legal", "PROF"], ["Cobalt & Pine", "CRTV"], ["Fernhill Consulting", "PROF"], ["Ironbridge Ventures", "FIN"],
  ["Lumen Labs", "TECH"], ["Orchard Robotics", "TECH"], ["Paper Crane Design", "CRTV"], ["Quayside Media", "CRTV"],
  ["Redbrick Software", "TECH"], ["Saltmarsh Films", "CRTV"], ["Thistle Finance", "FIN"], ["Upfold Architects", "PROF"],
  ["Vantage Point PR", "CRTV"], ["Wildflower Foods", "OTH"], ["Yardline Sports", "OTH"], ["Zephyr Energy", "OTH"],
  ["Amberline Recruitment", "PROF"], ["Blue Heron Trust", "NPO"], ["Canal Street Coffee Co", "OTH"], ["Driftwood Games", "TECH"],
  ["Eastgate Accountancy", "PROF"], ["Foxglove Marketing", "CRTV"], ["Granite Cloud", "TECH"], ["Harbour Lights Events", "OTH"],
  ["Inkwell Publishing", "CRTV"], ["Juniper Bio", "HLTH"], ["Kinetic Physio", "HLTH"], ["Larch Data", "TECH"],
  ["Millstone Capital", "FIN"], ["Nimbus Travel", "OTH"], ["Oakridge Property", "FIN"], ["Pennine Logistics", "OTH"],
  ["Quill & Ledger", "PROF"], ["Riverside Therapy", "HLTH"], ["Signal Box Audio", "CRTV"], ["Tandem Learning", "NPO"],
  ["Umber Interiors", "CRTV"], ["Velvet Fox Studios", "CRTV"], ["Westbrook Insurance Brokers", "FIN"], ["Yellowhammer Apps", "TECH"],
  ["Albion Cyber", "TECH"], ["Bramble Education", "NPO"], ["Copperleaf Wealth", "FIN"], ["Dovetail UX", "TECH"],
  ["Ember Solar", "OTH"], ["Flint & Steel Agency", "CRTV"], ["Goldcrest Translation", "PROF"], ["Hollow Oak Foundation", "NPO"],
  ["Ivy Lane Law", "PROF"], ["Jetty Freight", "OTH"], ["Keystone HR", "PROF"], ["Lantern Youth Trust", "NPO"],
  ["Meridian Tax", "PROF"], ["Nettle Creative", "CRTV"], ["Outpost VR", "TECH"], ["Pebble Fintech", "FIN"],
  ["Ravenscar Research", "PROF"], ["Sable Security", "TECH"], ["Tinker Street Toys", "OTH"], ["Uplands Engineering", "PROF"],
  ["Verdant Agritech", "TECH"], ["Wick & Wax Candles", "OTH"], ["Cinder Apps", "TECH"], ["Halcyon Wellbeing", "HLTH"],
  ["Marlin Shipping", "OTH"], ["Stonegate Surveyors", "PROF"], ["Brightside Dental Lab", "HLTH"], ["Kelpie Games", "TECH"],
  ["Moorland Media", "CRTV"], ["Sparrow Payroll", "FIN"], ["Tallis Consulting", "PROF"], ["Gritstone Climbing", "OTH"],
  ["Arclight Animation", "CRTV"], ["Bellwether Surveys", "PROF"], ["Corvid Systems", "TECH"], ["Dunlin Care", "HLTH"],
  ["Evenstar Charity", "NPO"], ["Fathom Ocean Tech", "TECH"], ["Greenway Mortgages", "FIN"], ["Hatch & Hive Bakery", "OTH"],
];

const FIRST = [
  "Olivia", "Amelia", "Isla", "Ava", "Mia", "Ivy", "Lily", "Isabella", "Rosie", "Sophia", "Grace", "Freya", "Poppy", "Evie",
  "Ella", "Daisy", "Chloe", "Hannah", "Zara", "Aisha", "Priya", "Niamh", "Erin", "Leah", "Ruby", "Megan", "Imani", "Sana",
  "Noah", "Oliver", "George", "Leo", "Arthur", "Harry", "Oscar", "Jack", "Charlie", "Jacob", "Thomas", "Alfie", "Henry",
  "Theo", "Ethan", "Isaac", "Joshua", "Samuel", "Daniel", "Adam", "Ryan", "Kai", "Omar", "Yusuf", "Ravi", "Tomasz", "Luca",
  "Mateo", "Finn", "Rhys", "Callum", "Declan", "Kwame", "Jonah", "Felix", "Max", "Nathan", "Elliot", "Hugo", "Maya", "Anya",
  "Layla", "Nora", "Alice", "Emily", "Jessica", "Lauren", "Rebecca", "Sophie", "Katie", "Beth", "Joanna", "Marta", "Elena",
];
const LAST = [
  "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson", "Wright", "Thompson",
  "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Thomas", "Clarke", "Jackson", "Wood", "Harris", "Edwards", "Turner",
  "Martin", "Cooper", "Hill", "Ward", "Hughes", "Moore", "Clark", "King", "Harrison", "Lewis", "Baker", "Lee", "Allen", "Morris",
  "Khan", "Scott", "Watson", "Davis", "Parker", "James", "Bennett", "Young", "Phillips", "Richardson", "Mitchell", "Bailey",
  "Carter", "Cook", "Singh", "Shaw", "Bell", "Collins", "Morgan", "Kelly", "Begum", "Miller", "Cox", "Hussain", "Marshall",
  "Simpson", "Price", "Anderson", "Adams", "Wilkinson", "Ali", "Ahmed", "Foster", "Ellis", "Murphy", "Chapman", "Mason",
  "Gray", "Richards", "Webb", "Griffiths", "Hunt", "Palmer", "Campbell", "Holmes", "Mills", "Rogers", "Barnes", "Knight",
  "Matthews", "Barker", "Powell", "Stevens", "Kaur", "Fisher", "Butler", "Dixon", "Russell", "Harvey", "Pearson", "Graham",
  "Nowak", "Okafor", "Mensah", "Rossi", "Novak", "Byrne", "Doherty", "Quinn", "Sato", "Chen", "Wong", "Nguyen", "Kowalczyk",
];

const round2 = (n: number) => Math.round(n * 100) / 100;
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayDiff = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const minIso = (a: string, b: string) => (a < b ? a : b);
const maxIso = (a: string, b: string) => (a > b ? a : b);
const pad = (n: number, w: number) => String(n).padStart(w, "0");
const monthStart = (y: number, m: number) => `${y}-${pad(m, 2)}-01`;
const monthEnd = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const overlaps = (a0: string, a1: string | null, b0: string, b1: string | null) => a0 <= (b1 ?? "9999-12-31") && b0 <= (a1 ?? "9999-12-31");
/** A date between two dates, leaning towards the later one (the business grew over time). */
const recentDate = (r: SeededRandom, from: string, to: string) => addDays(from, Math.floor(Math.sqrt(r.next()) * (dayDiff(from, to) + 1)));

type Space = { cd: string; loc: Loc; typ: "PO" | "DD" | "MR"; nm: string; flr: number; cap: number; listMo: number | null; hrRate: number | null; actv: "Y" | "N"; busy: [string, string | null][] };
type Payer = "DD" | "GOOD" | "SLOW" | "BAD";
type Contract = {
  no: string;
  coNo: string | null;
  mbrNo: string | null;
  plan: string;
  loc: Loc;
  space: Space | null;
  seats: number;
  start: string;
  end: string | null;
  fee: number;
  dep: number;
  signedBy: string;
  payer: Payer;
  cardOrBacs: string;
};
type Member = { no: string; first: string; last: string; email: string; coNo: string | null; home: Loc; join: string; leave: string | null; sts: "A" | "S" | "X"; optin: number; payg: boolean; contracts: Contract[] };

export function datasetSql(): string {
  const r = seededRandom(20_261_125);

  // ---------------------------------------------------------------- spaces
  const spaces: Space[] = [];
  for (const loc of LOCS) {
    const floors = loc.offices > 12 ? 3 : 2;
    for (let i = 0; i < loc.offices; i++) {
      const flr = 1 + (i % floors);
      const cap = r.weighted<number>([[2, 14], [3, 14], [4, 16], [5, 10], [6, 12], [8, 10], [10, 6], [12, 4], [14, 2]]);
      const listMo = Math.round((cap * loc.perSeat * r.float(0.9, 1.12, 3)) / 25) * 25;
      spaces.push({
        cd: `${loc.short}-PO${pad(i + 1, 2)}`, loc, typ: "PO", nm: `Office ${flr}.${pad(Math.floor(i / floors) + 1, 2)}`, flr, cap, listMo, hrRate: null,
        actv: loc.closed ? "N" : r.chance(0.05) ? "N" : "Y", busy: [],
      });
    }
    for (let i = 0; i < loc.desks; i++) {
      spaces.push({
        cd: `${loc.short}-DD${pad(i + 1, 2)}`, loc, typ: "DD", nm: `Desk D${pad(i + 1, 2)}`, flr: 1, cap: 1, listMo: loc.deskFee, hrRate: null,
        actv: loc.closed ? "N" : "Y", busy: [],
      });
    }
    loc.rooms.forEach(([nm, cap, rate], i) => {
      spaces.push({
        cd: `${loc.short}-MR${pad(i + 1, 2)}`, loc, typ: "MR", nm, flr: i % 2, cap, listMo: null, hrRate: rate,
        actv: loc.closed ? "N" : "Y", busy: [],
      });
    });
  }
  // one meeting room at Ancoats is being refitted
  const refit = spaces.find((s) => s.cd === "ANC-MR04") as Space;
  refit.actv = "N";
  const refitFrom = "2026-09-14";

  const staffOn = (loc: Loc, day: string, role: string) =>
    STAFF.filter((e) => e[2] === role && (role === "CL" ? e[4] === loc.city : e[3] === loc.cd) && e[6] <= day && (!e[7] || e[7] >= day));
  const signer = (loc: Loc, day: string) => {
    const cms = staffOn(loc, day, "CM");
    if (cms.length) return r.pick(cms)[0];
    const cls = staffOn(loc, day, "CL");
    return cls.length ? cls[0][0] : "E100";
  };
  const acctMgr = (loc: Loc) => {
    const cms = STAFF.filter((e) => e[2] === "CM" && e[3] === loc.cd);
    const current = cms.find((e) => !e[7]);
    return (current ?? cms[cms.length - 1])[0];
  };
  const lastOpenDay = (loc: Loc) => (loc.closed ? loc.closed : LAST_DAY);
  const freeSpace = (loc: Loc, typ: "PO" | "DD", minCap: number, maxCap: number, from: string, to: string | null) => {
    const cands = spaces.filter(
      (s) =>
        s.loc === loc && s.typ === typ && (s.actv === "Y" || loc.closed !== null) && s.cap >= minCap && s.cap <= maxCap &&
        !s.busy.some(([a, b]) => overlaps(a, b, from, to)),
    );
    if (cands.length === 0) return null;
    const best = Math.min(...cands.map((s) => s.cap));
    return r.pick(cands.filter((s) => s.cap <= best + 2));
  };
  const payerPick = () => r.weighted<Payer>([["DD", 45], ["GOOD", 30], ["SLOW", 18], ["BAD", 7]]);

  const contracts: Contract[] = [];
  const addContract = (c: Omit<Contract, "no" | "signedBy" | "payer" | "cardOrBacs">, payer: Payer) => {
    const full: Contract = { ...c, no: "", signedBy: signer(c.loc, c.start), payer, cardOrBacs: r.chance(0.5) ? "CARD" : "BACS" };
    if (c.space) c.space.busy.push([c.start, c.end]);
    contracts.push(full);
    return full;
  };
  const disc = () => r.weighted<number>([[0, 60], [0.05, 15], [0.1, 15], [0.15, 10]]);

  // ---------------------------------------------------------------- companies
  type Co = { no: string; nm: string; sector: string; home: Loc; created: string; vat: "Y" | "N"; contracts: Contract[]; teamSize: number };
  const companies: Co[] = [];
  const coNames = r.shuffle(COMPANIES);
  let coIdx = 0;
  const coDraft: { loc: Loc; created: string }[] = [];
  for (const loc of LOCS) {
    const to = minIso(loc.closed ? addDays(loc.closed, -150) : "2026-11-12", "2026-11-12");
    for (let i = 0; i < loc.companies; i++) coDraft.push({ loc, created: recentDate(r, addDays(loc.opened, -20), to) });
  }
  coDraft.sort((a, b) => a.created.localeCompare(b.created));
  let coSeq = 1000;
  for (const d of coDraft) {
    const [nm, sector] = coNames[coIdx++] as [string, string];
    const co: Co = { no: `C${(coSeq += r.int(1, 7))}`, nm, sector, home: d.loc, created: d.created, vat: r.chance(0.8) ? "Y" : "N", contracts: [], teamSize: 0 };
    companies.push(co);
    const payer = payerPick();
    let seats = r.weighted<number>([[1, 6], [2, 16], [3, 16], [4, 16], [5, 10], [6, 12], [8, 10], [10, 6], [12, 4]]);
    let kind = seats === 1 ? r.weighted<string>([["VO", 50], ["HOT", 50]]) : r.weighted<string>([["OFF", 74], ["HOT", 18], ["VO", 8]]);
    const start = minIso(maxIso(addDays(d.created, r.int(0, 20)), d.loc.opened), "2026-11-23");
    // when the company leaves (NULL: still with us) and when it upgrades to a bigger office
    let leave: string | null = null;
    if (r.chance(0.33)) {
      const from = addDays(start, 120);
      if (from < addDays(LAST_DAY, -10)) leave = r.date(from, addDays(LAST_DAY, -4));
    }
    let move: Loc | null = null;
    if (d.loc.closed && (!leave || leave > d.loc.closed)) {
      if (r.chance(0.6)) move = LOCS.find((l) => l.cd === "BRS-HBR") as Loc;
      else leave = d.loc.closed;
    }
    let upgrade: string | null = null;
    if (kind === "OFF" && !d.loc.closed && r.chance(0.22)) {
      const from = addDays(start, 200);
      const to = addDays(leave ?? "2026-10-31", -60);
      if (from < to) upgrade = r.date(from, to);
    }
    const segments: { loc: Loc; from: string; to: string | null; seats: number; kind: string }[] = [];
    if (move && d.loc.closed) {
      segments.push({ loc: d.loc, from: start, to: d.loc.closed, seats, kind });
      segments.push({ loc: move, from: addDays(d.loc.closed, 1), to: leave, seats, kind });
    } else if (upgrade) {
      segments.push({ loc: d.loc, from: start, to: addDays(upgrade, -1), seats, kind });
      segments.push({ loc: d.loc, from: upgrade, to: leave, seats: seats + r.int(2, 4), kind });
    } else segments.push({ loc: d.loc, from: start, to: leave, seats, kind });
    for (const seg of segments) {
      kind = seg.kind;
      seats = seg.seats;
      let space: Space | null = null;
      if (kind === "OFF") {
        space = freeSpace(seg.loc, "PO", seats, 99, seg.from, seg.to) ?? freeSpace(seg.loc, "PO", Math.max(2, seats - 3), 99, seg.from, seg.to);
        if (space) seats = Math.min(seats, space.cap);
        else kind = "HOT";
      }
      let plan = "HD-UNL";
      let fee = 0;
      let dep = 0;
      if (kind === "OFF" && space) {
        plan = r.chance(0.25) ? "PO-FLEX" : "PO-STD";
        fee = plan === "PO-FLEX" ? Math.round(((space.listMo as number) * 1.1) / 5) * 5 : round2((space.listMo as number) * (1 - disc()));
        dep = fee;
      } else if (kind === "HOT") {
        plan = "HD-UNL";
        fee = round2(255 * seats * (1 - disc()));
        dep = 0;
      } else {
        plan = seg.from <= RETIRED_AFTER["VO-PLS"] && r.chance(0.4) ? "VO-PLS" : "VO-BAS";
        seats = 1;
        fee = (PLAN.get(plan) as (typeof PLANS)[number])[3];
      }
      const c = addContract({ coNo: co.no, mbrNo: null, plan, loc: seg.loc, space: kind === "OFF" ? space : null, seats, start: seg.from, end: seg.to, fee, dep }, payer);
      co.contracts.push(c);
      co.home = seg.loc;
      co.teamSize = Math.max(co.teamSize, seats);
    }
  }

  // ---------------------------------------------------------------- members
  const used = new Set<string>();
  const newName = (rr: SeededRandom): [string, string] => {
    for (;;) {
      const f = rr.pick(FIRST);
      const l = rr.pick(LAST);
      if (!used.has(`${f} ${l}`)) {
        used.add(`${f} ${l}`);
        return [f, l];
      }
    }
  };
  for (const e of STAFF) used.add(e[1]);
  const members: Member[] = [];
  const domainOf = (nm: string) => nm.toLowerCase().replace(/&/g, "and").replace(/[^a-z]+/g, "") + ".co.uk";
  const rm = seededRandom(4_417);
  const mkMember = (coNo: string | null, home: Loc, join: string, leave: string | null, payg: boolean, coNm: string | null): Member => {
    const [first, last] = newName(rm);
    const email = coNm ? `${first}.${last}@${domainOf(coNm)}`.toLowerCase() : `${first}${rm.pick([".", "_", ""])}${last}${rm.int(1, 99)}@${rm.pick(["gmail.com", "outlook.com", "icloud.com", "proton.me"])}`.toLowerCase();
    const m: Member = { no: "", first, last, email, coNo, home, join, leave, sts: leave ? "X" : "A", optin: rm.chance(0.45) ? 1 : 0, payg, contracts: [] };
    members.push(m);
    return m;
  };
  for (const co of companies) {
    const first = co.contracts[0] as Contract;
    const last = co.contracts[co.contracts.length - 1] as Contract;
    const coLeave = last.end;
    const n = Math.max(1, co.teamSize + rm.int(-1, 1));
    for (let i = 0; i < n; i++) {
      const join = i < Math.ceil(n / 2) ? first.start : rm.date(first.start, minIso(coLeave ?? LAST_DAY, addDays(LAST_DAY, -3)));
      let leave: string | null = coLeave;
      if (!leave && rm.chance(0.12)) {
        const from = addDays(join, 30);
        if (from < addDays(LAST_DAY, -5)) leave = rm.date(from, addDays(LAST_DAY, -2));
      }
      const m = mkMember(co.no, co.home, join, leave, false, co.nm);
      m.contracts = co.contracts;
    }
  }
  // freelancers on their own contract
  const locWeighted = (rr: SeededRandom, day: string) => {
    const open = LOCS.filter((l) => l.opened <= day && (!l.closed || l.closed >= day));
    return rr.weighted(open.map((l) => [l, l.weight] as [Loc, number]));
  };
  for (let i = 0; i < 125; i++) {
    const start = recentDate(rm, "2019-01-01", "2026-11-16");
    const loc = locWeighted(rm, start);
    let plan = rm.weighted<string>([["HD-PT", 30], ["HD-UNL", 28], ["DD-STD", 25], ["VO-BAS", 10], ["LEGACY", 7]]);
    if (plan === "LEGACY") plan = start <= RETIRED_AFTER.NOMAD ? "NOMAD" : start <= RETIRED_AFTER["HD-NITE"] ? "HD-NITE" : "HD-PT";
    let end: string | null = null;
    if (rm.chance(0.42)) {
      const from = addDays(start, 60);
      if (from < addDays(LAST_DAY, -6)) end = rm.date(from, addDays(LAST_DAY, -3));
    }
    if (loc.closed && (!end || end > loc.closed)) {
      const from = maxIso(addDays(start, 30), addDays(loc.closed, -60));
      end = from < loc.closed ? rm.date(from, loc.closed) : loc.closed;
    }
    const m = mkMember(null, loc, start, end, false, null);
    const payer = payerPick();
    // a few part-timers move up to a dedicated desk later
    const segs: [string, string | null, string][] = [];
    if (plan === "HD-PT" && !loc.closed && rm.chance(0.2)) {
      const from = addDays(start, 90);
      const to = addDays(end ?? "2026-10-31", -30);
      if (from < to) {
        const up = rm.date(from, to);
        segs.push([start, addDays(up, -1), "HD-PT"], [up, end, "DD-STD"]);
      }
    }
    if (segs.length === 0) segs.push([start, end, plan]);
    for (const [from, to, p] of segs) {
      let space: Space | null = null;
      let pc = p;
      if (p === "DD-STD") {
        space = freeSpace(loc, "DD", 1, 1, from, to);
        if (!space) pc = "HD-UNL";
      }
      const d = disc();
      const fee = pc === "DD-STD" ? round2(loc.deskFee * (1 - d)) : (PLAN.get(pc) as (typeof PLANS)[number])[3];
      const c = addContract({ coNo: null, mbrNo: "?", plan: pc, loc, space, seats: 1, start: from, end: to, fee, dep: pc === "DD-STD" ? fee : 0 }, payer);
      m.contracts.push(c);
    }
    if (!end && payer === "BAD" && rm.chance(0.6)) m.sts = "S";
  }
  // pay-as-you-go members
  for (let i = 0; i < 45; i++) {
    const join = recentDate(rm, "2023-06-01", "2026-11-20");
    const loc = locWeighted(rm, join);
    let leave: string | null = null;
    if (rm.chance(0.2) && addDays(join, 60) < LAST_DAY) leave = rm.date(addDays(join, 60), LAST_DAY);
    if (loc.closed && (!leave || leave > loc.closed)) leave = loc.closed < join ? join : loc.closed;
    mkMember(null, loc, join, leave, true, null);
  }
  // member numbers in joining order
  members.sort((a, b) => a.join.localeCompare(b.join) || a.last.localeCompare(b.last) || a.first.localeCompare(b.first));
  let mSeq = 100;
  for (const m of members) {
    m.no = `M${pad((mSeq += rm.int(1, 4)), 5)}`;
    for (const c of m.contracts) if (c.mbrNo === "?") c.mbrNo = m.no;
  }
  // contract numbers in start order
  contracts.sort((a, b) => a.start.localeCompare(b.start) || (a.coNo ?? a.mbrNo ?? "").localeCompare(b.coNo ?? b.mbrNo ?? ""));
  const perYear = new Map<string, number>();
  for (const c of contracts) {
    const y = c.start.slice(0, 4);
    const n = (perYear.get(y) ?? 0) + 1;
    perYear.set(y, n);
    c.no = `CT${y}-${pad(n, 3)}`;
  }

  // ---------------------------------------------------------------- bookings
  const rb = seededRandom(77_019);
  type Bkg = [number, string, string, string, string, number, string, number];
  const bookings: Bkg[] = [];
  const charges = new Map<string, number>(); // contract no + yyyy-mm -> room charges
  const contractOn = (m: Member, day: string) => m.contracts.find((c) => c.start <= day && (!c.end || c.end >= day)) ?? null;
  let bkgNo = 50_000;
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const wd = weekday(day);
    if (wd === 0 || wd === 6) continue;
    for (const loc of LOCS) {
      if (loc.opened > day || (loc.closed && loc.closed < day)) continue;
      const n = rb.weighted<number>([[0, 45], [1, 33], [2, 15], [3, 7]]);
      const cands = members.filter((m) => m.home === loc && m.join <= day && (!m.leave || m.leave >= day) && (m.payg || contractOn(m, day)));
      const rooms = spaces.filter((s) => s.loc === loc && s.typ === "MR" && (s !== refit || day < refitFrom));
      for (let k = 0; k < n && cands.length; k++) {
        const m = rb.pick(cands);
        const room = rb.pick(rooms);
        const dur = rb.weighted<number>([[0.5, 10], [1, 40], [1.5, 12], [2, 20], [3, 10], [4, 6], [8, 2]]);
        const startMin = dur === 8 ? 9 * 60 : rb.int(16, 2 * (18 - dur)) * 30;
        const tm = `${pad(Math.floor(startMin / 60), 2)}:${pad(startMin % 60, 2)}`;
        const sts = rb.weighted<string>([["CNF", 80], ["CXL", 13], ["NSH", 7]]);
        const c = contractOn(m, day);
        let chg = 0;
        if (sts !== "CXL") {
          const incl = c ? (PLAN.get(c.plan) as (typeof PLANS)[number])[4] : 0;
          if (m.payg || incl === 0 || rb.chance(0.15)) chg = round2(dur * (room.hrRate as number));
        }
        bookings.push([(bkgNo += rb.int(1, 3)), room.cd, m.no, day, tm, dur, sts, chg]);
        if (chg > 0 && c) charges.set(`${c.no} ${day.slice(0, 7)}`, round2((charges.get(`${c.no} ${day.slice(0, 7)}`) ?? 0) + chg));
      }
    }
  }

  // ---------------------------------------------------------------- day passes
  const rp = seededRandom(31_337);
  const passRows: unknown[][] = [];
  let passNo = 0;
  const payg = members.filter((m) => m.payg);
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const wd = weekday(day);
    if (wd === 0) continue;
    for (const loc of LOCS) {
      if (loc.opened > day || (loc.closed && loc.closed < day)) continue;
      const n = wd === 6 ? rp.weighted<number>([[0, 85], [1, 15]]) : rp.weighted<number>([[0, 62], [1, 29], [2, 9]]);
      for (let k = 0; k < n; k++) {
        const mc = payg.filter((m) => m.home === loc && m.join <= day && (!m.leave || m.leave >= day));
        const m = mc.length && rp.chance(0.4) ? rp.pick(mc) : null;
        const promo = rp.weighted<string | null>([[null, 85], ["FIRSTFREE", 8], ["STUDENT", 7]]);
        const base = loc.passPrice + (day >= "2026-01-01" ? 3 : 0);
        const price = promo === "FIRSTFREE" ? 0 : promo === "STUDENT" ? base / 2 : base;
        const guest = m ? null : newName(rp).join(" ");
        const mthd = price === 0 ? null : rp.weighted<string>([["CARD", 60], ["APP", 30], ["CASH", 10]]);
        passRows.push([`DP${pad(++passNo, 5)}`, loc.cd, day, m ? m.no : null, guest, price, promo, mthd]);
      }
    }
  }

  // ---------------------------------------------------------------- invoices
  const ri = seededRandom(8_086);
  type Inv = { no: string; ctr: string; yr: number; mo: number; iss: string; due: string; net: number; vat: number; sts: string; paid: string | null; mthd: string | null };
  const invs: Inv[] = [];
  for (const c of contracts) {
    if (c.end && c.end < FIRST_DAY) continue;
    let y = Number(maxIso(c.start, FIRST_DAY).slice(0, 4));
    let mo = Number(maxIso(c.start, FIRST_DAY).slice(5, 7));
    for (;;) {
      const ms = monthStart(y, mo);
      if (ms > LAST_DAY || (c.end && ms > c.end)) break;
      const me = monthEnd(y, mo);
      const from = maxIso(c.start, ms);
      const to = minIso(c.end ?? me, me);
      const days = dayDiff(from, to) + 1;
      const dim = dayDiff(ms, me) + 1;
      const prev = mo === 1 ? `${y - 1}-12` : `${y}-${pad(mo - 1, 2)}`;
      const net = round2((c.fee * days) / dim + (charges.get(`${c.no} ${prev}`) ?? 0));
      const iss = from;
      const due = addDays(iss, 14);
      let sts = "PD";
      let paid: string | null = null;
      let mthd: string | null = null;
      if (ri.chance(0.015)) sts = "VD";
      else {
        const lag =
          c.payer === "DD" ? 14 : c.payer === "GOOD" ? ri.int(1, 16) : c.payer === "SLOW" ? ri.int(10, 48) : ri.chance(0.2) ? 10_000 : ri.int(20, 80);
        paid = addDays(iss, Math.min(lag, 10_000));
        if (paid > LAST_DAY) {
          sts = "OP";
          paid = null;
        } else mthd = c.payer === "DD" ? "DD" : c.payer === "GOOD" ? c.cardOrBacs : "BACS";
      }
      invs.push({ no: "", ctr: c.no, yr: y, mo, iss, due, net, vat: round2(net * 0.2), sts, paid, mthd });
      mo++;
      if (mo > 12) {
        mo = 1;
        y++;
      }
    }
  }
  invs.sort((a, b) => a.iss.localeCompare(b.iss) || a.ctr.localeCompare(b.ctr));
  const invSeq = new Map<string, number>();
  for (const i of invs) {
    const k = `${String(i.yr).slice(2)}${pad(i.mo, 2)}`;
    const n = (invSeq.get(k) ?? 0) + 1;
    invSeq.set(k, n);
    i.no = `INV-${k}-${pad(n, 4)}`;
  }

  return [
    "CREATE SCHEMA ws;",
    "CREATE SCHEMA mbr;",
    `CREATE TABLE ws.location (loc_cd varchar(8) PRIMARY KEY, loc_nm text NOT NULL, city text NOT NULL, addr_ln text NOT NULL,
      opened_dt date NOT NULL, closed_dt date, nla_sqm integer NOT NULL);`,
    `CREATE TABLE ws.space (space_cd varchar(8) PRIMARY KEY, loc_cd varchar(8) NOT NULL REFERENCES ws.location (loc_cd), space_typ char(2) NOT NULL,
      space_nm text NOT NULL, flr smallint NOT NULL, cap smallint NOT NULL, list_mo numeric(8,2), hr_rate numeric(6,2), actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ws.staff (emp_cd varchar(5) PRIMARY KEY, full_nm text NOT NULL, role_cd varchar(3) NOT NULL, loc_cd varchar(8) REFERENCES ws.location (loc_cd),
      city text, mgr_cd varchar(5) REFERENCES ws.staff (emp_cd), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE mbr.plan (plan_cd varchar(8) PRIMARY KEY, plan_nm text NOT NULL, plan_typ varchar(3) NOT NULL, base_fee numeric(7,2) NOT NULL,
      mtg_hrs smallint NOT NULL, min_term_mo smallint NOT NULL, sellable_yn char(1) NOT NULL);`,
    `CREATE TABLE mbr.company (co_no varchar(6) PRIMARY KEY, co_nm text NOT NULL, sector_cd varchar(4) NOT NULL, home_loc varchar(8) NOT NULL REFERENCES ws.location (loc_cd),
      acct_mgr varchar(5) REFERENCES ws.staff (emp_cd), vat_reg_yn char(1) NOT NULL, created_dt date NOT NULL);`,
    `CREATE TABLE mbr.member (mbr_no varchar(7) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text NOT NULL,
      co_no varchar(6) REFERENCES mbr.company (co_no), home_loc varchar(8) NOT NULL REFERENCES ws.location (loc_cd), join_dt date NOT NULL,
      sts_cd char(1) NOT NULL, mkt_optin smallint NOT NULL);`,
    `CREATE TABLE mbr.contract (ctr_no varchar(10) PRIMARY KEY, co_no varchar(6) REFERENCES mbr.company (co_no), mbr_no varchar(7) REFERENCES mbr.member (mbr_no),
      plan_cd varchar(8) NOT NULL REFERENCES mbr.plan (plan_cd), loc_cd varchar(8) NOT NULL REFERENCES ws.location (loc_cd),
      space_cd varchar(8) REFERENCES ws.space (space_cd), seats smallint NOT NULL, start_dt date NOT NULL, end_dt date, mo_fee numeric(9,2) NOT NULL,
      dep_txt varchar(12) NOT NULL, signed_by varchar(5) NOT NULL REFERENCES ws.staff (emp_cd));`,
    `CREATE TABLE mbr.booking (bkg_no integer PRIMARY KEY, space_cd varchar(8) NOT NULL REFERENCES ws.space (space_cd), mbr_no varchar(7) NOT NULL REFERENCES mbr.member (mbr_no),
      bkg_dt date NOT NULL, st_tm time NOT NULL, dur_hrs numeric(3,1) NOT NULL, sts_cd varchar(3) NOT NULL, chg_amt numeric(8,2) NOT NULL);`,
    `CREATE TABLE mbr.day_pass (pass_no varchar(8) PRIMARY KEY, loc_cd varchar(8) NOT NULL REFERENCES ws.location (loc_cd), visit_dt date NOT NULL,
      mbr_no varchar(7) REFERENCES mbr.member (mbr_no), guest_nm text, price numeric(6,2) NOT NULL, promo_cd varchar(10), pay_mthd varchar(4));`,
    `CREATE TABLE mbr.invoice (inv_no varchar(14) PRIMARY KEY, ctr_no varchar(10) NOT NULL REFERENCES mbr.contract (ctr_no), bill_yr smallint NOT NULL,
      bill_mo smallint NOT NULL, iss_dt date NOT NULL, due_dt date NOT NULL, net_amt numeric(10,2) NOT NULL, vat_amt numeric(10,2) NOT NULL,
      sts_cd char(2) NOT NULL, paid_dt date, pay_mthd varchar(4));`,
    insertRows("ws.location", ["loc_cd", "loc_nm", "city", "addr_ln", "opened_dt", "closed_dt", "nla_sqm"], LOCS.map((l) => [l.cd, l.nm, l.city, l.addr, l.opened, l.closed, l.sqm])),
    insertRows(
      "ws.space",
      ["space_cd", "loc_cd", "space_typ", "space_nm", "flr", "cap", "list_mo", "hr_rate", "actv_yn"],
      spaces.map((s) => [s.cd, s.loc.cd, s.typ, s.nm, s.flr, s.cap, s.listMo, s.hrRate, s.actv]),
    ),
    insertRows("ws.staff", ["emp_cd", "full_nm", "role_cd", "loc_cd", "city", "mgr_cd", "hire_dt", "term_dt"], STAFF),
    insertRows("mbr.plan", ["plan_cd", "plan_nm", "plan_typ", "base_fee", "mtg_hrs", "min_term_mo", "sellable_yn"], PLANS),
    insertRows(
      "mbr.company",
      ["co_no", "co_nm", "sector_cd", "home_loc", "acct_mgr", "vat_reg_yn", "created_dt"],
      companies.map((c) => [c.no, c.nm, c.sector, c.home.cd, acctMgr(c.home), c.vat, c.created]),
    ),
    insertRows(
      "mbr.member",
      ["mbr_no", "first_nm", "last_nm", "email", "co_no", "home_loc", "join_dt", "sts_cd", "mkt_optin"],
      members.map((m) => [m.no, m.first, m.last, m.email, m.coNo, m.home.cd, m.join, m.sts, m.optin]),
    ),
    insertRows(
      "mbr.contract",
      ["ctr_no", "co_no", "mbr_no", "plan_cd", "loc_cd", "space_cd", "seats", "start_dt", "end_dt", "mo_fee", "dep_txt", "signed_by"],
      contracts.map((c) => [c.no, c.coNo, c.mbrNo, c.plan, c.loc.cd, c.space?.cd ?? null, c.seats, c.start, c.end, c.fee, c.dep.toFixed(2), c.signedBy]),
    ),
    insertRows("mbr.booking", ["bkg_no", "space_cd", "mbr_no", "bkg_dt", "st_tm", "dur_hrs", "sts_cd", "chg_amt"], bookings),
    insertRows("mbr.day_pass", ["pass_no", "loc_cd", "visit_dt", "mbr_no", "guest_nm", "price", "promo_cd", "pay_mthd"], passRows),
    insertRows(
      "mbr.invoice",
      ["inv_no", "ctr_no", "bill_yr", "bill_mo", "iss_dt", "due_dt", "net_amt", "vat_amt", "sts_cd", "paid_dt", "pay_mthd"],
      invs.map((i) => [i.no, i.ctr, i.yr, i.mo, i.iss, i.due, i.net, i.vat, i.sts, i.paid, i.mthd]),
    ),
  ].join("\n");
}
