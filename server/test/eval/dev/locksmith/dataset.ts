/**
 * Walmgate Lock & Key Ltd, a mobile locksmith and security firm with a small shop on Walmgate, York. Engineers in
 * sign-written vans cover York and the towns around it (Harrogate, Knaresborough, Selby, Tadcaster, Wetherby, Malton,
 * Pocklington, Easingwold, Stamford Bridge) for emergency lockouts, lock changes, security upgrades, UPVC door and
 * window repairs, safe opening, and burglary repairs and boarding-up. Emergencies are taken day and night: a call
 * logged outside standard hours carries an out-of-hours surcharge. Work comes from private householders (who pay on
 * completion) and from credit accounts: home-insurance and home-emergency providers, letting agents (York's student
 * lets make July to September the peak for tenancy lock changes), private landlords and commercial customers. The
 * shop counter cuts keys and sells locks over the counter. Lockouts and burglaries peak in the dark months and over
 * Christmas and New Year; UPVC door trouble peaks in autumn and winter.
 *
 * This is the database of the "KeyMaster Pro" job, stock and accounts package (schema `kmp`), copied on the morning of
 * Wednesday 2026-11-25: it holds everything up to close of business on Tuesday 2026-11-24. The package went live on
 * 2024-01-02 and nothing earlier was migrated (no earlier jobs, invoices or counter sales; engineers and accounts were
 * keyed in with their original dates). The only rows dated 2026-11-25 or later are bookings: jobs with status B and
 * their appointment date (`bk_dt`). Money is in pounds sterling held as integer PENCE (columns ending `_p`): 7900 is
 * £79.00. VAT is 20% on everything (job invoices and counter sales).
 *
 * Sales (revenue, turnover) = job invoices ex VAT less credit notes ex VAT (`inv.net_p`, by `inv_dt`, ignoring voided
 * documents) plus counter sales ex VAT (`ctr.amt_p - ctr.vat_p`, by ticket date, ignoring voided tickets). "Invoiced
 * sales" or "job sales" means the invoice part alone. Counter "takings" are what went through the till, INC VAT
 * (`ctr.amt_p`, not voided).
 *
 * The package does not record: wages, hours worked or timesheets; fuel, mileage or any other van running cost;
 * supplier purchases or invoices, or stock held in the shop; customer reviews, ratings or satisfaction; phone calls
 * that did not become a job (missed calls, price enquiries); marketing or how a customer heard of us.
 *
 * - `eng`: engineers (locksmiths), keyed by `eng_cd` (their initials). `fnm` first name, `snm` surname; `mob` work
 *   mobile; `van_reg` registration of the van they drive (every engineer has their own van); `van_mk` its make and
 *   model; `safe_yn` Y trained and equipped for safe opening (only they are sent to safe work), N not; `ooh_yn` Y on
 *   the out-of-hours on-call rota (only they attend out-of-hours callouts), N not (trainees); `st_dt` start date;
 *   `lv_dt` the day they left, NULL for current engineers. A leaver's van went back to the lease company.
 *
 * - `acct`: credit accounts, keyed by `acct_cd`. Private householders have no account. `acct_nm` the account name (a
 *   firm, or a private landlord such as 'Mrs A Lister'); `acct_typ` INS insurer or home-emergency provider (the job is
 *   for their policyholder), LET letting agent, LLD landlord or property company, COM commercial or public body
 *   (housing association, school, offices, shops); `cntct` contact; `tel`; `terms_dd` payment terms in days after the
 *   invoice date (insurers 45, letting agents and commercial 30, landlords 14); `cr_lmt_p` credit limit in pence;
 *   `opn_dt` the day the account was opened; `stop_yn` Y on stop (no new work taken until they pay), N otherwise;
 *   `cls_dt` the day the account was closed, NULL while open.
 *
 * - `job`: one row per job, and per quote (a quote that is taken up becomes the job and keeps its number). `job_no`;
 *   `call_ts` when the call or enquiry was logged (date and time); `src_cd` how it came in: PH phone, WEB website
 *   form, ACC instruction from an account (insurer's or agent's portal or email), SHP in person at the shop; `acct_cd`
 *   the account billed (`acct.acct_cd`), NULL for a private customer; `cli_nm` the customer, tenant or policyholder at
 *   the property; `site_addr`, `site_twn` (town), `site_pc` the property's full postcode (the postcode district, e.g.
 *   YO10, is the part before the space); `wk_cd` the work: LO lockout (gaining entry for someone locked out), LC lock
 *   change (like for like, lost keys, new tenants), LU lock upgrade (security upgrade to anti-snap TS007 3-star
 *   cylinders, BS3621 locks, key safes, door chains and the like), UD UPVC door or window repair (mechanisms,
 *   gearboxes, hinges, handles), SO safe opening, BU burglary repair and boarding-up; `emg_yn` Y emergency callout
 *   (go now), N booked work (an appointment); `ooh_yn` Y out of hours: an emergency logged outside standard hours
 *   (Monday to Friday 08:00-17:59, Saturday 08:00-12:59; all of Sunday and bank holidays are out of hours), which
 *   carries the surcharge; booked work is always N; `qt_dt` the day a quote was given and `qt_p` the quoted price ex
 *   VAT in pence, both NULL for work done without a quote (emergencies are never quoted); `acc_dt` the day the customer
 *   accepted the quote, NULL otherwise; `nt_rsn` why a quote was not taken up (words: 'Price', 'No reply', 'Went
 *   elsewhere', 'DIY / own fitter', 'Landlord said no'), NULL otherwise; `stat_cd` Q quoted, awaiting the customer's
 *   answer; N quote not taken up (turned down, or written off after 30 days with no reply; the package keeps no date
 *   for this); B booked for a day still to come (every B job has `bk_dt` on or after 2026-11-25); C completed; X
 *   cancelled by the customer before the engineer arrived (a lockout where they found their keys, a cancelled
 *   appointment): no attendance and no charge. A quote counts as taken up when `acc_dt` is set (status B, C or X).
 *   `bk_dt` the appointment day for booked work, the day of the call for emergencies, NULL for Q and N; `eng_cd` the
 *   engineer sent or booked (`eng.eng_cd`), NULL for Q and N and for some cancelled appointments; `arr_ts` when the
 *   engineer arrived on site and `cmp_ts` when they finished, both set only for status C; `ord_ref` the account's
 *   claim or order number. Response time (call to arrival) = `arr_ts - call_ts`, measured on emergency callouts; time
 *   on site = `cmp_ts - arr_ts`. A job is "done" or "completed" on the date of `cmp_ts`.
 *
 * - `part`: the parts catalogue, keyed by `part_cd`. `part_dsc` description; `cat_cd` CYL cylinders (euro, rim,
 *   oval), MRT mortice locks, NLT nightlatches, MCH UPVC mechanisms (gearboxes, multipoint locks, keeps), HDL handles,
 *   HNG hinges and window stays, SAF safe locks and parts, SEC security extras (padlocks, door chains, viewers, key
 *   safes, letterbox guards, sash locks), MSC board-up sheets and sundries; `brand`; `cost_p` our current buy price
 *   per unit ex VAT (the package keeps no history of buy prices: parts cost is always figured at this price);
 *   `sell_p` list selling price ex VAT; `actv_yn` Y in the current range, N discontinued (no longer bought or fitted).
 *
 * - `job_prt`: parts fitted on completed jobs, one row per part per job, keyed by (`job_no`, `ln_no`). `part_cd`
 *   (`part.part_cd`); `qty`; `unit_p` the price charged each, ex VAT (list price, less 10% for insurer and letting
 *   agent accounts); `src_cd` V taken from the engineer's van stock, S from the shop or ordered in. The parts charge
 *   for a line is `qty * unit_p`, and a job's parts add up to its invoice's `prt_p`.
 *
 * - `van_stk`: the stock on each current engineer's van as at their last stock check, one row per part carried,
 *   keyed by (`eng_cd`, `part_cd`). `qty` on the van; `min_qty` the minimum (re-order) level: a part is below minimum
 *   when `qty < min_qty`; `chk_dt` the day of the van's last stock check. Van stock at cost = `qty * part.cost_p`.
 *
 * - `ctr`: shop counter sales, one ticket per sale, keyed by `tkt_no`. The shop opens Monday to Friday 09:00-17:30 and
 *   Saturday 09:00-13:00, never on Sundays or bank holidays (it was also shut 24-26 November 2025 for a refit).
 *   `tkt_ts` date and time of the sale; `itm_cd` KCS standard key cut (cylinder or Yale type), KCM mortice (lever) key
 *   cut, KCR restricted key cut on a registered key system (card and ID needed), KCW small key cut (window, padlock,
 *   cabinet), PRT a part sold over the counter; the four KC codes are the key cutting; `part_cd` the part sold
 *   (`part.part_cd`) for PRT, NULL otherwise; `qty` keys cut or parts sold on the ticket; `amt_p` the ticket total
 *   paid INC VAT; `vat_p` the VAT within it; `pay_cd` CRD card, CSH cash; `srv_by` who served (KB Karen Boyes and AW
 *   Adam Wray behind the counter, DHR Dave Harland); `void_yn` Y voided at the till (to be ignored), N live.
 *
 * - `inv`: job invoices and credit notes, keyed by `inv_no` (one number series). `doc_typ` I invoice, C credit note;
 *   `inv_dt` the document date; `job_no` the job (`job.job_no`); `acct_cd` the account (`acct.acct_cd`), NULL for a
 *   private customer. Every completed job has exactly one live invoice: a private customer's is dated the day the job
 *   was done, an account's that day or up to 3 days later. On invoices `lab_p` labour and callout charge, `prt_p`
 *   parts, `ooh_p` the out-of-hours surcharge (0 unless the job is out of hours: £70.00 for calls logged 22:00-05:59
 *   or on a Sunday or bank holiday, £45.00 for other out-of-hours calls); these three are NULL on credit notes. Quoted
 *   work is normally invoiced at the quoted price. `net_p` ex VAT, `vat_p` VAT, `gross_p` inc VAT, always positive
 *   (credit notes too); `due_dt` for invoices the day payment is due (private customers on the invoice date, accounts
 *   `inv_dt` + `terms_dd`), NULL on credit notes; `orig_inv` for credit notes the invoice credited (`inv.inv_no`);
 *   `void_yn` Y voided (raised in error and re-raised under a new number; kept for the audit trail, to be ignored
 *   everywhere), N live; `memo` the credit note's reason, or 'Raised in error' on voided invoices.
 *
 * - `pay`: money received, keyed by `pay_no`. `inv_no` the invoice paid (`inv.inv_no`); every payment settles one
 *   invoice in full (its gross less any credit note against it; there are no part payments, and an invoice credited in
 *   full gets no payment); `pay_dt` the day the money arrived; `amt_p` amount received; `mth_cd` CRD card, CSH cash,
 *   BAC bank transfer, CHQ cheque; `pay_ref` card authorisation, cheque number or bank reference. An invoice is paid
 *   when it has a payment; what is outstanding on a live invoice is its `gross_p` less live credit notes against it
 *   less payments; it is overdue when something is outstanding after its `due_dt`. What an account owes is the sum of
 *   that over its invoices (live invoices less live credit notes less payments, inc VAT).
 */
import { addDays, dayOfWeek, daysBetween, ENGLAND_BANK_HOLIDAYS, insertRows, pad, seededRandom } from '../../seeded-random';

const GO_LIVE = '2024-01-02';
const LAST = '2026-11-24';
const EPOCH = '2024-01-01';

const BANK_HOL = ENGLAND_BANK_HOLIDAYS;
const month = (d: string) => Number(d.slice(5, 7));
const year = (d: string) => Number(d.slice(0, 4));
/** Booked work goes in Monday to Saturday, never on a bank holiday. */
const bookable = (d: string) => dayOfWeek(d) !== 0 && !BANK_HOL.has(d);
const nextBookable = (d: string) => {
  let x = d;
  while (!bookable(x)) x = addDays(x, 1);
  return x;
};
/** Minutes since EPOCH for a date and minute of the day, and back to SQL timestamp text. */
const abs = (d: string, m: number) => daysBetween(EPOCH, d) * 1440 + m;
const tsText = (a: number) => {
  const d = addDays(EPOCH, Math.floor(a / 1440));
  const m = a % 1440;
  return `${d} ${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}:00`;
};
const absDate = (a: number) => addDays(EPOCH, Math.floor(a / 1440));
/** Standard hours: Monday to Friday 08:00-17:59, Saturday 08:00-12:59; all else (and bank holidays) out of hours. */
const outOfHours = (d: string, m: number) => {
  const w = dayOfWeek(d);
  if (BANK_HOL.has(d) || w === 0) return true;
  if (w === 6) return m < 480 || m >= 780;
  return m < 480 || m >= 1080;
};

// ---------------------------------------------------------------- engineers
interface Eng {
  cd: string;
  fnm: string;
  snm: string;
  mob: string;
  van: string;
  mk: string;
  safe: 'Y' | 'N';
  rota: 'Y' | 'N';
  st: string;
  lv: string | null;
  w: number;
  spd: number;
}
const ENG: Eng[] = [
  { cd: 'DHR', fnm: 'Dave', snm: 'Harland', mob: '07700 914201', van: 'YK19 LKD', mk: 'Ford Transit Custom', safe: 'Y', rota: 'Y', st: '2006-04-03', lv: null, w: 0.8, spd: 0.95 },
  { cd: 'MCO', fnm: 'Mick', snm: 'Coates', mob: '07700 914388', van: 'YJ20 HVB', mk: 'Vauxhall Vivaro', safe: 'Y', rota: 'Y', st: '2012-09-10', lv: null, w: 1.35, spd: 1.0 },
  { cd: 'SBR', fnm: 'Sophie', snm: 'Brunt', mob: '07700 915062', van: 'YD21 OKA', mk: 'Citroen Berlingo', safe: 'N', rota: 'Y', st: '2019-02-04', lv: null, w: 1.15, spd: 0.82 },
  { cd: 'RAK', fnm: 'Rob', snm: 'Akroyd', mob: '07700 913377', van: 'YE68 RTU', mk: 'Ford Transit Connect', safe: 'N', rota: 'Y', st: '2016-05-16', lv: null, w: 1.05, spd: 1.12 },
  { cd: 'JPU', fnm: 'Jay', snm: 'Pullan', mob: '07700 916540', van: 'YF22 XSN', mk: 'Peugeot Partner', safe: 'N', rota: 'Y', st: '2021-08-02', lv: null, w: 0.95, spd: 1.04 },
  { cd: 'CWE', fnm: 'Craig', snm: 'Wetherell', mob: '07700 912219', van: 'YA17 GPZ', mk: 'Renault Kangoo', safe: 'N', rota: 'Y', st: '2015-03-02', lv: '2025-06-27', w: 1.0, spd: 1.18 },
  { cd: 'TNE', fnm: 'Tom', snm: 'Ness', mob: '07700 917731', van: 'YG25 KMR', mk: 'Ford Transit Connect', safe: 'N', rota: 'Y', st: '2025-08-04', lv: null, w: 0.9, spd: 1.08 },
  { cd: 'LFA', fnm: 'Liam', snm: 'Fawcett', mob: '07700 918846', van: 'YH26 BWL', mk: 'Citroen Berlingo', safe: 'N', rota: 'N', st: '2026-03-02', lv: null, w: 0.6, spd: 1.25 },
];
const engOn = (d: string) => ENG.filter((e) => e.st <= d && (e.lv === null || d <= e.lv));

// ---------------------------------------------------------------- accounts
type AcTyp = 'INS' | 'LET' | 'LLD' | 'COM';
interface Acct {
  cd: string;
  nm: string;
  typ: AcTyp;
  cntct: string;
  tel: string;
  terms: number;
  lmt: number;
  opn: string;
  stop: 'Y' | 'N';
  cls: string | null;
  /** last day they sent work (dormant after) */
  quiet: string | null;
  /** relative share of that type's work */
  w: number;
  /** extra days late on paying */
  slow: number;
}
const A = (cd: string, nm: string, typ: AcTyp, cntct: string, opn: string, w: number, extra: Partial<Acct> = {}): Acct => ({
  cd,
  nm,
  typ,
  cntct,
  tel: '',
  terms: typ === 'INS' ? 45 : typ === 'LLD' ? 14 : 30,
  lmt: typ === 'INS' ? 1500000 : typ === 'LET' ? 500000 : typ === 'LLD' ? 150000 : 300000,
  opn,
  stop: 'N',
  cls: null,
  quiet: null,
  w,
  slow: 0,
  ...extra,
});
const ACCTS: Acct[] = [
  A('INS001', 'Northern Mutual Home Claims', 'INS', 'Claims Desk', '2015-06-01', 3.0, { slow: 12 }),
  A('INS002', 'Ridings Insurance Services', 'INS', 'Karen Oldroyd', '2017-02-13', 1.6, { slow: 4 }),
  A('INS003', 'HomeShield Assist', 'INS', 'Supplier Team', '2019-10-07', 2.4, { slow: 22 }),
  A('INS004', 'Crestline Claims Management', 'INS', 'Paul Fenwick', '2020-04-20', 1.2, { slow: 8 }),
  A('INS005', 'Pennine Direct Insurance', 'INS', 'Network Mgr', '2021-01-11', 0.9, { slow: 0 }),
  A('INS006', 'Castle Home Emergency', 'INS', 'Ops Team', '2022-05-03', 1.4, { slow: 30 }),
  A('INS007', 'Beacon Assistance Ltd', 'INS', 'Lisa Crabtree', '2024-09-16', 1.0, { slow: 6 }),
  A('LET001', 'Micklegate Lettings', 'LET', 'Hannah Rowe', '2011-03-14', 2.2),
  A('LET002', 'Bootham Property Management', 'LET', 'Gareth Illingworth', '2013-07-01', 1.5, { slow: 5 }),
  A('LET003', 'Fulford Student Lets', 'LET', 'Amy Thackray', '2016-06-06', 2.0, { slow: 10 }),
  A('LET004', 'Clifton Estates Lettings', 'LET', 'Ian Moorhouse', '2014-01-20', 1.1, { quiet: '2026-04-17' }),
  A('LET005', 'Heworth Homes Lettings', 'LET', 'Joanne Pickles', '2018-09-03', 1.0, { stop: 'Y', slow: 45, quiet: '2026-09-30' }),
  A('LET006', 'Ainsty Residential', 'LET', 'Mark Denison', '2019-11-25', 0.9),
  A('LET007', 'Minster Moves Lettings', 'LET', 'Chloe Barraclough', '2020-08-10', 1.3, { slow: 3 }),
  A('LET008', 'Acomb Lettings & Sales', 'LET', 'Steve Naylor', '2017-04-24', 0.8, { quiet: '2026-05-22' }),
  A('LET009', 'Stray Property Management', 'LET', 'Rachel Kitching', '2021-03-01', 0.9, { slow: 7 }),
  A('LET010', 'Selby Lettings Co', 'LET', 'Dean Ackroyd', '2022-02-14', 0.6),
  A('LET011', 'Ouse Student Homes', 'LET', 'Tara Whitworth', '2024-05-07', 1.4, { slow: 2 }),
  A('LET012', 'Harrogate Home Lets', 'LET', 'Neil Sunderland', '2023-01-09', 0.7, { quiet: '2026-02-27' }),
  A('LLD001', 'Yorvik Properties Ltd', 'LLD', 'Peter Ogden', '2012-05-21', 2.0, { slow: 6 }),
  A('LLD002', 'Mrs A Lister', 'LLD', 'Anne Lister', '2016-10-03', 0.8),
  A('LLD003', 'Foss Holdings Ltd', 'LLD', 'Richard Haigh', '2018-03-19', 1.3, { slow: 15 }),
  A('LLD004', 'Mr K Bhatti', 'LLD', 'Kamran Bhatti', '2019-07-08', 0.9, { slow: 4 }),
  A('LLD005', 'Tang Hall Lets (M Dobson)', 'LLD', 'Martin Dobson', '2020-01-27', 0.7, { stop: 'Y', slow: 60, quiet: '2026-08-14' }),
  A('LLD006', 'Hungate Estates', 'LLD', 'Sarah Marsden', '2021-06-14', 1.1),
  A('LLD007', 'Mr & Mrs Greenwood', 'LLD', 'Jill Greenwood', '2017-09-11', 0.5, { cls: '2025-03-31', quiet: '2025-02-28' }),
  A('LLD008', 'Skeldergate Property Co', 'LLD', 'Owen Priestley', '2024-02-05', 1.0, { slow: 9 }),
  A('LLD009', 'Mr D Varley', 'LLD', 'Darren Varley', '2025-01-13', 0.6),
  A('LLD010', 'Bishopthorpe Rentals', 'LLD', 'Emma Gaunt', '2026-02-16', 0.9, { slow: 3 }),
  A('LLD011', 'Mrs P Rhodes', 'LLD', 'Pauline Rhodes', '2026-06-01', 0.5),
  A('LLD012', 'Heslington Road Lets', 'LLD', 'Graham Firth', '2026-09-07', 0.7),
  A('COM001', 'Ousebridge Housing Association', 'COM', 'Repairs Team', '2010-02-01', 2.5, { terms: 30, slow: 11 }),
  A('COM002', 'Fishergate Dental Practice', 'COM', 'Practice Manager', '2018-11-05', 0.4),
  A('COM003', 'Heslington Business Park FM', 'COM', 'FM Helpdesk', '2016-01-18', 1.2, { slow: 14 }),
  A('COM004', 'Walmgate Primary School', 'COM', 'School Business Mgr', '2014-09-01', 0.6, { slow: 20 }),
  A('COM005', 'Shambles Tea Rooms', 'COM', 'Gemma Holt', '2019-04-15', 0.3, { cls: '2025-10-31', quiet: '2025-09-30' }),
  A('COM006', 'Tang Hall Community Centre', 'COM', 'Centre Manager', '2020-07-06', 0.4),
  A('COM007', 'York Self Store', 'COM', 'Site Manager', '2022-03-28', 0.7, { slow: 5 }),
  A('COM008', 'Monks Cross Retail Mgmt', 'COM', 'Centre Security', '2023-06-12', 0.8, { slow: 8 }),
];
ACCTS.forEach((a, k) => {
  a.tel = `01904 ${pad(610000 + k * 2711, 6)}`;
});
const acctsOn = (typ: AcTyp, d: string) => ACCTS.filter((a) => a.typ === typ && a.opn <= d && (a.quiet === null || d <= a.quiet));

// ---------------------------------------------------------------- parts
interface Part {
  cd: string;
  dsc: string;
  cat: string;
  brand: string;
  cost: number;
  sell: number;
  actv: 'Y' | 'N';
  van: boolean;
}
const P = (cd: string, dsc: string, cat: string, brand: string, cost: number, sell: number, actv: 'Y' | 'N' = 'Y', van = true): Part => ({ cd, dsc, cat, brand, cost, sell, actv, van });
const PARTS: Part[] = [
  P('EC-STD-3535', 'Euro cylinder standard 35/35', 'CYL', 'Union', 450, 1800),
  P('EC-STD-3540', 'Euro cylinder standard 35/40', 'CYL', 'Union', 470, 1850),
  P('EC-STD-4040', 'Euro cylinder standard 40/40', 'CYL', 'Union', 480, 1900),
  P('EC-STD-3545', 'Euro cylinder standard 35/45', 'CYL', 'Union', 520, 2000),
  P('EC-TS3-3535', 'Anti-snap euro cylinder TS007 3 star 35/35', 'CYL', 'Ultion', 2100, 5500),
  P('EC-TS3-3540', 'Anti-snap euro cylinder TS007 3 star 35/40', 'CYL', 'Ultion', 2150, 5650),
  P('EC-TS3-4040', 'Anti-snap euro cylinder TS007 3 star 40/40', 'CYL', 'Ultion', 2250, 5800),
  P('EC-TS3-3545', 'Anti-snap euro cylinder TS007 3 star 35/45', 'CYL', 'Ultion', 2300, 5900),
  P('EC-TS3-4050', 'Anti-snap euro cylinder TS007 3 star 40/50', 'CYL', 'Ultion', 2450, 6200),
  P('EC-TS1-3535', 'Euro cylinder TS007 1 star 35/35', 'CYL', 'Avocet', 1100, 3400, 'N'),
  P('EC-KT-4040', 'Euro cylinder key and thumbturn 40/40', 'CYL', 'Union', 1100, 3200),
  P('RIM-CYL', 'Rim cylinder for nightlatch, brass', 'CYL', 'ERA', 600, 2200),
  P('OVL-CYL', 'Oval cylinder 35/35', 'CYL', 'ERA', 700, 2400, 'Y', false),
  P('MD-5L-64', 'Mortice deadlock 5 lever BS3621 64mm', 'MRT', 'Union', 2200, 6500),
  P('MD-5L-76', 'Mortice deadlock 5 lever BS3621 76mm', 'MRT', 'Union', 2300, 6800),
  P('MS-5L-64', 'Mortice sashlock 5 lever BS3621 64mm', 'MRT', 'Union', 2600, 7500),
  P('MS-3L-64', 'Mortice sashlock 3 lever 64mm', 'MRT', 'ERA', 800, 2800),
  P('MD-3L-64', 'Mortice deadlock 3 lever 64mm', 'MRT', 'ERA', 700, 2500),
  P('MD-3L-76', 'Mortice deadlock 3 lever 76mm', 'MRT', 'ERA', 720, 2550, 'N'),
  P('NL-STD-60', 'Nightlatch standard 60mm', 'NLT', 'Yale', 1200, 3500),
  P('NL-BS-60', 'Nightlatch deadlocking BS3621 60mm', 'NLT', 'Yale', 5200, 12500),
  P('GB-35-92', 'UPVC door gearbox 35mm backset 92pz', 'MCH', 'Fullex', 1400, 4500),
  P('GB-45-92', 'UPVC door gearbox 45mm backset 92pz', 'MCH', 'Fullex', 1450, 4600),
  P('MP-HK-35', 'UPVC multipoint lock, hooks and rollers, 35mm', 'MCH', 'Winkhaus', 5500, 14500),
  P('MP-RL-35', 'UPVC multipoint lock, rollers and deadbolt, 35mm', 'MCH', 'Maco', 5200, 13900),
  P('MP-HK-45', 'UPVC multipoint lock, hooks and rollers, 45mm', 'MCH', 'Winkhaus', 5700, 14900),
  P('KEEP-ADJ', 'UPVC adjustable keep set', 'MCH', 'Fullex', 900, 2800),
  P('WIN-GBX', 'UPVC window espagnolette gearbox', 'MCH', 'Mila', 600, 2200),
  P('SHB-KEEP', 'Composite door shootbolt keeps (pair)', 'MCH', 'Fullex', 500, 1800, 'Y', false),
  P('LH-UPVC-WH', 'UPVC door handles lever/lever white 92pz', 'HDL', 'Mila', 900, 2900),
  P('LH-UPVC-CH', 'UPVC door handles lever/lever chrome 92pz', 'HDL', 'Mila', 1300, 3600),
  P('WIN-HDL', 'UPVC window handle, locking', 'HDL', 'Mila', 350, 1500),
  P('LOR-SC', 'Lever on rose handles satin chrome (pair)', 'HDL', 'Eurospec', 1100, 3100),
  P('HNG-FLAG', 'UPVC flag hinge 3D adjustable', 'HNG', 'Mila', 850, 2600),
  P('HNG-BUTT4', 'Butt hinges 4in steel (pair)', 'HNG', 'Eclipse', 300, 1400),
  P('HNG-FRIC', 'Window friction stays (pair)', 'HNG', 'Mila', 900, 2900),
  P('SAF-ELK', 'Safe electronic lock unit', 'SAF', 'Sargent & Greenleaf', 6500, 16500, 'Y', false),
  P('SAF-KLK', 'Safe key lock with 2 keys', 'SAF', 'Chubbsafes', 3500, 9500, 'Y', false),
  P('SAF-BAT', 'Safe keypad battery pack', 'SAF', 'Generic', 200, 900, 'Y', false),
  P('SAF-CMB', 'Safe mechanical combination lock', 'SAF', 'Sargent & Greenleaf', 5400, 13500, 'Y', false),
  P('PAD-50', 'Closed shackle padlock 50mm', 'SEC', 'Squire', 900, 2600),
  P('CHN-DOOR', 'Door chain, brass', 'SEC', 'ERA', 250, 1200),
  P('VWR-DOOR', 'Door viewer 180 degree', 'SEC', 'ERA', 200, 1000),
  P('KEYSAFE', 'Key safe, police approved', 'SEC', 'Supra', 3200, 7900),
  P('LB-GUARD', 'Letterbox guard', 'SEC', 'Eurospec', 700, 2200),
  P('SASH-JAM', 'Sash window locks (pair)', 'SEC', 'ERA', 400, 1600, 'Y', false),
  P('BRD-PLY', 'Plywood board-up sheet 8x4 18mm', 'MSC', 'Local timber', 2200, 4500),
  P('FIX-KIT', 'Fixings and sundries pack', 'MSC', 'Generic', 100, 500),
];
const partBy = new Map(PARTS.map((p) => [p.cd, p]));

// ---------------------------------------------------------------- places
interface Town {
  nm: string;
  pcs: string[];
  w: number;
  drive: number;
}
const TOWNS: Town[] = [
  { nm: 'York', pcs: ['YO1', 'YO10', 'YO10', 'YO23', 'YO24', 'YO24', 'YO26', 'YO30', 'YO31', 'YO31', 'YO32'], w: 62, drive: 24 },
  { nm: 'Harrogate', pcs: ['HG1', 'HG2'], w: 7, drive: 52 },
  { nm: 'Knaresborough', pcs: ['HG5'], w: 3, drive: 44 },
  { nm: 'Selby', pcs: ['YO8'], w: 6, drive: 40 },
  { nm: 'Tadcaster', pcs: ['LS24'], w: 3, drive: 34 },
  { nm: 'Wetherby', pcs: ['LS22'], w: 3, drive: 44 },
  { nm: 'Malton', pcs: ['YO17'], w: 3, drive: 48 },
  { nm: 'Pocklington', pcs: ['YO42'], w: 4, drive: 38 },
  { nm: 'Easingwold', pcs: ['YO61'], w: 3, drive: 36 },
  { nm: 'Stamford Bridge', pcs: ['YO41'], w: 2, drive: 30 },
];
const STREETS = [
  'Bishopthorpe Road', 'Heworth Green', 'Burton Stone Lane', 'Tadcaster Road', 'Hull Road', 'Fulford Road', 'Lawrence Street',
  'Haxby Road', 'Wigginton Road', 'Acomb Road', 'Front Street', 'Holgate Road', 'Clarence Street', 'Huntington Road',
  'Stockton Lane', 'Melrosegate', 'Thief Lane', 'Badger Hill Drive', 'Water End', 'Beckfield Lane', 'Station Road',
  'Church Street', 'High Street', 'Park Avenue', 'Mill Lane', 'Westfield Drive', 'The Green', 'Main Street', 'Grove Terrace',
  'Albemarle Road', 'Scarcroft Road', 'Nunthorpe Avenue', 'Penley Grove Street', 'Gillygate', 'Walmgate', 'Nunnery Lane',
];
const INITIALS = 'ABCDEGHJKLMNPRSTW'.split('');
const SURNAMES = [
  'Smith', 'Jackson', 'Wilson', 'Hudson', 'Atkinson', 'Walker', 'Wood', 'Robinson', 'Thompson', 'Wright', 'Lambert', 'Fletcher',
  'Cooper', 'Dixon', 'Foster', 'Hall', 'Harrison', 'Kelly', 'Metcalfe', 'Pickering', 'Scott', 'Shaw', 'Simpson', 'Taylor',
  'Turner', 'Ward', 'Watson', 'Hebden', 'Kirby', 'Clarkson', 'Ellis', 'Holmes', 'Lowther', 'Nicholson', 'Precious', 'Rowntree',
  'Tweddle', 'Waind', 'Wrigglesworth', 'Singh', 'Khan', 'Nowak', 'Kowalski', 'Chen', 'Okafor', 'Murphy', 'Reilly', 'Hughes',
];

// ---------------------------------------------------------------- seasonality
const EMG_MON = [1.35, 1.15, 1.0, 0.9, 0.85, 0.8, 0.85, 0.9, 0.95, 1.1, 1.25, 1.5];
const BURG_MON = [1.4, 1.2, 1.0, 0.8, 0.7, 0.6, 0.7, 0.8, 0.9, 1.25, 1.45, 1.55];
const BOOK_MON = [0.95, 0.95, 1.05, 1.05, 1.0, 1.1, 1.3, 1.35, 1.3, 1.1, 1.0, 0.6];
const LET_MON = [0.6, 0.6, 0.7, 0.8, 0.9, 1.3, 2.2, 2.4, 2.0, 0.9, 0.7, 0.5];
const UPVC_MON = [1.4, 1.3, 1.0, 0.8, 0.7, 0.6, 0.6, 0.7, 0.9, 1.3, 1.5, 1.1];
const growth = (d: string) => (year(d) === 2024 ? 1.0 : year(d) === 2025 ? 1.08 : 1.15);
const HOUR_W = [2, 1.5, 1, 0.5, 0.3, 0.3, 0.5, 1.2, 2.2, 3, 3, 3, 3.2, 3, 3, 3.2, 3.6, 4.2, 4.6, 4.6, 4.2, 3.9, 3.4, 2.8];

export function datasetSql(): string {
  const r = seededRandom(20261125);

  interface Job {
    no: number;
    call: number;
    src: string;
    acct: Acct | null;
    cli: string;
    addr: string;
    town: string;
    pc: string;
    wk: string;
    emg: 'Y' | 'N';
    ooh: 'Y' | 'N';
    qtDt: string | null;
    qtP: number | null;
    accDt: string | null;
    ntRsn: string | null;
    stat: string;
    bk: string | null;
    eng: Eng | null;
    arr: number | null;
    cmp: number | null;
    ref: string | null;
    drive: number;
  }
  const jobs: Job[] = [];

  const clientName = () => {
    const t = r.weighted([['Mr', 45], ['Mrs', 25], ['Ms', 18], ['Miss', 7], ['Dr', 5]] as const);
    return `${t} ${r.pick(INITIALS)} ${r.pick(SURNAMES)}`;
  };
  const place = () => {
    const t = r.weighted(TOWNS.map((x) => [x, x.w] as const));
    const dist = r.pick(t.pcs);
    const pc = `${dist} ${r.int(1, 9)}${r.pick('ABDEFGHJLNPQRSTUWXYZ'.split(''))}${r.pick('ABDEFGHJLNPQRSTUWXYZ'.split(''))}`;
    return { town: t.nm, pc, addr: `${r.int(1, 140)} ${r.pick(STREETS)}`, drive: t.drive };
  };
  const pickAcct = (typ: AcTyp, d: string): Acct | null => {
    const on = acctsOn(typ, d);
    if (on.length === 0) return null;
    return r.weighted(on.map((a) => [a, a.w] as const));
  };
  const refFor = (a: Acct | null) => {
    if (!a) return null;
    if (a.typ === 'INS') return `CLM${r.int(1000000, 9999999)}`;
    if (a.typ === 'LET' || a.typ === 'COM') return r.chance(0.85) ? `PO${r.int(10000, 99999)}` : null;
    return null;
  };

  // ------------------------------------------------------------ emergencies
  let d = GO_LIVE;
  while (d <= LAST) {
    const m = month(d);
    const w = dayOfWeek(d);
    const dowF = w === 5 || w === 6 ? 1.3 : w === 0 ? 1.15 : 1.0;
    const xmas = d.slice(5) >= '12-20' || d.slice(5) <= '01-02' ? 1.3 : 1.0;
    const nEmg = r.poisson(1.55 * EMG_MON[m - 1] * dowF * xmas * growth(d));
    for (let k = 0; k < nEmg; k++) {
      const wk = r.weighted([
        ['LO', 62 * EMG_MON[m - 1]],
        ['BU', 14 * BURG_MON[m - 1]],
        ['LC', 13],
        ['UD', 8 * UPVC_MON[m - 1]],
        ['SO', 1.8],
      ] as const);
      let minute = r.weighted(HOUR_W.map((hw, h) => [h, hw] as const)) * 60 + r.int(0, 59);
      if (d === LAST && minute > 1230) minute = r.int(1000, 1230);
      const ooh = outOfHours(d, minute) ? 'Y' : 'N';
      let acct: Acct | null = null;
      if (wk === 'LO') acct = r.chance(0.09) ? pickAcct('INS', d) : r.chance(0.1) ? pickAcct('LET', d) : null;
      else if (wk === 'BU') {
        const t = r.weighted([['INS', 58], ['LET', 8], ['LLD', 7], ['COM', 11], ['P', 16]] as const);
        acct = t === 'P' ? null : pickAcct(t, d);
      } else if (wk === 'LC') {
        const t = r.weighted([['INS', 12], ['LET', 12], ['LLD', 8], ['COM', 6], ['P', 62]] as const);
        acct = t === 'P' ? null : pickAcct(t, d);
      } else if (wk === 'UD') {
        const t = r.weighted([['INS', 10], ['LET', 10], ['LLD', 10], ['COM', 5], ['P', 65]] as const);
        acct = t === 'P' ? null : pickAcct(t, d);
      } else if (wk === 'SO') {
        const t = r.weighted([['COM', 30], ['P', 70]] as const);
        acct = t === 'P' ? null : pickAcct(t, d);
      }
      const pl = place();
      const call = abs(d, minute);
      let stat = 'C';
      const cancelP = wk === 'LO' ? 0.08 : wk === 'BU' ? 0.015 : 0.04;
      if (r.chance(cancelP)) stat = 'X';
      const src = acct && r.chance(0.55) ? 'ACC' : r.chance(0.78) ? 'PH' : 'WEB';
      jobs.push({
        no: 0, call, src, acct, cli: clientName(), addr: pl.addr, town: pl.town, pc: pl.pc, wk, emg: 'Y', ooh, qtDt: null, qtP: null,
        accDt: null, ntRsn: null, stat, bk: d, eng: null, arr: null, cmp: null, ref: refFor(acct), drive: pl.drive,
      });
    }

    // ------------------------------------------------------------ enquiries for booked work
    if (w !== 0 && !BANK_HOL.has(d)) {
      const sat = w === 6 ? 0.45 : 1.0;
      const xm = d.slice(5) >= '12-22' || d.slice(5) <= '01-02' ? 0.3 : 1.0;
      const nBk = r.poisson(2.0 * BOOK_MON[m - 1] * sat * xm * growth(d));
      for (let k = 0; k < nBk; k++) {
        const wk = r.weighted([
          ['LC', 30 * LET_MON[m - 1]],
          ['LU', 24],
          ['UD', 28 * UPVC_MON[m - 1]],
          ['SO', 4],
          ['LO', 4],
        ] as const);
        let acct: Acct | null = null;
        if (wk === 'LC') {
          const t = r.weighted([['LET', 42 * LET_MON[m - 1]], ['LLD', 18], ['COM', 8], ['INS', 3], ['P', 40]] as const);
          acct = t === 'P' ? null : pickAcct(t, d);
        } else if (wk === 'LU') {
          const t = r.weighted([['LLD', 8], ['LET', 6], ['COM', 8], ['INS', 4], ['P', 74]] as const);
          acct = t === 'P' ? null : pickAcct(t, d);
        } else if (wk === 'UD') {
          const t = r.weighted([['LLD', 12], ['LET', 12], ['COM', 6], ['P', 70]] as const);
          acct = t === 'P' ? null : pickAcct(t, d);
        } else if (wk === 'SO') {
          const t = r.weighted([['COM', 25], ['P', 75]] as const);
          acct = t === 'P' ? null : pickAcct(t, d);
        } else {
          const t = r.weighted([['LET', 60], ['LLD', 25], ['P', 15]] as const);
          acct = t === 'P' ? null : pickAcct(t, d);
        }
        const minute = r.int(8 * 60, 17 * 60 + 30);
        const call = abs(d, minute);
        const quoteP = wk === 'LU' ? 1 : wk === 'UD' ? 0.7 : wk === 'SO' ? 0.9 : wk === 'LC' ? (acct && acct.typ === 'LET' ? 0.05 : 0.25) : 0;
        const pl = place();
        const job: Job = {
          no: 0, call, src: acct && r.chance(0.6) ? 'ACC' : r.weighted([['PH', 60], ['WEB', 30], ['SHP', 10]] as const), acct,
          cli: acct && acct.typ === 'COM' ? acct.nm : clientName(), addr: pl.addr, town: pl.town, pc: pl.pc, wk, emg: 'N', ooh: 'N',
          qtDt: null, qtP: null, accDt: null, ntRsn: null, stat: 'C', bk: null, eng: null, arr: null, cmp: null, ref: refFor(acct), drive: pl.drive,
        };
        let start = d;
        if (r.chance(quoteP)) {
          job.qtDt = r.chance(0.45) ? d : nextBookable(addDays(d, r.int(1, 6)));
          const base = wk === 'LU' ? r.int(9, 48) * 500 : wk === 'UD' ? r.int(14, 44) * 500 : wk === 'SO' ? r.int(30, 110) * 500 : r.int(12, 36) * 500;
          job.qtP = base;
          const acceptP = (wk === 'LU' ? 0.56 : wk === 'UD' ? 0.62 : wk === 'SO' ? 0.7 : 0.74) + (acct ? 0.15 : 0) - (base > 15000 ? 0.1 : 0);
          if (r.chance(acceptP)) {
            const acc = addDays(job.qtDt, r.weighted([[0, 3], [1, 5], [2, 4], [3, 3], [5, 3], [7, 2], [10, 2], [14, 1], [21, 1]] as const) + r.int(0, 1));
            if (acc > LAST) {
              job.stat = 'Q';
            } else {
              job.accDt = acc;
              start = acc;
            }
          } else {
            const writeOff = addDays(job.qtDt, 30);
            if (writeOff > LAST && r.chance(0.8)) job.stat = 'Q';
            else {
              job.stat = 'N';
              job.ntRsn = r.weighted([['Price', 38], ['No reply', writeOff > LAST ? 0 : 27], ['Went elsewhere', 19], ['DIY / own fitter', 9], ['Landlord said no', 5]] as const);
            }
          }
          if (job.stat === 'Q' || job.stat === 'N') {
            jobs.push(job);
            continue;
          }
        }
        const lead = wk === 'LO' ? r.int(0, 3) : wk === 'LC' && acct && acct.typ === 'LET' && r.chance(0.3) ? r.int(14, 56) : r.weighted([[1, 2], [2, 3], [3, 3], [5, 4], [7, 4], [10, 4], [14, 4], [21, 3], [28, 2], [42, 1.5]] as const) + r.int(0, 3);
        let bk = nextBookable(addDays(start, lead));
        if (bk.slice(5) >= '12-24' && bk.slice(5) <= '12-31') bk = nextBookable(`${bk.slice(0, 4)}-12-29`);
        job.bk = bk;
        if (bk > LAST) job.stat = 'B';
        else if (r.chance(0.04)) job.stat = 'X';
        jobs.push(job);
      }
    }
    d = addDays(d, 1);
  }

  // ------------------------------------------------------------ assign engineers, times
  jobs.sort((a, b) => a.call - b.call);
  const minuteFree = new Map<string, number>();
  for (const j of jobs) {
    if (j.stat === 'Q' || j.stat === 'N') continue;
    const day = j.emg === 'Y' ? absDate(j.call) : (j.bk as string);
    let pool = engOn(day);
    if (j.wk === 'SO') pool = pool.filter((e) => e.safe === 'Y');
    if (j.ooh === 'Y') pool = pool.filter((e) => e.rota === 'Y');
    if (j.emg === 'Y' && j.wk === 'BU' && pool.some((e) => e.cd !== 'LFA')) pool = pool.filter((e) => e.cd !== 'LFA');
    j.eng = r.weighted(pool.map((e) => [e, e.w] as const));
    if (j.stat === 'X') {
      if (j.emg === 'N' && r.chance(0.5)) j.eng = null;
      continue;
    }
    if (j.stat === 'B') continue;
    const e = j.eng;
    const dur =
      j.wk === 'LO' ? r.int(8, 40) : j.wk === 'LC' ? r.int(25, 80) : j.wk === 'LU' ? r.int(45, 190) : j.wk === 'UD' ? r.int(40, 160) : j.wk === 'SO' ? r.int(55, 320) : r.int(55, 200);
    if (j.emg === 'Y') {
      let resp = Math.round((j.drive + r.int(0, 34) + (j.ooh === 'Y' ? r.int(5, 22) : 0)) * e.spd);
      if (r.chance(0.05)) resp += r.int(40, 110);
      const busy = minuteFree.get(e.cd) ?? 0;
      if (busy > j.call && busy - j.call < 90 && j.ooh === 'N') resp += Math.min(45, busy - j.call);
      j.arr = j.call + resp;
      j.cmp = j.arr + dur;
      minuteFree.set(e.cd, j.cmp);
    } else {
      const slot = r.int(16, 32) * 30 + r.int(0, 20);
      j.arr = abs(j.bk as string, slot);
      j.cmp = j.arr + dur;
    }
  }
  // nothing ends after close of play on LAST
  for (const j of jobs) {
    if (j.cmp !== null && j.cmp >= abs(addDays(LAST, 1), 0)) {
      const over = j.cmp - abs(addDays(LAST, 1), 0) + 5;
      j.call -= over;
      if (j.arr !== null) j.arr -= over;
      j.cmp -= over;
    }
  }
  jobs.sort((a, b) => a.call - b.call);
  jobs.forEach((j, k) => {
    j.no = 40001 + k;
  });

  // ------------------------------------------------------------ parts per job
  interface Line {
    job: Job;
    ln: number;
    part: Part;
    qty: number;
    unit: number;
    src: string;
  }
  const lines: Line[] = [];
  const pickP = (codes: readonly (readonly [string, number])[]) => partBy.get(r.weighted(codes)) as Part;
  const CYL_STD: [string, number][] = [['EC-STD-3535', 5], ['EC-STD-3540', 3], ['EC-STD-4040', 4], ['EC-STD-3545', 2]];
  const CYL_TS3: [string, number][] = [['EC-TS3-3535', 5], ['EC-TS3-3540', 3], ['EC-TS3-4040', 4], ['EC-TS3-3545', 3], ['EC-TS3-4050', 1.5]];
  for (const j of jobs) {
    if (j.stat !== 'C') continue;
    const jdt = absDate(j.arr as number);
    const tsOk = (p: Part) => !(p.cd === 'EC-TS1-3535' && jdt >= '2025-01-01') && !(p.cd === 'MD-3L-76' && jdt >= '2024-09-01');
    const want: Part[] = [];
    const add = (p: Part, times = 1) => {
      for (let t = 0; t < times; t++) want.push(p);
    };
    if (j.wk === 'LO') {
      if (r.chance(0.17)) add(r.chance(0.5) ? pickP(CYL_TS3) : pickP(CYL_STD));
      if (r.chance(0.04)) add(partBy.get('NL-STD-60') as Part);
    } else if (j.wk === 'LC') {
      const n = r.weighted([[1, 6], [2, 4], [3, 1]] as const);
      for (let t = 0; t < n; t++) {
        const kind = r.weighted([['cyl', 6], ['mrt', 2.5], ['nl', 1.2], ['rim', 0.8], ['old', jdt < '2025-01-01' ? 0.6 : 0]] as const);
        if (kind === 'cyl') add(r.chance(j.acct && j.acct.typ === 'LET' ? 0.35 : 0.55) ? pickP(CYL_TS3) : pickP(CYL_STD));
        else if (kind === 'mrt') add(pickP([['MD-5L-64', 4], ['MS-5L-64', 3], ['MS-3L-64', 1.5], ['MD-3L-64', 1.2], ['MD-5L-76', 1], ['MD-3L-76', jdt < '2024-09-01' ? 0.6 : 0]]));
        else if (kind === 'nl') add(partBy.get('NL-STD-60') as Part);
        else if (kind === 'rim') add(partBy.get('RIM-CYL') as Part);
        else add(partBy.get('EC-TS1-3535') as Part);
      }
    } else if (j.wk === 'LU') {
      const n = r.weighted([[1, 3], [2, 4], [3, 3], [4, 2], [5, 1]] as const);
      for (let t = 0; t < n; t++) {
        const kind = r.weighted([['ts3', 7], ['bs', 4], ['nlbs', 1.5], ['sec', 2.5]] as const);
        if (kind === 'ts3') add(pickP(CYL_TS3));
        else if (kind === 'bs') add(pickP([['MD-5L-64', 5], ['MS-5L-64', 4], ['MD-5L-76', 1.5]]));
        else if (kind === 'nlbs') add(partBy.get('NL-BS-60') as Part);
        else add(pickP([['CHN-DOOR', 3], ['VWR-DOOR', 2], ['KEYSAFE', 2], ['LB-GUARD', 2.5], ['SASH-JAM', 1.5], ['PAD-50', 1], ['EC-KT-4040', 2]]));
      }
    } else if (j.wk === 'UD') {
      const n = r.weighted([[0, 2], [1, 5], [2, 4], [3, 1]] as const);
      for (let t = 0; t < n; t++) {
        add(
          pickP([
            ['GB-35-92', 6], ['GB-45-92', 2], ['MP-HK-35', 3], ['MP-RL-35', 2], ['MP-HK-45', 1], ['KEEP-ADJ', 3], ['WIN-GBX', 2],
            ['LH-UPVC-WH', 4], ['LH-UPVC-CH', 1.5], ['WIN-HDL', 3], ['HNG-FLAG', 3.5], ['HNG-FRIC', 2], ['SHB-KEEP', 0.6],
          ]),
        );
      }
      if (r.chance(0.2)) add(pickP(CYL_STD));
    } else if (j.wk === 'SO') {
      if (r.chance(0.35)) add(pickP([['SAF-ELK', 3], ['SAF-KLK', 2], ['SAF-BAT', 2], ['SAF-CMB', jdt < '2025-03-01' ? 1.5 : 0]]));
    } else if (j.wk === 'BU') {
      if (r.chance(0.55)) add(partBy.get('BRD-PLY') as Part, r.weighted([[1, 5], [2, 2], [3, 1]] as const));
      const n = r.weighted([[0, 2], [1, 4], [2, 3]] as const);
      for (let t = 0; t < n; t++) add(r.chance(0.6) ? pickP(CYL_TS3) : pickP([['MS-5L-64', 2], ['HNG-BUTT4', 2], ['GB-35-92', 1.5], ['MP-HK-35', 1], ['LOR-SC', 1], ['NL-STD-60', 1]]));
    }
    if (want.length > 0 && r.chance(0.18)) add(partBy.get('FIX-KIT') as Part);
    const grouped = new Map<string, { p: Part; q: number }>();
    for (const p of want) {
      if (!tsOk(p)) continue;
      const g = grouped.get(p.cd);
      if (g) g.q++;
      else grouped.set(p.cd, { p, q: 1 });
    }
    let ln = 0;
    for (const { p, q } of grouped.values()) {
      const trade = j.acct && (j.acct.typ === 'INS' || j.acct.typ === 'LET') ? 0.9 : 1.0;
      const unit = Math.round((p.sell * trade) / 5) * 5;
      lines.push({ job: j, ln: ++ln, part: p, qty: q, unit, src: p.van && r.chance(0.9) ? 'V' : 'S' });
    }
  }

  // ------------------------------------------------------------ invoices, credit notes, payments
  interface Inv {
    no: number;
    typ: 'I' | 'C';
    dt: string;
    job: Job;
    acct: Acct | null;
    lab: number | null;
    prt: number | null;
    ooh: number | null;
    net: number;
    vat: number;
    gross: number;
    due: string | null;
    orig: Inv | null;
    voided: boolean;
    memo: string | null;
    seq: number;
  }
  interface Pay {
    inv: Inv;
    dt: string;
    amt: number;
    mth: string;
    ref: string | null;
  }
  const invs: Inv[] = [];
  const pays: Pay[] = [];
  let seq = 0;
  const lineSum = new Map<Job, number>();
  for (const l of lines) lineSum.set(l.job, (lineSum.get(l.job) ?? 0) + l.qty * l.unit);
  const labourFor = (j: Job) => {
    const mins = (j.cmp as number) - (j.arr as number);
    if (j.qtP !== null) return Math.max(2500, j.qtP - Math.min(j.qtP - 2500, lineSum.get(j) ?? 0));
    switch (j.wk) {
      case 'LO':
        return (mins > 30 ? 8900 : 7900) + (j.acct ? -500 : 0);
      case 'LC':
        return 5500 + Math.floor(mins / 15) * 500;
      case 'LU':
        return 6000 + Math.floor(mins / 15) * 700;
      case 'UD':
        return 6900 + Math.floor(mins / 15) * 600;
      case 'SO':
        return 15000 + Math.floor(mins / 15) * 1500;
      default:
        return 9500 + Math.floor(mins / 15) * 800;
    }
  };
  const oohFor = (j: Job) => {
    if (j.ooh !== 'Y') return 0;
    const d0 = absDate(j.call);
    const m0 = j.call % 1440;
    if (BANK_HOL.has(d0) || dayOfWeek(d0) === 0 || m0 < 360 || m0 >= 1320) return 7000;
    return 4500;
  };
  for (const j of jobs) {
    if (j.stat !== 'C') continue;
    const done = absDate(j.cmp as number);
    let dt = done;
    if (j.acct) {
      dt = r.chance(0.6) ? done : addDays(done, r.int(1, 3));
      if (dt > LAST) dt = done;
    }
    const lab = labourFor(j);
    const prt = lineSum.get(j) ?? 0;
    const ooh = oohFor(j);
    const net = lab + prt + ooh;
    const vat = Math.round(net * 0.2);
    const mk = (idt: string, voided: boolean, memo: string | null): Inv => {
      const inv: Inv = {
        no: 0, typ: 'I', dt: idt, job: j, acct: j.acct, lab, prt, ooh, net, vat, gross: net + vat,
        due: j.acct ? addDays(idt, j.acct.terms) : idt, orig: null, voided, memo, seq: seq++,
      };
      invs.push(inv);
      return inv;
    };
    let inv: Inv;
    if (r.chance(0.012)) {
      mk(dt, true, 'Raised in error');
      let re = addDays(dt, r.int(0, 4));
      if (re > LAST) re = dt;
      inv = mk(re, false, null);
    } else inv = mk(dt, false, null);

    let credit = 0;
    if (r.chance(j.acct ? 0.03 : 0.018)) {
      let cdt = addDays(inv.dt, r.int(2, 40));
      if (cdt > LAST) cdt = LAST;
      const full = r.chance(0.25);
      const cnet = full ? inv.net : Math.max(1000, Math.round((inv.net * r.int(10, 35)) / 100 / 100) * 100);
      const cvat = full ? inv.vat : Math.round(cnet * 0.2);
      const memo = full ? r.pick(['Duplicate claim - insurer', 'Job redone free of charge', 'Charged to wrong account']) : r.pick(['Goodwill - late arrival', 'Parts overcharged', 'Agreed discount', 'Labour time disputed']);
      invs.push({
        no: 0, typ: 'C', dt: cdt, job: j, acct: j.acct, lab: null, prt: null, ooh: null, net: cnet, vat: cvat, gross: cnet + cvat,
        due: null, orig: inv, voided: false, memo, seq: seq++,
      });
      credit = cnet + cvat;
    }
    const owe = inv.gross - credit;
    if (owe <= 0) continue;
    let pdt: string;
    let mth: string;
    if (!j.acct) {
      mth = r.weighted([['CRD', 86], ['CSH', 7], ['BAC', 6], ['CHQ', 1]] as const);
      pdt = mth === 'CRD' || mth === 'CSH' ? inv.dt : addDays(inv.dt, r.int(1, 9));
      if (r.chance(0.012)) pdt = '9999-12-31';
      if (mth === 'CRD' && j.call > abs('2026-11-01', 0) && r.chance(0.02)) pdt = '9999-12-31';
    } else {
      const a = j.acct;
      mth = r.weighted([['BAC', 92], ['CHQ', a.typ === 'LLD' ? 12 : 3], ['CRD', a.typ === 'LLD' ? 8 : 1]] as const);
      let delay = a.terms + a.slow + r.int(-12, 18);
      if (a.typ === 'INS') delay += r.int(0, 12);
      if (delay < 3) delay = r.int(3, 9);
      pdt = addDays(inv.dt, delay);
      if (a.stop === 'Y' && inv.dt >= (a.cd === 'LET005' ? '2026-06-15' : '2026-04-01')) pdt = '9999-12-31';
    }
    if (pdt <= LAST) pays.push({ inv, dt: pdt, amt: owe, mth, ref: null });
  }

  // ------------------------------------------------------------ counter (shop)
  interface Tkt {
    ts: number;
    itm: string;
    part: Part | null;
    qty: number;
    amt: number;
    vat: number;
    pay: string;
    by: string;
    voided: boolean;
  }
  const tkts: Tkt[] = [];
  const CTR_MON = [0.9, 0.85, 0.95, 1.0, 1.0, 1.0, 1.1, 1.25, 1.35, 1.05, 1.0, 1.3];
  const REFIT = new Set(['2025-11-24', '2025-11-25', '2025-11-26']);
  d = GO_LIVE;
  while (d <= LAST) {
    const w = dayOfWeek(d);
    if (w !== 0 && !BANK_HOL.has(d) && !REFIT.has(d) && !(d.slice(5) >= '12-25' && d.slice(5) <= '12-31' && w === 6)) {
      const n = r.poisson((w === 6 ? 5.2 : 3.4) * CTR_MON[month(d) - 1] * growth(d));
      const close = w === 6 ? 13 * 60 : 17 * 60 + 30;
      for (let k = 0; k < n; k++) {
        const itm = r.weighted([['KCS', 66], ['KCM', 12], ['KCR', 6], ['KCW', 4], ['PRT', 12]] as const);
        let part: Part | null = null;
        let qty = 1;
        let each = 0;
        if (itm === 'KCS') {
          qty = r.weighted([[1, 5], [2, 4], [3, 2], [4, 1], [6, 0.4]] as const);
          each = d < '2025-04-01' ? 450 : 500;
        } else if (itm === 'KCM') {
          qty = r.weighted([[1, 5], [2, 3], [3, 1]] as const);
          each = d < '2025-04-01' ? 650 : 700;
        } else if (itm === 'KCR') {
          qty = r.weighted([[1, 5], [2, 2]] as const);
          each = 1800;
        } else if (itm === 'KCW') {
          qty = r.weighted([[1, 5], [2, 2]] as const);
          each = 350;
        } else {
          part = pickP([['PAD-50', 5], ['EC-STD-3535', 2], ['EC-TS3-3535', 2], ['EC-TS3-4040', 1.5], ['NL-STD-60', 1.5], ['SASH-JAM', 2], ['WIN-HDL', 2], ['CHN-DOOR', 1.5], ['KEYSAFE', 1], ['LB-GUARD', 0.8]]);
          each = Math.round((part.sell * 1.2) / 10) * 10;
        }
        const amt = qty * each;
        const vat = Math.round(amt / 6);
        const ts = abs(d, r.int(9 * 60, close - 5));
        tkts.push({
          ts, itm, part, qty, amt, vat, pay: r.chance(d < '2025-01-01' ? 0.72 : 0.8) ? 'CRD' : 'CSH',
          by: r.weighted([['KB', 5], ['AW', w === 6 ? 1 : 3], ['DHR', 1]] as const), voided: r.chance(0.012),
        });
      }
    }
    d = addDays(d, 1);
  }
  tkts.sort((a, b) => a.ts - b.ts);

  // ------------------------------------------------------------ van stock (current vans)
  interface Stk {
    eng: Eng;
    part: Part;
    qty: number;
    min: number;
    chk: string;
  }
  const stk: Stk[] = [];
  const CHK: Record<string, string> = { DHR: '2026-11-16', MCO: '2026-11-09', SBR: '2026-11-20', RAK: '2026-09-28', JPU: '2026-11-02', TNE: '2026-10-12', LFA: '2026-11-23' };
  for (const e of ENG.filter((x) => x.lv === null)) {
    for (const p of PARTS) {
      if (!p.van || p.actv === 'N') continue;
      if (p.cat === 'SAF' && e.safe === 'N') continue;
      if (p.cd === 'BRD-PLY' && !r.chance(0.6)) continue;
      if (!r.chance(0.82)) continue;
      const min = p.cat === 'CYL' ? r.int(2, 4) : r.int(1, 2);
      let qty = min + r.int(0, 6);
      if (r.chance(e.cd === 'RAK' ? 0.16 : e.cd === 'TNE' ? 0.09 : e.cd === 'JPU' ? 0.05 : 0)) qty = r.int(0, min - 1);
      stk.push({ eng: e, part: p, qty, min, chk: CHK[e.cd] as string });
    }
  }

  // ------------------------------------------------------------ numbering
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.seq - b.seq));
  invs.forEach((i, k) => {
    i.no = 51001 + k;
  });
  pays.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.inv.no - b.inv.no));
  for (const p of pays) {
    p.ref = p.mth === 'BAC' ? `BACS ${p.inv.acct ? p.inv.acct.cd : p.inv.no}` : p.mth === 'CHQ' ? `CHQ ${pad(r.int(100, 999999), 6)}` : p.mth === 'CRD' ? `AUTH ${pad(r.int(1, 999999), 6)}` : null;
  }

  const ddl = `
CREATE SCHEMA kmp;
CREATE TABLE kmp.eng (
  eng_cd char(3) PRIMARY KEY,
  fnm varchar(20) NOT NULL,
  snm varchar(25) NOT NULL,
  mob varchar(13),
  van_reg varchar(8),
  van_mk varchar(24),
  safe_yn char(1) NOT NULL DEFAULT 'N',
  ooh_yn char(1) NOT NULL DEFAULT 'Y',
  st_dt date NOT NULL,
  lv_dt date
);
CREATE TABLE kmp.acct (
  acct_cd varchar(6) PRIMARY KEY,
  acct_nm varchar(40) NOT NULL,
  acct_typ char(3) NOT NULL,
  cntct varchar(30),
  tel varchar(14),
  terms_dd smallint NOT NULL,
  cr_lmt_p integer,
  opn_dt date NOT NULL,
  stop_yn char(1) NOT NULL DEFAULT 'N',
  cls_dt date
);
CREATE TABLE kmp.job (
  job_no integer PRIMARY KEY,
  call_ts timestamp NOT NULL,
  src_cd char(3) NOT NULL,
  acct_cd varchar(6) REFERENCES kmp.acct (acct_cd),
  cli_nm varchar(40) NOT NULL,
  site_addr varchar(60) NOT NULL,
  site_twn varchar(24) NOT NULL,
  site_pc varchar(8) NOT NULL,
  wk_cd char(2) NOT NULL,
  emg_yn char(1) NOT NULL,
  ooh_yn char(1) NOT NULL DEFAULT 'N',
  qt_dt date,
  qt_p integer,
  acc_dt date,
  nt_rsn varchar(20),
  stat_cd char(1) NOT NULL,
  bk_dt date,
  eng_cd char(3) REFERENCES kmp.eng (eng_cd),
  arr_ts timestamp,
  cmp_ts timestamp,
  ord_ref varchar(12)
);
CREATE TABLE kmp.part (
  part_cd varchar(12) PRIMARY KEY,
  part_dsc varchar(50) NOT NULL,
  cat_cd char(3) NOT NULL,
  brand varchar(20),
  cost_p integer NOT NULL,
  sell_p integer NOT NULL,
  actv_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE kmp.job_prt (
  job_no integer NOT NULL REFERENCES kmp.job (job_no),
  ln_no smallint NOT NULL,
  part_cd varchar(12) NOT NULL REFERENCES kmp.part (part_cd),
  qty smallint NOT NULL,
  unit_p integer NOT NULL,
  src_cd char(1) NOT NULL,
  PRIMARY KEY (job_no, ln_no)
);
CREATE TABLE kmp.van_stk (
  eng_cd char(3) NOT NULL REFERENCES kmp.eng (eng_cd),
  part_cd varchar(12) NOT NULL REFERENCES kmp.part (part_cd),
  qty smallint NOT NULL,
  min_qty smallint NOT NULL,
  chk_dt date,
  PRIMARY KEY (eng_cd, part_cd)
);
CREATE TABLE kmp.ctr (
  tkt_no integer PRIMARY KEY,
  tkt_ts timestamp NOT NULL,
  itm_cd char(3) NOT NULL,
  part_cd varchar(12) REFERENCES kmp.part (part_cd),
  qty smallint NOT NULL,
  amt_p integer NOT NULL,
  vat_p integer NOT NULL,
  pay_cd char(3) NOT NULL,
  srv_by varchar(3),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE kmp.inv (
  inv_no integer PRIMARY KEY,
  doc_typ char(1) NOT NULL,
  inv_dt date NOT NULL,
  job_no integer NOT NULL REFERENCES kmp.job (job_no),
  acct_cd varchar(6) REFERENCES kmp.acct (acct_cd),
  lab_p integer,
  prt_p integer,
  ooh_p integer,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  gross_p integer NOT NULL,
  due_dt date,
  orig_inv integer,
  void_yn char(1) NOT NULL DEFAULT 'N',
  memo varchar(40)
);
CREATE TABLE kmp.pay (
  pay_no integer PRIMARY KEY,
  inv_no integer NOT NULL REFERENCES kmp.inv (inv_no),
  pay_dt date NOT NULL,
  amt_p integer NOT NULL,
  mth_cd char(3) NOT NULL,
  pay_ref varchar(16)
);
`;
  const opt = (a: number | null) => (a === null ? null : tsText(a));
  return [
    ddl,
    insertRows('kmp.eng', ['eng_cd', 'fnm', 'snm', 'mob', 'van_reg', 'van_mk', 'safe_yn', 'ooh_yn', 'st_dt', 'lv_dt'],
      ENG.map((e) => [e.cd, e.fnm, e.snm, e.mob, e.van, e.mk, e.safe, e.rota, e.st, e.lv])),
    insertRows('kmp.acct', ['acct_cd', 'acct_nm', 'acct_typ', 'cntct', 'tel', 'terms_dd', 'cr_lmt_p', 'opn_dt', 'stop_yn', 'cls_dt'],
      ACCTS.map((a) => [a.cd, a.nm, a.typ, a.cntct, a.tel, a.terms, a.lmt, a.opn, a.stop, a.cls])),
    insertRows('kmp.part', ['part_cd', 'part_dsc', 'cat_cd', 'brand', 'cost_p', 'sell_p', 'actv_yn'], PARTS.map((p) => [p.cd, p.dsc, p.cat, p.brand, p.cost, p.sell, p.actv])),
    insertRows('kmp.job', ['job_no', 'call_ts', 'src_cd', 'acct_cd', 'cli_nm', 'site_addr', 'site_twn', 'site_pc', 'wk_cd', 'emg_yn', 'ooh_yn', 'qt_dt', 'qt_p', 'acc_dt', 'nt_rsn', 'stat_cd', 'bk_dt', 'eng_cd', 'arr_ts', 'cmp_ts', 'ord_ref'],
      jobs.map((j) => [j.no, tsText(j.call), j.src, j.acct ? j.acct.cd : null, j.cli, j.addr, j.town, j.pc, j.wk, j.emg, j.ooh, j.qtDt, j.qtP, j.accDt, j.ntRsn, j.stat, j.bk, j.eng ? j.eng.cd : null, opt(j.arr), opt(j.cmp), j.ref])),
    insertRows('kmp.job_prt', ['job_no', 'ln_no', 'part_cd', 'qty', 'unit_p', 'src_cd'], lines.map((l) => [l.job.no, l.ln, l.part.cd, l.qty, l.unit, l.src])),
    insertRows('kmp.van_stk', ['eng_cd', 'part_cd', 'qty', 'min_qty', 'chk_dt'], stk.map((s) => [s.eng.cd, s.part.cd, s.qty, s.min, s.chk])),
    insertRows('kmp.ctr', ['tkt_no', 'tkt_ts', 'itm_cd', 'part_cd', 'qty', 'amt_p', 'vat_p', 'pay_cd', 'srv_by', 'void_yn'],
      tkts.map((t, k) => [88001 + k, tsText(t.ts), t.itm, t.part ? t.part.cd : null, t.qty, t.amt, t.vat, t.pay, t.by, t.voided ? 'Y' : 'N'])),
    insertRows('kmp.inv', ['inv_no', 'doc_typ', 'inv_dt', 'job_no', 'acct_cd', 'lab_p', 'prt_p', 'ooh_p', 'net_p', 'vat_p', 'gross_p', 'due_dt', 'orig_inv', 'void_yn', 'memo'],
      invs.map((i) => [i.no, i.typ, i.dt, i.job.no, i.acct ? i.acct.cd : null, i.lab, i.prt, i.ooh, i.net, i.vat, i.gross, i.due, i.orig ? i.orig.no : null, i.voided ? 'Y' : 'N', i.memo])),
    insertRows('kmp.pay', ['pay_no', 'inv_no', 'pay_dt', 'amt_p', 'mth_cd', 'pay_ref'], pays.map((p, k) => [7001 + k, p.inv.no, p.dt, p.amt, p.mth, p.ref])),
  ].join('\n');
}
