/**
 * Pritchard & Evans Memorials, a family firm of monumental masons in Shrewsbury (Shropshire), with a showroom and a
 * workshop on an industrial estate. They make and fix new headstones and kerbed memorials, cut additional
 * inscriptions on existing memorials (the stone is taken back to the workshop and refixed), renovate old memorials
 * on site (clean, re-gild or re-paint the lettering) and refix / re-level memorials, often after a council safety
 * test laid them flat. Before a memorial can be fixed or changed the cemetery's burial authority (a council, a
 * parish church or a private cemetery company) has to grant a permit; the firm applies and pays the permit fee,
 * which is part of its quote. A new memorial cannot be fixed until the ground has settled (about six months after
 * the burial). Jobs over £1,000 ex VAT take a deposit when the order is placed; the balance is invoiced on fixing.
 *
 * This is an export of the firm's job management package "MasonTrak" (schema `mstrk`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The data starts on 2024-01-02.
 *
 * UNITS: all money is in whole PENCE and EXCLUDES VAT except `inv.vat_p`, the VAT on an invoice (20% standard
 * rate). An invoice's gross (what the customer pays) is `net_p + vat_p`.
 *
 * Business terms and codes (descriptions are in `lkp`, by `grp`):
 * - `job.job_typ` (grp JTYP): NHS new headstone (lawn memorial), NKS new kerbed memorial (full kerb set), ADI
 *   additional inscription, REN renovation, REF refix / re-level.
 * - `job.sts_cd` (grp JSTS, stored as a number, the code in `lkp.cd` as text): 10 quoted, 20 ordered (deposit
 *   taken), 30 permit applied for, 40 in the workshop, 50 ready to fix, 60 fixed / completed, 90 cancelled (after
 *   ordering; the deposit is kept). A quote the customer never took up stays at 10 with `ord_dt` NULL.
 * - `job.mat_cd` (grp MAT) the stone of a new memorial: BG black granite, GG grey granite, BP blue pearl granite,
 *   RR ruby red granite, WM white marble, WS Welsh slate. NULL for jobs on an existing memorial.
 * - `job.ltr_fin` (grp LFIN) lettering finish: GL gold leaf, SL silver leaf, PT painted, VC plain V-cut.
 * - `job.ltr_cnt` letters cut (NHS, NKS, ADI) or re-gilded / re-painted (REN); NULL for refixes.
 * - `job.enq_dt` quote date, `ord_dt` order date (NULL = not ordered), `can_dt` cancelled, `tgt_dt` the booked /
 *   planned fixing date (set once the job is in the workshop; future for jobs still to fix), `fix_dt` the date
 *   fixed / completed on site (NULL = not yet). `fixer_id` the fixer the job is assigned to (`stf`).
 * - `job.del_yn` Y = entered in error (duplicate), ignore. `cust.del_flg` 1 = deleted (duplicate record).
 * - `cust.src_cd` (grp SRC) how the customer found us: FD funeral director referral, WEB website, WLK walked into
 *   the showroom, REC recommended by a past customer, ADV newspaper / parish magazine advert.
 * - `cem.cem_typ` (grp CTYP): LA local authority cemetery, CH churchyard, PR private cemetery. `actv` 0 = no longer
 *   taking new memorials. `std_fee_p` the current permit fee for a new memorial.
 * - `cem_pmt` permit applications: `sts_cd` (grp PSTS) P pending, A approved, R refused (a new application follows).
 *   `appl_dt` applied (the fee is paid on application, refunded never), `dec_dt` decision (NULL = pending).
 * - `inv.inv_typ` D deposit, F final (balance on completion). `pd_dt` paid (NULL = unpaid), `pay_mth` (grp PAY)
 *   CSH cash, CRD card, BACS bank transfer, CHQ cheque. `void_yn` Y = voided (a corrected invoice was issued).
 *   Deposits are taken when the order is placed: their invoice is dated and paid the same day.
 * - `stf.role_cd` OWN owner, FIX fixer, MSN mason (workshop), LTC letter cutter, OFF office.
 *
 * Not recorded: costs of stone or materials, supplier invoices, wages or hours worked; the deceased's date of birth
 *   or age; which funeral director referred a customer; reviews or customer satisfaction; stock in the yard;
 *   showroom visits; mileage or van use.
 *
 * Tables: `lkp`, `stf`, `cem`, `cust`, `job`, `cem_pmt`, `inv`.
 */
import {
  addDays,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const r = seededRandom(7311_2026);

const isWorkDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6 && !ENGLAND_BANK_HOLIDAYS.has(d);
const isShowroomDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && !ENGLAND_BANK_HOLIDAYS.has(d);
const nextWorkDay = (d: string): string => {
  let x = d;
  // no fixing over the Christmas break
  const md = x.slice(5);
  if (md >= "12-20" || md <= "01-04") {
    const y = Number(x.slice(0, 4)) + (md >= "12-20" ? 1 : 0);
    x = `${y}-01-05`;
  }
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
const pounds5 = (lo: number, hi: number): number => r.int(lo / 5, hi / 5) * 500;

// ------------------------------------------------------------------ lookups
const LKP: [string, string, string, number][] = [
  ["JTYP", "NHS", "New headstone", 1],
  ["JTYP", "NKS", "New kerbed memorial", 2],
  ["JTYP", "ADI", "Additional inscription", 3],
  ["JTYP", "REN", "Renovation", 4],
  ["JTYP", "REF", "Refix / re-level", 5],
  ["JSTS", "10", "Quoted", 1],
  ["JSTS", "20", "Ordered", 2],
  ["JSTS", "30", "Permit applied", 3],
  ["JSTS", "40", "In workshop", 4],
  ["JSTS", "50", "Ready to fix", 5],
  ["JSTS", "60", "Fixed", 6],
  ["JSTS", "90", "Cancelled", 9],
  ["MAT", "BG", "Black granite", 1],
  ["MAT", "GG", "Grey granite", 2],
  ["MAT", "BP", "Blue pearl granite", 3],
  ["MAT", "RR", "Ruby red granite", 4],
  ["MAT", "WM", "White marble", 5],
  ["MAT", "WS", "Welsh slate", 6],
  ["LFIN", "GL", "Gold leaf", 1],
  ["LFIN", "SL", "Silver leaf", 2],
  ["LFIN", "PT", "Painted", 3],
  ["LFIN", "VC", "Plain V-cut", 4],
  ["SRC", "FD", "Funeral director", 1],
  ["SRC", "WEB", "Website", 2],
  ["SRC", "WLK", "Walk-in", 3],
  ["SRC", "REC", "Recommendation", 4],
  ["SRC", "ADV", "Advert", 5],
  ["CTYP", "LA", "Local authority cemetery", 1],
  ["CTYP", "CH", "Churchyard", 2],
  ["CTYP", "PR", "Private cemetery", 3],
  ["PSTS", "P", "Pending", 1],
  ["PSTS", "A", "Approved", 2],
  ["PSTS", "R", "Refused", 3],
  ["PAY", "CSH", "Cash", 1],
  ["PAY", "CRD", "Card", 2],
  ["PAY", "BACS", "Bank transfer", 3],
  ["PAY", "CHQ", "Cheque", 4],
];

// ------------------------------------------------------------------ staff
type Staff = {
  id: number;
  nm: string;
  role: string;
  from: string;
  to: string | null;
};
const STAFF: Staff[] = [
  { id: 1, nm: "Owen Pritchard", role: "OWN", from: "1998-04-01", to: null },
  { id: 2, nm: "Gareth Evans", role: "FIX", from: "2006-09-04", to: null },
  {
    id: 3,
    nm: "Dai Morgan",
    role: "FIX",
    from: "2013-03-11",
    to: "2025-08-29",
  },
  { id: 4, nm: "Sian Roberts", role: "LTC", from: "2015-01-05", to: null },
  { id: 5, nm: "Karen Davies", role: "OFF", from: "2018-06-18", to: null },
  { id: 6, nm: "Tom Pritchard", role: "MSN", from: "2021-09-06", to: null },
  { id: 7, nm: "Liam Hughes", role: "FIX", from: "2025-07-07", to: null },
];
const fixersOn = (d: string): [number, number][] => {
  const out: [number, number][] = [[2, 5]];
  if (d <= "2025-08-15") out.push([3, 4]);
  if (d >= "2025-07-07") out.push([7, 4]);
  out.push([6, 1]);
  return out;
};

// ------------------------------------------------------------------ cemeteries
type Cem = {
  id: number;
  nm: string;
  town: string;
  auth: string;
  typ: "LA" | "CH" | "PR";
  fee: number; // current permit fee in pence
  tMin: number;
  tMax: number;
  refuse: number;
  w: number;
  until: string | null; // stopped taking new memorials
};
const CEMS: Cem[] = [
  {
    id: 101,
    nm: "Shrewsbury Cemetery",
    town: "Shrewsbury",
    auth: "Shropshire Council",
    typ: "LA",
    fee: 19_800,
    tMin: 8,
    tMax: 22,
    refuse: 0.05,
    w: 16,
    until: null,
  },
  {
    id: 102,
    nm: "Emstrey Cemetery",
    town: "Shrewsbury",
    auth: "Shropshire Council",
    typ: "LA",
    fee: 19_800,
    tMin: 8,
    tMax: 22,
    refuse: 0.05,
    w: 12,
    until: null,
  },
  {
    id: 103,
    nm: "Oswestry Cemetery",
    town: "Oswestry",
    auth: "Oswestry Town Council",
    typ: "LA",
    fee: 16_500,
    tMin: 14,
    tMax: 45,
    refuse: 0.08,
    w: 7,
    until: null,
  },
  {
    id: 104,
    nm: "Whitchurch Cemetery",
    town: "Whitchurch",
    auth: "Whitchurch Town Council",
    typ: "LA",
    fee: 14_000,
    tMin: 10,
    tMax: 30,
    refuse: 0.06,
    w: 4,
    until: null,
  },
  {
    id: 105,
    nm: "Ludlow Cemetery",
    town: "Ludlow",
    auth: "Ludlow Town Council",
    typ: "LA",
    fee: 15_500,
    tMin: 12,
    tMax: 35,
    refuse: 0.06,
    w: 3,
    until: null,
  },
  {
    id: 106,
    nm: "Wellington Cemetery",
    town: "Telford",
    auth: "Telford & Wrekin Council",
    typ: "LA",
    fee: 21_500,
    tMin: 6,
    tMax: 16,
    refuse: 0.1,
    w: 8,
    until: null,
  },
  {
    id: 107,
    nm: "Welshpool Cemetery",
    town: "Welshpool",
    auth: "Powys County Council",
    typ: "LA",
    fee: 17_200,
    tMin: 20,
    tMax: 55,
    refuse: 0.07,
    w: 4,
    until: null,
  },
  {
    id: 108,
    nm: "Minsterley Old Cemetery",
    town: "Minsterley",
    auth: "Minsterley Parish Council",
    typ: "LA",
    fee: 9_000,
    tMin: 10,
    tMax: 30,
    refuse: 0.04,
    w: 3,
    until: "2025-03-31",
  },
  {
    id: 109,
    nm: "St Chad's Churchyard",
    town: "Shrewsbury",
    auth: "Diocese of Lichfield",
    typ: "CH",
    fee: 13_800,
    tMin: 25,
    tMax: 70,
    refuse: 0.16,
    w: 5,
    until: null,
  },
  {
    id: 110,
    nm: "Holy Trinity Churchyard, Meole Brace",
    town: "Shrewsbury",
    auth: "Diocese of Lichfield",
    typ: "CH",
    fee: 13_800,
    tMin: 25,
    tMax: 70,
    refuse: 0.14,
    w: 4,
    until: null,
  },
  {
    id: 111,
    nm: "St Laurence's Churchyard",
    town: "Church Stretton",
    auth: "Diocese of Hereford",
    typ: "CH",
    fee: 12_600,
    tMin: 20,
    tMax: 60,
    refuse: 0.12,
    w: 3,
    until: null,
  },
  {
    id: 112,
    nm: "St Oswald's Churchyard",
    town: "Oswestry",
    auth: "Church in Wales, Diocese of St Asaph",
    typ: "CH",
    fee: 11_500,
    tMin: 18,
    tMax: 50,
    refuse: 0.1,
    w: 2,
    until: null,
  },
  {
    id: 113,
    nm: "Oakwood Memorial Park",
    town: "Shrewsbury",
    auth: "Oakwood Memorial Park Ltd",
    typ: "PR",
    fee: 25_000,
    tMin: 4,
    tMax: 12,
    refuse: 0.02,
    w: 4,
    until: null,
  },
];
// permit fees went up by about 4% each April: the fee on an application is the current fee scaled back
const feeOn = (c: Cem, d: string): number => {
  const yrs = d >= "2026-04-01" ? 0 : d >= "2025-04-01" ? 1 : 2;
  return Math.round(c.fee / Math.pow(1.04, yrs) / 100) * 100;
};

// ------------------------------------------------------------------ names
const FIRST = [
  "John",
  "David",
  "Margaret",
  "Susan",
  "Peter",
  "Mary",
  "Michael",
  "Elizabeth",
  "Robert",
  "Patricia",
  "Christine",
  "William",
  "Janet",
  "Stephen",
  "Linda",
  "Richard",
  "Carol",
  "Andrew",
  "Gillian",
  "Paul",
  "Helen",
  "Mark",
  "Julie",
  "Ian",
  "Sarah",
  "Brian",
  "Karen",
  "Alan",
  "Jean",
  "Keith",
  "Pauline",
  "Gwen",
  "Rhys",
  "Emma",
  "Neil",
  "Ann",
];
const MALE = new Set([
  "John",
  "David",
  "Peter",
  "Michael",
  "Robert",
  "William",
  "Stephen",
  "Richard",
  "Andrew",
  "Paul",
  "Mark",
  "Ian",
  "Brian",
  "Alan",
  "Keith",
  "Rhys",
  "Neil",
]);
const LASTN = [
  "Jones",
  "Williams",
  "Davies",
  "Evans",
  "Thomas",
  "Roberts",
  "Hughes",
  "Lewis",
  "Morris",
  "Edwards",
  "Price",
  "Griffiths",
  "Smith",
  "Taylor",
  "Brown",
  "Wilson",
  "Wright",
  "Hall",
  "Owen",
  "Jenkins",
  "Powell",
  "Bowen",
  "Lloyd",
  "Parry",
  "Bennett",
  "Corbett",
  "Hamer",
  "Bebb",
  "Pugh",
  "Mansell",
  "Tudor",
  "Beddoes",
  "Breeze",
  "Onions",
  "Wilkes",
  "Harris",
  "Clarke",
  "Turner",
  "Adams",
  "Baker",
  "Phillips",
  "Meredith",
  "Gittins",
];
const DEC_FIRST_M = [
  "Arthur",
  "Albert",
  "Ernest",
  "Frank",
  "George",
  "Harold",
  "Kenneth",
  "Leonard",
  "Norman",
  "Ronald",
  "Stanley",
  "Walter",
  "Dennis",
  "Gwilym",
  "Trevor",
  "Eric",
  "Derek",
  "Cyril",
  "Raymond",
  "Thomas",
];
const DEC_FIRST_F = [
  "Doris",
  "Dorothy",
  "Edna",
  "Eileen",
  "Gladys",
  "Irene",
  "Joan",
  "Joyce",
  "Marjorie",
  "Mavis",
  "Muriel",
  "Olive",
  "Phyllis",
  "Sheila",
  "Vera",
  "Winifred",
  "Betty",
  "Brenda",
  "Audrey",
  "Megan",
];
const TOWNS: [string, string[], number][] = [
  ["Shrewsbury", ["SY1", "SY2", "SY3"], 10],
  ["Bayston Hill", ["SY3"], 1],
  ["Oswestry", ["SY10", "SY11"], 3],
  ["Whitchurch", ["SY13"], 2],
  ["Ludlow", ["SY8"], 1.5],
  ["Telford", ["TF1", "TF2", "TF3"], 3],
  ["Wellington", ["TF1"], 1.5],
  ["Welshpool", ["SY21"], 1.5],
  ["Church Stretton", ["SY6"], 1.5],
  ["Minsterley", ["SY5"], 1],
  ["Pontesbury", ["SY5"], 1],
  ["Wem", ["SY4"], 1],
];
const STREETS = [
  "Abbey Foregate",
  "Belle Vue Road",
  "Castle Street",
  "Church Road",
  "Longden Road",
  "Mill Lane",
  "Station Road",
  "The Crescent",
  "Victoria Street",
  "Park Avenue",
  "Oak Drive",
  "Meadow Close",
  "Hill View",
  "Kingsland Road",
  "Ellesmere Road",
];

// ------------------------------------------------------------------ rows
type CustRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string,
  string,
  number,
];
const custRows: CustRow[] = [];
const custByTown: { id: number; last: string; town: string }[] = [];
const newName = uniqueNames(r, FIRST, LASTN);
let custSeq = 1000;
const makeCust = (d: string): { id: number; last: string; town: string } => {
  const [f, l] = newName();
  const [town, pcs] = r.weighted(TOWNS.map((t) => [t, t[2]] as const));
  const pc = `${r.pick(pcs)} ${r.int(1, 9)}${r.pick(["AB", "BD", "EJ", "HL", "NP", "QT", "RW", "XY", "DG", "LS"])}`;
  const ttl = MALE.has(f)
    ? r.pick(["Mr", "Mr", "Mr", "Dr"])
    : r.pick(["Mrs", "Mrs", "Ms", "Miss"]);
  const src = r.weighted([
    ["FD", 40],
    ["WEB", 20],
    ["WLK", 15],
    ["REC", 15],
    ["ADV", 10],
  ] as const);
  custSeq++;
  const email = r.chance(0.6)
    ? `${f.toLowerCase()}.${l.toLowerCase()}${r.int(1, 99)}@${r.pick(["gmail.com", "btinternet.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk"])}`
    : null;
  const tel = r.chance(0.9)
    ? `07${r.int(700, 999)} ${pad(r.int(0, 999999), 6)}`
    : null;
  custRows.push([
    custSeq,
    ttl,
    f,
    l,
    `${r.int(1, 120)} ${r.pick(STREETS)}`,
    town,
    pc,
    tel,
    email,
    src,
    d,
    0,
  ]);
  const c = { id: custSeq, last: l, town };
  custByTown.push(c);
  return c;
};

type JobRow = {
  id: number;
  ref: string;
  cust: number;
  cem: number;
  typ: string;
  sts: number;
  enq: string;
  ord: string | null;
  can: string | null;
  tgt: string | null;
  fix: string | null;
  fixer: number | null;
  mat: string | null;
  decNm: string | null;
  dod: string | null;
  plot: string | null;
  ltr: number | null;
  fin: string | null;
  quo: number;
  del: "Y" | "N";
};
const jobs: JobRow[] = [];
type PmtRow = [number, number, string, string | null, string, number, string];
const pmts: {
  job: number;
  appl: string;
  dec: string | null;
  sts: string;
  fee: number;
}[] = [];
type InvEv = {
  job: number;
  dt: string;
  typ: "D" | "F";
  net: number;
  due: string;
  pd: string | null;
  pay: string | null;
  void: "Y" | "N";
  k: number;
};
const invs: InvEv[] = [];
let invK = 0;

const MONTH_W = [0.9, 1.0, 1.2, 1.35, 1.3, 1.2, 1.1, 1.0, 1.0, 0.9, 0.8, 0.55];
const refSeq: Record<string, number> = {};
let jobSeq = 0;

const payMethod = (d: string, dep: boolean): string =>
  r.weighted([
    ["CRD", dep ? 45 : 30],
    ["BACS", d >= "2025-01-01" ? 40 : 30],
    ["CHQ", d >= "2025-01-01" ? 8 : 15],
    ["CSH", 7],
  ] as const);

for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isShowroomDay(d)) continue;
  const lam =
    1.0 *
    (MONTH_W[Number(d.slice(5, 7)) - 1] ?? 1) *
    (dayOfWeek(d) === 6 ? 0.6 : 1);
  const n = r.poisson(lam);
  for (let k = 0; k < n; k++) {
    const typ = r.weighted([
      ["NHS", 40],
      ["NKS", 12],
      ["ADI", 22],
      ["REN", 16],
      ["REF", 10],
    ] as const);
    const cust =
      custByTown.length > 30 && r.chance(0.1)
        ? r.pick(custByTown)
        : makeCust(d);
    const cemOpts = CEMS.filter(
      (c) => c.until === null || d <= addDays(c.until, -60),
    );
    const cem = r.weighted(cemOpts.map((c) => [c, c.w] as const));
    const isNew = typ === "NHS" || typ === "NKS";
    const mat = isNew
      ? r.weighted([
          ["BG", 34],
          ["GG", 14],
          ["BP", 12],
          ["RR", 6],
          ["WM", 10],
          ["WS", 14],
        ] as const)
      : null;
    const male = r.chance(0.5);
    const decLast = r.chance(0.7) ? cust.last : r.pick(LASTN);
    const decNm =
      typ === "REF" && r.chance(0.3)
        ? null
        : `${r.pick(male ? DEC_FIRST_M : DEC_FIRST_F)} ${decLast}`;
    let dod: string | null;
    if (isNew) dod = addDays(d, -r.int(20, 320));
    else if (typ === "ADI") dod = addDays(d, -r.int(20, 200));
    else dod = decNm === null ? null : addDays(d, -r.int(3 * 365, 45 * 365));
    let ltr: number | null = null;
    if (typ === "NHS") ltr = r.int(45, 140);
    else if (typ === "NKS") ltr = r.int(60, 180);
    else if (typ === "ADI") ltr = r.int(18, 70);
    else if (typ === "REN") ltr = r.int(30, 160);
    const fin: string | null =
      typ === "REF"
        ? null
        : mat === "WM"
          ? r.weighted([
              ["PT", 5],
              ["VC", 2],
              ["GL", 1],
            ] as const)
          : mat === "WS"
            ? r.weighted([
                ["VC", 5],
                ["GL", 2],
              ] as const)
            : r.weighted([
                ["GL", 6],
                ["SL", 2],
                ["PT", 1],
                ["VC", 1],
              ] as const);
    const matF =
      mat === "BG" || mat === "BP" || mat === "RR"
        ? 1.15
        : mat === "WM"
          ? 0.85
          : 1;
    let quo: number;
    if (typ === "NHS")
      quo = Math.round((pounds5(1400, 3000) * matF) / 500) * 500;
    else if (typ === "NKS")
      quo = Math.round((pounds5(3200, 6200) * matF) / 500) * 500;
    else if (typ === "ADI")
      quo = pounds5(220, 420) + (ltr ?? 0) * (fin === "GL" ? 450 : 300);
    else if (typ === "REN")
      quo = pounds5(150, 380) + (ltr ?? 0) * (fin === "GL" ? 300 : 150);
    else quo = pounds5(150, 480);
    const needPmt =
      isNew || ((typ === "ADI" || typ === "REF") && cem.typ !== "CH");
    if (needPmt) quo += Math.round(feeOn(cem, d) / 500) * 500;

    jobSeq++;
    const yy = d.slice(2, 4);
    refSeq[yy] = (refSeq[yy] ?? 0) + 1;
    const job: JobRow = {
      id: jobSeq,
      ref: `PE${yy}/${pad(refSeq[yy] ?? 0, 4)}`,
      cust: cust.id,
      cem: cem.id,
      typ,
      sts: 10,
      enq: d,
      ord: null,
      can: null,
      tgt: null,
      fix: null,
      fixer: null,
      mat,
      decNm,
      dod,
      plot: r.chance(0.85)
        ? `${r.pick(["A", "B", "C", "D", "E", "F", "G", "H", "K", "L"])}${r.int(1, 40)}-${r.int(1, 120)}`
        : null,
      ltr,
      fin,
      quo,
      del: "N",
    };
    jobs.push(job);

    const conv = { NHS: 0.8, NKS: 0.74, ADI: 0.9, REN: 0.72, REF: 0.86 }[typ];
    if (!r.chance(conv)) continue;
    const ord = addDays(d, r.int(1, 35));
    if (ord > LAST) continue;
    job.ord = ord;
    job.sts = 20;
    job.fixer = r.weighted(fixersOn(ord));
    let dep = 0;
    if (quo >= 100_000) {
      dep =
        Math.round(
          (quo *
            r.weighted([
              [0.5, 6],
              [0.33, 3],
              [0.25, 1],
            ] as const)) /
            500,
        ) * 500;
      const pay = payMethod(ord, true);
      invs.push({
        job: job.id,
        dt: ord,
        typ: "D",
        net: dep,
        due: ord,
        pd: ord,
        pay,
        void: "N",
        k: invK++,
      });
    }
    const cancelAt = r.chance(isNew ? 0.06 : 0.04)
      ? addDays(ord, r.int(4, 70))
      : null;
    const cut = (dt: string): boolean =>
      (cancelAt !== null && dt >= cancelAt) || dt > LAST;
    const doCancel = (): void => {
      if (cancelAt !== null && cancelAt <= LAST) {
        job.sts = 90;
        job.can = cancelAt;
        job.tgt = null;
      }
    };

    // permits
    let wsh: string;
    if (needPmt) {
      let appl = addDays(ord, r.int(2, 18));
      let approved: string | null = null;
      for (let attempt = 0; attempt < 3 && approved === null; attempt++) {
        if (cut(appl)) break;
        job.sts = 30;
        const dec = addDays(appl, r.int(cem.tMin, cem.tMax));
        const refused =
          attempt < 2 && r.chance(cem.refuse * (isNew ? 1.2 : 0.6));
        const p = {
          job: job.id,
          appl,
          dec: null as string | null,
          sts: "P",
          fee: isNew
            ? feeOn(cem, appl)
            : Math.round((feeOn(cem, appl) * 0.5) / 100) * 100,
        };
        pmts.push(p);
        if (dec > LAST) break;
        p.dec = dec;
        p.sts = refused ? "R" : "A";
        if (cancelAt !== null && dec >= cancelAt) break;
        if (refused) {
          let next = addDays(dec, r.int(1, 9));
          if (next > LAST) next = dec;
          appl = next;
        } else approved = dec;
      }
      if (approved === null) {
        doCancel();
        continue;
      }
      wsh = approved;
    } else wsh = addDays(ord, r.int(1, 10));
    if (cut(wsh)) {
      doCancel();
      continue;
    }
    job.sts = 40;
    // the stone comes from the supplier; lettering starts once both the stone and the permit are in
    let ready: string;
    if (isNew) {
      const stone = addDays(ord, r.int(35, 75));
      ready = addDays(stone > wsh ? stone : wsh, r.int(7, 21));
    } else if (typ === "ADI") ready = addDays(wsh, r.int(10, 30));
    else if (typ === "REN") ready = addDays(wsh, r.int(0, 5));
    else ready = addDays(wsh, r.int(0, 3));
    let fix = addDays(ready, r.int(3, 28));
    if (isNew && dod !== null && fix < addDays(dod, 180))
      fix = addDays(dod, 180 + r.int(0, 30));
    fix = nextWorkDay(fix);
    const slip = r.weighted([
      [0, 7],
      [1, 1],
      [2, 1],
      [7, 1],
      [14, 1],
    ] as const);
    job.tgt = slip === 0 ? fix : nextWorkDay(addDays(fix, -slip));
    if (cut(ready)) {
      doCancel();
      continue;
    }
    job.sts = 50;
    if (cut(fix)) {
      doCancel();
      continue;
    }
    job.sts = 60;
    job.fix = fix;
    // final invoice on completion
    const extra = r.chance(0.12) ? pounds5(25, 150) : 0;
    const net = quo - dep + extra;
    const payDays = r.weighted([
      [r.int(0, 7), 50],
      [r.int(8, 30), 33],
      [r.int(31, 90), 13],
      [-1, 4],
    ] as const);
    let pd = payDays < 0 ? null : addDays(fix, payDays);
    if (pd !== null && pd > LAST) pd = null;
    if (r.chance(0.025)) {
      // wrong amount: voided and re-issued
      invs.push({
        job: job.id,
        dt: fix,
        typ: "F",
        net: net + pounds5(50, 300),
        due: addDays(fix, 30),
        pd: null,
        pay: null,
        void: "Y",
        k: invK++,
      });
      const re = addDays(fix, r.int(0, 4));
      if (pd !== null && pd < re) pd = re;
      invs.push({
        job: job.id,
        dt: re,
        typ: "F",
        net,
        due: addDays(re, 30),
        pd,
        pay: pd ? payMethod(pd, false) : null,
        void: "N",
        k: invK++,
      });
    } else {
      invs.push({
        job: job.id,
        dt: fix,
        typ: "F",
        net,
        due: addDays(fix, 30),
        pd,
        pay: pd ? payMethod(pd, false) : null,
        void: "N",
        k: invK++,
      });
    }
  }
}

// duplicates entered in error: a second customer record and a second job, both flagged
const dupOf = r.shuffle(jobs).slice(0, 16);
for (const j of dupOf) {
  const c = custRows.find((x) => x[0] === j.cust);
  if (!c) continue;
  custSeq++;
  custRows.push([
    custSeq,
    c[1],
    c[2],
    c[3],
    c[4],
    c[5],
    c[6],
    c[7],
    null,
    c[9],
    c[10],
    1,
  ]);
  jobSeq++;
  const yy = j.enq.slice(2, 4);
  refSeq[yy] = (refSeq[yy] ?? 0) + 1;
  jobs.push({
    ...j,
    id: jobSeq,
    ref: `PE${yy}/${pad(refSeq[yy] ?? 0, 4)}`,
    cust: custSeq,
    del: "Y",
  });
}
custRows.sort((a, b) => a[0] - b[0]);
invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.k - b.k));

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const s: string[] = [];
  s.push(`CREATE SCHEMA mstrk;

CREATE TABLE mstrk.lkp (
  grp varchar(8) NOT NULL,
  cd varchar(6) NOT NULL,
  dscr varchar(60) NOT NULL,
  srt smallint,
  PRIMARY KEY (grp, cd)
);
COMMENT ON TABLE mstrk.lkp IS 'Code descriptions. grp JTYP job type, JSTS job status, MAT stone, LFIN lettering finish, SRC customer source, CTYP cemetery type, PSTS permit status, PAY payment method';

CREATE TABLE mstrk.stf (
  stf_id integer PRIMARY KEY,
  stf_nm varchar(60) NOT NULL,
  role_cd char(3) NOT NULL,
  strt_dt date,
  end_dt date,
  actv_yn char(1) NOT NULL DEFAULT 'Y'
);
COMMENT ON COLUMN mstrk.stf.role_cd IS 'OWN owner, FIX fixer, MSN mason, LTC letter cutter, OFF office';

CREATE TABLE mstrk.cem (
  cem_id integer PRIMARY KEY,
  cem_nm varchar(80) NOT NULL,
  town varchar(40),
  auth_nm varchar(80),
  cem_typ char(2) NOT NULL,
  std_fee_p integer,
  actv smallint NOT NULL DEFAULT 1
);
COMMENT ON COLUMN mstrk.cem.auth_nm IS 'burial authority that issues permits';
COMMENT ON COLUMN mstrk.cem.std_fee_p IS 'current permit fee, new memorial, pence';

CREATE TABLE mstrk.cust (
  cust_id integer PRIMARY KEY,
  ttl varchar(6),
  fst_nm varchar(40),
  lst_nm varchar(40) NOT NULL,
  addr1 varchar(80),
  town varchar(40),
  pcode varchar(10),
  tel varchar(20),
  eml varchar(80),
  src_cd varchar(4),
  crt_dt date NOT NULL,
  del_flg smallint NOT NULL DEFAULT 0
);

CREATE TABLE mstrk.job (
  job_id integer PRIMARY KEY,
  job_ref varchar(12) NOT NULL,
  cust_id integer NOT NULL REFERENCES mstrk.cust (cust_id),
  cem_id integer NOT NULL REFERENCES mstrk.cem (cem_id),
  job_typ char(3) NOT NULL,
  sts_cd smallint NOT NULL,
  enq_dt date NOT NULL,
  ord_dt date,
  can_dt date,
  tgt_dt date,
  fix_dt date,
  fixer_id integer REFERENCES mstrk.stf (stf_id),
  mat_cd char(2),
  dec_nm varchar(80),
  dec_dod date,
  plot_no varchar(12),
  ltr_cnt integer,
  ltr_fin char(2),
  quo_net_p integer NOT NULL,
  del_yn char(1) NOT NULL DEFAULT 'N'
);
COMMENT ON COLUMN mstrk.job.sts_cd IS 'see lkp JSTS';
COMMENT ON COLUMN mstrk.job.enq_dt IS 'date quoted';
COMMENT ON COLUMN mstrk.job.tgt_dt IS 'booked fixing date';
COMMENT ON COLUMN mstrk.job.fix_dt IS 'fixed/completed on site';
COMMENT ON COLUMN mstrk.job.dec_nm IS 'deceased';
COMMENT ON COLUMN mstrk.job.dec_dod IS 'date of death';
COMMENT ON COLUMN mstrk.job.quo_net_p IS 'quoted price ex VAT in pence, incl permit fee';
COMMENT ON COLUMN mstrk.job.del_yn IS 'Y = deleted';

CREATE TABLE mstrk.cem_pmt (
  pmt_id integer PRIMARY KEY,
  job_id integer NOT NULL REFERENCES mstrk.job (job_id),
  appl_dt date NOT NULL,
  dec_dt date,
  sts_cd char(1) NOT NULL,
  fee_p integer NOT NULL,
  auth_ref varchar(20)
);
COMMENT ON TABLE mstrk.cem_pmt IS 'cemetery / churchyard permit applications';
COMMENT ON COLUMN mstrk.cem_pmt.fee_p IS 'fee paid with the application (pence), not refunded if refused';

CREATE TABLE mstrk.inv (
  inv_no integer PRIMARY KEY,
  job_id integer NOT NULL REFERENCES mstrk.job (job_id),
  inv_dt date NOT NULL,
  inv_typ char(1) NOT NULL,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  due_dt date,
  pd_dt date,
  pay_mth varchar(4),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
COMMENT ON COLUMN mstrk.inv.inv_typ IS 'D deposit, F final';
COMMENT ON COLUMN mstrk.inv.net_p IS 'pence ex VAT';
`);
  s.push(insertRows("mstrk.lkp", ["grp", "cd", "dscr", "srt"], LKP));
  s.push(
    insertRows(
      "mstrk.stf",
      ["stf_id", "stf_nm", "role_cd", "strt_dt", "end_dt", "actv_yn"],
      STAFF.map((x) => [
        x.id,
        x.nm,
        x.role,
        x.from,
        x.to,
        x.to === null ? "Y" : "N",
      ]),
    ),
  );
  s.push(
    insertRows(
      "mstrk.cem",
      ["cem_id", "cem_nm", "town", "auth_nm", "cem_typ", "std_fee_p", "actv"],
      CEMS.map((c) => [
        c.id,
        c.nm,
        c.town,
        c.auth,
        c.typ,
        c.fee,
        c.until === null ? 1 : 0,
      ]),
    ),
  );
  s.push(
    insertRows(
      "mstrk.cust",
      [
        "cust_id",
        "ttl",
        "fst_nm",
        "lst_nm",
        "addr1",
        "town",
        "pcode",
        "tel",
        "eml",
        "src_cd",
        "crt_dt",
        "del_flg",
      ],
      custRows,
    ),
  );
  s.push(
    insertRows(
      "mstrk.job",
      [
        "job_id",
        "job_ref",
        "cust_id",
        "cem_id",
        "job_typ",
        "sts_cd",
        "enq_dt",
        "ord_dt",
        "can_dt",
        "tgt_dt",
        "fix_dt",
        "fixer_id",
        "mat_cd",
        "dec_nm",
        "dec_dod",
        "plot_no",
        "ltr_cnt",
        "ltr_fin",
        "quo_net_p",
        "del_yn",
      ],
      jobs.map((j) => [
        j.id,
        j.ref,
        j.cust,
        j.cem,
        j.typ,
        j.sts,
        j.enq,
        j.ord,
        j.can,
        j.tgt,
        j.fix,
        j.fixer,
        j.mat,
        j.decNm,
        j.dod,
        j.plot,
        j.ltr,
        j.fin,
        j.quo,
        j.del,
      ]),
    ),
  );
  const pmtRows: PmtRow[] = pmts
    .slice()
    .sort((a, b) =>
      a.appl < b.appl ? -1 : a.appl > b.appl ? 1 : a.job - b.job,
    )
    .map((p, i) => [
      i + 1,
      p.job,
      p.appl,
      p.dec,
      p.sts,
      p.fee,
      `P/${p.appl.slice(0, 4)}/${pad(i + 311, 5)}`,
    ]);
  s.push(
    insertRows(
      "mstrk.cem_pmt",
      ["pmt_id", "job_id", "appl_dt", "dec_dt", "sts_cd", "fee_p", "auth_ref"],
      pmtRows,
    ),
  );
  s.push(
    insertRows(
      "mstrk.inv",
      [
        "inv_no",
        "job_id",
        "inv_dt",
        "inv_typ",
        "net_p",
        "vat_p",
        "due_dt",
        "pd_dt",
        "pay_mth",
        "void_yn",
      ],
      invs.map((v, i) => [
        5001 + i,
        v.job,
        v.dt,
        v.typ,
        v.net,
        Math.round(v.net * 0.2),
        v.due,
        v.pd,
        v.pay,
        v.void,
      ]),
    ),
  );
  return s.join("\n\n") + "\n";
}
