/**
 * Bryn Eithin Holiday Park (Parc Gwyliau Bryn Eithin), a family-run holiday park near Morfa Nefyn on the Llyn
 * Peninsula, Gwynedd, North Wales, run by the Pritchard-Owen family since 1987. The park has:
 * - touring pitches for caravans, motorhomes and campervans: hardstanding pitches with electric hook-up on the main
 *   field (Cae Mawr) and grass pitches with electric on the small field (Cae Bach);
 * - a tent field (Cae Pebyll) of grass pitches without electric, open only from 1 April to 30 September;
 * - hire lodges in the woodland (Coed) and hire static caravans (Glan Mor, the sea-view field), let by the night,
 *   usually for a 3-night weekend (Friday to Monday), a 4-night midweek break (Monday to Friday) or a week or more;
 * - pitches for privately owned static caravans (Glan Mor and Perllan, the old orchard). Owners pay an annual pitch
 *   fee for each season; owners' own stays are NOT recorded as bookings.
 * The park is open from 1 March to 31 October each year (the "season"); it is closed from November to February,
 * when no one may stay, not even owners, and the winter maintenance works are done. The shop and the bar are run on
 * a separate till system: their takings are NOT in this database, nor are any costs (wages, utilities, contractors'
 * bills, supplies), nor guest reviews or feedback.
 *
 * This is the database of the "PitchMaster 4" park-management package (schema `pm4`) as it stood at close of
 * business on 2026-11-24 (extract taken the morning of 2026-11-25). The package went live on 2023-10-02: bookings
 * for the 2024 season already taken in the old paper diary were keyed in during October and November 2023 with the
 * booking date set to the day they were keyed; nothing of the 2023 season or earlier was migrated. Owners'
 * agreements were entered with their original start dates. Money is in pounds sterling held as integer PENCE
 * (columns ending `_p`): 4250 is GBP 42.50. Prices include VAT. Bookings whose arrival date is after 2026-11-25 are
 * FUTURE bookings for the 2027 season (taken in advance); every other dated row is on or before 2026-11-24.
 *
 * - `unit_typ`: lookup of unit types, keyed by `ut_cd`. TEH touring pitch, hardstanding with electric; TGE touring
 *   pitch, grass with electric; TNT tent pitch (grass, no electric); LDG hire lodge; STH hire static caravan; OWN
 *   pitch for a privately owned static caravan. `ut_desc` the description (words); `cat` the category (words:
 *   'Touring', 'Tent', 'Lodge', 'Static hire', 'Owner static'); `hire_yn` Y for units we let to guests by the night
 *   (every type but OWN), N for owner pitches; `bal_dd` the number of days before arrival the booking balance is due
 *   (42 for lodges and hire statics; 0 for touring and tent pitches, whose balance is paid on arrival; NULL for OWN).
 *
 * - `ssn`: lookup of seasons, one row per year, keyed by `ssn_yr`. `opn_dt` the first night of the season (1 March);
 *   `cls_dt` the last night of the season (31 October: guests leave by 1 November); `pf_std_p` the standard annual
 *   pitch fee for an owner static for that season, in pence (band B pitches pay this; band A sea-view pitches pay 12%
 *   more); `pf_due_dt` the day that season's pitch fee must be paid by (1 March of the season).
 *
 * - `unit`: every lettable unit and every pitch, keyed by `unit_no` (T01.. touring, G01.. tent, L01.. lodges,
 *   S01.. hire statics, P01.. owner pitches). `ut_cd` the type (`unit_typ.ut_cd`); `unit_nm` the name of a lodge or
 *   hire static (Welsh tree names for lodges, Welsh bird names for statics), NULL for pitches (touring, tent and owner
 *   pitches are known by their number); `area_nm` the field it is on (words: 'Cae Mawr', 'Cae Bach', 'Cae Pebyll',
 *   'Coed', 'Glan Mor', 'Perllan'); `brth` the most people it takes (berths for lodges and statics; 6 on a touring
 *   or tent pitch, counting adults and children; a nominal 8 on an owner pitch); `bdrm` bedrooms for lodges and
 *   hire statics, NULL for pitches; `pets_yn` Y dogs allowed, N not; `pf_band` for owner pitches the pitch-fee band
 *   (A sea view, B standard), NULL for other units; `inst_dt` the day the unit or pitch came into use; `rmvd_dt` the
 *   day it was taken out of use (a hire static sold off the park, a pitch dug up), NULL while still in use.
 *
 * - `guest`: guest records (the lead name on a booking), keyed by `gst_no`. `fname`, `sname` first name and surname;
 *   `pcode` the outward part of the home postcode (e.g. 'WA14', 'LL53'); `rgn` the home region (words: 'North West
 *   England', 'West Midlands', 'Wales', 'Yorkshire', 'East Midlands', 'South of England', 'Scotland'); `heard_via`
 *   how they first heard of us (words: 'Google', 'Pitchup', 'Word of mouth', 'Facebook', 'Camping magazine',
 *   'Passing by'); `mkt_yn` Y agreed to marketing e-mails; `crt_dt` the day the record was created (first booking or
 *   first enquiry). Some records come from brochure requests and were never followed by a booking.
 *
 * - `bkg`: bookings, one row per booking of one unit, keyed by `bk_no` (in order of booking). `gst_no` the lead guest
 *   (`guest.gst_no`); `unit_no` the unit or pitch booked (`unit.unit_no`); `bkd_dt` the day the booking was made;
 *   `arr_dt` arrival date; `dep_dt` departure date (the morning they leave); `nts` nights (dep_dt - arr_dt); `adl`
 *   adults, `chd` children (under 16) in the party; `dogs` dogs brought (0 when none; only pet-friendly units);
 *   `rig_cd` for touring and tent pitches what they brought: CV touring caravan, MH motorhome, CT campervan, TT
 *   trailer tent, TN tent; NULL for lodges and statics; `chan` where the booking came from: WEB our own website, TEL
 *   telephone or e-mail, PU Pitchup.com, AGT letting agency (lodges and statics only), WLK walk-up on the day (touring
 *   and tents only); `tot_p` the total price of the stay in pence (nightly rates by season band, extra persons and
 *   dogs; longer hire stays discounted); `stat_cd` the booking status: P provisional (held, deposit not yet paid,
 *   future bookings only), C confirmed (deposit paid, stay still to come), D departed (the stay took place and is
 *   complete), NS no-show (the guest never arrived and did not cancel), X cancelled by the guest, XP cancelled by the
 *   park (unit out of action, flooding); `cxl_dt` the day a booking was cancelled, NULL unless X or XP. A cancelled
 *   booking frees the unit, so a later booking may cover the same nights. The park is closed now, so every booking
 *   arriving before 2026-11-25 is D, NS, X or XP, and every booking arriving later is P, C, X or XP.
 *
 * - `acct_txn`: the money ledger, one row per money movement or charge, keyed by `txn_id`. `txn_dt` the date;
 *   `txn_cd` the kind of row: DEP booking deposit received, BAL booking balance received, RFD refund paid back to a
 *   guest, PFI pitch-fee invoice raised to an owner (a charge, not money received), PFP pitch-fee payment received from
 *   an owner; `bk_no` the booking (`bkg.bk_no`) for DEP, BAL and RFD rows, NULL otherwise; `own_ac` the owner
 *   (`ownr.own_ac`) for PFI and PFP rows, NULL otherwise; `pf_yr` for PFI and PFP rows the season the pitch fee is for
 *   (`ssn.ssn_yr`), NULL otherwise; `amt_p` the amount in pence, always positive (a refund is money out); `pay_mth`
 *   CARD, BACS bank transfer, CASH or CHQ cheque, NULL on PFI rows; `usr_ini` initials of the person who keyed it;
 *   `void_yn` Y the row was keyed in error (most often a payment keyed twice) and voided: it is kept for the audit
 *   trail and must be ignored; N live. Deposits: lodges and hire statics pay 25% of the total (to the pound) when
 *   booking and the balance, due 42 days before arrival (both on the booking day when booked later than that); touring
 *   and tent bookings made 7 or more days ahead pay a GBP 25 deposit when booking and the rest on arrival; bookings
 *   made later pay everything on arrival as the balance. Deposits are not refundable when a guest cancels; a balance
 *   already paid is refunded if the guest cancels 14 or more days before arrival; when the park cancels, everything
 *   paid is refunded. A no-show on a touring or tent pitch forfeits the deposit and pays no balance. Owners' pitch
 *   fees for a season are invoiced at the start of the November before (or pro rata when an owner joins during a
 *   season) and are due by `ssn.pf_due_dt`; owners pay in one go or in instalments.
 *
 * - `ownr`: owners of private static caravans, one row per owner agreement, keyed by `own_ac` ('OW' and a number).
 *   `own_nm` the owner's name; `unit_no` the owner pitch the caravan stands on (`unit.unit_no`); `van_mk` the make
 *   and model of the caravan (words, e.g. 'Willerby Avonmore'); `van_yr` the year the caravan was built; `agr_st`
 *   the day the agreement (licence) started; `agr_end` the day it ended (owner sold up or moved the van off; a pitch
 *   may then stand empty until a new owner arrives), NULL while the owner is still on the park; `sublet_yn` Y the
 *   owner is allowed to let the caravan to friends and family, N not.
 *
 * - `mnt_job`: maintenance jobs on units and pitches, keyed by `job_no`. `unit_no` the unit (`unit.unit_no`; for an
 *   owner pitch only the park's services to the pitch are our job, not the owner's caravan); `rptd_dt` the day
 *   reported; `rptd_by` who reported it (words: 'Guest', 'Staff', 'Owner'); `cat_cd` PLB plumbing and water, ELC
 *   electrics and hook-ups, GAS gas, APP appliances, HTG heating and hot water, STR structure (roof, decking, steps,
 *   windows), CLN deep clean or pest, GRD grounds and pitch surface; `prio` 1 urgent, 2 normal, 3 low (planned or
 *   winter works); `dscr` description; `assgn` who does it ('In-house' or the contractor's name); `job_st` the job
 *   status (words: 'Open', 'Done', 'Cancelled'); `done_dt` the day the job was finished, NULL unless Done.
 */
import { addDays, daysBetween, dayOfWeek, insertRows, maxDate, minDate, pad, seededRandom, uniqueNames } from '../../seeded-random';

const GO_LIVE = '2023-10-02';
const LAST = '2026-11-24';

interface Ssn {
  yr: number;
  opn: string;
  cls: string;
  pf: number;
  easter: [string, string];
  mayDay: string;
  spring: string;
  augBh: string;
}
const SSN: Ssn[] = [
  { yr: 2024, opn: '2024-03-01', cls: '2024-10-31', pf: 395000, easter: ['2024-03-23', '2024-04-07'], mayDay: '2024-05-06', spring: '2024-05-27', augBh: '2024-08-26' },
  { yr: 2025, opn: '2025-03-01', cls: '2025-10-31', pf: 415000, easter: ['2025-04-12', '2025-04-27'], mayDay: '2025-05-05', spring: '2025-05-26', augBh: '2025-08-25' },
  { yr: 2026, opn: '2026-03-01', cls: '2026-10-31', pf: 439000, easter: ['2026-03-28', '2026-04-12'], mayDay: '2026-05-04', spring: '2026-05-25', augBh: '2026-08-31' },
  { yr: 2027, opn: '2027-03-01', cls: '2027-10-31', pf: 462000, easter: ['2027-03-20', '2027-04-04'], mayDay: '2027-05-03', spring: '2027-05-31', augBh: '2027-08-30' },
];
const ssnOf = (d: string) => SSN.find((s) => s.yr === Number(d.slice(0, 4))) as Ssn;

const UT: [string, string, string, string, number | null][] = [
  ['TEH', 'Touring pitch - hardstanding, electric', 'Touring', 'Y', 0],
  ['TGE', 'Touring pitch - grass, electric', 'Touring', 'Y', 0],
  ['TNT', 'Tent pitch - grass, no electric', 'Tent', 'Y', 0],
  ['LDG', 'Hire lodge', 'Lodge', 'Y', 42],
  ['STH', 'Hire static caravan', 'Static hire', 'Y', 42],
  ['OWN', 'Owner static caravan pitch', 'Owner static', 'N', null],
];

interface Unit {
  no: string;
  ut: string;
  nm: string | null;
  area: string;
  brth: number;
  bdrm: number | null;
  pets: string;
  band: string | null;
  inst: string;
  rmvd: string | null;
  pull: number;
}

const isHire = (u: Unit) => u.ut === 'LDG' || u.ut === 'STH';

interface Bkg {
  no: number;
  gst: number;
  unit: Unit;
  bkd: string;
  arr: string;
  dep: string;
  adl: number;
  chd: number;
  dogs: number;
  rig: string | null;
  chan: string;
  tot: number;
  stat: string;
  cxl: string | null;
}

interface Txn {
  dt: string;
  cd: string;
  bk: Bkg | null;
  own: string | null;
  pfYr: number | null;
  amt: number;
  mth: string | null;
  usr: string;
  voided: boolean;
  seq: number;
}

const FIRST = [
  'Gareth', 'Sian', 'Dafydd', 'Rhian', 'Emyr', 'Nia', 'Iwan', 'Ffion', 'Huw', 'Catrin', 'Aled', 'Bethan', 'Rhys', 'Elin',
  'Owain', 'Megan', 'Dylan', 'Carys', 'Geraint', 'Lowri', 'John', 'Susan', 'David', 'Karen', 'Paul', 'Julie', 'Mark',
  'Helen', 'Andrew', 'Sarah', 'Steven', 'Claire', 'Peter', 'Joanne', 'Ian', 'Rachel', 'Neil', 'Emma', 'Gary', 'Lisa',
  'Simon', 'Nicola', 'Darren', 'Angela', 'Martin', 'Louise', 'Kevin', 'Michelle', 'Stuart', 'Dawn', 'Craig', 'Kelly',
  'Wayne', 'Donna', 'Lee', 'Tracey', 'Graham', 'Gemma', 'Phil', 'Amanda', 'Tom', 'Laura', 'Chris', 'Hannah', 'Matt',
  'Jess', 'Rob', 'Vicky', 'Ben', 'Zoe', 'Sam', 'Amy', 'Jamie', 'Katie', 'Adam', 'Becky', 'Alan', 'Pauline', 'Keith', 'Janet',
];
const LASTN = [
  'Jones', 'Williams', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Hughes', 'Lewis', 'Morgan', 'Griffiths', 'Owen', 'Parry',
  'Pritchard', 'Ellis', 'Lloyd', 'Rees', 'Jenkins', 'Price', 'Morris', 'Edwards', 'Smith', 'Taylor', 'Brown', 'Wilson',
  'Johnson', 'Walker', 'Wright', 'Robinson', 'Thompson', 'White', 'Hall', 'Green', 'Wood', 'Harris', 'Clarke', 'Jackson',
  'Turner', 'Hill', 'Moore', 'Cooper', 'Ward', 'King', 'Baker', 'Harrison', 'Shaw', 'Holmes', 'Chadwick', 'Bennett',
  'Gregory', 'Kenyon', 'Ashworth', 'Whittaker', 'Brierley', 'Dunn', 'Mellor', 'Hodgkinson', 'Pickering', 'Barlow',
  'Stanley', 'Fletcher', 'Rowlands', 'Vaughan', 'Humphreys', 'Bowen', 'Powell', 'Howells', 'Cartwright', 'Bagnall',
  'Hollins', 'Tonks', 'Marsh', 'Booth', 'Haworth', 'Lucas', 'Naylor', 'Doyle', 'Kelly', 'Murphy', 'Byrne', 'Quinn',
];

const REGIONS: [string, string[], number][] = [
  ['North West England', ['M', 'WA', 'L', 'CH', 'WN', 'SK', 'PR', 'BL', 'OL', 'CW'], 38],
  ['West Midlands', ['B', 'WV', 'WS', 'DY', 'ST', 'CV', 'TF'], 21],
  ['Wales', ['LL', 'SY', 'CF', 'SA', 'NP'], 16],
  ['Yorkshire', ['LS', 'S', 'BD', 'HD', 'HX', 'WF'], 10],
  ['East Midlands', ['NG', 'DE', 'LE', 'NN'], 7],
  ['South of England', ['GL', 'BS', 'OX', 'RG', 'SN', 'BH'], 5],
  ['Scotland', ['G', 'EH', 'KA'], 3],
];

export function datasetSql(): string {
  const r = seededRandom(240611);

  // ---------------------------------------------------------------- units
  const units: Unit[] = [];
  const pullF = () => r.float(0.8, 1.2, 3);
  for (let i = 1; i <= 18; i++) {
    units.push({ no: `T${pad(i, 2)}`, ut: 'TEH', nm: null, area: 'Cae Mawr', brth: 6, bdrm: null, pets: 'Y', band: null, inst: i <= 16 ? '2009-03-01' : '2025-03-01', rmvd: null, pull: i <= 6 ? pullF() * 1.15 : pullF() });
  }
  for (let i = 19; i <= 24; i++) {
    units.push({ no: `T${pad(i, 2)}`, ut: 'TGE', nm: null, area: 'Cae Bach', brth: 6, bdrm: null, pets: i === 24 ? 'N' : 'Y', band: null, inst: '1998-03-01', rmvd: i === 24 ? '2025-10-31' : null, pull: pullF() });
  }
  for (let i = 1; i <= 12; i++) {
    units.push({ no: `G${pad(i, 2)}`, ut: 'TNT', nm: null, area: 'Cae Pebyll', brth: 6, bdrm: null, pets: i <= 8 ? 'Y' : 'N', band: null, inst: i <= 10 ? '2012-04-01' : '2026-04-01', rmvd: null, pull: pullF() });
  }
  const LODGES: [string, number, number, string, string][] = [
    ['Derwen', 6, 3, 'N', '2016-03-01'],
    ['Onnen', 4, 2, 'Y', '2016-03-01'],
    ['Bedwen', 4, 2, 'N', '2016-03-01'],
    ['Celyn', 6, 3, 'Y', '2019-03-01'],
    ['Helyg', 4, 2, 'N', '2019-03-01'],
    ['Criafol', 6, 3, 'N', '2025-05-01'],
  ];
  LODGES.forEach(([nm, b, bd, pets, inst], k) => {
    units.push({ no: `L${pad(k + 1, 2)}`, ut: 'LDG', nm, area: 'Coed', brth: b, bdrm: bd, pets, band: null, inst, rmvd: null, pull: [1.1, 0.95, 0.9, 1.15, 0.85, 1.05][k] as number });
  });
  const STATICS: [string, number, number, string, string, string | null][] = [
    ['Gwylan', 6, 3, 'Y', '2014-03-01', null],
    ['Mulfran', 6, 3, 'N', '2014-03-01', null],
    ['Pioden', 4, 2, 'Y', '2015-03-01', null],
    ['Drudwy', 8, 3, 'N', '2015-03-01', null],
    ['Titw', 4, 2, 'N', '2017-03-01', null],
    ['Dryw', 6, 2, 'Y', '2018-03-01', null],
    ['Alarch', 6, 3, 'N', '2010-03-01', '2025-10-31'],
    ['Hebog', 6, 3, 'N', '2020-03-01', null],
    ['Bran', 6, 3, 'Y', '2026-03-01', null],
  ];
  STATICS.forEach(([nm, b, bd, pets, inst, rmvd], k) => {
    units.push({ no: `S${pad(k + 1, 2)}`, ut: 'STH', nm, area: 'Glan Mor', brth: b, bdrm: bd, pets, band: null, inst, rmvd, pull: [1.1, 1.0, 0.85, 1.2, 0.8, 0.95, 0.9, 1.05, 1.0][k] as number });
  });
  for (let i = 1; i <= 30; i++) {
    units.push({ no: `P${pad(i, 2)}`, ut: 'OWN', nm: null, area: i <= 12 ? 'Glan Mor' : 'Perllan', brth: 8, bdrm: null, pets: 'Y', band: i <= 12 ? 'A' : 'B', inst: i <= 28 ? '2001-03-01' : '2025-03-01', rmvd: null, pull: 1 });
  }
  const inUse = (u: Unit, d: string) => u.inst <= d && (u.rmvd === null || u.rmvd >= d);

  // ---------------------------------------------------------------- calendar
  const summer = (d: string) => d.slice(5) >= '07-19' && d.slice(5) <= '09-01';
  const band = (d: string): 'L' | 'M' | 'H' => {
    const s = ssnOf(d);
    const m = Number(d.slice(5, 7));
    if (summer(d)) return 'H';
    if (d >= s.easter[0] && d <= s.easter[1]) return 'H';
    if (d >= addDays(s.spring, -2) && d <= addDays(s.spring, 6)) return 'H';
    if (d >= addDays(s.mayDay, -3) && d <= s.mayDay) return 'M';
    if (m === 10 && d.slice(8) >= '24') return 'M';
    if (m === 5 || m === 6 || m === 9) return 'M';
    if (m === 7) return 'M';
    return 'L';
  };
  const demand = (d: string, kind: string): number => {
    const s = ssnOf(d);
    const m = Number(d.slice(5, 7));
    let x = [0, 0, 0, 0.16, 0.33, 0.42, 0.52, 0.6, 0.9, 0.46, 0.27][m] as number;
    if (summer(d)) x = 0.93;
    else if (d >= s.easter[0] && d <= s.easter[1]) x = 0.72;
    else if (d >= addDays(s.spring, -2) && d <= addDays(s.spring, 6)) x = 0.8;
    else if (d >= addDays(s.mayDay, -3) && d <= s.mayDay) x = 0.7;
    else if (m === 10 && d.slice(8) >= '24') x = 0.5;
    const w = dayOfWeek(d);
    if (kind !== 'hire' && (w === 5 || w === 6)) x = Math.min(0.97, x * 1.45);
    const yf = s.yr === 2024 ? 0.9 : s.yr === 2025 ? 1 : s.yr === 2026 ? 1.05 : 1.08;
    return Math.min(0.97, x * yf);
  };
  const RATES: Record<string, [number, number, number]> = {
    TEH: [3200, 3800, 4600],
    TGE: [2700, 3200, 3900],
    TNT: [2000, 2400, 2900],
    LDG: [11500, 14500, 19500],
    STH: [6500, 8500, 12000],
  };
  const rate = (ut: string, d: string) => {
    const y = Number(d.slice(0, 4)) - 2024;
    const b = band(d);
    const base = (RATES[ut] as [number, number, number])[b === 'L' ? 0 : b === 'M' ? 1 : 2];
    return Math.round((base * (1 + 0.05 * y)) / 50) * 50;
  };
  const price = (u: Unit, arr: string, nts: number, adl: number, chd: number, dogs: number) => {
    let t = 0;
    for (let i = 0; i < nts; i++) {
      const d = addDays(arr, i);
      t += rate(u.ut, d);
      if (!isHire(u)) t += Math.max(0, adl - 2) * 600 + chd * 300 + dogs * 200;
    }
    if (isHire(u)) {
      if (nts >= 7) t = Math.round(t * 0.9);
      t += dogs * 2500;
    }
    return t;
  };

  const leadDays = (u: Unit): number => {
    if (isHire(u)) return r.weighted([[r.int(90, 320), 42], [r.int(30, 89), 32], [r.int(3, 29), 26]] as const);
    if (u.ut === 'TNT') return r.weighted([[r.int(30, 160), 22], [r.int(7, 29), 30], [r.int(1, 6), 30], [0, 18]] as const);
    return r.weighted([[r.int(60, 250), 27], [r.int(14, 59), 30], [r.int(1, 13), 33], [0, 10]] as const);
  };
  const hireLen = (d: string): number => {
    const w = dayOfWeek(d);
    if (summer(d)) return r.weighted([[7, 78], [w === 5 ? 3 : 4, 10], [14, 12]] as const);
    return w === 5 ? r.weighted([[3, 62], [7, 30], [10, 8]] as const) : r.weighted([[4, 58], [7, 34], [11, 8]] as const);
  };
  const tourLen = (d: string, ut: string): number => {
    if (ut === 'TNT') return summer(d) ? r.weighted([[1, 10], [2, 25], [3, 20], [4, 15], [7, 22], [10, 8]] as const) : r.weighted([[1, 25], [2, 40], [3, 20], [4, 10], [7, 5]] as const);
    if (summer(d)) return r.weighted([[2, 12], [3, 15], [4, 12], [5, 8], [7, 28], [10, 10], [14, 15]] as const);
    return r.weighted([[1, 12], [2, 26], [3, 22], [4, 12], [5, 7], [7, 15], [10, 3], [14, 3]] as const);
  };

  interface Raw {
    unit: Unit;
    arr: string;
    nts: number;
    cancelled: boolean;
  }
  const raws: Raw[] = [];
  for (const s of SSN) {
    for (const u of units) {
      if (u.ut === 'OWN') continue;
      const opn = u.ut === 'TNT' ? `${s.yr}-04-01` : s.opn;
      const lastNight = u.ut === 'TNT' ? `${s.yr}-09-30` : s.cls;
      const endDep = addDays(lastNight, 1);
      let d = opn;
      let count = 0;
      while (d <= lastNight) {
        if (!inUse(u, d) || !inUse(u, addDays(d, 1))) {
          d = addDays(d, 1);
          continue;
        }
        if (isHire(u)) {
          const w = dayOfWeek(d);
          if (w !== 1 && w !== 5) {
            d = addDays(d, 1);
            continue;
          }
          if (r.chance(Math.min(0.96, demand(d, 'hire') * u.pull))) {
            let n = hireLen(d);
            while (addDays(d, n) > endDep || (u.rmvd !== null && addDays(d, n) > u.rmvd)) n = n > 7 ? 7 : n === 7 ? (w === 5 ? 3 : 4) : 0;
            if (n > 0) {
              raws.push({ unit: u, arr: d, nts: n, cancelled: false });
              count++;
              d = addDays(d, n);
              continue;
            }
          }
          d = addDays(d, 1);
        } else {
          const p = Math.min(0.9, demand(d, 'tour') * (u.ut === 'TNT' ? 0.5 : 0.52) * u.pull);
          if (r.chance(p)) {
            let n = tourLen(d, u.ut);
            while (addDays(d, n) > endDep || (u.rmvd !== null && addDays(d, n) > u.rmvd)) n--;
            if (n > 0) {
              raws.push({ unit: u, arr: d, nts: n, cancelled: false });
              count++;
              d = addDays(d, n);
              continue;
            }
          }
          d = addDays(d, 1);
        }
      }
      // cancelled bookings on this unit (they do not hold the calendar)
      const nCx = Math.round(count * r.float(0.05, 0.1, 3));
      for (let k = 0; k < nCx; k++) {
        let a = r.date(opn, addDays(lastNight, -1));
        if (isHire(u)) while (dayOfWeek(a) !== 1 && dayOfWeek(a) !== 5) a = addDays(a, 1);
        if (!inUse(u, a)) continue;
        let n = isHire(u) ? hireLen(a) : tourLen(a, u.ut);
        while (n > 1 && (addDays(a, n) > endDep || (u.rmvd !== null && addDays(a, n) > u.rmvd))) n--;
        if (addDays(a, n) > endDep) continue;
        raws.push({ unit: u, arr: a, nts: n, cancelled: true });
      }
    }
  }

  // ---------------------------------------------------------------- bookings (without guests yet)
  const bookings: Bkg[] = [];
  for (const w of raws) {
    const u = w.unit;
    const lead = leadDays(u);
    let bkd = addDays(w.arr, -lead);
    if (bkd < GO_LIVE) bkd = addDays(GO_LIVE, r.int(0, 45));
    if (bkd > w.arr) bkd = w.arr;
    if (bkd > LAST) continue;
    const hire = isHire(u);
    const adl = hire ? Math.min(u.brth, r.weighted([[2, 55], [3, 10], [4, 30], [6, 5]] as const)) : r.weighted([[1, 10], [2, 70], [3, 8], [4, 12]] as const);
    const chd = Math.max(0, Math.min(u.brth - adl, summer(w.arr) ? r.weighted([[0, 30], [1, 20], [2, 35], [3, 15]] as const) : r.weighted([[0, 70], [1, 12], [2, 14], [3, 4]] as const)));
    const dogs = u.pets === 'Y' && r.chance(hire ? 0.45 : 0.38) ? r.weighted([[1, 75], [2, 25]] as const) : 0;
    const rig = u.ut === 'TEH' ? r.weighted([['CV', 55], ['MH', 31], ['CT', 14]] as const) : u.ut === 'TGE' ? r.weighted([['CV', 42], ['MH', 14], ['CT', 12], ['TT', 12], ['TN', 20]] as const) : u.ut === 'TNT' ? r.weighted([['TN', 86], ['TT', 14]] as const) : null;
    const lead2 = daysBetween(bkd, w.arr);
    const chan = hire ? r.weighted([['WEB', 55], ['TEL', 25], ['AGT', 20]] as const) : lead2 === 0 ? 'WLK' : r.weighted([['WEB', 52], ['PU', 26], ['TEL', 22]] as const);
    const tot = price(u, w.arr, w.nts, adl, chd, dogs);
    let stat: string;
    let cxl: string | null = null;
    const future = w.arr > LAST;
    if (w.cancelled) {
      stat = r.chance(0.87) ? 'X' : 'XP';
      const span = daysBetween(bkd, w.arr);
      if (span < 1) continue;
      cxl = addDays(bkd, r.int(Math.floor(span * 0.2), span - 1));
      if (cxl > LAST) {
        if (!future) continue;
        cxl = null;
        stat = 'C';
      }
    } else if (future) {
      stat = 'C';
    } else {
      stat = r.chance(hire ? 0.012 : 0.032) ? 'NS' : 'D';
    }
    if (future && stat === 'C' && bkd >= addDays(LAST, -6) && r.chance(0.6)) stat = 'P';
    bookings.push({ no: 0, gst: 0, unit: u, bkd, arr: w.arr, dep: addDays(w.arr, w.nts), adl, chd, dogs, rig, chan, tot, stat, cxl });
  }
  bookings.sort((a, b) => (a.bkd < b.bkd ? -1 : a.bkd > b.bkd ? 1 : a.arr < b.arr ? -1 : a.arr > b.arr ? 1 : a.unit.no < b.unit.no ? -1 : a.unit.no > b.unit.no ? 1 : 0));
  bookings.forEach((b, k) => (b.no = 100001 + k));

  // ---------------------------------------------------------------- guests
  interface Guest {
    no: number;
    f: string;
    l: string;
    pc: string;
    rgn: string;
    heard: string;
    mkt: string;
    crt: string;
    loyal: number;
    stays: number;
  }
  const guests: Guest[] = [];
  const person = uniqueNames(r, FIRST, LASTN);
  const newGuest = (crt: string, chan: string): Guest => {
    const [f, l] = person();
    const [rgn, pre] = r.weighted(REGIONS.map(([n, p, w]) => [[n, p], w] as const));
    const p = r.pick(pre as string[]);
    const num = p === 'LL' ? r.int(11, 78) : p.length === 1 ? r.int(1, 40) : r.int(1, 30);
    const heard = chan === 'PU' ? 'Pitchup' : chan === 'WLK' ? 'Passing by' : r.weighted([['Google', 40], ['Word of mouth', 28], ['Facebook', 16], ['Camping magazine', 8], ['Pitchup', 4], ['Passing by', 4]] as const);
    const g: Guest = { no: 0, f, l, pc: `${p}${num}`, rgn: rgn as string, heard, mkt: r.chance(0.58) ? 'Y' : 'N', crt, loyal: r.weighted([[1, 80], [4, 15], [12, 5]] as const), stays: 0 };
    guests.push(g);
    return g;
  };
  // brochure requests never followed by a booking
  const enquiries: string[] = [];
  for (let k = 0; k < 170; k++) enquiries.push(r.date(GO_LIVE, LAST));
  enquiries.sort();
  let eq = 0;
  const pool: Guest[] = [];
  let poolW = 0;
  for (const b of bookings) {
    while (eq < enquiries.length && (enquiries[eq] as string) <= b.bkd) {
      const g = newGuest(enquiries[eq] as string, 'TEL');
      g.heard = r.weighted([['Google', 50], ['Facebook', 30], ['Camping magazine', 20]] as const);
      eq++;
    }
    const repeatP = Math.min(0.5, 0.2 + daysBetween(GO_LIVE, b.bkd) / 2000);
    let g: Guest | undefined;
    if (pool.length > 20 && r.chance(repeatP)) {
      let roll = r.next() * poolW;
      for (const c of pool) {
        roll -= c.loyal;
        if (roll < 0) {
          g = c;
          break;
        }
      }
    }
    if (!g) {
      g = newGuest(b.bkd, b.chan);
      pool.push(g);
      poolW += g.loyal;
    }
    b.gst = -1;
    (b as Bkg & { g?: Guest }).g = g;
    g.stays++;
  }
  while (eq < enquiries.length) newGuest(enquiries[eq++] as string, 'TEL');
  guests.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : 0));
  guests.forEach((g, k) => (g.no = 20001 + k));
  for (const b of bookings) b.gst = ((b as Bkg & { g?: Guest }).g as Guest).no;

  // ---------------------------------------------------------------- booking money
  const txns: Txn[] = [];
  let seq = 0;
  const usrOn = (d: string) => (d < '2025-04-01' ? r.weighted([['EPO', 5], ['GPO', 3], ['MJ', 2]] as const) : r.weighted([['EPO', 4], ['GPO', 2], ['CW', 3]] as const));
  const push = (t: Omit<Txn, 'seq' | 'usr' | 'voided'> & { usr?: string }) => {
    if (t.dt > LAST) return;
    const row: Txn = { ...t, usr: t.usr ?? usrOn(t.dt), voided: false, seq: seq++ };
    txns.push(row);
    if (t.cd !== 'PFI' && r.chance(0.014)) txns.push({ ...row, voided: true, seq: seq++, amt: r.chance(0.5) ? row.amt : row.amt * 10 });
  };
  const cardOr = (b: Bkg, onArrival: boolean) =>
    onArrival ? r.weighted([['CARD', 70], ['CASH', 24], ['CHQ', 2], ['BACS', 4]] as const) : isHire(b.unit) ? r.weighted([['CARD', 64], ['BACS', 32], ['CHQ', 4]] as const) : r.weighted([['CARD', 92], ['BACS', 8]] as const);
  for (const b of bookings) {
    if (b.stat === 'P') continue;
    const hire = isHire(b.unit);
    const lead = daysBetween(b.bkd, b.arr);
    let dep = 0;
    let bal = 0;
    let balDt: string | null = null;
    if (hire) {
      dep = Math.round((b.tot * 0.25) / 100) * 100;
      bal = b.tot - dep;
      const due = addDays(b.arr, -42);
      balDt = due <= b.bkd ? b.bkd : maxDate(b.bkd, addDays(due, -r.weighted([[r.int(0, 6), 60], [r.int(7, 30), 35], [-r.int(1, 5), 5]] as const)));
    } else {
      dep = lead >= 7 ? Math.min(2500, b.tot) : 0;
      bal = b.tot - dep;
      balDt = b.arr;
    }
    if (dep > 0) push({ dt: b.bkd, cd: 'DEP', bk: b, own: null, pfYr: null, amt: dep, mth: cardOr(b, false) });
    if (b.stat === 'D' || b.stat === 'NS' || b.stat === 'C') {
      if (!hire && b.stat === 'NS') continue;
      if (bal > 0 && balDt <= LAST) push({ dt: balDt, cd: 'BAL', bk: b, own: null, pfYr: null, amt: bal, mth: cardOr(b, !hire) });
      continue;
    }
    // cancelled
    const cx = b.cxl as string;
    const balPaid = hire && bal > 0 && balDt < cx;
    if (balPaid) push({ dt: balDt, cd: 'BAL', bk: b, own: null, pfYr: null, amt: bal, mth: cardOr(b, false) });
    let refund = 0;
    if (b.stat === 'XP') refund = dep + (balPaid ? bal : 0);
    else if (balPaid && daysBetween(cx, b.arr) >= 14) refund = bal;
    if (refund > 0) push({ dt: addDays(cx, r.int(1, 4)), cd: 'RFD', bk: b, own: null, pfYr: null, amt: refund, mth: r.chance(0.8) ? 'CARD' : 'BACS' });
  }

  // ---------------------------------------------------------------- owners
  interface Own {
    ac: string;
    nm: string;
    unit: Unit;
    mk: string;
    yr: number;
    st: string;
    end: string | null;
    sub: string;
    payer: string;
  }
  const MAKES = ['Willerby Avonmore', 'Willerby Sierra', 'Willerby Linwood', 'ABI Westwood', 'ABI Beverley', 'Atlas Sapphire', 'Swift Bordeaux', 'Pemberton Marlow', 'Carnaby Ashbourne', 'Victory Vermont', 'Regal Elite', 'Delta Santana'];
  const owners: Own[] = [];
  const ownPitches = units.filter((u) => u.ut === 'OWN');
  // pitches that change hands: [pitch, end date of first owner, gap days to the next owner, or null = still empty]
  const CHANGES: Record<string, [string, number | null]> = {
    P03: ['2024-09-28', 160],
    P08: ['2026-09-30', null],
    P11: ['2025-06-14', 30],
    P15: ['2024-07-20', 45],
    P19: ['2025-10-04', 150],
    P22: ['2026-06-15', null],
    P26: ['2026-04-25', 20],
  };
  const mkOwner = (u: Unit, st: string, end: string | null, yr: number) => {
    const [f, l] = person();
    const o: Own = {
      ac: '', nm: `${f} ${l}`, unit: u, mk: r.pick(MAKES), yr, st, end, sub: r.chance(0.35) ? 'Y' : 'N',
      payer: r.weighted([['prompt', 58], ['split', 27], ['late', 15]] as const),
    };
    owners.push(o);
  };
  for (const u of ownPitches) {
    if (u.inst > GO_LIVE) {
      const st = addDays(u.inst, r.int(0, 20));
      mkOwner(u, st, null, r.int(2024, 2025));
      continue;
    }
    const ch = CHANGES[u.no];
    const st = r.date('2003-03-01', '2023-07-31');
    const vy = Math.max(1996, Number(st.slice(0, 4)) - r.int(0, 6));
    mkOwner(u, st, ch ? ch[0] : null, vy);
    if (ch && ch[1] !== null) mkOwner(u, addDays(ch[0], ch[1]), null, r.int(2014, 2025));
  }
  owners.sort((a, b) => (a.st < b.st ? -1 : a.st > b.st ? 1 : 0));
  owners.forEach((o, k) => (o.ac = `OW${pad(101 + k, 3)}`));
  const PFI_DT: Record<number, string> = { 2024: '2023-11-01', 2025: '2024-11-01', 2026: '2025-11-03', 2027: '2026-11-02' };
  // 2026 fees still not (fully) paid
  const owing2026 = new Map<string, number>();
  {
    const cand = owners.filter((o) => o.end === null && o.st < '2025-11-03').sort((a, b) => (a.unit.no < b.unit.no ? -1 : 1));
    owing2026.set((cand[4] as Own).ac, 0);
    owing2026.set((cand[13] as Own).ac, 0.5);
    owing2026.set((cand[20] as Own).ac, 0.5);
  }
  for (const o of owners) {
    for (const s of SSN) {
      const std = Math.round(s.pf * (o.unit.band === 'A' ? 1.12 : 1));
      let inv = PFI_DT[s.yr] as string;
      let amt = std;
      const covers = o.st <= inv && (o.end === null || o.end > inv);
      if (!covers) {
        // joined during the season (or during the winter before it)
        if (o.st > inv && o.st <= s.cls) {
          inv = o.st;
          const monthsLeft = o.st < s.opn ? 8 : 10 - Number(o.st.slice(5, 7)) + 1;
          amt = Math.round((std * Math.min(8, monthsLeft)) / 8);
        } else continue;
      }
      if (inv > LAST) continue;
      push({ dt: inv, cd: 'PFI', bk: null, own: o.ac, pfYr: s.yr, amt, mth: null });
      const due = s.opn;
      const mth = () => r.weighted([['BACS', 80], ['CHQ', 15], ['CARD', 5]] as const);
      const owe = owing2026.get(o.ac);
      if (s.yr === 2026 && owe !== undefined) {
        if (owe > 0) push({ dt: addDays(inv, r.int(10, 40)), cd: 'PFP', bk: null, own: o.ac, pfYr: s.yr, amt: Math.round(amt * owe), mth: mth() });
        continue;
      }
      if (inv !== PFI_DT[s.yr]) {
        push({ dt: addDays(inv, r.int(1, 21)), cd: 'PFP', bk: null, own: o.ac, pfYr: s.yr, amt, mth: mth() });
        continue;
      }
      if (o.payer === 'prompt') push({ dt: addDays(inv, r.int(4, 100)), cd: 'PFP', bk: null, own: o.ac, pfYr: s.yr, amt, mth: mth() });
      else if (o.payer === 'split') {
        const h = Math.round(amt / 2);
        push({ dt: addDays(inv, r.int(5, 30)), cd: 'PFP', bk: null, own: o.ac, pfYr: s.yr, amt: h, mth: mth() });
        push({ dt: addDays(due, -r.int(1, 25)), cd: 'PFP', bk: null, own: o.ac, pfYr: s.yr, amt: amt - h, mth: mth() });
      } else push({ dt: addDays(due, r.int(4, 90)), cd: 'PFP', bk: null, own: o.ac, pfYr: s.yr, amt, mth: mth() });
    }
  }
  txns.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.seq - b.seq));

  // ---------------------------------------------------------------- maintenance
  interface Job {
    unit: Unit;
    rptd: string;
    by: string;
    cat: string;
    prio: number;
    dscr: string;
    assgn: string;
    st: string;
    done: string | null;
  }
  const DSCR: Record<string, string[]> = {
    PLB: ['Leaking tap in kitchen', 'Toilet not flushing', 'Shower tray leaking', 'Blocked sink', 'Water pressure low', 'Burst pipe under unit', 'Water point tap dripping'],
    ELC: ['Hook-up bollard tripping', 'No power to unit', 'Light fitting faulty', 'Socket not working', 'RCD keeps tripping', 'Hook-up socket damaged'],
    GAS: ['Gas smell reported', 'Annual gas safety check', 'Hob will not light', 'Gas bottle regulator faulty'],
    APP: ['Fridge not cooling', 'Oven not heating', 'TV no signal', 'Microwave broken', 'Washing machine fault', 'Kettle and toaster replaced'],
    HTG: ['No hot water', 'Boiler lockout', 'Radiator cold', 'Heating timer faulty'],
    STR: ['Decking board loose', 'Roof leak over bedroom', 'Window seal failed', 'Step rail loose', 'Door lock sticking', 'Skirting panel damaged'],
    CLN: ['Deep clean after stay', 'Mice seen in unit', 'Carpet stain treatment', 'Mould in bathroom'],
    GRD: ['Pitch waterlogged', 'Hardstanding pothole', 'Hedge overgrown on pitch', 'Fallen branch on pitch', 'Grass pitch re-seeding', 'Drain by pitch blocked'],
  };
  const jobs: Job[] = [];
  const jobCats = (u: Unit) =>
    isHire(u) ? ([['PLB', 20], ['ELC', 11], ['GAS', 7], ['APP', 20], ['HTG', 12], ['STR', 12], ['CLN', 9], ['GRD', 4]] as const)
      : u.ut === 'OWN' ? ([['ELC', 40], ['PLB', 35], ['GRD', 25]] as const) : ([['ELC', 52], ['GRD', 38], ['PLB', 10]] as const);
  const openSet = new Set(['L02', 'S04', 'P17', 'T09', 'S06']);
  for (const u of units) {
    let d = maxDate(GO_LIVE, u.inst);
    const end = minDate(LAST, u.rmvd ?? LAST);
    while (d <= end) {
      const m = Number(d.slice(5, 7));
      const inSsn = m >= 3 && m <= 10;
      const rateJ = isHire(u) ? (inSsn ? 0.042 : 0.022) * (u.pull > 1.05 ? 1.25 : 1) : u.ut === 'OWN' ? 0.0035 : inSsn ? 0.006 : 0.002;
      if (r.chance(rateJ)) {
        const cat = r.weighted(jobCats(u));
        const prio = cat === 'GAS' && r.chance(0.5) ? 1 : !inSsn ? r.weighted([[2, 40], [3, 60]] as const) : r.weighted([[1, 18], [2, 62], [3, 20]] as const);
        const by = !inSsn ? 'Staff' : u.ut === 'OWN' ? r.weighted([['Owner', 70], ['Staff', 30]] as const) : r.weighted([['Guest', 45], ['Staff', 55]] as const);
        const assgn = cat === 'GAS' ? 'Llyn Gas Services' : cat === 'ELC' && r.chance(0.35) ? 'Menai Electrical Ltd' : cat === 'PLB' && r.chance(0.3) ? 'Dilwyn Roberts Plumbing' : cat === 'HTG' && r.chance(0.4) ? 'Llyn Gas Services' : 'In-house';
        const contractor = assgn !== 'In-house';
        let dur = prio === 1 ? r.int(0, 2) : prio === 2 ? r.int(1, 10) : r.int(4, 45);
        if (contractor) dur += r.int(1, 9);
        let st = 'Done';
        let done: string | null = addDays(d, dur);
        if (r.chance(0.035)) {
          st = 'Cancelled';
          done = null;
        } else if (done > LAST) {
          st = 'Open';
          done = null;
        }
        jobs.push({ unit: u, rptd: d, by, cat, prio, dscr: r.pick(DSCR[cat] as string[]), assgn, st, done });
      }
      d = addDays(d, 1);
    }
  }
  // a few jobs stuck waiting for parts or a contractor
  for (const no of openSet) {
    const u = units.find((x) => x.no === no) as Unit;
    const cat = u.ut === 'OWN' ? 'ELC' : u.ut.startsWith('T') ? 'GRD' : r.pick(['STR', 'APP', 'PLB']);
    jobs.push({ unit: u, rptd: r.date('2026-06-01', '2026-10-15'), by: 'Staff', cat, prio: 3, dscr: r.pick(DSCR[cat] as string[]), assgn: cat === 'STR' ? 'Pen Llyn Joinery' : 'In-house', st: 'Open', done: null });
  }
  jobs.sort((a, b) => (a.rptd < b.rptd ? -1 : a.rptd > b.rptd ? 1 : a.unit.no < b.unit.no ? -1 : a.unit.no > b.unit.no ? 1 : 0));

  // ---------------------------------------------------------------- SQL
  const ddl = `
CREATE SCHEMA pm4;
CREATE TABLE pm4.unit_typ (
  ut_cd char(3) PRIMARY KEY,
  ut_desc varchar(50) NOT NULL,
  cat varchar(20) NOT NULL,
  hire_yn char(1) NOT NULL,
  bal_dd smallint
);
CREATE TABLE pm4.ssn (
  ssn_yr smallint PRIMARY KEY,
  opn_dt date NOT NULL,
  cls_dt date NOT NULL,
  pf_std_p integer NOT NULL,
  pf_due_dt date NOT NULL
);
CREATE TABLE pm4.unit (
  unit_no varchar(4) PRIMARY KEY,
  ut_cd char(3) NOT NULL REFERENCES pm4.unit_typ (ut_cd),
  unit_nm varchar(20),
  area_nm varchar(20) NOT NULL,
  brth smallint NOT NULL,
  bdrm smallint,
  pets_yn char(1) NOT NULL DEFAULT 'N',
  pf_band char(1),
  inst_dt date NOT NULL,
  rmvd_dt date
);
CREATE TABLE pm4.guest (
  gst_no integer PRIMARY KEY,
  fname varchar(30) NOT NULL,
  sname varchar(30) NOT NULL,
  pcode varchar(5),
  rgn varchar(24),
  heard_via varchar(20),
  mkt_yn char(1) NOT NULL DEFAULT 'N',
  crt_dt date NOT NULL
);
CREATE TABLE pm4.bkg (
  bk_no integer PRIMARY KEY,
  gst_no integer NOT NULL,
  unit_no varchar(4) NOT NULL REFERENCES pm4.unit (unit_no),
  bkd_dt date NOT NULL,
  arr_dt date NOT NULL,
  dep_dt date NOT NULL,
  nts smallint NOT NULL,
  adl smallint NOT NULL,
  chd smallint NOT NULL DEFAULT 0,
  dogs smallint NOT NULL DEFAULT 0,
  rig_cd char(2),
  chan varchar(3) NOT NULL,
  tot_p integer NOT NULL,
  stat_cd varchar(2) NOT NULL,
  cxl_dt date
);
CREATE TABLE pm4.ownr (
  own_ac varchar(6) PRIMARY KEY,
  own_nm varchar(40) NOT NULL,
  unit_no varchar(4) NOT NULL REFERENCES pm4.unit (unit_no),
  van_mk varchar(30),
  van_yr smallint,
  agr_st date NOT NULL,
  agr_end date,
  sublet_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE pm4.acct_txn (
  txn_id integer PRIMARY KEY,
  txn_dt date NOT NULL,
  txn_cd varchar(3) NOT NULL,
  bk_no integer,
  own_ac varchar(6),
  pf_yr smallint,
  amt_p integer NOT NULL,
  pay_mth varchar(4),
  usr_ini varchar(3),
  void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE pm4.mnt_job (
  job_no integer PRIMARY KEY,
  unit_no varchar(4) NOT NULL,
  rptd_dt date NOT NULL,
  rptd_by varchar(10),
  cat_cd char(3) NOT NULL,
  prio smallint NOT NULL,
  dscr varchar(60),
  assgn varchar(30),
  job_st varchar(10) NOT NULL,
  done_dt date
);
`;
  return [
    ddl,
    insertRows('pm4.unit_typ', ['ut_cd', 'ut_desc', 'cat', 'hire_yn', 'bal_dd'], UT),
    insertRows('pm4.ssn', ['ssn_yr', 'opn_dt', 'cls_dt', 'pf_std_p', 'pf_due_dt'], SSN.map((s) => [s.yr, s.opn, s.cls, s.pf, s.opn])),
    insertRows('pm4.unit', ['unit_no', 'ut_cd', 'unit_nm', 'area_nm', 'brth', 'bdrm', 'pets_yn', 'pf_band', 'inst_dt', 'rmvd_dt'],
      units.map((u) => [u.no, u.ut, u.nm, u.area, u.brth, u.bdrm, u.pets, u.band, u.inst, u.rmvd])),
    insertRows('pm4.guest', ['gst_no', 'fname', 'sname', 'pcode', 'rgn', 'heard_via', 'mkt_yn', 'crt_dt'],
      guests.map((g) => [g.no, g.f, g.l, g.pc, g.rgn, g.heard, g.mkt, g.crt])),
    insertRows('pm4.bkg', ['bk_no', 'gst_no', 'unit_no', 'bkd_dt', 'arr_dt', 'dep_dt', 'nts', 'adl', 'chd', 'dogs', 'rig_cd', 'chan', 'tot_p', 'stat_cd', 'cxl_dt'],
      bookings.map((b) => [b.no, b.gst, b.unit.no, b.bkd, b.arr, b.dep, daysBetween(b.arr, b.dep), b.adl, b.chd, b.dogs, b.rig, b.chan, b.tot, b.stat, b.cxl])),
    insertRows('pm4.ownr', ['own_ac', 'own_nm', 'unit_no', 'van_mk', 'van_yr', 'agr_st', 'agr_end', 'sublet_yn'],
      owners.map((o) => [o.ac, o.nm, o.unit.no, o.mk, o.yr, o.st, o.end, o.sub])),
    insertRows('pm4.acct_txn', ['txn_id', 'txn_dt', 'txn_cd', 'bk_no', 'own_ac', 'pf_yr', 'amt_p', 'pay_mth', 'usr_ini', 'void_yn'],
      txns.map((t, k) => [k + 1, t.dt, t.cd, t.bk ? t.bk.no : null, t.own, t.pfYr, t.amt, t.mth, t.usr, t.voided ? 'Y' : 'N'])),
    insertRows('pm4.mnt_job', ['job_no', 'unit_no', 'rptd_dt', 'rptd_by', 'cat_cd', 'prio', 'dscr', 'assgn', 'job_st', 'done_dt'],
      jobs.map((j, k) => [5001 + k, j.unit.no, j.rptd, j.by, j.cat, j.prio, j.dscr, j.assgn, j.st, j.done])),
  ].join('\n');
}
