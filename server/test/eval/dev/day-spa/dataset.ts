/**
 * The Willow Rooms is an independent day spa on Montpellier Parade in Harrogate (North Yorkshire). Clients book
 * treatments (massages, facials, body treatments, nails and waxing) online, by phone or at the front desk; each
 * appointment is one treatment with one therapist in one treatment room. Clients can buy a course of sessions of one
 * treatment up front (a "package", cheaper per session, valid six months), and anyone can buy a gift voucher with a
 * money value (valid twelve months) that can be spent, in one or more visits, on treatments. The front desk also
 * sells skincare, bath and home-fragrance products at the till. Therapists are paid a commission on the value of the
 * treatments they perform and on the retail products they sell, settled monthly.
 *
 * This is an export of the spa's booking and till system "SpaBook Pro" (schema `spabook`), taken on the morning of
 * Wednesday 2026-10-14 with everything up to the end of Tuesday 2026-10-13, plus the bookings already in the diary
 * up to 2026-11-30. The system went live on 2024-12-30; appointments and sales start on 2025-01-02. The spa is open
 * Tuesday to Sunday (closed on Mondays and on Christmas Day, Boxing Day and New Year's Day).
 *
 * UNITS: all money is in POUNDS (GBP) with pence as decimals: `price`, `price_chg`, `vchr_amt`, `price_pd`,
 * `face_val`, `vchr_bal`, `unit_prc`, `line_tot`, `trt_comm`, `rtl_comm`. Durations in minutes.
 *
 * Business terms and codes:
 * - Treatments (`trtmt`): the treatment menu. `cat_cd` MAS massage, FAC facial, BOD body treatment (scrubs, wraps),
 *   NAI nails, WAX waxing and brows, OTH other. `dur_min` the length in minutes. `price` the CURRENT list price
 *   (prices went up on 2026-04-01; what each appointment was charged is on the appointment). `actv_yn` N for a
 *   treatment taken off the menu (no longer bookable).
 * - Therapists (`ther`): `lvl_cd` JR junior therapist, SR senior therapist, LD lead therapist, NT nail technician.
 *   `comm_pct` the commission in percent on the value of the treatments they perform; `rtl_pct` the commission in
 *   percent on the retail products they sell. `ft_yn` Y full time, N part time. `start_dt`; `leave_dt` the last day
 *   (NULL = still working here).
 * - Clients (`client`): `join_dt` the date the client was registered (clients carried over from the old paper diary
 *   keep the date they first came). `email` and `mob` (mobile number) may be NULL. `mkt_opt_yn` Y when the client
 *   agreed to marketing emails. `pref_ther` the client's preferred therapist (a `ther.ther_id`; NULL = none).
 *   Client 1 ("TEST CLIENT") was set up by the software supplier at go-live to try the booking screen; it is not a
 *   real client (its two test bookings are cancelled).
 * - Appointments (`appt`): one booked treatment. `appt_dt`, `start_tm`; `room_no` 1 to 5 (room 5 is the nail bar).
 *   `src_cd` how it was booked: ONL online, PHN phone, DESK at the front desk. `stat_cd` BK booked (still to come),
 *   CMP completed (the client came), CXL cancelled, NS no-show (the client did not turn up). `price_chg` what was
 *   charged for the treatment: set only for completed appointments, and NULL for a package session (paid for up
 *   front in `pkg_sale`). `pay_cd` how a completed appointment was paid: CRD card, CSH cash, GV gift voucher, PKG a
 *   session of a package (NULL unless completed). For GV, `vchr_no` is the voucher and `vchr_amt` the part of the
 *   price taken off its balance (any rest was paid by card). `ps_no` the package sale the session belongs to.
 * - Package sales (`pkg_sale`): one course of `n_sess` sessions of treatment `trt_cd` sold to a client on `sold_dt`
 *   for `price_pd`, to be used by `exp_dt` (unused sessions are lost). `sess_used` the sessions taken so far.
 * - Gift vouchers (`gift_vchr`): `vchr_no` the code printed on the voucher. `iss_dt` sold on, `face_val` the value
 *   bought, `vchr_bal` the balance left to spend, `exp_dt` the last day it can be used. `buyer_nm` who bought it
 *   (free text; buyers need not be clients). `sold_via` ONL the website shop, DESK the front desk. `stat_cd` ACT
 *   active (balance left, not expired), RED fully redeemed (balance 0), EXP expired with an unspent balance (the
 *   balance is kept), VD voided and refunded (balance set to 0).
 * - Till lines (`till_ln`): one product line of a retail receipt `rcpt_no` at the front desk till. `qty` units at
 *   `unit_prc` each, `line_tot` = qty x unit_prc. `sold_by` the therapist who made the sale and earns the retail
 *   commission (a `ther.ther_id`; NULL = sold by reception staff, no commission). `cust_no` the client (a
 *   `client.cli_no`; NULL = not recorded). `void_yn` Y when the receipt was voided (all its lines; counts for
 *   nothing). Treatments are never rung through the till lines.
 * - Commission (`comm_pay`): one therapist's (`staff_id`, a `ther.ther_id`) commission for one calendar month
 *   (`mth`, the first day of the month). `trt_comm` on treatments (package sessions count at the package price
 *   divided by its sessions), `rtl_comm` on retail. `paid_dt` when it was paid with the wages, on the 15th of the
 *   following month (NULL = not paid yet).
 *
 * Not recorded here: client ratings, reviews or feedback; tips and gratuities; product stock levels, cost prices or
 *   suppliers; clients' ages, dates of birth or gender; therapists' basic wages, rotas or hours worked; marketing or
 *   advertising spend; rent, utilities and other running costs; the spa's pool, gym or memberships (it has none);
 *   waiting lists; how appointments were cancelled or why.
 *
 * Tables
 * - `trtmt`: `trt_cd`, `trt_nm`, `cat_cd`, `dur_min`, `price`, `actv_yn`.
 * - `ther`: `ther_id`, `first_nm`, `last_nm`, `lvl_cd`, `comm_pct`, `rtl_pct`, `ft_yn`, `start_dt`, `leave_dt`.
 * - `client`: `cli_no`, `first_nm`, `last_nm`, `email`, `mob`, `join_dt`, `mkt_opt_yn`, `pref_ther`.
 * - `pkg_sale`: `ps_no`, `cli_no`, `pkg_nm`, `trt_cd`, `n_sess`, `price_pd`, `sold_dt`, `exp_dt`, `sess_used`.
 * - `gift_vchr`: `vchr_no`, `iss_dt`, `face_val`, `vchr_bal`, `exp_dt`, `buyer_nm`, `sold_via`, `stat_cd`.
 * - `appt`: `appt_no`, `cli_no`, `ther_id`, `trt_cd`, `appt_dt`, `start_tm`, `room_no`, `src_cd`, `stat_cd`,
 *   `price_chg`, `pay_cd`, `vchr_no`, `vchr_amt`, `ps_no`.
 * - `till_ln`: `ln_id`, `rcpt_no`, `sale_dt`, `sku`, `prod_nm`, `brand`, `qty`, `unit_prc`, `line_tot`, `sold_by`,
 *   `cust_no`, `void_yn`.
 * - `comm_pay`: `pay_id`, `staff_id`, `mth`, `trt_comm`, `rtl_comm`, `paid_dt`.
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

const START = "2025-01-02";
const LAST = "2026-10-13";
const TODAY = "2026-10-14";
const DIARY_END = "2026-11-30";
const PRICE_RISE = "2026-04-01";
const r = seededRandom(7731_2026);

const CLOSED_DAYS = new Set(["12-25", "12-26", "01-01"]);
const isOpen = (d: string): boolean =>
  dayOfWeek(d) !== 1 && !CLOSED_DAYS.has(d.slice(5));

const money = (x: number): number => Math.round(x * 100) / 100;

// ------------------------------------------------------------------ treatments
type Treatment = {
  cd: string;
  nm: string;
  cat: string;
  dur: number;
  price: number;
  active: boolean;
  weight: number;
  from?: string; // first bookable date
  until?: string; // last bookable date
  oldPrice?: number; // price before PRICE_RISE when not the usual rule
};
const TREATMENTS: Treatment[] = [
  {
    cd: "SWE60",
    nm: "Swedish Massage 60",
    cat: "MAS",
    dur: 60,
    price: 68,
    active: true,
    weight: 13,
  },
  {
    cd: "SWE90",
    nm: "Swedish Massage 90",
    cat: "MAS",
    dur: 90,
    price: 94,
    active: true,
    weight: 5,
  },
  {
    cd: "DTM60",
    nm: "Deep Tissue Massage",
    cat: "MAS",
    dur: 60,
    price: 74,
    active: true,
    weight: 11,
  },
  {
    cd: "HST75",
    nm: "Hot Stone Massage",
    cat: "MAS",
    dur: 75,
    price: 88,
    active: true,
    weight: 7,
  },
  {
    cd: "ARO60",
    nm: "Aromatherapy Massage",
    cat: "MAS",
    dur: 60,
    price: 72,
    active: true,
    weight: 8,
  },
  {
    cd: "PRE60",
    nm: "Pregnancy Massage",
    cat: "MAS",
    dur: 60,
    price: 70,
    active: true,
    weight: 3,
  },
  {
    cd: "BNS30",
    nm: "Back, Neck & Shoulders",
    cat: "MAS",
    dur: 30,
    price: 42,
    active: true,
    weight: 9,
  },
  {
    cd: "CBD75",
    nm: "CBD Muscle Melt",
    cat: "MAS",
    dur: 75,
    price: 92,
    active: true,
    weight: 4,
    from: "2026-03-01",
    oldPrice: 92,
  },
  {
    cd: "EXP30",
    nm: "Express Facial",
    cat: "FAC",
    dur: 30,
    price: 45,
    active: true,
    weight: 6,
  },
  {
    cd: "SIG60",
    nm: "Willow Signature Facial",
    cat: "FAC",
    dur: 60,
    price: 78,
    active: true,
    weight: 10,
  },
  {
    cd: "AGE75",
    nm: "Anti-Ageing Facial",
    cat: "FAC",
    dur: 75,
    price: 96,
    active: true,
    weight: 5,
  },
  {
    cd: "MIC45",
    nm: "Microdermabrasion",
    cat: "FAC",
    dur: 45,
    price: 65,
    active: true,
    weight: 4,
  },
  {
    cd: "SCR45",
    nm: "Salt & Oil Body Scrub",
    cat: "BOD",
    dur: 45,
    price: 55,
    active: true,
    weight: 3,
  },
  {
    cd: "WRP60",
    nm: "Seaweed Body Wrap",
    cat: "BOD",
    dur: 60,
    price: 70,
    active: true,
    weight: 2,
  },
  {
    cd: "MAN45",
    nm: "Gel Manicure",
    cat: "NAI",
    dur: 45,
    price: 36,
    active: true,
    weight: 8,
  },
  {
    cd: "PED60",
    nm: "Spa Pedicure",
    cat: "NAI",
    dur: 60,
    price: 44,
    active: true,
    weight: 6,
  },
  {
    cd: "LEG30",
    nm: "Half Leg Wax",
    cat: "WAX",
    dur: 30,
    price: 29,
    active: true,
    weight: 3,
  },
  {
    cd: "BRW15",
    nm: "Brow Shape & Tint",
    cat: "WAX",
    dur: 15,
    price: 18,
    active: true,
    weight: 5,
  },
  {
    cd: "EAR30",
    nm: "Hopi Ear Candling",
    cat: "OTH",
    dur: 30,
    price: 35,
    active: false,
    weight: 2,
    until: "2025-06-29",
  },
];
const TRT = new Map(TREATMENTS.map((t) => [t.cd, t]));
const priceOn = (t: Treatment, d: string): number => {
  if (d >= PRICE_RISE) return t.price;
  if (t.oldPrice !== undefined) return t.oldPrice;
  return t.price >= 50 ? t.price - 5 : t.price - 2;
};

// ------------------------------------------------------------------ therapists
type Therapist = {
  id: number;
  first: string;
  last: string;
  lvl: string;
  comm: number;
  rtl: number;
  ft: boolean;
  start: string;
  leave: string | null;
  cats: string[];
  days: number[]; // days of the week worked (0 Sunday)
};
const THERAPISTS: Therapist[] = [
  {
    id: 101,
    first: "Chloe",
    last: "Whitaker",
    lvl: "SR",
    comm: 32,
    rtl: 10,
    ft: true,
    start: "2019-03-04",
    leave: null,
    cats: ["MAS", "FAC", "BOD", "WAX", "OTH"],
    days: [2, 3, 4, 5, 6],
  },
  {
    id: 102,
    first: "Megan",
    last: "Doyle",
    lvl: "JR",
    comm: 25,
    rtl: 10,
    ft: true,
    start: "2023-06-12",
    leave: null,
    cats: ["MAS", "FAC", "NAI", "WAX"],
    days: [0, 2, 3, 5, 6],
  },
  {
    id: 103,
    first: "Priya",
    last: "Sandhu",
    lvl: "LD",
    comm: 35,
    rtl: 12,
    ft: true,
    start: "2017-09-01",
    leave: null,
    cats: ["MAS", "FAC", "BOD", "OTH"],
    days: [2, 3, 4, 5, 6],
  },
  {
    id: 104,
    first: "Hannah",
    last: "Royle",
    lvl: "SR",
    comm: 30,
    rtl: 10,
    ft: false,
    start: "2021-01-11",
    leave: null,
    cats: ["MAS", "BOD", "FAC"],
    days: [0, 4, 5, 6],
  },
  {
    id: 105,
    first: "Jodie",
    last: "Kershaw",
    lvl: "JR",
    comm: 25,
    rtl: 10,
    ft: true,
    start: "2024-02-05",
    leave: "2025-08-29",
    cats: ["MAS", "FAC", "WAX", "NAI"],
    days: [0, 3, 4, 5, 6],
  },
  {
    id: 106,
    first: "Aisha",
    last: "Begum",
    lvl: "SR",
    comm: 31,
    rtl: 10,
    ft: true,
    start: "2022-04-19",
    leave: null,
    cats: ["FAC", "WAX", "MAS", "BOD"],
    days: [0, 2, 3, 4, 6],
  },
  {
    id: 107,
    first: "Lauren",
    last: "Pickles",
    lvl: "JR",
    comm: 24,
    rtl: 8,
    ft: true,
    start: "2025-09-16",
    leave: null,
    cats: ["MAS", "FAC", "NAI", "WAX"],
    days: [0, 2, 4, 5, 6],
  },
  {
    id: 108,
    first: "Beth",
    last: "Crowther",
    lvl: "NT",
    comm: 22,
    rtl: 8,
    ft: false,
    start: "2024-05-01",
    leave: null,
    cats: ["NAI", "WAX"],
    days: [0, 3, 5, 6],
  },
];
const working = (t: Therapist, d: string): boolean =>
  t.start <= d &&
  (t.leave === null || d <= t.leave) &&
  t.days.includes(dayOfWeek(d));

// ------------------------------------------------------------------ clients
const FIRST = [
  "Sarah",
  "Emma",
  "Rachel",
  "Laura",
  "Claire",
  "Helen",
  "Joanne",
  "Nicola",
  "Gemma",
  "Amy",
  "Rebecca",
  "Kate",
  "Louise",
  "Victoria",
  "Charlotte",
  "Sophie",
  "Lucy",
  "Hayley",
  "Natalie",
  "Jessica",
  "Olivia",
  "Grace",
  "Ellie",
  "Zoe",
  "Alison",
  "Karen",
  "Julie",
  "Susan",
  "Angela",
  "Fiona",
  "Caroline",
  "Jane",
  "Harriet",
  "Imogen",
  "Freya",
  "Isla",
  "Ruth",
  "Pauline",
  "Maxine",
  "Leanne",
  "Mark",
  "James",
  "David",
  "Tom",
  "Richard",
  "Ben",
  "Sam",
  "Daniel",
  "Andrew",
  "Chris",
  "Farah",
  "Noor",
  "Anjali",
  "Mei",
  "Agnieszka",
  "Roisin",
];
const LAST_NAMES = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Atkinson",
  "Thompson",
  "Walker",
  "Wood",
  "Robinson",
  "Wright",
  "Hall",
  "Green",
  "Harrison",
  "Lister",
  "Hudson",
  "Dawson",
  "Greenwood",
  "Firth",
  "Sugden",
  "Metcalfe",
  "Pearson",
  "Holmes",
  "Hebblethwaite",
  "Ackroyd",
  "Barraclough",
  "Mitchell",
  "Shaw",
  "Bell",
  "Jackson",
  "Clarke",
  "Ward",
  "Moss",
  "Rhodes",
  "Lockwood",
  "Naylor",
  "Hussain",
  "Khan",
  "Patel",
  "Chen",
  "Nowak",
  "Kelly",
  "Murphy",
  "Fox",
  "Chapman",
  "Marshall",
  "Webster",
  "Booth",
  "Outhwaite",
  "Scaife",
];
const nextName = uniqueNames(r, FIRST, LAST_NAMES);

type Client = {
  no: number;
  first: string;
  last: string;
  email: string | null;
  mob: string | null;
  join: string;
  mkt: boolean;
  pref: number | null;
  weight: number;
};
const clients: Client[] = [];
const DOMAINS = [
  "gmail.com",
  "hotmail.co.uk",
  "outlook.com",
  "yahoo.co.uk",
  "btinternet.com",
  "icloud.com",
];
const makeClient = (join: string, weight: number): Client => {
  const [first, last] = nextName();
  const no = clients.length + 1;
  const email = r.chance(0.86)
    ? `${first.toLowerCase()}.${last.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.pick(DOMAINS)}`
    : null;
  const c: Client = {
    no,
    first,
    last,
    email,
    mob: r.chance(0.93)
      ? `07${r.int(100, 999)} ${pad(r.int(0, 999999), 6)}`
      : null,
    join,
    mkt: r.chance(0.55),
    pref: null,
    weight,
  };
  clients.push(c);
  return c;
};
// client 1: the supplier's test client
clients.push({
  no: 1,
  first: "TEST",
  last: "CLIENT",
  email: "support@spabookpro.co.uk",
  mob: null,
  join: "2024-12-30",
  mkt: false,
  pref: null,
  weight: 0,
});
const clientWeight = (): number =>
  r.weighted<number>([
    [9, 12],
    [2.5, 50],
    [0.7, 30],
    [0, 8],
  ]);
// clients carried over from the paper diary
for (let i = 0; i < 180; i++)
  makeClient(r.date("2017-10-01", "2024-12-28"), clientWeight());
clients.sort((a, b) =>
  a.no === 1
    ? -1
    : b.no === 1
      ? 1
      : a.join < b.join
        ? -1
        : a.join > b.join
          ? 1
          : 0,
);
clients.forEach((c, i) => (c.no = i + 1));
// new clients from go-live on
const newClientsOn = new Map<string, Client[]>();
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const n = r.poisson(isOpen(d) ? 0.95 : 0.3);
  for (let i = 0; i < n; i++) {
    const c = makeClient(d, clientWeight());
    const list = newClientsOn.get(d) ?? [];
    list.push(c);
    newClientsOn.set(d, list);
  }
}

// ------------------------------------------------------------------ gift vouchers
type Voucher = {
  no: string;
  iss: string;
  face: number;
  bal: number;
  exp: string;
  buyer: string;
  via: string;
  voided: boolean;
  forgotten: boolean; // never brought in
};
const vouchers: Voucher[] = [];
const voucherRate = (d: string): number => {
  const md = d.slice(5);
  if (md >= "12-01" && md <= "12-24") return 2.6;
  if (md >= "02-07" && md <= "02-14") return 1.4;
  if (
    (d >= "2025-03-20" && d <= "2025-03-30") ||
    (d >= "2026-03-06" && d <= "2026-03-15")
  )
    return 1.5; // Mother's Day
  return 0.35;
};
const buyerName = uniqueNames(
  r,
  FIRST,
  LAST_NAMES,
  new Set(clients.map((c) => `${c.first} ${c.last}`)),
);
let voucherSeq = 20417;
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const n = r.poisson(voucherRate(d));
  for (let i = 0; i < n; i++) {
    const face = r.weighted<number>([
      [25, 10],
      [50, 30],
      [75, 14],
      [100, 22],
      [150, 6],
      [200, 3],
    ]);
    const [bf, bl] = r.chance(0.3)
      ? (() => {
          const c = r.pick(clients.slice(1));
          return [c.first, c.last];
        })()
      : buyerName();
    vouchers.push({
      no: `WR${voucherSeq++}`,
      iss: d,
      face,
      bal: face,
      exp: addDays(addMonths(d, 12), -1),
      buyer: `${bf} ${bl}`,
      via: r.chance(0.62) ? "ONL" : "DESK",
      voided: r.chance(0.025),
      forgotten: r.chance(0.16),
    });
  }
}

// ------------------------------------------------------------------ package sales
type PkgDef = {
  nm: string;
  trt: string;
  n: number;
  price: number;
  weight: number;
};
const PACKAGES: PkgDef[] = [
  { nm: "Deep Tissue Course x6", trt: "DTM60", n: 6, price: 375, weight: 4 },
  {
    nm: "Signature Facial Course x5",
    trt: "SIG60",
    n: 5,
    price: 335,
    weight: 3,
  },
  { nm: "Swedish Massage x4", trt: "SWE60", n: 4, price: 235, weight: 3 },
  {
    nm: "Microdermabrasion Course x6",
    trt: "MIC45",
    n: 6,
    price: 330,
    weight: 2,
  },
];
type PkgSale = {
  no: number;
  cli: number;
  def: PkgDef;
  sold: string;
  exp: string;
  used: number;
};
const pkgSales: PkgSale[] = [];

// ------------------------------------------------------------------ appointments
type Appt = {
  cli: number;
  ther: number;
  trt: string;
  dt: string;
  tm: string;
  room: number;
  src: string;
  stat: string;
  price: number | null;
  pay: string | null;
  vchr: string | null;
  vamt: number | null;
  ps: number | null;
};
const appts: Appt[] = [];

const pickTherapist = (cat: string, d: string): Therapist | null => {
  const on = THERAPISTS.filter((t) => working(t, d) && t.cats.includes(cat));
  if (on.length === 0) return null;
  return r.weighted(
    on.map((t) => [t, t.lvl === "LD" ? 0.8 : t.id === 102 ? 1.15 : 1] as const),
  );
};
const pickTime = (dur: number): string => {
  const slot = r.int(0, (19 * 60 - 9 * 60 - Math.max(dur - 60, 0)) / 30);
  const mins = 9 * 60 + slot * 30;
  return `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}`;
};
const roomFor = (cat: string): number => (cat === "NAI" ? 5 : r.int(1, 4));
const pickSource = (): string =>
  r.weighted<string>([
    ["ONL", 46],
    ["PHN", 34],
    ["DESK", 20],
  ]);

const payFor = (a: Appt): void => {
  const t = TRT.get(a.trt) as Treatment;
  a.price = priceOn(t, a.dt);
  const kind = r.weighted<string>([
    ["CRD", 86],
    ["CSH", 6],
    ["GV", 8],
  ]);
  if (kind === "GV") {
    const usable = vouchers.filter(
      (v) =>
        !v.voided && !v.forgotten && v.iss < a.dt && v.exp >= a.dt && v.bal > 0,
    );
    if (usable.length > 0) {
      const v = r.pick(usable);
      const amt = Math.min(v.bal, a.price);
      v.bal = money(v.bal - amt);
      a.pay = "GV";
      a.vchr = v.no;
      a.vamt = amt;
      return;
    }
    a.pay = "CRD";
    return;
  }
  a.pay = kind;
};

const newAppt = (
  cli: number,
  trt: Treatment,
  d: string,
  stat: string,
): Appt | null => {
  const th = pickTherapist(trt.cat, d);
  if (!th) return null;
  const a: Appt = {
    cli,
    ther: th.id,
    trt: trt.cd,
    dt: d,
    tm: pickTime(trt.dur),
    room: roomFor(trt.cat),
    src: pickSource(),
    stat,
    price: null,
    pay: null,
    vchr: null,
    vamt: null,
    ps: null,
  };
  return a;
};

const pastStatus = (): string =>
  r.weighted<string>([
    ["CMP", 86],
    ["CXL", 9],
    ["NS", 5],
  ]);
const futureStatus = (): string => (r.chance(0.05) ? "CXL" : "BK");

const dayRate = (d: string): number => {
  const dow = dayOfWeek(d);
  let base = dow === 6 ? 13 : dow === 0 ? 9.5 : dow === 5 ? 10.5 : 6.5;
  const m = d.slice(5, 7);
  if (m === "12") base *= 1.25;
  if (m === "01") base *= 0.8;
  if (d >= "2026-01-01") base *= 1.08;
  return base;
};

const eligibleClients: Client[] = clients.filter(
  (c) => c.join < START && c.weight > 0,
);
const pickClient = (): Client =>
  r.weighted(eligibleClients.map((c) => [c, c.weight] as const));

// test bookings made by the supplier on go-live
appts.push(
  {
    cli: 1,
    ther: 101,
    trt: "SWE60",
    dt: "2025-01-02",
    tm: "09:00",
    room: 1,
    src: "DESK",
    stat: "CXL",
    price: null,
    pay: null,
    vchr: null,
    vamt: null,
    ps: null,
  },
  {
    cli: 1,
    ther: 103,
    trt: "SIG60",
    dt: "2025-01-03",
    tm: "09:30",
    room: 2,
    src: "DESK",
    stat: "CXL",
    price: null,
    pay: null,
    vchr: null,
    vamt: null,
    ps: null,
  },
);

for (let d = START; d <= DIARY_END; d = addDays(d, 1)) {
  const future = d >= TODAY;
  for (const c of newClientsOn.get(d) ?? [])
    if (c.weight > 0) eligibleClients.push(c);
  if (!isOpen(d)) continue;
  const menu = TREATMENTS.filter(
    (t) =>
      (t.from === undefined || t.from <= d) &&
      (t.until === undefined || d <= t.until),
  );
  const pickTrt = (): Treatment =>
    r.weighted(menu.map((t) => [t, t.weight] as const));

  // package sales are made at a visit
  const nPkg = future ? 0 : r.poisson(0.24);
  for (let i = 0; i < nPkg; i++) {
    const c = pickClient();
    const def = r.weighted(PACKAGES.map((p) => [p, p.weight] as const));
    pkgSales.push({
      no: 0,
      cli: c.no,
      def,
      sold: d,
      exp: addDays(addMonths(d, 6), -1),
      used: 0,
    });
  }

  // a new client's first visit is on the day they register
  const firsts = future
    ? []
    : (newClientsOn.get(d) ?? []).filter((c) => c.weight > 0 && r.chance(0.85));
  for (const c of firsts) {
    const a = newAppt(c.no, pickTrt(), d, r.chance(0.93) ? "CMP" : "NS");
    if (a) appts.push(a);
  }

  let lambda = dayRate(d);
  if (future)
    lambda *= Math.max(
      0.08,
      1 -
        (Number(new Date(`${d}T00:00:00Z`)) -
          Number(new Date(`${TODAY}T00:00:00Z`))) /
          86_400_000 /
          45,
    );
  const n = r.poisson(lambda);
  for (let i = 0; i < n; i++) {
    const c = pickClient();
    const a = newAppt(
      c.no,
      pickTrt(),
      d,
      future ? futureStatus() : pastStatus(),
    );
    if (a) appts.push(a);
  }
}

// package sessions: booked every two to five weeks from the sale until the course is used or expires
pkgSales.sort((a, b) => (a.sold < b.sold ? -1 : a.sold > b.sold ? 1 : 0));
pkgSales.forEach((p, i) => (p.no = 301 + i));
for (const p of pkgSales) {
  const dropOut = r.weighted<number>([
    [0, 5],
    [0.12, 9],
    [0.35, 3],
  ]);
  const neverStarts = r.chance(0.07);
  let d = addDays(p.sold, r.int(0, 16));
  for (let s = 0; s < p.def.n && !neverStarts; s++) {
    while (!isOpen(d)) d = addDays(d, 1);
    if (d > p.exp || d > DIARY_END) break;
    if (d >= TODAY && d > addDays(TODAY, 35)) break;
    const trt = TRT.get(p.def.trt) as Treatment;
    const a = newAppt(p.cli, trt, d, d >= TODAY ? "BK" : "CMP");
    if (a) {
      a.ps = p.no;
      if (a.stat === "CMP") {
        a.pay = "PKG";
        p.used++;
      }
      appts.push(a);
    }
    if (r.chance(dropOut)) break;
    d = addDays(d, r.int(14, 35));
  }
}

// payments in date order, so that vouchers are spent in the order they were used
appts.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.tm < b.tm ? -1 : a.tm > b.tm ? 1 : 0,
);
for (const a of appts) if (a.stat === "CMP" && a.ps === null) payFor(a);

// preferred therapists: the therapist a regular has seen most, for about half of the clients with three visits
{
  const seen = new Map<number, Map<number, number>>();
  for (const a of appts) {
    if (a.stat !== "CMP") continue;
    const m = seen.get(a.cli) ?? new Map<number, number>();
    m.set(a.ther, (m.get(a.ther) ?? 0) + 1);
    seen.set(a.cli, m);
  }
  for (const c of clients) {
    const m = seen.get(c.no);
    if (!m) continue;
    const total = [...m.values()].reduce((s, x) => s + x, 0);
    if (total < 3 || !r.chance(0.5)) continue;
    const best = [...m.entries()].sort(
      (x, y) => y[1] - x[1] || x[0] - y[0],
    )[0] as [number, number];
    const th = THERAPISTS.find((t) => t.id === best[0]) as Therapist;
    if (th.leave === null) c.pref = th.id;
  }
}

// ------------------------------------------------------------------ retail
type Product = {
  sku: string;
  nm: string;
  brand: string;
  price: number;
  weight: number;
  xmas?: boolean;
};
const PRODUCTS: Product[] = [
  {
    sku: "WB-CLN",
    nm: "Cream Cleanser 150ml",
    brand: "Willow Botanics",
    price: 24,
    weight: 11,
  },
  {
    sku: "WB-TON",
    nm: "Rose Toner 200ml",
    brand: "Willow Botanics",
    price: 19.5,
    weight: 6,
  },
  {
    sku: "WB-SER",
    nm: "Hyaluronic Serum 30ml",
    brand: "Willow Botanics",
    price: 42,
    weight: 9,
  },
  {
    sku: "WB-MOI",
    nm: "Day Moisturiser 50ml",
    brand: "Willow Botanics",
    price: 36,
    weight: 8,
  },
  {
    sku: "WB-BAL",
    nm: "Cleansing Balm 100ml",
    brand: "Willow Botanics",
    price: 32,
    weight: 5,
  },
  {
    sku: "WB-OIL",
    nm: "Relaxing Body Oil 100ml",
    brand: "Willow Botanics",
    price: 28,
    weight: 7,
  },
  {
    sku: "WB-GFT",
    nm: "Willow Gift Set",
    brand: "Willow Botanics",
    price: 55,
    weight: 1,
    xmas: true,
  },
  {
    sku: "SK-MSK",
    nm: "Seaweed Face Mask",
    brand: "Sea Kelp Co",
    price: 26,
    weight: 4,
  },
  {
    sku: "SK-SLT",
    nm: "Mineral Bath Salts 500g",
    brand: "Sea Kelp Co",
    price: 18,
    weight: 10,
  },
  {
    sku: "SK-SCR",
    nm: "Sea Salt Body Scrub",
    brand: "Sea Kelp Co",
    price: 22,
    weight: 4,
  },
  {
    sku: "HW-CND",
    nm: "Amber & Cedar Candle",
    brand: "Hearth & Wick",
    price: 30,
    weight: 6,
  },
  {
    sku: "HW-DIF",
    nm: "Fig Reed Diffuser",
    brand: "Hearth & Wick",
    price: 34,
    weight: 3,
  },
  { sku: "PL-NPL", nm: "Nail Polish", brand: "Polished", price: 12, weight: 7 },
  { sku: "PL-CUT", nm: "Cuticle Oil", brand: "Polished", price: 14, weight: 3 },
];
const tillRows: unknown[][] = [];
{
  const apptsByDay = new Map<string, Appt[]>();
  for (const a of appts) {
    if (a.stat !== "CMP") continue;
    const list = apptsByDay.get(a.dt) ?? [];
    list.push(a);
    apptsByDay.set(a.dt, list);
  }
  let rcpt = 40001;
  let ln = 1;
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    if (!isOpen(d)) continue;
    const xmas = d.slice(5) >= "11-20" && d.slice(5) <= "12-24";
    const n = r.poisson(xmas ? 7 : 2.8);
    const today = apptsByDay.get(d) ?? [];
    for (let i = 0; i < n; i++) {
      const voided = r.chance(0.02);
      let soldBy: number | null = null;
      let cust: number | null = null;
      if (today.length > 0 && r.chance(0.66)) {
        const a = r.pick(today);
        soldBy = a.ther;
        cust = r.chance(0.85) ? a.cli : null;
      } else if (r.chance(0.3)) {
        cust = r.pick(eligibleClients.filter((c) => c.join <= d)).no;
      }
      const nLines = r.weighted<number>([
        [1, 6],
        [2, 3],
        [3, 1],
      ]);
      const chosen = new Set<string>();
      for (let k = 0; k < nLines; k++) {
        const p = r.weighted(
          PRODUCTS.map(
            (x) => [x, x.xmas ? (xmas ? 14 : 0.3) : x.weight] as const,
          ),
        );
        if (chosen.has(p.sku)) continue;
        chosen.add(p.sku);
        const qty = r.chance(0.12) ? 2 : 1;
        tillRows.push([
          ln++,
          rcpt,
          d,
          p.sku,
          p.nm,
          p.brand,
          qty,
          p.price,
          money(qty * p.price),
          soldBy,
          cust,
          voided ? "Y" : "N",
        ]);
      }
      rcpt++;
    }
  }
}

// ------------------------------------------------------------------ commission
const commRows: unknown[][] = [];
{
  const pkgByNo = new Map(pkgSales.map((p) => [p.no, p]));
  let id = 1;
  for (let m = "2025-01-01"; m <= "2026-09-01"; m = addMonths(m, 1)) {
    const next = addMonths(m, 1);
    for (const t of THERAPISTS) {
      if (t.start >= next || (t.leave !== null && t.leave < m)) continue;
      let trt = 0;
      for (const a of appts) {
        if (a.ther !== t.id || a.stat !== "CMP" || a.dt < m || a.dt >= next)
          continue;
        if (a.ps !== null) {
          const p = pkgByNo.get(a.ps) as PkgSale;
          trt += p.def.price / p.def.n;
        } else trt += a.price as number;
      }
      let rtl = 0;
      for (const row of tillRows) {
        if (
          row[9] !== t.id ||
          row[11] === "Y" ||
          (row[2] as string) < m ||
          (row[2] as string) >= next
        )
          continue;
        rtl += row[8] as number;
      }
      const paid = addDays(next, 14);
      commRows.push([
        id++,
        t.id,
        m,
        money((trt * t.comm) / 100),
        money((rtl * t.rtl) / 100),
        paid < TODAY ? paid : null,
      ]);
    }
  }
}

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const voucherStatus = (v: Voucher): string =>
    v.voided ? "VD" : v.bal === 0 ? "RED" : v.exp < TODAY ? "EXP" : "ACT";
  return [
    "CREATE SCHEMA spabook;",
    `CREATE TABLE spabook.trtmt (
  trt_cd varchar(8) PRIMARY KEY,
  trt_nm varchar(60) NOT NULL,
  cat_cd char(3) NOT NULL,
  dur_min integer NOT NULL,
  price numeric(7,2) NOT NULL,
  actv_yn char(1) NOT NULL
);`,
    `CREATE TABLE spabook.ther (
  ther_id integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  lvl_cd varchar(2) NOT NULL,
  comm_pct numeric(4,1) NOT NULL,
  rtl_pct numeric(4,1) NOT NULL,
  ft_yn char(1) NOT NULL,
  start_dt date NOT NULL,
  leave_dt date
);`,
    `CREATE TABLE spabook.client (
  cli_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  email varchar(120),
  mob varchar(20),
  join_dt date NOT NULL,
  mkt_opt_yn char(1) NOT NULL,
  pref_ther integer REFERENCES spabook.ther (ther_id)
);`,
    `CREATE TABLE spabook.pkg_sale (
  ps_no integer PRIMARY KEY,
  cli_no integer NOT NULL REFERENCES spabook.client (cli_no),
  pkg_nm varchar(60) NOT NULL,
  trt_cd varchar(8) NOT NULL REFERENCES spabook.trtmt (trt_cd),
  n_sess integer NOT NULL,
  price_pd numeric(8,2) NOT NULL,
  sold_dt date NOT NULL,
  exp_dt date NOT NULL,
  sess_used integer NOT NULL
);`,
    `CREATE TABLE spabook.gift_vchr (
  vchr_no varchar(10) PRIMARY KEY,
  iss_dt date NOT NULL,
  face_val numeric(7,2) NOT NULL,
  vchr_bal numeric(7,2) NOT NULL,
  exp_dt date NOT NULL,
  buyer_nm varchar(80),
  sold_via varchar(4) NOT NULL,
  stat_cd varchar(3) NOT NULL
);`,
    `CREATE TABLE spabook.appt (
  appt_no integer PRIMARY KEY,
  cli_no integer NOT NULL REFERENCES spabook.client (cli_no),
  ther_id integer NOT NULL REFERENCES spabook.ther (ther_id),
  trt_cd varchar(8) NOT NULL REFERENCES spabook.trtmt (trt_cd),
  appt_dt date NOT NULL,
  start_tm time NOT NULL,
  room_no integer NOT NULL,
  src_cd varchar(4) NOT NULL,
  stat_cd varchar(3) NOT NULL,
  price_chg numeric(7,2),
  pay_cd varchar(3),
  vchr_no varchar(10) REFERENCES spabook.gift_vchr (vchr_no),
  vchr_amt numeric(7,2),
  ps_no integer REFERENCES spabook.pkg_sale (ps_no)
);`,
    `CREATE TABLE spabook.till_ln (
  ln_id integer PRIMARY KEY,
  rcpt_no integer NOT NULL,
  sale_dt date NOT NULL,
  sku varchar(8) NOT NULL,
  prod_nm varchar(60) NOT NULL,
  brand varchar(40) NOT NULL,
  qty integer NOT NULL,
  unit_prc numeric(7,2) NOT NULL,
  line_tot numeric(8,2) NOT NULL,
  sold_by integer REFERENCES spabook.ther (ther_id),
  cust_no integer REFERENCES spabook.client (cli_no),
  void_yn char(1) NOT NULL
);`,
    `CREATE TABLE spabook.comm_pay (
  pay_id integer PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES spabook.ther (ther_id),
  mth date NOT NULL,
  trt_comm numeric(8,2) NOT NULL,
  rtl_comm numeric(8,2) NOT NULL,
  paid_dt date
);`,
    insertRows(
      "spabook.trtmt",
      ["trt_cd", "trt_nm", "cat_cd", "dur_min", "price", "actv_yn"],
      TREATMENTS.map((t) => [
        t.cd,
        t.nm,
        t.cat,
        t.dur,
        t.price,
        t.active ? "Y" : "N",
      ]),
    ),
    insertRows(
      "spabook.ther",
      [
        "ther_id",
        "first_nm",
        "last_nm",
        "lvl_cd",
        "comm_pct",
        "rtl_pct",
        "ft_yn",
        "start_dt",
        "leave_dt",
      ],
      THERAPISTS.map((t) => [
        t.id,
        t.first,
        t.last,
        t.lvl,
        t.comm,
        t.rtl,
        t.ft ? "Y" : "N",
        t.start,
        t.leave,
      ]),
    ),
    insertRows(
      "spabook.client",
      [
        "cli_no",
        "first_nm",
        "last_nm",
        "email",
        "mob",
        "join_dt",
        "mkt_opt_yn",
        "pref_ther",
      ],
      clients.map((c) => [
        c.no,
        c.first,
        c.last,
        c.email,
        c.mob,
        c.join,
        c.mkt ? "Y" : "N",
        c.pref,
      ]),
    ),
    insertRows(
      "spabook.pkg_sale",
      [
        "ps_no",
        "cli_no",
        "pkg_nm",
        "trt_cd",
        "n_sess",
        "price_pd",
        "sold_dt",
        "exp_dt",
        "sess_used",
      ],
      pkgSales.map((p) => [
        p.no,
        p.cli,
        p.def.nm,
        p.def.trt,
        p.def.n,
        p.def.price,
        p.sold,
        p.exp,
        p.used,
      ]),
    ),
    insertRows(
      "spabook.gift_vchr",
      [
        "vchr_no",
        "iss_dt",
        "face_val",
        "vchr_bal",
        "exp_dt",
        "buyer_nm",
        "sold_via",
        "stat_cd",
      ],
      vouchers.map((v) => [
        v.no,
        v.iss,
        v.face,
        v.voided ? 0 : v.bal,
        v.exp,
        v.buyer,
        v.via,
        voucherStatus(v),
      ]),
    ),
    insertRows(
      "spabook.appt",
      [
        "appt_no",
        "cli_no",
        "ther_id",
        "trt_cd",
        "appt_dt",
        "start_tm",
        "room_no",
        "src_cd",
        "stat_cd",
        "price_chg",
        "pay_cd",
        "vchr_no",
        "vchr_amt",
        "ps_no",
      ],
      appts.map((a, i) => [
        100001 + i,
        a.cli,
        a.ther,
        a.trt,
        a.dt,
        a.tm,
        a.room,
        a.src,
        a.stat,
        a.price,
        a.pay,
        a.vchr,
        a.vamt,
        a.ps,
      ]),
    ),
    insertRows(
      "spabook.till_ln",
      [
        "ln_id",
        "rcpt_no",
        "sale_dt",
        "sku",
        "prod_nm",
        "brand",
        "qty",
        "unit_prc",
        "line_tot",
        "sold_by",
        "cust_no",
        "void_yn",
      ],
      tillRows,
    ),
    insertRows(
      "spabook.comm_pay",
      ["pay_id", "staff_id", "mth", "trt_comm", "rtl_comm", "paid_dt"],
      commRows,
    ),
  ].join("\n\n");
}
