/**
 * Lintel & Vane Architects, a 30-person RIBA chartered architecture practice in Leeds (West Yorkshire, UK). Clients
 * are developers, schools and academy trusts, housing associations and private homeowners; they appoint the practice
 * for a project and agree a fee for each RIBA Plan of Work stage (0 to 7) they commission, either a fixed fee or
 * hourly (time charged at the practice's charge-out rates). This is the practice-management database, loaded up to
 * 2026-11-24 (the day before it was last refreshed). Projects appointed from January 2020 are in it; the fee ledger
 * (invoices, credit notes and payments) starts on 2021-01-01 (earlier invoices were not migrated); timesheets start
 * on 2025-04-01, when time recording moved into this system. Programme dates (planned stage completions, planning
 * target dates) run into 2027 and 2028. Money is in pounds sterling (GBP).
 *
 * Schema `arc`:
 * - `clients`: one row per client account, keyed by `cl_id` (numbered in the order the accounts were opened).
 *   `cl_cd` the account code (the first four letters of the name and a number, 'KIRK012'); `cl_nm` the client's name
 *   (a company, school, trust or association name, or the homeowner's name, e.g. 'Tom & Alice Greaves'); `cl_typ` DEV
 *   property developer, EDU school or academy trust (state and independent), HA housing association, PRV private
 *   homeowner; `town` the client's town; `cntct_nm` our main contact at an organisation (NULL for private clients);
 *   `opn_dt` the day the account was opened (when the first fee proposal was accepted, a little before the first
 *   appointment); `on_stop_yn` Y when the account is on stop (in a fee dispute: unpaid invoices, no new work), N
 *   otherwise.
 * - `staff`: everyone employed by the practice now or since 2025, keyed by `stf_id`. `stf_cd` their three-letter
 *   initials code; `first_nm`, `last_nm`; `grade_cd` DIR director, ASC associate, ARC architect (ARB registered), P2
 *   Part II architectural assistant, TEC architectural technologist, INT interior designer, ADM administration and
 *   practice management; `mgr_stf_id` their line manager (`staff.stf_id`; NULL for the managing director);
 *   `start_dt` their first day (a date in the future is a new starter who has accepted an offer and not yet joined);
 *   `leave_dt` their last day, NULL while they work here (a date in the future is someone working their notice);
 *   `hrs_wk` contracted hours a week (37.5 full time; part-timers work 3 or 4 days). Maternity leave and sabbaticals
 *   are not recorded here; they show only as weeks with no time logged.
 * - `projects`: one row per appointment, keyed by `prj_id`. `job_no` the job number (the two-digit year of
 *   appointment and a sequence, '2407'); `prj_nm` the project name (site or address, then the work); `cl_id` the
 *   client; `prj_typ` NB new build, EXT extension, REF refurbishment, conversion or remodel, FIT interior fit-out (no
 *   planning needed); `site_town` the town of the site (which decides the planning authority); `appt_dt` the day we
 *   were appointed; `est_cv_gbp` the estimated construction value (the client's build budget, not our fee);
 *   `dir_stf_id` the director in charge (`staff.stf_id`); `pl_stf_id` the project lead, the architect or associate
 *   running the job day to day (for a finished job, the last one); `stat_cd` LIV live, HLD on hold (the client has
 *   paused it), CMP completed (every commissioned stage complete), ABD abandoned (the client did not go ahead, e.g.
 *   after a planning refusal or for lack of funding); `clsd_dt` the day it completed or was abandoned, NULL while
 *   live or on hold.
 * - `prj_stages`: the RIBA stages commissioned on each project, keyed by (`prj_id`, `riba_stg`); a stage not
 *   commissioned has no row. `riba_stg` 0 Strategic Definition, 1 Preparation and Briefing, 2 Concept Design, 3
 *   Spatial Coordination (ends with the planning application), 4 Technical Design (normally starts once planning
 *   consent is granted; some clients have us carry on at risk while the decision is awaited), 5 Manufacturing and
 *   Construction (the job is on site), 6 Handover, 7 Use; `fee_basis` FX fixed fee, HR hourly; `fee_gbp` the agreed
 *   fixed fee excluding VAT (NULL for hourly stages); `stg_stat` NS not started, IP in progress, HD on hold, CP
 *   complete, CX cancelled (the project was abandoned before the stage began); `start_dt` the day work on the stage
 *   began (NULL if not started or cancelled); `pln_end_dt` the planned completion date in the programme (in the
 *   future for stages yet to finish; a stage still in progress past this date is running late); `cmpl_dt` the day it
 *   was completed, NULL unless CP.
 * - `ts_entries`: timesheet lines from 2025-04-01, one row per person, day and project stage (or overhead code),
 *   keyed by `ts_id`. `stf_id`; `wrk_dt` the day worked; `prj_id` and `riba_stg` the project stage the time was
 *   booked to, both NULL for overhead (non-project) time; `act_cd` the activity: on projects DES design, DRW drawings
 *   and production information, MTG meetings, PLN planning application work, SIT site visits and inspections; for
 *   overhead ADM practice administration, CPD training, BID fee proposals and bids, MKT marketing; `hrs` hours;
 *   `chg_yn` Y chargeable client time, N non-chargeable (all overhead time, and project time written off such as
 *   rework); `cost_rt_gbp` the hourly cost rate of the person's grade on that day; `chg_rt_gbp` the hourly
 *   charge-out rate of the grade (both set each 1 April; from 2025-04-01 cost/charge DIR 68/130, ASC 52/110, ARC
 *   40/92, P2 25/65, TEC 33/78, INT 32/78, ADM 21/45; from 2026-04-01 DIR 70.50/135, ASC 54/115, ARC 41.50/95, P2
 *   26/68, TEC 34/80, INT 33/80, ADM 22/45). Nobody books holidays, sickness, bank holidays or the Christmas
 *   shutdown (24 December to 2 January), so those days have no rows.
 * - `fee_invoices`: the fee ledger from 2021-01-01, invoices and credit notes, keyed by `inv_id`. `inv_no`
 *   'INV-10401' ... for invoices, 'CN-0301' ... for credit notes; `doc_typ` INV invoice, CRN credit note; `prj_id` and
 *   `riba_stg` the project stage billed; `inv_dt` the date of the document; `due_dt` the payment due date, 30 days
 *   after `inv_dt` (NULL for credit notes); `amt_net_gbp` the fee excluding VAT and `amt_vat_gbp` the VAT at 20%
 *   (both negative on a credit note); `pd_dt` the day the invoice was settled in full, NULL while any of it is still
 *   unpaid (always NULL on a credit note); `crd_inv_id` on a credit note, the invoice it credits (agreed fee
 *   reductions; the client then pays the invoice less the credit), NULL on invoices. Fixed fees are billed in equal
 *   monthly instalments over the planned length of the stage, on the last working day of the month, the last
 *   instalment once the stage is complete; hourly stages are billed monthly for the chargeable time booked to them,
 *   at charge-out rates. What a client still owes on an invoice is `amt_net_gbp + amt_vat_gbp` less its payments
 *   (and less any credit note against it). An invoice is overdue when it is unpaid after its due date.
 * - `payments`: money received against invoices, keyed by `pay_id`. `inv_id` the invoice paid (`fee_invoices`,
 *   always an INV); `rcvd_dt` the day it was received; `amt_gbp` the amount received, VAT included; `pay_mthd` BACS
 *   bank transfer, CHQ cheque, CARD card. Most invoices are paid in one payment; some in two, and a few are part-paid
 *   (paid on account) with the rest still owed.
 * - `plan_apps`: planning applications made for our projects, keyed by `app_id`. `prj_id`; `lpa_nm` the local
 *   planning authority (council) decided by the site's town; `lpa_ref` the council's reference; `app_typ` HH
 *   householder, FUL full planning permission, OUT outline permission, RM reserved matters (after an outline), LBC
 *   listed building consent, DOC discharge of conditions (after an approval); `sbm_dt` the day we submitted it;
 *   `vld_dt` the day the council validated it (NULL until then); `tgt_dt` the statutory target date for a decision
 *   (8 weeks from validation, 13 weeks for a major application; NULL until validated); `dcn_dt` the date of the
 *   decision notice, NULL while pending and for withdrawn applications; `outcome_cd` APP approved (with or without
 *   conditions), REF refused, WDN withdrawn by us before a decision, PND pending (awaiting a decision);
 *   `resub_of_app_id` for a resubmission, the earlier refused or withdrawn application it replaces.
 */
import { addDays, dayOfWeek, insertRows, seededRandom } from '../../seeded-random';

const LOG_START = '2020-01-06';
const LEDGER_START = '2021-01-01';
const LAST_DAY = '2026-11-24';
const TS_START = '2025-04-01';
const VAT = 0.2;

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);

const BANK_HOLIDAYS = new Set([
  '2021-01-01', '2021-04-02', '2021-04-05', '2021-05-03', '2021-05-31', '2021-08-30', '2021-12-27', '2021-12-28',
  '2022-01-03', '2022-04-15', '2022-04-18', '2022-05-02', '2022-06-02', '2022-06-03', '2022-08-29', '2022-09-19', '2022-12-26', '2022-12-27',
  '2023-01-02', '2023-04-07', '2023-04-10', '2023-05-01', '2023-05-08', '2023-05-29', '2023-08-28', '2023-12-25', '2023-12-26',
  '2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26',
  '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26',
  '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
]);
const isWorkingDay = (d: string) => dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6 && !BANK_HOLIDAYS.has(d);
/** The office closes between Christmas and New Year. */
const isShutdown = (d: string) => (d.slice(5) >= '12-24' || d.slice(5) <= '01-02') && d >= '2025-12-24' && d <= '2026-01-02';
const workingDayFrom = (d: string) => {
  let x = d;
  while (!isWorkingDay(x)) x = addDays(x, 1);
  return x;
};
const monthKey = (d: string) => d.slice(0, 7);
const nextMonth = (ym: string) => {
  const y = Number(ym.slice(0, 4));
  const m = Number(ym.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1, 2)}`;
};
/** The last working day of a month given as YYYY-MM. */
const lastWorkingDay = (ym: string) => {
  let d = addDays(`${nextMonth(ym)}-01`, -1);
  while (!isWorkingDay(d) || isShutdown(d)) d = addDays(d, -1);
  return d;
};

type Grade = 'DIR' | 'ASC' | 'ARC' | 'P2' | 'TEC' | 'INT' | 'ADM';
/** Hourly [cost, charge] rates by grade: from 1 April 2025, and from 1 April 2026. */
const RATES: Record<Grade, [[number, number], [number, number]]> = {
  DIR: [[68, 130], [70.5, 135]],
  ASC: [[52, 110], [54, 115]],
  ARC: [[40, 92], [41.5, 95]],
  P2: [[25, 65], [26, 68]],
  TEC: [[33, 78], [34, 80]],
  INT: [[32, 78], [33, 80]],
  ADM: [[21, 45], [22, 45]],
};
const rateFor = (g: Grade, d: string) => RATES[g][d >= '2026-04-01' ? 1 : 0];

/** [code, first, last, grade, manager code, start, leave, hours a week, weekdays worked (1 Mon .. 5 Fri)] */
const STAFF: [string, string, string, Grade, string | null, string, string | null, number, number[]][] = [
  ['HAS', 'Helen', 'Ashworth', 'DIR', null, '2009-03-02', null, 37.5, [1, 2, 3, 4, 5]],
  ['MPE', 'Mark', 'Pemberton', 'DIR', 'HAS', '2011-09-05', null, 37.5, [1, 2, 3, 4, 5]],
  ['ROK', 'Rachel', 'Okonjo', 'DIR', 'HAS', '2013-01-14', null, 37.5, [1, 2, 3, 4, 5]],
  ['DKE', 'David', 'Kershaw', 'ASC', 'MPE', '2014-06-02', null, 37.5, [1, 2, 3, 4, 5]],
  ['SPA', 'Sunita', 'Patel', 'ASC', 'ROK', '2015-09-07', null, 30, [1, 2, 3, 4]],
  ['TBR', 'Tom', 'Brierley', 'ASC', 'HAS', '2016-04-04', null, 37.5, [1, 2, 3, 4, 5]],
  ['ELO', 'Emma', 'Lockwood', 'ARC', 'DKE', '2017-09-04', null, 37.5, [1, 2, 3, 4, 5]],
  ['JHO', 'James', 'Holroyd', 'ARC', 'DKE', '2018-02-05', null, 37.5, [1, 2, 3, 4, 5]],
  ['PSH', 'Priya', 'Sharma', 'ARC', 'SPA', '2019-10-07', null, 37.5, [1, 2, 3, 4, 5]],
  ['BWH', 'Ben', 'Whitaker', 'ARC', 'TBR', '2020-01-06', null, 37.5, [1, 2, 3, 4, 5]],
  ['CBA', 'Chloe', 'Barraclough', 'ARC', 'SPA', '2020-09-01', null, 37.5, [1, 2, 3, 4, 5]],
  ['OHI', 'Owen', 'Hirst', 'ARC', 'TBR', '2021-03-01', null, 37.5, [1, 2, 3, 4, 5]],
  ['NFE', 'Natalie', 'Fenwick', 'ARC', 'DKE', '2022-05-03', null, 37.5, [1, 2, 3, 4, 5]],
  ['ASY', 'Adam', 'Sykes', 'ARC', 'TBR', '2023-09-04', null, 37.5, [1, 2, 3, 4, 5]],
  ['LGR', 'Laura', 'Greenwood', 'ARC', 'SPA', '2018-05-08', '2025-07-31', 37.5, [1, 2, 3, 4, 5]],
  ['MDU', 'Michael', 'Dunn', 'ARC', 'DKE', '2019-04-01', '2026-03-31', 37.5, [1, 2, 3, 4, 5]],
  ['ARA', 'Aisha', 'Rahman', 'P2', 'ELO', '2023-09-11', null, 37.5, [1, 2, 3, 4, 5]],
  ['JTH', 'Jack', 'Thornton', 'P2', 'JHO', '2024-01-08', '2026-12-18', 37.5, [1, 2, 3, 4, 5]],
  ['MIL', 'Megan', 'Illingworth', 'P2', 'PSH', '2024-09-02', null, 37.5, [1, 2, 3, 4, 5]],
  ['RCH', 'Ryan', 'Cheung', 'P2', 'ELO', '2025-09-08', null, 37.5, [1, 2, 3, 4, 5]],
  ['HBO', 'Hannah', 'Booth', 'P2', 'BWH', '2026-01-12', null, 37.5, [1, 2, 3, 4, 5]],
  ['LFA', 'Liam', 'Fairbairn', 'P2', 'JHO', '2022-09-05', '2025-09-12', 37.5, [1, 2, 3, 4, 5]],
  ['SMA', 'Sofia', 'Marchetti', 'P2', 'PSH', '2023-01-09', '2026-08-28', 37.5, [1, 2, 3, 4, 5]],
  ['KDO', 'Kieran', 'Doyle', 'P2', 'OHI', '2026-12-01', null, 37.5, [1, 2, 3, 4, 5]],
  ['GMO', 'Gary', 'Moorhouse', 'TEC', 'MPE', '2010-05-04', null, 37.5, [1, 2, 3, 4, 5]],
  ['SHA', 'Stuart', 'Haigh', 'TEC', 'GMO', '2016-11-07', null, 37.5, [1, 2, 3, 4, 5]],
  ['JRH', 'Joanne', 'Rhodes', 'TEC', 'GMO', '2017-03-06', null, 30, [1, 2, 3, 4]],
  ['PCR', 'Paul', 'Crabtree', 'TEC', 'GMO', '2021-08-02', null, 37.5, [1, 2, 3, 4, 5]],
  ['DOA', 'Daniel', 'Oates', 'TEC', 'GMO', '2024-04-08', null, 37.5, [1, 2, 3, 4, 5]],
  ['NBA', 'Neil', 'Bastow', 'TEC', 'GMO', '2012-02-06', '2025-11-28', 37.5, [1, 2, 3, 4, 5]],
  ['IFO', 'Isabel', 'Fontaine', 'INT', 'ROK', '2016-02-01', null, 37.5, [1, 2, 3, 4, 5]],
  ['GWA', 'Grace', 'Wainwright', 'INT', 'IFO', '2022-03-07', null, 37.5, [1, 2, 3, 4, 5]],
  ['LAR', 'Lucy', 'Armitage', 'INT', 'IFO', '2026-02-02', null, 37.5, [1, 2, 3, 4, 5]],
  ['KHE', 'Karen', 'Hepworth', 'ADM', 'HAS', '2012-08-06', null, 37.5, [1, 2, 3, 4, 5]],
  ['SDY', 'Sam', 'Dyson', 'ADM', 'KHE', '2019-11-04', null, 37.5, [1, 2, 3, 4, 5]],
  ['JNO', 'Jade', 'Norton', 'ADM', 'KHE', '2023-05-15', null, 22.5, [1, 2, 3]],
];
/** Long absences (maternity leave, sabbatical) during which no time is logged: [code, from, to]. */
const ABSENCES: [string, string, string][] = [
  ['CBA', '2026-08-14', '2027-06-30'],
  ['SPA', '2026-10-26', '2027-01-29'],
  ['ELO', '2025-06-16', '2025-06-27'],
];

type ClientType = 'DEV' | 'EDU' | 'HA' | 'PRV';
type PayProfile = 'FAST' | 'NORM' | 'SLOW' | 'BAD';
/** [name, type, town, number of projects, first year, payment profile, contact] */
const ORG_CLIENTS: [string, ClientType, string, number, number, PayProfile, string][] = [
  ['Kirkgate Developments Ltd', 'DEV', 'Leeds', 5, 2020, 'NORM', 'Martin Crossley'],
  ['Aire Valley Homes Ltd', 'DEV', 'Leeds', 4, 2020, 'SLOW', 'Gemma Rushworth'],
  ['Northbank Property Group', 'DEV', 'Leeds', 3, 2022, 'NORM', 'Simon Akroyd'],
  ['Calder Living Ltd', 'DEV', 'Halifax', 2, 2022, 'SLOW', 'Phil Greaves'],
  ['Wharfedale Estates Ltd', 'DEV', 'Ilkley', 3, 2020, 'NORM', 'Victoria Holmes'],
  ['Holbeck Urban Ltd', 'DEV', 'Leeds', 2, 2023, 'BAD', 'Dean Mallinson'],
  ['Roundhay Park Homes Ltd', 'DEV', 'Leeds', 2, 2023, 'NORM', 'Andrew Lister'],
  ['Meanwood Capital Ltd', 'DEV', 'Leeds', 1, 2024, 'NORM', 'Farah Iqbal'],
  ['Sovereign Street Partners LLP', 'DEV', 'Leeds', 2, 2022, 'FAST', 'Oliver Beaumont'],
  ['Burley Lofts Ltd', 'DEV', 'Leeds', 1, 2024, 'SLOW', 'Craig Naylor'],
  ['Chevin Homes Ltd', 'DEV', 'Otley', 2, 2022, 'NORM', 'Ruth Pickles'],
  ['Ouse Bridge Developments Ltd', 'DEV', 'York', 1, 2025, 'NORM', 'Harriet Ellerby'],
  ['Aireborough Learning Partnership', 'EDU', 'Leeds', 4, 2020, 'NORM', 'Claire Dobson'],
  ['Temple Newsam Academy', 'EDU', 'Leeds', 2, 2022, 'NORM', 'Mohammed Aziz'],
  ["St Wilfrid's Catholic Primary School", 'EDU', 'Leeds', 1, 2023, 'FAST', 'Bernadette Kelly'],
  ['Bramley Park Academy', 'EDU', 'Leeds', 2, 2020, 'NORM', 'Steven Firth'],
  ['Garforth Green Primary School', 'EDU', 'Leeds', 1, 2024, 'FAST', 'Jill Hanson'],
  ['Rothwell Learning Trust', 'EDU', 'Wakefield', 3, 2022, 'NORM', 'Graham Senior'],
  ['Headingley Grammar School', 'EDU', 'Leeds', 2, 2023, 'FAST', 'Dr Fiona Marsden'],
  ['Hawksworth Hall School', 'EDU', 'Bradford', 1, 2025, 'NORM', 'Peter Clough'],
  ['Colne Valley Academy Trust', 'EDU', 'Huddersfield', 2, 2022, 'NORM', 'Anita Shaw'],
  ['Yorkshire Rose Housing', 'HA', 'Leeds', 5, 2020, 'NORM', 'Karen Whiteley'],
  ['Aire & Calder Homes', 'HA', 'Wakefield', 3, 2020, 'NORM', 'Lee Townend'],
  ['Leeds Community Homes Partnership', 'HA', 'Leeds', 2, 2023, 'FAST', 'Sarah Ogden'],
  ['Pennine Rock Housing Association', 'HA', 'Bradford', 2, 2022, 'SLOW', 'Imran Hussain'],
  ['Northern Hearth Housing', 'HA', 'Leeds', 1, 2024, 'NORM', 'Joanne Firth'],
  ['Five Towns Housing Group', 'HA', 'Wakefield', 2, 2022, 'NORM', 'Nigel Bottomley'],
];
const PRIVATE_CLIENTS: [string, string][] = [
  ['Tom & Alice Greaves', 'Leeds'], ['Anna Pickering', 'Leeds'], ['Dr Richard Haworth', 'Harrogate'], ['Mark & Joanne Lumb', 'Leeds'],
  ['Sian Elliott', 'Ilkley'], ['Rob & Katie Sutcliffe', 'Leeds'], ['Gurpreet Bansal', 'Leeds'], ['Ian & Mary Dewhirst', 'Wetherby'],
  ['Charlotte Brear', 'Leeds'], ['Paul & Lisa Hemingway', 'Otley'], ['Jonathan Wade', 'Harrogate'], ['Nadia & Sam Ahmed', 'Leeds'],
  ['Chris Fawcett', 'Leeds'], ['Beth & Dan Ogden', 'Ilkley'], ['Hugh Dalby', 'Wetherby'], ['Lucy & Matt Kitching', 'Leeds'],
  ['Professor Ann Royle', 'Leeds'], ['Steve & Emma Midgley', 'Otley'], ['Zara Hussain', 'Leeds'], ['Gavin & Claire Tordoff', 'Harrogate'],
  ['Helen Sugden', 'Leeds'], ['Will & Amy Thackray', 'Leeds'], ['Rajesh Mistry', 'Leeds'], ['Kate & Neil Broadbent', 'Wetherby'],
  ['Martin Oldroyd', 'Ilkley'], ['Sophie & James Rawnsley', 'Leeds'], ['Alan & Pat Gledhill', 'Leeds'], ['Fiona Booth-Walker', 'Harrogate'],
  ['Daniel & Priya Coates', 'Leeds'], ['Eleanor Whitham', 'Leeds'],
];
const LPA: Record<string, [string, string]> = {
  Leeds: ['Leeds City Council', 'LCC'], Wetherby: ['Leeds City Council', 'LCC'], Otley: ['Leeds City Council', 'LCC'],
  Horsforth: ['Leeds City Council', 'LCC'], Bradford: ['Bradford Council', 'BMDC'], Ilkley: ['Bradford Council', 'BMDC'],
  Wakefield: ['Wakefield Council', 'WMDC'], Halifax: ['Calderdale Council', 'CMBC'], Huddersfield: ['Kirklees Council', 'KC'],
  York: ['City of York Council', 'CYC'], Harrogate: ['North Yorkshire Council', 'NYC'],
};

const STREETS: Record<string, string[]> = {
  Leeds: ['Oakwood Grove', 'Shire Oak Road', 'Alwoodley Lane', 'Weetwood Lane', 'Cookridge Drive', 'Adel Mill Lane', 'Park Avenue', 'North Park Road',
    'Gledhow Wood Road', 'Wetherby Road', 'Harrogate Road', 'Moor Allerton Drive', 'Kirkstall Lane', 'Otley Old Road', 'Street Lane', 'Lidgett Lane'],
  Harrogate: ['Duchy Road', 'Kent Road', 'Cold Bath Road', 'Leadhall Lane'],
  Ilkley: ['Grove Road', 'Queens Road', 'Middleton Avenue'],
  Wetherby: ['Linton Lane', 'Deighton Road', 'Spofforth Hill'],
  Otley: ['Newall Carr Road', 'Weston Drive', 'Bridge Street'],
};
const PRV_WORK: Record<string, string[]> = {
  EXT: ['rear extension', 'two-storey side extension', 'kitchen extension and loft conversion', 'wraparound extension', 'garden room and rear extension'],
  REF: ['whole-house remodel', 'barn conversion', 'listed house refurbishment', 'basement conversion'],
  NB: ['new build house', 'replacement dwelling'],
};
const DEV_SITES: Record<string, [string, string][]> = {
  'Kirkgate Developments Ltd': [['Kirkgate Yards', 'Leeds'], ['Tower Works Phase 2', 'Leeds'], ['Marshall Street', 'Leeds'], ['Swinegate Court', 'Leeds'], ['The Calls Warehouse', 'Leeds']],
  'Aire Valley Homes Ltd': [['Rodley Canal Wharf', 'Leeds'], ['Apperley Bridge', 'Bradford'], ['Esholt Lane', 'Bradford'], ['Kirkstall Forge Plot D', 'Leeds']],
  'Northbank Property Group': [['Whitehall Quay', 'Leeds'], ['Wellington Place North', 'Leeds'], ['Globe Road', 'Leeds']],
  'Calder Living Ltd': [['Dean Clough Block C', 'Halifax'], ['Hebble Mill', 'Halifax']],
  'Wharfedale Estates Ltd': [['Wharfe View', 'Ilkley'], ['Ben Rhydding Road', 'Ilkley'], ['Burley Woodhead Farm', 'Ilkley']],
  'Holbeck Urban Ltd': [['Holbeck Viaduct Arches', 'Leeds'], ['Water Lane Works', 'Leeds']],
  'Roundhay Park Homes Ltd': [['Wetherby Road Villas', 'Leeds'], ['Old Park Road', 'Leeds']],
  'Meanwood Capital Ltd': [['Meanwood Tannery', 'Leeds']],
  'Sovereign Street Partners LLP': [['Sovereign Square Offices', 'Leeds'], ['Bridge End House', 'Leeds']],
  'Burley Lofts Ltd': [['Burley Mills', 'Leeds']],
  'Chevin Homes Ltd': [['Chevin Edge', 'Otley'], ['Pool Road', 'Otley']],
  'Ouse Bridge Developments Ltd': [['Skeldergate Wharf', 'York']],
};
const EDU_WORK: Record<string, string[]> = {
  NB: ['new teaching block', 'sports hall', 'new sixth form centre', 'SEN resource base'],
  EXT: ['classroom extension', 'dining hall extension', 'nursery extension'],
  REF: ['science labs refurbishment', 'library remodel', 'Victorian block refurbishment'],
};
const HA_SITES = ['Seacroft Green', 'Gipton Gate', 'Middleton Park View', 'Belle Isle Road', 'Lupset Fields', 'Eastmoor Road', 'Allerton Bywater',
  'Holme Wood', 'Ravensthorpe Road', 'Armley Grange', 'Featherstone Lane', 'Bramley Fold', 'Castleford Road', 'Little London Court',
  'Hyde Park Corner', 'Swarcliffe Avenue', 'Kippax Common', 'Normanton Road', 'Thornbury Road', 'Pontefract Lane'];

type ProjectType = 'NB' | 'EXT' | 'REF' | 'FIT';
type AppType = 'HH' | 'FUL' | 'OUT' | 'RM' | 'LBC' | 'DOC';
interface Stage {
  no: number;
  basis: 'FX' | 'HR';
  fee: number | null;
  start: string | null;
  plnEnd: string;
  end: string | null;
  stat: string;
  /** Days the stage took (or is taking) work: [from, to] inclusive, clipped to the log. */
  busy: [string, string] | null;
}
interface Client {
  id: number;
  code: string;
  name: string;
  typ: ClientType;
  town: string;
  contact: string | null;
  opened: string;
  pay: PayProfile;
  count: number;
  since: string;
}
interface Project {
  id: number;
  no: string;
  name: string;
  client: Client;
  typ: ProjectType;
  town: string;
  won: string;
  cv: number;
  stages: Stage[];
  stat: string;
  closed: string | null;
  slots: { grade: Grade[]; tenure: [StaffRow, string, string][] }[];
  major: boolean;
  size: number;
}
interface StaffRow {
  id: number;
  code: string;
  first: string;
  last: string;
  grade: Grade;
  mgr: string | null;
  start: string;
  leave: string | null;
  hrs: number;
  days: number[];
}
interface App {
  id: number;
  prj: Project;
  typ: AppType;
  sbm: string;
  vld: string | null;
  tgt: string | null;
  dcn: string | null;
  outcome: string;
  resubOf: App | null;
}

const STAGE_SHARE = [0.02, 0.05, 0.15, 0.18, 0.3, 0.25, 0.04, 0.01];

export function datasetSql(): string {
  const r = seededRandom(4417);

  const staff: StaffRow[] = STAFF.map(([code, first, last, grade, mgr, start, leave, hrs, days], i) => ({
    id: 101 + i, code, first, last, grade, mgr, start, leave, hrs, days,
  }));
  const byCode = new Map(staff.map((s) => [s.code, s]));
  const employedOn = (s: StaffRow, d: string) => s.start <= d && (s.leave === null || s.leave >= d);
  const absent = (s: StaffRow, d: string) => ABSENCES.some(([c, f, t]) => c === s.code && d >= f && d <= t);

  // Clients
  const clients: Client[] = [];
  for (const [name, typ, town, count, since, pay, contact] of ORG_CLIENTS) {
    clients.push({ id: 0, code: '', name, typ, town, contact, opened: '', pay, count, since: `${Math.max(2020, since - 2)}-01-06` });
  }
  PRIVATE_CLIENTS.forEach(([name, town], i) => {
    const count = i === 5 || i === 16 ? 2 : 1;
    clients.push({ id: 0, code: '', name, typ: 'PRV', town, contact: null, opened: '', pay: r.weighted([['FAST', 75], ['NORM', 20], ['SLOW', 5]]), count, since: LOG_START });
  });

  // Projects: won dates, then the stage programme and planning history.
  const projects: Project[] = [];
  const devSiteUsed = new Map<string, number>();
  const usedNames = new Set<string>();
  const homeOf = new Map<Client, string>();
  for (const c of clients) {
    const wonDates: string[] = [];
    for (let k = 0; k < c.count; k++) {
      // growth: later years are busier
      // one commission in each slice of the client's time with us
      const span = daysBetween(c.since, '2026-10-30');
      const from = addDays(c.since, Math.floor((span * k) / c.count));
      const to = addDays(c.since, Math.floor((span * (k + 1)) / c.count) - 1);
      wonDates.push(r.date(from, to));
    }
    // two private clients who only came to us this month
    if (c.name === 'Eleanor Whitham') wonDates[0] = '2026-11-09';
    if (c.name === 'Daniel & Priya Coates') wonDates[0] = '2026-11-16';
    for (let k = 0; k < wonDates.length; k++) while (!isWorkingDay(wonDates[k]!)) wonDates[k] = addDays(wonDates[k]!, 1);
    wonDates.sort();
    for (const won of wonDates) {
      let typ: ProjectType;
      let name: string;
      let town: string;
      let cv: number;
      let feePct: number;
      let stageNos: number[];
      if (c.typ === 'PRV') {
        typ = r.weighted([['EXT', 60], ['REF', 25], ['NB', 15]]);
        town = c.town;
        let addr = homeOf.get(c);
        while (addr === undefined || (!homeOf.has(c) && [...homeOf.values()].includes(addr))) {
          addr = `${r.int(2, 148)} ${r.pick(STREETS[town]!)}${town === 'Leeds' ? '' : `, ${town}`}`;
        }
        homeOf.set(c, addr);
        let nm: string;
        do nm = `${addr} - ${r.pick(PRV_WORK[typ]!)}`;
        while (usedNames.has(nm));
        name = nm;
        cv = typ === 'NB' ? r.int(80, 240) * 5000 : typ === 'REF' ? r.int(16, 60) * 5000 : r.int(12, 50) * 5000;
        feePct = r.float(0.09, 0.13, 3);
        stageNos = r.chance(0.7) ? [0, 1, 2, 3, 4] : [0, 1, 2, 3, 4, 5];
      } else if (c.typ === 'DEV') {
        const k = devSiteUsed.get(c.name) ?? 0;
        devSiteUsed.set(c.name, k + 1);
        const [site, t] = DEV_SITES[c.name]![k]!;
        town = t;
        typ = c.name === 'Sovereign Street Partners LLP' || (c.name === 'Kirkgate Developments Ltd' && k === 3) ? 'FIT' : r.weighted([['NB', 60], ['REF', 40]]);
        if (typ === 'FIT') {
          name = `${site} - ${r.pick(['office fit-out', 'marketing suite fit-out', 'reception and amenity fit-out'])}`;
          cv = r.int(60, 240) * 5000;
          feePct = r.float(0.08, 0.11, 3);
          stageNos = [1, 2, 3, 4, 5];
        } else {
          const units = r.int(3, 28) * 4;
          name = typ === 'NB' ? `${site} - ${units} ${r.chance(0.6) ? 'apartments' : 'homes'}` : `${site} - conversion to ${units} apartments`;
          cv = Math.round((units * r.float(120, 190, 1) * 1000) / 5000) * 5000;
          feePct = r.float(0.045, 0.06, 4);
          stageNos = r.weighted([[[0, 1, 2, 3, 4], 40], [[1, 2, 3, 4, 5], 30], [[1, 2, 3, 4, 5, 6], 30]]);
        }
      } else if (c.typ === 'EDU') {
        typ = r.weighted([['NB', 40], ['EXT', 30], ['REF', 30]]);
        town = c.town;
        const trust = c.name.includes('Partnership') || c.name.includes('Trust');
        let nm: string;
        do {
          nm = trust
            ? `${r.pick(['Rawdon', 'Guiseley', 'Yeadon', 'Menston', 'Outwood', 'Lofthouse', 'Marsden', 'Slaithwaite', 'Carlinghow', 'Rothwell'])} ${r.pick(['Primary', 'Academy', 'High School', 'Junior School'])} - ${r.pick(EDU_WORK[typ]!)}`
            : `${c.name.replace(' School', '').replace(' Catholic Primary', '')} - ${r.pick(EDU_WORK[typ]!)}`;
        } while (usedNames.has(nm));
        name = nm;
        cv = typ === 'NB' ? r.int(240, 1200) * 5000 : r.int(60, 400) * 5000;
        feePct = r.float(0.07, 0.095, 4);
        stageNos = r.weighted([[[1, 2, 3, 4, 5, 6], 60], [[0, 1, 2, 3, 4, 5, 6, 7], 20], [[1, 2, 3, 4], 20]]);
      } else {
        typ = r.weighted([['NB', 70], ['REF', 30]]);
        town = c.town;
        let site: string;
        do site = r.pick(HA_SITES);
        while ([...usedNames].some((n) => n.startsWith(site)));
        const units = r.int(8, 60);
        name = typ === 'NB' ? `${site} - ${units} affordable homes` : `${site} - retrofit of ${units} flats`;
        cv = Math.round((units * (typ === 'NB' ? r.float(140, 180, 1) : r.float(45, 70, 1)) * 1000) / 5000) * 5000;
        feePct = r.float(0.055, 0.075, 4);
        stageNos = r.chance(0.5) ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4];
      }
      usedNames.add(name);
      const totalFee = cv * feePct;
      const stages: Stage[] = stageNos.map((no) => {
        const hourly = no === 0 || (no === 1 && c.typ === 'PRV') || (no === 5 && c.typ === 'PRV') || (no >= 6 && r.chance(0.6));
        const fee = hourly ? null : Math.max(750, Math.round((totalFee * STAGE_SHARE[no]!) / 50) * 50);
        return { no, basis: hourly ? 'HR' : 'FX', fee, start: null, plnEnd: '', end: null, stat: 'NS', busy: null };
      });
      projects.push({
        id: 0, no: '', name, client: c, typ, town, won, cv, stages, stat: 'LIV', closed: null, slots: [],
        major: c.typ !== 'PRV' && cv >= 2_000_000, size: Math.max(0.5, Math.log10(totalFee) - 3.3),
      });
    }
  }
  projects.sort((a, b) => (a.won < b.won ? -1 : a.won > b.won ? 1 : a.name < b.name ? -1 : 1));
  const perYear = new Map<string, number>();
  projects.forEach((p, i) => {
    p.id = 1 + i;
    const yy = p.won.slice(2, 4);
    const n = (perYear.get(yy) ?? 0) + 1;
    perYear.set(yy, n);
    p.no = `${yy}${pad(n, 2)}`;
  });
  // clients numbered by the day they were opened
  for (const c of clients) {
    const first = projects.filter((p) => p.client === c).map((p) => p.won).sort()[0]!;
    c.opened = addDays(first, -r.int(c.typ === 'PRV' ? 3 : 10, c.typ === 'PRV' ? 40 : 120));
  }
  clients.sort((a, b) => (a.opened < b.opened ? -1 : a.opened > b.opened ? 1 : a.name < b.name ? -1 : 1));
  clients.forEach((c, i) => {
    c.id = 1 + i;
    const words = c.name.replace(/[^A-Za-z ]/g, '').split(' ').filter((w) => w.length > 0);
    const key = c.typ === 'PRV' ? words[words.length - 1]! : words[0]!;
    c.code = `${key.slice(0, 4).toUpperCase()}${pad(i + 1, 3)}`;
  });

  // Planning applications
  const apps: App[] = [];
  const submit = (p: Project, typ: AppType, sbm: string, resubOf: App | null, forceApprove = false): { dcn: string; ok: boolean; known: boolean } => {
    const vld = workingDayFrom(addDays(sbm, r.int(3, 20)));
    const tgtDays = typ === 'HH' || typ === 'DOC' || typ === 'LBC' || !p.major ? 56 : 91;
    const tgt = addDays(vld, tgtDays);
    // councils' planning backlogs have grown through 2026
    const backlog = vld >= '2026-03-01' ? 1.45 : 1;
    const factor = backlog * (typ === 'HH' ? r.float(0.7, 1.2) : p.major ? r.float(0.9, 2.2) : r.float(0.8, 1.6));
    const dcn = workingDayFrom(addDays(vld, Math.round(tgtDays * factor)));
    const outcome = forceApprove || typ === 'DOC' ? 'APP' : r.weighted([['APP', 77], ['REF', 16], ['WDN', 7]]);
    if (sbm > LAST_DAY) return { dcn, ok: outcome === 'APP', known: false };
    const a: App = { id: 0, prj: p, typ, sbm, vld, tgt, dcn, outcome, resubOf };
    if (vld > LAST_DAY) {
      a.vld = null;
      a.tgt = null;
    }
    const decided = outcome === 'WDN' ? workingDayFrom(addDays(vld, Math.round(tgtDays * r.float(0.4, 0.9)))) : dcn;
    if (decided > LAST_DAY) {
      a.outcome = 'PND';
      a.dcn = null;
    } else if (outcome === 'WDN') a.dcn = null;
    apps.push(a);
    return { dcn: decided, ok: outcome === 'APP', known: decided <= LAST_DAY };
  };

  for (const p of projects) {
    const c = p.client;
    const needsPlanning = p.typ !== 'FIT' && !(c.typ === 'PRV' && p.typ === 'REF' && r.chance(0.4));
    const listed = p.typ === 'REF' && (p.name.includes('listed') || p.name.includes('Mill') || p.name.includes('Warehouse') || p.name.includes('Works')) && r.chance(0.7);
    const mainType: AppType = c.typ === 'PRV' && p.typ !== 'NB' ? 'HH' : 'FUL';
    const outline = c.typ === 'DEV' && p.typ === 'NB' && p.cv >= 5_000_000 && r.chance(0.5);
    const quitAfter2 = r.chance(0.06);
    // some clients have us carry on with technical design before consent comes through
    const atRisk = c.typ !== 'PRV' && r.chance(0.35);
    let t = p.won;
    let plannedT = p.won;
    let abandoned: string | null = null;
    let approvalAt: string | null = null;
    let awaiting = false;
    for (const s of p.stages) {
      const base = [21, 45, 75, 75, 110, 0, 60, 180][s.no]!;
      let planned = Math.round(base * r.float(0.8, 1.3));
      if (s.no === 5) planned = Math.min(600, Math.round(120 + p.cv / 25000) + r.int(0, 60));
      if (c.typ === 'PRV' && s.no >= 2 && s.no <= 4) planned = Math.round(planned * 0.7);
      if (abandoned !== null) {
        s.stat = 'CX';
        s.plnEnd = addDays(plannedT, planned);
        plannedT = s.plnEnd;
        continue;
      }
      let start = addDays(t, s.no === 0 ? 0 : r.int(0, 12));
      if (s.no === 5) start = addDays(t, r.int(30, 90));
      if (s.no === 4 && needsPlanning) {
        if (approvalAt === null && atRisk && awaiting) start = addDays(t, r.int(14, 40));
        else if (approvalAt === null) start = maxDate(addDays(plannedT, 14), addDays(LAST_DAY, r.int(15, 60)));
        else start = maxDate(start, addDays(approvalAt, r.int(0, 40)));
      }
      const slip = s.no === 5 ? r.weighted([[r.float(0.95, 1.05), 35], [r.float(1.05, 1.45), 65]]) : r.weighted([[r.float(0.85, 1.05), 55], [r.float(1.05, 1.6), 45]]);
      const actual = Math.max(7, Math.round(planned * slip));
      s.plnEnd = addDays(start <= LAST_DAY ? start : maxDate(start, plannedT), planned);
      plannedT = s.plnEnd;
      const end = addDays(start, actual);
      t = end;
      if (start > LAST_DAY) s.stat = 'NS';
      else {
        s.start = start;
        if (end <= LAST_DAY) {
          s.stat = 'CP';
          s.end = end;
        } else s.stat = 'IP';
        s.busy = [start, minDate(end, LAST_DAY)];
      }
      if (s.no === 4 && needsPlanning && approvalAt !== null && c.typ !== 'PRV' && s.start !== null) {
        const nDoc = p.cv >= 5_000_000 ? r.int(1, 2) : r.chance(0.45) ? 1 : 0;
        for (let k = 0; k < nDoc; k++) submit(p, 'DOC', addDays(start, r.int(20, 100)), null);
      }
      if (s.stat !== 'CP') continue;
      // planning
      if (s.no === 2 && outline) submit(p, 'OUT', end, null, true);
      if (s.no === 2 && quitAfter2) {
        const q = addDays(end, r.int(5, 30));
        if (q <= LAST_DAY) abandoned = q;
      }
      if (s.no === 3 && needsPlanning) {
        let res = submit(p, outline ? 'RM' : mainType, end, null);
        const main = apps[apps.length - 1] ?? null;
        if (listed) submit(p, 'LBC', end, null, res.ok);
        if (res.known && !res.ok && r.chance(0.7)) {
          const re = addDays(res.dcn, r.int(45, 120));
          res = submit(p, outline ? 'RM' : mainType, re, main, r.chance(0.9));
        }
        if (res.known && !res.ok) {
          const q = addDays(res.dcn, r.int(10, 40));
          if (q <= LAST_DAY) abandoned = q;
        }
        awaiting = !res.known;
        approvalAt = res.known && res.ok ? res.dcn : null;
        if (!res.known) plannedT = maxDate(plannedT, res.dcn);
      }
    }
    if (abandoned !== null) {
      p.stat = 'ABD';
      p.closed = abandoned;
    } else if (p.stages.every((s) => s.stat === 'CP')) {
      p.stat = 'CMP';
      p.closed = p.stages[p.stages.length - 1]!.end!;
    }
  }
  // projects put on hold by the client (funding, sale of the site)
  const holdable = projects.filter((p) => p.stat === 'LIV' && p.stages.some((s) => s.stat === 'IP' && s.no >= 1 && s.no <= 5 && s.start! < addDays(LAST_DAY, -75)));
  const holds = r.shuffle(holdable).slice(0, 2);
  for (const p of holds) {
    const s = p.stages.find((x) => x.stat === 'IP')!;
    const hold = r.date(addDays(s.start!, 30), addDays(LAST_DAY, -30));
    s.stat = 'HD';
    s.busy = [s.start!, hold];
    p.stat = 'HLD';
    // nothing goes to the planners while a job is on hold
    for (let i = apps.length - 1; i >= 0; i--) if (apps[i]!.prj === p && apps[i]!.sbm > hold) apps.splice(i, 1);
  }

  // Teams: director, project lead and helpers, each slot handed on when someone leaves.
  const roundRobin = new Map<string, number>();
  /** The last day someone is around to run a job, from a given day: their leaving day or the eve of a long absence. */
  const availableUntil = (s: StaffRow, from: string) => {
    let until = s.leave ?? '9999-12-31';
    for (const [c, f, t] of ABSENCES) if (c === s.code && daysBetween(f, t) > 30 && t >= from) until = minDate(until, addDays(f, -1));
    return until;
  };
  const pickStaff = (grades: Grade[], from: string): StaffRow | null => {
    const pool = staff.filter((s) => grades.includes(s.grade) && employedOn(s, from) && availableUntil(s, from) >= addDays(from, 20));
    if (pool.length === 0) return null;
    const key = grades.join('');
    const k = (roundRobin.get(key) ?? 0) + r.int(0, 2);
    roundRobin.set(key, k + 1);
    return pool[k % pool.length]!;
  };
  for (const p of projects) {
    const busy = p.stages.filter((s) => s.busy !== null).map((s) => s.busy!);
    const from = p.won;
    const to = busy.length > 0 ? busy.map((b) => b[1]).sort().reverse()[0]! : p.won;
    const slotGrades: Grade[][] = [['DIR'], p.client.typ === 'PRV' ? ['ARC'] : r.chance(0.45) ? ['ASC'] : ['ARC']];
    if (p.client.typ === 'PRV') {
      if (r.chance(0.5)) slotGrades.push(['P2']);
    } else {
      if (r.chance(0.8)) slotGrades.push(['P2']);
      slotGrades.push(['TEC']);
      if (p.cv > 4_000_000) slotGrades.push(['TEC']);
      if (p.typ === 'FIT' || (p.client.typ !== 'HA' && r.chance(0.3))) slotGrades.push(['INT']);
      if (p.cv > 6_000_000) slotGrades.push(['ARC']);
    }
    for (const grades of slotGrades) {
      const tenure: [StaffRow, string, string][] = [];
      let cur = from;
      while (cur <= to) {
        const s = pickStaff(grades, cur) ?? pickStaff(grades.includes('ARC') ? ['ASC'] : ['ARC'], cur);
        if (!s) break;
        const until = minDate(availableUntil(s, cur), to);
        tenure.push([s, cur, until]);
        cur = addDays(until, 1);
      }
      p.slots.push({ grade: grades, tenure });
    }
  }
  const holderAt = (p: Project, slot: number, d: string): StaffRow | null => {
    const t = p.slots[slot]!.tenure;
    for (const [s, f, u] of t) if (d >= f && d <= u) return s;
    return t.length > 0 ? t[t.length - 1]![0] : null;
  };

  // Timesheets
  const STAGE_WEIGHT = [0.6, 1, 1.5, 1.6, 2, 0.5, 0.3, 0.15];
  const PROJECT_ACTS: Record<number, [string, number][]> = {
    0: [['DES', 50], ['MTG', 50]],
    1: [['DES', 60], ['MTG', 40]],
    2: [['DES', 70], ['MTG', 20], ['DRW', 10]],
    3: [['DES', 40], ['DRW', 30], ['PLN', 20], ['MTG', 10]],
    4: [['DRW', 70], ['DES', 15], ['MTG', 15]],
    5: [['SIT', 45], ['MTG', 25], ['DRW', 30]],
    6: [['SIT', 50], ['MTG', 50]],
    7: [['MTG', 70], ['SIT', 30]],
  };
  type Entry = [StaffRow, string, Project | null, number | null, number, string, string];
  const entries: Entry[] = [];
  const memberOf = new Map<string, { p: Project; slot: number }[]>();
  for (const p of projects) {
    p.slots.forEach((sl, i) => {
      for (const [s] of sl.tenure) {
        const list = memberOf.get(s.code) ?? [];
        if (!list.some((x) => x.p === p && x.slot === i)) list.push({ p, slot: i });
        memberOf.set(s.code, list);
      }
    });
  }
  const activeStage = (p: Project, d: string): Stage | null => {
    for (const s of p.stages) if (s.busy !== null && d >= s.busy[0] && d <= s.busy[1]) return s;
    return null;
  };
  for (let d = TS_START; d <= LAST_DAY; d = addDays(d, 1)) {
    if (!isWorkingDay(d) || isShutdown(d)) continue;
    const summer = d.slice(5, 7) === '08' || d.slice(5, 7) === '07';
    const active = projects.map((p) => ({ p, s: activeStage(p, d) })).filter((x) => x.s !== null) as { p: Project; s: Stage }[];
    for (const s of staff) {
      if (!employedOn(s, d) || absent(s, d)) continue;
      if (!s.days.includes(dayOfWeek(d))) continue;
      if (r.chance(summer ? 0.16 : 0.07)) continue; // annual leave or sick
      let dayHrs = s.grade === 'ADM' ? 7.5 : r.weighted([[7.5, 60], [8, 18], [8.5, 10], [9, 5], [7, 7]]);
      if (s.grade === 'ADM') {
        entries.push([s, d, null, null, dayHrs, r.weighted([['ADM', 90], ['MKT', 5], ['BID', 5]]), 'N']);
        continue;
      }
      const ohChance = s.grade === 'DIR' ? 0.65 : s.grade === 'ASC' ? 0.3 : 0.14;
      if (r.chance(ohChance)) {
        const oh = s.grade === 'DIR' ? r.pick([2, 2.5, 3, 3.5, 4]) : r.pick([1, 1.5, 2, 3]);
        const act = s.grade === 'DIR' ? r.weighted([['BID', 45], ['MKT', 20], ['ADM', 35]]) : r.weighted([['CPD', 45], ['ADM', 35], ['BID', 10], ['MKT', 10]]);
        entries.push([s, d, null, null, oh, act, 'N']);
        dayHrs -= oh;
      }
      const mine = (memberOf.get(s.code) ?? [])
        .filter(({ p, slot }) => holderAt(p, slot, d) === s)
        .map(({ p }) => active.find((a) => a.p === p))
        .filter((x): x is { p: Project; s: Stage } => x !== undefined);
      let options = mine.filter((x, i) => mine.findIndex((y) => y.p === x.p) === i);
      if (options.length === 0) options = r.shuffle(active).slice(0, 2);
      if (options.length === 0) {
        entries.push([s, d, null, null, dayHrs, 'ADM', 'N']);
        continue;
      }
      const k = Math.min(options.length, r.weighted([[1, 58], [2, 33], [3, 9]]));
      const weights = options.map((o) => STAGE_WEIGHT[o.s.no]! * o.p.size * (s.grade === 'TEC' && o.s.no >= 4 ? 2 : 1));
      const chosen: { p: Project; s: Stage }[] = [];
      const pool = options.map((o, i) => [o, weights[i]!] as const);
      for (let i = 0; i < k; i++) {
        const o = r.weighted(pool.filter(([x]) => !chosen.includes(x)));
        chosen.push(o);
      }
      let left = dayHrs;
      chosen.forEach((o, i) => {
        const h = i === chosen.length - 1 ? left : Math.max(0.5, Math.round(left * r.float(0.3, 0.7) * 2) / 2);
        left -= h;
        if (h <= 0) return;
        const chg = r.chance(0.07) ? 'N' : 'Y';
        entries.push([s, d, o.p, o.s.no, h, r.weighted(PROJECT_ACTS[o.s.no]!), chg]);
      });
    }
  }

  // Fee invoices
  type Inv = { id: number; no: string; p: Project; stg: number; typ: 'INV' | 'CRN'; dt: string; due: string | null; net: number; vat: number; pd: string | null; crd: Inv | null };
  const invs: Inv[] = [];
  const addInv = (p: Project, stg: number, dt: string, net: number) => {
    if (dt > LAST_DAY || dt < LEDGER_START || net <= 0) return;
    invs.push({ id: 0, no: '', p, stg, typ: 'INV', dt, due: addDays(dt, 30), net: round2(net), vat: round2(net * VAT), pd: null, crd: null });
  };
  const tsValue = new Map<string, number>();
  for (const [s, d, p, stg, h, , chg] of entries) {
    if (p === null || chg !== 'Y') continue;
    const key = `${p.id}|${stg}|${monthKey(d)}`;
    tsValue.set(key, (tsValue.get(key) ?? 0) + h * rateFor(s.grade, d)[1]);
  }
  for (const p of projects) {
    for (const s of p.stages) {
      if (s.start === null) continue;
      const stopAt = s.stat === 'HD' ? s.busy![1] : s.end ?? LAST_DAY;
      if (s.basis === 'FX') {
        // equal monthly instalments over the planned span; the last one waits for the stage to finish
        const months: string[] = [];
        for (let m = monthKey(s.start); m <= monthKey(s.plnEnd); m = nextMonth(m)) months.push(m);
        const n = months.length;
        const share = Math.round(s.fee! / n);
        for (let k = 0; k < n; k++) {
          const amt = k === n - 1 ? s.fee! - share * (n - 1) : share;
          let m = months[k]!;
          if (s.end !== null) {
            const endM = monthKey(s.end);
            m = k === n - 1 || endM < m ? endM : m;
          } else if (k === n - 1) continue;
          const dt = lastWorkingDay(m);
          if (s.stat === 'HD' && dt > stopAt) continue;
          addInv(p, s.no, dt, amt);
        }
      } else {
        for (let m = monthKey(s.start); m <= monthKey(stopAt); m = nextMonth(m)) {
          const dt = lastWorkingDay(m);
          let net: number;
          if (m >= monthKey(TS_START)) net = tsValue.get(`${p.id}|${s.no}|${m}`) ?? 0;
          else net = r.int(3, 24) * p.size * 2 * (m < '2023-04' ? 78 : m < '2024-04' ? 82 : 86);
          addInv(p, s.no, dt, Math.round(net * 100) / 100);
        }
      }
    }
  }
  // merge instalments that landed on the same day for the same stage
  const merged = new Map<string, Inv>();
  for (const v of invs) {
    const key = `${v.p.id}|${v.stg}|${v.dt}`;
    const was = merged.get(key);
    if (was) {
      was.net = round2(was.net + v.net);
      was.vat = round2(was.net * VAT);
    } else merged.set(key, v);
  }
  const invoices = [...merged.values()];

  // Payments
  type Pay = [Inv, string, number, string];
  const pays: Pay[] = [];
  // the client in dispute stopped paying from its fifth-last invoice
  const disputeFrom = new Map<Client, string>();
  for (const c of clients.filter((x) => x.pay === 'BAD')) {
    const dts = invoices.filter((v) => v.p.client === c).map((v) => v.dt).sort();
    disputeFrom.set(c, dts[Math.max(0, dts.length - 5)] ?? '9999');
  }
  const payDays = (c: Client, dt: string) => {
    switch (c.pay) {
      case 'FAST': return r.int(6, 28);
      case 'NORM': return r.weighted([[r.int(18, 40), 75], [r.int(40, 70), 25]]);
      case 'SLOW': return r.weighted([[r.int(30, 60), 45], [r.int(60, 120), 55]]);
      default: return dt >= (disputeFrom.get(c) ?? '9999') ? 999 : r.int(45, 110);
    }
  };
  // credit notes: agreed fee reductions on a handful of settled invoices
  const creditCands = r.shuffle(invoices.filter((v) => v.p.client.typ !== 'PRV' && v.dt >= '2022-03-01' && v.dt <= '2026-08-31' && v.net >= 4000 && v.p.client.pay !== 'BAD'));
  const credited = new Set(creditCands.slice(0, 14));
  const credits: Inv[] = [];
  for (const v of invoices) {
    const c = v.p.client;
    const gross = round2(v.net + v.vat);
    let owe = gross;
    let earliest = v.dt;
    if (credited.has(v)) {
      const pct = r.pick([0.1, 0.15, 0.2, 0.25, 0.5]);
      const cnet = -round2(v.net * pct);
      const cdt = addDays(v.dt, r.int(6, 35));
      credits.push({ id: 0, no: '', p: v.p, stg: v.stg, typ: 'CRN', dt: cdt, due: null, net: cnet, vat: round2(cnet * VAT), pd: null, crd: v });
      owe = round2(gross + cnet + round2(cnet * VAT));
      earliest = cdt;
    }
    let days = payDays(c, v.dt);
    if (c.pay !== 'FAST' && c.pay !== 'BAD' && r.chance(0.05)) days += r.int(60, 240); // lost in the client's approval chain
    let payDt = workingDayFrom(maxDate(addDays(v.dt, days), addDays(earliest, 3)));
    if (credited.has(v) && payDt > LAST_DAY) payDt = workingDayFrom(addDays(earliest, r.int(3, 20)));
    const method = c.typ === 'PRV' ? r.weighted([['BACS', 85], ['CARD', 10], ['CHQ', 5]]) : r.weighted([['BACS', 96], ['CHQ', 4]]);
    const split = !credited.has(v) && c.typ !== 'PRV' && r.chance(0.1);
    if (split) {
      const part = round2(owe * r.pick([0.3, 0.4, 0.5, 0.6]));
      const first = workingDayFrom(addDays(v.dt, Math.max(10, Math.round(days * 0.6))));
      if (first <= LAST_DAY) {
        pays.push([v, first, part, method]);
        days = days + r.int(20, 70);
        payDt = workingDayFrom(addDays(v.dt, days));
        if (payDt <= LAST_DAY) {
          pays.push([v, payDt, round2(owe - part), method]);
          v.pd = payDt;
        }
      }
    } else if (payDt <= LAST_DAY) {
      pays.push([v, payDt, owe, method]);
      v.pd = payDt;
    }
  }
  // a few recent invoices part-paid on account
  for (const v of r.shuffle(invoices.filter((x) => x.pd === null && x.dt >= '2026-07-01' && x.p.client.pay !== 'BAD' && x.p.client.typ !== 'PRV' && !pays.some((y) => y[0] === x))).slice(0, 5)) {
    pays.push([v, minDate(workingDayFrom(addDays(v.dt, r.int(12, 30))), LAST_DAY), round2((v.net + v.vat) * r.pick([0.25, 0.5])), 'BACS']);
  }
  const docs = [...invoices, ...credits].sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.p.id - b.p.id || a.stg - b.stg));
  let nInv = 0;
  let nCrn = 0;
  docs.forEach((v, i) => {
    v.id = 5001 + i;
    if (v.typ === 'INV') v.no = `INV-${pad(10401 + nInv++, 5)}`;
    else v.no = `CN-${pad(301 + nCrn++, 4)}`;
  });
  pays.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0].id - b[0].id));

  apps.sort((a, b) => (a.sbm < b.sbm ? -1 : a.sbm > b.sbm ? 1 : a.prj.id - b.prj.id));
  const lpaSeq = new Map<string, number>();
  const appRef = (a: App) => {
    const [, lpaCd] = LPA[a.prj.town]!;
    const yy = a.sbm.slice(2, 4);
    const n = (lpaSeq.get(lpaCd + yy) ?? r.int(200, 900)) + r.int(60, 400);
    lpaSeq.set(lpaCd + yy, n);
    const suffix: Record<string, Record<AppType, string>> = {
      LCC: { HH: 'HH', FUL: 'FU', OUT: 'OT', RM: 'RM', LBC: 'LI', DOC: 'COND' },
      BMDC: { HH: 'HOU', FUL: 'FUL', OUT: 'OUT', RM: 'REM', LBC: 'LBC', DOC: 'DOC' },
      WMDC: { HH: 'HH', FUL: 'FULL', OUT: 'OUT', RM: 'RM', LBC: 'LBC', DOC: 'DOC' },
      CMBC: { HH: 'HSE', FUL: 'FUL', OUT: 'OUT', RM: 'RES', LBC: 'LBC', DOC: 'CON' },
      KC: { HH: 'HH', FUL: 'FUL', OUT: 'OUT', RM: 'RM', LBC: 'LBC', DOC: 'DOC' },
      CYC: { HH: 'FUL', FUL: 'FULM', OUT: 'OUTM', RM: 'REMM', LBC: 'LBC', DOC: 'COND' },
      NYC: { HH: 'HH', FUL: 'FUL', OUT: 'OUT', RM: 'REM', LBC: 'LB', DOC: 'DISCON' },
    };
    return `${yy}/${pad(n, 5)}/${suffix[lpaCd]![a.typ]}`;
  };
  apps.forEach((a, i) => {
    a.id = 801 + i;
  });

  const stageRows: unknown[][] = [];
  for (const p of projects) {
    for (const s of p.stages) stageRows.push([p.id, s.no, s.basis, s.fee, s.stat, s.start, s.plnEnd, s.end]);
  }
  const lead = (p: Project, slot: number) => {
    const at = p.closed ?? LAST_DAY;
    return holderAt(p, slot, at)?.id ?? null;
  };

  entries.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0].id - b[0].id));

  return [
    'CREATE SCHEMA arc;',
    `CREATE TABLE arc.clients (cl_id integer PRIMARY KEY, cl_cd varchar(8) NOT NULL UNIQUE, cl_nm text NOT NULL, cl_typ varchar(3) NOT NULL,
      town text NOT NULL, cntct_nm text, opn_dt date NOT NULL, on_stop_yn char(1) NOT NULL DEFAULT 'N');`,
    `CREATE TABLE arc.staff (stf_id integer PRIMARY KEY, stf_cd varchar(3) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL,
      grade_cd varchar(3) NOT NULL, mgr_stf_id integer REFERENCES arc.staff (stf_id), start_dt date NOT NULL, leave_dt date,
      hrs_wk numeric(4,1) NOT NULL);`,
    `CREATE TABLE arc.projects (prj_id integer PRIMARY KEY, job_no varchar(6) NOT NULL UNIQUE, prj_nm text NOT NULL,
      cl_id integer NOT NULL REFERENCES arc.clients (cl_id), prj_typ varchar(3) NOT NULL, site_town text NOT NULL, appt_dt date NOT NULL,
      est_cv_gbp numeric(12,2) NOT NULL, dir_stf_id integer REFERENCES arc.staff (stf_id), pl_stf_id integer REFERENCES arc.staff (stf_id),
      stat_cd varchar(3) NOT NULL, clsd_dt date);`,
    `CREATE TABLE arc.prj_stages (prj_id integer NOT NULL REFERENCES arc.projects (prj_id), riba_stg smallint NOT NULL, fee_basis varchar(2) NOT NULL,
      fee_gbp numeric(11,2), stg_stat varchar(2) NOT NULL, start_dt date, pln_end_dt date NOT NULL, cmpl_dt date,
      PRIMARY KEY (prj_id, riba_stg));`,
    `CREATE TABLE arc.ts_entries (ts_id integer PRIMARY KEY, stf_id integer NOT NULL REFERENCES arc.staff (stf_id), wrk_dt date NOT NULL,
      prj_id integer REFERENCES arc.projects (prj_id), riba_stg smallint, act_cd varchar(3) NOT NULL, hrs numeric(4,2) NOT NULL,
      chg_yn char(1) NOT NULL, cost_rt_gbp numeric(7,2) NOT NULL, chg_rt_gbp numeric(7,2) NOT NULL,
      FOREIGN KEY (prj_id, riba_stg) REFERENCES arc.prj_stages (prj_id, riba_stg));`,
    `CREATE TABLE arc.fee_invoices (inv_id integer PRIMARY KEY, inv_no varchar(10) NOT NULL UNIQUE, doc_typ varchar(3) NOT NULL,
      prj_id integer NOT NULL REFERENCES arc.projects (prj_id), riba_stg smallint NOT NULL, inv_dt date NOT NULL, due_dt date,
      amt_net_gbp numeric(11,2) NOT NULL, amt_vat_gbp numeric(10,2) NOT NULL, pd_dt date, crd_inv_id integer REFERENCES arc.fee_invoices (inv_id),
      FOREIGN KEY (prj_id, riba_stg) REFERENCES arc.prj_stages (prj_id, riba_stg));`,
    `CREATE TABLE arc.payments (pay_id integer PRIMARY KEY, inv_id integer NOT NULL REFERENCES arc.fee_invoices (inv_id), rcvd_dt date NOT NULL,
      amt_gbp numeric(11,2) NOT NULL, pay_mthd varchar(4) NOT NULL);`,
    `CREATE TABLE arc.plan_apps (app_id integer PRIMARY KEY, prj_id integer NOT NULL REFERENCES arc.projects (prj_id), lpa_nm text NOT NULL,
      lpa_ref varchar(20) NOT NULL, app_typ varchar(3) NOT NULL, sbm_dt date NOT NULL, vld_dt date, tgt_dt date, dcn_dt date,
      outcome_cd varchar(3) NOT NULL, resub_of_app_id integer REFERENCES arc.plan_apps (app_id));`,
    insertRows(
      'arc.clients',
      ['cl_id', 'cl_cd', 'cl_nm', 'cl_typ', 'town', 'cntct_nm', 'opn_dt', 'on_stop_yn'],
      clients.map((c) => [c.id, c.code, c.name, c.typ, c.town, c.contact, c.opened, c.pay === 'BAD' ? 'Y' : 'N']),
    ),
    insertRows(
      'arc.staff',
      ['stf_id', 'stf_cd', 'first_nm', 'last_nm', 'grade_cd', 'mgr_stf_id', 'start_dt', 'leave_dt', 'hrs_wk'],
      staff.map((s) => [s.id, s.code, s.first, s.last, s.grade, s.mgr ? byCode.get(s.mgr)!.id : null, s.start, s.leave, s.hrs]),
    ),
    insertRows(
      'arc.projects',
      ['prj_id', 'job_no', 'prj_nm', 'cl_id', 'prj_typ', 'site_town', 'appt_dt', 'est_cv_gbp', 'dir_stf_id', 'pl_stf_id', 'stat_cd', 'clsd_dt'],
      projects.map((p) => [p.id, p.no, p.name, p.client.id, p.typ, p.town, p.won, p.cv, lead(p, 0), lead(p, 1), p.stat, p.closed]),
    ),
    insertRows('arc.prj_stages', ['prj_id', 'riba_stg', 'fee_basis', 'fee_gbp', 'stg_stat', 'start_dt', 'pln_end_dt', 'cmpl_dt'], stageRows),
    insertRows(
      'arc.ts_entries',
      ['ts_id', 'stf_id', 'wrk_dt', 'prj_id', 'riba_stg', 'act_cd', 'hrs', 'chg_yn', 'cost_rt_gbp', 'chg_rt_gbp'],
      entries.map(([s, d, p, stg, h, act, chg], i) => [100001 + i, s.id, d, p ? p.id : null, stg, act, h, chg, rateFor(s.grade, d)[0], rateFor(s.grade, d)[1]]),
    ),
    insertRows(
      'arc.fee_invoices',
      ['inv_id', 'inv_no', 'doc_typ', 'prj_id', 'riba_stg', 'inv_dt', 'due_dt', 'amt_net_gbp', 'amt_vat_gbp', 'pd_dt', 'crd_inv_id'],
      docs.map((v) => [v.id, v.no, v.typ, v.p.id, v.stg, v.dt, v.due, v.net, v.vat, v.pd, v.crd ? v.crd.id : null]),
    ),
    insertRows(
      'arc.payments',
      ['pay_id', 'inv_id', 'rcvd_dt', 'amt_gbp', 'pay_mthd'],
      pays.map(([v, d, amt, m], i) => [90001 + i, v.id, d, amt, m]),
    ),
    insertRows(
      'arc.plan_apps',
      ['app_id', 'prj_id', 'lpa_nm', 'lpa_ref', 'app_typ', 'sbm_dt', 'vld_dt', 'tgt_dt', 'dcn_dt', 'outcome_cd', 'resub_of_app_id'],
      apps.map((a) => [a.id, a.prj.id, LPA[a.prj.town]![0], appRef(a), a.typ, a.sbm, a.vld, a.tgt, a.dcn, a.outcome, a.resubOf ? a.resubOf.id : null]),
    ),
  ].join('\n');
}
