/**
 * Kingley Vale Scaffolding Ltd, a family scaffolding contractor based on an industrial estate at Westhampnett, near
 * Chichester, West Sussex. It quotes for, erects, hires out and strikes (dismantles) tube-and-fitting scaffolds for
 * builders, roofers, housing developers, managing agents of blocks of flats, and private homeowners across West
 * Sussex and south-east Hampshire (Chichester, Bognor Regis, Selsey, Littlehampton, Arundel, Worthing, Midhurst,
 * Petersfield, Emsworth, Havant, Waterlooville, Fareham, Portsmouth). Work is seasonal: most quotes go out between
 * March and October, very few in December, and the yard shuts from 22 December to 2 January.
 *
 * This is the database of the "ScaffMate" hire and accounts package (schema `sfm`) as it stood at close of business
 * on Tuesday 2026-11-24 (the copy was taken on the morning of Wednesday 2026-11-25; no quote, erection, strike,
 * inspection, lorry movement or ledger document is dated 2026-11-25). The package went live on 2023-11-01: nothing
 * before that date was migrated (no earlier quotes, jobs, inspections or invoices; customer accounts and staff
 * records were keyed in with their original dates). Money is in pounds sterling held as integer PENCE (columns
 * ending `_p`): 125000 is £1,250.00. VAT is charged at 20% on every invoice and credit note. The firm reports its
 * sales (turnover, revenue) EX VAT: invoices net of VAT less credit notes net of VAT, by document date, ignoring
 * voided documents. Rows dated after 2026-11-24 are bookings, not things that have happened: scaffolds booked to go
 * up (job rows with status A and a future erect date) and the lorry deliveries planned for them (kit_mv). The package records no costs of any kind (wages, timesheets or hours, purchases of
 * tube, fittings and boards, lorry and fuel costs), and no customer feedback.
 *
 * - `sys_cd`: the package's general code list, one row per code: `cd_grp` the code group, `cd` the code, `cd_dsc`
 *   what it means, `srt` display order. Groups: JOBST (job.stat_cd), TXN (ldgr.txn_cd), CHG (ldgr.chg_cd), INSP
 *   (insp.insp_typ), MOV (kit_mv.mv_cd), PAY (ldgr.pay_mth). The same meanings are given below.
 *
 * - `cisrs_lvl`: CISRS (Construction Industry Scaffolders Record Scheme) card levels, keyed by `lvl_cd`: LAB
 *   Scaffold Labourer (green card), TRN Trainee Scaffolder (red card), SCF Scaffolder (blue card), ADV Advanced
 *   Scaffolder (gold card), SUP Scaffold Supervisor (black card). `lvl_dsc` the level's name; `card_clr` the colour of
 *   the card (words: 'Green', 'Red', 'Blue', 'Gold', 'Black'); `rnk` seniority, 1 lowest to 5 highest.
 *
 * - `crew`: erecting crews (gangs), keyed by `crew_cd` (C1 .. C6). `crew_nm` the name used in the yard ('Gang 1 -
 *   Mitchell' ...: the gang number and its chargehand's surname); `chg_hand` the chargehand (`erector.emp_no`);
 *   `van_reg` the crew van's registration; `frm_dt` the day the crew was formed; `actv_yn` Y crew still working, N
 *   disbanded (C6 was disbanded at the end of August 2025).
 *
 * - `erector`: everyone on site (scaffolders, labourers, chargehands, and the contracts manager who does most
 *   inspections), keyed by `emp_no`. `fnm` first name, `snm` surname; `crew_cd` the crew they work in
 *   (`crew.crew_cd`), NULL for the contracts manager; `lvl_cd` their CISRS card level (`cisrs_lvl.lvl_cd`); `card_no`
 *   the CISRS card number; `card_exp` the day that card expires (a card past this date is out of date and must be
 *   renewed); `insp_yn` Y they also hold a CISRS Scaffold Inspection card and may sign off inspections, N not;
 *   `st_dt` start date with us; `lv_dt` the day they left, NULL for current staff.
 *
 * - `cust`: customer accounts, keyed by `cust_ac`. `cust_nm` the account name (a firm, or for a private customer
 *   the person, e.g. 'Mrs J Pearce'); `cust_typ` (words: 'Builder', 'Roofer', 'Developer', 'Managing agent',
 *   'Homeowner'); every type other than Homeowner is a trade account; `cntct` contact name; `town`, `pcode` the
 *   customer's own address; `tel`; `terms_dd` payment terms, days after the invoice date (homeowners 7); `cr_lmt_p`
 *   credit limit in pence, NULL for homeowners; `opn_dt` the day the account was opened; `stop_yn` Y account on stop
 *   (no new work until they pay), N otherwise.
 *
 * - `job`: one row per quote; a quote the customer accepts becomes the job and keeps its number. `job_no`; `cust_ac`
 *   (`cust.cust_ac`); `qt_dt` the day the quote was sent; `qt_by` who priced it (initials: GW Gary Wickens, contracts
 *   manager; TB Tina Bell, estimator); `qt_net_p` the quoted price ex VAT in pence, covering erection, the initial
 *   hire period and the strike; `stat_cd` Q quoted, awaiting the customer's answer; L lost (turned down, or no
 *   answer after chasing); A accepted and booked, not yet erected; U up (erected and on hire now); S struck
 *   (dismantled and taken away: job finished); X cancelled by the customer after accepting, before the scaffold went
 *   up. A quote counts as accepted (won) when its status is A, U, S or X, whatever happened after. `dec_dt` the day
 *   the customer accepted, or the day the quote was turned down or written off as lost, NULL while awaiting an
 *   answer; `lost_rsn` for lost quotes (words: 'Price', 'Job postponed', 'Timescale', 'Planning refused', 'No
 *   response'), NULL otherwise; `site_addr`, `site_town`, `site_pc` the site address; `scf_typ` the scaffold (words:
 *   'Independent' independent tied scaffold, 'Putlog' putlog scaffold on a brick building, 'Chimney' chimney stack
 *   scaffold, 'Roof edge protection', 'Temporary roof' temporary roof and sheeting, 'Birdcage' internal birdcage,
 *   'Tower' tube-and-fitting tower); `lifts` number of lifts; `init_wks` the initial hire period in weeks included in
 *   the quoted price, counted from the erect date; `ext_wk_p` the weekly extension charge in pence for every week
 *   (part weeks count as whole weeks) the scaffold stays up after the initial period; `erect_dt` the day the
 *   scaffold went up (for status A the booked erection day, in the future; for status X the day that had been
 *   booked, on which nothing went up; NULL for Q and L); `strike_dt` the day it was struck, NULL while it is still up
 *   or never went up; `crew_cd` the crew booked to erect it (`crew.crew_cd`), NULL for Q and L; `po_ref` the
 *   customer's order number, trade only. Weeks on hire = (strike_dt - erect_dt) / 7.
 *
 * - `insp`: scaffold inspections (register of inspections under the Work at Height Regulations), keyed by
 *   `insp_no`. `job_no` (`job.job_no`); `insp_dt`; `insp_typ` HO handover inspection on the day of erection, WK the
 *   weekly inspection (due every 7 days while the scaffold is up), AD after adverse weather (storms), AL after an
 *   alteration; `emp_no` the inspector (`erector.emp_no`); `res_cd` P pass, F fail (scaffold tagged unsafe until put
 *   right); `dfct_n` number of defects found (a pass may have minor defects put right there and then); `dfct_dsc`
 *   the main defect (words: 'Guard rail removed', 'Toe boards missing', 'Ties removed', 'Boards displaced', 'Loose
 *   fittings', 'Overloaded with materials', 'Ladder access unsecured', 'Sheeting torn'), NULL when none;
 *   `rect_dt` the day the defects were put right, NULL when there were none or (for a fail) not yet put right.
 *
 * - `kit_mv`: lorry movements of scaffold equipment (tube, fittings, boards), one row per delivery note, keyed by
 *   `dn_no`. `job_no` (`job.job_no`); `mv_dt`; `mv_cd` D delivered to site (the first load on the erect date, and
 *   any top-up loads later), C collected from site (everything, on the strike date); `tonnes` weight of the load in
 *   tonnes; `lorry` registration of the lorry. Deliveries dated after 2026-11-24 are planned for booked jobs.
 *
 * - `ldgr`: the sales ledger, one row per document, keyed by `txn_no`. `txn_cd` IN invoice, CR credit note, PY
 *   payment received; `doc_no` document number (SI-nnnnn invoices, SC-nnnn credit notes; for payments the bank or
 *   cheque reference); `cust_ac` (`cust.cust_ac`); `job_no` the job (`job.job_no`); `txn_dt` document date (for a
 *   payment, the day the money arrived); `due_dt` for invoices the day payment is due (txn_dt + the customer's
 *   terms), NULL otherwise; `chg_cd` for invoices and credit notes what is charged: H hire (erection, initial hire
 *   period and strike: the quoted price, invoiced on the erect date), E weekly extension charges (invoiced every 4
 *   weeks in arrears once the initial period is over, and for the last part on the strike date), A alteration to the
 *   scaffold; NULL for payments; `ext_wks` for E invoices the number of extension weeks charged; `net_p` amount ex VAT,
 *   `vat_p` VAT, `gross_p` amount inc VAT, all in pence and always positive (for a payment only `gross_p` is set, the
 *   money received); `alloc_to` for credit notes and payments the invoice they settle (`ldgr.txn_no`); every payment
 *   pays one invoice in full, less any credit note on it; `pay_mth` for payments BACS, CARD, CHQ cheque, CASH; NULL
 *   otherwise; `memo` free text (credit-note reason; 'Raised in error' on voided invoices; 'Cheque returned unpaid' on
 *   bounced cheques); `void_yn` Y voided (kept for the audit trail, to be ignored everywhere; a voided invoice is
 *   re-raised under a new number, a bounced cheque is paid again later), N live. An invoice is paid when a live
 *   payment is allocated to it, and overdue when unpaid after its due date. A customer's outstanding balance is live
 *   invoices less live credit notes less live payments, inc VAT.
 */
import { addDays, dayOfWeek, daysBetween, insertRows, minDate, pad, seededRandom, uniqueNames } from '../../seeded-random';

const GO_LIVE = '2023-11-01';
const LAST = '2026-11-24';

const BANK_HOL = new Set([
  '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26',
  '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25',
  '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31',
]);
const shut = (d: string) => {
  const md = d.slice(5);
  return md >= '12-22' || md <= '01-02';
};
const isWork = (d: string) => dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6 && !shut(d) && !BANK_HOL.has(d);
const workday = (d: string) => {
  let x = d;
  while (!isWork(x)) x = addDays(x, 1);
  return x;
};
const month = (d: string) => Number(d.slice(5, 7));
const year = (d: string) => Number(d.slice(0, 4));

// ---------------------------------------------------------------- staff and crews
interface Emp {
  no: number;
  fnm: string;
  snm: string;
  crew: string | null;
  lvl: string;
  exp: string;
  insp: string;
  st: string;
  lv: string | null;
}
const EMP: Emp[] = [
  { no: 101, fnm: 'Gary', snm: 'Wickens', crew: null, lvl: 'SUP', exp: '2028-06-30', insp: 'Y', st: '2009-03-02', lv: null },
  { no: 102, fnm: 'Kevin', snm: 'Mitchell', crew: 'C1', lvl: 'SUP', exp: '2027-09-30', insp: 'Y', st: '2011-05-16', lv: null },
  { no: 103, fnm: 'Sean', snm: 'Doyle', crew: 'C2', lvl: 'ADV', exp: '2027-02-28', insp: 'Y', st: '2014-02-03', lv: null },
  { no: 104, fnm: 'Lee', snm: 'Barker', crew: 'C3', lvl: 'ADV', exp: '2029-01-31', insp: 'N', st: '2016-09-05', lv: null },
  { no: 105, fnm: 'Ryan', snm: 'Pollard', crew: 'C4', lvl: 'ADV', exp: '2028-11-30', insp: 'Y', st: '2015-04-13', lv: null },
  { no: 106, fnm: 'Mark', snm: 'Hoskins', crew: 'C6', lvl: 'ADV', exp: '2026-04-30', insp: 'Y', st: '2012-07-02', lv: '2025-08-29' },
  { no: 107, fnm: 'Jordan', snm: 'Fenn', crew: 'C5', lvl: 'ADV', exp: '2030-03-31', insp: 'N', st: '2018-03-05', lv: null },
  { no: 108, fnm: 'Craig', snm: 'Tanner', crew: 'C1', lvl: 'SCF', exp: '2028-02-29', insp: 'N', st: '2017-06-12', lv: null },
  { no: 109, fnm: 'Dean', snm: 'Hollis', crew: 'C1', lvl: 'TRN', exp: '2027-01-31', insp: 'N', st: '2024-02-05', lv: null },
  { no: 110, fnm: 'Tom', snm: 'Ashdown', crew: 'C2', lvl: 'SCF', exp: '2029-07-31', insp: 'N', st: '2019-08-19', lv: null },
  { no: 111, fnm: 'Liam', snm: 'Cresswell', crew: 'C2', lvl: 'LAB', exp: '2027-05-31', insp: 'N', st: '2023-04-03', lv: null },
  { no: 112, fnm: 'Aaron', snm: 'Pike', crew: 'C3', lvl: 'SCF', exp: '2026-10-31', insp: 'N', st: '2018-01-08', lv: null },
  { no: 113, fnm: 'Callum', snm: 'Rudd', crew: 'C3', lvl: 'TRN', exp: '2028-04-30', insp: 'N', st: '2025-04-22', lv: null },
  { no: 114, fnm: 'Nathan', snm: 'Goldring', crew: 'C4', lvl: 'SCF', exp: '2030-09-30', insp: 'N', st: '2020-10-05', lv: null },
  { no: 115, fnm: 'Josh', snm: 'Kemp', crew: 'C4', lvl: 'LAB', exp: '2028-08-31', insp: 'N', st: '2024-06-10', lv: null },
  { no: 116, fnm: 'Ben', snm: 'Tullett', crew: 'C5', lvl: 'SCF', exp: '2027-03-31', insp: 'N', st: '2021-02-15', lv: null },
  { no: 117, fnm: 'Harvey', snm: 'Lusted', crew: 'C5', lvl: 'TRN', exp: '2029-05-31', insp: 'N', st: '2025-03-24', lv: null },
  { no: 118, fnm: 'Stuart', snm: 'Gammon', crew: 'C2', lvl: 'SCF', exp: '2027-06-30', insp: 'N', st: '2016-05-09', lv: null },
  { no: 119, fnm: 'Ricky', snm: 'Voller', crew: 'C6', lvl: 'LAB', exp: '2025-12-31', insp: 'N', st: '2022-09-12', lv: '2025-08-29' },
  { no: 120, fnm: 'Danny', snm: 'Scutt', crew: 'C1', lvl: 'SCF', exp: '2026-07-31', insp: 'N', st: '2013-11-04', lv: '2024-10-18' },
  { no: 121, fnm: 'Owen', snm: 'Hammond', crew: 'C1', lvl: 'SCF', exp: '2030-12-31', insp: 'N', st: '2024-11-04', lv: null },
  { no: 122, fnm: 'Kyle', snm: 'Boxall', crew: 'C3', lvl: 'LAB', exp: '2026-09-30', insp: 'N', st: '2022-03-14', lv: '2025-02-28' },
  { no: 123, fnm: 'Jamie', snm: 'Pescott', crew: 'C3', lvl: 'SCF', exp: '2030-06-30', insp: 'N', st: '2025-03-03', lv: null },
  { no: 124, fnm: 'Sam', snm: 'Redman', crew: 'C2', lvl: 'TRN', exp: '2027-11-30', insp: 'N', st: '2024-09-02', lv: null },
  { no: 125, fnm: 'Alfie', snm: 'Stenning', crew: 'C4', lvl: 'TRN', exp: '2026-02-28', insp: 'N', st: '2023-02-06', lv: '2025-11-21' },
  { no: 126, fnm: 'Marcus', snm: 'Diplock', crew: 'C5', lvl: 'LAB', exp: '2031-01-31', insp: 'N', st: '2026-01-12', lv: null },
  { no: 127, fnm: 'Lewis', snm: 'Stubbington', crew: 'C4', lvl: 'SCF', exp: '2031-04-30', insp: 'N', st: '2026-03-09', lv: null },
];

interface Crew {
  cd: string;
  nm: string;
  hand: number;
  van: string;
  frm: string;
  end: string | null;
  w: number;
}
const CREWS: Crew[] = [
  { cd: 'C1', nm: 'Gang 1 - Mitchell', hand: 102, van: 'GK19 WLA', frm: '2011-05-16', end: null, w: 1.25 },
  { cd: 'C2', nm: 'Gang 2 - Doyle', hand: 103, van: 'GJ68 TZE', frm: '2014-02-03', end: null, w: 1.0 },
  { cd: 'C3', nm: 'Gang 3 - Barker', hand: 104, van: 'GN70 HBC', frm: '2016-09-05', end: null, w: 0.9 },
  { cd: 'C4', nm: 'Gang 4 - Pollard', hand: 105, van: 'GX20 OPV', frm: '2017-03-06', end: null, w: 0.8 },
  { cd: 'C5', nm: 'Gang 5 - Fenn', hand: 107, van: 'GV25 RKY', frm: '2025-04-01', end: null, w: 0.95 },
  { cd: 'C6', nm: 'Gang 6 - Hoskins', hand: 106, van: 'GF17 MNU', frm: '2019-04-01', end: '2025-08-29', w: 0.7 },
];
const crewOn = (c: Crew, d: string) => c.frm <= d && (c.end === null || d <= c.end);

interface Inspector {
  no: number;
  w: number;
  fail: number;
  from: string;
  to: string;
}
const INSPECTORS: Inspector[] = [
  { no: 101, w: 45, fail: 1.0, from: '2000-01-01', to: '2099-12-31' },
  { no: 102, w: 15, fail: 0.55, from: '2000-01-01', to: '2099-12-31' },
  { no: 103, w: 14, fail: 1.45, from: '2000-01-01', to: '2099-12-31' },
  { no: 105, w: 16, fail: 0.85, from: '2000-01-01', to: '2099-12-31' },
  { no: 106, w: 10, fail: 1.15, from: '2000-01-01', to: '2025-08-29' },
];

// ---------------------------------------------------------------- places
interface Town {
  nm: string;
  pc: string[];
  w: number;
}
const TOWNS: Town[] = [
  { nm: 'Chichester', pc: ['PO19 1', 'PO19 3', 'PO19 5', 'PO19 7', 'PO19 8'], w: 20 },
  { nm: 'Bognor Regis', pc: ['PO21 1', 'PO21 2', 'PO21 4', 'PO22 7', 'PO22 9'], w: 12 },
  { nm: 'Selsey', pc: ['PO20 0', 'PO20 9'], w: 5 },
  { nm: 'Littlehampton', pc: ['BN17 5', 'BN17 6', 'BN17 7'], w: 6 },
  { nm: 'Arundel', pc: ['BN18 9'], w: 3 },
  { nm: 'Worthing', pc: ['BN11 1', 'BN11 4', 'BN12 6', 'BN13 2', 'BN14 9'], w: 11 },
  { nm: 'Midhurst', pc: ['GU29 9'], w: 4 },
  { nm: 'Petersfield', pc: ['GU31 4', 'GU32 2', 'GU32 3'], w: 5 },
  { nm: 'Emsworth', pc: ['PO10 7', 'PO10 8'], w: 5 },
  { nm: 'Havant', pc: ['PO9 1', 'PO9 2', 'PO9 3'], w: 8 },
  { nm: 'Waterlooville', pc: ['PO7 5', 'PO7 7', 'PO8 8'], w: 6 },
  { nm: 'Fareham', pc: ['PO14 1', 'PO15 5', 'PO16 7'], w: 8 },
  { nm: 'Portsmouth', pc: ['PO1 2', 'PO2 9', 'PO3 6', 'PO4 0', 'PO5 1'], w: 12 },
];
const STREETS = [
  'Orchard Street', 'St Pancras', 'Westgate', 'Lavant Road', 'Oving Road', 'Whyke Road', 'Stockbridge Road', 'Parklands Avenue',
  'Victoria Drive', 'Aldwick Road', 'Upper Bognor Road', 'Hawthorn Road', 'East Beach Road', 'Manor Road', 'Church Lane',
  'High Street', 'Station Road', 'Elm Grove', 'Beach Road', 'Wick Street', 'Goring Road', 'Tarring Road', 'Heene Road',
  'Dragons Lane', 'North Street', 'Tilmore Road', 'Queen Street', 'Havant Road', 'Bedhampton Road', 'Hambledon Road',
  'Park Lane', 'West Street', 'Gudge Heath Lane', 'Albert Road', 'Festing Road', 'Copnor Road', 'Kingston Crescent',
  'Sussex Road', 'The Avenue', 'Mill Lane', 'Chapel Street', 'Green Lane', 'Cherry Tree Close', 'Downview Road',
];
const BLOCKS = ['Marine Court', 'Seaview House', 'Harbour Lights', 'Regency Mansions', 'Lindfield Court', 'The Cloisters', 'Beaufort Lodge', 'Solent View', 'Castle Mews', 'Palmerston Heights'];

// ---------------------------------------------------------------- customers
interface Cust {
  ac: string;
  nm: string;
  typ: string;
  cntct: string;
  town: string;
  pc: string;
  tel: string;
  terms: number;
  lmt: number | null;
  opn: string;
  stop: string;
  payer: string;
  vol: number;
  acc: number;
  home: Town | null;
  addr: string | null;
}
// name, type, town, terms, payer (G good, A average, S slow, B stopped paying mid-2026, H homeowner), volume weight, accept prob, opened
type T = [string, string, string, number, string, number, number, string];
const TRADE: T[] = [
  ['Hambledon Building Ltd', 'Builder', 'Chichester', 30, 'A', 9, 0.74, '2012-03-01'],
  ['R & J Coombes Builders', 'Builder', 'Bognor Regis', 30, 'G', 6, 0.7, '2015-06-10'],
  ['Weald Oak Construction', 'Builder', 'Midhurst', 30, 'S', 4, 0.62, '2018-09-03'],
  ['Tidemill Builders', 'Builder', 'Emsworth', 30, 'A', 4.5, 0.66, '2016-01-18'],
  ['Petworth Road Building Co', 'Builder', 'Petersfield', 30, 'G', 3, 0.6, '2019-04-01'],
  ['A. Stenning & Son', 'Builder', 'Selsey', 14, 'G', 3.5, 0.72, '2010-05-05'],
  ['Southdown Renovations', 'Builder', 'Worthing', 30, 'S', 4, 0.58, '2020-02-17'],
  ['Kestrel Build Ltd', 'Builder', 'Havant', 30, 'A', 3.5, 0.63, '2021-07-12'],
  ['Fareham Extensions Ltd', 'Builder', 'Fareham', 30, 'A', 3, 0.56, '2022-03-07'],
  ['Harbourside Construction', 'Builder', 'Portsmouth', 30, 'S', 4, 0.6, '2019-11-04'],
  ['M J Pannell Builders', 'Builder', 'Chichester', 14, 'G', 2.5, 0.7, '2014-08-26'],
  ['Goodwood Homes & Extensions', 'Builder', 'Chichester', 30, 'G', 3, 0.65, '2017-05-15'],
  ['Lavant Valley Builders', 'Builder', 'Chichester', 30, 'A', 2.2, 0.6, '2023-01-09'],
  ['Rother Construction', 'Builder', 'Midhurst', 30, 'B', 2.8, 0.66, '2021-10-04'],
  ['Arun Property Maintenance', 'Builder', 'Littlehampton', 14, 'A', 2.4, 0.62, '2020-06-22'],
  ['Castle Builders (Arundel)', 'Builder', 'Arundel', 30, 'G', 1.6, 0.64, '2018-02-12'],
  ['D Fogden Building Services', 'Builder', 'Bognor Regis', 14, 'A', 1.8, 0.61, '2016-10-10'],
  ['Waterlooville Loft Conversions', 'Builder', 'Waterlooville', 30, 'A', 2.6, 0.59, '2022-05-03'],
  ['Seaward Builders', 'Builder', 'Worthing', 30, 'S', 1.5, 0.57, '2024-04-15'],
  ['P & T Budd Ltd', 'Builder', 'Havant', 30, 'G', 1.4, 0.63, '2024-09-02'],
  ['Oakhurst Building Contractors', 'Builder', 'Fareham', 30, 'A', 1.7, 0.6, '2025-02-10'],
  ['Bramber Brick & Stone', 'Builder', 'Worthing', 30, 'A', 1.2, 0.0, '2024-03-11'],
  ['Nyewood Builders', 'Builder', 'Petersfield', 30, 'A', 1.1, 0.0, '2025-05-19'],
  ['Copnor Construction Services', 'Builder', 'Portsmouth', 30, 'A', 1.0, 0.0, '2023-11-20'],
  ['Solent Homes Ltd', 'Developer', 'Fareham', 45, 'A', 7, 0.68, '2017-01-09'],
  ['Downland Living plc', 'Developer', 'Chichester', 60, 'S', 4.5, 0.6, '2019-06-03'],
  ['Kingsmere Developments', 'Developer', 'Worthing', 45, 'A', 2.2, 0.55, '2021-03-01'],
  ['Greenacre Residential', 'Developer', 'Havant', 45, 'S', 1.6, 0.57, '2023-10-02'],
  ['Apex Roofing (Sussex)', 'Roofer', 'Chichester', 30, 'G', 5, 0.78, '2013-04-08'],
  ['Tilecraft Roofing', 'Roofer', 'Bognor Regis', 30, 'A', 3.6, 0.72, '2016-06-20'],
  ['Slate & Lead Roofing Co', 'Roofer', 'Portsmouth', 14, 'A', 2.8, 0.7, '2019-09-09'],
  ['Coastline Roofing Services', 'Roofer', 'Worthing', 30, 'S', 2.4, 0.66, '2020-01-13'],
  ['J Heaver Roofing', 'Roofer', 'Selsey', 14, 'G', 1.8, 0.75, '2018-07-02'],
  ['Hampshire Flat Roofing', 'Roofer', 'Waterlooville', 30, 'A', 1.6, 0.65, '2022-08-15'],
  ['Marine Court Management', 'Managing agent', 'Worthing', 30, 'S', 2.4, 0.58, '2015-03-02'],
  ['Castlegate Property Management', 'Managing agent', 'Portsmouth', 45, 'A', 2.6, 0.55, '2018-05-14'],
  ['Priory Block Management', 'Managing agent', 'Chichester', 30, 'G', 1.8, 0.6, '2020-11-16'],
  ['Southsea Estates & Lettings', 'Managing agent', 'Portsmouth', 30, 'A', 1.5, 0.52, '2021-04-26'],
  ['Harbour Residential Management', 'Managing agent', 'Emsworth', 30, 'A', 1.2, 0.57, '2023-06-05'],
];
const TYPES_BY: Record<string, [string, number][]> = {
  Builder: [['Putlog', 30], ['Independent', 34], ['Roof edge protection', 9], ['Chimney', 8], ['Birdcage', 5], ['Tower', 8], ['Temporary roof', 6]],
  Developer: [['Independent', 58], ['Putlog', 18], ['Temporary roof', 12], ['Roof edge protection', 12]],
  Roofer: [['Roof edge protection', 30], ['Chimney', 26], ['Putlog', 24], ['Independent', 14], ['Temporary roof', 6]],
  'Managing agent': [['Independent', 48], ['Chimney', 18], ['Tower', 14], ['Birdcage', 10], ['Roof edge protection', 10]],
  Homeowner: [['Chimney', 30], ['Putlog', 33], ['Independent', 16], ['Tower', 16], ['Roof edge protection', 5]],
};
interface Spec {
  lifts: [number, number];
  t: [number, number];
  rate: number;
  fixed: number;
  ext: [number, number];
  init: [number, number][];
}
// tonnes: range for the whole scaffold; price = tonnes x rate + fixed (pounds); ext as share of price per week
const SPEC: Record<string, Spec> = {
  Chimney: { lifts: [1, 2], t: [0.6, 1.8], rate: 310, fixed: 180, ext: [0.05, 0.075], init: [[2, 2], [3, 3], [4, 5]] },
  Tower: { lifts: [1, 3], t: [0.3, 0.9], rate: 260, fixed: 120, ext: [0.07, 0.1], init: [[1, 2], [2, 5], [4, 2]] },
  Putlog: { lifts: [2, 3], t: [1.8, 5.5], rate: 330, fixed: 260, ext: [0.045, 0.065], init: [[4, 4], [6, 4], [8, 2]] },
  Independent: { lifts: [2, 7], t: [3, 16], rate: 360, fixed: 400, ext: [0.035, 0.055], init: [[6, 3], [8, 4], [12, 2]] },
  'Roof edge protection': { lifts: [1, 1], t: [1, 3.5], rate: 340, fixed: 250, ext: [0.05, 0.07], init: [[4, 3], [6, 2]] },
  'Temporary roof': { lifts: [2, 5], t: [7, 22], rate: 520, fixed: 900, ext: [0.04, 0.055], init: [[8, 2], [12, 3]] },
  Birdcage: { lifts: [1, 3], t: [2, 7], rate: 450, fixed: 300, ext: [0.045, 0.06], init: [[4, 3], [6, 3], [8, 1]] },
};

const MONTH_F = [0, 0.55, 0.8, 1.15, 1.3, 1.32, 1.2, 1.1, 0.9, 1.1, 1.0, 0.82, 0.45];
const YEAR_F: Record<number, number> = { 2023: 1.0, 2024: 1.0, 2025: 1.08, 2026: 1.16 };

interface Job {
  no: number;
  cust: Cust;
  qt: string;
  by: string;
  net: number;
  stat: string;
  dec: string | null;
  lost: string | null;
  addr: string;
  town: string;
  pc: string;
  typ: string;
  lifts: number;
  init: number;
  ext: number;
  erect: string | null;
  strike: string | null;
  crew: string | null;
  po: string | null;
  tonnes: number;
  planStrike: string | null;
}
interface Insp {
  job: Job;
  dt: string;
  typ: string;
  emp: number;
  res: string;
  n: number;
  dsc: string | null;
  rect: string | null;
}
interface Mv {
  job: Job;
  dt: string;
  cd: string;
  t: number;
  lorry: string;
}
interface Txn {
  no: number;
  cd: string;
  doc: string;
  cust: Cust;
  job: Job;
  dt: string;
  due: string | null;
  chg: string | null;
  wks: number | null;
  net: number | null;
  vat: number | null;
  gross: number;
  alloc: Txn | null;
  mth: string | null;
  memo: string | null;
  voided: boolean;
  seq: number;
}

export function datasetSql(): string {
  const r = seededRandom(420117);
  const FIRST = ['James', 'Sarah', 'David', 'Helen', 'Peter', 'Claire', 'Michael', 'Susan', 'Andrew', 'Karen', 'Richard', 'Julie', 'Paul', 'Emma', 'Simon', 'Louise', 'Mark', 'Rachel', 'Stephen', 'Jane', 'Robert', 'Alison', 'Ian', 'Fiona', 'Neil', 'Joanne', 'Graham', 'Nicola', 'Martin', 'Catherine', 'Colin', 'Wendy', 'Chris', 'Gillian', 'Tony', 'Lucy'];
  const LASTN = ['Pearce', 'Elliott', 'Hobbs', 'Chandler', 'Osborne', 'Randall', 'Whitfield', 'Gander', 'Tribe', 'Bridger', 'Hoad', 'Burchell', 'Lintott', 'Bastable', 'Woolven', 'Puttock', 'Humphrey', 'Knight', 'Sayers', 'Tester', 'Marchant', 'Holden', 'Farrant', 'Ayling', 'Gumbrell', 'Norris', 'Booker', 'Weller', 'Saunders', 'Goodall', 'Holloway', 'Dench', 'Blunden', 'Pennicott', 'Heasman', 'Coppard', 'Langridge', 'Stringer', 'Moorey', 'Wadey', 'Cooper', 'Lock', 'Verrall', 'Mant', 'Farr', 'Court', 'Miles', 'Tupper', 'Rapley', 'Challen'];
  const FEMALE = new Set(FIRST.filter((_, k) => k % 2 === 1));
  const person = uniqueNames(r, FIRST, LASTN);
  const townBy = (nm: string) => TOWNS.find((t) => t.nm === nm) as Town;
  const pickTown = () => r.weighted(TOWNS.map((t) => [t, t.w] as const));
  const street = (t: Town) => `${r.int(1, 148)} ${r.pick(STREETS)}`;
  const pcode = (t: Town) => `${r.pick(t.pc)}${r.pick(['AB', 'DE', 'FG', 'HJ', 'LN', 'PQ', 'RS', 'TU', 'WX', 'YZ', 'BD', 'EH'])}`;
  const tel = () => `01${r.pick(['243', '903', '730', '705', '329', '392'])} ${r.int(100000, 999999)}`;

  const custs: Cust[] = [];
  const acUsed = new Set<string>();
  for (const [nm, typ, town, terms, payer, vol, acc, opn] of TRADE) {
    const letters = nm.replace(/^(The|A\.|R & J|M J|D|J|P & T) /, '').replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 4);
    let n = 1;
    while (acUsed.has(`${letters}${pad(n, 2)}`)) n++;
    const ac = `${letters}${pad(n, 2)}`;
    acUsed.add(ac);
    const [f, l] = person();
    const tw = townBy(town);
    custs.push({
      ac, nm, typ, cntct: `${f} ${l}`, town, pc: pcode(tw), tel: tel(), terms, lmt: r.pick([500000, 1000000, 1500000, 2500000]) * (typ === 'Developer' ? 2 : 1),
      opn, stop: payer === 'B' ? 'Y' : 'N', payer, vol, acc, home: null, addr: null,
    });
  }
  const trade = custs.slice();
  let hoSeq = 0;
  const shown = new Set<string>();
  const newHomeowner = (d: string): Cust => {
    let f: string;
    let l: string;
    let title: string;
    do {
      [f, l] = person();
      title = r.weighted([['Mr', 45], ['Mrs', 35], ['Ms', 12], ['Dr', 4], ['Miss', 4]] as const);
      if (FEMALE.has(f) && title === 'Mr') title = 'Mrs';
      if (!FEMALE.has(f) && title !== 'Mr' && title !== 'Dr') title = 'Mr';
    } while (shown.has(`${title} ${f.slice(0, 1)} ${l}`));
    shown.add(`${title} ${f.slice(0, 1)} ${l}`);
    const tw = pickTown();
    hoSeq++;
    const c: Cust = {
      ac: `PV${pad(hoSeq + 100, 4)}`, nm: `${title} ${f.slice(0, 1)} ${l}`, typ: 'Homeowner', cntct: `${f} ${l}`, town: tw.nm, pc: pcode(tw), tel: `07${r.int(100, 999)} ${r.int(100000, 999999)}`,
      terms: 7, lmt: null, opn: d, stop: 'N', payer: 'H', vol: 0, acc: r.float(0.3, 0.55, 2), home: tw, addr: street(tw),
    };
    custs.push(c);
    return c;
  };

  // ---------------------------------------------------------------- quotes
  const jobs: Job[] = [];
  let jobNo = 24500;
  const homeowners: Cust[] = [];
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    if (!isWork(d)) continue;
    const n = r.poisson(1.75 * (MONTH_F[month(d)] as number) * (YEAR_F[year(d)] as number));
    for (let k = 0; k < n; k++) {
      let c: Cust;
      if (r.chance(0.42)) {
        c = homeowners.length > 20 && r.chance(0.05) ? r.pick(homeowners) : newHomeowner(d);
        if (!homeowners.includes(c)) homeowners.push(c);
      } else {
        const open = trade.filter((t) => t.opn <= d && !(t.acc === 0 && (d < t.opn || d > addDays(t.opn, 400))));
        c = r.weighted(open.map((t) => [t, t.vol] as const));
      }
      const typ = r.weighted(TYPES_BY[c.typ] as [string, number][]);
      const sp = SPEC[typ] as Spec;
      let tonnes = r.float(sp.t[0], sp.t[1], 2);
      if (c.typ === 'Developer' && typ === 'Independent') tonnes = Number((tonnes * 1.5).toFixed(2));
      if (c.typ === 'Homeowner' && typ === 'Independent') tonnes = Number((tonnes * 0.6).toFixed(2));
      const lifts = Math.max(sp.lifts[0], Math.min(sp.lifts[1], Math.round(sp.lifts[0] + (sp.lifts[1] - sp.lifts[0]) * ((tonnes - sp.t[0]) / (sp.t[1] - sp.t[0] + 0.01)) + r.float(-0.6, 0.6))));
      const pounds = Math.round((tonnes * sp.rate * r.float(0.9, 1.15) + sp.fixed) / 5) * 5 * (year(d) >= 2026 ? 1.05 : year(d) >= 2025 ? 1.02 : 1);
      const net = Math.round(pounds / 5) * 500;
      const ext = Math.round((net / 100) * r.float(sp.ext[0], sp.ext[1], 3) / 5) * 500;
      const init = r.weighted(sp.init);
      let tw: Town;
      let addr: string;
      if (c.typ === 'Homeowner') {
        tw = c.home as Town;
        addr = c.addr as string;
      } else if (c.typ === 'Managing agent' && typ !== 'Tower') {
        tw = r.chance(0.6) ? townBy(c.town) : pickTown();
        addr = `${r.pick(BLOCKS)}, ${r.pick(STREETS)}`;
      } else if (c.typ === 'Developer') {
        tw = r.chance(0.5) ? townBy(c.town) : pickTown();
        const p = r.int(1, 60);
        addr = `Plots ${p}-${p + r.int(2, 8)}, ${r.pick(['Land off ', 'Former depot, ', ''])}${r.pick(STREETS)}`;
      } else {
        tw = r.chance(0.45) ? townBy(c.town) : pickTown();
        addr = street(tw);
      }
      jobs.push({
        no: ++jobNo, cust: c, qt: d, by: r.chance(0.62) ? 'TB' : 'GW', net, stat: 'Q', dec: null, lost: null, addr, town: tw.nm, pc: c.typ === 'Homeowner' ? c.pc : pcode(tw), typ, lifts, init, ext,
        erect: null, strike: null, crew: null, po: c.typ === 'Homeowner' ? null : r.chance(0.7) ? `PO${r.int(1000, 99999)}` : null, tonnes, planStrike: null,
      });
    }
  }

  // ---------------------------------------------------------------- decisions, erection, strike
  const DOW_W: [number, number][] = [[0, 31], [1, 22], [2, 19], [3, 16], [4, 12]];
  const pickErect = (after: string, lead: number) => {
    const base = addDays(after, lead);
    const mon = addDays(base, -((dayOfWeek(base) + 6) % 7));
    let e = addDays(mon, r.weighted(DOW_W));
    if (e <= after) e = addDays(e, 7);
    let guard = 0;
    while ((!isWork(e) || e === '2026-11-25') && guard++ < 30) e = addDays(e, 1);
    return e;
  };
  for (const j of jobs) {
    const c = j.cust;
    const roll = r.next();
    const noResp = c.typ === 'Homeowner' ? 0.22 : 0.07;
    if (roll < c.acc) {
      const dec = addDays(j.qt, r.weighted([[r.int(1, 7), 5], [r.int(8, 21), 4], [r.int(22, 50), 1]] as const));
      if (dec > LAST) continue;
      j.dec = dec;
      // from November customers book the winter's work further ahead
      const ahead = dec >= '2026-11-02';
      const lead =
        c.typ === 'Developer' ? r.int(10, 70) : c.typ === 'Homeowner' ? (ahead ? r.int(8, 30) : r.int(5, 24)) : ahead ? r.int(8, 50) : r.weighted([[r.int(3, 20), 82], [r.int(21, 60), 18]] as const);
      j.erect = pickErect(dec, lead);
      const crews = CREWS.filter((cr) => crewOn(cr, j.erect as string));
      j.crew = r.weighted(crews.map((cr) => [cr.cd, cr.w * (j.tonnes > 8 && cr.cd === 'C1' ? 1.6 : 1)] as const));
      if (r.chance(0.022)) {
        j.stat = 'X';
        continue;
      }
      if ((j.erect as string) > LAST) {
        j.stat = 'A';
        continue;
      }
      let f: number;
      const over = { Homeowner: 0.35, Builder: 0.5, Developer: 0.72, Roofer: 0.33, 'Managing agent': 0.6 }[c.typ] as number;
      if (r.chance(over)) f = c.typ === 'Developer' ? r.float(1.1, 5.5) : c.typ === 'Managing agent' ? r.float(1.1, 4.5) : c.typ === 'Builder' ? r.float(1.05, 3.6) : r.float(1.05, 2.0);
      else f = r.float(0.45, 1.0);
      const days = Math.max(3, Math.round(j.init * 7 * f));
      const st = workday(addDays(j.erect as string, days));
      j.planStrike = st;
      if (st > LAST) j.stat = 'U';
      else {
        j.stat = 'S';
        j.strike = st;
      }
    } else if (roll < c.acc + noResp) {
      const dec = addDays(j.qt, r.int(70, 100));
      if (dec > LAST) continue;
      j.stat = 'L';
      j.dec = dec;
      j.lost = 'No response';
    } else {
      const dec = addDays(j.qt, r.weighted([[r.int(2, 10), 5], [r.int(11, 40), 4]] as const));
      if (dec > LAST) continue;
      j.stat = 'L';
      j.dec = dec;
      j.lost = r.weighted([['Price', 52], ['Job postponed', 22], ['Timescale', 14], ['Planning refused', 6]] as const);
    }
  }

  // ---------------------------------------------------------------- equipment movements
  const LORRIES = ['GX18 KTR', 'GY21 PLN', 'HV70 SDA'];
  const mvs: Mv[] = [];
  for (const j of jobs) {
    if (!['A', 'U', 'S'].includes(j.stat)) continue;
    const e = j.erect as string;
    const first = j.tonnes > 9 && r.chance(0.5) ? Number((j.tonnes * r.float(0.55, 0.7)).toFixed(2)) : j.tonnes;
    mvs.push({ job: j, dt: e, cd: 'D', t: first, lorry: j.tonnes > 6 ? 'HV70 SDA' : r.pick(LORRIES) });
    let delivered = first;
    if (first < j.tonnes) {
      const d2 = workday(addDays(e, r.int(1, 4)));
      const rest = Number((j.tonnes - first).toFixed(2));
      mvs.push({ job: j, dt: d2, cd: 'D', t: rest, lorry: 'HV70 SDA' });
      delivered = j.tonnes;
    }
    if (j.stat !== 'A' && r.chance(0.14)) {
      const end = j.strike ?? LAST;
      const span = daysBetween(e, end);
      if (span > 10) {
        const d3 = workday(addDays(e, r.int(5, span - 3)));
        if (d3 < end && d3 <= LAST) {
          const t = r.float(0.25, Math.max(0.4, j.tonnes * 0.25), 2);
          mvs.push({ job: j, dt: d3, cd: 'D', t, lorry: r.pick(LORRIES) });
          delivered = Number((delivered + t).toFixed(2));
        }
      }
    }
    if (j.stat === 'S') mvs.push({ job: j, dt: j.strike as string, cd: 'C', t: delivered, lorry: delivered > 6 ? 'HV70 SDA' : r.pick(LORRIES) });
  }

  // ---------------------------------------------------------------- inspections
  const insps: Insp[] = [];
  const STORMS = ['2023-11-02', '2024-01-02', '2024-11-25', '2024-12-09', '2025-01-24', '2025-11-20', '2026-02-16', '2026-10-13'];
  const DEFECTS: [string, number][] = [['Guard rail removed', 30], ['Toe boards missing', 21], ['Ties removed', 15], ['Boards displaced', 12], ['Loose fittings', 9], ['Overloaded with materials', 7], ['Ladder access unsecured', 6]];
  const STORM_DEFECTS: [string, number][] = [['Boards displaced', 30], ['Sheeting torn', 25], ['Loose fittings', 20], ['Ties removed', 15], ['Guard rail removed', 10]];
  const inspector = (d: string) => r.weighted(INSPECTORS.filter((i) => i.from <= d && d <= i.to).map((i) => [i, i.w] as const));
  const doInsp = (j: Job, d: string, typ: string) => {
    const who = inspector(d);
    let p = 0.055 * who.fail * (typ === 'AD' ? 2.6 : typ === 'HO' ? 0.15 : typ === 'AL' ? 0.5 : 1) * (j.cust.typ === 'Homeowner' ? 1.25 : 1);
    if (j.cust.typ === 'Developer') p *= 1.2;
    const fail = r.chance(p);
    const list = typ === 'AD' ? STORM_DEFECTS : DEFECTS;
    let n = 0;
    let dsc: string | null = null;
    let rect: string | null = null;
    if (fail) {
      n = 1 + (r.chance(0.45) ? r.int(1, 3) : 0);
      dsc = r.weighted(list);
      rect = addDays(d, r.weighted([[0, 22], [1, 40], [2, 20], [3, 10], [6, 8]] as const));
      if (rect > LAST) rect = null;
    } else if (r.chance(0.1)) {
      n = 1;
      dsc = r.weighted(list);
      rect = d;
    }
    insps.push({ job: j, dt: d, typ, emp: who.no, res: fail ? 'F' : 'P', n, dsc, rect });
  };
  const upJobs = jobs.filter((j) => j.stat === 'U' || j.stat === 'S');
  const overdue = new Set<Job>(r.shuffle(upJobs.filter((j) => j.stat === 'U' && (j.erect as string) < '2026-10-15')).slice(0, 3));
  for (const j of upJobs) {
    const e = j.erect as string;
    const end = j.strike ?? '2026-11-25';
    doInsp(j, e, 'HO');
    let last = e;
    for (;;) {
      let nx = addDays(last, 7 + r.weighted([[0, 84], [-1, 8], [-2, 2], [1, 4], [2, 2]] as const));
      if (dayOfWeek(nx) === 0) nx = addDays(nx, -2);
      if (dayOfWeek(nx) === 6) nx = addDays(nx, -1);
      if (nx >= end) break;
      if (nx === '2026-11-25') nx = '2026-11-24';
      if (!isWork(nx)) {
        let b = nx;
        while (!isWork(b)) b = addDays(b, -1);
        nx = b > last ? b : workday(nx);
        if (nx >= end) break;
      }
      if (overdue.has(j) && nx > '2026-11-06') break;
      doInsp(j, nx, 'WK');
      last = nx;
    }
    for (const s of STORMS) {
      if (e < s && s < end && s <= LAST) doInsp(j, s, 'AD');
    }
  }
  // up scaffolds (other than the three missed) always had an inspection in the last six days
  for (const j of upJobs) {
    if (j.stat !== 'U' || overdue.has(j)) continue;
    const lastDt = insps.filter((i) => i.job === j).reduce((m, i) => (i.dt > m ? i.dt : m), '0000');
    if (lastDt < '2026-11-19') doInsp(j, '2026-11-24', 'WK');
  }

  // ---------------------------------------------------------------- ledger
  const txns: Txn[] = [];
  let seq = 0;
  const mk = (cd: string, j: Job, dt: string, extra: Partial<Txn>): Txn => {
    const t: Txn = { no: 0, cd, doc: '', cust: j.cust, job: j, dt, due: null, chg: null, wks: null, net: null, vat: null, gross: 0, alloc: null, mth: null, memo: null, voided: false, seq: seq++, ...extra };
    txns.push(t);
    return t;
  };
  const payMth = (c: Cust) =>
    c.typ === 'Homeowner' ? r.weighted([['CARD', 48], ['BACS', 44], ['CHQ', 6], ['CASH', 2]] as const) : r.weighted([['BACS', 84], ['CHQ', 14], ['CARD', 2]] as const);
  const invoice = (j: Job, dt: string, chg: string, net: number, wks: number | null) => {
    const c = j.cust;
    const vat = Math.round(net * 0.2);
    const due = addDays(dt, c.terms);
    if (r.chance(0.015)) mk('IN', j, dt, { due, chg, wks, net, vat, gross: net + vat, memo: 'Raised in error', voided: true });
    const inv = mk('IN', j, dt, { due, chg, wks, net, vat, gross: net + vat });
    let credit = 0;
    let crDt = '0000-00-00';
    if (r.chance(chg === 'E' ? 0.07 : 0.03)) {
      const why = chg === 'E' ? r.weighted([['Early strike', 5], ['Hire overcharged', 3], ['Goodwill', 1]] as const) : r.weighted([['Goodwill', 3], ['Damage dispute', 2], ['Price correction', 3]] as const);
      const cn = why === 'Early strike' || why === 'Hire overcharged' ? Math.min(net - 1000, j.ext * r.int(1, 2)) : Math.round((net * r.float(0.05, 0.2)) / 500) * 500;
      const cdt = addDays(dt, r.int(3, 20));
      if (cn > 0 && cdt <= LAST) {
        const cv = Math.round(cn * 0.2);
        mk('CR', j, cdt, { chg, net: cn, vat: cv, gross: cn + cv, alloc: inv, memo: why });
        credit = cn + cv;
        crDt = cdt;
      }
    }
    let delay: number;
    switch (c.payer) {
      case 'H': delay = r.weighted([[r.int(-7, 0), 7], [r.int(1, 14), 2], [r.int(15, 60), 1]] as const); break;
      case 'G': delay = r.int(-14, 3); break;
      case 'A': delay = r.weighted([[r.int(-10, 0), 6], [r.int(1, 20), 3], [r.int(21, 45), 1]] as const); break;
      case 'S': delay = r.int(-2, 55); break;
      default: delay = r.int(5, 35);
    }
    let pd = addDays(dt, Math.max(1, c.terms + delay));
    while (dayOfWeek(pd) === 0 || dayOfWeek(pd) === 6) pd = addDays(pd, 1);
    if (pd <= crDt) {
      pd = addDays(crDt, 2);
      while (dayOfWeek(pd) === 0 || dayOfWeek(pd) === 6) pd = addDays(pd, 1);
    }
    if (c.payer === 'B' && dt >= '2026-05-01') pd = '9999-12-31';
    if (c.payer === 'H' && r.chance(0.012)) pd = '9999-12-31';
    // anything falling due on 2026-11-25 had been paid early
    if (due === '2026-11-25' && pd > LAST && c.payer !== 'B') pd = workday(addDays(dt, Math.max(1, c.terms - 8)));
    if (pd <= LAST) {
      const mth = payMth(c);
      const amt = inv.gross - credit;
      if (mth === 'CHQ' && r.chance(0.05)) {
        mk('PY', j, pd, { gross: amt, alloc: inv, mth, memo: 'Cheque returned unpaid', voided: true });
        pd = addDays(pd, r.int(6, 15));
        while (dayOfWeek(pd) === 0 || dayOfWeek(pd) === 6) pd = addDays(pd, 1);
        if (pd <= LAST) mk('PY', j, pd, { gross: amt, alloc: inv, mth: 'BACS' });
      } else mk('PY', j, pd, { gross: amt, alloc: inv, mth });
    }
  };
  for (const j of upJobs) {
    const e = j.erect as string;
    invoice(j, e, 'H', j.net, null);
    const initEnd = addDays(e, j.init * 7);
    const end = j.strike ?? '9999-12-31';
    let billedTo = initEnd;
    while (addDays(billedTo, 28) < end && addDays(billedTo, 28) <= LAST) {
      billedTo = addDays(billedTo, 28);
      invoice(j, billedTo, 'E', j.ext * 4, 4);
    }
    if (j.strike && j.strike > billedTo) {
      const wks = Math.ceil(daysBetween(billedTo, j.strike) / 7);
      if (wks > 0) invoice(j, j.strike, 'E', j.ext * wks, wks);
    }
    if (r.chance(0.08)) {
      const span = daysBetween(e, minDate(j.strike ?? LAST, LAST));
      if (span > 8) {
        const ad = workday(addDays(e, r.int(3, span - 2)));
        if (ad <= LAST && (j.strike === null || ad < j.strike)) {
          invoice(j, ad, 'A', r.int(30, 180) * 500, null);
          doInsp(j, ad, 'AL');
        }
      }
    }
  }
  const ORD: Record<string, number> = { IN: 0, CR: 1, PY: 2 };
  txns.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : (ORD[a.cd] as number) - (ORD[b.cd] as number) || a.seq - b.seq));
  let inNo = 30410;
  let crNo = 1180;
  txns.forEach((t, k) => {
    t.no = k + 1;
    if (t.cd === 'IN') t.doc = `SI-${++inNo}`;
    else if (t.cd === 'CR') t.doc = `SC-${++crNo}`;
    else t.doc = t.mth === 'CHQ' ? `CHQ ${pad(r.int(100, 999999), 6)}` : t.mth === 'BACS' ? `BACS ${t.cust.ac}` : t.mth === 'CARD' ? `CARD ${pad(r.int(1, 9999), 4)}` : 'CASH';
  });

  // two of the December bookings have since been called off by the customer: their planned deliveries are dropped
  const calledOff = jobs.filter((j) => j.stat === 'A' && (j.erect as string) >= '2026-12-01' && (j.erect as string) < '2027-01-01').filter((_, k) => k === 1 || k === 4);
  for (const j of calledOff) {
    j.stat = 'X';
    for (let k = mvs.length - 1; k >= 0; k--) if ((mvs[k] as Mv).job === j) mvs.splice(k, 1);
  }

  // ---------------------------------------------------------------- order and ids
  insps.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.job.no - b.job.no));
  mvs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.job.no - b.job.no || (a.cd < b.cd ? -1 : 1)));

  const sysCd: [string, string, string, number][] = [
    ['JOBST', 'Q', 'Quoted - awaiting answer', 1], ['JOBST', 'L', 'Lost', 2], ['JOBST', 'A', 'Accepted - booked', 3], ['JOBST', 'U', 'Up - on hire', 4],
    ['JOBST', 'S', 'Struck - complete', 5], ['JOBST', 'X', 'Cancelled after acceptance', 6],
    ['TXN', 'IN', 'Invoice', 1], ['TXN', 'CR', 'Credit note', 2], ['TXN', 'PY', 'Payment received', 3],
    ['CHG', 'H', 'Hire - erect, initial period, strike', 1], ['CHG', 'E', 'Extension weeks', 2], ['CHG', 'A', 'Alteration', 3],
    ['INSP', 'HO', 'Handover', 1], ['INSP', 'WK', 'Weekly (7-day)', 2], ['INSP', 'AD', 'After adverse weather', 3], ['INSP', 'AL', 'After alteration', 4],
    ['MOV', 'D', 'Delivery to site', 1], ['MOV', 'C', 'Collection from site', 2],
    ['PAY', 'BACS', 'Bank transfer', 1], ['PAY', 'CARD', 'Card', 2], ['PAY', 'CHQ', 'Cheque', 3], ['PAY', 'CASH', 'Cash', 4],
  ];
  const cisrs: [string, string, string, number][] = [
    ['LAB', 'Scaffold Labourer', 'Green', 1], ['TRN', 'Trainee Scaffolder', 'Red', 2], ['SCF', 'Scaffolder', 'Blue', 3], ['ADV', 'Advanced Scaffolder', 'Gold', 4], ['SUP', 'Scaffold Supervisor', 'Black', 5],
  ];

  const ddl = `
CREATE SCHEMA sfm;
CREATE TABLE sfm.sys_cd (
  cd_grp varchar(6) NOT NULL,
  cd varchar(4) NOT NULL,
  cd_dsc varchar(50) NOT NULL,
  srt smallint,
  PRIMARY KEY (cd_grp, cd)
);
CREATE TABLE sfm.cisrs_lvl (
  lvl_cd char(3) PRIMARY KEY,
  lvl_dsc varchar(30) NOT NULL,
  card_clr varchar(10) NOT NULL,
  rnk smallint NOT NULL
);
CREATE TABLE sfm.crew (
  crew_cd char(2) PRIMARY KEY,
  crew_nm varchar(30) NOT NULL,
  chg_hand integer,
  van_reg varchar(8),
  frm_dt date,
  actv_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE sfm.erector (
  emp_no integer PRIMARY KEY,
  fnm varchar(20) NOT NULL,
  snm varchar(25) NOT NULL,
  crew_cd char(2),
  lvl_cd char(3) NOT NULL REFERENCES sfm.cisrs_lvl (lvl_cd),
  card_no varchar(10),
  card_exp date,
  insp_yn char(1) NOT NULL DEFAULT 'N',
  st_dt date NOT NULL,
  lv_dt date
);
CREATE TABLE sfm.cust (
  cust_ac varchar(8) PRIMARY KEY,
  cust_nm varchar(50) NOT NULL,
  cust_typ varchar(16) NOT NULL,
  cntct varchar(40),
  town varchar(30),
  pcode varchar(9),
  tel varchar(16),
  terms_dd smallint NOT NULL DEFAULT 30,
  cr_lmt_p integer,
  opn_dt date,
  stop_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE sfm.job (
  job_no integer PRIMARY KEY,
  cust_ac varchar(8) NOT NULL REFERENCES sfm.cust (cust_ac),
  qt_dt date NOT NULL,
  qt_by varchar(3),
  qt_net_p integer NOT NULL,
  stat_cd char(1) NOT NULL,
  dec_dt date,
  lost_rsn varchar(20),
  site_addr varchar(80) NOT NULL,
  site_town varchar(30) NOT NULL,
  site_pc varchar(9),
  scf_typ varchar(24) NOT NULL,
  lifts smallint,
  init_wks smallint NOT NULL,
  ext_wk_p integer NOT NULL,
  erect_dt date,
  strike_dt date,
  crew_cd char(2),
  po_ref varchar(12)
);
CREATE TABLE sfm.insp (
  insp_no integer PRIMARY KEY,
  job_no integer NOT NULL,
  insp_dt date NOT NULL,
  insp_typ char(2) NOT NULL,
  emp_no integer NOT NULL,
  res_cd char(1) NOT NULL,
  dfct_n smallint NOT NULL DEFAULT 0,
  dfct_dsc varchar(30),
  rect_dt date
);
CREATE TABLE sfm.kit_mv (
  dn_no varchar(8) PRIMARY KEY,
  job_no integer NOT NULL REFERENCES sfm.job (job_no),
  mv_dt date NOT NULL,
  mv_cd char(1) NOT NULL,
  tonnes numeric(5,2) NOT NULL,
  lorry varchar(8)
);
CREATE TABLE sfm.ldgr (
  txn_no integer PRIMARY KEY,
  txn_cd char(2) NOT NULL,
  doc_no varchar(16) NOT NULL,
  cust_ac varchar(8) NOT NULL REFERENCES sfm.cust (cust_ac),
  job_no integer,
  txn_dt date NOT NULL,
  due_dt date,
  chg_cd char(1),
  ext_wks smallint,
  net_p integer,
  vat_p integer,
  gross_p integer NOT NULL,
  alloc_to integer,
  pay_mth varchar(4),
  memo varchar(40),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
`;
  const custRows = custs.map((c) => [c.ac, c.nm, c.typ, c.cntct, c.town, c.pc, c.tel, c.terms, c.lmt, c.opn, c.stop]);
  return [
    ddl,
    insertRows('sfm.sys_cd', ['cd_grp', 'cd', 'cd_dsc', 'srt'], sysCd),
    insertRows('sfm.cisrs_lvl', ['lvl_cd', 'lvl_dsc', 'card_clr', 'rnk'], cisrs),
    insertRows('sfm.crew', ['crew_cd', 'crew_nm', 'chg_hand', 'van_reg', 'frm_dt', 'actv_yn'], CREWS.map((c) => [c.cd, c.nm, c.hand, c.van, c.frm, c.end === null ? 'Y' : 'N'])),
    insertRows('sfm.erector', ['emp_no', 'fnm', 'snm', 'crew_cd', 'lvl_cd', 'card_no', 'card_exp', 'insp_yn', 'st_dt', 'lv_dt'],
      EMP.map((e) => [e.no, e.fnm, e.snm, e.crew, e.lvl, `${pad(r.int(1000000, 9999999), 8)}`, e.exp, e.insp, e.st, e.lv])),
    insertRows('sfm.cust', ['cust_ac', 'cust_nm', 'cust_typ', 'cntct', 'town', 'pcode', 'tel', 'terms_dd', 'cr_lmt_p', 'opn_dt', 'stop_yn'], custRows),
    insertRows('sfm.job', ['job_no', 'cust_ac', 'qt_dt', 'qt_by', 'qt_net_p', 'stat_cd', 'dec_dt', 'lost_rsn', 'site_addr', 'site_town', 'site_pc', 'scf_typ', 'lifts', 'init_wks', 'ext_wk_p', 'erect_dt', 'strike_dt', 'crew_cd', 'po_ref'],
      jobs.map((j) => [j.no, j.cust.ac, j.qt, j.by, j.net, j.stat, j.dec, j.lost, j.addr, j.town, j.pc, j.typ, j.lifts, j.init, j.ext, j.erect, j.strike, j.crew, j.po])),
    insertRows('sfm.insp', ['insp_no', 'job_no', 'insp_dt', 'insp_typ', 'emp_no', 'res_cd', 'dfct_n', 'dfct_dsc', 'rect_dt'],
      insps.map((i, k) => [k + 1, i.job.no, i.dt, i.typ, i.emp, i.res, i.n, i.dsc, i.rect])),
    insertRows('sfm.kit_mv', ['dn_no', 'job_no', 'mv_dt', 'mv_cd', 'tonnes', 'lorry'], mvs.map((m, k) => [`DN${pad(k + 40001, 6)}`, m.job.no, m.dt, m.cd, m.t, m.lorry])),
    insertRows('sfm.ldgr', ['txn_no', 'txn_cd', 'doc_no', 'cust_ac', 'job_no', 'txn_dt', 'due_dt', 'chg_cd', 'ext_wks', 'net_p', 'vat_p', 'gross_p', 'alloc_to', 'pay_mth', 'memo', 'void_yn'],
      txns.map((t) => [t.no, t.cd, t.doc, t.cust.ac, t.job.no, t.dt, t.due, t.chg, t.wks, t.net, t.vat, t.gross, t.alloc ? t.alloc.no : null, t.mth, t.memo, t.voided ? 'Y' : 'N'])),
  ].join('\n');
}
