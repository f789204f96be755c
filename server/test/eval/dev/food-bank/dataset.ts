/**
 * Kelderton Community Food Bank is a small independent charity in the (fictional) market town of Kelderton. It runs
 * on the voucher model: a frontline "referral agency" (Citizens Advice, a GP surgery, a school, the council, a
 * housing association, a church debt centre...) meets a household in crisis and issues an e-voucher for a food
 * parcel. The household takes the voucher to one of the food bank's distribution centres (church halls and
 * community centres that open for two or three hours on fixed weekdays) and exchanges it for a parcel of about
 * three days' non-perishable food; households who cannot travel (mostly in the rural KL9 postcode district, or
 * the housebound) have the parcel delivered by a volunteer driver from the warehouse. Food comes in from
 * supermarket collection points, FareShare surplus, churches' and schools' harvest festivals, businesses' food
 * drives and the public; money comes in from the public (online or by cheque, often Gift Aided), churches,
 * schools and local businesses. All donated food is sorted, checked and stored at the Riverside warehouse, where
 * parcels are packed and taken out to the distribution centres on their opening days. The charity has no paid
 * staff; everything is done by volunteers, who sign up for shifts on a rota.
 *
 * This is an export of the food bank's client and stock system (schema `fb`), taken on the morning of Monday
 * 2026-10-12, holding everything up to the end of Sunday 2026-10-11. The system went live on 2024-04-01: parcels,
 * donations and shifts start then (households registered and volunteers who joined before then keep their original
 * dates; households with no voucher since then were not brought over). The
 * volunteer rota is already filled in up to 2026-10-25. Money is in pounds sterling (GBP) as numeric with pence. The
 * charity's financial year runs from April to March.
 * Weights are kilograms. Distribution centres are closed on English bank holidays.
 *
 * Tables, columns and codes:
 * - `site`: the food bank's premises. `site_cd` short code, `site_nm` name, `site_typ` WH warehouse (stores the
 *   stock, packs parcels, sends out deliveries; also the office) or DC distribution centre (where clients collect
 *   parcels). `addr1`, `postcode`. `open_days` the weekdays a DC is open for clients, or the warehouse's working
 *   days, as text ("Tue,Fri"). `opened_dt` the date the site opened; `closed_dt` the date it closed for good (NULL
 *   = still open). Hillside Library closed at the end of August 2025; Westbrook Baptist Church took over its
 *   clients from September 2025.
 * - `agency`: referral agencies allowed to issue vouchers. `agency_id`, `agency_nm`, `agency_typ` CAB Citizens
 *   Advice, DWP Jobcentre Plus, HLT health (GP surgeries, health visitors, pharmacy), SCH schools and the college,
 *   HSG housing associations and supported housing, COU the borough council (housing options, welfare assistance,
 *   money advice), SOC social care and family hubs, CHT other charities, FTH churches and faith-based services,
 *   JUS probation. `contact_nm` and `contact_email` the agency's lead contact. `joined_dt` the date the agency was
 *   signed up as a referrer. `active_yn` Y may still issue vouchers, N no longer a referrer (the date it stopped is
 *   not kept).
 * - `household`: a client household, registered when its first voucher is issued. `hh_id`, `client_ref` the
 *   reference printed on vouchers (KCF-nnnnn), `first_nm` and `last_nm` of the lead client, `postcode` (the first
 *   part, KL1 to KL9, is the postcode district), `n_adults` and `n_child` the number of adults and of children
 *   (under 18) living in the household as last recorded. `diet_cd` dietary need: V vegetarian, VG vegan, H halal,
 *   GF gluten free, NF nut allergy; NULL none. `reg_dt` registration date. `is_archived` true when the household has
 *   had no parcel for a long time and was archived by the yearly data clean-up (its history is kept).
 * - `parcel`: one referral voucher and the food parcel it is exchanged for (one voucher = one parcel). `vchr_no`
 *   the voucher number, `hh_id` the household, `ref_agency` the agency that issued it (-> `agency.agency_id`; NULL
 *   for an emergency voucher written by the session coordinator for someone who turned up without a referral).
 *   `reason_cd` the main reason for referral given on the voucher: LI low income, BD benefit delay, BC benefit
 *   change or sanction, DB debt, SK sickness or ill health, HM homeless, DA domestic abuse, CH child holiday
 *   hunger (school holidays), OT other. `issued_dt` the date the voucher was issued. `stat_cd` C collected by the
 *   client at a distribution centre, D delivered to the client's home, O open (issued, not yet used and still
 *   valid), E expired (not used within 28 days), X cancelled by the agency. Collected and delivered vouchers (C, D)
 *   are the parcels given out (redeemed). `site_cd` where the parcel is collected from (the distribution centre on
 *   the voucher), or WH1 for a delivery. `handed_out_at` when the parcel was collected or delivered (NULL unless
 *   C or D). `parcel_sz` S single person, M couple or small family (2-3 people), L large family (4 or more).
 *   `est_val` the estimated shop value of the parcel's contents in pounds (NULL unless C or D).
 * - `donation`: one donation received. `don_id`, `rcvd_dt` date received, `rcvd_at` the site that took it in
 *   (NULL for money given online or by bank transfer). `src_cd` the kind of donor: SUP supermarket collection
 *   point, FS FareShare surplus food, IND member of the public, FTH church or faith group, SCH school, BUS local
 *   business. `donor_nm` the donor's name (NULL when anonymous; public food drop-offs are always anonymous).
 *   `kind` F food (then `weight_kg` is the weight and `amount` is NULL) or M money (then `amount` is the sum given
 *   and `weight_kg` is NULL). `gift_aid` true when a money donation is from a UK taxpayer who made a Gift Aid
 *   declaration (the charity can then reclaim 25% of it from HMRC); always false for food.
 * - `stock_item`: the stock list at the warehouse, with the latest count. `item_cd`, `descr`, `cat` the category,
 *   `unit` (tin, pack, jar, bottle, carton, box, item), `on_hand` units in stock at the last count, `reorder_lvl`
 *   the level below which the item goes on the shopping / appeal list (0 for discontinued items), `last_count_dt`
 *   the date of its last stock count, `discontinued` true for items no longer put in parcels.
 * - `volunteer`: `vol_id`, `first_name`, `surname`, `email`, `mobile`, `role_cd` main role: PK packer, WH
 *   warehouse and stock, DRV delivery driver, WEL welcomer at a distribution centre, CO session coordinator.
 *   `home_site` the site they usually volunteer at. `joined_on`, `left_on` (NULL = still volunteering).
 *   `dbs_checked` date of the volunteer's last DBS (criminal record) check, NULL = never checked. `dob_yr` year of
 *   birth.
 * - `vol_shift`: one rota slot for one volunteer. `shift_id`, `vol` (-> `volunteer.vol_id`), `site_cd`, `shift_dt`,
 *   `start_tm`, `end_tm`, `task` PACK packing parcels, SORT sorting and stacking donations, DIST serving at a
 *   distribution session, DESK welcome desk and voucher checking, DRIVE deliveries. `attended` Y turned up, N did
 *   not turn up (no-show), C cancelled in advance, NULL for future shifts. `hrs` hours actually worked (NULL unless
 *   attended = Y).
 *
 * Not recorded here: what went into each parcel (items or weight of food given out); stock movements in and out
 *   (only the latest count per item); what food the donations were (only their total weight); anything the charity
 *   spends (food bought, rent, vans, fuel, volunteer expenses); clients' incomes, benefits, employment, ethnicity or
 *   ages (children are only counted); the caseworker who issued a voucher; delivery routes or mileage; client
 *   feedback or satisfaction; non-food help such as fuel vouchers or signposting; grants and funding bids.
 */
import {
  ENGLAND_BANK_HOLIDAYS,
  addDays,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-04-01";
const END = "2026-10-11";
const ROTA_END = "2026-10-25";
const r = seededRandom(7310_2026);

function* days(from: string, to: string): Generator<string> {
  for (let d = from; d <= to; d = addDays(d, 1)) yield d;
}
const isWeekday = (d: string): boolean =>
  dayOfWeek(d) >= 1 && dayOfWeek(d) <= 5 && !ENGLAND_BANK_HOLIDAYS.has(d);
const nextWeekday = (d: string): string => {
  let x = d;
  while (!isWeekday(x)) x = addDays(x, 1);
  return x;
};
const hm = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;

// ------------------------------------------------------------------ sites
type Site = {
  cd: string;
  nm: string;
  typ: "WH" | "DC";
  addr: string;
  pcode: string;
  dows: number[];
  daysTxt: string;
  opened: string;
  closed: string | null;
};
const SITES: Site[] = [
  {
    cd: "WH1",
    nm: "Riverside Warehouse",
    typ: "WH",
    addr: "Unit 7, Riverside Trading Estate",
    pcode: "KL2 4RT",
    dows: [1, 2, 3, 4, 5],
    daysTxt: "Mon-Fri",
    opened: "2018-06-04",
    closed: null,
  },
  {
    cd: "SMK",
    nm: "St Mark's Church Hall",
    typ: "DC",
    addr: "Church Street",
    pcode: "KL1 1SM",
    dows: [2, 5],
    daysTxt: "Tue,Fri",
    opened: "2013-10-01",
    closed: null,
  },
  {
    cd: "EFC",
    nm: "Eastfield Community Centre",
    typ: "DC",
    addr: "2 Eastfield Parade",
    pcode: "KL3 7EF",
    dows: [1, 3],
    daysTxt: "Mon,Wed",
    opened: "2016-01-11",
    closed: null,
  },
  {
    cd: "NGM",
    nm: "Northgate Methodist Church",
    typ: "DC",
    addr: "88 Northgate",
    pcode: "KL4 2NG",
    dows: [3, 6],
    daysTxt: "Wed,Sat",
    opened: "2017-05-03",
    closed: null,
  },
  {
    cd: "HSL",
    nm: "Hillside Library",
    typ: "DC",
    addr: "Hillside Road",
    pcode: "KL5 9HL",
    dows: [4],
    daysTxt: "Thu",
    opened: "2019-02-07",
    closed: "2025-08-28",
  },
  {
    cd: "WBB",
    nm: "Westbrook Baptist Church",
    typ: "DC",
    addr: "14 Westbrook Lane",
    pcode: "KL5 3WB",
    dows: [4],
    daysTxt: "Thu",
    opened: "2025-09-04",
    closed: null,
  },
];
const siteBy = new Map(SITES.map((s) => [s.cd, s]));
const isOpen = (s: Site, d: string): boolean =>
  s.dows.includes(dayOfWeek(d)) &&
  d >= s.opened &&
  (s.closed === null || d <= s.closed) &&
  !ENGLAND_BANK_HOLIDAYS.has(d);
const nextOpen = (s: Site, d: string): string | null => {
  for (let x = d, i = 0; i < 30; x = addDays(x, 1), i++)
    if (isOpen(s, x)) return x;
  return null;
};
const AREA_SITE: Record<string, string> = {
  KL1: "SMK",
  KL2: "SMK",
  KL3: "EFC",
  KL4: "NGM",
  KL6: "NGM",
  KL9: "SMK",
};
const dcFor = (area: string, d: string): Site => {
  if (area === "KL5") return siteBy.get(d <= "2025-08-28" ? "HSL" : "WBB")!;
  return siteBy.get(AREA_SITE[area]!)!;
};

// ------------------------------------------------------------------ agencies
// `stop`: stopped referring and marked inactive; `quiet`: still signed up (active) but has not referred since
type Agency = {
  id: number;
  nm: string;
  typ: string;
  contact: string;
  joined: string;
  stop: string | null;
  w: number;
  quiet?: string;
};
const AGENCIES: Agency[] = [
  {
    id: 1,
    nm: "Kelderton Citizens Advice",
    typ: "CAB",
    contact: "Helen Marsh",
    joined: "2014-02-03",
    stop: null,
    w: 14,
  },
  {
    id: 2,
    nm: "Jobcentre Plus Kelderton",
    typ: "DWP",
    contact: "Darren Pickles",
    joined: "2015-06-01",
    stop: null,
    w: 9,
  },
  {
    id: 3,
    nm: "Eastfield Medical Practice",
    typ: "HLT",
    contact: "Dr Asha Rahman",
    joined: "2016-03-14",
    stop: null,
    w: 3,
  },
  {
    id: 4,
    nm: "Northgate Health Centre",
    typ: "HLT",
    contact: "Sue Lumb",
    joined: "2017-09-01",
    stop: null,
    w: 2.5,
  },
  {
    id: 5,
    nm: "Riverside Surgery",
    typ: "HLT",
    contact: "Mark Ellis",
    joined: "2019-01-21",
    stop: null,
    w: 2,
    quiet: "2026-03-20",
  },
  {
    id: 6,
    nm: "Kelderton Health Visiting Team",
    typ: "HLT",
    contact: "Joanne Firth",
    joined: "2018-05-08",
    stop: null,
    w: 3.5,
  },
  {
    id: 7,
    nm: "Brook Lane Primary School",
    typ: "SCH",
    contact: "Claire Hudson",
    joined: "2017-11-06",
    stop: null,
    w: 2.2,
  },
  {
    id: 8,
    nm: "St Anne's C of E Primary",
    typ: "SCH",
    contact: "Rachel Oates",
    joined: "2019-09-09",
    stop: null,
    w: 1.8,
  },
  {
    id: 9,
    nm: "Northgate Academy",
    typ: "SCH",
    contact: "Imran Hussain",
    joined: "2020-02-10",
    stop: null,
    w: 2.6,
  },
  {
    id: 10,
    nm: "Westbrook Infant School",
    typ: "SCH",
    contact: "Gemma Kaye",
    joined: "2025-09-15",
    stop: null,
    w: 1.6,
  },
  {
    id: 11,
    nm: "Kelderton Homes",
    typ: "HSG",
    contact: "Paul Brearley",
    joined: "2015-10-05",
    stop: null,
    w: 5.5,
  },
  {
    id: 12,
    nm: "Valley Housing Trust",
    typ: "HSG",
    contact: "Nadia Begum",
    joined: "2018-02-12",
    stop: null,
    w: 3,
  },
  {
    id: 13,
    nm: "Kelderton Council Housing Options",
    typ: "COU",
    contact: "Lee Whitworth",
    joined: "2014-07-01",
    stop: null,
    w: 6.5,
  },
  {
    id: 14,
    nm: "Local Welfare Assistance Scheme",
    typ: "COU",
    contact: "Karen Shaw",
    joined: "2016-04-01",
    stop: null,
    w: 4.5,
  },
  {
    id: 15,
    nm: "Children's Social Care - Kelderton",
    typ: "SOC",
    contact: "Tom Greenwood",
    joined: "2015-01-12",
    stop: null,
    w: 3.2,
  },
  {
    id: 16,
    nm: "Adult Social Care - Kelderton",
    typ: "SOC",
    contact: "Beverley Nuttall",
    joined: "2016-06-06",
    stop: null,
    w: 2.4,
  },
  {
    id: 17,
    nm: "Kelderton Women's Aid",
    typ: "CHT",
    contact: "Laura Dyson",
    joined: "2017-03-20",
    stop: null,
    w: 2,
  },
  {
    id: 18,
    nm: "Step Forward Recovery Service",
    typ: "CHT",
    contact: "Gary Holt",
    joined: "2018-10-01",
    stop: "2026-02-27",
    w: 2.5,
  },
  {
    id: 19,
    nm: "Kelderton Mind",
    typ: "CHT",
    contact: "Sophie Crabtree",
    joined: "2019-05-13",
    stop: null,
    w: 2.3,
  },
  {
    id: 20,
    nm: "Age UK Kelderton",
    typ: "CHT",
    contact: "Margaret Lord",
    joined: "2016-11-07",
    stop: null,
    w: 1.5,
    quiet: "2026-02-02",
  },
  {
    id: 21,
    nm: "CAP Debt Centre Kelderton",
    typ: "FTH",
    contact: "Andy Barker",
    joined: "2015-09-14",
    stop: null,
    w: 4,
  },
  {
    id: 22,
    nm: "St Mark's Parish Office",
    typ: "FTH",
    contact: "Rev. John Kitson",
    joined: "2013-10-01",
    stop: null,
    w: 1.5,
  },
  {
    id: 23,
    nm: "Salvation Army Kelderton",
    typ: "FTH",
    contact: "Major Ruth Cole",
    joined: "2014-01-06",
    stop: null,
    w: 2.8,
  },
  {
    id: 24,
    nm: "Kelderton Refugee Welcome",
    typ: "CHT",
    contact: "Yusuf Ahmed",
    joined: "2021-04-19",
    stop: null,
    w: 2.2,
  },
  {
    id: 25,
    nm: "Kelderton College Student Services",
    typ: "SCH",
    contact: "Emma Jagger",
    joined: "2020-09-07",
    stop: null,
    w: 1.2,
  },
  {
    id: 26,
    nm: "Home-Start Kelderton",
    typ: "CHT",
    contact: "Lisa Ramsden",
    joined: "2019-03-04",
    stop: null,
    w: 1.7,
  },
  {
    id: 27,
    nm: "Kelderton Probation Office",
    typ: "JUS",
    contact: "Neil Sykes",
    joined: "2020-01-13",
    stop: null,
    w: 1.4,
  },
  {
    id: 28,
    nm: "Hillside Children's Centre",
    typ: "SOC",
    contact: "Anne Brook",
    joined: "2017-06-05",
    stop: "2025-03-31",
    w: 2,
  },
  {
    id: 29,
    nm: "Kelderton Foyer",
    typ: "HSG",
    contact: "Jason Haigh",
    joined: "2018-08-20",
    stop: null,
    w: 1.9,
  },
  {
    id: 30,
    nm: "Money Advice Kelderton",
    typ: "COU",
    contact: "Priya Patel",
    joined: "2022-05-03",
    stop: null,
    w: 3.6,
  },
  {
    id: 31,
    nm: "Eastfield Family Hub",
    typ: "SOC",
    contact: "Kirsty Walsh",
    joined: "2025-04-01",
    stop: null,
    w: 2.7,
  },
  {
    id: 32,
    nm: "Northgate Pharmacy",
    typ: "HLT",
    contact: "Raj Mistry",
    joined: "2024-01-10",
    stop: "2024-11-29",
    w: 0.8,
  },
  {
    id: 33,
    nm: "Kelderton Baby Bank",
    typ: "CHT",
    contact: "Hannah Willis",
    joined: "2023-06-12",
    stop: null,
    w: 0,
  },
];
const agencyActive = (a: Agency, d: string): boolean =>
  a.w > 0 &&
  a.joined <= d &&
  (a.stop === null || d < a.stop) &&
  (a.quiet === undefined || d < a.quiet);
const pickAgency = (d: string): Agency =>
  r.weighted(
    AGENCIES.filter((a) => agencyActive(a, d)).map((a) => [a, a.w] as const),
  );

// ------------------------------------------------------------------ names
const FIRST = [
  "Aaron",
  "Abdul",
  "Adam",
  "Aisha",
  "Alan",
  "Alison",
  "Amina",
  "Amy",
  "Andrew",
  "Anna",
  "Barry",
  "Bethany",
  "Bilal",
  "Brian",
  "Callum",
  "Carol",
  "Chantelle",
  "Chloe",
  "Christine",
  "Craig",
  "Danielle",
  "Darren",
  "David",
  "Dawn",
  "Dean",
  "Denise",
  "Ewa",
  "Farhan",
  "Fatima",
  "Gareth",
  "Gary",
  "Hayley",
  "Ian",
  "Jade",
  "Jake",
  "Jamie",
  "Janet",
  "Jason",
  "Jennifer",
  "Joanne",
  "Kamran",
  "Karen",
  "Kayleigh",
  "Keith",
  "Kerry",
  "Kevin",
  "Lee",
  "Leanne",
  "Liam",
  "Linda",
  "Lisa",
  "Marek",
  "Mark",
  "Michelle",
  "Mohammed",
  "Natalie",
  "Nicola",
  "Olena",
  "Paul",
  "Rebecca",
  "Ryan",
  "Samantha",
  "Sarah",
  "Shabana",
  "Shane",
  "Sharon",
  "Stacey",
  "Stephen",
  "Stuart",
  "Tanya",
  "Tracey",
  "Vicky",
  "Wayne",
  "Zainab",
  "Zoe",
];
const LASTN = [
  "Ackroyd",
  "Ahmed",
  "Akhtar",
  "Armitage",
  "Bailey",
  "Barker",
  "Bates",
  "Begum",
  "Bibi",
  "Booth",
  "Bradley",
  "Brook",
  "Clarke",
  "Collins",
  "Dawson",
  "Dixon",
  "Ellis",
  "Evans",
  "Fletcher",
  "Gibson",
  "Green",
  "Haigh",
  "Hall",
  "Harrison",
  "Hirst",
  "Holmes",
  "Hussain",
  "Iqbal",
  "Jackson",
  "Kaur",
  "Kowalski",
  "Lee",
  "Lumb",
  "Marsden",
  "Mitchell",
  "Moore",
  "Morris",
  "Nowak",
  "Oldroyd",
  "Parkin",
  "Pearson",
  "Qureshi",
  "Robinson",
  "Roberts",
  "Shah",
  "Shaw",
  "Smith",
  "Stott",
  "Sutcliffe",
  "Taylor",
  "Thompson",
  "Turner",
  "Walker",
  "Walsh",
  "Ward",
  "Watson",
  "Whiteley",
  "Wilkinson",
  "Wood",
  "Wright",
  "Kovalenko",
  "Young",
];
const names = uniqueNames(r, FIRST, LASTN);
const LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const postcode = (area: string): string =>
  `${area} ${r.int(1, 9)}${r.pick([...LETTERS])}${r.pick([...LETTERS])}`;

// ------------------------------------------------------------------ households and parcels
const REASONS: [string, number][] = [
  ["LI", 34],
  ["BD", 14],
  ["BC", 12],
  ["DB", 12],
  ["SK", 9],
  ["HM", 6],
  ["DA", 3],
  ["CH", 4],
  ["OT", 6],
];
const monthWeight = (d: string): number => {
  const m = Number(d.slice(5, 7));
  return m === 12
    ? 1.6
    : m === 1
      ? 1.3
      : m === 8 || m === 7
        ? 1.15
        : m === 11
          ? 1.2
          : 1;
};
const schoolHoliday = (d: string): boolean => {
  const md = d.slice(5);
  return (
    (md >= "07-20" && md <= "09-02") ||
    md >= "12-19" ||
    md <= "01-04" ||
    (md >= "04-01" && md <= "04-14")
  );
};

type Household = {
  id: number;
  ref: string;
  first: string;
  last: string;
  pcode: string;
  adults: number;
  child: number;
  diet: string | null;
  reg: string;
  archived: boolean;
};
type Parcel = {
  hh: number;
  agency: number | null;
  reason: string;
  issued: string;
  stat: string;
  site: string;
  at: string | null;
  sz: string;
  val: number | null;
};
const households: Household[] = [];
const parcels: Parcel[] = [];
const N_HH = 1400;
const regDates: string[] = [];
while (regDates.length < N_HH) {
  const d = r.date("2023-09-01", "2026-10-09");
  if (r.next() * 1.6 < monthWeight(d)) regDates.push(nextWeekday(d));
}
regDates.sort();
const sizeOf = (n: number): string => (n <= 1 ? "S" : n <= 3 ? "M" : "L");
const baseVal: Record<string, number> = { S: 31, M: 52, L: 77 };

regDates.forEach((reg) => {
  const hhId = households.length + 1;
  const firstParcel = parcels.length;
  const area = r.weighted([
    ["KL1", 20],
    ["KL2", 15],
    ["KL3", 20],
    ["KL4", 15],
    ["KL5", 14],
    ["KL6", 8],
    ["KL9", 8],
  ] as const);
  const adults = r.weighted([
    [1, 56],
    [2, 37],
    [3, 7],
  ] as const);
  const child = r.weighted([
    [0, 48],
    [1, 17],
    [2, 17],
    [3, 10],
    [4, 5],
    [5, 3],
  ] as const);
  const housebound = area === "KL9" ? r.chance(0.7) : r.chance(0.05);
  const primaryAgency = pickAgency(reg);
  const primaryReason = r.weighted(REASONS);
  const nVouchers = r.weighted([
    [1, 40],
    [2, 20],
    [3, 14],
    [4, 9],
    [r.int(5, 8), 12],
    [r.int(9, 16), 5],
  ] as const);
  const [first, last] = names();
  let issued = reg;
  let lastDone: string | null = null;
  for (let v = 0; v < nVouchers && issued <= END; v++) {
    let ag: Agency | null;
    if (r.chance(0.035)) ag = null;
    else
      ag =
        r.chance(0.75) && agencyActive(primaryAgency, issued)
          ? primaryAgency
          : pickAgency(issued);
    let reason = r.chance(0.7) ? primaryReason : r.weighted(REASONS);
    if (reason === "CH" && !schoolHoliday(issued) && child > 0)
      reason = primaryReason === "CH" ? "LI" : primaryReason;
    if (reason === "CH" && child === 0) reason = "LI";
    const sz = sizeOf(adults + child);
    const roll = r.next();
    let stat = roll < 0.025 ? "X" : roll < 0.085 ? "E" : housebound ? "D" : "C";
    if (ag === null) stat = housebound ? "D" : "C";
    let site: Site = housebound ? siteBy.get("WH1")! : dcFor(area, issued);
    let at: string | null = null;
    if (stat === "C") {
      let d = nextOpen(
        site,
        ag === null ? issued : r.chance(0.5) ? issued : addDays(issued, 1),
      );
      if (d === null) {
        site = siteBy.get("WBB")!;
        d = nextOpen(site, issued)!;
      }
      if (ag !== null && r.chance(0.2)) d = nextOpen(site, addDays(d, 1)) ?? d;
      if (d > END) stat = "O";
      else at = `${d} ${hm(r.int(600, 779))}:00`;
    } else if (stat === "D") {
      const d = nextWeekday(addDays(issued, r.int(1, 3)));
      if (d > END) stat = "O";
      else at = `${d} ${hm(r.int(780, 990))}:00`;
    } else if (stat === "E" && addDays(issued, 28) > END) stat = "O";
    if (stat !== "C" && stat !== "D" && !housebound && site.closed !== null)
      site = dcFor(area, issued);
    const years =
      Number(issued.slice(0, 4)) - 2024 + Number(issued.slice(5, 7)) / 12;
    const val = at
      ? Number(
          (baseVal[sz]! * (1 + 0.035 * years) * r.float(0.88, 1.12, 3)).toFixed(
            2,
          ),
        )
      : null;
    if (issued >= START)
      parcels.push({
        hh: hhId,
        agency: ag ? ag.id : null,
        reason,
        issued,
        stat,
        site: site.cd,
        at,
        sz,
        val,
      });
    if (at && issued >= START) lastDone = at.slice(0, 10);
    const gap = r.chance(0.3) ? r.int(7, 20) : r.int(14, 80);
    issued = nextWeekday(addDays(at ? at.slice(0, 10) : issued, gap));
  }
  // households with no voucher since the system went live were never migrated into it
  if (parcels.length === firstParcel) return;
  const lastSeen = lastDone ?? reg;
  households.push({
    id: hhId,
    ref: `KCF-${pad(hhId + 2300, 5)}`,
    first,
    last,
    pcode: postcode(area),
    adults,
    child,
    diet: r.weighted([
      [null, 74],
      ["V", 7],
      ["VG", 2],
      ["H", 10],
      ["GF", 3],
      ["NF", 4],
    ] as const),
    reg,
    archived: lastSeen < "2025-04-01" && r.chance(0.85),
  });
});
parcels.sort((a, b) =>
  a.issued < b.issued ? -1 : a.issued > b.issued ? 1 : a.hh - b.hh,
);
const yearSeq = new Map<string, number>();
const parcelRows = parcels.map((p) => {
  const yy = p.issued.slice(2, 4);
  const n = (yearSeq.get(yy) ?? 0) + 1;
  yearSeq.set(yy, n);
  return [
    `V${yy}-${pad(n, 5)}`,
    p.hh,
    p.agency,
    p.reason,
    p.issued,
    p.stat,
    p.site,
    p.at,
    p.sz,
    p.val,
  ];
});

// ------------------------------------------------------------------ donations
const SUPERMARKETS: [string, number, number][] = [
  ["Tesco Kelderton Extra", 1, 120],
  ["Sainsbury's Eastfield", 2, 85],
  ["Asda Northgate", 3, 95],
  ["Co-op Hillside Road", 4, 40],
  ["Morrisons Kelderton", 5, 70],
];
const CHURCHES = [
  "St Mark's Church",
  "Kelderton Methodist Circuit",
  "Northgate Methodist Church",
  "Westbrook Baptist Church",
  "Our Lady of Lourdes RC Church",
  "Kelderton Central Mosque",
  "Hillside URC",
  "St John the Baptist, Eastfield",
  "New Life Church Kelderton",
  "Kelderton Gurdwara",
];
const SCHOOLS = [
  "Brook Lane Primary School",
  "St Anne's C of E Primary",
  "Northgate Academy",
  "Westbrook Infant School",
  "Kelderton Grammar School",
  "Eastfield Junior School",
  "Kelderton College",
];
const BUSINESSES = [
  "Calder Valley Building Society",
  "Kelderton Rotary Club",
  "Brearley & Sons Solicitors",
  "Pennine Print Ltd",
  "Kelderton Town FC",
  "Riverside Dental Practice",
  "Hopkinson Engineering",
  "Kelderton Lions Club",
  "Greenwood Estate Agents",
  "The Fleece Inn",
];
const donations: unknown[][] = [];
const publicDonor = uniqueNames(r, FIRST, LASTN);
const publicDonors = Array.from({ length: 160 }, () => publicDonor()).map(
  ([f, l]) => `${f} ${l}`,
);
const season = (d: string): number => {
  const m = Number(d.slice(5, 7));
  return m === 12 ? 1.7 : m === 11 ? 1.25 : m === 1 ? 0.8 : m === 8 ? 0.85 : 1;
};
const addDon = (
  d: string,
  site: string | null,
  src: string,
  donor: string | null,
  kind: "F" | "M",
  qty: number,
  ga = false,
) =>
  donations.push([
    d,
    site,
    src,
    donor,
    kind,
    kind === "F" ? qty : null,
    kind === "M" ? qty : null,
    ga,
  ]);
let fsWeek = 0;
for (const d of days(START, END)) {
  const dow = dayOfWeek(d);
  const md = d.slice(5);
  if (isWeekday(d)) {
    for (const [nm, wd, mean] of SUPERMARKETS) {
      if (wd === dow)
        addDon(
          d,
          "WH1",
          "SUP",
          nm,
          "F",
          Number((mean * season(d) * r.float(0.6, 1.4, 3)).toFixed(2)),
        );
    }
    if (dow === 4 && fsWeek++ % 2 === 0)
      addDon(d, "WH1", "FS", "FareShare Yorkshire", "F", r.float(140, 460, 1));
    if (r.chance(0.06))
      addDon(d, "WH1", "BUS", r.pick(BUSINESSES), "F", r.float(15, 180, 1));
    if ((md >= "09-15" && md <= "10-20" && r.chance(0.25)) || r.chance(0.02))
      addDon(
        d,
        r.pick(["WH1", "WH1", "SMK", "NGM"]),
        "FTH",
        r.pick(CHURCHES),
        "F",
        r.float(25, 260, 1),
      );
    if (
      ((md >= "10-01" && md <= "10-24") || (md >= "12-05" && md <= "12-19")) &&
      r.chance(0.2)
    )
      addDon(d, "WH1", "SCH", r.pick(SCHOOLS), "F", r.float(20, 190, 1));
  }
  for (const s of SITES) {
    if (s.typ === "DC" && isOpen(s, d)) {
      const n = r.poisson(0.7 * season(d));
      for (let k = 0; k < n; k++)
        addDon(d, s.cd, "IND", null, "F", r.float(1.5, 12, 1));
    }
  }
  const nMoney = r.poisson(0.45 * (md >= "12-01" ? 2 : 1));
  for (let k = 0; k < nMoney; k++) {
    const amt = r.weighted([
      [5, 8],
      [10, 20],
      [20, 18],
      [25, 12],
      [30, 6],
      [50, 12],
      [100, 6],
      [250, 1.5],
      [r.int(3, 200), 10],
    ] as const);
    const site = r.chance(0.82) ? null : "WH1";
    const donor = r.chance(0.92) ? r.pick(publicDonors) : null;
    // a Gift Aid declaration needs the donor's name
    addDon(d, site, "IND", donor, "M", amt, donor !== null && r.chance(0.45));
  }
  if (r.chance(0.045))
    addDon(
      d,
      null,
      "BUS",
      r.pick(BUSINESSES),
      "M",
      r.weighted([
        [150, 3],
        [250, 4],
        [500, 4],
        [1000, 2],
        [r.int(100, 2500), 3],
      ] as const),
    );
  if (r.chance(0.035))
    addDon(
      d,
      r.chance(0.5) ? null : "WH1",
      "FTH",
      r.pick(CHURCHES),
      "M",
      r.float(40, 850, 2),
    );
  if (r.chance(0.012))
    addDon(d, null, "SCH", r.pick(SCHOOLS), "M", r.float(60, 620, 2));
}
const donationRows = donations.map((row, i) => [i + 1001, ...row]);

// ------------------------------------------------------------------ stock
const ITEMS: [string, string, string, string, number][] = [
  ["Tins - veg", "Baked beans 415g", "BEAN", "tin", 900],
  ["Tins - veg", "Chopped tomatoes 400g", "TOMC", "tin", 600],
  ["Tins - veg", "Tinned carrots 300g", "CARR", "tin", 300],
  ["Tins - veg", "Tinned peas 300g", "PEAS", "tin", 300],
  ["Tins - veg", "Sweetcorn 198g", "CORN", "tin", 250],
  ["Tins - veg", "New potatoes 540g", "POTS", "tin", 250],
  ["Tins - meat & fish", "Tuna chunks 145g", "TUNA", "tin", 400],
  ["Tins - meat & fish", "Corned beef 340g", "CBEF", "tin", 150],
  ["Tins - meat & fish", "Chilli con carne 392g", "CHIL", "tin", 250],
  ["Tins - meat & fish", "Minced beef & onion 392g", "MINC", "tin", 250],
  ["Tins - meat & fish", "Chicken curry 392g (halal)", "CCHL", "tin", 120],
  ["Tins - meat & fish", "Sardines in tomato 120g", "SARD", "tin", 120],
  ["Tins - meat & fish", "Ham 200g", "HAM", "tin", 0],
  ["Tins - fruit & pudding", "Fruit cocktail 410g", "FRCK", "tin", 250],
  ["Tins - fruit & pudding", "Peach slices 410g", "PECH", "tin", 200],
  ["Tins - fruit & pudding", "Rice pudding 400g", "RICP", "tin", 300],
  ["Tins - fruit & pudding", "Custard 400g", "CUST", "tin", 250],
  ["Soup", "Tomato soup 400g", "SOPT", "tin", 400],
  ["Soup", "Vegetable soup 400g", "SOPV", "tin", 350],
  ["Soup", "Chicken soup 400g", "SOPC", "tin", 250],
  ["Soup", "Cup-a-soup sachets (4)", "SOPS", "pack", 0],
  ["Pasta & rice", "Pasta 500g", "PAST", "pack", 500],
  ["Pasta & rice", "Long grain rice 1kg", "RICE", "pack", 300],
  ["Pasta & rice", "Spaghetti 500g", "SPAG", "pack", 200],
  ["Pasta & rice", "Instant noodles", "NOOD", "pack", 200],
  ["Sauces", "Pasta sauce jar 500g", "PSAU", "jar", 400],
  ["Sauces", "Curry sauce jar 500g", "CSAU", "jar", 200],
  ["Sauces", "Gravy granules 170g", "GRAV", "jar", 60],
  ["Cereal & breakfast", "Cereal 500g", "CERL", "box", 300],
  ["Cereal & breakfast", "Porridge oats 1kg", "OATS", "pack", 200],
  ["Cereal & breakfast", "Jam 454g", "JAM", "jar", 150],
  ["Cereal & breakfast", "Peanut butter 340g", "PNUT", "jar", 0],
  ["Tea, coffee & sugar", "Tea bags (80)", "TEA", "box", 300],
  ["Tea, coffee & sugar", "Instant coffee 100g", "COFF", "jar", 150],
  ["Tea, coffee & sugar", "Sugar 1kg", "SUGR", "pack", 200],
  ["Drinks & milk", "UHT semi-skimmed milk 1L", "UHTM", "carton", 400],
  ["Drinks & milk", "Long-life fruit juice 1L", "JUIC", "carton", 250],
  ["Drinks & milk", "Squash 750ml", "SQSH", "bottle", 120],
  ["Biscuits & snacks", "Biscuits 300g", "BISC", "pack", 250],
  ["Biscuits & snacks", "Crisps multipack", "CRSP", "pack", 100],
  ["Biscuits & snacks", "Cereal bars (5)", "CBAR", "box", 150],
  ["Toiletries", "Toothpaste 75ml", "TPST", "item", 150],
  ["Toiletries", "Toothbrush", "TBRS", "item", 120],
  ["Toiletries", "Shower gel 250ml", "SHWR", "bottle", 120],
  ["Toiletries", "Shampoo 250ml", "SHMP", "bottle", 100],
  ["Toiletries", "Deodorant", "DEOD", "item", 100],
  ["Toiletries", "Sanitary towels", "SANT", "pack", 150],
  ["Toiletries", "Toilet roll (4)", "TROL", "pack", 200],
  ["Baby", "Nappies size 4", "NAP4", "pack", 60],
  ["Baby", "Nappies size 5", "NAP5", "pack", 60],
  ["Baby", "Baby wipes", "WIPE", "pack", 80],
  ["Baby", "Baby food jars", "BFDJ", "jar", 0],
  ["Household", "Washing-up liquid", "WASH", "bottle", 100],
  ["Household", "Laundry powder", "LAUN", "box", 80],
  ["Household", "Pet food (tins)", "PETF", "tin", 0],
];
const COUNT_DATES = [
  "2026-10-09",
  "2026-10-09",
  "2026-10-09",
  "2026-10-02",
  "2026-10-02",
  "2026-09-25",
  "2026-09-18",
  "2026-08-28",
  "2026-06-19",
  "2026-05-15",
];
const stockRows = ITEMS.map(([cat, descr, cd, unit, reorder]) => {
  const disc = reorder === 0;
  const onHand = disc
    ? r.int(0, 40)
    : Math.round(
        reorder *
          r.weighted([
            [r.float(0.15, 0.95, 2), 2],
            [r.float(1.05, 3.5, 2), 7],
          ] as const),
      );
  return [
    cd,
    descr,
    cat,
    unit,
    onHand,
    reorder,
    disc
      ? r.pick(["2025-11-28", "2026-02-13", "2026-04-24"])
      : r.pick(COUNT_DATES),
    disc,
  ];
});

// ------------------------------------------------------------------ volunteers and shifts
type Vol = {
  id: number;
  first: string;
  last: string;
  role: string;
  home: string;
  joined: string;
  left: string | null;
  dbs: string | null;
  yob: number;
  p: number;
};
const vols: Vol[] = [];
const volNames = uniqueNames(r, FIRST, LASTN);
for (let i = 0; i < 128; i++) {
  const [first, last] = volNames();
  const role = r.weighted([
    ["PK", 40],
    ["WEL", 20],
    ["WH", 17],
    ["DRV", 11],
    ["CO", 8],
  ] as const);
  let home =
    role === "WH" || role === "DRV"
      ? "WH1"
      : role === "PK" && r.chance(0.4)
        ? "WH1"
        : r.weighted([
            ["SMK", 3],
            ["EFC", 2],
            ["NGM", 2],
            ["HSL", 1.5],
            ["WBB", 1],
          ] as const);
  const joined = r.chance(0.3)
    ? r.date("2015-03-01", "2024-03-31")
    : r.date("2024-04-01", "2026-10-05");
  const site = siteBy.get(home)!;
  const joinedAt = joined < site.opened ? site.opened : joined;
  if (home === "HSL" && joinedAt > "2025-08-01") home = "WBB";
  if (home === "WBB" && joinedAt < "2025-08-15") home = "HSL";
  let left: string | null = r.chance(0.33)
    ? addDays(joined > START ? joined : START, r.int(40, 800))
    : null;
  if (left !== null && left > END) left = null;
  if (home === "HSL" && left === null) {
    if (r.chance(0.5)) left = "2025-08-28";
    else home = "WBB";
  }
  const dbsNeeded = role === "DRV" || role === "WEL" || role === "CO";
  const dbs = r.chance(dbsNeeded ? 0.88 : 0.3)
    ? r.date(addDays(joined, -200), addDays(joined, 90))
    : null;
  vols.push({
    id: 101 + i,
    first,
    last,
    role,
    home,
    joined: joinedAt,
    left,
    dbs: dbs && dbs <= END ? dbs : null,
    yob: r.weighted([
      [r.int(1944, 1960), 4],
      [r.int(1961, 1985), 3],
      [r.int(1986, 2008), 3],
    ] as const),
    p: home === "WH1" ? r.float(0.05, 0.25, 2) : r.float(0.12, 0.5, 2),
  });
}
// the two newest drivers are still waiting for their DBS check to come back
vols
  .filter((v) => v.role === "DRV" && v.left === null)
  .sort((a, b) => (a.joined < b.joined ? 1 : -1))
  .slice(0, 2)
  .forEach((v) => (v.dbs = null));
// a few new sign-ups still waiting for induction: no shifts yet
for (const v of vols
  .filter((v) => v.joined >= "2026-08-01" && v.left === null)
  .slice(0, 4))
  v.p = 0;

const shiftRows: unknown[][] = [];
const WH_TIMES: [number, number][] = [
  [540, 750],
  [780, 960],
];
for (const d of days(START, ROTA_END)) {
  for (const v of vols) {
    if (v.p === 0 || d < v.joined || (v.left !== null && d > v.left)) continue;
    let site = siteBy.get(v.home)!;
    if (v.home === "WBB" && d <= "2025-08-28") site = siteBy.get("HSL")!;
    if (v.home === "HSL" && d > "2025-08-28") continue;
    if (!isOpen(site, d) || !r.chance(v.p)) continue;
    let task: string;
    let from: number;
    let to: number;
    if (site.typ === "WH") {
      task =
        v.role === "DRV"
          ? "DRIVE"
          : v.role === "WH"
            ? r.weighted([
                ["SORT", 3],
                ["PACK", 1],
              ] as const)
            : "PACK";
      [from, to] = task === "DRIVE" ? [750, 990] : r.pick(WH_TIMES);
    } else {
      task =
        v.role === "WEL"
          ? "DESK"
          : v.role === "CO"
            ? r.weighted([
                ["DIST", 2],
                ["DESK", 1],
              ] as const)
            : "DIST";
      [from, to] = [570, 810];
    }
    let attended: string | null = null;
    let hrs: number | null = null;
    if (d <= END) {
      attended = r.weighted([
        ["Y", 88],
        ["N", 5],
        ["C", 7],
      ] as const);
      if (attended === "Y")
        hrs = (to - from) / 60 - (r.chance(0.1) ? r.pick([0.5, 1]) : 0);
    }
    shiftRows.push([v.id, site.cd, d, hm(from), hm(to), task, attended, hrs]);
  }
}
// everyone who has worked has turned up at least once: their first shift is attended
const seenVol = new Set<number>();
for (const row of shiftRows) {
  const id = row[0] as number;
  if (seenVol.has(id)) continue;
  seenVol.add(id);
  if ((row[2] as string) <= END && row[6] !== "Y") {
    const [from, to] = [row[3] as string, row[4] as string];
    row[6] = "Y";
    row[7] =
      (Number(to.slice(0, 2)) * 60 +
        Number(to.slice(3)) -
        Number(from.slice(0, 2)) * 60 -
        Number(from.slice(3))) /
      60;
  }
}
const volRows = vols.map((v) => [
  v.id,
  v.first,
  v.last,
  `${v.first}.${v.last}`.toLowerCase().replace(/[^a-z.]/g, "") +
    r.pick(["@gmail.com", "@hotmail.co.uk", "@outlook.com", "@btinternet.com"]),
  `07${r.int(100, 999)} ${r.int(100000, 999999)}`,
  v.role,
  v.home,
  v.joined,
  v.left,
  v.dbs,
  v.yob,
]);

export function datasetSql(): string {
  return [
    "CREATE SCHEMA fb;",
    `CREATE TABLE fb.site (
  site_cd varchar(4) PRIMARY KEY,
  site_nm text NOT NULL,
  site_typ char(2) NOT NULL,
  addr1 text,
  postcode varchar(8),
  open_days text,
  opened_dt date NOT NULL,
  closed_dt date
);`,
    `CREATE TABLE fb.agency (
  agency_id integer PRIMARY KEY,
  agency_nm text NOT NULL,
  agency_typ varchar(3) NOT NULL,
  contact_nm text,
  contact_email text,
  joined_dt date NOT NULL,
  active_yn char(1) NOT NULL DEFAULT 'Y'
);`,
    `CREATE TABLE fb.household (
  hh_id integer PRIMARY KEY,
  client_ref varchar(10) NOT NULL UNIQUE,
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  postcode varchar(8),
  n_adults smallint NOT NULL,
  n_child smallint NOT NULL DEFAULT 0,
  diet_cd varchar(2),
  reg_dt date NOT NULL,
  is_archived boolean NOT NULL DEFAULT false
);`,
    `CREATE TABLE fb.parcel (
  vchr_no varchar(12) PRIMARY KEY,
  hh_id integer NOT NULL REFERENCES fb.household (hh_id),
  ref_agency integer REFERENCES fb.agency (agency_id),
  reason_cd varchar(2) NOT NULL,
  issued_dt date NOT NULL,
  stat_cd char(1) NOT NULL,
  site_cd varchar(4) NOT NULL REFERENCES fb.site (site_cd),
  handed_out_at timestamp,
  parcel_sz char(1) NOT NULL,
  est_val numeric(6,2)
);`,
    `CREATE TABLE fb.donation (
  don_id integer PRIMARY KEY,
  rcvd_dt date NOT NULL,
  rcvd_at varchar(4) REFERENCES fb.site (site_cd),
  src_cd varchar(3) NOT NULL,
  donor_nm text,
  kind char(1) NOT NULL,
  weight_kg numeric(7,2),
  amount numeric(9,2),
  gift_aid boolean NOT NULL DEFAULT false
);`,
    `CREATE TABLE fb.stock_item (
  item_cd varchar(8) PRIMARY KEY,
  descr text NOT NULL,
  cat text NOT NULL,
  unit varchar(10) NOT NULL,
  on_hand integer NOT NULL,
  reorder_lvl integer NOT NULL,
  last_count_dt date,
  discontinued boolean NOT NULL DEFAULT false
);`,
    `CREATE TABLE fb.volunteer (
  vol_id integer PRIMARY KEY,
  first_name text NOT NULL,
  surname text NOT NULL,
  email text,
  mobile varchar(14),
  role_cd varchar(3) NOT NULL,
  home_site varchar(4) REFERENCES fb.site (site_cd),
  joined_on date NOT NULL,
  left_on date,
  dbs_checked date,
  dob_yr integer
);`,
    `CREATE TABLE fb.vol_shift (
  shift_id integer PRIMARY KEY,
  vol integer NOT NULL REFERENCES fb.volunteer (vol_id),
  site_cd varchar(4) NOT NULL REFERENCES fb.site (site_cd),
  shift_dt date NOT NULL,
  start_tm time,
  end_tm time,
  task varchar(5) NOT NULL,
  attended char(1),
  hrs numeric(4,2)
);`,
    insertRows(
      "fb.site",
      [
        "site_cd",
        "site_nm",
        "site_typ",
        "addr1",
        "postcode",
        "open_days",
        "opened_dt",
        "closed_dt",
      ],
      SITES.map((s) => [
        s.cd,
        s.nm,
        s.typ,
        s.addr,
        s.pcode,
        s.daysTxt,
        s.opened,
        s.closed,
      ]),
    ),
    insertRows(
      "fb.agency",
      [
        "agency_id",
        "agency_nm",
        "agency_typ",
        "contact_nm",
        "contact_email",
        "joined_dt",
        "active_yn",
      ],
      AGENCIES.map((a) => [
        a.id,
        a.nm,
        a.typ,
        a.contact,
        `${a.contact
          .replace(/^(Dr|Rev\.|Major) /, "")
          .split(" ")[0]!
          .toLowerCase()}@${a.nm
          .toLowerCase()
          .replace(/[^a-z]/g, "")
          .slice(0, 18)}.org.uk`,
        a.joined,
        a.stop === null ? "Y" : "N",
      ]),
    ),
    insertRows(
      "fb.household",
      [
        "hh_id",
        "client_ref",
        "first_nm",
        "last_nm",
        "postcode",
        "n_adults",
        "n_child",
        "diet_cd",
        "reg_dt",
        "is_archived",
      ],
      households.map((h) => [
        h.id,
        h.ref,
        h.first,
        h.last,
        h.pcode,
        h.adults,
        h.child,
        h.diet,
        h.reg,
        h.archived,
      ]),
    ),
    insertRows(
      "fb.parcel",
      [
        "vchr_no",
        "hh_id",
        "ref_agency",
        "reason_cd",
        "issued_dt",
        "stat_cd",
        "site_cd",
        "handed_out_at",
        "parcel_sz",
        "est_val",
      ],
      parcelRows,
    ),
    insertRows(
      "fb.donation",
      [
        "don_id",
        "rcvd_dt",
        "rcvd_at",
        "src_cd",
        "donor_nm",
        "kind",
        "weight_kg",
        "amount",
        "gift_aid",
      ],
      donationRows,
    ),
    insertRows(
      "fb.stock_item",
      [
        "item_cd",
        "descr",
        "cat",
        "unit",
        "on_hand",
        "reorder_lvl",
        "last_count_dt",
        "discontinued",
      ],
      stockRows,
    ),
    insertRows(
      "fb.volunteer",
      [
        "vol_id",
        "first_name",
        "surname",
        "email",
        "mobile",
        "role_cd",
        "home_site",
        "joined_on",
        "left_on",
        "dbs_checked",
        "dob_yr",
      ],
      volRows,
    ),
    insertRows(
      "fb.vol_shift",
      [
        "shift_id",
        "vol",
        "site_cd",
        "shift_dt",
        "start_tm",
        "end_tm",
        "task",
        "attended",
        "hrs",
      ],
      shiftRows.map((row, i) => [i + 1, ...row]),
    ),
  ].join("\n\n");
}
