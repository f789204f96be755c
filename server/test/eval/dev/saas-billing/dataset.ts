/**
 * Tallyboard, a B2B SaaS company selling an operations dashboard and workflow automation tool to businesses in North
 * America, Europe and Asia-Pacific. Customers buy a plan priced per seat per month, billed monthly or annually (annual
 * billing at a discount), and can add flat-fee add-ons. Self-serve customers usually start with a 14-day free trial;
 * larger customers are signed directly by sales. All money is in USD.
 *
 * Schema `crm` (customers, customer success, trials and product usage):
 * - `csm`: the customer success team, keyed by `csm_cd` (e.g. 'CS21'). `full_nm`; `role_cd` HEAD head of customer
 *   success, LEAD team lead or CSM customer success manager; `region_cd` the region they cover, NA (United States and
 *   Canada), EMEA or APAC; `mgr_cd` the `csm_cd` of the person they report to (NULL for the head); `start_dt` the day
 *   they joined; `end_dt` the day they left the company, NULL for current staff.
 * - `account`: customer and prospect companies, keyed by `acct_no` (e.g. 'AC10482'). `acct_nm` the company name;
 *   `parent_acct_no` the `acct_no` of the parent company for subsidiaries of a group that holds its own account with
 *   us (NULL otherwise); `ind_cd` industry: SOFT software, FINS financial services, HLTH healthcare, RETL retail, MANU
 *   manufacturing, LOGI logistics, EDUC education, PROF professional services; `cntry_cd` ISO country code; `seg_cd`
 *   size segment: SMB small business, MM mid-market, ENT enterprise; `csm_cd` the customer success manager currently
 *   assigned (`csm.csm_cd`; for a former customer, the last one assigned), NULL when none is assigned (small
 *   businesses are served by the pooled support team);
 *   `created_dt` the day the account was created (trial sign-up, or first contact for sales-led deals); `sts_cd` ACT
 *   a paying customer (at least one subscription running), CHN a former customer who cancelled everything, TRL a
 *   prospect on a free trial right now, LST a prospect whose trial ended without buying; `churn_dt` the day a former
 *   customer's last subscription ended, NULL for everyone else; `pay_mthd` how they pay our invoices: CARD (charged
 *   automatically on the invoice day), ACH bank debit or WIRE bank transfer (NULL for prospects).
 * - `trial`: free trials, one per prospect, keyed by `trl_no` (e.g. 'TR-24-0031'); recorded since January 2024.
 *   `acct_no`; `plan_cd` the plan trialled (`bil.product.prod_cd`); `src_cd` where the sign-up came from: WEB organic
 *   website, ADS paid ads, REF referral by a customer, PARTNER a reseller or agency partner, EVENT a conference or
 *   webinar; `start_dt`; `end_dt` the day the trial expires (14 days after the start); `cc_yn` Y when a credit card
 *   was given at sign-up; `sts_cd` OPEN still running, CONV converted to a paid subscription, EXP expired without
 *   buying; `conv_dt` the day it converted (the first paid subscription starts that day), NULL unless converted.
 * - `feat_use_mo`: product usage, one row per account per feature per calendar month in which the account used the
 *   feature, for paying customers from January to October 2026. `acct_no`; `feat_key` the feature: dashboards,
 *   report_builder, workflow_automation (runs of automated workflows; Team plan and above), api_requests (Business
 *   plan and above, or with the API Boost Pack), integrations_sync, ai_assistant (Enterprise plan or the AI Assistant
 *   add-on, from May 2026); `use_mth` the first day of the month; `evt_cnt` the number of events (views, runs,
 *   requests, syncs or prompts) in the month; `act_usr` the number of distinct users who used the feature that month.
 *
 * Schema `bil` (catalogue, subscriptions and billing):
 * - `product`: what we sell, keyed by `prod_cd`. `prod_nm`; `prod_typ` PLAN or ADDON; `tier_no` the plan level from
 *   1 (Starter) to 4 (Enterprise), NULL for add-ons; `list_px` list price in USD per month, per seat for plans
 *   (`px_unit` SEAT) and per account for add-ons (`px_unit` MONTH); `sellable_yn` N for a retired product no longer
 *   sold to new customers (existing subscriptions continue); `launch_dt`.
 * - `subscription`: one row per product an account subscribes to, keyed by `sub_no`. `acct_no`; `prod_cd`;
 *   `start_dt`; `cncl_dt` the day the subscription ended, NULL while it is running; `cncl_rsn` why it ended: PRICE,
 *   COMPETITOR, LOW_USE, BUDGET, CLOSED (the customer went out of business), NONPAY (cancelled by us for non-payment)
 *   or PLANCHG (the customer moved to another plan, which starts the same day as a new subscription); NULL while
 *   running; `seats` the number of seats, as of today for a running subscription or as of the end for an ended one
 *   (NULL for add-ons); `bill_cyc` M billed monthly or A billed annually in advance (add-ons are always monthly);
 *   `mrr_amt` the monthly recurring revenue of the subscription in USD (seats times the agreed price per seat after
 *   discounts, or the add-on's monthly fee), as of today or as of the end. Seat counts change over a subscription's
 *   life; `mrr_snap` keeps the history.
 * - `mrr_snap`: month-end snapshot of every paying account, January 2025 to November 2026. `acct_no`; `snap_yr` and
 *   `snap_mo` the month (integers); `plan_cd` the plan running at the snapshot; `seat_cnt` its seats; `mrr_amt` the
 *   account's total MRR (plan plus add-ons). Accounts with nothing running at the month end have no row. The row for
 *   the current month (November 2026) is refreshed nightly and was last taken on 2026-11-24.
 * - `invoice`: keyed by `inv_no` (e.g. 'INV-26-01234'). `acct_no`; `bill_prd` the first month of service billed, as
 *   text 'YYYY-MM'; `inv_dt` the issue day; `due_dt` the day payment is due (the issue day for card payers, 30 days
 *   later for ACH and wire); `inv_amt` the amount in USD: a month of the account's monthly-billed subscriptions, or
 *   twelve months of an annual plan, no proration and no tax; `sts_cd` PAID, OPEN (not paid yet; overdue once past
 *   `due_dt`), VOID (issued in error and cancelled, not owed) or UNCOL (written off as uncollectible). From January 2025.
 * - `payment`: payment attempts, keyed by `pmt_id`. `inv_no`; `pmt_dt`; `pmt_amt`; `mthd_cd` CARD, ACH or WIRE;
 *   `rslt_cd` OK (money received) or FAIL (declined card or returned debit; no money received; cards are retried a
 *   few days later). An invoice is paid in full by one successful payment.
 *
 * Customers since 2021; invoices and payments from January 2025, usage from January 2026, all up to 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";
const BILL_FROM = "2025-01-01";

type Seg = "SMB" | "MM" | "ENT";
type Region = "NA" | "EMEA" | "APAC";
type Payer = "GOOD" | "SLOW" | "BAD";

/** [prod_cd, prod_nm, prod_typ, tier_no, list_px, px_unit, sellable_yn, launch_dt] */
const PRODUCTS: [string, string, "PLAN" | "ADDON", number | null, number, "SEAT" | "MONTH", "Y" | "N", string][] = [
  ["STR", "Starter", "PLAN", 1, 12, "SEAT", "Y", "2021-01-04"],
  ["PRO", "Pro (legacy)", "PLAN", 2, 19, "SEAT", "N", "2021-01-04"],
  ["TEAM", "Team", "PLAN", 2, 25, "SEAT", "Y", "2023-07-01"],
  ["BUS", "Business", "PLAN", 3, 45, "SEAT", "Y", "2021-01-04"],
  ["ENT", "Enterprise", "PLAN", 4, 72, "SEAT", "Y", "2022-03-01"],
  ["SUP", "Premium Support", "ADDON", null, 500, "MONTH", "Y", "2021-06-01"],
  ["SSO", "SSO & Audit Log", "ADDON", null, 200, "MONTH", "Y", "2022-01-10"],
  ["DWH", "Warehouse Sync", "ADDON", null, 350, "MONTH", "Y", "2024-04-15"],
  ["APIX", "API Boost Pack", "ADDON", null, 150, "MONTH", "Y", "2023-02-01"],
  ["AIA", "AI Assistant", "ADDON", null, 300, "MONTH", "Y", "2026-05-04"],
];
const ADDONS = ["SUP", "SSO", "DWH", "APIX", "AIA"] as const;
/** Monthly chance that an account without the add-on takes it, by segment. */
const ADDON_TAKE: Record<string, Record<Seg, number>> = {
  SUP: { SMB: 0, MM: 0.008, ENT: 0.035 },
  SSO: { SMB: 0.003, MM: 0.015, ENT: 0.045 },
  DWH: { SMB: 0.002, MM: 0.012, ENT: 0.025 },
  APIX: { SMB: 0.004, MM: 0.01, ENT: 0.012 },
  AIA: { SMB: 0.025, MM: 0.07, ENT: 0.1 },
};

/** [csm_cd, full_nm, role_cd, region_cd, mgr_cd, start_dt, end_dt, account weight] */
const CSMS: [string, string, string, Region, string | null, string, string | null, number][] = [
  ["CS01", "Dana Whitfield", "HEAD", "NA", null, "2021-02-15", null, 0],
  ["CS10", "Marcus Lindqvist", "LEAD", "EMEA", "CS01", "2021-09-06", null, 0.5],
  ["CS11", "Sofie Andersen", "CSM", "EMEA", "CS10", "2022-04-19", null, 1],
  ["CS12", "Tobias Keller", "CSM", "EMEA", "CS10", "2023-01-09", null, 1],
  ["CS13", "Hannah Byrne", "CSM", "EMEA", "CS10", "2022-10-03", "2025-09-30", 1],
  ["CS20", "Priya Raman", "LEAD", "NA", "CS01", "2021-05-10", null, 0.5],
  ["CS21", "Jordan Ellis", "CSM", "NA", "CS20", "2022-02-14", null, 1],
  ["CS22", "Keisha Morgan", "CSM", "NA", "CS20", "2023-06-05", null, 1],
  ["CS23", "Diego Alvarez", "CSM", "NA", "CS20", "2026-03-02", null, 0.7],
  ["CS30", "Mei Tanaka", "CSM", "APAC", "CS01", "2024-02-12", null, 1],
];

/** [cntry_cd, region, weight] */
const COUNTRIES: [string, Region, number][] = [
  ["US", "NA", 34],
  ["CA", "NA", 6],
  ["GB", "EMEA", 16],
  ["DE", "EMEA", 10],
  ["NL", "EMEA", 6],
  ["FR", "EMEA", 5],
  ["SE", "EMEA", 4],
  ["IE", "EMEA", 3],
  ["AU", "APAC", 8],
  ["SG", "APAC", 4],
  ["NZ", "APAC", 2],
];

const IND_SUFFIX: Record<string, string[]> = {
  SOFT: ["Software", "Labs", "Systems", "Cloud", "Digital"],
  FINS: ["Capital", "Financial", "Insurance", "Credit Union", "Wealth"],
  HLTH: ["Health", "Clinics", "Medical", "Care"],
  RETL: ["Outfitters", "Market", "Home Goods", "Apparel", "Foods"],
  MANU: ["Manufacturing", "Industries", "Fabrication", "Components"],
  LOGI: ["Logistics", "Freight", "Shipping", "Transport"],
  EDUC: ["Academy", "Learning", "College"],
  PROF: ["Consulting", "Partners", "Advisory", "Legal"],
};
const IND_WEIGHTS: [string, number][] = [
  ["SOFT", 22], ["FINS", 12], ["HLTH", 11], ["RETL", 14], ["MANU", 10], ["LOGI", 10], ["EDUC", 6], ["PROF", 15],
];
const PREFIX = [
  "Acorn", "Alder", "Amberly", "Apex", "Arcadia", "Aspen", "Beacon", "Birchwood", "Bluepeak", "Boulder", "Brightwater",
  "Brookside", "Cascade", "Cedar", "Clearwater", "Cobalt", "Copperfield", "Crescent", "Crestline", "Driftwood",
  "Eastgate", "Elmstead", "Evergreen", "Fairhaven", "Falcon", "Fernhill", "Foxglove", "Glacier", "Goldleaf",
  "Granite", "Greystone", "Harborview", "Hawthorne", "Highland", "Horizon", "Ironwood", "Juniper", "Keystone",
  "Lakeshore", "Larkspur", "Lighthouse", "Linden", "Maplewood", "Marigold", "Meadowbrook", "Millstone", "Northgate",
  "Oakridge", "Orchard", "Pinecrest", "Redwood", "Ridgeway", "Riverbend", "Rosewood", "Saltmarsh", "Sandstone",
  "Silverline", "Southport", "Sterling", "Stonebridge", "Summit", "Sunridge", "Thornbury", "Tidewater", "Timberline",
  "Trident", "Westbrook", "Willow", "Windmill", "Yarrow", "Zephyr", "Ashgrove", "Bramble", "Canyon", "Dovetail",
  "Emberly", "Fjord", "Gullwing", "Heron", "Indigo", "Jasper", "Kestrel", "Lantern", "Mosaic", "Nimbus", "Obsidian",
  "Pelican", "Quill", "Rookery", "Sequoia", "Tamarack", "Upland", "Vantage", "Wavecrest", "Alpine", "Bayberry",
  "Corvid", "Dunmore", "Everly", "Foxhollow", "Galleon", "Hollis", "Ivory", "Kingfisher", "Lodestar", "Merrow",
  "Northstar", "Osprey", "Pinnacle", "Redfern", "Seabright", "Tallis", "Verity", "Wexford",
];

/**
 * Groups that hold an account of their own with subsidiaries under it: [acct_nm, parent index in this list or null,
 * ind_cd, cntry_cd, seg_cd, first start].
 */
const GROUPS: [string, number | null, string, string, Seg, string][] = [
  ["Nordvik Holdings", null, "LOGI", "SE", "ENT", "2021-08-16"],
  ["Nordvik Shipping", 0, "LOGI", "SE", "ENT", "2022-02-07"],
  ["Nordvik Energy", 0, "MANU", "NL", "MM", "2023-05-22"],
  ["Nordvik Retail", 0, "RETL", "DE", "MM", "2024-09-09"],
  ["Castellan Group", null, "HLTH", "US", "ENT", "2022-01-10"],
  ["Castellan Health", 4, "HLTH", "US", "ENT", "2022-06-13"],
  ["Castellan Clinics", 4, "HLTH", "CA", "MM", "2023-11-06"],
  ["Halden & Rowe", null, "PROF", "GB", "MM", "2022-09-19"],
  ["Halden & Rowe Legal", 7, "PROF", "GB", "MM", "2023-03-13"],
  ["Halden & Rowe Advisory", 7, "PROF", "IE", "SMB", "2025-02-03"],
  ["Meridian Capital Partners", null, "FINS", "US", "ENT", "2023-04-03"],
  ["Meridian Capital Europe", 10, "FINS", "GB", "MM", "2024-02-19"],
  ["Meridian Capital Asia", 10, "FINS", "SG", "MM", "2025-06-02"],
];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const dayMs = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / dayMs);
const monthEnd = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
/** The same day of the month k months later (days after the 28th are kept at the 28th). */
const addMonths = (iso: string, k: number) => {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + k;
  const d = Math.min(Number(iso.slice(8, 10)), 28);
  return `${y + Math.floor(m / 12)}-${pad((((m % 12) + 12) % 12) + 1)}-${pad(d)}`;
};
const round2 = (n: number) => Math.round(n * 100) / 100;
const minIso = (a: string, b: string) => (a < b ? a : b);
const maxIso = (a: string, b: string) => (a > b ? a : b);
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;

const product = (cd: string) => {
  const p = PRODUCTS.find((x) => x[0] === cd);
  if (!p) throw new Error(`no product ${cd}`);
  return p;
};
const tierPlan = (tier: number, day: string) =>
  tier <= 1 ? "STR" : tier === 2 ? (day < "2023-07-01" ? "PRO" : "TEAM") : tier === 3 ? "BUS" : day < "2022-03-01" ? "BUS" : "ENT";

interface Sub {
  no: number;
  acct: Acct;
  prod: string;
  start: string;
  end: string | null;
  rsn: string | null;
  cyc: "M" | "A";
  /** Agreed price per seat per month (plans) or the monthly fee (add-ons). */
  px: number;
  /** Seat counts from a day on, in day order (plans only). */
  seats: [string, number][];
}
interface Acct {
  no: string;
  nm: string;
  parent: Acct | null;
  ind: string;
  cntry: string;
  region: Region;
  seg: Seg;
  csm: string | null;
  created: string;
  sts: string;
  churn: string | null;
  mthd: string | null;
  payer: Payer;
  annual: boolean;
  disc: number;
  subs: Sub[];
  firstStart: string | null;
  nonpay: boolean;
}

const seatsAt = (s: Sub, day: string) => {
  let n = 0;
  for (const [d, k] of s.seats) if (d <= day) n = k;
  return n;
};
const activeOn = (s: Sub, day: string) => s.start <= day && (s.end === null || s.end > day);
const isPlan = (s: Sub) => product(s.prod)[2] === "PLAN";
const mrrAt = (s: Sub, day: string) => (isPlan(s) ? round2(seatsAt(s, day) * s.px) : s.px);

export function datasetSql(): string {
  const r = seededRandom(70_215);
  const usedNames = new Set<string>();
  const prefixes = r.shuffle(PREFIX);
  let prefixAt = 0;
  const newName = (ind: string) => {
    for (;;) {
      const nm = `${prefixes[prefixAt % prefixes.length]} ${r.pick(IND_SUFFIX[ind] as string[])}`;
      prefixAt++;
      if (!usedNames.has(nm)) {
        usedNames.add(nm);
        return nm;
      }
    }
  };
  const accts: Acct[] = [];
  let acctSeq = 10_040;
  const mkAcct = (nm: string, ind: string, cntry: string, seg: Seg): Acct => {
    const region = (COUNTRIES.find((c) => c[0] === cntry) as (typeof COUNTRIES)[number])[1];
    const a: Acct = {
      no: `AC${(acctSeq += r.int(3, 37))}`,
      nm,
      parent: null,
      ind,
      cntry,
      region,
      seg,
      csm: null,
      created: "",
      sts: "",
      churn: null,
      mthd: null,
      payer: "GOOD",
      annual: false,
      disc: 1,
      subs: [],
      firstStart: null,
      nonpay: false,
    };
    return a;
  };

  // Paying customers: the groups, then independent companies, in the order they arrived
  interface Seed {
    a: Acct;
    start: string;
  }
  const seeds: Seed[] = [];
  const groupAccts: Acct[] = [];
  for (const [nm, parent, ind, cntry, seg, start] of GROUPS) {
    usedNames.add(nm);
    const a = mkAcct(nm, ind, cntry, seg);
    if (parent !== null) a.parent = groupAccts[parent] as Acct;
    groupAccts.push(a);
    seeds.push({ a, start });
  }
  const N_PAY = 84;
  for (let i = 0; i < N_PAY; i++) {
    const ind = r.weighted(IND_WEIGHTS);
    const cntry = r.weighted(COUNTRIES.map(([c, , w]) => [c, w] as [string, number]));
    const seg = r.weighted<Seg>([["SMB", 52], ["MM", 34], ["ENT", 14]]);
    const yr = r.weighted<number>([[2021, 9], [2022, 12], [2023, 14], [2024, 17], [2025, 21], [2026, 19]]);
    const start = r.date(`${yr}-01-04`, yr === 2026 ? "2026-11-20" : `${yr}-12-20`);
    seeds.push({ a: mkAcct(newName(ind), ind, cntry, seg), start });
  }
  seeds.sort((x, y) => x.start.localeCompare(y.start));

  // Subscriptions: simulate each paying account month by month
  const rs = seededRandom(31_877);
  const subs: Sub[] = [];
  let subSeq = 5_000;
  const newSub = (a: Acct, prod: string, start: string, cyc: "M" | "A", px: number, seats: number | null): Sub => {
    const s: Sub = { no: 0, acct: a, prod, start, end: null, rsn: null, cyc, px, seats: seats === null ? [] : [[start, seats]] };
    a.subs.push(s);
    subs.push(s);
    return s;
  };
  const planPx = (a: Acct, prod: string) => round2(product(prod)[4] * a.disc);
  for (const { a, start } of seeds) {
    a.firstStart = start;
    a.payer = a.seg === "ENT" ? rs.weighted<Payer>([["GOOD", 80], ["SLOW", 20]]) : rs.weighted<Payer>([["GOOD", 74], ["SLOW", 18], ["BAD", 8]]);
    a.mthd =
      a.seg === "SMB"
        ? rs.weighted<string>([["CARD", 88], ["ACH", 12]])
        : a.seg === "MM"
          ? rs.weighted<string>([["CARD", 45], ["ACH", 45], ["WIRE", 10]])
          : rs.weighted<string>([["ACH", 45], ["WIRE", 55]]);
    a.annual = rs.chance(a.seg === "SMB" ? 0.18 : a.seg === "MM" ? 0.42 : 0.78);
    const negotiated = a.seg === "ENT" ? rs.pick([1, 0.95, 0.9, 0.85, 0.8]) : a.seg === "MM" && rs.chance(0.3) ? 0.9 : 1;
    a.disc = round2((a.annual ? 0.85 : 1) * negotiated * 100) / 100;
    let tier =
      a.seg === "SMB"
        ? rs.weighted<number>([[1, 55], [2, 45]])
        : a.seg === "MM"
          ? rs.weighted<number>([[2, 45], [3, 50], [4, 5]])
          : rs.weighted<number>([[3, 35], [4, 65]]);
    let seats = a.seg === "SMB" ? rs.int(2, 18) : a.seg === "MM" ? rs.int(15, 80) : rs.int(80, 380);
    const cyc = a.annual ? "A" : "M";
    let plan = newSub(a, tierPlan(tier, start), start, cyc, planPx(a, tierPlan(tier, start)), seats);
    const held = new Map<string, Sub>();
    const churnP = a.parent || GROUPS.some((g) => g[0] === a.nm) ? 0.3 : 1;
    let month = 1;
    let ended: string | null = null;
    for (;;) {
      const monthStart = addMonths(`${start.slice(0, 8)}01`, month);
      if (monthStart > LAST_DAY) break;
      const mEnd = minIso(monthEnd(Number(monthStart.slice(0, 4)), Number(monthStart.slice(5, 7))), LAST_DAY);
      const anniversary = addMonths(start, month);
      const isAnniv = a.annual && month % 12 === 0 && anniversary <= LAST_DAY;
      const evtDay = () => rs.date(monthStart, mEnd);
      const events: [string, string][] = [];
      // churn
      const churnHazard = a.annual
        ? isAnniv
          ? { SMB: 0.2, MM: 0.13, ENT: 0.08 }[a.seg]
          : 0
        : { SMB: 0.027, MM: 0.014, ENT: 0.008 }[a.seg];
      if (rs.chance(churnHazard * churnP)) events.push([isAnniv ? anniversary : evtDay(), "CHURN"]);
      // seats and plan
      if (!a.annual || isAnniv) {
        const day = isAnniv ? anniversary : evtDay();
        const roll = rs.next();
        const [up, down] = a.annual ? [0.45, 0.15] : [0.1, 0.05];
        if (roll < up) events.push([day, "SEATS+"]);
        else if (roll < up + down) events.push([day, "SEATS-"]);
        const roll2 = rs.next();
        const [pu, pd] = a.annual ? [0.12, 0.04] : [0.012, 0.004];
        if (roll2 < pu) events.push([day, "UPGRADE"]);
        else if (roll2 < pu + pd) events.push([day, "DOWNGRADE"]);
      }
      // add-ons
      for (const ad of ADDONS) {
        const launch = product(ad)[7];
        if (held.has(ad)) {
          if (rs.chance(0.012)) events.push([evtDay(), `DROP:${ad}`]);
        } else if (mEnd >= launch && rs.chance(ADDON_TAKE[ad]?.[a.seg] ?? 0)) events.push([maxIso(evtDay(), launch), `ADD:${ad}`]);
      }
      events.sort((x, y) => x[0].localeCompare(y[0]) || (x[1] === "CHURN" ? 1 : 0) - (y[1] === "CHURN" ? 1 : 0));
      for (const [day, ev] of events) {
        if (day <= plan.start) continue;
        if (ev === "CHURN") {
          a.nonpay = a.payer === "BAD" && a.mthd === "CARD" && rs.chance(0.7);
          const rsn = a.nonpay
            ? "NONPAY"
            : rs.weighted<string>([["PRICE", 22], ["COMPETITOR", 20], ["LOW_USE", 26], ["BUDGET", 18], ["CLOSED", 8]]);
          for (const s of a.subs.filter((x) => x.start >= day)) {
            a.subs.splice(a.subs.indexOf(s), 1);
            subs.splice(subs.indexOf(s), 1);
          }
          for (const s of a.subs)
            if (s.end === null) {
              s.end = day;
              s.rsn = rsn;
            }
          ended = day;
          break;
        }
        if (ev === "SEATS+" || ev === "SEATS-") {
          const cur = seatsAt(plan, day);
          const step = Math.max(1, Math.round(cur * rs.float(0.05, 0.25, 3)));
          seats = ev === "SEATS+" ? cur + step : Math.max(1, cur - step);
          if (seats !== cur) plan.seats.push([day, seats]);
        } else if (ev === "UPGRADE" || ev === "DOWNGRADE") {
          // customers on the retired Pro plan keep their grandfathered price and rarely move
          if (plan.prod === "PRO" && rs.chance(0.8)) continue;
          const curTier = product(plan.prod)[3] as number;
          const next = ev === "UPGRADE" ? Math.min(4, curTier + 1) : Math.max(1, curTier - 1);
          const nextPlan = tierPlan(next, day);
          if (nextPlan === plan.prod) continue;
          tier = next;
          plan.end = day;
          plan.rsn = "PLANCHG";
          plan = newSub(a, nextPlan, day, cyc, planPx(a, nextPlan), seatsAt(plan, day));
        } else if (ev.startsWith("ADD:")) {
          const ad = ev.slice(4);
          if (!held.has(ad)) held.set(ad, newSub(a, ad, day, "M", product(ad)[4], null));
        } else if (ev.startsWith("DROP:")) {
          const s = held.get(ev.slice(5));
          if (s && s.start < day) {
            s.end = day;
            s.rsn = rs.weighted<string>([["LOW_USE", 60], ["PRICE", 25], ["BUDGET", 15]]);
            held.delete(ev.slice(5));
          }
        }
      }
      if (ended) break;
      month++;
    }
    a.churn = ended;
    a.sts = ended ? "CHN" : "ACT";
    void tier;
  }

  // Trials: converted ones for self-serve customers who started from 2024 on, then prospects who never bought
  const rt = seededRandom(55_902);
  interface Trial {
    a: Acct;
    plan: string;
    src: string;
    start: string;
    cc: "Y" | "N";
    sts: string;
    conv: string | null;
  }
  const trials: Trial[] = [];
  for (const { a, start } of seeds) {
    const viaTrial = start >= "2024-01-20" && rt.chance(a.seg === "SMB" ? 0.9 : a.seg === "MM" ? 0.7 : 0.12) && !a.parent;
    if (viaTrial) {
      const tStart = addDays(start, -rt.int(2, 14));
      const first = a.subs[0] as Sub;
      const plan = rt.chance(0.8) ? first.prod : rt.pick(["TEAM", "BUS"]);
      const src = rt.weighted<string>([["WEB", 34], ["ADS", 14], ["REF", 24], ["PARTNER", 12], ["EVENT", 16]]);
      trials.push({ a, plan, src, start: tStart, cc: rt.chance(0.6) ? "Y" : "N", sts: "CONV", conv: start });
      a.created = tStart;
    } else a.created = addDays(start, -rt.int(0, a.seg === "ENT" ? 75 : 30));
  }
  const prospects: Acct[] = [];
  const N_LOST = 58;
  for (let i = 0; i < N_LOST + 7; i++) {
    const ind = rt.weighted(IND_WEIGHTS);
    const cntry = rt.weighted(COUNTRIES.map(([c, , w]) => [c, w] as [string, number]));
    const seg = rt.weighted<Seg>([["SMB", 72], ["MM", 28]]);
    const a = mkAcct(newName(ind), ind, cntry, seg);
    const open = i >= N_LOST;
    const tStart = open ? rt.date("2026-11-12", "2026-11-24") : rt.date("2024-01-06", "2026-11-08");
    a.created = tStart;
    a.sts = open ? "TRL" : "LST";
    const src = rt.weighted<string>([["WEB", 40], ["ADS", 34], ["REF", 5], ["PARTNER", 9], ["EVENT", 12]]);
    const plan = seg === "SMB" ? rt.weighted<string>([["STR", 40], ["TEAM", 60]]) : rt.weighted<string>([["TEAM", 45], ["BUS", 55]]);
    trials.push({ a, plan, src, start: tStart, cc: rt.chance(0.22) ? "Y" : "N", sts: open ? "OPEN" : "EXP", conv: null });
    prospects.push(a);
  }

  // Customer success assignment (as of today)
  const rc = seededRandom(8_113);
  for (const { a } of seeds) {
    if (a.seg === "SMB") continue;
    if (a.seg === "MM" && rc.chance(0.2)) continue;
    const pool = CSMS.filter(
      (c) => c[3] === a.region && c[7] > 0 && c[5] <= (a.churn ?? LAST_DAY) && (c[6] === null || (a.churn !== null && a.churn <= c[6])),
    );
    const current = pool.filter((c) => c[6] === null || rc.chance(0.6));
    const cands = current.length ? current : pool;
    if (cands.length === 0) continue;
    a.csm = rc.weighted(cands.map((c) => [c[0], c[7]] as [string, number]));
  }

  // Account numbers in the order accounts were created
  const all = [...seeds.map((x) => x.a), ...prospects].sort((x, y) => x.created.localeCompare(y.created) || x.nm.localeCompare(y.nm));
  acctSeq = 10_040;
  for (const a of all) a.no = `AC${(acctSeq += r.int(3, 37))}`;
  // a subsidiary is created after its parent
  for (const a of all) if (a.parent && a.parent.created > a.created) throw new Error(`${a.nm} before its parent`);

  subs.sort((x, y) => x.start.localeCompare(y.start) || x.acct.no.localeCompare(y.acct.no) || x.prod.localeCompare(y.prod));
  subSeq = 5_000;
  for (const s of subs) s.no = (subSeq += rs.int(1, 6));

  // Month-end MRR snapshots
  const snapRows: unknown[][] = [];
  for (let y = 2025; y <= 2026; y++)
    for (let m = 1; m <= 12; m++) {
      if (y === 2026 && m === 12) break;
      const day = y === 2026 && m === 11 ? LAST_DAY : monthEnd(y, m);
      for (const a of all) {
        const act = a.subs.filter((s) => activeOn(s, day));
        const plan = act.find(isPlan);
        if (!plan) {
          if (act.length) throw new Error(`${a.nm} has add-ons without a plan on ${day}`);
          continue;
        }
        snapRows.push([a.no, y, m, plan.prod, seatsAt(plan, day), round2(act.reduce((t, s) => t + mrrAt(s, day), 0))]);
      }
    }

  // Invoices
  const ri = seededRandom(90_417);
  interface Inv {
    no: string;
    a: Acct;
    prd: string;
    day: string;
    due: string;
    amt: number;
    sts: string;
  }
  const invs: Inv[] = [];
  for (const a of all) {
    if (!a.firstStart) continue;
    const lastDay = a.churn ? addDays(a.churn, -1) : LAST_DAY;
    // monthly-billed subscriptions, together on the account's billing day
    for (let k = 0; ; k++) {
      const day = k === 0 ? a.firstStart : addMonths(a.firstStart, k);
      if (day > lastDay) break;
      if (day < BILL_FROM) continue;
      const amt = round2(a.subs.filter((s) => s.cyc === "M" && activeOn(s, day)).reduce((t, s) => t + mrrAt(s, day), 0));
      if (amt > 0) invs.push({ no: "", a, prd: day.slice(0, 7), day, due: "", amt, sts: "" });
    }
    // annual plans, twelve months in advance on each anniversary
    for (const s of a.subs)
      if (s.cyc === "A")
        for (let k = 0; ; k += 12) {
          const day = addMonths(s.start, k);
          if (day > lastDay || (s.end && day >= s.end)) break;
          if (day < BILL_FROM) continue;
          invs.push({ no: "", a, prd: day.slice(0, 7), day, due: "", amt: round2(12 * mrrAt(s, day)), sts: "" });
        }
  }
  // a few invoices issued twice by mistake and voided
  const voids: Inv[] = [];
  for (const inv of invs) if (ri.chance(0.02)) voids.push({ ...inv, sts: "VOID" });
  invs.push(...voids);
  invs.sort((x, y) => x.day.localeCompare(y.day) || x.a.no.localeCompare(y.a.no) || (x.sts === "VOID" ? 1 : 0) - (y.sts === "VOID" ? 1 : 0));
  const invSeq: Record<string, number> = {};
  for (const inv of invs) {
    const yy = inv.day.slice(2, 4);
    invSeq[yy] = (invSeq[yy] ?? 0) + ri.int(1, 3);
    inv.no = `INV-${yy}-${pad(invSeq[yy] as number, 5)}`;
    inv.due = inv.a.mthd === "CARD" ? inv.day : addDays(inv.day, 30);
  }

  // Payments
  const rp = seededRandom(24_680);
  const pmts: [string, Inv, number, string, string][] = [];
  for (const inv of invs) {
    if (inv.sts === "VOID") continue;
    const a = inv.a;
    const mthd = a.mthd as string;
    // the last two invoices before a non-payment cancellation are never paid
    const doomed = a.nonpay && a.churn !== null && daysBetween(inv.day, a.churn) <= 62;
    if (mthd === "CARD") {
      const failP = doomed ? 1 : a.payer === "GOOD" ? 0.03 : a.payer === "SLOW" ? 0.09 : 0.25;
      let day = inv.day;
      let paid = false;
      for (let attempt = 0; attempt < 3 && day <= LAST_DAY; attempt++) {
        const fail = rp.chance(attempt === 0 ? failP : doomed ? 1 : a.payer === "BAD" ? 0.55 : 0.3);
        pmts.push([day, inv, inv.amt, "CARD", fail ? "FAIL" : "OK"]);
        if (!fail) {
          paid = true;
          break;
        }
        day = addDays(day, attempt === 0 ? 3 : 4);
      }
      inv.sts = paid ? "PAID" : doomed && a.churn !== null && a.churn <= LAST_DAY ? "UNCOL" : "OPEN";
      if (!paid && !doomed && inv.day < "2026-10-01") {
        // sorted out by bank transfer after a reminder
        const late = addDays(inv.day, rp.int(12, 40));
        if (late <= LAST_DAY) {
          pmts.push([late, inv, inv.amt, "ACH", "OK"]);
          inv.sts = "PAID";
        }
      }
    } else {
      const delay = a.payer === "GOOD" ? rp.int(4, 29) : a.payer === "SLOW" ? rp.int(20, 80) : rp.int(30, 110);
      // now and then an invoice gets stuck in the customer's accounts payable
      const stuck = inv.day >= "2026-07-01" && rp.chance(0.1) ? rp.int(35, 90) : 0;
      let day = addDays(inv.day, delay + stuck);
      if (mthd === "ACH" && rp.chance(0.015) && day <= LAST_DAY) {
        pmts.push([day, inv, inv.amt, "ACH", "FAIL"]);
        day = addDays(day, rp.int(4, 9));
      }
      if (day <= LAST_DAY) {
        pmts.push([day, inv, inv.amt, mthd, "OK"]);
        inv.sts = "PAID";
      } else inv.sts = "OPEN";
    }
  }
  pmts.sort((x, y) => x[0].localeCompare(y[0]) || x[1].no.localeCompare(y[1].no));
  let pmtSeq = 300_000;
  const pmtRows = pmts.map(([day, inv, amt, mthd, rslt]) => [(pmtSeq += rp.int(1, 4)), inv.no, day, amt, mthd, rslt]);

  // Feature usage, January to October 2026
  const ru = seededRandom(13_579);
  const FEATS: [string, number, number][] = [
    // [feat_key, share of seats using it, events per user per month]
    ["dashboards", 0.75, 38],
    ["report_builder", 0.35, 9],
    ["workflow_automation", 0.25, 26],
    ["api_requests", 0.08, 1100],
    ["integrations_sync", 0.15, 45],
    ["ai_assistant", 0.3, 17],
  ];
  const habit = new Map<string, { eng: number; uses: Set<string> }>();
  const useRows: unknown[][] = [];
  for (let m = 1; m <= 10; m++) {
    const day = monthEnd(2026, m);
    for (const a of all) {
      const act = a.subs.filter((s) => activeOn(s, day));
      const plan = act.find(isPlan);
      if (!plan) continue;
      const tier = product(plan.prod)[3] as number;
      const has = (cd: string) => act.some((s) => s.prod === cd);
      let h = habit.get(a.no);
      if (!h) {
        const uses = new Set<string>();
        if (ru.chance(0.97)) uses.add("dashboards");
        if (ru.chance(0.72)) uses.add("report_builder");
        if (ru.chance(0.7)) uses.add("workflow_automation");
        if (ru.chance(0.85)) uses.add("api_requests");
        if (ru.chance(0.5)) uses.add("integrations_sync");
        if (ru.chance(0.88)) uses.add("ai_assistant");
        h = { eng: Math.exp(normal(ru) * 0.3) * (a.churn ? 0.6 : 1), uses };
        habit.set(a.no, h);
      }
      const seats = seatsAt(plan, day);
      for (const [feat, share, rate] of FEATS) {
        const allowed =
          feat === "workflow_automation"
            ? tier >= 2
            : feat === "api_requests"
              ? tier >= 3 || has("APIX")
              : feat === "ai_assistant"
                ? m >= 5 && (plan.prod === "ENT" || has("AIA"))
                : true;
        const uses = h.uses.has(feat) || (feat === "integrations_sync" && has("DWH")) || (feat === "ai_assistant" && has("AIA"));
        if (!allowed || !uses || ru.chance(0.04)) continue;
        const users = Math.min(seats, Math.max(1, Math.round(seats * share * h.eng * Math.exp(normal(ru) * 0.15))));
        const boost = feat === "api_requests" && has("APIX") ? 2.5 : 1;
        const evts = Math.max(1, Math.round(users * rate * boost * Math.exp(normal(ru) * 0.25)));
        useRows.push([a.no, feat, `2026-${pad(m)}-01`, evts, users]);
      }
    }
  }

  // Rows
  const acctRows = all.map((a) => [
    a.no,
    a.nm,
    a.parent ? a.parent.no : null,
    a.ind,
    a.cntry,
    a.seg,
    a.csm,
    a.created,
    a.sts,
    a.churn,
    a.firstStart ? a.mthd : null,
  ]);
  const subRows = subs.map((s) => {
    const asOf = s.end ? addDays(s.end, -1) : LAST_DAY;
    return [s.no, s.acct.no, s.prod, s.start, s.end, s.rsn, isPlan(s) ? seatsAt(s, asOf) : null, s.cyc, mrrAt(s, asOf)];
  });
  trials.sort((x, y) => x.start.localeCompare(y.start) || x.a.no.localeCompare(y.a.no));
  const trlSeq: Record<string, number> = {};
  const trlRows = trials.map((t) => {
    const yy = t.start.slice(2, 4);
    trlSeq[yy] = (trlSeq[yy] ?? 0) + 1;
    return [`TR-${yy}-${pad(trlSeq[yy] as number, 4)}`, t.a.no, t.plan, t.src, t.start, addDays(t.start, 14), t.cc, t.sts, t.conv];
  });
  for (const t of trials) if (t.sts === "OPEN" && addDays(t.start, 14) < TODAY) throw new Error("an open trial has expired");

  return [
    "CREATE SCHEMA crm;",
    "CREATE SCHEMA bil;",
    `CREATE TABLE crm.csm (csm_cd varchar(4) PRIMARY KEY, full_nm text NOT NULL, role_cd varchar(4) NOT NULL, region_cd varchar(4) NOT NULL,
      mgr_cd varchar(4) REFERENCES crm.csm (csm_cd), start_dt date NOT NULL, end_dt date);`,
    `CREATE TABLE crm.account (acct_no varchar(8) PRIMARY KEY, acct_nm text NOT NULL, parent_acct_no varchar(8) REFERENCES crm.account (acct_no),
      ind_cd varchar(4) NOT NULL, cntry_cd char(2) NOT NULL, seg_cd varchar(3) NOT NULL, csm_cd varchar(4) REFERENCES crm.csm (csm_cd),
      created_dt date NOT NULL, sts_cd varchar(3) NOT NULL, churn_dt date, pay_mthd varchar(4));`,
    `CREATE TABLE bil.product (prod_cd varchar(4) PRIMARY KEY, prod_nm text NOT NULL, prod_typ varchar(5) NOT NULL, tier_no smallint,
      list_px numeric(8,2) NOT NULL, px_unit varchar(5) NOT NULL, sellable_yn char(1) NOT NULL, launch_dt date NOT NULL);`,
    `CREATE TABLE crm.trial (trl_no varchar(10) PRIMARY KEY, acct_no varchar(8) NOT NULL REFERENCES crm.account (acct_no),
      plan_cd varchar(4) NOT NULL REFERENCES bil.product (prod_cd), src_cd varchar(7) NOT NULL, start_dt date NOT NULL, end_dt date NOT NULL,
      cc_yn char(1) NOT NULL, sts_cd varchar(4) NOT NULL, conv_dt date);`,
    `CREATE TABLE crm.feat_use_mo (acct_no varchar(8) NOT NULL REFERENCES crm.account (acct_no), feat_key text NOT NULL, use_mth date NOT NULL,
      evt_cnt integer NOT NULL, act_usr integer NOT NULL, PRIMARY KEY (acct_no, feat_key, use_mth));`,
    `CREATE TABLE bil.subscription (sub_no integer PRIMARY KEY, acct_no varchar(8) NOT NULL REFERENCES crm.account (acct_no),
      prod_cd varchar(4) NOT NULL REFERENCES bil.product (prod_cd), start_dt date NOT NULL, cncl_dt date, cncl_rsn varchar(10), seats integer,
      bill_cyc char(1) NOT NULL, mrr_amt numeric(10,2) NOT NULL);`,
    `CREATE TABLE bil.mrr_snap (acct_no varchar(8) NOT NULL REFERENCES crm.account (acct_no), snap_yr smallint NOT NULL, snap_mo smallint NOT NULL,
      plan_cd varchar(4) NOT NULL REFERENCES bil.product (prod_cd), seat_cnt integer NOT NULL, mrr_amt numeric(10,2) NOT NULL,
      PRIMARY KEY (acct_no, snap_yr, snap_mo));`,
    `CREATE TABLE bil.invoice (inv_no varchar(12) PRIMARY KEY, acct_no varchar(8) NOT NULL REFERENCES crm.account (acct_no), bill_prd char(7) NOT NULL,
      inv_dt date NOT NULL, due_dt date NOT NULL, inv_amt numeric(11,2) NOT NULL, sts_cd varchar(5) NOT NULL);`,
    `CREATE TABLE bil.payment (pmt_id integer PRIMARY KEY, inv_no varchar(12) NOT NULL REFERENCES bil.invoice (inv_no), pmt_dt date NOT NULL,
      pmt_amt numeric(11,2) NOT NULL, mthd_cd varchar(4) NOT NULL, rslt_cd varchar(4) NOT NULL);`,
    insertRows("crm.csm", ["csm_cd", "full_nm", "role_cd", "region_cd", "mgr_cd", "start_dt", "end_dt"], CSMS.map((c) => c.slice(0, 7))),
    insertRows(
      "crm.account",
      ["acct_no", "acct_nm", "parent_acct_no", "ind_cd", "cntry_cd", "seg_cd", "csm_cd", "created_dt", "sts_cd", "churn_dt", "pay_mthd"],
      acctRows,
    ),
    insertRows("bil.product", ["prod_cd", "prod_nm", "prod_typ", "tier_no", "list_px", "px_unit", "sellable_yn", "launch_dt"], PRODUCTS),
    insertRows("crm.trial", ["trl_no", "acct_no", "plan_cd", "src_cd", "start_dt", "end_dt", "cc_yn", "sts_cd", "conv_dt"], trlRows),
    insertRows("crm.feat_use_mo", ["acct_no", "feat_key", "use_mth", "evt_cnt", "act_usr"], useRows),
    insertRows(
      "bil.subscription",
      ["sub_no", "acct_no", "prod_cd", "start_dt", "cncl_dt", "cncl_rsn", "seats", "bill_cyc", "mrr_amt"],
      subRows,
    ),
    insertRows("bil.mrr_snap", ["acct_no", "snap_yr", "snap_mo", "plan_cd", "seat_cnt", "mrr_amt"], snapRows),
    insertRows(
      "bil.invoice",
      ["inv_no", "acct_no", "bill_prd", "inv_dt", "due_dt", "inv_amt", "sts_cd"],
      invs.map((i) => [i.no, i.a.no, i.prd, i.day, i.due, i.amt, i.sts]),
    ),
    insertRows("bil.payment", ["pmt_id", "inv_no", "pmt_dt", "pmt_amt", "mthd_cd", "rslt_cd"], pmtRows),
  ].join("\n");
}
