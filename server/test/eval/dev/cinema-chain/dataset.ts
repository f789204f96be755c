/**
 * Lakeshore Cinemas, a regional cinema chain in Ohio and north-east Indiana. It runs seven multiplexes: two in Columbus
 * (Easton and Polaris), one each in Dayton, Cincinnati (Kenwood), Akron and Toledo, and the newest one in Fort Wayne,
 * which opened on 17 May 2024. The Toledo multiplex closed for good on 31 August 2025 when its mall lease ended. Each
 * multiplex has 8 to 14 screens (auditoriums); some are premium screens (IMAX, a premium large format, D-Box motion
 * seats). The chain books films from several distributors; each booking sets the film rental, the share of the ticket
 * money the chain owes the distributor. Tickets are sold at the box office, at self-service kiosks, on the website, in
 * the mobile app and through a third-party ticketing vendor; online sales carry a booking fee per ticket (waived for
 * Plus and VIP loyalty members on the chain's own website and app). Concession stands sell popcorn, drinks, candy,
 * hot food and combos; the multiplexes with a liquor licence also run a bar. Ticket prices and concession prices went
 * up on 1 March 2025. Every Tuesday is Discount Tuesday. Attendance is seasonal: summer and the holidays are busy,
 * January and September are slow; weekends sell the most. The data runs from January 2023 to 24 November 2026, plus
 * a few showtimes later in the week of 25 November 2026 that already have advance sales.
 *
 * Schema `cin`:
 * - `thtr`: the multiplexes. `thtr_cd` theatre code (EAS Easton, POL Polaris, DAY Dayton, KEN Kenwood, AKR Akron,
 *   TOL Toledo, FWJ Fort Wayne Jefferson Pointe); `thtr_nm` name; `city_nm` city; `st_cd` state (OH, IN); `open_yr`
 *   the year the multiplex opened (integer); `lic_yn` Y when it holds a liquor licence and runs a bar, N otherwise;
 *   `adt_px` today's regular evening adult ticket price for a standard screen in dollars; `act_yn` Y open, N closed;
 *   `cls_dt` the day a multiplex closed for good (empty while it operates).
 * - `scrn`: the screens (auditoriums). `scrn_id`; `site_cd` the thtr_cd of the multiplex; `aud_no` the auditorium
 *   number inside the multiplex (1..14); `seat_cnt` number of seats; `fmt_cd` STD standard digital, IMX IMAX, PLF
 *   premium large format (the chain's own "Lakeshore XL"), DBX D-Box motion seats; `rcl_yn` Y when the auditorium
 *   has power recliner seats.
 * - `flm`: the films booked or offered to the chain. `flm_id`; `ttl_txt` title; `dist_nm` the distributor's name;
 *   `gnr_cd` genre: ACT action, ANI animation, COM comedy, DRM drama, HOR horror, SCI science fiction, FAM
 *   live-action family, THR thriller, DOC documentary; `rtg_cd` the MPA rating: G, PG, PG13 (PG-13), R, NR (not
 *   rated); `rt_min` runtime in minutes; `rel_dt` the national release date; `rntl_pct` the film rental, in percent
 *   of the ticket money (qty times unit price) the chain owes the distributor.
 * - `shw`: showtimes, one row per scheduled screening. `shw_id`; `scrn_id` the screen; `flm_ref` the flm_id shown;
 *   `shw_ts` the start date and time; `cncl_yn` Y when the showtime was cancelled (its sold tickets were refunded),
 *   N otherwise.
 * - `tkt`: ticket sales, one row per ticket type in an order (a family buying two adult and two child tickets makes
 *   two rows). `sale_no`; `shw_no` the shw_id; `tkt_typ` ADT adult, CHD child (under 12), SNR senior (65+), STU
 *   student, CMP complimentary pass (free); `qty` number of tickets (admissions); `unit_px` the price of one ticket
 *   in dollars, format surcharge included (IMAX +6, premium large format +4, D-Box +7; child tickets are $3.50, senior
 *   $3 and student $2 below the adult price; matinees before 4 pm are $3 off for adults and $1 off for the others;
 *   Discount Tuesday tickets are $7 plus the surcharge; before 1 March 2025 the non-Tuesday prices were $1 lower);
 *   `bkg_fee` the online booking fee charged on the whole row in dollars, on top of the tickets (0 at the box office
 *   and kiosks); `chnl_cd` the sales channel:
 *   BOX box office, KSK self-service kiosk, WEB the chain's website, APP the chain's mobile app, TPV a third-party
 *   ticketing vendor; `sold_ts` when the tickets were sold; `mbr_id` the loyalty member who bought them (empty for
 *   non-members); `rfnd_yn` Y when the row was refunded (the money went back), N otherwise.
 * - `cnc`: concession sales, one row per item line. `cnc_id`; `txn_no` the register transaction the line belongs to
 *   (one customer purchase, one or more lines); `loc_cd` the thtr_cd where it was sold; `sale_dt` the day;
 *   `itm_cat` category: POP popcorn, SDA soft drinks and water, CND candy, HOT hot food, BAR beer and wine (only at
 *   multiplexes with a liquor licence), CMB combos; `itm_nm` the item; `qty` units; `sale_amt` what the line sold for
 *   in dollars; `cost_amt` the cost of goods of the line in dollars; `cshr_no` the emp_no of the cashier; `mbr_id`
 *   the loyalty member when the customer scanned a card (empty otherwise).
 * - `emp`: staff. `emp_no` employee number; `frst_nm`, `last_nm`; `job_cd` DIR regional director of operations, GM
 *   general manager of a multiplex, AM assistant manager, PRJ projection and booth technician, CON concessions
 *   attendant, FLR floor staff (ushers and ticket takers); `wrk_site` the thtr_cd of the multiplex the person works
 *   at (empty for the regional director); `rpt_to` the emp_no of the person's manager (empty for the regional
 *   director); `hire_dt`; `term_dt` the last day of employment (empty while the person still works here);
 *   `hrly_rt` hourly wage in dollars for hourly staff (PRJ, CON, FLR; empty for salaried staff); `ann_sal` yearly
 *   salary in dollars for salaried staff (DIR, GM, AM; empty for hourly staff).
 * - `mbr`: loyalty programme members ("Lakeshore Rewards"). `mbr_id`; `fst_nm`, `lst_nm`; `eml_adr` e-mail;
 *   `join_dt` the day the person joined; `tier_cd` B Basic (free), P Plus (paid monthly subscription), V VIP; `home_loc`
 *   the thtr_cd of the member's home multiplex; `brth_yr` year of birth (integer); `pts_bal` current points balance;
 *   `cncl_dt` the day the membership was cancelled (empty while the member is active).
 */
import { insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const START = '2023-01-01';
const LAST = '2026-11-24';
const FUTURE_LAST = '2026-11-29';
const PRICE_UP = '2025-03-01';
const TOL_CLOSE = '2025-08-31';
const FWJ_OPEN = '2024-05-17';

type Thtr = { cd: string; nm: string; city: string; st: string; yr: number; lic: string; px: number; f: number; screens: [string, number, string][] };

// screens: [fmt, seats, recliner]
const THTRS: Thtr[] = [
  { cd: 'EAS', nm: 'Lakeshore 14 Easton', city: 'Columbus', st: 'OH', yr: 2008, lic: 'Y', px: 13.5, f: 1.3, screens: [
    ['IMX', 352, 'Y'], ['PLF', 240, 'Y'], ['DBX', 138, 'Y'], ['STD', 186, 'Y'], ['STD', 186, 'Y'], ['STD', 164, 'Y'], ['STD', 164, 'Y'],
    ['STD', 142, 'Y'], ['STD', 142, 'Y'], ['STD', 120, 'Y'], ['STD', 120, 'Y'], ['STD', 98, 'Y'], ['STD', 98, 'Y'], ['STD', 76, 'Y']] },
  { cd: 'POL', nm: 'Lakeshore 9 Polaris', city: 'Columbus', st: 'OH', yr: 2016, lic: 'Y', px: 13, f: 1.0, screens: [
    ['PLF', 228, 'Y'], ['STD', 172, 'Y'], ['STD', 150, 'Y'], ['STD', 150, 'Y'], ['STD', 128, 'Y'], ['STD', 128, 'Y'], ['STD', 104, 'Y'],
    ['STD', 104, 'Y'], ['STD', 82, 'Y']] },
  { cd: 'DAY', nm: 'Lakeshore 10 Dayton Mall', city: 'Dayton', st: 'OH', yr: 2003, lic: 'N', px: 11.5, f: 0.9, screens: [
    ['PLF', 260, 'N'], ['STD', 210, 'N'], ['STD', 190, 'N'], ['STD', 190, 'N'], ['STD', 168, 'N'], ['STD', 168, 'N'], ['STD', 144, 'N'],
    ['STD', 144, 'N'], ['STD', 120, 'N'], ['STD', 96, 'N']] },
  { cd: 'KEN', nm: 'Lakeshore 12 Kenwood', city: 'Cincinnati', st: 'OH', yr: 2011, lic: 'Y', px: 13, f: 1.15, screens: [
    ['IMX', 318, 'Y'], ['DBX', 124, 'Y'], ['STD', 204, 'Y'], ['STD', 182, 'Y'], ['STD', 182, 'Y'], ['STD', 160, 'N'], ['STD', 160, 'N'],
    ['STD', 138, 'N'], ['STD', 138, 'N'], ['STD', 116, 'N'], ['STD', 94, 'N'], ['STD', 94, 'N']] },
  { cd: 'AKR', nm: 'Lakeshore 10 Chapel Hill', city: 'Akron', st: 'OH', yr: 2006, lic: 'N', px: 11, f: 0.8, screens: [
    ['STD', 230, 'N'], ['STD', 204, 'N'], ['STD', 186, 'N'], ['STD', 186, 'N'], ['STD', 162, 'N'], ['STD', 162, 'N'], ['STD', 140, 'N'],
    ['STD', 140, 'N'], ['STD', 118, 'N'], ['STD', 96, 'N']] },
  { cd: 'TOL', nm: 'Lakeshore 8 Franklin Park', city: 'Toledo', st: 'OH', yr: 1998, lic: 'N', px: 10.5, f: 0.6, screens: [
    ['STD', 240, 'N'], ['STD', 210, 'N'], ['STD', 180, 'N'], ['STD', 180, 'N'], ['STD', 150, 'N'], ['STD', 150, 'N'], ['STD', 120, 'N'],
    ['STD', 100, 'N']] },
  { cd: 'FWJ', nm: 'Lakeshore 12 Jefferson Pointe', city: 'Fort Wayne', st: 'IN', yr: 2024, lic: 'Y', px: 12, f: 0.95, screens: [
    ['IMX', 296, 'Y'], ['PLF', 220, 'Y'], ['STD', 176, 'Y'], ['STD', 176, 'Y'], ['STD', 154, 'Y'], ['STD', 154, 'Y'], ['STD', 132, 'Y'],
    ['STD', 132, 'Y'], ['STD', 110, 'Y'], ['STD', 110, 'Y'], ['STD', 88, 'Y'], ['STD', 88, 'Y']] },
];

const SURCHARGE: Record<string, number> = { STD: 0, IMX: 6, PLF: 4, DBX: 7 };

const DISTS: [string, number][] = [
  ['Silverline Pictures', 20], ['Northstar Releasing', 16], ['Apex Studios', 18], ['Harborlight Films', 10], ['Crescent Distribution', 9],
  ['Bluebird Features', 8], ['Meridian Entertainment', 12], ['Reelhouse Independent', 7],
];

const ADJ = ['Silent', 'Last', 'Broken', 'Hidden', 'Crimson', 'Midnight', 'Golden', 'Frozen', 'Wild', 'Electric', 'Lost', 'Burning', 'Savage',
  'Distant', 'Hollow', 'Iron', 'Velvet', 'Shattered', 'Endless', 'Quiet', 'Neon', 'Scarlet', 'Rogue', 'Lonely'];
const NOUN = ['Harbor', 'Kingdom', 'Signal', 'Orchard', 'Frontier', 'Circuit', 'Empire', 'Garden', 'Horizon', 'River', 'Protocol', 'Summer',
  'Tide', 'Crown', 'Highway', 'Witness', 'Dominion', 'Lantern', 'Voyage', 'Canyon', 'Meadow', 'Hunter', 'Station', 'Echo'];
const FAMILY_TTL = ['Pip and the Moon Bakery', 'Captain Waddles', 'The Great Acorn Race', 'Robo Pup', 'Sprout Saves Summer', 'Dino Detectives',
  'The Marvelous Mr. Mitten', 'Snowglobe Squad', 'Tiny Titans', 'The Balloon Parade', 'Otter Odyssey', 'Luna and the Lighthouse',
  'Puddle Jumpers', 'The Kite Kingdom', 'Hoppers', 'Wishbone Island'];
const DOC_TTL = ['Salt and Steel', 'The Last Lighthouse Keepers', 'Rhythm of the Rust Belt', 'Deep Lake', 'Field Notes', 'Signal to Noise',
  'The Quiet Champions', 'Riverkeepers'];

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Carlos', 'Aisha',
  'Wei', 'Priya', 'Daniel', 'Sofia', 'Thomas', 'Grace', 'Kevin', 'Nadia', 'Brian', 'Olivia', 'Luis', 'Hannah', 'Marcus', 'Emily', 'Andre',
  'Chloe', 'Samuel', 'Fatima', 'Ethan', 'Rosa', 'Tyler', 'Mei', 'Jordan', 'Leah', 'Omar', 'Julia', 'Victor', 'Naomi', 'Caleb', 'Megan',
  'Dustin', 'Kayla', 'Hector', 'Brooke', 'Isaac', 'Tara'];
const LASTN = ['Smith', 'Johnson', 'Nguyen', 'Garcia', 'Brown', 'Okafor', 'Miller', 'Davis', 'Rodriguez', 'Chen', 'Wilson', 'Patel', 'Anderson',
  'Thomas', 'Kim', 'Martinez', 'Lee', 'Walker', 'Hall', 'Young', 'Silva', 'Allen', 'Wright', 'Lopez', 'Hill', 'Scott', 'Green', 'Adams',
  'Baker', 'Novak', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Murphy', 'Cook', 'Reyes', 'Shah', 'Fischer', 'Kowalski',
  'Schmidt', 'Bauer', 'Yoder', 'Hughes', 'Price', 'Warner', 'Fleming'];

type Item = { cat: string; nm: string; px: number; cost: number };
const MENU: Item[] = [
  { cat: 'POP', nm: 'Small Popcorn', px: 6.5, cost: 0.7 }, { cat: 'POP', nm: 'Medium Popcorn', px: 8, cost: 0.95 },
  { cat: 'POP', nm: 'Large Popcorn', px: 9.5, cost: 1.2 },
  { cat: 'SDA', nm: 'Small Soda', px: 5, cost: 0.45 }, { cat: 'SDA', nm: 'Large Soda', px: 6.5, cost: 0.7 },
  { cat: 'SDA', nm: 'Bottled Water', px: 4.5, cost: 0.6 },
  { cat: 'CND', nm: 'Boxed Candy', px: 5.25, cost: 1.6 }, { cat: 'CND', nm: 'Gummy Bears', px: 5.25, cost: 1.5 },
  { cat: 'HOT', nm: 'Hot Dog', px: 7, cost: 1.9 }, { cat: 'HOT', nm: 'Nachos', px: 8.5, cost: 2.1 },
  { cat: 'HOT', nm: 'Chicken Tenders', px: 10.5, cost: 3.4 },
  { cat: 'BAR', nm: 'Draft Beer', px: 9, cost: 2.2 }, { cat: 'BAR', nm: 'House Wine', px: 10, cost: 2.8 },
  { cat: 'CMB', nm: 'Date Night Combo', px: 19.5, cost: 2.6 }, { cat: 'CMB', nm: 'Kids Pack', px: 8.5, cost: 1.9 },
];

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function ts(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}
const round2 = (x: number): number => Math.round(x * 100) / 100;

export function datasetSql(): string {
  const r = seededRandom(40417);

  const usedNames = new Set<string>();
  const person = uniqueNames(r, FIRST, LASTN, usedNames);

  // ---- screens ------------------------------------------------------------------------------------------------
  type Scrn = { id: number; th: Thtr; aud: number; fmt: string; seats: number; rcl: string };
  const scrns: Scrn[] = [];
  let scrnId = 101;
  for (const th of THTRS) {
    th.screens.forEach(([fmt, seats, rcl], i) => {
      scrns.push({ id: scrnId++, th, aud: i + 1, fmt, seats, rcl });
    });
    scrnId = Math.ceil(scrnId / 100) * 100 + 1;
  }

  // ---- films --------------------------------------------------------------------------------------------------
  type Flm = { id: number; ttl: string; dist: string; gnr: string; rtg: string; rt: number; rel: string; rntl: number; pop: number; run: number; skip: boolean; tier: string };
  const flms: Flm[] = [];
  const usedTitles = new Set<string>();
  const famPool = r.shuffle(FAMILY_TTL);
  const docPool = r.shuffle(DOC_TTL);
  const makeTitle = (gnr: string): string => {
    if ((gnr === 'ANI' || gnr === 'FAM') && famPool.length > 0) return famPool.pop()!;
    if (gnr === 'DOC' && docPool.length > 0) return docPool.pop()!;
    for (;;) {
      const shape = r.weighted<number>([[0, 40], [1, 30], [2, 10], [3, 10], [4, 10]]);
      const a = r.pick(ADJ);
      const n = r.pick(NOUN);
      const t = shape === 0 ? `The ${a} ${n}` : shape === 1 ? `${a} ${n}` : shape === 2 ? `Beyond the ${n}` : shape === 3 ? `The ${n}` : `${n} Rising`;
      if (!usedTitles.has(t)) {
        usedTitles.add(t);
        return t;
      }
    }
  };
  // release Fridays from mid-November 2022 to mid-December 2026
  let rel = '2022-11-11';
  while (rel <= '2026-12-18') {
    const m = Number(rel.slice(5, 7));
    const nRel = r.weighted<number>([[1, 60], [2, 35], [3, 5]]);
    for (let k = 0; k < nRel; k++) {
      const summer = m >= 5 && m <= 7;
      const holiday = m === 11 || m === 12;
      const tier = r.weighted<string>([['A', summer || holiday ? 30 : 14], ['B', 45], ['C', 35]]);
      const gnr = r.weighted<string>([
        ['ACT', tier === 'A' ? 30 : 12], ['ANI', tier === 'A' ? 18 : 8], ['COM', 14], ['DRM', tier === 'C' ? 22 : 10], ['HOR', m === 10 ? 40 : 12],
        ['SCI', tier === 'A' ? 16 : 6], ['FAM', 6], ['THR', 10], ['DOC', tier === 'C' ? 8 : 0],
      ]);
      const rtg = gnr === 'ANI' || gnr === 'FAM' ? r.weighted<string>([['G', 30], ['PG', 70]])
        : gnr === 'HOR' ? r.weighted<string>([['R', 75], ['PG13', 25]])
          : gnr === 'DOC' ? r.weighted<string>([['NR', 50], ['PG', 30], ['PG13', 20]])
            : gnr === 'ACT' || gnr === 'SCI' ? r.weighted<string>([['PG13', 75], ['R', 25]])
              : gnr === 'DRM' || gnr === 'THR' ? r.weighted<string>([['R', 55], ['PG13', 40], ['NR', 5]])
                : r.weighted<string>([['PG13', 55], ['R', 40], ['PG', 5]]);
      const rt = gnr === 'ANI' || gnr === 'FAM' ? r.int(84, 108) : gnr === 'DOC' ? r.int(78, 112)
        : tier === 'A' && (gnr === 'ACT' || gnr === 'SCI') ? r.int(128, 172) : gnr === 'HOR' ? r.int(88, 114) : r.int(94, 142);
      const dist = tier === 'C' && r.chance(0.5) ? r.pick(['Reelhouse Independent', 'Bluebird Features', 'Crescent Distribution'])
        : r.weighted(DISTS.map(([d, w]) => [d, tier === 'A' && (d === 'Reelhouse Independent' || d === 'Bluebird Features') ? 1 : w] as const));
      const rntl = tier === 'A' ? r.pick([55, 57.5, 60, 60, 62.5]) : tier === 'B' ? r.pick([50, 52.5, 55]) : r.pick([35, 40, 45, 50]);
      const pop = tier === 'A' ? r.float(2.6, 5, 2) : tier === 'B' ? r.float(0.9, 1.9, 2) : r.float(0.25, 0.7, 2);
      const run = tier === 'A' ? r.int(56, 84) : tier === 'B' ? r.int(35, 56) : r.int(14, 28);
      const skip = tier === 'C' && r.chance(0.12);
      flms.push({ id: 0, ttl: makeTitle(gnr), dist, gnr, rtg, rt, rel: addDays(rel, gnr === 'ANI' && m === 11 ? -2 : 0), rntl, pop, run, skip, tier });
    }
    rel = addDays(rel, 7);
  }
  flms.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : a.ttl < b.ttl ? -1 : 1));
  flms.forEach((f, i) => { f.id = 1001 + i; });

  // ---- staff --------------------------------------------------------------------------------------------------
  type Emp = { no: number; f: string; l: string; job: string; site: string | null; rpt: number | null; hire: string; term: string | null; hr: number | null; sal: number | null };
  const emps: Emp[] = [];
  let empNo = 5001;
  const addEmp = (job: string, site: string | null, rpt: number | null, hire: string, term: string | null, name?: [string, string]): Emp => {
    const [f, l] = name ?? person();
    if (name) usedNames.add(`${f} ${l}`);
    const hr = job === 'PRJ' ? r.float(16.5, 21, 2) : job === 'CON' ? r.float(11.5, 14.5, 2) : job === 'FLR' ? r.float(11, 14, 2) : null;
    const sal = job === 'DIR' ? 128000 : job === 'GM' ? r.int(68, 82) * 1000 : job === 'AM' ? r.int(46, 56) * 1000 : null;
    const e: Emp = { no: empNo++, f, l, job, site, rpt, hire, term, hr, sal };
    emps.push(e);
    return e;
  };
  const dir = addEmp('DIR', null, null, '2012-04-02', null, ['Margaret', 'Halloran']);
  const gmHire: Record<string, string> = { EAS: '2014-08-11', POL: '2016-03-07', DAY: '2010-06-21', KEN: '2017-10-02', AKR: '2019-01-14', TOL: '2015-05-04', FWJ: '2024-02-05' };
  const cashiers: Record<string, Emp[]> = {};
  for (const th of THTRS) {
    const opened = th.cd === 'FWJ' ? FWJ_OPEN : '2000-01-01';
    const close = th.cd === 'TOL' ? TOL_CLOSE : null;
    let gm = addEmp('GM', th.cd, dir.no, gmHire[th.cd]!, close);
    const ams: Emp[] = [];
    const nAm = th.screens.length >= 12 ? 2 : 1;
    for (let i = 0; i < nAm; i++) {
      ams.push(addEmp('AM', th.cd, gm.no, th.cd === 'FWJ' ? '2024-03-04' : r.date('2016-01-01', '2022-12-31'), close));
    }
    if (th.cd === 'DAY') {
      // the Dayton GM retired at the end of June 2025; an outside hire took over and the assistant manager now reports to him
      gm.term = '2025-06-30';
      const newGm = addEmp('GM', 'DAY', dir.no, '2025-06-16', null);
      for (const a of ams) a.rpt = newGm.no;
      gm = newGm;
    }
    if (th.cd === 'AKR') {
      const a0 = ams[0]!;
      a0.term = '2024-09-13';
      ams.push(addEmp('AM', 'AKR', gm.no, '2024-09-23', null));
    }
    const boss = (i: number): Emp => {
      const active = ams.filter((a) => a.term === null || a.term === close);
      return active[i % active.length] ?? ams[0]!;
    };
    const hourlyPlan: [string, number][] = [['PRJ', 1], ['CON', th.screens.length >= 12 ? 6 : 4], ['FLR', th.screens.length >= 12 ? 5 : 3]];
    cashiers[th.cd] = [];
    let k = 0;
    for (const [job, n] of hourlyPlan) {
      for (let i = 0; i < n; i++) {
        const hire = th.cd === 'FWJ' ? r.date('2024-03-18', '2024-05-10') : r.date('2018-01-01', '2022-12-31');
        const term = close ?? (job !== 'PRJ' && r.chance(0.35) ? r.date(addDays(opened > START ? opened : START, 120), '2026-10-31') : null);
        const e = addEmp(job, th.cd, boss(k++).no, hire, term);
        if (job !== 'PRJ') cashiers[th.cd]!.push(e);
        if (term !== null && close === null) {
          // a replacement was hired a couple of weeks later
          const e2 = addEmp(job, th.cd, boss(k++).no, addDays(term, r.int(7, 25)), null);
          cashiers[th.cd]!.push(e2);
        }
      }
    }
    // a couple of recent hires (seasonal help for the holidays)
    if (th.cd !== 'TOL') {
      const extra = th.cd === 'EAS' || th.cd === 'KEN' ? 2 : 1;
      for (let i = 0; i < extra; i++) {
        cashiers[th.cd]!.push(addEmp(r.pick(['CON', 'FLR']), th.cd, boss(k++).no, r.date('2026-10-20', '2026-11-17'), null));
      }
    }
  }

  // ---- members ------------------------------------------------------------------------------------------------
  type Mbr = { id: number; f: string; l: string; eml: string; join: string; tier: string; home: string; by: number; pts: number; cncl: string | null };
  const mbrs: Mbr[] = [];
  const nMbr = 2100;
  const thW = THTRS.map((t) => [t, t.f] as const);
  for (let i = 0; i < nMbr; i++) {
    const roll = r.next();
    const join = roll < 0.25 ? r.date('2019-03-01', '2022-12-31') : roll < 0.45 ? r.date('2023-01-01', '2023-12-31') : roll < 0.65 ? r.date('2024-01-01', '2024-12-31')
      : roll < 0.85 ? r.date('2025-01-01', '2025-12-31') : r.date('2026-01-01', LAST);
    let home = r.weighted(thW);
    if (home.cd === 'FWJ' && join < FWJ_OPEN) home = r.weighted(thW.filter(([t]) => t.cd !== 'FWJ'));
    if (home.cd === 'TOL' && join > TOL_CLOSE) home = THTRS[0]!;
    const first = r.pick(FIRST);
    const last = r.pick(LASTN);
    const tier = r.weighted<string>([['B', 74], ['P', 19], ['V', 7]]);
    let cncl: string | null = null;
    if (r.chance(0.1)) cncl = r.date(addDays(join, 30) < LAST ? addDays(join, 30) : LAST, LAST);
    if (home.cd === 'TOL' && cncl === null && r.chance(0.45)) cncl = r.date(TOL_CLOSE, addDays(TOL_CLOSE, 60));
    const by = Math.round(r.weighted<number>([[1955, 8], [1965, 14], [1975, 20], [1985, 24], [1995, 22], [2003, 12]]) + r.int(-5, 4));
    mbrs.push({ id: 300001 + i, f: first, l: last, eml: `${first.toLowerCase()}.${last.toLowerCase()}${r.int(1, 999)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'aol.com'])}`,
      join, tier, home: home.cd, by, pts: 0, cncl });
  }
  mbrs.sort((a, b) => (a.join < b.join ? -1 : a.join > b.join ? 1 : 0));
  mbrs.forEach((m, i) => { m.id = 300001 + i; });
  const mbrsByHome: Record<string, Mbr[]> = {};
  for (const m of mbrs) (mbrsByHome[m.home] ??= []).push(m);
  const pickMember = (home: string, day: string): Mbr | null => {
    const pool = r.chance(0.85) ? (mbrsByHome[home] ?? []) : mbrs;
    // members are sorted by join date; prefer frequent-goer "regulars" at the start of the pool slice
    const ok = pool.filter((m) => m.join <= day && (m.cncl === null || m.cncl > day));
    if (ok.length === 0) return null;
    const idx = Math.floor(Math.pow(r.next(), 1.6) * ok.length);
    return ok[idx] ?? null;
  };

  // ---- showtimes, tickets, concessions ------------------------------------------------------------------------
  const SEASON = [0.75, 0.8, 0.9, 0.9, 1.05, 1.25, 1.35, 1.1, 0.72, 0.88, 1.05, 1.2];
  const DOW = [1.3, 0.7, 1.15, 0.8, 0.9, 1.4, 1.6]; // Sun..Sat
  type Shw = { id: number; scrn: Scrn; flm: Flm; start: number; day: string; cncl: string };
  type Tkt = { no: number; shw: Shw; typ: string; qty: number; px: number; fee: number; ch: string; sold: number; mbr: Mbr | null; rfnd: string };
  type Cnc = { id: number; txn: number; loc: string; day: string; it: Item; qty: number; amt: number; cost: number; cshr: Emp; mbr: Mbr | null };
  const shws: Shw[] = [];
  const tkts: Tkt[] = [];
  const cncs: Cnc[] = [];
  const lastSaleMs = Date.parse(`${LAST}T23:30:00Z`);
  const firstSaleMs = Date.parse(`${START}T09:00:00Z`);
  let txnNo = 880001;
  const ndays = daysBetween(START, FUTURE_LAST);
  for (let d = 0; d <= ndays; d++) {
    const day = addDays(START, d);
    const future = day > LAST;
    const dt = new Date(`${day}T00:00:00Z`);
    const m = dt.getUTCMonth();
    const dow = dt.getUTCDay();
    const growth = 0.9 + 0.05 * (d / 365);
    const newPx = day >= PRICE_UP;
    const inRun = flms.filter((f) => !f.skip && f.rel <= day && daysBetween(f.rel, day) <= f.run);
    if (inRun.length === 0) continue;
    for (const th of THTRS) {
      if (th.cd === 'FWJ' && day < FWJ_OPEN) continue;
      if (th.cd === 'TOL' && day > TOL_CLOSE) continue;
      const thScrns = scrns.filter((s) => s.th === th);
      const lam = thScrns.length * 0.07 * SEASON[m]! * DOW[dow]! * (th.f * 0.5 + 0.5) * (th.cd === 'TOL' && day > '2025-05-31' ? 0.6 : 1);
      const nShow = r.poisson(lam);
      for (let k = 0; k < nShow; k++) {
        const weekend = dow === 0 || dow === 6;
        const hour = weekend ? r.weighted<number>([[10, 3], [11, 4], [12, 5], [13, 6], [14, 6], [15, 6], [16, 7], [17, 7], [18, 9], [19, 10], [20, 8], [21, 5]])
          : r.weighted<number>([[12, 2], [13, 4], [14, 3], [15, 4], [16, 5], [17, 6], [18, 9], [19, 11], [20, 8], [21, 6]]);
        const mins = r.pick([0, 15, 30, 45]);
        const start = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 + mins * 60_000;
        const scrn = r.weighted(thScrns.map((s) => [s, s.fmt === 'STD' ? s.seats / 150 : 1.6] as const));
        const flm = r.weighted(inRun.map((f) => {
          const wk = Math.floor(daysBetween(f.rel, day) / 7);
          let w = f.pop * Math.pow(0.78, wk);
          if (scrn.fmt !== 'STD') w *= f.tier === 'A' && (f.gnr === 'ACT' || f.gnr === 'SCI' || f.gnr === 'ANI') ? 4 : f.tier === 'A' ? 1.5 : 0.15;
          if ((f.gnr === 'ANI' || f.gnr === 'FAM') && hour >= 20) w *= 0.3;
          if (f.gnr === 'HOR' && hour < 17) w *= 0.4;
          return [f, w] as const;
        }));
        const cncl = !future && r.chance(0.018) ? 'Y' : 'N';
        const shw: Shw = { id: 0, scrn, flm, start, day, cncl };
        shws.push(shw);

        // ticket orders
        const wk = Math.floor(daysBetween(flm.rel, day) / 7);
        const tue = dow === 2;
        const matinee = hour < 16;
        const lamT = 1.05 * flm.pop * Math.pow(0.85, wk) * (hour >= 18 && hour <= 20 ? 1.3 : matinee ? 0.75 : 1) * (tue ? 1.3 : 1)
          * SEASON[m]! * growth * (scrn.fmt === 'STD' ? 1 : 1.25) * (future ? 0.35 : 1);
        const nOrd = Math.min(r.poisson(Math.min(lamT, 14)), 18);
        const family = flm.gnr === 'ANI' || flm.gnr === 'FAM';
        const adultPx = th.px - (newPx ? 0 : 1) - (matinee ? 3 : 0);
        for (let o = 0; o < nOrd; o++) {
          const yrIdx = d / 365;
          const ch = future ? r.weighted<string>([['WEB', 30], ['APP', 50], ['TPV', 20]])
            : r.weighted<string>([['BOX', 40 - 5 * yrIdx], ['KSK', 12 + yrIdx], ['WEB', 16], ['APP', 14 + 5 * yrIdx], ['TPV', 18 - yrIdx]]);
          const online = ch === 'WEB' || ch === 'APP' || ch === 'TPV';
          let sold: number;
          if (online) sold = start - r.int(20, 60 * 24 * (flm.tier === 'A' && wk === 0 ? 9 : 4)) * 60_000;
          else sold = start - r.int(2, 75) * 60_000;
          if (sold > lastSaleMs) sold = lastSaleMs - r.int(0, 600) * 60_000;
          if (sold < firstSaleMs) sold = firstSaleMs + r.int(0, 600) * 60_000;
          const mbr = r.chance(ch === 'APP' ? 0.6 : ch === 'TPV' ? 0.05 : ch === 'WEB' ? 0.35 : 0.18) ? pickMember(th.cd, ts(sold).slice(0, 10)) : null;
          // composition of the order
          const groups: [string, number][] = [];
          if (r.chance(0.015)) groups.push(['CMP', r.int(1, 2)]);
          else if (family && r.chance(0.7)) {
            groups.push(['ADT', r.weighted<number>([[1, 40], [2, 60]])]);
            groups.push(['CHD', r.weighted<number>([[1, 35], [2, 45], [3, 20]])]);
          } else {
            const typ = r.weighted<string>([['ADT', 70], ['SNR', matinee ? 22 : 8], ['STU', 10], ['CHD', 3]]);
            groups.push([typ, r.weighted<number>([[1, 32], [2, 48], [3, 9], [4, 8], [5, 2], [6, 1]])]);
            if (typ === 'ADT' && r.chance(0.08)) groups.push(['SNR', 1]);
          }
          const rfnd = cncl === 'Y' || r.chance(0.015) ? 'Y' : 'N';
          for (const [typ, qty] of groups) {
            let px: number;
            if (typ === 'CMP') px = 0;
            else if (tue) px = 7 + SURCHARGE[scrn.fmt]!;
            else {
              const base = typ === 'ADT' ? adultPx : typ === 'CHD' ? th.px - (newPx ? 0 : 1) - 3.5 - (matinee ? 1 : 0)
                : typ === 'SNR' ? th.px - (newPx ? 0 : 1) - 3 - (matinee ? 1 : 0) : th.px - (newPx ? 0 : 1) - 2 - (matinee ? 1 : 0);
              px = base + SURCHARGE[scrn.fmt]!;
            }
            const waived = mbr !== null && (mbr.tier === 'P' || mbr.tier === 'V') && ch !== 'TPV';
            const fee = typ === 'CMP' || !online || waived ? 0 : round2((ch === 'TPV' ? 1.95 : 1.5) * qty);
            tkts.push({ no: 0, shw, typ, qty, px: round2(px), fee, ch, sold, mbr, rfnd });
            if (mbr) mbr.pts += Math.round(qty * px * 10);
          }
          // concessions for this order
          const party = groups.reduce((s, [, q]) => s + q, 0);
          if (!future && cncl === 'N' && rfnd === 'N' && r.chance(0.45 + 0.04 * Math.min(party, 4) + (family ? 0.1 : 0))) {
            const staff = (cashiers[th.cd] ?? []).filter((e) => e.hire <= day && (e.term === null || e.term >= day));
            const cshr = staff.length > 0 ? r.pick(staff) : emps.find((e) => e.job === 'AM' && e.site === th.cd)!;
            const txn = txnNo++;
            const nLines = r.weighted<number>([[1, 45], [2, 35], [3, 15], [4, 5]]);
            const seen = new Set<string>();
            for (let li = 0; li < nLines; li++) {
              const it = r.weighted(MENU.map((x) => [x, x.cat === 'BAR' ? (th.lic === 'Y' && !family && hour >= 17 ? 8 : 0)
                : x.nm === 'Kids Pack' ? (family ? 14 : 0) : x.cat === 'POP' ? 14 : x.cat === 'SDA' ? 12 : x.cat === 'CMB' ? 6 : x.cat === 'HOT' ? 5 : 6] as const));
              if (seen.has(it.nm)) continue;
              seen.add(it.nm);
              const qty = it.cat === 'SDA' || it.nm === 'Kids Pack' ? Math.max(1, Math.min(party, r.int(1, 3))) : r.weighted<number>([[1, 80], [2, 17], [3, 3]]);
              const unit = newPx ? round2(it.px * 1.05) : it.px;
              cncs.push({ id: 0, txn, loc: th.cd, day, it, qty, amt: round2(unit * qty), cost: round2(it.cost * qty), cshr, mbr: r.chance(0.7) ? mbr : null });
            }
          }
        }
      }
    }
  }
  shws.sort((a, b) => a.start - b.start || a.scrn.id - b.scrn.id);
  shws.forEach((s, i) => { s.id = 60001 + i; });
  tkts.sort((a, b) => a.sold - b.sold || a.shw.id - b.shw.id);
  tkts.forEach((t, i) => { t.no = 1_000_001 + i; });
  cncs.forEach((c, i) => { c.id = 200001 + i; });
  for (const m of mbrs) {
    m.pts = Math.max(0, m.pts - (r.chance(0.5) ? r.int(0, m.pts) : 0)) + (r.chance(0.3) ? 500 : 0);
  }

  return [
    'CREATE SCHEMA cin;',
    `CREATE TABLE cin.thtr (thtr_cd varchar(3) PRIMARY KEY, thtr_nm varchar(40) NOT NULL, city_nm varchar(30) NOT NULL, st_cd char(2) NOT NULL,
      open_yr integer NOT NULL, lic_yn char(1) NOT NULL, adt_px numeric(6,2) NOT NULL, act_yn char(1) NOT NULL, cls_dt date);`,
    `CREATE TABLE cin.scrn (scrn_id integer PRIMARY KEY, site_cd varchar(3) NOT NULL REFERENCES cin.thtr (thtr_cd), aud_no integer NOT NULL,
      seat_cnt integer NOT NULL, fmt_cd varchar(3) NOT NULL, rcl_yn char(1) NOT NULL);`,
    `CREATE TABLE cin.flm (flm_id integer PRIMARY KEY, ttl_txt varchar(60) NOT NULL, dist_nm varchar(40) NOT NULL, gnr_cd varchar(3) NOT NULL,
      rtg_cd varchar(4) NOT NULL, rt_min integer NOT NULL, rel_dt date NOT NULL, rntl_pct numeric(5,2) NOT NULL);`,
    `CREATE TABLE cin.shw (shw_id integer PRIMARY KEY, scrn_id integer NOT NULL REFERENCES cin.scrn (scrn_id),
      flm_ref integer NOT NULL REFERENCES cin.flm (flm_id), shw_ts timestamp NOT NULL, cncl_yn char(1) NOT NULL);`,
    `CREATE TABLE cin.emp (emp_no integer PRIMARY KEY, frst_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, job_cd varchar(3) NOT NULL,
      wrk_site varchar(3) REFERENCES cin.thtr (thtr_cd), rpt_to integer REFERENCES cin.emp (emp_no), hire_dt date NOT NULL, term_dt date,
      hrly_rt numeric(6,2), ann_sal numeric(9,2));`,
    `CREATE TABLE cin.mbr (mbr_id integer PRIMARY KEY, fst_nm varchar(30) NOT NULL, lst_nm varchar(30) NOT NULL, eml_adr varchar(80),
      join_dt date NOT NULL, tier_cd char(1) NOT NULL, home_loc varchar(3) REFERENCES cin.thtr (thtr_cd), brth_yr integer, pts_bal integer NOT NULL,
      cncl_dt date);`,
    `CREATE TABLE cin.tkt (sale_no integer PRIMARY KEY, shw_no integer NOT NULL REFERENCES cin.shw (shw_id), tkt_typ varchar(3) NOT NULL,
      qty integer NOT NULL, unit_px numeric(6,2) NOT NULL, bkg_fee numeric(6,2) NOT NULL, chnl_cd varchar(3) NOT NULL, sold_ts timestamp NOT NULL,
      mbr_id integer REFERENCES cin.mbr (mbr_id), rfnd_yn char(1) NOT NULL);`,
    `CREATE TABLE cin.cnc (cnc_id integer PRIMARY KEY, txn_no integer NOT NULL, loc_cd varchar(3) NOT NULL REFERENCES cin.thtr (thtr_cd),
      sale_dt date NOT NULL, itm_cat varchar(3) NOT NULL, itm_nm varchar(40) NOT NULL, qty integer NOT NULL, sale_amt numeric(8,2) NOT NULL,
      cost_amt numeric(8,2) NOT NULL, cshr_no integer REFERENCES cin.emp (emp_no), mbr_id integer REFERENCES cin.mbr (mbr_id));`,
    insertRows('cin.thtr', ['thtr_cd', 'thtr_nm', 'city_nm', 'st_cd', 'open_yr', 'lic_yn', 'adt_px', 'act_yn', 'cls_dt'],
      THTRS.map((t) => [t.cd, t.nm, t.city, t.st, t.yr, t.lic, t.px, t.cd === 'TOL' ? 'N' : 'Y', t.cd === 'TOL' ? TOL_CLOSE : null])),
    insertRows('cin.scrn', ['scrn_id', 'site_cd', 'aud_no', 'seat_cnt', 'fmt_cd', 'rcl_yn'], scrns.map((s) => [s.id, s.th.cd, s.aud, s.seats, s.fmt, s.rcl])),
    insertRows('cin.flm', ['flm_id', 'ttl_txt', 'dist_nm', 'gnr_cd', 'rtg_cd', 'rt_min', 'rel_dt', 'rntl_pct'],
      flms.map((f) => [f.id, f.ttl, f.dist, f.gnr, f.rtg, f.rt, f.rel, f.rntl])),
    insertRows('cin.shw', ['shw_id', 'scrn_id', 'flm_ref', 'shw_ts', 'cncl_yn'], shws.map((s) => [s.id, s.scrn.id, s.flm.id, ts(s.start), s.cncl])),
    insertRows('cin.emp', ['emp_no', 'frst_nm', 'last_nm', 'job_cd', 'wrk_site', 'rpt_to', 'hire_dt', 'term_dt', 'hrly_rt', 'ann_sal'],
      emps.map((e) => [e.no, e.f, e.l, e.job, e.site, e.rpt, e.hire, e.term, e.hr, e.sal])),
    insertRows('cin.mbr', ['mbr_id', 'fst_nm', 'lst_nm', 'eml_adr', 'join_dt', 'tier_cd', 'home_loc', 'brth_yr', 'pts_bal', 'cncl_dt'],
      mbrs.map((m) => [m.id, m.f, m.l, m.eml, m.join, m.tier, m.home, m.by, m.pts, m.cncl])),
    insertRows('cin.tkt', ['sale_no', 'shw_no', 'tkt_typ', 'qty', 'unit_px', 'bkg_fee', 'chnl_cd', 'sold_ts', 'mbr_id', 'rfnd_yn'],
      tkts.map((t) => [t.no, t.shw.id, t.typ, t.qty, t.px, t.fee, t.ch, ts(t.sold), t.mbr ? t.mbr.id : null, t.rfnd])),
    insertRows('cin.cnc', ['cnc_id', 'txn_no', 'loc_cd', 'sale_dt', 'itm_cat', 'itm_nm', 'qty', 'sale_amt', 'cost_amt', 'cshr_no', 'mbr_id'],
      cncs.map((c) => [c.id, c.txn, c.loc, c.day, c.it.cat, c.it.nm, c.qty, c.amt, c.cost, c.cshr.no, c.mbr ? c.mbr.id : null])),
  ].join('\n');
}
