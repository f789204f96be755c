/**
 * Wharfe Valley Farriery is a farrier practice based near Otley in Wharfedale (West Yorkshire). Its farriers drive
 * out in their vans to the livery yards, riding centres and private homes where their customers keep their horses,
 * and shoe or trim every horse on a regular cycle (every 5 to 8 weeks). Each customer books a visit for their own
 * horses; the farrier does one job per horse on the visit (a full set of new shoes, a reset of the old shoes, a
 * barefoot trim, remedial shoeing, ...). Customers also ring for emergency visits (a lost shoe, a lame horse with an
 * abscess), which carry a call-out fee. Every completed visit is invoiced to the customer the same day; a customer
 * who was not there with the horses ready (a no-show) is invoiced a wasted-visit fee. Pay-as-you-go customers pay on
 * the day or within a week; account customers (the riding centre and a few owners) pay within 30 days.
 *
 * This is an export of the practice's job-book system (schema `wvf`), taken on the morning of Wednesday 2026-11-25
 * with everything up to the end of Tuesday 2026-11-24, plus the visits already booked for the weeks ahead. The data
 * starts on 2025-01-06. The farriers work Monday to Saturday.
 *
 * UNITS: money is in whole PENCE (GBP) in `std_p`, `price_p`, `xtra_p`, `callout_p`, `net_p` and `vat_p`, but
 * payments are in POUNDS in `pmt.amt_gbp` (numeric, 2 decimals). Invoices are VAT-registered at 20%: the invoice
 * total (gross) is `net_p + vat_p` and is not stored. Horse heights are in hands written the horsey way (`15.2` is
 * 15 hands 2 inches, not a decimal).
 *
 * Business terms and codes:
 * - Farriers (`farrier`): `frr_cd` the farrier's initials. `qual_cd` AWCF associate of the Worshipful Company of
 *   Farriers (master farrier), DWCF diploma (qualified farrier), APP apprentice. `frc_reg_no` Farriers Registration
 *   Council number (NULL for the apprentice). `start_dt`, `leave_dt` (NULL = still with the practice).
 * - Services (`svc_lkp`): the price list. `svc_cd` FS full set (4 new shoes), FRT fronts only (2 new shoes, hinds
 *   trimmed), RST reset (existing shoes refitted), TRM barefoot trim, RMV remove shoes and trim, LST lost shoe
 *   replaced, RMD remedial / therapeutic shoeing, GLU glue-on shoes, ABS abscess dressing with hospital plate, FOAL
 *   foal trim. `std_p` the current list price (prices went up on 2026-04-01; jobs hold what was actually charged).
 *   `new_shoes` new shoes the service uses. `actv_yn` N for a service no longer offered (glue-ons stopped mid-2025).
 * - Customers (`cust`): `cust_typ` IND a private owner, BUS a business (riding centre). `acct_typ` PAYG pay as you
 *   go, ACC monthly account (30 days). `opn_dt` the date the customer was first taken on. `del_flg` TRUE when the
 *   customer has left and the record is archived (soft-deleted; their history stays).
 * - Horses (`horse`): `horse_nm` the stable name. `cust_no` the owner. `yard_nm` where the horse is kept (NULL = at
 *   the owner's home). `sex_cd` M mare, G gelding, S stallion. `foal_yr` the year it was born. `shoe_typ` how it is
 *   kept now: SHOD shod all round, FRT shod in front only, BARE barefoot. `cycle_wks` the weeks between routine
 *   visits. `rmdl_yn` Y for a horse on remedial shoeing. `reg_dt` the date it was added; `left_dt` the date it left
 *   the practice's books (sold, moved away or died; NULL = still on the books).
 * - Visits (`visit`): one booked visit by a farrier for one customer. `yard_nm` where (NULL = the customer's home).
 *   `bk_dt` when it was booked, `vst_dt` the date of the visit. `stat_cd` CNF booked for a future date, DON done, CXL
 *   cancelled by the customer (`cxl_dt` when), NSH no-show (nobody there / horses not caught in). `emrg_yn` Y for an
 *   emergency call-out. `callout_p` call-out or travel fee (emergencies; the two yards beyond 12 miles).
 * - Jobs (`job`): one horse's work on a done visit. `price_p` the price charged for the service; `xtra_p` extras:
 *   stud holes (`studs_yn`) and pads (`pads_yn`). `lame_flg` TRUE when the farrier noted the horse lame.
 * - Invoices (`inv`): one per done or no-show visit. `net_p` = jobs' `price_p + xtra_p` + `callout_p` (+ a 2500p
 *   wasted-visit fee for a no-show); `vat_p` 20% VAT. `due_dt` 7 days after (PAYG) or 30 days after (ACC). `stat_cd`
 *   OPN unpaid, PRT part paid, PD paid in full, WO written off as a bad debt, VD voided (raised in error and replaced
 *   by a new invoice for the same visit; counts for nothing).
 * - Payments (`pmt`): money received against an invoice, in pounds (`amt_gbp`). `mthd_cd` CARD card reader, CASH,
 *   BACS bank transfer, CHQ cheque.
 *
 * Not recorded here: the cost of shoes, nails and other materials; fuel, mileage or travel times; how long each job
 *   took; farriers' pay or wages; vets, vet referrals or X-rays; horses' weights; customer reviews or satisfaction;
 *   how customers heard of the practice; the weather.
 *
 * Tables
 * - `farrier`: `frr_cd`, `first_nm`, `last_nm`, `qual_cd`, `frc_reg_no`, `van_reg`, `start_dt`, `leave_dt`.
 * - `svc_lkp`: `svc_cd`, `svc_desc`, `std_p`, `new_shoes`, `actv_yn`.
 * - `cust`: `cust_no`, `cust_nm`, `cust_typ`, `acct_typ`, `mob_no`, `email`, `pcode`, `opn_dt`, `del_flg`.
 * - `horse`: `horse_id`, `horse_nm`, `cust_no`, `yard_nm`, `breed`, `sex_cd`, `foal_yr`, `ht_hh`, `shoe_typ`,
 *   `cycle_wks`, `rmdl_yn`, `reg_dt`, `left_dt`.
 * - `visit`: `vst_no`, `cust_no`, `frr_cd`, `yard_nm`, `bk_dt`, `vst_dt`, `stat_cd`, `cxl_dt`, `emrg_yn`,
 *   `callout_p`.
 * - `job`: `job_no`, `vst_no`, `horse_id`, `svc_cd`, `price_p`, `xtra_p`, `studs_yn`, `pads_yn`, `lame_flg`.
 * - `inv`: `inv_no`, `vst_no`, `cust_no`, `inv_dt`, `due_dt`, `net_p`, `vat_p`, `stat_cd`.
 * - `pmt`: `pmt_no`, `inv_no`, `pd_dt`, `amt_gbp`, `mthd_cd`.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2025-01-06";
const LAST = "2026-11-24";
const HORIZON = "2027-01-09";
const PRICE_RISE = "2026-04-01";
const r = seededRandom(5150_2026);

// no Sunday work: a Sunday date moves to the Saturday before or the Monday after
const workDay = (d: string): string =>
  dayOfWeek(d) === 0 ? addDays(d, r.chance(0.5) ? -1 : 1) : d;
const maxD = (a: string, b: string): string => (a > b ? a : b);

// ------------------------------------------------------------------ farriers
type Farrier = {
  cd: string;
  first: string;
  last: string;
  qual: string;
  reg: string | null;
  van: string;
  start: string;
  leave: string | null;
};
const FARRIERS: Farrier[] = [
  {
    cd: "TH",
    first: "Tom",
    last: "Hartley",
    qual: "AWCF",
    reg: "H0412",
    van: "YF59 KLT",
    start: "2009-04-01",
    leave: null,
  },
  {
    cd: "JA",
    first: "Jess",
    last: "Ackroyd",
    qual: "DWCF",
    reg: "A1187",
    van: "YD66 PZW",
    start: "2016-07-04",
    leave: null,
  },
  {
    cd: "CR",
    first: "Callum",
    last: "Reid",
    qual: "DWCF",
    reg: "R1502",
    van: "YA70 HMB",
    start: "2021-02-01",
    leave: null,
  },
  {
    cd: "DW",
    first: "Dan",
    last: "Whitaker",
    qual: "DWCF",
    reg: "W1309",
    van: "YG18 TOV",
    start: "2018-05-14",
    leave: "2025-06-30",
  },
  {
    cd: "OP",
    first: "Owen",
    last: "Pratt",
    qual: "APP",
    reg: null,
    van: "YF59 KLT",
    start: "2025-09-01",
    leave: null,
  },
];

// ------------------------------------------------------------------ services
type Svc = {
  cd: string;
  desc: string;
  old: number;
  now: number;
  shoes: number;
  actv: string;
};
const SVCS: Svc[] = [
  {
    cd: "FS",
    desc: "Full set - 4 new shoes",
    old: 9000,
    now: 9500,
    shoes: 4,
    actv: "Y",
  },
  {
    cd: "FRT",
    desc: "Fronts only - 2 new shoes, hinds trimmed",
    old: 7000,
    now: 7500,
    shoes: 2,
    actv: "Y",
  },
  {
    cd: "RST",
    desc: "Reset - existing shoes refitted",
    old: 7500,
    now: 8000,
    shoes: 0,
    actv: "Y",
  },
  {
    cd: "TRM",
    desc: "Barefoot trim",
    old: 3500,
    now: 3800,
    shoes: 0,
    actv: "Y",
  },
  {
    cd: "RMV",
    desc: "Remove shoes and trim",
    old: 4000,
    now: 4000,
    shoes: 0,
    actv: "Y",
  },
  {
    cd: "LST",
    desc: "Lost shoe replaced",
    old: 2500,
    now: 3000,
    shoes: 1,
    actv: "Y",
  },
  {
    cd: "RMD",
    desc: "Remedial / therapeutic shoeing",
    old: 13500,
    now: 14000,
    shoes: 4,
    actv: "Y",
  },
  {
    cd: "GLU",
    desc: "Glue-on shoes (set)",
    old: 15000,
    now: 15000,
    shoes: 4,
    actv: "N",
  },
  {
    cd: "ABS",
    desc: "Abscess dressing and hospital plate",
    old: 6000,
    now: 6500,
    shoes: 1,
    actv: "Y",
  },
  { cd: "FOAL", desc: "Foal trim", old: 2000, now: 2000, shoes: 0, actv: "Y" },
];
const SVC = new Map(SVCS.map((s) => [s.cd, s]));
const priceOf = (cd: string, d: string): number => {
  const s = SVC.get(cd);
  if (!s) throw new Error(cd);
  return d >= PRICE_RISE ? s.now : s.old;
};

// ------------------------------------------------------------------ yards
const YARDS: [string, number][] = [
  ["Moorside Livery", 6],
  ["Chevin End Stables", 5],
  ["Low Mill Farm", 3],
  ["Nab Lane Yard", 3],
  ["Bramhope Equestrian", 4],
  ["Denton Hall Livery", 4],
  ["Askwith Grange", 2],
];
const FAR_YARDS = new Set(["Low Mill Farm", "Askwith Grange"]);
const RIDING_CENTRE_YARD = "Burley Riding Centre";

// ------------------------------------------------------------------ customers
const FIRST = [
  "Sarah",
  "Emma",
  "Rachel",
  "Helen",
  "Claire",
  "Joanne",
  "Kate",
  "Lucy",
  "Amy",
  "Hannah",
  "Gemma",
  "Laura",
  "Victoria",
  "Alison",
  "Fiona",
  "Megan",
  "Chloe",
  "Louise",
  "Nicola",
  "Beth",
  "Philippa",
  "Judith",
  "Karen",
  "Jane",
  "Mark",
  "David",
  "Richard",
  "Andrew",
  "Peter",
  "James",
  "Simon",
  "Graham",
];
const LAST_NM = [
  "Holt",
  "Sutcliffe",
  "Greenwood",
  "Barraclough",
  "Hirst",
  "Pickles",
  "Crowther",
  "Wainwright",
  "Haigh",
  "Firth",
  "Metcalfe",
  "Dobson",
  "Ackroyd",
  "Lister",
  "Rhodes",
  "Naylor",
  "Shaw",
  "Kitching",
  "Moorhouse",
  "Brear",
  "Thackray",
  "Illingworth",
  "Pearson",
  "Booth",
  "Clegg",
  "Mitchell",
  "Scholes",
  "Horsfall",
];
const nameOf = uniqueNames(r, FIRST, LAST_NM);

type Cust = {
  no: number;
  nm: string;
  typ: string;
  acct: string;
  mob: string | null;
  email: string | null;
  pcode: string;
  opn: string;
  leave: string | null;
  yard: string | null;
  farrier: string; // regular farrier
  cycle: number;
  payer: "PROMPT" | "SLOW" | "BAD";
  chq: boolean;
};
const PCODES = [
  "LS21 1",
  "LS21 2",
  "LS21 3",
  "LS29 6",
  "LS29 7",
  "LS29 8",
  "LS29 9",
  "BD23 6",
  "BD17 5",
  "BD16 1",
  "LS16 9",
  "HG3 1",
];
const custs: Cust[] = [];
let custNo = 1000;
for (let i = 0; i < 50; i++) {
  const [f, l] = nameOf();
  const existing = i < 34;
  const opn = existing
    ? r.date("2012-01-01", "2024-12-20")
    : r.date("2025-01-10", "2026-10-31");
  const yard = r.chance(0.22) ? null : r.weighted(YARDS);
  custs.push({
    no: ++custNo,
    nm: `${f} ${l}`,
    typ: "IND",
    acct: r.chance(0.18) ? "ACC" : "PAYG",
    mob: r.chance(0.95)
      ? `07${r.int(700, 999)} ${pad(r.int(0, 999999), 6)}`
      : null,
    email: r.chance(0.8)
      ? `${f.toLowerCase()}.${l.toLowerCase()}${r.chance(0.3) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "btinternet.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk"])}`
      : null,
    pcode: `${r.pick(PCODES)}${r.pick(["AB", "BD", "HX", "JP", "QT", "NW", "EF", "LU", "RS"])}`,
    opn,
    leave: null,
    yard,
    farrier: r.weighted([
      ["TH", 30],
      ["JA", 30],
      ["CR", 20],
      ["DW", 20],
    ]),
    cycle: 0,
    payer: r.weighted([
      ["PROMPT", 75],
      ["SLOW", 22],
      ["BAD", 3],
    ]),
    chq: r.chance(0.1),
  });
}
// the riding centre: one business customer with many horses
custs.push({
  no: ++custNo,
  nm: "Burley Riding Centre Ltd",
  typ: "BUS",
  acct: "ACC",
  mob: "01943 863 412",
  email: "office@burleyridingcentre.co.uk",
  pcode: "LS29 7HW",
  opn: "2014-03-01",
  leave: null,
  yard: RIDING_CENTRE_YARD,
  farrier: "TH",
  cycle: 6,
  payer: "SLOW",
  chq: false,
});
// a few customers leave (archived); one of them a bad payer
const leavers = r
  .shuffle(custs.filter((c) => c.typ === "IND" && c.opn < "2025-06-01"))
  .slice(0, 6);
leavers.forEach((c, i) => {
  c.leave = r.date("2025-04-01", "2026-09-30");
  if (i === 0) c.payer = "BAD";
});

// ------------------------------------------------------------------ horses
const HORSE_NAMES = [
  "Bramble",
  "Toffee",
  "Jasper",
  "Willow",
  "Murphy",
  "Poppy",
  "Barney",
  "Hattie",
  "Fudge",
  "Rosie",
  "Monty",
  "Bella",
  "Dougal",
  "Maisie",
  "Alfie",
  "Tilly",
  "Hector",
  "Dolly",
  "Paddy",
  "Bonnie",
  "Ziggy",
  "Nutmeg",
  "Cassie",
  "Bertie",
  "Skye",
  "Flynn",
  "Honey",
  "Merlin",
  "Pippa",
  "Sox",
  "Duke",
  "Mabel",
  "Rocky",
  "Jess",
  "Fergus",
  "Shadow",
  "Lily",
  "Bailey",
  "Sable",
  "Arthur",
  "Daisy",
  "Storm",
  "Winnie",
  "Rupert",
  "Clover",
  "Dexter",
  "Hazel",
  "Otis",
  "Ruby",
  "Jigsaw",
  "Morag",
  "Basil",
  "Tess",
  "Gus",
  "Ebony",
  "Finn",
  "Lottie",
  "Teddy",
  "Misty",
  "Cobweb",
  "Biscuit",
  "Marley",
  "Nell",
  "Rolo",
  "Sparky",
  "Tinker",
  "Bracken",
  "Harvey",
  "Martha",
  "Robbie",
  "Kizzy",
  "Oscar",
  "Gypsy",
  "Boris",
  "Pickle",
  "Seamus",
  "Delilah",
  "Casper",
  "Heather",
  "Wilf",
  "Meg",
  "Brodie",
  "Peggy",
  "Ted",
  "Luna",
  "Crumble",
  "Ivy",
  "Banjo",
  "Juno",
  "Moss",
  "Polly",
  "Gilbert",
  "Flora",
  "Whisky",
  "Hamish",
  "Molly",
  "Bilbo",
  "Treacle",
  "Spike",
  "Elsie",
];
const horseNames = r.shuffle(HORSE_NAMES);
const BREEDS: [string, string, number, number, number][] = [
  // breed, sex weights..., min height (inches), max height (inches), weight
  ["Irish Draught", "", 62, 66, 6],
  ["Cob", "", 56, 62, 10],
  ["Welsh Section D", "", 54, 60, 6],
  ["Thoroughbred", "", 62, 67, 5],
  ["Warmblood", "", 64, 68, 5],
  ["Connemara", "", 54, 58, 4],
  ["Fell Pony", "", 52, 56, 3],
  ["Highland", "", 52, 58, 2],
  ["Arab", "", 58, 62, 2],
  ["Irish Sport Horse", "", 63, 67, 5],
];
const hands = (inches: number): string =>
  `${Math.floor(inches / 4)}.${inches % 4}`;

type Horse = {
  id: number;
  nm: string;
  cust: Cust;
  yard: string | null;
  breed: string;
  sex: string;
  foal: number;
  ht: string;
  shoe: string; // current
  cycle: number;
  rmdl: boolean;
  reg: string;
  left: string | null;
  studs: boolean;
  barefootFrom: string | null; // date the horse's shoes came off
};
const horses: Horse[] = [];
let horseId = 500;
let nameAt = 0;
for (const c of custs) {
  const n =
    c.typ === "BUS"
      ? 9
      : r.weighted([
          [1, 55],
          [2, 30],
          [3, 15],
        ]);
  for (let k = 0; k < n; k++) {
    const b = r.weighted(BREEDS.map((x) => [x, x[4]] as const));
    const shoe =
      c.typ === "BUS"
        ? r.weighted([
            ["SHOD", 4],
            ["FRT", 4],
            ["BARE", 2],
          ])
        : r.weighted([
            ["SHOD", 50],
            ["FRT", 20],
            ["BARE", 30],
          ]);
    const rmdl = shoe === "SHOD" && r.chance(0.14);
    const later = k > 0 && r.chance(0.15);
    const reg = later ? r.date(maxD(c.opn, START), "2026-09-30") : c.opn;
    const barefootFrom =
      shoe === "SHOD" && !rmdl && r.chance(0.12)
        ? r.date("2025-03-01", "2026-08-31")
        : null;
    horses.push({
      id: ++horseId,
      nm: horseNames[nameAt++] as string,
      cust: c,
      yard: c.yard,
      breed: b[0],
      sex: r.weighted([
        ["M", 45],
        ["G", 52],
        ["S", 3],
      ]),
      foal: r.int(2002, 2021),
      ht: hands(r.int(b[2], b[3])),
      shoe: barefootFrom ? "BARE" : shoe,
      cycle: shoe === "BARE" ? r.int(6, 8) : r.int(5, 7),
      rmdl,
      reg: maxD(reg, c.opn),
      left: c.leave,
      studs: shoe !== "BARE" && r.chance(0.25),
      barefootFrom,
    });
  }
}
// a few horses leave on their own (sold or died)
for (const h of r
  .shuffle(horses.filter((x) => !x.left && x.cust.typ === "IND"))
  .slice(0, 5)) {
  h.left = r.date(maxD(h.reg, "2025-03-01"), "2026-11-10");
}
for (const c of custs)
  c.cycle =
    c.cycle ||
    Math.min(...horses.filter((h) => h.cust === c).map((h) => h.cycle));

// ------------------------------------------------------------------ visits, jobs, invoices, payments
type Visit = {
  no: number;
  cust: Cust;
  frr: string;
  yard: string | null;
  bk: string;
  dt: string;
  stat: string;
  cxl: string | null;
  emrg: boolean;
  callout: number;
};
type Job = {
  no: number;
  vst: number;
  horse: number;
  svc: string;
  price: number;
  xtra: number;
  studs: boolean;
  pads: boolean;
  lame: boolean;
};
const visits: Visit[] = [];
const jobs: Job[] = [];
let vstNo = 20000;
let jobNo = 0;

const activeHorses = (c: Cust, d: string): Horse[] =>
  horses.filter((h) => h.cust === c && h.reg <= d && (!h.left || h.left > d));

const farrierFor = (c: Cust, d: string): string => {
  let f = c.farrier;
  if (f === "DW" && d > "2025-06-30") f = c.no % 3 === 0 ? "JA" : "CR";
  if (f === "DW" && d > "2025-06-13" && r.chance(0.5)) f = "CR";
  // the apprentice takes some of Tom's rounds from September 2025
  if (d >= "2025-09-01" && (f === "TH" || f === "JA") && r.chance(0.2))
    f = "OP";
  // cover for holidays
  if (r.chance(0.06))
    f = r.pick(
      d > "2025-06-30" ? ["TH", "JA", "CR"] : ["TH", "JA", "CR", "DW"],
    );
  return f;
};

const calloutFor = (yard: string | null, emrg: boolean): number =>
  (emrg ? 4000 : 0) + (yard && FAR_YARDS.has(yard) ? 1500 : 0);

const routineJobs = (v: Visit, c: Cust): void => {
  const hs = activeHorses(c, v.dt);
  for (const h of hs) {
    if (r.chance(0.04)) continue;
    let svc: string;
    if (h.rmdl) svc = v.dt < "2025-07-01" && r.chance(0.3) ? "GLU" : "RMD";
    else if (h.barefootFrom && v.dt >= h.barefootFrom) {
      const before = jobs.some((j) => j.horse === h.id && j.svc === "RMV");
      svc = before ? "TRM" : "RMV";
    } else if (h.barefootFrom || h.shoe === "SHOD")
      svc = r.chance(0.55) ? "FS" : "RST";
    else if (h.shoe === "FRT") svc = "FRT";
    else svc = "TRM";
    if (v.frr === "OP" && (svc === "RMD" || svc === "GLU")) v.frr = "TH";
    let price = priceOf(svc, v.dt);
    if (c.typ === "BUS") price = Math.round((price * 0.9) / 10) * 10;
    const shod = ["FS", "RST", "FRT", "RMD"].includes(svc);
    const studs = shod && h.studs && r.chance(0.7);
    const pads = (svc === "RMD" && r.chance(0.5)) || (shod && r.chance(0.03));
    jobs.push({
      no: ++jobNo,
      vst: v.no,
      horse: h.id,
      svc,
      price,
      xtra: (studs ? 800 : 0) + (pads ? 1500 : 0),
      studs,
      pads,
      lame: r.chance(svc === "RMD" ? 0.1 : 0.015),
    });
  }
  if (!jobs.some((j) => j.vst === v.no)) v.stat = "NSH";
};

for (const c of custs) {
  let d = workDay(addDays(maxD(c.opn, START), r.int(0, c.cycle * 7 - 1)));
  if (c.opn >= START) d = workDay(addDays(c.opn, r.int(1, 10)));
  while (d <= HORIZON && (!c.leave || d < c.leave)) {
    if (activeHorses(c, d).length === 0) {
      d = workDay(addDays(d, 14));
      continue;
    }
    const frr = farrierFor(c, d);
    const v: Visit = {
      no: 0,
      cust: c,
      frr,
      yard: c.yard,
      bk: addDays(d, -r.int(5, 42)),
      dt: d,
      stat: "DON",
      cxl: null,
      emrg: false,
      callout: calloutFor(c.yard, false),
    };
    if (v.bk < c.opn) v.bk = c.opn;
    if (d > LAST) {
      v.stat = "CNF";
      if (v.bk > LAST) v.bk = addDays(LAST, -r.int(0, 20));
      v.no = ++vstNo;
      visits.push(v);
      break;
    }
    v.stat = r.weighted([
      ["DON", 91],
      ["CXL", 6],
      ["NSH", 3],
    ]);
    v.no = ++vstNo;
    visits.push(v);
    if (v.stat === "CXL") {
      v.cxl = addDays(d, -r.int(0, 6));
      if (v.cxl < v.bk) v.cxl = v.bk;
      d = workDay(addDays(d, r.int(2, 10)));
      continue;
    }
    if (v.stat === "DON") routineJobs(v, c);
    // an emergency between routine visits
    const next = workDay(addDays(d, c.cycle * 7 + r.int(-4, 4)));
    const shodHorses = activeHorses(c, d).filter(
      (h) => h.shoe !== "BARE" || (h.barefootFrom && d < h.barefootFrom),
    );
    if (shodHorses.length > 0 && r.chance(0.09)) {
      const e = workDay(addDays(d, r.int(6, c.cycle * 7 - 8)));
      if (e <= LAST) {
        const h = r.pick(shodHorses);
        const svc = r.chance(0.75) ? "LST" : "ABS";
        const ev: Visit = {
          no: ++vstNo,
          cust: c,
          frr: r.pick(
            e > "2025-06-30" ? ["TH", "JA", "CR"] : ["TH", "JA", "CR", "DW"],
          ),
          yard: c.yard,
          bk: addDays(e, -r.int(0, 1)),
          dt: e,
          stat: "DON",
          cxl: null,
          emrg: true,
          callout: calloutFor(c.yard, true),
        };
        visits.push(ev);
        let price = priceOf(svc, e);
        if (c.typ === "BUS") price = Math.round((price * 0.9) / 10) * 10;
        jobs.push({
          no: ++jobNo,
          vst: ev.no,
          horse: h.id,
          svc,
          price,
          xtra: 0,
          studs: false,
          pads: svc === "ABS",
          lame: svc === "ABS",
        });
      }
    }
    d = next;
  }
}
visits.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.no - b.no));
// the job book numbers visits in date order
{
  const renumber = new Map<number, number>();
  visits.forEach((v, i) => {
    renumber.set(v.no, 20001 + i);
    v.no = 20001 + i;
  });
  for (const j of jobs) j.vst = renumber.get(j.vst) as number;
  jobs.sort((a, b) => a.vst - b.vst || a.horse - b.horse);
  jobs.forEach((j, i) => (j.no = i + 1));
}

type Inv = {
  no: string;
  vst: number;
  cust: number;
  dt: string;
  due: string;
  net: number;
  vat: number;
  stat: string;
};
type Pmt = { inv: string; dt: string; amt: number; mthd: string };
const invs: Inv[] = [];
const pmts: Pmt[] = [];
let invSeq = 0;
const nextInvNo = (): string => `WV${pad(++invSeq, 5)}`;

for (const v of visits) {
  if (v.stat !== "DON" && v.stat !== "NSH") continue;
  const c = v.cust;
  const net =
    jobs
      .filter((j) => j.vst === v.no)
      .reduce((s, j) => s + j.price + j.xtra, 0) +
    v.callout +
    (v.stat === "NSH" ? 2500 : 0);
  const due = (d: string) => addDays(d, c.acct === "ACC" ? 30 : 7);
  let dt = v.dt;
  if (r.chance(0.012)) {
    // raised in error, voided, and a new one raised a day or two later
    const wrong = net + r.pick([1000, 1500, -500, 2500]);
    invs.push({
      no: nextInvNo(),
      vst: v.no,
      cust: c.no,
      dt,
      due: due(dt),
      net: wrong,
      vat: Math.round(wrong * 0.2),
      stat: "VD",
    });
    dt = addDays(dt, r.int(1, 3));
  }
  const inv: Inv = {
    no: nextInvNo(),
    vst: v.no,
    cust: c.no,
    dt,
    due: due(dt),
    net,
    vat: Math.round(net * 0.2),
    stat: "OPN",
  };
  invs.push(inv);
  const gross = inv.net + inv.vat;
  // when and how it is paid
  let payDt: string;
  let mthd: string;
  if (c.acct === "ACC") {
    payDt = addDays(dt, c.payer === "PROMPT" ? r.int(8, 30) : r.int(20, 55));
    mthd = c.chq && r.chance(0.5) ? "CHQ" : "BACS";
  } else if (c.payer === "PROMPT") {
    payDt = r.chance(0.7) ? dt : addDays(dt, r.int(1, 6));
    mthd =
      payDt === dt
        ? r.weighted([
            ["CARD", 6],
            ["CASH", 3],
          ])
        : c.chq && r.chance(0.5)
          ? "CHQ"
          : "BACS";
  } else {
    payDt = addDays(dt, r.int(3, 45));
    mthd =
      c.chq && r.chance(0.5)
        ? "CHQ"
        : r.weighted([
            ["BACS", 8],
            ["CARD", 2],
          ]);
  }
  if (c.payer === "BAD" && r.chance(0.45)) payDt = "9999-12-31";
  if (payDt > LAST) {
    if (c.leave && c.payer === "BAD") inv.stat = "WO";
    continue;
  }
  if (r.chance(0.05) && gross > 6000) {
    const first = Math.round(gross * r.pick([0.4, 0.5, 0.6]));
    pmts.push({ inv: inv.no, dt: payDt, amt: first, mthd });
    const second = addDays(payDt, r.int(7, 40));
    if (second <= LAST) {
      pmts.push({
        inv: inv.no,
        dt: second,
        amt: gross - first,
        mthd: mthd === "CASH" || mthd === "CARD" ? "BACS" : mthd,
      });
      inv.stat = "PD";
    } else inv.stat = "PRT";
  } else {
    pmts.push({ inv: inv.no, dt: payDt, amt: gross, mthd });
    inv.stat = "PD";
  }
}
pmts.sort((a, b) =>
  a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.inv < b.inv ? -1 : 1,
);

export function datasetSql(): string {
  return [
    "CREATE SCHEMA wvf;",
    `CREATE TABLE wvf.farrier (
  frr_cd text PRIMARY KEY,
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  qual_cd text NOT NULL,
  frc_reg_no text,
  van_reg text,
  start_dt date NOT NULL,
  leave_dt date
);`,
    `CREATE TABLE wvf.svc_lkp (
  svc_cd text PRIMARY KEY,
  svc_desc text NOT NULL,
  std_p integer NOT NULL,
  new_shoes smallint NOT NULL,
  actv_yn char(1) NOT NULL
);`,
    `CREATE TABLE wvf.cust (
  cust_no integer PRIMARY KEY,
  cust_nm text NOT NULL,
  cust_typ text NOT NULL,
  acct_typ text NOT NULL,
  mob_no text,
  email text,
  pcode text,
  opn_dt date NOT NULL,
  del_flg boolean NOT NULL DEFAULT false
);`,
    `CREATE TABLE wvf.horse (
  horse_id integer PRIMARY KEY,
  horse_nm text NOT NULL,
  cust_no integer NOT NULL REFERENCES wvf.cust (cust_no),
  yard_nm text,
  breed text,
  sex_cd char(1) NOT NULL,
  foal_yr integer,
  ht_hh numeric(3,1),
  shoe_typ text NOT NULL,
  cycle_wks integer NOT NULL,
  rmdl_yn char(1) NOT NULL,
  reg_dt date NOT NULL,
  left_dt date
);`,
    `CREATE TABLE wvf.visit (
  vst_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES wvf.cust (cust_no),
  frr_cd text NOT NULL REFERENCES wvf.farrier (frr_cd),
  yard_nm text,
  bk_dt date NOT NULL,
  vst_dt date NOT NULL,
  stat_cd text NOT NULL,
  cxl_dt date,
  emrg_yn char(1) NOT NULL,
  callout_p integer NOT NULL
);`,
    `CREATE TABLE wvf.job (
  job_no integer PRIMARY KEY,
  vst_no integer NOT NULL REFERENCES wvf.visit (vst_no),
  horse_id integer NOT NULL REFERENCES wvf.horse (horse_id),
  svc_cd text NOT NULL REFERENCES wvf.svc_lkp (svc_cd),
  price_p integer NOT NULL,
  xtra_p integer NOT NULL,
  studs_yn char(1) NOT NULL,
  pads_yn char(1) NOT NULL,
  lame_flg boolean NOT NULL
);`,
    `CREATE TABLE wvf.inv (
  inv_no text PRIMARY KEY,
  vst_no integer NOT NULL REFERENCES wvf.visit (vst_no),
  cust_no integer NOT NULL REFERENCES wvf.cust (cust_no),
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  stat_cd text NOT NULL
);`,
    `CREATE TABLE wvf.pmt (
  pmt_no integer PRIMARY KEY,
  inv_no text NOT NULL REFERENCES wvf.inv (inv_no),
  pd_dt date NOT NULL,
  amt_gbp numeric(8,2) NOT NULL,
  mthd_cd text NOT NULL
);`,
    insertRows(
      "wvf.farrier",
      [
        "frr_cd",
        "first_nm",
        "last_nm",
        "qual_cd",
        "frc_reg_no",
        "van_reg",
        "start_dt",
        "leave_dt",
      ],
      FARRIERS.map((f) => [
        f.cd,
        f.first,
        f.last,
        f.qual,
        f.reg,
        f.van,
        f.start,
        f.leave,
      ]),
    ),
    insertRows(
      "wvf.svc_lkp",
      ["svc_cd", "svc_desc", "std_p", "new_shoes", "actv_yn"],
      SVCS.map((s) => [s.cd, s.desc, s.now, s.shoes, s.actv]),
    ),
    insertRows(
      "wvf.cust",
      [
        "cust_no",
        "cust_nm",
        "cust_typ",
        "acct_typ",
        "mob_no",
        "email",
        "pcode",
        "opn_dt",
        "del_flg",
      ],
      custs.map((c) => [
        c.no,
        c.nm,
        c.typ,
        c.acct,
        c.mob,
        c.email,
        c.pcode,
        c.opn,
        c.leave !== null,
      ]),
    ),
    insertRows(
      "wvf.horse",
      [
        "horse_id",
        "horse_nm",
        "cust_no",
        "yard_nm",
        "breed",
        "sex_cd",
        "foal_yr",
        "ht_hh",
        "shoe_typ",
        "cycle_wks",
        "rmdl_yn",
        "reg_dt",
        "left_dt",
      ],
      horses.map((h) => [
        h.id,
        h.nm,
        h.cust.no,
        h.yard,
        h.breed,
        h.sex,
        h.foal,
        Number(h.ht),
        h.shoe,
        h.cycle,
        h.rmdl ? "Y" : "N",
        h.reg,
        h.left,
      ]),
    ),
    insertRows(
      "wvf.visit",
      [
        "vst_no",
        "cust_no",
        "frr_cd",
        "yard_nm",
        "bk_dt",
        "vst_dt",
        "stat_cd",
        "cxl_dt",
        "emrg_yn",
        "callout_p",
      ],
      visits.map((v) => [
        v.no,
        v.cust.no,
        v.frr,
        v.yard,
        v.bk,
        v.dt,
        v.stat,
        v.cxl,
        v.emrg ? "Y" : "N",
        v.stat === "DON" || v.stat === "NSH"
          ? v.callout
          : v.stat === "CNF"
            ? v.callout
            : 0,
      ]),
    ),
    insertRows(
      "wvf.job",
      [
        "job_no",
        "vst_no",
        "horse_id",
        "svc_cd",
        "price_p",
        "xtra_p",
        "studs_yn",
        "pads_yn",
        "lame_flg",
      ],
      jobs.map((j) => [
        j.no,
        j.vst,
        j.horse,
        j.svc,
        j.price,
        j.xtra,
        j.studs ? "Y" : "N",
        j.pads ? "Y" : "N",
        j.lame,
      ]),
    ),
    insertRows(
      "wvf.inv",
      [
        "inv_no",
        "vst_no",
        "cust_no",
        "inv_dt",
        "due_dt",
        "net_p",
        "vat_p",
        "stat_cd",
      ],
      invs.map((i) => [i.no, i.vst, i.cust, i.dt, i.due, i.net, i.vat, i.stat]),
    ),
    insertRows(
      "wvf.pmt",
      ["pmt_no", "inv_no", "pd_dt", "amt_gbp", "mthd_cd"],
      pmts.map((p, i) => [
        i + 1,
        p.inv,
        p.dt,
        (p.amt / 100).toFixed(2),
        p.mthd,
      ]),
    ),
  ].join("\n\n");
}
