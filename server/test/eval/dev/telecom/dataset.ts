/**
 * Brightwave Mobile & Broadband, a regional telecom operator selling postpaid mobile lines, data-only SIMs and home
 * fibre/ADSL broadband in three retail regions: COAST (Port Ellis, Wrenmouth, Bayside), NORTH (Millbrook, Ashford,
 * Kelso) and METRO (Dunmore and its suburb Eastfield).
 *
 * Schema `crm` (customers, products and retail):
 * - `tariff`: the plans we sell or used to sell, keyed by `tariff_cd`. `tariff_nm` the plan name; `line_typ` MOB for a
 *   mobile phone line, MBB for a data-only SIM (mobile broadband, hotspots and tablets) or FBB for fixed home broadband;
 *   `mo_fee` the list monthly price; `data_gb` the monthly data allowance in GB (1 GB = 1024 MB), NULL for unlimited
 *   data; `incl_min` the monthly call minutes included, NULL for unlimited minutes and 0 for data-only and broadband
 *   plans, which have no calls; `term_mo` the minimum contract length in months (0 for a rolling monthly plan);
 *   `sellable_yn` N for a retired plan no longer sold to new customers (existing customers keep it).
 * - `subscriber`: our customers (people), keyed by `cust_no`. `first_nm`, `last_nm`; `seg_cd` CON for consumers or SMB
 *   for small-business customers (sole traders); `town` where they live; `dob` date of birth; `join_dt` the date of
 *   their first subscription; `mktg_optin` 1 when they agreed to receive marketing, 0 otherwise.
 * - `subscription`: a customer's contract for one line or broadband connection (a customer can have several), keyed by
 *   `sub_id`. `cust_no` the customer; `tariff_cd` references `tariff.tariff_cd`; `msisdn` the phone number of a
 *   mobile or data SIM (NULL for fixed broadband); `start_dt` when it started; `end_dt` when it ended, NULL while it
 *   is active (an ended subscription is a churned one); `end_rsn` why it ended: PORT the number was ported out to
 *   another operator, CANCEL the customer cancelled, NONPAY we disconnected it for non-payment, MOVED the customer
 *   moved out of our area (NULL while active); `mo_chg` the monthly price the customer actually pays (the list price
 *   less any discount agreed at sign-up); `sales_chnl` STORE, ONLINE or TELE (telesales); `sold_at` the store
 *   (`store.store_id`) and `sold_by` the staff member (`staff.emp_no`) who made the sale, both NULL for online and
 *   telesales.
 * - `device`: handsets, tablets, hotspots and routers supplied with a subscription, keyed by `imei` (a serial number
 *   for routers). `sub_id` the subscription; `make`, `model`; `dev_cat` PHONE, TABLET, HOTSPOT or ROUTER;
 *   `issued_dt` the day it was handed over (upgrades give a line a newer device later on); `rrp_txt` the recommended
 *   retail price, kept as text (e.g. '799.00') by the device catalogue feed; `fin_yn` Y when the customer pays it off in
 *   monthly instalments.
 * - `store`: our shops, keyed by `store_id`. `store_nm`, `town`, `region_cd` COAST, NORTH or METRO; `opened_dt`;
 *   `closed_dt` for a closed shop, NULL while trading; `floor_sqm` the sales floor area in square metres.
 * - `staff`: retail staff, keyed by `emp_no`. `full_nm`; `role_cd` HOR head of retail, AM area manager, SM store
 *   manager or REP sales rep; `branch_id` the store (`store.store_id`) they work in, NULL for the head of retail and
 *   area managers; `reports_to` the `emp_no` of their manager (reps report to their store manager, store managers to
 *   their area manager, area managers to the head of retail); `hire_dt`; `leave_dt` when they left, NULL for current
 *   staff.
 * - `ticket`: customer support tickets, keyed by `tkt_no`. `cust_no` the customer; `sub_id` the subscription it is
 *   about, NULL for billing and general account tickets; `cat_cd` BILL billing query, NETW network or coverage fault,
 *   DEVICE device fault, PLAN plan change request, PORT number porting request or OTHER; `chnl` how it was raised:
 *   CALL, CHAT, EMAIL or STORE (then `store_id` is the shop, NULL otherwise); `prio` 1 urgent to 3 low; `opened_at` and
 *   `closed_at` timestamps, `closed_at` NULL while the ticket is not resolved; `sts` OPEN (being worked on), WAIT
 *   (waiting for the customer) or RSLV (resolved).
 *
 * Schema `bss` (billing):
 * - `usage_mo`: one row per subscription per calendar month it was active, January 2025 to October 2026. `sub_id`;
 *   `yr` and `mo` the month; `data_mb` data used in MB (for broadband too); `voice_min` call minutes and `sms_cnt` text
 *   messages, both NULL for data-only SIMs and broadband; `roam_mb` data used while roaming abroad, NULL for broadband.
 * - `invoice`: one invoice per customer per month of service (all their lines together), keyed by `inv_no`.
 *   `cust_no`; `bill_prd` the month billed, kept as text 'YYYY-MM'; `iss_dt` issued on the 2nd of the following
 *   month; `due_dt` 14 days later; `inv_amt` the total (plan charges for the days active plus charges for data or
 *   minutes over the allowance and roaming, tax included); `inv_sts` PAID (paid in full), OPEN (not paid yet; overdue
 *   once past `due_dt`) or WOFF (written off as bad debt after a non-payment disconnection).
 * - `payment`: payments received, keyed by `pmt_ref`. `inv_no` the invoice paid; `cust_no`; `pmt_dt`; `pmt_amt`; an
 *   invoice is paid in one payment or, now and then, in two instalments that add up to it (open invoices have no
 *   payments); `mthd_cd` DD direct debit, CARD, BANK transfer or CASH; `store_id` the shop for payments made at a shop
 *   counter, NULL otherwise.
 *
 * Subscriptions from 2021; usage, invoices, payments and tickets from January 2025 to 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";

type LineTyp = "MOB" | "MBB" | "FBB";
type Region = "COAST" | "NORTH" | "METRO";

/** [tariff_cd, tariff_nm, line_typ, mo_fee, data_gb, incl_min, term_mo, sellable_yn] */
const TARIFFS: [string, string, LineTyp, number, number | null, number | null, number, "Y" | "N"][] = [
  ["M-SIM10", "SIM Only 10GB", "MOB", 12, 10, null, 12, "Y"],
  ["M-SIM30", "SIM Only 30GB", "MOB", 18, 30, null, 12, "Y"],
  ["M-UNL", "Unlimited Max", "MOB", 35, null, null, 24, "Y"],
  ["M-FAM", "Family Share 60GB", "MOB", 44, 60, null, 24, "Y"],
  ["M-BIZ", "Business Unlimited", "MOB", 40, null, null, 24, "Y"],
  ["M-TT2", "Talk & Text 2GB", "MOB", 7.5, 2, 300, 0, "Y"],
  ["M-ESS", "Essentials 5GB", "MOB", 15, 5, 500, 24, "N"],
  ["M-CLS", "Classic 3GB", "MOB", 11, 3, 200, 24, "N"],
  ["D-20", "Data SIM 20GB", "MBB", 14, 20, 0, 12, "Y"],
  ["D-HOT", "Home Hotspot 100GB", "MBB", 26, 100, 0, 12, "N"],
  ["B-F150", "Fibre 150", "FBB", 29, null, 0, 24, "Y"],
  ["B-F500", "Fibre 500", "FBB", 39, null, 0, 24, "Y"],
  ["B-ADSL", "ADSL Basic", "FBB", 21, null, 0, 12, "N"],
];
/** The last day a retired plan could be sold. */
const RETIRED_AFTER: Record<string, string> = {
  "M-ESS": "2024-06-30",
  "M-CLS": "2022-12-31",
  "D-HOT": "2024-12-31",
  "B-ADSL": "2023-05-31",
};

/** [store_id, store_nm, town, region_cd, opened_dt, closed_dt, floor_sqm] */
const STORES: [number, string, string, Region, string, string | null, number][] = [
  [11, "Port Ellis Harbour St", "Port Ellis", "COAST", "2016-04-02", null, 120],
  [12, "Wrenmouth Quay", "Wrenmouth", "COAST", "2019-09-14", null, 85],
  [13, "Bayside Outlet", "Bayside", "COAST", "2018-03-01", "2024-08-31", 60],
  [21, "Millbrook Centre", "Millbrook", "NORTH", "2015-10-10", null, 140],
  [22, "Ashford Retail Park", "Ashford", "NORTH", "2020-05-23", null, 95],
  [31, "Dunmore Central", "Dunmore", "METRO", "2014-06-07", null, 210],
  [32, "Dunmore Station Kiosk", "Dunmore", "METRO", "2021-11-20", null, 35],
  [33, "Eastfield Shopping Park", "Eastfield", "METRO", "2025-03-08", null, 110],
];

/** [emp_no, full_nm, role_cd, branch_id, reports_to, hire_dt, leave_dt, sales weight] */
const STAFF: [number, string, string, number | null, number | null, string, string | null, number][] = [
  [1000, "Helen Marsh", "HOR", null, null, "2012-01-09", null, 0],
  [1010, "Graham Okafor", "AM", null, 1000, "2014-05-12", null, 0],
  [1020, "Sunita Rao", "AM", null, 1000, "2016-02-01", null, 0],
  [1030, "Peter Lindholm", "AM", null, 1000, "2013-09-16", null, 0],
  [1101, "Claire Donnelly", "SM", 11, 1010, "2016-03-14", null, 0.5],
  [1102, "Marco Bianchi", "SM", 12, 1010, "2019-08-19", null, 0.5],
  [1103, "Trevor Hughes", "SM", 13, 1010, "2018-01-22", "2024-08-31", 0.5],
  [1201, "Aoife Brennan", "SM", 21, 1020, "2015-09-07", null, 0.5],
  [1202, "Samuel Adeyemi", "SM", 22, 1020, "2020-04-27", null, 0.5],
  [1301, "Rachel Kim", "SM", 31, 1030, "2014-05-19", null, 0.4],
  [1302, "Jonas Weber", "SM", 32, 1030, "2021-10-25", null, 0.7],
  [1303, "Leah Fitzgerald", "SM", 33, 1030, "2025-01-20", null, 0.5],
  [1111, "Tom Baxter", "REP", 11, 1101, "2017-06-05", null, 1.6],
  [1112, "Nadia Hussain", "REP", 11, 1101, "2020-02-17", null, 1.1],
  [1113, "Owen Price", "REP", 11, 1101, "2021-04-12", "2025-06-30", 1],
  [1114, "Grace Liu", "REP", 11, 1101, "2025-08-04", null, 1.3],
  [1121, "Ben Carver", "REP", 12, 1102, "2019-09-02", null, 1.2],
  [1122, "Holly Walsh", "REP", 12, 1102, "2022-03-21", null, 0.8],
  [1131, "Dean Foster", "REP", 13, 1103, "2018-02-26", "2024-08-31", 1],
  [1132, "Mia Santos", "REP", 13, 1103, "2020-07-06", "2024-08-31", 1],
  [1211, "Kieran Doyle", "REP", 21, 1201, "2016-11-28", null, 1.5],
  [1212, "Ellie Morgan", "REP", 21, 1201, "2019-05-13", null, 1],
  [1213, "Rajesh Nair", "REP", 21, 1201, "2021-01-11", null, 1.2],
  [1214, "Zara Ahmed", "REP", 21, 1201, "2022-09-05", "2026-03-13", 0.9],
  [1221, "Luke Jennings", "REP", 22, 1202, "2020-05-18", null, 1.1],
  [1222, "Chloe Barnes", "REP", 22, 1202, "2023-02-13", null, 0.9],
  [1223, "Freya Holt", "REP", 22, 1202, "2026-11-16", null, 1],
  [1311, "Daniel Osei", "REP", 31, 1301, "2015-03-02", null, 1.7],
  [1312, "Priya Shah", "REP", 31, 1301, "2018-10-08", null, 1.3],
  [1313, "Jack Turner", "REP", 31, 1301, "2020-08-24", null, 1],
  [1314, "Sophie Klein", "REP", 31, 1301, "2022-06-13", "2025-11-28", 0.9],
  [1315, "Ethan Ross", "REP", 31, 1301, "2026-06-01", null, 1.1],
  [1321, "Amir Haddad", "REP", 32, 1302, "2021-11-15", null, 1],
  [1331, "Nina Petrova", "REP", 33, 1303, "2025-02-24", null, 1.4],
  [1332, "Callum Reid", "REP", 33, 1303, "2025-03-03", null, 1],
  [1333, "Isla Grant", "REP", 33, 1303, "2026-02-16", null, 1.2],
];

/** [town, region, weight] */
const TOWNS: [string, Region, number][] = [
  ["Dunmore", "METRO", 26],
  ["Eastfield", "METRO", 9],
  ["Port Ellis", "COAST", 16],
  ["Wrenmouth", "COAST", 9],
  ["Bayside", "COAST", 6],
  ["Millbrook", "NORTH", 16],
  ["Ashford", "NORTH", 11],
  ["Kelso", "NORTH", 7],
];

/** [make, model, dev_cat, rrp, on sale from] */
const DEVICES: [string, string, string, number, string][] = [
  ["Apple", "iPhone 13", "PHONE", 649, "2020-01-01"],
  ["Apple", "iPhone 14", "PHONE", 699, "2022-09-16"],
  ["Apple", "iPhone 15", "PHONE", 799, "2023-09-22"],
  ["Apple", "iPhone 15 Pro", "PHONE", 999, "2023-09-22"],
  ["Apple", "iPhone 16", "PHONE", 849, "2024-09-20"],
  ["Apple", "iPhone 17", "PHONE", 899, "2025-09-19"],
  ["Samsung", "Galaxy S22", "PHONE", 729, "2020-01-01"],
  ["Samsung", "Galaxy S23", "PHONE", 749, "2023-02-17"],
  ["Samsung", "Galaxy S24", "PHONE", 799, "2024-01-31"],
  ["Samsung", "Galaxy S25", "PHONE", 819, "2025-02-07"],
  ["Samsung", "Galaxy A54", "PHONE", 379, "2023-04-01"],
  ["Samsung", "Galaxy A35", "PHONE", 329, "2024-03-15"],
  ["Google", "Pixel 7", "PHONE", 549, "2020-01-01"],
  ["Google", "Pixel 8", "PHONE", 599, "2023-10-12"],
  ["Google", "Pixel 9", "PHONE", 699, "2024-08-22"],
  ["Motorola", "Moto G84", "PHONE", 249, "2023-09-01"],
  ["Nokia", "G42", "PHONE", 199, "2023-07-01"],
];
const TABLETS: [string, string, string, number, string][] = [
  ["Apple", "iPad 10th Gen", "TABLET", 449, "2020-01-01"],
  ["Samsung", "Galaxy Tab A9", "TABLET", 199, "2020-01-01"],
];
const HOTSPOTS: [string, string, string, number, string][] = [
  ["Huawei", "E5785 Hotspot", "HOTSPOT", 89, "2020-01-01"],
  ["ZTE", "MU5001 Hotspot", "HOTSPOT", 159, "2020-01-01"],
];
const ROUTERS: [string, string, string, number, string][] = [
  ["Technicolor", "DGA0122 Router", "ROUTER", 99, "2020-01-01"],
  ["ZTE", "F6640 Fibre Router", "ROUTER", 119, "2020-01-01"],
  ["Nokia", "Beacon 6", "ROUTER", 149, "2022-06-01"],
];

const FIRST = [
  "James", "Olivia", "Liam", "Emma", "Noah", "Amelia", "Oliver", "Ava", "George", "Isla", "Harry", "Sophia",
  "Jacob", "Lily", "Charlie", "Freya", "Thomas", "Ella", "Oscar", "Grace", "William", "Chloe", "Leo", "Ruby",
  "Alfie", "Evie", "Joshua", "Poppy", "Henry", "Daisy", "Arthur", "Zara", "Samuel", "Aisha", "Mohammed", "Priya",
  "Patrick", "Siobhan", "Gareth", "Bronwen", "Kwame", "Ngozi", "Tomasz", "Agnieszka", "Raj", "Meera", "Colin",
  "Margaret", "Derek", "Janet", "Stuart", "Pauline", "Keith", "Brenda", "Rhys", "Niamh",
];
const LAST = [
  "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright", "Thompson",
  "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel", "Khan", "Lewis",
  "James", "Phillips", "Mason", "Mitchell", "Rose", "Davis", "Rodgers", "Murphy", "O'Brien", "Kowalski", "Okoye",
  "Singh", "Begum", "Fletcher", "Harding", "Lloyd", "Pearson", "Dunn", "Gallagher", "Hughes", "Moran", "Sharma",
  "Nowak", "Bradley", "Kerr", "Fraser", "Quinn",
];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const round2 = (n: number) => Math.round(n * 100) / 100;
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;
const monthEnd = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
const minIso = (a: string, b: string) => (a < b ? a : b);
const maxIso = (a: string, b: string) => (a > b ? a : b);
const ts = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + Math.round(minutes) * 60_000).toISOString().slice(0, 19).replace("T", " ");

type Payer = "DD" | "GOOD" | "SLOW" | "BAD";
interface Cust {
  no: string;
  seg: "CON" | "SMB";
  town: string;
  region: Region;
  join: string;
  payer: Payer;
  young: boolean;
  subs: Sub[];
  cutOff: string | null;
}
interface Sub {
  id: number;
  cust: Cust;
  tariff: (typeof TARIFFS)[number];
  start: string;
  end: string | null;
  rsn: string | null;
  chg: number;
  scale: number;
}

const tariffOf = (cd: string) => {
  const t = TARIFFS.find((x) => x[0] === cd);
  if (!t) throw new Error(`no tariff ${cd}`);
  return t;
};
const sellableOn = (cd: string, day: string) => !RETIRED_AFTER[cd] || day <= (RETIRED_AFTER[cd] as string);

export function datasetSql(): string {
  const r = seededRandom(40_626);

  // Customers and their subscriptions
  const custs: Cust[] = [];
  const subs: Sub[] = [];
  const usedNames = new Set<string>();
  const usedMsisdn = new Set<string>();
  const custRows: unknown[][] = [];
  let custSeq = 203_000;
  let subSeq = 50_000;
  const N_CUST = 132;
  const pickTariff = (typ: LineTyp, seg: "CON" | "SMB", day: string): string => {
    const opts: [string, number][] =
      typ === "MOB"
        ? seg === "SMB"
          ? [["M-BIZ", 55], ["M-UNL", 15], ["M-SIM30", 30]]
          : [["M-SIM10", 22], ["M-SIM30", 24], ["M-UNL", 20], ["M-FAM", 8], ["M-TT2", 10], ["M-ESS", 16], ["M-CLS", 12]]
        : typ === "MBB"
          ? [["D-20", 65], ["D-HOT", 35]]
          : [["B-F150", 45], ["B-F500", 35], ["B-ADSL", 22]];
    const ok = opts.filter(([cd]) => sellableOn(cd, day));
    return r.weighted(ok);
  };
  for (let i = 0; i < N_CUST; i++) {
    const seg = r.chance(0.15) ? "SMB" : "CON";
    let first = "";
    let last = "";
    do {
      first = r.pick(FIRST);
      last = r.pick(LAST);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const town = r.weighted(TOWNS.map(([t, , w]) => [t, w] as [string, number]));
    const region = (TOWNS.find((t) => t[0] === town) as (typeof TOWNS)[number])[1];
    const yr = r.weighted<number>([[2021, 9], [2022, 13], [2023, 19], [2024, 22], [2025, 21], [2026, 16]]);
    const join = r.date(`${yr}-01-03`, yr === 2026 ? "2026-11-20" : `${yr}-12-22`);
    const dob = r.date("1946-01-01", "2006-10-31");
    const payer = r.weighted<Payer>([["DD", 50], ["GOOD", 28], ["SLOW", 15], ["BAD", 7]]);
    const c: Cust = {
      no: `C${(custSeq += r.int(3, 41))}`,
      seg,
      town,
      region,
      join,
      payer,
      young: dob > "1990-01-01",
      subs: [],
      cutOff: null,
    };
    custs.push(c);
    custRows.push([c.no, first, last, seg, town, dob, join, r.chance(0.42) ? 1 : 0]);

    const nLines = r.weighted<number>([[1, 58], [2, 28], [3, 10], [4, 4]]);
    let hasFbb = false;
    for (let k = 0; k < nLines; k++) {
      const start = k === 0 ? join : r.chance(0.4) ? join : r.date(addDays(join, 20), maxIso(addDays(join, 30), "2026-11-20"));
      if (start > "2026-11-20") continue;
      const typ: LineTyp =
        k === 0
          ? r.weighted<LineTyp>([["MOB", 70], ["FBB", 20], ["MBB", 10]])
          : r.weighted<LineTyp>(hasFbb ? [["MOB", 80], ["MBB", 20]] : [["MOB", 62], ["FBB", 22], ["MBB", 16]]);
      if (typ === "FBB") hasFbb = true;
      const t = tariffOf(pickTariff(typ, seg, start));
      const disc = r.chance(0.27) ? r.pick([0.1, 0.15, 0.2, 0.25, 0.5]) : 0;
      const chg = disc ? round2(t[3] * (1 - disc)) : t[3];
      const churn = r.chance(payer === "BAD" ? 0.35 : 0.24);
      let end: string | null = null;
      let rsn: string | null = null;
      if (churn) {
        const from = maxIso(addDays(start, 90), "2023-03-01");
        if (from < "2026-11-20") {
          end = r.date(from, "2026-11-20");
          rsn =
            typ === "FBB"
              ? r.weighted<string>([["CANCEL", 60], ["MOVED", 40]])
              : r.weighted<string>([["PORT", 55], ["CANCEL", 28], ["MOVED", 17]]);
        }
      }
      const s: Sub = { id: (subSeq += r.int(1, 9)), cust: c, tariff: t, start, end, rsn, chg, scale: Math.exp(normal(r) * 0.35) };
      c.subs.push(s);
    }
    // bad payers are often cut off for non-payment: every line active that day ends
    if (payer === "BAD" && r.chance(0.6)) {
      const from = maxIso(addDays(join, 150), "2025-03-01");
      if (from < "2026-10-31") {
        const cut = r.date(from, "2026-10-31");
        c.cutOff = cut;
        c.subs = c.subs.filter((s) => s.start < cut);
        for (const s of c.subs)
          if (!s.end || s.end > cut) {
            s.end = cut;
            s.rsn = "NONPAY";
          }
      }
    }
    c.subs.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
    subs.push(...c.subs);
  }

  // Sales channel, store and rep
  const storeOpen = (s: (typeof STORES)[number], day: string) => s[4] <= day && (!s[5] || s[5] >= day);
  const staffOn = (storeId: number, day: string) =>
    STAFF.filter((e) => e[3] === storeId && e[7] > 0 && e[5] <= day && (!e[6] || e[6] >= day));
  const subRows: unknown[][] = [];
  const rs = seededRandom(7_331);
  for (const s of subs) {
    const c = s.cust;
    let chnl = rs.weighted<string>(c.seg === "SMB" ? [["STORE", 40], ["ONLINE", 25], ["TELE", 35]] : [["STORE", 54], ["ONLINE", 32], ["TELE", 14]]);
    let store: number | null = null;
    let rep: number | null = null;
    if (chnl === "STORE") {
      const local = STORES.filter((st) => st[2] === c.town && storeOpen(st, s.start));
      const regional = STORES.filter((st) => st[3] === c.region && storeOpen(st, s.start));
      const cands = local.length && rs.chance(0.8) ? local : regional;
      if (cands.length === 0) chnl = "ONLINE";
      else {
        const st = rs.weighted(cands.map((x) => [x, x[6]] as [(typeof STORES)[number], number]));
        const team = staffOn(st[0], s.start);
        if (team.length === 0) chnl = "ONLINE";
        else {
          store = st[0];
          rep = rs.weighted(team.map((e) => [e[0], e[7]] as [number, number]));
        }
      }
    }
    const msisdn =
      s.tariff[2] === "FBB"
        ? null
        : (() => {
            let n = "";
            do n = `07${rs.int(100, 999)}${pad(rs.int(0, 999_999), 6)}`;
            while (usedMsisdn.has(n));
            usedMsisdn.add(n);
            return n;
          })();
    subRows.push([s.id, c.no, s.tariff[0], msisdn, s.start, s.end, s.rsn, s.chg, chnl, store, rep]);
  }

  // Devices
  const rdv = seededRandom(91_003);
  const devRows: unknown[][] = [];
  const usedImei = new Set<string>();
  const newImei = (cat: string) => {
    let n = "";
    do n = cat === "ROUTER" ? `RT${rdv.int(10_000_000, 99_999_999)}` : `35${rdv.int(1_000_000, 9_999_999)}${rdv.int(100_000, 999_999)}`;
    while (usedImei.has(n));
    usedImei.add(n);
    return n;
  };
  const addDevice = (s: Sub, day: string, catalogue: (typeof DEVICES)[number][], fin: boolean) => {
    const avail = catalogue.filter((d) => d[4] <= day);
    // newer models sell more
    const d = rdv.weighted(avail.map((x) => [x, 1 + Math.max(0, 4 - daysBetween(x[4], day) / 365)] as [(typeof DEVICES)[number], number]));
    devRows.push([newImei(d[2]), s.id, d[0], d[1], d[2], day, d[3].toFixed(2), fin ? "Y" : "N"]);
  };
  for (const s of subs) {
    const cd = s.tariff[0];
    if (s.tariff[2] === "FBB") addDevice(s, s.start, ROUTERS, false);
    else if (s.tariff[2] === "MBB") {
      if (rdv.chance(0.55)) addDevice(s, s.start, rdv.chance(0.5) ? HOTSPOTS : TABLETS, rdv.chance(0.3));
    } else if (!["M-SIM10", "M-SIM30", "M-TT2"].includes(cd) && rdv.chance(0.8)) {
      addDevice(s, s.start, DEVICES, rdv.chance(0.75));
      const upg = addDays(s.start, rdv.int(700, 800));
      if (upg <= minIso(s.end ?? LAST_DAY, LAST_DAY) && rdv.chance(0.45)) addDevice(s, upg, DEVICES, rdv.chance(0.75));
    }
  }
  devRows.sort((a, b) => String(a[5]).localeCompare(String(b[5])) || String(a[0]).localeCompare(String(b[0])));

  // Monthly usage and invoices
  const ru = seededRandom(55_219);
  const usageRows: unknown[][] = [];
  /** cust no -> yyyy-mm -> amount */
  const billed = new Map<string, Map<string, number>>();
  const DATA_BASE: Record<string, number> = {
    "M-SIM10": 6200, "M-SIM30": 15500, "M-UNL": 34000, "M-FAM": 31000, "M-BIZ": 27000, "M-TT2": 1250,
    "M-ESS": 3300, "M-CLS": 1900, "D-20": 9800, "D-HOT": 52000, "B-F150": 185000, "B-F500": 330000, "B-ADSL": 64000,
  };
  const MIN_BASE: Record<string, number> = { "M-TT2": 150, "M-ESS": 210, "M-CLS": 120, "M-BIZ": 540 };
  for (const s of subs) {
    const t = s.tariff;
    const heavy = s.cust.young ? 1.25 : 0.85;
    for (let y = 2025; y <= 2026; y++) {
      for (let m = 1; m <= 12; m++) {
        if (y === 2026 && m > 10) break;
        const mStart = `${y}-${pad(m)}-01`;
        const mEnd = monthEnd(y, m);
        const from = maxIso(s.start, mStart);
        const to = minIso(s.end ?? mEnd, mEnd);
        if (from > to) continue;
        const frac = (daysBetween(from, to) + 1) / (daysBetween(mStart, mEnd) + 1);
        const summer = m >= 6 && m <= 8 ? 1.06 : m === 12 || m === 1 ? 1.04 : 1;
        let data = Math.round((DATA_BASE[t[0]] as number) * s.scale * heavy * summer * Math.exp(normal(ru) * 0.22) * frac);
        const cap = t[4];
        if (cap !== null && data >= cap * 990 && data <= cap * 1034) data = cap * 990 - ru.int(20, 900);
        let voice: number | null = null;
        let sms: number | null = null;
        let roam: number | null = null;
        if (t[2] === "MOB") {
          voice = Math.round((MIN_BASE[t[0]] ?? 260) * s.scale * Math.exp(normal(ru) * 0.3) * frac);
          sms = Math.round((s.cust.young ? 25 : 55) * Math.exp(normal(ru) * 0.5) * frac);
        }
        if (t[2] !== "FBB") {
          const p = m >= 6 && m <= 8 ? 0.24 : m === 12 || m === 4 ? 0.1 : 0.04;
          roam = ru.chance(p) ? Math.round(Math.exp(6.4 + normal(ru) * 0.8)) : 0;
        }
        usageRows.push([s.id, y, m, data, voice, sms, roam]);
        let amt = s.chg * frac;
        if (cap !== null && data > cap * 1024) amt += Math.ceil((data - cap * 1024) / 1024) * 3;
        if (t[5] !== null && t[5] > 0 && voice !== null && voice > t[5]) amt += (voice - t[5]) * 0.1;
        if (roam) amt += roam * 0.004;
        const key = `${y}-${pad(m)}`;
        let cm = billed.get(s.cust.no);
        if (!cm) billed.set(s.cust.no, (cm = new Map()));
        cm.set(key, (cm.get(key) ?? 0) + amt);
      }
    }
  }

  // Invoices and payments
  const rp = seededRandom(12_877);
  interface Inv {
    no: string;
    cust: Cust;
    prd: string;
    iss: string;
    due: string;
    amt: number;
    sts: string;
  }
  const invs: Inv[] = [];
  for (const c of custs) {
    const cm = billed.get(c.no);
    if (!cm) continue;
    for (const [prd, amt] of [...cm.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
      const [y, m] = prd.split("-").map(Number) as [number, number];
      const iss = m === 12 ? `${y + 1}-01-02` : `${y}-${pad(m + 1)}-02`;
      invs.push({ no: "", cust: c, prd, iss, due: addDays(iss, 14), amt: round2(amt), sts: "OPEN" });
    }
  }
  invs.sort((a, b) => a.iss.localeCompare(b.iss) || a.cust.no.localeCompare(b.cust.no));
  let invSeq = 4_410_000;
  for (const inv of invs) inv.no = `INV${(invSeq += rp.int(1, 7))}`;
  const pmts: [string, Inv, number, string, number | null][] = [];
  const storeFor = (c: Cust, day: string) => {
    const cands = STORES.filter((st) => st[3] === c.region && storeOpen(st, day));
    return cands.length ? rp.pick(cands)[0] : null;
  };
  for (const inv of invs) {
    const c = inv.cust;
    // after a non-payment cut-off the last bills are never paid
    if (c.cutOff && inv.iss >= addDays(c.cutOff, -80)) {
      inv.sts = inv.due < "2026-07-01" ? "WOFF" : "OPEN";
      continue;
    }
    let day: string | null;
    let mthd: string;
    if (c.payer === "DD") {
      if (rp.chance(0.97)) {
        day = inv.due;
        mthd = "DD";
      } else {
        day = addDays(inv.due, rp.int(3, 16));
        mthd = "CARD";
      }
    } else {
      const late =
        c.payer === "GOOD"
          ? rp.weighted<number>([[rp.int(-12, -3), 60], [rp.int(-2, 0), 30], [rp.int(1, 6), 10]])
          : c.payer === "SLOW"
            ? rp.weighted<number>([[rp.int(-8, 0), 40], [rp.int(1, 14), 42], [rp.int(15, 35), 18]])
            : rp.weighted<number>([[rp.int(-5, 0), 25], [rp.int(1, 25), 40], [rp.int(26, 75), 35]]);
      day = addDays(inv.due, late);
      if (day <= inv.iss) day = addDays(inv.iss, rp.int(1, 3));
      if (c.payer === "BAD" && rp.chance(0.1)) day = null;
      mthd = rp.weighted<string>([["CARD", 50], ["BANK", 30], ["CASH", 20]]);
    }
    if (!day || day > LAST_DAY) continue;
    const counter = mthd === "CASH" || (mthd === "CARD" && rp.chance(0.25));
    const store = counter ? storeFor(c, day) : null;
    if (mthd === "CASH" && store === null) mthd = "BANK";
    const split = mthd !== "DD" && inv.amt > 40 && rp.chance(0.1);
    const second = addDays(day, rp.int(6, 20));
    if (split && second <= LAST_DAY) {
      const part = round2(inv.amt * rp.float(0.35, 0.6, 2));
      pmts.push([day, inv, part, mthd, store]);
      pmts.push([second, inv, round2(inv.amt - part), mthd, store]);
    } else pmts.push([day, inv, inv.amt, mthd, store]);
    inv.sts = "PAID";
  }
  pmts.sort((a, b) => a[0].localeCompare(b[0]) || a[1].no.localeCompare(b[1].no) || b[2] - a[2]);
  let pmtSeq = 880_000;
  const pmtRows = pmts.map(([day, inv, amt, mthd, store]) => [`PM${(pmtSeq += rp.int(1, 29))}`, inv.no, inv.cust.no, day, amt, mthd, store]);

  // Support tickets
  const rt = seededRandom(66_410);
  interface Tkt {
    c: Cust;
    s: Sub | null;
    cat: string;
    day: string;
    min: number;
    hours: number;
  }
  const tkts: Tkt[] = [];
  const RES_HOURS: Record<string, number> = { BILL: 30, NETW: 18, DEVICE: 70, PLAN: 9, PORT: 5, OTHER: 14 };
  for (const c of custs) {
    const first = maxIso(c.join, "2025-01-01");
    const lastActive = c.subs.reduce<string>((acc, s) => maxIso(acc, s.end ?? LAST_DAY), "2000-01-01");
    const last = minIso(lastActive, LAST_DAY);
    if (first > last) continue;
    const years = (daysBetween(first, last) + 1) / 365;
    const rate = (c.payer === "BAD" ? 3.2 : c.payer === "SLOW" ? 2.2 : 1.5) * (c.subs.length > 2 ? 1.3 : 1);
    const n = Math.round(rate * years * Math.exp(normal(rt) * 0.4));
    for (let k = 0; k < n; k++) {
      const day = rt.date(first, last);
      const active = c.subs.filter((s) => s.start <= day && (!s.end || s.end >= day));
      const cat = rt.weighted<string>([["BILL", c.payer === "BAD" ? 45 : 28], ["NETW", 26], ["DEVICE", 14], ["PLAN", 15], ["OTHER", 10]]);
      const s = cat === "BILL" || cat === "OTHER" || active.length === 0 ? null : rt.pick(active);
      tkts.push({ c, s, cat: s || cat === "BILL" || cat === "OTHER" ? cat : "OTHER", day, min: rt.int(7 * 60, 21 * 60), hours: 0 });
    }
    for (const s of c.subs)
      if (s.rsn === "PORT" && s.end && s.end >= "2025-01-08")
        tkts.push({ c, s, cat: "PORT", day: addDays(s.end, -rt.int(1, 6)), min: rt.int(8 * 60, 20 * 60), hours: 0 });
  }
  tkts.sort((a, b) => a.day.localeCompare(b.day) || a.min - b.min);
  const lastMin = Date.parse(`${LAST_DAY}T23:59:00Z`) / 60_000;
  const tktSeq: Record<string, number> = {};
  const tktRows: unknown[][] = [];
  for (const t of tkts) {
    const yy = t.day.slice(0, 4);
    tktSeq[yy] = (tktSeq[yy] ?? 0) + rt.int(1, 4);
    const chnl = rt.weighted<string>([["CALL", 44], ["CHAT", 30], ["STORE", 15], ["EMAIL", 11]]);
    const store = chnl === "STORE" ? storeFor(t.c, t.day) : null;
    const prio = t.cat === "NETW" ? rt.weighted<number>([[1, 40], [2, 45], [3, 15]]) : t.cat === "PORT" ? 1 : rt.weighted<number>([[1, 8], [2, 42], [3, 50]]);
    const hours = Math.max(0.25, Math.exp(Math.log(RES_HOURS[t.cat] as number) + normal(rt) * 0.8) * (prio === 1 ? 0.6 : 1));
    const openAbs = Date.parse(`${t.day}T00:00:00Z`) / 60_000 + t.min;
    const closeAbs = openAbs + Math.round(hours * 60);
    const stuck = openAbs > lastMin - 60 * 24 * 60 && rt.chance(0.5);
    const resolved = closeAbs < lastMin && !stuck;
    const sts = resolved ? "RSLV" : rt.chance(0.35) ? "WAIT" : "OPEN";
    tktRows.push([
      `T${yy.slice(2)}-${pad(tktSeq[yy] as number, 5)}`,
      t.c.no,
      t.s ? t.s.id : null,
      t.cat,
      chnl === "STORE" && store === null ? "CALL" : chnl,
      store,
      prio,
      ts(t.day, t.min),
      resolved ? new Date(closeAbs * 60_000).toISOString().slice(0, 19).replace("T", " ") : null,
      sts,
    ]);
  }

  if (TODAY <= LAST_DAY) throw new Error("today must follow the last day of data");

  return [
    "CREATE SCHEMA crm;",
    "CREATE SCHEMA bss;",
    `CREATE TABLE crm.tariff (tariff_cd varchar(8) PRIMARY KEY, tariff_nm text NOT NULL, line_typ varchar(3) NOT NULL, mo_fee numeric(7,2) NOT NULL,
      data_gb integer, incl_min integer, term_mo smallint NOT NULL, sellable_yn char(1) NOT NULL);`,
    `CREATE TABLE crm.store (store_id smallint PRIMARY KEY, store_nm text NOT NULL, town text NOT NULL, region_cd varchar(5) NOT NULL, opened_dt date NOT NULL,
      closed_dt date, floor_sqm integer NOT NULL);`,
    `CREATE TABLE crm.staff (emp_no integer PRIMARY KEY, full_nm text NOT NULL, role_cd varchar(3) NOT NULL, branch_id smallint REFERENCES crm.store (store_id),
      reports_to integer REFERENCES crm.staff (emp_no), hire_dt date NOT NULL, leave_dt date);`,
    `CREATE TABLE crm.subscriber (cust_no varchar(8) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, seg_cd varchar(3) NOT NULL, town text NOT NULL,
      dob date NOT NULL, join_dt date NOT NULL, mktg_optin smallint NOT NULL);`,
    `CREATE TABLE crm.subscription (sub_id integer PRIMARY KEY, cust_no varchar(8) NOT NULL REFERENCES crm.subscriber (cust_no),
      tariff_cd varchar(8) NOT NULL REFERENCES crm.tariff (tariff_cd), msisdn varchar(11), start_dt date NOT NULL, end_dt date, end_rsn varchar(6),
      mo_chg numeric(7,2) NOT NULL, sales_chnl varchar(6) NOT NULL, sold_at smallint REFERENCES crm.store (store_id), sold_by integer REFERENCES crm.staff (emp_no));`,
    `CREATE TABLE crm.device (imei varchar(15) PRIMARY KEY, sub_id integer NOT NULL REFERENCES crm.subscription (sub_id), make text NOT NULL, model text NOT NULL,
      dev_cat varchar(7) NOT NULL, issued_dt date NOT NULL, rrp_txt varchar(10) NOT NULL, fin_yn char(1) NOT NULL);`,
    `CREATE TABLE crm.ticket (tkt_no varchar(9) PRIMARY KEY, cust_no varchar(8) NOT NULL REFERENCES crm.subscriber (cust_no),
      sub_id integer REFERENCES crm.subscription (sub_id), cat_cd varchar(6) NOT NULL, chnl varchar(5) NOT NULL, store_id smallint REFERENCES crm.store (store_id),
      prio smallint NOT NULL, opened_at timestamp NOT NULL, closed_at timestamp, sts varchar(4) NOT NULL);`,
    `CREATE TABLE bss.usage_mo (sub_id integer NOT NULL REFERENCES crm.subscription (sub_id), yr smallint NOT NULL, mo smallint NOT NULL, data_mb integer NOT NULL,
      voice_min integer, sms_cnt integer, roam_mb integer, PRIMARY KEY (sub_id, yr, mo));`,
    `CREATE TABLE bss.invoice (inv_no varchar(10) PRIMARY KEY, cust_no varchar(8) NOT NULL REFERENCES crm.subscriber (cust_no), bill_prd char(7) NOT NULL,
      iss_dt date NOT NULL, due_dt date NOT NULL, inv_amt numeric(9,2) NOT NULL, inv_sts varchar(4) NOT NULL);`,
    `CREATE TABLE bss.payment (pmt_ref varchar(8) PRIMARY KEY, inv_no varchar(10) NOT NULL REFERENCES bss.invoice (inv_no),
      cust_no varchar(8) NOT NULL REFERENCES crm.subscriber (cust_no), pmt_dt date NOT NULL, pmt_amt numeric(9,2) NOT NULL, mthd_cd varchar(4) NOT NULL,
      store_id smallint REFERENCES crm.store (store_id));`,
    insertRows("crm.tariff", ["tariff_cd", "tariff_nm", "line_typ", "mo_fee", "data_gb", "incl_min", "term_mo", "sellable_yn"], TARIFFS),
    insertRows("crm.store", ["store_id", "store_nm", "town", "region_cd", "opened_dt", "closed_dt", "floor_sqm"], STORES),
    insertRows(
      "crm.staff",
      ["emp_no", "full_nm", "role_cd", "branch_id", "reports_to", "hire_dt", "leave_dt"],
      [...STAFF].sort((a, b) => a[0] - b[0]).map((e) => e.slice(0, 7)),
    ),
    insertRows("crm.subscriber", ["cust_no", "first_nm", "last_nm", "seg_cd", "town", "dob", "join_dt", "mktg_optin"], custRows),
    insertRows(
      "crm.subscription",
      ["sub_id", "cust_no", "tariff_cd", "msisdn", "start_dt", "end_dt", "end_rsn", "mo_chg", "sales_chnl", "sold_at", "sold_by"],
      [...subRows].sort((a, b) => (a[0] as number) - (b[0] as number)),
    ),
    insertRows("crm.device", ["imei", "sub_id", "make", "model", "dev_cat", "issued_dt", "rrp_txt", "fin_yn"], devRows),
    insertRows("crm.ticket", ["tkt_no", "cust_no", "sub_id", "cat_cd", "chnl", "store_id", "prio", "opened_at", "closed_at", "sts"], tktRows),
    insertRows("bss.usage_mo", ["sub_id", "yr", "mo", "data_mb", "voice_min", "sms_cnt", "roam_mb"], usageRows),
    insertRows(
      "bss.invoice",
      ["inv_no", "cust_no", "bill_prd", "iss_dt", "due_dt", "inv_amt", "inv_sts"],
      invs.map((i) => [i.no, i.cust.no, i.prd, i.iss, i.due, i.amt, i.sts]),
    ),
    insertRows("bss.payment", ["pmt_ref", "inv_no", "cust_no", "pmt_dt", "pmt_amt", "mthd_cd", "store_id"], pmtRows),
  ].join("\n");
}
