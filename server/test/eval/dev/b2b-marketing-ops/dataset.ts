/**
 * Ledgerly, Inc. sells Ledgerly, a cloud accounting (bookkeeping, invoicing and payroll) subscription for small firms:
 * bookkeeping and accounting practices, trades, shops, clinics and the like, mostly in English-speaking countries.
 * This is the marketing operations database the demand-generation team runs on: the people we have captured and how
 * far they have got down the funnel, the companies they work for, email campaigns and their send reports, webinars,
 * web form submissions, daily paid-media spend, and the sales opportunities that came out of it all. The data runs
 * from 2025-01-01 to 2026-11-24. All money is in US dollars.
 *
 * Schema `mops`:
 * - `acct`: companies (accounts), keyed by `acct_id`. `acct_nm` the company name; `ind_cd` the industry: ACCT
 *   accounting and bookkeeping practices, CNST construction and trades, RETL retail shops, PROF professional services
 *   (consultants, agencies, law), HLTH health and wellness clinics, HOSP cafés, restaurants and hospitality, NPRF
 *   non-profits; `emp_band` the company size band by headcount: A 1-5 employees, B 6-20, C 21-50, D 51-200;
 *   `website`; `crt_dt` the day the account record was created (the day its first contact was captured);
 *   `cust_since` the day the company became a paying customer (close date of its first won opportunity), NULL while
 *   it is not a customer yet.
 * - `contact`: every person marketing has captured (the team calls each one a lead, whatever stage they have reached),
 *   keyed by `cntc_id`. `acct_id` the company they work for; `first_nm`, `last_nm`; `email_addr`; `job_title`;
 *   `country` the country they (and their company) are in, as a full name; `src_cd` the lead source, how we first got
 *   them: GADS Google Ads, BING Microsoft (Bing) Ads, LNKD LinkedIn Ads, META Facebook/Instagram Ads, CAPT Capterra
 *   and G2 review-site listings (paid per click), ORG organic search and content, REF referral from an accounting
 *   partner, WBNR registered for one of our webinars, EVT badge scanned at a trade show booth, SDR found by a sales
 *   development rep's outbound prospecting (sales-sourced, not a marketing source); `crt_dt` the day the contact was
 *   created; `lc_stg` the current lifecycle stage: SUB newsletter subscriber only, LEAD engaged but not yet qualified,
 *   MQL marketing-qualified lead, SQL sales-qualified lead (accepted by sales), OPP has an open opportunity, CUST works
 *   at a customer (their opportunity was won), DISQ disqualified or lost (junk, not a fit, or their opportunity was
 *   lost); `mql_dt` the day the contact became an MQL, NULL if never (SDR-sourced contacts skip MQL and go straight
 *   to SQL); `sql_dt` the day sales accepted the contact as an SQL, NULL if not (yet); `lead_score` the marketing
 *   automation score 0-100; `unsub_yn` Y if they have unsubscribed from marketing email, N otherwise.
 * - `email_cmpgn`: email campaigns, keyed by `cmpgn_id`. `cmpgn_nm`; `cmpgn_typ` NEWS newsletter, NURT automated
 *   nurture sequence, PROM product or offer promotion, WINV webinar invitation, EVNT trade show or event invitation;
 *   `owner_nm` the marketer who runs it; `launch_dt` the day of its first send, NULL for a campaign still in draft
 *   that has never been sent.
 * - `email_send`: one row per send (blast) of a campaign, keyed by `send_id`. `cmpgn_id`; `send_dt`; `sent_cnt`
 *   emails sent; `bnc_cnt` bounced; `dlvr_cnt` delivered (sent_cnt - bnc_cnt); `opn_cnt` unique opens; `clk_cnt`
 *   unique clicks; `unsub_cnt` unsubscribes.
 * - `webinar`: our webinars, keyed by `wbnr_id`. `wbnr_title`; `evt_dt` the day it is (or was) held; `host_nm` the
 *   presenter; `dur_min` the planned length in minutes; `sts` SCH scheduled (still to come), HELD took place, CXL
 *   cancelled.
 * - `wbnr_reg`: webinar registrations, keyed by `reg_id`. `wbnr_id`; `cntc_id`; `reg_dt` the day they registered;
 *   `attd_yn` Y if they attended live, N if not (always N for scheduled and cancelled webinars); `watch_min` minutes
 *   they watched, NULL when they did not attend.
 * - `form_sub`: web form submissions on ledgerly.com, keyed by `sub_id`. `cntc_id` the contact who submitted (a first
 *   submission creates the contact); `form_cd` the form: DEMO demo request, TRIAL free-trial sign-up, EBOOK e-book or
 *   guide download, PRICE contact-sales form on the pricing page, NEWS newsletter subscription; `sub_ts` when it was
 *   submitted; `pg_path` the page the form was on.
 * - `ad_spend`: paid media, one row per channel per day with spend. `spend_dt`; `chnl_cd` GADS Google Ads, BING
 *   Microsoft Ads (switched off after 2026-09-15), LNKD LinkedIn Ads (weekdays only), META Facebook/Instagram Ads, CAPT
 *   Capterra/G2 (the same codes as `contact.src_cd`); `spend_cents` the spend that day in US cents (divide by 100 for
 *   dollars); `impr_cnt` impressions; `clk_cnt` clicks.
 * - `opp`: sales opportunities, keyed by `opp_id`. `opp_nm`; `acct_id`; `cntc_id` the primary contact; `crt_dt` the
 *   day it was created; `plan_cd` the plan being sold: STR Starter, PRO Professional, PRM Premium; `amt` the annual
 *   contract value in dollars; `stg_cd` the stage: DISC discovery, DEMO demo done, PROP proposal sent, NEGO
 *   negotiation (all four open), WON closed won, LOST closed lost; `close_dt` the day it was closed (won or lost),
 *   NULL while it is still open; `mktg_src_yn` Y for a marketing-sourced opportunity, N for a sales-sourced one (SDR
 *   outbound) or one sourced by the partner team (partner referrals); `lost_rsn` why it was lost (PRICE too
 *   expensive, COMP went with a competitor, NODEC no decision, FIT product not a fit), NULL unless lost.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const FIRST_DAY = "2025-01-01";
const LAST_DAY = "2026-11-24";

const DAY = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const diffDays = (a: string, b: string) => Math.round((ms(a) - ms(b)) / DAY);
const pad = (n: number) => String(n).padStart(2, "0");
const minDate = (a: string, b: string) => (a < b ? a : b);

type Src =
  | "GADS"
  | "BING"
  | "LNKD"
  | "META"
  | "CAPT"
  | "ORG"
  | "REF"
  | "WBNR"
  | "EVT"
  | "SDR";
type Form = "DEMO" | "TRIAL" | "EBOOK" | "PRICE" | "NEWS";

const FIRST = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Ava",
  "Oliver",
  "Sophia",
  "Elijah",
  "Isabella",
  "James",
  "Mia",
  "William",
  "Amelia",
  "Benjamin",
  "Harper",
  "Lucas",
  "Evelyn",
  "Henry",
  "Abigail",
  "Alexander",
  "Emily",
  "Daniel",
  "Ella",
  "Matthew",
  "Grace",
  "Samuel",
  "Chloe",
  "David",
  "Lily",
  "Joseph",
  "Hannah",
  "Andrew",
  "Zoe",
  "Ryan",
  "Nora",
  "Nathan",
  "Leah",
  "Aaron",
  "Ruby",
  "Owen",
  "Freya",
  "Connor",
  "Isla",
  "Callum",
  "Aoife",
  "Sean",
  "Niamh",
  "Priya",
  "Arjun",
  "Mei",
  "Kenji",
  "Fatima",
  "Omar",
  "Thandi",
  "Sipho",
  "Ingrid",
  "Lars",
  "Sanne",
  "Daan",
  "Rachel",
  "Mark",
  "Karen",
  "Paul",
  "Susan",
  "Peter",
  "Helen",
  "Simon",
  "Claire",
  "Gavin",
  "Fiona",
  "Marcus",
  "Tessa",
  "Wyatt",
  "Jade",
];
const LAST = [
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
  "Harris",
  "Martin",
  "Cooper",
  "King",
  "Lee",
  "Baker",
  "Hill",
  "Morgan",
  "Murphy",
  "Kelly",
  "O'Brien",
  "Byrne",
  "Walsh",
  "Ryan",
  "Nguyen",
  "Chen",
  "Singh",
  "Campbell",
  "Stewart",
  "Anderson",
  "Scott",
  "Reid",
  "Murray",
  "Fraser",
  "Mitchell",
  "Young",
  "Allen",
  "Carter",
  "Parker",
  "Collins",
  "Edwards",
  "Turner",
  "Phillips",
  "Bennett",
  "Russell",
  "Hughes",
  "Foster",
  "Bakker",
  "de Vries",
  "Jansen",
  "Naidoo",
  "Botha",
  "van der Merwe",
  "Fischer",
  "Weber",
  "Schmidt",
  "Tanaka",
  "Kim",
  "Park",
  "Garcia",
  "Lopez",
  "Rivera",
  "Sullivan",
  "Fletcher",
  "Hayes",
  "Doyle",
  "Quinn",
];

const NAME_WORDS = [
  "Harbor",
  "Summit",
  "Oakridge",
  "Bluestone",
  "Maple",
  "Riverside",
  "Granite",
  "Cedar",
  "Northgate",
  "Silverline",
  "Beacon",
  "Willow",
  "Ironbark",
  "Clearwater",
  "Redwood",
  "Pinnacle",
  "Kestrel",
  "Brightwater",
  "Fernhill",
  "Copper",
  "Highfield",
  "Ashford",
  "Larch",
  "Meridian",
  "Sterling",
  "Foxglove",
  "Horizon",
  "Juniper",
  "Kingsway",
  "Lakeside",
  "Marlow",
  "Newbury",
  "Orchard",
  "Parkside",
  "Quayside",
  "Rowan",
  "Seaview",
  "Thornbury",
  "Upland",
  "Valley",
  "Westbrook",
  "Yarrow",
  "Hawthorn",
  "Birch",
  "Elm",
  "Falcon",
  "Heron",
  "Lark",
  "Wren",
  "Stonebridge",
  "Millbrook",
  "Greenway",
  "Southbank",
  "Eastwood",
  "Fairview",
  "Goldcrest",
  "Hillcrest",
  "Moorland",
  "Pembroke",
  "Tideway",
];
const IND_SUFFIX: Record<string, string[]> = {
  ACCT: [
    "Accounting",
    "Bookkeeping",
    "Tax & Accounts",
    "CPAs",
    "Chartered Accountants",
    "Ledger Services",
  ],
  CNST: [
    "Builders",
    "Plumbing",
    "Electrical",
    "Roofing",
    "Construction",
    "Joinery",
  ],
  RETL: [
    "Outfitters",
    "Home Store",
    "Books",
    "Bike Shop",
    "Florist",
    "Hardware",
  ],
  PROF: [
    "Consulting",
    "Design Studio",
    "Legal",
    "Marketing",
    "Architects",
    "IT Services",
  ],
  HLTH: [
    "Physio",
    "Dental",
    "Chiropractic",
    "Wellness",
    "Vet Clinic",
    "Optometry",
  ],
  HOSP: ["Café", "Bistro", "Bakery", "Kitchen", "Catering", "Brewing Co."],
  NPRF: [
    "Foundation",
    "Trust",
    "Community Association",
    "Arts Society",
    "Youth Club",
    "Food Bank",
  ],
};

/** [country, weight, top-level domain] */
const COUNTRIES: [string, number, string][] = [
  ["United States", 36, "com"],
  ["United Kingdom", 21, "co.uk"],
  ["Canada", 13, "ca"],
  ["Australia", 10, "com.au"],
  ["Ireland", 6.5, "ie"],
  ["New Zealand", 4.5, "co.nz"],
  ["South Africa", 4, "co.za"],
  ["Netherlands", 2, "nl"],
  ["Singapore", 1.5, "sg"],
  ["Germany", 1, "de"],
];

const TITLES: Record<string, string[]> = {
  owner: ["Owner", "Founder", "Managing Director", "CEO", "Principal"],
  fin: [
    "Bookkeeper",
    "Office Manager",
    "Finance Manager",
    "Accountant",
    "Controller",
    "Operations Manager",
  ],
  acct: [
    "Partner",
    "Senior Accountant",
    "Practice Manager",
    "Tax Manager",
    "Bookkeeper",
  ],
};

interface Acct {
  id: number;
  nm: string;
  ind: string;
  band: string;
  web: string;
  crt: string;
  country: string;
  custSince: string | null;
  nContacts: number;
}

interface Cntc {
  id: number;
  acct: Acct;
  first: string;
  last: string;
  email: string;
  title: string;
  src: Src;
  crt: string;
  stg: string;
  mql: string | null;
  sql: string | null;
  score: number;
  unsub: string;
  firstForm: Form | null;
  wbnr: number | null;
}

interface Wbnr {
  id: number;
  title: string;
  dt: string;
  host: string;
  dur: number;
  sts: "SCH" | "HELD" | "CXL";
  /** Expected registrations. */
  draw: number;
  /** Share of registrants who attend. */
  show: number;
}

const WEBINARS: [
  string,
  string,
  string,
  number,
  "SCH" | "HELD" | "CXL",
  number,
  number,
][] = [
  [
    "Month-End Close in Half the Time",
    "2025-01-22",
    "Dana Whitfield",
    45,
    "HELD",
    70,
    0.44,
  ],
  [
    "Getting Paid Faster: Online Invoicing 101",
    "2025-02-26",
    "Marco Bellini",
    45,
    "HELD",
    64,
    0.41,
  ],
  [
    "Tax Season Survival Guide for Small Firms",
    "2025-03-26",
    "Dana Whitfield",
    60,
    "HELD",
    118,
    0.47,
  ],
  [
    "Payroll Without the Panic",
    "2025-04-23",
    "Grace Okafor",
    45,
    "HELD",
    66,
    0.39,
  ],
  [
    "Bank Feeds and Auto-Reconciliation Deep Dive",
    "2025-05-21",
    "Marco Bellini",
    45,
    "HELD",
    58,
    0.45,
  ],
  [
    "Cash Flow Forecasting for Trades Businesses",
    "2025-06-25",
    "Grace Okafor",
    45,
    "HELD",
    61,
    0.4,
  ],
  [
    "Moving Your Practice Off Desktop Accounting",
    "2025-09-17",
    "Dana Whitfield",
    60,
    "HELD",
    96,
    0.43,
  ],
  [
    "Inventory Basics for Retailers",
    "2025-10-22",
    "Marco Bellini",
    45,
    "HELD",
    54,
    0.38,
  ],
  [
    "Year-End Checklist 2025",
    "2025-11-19",
    "Dana Whitfield",
    60,
    "HELD",
    104,
    0.42,
  ],
  [
    "Holiday Q&A with Our Product Team",
    "2025-12-10",
    "Marco Bellini",
    30,
    "CXL",
    35,
    0,
  ],
  [
    "What Is New in Ledgerly 2026",
    "2026-01-21",
    "Priyanka Desai",
    45,
    "HELD",
    92,
    0.46,
  ],
  [
    "Tax Season 2026: What Changed",
    "2026-02-25",
    "Dana Whitfield",
    60,
    "HELD",
    132,
    0.45,
  ],
  [
    "Running Payroll for Seasonal Staff",
    "2026-03-25",
    "Grace Okafor",
    45,
    "HELD",
    70,
    0.37,
  ],
  [
    "Multi-Currency Invoicing Made Simple",
    "2026-04-22",
    "Marco Bellini",
    45,
    "HELD",
    63,
    0.42,
  ],
  [
    "Client Portals for Accounting Practices",
    "2026-05-20",
    "Priyanka Desai",
    45,
    "HELD",
    79,
    0.44,
  ],
  [
    "Job Costing for Builders and Trades",
    "2026-06-24",
    "Grace Okafor",
    45,
    "HELD",
    67,
    0.41,
  ],
  [
    "Summer Office Hours: Ask an Accountant",
    "2026-07-22",
    "Dana Whitfield",
    30,
    "CXL",
    29,
    0,
  ],
  [
    "Automating Expense Claims",
    "2026-09-16",
    "Priyanka Desai",
    45,
    "HELD",
    74,
    0.43,
  ],
  [
    "Scaling Your Bookkeeping Practice",
    "2026-10-21",
    "Dana Whitfield",
    60,
    "HELD",
    88,
    0.45,
  ],
  [
    "Year-End Checklist 2026",
    "2026-11-18",
    "Dana Whitfield",
    60,
    "HELD",
    101,
    0.4,
  ],
  [
    "Payroll Year-End and W-2s / P60s",
    "2026-12-09",
    "Grace Okafor",
    45,
    "SCH",
    57,
    0,
  ],
  [
    "Planning Your 2027 Budget in Ledgerly",
    "2026-12-16",
    "Priyanka Desai",
    45,
    "SCH",
    0,
    0,
  ],
];

/** Trade shows: the booth days, when EVT contacts are scanned. */
const TRADE_SHOWS: [string, number][] = [
  ["2025-03-11", 38],
  ["2025-06-10", 27],
  ["2025-10-07", 44],
  ["2026-03-10", 41],
  ["2026-06-09", 31],
  ["2026-10-06", 47],
];

/** Lead sources for every-day capture (webinar and trade-show contacts are made around their events). */
function dailySourceWeights(day: string): [Src, number][] {
  return [
    ["GADS", 19],
    ["BING", day <= "2026-09-15" ? 3.5 : 0],
    ["LNKD", day >= "2025-03-03" ? (dayOfWeek(day) % 6 === 0 ? 3 : 13) : 0],
    ["META", 8],
    ["CAPT", 10],
    ["ORG", 22],
    ["REF", 8],
    ["SDR", 9],
  ];
}

function growth(day: string): number {
  return (
    0.85 + 0.45 * (diffDays(day, FIRST_DAY) / diffDays(LAST_DAY, FIRST_DAY))
  );
}

function season(day: string): number {
  const m = Number(day.slice(5, 7));
  return [0, 1.25, 1.2, 1.15, 1, 0.95, 0.9, 0.75, 0.8, 1.05, 1.1, 1.05, 0.7][
    m
  ] as number;
}

export function datasetSql(): string {
  const r = seededRandom(40_417);

  // Accounts
  const accts: Acct[] = [];
  const acctNames = new Set<string>();
  let acctSeq = 10_000;
  const newAcct = (crt: string, src: Src): Acct => {
    const ind = r.weighted<string>([
      ["ACCT", src === "REF" ? 8 : 30],
      ["CNST", 16],
      ["RETL", 13],
      ["PROF", 17],
      ["HLTH", 10],
      ["HOSP", 9],
      ["NPRF", 5],
    ]);
    let nm = "";
    do {
      const stem = r.weighted<() => string>([
        [() => r.pick(NAME_WORDS), 5],
        [() => r.pick(LAST), 3],
        [() => `${r.pick(LAST)} & ${r.pick(LAST)}`, 2],
      ])();
      nm = `${stem} ${r.pick(IND_SUFFIX[ind] as string[])}`;
    } while (acctNames.has(nm));
    acctNames.add(nm);
    const band = r.weighted<string>([
      ["A", 40],
      ["B", 34],
      ["C", 17],
      ["D", src === "SDR" || src === "EVT" ? 14 : 9],
    ]);
    const [country, , tld] = r.weighted(
      COUNTRIES.map((c) => [c, c[1]] as const),
    );
    const web = `${nm
      .toLowerCase()
      .replace(/&/g, "and")
      .replace(/[^a-z]+/g, "")}.${tld}`;
    const a: Acct = {
      id: (acctSeq += r.int(1, 5)),
      nm,
      ind,
      band,
      web,
      crt,
      country,
      custSince: null,
      nContacts: 0,
    };
    accts.push(a);
    return a;
  };

  const contacts: Cntc[] = [];
  const names = uniqueNames(r, FIRST, LAST);
  let cntcSeq = 500_000;
  const newContact = (crt: string, src: Src, wbnr: number | null): Cntc => {
    // a quarter of new contacts join a company we already know
    const recent = accts.filter(
      (a) => a.nContacts < 5 && diffDays(crt, a.crt) <= 240,
    );
    const acct =
      recent.length > 20 && r.chance(src === "SDR" ? 0.35 : 0.22)
        ? r.pick(recent)
        : newAcct(crt, src);
    acct.nContacts++;
    const [first, last] = names();
    const kind =
      acct.ind === "ACCT"
        ? "acct"
        : acct.band === "A" || r.chance(0.35)
          ? "owner"
          : "fin";
    const c: Cntc = {
      id: (cntcSeq += r.int(1, 7)),
      acct,
      first,
      last,
      email:
        `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "") +
        `@${acct.web}`,
      title: r.pick(TITLES[kind] as string[]),
      src,
      crt,
      stg: "",
      mql: null,
      sql: null,
      score: 0,
      unsub: "N",
      firstForm: null,
      wbnr,
    };
    contacts.push(c);
    return c;
  };

  // Every-day capture
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const wk = dayOfWeek(day) === 0 || dayOfWeek(day) === 6 ? 0.45 : 1.15;
    const n = r.poisson(3.3 * growth(day) * season(day) * wk);
    for (let i = 0; i < n; i++)
      newContact(day, r.weighted(dailySourceWeights(day)), null);
  }
  // Webinar registrants who were new to us, and trade-show badge scans
  const webinars: Wbnr[] = WEBINARS.map(
    ([title, dt, host, dur, sts, draw, show], i) => ({
      id: 301 + i * 3,
      title,
      dt,
      host,
      dur,
      sts,
      draw,
      show,
    }),
  );
  for (const w of webinars) {
    const fresh = Math.round(w.draw * 0.45);
    for (let i = 0; i < fresh; i++) {
      const day = addDays(w.dt, -r.int(1, 24));
      if (day > LAST_DAY || day < FIRST_DAY) continue;
      newContact(day, "WBNR", w.id);
    }
  }
  for (const [day, n] of TRADE_SHOWS)
    for (let i = 0; i < n; i++)
      newContact(r.chance(0.5) ? day : addDays(day, 1), "EVT", null);
  contacts.sort((a, b) => a.crt.localeCompare(b.crt) || a.id - b.id);
  // account creation date: its first contact's
  for (const a of accts) a.crt = "9999-12-31";
  for (const c of contacts) c.acct.crt = minDate(c.acct.crt, c.crt);

  // Forms and funnel
  const rf = seededRandom(8_821);
  const forms: { cntc: number; form: Form; day: string }[] = [];
  const hasForm = new Map<number, Set<Form>>();
  const addForm = (c: Cntc, form: Form, day: string) => {
    if (day > LAST_DAY) return;
    const seen = hasForm.get(c.id) ?? new Set<Form>();
    if (
      (form === "TRIAL" || form === "DEMO" || form === "NEWS") &&
      seen.has(form)
    )
      return;
    seen.add(form);
    hasForm.set(c.id, seen);
    forms.push({ cntc: c.id, form, day });
  };
  const sqlRate: Record<Src, number> = {
    GADS: 0.46,
    BING: 0.42,
    LNKD: 0.38,
    META: 0.27,
    CAPT: 0.53,
    ORG: 0.44,
    REF: 0.62,
    WBNR: 0.4,
    EVT: 0.35,
    SDR: 0,
  };
  for (const c of contacts) {
    let mqlAt: string | null = null;
    if (c.src === "SDR") {
      if (rf.chance(0.4)) c.sql = addDays(c.crt, rf.int(3, 40));
    } else if (c.src === "EVT") {
      if (rf.chance(0.42)) mqlAt = addDays(c.crt, rf.int(1, 20));
    } else if (c.src === "WBNR") {
      if (rf.chance(0.36)) mqlAt = addDays(c.crt, rf.int(2, 45));
    } else {
      const form = rf.weighted<Form>(
        c.src === "REF"
          ? [
              ["DEMO", 45],
              ["TRIAL", 38],
              ["PRICE", 17],
            ]
          : c.src === "CAPT"
            ? [
                ["TRIAL", 48],
                ["DEMO", 22],
                ["PRICE", 14],
                ["EBOOK", 10],
                ["NEWS", 6],
              ]
            : [
                ["EBOOK", 34],
                ["NEWS", 22],
                ["TRIAL", 22],
                ["DEMO", 13],
                ["PRICE", 9],
              ],
      );
      c.firstForm = form;
      addForm(c, form, c.crt);
      if (form === "DEMO" || form === "PRICE") {
        if (rf.chance(0.86)) mqlAt = c.crt;
      } else if (form === "TRIAL") {
        if (rf.chance(0.56)) mqlAt = addDays(c.crt, rf.int(0, 14));
      } else if (form === "EBOOK") {
        if (rf.chance(0.24)) {
          mqlAt = addDays(c.crt, rf.int(5, 90));
          if (rf.chance(0.6))
            addForm(c, rf.chance(0.5) ? "DEMO" : "TRIAL", mqlAt);
        } else if (rf.chance(0.3))
          addForm(c, "EBOOK", addDays(c.crt, rf.int(10, 200)));
      } else if (form === "NEWS") {
        if (rf.chance(0.08)) {
          mqlAt = addDays(c.crt, rf.int(20, 160));
          addForm(c, "DEMO", mqlAt);
        }
      }
    }
    if (c.src === "WBNR" || c.src === "EVT") {
      if (rf.chance(0.25))
        addForm(
          c,
          rf.pick<Form>(["EBOOK", "NEWS", "TRIAL"]),
          addDays(c.crt, rf.int(1, 60)),
        );
    } else if (c.src !== "SDR" && rf.chance(0.12))
      addForm(c, "NEWS", addDays(c.crt, rf.int(1, 120)));
    if (mqlAt && mqlAt <= LAST_DAY) {
      c.mql = mqlAt;
      if (rf.chance(sqlRate[c.src])) {
        const s = addDays(
          mqlAt,
          rf.weighted<number>([
            [rf.int(0, 3), 3],
            [rf.int(4, 12), 4],
            [rf.int(13, 35), 2],
          ]),
        );
        if (s <= LAST_DAY) c.sql = s;
      }
    }
    if (c.sql && c.sql > LAST_DAY) c.sql = null;
  }

  // Opportunities
  const ro = seededRandom(6_093);
  const opps: unknown[][] = [];
  let oppSeq = 70_000;
  const oppOf = new Map<number, { stg: string }>();
  for (const c of [...contacts]
    .filter((x) => x.sql)
    .sort(
      (a, b) => (a.sql as string).localeCompare(b.sql as string) || a.id - b.id,
    )) {
    if (!ro.chance(0.86)) continue;
    const crt = addDays(c.sql as string, ro.int(0, 9));
    if (crt > LAST_DAY) continue;
    const plan = ro.weighted<string>(
      c.acct.band === "A"
        ? [
            ["STR", 68],
            ["PRO", 29],
            ["PRM", 3],
          ]
        : c.acct.band === "B"
          ? [
              ["STR", 33],
              ["PRO", 56],
              ["PRM", 11],
            ]
          : c.acct.band === "C"
            ? [
                ["STR", 8],
                ["PRO", 55],
                ["PRM", 37],
              ]
            : [
                ["PRO", 38],
                ["PRM", 62],
              ],
    );
    const seats =
      plan === "STR"
        ? ro.int(1, 3)
        : plan === "PRO"
          ? ro.int(2, 10)
          : ro.int(5, 30);
    const amt = (plan === "STR" ? 39 : plan === "PRO" ? 79 : 149) * 12 * seats;
    const cycle = ro.int(14, 110) + (plan === "PRM" ? 25 : 0);
    const end = addDays(crt, cycle);
    const mktg = c.src === "SDR" || c.src === "REF" ? "N" : "Y";
    let stg: string;
    let close: string | null = null;
    let lost: string | null = null;
    if (end <= LAST_DAY) {
      const p =
        (c.src === "REF"
          ? 0.42
          : c.src === "SDR"
            ? 0.24
            : c.src === "META"
              ? 0.22
              : 0.33) + (plan === "STR" ? 0.06 : 0);
      stg = ro.chance(p) ? "WON" : "LOST";
      close = end;
      if (stg === "LOST")
        lost = ro.weighted<string>([
          ["PRICE", 30],
          ["COMP", 32],
          ["NODEC", 26],
          ["FIT", 12],
        ]);
      else if (!c.acct.custSince || c.acct.custSince > end)
        c.acct.custSince = end;
    } else {
      const f = diffDays(LAST_DAY, crt) / cycle;
      stg = f < 0.2 ? "DISC" : f < 0.45 ? "DEMO" : f < 0.75 ? "PROP" : "NEGO";
    }
    const nm = `${c.acct.nm} - ${plan === "STR" ? "Starter" : plan === "PRO" ? "Professional" : "Premium"}`;
    opps.push([
      (oppSeq += ro.int(1, 6)),
      nm,
      c.acct.id,
      c.id,
      crt,
      plan,
      amt,
      stg,
      close,
      mktg,
      lost,
    ]);
    oppOf.set(c.id, { stg });
  }

  // Lifecycle stage, score, unsubscribes
  const rs = seededRandom(1_207);
  for (const c of contacts) {
    const o = oppOf.get(c.id);
    const age = diffDays(LAST_DAY, c.crt);
    if (o) c.stg = o.stg === "WON" ? "CUST" : o.stg === "LOST" ? "DISQ" : "OPP";
    else if (c.sql)
      c.stg = diffDays(LAST_DAY, c.sql) > 45 && rs.chance(0.6) ? "DISQ" : "SQL";
    else if (c.mql)
      c.stg =
        diffDays(LAST_DAY, c.mql) > 60 && rs.chance(0.35) ? "DISQ" : "MQL";
    else if (c.firstForm === "NEWS") c.stg = "SUB";
    else c.stg = age > 30 && rs.chance(0.07) ? "DISQ" : "LEAD";
    c.score =
      c.stg === "SUB"
        ? rs.int(0, 30)
        : c.stg === "LEAD"
          ? rs.int(5, 58)
          : c.stg === "DISQ"
            ? rs.int(0, 70)
            : c.src === "SDR"
              ? rs.int(20, 75)
              : rs.int(60, 100);
    c.unsub = rs.chance(
      c.stg === "CUST" ? 0.02 : c.stg === "DISQ" ? 0.14 : 0.055,
    )
      ? "Y"
      : "N";
  }

  // Webinar registrations
  const rw = seededRandom(9_337);
  const regs: unknown[][] = [];
  let regSeq = 1;
  const byWbnr = new Map<number, Cntc[]>();
  for (const c of contacts)
    if (c.wbnr) byWbnr.set(c.wbnr, [...(byWbnr.get(c.wbnr) ?? []), c]);
  const engaged = contacts.filter((c) => c.src !== "SDR" && c.unsub === "N");
  for (const w of webinars) {
    const regsFor: [Cntc, string][] = [];
    for (const c of byWbnr.get(w.id) ?? []) regsFor.push([c, c.crt]);
    const open = addDays(w.dt, -28);
    const pool = engaged.filter((c) => c.crt < open && c.wbnr !== w.id);
    const extra =
      w.draw === 0 ? 0 : Math.max(0, w.draw - regsFor.length + rw.int(-6, 6));
    const chosen = new Set<number>();
    for (let i = 0; i < extra && pool.length > 0; i++) {
      const c = rw.pick(pool);
      if (chosen.has(c.id)) continue;
      chosen.add(c.id);
      const day = addDays(w.dt, -rw.int(0, 27));
      if (day > LAST_DAY) continue;
      regsFor.push([c, day]);
    }
    regsFor.sort((a, b) => a[1].localeCompare(b[1]) || a[0].id - b[0].id);
    for (const [c, day] of regsFor) {
      const att =
        w.sts === "HELD" && rw.chance(w.show * (day === w.dt ? 1.4 : 1));
      const watch = att
        ? Math.min(
            w.dur,
            rw.weighted<number>([
              [rw.int(5, 20), 2],
              [rw.int(20, w.dur), 5],
              [w.dur, 3],
            ]),
          )
        : null;
      regs.push([regSeq++ + 880_000, w.id, c.id, day, att ? "Y" : "N", watch]);
    }
  }

  // Form rows
  forms.sort((a, b) => a.day.localeCompare(b.day) || a.cntc - b.cntc);
  const rp = seededRandom(2_604);
  const EBOOKS = [
    "/resources/small-business-tax-guide",
    "/resources/cash-flow-playbook",
    "/resources/switching-from-spreadsheets",
    "/resources/payroll-checklist",
  ];
  let subSeq = 3_100_000;
  const formRows = forms.map((f) => {
    const mins = rp.int(7 * 60, 22 * 60);
    const path =
      f.form === "DEMO"
        ? "/demo"
        : f.form === "TRIAL"
          ? rp.pick(["/trial", "/pricing"])
          : f.form === "PRICE"
            ? "/pricing"
            : f.form === "NEWS"
              ? rp.pick(["/blog", "/"])
              : rp.pick(EBOOKS);
    return [
      (subSeq += rp.int(1, 4)),
      f.cntc,
      f.form,
      `${f.day} ${pad(Math.floor(mins / 60))}:${pad(mins % 60)}:${pad(rp.int(0, 59))}`,
      path,
    ];
  });

  // Email campaigns and sends
  const re = seededRandom(5_150);
  const camps: [number, string, string, string, string | null][] = [];
  const sends: unknown[][] = [];
  let sendSeq = 45_000;
  let campSeq = 200;
  const listSize = (day: string) =>
    Math.round(
      1800 + 2600 * (diffDays(day, FIRST_DAY) / diffDays(LAST_DAY, FIRST_DAY)),
    );
  const addCamp = (
    nm: string,
    typ: string,
    owner: string,
    days: string[],
    share: number,
    o: number,
    k: number,
  ) => {
    const id = (campSeq += re.int(1, 4));
    const shown = days.filter((d) => d <= LAST_DAY).sort();
    camps.push([id, nm, typ, owner, shown[0] ?? null]);
    for (const d of shown) {
      const sent = Math.round(listSize(d) * share * (0.95 + re.next() * 0.1));
      const bnc = Math.round(sent * re.float(0.004, 0.022, 4));
      const dlvr = sent - bnc;
      const opn = Math.round(dlvr * o * (0.85 + re.next() * 0.3));
      const clk = Math.round(dlvr * k * (0.7 + re.next() * 0.6));
      const unsub = Math.round(
        dlvr *
          (typ === "NURT" ? 0.0012 : typ === "PROM" ? 0.004 : 0.0025) *
          (0.4 + re.next() * 1.2),
      );
      sends.push([
        (sendSeq += re.int(1, 9)),
        id,
        d,
        sent,
        bnc,
        dlvr,
        opn,
        clk,
        unsub,
      ]);
    }
  };
  const monthly = (y: number, dom: number, from = 1, to = 12) => {
    const out: string[] = [];
    for (let m = from; m <= to; m++) {
      let d = `${y}-${pad(m)}-${pad(dom)}`;
      while (dayOfWeek(d) !== 2) d = addDays(d, 1);
      out.push(d);
    }
    return out;
  };
  addCamp(
    "The Ledger Line - 2025",
    "NEWS",
    "Holly Brennan",
    monthly(2025, 3),
    1,
    0.31,
    0.028,
  );
  addCamp(
    "The Ledger Line - 2026",
    "NEWS",
    "Holly Brennan",
    monthly(2026, 3),
    1,
    0.3,
    0.026,
  );
  const weekly = (from: string, to: string, dow: number) => {
    const out: string[] = [];
    let d = from;
    while (dayOfWeek(d) !== dow) d = addDays(d, 1);
    for (; d <= to; d = addDays(d, 7)) out.push(d);
    return out;
  };
  addCamp(
    "Trial Onboarding Nurture",
    "NURT",
    "Ravi Menon",
    weekly("2025-01-06", LAST_DAY, 4).filter((_, i) => i % 2 === 0),
    0.06,
    0.52,
    0.11,
  );
  addCamp(
    "E-book Follow-up Nurture",
    "NURT",
    "Ravi Menon",
    weekly("2025-02-03", LAST_DAY, 3).filter((_, i) => i % 3 === 0),
    0.08,
    0.38,
    0.045,
  );
  addCamp(
    "Tax Season Offer 2025",
    "PROM",
    "Holly Brennan",
    ["2025-01-14", "2025-02-04", "2025-02-25", "2025-03-18"],
    0.7,
    0.24,
    0.021,
  );
  addCamp(
    "Payroll Add-on Launch",
    "PROM",
    "Ian Castellano",
    ["2025-05-06", "2025-05-20"],
    0.85,
    0.27,
    0.031,
  );
  addCamp(
    "Switch from Desktop Accounting",
    "PROM",
    "Ian Castellano",
    ["2025-08-12", "2025-09-02", "2025-09-23", "2025-10-14"],
    0.5,
    0.22,
    0.019,
  );
  addCamp(
    "Black Friday 2025 - 30% Off Annual",
    "PROM",
    "Holly Brennan",
    ["2025-11-25", "2025-11-28", "2025-12-01"],
    0.9,
    0.26,
    0.034,
  );
  addCamp(
    "Tax Season Offer 2026",
    "PROM",
    "Holly Brennan",
    ["2026-01-13", "2026-02-03", "2026-02-24", "2026-03-17"],
    0.7,
    0.25,
    0.022,
  );
  addCamp(
    "Client Portal Launch",
    "PROM",
    "Ian Castellano",
    ["2026-05-05", "2026-05-19", "2026-06-02"],
    0.85,
    0.28,
    0.033,
  );
  addCamp(
    "Practice Partner Program",
    "PROM",
    "Ian Castellano",
    ["2026-07-14", "2026-08-11"],
    0.25,
    0.33,
    0.04,
  );
  addCamp(
    "Black Friday 2026 - 30% Off Annual",
    "PROM",
    "Holly Brennan",
    ["2026-11-24"],
    0.9,
    0.27,
    0.036,
  );
  addCamp("Holiday Greetings 2026", "PROM", "Holly Brennan", [], 1, 0, 0);
  addCamp(
    "Spring Trade Show Invite 2025",
    "EVNT",
    "Nadia Fortier",
    ["2025-02-18", "2025-03-04"],
    0.3,
    0.29,
    0.018,
  );
  addCamp(
    "Autumn Trade Show Invite 2025",
    "EVNT",
    "Nadia Fortier",
    ["2025-09-23", "2025-09-30"],
    0.3,
    0.27,
    0.017,
  );
  addCamp(
    "Spring Trade Show Invite 2026",
    "EVNT",
    "Nadia Fortier",
    ["2026-02-17", "2026-03-03"],
    0.3,
    0.3,
    0.02,
  );
  addCamp(
    "Autumn Trade Show Invite 2026",
    "EVNT",
    "Nadia Fortier",
    ["2026-09-22", "2026-09-29"],
    0.3,
    0.28,
    0.016,
  );
  for (const w of webinars) {
    if (w.dt > "2026-12-31") continue;
    const year = w.dt.slice(0, 4);
    const q = Math.floor((Number(w.dt.slice(5, 7)) - 1) / 3) + 1;
    const nm = `Webinar Invites Q${q} ${year}`;
    if (camps.some((c) => c[1] === nm)) continue;
    const days = webinars
      .filter(
        (x) =>
          x.dt.slice(0, 4) === year &&
          Math.floor((Number(x.dt.slice(5, 7)) - 1) / 3) + 1 === q,
      )
      .flatMap((x) => [
        addDays(x.dt, -21),
        addDays(x.dt, -7),
        addDays(x.dt, -1),
      ]);
    addCamp(nm, "WINV", "Nadia Fortier", days, 0.55, 0.29, 0.024);
  }

  // Ad spend, in cents
  const ra = seededRandom(3_456);
  const spend: unknown[][] = [];
  const CHANNELS: [Src, string, string | null, number, number, number][] = [
    // code, first day, last day, dollars a day, impressions a day, click-through rate
    ["GADS", FIRST_DAY, null, 310, 9000, 0.031],
    ["BING", FIRST_DAY, "2026-09-15", 45, 2000, 0.027],
    ["LNKD", "2025-03-03", null, 240, 14000, 0.0055],
    ["META", FIRST_DAY, null, 105, 26000, 0.0085],
    ["CAPT", FIRST_DAY, null, 130, 3200, 0.021],
  ];
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    for (const [cd, from, to, dollars, impr, ctr] of CHANNELS) {
      if (day < from || (to && day > to)) continue;
      const wkend = dayOfWeek(day) === 0 || dayOfWeek(day) === 6;
      if (cd === "LNKD" && wkend) continue;
      const f = growth(day) * (0.8 + 0.2 * season(day)) * (wkend ? 0.7 : 1);
      const im = Math.round(impr * f * (0.8 + ra.next() * 0.4));
      const clk = Math.round(im * ctr * (0.75 + ra.next() * 0.5));
      const cents = Math.round(dollars * f * (0.8 + ra.next() * 0.4) * 100);
      spend.push([day, cd, cents, im, clk]);
    }
  }

  return [
    "CREATE SCHEMA mops;",
    `CREATE TABLE mops.acct (acct_id integer PRIMARY KEY, acct_nm text NOT NULL, ind_cd varchar(4) NOT NULL, emp_band char(1) NOT NULL,
      website text, crt_dt date NOT NULL, cust_since date);`,
    `CREATE TABLE mops.contact (cntc_id integer PRIMARY KEY, acct_id integer NOT NULL REFERENCES mops.acct (acct_id), first_nm text NOT NULL,
      last_nm text NOT NULL, email_addr text NOT NULL, job_title text, country text NOT NULL, src_cd varchar(4) NOT NULL, crt_dt date NOT NULL,
      lc_stg varchar(4) NOT NULL, mql_dt date, sql_dt date, lead_score smallint NOT NULL, unsub_yn char(1) NOT NULL);`,
    `CREATE TABLE mops.email_cmpgn (cmpgn_id integer PRIMARY KEY, cmpgn_nm text NOT NULL, cmpgn_typ varchar(4) NOT NULL, owner_nm text NOT NULL,
      launch_dt date);`,
    `CREATE TABLE mops.email_send (send_id integer PRIMARY KEY, cmpgn_id integer NOT NULL REFERENCES mops.email_cmpgn (cmpgn_id), send_dt date NOT NULL,
      sent_cnt integer NOT NULL, bnc_cnt integer NOT NULL, dlvr_cnt integer NOT NULL, opn_cnt integer NOT NULL, clk_cnt integer NOT NULL,
      unsub_cnt integer NOT NULL);`,
    `CREATE TABLE mops.webinar (wbnr_id integer PRIMARY KEY, wbnr_title text NOT NULL, evt_dt date NOT NULL, host_nm text NOT NULL,
      dur_min smallint NOT NULL, sts varchar(4) NOT NULL);`,
    `CREATE TABLE mops.wbnr_reg (reg_id integer PRIMARY KEY, wbnr_id integer NOT NULL REFERENCES mops.webinar (wbnr_id),
      cntc_id integer NOT NULL REFERENCES mops.contact (cntc_id), reg_dt date NOT NULL, attd_yn char(1) NOT NULL, watch_min smallint);`,
    `CREATE TABLE mops.form_sub (sub_id integer PRIMARY KEY, cntc_id integer NOT NULL REFERENCES mops.contact (cntc_id), form_cd varchar(5) NOT NULL,
      sub_ts timestamp NOT NULL, pg_path text NOT NULL);`,
    `CREATE TABLE mops.ad_spend (spend_dt date NOT NULL, chnl_cd varchar(4) NOT NULL, spend_cents bigint NOT NULL, impr_cnt integer NOT NULL,
      clk_cnt integer NOT NULL, PRIMARY KEY (spend_dt, chnl_cd));`,
    `CREATE TABLE mops.opp (opp_id integer PRIMARY KEY, opp_nm text NOT NULL, acct_id integer NOT NULL REFERENCES mops.acct (acct_id),
      cntc_id integer NOT NULL REFERENCES mops.contact (cntc_id), crt_dt date NOT NULL, plan_cd varchar(3) NOT NULL, amt numeric(12,2) NOT NULL,
      stg_cd varchar(4) NOT NULL, close_dt date, mktg_src_yn char(1) NOT NULL, lost_rsn varchar(5));`,
    insertRows(
      "mops.acct",
      [
        "acct_id",
        "acct_nm",
        "ind_cd",
        "emp_band",
        "website",
        "crt_dt",
        "cust_since",
      ],
      [...accts]
        .sort((a, b) => a.id - b.id)
        .map((a) => [a.id, a.nm, a.ind, a.band, a.web, a.crt, a.custSince]),
    ),
    insertRows(
      "mops.contact",
      [
        "cntc_id",
        "acct_id",
        "first_nm",
        "last_nm",
        "email_addr",
        "job_title",
        "country",
        "src_cd",
        "crt_dt",
        "lc_stg",
        "mql_dt",
        "sql_dt",
        "lead_score",
        "unsub_yn",
      ],
      [...contacts]
        .sort((a, b) => a.id - b.id)
        .map((c) => [
          c.id,
          c.acct.id,
          c.first,
          c.last,
          c.email,
          c.title,
          c.acct.country,
          c.src,
          c.crt,
          c.stg,
          c.mql,
          c.sql,
          c.score,
          c.unsub,
        ]),
    ),
    insertRows(
      "mops.email_cmpgn",
      ["cmpgn_id", "cmpgn_nm", "cmpgn_typ", "owner_nm", "launch_dt"],
      camps,
    ),
    insertRows(
      "mops.email_send",
      [
        "send_id",
        "cmpgn_id",
        "send_dt",
        "sent_cnt",
        "bnc_cnt",
        "dlvr_cnt",
        "opn_cnt",
        "clk_cnt",
        "unsub_cnt",
      ],
      sends,
    ),
    insertRows(
      "mops.webinar",
      ["wbnr_id", "wbnr_title", "evt_dt", "host_nm", "dur_min", "sts"],
      webinars.map((w) => [w.id, w.title, w.dt, w.host, w.dur, w.sts]),
    ),
    insertRows(
      "mops.wbnr_reg",
      ["reg_id", "wbnr_id", "cntc_id", "reg_dt", "attd_yn", "watch_min"],
      regs,
    ),
    insertRows(
      "mops.form_sub",
      ["sub_id", "cntc_id", "form_cd", "sub_ts", "pg_path"],
      formRows,
    ),
    insertRows(
      "mops.ad_spend",
      ["spend_dt", "chnl_cd", "spend_cents", "impr_cnt", "clk_cnt"],
      spend,
    ),
    insertRows(
      "mops.opp",
      [
        "opp_id",
        "opp_nm",
        "acct_id",
        "cntc_id",
        "crt_dt",
        "plan_cd",
        "amt",
        "stg_cd",
        "close_dt",
        "mktg_src_yn",
        "lost_rsn",
      ],
      opps,
    ),
  ].join("\n");
}
