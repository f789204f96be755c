/**
 * Holloway Wade LLP, a mid-size law firm in Leeds (West Yorkshire) with six practice groups, acting for companies,
 * private individuals, charities and public bodies. This is the firm's practice-management database: who the clients
 * are, the matters (files) opened for them, the fee earners working on them, their time recording, the bills sent,
 * the disbursements paid out on clients' behalf and the client (trust) account.
 *
 * Schema `pm` (practice management):
 * - `prac_grp`: the practice groups (departments), keyed by `grp_cd`: CORP Corporate & Commercial, LIT Commercial
 *   Litigation, PROP Real Estate, EMP Employment, PCL Private Client (wills, probate and trusts) and FAM Family.
 *   `grp_nm` the group's name; `head_fe` the fee earner (`fee_earner.fe_cd`) who heads the group.
 * - `fee_earner`: lawyers and paralegals who record chargeable time, keyed by `fe_cd` (their initials, e.g. 'MPH').
 *   `fe_nm` full name; `grade_cd` EP equity partner, SP salaried partner, SA senior associate, AS associate (a
 *   qualified solicitor), TR trainee solicitor or PL paralegal; `grp_cd` their practice group; `sup_fe` the
 *   `fe_cd` of their supervising partner (group heads are supervised by the managing partner, Margaret Holloway, who
 *   has none); `chg_rate` the current standard hourly charge-out rate in GBP (rates were about 8% lower in 2024 and
 *   4% lower in 2025); `adm_yr` the year they were admitted as a solicitor, NULL for trainees and paralegals;
 *   `start_dt` the day they joined the firm; `end_dt` the day they left, NULL while they still work here.
 * - `client`: the firm's clients, keyed by `cli_no` (e.g. 'C10482'). `cli_nm` the client's name (a company, a person,
 *   a charity or a public body); `cli_typ` CO company, IND individual, CHA charity or PUB public body; `town`;
 *   `intake_dt` the day the client was taken on; `orig_fe` the partner (`fee_earner.fe_cd`) who brought the client in
 *   (the originating partner); `kyc_ok` Y once anti-money-laundering identity checks (KYC) are complete, N while
 *   still outstanding.
 * - `matter`: a file opened for one piece of work for a client, keyed by `mat_ref` (client number and a sequence,
 *   e.g. 'C10482/003'). `cli_no`; `mat_desc` a short description; `grp_cd` the practice group doing the work;
 *   `resp_fe` the fee earner responsible for the matter (the matter handler); `open_dt`; `close_dt` the day the file
 *   was closed, NULL while the matter is open; `sts_cd` OPN open and active, DOR open but dormant (no work for
 *   months, waiting on the client or the other side) or CLS closed; `fee_basis` HRLY hourly rates, FIXED an agreed
 *   fixed fee, or CFA a conditional fee agreement ("no win, no fee": billed only at the end, with a success fee);
 *   `fixed_fee` the agreed fee in GBP excluding VAT for FIXED matters, NULL otherwise; `est_amt` the costs estimate
 *   given to the client at the outset (fees excluding VAT and disbursements) for HRLY and CFA matters, NULL when none
 *   was given.
 * - `time_entry`: the timesheet, one row per fee earner per piece of work recorded, keyed by `entry_no`. `fe_cd`;
 *   `mat_ref`; `wrk_dt` the day worked; `act_cd` the activity: ATT attendance (meeting), TEL telephone call, LTR
 *   letters and emails, DRF drafting, REV reviewing documents, RES legal research, CRT court or tribunal hearing,
 *   TRV travel, ADM file administration; `units` the time in 6-minute units (10 units = 1 hour); `rate` the hourly
 *   rate applied; `val` the value of the time (units / 10 x rate) in GBP; `billable_yn` N for time that will never
 *   be charged to the client (all file administration, some trainee time, the odd entry written off when recorded);
 *   `bill_no` the bill the time was charged on, NULL while unbilled (unbilled billable time is the work in progress,
 *   WIP). On a fixed-fee matter all its billable time is marked with the one fixed-fee bill.
 *
 * Schema `acct` (accounts):
 * - `bill`: bills (invoices) sent to clients, keyed by `bill_no` (e.g. 'HW25/0112'), one matter per bill. `mat_ref`;
 *   `bill_dt` issue date; `due_dt` payment due date (30 days later); `post_prd` the accounting period it was posted
 *   to, kept as text 'YYYY-MM'; `fee_amt` professional fees, `disb_amt` disbursements recharged, `vat_amt` VAT and
 *   `tot_amt` the total, all in GBP; `paid_amt` how much has been paid so far; `paid_dt` the day it was paid in full
 *   (NULL unless paid); `sts_cd` PD paid, PP part paid, OS outstanding (nothing paid yet; overdue once past
 *   `due_dt`) or WO written off as irrecoverable. Hourly matters are billed every two or three months and when they
 *   close; fixed-fee matters once, on completion; CFA matters once, when they end.
 * - `disb`: disbursements, costs paid out to third parties on a matter and recharged to the client, keyed by
 *   `disb_no`. `mat_ref`; `inc_dt` the day incurred; `disb_cd` CRT court fee, COU counsel's (barrister's) fee, EXP
 *   expert's fee, SRC property searches, LRF Land Registry fee, CHF Companies House fee, PRB probate application
 *   fee, ADV statutory advertisement, CUR courier, TRV travel; `payee`; `net_amt` the amount excluding VAT; `vat_yn`
 *   Y when VAT is charged on it; `bill_no` the bill it was recharged on, NULL while unbilled.
 * - `trust_txn`: the client (trust) account ledger: money the firm holds for clients, kept apart from the firm's own
 *   money, keyed by `txn_no`. `mat_ref`; `txn_dt`; `txn_cd` RCPT money received into client account, PAY money paid
 *   out of it to a third party or back to the client, TFR a transfer to the firm's office account to pay one of our
 *   bills (then `bill_no` is that bill); `amt` always positive, in GBP; `narr` a narrative. The balance held for a
 *   matter is its receipts less its payments and transfers.
 *
 * Only matters open on or after 1 January 2024 were migrated from the old system: time, bills, disbursements and
 * client account entries run from January 2024 to 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const FIRST_DAY = "2024-01-01";
const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";

type Grade = "EP" | "SP" | "SA" | "AS" | "TR" | "PL";
type Grp = "CORP" | "LIT" | "PROP" | "EMP" | "PCL" | "FAM";
type CliTyp = "CO" | "IND" | "CHA" | "PUB";
type Basis = "HRLY" | "FIXED" | "CFA";

const GROUPS: [Grp, string, string][] = [
  ["CORP", "Corporate & Commercial", "MPH"],
  ["LIT", "Commercial Litigation", "GWD"],
  ["PROP", "Real Estate", "PTN"],
  ["EMP", "Employment", "CVH"],
  ["PCL", "Private Client", "ERB"],
  ["FAM", "Family", "HBL"],
];

/** [fe_cd, fe_nm, grade_cd, grp_cd, sup_fe, chg_rate, adm_yr, start_dt, end_dt] */
const FEES: [string, string, Grade, Grp, string | null, number, number | null, string, string | null][] = [
  ["MPH", "Margaret Holloway", "EP", "CORP", null, 520, 1996, "2004-09-01", null],
  ["DAK", "David Akintola", "EP", "CORP", "MPH", 480, 2003, "2011-03-01", null],
  ["RSN", "Rebecca Sen", "SP", "CORP", "MPH", 410, 2010, "2016-01-11", null],
  ["TJW", "Thomas Whitfield", "SA", "CORP", "DAK", 345, 2015, "2018-09-03", null],
  ["ELC", "Eleanor Clarke", "AS", "CORP", "RSN", 280, 2021, "2019-09-02", null],
  ["JPB", "James Barrow", "AS", "CORP", "DAK", 265, 2022, "2022-09-05", "2025-08-29"],
  ["NKO", "Nia Okonkwo", "TR", "CORP", "MPH", 155, null, "2025-09-01", null],
  ["HFR", "Hamish Fraser", "PL", "CORP", "RSN", 125, null, "2021-02-15", null],
  ["GWD", "Geoffrey Wade", "EP", "LIT", "MPH", 500, 1998, "2008-01-07", null],
  ["SLM", "Sophie Lam", "EP", "LIT", "GWD", 470, 2005, "2012-05-14", null],
  ["RLW", "Richard Lowe", "EP", "LIT", "GWD", 490, 1989, "2001-04-02", "2024-12-31"],
  ["KBR", "Kieran Byrne", "SA", "LIT", "GWD", 340, 2014, "2017-03-06", null],
  ["AMT", "Anjali Mehta", "SA", "LIT", "SLM", 330, 2016, "2019-01-14", null],
  ["ORD", "Oliver Reid", "AS", "LIT", "SLM", 270, 2020, "2020-09-07", null],
  ["LFS", "Lucy Foster", "AS", "LIT", "GWD", 255, 2023, "2024-03-04", null],
  ["BHG", "Ben Hughes", "TR", "LIT", "SLM", 150, null, "2024-09-02", null],
  ["CDN", "Chloe Dunn", "PL", "LIT", "GWD", 120, null, "2019-06-03", null],
  ["PTN", "Paul Tennant", "EP", "PROP", "MPH", 460, 2000, "2009-10-05", null],
  ["FHL", "Fiona Hall", "SP", "PROP", "PTN", 390, 2009, "2015-04-13", null],
  ["MKW", "Marek Kowalski", "SA", "PROP", "PTN", 320, 2015, "2020-01-06", null],
  ["RJN", "Rachel Jones", "AS", "PROP", "FHL", 245, 2021, "2021-09-06", null],
  ["SPT", "Sanjay Patel", "AS", "PROP", "FHL", 240, 2023, "2023-10-02", null],
  ["ZAL", "Zoe Allen", "PL", "PROP", "PTN", 120, null, "2018-08-20", null],
  ["GMR", "Gemma Morris", "PL", "PROP", "FHL", 120, null, "2022-01-10", "2026-04-30"],
  ["CVH", "Catherine Vaughan", "EP", "EMP", "MPH", 470, 2002, "2010-02-01", null],
  ["OPR", "Owen Pritchard", "SP", "EMP", "CVH", 390, 2012, "2025-05-06", null],
  ["IGN", "Imran Ghani", "SA", "EMP", "CVH", 330, 2013, "2018-04-09", null],
  ["HPW", "Hannah Powell", "AS", "EMP", "CVH", 260, 2019, "2021-01-11", null],
  ["LMC", "Liam McCarthy", "TR", "EMP", "CVH", 150, null, "2025-09-01", null],
  ["ERB", "Edward Rutherford-Brown", "EP", "PCL", "MPH", 450, 1994, "2003-06-02", null],
  ["JSM", "Julia Simmons", "SP", "PCL", "ERB", 380, 2008, "2014-09-01", null],
  ["AWT", "Alice Watts", "SA", "PCL", "ERB", 310, 2014, "2016-10-03", null],
  ["DKP", "Daniel Kemp", "AS", "PCL", "JSM", 245, 2022, "2024-01-15", null],
  ["PNW", "Patricia Newman", "PL", "PCL", "JSM", 125, null, "2012-03-05", null],
  ["HBL", "Helen Blake", "EP", "FAM", "MPH", 440, 1999, "2013-01-07", null],
  ["NFS", "Naomi Fischer", "SP", "FAM", "HBL", 370, 2011, "2023-04-03", null],
  ["VNR", "Victoria Norris", "SA", "FAM", "HBL", 315, 2012, "2017-11-06", null],
  ["TAD", "Tom Adeyemi", "AS", "FAM", "HBL", 250, 2020, "2021-03-01", "2026-02-27"],
  ["MEV", "Megan Evans", "AS", "FAM", "HBL", 240, 2024, "2026-03-02", null],
];

const TOWNS: [string, number][] = [
  ["Leeds", 36],
  ["Bradford", 13],
  ["Harrogate", 11],
  ["York", 9],
  ["Wakefield", 8],
  ["Halifax", 7],
  ["Huddersfield", 7],
  ["Ilkley", 4],
  ["Manchester", 3],
];

const CO_A = [
  "Aldgate", "Bramley", "Calder", "Denholme", "Elmfield", "Fernbank", "Garforth", "Hawksworth", "Kirkstall", "Lindley",
  "Marsden", "Netherton", "Oakwood", "Pennine", "Rawdon", "Saltaire", "Thornhill", "Wharfedale", "Aire Valley",
  "Brunswick", "Headingley", "Holbeck", "Meanwood", "Roundhay", "Shipley", "Wetherby", "Kestrel", "Meridian",
  "Northgate", "Sterling", "Harbour", "Beacon", "Summit", "Vantage", "Ironbridge", "Ridgeway", "Clarion", "Foxhill",
];
const CO_B = [
  "Engineering Ltd", "Logistics Ltd", "Developments Ltd", "Homes Ltd", "Foods Ltd", "Software Ltd", "Textiles Ltd",
  "Builders Ltd", "Retail Ltd", "Hotels Ltd", "Holdings plc", "Capital LLP", "Dental Care Ltd", "Motors Ltd",
  "Print Ltd", "Brewery Ltd", "Recruitment Ltd", "Packaging Ltd",
];
const CHARITIES = [
  "St Aidan's Hospice Trust", "Calder Valley Food Bank", "Airedale Youth Sports Foundation",
  "Northern Heritage Railway Trust", "Wharfe Riverside Conservation Trust", "Kirkgate Housing Association",
];
const PUBLICS = [
  "Aireborough Metropolitan Council", "Wharfedale NHS Foundation Trust", "Denholme Town Council",
  "West Riding Fire and Rescue Authority",
];
const FIRST = [
  "James", "Olivia", "Daniel", "Emma", "Noah", "Amelia", "Oliver", "Hannah", "George", "Isla", "Harry", "Sophie",
  "Jacob", "Lily", "Charlie", "Freya", "Thomas", "Ella", "Oscar", "Grace", "William", "Chloe", "Mark", "Ruth",
  "Andrew", "Karen", "Joshua", "Poppy", "Henry", "Susan", "Arthur", "Zara", "Samuel", "Aisha", "Mohammed", "Priya",
  "Patrick", "Siobhan", "Gareth", "Joan", "Kwame", "Ngozi", "Tomasz", "Agnieszka", "Raj", "Meera", "Colin",
  "Margaret", "Derek", "Janet", "Stuart", "Pauline", "Keith", "Brenda", "Rhys", "Niamh",
];
const LAST = [
  "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright", "Thompson",
  "Walker", "White", "Roberts", "Green", "Wood", "Jackson", "Clarke", "Khan", "Lewis", "Mitchell", "Greenwood",
  "Ackroyd", "Sutcliffe", "Hirst", "Booth", "Holroyd", "Barraclough", "Murphy", "O'Connor", "Kowalczyk", "Okafor",
  "Singh", "Begum", "Fletcher", "Harding", "Lloyd", "Pearson", "Gallagher", "Moran", "Sharma", "Bradley", "Kerr",
  "Fraser", "Quinn", "Hussain", "Crowther", "Naylor",
];
const STREETS = [
  "Otley Road", "Wetherby Road", "Kings Road", "Victoria Avenue", "Park Lane", "Church Street", "Moorland Drive",
  "Station Road", "Grange Avenue", "St Mark's Road", "Harrogate Road", "Beech Grove", "Chapel Lane", "Mill Street",
  "Westfield Crescent", "The Drive", "Oakwood Lane", "Cavendish Road",
];
const ESTATES = ["Thorp Arch Estate", "Sherburn Business Park", "Capitol Park", "Aire Valley Business Centre", "Clayton Wood Close", "Lowfields Way"];
const SITES = ["Stourton depot", "Cross Green warehouse", "Temple Green", "Hunslet Road", "Kirkstall Forge plot", "Sheepscar Court"];
const LENDERS = ["Nationwide", "Halifax", "Yorkshire Building Society", "Leeds Building Society", "Santander", "Barclays", "NatWest"];
const BANKS = ["Lloyds Bank", "HSBC", "NatWest", "Barclays", "Yorkshire Building Society", "Santander"];
const FIRMS = ["Brayshaw & Co accountants", "Pickering Surveyors", "Milner Kemp Architects", "Dalesway Financial Advisers", "Carr Lupton solicitors"];
const CHAMBERS = ["Park Square Chambers", "St Paul's Chambers", "Kings Bench Chambers", "Exchange Chambers", "Broadway House Chambers"];
const EXPERTS = [
  "Dr Alan Firth (forensic accountant)", "Hartley Chartered Surveyors", "Priestley Engineering Consultants",
  "Dr Leonie Marsh (consultant psychiatrist)", "Abbott Pension Actuaries", "Carlton Valuers LLP",
];

interface Fe {
  cd: string;
  nm: string;
  grade: Grade;
  grp: Grp;
  sup: string | null;
  rate: number;
  start: string;
  end: string | null;
}
interface Client {
  no: string;
  nm: string;
  typ: CliTyp;
  town: string;
  intake: string;
  orig: string;
  kyc: "Y" | "N";
  payDays: number;
  bad: number;
}
interface Kind {
  cd: string;
  grp: Grp;
  types: CliTyp[];
  w: number;
  basis: (c: Client) => Basis;
  fixed?: [number, number];
  hrs: [number, number];
  dur: [number, number];
  desc: (c: Client) => string;
  disb: [string, number, number, number][];
}
interface Entry {
  no: number;
  fe: Fe;
  mat: string;
  day: string;
  act: string;
  units: number;
  rate: number;
  val: number;
  billable: "Y" | "N";
  bill: Bill | null;
}
interface Disb {
  no: string;
  mat: string;
  day: string;
  cd: string;
  payee: string;
  net: number;
  vat: "Y" | "N";
  bill: Bill | null;
}
interface Bill {
  no: string;
  mat: string;
  day: string;
  fee: number;
  disb: number;
  vat: number;
  tot: number;
  paid: number;
  paidDt: string | null;
  sts: string;
}
interface Txn {
  mat: string;
  day: string;
  cd: "RCPT" | "PAY" | "TFR";
  amt: number;
  bill: Bill | null;
  narr: string;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;
const maxIso = (a: string, b: string) => (a > b ? a : b);
const minIso = (a: string, b: string) => (a < b ? a : b);
const monthEnd = (iso: string) => {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
/** Moves a weekend day to the Monday after (or the Friday before when the Monday is past `limit`). */
const weekday = (iso: string, limit: string) => {
  const dow = new Date(`${iso}T00:00:00Z`).getUTCDay();
  if (dow !== 0 && dow !== 6) return iso;
  const mon = addDays(iso, dow === 6 ? 2 : 1);
  return mon <= limit ? mon : addDays(iso, dow === 6 ? -1 : -2);
};
const employed = (fe: Fe, day: string) => fe.start <= day && (fe.end === null || fe.end >= day);
const rateOn = (fe: Fe, day: string) => {
  const f = day < "2025-01-01" ? 0.92 : day < "2026-01-01" ? 0.96 : 1;
  return Math.round((fe.rate * f) / 5) * 5;
};
const sdltResidential = (p: number) => round2(0.02 * Math.max(0, Math.min(p, 250_000) - 125_000) + 0.05 * Math.max(0, Math.min(p, 925_000) - 250_000));

export function datasetSql(): string {
  const r = seededRandom(7_031_977);
  const fes: Fe[] = FEES.map(([cd, nm, grade, grp, sup, rate, , start, end]) => ({ cd, nm, grade, grp, sup, rate, start, end }));
  const feOf = (cd: string) => fes.find((f) => f.cd === cd) as Fe;
  const headOf = (g: Grp) => feOf((GROUPS.find((x) => x[0] === g) as (typeof GROUPS)[number])[2]);
  const person = () => `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const coName = () => `${r.pick(CO_A)} ${r.pick(CO_B)}`;
  const addr = () => `${r.int(2, 148)} ${r.pick(STREETS)}`;

  // Clients
  const clients: Client[] = [];
  const used = new Set<string>();
  const N_CLIENTS = 118;
  const charities = r.shuffle(CHARITIES);
  const publics = r.shuffle(PUBLICS);
  for (let i = 0; i < N_CLIENTS; i++) {
    let typ = r.weighted<CliTyp>([["CO", 52], ["IND", 40], ["CHA", 5], ["PUB", 3]]);
    if (typ === "CHA" && charities.length === 0) typ = "CO";
    if (typ === "PUB" && publics.length === 0) typ = "CO";
    let nm = "";
    if (typ === "CHA") nm = charities.pop() as string;
    else if (typ === "PUB") nm = publics.pop() as string;
    else
      do nm = typ === "CO" ? coName() : person();
      while (used.has(nm));
    used.add(nm);
    const yr = r.weighted<number>([[2012, 3], [2015, 4], [2018, 5], [2020, 5], [2022, 7], [2023, 9], [2024, 14], [2025, 14], [2026, 10]]);
    const intake = weekday(r.date(`${yr}-01-04`, yr === 2026 ? "2026-11-16" : `${yr}-12-18`), LAST_DAY);
    const partners = fes.filter((f) => (f.grade === "EP" || f.grade === "SP") && employed(f, intake));
    const orig = r.weighted(partners.map((f) => [f.cd, f.grade === "EP" ? 3 : 1] as [string, number]));
    const base = typ === "IND" ? 18 : typ === "CO" ? 38 : typ === "CHA" ? 30 : 52;
    clients.push({
      no: "",
      nm,
      typ,
      town: r.weighted(TOWNS),
      intake,
      orig,
      kyc: intake > "2026-10-01" ? (r.chance(0.6) ? "N" : "Y") : r.chance(0.03) ? "N" : "Y",
      payDays: base * Math.exp((r.next() - 0.5) * 0.8),
      bad: typ === "CO" && r.chance(0.12) ? 1 : 0,
    });
  }
  clients.sort((a, b) => (a.intake < b.intake ? -1 : a.intake > b.intake ? 1 : 0));
  let cliSeq = 10_000;
  for (const c of clients) c.no = `C${(cliSeq += r.int(3, 17))}`;

  const KINDS: Kind[] = [
    { cd: "ACQ", grp: "CORP", types: ["CO"], w: 3, basis: () => "HRLY", hrs: [25, 70], dur: [90, 270], desc: () => `Acquisition of ${coName()}`, disb: [["CHF", 0.6, 10, 100], ["CUR", 0.3, 18, 60]] },
    { cd: "SHA", grp: "CORP", types: ["CO"], w: 2, basis: () => "HRLY", hrs: [6, 18], dur: [30, 120], desc: () => "Shareholders' agreement", disb: [["CHF", 0.3, 10, 50]] },
    { cd: "COM", grp: "CORP", types: ["CO", "CHA", "PUB"], w: 3, basis: () => "HRLY", hrs: [4, 16], dur: [20, 90], desc: () => `Supply agreement with ${coName()}`, disb: [] },
    { cd: "TCS", grp: "CORP", types: ["CO"], w: 2, basis: () => "FIXED", fixed: [1500, 4000], hrs: [4, 12], dur: [14, 60], desc: () => "Standard terms and conditions review", disb: [] },
    { cd: "INV", grp: "CORP", types: ["CO"], w: 1, basis: () => "HRLY", hrs: [20, 50], dur: [60, 200], desc: () => "Series A investment round", disb: [["CHF", 0.8, 10, 50]] },
    { cd: "GOV", grp: "CORP", types: ["CHA", "PUB"], w: 3, basis: () => "HRLY", hrs: [6, 18], dur: [30, 120], desc: () => "Governance and constitution review", disb: [] },
    { cd: "DEBT", grp: "LIT", types: ["CO", "PUB"], w: 3, basis: () => "HRLY", hrs: [3, 14], dur: [60, 300], desc: () => `Debt recovery v ${coName()}`, disb: [["CRT", 1, 80, 455]] },
    { cd: "CONT", grp: "LIT", types: ["CO", "CHA", "PUB"], w: 3, basis: () => "HRLY", hrs: [20, 70], dur: [180, 720], desc: () => `Contract dispute with ${coName()}`, disb: [["CRT", 0.9, 455, 10000], ["COU", 0.7, 2500, 15000], ["EXP", 0.4, 3000, 12000]] },
    { cd: "PN", grp: "LIT", types: ["IND", "CO"], w: 2, basis: (c) => (c.typ === "IND" ? "CFA" : "HRLY"), hrs: [18, 60], dur: [270, 900], desc: () => `Professional negligence claim v ${r.pick(FIRMS)}`, disb: [["CRT", 0.8, 455, 5000], ["COU", 0.6, 2000, 9000], ["EXP", 0.7, 1500, 6000]] },
    { cd: "DEF", grp: "LIT", types: ["CO", "PUB"], w: 2, basis: () => "HRLY", hrs: [12, 50], dur: [180, 600], desc: () => `Defence of claim by ${coName()}`, disb: [["COU", 0.6, 2500, 12000], ["EXP", 0.3, 2000, 8000]] },
    { cd: "INJ", grp: "LIT", types: ["CO"], w: 1, basis: () => "HRLY", hrs: [10, 30], dur: [14, 60], desc: () => "Injunction application", disb: [["CRT", 1, 275, 528], ["COU", 1, 3000, 8000]] },
    { cd: "NBR", grp: "LIT", types: ["IND"], w: 2, basis: () => "HRLY", hrs: [8, 30], dur: [120, 500], desc: () => `Boundary dispute - ${addr()}`, disb: [["EXP", 0.8, 900, 2500], ["CRT", 0.5, 308, 455]] },
    { cd: "PUR", grp: "PROP", types: ["IND"], w: 5, basis: () => "FIXED", fixed: [1100, 2200], hrs: [4, 10], dur: [45, 120], desc: (c) => `Purchase of ${addr()}, ${c.town}`, disb: [["SRC", 1, 250, 450], ["LRF", 1, 45, 295]] },
    { cd: "SAL", grp: "PROP", types: ["IND"], w: 4, basis: () => "FIXED", fixed: [900, 1800], hrs: [3, 8], dur: [45, 120], desc: (c) => `Sale of ${addr()}, ${c.town}`, disb: [["LRF", 1, 7, 21]] },
    { cd: "REM", grp: "PROP", types: ["IND"], w: 2, basis: () => "FIXED", fixed: [500, 800], hrs: [1, 4], dur: [20, 60], desc: () => `Remortgage of ${addr()}`, disb: [["LRF", 1, 20, 45]] },
    { cd: "LEA", grp: "PROP", types: ["CO", "CHA", "PUB"], w: 4, basis: () => "HRLY", hrs: [6, 22], dur: [45, 180], desc: () => `Lease of Unit ${r.int(1, 24)}, ${r.pick(ESTATES)}`, disb: [["LRF", 0.5, 45, 295], ["SRC", 0.3, 300, 900]] },
    { cd: "CPUR", grp: "PROP", types: ["CO"], w: 2, basis: () => "HRLY", hrs: [15, 45], dur: [90, 240], desc: () => `Acquisition of ${r.pick(SITES)} site`, disb: [["SRC", 1, 600, 1500], ["LRF", 1, 295, 1105]] },
    { cd: "LTA", grp: "PROP", types: ["CO"], w: 2, basis: () => "FIXED", fixed: [1250, 2000], hrs: [2, 6], dur: [30, 90], desc: () => `Licence to assign - Unit ${r.int(1, 24)}, ${r.pick(ESTATES)}`, disb: [["CUR", 0.3, 18, 60]] },
    { cd: "ETD", grp: "EMP", types: ["CO", "PUB", "CHA"], w: 3, basis: () => "HRLY", hrs: [12, 45], dur: [180, 540], desc: () => `Tribunal claim by ${person()}`, disb: [["COU", 0.5, 1500, 6000]] },
    { cd: "SAE", grp: "EMP", types: ["CO", "PUB"], w: 3, basis: () => "HRLY", hrs: [2, 7], dur: [14, 45], desc: () => `Settlement agreement - ${person()}`, disb: [] },
    { cd: "SAR", grp: "EMP", types: ["IND"], w: 3, basis: () => "FIXED", fixed: [450, 750], hrs: [1, 3], dur: [7, 30], desc: () => "Settlement agreement advice", disb: [] },
    { cd: "UDC", grp: "EMP", types: ["IND"], w: 2, basis: () => "CFA", hrs: [12, 40], dur: [180, 540], desc: () => `Unfair dismissal claim v ${coName()}`, disb: [["COU", 0.4, 1500, 5000]] },
    { cd: "HBK", grp: "EMP", types: ["CO", "CHA", "PUB"], w: 2, basis: () => "FIXED", fixed: [2500, 5000], hrs: [6, 15], dur: [30, 90], desc: () => "Staff handbook review", disb: [] },
    { cd: "WIL", grp: "PCL", types: ["IND"], w: 5, basis: () => "FIXED", fixed: [600, 1500], hrs: [2, 5], dur: [14, 75], desc: () => "Wills and lasting powers of attorney", disb: [] },
    { cd: "PRB", grp: "PCL", types: ["IND"], w: 4, basis: () => "HRLY", hrs: [10, 40], dur: [180, 600], desc: () => `Estate of ${person()} deceased`, disb: [["PRB", 1, 273, 300], ["ADV", 0.8, 190, 300]] },
    { cd: "TRU", grp: "PCL", types: ["IND"], w: 2, basis: () => "HRLY", hrs: [6, 20], dur: [120, 400], desc: (c) => `${c.nm.split(" ").slice(-1)[0]} Family Trust administration`, disb: [] },
    { cd: "LEG", grp: "PCL", types: ["CHA"], w: 4, basis: () => "HRLY", hrs: [2, 6], dur: [60, 240], desc: () => `Legacy from the estate of ${person()}`, disb: [] },
    { cd: "DIV", grp: "FAM", types: ["IND"], w: 4, basis: () => "HRLY", hrs: [15, 55], dur: [180, 600], desc: () => "Divorce and financial remedy", disb: [["CRT", 1, 593, 593], ["COU", 0.4, 1500, 6000], ["EXP", 0.3, 1200, 3000]] },
    { cd: "CAR", grp: "FAM", types: ["IND"], w: 3, basis: () => "HRLY", hrs: [10, 40], dur: [120, 450], desc: () => "Child arrangements", disb: [["CRT", 1, 255, 255], ["EXP", 0.2, 1500, 3500]] },
    { cd: "PNA", grp: "FAM", types: ["IND"], w: 1, basis: () => "FIXED", fixed: [2000, 3500], hrs: [5, 10], dur: [30, 90], desc: () => "Prenuptial agreement", disb: [] },
    { cd: "COH", grp: "FAM", types: ["IND"], w: 1, basis: () => "HRLY", hrs: [10, 35], dur: [120, 400], desc: () => "Cohabitation property dispute", disb: [["CRT", 0.6, 308, 455]] },
  ];
  const GRP_W: Record<CliTyp, [Grp, number][]> = {
    CO: [["CORP", 30], ["LIT", 25], ["PROP", 25], ["EMP", 20]],
    IND: [["PROP", 30], ["PCL", 25], ["FAM", 22], ["EMP", 10], ["LIT", 8]],
    CHA: [["CORP", 20], ["PROP", 25], ["EMP", 20], ["PCL", 35]],
    PUB: [["LIT", 35], ["EMP", 30], ["CORP", 20], ["PROP", 15]],
  };
  const DISB_PAYEE: Record<string, () => string> = {
    CRT: () => "HM Courts & Tribunals Service",
    COU: () => `${person()}, ${r.pick(CHAMBERS)}`,
    EXP: () => r.pick(EXPERTS),
    SRC: () => "Searchflow Ltd",
    LRF: () => "HM Land Registry",
    CHF: () => "Companies House",
    PRB: () => "HMCTS Probate",
    ADV: () => "The Gazette",
    CUR: () => "DX Network Services",
    TRV: () => "LNER",
  };
  const VAT_DISB = new Set(["COU", "EXP", "SRC", "ADV", "CUR"]);

  const matterRows: unknown[][] = [];
  const entries: Entry[] = [];
  const disbs: Disb[] = [];
  const bills: Bill[] = [];
  const txns: Txn[] = [];

  for (const c of clients) {
    const n = c.intake > "2026-06-01" ? 1 : r.weighted<number>([[1, 45], [2, 30], [3, 15], [4, 7], [5, 3]]);
    const opens: string[] = [];
    for (let k = 0; k < n; k++) {
      const from = k === 0 ? maxIso(c.intake, "2023-03-01") : maxIso(addDays(c.intake, 20), "2023-03-01");
      if (from > "2026-11-20") continue;
      opens.push(k === 0 && c.intake >= "2023-03-01" ? c.intake : weekday(r.date(r.chance(0.4) ? maxIso(from, "2025-10-01") : from, "2026-11-20"), LAST_DAY));
    }
    opens.sort();
    let seq = 0;
    for (const open of opens) {
      const grp = r.weighted(GRP_W[c.typ]);
      const kinds = KINDS.filter((k) => k.grp === grp && k.types.includes(c.typ));
      const kind = r.weighted(kinds.map((k) => [k, k.w] as [Kind, number]));
      let dur = r.int(kind.dur[0], kind.dur[1]);
      if (addDays(open, dur) < "2024-01-20") dur = r.int(20, 120) + Math.round((Date.parse("2024-01-20") - Date.parse(open)) / 86_400_000);
      const plannedEnd = addDays(open, dur);
      // some files stall: the client or the other side goes quiet and the file sits dormant
      const stalled = open >= "2025-01-01" && open < "2026-05-01" && r.chance(0.08);
      const close = plannedEnd <= "2026-11-20" && !stalled ? weekday(plannedEnd, LAST_DAY) : null;
      const dormantFrom =
        stalled || (close === null && open < "2026-04-01" && r.chance(0.35))
          ? r.date(addDays(open, 30), maxIso(addDays(open, 30), minIso(plannedEnd, "2026-05-31")))
          : null;
      const sts = close ? "CLS" : dormantFrom ? "DOR" : "OPN";
      const basis = kind.basis(c);
      const fixed = basis === "FIXED" && kind.fixed ? Math.round(r.int(kind.fixed[0], kind.fixed[1]) / 50) * 50 : null;
      // conveyancing completes a few days before the file closes; other closed files get their final bill just before closing
      const completion = close && ["PUR", "SAL", "CPUR", "REM"].includes(kind.cd) ? weekday(addDays(close, -r.int(3, 12)), LAST_DAY) : null;
      const finalDay = close
        ? completion
          ? weekday(addDays(completion, -r.int(1, 3)), LAST_DAY)
          : maxIso(addDays(open, 1), weekday(addDays(close, -r.int(4, 12)), LAST_DAY))
        : null;
      const lastWork = basis === "FIXED" ? minIso(close ?? LAST_DAY, dormantFrom ?? LAST_DAY) : minIso(finalDay ?? LAST_DAY, dormantFrom ?? LAST_DAY);
      const cands = fes.filter(
        (f) =>
          f.grp === grp &&
          (f.grade !== "TR" && (f.grade !== "PL" || ["PUR", "SAL", "REM", "WIL", "DEBT"].includes(kind.cd))) &&
          employed(f, maxIso(open, "2023-03-01")) &&
          (f.end === null || f.end >= (close ?? LAST_DAY)),
      );
      const resp =
        cands.length > 0
          ? r.weighted(cands.map((f) => [f, { EP: 1.2, SP: 2, SA: 3, AS: 3, TR: 0, PL: 2 }[f.grade]] as [Fe, number]))
          : headOf(grp);
      const ref = `${c.no}/${pad(++seq, 3)}`;
      const hours = r.float(kind.hrs[0], kind.hrs[1], 1);

      // time
      const matEntries: Entry[] = [];
      const nEntries = Math.max(1, Math.round(hours / 1.05));
      const spanEnd = close ?? plannedEnd;
      const pickFe = (day: string): Fe => {
        const roll = r.next();
        let f: Fe | undefined;
        if (roll < 0.6) f = resp;
        else if (roll < 0.75) f = resp.sup ? feOf(resp.sup) : undefined;
        else if (roll < 0.9) {
          const jr = fes.filter((x) => x.grp === grp && (x.grade === "TR" || x.grade === "PL") && employed(x, day));
          f = jr.length ? r.pick(jr) : undefined;
        } else {
          const q = fes.filter((x) => x.grp === grp && ["SA", "AS"].includes(x.grade) && employed(x, day));
          f = q.length ? r.pick(q) : undefined;
        }
        if (!f || !employed(f, day) || f.grp !== grp) f = employed(resp, day) ? resp : headOf(grp);
        return f;
      };
      for (let e = 0; e < nEntries; e++) {
        const day = weekday(r.date(open, spanEnd), spanEnd);
        if (day < FIRST_DAY || day > lastWork || day > LAST_DAY) continue;
        const fe = pickFe(day);
        const acts: [string, number][] = [["TEL", 18], ["LTR", 25], ["DRF", 20], ["REV", 15], ["ATT", 10], ["RES", 6], ["TRV", 2], ["ADM", 5]];
        if (grp === "LIT" || grp === "EMP" || grp === "FAM") acts.push(["CRT", 4]);
        const act = r.weighted(acts);
        const [lo, hi] = ({ TEL: [1, 3], LTR: [1, 4], DRF: [3, 30], REV: [2, 20], ATT: [5, 25], RES: [5, 30], CRT: [20, 70], TRV: [5, 20], ADM: [1, 5] } as Record<string, [number, number]>)[act] as [number, number];
        const units = r.int(lo, hi);
        const rate = rateOn(fe, day);
        const billable = act === "ADM" || (fe.grade === "TR" && r.chance(0.2)) || r.chance(0.02) ? "N" : "Y";
        const en: Entry = { no: 0, fe, mat: ref, day, act, units, rate, val: round2((units / 10) * rate), billable, bill: null };
        matEntries.push(en);
      }
      matEntries.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
      entries.push(...matEntries);

      // disbursements
      const matDisbs: Disb[] = [];
      const disbSpecs = [...kind.disb, ["TRV", 0.1, 20, 180] as [string, number, number, number]];
      for (const [cd, p, lo, hi] of disbSpecs) {
        if (!r.chance(p)) continue;
        const day = weekday(r.date(addDays(open, 3), minIso(spanEnd, addDays(open, Math.max(10, Math.round(dur * 0.8))))), LAST_DAY);
        if (day < FIRST_DAY || day > lastWork || day > LAST_DAY) continue;
        const net = lo === hi ? lo : cd === "COU" || cd === "EXP" ? Math.round(r.int(lo, hi) / 50) * 50 : r.float(lo, hi, 2);
        matDisbs.push({ no: "", mat: ref, day, cd, payee: (DISB_PAYEE[cd] as () => string)(), net, vat: VAT_DISB.has(cd) ? "Y" : "N", bill: null });
      }
      matDisbs.sort((a, b) => (a.day < b.day ? -1 : 1));
      disbs.push(...matDisbs);

      // bills
      const matBills: Bill[] = [];
      const makeBill = (day: string, cutoff: string, feeOverride: number | null, feeMult = 1): Bill | null => {
        if (day > LAST_DAY) return null;
        const es = matEntries.filter((x) => x.bill === null && x.billable === "Y" && x.day <= cutoff);
        const ds = matDisbs.filter((x) => x.bill === null && x.day <= cutoff);
        const fee = feeOverride ?? round2(es.reduce((s, x) => s + x.val, 0) * feeMult);
        const disb = round2(ds.reduce((s, x) => s + x.net, 0));
        if (fee + disb < 1) return null;
        const vat = round2(0.2 * (fee + ds.filter((x) => x.vat === "Y").reduce((s, x) => s + x.net, 0)));
        const b: Bill = { no: "", mat: ref, day, fee, disb, vat, tot: round2(fee + disb + vat), paid: 0, paidDt: null, sts: "OS" };
        for (const x of es) x.bill = b;
        for (const x of ds) x.bill = b;
        matBills.push(b);
        return b;
      };
      if (basis === "HRLY") {
        const every = grp === "PROP" || grp === "CORP" ? r.pick([2, 3]) : r.pick([2, 3, 3]);
        let m = monthEnd(addDays(monthEnd(open), 1));
        let k = 0;
        while (m < (finalDay ?? LAST_DAY)) {
          k++;
          const day = weekday(addDays(m, r.int(1, 7)), LAST_DAY);
          if (k % every === 0 && m >= "2024-01-31" && day < (finalDay ?? "9999")) makeBill(day, m, null);
          m = monthEnd(addDays(m, 1));
        }
        if (finalDay) makeBill(finalDay, finalDay, null);
      } else if (basis === "FIXED" && finalDay) {
        const b = makeBill(finalDay, close as string, fixed);
        if (b) for (const x of matEntries) if (x.billable === "Y" && x.bill === null) x.bill = b;
      } else if (basis === "CFA" && finalDay) {
        makeBill(finalDay, finalDay, null, 1.25);
      }
      bills.push(...matBills);

      // client account
      type Ev = { day: string; pri: number; run: () => void };
      const evs: Ev[] = [];
      let bal = 0;
      const clamp = (day: string) => (close ? minIso(day, close) : day);
      const rc = (d0: string, amt: number, narr: string) => {
        const day = clamp(d0);
        evs.push({ day, pri: 0, run: () => { bal = round2(bal + amt); txns.push({ mat: ref, day, cd: "RCPT", amt: round2(amt), bill: null, narr }); } });
      };
      const pay = (d0: string, amt: number | "rest", narr: string) => {
        const day = clamp(d0);
        evs.push({
          day,
          pri: 2,
          run: () => {
            const a = amt === "rest" ? bal : Math.min(amt, bal);
            if (a < 0.01) return;
            bal = round2(bal - a);
            txns.push({ mat: ref, day, cd: "PAY", amt: round2(a), bill: null, narr });
          },
        });
      };
      const endDay = close ?? "9999-12-31";
      if (kind.cd === "PUR" && completion) {
        const price = r.int(140, 720) * 1000;
        const mortgage = r.chance(0.8) ? Math.round((price * r.float(0.55, 0.85)) / 1000) * 1000 : 0;
        const sdlt = sdltResidential(price);
        const feeBill = matBills[matBills.length - 1];
        const tot = feeBill ? feeBill.tot : 0;
        rc(weekday(addDays(completion, -r.int(5, 12)), LAST_DAY), round2(price - mortgage + sdlt + tot), "Completion monies from client");
        if (mortgage) rc(weekday(addDays(completion, -1), LAST_DAY), mortgage, `Mortgage advance - ${r.pick(LENDERS)}`);
        pay(completion, price, "Completion monies to seller's solicitors");
        if (sdlt > 0) pay(weekday(addDays(completion, r.int(1, 2)), LAST_DAY), sdlt, "SDLT to HMRC");
      } else if (kind.cd === "PUR" && !close && !dormantFrom && plannedEnd < addDays(LAST_DAY, 40) && r.chance(0.7)) {
        const price = r.int(140, 720) * 1000;
        rc(weekday(r.date(maxIso(open, addDays(LAST_DAY, -30)), LAST_DAY), LAST_DAY), price / 10, "Exchange deposit from client");
      } else if (kind.cd === "SAL" && completion) {
        const price = r.int(140, 650) * 1000;
        rc(completion, price, "Sale proceeds from buyer's solicitors");
        if (r.chance(0.7)) pay(completion, Math.round((price * r.float(0.15, 0.6)) / 100) * 100, `Redemption of mortgage - ${r.pick(LENDERS)}`);
        pay(weekday(addDays(completion, 1), LAST_DAY), "rest", "Net sale proceeds to client");
      } else if (kind.cd === "CPUR" && completion) {
        const price = r.int(45, 380) * 10_000;
        const sdlt = round2(Math.max(0, price - 250_000) * 0.05 + 3000);
        const feeBill = matBills[matBills.length - 1];
        rc(weekday(addDays(completion, -r.int(4, 8)), LAST_DAY), round2(price + sdlt + (feeBill ? feeBill.tot : 0)), "Purchase monies from client");
        pay(completion, price, "Completion monies to seller's solicitors");
        pay(weekday(addDays(completion, r.int(1, 2)), LAST_DAY), sdlt, "SDLT to HMRC");
      } else if (kind.cd === "PRB") {
        const span = Math.max(30, Math.round(((Date.parse(close ?? plannedEnd) - Date.parse(open)) / 86_400_000) * 0.6));
        const nr = r.int(2, 4);
        for (let i = 0; i < nr; i++) rc(weekday(addDays(open, r.int(20, span)), LAST_DAY), r.int(40, 1500) * 100, `Estate funds - closure of ${r.pick(BANKS)} account`);
        if (r.chance(0.5)) rc(weekday(addDays(open, r.int(Math.round(span * 0.6), span + 60)), LAST_DAY), r.int(150, 450) * 1000, `Sale proceeds of ${addr()}`);
        if (finalDay) pay(close as string, "rest", "Distribution to residuary beneficiaries");
      } else if (kind.cd === "LEG") {
        rc(weekday(addDays(open, r.int(15, 40)), LAST_DAY), r.int(50, 800) * 100, "Legacy received from executors");
        if (finalDay) pay(close as string, "rest", "Legacy remitted to client");
      } else if (kind.cd === "UDC" && finalDay) {
        rc(weekday(addDays(finalDay, -r.int(5, 15)), LAST_DAY), r.int(50, 400) * 100, "Settlement monies from respondent");
        pay(close as string, "rest", "Balance of settlement to client");
      } else if (
        (basis === "HRLY" && (grp === "LIT" || grp === "FAM" || kind.cd === "TRU") && r.chance(0.5)) ||
        (grp === "EMP" && c.typ === "IND" && basis === "HRLY")
      ) {
        rc(weekday(addDays(open, r.int(1, 14)), LAST_DAY), r.int(4, 30) * 250, "Money on account of costs");
        if (finalDay) pay(close as string, "rest", "Return of unused funds to client");
      }
      for (const b of matBills) {
        const d = completion && b.day < completion ? completion : minIso(weekday(addDays(b.day, r.int(0, 3)), LAST_DAY), LAST_DAY);
        evs.push({
          day: d,
          pri: 1,
          run: () => {
            if (bal < 0.01) return;
            const a = round2(Math.min(bal, b.tot));
            bal = round2(bal - a);
            b.paid = a;
            if (a >= b.tot - 0.005) b.paidDt = d;
            txns.push({ mat: ref, day: d, cd: "TFR", amt: a, bill: b, narr: "Transfer to office account" });
          },
        });
      }
      evs
        .filter((e) => e.day >= FIRST_DAY && e.day <= LAST_DAY && e.day <= endDay)
        .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.pri - b.pri))
        .forEach((e) => e.run());

      // bills the client pays directly
      for (const b of matBills) {
        const rest = round2(b.tot - b.paid);
        if (rest < 0.01) {
          b.sts = "PD";
          continue;
        }
        const age = Math.round((Date.parse(LAST_DAY) - Date.parse(b.day)) / 86_400_000);
        const roll = r.next();
        const days = Math.max(3, Math.round(c.payDays * Math.exp((r.next() - 0.5) * 0.9) * (c.bad ? 2.2 : 1)));
        if (age > 150 && roll < 0.035 + c.bad * 0.25) {
          b.sts = "WO";
        } else if (age > 90 && roll < 0.08 + c.bad * 0.3) {
          b.paid = round2(b.paid + Math.round(rest * r.float(0.3, 0.7)));
          b.sts = "PP";
        } else if (age >= days) {
          b.paid = b.tot;
          b.paidDt = addDays(b.day, days);
          b.sts = "PD";
        } else b.sts = b.paid > 0 ? "PP" : "OS";
      }

      matterRows.push([
        ref,
        c.no,
        kind.desc(c),
        grp,
        resp.cd,
        open,
        close,
        sts,
        basis,
        fixed,
        basis === "FIXED" || r.chance(0.2) ? null : Math.round((hours * resp.rate * r.float(0.75, 1.4)) / 500) * 500,
      ]);
    }
  }

  // numbering
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  entries.sort((a, b) => cmp(a.day, b.day) || cmp(a.mat, b.mat) || cmp(a.fe.cd, b.fe.cd));
  entries.forEach((e, i) => (e.no = 200_001 + i));
  bills.sort((a, b) => cmp(a.day, b.day) || cmp(a.mat, b.mat));
  const billSeq: Record<string, number> = {};
  for (const b of bills) {
    const yy = b.day.slice(2, 4);
    billSeq[yy] = (billSeq[yy] ?? 0) + 1;
    b.no = `HW${yy}/${pad(billSeq[yy] as number, 4)}`;
  }
  disbs.sort((a, b) => cmp(a.day, b.day) || cmp(a.mat, b.mat));
  disbs.forEach((d, i) => (d.no = `D${pad(30_001 + i, 5)}`));
  txns.sort((a, b) => cmp(a.day, b.day));
  for (const t of txns) if (t.bill) t.narr = `Transfer to office account - bill ${t.bill.no}`;

  if (TODAY <= LAST_DAY) throw new Error("today must follow the last day of data");

  return [
    "CREATE SCHEMA pm;",
    "CREATE SCHEMA acct;",
    `CREATE TABLE pm.fee_earner (fe_cd varchar(4) PRIMARY KEY, fe_nm text NOT NULL, grade_cd char(2) NOT NULL, grp_cd varchar(4) NOT NULL,
      sup_fe varchar(4) REFERENCES pm.fee_earner (fe_cd), chg_rate numeric(7,2) NOT NULL, adm_yr smallint, start_dt date NOT NULL, end_dt date);`,
    `CREATE TABLE pm.prac_grp (grp_cd varchar(4) PRIMARY KEY, grp_nm text NOT NULL, head_fe varchar(4) NOT NULL REFERENCES pm.fee_earner (fe_cd));`,
    `CREATE TABLE pm.client (cli_no varchar(8) PRIMARY KEY, cli_nm text NOT NULL, cli_typ varchar(3) NOT NULL, town text NOT NULL, intake_dt date NOT NULL,
      orig_fe varchar(4) NOT NULL REFERENCES pm.fee_earner (fe_cd), kyc_ok char(1) NOT NULL);`,
    `CREATE TABLE pm.matter (mat_ref varchar(12) PRIMARY KEY, cli_no varchar(8) NOT NULL REFERENCES pm.client (cli_no), mat_desc text NOT NULL,
      grp_cd varchar(4) NOT NULL REFERENCES pm.prac_grp (grp_cd), resp_fe varchar(4) NOT NULL REFERENCES pm.fee_earner (fe_cd), open_dt date NOT NULL,
      close_dt date, sts_cd char(3) NOT NULL, fee_basis varchar(5) NOT NULL, fixed_fee numeric(9,2), est_amt numeric(10,2));`,
    `CREATE TABLE acct.bill (bill_no varchar(10) PRIMARY KEY, mat_ref varchar(12) NOT NULL REFERENCES pm.matter (mat_ref), bill_dt date NOT NULL,
      due_dt date NOT NULL, post_prd char(7) NOT NULL, fee_amt numeric(10,2) NOT NULL, disb_amt numeric(10,2) NOT NULL, vat_amt numeric(10,2) NOT NULL,
      tot_amt numeric(10,2) NOT NULL, paid_amt numeric(10,2) NOT NULL, paid_dt date, sts_cd char(2) NOT NULL);`,
    `CREATE TABLE pm.time_entry (entry_no integer PRIMARY KEY, fe_cd varchar(4) NOT NULL REFERENCES pm.fee_earner (fe_cd),
      mat_ref varchar(12) NOT NULL REFERENCES pm.matter (mat_ref), wrk_dt date NOT NULL, act_cd char(3) NOT NULL, units smallint NOT NULL,
      rate numeric(7,2) NOT NULL, val numeric(9,2) NOT NULL, billable_yn char(1) NOT NULL, bill_no varchar(10) REFERENCES acct.bill (bill_no));`,
    `CREATE TABLE acct.disb (disb_no varchar(8) PRIMARY KEY, mat_ref varchar(12) NOT NULL REFERENCES pm.matter (mat_ref), inc_dt date NOT NULL,
      disb_cd char(3) NOT NULL, payee text NOT NULL, net_amt numeric(10,2) NOT NULL, vat_yn char(1) NOT NULL, bill_no varchar(10) REFERENCES acct.bill (bill_no));`,
    `CREATE TABLE acct.trust_txn (txn_no integer PRIMARY KEY, mat_ref varchar(12) NOT NULL REFERENCES pm.matter (mat_ref), txn_dt date NOT NULL,
      txn_cd varchar(4) NOT NULL, amt numeric(12,2) NOT NULL, bill_no varchar(10) REFERENCES acct.bill (bill_no), narr text NOT NULL);`,
    insertRows("pm.fee_earner", ["fe_cd", "fe_nm", "grade_cd", "grp_cd", "sup_fe", "chg_rate", "adm_yr", "start_dt", "end_dt"], FEES),
    insertRows("pm.prac_grp", ["grp_cd", "grp_nm", "head_fe"], GROUPS),
    "ALTER TABLE pm.fee_earner ADD FOREIGN KEY (grp_cd) REFERENCES pm.prac_grp (grp_cd);",
    insertRows(
      "pm.client",
      ["cli_no", "cli_nm", "cli_typ", "town", "intake_dt", "orig_fe", "kyc_ok"],
      clients.map((c) => [c.no, c.nm, c.typ, c.town, c.intake, c.orig, c.kyc]),
    ),
    insertRows(
      "pm.matter",
      ["mat_ref", "cli_no", "mat_desc", "grp_cd", "resp_fe", "open_dt", "close_dt", "sts_cd", "fee_basis", "fixed_fee", "est_amt"],
      matterRows,
    ),
    insertRows(
      "acct.bill",
      ["bill_no", "mat_ref", "bill_dt", "due_dt", "post_prd", "fee_amt", "disb_amt", "vat_amt", "tot_amt", "paid_amt", "paid_dt", "sts_cd"],
      bills.map((b) => [b.no, b.mat, b.day, addDays(b.day, 30), b.day.slice(0, 7), b.fee, b.disb, b.vat, b.tot, b.paid, b.paidDt, b.sts]),
    ),
    insertRows(
      "pm.time_entry",
      ["entry_no", "fe_cd", "mat_ref", "wrk_dt", "act_cd", "units", "rate", "val", "billable_yn", "bill_no"],
      entries.map((e) => [e.no, e.fe.cd, e.mat, e.day, e.act, e.units, e.rate, e.val, e.billable, e.bill ? e.bill.no : null]),
    ),
    insertRows(
      "acct.disb",
      ["disb_no", "mat_ref", "inc_dt", "disb_cd", "payee", "net_amt", "vat_yn", "bill_no"],
      disbs.map((d) => [d.no, d.mat, d.day, d.cd, d.payee, d.net, d.vat, d.bill ? d.bill.no : null]),
    ),
    insertRows(
      "acct.trust_txn",
      ["txn_no", "mat_ref", "txn_dt", "txn_cd", "amt", "bill_no", "narr"],
      txns.map((t, i) => [70_001 + i, t.mat, t.day, t.cd, t.amt, t.bill ? t.bill.no : null, t.narr]),
    ),
  ].join("\n");
}
