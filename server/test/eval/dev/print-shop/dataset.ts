/**
 * Lantern Street Press, a commercial print shop in Columbus, Ohio (one plant, founded 2009). It prints business cards,
 * flyers, brochures, postcards, booklets and catalogs, letterhead, envelopes, newsletters, menus, labels, posters,
 * banners and yard signs for businesses, medical practices, schools, nonprofits, local governments, retailers and
 * restaurants, and for marketing agencies (who resell the work to their own clients). Most customers are in central
 * Ohio; a few are in Kentucky, Indiana, West Virginia and Pennsylvania. A customer usually asks for a quote
 * (estimate) first; an accepted quote becomes a job. Repeat orders (reprints) are entered as jobs without a quote.
 * Short runs print on the digital presses, long runs on the offset presses, large-format work (posters, banners,
 * signs) on the wide-format printers; the bindery cuts, folds, stitches and binds. When a job is delivered, shipped
 * or picked up it is invoiced; customers pay by check, ACH, card or cash. Prices went up 5% on 1 January 2025.
 * Schools and nonprofits get 10% off printing, agencies get a 15% trade discount. Ohio sales tax of 7.5% (Franklin
 * County) is charged on every invoice except to tax-exempt customers. The data runs from 3 January 2023 to
 * 24 November 2026.
 *
 * Schema `prt`:
 * - `emp`: staff. `emp_cd` employee code; `frst_nm`, `last_nm`; `role_cd` OWN owner / president, PMG production
 *   manager, ACC bookkeeper (accounting), SLS sales rep (account manager), CSR customer service rep and estimator
 *   (writes quotes and looks after jobs), PRE prepress / graphic designer, PRS press operator, BND bindery and
 *   finishing operator, DRV delivery driver; `shft_cd` shift for production staff (PRS, BND): D day shift, S second
 *   (evening) shift, empty for everyone else; `mgr_cd` the emp_cd of the person's manager (empty for the owner);
 *   `hire_dt`; `term_dt` last day of employment (empty while still employed); `hrly_rt` hourly wage in dollars
 *   (hourly staff: CSR, PRE, PRS, BND, DRV; empty otherwise); `ann_sal` yearly salary in dollars (salaried staff: OWN,
 *   PMG, ACC, SLS; empty otherwise).
 * - `cust`: customers (accounts). `cust_no`; `cust_nm` name; `seg_cd` segment: COR corporate / professional
 *   business, RTL retail shop or restaurant, HLT healthcare practice, EDU school or school group, NPF nonprofit, club
 *   or church, GOV local government or public body, AGY marketing / design agency (trade customer); `cntc_nm` the
 *   main contact person; `phn_no` phone (empty when not known); `city_nm`; `st_cd` two-letter state code; `rep_cd`
 *   the emp_cd of the sales rep who owns the account now (empty for house accounts, served by the counter);
 *   `open_dt` the day the account was opened; `trm_cd` payment terms: N30 net 30 days, N15 net 15 days, COD paid on
 *   delivery or pickup, PRE prepaid (paid by card when the job is ordered); `crd_lmt` credit limit in dollars (empty
 *   for COD and PRE accounts); `tax_ex_yn` Y when tax exempt (schools, nonprofits, government), N otherwise;
 *   `stat_cd` A active, H on credit hold (no new work until it pays), I inactive (no longer a customer).
 * - `mach`: presses and finishing machines. `mach_cd`; `mach_nm` model name; `mfr_nm` manufacturer; `mach_typ` OFS
 *   offset press, DIG digital (toner / liquid-ink) press, WFP wide-format printer, CUT guillotine cutter, FLD folder,
 *   STB saddle stitcher, PBD perfect binder; `clr_cnt` number of color units / ink stations (presses only, empty for
 *   finishing machines); `max_sht` largest sheet or media width it takes, as text (inches); `inst_dt` the day it was
 *   installed; `ret_dt` the day it was retired (empty while in service); `stat_cd` A in service, M down for
 *   maintenance or repair, R retired; `hr_rt` the shop's hourly rate for the machine in dollars.
 * - `stk`: paper and media stock kept in the warehouse. `stk_cd`; `stk_desc` description; `brnd_nm` mill or brand;
 *   `wt_cls` weight class: TXT text weight, CVR cover weight (and card stock), BND bond / writing, ENV envelopes,
 *   LBL label (pressure-sensitive) stock, SYN synthetic paper, WFM wide-format media (vinyl, photo paper, coroplast);
 *   `fin_cd` surface finish: GLS gloss, SLK silk / matte / dull coated, UNC uncoated, LIN linen, VNL vinyl, CLR clear
 *   film, STN satin; `bsc_wt` basis weight in pounds (e.g. 100 for 100# gloss text; empty for media without one);
 *   `sht_sz` sheet size in inches ('19x25') or roll width ('54in roll'); `uom` unit it is counted and used in: SHT
 *   sheets, EA each (envelopes), FT linear feet of roll media; `on_hand` units in stock today (last count);
 *   `reord_pt` reorder point: order more when on_hand falls below it; `unit_cost` what one unit costs the shop in
 *   dollars; `vnd_nm` the supplier it is bought from; `last_rcv_dt` the day a delivery of it was last received.
 * - `qt`: quotes (estimates). `qt_no`; `cust_ref` the cust_no; `qt_dt` the day the quote was sent; `est_cd` the
 *   emp_cd of the CSR who wrote it; `prod_cd` product: BCD business cards, FLY flyers / sell sheets, BRO brochures,
 *   PCD postcards, BKL booklets, catalogs, programs and reports, LTH letterhead, ENV printed envelopes, NWL
 *   newsletters, MNU menus, LBL labels and stickers, PST posters, BNR vinyl banners, SGN yard signs (coroplast);
 *   `qty` quantity quoted (finished pieces); `qt_amt` quoted price in dollars before tax; `exp_dt` the day the quote
 *   expires (30 days after qt_dt); `sts_cd` PND pending (sent, no answer yet, not expired), ACC accepted (became a
 *   job), DEC declined by the customer, EXP expired without an answer; `lost_rsn` why a declined quote was lost: PRC
 *   price too high, TAT turnaround too slow, CNC project cancelled or postponed, OTH other (empty unless DEC).
 * - `job`: print jobs (work orders). `job_no`; `cust_ref` the cust_no; `qt_ref` the qt_no of the quote it came from
 *   (empty for repeat orders taken without a quote); `job_nm` job title; `prod_cd` product (codes as in `qt`); `qty`
 *   finished pieces ordered; `ord_dt` the day the order was placed; `due_dt` the promised completion date; `cmp_dt`
 *   the day the job was completed, i.e. delivered, shipped or picked up (empty until then, and for cancelled jobs);
 *   `sts_cd` PP in prepress (artwork and proofs), PR on press, FN in finishing (bindery), RD ready, waiting for
 *   pickup or delivery, CM completed, HD on hold (waiting for the customer), CX cancelled; `rush_yn` Y for a rush job
 *   (charged a rush fee); `csr_cd` the emp_cd of the CSR handling the job; `dlv_cd` how it goes to the customer: PU
 *   customer pickup, DL delivered by our driver, SH shipped by courier; `prf_cnt` number of proofs sent to the
 *   customer before approval (0 for repeat orders run from the last approved file).
 * - `job_ln`: job line items, what a job is billed for. `ln_id`; `job_ref` the job_no; `ln_no` line number in the
 *   job; `itm_cd` PRT printing (paper included), FIN finishing (cutting, folding, stitching, binding, hemming and
 *   grommets, die-cutting, laminating), DSN design and layout work (qty in hours), MLG mailing services (addressing
 *   and presort; postage is paid by the customer directly and is not here), SHP delivery or shipping charge, RSH
 *   rush fee; `ln_desc` description; `qty` units billed (pieces, hours for DSN, 1 for SHP and RSH); `unit_px` price
 *   of one unit in dollars (4 decimals); `ln_amt` line amount in dollars; `mach_cd` the machine the line runs on
 *   (PRT lines and machine finishing; empty otherwise); `stk_cd` the stock printed on (PRT lines only); `clr_cd` inks
 *   as front/back: 4/4 full color both sides, 4/0 full color one side, 4/1 full color front and black back, 2/0 two
 *   colors one side, 1/1 black both sides, 1/0 black one side (PRT lines only); `sht_qty` stock used, in the stock's
 *   uom (sheets, envelopes, or feet), spoilage included; `run_hrs` machine hours; `opr_cd` the emp_cd of the operator
 *   who ran it. sht_qty, run_hrs and opr_cd are empty until the line has been run: printing lines of jobs still in
 *   prepress, on press or on hold, finishing lines of jobs not yet through finishing, and all lines of cancelled jobs
 *   (which never ran).
 * - `inv`: invoices, one per completed job. `inv_no`; `job_ref` the job_no; `cust_ref` the cust_no; `inv_dt` invoice
 *   date (the day the job was completed); `due_dt` due date (from the customer's terms); `sub_amt` the job's line
 *   total in dollars before tax; `tax_amt` sales tax in dollars; `tot_amt` sub_amt plus tax_amt; `sts_cd` OP open
 *   (nothing paid yet), PP partly paid, PD paid in full, WO written off as bad debt (what was not paid will never be
 *   collected).
 * - `pmt`: payments received. `pmt_id`; `inv_ref` the inv_no paid; `pmt_dt` the day it was received; `pmt_amt`
 *   amount in dollars; `mth_cd` CHK check, ACH bank transfer, CC credit card, CSH cash; `chk_no` the check number
 *   (CHK only, else empty). An invoice's balance is tot_amt minus its payments.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const START = '2023-01-03';
const LAST = '2026-11-24';
const TODAY = '2026-11-25';

function month(iso: string): number {
  return Number(iso.slice(5, 7));
}
function nextBiz(iso: string): string {
  let d = iso;
  while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6) d = addDays(d, 1);
  return d;
}
function addBiz(iso: string, n: number): string {
  let d = iso;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6) left--;
  }
  return nextBiz(d);
}
function bizBetween(a: string, b: string): number {
  let n = 0;
  for (let d = a; d < b; d = addDays(d, 1)) if (dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6) n++;
  return n;
}
const round2 = (x: number): number => Math.round(x * 100) / 100;
const round4 = (x: number): number => Math.round(x * 10000) / 10000;

type Mach = { cd: string; nm: string; mfr: string; typ: string; clr: number | null; max: string; inst: string; ret: string | null; stat: string; rt: number; downFrom?: string };
const MACHS: Mach[] = [
  { cd: 'P01', nm: 'Speedmaster SM 74-4', mfr: 'Heidelberg', typ: 'OFS', clr: 4, max: '20x29', inst: '2014-05-12', ret: null, stat: 'A', rt: 185 },
  { cd: 'P02', nm: 'Lithrone G40 (5-color + coater)', mfr: 'Komori', typ: 'OFS', clr: 5, max: '28x40', inst: '2021-03-22', ret: null, stat: 'M', rt: 260, downFrom: '2026-11-17' },
  { cd: 'P03', nm: 'GTO 52-2', mfr: 'Heidelberg', typ: 'OFS', clr: 2, max: '14x20', inst: '2009-06-01', ret: '2024-08-30', stat: 'R', rt: 95 },
  { cd: 'D01', nm: 'Indigo 7K', mfr: 'HP', typ: 'DIG', clr: 7, max: '13x19', inst: '2017-09-18', ret: null, stat: 'A', rt: 140 },
  { cd: 'D02', nm: 'Versant 280', mfr: 'Xerox', typ: 'DIG', clr: 4, max: '13x26', inst: '2022-01-10', ret: null, stat: 'A', rt: 110 },
  { cd: 'D03', nm: 'AccurioPress C4080', mfr: 'Konica Minolta', typ: 'DIG', clr: 4, max: '13x32', inst: '2025-03-10', ret: null, stat: 'A', rt: 115 },
  { cd: 'W01', nm: 'Latex 570', mfr: 'HP', typ: 'WFP', clr: 6, max: '64in roll', inst: '2019-04-15', ret: null, stat: 'A', rt: 90 },
  { cd: 'W02', nm: 'Pro 16h LED hybrid', mfr: 'EFI', typ: 'WFP', clr: 6, max: '65in', inst: '2023-06-12', ret: null, stat: 'A', rt: 105 },
  { cd: 'C01', nm: 'N 78 PLUS guillotine', mfr: 'Polar', typ: 'CUT', clr: null, max: '30.7in', inst: '2012-02-20', ret: null, stat: 'A', rt: 65 },
  { cd: 'F01', nm: 'K8 RS folder', mfr: 'MBO', typ: 'FLD', clr: null, max: '20x26', inst: '2016-07-11', ret: null, stat: 'A', rt: 70 },
  { cd: 'B01', nm: 'StitchLiner 6000', mfr: 'Horizon', typ: 'STB', clr: null, max: '13x19', inst: '2018-10-01', ret: null, stat: 'A', rt: 80 },
  { cd: 'B02', nm: 'DB-290 perfect binder', mfr: 'Duplo', typ: 'PBD', clr: null, max: '12.6x15.7', inst: '2024-02-05', ret: null, stat: 'A', rt: 75 },
];
const machOk = (m: Mach, d: string): boolean => m.inst <= d && (m.ret === null || d < m.ret) && (m.downFrom === undefined || d < m.downFrom);

type Stk = { cd: string; desc: string; brnd: string; wt: string; fin: string; bw: number | null; sz: string; uom: string; oh: number; rp: number; cost: number; vnd: string; rcv: string };
const STKS: Stk[] = [
  { cd: 'G80T', desc: '80# Gloss Text 19x25', brnd: 'Sappi Flo', wt: 'TXT', fin: 'GLS', bw: 80, sz: '19x25', uom: 'SHT', oh: 18500, rp: 10000, cost: 0.0610, vnd: 'Veritiv', rcv: '2026-11-10' },
  { cd: 'G100T', desc: '100# Gloss Text 19x25', brnd: 'Sappi Flo', wt: 'TXT', fin: 'GLS', bw: 100, sz: '19x25', uom: 'SHT', oh: 7200, rp: 12000, cost: 0.0780, vnd: 'Veritiv', rcv: '2026-10-02' },
  { cd: 'S100T', desc: '100# Silk Text 19x25', brnd: 'Sappi Opus', wt: 'TXT', fin: 'SLK', bw: 100, sz: '19x25', uom: 'SHT', oh: 9800, rp: 8000, cost: 0.0815, vnd: 'Veritiv', rcv: '2026-09-18' },
  { cd: 'G100T12', desc: '100# Gloss Text 12x18 (digital)', brnd: 'Pacesetter', wt: 'TXT', fin: 'GLS', bw: 100, sz: '12x18', uom: 'SHT', oh: 14000, rp: 8000, cost: 0.0410, vnd: 'Midland Paper', rcv: '2026-11-03' },
  { cd: 'U70T', desc: '70# Uncoated Text 23x35', brnd: 'Domtar Cougar', wt: 'TXT', fin: 'UNC', bw: 70, sz: '23x35', uom: 'SHT', oh: 6000, rp: 5000, cost: 0.0560, vnd: 'Lindenmeyr Munroe', rcv: '2026-08-27' },
  { cd: 'U70T12', desc: '70# Uncoated Text 12x18 (digital)', brnd: 'Domtar Cougar', wt: 'TXT', fin: 'UNC', bw: 70, sz: '12x18', uom: 'SHT', oh: 3100, rp: 5000, cost: 0.0290, vnd: 'Lindenmeyr Munroe', rcv: '2026-09-30' },
  { cd: 'S80C', desc: '80# Silk Cover 19x25', brnd: 'Sappi Opus', wt: 'CVR', fin: 'SLK', bw: 80, sz: '19x25', uom: 'SHT', oh: 4200, rp: 3000, cost: 0.1180, vnd: 'Veritiv', rcv: '2026-10-21' },
  { cd: 'G100C', desc: '100# Gloss Cover 19x25', brnd: 'Sappi Flo', wt: 'CVR', fin: 'GLS', bw: 100, sz: '19x25', uom: 'SHT', oh: 3900, rp: 3000, cost: 0.1350, vnd: 'Veritiv', rcv: '2026-07-14' },
  { cd: 'G100C13', desc: '100# Gloss Cover 13x19 (digital)', brnd: 'Pacesetter', wt: 'CVR', fin: 'GLS', bw: 100, sz: '13x19', uom: 'SHT', oh: 5500, rp: 2500, cost: 0.0920, vnd: 'Midland Paper', rcv: '2026-10-28' },
  { cd: 'C14PT', desc: '14pt C2S Cover 12x18 (digital)', brnd: 'Tango', wt: 'CVR', fin: 'GLS', bw: 110, sz: '12x18', uom: 'SHT', oh: 6400, rp: 4000, cost: 0.0990, vnd: 'Midland Paper', rcv: '2026-11-12' },
  { cd: 'C16PT', desc: '16pt Matte Cover 12x18 (digital)', brnd: 'Tango', wt: 'CVR', fin: 'SLK', bw: 130, sz: '12x18', uom: 'SHT', oh: 1800, rp: 2500, cost: 0.1240, vnd: 'Midland Paper', rcv: '2026-08-19' },
  { cd: 'C14PT19', desc: '14pt C2S Cover 19x25', brnd: 'Tango', wt: 'CVR', fin: 'GLS', bw: 110, sz: '19x25', uom: 'SHT', oh: 4800, rp: 3000, cost: 0.1720, vnd: 'Veritiv', rcv: '2026-09-09' },
  { cd: 'L24B', desc: '24# Classic Crest Writing 8.5x11', brnd: 'Neenah', wt: 'BND', fin: 'UNC', bw: 24, sz: '8.5x11', uom: 'SHT', oh: 12500, rp: 5000, cost: 0.0360, vnd: 'Lindenmeyr Munroe', rcv: '2026-06-03' },
  { cd: 'LIN80C', desc: '80# Classic Linen Cover 8.5x11', brnd: 'Neenah', wt: 'CVR', fin: 'LIN', bw: 80, sz: '8.5x11', uom: 'SHT', oh: 2000, rp: 500, cost: 0.0840, vnd: 'Lindenmeyr Munroe', rcv: '2024-03-15' },
  { cd: 'ENV10', desc: '#10 Envelope 24# White Wove', brnd: 'Cenveo', wt: 'ENV', fin: 'UNC', bw: 24, sz: '4.125x9.5', uom: 'EA', oh: 22500, rp: 10000, cost: 0.0290, vnd: 'Veritiv', rcv: '2026-10-15' },
  { cd: 'ENV9', desc: '#9 Return Envelope 24# White Wove', brnd: 'Cenveo', wt: 'ENV', fin: 'UNC', bw: 24, sz: '3.875x8.875', uom: 'EA', oh: 4000, rp: 5000, cost: 0.0270, vnd: 'Veritiv', rcv: '2026-02-11' },
  { cd: 'LBW', desc: 'White Gloss Label 12x18', brnd: 'Avery Dennison', wt: 'LBL', fin: 'GLS', bw: null, sz: '12x18', uom: 'SHT', oh: 2600, rp: 1500, cost: 0.2150, vnd: 'Midland Paper', rcv: '2026-10-07' },
  { cd: 'LBC', desc: 'Clear BOPP Label 12x18', brnd: 'Avery Dennison', wt: 'LBL', fin: 'CLR', bw: null, sz: '12x18', uom: 'SHT', oh: 700, rp: 500, cost: 0.3400, vnd: 'Midland Paper', rcv: '2026-05-20' },
  { cd: 'SYN10', desc: '10pt Synthetic (Yupo) 12x18', brnd: 'Yupo', wt: 'SYN', fin: 'UNC', bw: null, sz: '12x18', uom: 'SHT', oh: 500, rp: 250, cost: 0.3800, vnd: 'Midland Paper', rcv: '2023-09-08' },
  { cd: 'VNL13', desc: '13 oz Scrim Banner Vinyl 54in', brnd: 'Ultraflex', wt: 'WFM', fin: 'VNL', bw: null, sz: '54in roll', uom: 'FT', oh: 410, rp: 300, cost: 0.9500, vnd: 'Grimco', rcv: '2026-10-30' },
  { cd: 'PHS', desc: '8 mil Satin Photo Paper 42in', brnd: 'Rhino', wt: 'WFM', fin: 'STN', bw: null, sz: '42in roll', uom: 'FT', oh: 95, rp: 150, cost: 0.8800, vnd: 'Grimco', rcv: '2026-08-12' },
  { cd: 'CRP4', desc: '4mm White Coroplast 18x24', brnd: 'Coroplast', wt: 'WFM', fin: 'UNC', bw: null, sz: '18x24', uom: 'SHT', oh: 650, rp: 400, cost: 1.4500, vnd: 'Grimco', rcv: '2026-10-09' },
];

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Carlos', 'Aisha',
  'Wei', 'Daniel', 'Sofia', 'Thomas', 'Grace', 'Kevin', 'Nadia', 'Brian', 'Olivia', 'Hannah', 'Emily', 'Andre', 'Chloe', 'Samuel',
  'Fatima', 'Ethan', 'Rosa', 'Tyler', 'Mei', 'Jordan', 'Leah', 'Julia', 'Victor', 'Naomi', 'Caleb', 'Megan', 'Dustin', 'Brooke',
  'Isaac', 'Tara', 'Noah', 'Ava', 'Logan', 'Zoe', 'Mason', 'Ruby', 'Heather', 'Scott', 'Denise', 'Greg', 'Amber', 'Derek', 'Carla',
  'Troy', 'Monica', 'Wesley', 'Erin', 'Jamal', 'Kristen', 'Adam', 'Lauren', 'Bradley', 'Shannon'];
const LASTN = ['Smith', 'Johnson', 'Nguyen', 'Garcia', 'Brown', 'Okafor', 'Miller', 'Davis', 'Rodriguez', 'Chen', 'Wilson', 'Patel', 'Anderson',
  'Thompson', 'Kim', 'Martinez', 'Lee', 'Walker', 'Hall', 'Young', 'Allen', 'Wright', 'Lopez', 'Hill', 'Scott', 'Adams', 'Baker',
  'Novak', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Murphy', 'Cook', 'Reyes', 'Shah', 'Fischer', 'Schmidt', 'Bauer',
  'Hughes', 'Price', 'Fleming', 'Sullivan', 'Jenkins', 'Stewart', 'Morgan', 'Bishop', 'Shaw', 'Hoover', 'Brandt', 'Kessler', 'Zimmerman',
  'Ellison', 'Harmon', 'Tucker', 'Lindsey', 'Boyd', 'Weaver', 'Graves'];

// Columbus-area places, used in customer names; when a place is also a city, the customer is in that city
const PLACES = ['Scioto', 'Olentangy', 'Buckeye', 'Capital City', 'German Village', 'Short North', 'Clintonville', 'Easton', 'Polaris',
  'Arena District', 'Bexley', 'Worthington', 'Dublin', 'Westerville', 'Gahanna', 'Hilliard', 'Grandview', 'Delaware', 'Licking Valley',
  'Mid-Ohio', 'Central Ohio', 'Hocking', 'Alum Creek', 'Big Walnut', 'Darby Creek', 'Blendon', 'Sharon Woods', 'Highbanks', 'Goodale',
  'Victorian Village', 'Italian Village', 'Franklinton', 'Rocky Fork', 'Sunbury', 'Galena', 'Canal Winchester', 'Pickerington',
  'Groveport', 'Reynoldsburg', 'New Albany', 'Lewis Center', 'Powell', 'Granville', 'Marysville', 'Circleville', 'Hamilton Road',
  'Cleveland Avenue', 'High Street', 'Lane Avenue', 'Tuttle Park'];
const CITIES: [string, number][] = [['Columbus', 45], ['Dublin', 6], ['Westerville', 6], ['Worthington', 5], ['Hilliard', 5], ['Gahanna', 4],
  ['Grove City', 4], ['Upper Arlington', 4], ['Delaware', 4], ['Newark', 3], ['Lancaster', 3], ['Reynoldsburg', 3], ['Pickerington', 2],
  ['New Albany', 2], ['Powell', 2], ['Marysville', 2], ['Bexley', 2]];
const AREA: Record<string, string> = { Newark: '740', Lancaster: '740', Delaware: '740', Marysville: '937', Granville: '740', Circleville: '740' };

const SEG_SUFFIX: Record<string, string[]> = {
  COR: ['Law Group', 'Insurance Agency', 'Realty', 'Wealth Advisors', 'Engineering', 'Title Agency', 'Credit Union', 'Logistics',
    'Heating & Cooling', 'Builders', 'CPA Group', 'Property Management', 'Staffing', 'Roofing', 'Landscaping', 'Auto Group'],
  RTL: ['Bakery', 'Coffee Roasters', 'Brewing Co.', 'Pizza Co.', 'Boutique', 'Flower Shop', 'Hardware', 'Bike Shop', 'Books', 'Deli',
    'Tavern', 'Yoga Studio', 'Pet Supply', 'Winery', 'Creamery', 'Barbershop', 'Outfitters', 'Diner', 'Taqueria', 'Candle Co.'],
  HLT: ['Dental', 'Family Medicine', 'Animal Hospital', 'Chiropractic', 'Orthodontics', 'Physical Therapy', 'Eye Care', 'Pediatrics',
    'Dermatology', 'Hearing Center'],
  EDU: ['Montessori School', 'Christian Academy', 'Elementary PTO', 'High School Boosters', 'Preschool', 'Learning Center',
    'Catholic School', 'Music Academy'],
  NPF: ['Food Pantry', 'Historical Society', 'Arts Council', 'Rotary Club', 'Humane Society', 'Community Church',
    'Youth Soccer Association', 'Land Trust', 'Lions Club', 'Community Theatre', 'Garden Club', 'Senior Center'],
};
const SEG_COUNT: Record<string, number> = { COR: 30, RTL: 28, HLT: 16, EDU: 13, NPF: 17 };
// hand-named customers: name, segment, city, state
const NAMED: [string, string, string, string][] = [
  ['City of Gahanna', 'GOV', 'Gahanna', 'OH'],
  ['City of Grandview Heights', 'GOV', 'Grandview Heights', 'OH'],
  ['Village of Granville', 'GOV', 'Granville', 'OH'],
  ['Delaware County Parks District', 'GOV', 'Delaware', 'OH'],
  ['Franklin Township Trustees', 'GOV', 'Columbus', 'OH'],
  ['Licking County Board of Elections', 'GOV', 'Newark', 'OH'],
  ['Pickerington Parks & Recreation', 'GOV', 'Pickerington', 'OH'],
  ['Plain City Public Library', 'GOV', 'Plain City', 'OH'],
  ['Brightline Creative', 'AGY', 'Columbus', 'OH'],
  ['Redbrick Marketing', 'AGY', 'Columbus', 'OH'],
  ['Fieldhouse Agency', 'AGY', 'Worthington', 'OH'],
  ['Northstar Design Co.', 'AGY', 'Dublin', 'OH'],
  ['Hatch & Bloom Creative', 'AGY', 'Columbus', 'OH'],
  ['Pinwheel Media', 'AGY', 'Westerville', 'OH'],
  ['Tall Oak Creative', 'AGY', 'Upper Arlington', 'OH'],
  ['Derby City Creative', 'AGY', 'Louisville', 'KY'],
  ['Circle City Marketing', 'AGY', 'Indianapolis', 'IN'],
  ['Three Rivers Brand Studio', 'AGY', 'Pittsburgh', 'PA'],
  ['Bluegrass Title Services', 'COR', 'Lexington', 'KY'],
  ['Kanawha Valley Engineering', 'COR', 'Charleston', 'WV'],
  ['Summit Ridge Logistics', 'COR', 'Fort Wayne', 'IN'],
  ['Northern Kentucky Literacy Council', 'NPF', 'Covington', 'KY'],
  ['Tri-State Christian Academy', 'EDU', 'Huntington', 'WV'],
  ['Ohio Valley Community College', 'EDU', 'Marietta', 'OH'],
];
const OOS_AREA: Record<string, string> = { Louisville: '502', Indianapolis: '317', Pittsburgh: '412', Lexington: '859', Charleston: '304',
  'Fort Wayne': '260', Covington: '859', Huntington: '304', Marietta: '740' };

// product mix by segment
const MIX: Record<string, [string, number][]> = {
  COR: [['BCD', 30], ['LTH', 8], ['ENV', 8], ['BRO', 12], ['FLY', 8], ['PCD', 6], ['BKL', 6], ['NWL', 4], ['PST', 4], ['BNR', 5], ['SGN', 3], ['LBL', 2]],
  RTL: [['FLY', 18], ['PCD', 12], ['BCD', 14], ['BNR', 12], ['SGN', 7], ['LBL', 14], ['PST', 9], ['BRO', 4], ['MNU', 14]],
  HLT: [['BCD', 25], ['BRO', 20], ['ENV', 10], ['LTH', 10], ['PCD', 15], ['FLY', 8], ['NWL', 6], ['SGN', 3], ['PST', 3]],
  EDU: [['BKL', 15], ['FLY', 15], ['PST', 15], ['BNR', 12], ['NWL', 10], ['BCD', 5], ['PCD', 5], ['SGN', 8], ['ENV', 5], ['LBL', 3]],
  NPF: [['NWL', 18], ['PCD', 15], ['BRO', 15], ['FLY', 12], ['BNR', 10], ['ENV', 10], ['BKL', 8], ['SGN', 5], ['PST', 5]],
  GOV: [['BKL', 12], ['FLY', 10], ['NWL', 10], ['ENV', 15], ['LTH', 10], ['BCD', 10], ['SGN', 12], ['PST', 8], ['BRO', 8], ['PCD', 5]],
  AGY: [['BRO', 20], ['BKL', 15], ['PCD', 15], ['FLY', 10], ['PST', 10], ['BNR', 8], ['LBL', 8], ['SGN', 6], ['BCD', 5], ['MNU', 3]],
};
const QTYS: Record<string, number[]> = {
  BCD: [250, 500, 500, 1000, 1000, 2000], FLY: [100, 250, 500, 500, 1000, 2500, 5000, 10000], BRO: [500, 1000, 1000, 2500, 5000, 10000, 25000],
  PCD: [250, 500, 1000, 1000, 2500, 5000, 10000, 25000], BKL: [50, 100, 250, 500, 1000, 2500, 5000], LTH: [500, 1000, 1000, 2500],
  ENV: [500, 1000, 1000, 2500, 5000], NWL: [250, 500, 1000, 1000, 2500], MNU: [50, 100, 250, 500], LBL: [250, 500, 1000, 2500, 5000],
  PST: [5, 10, 25, 50, 100, 250], BNR: [1, 1, 2, 3, 5, 10], SGN: [10, 25, 50, 100, 250],
};
const TAT: Record<string, [number, number]> = {
  BCD: [4, 6], FLY: [4, 8], BRO: [6, 10], PCD: [5, 9], BKL: [9, 15], LTH: [6, 9], ENV: [6, 10], NWL: [5, 9], MNU: [4, 7], LBL: [7, 10],
  PST: [3, 5], BNR: [3, 6], SGN: [4, 7],
};
const JOB_NAMES: Record<string, string[]> = {
  FLY: ['Event Flyer', 'Sale Flyer', 'Open House Flyer', 'Sell Sheet', 'Info Sheet', 'Fundraiser Flyer'],
  BRO: ['Services Brochure', 'Tri-fold Brochure', 'Program Guide', 'Welcome Brochure', 'Product Brochure'],
  PCD: ['Direct Mail Postcard', 'Save the Date Cards', 'Appointment Reminder Cards', 'Holiday Postcard', 'EDDM Postcard', 'Grand Opening Postcard'],
  BKL: ['Annual Report', 'Event Program', 'Product Catalog', 'Member Directory', 'Course Catalog', 'Employee Handbook'],
  LTH: ['Letterhead'], ENV: ['#10 Envelopes', 'Return Envelopes', 'Window-less Envelopes'],
  NWL: ['Spring Newsletter', 'Summer Newsletter', 'Fall Newsletter', 'Winter Newsletter', 'Monthly Newsletter'],
  MNU: ['Dinner Menus', 'Takeout Menus', 'Seasonal Menu', 'Drink Menus'], LBL: ['Product Labels', 'Jar Labels', 'Stickers', 'Bottle Labels'],
  PST: ['Event Posters', 'Window Posters', 'Trade Show Graphics', 'Lobby Posters'],
  BNR: ['Vinyl Banner', 'Grand Opening Banner', 'Event Banner', 'Step and Repeat Banner'],
  SGN: ['Yard Signs', 'Directional Signs', 'Sale Signs', 'Event Yard Signs'],
};

type Spec = { prod: string; qty: number; pages: number; clr: string; alt: number; dsn: number; mlg: boolean; ft: number };
type LineDraft = { itm: string; desc: string; qty: number; px: number; amt: number; mach: Mach | null; stk: Stk | null; clr: string | null; up: number; sheetsPer: number };

export function datasetSql(): string {
  const r = seededRandom(4417);
  const person = uniqueNames(r, FIRST, LASTN);

  // ---- staff --------------------------------------------------------------------------------------------------
  type Emp = { cd: string; f: string; l: string; role: string; shift: string | null; mgr: string | null; hire: string; term: string | null; hr: number | null; sal: number | null };
  const STAFF: [string, string, string, string | null, string | null, string, string | null, number][] = [
    ['Margaret', 'Hollister', 'OWN', null, null, '2009-03-02', null, 145000],
    ['Dale', 'Kowalski', 'PMG', null, 'E01', '2012-06-04', null, 82000],
    ['Renee', 'Castillo', 'ACC', null, 'E01', '2016-02-15', null, 56000],
    ['Tom', 'Brennan', 'SLS', null, 'E01', '2014-08-11', null, 64000],
    ['Alicia', 'Nguyen', 'SLS', null, 'E01', '2018-04-02', null, 59500],
    ['Marcus', 'Webb', 'SLS', null, 'E01', '2020-09-14', '2025-04-30', 55000],
    ['Priya', 'Raman', 'SLS', null, 'E01', '2025-05-12', null, 57000],
    ['Jenna', 'Morales', 'CSR', null, 'E02', '2017-03-20', null, 24.5],
    ['Kevin', "O'Leary", 'CSR', null, 'E02', '2019-01-07', '2024-05-31', 21.75],
    ['Sam', 'Whitfield', 'CSR', null, 'E02', '2024-05-13', null, 21.0],
    ['Beth', 'Carver', 'CSR', null, 'E02', '2021-10-04', null, 22.5],
    ['Luis', 'Ortega', 'PRE', null, 'E02', '2015-05-18', null, 28.0],
    ['Hannah', 'Stroud', 'PRE', null, 'E02', '2022-02-14', null, 24.25],
    ['Ray', 'Dunbar', 'PRS', 'D', 'E02', '2010-04-12', null, 31.5],
    ['Curtis', 'Pham', 'PRS', 'S', 'E02', '2016-08-29', null, 27.75],
    ['Gary', 'Lindqvist', 'PRS', 'D', 'E02', '2011-01-24', '2024-09-13', 29.0],
    ['Tasha', 'Greene', 'PRS', 'D', 'E02', '2019-06-03', null, 24.0],
    ['Nick', 'Sorensen', 'PRS', 'S', 'E02', '2023-03-06', null, 21.5],
    ['Omar', 'Haddad', 'PRS', 'D', 'E02', '2021-07-19', null, 23.0],
    ['Linda', 'Petrakis', 'BND', 'D', 'E02', '2010-09-13', null, 22.75],
    ['Jorge', 'Alvarado', 'BND', 'D', 'E02', '2018-02-26', null, 19.5],
    ['Dwayne', 'Foster', 'BND', 'S', 'E02', '2020-03-09', '2023-12-15', 18.25],
    ['Kayla', 'Simmons', 'BND', 'S', 'E02', '2024-01-22', null, 18.5],
    ['Phil', 'Yoder', 'DRV', null, 'E02', '2019-05-06', null, 19.0],
    ['Travis', 'McCoy', 'DRV', null, 'E02', '2022-07-18', null, 18.0],
  ];
  const hourlyRoles = new Set(['CSR', 'PRE', 'PRS', 'BND', 'DRV']);
  const emps: Emp[] = STAFF.map(([f, l, role, shift, mgr, hire, term, pay], i) => ({
    cd: `E${String(i + 1).padStart(2, '0')}`, f, l, role, shift, mgr, hire, term,
    hr: hourlyRoles.has(role) ? pay : null, sal: hourlyRoles.has(role) ? null : pay,
  }));
  const emp = (cd: string): Emp => emps.find((e) => e.cd === cd)!;
  const activeOn = (e: Emp, d: string): boolean => e.hire <= d && (e.term === null || e.term >= d);
  const csrs = emps.filter((e) => e.role === 'CSR');
  const csrOn = (d: string): Emp => r.pick(csrs.filter((e) => activeOn(e, d)));
  const crew = (ids: string[], d: string): Emp => {
    const ok = ids.map(emp).filter((e) => activeOn(e, d));
    return r.pick(ok);
  };

  // ---- customers ----------------------------------------------------------------------------------------------
  type Cust = {
    no: number; nm: string; seg: string; cntc: string; phn: string | null; city: string; st: string; rep: string | null; open: string;
    trm: string; lmt: number | null; tax: string; sts: string; size: number; stop: string | null; slow: boolean; wo: boolean; hold: boolean; neverWin: boolean;
  };
  const custs: Cust[] = [];
  const usedNames = new Set<string>();
  const mkCust = (nm: string, seg: string, city: string, st: string): Cust => {
    const [cf, cl] = person();
    const area = st === 'OH' ? (AREA[city] ?? '614') : (OOS_AREA[city] ?? '555');
    const recent = r.chance(0.16);
    const open = recent ? r.date('2023-01-16', '2026-10-30') : r.date('2009-04-01', '2022-12-20');
    let trm = 'N30';
    if (seg === 'RTL') trm = r.weighted([['COD', 40], ['PRE', 20], ['N15', 20], ['N30', 20]]);
    else if (seg === 'COR' || seg === 'HLT' || seg === 'AGY') trm = r.weighted([['N30', 75], ['N15', 20], ['COD', 5]]);
    const tax = seg === 'EDU' || seg === 'NPF' || seg === 'GOV' ? 'Y' : 'N';
    const lmt = trm === 'COD' || trm === 'PRE' ? null : r.pick(seg === 'AGY' ? [15000, 20000, 25000, 40000] : [2500, 5000, 5000, 7500, 10000, 15000]);
    let size = r.float(0.35, 1.8, 2);
    if (seg === 'AGY') size *= 2.2;
    if (seg === 'GOV') size *= 1.3;
    if (st !== 'OH') size *= 0.8;
    const c: Cust = {
      no: 0, nm, seg, cntc: `${cf} ${cl}`, phn: r.chance(0.9) ? `${area}-555-${String(r.int(100, 9899)).padStart(4, '0')}` : null,
      city, st, rep: null, open, trm, lmt, tax, sts: 'A', size, stop: null, slow: r.chance(0.15), wo: false, hold: false, neverWin: false,
    };
    custs.push(c);
    return c;
  };
  for (const [nm, seg, city, st] of NAMED) {
    usedNames.add(nm);
    mkCust(nm, seg, city, st);
  }
  const cityNames = CITIES.map(([c]) => c);
  for (const seg of ['COR', 'RTL', 'HLT', 'EDU', 'NPF']) {
    for (let k = 0; k < SEG_COUNT[seg]!; k++) {
      let nm = '';
      let place = '';
      do {
        place = r.pick(PLACES);
        nm = `${place} ${r.pick(SEG_SUFFIX[seg]!)}`;
      } while (usedNames.has(nm));
      usedNames.add(nm);
      const city = cityNames.includes(place) ? place : r.weighted(CITIES);
      mkCust(nm, seg, city, 'OH');
    }
  }
  // sales reps: Tom and Alicia plus Priya (who took over Marcus Webb's accounts); some retail accounts are house accounts
  for (const c of custs) {
    if (c.st !== 'OH' && c.seg === 'AGY') c.rep = 'E04';
    else if (c.seg === 'RTL' && r.chance(0.35)) c.rep = null;
    else c.rep = r.weighted([['E04', 40], ['E05', 35], ['E07', 25]]);
  }
  custs.sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : a.nm < b.nm ? -1 : 1));
  custs.forEach((c, i) => { c.no = 1001 + i; });
  // customers that left (some went out of business, their last invoices written off), customers on credit hold,
  // and prospects that only ever asked for quotes
  const old = r.shuffle(custs.filter((c) => c.open < '2022-01-01' && c.trm !== 'PRE' && c.st === 'OH' && c.seg !== 'GOV' && c.seg !== 'AGY'));
  for (const c of old.slice(0, 7)) {
    c.stop = r.date('2023-08-01', '2026-02-28');
    c.sts = 'I';
  }
  for (const c of old.slice(0, 2)) {
    c.wo = true;
    c.trm = 'N30';
    c.lmt = 5000;
    c.stop = r.date('2024-03-01', '2025-06-30');
  }
  for (const c of old.slice(7, 9)) {
    c.hold = true;
    c.sts = 'H';
    c.trm = 'N30';
    c.lmt = c.lmt ?? 5000;
    c.stop = r.date('2026-09-20', '2026-10-20');
    c.size *= 1.4;
  }
  for (const c of old.slice(9, 10)) c.slow = true;
  const prospects = r.shuffle(custs.filter((c) => c.sts === 'A' && c.seg !== 'AGY' && c.seg !== 'GOV'));
  for (const c of prospects.slice(0, 6)) {
    c.neverWin = true;
    c.size *= 0.5;
  }

  // ---- pricing and line drafts --------------------------------------------------------------------------------
  const stk = (cd: string): Stk => STKS.find((s) => s.cd === cd)!;
  const mach = (cd: string): Mach => MACHS.find((m) => m.cd === cd)!;
  const CLR_MULT: Record<string, number> = { '4/4': 1.3, '4/1': 1.15, '4/0': 1, '2/0': 0.75, '1/1': 0.75, '1/0': 0.6 };
  const STK_NM = (s: Stk): string => s.desc.replace(/ \(digital\)/, '').replace(/ \d+(\.\d+)?x\d+(\.\d+)?$/, '').replace(/ \d+in$/, '');

  const specFor = (prod: string, seg: string, d: string): Spec => {
    const qty = r.pick(QTYS[prod]!);
    let clr = '4/0';
    if (prod === 'BCD' || prod === 'BRO' || prod === 'BKL' || prod === 'MNU') clr = r.weighted([['4/4', 70], ['4/0', 30]]);
    else if (prod === 'FLY') clr = r.weighted([['4/4', 40], ['4/0', 50], ['1/0', 10]]);
    else if (prod === 'PCD') clr = r.weighted([['4/4', 50], ['4/1', 35], ['4/0', 15]]);
    else if (prod === 'LTH' || prod === 'ENV') clr = r.weighted([['2/0', 45], ['1/0', 30], ['4/0', 25]]);
    else if (prod === 'NWL') clr = r.weighted([['4/4', 55], ['1/1', 45]]);
    const dsnP = seg === 'AGY' ? 0.04 : prod === 'BKL' || prod === 'BRO' ? 0.45 : 0.25;
    const dsn = r.chance(dsnP) ? r.pick([1, 1.5, 2, 2, 3, 4, 5, 6]) * (prod === 'BKL' ? 2 : 1) : 0;
    const mlg = (prod === 'PCD' && seg !== 'AGY' && r.chance(0.5)) || (prod === 'NWL' && r.chance(0.6));
    const pages = prod === 'BKL' ? r.pick([8, 12, 16, 16, 20, 24, 24, 32, 36, 40, 48, 56, 64]) : 0;
    const ft = prod === 'BNR' ? r.pick([3, 4, 6, 6, 8, 10]) : prod === 'PST' ? r.pick([2, 3, 3, 4]) : 0;
    void d;
    return { prod, qty, pages, clr, alt: r.next(), dsn, mlg, ft };
  };

  const draftLines = (sp: Spec, c: Cust, priceDt: string, runDt: string, dlv: string): LineDraft[] => {
    const out: LineDraft[] = [];
    const up25 = priceDt >= '2025-01-01' ? 1.05 : 1;
    const disc = c.seg === 'AGY' ? 0.85 : c.seg === 'EDU' || c.seg === 'NPF' ? 0.9 : 1;
    const cm = CLR_MULT[sp.clr] ?? 1;
    const q = sp.qty;
    const prt = (desc: string, total: number, m: Mach | null, s: Stk, clr: string | null, up: number, sheetsPer = 0) => {
      const amt = round2(total * up25 * disc);
      const px = round4(amt / q);
      out.push({ itm: 'PRT', desc, qty: q, px, amt: round2(px * q), mach: m, stk: s, clr, up, sheetsPer });
    };
    const fin = (desc: string, total: number, m: Mach | null) => {
      const amt = round2(total * up25);
      const px = round4(amt / q);
      out.push({ itm: 'FIN', desc, qty: q, px, amt: round2(px * q), mach: m, stk: null, clr: null, up: 0, sheetsPer: 0 });
    };
    const pickM = (cds: string[]): Mach => {
      const ok = cds.map(mach).filter((m) => machOk(m, runDt));
      return r.pick(ok.length > 0 ? ok : [mach(cds[0]!)]);
    };
    const digital = pickM.bind(null, ['D01', 'D02', 'D03']);
    const offset = (): Mach => (q >= 5000 && machOk(mach('P02'), runDt) && r.chance(0.7) ? mach('P02') : machOk(mach('P02'), runDt) && r.chance(0.3) ? mach('P02') : mach('P01'));
    const twoColor = (): Mach => (machOk(mach('P03'), runDt) ? mach('P03') : mach('P01'));
    const printDesc = (s: Stk, clr: string) => `Print ${clr} on ${STK_NM(s)}`;
    switch (sp.prod) {
      case 'BCD': {
        const s = sp.alt < 0.6 ? stk('C14PT') : stk('C16PT');
        prt(printDesc(s, sp.clr), (20 + 0.045 * q) * cm, digital(), s, sp.clr, 21);
        fin('Cut to size', 12 + 0.004 * q, mach('C01'));
        break;
      }
      case 'FLY':
      case 'MNU': {
        if (q <= 1000 || sp.prod === 'MNU') {
          const s = sp.prod === 'MNU' ? stk('C14PT') : stk('G100T12');
          prt(printDesc(s, sp.clr), (15 + (sp.prod === 'MNU' ? 0.65 : 0.22) * q) * cm, digital(), s, sp.clr, 2);
        } else {
          const s = sp.alt < 0.6 ? stk('G100T') : stk('G80T');
          prt(printDesc(s, sp.clr), (180 + 0.05 * q) * cm, offset(), s, sp.clr, 4);
        }
        fin('Cut to size', 15 + 0.004 * q, mach('C01'));
        if (sp.prod === 'MNU' && sp.alt > 0.5) fin('Laminate', 0.25 * q, null);
        break;
      }
      case 'BRO': {
        if (q <= 1000) {
          const s = stk('G100T12');
          prt(printDesc(s, sp.clr), (25 + 0.35 * q) * cm, digital(), s, sp.clr, 2);
        } else {
          const s = sp.alt < 0.55 ? stk('G100T') : stk('S100T');
          prt(printDesc(s, sp.clr), (250 + 0.085 * q) * cm, offset(), s, sp.clr, 4);
        }
        fin('Fold (tri-fold)', 25 + 0.012 * q, mach('F01'));
        break;
      }
      case 'PCD': {
        if (q <= 1000) {
          const s = stk('C14PT');
          prt(printDesc(s, sp.clr), (15 + 0.14 * q) * cm, digital(), s, sp.clr, 6);
        } else {
          const s = stk('C14PT19');
          prt(printDesc(s, sp.clr), (200 + 0.035 * q) * cm, offset(), s, sp.clr, 16);
        }
        fin('Cut to size', 15 + 0.004 * q, mach('C01'));
        break;
      }
      case 'BKL': {
        const p = sp.pages;
        let total: number;
        let inner: Stk;
        let cover: Stk;
        let m: Mach;
        let innerUp: number;
        if (q <= 500) {
          total = (40 + q * (0.04 * p + 0.3)) * cm;
          inner = stk('G100T12');
          cover = stk('G100C13');
          m = digital();
          innerUp = 4;
        } else {
          total = (600 + q * (0.012 * p + 0.15)) * cm;
          inner = sp.alt < 0.5 ? stk('G80T') : stk('S100T');
          cover = sp.alt < 0.5 ? stk('G100C') : stk('S80C');
          m = offset();
          innerUp = 8;
        }
        prt(`Print cover ${sp.clr} on ${STK_NM(cover)}`, total * 0.25, m, cover, sp.clr, q <= 500 ? 1 : 4);
        prt(`Print ${p - 4} pp interior ${sp.clr} on ${STK_NM(inner)}`, total * 0.75, m, inner, sp.clr, 1, (p - 4) / innerUp);
        if (p >= 40 && machOk(mach('B02'), runDt)) fin('Perfect bind', 75 + 0.85 * q, mach('B02'));
        else fin('Saddle stitch', 35 + 0.1 * q, mach('B01'));
        break;
      }
      case 'LTH': {
        const s = stk('L24B');
        const m = sp.clr === '4/0' ? digital() : twoColor().cd === 'P03' ? mach('P03') : pickM(['D02', 'D03']);
        prt(printDesc(s, sp.clr), m.typ === 'OFS' ? 90 + 0.04 * q : (20 + 0.07 * q) * cm, m, s, sp.clr, 1);
        break;
      }
      case 'ENV': {
        const s = sp.alt < 0.85 ? stk('ENV10') : stk('ENV9');
        const m = sp.clr !== '4/0' && machOk(mach('P03'), runDt) ? mach('P03') : pickM(['D02', 'D03']);
        prt(`Print ${sp.clr} on ${s.desc}`, (60 + 0.07 * q) * (sp.clr === '4/0' ? 1.25 : 1), m, s, sp.clr, 1);
        break;
      }
      case 'NWL': {
        if (q <= 1000) {
          const s = stk('U70T12');
          prt(printDesc(s, sp.clr), (15 + 0.18 * q) * cm, digital(), s, sp.clr, 2);
        } else {
          const s = stk('U70T');
          prt(printDesc(s, sp.clr), (150 + 0.045 * q) * cm, offset(), s, sp.clr, 8);
        }
        fin('Fold (half-fold)', 20 + 0.01 * q, mach('F01'));
        break;
      }
      case 'LBL': {
        const s = sp.alt < 0.8 ? stk('LBW') : stk('LBC');
        prt(printDesc(s, sp.clr), 60 + 0.09 * q, mach('D01'), s, sp.clr, 24);
        fin('Die-cut', 45 + 0.01 * q, null);
        break;
      }
      case 'PST': {
        if (q <= 25) {
          const s = stk('PHS');
          prt(`Print ${sp.clr} on ${STK_NM(s)}`, q * (8 + 6 * sp.ft), pickM(['W01', 'W02']), s, sp.clr, 1, sp.ft);
        } else {
          const s = stk('G100C13');
          prt(printDesc(s, sp.clr), 10 + 1.1 * q, digital(), s, sp.clr, 1);
          fin('Trim', 15 + 0.01 * q, mach('C01'));
        }
        break;
      }
      case 'BNR': {
        const s = stk('VNL13');
        prt(`Print ${sp.clr} on ${STK_NM(s)} (${sp.ft} ft)`, q * (sp.ft * 4.5 * 4 + 10), pickM(['W01', 'W02']), s, sp.clr, 1, sp.ft);
        fin('Hem and grommets', 6 * q, null);
        break;
      }
      case 'SGN': {
        const s = stk('CRP4');
        prt(printDesc(s, sp.clr), 20 + (q >= 50 ? 7.5 : 9.5) * q, pickM(['W02', 'W02', 'W01']), s, sp.clr, 1);
        break;
      }
      default:
        throw new Error(sp.prod);
    }
    if (sp.dsn > 0) {
      const rate = priceDt >= '2025-01-01' ? 90 : 85;
      out.push({ itm: 'DSN', desc: 'Design and layout', qty: sp.dsn, px: rate, amt: round2(sp.dsn * rate), mach: null, stk: null, clr: null, up: 0, sheetsPer: 0 });
    }
    if (sp.mlg) {
      const px = priceDt >= '2025-01-01' ? 0.15 : 0.14;
      out.push({ itm: 'MLG', desc: 'Mail prep: addressing and presort', qty: q, px, amt: round2(q * px), mach: null, stk: null, clr: null, up: 0, sheetsPer: 0 });
    }
    if (dlv === 'DL') out.push({ itm: 'SHP', desc: 'Local delivery', qty: 1, px: 25, amt: 25, mach: null, stk: null, clr: null, up: 0, sheetsPer: 0 });
    if (dlv === 'SH') {
      const amt = round2(18 + Math.min(240, 0.004 * q * (sp.prod === 'BKL' ? 8 : 1)) + (sp.prod === 'BNR' || sp.prod === 'SGN' ? 30 : 0));
      out.push({ itm: 'SHP', desc: 'UPS Ground shipping', qty: 1, px: amt, amt, mach: null, stk: null, clr: null, up: 0, sheetsPer: 0 });
    }
    return out;
  };
  const dlvFor = (c: Cust): string => {
    if (c.st !== 'OH' || c.city === 'Marietta') return 'SH';
    if (c.seg === 'RTL') return r.weighted([['PU', 75], ['DL', 25]]);
    return r.weighted([['PU', 45], ['DL', 50], ['SH', 5]]);
  };

  // ---- quotes and jobs ----------------------------------------------------------------------------------------
  type Quote = { no: number; cust: Cust; dt: string; est: Emp; spec: Spec; amt: number; exp: string; sts: string; rsn: string | null };
  type Job = {
    no: number; cust: Cust; qt: Quote | null; nm: string; spec: Spec; ord: string; due: string; cmp: string | null; sts: string; rush: string;
    csr: Emp; dlv: string; prf: number; priceDt: string; lines: LineDraft[];
  };
  const quotes: Quote[] = [];
  const jobs: Job[] = [];
  const hadJob = new Map<Cust, Spec[]>();
  const segSeason = (seg: string, d: string): number => {
    const m = month(d);
    if (seg === 'EDU') return m === 8 ? 2.2 : m === 6 || m === 7 ? 0.5 : m === 4 || m === 5 ? 1.3 : 1;
    if (seg === 'GOV') return m === 9 || m === 10 ? 1.6 : m === 12 ? 0.6 : 1;
    if (seg === 'NPF') return m === 11 || m === 12 ? 1.5 : 1;
    if (seg === 'RTL') return m === 11 ? 1.4 : m === 1 ? 0.6 : 1;
    return m === 12 ? 0.7 : 1;
  };
  const activeCust = (c: Cust, d: string): boolean => c.open <= d && (c.stop === null || d < c.stop);
  const jobName = (sp: Spec, d: string): string => {
    if (sp.prod === 'BCD') {
      const [f, l] = person();
      return `Business Cards - ${f} ${l}`;
    }
    const base = r.pick(JOB_NAMES[sp.prod]!);
    return (sp.prod === 'BKL' || sp.prod === 'NWL') && r.chance(0.6) ? `${base} ${d.slice(0, 4)}` : base;
  };
  const makeJob = (c: Cust, qt: Quote | null, sp: Spec, ord: string, priceDt: string): Job => {
    const rush = r.chance(c.seg === 'AGY' ? 0.14 : 0.07) ? 'Y' : 'N';
    const [lo, hi] = TAT[sp.prod]!;
    const tat = rush === 'Y' ? r.int(1, 2) : r.int(lo, hi);
    const due = addBiz(ord, tat);
    const late = r.chance(rush === 'Y' ? 0.08 : 0.13) ? r.int(1, 5) : -r.weighted<number>([[0, 70], [1, 20], [2, 10]]);
    let cmp: string | null = late >= 0 ? addBiz(due, late) : addDays(due, late);
    cmp = nextBiz(cmp <= ord ? addBiz(ord, 1) : cmp);
    const dlv = dlvFor(c);
    const csr = qt !== null && activeOn(qt.est, ord) ? qt.est : csrOn(ord);
    const lines = draftLines(sp, c, priceDt, ord, dlv);
    if (rush === 'Y') {
      const base = lines.filter((l) => l.itm === 'PRT').reduce((s, l) => s + l.amt, 0);
      const amt = round2(Math.max(35, base * 0.25));
      lines.push({ itm: 'RSH', desc: 'Rush fee', qty: 1, px: amt, amt, mach: null, stk: null, clr: null, up: 0, sheetsPer: 0 });
    }
    const j: Job = {
      no: 0, cust: c, qt, nm: jobName(sp, ord), spec: sp, ord, due, cmp, sts: 'CM', rush, csr, dlv, prf: qt === null ? 0 : r.weighted<number>([[1, 55], [2, 30], [3, 11], [4, 4]]),
      priceDt, lines,
    };
    jobs.push(j);
    if (!hadJob.has(c)) hadJob.set(c, []);
    hadJob.get(c)!.push(sp);
    return j;
  };

  // quotes waiting to be answered, by the day of the answer
  const pendingJobs: { day: string; c: Cust; q: Quote; spec: Spec }[] = [];
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    if (dayOfWeek(d) === 0 || dayOfWeek(d) === 6) continue;
    const growth = 1 + 0.08 * (Number(d.slice(0, 4)) - 2023);
    // accepted quotes become jobs today
    for (let i = pendingJobs.length - 1; i >= 0; i--) {
      const p = pendingJobs[i]!;
      if (p.day !== d) continue;
      pendingJobs.splice(i, 1);
      let sp = p.spec;
      if (r.chance(0.1)) {
        const opts = QTYS[sp.prod]!.filter((x) => x !== sp.qty);
        sp = { ...sp, qty: r.pick(opts) };
      }
      makeJob(p.c, p.q, sp, d, p.q.dt);
    }
    const live = custs.filter((c) => activeCust(c, d));
    // new quotes
    const nq = r.poisson(2.2 * growth * (month(d) === 12 ? 0.75 : 1));
    for (let k = 0; k < nq; k++) {
      const c = r.weighted(live.map((x) => [x, x.size * segSeason(x.seg, d)] as const));
      const prod = r.weighted(MIX[c.seg]!);
      const sp = specFor(prod, c.seg, d);
      const est = csrOn(d);
      const draft = draftLines(sp, c, d, d, c.st !== 'OH' ? 'SH' : 'PU');
      const amt = round2(draft.reduce((s, l) => s + l.amt, 0));
      const exp = addDays(d, 30);
      const qt: Quote = { no: 0, cust: c, dt: d, est, spec: sp, amt, exp, sts: 'PND', rsn: null };
      quotes.push(qt);
      let outcome = r.weighted([['ACC', c.seg === 'AGY' ? 62 : 56], ['DEC', 19], ['EXP', 25]]);
      if (c.neverWin && outcome === 'ACC') outcome = r.chance(0.5) ? 'DEC' : 'EXP';
      if (c.stop !== null && addDays(d, 25) >= c.stop && outcome === 'ACC') outcome = 'EXP';
      const answer = nextBiz(addDays(d, outcome === 'ACC' ? r.int(1, 14) : r.int(3, 25)));
      if (outcome === 'EXP') qt.sts = exp < TODAY ? 'EXP' : 'PND';
      else if (answer > LAST) qt.sts = 'PND';
      else if (outcome === 'DEC') {
        qt.sts = 'DEC';
        qt.rsn = r.weighted([['PRC', 50], ['TAT', 18], ['CNC', 22], ['OTH', 10]]);
      } else {
        qt.sts = 'ACC';
        pendingJobs.push({ day: answer, c, q: qt, spec: sp });
      }
    }
    // repeat orders without a quote
    const repeaters = live.filter((c) => hadJob.has(c) && !c.neverWin);
    if (repeaters.length > 0) {
      const nr = r.poisson(1.3 * growth * (month(d) === 12 ? 0.8 : 1));
      for (let k = 0; k < nr; k++) {
        const c = r.weighted(repeaters.map((x) => [x, x.size * segSeason(x.seg, d)] as const));
        const prev = hadJob.get(c)!;
        const sp = r.chance(0.6) ? { ...r.pick(prev), dsn: 0 } : specFor(r.weighted(MIX[c.seg]!), c.seg, d);
        makeJob(c, null, { ...sp, dsn: sp.dsn > 0 && r.chance(0.5) ? sp.dsn : 0 }, d, d);
      }
    }
  }

  // statuses of jobs that are not complete by the end of the data, cancellations and holds
  jobs.sort((a, b) => (a.ord < b.ord ? -1 : a.ord > b.ord ? 1 : a.cust.no - b.cust.no));
  jobs.forEach((j, i) => { j.no = 24001 + i; });
  for (const j of jobs) {
    if (r.chance(0.03)) {
      j.sts = 'CX';
      j.cmp = null;
      continue;
    }
    if (j.cmp !== null && j.cmp > LAST) {
      const total = Math.max(1, bizBetween(j.ord, j.cmp));
      const done = bizBetween(j.ord, addDays(LAST, 1)) / total;
      j.sts = done < 0.35 ? 'PP' : done < 0.65 ? 'PR' : done < 0.9 ? 'FN' : 'RD';
      j.cmp = null;
    }
  }
  const open = jobs.filter((j) => j.sts === 'PP' || j.sts === 'PR');
  for (const j of r.shuffle(open).slice(0, 2)) j.sts = 'HD';
  // a couple of finished jobs nobody has picked up yet
  const latePickups = jobs.filter((j) => j.sts === 'CM' && j.dlv === 'PU' && j.cmp! >= '2026-11-09' && j.cmp! <= '2026-11-17' && j.cust.trm !== 'PRE');
  for (const j of latePickups.slice(0, 2)) {
    j.sts = 'RD';
    j.cmp = null;
  }

  // ---- job lines with the run data ----------------------------------------------------------------------------
  type Line = LineDraft & { id: number; job: Job; ln: number; sht: number | null; hrs: number | null; opr: Emp | null };
  const lines: Line[] = [];
  const OFS_CREW = ['E14', 'E15', 'E16'];
  const DIG_CREW = ['E17', 'E18', 'E17', 'E18', 'E15'];
  const WFP_CREW = ['E19', 'E19', 'E19', 'E17'];
  const BND_CREW = ['E20', 'E21', 'E22', 'E23'];
  for (const j of jobs) {
    const printed = j.sts === 'PR' ? false : j.sts === 'FN' || j.sts === 'RD' || j.sts === 'CM';
    const finished = j.sts === 'RD' || j.sts === 'CM';
    const runDay = j.ord;
    j.lines.forEach((l, i) => {
      const line: Line = { ...l, id: 0, job: j, ln: i + 1, sht: null, hrs: null, opr: null };
      if (l.itm === 'PRT' && printed) {
        const spoil = l.mach!.typ === 'OFS' ? r.float(1.04, 1.08, 3) : l.mach!.typ === 'DIG' ? r.float(1.01, 1.03, 3) : r.float(1.02, 1.06, 3);
        const base = l.sheetsPer > 0 ? (l.stk!.uom === 'FT' ? l.qty * l.sheetsPer : l.qty * l.sheetsPer) : l.qty / l.up;
        line.sht = Math.ceil(base * spoil);
        const m = l.mach!;
        const hrs = m.typ === 'OFS' ? (m.cd === 'P02' ? 0.6 + line.sht / 7500 : m.cd === 'P03' ? 0.4 + line.sht / 4000 : 0.75 + line.sht / 5500) * (l.clr === '4/4' || l.clr === '1/1' ? 1.6 : 1)
          : m.typ === 'DIG' ? 0.2 + line.sht / (m.cd === 'D01' ? 2000 : 2400) * (l.clr === '4/4' || l.clr === '1/1' ? 1.8 : 1)
            : l.stk!.uom === 'FT' ? 0.3 + line.sht / 45 : 0.3 + line.sht / 25;
        line.hrs = round2(hrs * r.float(0.92, 1.1, 3));
        line.opr = crew(m.typ === 'OFS' ? OFS_CREW : m.typ === 'DIG' ? DIG_CREW : WFP_CREW, runDay);
      }
      if (l.itm === 'FIN' && finished) {
        const m = l.mach;
        const q = l.qty;
        const hrs = m === null ? 0.5 + q / 1500 : m.typ === 'CUT' ? 0.25 + q / 20000 : m.typ === 'FLD' ? 0.4 + q / 9000 : m.typ === 'STB' ? 0.5 + q / 2500 : 0.75 + q / 400;
        line.hrs = round2(hrs * r.float(0.9, 1.12, 3));
        line.opr = crew(BND_CREW, runDay);
      }
      lines.push(line);
    });
  }
  lines.forEach((l, i) => { l.id = 1 + i; });

  // quote numbers in date order
  quotes.forEach((q, i) => { q.no = 61001 + i; });

  // ---- invoices and payments ----------------------------------------------------------------------------------
  type Inv = { no: number; job: Job; cust: Cust; dt: string; due: string; sub: number; tax: number; tot: number; sts: string };
  type Pmt = { id: number; inv: Inv; dt: string; amt: number; mth: string; chk: string | null };
  const invs: Inv[] = [];
  const pmts: Pmt[] = [];
  const done = jobs.filter((j) => j.sts === 'CM').sort((a, b) => (a.cmp! < b.cmp! ? -1 : a.cmp! > b.cmp! ? 1 : a.no - b.no));
  const termDays: Record<string, number> = { N30: 30, N15: 15, COD: 0, PRE: 0 };
  let chkSeq = 0;
  const mthFor = (c: Cust): string => {
    if (c.seg === 'GOV' || c.seg === 'EDU') return r.weighted([['CHK', 60], ['ACH', 40]]);
    if (c.seg === 'RTL') return r.weighted([['CC', 55], ['CHK', 25], ['CSH', 20]]);
    if (c.seg === 'NPF') return r.weighted([['CHK', 70], ['CC', 15], ['ACH', 15]]);
    return r.weighted([['ACH', 45], ['CHK', 40], ['CC', 15]]);
  };
  const pay = (inv: Inv, dt: string, amt: number, mth: string) => {
    pmts.push({ id: 0, inv, dt, amt: round2(amt), mth, chk: mth === 'CHK' ? String(r.int(1001, 9800) + (chkSeq++ % 7)) : null });
  };
  for (const j of done) {
    const c = j.cust;
    const sub = round2(j.lines.reduce((s, l) => s + l.amt, 0));
    const tax = c.tax === 'Y' ? 0 : round2(sub * 0.075);
    const dt = j.cmp!;
    const inv: Inv = { no: 0, job: j, cust: c, dt, due: addDays(dt, termDays[c.trm]!), sub, tax, tot: round2(sub + tax), sts: 'PD' };
    invs.push(inv);
    if (c.trm === 'PRE') {
      pay(inv, j.ord, inv.tot, 'CC');
      continue;
    }
    if (c.trm === 'COD') {
      pay(inv, dt, inv.tot, c.seg === 'RTL' ? r.weighted([['CC', 60], ['CSH', 25], ['CHK', 15]]) : r.weighted([['CC', 60], ['CHK', 40]]));
      continue;
    }
    if (c.wo && dt >= addDays(c.stop!, -150)) {
      if (r.chance(0.3)) {
        pay(inv, addDays(dt, r.int(40, 70)), round2(inv.tot * 0.4), 'CHK');
      }
      inv.sts = 'WO';
      continue;
    }
    if (c.hold && dt >= '2026-05-15') {
      inv.sts = 'OP';
      if (dt < '2026-07-15' && r.chance(0.4)) {
        pay(inv, addDays(dt, r.int(45, 70)), round2(inv.tot * 0.5), 'CHK');
        inv.sts = 'PP';
      }
      continue;
    }
    const td = termDays[c.trm]!;
    const lag = c.slow ? r.int(td + 10, td + 60) : r.int(Math.max(3, td - 18), td + 12);
    const mth = mthFor(c);
    const first = addDays(dt, lag);
    if (r.chance(0.04) && inv.tot > 300) {
      const part = round2(Math.round(inv.tot * 0.5));
      if (first > LAST) { inv.sts = 'OP'; continue; }
      pay(inv, first, part, mth);
      const second = addDays(first, r.int(14, 45));
      if (second > LAST) inv.sts = 'PP';
      else pay(inv, second, round2(inv.tot - part), mth);
      continue;
    }
    if (first > LAST) inv.sts = 'OP';
    else pay(inv, first, inv.tot, mth);
  }
  invs.forEach((v, i) => { v.no = 880001 + i; });
  pmts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.inv.no - b.inv.no));
  pmts.forEach((p, i) => { p.id = 1 + i; });

  return [
    'CREATE SCHEMA prt;',
    `CREATE TABLE prt.emp (emp_cd varchar(4) PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, role_cd varchar(3) NOT NULL,
      shft_cd char(1), mgr_cd varchar(4) REFERENCES prt.emp (emp_cd), hire_dt date NOT NULL, term_dt date, hrly_rt numeric(6,2), ann_sal numeric(9,2));`,
    `CREATE TABLE prt.cust (cust_no integer PRIMARY KEY, cust_nm varchar(60) NOT NULL, seg_cd varchar(3) NOT NULL, cntc_nm varchar(60) NOT NULL,
      phn_no varchar(12), city_nm varchar(40) NOT NULL, st_cd char(2) NOT NULL, rep_cd varchar(4) REFERENCES prt.emp (emp_cd), open_dt date NOT NULL,
      trm_cd varchar(3) NOT NULL, crd_lmt numeric(10,2), tax_ex_yn char(1) NOT NULL, stat_cd char(1) NOT NULL);`,
    `CREATE TABLE prt.mach (mach_cd varchar(3) PRIMARY KEY, mach_nm varchar(40) NOT NULL, mfr_nm varchar(30) NOT NULL, mach_typ varchar(3) NOT NULL,
      clr_cnt integer, max_sht varchar(12) NOT NULL, inst_dt date NOT NULL, ret_dt date, stat_cd char(1) NOT NULL, hr_rt numeric(7,2) NOT NULL);`,
    `CREATE TABLE prt.stk (stk_cd varchar(8) PRIMARY KEY, stk_desc varchar(60) NOT NULL, brnd_nm varchar(30) NOT NULL, wt_cls varchar(3) NOT NULL,
      fin_cd varchar(3) NOT NULL, bsc_wt integer, sht_sz varchar(12) NOT NULL, uom varchar(3) NOT NULL, on_hand integer NOT NULL, reord_pt integer NOT NULL,
      unit_cost numeric(8,4) NOT NULL, vnd_nm varchar(40) NOT NULL, last_rcv_dt date NOT NULL);`,
    `CREATE TABLE prt.qt (qt_no integer PRIMARY KEY, cust_ref integer NOT NULL REFERENCES prt.cust (cust_no), qt_dt date NOT NULL,
      est_cd varchar(4) NOT NULL REFERENCES prt.emp (emp_cd), prod_cd varchar(3) NOT NULL, qty integer NOT NULL, qt_amt numeric(10,2) NOT NULL,
      exp_dt date NOT NULL, sts_cd varchar(3) NOT NULL, lost_rsn varchar(3));`,
    `CREATE TABLE prt.job (job_no integer PRIMARY KEY, cust_ref integer NOT NULL REFERENCES prt.cust (cust_no), qt_ref integer REFERENCES prt.qt (qt_no),
      job_nm varchar(60) NOT NULL, prod_cd varchar(3) NOT NULL, qty integer NOT NULL, ord_dt date NOT NULL, due_dt date NOT NULL, cmp_dt date,
      sts_cd char(2) NOT NULL, rush_yn char(1) NOT NULL, csr_cd varchar(4) NOT NULL REFERENCES prt.emp (emp_cd), dlv_cd char(2) NOT NULL, prf_cnt integer NOT NULL);`,
    `CREATE TABLE prt.job_ln (ln_id integer PRIMARY KEY, job_ref integer NOT NULL REFERENCES prt.job (job_no), ln_no integer NOT NULL,
      itm_cd varchar(3) NOT NULL, ln_desc varchar(80) NOT NULL, qty numeric(10,2) NOT NULL, unit_px numeric(10,4) NOT NULL, ln_amt numeric(10,2) NOT NULL,
      mach_cd varchar(3) REFERENCES prt.mach (mach_cd), stk_cd varchar(8) REFERENCES prt.stk (stk_cd), clr_cd varchar(3), sht_qty integer,
      run_hrs numeric(6,2), opr_cd varchar(4) REFERENCES prt.emp (emp_cd));`,
    `CREATE TABLE prt.inv (inv_no integer PRIMARY KEY, job_ref integer NOT NULL UNIQUE REFERENCES prt.job (job_no), cust_ref integer NOT NULL REFERENCES prt.cust (cust_no),
      inv_dt date NOT NULL, due_dt date NOT NULL, sub_amt numeric(10,2) NOT NULL, tax_amt numeric(10,2) NOT NULL, tot_amt numeric(10,2) NOT NULL, sts_cd char(2) NOT NULL);`,
    `CREATE TABLE prt.pmt (pmt_id integer PRIMARY KEY, inv_ref integer NOT NULL REFERENCES prt.inv (inv_no), pmt_dt date NOT NULL,
      pmt_amt numeric(10,2) NOT NULL, mth_cd varchar(3) NOT NULL, chk_no varchar(10));`,
    insertRows('prt.emp', ['emp_cd', 'frst_nm', 'last_nm', 'role_cd', 'shft_cd', 'mgr_cd', 'hire_dt', 'term_dt', 'hrly_rt', 'ann_sal'],
      emps.map((e) => [e.cd, e.f, e.l, e.role, e.shift, e.mgr, e.hire, e.term, e.hr, e.sal])),
    insertRows('prt.cust', ['cust_no', 'cust_nm', 'seg_cd', 'cntc_nm', 'phn_no', 'city_nm', 'st_cd', 'rep_cd', 'open_dt', 'trm_cd', 'crd_lmt', 'tax_ex_yn', 'stat_cd'],
      custs.map((c) => [c.no, c.nm, c.seg, c.cntc, c.phn, c.city, c.st, c.rep, c.open, c.trm, c.lmt, c.tax, c.sts])),
    insertRows('prt.mach', ['mach_cd', 'mach_nm', 'mfr_nm', 'mach_typ', 'clr_cnt', 'max_sht', 'inst_dt', 'ret_dt', 'stat_cd', 'hr_rt'],
      MACHS.map((m) => [m.cd, m.nm, m.mfr, m.typ, m.clr, m.max, m.inst, m.ret, m.stat, m.rt])),
    insertRows('prt.stk', ['stk_cd', 'stk_desc', 'brnd_nm', 'wt_cls', 'fin_cd', 'bsc_wt', 'sht_sz', 'uom', 'on_hand', 'reord_pt', 'unit_cost', 'vnd_nm', 'last_rcv_dt'],
      STKS.map((s) => [s.cd, s.desc, s.brnd, s.wt, s.fin, s.bw, s.sz, s.uom, s.oh, s.rp, s.cost, s.vnd, s.rcv])),
    insertRows('prt.qt', ['qt_no', 'cust_ref', 'qt_dt', 'est_cd', 'prod_cd', 'qty', 'qt_amt', 'exp_dt', 'sts_cd', 'lost_rsn'],
      quotes.map((q) => [q.no, q.cust.no, q.dt, q.est.cd, q.spec.prod, q.spec.qty, q.amt, q.exp, q.sts, q.rsn])),
    insertRows('prt.job', ['job_no', 'cust_ref', 'qt_ref', 'job_nm', 'prod_cd', 'qty', 'ord_dt', 'due_dt', 'cmp_dt', 'sts_cd', 'rush_yn', 'csr_cd', 'dlv_cd', 'prf_cnt'],
      jobs.map((j) => [j.no, j.cust.no, j.qt ? j.qt.no : null, j.nm, j.spec.prod, j.spec.qty, j.ord, j.due, j.cmp, j.sts, j.rush, j.csr.cd, j.dlv, j.prf])),
    insertRows('prt.job_ln', ['ln_id', 'job_ref', 'ln_no', 'itm_cd', 'ln_desc', 'qty', 'unit_px', 'ln_amt', 'mach_cd', 'stk_cd', 'clr_cd', 'sht_qty', 'run_hrs', 'opr_cd'],
      lines.map((l) => [l.id, l.job.no, l.ln, l.itm, l.desc, l.qty, l.px, l.amt, l.mach ? l.mach.cd : null, l.stk ? l.stk.cd : null, l.clr, l.sht, l.hrs, l.opr ? l.opr.cd : null])),
    insertRows('prt.inv', ['inv_no', 'job_ref', 'cust_ref', 'inv_dt', 'due_dt', 'sub_amt', 'tax_amt', 'tot_amt', 'sts_cd'],
      invs.map((v) => [v.no, v.job.no, v.cust.no, v.dt, v.due, v.sub, v.tax, v.tot, v.sts])),
    insertRows('prt.pmt', ['pmt_id', 'inv_ref', 'pmt_dt', 'pmt_amt', 'mth_cd', 'chk_no'],
      pmts.map((p) => [p.id, p.inv.no, p.dt, p.amt, p.mth, p.chk])),
  ].join('\n');
}
