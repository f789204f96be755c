/**
 * Nidd Valley Window Cleaning, an owner-run window-cleaning and gutter-clearing firm working out of a yard unit in
 * Knaresborough, North Yorkshire. Cleaners in vans with water-fed poles and ladders work fixed rounds of domestic
 * customers in Harrogate, Pannal, Killinghall, Knaresborough, Ripon, Wetherby and Boston Spa, each house cleaned
 * every 4, 6 or 8 weeks; one van does the commercial contracts (shops, offices, surgeries, a school) weekly,
 * fortnightly or four-weekly. The owner, and since March 2026 a second operative, also do one-off ("ad-hoc") jobs
 * booked by the customer: gutter clearing with a gutter vacuum (busiest October to December, when the leaves come
 * down), conservatory roof cleans, solar panel cleans and fascia & soffit washes (spring and summer). The firm works
 * Monday to Friday, not on bank holidays, and shuts from 22 December to 2 January.
 *
 * This is the database of the "RoundBook" round-management package (schema `rbk`) as it stood at close of business
 * on Tuesday 2026-11-24 (the copy was taken on the morning of Wednesday 2026-11-25: nothing was done, paid or
 * complained about on 2026-11-25 or later). The package went live on 2025-01-01: customers, rounds and cleaners were
 * keyed in with their original start dates, but no visits, jobs, payments or complaints from before 2025-01-01 were
 * migrated, and every customer started on the package owing nothing. Money is in pounds sterling held as integer
 * PENCE (columns ending `_p`): 1650 is £16.50. The firm is not VAT registered, so every price is the whole price.
 *
 * Revenue (takings, turnover, sales, "what we've done") is the value of work done: the `prc_p` of window-cleaning
 * visits with status D (done), by `vis_dt`, plus the `prc_p` of ad-hoc jobs with status D (done), by `done_dt`.
 * Skipped, cancelled and booked visits and cancelled or booked jobs are not revenue; re-cleans after a complaint are
 * free and are not visits. Money received (cash in, payments) is a different thing: `pymt` rows with `pay_st` C.
 * What a customer owes (their balance, arrears, debt) is the price of all their done visits and done jobs less all
 * their cleared payments; nobody has ever paid in advance, so no balance is below zero. Rows dated after 2026-11-24
 * are bookings (the round's planned visits for the next nine weeks, and booked ad-hoc jobs), not work done.
 * The package records no costs of any kind (wages, fuel, van costs, water, equipment, leaflets), no hours worked or
 * times of day (only dates), no star ratings, reviews or satisfaction scores (only complaints), and not how a
 * customer heard about the firm.
 *
 * - `cd_lst`: the package's code list, one row per code: `cd_grp` the code group, `cd` the code, `cd_dsc` what it
 *   means. Groups: CSTAT (cust.stat_cd), CTYP (cust.cust_typ), LRSN (cust.lft_rsn), PAYM (cust.pay_mth and
 *   pymt.pay_mth), VSTAT (visit.stat_cd), VRSN (visit.rsn_cd), JTYP (xjob.job_cd), JSTAT (xjob.stat_cd), PSTAT
 *   (pymt.pay_st), CMPL (cmpl.cmpl_cd), ROLE (clnr.role_cd). The same meanings are given below.
 *
 * - `clnr`: everyone who cleans, keyed by `clnr_no`. `fnm` first name, `snm` surname; `role_cd` OW owner (does the
 *   ad-hoc jobs and covers rounds), RC round cleaner, GT gutter & specialist cleaning operative (ad-hoc jobs and
 *   cover); `van_reg` the registration of the van they drive (a van passes to the next cleaner when one leaves);
 *   `st_dt` the day they started; `lv_dt` the day they left, NULL for current staff.
 *
 * - `rnd`: the rounds, keyed by `rnd_cd` (HGW, HGS, HGN, KNA, RIP, WET domestic rounds; COM the commercial round).
 *   `rnd_nm` its name ('Harrogate West' ...); `clnr_no` the cleaner who works it now (`clnr.clnr_no`; a round
 *   cleaner works two rounds; HGN and KNA were Shane Pickersgill's until he left on 2025-08-15 and are Tom
 *   Rushworth's since); `actv_yn` Y round being worked.
 *
 * - `cust`: customers, keyed by `cust_no`. `cust_nm` the name as the firm uses it (a householder 'Mrs J Pearce', or a
 *   business); `addr1` first line of the address being cleaned; `town`; `pcode`; `tel`; `cust_typ` D domestic
 *   (householder), C commercial (a business on a contract); `rnd_cd` the round they are on (`rnd.rnd_cd`), NULL for
 *   one-off customers; `freq_wks` how often their windows are cleaned, in weeks (domestic 4, 6 or 8; commercial 1, 2
 *   or 4), NULL for one-off customers; `prc_p` today's price of one window clean in pence (prices went up on
 *   2026-04-01, by £1 for domestic and 5% for commercial customers: the price actually charged is on each visit),
 *   NULL for one-off customers; `pay_mth` how they normally pay: CSH cash to the cleaner on the day, BT bank
 *   transfer, DD direct debit (collected a few working days after each clean), CHQ cheque, CRD card on the day (one-
 *   off customers only); commercial customers pay monthly by bank transfer for the month's visits and jobs; `st_dt`
 *   the day they became a customer (for a one-off customer, the day they first booked a job); `stat_cd` A active (on
 *   a round and being cleaned), H on hold (still on a round, but not being cleaned for now and nothing booked), L
 *   left (cancelled: no longer a customer), O one-off customer (ad-hoc jobs only, never on a round). "Active
 *   customers" are those with stat_cd A. `lft_dt` the day a customer who left cancelled, NULL otherwise; `lft_rsn`
 *   why they left: MV moved house, PR price, DI doing it themselves / no longer needed, QU unhappy with the service,
 *   CP gone to another window cleaner, NR no reason given (stopped answering), DE deceased or moved into care, CT
 *   contract not renewed (commercial), CL business closed (commercial); `rnw_dt` for commercial customers the day
 *   their yearly contract next comes up for renewal (the anniversary of st_dt), NULL for domestic customers and for
 *   commercial ones who left; `acc_nt` access notes for the cleaner (gate codes, dogs), free text, may be NULL.
 *
 * - `visit`: one row per window-cleaning visit on the round, past and booked, keyed by `vis_id`. `cust_no`
 *   (`cust.cust_no`); `due_dt` the day the round had the visit down for; `vis_dt` the day it was actually done (the
 *   due day, or a few working days later when rain held the round up), NULL unless done; `clnr_no` the cleaner who
 *   did it, or was down to do it (`clnr.clnr_no`: usually the round's cleaner, sometimes cover); `stat_cd` B booked
 *   (due in the future), D done (charged), S skipped (the cleaner went but could not clean, or the weather stopped the
 *   round: not charged, the customer waits for their next due visit), C cancelled by the customer in advance (not
 *   charged); `rsn_cd` why a visit was skipped: RN rain, WN high wind, FR frost or ice, NA no access (car on the
 *   drive, ladders could not be put up), GL gate locked (could not get round the back), DG dog loose in the garden;
 *   or why the customer cancelled it: HO customer on holiday, CC customer cancelled this clean (other reasons), BW
 *   building work / scaffolding up; NULL for done and booked visits; `prc_p` the price of the visit in pence (what
 *   was charged when done; for other statuses what would have been charged).
 *
 * - `xjob`: ad-hoc (one-off) jobs, keyed by `job_no`. `cust_no` (`cust.cust_no`: a round customer, a commercial
 *   customer, or a one-off customer); `job_cd` GC gutter clear (vacuum), CR conservatory roof clean, SP solar panel
 *   clean, FS fascia & soffit wash; `enq_dt` the day the customer booked it; `bk_dt` the day it was booked for;
 *   `done_dt` the day it was done (bk_dt, or a few days later when the weather moved it), NULL unless done;
 *   `clnr_no` who did it or is down to do it (`clnr.clnr_no`); `stat_cd` B booked (not yet done), D done (charged),
 *   X cancelled (by the customer, or never done); `prc_p` the price in pence.
 *
 * - `pymt`: money received from customers, one row per payment, keyed by `pay_no`. `cust_no` (`cust.cust_no`);
 *   `pay_dt` the day the money was received (for cash, the day the cleaner took it; for a direct debit, the day it
 *   was collected); `amt_p` the amount in pence (a cash payment may cover several cleans when the customer was out
 *   last time); `pay_mth` CSH cash, BT bank transfer, DD direct debit, CHQ cheque, CRD card; `pay_st` C cleared, F
 *   failed (a direct debit returned unpaid, a cheque bounced: no money was received, and it is collected again later
 *   as a new row, or not at all); `clnr_no` for cash, the cleaner who took it (`clnr.clnr_no`), NULL otherwise;
 *   `ref` bank, mandate or cheque reference.
 *
 * - `cmpl`: complaints, keyed by `cmpl_no`. `cust_no` (`cust.cust_no`); `vis_id` the visit complained about
 *   (`visit.vis_id`), NULL when it is about an ad-hoc job; `job_no` the ad-hoc job complained about (`xjob.job_no`),
 *   NULL when it is about a visit; `rcvd_dt` the day the complaint came in; `cmpl_cd` SM smears or streaks, MW
 *   missed windows, FS frames and sills not wiped, NC charged but not cleaned, DM damage (plants, paintwork), IC ad-hoc
 *   job incomplete (gutters still blocked, panels missed); `rcln_dt` the day a free re-clean (or, for a job, a free
 *   return visit) was done, NULL when none was done (not needed, refused, or still to do); `rcln_by` who did the
 *   re-clean (`clnr.clnr_no`), NULL when none; `cls_dt` the day the complaint was closed, NULL while still open.
 */
import { addDays, dayOfWeek, insertRows, pad, seededRandom, type SeededRandom } from '../../seeded-random';

const GO_LIVE = '2025-01-01';
const LAST = '2026-11-24';
const HORIZON = '2027-01-29';
const PRICE_RISE = '2026-04-01';
const JOSH_START = '2026-03-02';

const BANK_HOL = new Set([
  '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26',
  '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
  '2027-01-01',
]);
const shut = (d: string) => {
  const md = d.slice(5);
  return md >= '12-22' || md <= '01-02';
};
const isWork = (d: string) => dayOfWeek(d) >= 1 && dayOfWeek(d) <= 5 && !shut(d) && !BANK_HOL.has(d);
const nextWork = (d: string) => {
  let x = d;
  while (!isWork(x)) x = addDays(x, 1);
  return x;
};
const addWork = (d: string, n: number) => {
  let x = d;
  for (let k = 0; k < n; k++) x = nextWork(addDays(x, 1));
  return x;
};
const mon = (d: string) => Number(d.slice(5, 7));
const monthEnd = (d: string) => {
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

// ---------------------------------------------------------------- cleaners and rounds
interface Clnr {
  no: number;
  fnm: string;
  snm: string;
  role: string;
  van: string;
  st: string;
  lv: string | null;
}
const CLNR: Clnr[] = [
  { no: 1, fnm: 'Darren', snm: 'Holmes', role: 'OW', van: 'YG19 KXE', st: '2009-04-01', lv: null },
  { no: 2, fnm: 'Lee', snm: 'Atkinson', role: 'RC', van: 'YF66 RWA', st: '2014-03-03', lv: null },
  { no: 3, fnm: 'Shane', snm: 'Pickersgill', role: 'RC', van: 'YC17 PLU', st: '2019-02-11', lv: '2025-08-15' },
  { no: 4, fnm: 'Tom', snm: 'Rushworth', role: 'RC', van: 'YC17 PLU', st: '2025-08-04', lv: null },
  { no: 5, fnm: 'Kieran', snm: 'Walsh', role: 'RC', van: 'YE68 GZS', st: '2021-04-12', lv: null },
  { no: 6, fnm: 'Ryan', snm: 'Sowerby', role: 'RC', van: 'YD70 HLC', st: '2022-01-10', lv: null },
  { no: 7, fnm: 'Josh', snm: 'Feather', role: 'GT', van: 'YJ25 HNV', st: JOSH_START, lv: null },
];
// complaint rate per done visit, by cleaner
const CMPL_RATE: Record<number, number> = { 1: 0.006, 2: 0.008, 3: 0.026, 4: 0.014, 5: 0.018, 6: 0.006, 7: 0.012 };

interface Area {
  town: string;
  pc: string[];
  streets: string[];
  w: number;
}
interface Round {
  cd: string;
  nm: string;
  areas: Area[];
  n0: number;
}
const ROUNDS: Round[] = [
  {
    cd: 'HGW', nm: 'Harrogate West', n0: 44, areas: [
      { town: 'Harrogate', pc: ['HG1 2', 'HG2 0', 'HG2 9'], streets: ['Cold Bath Road', 'Otley Road', 'Duchy Road', 'Harlow Moor Drive', 'Clarence Drive', 'Valley Drive', 'Beech Grove', 'Lancaster Road', 'Cornwall Road', 'Harlow Oval', 'Crescent Avenue', 'Irving Walk'], w: 1 },
    ],
  },
  {
    cd: 'HGS', nm: 'Harrogate South & Pannal', n0: 42, areas: [
      { town: 'Harrogate', pc: ['HG2 7', 'HG2 8'], streets: ['Hookstone Road', 'Leadhall Lane', 'Hookstone Drive', 'Oatlands Drive', 'Slingsby Walk', 'Yew Tree Lane', 'Rossett Green Lane', 'Stone Rings Lane'], w: 3 },
      { town: 'Pannal', pc: ['HG3 1'], streets: ['Station Road', 'Church Lane', 'Mill Lane', 'Spring Lane', 'Follifoot Road'], w: 1 },
    ],
  },
  {
    cd: 'HGN', nm: 'Harrogate North & Killinghall', n0: 40, areas: [
      { town: 'Harrogate', pc: ['HG1 3', 'HG1 4'], streets: ['Skipton Road', 'Jennyfield Drive', 'Bilton Lane', 'Woodfield Road', 'Knox Lane', 'Kingsley Road', 'Ripley Drive', 'Bachelor Gardens'], w: 3 },
      { town: 'Killinghall', pc: ['HG3 2'], streets: ['Ripon Road', 'Otley Road', 'Crag Lane', 'Lund Lane'], w: 1 },
    ],
  },
  {
    cd: 'KNA', nm: 'Knaresborough', n0: 38, areas: [
      { town: 'Knaresborough', pc: ['HG5 0', 'HG5 8', 'HG5 9'], streets: ['Boroughbridge Road', 'York Road', 'Aspin Lane', 'Stockdale Walk', 'Halfpenny Lane', 'Wetherby Road', 'Chain Lane', 'Bond End', 'Manse Lane', 'Hambleton Grove', 'Eastfield Avenue'], w: 1 },
    ],
  },
  {
    cd: 'RIP', nm: 'Ripon', n0: 34, areas: [
      { town: 'Ripon', pc: ['HG4 1', 'HG4 2'], streets: ['Palace Road', 'Clotherholme Road', 'Whitcliffe Lane', 'Harrogate Road', 'Quarry Moor Lane', 'Mallorie Park Drive', 'College Road', 'Bishopton Lane', 'Kirkby Road'], w: 1 },
    ],
  },
  {
    cd: 'WET', nm: 'Wetherby & Boston Spa', n0: 36, areas: [
      { town: 'Wetherby', pc: ['LS22 6', 'LS22 7'], streets: ['Deighton Road', 'Westgate', 'Spofforth Hill', 'Linton Road', 'Sandringham Road', 'Barleyfields Road', 'Ings Road', 'Hallfield Lane'], w: 2 },
      { town: 'Boston Spa', pc: ['LS23 6'], streets: ['High Street', 'Spa Lane', 'Clifford Road', 'Church Street', 'Northfield Lane'], w: 1 },
    ],
  },
];
const ROUND_CLEANER: Record<string, number> = { HGW: 2, HGS: 2, RIP: 5, WET: 5, COM: 6 };
const roundCleaner = (rnd: string, d: string) => (rnd === 'HGN' || rnd === 'KNA' ? (d <= '2025-08-15' ? 3 : 4) : (ROUND_CLEANER[rnd] as number));

// ---------------------------------------------------------------- commercial contracts
// name, address, town, postcode, freq weeks, price (pounds, before the 2026 rise), start, payer, left, reason
type Com = [string, string, string, string, number, number, string, string, string | null, string | null];
const COMMERCIAL: Com[] = [
  ['Montpellier Dental Care', '14 Montpellier Parade', 'Harrogate', 'HG1 2TJ', 4, 38, '2016-03-07', 'G', null, null],
  ['Station Parade Convenience Store', '3 Station Parade', 'Harrogate', 'HG1 1UE', 1, 14, '2019-06-03', 'G', null, null],
  ['Kings Road Veterinary Surgery', '88 Kings Road', 'Harrogate', 'HG1 5JX', 4, 32, '2018-09-10', 'G', null, null],
  ['Castle Yard Estate Agents', '2 Castle Yard', 'Knaresborough', 'HG5 8AS', 2, 18, '2020-02-03', 'G', null, null],
  ['The Half Moon Inn', '5 Abbey Road', 'Knaresborough', 'HG5 8HY', 2, 26, '2017-05-15', 'L', null, null],
  ['Market Place Pharmacy', '21 Market Place', 'Ripon', 'HG4 1BN', 1, 16, '2015-04-06', 'G', null, null],
  ['Cathedral View Cafe', '7 Kirkgate', 'Ripon', 'HG4 1PA', 2, 15, '2021-03-01', 'G', null, null],
  ['Wetherby Motor Centre', 'York Road Industrial Estate', 'Wetherby', 'LS22 7SU', 2, 55, '2018-01-08', 'B', null, null],
  ['Boston Spa Medical Practice', '1 Church Street', 'Boston Spa', 'LS23 6DN', 4, 85, '2014-10-06', 'G', null, null],
  ['Yorkshire Lettings (Crescent Gardens offices)', '9 Crescent Gardens', 'Harrogate', 'HG1 2RS', 4, 120, '2019-11-04', 'L', null, null],
  ['James Street Boutique', '31 James Street', 'Harrogate', 'HG1 1QY', 1, 12, '2022-04-04', 'G', null, null],
  ['Cambridge Street Opticians', '17 Cambridge Street', 'Harrogate', 'HG1 1RY', 2, 18, '2016-07-04', 'G', null, null],
  ['Pannal Village Hall', 'Church Lane', 'Pannal', 'HG3 1NL', 4, 45, '2020-09-07', 'G', null, null],
  ['Bond End Bakery', '4 Bond End', 'Knaresborough', 'HG5 9AL', 1, 10, '2023-02-06', 'G', null, null],
  ['Killinghall CE Primary School', 'Otley Road', 'Killinghall', 'HG3 2DW', 4, 140, '2017-12-04', 'L', null, null],
  ['Dalesman Print Ltd', 'Unit 4 Ripon Business Park', 'Ripon', 'HG4 1TS', 4, 65, '2021-08-02', 'G', null, null],
  ['Harrogate Nail & Beauty Lounge', '6 Oxford Street', 'Harrogate', 'HG1 1PU', 2, 14, '2024-03-04', 'G', null, null],
  ['The Coffee Pot Wetherby', '12 Market Place', 'Wetherby', 'LS22 6NE', 1, 11, '2023-05-01', 'G', null, null],
  ['Oatlands Dental Practice', '2 Hookstone Road', 'Harrogate', 'HG2 8BT', 4, 36, '2025-02-03', 'G', null, null],
  ['Leeds Road Tyre & Exhaust', '140 Leeds Road', 'Harrogate', 'HG2 8HB', 4, 30, '2025-06-02', 'G', null, null],
  ['Ripon Golf Club', 'Palace Road', 'Ripon', 'HG4 3HH', 4, 95, '2025-09-01', 'G', null, null],
  ['Wetherby Town Council Offices', 'Town Hall, Market Place', 'Wetherby', 'LS22 6NE', 4, 105, '2026-04-06', 'G', null, null],
  ['Bilton Launderette', '48 Skipton Road', 'Harrogate', 'HG1 4LY', 2, 12, '2018-03-05', 'G', '2025-06-30', 'CL'],
  ['Valley Gardens Guest House', '22 Valley Drive', 'Harrogate', 'HG2 0JN', 4, 48, '2019-05-06', 'G', '2026-03-31', 'CT'],
  ['Knaresborough Turf Accountants', '9 High Street', 'Knaresborough', 'HG5 0ES', 1, 13, '2020-01-06', 'G', '2025-10-31', 'CP'],
];

// ---------------------------------------------------------------- people
const TITLES: [string, number][] = [['Mrs', 34], ['Mr', 30], ['Ms', 8], ['Miss', 5], ['Dr', 3], ['Mr & Mrs', 20]];
const INIT = 'ABCDEFGHIJKLMNPRSTW'.split('');
const SURN = [
  'Pearce', 'Hargreaves', 'Sutcliffe', 'Ackroyd', 'Barraclough', 'Holroyd', 'Lister', 'Metcalfe', 'Thwaite', 'Bentley', 'Dawson', 'Brook',
  'Hirst', 'Firth', 'Crowther', 'Haigh', 'Walker', 'Wood', 'Shaw', 'Greenwood', 'Ramsden', 'Mitchell', 'Sykes', 'Hepworth', 'Kershaw',
  'Oldroyd', 'Pickles', 'Rhodes', 'Robinson', 'Scholes', 'Smith', 'Taylor', 'Town', 'Whiteley', 'Wilkinson', 'Wright', 'Armitage',
  'Bairstow', 'Brear', 'Calvert', 'Clough', 'Dixon', 'Ellis', 'Fawcett', 'Gill', 'Hebden', 'Illingworth', 'Jowett', 'Kitching', 'Laycock',
  'Moorhouse', 'Nettleton', 'Priestley', 'Raistrick', 'Schofield', 'Stansfield', 'Tordoff', 'Varley', 'Waddington', 'Wormald', 'Yeadon',
  'Atha', 'Beecroft', 'Cawood', 'Dobby', 'Exley', 'Foster', 'Garside', 'Hainsworth', 'Ingham', 'Jagger', 'Kettlewell', 'Lumb', 'Marsden',
  'Naylor', 'Overend', 'Pollard', 'Rushton', 'Spence', 'Thackray', 'Umpleby', 'Verity', 'Wade', 'Ashworth', 'Binns', 'Cockshott', 'Denison',
  'Eastwood', 'Flesher', 'Gaunt', 'Holmes', 'Inman', 'Jessop', 'Kay', 'Lofthouse', 'Midgley', 'Newbould', 'Outhwaite', 'Petty', 'Redmayne',
  'Singh', 'Patel', 'Khan', 'Hussain', 'Kowalski', 'Nowak', 'O\'Brien', 'Murphy', 'Campbell', 'Stewart', 'Evans', 'Jones', 'Hughes',
];
const ACC_NOTES = [
  'Side gate code 1947', 'Side gate code 2580', 'Key safe for back gate - 0412', 'Dog in back garden - knock first', 'Park on the road, not the drive',
  'Leave envelope under mat', 'Conservatory roof not included', 'Back gate bolt on the inside - reach over', 'Cat flap - keep gate shut', 'Ring bell, elderly',
  'Money left in the meter cupboard', 'Velux windows included', 'Fronts only', 'Do not use water-fed pole on leaded lights',
];

interface Cust {
  no: number;
  nm: string;
  addr: string;
  town: string;
  pc: string;
  tel: string;
  typ: string;
  rnd: string | null;
  freq: number | null;
  p0: number;
  p1: number;
  pay: string;
  st: string;
  stat: string;
  lft: string | null;
  lrsn: string | null;
  rnw: string | null;
  acc: string | null;
  payer: string;
  stop: string | null;
  hold: string | null;
  glP: number;
  fussy: number;
  wd: number;
}
interface Visit {
  id: number;
  cust: Cust;
  due: string;
  dt: string | null;
  clnr: number;
  stat: string;
  rsn: string | null;
  prc: number;
}
interface Job {
  no: number;
  cust: Cust;
  cd: string;
  enq: string;
  bk: string;
  done: string | null;
  clnr: number;
  stat: string;
  prc: number;
}
interface Pay {
  cust: Cust;
  dt: string;
  amt: number;
  mth: string;
  st: string;
  clnr: number | null;
  ref: string | null;
}
interface Cmpl {
  cust: Cust;
  vis: Visit | null;
  job: Job | null;
  rcvd: string;
  cd: string;
  rcln: string | null;
  by: number | null;
  cls: string | null;
}

const round50 = (p: number) => Math.round(p / 50) * 50;

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(8152026);
  const usedNames = new Set<string>();
  const personName = () => {
    for (;;) {
      const t = r.weighted(TITLES);
      const n = `${t} ${r.pick(INIT)} ${r.pick(SURN)}`;
      if (!usedNames.has(n)) {
        usedNames.add(n);
        return n;
      }
    }
  };
  const usedAddr = new Set<string>();
  const address = (a: Area) => {
    for (;;) {
      const s = `${r.int(1, 160)} ${r.pick(a.streets)}`;
      if (!usedAddr.has(`${s}|${a.town}`)) {
        usedAddr.add(`${s}|${a.town}`);
        return s;
      }
    }
  };
  const pcode = (a: Area) => `${r.pick(a.pc)}${r.pick(['AB', 'DE', 'FG', 'HJ', 'LN', 'PQ', 'RS', 'TU', 'WX', 'YZ', 'BD', 'EH', 'NP', 'SW'])}`;
  const tel = () => (r.chance(0.55) ? `07${r.int(100, 999)} ${r.int(100000, 999999)}` : `01${r.pick(['423', '423', '423', '765', '937'])} ${r.int(100000, 999999)}`);
  const pickArea = (rd: Round) => r.weighted(rd.areas.map((a) => [a, a.w] as const));
  const housePrice = () => {
    const [lo, hi] = r.weighted<[number, number]>([[[1200, 1450], 20], [[1500, 1900], 42], [[2000, 2700], 28], [[2800, 3800], 10]]);
    return round50(r.int(lo, hi));
  };

  const custs: Cust[] = [];
  const leaveReason = (d: string) => {
    const prAfterRise = d >= '2026-04-01' && d <= '2026-06-30';
    return r.weighted<string>([['MV', 30], ['PR', prAfterRise ? 40 : 10], ['DI', 10], ['QU', 8], ['CP', 11], ['NR', 14], ['DE', 5]]);
  };

  // ---------------------------------------------------------------- domestic round customers
  const JOIN_SEASON = [0, 0.45, 0.8, 1.5, 1.8, 1.6, 1.2, 1.0, 0.9, 1.0, 0.8, 0.6, 0.3];
  for (const rd of ROUNDS) {
    const starts: string[] = [];
    for (let k = 0; k < rd.n0; k++) starts.push(r.date('2008-03-01', '2024-12-20'));
    for (let y = 2025; y <= 2026; y++) {
      for (let m = 1; m <= 12; m++) {
        const first = `${y}-${pad(m, 2)}-01`;
        if (first > LAST) break;
        const n = r.poisson(0.95 * (JOIN_SEASON[m] as number) * (y === 2026 ? 1.1 : 1));
        for (let k = 0; k < n; k++) {
          const d = r.date(first, monthEnd(first) < LAST ? monthEnd(first) : LAST);
          starts.push(nextWork(d) > LAST ? d : nextWork(d));
        }
      }
    }
    for (const st of starts) {
      const a = pickArea(rd);
      const joiner = st >= GO_LIVE;
      const freq = r.weighted<number>([[4, 25], [6, 45], [8, 30]]);
      let p1 = housePrice();
      if (freq === 4) p1 = Math.max(1200, p1 - 100);
      const pay = joiner ? r.weighted<string>([['CSH', 18], ['BT', 35], ['DD', 47]]) : r.weighted<string>([['CSH', 42], ['BT', 30], ['DD', 22], ['CHQ', 6]]);
      const payer = r.weighted<string>([['G', 80], ['L', 15], ['B', 5]]);
      const c: Cust = {
        no: 0, nm: personName(), addr: address(a), town: a.town, pc: pcode(a), tel: tel(), typ: 'D', rnd: rd.cd, freq,
        p0: p1, p1: st >= PRICE_RISE ? p1 : p1 + 100, pay, st, stat: 'A', lft: null, lrsn: null, rnw: null,
        acc: r.chance(0.3) ? r.pick(ACC_NOTES) : null, payer, stop: null, hold: null,
        glP: r.chance(0.08) ? 0.16 : 0.01, fussy: r.chance(0.03) ? 7 : 1, wd: r.int(1, 5),
      };
      // leaving
      const base = joiner ? st : GO_LIVE;
      const hazard = (joiner ? 0.2 : 0.12) / 365;
      const t = Math.floor(-Math.log(1 - r.next()) / hazard);
      let lft: string | null = nextWork(addDays(base, Math.max(20, t)));
      if (lft > LAST) lft = null;
      if (payer === 'B') {
        const from = addDays(joiner ? st : GO_LIVE, 60);
        const to = addDays(LAST, -25);
        if (from < to) {
          c.stop = r.date(from, to);
          if (r.chance(0.5)) {
            const l = nextWork(addDays(c.stop, r.int(60, 150)));
            if (l <= LAST && (lft === null || l < lft)) {
              lft = l;
              c.lrsn = 'NR';
            }
          }
        } else c.payer = 'G';
      }
      if (lft) {
        c.lft = lft;
        c.stat = 'L';
        if (!c.lrsn) c.lrsn = leaveReason(lft);
      } else if (r.chance(0.03)) {
        c.stat = 'H';
        c.hold = r.date('2026-05-01', '2026-11-10');
        if (c.hold < st) c.hold = addDays(st, 30);
      }
      custs.push(c);
    }
  }

  // ---------------------------------------------------------------- commercial customers
  for (const [nm, addr, town, pc, freq, pounds, st, payer, lft, lrsn] of COMMERCIAL) {
    const p0 = pounds * 100;
    const p1 = st >= PRICE_RISE ? p0 : round50(p0 * 1.05);
    let rnw: string | null = null;
    if (!lft) {
      let y = 2026;
      for (;;) {
        const ann = `${y}${st.slice(4)}`;
        if (ann >= '2026-11-25') {
          rnw = ann;
          break;
        }
        y++;
      }
    }
    custs.push({
      no: 0, nm, addr, town, pc, tel: `01${r.pick(['423', '765', '937'])} ${r.int(100000, 999999)}`, typ: 'C', rnd: 'COM', freq, p0, p1,
      pay: 'BT', st, stat: lft ? 'L' : 'A', lft, lrsn, rnw, acc: r.chance(0.4) ? r.pick(['Before 8am only', 'Fronts and fascia sign', 'Ask at reception for roof access', 'Shop opens 9am - do before']) : null,
      payer, stop: payer === 'B' ? '2026-07-01' : null, hold: null, glP: 0, fussy: 1, wd: r.int(1, 5),
    });
  }

  // ---------------------------------------------------------------- round visits
  const RAIN = [0, 0.11, 0.1, 0.08, 0.06, 0.05, 0.04, 0.05, 0.05, 0.06, 0.09, 0.11, 0.12];
  const visits: Visit[] = [];
  for (const c of custs) {
    if (!c.rnd || !c.freq) continue;
    // first due date: the customer's round weekday on or after the later of their start (plus a week or two) and go-live
    let d = c.st >= GO_LIVE ? addDays(c.st, r.int(4, 16)) : addDays(GO_LIVE, r.int(0, c.freq * 7 - 1));
    while (dayOfWeek(d) !== c.wd) d = addDays(d, 1);
    for (; d <= HORIZON; d = addDays(d, c.freq * 7)) {
      // the round does not run over Christmas: a visit due in the shut-down is put back two weeks
      const wd = nextWork(shut(d) ? addDays(d, 14) : d);
      if (wd > HORIZON) break;
      if (c.lft && wd >= c.lft) break;
      if (c.hold && wd >= c.hold) break;
      const rc = roundCleaner(c.rnd, wd);
      const price = wd >= PRICE_RISE ? c.p1 : c.p0;
      if (wd > LAST) {
        if (c.stat === 'A') visits.push({ id: 0, cust: c, due: wd, dt: null, clnr: rc, stat: 'B', rsn: null, prc: price });
        continue;
      }
      const m = mon(wd);
      const cover = r.chance(0.045) ? (wd >= JOSH_START && r.chance(0.55) ? 7 : 1) : rc;
      const v: Visit = { id: 0, cust: c, due: wd, dt: wd, clnr: cover, stat: 'D', rsn: null, prc: price };
      const holiday = m === 7 || m === 8 ? 0.045 : 0.012;
      if (r.chance(holiday + 0.012 + (c.typ === 'C' ? -0.02 : 0))) {
        v.stat = 'C';
        v.dt = null;
        v.rsn = r.weighted<string>([['HO', m === 7 || m === 8 ? 70 : 30], ['CC', 55], ['BW', 15]]);
      } else if (r.chance(RAIN[m] as number)) {
        const later = addWork(wd, r.int(1, 3));
        if (later <= LAST && r.chance(0.62)) v.dt = later;
        else {
          v.stat = 'S';
          v.dt = null;
          v.rsn = 'RN';
        }
      } else if ((m <= 2 || m === 12) && r.chance(0.035)) {
        v.stat = 'S';
        v.dt = null;
        v.rsn = 'FR';
      } else if (r.chance(0.008 + (m >= 10 || m <= 3 ? 0.006 : 0))) {
        v.stat = 'S';
        v.dt = null;
        v.rsn = 'WN';
      } else if (r.chance(c.glP)) {
        v.stat = 'S';
        v.dt = null;
        v.rsn = 'GL';
      } else if (r.chance(c.typ === 'C' ? 0.006 : 0.017)) {
        v.stat = 'S';
        v.dt = null;
        v.rsn = 'NA';
      } else if (c.typ === 'D' && r.chance(0.005)) {
        v.stat = 'S';
        v.dt = null;
        v.rsn = 'DG';
      }
      if (v.stat !== 'D') v.clnr = rc;
      visits.push(v);
    }
  }

  // ---------------------------------------------------------------- ad-hoc jobs
  const SEASON: Record<string, number[]> = {
    GC: [0, 0.6, 0.9, 1.0, 0.6, 0.4, 0.3, 0.3, 0.4, 0.8, 1.8, 2.3, 1.0],
    CR: [0, 0.2, 0.3, 0.9, 1.6, 1.8, 1.7, 1.5, 1.3, 1.0, 0.6, 0.3, 0.1],
    SP: [0, 0.2, 0.4, 1.0, 1.6, 1.9, 1.8, 1.5, 1.3, 1.0, 0.5, 0.3, 0.1],
    FS: [0, 0.2, 0.3, 0.8, 1.4, 1.6, 1.6, 1.4, 1.2, 1.0, 0.6, 0.3, 0.1],
  };
  const BASE: Record<string, number> = { GC: 12, CR: 5.5, SP: 4.2, FS: 2.6 };
  const PRICE: Record<string, [number, number]> = { GC: [5500, 13500], CR: [4500, 11500], SP: [5000, 13000], FS: [9000, 21000] };
  const oneOffAreas = ROUNDS.flatMap((rd) => rd.areas);
  const jobs: Job[] = [];
  for (let y = 2025; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      const first = `${y}-${pad(m, 2)}-01`;
      if (first > LAST) break;
      const to = monthEnd(first) < LAST ? monthEnd(first) : LAST;
      for (const cd of ['GC', 'CR', 'SP', 'FS']) {
        const growth = y === 2026 ? (cd === 'SP' ? 1.45 : 1.12) : 1;
        const n = r.poisson((BASE[cd] as number) * ((SEASON[cd] as number[])[m] as number) * growth);
        for (let k = 0; k < n; k++) {
          const enq = r.date(first, to);
          if (shut(enq)) continue;
          const lead = cd === 'GC' && (m >= 10 || m <= 1) ? r.int(7, 32) : r.int(3, 20);
          const bk = nextWork(addDays(enq, lead));
          // who
          let cust: Cust;
          const roll = r.next();
          const activeAt = (c: Cust) => c.rnd !== null && c.st <= enq && (c.lft === null || c.lft > enq) && (c.hold === null || c.hold > enq);
          if (roll < 0.58) {
            const pool = custs.filter((c) => c.typ === 'D' && activeAt(c));
            cust = r.pick(pool);
          } else if (roll < 0.63 && (cd === 'GC' || cd === 'FS')) {
            const pool = custs.filter((c) => c.typ === 'C' && activeAt(c));
            cust = r.pick(pool);
          } else {
            const a = r.pick(oneOffAreas);
            cust = {
              no: 0, nm: personName(), addr: address(a), town: a.town, pc: pcode(a), tel: tel(), typ: 'D', rnd: null, freq: null, p0: 0, p1: 0,
              pay: r.weighted<string>([['CRD', 40], ['BT', 42], ['CSH', 18]]), st: enq, stat: 'O', lft: null, lrsn: null, rnw: null, acc: null,
              payer: r.weighted<string>([['G', 90], ['L', 7], ['B', 3]]), stop: null, hold: null, glP: 0, fussy: r.chance(0.05) ? 5 : 1, wd: 1,
            };
            if (cust.payer === 'B') cust.stop = enq;
            custs.push(cust);
          }
          const [lo, hi] = PRICE[cd] as [number, number];
          let prc = round50(r.int(lo, hi));
          if (enq >= PRICE_RISE) prc = round50(prc * 1.05);
          let clnr: number;
          const rcl = cust.rnd ? roundCleaner(cust.rnd, bk) : r.pick([2, roundCleaner('KNA', bk), 5]);
          if (bk < JOSH_START) clnr = r.chance(0.78) ? 1 : rcl;
          else clnr = r.weighted<number>([[1, 40], [7, 46], [rcl, 14]]);
          const j: Job = { no: 0, cust, cd, enq, bk, done: null, clnr, stat: 'B', prc };
          if (bk > LAST) {
            if (r.chance(0.05)) j.stat = 'X';
          } else if (r.chance(0.07)) j.stat = 'X';
          else {
            j.stat = 'D';
            j.done = bk;
            if (r.chance(0.12)) {
              const later = addWork(bk, r.int(1, 3));
              if (later <= LAST) j.done = later;
            }
          }
          jobs.push(j);
        }
      }
    }
  }

  // ---------------------------------------------------------------- numbering
  custs.sort((a, b) => (a.st < b.st ? -1 : a.st > b.st ? 1 : a.nm < b.nm ? -1 : 1));
  custs.forEach((c, k) => (c.no = 1001 + k));
  visits.sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.cust.no - b.cust.no));
  visits.forEach((v, k) => (v.id = 200001 + k));
  jobs.sort((a, b) => (a.enq < b.enq ? -1 : a.enq > b.enq ? 1 : a.cust.no - b.cust.no || (a.cd < b.cd ? -1 : 1)));
  jobs.forEach((j, k) => (j.no = 5001 + k));

  // ---------------------------------------------------------------- payments
  const pays: Pay[] = [];
  let refN = 40000;
  for (const c of custs) {
    const charges = [
      ...visits.filter((v) => v.cust === c && v.stat === 'D').map((v) => ({ dt: v.dt as string, amt: v.prc, clnr: v.clnr })),
      ...jobs.filter((j) => j.cust === c && j.stat === 'D').map((j) => ({ dt: j.done as string, amt: j.prc, clnr: j.clnr })),
    ].sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : 0));
    if (charges.length === 0) continue;
    const stopped = (dt: string) => c.stop !== null && dt >= c.stop;
    if (c.typ === 'C' && c.rnd) {
      const byMonth = new Map<string, number>();
      for (const ch of charges) byMonth.set(ch.dt.slice(0, 7), (byMonth.get(ch.dt.slice(0, 7)) ?? 0) + ch.amt);
      for (const [ym, amt] of byMonth) {
        const end = monthEnd(`${ym}-01`);
        if (stopped(end)) continue;
        const dt = addDays(end, c.payer === 'L' ? r.int(35, 75) : r.int(10, 32));
        if (dt <= LAST) pays.push({ cust: c, dt, amt, mth: 'BT', st: 'C', clnr: null, ref: `INV ${c.no}-${ym.replace('-', '')}` });
      }
      continue;
    }
    if (c.pay === 'CSH') {
      let arrears = 0;
      for (const ch of charges) {
        if (stopped(ch.dt)) {
          arrears += ch.amt;
          continue;
        }
        if (r.chance(c.payer === 'G' ? 0.93 : 0.72)) {
          pays.push({ cust: c, dt: ch.dt, amt: arrears + ch.amt, mth: 'CSH', st: 'C', clnr: ch.clnr, ref: null });
          arrears = 0;
        } else arrears += ch.amt;
      }
      if (arrears > 0 && c.lft && !stopped(c.lft) && r.chance(0.6)) {
        const dt = addDays(c.lft, r.int(3, 20));
        if (dt <= LAST) pays.push({ cust: c, dt, amt: arrears, mth: 'BT', st: 'C', clnr: null, ref: `FPS ${c.no}` });
      }
      continue;
    }
    if (c.pay === 'CRD') {
      for (const ch of charges) pays.push({ cust: c, dt: ch.dt, amt: ch.amt, mth: 'CRD', st: 'C', clnr: null, ref: `SUMUP ${r.int(100000, 999999)}` });
      continue;
    }
    if (c.pay === 'DD') {
      const mandate = `NVWC-${pad(c.no, 5)}`;
      let cancelled = false;
      for (const ch of charges) {
        if (cancelled) continue;
        const dt = addWork(ch.dt, r.int(3, 4));
        if (dt > LAST) continue;
        if (stopped(ch.dt)) {
          pays.push({ cust: c, dt, amt: ch.amt, mth: 'DD', st: 'F', clnr: null, ref: mandate });
          cancelled = true;
          continue;
        }
        if (r.chance(c.payer === 'G' ? 0.014 : 0.06)) {
          pays.push({ cust: c, dt, amt: ch.amt, mth: 'DD', st: 'F', clnr: null, ref: mandate });
          const again = addWork(dt, r.int(5, 7));
          if (again <= LAST) pays.push({ cust: c, dt: again, amt: ch.amt, mth: 'DD', st: 'C', clnr: null, ref: mandate });
        } else pays.push({ cust: c, dt, amt: ch.amt, mth: 'DD', st: 'C', clnr: null, ref: mandate });
      }
      continue;
    }
    // BT and CHQ
    for (const ch of charges) {
      if (stopped(ch.dt)) continue;
      const delay = c.payer === 'L' ? r.int(12, 50) : c.pay === 'CHQ' ? r.int(3, 14) : r.int(0, 8);
      const dt = addDays(ch.dt, delay);
      if (dt > LAST) continue;
      if (c.pay === 'CHQ') {
        const ref = `CHQ ${r.int(100000, 999999)}`;
        if (r.chance(0.02)) {
          pays.push({ cust: c, dt, amt: ch.amt, mth: 'CHQ', st: 'F', clnr: null, ref });
          const again = addDays(dt, r.int(8, 16));
          if (again <= LAST) pays.push({ cust: c, dt: again, amt: ch.amt, mth: 'CHQ', st: 'C', clnr: null, ref: `CHQ ${r.int(100000, 999999)}` });
        } else pays.push({ cust: c, dt, amt: ch.amt, mth: 'CHQ', st: 'C', clnr: null, ref });
      } else {
        refN++;
        pays.push({ cust: c, dt, amt: ch.amt, mth: 'BT', st: 'C', clnr: null, ref: `FPS ${c.nm.split(' ').pop()?.toUpperCase()} ${refN}` });
      }
    }
  }
  pays.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.cust.no - b.cust.no));

  // ---------------------------------------------------------------- complaints
  const cmpls: Cmpl[] = [];
  for (const v of visits) {
    if (v.stat !== 'D') continue;
    if (!r.chance((CMPL_RATE[v.clnr] as number) * v.cust.fussy)) continue;
    const rcvd = addDays(v.dt as string, r.weighted<number>([[0, 3], [1, 4], [2, 2], [3, 1], [5, 1]]));
    if (rcvd > LAST) continue;
    const cd = r.weighted<string>([['SM', 40], ['MW', 22], ['FS', 15], ['NC', 10], ['DM', 8]]);
    const cm: Cmpl = { cust: v.cust, vis: v, job: null, rcvd, cd, rcln: null, by: null, cls: null };
    if (cd === 'DM') {
      const cls = addDays(rcvd, r.int(2, 25));
      cm.cls = cls <= LAST ? cls : null;
    } else if (r.chance(0.86)) {
      const rc = nextWork(addDays(rcvd, r.weighted<number>([[1, 5], [2, 5], [3, 4], [4, 3], [6, 2], [9, 1]])));
      if (rc <= LAST) {
        cm.rcln = rc;
        cm.by = r.chance(0.25) ? 1 : v.cust.rnd ? roundCleaner(v.cust.rnd, rc) : v.clnr;
        cm.cls = rc;
      }
    } else {
      const cls = addDays(rcvd, r.int(1, 10));
      cm.cls = cls <= LAST ? cls : null;
    }
    cmpls.push(cm);
  }
  for (const j of jobs) {
    if (j.stat !== 'D') continue;
    if (!r.chance(0.025 * j.cust.fussy)) continue;
    const rcvd = addDays(j.done as string, r.int(0, 6));
    if (rcvd > LAST) continue;
    const cd = j.cd === 'GC' ? r.weighted<string>([['IC', 70], ['DM', 30]]) : r.weighted<string>([['SM', 50], ['IC', 30], ['DM', 20]]);
    const cm: Cmpl = { cust: j.cust, vis: null, job: j, rcvd, cd, rcln: null, by: null, cls: null };
    if (cd !== 'DM' && r.chance(0.8)) {
      const rc = nextWork(addDays(rcvd, r.int(1, 8)));
      if (rc <= LAST) {
        cm.rcln = rc;
        cm.by = j.clnr;
        cm.cls = rc;
      }
    } else {
      const cls = addDays(rcvd, r.int(2, 20));
      cm.cls = cls <= LAST ? cls : null;
    }
    cmpls.push(cm);
  }
  cmpls.sort((a, b) => (a.rcvd < b.rcvd ? -1 : a.rcvd > b.rcvd ? 1 : a.cust.no - b.cust.no));

  // ---------------------------------------------------------------- code list
  const codes: [string, string, string][] = [
    ['CSTAT', 'A', 'Active'], ['CSTAT', 'H', 'On hold'], ['CSTAT', 'L', 'Left'], ['CSTAT', 'O', 'One-off customer'],
    ['CTYP', 'D', 'Domestic'], ['CTYP', 'C', 'Commercial'],
    ['LRSN', 'MV', 'Moved house'], ['LRSN', 'PR', 'Price'], ['LRSN', 'DI', 'Doing it themselves / no longer needed'], ['LRSN', 'QU', 'Unhappy with service'],
    ['LRSN', 'CP', 'Gone to another window cleaner'], ['LRSN', 'NR', 'No reason given'], ['LRSN', 'DE', 'Deceased / moved into care'],
    ['LRSN', 'CT', 'Contract not renewed'], ['LRSN', 'CL', 'Business closed'],
    ['PAYM', 'CSH', 'Cash'], ['PAYM', 'BT', 'Bank transfer'], ['PAYM', 'DD', 'Direct debit'], ['PAYM', 'CHQ', 'Cheque'], ['PAYM', 'CRD', 'Card'],
    ['VSTAT', 'B', 'Booked'], ['VSTAT', 'D', 'Done'], ['VSTAT', 'S', 'Skipped'], ['VSTAT', 'C', 'Cancelled by customer'],
    ['VRSN', 'RN', 'Rain'], ['VRSN', 'WN', 'High wind'], ['VRSN', 'FR', 'Frost / ice'], ['VRSN', 'NA', 'No access'], ['VRSN', 'GL', 'Gate locked'],
    ['VRSN', 'DG', 'Dog loose in garden'], ['VRSN', 'HO', 'Customer on holiday'], ['VRSN', 'CC', 'Customer cancelled'], ['VRSN', 'BW', 'Building work / scaffolding'],
    ['JTYP', 'GC', 'Gutter clear'], ['JTYP', 'CR', 'Conservatory roof clean'], ['JTYP', 'SP', 'Solar panel clean'], ['JTYP', 'FS', 'Fascia & soffit wash'],
    ['JSTAT', 'B', 'Booked'], ['JSTAT', 'D', 'Done'], ['JSTAT', 'X', 'Cancelled'],
    ['PSTAT', 'C', 'Cleared'], ['PSTAT', 'F', 'Failed / returned'],
    ['CMPL', 'SM', 'Smears / streaks'], ['CMPL', 'MW', 'Missed windows'], ['CMPL', 'FS', 'Frames & sills not wiped'], ['CMPL', 'NC', 'Charged but not cleaned'],
    ['CMPL', 'DM', 'Damage'], ['CMPL', 'IC', 'Job incomplete'],
    ['ROLE', 'OW', 'Owner'], ['ROLE', 'RC', 'Round cleaner'], ['ROLE', 'GT', 'Gutter & specialist operative'],
  ];

  const ddl = `
CREATE SCHEMA rbk;
CREATE TABLE rbk.cd_lst (
  cd_grp varchar(6) NOT NULL,
  cd varchar(3) NOT NULL,
  cd_dsc varchar(50) NOT NULL,
  PRIMARY KEY (cd_grp, cd)
);
CREATE TABLE rbk.clnr (
  clnr_no smallint PRIMARY KEY,
  fnm varchar(20) NOT NULL,
  snm varchar(25) NOT NULL,
  role_cd char(2) NOT NULL,
  van_reg varchar(8),
  st_dt date NOT NULL,
  lv_dt date
);
CREATE TABLE rbk.rnd (
  rnd_cd char(3) PRIMARY KEY,
  rnd_nm varchar(40) NOT NULL,
  clnr_no smallint REFERENCES rbk.clnr (clnr_no),
  actv_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE rbk.cust (
  cust_no integer PRIMARY KEY,
  cust_nm varchar(60) NOT NULL,
  addr1 varchar(60) NOT NULL,
  town varchar(30) NOT NULL,
  pcode varchar(9),
  tel varchar(16),
  cust_typ char(1) NOT NULL,
  rnd_cd char(3) REFERENCES rbk.rnd (rnd_cd),
  freq_wks smallint,
  prc_p integer,
  pay_mth varchar(3) NOT NULL,
  st_dt date NOT NULL,
  stat_cd char(1) NOT NULL,
  lft_dt date,
  lft_rsn char(2),
  rnw_dt date,
  acc_nt varchar(80)
);
CREATE TABLE rbk.visit (
  vis_id integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES rbk.cust (cust_no),
  due_dt date NOT NULL,
  vis_dt date,
  clnr_no smallint REFERENCES rbk.clnr (clnr_no),
  stat_cd char(1) NOT NULL,
  rsn_cd char(2),
  prc_p integer NOT NULL
);
CREATE TABLE rbk.xjob (
  job_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES rbk.cust (cust_no),
  job_cd char(2) NOT NULL,
  enq_dt date NOT NULL,
  bk_dt date NOT NULL,
  done_dt date,
  clnr_no smallint REFERENCES rbk.clnr (clnr_no),
  stat_cd char(1) NOT NULL,
  prc_p integer NOT NULL
);
CREATE TABLE rbk.pymt (
  pay_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES rbk.cust (cust_no),
  pay_dt date NOT NULL,
  amt_p integer NOT NULL,
  pay_mth varchar(3) NOT NULL,
  pay_st char(1) NOT NULL DEFAULT 'C',
  clnr_no smallint,
  ref varchar(30)
);
CREATE TABLE rbk.cmpl (
  cmpl_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES rbk.cust (cust_no),
  vis_id integer REFERENCES rbk.visit (vis_id),
  job_no integer REFERENCES rbk.xjob (job_no),
  rcvd_dt date NOT NULL,
  cmpl_cd char(2) NOT NULL,
  rcln_dt date,
  rcln_by smallint,
  cls_dt date
);
`;
  const rnds: [string, string, number, string][] = [
    ...ROUNDS.map((rd) => [rd.cd, rd.nm, roundCleaner(rd.cd, LAST), 'Y'] as [string, string, number, string]),
    ['COM', 'Commercial', 6, 'Y'],
  ];
  return [
    ddl,
    insertRows('rbk.cd_lst', ['cd_grp', 'cd', 'cd_dsc'], codes),
    insertRows('rbk.clnr', ['clnr_no', 'fnm', 'snm', 'role_cd', 'van_reg', 'st_dt', 'lv_dt'], CLNR.map((c) => [c.no, c.fnm, c.snm, c.role, c.van, c.st, c.lv])),
    insertRows('rbk.rnd', ['rnd_cd', 'rnd_nm', 'clnr_no', 'actv_yn'], rnds),
    insertRows('rbk.cust', ['cust_no', 'cust_nm', 'addr1', 'town', 'pcode', 'tel', 'cust_typ', 'rnd_cd', 'freq_wks', 'prc_p', 'pay_mth', 'st_dt', 'stat_cd', 'lft_dt', 'lft_rsn', 'rnw_dt', 'acc_nt'],
      custs.map((c) => [c.no, c.nm, c.addr, c.town, c.pc, c.tel, c.typ, c.rnd, c.freq, c.rnd ? c.p1 : null, c.pay, c.st, c.stat, c.lft, c.lrsn, c.rnw, c.acc])),
    insertRows('rbk.visit', ['vis_id', 'cust_no', 'due_dt', 'vis_dt', 'clnr_no', 'stat_cd', 'rsn_cd', 'prc_p'],
      visits.map((v) => [v.id, v.cust.no, v.due, v.dt, v.clnr, v.stat, v.rsn, v.prc])),
    insertRows('rbk.xjob', ['job_no', 'cust_no', 'job_cd', 'enq_dt', 'bk_dt', 'done_dt', 'clnr_no', 'stat_cd', 'prc_p'],
      jobs.map((j) => [j.no, j.cust.no, j.cd, j.enq, j.bk, j.done, j.clnr, j.stat, j.prc])),
    insertRows('rbk.pymt', ['pay_no', 'cust_no', 'pay_dt', 'amt_p', 'pay_mth', 'pay_st', 'clnr_no', 'ref'],
      pays.map((p, k) => [300001 + k, p.cust.no, p.dt, p.amt, p.mth, p.st, p.clnr, p.ref])),
    insertRows('rbk.cmpl', ['cmpl_no', 'cust_no', 'vis_id', 'job_no', 'rcvd_dt', 'cmpl_cd', 'rcln_dt', 'rcln_by', 'cls_dt'],
      cmpls.map((c, k) => [k + 1, c.cust.no, c.vis ? c.vis.id : null, c.job ? c.job.no : null, c.rcvd, c.cd, c.rcln, c.by, c.cls])),
  ].join('\n');
}
