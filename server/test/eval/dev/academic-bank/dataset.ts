/**
 * Vltava Savings Bank, a Czech retail bank with branches in 24 districts, modelled on the public "financial"
 * database of academic text-to-SQL benchmarks (accounts, clients, dispositions, cards, loans, transactions and
 * standing orders, with district demographics). Amounts are in CZK.
 *
 * Schema `ref`: districts (`district`): `dist_cd` code, `dist_nm` name, `region_nm` region, `pop_cnt` inhabitants,
 * `n_munic` number of municipalities, `urban_pct` share of urban inhabitants (0-100), `avg_sal` average monthly
 * salary (2025), `unemp_24` and `unemp_25` unemployment rate in % in 2024 and 2025, `entr_per_1k` entrepreneurs per
 * 1000 inhabitants, `crimes_24` and `crimes_25` number of committed crimes in 2024 and 2025.
 *
 * Schema `bank`:
 * - `branch`: branches; `parent_br_cd` is the regional branch a local branch reports to (the head office has none,
 *   regional branches report to the head office); `open_yr` the year it opened; `close_dt` is set for a closed
 *   branch (null while it is open).
 * - `client`: clients with `first_nm`, `last_nm`, `gender` (M/F), `birth_dt` and `dist_cd` (district of residence).
 * - `acct`: accounts, held at a branch (`br_cd`); `open_dt`; `close_dt` null while the account is open;
 *   `stmt_freq` the statement issuance frequency code: M = monthly issuance, W = weekly issuance, T = issuance after
 *   each transaction; `ebank_yn` Y when internet banking is enabled.
 * - `disp`: dispositions linking clients to accounts; `disp_typ` OWNER (exactly one per account; the owner may
 *   take loans and standing orders) or DISPOSENT (a user authorised to operate the account).
 * - `card`: payment cards issued to a disposition; `card_typ` classic, gold or junior; `issue_dt` is the issue date
 *   kept as YYYYMMDD text by the card processor.
 * - `loan`: at most one loan per account; `grant_dt`, `amt` loan amount, `dur_mo` duration in months, `mthly_pmt`
 *   monthly payment; `loan_sts`: A = contract finished, no problems; B = contract finished, loan not paid;
 *   C = running contract, OK so far; D = running contract, client in debt.
 * - `trn`: transactions of the current year, from 1 January 2026 (older history is archived); `trn_typ` CR (credit)
 *   or DB (debit); `op_cd` the operation: CASH_IN (credit in cash), COLL (collection from another bank), CARD
 *   (withdrawal by card), CASH_OUT (withdrawal in cash), REMIT (remittance to another bank, or a loan payment to this
 *   bank), INT (interest credited, quarterly), FEE (a fee or sanction charged by the bank); `amt` is always positive,
 *   `bal_after` the balance after the transaction; `k_sym` the characterisation: PENS (old-age pension), SAL
 *   (salary), HH (household payment), INS (insurance payment), LEASE (leasing), LOAN (loan payment), STMT (statement
 *   fee, charged quarterly on accounts with weekly or per-transaction statements), SANC (sanction interest for a
 *   negative balance, charged at month end), INT (interest), or null; `partner_bank` the other bank's code for COLL
 *   and REMIT (null for loan payments).
 * - `perm_ord`: standing (permanent) orders from an account to another bank's account; `k_sym` HH, INS, LEASE or
 *   LOAN; `amt` the monthly amount; `end_dt` null while the order is still in force.
 *
 * Accounts are opened from 2019 to 2026-11-24; loans are granted from 2021.
 */
import {
  insertRows,
  seededRandom,
  type SeededRandom,
} from "../../seeded-random";

const LAST_DAY = "2026-11-24";
const TRN_FROM = "2026-01-01";

/** [dist_cd, dist_nm, region_nm, pop_cnt, n_munic, urban_pct, avg_sal, unemp_24, unemp_25, entr_per_1k, crimes_24, crimes_25] */
type District = [
  string,
  string,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];
const DISTRICTS: District[] = [
  [
    "PHA",
    "Hl.m. Praha",
    "Prague",
    1384732,
    1,
    100.0,
    61250,
    2.71,
    2.86,
    212,
    71820,
    69415,
  ],
  [
    "KLA",
    "Kladno",
    "central Bohemia",
    169440,
    100,
    69.2,
    44180,
    4.15,
    4.42,
    118,
    4210,
    4389,
  ],
  [
    "BEN",
    "Benesov",
    "central Bohemia",
    101380,
    114,
    49.5,
    41230,
    2.95,
    3.08,
    131,
    1805,
    1777,
  ],
  [
    "CBU",
    "Ceske Budejovice",
    "south Bohemia",
    197560,
    109,
    62.8,
    45390,
    3.02,
    3.21,
    126,
    4520,
    4391,
  ],
  [
    "TAB",
    "Tabor",
    "south Bohemia",
    102560,
    110,
    52.3,
    40860,
    3.48,
    3.55,
    119,
    1690,
    1752,
  ],
  [
    "PLZ",
    "Plzen - mesto",
    "west Bohemia",
    188410,
    15,
    99.1,
    49870,
    2.88,
    2.97,
    134,
    6110,
    5932,
  ],
  [
    "CHE",
    "Cheb",
    "west Bohemia",
    91120,
    40,
    79.4,
    39150,
    4.62,
    4.95,
    121,
    2350,
    2471,
  ],
  [
    "KVA",
    "Karlovy Vary",
    "west Bohemia",
    115470,
    54,
    75.6,
    40720,
    4.88,
    5.21,
    127,
    2980,
    2902,
  ],
  [
    "UST",
    "Usti nad Labem",
    "north Bohemia",
    117630,
    23,
    84.9,
    42010,
    6.41,
    6.88,
    112,
    4380,
    4605,
  ],
  [
    "MOS",
    "Most",
    "north Bohemia",
    110150,
    26,
    88.3,
    39460,
    7.52,
    7.94,
    98,
    3950,
    4211,
  ],
  [
    "LIB",
    "Liberec",
    "north Bohemia",
    175720,
    59,
    77.0,
    44560,
    3.66,
    3.84,
    129,
    4420,
    4316,
  ],
  [
    "HKR",
    "Hradec Kralove",
    "east Bohemia",
    163010,
    104,
    64.7,
    46120,
    2.54,
    2.62,
    128,
    3105,
    3012,
  ],
  [
    "PAR",
    "Pardubice",
    "east Bohemia",
    175440,
    112,
    58.4,
    44870,
    2.68,
    2.74,
    124,
    3290,
    3354,
  ],
  [
    "TRU",
    "Trutnov",
    "east Bohemia",
    117150,
    75,
    63.1,
    39980,
    3.71,
    3.69,
    117,
    1980,
    2044,
  ],
  [
    "BRN",
    "Brno - mesto",
    "south Moravia",
    398510,
    1,
    100.0,
    52940,
    3.94,
    4.07,
    155,
    13850,
    13102,
  ],
  [
    "ZNO",
    "Znojmo",
    "south Moravia",
    113890,
    144,
    40.7,
    38620,
    5.35,
    5.48,
    109,
    1740,
    1825,
  ],
  [
    "BRE",
    "Breclav",
    "south Moravia",
    116350,
    63,
    51.2,
    39340,
    4.27,
    4.12,
    113,
    2110,
    2089,
  ],
  [
    "JIH",
    "Jihlava",
    "south Moravia",
    113160,
    123,
    56.9,
    42650,
    2.84,
    2.91,
    116,
    1620,
    1598,
  ],
  [
    "ZLI",
    "Zlin",
    "south Moravia",
    190270,
    89,
    61.4,
    43250,
    3.12,
    3.25,
    133,
    3480,
    3396,
  ],
  [
    "OST",
    "Ostrava - mesto",
    "north Moravia",
    284980,
    1,
    100.0,
    47150,
    6.12,
    6.35,
    108,
    11240,
    10876,
  ],
  [
    "KAR",
    "Karvina",
    "north Moravia",
    243180,
    17,
    88.5,
    40130,
    8.34,
    8.61,
    94,
    7820,
    8107,
  ],
  [
    "OPA",
    "Opava",
    "north Moravia",
    175690,
    78,
    54.2,
    41560,
    4.96,
    5.03,
    112,
    2860,
    2815,
  ],
  [
    "OLO",
    "Olomouc",
    "north Moravia",
    233160,
    97,
    56.7,
    43790,
    3.51,
    3.66,
    123,
    5010,
    5183,
  ],
  [
    "PRO",
    "Prostejov",
    "north Moravia",
    107580,
    97,
    48.6,
    40870,
    3.89,
    4.02,
    118,
    1730,
    1801,
  ],
];

/** [br_cd, br_nm, dist_cd, parent_br_cd, open_yr, close_dt] */
type Branch = [string, string, string, string | null, number, string | null];
const BRANCHES: Branch[] = [
  ["B001", "Praha Head Office Na Prikope", "PHA", null, 1991, null],
  ["B002", "Praha 4 Pankrac", "PHA", "B001", 1998, null],
  ["B003", "Praha 6 Dejvice", "PHA", "B001", 2004, null],
  ["B010", "Kladno Regional", "KLA", "B001", 1994, null],
  ["B011", "Benesov Masarykovo nam.", "BEN", "B010", 2001, null],
  ["B020", "Ceske Budejovice Regional", "CBU", "B001", 1993, null],
  ["B021", "Tabor Zizkovo nam.", "TAB", "B020", 2006, null],
  ["B030", "Plzen Regional", "PLZ", "B001", 1992, null],
  ["B031", "Cheb Hlavni", "CHE", "B030", 1999, "2025-03-31"],
  ["B032", "Karlovy Vary Lazenska", "KVA", "B030", 1997, null],
  ["B040", "Usti nad Labem Regional", "UST", "B001", 1994, null],
  ["B041", "Most Budovatelu", "MOS", "B040", 2003, null],
  ["B042", "Liberec Soukenne nam.", "LIB", "B040", 1996, null],
  ["B050", "Hradec Kralove Regional", "HKR", "B001", 1993, null],
  ["B051", "Pardubice Pernstynska", "PAR", "B050", 1995, null],
  ["B052", "Trutnov Horska", "TRU", "B050", 2008, "2024-09-30"],
  ["B060", "Brno Regional", "BRN", "B001", 1992, null],
  ["B061", "Brno Kralovo Pole", "BRN", "B060", 2012, null],
  ["B062", "Znojmo Obroky", "ZNO", "B060", 2002, null],
  ["B063", "Breclav Hrbitovni", "BRE", "B060", 2005, null],
  ["B064", "Jihlava Masarykovo nam.", "JIH", "B060", 1998, null],
  ["B065", "Zlin Namesti Miru", "ZLI", "B060", 1997, null],
  ["B070", "Ostrava Regional", "OST", "B001", 1993, null],
  ["B071", "Karvina Frystat", "KAR", "B070", 1996, null],
  ["B072", "Opava Horni nam.", "OPA", "B070", 2000, null],
  ["B073", "Olomouc Horni nam.", "OLO", "B070", 1995, null],
  ["B074", "Prostejov Palackeho", "PRO", "B070", 2009, null],
];

const MALE_FIRST = [
  "Jan",
  "Jiri",
  "Petr",
  "Josef",
  "Pavel",
  "Martin",
  "Tomas",
  "Jaroslav",
  "Miroslav",
  "Zdenek",
  "Vaclav",
  "Michal",
  "Frantisek",
  "Jakub",
  "Milan",
  "Karel",
  "Lukas",
  "David",
  "Ondrej",
  "Ladislav",
  "Roman",
  "Stanislav",
  "Filip",
  "Marek",
  "Radek",
  "Vojtech",
  "Adam",
  "Matej",
  "Antonin",
  "Libor",
];
const FEMALE_FIRST = [
  "Jana",
  "Marie",
  "Eva",
  "Hana",
  "Anna",
  "Lenka",
  "Katerina",
  "Lucie",
  "Vera",
  "Alena",
  "Petra",
  "Veronika",
  "Jaroslava",
  "Martina",
  "Tereza",
  "Michaela",
  "Zuzana",
  "Ivana",
  "Monika",
  "Helena",
  "Ludmila",
  "Jitka",
  "Barbora",
  "Kristyna",
  "Eliska",
  "Marketa",
  "Dagmar",
  "Klara",
  "Adela",
  "Simona",
];
/** [male form, female form] */
const SURNAMES: [string, string][] = [
  ["Novak", "Novakova"],
  ["Svoboda", "Svobodova"],
  ["Novotny", "Novotna"],
  ["Dvorak", "Dvorakova"],
  ["Cerny", "Cerna"],
  ["Prochazka", "Prochazkova"],
  ["Kucera", "Kucerova"],
  ["Vesely", "Vesela"],
  ["Horak", "Horakova"],
  ["Nemec", "Nemcova"],
  ["Marek", "Markova"],
  ["Pospisil", "Pospisilova"],
  ["Pokorny", "Pokorna"],
  ["Hajek", "Hajkova"],
  ["Kral", "Kralova"],
  ["Jelinek", "Jelinkova"],
  ["Ruzicka", "Ruzickova"],
  ["Benes", "Benesova"],
  ["Fiala", "Fialova"],
  ["Sedlacek", "Sedlackova"],
  ["Dolezal", "Dolezalova"],
  ["Zeman", "Zemanova"],
  ["Kolar", "Kolarova"],
  ["Navratil", "Navratilova"],
  ["Cermak", "Cermakova"],
  ["Urban", "Urbanova"],
  ["Vanek", "Vankova"],
  ["Blazek", "Blazkova"],
  ["Kriz", "Krizova"],
  ["Kovar", "Kovarova"],
  ["Bartos", "Bartosova"],
  ["Vlcek", "Vlckova"],
  ["Polak", "Polakova"],
  ["Kopecky", "Kopecka"],
  ["Musil", "Musilova"],
  ["Simek", "Simkova"],
  ["Konecny", "Konecna"],
  ["Maly", "Mala"],
  ["Holub", "Holubova"],
  ["Stastny", "Stastna"],
];
const BANKS = [
  "AB",
  "CD",
  "EF",
  "GH",
  "IJ",
  "KL",
  "MN",
  "OP",
  "QR",
  "ST",
  "UV",
  "WX",
  "YZ",
];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
const addMonths = (iso: string, n: number) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(d, last))}`;
};
const round2 = (n: number) => Math.round(n * 100) / 100;
const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
const ageAt = (birth: string, day: string) => {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
};
const poisson = (r: SeededRandom, lambda: number) => {
  let k = 0;
  let p = Math.exp(-lambda);
  let cum = p;
  const u = r.next();
  while (u > cum && k < 20) {
    k++;
    p *= lambda / k;
    cum += p;
  }
  return k;
};

interface Client {
  no: string;
  gender: "M" | "F";
  birth: string;
  dist: string;
  first: string;
  last: string;
}
interface Account {
  no: string;
  br: string;
  dist: string;
  open: string;
  close: string | null;
  freq: string;
  ebank: "Y" | "N";
  owner: Client;
  card: boolean;
  pension: boolean;
}

export function datasetSql(): string {
  const r = seededRandom(80_413);
  const distOf = (cd: string) => DISTRICTS.find((d) => d[0] === cd) as District;

  // Clients
  const clients: Client[] = [];
  const names = new Set<string>();
  let clientSeq = 10_040;
  const makeClient = (
    dist: string,
    opts: { gender?: "M" | "F"; birth?: string; last?: [string, string] } = {},
  ): Client => {
    const gender = opts.gender ?? (r.chance(0.51) ? "F" : "M");
    const birth =
      opts.birth ??
      r.weighted<string>([
        [r.date("1941-01-01", "1954-12-31"), 14],
        [r.date("1955-01-01", "1969-12-31"), 24],
        [r.date("1970-01-01", "1984-12-31"), 28],
        [r.date("1985-01-01", "1996-12-31"), 24],
        [r.date("1997-01-01", "2006-06-30"), 12],
      ]);
    let first = "";
    let last = "";
    let tries = 0;
    do {
      const sn = tries < 5 && opts.last ? opts.last : r.pick(SURNAMES);
      first = r.pick(gender === "F" ? FEMALE_FIRST : MALE_FIRST);
      last = gender === "F" ? sn[1] : sn[0];
      tries++;
    } while (names.has(`${first} ${last}`));
    names.add(`${first} ${last}`);
    const c: Client = {
      no: `K${(clientSeq += r.int(1, 7))}`,
      gender,
      birth,
      dist,
      first,
      last,
    };
    clients.push(c);
    return c;
  };

  const distWeights = DISTRICTS.map(
    (d) => [d[0], Math.pow(d[3], 0.72)] as [string, number],
  );
  const branchesIn = (dist: string, day: string) =>
    BRANCHES.filter(
      (b) =>
        b[2] === dist &&
        b[4] <= Number(day.slice(0, 4)) &&
        (b[5] === null || b[5] > day),
    );
  const branchFor = (dist: string, day: string): Branch => {
    let local = branchesIn(dist, day);
    if (local.length === 0 || r.chance(0.1)) {
      const region = distOf(dist)[2];
      local = BRANCHES.filter(
        (b) => distOf(b[2])[2] === region && (b[5] === null || b[5] > day),
      );
      const hub = local.filter((b) => b[3] === "B001" || b[3] === null);
      if (hub.length > 0 && r.chance(0.7)) local = hub;
    }
    if (dist === "PHA")
      return r.weighted(
        local.map(
          (b) =>
            [b, b[0] === "B001" ? 5 : b[0] === "B002" ? 3 : 2] as [
              Branch,
              number,
            ],
        ),
      );
    return r.pick(local);
  };

  // Accounts, owners and disponents
  const accounts: Account[] = [];
  const dispRows: unknown[][] = [];
  let dispSeq = 2_000;
  let acctSeq = 2_100_457_000;
  const N_ACCOUNTS = 430;
  const openDates: string[] = [];
  for (let i = 0; i < N_ACCOUNTS; i++) {
    const yr = r.weighted<number>([
      [2019, 9],
      [2020, 9],
      [2021, 11],
      [2022, 13],
      [2023, 15],
      [2024, 16],
      [2025, 17],
      [2026, 14],
    ]);
    let d = r.date(`${yr}-01-01`, yr === 2026 ? "2026-11-20" : `${yr}-12-31`);
    // a spring campaign each year
    if (r.chance(0.12)) d = r.date(`${yr}-03-01`, `${yr}-04-30`);
    openDates.push(d);
  }
  openDates.sort();
  for (const open of openDates) {
    let owner: Client;
    const reuse = clients.filter((c) => ageAt(c.birth, open) >= 18);
    if (reuse.length > 20 && r.chance(0.05)) owner = r.pick(reuse);
    else {
      const dist = r.weighted(distWeights);
      owner = makeClient(dist);
      if (ageAt(owner.birth, open) < 18)
        owner.birth = addDays(owner.birth, -365 * r.int(18, 30));
    }
    const br = branchFor(owner.dist, open);
    const freq = r.weighted<string>([
      ["M", 80],
      ["W", 13],
      ["T", 7],
    ]);
    const ebankP = Math.max(
      0.15,
      Math.min(0.95, 1.15 - ageAt(owner.birth, open) / 80),
    );
    const close = r.chance(0.09) ? addDays(open, r.int(120, 1900)) : null;
    const acct: Account = {
      no: String((acctSeq += r.int(11, 4000))),
      br: br[0],
      dist: br[2],
      open,
      close: close && close <= LAST_DAY ? close : null,
      freq,
      ebank: r.chance(ebankP) ? "Y" : "N",
      owner,
      card: false,
      pension: ageAt(owner.birth, "2026-01-01") >= 64,
    };
    accounts.push(acct);
    dispRows.push([++dispSeq, owner.no, acct.no, "OWNER"]);
    if (r.chance(0.21)) {
      const spouse = r.chance(0.8);
      const g: "M" | "F" = spouse
        ? owner.gender === "M"
          ? "F"
          : "M"
        : r.chance(0.5)
          ? "M"
          : "F";
      const ownerSn = SURNAMES.find(
        (s) => s[0] === owner.last || s[1] === owner.last,
      );
      const birth = spouse
        ? addDays(owner.birth, r.int(-2500, 2500))
        : addDays(owner.birth, r.int(7000, 11000));
      const disp = makeClient(owner.dist, {
        gender: g,
        birth: birth > "2008-01-01" ? "2007-05-14" : birth,
        last: ownerSn,
      });
      dispRows.push([++dispSeq, disp.no, acct.no, "DISPOSENT"]);
    }
  }

  // Cards
  const rc = seededRandom(91_207);
  const cardRows: unknown[][] = [];
  let cardSeq = 4_169_330_000;
  const clientByNo = new Map(clients.map((c) => [c.no, c]));
  const acctByNo = new Map(accounts.map((a) => [a.no, a]));
  for (const [dispNo, clientNo, acctNo, typ] of dispRows as [
    number,
    string,
    string,
    string,
  ][]) {
    const c = clientByNo.get(clientNo) as Client;
    const a = acctByNo.get(acctNo) as Account;
    const sal = distOf(c.dist)[6];
    if (!rc.chance(typ === "OWNER" ? 0.34 + (sal - 40000) / 120000 : 0.12))
      continue;
    const from = addDays(a.open, rc.int(0, 200));
    const until = a.close ?? LAST_DAY;
    if (from > until) continue;
    const issue = rc.date(from, minDate(addDays(from, 900), until));
    const age = ageAt(c.birth, issue);
    let cardTyp = rc.weighted<string>([
      ["classic", 72],
      ["gold", 10 + (sal - 38000) / 1200 + (age > 45 ? 6 : 0)],
    ]);
    if (age < 26 && rc.chance(0.6)) cardTyp = "junior";
    if (typ === "OWNER") a.card = true;
    cardRows.push([
      `${(cardSeq += rc.int(100, 9000))}`,
      dispNo,
      cardTyp,
      issue.replace(/-/g, ""),
    ]);
  }

  // Loans
  const rl = seededRandom(73_551);
  const loanRows: unknown[][] = [];
  const loans = new Map<
    string,
    { pmt: number; start: string; end: string; sts: string }
  >();
  let loanSeq = 5_300;
  for (const a of accounts) {
    if (!rl.chance(0.47)) continue;
    const earliest = maxDate(addDays(a.open, 30), "2021-01-04");
    const latest = a.close ? addDays(a.close, -400) : "2026-11-15";
    if (earliest > latest) continue;
    const grant = rl.chance(0.7)
      ? minDate(latest, rl.date(earliest, addDays(earliest, 500)))
      : rl.date(earliest, latest);
    const dur = rl.weighted<number>([
      [12, 22],
      [24, 26],
      [36, 22],
      [48, 15],
      [60, 15],
    ]);
    const pmt = rl.weighted<number>([
      [rl.int(900, 3000), 30],
      [rl.int(3000, 6500), 42],
      [rl.int(6500, 12000), 22],
      [rl.int(12000, 19000), 6],
    ]);
    const amt = pmt * dur;
    const end = addMonths(grant, dur);
    const unemp = distOf(a.owner.dist)[8];
    const finished = end <= LAST_DAY;
    const bad = rl.chance(0.04 + unemp * 0.026);
    const sts = finished ? (bad ? "B" : "A") : bad ? "D" : "C";
    loanRows.push([++loanSeq, a.no, grant, amt, dur, pmt, sts]);
    loans.set(a.no, { pmt, start: grant, end, sts });
  }

  // Standing orders
  const ro = seededRandom(66_019);
  const ordRows: unknown[][] = [];
  const orders = new Map<
    string,
    {
      amt: number;
      sym: string;
      bank: string;
      start: string;
      end: string | null;
    }[]
  >();
  let ordSeq = 29_400;
  for (const a of accounts) {
    const list: {
      amt: number;
      sym: string;
      bank: string;
      start: string;
      end: string | null;
    }[] = [];
    const n = ro.weighted<number>([
      [0, 30],
      [1, 38],
      [2, 22],
      [3, 10],
    ]);
    const syms = ro.shuffle(["HH", "HH", "INS", "LEASE"]).slice(0, n);
    const loan = loans.get(a.no);
    if (loan && ro.chance(0.5)) syms.push("LOAN");
    for (const sym of syms) {
      const start =
        sym === "LOAN" && loan ? loan.start : addDays(a.open, ro.int(0, 600));
      if (start > LAST_DAY) continue;
      let end: string | null = null;
      if (sym === "LOAN" && loan) end = loan.end <= LAST_DAY ? loan.end : null;
      else if (ro.chance(0.28)) end = addDays(start, ro.int(60, 1400));
      if (a.close && (end === null || end > a.close)) end = a.close;
      if (end && end > LAST_DAY) end = null;
      if (end && end <= start) continue;
      const amt =
        sym === "LOAN" && loan
          ? loan.pmt
          : sym === "HH"
            ? ro.int(8, 140) * 50
            : sym === "INS"
              ? ro.int(4, 60) * 25
              : ro.int(20, 160) * 50;
      const bank = ro.pick(BANKS);
      const o = { amt, sym, bank, start, end };
      list.push(o);
      ordRows.push([
        ++ordSeq,
        a.no,
        bank,
        String(ro.int(10_000_000, 99_999_999)),
        amt,
        sym,
        start,
        end,
      ]);
    }
    orders.set(a.no, list);
  }

  // Transactions (2025-01-01 onward)
  const rt = seededRandom(55_782);
  interface Trn {
    acct: string;
    dt: string;
    typ: string;
    op: string;
    amt: number;
    sym: string | null;
    bank: string | null;
    ord: number;
  }
  const trns: Trn[] = [];
  for (const a of accounts) {
    const from = maxDate(a.open, TRN_FROM);
    const until = a.close ?? LAST_DAY;
    if (from > until) continue;
    const active = loans.has(a.no) || rt.chance(0.38);
    const sal = distOf(a.owner.dist)[6];
    const income = a.pension
      ? rt.int(17000, 26000)
      : Math.round(sal * Math.exp((rt.next() - 0.5) * 0.8));
    const incomeBank = rt.pick(BANKS);
    const list = orders.get(a.no) ?? [];
    const loan = loans.get(a.no);
    let month = `${from.slice(0, 7)}-01`;
    while (month <= until) {
      const events: Trn[] = [];
      const inMonth = (day: number) =>
        `${month.slice(0, 8)}${pad(Math.min(day, 28))}`;
      const ok = (d: string) => d >= from && d <= until;
      if (active) {
        const d = inMonth(a.pension ? 15 : rt.int(8, 12));
        if (ok(d))
          events.push({
            acct: a.no,
            dt: d,
            typ: "CR",
            op: "COLL",
            amt: income,
            sym: a.pension ? "PENS" : "SAL",
            bank: incomeBank,
            ord: 1,
          });
        for (const o of list) {
          const od = inMonth(20);
          if (
            o.start <= od &&
            (o.end === null || o.end >= od) &&
            ok(od) &&
            o.sym !== "LOAN"
          ) {
            events.push({
              acct: a.no,
              dt: od,
              typ: "DB",
              op: "REMIT",
              amt: o.amt,
              sym: o.sym,
              bank: o.bank,
              ord: 3,
            });
          }
        }
        if (a.card) {
          for (let k = poisson(rt, 0.9); k > 0; k--) {
            const d2 = inMonth(rt.int(1, 28));
            if (ok(d2))
              events.push({
                acct: a.no,
                dt: d2,
                typ: "DB",
                op: "CARD",
                amt: Math.max(
                  100,
                  Math.round((rt.float(0.02, 0.25, 3) * income) / 50) * 50,
                ),
                sym: null,
                bank: null,
                ord: 4,
              });
          }
        }
        if (rt.chance(a.card ? 0.55 : 0.8)) {
          const d2 = inMonth(rt.int(1, 28));
          const share = a.card
            ? rt.float(0.2, 0.55, 3)
            : rt.float(0.35, 0.8, 3);
          if (ok(d2))
            events.push({
              acct: a.no,
              dt: d2,
              typ: "DB",
              op: "CASH_OUT",
              amt: Math.max(500, Math.round((income * share) / 100) * 100),
              sym: null,
              bank: null,
              ord: 5,
            });
        }
      } else {
        if (rt.chance(0.25)) {
          const d2 = inMonth(rt.int(1, 28));
          if (ok(d2))
            events.push({
              acct: a.no,
              dt: d2,
              typ: "CR",
              op: "CASH_IN",
              amt: rt.int(10, 400) * 100,
              sym: null,
              bank: null,
              ord: 2,
            });
        }
        if (rt.chance(0.12)) {
          const d2 = inMonth(rt.int(1, 28));
          if (ok(d2))
            events.push({
              acct: a.no,
              dt: d2,
              typ: "DB",
              op: "CASH_OUT",
              amt: rt.int(5, 120) * 100,
              sym: null,
              bank: null,
              ord: 5,
            });
        }
      }
      if (loan) {
        const ld = inMonth(Number(loan.start.slice(8, 10)));
        if (
          ld > loan.start &&
          ld <= loan.end &&
          ok(ld) &&
          !(loan.sts === "D" && ld > "2026-06-30" && rt.chance(0.6))
        ) {
          events.push({
            acct: a.no,
            dt: ld,
            typ: "DB",
            op: "REMIT",
            amt: loan.pmt,
            sym: "LOAN",
            bank: null,
            ord: 3,
          });
        }
      }
      const eom = addDays(addMonths(month, 1), -1);
      if (ok(eom)) {
        if (
          a.freq !== "M" &&
          ["03", "06", "09", "12"].includes(month.slice(5, 7))
        )
          events.push({
            acct: a.no,
            dt: eom,
            typ: "DB",
            op: "FEE",
            amt: a.freq === "T" ? 135 : 90,
            sym: "STMT",
            bank: null,
            ord: 6,
          });
      }
      events.sort((x, y) => x.dt.localeCompare(y.dt) || x.ord - y.ord);
      trns.push(...events);
      month = addMonths(month, 1);
    }
  }
  // running balances, interest and sanctions
  const trnRows: unknown[][] = [];
  let trnSeq = 3_800_000;
  const byAcct = new Map<string, Trn[]>();
  for (const t of trns) byAcct.set(t.acct, [...(byAcct.get(t.acct) ?? []), t]);
  const out: [Trn, number][] = [];
  for (const a of accounts) {
    const list = byAcct.get(a.no);
    if (!list) continue;
    let bal = a.open >= TRN_FROM ? 0 : rt.int(10, 900) * 100;
    let lastMonth = "";
    for (const t of list) {
      const mon = t.dt.slice(0, 7);
      if (lastMonth && mon !== lastMonth) {
        const eom = addDays(addMonths(`${lastMonth}-01`, 1), -1);
        if (bal > 0 && ["03", "06", "09", "12"].includes(lastMonth.slice(5))) {
          const interest = round2(bal * 0.0025);
          if (interest >= 0.5) {
            bal = round2(bal + interest);
            out.push([
              {
                acct: a.no,
                dt: eom,
                typ: "CR",
                op: "INT",
                amt: interest,
                sym: "INT",
                bank: null,
                ord: 9,
              },
              bal,
            ]);
          }
        } else if (bal < 0) {
          const s = round2(-bal * 0.012 + 10);
          bal = round2(bal - s);
          out.push([
            {
              acct: a.no,
              dt: eom,
              typ: "DB",
              op: "FEE",
              amt: s,
              sym: "SANC",
              bank: null,
              ord: 9,
            },
            bal,
          ]);
        }
      }
      lastMonth = mon;
      if (
        t.typ === "DB" &&
        (t.op === "CARD" || t.op === "CASH_OUT") &&
        t.sym === null &&
        t.amt > bal + 2000
      ) {
        t.amt = Math.max(100, Math.floor((Math.max(0, bal) * 0.4) / 100) * 100);
      }
      bal = round2(bal + (t.typ === "CR" ? t.amt : -t.amt));
      out.push([t, bal]);
    }
  }
  out.sort(
    (x, y) =>
      x[0].dt.localeCompare(y[0].dt) ||
      x[0].acct.localeCompare(y[0].acct) ||
      x[0].ord - y[0].ord,
  );
  for (const [t, bal] of out) {
    trnRows.push([
      ++trnSeq,
      t.acct,
      t.dt,
      t.typ,
      t.op,
      t.amt,
      bal,
      t.sym,
      t.bank,
    ]);
  }

  const clientRows = clients.map((c) => [
    c.no,
    c.first,
    c.last,
    c.gender,
    c.birth,
    c.dist,
  ]);
  const acctRows = accounts.map((a) => [
    a.no,
    a.br,
    a.freq,
    a.open,
    a.close,
    a.ebank,
  ]);

  return [
    "CREATE SCHEMA ref;",
    "CREATE SCHEMA bank;",
    `CREATE TABLE ref.district (dist_cd char(3) PRIMARY KEY, dist_nm text NOT NULL, region_nm text NOT NULL, pop_cnt integer NOT NULL,
      n_munic integer NOT NULL, urban_pct numeric(4,1) NOT NULL, avg_sal integer NOT NULL, unemp_24 numeric(4,2) NOT NULL,
      unemp_25 numeric(4,2) NOT NULL, entr_per_1k integer NOT NULL, crimes_24 integer NOT NULL, crimes_25 integer NOT NULL);`,
    `CREATE TABLE bank.branch (br_cd char(4) PRIMARY KEY, br_nm text NOT NULL, dist_cd char(3) NOT NULL REFERENCES ref.district (dist_cd),
      parent_br_cd char(4) REFERENCES bank.branch (br_cd), open_yr integer NOT NULL, close_dt date);`,
    `CREATE TABLE bank.client (client_no varchar(8) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, gender char(1) NOT NULL,
      birth_dt date NOT NULL, dist_cd char(3) NOT NULL REFERENCES ref.district (dist_cd));`,
    `CREATE TABLE bank.acct (acct_no varchar(10) PRIMARY KEY, br_cd char(4) NOT NULL REFERENCES bank.branch (br_cd), stmt_freq char(1) NOT NULL,
      open_dt date NOT NULL, close_dt date, ebank_yn char(1) NOT NULL);`,
    `CREATE TABLE bank.disp (disp_no integer PRIMARY KEY, client_no varchar(8) NOT NULL REFERENCES bank.client (client_no),
      acct_no varchar(10) NOT NULL REFERENCES bank.acct (acct_no), disp_typ varchar(9) NOT NULL);`,
    `CREATE TABLE bank.card (card_no varchar(16) PRIMARY KEY, disp_no integer NOT NULL REFERENCES bank.disp (disp_no), card_typ varchar(7) NOT NULL,
      issue_dt char(8) NOT NULL);`,
    `CREATE TABLE bank.loan (loan_no integer PRIMARY KEY, acct_no varchar(10) NOT NULL UNIQUE REFERENCES bank.acct (acct_no), grant_dt date NOT NULL,
      amt numeric(12,2) NOT NULL, dur_mo integer NOT NULL, mthly_pmt numeric(10,2) NOT NULL, loan_sts char(1) NOT NULL);`,
    `CREATE TABLE bank.trn (trn_no integer PRIMARY KEY, acct_no varchar(10) NOT NULL REFERENCES bank.acct (acct_no), trn_dt date NOT NULL,
      trn_typ char(2) NOT NULL, op_cd varchar(8) NOT NULL, amt numeric(12,2) NOT NULL, bal_after numeric(12,2) NOT NULL, k_sym varchar(5),
      partner_bank char(2));`,
    `CREATE TABLE bank.perm_ord (ord_no integer PRIMARY KEY, acct_no varchar(10) NOT NULL REFERENCES bank.acct (acct_no), to_bank char(2) NOT NULL,
      to_acct varchar(10) NOT NULL, amt numeric(10,2) NOT NULL, k_sym varchar(5) NOT NULL, start_dt date NOT NULL, end_dt date);`,
    insertRows(
      "ref.district",
      [
        "dist_cd",
        "dist_nm",
        "region_nm",
        "pop_cnt",
        "n_munic",
        "urban_pct",
        "avg_sal",
        "unemp_24",
        "unemp_25",
        "entr_per_1k",
        "crimes_24",
        "crimes_25",
      ],
      DISTRICTS,
    ),
    insertRows(
      "bank.branch",
      ["br_cd", "br_nm", "dist_cd", "parent_br_cd", "open_yr", "close_dt"],
      BRANCHES,
    ),
    insertRows(
      "bank.client",
      ["client_no", "first_nm", "last_nm", "gender", "birth_dt", "dist_cd"],
      clientRows,
    ),
    insertRows(
      "bank.acct",
      ["acct_no", "br_cd", "stmt_freq", "open_dt", "close_dt", "ebank_yn"],
      acctRows,
    ),
    insertRows(
      "bank.disp",
      ["disp_no", "client_no", "acct_no", "disp_typ"],
      dispRows,
    ),
    insertRows(
      "bank.card",
      ["card_no", "disp_no", "card_typ", "issue_dt"],
      cardRows,
    ),
    insertRows(
      "bank.loan",
      [
        "loan_no",
        "acct_no",
        "grant_dt",
        "amt",
        "dur_mo",
        "mthly_pmt",
        "loan_sts",
      ],
      loanRows,
    ),
    insertRows(
      "bank.trn",
      [
        "trn_no",
        "acct_no",
        "trn_dt",
        "trn_typ",
        "op_cd",
        "amt",
        "bal_after",
        "k_sym",
        "partner_bank",
      ],
      trnRows,
    ),
    insertRows(
      "bank.perm_ord",
      [
        "ord_no",
        "acct_no",
        "to_bank",
        "to_acct",
        "amt",
        "k_sym",
        "start_dt",
        "end_dt",
      ],
      ordRows,
    ),
  ].join("\n");
}
