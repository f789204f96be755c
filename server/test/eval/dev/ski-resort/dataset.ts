/**
 * Tamarack Notch Mountain Resort, a mid-size ski area in northern Vermont (2,050 feet of vertical, nine lifts over its
 * history). The resort sells lift tickets and season passes, runs a ski and snowboard school, rents equipment from two
 * shops and runs four food and beverage outlets. Its ticketing and point-of-sale system went live on 1 March 2023 (the
 * day 2023-24 season passes went on sale); nothing earlier is in it. The data runs to 24 November 2026.
 *
 * Ski seasons (season code `ssn_cd`, written YY-YY):
 * - 23-24: open 1 December 2023 to 31 March 2024 (a thin-snow winter);
 * - 24-25: open 22 November 2024 to 13 April 2025;
 * - 25-26: open 21 November 2025 to 12 April 2026;
 * - 26-27: opened 21 November 2026 (scheduled to close 11 April 2027).
 * The mountain runs every day between opening and closing day. Holiday (peak) periods: 26 December to 1 January, the
 * Martin Luther King Jr. weekend (Saturday to Monday) and Presidents' week (the Saturday before Presidents' Day to the
 * Sunday after). Season passes for a season go on sale on 1 March before it: early-bird prices until 30 April,
 * regular prices from 1 May to 31 October, late prices from 1 November. The Fox Double chairlift ran for the last time
 * on 13 April 2025 and was removed; the Fox Express replaced it and opened on 20 December 2025. Ticket, pass and lesson
 * prices went up about 5% each season, rental and food prices about 4%.
 *
 * Schema `ski`:
 * - `cust`: guests with an account (anyone who bought online, holds a pass, took a lesson, rented equipment or signed
 *   up for the newsletter). `cust_id`; `frst_nm`, `last_nm`; `birth_dt` date of birth (empty when not given);
 *   `home_st` two-letter US state code of the guest's home (QC for Quebec, Canada); `eml_optin_yn` Y when the guest
 *   agreed to marketing email; `crt_dt` the day the account was created (accounts moved over from the old system
 *   keep their old creation date).
 * - `prod`: ticket and pass products. `prod_cd`; `prod_nm` name; `prod_typ` DAY full-day lift ticket, HLF half-day
 *   (afternoon, from 12:30) ticket, MLT multi-day ticket (3 ski days within 7 days), SSN season pass (unlimited
 *   skiing all season), MWK midweek season pass (Monday to Friday, not on holidays); `age_cd` A adult (18-64), Y youth
 *   (6-17), S senior (65+), C child (5 and under; child day tickets are free); `days_cnt` ski days a ticket is good
 *   for (empty for passes); `actv_yn` Y when the product is on sale (the night ticket was dropped when night skiing
 *   ended in 2022 and has never been sold in this system).
 * - `tkt`: ticket and pass sales, one row per ticket or pass (one person each). `tkt_no`; `cust_id` the guest
 *   (empty for anonymous sales at the ticket window or kiosk); `prod_cd`; `ssn_cd` the season it is for; `sale_dt`
 *   the day it was bought; `chnl_cd` WEB online, WIN ticket window, KSK self-serve kiosk at the base; `vld_dt` the
 *   first day it is valid (the ski day for a day ticket; opening day for a pass); `exp_dt` the last day it is valid
 *   (the same day for day tickets, six days after vld_dt for 3-day tickets, closing day for passes); `px_amt` price
 *   paid in dollars (0 for free child tickets and employee comps); `dsc_cd` discount applied: MIL military (25% off),
 *   EMP employee comp (free), empty for none; `sts_cd` A active/valid, R refunded (the money was given back and the
 *   ticket cannot be scanned). Tickets already bought online for days after 24 November 2026 are included (they have
 *   no scans yet).
 * - `lift`: the lifts. `lift_cd`; `lift_nm`; `lift_typ` GON 8-person gondola, HS6 high-speed (detachable) six-seat
 *   chair, HSQ high-speed (detachable) quad, TRP fixed-grip triple chair, DBL fixed-grip double chair, TBR T-bar
 *   surface lift, CPT beginner magic carpet; `cap_pph` uphill capacity in persons per hour; `vert_ft` vertical rise in
 *   feet; `len_ft` length in feet; `built_yr` year built; `sts_cd` O operating, R retired (removed).
 * - `scan`: lift gate scans, one row per scan of a ticket or pass at a lift. `scan_id`; `tkt_no`; `lift_cd`;
 *   `scan_ts` when it was scanned; `rslt_cd` OK the guest rode, DNY denied (the ticket was not valid that day, for
 *   instance a midweek pass on a weekend or holiday, or a day ticket used again the next day). A skier visit is one
 *   ticket or pass used (with at least one OK scan) on one day.
 * - `instr`: ski school instructors. `instr_id`; `frst_nm`, `last_nm`; `role_cd` DIR ski school director, SUP
 *   supervisor, INS instructor; `sup_id` the instr_id of the person's supervisor (empty for the director);
 *   `disc_cd` what the person teaches: SKI skiing, SNB snowboarding, BTH both; `cert_lvl` PSIA (ski) or AASI
 *   (snowboard) certification level 1, 2 or 3 (3 is the highest; 0 not yet certified); `hire_dt`; `term_dt` the
 *   last day of employment (empty while employed); `hrly_rt` hourly pay in dollars (empty for the salaried
 *   director); `ft_yn` Y full-time for the season, N part-time (weekends and holidays).
 * - `lsn`: ski school lessons, one row per booking. `lsn_id`; `cust_id` the guest who booked (the student, or the
 *   child's own account for the kids' program); `instr_id` the instructor (empty when none was assigned yet, and for
 *   some cancelled lessons); `bkd_dt` the day it was booked; `lsn_dt` the lesson day; `strt_tm` start time;
 *   `lsn_typ` PVT private lesson (1-4 people), SGP small-group lesson (2-5 people booked together), KID kids' camp
 *   (full day, ages 4-12), FTT first-timer package (a 2-hour beginner lesson with rental and a beginner-area ticket
 *   included); `disc_cd` SKI or SNB (snowboard); `lvl_cd` ability level BEG beginner, NOV novice, INT intermediate,
 *   ADV advanced; `stu_cnt` number of students; `hrs` length in hours; `px_amt` price in dollars; `sts_cd` BKD booked
 *   (upcoming), CMP completed (taught), CXL cancelled (refunded in full, no revenue), NSH no-show (charged in full).
 * - `rnt`: equipment rentals, one row per rental agreement. `rnt_id`; `cust_id`; `shop_cd` BAS Base Lodge rental
 *   shop, VLG Village Sports (the shop in the village); `eq_cd` SKP adult ski package (skis, boots, poles), PRF
 *   performance demo skis, SBP adult snowboard package (board and boots), JSK junior ski package, JSB junior
 *   snowboard package, HLM helmet only; `out_dt` the day it went out; `days_cnt` rental days; `due_dt` the last day of
 *   the rental (due back by closing time that day); `rtn_dt` the day it came back (empty while still out, and for
 *   equipment never returned); `wvr_yn` Y when the guest bought the damage waiver; `amt` what the rental cost in
 *   dollars, waiver included; `dmg_amt` damage charged in dollars (only without a waiver; empty when none).
 * - `fnb`: food and beverage checks, one row per paid check. `chk_no`; `outlet_cd` BLC Base Lodge Cafeteria, SMT
 *   Summit Hut (at the top of the gondola), TAV Birch Tavern (sit-down bar and restaurant in the base lodge; also
 *   open Thursday to Saturday evenings from June to October), WFL Waffle Cabin (opened 14 December 2024); `chk_ts`
 *   when it was paid; `guest_cnt` guests on the check; `sub_amt` food and drink sales in dollars before tax and tip;
 *   `tax_amt` 9% Vermont meals tax; `tip_amt` tip in dollars; `pay_cd` CRD card, CSH cash, RFC resort charge (billed
 *   to the guest's account through their pass); `cust_id` the guest (resort charges only; empty otherwise).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const LAST = '2026-11-24';

function month(iso: string): number {
  return Number(iso.slice(5, 7));
}
function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}
function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
const round2 = (x: number): number => Math.round(x * 100) / 100;
const hm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The day of the nth Monday of a month (n from 1). */
function nthMonday(year: number, mon: number, n: number): string {
  let d = `${year}-${String(mon).padStart(2, '0')}-01`;
  while (dayOfWeek(d) !== 1) d = addDays(d, 1);
  return addDays(d, 7 * (n - 1));
}
function isHoliday(d: string): boolean {
  const y = Number(d.slice(0, 4));
  const md = d.slice(5);
  if (md >= '12-26' || md === '01-01') return true;
  const mlk = nthMonday(y, 1, 3);
  if (d >= addDays(mlk, -2) && d <= mlk) return true;
  const pres = nthMonday(y, 2, 3);
  return d >= addDays(pres, -2) && d <= addDays(pres, 6);
}
const isWeekend = (d: string): boolean => dayOfWeek(d) === 0 || dayOfWeek(d) === 6;

type Season = { cd: string; open: string; close: string; k: number; saleFrom: string; snow: number; ssn: number; mwk: number };
const SEASONS: Season[] = [
  { cd: '23-24', open: '2023-12-01', close: '2024-03-31', k: 0, saleFrom: '2023-03-01', snow: 0.8, ssn: 170, mwk: 45 },
  { cd: '24-25', open: '2024-11-22', close: '2025-04-13', k: 1, saleFrom: '2024-03-01', snow: 1.0, ssn: 192, mwk: 50 },
  { cd: '25-26', open: '2025-11-21', close: '2026-04-12', k: 2, saleFrom: '2025-03-01', snow: 1.1, ssn: 214, mwk: 56 },
  { cd: '26-27', open: '2026-11-21', close: '2027-04-11', k: 3, saleFrom: '2026-03-01', snow: 1.0, ssn: 228, mwk: 61 },
];
const seasonOf = (d: string): Season | null => SEASONS.find((s) => d >= s.open && d <= s.close) ?? null;

/** How busy a ski day is (1 = a quiet January weekday). */
function dayFactor(d: string): number {
  const s = seasonOf(d);
  const m = month(d);
  const mf = m === 11 ? 0.5 : m === 12 ? 0.8 : m === 1 ? 1 : m === 2 ? 1.2 : m === 3 ? 0.95 : 0.5;
  const wf = isHoliday(d) ? 3.2 : dayOfWeek(d) === 6 ? 2.8 : dayOfWeek(d) === 0 ? 2.3 : dayOfWeek(d) === 5 ? 1.2 : 1;
  return mf * wf * (s ? s.snow : 1);
}

type Prod = { cd: string; nm: string; typ: string; age: string; days: number | null; actv: string };
const PRODS: Prod[] = [
  { cd: 'D1A', nm: 'Adult 1-Day Lift Ticket', typ: 'DAY', age: 'A', days: 1, actv: 'Y' },
  { cd: 'D1Y', nm: 'Youth 1-Day Lift Ticket', typ: 'DAY', age: 'Y', days: 1, actv: 'Y' },
  { cd: 'D1S', nm: 'Senior 1-Day Lift Ticket', typ: 'DAY', age: 'S', days: 1, actv: 'Y' },
  { cd: 'D1C', nm: 'Child 1-Day Lift Ticket (5 & under)', typ: 'DAY', age: 'C', days: 1, actv: 'Y' },
  { cd: 'HDA', nm: 'Adult Half-Day Ticket', typ: 'HLF', age: 'A', days: 1, actv: 'Y' },
  { cd: 'HDY', nm: 'Youth Half-Day Ticket', typ: 'HLF', age: 'Y', days: 1, actv: 'Y' },
  { cd: 'M3A', nm: 'Adult 3-Day Ticket', typ: 'MLT', age: 'A', days: 3, actv: 'Y' },
  { cd: 'M3Y', nm: 'Youth 3-Day Ticket', typ: 'MLT', age: 'Y', days: 3, actv: 'Y' },
  { cd: 'NTA', nm: 'Adult Night Ticket', typ: 'HLF', age: 'A', days: 1, actv: 'N' },
  { cd: 'SPA', nm: 'Adult Season Pass', typ: 'SSN', age: 'A', days: null, actv: 'Y' },
  { cd: 'SPY', nm: 'Youth Season Pass', typ: 'SSN', age: 'Y', days: null, actv: 'Y' },
  { cd: 'SPS', nm: 'Senior Season Pass', typ: 'SSN', age: 'S', days: null, actv: 'Y' },
  { cd: 'SPC', nm: 'Child Season Pass', typ: 'SSN', age: 'C', days: null, actv: 'Y' },
  { cd: 'MWA', nm: 'Adult Midweek Pass', typ: 'MWK', age: 'A', days: null, actv: 'Y' },
];
// early-bird, regular and late prices of the passes in 2023-24
const PASS_PX: Record<string, [number, number, number]> = {
  SPA: [799, 949, 1099], SPY: [499, 599, 699], SPS: [599, 699, 799], SPC: [99, 99, 99], MWA: [549, 649, 749],
};

type Lift = { cd: string; nm: string; typ: string; cap: number; vert: number; len: number; yr: number; sts: string; w: number; from: string; to: string };
const LIFTS: Lift[] = [
  { cd: 'PKG', nm: 'Peak Gondola', typ: 'GON', cap: 2400, vert: 2050, len: 8900, yr: 2008, sts: 'O', w: 20, from: '2000-01-01', to: '2099-01-01' },
  { cd: 'SUM', nm: 'Summit Express', typ: 'HS6', cap: 3000, vert: 1980, len: 6800, yr: 2018, sts: 'O', w: 28, from: '2000-01-01', to: '2099-01-01' },
  { cd: 'BRQ', nm: 'Birch Quad', typ: 'HSQ', cap: 2400, vert: 1350, len: 5200, yr: 2001, sts: 'O', w: 20, from: '2000-01-01', to: '2099-01-01' },
  { cd: 'EGL', nm: 'Eagle Triple', typ: 'TRP', cap: 1800, vert: 1100, len: 4300, yr: 1986, sts: 'O', w: 11, from: '2000-01-01', to: '2099-01-01' },
  { cd: 'WST', nm: 'West Side Triple', typ: 'TRP', cap: 1600, vert: 820, len: 3500, yr: 1989, sts: 'O', w: 7, from: '2000-01-01', to: '2099-01-01' },
  { cd: 'FOX', nm: 'Fox Double', typ: 'DBL', cap: 1200, vert: 900, len: 3800, yr: 1974, sts: 'R', w: 8, from: '2000-01-01', to: '2025-04-13' },
  { cd: 'FXE', nm: 'Fox Express', typ: 'HSQ', cap: 2400, vert: 960, len: 4000, yr: 2025, sts: 'O', w: 13, from: '2025-12-20', to: '2099-01-01' },
  { cd: 'TBR', nm: 'Ridge T-Bar', typ: 'TBR', cap: 1000, vert: 450, len: 1900, yr: 1992, sts: 'O', w: 4, from: '2000-01-01', to: '2099-01-01' },
  { cd: 'CUB', nm: 'Cub Carpet', typ: 'CPT', cap: 900, vert: 40, len: 300, yr: 2015, sts: 'O', w: 3, from: '2000-01-01', to: '2099-01-01' },
];

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Carlos', 'Aisha',
  'Wei', 'Priya', 'Daniel', 'Sofia', 'Thomas', 'Grace', 'Kevin', 'Nadia', 'Brian', 'Olivia', 'Luis', 'Hannah', 'Marcus', 'Emily', 'Andre',
  'Chloe', 'Samuel', 'Fatima', 'Ethan', 'Rosa', 'Tyler', 'Mei', 'Jordan', 'Leah', 'Omar', 'Julia', 'Victor', 'Naomi', 'Caleb', 'Megan',
  'Dustin', 'Kayla', 'Hector', 'Brooke', 'Isaac', 'Tara', 'Noah', 'Ava', 'Logan', 'Zoe', 'Mason', 'Ruby', 'Liam', 'Harper', 'Owen',
  'Abigail', 'Finn', 'Claire', 'Henry', 'Lucy', 'Jack', 'Nora', 'Pierre', 'Camille', 'Gabriel', 'Elodie'];
const LASTN = ['Smith', 'Johnson', 'Nguyen', 'Garcia', 'Brown', 'Okafor', 'Miller', 'Davis', 'Rodriguez', 'Chen', 'Wilson', 'Patel', 'Anderson',
  'Thomas', 'Kim', 'Martinez', 'Lee', 'Walker', 'Hall', 'Young', 'Silva', 'Allen', 'Wright', 'Lopez', 'Hill', 'Scott', 'Green', 'Adams',
  'Baker', 'Novak', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Murphy', 'Cook', 'Reyes', 'Shah', 'Fischer', 'Kowalski',
  'Sullivan', 'O\'Brien', 'Gagnon', 'Tremblay', 'Bouchard', 'Leblanc', 'Hughes', 'Price', 'Warner', 'Fleming', 'McCarthy', 'Doyle',
  'Brennan', 'Putnam', 'Whitcomb', 'Aldrich', 'Sargent', 'Pelletier', 'Morrison', 'Hayes', 'Foster', 'Bishop', 'Chamberlain'];
const STATES: [string, number][] = [['VT', 24], ['MA', 22], ['NY', 15], ['CT', 12], ['NJ', 8], ['NH', 6], ['PA', 4], ['RI', 3], ['ME', 2],
  ['QC', 3], ['MD', 1]];

export function datasetSql(): string {
  const r = seededRandom(26011);
  const person = uniqueNames(r, FIRST, LASTN);

  // ---- customers ----------------------------------------------------------------------------------------------
  type Cust = { id: number; f: string; l: string; birth: string | null; st: string; optin: string; crt: string | null; first: string | null; migrated: boolean };
  const custs: Cust[] = [];
  for (let i = 0; i < 1900; i++) {
    const [f, l] = person();
    const band = r.weighted<string>([['C', 4], ['Y', 18], ['A', 66], ['S', 12]]);
    const age = band === 'C' ? r.int(3, 5) : band === 'Y' ? r.int(6, 17) : band === 'A' ? r.int(18, 64) : r.int(65, 84);
    let birth: string | null = addDays(`${2025 - age}-01-01`, -r.int(1, 365));
    if (band === 'A' && r.chance(0.14)) birth = null;
    custs.push({ id: 10001 + i, f, l, birth, st: r.weighted(STATES), optin: r.chance(0.58) ? 'Y' : 'N', crt: null, first: null, migrated: r.chance(0.4) });
  }
  const ageOn = (c: Cust, d: string): number => {
    if (!c.birth) return 40;
    const y = Number(d.slice(0, 4)) - Number(c.birth.slice(0, 4));
    return d.slice(5) >= c.birth.slice(5) ? y : y - 1;
  };
  const ageCat = (c: Cust, d: string): string => {
    const a = ageOn(c, d);
    return a <= 5 ? 'C' : a <= 17 ? 'Y' : a >= 65 ? 'S' : 'A';
  };
  const touch = (c: Cust, d: string): void => {
    if (c.first === null || d < c.first) c.first = d;
  };

  // ---- instructors --------------------------------------------------------------------------------------------
  type Instr = { id: number; f: string; l: string; role: string; sup: Instr | null; disc: string; lvl: number; hire: string; term: string | null; rt: number | null; ft: string; noPast: boolean };
  const instrs: Instr[] = [];
  const addInstr = (role: string, sup: Instr | null, disc: string, lvl: number, hire: string, term: string | null, ft: string): Instr => {
    const [f, l] = person();
    const rt = role === 'DIR' ? null : role === 'SUP' ? r.float(36, 42, 2) : round2(19 + 5 * lvl + r.float(0, 3, 2));
    const it: Instr = { id: 0, f, l, role, sup, disc, lvl, hire, term, rt, ft, noPast: false };
    instrs.push(it);
    return it;
  };
  const dir = addInstr('DIR', null, 'SKI', 3, '2009-10-05', null, 'Y');
  const sups = [addInstr('SUP', dir, 'SKI', 3, '2012-11-12', null, 'Y'), addInstr('SUP', dir, 'SNB', 3, '2014-11-17', null, 'Y'),
    addInstr('SUP', dir, 'BTH', 3, '2016-11-14', '2025-04-13', 'Y')];
  const supFor = (disc: string, hire: string): Instr => {
    const d = maxDate(hire, '2023-11-01');
    const active = sups.filter((s) => s.hire <= d && (s.term === null || s.term >= d));
    const same = active.filter((s) => s.disc === disc);
    return r.pick(same.length > 0 ? same : active);
  };
  const pickDisc = (): string => r.weighted<string>([['SKI', 60], ['SNB', 25], ['BTH', 15]]);
  for (let i = 0; i < 24; i++) {
    const disc = pickDisc();
    const hire = `${r.int(2010, 2022)}-11-${String(r.int(1, 18)).padStart(2, '0')}`;
    addInstr('INS', supFor(disc === 'BTH' ? 'SKI' : disc, hire), disc, r.weighted<number>([[1, 30], [2, 40], [3, 20], [0, 10]]), hire, null, r.chance(0.3) ? 'Y' : 'N');
  }
  // each spring some leave, each November new ones start
  for (const s of SEASONS) {
    const prior = SEASONS.find((p) => p.k === s.k - 1);
    if (prior) {
      const stayers = instrs.filter((it) => it.role === 'INS' && it.term === null && it.hire < prior.open);
      for (const it of r.shuffle(stayers).slice(0, r.int(3, 5))) it.term = prior.close;
    }
    const hires = s.k === 3 ? 5 : r.int(4, 6);
    for (let i = 0; i < hires; i++) {
      const disc = pickDisc();
      const hire = addDays(s.open, -r.int(8, 24));
      const it = addInstr('INS', supFor(disc === 'BTH' ? 'SKI' : disc, hire), disc, r.weighted<number>([[0, 35], [1, 45], [2, 20]]), hire, null, r.chance(0.2) ? 'Y' : 'N');
      if (s.k === 3 && i >= 3) it.noPast = true;
    }
  }
  // one instructor quit mid-season
  const midQuit = instrs.find((it) => it.role === 'INS' && it.hire.startsWith('2024-11'))!;
  midQuit.term = '2025-02-02';
  // the reports of the supervisor who left moved to the ski supervisor
  for (const it of instrs) if (it.sup === sups[2] && it.term === null) it.sup = sups[0]!;
  instrs.forEach((it, i) => { it.id = 201 + i; });
  const instrActive = (it: Instr, d: string): boolean => it.hire <= d && (it.term === null || it.term >= d);

  // ---- ticket and pass sales ----------------------------------------------------------------------------------
  type Tkt = { no: number; cust: Cust | null; prod: Prod; ssn: Season; sale: string; chnl: string; vld: string; exp: string; px: number; dsc: string | null; sts: string; days: string[]; half: boolean };
  const tkts: Tkt[] = [];
  const prodOf = (cd: string): Prod => PRODS.find((p) => p.cd === cd)!;
  const seasonDays = (s: Season): string[] => {
    const out: string[] = [];
    for (let d = s.open; d <= s.close; d = addDays(d, 1)) out.push(d);
    return out;
  };
  const passTier = (s: Season, sale: string): number => {
    const y = s.saleFrom.slice(0, 4);
    return sale <= `${y}-04-30` ? 0 : sale <= `${y}-10-31` ? 1 : 2;
  };
  const passPx = (cd: string, s: Season, sale: string): number => {
    const base = PASS_PX[cd]![passTier(s, sale)]!;
    if (cd === 'SPC') return base;
    return Math.round((base * (1 + 0.05 * s.k)) / 10) * 10 - 1;
  };
  /** Weighted sampling without replacement (Efraimidis-Spirakis). */
  const sampleDays = (days: string[], weight: (d: string) => number, n: number): string[] => {
    const keyed = days.map((d) => ({ d, key: Math.pow(r.next(), 1 / Math.max(1e-6, weight(d))) }));
    keyed.sort((a, b) => b.key - a.key || (a.d < b.d ? -1 : 1));
    return keyed.slice(0, n).map((x) => x.d).sort();
  };

  let prevSsn: Cust[] = [];
  let prevMwk: Cust[] = [];
  for (const s of SEASONS) {
    const year = s.saleFrom.slice(0, 4);
    const lateEnd = minDate(`${year}-12-20`, LAST);
    const holders = new Set<Cust>();
    const ssnHolders: Cust[] = [];
    const mwkHolders: Cust[] = [];
    for (const c of r.shuffle(prevSsn)) if (r.chance(0.7)) { ssnHolders.push(c); holders.add(c); }
    for (const c of r.shuffle(prevMwk)) if (r.chance(0.6)) { mwkHolders.push(c); holders.add(c); }
    const fresh = r.shuffle(custs.filter((c) => !holders.has(c)));
    while (ssnHolders.length < s.ssn) { const c = fresh.pop()!; ssnHolders.push(c); holders.add(c); }
    while (mwkHolders.length < s.mwk) {
      const c = fresh.pop()!;
      if (ageCat(c, s.open) !== 'A') continue;
      mwkHolders.push(c);
      holders.add(c);
    }
    const renewing = new Set([...prevSsn, ...prevMwk]);
    const allDays = seasonDays(s);
    for (const [list, mwk] of [[ssnHolders, false], [mwkHolders, true]] as const) {
      for (const c of list) {
        const cat = ageCat(c, s.open);
        const cd = mwk ? 'MWA' : cat === 'C' ? 'SPC' : cat === 'Y' ? 'SPY' : cat === 'S' ? (r.chance(0.85) ? 'SPS' : 'SPA') : 'SPA';
        const tier = renewing.has(c) ? r.weighted<number>([[0, 75], [1, 20], [2, 5]]) : r.weighted<number>([[0, 30], [1, 50], [2, 20]]);
        let sale = tier === 0 ? r.date(s.saleFrom, `${year}-04-30`) : tier === 1 ? r.date(`${year}-05-01`, `${year}-10-31`) : r.date(`${year}-11-01`, lateEnd);
        if (sale > LAST) sale = r.date(`${year}-05-01`, `${year}-10-31`);
        const dsc = r.chance(0.035) && cd !== 'SPC' ? 'MIL' : null;
        let px = passPx(cd, s, sale);
        if (dsc === 'MIL') px = round2(px * 0.75);
        const sts = r.chance(0.022) ? 'R' : 'A';
        let days: string[] = [];
        if (sts === 'A') {
          const profile = r.weighted<[number, number]>([[[0, 0], 3.5], [[1, 5], 24], [[6, 12], 38], [[13, 25], 26], [[26, 50], 8.5]]);
          const n = r.int(profile[0], profile[1]);
          const eligible = mwk ? allDays.filter((d) => !isWeekend(d) && !isHoliday(d)) : allDays;
          days = sampleDays(eligible, (d) => (mwk ? 1 : Math.pow(dayFactor(d), 0.8)), n).filter((d) => d <= LAST);
        }
        tkts.push({ no: 0, cust: c, prod: prodOf(cd), ssn: s, sale, chnl: r.chance(0.86) ? 'WEB' : 'WIN', vld: s.open, exp: s.close, px, dsc, sts, days, half: false });
        touch(c, sale);
      }
    }
    prevSsn = ssnHolders.filter((c) => tkts.some((t) => t.cust === c && t.ssn === s && t.sts === 'A'));
    prevMwk = mwkHolders;
  }

  // day, half-day and 3-day tickets
  const dayPx = (d: string, s: Season): number => Math.round((isHoliday(d) ? 159 : isWeekend(d) ? 139 : 109) * (1 + 0.05 * s.k));
  const buyers = r.shuffle(custs).slice(0, 1300);
  const mkTicket = (d: string, s: Season, future: boolean): void => {
    const typ = r.weighted<string>([['DAY', 68], ['HLF', 16], ['MLT', 16]]);
    const chnl = future ? 'WEB' : typ === 'MLT' ? r.weighted<string>([['WEB', 80], ['WIN', 20]]) : r.weighted<string>([['WEB', 52], ['WIN', 37], ['KSK', 11]]);
    const anon = !future && typ !== 'MLT' && ((chnl === 'WIN' && r.chance(0.55)) || (chnl === 'KSK' && r.chance(0.85)));
    const cust = anon ? null : r.pick(buyers);
    const cat = cust ? ageCat(cust, d) : r.weighted<string>([['A', 70], ['Y', 20], ['S', 6], ['C', 4]]);
    let cd: string;
    if (cat === 'C') cd = 'D1C';
    else if (typ === 'DAY') cd = `D1${cat}`;
    else if (typ === 'HLF') cd = cat === 'Y' ? 'HDY' : 'HDA';
    else cd = cat === 'Y' ? 'M3Y' : 'M3A';
    const prod = prodOf(cd);
    let sale = d;
    if (chnl === 'WEB') sale = future ? r.date('2026-10-12', LAST) : addDays(d, -r.weighted<number>([[0, 25], [1, 20], [r.int(2, 6), 30], [r.int(7, 30), 25]]));
    let base = dayPx(d, s);
    if (prod.typ === 'MLT') base = Math.round(3 * Math.round(109 * (1 + 0.05 * s.k)) * 0.9);
    if (prod.typ === 'HLF') base = Math.round(base * 0.75);
    const ageMult = prod.age === 'Y' ? 0.7 : prod.age === 'S' ? 0.8 : prod.age === 'C' ? 0 : 1;
    let px = Math.round(base * ageMult);
    if (chnl === 'WEB' && sale <= addDays(d, -2)) px = Math.floor(px * 0.85);
    let dsc: string | null = null;
    if (px > 0 && r.chance(0.03)) { dsc = 'MIL'; px = round2(px * 0.75); }
    else if (!future && px > 0 && chnl === 'WIN' && r.chance(0.025)) { dsc = 'EMP'; px = 0; }
    const sts = chnl === 'WEB' && r.chance(0.03) ? 'R' : 'A';
    const exp = prod.typ === 'MLT' ? addDays(d, 6) : d;
    let days: string[] = [];
    if (sts === 'A' && !future) {
      if (prod.typ === 'MLT') {
        const window: string[] = [];
        for (let x = d; x <= minDate(exp, s.close); x = addDays(x, 1)) window.push(x);
        const used = r.chance(0.1) ? 2 : 3;
        days = [d, ...r.shuffle(window.slice(1)).slice(0, used - 1)].sort().filter((x) => x <= LAST);
      } else days = [d];
    }
    tkts.push({ no: 0, cust, prod, ssn: s, sale, chnl, vld: d, exp, px, dsc, sts, days, half: prod.typ === 'HLF' });
    if (cust) touch(cust, sale);
  };
  for (const s of SEASONS) {
    for (let d = s.open; d <= minDate(s.close, LAST); d = addDays(d, 1)) {
      const n = r.poisson(4.6 * dayFactor(d));
      for (let i = 0; i < n; i++) mkTicket(d, s, false);
    }
  }
  // tickets already bought online for the weeks ahead
  for (let d = addDays(LAST, 1); d <= '2027-01-03'; d = addDays(d, 1)) {
    const n = r.poisson(0.35 * dayFactor(d));
    for (let i = 0; i < n; i++) mkTicket(d, SEASONS[3]!, true);
  }
  tkts.sort((a, b) => (a.sale < b.sale ? -1 : a.sale > b.sale ? 1 : a.vld < b.vld ? -1 : a.vld > b.vld ? 1 : 0));
  tkts.forEach((t, i) => { t.no = 300001 + i; });

  // ---- lift scans ---------------------------------------------------------------------------------------------
  type Scan = { id: number; tkt: Tkt; lift: Lift; ts: string; rslt: string };
  const scans: Scan[] = [];
  const liftsOn = (d: string): Lift[] => LIFTS.filter((l) => d >= l.from && d <= l.to);
  for (const t of tkts) {
    const kid = t.prod.age === 'C';
    for (const d of t.days) {
      const avail = liftsOn(d);
      const rides = t.half ? 1 + r.poisson(2) : Math.min(10, 1 + r.poisson(3.2));
      let mins = t.half ? 12 * 60 + 30 + r.int(0, 60) : 8 * 60 + 30 + r.int(0, 120);
      for (let k = 0; k < rides && mins <= 16 * 60; k++) {
        const lift = r.weighted(avail.map((l) => [l, kid && l.cd === 'CUB' ? 40 : l.w] as const));
        scans.push({ id: 0, tkt: t, lift, ts: `${d} ${hm(mins)}:${String(r.int(0, 59)).padStart(2, '0')}`, rslt: 'OK' });
        mins += r.int(11, 32);
      }
    }
    // a midweek pass tried on a weekend or holiday
    if (t.prod.typ === 'MWK' && t.sts === 'A' && r.chance(0.3)) {
      const bad = seasonDays(t.ssn).filter((d) => (isWeekend(d) || isHoliday(d)) && d <= LAST);
      if (bad.length > 0) {
        const d = r.pick(bad);
        scans.push({ id: 0, tkt: t, lift: r.pick(liftsOn(d).filter((l) => l.w >= 20)), ts: `${d} ${hm(8 * 60 + 30 + r.int(0, 90))}:${String(r.int(0, 59)).padStart(2, '0')}`, rslt: 'DNY' });
      }
    }
    // a one-day ticket tried again the next day
    if (t.prod.typ === 'DAY' && t.days.length === 1 && r.chance(0.012)) {
      const d = addDays(t.days[0]!, 1);
      if (d <= LAST && d <= t.ssn.close) {
        scans.push({ id: 0, tkt: t, lift: r.pick(liftsOn(d).filter((l) => l.w >= 20)), ts: `${d} ${hm(8 * 60 + 30 + r.int(0, 90))}:${String(r.int(0, 59)).padStart(2, '0')}`, rslt: 'DNY' });
      }
    }
  }
  scans.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : a.tkt.no - b.tkt.no));
  scans.forEach((x, i) => { x.id = 1 + i; });

  // ---- lessons ------------------------------------------------------------------------------------------------
  type Lsn = { id: number; cust: Cust; instr: Instr | null; bkd: string; dt: string; tm: string; typ: string; disc: string; lvl: string; stu: number; hrs: number; px: number; sts: string };
  const lsns: Lsn[] = [];
  const hoursOn = new Map<string, number>();
  const kids = custs.filter((c) => c.birth !== null);
  const mkLesson = (d: string, s: Season, future: boolean): void => {
    const typ = r.weighted<string>([['PVT', 30], ['SGP', 22], ['KID', 30], ['FTT', 18]]);
    let cust: Cust;
    if (typ === 'KID') {
      const pool = kids.filter((c) => { const a = ageOn(c, d); return a >= 4 && a <= 12; });
      cust = r.pick(pool);
    } else {
      cust = r.pick(custs);
      for (let tries = 0; tries < 5 && ageOn(cust, d) < 13; tries++) cust = r.pick(custs);
    }
    const disc = r.chance(typ === 'KID' ? 0.2 : 0.32) ? 'SNB' : 'SKI';
    const lvl = typ === 'FTT' ? 'BEG' : typ === 'KID' ? r.weighted<string>([['BEG', 35], ['NOV', 35], ['INT', 25], ['ADV', 5]]) : r.weighted<string>([['BEG', 20], ['NOV', 25], ['INT', 40], ['ADV', 15]]);
    const hrs = typ === 'PVT' ? r.weighted<number>([[1, 20], [2, 40], [3, 20], [6, 20]]) : typ === 'KID' ? 6 : 2;
    const stu = typ === 'PVT' ? r.weighted<number>([[1, 55], [2, 30], [3, 10], [4, 5]]) : typ === 'SGP' ? r.int(2, 5) : 1;
    const up = 1 + 0.05 * s.k;
    let px: number;
    if (typ === 'PVT') px = Math.round(({ 1: 150, 2: 280, 3: 399, 6: 699 } as Record<number, number>)[hrs]! * up) + 35 * (stu - 1);
    else if (typ === 'SGP') px = Math.round(119 * up) * stu;
    else if (typ === 'KID') px = Math.round(189 * up);
    else px = Math.round(149 * up);
    const tm = typ === 'KID' ? '09:00' : typ === 'PVT' ? (hrs === 6 ? '09:00' : r.pick(['09:00', '10:00', '11:00', '13:00', '14:00'])) : r.pick(['10:00', '13:30']);
    let sts: string;
    if (future) sts = r.chance(0.05) ? 'CXL' : 'BKD';
    else sts = r.weighted<string>([['CMP', 90], ['CXL', 7], ['NSH', typ === 'PVT' ? 5 : 2.5]]);
    const bkd = future ? r.date('2026-09-20', LAST) : addDays(d, -(typ === 'KID' || typ === 'PVT' ? r.int(0, 35) : r.int(0, 10)));
    let instr: Instr | null = null;
    const assign = !(sts === 'CXL' && r.chance(0.5)) && !(sts === 'BKD' && r.chance(0.3));
    if (assign) {
      const cands = instrs.filter((it) => instrActive(it, d) && !(it.noPast && d <= LAST) && (it.disc === 'BTH' || it.disc === disc) && it.role !== 'DIR'
        && (hoursOn.get(`${it.id}/${d}`) ?? 0) + hrs <= 7 && (typ !== 'PVT' || it.lvl >= 1));
      if (cands.length > 0) {
        instr = r.weighted(cands.map((it) => [it, (typ === 'PVT' ? Math.pow(it.lvl + 1, 1.5) : 2) * (it.ft === 'Y' ? 1.6 : 1) * (it.role === 'SUP' ? 0.4 : 1)] as const));
        hoursOn.set(`${instr.id}/${d}`, (hoursOn.get(`${instr.id}/${d}`) ?? 0) + hrs);
      }
    }
    lsns.push({ id: 0, cust, instr, bkd, dt: d, tm, typ, disc, lvl, stu, hrs, px, sts });
    touch(cust, bkd);
  };
  for (const s of SEASONS) {
    for (let d = s.open; d <= minDate(s.close, LAST); d = addDays(d, 1)) {
      const n = r.poisson(2.3 * dayFactor(d));
      for (let i = 0; i < n; i++) mkLesson(d, s, false);
    }
  }
  for (let d = addDays(LAST, 1); d <= '2026-12-31'; d = addDays(d, 1)) {
    const n = r.poisson(1.1 * dayFactor(d));
    for (let i = 0; i < n; i++) mkLesson(d, SEASONS[3]!, true);
  }
  lsns.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.tm < b.tm ? -1 : a.tm > b.tm ? 1 : a.bkd < b.bkd ? -1 : a.bkd > b.bkd ? 1 : a.cust.id - b.cust.id));
  lsns.forEach((x, i) => { x.id = 40001 + i; });

  // ---- rentals ------------------------------------------------------------------------------------------------
  type Rnt = { id: number; cust: Cust; shop: string; eq: string; out: string; days: number; due: string; rtn: string | null; wvr: string; amt: number; dmg: number | null };
  const rnts: Rnt[] = [];
  const RATE: Record<string, number> = { SKP: 52, PRF: 69, SBP: 52, JSK: 36, JSB: 36, HLM: 15 };
  for (const s of SEASONS) {
    for (let d = s.open; d <= minDate(s.close, LAST); d = addDays(d, 1)) {
      const n = r.poisson(2.9 * dayFactor(d));
      for (let i = 0; i < n; i++) {
        const cust = r.pick(custs);
        const cat = ageCat(cust, d);
        const eq = cat === 'C' || cat === 'Y' ? r.weighted<string>([['JSK', 72], ['JSB', 22], ['HLM', 6]]) : r.weighted<string>([['SKP', 50], ['PRF', 14], ['SBP', 26], ['HLM', 10]]);
        const days = r.weighted<number>([[1, 70], [2, 14], [3, 10], [5, 6]]);
        const due = addDays(d, days - 1);
        const wvr = r.chance(0.42) ? 'Y' : 'N';
        const up = 1 + 0.04 * s.k;
        const amt = round2((RATE[eq]! * up * days * (days >= 3 ? 0.85 : 1)) + (wvr === 'Y' ? 7 * days : 0));
        let rtn: string | null = due;
        const roll = r.next();
        if (roll < 0.05) rtn = addDays(due, r.int(1, 3));
        else if (roll < 0.07 && days > 1) rtn = addDays(d, r.int(0, days - 2));
        if (due > LAST || rtn > LAST) rtn = null;
        const dmg = wvr === 'N' && eq !== 'HLM' && r.chance(0.045) ? r.int(4, 40) * 10 : null;
        rnts.push({ id: 0, cust, shop: r.chance(0.62) ? 'BAS' : 'VLG', eq, out: d, days, due, rtn, wvr, amt, dmg });
        touch(cust, d);
      }
    }
  }
  // equipment that never came back
  for (const x of r.shuffle(rnts.filter((x) => x.out < '2026-04-01' && x.eq !== 'HLM')).slice(0, 5)) x.rtn = null;
  rnts.sort((a, b) => (a.out < b.out ? -1 : a.out > b.out ? 1 : a.cust.id - b.cust.id));
  rnts.forEach((x, i) => { x.id = 70001 + i; });

  // ---- food and beverage --------------------------------------------------------------------------------------
  type Chk = { no: number; outlet: string; ts: string; guests: number; sub: number; tax: number; tip: number; pay: string; cust: Cust | null };
  const chks: Chk[] = [];
  const passHoldersBySeason = new Map<string, Cust[]>();
  for (const s of SEASONS) {
    passHoldersBySeason.set(s.cd, tkts.filter((t) => t.ssn === s && (t.prod.typ === 'SSN' || t.prod.typ === 'MWK') && t.sts === 'A').map((t) => t.cust!));
  }
  const OUTLETS: { cd: string; rate: number; per: [number, number]; open: number; close: number; from: string; tipped: boolean; maxG: number }[] = [
    { cd: 'BLC', rate: 5.5, per: [9, 26], open: 8 * 60, close: 15 * 60 + 30, from: '2000-01-01', tipped: false, maxG: 5 },
    { cd: 'SMT', rate: 2.4, per: [12, 30], open: 10 * 60 + 30, close: 15 * 60, from: '2000-01-01', tipped: false, maxG: 4 },
    { cd: 'TAV', rate: 3.4, per: [18, 52], open: 11 * 60 + 30, close: 21 * 60, from: '2000-01-01', tipped: true, maxG: 6 },
    { cd: 'WFL', rate: 2.3, per: [6, 14], open: 10 * 60, close: 15 * 60 + 30, from: '2024-12-14', tipped: false, maxG: 4 },
  ];
  const mkChk = (outlet: (typeof OUTLETS)[number], d: string, open: number, close: number, k: number, s: Season | null): void => {
    const guests = r.weighted<number>([[1, 30], [2, 35], [3, 15], [4, 13], [5, 5], [6, 2]].filter(([g]) => g <= outlet.maxG) as [number, number][]);
    let sub = 0;
    for (let g = 0; g < guests; g++) sub += r.float(outlet.per[0], outlet.per[1], 2);
    sub = round2(sub * (1 + 0.04 * k));
    const holders = s ? passHoldersBySeason.get(s.cd)! : [];
    let pay = r.weighted<string>([['CRD', 78], ['CSH', 12], ['RFC', s ? 10 : 0]]);
    const cust = pay === 'RFC' ? r.pick(holders) : null;
    if (pay === 'RFC' && !cust) pay = 'CRD';
    const tip = pay === 'CSH' ? 0 : outlet.tipped ? round2(sub * r.float(0.15, 0.22, 3)) : r.chance(0.3) ? round2(r.int(1, 5)) : 0;
    const mins = r.int(open, close);
    chks.push({ no: 0, outlet: outlet.cd, ts: `${d} ${hm(mins)}:${String(r.int(0, 59)).padStart(2, '0')}`, guests, sub, tax: round2(sub * 0.09), tip, pay, cust });
    if (cust) touch(cust, d);
  };
  for (let d = '2023-03-01'; d <= LAST; d = addDays(d, 1)) {
    const s = seasonOf(d);
    if (s) {
      for (const o of OUTLETS) {
        if (d < o.from) continue;
        const n = r.poisson(o.rate * dayFactor(d));
        for (let i = 0; i < n; i++) mkChk(o, d, o.open, o.close, s.k, s);
      }
    } else if (month(d) >= 6 && month(d) <= 10 && [4, 5, 6].includes(dayOfWeek(d))) {
      const k = Number(d.slice(0, 4)) - 2023;
      const n = r.poisson(dayOfWeek(d) === 4 ? 4 : 7);
      for (let i = 0; i < n; i++) mkChk(OUTLETS[2]!, d, 16 * 60, 21 * 60 + 30, k, null);
    }
  }
  chks.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : a.outlet < b.outlet ? -1 : 1));
  chks.forEach((x, i) => { x.no = 900001 + i; });

  // ---- account creation dates ---------------------------------------------------------------------------------
  for (const c of custs) {
    if (c.first !== null) c.crt = c.migrated && c.first < '2024-06-01' ? r.date('2012-06-01', '2022-12-31') : addDays(c.first, -r.int(0, 3));
    else c.crt = r.date('2023-03-01', '2026-11-20');
    c.crt = minDate(c.crt, LAST);
  }

  return [
    'CREATE SCHEMA ski;',
    `CREATE TABLE ski.cust (cust_id integer PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, birth_dt date,
      home_st char(2) NOT NULL, eml_optin_yn char(1) NOT NULL, crt_dt date NOT NULL);`,
    `CREATE TABLE ski.prod (prod_cd varchar(3) PRIMARY KEY, prod_nm varchar(40) NOT NULL, prod_typ varchar(3) NOT NULL, age_cd char(1) NOT NULL,
      days_cnt integer, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ski.tkt (tkt_no integer PRIMARY KEY, cust_id integer REFERENCES ski.cust (cust_id), prod_cd varchar(3) NOT NULL REFERENCES ski.prod (prod_cd),
      ssn_cd varchar(5) NOT NULL, sale_dt date NOT NULL, chnl_cd varchar(3) NOT NULL, vld_dt date NOT NULL, exp_dt date NOT NULL,
      px_amt numeric(8,2) NOT NULL, dsc_cd varchar(3), sts_cd char(1) NOT NULL);`,
    `CREATE TABLE ski.lift (lift_cd varchar(3) PRIMARY KEY, lift_nm varchar(30) NOT NULL, lift_typ varchar(3) NOT NULL, cap_pph integer NOT NULL,
      vert_ft integer NOT NULL, len_ft integer NOT NULL, built_yr integer NOT NULL, sts_cd char(1) NOT NULL);`,
    `CREATE TABLE ski.scan (scan_id integer PRIMARY KEY, tkt_no integer NOT NULL REFERENCES ski.tkt (tkt_no), lift_cd varchar(3) NOT NULL REFERENCES ski.lift (lift_cd),
      scan_ts timestamp NOT NULL, rslt_cd varchar(3) NOT NULL);`,
    `CREATE TABLE ski.instr (instr_id integer PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, role_cd varchar(3) NOT NULL,
      sup_id integer REFERENCES ski.instr (instr_id), disc_cd varchar(3) NOT NULL, cert_lvl integer NOT NULL, hire_dt date NOT NULL, term_dt date,
      hrly_rt numeric(6,2), ft_yn char(1) NOT NULL);`,
    `CREATE TABLE ski.lsn (lsn_id integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES ski.cust (cust_id), instr_id integer REFERENCES ski.instr (instr_id),
      bkd_dt date NOT NULL, lsn_dt date NOT NULL, strt_tm time NOT NULL, lsn_typ varchar(3) NOT NULL, disc_cd varchar(3) NOT NULL, lvl_cd varchar(3) NOT NULL,
      stu_cnt integer NOT NULL, hrs numeric(3,1) NOT NULL, px_amt numeric(8,2) NOT NULL, sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE ski.rnt (rnt_id integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES ski.cust (cust_id), shop_cd varchar(3) NOT NULL, eq_cd varchar(3) NOT NULL,
      out_dt date NOT NULL, days_cnt integer NOT NULL, due_dt date NOT NULL, rtn_dt date, wvr_yn char(1) NOT NULL, amt numeric(8,2) NOT NULL, dmg_amt numeric(8,2));`,
    `CREATE TABLE ski.fnb (chk_no integer PRIMARY KEY, outlet_cd varchar(3) NOT NULL, chk_ts timestamp NOT NULL, guest_cnt integer NOT NULL,
      sub_amt numeric(8,2) NOT NULL, tax_amt numeric(8,2) NOT NULL, tip_amt numeric(8,2) NOT NULL, pay_cd varchar(3) NOT NULL,
      cust_id integer REFERENCES ski.cust (cust_id));`,
    insertRows('ski.cust', ['cust_id', 'frst_nm', 'last_nm', 'birth_dt', 'home_st', 'eml_optin_yn', 'crt_dt'],
      custs.map((c) => [c.id, c.f, c.l, c.birth, c.st, c.optin, c.crt])),
    insertRows('ski.prod', ['prod_cd', 'prod_nm', 'prod_typ', 'age_cd', 'days_cnt', 'actv_yn'], PRODS.map((p) => [p.cd, p.nm, p.typ, p.age, p.days, p.actv])),
    insertRows('ski.tkt', ['tkt_no', 'cust_id', 'prod_cd', 'ssn_cd', 'sale_dt', 'chnl_cd', 'vld_dt', 'exp_dt', 'px_amt', 'dsc_cd', 'sts_cd'],
      tkts.map((t) => [t.no, t.cust ? t.cust.id : null, t.prod.cd, t.ssn.cd, t.sale, t.chnl, t.vld, t.exp, t.px, t.dsc, t.sts])),
    insertRows('ski.lift', ['lift_cd', 'lift_nm', 'lift_typ', 'cap_pph', 'vert_ft', 'len_ft', 'built_yr', 'sts_cd'],
      LIFTS.map((l) => [l.cd, l.nm, l.typ, l.cap, l.vert, l.len, l.yr, l.sts])),
    insertRows('ski.scan', ['scan_id', 'tkt_no', 'lift_cd', 'scan_ts', 'rslt_cd'], scans.map((x) => [x.id, x.tkt.no, x.lift.cd, x.ts, x.rslt])),
    insertRows('ski.instr', ['instr_id', 'frst_nm', 'last_nm', 'role_cd', 'sup_id', 'disc_cd', 'cert_lvl', 'hire_dt', 'term_dt', 'hrly_rt', 'ft_yn'],
      instrs.map((it) => [it.id, it.f, it.l, it.role, it.sup ? it.sup.id : null, it.disc, it.lvl, it.hire, it.term, it.rt, it.ft])),
    insertRows('ski.lsn', ['lsn_id', 'cust_id', 'instr_id', 'bkd_dt', 'lsn_dt', 'strt_tm', 'lsn_typ', 'disc_cd', 'lvl_cd', 'stu_cnt', 'hrs', 'px_amt', 'sts_cd'],
      lsns.map((x) => [x.id, x.cust.id, x.instr ? x.instr.id : null, x.bkd, x.dt, x.tm, x.typ, x.disc, x.lvl, x.stu, x.hrs, x.px, x.sts])),
    insertRows('ski.rnt', ['rnt_id', 'cust_id', 'shop_cd', 'eq_cd', 'out_dt', 'days_cnt', 'due_dt', 'rtn_dt', 'wvr_yn', 'amt', 'dmg_amt'],
      rnts.map((x) => [x.id, x.cust.id, x.shop, x.eq, x.out, x.days, x.due, x.rtn, x.wvr, x.amt, x.dmg])),
    insertRows('ski.fnb', ['chk_no', 'outlet_cd', 'chk_ts', 'guest_cnt', 'sub_amt', 'tax_amt', 'tip_amt', 'pay_cd', 'cust_id'],
      chks.map((x) => [x.no, x.outlet, x.ts, x.guests, x.sub, x.tax, x.tip, x.pay, x.cust ? x.cust.id : null])),
  ].join('\n');
}
