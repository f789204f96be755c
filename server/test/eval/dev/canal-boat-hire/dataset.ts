/**
 * Wharfside Narrowboat Holidays Ltd, a family-run canal holiday hire company with a fleet of self-drive
 * narrowboats at two bases: Gayton Marina (base code GAY) on the Grand Union Canal near Blisworth,
 * Northamptonshire, and Audlem Wharf (AUD) on the Shropshire Union Canal ("the Shroppie") in Audlem, Cheshire.
 * Hirers pick a boat up at its base, cruise for a week, a fortnight or a short break, and bring it back to the
 * same base. Trade is seasonal: busy from Easter to September, peak in July and August, and only a trickle of
 * winter breaks from November to February (apart from Christmas and New Year), when the boats take turns to be
 * serviced and dry-docked. Most summer hires are booked months ahead, many at the end of the previous season.
 *
 * This is the database of the "HireFleet" booking and fleet package (schema `hfl`) as it stood at close of business
 * on Tuesday 2026-11-24 (the copy was taken on the morning of Wednesday 2026-11-25). HireFleet went live in May 2023
 * to take bookings for the 2024 season: the first hires in it start on 2024-01-01 (earlier hires stayed in the old
 * system, and are not here); bookings and payments keep their real dates, so some are dated 2023. Rows dated after
 * 2026-11-24 are plans, not things that have happened: bookings for hires still to come, and planned maintenance.
 * Money is in pounds sterling held as integer PENCE (columns ending `_p`): 125000 is GBP 1,250.00. Hire prices are
 * VAT-inclusive and VAT is not recorded separately.
 *
 * Key business definitions:
 * - A "hire" is a booking whose boat actually went out: bkg.stat_cd H (out now) or R (returned). Cancelled
 *   bookings (X, Z) never went out; D and B bookings are hires still to come.
 * - Booking value (price of a booking) = hire_p + dw_p + pet_p (the hire charge after any discount, plus the damage
 *   waiver fee and the pet fee). HIRE REVENUE (turnover) is the booking value of hires (status H or R), counted on
 *   the hire's start date (st_dt). Fuel charges, callout fees and damage charges are recharges to the hirer and are
 *   NOT hire revenue; nor is money kept from cancelled bookings.
 * - Money received = live (void_yn = 'N') txn rows other than RFD; refunds paid out are the RFD rows.
 * - Price bands (bkg.band_cd and tariff.band_cd) go by the month the hire STARTS in: A low season (November to
 *   February), B shoulder (March, April, October), C high season (May, June, September), D peak season (July and
 *   August). "Peak season" means band D.
 * - Short breaks are the weekend (WE) and midweek (MW) hire types; a week is WK; a fortnight is FN.
 * - Nights hired = end_dt - st_dt. Days between booking and pick-up (lead time) = st_dt - bkd_dt.
 *
 * The package does NOT record: customer reviews, ratings or any feedback; the commission paid to booking agencies
 * (agency bookings are stored at the full price the hirer pays); diesel, gas or pump-out purchases or any other
 * running costs (apart from the cost of maintenance jobs in `maint`); staff, wages or hours worked; River Canal
 * Rescue's invoices to us; canal licence, mooring or insurance costs; where hirers cruise (routes, rings,
 * destinations, locks worked: the only location held is where a breakdown happened).
 *
 * - `base`: the two hire bases, keyed by `base_cd` (GAY, AUD). `base_nm` the base's name ('Gayton Marina',
 *   'Audlem Wharf'); `canal` the canal it is on; `twn` town; `pcode` postcode; `tel`; `mgr_nm` the base manager;
 *   `opn_yr` the year the base opened.
 *
 * - `boat`: the hire fleet, one row per boat, keyed by `boat_cd` (G01.. at Gayton, A01.. at Audlem). `boat_nm` the
 *   boat's name (every boat is known by its name, e.g. 'Kingfisher'); `base_cd` the base it is hired from
 *   (`base.base_cd`); `cls` the boat's class (words: 'Economy' older, simpler boats; 'Standard'; 'Premier' newest and
 *   best fitted); `bth` berths, the most people who can sleep aboard (2, 4, 6, 8 or 10); `len_ft` length in feet;
 *   `blt_yr` year built; `pets_yn` Y dogs allowed, N no pets; `crt_idx` the boat's Canal & River Trust licence index
 *   number; `fleet_dt` the day it joined our hire fleet; `wdrn_dt` the day it left the fleet (sold or withdrawn),
 *   NULL while still ours; `actv_yn` Y in the hire fleet now (including boats that are off for maintenance), N
 *   withdrawn (only Dabchick, sold at the end of October 2025). "The fleet" / "our boats" means actv_yn = 'Y'.
 *
 * - `tariff`: the brochure price list, one row per season year, price band, class and berths, keyed by (`trf_yr`,
 *   `band_cd`, `cls`, `bth`). `trf_yr` the year the hire starts in (2024 to 2027: the 2027 brochure is already out);
 *   `band_cd` the price band (A, B, C, D as above); `cls` and `bth` the boat class and berths the price applies to
 *   (matching `boat.cls` and `boat.bth`); `wk_p` the price of a one-week hire (a fortnight is twice this); `sb_p` the
 *   price of a short break (the same for a weekend and a midweek break).
 *
 * - `cust`: hirers (customers), keyed by `cust_no`. `ttl` title; `fnm` first name; `snm` surname; `eml` email;
 *   `tel`; `pcode` UK postcode, NULL for customers living abroad; `cntry_cd` the country they live in (ISO code:
 *   GB United Kingdom, US, AU Australia, CA Canada, NZ New Zealand, IE Ireland, DE Germany, NL Netherlands); anyone
 *   not GB is an overseas customer; `reg_dt` the day the customer record was created (normally the day of their first
 *   booking; a few regulars were keyed in earlier from brochure requests): a "new customer" in a period is a
 *   record created in it; `mktg_yn` Y opted in to the newsletter; `blk_yn` Y barred (we will not hire to them
 *   again), N otherwise.
 *
 * - `bkg`: bookings, one row per booking of one boat for one hire, keyed by `bkg_no` (numbered in the order they
 *   were taken). `cust_no` the hirer (`cust.cust_no`); `boat_cd` the boat booked (`boat.boat_cd`); `bkd_dt` the day
 *   the booking was made; `st_dt` the pick-up day (the hire starts that afternoon); `end_dt` the return day (the boat
 *   is back by 9am that morning); `hire_typ` WK one week (7 nights, Friday to Friday or Monday to Monday), FN
 *   fortnight (14 nights, Friday to Friday), WE weekend break (3 nights, Friday to Monday), MW midweek break (4
 *   nights, Monday to Friday); `band_cd` the price band of the start date (A, B, C, D); `pax` number of people on
 *   board (adults and children); `dogs` number of dogs brought (pet-friendly boats only); `trf_p` the brochure price
 *   for the hire (tariff wk_p for WK, 2 x wk_p for FN, sb_p for WE and MW); `disc_cd` the discount given, NULL for
 *   none (at most one per booking, LMN first, then RPT, then EBK): LMN last-minute, 15% off, for bookings made 14
 *   days or less before the start; RPT returning hirer, 10% off, for a hirer who had already completed a hire with us when booking; EBK early
 *   booking, 5% off high- and peak-season hires booked in an earlier calendar year than the hire (given when the
 *   hirer quotes the brochure offer); `disc_p` the discount in pence (0 when none); `hire_p` the hire charge after
 *   the discount (trf_p - disc_p); `dw_yn` Y the hirer took the optional damage waiver, N not; `dw_p` the waiver fee
 *   (non-refundable; 0 when not taken); `pet_p` the pet fee (per dog per hire; 0 when no dogs); `dep_p` the deposit
 *   taken at booking (25% of the booking value, rounded to the pound; non-refundable), NULL when the booking was
 *   made within 8 weeks of the start and paid in full at booking; `bal_due_dt` the day the balance is due (8 weeks,
 *   56 days, before st_dt); `src_cd` how the booking came in: WEB our website, PHN phone, EML email, AGT through a
 *   holiday booking agency, SHW taken on our stand at a boat show or canal festival; `stat_cd` the booking's status
 *   now: D deposit paid, balance not yet paid (hire still to come; if bal_due_dt is past, the balance is overdue);
 *   B paid in full, hire still to come; H on hire now (picked up, not back yet); R returned (hire completed); X
 *   cancelled by the hirer; Z cancelled by us (canal stoppage, breach, boat unavailable) with everything refunded;
 *   every booking is confirmed by its deposit (or full payment) when made, there are no provisional bookings;
 *   `cnx_dt` the day an X or Z booking was cancelled, NULL otherwise; `cnx_rsn` the reason given (words), NULL when
 *   not cancelled; `hrs_out` the engine-hours meter reading at pick-up and `hrs_in` at return (NULL until the boat is
 *   back; both NULL for bookings that never went out); `fuel_p` the fuel charge made on return: engine hours run
 *   (hrs_in - hrs_out) times the rate per engine hour for the year of return (2024 GBP 2.50, 2025 GBP 2.70, 2026
 *   GBP 2.90), paid on the return day; NULL until the boat is back. A hirer who cancels gets nothing back: the
 *   deposit is kept, and once the balance is paid it is kept too unless we re-let the boat, when the balance is
 *   refunded less a GBP 50 admin fee. Some cancelled dates were re-let to another hirer, so an X row and a live
 *   booking can share a boat and dates.
 *
 * - `txn`: money in and out, one row per payment or refund, keyed by `txn_no`. `bkg_no` the booking it is for
 *   (`bkg.bkg_no`); `txn_dt` the day the money was received or paid out; `txn_cd` DEP deposit received; BAL balance
 *   received (for bookings made within 8 weeks of the start, the full payment at booking); FUL fuel charge paid on
 *   return; CFE callout fee paid (breakdowns that were the hirer's fault); DMG damage charge paid; RFD refund paid
 *   out to the hirer (cancellation refunds and breakdown compensation; see `memo`); `amt_p` the amount, always
 *   positive (for RFD the amount paid out); `pay_mth` CARD debit or credit card, BACS bank transfer (agencies
 *   always pay by BACS), CHQ cheque, CASH; `pay_ref` card authorisation code, bank reference or cheque number;
 *   `memo` free text; `void_yn` Y voided (duplicate card charges, reversed the same day; ignore these rows
 *   everywhere), N live.
 *
 * - `callout`: breakdowns on the cut: one row per call from a hirer whose boat has a problem during a hire, whether
 *   an engineer had to go out or it was sorted over the phone; keyed by `co_no`. `bkg_no` the hire
 *   (`bkg.bkg_no`); `boat_cd` the boat (`boat.boat_cd`); `call_ts` date and time the hirer rang; `arr_ts` date and
 *   time the engineer reached the boat, NULL when it was sorted over the phone; `flt_cd` the fault: ENG engine
 *   (won't start, overheating, fuel), ELC electrics and batteries, PRP propeller fouled (rubbish round the prop),
 *   TOI toilet, WTR fresh water or water pump, GAS gas or cooker, HTR heating or boiler, STR steering, tiller or
 *   rudder, GRD aground or stuck, OTH anything else; `eng_cd` who dealt with it: MH Mick Harland and JS Jo
 *   Sturgess (Gayton's engineers), TE Tom Ellery and RB Rhys Bevan (Audlem's engineers), RCR River Canal Rescue
 *   (the breakdown contractor we send to boats far from base); `loc` where the boat was (words); `res_cd` how it
 *   ended: P sorted over the phone, F fixed on the bank, T towed back to base or to a boatyard, S hirers moved to a
 *   replacement boat, A hire abandoned (hirers went home early); `hrs_lst` hours of cruising the hirer lost;
 *   `hirer_yn` Y the hirer's own fault (e.g. ran aground, flattened the batteries), N not; `fee_p` the callout fee
 *   charged to the hirer when it was their fault and an engineer went out (GBP 75, GBP 90 from 2026), paid on
 *   return (CFE in txn), 0 otherwise; `cmp_p` goodwill compensation for lost cruising time, refunded after the hire
 *   (RFD in txn, memo 'Breakdown compensation'), 0 when none.
 *
 * - `maint`: maintenance jobs that take a boat out of service, keyed by `mnt_no`. `boat_cd` (`boat.boat_cd`);
 *   `mnt_typ` DD dry dock (boat out of the water for hull blacking and anodes, every two years); SV annual engine
 *   and boat service; BSS Boat Safety Scheme examination (every four years); RF refit; RP unplanned repair (after a
 *   breakdown; it may start while the hire that broke down is still booked); `frm_dt` the first day and `to_dt` the
 *   last day the boat is off (it cannot be hired on these days); `to_dt` is NULL for an open job with no finish date
 *   yet; a boat is off for maintenance on day d when frm_dt <= d and (to_dt is NULL or to_dt >= d); jobs starting
 *   after 2026-11-24 are planned; `yard` where the work is done (words; 'Own yard' is the base's own workshop);
 *   `cost_p` the final cost of the job, NULL until the job is finished and invoiced (so NULL for open and planned
 *   jobs); `notes` free text. The yards shut from 22 December to 2 January: apart from open jobs, no job covers any
 *   of those days.
 *
 * - `dmg`: damage claims, one row per damage found when a boat came back, keyed by `clm_no`. `bkg_no` the hire
 *   (`bkg.bkg_no`); `rpt_dt` the day the damage was found (the return day); `dmg_cd` what was damaged: HUL hull or
 *   cabin paintwork, WIN window or porthole, PRP propeller, prop shaft or rudder, CNP cratch cover, canopy or pram
 *   hood, EQP lost or broken equipment (windlass, boat hook, lines, fenders, gangplank), INT the interior
 *   (upholstery, fittings, damage by pets); `dsc` description; `rpr_p` what the repair or replacement cost us; `chg_p`
 *   what the hirer is charged: with the damage waiver (bkg.dw_yn Y) nothing for HUL, WIN, PRP and CNP damage; without
 *   it the repair cost up to GBP 600 a claim; EQP and INT are never covered by the waiver and are charged in full;
 *   `stat_cd` N no charge (covered by the waiver, chg_p 0), O charged and waiting to be paid, P paid (a DMG row in
 *   txn), D disputed by the hirer (not paid), W written off (we gave up; the hirer is barred); `set_dt` the day it
 *   was paid or written off, NULL otherwise. A hirer owes us for damage while a claim of theirs is O (or D).
 */
import { addDays, dayOfWeek, daysBetween, insertRows, pad, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const LAST = '2026-11-24';
const HORIZON = '2027-10-31';

const month = (d: string) => Number(d.slice(5, 7));
const year = (d: string) => Number(d.slice(0, 4));
const overlaps = (a1: string, a2: string, b1: string, b2: string) => a1 <= b2 && b1 <= a2;

/** Price band of a hire, by the month it starts in. */
const bandOf = (d: string): string => {
  const m = month(d);
  if (m === 7 || m === 8) return 'D';
  if (m === 5 || m === 6 || m === 9) return 'C';
  if (m === 3 || m === 4 || m === 10) return 'B';
  return 'A';
};

// ---------------------------------------------------------------- bases and boats
const BASES = [
  ['GAY', 'Gayton Marina', 'Grand Union Canal', 'Blisworth', 'NN7 3EF', '01604 858233', 'Claire Dunmore', 1998],
  ['AUD', 'Audlem Wharf', 'Shropshire Union Canal', 'Audlem', 'CW3 0DX', '01270 811649', 'Gareth Pryce', 2009],
] as const;

interface Boat {
  cd: string;
  nm: string;
  base: string;
  cls: string;
  bth: number;
  len: number;
  blt: number;
  pets: string;
  fleet: string;
  wdrn: string | null;
  /** last day a hire may start (bookings not yet taken after it) */
  sellTo: string;
  ddOdd: boolean;
  bdF: number;
  meter: number;
}
type B = [string, string, string, string, number, number, number, string, string, string | null, string, boolean, number];
const BOATS_RAW: B[] = [
  ['G01', 'Kingfisher', 'GAY', 'Premier', 6, 62, 2012, 'N', '2012-04-01', null, HORIZON, false, 0.8],
  ['G02', 'Heron', 'GAY', 'Standard', 6, 60, 2006, 'Y', '2006-03-01', null, HORIZON, true, 1.0],
  ['G03', 'Grebe', 'GAY', 'Standard', 4, 52, 2008, 'Y', '2008-03-01', null, HORIZON, false, 1.0],
  ['G04', 'Moorhen', 'GAY', 'Economy', 4, 50, 1996, 'Y', '1999-03-01', null, '2026-12-31', true, 1.35],
  ['G05', 'Lapwing', 'GAY', 'Premier', 4, 57, 2016, 'N', '2016-04-01', null, HORIZON, false, 0.75],
  ['G06', 'Curlew', 'GAY', 'Standard', 8, 66, 2004, 'Y', '2004-03-01', null, HORIZON, true, 1.05],
  ['G07', 'Teal', 'GAY', 'Economy', 2, 45, 1994, 'Y', '1998-03-01', null, HORIZON, false, 1.9],
  ['G08', 'Bittern', 'GAY', 'Standard', 10, 70, 2002, 'N', '2002-03-01', null, HORIZON, true, 1.1],
  ['G09', 'Wagtail', 'GAY', 'Standard', 2, 45, 2010, 'N', '2010-03-01', null, HORIZON, false, 0.9],
  ['G10', 'Sandpiper', 'GAY', 'Premier', 2, 48, 2019, 'N', '2019-03-01', null, HORIZON, true, 0.6],
  ['G11', 'Dabchick', 'GAY', 'Economy', 6, 58, 1992, 'Y', '1998-03-01', '2025-10-31', '2025-10-26', false, 1.6],
  ['G12', 'Goldcrest', 'GAY', 'Premier', 6, 62, 2026, 'N', '2026-03-01', null, HORIZON, true, 0.5],
  ['A01', 'Otter', 'AUD', 'Premier', 6, 62, 2015, 'Y', '2015-03-01', null, HORIZON, false, 0.8],
  ['A02', 'Dipper', 'AUD', 'Standard', 4, 54, 2001, 'Y', '2009-03-01', null, '2026-12-31', true, 1.2],
  ['A03', 'Kestrel', 'AUD', 'Standard', 6, 60, 2007, 'N', '2009-03-01', null, HORIZON, false, 1.0],
  ['A04', 'Merlin', 'AUD', 'Premier', 4, 57, 2018, 'N', '2018-03-01', null, HORIZON, true, 0.7],
  ['A05', 'Linnet', 'AUD', 'Economy', 4, 50, 1998, 'Y', '2009-03-01', null, HORIZON, false, 1.45],
  ['A06', 'Siskin', 'AUD', 'Economy', 6, 58, 1999, 'Y', '2010-03-01', null, HORIZON, true, 1.5],
  ['A07', 'Redshank', 'AUD', 'Standard', 8, 66, 2005, 'Y', '2011-03-01', null, HORIZON, false, 1.05],
  ['A08', 'Plover', 'AUD', 'Premier', 2, 48, 2020, 'N', '2020-03-01', null, HORIZON, true, 0.65],
  ['A09', 'Swift', 'AUD', 'Standard', 2, 45, 2011, 'Y', '2011-03-01', null, HORIZON, false, 0.9],
  ['A10', 'Nuthatch', 'AUD', 'Premier', 8, 68, 2017, 'N', '2017-03-01', null, HORIZON, true, 0.85],
  ['A11', 'Wren', 'AUD', 'Economy', 2, 42, 1997, 'Y', '2009-03-01', null, HORIZON, false, 1.3],
  ['A12', 'Snipe', 'AUD', 'Standard', 10, 70, 2003, 'N', '2012-03-01', null, HORIZON, true, 1.1],
];

// weekly price, peak band, 2026, in pounds
const WK_BASE: Record<string, number> = {
  'Economy-2': 1150, 'Economy-4': 1345, 'Economy-6': 1550,
  'Standard-2': 1290, 'Standard-4': 1520, 'Standard-6': 1780, 'Standard-8': 2050, 'Standard-10': 2390,
  'Premier-2': 1490, 'Premier-4': 1760, 'Premier-6': 2090, 'Premier-8': 2420,
};
const YEAR_PRICE: Record<number, number> = { 2024: 0.9, 2025: 0.95, 2026: 1.0, 2027: 1.05 };
const BAND_PRICE: Record<string, number> = { A: 0.55, B: 0.72, C: 0.86, D: 1.0 };
const DW_FEE: Record<number, Record<string, number>> = {
  2024: { SB: 4000, WK: 6500, FN: 11000 },
  2025: { SB: 4000, WK: 7000, FN: 12000 },
  2026: { SB: 4500, WK: 7500, FN: 12500 },
  2027: { SB: 5000, WK: 8000, FN: 13500 },
};
const PET_FEE: Record<number, number> = { 2024: 3500, 2025: 3500, 2026: 4000, 2027: 4000 };
const FUEL_RATE: Record<number, number> = { 2024: 250, 2025: 270, 2026: 290, 2027: 290 };
const DEMAND = [0, 0.09, 0.13, 0.45, 0.68, 0.8, 0.86, 0.95, 0.96, 0.8, 0.58, 0.15, 0.13];
const DEMAND_YR: Record<number, number> = { 2024: 0.92, 2025: 0.97, 2026: 1.0, 2027: 1.0 };

interface Maint {
  boat: Boat;
  typ: string;
  frm: string;
  to: string | null;
  /** last day the boat is blocked for hire (the stored to_dt, or an assumed end for open jobs) */
  blockTo: string;
  yard: string;
  cost: number | null;
  note: string | null;
}

interface Slot {
  boat: Boat;
  st: string;
  end: string;
  typ: string;
  bkd: string;
  fate: 'ok' | 'X' | 'Z';
  cnx: string | null;
  relet: boolean;
}

interface Cust {
  no: number;
  ttl: string;
  fnm: string;
  snm: string;
  eml: string;
  tel: string;
  pc: string | null;
  cntry: string;
  reg: string;
  mktg: string;
  blk: string;
  hireEnds: string[];
}

interface Bkg {
  no: number;
  slot: Slot;
  cust: Cust;
  pax: number;
  dogs: number;
  band: string;
  trf: number;
  discCd: string | null;
  disc: number;
  hire: number;
  dw: string;
  dwP: number;
  petP: number;
  dep: number | null;
  balDue: string;
  balPay: string | null;
  src: string;
  stat: string;
  cnxRsn: string | null;
  hrsOut: number | null;
  hrsIn: number | null;
  fuel: number | null;
}

interface Txn {
  bkg: Bkg;
  dt: string;
  cd: string;
  amt: number;
  mth: string;
  ref: string | null;
  memo: string | null;
  void: string;
  ord: number;
}

const alignSlot = (d: string): string => {
  let x = d;
  while (dayOfWeek(x) !== 1 && dayOfWeek(x) !== 5) x = addDays(x, 1);
  return x;
};

/** Christmas closure of the yards: 22 Dec to 2 Jan. */
const hitsXmas = (frm: string, to: string): boolean => {
  for (let y = year(frm); y <= year(to); y++) {
    if (overlaps(frm, to, `${y - 1}-12-22`, `${y}-01-02`) || overlaps(frm, to, `${y}-12-22`, `${y + 1}-01-02`)) return true;
  }
  return false;
};

function rangeDays(r: SeededRandom, ranges: [number, number, number][]): number {
  const [lo, hi] = r.weighted(ranges.map(([a, b, w]) => [[a, b] as const, w] as const));
  return r.int(lo, hi);
}

export function datasetSql(): string {
  const r = seededRandom(7731);
  const boats: Boat[] = BOATS_RAW.map(([cd, nm, base, cls, bth, len, blt, pets, fleet, wdrn, sellTo, ddOdd, bdF]) => ({
    cd, nm, base, cls, bth, len, blt, pets, fleet, wdrn, sellTo, ddOdd, bdF, meter: r.int(2200, 9800) + r.int(0, 9) / 10,
  }));
  const boatBy = (cd: string) => boats.find((b) => b.cd === cd) as Boat;

  // ---------------------------------------------------------------- planned maintenance (before bookings)
  const maint: Maint[] = [];
  const addM = (boat: Boat, typ: string, frm: string, to: string | null, blockTo: string, yard: string, cost: number | null, note: string | null) => {
    maint.push({ boat, typ, frm, to, blockTo, yard, cost, note });
  };
  const blocked = (boat: Boat, frm: string, to: string) => maint.some((m) => m.boat === boat && overlaps(frm, to, m.frm, m.blockTo));
  const yardFor = (boat: Boat, typ: string) => {
    if (typ === 'DD') return boat.base === 'GAY' ? 'Gayton dry dock' : r.weighted([['Nantwich Canal Centre', 3], ['Overwater Marina', 1]] as const);
    if (typ === 'BSS') return 'Own yard';
    return 'Own yard';
  };
  const costFor = (typ: string) => {
    if (typ === 'DD') return r.int(1850, 4300) * 100 + r.int(0, 99);
    if (typ === 'SV') return r.int(380, 960) * 100 + r.int(0, 99);
    if (typ === 'BSS') return r.int(175, 260) * 100;
    if (typ === 'RF') return r.int(9000, 26000) * 100 + r.int(0, 99);
    return r.int(150, 2400) * 100 + r.int(0, 99);
  };
  // refits
  addM(boatBy('A12'), 'RF', '2024-01-08', '2024-02-28', '2024-02-28', 'Own yard', 1486250, 'Full refit: galley, bathroom, new upholstery');
  addM(boatBy('G01'), 'RF', '2025-01-06', '2025-02-14', '2025-02-14', 'Own yard', 1132075, 'New saloon and solar panels');
  addM(boatBy('G06'), 'RF', '2026-01-05', '2026-02-20', '2026-02-20', 'Own yard', 978840, 'Bathroom refit and new windows');
  addM(boatBy('A02'), 'RF', '2027-01-04', '2027-06-25', '2027-06-25', 'Own yard', null, 'Major refit and re-engine');
  // the Teal engine rebuild, still open
  addM(boatBy('G07'), 'RP', '2026-11-09', null, '2027-01-15', 'Own yard', null, 'Engine rebuild - waiting on parts');

  const WINTERS: [string, string, number][] = [
    ['2024-01-03', '2024-02-26', 0],
    ['2024-11-04', '2025-02-26', 1],
    ['2025-11-03', '2026-02-26', 0],
    ['2026-11-02', '2027-02-26', 1],
  ];
  boats.forEach((boat) => {
    for (const [ws, we, parity] of WINTERS) {
      if (boat.fleet > ws) continue;
      if (boat.wdrn && boat.wdrn < ws) continue;
      const items: string[] = [];
      const ddDue = boat.cd !== 'G12' && ((parity === 1) === boat.ddOdd);
      if (ddDue) items.push('DD');
      items.push('SV');
      let cur = addDays(ws, r.int(0, daysBetween(ws, we) - 40));
      for (const typ of items) {
        const len = typ === 'DD' ? r.int(10, 20) : r.int(3, 7);
        let frm = cur;
        for (let guard = 0; guard < 200; guard++) {
          const to = addDays(frm, len - 1);
          if (hitsXmas(frm, to)) frm = addDays(`${year(to)}-01-03`, r.int(0, 12));
          else if (blocked(boat, frm, to)) frm = addDays(frm, 1);
          else break;
        }
        const to = addDays(frm, len - 1);
        if (frm > we) break;
        const done = to <= LAST;
        addM(boat, typ, frm, to, to, yardFor(boat, typ), done ? costFor(typ) : null, typ === 'DD' ? 'Hull blacking and anodes' : 'Annual engine service');
        cur = addDays(to, r.int(1, 12));
      }
    }
    // Boat Safety Scheme examination every four years, early March
    const idx = boats.indexOf(boat);
    const bssYr = 2024 + (idx % 4);
    if (boat.fleet <= `${bssYr}-03-01` && !(boat.wdrn && boat.wdrn < `${bssYr}-03-01`)) {
      let d = `${bssYr}-03-0${r.int(2, 9)}`;
      while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6 || blocked(boat, d, d)) d = addDays(d, 1);
      addM(boat, 'BSS', d, d, d, 'Own yard', d <= LAST ? costFor('BSS') : null, 'Boat Safety Scheme examination');
    }
  });

  // ---------------------------------------------------------------- hire slots
  const slots: Slot[] = [];
  const leadFor = (st: string): number => {
    const m = month(st);
    if ((m === 12 && Number(st.slice(8)) >= 18) || (m === 1 && Number(st.slice(8)) <= 2)) return rangeDays(r, [[10, 60, 1], [61, 240, 3]]);
    if (m >= 6 && m <= 8) return rangeDays(r, [[4, 30, 1], [31, 90, 2], [91, 200, 3.5], [201, 340, 4.5]]);
    if (m === 4 || m === 5 || m === 9) return rangeDays(r, [[3, 30, 2], [31, 120, 4.5], [121, 300, 3.5]]);
    return rangeDays(r, [[1, 20, 4], [21, 90, 4.5], [91, 200, 1.5]]);
  };
  const bookDate = (boat: Boat, st: string, lead: number): string => {
    let bkd = addDays(st, -lead);
    if (boat.cd === 'G12' && bkd < '2025-10-01') bkd = addDays('2025-10-01', r.int(0, Math.max(0, daysBetween('2025-10-01', st) - 1)));
    return bkd;
  };
  for (const boat of boats) {
    const start = boat.fleet > '2024-01-01' ? boat.fleet : '2024-01-01';
    let d = alignSlot(start);
    while (d <= boat.sellTo) {
      const m = month(d);
      const fri = dayOfWeek(d) === 5;
      const next = addDays(d, fri ? 3 : 4);
      if (blocked(boat, d, d)) {
        d = next;
        continue;
      }
      const xmas = (m === 12 && Number(d.slice(8)) >= 18) || (m === 1 && Number(d.slice(8)) <= 2);
      if (!r.chance(xmas ? 0.5 : DEMAND[m] * DEMAND_YR[year(d)])) {
        d = next;
        continue;
      }
      const summer = m >= 6 && m <= 8;
      const shoulder = m === 4 || m === 5 || m === 9 || m === 10;
      let typ: string;
      if (fri) typ = r.weighted(summer ? [['WK', 62], ['FN', 10], ['WE', 28]] : shoulder ? [['WK', 40], ['FN', 3], ['WE', 57]] : [['WK', 25], ['WE', 75]]);
      else typ = r.weighted(summer ? [['WK', 45], ['MW', 55]] : shoulder ? [['WK', 30], ['MW', 70]] : [['WK', 20], ['MW', 80]]);
      const nights = (t: string) => (t === 'WK' ? 7 : t === 'FN' ? 14 : t === 'WE' ? 3 : 4);
      let end = addDays(d, nights(typ));
      if (blocked(boat, d, end) || (boat.wdrn && end > boat.wdrn)) {
        typ = fri ? 'WE' : 'MW';
        end = addDays(d, nights(typ));
        if (blocked(boat, d, end) || (boat.wdrn && end > boat.wdrn)) {
          d = next;
          continue;
        }
      }
      const bkd = bookDate(boat, d, leadFor(d));
      let fate: 'ok' | 'X' | 'Z' = 'ok';
      let cnx: string | null = null;
      let relet = false;
      if (r.chance(0.075) && daysBetween(bkd, d) >= 3) {
        fate = 'X';
        cnx = addDays(bkd, r.int(1, daysBetween(bkd, d) - 1));
        relet = r.chance(0.45);
      } else if (r.chance(0.013) && daysBetween(bkd, d) >= 3) {
        fate = 'Z';
        cnx = addDays(d, -r.int(1, Math.min(20, daysBetween(bkd, d) - 1)));
      }
      if (cnx && cnx > LAST) {
        fate = 'ok';
        cnx = null;
        relet = false;
      }
      if (bkd <= LAST) slots.push({ boat, st: d, end, typ, bkd, fate, cnx, relet });
      if (fate === 'X' && relet && cnx && daysBetween(cnx, d) >= 2) {
        const bkd2 = addDays(cnx, r.int(1, daysBetween(cnx, d) - 1));
        if (bkd2 <= LAST && bkd <= LAST) slots.push({ boat, st: d, end, typ, bkd: bkd2, fate: 'ok', cnx: null, relet: false });
      }
      d = end;
    }
  }

  // ---------------------------------------------------------------- customers
  slots.sort((a, b) => (a.bkd < b.bkd ? -1 : a.bkd > b.bkd ? 1 : a.st < b.st ? -1 : a.st > b.st ? 1 : a.boat.cd < b.boat.cd ? -1 : 1));
  const FIRST_M = ['James', 'David', 'Peter', 'Michael', 'Andrew', 'Richard', 'Paul', 'Simon', 'Mark', 'Stephen', 'Robert', 'Ian', 'Neil', 'Graham', 'Martin', 'Colin', 'Chris', 'Tony', 'John', 'Alan', 'Gary', 'Steve', 'Nigel', 'Keith', 'Phil', 'Tom', 'Ben', 'Matt', 'Dan', 'Oliver', 'George', 'Harry', 'Rob', 'Geoff', 'Trevor', 'Malcolm'];
  const FIRST_F = ['Sarah', 'Helen', 'Claire', 'Susan', 'Karen', 'Julie', 'Emma', 'Louise', 'Rachel', 'Jane', 'Alison', 'Fiona', 'Joanne', 'Nicola', 'Catherine', 'Wendy', 'Gillian', 'Lucy', 'Anne', 'Jenny', 'Kate', 'Sue', 'Linda', 'Angela', 'Hannah', 'Sophie', 'Ruth', 'Carol', 'Judith', 'Pauline', 'Beverley', 'Mandy', 'Tracey', 'Denise', 'Lesley', 'Gail'];
  const SURN = ['Ashworth', 'Bagshaw', 'Barlow', 'Bentley', 'Birch', 'Booth', 'Bradshaw', 'Brindley', 'Broadhurst', 'Buckley', 'Cartwright', 'Chadwick', 'Clegg', 'Cooper', 'Cotton', 'Crossley', 'Dawson', 'Dean', 'Entwistle', 'Fairclough', 'Fletcher', 'Foster', 'Gaskell', 'Greenwood', 'Hadfield', 'Hardman', 'Hargreaves', 'Heywood', 'Holt', 'Horrocks', 'Howarth', 'Hulme', 'Jackson', 'Kay', 'Kershaw', 'Lees', 'Lomax', 'Marsden', 'Mellor', 'Milner', 'Moss', 'Nuttall', 'Ogden', 'Pickup', 'Platt', 'Pollitt', 'Ramsden', 'Rigby', 'Schofield', 'Shaw', 'Slater', 'Stott', 'Sutcliffe', 'Taylor', 'Tattersall', 'Walsh', 'Whittaker', 'Wild', 'Worrall', 'Yates', 'Abbott', 'Baxter', 'Chapman', 'Dixon', 'Ellis', 'Fisher', 'Gibson', 'Harper', 'Ingram', 'Jennings', 'Kemp', 'Lambert', 'Mason', 'Newman', 'Owen', 'Parsons', 'Quinn', 'Rowe', 'Sharp', 'Tucker', 'Vickers', 'Webb', 'Young', 'Miller', 'Schmidt', 'de Vries', 'Murphy', 'Kelly', 'Wilson', 'Thompson', 'Anderson', 'Campbell'];
  const makeName = uniqueNames(r, [...FIRST_M, ...FIRST_F], SURN);
  const female = new Set(FIRST_F);
  const custs: Cust[] = [];
  const newCust = (reg: string): Cust => {
    const [fnm, snm] = makeName();
    const cntry = r.weighted([['GB', 820], ['US', 50], ['AU', 38], ['DE', 22], ['NL', 20], ['CA', 18], ['NZ', 16], ['IE', 16]] as const);
    const ttl = female.has(fnm) ? r.weighted([['Mrs', 5], ['Ms', 3], ['Miss', 1], ['Dr', 0.5]] as const) : r.weighted([['Mr', 10], ['Dr', 0.6]] as const);
    const pcs = ['NN', 'MK', 'CV', 'LE', 'B', 'ST', 'CW', 'SY', 'M', 'OX', 'SK', 'WS', 'DE', 'NG', 'L', 'CH', 'TF', 'WV', 'SE', 'N', 'GU', 'RG', 'BS', 'LS', 'S'];
    const pc = cntry === 'GB' ? `${r.pick(pcs)}${r.int(1, 29)} ${r.int(1, 9)}${r.pick(['AB', 'DF', 'EG', 'HJ', 'LN', 'PQ', 'RS', 'TU', 'WX', 'YZ'])}` : null;
    const dom = r.pick(['gmail.com', 'hotmail.co.uk', 'btinternet.com', 'outlook.com', 'yahoo.co.uk', 'icloud.com', 'sky.com']);
    const c: Cust = {
      no: 5001 + custs.length, ttl, fnm, snm,
      eml: `${fnm.toLowerCase()}.${snm.toLowerCase().replace(/[^a-z]/g, '')}${r.chance(0.4) ? r.int(1, 99) : ''}@${dom}`,
      tel: cntry === 'GB' ? `07${r.int(100, 999)} ${r.int(100000, 999999)}` : `+${r.int(1, 99)} ${r.int(1000000, 9999999)}`,
      pc, cntry, reg, mktg: r.chance(0.55) ? 'Y' : 'N', blk: 'N', hireEnds: [],
    };
    custs.push(c);
    return c;
  };
  // the regulars: decide which slots are theirs
  const regularSlots = new Map<Slot, number>();
  const pastOk = slots.filter((s) => s.fate === 'ok' && s.st <= LAST);
  const regularCounts = [10, 8, 7];
  regularCounts.forEach((n, k) => {
    const pool = r.shuffle(pastOk.filter((s) => !regularSlots.has(s) && (k === 0 ? s.boat.base === 'AUD' : k === 1 ? s.boat.base === 'GAY' : true)));
    const picked: Slot[] = [];
    for (const s of pool) {
      if (picked.length >= n) break;
      if (picked.some((p) => Math.abs(daysBetween(p.st, s.st)) < 60)) continue;
      picked.push(s);
    }
    for (const s of picked) regularSlots.set(s, k);
  });
  const regulars: (Cust | null)[] = [null, null, null];

  const bkgs: Bkg[] = [];
  slots.forEach((slot, k) => {
    let cust: Cust;
    const reg = regularSlots.get(slot);
    if (reg !== undefined) {
      const existing = regulars[reg];
      if (existing) cust = existing;
      else {
        cust = newCust(addDays(slot.bkd, -r.int(0, 400)));
        cust.cntry = 'GB';
        regulars[reg] = cust;
      }
    } else if (custs.length > 40 && r.chance(0.2)) {
      cust = r.pick(custs.filter((c) => !regulars.includes(c) && c.reg <= slot.bkd));
    } else cust = newCust(slot.bkd);
    const boat = slot.boat;
    const hy = year(slot.st);
    const band = bandOf(slot.st);
    const wk = Math.round((WK_BASE[`${boat.cls}-${boat.bth}`] * YEAR_PRICE[hy] * BAND_PRICE[band]) / 5) * 5;
    const sb = Math.round((wk * 0.62) / 5) * 5;
    const trf = (slot.typ === 'WK' ? wk : slot.typ === 'FN' ? wk * 2 : sb) * 100;
    const lead = daysBetween(slot.bkd, slot.st);
    const hiredBefore = cust.hireEnds.some((e) => e <= slot.bkd);
    let discCd: string | null = null;
    let pct = 0;
    if (lead <= 14) [discCd, pct] = ['LMN', 0.15];
    else if (hiredBefore) [discCd, pct] = ['RPT', 0.1];
    else if (year(slot.bkd) < hy && (band === 'C' || band === 'D') && r.chance(0.8)) [discCd, pct] = ['EBK', 0.05];
    const disc = Math.round(trf * pct);
    const hire = trf - disc;
    const dw = r.chance(slot.typ === 'WE' || slot.typ === 'MW' ? 0.64 : 0.73) ? 'Y' : 'N';
    const dwP = dw === 'Y' ? DW_FEE[hy][slot.typ === 'WK' ? 'WK' : slot.typ === 'FN' ? 'FN' : 'SB'] : 0;
    const dogs = boat.pets === 'Y' ? r.weighted([[0, 62], [1, 30], [2, 8]] as const) : 0;
    const petP = dogs * PET_FEE[hy];
    const pax = boat.bth === 2 ? r.weighted([[1, 1], [2, 12]] as const) : r.int(Math.max(2, boat.bth - 3), boat.bth);
    const total = hire + dwP + petP;
    const balDue = addDays(slot.st, -56);
    const full = slot.bkd >= balDue;
    const dep = full ? null : Math.round((total * 0.25) / 100) * 100;
    let balPay: string | null = null;
    if (!full) {
      const recent = balDue <= LAST && balDue > addDays(LAST, -45);
      const off = rangeDays(r, recent ? [[-28, -1, 55], [0, 0, 10], [1, 12, 20], [13, 60, 12]] : [[-28, -1, 75], [0, 0, 10], [1, 12, 12], [13, 40, 4]]);
      balPay = addDays(balDue, off);
      if (balPay <= slot.bkd) balPay = addDays(slot.bkd, 1);
      if (balPay > addDays(slot.st, -3)) balPay = addDays(slot.st, -3);
      if (slot.st <= LAST && balPay > LAST) balPay = addDays(slot.st, -3);
      if (slot.cnx && slot.cnx < balPay) balPay = null;
    }
    let stat: string;
    if (slot.fate === 'X') stat = 'X';
    else if (slot.fate === 'Z') stat = 'Z';
    else if (slot.st > LAST) stat = full || (balPay && balPay <= LAST) ? 'B' : 'D';
    else if (slot.end > LAST) stat = 'H';
    else stat = 'R';
    if (stat === 'D' || stat === 'B') {
      if (balPay && balPay > LAST) balPay = null;
    }
    const cnxRsn = stat === 'X'
      ? r.weighted([['Illness', 30], ['Change of plans', 28], ['Bereavement', 6], ['Work commitments', 14], ['Covid / isolation', 2], ['Family emergency', 8], ['Booked elsewhere', 6]] as const)
      : stat === 'Z'
        ? r.weighted([['Canal stoppage', 5], ['Boat unavailable', 4], ['Breach closure', 1]] as const)
        : null;
    const src = r.weighted([['WEB', 55], ['PHN', 24], ['EML', 6], ['AGT', 12], ['SHW', year(slot.bkd) >= 2024 && month(slot.bkd) <= 3 ? 12 : 0.5]] as const);
    const b: Bkg = {
      no: 24001 + k, slot, cust, pax, dogs, band, trf, discCd, disc, hire, dw, dwP, petP, dep, balDue, balPay, src, stat, cnxRsn,
      hrsOut: null, hrsIn: null, fuel: null,
    };
    if (stat === 'H' || stat === 'R') cust.hireEnds.push(slot.end);
    bkgs.push(b);
  });

  // engine hours and fuel, boat by boat in date order
  for (const boat of boats) {
    const mine = bkgs.filter((b) => b.slot.boat === boat && (b.stat === 'H' || b.stat === 'R')).sort((a, b) => (a.slot.st < b.slot.st ? -1 : 1));
    for (const b of mine) {
      b.hrsOut = Math.round(boat.meter * 10) / 10;
      const nights = daysBetween(b.slot.st, b.slot.end);
      const used = Math.round(nights * r.float(4.1, 6.9, 2) * 10) / 10;
      boat.meter = b.hrsOut + used + (r.chance(0.3) ? r.int(1, 4) / 2 : 0);
      if (b.stat === 'R') {
        b.hrsIn = Math.round((b.hrsOut + used) * 10) / 10;
        b.fuel = Math.round(used * FUEL_RATE[year(b.slot.end)]);
      }
    }
  }

  // ---------------------------------------------------------------- callouts
  interface Callout {
    bkg: Bkg;
    call: string;
    arr: string | null;
    flt: string;
    eng: string;
    loc: string;
    res: string;
    hrs: number;
    hirer: string;
    fee: number;
    cmp: number;
  }
  const LOCS: Record<string, string[]> = {
    GAY: ['Blisworth Tunnel', 'Stoke Bruerne', 'Braunston', 'Buckby Locks', 'Weedon Bec', 'Cosgrove', 'Northampton Arm', 'Milton Keynes', 'Crick', 'Foxton Locks', 'Leighton Buzzard', 'Market Harborough'],
    AUD: ['Audlem Locks', 'Market Drayton', 'Nantwich', 'Barbridge', 'Hurleston', 'Wrenbury', 'Tyrley Locks', 'Norbury Junction', 'Chirk Aqueduct', 'Llangollen', 'Ellesmere', 'Middlewich'],
  };
  const FAR = new Set(['Foxton Locks', 'Leighton Buzzard', 'Market Harborough', 'Milton Keynes', 'Llangollen', 'Chirk Aqueduct', 'Ellesmere', 'Middlewich']);
  const ENG: Record<string, [string, number][]> = { GAY: [['MH', 6], ['JS', 4]], AUD: [['TE', 6], ['RB', 4]] };
  const fmtTs = (d: string, minutes: number) => {
    const day = addDays(d, Math.floor(minutes / 1440));
    const mm = minutes % 1440;
    return `${day} ${pad(Math.floor(mm / 60), 2)}:${pad(mm % 60, 2)}:00`;
  };
  const callouts: Callout[] = [];
  for (const b of bkgs) {
    if (b.stat !== 'H' && b.stat !== 'R') continue;
    const nights = daysBetween(b.slot.st, b.slot.end);
    const p = 0.05 * b.slot.boat.bdF * Math.min(nights, 7) / 3.5 * (month(b.slot.st) <= 2 || month(b.slot.st) >= 11 ? 1.4 : 1);
    if (!r.chance(p)) continue;
    const day = addDays(b.slot.st, r.int(0, nights - 1));
    if (day > LAST) continue;
    const winter = month(day) <= 3 || month(day) >= 11;
    const flt = r.weighted([['ENG', 15], ['ELC', 19], ['PRP', 23], ['TOI', 10], ['WTR', 9], ['GAS', 3], ['HTR', winter ? 14 : 2], ['STR', 4], ['GRD', 7], ['OTH', 4]] as const);
    const loc = r.pick(LOCS[b.slot.boat.base]);
    const res = r.weighted([['P', 18], ['F', 64], ['T', 7], ['S', 5], ['A', 4]] as const);
    const rcr = res !== 'P' && (FAR.has(loc) ? r.chance(0.7) : r.chance(0.05));
    const eng = rcr ? 'RCR' : r.weighted(ENG[b.slot.boat.base]);
    const callMin = r.int(7 * 60, 21 * 60 + 30);
    const call = fmtTs(day, callMin);
    let arr: string | null = null;
    if (res !== 'P') arr = fmtTs(day, callMin + (rcr ? r.int(95, 420) : r.int(35, 230)));
    const hrs = res === 'P' ? r.int(1, 4) / 2 : res === 'F' ? r.int(2, 12) / 2 : res === 'T' ? r.int(12, 48) / 2 : res === 'S' ? r.int(10, 24) / 2 : r.int(24, 72);
    const hirerP = flt === 'GRD' ? 0.75 : flt === 'ELC' ? 0.3 : flt === 'PRP' ? 0.12 : flt === 'TOI' ? 0.15 : 0.03;
    const hirer = r.chance(hirerP) ? 'Y' : 'N';
    const fee = hirer === 'Y' && res !== 'P' ? (year(day) >= 2026 ? 9000 : 7500) : 0;
    let cmp = 0;
    if (hirer === 'N') {
      if (res === 'A') cmp = r.int(30, 90) * 500;
      else if (res === 'T') cmp = r.int(20, 50) * 500;
      else if (res === 'S') cmp = r.int(10, 30) * 500;
      else if (res === 'F' && hrs >= 4 && r.chance(0.4)) cmp = r.int(5, 15) * 500;
    }
    callouts.push({ bkg: b, call, arr, flt, eng, loc, res, hrs, hirer, fee, cmp });
  }
  callouts.sort((a, b) => (a.call < b.call ? -1 : 1));
  // unplanned repairs after tows
  for (const c of callouts) {
    if (c.res !== 'T' && c.res !== 'A') continue;
    if (c.res === 'A' && c.flt !== 'ENG' && c.flt !== 'STR') continue;
    const boat = c.bkg.slot.boat;
    const frm = addDays(c.call.slice(0, 10), 1);
    if (frm > LAST) continue;
    const nextSt = bkgs.filter((b) => b.slot.boat === boat && b.stat !== 'X' && b.stat !== 'Z' && b.slot.st > c.bkg.slot.st).map((b) => b.slot.st).sort()[0];
    let to = addDays(frm, r.int(1, 6));
    if (nextSt && to >= nextSt) to = addDays(nextSt, -1);
    if (to < frm || hitsXmas(frm, to) || blocked(boat, frm, to)) continue;
    addM(boat, 'RP', frm, to, to, c.eng === 'RCR' ? r.pick(['Overwater Marina', 'Braunston Marina', 'Nantwich Canal Centre']) : 'Own yard', to <= LAST ? costFor('RP') : null,
      c.flt === 'ENG' ? 'Engine repair after breakdown' : c.flt === 'STR' ? 'Steering gear repair' : c.flt === 'PRP' ? 'Prop shaft and cutlass bearing' : 'Repair after breakdown');
  }

  // ---------------------------------------------------------------- damage claims
  interface Claim {
    bkg: Bkg;
    rpt: string;
    cd: string;
    dsc: string;
    rpr: number;
    chg: number;
    stat: string;
    set: string | null;
  }
  const DMG: Record<string, [number, number, string[]]> = {
    HUL: [150, 1200, ['Scraped paintwork, port side', 'Gouge in hull, bow', 'Dented cabin side', 'Stern paintwork damaged in lock']],
    WIN: [80, 350, ['Broken porthole', 'Cracked side hatch window', 'Smashed saloon window']],
    PRP: [200, 1500, ['Bent propeller', 'Prop shaft damaged', 'Rudder bent after grounding']],
    CNP: [100, 600, ['Torn cratch cover', 'Pram hood frame bent', 'Canopy ripped on bridge']],
    EQP: [15, 90, ['Lost windlass', 'Boat hook lost overboard', 'Centre line missing', 'Fender lost', 'Gangplank lost', 'Mooring pins lost']],
    INT: [50, 400, ['Stained upholstery', 'Burn on worktop', 'Dog damage to seating', 'Broken cupboard door', 'Carpet ruined']],
  };
  const claims: Claim[] = [];
  for (const b of bkgs) {
    if (b.stat !== 'R') continue;
    if (!r.chance(0.056)) continue;
    const cd = r.weighted([['HUL', 30], ['WIN', 12], ['PRP', 11], ['CNP', 12], ['EQP', 21], ['INT', b.dogs > 0 ? 30 : 12]] as const);
    const [lo, hi, dscs] = DMG[cd];
    const rpr = r.int(lo, hi) * 100 + (cd === 'EQP' ? 0 : r.int(0, 99));
    const excluded = cd === 'EQP' || cd === 'INT';
    const chg = excluded ? rpr : b.dw === 'Y' ? 0 : Math.min(rpr, 60000);
    const rpt = b.slot.end;
    let stat: string;
    let set: string | null = null;
    if (chg === 0) stat = 'N';
    else if (daysBetween(rpt, LAST) < 45) stat = r.chance(0.7) ? 'O' : 'P';
    else stat = r.weighted([['P', 85], ['D', 6], ['W', 4], ['O', 5]] as const);
    if (stat === 'P') {
      set = addDays(rpt, r.int(2, 40));
      if (set > LAST) {
        stat = 'O';
        set = null;
      }
    } else if (stat === 'W') {
      set = addDays(rpt, r.int(60, 120));
      if (set > LAST) {
        stat = 'D';
        set = null;
      }
    }
    if (stat === 'W') b.cust.blk = 'Y';
    claims.push({ bkg: b, rpt, cd, dsc: r.pick(dscs), rpr, chg, stat, set });
  }
  claims.sort((a, b) => (a.rpt < b.rpt ? -1 : a.rpt > b.rpt ? 1 : a.bkg.no - b.bkg.no));
  for (const c of custs) if (c.blk === 'N' && r.chance(0.003)) c.blk = 'Y';

  // ---------------------------------------------------------------- ledger
  const txns: Txn[] = [];
  const mth = () => r.weighted([['CARD', 70], ['BACS', 25], ['CHQ', 5]] as const);
  const push = (bkg: Bkg, dt: string, cd: string, amt: number, m: string, memo: string | null, ord: number) => {
    if (dt > LAST || amt <= 0) return;
    const ref = m === 'CARD' ? `AUTH${r.int(100000, 999999)}` : m === 'BACS' ? `${bkg.cust.snm.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 8)} ${bkg.no}` : m === 'CHQ' ? `CHQ ${r.int(100100, 899999)}` : null;
    txns.push({ bkg, dt, cd, amt, mth: m, ref, memo, void: 'N', ord });
    if ((cd === 'DEP' || cd === 'BAL') && m === 'CARD' && r.chance(0.018)) {
      txns.push({ bkg, dt, cd, amt, mth: m, ref: `AUTH${r.int(100000, 999999)}`, memo: 'Duplicate card charge - voided', void: 'Y', ord: ord + 0.5 });
    }
  };
  for (const b of bkgs) {
    const total = b.hire + b.dwP + b.petP;
    const payM = b.src === 'AGT' ? 'BACS' : mth();
    let paid = 0;
    if (b.dep === null) {
      push(b, b.slot.bkd, 'BAL', total, payM, 'Paid in full at booking', 1);
      paid = total;
    } else {
      const depDt = addDays(b.slot.bkd, payM === 'CARD' ? 0 : r.int(0, 3));
      push(b, depDt, 'DEP', b.dep, payM, null, 1);
      paid = depDt <= LAST ? b.dep : 0;
      if (b.balPay) {
        push(b, b.balPay, 'BAL', total - b.dep, payM === 'CHQ' ? 'BACS' : payM, null, 2);
        if (b.balPay <= LAST) paid += total - b.dep;
      }
    }
    if (b.stat === 'Z' && b.slot.cnx) push(b, b.slot.cnx, 'RFD', paid, 'BACS', 'Cancelled by us - full refund', 3);
    if (b.stat === 'X' && b.slot.relet && b.slot.cnx && b.balPay && b.balPay <= b.slot.cnx) {
      push(b, addDays(b.slot.cnx, r.int(3, 14)), 'RFD', total - (b.dep ?? 0) - 5000, 'BACS', 'Boat re-let - balance refunded less admin fee', 3);
    }
    if (b.stat === 'R' && b.fuel) push(b, b.slot.end, 'FUL', b.fuel, r.chance(0.93) ? 'CARD' : 'CASH', null, 4);
  }
  for (const c of callouts) {
    const end = c.bkg.slot.end;
    if (c.fee > 0 && c.bkg.stat === 'R') push(c.bkg, end, 'CFE', c.fee, 'CARD', `Callout fee - ${c.flt}`, 5);
    if (c.cmp > 0) push(c.bkg, addDays(end, r.int(1, 12)), 'RFD', c.cmp, 'BACS', 'Breakdown compensation', 6);
  }
  for (const c of claims) if (c.stat === 'P' && c.set) push(c.bkg, c.set, 'DMG', c.chg, r.chance(0.8) ? 'CARD' : 'BACS', c.dsc, 7);
  txns.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.bkg.no !== b.bkg.no ? a.bkg.no - b.bkg.no : a.ord - b.ord));

  maint.sort((a, b) => (a.frm < b.frm ? -1 : a.frm > b.frm ? 1 : a.boat.cd < b.boat.cd ? -1 : 1));

  // ---------------------------------------------------------------- tariff
  const tariff: (string | number)[][] = [];
  for (const yr of [2024, 2025, 2026, 2027]) {
    for (const band of ['A', 'B', 'C', 'D']) {
      for (const [key, base] of Object.entries(WK_BASE)) {
        const [cls, bth] = key.split('-');
        const wk = Math.round((base * YEAR_PRICE[yr] * BAND_PRICE[band]) / 5) * 5;
        const sb = Math.round((wk * 0.62) / 5) * 5;
        tariff.push([yr, band, cls, Number(bth), wk * 100, sb * 100]);
      }
    }
  }

  const ddl = `
CREATE SCHEMA hfl;
CREATE TABLE hfl.base (
  base_cd char(3) PRIMARY KEY,
  base_nm varchar(40) NOT NULL,
  canal varchar(40) NOT NULL,
  twn varchar(30) NOT NULL,
  pcode varchar(8) NOT NULL,
  tel varchar(16),
  mgr_nm varchar(40),
  opn_yr smallint
);
CREATE TABLE hfl.boat (
  boat_cd char(3) PRIMARY KEY,
  boat_nm varchar(30) NOT NULL,
  base_cd char(3) NOT NULL REFERENCES hfl.base (base_cd),
  cls varchar(10) NOT NULL,
  bth smallint NOT NULL,
  len_ft smallint NOT NULL,
  blt_yr smallint,
  pets_yn char(1) NOT NULL,
  crt_idx varchar(8),
  fleet_dt date NOT NULL,
  wdrn_dt date,
  actv_yn char(1) NOT NULL
);
CREATE TABLE hfl.tariff (
  trf_yr smallint NOT NULL,
  band_cd char(1) NOT NULL,
  cls varchar(10) NOT NULL,
  bth smallint NOT NULL,
  wk_p integer NOT NULL,
  sb_p integer NOT NULL,
  PRIMARY KEY (trf_yr, band_cd, cls, bth)
);
CREATE TABLE hfl.cust (
  cust_no integer PRIMARY KEY,
  ttl varchar(5),
  fnm varchar(30) NOT NULL,
  snm varchar(30) NOT NULL,
  eml varchar(80),
  tel varchar(20),
  pcode varchar(8),
  cntry_cd char(2) NOT NULL,
  reg_dt date NOT NULL,
  mktg_yn char(1) NOT NULL,
  blk_yn char(1) NOT NULL
);
CREATE TABLE hfl.bkg (
  bkg_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES hfl.cust (cust_no),
  boat_cd char(3) NOT NULL REFERENCES hfl.boat (boat_cd),
  bkd_dt date NOT NULL,
  st_dt date NOT NULL,
  end_dt date NOT NULL,
  hire_typ char(2) NOT NULL,
  band_cd char(1) NOT NULL,
  pax smallint NOT NULL,
  dogs smallint NOT NULL DEFAULT 0,
  trf_p integer NOT NULL,
  disc_cd char(3),
  disc_p integer NOT NULL DEFAULT 0,
  hire_p integer NOT NULL,
  dw_yn char(1) NOT NULL,
  dw_p integer NOT NULL DEFAULT 0,
  pet_p integer NOT NULL DEFAULT 0,
  dep_p integer,
  bal_due_dt date NOT NULL,
  src_cd char(3) NOT NULL,
  stat_cd char(1) NOT NULL,
  cnx_dt date,
  cnx_rsn varchar(30),
  hrs_out numeric(7,1),
  hrs_in numeric(7,1),
  fuel_p integer
);
CREATE TABLE hfl.txn (
  txn_no integer PRIMARY KEY,
  bkg_no integer NOT NULL REFERENCES hfl.bkg (bkg_no),
  txn_dt date NOT NULL,
  txn_cd char(3) NOT NULL,
  amt_p integer NOT NULL,
  pay_mth varchar(4) NOT NULL,
  pay_ref varchar(24),
  memo varchar(60),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE hfl.callout (
  co_no integer PRIMARY KEY,
  bkg_no integer NOT NULL REFERENCES hfl.bkg (bkg_no),
  boat_cd char(3) NOT NULL REFERENCES hfl.boat (boat_cd),
  call_ts timestamp NOT NULL,
  arr_ts timestamp,
  flt_cd char(3) NOT NULL,
  eng_cd varchar(3) NOT NULL,
  loc varchar(30),
  res_cd char(1) NOT NULL,
  hrs_lst numeric(4,1),
  hirer_yn char(1) NOT NULL,
  fee_p integer NOT NULL DEFAULT 0,
  cmp_p integer NOT NULL DEFAULT 0
);
CREATE TABLE hfl.maint (
  mnt_no integer PRIMARY KEY,
  boat_cd char(3) NOT NULL REFERENCES hfl.boat (boat_cd),
  mnt_typ varchar(3) NOT NULL,
  frm_dt date NOT NULL,
  to_dt date,
  yard varchar(30),
  cost_p integer,
  notes varchar(60)
);
CREATE TABLE hfl.dmg (
  clm_no integer PRIMARY KEY,
  bkg_no integer NOT NULL REFERENCES hfl.bkg (bkg_no),
  rpt_dt date NOT NULL,
  dmg_cd char(3) NOT NULL,
  dsc varchar(40),
  rpr_p integer NOT NULL,
  chg_p integer NOT NULL,
  stat_cd char(1) NOT NULL,
  set_dt date
);
`;
  return [
    ddl,
    insertRows('hfl.base', ['base_cd', 'base_nm', 'canal', 'twn', 'pcode', 'tel', 'mgr_nm', 'opn_yr'], BASES.map((b) => [...b])),
    insertRows('hfl.boat', ['boat_cd', 'boat_nm', 'base_cd', 'cls', 'bth', 'len_ft', 'blt_yr', 'pets_yn', 'crt_idx', 'fleet_dt', 'wdrn_dt', 'actv_yn'],
      boats.map((b) => [b.cd, b.nm, b.base, b.cls, b.bth, b.len, b.blt, b.pets, `${r.int(50, 53)}${pad(r.int(0, 9999), 4)}`, b.fleet, b.wdrn, b.wdrn ? 'N' : 'Y'])),
    insertRows('hfl.tariff', ['trf_yr', 'band_cd', 'cls', 'bth', 'wk_p', 'sb_p'], tariff),
    insertRows('hfl.cust', ['cust_no', 'ttl', 'fnm', 'snm', 'eml', 'tel', 'pcode', 'cntry_cd', 'reg_dt', 'mktg_yn', 'blk_yn'],
      custs.map((c) => [c.no, c.ttl, c.fnm, c.snm, c.eml, c.tel, c.pc, c.cntry, c.reg, c.mktg, c.blk])),
    insertRows('hfl.bkg', ['bkg_no', 'cust_no', 'boat_cd', 'bkd_dt', 'st_dt', 'end_dt', 'hire_typ', 'band_cd', 'pax', 'dogs', 'trf_p', 'disc_cd', 'disc_p', 'hire_p', 'dw_yn', 'dw_p', 'pet_p', 'dep_p', 'bal_due_dt', 'src_cd', 'stat_cd', 'cnx_dt', 'cnx_rsn', 'hrs_out', 'hrs_in', 'fuel_p'],
      bkgs.map((b) => [b.no, b.cust.no, b.slot.boat.cd, b.slot.bkd, b.slot.st, b.slot.end, b.slot.typ, b.band, b.pax, b.dogs, b.trf, b.discCd, b.disc, b.hire, b.dw, b.dwP, b.petP, b.dep, b.balDue, b.src, b.stat,
        b.stat === 'X' || b.stat === 'Z' ? b.slot.cnx : null, b.cnxRsn, b.hrsOut, b.hrsIn, b.fuel])),
    insertRows('hfl.txn', ['txn_no', 'bkg_no', 'txn_dt', 'txn_cd', 'amt_p', 'pay_mth', 'pay_ref', 'memo', 'void_yn'],
      txns.map((t, k) => [300001 + k, t.bkg.no, t.dt, t.cd, t.amt, t.mth, t.ref, t.memo, t.void])),
    insertRows('hfl.callout', ['co_no', 'bkg_no', 'boat_cd', 'call_ts', 'arr_ts', 'flt_cd', 'eng_cd', 'loc', 'res_cd', 'hrs_lst', 'hirer_yn', 'fee_p', 'cmp_p'],
      callouts.map((c, k) => [1001 + k, c.bkg.no, c.bkg.slot.boat.cd, c.call, c.arr, c.flt, c.eng, c.loc, c.res, c.hrs, c.hirer, c.fee, c.cmp])),
    insertRows('hfl.maint', ['mnt_no', 'boat_cd', 'mnt_typ', 'frm_dt', 'to_dt', 'yard', 'cost_p', 'notes'],
      maint.map((m, k) => [701 + k, m.boat.cd, m.typ, m.frm, m.to, m.yard, m.cost, m.note])),
    insertRows('hfl.dmg', ['clm_no', 'bkg_no', 'rpt_dt', 'dmg_cd', 'dsc', 'rpr_p', 'chg_p', 'stat_cd', 'set_dt'],
      claims.map((c, k) => [4001 + k, c.bkg.no, c.rpt, c.cd, c.dsc, c.rpr, c.chg, c.stat, c.set])),
  ].join('\n');
}
