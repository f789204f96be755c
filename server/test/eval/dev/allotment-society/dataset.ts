/**
 * Thornbury Vale Allotment Society runs five allotment sites in and around Thornbury (South Gloucestershire) on land
 * leased from the town council. Members rent a plot on a yearly tenancy agreement; a plot is either a full plot
 * (roughly 250 square metres, the traditional ten rods) or a half plot (a full plot split into an "A" and a "B" half).
 * Anyone who wants a plot joins the waiting list; when a plot falls vacant the committee offers it to the applicant
 * who has waited longest and whose wishes (site and plot size) it fits. An applicant who accepts becomes a member and
 * signs a tenancy; one who turns the offer down is taken off the list. Once a year (on 1 March) everybody on the list
 * must confirm they still want a plot, or they lapse.
 *
 * The committee walks every site twice a year (mid May and mid August) and grades each plot. A plot graded neglected
 * earns its tenant a first non-cultivation letter; neglected again within about a year, a second letter; neglected a
 * third time, a notice to quit, and the tenancy is terminated 28 days after the notice. Rent is charged per rent year
 * and invoiced on 1 October; tenants who have not paid by 1 December get an arrears letter, and those who still have
 * not paid by February get a notice to quit too. The society also hires out shared tools (rotavators, strimmers, a
 * mower, a chipper, a hedge trimmer) by the day, and lets lockers in the communal tool shed for the growing season.
 *
 * This is an export of the vendor package "PlotKeeper" (schema `allot`), taken on the morning of Wednesday
 * 2026-10-14 with everything up to the end of Tuesday 2026-10-13. The society went live on PlotKeeper on 2021-09-01:
 * the plots, the tenancies running on that day and the waiting list were keyed in at the end of August 2021 (so older
 * tenancies that had already ended are not here), and payments, letters and hires are recorded from 2021-09-01 on.
 * Plot inspections were kept on paper until 2023; the first inspection recorded here is May 2023.
 *
 * UNITS: money is in POUNDS (GBP) as numeric with pence: `ann_rent`, `amt`, `fee`. Plot sizes in square metres.
 * Timestamps (`timestamptz`) are UK local times stored with their zone; dates are UK calendar dates.
 *
 * Sites (there is no site table; the site name is stored as text on each plot and on the waiting list):
 * - Mill Lane (plots ML-01 to ML-30), off Mill Lane, the society's oldest and biggest site; clubhouse and tool store.
 * - Hollins Road (HR-), behind the cricket ground; low-lying and wet at the bottom end.
 * - Church Fields (CF-), next to St Mary's churchyard.
 * - Station Road (SR-), by the old railway line; no mains water (water butts only), so none of its plots has water.
 * - Priory Meadow (PM-), a new site opened on 2024-04-01 (its plots were set up in March 2024).
 *
 * Rent rules (how `ann_rent` and the rent payments are worked out): a full plot's base rent per rent year is
 * £52 (2020), £55 (2021), £58 (2022), £62 (2023), £66 (2024), £72 (2025), £78 (2026); a half plot pays half the base; a plot with a
 * water supply adds a flat £6 water charge; a concession member pays half of that total. A tenancy that starts part
 * way through a rent year pays for the whole months left to the end of September, together with a £40 plot deposit.
 *
 * Tables and columns:
 * - `plot`: one lettable plot. `plot_id` the key. `site_nm` the site (see above). `plot_ref` the plot's reference on
 *   the site map, e.g. `ML-07` (a full plot) or `ML-12A` / `ML-12B` (the two halves of a split plot). `plot_typ` F full
 *   plot, H half plot. `sz_sqm` the area in square metres. `water_yn` Y when there is a water trough or standpipe
 *   within reach of the plot, N when not. `actv` false when the plot has been withdrawn from letting (waterlogged
 *   plots the committee stopped re-letting once they fell vacant); withdrawn plots are not inspected. `notes` free
 *   text. `created_ts` when the plot record was keyed in.
 * - `member`: a society member, that is a tenant (plot holder) past or present. `mbr_no` the membership number.
 *   `first_nm`, `last_nm` the name. `pcode` postcode. `email`, `tel` (NULL when not given). `join_dt` the date they
 *   joined the society. `conc_flg` true for a concession member (pensioner, on benefits or disabled; pays half rent).
 *   `del_flg` true when the member record has been deleted in PlotKeeper (a soft delete: former tenants who asked to
 *   be removed from mailings; the row is kept for the history). `created_ts` when the record was keyed in.
 * - `tenancy`: one tenancy agreement: one member renting one plot. `tncy_id` the key. `plot_id`, `mbr_no`.
 *   `start_dt` the first day of the tenancy; `end_dt` the day it ended (NULL while it runs). `stat_cd` A active
 *   (current), S surrendered (the tenant gave the plot up), T terminated by the society (after a notice to quit, for
 *   non-cultivation or unpaid rent), D ended on the tenant's death. `ann_rent` the annual rent for the tenancy at the
 *   current (2026) rate for an active tenancy, or at the rate of the rent year in which it ended for an ended one.
 *   A member may hold more than one tenancy (two plots, or one plot after another).
 * - `waitlist`: one application for a plot. `wl_id` the key. `appl_nm` the applicant's full name as typed, `email`,
 *   `tel`. `applied_dt` the date they applied. `pref_site` the site they asked for (NULL = any site will do).
 *   `size_pref` F wants a full plot, H wants a half plot, E either. `stat` WAIT still waiting, OFFR a plot has been
 *   offered and the applicant has not answered yet, ALLOC accepted an offer and was given a plot, DECL turned an offer
 *   down (removed from the list), LAPS lapsed (did not renew at the 1 March confirmation), WDRN withdrew of their own
 *   accord. `offer_dt` the date of the (last) offer made (NULL = never offered). `mbr_no` the membership number the
 *   applicant was given on accepting (NULL unless ALLOC). `upd_ts` when the application was last changed.
 * - `inspection`: one plot graded on one inspection walk. `insp_id` the key. `plot_id`. `tncy_id` the tenancy
 *   running on the day (NULL when the plot was vacant). `insp_dt` the date. `grade` C cultivated (at least three
 *   quarters in good cultivation), PC partly cultivated, N neglected, V vacant (not let), NT new tenancy (let less than
 *   eight weeks, not graded). `inspector` the committee member who graded it (initial and surname). `comments` free
 *   text (NULL when none).
 * - `warn_ltr`: one warning letter sent to a tenant. `ltr_id` the key. `tncy_id` the tenancy. `insp_id` the
 *   inspection that led to it (NULL for letters not arising from an inspection). `ltr_typ` NC1 first non-cultivation
 *   letter, NC2 second non-cultivation letter, NTQ notice to quit (for non-cultivation or for unpaid rent), ARR rent
 *   arrears reminder, RUL breach of the site rules (bonfires, dogs, rubbish and the like). `sent_ts` when it was
 *   sent. `ltr_note` free text.
 * - `payment`: one receipt (or refund) of money. `pay_id` the key. `mbr_no` the member who paid. `tncy_id` the
 *   tenancy it is for (NULL for tool and locker hire). `pay_typ` RENT rent, DEP plot deposit, REF deposit refunded to
 *   a tenant who surrendered their plot in good order (`amt` negative), HIRE tool or locker hire fee. `rent_yr` the
 *   rent year a RENT payment is for (named by the year it starts: 2025 = 1 October 2025 to 30 September 2026; NULL
 *   for other payments). `amt` the amount in pounds. `mthd` BACS bank transfer, CHQ cheque, CASH cash, CARD card.
 *   `paid_ts` when it was received. `void_flg` true for a receipt keyed in twice by mistake and voided (it counts for
 *   nothing). `rcpt_ref` the receipt or bank reference.
 * - `hire`: one hire of a shared tool or of a shed locker. `hire_id` the key. `mbr_no` the member. `item_cd` ROTO
 *   rotavator (£10 a day), STRIM strimmer (£4 a day), MOWR mower (£5 a day), CHIP garden chipper/shredder (£15 a
 *   day), HEDG hedge trimmer (£4 a day), LOCK a locker in the communal tool shed at Mill Lane for the season (£20,
 *   April to October). `unit_no` which one of the society's tools or lockers of that kind. `out_dt` the day it was
 *   taken out, `due_dt` the day it was due back, `ret_dt` the day it came back (NULL = still out). `fee` the hire fee
 *   in pounds. `pay_id` the payment of the fee (NULL = not paid).
 *
 * Not recorded here: members' ages or dates of birth; what is grown on the plots, livestock (hens, bees) or
 *   polytunnels; water meter readings or water bills; the rent the society pays the town council for the sites, its
 *   insurance and any other running costs; work-party attendance or volunteer hours; best-kept-plot competition
 *   results; why a tenant surrendered a plot; plot keys; emails and newsletters sent; complaints between members;
 *   site security incidents or thefts; tenancies that ended before September 2021 and inspections before May 2023.
 *
 * Tables
 * - `plot`: `plot_id`, `site_nm`, `plot_ref`, `plot_typ`, `sz_sqm`, `water_yn`, `actv`, `notes`, `created_ts`.
 * - `member`: `mbr_no`, `first_nm`, `last_nm`, `pcode`, `email`, `tel`, `join_dt`, `conc_flg`, `del_flg`,
 *   `created_ts`.
 * - `tenancy`: `tncy_id`, `plot_id`, `mbr_no`, `start_dt`, `end_dt`, `stat_cd`, `ann_rent`.
 * - `waitlist`: `wl_id`, `appl_nm`, `email`, `tel`, `applied_dt`, `pref_site`, `size_pref`, `stat`, `offer_dt`,
 *   `mbr_no`, `upd_ts`.
 * - `inspection`: `insp_id`, `plot_id`, `tncy_id`, `insp_dt`, `grade`, `inspector`, `comments`.
 * - `warn_ltr`: `ltr_id`, `tncy_id`, `insp_id`, `ltr_typ`, `sent_ts`, `ltr_note`.
 * - `payment`: `pay_id`, `mbr_no`, `tncy_id`, `pay_typ`, `rent_yr`, `amt`, `mthd`, `paid_ts`, `void_flg`,
 *   `rcpt_ref`.
 * - `hire`: `hire_id`, `mbr_no`, `item_cd`, `unit_no`, `out_dt`, `due_dt`, `ret_dt`, `fee`, `pay_id`.
 */
import {
  addDays,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const GO_LIVE = "2021-09-01";
const LAST = "2026-10-13";
const PM_OPEN = "2024-04-01";
const r = seededRandom(7_310_2026);

const FIRST = [
  "Alan",
  "Alice",
  "Andrew",
  "Angela",
  "Barbara",
  "Barry",
  "Beth",
  "Brian",
  "Carol",
  "Chris",
  "Claire",
  "Colin",
  "Daniel",
  "David",
  "Deborah",
  "Derek",
  "Diane",
  "Edward",
  "Eileen",
  "Emma",
  "Fiona",
  "Gareth",
  "Gillian",
  "Graham",
  "Hannah",
  "Helen",
  "Ian",
  "Imran",
  "Jack",
  "Janet",
  "Jason",
  "Jean",
  "Joanne",
  "John",
  "Julie",
  "Karen",
  "Keith",
  "Kevin",
  "Laura",
  "Lesley",
  "Linda",
  "Lucy",
  "Malcolm",
  "Margaret",
  "Mark",
  "Martin",
  "Michelle",
  "Neil",
  "Nicola",
  "Nigel",
  "Olivia",
  "Pamela",
  "Patrick",
  "Paul",
  "Pauline",
  "Peter",
  "Priya",
  "Rachel",
  "Raymond",
  "Richard",
  "Rob",
  "Ruth",
  "Sally",
  "Sam",
  "Sandra",
  "Sarah",
  "Simon",
  "Sophie",
  "Stephen",
  "Susan",
  "Terry",
  "Tom",
  "Tracey",
  "Trevor",
  "Valerie",
  "Wendy",
  "Yusuf",
  "Zoe",
];
const LAST_NAMES = [
  "Allen",
  "Ashworth",
  "Bailey",
  "Baker",
  "Barnes",
  "Bennett",
  "Bishop",
  "Brooks",
  "Carter",
  "Chapman",
  "Clarke",
  "Coleman",
  "Cook",
  "Cox",
  "Davies",
  "Dawson",
  "Edwards",
  "Ellis",
  "Evans",
  "Fisher",
  "Fletcher",
  "Ford",
  "Foster",
  "Gardner",
  "Gibson",
  "Gray",
  "Green",
  "Griffiths",
  "Hall",
  "Harris",
  "Hayes",
  "Hill",
  "Holmes",
  "Hughes",
  "Hunt",
  "Jackson",
  "James",
  "Jenkins",
  "Johnson",
  "Jones",
  "Kaur",
  "Kelly",
  "Khan",
  "King",
  "Knight",
  "Lane",
  "Lewis",
  "Lloyd",
  "Marsh",
  "Marshall",
  "Mason",
  "Matthews",
  "Mills",
  "Moore",
  "Morgan",
  "Morris",
  "Murphy",
  "Newman",
  "Owen",
  "Palmer",
  "Parker",
  "Patel",
  "Pearce",
  "Phillips",
  "Powell",
  "Price",
  "Pritchard",
  "Reed",
  "Rees",
  "Richards",
  "Roberts",
  "Rogers",
  "Russell",
  "Saunders",
  "Shaw",
  "Simpson",
  "Smith",
  "Stevens",
  "Taylor",
  "Thomas",
  "Tucker",
  "Turner",
  "Walker",
  "Ward",
  "Watkins",
  "Webb",
  "White",
  "Williams",
  "Wilson",
  "Wood",
  "Wright",
  "Young",
];
const newName = uniqueNames(r, FIRST, LAST_NAMES);

// ------------------------------------------------------------------ helpers
const round2 = (x: number): number => Math.round(x * 100) / 100;
const year = (d: string): number => Number(d.slice(0, 4));
const month = (d: string): number => Number(d.slice(5, 7));
const ts = (d: string, fromHour = 9, toHour = 19): string =>
  `${d} ${pad(r.int(fromHour, toHour - 1), 2)}:${pad(r.int(0, 59), 2)}:${pad(r.int(0, 59), 2)} Europe/London`;
const expDays = (meanDays: number): number =>
  Math.floor(-Math.log(1 - r.next()) * meanDays);
const PCODES = [
  "BS35 1",
  "BS35 2",
  "BS35 3",
  "BS35 4",
  "BS32 8",
  "GL12 8",
  "GL13 9",
];
const pcode = (): string =>
  `${r.pick(PCODES)}${r.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}${r.pick("ABDEFGHJLNPQRSTUWXYZ".split(""))}`;
const email = (f: string, l: string): string =>
  `${f.toLowerCase()}${r.pick([".", "", "_"])}${l.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ""}@${r.weighted(
    [
      ["gmail.com", 5],
      ["hotmail.co.uk", 3],
      ["btinternet.com", 2],
      ["yahoo.co.uk", 1],
      ["outlook.com", 2],
    ],
  )}`;
const tel = (): string =>
  r.chance(0.7)
    ? `07${r.int(100, 999)} ${r.int(100000, 999999)}`
    : `01454 ${r.int(200000, 899999)}`;

const BASE_RENT: Record<number, number> = {
  2020: 52,
  2021: 55,
  2022: 58,
  2023: 62,
  2024: 66,
  2025: 72,
  2026: 78,
};
const rentYear = (d: string): number =>
  month(d) >= 10 ? year(d) : year(d) - 1;

// ------------------------------------------------------------------ plots
type Site = {
  nm: string;
  pre: string;
  n: number;
  water: number;
  full: number;
  sz: number;
  pm?: boolean;
};
const SITES: Site[] = [
  { nm: "Mill Lane", pre: "ML", n: 30, water: 0.9, full: 0.55, sz: 250 },
  { nm: "Hollins Road", pre: "HR", n: 22, water: 0.7, full: 0.65, sz: 260 },
  { nm: "Church Fields", pre: "CF", n: 18, water: 0.55, full: 0.6, sz: 235 },
  { nm: "Station Road", pre: "SR", n: 14, water: 0, full: 0.7, sz: 245 },
  {
    nm: "Priory Meadow",
    pre: "PM",
    n: 12,
    water: 1,
    full: 0.35,
    sz: 200,
    pm: true,
  },
];

type Plot = {
  id: number;
  site: string;
  ref: string;
  typ: "F" | "H";
  sz: number;
  water: boolean;
  actv: boolean;
  notes: string | null;
  created: string;
  pm: boolean;
  withdrawOnVacancy: boolean;
  cur: Tenancy | null; // running or reserved tenancy
};
const plots: Plot[] = [];
for (const s of SITES) {
  for (let n = 1; n <= s.n; n++) {
    const full = r.chance(s.full);
    const base = s.sz * r.float(0.88, 1.12, 3);
    const mk = (ref: string, typ: "F" | "H", sz: number): void => {
      plots.push({
        id: plots.length + 1,
        site: s.nm,
        ref,
        typ,
        sz: Math.round(sz * 2) / 2,
        water: r.chance(s.water),
        actv: !s.pm,
        notes: null,
        created: s.pm
          ? ts(r.date("2024-03-04", "2024-03-15"))
          : ts(r.date("2021-08-23", "2021-08-27")),
        pm: !!s.pm,
        withdrawOnVacancy: false,
        cur: null,
      });
    };
    if (full) mk(`${s.pre}-${pad(n, 2)}`, "F", base);
    else {
      const split = r.float(0.45, 0.55, 2);
      mk(`${s.pre}-${pad(n, 2)}A`, "H", base * split);
      mk(`${s.pre}-${pad(n, 2)}B`, "H", base * (1 - split));
    }
  }
}
// Wet plots at the bottom of Hollins Road: withdrawn once they fall vacant.
const hr = plots.filter((p) => p.site === "Hollins Road");
for (const p of hr.slice(hr.length - 4)) p.withdrawOnVacancy = true;
for (const p of plots)
  if (!p.water && r.chance(0.08)) p.notes = "Water butt only";
const rentOf = (p: Plot, conc: boolean, ry: number): number =>
  round2(
    ((p.typ === "F" ? BASE_RENT[ry]! : BASE_RENT[ry]! / 2) +
      (p.water ? 6 : 0)) *
      (conc ? 0.5 : 1),
  );

// ------------------------------------------------------------------ members, waiting list
type Member = {
  no: number;
  first: string;
  last: string;
  pcode: string;
  email: string | null;
  tel: string | null;
  join: string;
  conc: boolean;
  del: boolean;
  created: string;
  dil: number; // 0 good, 1 middling, 2 poor
  payer: number; // 0 prompt, 1 slow, 2 bad
};
const members: Member[] = [];
const newMember = (
  first: string,
  last: string,
  join: string,
  created: string,
  conc: boolean,
): Member => {
  const m: Member = {
    no: 1000 + members.length + 1,
    first,
    last,
    pcode: pcode(),
    email: r.chance(0.8) ? email(first, last) : null,
    tel: r.chance(0.9) ? tel() : null,
    join,
    conc,
    del: false,
    created,
    dil: r.weighted([
      [0, 70],
      [1, 20],
      [2, 10],
    ]),
    payer: 0,
  };
  m.payer = r.weighted([
    [0, 86 - m.dil * 12],
    [1, 12],
    [2, 2 + m.dil * 12],
  ]);
  members.push(m);
  return m;
};

type Tenancy = {
  id: number;
  plot: Plot;
  m: Member;
  start: string;
  end: string | null;
  stat: string;
  depPaid: boolean;
  underNotice: boolean;
};
const tenancies: Tenancy[] = [];
const newTenancy = (p: Plot, m: Member, start: string): Tenancy => {
  const t: Tenancy = {
    id: 0,
    plot: p,
    m,
    start,
    end: null,
    stat: "A",
    depPaid: false,
    underNotice: false,
  };
  tenancies.push(t);
  p.cur = t;
  return t;
};

type Appl = {
  id: number;
  nm: [string, string];
  email: string | null;
  tel: string | null;
  applied: string;
  pref: string | null;
  size: string;
  stat: string;
  offer: string | null;
  mbr: number | null;
  upd: string;
};
const appls: Appl[] = [];
const newAppl = (applied: string, created: string | null): Appl => {
  const nm = newName();
  const a: Appl = {
    id: 0,
    nm,
    email: r.chance(0.85) ? email(nm[0], nm[1]) : null,
    tel: r.chance(0.9) ? tel() : null,
    applied,
    pref: r.weighted<string | null>([
      ["Mill Lane", 30],
      ["Hollins Road", 14],
      ["Church Fields", 16],
      ["Station Road", 5],
      ["Priory Meadow", applied >= "2023-11-01" ? 14 : 0],
      [null, 30],
    ]),
    size: r.weighted([
      ["H", 45],
      ["F", 22],
      ["E", 33],
    ]),
    stat: "WAIT",
    offer: null,
    mbr: null,
    upd: created ?? ts(applied),
  };
  appls.push(a);
  return a;
};

// Initial state keyed in at go-live.
for (const p of plots) {
  if (p.pm) continue;
  if (r.chance(0.05)) continue; // vacant at go-live
  let start = addDays("2021-08-20", -expDays(365 * 8));
  if (start < "1986-03-01") start = r.date("1986-03-01", "1994-12-31");
  const reuse = members.length > 10 && r.chance(0.08) ? r.pick(members) : null;
  const m =
    reuse ??
    (() => {
      const [f, l] = newName();
      const join = r.chance(0.2) ? addDays(start, -r.int(30, 1200)) : start;
      return newMember(
        f,
        l,
        join,
        ts(r.date("2021-08-23", "2021-08-31")),
        r.chance(start < "2005-01-01" ? 0.45 : 0.2),
      );
    })();
  if (m.join > start) m.join = start;
  newTenancy(p, m, start);
}
for (let i = 0; i < 38; i++)
  newAppl(
    r.date("2017-06-01", "2021-08-20"),
    ts(r.date("2021-08-23", "2021-08-31")),
  );

// ------------------------------------------------------------------ events
const events = new Map<string, (() => void)[]>();
const at = (d: string, fn: () => void): void => {
  if (d > LAST) return;
  const list = events.get(d) ?? [];
  list.push(fn);
  events.set(d, list);
};

type Pay = {
  id: number;
  mbr: number;
  tncy: number | null;
  typ: string;
  ry: number | null;
  amt: number;
  mthd: string;
  ts: string;
  void: boolean;
  ref: string;
  tRef: Tenancy | null;
};
const pays: Pay[] = [];
let rcpt = 4100;
const pay = (
  m: Member,
  t: Tenancy | null,
  typ: string,
  ry: number | null,
  amt: number,
  d: string,
  mthd?: string,
): Pay => {
  const how =
    mthd ??
    r.weighted([
      ["BACS", 55],
      ["CHQ", d < "2024-01-01" ? 20 : 10],
      ["CASH", 15],
      ["CARD", d < "2023-03-01" ? 2 : 15],
    ]);
  const ref =
    how === "BACS"
      ? `TVAS ${m.no}${typ === "RENT" ? ` R${ry}` : ""}`
      : `R${++rcpt}`;
  const p: Pay = {
    id: 0,
    mbr: m.no,
    tncy: null,
    typ,
    ry,
    amt,
    mthd: how,
    ts: ts(d),
    void: false,
    ref,
    tRef: t,
  };
  if (r.chance(0.018)) pays.push({ ...p, void: true, ts: ts(d) });
  pays.push(p);
  return p;
};

type Letter = {
  id: number;
  t: Tenancy;
  insp: Insp | null;
  typ: string;
  ts: string;
  note: string | null;
  d: string;
};
const letters: Letter[] = [];
const letter = (
  t: Tenancy,
  insp: Insp | null,
  typ: string,
  d: string,
  note: string | null,
): void => {
  if (d > LAST) return;
  letters.push({ id: 0, t, insp, typ, ts: ts(d, 10, 17), note, d });
};

type Insp = {
  id: number;
  plot: Plot;
  t: Tenancy | null;
  d: string;
  grade: string;
  by: string;
  comments: string | null;
};
const insps: Insp[] = [];

type Hire = {
  id: number;
  m: Member;
  item: string;
  unit: number;
  out: string;
  due: string;
  ret: string | null;
  fee: number;
  pay: Pay | null;
};
const hires: Hire[] = [];

const activeOn = (d: string): Tenancy[] =>
  tenancies.filter((t) => t.start <= d && (t.end === null || t.end > d));

const endTenancy = (t: Tenancy, d: string, stat: string): void => {
  if (t.end !== null) return;
  t.end = d;
  t.stat = stat;
  t.plot.cur = null;
  const p = t.plot;
  if (p.withdrawOnVacancy && d >= "2022-06-01") {
    p.actv = false;
    p.notes = `Waterlogged - withdrawn from letting ${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  } else at(addDays(d, r.int(10, 60)), () => offer(p));
  if (stat === "S" && t.depPaid && r.chance(0.75)) {
    const rd = addDays(d, r.int(10, 40));
    at(rd, () =>
      pay(t.m, t, "REF", null, -40, rd, r.chance(0.7) ? "BACS" : "CHQ"),
    );
  }
};

const startTenancy = (t: Tenancy): void => {
  const d = t.start;
  const ry = rentYear(d);
  const months = month(d) >= 10 ? 12 - (month(d) - 10) : 10 - month(d);
  const full = rentOf(t.plot, t.m.conc, ry);
  const amt = round2((full * months) / 12);
  const how = r.weighted([
    ["BACS", 50],
    ["CHQ", 15],
    ["CASH", 20],
    ["CARD", d < "2023-03-01" ? 2 : 20],
  ]);
  pay(t.m, t, "RENT", ry, amt, d, how);
  pay(t.m, t, "DEP", null, 40, d, how);
  t.depPaid = true;
};

// Offer a vacant plot to the longest-waiting applicant it suits.
const offer = (p: Plot): void => {
  if (!p.actv || p.cur !== null) return;
  // `today` is the day the event runs; captured through the closure below.
  const d = today;
  const cand = appls
    .filter(
      (a) =>
        a.stat === "WAIT" &&
        a.applied <= d &&
        (a.pref === null || a.pref === p.site) &&
        (a.size === "E" || a.size === p.typ),
    )
    .sort((a, b) =>
      a.applied < b.applied ? -1 : a.applied > b.applied ? 1 : a.id - b.id,
    )[0];
  if (!cand) {
    at(addDays(d, 14), () => offer(p));
    return;
  }
  cand.stat = "OFFR";
  cand.offer = d;
  cand.upd = ts(d);
  const placeholder: Tenancy = {
    id: -1,
    plot: p,
    m: members[0]!,
    start: "9999",
    end: null,
    stat: "R",
    depPaid: false,
    underNotice: false,
  };
  p.cur = placeholder; // reserved while the offer is open
  const dd = addDays(d, r.int(3, 14));
  const accept = r.chance(cand.pref === null ? 0.65 : 0.8);
  at(dd, () => {
    cand.upd = ts(dd);
    p.cur = null;
    if (accept) {
      cand.stat = "ALLOC";
      const sd0 = addDays(dd, r.int(0, 12));
      const start = sd0 > LAST ? dd : sd0;
      const m = newMember(
        cand.nm[0],
        cand.nm[1],
        start,
        cand.upd,
        r.chance(0.2),
      );
      m.email = cand.email;
      m.tel = cand.tel;
      cand.mbr = m.no;
      const t = newTenancy(p, m, start);
      at(start, () => startTenancy(t));
    } else {
      cand.stat = "DECL";
      at(addDays(dd, r.int(1, 7)), () => offer(p));
    }
  });
};

// Inspection walks: site -> dates.
const WALKS: [string, string][] = [
  ["2023-05-20", "2023-05-21"],
  ["2023-08-19", "2023-08-20"],
  ["2024-05-18", "2024-05-19"],
  ["2024-08-17", "2024-08-18"],
  ["2025-05-17", "2025-05-18"],
  ["2025-08-16", "2025-08-17"],
  ["2026-05-16", "2026-05-17"],
  ["2026-08-15", "2026-08-16"],
];
const INSPECTORS_SAT = ["D. Hartley", "M. Okafor", "J. Pritchard"];
const INSPECTORS_SUN = ["S. Venables", "D. Hartley", "R. Lowe"];
const walkDays = new Map<string, string[]>();
for (const [sat, sun] of WALKS) {
  walkDays.set(sat, ["Mill Lane", "Hollins Road"]);
  walkDays.set(sun, ["Church Fields", "Station Road", "Priory Meadow"]);
}
const PC_NOTES = [
  "Half dug, rest overgrown",
  "Back third under weeds",
  "Couch grass taking over",
  "Some beds in use, paths overgrown",
  "Brambles along the back edge",
  null,
  null,
];
const N_NOTES = [
  "No sign of cultivation this season",
  "Overgrown throughout",
  "Docks and nettles, shed falling down",
  "Rubbish dumped, not worked",
  "Waist-high grass",
  null,
];
const C_NOTES = [
  "Excellent",
  "Well kept",
  "Good crops",
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
];
const RUL_NOTES = [
  "Bonfire outside permitted hours",
  "Dog off lead on site",
  "Rubbish and carpet dumped by the gate",
  "Hosepipe left running",
  "Car parked across the access track",
  "Gate left unlocked",
];

const inspect = (d: string, sites: string[]): void => {
  const sat = walkDays.has(addDays(d, 1)) || !walkDays.has(addDays(d, -1));
  const who = sat ? INSPECTORS_SAT : INSPECTORS_SUN;
  for (const p of plots) {
    if (!sites.includes(p.site) || !p.actv) continue;
    if (p.pm && d < PM_OPEN) continue;
    const t = p.cur && p.cur.id !== -1 && p.cur.start <= d ? p.cur : null;
    let grade: string;
    let comments: string | null = null;
    if (!t) grade = "V";
    else if (daysBetween(t.start, d) < 56) grade = "NT";
    else {
      const w: [string, number][][] = [
        [
          ["C", 85],
          ["PC", 13],
          ["N", 2],
        ],
        [
          ["C", 45],
          ["PC", 40],
          ["N", 15],
        ],
        [
          ["C", 12],
          ["PC", 38],
          ["N", 50],
        ],
      ];
      grade = r.weighted(w[t.m.dil]!);
      comments = r.pick(
        grade === "C" ? C_NOTES : grade === "PC" ? PC_NOTES : N_NOTES,
      );
    }
    const ins: Insp = {
      id: 0,
      plot: p,
      t,
      d,
      grade,
      by: r.pick(who),
      comments,
    };
    insps.push(ins);
    if (t && grade === "N" && !t.underNotice) {
      const prior = letters.filter(
        (l) =>
          l.t === t &&
          (l.typ === "NC1" || l.typ === "NC2") &&
          daysBetween(l.d, d) < 400,
      ).length;
      const sd = addDays(d, r.int(4, 12));
      if (prior === 0) {
        letter(t, ins, "NC1", sd, "First non-cultivation letter");
        if (t.m.dil === 2 && r.chance(0.4)) t.m.dil = 1;
        else if (r.chance(0.25))
          at(addDays(sd, r.int(10, 60)), () => endTenancy(t, today, "S"));
      } else if (prior === 1) {
        letter(t, ins, "NC2", sd, "Second non-cultivation letter");
        if (r.chance(0.35))
          at(addDays(sd, r.int(10, 50)), () => endTenancy(t, today, "S"));
      } else {
        letter(t, ins, "NTQ", sd, "Notice to quit - non-cultivation");
        t.underNotice = true;
        at(addDays(sd, 28), () => endTenancy(t, today, "T"));
      }
    }
  }
};

// Rent invoicing on 1 October.
type Due = { t: Tenancy; ry: number; amt: number; paid: boolean };
const dues: Due[] = [];
const invoice = (d: string): void => {
  const ry = year(d);
  for (const t of activeOn(addDays(d, -1))) {
    if (t.id === -1) continue;
    const amt = rentOf(t.plot, t.m.conc, ry);
    const due: Due = { t, ry, amt, paid: false };
    dues.push(due);
    const kind =
      t.m.payer === 2 && r.chance(0.5) ? 2 : t.m.payer === 2 ? 1 : t.m.payer;
    if (kind === 2) continue; // never pays
    const delay =
      kind === 0
        ? r.int(0, 30)
        : r.chance(0.6)
          ? r.int(31, 60)
          : r.int(61, 125);
    const pd = addDays(d, delay);
    at(pd, () => {
      if (t.end !== null && t.end <= pd) return;
      if (r.chance(0.05) && amt > 30) {
        const half = round2(amt / 2);
        pay(t.m, t, "RENT", ry, half, pd);
        const pd2 = addDays(pd, r.int(20, 45));
        at(pd2, () => pay(t.m, t, "RENT", ry, round2(amt - half), pd2));
      } else pay(t.m, t, "RENT", ry, amt, pd);
      due.paid = true;
    });
  }
};
const arrears = (d: string): void => {
  const ry = year(d);
  for (const due of dues) {
    if (due.ry !== ry || due.paid || due.t.end !== null) continue;
    const sd = addDays(d, r.int(0, 4));
    letter(
      due.t,
      null,
      "ARR",
      sd,
      `Rent ${ry}/${String(ry + 1).slice(2)} unpaid - £${due.amt.toFixed(2)}`,
    );
    const nd = addDays(`${ry + 1}-02-10`, r.int(0, 4));
    at(nd, () => {
      if (due.paid || due.t.end !== null) return;
      letter(due.t, null, "NTQ", nd, "Notice to quit - rent arrears");
      due.t.underNotice = true;
      at(addDays(nd, 28), () => endTenancy(due.t, today, "T"));
    });
  }
};

// Tool hire.
const TOOLS: Record<
  string,
  { units: number; rate: number; w: number; maxDays: number }
> = {
  ROTO: { units: 2, rate: 10, w: 30, maxDays: 2 },
  STRIM: { units: 3, rate: 4, w: 28, maxDays: 3 },
  MOWR: { units: 1, rate: 5, w: 16, maxDays: 2 },
  CHIP: { units: 1, rate: 15, w: 9, maxDays: 2 },
  HEDG: { units: 1, rate: 4, w: 7, maxDays: 3 },
};
const busy = new Map<string, string>();
const hireDay = (d: string): void => {
  const md = d.slice(5);
  if (md < "03-10" || md > "10-31") return;
  const peak = md >= "04-01" && md <= "06-30";
  const n = r.poisson(peak ? 0.32 : 0.16);
  for (let i = 0; i < n; i++) {
    const item = r.weighted(
      Object.entries(TOOLS).map(([k, v]) => [k, v.w] as [string, number]),
    );
    const spec = TOOLS[item]!;
    let unit = 0;
    for (let u = 1; u <= spec.units; u++)
      if ((busy.get(`${item}${u}`) ?? "") < d) {
        unit = u;
        break;
      }
    if (!unit) continue;
    const holders = activeOn(d).filter((t) => t.id !== -1);
    const m = r.pick(holders).m;
    const days = r.int(1, spec.maxDays);
    const due = addDays(d, days);
    const ret = r.weighted<string>([
      [due, 80],
      [addDays(due, r.int(1, 3)), 13],
      [addDays(due, -1), 4],
      [addDays(due, r.int(4, 10)), 3],
    ]);
    busy.set(`${item}${unit}`, ret);
    const fee = spec.rate * days;
    const h: Hire = {
      id: 0,
      m,
      item,
      unit,
      out: d,
      due,
      ret: ret > LAST ? null : ret,
      fee,
      pay: null,
    };
    if (r.chance(0.93))
      h.pay = pay(
        m,
        null,
        "HIRE",
        null,
        fee,
        d,
        r.weighted([
          ["CASH", 45],
          ["CARD", d < "2023-03-01" ? 0 : 40],
          ["BACS", 15],
        ]),
      );
    hires.push(h);
  }
};
const lockers = (d: string): void => {
  const holders = r.shuffle(
    activeOn(d)
      .filter((t) => t.id !== -1)
      .map((t) => t.m),
  );
  const seen = new Set<number>();
  let unit = 0;
  for (const m of holders) {
    if (seen.has(m.no)) continue;
    seen.add(m.no);
    unit++;
    if (unit > 8) break;
    const out = addDays(d, r.int(0, 20));
    const due = `${year(d)}-10-31`;
    const ret = r.weighted<string>([
      [due, 60],
      [addDays(due, -r.int(1, 30)), 30],
      [addDays(due, r.int(1, 20)), 10],
    ]);
    const h: Hire = {
      id: 0,
      m,
      item: "LOCK",
      unit,
      out,
      due,
      ret: ret > LAST ? null : ret,
      fee: 20,
      pay: null,
    };
    if (r.chance(0.95))
      h.pay = pay(
        m,
        null,
        "HIRE",
        null,
        20,
        out,
        r.chance(0.5) ? "BACS" : "CASH",
      );
    hires.push(h);
  }
};

// ------------------------------------------------------------------ simulation
let today = GO_LIVE;
for (const p of plots)
  if (!p.pm && p.cur === null)
    at(addDays(GO_LIVE, r.int(5, 40)), () => offer(p));
// A couple of the wet plots fall vacant early.
for (const p of plots.filter((x) => x.withdrawOnVacancy).slice(0, 3)) {
  const t = p.cur;
  if (t) {
    const d = r.date("2022-07-01", "2024-02-28");
    at(d, () => endTenancy(t, d, "S"));
  }
}
for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
  today = d;
  if (d.slice(5) === "03-01") {
    for (const a of appls) {
      if (a.stat !== "WAIT" || daysBetween(a.applied, d) < 300) continue;
      if (r.chance(0.07)) {
        a.stat = "LAPS";
        a.upd = ts(d);
      } else if (r.chance(0.025)) {
        a.stat = "WDRN";
        a.upd = ts(addDays(d, r.int(0, 20)));
      }
    }
  }
  const n = r.poisson(d >= "2023-01-01" ? 0.095 : 0.075);
  for (let i = 0; i < n; i++) newAppl(d, null);
  if (d === PM_OPEN) {
    for (const p of plots.filter((x) => x.pm)) {
      p.actv = true;
      at(addDays(d, r.int(0, 12)), () => offer(p));
    }
  }
  if (d.slice(5) === "10-01") invoice(d);
  if (d.slice(5) === "12-01") arrears(d);
  if (d.slice(5) === "04-01" && d >= "2022-04-01") lockers(d);
  for (const fn of events.get(d) ?? []) fn();
  const sites = walkDays.get(d);
  if (sites) inspect(d, sites);
  // rule letters
  if (r.chance(5 / 365)) {
    const act = activeOn(d).filter((t) => t.id !== -1);
    letter(r.pick(act), null, "RUL", d, r.pick(RUL_NOTES));
  }
  // surrenders and deaths
  for (const t of tenancies) {
    if (t.end !== null || t.id === -1 || t.start > d || t.underNotice) continue;
    const first = daysBetween(t.start, d) < 365;
    const annual = [0.05, 0.09, 0.16][t.m.dil]! * (first ? 1.8 : 1);
    if (r.chance(annual / 365)) endTenancy(t, d, "S");
    else if (t.start < "2002-01-01" && r.chance(0.03 / 365))
      endTenancy(t, d, "D");
  }
  hireDay(d);
}
// Still-open offers stay OFFR; applications never given another state stay WAIT.

// Soft-deleted former members.
for (const m of members) {
  const ts_ = tenancies.filter((t) => t.m === m);
  if (
    ts_.every((t) => t.end !== null && t.end < "2025-04-01") &&
    r.chance(0.45)
  )
    m.del = true;
}

// ------------------------------------------------------------------ ids and rows
tenancies.sort((a, b) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.plot.id - b.plot.id,
);
tenancies.forEach((t, i) => (t.id = i + 1));
appls.sort((a, b) =>
  a.applied < b.applied ? -1 : a.applied > b.applied ? 1 : 0,
);
appls.forEach((a, i) => (a.id = 301 + i));
insps.forEach((x, i) => (x.id = 5001 + i));
letters.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
letters.forEach((l, i) => (l.id = i + 1));
pays.forEach((p, i) => {
  p.id = 20001 + i;
  p.tncy = p.tRef ? p.tRef.id : null;
});
hires.sort((a, b) => (a.out < b.out ? -1 : a.out > b.out ? 1 : 0));
hires.forEach((h, i) => (h.id = i + 1));

const annRent = (t: Tenancy): number =>
  rentOf(t.plot, t.m.conc, t.end === null ? 2026 : rentYear(t.end));

export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA allot;
CREATE TABLE allot.plot (
  plot_id integer PRIMARY KEY,
  site_nm varchar(40) NOT NULL,
  plot_ref varchar(10) NOT NULL UNIQUE,
  plot_typ char(1) NOT NULL,
  sz_sqm numeric(6,1) NOT NULL,
  water_yn char(1) NOT NULL DEFAULT 'N',
  actv boolean NOT NULL DEFAULT true,
  notes text,
  created_ts timestamptz NOT NULL
);
CREATE TABLE allot.member (
  mbr_no integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  pcode varchar(8),
  email varchar(80),
  tel varchar(20),
  join_dt date NOT NULL,
  conc_flg boolean NOT NULL DEFAULT false,
  del_flg boolean NOT NULL DEFAULT false,
  created_ts timestamptz NOT NULL
);
CREATE TABLE allot.tenancy (
  tncy_id integer PRIMARY KEY,
  plot_id integer NOT NULL REFERENCES allot.plot(plot_id),
  mbr_no integer NOT NULL REFERENCES allot.member(mbr_no),
  start_dt date NOT NULL,
  end_dt date,
  stat_cd char(1) NOT NULL,
  ann_rent numeric(7,2) NOT NULL
);
CREATE TABLE allot.waitlist (
  wl_id integer PRIMARY KEY,
  appl_nm varchar(80) NOT NULL,
  email varchar(80),
  tel varchar(20),
  applied_dt date NOT NULL,
  pref_site varchar(40),
  size_pref char(1) NOT NULL DEFAULT 'E',
  stat varchar(5) NOT NULL,
  offer_dt date,
  mbr_no integer REFERENCES allot.member(mbr_no),
  upd_ts timestamptz NOT NULL
);
CREATE TABLE allot.inspection (
  insp_id integer PRIMARY KEY,
  plot_id integer NOT NULL REFERENCES allot.plot(plot_id),
  tncy_id integer REFERENCES allot.tenancy(tncy_id),
  insp_dt date NOT NULL,
  grade varchar(2) NOT NULL,
  inspector varchar(30) NOT NULL,
  comments text
);
CREATE TABLE allot.warn_ltr (
  ltr_id integer PRIMARY KEY,
  tncy_id integer NOT NULL REFERENCES allot.tenancy(tncy_id),
  insp_id integer REFERENCES allot.inspection(insp_id),
  ltr_typ varchar(3) NOT NULL,
  sent_ts timestamptz NOT NULL,
  ltr_note text
);
CREATE TABLE allot.payment (
  pay_id integer PRIMARY KEY,
  mbr_no integer NOT NULL REFERENCES allot.member(mbr_no),
  tncy_id integer REFERENCES allot.tenancy(tncy_id),
  pay_typ varchar(4) NOT NULL,
  rent_yr smallint,
  amt numeric(8,2) NOT NULL,
  mthd varchar(4) NOT NULL,
  paid_ts timestamptz NOT NULL,
  void_flg boolean NOT NULL DEFAULT false,
  rcpt_ref varchar(20)
);
CREATE TABLE allot.hire (
  hire_id integer PRIMARY KEY,
  mbr_no integer NOT NULL REFERENCES allot.member(mbr_no),
  item_cd varchar(5) NOT NULL,
  unit_no smallint NOT NULL,
  out_dt date NOT NULL,
  due_dt date NOT NULL,
  ret_dt date,
  fee numeric(6,2) NOT NULL,
  pay_id integer REFERENCES allot.payment(pay_id)
);
`;
  return [
    ddl,
    insertRows(
      "allot.plot",
      [
        "plot_id",
        "site_nm",
        "plot_ref",
        "plot_typ",
        "sz_sqm",
        "water_yn",
        "actv",
        "notes",
        "created_ts",
      ],
      plots.map((p) => [
        p.id,
        p.site,
        p.ref,
        p.typ,
        p.sz,
        p.water ? "Y" : "N",
        p.actv,
        p.notes,
        p.created,
      ]),
    ),
    insertRows(
      "allot.member",
      [
        "mbr_no",
        "first_nm",
        "last_nm",
        "pcode",
        "email",
        "tel",
        "join_dt",
        "conc_flg",
        "del_flg",
        "created_ts",
      ],
      members.map((m) => [
        m.no,
        m.first,
        m.last,
        m.pcode,
        m.email,
        m.tel,
        m.join,
        m.conc,
        m.del,
        m.created,
      ]),
    ),
    insertRows(
      "allot.tenancy",
      [
        "tncy_id",
        "plot_id",
        "mbr_no",
        "start_dt",
        "end_dt",
        "stat_cd",
        "ann_rent",
      ],
      tenancies.map((t) => [
        t.id,
        t.plot.id,
        t.m.no,
        t.start,
        t.end,
        t.stat,
        annRent(t),
      ]),
    ),
    insertRows(
      "allot.waitlist",
      [
        "wl_id",
        "appl_nm",
        "email",
        "tel",
        "applied_dt",
        "pref_site",
        "size_pref",
        "stat",
        "offer_dt",
        "mbr_no",
        "upd_ts",
      ],
      appls.map((a) => [
        a.id,
        `${a.nm[0]} ${a.nm[1]}`,
        a.email,
        a.tel,
        a.applied,
        a.pref,
        a.size,
        a.stat,
        a.offer,
        a.mbr,
        a.upd,
      ]),
    ),
    insertRows(
      "allot.inspection",
      [
        "insp_id",
        "plot_id",
        "tncy_id",
        "insp_dt",
        "grade",
        "inspector",
        "comments",
      ],
      insps.map((x) => [
        x.id,
        x.plot.id,
        x.t ? x.t.id : null,
        x.d,
        x.grade,
        x.by,
        x.comments,
      ]),
    ),
    insertRows(
      "allot.warn_ltr",
      ["ltr_id", "tncy_id", "insp_id", "ltr_typ", "sent_ts", "ltr_note"],
      letters.map((l) => [
        l.id,
        l.t.id,
        l.insp ? l.insp.id : null,
        l.typ,
        l.ts,
        l.note,
      ]),
    ),
    insertRows(
      "allot.payment",
      [
        "pay_id",
        "mbr_no",
        "tncy_id",
        "pay_typ",
        "rent_yr",
        "amt",
        "mthd",
        "paid_ts",
        "void_flg",
        "rcpt_ref",
      ],
      pays.map((p) => [
        p.id,
        p.mbr,
        p.tncy,
        p.typ,
        p.ry,
        p.amt,
        p.mthd,
        p.ts,
        p.void,
        p.ref,
      ]),
    ),
    insertRows(
      "allot.hire",
      [
        "hire_id",
        "mbr_no",
        "item_cd",
        "unit_no",
        "out_dt",
        "due_dt",
        "ret_dt",
        "fee",
        "pay_id",
      ],
      hires.map((h) => [
        h.id,
        h.m.no,
        h.item,
        h.unit,
        h.out,
        h.due,
        h.ret,
        h.fee,
        h.pay ? h.pay.id : null,
      ]),
    ),
  ].join("\n");
}
